"""The lessons shipped with the site (static/lessons/): each one is a test.

Every lesson replays and its `expect` holds; each of its tasks' right answers are legal and judged right, a legal
move that is not asked for is judged "not-asked", and each expected mistake (`wrong`, scenario format 1.1) is met
by a move that gets its feedback; the index lists every lesson file and nothing else, in the course's order, each
with what it teaches and its level in both languages; each lesson has a note on every step and its German texts;
`next` names a shipped lesson.
"""

import json
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # run as a script (see the end): find the engine without conftest.py
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from carcassonne.moves import Placement, Turn
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
    return [p for p in FILES if {"task", "tasks"} & set(json.loads(p.read_text(encoding="utf-8")))]


def each_task():
    """(lesson file, task index) for every task of every lesson."""
    return [(p, i) for p in with_task() for i in range(len(load(p).tasks))]


def task_id(pair) -> str:
    return f"{pair[0].stem}[{pair[1]}]"


#: The course's levels (the index's `level`): 1 first steps, 2 a rule to learn, 3 a fine point.
LEVELS = (1, 2, 3)


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


#: The lessons issue 23 asks for beyond the rulebook examples (by id): placement and a tile that fits nowhere,
#: the end-game scoring, two city parts counted once, an empty supply, the River, the Abbot's recall, the large
#: follower in a tie, inns and cathedrals at the end.
COURSE = {"tile-placement", "end-roads-cities", "end-monastery", "city-two-parts", "supply-empty", "river-lake",
          "abbot-recall", "big-follower-tie", "inn-cathedral-end"}


def test_the_course_has_enough_lessons_and_tasks_each_with_expected_mistakes():
    ids = {p.stem for p in FILES}
    assert COURSE <= ids, f"missing: {sorted(COURSE - ids)}"
    assert len(FILES) >= 24 and len(each_task()) >= 20
    several = [p for p in with_task() if len(load(p).tasks) > 1]
    assert len(several) >= 3 and sum(bool(load(p).next) for p in several) >= 3
    for path, index in each_task():
        scenario = load(path)
        task, german = scenario.tasks[index], scenario.texts("de").all_tasks()[index]
        assert task.wrong, f"{path.stem} task {index + 1} has no feedback for its likely mistakes"
        assert all(w.say.strip() for w in task.wrong)
        assert len(german.wrong) == len(task.wrong) and german.wrong != task.texts.wrong


def test_the_index_is_a_course_in_both_languages():
    entries = INDEX["lessons"]
    assert entries[0]["id"] == "tile-placement"
    levels = [e["level"] for e in entries]
    assert set(levels) <= set(LEVELS)
    for entry in entries:
        assert entry["teaches"]["en"].strip() and entry["teaches"]["de"].strip()
        assert entry["teaches"]["en"] != entry["teaches"]["de"]
    # the base game first, then each expansion as a block (the course goes from the first tile to the last
    # expansion)
    expansions = [tuple(load(LESSONS / e["file"]).game.rules.expansions) for e in entries]
    seen: list = []
    for rules in expansions:
        if not seen or seen[-1] != rules:
            assert rules not in seen, f"the lessons of {rules} are not together"
            seen.append(rules)
    assert seen[0] == ()


@pytest.mark.parametrize("path", [p for p in FILES if load(p).next], ids=lambda p: p.stem)
def test_next_names_a_shipped_lesson(path):
    target = load(path).next
    assert (LESSONS / target).is_file() and target != path.name


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
    for mine, theirs in zip(scenario.tasks, german.all_tasks(), strict=True):
        assert mine.prompt and mine.success and mine.hint
        assert theirs.prompt and theirs.success and theirs.hint
    texts = scenario.texts("de")
    assert texts.title == german.title and texts.notes == german.notes


#: What the index says of a lesson that is written by hand (kept when the index is rewritten): its topic (the
#: gallery's grouping), its level, and one line of what it teaches in each language.
HAND = ("topic", "level", "teaches")


