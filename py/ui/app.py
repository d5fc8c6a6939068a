"""The app page: the menu (new-game form, saved games, import) around the game view, with autosave and export.
Entry point `main()`.  Wiring only: every part of the page is a component of its own module.

Startup is kept short: this module imports only the storage adapter, the DOM helpers, the form and the saves
list, wires the menu screen (static markup in index.html), lists the saves and marks ``<html class="app-ready">``.
The engine, the tile art and the game view are imported afterwards (`warm_up`, in a timer) or on first need,
whichever comes first.  A game that was on screen when the tab closed is resumed at once (then app-ready waits).
With no save to list or resume, nothing before app-ready imports the engine, the game's texts or `gettext`
(tests/ui/test_startup_imports.py): even from bytecode (app.zip) an import runs the module's whole body.

Saving (`autosave`) goes through `storage.SaveStore`, which refuses to overwrite a save another tab changed: then,
or when a ``storage`` event says so first, the game turns read-only (`save_notice.SaveNotice`) with a way to load
the newer position or keep this one as a copy.  A write that fails (full, denied) keeps the last good save as the
one a reload resumes, and the notice offers the export.  While a tile is down but not confirmed the boot guard is
told (`carcassonneBoot.setMidTurn`), so a "new version" reload waits for the end of the turn.
"""

from __future__ import annotations

import time

import js

from . import page_lang
from .dom import Callbacks, Notices, found, q
from .i18n import t
from .new_game_form import NewGameForm
from .save_notice import ACTIONS as NOTICE_ACTIONS
from .save_notice import SaveNotice
from .saves_list import SavesList, computers_of
from .settings import start_settings
from .sound import Sounds
from .storage import SaveConflict, SaveStore, StorageError, check_save, new_id, usable_backend

WARM_SETS = ("base", "winter")  # tile sets drawn while the menu is read
TYPING_PAUSE_S = 0.6  # the menu's warm-up waits this long after a key pressed in the menu


