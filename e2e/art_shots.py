"""Screenshots for judging the tile art on the biggest board a game reaches (not a test).

    make dist && python3 e2e/art_shots.py                  # -> e2e/test-results/art-shots/
    make dist && python3 e2e/art_shots.py --docs           # also writes docs/img/board-{near,far,phone}.png

The board is `bench_ui.full_board_save` (a 2-player game with every expansion, ~118 tiles laid compactly),
resumed from localStorage in headless Chromium: *tile-list-gingerbread* the tile list's provisional tiles, *near* the board's middle at about 92 px a tile,
*far* the whole board fitted (the far level of detail), *mid* zoomed in to the playing zoom (56-72 px a tile), *phone* a 390x844 page zoomed in from its
opening fit (~30 px a tile) to the near view.
Why a script and not a test: the pictures are for eyes (the art's judge and the README), and a test that
only takes pictures cannot fail.  The pictures keep every colour (a judge counts and samples them); those written to
docs/img (``--docs``) are reduced to a 256-colour palette with Pillow.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_ui import ARGS, CHROMIUM, full_board_save, open_saved_game, serve  # noqa: E402

ROOT = HERE.parent
BOARD_BOX = (720, 612)  # the README's board pictures


def tile_px(page) -> float:
    """A tile's width on screen, from the camera's transform."""
    return 100 * page.evaluate(
        "parseFloat(document.querySelector('#camera').getAttribute('transform').match(/scale\\(([\\d.]+)/)[1])")


def settle(page) -> None:
    """Wait until the camera stops gliding (two frames with the same transform)."""
    page.wait_for_function("""() => new Promise(done => {
        const read = () => document.querySelector('#camera').getAttribute('transform');
        const a = read(); requestAnimationFrame(() => requestAnimationFrame(() => done(read() === a)));
    })""")


def board_clip(page) -> dict:
    box = page.locator("[data-testid=board]").bounding_box()
    w, h = min(BOARD_BOX[0], box["width"]), min(BOARD_BOX[1], box["height"])
    return {"x": box["x"] + (box["width"] - w) / 2, "y": box["y"] + (box["height"] - h) / 2, "width": w, "height": h}


def shrink(path: Path) -> None:
    """A 256-colour palette: median cut for the snow's soft gradients, plus the art's few saturated colours
    (a garden's greens, the followers', a banner's blue) that median cut alone merges into greys."""
    try:
        from PIL import Image
    except ImportError:
        return
    sys.path.insert(0, str(ROOT / "py"))
    from ui.tileart import MEEPLE_COLOURS, PALETTE

    keys = [PALETTE[k] for k in ("garden_hedge", "garden_tree", "garden_lawn", "pennant", "cathedral_roof", "roof",
                                 "inn", "inn_window", "cross", "lake_ice", "river_edge",
                                 "roof_dark", "slate", "shingle", "plaster", "eave_ochre", "eave_brick", "eave_slate",
                                 "eave_timber", "house_shade")] + list(MEEPLE_COLOURS.values())
    keys += [colour for key, colour in PALETTE.items() if key.startswith("roof_far_")]  # the far roofs and lit sides
    image = Image.open(path).convert("RGB")
    base = image.quantize(256 - len(keys), method=Image.Quantize.MEDIANCUT).getpalette()[:3 * (256 - len(keys))]
    palette = Image.new("P", (1, 1))
    palette.putpalette(base + [int(h[i:i + 2], 16) for h in keys for i in (1, 3, 5)])
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(path, optimize=True)


def tile_list_shot(page, path: Path) -> None:
    """The tile list's gingerbread group: the six provisional tiles with their marks."""
    page.get_by_test_id("tiles-open").click()
    group = page.get_by_test_id("tile-list").locator("section.tile-group", has=page.locator('li[data-tile="GB1"]'))
    group.scroll_into_view_if_needed()
    group.screenshot(path=str(path))
    page.locator("[data-action=tiles-close]").click()


def take(browser, url: str, save: tuple[str, str], out: Path) -> dict[str, float]:
    """The three pictures; returns the px a tile of each."""
    sizes = {}
    ctx, page = open_saved_game(browser, url, *save)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("[data-testid=board]").focus()
    page.keyboard.press("0")
    settle(page)
    sizes["far"] = tile_px(page)
    page.screenshot(path=str(out / "board-far.png"), clip=board_clip(page))
    # the playing zoom (56-72 px a tile: the far symbols with mini cottages), then near
    for name, least in (("mid", 58), ("near", 88)):
        for _ in range(30):
            if tile_px(page) >= least:
                break
            page.keyboard.press("+")
            settle(page)
        sizes[name] = tile_px(page)
        page.screenshot(path=str(out / f"board-{name}.png"), clip=board_clip(page))
    tile_list_shot(page, out / "tile-list-gingerbread.png")
    ctx.close()

    ctx, page = open_saved_game(browser, url, *save)
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    page.locator("[data-testid=board]").focus()
    for _ in range(30):  # from the opening fit (~30 px a tile) in to the near view, as a player zooms to play
        if tile_px(page) >= 80:
            break
        page.keyboard.press("+")
        settle(page)
    sizes["phone"] = tile_px(page)
    page.screenshot(path=str(out / "board-phone.png"))
    ctx.close()
    return sizes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--out", type=Path, default=HERE / "test-results" / "art-shots")
    parser.add_argument("--docs", action="store_true", help="also write the pictures to docs/img")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    save = full_board_save()
    server, url = serve(args.dir)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        sizes = take(browser, url, save, args.out)
        browser.close()
    server.shutdown()
    for name in ("board-near", "board-far", "board-phone", "board-mid"):
        if args.docs and name != "board-mid":  # (the README shows the other three, in 256 colours)
            shrink(args.out / f"{name}.png")
            (ROOT / "docs" / "img" / f"{name}.png").write_bytes((args.out / f"{name}.png").read_bytes())
    print({k: round(v) for k, v in sizes.items()}, "px a tile ->", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
