"""Browser tests: the built site (dist/, from `make dist`) in Debian's headless Chromium.

- ``site``: a ThreadingHTTPServer on 127.0.0.1:<free port> serving dist/ for the whole session
  (E2E_SITE_DIR serves another built folder); ``base_url`` points at it, so ``page.goto("/")`` works.
- Chromium is /usr/bin/chromium (Debian's; `playwright install` cannot download here).
- Every context aborts requests that leave 127.0.0.1 (or localhost, a cross-site origin for frame tests);
  ``offsite_requests`` lists them.
- Service workers are blocked in ordinary tests (test_offline.py makes its own context).
- A test that leaves its context alone runs in a page of its own in a context kept for the worker (`SharedContext`:
  a boot there costs about half the CPU); what it stored is cleared after it.  A test that names ``context``,
  ``browser``, ``new_context`` or ``guard_context``, allows service workers, or is marked ``own_context`` gets a
  fresh context, as pytest-playwright gives every test.
- The contexts ask for reduced motion, so the page's animations are off (its own default on such a device): in
  headless Chromium every animation frame is composited in software, and the loading screen's turning tile alone
  cost about 1.5 s of CPU a boot (measured with a cgroup's cpuacct: the renderer's and GPU process's compositor
  threads, 1.2-2.2 s a boot, gone with it).  Tests about motion ask for none (``gameplay.MOTION``).
- Every page runs under the site's Content-Security-Policy (a <meta> in each page); every context reports
  ``securitypolicyviolation`` events through an init script, and a test with any violation fails at teardown
  (``csp_violations`` lists them; ``guard_context`` does the same for contexts a test makes itself).
- Screenshots on failure: `make test` passes --screenshot=only-on-failure --output=e2e/test-results.
"""

from __future__ import annotations

import inspect
import json
import os
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from site_server import Site

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
#: Chromium 156 opens two WebUI renderer processes for the omnibox popups with every window, headless too, and
#: every test's context is a window: about half a second of CPU per context on a 2-core box, for nothing a test
#: looks at (`Target.getTargets` lists them as "browser_ui").
NO_BROWSER_UI_RENDERERS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"]
#: Chromium keeps only the last --disable-features switch, so passing ours would drop the list Playwright
#: (1.65.2, tests/requirements.txt) passes before it: that list is repeated here.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
    "PreconnectToSearch", "TcpPortRandomizationWin", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + NO_BROWSER_UI_RENDERERS),
    # Pages of one site in one context share a renderer process (`SharedContext` says why).
    "--process-per-site",
]


def pytest_configure(config):
    config.addinivalue_line("markers", "own_context: the test gets a browser context of its own (`SharedContext`)")


@pytest.fixture(scope="session")
def site_dir() -> Path:
    directory = Path(os.environ.get("E2E_SITE_DIR", ROOT / "dist")).resolve()
    if not (directory / "index.html").is_file() or not (directory / "static" / "vendor").is_dir():
        pytest.fail(f"no built site in {directory}: run `make dist` (or `make test`) first", pytrace=False)
    return directory


@pytest.fixture(scope="session")
def site(site_dir):
    served = Site(site_dir)
    yield served
    served.stop()


@pytest.fixture(scope="session")
def base_url(site) -> str:
    return site.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium", pytrace=False)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


class BrowserPool:
    """The worker's Chromium, launched again after a test saw a page crash.

    Why: once in a while (seen in 1 CI run of ~10, on pages booting Pyodide near the end of the run) Chromium's
    renderers begin to crash, and every later page of that browser process crashes too. A test that saw
    "Page crashed"/"Target crashed" marks the browser spoiled (`pytest_runtest_makereport`); the next test gets a
    fresh browser and the crashed test runs once more (`--reruns`, only on a crash; see the Makefile). The old
    browser stays open until the end, as a module's shared page may live in it."""

    def __init__(self, launch) -> None:
        self._launch = launch
        self._browsers: list = []
        self.spoiled = False
        self.relaunches = 0

    def current(self):
        if not self._browsers or self.spoiled or not self._browsers[-1].is_connected():
            if self._browsers:
                self.relaunches += 1
            self._browsers.append(self._launch())
            self.spoiled = False
        return self._browsers[-1]

    def close(self) -> None:
        for opened in self._browsers:
            try:
                opened.close()
            except Exception:  # noqa: BLE001 - a browser that crashed may not answer
                pass


