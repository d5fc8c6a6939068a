"""Opening a game from elsewhere: an imported file (a save or a scenario), a saved game watched again
(`replay.ReplaySession`), and "play on from here".  Functions of the `app.App` they open into, kept out of the
entry module (which only wires); each is imported on first use.
"""

from __future__ import annotations

import json

from .i18n import t
from .record_reasons import document_error_text
from .saves_list import computers_of
from .storage import new_id


def import_text(app, content: str, filename: str = "") -> None:
    """The menu's import: a saved game (opened as a new save, marked imported) or a scenario (viewed)."""
    app.game_view()
    from carcassonne import CarcassonneError, record
    from carcassonne.untrusted import load_json

    from .session import GameSession

    try:
        doc = load_json(content, "the file")
    except CarcassonneError as exc:  # too large, nested too deeply, not JSON: measured before parsing
        app.menu_message(lambda exc=exc: t("“{filename}” cannot be opened: {reason}.", filename=filename,
                                           reason=document_error_text(exc)))
        return
    fmt = doc.get("format") if isinstance(doc, dict) else None
    try:
        if fmt == "carcassonne-save":
            game = record.load_save(doc)
            meta = doc.get("meta")
            app.open_game(game, new_id(), computers=computers_of(meta, len(game.players)), meta=meta,
                          imported=True)
            app.autosave()
        elif fmt == "carcassonne-scenario":
            scenario = record.load_scenario(doc)
            app.open_session(GameSession(scenario.game, scenario=scenario))
        else:
            shown = repr(fmt)[:40]
            app.menu_message(
                lambda: t("“{filename}” is neither a saved game nor a scenario (format {format}).",
                          filename=filename, format=shown))
    except CarcassonneError as exc:
        app.menu_message(lambda exc=exc: t("“{filename}” cannot be opened: {reason}.", filename=filename,
                                           reason=document_error_text(exc)))


def watch_save(app, save_id: str) -> None:
    """The saved-games list's "Watch again": the save's game from its first turn (it is only read)."""
    from carcassonne import CarcassonneError, record

    from .computer import levels_of
    from .replay import ReplaySession

    app.game_view()
    text = app.store.peek(save_id)
    try:
        game = record.load_save(text or "")
    except CarcassonneError as exc:
        app.menu_message(lambda exc=exc: t("That save cannot be opened: {reason}. It is left as it is.",
                                           reason=document_error_text(exc)))
        return
    meta = json.loads(text).get("meta")
    computers = computers_of(meta, len(game.players))
    app.open_session(ReplaySession(game, computers, levels_of(meta, computers), save_id, step=0))


def watch_session(app, session) -> None:
    """The final screen's "Watch again": the game on screen, from its first turn (a replay's own final screen,
    at its last step, goes back to its first)."""
    from .replay import ReplaySession

    if getattr(session, "replay", False):
        app.view.goto(0)
    elif session is not None and not session.viewing:
        app.open_session(ReplaySession(session.game.copy(), session.computers, session.levels,
                                       session.save_id, step=0))


def play_on(app) -> None:
    """"Play on from here": a new saved game at the turn shown, with the same seats; the watched save stays."""
    session = app.session
    if session is None or not getattr(session, "replay", False) or not session.can_play_on():
        return
    meta = session.play_on_meta(*app.view.replay.chosen_seats())
    app.open_game(session.play_on_game(), new_id(), computers=meta["computers"], meta=meta)
    app.autosave()
