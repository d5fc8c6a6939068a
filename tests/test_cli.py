"""`python -m carcassonne`: the scenario command's output and exit codes, simulate and bench."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from carcassonne.__main__ import main

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "tests" / "scenarios" / "city-two-tiles.json"


def run_main(capsys, *argv):
    code = main(list(argv))
    return code, capsys.readouterr()


def test_scenario_that_holds_exits_0(capsys):
    code, out = run_main(capsys, "scenario", str(SCENARIO))
    assert code == 0
    assert json.loads(out.out)["scores"] == {"Red": 4, "Blue": 0}


def test_scenario_whose_expect_fails_exits_1_and_prints_both(tmp_path, capsys):
    doc = json.loads(SCENARIO.read_text())
    doc["expect"]["scores"]["Red"] = 5
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(doc))
    code, out = run_main(capsys, "scenario", str(path))
    assert code == 1
    printed = json.loads(out.out)
    assert printed["scores"]["Red"] == 4 and printed["expected"]["scores"]["Red"] == 5
    assert "Red: expected 5, got 4" in out.err


@pytest.mark.parametrize("content,fragment", [("{not json", "not valid JSON"),
                                              ('{"format": "x", "version": 1}', "format must be")])
def test_refused_scenario_exits_2_with_the_error(tmp_path, capsys, content, fragment):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out = run_main(capsys, "scenario", str(path))
    assert code == 2
    assert fragment in json.loads(out.out)["error"]


def test_missing_file_exits_2(tmp_path, capsys):
    code, out = run_main(capsys, "scenario", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read" in json.loads(out.out)["error"]


def test_simulate_prints_games_seconds_and_ms_per_game(capsys):
    code, out = run_main(capsys, "simulate", "--games", "3", "--players", "3", "--seed", "5")
    figures = json.loads(out.out)
    assert code == 0 and figures["games"] == 3 and figures["players"] == 3
    assert figures["seconds"] > 0 and figures["ms_per_game"] > 0


@pytest.mark.subprocess
def test_module_runs_as_a_command_with_exit_codes(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    ok = subprocess.run([sys.executable, "-m", "carcassonne", "scenario", str(SCENARIO)],
                        capture_output=True, text=True, env=env)
    assert ok.returncode == 0, ok.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    refused = subprocess.run([sys.executable, "-m", "carcassonne", "scenario", str(bad)],
                             capture_output=True, text=True, env=env)
    assert refused.returncode == 2 and "error" in json.loads(refused.stdout)
    bench = subprocess.run([sys.executable, "-m", "carcassonne", "bench", "--games", "5"],
                           capture_output=True, text=True, env=env)
    assert bench.returncode == 0
    figures = json.loads(bench.stdout)
    assert figures["random_game_2p_median_ms"] > 0 and figures["copy_80_tiles_median_ms"] > 0


HOSTILE_FILES = {
    "deep.json": ("[" * 100_000 + "]" * 100_000).encode(),
    "latin1.json": '{"format": "carcassonne-scenario", "title": "caf\xe9"}'.encode("latin-1"),
    "utf16.json": '{"format": "carcassonne-scenario"}'.encode("utf-16"),
    "bigint.json": ('{"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"], '
                    '"turns": [{"tile": "E", "x": ' + "9" * 5000 + ', "y": 0}]}').encode(),
    "rot-float.json": json.dumps({"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"],
                                  "turns": [{"tile": "E", "x": 0, "y": -1, "rot": 90.0}]}).encode(),
    "version-true.json": b'{"format": "carcassonne-scenario", "version": true, "players": ["A", "B"]}',
    "nan.json": b'{"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"], "end": NaN}',
    "huge-title.json": json.dumps({"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"],
                                   "title": "t" * 100_000}).encode(),
    "too-large.json": b'{"x": "' + b"y" * 1_100_000 + b'"}',
    "empty.json": b"",
    "binary.json": bytes(range(256)),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_hostile_files_exit_2_with_a_short_message(tmp_path, capsys, name):
    path = tmp_path / name
    path.write_bytes(HOSTILE_FILES[name])
    code, out = run_main(capsys, "scenario", str(path))
    error = json.loads(out.out)["error"]
    assert code == 2 and 0 < len(error) < 200
    assert out.err.startswith("refused: ") and "Traceback" not in out.err


def test_a_directory_exits_2(tmp_path, capsys):
    code, out = run_main(capsys, "scenario", str(tmp_path))
    assert code == 2 and json.loads(out.out)["error"].startswith(f"cannot read {str(tmp_path)!r}: ")


@pytest.mark.subprocess
def test_the_command_refuses_a_deep_file_without_a_traceback(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    deep = tmp_path / "deep.json"
    deep.write_bytes(HOSTILE_FILES["deep.json"])
    proc = subprocess.run([sys.executable, "-m", "carcassonne", "scenario", str(deep)],
                          capture_output=True, text=True, env=env)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["error"] == \
        "the scenario is nested too deeply: more than 32 levels of lists and objects"


@pytest.mark.subprocess
def test_bench_against_another_checkout_times_both_engines_and_refuses_a_folder_without_one(tmp_path):
    """`bench --against DIR` runs the same playouts on DIR's engine (here: this very checkout) in subprocesses."""
    from carcassonne.perf import compare

    figures = compare(str(ROOT), seconds=0.6, farmers=True, expansions=(), rounds=1)
    assert figures["this_playouts_per_s"] > 0 and figures["against_playouts_per_s"] > 0
    assert figures["speedup_against"] == round(figures["this_playouts_per_s"] / figures["against_playouts_per_s"], 2)
    with pytest.raises(SystemExit, match="no carcassonne engine"):
        compare(str(tmp_path), seconds=0.1, farmers=True, expansions=())
