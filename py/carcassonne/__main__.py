"""Command line: ``python -m carcassonne {scenario FILE | simulate … | bench}`` (with ``py/`` on the path)."""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import statistics
import sys
import time

from .errors import CarcassonneError, quote
from .game import EXPANSIONS, MAX_SEED, Rules
from .record import load_scenario
from .sim import random_game
from .untrusted import MAX_DOCUMENT_BYTES


def cmd_scenario(args: argparse.Namespace) -> int:
    """Replay a scenario file: exit 0 when every expect holds, 1 when one does not, 2 when refused.

    Refused covers every file that is not a scenario this engine reads: unreadable, a directory, too large, not
    UTF-8, not JSON, nested too deeply, out of range, illegal play.  The reason is printed, never a traceback.
    """
    try:
        data = _read_file(args.file)
    except OSError as exc:
        return _refuse(f"cannot read {quote(args.file)}: {exc.strerror or type(exc).__name__}")
    except _NotAFile as exc:
        return _refuse(f"cannot read {quote(args.file)}: it is {exc}, not a file")
    try:
        scenario = load_scenario(data)
    except CarcassonneError as exc:  # load_scenario raises RecordError only; any engine error is a refusal
        return _refuse(str(exc))
    out: dict = {"scores": scenario.scores}
    failures = scenario.failures()
    if scenario.expect_scores is not None:
        out["expected"] = {"scores": scenario.expect_scores}
        out["ok"] = not failures
    out["turns"] = len(scenario.game.turns)
    out["ended"] = scenario.game.over
    out["scoring"] = [item.explain(scenario.game.names) for item in scenario.game.score_items if item.awards]
    print(json.dumps(out))
    for line in failures:
        print(f"expect does not hold: {line}", file=sys.stderr)
    return 1 if failures else 0


class _NotAFile(Exception):
    """The path names something other than a regular file (``str()``: what it is)."""


