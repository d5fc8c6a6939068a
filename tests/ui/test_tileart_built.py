"""The tile art worked out ahead by the build (`ui.tileart.built`): served from the table when there is one, from
a zip as the page imports app.zip, and computed where there is none (CPython from the sources)."""

import ast
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ui.tileart import built, draw, symbols, town_plan
from ui.tileart.compact import compact

ROOT = Path(__file__).resolve().parents[2]
IN_PYODIDE = sys.platform == "emscripten"


def test_the_table_holds_each_served_function_s_value_and_gives_it_back_as_it_was():
    table = built.table(["E", "IC01", "RK"])
    # (art pass 19: the lanes' hidden cottages; session 12: the caps' last-resort lanes, asked for by the board)
    # (art pass 29: the playing zoom's roofs by a seam, `seam_colours.seam_roofs`)
    # (art pass 30: the far squares' switches the board asks, `far_square.fir_switches`)
    # (art pass 32: the far roofs the board's seam colours ask, `far_seams.far_seam_roofs`)
    # (session 19: the symbols written short, `symbols.symbol_content`, in place of `draw.tile_content`)
    assert sorted(table) == ["caps", "far_seam_roofs", "fir_switches", "lanes", "seam_roofs", "stuck_cottages",
                             "symbol_content"]
    from ui.tileart import lane_cottages, seam_colours

    for tid in ("E", "IC01", "RK"):
        assert table["symbol_content"][tid] == symbols.symbol_content(tid)
        lanes = ast.literal_eval(table["lanes"][tid])
        assert lanes == town_plan._lanes(tid) and type(lanes) is type(town_plan._lanes(tid))
        assert ast.literal_eval(table["stuck_cottages"][tid]) == lane_cottages.stuck_cottages(tid)
        assert ast.literal_eval(table["caps"][tid]) == lane_cottages._caps(tid)
        assert ast.literal_eval(table["seam_roofs"][tid]) == seam_colours.seam_roofs(tid)
    assert json.loads(json.dumps(table)) == table


def test_a_table_is_served_and_a_type_it_lacks_is_computed(monkeypatch):
    fake = {"symbol_content": {"A": "<g id='from-the-table'/>"}, "lanes": {"A": "((([[(1.0, 2.0)]], []),))"}}
    monkeypatch.setattr(built, "_table", lambda: fake)
    assert symbols.symbol_content.__wrapped__("A") == "<g id='from-the-table'/>"
    assert town_plan._lanes.__wrapped__("A") == (([[(1.0, 2.0)]], []),)
    assert symbols.symbol_content.__wrapped__("B") == compact(draw._draw("B"))  # not in the table: drawn


@pytest.mark.skipif(IN_PYODIDE, reason="the Pyodide run is given the build's table, as the page is")
def test_from_the_sources_there_is_no_table():
    assert built._table() == {}


@pytest.mark.skipif(not IN_PYODIDE, reason="CPython is where the build draws the table")
def test_inside_pyodide_a_sample_of_types_draws_as_the_build_drew_it():
    """The page (and the Pyodide run, tests/test_pyodide_runtime.py) takes the art from the table the build drew on
    CPython; the art code drawing here, under Pyodide's 3.14, must give the same for every served function.  A
    sample of types, every fifth (each drawing path: towns, roads, river, landmarks, animals, expansions), as
    every type would take over a minute here."""
    from carcassonne.tiles import TILE_TYPES

    table = built._table()
    assert sorted(table) == sorted(built.SERVED), "the run was not given the build's table (PYODIDE_TILEART_TABLE)"
    sample = sorted(TILE_TYPES)[::5]
    differ = [(kind, tid) for kind, (compute, literal) in sorted(built.SERVED.items()) for tid in sample
              if (repr(compute(tid)) if literal else compute(tid)) != table[kind][tid]]
    assert differ == [], f"drawn differently under Pyodide than by the build: {differ}"


@pytest.mark.subprocess
def test_the_table_is_read_from_a_zip_as_the_page_imports_app_zip(tmp_path):
    """pkgutil finds built.json beside the module inside a zip on sys.path (the page's app.zip; here a zip of the
    sources, for CPython)."""
    app = tmp_path / "app.zip"
    with zipfile.ZipFile(app, "w") as zf:
        for path in (ROOT / "py").rglob("*.py"):
            rel = path.relative_to(ROOT / "py").as_posix()
            if rel.split("/")[0] in ("ui", "carcassonne"):
                zf.writestr(rel, path.read_bytes())
        zf.writestr("ui/tileart/built.json", json.dumps({"symbol_content": {"A": "<g id='zipped'/>"}}))
    code = "from ui.tileart import symbol_content; print(symbol_content('A')); print(symbol_content('E').count('<'))"
    done = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(app)!r}); {code}"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    served, drawn = done.stdout.splitlines()
    assert served == "<g id='zipped'/>" and int(drawn) == symbols.symbol_content("E").count("<")  # E: not in it, drawn
