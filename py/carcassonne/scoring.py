"""Scoring with explained breakdowns.

Every award of points is a `ScoreItem`: which feature, which tiles, pennants, who had how many followers there,
who won the majority and what each scored, and the rule that counted the points (`rule`, a code of `RULES`, beside
its English `points_rule`).  The UI shows it, the tests read it, and the game's scores are only ever the sum of
its items.

Words: the rulebook's farm (and its farmer) is the engine's ``field`` (a follower lying in it): a field is scored
once, at the end, 3 points per finished city it borders.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .features import CATHEDRAL, INN, Meeple

Cell = tuple[int, int]

COMPLETED, FINAL, RECALL, GINGERBREAD = "completed", "final", "recall", "gingerbread"

#: Each rule that counts points: its code -> its English (`ScoreItem.points_rule`).
RULES = {
    "tile-1": "1 per tile",
    "tile-1-pennant-1": "1 per tile + 1 per pennant",
    "tile-2": "2 per tile",
    "tile-2-pennant-2": "2 per tile + 2 per pennant",
    "inn-tile-2": "inn: 2 per tile",
    "inn-unfinished-0": "inn: an unfinished road with an inn scores 0",
    "cathedral-tile-3-pennant-3": "cathedral: 3 per tile + 3 per pennant",
    "cathedral-unfinished-0": "cathedral: an unfinished city with a cathedral scores 0",
    "surrounded-9": "9 when surrounded",
    "around-1": "1 + 1 per tile around it",
    "finished-city-3": "3 per finished city",
    "gingerbread-before": "1 per tile for each knight, before the city scores",
    "gingerbread-leaves": "1 per tile for each knight, as he leaves",
}


@dataclass(frozen=True, slots=True)
class ScoreItem:
    feature: str  # road, city, monastery, garden, field
    reason: str  # completed (during play), final (game end), recall (abbot taken back), gingerbread
    tiles: tuple[Cell, ...]  # the feature's tiles (for a field: the tiles of the finished cities it borders)
    points_rule: str  # how the points were counted, e.g. "2 per tile + 2 per pennant"
    base_points: int  # what the feature is worth to a majority holder
    strength: tuple[tuple[int, int], ...] = ()  # (player, followers counted) of everyone present
    winners: tuple[int, ...] = ()  # players with the majority
    awards: tuple[tuple[int, int], ...] = ()  # (player, points) actually scored
    pennants: int = 0
    cities: tuple[tuple[Cell, ...], ...] = ()  # fields: each finished city bordered, as its tiles
    returned: tuple[Meeple, ...] = field(default=(), compare=False)  # followers sent back to supply
    rule: str = ""  # the code of `points_rule` in `RULES` (what a page words in its language)

    @classmethod
    def of_rule(cls, feature: str, reason: str, tiles: tuple[Cell, ...], rule: str, *args, **kwargs) -> "ScoreItem":
        """An item counted by a rule of `RULES`, named by its code (its English comes with it)."""
        return cls(feature, reason, tiles, RULES[rule], *args, rule=rule, **kwargs)

    def to_json(self) -> dict:
        return {
            "feature": self.feature, "reason": self.reason, "tiles": [list(c) for c in self.tiles],
            "pennants": self.pennants, "cities": [[list(c) for c in city] for city in self.cities],
            "rule": self.points_rule, "worth": self.base_points,
            "followers": {str(p): n for p, n in self.strength}, "winners": list(self.winners),
            "awards": {str(p): n for p, n in self.awards},
        }

    def explain(self, names: list[str] | tuple[str, ...]) -> str:
        """One plain sentence, e.g. 'Red scores 8 for a completed city: 3 tiles, 1 pennant (2 per tile …).'"""
        what = f"{'a completed' if self.reason == COMPLETED else 'an unfinished' if self.reason == FINAL and self.feature != 'field' else 'a'} {self.feature}"
        if self.reason == RECALL:
            what = f"an abbot taken back from a {self.feature}"
        elif self.reason == GINGERBREAD:
            what = "the gingerbread man's city"
        size = f"{len(self.tiles)} tile{'s' if len(self.tiles) != 1 else ''}"
        if self.feature == "field":
            size = f"{len(self.cities)} finished cit{'ies' if len(self.cities) != 1 else 'y'} bordered"
        elif self.pennants:
            size += f", {self.pennants} pennant{'s' if self.pennants != 1 else ''}"
        if not self.strength:
            return f"Nobody scores {what} ({size}): no follower there."
        if not self.awards:
            return f"Nobody scores {what} ({size}): it is worth nothing ({self.points_rule})."
        who = " and ".join(f"{names[p]} scores {n}" for p, n in self.awards)
        tie = " (tied majority)" if len(self.winners) > 1 else ""
        return f"{who} for {what}: {size} ({self.points_rule}){tie}."


def majority(followers: tuple[Meeple, ...]) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """Strength per player present and the players who have the most (all of them, on a tie)."""
    counts: dict[int, int] = {}
    for m in followers:
        counts[m.player] = counts.get(m.player, 0) + m.strength
    if not counts:
        return (), ()
    best = max(counts.values())
    strength = tuple(sorted(counts.items()))
    return strength, tuple(p for p, n in strength if n == best)


def road_value(tiles: int, flags: int, completed: bool) -> tuple[int, str]:
    if flags & INN:
        return (2 * tiles, "inn-tile-2") if completed else (0, "inn-unfinished-0")
    return tiles, "tile-1"


def city_value(tiles: int, pennants: int, flags: int, completed: bool) -> tuple[int, str]:
    if flags & CATHEDRAL:
        if completed:
            return 3 * (tiles + pennants), "cathedral-tile-3-pennant-3"
        return 0, "cathedral-unfinished-0"
    if completed:
        return 2 * (tiles + pennants), "tile-2-pennant-2" if pennants else "tile-2"
    return tiles + pennants, "tile-1-pennant-1" if pennants else "tile-1"


def feature_value(feature: str, reason: str, tiles: int, pennants: int, flags: int) -> tuple[int, str]:
    """What a road or city of so many tiles is worth, completed (reason COMPLETED) or not, and the rule's code."""
    completed = reason == COMPLETED
    if feature == "road":
        return road_value(tiles, flags, completed)
    return city_value(tiles, pennants, flags, completed)


