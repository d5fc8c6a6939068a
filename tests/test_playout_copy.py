"""Playouts: `Game.playout_copy` adds up the same points as a recording game, and `sim.playout` plays the
same games as the quick random turns played one by one on a plain copy (the same random stream)."""

import random

import pytest

from carcassonne import Rules
from carcassonne.sim import playout, quick_random_turn, random_game

from support import state

VARIANTS = [Rules(), Rules(farmers=False), Rules(expansions=("river",)), Rules(expansions=("abbot",)),
            Rules(expansions=("inns-cathedrals",)), Rules(expansions=("gingerbread",)),
            Rules(expansions=("river", "abbot", "inns-cathedrals", "gingerbread"))]


def recorded_playout(game, rng):
    """The playout played turn by turn on a recording copy: its scores and the copy."""
    game = game.copy()
    while not game.over:
        game.play(quick_random_turn(game, rng), trusted=True)
    return game.scores, game


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: ",".join(r.expansions) or ("base" if r.farmers else "no-farmers"))
def test_playout_scores_equal_the_recorded_game_and_leave_the_position_alone(rules):
    for seed in range(6):
        start = random_game(seed, 2 + seed % 2, rules, stop_after=20 + 3 * seed)
        if start.over:
            continue
        before = state(start)
        scores = playout(start, random.Random(seed))
        expected, game = recorded_playout(start, random.Random(seed))
        assert scores == expected
        totals = [0] * len(game.players)
        for item in game.score_items:
            for p, points in item.awards:
                totals[p] += points
        assert totals == expected  # the recording game's items account for every point
        assert state(start) == before


def test_a_playout_copy_plays_on_without_reports():
    start = random_game(3, 2, stop_after=30)
    lean, full = start.playout_copy(), start.copy()
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not full.over:
        assert lean.play(quick_random_turn(lean, rng_a), trusted=True) is None
        report = full.play(quick_random_turn(full, rng_b), trusted=True)
        assert report.number == len(full.turns)
        assert lean.scores == full.scores and lean.meeples == full.meeples and lean.supply == full.supply
    assert lean.over and lean.reports == start.reports and len(full.reports) > len(start.reports)
    assert lean.turns == full.turns


def test_the_fit_tables_agree_with_matching_each_side():
    """`geometry.FITS` lists, per tile, only the patterns it fits; every pattern of every tile is checked here."""
    from itertools import product

    from carcassonne.geometry import FITS, OPEN, ORIENTED, fitting_rotations

    from carcassonne.tiles import TILE_TYPES

    for tile_id in TILE_TYPES:
        rotations = ORIENTED[tile_id]
        for sides in product(OPEN + "CRFW", repeat=4):
            pattern = "".join(sides)
            expected = tuple(o.rot for o in rotations
                             if all(p == OPEN or p == e for p, e in zip(pattern, o.edges)))
            assert fitting_rotations(tile_id, pattern) == expected, (tile_id, pattern)
            assert (pattern in FITS[tile_id]) == bool(expected)


def test_a_tile_types_turns_are_worked_out_on_first_use_and_kept():
    """`ORIENTED` fills itself per tile type (importing the engine does not build all 84), answers an unknown id
    with KeyError as a plain table does, and hands out the same turns every time."""
    import subprocess
    import sys
    from pathlib import Path

    from carcassonne.geometry import ORIENTED, oriented

    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import carcassonne; "
             "from carcassonne.geometry import ORIENTED; print(len(ORIENTED))")
    py = Path(__file__).resolve().parents[1] / "py"
    if py.is_dir() and sys.platform != "emscripten":  # (no subprocess inside Pyodide)
        out = subprocess.run([sys.executable, "-c", probe, str(py)], check=True, capture_output=True, text=True)
        assert int(out.stdout) < 10, "importing the engine built the turns of most tile types"
    first = ORIENTED["D"]
    assert [o.rot for o in first] == [0, 90, 180, 270] and ORIENTED["D"] is first
    assert oriented("D", 270) is first[3] and first[1].edges == first[0].edges[-1] + first[0].edges[:-1]
    with pytest.raises(KeyError):
        ORIENTED["no such tile"]
