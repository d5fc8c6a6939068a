"""Art pass 18: a town's streets at the far and playing zooms (49-72 px a tile, the zoom people play at).

Why: the judge after pass 17 found the towns at the fit zoom "roofs on paving": the near view's streets and
lanes (`village.street_lines`, `town_plan._lanes`) are near-only, so at 49-72 px a town showed no street at all.
Here the same lines are drawn as a 2-3 px light lane with a 1 px darker kerb, shown only at the far and playing
zooms (`ta-fs`, static/tileart.css; hidden by its own attribute where no style sheet applies, the embed's baked
picture), each under the same per-edge switch as its near counterpart, so a far street shows exactly where the
board shows the near one and two tiles' streets meet at the edge's middle:

- a gate's street (gate to the tile's hub) always, as the near lane from the gate;
- a street from the hub to edge e (`village.street_lines`) in `ta-s<e>` (the board's data-st names e);
- a lane from the hub to edge e (`town_plan._lanes`) in `ta-j<e>` (data-ln or data-st names e).

The far roofs and mini cottages keep off every one of these lines (`street_gap`, used by `town_mini`), so none
stands on a street whichever switches the board turns on.  Drawn with the walls' far shade (`wall.wall_band`,
under the far view's 40 % town tint): the light middle is white so it shows about #ddd8d4 over the tinted paving.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from .far_curves import Piece, d as curve_d, flat, hub_ends, hub_pieces
from .geometry import Pt, _inside, _num, _turn
from .palette import PALETTE

#: The far lane's light middle and its kerb, in units (at 49 px a tile: 2.2 px and 0.8 px a side; at 61 px 2.7
#: and 1 px), and their colours under the far view's town tint (#a99e93 at 40 %): #ddd8d4 and #968a7e.
FAR_LANE_W, FAR_KERB_W = 4.8, 7.6
FAR_LANE, FAR_KERB = "#ffffff", "#8a7d70"
#: How far a roof's drawn box keeps from a far street's middle line: the kerb's half width and 1 px at 61 px.
STREET_CLEAR = FAR_KERB_W / 2 + 0.5 / 0.61

Segment = tuple[str, tuple[Pt, ...]]
Box = tuple[float, float, float, float]

#: Art pass 19: how far a far street's middle line keeps from a landmark icon's box (cathedral, abbey, garden):
#: the kerb's half width and 3 px at 49 px a tile (the judge's "crosshair": four lanes met inside the cathedral).
LANDMARK_CLEAR = FAR_KERB_W / 2 + 3 / 0.49
#: The far well at a lane's end with no other street.  Art pass 22 (the judge after pass 21: gate-stub wells drawn
#: as pale hollow rings, "the well is drawn two ways"): one solid disc (pass 19-21's rim round a 1 px middle, under
#: `draw`'s faded gate stub, read as a pale ring), within the roofs' `STREET_CLEAR` of its line, 2.7-3.9 px
#: across at 49-70 px a tile, L* about 50 under the far town tint (the judge's board-far (274,539), #7b7879).
WELL_SOLID_R, WELL_SOLID = 2.8, "#56606c"
#: ... and at least 2 px (at 49 px a tile) clear of a far gate block (`draw`'s 12 x 13 unit block across the
#: wall at each road's gate); a well that would stand nearer is dropped (the judge: a ring half under the gate).
GATE_CLEAR = 2 / 0.49
GATE_HALF_LONG, GATE_HALF_WIDE = 6.0, 6.5
#: The far square's fir (art pass 22, the judge: a flat 6 px disc read as a bush; on phone a "+"): a triangle
#: 11 units across (7-8 px at 70 px a tile), its lower right side in the fir's outline green and a snow streak
#: down its upper left side, kept upright on a turned tile (`ta-up`, turned about its box's middle, the hub).
#: Offsets from the hub: the tip, then the base's right and left corners.
FIR_TIP, FIR_HALF, FIR_BASE = -6.0, 5.5, 5.0


def _landmark_boxes(tile_id: str) -> tuple[tuple[Pt, Box], ...]:
    """Each far landmark icon's (place, upright box about it) at rotation 0, placed as `draw._icon` places it."""
    from .draw import _ICONS  # (draw imports this module)
    from .layout import _layout
    lay = _layout(tile_id)
    icons = [("ta-cathedral", c.shape.cathedral, 1.0) for c in lay.cities if c.cathedral]
    icons += [("ta-monastery", lay.monastery, lay.abbey_scale)] if lay.monastery else []
    icons += [("ta-garden", lay.garden, 1.0)] if lay.garden else []
    out = []
    for name, p, k in icons:
        half_w, up, down = (v * k for v in _ICONS[name][2])
        x, y = min(max(p[0], half_w + 1), 99 - half_w), min(max(p[1], up + 1), 99 - down)
        out.append(((x, y), (-half_w, half_w, -up, down)))
    return tuple(out)


