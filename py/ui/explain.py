"""Sentences in the chosen language from the engine's structured results: score items, feature previews, refusals.

The engine (`carcassonne`) stays English-free in spirit: a `ScoreItem` says which feature, why, how big, who was
there and who scored; this module turns that into one whole translatable sentence per case (a completed city, an
unfinished road, a field, an abbot taken back, the gingerbread man's city, a tie, nobody there), with plural
forms.  Counted phrases ("3 tiles", "1 banner") and the rule ("2 points per tile + 2 per banner") are whole
messages of their own, filled into named placeholders.

Refusals: the engine's `IllegalMoveError` (and the `Problem` its checks return) carries a code and its params
(`carcassonne.errors.PROBLEMS`); `REFUSALS` words every code, and `move_refusal_text` says it in the current
language.  Nothing here reads the engine's English.  Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .i18n import N_, NN_, NP_, join_names, nt, pt, t

# --- the rule behind the points ------------------------------------------------------------------------------

#: Each rule that counts points (`ScoreItem.rule`, a code of `carcassonne.scoring.RULES`) -> its message.
RULE_TEXT = {
    "tile-1": N_("1 point per tile"),
    "tile-1-pennant-1": N_("1 point per tile + 1 per banner"),
    "tile-2": N_("2 points per tile"),
    "tile-2-pennant-2": N_("2 points per tile + 2 per banner"),
    "inn-tile-2": N_("inn: 2 points per tile"),
    "inn-unfinished-0": N_("inn: an unfinished road with an inn scores nothing"),
    "cathedral-tile-3-pennant-3": N_("cathedral: 3 points per tile + 3 per banner"),
    "cathedral-unfinished-0": N_("cathedral: an unfinished city with a cathedral scores nothing"),
    "surrounded-9": N_("9 points when surrounded"),
    "around-1": N_("1 point + 1 per tile around it"),
    "finished-city-3": N_("3 points per finished city"),
    "gingerbread-before": N_("1 point per tile for each knight, before the city scores"),
    "gingerbread-leaves": N_("1 point per tile for each knight, as he leaves"),
}


def rule_code(item) -> str | None:
    """The item's rule as a code (`ScoreItem.rule`), or None for one this table does not word."""
    code = getattr(item, "rule", None)
    return code if code in RULE_TEXT else None


def rule_text(item) -> str:
    """The rule in the current language (an unknown engine rule is shown as it is; a test keeps the table full)."""
    code = rule_code(item)
    return t(RULE_TEXT[code]) if code else item.points_rule


# --- score sentences -----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Case:
    """The sentences of one kind of award: one majority holder, a tie, nobody there, worth nothing."""

    one: tuple[str, str]
    tie: tuple[str, str]
    nobody: str
    nothing: str