POOL = pytest.StashKey[BrowserPool]()
CRASH_WORDS = ("Page crashed", "Target crashed")


@pytest.fixture(scope="session")
def browser_pool(launch_browser, pytestconfig):
    pool = BrowserPool(launch_browser)
    pytestconfig.stash[POOL] = pool
    yield pool
    pool.close()


@pytest.fixture
def browser(browser_pool):
    """pytest-playwright's browser, but from `BrowserPool`: a fresh one after a crash."""
    return browser_pool.current()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed and report.when in ("setup", "call"):
        item.e2e_failed = True  # `context` keeps a kept context's pictures
    pool = item.config.stash.get(POOL, None)
    if pool is not None and report.failed and any(word in str(report.longrepr) for word in CRASH_WORDS):
        pool.spoiled = True
    return report


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block", "reduced_motion": "reduce"}


def local_only(offsite: list[str]):
    """A route handler that lets 127.0.0.1 through and aborts (and records) everything else.

    It never raises: an exception in a route handler leaves the request, and the test, hanging.
    """

    def handler(route):
        try:
            url = route.request.url
            if urlsplit(url).hostname in ("127.0.0.1", "localhost"):  # localhost: a second, cross-site origin
                route.continue_()
                return
            offsite.append(url)
        except Exception:  # noqa: BLE001 - see docstring
            pass
        try:
            route.abort()
        except Exception:  # noqa: BLE001
            pass

    return handler


# Reports every CSP violation of the page (and its frames) to the test through an exposed binding.
CSP_REPORTER = """
document.addEventListener("securitypolicyviolation", (e) => {
  const report = `${e.violatedDirective} blocked ${e.blockedURI || "inline"} in ${e.sourceFile || e.documentURI}`
    + `:${e.lineNumber} ${(e.sample || "").slice(0, 80)}`;
  if (window.__reportCspViolation) window.__reportCspViolation(report);
});
"""


def watch_csp(context, violations: list[str]) -> None:
    """Collect the CSP violations of every page of ``context`` into ``violations``."""
    context.expose_binding("__reportCspViolation", lambda _source, report: violations.append(report))
    context.add_init_script(CSP_REPORTER)


@pytest.fixture
def offsite_requests() -> list[str]:
    return []


@pytest.fixture
def csp_violations() -> list[str]:
    return []