def landmark_gap(tile_id: str, a: Pt, b: Pt) -> float:
    """How far segment a-b keeps from every upright landmark icon's box under every turn of the tile."""
    best = 100.0
    for p, box in _landmark_boxes(tile_id):
        for rot in (0, 90, 180, 270):
            x, y = _turn(p, rot)
            best = min(best, _seg_box_gap(_turn(a, rot), _turn(b, rot), (x + box[0], x + box[1], y + box[2], y + box[3])))
    return best


def _short_of_landmarks(tile_id: str, pts: tuple[Pt, ...]) -> tuple[Pt, ...]:
    """The longest start of a line (from its gate or edge) that keeps `LANDMARK_CLEAR` from every landmark; ()
    where less than 2 units of it would."""
    keep: list[Pt] = [pts[0]]
    for a, b in zip(pts, pts[1:]):
        if landmark_gap(tile_id, a, b) >= LANDMARK_CLEAR:
            keep.append(b)
            continue
        lo, hi = 0.0, 1.0
        for _ in range(20):  # (the gap of a shorter piece is never smaller)
            mid = (lo + hi) / 2
            q = (a[0] + (b[0] - a[0]) * mid, a[1] + (b[1] - a[1]) * mid)
            lo, hi = (mid, hi) if landmark_gap(tile_id, a, q) >= LANDMARK_CLEAR else (lo, mid)
        step = 0.1 / max(math.dist(a, b), 1.0)  # (back off to a point that keeps its gap once rounded as drawn)
        while lo > 0:
            q = (round(a[0] + (b[0] - a[0]) * lo, 1), round(a[1] + (b[1] - a[1]) * lo, 1))
            if landmark_gap(tile_id, a, q) >= LANDMARK_CLEAR:
                keep.append(q)
                break
            lo -= step
        break
    size = sum(math.dist(p, q) for p, q in zip(keep, keep[1:]))
    return tuple(keep) if size >= 2 else ()


@lru_cache(maxsize=None)
def _far_plan(tile_id: str) -> tuple[tuple[tuple[int, str, tuple[Pt, ...], bool], ...], tuple[tuple[int, Pt], ...]]:
    """((city, class, points, whole) a far street, (city, square spot) a square): see `far_street_lines`; `whole`
    False where the street stops short of a landmark."""
    from .town_plan import _EDGE_PORT, _lanes  # (town_plan imports what imports this module)
    from .village import street_lines
    out: list[tuple[int, str, tuple[Pt, ...]]] = []
    squares = []
    for i, ((lanes, square), streets) in enumerate(zip(_lanes(tile_id), street_lines(tile_id))):
        squares += [(i, square[0])] if square else []
        for ln in lanes:
            out.append((i, f"ta-j{_EDGE_PORT.index(ln[0])}" if ln[0] in _EDGE_PORT else "", tuple(ln)))
        for e, (a, b) in sorted(streets.items()):
            if not any(pts[0] == a and pts[-1] == b for _, _, pts in out):
                out.append((i, f"ta-s{e}", (a, b)))
    kept = []
    for i, cls, pts in _corner_hubs(tile_id, out, [q for _, q in squares]):
        short = _short_of_landmarks(tile_id, pts)
        if short:
            kept.append((i, cls, short, short == pts))
    return tuple(kept), tuple(squares)


#: Art pass 24: a corner town's far hub (`_corner_hubs`), units from the tile's corner on each axis (35.4 would
#: put it on the quarter circle through both ports; 33 keeps the street 3 units farther off the wall).
CORNER_HUB = 33.0


