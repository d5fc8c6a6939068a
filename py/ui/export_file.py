"""A game or a scenario as a file the browser downloads (the game's Export menu, a saved game's Export, the
editor's export): the JSON text and its file name, and the download itself.

Imported on first use, as the engine's writers are (`app` keeps the page's start short).
"""

from __future__ import annotations

import json
import time

from . import i18n


def export_file(session, kind: str) -> tuple[str, str]:
    """The file name and JSON text of the session's game: ``kind`` "scenario" (a viewed scenario or lesson written
    back whole: notes, task, German texts; a played game as a scenario) or a save."""
    from carcassonne import record

    stamp = time.strftime("%Y%m%d-%H%M", time.gmtime())
    if kind == "scenario":
        lang = i18n.language()  # a played game's title is in the page's language: the file says which
        doc = (record.dump_lesson(session.scenario) if session.scenario is not None
               else record.dump_scenario(session.game, session.title(),
                                         teaching={"lang": lang} if lang != i18n.ENGLISH else None))
        return f"carcassonne-scenario-{stamp}.json", json.dumps(doc, indent=1, ensure_ascii=False)
    game = session.export_game() if hasattr(session, "export_game") else session.game  # a replay: the whole game
    doc = record.dump_save(game, **session.save_meta())
    return f"carcassonne-{stamp}.json", json.dumps(doc, indent=1, ensure_ascii=False)


def download(doc, callbacks, filename: str, content: str, mime: str = "application/json") -> None:
    """Hand ``content`` to the browser as a file called ``filename`` (a link clicked once; its object URL is let go
    a second later, when the download has it)."""
    import js
    from pyodide.ffi import to_js

    blob = js.Blob.new(to_js([content]), to_js({"type": mime}, dict_converter=js.Object.fromEntries))
    url = js.URL.createObjectURL(blob)
    link = doc.createElement("a")
    link.href = url
    link.download = filename
    doc.body.appendChild(link)
    link.click()
    link.remove()
    callbacks.later(lambda: js.URL.revokeObjectURL(url), 1000)
