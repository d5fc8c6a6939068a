"""Placeholder entry point: imports the engine and marks the page ready.

The real UI replaces this. Tests wait for ``<html class="app-ready">``, not PyScript's events.
"""

import sys

from js import document

import carcassonne


def main() -> None:
    app = document.getElementById("app")
    app.textContent = (
        f"Carcassonne engine loaded ({carcassonne.__name__}, Python {sys.version.split()[0]})."
    )
    document.documentElement.classList.add("app-ready")
