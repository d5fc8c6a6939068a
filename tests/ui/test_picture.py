"""The standalone picture of a scenario's step (`ui.picture`, embed.md 1.1 `picture`): a valid SVG file that needs
nothing outside itself, with the tiles, followers and marks the board shows at that step."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from carcassonne import record
from ui import i18n, picture
from ui.embed_session import VIEW, EmbedSession

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "static" / "lessons"
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def session_at(name: str, step: int | None = None) -> EmbedSession:
    path = LESSONS / f"{name}.json"
    if not path.exists():
        pytest.skip(f"{path.name} is not here (the Pyodide runner copies static/lessons)")
    session = EmbedSession(record.load_scenario(path.read_text(encoding="utf-8")), VIEW)
    session.goto_step(session.steps() if step is None else step)
    return session


def references(svg: str) -> list[str]:
    """Every href and url() the text holds."""
    return re.findall(r'href="([^"]*)"', svg) + re.findall(r"url\(([^)]*)\)", svg)


def test_a_step_is_a_valid_svg_whose_references_stay_inside_it():
    session = session_at("city-with-pennant")
    svg = picture.step_picture(session, "A city & its pennant")
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == f"{SVG}svg" and root.get("viewBox") and root.get("width")
    assert root.find(f"{SVG}title").text == "A city & its pennant"
    assert root.find(f"{SVG}style") is not None
    ids = {node.get("id") for node in root.iter() if node.get("id")}
    refs = references(svg)
    assert refs and all(ref.startswith("#") and ref[1:] in ids for ref in refs), refs


def test_it_holds_the_tiles_of_that_step_and_only_their_symbols():
    session = session_at("roads", 1)
    placed = {o.id for o, _ in session.game.board.tiles.values()}
    root = ET.fromstring(picture.step_picture(session).encode("utf-8"))
    uses = [u for u in root.iter(f"{SVG}use") if u.get("data-testid") == "placed-tile"]
    assert len(uses) == len(session.game.board.tiles)
    assert {u.get("data-tile") for u in uses} == placed
    symbols = {s.get("id") for s in root.iter(f"{SVG}symbol")}
    assert {u.get(XLINK)[1:] for u in uses} == symbols  # every symbol used, none more
    assert {re.sub(r"^tile-|-v\dr\d+$", "", s) for s in symbols} == placed


def test_the_board_of_step_zero_is_the_start_tile_alone():
    session = session_at("roads", 0)
    root = ET.fromstring(picture.step_picture(session).encode("utf-8"))
    assert len([u for u in root.iter(f"{SVG}use") if u.get("data-testid") == "placed-tile"]) == 1
    assert root.get("viewBox").split()[2:] == [str(100 + 2 * picture.PAD)] * 2


def test_followers_and_scored_features_are_drawn():
    session = session_at("city-with-pennant")
    svg = picture.step_picture(session)
    assert len(re.findall(r'data-testid="meeple"', svg)) == len(session.game.final_positions if session.game.over
                                                                else session.game.meeples)


def test_house_variants_turns_and_the_far_view_are_baked_into_the_symbols():
    tile = next(t for t in ("D", "F", "E") if picture.has_houses(t))
    for variant in range(4):
        for rot in (0, 90, 180, 270):
            body = picture.baked_content(tile, variant, rot)
            assert 'class="ta-f"' not in body and 'class="hm' not in body and "var(" not in body
            marks = re.findall(r'<path marker-start="url\(#ta-c(\d)e(\d)r(\d+)\)" marker-mid="url\(#ta-c\1e\2r\3\)"', body)
            assert marks and all((int(c) - int(s)) % 4 == variant and int(r) == rot for s, c, r in marks)
    assert picture.symbol_id(tile, 3, 270) == f"tile-{tile}-v3r270"
    assert 'id="ta-c0e3r270"' in picture.town_defs()  # the markers travel with the picture's defs
    plain = next(t for t in ("B", "A", "V", "U") if not picture.has_houses(t))
    assert picture.symbol_id(plain, 3) == f"tile-{plain}"


def test_assemble_takes_the_symbols_it_is_given():
    session = session_at("roads", 1)
    parts = picture.picture_parts(session, "t")
    given = {key: picture.baked_symbol(key) for key in parts.symbols}
    assert picture.assemble(parts, given) == picture.assemble(parts) == picture.step_picture(session, "t")


def test_the_picture_file_carries_the_same_picture_in_parts():
    """static/embed-first.js and static/lessons.js answer from the build's picture file by the join `assemble` makes."""
    from ui.embed_views import scenario_pictures

    session = session_at("roads")
    pictures = scenario_pictures(session.scenario)
    for lang in ("en", "de"):
        i18n.set_language(lang)  # (the followers' labels are in the picture's language)
        title = session.scenario.texts(lang).title
        for step in (0, session.steps()):
            session.goto_step(step)
            parts = pictures["languages"][lang][step]
            joined = (pictures["decl"] + parts["open"] + "<defs>" + pictures["defs"]
                      + "".join(pictures["symbols"][key] for key in parts["symbols"]) + "</defs>" + parts["body"] + "\n")
            assert joined == picture.step_picture(session, title)


