"""Art pass 40: a usual playing-zoom cottage grows hearty (`fit_grow.HEARTY_SCALE`) on a turn of its tile where it
has room, using a tile edge only where the board has a neighbour beyond it (the `<use>`'s data-nb).

Why (the judge after pass 38, ask 3): pass 38 stopped every per-turn fit growth because each grown cottage's box or
shadow came nearer a tile edge its town runs across, and a tile drawn once for every copy could not know whether the
board ends there (desktop-fit (737,670): a shadow on the board's rim).  The board now names each tile's own edges
that have a neighbour (`board_walls.neighbour_edges`, data-nb), so a cottage may grow toward such an edge on the
boards where the town goes on beyond it, and stays usual at the open rim.

On each turn each usual cottage (`mini_kinds.mid_pieces`' `USUAL`, in a town, not moved by `fit_turns`) is tried
at `SCALES` (hearty first) at its spot, then at `SPOTS` (a half-unit grid up to `REACH` off it, nearest first: the
old per-turn search tried 289 spots at one size and cost 33 s of build CPU; 29 here), and takes the first that keeps
every rule (`broken`): the tower dots (`fit_band.TOWER_CLEAR`), the playing zoom's shade band (`BAND_KEEP`: the band's
inner edge `wall.MID_SHADE_EDGE` and 1 px at fit, outline and shadow off every wall line of the tile), its outline
off walls and far streets (`outline_fit.outline_clear_on_turn`), `MINI_SPACE` off the other cottages as grown, the
fir, the wells (street-end wells too, drawn or not), the followers' room, the gate blocks, the icons, no queue; and
the tile's edges: no nearer than it stood (within `fit_turns.EDGE`) but on a side its town runs across, where its
box keeps `SEAM_KEEP` (`mini_kinds.BORDER`, as any cottage) and its outline and shadow stay inside the tile; that
side's own edge must then have a neighbour.  (Art pass 40 tried the box down to the seam: 30 fit singles of 13 px
or more against 29, but two grown roofs came 2 px off a neighbour's roof across the seam, new pairs.)

The cottage is drawn once in a path of its own (class `ta-g<n>`, n the index of its pattern in `PATTERNS`) at its
usual spot and size; `grow_css` sets its stroke width (markers scale by it) and its move (a translate in the tile's
frame) by the `<use>`'s data-rot and, where the growth leans on an edge, data-nb (`[data-nb~="e"]`).  One element more
a grown cottage, no new marker, no markup rebuilt on a drop (a neighbour placed later only sets the older tile's
data-nb, `board_tiles`).
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt
from .wall import MID_SHADE_EDGE

TURNS = (0, 90, 180, 270)
#: How far (units) off its spot a grown cottage may stand, and the spots tried: its own, then a half-unit grid
#: nearest first (cheap: `plan` over every tile type costs about 4 s of build CPU, the old search 33 s).
REACH = 1.5
SPOTS: tuple[Pt, ...] = tuple(sorted(((dx / 2, dy / 2) for dx in range(-3, 4) for dy in range(-3, 4)
                                      if dx * dx + dy * dy <= 4 * REACH ** 2),
                                     key=lambda d: (d[0] ** 2 + d[1] ** 2, d)))
#: The sizes tried (of a usual cottage), largest first: hearty (`fit_grow.HEARTY_SCALE`), else what fits.  A cap's
#: cottage stands 1.3-6 units off its wall: grown, it must step away from the wall toward the tile's edge, where
#: only a few hundredths of its size fit.  (Not 1.04: the judge after pass 40 found N's and its kin's 1.04 on the
#: turn 90, a roof pixel gained, pressed on the cottage above with no paving between, (672,194) and (597,495).)
SCALES = (1.1, 1.08, 1.06, 1.05)
#: 1 px at desktop-fit's 71 px a tile (units).
FIT_PX = 1.41
#: How far (units) a grown cottage's outline and shadow keep off every wall line of the tile: the playing zoom's band
#: shows up to `wall.MID_SHADE_EDGE` in from the line, and 1 px of paving beyond it.
BAND_KEEP = MID_SHADE_EDGE + FIT_PX
#: How near (units) its box may come to a tile edge its town runs across, with a neighbour beyond it: as near as
#: any cottage may (`mini_kinds.BORDER`), so no pair across a seam comes nearer than two usual cottages may.
SEAM_KEEP = 1.1
#: The screen side (`fit_turns.edge_gaps`' order: left, right, top, bottom) a direction faces (0 up, 1 right, 2
#: down, 3 left, as `board_walls`' edges).
SIDE_OF = (2, 1, 3, 0)
#: A grown turn: (dx, dy, scale, the tile's own edges it needs a neighbour beyond); None where it stays usual.
Grow = tuple[float, float, float, tuple[int, ...]] | None
#: Each pattern: the growth on the turns 0, 90, 180, 270 (filled from `plan` over the tile types; a test keeps the
#: two the same).  The path stands at the usual spot and size; each turn moves and sizes it by custom properties.
PATTERNS: tuple[tuple[Grow, Grow, Grow, Grow], ...] = ()
#: (Pass 44: WE03's growth is gone: `fit_turns` drops its only cottage, on its wall arc on every turn.)
#: (Art pass 41: every grown turn keeps 1 px at fit off the other cottages' outlines and shadows, `shade_gap`.
#: Pass 42: a tile whose other cottage `fit_turns` moves off a wall grows here too, measured with that cottage where
#: it moves on each turn: IC06's growth of pass 40 is back, its roof off the wall at board-mid (583,35).)


def own_edge(side: int, rot: int) -> int:
    """The tile's own edge (rotation 0) that shows on screen side `side` with the tile turned `rot`."""
    return (SIDE_OF.index(side) - rot // 90) % 4


@lru_cache(maxsize=None)
def town_edges(tile_id: str, town: int) -> frozenset[int]:
    """The tile's own edges (0 top, 1 right, 2 bottom, 3 left) town `town` runs across (two corners of its shape on
    the edge): beyond such an edge a neighbour goes on with the town."""
    from .layout import _layout
    poly = _layout(tile_id).cities[town].poly
    lines = ((1, 0.0), (0, 100.0), (1, 100.0), (0, 0.0))
    return frozenset(e for e, (k, v) in enumerate(lines) if sum(abs(c[k] - v) < 1e-6 for c in poly) >= 2)


def rim_gaps(q: Pt, scale: float, rot: int) -> tuple[float, float, float, float]:
    """A cottage's drawn outline and shadow at `q`, of `scale`, the tile turned `rot`: its gaps to the tile's left,
    right, top and bottom edges on the screen."""
    from .fit_band import _drawn
    from .geometry import _turn
    pts = [_turn(c, rot) for poly in _drawn(q, scale, rot) for c in poly]
    xs, ys = [c[0] for c in pts], [c[1] for c in pts]
    return min(xs), 100 - max(xs), min(ys), 100 - max(ys)


def needs(tile_id: str, spots: list[list], i: int, q: Pt, f: float, rot: int) -> tuple[int, ...] | None:
    """The tile's own edges cottage `i` at `q`, `f` of its size, leans on with the tile turned `rot` (each must have
    a neighbour), or None where it cannot stand there: a side it comes nearer than it stood (within
    `fit_turns.EDGE`) must be one its town runs across, its box `SEAM_KEEP` and its outline and shadow 0 off it."""
    from .fit_turns import EDGE, _scaled, edge_gaps
    from .mini_kinds import BORDER, SCALE
    p, kind, t = spots[i][:3]
    new_e, old_e = edge_gaps(q, _scaled(kind, f), rot), edge_gaps(p, _scaled(kind), rot)
    rims = rim_gaps(q, SCALE[kind] * f, rot)
    out = []
    for side, (n, o) in enumerate(zip(new_e, old_e)):
        if n >= max(BORDER, min(o, EDGE)) - 1e-9:
            continue
        e = own_edge(side, rot)
        if e not in town_edges(tile_id, t) or n < SEAM_KEEP - 1e-9 or rims[side] < -1e-9:
            return None
        out.append(e)
    return tuple(sorted(out))


def broken(tile_id: str, spots: list[list], i: int, q: Pt, f: float, rot: int) -> str:
    """The first rule but the tile's edges (`needs`) cottage `i` of `spots` ([usual spot, kind, town, spot on this
    turn, size factor on this turn]) at `q` and `f` of its size breaks with the tile turned `rot` ("" where none)."""
    from .far_square import PLAZA_R
    from .far_streets import WELL_SOLID_R, well_spots
    from .fit_band import TOWER_CLEAR, tower_gap
    from .fit_turns import _box_gap_turn, _scaled, all_wall_gaps, crowding
    from .mini_kinds import SCALE
    from .outline_fit import outline_clear_on_turn
    from .roof_queues import MID_PX, queues
    from .town_mini import MINI_HALF
    p, kind, t = spots[i][:3]
    s, b = SCALE[kind], _scaled(kind, f)
    if tower_gap(tile_id, q, s * f, rot) < TOWER_CLEAR - 1e-9:
        return "tower"
    was, now = all_wall_gaps(tile_id, p, s, rot), all_wall_gaps(tile_id, q, s * f, rot)
    if any(n < min(w, BAND_KEEP) - 1e-9 for n, w in zip(now, was)):
        return "band"
    if outline_clear_on_turn(tile_id, t, p, s, rot) and not outline_clear_on_turn(tile_id, t, q, s * f, rot):
        return "outline"
    if any(_box_gap_turn(q, b, w, (0, 0, 0, 0), rot) < (PLAZA_R if k == "square" else WELL_SOLID_R) + 1.0 - 1e-9
           for k, w, _ in well_spots(tile_id)):
        return "well"
    crowded = crowding(tile_id, spots, i, q, f, rot)
    if crowded:
        return crowded
    if shade_gap(spots, i, q, s * f, rot) < FIT_PX - 1e-9:
        return "shade"
    others = [o[3] for j, o in enumerate(spots) if j != i and o[4] > 0]
    if queues(others + [q], MID_PX, True, MINI_HALF + 1.6):
        return "queue"
    return ""


def shade_gap(spots: list[list], i: int, q: Pt, scale: float, rot: int) -> float:
    """The least distance (units) between cottage `i` at `q` of `scale` and every other cottage of `spots` as it
    stands on turn `rot`, outline and shadow each (`fit_band._drawn`).  Why (the judge after pass 40, item 2): the
    box rule (`MINI_SPACE`) let a grown roof come under a pixel at fit off the shadow of the cottage above it
    (desktop-fit (672,194), board-mid (597,495)): the shadow falls right and down, outside the box."""
    from .fit_band import _drawn
    from .geometry import _line_dist
    from .mini_kinds import SCALE
    mine = _drawn(q, scale, rot)
    best = 100.0
    for j, o in enumerate(spots):
        if j == i or o[4] <= 0 or max(abs(o[3][0] - q[0]), abs(o[3][1] - q[1])) > 40:
            continue
        theirs = _drawn(o[3], SCALE[o[1]] * o[4], rot)
        best = min([best] + [_line_dist(c, poly) for a in mine for c in a[:-1] for poly in theirs]
                   + [_line_dist(c, poly) for a in theirs for c in a[:-1] for poly in mine])
    return best


def _grow(tile_id: str, spots: list[list], i: int, rot: int) -> tuple[Pt, float, tuple[int, ...]] | None:
    """Cottage `i`'s grown spot and size on turn `rot` and the edges it leans on: the largest of `SCALES` at the first
    of `SPOTS` that keeps every rule (None where none does)."""
    p = spots[i][0]
    for f in SCALES:
        for d in SPOTS:
            q = (p[0] + d[0], p[1] + d[1])
            edges = needs(tile_id, spots, i, q, f, rot)
            if edges is not None and not broken(tile_id, spots, i, q, f, rot):
                return q, f, edges
    return None


@lru_cache(maxsize=None)
def plan(tile_id: str) -> tuple[tuple[int, tuple[Grow, Grow, Grow, Grow]], ...]:
    """The tile's usual town cottages that grow hearty on some turn, each as (its index in `mid_pieces`, its growth
    on the four turns).  A tile whose cottages `fit_turns` moves grows none here (one path a cottage)."""
    from .fit_rim import _spots
    from .fit_turns import plan as moves
    from .mini_kinds import SCALE, USUAL, mid_pieces
    pieces = mid_pieces(tile_id)
    if not any(k == USUAL for _, k in pieces):
        return ()
    moved = {i for i, _ in moves(tile_id)}
    grows: dict[int, list[Grow]] = {}
    for t, rot in enumerate(TURNS):
        spots = _spots(tile_id, rot)  # (pass 42: the cottages `fit_turns` moves stand where it has them on the turn)
        for i, (p, k, town, _, _) in enumerate(spots):
            if i in moved:
                continue
            if k == USUAL and town is not None and (found := _grow(tile_id, spots, i, rot)) is not None:
                spots[i][3], spots[i][4] = found[0], found[1]
                grows.setdefault(i, [None] * 4)[t] = (round(found[0][0] - p[0], 2), round(found[0][1] - p[1], 2),
                                                      round(SCALE[k] * found[1], 3), found[2])
    return tuple((i, tuple(g)) for i, g in sorted(grows.items()))  # type: ignore[misc]


def turn_markup(tile_id: str, pieces: tuple) -> str:
    """`fit_turns.turn_markup` with each cottage of `plan` in a path of its own (class `ta-g<n>`) at its usual spot
    and size, in the colour it had (`fit_turns.own_paths`)."""
    from .fit_turns import own_paths, turn_markup as moved_markup
    from .mini_kinds import _num
    from .fit_turns import moved_paths
    grown = {i: PATTERNS.index(g) for i, g in plan(tile_id) if g in PATTERNS} if PATTERNS else {}  # (no search)
    if not grown:
        return moved_markup(tile_id, pieces)
    own = moved_paths(tile_id, pieces)  # (pass 42: a tile may both move one cottage and grow another)
    own.update({i: f'ta-g{n}" d="M{_num(pieces[i][0][0])},{_num(pieces[i][0][1])}z" fill="none"'
                for i, n in grown.items()})
    return own_paths(pieces, own)


def grow_css(only: frozenset[int] | None = None) -> str:
    """The style rules that grow a cottage of pattern n (`.ta-g<n>`) by the `<use>`'s turn and neighbours (the same
    in static/tileart.css and, with `only` the patterns a picture shows, `picture.turn_style`)."""
    keep = [(n, g) for n, g in enumerate(PATTERNS) if only is None or n in only]
    out = "".join(f".ta-g{n}{{stroke-width:var(--ta-gw{n},1);transform:var(--ta-g{n},none)}}" for n, _ in keep)
    rules: dict[str, list[str]] = {}
    for t, rot in enumerate(TURNS):
        for n, g in keep:
            if g[t] is None:
                continue
            dx, dy, w, edges = g[t]
            sel = f':root use[data-rot="{rot}"]' + "".join(f'[data-nb~="{e}"]' for e in edges)
            move = f";--ta-g{n}:translate({dx:g}px,{dy:g}px)" if (dx, dy) != (0, 0) else ""
            rules.setdefault(sel, []).append(f"--ta-gw{n}:{w:g}{move}")
    return out + "".join(f"{sel}{{{';'.join(decls)}}}" for sel, decls in rules.items())
