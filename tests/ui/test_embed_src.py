"""The embed's ``src=`` (ui.embed_src): which addresses the page may read, a body read as a stream and stopped at
the size limit, a read that takes too long refused, and every refusal worded in English and German."""

import asyncio
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from ui import i18n
# Pyodide runs its tests inside the page's running event loop, where ``asyncio.run`` cannot start another;
# the browser's own reading is tested end to end (e2e/test_embed_src_frames.py).
needs_own_loop = pytest.mark.skipif(sys.platform == "emscripten", reason="asyncio.run inside Pyodide's running loop")


def run_alone(coroutine):
    """``asyncio.run`` in a thread of its own: a browser test run earlier in this process (Playwright's sync API)
    can leave an event loop running in the main thread, where ``asyncio.run`` refuses to start."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

from ui.embed_src import MAX_SRC_BYTES, REASONS, SrcRefused, address_problem, decode_text, read_limited, within


@pytest.mark.parametrize("src, page, problem", [
    ("https://lessons.example/a.json", "https://site.example/embed.html", None),
    ("https://site.example/l/a.json", "https://site.example/embed.html", None),
    ("http://127.0.0.1:8000/l/a.json", "http://127.0.0.1:8000/embed.html", None),  # the same site on http
    ("http://lessons.example/a.json", "https://site.example/embed.html", "http-from-https"),
    ("http://site.example/a.json", "https://site.example/embed.html", "http-from-https"),  # same host, not origin
    ("http://localhost:9000/a.json", "http://127.0.0.1:8000/embed.html", "not-https"),  # the policy blocks it
    ("data:application/json,{}", "https://site.example/embed.html", "not-https"),
])
def test_only_the_page_s_own_site_or_https_addresses_are_asked_for(src, page, problem):
    assert address_problem(src, page) == problem


def chunks(*parts, endless: bytes | None = None):
    """A body's ``read()``: the parts, then (if given) ``endless`` forever, else the end (None)."""
    queue = list(parts)
    reads = []

    async def read():
        reads.append(1)
        if queue:
            return queue.pop(0)
        return endless

    read.reads = reads
    return read


@needs_own_loop
def test_a_body_is_read_whole_when_it_is_within_the_limit():
    assert run_alone(read_limited(chunks(b'{"a":', b" 1}"))) == b'{"a": 1}'
    assert run_alone(read_limited(chunks(b"x" * MAX_SRC_BYTES))) == b"x" * MAX_SRC_BYTES


@needs_own_loop
def test_an_endless_body_is_stopped_as_soon_as_it_passes_the_limit():
    read = chunks(endless=b"[" * 65536)
    with pytest.raises(SrcRefused) as refused:
        run_alone(read_limited(read))
    assert refused.value.code == "too-large" and refused.value.params == {"limit": MAX_SRC_BYTES}
    assert len(read.reads) == MAX_SRC_BYTES // 65536 + 1  # not one chunk more than it takes


@needs_own_loop
def test_a_body_that_stops_coming_is_refused_after_the_time_limit():
    sent = [b"{"]

    async def stalling():  # the server sent the head and a byte, then nothing
        if sent:
            return sent.pop()
        await asyncio.get_running_loop().create_future()

    with pytest.raises(SrcRefused) as refused:
        run_alone(within(read_limited(stalling), 0.05))
    assert refused.value.code == "too-slow" and refused.value.params == {"seconds": 0}
    assert sent == []


def test_text_is_read_as_the_browser_reads_it():
    assert decode_text("\ufeff{\"ü\": 1}".encode()) == '{"ü": 1}'
    assert decode_text(b'{"a": "\xff"}') == '{"a": "\ufffd"}'


@pytest.mark.parametrize("code, params, english, german", [
    ("not-found", {}, "no file was found at this address (HTTP 404)",
     "unter dieser Adresse wurde keine Datei gefunden (HTTP 404)"),
    ("no-cors", {}, "the server of the file does not allow other sites to read it (CORS)",
     "der Server der Datei erlaubt anderen Seiten nicht, sie zu lesen (CORS)"),
    ("too-slow", {"seconds": 15}, "the file did not finish loading within 15 seconds",
     "die Datei war nach 15 Sekunden nicht fertig geladen"),
])
def test_refusals_are_plain_words_in_english_and_german(code, params, english, german):
    refused = SrcRefused(code, **params)
    assert refused.text() == english
    try:
        i18n.set_language("de")
        assert refused.text() == german
        for code, words in REASONS.items():  # every reason is translated
            assert i18n.catalogue().gettext(words) != words, code
    finally:
        i18n.set_language("en")
