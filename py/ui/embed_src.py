"""The embed's ``src=``: read as a stream, stopped at `MAX_SRC_BYTES` and after `SRC_TIMEOUT_S`, and every way it can
fail said in plain words (`shared/spec/embed.md` 1.1).

A browser's ``fetch`` says "TypeError: Failed to fetch" alike for a server without CORS, a server that is down and
an address the page's policy forbids; the console alone knows which.  So an address the page may not read (``http:``
from an ``https:`` page, or any non-``https:`` address of another site, which the Content-Security-Policy blocks) is
refused before it is asked for, and after a failed fetch a second, ``no-cors`` request tells a server that answers
(but not to other sites) from one that cannot be reached.  `read_limited` and `address_problem` are pure (tested on
CPython in tests/ui/test_embed_src.py); `fetch_text` is the browser's part.
"""

from __future__ import annotations

import asyncio
from typing import Awaitable, Callable
from urllib.parse import urlsplit

from .dom import found, js, js_object, q
from .i18n import N_, t

MAX_SRC_BYTES = 1_000_000  # embed.md: over 1 MB is refused, checked while reading
SRC_TIMEOUT_S = 15  # embed.md: a file not read whole within 15 s is refused

#: Why a ``src`` is refused, by code (the words take the error's parameters).
REASONS = {
    "http-from-https": N_("the file's address starts with http:, and a page loaded over https: may not read it; "
                          "give an https: address"),
    "not-https": N_("a file from another site must have an https: address"),
    "not-found": N_("no file was found at this address (HTTP 404)"),
    "http-status": N_("the file could not be loaded (HTTP {status})"),
    "no-cors": N_("the server of the file does not allow other sites to read it (CORS)"),
    "unreachable": N_("the server of the file could not be reached"),
    "too-large": N_("the file is larger than {limit} bytes"),
    "too-slow": N_("the file did not finish loading within {seconds} seconds"),
}


class SrcRefused(Exception):
    """A ``src`` that cannot be used: a code of `REASONS` and its parameters."""

    def __init__(self, code: str, **params) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def text(self) -> str:
        """The reason in the page's language (worded again after a language switch)."""
        return t(REASONS[self.code], **self.params)


def address_problem(src_href: str, page_href: str) -> str | None:
    """Why the page may not read this address (a `REASONS` code), or None: same-origin or ``https:`` only."""
    src, page = urlsplit(src_href), urlsplit(page_href)
    if (src.scheme, src.netloc) == (page.scheme, page.netloc) or src.scheme == "https":
        return None
    if src.scheme == "http" and page.scheme == "https":
        return "http-from-https"
    return "not-https"


async def read_limited(read: Callable[[], Awaitable[bytes | None]], limit: int = MAX_SRC_BYTES) -> bytes:
    """The whole body from ``read()`` (a chunk, or None at the end), refused as soon as it grows over ``limit``:
    an endless body costs ``limit`` bytes, not memory until the tab dies."""
    parts: list[bytes] = []
    size = 0
    while (chunk := await read()) is not None:
        size += len(chunk)
        if size > limit:
            raise SrcRefused("too-large", limit=limit)
        parts.append(chunk)
    return b"".join(parts)


def decode_text(data: bytes) -> str:
    """UTF-8 as ``Response.text()`` reads it: a leading byte-order mark dropped, bad bytes replaced."""
    return data.decode("utf-8", errors="replace").removeprefix("\ufeff")


async def within(work: Awaitable, seconds: float):
    """``await work``, refused as "too slow" when it takes longer than ``seconds``."""
    try:
        return await asyncio.wait_for(work, seconds)
    except asyncio.TimeoutError:
        raise SrcRefused("too-slow", seconds=int(seconds)) from None


# --- the browser's part ---------------------------------------------------------------------------------------------

async def fetch_text(src: str) -> str:
    """The text at ``src`` (relative to the page), or `SrcRefused` saying why not."""
    try:
        url = str(js.URL.new(src, js.location.href).href)
    except Exception:  # noqa: BLE001 - not an address at all
        raise SrcRefused("unreachable") from None
    problem = address_problem(url, str(js.location.href))
    if problem is not None:
        raise SrcRefused(problem)
    controller = js.AbortController.new()
    try:
        return await within(_download(url, controller.signal), SRC_TIMEOUT_S)
    finally:
        controller.abort()  # a body still coming (refused, or too slow) stops downloading; a no-op after the end


async def _download(url: str, signal) -> str:
    try:
        response = await js.fetch(url, js_object(signal=signal))
    except Exception:  # noqa: BLE001 - "Failed to fetch": the browser does not say why
        raise SrcRefused(await _why_unfetched(url, signal)) from None
    if int(response.status) == 404:
        raise SrcRefused("not-found")
    if not response.ok:
        raise SrcRefused("http-status", status=int(response.status))
    size = response.headers.get("content-length")
    if found(size) and str(size).isdigit() and int(str(size)) > MAX_SRC_BYTES:
        raise SrcRefused("too-large", limit=MAX_SRC_BYTES)
    if not found(response.body):
        return ""
    reader = response.body.getReader()

    async def read() -> bytes | None:
        chunk = await reader.read()
        return None if chunk.done else chunk.value.to_bytes()

    return decode_text(await read_limited(read))


async def _why_unfetched(url: str, signal) -> str:
    """A fetch that failed: a server that answers a ``no-cors`` request is there but does not allow CORS."""
    try:
        await js.fetch(url, js_object(mode="no-cors", signal=signal))
    except Exception:  # noqa: BLE001 - down, refused, or blocked by the page's policy
        return "unreachable"
    return "no-cors"


def show_loading(root, loading: bool) -> None:
    """While a ``src`` loads, the frame says so (``embed-loading``) in place of "Waiting for a scenario…"."""
    node = q(root, '[data-testid="embed-loading"]')
    if not found(node):
        node = js.document.createElement("p")
        node.className = "embed-waiting"  # the waiting line's look
        node.dataset.testid = "embed-loading"
        node.setAttribute("role", "status")
        q(root, '[data-testid="embed-waiting"]').after(node)
    node.textContent = t("Loading the lesson…")
    node.hidden = not loading
    if loading:
        q(root, '[data-testid="embed-waiting"]').hidden = True
