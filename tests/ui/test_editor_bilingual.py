"""The editor in both languages (issue 23): English and German texts side by side, several tasks, wrong answers
placed on the board, `next`, the preview in either language, the snippet titled with the lesson and pointing at
the teacher's own site, and every shipped lesson opened and exported unchanged."""

import html
import json
import re
from pathlib import Path

import pytest

from carcassonne import CarcassonneError
from carcassonne.game import DEFAULT_COLORS
from carcassonne.record import PartialTurn, load_scenario
from carcassonne.teaching import check_answer
from ui.controller import DEPLOY, PLACE
from ui.editor_export import PLACEHOLDER_SITE, embed_snippets, next_problem
from ui.editor_state import RIGHT, WRONG, EditorSession, open_scenario

LESSONS = sorted(p for p in (Path(__file__).resolve().parents[2] / "static" / "lessons").glob("*.json")
                 if p.name != "index.json")


# --- a document with every default spelled out, so two spellings of one lesson compare equal -----------------

def _meeple(value):
    return {"at": value, "kind": "normal"} if isinstance(value, str) else {"kind": "normal", **value}


def _partial(entry: dict) -> dict:
    return {k: (_meeple(v) if k == "meeple" else v) for k, v in entry.items()}


def _task(task: dict, names: list[str], default: str) -> dict:
    return {"prompt": task["prompt"], "player": task.get("player", default), "tile": task["tile"],
            "right": [_partial(r) for r in task["right"]], "success": task.get("success", ""),
            "hint": task.get("hint", ""), "wrong": [_partial(w) for w in task.get("wrong", [])]}


def _local(texts: dict, turns: int) -> dict:
    tasks = texts.get("tasks") or ([texts["task"]] if "task" in texts else [])
    notes = texts.get("notes") or [None] * turns
    return {"title": texts.get("title", ""), "description": texts.get("description", ""),
            "notes": [n or None for n in notes],
            "tasks": [{k: v for k, v in one.items() if v and (k != "wrong" or any(v))} for one in tasks]}


def normal(doc: dict) -> dict:
    """The scenario with its defaults filled in (format 1.1): player names and colours, rules, start, each
    turn's player and follower, `task` as a one-task `tasks`, empty texts dropped."""
    players = [p if isinstance(p, dict) else {"name": p} for p in doc["players"]]
    players = [{"color": DEFAULT_COLORS[i], **p} for i, p in enumerate(players)]
    names = [p["name"] for p in players]
    rules = {"farmers": True, "expansions": [], **doc.get("rules", {})}
    river = "river" in rules["expansions"]
    rules["expansions"] = sorted(rules["expansions"])
    turns, seat = [], -1
    for turn in doc.get("turns", []):
        seat = names.index(turn["player"]) if "player" in turn else (seat + 1) % len(names)
        one = {**turn, "player": names[seat]}
        if "meeple" in one:
            one["meeple"] = _meeple(one["meeple"])
        if not one.get("note"):
            one.pop("note", None)
        turns.append(one)
    tasks = doc.get("tasks") or ([doc["task"]] if "task" in doc else [])
    following = names[(seat + 1) % len(names)]
    return {"title": doc.get("title", ""), "description": doc.get("description", ""), "players": players,
            "rules": rules, "start": doc.get("start") or {"tile": "RA" if river else "D", "x": 0, "y": 0, "rot": 0},
            "turns": turns, "end": doc.get("end", False), "expect": doc.get("expect"),
            "tasks": [_task(k, names, following) for k in tasks], "next": doc.get("next", ""),
            "lang": doc.get("lang", "en"),
            "i18n": {lang: _local(texts, len(turns)) for lang, texts in doc.get("i18n", {}).items()}}


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_shipped_lesson_opens_and_exports_with_every_field_it_holds(path):
    original = json.loads(path.read_text(encoding="utf-8"))
    exported = open_scenario(path.read_text(encoding="utf-8")).document()
    assert normal(exported) == normal(original)


def test_the_normal_form_sees_a_lost_field():
    """The round trip above would notice a translation, a wrong answer or `next` going missing."""
    doc = json.loads(next(p for p in LESSONS if p.stem == "city-with-pennant").read_text(encoding="utf-8"))
    for cut in (lambda d: d["i18n"]["de"].pop("tasks"), lambda d: d.pop("next"),
                lambda d: d["tasks"][0].pop("wrong", None) or d["tasks"][0].pop("hint")):
        changed = json.loads(json.dumps(doc))
        cut(changed)
        assert normal(changed) != normal(doc)


