"""embed.html: a scenario for a rules-teaching site, in an iframe (`shared/spec/embed.md`).  Entry point `main()`.

Wiring only: the board, scoreboard and turn panel are the game's own parts (`game_view.GameView`), the steps and
the task are `embed_session` (pure), `embed_tasks` and `task_panel`.  The page keeps nothing (no storage: a cross-site frame
may have none) and trusts nothing that arrives: the URL's `s`/`src`, the fetched file and the parent's messages
are measured before they are parsed (`carcassonne.untrusted`), every text goes into ``textContent``, a message
of an unknown shape does nothing, and only messages from ``window.parent`` are read.

Python may start after the page has shown a shipped lesson on its own (static/embed-first.js, from the build's
`embed_views`): a frame stays light until a learner acts.  It then takes that picture over at the step and in the
language shown (`take_over`) and does what was asked meanwhile (`engine_ready`).
"""

from __future__ import annotations

import asyncio

import js
from . import i18n
from .dom import Callbacks, Notices, found, js_object, log_error, q, q_all
from .embed_frame import FrameFit
from .embed_params import read_looks
from .embed_session import PLAY, TASK, EmbedSession, Options, counter_text, mode_for, nothing_to_play, \
    play_over_text, read_goto, read_mode, read_options, read_step, shown_step, step_explanation, step_note
from .embed_tasks import EmbedTasks
from .game_view import GameHost, GameView
from .i18n import N_, t

VERSION = 1
#: The words embed.html carries in ``data-label`` (an aria-label and title) and ``data-text`` (the text), in English.
PAGE_WORDS = (N_("Zoom in"), N_("Zoom out"), N_("Fit the board"), N_("First step"), N_("Previous step"),
              N_("Next step"), N_("Last step"), N_("Try again"), N_("Show hint"), N_("Show answer"),
              N_("Rotate the tile (R)"), N_("Undo: take the tile back (Esc)"), N_("No follower"), N_("Confirm"),
              N_("Show the whole board"))
SWIPE_PX = 50
GOTO_LATEST_MS = 100  # a coalesced ``goto`` is shown by then even where animation frames are not run


class EmbedView(GameView):
    """The game view of the embed: in a task, Confirm asks the engine for a verdict instead of playing."""

    def confirm(self, auto: bool = False) -> None:
        session = self.session
        if session is None or not (session.mode == TASK and session.live):
            super().confirm(auto)
            return
        turn = self.turn
        if turn is None or not turn.ready:
            return
        self.host.judge(turn.turn())

    def feature_text(self, item, names) -> str:
        from . import explain

        return explain.feature_summary(item, names)


