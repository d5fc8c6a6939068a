"""Session 19, bytes: the tile defs written short (`tileart.compact`) with every picture the same.

The defs' gzip budget (40 000 B) was nearly spent (39 899 B).  Two changes, neither visible:

- every path's data and every number written one way, the shortest SVG allows (`compact.compact`): no commas,
  no space before a minus sign or a second point, no leading zero, `l0,5` as `v5`, and no empty groups; checked
  here over every tile type's symbol (the shared defs are left as drawn: tests read their paths), and that each
  symbol is its drawing (`draw.tile_content`) to the number: the same elements, attributes and values, every
  path the same commands through the same points;
- the symbols in `compact.GZIP_ORDER` (like tiles side by side, for deflate's 32 KB window), in the defs and in
  the build's table, which must still list every tile type once.
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET

import pytest

import ui.tileart as tileart
from carcassonne.tiles import TILE_TYPES
from ui.tileart import compact, draw, symbols

SVG_NS = "http://www.w3.org/2000/svg"
_TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)")


def _parse(fragment: str) -> ET.Element:
    return ET.fromstring(f'<svg xmlns="{SVG_NS}">{fragment}</svg>')


def _path(d: str) -> list[tuple[str, list[float]]]:
    """A path's commands with their numbers, a relative line along an axis as the `l` it stands for."""
    tokens = _TOKEN.findall(d)
    assert "".join(tokens) == re.sub(r"[\s,]", "", d), f"unexpected characters in {d[:60]!r}"
    out: list[tuple[str, list[float]]] = []
    for tok in tokens:
        if tok.isalpha():
            out.append((tok, []))
        else:
            out[-1][1].append(float(tok))
    return [("l", [n[0], 0.0]) if c == "h" and len(n) == 1 else ("l", [0.0, n[0]]) if c == "v" and len(n) == 1
            else (c, n) for c, n in out]


def _value(name: str, value: str):
    if name == "d":
        return _path(value)
    return _NUMBER.split(value), [float(n) for n in _NUMBER.findall(value)]


def _tree(el: ET.Element) -> tuple | None:
    """An element as what it draws: its tag, attributes by value (numbers as numbers) and children; None for a
    group with no id and nothing drawn in it."""
    kids = [t for t in map(_tree, el) if t is not None]
    if el.tag == f"{{{SVG_NS}}}g" and not kids and "id" not in el.attrib:
        return None
    return el.tag, sorted((k, _value(k, v)) for k, v in el.attrib.items()), kids


def _failures(markups: dict[str, str], check) -> list[str]:
    return [f"{name}: {bad}" for name, markup in markups.items() for bad in check(markup)]


def _symbols() -> dict[str, str]:
    return {tid: symbols.symbol_content(tid) for tid in TILE_TYPES}


_LONG = {"comma": r",", "space before minus": r" -", "leading zero": r"(?<![\d.])0\.\d",
         "space before a second point": r"\.\d+ \.",
         "l along an axis": rf"l0 {compact._NUM}(?=[a-zA-Z]|$)|l{compact._NUM} 0(?=[a-zA-Z]|$)"}


def _long_forms(markup: str) -> list[str]:
    """What `compact` writes shorter, where it is still written long."""
    bad = []
    for d in re.findall(r' d="([^"]*)"', markup):
        for what, pattern in _LONG.items():
            if re.search(pattern, d):
                bad.append(f"{what} in {d[:50]!r}")
    bad += [f"leading zero in {m.group(0)!r}" for m in re.finditer(r'[a-z-]+="[^"]*(?<![\d.])0\.\d[^"]*"', markup)]
    bad += [f"empty group {m.group(0)!r}" for m in re.finditer(r'<g(?: (?!id=)[a-zA-Z-]+="[^"]*")*></g>', markup)]
    return bad[:3]


def test_every_symbol_writes_each_number_the_short_way():
    failures = _failures(_symbols(), _long_forms)
    assert failures == [], f"{len(failures)} long forms, e.g. {failures[:8]}"


def test_every_compacted_drawing_is_the_drawn_one_to_the_number():
    differ = []
    for tid in TILE_TYPES:
        if _tree(_parse(draw.tile_content(tid))) != _tree(_parse(symbols.symbol_content(tid))):
            differ.append(tid)
    assert differ == [], f"compacted differently from the drawing: {differ}"


@pytest.mark.parametrize("d, short", [
    ("M-11.2,1.2l3.1,-9.4l4.9,0l-1.5,9.4z", "M-11.2 1.2l3.1-9.4h4.9l-1.5 9.4z"),
    ("M10,25v-8a3.5,3.5 0 0 1 7,0v8z", "M10 25v-8a3.5 3.5 0 0 1 7 0v8z"),
    ("M1.5,0.5 0.5,0.5l0,-0.5", "M1.5.5.5.5v-.5"),
    ("l.5.5 0l1,0 2,0l0,5e-05", "l.5.5 0l1 0 2 0v5e-05"),  # three numbers, four, an exponent: kept as they mean
    ("M10.5,0.5L20,30", "M10.5.5L20 30"),
])
def test_path_data_is_written_short_and_means_the_same(d, short):
    assert compact.path_data(d) == short
    assert _path(short) == _path(d)


def test_the_order_lists_every_tile_type_once_and_beats_the_catalogue_s():
    assert sorted(compact.GZIP_ORDER) == sorted(TILE_TYPES)
    assert compact.gzip_order(["Z9", "C", "A"]) == ["A", "C", "Z9"]  # an unknown type last
    defs = tileart.tile_defs()
    ids = re.findall(r'<symbol id="tile-([^"]+)"', defs)
    assert ids == list(compact.GZIP_ORDER)
    catalogue = tileart.icon_defs() + symbols.tile_symbols(TILE_TYPES)
    symbol = re.compile(r"<symbol.*?</symbol>")
    assert sorted(symbol.findall(catalogue)) == sorted(symbol.findall(defs))
    assert len(gzip.compress(defs.encode())) < len(gzip.compress(catalogue.encode())) - 3000
