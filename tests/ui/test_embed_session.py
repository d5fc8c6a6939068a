"""The embed's pure part: options from the URL and messages, the dealing copies of a scenario's game, stepping with
a task or play at the last step, and what a step and a task's verdict say (English and German)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from carcassonne import Turn, record, teaching
from carcassonne.tiles import tiles_of
from ui import embed_session as es
from ui import explain, i18n

LESSONS = Path(__file__).resolve().parents[2] / "static" / "lessons"


def lesson(name: str):
    return record.load_scenario((LESSONS / name).read_text())


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("value, step", [("0", 0), ("12", 12), (3, 3), (2.0, 2), ("-1", None), (-1, None),
                                         (1.5, None), ("1e3", None), ("", None), (True, None), (None, None),
                                         ("٣", None), ("9999999", None), ([1], None)])
def test_a_step_is_a_whole_number_from_zero(value, step):
    assert es.read_step(value) == step


def test_options_from_a_query_string():
    query = {"step": "2", "mode": "play", "controls": "0"}
    assert es.read_options(query.get) == es.Options(step=2, mode="play", controls=False, scores=True)
    assert es.read_options({"mode": "<b>", "step": "x", "scores": "0"}.get) == es.Options(scores=False)


def test_the_mode_defaults_to_the_task_when_there_is_one():
    with_task, without = lesson("occupied.json"), lesson("city-shared.json")
    assert es.mode_for(with_task, None) == "task"
    assert es.mode_for(with_task, "view") == "view"
    assert es.mode_for(without, None) == "view"
    assert es.mode_for(without, "task") == "view", "no task to ask"
    assert es.mode_for(without, "play") == "play"


def test_a_task_deals_its_tile_to_its_player_and_leaves_the_scenario_alone():
    scenario = lesson("occupied.json")
    before = (len(scenario.game.turns), dict(scenario.game.board.tiles), scenario.game.drawn, scenario.game.free)
    game = es.task_game(scenario)
    assert (game.drawn, game.current_player, game.free) == (scenario.task.tile, scenario.task.player, False)
    game.play(teaching.answer_turn(scenario))
    assert (len(scenario.game.turns), dict(scenario.game.board.tiles), scenario.game.drawn,
            scenario.game.free) == before


def test_play_deals_the_rest_of_the_box_to_the_next_seat():
    scenario = lesson("roads.json")
    game = es.play_game(scenario, seed=3)
    placed = len(scenario.game.board.tiles)
    box = tiles_of(*scenario.game.rules.tile_sets)
    assert len(game.bag) == len(box) - placed
    assert game.drawn == game.bag[game.bag_pos - 1] and game.current_player == es.next_seat(scenario)
    assert es.play_game(scenario, seed=3).bag == game.bag != es.play_game(scenario, seed=4).bag
    turn = game.legal_turns()[0]
    game.play(turn)
    assert game.current_player != es.next_seat(scenario) and game.drawn is not None and not game.over


def test_stepping_a_task_deals_only_at_the_last_step():
    scenario = lesson("occupied.json")
    session = es.EmbedSession(scenario, "task")
    steps = session.steps()
    assert session.goto_step(steps) == steps and session.live
    assert session.turn.phase == "place" and session.turn.tile == scenario.task.tile
    assert session.goto_step(1) == 1 and not session.live
    assert session.turn.phase == "view" and len(session.game.turns) == 1
    assert session.goto_step(99) == steps and session.turn.phase == "place"


def test_play_keeps_the_game_played_on_while_stepping_back_and_forth():
    session = es.EmbedSession(lesson("roads.json"), "play")
    session.goto_step(session.steps())
    placement = next(iter(session.turn.options))
    session.turn.place(placement)
    session.confirm()
    played = len(session.game.turns)
    session.goto_step(0)
    assert len(session.game.turns) == 0
    session.goto_step(session.steps())
    assert len(session.game.turns) == played and session.turn.phase == "place"


def test_a_right_answer_is_shown_played_without_a_final_scoring():
    scenario = lesson("occupied.json")
    session = es.EmbedSession(scenario, "task")
    session.goto_step(session.steps())
    session.show_answer_result(teaching.answer_turn(scenario))
    assert not session.game.over and len(session.game.turns) == len(scenario.game.turns) + 1
    assert session.turn.phase == "view"


def test_a_step_says_what_its_turn_scored():
    scenario = lesson("city-shared.json")
    names = scenario.game.names
    game = scenario.game.replay(scenario.game.turns[:5])
    lines = es.step_explanation(game, names)
    assert lines[0] == f"Turn 5: {names[scenario.game.turns[4][0]]} placed a city across the tile."  # tile G
    assert lines[1:] == [explain.explain(item, names) for item in game.reports[-1].scored]
    assert es.step_explanation(scenario.game.replay([]), names) == ["The start tile: nothing has been scored yet."]
    quiet = scenario.game.replay(scenario.game.turns[:1])
    assert es.step_explanation(quiet, names)[-1] == "Nothing was scored this turn."


def test_the_last_step_of_a_game_that_ends_explains_the_final_scoring():
    scenario = lesson("fields.json")
    lines = es.step_explanation(scenario.game, scenario.game.names)
    final = scenario.game.reports[-1].final
    assert "The game ends: the final scoring." in lines
    assert lines[-len(final):] == [explain.explain(item, scenario.game.names) for item in final]


def test_notes_per_step_and_language():
    scenario = lesson("occupied.json")
    assert es.step_note(scenario, 0, "en") == ""
    assert es.step_note(scenario, 1, "en") == scenario.notes[0]
    assert es.step_note(scenario, 1, "de") == scenario.texts("de").notes[0] != scenario.notes[0]
    assert es.step_note(scenario, 9, "en") == ""


def test_verdicts_in_english():
    scenario = lesson("occupied.json")
    names = scenario.game.names
    right = teaching.check_answer(scenario, "J@1,-1r270 +N")
    assert es.answer_text(right, names) == scenario.task.success
    illegal = teaching.check_answer(scenario, "J@1,-1r270 +W")
    assert es.answer_text(illegal, names) == illegal.message == (
        "That city is Red's: Red's knight is already in it. "  # the lesson's feedback for this expected mistake
        "Not allowed: meeple at W: that city is already occupied.")
    legal = teaching.check_answer(scenario, "J@3,0r0")
    assert not legal.correct and es.answer_text(legal, names) == legal.message


def test_verdicts_in_german(german):
    scenario = lesson("occupied.json")
    names = scenario.game.names
    assert es.answer_text(teaching.check_answer(scenario, "J@1,-1r270 +W", "de"), names) == \
        "Diese Stadt gehört Rot: Der Ritter von Rot steht schon darin. Nicht erlaubt: diese Stadt ist schon besetzt."
    legal = es.answer_text(teaching.check_answer(scenario, "J@3,0r0", "de"), names)
    assert legal.startswith("Die Karte muss die Stadt von Rot fortsetzen: ihre Stadt nach Westen, neben der Karte "
                            "von Rot. Erlaubt, aber nicht das, was die Aufgabe verlangt.")
    right = teaching.check_answer(scenario, "J@1,-1r270 +N", "de")
    assert es.answer_text(right, names) == scenario.texts("de").task.success


def test_the_shown_answer_names_the_move():
    text = es.answer_shown_text(Turn.parse("J@1,-1r270 +N"))
    assert text.startswith("One right answer: a city cap with a road curving to the right, turned 270°.")  # tile J
    assert "(follower: thief on the road)" in text and "(1, -1)" not in text
    assert "shown on the board" in es.answer_shown_text(Turn.parse("J@1,-1r270"))


TASK_LESSONS = sorted(p.name for p in LESSONS.glob("*.json")
                      if p.name != "index.json" and "task" in json.loads(p.read_text()))


@pytest.mark.parametrize("name", TASK_LESSONS)
def test_every_lesson_s_task_can_be_answered_through_the_page_s_turn(name):
    """What "show answer" does in the page: deal, put the tile down, pick the spot (and city); the engine agrees."""
    scenario = lesson(name)
    session = es.EmbedSession(scenario, es.mode_for(scenario, None))
    session.goto_step(session.steps())
    answer = teaching.answer_turn(scenario)
    session.put_answer(answer)
    turn = session.turn
    assert turn.placement == answer.placement and turn.choice == answer.deploy
    assert turn.ready
    verdict = teaching.check_answer(scenario, turn.turn())
    assert verdict.correct, verdict.message
    session.show_answer_result(turn.turn())
    assert len(session.game.turns) == len(scenario.game.turns) + 1


UI = Path(es.__file__).resolve().parent


def _ui_imports(module: str) -> set[str]:
    """The ui modules a ui module imports (relative `from .x import` and `from . import x`), at any level."""
    import ast

    found = set()
    for node in ast.walk(ast.parse((UI / f"{module}.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [a.name for a in node.names])
    return {m for m in found if (UI / f"{m}.py").is_file()}


def test_the_embed_reaches_neither_the_menu_nor_storage():
    """A cross-site frame may have no storage, and the embed needs none: none of its modules touches it."""
    seen, todo = set(), ["embed"]
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += _ui_imports(module)
    assert {"embed", "embed_session", "task_panel", "game_view", "board_view"} <= seen
    assert seen.isdisjoint({"app", "new_game_form", "saves_list", "storage"}), sorted(seen)
    uses = re.compile(r"\.(localStorage|sessionStorage|indexedDB)\b")
    assert not [m for m in seen if uses.search((UI / f"{m}.py").read_text(encoding="utf-8"))]


# --- scenario format 1.1: several tasks, expected mistakes, the following lesson ------------------------------

TWO_TASKS = Path(__file__).resolve().parents[1] / "scenarios" / "teaching" / "two-tasks-with-mistakes.json"


def test_tasks_are_asked_one_after_another_each_dealing_its_own_tile():
    scenario = record.load_scenario(TWO_TASKS.read_text())
    session = es.EmbedSession(scenario, "task")
    session.goto_step(session.steps())
    assert (session.game.drawn, session.game.current_player) == ("V", 0)
    assert not session.can_go_on and not session.all_done
    session.record(teaching.check_answer(scenario, "V@1,1r90 +NNW", index=0))
    assert not session.can_go_on
    session.record(teaching.check_answer(scenario, "V@1,1r90 +N", index=0))
    assert session.can_go_on and not session.all_done
    assert session.next_task() and session.task_index == 1 and session.task.tile == "E"
    assert (session.game.drawn, session.game.current_player) == ("E", 1)  # the second task's tile, in Blue's hand
    session.record(teaching.check_answer(scenario, "E@0,-1r180 +S", index=1))
    assert session.all_done and not session.can_go_on and not session.next_task()
    assert session.first_right == {1}  # the first task was answered wrong before it was answered right
    session.show_answer_result(teaching.answer_turn(scenario, 1))
    assert len(session.game.turns) == len(scenario.game.turns) + 1


def test_a_task_revealed_before_it_is_answered_is_not_right_at_the_first_try():
    scenario = record.load_scenario(TWO_TASKS.read_text())
    session = es.EmbedSession(scenario, "task")
    session.goto_step(session.steps())
    session.revealed()
    session.record(teaching.check_answer(scenario, teaching.answer_turn(scenario, 0), index=0))
    assert session.solved == {0} and session.first_right == set()


def test_an_expected_mistake_is_said_before_the_verdict_in_german(german):
    scenario = record.load_scenario(TWO_TASKS.read_text())
    names = scenario.game.names
    wrong = es.answer_text(teaching.check_answer(scenario, "E@0,-1r0", "de", index=1), names)
    assert wrong.startswith("Drehe die Karte: Ihre Stadt muss zur Startkarte zeigen. Nicht erlaubt")
    legal = es.answer_text(teaching.check_answer(scenario, "V@1,1r90", "de", index=0), names)
    assert legal.startswith("Der richtige Ort, aber auf die Straße gehört ein Wegelagerer. ")
    assert es.task_progress_text(1, 2) == "Aufgabe 2 von 2" and es.task_progress_text(0, 1) == ""


@pytest.mark.parametrize("next_url, source, page, want", [
    ("roads.json", "https://a.example/lessons/x.json", "https://b.example/embed.html?src=x",
     "https://b.example/embed.html?src=https://a.example/lessons/roads.json"),
    ("../more/y.json", None, "https://b.example/site/embed.html?s=abc",
     "https://b.example/site/embed.html?src=https://b.example/more/y.json"),
    ("", None, "https://b.example/embed.html", None),
])
def test_the_next_lesson_resolves_against_the_lesson_s_file(next_url, source, page, want):
    assert es.next_lesson_url(next_url, source, page) == want


def test_the_next_lesson_keeps_how_the_frame_was_set_up_before_its_src():
    url = es.next_lesson_url("b.json?v=2", "https://a.example/l/a.json", "https://b.example/embed.html?src=x",
                             {"lang": "de", "theme": "dark", "hint": "0"})
    assert url == "https://b.example/embed.html?lang=de&theme=dark&hint=0&src=https://a.example/l/b.json?v=2"


# --- issue 23's defects ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("value, want", [(99, 99), (-1, 0), (-1.0, 0), (2.0, 2), ("3", 3), (1.5, None), (True, None),
                                         ("-1", None), (None, None)])
def test_a_goto_below_the_first_step_goes_to_it(value, want):
    assert es.read_goto(value) == want


def test_a_task_without_step_buttons_is_asked_at_its_position_whatever_step_says():
    assert es.shown_step(es.Options(step=1, controls=False), es.TASK, 3) == 3
    assert es.shown_step(es.Options(step=1, controls=True), es.TASK, 3) == 1
    assert es.shown_step(es.Options(step=1, controls=False), es.VIEW, 3) == 1
    assert es.shown_step(es.Options(step=9), es.VIEW, 3) == 3


def test_play_on_an_ended_game_shows_it_and_played_turns_count():
    ended = lesson("fields.json")
    assert es.nothing_to_play(ended) and es.mode_for(ended, es.PLAY) == es.VIEW
    scenario = lesson("roads.json")
    session = es.EmbedSession(scenario, es.PLAY)
    session.goto_step(session.steps())
    assert session.played == 0
    session.game.play(session.game.legal_turns()[0], session.game.current_player)
    assert session.played == 1
    assert es.counter_text(2, 2, session.played) == "2 / 2 + 1" and es.counter_text(1, 2) == "1 / 2"


def test_a_broken_s_is_refused_without_zlib_s_english_in_german(german):
    from carcassonne import CarcassonneError
    from ui.record_reasons import document_error_text

    with pytest.raises(CarcassonneError) as caught:
        teaching.decode_s("AAAAAAAAAAAA")  # base64url of zero bytes: not DEFLATE
    text = document_error_text(caught.value)
    assert text == "s sind keine rohen DEFLATE-Daten: einige seiner Zeichen wurden verändert oder fehlen", text
