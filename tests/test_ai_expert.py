"""The expert level's search (`carcassonne.ai.expert`) and the arena's anchor (`carcassonne.ai.uct`): positions with
a known best move, the same move for the same seed, the budget respected (on a clock that only the search moves),
and the empty-supply figure the arena prints."""

import random
from dataclasses import replace

import pytest

from carcassonne import Game, Rules
from carcassonne.ai import choose_turn, expert, search
from carcassonne.ai.arena import arena
from carcassonne.sim import random_game

ALL = ("river", "abbot", "inns-cathedrals", "gingerbread")
SEEDED = {"iterations": 6, "budget_ms": 600_000}  # expert's draws per candidate; a cap out of reach


def last_tile_position() -> Game:
    """Ann's knight holds a city with one open side; the last tile (E) closes it, anywhere else it is worth 3."""
    game = Game(["Ann", "Bob"], seed=1, bag=["F", "U", "V", "U", "E"])
    for turn in ("F@0,-1r90 +N", "U@1,0r0 +E", "V@-1,-1r0", "U@2,0r0"):
        game.play(turn)
    assert game.tiles_left == 0 and game.drawn == "E"
    return game


def test_expert_finishes_its_city_for_the_win_on_the_last_tile():
    game = last_tile_position()
    turn = choose_turn(game, random.Random(1), "expert", **SEEDED)
    game.play(turn)
    assert game.over and turn.placement.cell == (0, -2)  # the cell that closes the city
    assert game.scores == [11, 3]  # closed (8) and a farmer beside it (3): the best any turn makes


def city_owners(game: Game) -> list[set[int]]:
    graph, out = game.board.graph, {}
    for cell, m in game.meeples.items():
        o, base = game.board.tiles[cell]
        if m.location in o.locations:
            root = graph.find(base + o.locations[m.location])
            if graph.kind[root] == "city":
                out.setdefault(root, set()).add(m.player)
    return list(out.values())


def shared_city_position() -> Game:
    """Found among easy games: medium's best one-ply turn here joins Ann's city to Bob's, so both score it."""
    game = Game(["Ann", "Bob"], seed=3)
    for turn in ("B@0,1r180 +C", "Ug@-1,1r90 +NNE", "Ig@0,-1r270 +S", "K@-1,-1r90 +E", "P@-1,-2r0 +ESE",
                 "N@0,2r270 +S", "R@-2,1r270 +N", "S@-3,1r90 +W", "B@1,2r270 +C", "N@-1,-3r180 +E", "Eg@1,-1r90 +E",
                 "V@-2,-3r90 +N", "U@0,-2r180 +E", "W@-4,1r270 +N", "F@1,3r180 +E", "U@1,4r0 +E", "D@2,-1r270",
                 "P@-2,-4r0 +N", "V@-5,1r0 +S"):
        game.play(turn)
    return game


def shares_a_city(game: Game, turn) -> bool:
    after = game.copy()
    after.play(turn)
    return sum(len(s) > 1 for s in city_owners(after)) > sum(len(s) > 1 for s in city_owners(game))


def test_expert_does_not_give_the_opponent_a_shared_city():
    game = shared_city_position()
    assert shares_a_city(game, choose_turn(game, random.Random(1), "medium"))  # the trap is real
    for seed in range(3):
        assert not shares_a_city(game, choose_turn(game, random.Random(seed), "expert", **SEEDED))


@pytest.mark.parametrize("expansions", [(), ALL])
def test_the_same_seed_gives_the_same_expert_move(expansions):
    game = random_game(61, 3, Rules(expansions=expansions), stop_after=30)
    seeded = {**SEEDED, "iterations": 3}
    first = choose_turn(game, random.Random(4), "expert", **seeded)
    assert choose_turn(game.copy(), random.Random(4), "expert", **seeded) == first
    game.copy().play(first)


def test_expert_values_each_draw_it_is_given_for_its_survivors(monkeypatch):
    """``iterations`` draws per candidate: the draws come in rounds of `expert.ROUND`, every survivor valued on
    each, and after each round the worse half is dropped."""
    from collections import Counter
    valued = Counter()
    real = expert._after_reply
    monkeypatch.setattr(expert, "_after_reply", lambda s, turn, *a: valued.update([turn]) or real(s, turn, *a))
    game = random_game(62, 2, stop_after=20)
    ranked = expert.expert_search(game, random.Random(2), search.Clock.start(600_000), iterations=6)
    width = len(valued)
    assert width > 2 and set(valued.values()) == {3, 6}  # a round of 3 draws for all, then 3 for the survivors
    survivors = [turn for turn, n in valued.items() if n == 6]
    assert len(survivors) == (width + 1) // 2
    assert ranked[0].turn in survivors and ranked[0].value >= ranked[1].value