class SharedContext:
    """A browser context kept for the tests that leave contexts alone (`context`), each test in a page of its own.

    Why: a page booting the app in a fresh context costs about 7-9 s of CPU, most of it a new renderer process
    compiling Pyodide's wasm and tiering it up.  With ``--process-per-site`` the pages of one site in one context
    share a renderer, so while a page of the site stays open (``anchor``), each test's page boots in a process that
    has done that once: about 4 s of CPU a boot (measured with a cpuacct cgroup, Chromium 156: 7.0 / 7.2 / 7.0 in
    fresh contexts against 4.4 / 3.9 / 4.4 / 4.0 in new pages of a kept context; a fresh context per test with the
    flag alone gains nothing).

    What one test leaves is taken away before the next: its pages are closed (sessionStorage, workers, page routes
    and init scripts go with them), the cookies, and everything each origin it requested keeps (local storage,
    IndexedDB, caches, service workers: `Storage.clearDataForOrigin`).  The route and the CSP reporter are the
    context's own, installed once; they report into the current test's lists."""

    def __init__(self, browser, args: dict, site_url: str) -> None:
        self.context = browser.new_context(**args)
        self.offsite: list[str] = []
        self.csp: list[str] = []
        self.origins: set[str] = set()
        self.site_url = site_url
        self.context.route("**/*", self._route)
        self.context.expose_binding("__reportCspViolation", lambda _source, report: self.csp.append(report))
        self.context.add_init_script(CSP_REPORTER)
        self.crashed = False
        self.clock_installed = False
        self.anchor = self.context.new_page()
        self.anchor.on("crash", lambda _page: setattr(self, "crashed", True))
        self.anchor.goto(f"{site_url}/static/boot-texts.js")  # any page of the site keeps its renderer alive
        self.cdp = self.context.new_cdp_session(self.anchor)

    def _route(self, route) -> None:
        try:
            parts = urlsplit(route.request.url)
            if parts.scheme in ("http", "https"):
                self.origins.add(f"{parts.scheme}://{parts.netloc}")
        except Exception:  # noqa: BLE001 - see local_only
            pass
        local_only(self.offsite)(route)

    @property
    def usable(self) -> bool:
        return not self.crashed and not self.clock_installed and not self.anchor.is_closed() \
            and self.context.browser.is_connected()

    def begin(self, offsite: list[str], csp: list[str]) -> None:
        self.offsite, self.csp = offsite, csp
        self.origins = {self.site_url}

    def end(self) -> None:
        """Close the test's pages and clear what it stored; the context stays open for the next test."""
        for opened in self.context.pages:
            if opened is not self.anchor:
                opened.close()
        self.context.clear_cookies()
        self.clock_installed = self.clock_installed or self._clock_installed()
        if self.usable:
            for origin in sorted(self.origins):
                self.cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        self.offsite, self.csp = [], []

    def _clock_installed(self) -> bool:
        """Whether a test installed Playwright's clock (`gameplay.hold_clock`): the clock is the context's, its
        install, pause and every move are init scripts of the context, replayed in each page it opens after (a page
        of the next test would boot with its timers held, or with a date far off), and Playwright cannot take it
        away: the context is then not kept (`usable`), the next test gets a new one.  The anchor page was open when
        the clock came, so it has it too."""
        try:
            return not self.anchor.is_closed() and self.anchor.evaluate("'__pwClock' in globalThis")
        except Exception:  # noqa: BLE001 - a crashed page: `usable` says no anyway
            return True

    def close(self) -> None:
        try:
            self.context.close()
        except Exception:  # noqa: BLE001 - its browser may have crashed
            pass


#: A test that names one of these fixtures itself gets a context of its own, as pytest-playwright gives every test:
#: it changes its context (routes, pages of its own) or makes contexts beside it.
OWN_CONTEXT_FIXTURES = frozenset({"context", "new_context", "browser", "guard_context"})
#: How many kept contexts (one per set of context arguments: locale, viewport, motion...) a worker keeps open.
SHARED_CONTEXTS_KEPT = 3


@pytest.fixture(scope="session")
def shared_contexts(site):
    """The worker's kept contexts, most recently used last (`SharedContext`)."""
    kept: dict[str, SharedContext] = {}
    yield kept
    for shared in kept.values():
        shared.close()


def wants_own_context(request, args: dict) -> bool:
    named = set(inspect.signature(request.node.function).parameters)
    return bool(named & OWN_CONTEXT_FIXTURES) or args.get("service_workers") == "allow" \
        or request.node.get_closest_marker("own_context") is not None


def shared_context_for(kept: dict[str, SharedContext], browser, args: dict, site_url: str) -> SharedContext:
    key = f"{id(browser)} {json.dumps(args, sort_keys=True, default=str)}"
    shared = kept.pop(key, None)
    if shared is not None and not shared.usable:
        shared.close()
        shared = None
    if shared is None:
        shared = SharedContext(browser, args, site_url)
    kept[key] = shared
    while len(kept) > SHARED_CONTEXTS_KEPT:
        kept.pop(next(iter(kept))).close()
    return shared


