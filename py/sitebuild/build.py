#!/usr/bin/env python3
"""Build the static site. Only the standard library; a build tool, never served (py/sitebuild/ is left out of
app.zip and of dist/).

    python3 py/sitebuild/build.py vendor   copy the pinned runtime from node_modules/ into static/vendor/
    python3 py/sitebuild/build.py app      zip the files under py/ into static/app.zip (modules as bytecode; not the
                                           command line's, the benchmarks' and the catalogue tools': APP_BUILD_ONLY)
    python3 py/sitebuild/build.py texts    write static/boot-texts.js (the JS texts' translations) from the .po files
    python3 py/sitebuild/build.py views    write static/views/<lesson>.json: every step of each shipped lesson, drawn
    python3 py/sitebuild/build.py build    vendor + app + texts: the repo root is then a working site
    python3 py/sitebuild/build.py dist     build, then assemble dist/ with a generated service worker
    python3 py/sitebuild/build.py serve [--dir DIR] [--port 8000]   serve DIR (default dist/) on 127.0.0.1

dist/ is self-contained: the pages (every *.html at the top), pyscript.toml, static/ (minus the PyScript chunks
the pages never load) and sw.js, a cache-first service worker whose precache list names every file in dist/ and
whose cache name carries a hash of their contents, so each build with a change gets a new cache. The build's own
files (this folder) are neither in dist/ nor in app.zip. Every page must carry the site's Content-Security-Policy
(CSP below) as a <meta>, load static/boot-texts.js, then static/boot.js, before PyScript, and have no inline
script: the build stops with the page's name otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import http.server
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent  # py/sitebuild: the build's own files
ROOT = HERE.parent.parent
STATIC = ROOT / "static"
VENDOR = STATIC / "vendor"
APP_ZIP = STATIC / "app.zip"
BOOT_TEXTS = STATIC / "boot-texts.js"  # generated (gitignored): the translations of the texts JS shows
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",  # without it the boot hangs on a 404
)
# PyScript chunks the pages load (name up to its content hash): core and the small plugin shells it imports at
# boot. The rest of @pyscript/core/dist (editor and terminal bodies: codemirror, xterm; MicroPython; zip;
# pyscript.storage; its own service worker) is never requested, so it is neither shipped nor precached.
# e2e/test_precache.py checks a real boot requests exactly these.
PYSCRIPT_USED = ("core", "toml", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
PYSCRIPT_USED_FILES = ("core.js", "core.css")
# Top-level files of the site besides its pages (every *.html at the top); everything else lives in static/.
SITE_FILES = ("pyscript.toml", "embed.js")  # embed.js: the host pages' helper, beside embed.html (embed.md 1.1)
# The files that build the site but are not part of it: they live in py/sitebuild/ (HERE), which app.zip leaves
# out (APP_BUILD_ONLY_DIRS) and dist/ never copies (only the pages, SITE_FILES and static/ are the site).
BUILD_ONLY = {"build.py", "sw-template.js", "make_icons.py", "compile_pyc.mjs"}
# Folders under py/ that app.zip leaves out whole: the site's build tools.
APP_BUILD_ONLY_DIRS = {"sitebuild"}
# Modules under py/ that only the command line, the benchmarks, the catalogue tools and the build (`views`) use: no
# page or worker imports them, so app.zip leaves them out (e2e/test_site_build.py checks that nothing shipped
# imports one).
APP_BUILD_ONLY = {"carcassonne/__main__.py", "carcassonne/perf.py", "carcassonne/ai/lab.py",
                  "carcassonne/ai/arena.py", "ui/po_extract.py", "ui/po_tool.py", "ui/embed_views.py"}
# Compiles the app's sources with the pinned Pyodide under Node (the page's own interpreter and cache tag).
PYC_COMPILER = HERE / "compile_pyc.mjs"

# The Content-Security-Policy every page carries as <meta http-equiv="Content-Security-Policy">. Why each part:
# 'wasm-unsafe-eval' compiles Pyodide; 'unsafe-eval' because PyScript 0.7.31's core calls Function( at boot
# (without it the game never starts); no style attribute is allowed (colours are classes, e.g. render.colour_class;
# inline styles set through the DOM's style property are not attributes); blob: workers and images for PyScript's
# blob-URL helpers and exports.
CSP = "; ".join((
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
))
# embed.html may also fetch a scenario from another site: the embed contract (shared/spec/embed.md) lets `src` be
# an absolute URL whose host allows CORS.  Only over https, and the text is measured before it is parsed.
EMBED_CSP = CSP.replace("connect-src 'self'", "connect-src 'self' https:")
PAGE_POLICIES = {"embed.html": EMBED_CSP}


def policy_for(page_name: str) -> str:
    """The Content-Security-Policy a page must carry (the site's, or the embed's wider `connect-src`)."""
    return PAGE_POLICIES.get(page_name, CSP)
SKIP_NAMES = {"__pycache__", ".DS_Store"}
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed, so the same sources give the same zip and the same hash

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}


def log(msg: str) -> None:
    print(f"build: {msg}", flush=True)


def _skipped(path: Path) -> bool:
    return any(part in SKIP_NAMES for part in path.parts) or path.suffix in {".pyc", ".pyo"}


def vendor() -> None:
    """Copy the pinned Pyodide and PyScript files (installed by `npm ci`) into static/vendor/."""
    pyodide_src = NODE_MODULES / "pyodide"
    pyscript_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not pyodide_src.is_dir() or not pyscript_src.is_dir():
        sys.exit("build: node_modules/ lacks pyodide or @pyscript/core: run `npm ci` (or `make build`)")
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, VENDOR / "pyodide" / name)
    # The PyScript files the pages load (see PYSCRIPT_USED); source maps and unused chunks are left out.
    (VENDOR / "pyscript").mkdir()
    for path in sorted(pyscript_src.iterdir()):
        if pyscript_used(path.name):
            shutil.copy2(path, VENDOR / "pyscript" / path.name)
    versions = {
        name: json.loads((NODE_MODULES / name / "package.json").read_text())["version"]
        for name in ("pyodide", "@pyscript/core")
    }
    log(f"vendor: pyodide {versions['pyodide']}, @pyscript/core {versions['@pyscript/core']} -> {_rel(VENDOR)}")


def app() -> None:
    """Zip every file under py/ (all packages) into static/app.zip, each module as its bytecode for the page's
    Python (`bytecode`); pyscript.toml writes it into the cwd as one file, and the pages import from it."""
    files = sorted(p for p in (ROOT / "py").rglob("*") if p.is_file() and not _skipped(p.relative_to(ROOT))
                   and not _catalogue_source(p.relative_to(ROOT))
                   and not app_build_only(p.relative_to(ROOT / "py").as_posix()))
    catalogues = _compiled_catalogues()
    entries = {path.relative_to(ROOT / "py").as_posix(): path.read_bytes() for path in files}
    compiled = bytecode({name: data for name, data in entries.items() if name.endswith(".py")})
    shipped = {name: data for name, data in entries.items() if not name.endswith(".py")}
    shipped.update(compiled)
    shipped.update(catalogues)
    shipped[TILEART_BUILT] = tileart_table()
    tmp = APP_ZIP.with_suffix(".zip.tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in sorted(shipped.items()):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    tmp.replace(APP_ZIP)
    log(f"app: {len(files)} files from py/ ({len(compiled)} modules as bytecode) and {len(catalogues)} compiled "
        f"catalogues -> {_rel(APP_ZIP)} ({APP_ZIP.stat().st_size} bytes)")


TILEART_BUILT = "ui/tileart/built.json"  # the tile art worked out ahead (`ui.tileart.built`), only inside app.zip
TILEART_CACHE = ROOT / ".stamps" / "tileart-built"  # the last table, by the hash of the code that made it


def tileart_table() -> bytes:
    """Every tile type's drawing and lanes (`ui.tileart.built.table`), about 8 s of CPU, so the page never plans a
    town on its main thread."""
    return tileart_table_file().read_bytes()


def tileart_table_file(quiet: bool = False) -> Path:
    """The file of `tileart_table`, kept in .stamps under the hash of the engine's and the tile art's sources: a
    build that changed neither reuses it (and so does the Pyodide run of the tests: `tileart` below)."""
    sources = sorted([*(ROOT / "py" / "ui" / "tileart").glob("*.py"), *(ROOT / "py" / "carcassonne").rglob("*.py")])
    digest = hashlib.sha256()
    for path in sources:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    cached = TILEART_CACHE / f"{digest.hexdigest()[:24]}.json"
    if cached.exists():
        return cached
    _compiled_catalogues()  # puts py/ on sys.path
    from carcassonne.tiles import TILE_TYPES
    from ui.tileart.built import table
    from ui.tileart.compact import gzip_order

    # (session 19: the types in the defs' order, like tiles side by side, as deflate finds repeats only 32 KB back)
    data = json.dumps(table(gzip_order(sorted(TILE_TYPES))), separators=(",", ":")).encode()
    if TILEART_CACHE.exists():
        shutil.rmtree(TILEART_CACHE)
    TILEART_CACHE.mkdir(parents=True)
    cached.write_bytes(data)
    if not quiet:
        log(f"app: tile art of {len(TILE_TYPES)} types worked out ahead ({len(data)} bytes)")
    return cached


def tileart() -> None:
    """Print the path of the tile art's table (made if missing), for `make test-pyodide`'s PYODIDE_TILEART_TABLE."""
    print(tileart_table_file(quiet=True))


def bytecode(sources: dict[str, bytes]) -> dict[str, bytes]:
    """{'ui/app.pyc': bytes} for each {'ui/app.py': source}, compiled by the pinned Pyodide under Node.

    Why: Pyodide compiles a module's source on its first import, and the menu's imports were over a quarter of
    the time from app.zip received to app-ready (traced in the page: 75 ms of source imports against 20 ms
    from bytecode).  Only the bytecode ships, as Pyodide ships its own standard library: sources and bytecode
    together made the zip 3.2 times bigger, and unpacking it ate most of what the imports saved.
    Tracebacks keep file names and line numbers.  Unchecked-hash pycs: see py/sitebuild/compile_pyc.mjs."""
    with tempfile.TemporaryDirectory(prefix="carcassonne-pyc-") as tmp:
        for name, data in sources.items():
            out = Path(tmp, name)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
        try:
            done = subprocess.run(["node", str(PYC_COMPILER), tmp], cwd=ROOT, capture_output=True, text=True)
        except FileNotFoundError:
            sys.exit("build: `node` is not installed; it compiles the app's bytecode with the pinned Pyodide")
        if done.returncode != 0:
            sys.exit(f"build: compiling the app's bytecode failed:\n{done.stderr.strip()[-2000:]}")
        compiled = {p.relative_to(tmp).as_posix(): p.read_bytes() for p in Path(tmp).rglob("*.pyc")}
    if sorted(compiled) != sorted(name + "c" for name in sources):
        sys.exit(f"build: {len(sources)} sources but {len(compiled)} compiled modules ({done.stdout.strip()})")
    return compiled


def app_build_only(name: str) -> bool:
    """Whether app.zip leaves out this file under py/ ('ui/po_tool.py'): a build-only module or a build tool."""
    return name in APP_BUILD_ONLY or name.split("/", 1)[0] in APP_BUILD_ONLY_DIRS


def _catalogue_source(rel: Path) -> bool:
    """The .po/.pot sources under py/locale: the page reads only the compiled .mo (`ui.i18n`)."""
    return rel.parts[:2] == ("py", "locale") and rel.suffix in {".po", ".pot"}


def _compiled_catalogues() -> dict[str, bytes]:
    """{'locale/de/LC_MESSAGES/carcassonne.mo': bytes}: every .po compiled (pure Python, no GNU gettext)."""
    py_dir = str(ROOT / "py")
    if py_dir not in sys.path:
        sys.path.insert(0, py_dir)
    from ui.po import compile_catalogues
    return compile_catalogues(ROOT / "py")


def texts() -> None:
    """Write static/boot-texts.js: the catalogues' translations of the texts boot.js and recovery.js show (marked
    T("…") there) and of the pages' data-i18n texts, for the time before Python runs (ui.po_extract.boot_texts_js)."""
    _compiled_catalogues()  # puts py/ on sys.path
    from ui.po_extract import boot_texts_js
    BOOT_TEXTS.write_text(boot_texts_js(ROOT / "py"), encoding="utf-8")
    log(f"texts: -> {_rel(BOOT_TEXTS)} ({BOOT_TEXTS.stat().st_size} bytes)")