def _kind(mode: int) -> str | None:
    """What a file mode is, when it is not a regular file (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _read_file(path: str) -> bytes:
    """At most `MAX_DOCUMENT_BYTES` + 1 bytes of a regular file, never blocking.

    The type is checked with `os.stat` before opening (a FIFO would block `open` until a writer comes, a
    device could be read forever), and again on the open file (the path could change in between); the file is
    opened non-blocking for that second look.  A larger file is refused without reading it all."""
    kind = _kind(os.stat(path).st_mode)
    if kind:
        raise _NotAFile(kind)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as fh:
        kind = _kind(os.fstat(fd).st_mode)
        if kind:
            raise _NotAFile(kind)
        return fh.read(MAX_DOCUMENT_BYTES + 1)


def _refuse(message: str) -> int:
    print(json.dumps({"error": message}))
    print(f"refused: {message}", file=sys.stderr)
    return 2


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(farmers=not args.no_farmers, expansions=tuple(args.expansion or ()))


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = _rules(args)
    start = time.perf_counter()
    totals = []
    for i in range(args.games):
        game = random_game(args.seed + i, args.players, rules)
        totals.append(sum(game.scores))
    seconds = time.perf_counter() - start
    print(json.dumps({
        "games": args.games, "players": args.players, "seed": args.seed,
        "farmers": rules.farmers, "expansions": list(rules.expansions),
        "seconds": round(seconds, 4), "ms_per_game": round(1000 * seconds / max(args.games, 1), 3),
        "mean_total_score": round(statistics.mean(totals), 2) if totals else 0,
    }))
    return 0


def _median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return 1000 * statistics.median(times)


def _playouts_per_second(rules: Rules, seconds: float) -> dict:
    """Random playouts to the end from mid-game positions (35 turns in), per second of this process's CPU time.

    ``playouts_per_s`` is the computer's path (trusted play, cheap random turns); ``checked_playouts_per_s`` the
    same playouts through the checked `play()` and the full `random_turn`, as a playout cost before; CPU time
    and alternating rounds keep the ratio fair on a shared machine.
    """
    import random

    from .sim import checked_playout, playout
    starts = [random_game(500 + i, 2, rules, stop_after=35) for i in range(10)]
    starts = [g for g in starts if not g.over]
    counts = {"playouts_per_s": [0, 0.0], "checked_playouts_per_s": [0, 0.0]}
    rng = random.Random(1)
    for _ in range(3):
        for key, fn in (("playouts_per_s", playout), ("checked_playouts_per_s", checked_playout)):
            started = time.process_time()
            while time.process_time() - started < seconds / 6:
                fn(starts[counts[key][0] % len(starts)], rng)
                counts[key][0] += 1
            counts[key][1] += time.process_time() - started
    out = {key: round(n / max(t, 1e-9), 1) for key, (n, t) in counts.items()}
    out["playout_speedup"] = round(out["playouts_per_s"] / max(out["checked_playouts_per_s"], 1e-9), 2)
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    """Print the speed figures the engine is held to (medians; compare against the targets by eye)."""
    rules = _rules(args)
    seeds = iter(range(10_000))
    game_ms = _median_ms(lambda: random_game(next(seeds), 2, rules), args.games)
    boards = [random_game(1000 + i, 2, rules, stop_after=79) for i in range(10)]
    boards = [g for g in boards if len(g.board) == 80 and not g.over]
    placements_ms = statistics.median(_median_ms(g.legal_placements, 200) for g in boards)
    copy_ms = statistics.median(_median_ms(g.copy, 200) for g in boards)
    playouts = _playouts_per_second(rules, args.playout_seconds)
    from .perf import search_rates
    if args.against:
        from .perf import compare
        playouts.update(compare(args.against, args.playout_seconds, rules.farmers, rules.expansions))
    playouts.update(search_rates(args.playout_seconds, rules.farmers, rules.expansions, args.against))
    print(json.dumps({
        "python": sys.version.split()[0], "farmers": rules.farmers, "expansions": list(rules.expansions),
        **playouts,
        "random_game_2p_median_ms": round(game_ms, 3), "target_game_ms": 20,
        "legal_placements_80_tiles_median_ms": round(placements_ms, 4), "target_placements_ms": 0.5,
        "copy_80_tiles_median_ms": round(copy_ms, 4), "target_copy_ms": 0.2,
        "games_measured": args.games, "boards_measured": len(boards),
    }))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    """Seeded games of level A against level B, seats alternated; one JSON object (see `ai.arena`)."""
    from .ai.arena import arena, table
    if args.c:  # one seat per level: a table of wins
        result = table((args.a, args.b, args.c), args.games, seed=args.seed, rules=_rules(args), jobs=args.jobs,
                       cpu_clock=args.cpu_clock,
                       progress=lambda partial: print(json.dumps(partial), file=sys.stderr, flush=True))
        print(json.dumps(result))
        return 0
    result = arena(args.a, args.b, args.games, seed=args.seed, players=args.players, rules=_rules(args),
                   hard_ms=args.ms, hard_iterations=args.iterations, jobs=args.jobs, cpu_clock=args.cpu_clock,
                   progress=lambda partial: print(json.dumps(partial), file=sys.stderr, flush=True))
    print(json.dumps(result))
    return 0


# --- arguments: every bad one is a one-line message and exit 2, never a traceback ----------------------------

MAX_GAMES = 1_000_000  # games of one run (a million random games is already hours)
MAX_SECONDS = 3_600.0  # CPU time a bench may spend on its playout figures


class _Parser(argparse.ArgumentParser):
    """argparse, with its refusal on one line (no usage block): ``python -m carcassonne simulate: error: …``."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _whole(low: int, high: int, what: str = "a whole number"):
    """An argparse type: a whole number within [low, high] (a 30-digit one is refused, not overflowed later)."""
    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or len(digits) > 20:
            raise argparse.ArgumentTypeError(f"{quote(text, 30)} is not {what} from {low} to {high}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not {what} from {low} to {high}")
        return value
    return parse


