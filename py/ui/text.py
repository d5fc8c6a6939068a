"""What the page says: names of followers and features, spot labels, feature summaries, messages.

Pure functions returning plain text.  The page puts text into the DOM with ``textContent`` (or escapes it into
SVG attributes), so nothing here is markup.  English only for now; every sentence shown is built here, so a
translation is one module.
"""

from __future__ import annotations

ROLE = {"city": "knight", "road": "thief", "monastery": "monk", "field": "farmer", "garden": "abbot"}
KIND_NAME = {"normal": "follower", "big": "big follower", "abbot": "abbot"}
FEATURE_PREP = {"city": "in the", "road": "on the", "monastery": "in the", "field": "in the", "garden": "in the"}
CATEGORY_LABELS = {"road": "Roads", "city": "Cities", "monastery": "Monasteries", "garden": "Gardens",
                   "field": "Fields", "gingerbread": "Gingerbread", "total": "Total"}
EXPANSION_LABELS = {"river": "The River", "abbot": "The Abbot", "inns-cathedrals": "Inns & Cathedrals",
                    "gingerbread": "The Gingerbread Man"}
SET_LABELS = {"base": "Base game", "winter": "Winter animals", "river": "The River",
              "inns-cathedrals": "Inns & Cathedrals", "gingerbread": "The Gingerbread Man (provisional shapes)"}
LOCATION_WORDS = {
    "N": "north", "E": "east", "S": "south", "W": "west",
    "NNW": "north-west", "NNE": "north-east", "ENE": "east-north", "ESE": "east-south",
    "SSE": "south-east", "SSW": "south-west", "WSW": "west-south", "WNW": "west-north",
    "C": "centre", "G": "garden", "I": "inner",
}


def role(kind: str, feature: str) -> str:
    """What a follower is called where it stands: knight, thief, monk, farmer; abbot and big follower."""
    if kind == "abbot":
        return "abbot"
    name = ROLE.get(feature, "follower")
    return f"big {name}" if kind == "big" else name


def spot_label(kind: str, feature: str, location: str) -> str:
    """Accessible name of a follower spot, e.g. 'Knight in the city (N)'."""
    who = role(kind, feature)
    return f"{who[0].upper()}{who[1:]} {FEATURE_PREP.get(feature, 'on the')} {feature} ({location})"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def supply_line(supply: dict[str, list[int]], player: int) -> str:
    """A player's followers in hand (``supply``: `Game.supply`), e.g. '5 followers + big follower · abbot in play'."""
    line = plural(supply["normal"][player], "follower")
    for kind, word in (("big", "big follower"), ("abbot", "abbot")):
        if kind in supply:
            line += f" + {word}" if supply[kind][player] else f" · {word} in play"
    return line


def holders(strength: tuple, winners: tuple, names: list[str]) -> str:
    if not strength:
        return "nobody holds it"
    if len(winners) == 1 and len(strength) == 1:
        return f"held by {names[winners[0]]}"
    held = ", ".join(f"{names[p]} ({n})" for p, n in strength)
    lead = " and ".join(names[p] for p in winners)
    tie = " tie" if len(winners) > 1 else " leads"
    return f"followers: {held}; {lead}{tie}"


def feature_summary(item, names: list[str], extra: str = "") -> str:
    """One line about a feature's worth now, from `Game.preview` (a ScoreItem), e.g.
    'City: 3 tiles, 1 pennant, completed. Held by Red: scores 8 (2 per tile + 2 per pennant).'"""
    feature = item.feature
    if feature == "field":
        size = f"borders {plural(len(item.cities), 'finished city', 'finished cities')}"
    elif feature in ("monastery", "garden"):
        size = f"{plural(len(item.tiles) - 1, 'tile')} around it"
    else:
        size = plural(len(item.tiles), "tile")
        if item.pennants:
            size += f", {plural(item.pennants, 'pennant')}"
    state = ""
    if feature != "field":
        state = ", completed" if item.reason == "completed" else ", unfinished"
    who = holders(item.strength, item.winners, names)
    when = "scored" if item.reason == "completed" and item.strength else "worth"
    if feature == "field":
        when = "worth at the end"
    elif item.reason != "completed":
        when = "worth now"
    sentence = f"{feature.capitalize()}: {size}{state}. {who[0].upper()}{who[1:]}; {when} {item.base_points} ({item.points_rule})."
    return sentence + (f" {extra}" if extra else "")


