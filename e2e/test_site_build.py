"""The built dist/ holds what the browser needs, every module under py/, and an exact precache list."""

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def build():
    import importlib.util

    spec = importlib.util.spec_from_file_location("site_build_for_test", ROOT / "py" / "sitebuild" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_file_under_py_is_in_app_zip(site_dir, build):
    """Every module as bytecode, every other file as it is, and the catalogues compiled (the .po/.pot stay out:
    the page reads only the .mo; so do the build-only modules, `build.APP_BUILD_ONLY`)."""
    import sys

    sys.path.insert(0, str(ROOT / "py"))
    from ui.po import compile_catalogues

    files = {
        p.relative_to(ROOT / "py").as_posix(): p.read_bytes()
        for p in (ROOT / "py").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".po", ".pot")
        and not build.app_build_only(p.relative_to(ROOT / "py").as_posix())
    }
    expected = {name: data for name, data in files.items() if not name.endswith(".py")}
    expected.update(compile_catalogues(ROOT / "py"))
    modules = sorted(name + "c" for name in files if name.endswith(".py"))
    assert "locale/de/LC_MESSAGES/carcassonne.mo" in expected
    assert "ui/app.pyc" in modules
    with zipfile.ZipFile(site_dir / "static" / "app.zip") as zf:
        shipped = {name: zf.read(name) for name in zf.namelist()}
    assert_tile_art_worked_out_ahead(json.loads(shipped.pop(build.TILEART_BUILT)))
    assert sorted(shipped) == sorted(list(expected) + modules), "static/app.zip is stale: run `make dist`"
    assert {name: shipped[name] for name in expected} == expected, "static/app.zip is stale: run `make dist`"


def assert_tile_art_worked_out_ahead(table: dict) -> None:
    """app.zip's ui/tileart/built.json holds, for every tile type, the value of every function the page is served
    (`built.SERVED`, whatever the art passes add), as CPython works them out now (a few types compared: all of them
    take seconds).  Session 19: the served kinds come from the registry, not a list here that two CI runs found
    stale after an art pass added one."""
    import ast

    from carcassonne.tiles import TILE_TYPES
    from ui.tileart import built

    built.table([])  # (imports the modules that register their served functions)
    assert sorted(table) == sorted(built.SERVED)
    assert {"symbol_content", "lanes", "stuck_cottages", "caps", "seam_roofs", "fir_switches"} <= set(table)
    assert all(sorted(by_type) == sorted(TILE_TYPES) for by_type in table.values())
    for tid in ("A", "E", "IC01", "RK", "GB1", "WE05"):
        for kind, (compute, literal) in built.SERVED.items():
            value = ast.literal_eval(table[kind][tid]) if literal else table[kind][tid]
            assert value == compute(tid), f"the built {kind} of {tid} is stale: `make dist`"


