"""Sentences in the chosen language from the engine's structured results: score items, feature previews, refusals.

The engine (`carcassonne`) stays English-free in spirit: a `ScoreItem` says which feature, why, how big, who was
there and who scored; this module turns that into one whole translatable sentence per case (a completed city, an
unfinished road, a field, an abbot taken back, the gingerbread man's city, a tie, nobody there), with plural
forms.  Counted phrases ("3 tiles", "1 pennant") and the rule ("2 points per tile + 2 per pennant") are whole
messages of their own, filled into named placeholders.

Refusals: today the engine raises English sentence fragments; `refusal_from_message` reads them back into a code
and parameters (`REFUSALS` lists every one the engine can produce), and `refusal_text` says it in the current
language.  Once the engine carries the code itself, only `refusal_from_message` goes away.  Pure Python.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .i18n import N_, NN_, NP_, join_names, nt, pt, t

# --- the rule behind the points ------------------------------------------------------------------------------

#: The engine's `ScoreItem.points_rule` text -> a stable code (what the engine should carry instead).
RULE_CODES = {
    "1 per tile": "tile-1",
    "1 per tile + 1 per pennant": "tile-1-pennant-1",
    "2 per tile": "tile-2",
    "2 per tile + 2 per pennant": "tile-2-pennant-2",
    "inn: 2 per tile": "inn-tile-2",
    "inn: an unfinished road with an inn scores 0": "inn-unfinished-0",
    "cathedral: 3 per tile + 3 per pennant": "cathedral-tile-3-pennant-3",
    "cathedral: an unfinished city with a cathedral scores 0": "cathedral-unfinished-0",
    "9 when surrounded": "surrounded-9",
    "1 + 1 per tile around it": "around-1",
    "3 per finished city": "finished-city-3",
    "1 per tile for each knight, before the city scores": "gingerbread-before",
    "1 per tile for each knight, as he leaves": "gingerbread-leaves",
}

RULE_TEXT = {
    "tile-1": N_("1 point per tile"),
    "tile-1-pennant-1": N_("1 point per tile + 1 per pennant"),
    "tile-2": N_("2 points per tile"),
    "tile-2-pennant-2": N_("2 points per tile + 2 per pennant"),
    "inn-tile-2": N_("inn: 2 points per tile"),
    "inn-unfinished-0": N_("inn: an unfinished road with an inn scores nothing"),
    "cathedral-tile-3-pennant-3": N_("cathedral: 3 points per tile + 3 per pennant"),
    "cathedral-unfinished-0": N_("cathedral: an unfinished city with a cathedral scores nothing"),
    "surrounded-9": N_("9 points when surrounded"),
    "around-1": N_("1 point + 1 per tile around it"),
    "finished-city-3": N_("3 points per finished city"),
    "gingerbread-before": N_("1 point per tile for each knight, before the city scores"),
    "gingerbread-leaves": N_("1 point per tile for each knight, as he leaves"),
}


def rule_code(item) -> str | None:
    """The item's rule as a code: the engine's own `rule` code once it carries one, else read from its text."""
    code = getattr(item, "rule", None)
    return code if code in RULE_TEXT else RULE_CODES.get(item.points_rule)


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
    """'3 tiles, 1 pennant', '4 tiles around it', '2 finished cities bordered' in the current language."""
    if item.feature == "field":
        return nt("{n} finished city bordered", "{n} finished cities bordered", len(item.cities))
    if item.feature in ("monastery", "garden"):
        return nt("{n} tile around it", "{n} tiles around it", len(item.tiles) - 1)
    tiles = nt("{n} tile", "{n} tiles", len(item.tiles))
    if not item.pennants:
        return tiles
    return t("{tiles}, {pennants}", tiles=tiles, pennants=nt("{n} pennant", "{n} pennants", item.pennants))


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
    """What a feature is worth now, from `Game.preview`, e.g. 'City: 3 tiles, 1 pennant, completed. Held by
    Ann. Scored 8 points (2 points per tile + 2 per pennant).'"""
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


@dataclass(frozen=True, slots=True)
class Reason:
    """One refusal the engine can give: the English it writes today (a regex) and the message shown."""

    pattern: str
    msgid: str


