"""The pieces of a feature on the board and their highlight: what a hovered follower's feature, a step's scored
features, the final walk's flash and the gingerbread man's city choice outline (split out of `render`, which
draws them into its layers)."""

from __future__ import annotations

from carcassonne.geometry import feature_kind, oriented

from .tileart import TILE, segment_path

def piece_path(tile_id: str, rot: int, x: int, y: int, location: str, cls: str = "hl") -> str:
    d = segment_path(tile_id, rot, location)
    return f'<path class="{cls}" d="{d}" transform="translate({x * TILE} {y * TILE})"/>'


def feature_pieces(game, x: int, y: int, location: str) -> list[tuple[str, int, int, int, str]]:
    """(tile, rot, x, y, location) of every piece of the feature at a location of a placed tile."""
    board = game.board
    placed = board.tiles.get((x, y))
    if placed is None or location not in placed[0].locations:
        return []
    if placed[0].locations[location] < 0:  # monastery or garden: the building and the 3x3 it counts
        return [(placed[0].id, placed[0].rot, x, y, location)]
    root = game.feature_at(x, y, location)
    out = []
    for (cx, cy), i in board.feature_cells(root):
        o = board.tiles[(cx, cy)][0]
        out.append((o.id, o.rot, cx, cy, o.segments[i].name))
    return out


def highlight_layer(pieces, cls: str = "hl") -> str:
    out = []
    for tile_id, rot, x, y, location in pieces:
        if location in ("C", "G") and oriented(tile_id, rot).locations.get(location) == -1:
            out.append(f'<rect class="{cls}-area" x="{(x - 1) * TILE}" y="{(y - 1) * TILE}" width="{3 * TILE}" '
                       f'height="{3 * TILE}" rx="6"/>')
        out.append(piece_path(tile_id, rot, x, y, location, cls))
    return "".join(out)


def scored_pieces(game, report) -> list[tuple[str, int, int, int, str]]:
    """The pieces of every feature a turn scored during play (not fields, not the final scoring): what the
    scenario viewer highlights at a step, beside the report that explains it."""
    out: list[tuple[str, int, int, int, str]] = []
    for item in report.scored if report is not None else ():
        if item.reason != "final" and item.feature != "field":
            out.extend(p for p in _item_pieces(game, item) if p not in out)
    return out


def _item_pieces(game, item) -> list[tuple[str, int, int, int, str]]:
    """The pieces of the feature a `ScoreItem` is about, found by its tiles (its cells are all it names)."""
    board = game.board
    want = set(item.tiles)
    for cell in item.tiles:
        placed = board.tiles.get(cell)
        if placed is None:
            continue
        o = placed[0]
        for location in o.locations:
            if feature_kind(o.id, o.rot, location) != item.feature:
                continue
            pieces = feature_pieces(game, cell[0], cell[1], location)
            if item.feature in ("monastery", "garden"):
                if want <= {cell, *board.surrounding(*cell)}:
                    return pieces
            elif {(x, y) for _, _, x, y, _ in pieces} == want:
                return pieces
    return []
