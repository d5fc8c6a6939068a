"""Saves replay to the identical state; damaged saves are refused with a message naming the problem."""

import json

import pytest

from carcassonne import Game, RecordError
from carcassonne.record import dump_save, load_save, save_json
from carcassonne.sim import random_game

from support import state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_replays_to_the_identical_state(seed):
    game = random_game(seed, 3, stop_after=30 + seed)
    again = load_save(save_json(game, saved_at="2026-11-21T10:00:00Z"))
    assert state(again) == state(game)
    assert again.seed == game.seed and again.players == game.players


def test_finished_game_round_trips():
    game = random_game(8, 2)
    assert game.over
    assert state(load_save(json.dumps(dump_save(game)))) == state(game)


def test_stacked_bag_and_free_games_round_trip():
    stacked = Game(2, seed=1, bag=["E", "U"])
    stacked.play("E@0,-1r180 +S")
    assert state(load_save(save_json(stacked))) == state(stacked)
    free = Game(["A", "B"], free=True)
    free.play("U@1,0r0 +E", 1)
    free.finish()
    again = load_save(save_json(free))
    assert state(again) == state(free) and again.over


def damaged(mutate):
    doc = dump_save(random_game(5, 2, stop_after=10))
    mutate(doc)
    return json.dumps(doc)


@pytest.mark.parametrize("source,message", [
    ("not json at all", "the save is not valid JSON"),
    ("[1, 2]", "the save must be a JSON object"),
    (damaged(lambda d: d.update(format="other")), "format must be 'carcassonne-save'"),
    (damaged(lambda d: d.update(version=99)), "save version 99 is not supported"),
    (damaged(lambda d: d.update(seed="x")), "seed must be a whole number"),
    (damaged(lambda d: d["turns"][3].update(turn="U@99,99r0")), "turn 4: "),
    (damaged(lambda d: d["turns"][2].update(turn="garbage")), "turn 3: placement 'garbage' is not of the form"),
    (damaged(lambda d: d.update(players=["A"])), "players must be a list of 2 to 5 names"),
    (damaged(lambda d: d.update(rules={"farmers": "yes"})), "rules.farmers must be true or false"),
])
def test_damaged_saves_are_refused(source, message):
    with pytest.raises(RecordError) as info:
        load_save(source)
    assert message in str(info.value)
