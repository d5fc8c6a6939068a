"""Seeded games between two levels, seats alternated: the figures behind the README's table.

Game ``i`` uses seed ``seed + i``; level A sits in seat ``i % players``, level B in every other seat.  Each move
gets its own rng seeded by (seed, game, turn), so a run is reproducible as long as no hard move hits its
wall-clock cap (see `search`).  A game counts as a win for A when A's score is strictly the highest, a tie when
A shares the highest; ``win_rate`` counts a tie as half a win.  With ``cpu_clock`` every level's budget and every
move's time are this process's CPU time (`search.CPU_CLOCK`): a busy machine then plays the games a quiet one
would, only slower.  Each side's worst move is printed with its budget
and how many moves ran past it (wall clock, so a loaded machine shows here).  ``empty_supply`` is, per side, the
share of its turns that began with no normal follower in its supply (a level that strands its followers shows
here).
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import random
import statistics

from ..game import Game, Rules
from . import search
from .levels import choose_turn
from .search import budget_ms


def wilson95(successes: float, n: int) -> tuple[float, float]:
    """The Wilson score interval at 95 % for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    z, p = 1.96, successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def _ms_summary(times: list[float]) -> dict:
    if not times:
        return {"median": 0, "p95": 0, "max": 0, "moves": 0}
    ordered = sorted(times)
    return {"median": round(statistics.median(ordered), 1), "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
            "max": round(ordered[-1], 1), "moves": len(ordered)}


def play_game(index: int, a: str, b: str, seed: int, players: int, rules: Rules, budgets: dict,
              times: dict, worst: dict) -> Game:
    seat_a = index % players
    levels = [a if s == seat_a else b for s in range(players)]
    game = Game(players, seed=seed + index, rules=rules)
    while not game.over:
        level = levels[game.current_player]
        rng = random.Random(f"{seed}:{index}:{len(game.turns)}")
        started = search.now()
        turn = choose_turn(game, rng, level, budget_ms=budgets.get(level),
                           iterations=budgets.get("iterations") if level == "hard" else None)
        ms = 1000 * (search.now() - started)
        side = "a" if game.current_player == seat_a else "b"
        times[side].append(ms)
        times[side + "_empty"].append(game.supply["normal"][game.current_player] == 0)
        if ms > worst[side]["ms"]:
            worst[side] = {"ms": round(ms, 1), "game": index, "turn": len(game.turns) + 1, "tile": game.drawn}
        game.play(turn)  # checked: an illegal choice would raise here
    return game


def arena(a: str, b: str, games: int, seed: int = 1, players: int = 2, rules: Rules | None = None,
          hard_ms: float | None = None, progress=None, hard_iterations: int | None = None, jobs: int = 1,
          cpu_clock: bool = False) -> dict:
    """Play the games and summarise them as one JSON-ready dict.

    ``jobs`` > 1 plays games in that many processes; each game is seeded by its index alone, so the games and
    their results are the same as one process's (only the wall-clock times feel the other processes)."""
    rules = rules or Rules()
    budgets: dict = {"hard": hard_ms} if hard_ms is not None else {}
    if hard_iterations is not None:
        budgets["iterations"] = hard_iterations
    times: dict[str, list] = {"a": [], "b": [], "a_empty": [], "b_empty": []}
    worst = {"a": {"ms": 0.0}, "b": {"ms": 0.0}}
    margins: list[int] = []
    tasks = [(i, a, b, seed, players, rules, budgets, cpu_clock) for i in range(games)]
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    try:
        played = pool.imap(_play_one, tasks) if pool else map(_play_one, tasks)
        for margin, game_times, game_worst in played:
            margins.append(margin)
            for side in ("a", "b", "a_empty", "b_empty"):
                times[side].extend(game_times[side])
            for side in ("a", "b"):
                if game_worst[side]["ms"] > worst[side]["ms"]:
                    worst[side] = game_worst[side]
            if progress is not None:
                progress(_summary(a, b, margins, players, seed, rules, hard_ms, times, worst, cpu_clock))
    finally:
        if pool:
            pool.terminate()
    return _summary(a, b, margins, players, seed, rules, hard_ms, times, worst, cpu_clock)


def _play_one(task: tuple) -> tuple[int, dict, dict]:
    """One game of the arena (a top-level function, so a process pool can run it): A's margin, times, worst."""
    index, a, b, seed, players, rules, budgets, cpu_clock = task
    search.CPU_CLOCK = cpu_clock
    times: dict[str, list] = {"a": [], "b": [], "a_empty": [], "b_empty": []}
    worst = {"a": {"ms": 0.0}, "b": {"ms": 0.0}}
    game = play_game(index, a, b, seed, players, rules, budgets, times, worst)
    mine = game.scores[index % players]
    return mine - max(s for p, s in enumerate(game.scores) if p != index % players), times, worst


