"""The scenario editor screen of the app (issue 10): a teacher builds a position freely and exports it.

First a card asks for the players and rules (or a scenario file to open); then the work area: the tile picker,
the board (the game's own `game_view.GameView` and `board_view.BoardView`: drag and drop, rotation, follower
spots) and a side panel (who plays, the tray, a note per turn, undo, title and description, the task, export and
the embed snippet).  The state is an `editor_state.EditorSession`; this module only wires the page to it.

Text typed by the teacher only ever goes into ``value`` or ``textContent``.  The work area is built when the
editor is shown and removed when it is left (the game screen's board uses the same test hooks), the session is
kept, so coming back goes on where the teacher was.
"""

from __future__ import annotations

from . import editor_panel as markup
from .dom import Callbacks, Notices, found, js, log_error, make, q, q_all
from .editor_state import RIGHT, WRONG
from .editor_words import LessonWords
from .game_view import GameHost, GameView
from . import i18n
from .i18n import t



class EditorScreen(GameHost):
    """The editor's section of index.html (``#screen-editor``); ``app`` gives downloads and the way back."""

    def __init__(self, root, callbacks: Callbacks, app) -> None:
        self.root = root
        self.callbacks = callbacks
        self.app = app
        self.session = None
        self.view: GameView | None = None
        self.start_box = make("div", "editor-start")
        root.appendChild(self.start_box)
        self.work = None
        self.words: LessonWords | None = None
        self.build_setup()
        callbacks.on(root, "click", self.on_click)
        callbacks.on(root, "input", self.on_input)
        callbacks.on(root, "change", self.on_change)
        callbacks.on(root, "submit", self.on_submit)
        i18n.on_change(lambda _lang: self.relabel_safely())

    def build_setup(self, names=None) -> None:
        self.start_box.innerHTML = markup.setup_html()
        self.setup = q(self.start_box, ".editor-setup")
        for i in range(6):
            q(self.setup, f'[data-testid="editor-name-{i}"]').value = names[i] if names else t("Player {n}", n=i + 1)

    def relabel_safely(self) -> None:
        try:
            self.relabel()
        except Exception as exc:  # noqa: BLE001 - a language switch must not fail because of the editor
            log_error(exc)

    def relabel(self) -> None:
        """The language changed: the setup card and the work area again, in it (what was typed is kept)."""
        names = [str(q(self.setup, f'[data-testid="editor-name-{i}"]').value) for i in range(6)]
        count = str(q(self.setup, '[data-testid="editor-count"]').value)
        checks = {str(box.getAttribute("data-testid")): bool(box.checked)
                  for box in q_all(self.setup, "input[type=checkbox]")}
        self.build_setup(names)
        q(self.setup, '[data-testid="editor-count"]').value = count
        self.show_rows(int(count))
        for testid, checked in checks.items():
            q(self.setup, f'[data-testid="{testid}"]').checked = checked
        if self.work is not None:
            self.build_work(self.session)

    # --- showing and leaving ---------------------------------------------------------------------------

    def open(self) -> None:
        """Show the editor: the session being edited, else the setup card."""
        if self.session is not None:
            self.build_work(self.session)
        else:
            self.start_box.hidden = False

    def leave(self) -> None:
        self.close_work()
        self.app.show_screen("new")

    def close_work(self) -> None:
        if self.view is not None:
            self.view.close()
            self.view = None
        if self.work is not None:
            self.work.remove()
            self.work = None
            self.words = None

    def to_setup(self) -> None:
        """Back to the setup card for another scenario; the first press asks (the work would be lost)."""
        button = self.field("editor-restart")
        if button.getAttribute("data-armed") != "yes" and self.session.game.turns:
            button.setAttribute("data-armed", "yes")
            button.textContent = t("Really start over?")
            return
        self.close_work()
        self.session = None
        self.start_box.hidden = False

    # --- events (one listener per kind on the section) ----------------------------------------------------

    def on_click(self, ev) -> None:
        button = ev.target.closest("[data-editor]")
        if not found(button) or button.disabled:
            return
        what = button.dataset.editor
        actions = {"menu": self.leave, "undo": self.undo, "export": self.export, "snippet": self.show_snippets,
                   "picture": self.download_picture,
                   "answers": lambda: self.toggle_answers(RIGHT), "wrongs": lambda: self.toggle_answers(WRONG),
                   "add-task": lambda: self.task_action(self.words.add_task),
                   "wrong-any": lambda: self.task_action(self.words.add_any_wrong),
                   "remove-task": lambda: self.task_action(self.words.remove_task), "restart": self.to_setup}
        if what == "tile":
            self.pick_tile(str(button.dataset.tile))
        elif what in actions:
            actions[what]()

    def on_submit(self, ev) -> None:
        ev.preventDefault()
        self.start()

    def on_input(self, ev) -> None:
        if self.session is not None and self.words is not None:
            self.words.on_input(ev.target)

    def on_change(self, ev) -> None:
        target = ev.target
        testid = str(target.getAttribute("data-testid") or "")
        if testid == "editor-count":
            self.show_rows(int(target.value))
        elif testid == "editor-open":
            self.file_chosen(target)
        elif testid == "editor-player" and self.session is not None:
            self.session.choose_player(int(target.value))
            self.view.refresh()
        elif testid == "editor-task-on" and self.session is not None:
            self.task_action(lambda: self.words.task_switched(bool(target.checked)))
        elif testid in ("editor-task-player", "editor-task-tile") and self.session is not None:
            self.task_action(self.words.seat_or_tile_changed)
        elif testid == "editor-task-pick" and self.session is not None:
            self.task_action(lambda: self.words.pick_task(int(target.value)))
        elif found(target.getAttribute("data-match")) and self.session is not None:
            self.task_action(lambda: self.words.match_changed(target))
        elif testid == "editor-preview-lang" and self.words is not None:
            self.words.preview()

    # --- setup -------------------------------------------------------------------------------------------

    def show_rows(self, count: int) -> None:
        for i, row in enumerate(q_all(self.setup, ".player-row")):
            row.hidden = i >= count

    def setup_error(self, message: str) -> None:
        node = q(self.setup, '[data-testid="editor-setup-error"]')
        node.textContent = message
        node.hidden = not message

    def start(self) -> None:
        from carcassonne import CarcassonneError

        from .editor_state import EditorSession
        from .record_reasons import document_error_text

        count = int(q(self.setup, '[data-testid="editor-count"]').value)
        names = [" ".join(str(q(self.setup, f'[data-testid="editor-name-{i}"]').value).split())
                 or t("Player {n}", n=i + 1) for i in range(count)]
        expansions = [str(box.value) for box in q_all(self.setup, "[data-testid^=editor-expansion-]") if box.checked]
        farmers = bool(q(self.setup, '[data-testid="editor-farmers"]').checked)
        try:
            session = EditorSession.new(names, farmers, expansions)
        except CarcassonneError as exc:
            self.setup_error(t("These players and rules do not go together: {reason}.", reason=document_error_text(exc)))
            return
        self.setup_error("")
        self.build_work(session)

    def file_chosen(self, node) -> None:
        from carcassonne.untrusted import MAX_DOCUMENT_BYTES

        files = node.files
        if not found(files) or files.length == 0:
            return
        file = files.item(0)
        node.value = ""
        name = str(file.name)
        if int(file.size) > MAX_DOCUMENT_BYTES:
            self.setup_error(t("“{file}” is too large to be a scenario.", file=name))
            return
        file.text().then(self.callbacks.once(lambda content: self.open_text(str(content), name)))

    def open_text(self, content: str, name: str) -> None:
        """Open a scenario file's text for editing; a file the engine refuses is named with its reason."""
        from carcassonne import CarcassonneError

        from .editor_state import open_scenario
        from .record_reasons import document_error_text

        try:
            session = open_scenario(content)
        except CarcassonneError as exc:
            self.setup_error(t("“{file}” cannot be opened: {reason}.", file=name, reason=document_error_text(exc)))
            return
        self.setup_error("")
        self.build_work(session)

    # --- the work area -------------------------------------------------------------------------------------

    def build_work(self, session) -> None:
        self.close_work()
        self.session = session
        self.start_box.hidden = True
        work = make("div", "editor-work")
        work.innerHTML = markup.picker_html(session.tile_groups()) + markup.board_html() + markup.panel_html()
        self.root.appendChild(work)
        self.work = work
        self.notices = Notices(work, self.callbacks)
        view = GameView(work, self.notices, self.callbacks, host=self)
        view.panel = markup.EditorTurnBox(q(work, ".editor-turn"))
        self.view = view
        self.words = LessonWords(self, work)
        self.fill_selects(session)
        self.words.fill()
        view.open(session, session.tile_ids())

    def fill_selects(self, session) -> None:
        for testid in ("editor-player", "editor-task-player"):
            select = self.field(testid)
            for i, name in enumerate(session.names):
                select.appendChild(make("option", "", name, value=i))
        tiles = self.field("editor-task-tile")
        for tid in session.tile_ids():
            tiles.appendChild(make("option", "", tid, value=tid))

    def field(self, testid: str):
        return q(self.work, f'[data-testid="{testid}"]')

    def error(self, message: str) -> None:
        node = self.field("editor-error")
        node.textContent = message
        node.hidden = not message

    # --- what the game view tells the editor (`game_view.GameHost`) ----------------------------------------

    def played(self, session, report) -> None:
        self.words.fill_notes()
        self.words.preview()
        self.error("")

    def changed(self, session) -> None:
        """After every redraw: the picker, the seat, undo, the scores, the turns, the task's answers."""
        work = self.work
        if work is None:
            return
        answering = session.answering
        for button in q_all(work, "[data-editor=tile]"):
            button.setAttribute("aria-pressed", "true" if button.dataset.tile == session.tile else "false")
            button.disabled = answering
        player = self.field("editor-player")
        player.value = str(session.player)
        player.disabled = answering
        undo = self.field("editor-undo")
        undo.textContent = t("↶ Take back the last answer") if answering else t("↶ Take back the last turn")
        placed = session.task.right if session.recording == RIGHT else session.task.wrong if answering else None
        undo.disabled = not (placed if answering else session.game.turns)
        self.field("editor-scores").textContent = t("Scores now: {scores}", scores=", ".join(
            f"{name} {score}" for name, score in zip(session.names, session.game.scores)))
        self.show_turns(session)
        self.words.show()
        q(work, ".editor-answers-layer").innerHTML = markup.answers_layer(session.task)

    def show_turns(self, session) -> None:
        box = self.field("editor-turns")
        box.textContent = ""
        for (player, turn), notes in zip(session.game.turns, session.notes):
            p = turn.placement
            line = t("{player}: {tile} at ({x}, {y}), turned {rot}°", player=session.names[player], tile=p.tile,
                     x=p.x, y=p.y, rot=p.rot)
            if turn.deploy is not None:
                line += t(", follower at {location}", location=turn.deploy.location)
            item = make("li", "", line)
            for lang, note in notes.items():
                if note:
                    item.appendChild(make("q", "", note, lang=lang))
            box.appendChild(item)

    def action(self, name: str, button) -> None:
        pass

    # --- the editor's own buttons --------------------------------------------------------------------------

    def pick_tile(self, tile: str) -> None:
        session = self.session
        if session is None or session.answering:
            return
        session.choose_tile(tile)
        self.view.refresh()

    def undo(self) -> None:
        session = self.session
        try:
            session.undo()
        except ValueError as exc:
            self.error(str(exc))
            return
        self.words.fill_notes()
        self.words.preview()
        self.view.board.unfocus()
        self.view.refresh()

    def task_action(self, action) -> None:
        """A change of the tasks (on or off, another task, its seat or tile), then the board again; a refusal is
        said on the error line."""
        try:
            action()
        except ValueError as exc:
            self.error(str(exc))
        else:
            self.error("")
        if self.session.answering:
            self.session.new_turn()
        self.words.preview()
        self.view.board.unfocus()
        self.view.refresh()

    def toggle_answers(self, kind: str) -> None:
        self.words.toggle(kind)
        self.view.board.unfocus()
        self.view.refresh()

    # --- export ---------------------------------------------------------------------------------------------

    def exported(self) -> str | None:
        """The scenario's JSON text, or None after saying what is missing."""
        try:
            text = self.session.export_text()
        except ValueError as exc:
            self.error(str(exc))
            return None
        self.error("")
        return text

    def export(self) -> None:
        from .editor_state import file_name

        text = self.exported()
        if text is not None:
            self.app.download(file_name(self.title()), text)
            self.show_snippets(text)

    def download_picture(self) -> None:
        """The lesson's last step as a standalone SVG (`embed_picture.scenario_picture`), for handouts."""
        from .editor_state import file_name
        from .embed_picture import scenario_picture

        text = self.exported()
        if text is not None:
            name = file_name(self.title()).removesuffix(".json") + ".svg"
            self.app.download(name, scenario_picture(text), "image/svg+xml")

    def show_snippets(self, text: str | None = None) -> None:
        from .editor_state import embed_snippets, file_name

        text = text if text is not None else self.exported()
        if text is None:
            return
        embed_url = str(js.URL.new("embed.html", js.location.href).href)
        inline, by_file = embed_snippets(text, embed_url, file_name(self.title()), self.title())
        self.field("editor-snippet").value = inline
        self.field("editor-snippet-src").value = by_file
        q(self.work, ".editor-snippets").hidden = False

    def title(self) -> str:
        """The lesson's title in its file's own language (what names the file and the snippet)."""
        session = self.session
        return session.title[session.own_lang()].strip()
