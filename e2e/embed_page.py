"""A rules page of another site with eight embeds (lessons by `src`, one by `s=`, a task, play on): the page the
first-picture tests (e2e/test_embed_first.py) and the bench (`e2e/bench_ui.py --only embeds`) load.

The host records every message with the index of the frame that sent it (``window.received``: ``{frame, ...}``),
and, per frame, when its first `carcassonne:ready` arrived (``window.readyAt``, ms from the host's navigation).
Frames are in a grid of two columns: the first rows are in view at 1280x800, the last one below the fold.
"""

from __future__ import annotations

import json
from pathlib import Path

from carcassonne.teaching import encode_s

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "static" / "lessons"

#: (query, what it shows) per frame; the `s=` one is a teacher's own scenario, not built in advance: its engine
#: starts by itself (the one interpreter of the page).
FRAMES = (
    ("src=static/lessons/roads.json&mode=view", "roads"),
    ("src=static/lessons/city-shared.json&step=2", "city-shared"),
    ("src=static/lessons/monastery.json&lang=de", "monastery"),
    ("src=static/lessons/fields.json", "fields"),
    ("s={s}", "cathedral"),
    ("src=static/lessons/occupied.json&mode=task", "occupied"),
    ("src=static/lessons/abbot.json&mode=play&step=0", "abbot"),
    ("src=static/lessons/inn.json", "inn"),
)
S_LESSON = "cathedral.json"
OWN_TITLE = "Our own cathedral"
FRAME_W, FRAME_H = 600, 420

HOST_JS = """
window.received = [];
window.readyAt = {};
const frames = [...document.querySelectorAll("iframe")];
window.addEventListener("message", (event) => {
  const index = frames.findIndex((f) => f.contentWindow === event.source);
  if (index < 0 || !event.data || typeof event.data !== "object") return;
  window.received.push({ frame: index, ...event.data });
  if (event.data.type === "carcassonne:ready" && !(index in window.readyAt)) window.readyAt[index] = performance.now();
});
window.send = (index, message) => frames[index].contentWindow.postMessage(message, "*");
"""


def own_scenario() -> dict:
    """A teacher's own scenario (a shipped lesson retitled): no view of it was built, its frame needs the engine."""
    doc = json.loads((LESSONS / S_LESSON).read_text(encoding="utf-8"))
    doc["title"] = OWN_TITLE
    doc.pop("i18n", None)
    return doc


def frame_queries() -> list[str]:
    s = encode_s(json.dumps(own_scenario(), ensure_ascii=False))
    return [query.format(s=s) for query, _ in FRAMES]


def host_html(site_url: str) -> str:
    frames = "\n".join(f'<iframe id="f{i}" src="{site_url}/embed.html?{query}" width="{FRAME_W}" height="{FRAME_H}" '
                       f'title="Carcassonne lesson {i}"></iframe>' for i, query in enumerate(frame_queries()))
    return ("<!doctype html><meta charset='utf-8'><title>Ten diagrams</title><link rel='icon' href='data:,'>"
            "<style>body{margin:0;font:14px sans-serif;display:grid;grid-template-columns:repeat(2,"
            f"{FRAME_W}px);gap:8px}} h1{{grid-column:1/3;margin:0;font-size:16px}} iframe{{border:0}}</style>"
            f"<h1>A rules page</h1>\n{frames}\n<script src='host8.js'></script>")


def write_host(directory: Path, site_url: str) -> str:
    """Write the host page and its script into the host site's folder; the page's file name."""
    (directory / "host8.js").write_text(HOST_JS)
    (directory / "host8.html").write_text(host_html(site_url))
    return "host8.html"


def lesson_doc(name: str) -> dict:
    return json.loads((LESSONS / name).read_text())
