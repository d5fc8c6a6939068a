"""Art pass 29, the town streets (faults the lanes helper found and left):

- R's far streets: where the board ran all three of R's streets, every angled pair's turn hid under the third
  street's `ta-xs` and the facing pair's curve under static/tileart.css's "not while a third street runs", so no far
  street showed at all and the neighbours' lanes stopped at R's seams.  Rule: under every set of streets the board
  may run (data-st), each edge it names that the tile has a far street to is reached by a shown far path
  (`far_curves._all_three` for R);
- the near wells: the far view draws no well within `WELL_EDGE` units of the middle of an edge its lane runs on
  across (`far_streets.drawn_wells`), the near view drew the cap lane's well 14 units in (`lane_cottages.cap_defs`),
  so a cap's lane met by a corner town's still showed a well at each end.  Rule: the same at near
  (`near_streets.well_room`).

Each check loops over every tile type.  The switches are the tile's own edges (data-st names them before the
turn), so a tile's far streets and near wells show alike on all four turns: the markup carries no turn class."""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from carcassonne.tiles import TILE_TYPES
from ui.tileart.far_streets import WELL_EDGE, far_streets
from ui.tileart.lane_cottages import cap_defs
from ui.tileart.near_streets import street_markup
from ui.tileart.town_plan import _EDGE_PORT

CSS = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text()


def _shown(classes: list[str], st: set[int]) -> bool:
    """Whether every street switch in `classes` is on for a `<use>` with data-st `st`, as static/tileart.css says
    (a facing pair's curve, `ta-p02`/`ta-p13`, only while no third edge runs)."""
    for c in classes:
        m = re.fullmatch(r"ta-(s|xs|le|j|k|p|cw|cf)(\d+)", c)
        if not m:
            continue
        kind, n = m.group(1), m.group(2)
        if kind == "p":
            a, b = int(n[0]), int(n[1])
            on = {a, b} <= st and ((a - b) % 2 or st == {a, b})
        else:
            on = {"s": int(n) in st, "j": int(n) in st, "xs": int(n) not in st, "k": int(n) not in st,
                  "le": st == {int(n)}, "cw": False, "cf": False}[kind]  # (art pass 30: no data-cw given)
        if not on:
            return False
    return True


def test_the_style_sheet_hides_a_facing_pair_while_a_third_street_runs():
    """(`_shown`'s rule for `ta-p02`/`ta-p13`, read from the style sheet the page ships.)"""
    assert 'use[data-st~="0"][data-st~="2"][data-st~="1"], use[data-st~="0"][data-st~="2"][data-st~="3"] { --ta-p02: none; }' in CSS
    assert 'use[data-st~="1"][data-st~="3"][data-st~="0"], use[data-st~="1"][data-st~="3"][data-st~="2"] { --ta-p13: none; }' in CSS


def _ends(d: str) -> set[tuple[float, float]]:
    """Every point a path's segments start or end at (M, L, Q, C with absolute numbers, as the far streets are
    drawn), not their handles."""
    out = set()
    for cmd, args in re.findall(r"([MLQC])([^MLQC]*)", d):
        nums = [float(v) for v in re.findall(r"-?[\d.]+", args)]
        out.add((nums[-2], nums[-1]))
    return out


def _far_paths(tid: str) -> list[tuple[str, list[str]]]:
    """Each far street path (its d, the switch classes round it)."""
    out: list[tuple[str, list[str]]] = []

    def walk(el: ET.Element, classes: list[str]) -> None:
        here = classes + el.get("class", "").split()
        if el.tag == "path" and "ta-fs" in here:
            out.append((el.get("d") or "", here))
        for child in el:
            walk(child, here)
    walk(ET.fromstring(f"<g>{far_streets(tid)}</g>"), [])
    return out


_PORTS = {e: (float(x), float(y)) for e, (x, y) in enumerate(_EDGE_PORT)}


