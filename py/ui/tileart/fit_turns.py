"""Art pass 36: a usual playing-zoom cottage grows hearty (`HEARTY_SCALE`) on the turns of its tile that have room.

Why (the judge after pass 34, ask 3: fit singles of 13 px or more 28, 30 asked): a usual cottage shows 11-12 px of
roof at desktop-fit's 71 px a tile, a hearty one (1.1) 12-14.  `fit_grow` grows a cottage only where one spot keeps
its rules on all four turns at once, and the small lobes' cottages (IC03's, I's...) fail on one turn or two only:
the followers' room or a well sits beside them on the screen on that turn, and on the others there is paving.  So
each turn is tried on its own: where, on a turn, the cottage at `HEARTY_SCALE` at its spot or up to `REACH` off it
(a half-unit grid, nearest first) keeps every rule `outline_fit._box_ok` and `outline_fit.outline_clear` ask (the
tile's edge, `MINI_SPACE` off the other pieces, the wells, the fir, no queue, no nearer the followers' room and
the gate blocks than it stood, its outline inside the town, `OUTLINE_WALL` off the walls and `STREET_CLEAR` off the
far streets) and keeps its outline and shadow as far off every town's wall lines as it stood (`all_wall_gaps`: no
paving lost to a wall's band) and its box as far off the tile's edges where it stood within `EDGE` (a lane or wall
across the seam), it grows there on that turn.  The cottage is drawn once at its spot and size for
the unturned tile, in a path of its own (class `ta-f<n>`, n the index of its pattern of moves in `PATTERNS`); the
`<use>`'s data-rot picks its stroke width (the size: markers scale by it) and its move (a translate in the tile's
frame) by custom properties (`fit_css`, in static/tileart.css and `picture.STYLE`).  One element more a grown
cottage, no new marker.  The patterns are few and fixed (a test checks every planned one is listed).

Art pass 37 (`_offset`, `_fir_gap_turn`): the offsets between pieces now turn as vectors (pass 36 turned them as
points, so on the turns 90 to 270 every box gap came out near 100 and the rules above held nothing back) and the fir
is measured on the turn itself.  So measured, none of pass 36's 23 grown turns keeps the rules (a well, or a city
follower's room, beside each).  What grows now (`_move`): where no spot keeps the tile's edges as it stood, one
nearer an edge its town runs across (as `fit_band`'s fallback); and where only a well drawn by a street across the
tile's own edge e (switch `ta-s<e>`) stands in the way, the cottage grows only on a `<use>` whose data-st lacks e
(`fit_css`), so never beside that well drawn.

Art pass 38 (`fit_band.tower_kept`, `fit_band.seam_kept`): a grown cottage keeps 1 px at fit off every tower dot
(halo included) and its outline and shadow 1 px off a tile edge its town runs across (no nearer than the usual
cottage where that stood nearer): a tile cannot know whether the board ends beyond that edge.

Art pass 37 (`_move`, `fit_band`): a grown cottage also keeps its paving to the wall's shade band all along the
wall, not only at its nearest point, where any spot lets it (Ig's at desktop-board-fit (850,441) had come onto it).
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _turn
from .mini_kinds import box

TURNS = (0, 90, 180, 270)
#: The grown size (`fit_grow.HEARTY_SCALE`) and how far off its spot the cottage may stand to grow (units).
HEARTY_SCALE, REACH = 1.1, 4.0
SPOTS: tuple[Pt, ...] = tuple(sorted(((dx / 2, dy / 2) for dx in range(-8, 9) for dy in range(-8, 9)),
                                     key=lambda d: (d[0] ** 2 + d[1] ** 2, d)))
#: How near the tile's edge (units, on the screen) a grown cottage's box may come where it stood farther: 3.5 px at
#: desktop-fit (a lane or wall across the seam); nearer than that it comes no nearer than it stood.
EDGE = 5.0
Move = tuple[float, float] | tuple[float, float, int] | None
#: Each pattern: the move (tile units, the tile's frame) on the turns 0, 90, 180, 270, None where it keeps its
#: usual size and spot; a third item e: only where the board draws no street across the tile's own edge e (data-st,
#: the switch `ta-s<e>` of the well it would crowd).  Filled from `plan` over the tile types (a test keeps the two the same).
PATTERNS: tuple[tuple[Move, Move, Move, Move], ...] = ()
#: (Art pass 37: pass 36's four patterns grew 10 cottages on 23 turns only because `_offset` turned the offset as a
#: point; measured right, every one came within `WELL_SOLID_R` + 1 of a well and/or nearer a city follower's room
#: than the usual cottage stood.  These grow where the well is not drawn, or with no well near at all.)
#: (Art pass 38: pass 37's five patterns, 11 cottages on 16 turns, each grew only by its shadow coming onto or past
#: a tile edge its town runs across (`fit_band.seam_kept`), which at the board's open edge is the rim; 5 of the 16
#: also came nearer a tower dot (`fit_band.tower_kept`).  Kept off both, none grows.)


def _offset(dx: float, dy: float, rot: int) -> tuple[float, float]:
    """A tile-frame offset (a vector, not a point: it turns about the origin, without `_turn`'s shift by the tile)
    as it shows on the screen with the tile turned `rot` clockwise, y down (art pass 37: it was turned as a point,
    so on the turns 90, 180 and 270 every gap it measured came out near 100 and no check held anything back)."""
    quarter = (rot // 90) % 4
    return ((dx, dy), (-dy, dx), (-dx, -dy), (dy, -dx))[quarter]


def _box_gap_turn(p: Pt, a, q: Pt, b, rot: int) -> float:
    """The gap between upright boxes `a` at `p` and `b` at `q` with the tile turned `rot` (as `town_mini.box_gap`,
    one turn)."""
    ox, oy = _offset(p[0] - q[0], p[1] - q[1], rot)
    return max(ox + a[0] - b[1], b[0] - ox - a[1], oy + a[2] - b[3], b[2] - oy - a[3])


def _fir_gap_turn(tile_id: str, q: Pt, b, rot: int) -> float:
    """`mini_kinds._fir_gap` on one turn (it takes the least over all four): the gap between an upright box `b` at
    `q` and the square's fir (`mini_kinds.fir_box`, upright about its centre) with the tile turned `rot`."""
    from .mini_kinds import fir_box, fir_spots
    best = 100.0
    for _, f, _ in fir_spots(tile_id):
        x0, x1, y0, y1 = fir_box(f)
        hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
        best = min(best, _box_gap_turn(q, b, ((x0 + x1) / 2, (y0 + y1) / 2), (-hw, hw, -hh, hh), rot))
    return best


def _gate_gap_turn(tile_id: str, p: Pt, b, rot: int) -> float:
    """`town_mini.gate_gap` on one turn."""
    from .town_mini import gate_blocks
    best = 100.0
    for corners in gate_blocks(tile_id):
        x, y = _turn(p, rot)
        cs = [_turn(c, rot) for c in corners]
        best = min(best, max(x + b[0] - max(c[0] for c in cs), min(c[0] for c in cs) - x - b[1],
                             y + b[2] - max(c[1] for c in cs), min(c[1] for c in cs) - y - b[3]))
    return best


def _fits_turn(tile_id: str, pieces: list[list], i: int, q: Pt, rot: int, seam: frozenset[int] = frozenset(),
               off: int | None = None) -> bool:
    """Whether piece `i` (a usual cottage of town `pieces[i][2]`) grown hearty at `q` keeps the rules (module
    docstring) with the tile turned `rot`; on the screen sides `seam` (its town runs on across the edge there,
    `fit_band.town_sides`) its box need only stay inside the tile.  With `off` (an edge of the tile's own frame)
    the wells drawn only by a street across that edge (switch `ta-s<off>`) are left out: the cottage then grows
    only where the board sets no such street (`fit_css`: `:not([data-st~="off"])`), so never beside one drawn."""
    from .far_square import PLAZA_R, ROOF_GAP
    from .far_streets import WELL_SOLID_R, well_spots
    from .fit_band import seam_kept, tower_kept
    from .layout import _layout
    from .mini_kinds import BORDER, USUAL, box
    from .outline_fit import outline_clear_on_turn
    from .roof_queues import MID_PX, queues
    from .town_mini import FAR_FOLLOWER_BOX, FAR_FOLLOWER_GAP, MID_GATE_GAP, MINI_HALF, MINI_SPACE, gate_gap, room_gap
    p, kind, t = pieces[i]
    b, old = box("h"), box(USUAL)
    if not all(n >= (0.0 if s in seam else BORDER) for s, n in enumerate(edge_gaps(q, b, rot))):
        return False
    others = [(o[0], o[1]) for j, o in enumerate(pieces) if j != i and o[1] is not None]
    if any(_box_gap_turn(q, b, o, box(k), rot) < MINI_SPACE for o, k in others) or _fir_gap_turn(tile_id, q, b, rot) < ROOF_GAP:
        return False
    if any(_box_gap_turn(q, b, w, (0, 0, 0, 0), rot) < (PLAZA_R if k == "square" else WELL_SOLID_R) + 1.0
           for k, w, cls in well_spots(tile_id) if off is None or f"ta-s{off}" not in cls):
        return False
    cities = _layout(tile_id).cities
    room = min(room_gap(tile_id, p, old), FAR_FOLLOWER_GAP)
    if any(_box_gap_turn(q, b, c.shape.anchor, FAR_FOLLOWER_BOX, rot) < room - 1e-9 for c in cities):
        return False
    if _gate_gap_turn(tile_id, q, box("h", True), rot) < min(gate_gap(tile_id, p, box(USUAL, True)), MID_GATE_GAP) - 1e-9:
        return False
    if queues([o for o, _ in others] + [q], MID_PX, True, MINI_HALF + 1.6):
        return False
    if not outline_clear_on_turn(tile_id, t, q, HEARTY_SCALE, rot):
        return False
    if not tower_kept(tile_id, p, q, HEARTY_SCALE, rot) or not seam_kept(p, q, HEARTY_SCALE, rot, seam):
        return False
    if any(n < min(o, EDGE) - 1e-9 for s, (n, o) in enumerate(zip(edge_gaps(q, b, rot), edge_gaps(p, old, rot)))
           if s not in seam):
        return False
    was, now = all_wall_gaps(tile_id, p, 1.0, rot), all_wall_gaps(tile_id, q, HEARTY_SCALE, rot)
    return now[0] >= min(was[0], 20.0) - 1e-9 and now[1] >= min(was[1], 20.0) - 1e-9


def edge_gaps(p: Pt, b, rot: int) -> tuple[float, float, float, float]:
    """An upright box `b` at `p` with the tile turned `rot`: its gaps to the tile's left, right, top and bottom
    edges on the screen (a neighbour's lane, wall or cottage may stand just across the seam)."""
    x, y = _turn(p, rot)
    return x + b[0], 100 - x - b[1], y + b[2], 100 - y - b[3]


def all_wall_gaps(tile_id: str, p: Pt, scale: float, rot: int) -> tuple[float, float]:
    """A cottage of `scale` at `p` with the tile turned `rot`: the least gaps of its outline and of its shadow to the
    wall lines of every town on the tile (another lobe's wall may stand beside it on the screen)."""
    from .far_roofs import MINI_SHADOW
    from .layout import _layout
    from .outline_fit import OUTLINE, _gap
    x, y = _turn(p, rot)
    lines = [line for c in _layout(tile_id).cities for line in c.wall_lines]
    polys = [[_turn((x + u * scale + dx, y + v * scale + dy), -rot % 360) for u, v in OUTLINE]
             for dx, dy in ((0.0, 0.0), MINI_SHADOW)]
    return tuple(min((_gap(poly, line, 20.0) for line in lines), default=20.0) for poly in polys)  # type: ignore


@lru_cache(maxsize=None)
def plan(tile_id: str) -> tuple[tuple[int, tuple[Move, Move, Move, Move]], ...]:
    """The tile's usual town cottages that grow on some turn (not all: there `fit_grow` would have grown them), each
    as (its index in `mini_kinds.mid_pieces`, its moves on the four turns)."""
    from .mini_kinds import USUAL, _town_of, mid_pieces
    pieces = [[p, k, _town_of(tile_id, p)] for p, k in mid_pieces(tile_id)]
    out = []
    for i, (p, kind, t) in enumerate(pieces):
        if kind != USUAL or t is None:
            continue
        moves = tuple(_move(tile_id, pieces, i, rot) for rot in TURNS)
        if any(m is not None for m in moves):
            out.append((i, moves))
    return tuple(out)


def _move(tile_id: str, pieces: list[list], i: int, rot: int) -> Move:
    """Piece `i`'s move on turn `rot` (`_search`); art pass 37 (fitfix), none such, the nearest spot that keeps the
    rules but a well drawn only by a street across one edge e of the tile, as (dx, dy, e): it grows only where the
    board draws no such street (`fit_css`), the well then not drawn."""
    from .far_streets import WELL_SOLID_R, well_spots
    if rot == 0:  # (the unturned <use> has no data-rot: `fit_grow` grows a cottage with room on every turn)
        return None
    found = _search(tile_id, pieces, i, rot, None)
    if found is not None:
        return found
    near = {int(c[4:]) for _, w, cls in well_spots(tile_id) for c in cls if c[:4] == "ta-s" and c[4:].isdigit()
            and _box_gap_turn(pieces[i][0], box("h"), w, (0, 0, 0, 0), rot) < WELL_SOLID_R + 1.0 + REACH}
    offs = [(d, e) for e in sorted(near) if (d := _search(tile_id, pieces, i, rot, e)) is not None]
    if not offs:
        return None
    d, e = min(offs, key=lambda o: (SPOTS.index(o[0]), o[1]))
    return (d[0], d[1], e)


def _search(tile_id: str, pieces: list[list], i: int, rot: int, off: int | None) -> tuple[float, float] | None:
    """The nearest spot that keeps the rules (`off`: `_fits_turn`); art pass 37, where that spot comes nearer the
    wall's shade band than the usual cottage stood (`fit_band.band_loss`), or where no spot keeps the tile's edges
    as it stood (fitfix), the nearest that keeps the band's paving, standing if need be nearer an edge its town
    runs across (`fit_band.town_sides`: paving of the same town across the seam, no lane or wall); none such, the
    first (a grown cottage is never dropped for the band)."""
    from .fit_band import BAND_SLACK, band_loss, town_sides
    p = pieces[i][0]
    at = lambda d: (p[0] + d[0], p[1] + d[1])  # noqa: E731
    first = next((d for d in SPOTS if _fits_turn(tile_id, pieces, i, at(d), rot, off=off)), None)
    if first is not None and band_loss(tile_id, p, at(first), HEARTY_SCALE, rot) <= BAND_SLACK:
        return first
    seam = town_sides(tile_id, pieces[i][2], rot)
    return next((d for d in SPOTS if band_loss(tile_id, p, at(d), HEARTY_SCALE, rot) <= BAND_SLACK
                 and _fits_turn(tile_id, pieces, i, at(d), rot, seam, off)), first)


def turn_markup(tile_id: str, pieces: tuple) -> str:
    """`square_cottages.mini_markup`'s pieces (a tile without a plaza) with each cottage of `plan` in a path of its
    own (class `ta-f<n>`) in the colour it had: the tile's first piece keeps the first colour (its own path starts
    without `hmo`, the rest all take `hmo`), any other the second (`hmo`)."""
    from .mini_kinds import _num, houses_mini_kinds
    grown = {i: PATTERNS.index(m) for i, m in plan(tile_id) if m in PATTERNS}
    if not grown:
        return houses_mini_kinds(pieces)
    rest = tuple(q for i, q in enumerate(pieces) if i not in grown)
    out = houses_mini_kinds(rest) if rest else ""
    if 0 in grown and rest:
        out = out.replace('class="hmi"', 'class="hmi hmo"').replace('class="hmp"', 'class="hmp hmo"')
    elif len(rest) == 1:  # (the first piece, left alone in `rest`, keeps the first colour it had among the others)
        out = out.replace(' hmo"', '"', 1)
    for i, n in grown.items():
        lone = i != 0 or len(pieces) == 1
        (x, y), _ = pieces[i]
        out += f'<path class="hmi{" hmo" if lone else ""} ta-f{n}" d="M{_num(x)},{_num(y)}z" fill="none"/>'
    return out


def fit_css(only: frozenset[int] | None = None) -> str:
    """The style rules that grow and move a cottage of pattern n (`.ta-f<n>`) by the <use>'s turn (the same in
    static/tileart.css and, with `only` the patterns a picture shows, `picture.turn_style`); a move with an edge e
    only on a <use> whose data-st lacks e (no street drawn across it, so not its well)."""
    keep = [(n, m) for n, m in enumerate(PATTERNS) if only is None or n in only]
    out = "".join(f".ta-f{n}{{stroke-width:var(--ta-fw{n},1);transform:var(--ta-f{n},none)}}" for n, _ in keep)
    for t, rot in enumerate(TURNS[1:], 1):
        for e in (None, 0, 1, 2, 3):
            rules = ";".join(f"--ta-fw{n}:{HEARTY_SCALE:g};--ta-f{n}:translate({m[t][0]:g}px,{m[t][1]:g}px)"
                             for n, m in keep if m[t] is not None and (m[t][2:] or (None,))[0] == e)
            if rules:
                cond = "" if e is None else f':not([data-st~="{e}"])'
                out += f':root use[data-rot="{rot}"]{cond}{{{rules}}}'
    return out
