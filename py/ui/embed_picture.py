"""The embed's answer to `carcassonne:picture` (embed.md 1.1): the standalone SVG of a step (`ui.picture`).

Pure Python (no `js`): `ui.embed.Embed` reads the message's ``step`` and posts what `picture_answer` returns.
A step is pictured on a session of its own, so asking never moves what the learner sees; without a step the
picture is the board shown now (after turns played on, that game's board).
"""

from __future__ import annotations

from . import i18n
from .embed_session import VIEW, EmbedSession, read_goto
from .picture import step_picture

MESSAGE = "carcassonne:picture"


def picture_title(session) -> str:
    """The picture's `<title>`: the lesson's title in the frame's language (a picture needs a name)."""
    return session.scenario.texts(i18n.language()).title


def picture_of(session, step: int | None) -> str:
    """The SVG of ``step`` of the session's scenario (clamped as a ``goto``), or of the board shown when None."""
    title = picture_title(session)
    if step is None and session.played:
        return step_picture(session, title)
    still = EmbedSession(session.scenario, VIEW)
    still.goto_step(session.view_step if step is None else step)
    return step_picture(still, title)


def picture_answer(session, step_field) -> dict | None:
    """The message answering a ``picture`` request whose ``step`` field is ``step_field`` (None: absent), or None
    when the request is to be ignored (no scenario shown, or a step that is not a whole number)."""
    if session is None:
        return None
    step = None if step_field is None else read_goto(step_field)
    if step_field is not None and step is None:
        return None
    return {"type": MESSAGE, "svg": picture_of(session, step)}


def scenario_picture(scenario_text: str, step: int | None = None) -> str:
    """The SVG of a scenario given as its JSON text, at ``step`` (default: its last step), titled in the page's
    language: what the lesson editor offers as "Download picture" (its exported text in, the file's text out;
    `record.load_scenario`'s errors pass through)."""
    from carcassonne import record

    session = EmbedSession(record.load_scenario(scenario_text), VIEW)
    return picture_of(session, session.steps() if step is None else step)
