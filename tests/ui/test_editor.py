"""The scenario editor's state (ui.editor_state): building a position turn by turn with any tile and any player,
notes, undo, a task whose right answers are placed but not played, and export that loads back to the same
position."""

import html
import json
import re
from pathlib import Path

import pytest

from carcassonne import CarcassonneError, IllegalMoveError, RecordError
from carcassonne.record import dump_lesson, load_scenario
from carcassonne.teaching import check_answer, decode_s
from ui.controller import PLACE, VIEW
from ui.editor_panel import answers_layer, panel_html, picker_html, setup_html
from ui.editor_state import EditorSession, embed_snippets, file_name, open_scenario

EXAMPLES = Path(__file__).resolve().parents[3] / "shared" / "examples"


def place(session, tile: str, x: int, y: int, rot: int, meeple=None, player=None, note=""):
    """One turn as the editor screen makes it: pick tile and player, drop on the cell, pick a spot, confirm."""
    session.choose_tile(tile)
    if player is not None:
        session.choose_player(player)
    turn = session.turn
    assert turn.phase == PLACE and (x, y) in turn.options and rot in turn.options[(x, y)]
    turn.place((x, y), rot)
    if meeple is not None:
        spot = next(s for s in turn.spots() if s.location == meeple)
        turn.choose(spot.deployment)
    session.note = {"en": note, "de": ""}
    return session.confirm()


def english(notes):
    return [n["en"] or None for n in notes]


def position(game):
    tiles = sorted((cell, o.id, o.rot) for cell, (o, _) in game.board.tiles.items())
    meeples = sorted((cell, m.player, m.kind, m.location) for cell, m in game.meeples.items())
    return tiles, meeples, list(game.scores)


def built():
    s = EditorSession.new(["Anna", "Ben", "Cleo"])
    place(s, "E", 0, -1, 180, meeple="S", note="Anna closes nothing yet.")
    place(s, "V", 0, 1, 270, player=0)  # Anna again: any seat may play any turn
    place(s, "U", 1, 0, 0, player=2, note="Cleo's turn.")
    return s


def test_nothing_to_place_until_a_tile_is_picked_then_any_tile_of_the_sets():
    s = EditorSession.new(["Anna", "Ben"], farmers=False, expansions=("river",))
    assert s.turn.phase == VIEW
    assert "RA" in s.tile_ids() and "D" in s.tile_ids() and not any(t.startswith("GB") for t in s.tile_ids())
    with pytest.raises(ValueError, match="GB1"):
        s.choose_tile("GB1")
    s.choose_tile("RK")
    assert s.turn.phase == PLACE and s.turn.tile == "RK" and s.turn.options


def test_turns_name_their_tile_player_and_note_and_export_loads_back_to_the_same_position():
    s = built()
    assert [p for p, _ in s.game.turns] == [0, 0, 2]
    assert english(s.notes) == ["Anna closes nothing yet.", None, "Cleo's turn."]
    assert s.player == 0  # the seat after the last turn's is proposed next
    doc = json.loads(s.export_text())
    assert [t.get("note") for t in doc["turns"]] == ["Anna closes nothing yet.", None, "Cleo's turn."]
    assert [t["player"] for t in doc["turns"]] == ["Anna", "Anna", "Cleo"]
    again = load_scenario(doc)
    assert position(again.game) == position(s.game)
    assert again.failures() == [] and again.notes == tuple(english(s.notes))


def test_a_placement_the_rules_forbid_is_refused_and_nothing_changes():
    s = EditorSession.new(["Anna", "Ben"])
    s.choose_tile("E")
    with pytest.raises(ValueError):
        s.turn.place((5, 5), 0)  # not next to any tile
    assert s.game.turns == []


def test_undo_takes_back_the_last_turn_and_gives_its_note_and_seat_back():
    s = built()
    before = position(s.game)
    note = s.undo()
    assert note["en"] == "Cleo's turn." and s.note["en"] == "Cleo's turn." and s.player == 2
    assert len(s.game.turns) == 2 and len(s.notes) == 2 and position(s.game) != before
    s.undo()
    s.undo()
    assert s.game.turns == [] and s.notes == []
    with pytest.raises(ValueError):
        s.undo()