EDGES = {"north": NP_("edge", "its north edge"), "east": NP_("edge", "its east edge"),
         "south": NP_("edge", "its south edge"), "west": NP_("edge", "its west edge")}
TERRAIN = {"city": NP_("terrain", "city"), "road": NP_("terrain", "road"), "field": NP_("terrain", "field"),
           "river": NP_("terrain", "river")}
MEETS = {"city": NP_("meets", "a city"), "road": NP_("meets", "a road"), "field": NP_("meets", "a field"),
         "river": NP_("meets", "a river")}

_WORD = r"(?P<{}>\w+)"
_NAME = r"(?P<player>.+?)"

REFUSALS = {
    # placing the tile
    "cell-taken": Reason(r"there is already a tile there", N_("there is already a tile there")),
    "no-neighbour": Reason(r"it touches no placed tile along an edge", N_("it touches no placed tile along an edge")),
    "edge-mismatch": Reason(rf"its {_WORD.format('edge')} edge \({_WORD.format('have')}\) meets a "
                            rf"{_WORD.format('want')}", N_("{edge} ({have}) meets {want}")),
    "edges-mismatch": Reason(r"its edges do not match", N_("its edges do not match")),
    "unknown-tile": Reason(r"'(?P<tile>[^']*)' is not a tile id", N_("“{tile}” is not a tile")),
    "river-continue": Reason(r"a river tile must continue the river", N_("a river tile must continue the river")),
    "river-u-turn-right": Reason(r"the river may not turn right twice in a row \(a U-turn\)",
                                 N_("the river may not turn right twice in a row (a U-turn)")),
    "river-u-turn-left": Reason(r"the river may not turn left twice in a row \(a U-turn\)",
                                N_("the river may not turn left twice in a row (a U-turn)")),
    # putting a follower down
    "no-normal-follower": Reason(r"there is no normal follower in this game", N_("there are no followers in this game")),
    "no-big-follower": Reason(r"there is no big follower in this game", N_("there is no big follower in this game")),
    "no-abbot": Reason(r"there is no abbot follower in this game", N_("there is no abbot in this game")),
    "none-left-normal": Reason(rf"{_NAME} has no normal follower left", N_("{player} has no follower left")),
    "none-left-big": Reason(rf"{_NAME} has no big follower left", N_("{player} has no big follower left")),
    "none-left-abbot": Reason(rf"{_NAME} has no abbot follower left", N_("{player} has no abbot left")),
    "river-spot": Reason(r"followers may not stand on the river", N_("followers may not stand on the river")),
    "no-spot": Reason(r"tile (?P<tile>\S+) at rotation (?P<rot>\d+) has no road, city, field, monastery or garden at "
                      r"(?P<location>\w+)",
                      N_("this tile has no road, city, field, monastery or garden there")),
    "garden-abbot-only": Reason(r"a garden can only take an abbot", N_("a garden can only take an abbot")),
    "abbot-cloister-only": Reason(r"an abbot can only go on a monastery or a garden",
                                  N_("an abbot can only go on a monastery or a garden")),
    "no-farmers": Reason(r"farmers are not in play in this game", N_("farmers are not in play in this game")),
    "occupied-road": Reason(r"that road is already occupied", N_("that road is already occupied")),
    "occupied-city": Reason(r"that city is already occupied", N_("that city is already occupied")),
    "occupied-field": Reason(r"that field is already occupied", N_("that field is already occupied")),
    # the abbot taken back
    "recall-with-follower": Reason(r"recall from \((?P<x>-?\d+), (?P<y>-?\d+)\): the abbot can only be taken back on "
                                   r"a turn with no follower deployed",
                                   N_("the abbot can only be taken back on a turn with no follower deployed")),
    "no-abbot-there": Reason(rf"recall from \((?P<x>-?\d+), (?P<y>-?\d+)\): {_NAME} has no abbot on that tile",
                             N_("{player} has no abbot on that tile")),
    # the gingerbread man
    "gingerbread-choose": Reason(r"gingerbread: choose the unfinished city the gingerbread man moves to",
                                 N_("choose the unfinished city the gingerbread man moves to")),
    "gingerbread-stays": Reason(r"the gingerbread man does not move this turn",
                                N_("the gingerbread man does not move this turn")),
    "gingerbread-no-city": Reason(r"there is no city there", N_("there is no city there")),
    "gingerbread-city-finished": Reason(r"that city is finished", N_("that city is finished")),
    "gingerbread-same-city": Reason(r"he is already in that city", N_("the gingerbread man is already in that city")),
    # the turn as a whole
    "game-over": Reason(r"the game is (?:already )?over", N_("the game is over")),
    "nothing-to-undo": Reason(r"there is no turn to undo", N_("there is no turn to take back")),
    "no-tile-drawn": Reason(r"no tile is drawn(?: \(free mode: name the tile\))?", N_("no tile is drawn")),
    "not-your-turn": Reason(r"it is (?P<player>.+?)'s turn, not (?P<other>.+?)'s",
                            N_("it is {player}'s turn, not {other}'s")),
    "wrong-tile": Reason(r"the tile drawn this turn is (?P<drawn>\S+), not (?P<tile>\S+)",
                         N_("the tile drawn this turn is {drawn}, not {tile}")),
    "tile-not-in-game": Reason(r"tile (?P<tile>\S+) is not in this game's tile sets",
                               N_("the tile ({tile}) is not in this game's tile sets")),
    "no-player": Reason(r"there is no player (?P<player>-?\d+)", N_("there is no player {player}")),
    "needs-abbot": Reason(r"taking an abbot back needs The Abbot expansion",
                          N_("taking an abbot back needs The Abbot expansion")),
    "no-gingerbread": Reason(r"the Gingerbread Man is not in this game", N_("the Gingerbread Man is not in this game")),
}

