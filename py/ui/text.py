"""What the page says: names of followers, spot labels, short lines of the panel, in the chosen language.

Pure functions returning plain text, each a whole sentence or phrase of the catalogue (`ui.i18n`), so German
word order and plurals come from the translation.  The page puts text into the DOM with ``textContent`` (or
escapes it into SVG attributes), so nothing here is markup.  Score sentences and feature summaries are
`ui.explain`'s.
"""

from __future__ import annotations

from collections import Counter

from . import explain
from .i18n import N_, NP_, nt, pt, t, language, join_names
from .tile_words import tile_phrase
from .tileart.locations import location_anchor

ROLE = {"city": "knight", "road": "thief", "monastery": "monk", "field": "farmer", "garden": "abbot"}
ROLE_WORDS = {  # the English role -> its msgid in context "role"
    "knight": NP_("role", "knight"), "thief": NP_("role", "thief"), "monk": NP_("role", "monk"),
    "farmer": NP_("role", "farmer"), "abbot": NP_("role", "abbot"), "follower": NP_("role", "follower"),
    "big knight": NP_("role", "large knight"), "big thief": NP_("role", "large thief"),
    "big monk": NP_("role", "large monk"), "big farmer": NP_("role", "large farmer"),
    "big follower": NP_("role", "large follower"),
}
SPOT_LABELS = {  # (kind, feature) -> the spot's accessible name when it is the only one of its kind on the tile
    ("normal", "city"): N_("Knight in the city"),
    ("normal", "road"): N_("Thief on the road"),
    ("normal", "monastery"): N_("Monk in the monastery"),
    ("normal", "field"): N_("Farmer in the field"),
    ("abbot", "monastery"): N_("Abbot in the monastery"),
    ("abbot", "garden"): N_("Abbot in the garden"),
    ("big", "city"): N_("Large knight in the city"),
    ("big", "road"): N_("Large thief on the road"),
    ("big", "field"): N_("Large farmer in the field"),
    ("big", "monastery"): N_("Large monk in the monastery"),
}
# Where a spot is drawn on its tile, in thirds of the tile as it lies (the order of the sentences below).
POSITIONS = ("top left", "top", "top right", "left", "middle", "right", "bottom left", "bottom", "bottom right")
SPOT_LABELS_AT = {  # (kind, feature) -> one whole sentence per position, for two such spots on one tile
    ("normal", "city"): (
        N_("Knight in the city at the top left"), N_("Knight in the city at the top"),
        N_("Knight in the city at the top right"), N_("Knight in the city on the left"),
        N_("Knight in the city in the middle"), N_("Knight in the city on the right"),
        N_("Knight in the city at the bottom left"), N_("Knight in the city at the bottom"),
        N_("Knight in the city at the bottom right")),
    ("normal", "road"): (
        N_("Thief on the road at the top left"), N_("Thief on the road at the top"),
        N_("Thief on the road at the top right"), N_("Thief on the road on the left"),
        N_("Thief on the road in the middle"), N_("Thief on the road on the right"),
        N_("Thief on the road at the bottom left"), N_("Thief on the road at the bottom"),
        N_("Thief on the road at the bottom right")),
    ("normal", "field"): (
        N_("Farmer in the field at the top left"), N_("Farmer in the field at the top"),
        N_("Farmer in the field at the top right"), N_("Farmer in the field on the left"),
        N_("Farmer in the field in the middle"), N_("Farmer in the field on the right"),
        N_("Farmer in the field at the bottom left"), N_("Farmer in the field at the bottom"),
        N_("Farmer in the field at the bottom right")),
    ("big", "city"): (
        N_("Large knight in the city at the top left"), N_("Large knight in the city at the top"),
        N_("Large knight in the city at the top right"), N_("Large knight in the city on the left"),
        N_("Large knight in the city in the middle"), N_("Large knight in the city on the right"),
        N_("Large knight in the city at the bottom left"), N_("Large knight in the city at the bottom"),
        N_("Large knight in the city at the bottom right")),
    ("big", "road"): (
        N_("Large thief on the road at the top left"), N_("Large thief on the road at the top"),
        N_("Large thief on the road at the top right"), N_("Large thief on the road on the left"),
        N_("Large thief on the road in the middle"), N_("Large thief on the road on the right"),
        N_("Large thief on the road at the bottom left"), N_("Large thief on the road at the bottom"),
        N_("Large thief on the road at the bottom right")),
    ("big", "field"): (
        N_("Large farmer in the field at the top left"), N_("Large farmer in the field at the top"),
        N_("Large farmer in the field at the top right"), N_("Large farmer in the field on the left"),
        N_("Large farmer in the field in the middle"), N_("Large farmer in the field on the right"),
        N_("Large farmer in the field at the bottom left"), N_("Large farmer in the field at the bottom"),
        N_("Large farmer in the field at the bottom right")),
}
CATEGORY_LABELS = {"road": NP_("category", "Roads"), "city": NP_("category", "Cities"),
                   "monastery": NP_("category", "Monasteries"), "garden": NP_("category", "Gardens"),
                   "field": NP_("category", "Fields"), "gingerbread": NP_("category", "Gingerbread"),
                   "total": NP_("category", "Total")}