def _corner_hubs(tile_id: str, lines: list[tuple[int, str, tuple[Pt, ...]]],
                 squares: list[Pt]) -> list[tuple[int, str, tuple[Pt, ...]]]:
    """Art pass 24 (the judge after pass 22: the heart lane's 40 degree kink a few px past the seam): where a town's
    only two streets run from two neighbouring edges' middles to a hub that is no square (a corner town: M, N, O,
    P), the far hub moves out to `CORNER_HUB` from the tile's corner on each axis (the near hub is 25), so each
    street is one even bend (a quadratic, `far_curves.as_quad`; at most 10 degrees a 4 px at 71 px a tile) and
    the two meet there as one curve.  Through the near hub, which lies on the ports' chord, each street bent off
    its edge by 33 degrees within 4 px and back."""
    from .layout import _layout
    from .town_plan import _wall_gap
    ends: dict[tuple[int, Pt], list[tuple[str, Pt]]] = {}
    for i, cls, pts in lines:
        ends.setdefault((i, pts[-1]), []).append((cls, pts[0]))
    moved: dict[tuple[int, Pt], Pt] = {}
    for (i, hub), arms in ends.items():
        ports = [p for cls, p in arms if cls.startswith("ta-s")]
        if len(arms) != 2 or len(ports) != 2 or hub in squares or len(_layout(tile_id).cities) > 1:
            continue  # (a second town's roofs are planned round the first's: IC06's cap lost its only far roof)
        (ax, ay), (bx, by) = ports
        corner = (ax if ax in (0.0, 100.0) else bx, ay if ay in (0.0, 100.0) else by)
        if corner not in ((0.0, 0.0), (100.0, 0.0), (0.0, 100.0), (100.0, 100.0)) or math.dist(ports[0], ports[1]) < 70:
            continue
        city = _layout(tile_id).cities[i]
        q = (abs(corner[0] - CORNER_HUB), abs(corner[1] - CORNER_HUB))
        if _inside(q, city.poly) and _wall_gap(q, city) >= FAR_KERB_W and landmark_gap(tile_id, q, q) >= LANDMARK_CLEAR:
            moved[(i, hub)] = q
    return [(i, cls, pts[:-1] + (moved.get((i, pts[-1]), pts[-1]),)) for i, cls, pts in lines]


@lru_cache(maxsize=None)
def far_street_lines(tile_id: str) -> tuple[Segment, ...]:
    """(class, points) of every far street of the tile at rotation 0 as drawn (art pass 20: the curves of
    `far_pieces`, as polylines): class "" for a gate's street (always shown), "ta-s<e>" for a street to edge e,
    "ta-j<e>" for a lane to edge e, "ta-le<e>" for a street to edge e shown alone and "ta-p<a><b>" for the curve
    from edge a to edge b at a square's hub; its points from the gate or the edge's middle to the tile's hub (or
    the street it forks off), or to `LANDMARK_CLEAR` short of a landmark's icon (art pass 19)."""
    return tuple((cls[0] if cls else "", flat(cubics)) for cls, cubics in far_pieces(tile_id))


def far_pieces(tile_id: str) -> tuple[Piece, ...]:
    """Art pass 20: the far streets as curves (`far_curves.hub_pieces`, hub by hub); a street cut short of a
    landmark, and any hub whose curves would leave the town or come within the kerb's half width of its wall,
    straight as before."""
    return _far_build(tile_id)[0]


