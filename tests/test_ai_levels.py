"""The computer's levels: legal with every expansion and 2-6 players, reproducible, within budget, fair (the
bag's order is never read), and the coach's reasons match what the turn does."""

import dataclasses
import random

import pytest

from carcassonne import Game, Rules, Turn
from carcassonne.ai import LEVELS, choose_turn, explain_turn, hint, search
from carcassonne.ai.coach import Reason
from carcassonne.ai.arena import arena
from carcassonne.ai.value import final_points
from carcassonne.sim import random_game

from support import IN_PYODIDE

ALL = ("river", "abbot", "inns-cathedrals", "gingerbread")
FAST_HARD = {"iterations": 1, "budget_ms": 60_000}
#: The searches' deterministic budgets, small: expert's draws per candidate, uct's playouts.
FAST = {"hard": FAST_HARD, "expert": {"iterations": 1, "budget_ms": 60_000},
        "uct": {"iterations": 40, "budget_ms": 60_000}}


def pick(game, level, seed=1, **kw):
    if level in FAST:
        kw = {**FAST[level], **kw}
    return choose_turn(game, random.Random(seed), level, **kw)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players,expansions,turns", [
    (2, ALL, 14), (3, ("gingerbread",), 25), (4, ("abbot", "river"), 18), (6, ALL, 40), (5, ("inns-cathedrals",), 9),
])
def test_each_level_plays_a_legal_turn(level, players, expansions, turns):
    game = random_game(7 + turns, players, Rules(expansions=expansions), stop_after=turns)
    turn = pick(game, level)
    probe = game.copy()
    probe.play(turn)  # the checked path: raises IllegalMoveError on an illegal choice
    assert len(probe.turns) == len(game.turns) + 1


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_position_and_seed_give_the_same_turn(level, no_clock):
    game = random_game(21, 2, Rules(expansions=("abbot", "gingerbread")), stop_after=20)
    assert pick(game, level, seed=5) == pick(game.copy(), level, seed=5)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "uct"])
def test_the_bag_order_is_never_read(level, no_clock):
    """Two games alike in everything a player sees, with the tiles still to come in another order."""
    game = random_game(33, 2, stop_after=24)
    other = game.copy()
    rest = list(other.bag[other.bag_pos:])
    random.Random(9).shuffle(rest)
    assert rest != list(game.bag[game.bag_pos:])
    other.bag = other.bag[:other.bag_pos] + tuple(rest)
    assert pick(game, level, seed=2) == pick(other, level, seed=2)


def test_hard_spends_exactly_its_iterations(monkeypatch):
    samples = []
    real = search.determinize
    monkeypatch.setattr(search, "determinize", lambda g, rng: samples.append(1) or real(g, rng))
    game = random_game(40, 2, stop_after=30)
    pick(game, "hard", iterations=3)
    assert len(samples) == 1 + 3  # the root's copy, then one per sample


def test_an_expired_clock_still_gives_a_legal_turn_after_few_candidates(monkeypatch):
    valued = []
    real = search.rank
    monkeypatch.setattr(search, "rank", lambda *a: valued.append(len(r := real(*a))) or r)
    game = random_game(41, 2, Rules(expansions=ALL), stop_after=40)
    turn = pick(game, "hard", budget_ms=0, iterations=5)
    game.copy().play(turn)
    assert valued == [1]  # the first candidate only, and no reply search


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_an_expired_clock_stops_making_candidates_too(level, monkeypatch):
    """Candidates are made lazily under the clock: with no time left, one placement's followers are listed,
    not every placement's (the cost that once ran past the budget late in games with every expansion)."""
    game = random_game(42, 2, Rules(expansions=ALL), stop_after=60)
    listed = []
    real = Game.legal_deployments
    monkeypatch.setattr(Game, "legal_deployments", lambda self, *a: listed.append(1) or real(self, *a))
    turn = pick(game, level, budget_ms=0, iterations=5)
    game.copy().play(turn)
    assert len(game.legal_placements()) > 5  # there was much more to list
    assert len(listed) == 1