# --- building a bilingual lesson ----------------------------------------------------------------------------

def place(session, tile, x, y, rot, meeple=None, player=None, en="", de=""):
    session.choose_tile(tile)
    if player is not None:
        session.choose_player(player)
    session.turn.place((x, y), rot)
    if meeple is not None:
        session.turn.choose(next(s for s in session.turn.spots() if s.location == meeple).deployment)
    session.note = {"en": en, "de": de}
    return session.confirm()


def answer(session, x, y, rot=None, meeple=None):
    """Place a move on the board while answers are recorded (the first rotation that fits unless given)."""
    turn = session.turn
    assert turn.phase == PLACE
    turn.place((x, y), rot if rot is not None else turn.options[(x, y)][0])
    if meeple is not None:
        turn.choose(next(s for s in turn.spots() if s.location == meeple).deployment)
    session.confirm()
    return turn.placement.rot


def two_task_lesson():
    s = EditorSession.new(["Anna", "Ben"])
    place(s, "E", 0, -1, 180, meeple="S", en="Anna starts a city.", de="Anna beginnt eine Stadt.")
    place(s, "V", 0, 1, 270, en="", de="Nur deutsch.")
    s.title.update(en="Close it", de="Schließe sie")
    s.description.update(en="Two tasks.", de="Zwei Aufgaben.")
    first = s.set_task("D", 0)
    first.prompt.update(en="Where does D go?", de="Wohin kommt D?")
    first.success.update(en="Yes.", de="Ja.")
    s.start_answers(RIGHT)
    right_rot = answer(s, 1, 0)
    s.start_answers(WRONG)
    wrong_rot = answer(s, -1, 0)
    first.wrong[0].say.update(en="That leaves the road open.", de="Da bleibt die Straße offen.")
    s.stop_answers()
    second = s.add_task("E", 1)
    second.prompt.update(en="Close the city.", de="Schließe die Stadt.")
    s.start_answers(RIGHT)
    answer(s, 0, -2, 0)
    s.stop_answers()
    s.next = "roads.json"
    return s, right_rot, wrong_rot


def test_two_tasks_with_wrong_answers_in_both_languages_export_and_are_judged():
    s, right_rot, wrong_rot = two_task_lesson()
    doc = s.document()
    assert doc["lang"] == "en" and doc["next"] == "roads.json" and len(doc["tasks"]) == 2
    assert doc["tasks"][0]["wrong"] == [{"x": -1, "y": 0, "rot": wrong_rot, "say": "That leaves the road open."}]
    de = doc["i18n"]["de"]
    assert de["title"] == "Schließe sie" and de["notes"] == ["Anna beginnt eine Stadt.", "Nur deutsch."]
    assert de["tasks"][0] == {"prompt": "Wohin kommt D?", "success": "Ja.", "wrong": ["Da bleibt die Straße offen."]}
    assert [t.get("note") for t in doc["turns"]] == ["Anna starts a city.", None]
    scenario = load_scenario(doc)
    assert scenario.texts("de").tasks[1].prompt == "Schließe die Stadt."
    assert check_answer(scenario, f"D@1,0r{right_rot}").correct
    assert check_answer(scenario, f"D@-1,0r{wrong_rot}", "de").said == "Da bleibt die Straße offen."
    assert check_answer(scenario, "E@0,-2r0", index=1).correct


def test_the_preview_shows_either_language_as_a_viewer_in_it_shows_it():
    s, _, _ = two_task_lesson()
    de, en = s.preview("de"), s.preview("en")
    assert (de.title, de.notes, de.tasks[0].wrong) == ("Schließe sie", ("Anna beginnt eine Stadt.", "Nur deutsch."),
                                                       ("Da bleibt die Straße offen.",))
    assert (en.title, en.notes, en.tasks[1].prompt) == ("Close it", ("Anna starts a city.", None), "Close the city.")


def test_a_move_is_a_right_or_a_wrong_answer_not_both_and_undo_takes_back_the_kind_placed():
    s, right_rot, _ = two_task_lesson()
    s.choose_task(0)
    s.start_answers(WRONG)
    with pytest.raises(CarcassonneError, match="right answer") as refused:  # the game view toasts it
        answer(s, 1, 0, right_rot)
    assert refused.value.code is None and s.turn.phase == DEPLOY  # said as it is; the move stays to change
    assert len(s.task.wrong) == 1
    s.undo()
    assert s.task.wrong == [] and len(s.task.right) == 1


