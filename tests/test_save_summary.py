"""`record.save_summary` gives the saved-games list what it shows: expansions, farmers, how many tiles are left of
the bag, and whether the save came from an imported file (``meta.imported``; saves from before say nothing)."""

import json

from carcassonne import Game, Rules
from carcassonne.record import dump_save, save_summary


def played(game: Game, turns: int) -> Game:
    for _ in range(turns):
        game.play(game.legal_turns()[0])
    return game


def test_the_summary_counts_the_bag_and_names_the_rules():
    game = played(Game(["Ann", "Bob"], seed=7, rules=Rules(farmers=False, expansions=("river", "abbot"))), 3)
    summary = save_summary(json.dumps(dump_save(game)))
    assert summary.expansions == ("river", "abbot") and summary.farmers is False and summary.free is False
    assert summary.tiles_left == game.tiles_left and summary.bag_size == len(game.bag)
    assert 0 < summary.tiles_left < summary.bag_size


def test_a_shorter_game_counts_its_own_bag():
    game = played(Game(["Ann", "Bob"], seed=7, length=12), 2)
    summary = save_summary(dump_save(game))
    assert summary.bag_size == 12 and summary.tiles_left == game.tiles_left == 12 - 3


def test_a_free_game_has_no_bag():
    summary = save_summary(dump_save(Game(["Ann", "Bob"], free=True)))
    assert summary.free and summary.bag_size == 0 and summary.tiles_left == 0


def test_imported_is_read_from_meta_and_old_saves_are_not_imported():
    game = played(Game(["Ann", "Bob"], seed=3), 1)
    assert save_summary(dump_save(game, id="a")).imported is False  # a save from before the mark
    assert save_summary(dump_save(game, imported=True)).imported is True
    assert save_summary(dump_save(game, imported="yes")).imported is False  # only the value the page writes
