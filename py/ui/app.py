"""The page: new-game screen, saved games, the game screen, import/export.  Entry point `main()`.

Startup is kept short: this module imports only the storage adapter and ``text`` at first, wires the new-game
screen (static markup in index.html), lists the saves and marks ``<html class="app-ready">``.  The engine, the
tile art and the board view are imported afterwards (`warm_up`, in a timer) or on first need, whichever comes
first.  A game that was on screen when the tab closed is resumed at once (then app-ready waits for it).

Player names, scenario titles and descriptions are user text: they only ever go into ``textContent`` (and,
escaped, into SVG attributes by `render`).
"""

from __future__ import annotations

import json
import random
import time

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from . import text
from .storage import SaveStore, StorageError, check_save, new_id

COLOURS = ("red", "blue", "green", "yellow", "black", "pink")
MAX_PLAYERS = 6  # 6 with Inns & Cathedrals, else 5
UI_EXPANSIONS = ("river", "abbot", "inns-cathedrals", "gingerbread")  # every expansion the engine has
COMPUTER_THINK_MS = 400  # the visible pause before a computer seat plays ...
COMPUTER_SHOW_MS = 500  # ... and how long its tile is shown before the turn is confirmed
GAME_LENGTHS = (("", "Full game (all tiles)"), ("30", "Quick game (30 tiles)"), ("12", "Short game (12 tiles)"),
                ("4", "Taster (4 tiles)"))


def _local_storage():
    try:
        storage = js.window.localStorage
        storage.length  # noqa: B018 - touching it raises when storage is denied
        return storage
    except Exception:  # noqa: BLE001
        return None


def found(node) -> bool:
    """Whether a DOM lookup found something (JS null arrives as ``jsnull``, not None)."""
    return node is not None and node is not jsnull


def _el(id_: str):
    return js.document.getElementById(id_)


def _q(selector: str, root=None):
    return (js.document if root is None else root).querySelector(selector)


def _make(tag: str, cls: str = "", text_: str | None = None, **attrs):
    node = js.document.createElement(tag)
    if cls:
        node.className = cls
    if text_ is not None:
        node.textContent = text_
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), str(value))
    return node


def _now_ms() -> int:
    return int(time.time() * 1000)