def test_task_answers_are_recorded_without_being_played_and_the_export_judges_them_right():
    s = built()
    s.set_task("D", 1, prompt="Close the road for Ben.", hint="Look east.", success="Well done.")
    s.start_answers()
    turn = s.turn
    assert turn.tile == "D" and turn.player == 1 and turn.phase == PLACE
    before = position(s.game)
    cell = (0, 2)
    rot = turn.options[cell][0]
    turn.place(cell, rot)
    s.confirm()
    assert position(s.game) == before and len(s.game.turns) == 3  # not played into the position
    assert [(a.x, a.y, a.rot, a.deploy) for a in s.task.right] == [(0, 2, rot, None)]
    assert s.turn.phase == PLACE  # ready for another answer
    scenario = load_scenario(s.document())
    assert scenario.task.right == tuple(s.task.right) and scenario.task.player == 1
    verdict = check_answer(scenario, f"D@0,2r{rot}")
    assert verdict.correct and verdict.message == "Well done."
    assert s.undo() is None and s.task.right == []  # undo while answering takes back the answer
    assert len(s.game.turns) == 3


def test_an_answer_with_a_follower_keeps_the_follower():
    s = built()
    s.set_task("E", 1, prompt="Take the city.")
    s.start_answers()
    s.turn.place((-1, 1), s.turn.options[(-1, 1)][0])
    spot = s.turn.spots()[0]
    s.turn.choose(spot.deployment)
    s.confirm()
    assert s.task.right[0].deploy == spot.deployment
    doc = s.document()
    assert doc["task"]["right"][0]["meeple"] == spot.location


def test_a_task_without_prompt_or_answer_is_not_exported():
    s = built()
    s.set_task("D", 1)
    with pytest.raises(ValueError) as err:
        s.document()
    assert "prompt" in str(err.value) and "right answer" in str(err.value)
    s.drop_task()
    assert s.document()["turns"]


@pytest.mark.skipif(not EXAMPLES.is_dir(), reason="needs ../shared/examples beside the project")
def test_an_opened_scenario_keeps_its_texts_and_exports_the_same_position():
    text = (EXAMPLES / "city-with-pennant.json").read_text(encoding="utf-8")
    original = load_scenario(text)
    s = open_scenario(text)
    assert s.title["en"] == original.title and len(s.game.turns) == len(original.game.turns)
    again = load_scenario(s.export_text())
    assert position(again.game) == position(original.game) and again.title == original.title


def test_an_opened_lesson_with_a_translation_still_loads_after_a_turn_is_taken_back():
    s = built()
    s.set_task("D", 1, prompt="Close it.")
    s.start_answers()
    s.turn.place((0, 2), s.turn.options[(0, 2)][0])
    s.confirm()
    doc = s.document()
    doc["lang"] = "en"
    doc["i18n"] = {"de": {"title": "Titel", "notes": ["eins", None, "drei"], "task": {"prompt": "Schließe"}}}
    s = open_scenario(json.dumps(doc))
    s.stop_answers()
    s.undo()
    s.drop_task()
    again = load_scenario(s.document())
    assert again.texts("de").notes == ("eins", None) and again.texts("de").task.prompt == ""


def test_bad_files_are_refused_with_the_engines_reason():
    with pytest.raises(RecordError, match="format"):
        open_scenario('{"format": "carcassonne-save", "version": 1}')
    with pytest.raises(CarcassonneError):
        open_scenario("[" * 100_000)


def test_too_many_players_or_same_names_are_refused():
    with pytest.raises(IllegalMoveError):
        EditorSession.new(["A", "B", "C", "D", "E", "F"])
    assert len(EditorSession.new(["A", "B", "C", "D", "E", "F"], expansions=("inns-cathedrals",)).names) == 6
    with pytest.raises(IllegalMoveError):
        EditorSession.new(["A", "A"])


def test_embed_snippets_carry_the_scenario_inline_and_by_file_name_escaped():
    s = built()
    s.title["en"] = 'Quotes " and <tags>'
    text = s.export_text()
    inline, by_file = embed_snippets(text, "https://example.org/c/embed.html", file_name(s.title["en"]),
                                     s.title["en"])
    src = html.unescape(re.search(r'src="([^"]*)"', inline).group(1))
    assert src.startswith("https://example.org/c/embed.html?s=")
    assert json.loads(decode_s(src.split("?s=", 1)[1])) == json.loads(text)
    assert by_file.startswith('<iframe src="https://example.org/c/embed.html?src=https://your-site.example/'
                              'lessons/quotes-and-tags.json"')
    assert "<tags>" not in inline and "<tags>" not in by_file


