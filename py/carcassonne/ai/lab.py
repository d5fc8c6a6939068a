"""Screening evaluation terms cheaply: paired games (each seed twice, seats swapped) of a candidate player
against a reference level, printed as JSON.  A tool for tuning `carcassonne.ai` (never loaded by the page).

    PYTHONPATH=py python3 -m carcassonne.ai.lab --cand 'oneply:{"farms_ahead":true}' --ref medium --seeds 200

A player is ``level`` (one of the package's levels) or ``oneply:{knobs}`` / ``hard:{knobs}`` (the lab's outlook,
see `LabWeights`), or ``expert:{"width": 12, "spread": 16, "round": 4, "ms": 800}`` (expert's search with other
knobs at a budget; with ``--cpu-clock`` in this process's CPU time, as ``arena --cpu-clock``).  Pairs share the
bag's order, so the luck of the draw cancels out of each pair.

``--regret N`` measures an ``expert:{…}`` candidate's search instead of playing: on positions every 5 turns of N
games of hard against itself (seeds ``--first`` on), its move at its budget is compared with the exact two-ply
expectimax (every tile type still in the bag, the next player's best reply) over the 20 best one-ply candidates;
the regret is the exact value given up, in points (0: the search found the move its own model calls best).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import fields

from carcassonne.ai import search
from carcassonne.ai.arena import wilson95
from carcassonne.ai.candidates import determinize, iter_candidates, public_bag
from carcassonne.ai.levels import choose_turn
from carcassonne.ai.value import Outlook, Weights
from carcassonne.game import Game, Rules


def make_weights(knobs: dict) -> Weights:
    known = {f.name for f in fields(Weights)}
    bad = set(knobs) - known
    if bad:
        raise SystemExit(f"unknown knobs {sorted(bad)}; known: {sorted(known)}")
    return Weights(**knobs)


def player(spec: str):
    if ":" not in spec:
        return lambda game, rng: choose_turn(game, rng, spec, budget_ms=60_000)
    kind, raw = spec.split(":", 1)
    knobs = json.loads(raw)
    if kind == "expert":
        return _expert_player(knobs)
    extra = {k: knobs.pop(k) for k in ("iterations", "width") if k in knobs}
    weights = make_weights(knobs)
    if kind == "oneply":
        def turn(game, rng):
            outlook = Outlook(game, public_bag(game), weights)
            det = determinize(game, rng)
            clock = search.Clock.start(60_000)
            ranked = search.rank(det, iter_candidates(game), outlook, game.current_player, clock)
            return search.pick_best(ranked, rng)
        return turn
    if kind == "hard":
        def turn(game, rng):
            old = search.HARD
            search.HARD = weights
            try:
                return search.hard_turn(game, rng, search.Clock.start(60_000), extra.get("iterations", 3),
                                        extra.get("width", search.HARD_WIDTH))
            finally:
                search.HARD = old
        return turn
    raise SystemExit(f"unknown player kind {kind!r}")


def _expert_player(knobs: dict):
    """Expert's search with its width, spread and round set here, at ``ms`` (default its page budget)."""
    from carcassonne.ai import expert
    bad = set(knobs) - {"width", "spread", "round", "ms"}
    if bad:
        raise SystemExit(f"unknown expert knobs {sorted(bad)}; known: width, spread, round, ms")
    ms = knobs.get("ms", search.budget_ms("expert"))

    def turn(game, rng):
        clock = search.Clock.start(ms, expert.EXPERT_MARGIN)
        return expert.expert_search(game, rng, clock, width=knobs.get("width"), spread=knobs.get("spread"),
                                    round_=knobs.get("round"))[0].turn
    return turn


def positions(games: int, first: int, every: int = 5) -> list[Game]:
    """Positions of seeded games of hard against itself, every ``every`` turns while tiles are left to draw."""
    out = []
    for seed in range(first, first + games):
        game = Game(2, seed=seed, rules=Rules())
        while not game.over:
            if len(game.turns) % every == 2 and game.tiles_left > 0:
                out.append(game.copy())
            game.play(choose_turn(game, random.Random(len(game.turns)), "hard"))
    return out


