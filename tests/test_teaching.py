"""Teaching keys of the scenario format (note, task, lang, i18n), judging a task's answer, and the `s` form."""

import base64
import copy
import json
import zlib

import pytest

from carcassonne.errors import RecordError
from carcassonne.record import dump_lesson, load_scenario
from carcassonne.teaching import (ILLEGAL, MAX_S_JSON_BYTES, NOT_ASKED, RIGHT, answer_turn, check_answer,
                                  decode_s, encode_s, hint_text, task_turns)
from support import state

# Red's knight is in a 2-tile city with a pennant, open to the north; Blue's thief is on the road to the east.
CITY = {
    "format": "carcassonne-scenario", "version": 1, "title": "Close the city", "description": "A task.",
    "players": ["Red", "Blue"], "rules": {"farmers": True, "expansions": []},
    "turns": [
        {"player": "Red", "tile": "F", "x": 0, "y": -1, "rot": 90, "meeple": "S", "note": "Red's knight."},
        {"player": "Blue", "tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E", "note": "Blue's thief."},
    ],
    "expect": {"scores": {"Red": 0, "Blue": 0}},
    "task": {"prompt": "Red: close your city.", "tile": "E", "right": [{"x": 0, "y": -2, "rot": 180}],
             "success": "Right: 8 points.", "hint": "Look north."},
    "lang": "en",
    "i18n": {"de": {"title": "Schließe die Stadt", "notes": ["Ritter von Rot.", None],
                    "task": {"prompt": "Rot: Schließe deine Stadt.", "success": "Richtig: 8 Punkte."}}},
}


def city(**changes):
    doc = copy.deepcopy(CITY)
    doc.update(changes)
    return doc


def task(**changes):
    return city(task=dict(CITY["task"], **changes))


def spec_s(text: str) -> str:
    """The spec's own Python for the `s` parameter (shared/spec/embed.md)."""
    data = text.encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(data, 9, wbits=-15)).rstrip(b"=").decode("ascii")


# --- reading the teaching keys ---------------------------------------------------------------------------

def test_teaching_keys_are_read_onto_the_scenario():
    scenario = load_scenario(city())
    assert scenario.notes == ("Red's knight.", "Blue's thief.")
    assert scenario.task.prompt == "Red: close your city." and scenario.task.tile == "E"
    assert scenario.task.player == 0, "the task's player defaults to the seat after the last turn's"
    assert scenario.lang == "en"


def test_texts_fall_back_to_the_files_own_language_where_a_translation_is_missing():
    scenario = load_scenario(city())
    german = scenario.texts("de")
    assert german.title == "Schließe die Stadt"
    assert german.description == "A task."
    assert german.notes == ("Ritter von Rot.", "Blue's thief.")
    assert (german.task.prompt, german.task.success, german.task.hint) == \
           ("Rot: Schließe deine Stadt.", "Richtig: 8 Punkte.", "Look north.")
    assert scenario.texts("en").title == scenario.texts().title == "Close the city"


def test_a_scenario_written_in_german_falls_back_from_english_to_german():
    doc = city(lang="de", i18n={"en": {"title": "In English"}})
    scenario = load_scenario(doc)
    assert scenario.texts().title == "Close the city" and scenario.texts("en").title == "In English"


def test_a_lesson_is_written_back_with_its_texts():
    scenario = load_scenario(city())
    doc = dump_lesson(scenario)
    assert [t.get("note") for t in doc["turns"]] == ["Red's knight.", "Blue's thief."]
    assert doc["task"]["right"] == [{"x": 0, "y": -2, "rot": 180}] and doc["task"]["player"] == "Red"
    assert doc["i18n"]["de"]["notes"] == ["Ritter von Rot.", None]
    again = load_scenario(json.dumps(doc))
    assert (again.task, again.notes, again.texts("de")) == (scenario.task, scenario.notes, scenario.texts("de"))