@lru_cache(maxsize=None)
def _far_build(tile_id: str) -> tuple[tuple[Piece, ...], tuple[tuple[Pt, tuple[tuple[str, ...], ...]], ...]]:
    """(`far_pieces`, (hub, the switches under which one street alone ends there: `far_curves.hub_ends`) each
    hub)."""
    from .layout import _layout
    from .town_plan import _wall_gap
    lines, _ = _far_plan(tile_id)
    cities = _layout(tile_id).cities
    hubs: dict[tuple[int, Pt], list[tuple[str, Pt]]] = {}
    out: list[Piece] = []
    ends: list[tuple[Pt, tuple[tuple[str, ...], ...]]] = []
    for i, cls, pts, whole in lines:
        if whole and len(pts) == 2:
            hubs.setdefault((i, pts[-1]), []).append((cls, pts[0]))
        else:
            out.append(((cls,) if cls else (), tuple((a, a, b, b) for a, b in zip(pts, pts[1:]))))
    for (i, hub), arms in hubs.items():
        city = cities[i]
        bare = any(not cls for cls, _ in arms) and gate_gap(tile_id, hub) - WELL_SOLID_R < GATE_CLEAR
        pieces = hub_pieces(tile_id, hub, arms, bare)  # (bare: no well fits at its end, `well_spots`)

        gates = [p for cls, p in arms if not cls]

        def fits(cubics) -> bool:  # (but for the first 8 units from its start or a gate, through the wall)
            pts = flat(cubics)
            return all(_inside(q, city.poly) and _wall_gap(q, city) >= FAR_KERB_W / 2 and
                       landmark_gap(tile_id, q, q) >= LANDMARK_CLEAR for q in pts[1:-1]
                       if min(math.dist(q, g) for g in (pts[0], *gates)) > 8)
        straight_in = not all(fits(c) for _, c in pieces)
        if straight_in:  # art pass 21: a square's Y that does not fit: its pairs' curves
            pieces = [(cls[:1], c) for cls, c in pieces if len(cls) < 2 or not cls[0].startswith("ta-s")]
            straight_in = not all(fits(c) for _, c in pieces)
        if straight_in:
            pieces = [((cls,) if cls else (), ((p, p, hub, hub),)) for cls, p in arms]
        out += pieces
        ends.append((hub, tuple(hub_ends(arms, hub, straight_in))))
    return tuple(out), tuple(ends)


@lru_cache(maxsize=None)
def far_cap_lines(tile_id: str) -> tuple[Segment, ...]:
    """Art pass 19: each cap's last-resort lane (`lane_cottages.cap_lines`, shown only where the board runs it:
    the judge's tree town, a square ringed by caps) at far too, as "ta-s<e>", from the edge's middle in; the
    neighbour's far street ended at that edge in the paving (the judge's "L" brackets at board-far).  Not among
    the lines the roofs plan around (`far_street_lines`): the board seldom runs it, and each cap would lose a
    mini cottage that stands beside it, its body at most 0.2 units onto the kerb (tests/ui/test_tileart_pass19_far)."""
    from .lane_cottages import cap_lines
    out = []
    for lines in cap_lines(tile_id):
        for e, (a, b) in sorted(lines.items()):
            short = _short_of_landmarks(tile_id, (a, b))
            if short:
                out.append((f"ta-s{e}", short))
    return tuple(out)


#: The far view's town tint (`draw._far_icons`: #a99e93 at 40 %).  Art pass 24 (the judge after pass 22: a bright
#: tick across the heart lane at the seam, desktop-fit (399,330)): the far streets and wells are drawn over it, in
#: their colours as the tint mixed them (`over_tint`), because two tiles' tints each cover a seam's pixel row only
#: in part, and a white lane under them showed through there near white (#fdfdfc against #ddd8d4).
TINT, TINT_ALPHA = PALETTE["town_far"], 0.4


def over_tint(colour: str) -> str:
    """`colour` as the far view shows it under its town tint (#rrggbb)."""
    a, b = (tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in (colour, TINT))
    return "#" + "".join(f"{round(x * (1 - TINT_ALPHA) + y * TINT_ALPHA):02x}" for x, y in zip(a, b))


def _nest(classes: list[str], tag: str) -> str:
    """Element `tag` (its name and attributes) shown only while every class's switch is on: the first class on
    it, each other on a group round it (nested groups: each hides all inside it)."""
    return _wrap(classes[1:], f'<{tag} class="{classes[0]}"/>') if classes else f"<{tag}/>"


def _wrap(classes, body: str) -> str:
    """`body` in one group a class, the last outermost (each group's switch hides all inside it)."""
    for cls in classes:
        body = f'<g class="{cls}">{body}</g>'
    return body


