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
from ui.tileart.town import EAVES, HOUSE_KINDS, cell_variant, house_kind

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
    assert ('class="hm' in body) == cities, tid  # the cottages, as markers on a path per shape
    assert ('class="ta-e' in standalone) == cities and 'class="hm' not in standalone  # standalone: inline


def test_houses_are_a_path_per_shape_not_an_element_each():
    from ui.tileart.village import big_town
    """A <use> or a group per house made a full board's restyle cost seconds (measured with bench_ui); a copy of
    every cottage per turn in every symbol made the defs three times bigger: markers draw them."""
    for tid in TILE_IDS:
        body = tileart.tile_content(tid)
        assert 'href="#ta-h' not in body and 'class="ta-e' not in body
        # (art pass 14: a big town's village is drawn per turn, a path a cottage in screen order; its own test in
        # test_tileart_pass14_near.py; here the planned towns, the village's groups cut out)
        plan = [spots for i, spots in enumerate(house_plan(tid)) if not big_town(tid, i)]
        # (art pass 18: and the cottages moved beside a shown street, `<g class="ta-s<e>">`, lane_cottages.py)
        while '<g class="ta-r' in body or '<g class="ta-s' in body:  # (each group cut out whole, its nested ones with it)
            start = end = body.index('<g class="ta-r' if '<g class="ta-r' in body else '<g class="ta-s')
            depth = 0
            for m in re.finditer(r"<g[ >]|</g>", body[start:]):
                depth += 1 if m.group() != "</g>" else -1
                if depth == 0:
                    end = start + m.end()
                    break
            body = body[:start] + body[end:]
        paths = re.findall(r'<path class="hm(\d)" d="([^"]*)"', body)
        assert len(paths) <= 2 * HOUSE_KINDS * len(plan), tid  # (art pass 11: a square's spokes' cottages apart)
        # each cottage is one vertex of its shape's path (closed: marker-start and marker-mid once each)
        assert sum(d.count("L") + 1 for _, d in paths) == sum(len(spots) for spots in plan), tid
        assert all(d.startswith("M") and d.endswith("z") for _, d in paths)


def test_cities_have_four_shapes_of_house():
    shapes = {int(k) for tid in TILE_IDS for k in re.findall(r'class="hm(\d)"', tileart.tile_content(tid))}
    assert shapes == set(range(HOUSE_KINDS)) and HOUSE_KINDS >= 4


def css_rules() -> dict[str, str]:
    css = re.sub(r"/\*.*?\*/", "", CSS.read_text(), flags=re.S)
    return {head.strip(): body for head, body in re.findall(r"([^{}]*)\{([^}]*)\}", css)}


def test_the_css_gives_each_shape_the_marker_of_its_turn_and_colour():
    """For each variant and turn, the marker each shape's path gets, read back from static/tileart.css the way the
    cascade picks it (the most specific matching rule that sets it, else the fallback), is the one `house_kind`
    says; and that marker exists, turned back against the tile's turn."""
    rules = css_rules()
    defs = tileart.icon_defs()
    for v in range(HOUSE_KINDS):
        for r in (0, 90, 180, 270):
            heads = ["use" + (f'[data-v="{v}"]' if v else "") + (f'[data-rot="{r}"]' if r else "")]
            heads += [f'use[data-v="{v}"]'] * bool(v) + [f'use[data-rot="{r}"]'] * bool(r)
            for slot in range(22):
                shape, colour = house_kind(slot, v)
                found = next((m.group(1) for h in heads if h in rules
                              for m in [re.search(rf"--hm{shape}: url\(#([\w-]+)\)", rules[h])] if m), None)
                found = found or re.search(rf"var\(--hm{shape}, url\(#([\w-]+)\)\)", rules[f".hm{shape}"]).group(1)
                assert found == f"ta-c{shape}e{colour}r{r}", (v, r, slot, found)
                marker = re.search(rf'<marker id="{found}"[^>]*>', defs).group(0)
                assert f'orient="{-r % 360}"' in marker and 'markerUnits="strokeWidth"' in marker


def test_a_cottage_marker_is_an_upright_cottage_with_its_roof_colour():
    """The marker's body (drawn upright, the marker's orient turning it back) has its roof above its wall and the
    roof in the colour of its id; lit windows on half the kinds."""
    defs = tileart.icon_defs()
    for shape in range(HOUSE_KINDS):
        for colour in range(HOUSE_KINDS):
            assert re.search(rf'<marker id="ta-c{shape}e{colour}r0"[^>]*><use href="#ta-c{shape}e{colour}"/></marker>', defs)
            body = re.search(rf'<g id="ta-c{shape}e{colour}">(.*?)</g>', defs).group(1)
            wall_y = float(re.search(rf'<path d="M[-\d.]+,([-\d.]+)[^"]*" fill="{PALETTE["house_wall"]}"', body).group(1))
            roof = re.search(rf'<path d="M[-\d.]+,[-\d.]+[^"]*" fill="([^"]*)" stroke="{PALETTE["outline"]}" stroke-width="[\d.]+" stroke-linejoin', body)
            ridge_y = float(re.search(r'<path d="M[-\d.]+,([-\d.]+)[^"]*" fill="none"', body).group(1))
            assert roof.group(1) == PALETTE[EAVES[colour]]
            assert ridge_y < wall_y - 4, (shape, colour)  # the ridge well above the wall's top: upright
            assert (PALETTE["window"] in body) == (shape in (0, 3))


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
    assert all(ref.startswith("#") for ref in re.findall(r"url\(([^)]*)\)", css)) and "@import" not in css


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