LESSONS = STATIC / "lessons"
VIEWS = STATIC / "views"  # generated (gitignored): embed.html's first picture of each shipped lesson


def lesson_files() -> list[Path]:
    """The shipped lessons (static/lessons/*.json but the lessons page's index)."""
    return sorted(p for p in LESSONS.glob("*.json") if p.name != "index.json")


def views() -> None:
    """Write static/views/<lesson>.json for each shipped lesson: its every step as embed.html shows it (board
    markup, texts, scores, in English and German) and its tile art's <defs>, made by the real engine and renderer
    on CPython (`ui.embed_views`), so a frame shows the lesson at once and boots Python only when a learner acts."""
    _compiled_catalogues()  # puts py/ on sys.path
    from carcassonne import record
    from ui.embed_views import scenario_pictures, scenario_views

    if VIEWS.exists():
        shutil.rmtree(VIEWS)
    VIEWS.mkdir()
    size = 0
    page = (ROOT / "embed.html").read_text(encoding="utf-8")
    for path in lesson_files():
        source = path.read_bytes()
        data = scenario_views(record.load_scenario(source.decode("utf-8")), source, page)
        out = VIEWS / path.name
        out.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        picture = json.dumps(scenario_pictures(record.load_scenario(source.decode("utf-8"))), separators=(",", ":"))
        (VIEWS / f"{path.stem}.picture.json").write_text(picture, encoding="utf-8")  # `picture`, "Download picture"
        (VIEWS / f"{path.stem}.svg").write_text(lesson_thumbnail(json.loads(picture)), encoding="utf-8")  # the gallery
        size += out.stat().st_size
    log(f"views: {len(lesson_files())} lessons -> {_rel(VIEWS)} ({size} bytes)")


