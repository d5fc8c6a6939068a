"""The editor screen's lesson words (issue 23): the fields of every text in English and German, the tasks (which
one is shown, add, remove, its right and wrong answers and what each mistake says), the following lesson, and
the preview in either language.  `editor.EditorScreen` hands it the events of these fields; the state is the
screen's `editor_state.EditorSession`.

What a teacher typed only ever goes into ``value`` and ``textContent``.
"""

from __future__ import annotations

from .dom import found, make, q, q_all
from .editor_state import LANGS, RIGHT, WRONG
from .editor_texts import LANG_NAMES, wrong_label
from .i18n import N_, language, t

TASK_TEXTS = ("prompt", "hint", "success")


class LessonWords:
    """The words part of one work area (``work``, rebuilt with it) of the editor ``screen``."""

    def __init__(self, screen, work) -> None:
        self.screen = screen
        self.work = work

    @property
    def session(self):
        return self.screen.session

    def field(self, testid: str):
        return q(self.work, f'[data-testid="{testid}"]')

    # --- from the session into the fields ------------------------------------------------------------------

    def texts_of(self, name: str) -> dict[str, str] | None:
        """The session's texts (one per language) a field named ``name`` (its ``data-text``) edits."""
        session, task = self.session, self.session.task
        if name in TASK_TEXTS:
            return getattr(task, name) if task is not None else None
        return {"title": session.title, "description": session.description, "note": session.note}.get(name)

    def fill(self) -> None:
        """Every field from the session (an opened file's texts, or a reopened editor's)."""
        self.field("editor-next").value = self.session.next
        self.field("editor-preview-lang").value = language() if language() in LANGS else "en"
        self.field("editor-task-on").checked = bool(self.session.tasks)
        for node in q_all(self.work, "[data-text][data-lang]"):
            texts = self.texts_of(str(node.dataset.text))
            node.value = texts[str(node.dataset.lang)] if texts is not None else ""
        self.fill_task()
        self.preview()

    def fill_notes(self) -> None:
        """The note fields from the turn being placed (empty after a turn, its notes again after undo)."""
        for lang in LANGS:
            self.field("editor-note" if lang == "en" else f"editor-note-{lang}").value = self.session.note[lang]

    def fill_task(self) -> None:
        """The shown task's fields: which task, its texts, seat and tile."""
        session, task = self.session, self.session.task
        pick = self.field("editor-task-pick")
        pick.textContent = ""
        for i in range(len(session.tasks)):
            pick.appendChild(make("option", "", t("Task {n}", n=i + 1), value=i))
        pick.value = str(session.current)
        self.field("editor-task-remove").disabled = task is None
        for node in q_all(self.work, ".editor-task [data-text][data-lang]"):
            node.value = getattr(task, str(node.dataset.text))[str(node.dataset.lang)] if task is not None else ""
        if task is not None:
            self.field("editor-task-player").value = str(task.player)
            self.field("editor-task-tile").value = task.tile

    # --- events --------------------------------------------------------------------------------------------

    def on_input(self, target) -> bool:
        """A text typed: into the session (True: it was one of these fields)."""
        dataset = target.dataset
        lang = str(dataset.lang) if found(target.getAttribute("data-lang")) else ""
        if str(target.getAttribute("data-testid") or "") == "editor-next":
            self.session.next = str(target.value)
        elif found(target.getAttribute("data-wrong")) and lang and self.session.task is not None:
            wrong = self.session.task.wrong
            index = int(dataset.wrong)
            if index < len(wrong):
                wrong[index].say[lang] = str(target.value)
        elif found(target.getAttribute("data-text")) and lang:
            texts = self.texts_of(str(dataset.text))
            if texts is None:
                return True
            texts[lang] = str(target.value)
        else:
            return False
        self.preview()
        return True

    def task_switched(self, on: bool) -> None:
        """The task box ticked (a first task for the chosen tile and seat) or cleared (no task)."""
        session = self.session
        if on and not session.tasks:
            session.set_task(session.tile or session.tile_ids()[0], session.player)
        elif not on:
            session.drop_task()
        self.fill_task()

    def seat_or_tile_changed(self) -> None:
        session = self.session
        session.set_task(str(self.field("editor-task-tile").value), int(self.field("editor-task-player").value))

    def pick_task(self, index: int) -> None:
        self.session.choose_task(index)
        self.fill_task()

    def add_task(self) -> None:
        session, task = self.session, self.session.task
        if task is None:
            self.task_switched(True)
        else:
            session.add_task(task.tile, task.player)
        self.fill_task()

    def remove_task(self) -> None:
        self.session.remove_task()
        self.field("editor-task-on").checked = bool(self.session.tasks)
        self.fill_task()

    def match_changed(self, box) -> None:
        """A part of a mistake ticked or unticked."""
        self.session.match(int(box.dataset.wrong), str(box.dataset.match), bool(box.checked))

    def add_any_wrong(self) -> None:
        self.session.add_any_wrong()

    def toggle(self, kind: str) -> None:
        """Start (or stop) placing right or wrong answers on the board."""
        session = self.session
        if session.task is None:
            return
        if session.recording == kind:
            session.stop_answers()
        else:
            session.start_answers(kind)

    # --- after every redraw ------------------------------------------------------------------------------------

    def show(self) -> None:
        """The task box, the two answer buttons and the lists of right and wrong answers."""
        session, task = self.session, self.session.task
        q(self.work, ".editor-task-fields").hidden = task is None
        if task is None:
            return
        buttons = ((RIGHT, "editor-task-answers", t("Done placing answers"), t("Place the right answers on the board")),
                   (WRONG, "editor-task-wrongs", t("Done placing mistakes"), t("Place expected mistakes on the board")))
        for kind, testid, stop, start in buttons:
            on = session.recording == kind
            self.field(testid).textContent = stop if on else start
            self.field(testid).setAttribute("aria-pressed", "true" if on else "false")
        box = self.field("editor-task-right")
        box.textContent = ""
        for answer in task.right:
            box.appendChild(make("li", "", move_line(task.tile, answer)))
        self.show_wrongs(task)

    def show_wrongs(self, task) -> None:
        box = self.field("editor-task-wrong")
        box.textContent = ""
        for i, wrong in enumerate(task.wrong):
            item = make("li", "", move_line(task.tile, wrong.turn))
            item.appendChild(match_boxes(i, wrong))
            group = make("fieldset", "lang-pair")
            group.appendChild(make("legend", "", wrong_label(i + 1)))
            for lang in LANGS:
                label = make("label", "field")
                label.appendChild(make("span", "", t(LANG_NAMES[lang])))
                node = say_field(i, lang)
                node.value = wrong.say[lang]
                label.appendChild(node)
                group.appendChild(label)
            item.appendChild(group)
            box.appendChild(item)

    def preview(self) -> None:
        """The lesson's words as a viewer in the preview's language shows them."""
        box = self.field("editor-preview")
        box.textContent = ""
        texts = self.session.preview(str(self.field("editor-preview-lang").value or "en"))
        box.appendChild(make("h3", "", texts.title or t("(no title)")))
        if texts.description:
            box.appendChild(make("p", "", texts.description))
        for number, note in enumerate(texts.notes, 1):
            if note:
                box.appendChild(line(t("Step {n}", n=number), note))
        for number, task in enumerate(texts.tasks, 1):
            box.appendChild(line(t("Task {n}", n=number), task.prompt))
            for label, text in ((t("Hint"), task.hint), (t("Said when the answer is right"), task.success)):
                if text:
                    box.appendChild(line(label, text))
            for i, said in enumerate(task.wrong, 1):
                box.appendChild(line(wrong_label(i), said))