def _positive(high: float):
    """An argparse type: a number above 0 and at most ``high`` (not nan, not inf)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not 0 < value <= high:  # false for nan
            raise argparse.ArgumentTypeError(f"{quote(text, 30)} is not a number above 0 and at most {high:g}")
        return value
    return parse


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """What only the arguments together say: expansions named twice, players for these rules, the seeds used."""
    names = getattr(args, "expansion", None) or []
    twice = next((name for i, name in enumerate(names) if name in names[:i]), None)
    if twice:
        parser.error(f"argument --expansion: {twice} is named twice")
    players = getattr(args, "players", None)
    if players is not None:
        most = Rules(expansions=tuple(names)).max_players
        if not 2 <= players <= most:
            parser.error(f"argument --players: {players} players: a game needs 2 to {most}"
                         + (" (6 only with --expansion inns-cathedrals)" if most == 5 else ""))
    against = getattr(args, "against", None)
    if against:
        from .perf import engine_dir
        try:
            engine_dir(against)
        except SystemExit as exc:  # its message names the folder and what is missing
            parser.error(f"argument {exc}")
    seed = getattr(args, "seed", None)
    if seed is not None and seed + args.games - 1 > MAX_SEED:  # game i is seeded seed + i
        parser.error(f"argument --seed: {seed} + {args.games} games goes past the largest seed, {MAX_SEED}")


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m carcassonne", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenario", help="replay a scenario file and check its expect")
    p.add_argument("file")
    p.set_defaults(run=cmd_scenario)
    for name, fn, helptext in (("simulate", cmd_simulate, "play random legal games"),
                               ("bench", cmd_bench, "print the engine's speed figures")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("--games", type=_whole(1, MAX_GAMES), default=200 if name == "bench" else 100)
        if name == "simulate":
            p.add_argument("--players", type=_whole(2, 6), default=2)
            p.add_argument("--seed", type=_whole(-MAX_SEED, MAX_SEED), default=1)
        else:
            p.add_argument("--playout-seconds", type=_positive(MAX_SECONDS), default=3.0,
                           help="CPU time for the playout figures")
            p.add_argument("--against", metavar="DIR", help="also time the playouts of the engine in another "
                           "checkout (e.g. a `git worktree` of an older commit), alternating, in subprocesses")
        p.add_argument("--no-farmers", action="store_true", help="followers may not go on fields")
        p.add_argument("--expansion", action="append", choices=EXPANSIONS,
                       help="switch an expansion on (repeatable)")
        p.set_defaults(run=fn)
    from .ai import LEVELS
    p = sub.add_parser("arena", help="play level A against level B and print win rate and move times")
    p.add_argument("--a", choices=LEVELS, default="hard")
    p.add_argument("--b", choices=LEVELS, default="medium")
    p.add_argument("--cpu-clock", action="store_true", help="budgets and move times in this process's CPU time "
                   "(a busy machine plays a quiet one's games)")
    p.add_argument("--c", choices=LEVELS, default=None, help="a third level: three players, one seat each, "
                   "seated in every order; prints each level's wins")
    p.add_argument("--games", type=_whole(1, MAX_GAMES), default=200)
    p.add_argument("--seed", type=_whole(-MAX_SEED, MAX_SEED), default=1)
    p.add_argument("--players", type=_whole(2, 6), default=2)
    p.add_argument("--ms", type=_positive(600_000.0), default=None,
                   help="the hard level's budget per move (wall clock, ms)")
    p.add_argument("--iterations", type=_whole(1, 10_000_000), default=None,
                   help="the hard level's samples per move")
    p.add_argument("--jobs", type=_whole(1, 256), default=1, help="games played at once, in processes (same games, "
                   "same results; wall-clock times feel the sharing)")
    p.add_argument("--no-farmers", action="store_true", help="followers may not go on fields")
    p.add_argument("--expansion", action="append", choices=EXPANSIONS, help="switch an expansion on (repeatable)")
    p.set_defaults(run=cmd_arena)
    args = parser.parse_args(argv)
    _check(sub.choices[args.command], args)
    try:
        return args.run(args)
    except CarcassonneError as exc:  # a combination the checks above missed: still one line, never a traceback
        print(f"{parser.prog} {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