def test_a_built_picture_file_is_not_stale():
    """static/views (the build's) and dist/static/views (the site's) each hold every lesson's pictures as drawn now
    (each lesson drawn once for both: the drawing is most of this test's time)."""
    import json

    from ui.embed_views import scenario_pictures

    folders = [f for f in (ROOT / "static" / "views", ROOT / "dist" / "static" / "views") if f.is_dir()]
    if not folders:
        pytest.skip("not built (py/sitebuild/build.py views / make dist)")
    for path in sorted(LESSONS.glob("*.json")):
        if path.name == "index.json":
            continue
        want = json.loads(json.dumps(scenario_pictures(record.load_scenario(path.read_text(encoding="utf-8")))))
        for folder in folders:
            built = folder / f"{path.stem}.picture.json"
            assert json.loads(built.read_text(encoding="utf-8")) == want, f"{built} is stale"


def test_the_editor_gets_a_picture_from_a_scenario_text():
    from ui.embed_picture import picture_answer, scenario_picture

    session = session_at("roads")
    text = (LESSONS / "roads.json").read_text(encoding="utf-8")
    assert scenario_picture(text) == picture.step_picture(session, session.scenario.texts("en").title)
    session.goto_step(1)
    assert scenario_picture(text, 1) == picture.step_picture(session, session.scenario.texts("en").title)
    # the embed's answer: a step clamped as a goto, the shown step without one, nothing for a step that is no number
    assert picture_answer(session, 99)["svg"] == scenario_picture(text)
    assert picture_answer(session, -1)["svg"] == scenario_picture(text, 0)
    assert picture_answer(session, None) == {"type": "carcassonne:picture", "svg": scenario_picture(text, 1)}
    assert picture_answer(session, "two") is None and picture_answer(None, 1) is None


def test_the_tile_symbols_draw_unclipped():
    """A symbol clips to its viewBox by default, anti-aliased: two tiles' snow would show a hairline between them.
    The picture says overflow="visible" on each symbol (read by viewers without CSS too) and in its style."""
    svg = picture.step_picture(session_at("roads"), "t")
    symbols = re.findall(r"<symbol [^>]*>", svg)
    assert symbols and all('overflow="visible"' in s for s in symbols)
    assert "symbol{overflow:visible}" in svg


def test_its_layers_are_stacked_as_the_board_stacks_them():
    """The picture takes its order from `board_view.LAYERS` (one list): tiles under the scored marks, followers
    on top."""
    from ui.board_view import LAYERS

    session = session_at("roads", 2)  # a scored road: its cells' marks go between the tiles and the followers
    root = ET.fromstring(picture.step_picture(session).encode("utf-8"))
    names = [g.get("class")[len("layer-"):] for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("layer-")]
    assert {"tiles", "cells", "meeples"} <= set(names), names
    assert names == [name for name in LAYERS if name in names]


#: The tile art's level-of-detail switches: a picture shows the near drawing, with its far group dropped
#: (`baked_symbol`) and the far wall shade hidden by its own attribute, so it needs none of these rules (art pass 43:
#: ta-fo, the far-only oval garden).
LOD_ONLY = {"ta-d", "ta-f", "ta-m", "ta-fs", "ta-fo"} | {f"ta-p{a}{b}" for a in range(4) for b in range(a + 1, 4)}  # (art pass 20: far-only pairs)


def test_the_picture_carries_every_switch_of_the_tile_art_style_sheet():
    """A class that static/tileart.css shows or hides by the board's data (a street, a square, a cell's variant)
    has the same rule in the picture's own style, or a handout shows what the board hides (pass 16's little
    squares and pass 17's wells were missing from it)."""
    css_path = Path(__file__).resolve().parents[2] / "static" / "tileart.css"
    if not css_path.is_file():  # the Pyodide runner copies static/*.css; a bare checkout of py/ has none
        pytest.skip("no static/tileart.css here")
    css = re.sub(r"\s+", "", re.sub(r"/\*.*?\*/", "", css_path.read_text(encoding="utf-8"), flags=re.S))
    switches = re.findall(r"\.(ta-[\w-]+)\{display:(var\(--[\w-]+,\w+\))", css)
    assert len(switches) > 30, switches
    style = re.sub(r"\s+", "", picture.STYLE)
    missing = [f".{name}{{display:{value}}}" for name, value in switches
               if name not in LOD_ONLY and f".{name}{{display:{value}}}" not in style]
    assert missing == [], missing