class Embed(EmbedTasks, GameHost):
    pending_step: int | None = None  # the step a burst of ``goto`` messages ends on, not shown yet (`goto_soon`)

    def __init__(self) -> None:
        self.doc = js.document
        self.root = q(None, "#embed")
        self.game_root = q(self.root, ".embed-game")
        self.callbacks = Callbacks(self.report_error)
        self.notices = Notices(self.root, self.callbacks)
        params = js.URLSearchParams.new(js.location.search)
        self.param = lambda name: str(params.get(name)) if params.has(name) else None
        self.options: Options = read_options(self.param)
        self.looks = read_looks(self.param)  # theme, layout, hint, answer (1.1; static/embed-params.js styles them)
        self.view: EmbedView | None = None
        self.task = None
        self.sent_step = None
        self.swipe_start = None
        self.reason = None  # words the refusal on screen (None: none, or one that is not the engine's)
        self.first = None  # static/embed-first.js, when the page has it (`_first_picture`)
        self.engine_on = False  # the engine runs the page (`engine_ready`)
        self.play_over = False  # `play` was asked of a scenario whose game has ended (`show`)

    @property
    def session(self) -> EmbedSession | None:
        """The scenario shown, held once: by the view (None: nothing shown, or before the boot)."""
        return self.view.session if self.view is not None else None

    # --- boot ------------------------------------------------------------------------------------------

    def boot(self) -> None:
        try:
            languages = [str(x) for x in js.navigator.languages]
        except Exception:  # noqa: BLE001 - an old browser without navigator.languages
            languages = []
        self.switch_language(i18n.initial_language(self.param("lang"), None, languages))
        from .task_panel import TaskPanel

        self.view = EmbedView(self.game_root, self.notices, self.callbacks, host=self)
        self.task = TaskPanel(q(self.root, '[data-testid="task"]'))
        self.callbacks.on(js.window, "message", self.on_message)
        self.callbacks.on(self.doc, "keydown", self.on_key)
        self.callbacks.on(q(self.root, ".embed-side"), "pointerdown", self.on_swipe_start)
        self.callbacks.on(q(self.root, ".embed-side"), "pointerup", self.on_swipe_end)
        self.fit = FrameFit(self)
        q(self.root, ".embed-steps").hidden = not self.options.controls
        q(self.root, '[data-testid="embed-scores"]').hidden = not self.options.scores
        self.first = _first_picture()
        if self.first is not None:
            self.first.listening()  # (its script keeps the parent's messages for `engine_ready` until then)
        s, src = self.param("s"), self.param("src")
        if (self.first is None or not self.first.shown) and (s is not None or src is None):
            self.set_state("waiting")  # (a first picture stays on screen; a `src` says it is loading instead)
        self.doc.documentElement.classList.add("app-ready")
        if self.first is None or not self.first.readySent:
            self.post({"type": "carcassonne:ready", "version": VERSION})
        if s is not None:
            self.load_s(s)
        elif src is not None:
            asyncio.ensure_future(self.load_src(src))
        if self.first is None or not self.first.shown:
            self.engine_ready()  # no first picture to take over: the page is Python's now (a `src` may still load)

    def report_error(self, exc: BaseException) -> None:
        log_error(exc)
        self.notices.toast(t("Something went wrong: {error}", error=str(exc)), error=True)

    def set_state(self, state: str) -> None:
        """waiting (no scenario yet), shown, or error; the page's elements follow."""
        self.root.dataset.state = state
        q(self.root, '[data-testid="embed-waiting"]').hidden = state != "waiting"
        self.game_root.hidden = state != "shown"  # shown: a session is (being) opened
        self.fit.report_soon()  # (out of view too: `FrameFit.report_soon`)

    # --- messages --------------------------------------------------------------------------------------------

    def post(self, message: dict) -> None:
        parent = js.window.parent
        parent.postMessage(js_object(**message), "*")

    def on_message(self, ev) -> None:
        if self.first is not None and not self.engine_on:
            return  # static/embed-first.js keeps the parent's messages, in order, until `engine_ready` reads them
        if _from_parent(ev):
            self.read_message(ev.data)

    def read_message(self, data) -> None:
        """A message from the parent (its source checked already: here, or by the first picture's script)."""
        if not _plain_object(data):
            return
        kind = js.Reflect.get(data, "type")
        if kind == "carcassonne:load":
            self.pending_step = None  # a goto sent before it was meant for the scenario it replaces
            self.on_load_message(data)
        elif kind == "carcassonne:goto":
            step = read_goto(_field(data, "step"))
            if step is not None and self.session is not None:
                self.goto_soon(step)
        elif kind == "carcassonne:lang":
            lang = _field(data, "lang")
            if isinstance(lang, str) and lang in i18n.LANGUAGES:
                self.switch_language(lang)
                self.redraw()
        elif kind == "carcassonne:picture":  # (1.1) the standalone SVG of a step: ui.embed_picture
            from .embed_picture import picture_answer

            if _field(data, "step") is None:
                self.show_pending_step()  # a `goto` just before it (coalesced, not shown yet) names the step meant
            answer = picture_answer(self.session, _field(data, "step"))
            if answer is not None:
                self.post(answer)

    def on_load_message(self, data) -> None:
        scenario = _field(data, "scenario")
        if not isinstance(scenario, str):
            if not _plain_object(scenario):
                self.refuse(t("The scenario of a load message must be an object or JSON text."))
                return
            try:
                scenario = js.JSON.stringify(scenario)
            except Exception:  # noqa: BLE001 - a cycle, a BigInt, too deep for the browser's own JSON
                self.refuse(t("The scenario of a load message cannot be read as JSON."))
                return
        options = Options(read_step(_field(data, "step")), read_mode(_field(data, "mode")),
                          self.options.controls, self.options.scores)
        self.source = None  # a lesson given by message has no file: its `next` resolves against the page
        self.load_text(str(scenario), options)

    # --- loading ---------------------------------------------------------------------------------------------

    def load_s(self, s: str) -> None:
        from carcassonne import CarcassonneError
        from carcassonne.teaching import decode_s

        try:
            text = decode_s(s)
        except CarcassonneError as exc:
            self.refuse_error(exc)
            return
        if self.first is not None and found(self.first.source):  # a shipped lesson given inline: its `next` is
            self.source = str(self.first.source)                  # beside its file (static/embed-first.js knew it)
        self.load_text(text, self.options)

    async def load_src(self, src: str) -> None:
        """The scenario at ``src``: read within a size and a time limit, and refused in plain words (`embed_src`)."""
        from .embed_src import SrcRefused, fetch_text, show_loading

        self.root.dataset.state = "loading"
        try:
            self.source = str(js.URL.new(src, js.location.href).href)  # `next` resolves against the lesson's file
        except Exception:  # noqa: BLE001 - an address the browser cannot read: the fetch says why
            self.source = None
        show_loading(self.root, True)
        try:
            text = await fetch_text(src)
        except SrcRefused as exc:
            self.refuse(lambda refusal=exc: f"{src[:80]}: {refusal.text()}")  # kept: `exc` ends with the block
            return
        except Exception as exc:  # noqa: BLE001 - anything else the browser throws: its first line
            reason = (str(exc).splitlines() or [type(exc).__name__])[0]
            self.refuse(f"{src[:80]}: {reason}")
            return
        finally:
            show_loading(self.root, False)
        try:
            self.load_text(text, self.options)
        except Exception as exc:  # noqa: BLE001
            self.report_error(exc)
            self.engine_ready()  # the page is Python's all the same: the parent's kept messages are read

    def load_text(self, text: str, options: Options) -> None:
        from carcassonne import CarcassonneError, record
        from carcassonne.untrusted import load_json

        try:
            scenario = record.load_scenario(load_json(text, "the scenario"))
        except CarcassonneError as exc:
            self.refuse_error(exc)
            return
        try:
            self.show(scenario, options)
        except Exception as exc:  # noqa: BLE001 - a scenario the engine read but the page cannot show
            log_error(exc)
            self.view.close()
            self.refuse(str(exc))

    def refuse_error(self, exc: BaseException) -> None:
        """The engine refused the scenario: its reason, worded in the page's language (again after a switch)."""
        from .record_reasons import document_error_text

        self.refuse(lambda: document_error_text(exc))

    def refuse(self, reason) -> None:
        """A scenario or message that cannot be used: said in the frame (as text) and to the parent.  ``reason``:
        the text, or a function that words it (called again when the language changes)."""
        self.reason = reason if callable(reason) else None
        message = self.show_refusal(reason() if callable(reason) else reason)
        self.engine_ready()  # (a first picture whose lesson Python could not load: the refusal is the page's now)
        if self.view is not None:
            self.view.close()  # the error alone: the lesson it replaces is no longer shown nor playable
        self.set_state("error")
        self.post({"type": "carcassonne:error", "message": message})

    def show_refusal(self, reason: str) -> str:
        message = t("This scenario cannot be shown: {reason}", reason=reason)
        node = q(self.root, '[data-testid="embed-error"]')
        node.textContent = message
        node.hidden = False
        return message

    def show(self, scenario, options: Options) -> None:
        q(self.root, '[data-testid="embed-error"]').hidden = True
        self.reason = None
        options, taken = self.take_over(options)
        session = EmbedSession(scenario, mode_for(scenario, options.mode))
        self.play_over = options.mode == PLAY and nothing_to_play(scenario)  # said in the frame (`show_step_texts`)
        self.set_state("shown")
        steps = session.steps()
        session.goto_step(shown_step(options, session.mode, steps))
        tiles = [o.id for o, _ in scenario.game.board.tiles.values()]
        tiles += [task.tile for task in scenario.tasks]
        self.sent_step = (session.view_step, steps) if taken else None  # taken over: the parent was told
        self.task.clear()
        self.view.open(session, tiles)
        self.show_texts()
        if taken:
            self.engine_ready()

    # --- the first picture (static/embed-first.js): taken over at the step and language it shows -------------

    def take_over(self, options: Options) -> tuple[Options, bool]:
        """The options to show the scenario with, and whether the first picture is being taken over: then the
        step is the one it shows and its tile symbols go (the board draws its own in the same task: no flash)."""
        first = self.first
        if first is None or not first.shown or first.engine == "ready":
            return options, False
        if str(first.lang) != i18n.language():
            self.switch_language(str(first.lang))
        q(self.root, "#tile-defs").innerHTML = ""
        return Options(int(first.step), options.mode, options.controls, options.scores), True

    def engine_ready(self) -> None:
        """The engine runs the page: the root says so, and what the learner asked for meanwhile is done now (the
        first picture presses the buttons again and replays a hover; the parent's messages are read here)."""
        if self.engine_on:
            return
        self.engine_on = True
        self.root.dataset.engine = "ready"
        if self.first is None:
            return
        for data in self.first.ready():  # embed-first.js kept only the parent's messages
            self.read_message(data)

    # --- stepping --------------------------------------------------------------------------------------------

    def goto_soon(self, step: int) -> None:
        """A burst of ``goto`` messages is coalesced: each only notes its step, and the last one noted is shown
        once, at the next animation frame (or timer, for a frame the browser does not paint)."""
        pending, self.pending_step = self.pending_step, step
        if pending is None:
            self.callbacks.later(self.show_pending_step, GOTO_LATEST_MS)
            js.requestAnimationFrame(self.callbacks.once(lambda *_: self.show_pending_step()))

    def show_pending_step(self) -> None:
        step, self.pending_step = self.pending_step, None
        if step is not None and self.session is not None:
            self.goto(step)

    def goto(self, step: int) -> None:
        session = self.session
        session.goto_step(step)
        self.view.board.unfocus()
        self.view.hover(None)
        self.view.refresh()
        self.view.board.keep_in_view()

    def step(self, where: str) -> None:
        if self.session is not None:
            self.view.step(where)

    def on_key(self, ev) -> None:
        if ev.defaultPrevented or ev.ctrlKey or ev.metaKey or ev.altKey or self.session is None:
            return
        tag = str(ev.target.tagName or "").lower()
        if tag in ("input", "select", "textarea"):
            return
        where = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}.get(ev.key)
        if where is not None and self.options.controls:
            ev.preventDefault()
            self.step(where)

    def on_swipe_start(self, ev) -> None:
        self.swipe_start = (ev.clientX, ev.clientY) if ev.pointerType != "mouse" else None

    def on_swipe_end(self, ev) -> None:
        start, self.swipe_start = self.swipe_start, None
        if start is None or not self.options.controls:
            return
        dx, dy = ev.clientX - start[0], ev.clientY - start[1]
        if abs(dx) >= SWIPE_PX and abs(dy) < abs(dx) / 2:
            self.step("prev" if dx > 0 else "next")

    # --- what the game view tells the embed (`game_view.GameHost`) ------------------------------------------

    def changed(self, session) -> None:
        """After every redraw: the step's texts, the panels that this step shows, and the parent's `step`."""
        self.show_step_texts()
        q(self.root, ".turn-box").hidden = not (session.live and session.active)  # not after a right answer
        steps = session.steps()
        q(self.root, '[data-testid="step-counter"]').textContent = counter_text(session.view_step, steps,
                                                                                session.played)
        for where in ("first", "prev", "next", "last"):
            at_end = session.view_step == (0 if where in ("first", "prev") else steps)
            q(self.root, f'[data-testid="step-{where}"]').disabled = at_end
        self.fit.report_soon()
        if (session.view_step, steps) != self.sent_step:
            self.sent_step = (session.view_step, steps)
            self.post({"type": "carcassonne:step", "step": session.view_step, "of": steps})

    # --- texts ------------------------------------------------------------------------------------------------

    def switch_language(self, lang: str) -> None:
        try:
            i18n.set_language(lang)
        except Exception as exc:  # noqa: BLE001 - a missing catalogue: English stays
            log_error(exc)
        self.doc.documentElement.lang = i18n.language()
        for node in q_all(self.root, "[data-label]"):
            node.setAttribute("aria-label", t(str(node.dataset.label)))
            node.setAttribute("title", t(str(node.dataset.label)))
        for node in q_all(self.root, "[data-text]"):
            node.textContent = t(str(node.dataset.text))
        for name in ("aria-label", "aria-roledescription"):  # the board's (as `page_lang`, which keeps storage)
            for node in q_all(self.root, f"[data-i18n-{name}]"):
                node.setAttribute(name, t(str(node.getAttribute(f"data-i18n-{name}"))))
        if self.session is None:
            self.doc.title = t("Carcassonne lesson")
        q(self.root, '[data-testid="embed-waiting"]').textContent = t("Waiting for a scenario…")
        q(self.root, ".embed-steps").setAttribute("aria-label", t("Steps"))
        q(self.root, '[data-testid="embed-scores"]').setAttribute("aria-label", t("Scores"))
        q(self.root, '[data-testid="embed-text"]').setAttribute("aria-label", t("Explanation"))

    def redraw(self) -> None:
        if self.reason is not None and not q(self.root, '[data-testid="embed-error"]').hidden:
            self.show_refusal(self.reason())
        if self.session is not None:
            self.show_texts()
            self.view.scores.build(self.session)  # the players' colour names ("Red") in the new language
            self.view.refresh()

    def show_texts(self) -> None:
        texts = self.session.scenario.texts(i18n.language())
        self.doc.title = texts.title or t("Carcassonne lesson")
        title = q(self.root, '[data-testid="embed-title"]')
        title.textContent = texts.title
        title.title = texts.title  # the whole title where one line cuts it short
        description = q(self.root, '[data-testid="embed-description"]')
        description.textContent = texts.description
        description.hidden = not texts.description
        self.show_step_texts()

    def show_step_texts(self) -> None:
        session = self.session
        if session is None:
            return
        lang = i18n.language()
        if self.game_root.getAttribute("data-step") != str(session.view_step):
            self.game_root.setAttribute("data-step", str(session.view_step))  # (the description first at step 0)
            q(self.root, '[data-testid="embed-text"]').scrollTop = 0  # another step: its texts from the top
        note = step_note(session.scenario, session.view_step, lang) if not session.played else ""  # played on
        over = q(self.root, '[data-testid="play-note"]')
        over.textContent = play_over_text() if self.play_over else ""
        over.hidden = not self.play_over
        node = q(self.root, '[data-testid="step-note"]')
        node.textContent = note
        node.hidden = not note
        lines = step_explanation(session.game, session.names)
        box = q(self.root, '[data-testid="step-explain"]')
        box.textContent = ""
        for line in lines:
            li = self.doc.createElement("li")
            li.textContent = line
            box.appendChild(li)
        self.task.show(self.task_prompt(), session.live)
        if session.mode == TASK and session.task is not None:
            self.offer_next()