REFUSED = [
    ("note not text", city(turns=[dict(CITY["turns"][0], note=5), CITY["turns"][1]]), "turn 1: note must be a string"),
    ("task not an object", city(task="close it"), "task must be an object"),
    ("task without prompt", city(task={"tile": "E", "right": [{}]}), "task.prompt must be a non-empty string"),
    ("task unknown key", task(answer=[]), "task: unknown key 'answer'"),
    ("task unknown player", task(player="Green"), "task.player 'Green' is not one of Red, Blue"),
    ("task unknown tile", task(tile="ZZ"), "task.tile 'ZZ' is not a tile id"),
    ("task tile of another set", task(tile="RA"), "task.tile RA is not in this game's tile sets"),
    ("task right empty", task(right=[]), "task.right must be a non-empty list"),
    ("task right not objects", task(right=["E@0,-2r180"]), "task.right[0] must be an object"),
    ("task right unknown key", task(right=[{"tile": "E"}]), "task.right[0]: unknown key 'tile'"),
    ("task right bad rot", task(right=[{"rot": 45}]), "task.right[0].rot must be 0, 90, 180 or 270"),
    ("task right bad x", task(right=[{"x": "1"}]), "task.right[0].x must be a whole number"),
    ("task right bad meeple", task(right=[{"meeple": "Q"}]), "task.right[0].meeple: location 'Q' is not one of"),
    ("task right bad kind", task(right=[{"meeple": {"at": "N", "kind": "giant"}}]),
     "task.right[0].meeple: follower kind 'giant'"),
    ("task success not text", task(success=["ok"]), "task.success must be a string"),
    ("task after the end", city(end=True), "task: a scenario that ends the game cannot ask for another turn"),
    ("lang unknown", city(lang="fr"), "lang must be one of en, de, not 'fr'"),
    ("i18n not an object", city(i18n=["de"]), "i18n must be an object"),
    ("i18n language unknown", city(i18n={"fr": {}}), "i18n: language 'fr' is not one of en, de"),
    ("i18n unknown key", city(i18n={"de": {"titel": "x"}}), "i18n.de: unknown key 'titel'"),
    ("i18n notes count", city(i18n={"de": {"notes": ["eins"]}}), "i18n.de.notes must be a list of one text (or null) per turn: 2"),
    ("i18n note not text", city(i18n={"de": {"notes": ["eins", 2]}}), "i18n.de.notes[1] must be a string"),
    ("i18n task without a task", dict(city(i18n={"de": {"task": {"prompt": "x"}}}), task=None),
     "i18n.de.task: the scenario has no task"),
    ("i18n task unknown key", city(i18n={"de": {"task": {"tip": "x"}}}), "i18n.de.task: unknown key 'tip'"),
]


@pytest.mark.parametrize("doc, message", [(d, m) for _, d, m in REFUSED], ids=[n for n, _, _ in REFUSED])
def test_bad_teaching_keys_are_refused_by_name(doc, message):
    if doc.get("task", 0) is None:
        del doc["task"]
    with pytest.raises(RecordError) as err:
        load_scenario(json.dumps(doc))
    assert message in str(err.value)


# --- judging an answer -----------------------------------------------------------------------------------

def test_a_right_answer_gets_the_success_text_and_what_it_scored():
    scenario = load_scenario(city())
    answer = check_answer(scenario, "E@0,-2r180")
    assert (answer.correct, answer.kind, answer.message, answer.move) == (True, RIGHT, "Right: 8 points.", "E@0,-2r180")
    assert [(item.feature, item.awards) for item in answer.items] == [("city", ((0, 8),))]


def test_an_answer_becomes_the_embeds_answer_message():
    answer = check_answer(load_scenario(city()), "E@0,-2r0")
    assert answer.to_message() == {"type": "carcassonne:answer", "correct": False, "move": "E@0,-2r0",
                                   "message": answer.message}
    assert json.loads(json.dumps(answer.to_message())) == answer.to_message()


def test_the_answer_is_judged_in_the_language_asked_for():
    answer = check_answer(load_scenario(city()), "E@0,-2r180", lang="de")
    assert answer.message == "Richtig: 8 Punkte."


