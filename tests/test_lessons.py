"""The lessons shipped with the site (static/lessons/): each one is a test.

Every lesson replays and its `expect` holds; its task's right answers are legal and judged right, a legal move
that is not asked for is judged "not-asked"; the index lists every lesson file and nothing else; each lesson has a
note on every step and its German texts.
"""

import json
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # run as a script (see the end): find the engine without conftest.py
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from carcassonne.record import dump_lesson, load_scenario
from carcassonne.teaching import (ILLEGAL, NOT_ASKED, RIGHT, answer_turn, check_answer, decode_s, encode_s,
                                  task_turns)

LESSONS = Path(__file__).resolve().parent.parent / "static" / "lessons"
if not LESSONS.is_dir():  # pragma: no cover - a runner that copies only py/ and tests/
    pytest.skip("static/lessons is not beside the tests", allow_module_level=True)

FILES = sorted(p for p in LESSONS.glob("*.json") if p.name != "index.json")
INDEX = json.loads((LESSONS / "index.json").read_text(encoding="utf-8"))
#: The rulebook examples the gallery must teach (issue 10), by lesson id.
REQUIRED = {"roads", "city-with-pennant", "monastery", "occupied", "fields", "river", "abbot", "inn", "cathedral",
            "big-follower", "gingerbread-leaves", "gingerbread-finished"}


def load(path: Path):
    return load_scenario(path.read_bytes())


def with_task():
    return [p for p in FILES if "task" in json.loads(p.read_text(encoding="utf-8"))]


def test_the_index_lists_every_lesson_file_and_nothing_else():
    listed = [entry["file"] for entry in INDEX["lessons"]]
    assert INDEX["format"] == "carcassonne-lessons" and INDEX["version"] == 1
    assert sorted(listed) == [p.name for p in FILES]
    assert len(set(listed)) == len(listed)
    assert all(entry["id"] == Path(entry["file"]).stem for entry in INDEX["lessons"])


def test_the_gallery_covers_the_rulebook_examples_and_enough_tasks():
    ids = {p.stem for p in FILES}
    assert REQUIRED <= ids, f"missing: {sorted(REQUIRED - ids)}"
    assert len(with_task()) >= 8


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lesson_replays_and_its_expect_holds(path):
    scenario = load(path)
    assert scenario.expect_scores is not None, "every lesson states the scores it leads to"
    assert scenario.failures() == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lesson_has_a_note_per_step_and_german_texts(path):
    scenario = load(path)
    turns = len(scenario.game.turns)
    assert turns >= 1 and len(scenario.notes) == turns
    assert all(isinstance(note, str) and note.strip() for note in scenario.notes)
    assert scenario.lang == "en" and scenario.title and scenario.description
    german = scenario.i18n["de"]
    assert german.title and german.description
    assert len(german.notes) == turns and all(n and n.strip() for n in german.notes)
    assert german.notes != scenario.notes
    if scenario.task:
        assert scenario.task.prompt and scenario.task.success and scenario.task.hint
        assert german.task.prompt and german.task.success and german.task.hint
    texts = scenario.texts("de")
    assert texts.title == german.title and texts.notes == german.notes


