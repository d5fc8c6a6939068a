"""The board's tile symbols: each tile type's drawing (`draw.tile_content`) written short (`compact`).

Why a served function of its own (session 19): the page reads each type's markup from the build's table
(`built`), so the markup written short there costs the page nothing, while `draw.tile_content` stays as the
painters write it for the tests that read its paths.  The symbols go in `compact.GZIP_ORDER`.
"""

from __future__ import annotations

import html
from functools import lru_cache

from .built import ahead
from .compact import compact
from .draw import tile_content


@lru_cache(maxsize=None)
@ahead("symbol_content")
def symbol_content(tile_id: str) -> str:
    """A tile type's drawing as the board's symbol holds it: `draw.tile_content` through `compact` (the same
    drawing to the number); in the page, read from the build's table."""
    return compact(tile_content(tile_id))


def tile_symbols(tile_ids) -> str:
    """The board's `<symbol id="tile-{id}">` of these tile types, one per type (`tileart.tile_defs`).

    One symbol per type, placed with `<use href="#tile-{id}" transform="rotate(...)">`, keeps a board of
    100+ tiles cheap to build and to re-render."""
    return "".join(f'<symbol id="tile-{html.escape(tid)}" viewBox="0 0 100 100" width="100" height="100">'
                   f'{symbol_content(tid)}</symbol>' for tid in tile_ids)
