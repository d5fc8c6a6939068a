"""Scenario format 1.1 (`shared/spec/scenario-format.md`): `tasks`, `wrong`, `next`, read, judged and written back.

The file under test is `tests/scenarios/teaching/two-tasks-with-mistakes.json`: two tasks on the roads lesson's
position, each with expected mistakes in English and German, and a `next`.
"""

import copy
import json
from pathlib import Path

import pytest

from carcassonne.errors import RecordError
from carcassonne.record import dump_lesson, load_scenario
from carcassonne.teaching import ILLEGAL, NOT_ASKED, RIGHT, answer_turn, check_answer, hint_text, task_turns

FILE = Path(__file__).resolve().parent / "scenarios" / "teaching" / "two-tasks-with-mistakes.json"
DOC = json.loads(FILE.read_text(encoding="utf-8"))


def load(doc=DOC):
    return load_scenario(copy.deepcopy(doc))


def changed(change):
    doc = copy.deepcopy(DOC)
    change(doc)
    return doc


def test_tasks_are_read_in_order_with_their_players_tiles_and_next():
    scenario = load()
    assert [(t.tile, scenario.game.names[t.player]) for t in scenario.tasks] == [("V", "Red"), ("E", "Blue")]
    assert scenario.task is scenario.tasks[0]
    assert scenario.next == "roads.json"
    assert [len(t.wrong) for t in scenario.tasks] == [2, 2]


@pytest.mark.parametrize("index, move, kind, said", [
    (0, "V@1,1r90 +NNW", NOT_ASKED, "That follower lies in the field: a farmer, not a thief."),
    (0, "V@1,1r90", NOT_ASKED, "The right place, but the road needs a thief."),
    (0, "V@1,1r90 +N", RIGHT, ""),
    (1, "E@0,-1r0", ILLEGAL, "Turn the tile: its city must face the start tile."),
    (1, "E@0,-1r180", NOT_ASKED, "The city is closed, but without a knight nobody scores it."),
    (1, "E@0,-1r180 +S", RIGHT, ""),
    (1, "E@5,5r0", ILLEGAL, ""),  # a mistake the lesson did not expect: the engine's reason alone
])
def test_each_task_is_judged_by_its_own_answers_and_expected_mistakes(index, move, kind, said):
    answer = check_answer(load(), move, index=index)
    assert (answer.kind, answer.said, answer.task) == (kind, said, index)
    if said:
        assert answer.message.startswith(said + " ")
    if kind == ILLEGAL:
        assert "Not allowed:" in answer.message
    if kind == NOT_ASKED:
        assert "Legal, but not what the task asks." in answer.message


def test_a_wrong_entry_does_not_match_another_tile():
    answer = check_answer(load(), "V@0,-1r0", index=1)
    assert answer.kind == ILLEGAL and answer.said == "" and "the tile of this task is E" in answer.message


def test_the_expected_mistakes_and_texts_are_in_german():
    scenario = load()
    answer = check_answer(scenario, "E@0,-1r0", lang="de", index=1)
    assert answer.said == "Drehe die Karte: Ihre Stadt muss zur Startkarte zeigen."
    assert check_answer(scenario, "E@0,-1r180 +S", lang="de", index=1).message.startswith("Richtig:")
    assert hint_text(scenario, "de", 1) == "Die Stadt der Startkarte ist nach Norden offen."
    assert scenario.texts("de").all_tasks()[1].prompt.startswith("Blau:")


def test_a_missing_german_wrong_text_falls_back_to_the_english_one():
    doc = changed(lambda d: d["i18n"]["de"]["tasks"][0].__setitem__("wrong", ["", "Nur Deutsch."]))
    texts = load(doc).texts("de").all_tasks()[0]
    assert texts.wrong == ("That follower lies in the field: a farmer, not a thief.", "Nur Deutsch.")


