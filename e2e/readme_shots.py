"""The README's two pictures: a game against two computers, and a lesson embedded in a page (not a test).

    make dist && python3 e2e/readme_shots.py          # writes docs/img/game.png and docs/img/embed.png

Headless Chromium (/usr/bin/chromium) on the built dist/, served on a free port; the embed sits in a sandboxed
`<iframe>` (`allow-scripts allow-same-origin`, as the README tells hosts) of a page on a second origin. With Pillow
installed the PNGs are reduced to a 256-colour palette, which keeps each to about 150 KB.
"""

from __future__ import annotations

import argparse
import http.server
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from gameplay import open_app, wait_deploying, wait_placing  # noqa: E402
from site_server import Site  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "img"
HUMAN_TURNS = 6

HOST_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>Roads: a lesson</title>
<style>body{{font:16px/1.5 Georgia,serif;max-width:760px;margin:24px auto;color:#222;padding:0 16px}}
h1{{font-size:24px;margin:0 0 8px}}</style>
<h1>How roads score</h1>
<p>A road scores when both of its ends are closed. Step through the turns, then try the task.</p>
<iframe src="{embed}" sandbox="allow-scripts allow-same-origin" style="width:100%;border:0" height="480"
        title="Carcassonne lesson"></iframe></html>"""


def serve_host_page(embed_url: str) -> http.server.ThreadingHTTPServer:
    """A one-page site on localhost (a second origin) that frames the embed."""
    body = HOST_PAGE.format(embed=embed_url).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("localhost", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def shrink(path: Path) -> None:
    """A 256-colour palette that keeps the seat colours exact (median cut alone turned blue followers grey-teal
    and black ones navy): the board pictures' reduction (`art_shots.shrink`)."""
    from art_shots import shrink as keep_art_colours
    keep_art_colours(path)


def game_shot(browser, site: Site) -> None:
    page = browser.new_page(viewport={"width": 1200, "height": 760}, base_url=site.url)
    open_app(page, "/?lang=en&ai_delay=0")
    page.locator('input[name=players][value="3"]').check()
    for seat in (1, 2):
        page.get_by_test_id(f"player-kind-{seat}").select_option("medium")
    page.get_by_test_id("player-name-0").fill("Anna")
    page.get_by_test_id("expansion-river").check()
    page.locator("details.more summary").click()
    page.get_by_test_id("seed").fill("7")
    page.get_by_test_id("start-game").click()
    for _ in range(HUMAN_TURNS):
        wait_placing(page)
        cell = page.get_by_test_id("legal-cell").first
        page.get_by_test_id("current-tile").drag_to(cell)
        wait_deploying(page)
        spots = page.get_by_test_id("meeple-spot")
        (spots.first if spots.count() else page.get_by_test_id("skip-deploy")).click()
        page.get_by_test_id("confirm-turn").click()
        page.locator("#scoreboard [aria-current=true][data-player='0']").wait_for(timeout=60_000)
    wait_placing(page)
    page.screenshot(path=str(OUT / "game.png"))
    page.close()


def embed_shot(browser, site: Site) -> None:
    host = serve_host_page(f"{site.url}/embed.html?src=static/lessons/roads.json&lang=en")
    try:
        page = browser.new_page(viewport={"width": 800, "height": 640})
        page.goto(f"http://localhost:{host.server_address[1]}/")
        frame = page.frame_locator("iframe")
        frame.get_by_test_id("task-prompt").wait_for(timeout=60_000)
        page.screenshot(path=str(OUT / "embed.png"))
        page.close()
    finally:
        host.shutdown()


def main() -> None:
    # Parsed first so that --help prints the usage and writes no picture.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    site = Site(ROOT / "dist")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            game_shot(browser, site)
            embed_shot(browser, site)
            browser.close()
    finally:
        site.stop()
    for name in ("game.png", "embed.png"):
        shrink(OUT / name)
        print(name, (OUT / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
