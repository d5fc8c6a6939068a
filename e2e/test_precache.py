"""The service worker precaches exactly what the page loads, and a first visit downloads each file once (the
precache revalidates against the HTTP cache the page just filled)."""

import json
import re
import tempfile
import threading
from pathlib import Path

from site_server import Site
from gameplay import wait_booted, wait_worker_controls


class CountingSite(Site):
    """The built site, recording (path, body bytes) for every response with a body."""

    def __init__(self, directory: Path):
        super().__init__(directory)
        self.sent: list[tuple[str, int]] = []
        lock = threading.Lock()
        handler = self.server.RequestHandlerClass
        sent = self.sent

        def copyfile(self, source, outputfile):
            data = source.read()
            outputfile.write(data)
            with lock:
                sent.append((self.path.split("?")[0], len(data)))

        handler.copyfile = copyfile


def test_first_visit_downloads_each_file_once_and_the_precache_is_what_the_page_loads(
        browser_type, browser_type_launch_args, site_dir, guard_context, page_errors):
    site = CountingSite(site_dir)
    try:
        with tempfile.TemporaryDirectory() as profile:  # a real profile: incognito keeps no 9.6 MB wasm in cache
            context = guard_context(browser_type.launch_persistent_context(
                profile, base_url=site.url, service_workers="allow", **browser_type_launch_args))
            page = context.new_page()
            requested: list[str] = []
            page.on("request", lambda r: requested.append(r.url[len(site.url):].split("?")[0]))
            page.goto("/")
            wait_booted(page)
            wait_worker_controls(page)
            context.close()
    finally:
        site.stop()
    sw = (site_dir / "sw.js").read_text()
    precache = json.loads(re.search(r"^const PRECACHE = (\[.*?\]);", sw, re.M | re.S).group(1))
    page_files = {"/" + u[2:] for u in precache} - {"/"}
    loaded = set(requested) - {"/sw.js"}
    assert loaded - page_files <= {"/"}, "the page loads a file that is not precached"
    # The precache holds what the page loads, plus the installable app's files, a lazily imported TOML parser and
    # the site's other pages with their own files (the lessons gallery, the rules page, the embed: they boot offline
    # too), and the computer's worker script (started only when a game has a computer seat, so a plain boot never
    # loads it).  (embed.js is for host pages of other sites, beside embed.html.)
    extra = {p for p in page_files - loaded}
    assert all(re.search(r"manifest|icon|/toml-|^/[^/]+\.html$|^/embed\.js$|^/static/(embed[.-]|lessons[./]|rules\.|views/)|^/static/ai-worker\.py$", p)
               for p in extra), sorted(extra)
    assert "/static/ai-worker.py" not in loaded
    counts: dict[str, int] = {}
    for path, size in site.sent:
        if size:
            counts[path] = counts.get(path, 0) + 1
    assert [p for p, n in counts.items() if n > 1 and p not in ("/",)] == [], "a file was downloaded twice"
    total = sum(size for _, size in site.sent)
    wasm = (site_dir / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm").stat().st_size
    assert total < sum(p.stat().st_size for p in site_dir.rglob("*") if p.is_file()) + 100_000
    assert total < 2 * wasm, "the wasm went over the wire once"
    print(f"first visit: {total / 1e6:.2f} MB in {len([s for _, s in site.sent if s])} responses")
