"""The saved games on the menu: one entry per save (players, turn, scores, when) with Resume, Export and Delete,
and unreadable entries listed with the reason (left as they are).  Import of a file is wired here too.

Loaded at startup: it imports no engine module.  Names come from saves (user text) and go into ``textContent``.
"""

from __future__ import annotations

from . import dom, text
from .dom import Callbacks, found, make, q
from .storage import DENIED_MESSAGE, SaveStore


def computers_of(meta, players: int) -> list[int]:
    """The computer seats a save's ``meta`` names (anything unreadable there counts as none)."""
    seats = meta.get("computers") if isinstance(meta, dict) else None
    if not isinstance(seats, list):
        return []
    return sorted({s for s in seats if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players})


def meta_bits(meta: dict) -> list[str]:
    """What a save's ``meta`` says worth showing: turn, scores, finished (unreadable parts are left out)."""
    bits = []
    if isinstance(meta.get("turn"), int) and not isinstance(meta.get("turn"), bool):
        bits.append(f"turn {meta['turn'] + 1}")
    scores = meta.get("scores")
    if isinstance(scores, list) and all(isinstance(s, int) for s in scores):
        bits.append("–".join(str(s) for s in scores))
    if meta.get("over"):
        bits.append("finished")
    return bits


def damaged_reason(error: str) -> str:
    return f"{error[0].upper()}{error[1:]}. It is left as it is." if error else "It is left as it is."


class SavesList:
    """``on_resume(id)``, ``on_export(id)``: the app's; ``on_import(text, filename)`` gets an imported file."""

    def __init__(self, root, store: SaveStore, callbacks: Callbacks, on_resume, on_export, on_import) -> None:
        self.root = root  # the saved-games card
        self.store = store
        self.callbacks = callbacks
        self.list = q(root, "ul")
        self.empty = q(root, "#saves-empty")
        self.on_resume, self.on_export, self.on_import = on_resume, on_export, on_import
        callbacks.on(self.list, "click", self.clicked)
        callbacks.on(q(root, '[data-testid="import-file"]'), "change", self.file_chosen)

    def render(self) -> None:
        box = self.list
        box.textContent = ""
        entries = self.store.entries()
        self.empty.hidden = bool(entries)
        if not self.store.available:
            self.empty.textContent = DENIED_MESSAGE
            self.empty.hidden = False
        for entry in entries:
            box.appendChild(self.entry_item(entry) if entry.ok else self.damaged_item(entry))

    def entry_item(self, entry):
        meta = entry.meta
        li = make("li", "save")
        li.dataset.id = entry.id
        li.appendChild(make("p", "save-players",
                            text.players_line(entry.players, computers_of(meta, len(entry.players)))))
        bits = meta_bits(meta)
        if entry.saved:
            try:
                bits.append("saved " + str(dom.js.Date.new(entry.saved).toLocaleString()))
            except Exception:  # noqa: BLE001 - a strange date is left out
                pass
        li.appendChild(make("p", "save-meta", " · ".join(bits)))
        actions = make("div", "save-actions")
        for label, cls, testid, do in (("Resume", "primary", "resume-game", "resume"),
                                       ("Export", "quiet", "export-game", "export"),
                                       ("Delete", "quiet", "delete-game", "delete")):
            actions.appendChild(make("button", cls, label, type="button", data_testid=testid, data_id=entry.id,
                                     data_do=do))
        li.appendChild(actions)
        return li

    @staticmethod
    def damaged_item(entry):
        li = make("li", "save damaged")
        li.dataset.testid = "damaged-save"
        li.dataset.key = entry.key
        li.appendChild(make("p", "save-players", f"Unreadable entry “{entry.key}”"))
        li.appendChild(make("p", "save-meta", damaged_reason(entry.error)))
        return li

    def clicked(self, ev) -> None:
        button = ev.target.closest("button[data-do]")
        if not found(button):
            return
        save_id = button.dataset.id
        if button.dataset.do == "resume":
            self.on_resume(save_id)
        elif button.dataset.do == "export":
            self.on_export(save_id)
        elif button.dataset.do == "delete":
            if button.getAttribute("data-armed") != "yes":  # the first press asks, the second deletes
                button.setAttribute("data-armed", "yes")
                button.textContent = "Really delete?"
                return
            self.store.delete(save_id)
            self.render()

    def file_chosen(self, ev) -> None:
        files = ev.target.files
        if not found(files) or files.length == 0:
            return
        file = files.item(0)
        ev.target.value = ""
        name = str(file.name)
        file.text().then(self.callbacks.once(lambda content: self.on_import(str(content), name)))
