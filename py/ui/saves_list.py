"""The saved games on the menu: one entry per save (players, turn, scores, when) with Resume, Export and Delete,
and unreadable entries listed with the reason (left as they are).  Import of a file is wired here too.

What an entry shows is recomputed by replaying the save (`carcassonne.record.save_summary`: names, scores, turns,
whether it is over), never taken from the file's ``meta`` (which anyone can edit); a save that does not replay is
listed as unreadable with the engine's reason.  Summaries are kept per entry text, so showing the menu again
replays only what changed.  The engine is imported when there is a save to list.  Names come from saves (user
text, at most 40 characters once read) and go into ``textContent``.
"""

from __future__ import annotations

from . import dom, i18n, text
from .i18n import N_, t
from .dom import Callbacks, found, make, q
from .storage import DENIED_MESSAGE, SaveStore


def computers_of(meta, players: int) -> list[int]:
    """The computer seats a save's ``meta`` names (anything unreadable there counts as none)."""
    seats = meta.get("computers") if isinstance(meta, dict) else None
    if not isinstance(seats, list):
        return []
    return sorted({s for s in seats if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players})


def summary_bits(summary) -> list[str]:
    """What the list shows of a replayed save: the turn, the scores recomputed from its turns, finished."""
    bits = [t("turn {n}", n=summary.turns + 1), "–".join(str(s) for s in summary.scores)]
    if summary.over:
        bits.append(t("finished"))
    return bits


def summarise(text: str | None, cache: dict):
    """(summary, None) of a stored save's text, or (None, the reason it does not replay); kept in ``cache``."""
    if text in cache:
        return cache[text]
    from carcassonne import CarcassonneError, record

    try:
        result = record.save_summary(text), None
    except CarcassonneError as exc:
        result = None, exc  # worded when shown (`damaged_reason`): the language may change meanwhile
    if len(cache) > 200:
        cache.clear()
    cache[text] = result
    return result


def damaged_reason(error) -> str:
    """Why an entry is listed as unreadable: a sentence (`storage.check_save`) or the engine's error, worded now."""
    if isinstance(error, BaseException):
        from .record_reasons import reason_text

        error = reason_text(error)
    return t("{reason}. It is left as it is.", reason=f"{error[0].upper()}{error[1:]}") if error \
        else t("It is left as it is.")


class SavesList:
    """``on_resume(id)``, ``on_export(id)``: the app's; ``on_import(text, filename)`` gets an imported file."""

    def __init__(self, root, store: SaveStore, callbacks: Callbacks, on_resume, on_export, on_import) -> None:
        self.root = root  # the saved-games card
        self.store = store
        self.callbacks = callbacks
        self.list = q(root, "ul")
        self.empty = q(root, "#saves-empty")
        self.on_resume, self.on_export, self.on_import = on_resume, on_export, on_import
        self.summaries: dict = {}  # entry text -> (summary, why not)
        callbacks.on(self.list, "click", self.clicked)
        callbacks.on(q(root, '[data-testid="import-file"]'), "change", self.file_chosen)

    def render(self) -> None:
        box = self.list
        box.textContent = ""
        entries = self.store.entries()
        self.empty.hidden = bool(entries)
        if not self.store.available:
            self.empty.textContent = t(DENIED_MESSAGE)
            self.empty.hidden = False
        for entry in entries:
            if entry.ok:
                summary, why = summarise(self.store.peek(entry.id), self.summaries)
                if summary is None:
                    entry.error = why
            box.appendChild(self.entry_item(entry, summary) if entry.ok else self.damaged_item(entry))

    def entry_item(self, entry, summary):
        meta = entry.meta
        li = make("li", "save")
        li.dataset.id = entry.id
        players = [{"name": name} for name in summary.names]
        li.appendChild(make("p", "save-players", text.players_line(players, computers_of(meta, len(players)))))
        bits = summary_bits(summary)
        if entry.saved:
            try:
                bits.append(t("saved {when}", when=str(dom.js.Date.new(entry.saved).toLocaleString(i18n.language()))))
            except Exception:  # noqa: BLE001 - a strange date is left out
                pass
        li.appendChild(make("p", "save-meta", " · ".join(bits)))
        actions = make("div", "save-actions")
        for label, cls, testid, do in ((N_("Resume"), "primary", "resume-game", "resume"),
                                       (N_("Export"), "quiet", "export-game", "export"),
                                       (N_("Delete"), "quiet", "delete-game", "delete")):
            actions.appendChild(make("button", cls, t(label), type="button", data_testid=testid, data_id=entry.id,
                                     data_do=do))
        li.appendChild(actions)
        return li

    @staticmethod
    def damaged_item(entry):
        li = make("li", "save damaged")
        li.dataset.testid = "damaged-save"
        li.dataset.key = entry.key
        li.appendChild(make("p", "save-players", t("Unreadable entry “{key}”", key=entry.key)))
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
                button.textContent = t("Really delete?")
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