_SOURCE_CHECK: tuple | None = None  # (a JS function ev -> ev.source, window.parent, window), made on first use


def _from_parent(ev) -> bool:
    """Whether a message comes from the parent window (and not from this window itself, as at the top level).

    ``ev.source`` never enters Python: a proxy of another site's window cost ~2.5 ms a message (a profile shows
    Pyodide's ``hasMethod``/``hasProperty`` probes of that window), which made a burst of 10 000 messages take
    about a minute before anything was read.  So the comparison runs in JS, with the browser's own
    functions (no ``eval``): ``[ev].map(sourceOf).includes(parent)``."""
    global _SOURCE_CHECK
    if _SOURCE_CHECK is None:
        getter = js.Object.getOwnPropertyDescriptor(js.MessageEvent.prototype, "source").get
        _SOURCE_CHECK = (js.Function.prototype.call.bind(getter), js.window.parent, js.window)
    source_of, parent, own = _SOURCE_CHECK
    sources = js.Array.of(ev).map(source_of)
    return bool(sources.includes(parent)) and not bool(sources.includes(own))


def _first_picture():
    """static/embed-first.js's state (``window.carcassonneFirst``), or None on a page without it."""
    first = getattr(js.window, "carcassonneFirst", None)
    return first if found(first) else None


def _plain_object(value) -> bool:
    """A JS object of the plain kind (not null, an array, a string or a number): a message we may read."""
    try:
        return str(js.Object.prototype.toString.call(value)) == "[object Object]"
    except Exception:  # noqa: BLE001
        return False


def _field(data, name: str):
    """One field of a message, as Python (numbers and text) or the JS object itself; None when absent."""
    try:
        value = js.Reflect.get(data, name)
    except Exception:  # noqa: BLE001 - a getter that throws
        return None
    return None if value is None or not found(value) else value


def main() -> None:
    embed = Embed()
    main.embed = embed  # keep the page's proxies alive
    embed.boot()