def test_file_names_are_plain():
    assert file_name("A city with a pennant!") == "a-city-with-a-pennant.json"
    assert file_name("Ärger über Straßen ✓") == "arger-uber-strassen.json"
    assert file_name("") == "scenario.json"


def test_a_follower_of_any_kind_the_rules_allow():
    s = EditorSession.new(["Anna", "Ben"], expansions=("inns-cathedrals",))
    s.choose_tile("U")
    s.turn.place((1, 0), 0)
    assert {sp.kind for sp in s.turn.all_spots()} >= {"normal", "big"}
    big = next(sp for sp in s.turn.all_spots() if sp.kind == "big")
    s.turn.choose(big.deployment)
    s.confirm()
    assert load_scenario(s.document()).game.meeples[(1, 0)].kind == "big"
    assert s.turn.phase == PLACE and s.turn.tile == "U"  # the same tile again, ready for the next turn


def test_the_markup_holds_the_hooks_and_answers_are_drawn_where_they_go():
    assert all(f'data-testid="editor-name-{i}"' in setup_html() for i in range(6))
    assert 'data-testid="editor-expansion-inns-cathedrals"' in setup_html()
    picker = picker_html(EditorSession.new(["A", "B"], expansions=("river",)).tile_groups())
    assert 'data-testid="editor-tile-D"' in picker and 'href="#tile-RA"' in picker
    assert picker.index("<h3>The River</h3>") > picker.index('data-testid="editor-tile-D"')
    for hook in ("editor-player", "editor-note", "editor-undo", "editor-title", "editor-export", "editor-snippet",
                 "editor-task-prompt", "editor-task-answers", "current-tile", "confirm-turn"):
        assert f'data-testid="{hook}"' in panel_html()
    s = built()
    assert answers_layer(s.task) == ""
    s.set_task("D", 1, prompt="Close it.")
    s.start_answers()
    s.turn.place((0, 2), 90)
    s.confirm()
    drawn = answers_layer(s.task)
    assert drawn.count('data-testid="editor-answer"') == 1 and 'data-x="0" data-y="2"' in drawn


@pytest.mark.parametrize("seed,expansions", [(1, ()), (2, ("river",)), (3, ("abbot", "inns-cathedrals")),
                                             (4, ("gingerbread", "abbot"))])
def test_random_positions_built_in_the_editor_export_and_load_to_the_same_position(seed, expansions):
    """Forty turns of random tiles, seats, cells, rotations and followers, as the screen makes them."""
    import random

    rng = random.Random(seed)
    s = EditorSession.new(["Anna", "Ben", "Cleo"], farmers=bool(seed % 2), expansions=expansions)
    tiles = s.tile_ids()
    made = 0
    while made < 40:
        s.choose_tile(rng.choice(tiles))
        s.choose_player(rng.randrange(3))
        turn = s.turn
        if not turn.options:
            continue  # this tile fits nowhere now: the picker's next one
        cell = rng.choice(sorted(turn.options))
        turn.place(cell, rng.choice(turn.options[cell]))
        if turn.spots() and rng.random() < 0.6:
            turn.choose(rng.choice(turn.all_spots()).deployment)
        if turn.cities():
            turn.choose_city(rng.choice(turn.cities()))
        s.note = {"en": f"turn {made + 1}" if rng.random() < 0.3 else "", "de": ""}
        s.confirm()
        made += 1
    again = load_scenario(s.export_text())
    assert position(again.game) == position(s.game)
    assert again.notes == tuple(english(s.notes)) and len(again.game.turns) == 40


def test_answers_the_turns_after_them_made_impossible_are_named_before_export():
    s = built()
    s.set_task("D", 1, prompt="Close the road for Ben.")
    s.start_answers()
    rot = s.turn.options[(0, 2)][0]
    s.turn.place((0, 2), rot)
    s.confirm()
    s.stop_answers()
    place(s, "D", 0, 2, rot, player=1)  # the answer's cell is taken now
    with pytest.raises(ValueError) as err:
        s.document()
    assert str(err.value).startswith("No right answer of task 1 can be played any more")
    with pytest.raises(RecordError) as refused:  # what the engine says of such a file
        load_scenario(dump_lesson(s.to_scenario()))
    assert refused.value.code == "task-no-legal-answer"