class FakeClock:
    """perf_counter as a counter: each reading moves it on by a millisecond, so a search's time is its work."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


@pytest.mark.parametrize("level", ["expert", "uct"])
def test_the_search_stops_at_its_budget(level, monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(search.time, "perf_counter", fake)  # the time module's: expert's and uct's clock too
    game = random_game(63, 2, Rules(expansions=ALL), stop_after=40)
    turn = choose_turn(game, random.Random(1), level, budget_ms=60)
    game.copy().play(turn)
    assert 0.03 < fake.now <= 0.060 + 1e-9  # it used its budget and ended within it (the clock margin)


def test_the_arena_prints_the_share_of_turns_begun_with_an_empty_supply(monkeypatch):
    monkeypatch.setattr(search, "BUDGET_MS", dict.fromkeys(search.BUDGET_MS, 600_000))
    result = arena("easy", "easy", games=2, seed=3, rules=Rules(farmers=False))
    shares = result["empty_supply"]
    assert set(shares) == {"easy (a)", "easy (b)"} and all(0 < s < 1 for s in shares.values())  # easy runs dry


def test_expert_keeps_its_clock_margin(monkeypatch):
    """Expert stops starting draws so that its move ends about `EXPERT_MARGIN` of the budget early (room for a
    garbage collection or a slow last candidate), on a clock that only the search moves."""
    fake = FakeClock()
    monkeypatch.setattr(search.time, "perf_counter", fake)
    game = random_game(63, 2, Rules(expansions=ALL), stop_after=40)
    fake.now = 0.0
    turn = choose_turn(game, random.Random(1), "expert", budget_ms=200)
    game.copy().play(turn)
    assert 0.15 < fake.now <= 0.200 * (1 - expert.EXPERT_MARGIN) + 0.003


def test_expert_s_reserve_of_followers_grows_with_the_box_and_is_hard_s_in_the_base_game():
    """`Weights.reserve_box`: a game of 118 tiles to draw keeps more followers back than one of 83; hard's does not."""
    from carcassonne.ai.candidates import public_bag
    from carcassonne.ai.value import Outlook
    base, big = Game(2, seed=1), Game(2, seed=1, rules=Rules(expansions=ALL))
    assert Outlook(base, public_bag(base), expert.EXPERT).reserve == search.HARD.reserve == 26.0
    assert Outlook(big, public_bag(big), expert.EXPERT).reserve == pytest.approx(26.0 * 118 / 83)
    assert Outlook(big, public_bag(big), search.HARD).reserve == 26.0


def test_expert_s_supply_fades_more_slowly_in_a_longer_game_and_as_hard_s_in_the_base_game():
    """`Weights.fade_box`: with 118 tiles to draw a follower in supply keeps its worth longer (power 83/118);
    in the base game expert's supply fades as hard's, and hard's never scales."""
    from carcassonne.ai.candidates import public_bag
    from carcassonne.ai.value import Outlook
    base, big = Game(2, seed=1), Game(2, seed=1, rules=Rules(expansions=ALL))
    assert Outlook(base, public_bag(base), expert.EXPERT).supply_power == search.HARD.supply_power == 1.0
    assert Outlook(big, public_bag(big), expert.EXPERT).supply_power == pytest.approx(83 / 118)
    assert Outlook(big, public_bag(big), search.HARD).supply_power == 1.0
    # a position deep in the game: the same supply is worth more to expert's outlook than with the plain fade
    game = random_game(5, 2, Rules(expansions=ALL), stop_after=80)
    plain = replace(expert.EXPERT, fade_box=False)
    mover = game.current_player
    keep = sum(counts[mover] for counts in game.supply.values())
    assert keep > 0
    bag = public_bag(game)
    assert Outlook(game, bag, expert.EXPERT).points(game)[mover] > Outlook(game, bag, plain).points(game)[mover]