def test_every_edge_the_board_runs_a_street_across_has_a_far_street_at_it():
    """For every tile type and every set of its edges the board may name (data-st), each named edge the tile has a
    far street to has a shown far path ending at that edge's middle (pass 28: R under data-st "0 1 3" showed no far
    street at all)."""
    bad = []
    for tid in TILE_TYPES:
        paths = _far_paths(tid)
        if not paths:
            continue
        assert not any(c.startswith("ta-r") for _, cs in paths for c in cs)  # (no turn switch: one check a type)
        edges = sorted(e for e, q in _PORTS.items() if any(q in _ends(d) for d, _ in paths))
        for n in range(1, len(edges) + 1):
            for st in map(set, itertools.combinations(edges, n)):
                shown = [d for d, cs in paths if _shown(cs, st)]
                for e in sorted(st):
                    if not any(_PORTS[e] in _ends(d) for d in shown):
                        bad.append((tid, sorted(st), e))
    assert not bad, bad


def test_r_under_all_three_streets_shows_the_through_street_and_the_odd_one():
    """R (data-st "0 1 3", odd edge 0): the facing pair's curve from edge 1 to edge 3 and edge 0's street into the
    hub, as drawn alone, under all three switches."""
    shown = [d for d, cs in _far_paths("R") if _shown(cs, {0, 1, 3})]
    assert len(shown) == 1, shown
    assert _PORTS[0] in _ends(shown[0]) and _PORTS[1] in _ends(shown[0]) and _PORTS[3] in _ends(shown[0])


_WELL = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\) scale")


def _near_wells(markup: str) -> list[tuple[tuple[float, float], list[str]]]:
    """Each near well in `markup` (the shared `#ta-well` or its inline copy; a cap's shared lane `#ta-cs<e>`
    resolved from `cap_defs`): its spot and the switch classes round it."""
    caps = {g.get("id"): g for g in ET.fromstring(f'<g xmlns:x="x">{cap_defs()}</g>'.replace("href=", "x:href="))}
    root = ET.fromstring(f'<g xmlns:x="x">{markup}</g>'.replace("href=", "x:href="))
    out = []

    def walk(el: ET.Element, classes: list[str]) -> None:
        here = classes + el.get("class", "").split()
        href = el.get("{x}href", "")
        m = _WELL.match(el.get("transform", ""))
        if m and (href == "#ta-well" or any(c.get("d", "").startswith("M-4.6,-3.4v8") for c in el)):
            out.append(((float(m.group(1)), float(m.group(2))), here))
            return
        if href.startswith("#ta-cs"):
            walk(caps[href[1:]], here)
        for child in el:
            walk(child, here)
    walk(root, [])
    return out


def test_no_near_well_stands_near_an_edge_its_lane_runs_on_across():
    """The far view's `WELL_EDGE` rule at near: a near street's well keeps `WELL_EDGE` units from the middle of each
    edge whose street or lane it shows with, on the page (the shared defs) and in the tile list's own copy (pass
    28: every cap's lane, 14 units, ended in a well: 37 wells on 23 types)."""
    bad = []
    for tid in TILE_TYPES:
        for shared in (True, False):
            for q, classes in _near_wells(street_markup(tid, shared)):
                for c in classes:
                    m = re.fullmatch(r"ta-(s|j|le)(\d)", c)
                    if m and math.dist(q, _EDGE_PORT[int(m.group(2))]) < WELL_EDGE and f"ta-cw{m.group(2)}" not in classes:
                        bad.append((tid, shared, q, c))
    assert not bad, bad


def test_the_judges_dumbbell_run_has_one_near_well():
    """The lanes helper's dumbbell at near: Mg (data-st 3) meets H's cap (data-st 2) across a seam: of the two
    tiles' near wells on that lane, one shows (Mg's, at its corner hub)."""
    mg = [q for q, cs in _near_wells(street_markup("Mg", True)) if _shown(cs, {3}) and "ta-nq0" not in cs]
    h = [q for q, cs in _near_wells(street_markup("H", True)) if _shown(cs, {2})]
    assert len(mg) + len(h) == 1, (mg, h)
