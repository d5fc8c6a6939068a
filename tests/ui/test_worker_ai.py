"""The computer's thinking as the page's worker runs it (ui.worker_ai: the game travels as its save record, the
answer as text) gives CPython's moves; the coach's reasons as sentences (ui.hint_text); levels and hints in a
save's meta (ui.computer); the hint and "+N" markup (ui.render)."""

import json
import random

import pytest

from carcassonne import Game, Rules, Turn, ai, record
from ui import i18n, render, worker_ai
from ui.computer import hints_of, levels_of
from ui.hint_text import hint_lines, hint_reason_text as reason_text

NO_CAP_MS = 600_000  # far out of reach: the moves depend on the seed only


def game_after(turns: int, seed: int = 7, **kw) -> Game:
    game = Game(["Anna", "Ben", "Cy"], seed=seed, **kw)
    for _ in range(turns):
        game.play(ai.choose_turn(game, random.Random(len(game.turns)), "easy"))
    return game


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_the_worker_s_move_from_the_record_is_the_engine_s_move(level):
    game = game_after(9, rules=Rules(expansions=("abbot",)))
    seed = worker_ai.seed_of(game)
    expected = ai.choose_turn(game, random.Random(seed), level, budget_ms=NO_CAP_MS)
    answer = worker_ai.choose(record.save_json(game), level, seed, NO_CAP_MS)
    assert Turn.parse(answer) == expected and answer == str(expected)
    game.play(Turn.parse(answer))  # and it is a legal turn of that very position


def test_the_seed_follows_the_game_and_its_turn():
    assert worker_ai.seed_of(game_after(3, seed=11)) == "11:3"


def test_a_level_the_worker_does_not_know_is_refused():
    game = game_after(1)
    with pytest.raises(ValueError, match="level 'oneply' is not one of easy, medium, hard"):
        worker_ai.choose(record.save_json(game), "oneply", "1", NO_CAP_MS)


def test_the_hint_from_the_record_is_the_coach_s_hint_as_json():
    game = game_after(6)
    found = ai.hint(game, budget_ms=NO_CAP_MS, rng=random.Random("h"))
    answer = json.loads(worker_ai.hint(record.save_json(game), "h", NO_CAP_MS))
    assert answer["turn"] == str(found.turn)
    assert [(r["kind"], r["points"], r["feature"]) for r in answer["reasons"]] == \
        [(r.kind, r.points, r.feature) for r in found.reasons]
    assert hint_lines(answer, game.names) == found.text(game.names)  # the page's sentences are the coach's


def test_the_hint_may_use_expert_s_search_and_still_gives_its_reasons():
    game = game_after(6)
    found = ai.hint(game, budget_ms=NO_CAP_MS, rng=random.Random("h"), level="expert")
    answer = json.loads(worker_ai.hint(record.save_json(game), "h", NO_CAP_MS, "expert"))
    assert answer["turn"] == str(found.turn)
    assert answer["reasons"][-1]["kind"] == "overall" and hint_lines(answer, game.names) == found.text(game.names)
    with pytest.raises(ValueError, match="hint level 'easy'"):
        worker_ai.hint(record.save_json(game), "h", NO_CAP_MS, "easy")


@pytest.mark.parametrize("reason, english, german", [
    ({"kind": "completes", "points": 8, "feature": "city"}, "finishes your city: +8 now",
     "schließt deine Stadt ab: jetzt +8"),
    ({"kind": "completes_other", "points": 0, "feature": "road", "numbers": {"player": 1, "their_points": 3}},
     "finishes Ben's road: +3 for them", "schließt die Straße von Ben ab: +3 für sie"),
    ({"kind": "farmer", "points": 9, "feature": "field", "numbers": {"finished": 3, "open": 0}},
     "farmer on a field next to 3 finished cities: about +9 at the end",
     "Bauer auf einer Wiese an 3 fertigen Städten: am Ende etwa +9"),
    ({"kind": "farmer", "points": 11, "feature": "field", "numbers": {"finished": 3, "open": 1}},
     "farmer on a field next to 3 finished cities and open ones that may be finished: about +11 at the end",
     "Bauer auf einer Wiese an 3 fertigen Städten und offenen, die noch fertig werden können: am Ende etwa +11"),
    ({"kind": "farmer", "points": 2, "feature": "field", "numbers": {"finished": 0, "open": 1}},
     "farmer on a field next to 1 unfinished city: about +2 at the end, by its chance to be finished",
     "Bauer auf einer Wiese an 1 unfertigen Stadt: am Ende etwa +2, je nach Chance, dass sie fertig wird"),
    ({"kind": "farmer", "points": 3, "feature": "field", "numbers": {"finished": 1}},
     "farmer on a field next to 1 finished city: about +3 at the end",
     "Bauer auf einer Wiese an 1 fertigen Stadt: am Ende etwa +3"),
    ({"kind": "follower", "points": 5, "feature": "city", "numbers": {"tiles": 2, "chance": 60}},
     "knight on a city of 2 tiles: 60% chance to finish it, about +5",
     "Ritter in einer Stadt aus 2 Karten: 60 % Chance, dass sie fertig wird, etwa +5"),
    ({"kind": "overall", "points": -2}, "overall about -2 against the best other player",
     "insgesamt etwa -2 gegenüber dem besten anderen Spieler"),
    ({"kind": "something new", "points": 4}, "worth about +4", "etwa +4 wert"),
])
def test_a_reason_reads_as_a_sentence_in_english_and_german(reason, english, german):
    names = ["Anna", "Ben"]
    assert reason_text(reason, names) == english
    try:
        i18n.set_language("de")
        assert reason_text(reason, names) == german
    finally:
        i18n.set_language("en")


def test_levels_and_hints_are_read_from_a_save_s_meta_with_old_saves_at_medium():
    assert levels_of({"computers": [1]}, [1]) == {1: "medium"}  # a save from before the levels
    assert levels_of({"levels": {"1": "hard", "2": "genius"}}, [1, 2]) == {1: "hard", 2: "medium"}
    assert levels_of(None, [0]) == {0: "medium"}
    assert hints_of({"hints": 3}) == 3 and hints_of({"hints": True}) == 0 and hints_of({"hints": -1}) == 0


def test_the_hint_and_the_score_flash_are_markup_at_the_right_place():
    game = Game(["Anna", "Ben"], seed=2)
    turn = ai.choose_turn(game, random.Random(1), "medium")
    markup = render.hint_layer(turn, "red")
    p = turn.placement
    assert f'data-testid="hint-cell" data-x="{p.x}" data-y="{p.y}" data-rot="{p.rot}"' in markup
    assert ('data-testid="hint-spot"' in markup) == (turn.deploy is not None)
    scored = None
    for _ in range(60):  # play on until a turn scores during play
        report = game.play(ai.choose_turn(game, random.Random(len(game.turns)), "medium"))
        if any(n for item in report.scored for _, n in item.awards):
            scored = report
            break
    assert scored is not None
    flash = render.flash_layer(game, scored)
    points = max(n for item in scored.scored for _, n in item.awards)
    assert f">+{points}</text>" in flash and 'class="flash"' in flash
    assert render.flash_layer(game, None) == ""