@pytest.fixture
def no_clock(monkeypatch):
    """Wall-clock caps out of reach (slow runners such as Pyodide must not cut a search short)."""
    monkeypatch.setattr(search, "BUDGET_MS", dict.fromkeys(LEVELS, 600_000))


def test_default_call_is_medium_and_reproducible(no_clock):
    game = random_game(12, 2, stop_after=10)
    assert choose_turn(game, random.Random(4)) == choose_turn(game, random.Random(4), "medium")
    assert choose_turn(game) == choose_turn(game.copy())
    with pytest.raises(ValueError, match="level 'master'"):
        choose_turn(game, level="master")


@pytest.mark.parametrize("seed,expansions", [(50, ()), (51, ALL), (52, ("abbot",))])
def test_numeric_final_points_match_the_final_scoring(seed, expansions):
    game = random_game(seed, 3, Rules(expansions=expansions), stop_after=45)
    expected = game.copy()
    expected._final_scoring()
    assert final_points(game) == expected.scores


def completing_position() -> Game:
    game = Game(["Ann", "Bob"], seed=1, bag=["F", "U", "E", "U"])
    game.play("F@0,-1r90 +N")
    game.play("U@1,0r0")
    return game


def test_coach_names_the_city_it_finishes_and_the_farmer():
    game = completing_position()
    found = hint(game, iterations=1, budget_ms=60_000)
    kinds = {r.kind: r for r in found.reasons}
    assert kinds["completes"].points == 8 and kinds["completes"].feature == "city"
    assert kinds["completes"].numbers == {"tiles": 3, "pennants": 1}
    assert "finishes your city: +8 now" in found.text(game.names)
    game.play(found.turn)
    assert game.scores[0] == 8


def test_coach_on_a_farmer_and_on_finishing_someone_elses_city():
    game = completing_position()
    farmer = next(r for r in explain_turn(game, Turn.parse("E@0,-2r180 +NNW"))
                  if r.kind == "farmer")
    assert farmer.numbers["finished"] == 1 and farmer.points >= 3
    assert farmer.text() == "farmer on a field next to 1 finished city: about +3 at the end"
    assert farmer.numbers["open"] == 0 and farmer.points == 3  # the sentence names every city the points count
    open_city = Reason("farmer", 6, "field", {"finished": 1, "open": 1})
    assert open_city.text() == ("farmer on a field next to 1 finished city and open ones that may be finished: "
                                "about +6 at the end")
    other = Game(["Ann", "Bob"], seed=1, bag=["F", "U", "U", "E"])
    other.play("F@0,-1r90 +N")
    other.play("U@1,0r0")
    other.play("U@2,0r0")  # Ann's turn passes: Bob may finish Ann's city
    reasons = explain_turn(other, Turn.parse("E@0,-2r180"))
    assert [r.kind for r in reasons][:1] == ["completes_other"]
    assert reasons[0].numbers["their_points"] == 8 and reasons[0].text(other.names).startswith("finishes Ann's city")


@pytest.mark.skipif(IN_PYODIDE, reason="the arena is CPython's benchmark (`python -m carcassonne arena`): the page "
                    "never runs it, and its games are the engine's, checked inside Pyodide by every other test")
def test_arena_is_deterministic_per_seed(no_clock):
    first = arena("easy", "medium", games=2, seed=3)
    again = arena("easy", "medium", games=2, seed=3)
    for key in ("wins", "ties", "margin_mean", "margin_median", "win_rate", "wilson95"):
        assert first[key] == again[key]
    assert first["games"] == 2 and first["wins"] + first["ties"] + first["losses"] == 2
    assert arena("easy", "medium", games=2, seed=4)["margin_mean"] != first["margin_mean"]
    assert first["budget_ms"] == {"a": search.BUDGET_MS["easy"], "b": search.BUDGET_MS["medium"]}
    assert first["moves_over_budget"] == {"a": 0, "b": 0}  # the widened caps are out of reach
    assert first["worst_move"]["a"]["ms"] == first["ms_per_move"]["easy (a)"]["max"]