MATCH_KEYS = (("cell", N_("Square")), ("rot", N_("Rotation")), ("meeple", N_("Follower")))


def match_boxes(index: int, wrong):
    """Which parts of mistake ``index`` must be as placed (unticked: any); a part the placed move does not have
    (no follower, or an entry opened from a file without it) cannot be ticked."""
    full = wrong.placed or wrong.turn
    group = make("fieldset", "match-keys")
    group.appendChild(make("legend", "", t("Must be as placed")))
    values = {"cell": (wrong.turn.x, full.x), "rot": (wrong.turn.rot, full.rot),
              "meeple": (wrong.turn.deploy, full.deploy)}
    for key, label in MATCH_KEYS:
        now, placed = values[key]
        box = make("input", "", None, type="checkbox", data_match=key, data_wrong=index)
        box.checked = now is not None
        box.disabled = placed is None
        holder = make("label", "check")
        holder.appendChild(box)
        holder.appendChild(make("span", "", t(label)))
        group.appendChild(holder)
    return group


def say_field(index: int, lang: str):
    """The field of what mistake ``index`` says in ``lang`` (the English one's hook has no language in it)."""
    if lang == "en":
        node = make("input", "", None, data_testid=f"editor-wrong-say-{index}")
    else:
        node = make("input", "", None, data_testid=f"editor-wrong-say-de-{index}")
    for name, value in (("data-wrong", index), ("data-lang", lang), ("lang", lang), ("maxlength", 2000),
                        ("autocomplete", "off")):
        node.setAttribute(name, str(value))
    return node


def line(label: str, text: str):
    """A preview line: a label in bold, then the text (both as text)."""
    node = make("p", "")
    node.appendChild(make("strong", "", label))
    node.appendChild(js_text(" " + text))
    return node


def js_text(text: str):
    from .dom import js

    return js.document.createTextNode(text)


def move_line(tile: str, answer) -> str:
    """An answer in words: the tile and its cell, its rotation, its follower's spot; what the answer leaves out
    is said to match anything (a partial turn of the scenario format)."""
    if answer.x is not None and answer.y is not None:
        parts = [t("{tile} at ({x}, {y})", tile=tile, x=answer.x, y=answer.y)]
    elif answer.x is not None:
        parts = [t("{tile} in column {x}", tile=tile, x=answer.x)]
    elif answer.y is not None:
        parts = [t("{tile} in row {y}", tile=tile, y=answer.y)]
    else:
        parts = [t("{tile} anywhere", tile=tile)]
    parts.append(t("turned {rot}°", rot=answer.rot) if answer.rot is not None else t("any rotation"))
    parts.append(t("follower at {location}", location=answer.deploy.location) if answer.deploy is not None
                 else t("any follower or none"))
    return ", ".join(parts)
