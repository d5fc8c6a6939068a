"""Saves replay to the identical state; damaged saves are refused with a message naming the problem."""

import json

import pytest

from carcassonne import Game, RecordError
from carcassonne.record import dump_save, load_save, save_json, save_summary
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


# --- strict and honest saves (issue 9) -------------------------------------------------------------------

def doc_with(mutate, game=None):
    doc = dump_save(game or random_game(5, 2, stop_after=10))
    mutate(doc)
    return doc


def _set(path, value):
    def mutate(doc):
        target = doc
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
    return mutate


@pytest.mark.parametrize("path,value,message", [
    (("version",), True, "save version true is not supported (this reads version 1)"),
    (("version",), 1.0, "save version 1.0 is not supported (this reads version 1)"),
    (("version",), "1", "save version '1' is not supported (this reads version 1)"),
    (("seed",), 5.0, "seed must be a whole number, not 5.0"),
    (("seed",), True, "seed must be a whole number, not true"),
    (("seed",), 2**63, f"seed must be between {-(2**63 - 1)} and {2**63 - 1}, not {2**63}"),
    (("start", "x"), 1.0, "start: x must be a whole number, not 1.0"),
    (("start", "rot"), 90.0, "start: rot must be 0, 90, 180 or 270, not 90.0"),
    (("start", "x"), 10**7, "start: x must be between -10000 and 10000, not 10000000"),
    (("players", 0, "color"), "url(http://other-host/x)",
     "players[0].color 'url(http://other-host/x)' is not one of the game's colours "
     "(red, blue, green, yellow, black, pink)"),
    (("players", 1, "color"), "#ff0000", "players[1].color '#ff0000' is not one of the game's colours"),
    (("players", 0, "name"), "x" * 41, "players[0].name is too long: 41 characters (at most 40)"),
    (("free",), 0, "free must be true or false, not 0"),
    (("finished",), "yes", "finished must be true or false, not 'yes'"),
    (("meta",), [1], "meta must be an object, not [1]"),
    (("extra",), 1, "save: unknown key 'extra'"),
    (("turns", 0, "player"), True, "turn 1: player must be a whole number, not true"),
    (("turns", 0, "player"), 2, "turn 1: player must be between 0 and 1, not 2"),
    (("turns", 0, "when"), 1, "turn 1: unknown key 'when'"),
    (("length",), 0, "length must be between 1 and 500, not 0"),
    (("length",), 3.0, "length must be a whole number, not 3.0"),
    (("bag",), [], "bag: it is empty"),
    (("bag",), ["E", 7], "bag[1] 7 is not a tile id"),
])
def test_save_values_are_checked_strictly(path, value, message):
    with pytest.raises(RecordError) as info:
        load_save(json.dumps(doc_with(_set(path, value))))
    assert message in str(info.value)


def test_a_bag_with_nothing_placeable_is_refused_not_a_stuck_game():
    doc = dump_save(Game(2, seed=1, bag=["E"]))
    doc.update(start={"tile": "B", "x": 0, "y": 0, "rot": 0}, bag=["C"])  # a monastery; a tile of city only
    with pytest.raises(RecordError) as info:
        load_save(doc)
    assert str(info.value) == "bag: no tile of it can be placed, so the game could not go on"


def test_huge_numbers_are_refused_as_record_errors_not_value_errors():
    text = save_json(random_game(5, 2, stop_after=3)).replace('"seed":5', '"seed":' + "9" * 5000)
    with pytest.raises(RecordError) as info:
        load_save(text)
    assert str(info.value).startswith("the save is not valid JSON: a number of 5000 digits is too large")
    assert len(str(info.value)) < 160


def test_a_turn_text_with_a_huge_number_is_a_record_error():
    doc = doc_with(_set(("turns", 0, "turn"), "E@" + "9" * 5000 + ",0r0"))
    with pytest.raises(RecordError) as info:
        load_save(doc)
    assert str(info.value).startswith("turn 1: a turn 'E@99999")
    assert str(info.value).endswith("is too long (5006 characters, at most 200)") and len(str(info.value)) < 200
    doc = doc_with(_set(("turns", 0, "turn"), "E@12345678,0r0"))
    with pytest.raises(RecordError) as info:
        load_save(doc)
    assert str(info.value) == ("turn 1: placement 'E@12345678,0r0': number '12345678' is off the table "
                               "(at most ±10000)")


def test_a_deeply_nested_save_is_refused_before_parsing():
    for source in ("[" * 100_000 + "]" * 100_000, '{"meta": ' + "[" * 40 + "]" * 40 + "}"):
        with pytest.raises(RecordError) as info:
            load_save(source)
        assert str(info.value) == "the save is nested too deeply: more than 32 levels of lists and objects"


def test_a_deeply_nested_parsed_object_is_refused_without_recursion():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(RecordError) as info:
        load_save({"format": "carcassonne-save", "version": 1, "meta": {"x": deep}})
    assert str(info.value) == "the save is nested too deeply: more than 32 levels of lists and objects"
    while deep:  # taken apart from the outside in: freeing it whole recurses, which Pyodide's stack cannot take
        deep = deep.pop()


def test_messages_quote_only_a_short_excerpt():
    doc = doc_with(_set(("players", 0, "color"), "x" * 100_000))
    with pytest.raises(RecordError) as info:
        load_save(json.dumps(doc))
    assert len(str(info.value)) < 200 and "…" in str(info.value)


def test_finished_is_kept_across_saves():
    game = Game(["A", "B"], seed=3)
    game.play(game.legal_turns()[0])
    game.finish()  # ended by hand: not derivable from the bag
    once = load_save(save_json(game))
    twice = load_save(save_json(once))
    assert once.over and twice.over and twice.scores == game.scores
    assert json.loads(save_json(twice))["finished"] is True


def test_finished_is_derived_for_a_game_whose_bag_ran_out():
    game = random_game(8, 2)
    doc = dump_save(game)
    assert doc["finished"] is True
    doc["finished"] = False  # as version 1 wrote it for a normal game: the empty bag ends it anyway
    assert load_save(doc).over


def test_save_summary_recomputes_scores_from_the_turns():
    game = random_game(5, 2, stop_after=30)
    text = save_json(game, scores=[999, 999], turn=1)
    summary = save_summary(text)
    assert summary.scores == tuple(game.scores) != (999, 999)
    assert (summary.names, summary.turns, summary.over) == (tuple(game.names), 30, False)
    assert summary.meta["scores"] == [999, 999]  # kept for the page, never shown as the score


def test_saves_of_a_game_length_store_the_length_not_the_bag():
    game = Game(["Ann", "Bob"], seed=7, length=12)
    game.play(game.legal_turns()[0])
    doc = dump_save(game)
    assert doc["length"] == 12 and "bag" not in doc
    text = json.dumps(doc)
    remaining = set(game.bag[game.bag_pos - 1:]) - {game.start.tile}
    assert remaining and all(f'"{t}"' not in text for t in remaining)  # the draw order is not in the file
    again = load_save(text)
    assert state(again) == state(game) and again.length == 12