def feature_worth(feature: str, reason: str, tiles: int, pennants: int, flags: int) -> int:
    """`feature_value`'s points alone (a playout's scoring: numbers, no items)."""
    return feature_value(feature, reason, tiles, pennants, flags)[0]


def cloister_worth(around: list[Cell]) -> int:
    """A monastery or garden: 1 + the tiles around it (9 when surrounded)."""
    return 1 + len(around)


def field_worth(finished_cities: int) -> int:
    """A field at the end: 3 per finished city it borders."""
    return 3 * finished_cities


def feature_item(feature: str, reason: str, tiles: frozenset, pennants: int, flags: int,
                 followers: tuple[Meeple, ...]) -> ScoreItem:
    """A road or city scored by majority, completed (reason COMPLETED) or not (FINAL)."""
    worth, rule = feature_value(feature, reason, len(tiles), pennants, flags)
    strength, winners = majority(followers)
    return ScoreItem.of_rule(feature, reason, tuple(sorted(tiles)), rule, worth, strength, winners,
                             tuple((p, worth) for p in winners), pennants, returned=followers)


def cloister_item(feature: str, reason: str, cell: Cell, around: list[Cell], meeple: Meeple) -> ScoreItem:
    """A monastery or garden: 9 when surrounded, else 1 + the tiles around it."""
    worth = cloister_worth(around)
    rule = "surrounded-9" if worth == 9 and reason == COMPLETED else "around-1"
    return ScoreItem.of_rule(feature, reason, (cell, *sorted(around)), rule, worth, ((meeple.player, 1),),
                             (meeple.player,), ((meeple.player, worth),), returned=(meeple,))


def field_item(farmers: tuple[Meeple, ...], cities: list[frozenset]) -> ScoreItem:
    """A field at the end: 3 per finished city it borders, to the players with the most farmers."""
    worth = field_worth(len(cities))
    strength, winners = majority(farmers)
    city_tiles = tuple(sorted(tuple(sorted(c)) for c in cities))
    return ScoreItem.of_rule("field", FINAL, tuple(sorted({t for c in cities for t in c})), "finished-city-3",
                             worth, strength, winners, tuple((p, worth) for p in winners if worth), 0, city_tiles,
                             returned=farmers)
