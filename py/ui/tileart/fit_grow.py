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

from .far_roofs import MINI_SHADOW
from .geometry import Pt, _turn
from .layout import _layout
from .outline_fit import OUTLINE, STEPS, _box_ok, _gap, outline, outline_clear

#: The grand cottage's kind and scale: 13 px of roof at desktop-fit's 71 px a tile (the usual one 11, a roomy 12).
GRAND, GRAND_SCALE = "g", 1.19
#: Art pass 32 (the judge after pass 31, ask 2: fit roofs of 13 px or more 14 of 73, 15 asked): a usual cottage
#: where no grand one fits grows hearty (1.1, 12-13 px of roof at fit) by the same rules: on the judge's board 21
#: cottages (the caps' (63.1, 10.9) spot of D, E, H, I, J, K...) keep them at 1.1 and none at 1.12.
HEARTY, HEARTY_SCALE = "h", 1.1
#: Art pass 32 (the judge after pass 31: two grand cottages' shadows met the wall's inner band with 0 px of paving,
#: and the two above them kept 1 px where they had 2): a grand cottage's outline, and its shadow's outline
#: (`far_roofs.MINI_SHADOW`, right and down on screen), keep `ROOMY_WALL` / `ROOMY_SHADOW` off the wall lines
#: under every turn (no type finds such room now; F grows hearty): the wall band's half width (3.8) and
#: 1.5 px of paving at desktop-fit's 71 px a tile above the roof (2.1 units), 1 px below the shadow (1.5).  (A
#: hearty one, 0.09 of a usual one wider a side, moves its outline and shadow that much nearer: seen, not crowded.)
ROOMY_WALL, ROOMY_SHADOW = 3.8 + 2.1, 3.8 + 1.5


def grow_grand(tile_id: str, pieces: list[list], order: list[int]) -> None:
    """`mini_kinds.mid_pieces`' hook (module docstring), in the spots' hash order: where one of `STEPS` fits, the
    spot of `FINE` (a quarter-unit grid over the same square) that keeps the outline farthest from the wall."""
    from .mini_kinds import ROOMY, USUAL
    for i in order:
        p, kind, t = pieces[i]
        if kind not in (USUAL, ROOMY) or t is None:
            continue
        for new, scale in ((GRAND, GRAND_SCALE), (HEARTY, HEARTY_SCALE)) if kind == USUAL else ((GRAND, GRAND_SCALE),):
            least = (ROOMY_WALL, ROOMY_SHADOW) if new == GRAND else None
            if any(_fits(tile_id, pieces, i, d, new, scale, least) for d in STEPS):
                best = max((d for d in FINE if _fits(tile_id, pieces, i, d, new, scale, least)),
                           key=lambda d: _wall_gap(tile_id, pieces[i], d, scale))
                pieces[i][0], pieces[i][1] = (p[0] + best[0], p[1] + best[1]), new
                break
    roomy_off_wall(tile_id, pieces)


#: Art pass 33 (the judge after pass 32, ask 3: F's two upper roomy roofs met the wall band at their roof's upper
#: left corner at desktop-fit, (209,341) and (562,554), 0 px of paving): the wall as drawn at fit reaches
#: `wall.FAR_SHADE`'s far edge, 8.5 units off its middle line (the shade 6 +- 2.5), past `OUTLINE_WALL`'s 4.2.  A
#: roomy cottage whose outline comes nearer than that under some turn steps to the spot that keeps it farthest
#: off, up to 3 units off its own spot (`ROOMY_STEPS`, a quarter-unit grid: at `FINE`'s 2 F's kept 9.2
#: units at turn 0, its roof's corner pixel 1 px of half-shaded paving off the shade at (562,554)).
ROOMY_SEEN = 8.5
ROOMY_STEPS = tuple((dx / 4, dy / 4) for dx in range(-12, 13) for dy in range(-12, 13))


def roomy_off_wall(tile_id: str, pieces: list[list]) -> None:
    """Each roomy cottage nearer its wall than `ROOMY_SEEN` (its outline, under some turn) moves to the spot of
    `ROOMY_STEPS` where its box keeps `_box_ok`'s rules, its outline `outline_clear`'s, and the outline keeps
    farthest off the wall (the least gap over the turns; it stays where none is farther).  (On the catalogue only F's
    roomy cottage stands near its wall: 6.0 units at turn 180, 6.6 at turn 0; 9.4 and 10.1 after.)"""
    from .mini_kinds import ROOMY, SCALE
    for i, (p, kind, t) in enumerate(pieces):
        if kind != ROOMY or t is None or _wall_gap(tile_id, pieces[i], (0.0, 0.0), SCALE[ROOMY]) >= ROOMY_SEEN:
            continue
        spots = [(0.0, 0.0)] + [d for d in ROOMY_STEPS if _box_ok(tile_id, pieces, i, (p[0] + d[0], p[1] + d[1]), ROOMY)
                                and outline_clear(tile_id, t, (p[0] + d[0], p[1] + d[1]), SCALE[ROOMY])]
        best = max(spots, key=lambda d: (round(_wall_gap(tile_id, pieces[i], d, SCALE[ROOMY]), 6), -abs(d[0] + d[1])))
        pieces[i][0] = (p[0] + best[0], p[1] + best[1])


#: The spots a grand cottage chooses from (units off its own): a quarter-unit grid up to 2 units off each way.
FINE = tuple((dx / 4, dy / 4) for dx in range(-8, 9) for dy in range(-8, 9))


def _fits(tile_id: str, pieces: list[list], i: int, d: Pt, kind: str = GRAND, scale: float = GRAND_SCALE,
          floor: tuple[float, float] | None = None) -> bool:
    """Whether piece `i` grown to `kind` (of `scale`) `d` off its spot keeps the rules (module docstring) and, given
    `floor` (the least wall gaps of its outline and its shadow, `grow_grand`), keeps them that far off the wall
    under every turn."""
    p, _, t = pieces[i]
    q = (p[0] + d[0], p[1] + d[1])
    return _box_ok(tile_id, pieces, i, q, kind) and outline_clear(tile_id, t, q, scale) and (
        floor is None or all(a >= floor[0] - 1e-9 and b >= floor[1] - 1e-9 for a, b in wall_gaps(tile_id, t, q, scale)))


def wall_gaps(tile_id: str, index: int, p: Pt, scale: float) -> list[tuple[float, float]]:
    """A cottage of `scale` at `p`: for each turn, the least gap between town `index`'s wall lines and its outline,
    and its shadow's (the shadow falls right and down on screen whatever the turn)."""
    lines = _layout(tile_id).cities[index].wall_lines
    gaps = []
    for rot in (0, 90, 180, 270):
        x, y = _turn(p, rot)
        polys = [[_turn((x + u * scale + dx, y + v * scale + dy), -rot % 360) for u, v in OUTLINE]
                 for dx, dy in ((0.0, 0.0), MINI_SHADOW)]
        gaps.append(tuple(min((_gap(poly, line, 20.0) for line in lines), default=20.0) for poly in polys))
    return gaps


def _wall_gap(tile_id: str, piece: list, d: Pt, scale: float = GRAND_SCALE) -> float:
    """The least gap between the grown outline `d` off the piece's spot and its town's wall lines, under every turn."""
    (x, y), _, t = piece
    lines = _layout(tile_id).cities[t].wall_lines
    return min(_gap(outline((x + d[0], y + d[1]), scale, rot), line, 20.0)
               for rot in (0, 90, 180, 270) for line in lines) if lines else 20.0