_COMPILED = {code: re.compile(reason.pattern) for code, reason in REFUSALS.items()}
#: What the engine writes before a reason: the placement, the follower, the gingerbread move, the turn.
_PREFIX = re.compile(r"(?:tile \S+ at \(-?\d+, -?\d+\) rotation \d+|meeple at \w+|turn \d+"
                     r"|gingerbread move to \(-?\d+, -?\d+\) \w+|gingerbread move ~-?\d+,-?\d+:\w+"
                     r"|recall \(-?\d+, -?\d+\)|\S+@-?\d+,-?\d+r\d+(?: [+~^]\S+)*): ")


def refusal_from_message(message: str) -> Refusal | None:
    """The refusal an engine message states (its 'where: ' prefixes aside), or None for a message not listed."""
    tails = [message]
    while (prefix := _PREFIX.match(tails[-1])) is not None:
        tails.append(tails[-1][prefix.end():])
    for rest in reversed(tails):  # the shortest first: a player's name never swallows a prefix
        for code, pattern in _COMPILED.items():
            found = pattern.fullmatch(rest)
            if found:
                return Refusal(code, {k: v for k, v in found.groupdict().items() if v is not None})
    return None


def refusal_text(refusal: Refusal) -> str:
    """The refusal in the current language (a fragment: the UI puts it in 'The tile can't go there: …')."""
    params = dict(refusal.params)
    if refusal.code == "edge-mismatch":
        params = {"edge": pt(*EDGES[params["edge"]]), "have": pt(*TERRAIN[params["have"]]),
                  "want": pt(*MEETS[params["want"]])}
    return t(REFUSALS[refusal.code].msgid, **plain_params(params))


def plain_params(params: dict) -> dict:
    """A refusal's parameters as a person reads them: a known tile id becomes what the tile shows ("a road
    curve"); coordinates are not said (the board shows the place)."""
    from .tile_words import key_of, tile_phrase

    return {k: (tile_phrase(v) if k in ("tile", "drawn") and key_of(str(v)) else v) for k, v in params.items()}


def refusal_of(error) -> Refusal | None:
    """The refusal an engine error (or its message) carries: its own `code`/`params` once the engine sets them,
    else read back from the English text."""
    code = getattr(error, "code", None)
    if code in REFUSALS:
        return Refusal(code, dict(getattr(error, "params", None) or {}))
    return refusal_from_message(str(error))


def reason_text(error) -> str:
    """An engine refusal (an exception or its message) in the current language; one not listed is shown as the
    engine wrote it."""
    refusal = refusal_of(error)
    return str(error) if refusal is None else refusal_text(refusal)