def lesson_thumbnail(pictures: dict) -> str:
    """The gallery's thumbnail of a lesson (static/views/<lesson>.svg): its last step's standalone SVG, in English
    (an <img> shows no title), joined from the picture file as static/lessons.js joins "Download picture"."""
    parts = pictures["languages"]["en"][-1]
    symbols = "".join(pictures["symbols"][key] for key in parts["symbols"])
    return f'{pictures["decl"]}{parts["open"]}<defs>{pictures["defs"]}{symbols}</defs>{parts["body"]}\n'


def pyscript_used(name: str) -> bool:
    """Whether a file of @pyscript/core/dist is one the pages load (chunk names end in -<hash>.js)."""
    if name in PYSCRIPT_USED_FILES:
        return True
    match = re.fullmatch(r"(.+)-[A-Za-z0-9_-]{8}\.js", name)
    return bool(match) and match.group(1) in PYSCRIPT_USED


def pages(root: Path) -> list[Path]:
    """The site's pages: every *.html at the top of root."""
    return sorted(root.glob("*.html"))


CSP_META = re.compile(r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*/?>', re.I)
SCRIPT_TAG = re.compile(r"<script\b([^>]*)>", re.I)


def page_problems(page: Path) -> list[str]:
    """What keeps a page from being served under the site's policy (empty when it is fine)."""
    text = page.read_text()
    problems = []
    policies = CSP_META.findall(text)
    if policies != [policy_for(page.name)]:
        problems.append("needs exactly one <meta http-equiv=\"Content-Security-Policy\" content=\"<build.policy_for>\">"
                        + (f" (found {len(policies)}, first differs)" if policies else ""))
    scripts = SCRIPT_TAG.findall(text)
    for attrs in scripts:
        if "src=" not in attrs and 'type="py"' not in attrs:
            problems.append(f"has an inline script (<script{attrs[:40]}>): move it into a file under static/")
    srcs = [re.search(r'src="([^"]+)"', a).group(1) for a in scripts if "src=" in a]
    boot, core = "./static/boot.js", "./static/vendor/pyscript/core.js"
    if boot not in srcs or (core in srcs and srcs.index(boot) > srcs.index(core)):
        problems.append(f"must load {boot} before PyScript ({core})")
    boot_texts = "./static/boot-texts.js"
    if boot in srcs and (boot_texts not in srcs or srcs.index(boot_texts) > srcs.index(boot)):
        problems.append(f"must load {boot_texts} before {boot}")
    return problems


def check_pages(root: Path) -> None:
    found = pages(root)
    if not found:
        sys.exit(f"build: no *.html page in {root}")
    bad = [f"{page.name} {problem}" for page in found for problem in page_problems(page)]
    if bad:
        sys.exit("build: " + "; ".join(bad))


def build() -> None:
    check_pages(ROOT)
    vendor()
    app()
    texts()
    views()


def site_files(root: Path) -> list[Path]:
    """Every file of the site under root (a built repo root or dist/), sorted, sw.js excluded."""
    out = pages(root) + [root / name for name in SITE_FILES]
    for path in sorted((root / "static").rglob("*")):
        rel = path.relative_to(root / "static")
        if path.is_file() and not _skipped(rel):
            out.append(path)
    return out


def precache(root: Path) -> tuple[str, list[str]]:
    """(cache name, URLs relative to the page) for the service worker of the site under root."""
    digest = hashlib.sha256()
    urls = ["./"]
    for path in site_files(root):
        rel = path.relative_to(root).as_posix()
        digest.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
        urls.append("./" + rel)
    return f"carcassonne-{digest.hexdigest()[:16]}", urls


def dist() -> None:
    """Assemble dist/: the pages, pyscript.toml, static/ and a generated sw.js (never py/: the page reads app.zip)."""
    build()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    for path in site_files(ROOT):
        dest = DIST / path.relative_to(ROOT)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest)
    cache = write_service_worker(DIST)
    urls = precache(DIST)[1]
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist: {len(urls) - 1} files, {size / 1e6:.1f} MB -> {_rel(DIST)}; service worker cache {cache}")