@lru_cache(maxsize=None)
def far_ends(tile_id: str) -> tuple[tuple[str, Pt, tuple[str, ...]], ...]:
    """Art pass 19 (the judge's loose "L" brackets and slashes at far): what each street's inner end meets, as
    (kind, spot, switches): "square" (the square's tree where the board shows the city's square, `ta-sq<i>`),
    "well" (a far well where the square shows elsewhere, `ta-nf<i>`, or at a hub with no square).  Art pass 21
    (the judge after pass 20: rings and wells on streets that run on through a hub, streets ending in bare
    paving): at a hub, each only where one street alone ends there (`far_curves.hub_ends`: its switch and the
    others' "off" switches, nested), never on a street that runs on; a square with no street at it, always.  Art
    pass 31: `ta-nf<i>` (as `ta-nq<i>`, hidden by data-sq) also hides by the board's ``fn<i>`` in data-cw
    (`ui.lane_ends`: its run ends in another well)."""
    lines, squares = _far_plan(tile_id)
    _, hub_conds = _far_build(tile_id)
    conds = dict(hub_conds)
    out: list[tuple[str, Pt, tuple[str, ...]]] = []
    for i, q in squares:
        for c in conds.get(q, ((),)):
            out += [("square", q, (f"ta-sq{i}", *c)), ("well", q, (f"ta-nf{i}", *c))]
    spots = {q for _, q in squares}
    for hub, cs in hub_conds:
        if hub not in spots:
            out += [("well", hub, c) for c in cs]
    loose: dict[Pt, list[str]] = {}  # (a street drawn as its polyline: a lane of several points)
    for _, cls, pts, whole in lines:
        if whole and len(pts) > 2 and pts[-1] not in spots and pts[-1] not in conds:
            loose.setdefault(pts[-1], []).append(cls)
    for cls, pts in far_cap_lines(tile_id):  # (a cap's lane is its town's one street: a well at its end)
        if pts[-1] not in loose and pts[-1] not in conds:
            out.append(("well", pts[-1], (cls,)))
    for hub, classes in loose.items():
        if len(classes) == 1:
            out.append(("well", hub, (classes[0],) if classes[0] else ()))
    return tuple(out)


def _nest_path(classes: tuple[str, ...], d: str) -> str:
    """A far street's path shown only while every class's switch is on (as `_nest`, its first class first)."""
    return _wrap(classes[1:], f'<path class="{classes[0]}" d="{d}"/>') if classes else f'<path d="{d}"/>'


def _gate_blocks(tile_id: str) -> tuple[tuple[Pt, Pt], ...]:
    """Each road's gate (its spot on the wall, the way out) where `draw` puts a far gate block."""
    from .layout import _layout
    return tuple(r.gate for r in _layout(tile_id).roads if r.gate)


def gate_gap(tile_id: str, q: Pt) -> float:
    """How far a point keeps from every far gate block of the tile (100 where it has none)."""
    best = 100.0
    for (x, y), (dx, dy) in _gate_blocks(tile_id):
        along, across = (q[0] - x) * dx + (q[1] - y) * dy, (q[0] - x) * -dy + (q[1] - y) * dx
        best = min(best, math.hypot(max(abs(along) - GATE_HALF_LONG, 0), max(abs(across) - GATE_HALF_WIDE, 0)))
    return best


@lru_cache(maxsize=None)
def far_gates(tile_id: str) -> frozenset[Pt]:
    """The gates a far street runs from (always shown, or since art pass 24 where it leads on to another street,
    `far_curves._gate_led`): `draw` gives these no faded gate stub (art pass 22: the stub, drawn over the street,
    washed its well into a pale ring)."""
    return frozenset(pts[0] for _, cls, pts, _ in _far_plan(tile_id)[0] if not cls)


def well_spots(tile_id: str) -> tuple[tuple[str, Pt, tuple[str, ...]], ...]:
    """`far_ends` as drawn: a well that would come within `GATE_CLEAR` of a gate block left out (a diagonal
    gate's 10 unit stub: art pass 22)."""
    return tuple((kind, q, cls) for kind, q, cls in far_ends(tile_id)
                 if kind != "well" or gate_gap(tile_id, q) - WELL_SOLID_R >= GATE_CLEAR)


#: Art pass 29 (the judge: a "dumbbell" at desktop-fit, a corner town's well and a cap's well 35 px apart at the
#: two ends of one short lane over two tiles): a far well is drawn only this far (units) or farther from the middle
#: of each tile edge its lane runs on across (its switches' edges), so a lane that crosses a seam ends in a well
#: only where it reaches well into its tile (a hub, 35 units or more); a cap's last-resort lane, 14 units from its
#: edge, ends among the cap's roofs.  The plans of the roofs still keep off its spot (`well_spots`).
WELL_EDGE = 20.0


