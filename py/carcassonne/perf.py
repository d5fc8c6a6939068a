"""Playout and search speed of this engine against another checkout's (``python -m carcassonne bench --against DIR``).

A speed target such as "playouts 3× faster than before" is a ratio between two versions of the engine.  Each
version runs in a subprocess of its own (the same interpreter, ``PYTHONPATH`` pointing at its ``py/``), in
alternating rounds, and counts CPU time only, so a busy shared machine slows both sides alike.  The probe uses
only what every version of the engine has (`sim.random_game`, `sim.random_turn`, `Game.copy/play/over`) and
each version's fastest playout, `sim.playout`, where it exists.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = r"""
import json, random, sys, time
from carcassonne import sim
from carcassonne.game import Rules

seconds, farmers, expansions = float(sys.argv[1]), sys.argv[2] == "1", tuple(sys.argv[3:])
rules = Rules(farmers=farmers, expansions=expansions)
starts = [g for g in (sim.random_game(500 + i, 2, rules, stop_after=35) for i in range(10)) if not g.over]


def checked(game, rng):
    game = game.copy()
    while not game.over:
        game.play(sim.random_turn(game, rng))


run = getattr(sim, "playout", None) or checked
rng, warm = random.Random(1), time.process_time()
while time.process_time() - warm < min(1.0, seconds / 2):  # fill each engine's memo tables first
    run(starts[0], rng)
n, started = 0, time.process_time()
while time.process_time() - started < seconds:
    run(starts[n % len(starts)], rng)
    n += 1
print(json.dumps({"playouts": n, "cpu_s": time.process_time() - started}))
"""


#: The computer's costs: positions valued per second by hard's and expert's outlooks (every candidate of 10 mid-game
#: positions, played on a copy, each position's candidates valued by one fresh outlook as `search.rank` does), and
#: expert searches per second (`expert_search` with 4 draws per candidate, no clock: the same work on any engine).
EVAL_PROBE = r"""
import json, random, sys, time
from carcassonne import sim
from carcassonne.game import Rules
from carcassonne.ai import search
from carcassonne.ai.candidates import candidates, public_bag
from carcassonne.ai.value import Outlook
try:
    from carcassonne.ai.expert import EXPERT, expert_search
except ImportError:
    EXPERT = expert_search = None

seconds, farmers, expansions = float(sys.argv[1]), sys.argv[2] == "1", tuple(sys.argv[3:])
rules = Rules(farmers=farmers, expansions=expansions)
roots = [g for g in (sim.random_game(700 + i, 2, rules, stop_after=15 + 6 * i) for i in range(10)) if not g.over]
probes = []
for g in roots:
    for t in candidates(g):
        p = g.copy()
        p.play(t, trusted=True)
        probes.append((g, p))


def evaluations(weights):
    outlooks = {}
    for g, p in probes:
        o = outlooks.get(id(g))
        if o is None:
            o = outlooks[id(g)] = Outlook(g, public_bag(g), weights)
        o.margin(p, g.current_player)
    return len(probes)


def searches():
    for g in roots:
        expert_search(g, random.Random(1), search.Clock(float("inf")), iterations=4)
    return len(roots)


out = {}
jobs = [("hard_evals_per_s", lambda: evaluations(search.HARD))]
if EXPERT is not None:
    jobs += [("expert_evals_per_s", lambda: evaluations(EXPERT)), ("expert_searches_per_s", searches)]
for key, job in jobs:
    job()  # warm the memo tables of the engine
    n, started = 0, time.process_time()
    while time.process_time() - started < seconds / len(jobs):
        n += job()
    out[key] = [n, time.process_time() - started]
print(json.dumps(out))
"""


def engine_dir(path: str) -> Path:
    """A checkout's ``py/`` (or the folder itself when it holds the ``carcassonne`` package)."""
    root = Path(path)
    found = root / "py" if (root / "py" / "carcassonne").is_dir() else root
    if not (found / "carcassonne" / "sim.py").is_file():
        raise SystemExit(f"--against {path!r}: no carcassonne engine with sim.py there (or in its py/)")
    return found


def _run(script: str, engine: Path, seconds: float, farmers: bool, expansions: tuple[str, ...]) -> dict:
    env = {**os.environ, "PYTHONPATH": str(engine)}
    done = subprocess.run([sys.executable, "-c", script, str(seconds), "1" if farmers else "0", *expansions],
                          env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def probe(engine: Path, seconds: float, farmers: bool, expansions: tuple[str, ...]) -> tuple[int, float]:
    out = _run(PROBE, engine, seconds, farmers, expansions)
    return out["playouts"], out["cpu_s"]


def search_rates(seconds: float, farmers: bool, expansions: tuple[str, ...], other: str | None = None,
                 rounds: int = 3) -> dict:
    """`EVAL_PROBE`'s figures per CPU second for this engine (and ``other``'s, with ratios this / other),
    in alternating rounds, each engine in a subprocess of its own."""
    engines = {"this": Path(__file__).resolve().parent.parent}
    if other:
        engines["against"] = engine_dir(other)
    totals: dict[str, dict[str, list[float]]] = {name: {} for name in engines}
    for _ in range(rounds):
        for name, engine in engines.items():
            for key, (n, cpu) in _run(EVAL_PROBE, engine, seconds / rounds, farmers, expansions).items():
                acc = totals[name].setdefault(key, [0, 0.0])
                acc[0] += n
                acc[1] += cpu
    out: dict = {}
    for name, figures in totals.items():
        for key, (n, cpu) in figures.items():
            out[key if name == "this" else f"against_{key}"] = round(n / max(cpu, 1e-9), 1)
    for key in totals["this"]:
        if f"against_{key}" in out:
            out[f"{key.removesuffix('_per_s')}_speedup_against"] = round(out[key] / max(out[f"against_{key}"], 1e-9), 2)
    return out


def compare(other: str, seconds: float, farmers: bool, expansions: tuple[str, ...], rounds: int = 3) -> dict:
    """Playouts per CPU second of this engine and of ``other``, in ``rounds`` alternating rounds each."""
    engines = {"this": Path(__file__).resolve().parent.parent, "against": engine_dir(other)}
    totals = {name: [0, 0.0] for name in engines}
    for _ in range(rounds):
        for name, engine in engines.items():
            n, cpu = probe(engine, seconds / rounds, farmers, expansions)
            totals[name][0] += n
            totals[name][1] += cpu
    rates = {name: n / max(cpu, 1e-9) for name, (n, cpu) in totals.items()}
    return {"this_playouts_per_s": round(rates["this"], 1), "against_playouts_per_s": round(rates["against"], 1),
            "speedup_against": round(rates["this"] / max(rates["against"], 1e-9), 2), "against": str(other)}