def write_service_worker(root: Path) -> str:
    """Write root/sw.js for the site under root (also used by the update test for a second build); its cache."""
    cache, urls = precache(root)
    template = (HERE / "sw-template.js").read_text()
    sw = template.replace('"__CACHE_NAME__"', json.dumps(cache)).replace("__PRECACHE__", json.dumps(urls, indent=2))
    (root / "sw.js").write_text(sw)
    return cache


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with explicit MIME types (.mjs, .wasm) and no HTTP caching; quiet unless asked."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = True

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - signature from the base class
        if not self.quiet:
            super().log_message(format, *args)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True):
    """A ThreadingHTTPServer serving directory; port 0 picks a free port (see server.server_address)."""
    handler = partial(type("Handler", (SiteHandler,), {"quiet": quiet}), directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve(directory: Path, port: int) -> None:
    if not (directory / "index.html").is_file():
        sys.exit(f"build: nothing to serve in {directory}: run `make dist` first")
    server = make_server(directory, port=port, quiet=False)
    host, port = server.server_address[:2]
    log(f"serving {_rel(directory)} on http://{host}:{port}/ (Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def _rel(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix() + ("/" if path.is_dir() else "")
    except ValueError:
        return str(path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["vendor", "app", "texts", "views", "build", "dist", "serve", "tileart"])
    parser.add_argument("--dir", type=Path, default=DIST, help="folder to serve (default: dist/)")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if args.command == "serve":
        serve(args.dir.resolve(), args.port)
    else:
        {"vendor": vendor, "app": app, "texts": texts, "views": views, "build": build, "dist": dist,
         "tileart": tileart}[args.command]()


if __name__ == "__main__":
    main()