def _edges_of(classes: tuple[str, ...]) -> list[int]:
    """The tile edges whose street or lane a well's switches show it with (`ta-s<e>`, `ta-j<e>`, `ta-le<e>`)."""
    return [int(c[-1]) for c in classes if re.fullmatch(r"ta-(s|j|le)[0-3]", c)]


def drawn_wells(tile_id: str) -> tuple[tuple[Pt, tuple[str, ...]], ...]:
    """The far wells drawn (`well_spots`' wells); art pass 30: one nearer than `WELL_EDGE` to an edge its lane runs
    on across (a cap's) also under that edge's `ta-cf<e>`, shown only where the board names ``f<e>`` in the cell's
    data-cw (`ui.lane_ends`: the one well of a run that has no deeper well)."""
    from .near_streets import well_room  # (it reads WELL_EDGE from here)
    return tuple((q, classes + tuple(f"ta-cf{e}" for e in _edges_of(classes) if not well_room(q, e)))
                 for kind, q, classes in well_spots(tile_id) if kind == "well")


def _ends_markup(tile_id: str) -> str:
    """The far wells (`drawn_wells`), each under its switches (art pass 23: the square's fir is `far_squares`').
    Art pass 31 (the judge after pass 30: at the far zooms a 2.8 unit well is a 1-3 px grey speck that reads as
    dirt): only at the playing zoom (`ta-m`, where it is 3-4 px), not at the far zooms below it."""
    wells = [_nest(list(classes), f'circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(WELL_SOLID_R)}"')
             for (x, y), classes in drawn_wells(tile_id)]
    return f'<g class="ta-m" fill="{over_tint(WELL_SOLID)}">{"".join(wells)}</g>' if wells else ""


#: Art pass 28 (the judge after pass 27: a 1 px seam, L* 75-79 in a lane of L* 86, in S's gate lane at board-far
#: (505-506, 571-573)): where a lane forks off a street that always shows (a trident's fork, `far_curves`), the
#: lane leaves the street at about 45 degrees, and the paving between the two, under a pixel wide from 7 to 10
#: units off the fork, shows as a darker seam inside the lane.  A short run of the lane's own stroke down the
#: middle of that angle (`FORK_RUN` units, on the side the lane came from) fills it: the fork's crotch is rounded
#: off where the paving between the two would be under a pixel; the paving shows from about 1.5 px wide.
#: Forks of a wider angle (over `FORK_ANGLE`) leave no such sliver and keep their crotch.
FORK_RUN, FORK_ANGLE = 8.0, 60.0


def _fork_run(end: Pt, before: Pt, street: tuple[Pt, ...]) -> Pt | None:
    """Where a lane ending at `end` (its point `before` about the run's length back) on polyline `street` runs on to (`FORK_RUN` down
    the middle of the angle it makes with the street), or None where it ends off the street's inside (4 units off
    its ends) or makes a wide angle with it."""
    i = min(range(len(street)), key=lambda k: math.dist(end, street[k]))
    if math.dist(end, street[i]) > 0.75 or min(math.dist(end, street[0]), math.dist(end, street[-1])) < 4:
        return None
    bx, by = before[0] - end[0], before[1] - end[1]
    j, k = max(i - 1, 0), min(i + 1, len(street) - 1)
    sx, sy = street[k][0] - street[j][0], street[k][1] - street[j][1]
    nb, ns = math.hypot(bx, by), math.hypot(sx, sy) * (1 if sx * bx + sy * by > 0 else -1)
    (bx, by), (sx, sy) = (bx / nb, by / nb), (sx / ns, sy / ns)
    if bx * sx + by * sy < math.cos(math.radians(FORK_ANGLE)):
        return None
    mx, my = bx + sx, by + sy
    size = math.hypot(mx, my)
    return end[0] + FORK_RUN * mx / size, end[1] + FORK_RUN * my / size


