"""The embed's ``src`` and its messages under load (issue 19; `shared/spec/embed.md` 1.1), from a second origin:
a ``src`` that is loading says so, an endless body is stopped at the 1 MB limit, a missing file, a server without
CORS and another site's ``http:`` address each get their own plain message, and a burst of 10 000 ``goto``
messages is coalesced.  (The 15 s limit on a body that stops coming is tested on CPython: tests/ui/test_embed_src.py.)
"""

from __future__ import annotations

import http.server
import threading
from functools import partial

import pytest

from embed_host import Host, received, send, src_query, wait_counter, wait_message
from gameplay import BOOT_TIMEOUT_MS
from site_server import ROOT, site_build

LESSON = (ROOT / "static" / "lessons" / "roads.json").read_bytes()
ENDLESS_CAP = 128 * 1024 * 1024  # the test server gives up here: far past the limit
# What Chromium logs on its own for a 404 and a refused CORS read: the frame's words are what is tested.
BROWSER_NOISE = ("Failed to load resource", "blocked by CORS policy")


class TestBodies:
    """The test site's own addresses: ``/test/endless.json`` (a body without Content-Length that never ends) and
    ``/test/slow.json`` (the roads lesson, held back until `release` is set)."""

    __test__ = False  # not a test class

    def __init__(self) -> None:
        self.endless_sent = 0
        self.endless_over = threading.Event()
        self.release = threading.Event()

    def handler(self):
        bodies = self

        class Handler(site_build.SiteHandler):
            def do_GET(self) -> None:  # noqa: N802 - the base class's name
                path = self.path.split("?")[0]
                if path == "/test/endless.json":
                    self.endless()
                elif path == "/test/slow.json":
                    bodies.release.wait(BOOT_TIMEOUT_MS / 1000)
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.end_headers()
                    self.wfile.write(LESSON)
                else:
                    super().do_GET()

            def endless(self) -> None:
                self.send_response(200)  # HTTP/1.0 without Content-Length: the body ends when the server closes
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                chunk = b" " * 65536
                try:
                    while bodies.endless_sent < ENDLESS_CAP:
                        self.wfile.write(chunk)
                        bodies.endless_sent += len(chunk)
                except OSError:  # the reader hung up: what this test wants
                    pass
                finally:
                    bodies.endless_over.set()

        return Handler


@pytest.fixture
def bodies_host(site_dir, tmp_path):
    """A site serving dist/ and the test bodies, framed by a parent page of another origin: (Host, TestBodies)."""
    bodies = TestBodies()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(bodies.handler(), directory=str(site_dir)))
    thread = threading.Thread(target=server.serve_forever, name="e2e-src-bodies", daemon=True)
    thread.start()
    host = Host(tmp_path, f"http://127.0.0.1:{server.server_address[1]}")
    yield host, bodies
    bodies.release.set()
    host.stop()
    server.shutdown()
    server.server_close()


def error_text(frame) -> str:
    node = frame.get_by_test_id("embed-error")
    node.wait_for(timeout=BOOT_TIMEOUT_MS)
    return node.inner_text()


def real_errors(errors: list[str]) -> list[str]:
    return [e for e in errors if not any(noise in e for noise in BROWSER_NOISE)]


def test_while_a_src_loads_the_frame_says_it_is_loading_the_lesson(page, bodies_host, console_errors):
    host, bodies = bodies_host
    frame = host.open(page, "src=test/slow.json")
    loading = frame.get_by_test_id("embed-loading")
    loading.wait_for()
    assert loading.inner_text() == "Loading the lesson…"
    assert frame.get_by_test_id("embed-waiting").is_hidden()  # not "Waiting for a scenario…"
    bodies.release.set()
    wait_counter(frame, "2 / 2")
    assert loading.is_hidden() and frame.get_by_test_id("embed-waiting").is_hidden()
    assert console_errors == []


def test_an_endless_body_is_refused_at_the_limit_and_no_longer_read(page, bodies_host, console_errors):
    host, bodies = bodies_host
    frame = host.open(page, "src=test/endless.json&lang=de")
    assert error_text(frame) == ("Dieses Szenario kann nicht gezeigt werden: test/endless.json: "
                                 "die Datei ist größer als 1000000 Bytes")
    assert bodies.endless_over.wait(BOOT_TIMEOUT_MS / 1000), "the frame still reads the body"
    # stopped at the limit, not read whole (what the server sent also filled the sockets' and Chromium's
    # buffers: 12.6 MB here)
    assert bodies.endless_sent < 32 * 1024 * 1024, bodies.endless_sent
    assert frame.get_by_test_id("embed-loading").is_hidden()
    assert wait_message(page, "carcassonne:error")[0]["message"] == error_text(frame)
    assert real_errors(console_errors) == []


@pytest.mark.parametrize("src, why", [
    ("static/lessons/no-such-lesson.json", "no file was found at this address (HTTP 404)"),
    ("https://lessons.example/roads.json",
     "the server of the file does not allow other sites to read it (CORS)"),
    ("http://localhost:9/roads.json", "a file from another site must have an https: address"),
], ids=["404", "no-cors", "other-site-http"])
def test_a_src_that_cannot_be_read_says_why_in_plain_words(page, context, host, console_errors, src, why):
    # a server on https that answers, but lets only another site read it (Playwright adds an allowing CORS header
    # to a fulfilled response that has none, so the refusal is this one)
    context.route("https://lessons.example/**", lambda route: route.fulfill(
        status=200, content_type="application/json", body=LESSON,
        headers={"Access-Control-Allow-Origin": "https://another-site.example"}))
    frame = host.open(page, f"src={src}")
    assert error_text(frame) == f"This scenario cannot be shown: {src}: {why}"
    assert "Failed to fetch" not in error_text(frame)
    assert frame.get_by_test_id("embed-loading").is_hidden()
    assert real_errors(console_errors) == []


def test_a_burst_of_goto_messages_shows_only_the_last_and_the_frame_answers_the_next(page, host, console_errors):
    frame = host.open(page, src_query("roads.json"))
    wait_counter(frame, "2 / 2")
    before = len(received(page, "carcassonne:step"))
    # 1, 2, 1, 2, ..., 0: every one another step, and only the last one 0, so the counter shows "0 / 2" only once
    # the frame has read the whole burst (a mid-burst 0 would let the next goto overtake the burst's last one)
    page.evaluate("""() => { for (let i = 0; i < 10000; i++)
                               window.send({type: 'carcassonne:goto', step: i === 9999 ? 0 : 1 + i % 2}); }""")
    wait_counter(frame, "0 / 2")
    send(page, {"type": "carcassonne:goto", "step": 1})  # and the frame is free for the next message
    wait_counter(frame, "1 / 2")
    wait_message(page, "carcassonne:step", before + 2)
    # the counter shows 1 a moment before the parent hears of it: wait for the answer to the last goto itself
    page.wait_for_function("window.received.filter(m => m && m.type === 'carcassonne:step').at(-1).step === 1")
    shown = [m["step"] for m in received(page, "carcassonne:step")[before:]]
    assert shown[-2:] == [0, 1]
    assert len(shown) < 100, f"{len(shown)} steps of the burst were drawn"  # coalesced, not 10 000 redraws
    assert console_errors == []
