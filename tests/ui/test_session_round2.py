"""The session's parts of issue 22: an imported copy keeps its file's save time until a turn changes it; the final
walk keeps the final scoring's lines back until it reaches them."""

from carcassonne import Game

from ui.session import GameSession


def test_an_imported_copy_keeps_its_save_time_until_a_turn_is_played():
    session = GameSession(Game(["Anna", "Ben"], seed=2), imported=True, saved_at=1_600_000_000_000)
    assert session.save_meta()["saved"] == 1_600_000_000_000
    assert session.save_meta()["imported"] is True
    turn = session.turn
    cell = next(iter(turn.options))
    turn.place(cell, turn.fitting(cell))
    session.confirm()
    assert session.save_meta(now_ms=1234)["saved"] == 1234
    assert GameSession(Game(["Anna", "Ben"], seed=2), saved_at=True).saved_at is None  # not a time


def test_the_log_keeps_the_final_lines_back_while_the_walk_runs():
    game = Game(["Anna", "Ben"], seed=5, length=4)
    while not game.over:
        game.play(game.legal_turns()[-1])
    session = GameSession(game)
    last = game.reports[-1]
    assert last.final
    heading, lines = session.entry(last)
    session.final_shown = 0
    assert session.walking
    _, hidden = session.entry(last)
    assert len(lines) - len(hidden) == len(last.final)
    session.final_shown = 1
    assert len(session.entry(last)[1]) == len(hidden) + 1


def test_the_log_adds_a_turn_rewrites_the_walked_entry_or_builds_again():
    from ui.log_panel import log_change

    assert log_change(["b", "a"], ["b", "a"]) == "same"
    assert log_change(["c", "b", "a"], ["b", "a"]) == "prepend"  # a turn played
    assert log_change(["c", "b"], ["b", "a"]) == "prepend"  # ... and the oldest dropped (the log keeps 60)
    assert log_change(["b2", "a"], ["b", "a"]) == "replace"  # the final walk said one more line
    assert log_change(["a"], ["b", "a"]) == "back"  # a replay's step back (a take-back makes new reports)
    assert log_change(["b", "a"], ["c", "b"]) == "back"  # ... with the oldest of 60 coming back at the end
    assert log_change(["a2"], ["b", "a"]) == "rebuild"
    assert log_change([], ["a"]) == "rebuild" and log_change(["a"], []) == "rebuild"
