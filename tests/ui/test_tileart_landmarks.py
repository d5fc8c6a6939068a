"""The landmarks read at fit zoom (issue 24): sizes measured from the drawings' own geometry.

A monastery's abbey spans at least a third of the tile both ways, near and in the far view; the cathedral,
the inn (with its frozen lake) and the hedged garden are big enough to tell apart at 40-70 px a tile; the
animals stay smaller than a follower.  `_bounds` reads the SVG the painters return (transforms of
translate and scale, paths, rects, circles and ellipses), so a painter that shrinks its building fails here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import render, tileart
from ui.tileart import animals, landmarks
from ui.tileart.draw import _ICONS, _cathedral
from ui.tileart.geometry import RIVER_HW
from ui.tileart.layout import _layout

SVG_NS = "http://www.w3.org/2000/svg"
Box = tuple[float, float, float, float]  # x0, y0, x1, y1
_NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_CMD = re.compile(r"[MmLlHhVvZzAaQqCcSsTt]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "Z": 0, "A": 7, "Q": 4, "C": 6, "S": 4, "T": 2}


def _path_points(d: str) -> list[tuple[float, float]]:
    """Every end and control point of a path (an arc counts by its end points: the painters' arcs are
    small roundings inside their shapes)."""
    tokens = _CMD.findall(d)
    points, x, y, sx, sy, cmd, i = [], 0.0, 0.0, 0.0, 0.0, "M", 0
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                x, y = sx, sy
                continue
        n = _ARGS[cmd.upper()]
        args = [float(t) for t in tokens[i:i + n]]
        i += n
        rel = cmd.islower()
        up = cmd.upper()
        if up == "H":
            x = x + args[0] if rel else args[0]
        elif up == "V":
            y = y + args[0] if rel else args[0]
        else:
            pairs = [(args[k], args[k + 1]) for k in range(0, n, 2)] if up != "A" else [(args[5], args[6])]
            for px, py in pairs:
                points.append((x + px, y + py) if rel else (px, py))
            x, y = points[-1]
        points.append((x, y))
        if up == "M":
            sx, sy = x, y
            cmd = "l" if rel else "L"  # further pairs after a move are lines
    return points


def _transform(attr: str | None) -> tuple[float, float, float, float]:
    """(dx, dy, kx, ky) of a transform made of translate and scale (the painters use no other)."""
    dx, dy, kx, ky = 0.0, 0.0, 1.0, 1.0
    for name, args in re.findall(r"(translate|scale)\(([^)]*)\)", attr or ""):
        v = [float(t) for t in _NUM.findall(args)]
        if name == "translate":
            dx, dy = dx + kx * v[0], dy + ky * (v[1] if len(v) > 1 else 0)
        else:
            kx, ky = kx * v[0], ky * (v[1] if len(v) > 1 else v[0])
    return dx, dy, kx, ky


def _element_points(el: ET.Element) -> list[tuple[float, float]]:
    tag = el.tag.split("}")[-1]
    f = {k: float(v) for k, v in el.attrib.items() if k in ("x", "y", "width", "height", "cx", "cy", "r", "rx", "ry")}
    if tag == "path":
        return _path_points(el.get("d", ""))
    if tag == "rect":
        return [(f.get("x", 0), f.get("y", 0)), (f.get("x", 0) + f["width"], f.get("y", 0) + f["height"])]
    if tag in ("circle", "ellipse"):
        rx, ry = f.get("rx", f.get("r", 0)), f.get("ry", f.get("r", 0))
        return [(f.get("cx", 0) - rx, f.get("cy", 0) - ry), (f.get("cx", 0) + rx, f.get("cy", 0) + ry)]
    return []


def _bounds(markup: str) -> Box:
    """The box of everything a painter draws, in the coordinates of its caller."""
    root = ET.fromstring(f'<svg xmlns="{SVG_NS}">{markup}</svg>')
    pts: list[tuple[float, float]] = []

    def walk(el: ET.Element, m: tuple[float, float, float, float]) -> None:
        dx, dy, kx, ky = _transform(el.get("transform"))
        m = (m[0] + m[2] * dx, m[1] + m[3] * dy, m[2] * kx, m[3] * ky)
        pts.extend((m[0] + m[2] * x, m[1] + m[3] * y) for x, y in _element_points(el))
        for child in el:
            walk(child, m)

    walk(root, (0.0, 0.0, 1.0, 1.0))
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def _size(box: Box) -> tuple[float, float]:
    return box[2] - box[0], box[3] - box[1]


def test_the_measure_reads_transforms_and_relative_paths():
    assert _bounds('<g transform="translate(10 20) scale(2)"><path d="M1,1h4v-3l2,2z"/></g>') == (12, 16, 24, 22)
    assert _bounds('<rect x="-2" y="3" width="4" height="5"/><circle cx="10" cy="0" r="1"/>') == (-2, -1, 11, 8)


@pytest.mark.parametrize("tid", [t for t, tile in TILE_TYPES.items() if tile.monastery and not tile.river])
def test_a_monastery_spans_a_third_of_its_tile_and_stays_on_it(tid):
    lay = _layout(tid)
    box = _bounds(landmarks.monastery(lay.monastery, lay.abbey_scale))
    width, height = _size(box)
    assert width >= 100 / 3 and height >= 100 / 3, (tid, box)
    assert width * height >= 100 * 100 / 4, (tid, box)  # a quarter of the tile's area (the chapel had 15 %)
    assert box[0] >= 0 and box[1] >= 0 and box[2] <= 100 and box[3] <= 100, (tid, box)


def test_the_abbey_is_big_in_the_far_view_too_and_the_rivers_one_stays_on_its_tile():
    scale, paint, _ = _ICONS["ta-monastery"]
    width, height = _size(_bounds(f'<g transform="scale({scale})">{paint((0, 0))}</g>'))
    assert width >= 45 and height >= 55  # half a tile: 25-35 px at fit zoom
    lay = _layout("RH")
    box = _bounds(landmarks.monastery(lay.monastery, lay.abbey_scale))
    assert box[1] >= 0 and box[0] >= 0 and box[2] <= 100, box
    # the River bows south round it: its ice, under the abbey's width, begins below the abbey
    river_top = min(y for line in lay.river_lines for x, y in line if box[0] <= x <= box[2]) - RIVER_HW
    assert box[3] <= river_top, "the River's abbey stands north of the ice, not on it"
    assert lay.abbey_scale >= 0.8  # and is nearly as big as any other abbey


def test_the_cathedral_inn_and_garden_are_big_enough_to_tell_apart():
    assert min(_size(_bounds(_cathedral((50, 50))))) >= 30
    inn_w, inn_h = _size(_bounds(landmarks.inn((50, 50))))
    assert inn_w >= 28 and inn_h >= 20
    assert min(_size(_bounds(landmarks.garden((50, 50))))) >= 30


@pytest.mark.parametrize("tid", [t for t, tile in TILE_TYPES.items() if any(r.inn for r in tile.roads)])
def test_every_inn_stands_by_its_frozen_lake(tid):
    lay = _layout(tid)
    assert lay.lakes and all(lake is not None for lake in lay.lakes), tid
    body = tileart.tile_content(tid)
    assert body.count(f'fill="{tileart.PALETTE["lake_ice"]}"') >= len(lay.inns)


def test_the_garden_is_no_badge_of_four_dots_and_a_cross():
    """The old garden (four shrubs round a cross in a square) read as a 'play' button or a die."""
    markup = landmarks.garden((0, 0))
    assert "M-6,-6h0M6,-6h0M-6,6h0M6,6h0" not in markup
    assert tileart.PALETTE["lake_ice"] in markup and tileart.PALETTE["garden_tree"] in markup  # fountain, firs


@pytest.mark.parametrize("kind", sorted(animals.KINDS))
def test_animals_are_smaller_than_a_follower(kind):
    beast = _size(_bounds(animals.animal_svg(kind, (0, 0), 1.0)))
    follower = _size(_bounds(render.meeple_figure("normal", "red", False)))
    assert beast[1] < follower[1] and beast[0] * beast[1] < follower[0] * follower[1], (kind, beast, follower)


def test_animals_are_drawn_in_the_tiles_not_over_the_followers():
    """Animals are part of the tile symbols (the board's bottom layer); followers are drawn by the board
    over every tile, so an animal never covers a follower."""
    winter = [t for t in TILE_TYPES if t.startswith("WE") and _layout(t).animals]
    assert winter
    for tid in winter:
        assert 'class="animal ' in tileart.tile_content(tid)
    assert 'class="animal' not in render.meeple_figure("normal", "black", False)
