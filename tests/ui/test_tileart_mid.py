"""The playing zoom (56-72 px a tile, issue 24's art pass 6): the far view's bold symbols stay, but its towns show
mini cottages instead of the far zoom's snowy blobs, switched by the board's class (`lod-mid`) and static CSS."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.board_view import BLOBS_BELOW_PX, FAR_BELOW_PX, MID_ABOVE_PX, lod_far, lod_mid
from ui.tileart import PALETTE
from ui.tileart.draw import FAR_GROUP
from ui.tileart.layout import _layout
from ui.tileart.mini_kinds import mid_pieces
from ui.tileart.town_mini import MINI_FLOOR, MINI_GAP_TIGHT, mid_plan
from ui.tileart.town_plan import house_plan

CSS = Path(__file__).resolve().parents[2] / "static" / "tileart.css"
CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]


def far_part(tid: str) -> str:
    body = tileart.tile_content(tid)
    return body[body.index(FAR_GROUP):]


def test_the_playing_zoom_lies_between_the_blobs_and_the_near_view():
    assert BLOBS_BELOW_PX < MID_ABOVE_PX < FAR_BELOW_PX
    for px in (56, 63, 70):
        assert lod_far(px, False) and lod_mid(px, False)  # mini cottages at the zoom people play at
    for px in (40, 49, 51):
        assert lod_far(px, False) and not lod_mid(px, True)  # blobs only far out
    between = (BLOBS_BELOW_PX + MID_ABOVE_PX) / 2
    assert lod_mid(between, True) and not lod_mid(between, False)  # inside the gap: stay as you are


@pytest.mark.parametrize("tid", CITY_TILES)
def test_every_town_has_mini_cottages_in_its_far_group(tid):
    """Each tile with a town with houses draws mini cottages (class hmi) in its far group, kept apart from each
    other (upright footprints 15 units apart whatever the turn: a mini cottage is about 17 wide, so at most a
    sliver of two eaves touches where a town is filled to its floor)."""
    spots = mid_plan(tid)
    if not any(house_plan(tid)):
        assert not re.search(r'class="hm[ip]', far_part(tid))
        return
    assert spots and re.search(r'class="hm[ip]', far_part(tid)), tid  # (art pass 24: or its pairs, `hmp`)
    for i, p in enumerate(spots):
        assert all(max(abs(p[0] - q[0]), abs(p[1] - q[1])) >= MINI_GAP_TIGHT - 1e-6 for q in spots[i + 1:]), tid


@pytest.mark.parametrize("tid, kind, least", [("C", "full", 4), ("R", "three edges", 4), ("T", "three edges", 4),
                                               ("M", "diagonal", 1), ("N", "diagonal", 2), ("O", "diagonal", 1),
                                               ("P", "diagonal", 2), ("D", "cap", 1), ("E", "cap", 1),
                                               ("J", "cap", 1), ("K", "cap", 1), ("L", "cap", 1)])
def test_towns_at_the_playing_zoom_stay_full(tid, kind, least):
    """Pass 7's spacing alone thinned a diagonal town to one or two mini cottages and a cap to one (the towns at
    56-72 px read as empty paving): a full tile shows at least 5, each drawn.  Art pass 11 keeps the followers'
    room (25 x 29 units about each city's spot) free of mini cottages, which costs a diagonal one or two and a
    cap one (pass 10 hid a cottage under a knight): every town still shows at least one.  (Art pass 15: R's column
    of three on its left wall loses its middle cottage, `town_mini.unqueue`: its floor of 4, as T.  Art pass 20: the
    far streets' curves round C's square, one for each pair of its four streets, leave room for 4.)"""
    assert MINI_FLOOR == {1: 2, 2: 3, 3: 4, 4: 5}
    spots = mid_plan(tid)
    assert len(spots) >= least, (tid, kind, spots)
    # (art pass 24: one path a size and one of the row-house pairs, `mini_kinds`; a pair may stand for two spots)
    pieces = mid_pieces(tid)
    assert _drawn(far_part(tid)) == len(pieces) and len(pieces) + sum(k == "p" for _, k in pieces) >= least


def _drawn(body: str) -> int:
    """How many mini cottages and pairs a tile's far group draws (a vertex each, on its `hmi` and `hmp` paths) off
    the tile that shows its city's square (art pass 27: the `ta-sq<i>` groups out, where tile R draws the
    cottages by its plaza and the plan as it made room for them, `square_cottages.mini_markup`)."""
    while (m := re.search(r'<g class="ta-sq\d">', body)):
        depth = 0
        for t in re.finditer(r"<g[ >]|</g>", body[m.start():]):
            depth += 1 if t.group().startswith("<g") else -1
            if not depth:
                body = body[:m.start()] + body[m.start() + t.end():]
                break
    return sum(d.count(",") for d in re.findall(r'class="hm[ip](?: hmo)?(?: ta-[fg]\d+)?" d="([^"]*)"', body))


def test_a_full_town_shows_more_mini_cottages_than_blobs():
    body = far_part("C")
    # (art pass 25: hfl, hfp, hfL; art pass 28: the town's roofs are the last hf path, after the one roof by the
    # square's plaza that `far_square.far_squares` draws under the plaza's switches)
    blobs = re.findall(r'class="hf[^"]*" d="([^"]*)"', body)[-1]
    assert _drawn(body) > blobs.count(",") >= 2


def test_the_mini_cottage_is_a_snowy_roof_a_brick_eave_and_a_wall_with_a_lit_window():
    defs = tileart.icon_defs()
    body = re.search(r'<g id="ta-mini">(.*?)</g>', defs).group(1)

    def top(colour: str) -> float:
        return float(re.search(rf'<path d="M[-\d.]+,([-\d.]+)[^"]*" fill="{colour}"', body).group(1))
    assert top(PALETTE["house_snow"]) < top(PALETTE["eave_brick"]) < top(PALETTE["house_wall"])  # upright bands
    assert PALETTE["eave_brick"] == "#a4553f" and PALETTE["house_wall"].startswith("#ead2a")
    assert f'fill="{PALETTE["mini_window"]}"' in body and PALETTE["mini_window"] == "#f2c14e"
    for r in (0, 90, 180, 270):  # one marker a turn, turned back against the tile's turn
        assert re.search(rf'<marker id="ta-mini{r}"[^>]*orient="{-r % 360}"[^>]*><use href="#ta-mini"/>', defs)


def test_the_css_shows_minis_or_blobs_by_the_boards_class_and_turns_them_upright():
    css = re.sub(r"/\*.*?\*/", "", CSS.read_text(), flags=re.S)
    rules = {head.strip(): body for head, body in re.findall(r"([^{}]*)\{([^}]*)\}", css)}
    assert "var(--ta-mini, none)" in rules[".hmi"] and "var(--ta-blob, inline)" in rules[".hf"]
    assert "--ta-blob: none" in rules[".lod-mid"] and "--ta-mini: inline" in rules[".lod-mid"]
    for r in (90, 180, 270):
        assert f"--hmi: url(#ta-mini{r})" in css


def test_near_cottages_come_in_three_sizes_and_cast_a_ground_shadow():
    """At 86-96 px a town is not one stamp: the cottage shapes are of three sizes, none past its footprint (so
    none overlaps its neighbour), the biggest 22 px across, each with a #8d8378 shadow at 35 % on the ground 3 px
    to its bottom right (a fainter one did not show)."""
    from ui.tileart.town import COTTAGE, HOUSE_KINDS, SHAPE_SCALE
    assert len(set(SHAPE_SCALE)) >= 3 and max(SHAPE_SCALE) <= 1
    defs = tileart.icon_defs()
    widths = set()
    for shape in range(HOUSE_KINDS):
        body = re.search(rf'<g id="ta-c{shape}e0">(.*?)</g>', defs).group(1)
        shadow = re.search(r'<path d="M([-\d.]+),([-\d.]+)[^"]*" fill="([^"]*)" fill-opacity="([\d.]+)"', body)
        wall = re.search(rf'<path d="M([-\d.]+),([-\d.]+)l([\d.]+)[^"]*" fill="{PALETTE["house_wall"]}"', body)
        # (art pass 16: #6b5a4c at 45 %, 3 units off at k = 1; pass 15: 25 %, 2.75 units; was #8d8378 at 35 %, 3)
        assert shadow.group(3) == "#6b5a4c" and float(shadow.group(4)) == .45
        assert float(shadow.group(1)) - float(wall.group(1)) >= 2.7 and float(shadow.group(2)) - float(wall.group(2)) >= 2.7
        widths.add(round(float(wall.group(3))))
    assert len(widths) >= 3 and max(widths) >= 18, widths
    roof_w = 18 * COTTAGE * SHAPE_SCALE[0]  # the long cottage's roof, eaves to eaves
    assert 21.5 <= roof_w * .96 <= 23


@pytest.mark.parametrize("tid", [t for t in CITY_TILES if any(c.wall_lines for c in _layout(t).cities)])
def test_at_the_playing_zoom_a_wall_shows_its_stone_face_and_a_snow_line(tid):
    """The far view's bold brown wall, and over it, shown only at the playing zoom (`.ta-m`), a solid band of warm
    stone (#6c503c, as wide as the far wall: 4-5 px at 56-72 px a tile) with a 1 px line of snow (#e8eef4) on the
    town's side: a wall, not a dark/light/dark stripe."""
    far = far_part(tid)
    mid = re.search(r'<g class="ta-m">(.*?)</g>', far).group(1)
    assert 'stroke="#6c503c" stroke-width="7"' in mid and 'stroke="#e8eef4" stroke-width="1.6"' in mid
    assert mid.count("<path") == 2
    assert f'stroke="{PALETTE["wall"]}" stroke-width="7"' in far


def test_the_playing_zooms_own_touches_show_only_there():
    css = re.sub(r"/\*.*?\*/", "", CSS.read_text(), flags=re.S)
    assert re.search(r"\.ta-m \{ display: var\(--ta-mini, none\); \}", css)