SET_LABELS = {"base": N_("Base game"), "winter": N_("Winter animals"), "river": N_("The River"),
              "inns-cathedrals": N_("Inns & Cathedrals"),
              "gingerbread": N_("The Gingerbread Man (provisional shapes)")}



def category_label(category: str) -> str:
    return pt(*CATEGORY_LABELS[category]) if category in CATEGORY_LABELS else category


def set_label(set_name: str) -> str:
    return t(SET_LABELS[set_name]) if set_name in SET_LABELS else set_name


def role(kind: str, feature: str) -> str:
    """What a follower is called where it stands: knight, thief, monk, farmer; abbot and large follower."""
    if kind == "abbot":
        english = "abbot"
    else:
        name = ROLE.get(feature, "follower")
        english = f"big {name}" if kind == "big" else name
    return pt(*ROLE_WORDS[english])


def spot_label(kind: str, feature: str, position: str | None = None) -> str:
    """Accessible name of a follower spot, e.g. 'Knight in the city'; with a `position` (one of `POSITIONS`),
    where on the tile it is, e.g. 'Farmer in the field at the top right'.  Never a location code."""
    at = SPOT_LABELS_AT.get((kind, feature))
    if position is not None and at is not None and position in POSITIONS:
        return t(at[POSITIONS.index(position)])
    msgid = SPOT_LABELS.get((kind, feature))
    return t(msgid) if msgid is not None else role(kind, feature)


def spot_position(tile_id: str, rot: int, location: str) -> str:
    """Where a spot is drawn on its tile as it lies, in plain words' terms: one of `POSITIONS` (the middle
    band is 40..60 of the 0..100 tile; every tile's same-kind spots then fall in different places, a test
    checks it)."""
    x, y = location_anchor(tile_id, rot, location)
    column = 0 if x < 40 else 2 if x > 60 else 1
    row = 0 if y < 40 else 2 if y > 60 else 1
    return POSITIONS[row * 3 + column]


def spot_labels(tile_id: str, rot: int, spots: list[tuple[str, str, str]]) -> list[str]:
    """The names of the spots on one tile (``spots``: (kind, feature, location) each): a place on the tile only
    for spots that share their kind and feature with another one there (two fields, three roads)."""
    shared = Counter((kind, feature) for kind, feature, _ in spots)
    return [spot_label(kind, feature, spot_position(tile_id, rot, location) if shared[(kind, feature)] > 1
                       else None)
            for kind, feature, location in spots]


def spot_phrase(label: str) -> str:
    """A spot's label as the middle of a sentence ('knight in the city'; German nouns keep their capital)."""
    return label[:1].lower() + label[1:] if language() == "en" else label


def supply_line(supply: dict[str, list[int]], player: int) -> str:
    """A player's followers in hand (``supply``: `Game.supply`), e.g. '5 followers + large follower · abbot in play'."""
    line = nt("{n} follower", "{n} followers", supply["normal"][player])
    for kind, word in (("big", NP_("role", "large follower")), ("abbot", NP_("role", "abbot"))):
        if kind in supply:
            line += (t(" + {follower}", follower=pt(*word)) if supply[kind][player]
                     else t(" · {follower} in play", follower=pt(*word)))
    return line


def recall_label(feature: str, cell: tuple[int, int], points: int) -> str:
    """The button that takes an abbot back, with what it scores (a player has one abbot: no place to name; the
    button highlights it on the board)."""
    if feature == "garden":
        return nt("Take the abbot back from the garden (+{points} point)",
                  "Take the abbot back from the garden (+{points} points)", points, points=points)
    return nt("Take the abbot back from the monastery (+{points} point)",
              "Take the abbot back from the monastery (+{points} points)", points, points=points)


def feature_summary(item, names: list[str], extra: str = "") -> str:
    """One line about a feature's worth now, from `Game.preview` (a ScoreItem)."""
    return explain.feature_summary(item, names, extra)


def gingerbread_label(tiles: int) -> str:
    """Accessible name of the gingerbread man on the board (the figure itself shows where)."""
    return nt("The gingerbread man, in a city of {n} tile", "The gingerbread man, in a city of {n} tiles", tiles)


def city_summary(tiles: int, knights: list[tuple[str, int]]) -> str:
    """A city's size and knights, e.g. '2 tiles, Anna's knight'."""
    who = [t("{player}'s knight", player=name) if n == 1
           else nt("{player}'s {n} knight", "{player}'s {n} knights", n, player=name) for name, n in knights]
    return nt("{n} tile, {knights}", "{n} tiles, {knights}", tiles,
              knights=join_names(who) if who else t("no knights"))


