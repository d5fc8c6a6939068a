"""Art pass 22, the roof light at the zooms people play at (docs/art-reviews.md, "After pass 21", ask 1): pass 21
gave the far roofs (49 px a tile) two lit columns 13 L* over the body; the mini cottages drawn at fit (about 71 px,
desktop-fit) and mid (61 px, board-mid) did not (10 of 31 ochre cottages at fit, 2 of 39 at mid).  Here, on the
cottages the board's defs ship, at both zooms and every sub-pixel phase: two full lit columns 13 L* over the body
on every colour, the coloured band at least 4.5 px tall at fit (the saturated ochre the judge counts), and a
bottom edge: the row under the body 8 L* or more darker than the body (an eave L* 45-50), so the cottages read as
houses with an overhang, not sugar cubes.

Drawn with pass 21's scan lines (`test_tileart_pass21_roofs`: the paths in paint order, box-filtered into pixels).
"""

from __future__ import annotations

import re

from ui import tileart
from ui.tileart.far_roofs import COLOURS, MINI_EAVES
from ui.tileart.palette import PALETTE

from test_tileart_pass16_far import lab  # noqa: E402  (tests/ui is on the path)
from test_tileart_pass21_roofs import PHASES, paint, pixels

#: The zooms people play at: desktop-fit (about 71 px a tile) and board-mid (61 px); the markers draw a mini
#: cottage at one unit a tile's hundredth.
ZOOMS = {"fit": 0.71, "mid": 0.61}
BOARDS = {"icon_defs (the board)": tileart.icon_defs}


def minis(svg: str) -> dict[str, str]:
    """Each roof colour's mini cottage as the board's defs draw it (`<g id="ta-mr{k}">`)."""
    return {c: re.search(rf'<g id="ta-mr{k}">(.*?)</g>', svg).group(1) for k, c in enumerate(COLOURS)}


def band(body: str, colour: str) -> tuple[float, float]:
    """The rows (units) where the cottage's band shows its colour at x 2 (right of the lit end): top, foot."""
    column = paint(body, False, 2.0)
    ys = [k / 20 for k in range(-200, 200) if column(k / 20) == PALETTE[colour]]
    return min(ys), max(ys)


def test_every_mini_cottage_shows_two_full_columns_13_lstar_lighter_at_fit_and_mid():
    """On the band's rows from a third of the way down to its foot (above, the roof's slope and its outline cut the
    lit end's corner), at every phase: two pixels or more 13 L* over the body, and the lit end still a side (at
    most two fifths of the cottage's 16.8 units, and a pixel)."""
    failures = []
    for board, defs in BOARDS.items():
        for colour, body in minis(defs()).items():
            own = lab(PALETTE[colour])[0]
            top, foot = band(body, colour)
            for zoom, px in ZOOMS.items():
                for y in (top + (foot - top) / 3, (top + foot) / 2, foot - 0.5 / px):
                    line = paint(body, True, y)
                    for phase in PHASES:
                        lit = [x for x, c in pixels(line, -10, 10, phase, px)
                               if -8.4 <= x + 0.5 / px <= 8.4 and lab(c)[0] - own >= 13]
                        if len(lit) < 2:
                            failures.append((board, colour, zoom, round(y, 2), phase, "under 2 lit columns"))
                        elif len(lit) > 0.4 * 16.8 * px + 1:
                            failures.append((board, colour, zoom, round(y, 2), phase, "lit end wider than a side"))
    assert not failures, failures[:6]


def test_the_mini_cottages_band_is_4_75_px_tall_at_fit_with_its_snow_cap_2_rows():
    """The saturated ochre the judge counts at fit (1426 px after pass 21, asked 1650): the band in colour 6.7
    units or more (4.75 px at 71 px a tile; pass 21: 5.35 under the outline's stroke), its snow cap 2.75 units or
    more (the white top that makes it a snowy roof, 1.95 px at 71 px: two rows)."""
    failures = []
    for board, defs in BOARDS.items():
        for colour, body in minis(defs()).items():
            top, foot = band(body, colour)
            column = paint(body, False, 2.0)
            snow = [k / 20 for k in range(-200, 200) if column(k / 20) == PALETTE["house_snow"]]
            if (foot - top) * ZOOMS["fit"] < 4.75:
                failures.append((board, colour, "band", top, foot))
            if (max(snow) - min(snow)) * ZOOMS["fit"] < 1.95:
                failures.append((board, colour, "snow cap", min(snow), max(snow)))
    assert not failures, failures


def _is(c: str, colour: str) -> bool:
    """Whether pixel `c` is `colour` within the judge's tolerance (RGB differences summing under 6)."""
    return sum(abs(int(c[i:i + 2], 16) - int(PALETTE[colour][i:i + 2], 16)) for i in (1, 3, 5)) < 6


def test_a_mini_cottages_band_ends_on_a_1_px_eave_at_lstar_45_to_50_at_fit_and_mid():
    """Down through the body (x 0, between the door and the window): under the band an eave L* 45-50 (the
    judge's alternative to a dark shadow row), 1 px tall or more at both zooms, then the wall; under an ochre body
    (L* 57) the row directly under the body's last pixel is 6 L* darker or more at the median phase, and one of the
    two rows under it 4 L* darker at every phase (pass 21: the outline's 0.64 px, the row under L* 55-56)."""
    failures = []
    for board, defs in BOARDS.items():
        for colour, body in minis(defs()).items():
            own = lab(PALETTE[colour])[0]
            column = paint(body, False, 0.0)
            _, foot = band(body, colour)
            key = MINI_EAVES[colour]  # (art pass 24: each colour its own eave, 6 L* under its body or more)
            eave = [k / 20 for k in range(int(foot * 20) + 1, 200) if column(k / 20) == PALETTE[key]]
            if not (45 <= lab(PALETTE[key])[0] <= 50 if colour == "roof_far_ochre" else lab(PALETTE[key])[0] <= own - 6) or not eave:
                failures.append((board, colour, "no eave L* 45-50 under the band"))
                continue
            if column(max(eave) + 0.5) != PALETTE["house_wall"]:
                failures.append((board, colour, "no wall under the eave", column(max(eave) + 0.5)))
            for zoom, px in ZOOMS.items():
                if (max(eave) - foot) * px < 1:
                    failures.append((board, colour, zoom, "eave under 1 px", foot, max(eave)))
                if colour != "roof_far_ochre":
                    continue
                under, darkest = [], []
                for phase in PHASES:
                    col = pixels(column, foot - 4, foot + 4, phase, px)
                    last = max(i for i, (_, c) in enumerate(col) if _is(c, colour))
                    under.append(lab(col[last + 1][1])[0])
                    darkest.append(min(lab(c)[0] for _, c in col[last + 1:last + 3]))
                if sorted(under)[len(under) // 2] > own - 6 or max(darkest) > own - 4:
                    failures.append((board, colour, zoom, sorted(under)[len(under) // 2], max(darkest)))
    assert not failures, failures[:6]
