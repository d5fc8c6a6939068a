"""The winter art's shared pieces (issue 24): every tile type draws, neighbouring towns never repeat a house
arrangement on a real board, the CSS that picks house kinds agrees with the Python rule, and no drawing
refers to anything outside the page."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from carcassonne import Game, Placement, Rules, Turn
from carcassonne.tiles import TILE_TYPES
from ui import render, tileart
from ui.tileart import PALETTE
from ui.tileart.town_plan import house_plan
from ui.tileart.town import EAVES, HOUSE_KINDS, cell_variant, house_kind, house_shape

SVG_NS = "http://www.w3.org/2000/svg"
TILE_IDS = list(TILE_TYPES)
CSS = Path(__file__).resolve().parents[2] / "static" / "tileart.css"


def parse(markup: str) -> ET.Element:
    return ET.fromstring(f'<svg xmlns="{SVG_NS}">{markup}</svg>')


@pytest.mark.parametrize("tid", TILE_IDS)
def test_every_tile_type_draws_in_the_shared_and_standalone_forms(tid):
    body = tileart.tile_content(tid)
    assert len(parse(body)) >= 2, tid  # the snow and at least one feature group
    assert 'fill="url(#ta-snow)' in body  # the shared snow, with a plain colour as fallback
    standalone = tileart.tile_svg(tid, 90, 60)
    assert ET.fromstring(standalone).get("data-tile") == tid
    cities = bool(TILE_TYPES[tid].cities)
    assert ('class="hv0"' in body and 'class="hv1"' in body) == cities, tid  # both shape layouts
    assert ('class="ta-e' in standalone) == cities and 'class="hv1"' not in standalone


def test_houses_are_a_few_compound_paths_per_tile_not_an_element_each():
    """A <use> or a group per house made a full board's restyle cost seconds (measured with bench_ui)."""
    for tid in TILE_IDS:
        body = tileart.tile_content(tid)
        assert 'href="#ta-h' not in body
        houses = sum(len(spots) for spots in house_plan(tid))
        # a path per shape: per city in both near layouts, and once for the far view
        assert body.count('class="ta-e') <= (2 * len(house_plan(tid)) + 1) * HOUSE_KINDS, tid
        assert houses == 0 or body.count('class="ta-e') >= 2


def test_cities_have_four_shapes_of_house():
    shapes = {int(k) for tid in TILE_IDS for k in re.findall(r'class="ta-e(\d)"', tileart.tile_content(tid))}
    assert shapes == set(range(HOUSE_KINDS)) and HOUSE_KINDS >= 4


def test_the_css_picks_the_shapes_and_colours_python_says():
    """For each variant: which shape layout the CSS shows, and which eaves colour each shape gets, read back
    from static/tileart.css, agree with `house_kind`."""
    css = CSS.read_text()
    colours = [PALETTE[e] for e in EAVES]
    for v in range(HOUSE_KINDS):
        sel = f'use[data-v="{v}"]'
        decls = " ".join(body for head, body in re.findall(r"([^{}]*)\{([^}]*)\}", css) if sel in head)
        layout = 1 if "--hv1: inline" in decls else 0
        for slot in range(3 * HOUSE_KINDS):
            shape = house_shape(slot, layout)
            m = re.search(rf"--e{shape}: (#[0-9a-f]+)", decls)
            colour = m.group(1) if m else re.search(rf"\.ta-e{shape} \{{ fill: var\(--e{shape}, (#[0-9a-f]+)\)", css).group(1)
            assert (shape, colours.index(colour)) == house_kind(slot, v), (v, slot)


def test_cell_variants_differ_between_touching_cells():
    for x in range(-6, 7):
        for y in range(-6, 7):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                assert cell_variant(x, y) != cell_variant(x + dx, y + dy)