def index_entry(path: Path, hand: dict) -> dict:
    """What the index says of a lesson: all of it read from the file but the hand-written `HAND` keys."""
    scenario = load(path)
    return {"id": path.stem, "file": path.name, **{k: hand[k] for k in HAND},
            "title": {"en": scenario.title, "de": scenario.texts("de").title},
            "task": bool(scenario.tasks), "tasks": len(scenario.tasks),
            "s": encode_s(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("entry", INDEX["lessons"], ids=lambda e: e["id"])
def test_index_entry_matches_its_lesson(entry):
    assert entry["topic"] and isinstance(entry["topic"], str)
    assert entry == index_entry(LESSONS / entry["file"], entry), \
        "index.json is out of date: run `python3 tests/test_lessons.py` to rewrite it"
    assert decode_s(entry["s"]) == (LESSONS / entry["file"]).read_text(encoding="utf-8")


@pytest.mark.parametrize("pair", each_task(), ids=task_id)
def test_each_expected_mistake_is_met_by_a_move_that_gets_its_feedback(pair):
    path, index = pair
    scenario = load(path)
    task = scenario.tasks[index]
    legal = task_turns(scenario, index)
    for number, wrong in enumerate(task.wrong):
        w = wrong.turn
        if None not in (w.x, w.y, w.rot):  # a placement named in full: the move itself, legal or not
            deploy = "" if w.deploy is None else f" +{w.deploy.location}" + (
                "" if w.deploy.kind == "normal" else f":{w.deploy.kind}")
            move = f"{task.tile}@{w.x},{w.y}r{w.rot}{deploy}"
        else:  # a partial one: a legal move it catches first, or a legal placement with its follower (not legal)
            tries = legal + [Turn(t.placement, w.deploy) for t in legal if w.deploy is not None]
            tries.append(Turn(Placement(task.tile, 40, 40, 0), w.deploy))  # far from the board: never legal
            if w.x is not None and w.y is not None:  # the named cell, each rotation (most of them not legal)
                tries += [Turn(Placement(task.tile, w.x, w.y, rot), w.deploy) for rot in (0, 90, 180, 270)]
            move = next((t for t in tries if task.mistake(t) == number
                         and not check_answer(scenario, t, index=index).correct), None)
            assert move is not None, f"{path.stem} task {index + 1}: no legal move reaches wrong[{number}]"
        answer = check_answer(scenario, move, index=index)
        assert not answer.correct and answer.message.startswith(wrong.say), (move, answer.message)
        german = check_answer(scenario, move, lang="de", index=index)
        assert german.said == scenario.texts("de").all_tasks()[index].wrong[number] != wrong.say


@pytest.mark.parametrize("pair", each_task(), ids=task_id)
def test_every_task_has_a_right_answer_judged_right(pair):
    path, index = pair
    scenario = load(path)
    shown = answer_turn(scenario, index)
    assert check_answer(scenario, shown, index=index).correct
    texts = scenario.texts("de").all_tasks()[index]
    assert check_answer(scenario, str(shown), lang="de", index=index).message == texts.success


@pytest.mark.parametrize("pair", each_task(), ids=task_id)
def test_task_right_answers_are_legal_and_judged_right(pair):
    path, index = pair
    scenario = load(path)
    task, turns = scenario.tasks[index], task_turns(scenario, index)
    for i, right in enumerate(task.right):
        matching = [t for t in turns if right.matches(t)]
        assert matching, f"task.right[{i}] matches no legal turn"
        answer = check_answer(scenario, matching[0], index=index)
        assert (answer.correct, answer.kind, answer.message) == (True, RIGHT, task.success)


@pytest.mark.parametrize("pair", each_task(), ids=task_id)
def test_a_legal_move_the_task_does_not_ask_for_is_judged_not_asked(pair):
    path, index = pair
    scenario = load(path)
    task = scenario.tasks[index]
    wrong = [t for t in task_turns(scenario, index) if not any(r.matches(t) for r in task.right)]
    if not wrong:
        pytest.skip("every legal move of this task is right (the tile fits in one way only)")
    answer = check_answer(scenario, wrong[0], index=index)
    assert (answer.correct, answer.kind) == (False, NOT_ASKED)
    assert "Legal, but not what the task asks." in answer.message


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
    assert (again.title, again.notes, again.tasks, again.next, again.lang) == \
           (scenario.title, scenario.notes, scenario.tasks, scenario.next, scenario.lang)
    assert again.texts("de") == scenario.texts("de")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_lesson_with_a_provisional_tile_says_so_in_both_languages(path):
    """A tile whose printed shape the project only reads (tiles.md: PROVISIONAL) is not taught as certain: the
    lesson's description tells the learner, in English and German (issue 23, 10)."""
    from carcassonne.tiles import TILE_TYPES

    scenario = load(path)
    placed = {o.id for o, _ in scenario.game.board.tiles.values()} | {task.tile for task in scenario.tasks}
    if not any(TILE_TYPES[tile].provisional for tile in placed):
        return
    assert "is our reading" in scenario.texts("en").description
    assert "ist unsere Lesart" in scenario.texts("de").description


if __name__ == "__main__":
    # Rewrite static/lessons/index.json from the lesson files, keeping each listed lesson's hand-written keys and
    # place; a new lesson file is appended with topic "other", level 2 and no line of what it teaches (edit them).
    hand = {entry["file"]: entry for entry in INDEX["lessons"]}
    order = [f for f in hand if (LESSONS / f).exists()] + [p.name for p in FILES if p.name not in hand]
    blank = {"topic": "other", "level": 2, "teaches": {"en": "", "de": ""}}
    INDEX["lessons"] = [index_entry(LESSONS / f, {**blank, **hand.get(f, {})}) for f in order]
    text = json.dumps(INDEX, indent=1, ensure_ascii=False) + "\n"
    (LESSONS / "index.json").write_text(text, encoding="utf-8")
    print(f"wrote {LESSONS / 'index.json'}: {len(order)} lessons")
