"""Helpers for the engine tests: a full fingerprint of a game's state, and an independent feature oracle."""

from __future__ import annotations

from carcassonne.game import Game
from carcassonne.geometry import FIELD, HALF_OPPOSITE, STEPS


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
