"""Which engines get the board's camera as an HTML box's CSS transform (`ui.camera_box`): Blink and Gecko do,
WebKit (Safari, and every browser on an iPhone or iPad) keeps the SVG transform."""

from __future__ import annotations

import pytest

from ui.camera_box import webkit_only

WEBKIT = {
    "Safari on a Mac": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                       "Version/17.5 Safari/605.1.15",
    "Safari on an iPhone": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
                           "Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Chrome on an iPhone": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
                           "Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
    "Firefox on an iPad": "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                          "FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
}
OTHERS = {
    "Chrome on Linux": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
                       "Safari/537.36",
    "Chrome on Android": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/126.0.0.0 Mobile Safari/537.36",
    "Edge on Windows": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                       "Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    "Firefox on Windows": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
    "Firefox on Android": "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0",
    "Headless Chromium": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "HeadlessChrome/156.0.0.0 Safari/537.36",
}


@pytest.mark.parametrize("browser", WEBKIT)
def test_webkit_keeps_the_svg_camera(browser):
    assert webkit_only(WEBKIT[browser])


@pytest.mark.parametrize("browser", OTHERS)
def test_blink_and_gecko_get_the_html_box(browser):
    assert not webkit_only(OTHERS[browser])