@pytest.fixture
def context(request, browser, browser_context_args, new_context, shared_contexts, site, offsite_requests,
            csp_violations):
    """The test's context: a kept one (`SharedContext`), or its own when it changes it (`wants_own_context`).
    Either way every request off 127.0.0.1 is aborted and listed, and a CSP violation fails the test."""
    marker = request.node.get_closest_marker("browser_context_args")
    args = {**browser_context_args, **(marker.kwargs if marker else {})}
    if wants_own_context(request, args):
        own = new_context()
        own.route("**/*", local_only(offsite_requests))
        watch_csp(own, csp_violations)
        yield own
    else:
        shared = shared_context_for(shared_contexts, browser, args, site.url)
        shared.begin(offsite_requests, csp_violations)
        try:
            yield shared.context
            if getattr(request.node, "e2e_failed", False):
                save_failure_pictures(request, shared)
        finally:
            shared.end()
    assert csp_violations == [], "Content-Security-Policy violations"


def save_failure_pictures(request, shared: SharedContext) -> None:
    """What pytest-playwright's --screenshot=only-on-failure keeps for a context it closes, for a kept context."""
    if request.config.getoption("--screenshot", "off") == "off":
        return
    folder = Path(request.config.getoption("--output")) / re.sub(r"[^\w.-]+", "-", request.node.nodeid)[:200]
    for index, opened in enumerate(p for p in shared.context.pages if p is not shared.anchor):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            opened.screenshot(path=str(folder / f"test-failed-{index + 1}.png"), timeout=5000)
        except Exception:  # noqa: BLE001 - a crashed page has no picture
            pass


@pytest.fixture
def guard_context(offsite_requests, csp_violations):
    """For a context a test makes itself: local requests only, CSP violations collected (fail at teardown)."""
    def guard(context):
        context.route("**/*", local_only(offsite_requests))
        watch_csp(context, csp_violations)
        return context

    yield guard
    assert csp_violations == [], "Content-Security-Policy violations"


@pytest.fixture
def local_only_route():
    """``local_only`` for contexts a test makes itself: ``context.route("**/*", local_only_route(list))``."""
    return local_only


@pytest.fixture
def start_site(site_dir):
    """Start another server of the built site (one a test may stop); all are stopped at teardown."""
    started: list[Site] = []

    def start() -> Site:
        started.append(Site(site_dir))
        return started[-1]

    yield start
    for served in started:
        served.stop()


@pytest.fixture
def page_errors(page) -> list[str]:
    """Uncaught errors and console errors of ``page``, collected from the start of the test."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None)
    return errors


@pytest.fixture
def app_page(page, page_errors):
    """``page`` with the app loaded and ready (``<html class="app-ready">``: `gameplay.wait_booted`)."""
    from gameplay import open_app

    open_app(page)
    return page


@pytest.fixture
def host(site, tmp_path):
    """A page of another site (a second origin, another port) that embeds ours: `embed_host.Host`."""
    from embed_host import Host

    served = Host(tmp_path, site.url)
    yield served
    served.stop()


@pytest.fixture
def console_errors(page) -> list[str]:
    """Console errors of the parent and of the embed's frame."""
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    return errors


@pytest.fixture
def no_page_errors(page_errors):
    """The test fails at teardown if the page threw or logged an error."""
    yield
    assert page_errors == []