def arrangement(tile_id: str, rot: int, x: int, y: int) -> frozenset:
    """The houses a placed tile shows: (where on the cell, shape, eaves colour), after its turn."""
    out = set()
    a = math.radians(rot)
    for spots in house_plan(tile_id):
        for slot, (hx, hy) in enumerate(spots):
            px, py = hx - 50, hy - 50
            rx, ry = px * math.cos(a) - py * math.sin(a) + 50, px * math.sin(a) + py * math.cos(a) + 50
            out.add((round(rx), round(ry), *house_kind(slot, cell_variant(x, y))))
    return frozenset(out)


def test_no_two_neighbouring_city_tiles_share_a_house_arrangement():
    game = Game(["Anna", "Ben"], seed=24, rules=Rules(expansions=("inns-cathedrals",)))
    rng = random.Random(24)
    while len(game.board.tiles) < 90 and not game.over:
        options = game.placement_options(game.drawn)
        x, y, rot = max(options, key=lambda o: (sum((o[0] + dx, o[1] + dy) in game.board.tiles
                                                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))), rng.random()))
        game.play(Turn(Placement(game.drawn, x, y, rot), None))
    tiles = {cell: arrangement(o.id, o.rot, *cell) for cell, (o, *_) in game.board.tiles.items()}
    pairs = 0
    for (x, y), houses in tiles.items():
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            other = tiles.get((x + dx, y + dy))
            if houses and other:
                pairs += 1
                assert houses != other, ((x, y), (x + dx, y + dy))
    assert pairs > 30  # the board really had neighbouring towns
    # the same type in the same turn on two touching cells still differs
    assert arrangement("C", 0, 0, 0) != arrangement("C", 0, 1, 0) != arrangement("C", 0, 1, 1)
    # the tiles layer carries the variant the rule above uses
    layer = render.tiles_layer(game.board)
    for (x, y) in tiles:
        v = cell_variant(x, y)
        use = re.search(rf'<use [^>]*data-x="{x}" data-y="{y}"[^>]*>', layer).group(0)
        assert (f'data-v="{v}"' in use) == (v != 0)


def test_no_drawing_refers_to_an_outside_file():
    markup = [tileart.icon_defs(), *(tileart.tile_content(t) for t in TILE_IDS),
              *(tileart.tile_svg(t, 90) for t in TILE_IDS),
              *(tileart.meeple_svg(k, "black", lying=k == "normal") for k in ("normal", "big", "abbot"))]
    for m in markup:
        for ref in re.findall(r'href="([^"]*)"', m):
            assert ref.startswith("#"), ref
        for ref in re.findall(r"url\(([^)]*)\)", m):
            assert ref.startswith("#"), ref
        assert "<image" not in m and "@import" not in m
    css = CSS.read_text()
    assert "url(" not in css and "@import" not in css


def test_follower_spots_are_tap_targets_of_44_px_that_never_overlap():
    """On a phone a tile just put down is shown at 150 px or more (board_view.FOCUS_CELL_PX): a spot's
    target of 30 units is then 45 px, unless two spots stand closer, when each gets half the gap."""
    from ui.board_view import FOCUS_CELL_PX
    from ui.controller import TurnState

    seen_full = 0
    for seed in range(12):
        ts = TurnState(Game(["Anna", "Ben"], seed=seed))
        ts.place(next(iter(ts.options)))
        markup = render.spots_layer(ts.placement, ts.spots(), None, "red")
        centres = [tuple(map(float, m)) for m in re.findall(r'transform="translate\(([\d.-]+) ([\d.-]+)\)"><title>', markup)]
        radii = [float(r) for r in re.findall(r'class="spot-hit" r="([\d.]+)"', markup)]
        assert len(centres) == len(radii) == len(ts.spots())
        for i, (c, r) in enumerate(zip(centres, radii)):
            assert r >= render.SPOT_RADIUS * 1.2
            seen_full += 2 * r * FOCUS_CELL_PX / 100 >= 44
            for c2, r2 in zip(centres[i + 1:], radii[i + 1:]):
                floor = round(render.SPOT_RADIUS * 1.2, 1)  # two close spots keep at least their visible ring
                assert math.dist(c, c2) >= r + r2 - 0.2 or floor in (r, r2)
    assert seen_full > 0
