"""The browser the tests launch is configured as conftest.py says: no omnibox WebUI renderers per window (they
cost CPU per context on Chromium 156), and our --disable-features switch keeps every feature Playwright disables."""

from __future__ import annotations

from pathlib import Path


def _disabled_feature_switches(browser) -> list[set[str]]:
    """The browser process's --disable-features switches, in order, from /proc (Chromium answers
    Browser.getBrowserCommandLine only with --enable-automation, which Playwright does not pass)."""
    session = browser.new_browser_cdp_session()
    try:
        processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
    finally:
        session.detach()
    (pid,) = [process["id"] for process in processes if process["type"] == "browser"]
    arguments = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    return [set(arg.split("=", 1)[1].split(",")) for arg in arguments if arg.startswith("--disable-features=")]


def test_the_last_disable_features_switch_keeps_every_earlier_one(browser):
    """Chromium reads only the last --disable-features; it must hold Playwright's list as well as ours."""
    switches = _disabled_feature_switches(browser)
    assert len(switches) >= 2, f"expected Playwright's switch and ours, got {switches}"
    missing = set().union(*switches[:-1]) - switches[-1]
    assert not missing, f"features Playwright disables that our switch turns back on: {sorted(missing)}"


def test_a_new_context_opens_no_browser_ui_renderers(browser):
    context = browser.new_context()
    try:
        context.new_page().goto("about:blank")
        session = browser.new_browser_cdp_session()
        targets = session.send("Target.getTargets")["targetInfos"]
        session.detach()
    finally:
        context.close()
    browser_ui = [target["url"] for target in targets if target["type"] == "browser_ui"]
    assert browser_ui == []