@pytest.fixture(scope="module")
def _shared_app(browser_pool, browser_context_args):
    """One booted app for a module (see `menu_page`): its page and what it reported so far."""
    from gameplay import open_app

    reports = {"offsite": [], "csp": [], "errors": []}
    context = browser_pool.current().new_context(**browser_context_args)
    context.route("**/*", local_only(reports["offsite"]))
    watch_csp(context, reports["csp"])
    page = context.new_page()
    page.on("pageerror", lambda exc: reports["errors"].append(f"pageerror: {exc}"))
    page.on("console", lambda m: reports["errors"].append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
    open_app(page)
    yield page, page.viewport_size, reports
    context.close()


#: What a page left by one test must be for the next to start a game on it (`menu_page`); else it is loaded again:
#: the first screen or a game, in the context's language, no setting or language chosen, no dialog open, people
#: in every seat (a computer's worker would go on running).
REUSABLE = """() => {
    const root = document.documentElement;
    const chosen = ['carcassonne:v1:settings', 'carcassonne:v1:lang'].some(key => localStorage.getItem(key) !== null);
    const people = [...document.querySelectorAll('#screen-new select.kind')].every(kind => kind.value === 'human');
    return root.classList.contains('app-ready') && ['new', 'game'].includes(root.dataset.screen)
        && root.lang === 'en' && !chosen && people && !document.querySelector('dialog[open]');
}"""


@pytest.fixture
def menu_page(_shared_app):
    """The module's booted app (`_shared_app`) at the new-game menu, for a test that starts a game of its own
    there: one boot per module instead of one per test (a boot is about 8 s of CPU, most of a test's).  The game
    the test before left on screen is closed with the page's Menu button, as a player would; a page left in any
    other state (`REUSABLE`) is loaded again, with its storage cleared.  A page error,
    a policy violation or a request off 127.0.0.1 while the test runs fails it at teardown."""
    from gameplay import open_app

    page, viewport, reports = _shared_app
    page.set_viewport_size(viewport)
    page.evaluate("window.scrollTo(0, 0)")
    if not page.evaluate(REUSABLE):
        page.evaluate("localStorage.clear()")
        open_app(page)
    elif page.evaluate("document.documentElement.dataset.screen") == "game":
        page.locator("[data-action=menu]:visible").first.click()  # the panel's ☰ Menu, or a phone's on the board
    page.get_by_test_id("new-game").wait_for()
    seen = {name: len(found) for name, found in reports.items()}
    yield page
    assert {name: found[seen[name]:] for name, found in reports.items()} == {name: [] for name in reports}


# The browser test files whose tests take longest, longest first (by their slowest test in two full runs'
# `--durations=60`: 20-45 s each on a quiet 2-core box, twice that under load).  `pytest_collection_modifyitems`
# puts them at the head of the browser tests.
SLOW_FIRST = ("test_two_tabs.py", "test_untrusted_saves.py", "test_computer.py", "test_computer_deadline.py",
              "test_plain_words.py", "test_editor_page.py", "test_tile_art.py", "test_saves.py", "test_update.py",
              "test_saves_and_settings.py", "test_storage_denied.py", "test_rules_page.py", "test_embed.py",
              "test_round2.py", "test_touch.py", "test_embed_first.py", "test_replay.py", "test_precache.py",
              "test_expansions.py", "test_board_opening.py", "test_german.py")


def pytest_collection_modifyitems(config, items):
    """Run the longest browser tests first, each file's tests still together (a module's shared page boots once).

    Why: `make test` splits the run between processes (three since session 15; pytest-xdist, ``--dist worksteal``:
    each takes its share of the list, and one that runs out takes half of what another has left).  A 40 s test
    that comes last keeps one process busy while the others have nothing left to do; started early, the short
    tests at the end of the list even them out.  The order of tests/ (and of the other browser files) is left as it is."""
    rank = {name: i for i, name in enumerate(SLOW_FIRST)}
    here = Path(__file__).resolve().parent

    def key(indexed):
        index, item = indexed
        path = Path(str(item.path))
        if path.parent != here:
            return (0, 0, index)  # not a browser test: where it was
        return (1, rank.get(path.name, len(SLOW_FIRST)), index)

    items[:] = [item for _, item in sorted(enumerate(items), key=key)]