class App:
    def __init__(self) -> None:
        self.store = SaveStore(_local_storage())
        self.game = None
        self.turn = None
        self.board = None
        self.save_id: str | None = None
        self.scenario = None  # a Scenario being viewed (free mode)
        self.view_step = 0
        self.names: list[str] = []
        self._proxies: list = []
        self._engine = None
        self._defs: set[str] = set()
        self._toast_timer = None
        self.last_report = None
        self.log: list[tuple[str, list[str]]] = []
        self.computers: frozenset[int] = frozenset()  # seats the computer plays in the game on screen
        self.ai_token = 0  # bumped whenever the game on screen changes: a pending computer step then does nothing
        self.ai_delays = (COMPUTER_THINK_MS, COMPUTER_SHOW_MS)

    # --- plumbing ----------------------------------------------------------------------------------------

    def proxy(self, fn):
        def guarded(*args):
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001
                self.report_error(exc)
        p = create_proxy(guarded)
        self._proxies.append(p)
        return p

    def once(self, fn):
        def guarded(*args):
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001
                self.report_error(exc)
        return create_once_callable(guarded)

    def on(self, node, event: str, fn) -> None:
        node.addEventListener(event, self.proxy(fn))

    def report_error(self, exc: BaseException) -> None:
        import traceback

        js.console.error("carcassonne ui: " + "".join(traceback.format_exception(exc)))
        self.toast(f"Something went wrong: {exc}", error=True)

    def engine(self):
        """Import the engine, tile art and board view (once); returns a namespace of what the app uses."""
        if self._engine is None:
            from types import SimpleNamespace

            import carcassonne
            from carcassonne import record
            from carcassonne.tiles import TILE_TYPES

            from . import controller, render, tileart
            from .drag import BoardView

            self._engine = SimpleNamespace(carcassonne=carcassonne, record=record, controller=controller,
                                           render=render, tileart=tileart, TILE_TYPES=TILE_TYPES)
            self.board = BoardView(self, _el("screen-game"))
        return self._engine

    def ensure_defs(self, tile_ids) -> None:
        """Put the symbols of these tile types into the board's <defs> (each drawn once, on first need)."""
        eng = self.engine()
        missing = [t for t in dict.fromkeys(tile_ids) if t not in self._defs]
        if not missing:
            return
        content = eng.tileart.tile_content
        markup = "".join(f'<symbol id="tile-{t}" viewBox="0 0 100 100" width="100" height="100">{content(t)}</symbol>'
                         for t in missing)
        _el("tile-defs").insertAdjacentHTML("beforeend", markup)
        self._defs.update(missing)

    def tiles_of_sets(self, sets) -> list[str]:
        types = self.engine().TILE_TYPES
        return [t for t, tt in types.items() if tt.set in sets]

    def warm_up(self, *_args) -> None:
        """After app-ready: import the engine and draw the base tiles while the player reads the menu, in
        small steps (one per timer task), so that a click meanwhile waits at most one step."""
        steps = self._warm_steps()

        def step(*_args) -> None:
            try:
                next(steps)
            except StopIteration:
                return
            js.setTimeout(self.once(step), 0)

        step()

    def _warm_steps(self):
        import carcassonne  # noqa: F401 - compiling the engine is the biggest step

        yield
        self.engine()
        yield
        ids = self.tiles_of_sets(("base", "winter"))
        for i in range(0, len(ids), 6):
            self.ensure_defs(ids[i:i + 6])
            yield
        js.document.documentElement.classList.add("engine-ready")

    # --- boot ------------------------------------------------------------------------------------------

    def boot(self) -> None:
        self.read_url_settings()
        self.build_new_game_form()
        self.render_saves()
        resumed = False
        current = self.store.current
        if current:
            resumed = self.resume(current, quiet=True)
        if not resumed:
            self.show_screen("new")
        js.document.documentElement.classList.add("app-ready")
        if not resumed:
            js.setTimeout(self.once(self.warm_up), 30)
        else:
            js.document.documentElement.classList.add("engine-ready")

    def read_url_settings(self) -> None:
        """``?ai_delay=MS`` sets the computer's pauses (0 for tests: it still plays one step per timer task)."""
        try:
            value = js.URLSearchParams.new(js.location.search).get("ai_delay")
            if found(value) and str(value).isdigit():
                ms = int(str(value))
                self.ai_delays = (ms, ms)
        except Exception:  # noqa: BLE001 - a strange URL is not worth failing for
            pass

    def show_screen(self, name: str) -> None:
        self.hide_toast()
        tiles = _el("tiles")
        if tiles.open:
            tiles.close()
        _el("screen-new").hidden = name != "new"
        _el("screen-game").hidden = name != "game"
        js.document.documentElement.dataset.screen = name
        if name == "new":
            self.render_saves()

    # --- new-game screen -------------------------------------------------------------------------------

    def build_new_game_form(self) -> None:
        rows = []
        for i in range(MAX_PLAYERS):
            options = "".join(
                f'<option value="{c}"{" selected" if c == COLOURS[i] else ""}>{c.capitalize()}</option>' for c in COLOURS)
            rows.append(
                f'<li class="player-row" data-row="{i}" data-color="{COLOURS[i]}"{" hidden" if i >= 2 else ""}>'
                f'<span class="swatch" aria-hidden="true"></span>'
                f'<label class="sr-only" for="player-name-{i}">Name of player {i + 1}</label>'
                f'<input id="player-name-{i}" data-testid="player-name-{i}" maxlength="40" autocomplete="off" '
                f'spellcheck="false" value="Player {i + 1}">'
                f'<label class="sr-only" for="player-color-{i}">Colour of player {i + 1}</label>'
                f'<select id="player-color-{i}" data-testid="player-color-{i}">{options}</select>'
                f'<label class="sr-only" for="player-kind-{i}">Who plays player {i + 1}</label>'
                f'<select id="player-kind-{i}" class="kind" data-testid="player-kind-{i}">'
                f'<option value="human" selected>Human</option><option value="computer">Computer</option></select></li>')
        _el("player-rows").innerHTML = "".join(rows)
        _el("game-length").innerHTML = "".join(f'<option value="{v}">{label}</option>' for v, label in GAME_LENGTHS)
        form = _el("new-form")
        self.on(form, "submit", self.on_start)
        self.on(form, "change", self.on_form_change)
        self.on(_el("import-file"), "change", self.on_import)
        self.on(_el("save-list"), "click", self.on_save_list_click)
        self.on_form_change()

    def player_count(self) -> int:
        checked = _q("input[name=players]:checked")
        return int(checked.value) if found(checked) else 2

    def on_form_change(self, ev=None) -> None:
        target = ev.target if ev is not None else None
        if found(target) and target.classList.contains("kind"):
            i = int(target.id.rsplit("-", 1)[1])
            name = _el(f"player-name-{i}")
            computer = target.value == "computer"
            defaults = {f"Player {i + 1}": f"Computer {i + 1}", f"Computer {i + 1}": f"Player {i + 1}"}
            if name.value in defaults and name.value.startswith("Player" if computer else "Computer"):
                name.value = defaults[name.value]
        six = bool(_q('input[name=expansion][value="inns-cathedrals"]').checked)
        sixth = _q('input[name=players][value="6"]')
        sixth.closest("label").hidden = not six
        if not six and sixth.checked:
            _q('input[name=players][value="5"]').checked = True
        n = self.player_count()
        for i in range(MAX_PLAYERS):
            row = _q(f'[data-row="{i}"]')
            row.hidden = i >= n
            row.dataset.color = _el(f"player-color-{i}").value
            row.dataset.kind = _el(f"player-kind-{i}").value

    def read_form(self) -> dict:
        n = self.player_count()
        players = []
        for i in range(n):
            name = " ".join(_el(f"player-name-{i}").value.split()) or f"Player {i + 1}"
            players.append((name, _el(f"player-color-{i}").value))
        names = [p[0] for p in players]
        if len(set(names)) != len(names):
            raise ValueError("Two players have the same name: give everyone a different one.")
        colours = [p[1] for p in players]
        if len(set(colours)) != len(colours):
            raise ValueError("Two players have the same colour: pick a different one for each.")
        expansions = [node.value for node in js.document.querySelectorAll("input[name=expansion]:checked")
                      if node.value in UI_EXPANSIONS]
        seed_text = _el("seed").value.strip()
        seed = None
        if seed_text:
            if not seed_text.lstrip("-").isdigit():
                raise ValueError("The seed must be a whole number (or empty for a random game).")
            seed = int(seed_text)
        length = _el("game-length").value
        computers = [i for i in range(n) if _el(f"player-kind-{i}").value == "computer"]
        return {"players": players, "farmers": bool(_el("opt-farmers").checked), "expansions": expansions,
                "seed": seed, "tiles": int(length) if length else None, "computers": computers}

    def on_start(self, ev) -> None:
        ev.preventDefault()
        msg = _el("form-error")
        try:
            options = self.read_form()
        except ValueError as exc:
            msg.textContent = str(exc)
            msg.hidden = False
            return
        msg.hidden = True
        eng = self.engine()
        c = eng.carcassonne
        rules = c.Rules(farmers=options["farmers"], expansions=tuple(options["expansions"]))
        players = [c.Player(name, colour) for name, colour in options["players"]]
        try:
            game = c.Game(players, seed=options["seed"], rules=rules)
            if options["tiles"]:
                game = c.Game(players, seed=game.seed, rules=rules, bag=self.short_bag(game, options["tiles"]))
        except c.CarcassonneError as exc:
            msg.textContent = str(exc)
            msg.hidden = False
            return
        self.open_game(game, new_id(), computers=options["computers"])
        self.autosave()

    @staticmethod
    def short_bag(game, tiles: int) -> list[str]:
        """The first tiles of the game's shuffled bag (the river's, if any, all kept): a shorter game."""
        bag = list(game.bag)
        from carcassonne.tiles import TILE_TYPES

        river = [t for t in bag if TILE_TYPES[t].set == "river"]
        rest = [t for t in bag if TILE_TYPES[t].set != "river"]
        return river + rest[:tiles]

    # --- saved games -------------------------------------------------------------------------------------

    def render_saves(self) -> None:
        box = _el("save-list")
        box.textContent = ""
        entries = self.store.entries()
        _el("saves-empty").hidden = bool(entries)
        if not self.store.available:
            _el("saves-empty").textContent = text_storage_denied()
            _el("saves-empty").hidden = False
        for entry in entries:
            li = _make("li", "save" if entry.ok else "save damaged")
            if entry.ok:
                meta = entry.meta
                li.dataset.id = entry.id
                head = _make("p", "save-players", text.players_line(entry.players, computers_of(meta, len(entry.players))))
                li.appendChild(head)
                bits = []
                if isinstance(meta.get("turn"), int):
                    bits.append(f"turn {meta['turn'] + 1}")
                scores = meta.get("scores")
                if isinstance(scores, list) and all(isinstance(s, int) for s in scores):
                    bits.append("–".join(str(s) for s in scores))
                if meta.get("over"):
                    bits.append("finished")
                if entry.saved:
                    try:
                        bits.append("saved " + str(js.Date.new(entry.saved).toLocaleString()))
                    except Exception:  # noqa: BLE001
                        pass
                li.appendChild(_make("p", "save-meta", " · ".join(bits)))
                actions = _make("div", "save-actions")
                actions.appendChild(_make("button", "primary", "Resume", type="button", data_testid="resume-game",
                                          data_id=entry.id, data_do="resume"))
                actions.appendChild(_make("button", "quiet", "Export", type="button", data_testid="export-game",
                                          data_id=entry.id, data_do="export"))
                actions.appendChild(_make("button", "quiet", "Delete", type="button", data_testid="delete-game",
                                          data_id=entry.id, data_do="delete"))
                li.appendChild(actions)
            else:
                li.dataset.testid = "damaged-save"
                li.dataset.key = entry.key
                li.appendChild(_make("p", "save-players", f"Unreadable entry “{entry.key}”"))
                li.appendChild(_make("p", "save-meta", f"{entry.error[0].upper()}{entry.error[1:]}. It is left as it is."))
            box.appendChild(li)

    def on_save_list_click(self, ev) -> None:
        button = ev.target.closest("button[data-do]")
        if not found(button):
            return
        save_id = button.dataset.id
        if button.dataset.do == "resume":
            self.resume(save_id)
        elif button.dataset.do == "export":
            raw = self.store.read(save_id)
            if raw is not None:
                self.download(f"carcassonne-{save_id}.json", raw)
        elif button.dataset.do == "delete":
            if button.getAttribute("data-armed") != "yes":
                button.setAttribute("data-armed", "yes")
                button.textContent = "Really delete?"
                return
            self.store.delete(save_id)
            self.render_saves()

    def resume(self, save_id: str, quiet: bool = False) -> bool:
        raw = self.store.read(save_id)
        doc, why = check_save(raw)
        if doc is None:
            if not quiet:
                self.menu_message(f"That save cannot be opened: {why}.")
            return False
        eng = self.engine()
        try:
            game = eng.record.load_save(doc)
        except eng.carcassonne.CarcassonneError as exc:
            if not quiet:
                self.menu_message(f"That save cannot be opened: {exc}. It is left as it is.")
            return False
        self.open_game(game, save_id, computers=computers_of(doc.get("meta"), len(game.players)))
        self.store.current = save_id
        return True

    def menu_message(self, message: str) -> None:
        node = _el("menu-message")
        node.textContent = message
        node.hidden = False

    # --- import / export ---------------------------------------------------------------------------------

    def on_import(self, ev) -> None:
        files = ev.target.files
        if not found(files) or files.length == 0:
            return
        file = files.item(0)
        ev.target.value = ""
        file.text().then(self.once(lambda content: self.import_text(str(content), str(file.name))))

    def import_text(self, content: str, filename: str = "") -> None:
        eng = self.engine()
        record = eng.record
        try:
            doc = json.loads(content)
        except ValueError as exc:
            self.menu_message(f"“{filename}” is not a game file: it is not valid JSON ({exc}).")
            return
        fmt = doc.get("format") if isinstance(doc, dict) else None
        try:
            if fmt == "carcassonne-save":
                game = record.load_save(doc)
                save_id = new_id()
                self.open_game(game, save_id, computers=computers_of(doc.get("meta"), len(game.players)))
                self.autosave()
            elif fmt == "carcassonne-scenario":
                scenario = record.load_scenario(doc)
                self.open_scenario(scenario)
            else:
                self.menu_message(f"“{filename}” is neither a saved game nor a scenario (format {fmt!r}).")
        except eng.carcassonne.CarcassonneError as exc:
            self.menu_message(f"“{filename}” cannot be opened: {exc}.")

    def download(self, filename: str, content: str) -> None:
        blob = js.Blob.new(to_js([content]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        link = js.document.createElement("a")
        link.href = url
        link.download = filename
        js.document.body.appendChild(link)
        link.click()
        link.remove()
        js.setTimeout(self.once(lambda: js.URL.revokeObjectURL(url)), 1000)

    def export(self, kind: str) -> None:
        eng = self.engine()
        stamp = time.strftime("%Y%m%d-%H%M", time.gmtime())
        if kind == "scenario":
            title = self.scenario.title if self.scenario else f"Game of {text.players_line([{'name': n} for n in self.names])}"
            doc = eng.record.dump_scenario(self.game, title)
            self.download(f"carcassonne-scenario-{stamp}.json", json.dumps(doc, indent=1, ensure_ascii=False))
        else:
            doc = eng.record.dump_save(self.game, **self.save_meta())
            self.download(f"carcassonne-{stamp}.json", json.dumps(doc, indent=1, ensure_ascii=False))

    # --- game screen -------------------------------------------------------------------------------------

    def open_game(self, game, save_id: str | None, computers=()) -> None:
        eng = self.engine()
        self.ai_token += 1
        self.game = game
        self.save_id = save_id
        self.scenario = None
        self.names = list(game.names)
        self.computers = frozenset(computers)
        self.turn = eng.controller.TurnState(game, self.computers)
        self.last_report = None
        self.log = []
        for i, report in enumerate(game.reports[-12:]):
            self.log.append(self.log_entry(report))
        self.ensure_defs(self.tiles_of_sets(game.rules.tile_sets))
        js.document.documentElement.classList.add("engine-ready")
        self.build_scoreboard()
        self.show_screen("game")
        if _el("final").open:
            _el("final").close()
        _el("scenario-box").hidden = True
        _el("turn-box").hidden = False
        self.board.clear_layers()
        self.board.measure()
        self.render_all()
        self.board.fit(force=True)
        self.render_report(game.reports[-1] if game.reports else None)
        if game.over:
            self.show_final()
        self.schedule_computer()

    def open_scenario(self, scenario) -> None:
        eng = self.engine()
        self.ai_token += 1
        self.computers = frozenset()
        self.scenario = scenario
        self.view_step = len(scenario.game.turns)
        self.game = scenario.game
        self.save_id = None
        self.names = list(self.game.names)
        self.turn = eng.controller.TurnState(self.game)
        self.log = [self.log_entry(r) for r in self.game.reports]
        self.ensure_defs([o.id for o, _ in self.game.board.tiles.values()])
        self.build_scoreboard()
        self.show_screen("game")
        _el("turn-box").hidden = True
        box = _el("scenario-box")
        box.hidden = False
        _el("scenario-title").textContent = scenario.title or "Scenario"
        _el("scenario-description").textContent = scenario.description
        self.board.clear_layers()
        self.board.measure()
        self.render_all()
        self.render_step()
        self.board.fit(force=True)
        self.render_report(self.game.reports[-1] if self.game.reports else None)

    def view_step_to(self, step: int) -> None:
        """Show a scenario after its first ``step`` turns (the whole of it, with its final scoring, at the end)."""
        sc = self.scenario
        turns = sc.game.turns
        step = max(0, min(len(turns), step))
        self.view_step = step
        game = sc.game.replay(turns[:step])
        if step == len(turns) and sc.end:
            game.finish()
        self.game = game
        self.turn = self.engine().controller.TurnState(game)
        self.ensure_defs([o.id for o, _ in game.board.tiles.values()])
        self.render_all()
        self.render_step()
        self.render_report(game.reports[-1] if game.reports else None)
        self.board.keep_in_view()

    def render_step(self) -> None:
        n = len(self.scenario.game.turns)
        _el("scenario-step").textContent = f"Turn {self.view_step} of {n}"
        _q('[data-action="step-first"]').disabled = _q('[data-testid="step-prev"]').disabled = self.view_step == 0
        _q('[data-action="step-last"]').disabled = _q('[data-testid="step-next"]').disabled = self.view_step == n

    def build_scoreboard(self) -> None:
        eng = self.engine()
        board = _el("scoreboard")
        board.textContent = ""
        for i, player in enumerate(self.game.players):
            cls = "player"
            if i in self.computers:  # marked as the computer's, unless its name says so already
                cls += " computer" + ("" if "computer" in player.name.lower() else " computer-tag")
            li = _make("li", cls, data_player=str(i))
            li.style.setProperty("--player", eng.render.colour(player.color))
            swatch = _make("span", "swatch")
            swatch.innerHTML = eng.render.supply_icon("normal", player.color)
            li.appendChild(swatch)
            li.appendChild(_make("span", "name", player.name, data_testid=f"player-{i}"))
            li.appendChild(_make("span", "score", "0", data_testid=f"score-{i}", aria_label=f"score"))
            li.appendChild(_make("span", "supply", "", data_testid=f"supply-{i}"))
            board.appendChild(li)

    def render_all(self) -> None:
        self.render_board()
        self.render_panel()

    def render_board(self) -> None:
        eng = self.engine()
        r = eng.render
        game, turn, view = self.game, self.turn, self.board
        view.set_layer("tiles", r.tiles_layer(game.board))
        view.set_layer("meeples", r.meeples_layer(game, self.names))
        view.set_layer("gingerbread", r.gingerbread_layer(game, self.gingerbread_position()))
        view.set_layer("highlight", "")
        view.set_layer("hit", "")
        view.hover_cell = view.hover_key = None
        view.set_layer("preview", "")
        self.render_turn_layers()

    def render_turn_layers(self) -> None:
        """The layers of the turn in progress: legal cells (placing) or the tentative tile (deploying)."""
        r = self.engine().render
        turn, view = self.turn, self.board
        ctl = self.engine().controller
        if turn.phase != ctl.DEPLOY:
            view.set_layer("cities", "")
            view.set_layer("badges", "")
        if turn.phase == ctl.PLACE:
            view.set_layer("cells", r.cells_layer(turn.options))
            view.set_layer("tentative", "")
            view.set_layer("spots", "")
            view.set_layer("recall", "")
            self.render_cursor()
        elif turn.phase == ctl.DEPLOY:
            view.set_layer("cells", "")
            view.set_layer("preview", "")
            player = self.game.players[turn.player]
            view.set_layer("tentative", r.tentative_layer(turn.placement))
            view.set_layer("spots", r.spots_layer(turn.placement, turn.spots(), turn.choice, player.color))
            view.set_layer("recall", r.recall_marks(turn.recalls(), turn.recall))
            areas = badges = ""
            if turn.cities():
                areas, badges = r.city_choice_layers(turn.tentative, turn.cities(), turn.city, turn.placement,
                                                     turn.spots(), self.names)
            view.set_layer("cities", areas)
            view.set_layer("badges", badges)
        elif turn.phase == ctl.AUTO and turn.placement is not None:
            view.set_layer("cells", "")
            view.set_layer("preview", "")
            player = self.game.players[turn.player]
            view.set_layer("tentative", r.tentative_layer(turn.placement))
            view.set_layer("spots", r.chosen_follower(turn.placement, turn.choice, player.color))
            view.set_layer("recall", r.recall_marks([rc for rc in turn.recalls() if rc.cell == turn.recall],
                                                    turn.recall))
        else:
            view.set_layer("cells", "")
            view.set_layer("tentative", "")
            view.set_layer("spots", "")
            view.set_layer("recall", "")

    def gingerbread_position(self):
        if "gingerbread" not in self.game.rules.expansions:
            return None
        from carcassonne.expansions.gingerbread import Gingerbread

        return Gingerbread.position(self.game)

    def render_cursor(self) -> None:
        turn = self.turn
        if turn.cursor is None or turn.phase != self.engine().controller.PLACE:
            self.board.set_layer("preview", "")
            return
        rot = turn.fitting(turn.cursor)
        self.board.set_layer("preview", self.engine().render.preview_use(turn.tile, rot, *turn.cursor))

    def render_panel(self) -> None:
        eng = self.engine()
        ctl = eng.controller
        game, turn = self.game, self.turn
        supply = game.supply
        for i, player in enumerate(game.players):
            li = _q(f'#scoreboard [data-player="{i}"]')
            playing = turn.phase in (ctl.PLACE, ctl.DEPLOY, ctl.AUTO) and i == game.current_player
            li.classList.toggle("current", playing)
            if playing:
                li.setAttribute("aria-current", "true")
            else:
                li.removeAttribute("aria-current")
            _q(f'[data-testid="score-{i}"]', li).textContent = str(game.scores[i])
            line = text.plural(supply["normal"][i], "follower")
            for kind, word in (("big", "big follower"), ("abbot", "abbot")):
                if kind in supply:
                    line += f" + {word}" if supply[kind][i] else f" · {word} in play"
            node = _q(f'[data-testid="supply-{i}"]', li)
            node.textContent = line
            if supply.get("big", [0] * (i + 1))[i]:
                node.insertAdjacentHTML("beforeend", eng.render.supply_icon("big", player.color))
        if _el("tiles").open:
            self.render_tiles()
        for button in js.document.querySelectorAll('[data-action="tiles-open"]'):
            button.hidden = game.free
        bag = _el("tiles-left")
        bag.hidden = game.free
        bag.textContent = text.plural(game.tiles_left, "tile") + " in the bag"
        river = _el("river-left")
        river_left = self.river_left()
        river.hidden = river_left is None
        if river_left is not None:
            river.textContent = ("Last river tile: the lake ends the river" if river_left == 0
                                 else f"River phase: {text.plural(river_left, 'river tile')} left")
        self.render_tray()
        self.render_actions()

    def river_left(self) -> int | None:
        game = self.game
        if "river" not in game.rules.expansions or game.over or game.drawn is None:
            return None
        from carcassonne.expansions.river import River
        from carcassonne.tiles import TILE_TYPES

        if TILE_TYPES[game.drawn].set != "river":
            return None
        return River.tiles_left(game)

    def render_tray(self) -> None:
        eng = self.engine()
        ctl = eng.controller
        turn, game = self.turn, self.game
        tray = _el("tray")
        use = _el("tray-use")
        if turn.phase == ctl.PLACE and turn.tile:
            tray.hidden = False
            use.setAttribute("href", f"#tile-{turn.tile}")
            use.setAttribute("transform", f"rotate({turn.rot_pref} 50 50)")
            tray.dataset.tile = turn.tile
            tray.dataset.rot = str(turn.rot_pref)
            tray.classList.remove("placed")
            tray.setAttribute("aria-label", f"Drawn tile {turn.tile}, turned {turn.rot_pref}°. Drag it onto the "
                                            "board, or focus the board and use the arrow keys and Enter.")
        elif turn.phase == ctl.AUTO:
            tray.hidden = False
            tray.classList.toggle("placed", turn.placement is not None)
            rot = turn.placement.rot if turn.placement is not None else 0
            use.setAttribute("href", f"#tile-{turn.tile}")
            use.setAttribute("transform", f"rotate({rot} 50 50)")
            tray.dataset.tile = turn.tile
            tray.dataset.rot = str(rot)
            tray.setAttribute("aria-label", f"Drawn tile {turn.tile}, played by the computer.")
        elif turn.phase == ctl.DEPLOY:
            tray.hidden = False
            tray.classList.add("placed")
            use.setAttribute("href", f"#tile-{turn.tile}")
            use.setAttribute("transform", f"rotate({turn.placement.rot} 50 50)")
            tray.dataset.rot = str(turn.placement.rot)
        else:
            tray.hidden = True
        name = self.names[game.current_player] if not game.over else ""
        line = _el("turn-line")
        if game.over:
            line.textContent = "The game is over."
        elif turn.phase == ctl.AUTO:
            line.textContent = (text.computer_thinking(name) if turn.placement is None
                                else text.computer_plays(name, turn.placement.x, turn.placement.y))
        elif turn.phase == ctl.PLACE:
            line.textContent = f"{name}: place the tile. Drag it onto a highlighted cell."
        elif turn.phase == ctl.DEPLOY:
            n = len(turn.spots())
            extra = " or take your abbot back" if turn.recalls() else ""
            if turn.needs_city:
                line.textContent = text.gingerbread_turn_line(name, bool(n or extra))
            elif turn.choice is not None:
                spot = next(s for s in turn.spots() if s.deployment == turn.choice)
                line.textContent = f"{name}: {spot.label.split(' (')[0].lower()}. Confirm, or pick another spot."
            elif turn.recall is not None:
                line.textContent = f"{name}: the abbot comes back and scores. Confirm, or pick something else."
            elif n or extra:
                line.textContent = f"{name}: choose a follower spot{extra}, or none; then confirm."
            else:
                line.textContent = f"{name}: no follower can go on this tile. Confirm the turn."
        else:
            line.textContent = ""
        _el("turn-box").classList.toggle("auto", turn.phase == ctl.AUTO)
        _el("turn-player").textContent = name
        _el("turn-box").style.setProperty("--player", eng.render.colour(game.players[game.current_player].color))

    def render_actions(self) -> None:
        ctl = self.engine().controller
        turn = self.turn
        deploy = turn.phase == ctl.DEPLOY
        place = turn.phase == ctl.PLACE
        _q('[data-testid="rotate"]').disabled = not (place or (deploy and len(turn.rotations(turn.placement.cell)) > 1))
        _q('[data-testid="undo-turn"]').disabled = not deploy
        _q('[data-testid="skip-deploy"]').disabled = not turn.ready
        confirm = _q('[data-testid="confirm-turn"]')
        confirm.disabled = not turn.ready
        step = _el("ginger-step")
        cities = turn.cities() if deploy else []
        step.hidden = not cities
        if cities:
            _el("ginger-text").textContent = text.gingerbread_step(len(cities), self.city_summary(turn.city))
        if turn.needs_city:
            confirm.setAttribute("aria-label", "Confirm the turn (first pick the gingerbread man's city)")
        elif deploy and turn.choice is not None:
            spot = next(s for s in turn.spots() if s.deployment == turn.choice)
            confirm.setAttribute("aria-label", f"Confirm the turn: {spot.label.split(' (')[0].lower()}")
        elif deploy and turn.recall is not None:
            confirm.setAttribute("aria-label", "Confirm the turn: take the abbot back")
        else:
            confirm.setAttribute("aria-label", "Confirm the turn with no follower" if deploy else "Confirm the turn")
        recalls = _el("recalls")
        recalls.textContent = ""
        if deploy and turn.has_big:
            on = turn.big_mode
            b = _make("button", "big-toggle" + (" on" if on else ""), "", type="button", data_testid="big-toggle",
                      data_action="big-toggle", aria_pressed="true" if on else "false",
                      title=text.BIG_TOGGLE_TITLE)
            b.innerHTML = self.engine().render.supply_icon("big", self.game.players[turn.player].color)
            b.appendChild(_make("span", "", text.big_toggle_label(on, turn.big_forced)))
            b.disabled = turn.big_forced
            recalls.appendChild(b)
        if deploy:
            for r in turn.recalls():
                b = _make("button", "recall" + (" chosen" if turn.recall == r.cell else ""),
                          f"Take the abbot back from the {r.feature} at ({r.cell[0]}, {r.cell[1]}) (+{r.points} points)",
                          type="button", data_testid="abbot-recall", data_x=r.cell[0], data_y=r.cell[1],
                          data_action="recall", aria_pressed="true" if turn.recall == r.cell else "false")
                recalls.appendChild(b)
        _el("final-open").hidden = not self.game.over
        _q('[data-testid="undo-last"]').hidden = self.scenario is not None or not self.game.turns or not self.humans()

    # --- playing -----------------------------------------------------------------------------------------

    def action(self, name: str, button) -> None:
        if name == "rotate":
            self.rotate()
        elif name == "undo-turn":
            self.undo_turn()
        elif name == "skip-deploy":
            self.skip()
        elif name == "confirm-turn":
            self.confirm()
        elif name == "big-toggle":
            self.toggle_big()
        elif name == "recall":
            self.choose_recall((int(button.dataset.x), int(button.dataset.y)))
        elif name == "zoom-in":
            self.board.zoom(1.25)
        elif name == "zoom-out":
            self.board.zoom(0.8)
        elif name == "fit":
            self.board.fit(force=True)
        elif name == "menu":
            self.to_menu()
        elif name == "undo-last":
            self.undo_last()
        elif name == "export-save":
            self.export("save")
        elif name == "export-scenario":
            self.export("scenario")
        elif name == "final-open":
            self.show_final()
        elif name == "final-close":
            _el("final").close()
        elif name == "tiles-open":
            self.show_tiles()
        elif name == "tiles-close":
            _el("tiles").close()
        elif name == "new-game":
            _el("final").close()
            self.to_menu()
        elif name.startswith("step-"):
            self.step_scenario(name[5:])

    def step_scenario(self, where: str) -> None:
        if self.scenario is None:
            return
        n = len(self.scenario.game.turns)
        target = {"first": 0, "prev": self.view_step - 1, "next": self.view_step + 1, "last": n}[where]
        self.view_step_to(target)

    def to_menu(self) -> None:
        self.ai_token += 1
        self.store.current = None
        self.game = None
        self.turn = None
        self.show_screen("new")

    def drag_started(self) -> None:
        self.hide_toast()
        self.hover(None)

    def drag_ended(self) -> None:
        pass

    def drop(self, cell, rot) -> None:
        """The tile is put down on a legal cell: show it and its follower spots (the ≤ 50 ms path)."""
        turn = self.turn
        try:
            turn.place(cell, rot)
        except ValueError as exc:
            self.toast(text.illegal_drop(str(exc)))
            return
        self.board.set_layer("preview", "")
        self.render_turn_layers()
        self.board.focus_cell(cell)
        self.render_tray()
        self.render_actions()
        self.announce(f"Tile placed at {cell[0]}, {cell[1]}. "
                      + (f"{len(turn.spots())} follower spots." if turn.spots() else "No follower spot."))

    def refuse(self, cell) -> None:
        self.toast(text.illegal_drop(self.turn.why_not(cell)))

    def rotate(self, step: int = 1, cell=None) -> None:
        turn = self.turn
        if turn is None:
            return
        ctl = self.engine().controller
        if turn.phase == ctl.DEPLOY:
            turn.rotate(step=step)
            self.render_turn_layers()
            self.render_tray()
            self.render_actions()
        elif turn.phase == ctl.PLACE:
            turn.rotate(cell, step)
            self.render_tray()
            self.render_cursor()

    def move_cursor(self, dx: int, dy: int) -> None:
        turn = self.turn
        if turn.cursor is None:
            cell = turn.start_cursor(self.game.board.order[-1])
        else:
            cell = turn.move_cursor(dx, dy)
        self.after_cursor(cell)

    def cycle_cursor(self, step: int) -> None:
        self.after_cursor(self.turn.cycle_cursor(step))

    def after_cursor(self, cell) -> None:
        self.render_cursor()
        if cell is not None:
            self.board.measure()
            self.board.ensure_cell_visible(cell)
            rots = self.turn.rotations(cell)
            self.announce(f"Cell {cell[0]}, {cell[1]}: fits turned {', '.join(f'{r}°' for r in rots)}. Enter places.")

    def place_at_cursor(self) -> None:
        turn = self.turn
        if turn.cursor is None:
            self.move_cursor(0, 0)
            return
        self.board.measure()
        self.drop(turn.cursor, turn.fitting(turn.cursor))

    def choose_spot(self, location: str, kind: str) -> None:
        c = self.engine().carcassonne
        turn = self.turn
        if turn.phase != self.engine().controller.DEPLOY:
            return
        turn.choose(c.Deployment(location, kind))
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()
        spot = _q(f'[data-testid="meeple-spot"][data-location="{location}"][data-kind="{kind}"]')
        if found(spot):
            spot.focus()

    def choose_city(self, key: str) -> None:
        """The player picked a city for the gingerbread man (``key``: "x,y,at" of the badge or area)."""
        turn = self.turn
        if turn is None or turn.phase != self.engine().controller.DEPLOY:
            return
        x, y, at = key.split(",")
        turn.choose_city(self.engine().carcassonne.CityChoice(int(x), int(y), at))
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()
        self.announce(text.gingerbread_step(len(turn.cities()), self.city_summary(turn.city)))
        badge = _q(f'[data-testid="gingerbread-city"][aria-pressed="true"]')
        if found(badge):
            badge.focus()

    def city_summary(self, choice) -> str | None:
        """Size and knights of a city the gingerbread man may go to (None: no city chosen)."""
        if choice is None:
            return None
        item = self.turn.tentative.preview(choice.x, choice.y, choice.at)
        knights = [(self.names[p], n) for p, n in item.strength] if item is not None else []
        return text.city_summary(len(item.tiles) if item is not None else 1, knights)

    def toggle_big(self) -> None:
        turn = self.turn
        if turn is None or turn.phase != self.engine().controller.DEPLOY or not turn.has_big:
            return
        big = turn.toggle_big()
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()
        self.announce(text.big_toggle_label(big, turn.big_forced) + ".")

    def choose_recall(self, cell) -> None:
        self.turn.choose_recall(cell)
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()

    def undo_turn(self) -> None:
        self.turn.undo()
        self.board.unfocus()
        self.hover(None)
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()
        self.announce("Back to the start of the turn: the tile is in your hand again.")

    def undo_last(self) -> None:
        """Take back the last confirmed turn (the engine replays the record without it)."""
        game = self.game
        if self.scenario is not None or not game.turns:
            self.toast("There is no confirmed turn to take back.")
            return
        if _el("final").open:
            _el("final").close()
        self.board.unfocus()
        self.ai_token += 1
        # against the computer, take back its answers too: back to the last turn a person played
        while True:
            player = game.turns[-1][0]
            game.undo()
            if self.log:
                self.log.pop()
            if player not in self.computers or not game.turns or not self.humans():
                break
        self.turn = self.engine().controller.TurnState(game, self.computers)
        self.ensure_defs([game.drawn] if game.drawn else [])
        self.render_all()
        self.render_report(game.reports[-1] if game.reports else None)
        self.autosave()
        self.announce("The last turn was taken back.")
        self.schedule_computer()

    def skip(self) -> None:
        turn = self.turn
        turn.choice = None
        turn.recall = None
        self.confirm()

    def confirm(self, auto: bool = False) -> None:
        turn = self.turn
        ctl = self.engine().controller
        if turn is None or turn.phase != (ctl.AUTO if auto else ctl.DEPLOY):
            return
        if turn.needs_city:
            self.toast(text.PICK_CITY_FIRST)
            return
        try:
            report = turn.confirm()
        except Exception as exc:  # noqa: BLE001 - IllegalMoveError: say why, keep the turn
            self.toast(str(exc), error=True)
            return
        self.last_report = report
        self.log.append(self.log_entry(report))
        self.hover(None)
        self.ensure_defs([self.game.drawn] if self.game.drawn else [])
        self.board.unfocus()
        self.render_all()
        self.render_report(report)
        self.board.keep_in_view()
        self.autosave()
        events = [item.explain(self.names) for item in report.scored if item.awards]
        if events and not self.game.over:
            self.toast(" ".join(events))
        if self.game.over:
            self.show_final()
        self.schedule_computer()

    # --- computer seats ------------------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return [p for p in range(len(self.game.players)) if p not in self.computers]

    def schedule_computer(self) -> None:
        """If a computer seat is to play, play its turn in two timer steps (think, show, confirm): never inside an
        event handler, one turn per timer task, so a computer-only game keeps the page responsive."""
        turn = self.turn
        if turn is None or not turn.auto or self.scenario is not None:
            return
        token = self.ai_token
        js.setTimeout(self.once(lambda *_: self.computer_move(token)), self.ai_delays[0])

    def computer_move(self, token: int) -> None:
        if token != self.ai_token or self.turn is None or not self.turn.auto:
            return
        game = self.game
        from carcassonne import ai

        rng = random.Random(f"{game.seed}:{len(game.turns)}")  # the same game and turn: the same move
        started = time.perf_counter()
        self.turn.load(ai.choose_turn(game, rng))
        self.render_turn_layers()
        self.render_tray()
        self.render_actions()
        p = self.turn.placement
        self.announce(text.computer_plays(self.names[game.current_player], p.x, p.y))
        thought_ms = int((time.perf_counter() - started) * 1000)
        js.setTimeout(self.once(lambda *_: self.computer_confirm(token)), max(0, self.ai_delays[1] - thought_ms // 2))

    def computer_confirm(self, token: int) -> None:
        if token != self.ai_token or self.turn is None or not self.turn.auto:
            return
        self.confirm(auto=True)

    def log_entry(self, report) -> tuple[str, list[str]]:
        name = self.names[report.player] if report.number else ""
        turn = report.turn
        what = f"placed {turn.placement.tile} at ({turn.placement.x}, {turn.placement.y})"
        if turn.deploy:
            o = turn.placement
            from carcassonne.geometry import feature_kind

            feature = feature_kind(o.tile, o.rot, turn.deploy.location)
            what += f", {text.role(turn.deploy.kind, feature)} {text.FEATURE_PREP.get(feature, 'on the')} {feature}"
        if turn.recall:
            what += f", took the abbot back from ({turn.recall[0]}, {turn.recall[1]})"
        if turn.gingerbread:
            what += f", moved the gingerbread man to the city at ({turn.gingerbread.x}, {turn.gingerbread.y})"
        heading = f"Turn {report.number}: {name} {what}" if report.number else "Final scoring"
        return heading, report.events(self.names)

    def render_report(self, report) -> None:
        """The last turn's scoring (the engine's breakdown, one sentence per item) and the game log."""
        log = _el("log-lines")
        log.textContent = ""
        for heading, lines in reversed(self.log[-60:]):
            log.appendChild(_turn_item(heading, lines))
        box = _el("report")
        lines_box = _el("report-lines")
        lines_box.textContent = ""
        if report is None:
            box.hidden = True
            return
        box.hidden = False
        reports = [report]
        if report.player in self.computers and self.humans() and self.scenario is None:
            # a person's turn comes after one or more computer turns: show every one of them
            earlier = self.game.reports[:-1] if self.game.reports and self.game.reports[-1] is report else []
            for previous in reversed(earlier):
                if previous.player not in self.computers or not previous.number:
                    break
                reports.insert(0, previous)
        if len(reports) == 1:
            heading, lines = self.log_entry(report)
            _el("report-heading").textContent = heading
            for line in lines or ["No points this turn."]:
                lines_box.appendChild(_make("li", "", line))
            return
        _el("report-heading").textContent = text.computer_turns_heading(len(reports))
        for r in reports:
            heading, lines = self.log_entry(r)
            lines_box.appendChild(_turn_item(heading, lines, "turn"))

    def save_meta(self) -> dict:
        game = self.game
        return {"id": self.save_id, "saved": _now_ms(), "turn": len(game.turns), "scores": list(game.scores),
                "over": game.over, "tiles_left": game.tiles_left, "computers": sorted(self.computers)}

    def autosave(self) -> None:
        if self.save_id is None or self.scenario is not None:
            return
        eng = self.engine()
        try:
            self.store.write(self.save_id, eng.record.save_json(self.game, **self.save_meta()))
        except StorageError as exc:
            self.show_storage_warning(str(exc))
            return
        _el("storage-warning").hidden = True
        self.store.current = self.save_id

    def show_storage_warning(self, message: str) -> None:
        node = _el("storage-warning")
        node.textContent = message
        node.hidden = False

    # --- understanding -----------------------------------------------------------------------------------

    def hover(self, key) -> None:
        """Highlight the feature under the pointer (or a spot's) and say who holds it and what it is worth."""
        view = self.board
        if view is None:
            return
        info = _el("info")
        if key is None or self.game is None:
            view.set_layer("highlight", "")
            info.hidden = True
            return
        r = self.engine().render
        if key[0] == "spot":
            turn = self.turn
            if turn.placement is None:
                return
            _, location, kind = key
            game = turn.tentative
            x, y = turn.placement.x, turn.placement.y
            spot = next((s for s in turn.spots() if s.location == location and s.kind == kind), None)
            prefix = f"{spot.label}. " if spot else ""
        else:
            _, x, y, location = key
            game = self.game
            meeple = game.meeples.get((x, y))
            prefix = ""
            if meeple is not None and meeple.location == location:
                from carcassonne.geometry import feature_kind

                o = game.board.tiles[(x, y)][0]
                feature = feature_kind(o.id, o.rot, location)
                prefix = f"{self.names[meeple.player]}'s {text.role(meeple.kind, feature)}. "
        pieces = r.feature_pieces(game, x, y, location)
        view.set_layer("highlight", r.highlight_layer(pieces))
        item = game.preview(x, y, location)
        if item is None:
            info.hidden = True
            return
        info.textContent = prefix + text.feature_summary(item, self.names)
        info.hidden = False

    # --- messages ----------------------------------------------------------------------------------------

    def toast(self, message: str, error: bool = False) -> None:
        node = _el("toast")
        if not found(node):
            return
        node.textContent = message
        node.classList.toggle("error", error)
        node.hidden = False
        if self._toast_timer is not None:
            js.clearTimeout(self._toast_timer)
        self._toast_timer = js.setTimeout(self.once(self.hide_toast), 5000)

    def hide_toast(self, *_args) -> None:
        node = _el("toast")
        if found(node):
            node.hidden = True

    def announce(self, message: str) -> None:
        _el("announce").textContent = message

    # --- the tile list ---------------------------------------------------------------------------------------

    def show_tiles(self) -> None:
        self.render_tiles()
        dialog = _el("tiles")
        if not dialog.open:
            dialog.showModal()

    def render_tiles(self) -> None:
        """The game's tile types with how many of each are still in the bag (the drawn tile is out of it)."""
        from collections import Counter

        eng = self.engine()
        game = self.game
        left = Counter(game.bag[game.bag_pos:])
        types = eng.TILE_TYPES
        groups = []
        for set_name in game.rules.tile_sets:
            entries = [(t, left[t], tt.provisional) for t, tt in types.items() if tt.set == set_name]
            if entries:
                groups.append((text.SET_LABELS.get(set_name, set_name), entries))
        _el("tiles-summary").textContent = text.tiles_summary(game.tiles_left, game.drawn)
        _el("provisional-note").hidden = not any(p for _, entries in groups for _, _, p in entries)
        _el("tiles-groups").innerHTML = eng.render.tile_list_html(groups)

    # --- end of game ---------------------------------------------------------------------------------------

    def show_final(self) -> None:
        game = self.game
        table = game.score_table()
        dialog = _el("final")
        cats = [c for c in ("road", "city", "monastery", "garden", "field", "gingerbread")
                if c != "gingerbread" or "gingerbread" in game.rules.expansions]
        if not game.rules.farmers:
            cats.remove("field")
        thead = _el("final-head")
        thead.textContent = ""
        row = _make("tr")
        row.appendChild(_make("th", "", "Player", scope="col"))
        for c in cats + ["total"]:
            row.appendChild(_make("th", "", text.CATEGORY_LABELS[c], scope="col"))
        thead.appendChild(row)
        body = _el("final-body")
        body.textContent = ""
        winners = game.winners
        order = sorted(range(len(game.players)), key=lambda p: -game.scores[p])
        for p in order:
            tr = _make("tr", "winner" if p in winners else "", data_player=str(p))
            tr.style.setProperty("--player", self.engine().render.colour(game.players[p].color))
            th = _make("th", "", scope="row")
            th.appendChild(_make("span", "dot", aria_hidden="true"))
            th.appendChild(_make("span", "", game.players[p].name))
            tr.appendChild(th)
            for c in cats + ["total"]:
                tr.appendChild(_make("td", "total" if c == "total" else "", str(table[p][c]),
                                     data_testid=f"final-{c}-{p}"))
            body.appendChild(tr)
        _el("final-winner").textContent = text.winners_line(winners, self.names, game.scores[winners[0]])
        lines = _el("final-lines")
        lines.textContent = ""
        final_items = [item for report in game.reports for item in report.final]
        for item in final_items:
            lines.appendChild(_make("li", "", item.explain(self.names)))
        if not final_items:
            lines.appendChild(_make("li", "", "Nothing was left to score at the end."))
        if not dialog.open:
            dialog.showModal()


def computers_of(meta, players: int) -> list[int]:
    """The computer seats a save's ``meta`` names (anything unreadable there counts as none)."""
    seats = meta.get("computers") if isinstance(meta, dict) else None
    if not isinstance(seats, list):
        return []
    return sorted({s for s in seats if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players})


def text_storage_denied() -> str:
    from .storage import DENIED_MESSAGE

    return DENIED_MESSAGE


def _turn_item(heading: str, lines: list[str], cls: str = ""):
    """A log entry: the turn's heading with its scoring sentences as a nested list (text only, never HTML)."""
    li = _make("li", cls, heading)
    if lines:
        ul = _make("ul")
        for line in lines:
            ul.appendChild(_make("li", "", line))
        li.appendChild(ul)
    return li


def main() -> None:
    app = App()
    app.boot()
    main.app = app  # keep a reference (and every proxy) alive
