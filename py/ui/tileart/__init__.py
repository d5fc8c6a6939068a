"""Winter-themed tile art, drawn from the tile catalogue: pure functions that return SVG markup strings.

Why drawn from data and not from bitmaps: every tile type of every set (base, winter animals, river,
inns & cathedrals, gingerbread) is drawn by the same generic code from its `TileType`, so a corrected
catalogue row (the provisional gingerbread shapes) is redrawn correctly with no art work, and what a
player sees always matches what the engine scores.

Everything is laid out once per tile type at rotation 0 in a 100x100 box (y down) and cached:

* cities are wall-bounded shapes chosen by the set of edges they join (cap, corner, band, three sides,
  whole tile) on pale snowy cobbles inside a snow-capped stone wall, with slate-roofed towers, gatehouses, a lane in from each gate, rows of snowy
  houses in four shapes along the streets (varied per board cell by static CSS, `town`), banners hung
  on the wall and a cathedral;
* roads and the river are bands along cubic centre lines from edge midpoints; a one-edge road leads to
  a junction, a monastery, a city gate or a house;
* buildings (monastery, garden, inn, house, junction hamlet) and decorations (the winter tiles' animals,
  a frozen pond, the gingerbread icon) are placed where the snow is free;
* the snow and the cobbles are drawn crisp and unclipped (the symbol does not clip, static/tileart.css),
  so two tiles butt with no hairline of the table between them; everything over them is clipped to the
  tile in a nested `<svg>` viewport;
* two levels of detail in one drawing: near-only groups (`ta-d`) and a far-only group (`ta-f`, bold
  icons shared through `icon_defs`), switched by static CSS (static/tileart.css) from the board's
  `lod-far` class, so zooming out needs no redraw; at the playing zoom (56-72 px a tile) the board's
  `lod-mid` class swaps the far view's snowy blobs for mini cottages and shows the wall's stone face (`ta-m`);
* fields are whatever snow is left: a coarse raster (`_Grid`) of the obstacles is flood-filled from each
  field's half-edges, which gives every field its region, its follower anchor and its highlight path, and
  lets the tests check that the drawing separates exactly the fields the catalogue separates.

Rotated queries (`location_anchor`, `segment_path`) take the rotation-0 geometry of the segment the
engine's location name picks and turn its points, so they agree with `<use transform="rotate(...)">`
by construction.  Nothing here imports `js` or `pyscript`: it runs on CPython for the tests and in
Pyodide in the page; the work per tile type is a few thousand arithmetic steps, done once, on first use
(importing the package only defines functions and a few constant tables).

The package, in dependency order (each module imports only the ones above it):

* `palette`: the theme's colours (`PALETTE`, `MEEPLE_COLOURS`);
* `geometry`: points, path commands, polylines in the tile box;
* `grid`: the raster of obstacles (`_Grid`), field floods and outlines;
* `layout`: where each feature of a tile type stands (`_layout`, `_fields`);
* `town`: the shared snow and cobble patterns, the terraced houses and their per-cell variants, banners,
  gatehouses;
* `roads`: where a road's strips end (carried to the tile's clip) and its wheel ruts;
* `landmarks`: the abbey, the hedged garden, the inn by its frozen lake;
* `water`: the frozen River, its source and its lake;
* `figures`: followers and the gingerbread man;
* `animals`: the winter tiles' animals (deer, boar, wolf, fox, bear, crow, wolpertinger);
* `draw`: the tile markup (`tile_content`, `tile_svg`);
* `compact`, `symbols`: the board's symbols written short (`symbol_content`, served from the build's table);
* `locations`: follower anchors and feature highlight paths.

The UI imports only the names re-exported here; the underscore names are shared inside the package.
"""

from __future__ import annotations

from functools import lru_cache

from carcassonne.tiles import TILE_TYPES

from . import draw as _draw
from .compact import gzip_order as _gzip_order
from .draw import near_content, tile_content, tile_svg
from .far_roofs import roof_defs
from .mini_kinds import pair_defs
from .far_kinds import far_defs
from .figures import gingerbread_svg, meeple_svg
from .geometry import TILE
from .symbols import symbol_content, tile_symbols as _tile_symbols
from .locations import field_conflicts, field_region_sizes, location_anchor, segment_path
from .palette import MEEPLE_COLOURS, PALETTE


@lru_cache(maxsize=1)
def icon_defs() -> str:
    """The board's shared defs (`draw.icon_defs`) and the far roofs' colours (`far_roofs.roof_defs`, art pass 16)."""
    return _draw.icon_defs() + roof_defs() + pair_defs() + far_defs()  # (passes 24-25: pairs; large far roofs)


@lru_cache(maxsize=1)
def tile_defs() -> str:
    """The content of the board's `<defs>` with every tile type: the shared defs, then each type's symbol
    (`symbols.tile_symbols`) in `compact.GZIP_ORDER`, as the build's table holds them.  Computed once."""
    return icon_defs() + _tile_symbols(_gzip_order(TILE_TYPES))


__all__ = [
    "TILE", "PALETTE", "MEEPLE_COLOURS", "icon_defs", "near_content", "tile_defs", "tile_svg", "tile_content",
    "symbol_content", "location_anchor",
    "segment_path", "meeple_svg", "gingerbread_svg",
    "field_conflicts", "field_region_sizes",  # the drawing's own checks (tests/ui/test_tileart.py)
]
