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

    kind: str  # completes | completes_other | follower | farmer | cloister | recall | gingerbread | builds | blocks
    #            | keeps | no_followers | overall
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
            return (f"{FOLLOWER_WORDS[self.feature]} on a {self.feature} with {n['around']} "
                    f"tile{'s' if n['around'] != 1 else ''} around: about {self.points:+d}")
        if self.kind == "follower":
            return (f"{FOLLOWER_WORDS[self.feature]} on a {self.feature} of {n['tiles']} tiles: "
                    f"{n['chance']}% chance to finish it, about {self.points:+d}")
        if self.kind == "builds":
            return (f"adds to your {self.feature}: now {n['tiles']} tile{'s' if n['tiles'] != 1 else ''}, "
                    f"{n['chance']}% chance to finish it")
        if self.kind == "blocks":
            return (f"makes {who}'s {self.feature} harder to finish: {n['before']}% chance before, "
                    f"{n['after']}% after")
        if self.kind == "keeps":
            return f"keeps your followers back for later: {n['supply']} in your supply"
        if self.kind == "no_followers":
            return "no follower left in your supply to place"
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
    reasons += _tile_reasons(before, after, outlook, turn, player, report)
    if turn.deploy is None and not turn.recall:
        left = _supply(after, player)
        reasons.append(Reason("keeps", 0, "", {"supply": left}) if left else Reason("no_followers", 0))
    net = outlook.margin(after, player) - outlook.margin(before, player)
    reasons.append(Reason("overall", round(net)))
    return reasons


def _supply(game: Game, player: int) -> int:
    """The player's ordinary followers still in supply."""
    normal = game.supply.get("normal", ())
    return normal[player] if player < len(normal) else 0


def _open_roots(game: Game, cell) -> dict[int, tuple[str, int]]:
    """The open roads and cities a placed tile is part of: root -> (kind, one location index of the tile)."""
    board, graph = game.board, game.board.graph
    o, base = board.tiles[cell]
    out: dict[int, tuple[str, int]] = {}
    for location, index in o.locations.items():
        if location in CLOISTER_LOCATIONS:
            continue
        root = graph.find(base + index)
        if graph.kind[root] in ("road", "city") and graph.open[root] and root not in out:
            out[root] = (graph.kind[root], base + index)
    return out


def _tile_reasons(before: Game, after: Game, outlook: Outlook, turn: Turn, player: int, report) -> list[Reason]:
    """What the tile itself does, follower or not: which of the player's open roads and cities it adds to (their
    chance to be finished), and which of another player's it makes harder to finish (the chance before and after:
    features of the tile joined with the neighbours' in the game before)."""
    cell = turn.placement.cell
    graph_a = after.board.graph
    draws = outlook.total / outlook.players + 0.5
    sides_a, sides_b = outlook.open_sides(after), outlook.open_sides(before)
    scored = {c for item in report.scored for c in item.tiles}
    reasons: list[Reason] = []
    for root, (kind, _) in _open_roots(after, cell).items():
        strength: dict[int, int] = {}
        for m in graph_a.followers[root]:
            strength[m.player] = strength.get(m.player, 0) + (2 if m.kind == "big" else 1)
        tiles = graph_a.tiles[root]
        if not strength or cell in scored:
            continue
        best = max(strength.values())
        mine = strength.get(player, 0)
        chance = round(100 * outlook.completion(after, root, sides_a, draws))
        own_new = turn.deploy is not None and any(m.player == player and (m.x, m.y) == cell
                                                  for m in graph_a.followers[root])
        if mine == best and len(tiles) > 1 and not own_new:
            reasons.append(Reason("builds", 0, kind, {"tiles": len(tiles), "chance": chance}))
        elif mine < best:
            leader = max((p for p in strength if p != player), key=lambda p: strength[p])
            was = _chance_before(before, outlook, sides_b, draws, cell, root, graph_a)
            if was is not None and was - chance >= 5:
                reasons.append(Reason("blocks", 0, kind, {"player": leader, "before": was, "after": chance}))
    return reasons[:2]


def _chance_before(before: Game, outlook: Outlook, sides: dict, draws: float, cell, root_after: int,
                   graph_after) -> int | None:
    """The chance (in %) the feature that became ``root_after`` had before the tile: the best of its pieces on the
    neighbouring tiles (None: it has none there)."""
    board, graph = before.board, before.board.graph
    x, y = cell
    best = None
    for near in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
        placed = board.tiles.get(near)
        if placed is None:
            continue
        o, base = placed
        for index in o.locations.values():
            if graph_after.find(base + index) != root_after or graph.kind[graph.find(base + index)] not in ("road", "city"):
                continue
            p = round(100 * outlook.completion(before, graph.find(base + index), sides, draws))
            best = p if best is None else max(best, p)
    return best


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