def city_choice_label(tiles: int, knights: list[tuple[str, int]]) -> str:
    """Accessible name of a city the gingerbread man may go to (a badge on that city: it needs no place)."""
    return t("Gingerbread man to this city: {city}", city=city_summary(tiles, knights))


def big_toggle_title() -> str:
    return t("The large follower counts as two followers (B)")


def big_toggle_label(on: bool, forced: bool = False) -> str:
    if forced:
        return t("Only your large follower can go here")
    return t("Using the large follower ✓") if on else t("Use the large follower")


def pick_city_first() -> str:
    return t("First pick the city the gingerbread man moves to: one of the highlighted cities.")


def gingerbread_turn_line(name: str, can_deploy: bool) -> str:
    if can_deploy:
        return t("{player}: choose a follower spot, or none, and a city for the gingerbread man; then confirm.",
                 player=name)
    return t("{player}: choose a city for the gingerbread man, then confirm.", player=name)


def gingerbread_step(cities: int, chosen: str | None) -> str:
    """The gingerbread step of a turn, under the actions (``chosen``: the chosen city's `city_summary`)."""
    if chosen is None:
        return nt("Move the gingerbread man: pick the {n} highlighted city on the board.",
                  "Move the gingerbread man: pick one of the {n} highlighted cities on the board.", cities)
    if cities == 1:
        return t("The gingerbread man moves to the only city open to him ({city}).", city=chosen)
    return t("The gingerbread man moves to the chosen city ({city}). Pick another one to change it.", city=chosen)


def tiles_left_short(n: int) -> str:
    return t("none left") if n == 0 else nt("{n} left", "{n} left", n)


def tiles_summary(left: int, drawn: str | None) -> str:
    if drawn:
        return nt("{n} tile in the bag; the tile in play now is {tile}.",
                  "{n} tiles in the bag; the tile in play now is {tile}.", left, tile=tile_phrase(drawn))
    return nt("{n} tile in the bag.", "{n} tiles in the bag.", left)


def computer_name(name: str) -> str:
    """A computer seat's name, marked as the computer's unless it says so already."""
    lowered = name.lower()
    if "computer" in lowered or t("computer").lower() in lowered:
        return name
    return t("{player} (computer)", player=name)


def players_line(players: list[dict], computers=()) -> str:
    names = [str(p.get("name", "?")) for p in players]
    return ", ".join(computer_name(n) if i in computers else n for i, n in enumerate(names))


def computer_turns_heading(n: int) -> str:
    return nt("The computer's last turn", "The computer's last {n} turns", n)


def computer_thinking(name: str) -> str:
    return t("{player} is thinking…", player=computer_name(name))


def computer_getting_ready(name: str) -> str:
    """While the computer's worker boots (seconds on a phone): it has not started thinking yet."""
    return t("{player} is getting ready…", player=computer_name(name))


def computer_plays(name: str, tile_id: str) -> str:
    """What the live line says when a computer puts its tile down: the tile by what it shows, the place is the
    board's (the tile is marked there)."""
    return t("{player} puts {tile} on the board.", player=computer_name(name), tile=tile_phrase(tile_id))


def tile_placed(tile_id: str, spots: int) -> str:
    """What the live line says when the person puts the tile down."""
    if spots:
        return nt("You put {tile} on the board. {n} follower spot.",
                  "You put {tile} on the board. {n} follower spots.", spots, tile=tile_phrase(tile_id))
    return t("You put {tile} on the board. No follower spot.", tile=tile_phrase(tile_id))


def cursor_cell(neighbours: list[str], rotations: list[int]) -> str:
    """What the live line says about the keyboard cursor's cell: what it borders (tiles named by what they
    show, never by coordinates) and the turns that fit."""
    turns = ", ".join(f"{r}°" for r in rotations)
    if not neighbours:
        return t("A free cell: fits turned {rotations}. Enter places.", rotations=turns)
    return t("A free cell; beside it: {tiles}. Fits turned {rotations}. Enter places.",
             tiles=join_names(neighbours), rotations=turns)


def illegal_drop(reason: str) -> str:
    return t("The tile can't go there: {reason}.", reason=reason)


def turn_heading(number: int, name: str) -> str:
    return t("Turn {number}: {player}", number=number, player=name)


def winners_line(winners: list[int], names: list[str], score: int) -> str:
    if len(winners) == 1:
        return nt("{player} wins with {points} point!", "{player} wins with {points} points!", score,
                  player=names[winners[0]], points=score)
    return nt("A tie: {players} share the win with {points} point. The rules call for another game!",
              "A tie: {players} share the win with {points} points. The rules call for another game!", score,
              players=join_names(names[p] for p in winners), points=score)