def _forks_run_on(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """`pieces` and, after each lane that forks off an always shown street, its run into the fork (`_fork_run`), a
    piece of the lane's switch: `far_streets` puts it in the lane's path (its own stroke, no join to miter)."""
    streets = [flat(c, 24) for cls, c in pieces if not cls]
    out = []
    for cls, cubics in pieces:
        e, line = cubics[-1][3], flat(cubics, 24)
        before = next((p for p in line[::-1] if math.dist(p, e) >= FORK_RUN * 0.8), line[0])
        q = next((q for pl in streets for q in [_fork_run(e, before, pl)] if q), None) if cls else None
        out += [(cls, cubics)] + ([(cls, ((e, e, q, q),))] if q else [])  # (one path, two strokes: no sharp join)
    return tuple(out)


def far_streets(tile_id: str) -> str:
    """The far streets' markup (see the module's docstring): every kerb first, then every light middle, each path
    with its switch's class, so a street's kerb never crosses another's middle where they meet at the hub."""
    pieces = _forks_run_on(far_pieces(tile_id)) + tuple(((cls,), ((a, a, b, b),)) for cls, (a, b) in far_cap_lines(tile_id))
    if not pieces:
        return ""
    by_class: dict[tuple[str, ...], str] = {}
    for cls, cubics in pieces:
        by_class[cls] = by_class.get(cls, "") + curve_d(cubics)
    # art pass 20: the light middle alone, no dark kerb (a pale line in a dark outline read as a trace on a circuit
    # board; the kerb's second copy of every path was also 0.4 KB of the defs' budget the curves needed); art pass
    # 21: a piece under several switches (the square's Y) nested, shown while all are on
    paths = "".join(_nest_path(cls, d) for cls, d in by_class.items())
    out = [f'<g stroke="{over_tint(FAR_LANE)}" stroke-width="{_num(FAR_LANE_W)}">{paths}</g>', _ends_markup(tile_id)]
    return f'<g class="ta-fs" display="none" fill="none" stroke-linecap="round">{"".join(out)}</g>'


def _seg_box_gap(a: Pt, b: Pt, box: tuple[float, float, float, float]) -> float:
    """The distance from segment a-b to the axis-aligned box (x0, x1, y0, y1); 0 where they meet."""
    x0, x1, y0, y1 = box
    if x0 <= a[0] <= x1 and y0 <= a[1] <= y1 or x0 <= b[0] <= x1 and y0 <= b[1] <= y1:
        return 0.0
    corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    edges = ((corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[3]), (corners[3], corners[0]))
    for c, d in edges:
        if _cross(a, b, c, d):
            return 0.0
    return min([_point_seg(c, a, b) for c in corners] + [_point_seg(p, c, d) for p in (a, b) for c, d in edges])


def _cross(a: Pt, b: Pt, c: Pt, d: Pt) -> bool:
    def side(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def _point_seg(p: Pt, a: Pt, b: Pt) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    size = dx * dx + dy * dy
    t = 0.0 if size == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / size))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def street_gap(tile_id: str, p: Pt, box: tuple[float, float, float, float]) -> float:
    """How far an upright piece of `box` at `p` keeps from every far street's middle line under every turn of
    the tile (the street turns with the tile, the piece stays upright); 100 where the tile has none.  A segment
    whose bounding box is no nearer to the piece's box than the best gap so far cannot lower it and is skipped
    (the same minimum, for a fraction of the work: the far plan asks this thousands of times a type)."""
    best = 100.0
    for rot in (0, 90, 180, 270):
        x, y = _turn(p, rot)
        x0, x1, y0, y1 = x + box[0], x + box[1], y + box[2], y + box[3]
        for a, b in _turned_segments(tile_id, rot):
            gx = max(min(a[0], b[0]) - x1, x0 - max(a[0], b[0]), 0.0)
            gy = max(min(a[1], b[1]) - y1, y0 - max(a[1], b[1]), 0.0)
            if math.hypot(gx, gy) > best + 1e-9:  # (a margin for rounding: never skip one that could tie)
                continue
            best = min(best, _seg_box_gap(a, b, (x0, x1, y0, y1)))
            if best == 0.0:
                return best
    return best


@lru_cache(maxsize=2048)
def _turned_segments(tile_id: str, rot: int) -> tuple[tuple[Pt, Pt], ...]:
    """Every far street's segments of the tile, turned by `rot` (`street_gap`)."""
    return tuple((_turn(a, rot), _turn(b, rot)) for _, pts in far_street_lines(tile_id) for a, b in zip(pts, pts[1:]))


def street_clear(tile_id: str, p: Pt, box: tuple[float, float, float, float]) -> bool:
    """Whether an upright piece of `box` at `p` stands off every far street (`STREET_CLEAR` from its middle)."""
    return street_gap(tile_id, p, box) >= STREET_CLEAR - 1e-9

