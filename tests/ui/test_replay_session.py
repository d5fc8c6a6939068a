"""Watching a saved game again (ui.replay): stepping and jumping show the game as it was after that many turns,
the kept states do not change what a step shows, and "play on from here" is the record's prefix replayed."""

import pytest

from carcassonne import Game, Rules
from carcassonne.game import EXPANSIONS
from carcassonne.record import dump_save, load_save
from carcassonne.sim import random_game
from ui.controller import VIEW
from ui.replay import CHECKPOINT, ReplaySession
from ui.replay_view import speed_ms


@pytest.fixture(scope="module")
def whole():
    """A whole game with every expansion (118 turns), as a save reads back."""
    game = random_game(3, 3, Rules(True, EXPANSIONS))
    assert game.over and len(game.turns) == 118
    return load_save(dump_save(game))


def picture(game) -> tuple:
    """What the board and scoreboard show of a game."""
    tiles = sorted((cell, o.id, o.rot) for cell, (o, *_rest) in game.board.tiles.items())
    meeples = sorted((cell, m.player, m.location, m.kind) for cell, m in game.meeples.items())
    return tiles, meeples, list(game.scores), game.drawn, len(game.reports)


def test_a_replay_opens_at_the_end_and_shows_the_game_as_saved(whole):
    session = ReplaySession(whole, computers=[1], levels={1: "hard"}, save_id="abc")
    assert session.viewing and session.view_step == session.steps() == 118
    assert picture(session.game) == picture(whole) and session.game is not whole
    assert session.report().final  # the last step has the final scoring
    assert session.names == whole.names and session.computers == frozenset()  # nobody plays in a replay
    assert not session.can_play_on()
    with pytest.raises(ValueError):
        session.play_on_game()


@pytest.mark.parametrize("path", [[0, 1, 2, 3], [118, 117, 50, 51, 9, 8, 0, 118], [40, 17, 16, 95, 96, 95, 3]])
def test_each_step_shows_the_game_after_that_many_turns(whole, path):
    session = ReplaySession(whole, step=0)
    assert len(session.game.board.tiles) == 1 and session.report() is None
    assert session.turn.phase == VIEW and not session.turn.options and not session.active  # nobody places here
    for step in path:
        assert session.goto_step(step) == step
        expected = whole.replay(whole.turns[:step]) if step < 118 else whole
        assert picture(session.game) == picture(expected), step
        assert session.log_reports == list(session.game.reports[-60:])
        kept = list(whole.reports[:step][-60:]) if step < 118 else list(whole.reports[-60:])
        assert all(a is b for a, b in zip(session.log_reports, kept))  # the same objects: the log is not rewritten
        if step:
            assert session.report().number == step
    assert session.goto_step(500) == 118 and session.goto_step(-3) == 0


def test_states_are_kept_every_few_turns_and_a_step_plays_few_turns(whole, monkeypatch):
    session = ReplaySession(whole, step=0)
    session.goto_step(100)
    assert set(session.kept) >= set(range(0, 101, CHECKPOINT))
    played = []
    original = Game.play
    monkeypatch.setattr(Game, "play", lambda self, *a, **kw: played.append(1) or original(self, *a, **kw))
    for step in (57, 56, 55, 99, 3, 4):
        played.clear()
        session.goto_step(step)
        assert len(played) < CHECKPOINT, step
    shown = session.game
    session.goto_step(4)
    assert session.game is not shown  # a step never changes a kept state in place
    assert picture(session.game) == picture(whole.replay(whole.turns[:4]))


def test_play_on_from_here_is_the_record_prefix_and_leaves_the_game_alone(whole):
    before = dump_save(whole)
    session = ReplaySession(whole, computers=[1, 2], levels={1: "hard", 2: "easy"})
    session.goto_step(70)
    game = session.play_on_game()
    assert game.turns == whole.turns[:70] and not game.over
    assert picture(game) == picture(whole.replay(whole.turns[:70]))
    assert (game.seed, game.rules, game.players) == (whole.seed, whole.rules, whole.players)
    assert game.drawn == whole.turns[70][1].placement.tile  # the same tile comes next
    game.play(whole.turns[70][1], whole.turns[70][0])  # and the game goes on
    assert dump_save(whole) == before and len(session.whole.turns) == 118
    assert session.play_on_meta() == {"computers": [1, 2], "levels": {"1": "hard", "2": "easy"}}
    # the seats as chosen: every player a person, or another computer
    assert session.play_on_meta([], {}) == {"computers": [], "levels": {}}
    assert session.play_on_meta([0, 9], {0: "expert"}) == {"computers": [0], "levels": {"0": "expert"}}


def test_autoplay_speeds():
    assert speed_ms("fast") < speed_ms("normal") < speed_ms("slow") and speed_ms("?") == speed_ms("normal")


def test_a_replay_exports_the_whole_game_with_its_seats_whatever_step_is_shown(whole):
    import json

    from ui.export_file import export_file

    session = ReplaySession(whole, computers=[1], levels={1: "hard"}, save_id="s1", step=10)
    name, text = export_file(session, "save")
    doc = json.loads(text)
    assert name.endswith(".json") and load_save(doc).turns == whole.turns
    assert doc["meta"]["computers"] == [1] and doc["meta"]["levels"] == {"1": "hard"} and doc["meta"]["over"]
    assert session.view_step == 10  # the step on screen stays