def test_every_river_meets_its_edges_square_at_the_midpoint():
    """A river's end on an edge is at the edge's midpoint and leaves it square (the chapel-bridge tile's bow
    used to leave at a slant: a step against its neighbour's band)."""
    from ui.tileart.layout import _layout
    for tid in TILE_IDS:
        for line in _layout(tid).river_lines:
            for end, nxt in ((line[0], line[1]), (line[-1], line[-2])):
                if min(end) > 0.5 and max(end) < 99.5:
                    continue  # the spring or the lake
                assert 50 in (round(end[0], 3), round(end[1], 3)), (tid, end)
                along = abs(nxt[0] - end[0]) if end[0] in (0, 100) else abs(nxt[1] - end[1])
                across = abs(nxt[1] - end[1]) if end[0] in (0, 100) else abs(nxt[0] - end[0])
                assert across <= 0.25 * along + 0.05, (tid, end, nxt)


def test_a_river_tile_has_three_or_four_scattered_floes_near_alternate_banks():
    """Art pass 9: 3-4 solid white floes 6-10 units long on a river tile, a 1-unit #a9c4dc edge under them,
    each off the centre line near one bank and the next near the other (pass 8's floes sat evenly on the
    middle and read as a road's dashed centre marking), all inside the ice band."""
    from ui.tileart.layout import _layout
    assert PALETTE["floe"] == "#ffffff" and PALETTE["floe_edge"] == "#a9c4dc"
    for tid in TILE_IDS:
        if len(TILE_TYPES[tid].river) != 2:
            continue
        body = tileart.tile_content(tid)
        floes = re.search(rf'<path d="([^"]*)" fill="{PALETTE["floe"]}"', body)
        assert floes and 3 <= floes.group(1).count("M") <= 4, tid
        assert f'stroke="{PALETTE["floe"]}"' not in body, tid
        lines = _layout(tid).river_lines
        sides = []
        for shard in floes.group(1).split("M")[1:]:
            pts = [tuple(map(float, q.split(","))) for q in shard.rstrip("z").split("L")]
            assert len(pts) in (5, 6), tid  # pass 10: irregular plates (pass 9: triangles and slabs)
            assert 7 <= max(math.dist(a, b) for a in pts for b in pts) <= 11.6, tid  # (pass 11: 8-11 units)
            assert max(_off_line(p, lines)[0] for p in pts) <= 6.25 - .2, tid  # inside the 12.5-unit ice
            mid = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
            off, side = _off_line(mid, lines)
            assert off >= 1.5, (tid, mid)  # not on the centre line
            sides.append(side)
        assert all(a != b for a, b in zip(sides, sides[1:])), (tid, sides)  # never two by one bank in a row
        assert re.search(r'<path d="[^"]*" transform="translate\(1 1\)" fill="#a9c4dc"/>', body)  # pass 10: lower right


def _off_line(p: tuple[float, float], lines: list) -> tuple[float, int]:
    """How far `p` lies from the river's centre line, and on which side of it (+1 or -1)."""
    best = (math.inf, 0)
    for line in lines:
        for (ax, ay), (bx, by) in zip(line, line[1:]):
            dx, dy = bx - ax, by - ay
            size = dx * dx + dy * dy
            t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / size)) if size else 0.0
            d = math.dist(p, (ax + t * dx, ay + t * dy))
            if d < best[0]:
                best = (d, 1 if dx * (p[1] - ay) - dy * (p[0] - ax) > 0 else -1)
    return best


def test_cottages_never_overlap_and_line_the_walls():
    """No two cottages' upright footprints overlap (so none is drawn over another), and in a walled town most
    cottages stand near a wall, as houses in a walled town do."""
    from ui.tileart.layout import _layout
    from ui.tileart.town import HALF
    from ui.tileart.town_plan import _town_plan
    near_wall = total = 0
    for tid in TILE_IDS:
        for city, (spots, k) in zip(_layout(tid).cities, _town_plan(tid)):
            side = 2 * HALF * k
            for i, p in enumerate(spots):
                assert all(max(abs(p[0] - q[0]), abs(p[1] - q[1])) >= side - 1e-6 for q in spots[i + 1:]), tid
            if city.wall_lines:
                from ui.tileart.geometry import _seg_dist
                total += len(spots)
                near_wall += sum(min(_seg_dist(p, a, b) for line in city.wall_lines for a, b in zip(line, line[1:]))
                                 < HALF * k + 14 for p in spots)
    assert near_wall > 0.5 * total, (near_wall, total)