def exact_values(game: Game, top: int = 20) -> dict[tuple, float]:
    """The exact expected margin after the next player's best reply, per candidate among the ``top`` one-ply."""
    from carcassonne.ai import expert
    player, rng, forever = game.current_player, random.Random(7), search.Clock(float("inf"))
    outlook = Outlook(game, public_bag(game), expert.EXPERT)
    ranked = sorted(search.rank(determinize(game, rng), iter_candidates(game), outlook, player, forever),
                    key=lambda r: -r.value)[:top]
    values = {id(r): 0.0 for r in ranked}
    for tile, weight in expert.draws(game, rng):
        for key, value in expert._draw(game, rng, tile, ranked, outlook, player, forever).items():
            values[key] += weight * value
    return {(r.turn.placement, r.turn.deploy, r.turn.recall): values[id(r)] for r in ranked}


def regret(spec: str, games: int, first: int) -> dict:
    """`--regret`: the candidate's loss against `exact_values` on `positions`, and its CPU ms per move."""
    choose = player(spec)
    losses, ms = [], []
    for game in positions(games, first):
        exact = exact_values(game)
        started = time.process_time()
        turn = choose(game, random.Random(3))
        ms.append(1000 * (time.process_time() - started))
        best = max(exact.values())
        losses.append(best - exact.get((turn.placement, turn.deploy, turn.recall), min(exact.values())))
    return {"cand": spec, "positions": len(losses), "mean_regret": round(sum(losses) / len(losses), 3),
            "best_found": sum(1 for x in losses if x < 1e-9), "ms_median": round(sorted(ms)[len(ms) // 2]),
            "ms_max": round(max(ms))}


def play_pair(args) -> tuple[int, int, float, float]:
    cand, ref, seed, expansions, players, cpu_clock = args
    search.CPU_CLOCK = cpu_clock
    a, b = player(cand), player(ref)
    margins = []
    empty = []  # the candidate's turns begun with no normal follower in supply
    cpu = time.process_time()
    for seat in range(2):
        game = Game(players, seed=seed, rules=Rules(expansions=tuple(expansions)))
        while not game.over:
            if game.current_player == seat:
                empty.append(game.supply["normal"][seat] == 0)
            who = a if game.current_player == seat else b
            rng = random.Random(f"{seed}:{seat}:{len(game.turns)}")
            game.play(who(game, rng))
        margins.append(game.scores[seat] - max(s for p, s in enumerate(game.scores) if p != seat))
    return margins[0], margins[1], time.process_time() - cpu, sum(empty) / max(1, len(empty))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cand", required=True)
    ap.add_argument("--ref", default="medium")
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--expansion", action="append", default=[])
    ap.add_argument("--cpu-clock", action="store_true", help="budgets in this process's CPU time")
    ap.add_argument("--regret", type=int, default=0, metavar="N", help="measure an expert:{…} search on "
                    "positions of N hard games against the exact two-ply expectimax instead of playing")
    opts = ap.parse_args()
    if opts.regret:
        search.CPU_CLOCK = opts.cpu_clock
        print(json.dumps(regret(opts.cand, opts.regret, opts.first)))
        return
    work = [(opts.cand, opts.ref, opts.first + i, opts.expansion, opts.players, opts.cpu_clock)
            for i in range(opts.seeds)]
    started = time.time()
    if opts.jobs > 1:
        with multiprocessing.Pool(opts.jobs) as pool:
            results = pool.map(play_pair, work, chunksize=4)
    else:
        results = [play_pair(w) for w in work]
    margins = [m for r in results for m in r[:2]]
    wins = sum(1 for m in margins if m > 0) + 0.5 * sum(1 for m in margins if m == 0)
    n = len(margins)
    pair_means = [(r[0] + r[1]) / 2 for r in results]
    mean = sum(pair_means) / len(pair_means)
    sd = math.sqrt(sum((x - mean) ** 2 for x in pair_means) / max(1, len(pair_means) - 1))
    print(json.dumps({"cand": opts.cand, "ref": opts.ref, "games": n, "win_rate": round(wins / n, 4),
                      "wilson95": wilson95(wins, n), "margin_mean": round(mean, 2),
                      "margin_se": round(sd / math.sqrt(len(pair_means)), 2),
                      "cpu_s_per_pair": round(sum(r[2] for r in results) / len(results), 2),
                      "cand_empty_supply": round(sum(r[3] for r in results) / len(results), 3),
                      "wall_s": round(time.time() - started, 1), "expansions": opts.expansion,
                      "pair_margins": [list(r[:2]) for r in results]}))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
