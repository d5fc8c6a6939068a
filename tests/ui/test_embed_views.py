"""embed.html's first picture (`ui.embed_views`, built into static/views/ by `py/sitebuild/build.py views`): for
every shipped lesson, in English and German, each step's data is what the live embed shows at that step, and a built
copy that differs from what the engine computes now (a stale build) fails here."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from carcassonne import record
from ui import board_view, i18n, tileart
from ui.drag import Gesture
from ui.embed_session import VIEW, EmbedSession, step_explanation, step_note
from ui.embed_views import page_words, scenario_tiles, scenario_views

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted(p for p in (ROOT / "static" / "lessons").glob("*.json") if p.name != "index.json")
PAGE = (ROOT / "embed.html").read_text(encoding="utf-8")
BUILT = [ROOT / "static" / "views", ROOT / "dist" / "static" / "views"]


class Node:
    """An element the board view writes to (a layer's innerHTML, the defs' inserted markup)."""

    def __init__(self) -> None:
        self.innerHTML = ""

    def insertAdjacentHTML(self, where: str, markup: str) -> None:  # noqa: N802 - the DOM's name
        self.innerHTML += markup


def live_layers(session) -> tuple[dict[str, str], str]:
    """What the embed's `BoardView.draw` writes for the session (every layer, and the defs), on stand-in nodes."""
    view = board_view.BoardView.__new__(board_view.BoardView)
    view.layers = {name: Node() for name in board_view.LAYERS}
    view.layer_cache, view.drawn_defs, view.defs = {}, set(), Node()
    view.gesture = Gesture()
    view.tiles_drawn, view.detail = None, SimpleNamespace(active=False)  # no drop in progress
    view.draw(session)
    return {name: node.innerHTML for name, node in view.layers.items()}, view.defs.innerHTML


def views_of(path: Path) -> dict:
    source = path.read_bytes()
    return scenario_views(record.load_scenario(source.decode("utf-8")), source, PAGE)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_step_is_what_the_live_embed_draws_and_says(path):
    scenario = record.load_scenario(path.read_text(encoding="utf-8"))
    views = views_of(path)
    assert views["steps"] == len(scenario.game.turns) and views["task"] == (scenario.task is not None)
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        data = views["languages"][lang]
        session = EmbedSession(scenario, VIEW)
        assert len(data["steps"]) == session.steps() + 1
        for step, shown in enumerate(data["steps"]):
            session.goto_step(step)
            layers, defs = live_layers(session)
            assert {name: shown["layers"].get(name, "") for name in board_view.LAYERS} == layers, (lang, step)
            symbols = [t for t in scenario_tiles(scenario) if f'<symbol id="tile-{t}"' in defs]
            assert all(f'<symbol id="tile-{t}"' in views["defs"] for t in symbols) and symbols
            assert shown["note"] == step_note(scenario, step, lang)
            assert shown["explain"] == step_explanation(session.game, session.names)
            assert shown["scores"] == list(session.game.scores)
            assert shown["counter"] == f"{step} / {session.steps()}"
        assert data["title"] == scenario.texts(lang).title
        assert [p["name"] for p in data["players"]] == session.names
    assert views["defs"].startswith(tileart.icon_defs())


def test_german_views_are_german_and_the_page_words_come_from_embed_html():
    views = views_of(ROOT / "static" / "lessons" / "roads.json")
    de, en = views["languages"]["de"], views["languages"]["en"]
    assert de["title"] != en["title"] and de["steps"][0]["explain"] != en["steps"][0]["explain"]
    assert de["words"]["Next step"] == "Nächster Schritt" and en["words"]["Next step"] == "Next step"
    i18n.set_language("de")
    words = page_words('<button data-label="Zoom in"></button><button data-text="Confirm"></button>')
    assert words["Zoom in"] == "Vergrößern" and words["Confirm"] == "Bestätigen"


@pytest.mark.parametrize("folder", BUILT, ids=["static", "dist"])
def test_a_built_copy_is_not_stale(folder):
    if not folder.is_dir():
        pytest.skip(f"{folder.relative_to(ROOT)} is not built (py/sitebuild/build.py views / make dist)")
    assert sorted(p.name for p in folder.glob("*.json") if not p.name.endswith(".picture.json")) == \
        [p.name for p in LESSONS]  # (the picture files beside them: tests/ui/test_picture.py)
    for path in LESSONS:
        built = json.loads((folder / path.name).read_text(encoding="utf-8"))
        assert built == json.loads(json.dumps(views_of(path))), f"{folder / path.name} is stale: rebuild it"