def test_what_keeps_a_lesson_from_export_names_the_task():
    s, _, _ = two_task_lesson()
    s.tasks[1].prompt.update(en="")
    s.tasks[0].wrong[0].say.update(en="")
    s.next = "https://elsewhere.example/x.json"
    problems = s.problems()
    assert "Task 2 needs a prompt." in problems and "Every wrong answer of task 1 needs a text." in problems
    assert any("relative" in p for p in problems)
    assert next_problem("roads.json") == "" and next_problem("//x.example/a.json")


def test_a_lesson_written_only_in_german_is_a_german_file_and_opens_back_into_the_german_fields():
    s = EditorSession.new(["Anna", "Ben"])
    place(s, "E", 0, -1, 180, de="Eine Stadt.")
    s.title["de"] = "Nur Deutsch"
    doc = s.document()
    assert doc["lang"] == "de" and doc["title"] == "Nur Deutsch" and "i18n" not in doc
    again = open_scenario(json.dumps(doc))
    assert again.title == {"en": "", "de": "Nur Deutsch"} and again.notes[0]["de"] == "Eine Stadt."


def test_removing_a_task_shows_the_one_before_and_the_last_one_drops_the_tasks():
    s, _, _ = two_task_lesson()
    assert s.current == 1
    s.remove_task()
    assert s.current == 0 and len(s.tasks) == 1 and "task" in s.document()
    s.remove_task()
    assert s.task is None and "task" not in s.document() and not s.answering


def test_the_snippet_is_titled_with_the_lesson_and_its_src_is_a_placeholder_on_the_teachers_site():
    s, _, _ = two_task_lesson()
    text = s.export_text()
    inline, by_file = embed_snippets(text, "https://host.example/embed.html", "close-it.json", 'Close "it" <now>')
    for snippet in (inline, by_file):
        assert re.search(r'title="([^"]*)"', snippet).group(1) == html.escape('Close "it" <now>')
    src = html.unescape(re.search(r'src="([^"]*)"', by_file).group(1))
    assert src == f"https://host.example/embed.html?src={PLACEHOLDER_SITE}close-it.json"
    assert 'title="Carcassonne lesson"' in embed_snippets(text, "e.html", "x.json", "  ")[0]


def test_the_markup_pairs_every_text_and_draws_mistakes_apart_from_right_answers():
    from ui.editor_panel import answers_layer, panel_html

    panel = panel_html()
    for text in ("title", "description", "note", "task-prompt", "task-hint", "task-success"):
        assert panel.count(f'data-testid="editor-{text}"') == 1 and f'data-testid="editor-{text}-de"' in panel
    assert 'lang="de"' in panel and "your-site.example" in panel
    for hook in ("editor-next", "editor-task-pick", "editor-task-add", "editor-task-remove", "editor-task-wrongs",
                 "editor-task-wrong", "editor-preview-lang", "editor-preview"):
        assert f'data-testid="{hook}"' in panel
    s, right_rot, wrong_rot = two_task_lesson()
    s.choose_task(0)
    drawn = answers_layer(s.task)
    assert 'data-testid="editor-answer" data-x="1" data-y="0"' in drawn
    assert 'data-testid="editor-wrong-answer" data-x="-1" data-y="0"' in drawn and 'class="wrong-mark"' in drawn


def test_a_mistake_can_match_any_rotation_or_cell_and_one_text_can_cover_every_other_wrong_move():
    s, _, wrong_rot = two_task_lesson()
    s.choose_task(0)
    s.match(0, "rot", False)
    assert s.task.wrong[0].turn == PartialTurn(-1, 0, None, None)
    s.add_any_wrong().say.update(en="Not there.", de="Nicht dort.")
    assert s.add_any_wrong() is s.task.wrong[1], "one catch-all per task"
    with pytest.raises(ValueError):
        s.match(0, "cell", False)  # would be the catch-all again
    s.match(0, "rot", True)
    assert s.task.wrong[0].turn == PartialTurn(-1, 0, wrong_rot, None)
    doc = s.document()
    assert doc["tasks"][0]["wrong"][1] == {"say": "Not there."}
    scenario = load_scenario(doc)
    assert check_answer(scenario, "D@0,1r90", "de").said == "Nicht dort."


def test_answers_say_what_they_leave_open():
    from ui.editor_words import move_line

    assert move_line("D", PartialTurn(1, 0, 90, None)) == "D at (1, 0), turned 90°, any follower or none"
    assert move_line("D", PartialTurn(None, 3)) == "D in row 3, any rotation, any follower or none"
    assert move_line("D", PartialTurn()) == "D anywhere, any rotation, any follower or none"