def test_each_task_has_a_right_answer_to_show_and_the_second_task_its_own_moves():
    scenario = load()
    assert check_answer(scenario, answer_turn(scenario, 1), index=1).correct
    assert all(t.placement.tile == "E" for t in task_turns(scenario, 1))
    with pytest.raises(RecordError) as err:
        check_answer(scenario, "E@0,-1r180", index=2)
    assert err.value.code == "no-such-task" and err.value.params["count"] == 2


def test_the_lesson_is_written_back_with_its_tasks_wrong_answers_and_next():
    scenario = load()
    written = dump_lesson(scenario)
    assert "task" not in written and len(written["tasks"]) == 2 and written["next"] == "roads.json"
    assert written["tasks"][1]["wrong"][0] == {"x": 0, "y": -1, "rot": 0,
                                               "say": "Turn the tile: its city must face the start tile."}
    again = load_scenario(json.dumps(written))
    assert again.tasks == scenario.tasks and again.next == scenario.next
    assert again.texts("de") == scenario.texts("de")


def test_one_task_with_wrong_answers_is_written_as_task():
    doc = changed(lambda d: (d.__setitem__("task", d.pop("tasks")[0]),
                             d["i18n"]["de"].__setitem__("task", d["i18n"]["de"].pop("tasks")[0])))
    scenario = load(doc)
    written = dump_lesson(scenario)
    assert "tasks" not in written and len(written["task"]["wrong"]) == 2
    assert written["i18n"]["de"]["task"]["wrong"][1].startswith("Der richtige Ort")
    assert load_scenario(json.dumps(written)).texts("de") == scenario.texts("de")


@pytest.mark.parametrize("change, code, where", [
    (lambda d: d.__setitem__("task", d["tasks"][0]), "task-and-tasks", "tasks"),
    (lambda d: d.__setitem__("tasks", []), "tasks-empty", "tasks"),
    (lambda d: d["tasks"][1].__setitem__("right", [{"x": 9, "y": 9}]), "task-no-legal-answer", "tasks[1]"),
    (lambda d: d["tasks"][1].__setitem__("tile", "ZZ"), "not-tile", "tasks[1].tile"),
    (lambda d: d["tasks"][0]["wrong"][0].pop("say"), "empty-text", "tasks[0].wrong[0].say"),
    (lambda d: d["tasks"][0]["wrong"][0].__setitem__("why", 1), "unknown-key", "tasks[0].wrong[0]"),
    (lambda d: d["tasks"][0].__setitem__("wrong", "oops"), "not-list", "tasks[0].wrong"),
    (lambda d: d["i18n"]["de"]["tasks"].pop(), "texts-per-task", "i18n.de.tasks"),
    (lambda d: d["i18n"]["de"]["tasks"][0]["wrong"].pop(), "texts-per-wrong", "i18n.de.tasks[0].wrong"),
    (lambda d: d["i18n"]["de"].__setitem__("task", {"prompt": "x"}), "task-without-task", "i18n.de.task"),
    (lambda d: d.__setitem__("next", "https://example.com/x.json"), "next-not-relative", "next"),
    (lambda d: d.__setitem__("next", "//example.com/x.json"), "next-not-relative", "next"),
    (lambda d: d.__setitem__("next", "javascript:alert(1)"), "next-not-relative", "next"),
    (lambda d: d.__setitem__("next", ""), "empty-text", "next"),
    (lambda d: d.__setitem__("end", True), "task-after-end", None),
])
def test_a_malformed_11_scenario_is_refused_with_a_code_and_where(change, code, where):
    with pytest.raises(RecordError) as err:
        load_scenario(changed(change))
    assert err.value.code == code
    if where is not None:
        assert err.value.params.get("where") == where


def test_tasks_in_the_texts_of_a_one_task_scenario_are_refused():
    doc = changed(lambda d: (d.__setitem__("task", d.pop("tasks")[0]),))
    with pytest.raises(RecordError) as err:
        load_scenario(doc)
    assert err.value.code == "tasks-without-tasks"
