"""The saved games on the menu: one entry per save with Resume, Export and Delete, and unreadable entries listed
with the reason (left as they are).  Import of a file is wired here too.

An entry shows the players in their colours, each with their score, the turn, how many tiles are left of the bag, the
expansions and when it was saved; a save made by importing a file says so (``meta.imported``).  The game this
tab keeps open behind the menu (``current``) is marked, and its Resume is "Back to game": the running game is
shown again as it is, not reloaded (`on_back`).

What an entry shows is recomputed by replaying the save (`carcassonne.record.save_summary`: names, scores, turns,
whether it is over, tiles left, rules), never taken from the file's ``meta`` (which anyone can edit; only the
"imported" label and the date come from there, and claim nothing about the game); a save that does not replay is
listed as unreadable with the engine's reason.  Summaries are kept per entry text, so showing the menu again
replays only what changed.  The engine is imported when there is a save to list.  Names come from saves (user
text, at most 40 characters once read) and go into ``textContent``.
"""

from __future__ import annotations

from . import dom, i18n
from .i18n import N_, nt, t
from .dom import Callbacks, found, js_object, make, q
from .storage import DENIED_MESSAGE, SaveStore


def computers_of(meta, players: int) -> list[int]:
    """The computer seats a save's ``meta`` names (anything unreadable there counts as none)."""
    seats = meta.get("computers") if isinstance(meta, dict) else None
    if not isinstance(seats, list):
        return []
    return sorted({s for s in seats if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players})


def summary_bits(summary) -> list[str]:
    """What the list shows of a replayed save besides its players and scores: the turn, finished."""
    bits = [t("turn {n}", n=summary.turns + 1)]
    if summary.over:
        bits.append(t("finished"))
    return bits


EXPANSION_LABELS = {"river": N_("The River"), "abbot": N_("The Abbot"), "inns-cathedrals": N_("Inns & Cathedrals"),
                    "gingerbread": N_("The Gingerbread Man")}


def length_bit(summary) -> str | None:
    """How far the game is: the tiles left of its bag (None for a free game or a finished one)."""
    if summary.free or summary.over or not summary.bag_size:
        return None
    return nt("{n} tile left of {total}", "{n} tiles left of {total}", summary.tiles_left,
              total=summary.bag_size)


def rules_line(summary) -> str:
    """The expansions in play ("Base game" without any), and farmers when they are off."""
    names = [t(EXPANSION_LABELS.get(e, e)) for e in summary.expansions] or [t("Base game")]
    if not summary.farmers:
        names.append(t("no farmers"))
    return " · ".join(names)


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


def saved_when(ms: float) -> str:
    """When a save was written, as the page's language writes a date and time ('' when it cannot)."""
    if not ms:
        return ""
    try:
        options = js_object(dateStyle="medium", timeStyle="short")
        return str(dom.js.Date.new(ms).toLocaleString(i18n.language(), options))
    except Exception:  # noqa: BLE001 - a strange date is left out
        return ""


def js_text(value: str):
    return dom.js.document.createTextNode(value)


def damaged_reason(error) -> str:
    """Why an entry is listed as unreadable: a sentence (`storage.check_save`) or the engine's error, worded now."""
    if isinstance(error, BaseException):
        from .record_reasons import document_error_text

        error = document_error_text(error)
    return t("{reason}. It is left as it is.", reason=f"{error[0].upper()}{error[1:]}") if error \
        else t("It is left as it is.")


class SavesList:
    """``on_resume(id)``, ``on_export(id)``: the app's; ``on_import(text, filename)`` gets an imported file."""

    def __init__(self, root, store: SaveStore, callbacks: Callbacks, on_resume, on_export, on_import,
                 on_back=None, on_replay=None) -> None:
        self.root = root  # the saved-games card
        self.store = store
        self.callbacks = callbacks
        self.list = q(root, "ul")
        self.empty = q(root, "#saves-empty")
        self.on_resume, self.on_export, self.on_import = on_resume, on_export, on_import
        self.on_back = on_back  # ``on_back()``: show the game kept open behind the menu again
        self.on_replay = on_replay  # ``on_replay(id)``: watch the saved game again, turn by turn
        self.current: str | None = None  # the id of that game's save (None: no game is kept open)
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
        current = entry.id is not None and entry.id == self.current
        li = make("li", "save current" if current else "save")
        li.dataset.id = entry.id
        head = make("p", "save-head")
        if current:
            li.setAttribute("aria-current", "true")
            head.appendChild(make("span", "save-badge current", t("Current game"), data_testid="current-game"))
        if summary.imported:
            li.dataset.imported = "yes"
            head.appendChild(make("span", "save-badge imported", t("Imported copy"), data_testid="imported-save"))
        when = saved_when(entry.saved)
        if when:
            head.appendChild(make("span", "save-when", t("saved {when}", when=when)))
        li.appendChild(head)
        li.appendChild(self.players_line(summary, computers_of(entry.meta, len(summary.names))))
        bits = summary_bits(summary)
        length = length_bit(summary)
        if length:
            bits.append(length)
        li.appendChild(make("p", "save-meta", " · ".join(bits)))
        li.appendChild(make("p", "save-rules", rules_line(summary)))
        li.appendChild(self.actions(entry.id, current))
        return li

    @staticmethod
    def players_line(summary, computers: list[int]):
        """Each player's name after a dot of their colour (the text reads as `text.players_line`), then their
        score, recomputed from the turns ("● Anna 12, ● Ben 7": a score beside its name, not "12–7", which read
        like a date)."""
        from . import text  # the game's texts: not needed for a menu without saves (startup)

        p = make("p", "save-players")
        for i, name in enumerate(summary.names):
            if i:
                p.appendChild(js_text(", "))
            colour = summary.colors[i] if i < len(summary.colors) else ""
            p.appendChild(make("span", "save-swatch", "", data_color=colour, aria_hidden="true"))
            p.appendChild(make("span", "save-name", text.players_line([{"name": name}], [0] if i in computers else [])))
            if i < len(summary.scores):
                p.appendChild(js_text(" "))
                p.appendChild(make("span", "save-score", str(summary.scores[i]), data_testid="save-score"))
        return p

    @staticmethod
    def actions(save_id: str, current: bool):
        box = make("div", "save-actions")
        first = (N_("Back to game"), "primary", "resume-game", "back") if current else \
            (N_("Resume"), "primary", "resume-game", "resume")
        buttons = [first, (N_("Export"), "quiet", "export-game", "export"),
                   (N_("Watch again"), "quiet", "replay-game", "replay")]
        if not current:  # the game on screen is not deleted from under it
            buttons.append((N_("Delete"), "quiet", "delete-game", "delete"))
        for label, cls, testid, do in buttons:
            box.appendChild(make("button", cls, t(label), type="button", data_testid=testid, data_id=save_id,
                                 data_do=do))
        return box

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
        if button.dataset.do == "back" and self.on_back is not None:
            self.on_back()
        elif button.dataset.do in ("resume", "back"):
            self.on_resume(save_id)
        elif button.dataset.do == "export":
            self.on_export(save_id)
        elif button.dataset.do == "replay" and self.on_replay is not None:
            self.on_replay(save_id)
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
