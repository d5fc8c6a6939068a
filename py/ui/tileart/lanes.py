"""A town's lanes and its open square, and the square's centrepiece: a snowy fir with lights.

Apart from `draw` (the tile's markup) because the town's composition is one question, whether a player sees
the streets run from each gate to a square: pass 7's lanes were pale 6 px smears and its square a 14 px patch
behind a well, the same sprite as the crossroads marker, so a town's square read as a road marker.
"""

from __future__ import annotations

import math
import zlib

from .geometry import Pt, _num
from .palette import PALETTE
from .town_plan import _EDGE_PORT, LANE_W, SEAM_GAP, _lanes

#: The square: an irregular opening about 22 units across (21 px at 96 px a tile), its rim's radius varying
#: between these (the 9-unit box plus clearance the cottages keep from it holds it).
SQUARE_R = (9.8, 11.7)
#: Kept for the cottages' clearance tests: the square's half size inside its edge.
SQUARE_HALF = 7.0
#: The lane's light middle: the lane less its edge, 1.6 units in all (about 6 px of #e4dfd8 inside 1 px of
#: #b3a89c a side at 96 px a tile).
LANE_EDGE = 1.6


def lane_paths(tile_id: str) -> str:
    """The lanes: trodden snow (#e4dfd8) inside a darker edge (#b3a89c), `LANE_W` wide in all, round-ended, from
    each gate to where the town's lanes meet; and each city's square (`square`) in a group of its own (class
    `ta-sq<i>`, i the city's segment index) that static/tileart.css shows only on the `<use>` the board marks
    (`data-sq`, ui/town_squares.py): one square a city on the board, on the tile nearest the city's middle, not
    one on every tile of a big city like wallpaper (pass 8).  Near view only (`ta-d`): at 72 px a tile and below
    the hub lanes crossed whole tiles and read as the tile grid (pass 10); there `gate_stubs` draws short stubs."""
    P = PALETTE
    plans = _lanes(tile_id)
    main, joints = _split_at_seams([ln for ls, _ in plans for ln in ls])
    seg = lambda a, b: f"M{_num(a[0])},{_num(a[1])}L{_num(b[0])},{_num(b[1])}"  # noqa: E731
    d = "".join(seg(a, b) for a, b in main)
    def strokes(d: str) -> str:
        return (f'<path d="{d}" stroke="{P["lane_edge"]}" stroke-width="{_num(LANE_W)}"/>'
                f'<path d="{d}" stroke="{P["lane"]}" stroke-width="{_num(LANE_W - LANE_EDGE)}"/>')
    out = ""
    if d:
        # each lane's last 8 px to a tile edge in a group of its own (class ta-j<e>, e the edge N E S W at rotation
        # 0) that static/tileart.css shows only where the board says the neighbour's lane meets it (`data-ln`,
        # ui/board_walls.py): elsewhere the lane ends round, 8 px short of the seam
        ends = "".join(f'<g class="ta-j{e}" stroke-linecap="butt">{strokes(seg(a, b))}</g>' for e, (a, b) in joints)
        out = (f'<g class="ta-d" fill="none" stroke-linecap="round" stroke-linejoin="round">'
               f'{strokes(d)}{ends}</g>')
    squares = "".join(f'<g class="ta-sq{i}">{square(sq[0], [a for a, _ in ls], i)}</g>'
                      for i, (ls, sq) in enumerate(plans) if sq)
    return out + (f'<g class="ta-d">{squares}</g>' if squares else "")


def _split_at_seams(lanes: list[list[Pt]]) -> tuple[list[list[Pt]], list[tuple[int, list[Pt]]]]:
    """The lanes less their last `SEAM_GAP` units to a tile edge, and those pieces by edge (from the edge in)."""
    main, joints = [], []
    for a, b in lanes:
        if a in _EDGE_PORT:
            size = math.dist(a, b) or 1.0
            cut = (a[0] + (b[0] - a[0]) * SEAM_GAP / size, a[1] + (b[1] - a[1]) * SEAM_GAP / size)
            joints.append((_EDGE_PORT.index(a), [a, cut]))
            a = cut
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


def square(p: Pt, gates: list[Pt], seed: int = 0) -> str:
    """A town's square at `p`: flat #ddd6cd, no joints, inside a 1-unit #b3a89c rim, open where each lane (from a
    gate in `gates`) comes in (the lane's light middle carried over the rim), the fir standing on it."""
    P = PALETTE
    rim = square_outline(p, seed)
    d = "M" + "L".join(f"{_num(a)},{_num(b)}" for a, b in rim) + "z"
    mouths = []
    for g in gates:
        dx, dy = g[0] - p[0], g[1] - p[1]
        size = math.hypot(dx, dy) or 1.0
        r = max(math.dist(p, q) for q in rim) + 1.2
        mouths.append(f"M{_num(p[0] + dx / size * (SQUARE_R[0] - 2))},{_num(p[1] + dy / size * (SQUARE_R[0] - 2))}"
                      f"L{_num(p[0] + dx / size * min(r, size))},{_num(p[1] + dy / size * min(r, size))}")
    lane = (f'<path d="{"".join(mouths)}" stroke="{P["lane"]}" stroke-width="{_num(LANE_W - LANE_EDGE)}" '
            f'stroke-linecap="butt"/>') if mouths else ""
    return (f'<path d="{d}" fill="{P["square"]}" stroke="{P["lane_edge"]}" stroke-width="2" stroke-linejoin="round"/>'
            f'<path d="{d}" fill="{P["square"]}"/>{lane}{fir(p)}')


def fir(p: Pt) -> str:
    """The square's centrepiece, upright however the tile turns (`ta-up`), 14.5 units tall (14 px at 96 px a
    tile): a dark green fir of three tiers under snow, standing straight on the square in a brick tub (#a4553f),
    hung with warm lights; nothing else on a tile is a green cone, so it never reads as the crossroads well."""
    P = PALETTE
    x, y = p
    tiers = "M0,-8.6L4.4,-3.2H-4.4zM0,-5.4L5.6,.6H-5.6zM0,-1.8L6.8,4.4H-6.8z"
    snow = "M-2.4,-5.7L0,-8.9L2.4,-5.7L1,-6.3L0,-5.5L-1,-6.3zM-3.4,-1.7L0,-5.4L3.4,-1.7L1.6,-2.4L0,-1.6L-1.6,-2.4z"
    lights = "M1.8,-1h0M-3.4,1.6h0M.6,2.4h0M3.6,3h0M-1,-.6h0"
    return (f'<g class="ta-up"><g transform="translate({_num(x)} {_num(y - 1)}) scale(.9)">'
            f'<ellipse cx="1.2" cy="7.8" rx="5.6" ry="1.5" fill="{P["snow_shade"]}"/>'
            f'<path d="M-2.8,4.4h5.6l-.9,3.6h-3.8z" fill="{P["eave_brick"]}" stroke="{P["outline"]}" stroke-width=".6"/>'
            f'<path d="{tiers}" fill="{P["fir"]}" stroke="{P["fir_dark"]}" stroke-width=".7" stroke-linejoin="round"/>'
            f'<path d="{snow}" fill="#fff"/>'
            f'<path d="{lights}" stroke="{P["mini_window"]}" stroke-width="1.3" stroke-linecap="round"/></g></g>')


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