def gingerbread_label(x: int, y: int, at: str) -> str:
    """Accessible name of the gingerbread man on the board."""
    return f"The gingerbread man, in the city at ({x}, {y}) {LOCATION_WORDS.get(at, at)}"


def city_summary(tiles: int, knights: list[tuple[str, int]]) -> str:
    """A city's size and knights, e.g. '2 tiles, Anna's knight'."""
    who = ", ".join(f"{name}'s {plural(n, 'knight')}" if n > 1 else f"{name}'s knight" for name, n in knights)
    return f"{plural(tiles, 'tile')}, {who or 'no knights'}"


def city_choice_label(x: int, y: int, at: str, tiles: int, knights: list[tuple[str, int]]) -> str:
    """Accessible name of a city the gingerbread man may go to, e.g.
    'Gingerbread man to the city at (0, 1) south: 2 tiles, Anna's knight'."""
    return f"Gingerbread man to the city at ({x}, {y}) {LOCATION_WORDS.get(at, at)}: {city_summary(tiles, knights)}"


BIG_TOGGLE_TITLE = "The big follower counts as two followers (B)"


def big_toggle_label(on: bool, forced: bool = False) -> str:
    if forced:
        return "Only your big follower can go here"
    return "Using the big follower ✓" if on else "Use the big follower"


PICK_CITY_FIRST = "First pick the city the gingerbread man moves to: one of the highlighted cities."


def gingerbread_turn_line(name: str, can_deploy: bool) -> str:
    if can_deploy:
        return f"{name}: choose a follower spot, or none, and a city for the gingerbread man; then confirm."
    return f"{name}: choose a city for the gingerbread man, then confirm."


def gingerbread_step(cities: int, chosen: str | None) -> str:
    """The gingerbread step of a turn, under the actions (``chosen``: the chosen city's `city_summary`)."""
    if chosen is None:
        return f"Move the gingerbread man: pick one of the {cities} highlighted cities on the board."
    if cities == 1:
        return f"The gingerbread man moves to the only city open to him ({chosen})."
    return f"The gingerbread man moves to the chosen city ({chosen}). Pick another one to change it."


def tiles_left_short(n: int) -> str:
    return "none left" if n == 0 else f"{n} left"


def tiles_summary(left: int, drawn: str | None) -> str:
    bag = f"{plural(left, 'tile')} in the bag"
    return f"{bag}; {drawn} is in play now." if drawn else f"{bag}."


def computer_name(name: str) -> str:
    """A computer seat's name, marked as the computer's unless it says so already."""
    return name if "computer" in name.lower() else f"{name} (computer)"


def players_line(players: list[dict], computers=()) -> str:
    names = [str(p.get("name", "?")) for p in players]
    return ", ".join(computer_name(n) if i in computers else n for i, n in enumerate(names))


def computer_turns_heading(n: int) -> str:
    return f"The computer's last {n} turns"


def computer_thinking(name: str) -> str:
    return f"{computer_name(name)} is thinking…"


def computer_plays(name: str, x: int, y: int) -> str:
    return f"{computer_name(name)} puts the tile at ({x}, {y})."


def illegal_drop(reason: str) -> str:
    return f"The tile can't go there: {reason}."


def turn_heading(number: int, name: str) -> str:
    return f"Turn {number}: {name}"


def winners_line(winners: list[int], names: list[str], score: int) -> str:
    if len(winners) == 1:
        return f"{names[winners[0]]} wins with {score} points!"
    who = " and ".join(names[p] for p in winners)
    return f"A tie: {who} share the win with {score} points. The rules call for another game!"
