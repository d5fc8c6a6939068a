"""The tile art the build worked out ahead of time: the page reads it instead of planning towns on its main thread.

Why: a tile type's drawing is mostly search (cottages tried against walls, lanes, the square and the followers'
room; art passes 10-14), about 8 s of CPU on CPython for the 79 types and a few times that in Pyodide.  The page
did it on first need, on the main thread: opening a game with every expansion was one task of over 4 s, and the
menu's warm-up made tasks of a second.  What it computes depends on the tile type alone, so `sitebuild/build.py`
computes it once on CPython (`table`) and ships it in app.zip as ``ui/tileart/built.json``; the page reads that
file once (`ahead` serves each call from it) and computes only a type the table lacks.

CPython runs from py/, where there is no such file: the tests test the code that computes.  A value goes in as
its ``repr`` and comes back with `ast.literal_eval`, so tuples, lists, dicts and floats come back as they went in.
"""

from __future__ import annotations

import ast
import json
import pkgutil
from functools import lru_cache, wraps
from typing import Callable, TypeVar

FILE = "built.json"  # beside this module inside app.zip (written by the build, never into py/)
T = TypeVar("T")


@lru_cache(maxsize=1)
def _table() -> dict[str, dict[str, str]]:
    """{kind: {tile id: text}} from app.zip, or {} where there is none (CPython from the sources)."""
    try:
        data = pkgutil.get_data(__package__ or "ui.tileart", FILE)
    except OSError:
        return {}
    return json.loads(data) if data else {}


#: The functions served from the table: kind -> (function, whether its value is a literal to evaluate).
SERVED: dict[str, tuple[Callable[[str], object], bool]] = {}


def ahead(kind: str, literal: bool = False) -> Callable[[Callable[[str], T]], Callable[[str], T]]:
    """A per-tile-type function whose value the build works out ahead: the page takes it from the table when the
    table has the type, else computes it.  ``literal``: the value is data (kept as its ``repr``), not markup."""
    def wrap(compute: Callable[[str], T]) -> Callable[[str], T]:
        @wraps(compute)
        def served(tile_id: str) -> T:
            text = _table().get(kind, {}).get(tile_id)
            if text is None:
                return compute(tile_id)
            return ast.literal_eval(text) if literal else text  # type: ignore[return-value]
        SERVED[kind] = (compute, literal)
        return served
    return wrap


def table(tile_ids) -> dict[str, dict[str, str]]:
    """What the build writes: every served function's value for each tile type, computed here (on CPython)."""
    import importlib

    for module in ("symbols", "town_plan", "seam_colours", "far_seams"):  # importing them registers their served functions
        importlib.import_module(f"{__package__}.{module}")

    return {kind: {t: repr(compute(t)) if literal else compute(t) for t in tile_ids}
            for kind, (compute, literal) in sorted(SERVED.items())}
