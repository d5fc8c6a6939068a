"""Playout speed of this engine against another checkout's, for ``python -m carcassonne bench --against DIR``.

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


def engine_dir(path: str) -> Path:
    """A checkout's ``py/`` (or the folder itself when it holds the ``carcassonne`` package)."""
    root = Path(path)
    found = root / "py" if (root / "py" / "carcassonne").is_dir() else root
    if not (found / "carcassonne" / "sim.py").is_file():
        raise SystemExit(f"--against {path!r}: no carcassonne engine with sim.py there (or in its py/)")
    return found


def probe(engine: Path, seconds: float, farmers: bool, expansions: tuple[str, ...]) -> tuple[int, float]:
    env = {**os.environ, "PYTHONPATH": str(engine)}
    done = subprocess.run([sys.executable, "-c", PROBE, str(seconds), "1" if farmers else "0", *expansions],
                          env=env, capture_output=True, text=True, check=True)
    out = json.loads(done.stdout)
    return out["playouts"], out["cpu_s"]


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