def test_app_zip_modules_are_bytecode_of_the_pages_python(site_dir):
    """Each module's pyc is hash-based without a source check (flags 0b01), so Pyodide imports it (from the zip)
    without looking for a source or its date, and all come from one interpreter: the pinned Pyodide's (its version's magic number is
    not CPython 3.11's, which runs this test)."""
    import importlib.util

    with zipfile.ZipFile(site_dir / "static" / "app.zip") as zf:
        headers = {n: zf.read(n)[:16] for n in zf.namelist() if n.endswith(".pyc")}
    assert len(headers) > 50
    for name, header in headers.items():
        assert int.from_bytes(header[4:8], "little") == 0b01, f"{name} is not an unchecked-hash pyc"
    magics = {header[:4] for header in headers.values()}
    assert len(magics) == 1, "every pyc comes from the same interpreter"
    lock = json.loads((site_dir / "static" / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    if not lock["info"]["python"].startswith(f"{sys.version_info.major}.{sys.version_info.minor}."):
        assert magics != {importlib.util.MAGIC_NUMBER}, "compiled by the host's Python, not Pyodide's"


def test_runtime_is_self_hosted(site_dir):
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (site_dir / "static" / "vendor" / "pyodide" / name).is_file(), name
    assert (site_dir / "static" / "vendor" / "pyscript" / "core.js").is_file()
    config = (site_dir / "pyscript.toml").read_text()
    assert 'interpreter = "./static/vendor/pyodide/pyodide.mjs"' in config
    assert "packages" not in config, "packages would be fetched from a package index"
    for text_file in ("index.html", "pyscript.toml"):
        assert not re.search(r"https?://", (site_dir / text_file).read_text()), f"absolute URL in {text_file}"


def test_build_only_modules_are_not_shipped_and_nothing_shipped_imports_them(site_dir, build):
    """The command line, the benchmarks, the AI lab and arena and the catalogue tools stay out of app.zip, and no
    module that ships imports one of them (at module level or inside a function)."""
    import ast

    left_out = {name[:-3].replace("/", ".").removesuffix(".__init__") for name in build.APP_BUILD_ONLY}
    assert {"carcassonne.__main__", "carcassonne.perf", "carcassonne.ai.lab", "carcassonne.ai.arena",
            "ui.po_extract", "ui.po_tool", "ui.embed_views"} <= left_out
    with zipfile.ZipFile(site_dir / "static" / "app.zip") as zf:
        names = set(zf.namelist())
    assert not {name + "c" for name in build.APP_BUILD_ONLY} & names
    for path in sorted((ROOT / "py").rglob("*.py")):
        name = path.relative_to(ROOT / "py").as_posix()
        if build.app_build_only(name):
            continue
        package = name.rsplit("/", 1)[0].replace("/", ".")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        as_program = {id(sub) for node in tree.body if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test)
                      for sub in ast.walk(node)}  # `python3 -m ui.po` runs a tool: never in a page
        for node in ast.walk(tree):
            if id(node) in as_program:
                continue
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
                module = ".".join(base + ([node.module] if node.module else []))
                targets = [module] + [f"{module}.{a.name}" for a in node.names]
            assert not set(targets) & left_out, (name, node.lineno, targets)


def test_build_only_files_are_not_served(site_dir, build):
    """The build's own files live in py/sitebuild/ (none left in static/), and neither dist/ nor app.zip holds
    one of them or a build-only module."""
    tools = ROOT / "py" / "sitebuild"
    assert {p.name for p in tools.iterdir() if p.is_file()} >= build.BUILD_ONLY
    assert not build.BUILD_ONLY & {p.name for p in (ROOT / "static").iterdir()}
    served = {p.name for p in site_dir.rglob("*") if p.is_file()}
    assert not build.BUILD_ONLY & served
    assert not (site_dir / "py").exists()
    with zipfile.ZipFile(site_dir / "static" / "app.zip") as zf:
        zipped = zf.namelist()
    assert not [n for n in zipped if n.startswith("sitebuild/") or n.rsplit("/", 1)[-1] in build.BUILD_ONLY]
    assert not {name + "c" for name in build.APP_BUILD_ONLY} & set(zipped)
    assert build.app_build_only("sitebuild/build.py") and not build.app_build_only("ui/app.py")
    assert not list(site_dir.rglob("*.map"))


def test_service_worker_precaches_every_file_under_a_content_hashed_name(site_dir, build):
    sw = (site_dir / "sw.js").read_text()
    cache = re.search(r'^const CACHE = "([^"]+)";', sw, re.M).group(1)
    precache = json.loads(re.search(r"^const PRECACHE = (\[.*?\]);", sw, re.M | re.S).group(1))
    files = sorted("./" + p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file())
    files.remove("./sw.js")
    assert sorted(precache) == sorted(["./", *files])
    assert (cache, precache) == build.precache(site_dir)


def test_every_page_carries_the_policy_and_loads_the_boot_guard_first(site_dir, build):
    found = build.pages(site_dir)
    assert [p.name for p in found] == sorted(p.name for p in ROOT.glob("*.html")) and found
    for page in found:
        assert build.page_problems(page) == [], page.name
        assert build.policy_for(page.name) in page.read_text()
    assert build.policy_for("embed.html") != build.CSP  # only the embed may fetch a scenario from another site


def test_the_build_refuses_a_page_with_an_inline_script_or_another_policy(build, tmp_path):
    page = tmp_path / "other.html"
    good = (ROOT / "index.html").read_text()
    page.write_text(good.replace("</body>", "<script>alert(1)</script></body>"))
    assert any("inline script" in p for p in build.page_problems(page))
    page.write_text(good.replace("'unsafe-eval'", "'unsafe-eval' https:"))
    assert any("Content-Security-Policy" in p for p in build.page_problems(page))
    page.write_text(good.replace('<script src="./static/boot.js"></script>', ""))
    assert any("boot.js" in p for p in build.page_problems(page))


def test_pyscript_files_the_page_never_loads_are_not_shipped(site_dir, build):
    shipped = {p.name for p in (site_dir / "static" / "vendor" / "pyscript").iterdir()}
    assert "core.js" in shipped and any(n.startswith("core-") for n in shipped)
    assert not [n for n in shipped if n.startswith(("codemirror", "xterm", "mpy", "zip-", "service-worker"))]


def test_the_manifest_and_its_icons_are_shipped(site_dir):
    manifest = json.loads((site_dir / "static" / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "../"
    for icon in manifest["icons"]:
        data = (site_dir / "static" / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert icon["sizes"] == f"{width}x{height}", icon["src"]


def test_pages_import_the_app_from_the_zip_as_written(site_dir):
    """pyscript.toml writes app.zip as one file (nothing unpacked), so every Python entry puts it on sys.path
    before its first import of the app."""
    config = (site_dir / "pyscript.toml").read_text()
    assert '"./static/app.zip" = "./app.zip"' in config
    entries = {name: (site_dir / name).read_text() for name in ("index.html", "embed.html", "static/ai-worker.py")}
    for name, text in entries.items():
        put = text.find('sys.path.insert(0, "/home/pyodide/app.zip")')
        first_import = text.find("from ui.")
        assert 0 <= put < first_import, name
