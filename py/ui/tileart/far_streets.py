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
from functools import lru_cache

from .geometry import Pt, _num, _turn

#: The far lane's light middle and its kerb, in units (at 49 px a tile: 2.2 px and 0.8 px a side; at 61 px 2.7
#: and 1 px), and their colours under the far view's town tint (#a99e93 at 40 %): #ddd8d4 and #968a7e.
FAR_LANE_W, FAR_KERB_W = 4.4, 7.6
FAR_LANE, FAR_KERB = "#fff", "#8a7d70"
#: How far a roof's drawn box keeps from a far street's middle line: the kerb's half width and 1 px at 61 px.
STREET_CLEAR = FAR_KERB_W / 2 + 0.5 / 0.61

Segment = tuple[str, tuple[Pt, ...]]


@lru_cache(maxsize=None)
def far_street_lines(tile_id: str) -> tuple[Segment, ...]:
    """(class, points) of every far street of the tile at rotation 0: class "" for a gate's street (always shown),
    "ta-s<e>" for a street to edge e, "ta-j<e>" for a lane to edge e; its points from the gate or the edge's middle
    to the tile's hub."""
    from .town_plan import _EDGE_PORT, _lanes  # (town_plan imports what imports this module)
    from .village import street_lines
    out: list[Segment] = []
    for (lanes, _), streets in zip(_lanes(tile_id), street_lines(tile_id)):
        for ln in lanes:
            out.append((f"ta-j{_EDGE_PORT.index(ln[0])}" if ln[0] in _EDGE_PORT else "", tuple(ln)))
        for e, (a, b) in sorted(streets.items()):
            if not any(pts[0] == a and pts[-1] == b for _, pts in out):
                out.append((f"ta-s{e}", (a, b)))
    return tuple(out)


def _seg(pts: tuple[Pt, ...]) -> str:
    return "M" + "L".join(f"{_num(x)},{_num(y)}" for x, y in pts)


def far_streets(tile_id: str) -> str:
    """The far streets' markup (see the module's docstring): every kerb first, then every light middle, each path
    with its switch's class, so a street's kerb never crosses another's middle where they meet at the hub."""
    lines = far_street_lines(tile_id)
    if not lines:
        return ""
    by_class: dict[str, str] = {}
    for cls, pts in lines:
        by_class[cls] = by_class.get(cls, "") + _seg(pts)
    out = []
    for colour, width in ((FAR_KERB, FAR_KERB_W), (FAR_LANE, FAR_LANE_W)):
        paths = "".join(f'<path class="{cls}" d="{d}"/>' if cls else f'<path d="{d}"/>' for cls, d in by_class.items())
        out.append(f'<g stroke="{colour}" stroke-width="{_num(width)}">{paths}</g>')
    return f'<g class="ta-fs" display="none" fill="none" stroke-linecap="round">{"".join(out)}</g>'


def _seg_box_gap(a: Pt, b: Pt, box: tuple[float, float, float, float]) -> float:
    """The distance from segment a-b to the axis-aligned box (x0, x1, y0, y1); 0 where they meet."""
    x0, x1, y0, y1 = box
    inside = lambda p: x0 <= p[0] <= x1 and y0 <= p[1] <= y1  # noqa: E731
    if inside(a) or inside(b):
        return 0.0
    corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    edges = list(zip(corners, corners[1:] + corners[:1]))
    if any(_cross(a, b, c, d) for c, d in edges):
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
    the tile (the street turns with the tile, the piece stays upright); 100 where the tile has none."""
    best = 100.0
    for _, pts in far_street_lines(tile_id):
        for (a, b), rot in ((ab, r) for ab in zip(pts, pts[1:]) for r in (0, 90, 180, 270)):
            x, y = _turn(p, rot)
            best = min(best, _seg_box_gap(_turn(a, rot), _turn(b, rot), (x + box[0], x + box[1], y + box[2], y + box[3])))
    return best


def street_clear(tile_id: str, p: Pt, box: tuple[float, float, float, float]) -> bool:
    """Whether an upright piece of `box` at `p` stands off every far street (`STREET_CLEAR` from its middle)."""
    return street_gap(tile_id, p, box) >= STREET_CLEAR - 1e-9
