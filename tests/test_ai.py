"""The computer player: always legal, deterministic with a seed, and much stronger than random play."""

import random

import pytest

from carcassonne import Game, Rules
from carcassonne.ai import choose_turn
from carcassonne.ai.oneply import evaluate
from carcassonne.sim import random_turn


def play_ai_against_random(seed: int, rules: Rules | None = None, turns: int = 200) -> Game:
    game = Game(["Computer", "Random"], seed=seed, rules=rules)
    rng = random.Random(seed)
    while not game.over and len(game.turns) < turns:
        turn = choose_turn(game, random.Random(seed)) if game.current_player == 0 else random_turn(game, rng)
        game.play(turn)  # raises if the computer ever chose an illegal turn
    return game


@pytest.mark.parametrize("seed", [3, 4])
def test_computer_beats_random_play(seed):
    game = play_ai_against_random(seed)
    assert game.scores[0] > game.scores[1] + 20, game.scores


def test_computer_plays_legally_with_every_expansion():
    rules = Rules(expansions=("river", "abbot", "inns-cathedrals", "gingerbread"))
    game = play_ai_against_random(5, rules, turns=30)
    assert len(game.turns) == 30


def test_same_position_same_choice():
    game = Game(2, seed=8)
    assert choose_turn(game, random.Random(1)) == choose_turn(game.copy(), random.Random(1))


def test_computer_completes_its_own_city_when_it_can():
    game = Game(["Computer", "Other"], seed=1, bag=["F", "U", "E", "U"])
    game.play("F@0,-1r90 +N")
    game.play("U@1,0r0")
    turn = choose_turn(game)
    game.play(turn)
    assert game.scores[0] == 8, f"{turn} should finish the 3-tile city with the pennant"


def test_evaluation_counts_supply_and_unfinished_features():
    game = Game(2, seed=1, bag=["U", "U", "U"])
    before = evaluate(game, 0)
    game.play("U@1,0r0 +E")
    assert evaluate(game, 0) != before
