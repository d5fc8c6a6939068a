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
    # (`bench` as a command: the README's, run by test_docs_contract.py, which reads its figures)


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



@pytest.mark.subprocess
def test_bench_times_the_computers_evaluations_and_searches_against_another_checkout():
    """`bench` prints hard's and expert's positions valued per second and expert's searches per second, and
    with `--against` the other engine's figures and this / other ratios (here the other is this checkout)."""
    from carcassonne.perf import search_rates

    figures = search_rates(0.3, farmers=True, expansions=(), other=str(ROOT), rounds=1)
    for key in ("hard_evals_per_s", "expert_evals_per_s", "expert_searches_per_s"):
        assert figures[key] > 0 and figures[f"against_{key}"] > 0
        ratio = figures[f"{key.removesuffix('_per_s')}_speedup_against"]
        assert ratio == round(figures[key] / figures[f"against_{key}"], 2)

# --- round 2: every subcommand refuses bad arguments on one line (exit 2), and never blocks on a file ----------

BAD_ARGUMENTS = [
    ("simulate", "--players", "0"), ("simulate", "--players", "7"), ("simulate", "--players", "6"),
    ("simulate", "--players", "two"), ("simulate", "--expansion", "zzz"),
    ("simulate", "--expansion", "river", "--expansion", "river"), ("simulate", "--seed", "1" * 30),
    ("simulate", "--seed", str(2**63 - 1)), ("simulate", "--games", "-5"), ("simulate", "--games", "0"),
    ("simulate", "--games", "9" * 26), ("bench", "--games", "0"), ("bench", "--playout-seconds", "nan"),
    ("bench", "--playout-seconds", "-1"), ("bench", "--expansion", "zzz"), ("arena", "--games", "-1"),
    ("arena", "--players", "9"), ("arena", "--ms", "inf"), ("arena", "--iterations", "0"), ("arena", "--jobs", "0"),
    ("arena", "--a", "godlike"), ("arena", "--seed", "1e5"), ("scenario",), ("nonsense",), (),
]


@pytest.mark.parametrize("argv", BAD_ARGUMENTS, ids=" ".join)
def test_bad_arguments_exit_2_with_one_line(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    out = capsys.readouterr()
    assert info.value.code == 2 and out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and ": error: " in lines[0] and "Traceback" not in out.err, out.err


def test_bench_against_a_folder_without_an_engine_is_a_bad_argument(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        main(["bench", "--against", str(tmp_path), "--games", "1"])
    assert info.value.code == 2 and "no carcassonne engine" in capsys.readouterr().err


def test_the_seeds_of_the_last_game_may_reach_the_largest_seed(capsys):
    code, out = run_main(capsys, "simulate", "--games", "2", "--seed", str(2**63 - 2))
    assert code == 0 and json.loads(out.out)["games"] == 2


@pytest.mark.subprocess
@pytest.mark.parametrize("kind", ["fifo", "device", "directory"])
def test_scenario_on_a_fifo_a_device_or_a_directory_is_refused_without_blocking(tmp_path, kind):
    """A FIFO with no writer would block `open` for ever: the file type is looked at first (a timeout fails)."""
    if kind == "fifo":
        path = tmp_path / "pipe.json"
        os.mkfifo(path)
    else:
        path = Path("/dev/zero") if kind == "device" else tmp_path
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.run([sys.executable, "-m", "carcassonne", "scenario", str(path)], capture_output=True,
                          text=True, env=env, timeout=30)
    what = {"fifo": "a named pipe (FIFO)", "device": "a device", "directory": "a directory"}[kind]
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    error = json.loads(proc.stdout)["error"]  # the path is quoted, cut at 80 characters
    assert error.startswith("cannot read '") and error.endswith(f": it is {what}, not a file"), error


def test_scenario_whose_task_has_no_legal_answer_exits_2(tmp_path, capsys):
    doc = json.loads(SCENARIO.read_text())
    doc["task"] = {"prompt": "?", "tile": "E", "right": [{"x": 40, "y": 40}]}
    path = tmp_path / "task.json"
    path.write_text(json.dumps(doc))
    code, out = run_main(capsys, "scenario", str(path))
    assert code == 2
    assert json.loads(out.out)["error"] == \
        "task: no legal turn matches any of its right answers, so it cannot be answered"


@pytest.mark.parametrize("name,text,error", [
    ("twice.json", '{"format": "carcassonne-scenario", "version": 1, "version": 1}',
     "the scenario: the key 'version' is given twice in one object"),
    ("nines.json", '{"format": "carcassonne-scenario", "version": 0.' + "9" * 5000 + "}",
     "scenario version 0." + "9" * 77 + "… is not supported (this reads version 1)"),
    ("quadratic.json", '"' + '\\"' * 400_000, "the scenario is not valid JSON: Unterminated string starting at "
     "at line 1, column 1"),
])
def test_round_2_hostile_files_are_refused_with_what_the_file_says(tmp_path, capsys, name, text, error):
    path = tmp_path / name
    path.write_text(text)
    code, out = run_main(capsys, "scenario", str(path))
    assert code == 2 and json.loads(out.out)["error"] == error
