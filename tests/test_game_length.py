"""`Game(..., length=N)`: a shorter game from the seeded shuffle, stored in a save as a number (issue 12)."""

import pytest

from carcassonne import Game, IllegalMoveError, Rules
from carcassonne.tiles import TILE_TYPES


def short_bag_of_version_1(game, tiles):
    """How the page stacked a short game's bag before `length` existed (kept here to prove the same deal)."""
    river = [t for t in game.bag if TILE_TYPES[t].set == "river"]
    return river + [t for t in game.bag if TILE_TYPES[t].set != "river"][:tiles]


@pytest.mark.parametrize("expansions,length", [((), 4), ((), 30), (("river",), 12), (("river", "abbot"), 1)])
def test_length_cuts_the_seeded_shuffle_and_keeps_the_river_whole(expansions, length):
    rules = Rules(True, expansions)
    full = Game(3, seed=11, rules=rules)
    short = Game(3, seed=11, rules=rules, length=length)
    assert list(short.bag) == short_bag_of_version_1(full, length)
    rivers = sum(TILE_TYPES[t].set == "river" for t in full.bag)
    assert len(short.bag) == rivers + length
    if rivers:
        assert short.bag[rivers - 1] == "RL"  # the lake still closes the river


def test_a_short_game_ends_when_its_tiles_are_used_and_undo_keeps_the_length():
    game = Game(2, seed=5, length=4)
    while not game.over:
        game.play(game.legal_turns()[0])
    assert len(game.turns) + len(game.set_aside) == 4
    game.undo()
    assert not game.over and game.length == 4 and game.tiles_left == 0 and game.drawn is not None


@pytest.mark.parametrize("kwargs,message", [
    ({"length": 0}, "game length 0 is not a whole number of tiles, 1 or more"),
    ({"length": True}, "game length true is not a whole number of tiles, 1 or more"),
    ({"length": 4.0}, "game length 4.0 is not a whole number of tiles, 1 or more"),
    ({"length": 84}, "game length 84: this game has only 83 tiles"),
    ({"length": 4, "bag": ["E"]}, "a game length needs the seeded bag (not free mode, not a stacked bag)"),
    ({"length": 4, "free": True}, "a game length needs the seeded bag (not free mode, not a stacked bag)"),
    ({"seed": 2**63}, "seed 9223372036854775808 is not a whole number within ±9223372036854775807"),
    ({"seed": "7"}, "seed '7' is not a whole number within ±9223372036854775807"),
])
def test_bad_lengths_and_seeds_are_refused(kwargs, message):
    with pytest.raises(IllegalMoveError) as info:
        Game(2, **{"seed": 1, **kwargs})
    assert str(info.value) == message