def test_an_illegal_move_gets_the_engines_reason():
    answer = check_answer(load_scenario(city()), "E@0,-2r0")
    assert (answer.correct, answer.kind) == (False, ILLEGAL)
    assert answer.message == "Not allowed: tile E at (0, -2) rotation 0: its south edge (field) meets a city."
    assert answer.items == ()


def test_a_follower_on_an_occupied_feature_is_illegal():
    answer = check_answer(load_scenario(task(tile="U", right=[{"x": -1, "y": 0}])), "U@-1,0r0 +W")
    assert answer.kind == ILLEGAL and "that road is already occupied" in answer.message


def test_another_tile_than_the_tasks_is_illegal():
    answer = check_answer(load_scenario(city()), "U@-1,0r0")
    assert answer.kind == ILLEGAL and "the tile of this task is E, not U" in answer.message


def test_text_that_is_not_a_move_is_illegal_with_the_parse_error():
    answer = check_answer(load_scenario(city()), "put it north")
    assert answer.kind == ILLEGAL and answer.message.startswith("Not a move: placement 'put' is not of the form")


def test_a_legal_move_not_asked_for_says_so_and_what_it_would_score():
    scenario = load_scenario(task(tile="W", right=[{"x": 0, "y": 1}]))
    answer = check_answer(scenario, "W@2,0r0")  # legal: it ends Blue's road at a crossroads (still open westwards)
    assert (answer.correct, answer.kind, answer.items) == (False, NOT_ASKED, ())
    assert answer.message == "Legal, but not what the task asks. This move would score nothing now."


def test_a_not_asked_move_that_scores_lists_the_scoring():
    doc = task(tile="W", right=[{"x": 0, "y": 1}])
    doc["turns"].append({"player": "Red", "tile": "W", "x": -1, "y": 0, "rot": 0})
    doc["i18n"]["de"]["notes"].append(None)
    answer = check_answer(load_scenario(doc), "W@2,0r0")  # now it closes Blue's road: 4 tiles
    assert answer.kind == NOT_ASKED
    assert "This move would score: Blue scores 4 for a completed road: 4 tiles" in answer.message
    assert [item.awards for item in answer.items] == [((1, 4),)]


def test_a_follower_named_by_another_location_of_the_same_segment_matches():
    scenario = load_scenario(task(tile="U", right=[{"x": 0, "y": 1, "meeple": "NNW"}]))
    assert check_answer(scenario, "U@0,1r0 +NNE").correct  # the same field north of the road
    assert check_answer(scenario, "U@0,1r0 +SSW").kind == NOT_ASKED  # the field south of it
    assert check_answer(scenario, "U@0,1r0").kind == NOT_ASKED  # no farmer at all


def test_checking_answers_leaves_the_scenario_as_it_was():
    scenario = load_scenario(city())
    before = state(scenario.game)
    for move in ("E@0,-2r180", "E@0,-2r0", "E@5,5r0", "nonsense"):
        check_answer(scenario, move)
    assert state(scenario.game) == before


def test_a_scenario_without_task_has_no_answers():
    doc = city()
    del doc["task"], doc["i18n"]["de"]["task"]
    with pytest.raises(RecordError, match="this scenario has no task"):
        check_answer(load_scenario(doc), "E@0,-2r180")


def test_hint_text_in_each_language_and_a_plain_one_when_there_is_none():
    scenario = load_scenario(city())
    assert hint_text(scenario) == "Look north." == hint_text(scenario, "de")
    plain = load_scenario(task(hint=""))
    places = len(plain.game.legal_placements("E"))
    assert hint_text(plain) == f"Tile E fits in {places} places (counting each rotation)."


def test_answer_turn_completes_the_first_right_entry_with_a_legal_turn():
    scenario = load_scenario(task(right=[{"x": 9, "y": 9}, {"meeple": "NNE", "x": 0, "y": -2}]))
    turn = answer_turn(scenario)
    assert str(turn) == "E@0,-2r180 +NNE"  # a farmer: the city is Red's knight's already
    assert check_answer(scenario, turn).correct