def table(levels: tuple[str, ...], games: int, seed: int = 1, rules: Rules | None = None, jobs: int = 1,
          progress=None, cpu_clock: bool = False) -> dict:
    """Seeded games with one seat per level (3 levels: 3 players), the seating running through every order.

    Game ``i`` seats the levels in the ``i``-th of their orders (cycling), so each level sits in each seat and
    behind each other level equally often over a multiple of 6 games.  Per level: games won outright, first
    places shared, mean score, ms per move and the share of its turns begun with an empty supply."""
    if len(set(levels)) != len(levels):
        raise ValueError(f"a table needs different levels, not {', '.join(levels)}")
    rules = rules or Rules()
    orders = list(itertools.permutations(levels))
    tasks = [(i, orders[i % len(orders)], seed, rules, cpu_clock) for i in range(games)]
    stats = {lv: {"wins": 0, "shared": 0, "scores": [], "ms": [], "empty": []} for lv in levels}
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    done = 0
    try:
        for result in (pool.imap(_table_game, tasks) if pool else map(_table_game, tasks)):
            done += 1
            for lv, (place, score, ms, empty) in result.items():
                s = stats[lv]
                s["wins"] += place == "won"
                s["shared"] += place == "shared"
                s["scores"].append(score)
                s["ms"].extend(ms)
                s["empty"].extend(empty)
            if progress is not None:
                progress(_table_summary(stats, done, seed, rules, cpu_clock))
    finally:
        if pool:
            pool.terminate()
    return _table_summary(stats, done, seed, rules, cpu_clock)


def _table_game(task: tuple) -> dict:
    index, order, seed, rules, cpu_clock = task
    search.CPU_CLOCK = cpu_clock
    game = Game(len(order), seed=seed + index, rules=rules)
    ms: dict[str, list[float]] = {lv: [] for lv in order}
    empty: dict[str, list[bool]] = {lv: [] for lv in order}
    while not game.over:
        level = order[game.current_player]
        empty[level].append(game.supply["normal"][game.current_player] == 0)
        rng = random.Random(f"{seed}:{index}:{len(game.turns)}")
        started = search.now()
        turn = choose_turn(game, rng, level)
        ms[level].append(1000 * (search.now() - started))
        game.play(turn)
    top = max(game.scores)
    firsts = game.scores.count(top)
    out = {}
    for seat, level in enumerate(order):
        score = game.scores[seat]
        place = ("won" if firsts == 1 else "shared") if score == top else "lost"
        out[level] = (place, score, ms[level], empty[level])
    return out


def _table_summary(stats: dict, games: int, seed: int, rules: Rules, cpu_clock: bool = False) -> dict:
    return {"games": games, "players": len(stats), "seed": seed, "farmers": rules.farmers,
            "expansions": list(rules.expansions), "clock": "cpu" if cpu_clock else "wall",
            "levels": {lv: {"wins": s["wins"], "shared_first": s["shared"],
                            "win_share": round(s["wins"] / games, 4) if games else 0.0,
                            "wilson95": wilson95(s["wins"], games),
                            "mean_score": round(statistics.mean(s["scores"]), 2) if s["scores"] else 0,
                            "ms_per_move": _ms_summary(s["ms"]), "empty_supply": _share(s["empty"])}
                       for lv, s in stats.items()}}


def _share(flags: list[bool]) -> float:
    """The share of turns flagged (turns begun with an empty supply), rounded to a tenth of a percent."""
    return round(sum(flags) / len(flags), 3) if flags else 0.0


def _budget(level: str, hard_ms: float | None) -> float:
    """The cap a level's moves ran under, in ms on the levels' clock (wall clock, or CPU time under
    ``--cpu-clock``): what `moves_over_budget` compares each move with."""
    return hard_ms if level == "hard" and hard_ms is not None else budget_ms(level)


def _summary(a: str, b: str, margins: list[int], players: int, seed: int, rules: Rules, hard_ms: float | None,
             times: dict, worst: dict, cpu_clock: bool = False) -> dict:
    """The figures over the games played so far (printed as progress, and at the end)."""
    games = len(margins)
    wins = sum(1 for m in margins if m > 0)
    ties = margins.count(0)
    rate = (wins + ties / 2) / games if games else 0.0
    return {
        "a": a, "b": b, "games": games, "players": players, "seed": seed, "farmers": rules.farmers,
        "expansions": list(rules.expansions), "hard_ms": hard_ms, "clock": "cpu" if cpu_clock else "wall",
        "wins": wins, "ties": ties, "losses": games - wins - ties, "win_rate": round(rate, 4),
        "wilson95": wilson95(wins + ties / 2, games),
        "margin_mean": round(statistics.mean(margins), 2) if margins else 0,
        "margin_median": statistics.median(margins) if margins else 0,
        "ms_per_move": {a + " (a)": _ms_summary(times["a"]), b + " (b)": _ms_summary(times["b"])},
        "empty_supply": {a + " (a)": _share(times["a_empty"]), b + " (b)": _share(times["b_empty"])},
        "worst_move": {"a": worst["a"], "b": worst["b"]},
        "budget_ms": {"a": _budget(a, hard_ms), "b": _budget(b, hard_ms)},
        "moves_over_budget": {side: sum(1 for ms in times[side] if ms > _budget(level, hard_ms))
                              for side, level in (("a", a), ("b", b))},
    }
