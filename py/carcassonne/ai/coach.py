"""The coach: what a turn gains, as structured reasons (kind, points, numbers) with an English `text()`.

Reasons come from the same arithmetic the computer uses: points scored now from the turn's own report, and for a
follower left on an open feature its expected worth from `value.Outlook` (the chance the feature is finished,
from the tiles still to come).  The structure is for translation: `kind` names the sentence, `numbers` fills it,
`text()` is the English one.  `hint` is the hard level's move (or expert's, when asked) with its reasons: the
reasons explain the move chosen, whichever search chose it, with the same outlook.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..features import Meeple
from ..game import CLOISTER_LOCATIONS, Game
from ..geometry import FIELD
from ..moves import Turn
from ..scoring import COMPLETED, GINGERBREAD, RECALL, city_value, road_value
from .search import HARD
from .candidates import determinize, public_bag
from .levels import choose_turn
from .value import Outlook

FOLLOWER_WORDS = {"road": "thief", "city": "knight", "field": "farmer", "monastery": "monk", "garden": "abbot"}


@dataclass(frozen=True)
class Reason:
    """One reason a turn is good (or costly).  ``points`` is for the player making the turn, rounded."""

    kind: str  # completes | completes_other | follower | farmer | cloister | recall | gingerbread | overall
    points: int
    feature: str = ""
    numbers: dict = field(default_factory=dict)

    def text(self, names: list[str] | tuple[str, ...] | None = None) -> str:
        n = self.numbers
        who = names[n["player"]] if names and "player" in n else "another player"
        if self.kind == "completes":
            return f"finishes your {self.feature}: {self.points:+d} now"
        if self.kind == "completes_other":
            return f"finishes {who}'s {self.feature}: {n['their_points']:+d} for them"
        if self.kind == "recall":
            return f"takes your abbot back from the {self.feature}: {self.points:+d} now"
        if self.kind == "gingerbread":
            return f"the gingerbread man's city pays your knights: {self.points:+d} now"
        if self.kind == "farmer":
            return _farmer_text(n["finished"], n.get("open", 0), self.points)
        if self.kind == "cloister":
            return (f"{FOLLOWER_WORDS[self.feature]} on a {self.feature} with {n['around']} tiles around: "
                    f"about {self.points:+d}")
        if self.kind == "follower":
            return (f"{FOLLOWER_WORDS[self.feature]} on a {self.feature} of {n['tiles']} tiles: "
                    f"{n['chance']}% chance to finish it, about {self.points:+d}")
        if self.kind == "overall":
            return f"overall about {self.points:+d} against the best other player"
        return f"{self.kind}: {self.points:+d}"


def _farmer_text(finished: int, open_: int, points: int) -> str:
    """The farmer's points count finished cities and open ones by their chance to be finished: say which."""
    def cities(n: int, adjective: str) -> str:
        return f"{n} {adjective} cit{'y' if n == 1 else 'ies'}"
    if not open_:
        return f"farmer on a field next to {cities(finished, 'finished')}: about {points:+d} at the end"
    if not finished:
        chance = "its chance" if open_ == 1 else "their chances"
        return (f"farmer on a field next to {cities(open_, 'unfinished')}: about {points:+d} at the end, "
                f"by {chance} to be finished")
    return (f"farmer on a field next to {cities(finished, 'finished')} and open ones that may be finished: "
            f"about {points:+d} at the end")


@dataclass(frozen=True)
class Hint:
    turn: Turn
    reasons: tuple[Reason, ...]

    def text(self, names: list[str] | tuple[str, ...] | None = None) -> list[str]:
        return [r.text(names) for r in self.reasons]


def explain_turn(game: Game, turn: Turn) -> list[Reason]:
    """Why this turn (for the player to move): what it scores now, what its follower may bring, the net."""
    player = game.current_player
    outlook = Outlook(game, public_bag(game), HARD)
    before = determinize(game, random.Random(0))
    after = before.copy()
    report = after.play(turn)  # checked: a person's turn may be asked about too
    reasons: list[Reason] = []
    for item in report.scored:
        mine = dict(item.awards).get(player, 0)
        if item.reason == RECALL and mine:
            reasons.append(Reason("recall", mine, item.feature))
        elif item.reason == GINGERBREAD and mine:
            reasons.append(Reason("gingerbread", mine, item.feature, {"tiles": len(item.tiles)}))
        elif item.reason == COMPLETED and mine:
            reasons.append(Reason("completes", mine, item.feature,
                                  {"tiles": len(item.tiles), "pennants": item.pennants}))
        for other, points in item.awards:
            if other != player and points and item.reason == COMPLETED:
                reasons.append(Reason("completes_other", 0, item.feature,
                                      {"player": other, "their_points": points, "tiles": len(item.tiles)}))
    meeple = after.meeples.get(turn.placement.cell)
    if turn.deploy is not None and meeple is not None and meeple.player == player:
        reasons.append(_follower_reason(after, outlook, meeple))
    net = outlook.margin(after, player) - outlook.margin(before, player)
    reasons.append(Reason("overall", round(net)))
    return reasons


def _follower_reason(game: Game, outlook: Outlook, meeple: Meeple) -> Reason:
    board, graph = game.board, game.board.graph
    cell = (meeple.x, meeple.y)
    if meeple.location in CLOISTER_LOCATIONS:
        around = len(board.surrounding(*cell))
        missing = 8 - around
        left = outlook.total
        p = min(1.0, left / max(1.0, 2.5 * missing)) ** missing if missing else 1.0
        worth = 1 + around + missing * p
        return Reason("cloister", round(worth), board.cloisters[cell], {"around": around, "chance": round(100 * p)})
    o, base = board.tiles[cell]
    root = graph.find(base + o.locations[meeple.location])
    kind = graph.kind[root]
    draws = outlook.total / outlook.players + 0.5
    sides = outlook.open_sides(game)
    if kind == FIELD:
        cities = {graph.find(c) for c in graph.cities[root]}
        finished = sum(1 for c in cities if graph.open[c] == 0)
        ahead = sum(outlook.completion(game, c, sides, draws) for c in cities if graph.open[c])
        return Reason("farmer", round(3 * (finished + ahead)), "field",
                      {"finished": finished, "open": len(cities) - finished})
    n, pennants, flags = len(graph.tiles[root]), graph.pennants[root], graph.flags[root]
    if kind == "road":
        now, done = road_value(n, flags, False)[0], road_value(n, flags, True)[0]
    else:
        now, done = city_value(n, pennants, flags, False)[0], city_value(n, pennants, flags, True)[0]
    p = outlook.completion(game, root, sides, draws)
    return Reason("follower", round(p * done + (1 - p) * now), kind,
                  {"tiles": n, "pennants": pennants, "chance": round(100 * p), "now": now, "finished": done})


HINT_LEVELS = ("hard", "expert")


def hint(game: Game, budget_ms: float | None = None, rng: random.Random | None = None,
         iterations: int | None = None, level: str = "hard") -> Hint:
    """The level's move (hard, or expert) for the player to move, with its reasons."""
    if level not in HINT_LEVELS:
        raise ValueError(f"the coach plays hard or expert, not {level!r}")
    turn = choose_turn(game, rng or random.Random(len(game.turns)), level, budget_ms=budget_ms,
                       iterations=iterations)
    return Hint(turn, tuple(explain_turn(game, turn)))