class App:
    """The menu screen and the game screen of index.html; the game screen is a `game_view.GameView`."""

    def __init__(self) -> None:
        self.callbacks = Callbacks(self.report_error)
        self.doc = js.document
        self.notices = Notices(self.doc, self.callbacks)
        self.store = SaveStore(usable_backend(lambda: js.window.localStorage))
        self.view = None  # the GameView, made on first need (it imports the engine)
        self.final = self.tiles = None
        self.ai_delay: int | None = None
        self.ai_budget: int | None = None
        self.menu = q(self.doc, "#screen-new")
        self.game_root = q(self.doc, "#screen-game")
        self.menu_words = None  # words the menu's #menu-message line in the current language (again on a switch)
        self.save_notice = SaveNotice(q(self.game_root, '[data-testid="storage-warning"]'), self.game_root)

        self.editor_root = q(self.doc, "#screen-editor")
        self.editor = None  # the scenario editor (`editor.EditorScreen`), made on first need
        self.sounds = Sounds()
        self.back_button = q(self.doc, '[data-testid="back-to-game"]')

    def report_error(self, exc: BaseException) -> None:
        self.notices.error(exc)

    @property
    def session(self):
        return self.view.session if self.view is not None else None

    # --- boot ------------------------------------------------------------------------------------------

    def boot(self) -> None:
        self.read_url_settings()
        page_lang.start(self.doc, js.window)
        page_lang.apply_static(self.doc)
        self.form = NewGameForm(q(self.menu, "#new-form"), self.callbacks, self.start_game,
                                on_computer=self.warm_computer)
        self.saves = SavesList(q(self.menu, '[data-testid="saved-games"]'), self.store, self.callbacks,
                               self.resume, self.export_saved, self.import_text, on_back=self.back_to_game,
                               on_replay=self.watch)
        self.saves.render()
        self.apply_settings()
        if found(self.back_button):
            self.callbacks.on(self.back_button, "click", lambda _ev: self.back_to_game())
        self.language = page_lang.LanguageSwitch(self.doc, js.window, self.callbacks, self.relabel)
        self.callbacks.on(js.window, "storage", self.storage_changed)

        editor_button = q(self.menu, '[data-testid="open-editor"]')
        if found(editor_button):
            self.callbacks.on(editor_button, "click", lambda _ev: self.open_editor())
        current = self.store.current
        resumed = bool(current) and self.resume(current, quiet=True)
        if not resumed:
            self.show_screen("new")
        self.doc.documentElement.classList.add("app-ready")
        if resumed:
            self.doc.documentElement.classList.add("engine-ready")
        else:
            self.callbacks.later(self.warm_up, 30)

    def apply_settings(self) -> None:
        """Sounds on or off, the colour-blind shapes and the motion on ``<html>``: before any game is shown."""
        self.motion = start_settings(self.doc, js.window, self.store, self.sounds, self.callbacks)

    def read_url_settings(self) -> None:
        """``?ai_delay=MS`` sets the computer's pauses (0 for tests: it still plays one step per timer task);
        ``?ai_budget=MS`` caps its thinking (a small hard level for tests)."""
        try:
            params = js.URLSearchParams.new(js.location.search)
            for name in ("ai_delay", "ai_budget"):
                value = params.get(name)
                if found(value) and str(value).isdigit():
                    setattr(self, name, int(str(value)))
        except Exception:  # noqa: BLE001 - a strange URL is not worth failing for
            pass

    def relabel(self) -> None:
        """After a switch of language: every part on screen again from its state (the game is not touched)."""
        self.form.relabel()
        self.saves.render()
        q(self.doc, "#announce").textContent = ""  # the last announcement was in the other language
        self.save_notice.relabel()
        if self.menu_words is not None:
            self.menu_message(self.menu_words)
        session = self.session
        if session is None or self.game_root.hidden:  # a game kept behind the menu is relabelled when shown
            return
        session.turn.relabel()
        self.view.refresh()
        self.view.auto.walk.relabel()
        self.view.hover(getattr(self.view, "hovered", None))
        if self.final is not None and self.final.open:
            self.final.render(session)
        if self.tiles is not None and self.tiles.open:
            self.tiles.update(session.game)

    def game_view(self):
        """The game screen's components (made once: this imports the engine, the tile art and the board)."""
        if self.view is None:
            from .final_table import FinalTable
            from .game_view import GameView
            from .menus import DropMenu
            from .settings import SettingsPanel
            from .tile_list import TileList

            self.view = GameView(self.game_root, self.notices, self.callbacks, host=self)
            self.view.board.action_view = True  # a phone opens a big board at a size to play, about the action
            self.settings = SettingsPanel(self.game_root, self.store, self.view, self.sounds, self.motion,
                                          self.callbacks)
            if self.ai_delay is not None:
                self.view.auto.delays = (self.ai_delay, self.ai_delay)
            self.view.auto.budget_ms = self.ai_budget
            self.final = FinalTable(q(self.game_root, '[data-testid="final-scores"]'))
            self.tiles = self.view.tiles = TileList(q(self.game_root, '[data-testid="tile-list"]'),
                                                    self.view.board.ensure_defs)
            self.export_menu = DropMenu(q(self.game_root, '[data-testid="export-menu"]'), self.callbacks)
        return self.view

    def warm_up(self) -> None:
        """After app-ready: import the engine and draw the base tiles while the player reads the menu, in
        small steps (one per timer task), so that a click meanwhile waits at most one step.  A step waits while
        the player types in the menu (`TYPING_PAUSE_S` since the last key): the engine's import, the longest,
        is one step that cannot be split, and keys pressed during it would wait for it."""
        steps = self._warm_steps()
        last_key = [0.0]
        self.callbacks.on(self.menu, "keydown", lambda _ev: last_key.__setitem__(0, time.monotonic()))

        def step() -> None:
            if time.monotonic() - last_key[0] < TYPING_PAUSE_S:
                self.callbacks.later(step, int(TYPING_PAUSE_S * 1000))
            elif next(steps, "done") != "done":
                self.callbacks.later(step, 0)

        step()

    def warm_computer(self) -> None:
        """A computer seat is chosen in the menu: its worker starts now and boots while the player sets the game
        up (seconds on a phone), not after Start.  Before the warm-up has made the game view, the warm-up does."""
        if self.view is not None:
            self.view.auto.brain.start()

    def _warm_steps(self):
        import carcassonne  # noqa: F401 - the engine: its tables of every tile's turns make this the biggest step

        yield
        from . import tileart  # noqa: F401 - the tile art on its own, so the game view's step is not the two in one

        yield
        view = self.game_view()
        if self.form.wants_computer():
            view.auto.brain.start()
        yield
        ids = tiles_of_sets(WARM_SETS)
        for i in range(0, len(ids), 6):
            view.board.ensure_defs(ids[i:i + 6])
            yield
        self.doc.documentElement.classList.add("engine-ready")

    def show_screen(self, name: str) -> None:
        self.notices.hide_toast()
        if self.tiles is not None:
            self.tiles.close()
        self.menu.hidden = name != "new"
        self.game_root.hidden = name != "game"
        if found(self.editor_root):
            self.editor_root.hidden = name != "editor"
        self.doc.documentElement.dataset.screen = name
        if name == "new":
            self.saves.render()
            if found(self.back_button):
                self.back_button.hidden = self.saves.current is None

    def menu_message(self, words) -> None:
        """Show the menu's line; ``words()`` words it in the page's language, kept so a switch rewords it."""
        self.menu_words = words
        node = q(self.menu, "#menu-message")
        node.textContent = words()
        node.hidden = False

    def open_editor(self) -> None:
        """The scenario editor's screen (its module and the engine are imported on first use)."""
        from .editor import EditorScreen

        if self.editor is None:
            self.editor = EditorScreen(self.editor_root, self.callbacks, self)
        self.doc.documentElement.classList.add("engine-ready")
        self.show_screen("editor")
        self.editor.open()

    # --- opening games -----------------------------------------------------------------------------------

    def open_session(self, session) -> None:
        view = self.game_view()
        self.saves.current = None  # a game kept behind the menu is replaced
        self.save_notice.hide()
        self.save_notice.freeze(False)
        set_mid_turn(False)
        self.doc.documentElement.classList.add("engine-ready")
        self.show_screen("game")
        self.final.close()
        game = getattr(session, "whole", session.game)  # a replay draws every tile of its game
        if session.viewing:
            tile_ids = [o.id for o, _ in game.board.tiles.values()]
        else:
            tile_ids = tiles_of_sets(game.rules.tile_sets)
        view.open(session, tile_ids)

    def open_game(self, game, save_id: str | None, computers=(), meta=None, imported: bool = False) -> None:
        """``imported``: the save comes from a file (kept in its ``meta`` from now on, shown in the saves list)."""
        from .computer import hints_of, levels_of
        from .session import GameSession

        fresh = imported  # a file just imported: its copy keeps the file's save time
        imported = imported or (isinstance(meta, dict) and meta.get("imported") is True)
        saved_at = meta.get("saved") if fresh and isinstance(meta, dict) else None
        self.open_session(GameSession(game, computers, save_id=save_id, levels=levels_of(meta, computers),
                                      hints=hints_of(meta), imported=imported, saved_at=saved_at))

    def start_game(self, options: dict) -> None:
        self.game_view()
        from carcassonne import CarcassonneError

        from .new_game_form import new_game

        try:
            game = new_game(options)
        except CarcassonneError as exc:
            self.form.show_error(exception_text(exc))
            return
        levels = {str(seat): level for seat, level in options["levels"].items()}
        self.open_game(game, new_id(), computers=options["computers"], meta={"levels": levels})
        self.autosave()

    def resume(self, save_id: str, quiet: bool = False) -> bool:
        text = self.store.read(save_id)
        doc = check_save(text)[0]
        if doc is None:
            if not quiet:
                self.menu_message(lambda: t("That save cannot be opened: {reason}.", reason=check_save(text)[1]))
            return False
        self.game_view()
        from carcassonne import CarcassonneError, record

        try:
            game = record.load_save(doc)
        except CarcassonneError as exc:
            if not quiet:
                self.menu_message(lambda exc=exc: t("That save cannot be opened: {reason}. It is left as it is.",
                                                    reason=exception_text(exc)))
            return False
        meta = doc.get("meta")
        self.open_game(game, save_id, computers=computers_of(meta, len(game.players)), meta=meta)
        self.store.current = save_id
        return True

    def import_text(self, content: str, filename: str = "") -> None:
        from .openers import import_text

        import_text(self, content, filename)

    def to_menu(self) -> None:
        """The menu; a saved game stays open behind it (its computer paused), so "Back to game" shows it again."""
        session = self.session
        keep = session is not None and not session.viewing and session.save_id is not None
        if keep:
            session.stop_computer()
        elif self.view is not None:
            self.view.close()
        self.saves.current = session.save_id if keep else None
        set_mid_turn(False)
        self.save_notice.freeze(False)
        self.store.current = None
        self.show_screen("new")

    def back_to_game(self) -> None:
        """From the menu to the game kept open behind it, as it was (nothing is reloaded)."""
        session = self.session
        if session is None or self.saves.current is None:
            return
        self.saves.current = None
        self.show_screen("game")
        if not session.frozen:
            self.store.current = session.save_id
        view = self.view
        view.board.measure()  # the board's box was hidden
        session.turn.relabel()  # the language may have changed meanwhile
        view.refresh()
        set_mid_turn(session.turn.placement is not None and not session.frozen)
        view.schedule_computer()

    # --- what the game view tells the app (`game_view.GameHost`) ------------------------------------------

    def played(self, session, report) -> None:
        if report is None:
            self.final.close()
        set_mid_turn(False)
        self.autosave()
        if report is not None:
            self.sounds.turn_played(session, report, self.callbacks)

    def mid_turn(self, session, placed: bool) -> None:
        set_mid_turn(placed and not session.viewing)
        if placed and not session.viewing:
            self.sounds.play("place")

    def game_over(self, session) -> None:
        self.final.show(session)

    def close_sheet(self) -> None:
        """The phone's bottom sheet (⋯) closed."""
        self.game_root.classList.remove("sheet-open")
        more = q(self.game_root, '[data-action="more"]')
        if found(more):
            more.setAttribute("aria-expanded", "false")

    def changed(self, session) -> None:
        q(self.game_root, "#final-open").hidden = not session.game.over or session.walking

    def action(self, name: str, button) -> None:
        if name in ("menu", "new-game"):
            self.final.close()
            self.close_sheet()  # opened to reach Menu: a game shown again (or the next one) shows its board
            self.to_menu()
        elif name in ("export-save", "export-scenario"):
            self.export(name[7:])
        elif name == "more":  # the phone's bottom sheet: the panel's report, log, export, final scores
            opened = self.game_root.classList.toggle("sheet-open")
            button.setAttribute("aria-expanded", "true" if opened else "false")
            self.callbacks.later(self.view.board.measure, 0)  # the board's box changed size
        elif name == "final-open":
            self.final.show(self.session)
        elif name == "final-close":
            self.final.close()
        elif name == "tiles-open":
            self.tiles.show(self.session.game)
        elif name == "tiles-close":
            self.tiles.close()
        elif name in NOTICE_ACTIONS:
            self.leave_read_only(name)
        elif name == "replay-open":
            self.final.close()
            self.watch_session(self.session)
        elif name == "replay-play-on":
            self.play_on()

    # --- watching a game again (`replay`, `openers`) -----------------------------------------------------------

    def watch(self, save_id: str) -> None:
        from .openers import watch_save

        watch_save(self, save_id)

    def watch_session(self, session) -> None:
        from .openers import watch_session

        watch_session(self, session)

    def play_on(self) -> None:
        from .openers import play_on

        play_on(self)

    # --- saving, export -------------------------------------------------------------------------------------

    def autosave(self) -> None:
        session = self.session
        if session is None or session.save_id is None or session.viewing:
            return
        from carcassonne import record

        if session.frozen:
            return
        try:
            self.store.write(session.save_id, record.save_json(session.game, **session.save_meta()))
        except SaveConflict as exc:
            self.read_only(session, deleted=exc.stored is None)
            return
        except StorageError as exc:
            resume = self.store.resumable(session.save_id)
            if resume is not None:
                self.store.current = resume  # a reload opens the last good save, not an empty menu
            self.save_notice.not_saved(str(exc), kept=resume == session.save_id)  # a msgid: worded on each show
            return
        self.save_notice.hide()
        self.store.current = session.save_id

    # --- two tabs ---------------------------------------------------------------------------------------------

    def storage_changed(self, ev) -> None:
        """Another tab wrote to this site's storage: if it changed the open game, this tab stops saving it."""
        session = self.session
        if session is None or session.save_id is None or session.viewing or session.frozen:
            return
        key = ev.key
        if found(key) and str(key) != self.store.key_of(session.save_id):
            return
        if self.store.changed_elsewhere(session.save_id):
            self.read_only(session, deleted=self.store.peek(session.save_id) is None)

    def read_only(self, session, deleted: bool) -> None:
        session.frozen = True
        session.stop_computer()
        set_mid_turn(False)
        self.save_notice.conflict(deleted)

    def leave_read_only(self, name: str) -> None:
        session = self.session
        if session is None:
            return
        if name == "load-newer":
            if not self.resume(session.save_id):  # the newer save does not open: the menu says why
                self.to_menu()
            return
        session.save_id = new_id()  # keep-copy: this tab's game goes on under a save of its own
        session.frozen = False
        self.save_notice.freeze(False)
        self.autosave()
        self.view.schedule_computer()

    def export_saved(self, save_id: str) -> None:
        raw = self.store.peek(save_id)
        if raw is not None:
            self.download(f"carcassonne-{save_id}.json", raw)

    def export(self, kind: str) -> None:
        from .export_file import export_file

        self.download(*export_file(self.session, kind))

    def download(self, filename: str, content: str, mime: str = "application/json") -> None:
        from .export_file import download

        download(self.doc, self.callbacks, filename, content, mime)


def set_mid_turn(flag: bool) -> None:
    """Tell the boot guard (static/boot.js) whether a turn is half done: a "new version" reload waits for its end."""
    try:
        boot = js.window.carcassonneBoot
        if found(boot):
            boot.setMidTurn(bool(flag))
    except Exception:  # noqa: BLE001 - a page without the boot guard (tests, an old cache) has nothing to tell
        pass


def tiles_of_sets(sets) -> list[str]:
    from carcassonne.tiles import TILE_TYPES

    return [t for t, tt in TILE_TYPES.items() if tt.set in sets]


def exception_text(exc: BaseException) -> str:
    """Why the engine refused a document, in the page's language (imported on first need: startup stays short)."""
    from .record_reasons import document_error_text as words

    return words(exc)


def main() -> None:
    app = App()
    app.boot()
    main.app = app  # keep a reference (and every proxy) alive
