"""Helpers for the engine tests: a full fingerprint of a game's state, and an independent feature oracle."""

from __future__ import annotations

import sys

from carcassonne.game import Game
from carcassonne.geometry import FIELD, HALF_OPPOSITE, STEPS, oriented
from carcassonne.moves import Deployment, Placement

Cell = tuple[int, int]

IN_PYODIDE = sys.platform == "emscripten"


def examples(count: int) -> int:
    """Hypothesis examples for a property: `count` on CPython, a third of them inside Pyodide.

    The Pyodide run (tests/test_pyodide_runtime.py) repeats the suite to catch what differs between the page's
    Python 3.14 in wasm and this CPython, not to search the inputs again: the same properties with a third of the
    examples still run every code path there, at a third of the cost in the suite's longest test."""
    return max(1, count // 3) if IN_PYODIDE else count


def state(game: Game) -> tuple:
    """Everything a player could observe, in comparable form (two equal fingerprints = the same position)."""
    board = game.board
    graph = board.graph
    features = sorted(
        (graph.kind[r], tuple(sorted(c for c, _ in board.feature_cells(r))), graph.open[r], graph.pennants[r],
         tuple(sorted((m.player, m.kind, m.x, m.y) for m in graph.followers[r])))
        for r in {graph.find(n) for n in range(len(graph))} if graph.kind[r] != FIELD)
    return (
        tuple(sorted((cell, o.id, o.rot) for cell, (o, _) in board.tiles.items())),
        tuple(sorted(board.frontier.items())),
        tuple(sorted(game.meeples.items())),
        tuple((k, tuple(v)) for k, v in sorted(game.supply.items())),
        tuple(game.scores), game.current_player, game.drawn, game.bag_pos, tuple(game.set_aside), game.over,
        tuple(game.turns), features,
    )


def flood_features(game: Game) -> list[dict]:
    """Roads and cities recomputed from scratch by flood fill over the board (no union-find)."""
    tiles = game.board.tiles
    seen: set[tuple] = set()
    out = []
    for cell, (o, _) in tiles.items():
        for i, seg in enumerate(o.segments):
            if seg.kind == FIELD or (cell, i) in seen:
                continue
            stack, members, open_ends = [(cell, i)], set(), 0
            seen.add((cell, i))
            while stack:
                c, s = stack.pop()
                members.add((c, s))
                so = tiles[c][0]
                for e in so.segments[s].edges:
                    n = (c[0] + STEPS[e][0], c[1] + STEPS[e][1])
                    if n not in tiles:
                        open_ends += 1
                        continue
                    ns = tiles[n][0].edge_segment[(e + 2) % 4]
                    if (n, ns) not in seen:
                        seen.add((n, ns))
                        stack.append((n, ns))
            out.append({"kind": seg.kind, "tiles": {c for c, _ in members}, "open": open_ends,
                        "pennants": sum(tiles[c][0].segments[s].pennants for c, s in members),
                        "members": members})
    return out


def flood_fields(game: Game) -> list[set]:
    """Fields recomputed by flood fill across half-edges: each a set of (cell, segment)."""
    tiles = game.board.tiles
    seen: set[tuple] = set()
    out = []
    for cell, (o, _) in tiles.items():
        for i, seg in enumerate(o.segments):
            if seg.kind != FIELD or (cell, i) in seen:
                continue
            stack, members = [(cell, i)], set()
            seen.add((cell, i))
            while stack:
                c, s = stack.pop()
                members.add((c, s))
                for h in tiles[c][0].segments[s].halves:
                    d = h // 2
                    n = (c[0] + STEPS[d][0], c[1] + STEPS[d][1])
                    if n in tiles:
                        ns = tiles[n][0].half_segment[HALF_OPPOSITE[h]]
                        if (n, ns) not in seen:
                            seen.add((n, ns))
                            stack.append((n, ns))
            out.append(members)
    return out


def feature_members(tiles: dict, cell: Cell, segment: int) -> set[tuple[Cell, int]]:
    """Every (cell, segment) of the feature a segment belongs to, by flood fill over the tiles as placed:
    roads and cities across edges, fields across half-edges."""
    members = {(cell, segment)}
    stack = [(cell, segment)]
    while stack:
        c, s = stack.pop()
        seg = tiles[c][0].segments[s]
        steps = [(e, "edge_segment", (e + 2) % 4) for e in seg.edges]
        steps += [(h // 2, "half_segment", HALF_OPPOSITE[h]) for h in seg.halves]
        for d, table, far in steps:
            n = (c[0] + STEPS[d][0], c[1] + STEPS[d][1])
            if n in tiles:
                step = (n, getattr(tiles[n][0], table)[far])
                if step not in members:
                    members.add(step)
                    stack.append(step)
    return members


def allowed_deployments(game: Game, placement: Placement, player: int) -> set[Deployment]:
    """The followers the rules allow on a tile placed there, worked out from scratch (the oracle for
    `Game.legal_deployments`).

    The tile is put down on a plain copy of the board's tiles and the feature of each of its segments flooded
    as it is after the placement; it is taken when any segment of it holds a follower, whoever owns it
    ("no matter how far away").  Monasteries take any follower, gardens only an abbot, the abbot nothing else.
    """
    o = oriented(placement.tile, placement.rot)
    tiles = dict(game.board.tiles)
    tiles[placement.cell] = (o, -1)
    standing = set()
    for m in game.meeples.values():
        segment = tiles[(m.x, m.y)][0].locations[m.location]
        if segment >= 0:
            standing.add(((m.x, m.y), segment))
    kinds = [kind for kind, counts in game.supply.items() if counts[player] > 0]
    out = set()
    for i, seg in enumerate(o.segments):
        if seg.kind == FIELD and not game.rules.farmers:
            continue
        if feature_members(tiles, placement.cell, i).isdisjoint(standing):
            out |= {Deployment(seg.name, kind) for kind in kinds if kind != "abbot"}
    if o.tile.monastery:
        out |= {Deployment("C", kind) for kind in kinds}
    if o.tile.garden and "abbot" in kinds:
        out.add(Deployment("G", "abbot"))
    return out
