"""A town's lanes and its open square, and the square's centrepiece: a snowy fir with lights.

Apart from `draw` (the tile's markup) because the town's composition is one question, whether a player sees
the streets run from each gate to a square: pass 7's lanes were pale 6 px smears and its square a 14 px patch
behind a well, the same sprite as the crossroads marker, so a town's square read as a road marker.
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache

from .geometry import Pt, _inside, _num
from .palette import PALETTE
from .props import well
from .town import HALF
from .layout import _layout
from .town_plan import (_EDGE_INDEX, _EDGE_PORT, LANE_W, SEAM_GAP, _lanes, _seg_gap, _town_plan, _wall_gap,
                         square_spokes)
from .village import KERB_OUT

#: The square: an irregular opening about 29 units across (28 px at 96 px a tile, art pass 11: pass 10's 21 px
#: patch barely showed), its rim's radius varying between these.
SQUARE_R = (13.6, 15.2)
#: Kept for the cottages' clearance tests: the square's half size inside its edge.
SQUARE_HALF = 7.0
#: The lane's light middle: the lane less its edge, 2.2 units in all, and its kerb `KERB_W` wide (art pass 15: about
#: 5.6 px of #e4dfd8 inside 1.25 px of #978a7d a side at 96 px a tile; pass 14's 0.8 px of #b3a89c blended to
#: #d7d1ca and the street had no edge against the #c1b7ad paving).
LANE_EDGE = 2.2
KERB_W = LANE_W + 2 * KERB_OUT


def kerb_strokes() -> tuple[str, str]:
    """The stroke attributes of a street's dark kerb and of its light middle (`kerbed`'s two paths)."""
    P = PALETTE
    return (f'stroke="{P["kerb"]}" stroke-width="{_num(KERB_W)}"',
            f'stroke="{P["lane"]}" stroke-width="{_num(LANE_W - LANE_EDGE)}"')


def kerbed(d: str) -> str:
    """A street or lane along path `d`: the dark kerb, then the light middle over it."""
    kerb, middle = kerb_strokes()
    return f'<path d="{d}" {kerb}/><path d="{d}" {middle}/>'


def lane_paths(tile_id: str, shared: bool = False) -> str:
    """The lanes: trodden snow (#e4dfd8) inside a darker kerb (#978a7d, `kerbed`), `KERB_W` wide in all, round-ended, from
    each gate to where the town's lanes meet; and each city's square (`square`) in a group of its own (class
    `ta-sq<i>`, i the city's segment index) that static/tileart.css shows only on the `<use>` the board marks
    (`data-sq`, ui/town_squares.py): one square a city on the board, on the tile nearest the city's middle, not
    one on every tile of a big city like wallpaper (pass 8).  Near view only (`ta-d`): at 72 px a tile and below
    the hub lanes crossed whole tiles and read as the tile grid (pass 10); there `gate_stubs` draws short stubs."""
    plans = _lanes(tile_id)
    # a lane from the square to an edge (art pass 12) is drawn whole only where the neighbour's lane meets it
    # (its `ta-j<e>` group), else only its apron out of the square (`_spokes`): none ends in the paving
    to_square = [[ln for ln in ls if sq and ln[0] in _EDGE_PORT and ln[1] == sq[0]] for ls, sq in plans]
    main, joints = _split_at_seams([ln for (ls, _), out in zip(plans, to_square) for ln in ls if ln not in out])
    seg = lambda a, b: f"M{_num(a[0])},{_num(a[1])}L{_num(b[0])},{_num(b[1])}"  # noqa: E731
    d = "".join(seg(a, b) for a, b in main)
    strokes = kerbed
    out = ""
    if d:
        # each lane's last 8 px to a tile edge in a group of its own (class ta-j<e>, e the edge N E S W at rotation
        # 0) that static/tileart.css shows only where the board says the neighbour's lane meets it (`data-ln`,
        # ui/board_walls.py): elsewhere the lane ends round, 8 px short of the seam
        ends = "".join(f'<g class="ta-j{e}" stroke-linecap="butt">{strokes(seg(a, b))}</g>' for e, (a, b) in joints)
        out = (f'<g class="ta-d" fill="none" stroke-linecap="round" stroke-linejoin="round">'
               f'{strokes(d)}{ends}</g>')
    spokes = square_spokes(tile_id)
    whole = "".join(f'<g class="ta-j{_EDGE_PORT.index(a)}" stroke-linecap="butt">{strokes(seg(a, b))}</g>'
                    for lns in to_square for a, b in lns)
    if whole:
        out += f'<g class="ta-d" fill="none">{whole}</g>'
    edges = [tuple(spokes[i]) + tuple(_EDGE_PORT.index(a) for a, _ in to_square[i]) for i in range(len(plans))]
    squares = "".join(f'<g class="ta-sq{i}">{_spokes(sq[0], edges[i], strokes, own=len(spokes[i]))}'
                      f'{square(sq[0], [a for a, _ in ls if a not in _EDGE_PORT], i, edges[i], shared)}</g>'
                      for i, (ls, sq) in enumerate(plans) if sq)
    edges = _city_edges(tile_id)
    ends = "".join(_end_groups(lane_end(b, c, w, shared, n % 2), edges[b])
                   for n, (_, b, c, w) in enumerate(lone_streets(tile_id)))
    if ends:
        out += f'<g class="ta-d ta-end">{ends}</g>'
    return out + (f'<g class="ta-d">{squares}</g>' if squares else "")


#: Art pass 17: a lone gate's street (a cap's, with no square) runs on from its lane's end this far at most, its
#: middle at least `END_EDGE` off the tile's edges (its round end about 4.6 px off the seam at 96 px a tile), clear
#: of the town's walls and cottages, so that at least `END_STREET` units (12 px) of street show past the gatehouse
#: (`GATEHOUSE` units deep); pass 16's little square stood at 13 units on and left a 2-4 px stub against the gate.
END_ON, END_EDGE, END_STREET, GATEHOUSE = 16.0, 9.0, 12.6, 9.0
#: ... and at its end, beside it (never on it), a small well (`props.well` at `END_WELL`, about 9 px) on one copy
#: in four (the <use>'s data-v 0, `.ta-pw0`), a woodpile on a snow disc on another (data-v 2, `.ta-pw2`) and
#: nothing on the other two, so that a row of caps no longer reads well-gate-well-gate (the judge, pass 16).
#: Cell variants differ between any two touching cells, and alternate odd/even along a row.
END_WELL, WELL_R = .6, 5.0
#: How far the well's or woodpile's round (`WELL_R`) keeps from a cottage's footprint and the town's walls.
END_CLEAR = 1.5


def _city_edges(tile_id: str) -> dict[Pt, tuple[int, ...]]:
    """Each lone street end's city's edges (0-3, N E S W at rotation 0): where a street or lane runs on across one
    of them (the board's data-ln or data-st), the end is a crossing, not an end, and its little square hides."""
    lay = _layout(tile_id)
    out: dict[Pt, tuple[int, ...]] = {}
    for (lanes, _), spec in zip(_lanes(tile_id), lay.tile.cities):
        for _, b in lanes:
            out.setdefault(b, tuple(_EDGE_INDEX[e] for e in spec.edges))
    return out


def _end_groups(body: str, edges: tuple[int, ...]) -> str:
    """`body` inside one `ta-k<e>` group per edge (static/tileart.css hides each where the board's data-ln or
    data-st names its edge)."""
    for e in edges:
        body = f'<g class="ta-k{e}">{body}</g>'
    return body


@lru_cache(maxsize=None)
def lone_streets(tile_id: str) -> tuple[tuple[Pt, Pt, Pt, Pt | None], ...]:
    """Each lone gate street (in a town with no square) at rotation 0: its gate, its lane's inner end, where the
    street carried on ends (`END_ON` at most, inside the town, clear of walls and cottages) and the spot of the
    well beside that end (None where none fits)."""
    lay = _layout(tile_id)
    out: list[tuple[Pt, Pt, Pt, Pt | None]] = []
    for (lanes, sq), (spots, k), city in zip(_lanes(tile_id), _town_plan(tile_id), lay.cities):
        if sq:
            continue
        for a, b in lanes:
            if a in _EDGE_PORT or b in _EDGE_PORT or b in [e[1] for e in out]:
                continue
            size = math.dist(a, b) or 1.0
            way = ((b[0] - a[0]) / size, (b[1] - a[1]) / size)
            p = b
            for step in range(1, int(END_ON * 2) + 1):  # (as far on as the border, the walls and cottages let it)
                q = (b[0] + way[0] * step / 2, b[1] + way[1] * step / 2)
                if not (min(q) >= END_EDGE and max(q) <= 100 - END_EDGE and _inside(q, city.poly)
                        and _wall_gap(q, city) >= KERB_W / 2 - .5
                        and all(_seg_gap(c, HALF * k, b, q) >= KERB_W / 2 for c in spots)):
                    break
                p = q
                if size + step / 2 >= GATEHOUSE + END_STREET + KERB_W / 2:
                    break
            near = [(c, HALF * k) for c in spots]
            w = _axis_well(city, b, p, way, near)
            out.append((a, b, w, w) if w else (a, b, p, _end_well(city, p, way, near)))
    return tuple(out)


def _axis_well(city, b: Pt, p: Pt, way: Pt, cottages: list[tuple[Pt, float]]) -> Pt | None:
    """Art pass 20: the well's spot on a lone street's axis, as far on from the lane's end `b` toward `p` as it
    fits (`_well_fits`), so the street runs into it (pass 19's well beside the street's end left the end itself
    in bare paving, which read as a driveway); None where none fits."""
    size = math.dist(b, p)
    for back in [k / 2 for k in range(int(size * 2) + 1)]:
        w = (p[0] - way[0] * back, p[1] - way[1] * back)
        if _well_fits(city, w, cottages):
            return (round(w[0], 1), round(w[1], 1))
    return None


def _well_fits(city, w: Pt, cottages: list[tuple[Pt, float]]) -> bool:
    """Whether a lone street's well (or woodpile) at `w` stands inside the town, clear of its walls, the seams and
    its cottages."""
    return (min(w) - WELL_R >= 5.2 and max(w) + WELL_R <= 94.8 and _inside(w, city.poly)
            and _wall_gap(w, city) >= WELL_R + END_CLEAR
            and all(max(abs(w[0] - c[0]), abs(w[1] - c[1])) - h - WELL_R >= END_CLEAR for c, h in cottages))


def _end_well(city, p: Pt, way: Pt, cottages: list[tuple[Pt, float]]) -> Pt | None:
    """The well's spot beside a lone street's end `p` (the street running along `way`): on either side of the
    street, a little back from its end, inside the town and clear of its walls, the seams and its cottages."""
    side = KERB_W / 2 + WELL_R + .8
    for s in (-1, 1):
        for back in (2.0, 0.0, 4.0):
            w = (p[0] - way[1] * s * side - way[0] * back, p[1] + way[0] * s * side - way[1] * back)
            if _well_fits(city, w, cottages):
                return w
    return None


def lane_ends(tile_id: str) -> list[tuple[Pt, Pt]]:
    """Each lone gate street's lane end and where the street carried on ends (`lone_streets`), at rotation 0."""
    return [(b, p) for _, b, p, _ in lone_streets(tile_id)]


def lane_end(b: Pt, p: Pt, w: Pt | None = None, shared: bool = False, second: int = 0) -> str:
    """A lone street's end (`lone_streets`: the lane's end `b`, the street's end `p`, the well's spot `w`): the
    street carried on, round-ended, and beside its end a well (`.ta-pw0`) or a woodpile (`.ta-pw2`), by the
    copy's cell variant (static/tileart.css), so that neighbouring caps differ (art pass 17: pass 16's well on a
    kerbed little square stood against the gate, the same on every cap).  Art pass 18: the street ends square, its
    kerbs and middle cut flush (pass 17's round end in a full outline read as a capsule stuck to the gate), and a
    tile's `second` lone street takes the woodpile where its first takes the well, so no tile shows two wells."""
    run = f"M{_num(b[0])},{_num(b[1])}L{_num(p[0])},{_num(p[1])}"
    street = f'<g fill="none" stroke-linecap="butt">{kerbed(run)}</g>' if math.dist(b, p) > .3 else ""
    if w is None:
        return street
    well_v, pile_v = (2, 0) if second else (0, 2)
    return street + f'<g class="ta-pw{well_v}">{well(w, END_WELL, shared)}</g><g class="ta-pw{pile_v}">{woodpile(w, shared)}</g>'


def woodpile(p: Pt, shared: bool = False) -> str:
    """A woodpile on a snow disc, the well's stand-in on every other cap: three logs end on, two under one,
    upright however the tile turns (`ta-up`); on the board a `<use>` of the page's one copy (`#ta-pile`, art pass
    20: the defs' budget)."""
    x, y = _num(p[0]), _num(p[1])
    if shared:
        return f'<g class="ta-up"><use href="#ta-pile" x="{x}" y="{y}"/></g>'
    return f'<g class="ta-up"><g transform="translate({x} {y})">{woodpile_body()}</g></g>'


def woodpile_body() -> str:
    """The woodpile about its middle (`woodpile`)."""
    P = PALETTE
    logs = "".join(f'<circle cx="{_num(dx)}" cy="{_num(dy)}" r="1.5"/>' for dx, dy in ((-1.6, 1), (1.6, 1), (0, -1.7)))
    return (f'<circle r="{_num(WELL_R - .6)}" fill="{P["pile_snow"]}" stroke="{P["square_rim"]}" stroke-width="1"/>'
            f'<ellipse cx=".6" cy="3" rx="3.6" ry="1.2" fill="{P["snow_shade"]}"/>'
            f'<g fill="#c99d6f" stroke="#7d5540" stroke-width=".9">{logs}</g>')


def pile_defs() -> str:
    """The page's shared woodpiles (art pass 20): a lone street's (`#ta-pile`) and a big town's on its snow patch
    (`#ta-wp`, `village.patch`), each drawn once and placed by `<use>`."""
    from .village import patch_body  # (village is imported by this module's imports)
    return f'<g id="ta-pile">{woodpile_body()}</g><g id="ta-wp">{patch_body()}</g>'


def _spokes(hub: Pt, edges: tuple[int, ...], strokes, own: int | None = None) -> str:
    """The square's spokes: for each edge in `edges` where the town runs on, the whole lane from the square to the
    edge's middle in its `ta-j<e>` group, shown only where the board says the neighbour's lane meets it there
    (`data-ln`); elsewhere nothing (art pass 13: pass 12's round aprons made a four-lobed cloud round the square),
    so a spoke exists only where a lane goes on, and the square is a clean round opening."""
    if not edges:
        return ""
    seg = lambda a, b: f"M{_num(a[0])},{_num(a[1])}L{_num(b[0])},{_num(b[1])}"  # noqa: E731
    full = "".join(f'<g class="ta-j{e}" stroke-linecap="butt">{strokes(seg(hub, _EDGE_PORT[e]))}</g>'
                   for k, e in enumerate(edges) if own is None or k < own)
    return f'<g fill="none">{full}</g>' if full else ""


def _split_at_seams(lanes: list[list[Pt]]) -> tuple[list[list[Pt]], list[tuple[int, list[Pt]]]]:
    """The lanes less their last piece to a tile edge, so that the round end shows `SEAM_GAP` units short of the
    edge, and those pieces by edge (from the edge in)."""
    main, joints = [], []
    back = SEAM_GAP + LANE_W / 2
    for a, b in lanes:
        if a in _EDGE_PORT:
            size = math.dist(a, b) or 1.0
            cut = (a[0] + (b[0] - a[0]) * min(1.0, back / size), a[1] + (b[1] - a[1]) * min(1.0, back / size))
            joints.append((_EDGE_PORT.index(a), [a, cut]))
            a = cut
        if math.dist(a, b) > .5:
            main.append([a, b])
    return main, joints


def square_outline(p: Pt, seed: int = 0) -> list[Pt]:
    """The square's rim: ten points round `p` at radii between `SQUARE_R`, seeded, so it reads as an opening
    between the houses, not a pasted tile."""
    x, y = p
    out = []
    for k in range(10):
        h = zlib.crc32(f"square/{seed}/{k}".encode())
        r = SQUARE_R[0] + (h % 7) / 6 * (SQUARE_R[1] - SQUARE_R[0])
        a = (k + (h >> 4) % 5 / 10 - .2) * math.pi / 5
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def square(p: Pt, gates: list[Pt], seed: int = 0, joints: tuple[int, ...] = (), shared: bool = False) -> str:
    """A town's square at `p`: flat #e6e0d8, no joints, inside a 2-unit #b3a89c rim with a 1-unit #f3efe9 light
    on its top-left inside (lit from the top left as everything on the board), open where each lane (from a gate
    in `gates`) comes in (the lane's light middle carried over the rim), and toward each tile edge of `joints` only
    in its `ta-j<e>` group (where a neighbour's lane goes on; else the rim runs round unbroken), the fir standing
    on it with a bench on the rim at 4 and at 8 o'clock (`fir`)."""
    P = PALETTE
    rim = square_outline(p, seed)
    d = "M" + "L".join(f"{_num(a)},{_num(b)}" for a, b in rim) + "z"
    # the light: the rim's top-left points (angles from the left round to the top), a unit inside
    lit = [(p[0] + (a - p[0]) * (1 - 1.6 / math.dist(p, (a, b))), p[1] + (b - p[1]) * (1 - 1.6 / math.dist(p, (a, b))))
           for a, b in rim if a - p[0] < 2 and b - p[1] < 2 and (a - p[0]) + (b - p[1]) < -6]
    lit.sort(key=lambda q: math.atan2(q[1] - p[1], q[0] - p[0]) % (2 * math.pi))
    light = (f'<path d="M{"L".join(f"{_num(a)},{_num(b)}" for a, b in lit)}" fill="none" stroke="{P["square_light"]}" '
             f'stroke-width="1" stroke-linecap="round" stroke-linejoin="round"/>') if len(lit) > 1 else ""
    r = max(math.dist(p, q) for q in rim) + 2.2
    def mouth(g: Pt) -> str:
        dx, dy = g[0] - p[0], g[1] - p[1]
        size = math.hypot(dx, dy) or 1.0
        return (f"M{_num(p[0] + dx / size * (SQUARE_R[0] - 3))},{_num(p[1] + dy / size * (SQUARE_R[0] - 3))}"
                f"L{_num(p[0] + dx / size * min(r, size))},{_num(p[1] + dy / size * min(r, size))}")
    stroke = f'stroke="{P["lane"]}" stroke-width="{_num(LANE_W - LANE_EDGE)}" stroke-linecap="butt"'
    lane = f'<path d="{"".join(mouth(g) for g in gates)}" {stroke}/>' if gates else ""
    lane += "".join(f'<path class="ta-j{e}" d="{mouth(_EDGE_PORT[e])}" {stroke}/>' for e in dict.fromkeys(joints))
    return (f'<path d="{d}" fill="{P["square"]}" stroke="{P["square_rim"]}" stroke-width="4.2" stroke-linejoin="round"/>'
            f'<path d="{d}" fill="{P["square"]}"/>{light}{lane}{fir(p, shared)}')


#: The benches: 5 x 2 px of dark wood (#7d5540) at 96 px a tile, horizontal however the tile turns (they stand in
#: the fir's upright frame), on the square's rim at 4 and 8 o'clock (art pass 13: pass 12's, level with the tub,
#: read with it as one brown bar under the fir, a tree on a shelf).  `BENCH_R` is their middle's distance from the
#: square's middle, `BENCH_AT` their middle in the fir's frame (x either side, y down from the fir's foot): 8 px
#: clear of the tub.
BENCH, BENCH_R = (5.2, 2.1), SQUARE_R[0] - 1.2


#: How far the fir's drawing is set down from the square's middle, so that the tree from its star to its tub
#: stands in the middle of the opening (pass 11: 1 unit, the star near the rim).
FIR_DOWN = 1.5


BENCH_AT = (round(BENCH_R * math.cos(math.pi / 6), 1), round(BENCH_R * math.sin(math.pi / 6) - FIR_DOWN, 1))


def _bench_path() -> str:
    (w, h), (bx, by) = BENCH, BENCH_AT
    return "".join(f"M{_num(x - w / 2)},{_num(by - h / 2)}h{_num(w)}v{_num(h)}h{_num(-w)}z" for x in (-bx, bx))


def fir(p: Pt, shared: bool = False) -> str:
    """The square's centrepiece (`fir_body`), upright however the tile turns (`ta-up`): on the board a `<use>` of
    the page's one copy (`#ta-fir`, art pass 20: nine squares drew it whole, about 100 B of the defs' gzip each)."""
    x, y = _num(p[0]), _num(p[1] + FIR_DOWN)
    if shared:
        return f'<g class="ta-up"><use href="#ta-fir" x="{x}" y="{y}"/></g>'
    return f'<g class="ta-up"><g transform="translate({x} {y})">{fir_body()}</g></g>'


def fir_body() -> str:
    """The fir about its foot, 21 units tall (20 px at 96 px a tile, art pass 11: pass 10's 14 px fir read as a
    potted plant): three tiers of dark green (#2f5e3f), each lit on its left (#456c59) under a cap of snow, a 2 px
    gold star on top and a 6 x 4 px brick tub (#a4553f), hung with warm lights; nothing else on a tile is a green
    cone, so it never reads as the crossroads well."""
    P = PALETTE
    tiers = "M0,-11.6L4.6,-6H-4.6zM0,-8L5.8,-1.6H-5.8zM0,-4.2L7,2.6H-7z"
    lit = "M0,-11.6L-4.6,-6H-1zM0,-8L-5.8,-1.6H-1.4zM0,-4.2L-7,2.6H-1.6z"
    snow = ("M-2.3,-8.9L0,-11.8L2.3,-8.9L1,-9.5L0,-8.7L-1,-9.5z"
            "M-3.2,-4.8L0,-8.2L3.2,-4.8L1.4,-5.5L0,-4.7L-1.4,-5.5z"
            "M-3.9,-.9L0,-4.4L3.9,-.9L1.8,-1.7L0,-.8L-1.8,-1.7z")
    lights = "M2,-3.4h0M-3.2,.2h0M.8,1.2h0M4,1.8h0M-1.2,-2.4h0M1.6,-6.4h0"
    star = "M0,-14.6L.7,-13.1L2.2,-12.9L1.1,-11.9L1.4,-10.4L0,-11.1L-1.4,-10.4L-1.1,-11.9L-2.2,-12.9L-.7,-13.1z"
    return (f'<ellipse cx="1.4" cy="6.9" rx="6.4" ry="1.6" fill="{P["snow_shade"]}"/>'
            f'<path d="M-3.1,2.6h6.2l-.6,4.3h-5z" fill="{P["eave_brick"]}" stroke="{P["outline"]}" stroke-width=".5"/>'
            f'<path d="{tiers}" fill="{P["fir"]}" stroke="{P["fir_dark"]}" stroke-width=".6" stroke-linejoin="round"/>'
            f'<path d="{lit}" fill="{P["fir_lit"]}"/>'
            f'<path d="{snow}" fill="#fff"/>'
            f'<path d="{lights}" stroke="{P["mini_window"]}" stroke-width="1.2" stroke-linecap="round"/>'
            f'<path d="{star}" fill="{P["star"]}" stroke="{P["fir_dark"]}" stroke-width=".3"/>'
            f'<path d="{_bench_path()}" fill="{P["bench"]}"/>')


#: The far and playing zooms' stub from a gate into its town (`gate_stubs`): its length and width in units (10 px
#: by 3 px at 61 px a tile), and the opacities of its three pieces, so it fades into the paving over its last
#: third instead of running on as a gridline.
STUB_LEN, STUB_W, STUB_FADE = 16.0, 4.8, (1.0, .6, .25)


def gate_stubs(gates: list[tuple[Pt, Pt]], inside) -> str:
    """Below 72 px a tile (the far group): a short lane stub from each gate's arch (`gates`: the gate's spot and
    the road's outward direction) into its town, in three pieces fading out, shortened where the town (`inside`,
    a test on a point) is shallower; none where under 6 units fit."""
    P = PALETTE
    pieces: list[str] = ["", "", ""]
    for (x, y), (dx, dy) in gates:
        start = 6.5
        size = start
        while size < start + STUB_LEN and inside((x - (size + 3) * dx, y - (size + 3) * dy)):
            size += 1.0
        length = size - start
        if length < 6:
            continue
        for k in range(3):
            a, b = start + length * k / 3, start + length * (k + 1) / 3
            pieces[k] += f"M{_num(x - a * dx)},{_num(y - a * dy)}L{_num(x - b * dx)},{_num(y - b * dy)}"
    return "".join(f'<path d="{d}" fill="none" stroke="{P["lane"]}" stroke-width="{_num(STUB_W)}" '
                   f'stroke-opacity="{_num(o)}"/>' for d, o in zip(pieces, STUB_FADE) if d)
