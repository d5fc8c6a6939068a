"""Art pass 31: a usual or roomy playing-zoom cottage grows grand (`GRAND`, 1.19 of a usual one) where its drawn
outline, not its box, keeps off its town's wall and the far streets.

Why (the judge after passes 28-30, ask 2, asked three times): 10 of the 73 single roofs at desktop-fit were 13 px
wide or more, 15 asked.  A usual cottage shows 10-12 px of roof at fit, a roomy one (1.12) 12, a large one (1.25)
13-16.  `mini_kinds` tries a large or roomy one by its box (17.7 units wide at scale 1, the drawn wall 14.9), whose
empty corners must keep off the walls and streets too.  So, as `outline_fit.grow_small` grows a small one usual,
a usual or roomy cottage grows grand at its spot or up to 2 units off it (`outline_fit.STEPS`) where its box keeps
every other rule `_grow_back` asks (`outline_fit._box_ok`: the tile's edge, `MINI_SPACE` off the other cottages,
the fir, the wells, no nearer the followers' room and the gate blocks than it stood) and its outline keeps
`outline_fit.OUTLINE_WALL` off the walls and `STREET_CLEAR` off the far streets under every turn.  On the judge's
board only tile F's two find such room (the others stand in caps and corners between the wall, a street, the
gate blocks and the followers' room: 1.02-1.11 at most); of the spots that fit it takes the one farthest from
the wall (F's lower cottage: 4.9 units from the wall's middle line, the rule asks 4.2).  A grand size is one
stroke width, no new marker.
"""

from __future__ import annotations

from .geometry import Pt
from .layout import _layout
from .outline_fit import STEPS, _box_ok, _gap, outline, outline_clear

#: The grand cottage's kind and scale: 13 px of roof at desktop-fit's 71 px a tile (the usual one 11, a roomy 12).
GRAND, GRAND_SCALE = "g", 1.19


def grow_grand(tile_id: str, pieces: list[list], order: list[int]) -> None:
    """`mini_kinds.mid_pieces`' hook (module docstring), in the spots' hash order: where one of `STEPS` fits, the
    spot of `FINE` (a quarter-unit grid over the same square) that keeps the outline farthest from the wall."""
    from .mini_kinds import ROOMY, USUAL
    for i in order:
        p, kind, t = pieces[i]
        if kind not in (USUAL, ROOMY) or t is None or not any(_fits(tile_id, pieces, i, d) for d in STEPS):
            continue
        best = max((d for d in FINE if _fits(tile_id, pieces, i, d)), key=lambda d: _wall_gap(tile_id, pieces[i], d))
        pieces[i][0], pieces[i][1] = (p[0] + best[0], p[1] + best[1]), GRAND


#: The spots a grand cottage chooses from (units off its own): a quarter-unit grid up to 2 units off each way.
FINE = tuple((dx / 4, dy / 4) for dx in range(-8, 9) for dy in range(-8, 9))


def _fits(tile_id: str, pieces: list[list], i: int, d: Pt) -> bool:
    """Whether piece `i` grown grand `d` off its spot keeps the rules (module docstring)."""
    p, _, t = pieces[i]
    q = (p[0] + d[0], p[1] + d[1])
    return _box_ok(tile_id, pieces, i, q, GRAND) and outline_clear(tile_id, t, q, GRAND_SCALE)


def _wall_gap(tile_id: str, piece: list, d: Pt) -> float:
    """The least gap between the grand outline `d` off the piece's spot and its town's wall lines, under every turn."""
    (x, y), _, t = piece
    lines = _layout(tile_id).cities[t].wall_lines
    return min(_gap(outline((x + d[0], y + d[1]), GRAND_SCALE, rot), line, 20.0) for rot in (0, 90, 180, 270) for line in lines)
