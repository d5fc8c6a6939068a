#!/usr/bin/env python3
"""Render static/icon.svg to the PNG icons of the web app manifest (icon-192.png, icon-512.png).

    python3 py/sitebuild/make_icons.py     (needs Playwright and /usr/bin/chromium; the PNGs are committed)

Build-only (py/sitebuild/: neither served nor in app.zip). The SVG is full-bleed with the tile inside the central 75 %, so one set of icons
serves as both "any" and "maskable".
"""

from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parent.parent.parent / "static"
SIZES = (192, 512)


def main() -> None:
    svg = (STATIC / "icon.svg").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<style>html,body{{margin:0}}svg{{display:block;width:{size}px;height:{size}px}}</style>{svg}')
            page.screenshot(path=str(STATIC / f"icon-{size}.png"), omit_background=True)
            page.close()
        browser.close()
    print("wrote", ", ".join(f"icon-{s}.png" for s in SIZES))


if __name__ == "__main__":
    main()
