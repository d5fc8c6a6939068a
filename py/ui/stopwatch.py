"""Timing the pieces of a quick path (a drop) as ``performance.measure`` entries, for e2e/bench_ui.py and a
browser's profiler."""

from __future__ import annotations

from .dom import js, js_object


class Stopwatch:
    """The pieces of a quick path as ``performance.measure`` entries (``carcassonne-drop-engine`` …), made at the end
    in one go: e2e/bench_ui.py prints them, a browser's profiler shows them.  Does nothing without a browser."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.laps: list[tuple[str, float]] = [("", js.performance.now())] if js is not None else []

    def lap(self, piece: str) -> None:
        if self.laps:
            self.laps.append((piece, js.performance.now()))

    def done(self) -> None:
        for (_, start), (piece, end) in zip(self.laps, self.laps[1:]):
            js.performance.measure(f"carcassonne-{self.name}-{piece}", js_object(start=start, end=end))
