"""Art pass 44, the walls' relief at the playing zoom (the judge after passes 41-43: walls look flat at fit and mid).

The inner shade band cannot widen without moving cottages (`fit_band.WALL_KEEP`, kept at 6.41), so at the playing
zoom (`lod-mid`) the wall's cast shadow on the snow OUTSIDE it grows instead: its foot band (`wall_shadow`'s -4.6 line,
class `ta-ws`) darker and wider, the paler verge band beyond it (`ta-wv`) darker too, by custom properties whose
fallbacks are the drawn attributes (near and far unchanged).  Main fails: no `wall.cast_css`, no classes."""

from __future__ import annotations

import os
import re

from carcassonne.tiles import TILE_TYPES
from ui.tileart import PALETTE, tile_content
from ui.tileart import fit_band, wall
from ui.tileart.layout import _layout

CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css"), encoding="utf-8").read()
#: The wall's dark band's half width (units): the cast shadow shows past it.
WALL_HALF = 7.6 / 2
#: The playing zoom's smallest tile in the judged pictures (board-mid, px a tile) and the 100-unit tile.
MID_PX, UNITS = 61, 100


def _lum(hexcol: str) -> float:
    r, g, b = (int(hexcol[i:i + 2], 16) for i in (1, 3, 5))
    return (r + g + b) / 3


def test_the_static_sheet_holds_the_generated_cast_shadow_block():
    assert wall.cast_css() in CSS


def test_every_walled_tiles_cast_shadow_carries_the_classes_the_sheet_styles():
    """Every tile type with walls: its foot band (`wall_shadow` colour, 3 wide) is `ta-ws` and its verge band
    (4.4 wide) `ta-wv`, each with the attributes the near and far views keep."""
    foot = re.compile(r'<path class="ta-ws(?: ta-wq)?" d="[^"]+" fill="none" stroke="{}" stroke-width="3"/>'.format(PALETTE["wall_shadow"]))
    verge = re.compile(r'<path class="ta-wv(?: ta-wq)?" d="[^"]+" fill="none" stroke="{}" stroke-width="4.4"/>'.format(PALETTE["verge_flat"]))
    bad = []
    for tid in sorted(TILE_TYPES):
        if not any(c.shape.walls for c in _layout(tid).cities):
            continue
        s = tile_content(tid)
        if not foot.search(s) or not verge.search(s):
            bad.append(tid)
    assert not bad, bad


def test_the_fallbacks_are_the_attributes_so_near_and_far_keep_their_shadow():
    css = wall.cast_css()
    assert f"var(--ta-wsc, {PALETTE['wall_shadow']})" in css and "var(--ta-wsw, 3px)" in css
    assert f"var(--ta-wvc, {PALETTE['verge_flat']})" in css
    assert re.search(r"svg\.lod-mid \{[^}]*--ta-wsc", css), "set at the playing zoom only"


def test_the_playing_zooms_cast_shadow_shows_two_px_past_the_wall_graded_and_darker():
    """At 61 px a tile the foot band shows >= 2 px past the wall's dark band; it is darker than the near view's, and
    the verge beyond it lighter than the foot (graded from the wall out) yet darker than the near verge."""
    foot, width, verge = wall.MID_CAST
    shown = 4.6 + width / 2 - WALL_HALF
    assert shown * MID_PX / UNITS >= 2.0, shown
    assert _lum(foot) < _lum(PALETTE["wall_shadow"]) - 10
    assert _lum(foot) < _lum(verge) < _lum(PALETTE["verge_flat"])
    assert 4.6 + width / 2 < 6.5 + 4.4 / 2, "the verge band still shows beyond the foot band"


def test_no_cottage_moves_the_inner_band_and_its_keep_are_unchanged():
    assert wall.MID_SHADE_EDGE == 5.0 and abs(fit_band.WALL_KEEP - 6.41) < 1e-9
