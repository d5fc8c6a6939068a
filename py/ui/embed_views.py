"""A scenario's every step as data, for embed.html's first picture (`static/embed-first.js`): no interpreter needed.

Why: a rules page carries many frames, and booting Pyodide costs each one ~3 s of CPU and ~14 MB.  The board, the
texts and the scores of every step are fixed by the scenario, so they are computed once (by the build for the
shipped lessons: `py/sitebuild/build.py views`) and the page only inserts them.  One code path: the board's layers
are the markup `board_view.BoardView.draw` sets (`board_view.still_layers`) in the groups it makes
(`board_view.layers_markup`: embed.html's camera group is empty), the tile art the symbols it puts into
``<defs>`` (`board_view.tile_defs`), the texts those `embed.Embed` writes (`embed_session.step_note`,
`step_explanation`, `text.supply_line`), so JS draws nothing of its own.  Pure Python: the build runs it on CPython,
and tests/ui/test_embed_views.py checks it against the live view for every shipped lesson.  Build-only: app.zip
leaves it out (no page imports it).
"""

from __future__ import annotations

import hashlib
import re

from . import i18n, render, text
from .board_view import layers_markup, still_layers, tile_defs
from .embed_session import VIEW, EmbedSession, counter_text, nothing_to_play, play_over_text, step_explanation, \
    step_note, task_progress_text
from .i18n import t
from .picture import XML_DECL, baked_symbol, picture_parts
from .tileart.town import town_defs

FORMAT = "carcassonne-embed-views"
PICTURE_FORMAT = "carcassonne-embed-pictures"
VERSION = 1


def scenario_tiles(scenario) -> list[str]:
    """The tile types a scenario shows (its board at the last step, and its task's tile): its symbols."""
    tiles = [o.id for o, _ in scenario.game.board.tiles.values()]
    if scenario.task is not None:
        tiles.append(scenario.task.tile)
    return list(dict.fromkeys(tiles))


def step_view(session) -> dict:
    """The session's shown step in the current language: board layers and bounds, counter, note, explanation,
    scores (what the embed's page shows at that step while nobody plays)."""
    game = session.game
    step, steps = session.view_step, session.steps()
    return {
        "layers": still_layers(session),
        "bounds": list(render.board_bounds(game.board)),
        "counter": counter_text(step, steps),
        "note": step_note(session.scenario, step, i18n.language()),
        "explain": step_explanation(game, session.names),
        "scores": list(game.scores),
        "supply": [text.supply_line(game.supply, i) for i in range(len(game.players))],
    }


PAGE_WORD = re.compile(r'data-(?:label|text)="([^"]+)"')


def page_words(page: str) -> dict[str, str]:
    """The page's own words in the current language: its buttons' ``data-label``/``data-text`` (read from
    embed.html itself, so a new button cannot be missed) and the labels `embed.Embed.switch_language` sets."""
    msgids = dict.fromkeys(PAGE_WORD.findall(page))
    words = {msgid: t(msgid) for msgid in msgids}
    words.update({"Steps": t("Steps"), "Scores": t("Scores"), "Explanation": t("Explanation"), "score": t("score"),
                  "Carcassonne lesson": t("Carcassonne lesson")})
    return words


def language_view(scenario, page: str) -> dict:
    """Everything of one language: the lesson's texts, the players as the scoreboard names them, every step, and
    the page's words."""
    texts = scenario.texts(i18n.language())
    session = EmbedSession(scenario, VIEW)
    names = session.names
    players = [{"name": names[i], "colour": render.colour(p.color),
                "swatch": render.supply_icon("normal", p.color, i)} for i, p in enumerate(scenario.game.players)]
    steps = []
    for step in range(session.steps() + 1):
        session.goto_step(step)
        steps.append(step_view(session))
    prompt = texts.task.prompt if scenario.task is not None else ""
    before = prompt + " " + t("(Go to the last step to answer.)") if prompt else ""  # as `task_panel.TaskPanel.show`
    progress = task_progress_text(0, len(scenario.tasks))  # "Task 1 of 2" (1.1 `tasks`), as `EmbedTasks.offer_next`
    return {"title": texts.title, "description": texts.description, "task": prompt, "task_before": before,
            "task_progress": progress,
            "play_over": play_over_text(), "players": players, "steps": steps, "words": page_words(page)}


def scenario_views(scenario, source: bytes, page: str, languages: tuple[str, ...] = i18n.LANGUAGES) -> dict:
    """The view file of a scenario (``source``: its JSON as served, whose hash the file names; ``page``: the text
    of embed.html, whose words it carries)."""
    before = i18n.language()
    try:
        by_language = {}
        for lang in languages:
            i18n.set_language(lang)
            by_language[lang] = language_view(scenario, page)
    finally:
        i18n.set_language(before)
    return {"format": FORMAT, "version": VERSION, "source": hashlib.sha256(source).hexdigest(),
            "layer_groups": layers_markup(),  # embed.html's camera group is empty: the board's layers, made by JS
            "steps": len(scenario.game.turns), "task": scenario.task is not None, "over": nothing_to_play(scenario),
            "defs": tile_defs(scenario_tiles(scenario), icons=True), "languages": by_language}


def scenario_pictures(scenario, languages: tuple[str, ...] = i18n.LANGUAGES) -> dict:
    """The picture file of a scenario (static/views/<lesson>.picture.json): each step's standalone SVG in parts
    (`picture.PictureParts`, titled in each language) and the tile symbols they use, once.  A file apart from the
    view file: a frame fetches it only when its parent asks for a `picture`, and the gallery for "Download
    picture"; both join a step as `picture.assemble` does (decl, open, ``<defs>``, defs, symbols, ``</defs>``, body)."""
    before = i18n.language()
    by_language: dict[str, list[dict]] = {}
    try:
        for lang in languages:
            i18n.set_language(lang)
            title = scenario.texts(lang).title
            session = EmbedSession(scenario, VIEW)
            steps = []
            for step in range(session.steps() + 1):
                session.goto_step(step)
                parts = picture_parts(session, title)
                steps.append({"open": parts.open, "symbols": list(parts.symbols), "body": parts.body})
            by_language[lang] = steps
    finally:
        i18n.set_language(before)
    symbols = {key: baked_symbol(key) for steps in by_language.values() for step in steps for key in step["symbols"]}
    return {"format": PICTURE_FORMAT, "version": VERSION, "decl": XML_DECL, "defs": town_defs(), "symbols": symbols,
            "languages": by_language}
