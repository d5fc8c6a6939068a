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
from ui.tileart.town import HOUSE_KINDS, cell_variant, house_kind

SVG_NS = "http://www.w3.org/2000/svg"
TILE_IDS = list(TILE_TYPES)
HOUSE = re.compile(r'<use href="#ta-hs" x="([\d.-]+)" y="([\d.-]+)" class="hs(\d)"/>')
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
    houses = len(HOUSE.findall(body))
    assert (houses > 0) == bool(TILE_TYPES[tid].cities), tid
    # the standalone drawing inlines the very same number of houses
    assert standalone.count('<g transform="translate(') >= houses


def test_cities_have_several_kinds_of_house():
    slots = {int(s) for tid in TILE_IDS for *_, s in HOUSE.findall(tileart.tile_content(tid))}
    assert slots == set(range(HOUSE_KINDS)) and HOUSE_KINDS >= 4
    kinds = parse(tileart.icon_defs()).find(f"{{{SVG_NS}}}g[@id='ta-hs']")
    assert [g.get("class") for g in kinds] == [f"hk{k}" for k in range(HOUSE_KINDS)]


def test_the_css_picks_the_kind_python_says():
    """Slot s of a tile with data-v="v" shows kind (s + v) % 4: read the custom properties back from the CSS."""
    css = CSS.read_text()
    for v in range(HOUSE_KINDS):
        rule = re.search(rf'use\[data-v="{v}"\] \{{([^}}]*)\}}', css)
        for s in range(HOUSE_KINDS):
            slot = re.search(rf"\.hs{s} \{{([^}}]*)\}}", css).group(1)
            shown = []
            for k in range(HOUSE_KINDS):
                set_by_tile = rule and re.search(rf"--s{s}k{k}: (\w+)", rule.group(1))
                default = re.search(rf"--k{k}: var\(--s{s}k{k}, (\w+)\)", slot).group(1)
                if (set_by_tile.group(1) if set_by_tile else default) == "inline":
                    shown.append(k)
            assert shown == [house_kind(s, v)], (v, s, shown)


def test_cell_variants_differ_between_touching_cells():
    for x in range(-6, 7):
        for y in range(-6, 7):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                assert cell_variant(x, y) != cell_variant(x + dx, y + dy)


def arrangement(tile_id: str, rot: int, x: int, y: int) -> frozenset:
    """The houses a placed tile shows: (where on the cell, which kind), after its turn."""
    out = set()
    a = math.radians(rot)
    for hx, hy, slot in HOUSE.findall(tileart.tile_content(tile_id)):
        px, py = float(hx) - 50, float(hy) - 50
        rx, ry = px * math.cos(a) - py * math.sin(a) + 50, px * math.sin(a) + py * math.cos(a) + 50
        out.add((round(rx), round(ry), house_kind(int(slot), cell_variant(x, y))))
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