CASES = {
    ("road", "completed"): Case(
        NN_("{player} scores {points} point for a completed road: {size} ({rule}).",
            "{player} scores {points} points for a completed road: {size} ({rule})."),
        NN_("{players} score {points} point each for a completed road, a tied majority: {size} ({rule}).",
            "{players} score {points} points each for a completed road, a tied majority: {size} ({rule})."),
        N_("Nobody scores the completed road ({size}): no follower there."),
        N_("Nobody scores the completed road ({size}): it is worth nothing ({rule}).")),
    ("road", "final"): Case(
        NN_("{player} scores {points} point for an unfinished road: {size} ({rule}).",
            "{player} scores {points} points for an unfinished road: {size} ({rule})."),
        NN_("{players} score {points} point each for an unfinished road, a tied majority: {size} ({rule}).",
            "{players} score {points} points each for an unfinished road, a tied majority: {size} ({rule})."),
        N_("Nobody scores the unfinished road ({size}): no follower there."),
        N_("Nobody scores the unfinished road ({size}): it is worth nothing ({rule}).")),
    ("city", "completed"): Case(
        NN_("{player} scores {points} point for a completed city: {size} ({rule}).",
            "{player} scores {points} points for a completed city: {size} ({rule})."),
        NN_("{players} score {points} point each for a completed city, a tied majority: {size} ({rule}).",
            "{players} score {points} points each for a completed city, a tied majority: {size} ({rule})."),
        N_("Nobody scores the completed city ({size}): no follower there."),
        N_("Nobody scores the completed city ({size}): it is worth nothing ({rule}).")),
    ("city", "final"): Case(
        NN_("{player} scores {points} point for an unfinished city: {size} ({rule}).",
            "{player} scores {points} points for an unfinished city: {size} ({rule})."),
        NN_("{players} score {points} point each for an unfinished city, a tied majority: {size} ({rule}).",
            "{players} score {points} points each for an unfinished city, a tied majority: {size} ({rule})."),
        N_("Nobody scores the unfinished city ({size}): no follower there."),
        N_("Nobody scores the unfinished city ({size}): it is worth nothing ({rule}).")),
    ("monastery", "completed"): Case(
        NN_("{player} scores {points} point for a completed monastery: {size} ({rule}).",
            "{player} scores {points} points for a completed monastery: {size} ({rule})."),
        NN_("{players} score {points} point each for a completed monastery: {size} ({rule}).",
            "{players} score {points} points each for a completed monastery: {size} ({rule})."),
        N_("Nobody scores the completed monastery ({size}): no follower there."),
        N_("Nobody scores the completed monastery ({size}): it is worth nothing ({rule}).")),
    ("monastery", "final"): Case(
        NN_("{player} scores {points} point for an unfinished monastery: {size} ({rule}).",
            "{player} scores {points} points for an unfinished monastery: {size} ({rule})."),
        NN_("{players} score {points} point each for an unfinished monastery: {size} ({rule}).",
            "{players} score {points} points each for an unfinished monastery: {size} ({rule})."),
        N_("Nobody scores the unfinished monastery ({size}): no follower there."),
        N_("Nobody scores the unfinished monastery ({size}): it is worth nothing ({rule}).")),
    ("monastery", "recall"): Case(
        NN_("{player} scores {points} point for an abbot taken back from a monastery: {size} ({rule}).",
            "{player} scores {points} points for an abbot taken back from a monastery: {size} ({rule})."),
        NN_("{players} score {points} point each for an abbot taken back from a monastery: {size} ({rule}).",
            "{players} score {points} points each for an abbot taken back from a monastery: {size} ({rule})."),
        N_("Nobody scores the monastery the abbot left ({size})."),
        N_("Nobody scores the monastery the abbot left ({size}): it is worth nothing ({rule}).")),
    ("garden", "completed"): Case(
        NN_("{player} scores {points} point for a completed garden: {size} ({rule}).",
            "{player} scores {points} points for a completed garden: {size} ({rule})."),
        NN_("{players} score {points} point each for a completed garden: {size} ({rule}).",
            "{players} score {points} points each for a completed garden: {size} ({rule})."),
        N_("Nobody scores the completed garden ({size}): no abbot there."),
        N_("Nobody scores the completed garden ({size}): it is worth nothing ({rule}).")),
    ("garden", "final"): Case(
        NN_("{player} scores {points} point for an unfinished garden: {size} ({rule}).",
            "{player} scores {points} points for an unfinished garden: {size} ({rule})."),
        NN_("{players} score {points} point each for an unfinished garden: {size} ({rule}).",
            "{players} score {points} points each for an unfinished garden: {size} ({rule})."),
        N_("Nobody scores the unfinished garden ({size}): no abbot there."),
        N_("Nobody scores the unfinished garden ({size}): it is worth nothing ({rule}).")),
    ("garden", "recall"): Case(
        NN_("{player} scores {points} point for an abbot taken back from a garden: {size} ({rule}).",
            "{player} scores {points} points for an abbot taken back from a garden: {size} ({rule})."),
        NN_("{players} score {points} point each for an abbot taken back from a garden: {size} ({rule}).",
            "{players} score {points} points each for an abbot taken back from a garden: {size} ({rule})."),
        N_("Nobody scores the garden the abbot left ({size})."),
        N_("Nobody scores the garden the abbot left ({size}): it is worth nothing ({rule}).")),
    ("field", "final"): Case(
        NN_("{player} scores {points} point for a field: {size} ({rule}).",
            "{player} scores {points} points for a field: {size} ({rule})."),
        NN_("{players} score {points} point each for a field, a tied majority: {size} ({rule}).",
            "{players} score {points} points each for a field, a tied majority: {size} ({rule})."),
        N_("Nobody scores the field ({size}): no farmer there."),
        N_("Nobody scores the field ({size}): it borders no finished city ({rule}).")),
}

GINGERBREAD_AWARD = NN_("{player} scores {points} point for the gingerbread man's city: {size}, {knights} ({rule}).",
                        "{player} scores {points} points for the gingerbread man's city: {size}, {knights} ({rule}).")
GINGERBREAD_NOBODY = N_("Nobody scores the gingerbread man's city ({size}): no knight there.")


def size_phrase(item) -> str:
    """'3 tiles, 1 banner', '4 tiles around it', '2 finished cities bordered' in the current language."""
    if item.feature == "field":
        return nt("{n} finished city bordered", "{n} finished cities bordered", len(item.cities))
    if item.feature in ("monastery", "garden"):
        return nt("{n} tile around it", "{n} tiles around it", len(item.tiles) - 1)
    tiles = nt("{n} tile", "{n} tiles", len(item.tiles))
    if not item.pennants:
        return tiles
    return t("{tiles}, {banners}", tiles=tiles, banners=nt("{n} banner", "{n} banners", item.pennants))