def index_entry(path: Path, topic: str) -> dict:
    """What the index says of a lesson: all of it read from the file but its topic (the gallery's grouping)."""
    scenario = load(path)
    return {"id": path.stem, "file": path.name, "topic": topic,
            "title": {"en": scenario.title, "de": scenario.texts("de").title},
            "task": scenario.task is not None, "s": encode_s(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("entry", INDEX["lessons"], ids=lambda e: e["id"])
def test_index_entry_matches_its_lesson(entry):
    assert entry["topic"] and isinstance(entry["topic"], str)
    assert entry == index_entry(LESSONS / entry["file"], entry["topic"]), \
        "index.json is out of date: run `python3 tests/test_lessons.py` to rewrite it"
    assert decode_s(entry["s"]) == (LESSONS / entry["file"]).read_text(encoding="utf-8")


@pytest.mark.parametrize("path", with_task(), ids=lambda p: p.stem)
def test_task_right_answers_are_legal_and_judged_right(path):
    scenario = load(path)
    turns = task_turns(scenario)
    for i, right in enumerate(scenario.task.right):
        matching = [t for t in turns if right.matches(t)]
        assert matching, f"task.right[{i}] matches no legal turn"
        answer = check_answer(scenario, matching[0])
        assert (answer.correct, answer.kind, answer.message) == (True, RIGHT, scenario.task.success)
    shown = answer_turn(scenario)
    assert check_answer(scenario, shown).correct
    assert check_answer(scenario, str(shown), lang="de").message == scenario.texts("de").task.success


@pytest.mark.parametrize("path", with_task(), ids=lambda p: p.stem)
def test_a_legal_move_the_task_does_not_ask_for_is_judged_not_asked(path):
    scenario = load(path)
    wrong = [t for t in task_turns(scenario) if not any(r.matches(t) for r in scenario.task.right)]
    if not wrong:
        pytest.skip("every legal move of this task is right (the tile fits in one way only)")
    answer = check_answer(scenario, wrong[0])
    assert (answer.correct, answer.kind) == (False, NOT_ASKED)
    assert answer.message.startswith("Legal, but not what the task asks.")


def test_most_tasks_have_legal_moves_that_are_not_asked():
    def has_wrong(path):
        scenario = load(path)
        return any(not any(r.matches(t) for r in scenario.task.right) for t in task_turns(scenario))
    assert sum(has_wrong(p) for p in with_task()) >= 8


@pytest.mark.parametrize("path", with_task(), ids=lambda p: p.stem)
def test_a_tile_on_a_taken_cell_is_judged_illegal_with_the_engines_reason(path):
    scenario = load(path)
    answer = check_answer(scenario, f"{scenario.task.tile}@0,0r0")
    assert (answer.correct, answer.kind) == (False, ILLEGAL)
    assert "there is already a tile there" in answer.message


@pytest.mark.parametrize("lesson, move, reason", [
    ("occupied", "J@1,-1r270 +W", "that city is already occupied"),
    ("abbot", "Vg@0,1r0 +G", "a garden can only take an abbot"),
    ("river", "RJ@2,1r90", "river"),
    ("farmers-corner", "E@2,0r0", "meets a road"),
])
def test_the_lessons_own_mistakes_are_refused_with_the_engines_reason(lesson, move, reason):
    answer = check_answer(load(LESSONS / f"{lesson}.json"), move)
    assert answer.kind == ILLEGAL and reason in answer.message


def test_the_right_answers_score_what_the_success_texts_say():
    def points(lesson):
        scenario = load(LESSONS / f"{lesson}.json")
        answer = check_answer(scenario, answer_turn(scenario))
        return {scenario.game.names[p]: n for item in answer.items for p, n in item.awards}
    assert points("city-with-pennant") == {"Red": 8}
    assert points("cathedral") == {"Blue": 24}
    assert points("big-follower") == {"Blue": 6}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lesson_exports_with_its_texts_and_reads_back_the_same(path):
    scenario = load(path)
    again = load_scenario(json.dumps(dump_lesson(scenario)))
    assert again.scores == scenario.scores and again.failures() == []
    assert (again.title, again.notes, again.task, again.lang) == \
           (scenario.title, scenario.notes, scenario.task, scenario.lang)
    assert again.texts("de") == scenario.texts("de")


if __name__ == "__main__":
    # Rewrite static/lessons/index.json from the lesson files, keeping each listed lesson's topic and place;
    # a new lesson file is appended with topic "other" (edit it by hand).
    topics = {entry["file"]: entry["topic"] for entry in INDEX["lessons"]}
    order = [f for f in topics if (LESSONS / f).exists()] + [p.name for p in FILES if p.name not in topics]
    INDEX["lessons"] = [index_entry(LESSONS / f, topics.get(f, "other")) for f in order]
    text = json.dumps(INDEX, indent=1, ensure_ascii=False) + "\n"
    (LESSONS / "index.json").write_text(text, encoding="utf-8")
    print(f"wrote {LESSONS / 'index.json'}: {len(order)} lessons")