@pytest.mark.subprocess
def test_arena_in_processes_plays_the_same_games(no_clock):
    alone = arena("easy", "medium", games=3, seed=5)
    shared = arena("easy", "medium", games=3, seed=5, jobs=2)
    for key in ("wins", "ties", "losses", "margin_mean", "margin_median", "win_rate"):
        assert alone[key] == shared[key], key
    assert [s["moves"] for s in alone["ms_per_move"].values()] == [s["moves"] for s in shared["ms_per_move"].values()]


def test_hard_samples_the_next_tile_in_proportion_to_the_public_bag():
    from collections import Counter

    from carcassonne.ai.candidates import next_tiles, public_bag, with_next_tile
    game = random_game(43, 2, stop_after=20)
    bag = public_bag(game)
    draws = next_tiles(game, random.Random(5), len(sorted(bag.elements())))  # one pick per tile: the bag itself
    assert dict(draws) == {t: n / sum(bag.values()) for t, n in bag.items()}
    few = next_tiles(game, random.Random(6), 4)
    assert abs(sum(w for _, w in few) - 1) < 1e-9 and all(t in bag for t, _ in few)
    tile = few[-1][0]
    sample = with_next_tile(search.determinize(game, random.Random(7)), tile)
    sample.play(sample.legal_turns()[0])
    assert sample.drawn == tile or tile in sample.set_aside  # the next player draws it (unless it fits nowhere)
    assert Counter(sample.bag[game.bag_pos:]) == bag  # the same multiset, only the order chosen


def test_hard_takes_points_off_a_follower_stuck_on_a_city_no_tile_can_finish():
    from carcassonne.ai.candidates import public_bag
    from carcassonne.ai.value import Outlook
    game = Game(["Ann", "Bob"], seed=1, bag=["E", "U", "U", "U"])  # only straight roads still to come
    knight = next(t for t in game.legal_turns() if t.deploy is not None and t.deploy.location in "NESW"
                  and not _closed_city(game, t))  # tile E: its one edge feature is a city
    after = game.copy()
    after.play(knight)
    bag = public_bag(after)
    medium = Outlook(after, bag, search.MEDIUM).points(after)[0]
    no_reserve = dataclasses.replace(search.HARD, reserve=0.0)  # the reserve values the supply: not this test's term
    hard = Outlook(after, bag, no_reserve).points(after)[0]
    assert hard == pytest.approx(medium - search.HARD.stuck) and search.HARD.stuck > 0


def _closed_city(game, turn) -> bool:
    probe = game.copy()
    report = probe.play(turn)
    return bool(report.scored)


def test_hard_counts_a_follower_likely_to_come_back_above_medium():
    from carcassonne.ai.candidates import public_bag
    from carcassonne.ai.value import Outlook
    game = Game(["Ann", "Bob"], seed=1, bag=["E", "E", "E", "E", "E"])  # single-city tiles: each can close it
    knight = next(t for t in game.legal_turns() if t.deploy is not None and t.deploy.location in "NESW"
                  and not _closed_city(game, t))
    after = game.copy()
    after.play(knight)
    bag = public_bag(after)
    medium = Outlook(after, bag, search.MEDIUM).points(after)
    hard = Outlook(after, bag, dataclasses.replace(search.HARD, reserve=0.0)).points(after)
    assert hard[0] > medium[0] + 1 and hard[1] == medium[1]  # Ann's knight will likely come back; Bob has none out


def test_hard_values_followers_kept_in_supply():
    """The reserve: two followers or more in supply are worth `reserve` and a half more, fading as the bag empties."""
    from carcassonne.ai.candidates import public_bag
    from carcassonne.ai.value import Outlook
    game = Game(["Ann", "Bob"], seed=1, bag=["E"] * 5)
    bag = public_bag(game)
    without = Outlook(game, bag, dataclasses.replace(search.HARD, reserve=0.0)).points(game)
    hard = Outlook(game, bag, search.HARD).points(game)
    gain = [h - w for h, w in zip(hard, without)]
    assert search.HARD.reserve > 0 and gain[0] == pytest.approx(gain[1]) and 0 < gain[0] <= 1.5 * search.HARD.reserve