def explain(item, names) -> str:
    """One sentence (or one per player, for the gingerbread man) saying who scored what for the item, and why."""
    size, rule = size_phrase(item), rule_text(item)
    if item.reason == "gingerbread":
        return _explain_gingerbread(item, names, size, rule)
    case = CASES[(item.feature, item.reason)]
    if not item.strength:
        return t(case.nobody, size=size, rule=rule)
    if not any(points for _, points in item.awards):
        return t(case.nothing, size=size, rule=rule)
    points = item.awards[0][1]
    if len(item.awards) == 1:
        return nt(*case.one, points, player=names[item.awards[0][0]], points=points, size=size, rule=rule)
    players = join_names(names[p] for p, _ in item.awards)
    return nt(*case.tie, points, players=players, points=points, size=size, rule=rule)


def _explain_gingerbread(item, names, size: str, rule: str) -> str:
    if not item.awards:
        return t(GINGERBREAD_NOBODY, size=size)
    knights = dict(item.strength)
    return " ".join(nt(*GINGERBREAD_AWARD, points, player=names[p], points=points, size=size, rule=rule,
                       knights=nt("{n} knight", "{n} knights", knights.get(p, 0)))
                    for p, points in item.awards)


# --- feature previews ----------------------------------------------------------------------------------------

SUMMARY_HEADS = {
    ("road", True): N_("Road: {size}, completed."), ("road", False): N_("Road: {size}, unfinished."),
    ("city", True): N_("City: {size}, completed."), ("city", False): N_("City: {size}, unfinished."),
    ("monastery", True): N_("Monastery: {size}, completed."),
    ("monastery", False): N_("Monastery: {size}, unfinished."),
    ("garden", True): N_("Garden: {size}, completed."), ("garden", False): N_("Garden: {size}, unfinished."),
}


def holders_sentence(strength, winners, names) -> str:
    """Who holds a feature: nobody, one player, or everyone's followers and who leads or ties."""
    if not strength:
        return t("Nobody holds it.")
    if len(winners) == 1 and len(strength) == 1:
        return t("Held by {player}.", player=names[winners[0]])
    held = join_names(t("{player} ({n})", player=names[p], n=n) for p, n in strength)
    if len(winners) > 1:
        return t("Followers: {held}; {leaders} tie.", held=held, leaders=join_names(names[p] for p in winners))
    return t("Followers: {held}; {leader} leads.", held=held, leader=names[winners[0]])


def feature_summary(item, names, extra: str = "") -> str:
    """What a feature is worth now, from `Game.preview`, e.g. 'City: 3 tiles, 1 banner, completed. Held by
    Ann. Scored 8 points (2 points per tile + 2 per banner).'"""
    completed = item.reason == "completed"
    points, rule = item.base_points, rule_text(item)
    if item.feature == "field":
        head = t("Field: borders {size}.", size=nt("{n} finished city", "{n} finished cities", len(item.cities)))
        worth = nt("Worth {points} point at the end ({rule}).", "Worth {points} points at the end ({rule}).",
                   points, points=points, rule=rule)
    else:
        head = t(SUMMARY_HEADS[(item.feature, completed)], size=size_phrase(item))
        if completed and item.strength:
            worth = nt("Scored {points} point ({rule}).", "Scored {points} points ({rule}).",
                       points, points=points, rule=rule)
        elif completed:
            worth = nt("Worth {points} point ({rule}).", "Worth {points} points ({rule}).",
                       points, points=points, rule=rule)
        else:
            worth = nt("Worth {points} point now ({rule}).", "Worth {points} points now ({rule}).",
                       points, points=points, rule=rule)
    parts = [head, holders_sentence(item.strength, item.winners, names), worth]
    return " ".join(parts + ([extra] if extra else []))


# --- refusals ------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is refused, as a code and its parameters (player names, tile ids, coordinates, words)."""

    code: str
    params: dict = field(default_factory=dict, hash=False)


EDGES = {"north": NP_("edge", "its north edge"), "east": NP_("edge", "its east edge"),
         "south": NP_("edge", "its south edge"), "west": NP_("edge", "its west edge")}
TERRAIN = {"city": NP_("terrain", "city"), "road": NP_("terrain", "road"), "field": NP_("terrain", "field"),
           "river": NP_("terrain", "river")}
MEETS = {"city": NP_("meets", "a city"), "road": NP_("meets", "a road"), "field": NP_("meets", "a field"),
         "river": NP_("meets", "a river")}