def test_answer_turn_refuses_a_task_nobody_can_answer():
    with pytest.raises(RecordError, match="no legal turn matches"):
        answer_turn(load_scenario(task(right=[{"x": 9, "y": 9}])))


def test_task_turns_lists_every_legal_whole_turn_of_the_task():
    scenario = load_scenario(city())
    turns = task_turns(scenario)
    assert len(turns) == len(set(turns))
    assert all(check_answer(scenario, t).kind in (RIGHT, NOT_ASKED) for t in turns)
    assert {str(t) for t in turns if check_answer(scenario, t).correct} == {"E@0,-2r180", "E@0,-2r180 +NNW"}


# --- the `s` form ----------------------------------------------------------------------------------------

def test_s_is_the_specs_encoding_and_round_trips():
    text = json.dumps(CITY, ensure_ascii=False)
    assert "ß" in text
    s = encode_s(text)
    assert s == spec_s(text)
    assert "=" not in s and "+" not in s and "/" not in s
    assert decode_s(s) == text
    assert decode_s(spec_s("{}")) == "{}"
    assert load_scenario(decode_s(s)).task.tile == "E"


@pytest.mark.parametrize("s, message", [
    ("", "s is empty"),
    ("ab+c", "s is not base64url without padding: it contains '+'"),
    ("abc=", "it contains '='"),
    ("abcde", "its length is not possible"),
    ("q ", "it contains ' '"),
    ("é", "it contains 'é'"),
    (base64.urlsafe_b64encode(b"\xff\xff\xff\xff").rstrip(b"=").decode(), "s is not raw DEFLATE data"),
    (spec_s("{}")[:-2], "s is cut short"),
    (base64.urlsafe_b64encode(zlib.compress(b"{}", 9, wbits=-15) + b"junk").rstrip(b"=").decode(),
     "s has bytes after the end"),
    (base64.urlsafe_b64encode(zlib.compress(b'{"t": "\xff"}', 9, wbits=-15)).rstrip(b"=").decode(),
     "s does not hold UTF-8 text: byte 7 is not valid"),
    (base64.urlsafe_b64encode(zlib.compress(b"{}", 9)).rstrip(b"=").decode(), "s is not raw DEFLATE data"),
])
def test_s_that_is_not_the_spec_encoding_is_refused(s, message):
    with pytest.raises(RecordError) as err:
        decode_s(s)
    assert message in str(err.value)


def test_a_small_s_that_expands_hugely_is_refused():
    bomb = spec_s(" " * (16 * MAX_S_JSON_BYTES))
    assert len(bomb) < 20_000
    with pytest.raises(RecordError, match=f"s expands to more than {MAX_S_JSON_BYTES} bytes"):
        decode_s(bomb)
    assert len(decode_s(spec_s(" " * MAX_S_JSON_BYTES))) == MAX_S_JSON_BYTES


def test_an_overlong_s_is_refused_before_decoding():
    with pytest.raises(RecordError, match="characters long"):
        decode_s("A" * 200_000)


@pytest.mark.parametrize("right", [
    [{"x": 0, "y": -2, "rot": 90}],  # the right place, a rotation that does not fit
    [{"x": 50, "y": 50}],  # far from every tile
    [{"x": 0, "y": -2, "rot": 180, "meeple": "C"}],  # E has no monastery
    [{"x": 0, "y": -2, "rot": 180, "meeple": {"at": "N", "kind": "big"}}],  # no big follower without Inns
])
def test_a_task_that_no_legal_turn_answers_is_refused_when_loaded(right):
    """"Show answer" can then never fail: a loaded scenario's task always has a right turn to show."""
    with pytest.raises(RecordError) as info:
        load_scenario(task(right=right))
    assert info.value.code == "task-no-legal-answer" and info.value.params == {"where": "task"}
    assert str(info.value) == "task: no legal turn matches any of its right answers, so it cannot be answered"


def test_one_answerable_entry_among_impossible_ones_is_enough():
    scenario = load_scenario(task(right=[{"x": 50, "y": 50}, {"x": 0, "y": -2, "rot": 180}]))
    assert str(answer_turn(scenario)) == "E@0,-2r180"