#: Every code of the engine's refusals of a move (`carcassonne.errors.PROBLEMS`) -> its message (a fragment: the
#: page puts it in "The tile can't go there: …"); placeholders are the code's params.
REFUSALS = {
    # placing the tile
    "cell-taken": N_("there is already a tile there"),
    "no-neighbour": N_("it touches no placed tile along an edge"),
    "edge-mismatch": N_("{edge} ({have}) meets {want}"),
    "edges-mismatch": N_("its edges do not match"),
    "unknown-tile": N_("“{tile}” is not a tile"),
    "river-continue": N_("a river tile must continue the river"),
    "river-u-turn-right": N_("the river may not turn right twice in a row (a U-turn)"),
    "river-u-turn-left": N_("the river may not turn left twice in a row (a U-turn)"),
    # putting a follower down
    "no-normal-follower": N_("there are no followers in this game"),
    "no-big-follower": N_("there is no large follower in this game"),
    "no-abbot": N_("there is no abbot in this game"),
    "none-left-normal": N_("{player} has no follower left"),
    "none-left-big": N_("{player} has no large follower left"),
    "none-left-abbot": N_("{player} has no abbot left"),
    "river-spot": N_("followers may not stand on the river"),
    "no-spot": N_("this tile has no road, city, field, monastery or garden there"),
    "garden-abbot-only": N_("a garden can only take an abbot"),
    "abbot-cloister-only": N_("an abbot can only go on a monastery or a garden"),
    "no-farmers": N_("farmers are not in play in this game"),
    "occupied-road": N_("that road is already occupied"),
    "occupied-city": N_("that city is already occupied"),
    "occupied-field": N_("that field is already occupied"),
    # the abbot taken back
    "recall-with-follower": N_("the abbot can only be taken back on a turn with no follower deployed"),
    "no-abbot-there": N_("{player} has no abbot on that tile"),
    # the gingerbread man
    "gingerbread-choose": N_("choose the unfinished city the gingerbread man moves to"),
    "gingerbread-stays": N_("the gingerbread man does not move this turn"),
    "gingerbread-no-city": N_("there is no city there"),
    "gingerbread-city-finished": N_("that city is finished"),
    "gingerbread-same-city": N_("the gingerbread man is already in that city"),
    # the turn as a whole
    "game-over": N_("the game is over"),
    "game-already-over": N_("the game is over"),
    "play-on-over": N_("the game is over"),
    "nothing-to-undo": N_("there is no turn to take back"),
    "no-tile-drawn": N_("no tile is drawn"),
    "no-tile-drawn-free": N_("no tile is drawn"),
    "tile-unknown": N_("“{tile}” is not a tile"),
    "not-your-turn": N_("it is {player}'s turn, not {other}'s"),
    "wrong-tile": N_("the tile drawn this turn is {drawn}, not {tile}"),
    "tile-not-in-game": N_("the tile ({tile}) is not in this game's tile sets"),
    "no-player": N_("there is no player {player}"),
    "player-out-of-range": N_("there is no player {player}"),
    "bag-unknown-tile": N_("“{tile}” is not a tile"),
    "needs-abbot": N_("taking an abbot back needs The Abbot expansion"),
    "no-gingerbread": N_("the Gingerbread Man is not in this game"),
    # a lesson's task
    "task-tile": N_("the tile of this task is {task}, not {tile}"),
}


def refusal_text(refusal: Refusal) -> str:
    """The refusal in the current language (a fragment: the UI puts it in 'The tile can't go there: …')."""
    params = dict(refusal.params)
    if refusal.code == "edge-mismatch":
        params = {"edge": pt(*EDGES[params["edge"]]), "have": pt(*TERRAIN[params["have"]]),
                  "want": pt(*MEETS[params["want"]])}
    return t(REFUSALS[refusal.code], **plain_params(params))


def plain_params(params: dict) -> dict:
    """A refusal's parameters as a person reads them: a known tile id becomes what the tile shows ("a road
    curve"); coordinates are not said (the board shows the place)."""
    from .tile_words import key_of, tile_phrase

    return {k: (tile_phrase(v) if k in ("tile", "drawn", "task") and key_of(str(v)) else v) for k, v in params.items()}


def refusal_of(error) -> Refusal | None:
    """The refusal an engine error or `Problem` carries (its ``code`` and ``params``), or None for one whose code
    this table does not word (an error that is not the rules' refusal of a move)."""
    code = getattr(error, "code", None)
    if code not in REFUSALS:
        return None
    return Refusal(code, dict(getattr(error, "params", None) or {}))


def move_refusal_text(error) -> str:
    """The rules' refusal of a move (an `IllegalMoveError` or a `Problem`) in the current language; one without a
    code this module words is shown as the engine wrote it (a test keeps every engine code worded)."""
    refusal = refusal_of(error)
    return str(error) if refusal is None else refusal_text(refusal)
