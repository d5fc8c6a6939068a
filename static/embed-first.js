// embed.html's first picture, in plain JS: a shipped lesson shows at once, and Python starts only when a learner acts.
//
// Why: each frame of a rules page booting its own Pyodide costs ~3 s of CPU and ~14 MB, and a cross-site frame cannot
// share an interpreter with its neighbours (no SharedWorker without third-party storage). The board, the texts and
// the scores of every step of a shipped lesson were computed by the build with the real engine and renderer
// (py/ui/embed_views.py -> static/views/<lesson>.json): this script only inserts those markup strings and texts and
// swaps them when the reader steps (buttons, keys, swipe, `carcassonne:goto`). It draws nothing of its own and
// knows no rule.
//
// The engine (PyScript, then py/ui/embed.py) is loaded when a learner acts: hovers or touches the board, uses a task
// button or the zoom, moves into a frame whose tile is to be placed, or when the parent sends `load` / `picture`.
// Until then the frame's root says `data-engine="idle"`, while loading `"loading"` (and the frame shows a line that
// says so), then `"ready"`: Python takes over the same elements at the step shown, and what the learner asked for
// is done then (a task button's click, a hover, the queued messages), without asking twice.
// A lesson that was not built in advance (another `src`, an `s=` that is not a shipped lesson's, a `load` message)
// starts the engine by itself, as does a page opened on its own (no parent), once the page is idle.
//
// `carcassonne:ready` is sent when the first picture and its controls are live and the page accepts every message
// (messages that need the engine start it and are acted on when it is loaded); Python sends it itself otherwise.
(() => {
  "use strict";

  const html = document.documentElement;
  const boot = () => window.carcassonneBoot || {}; // static/boot.js (this script is async: read it when needed)
  const params = new URLSearchParams(location.search);
  const alone = window.parent === window;
  const CORE = "./static/vendor/pyscript/core.js";
  const STEP_KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }; // ui.embed.Embed.on_key
  const SWIPE_PX = 50; // ui.embed.SWIPE_PX
  const LANGUAGES = ["en", "de"];

  /** What Python reads and calls (ui.embed.Embed): the state, the step shown, the queued messages. */
  const first = {
    engine: "idle",
    shown: false, // the first picture is on screen (Python takes it over)
    readySent: false,
    step: null,
    steps: 0,
    lang: "en",
    source: null, // an inline (`s=`) shipped lesson's own file, as a full URL: its `next` is beside it
    pending: [], // parent messages not done here, kept until the engine runs the page, then read by Python
    ready, // Python calls it when it runs the page: it gets the queued messages back
    listening: () => { first.listened = true; }, // Python's listener is on (it leaves messages to `pending` till ready)
  };
  window.carcassonneFirst = first;

  let root = null;
  let view = null; // the lesson's view file (ui.embed_views.scenario_views)
  let mode = "view";
  let sentStep = null;
  let sentHeight = null;
  let laterClicks = []; // buttons pressed while the engine loaded: pressed again once it is there
  let pointer = null; // where the pointer is over the board (its hover is shown once the engine is there)
  let swipeStart = null;

  const $ = (selector) => root.querySelector(selector);
  const testid = (id) => $(`[data-testid="${id}"]`);
  const idle = () => first.engine !== "ready";

  function post(message) {
    try { window.parent.postMessage(message, "*"); } catch (e) { /* a parent gone */ }
  }

  function setEngine(state) {
    first.engine = state;
    if (root) root.dataset.engine = state;
  }

  // ------------------------------------------------------------------------------------------------ the engine

  /** Load PyScript (and so Python, then ui.embed.main) once. */
  let started = false;
  function startEngine() {
    if (started) return;
    started = true;
    setEngine("loading");
    if (boot().armWatchdog) boot().armWatchdog();
    const script = document.createElement("script");
    script.type = "module";
    script.src = CORE;
    document.head.appendChild(script);
  }

  /** The engine without a learner asking (a lesson not built in advance, a page of its own): once this page has
   * loaded and the main thread is idle. Same-site frames share one main thread, and Python's start is one long task:
   * started at once, it would hold up the first pictures of the frames beside this one. */
  function startSoon() {
    const idleThen = () => (window.requestIdleCallback ? requestIdleCallback(startEngine, { timeout: 1000 })
      : setTimeout(startEngine, 50));
    if (document.readyState === "complete") idleThen();
    else window.addEventListener("load", idleThen, { once: true });
  }

  /** Python has shown the lesson: it takes the page over; the learner's pending wishes are done now. */
  function ready() {
    setEngine("ready");
    const clicks = laterClicks;
    laterClicks = [];
    setTimeout(() => {
      for (const button of clicks) if (button.isConnected && !button.disabled) button.click();
      if (pointer) hoverAgain(pointer);
    }, 0);
    const pending = first.pending;
    first.pending = [];
    return pending;
  }

  /** The hover the learner began while the engine loaded: the same pointer moves again, now for Python. */
  function hoverAgain(at, again = true) {
    const target = document.elementFromPoint(at.x, at.y);
    if (!target || !$(".embed-board").contains(target) || pointer !== at) return;
    target.dispatchEvent(new PointerEvent("pointermove", {
      bubbles: true, cancelable: true, clientX: at.x, clientY: at.y, pointerType: "mouse", isPrimary: true,
    }));
    // the first move marks the tile's features (drawn on the next frame); the second finds the one under it
    if (again) requestAnimationFrame(() => requestAnimationFrame(() => hoverAgain(at, false)));
  }

  // ------------------------------------------------------------------------------------------------ the lesson

  /** The view file of a shipped lesson named by `src` (static/lessons/<name>.json on this site), or null. */
  function viewUrl(src) {
    let url;
    try { url = new URL(src, location.href); } catch (e) { return null; }
    const lessons = new URL("static/lessons/", location.href);
    if (url.origin !== lessons.origin || url.search || url.hash || !url.pathname.startsWith(lessons.pathname)) return null;
    const name = url.pathname.slice(lessons.pathname.length);
    if (!/^[a-z0-9][a-z0-9-]*\.json$/.test(name) || name === "index.json") return null;
    return new URL(`static/views/${name}`, location.href).href;
  }

  async function fetchJson(url) {
    try {
      const response = await fetch(url);
      return response.ok ? await response.json() : null;
    } catch (e) {
      return null; // offline without it, or a broken file: the engine shows the lesson
    }
  }

  async function fetchView(url) {
    const data = url ? await fetchJson(url) : null;
    const known = data && data.format === "carcassonne-embed-views" && data.version === 1
      && typeof data.layer_groups === "string";
    return known && LANGUAGES.every((lang) => data.languages && data.languages[lang]) ? data : null;
  }

  /** The view file of a shipped lesson given inline (`s=`, as the lessons page's snippet has it): the lessons'
   * index lists each one's `s` (tests/test_lessons.py keeps it equal to the file's), or null. */
  async function inlineViewUrl(s) {
    const index = await fetchJson(new URL("static/lessons/index.json", location.href).href);
    const lessons = index && Array.isArray(index.lessons) ? index.lessons : [];
    const entry = lessons.find((lesson) => lesson && lesson.s === s && typeof lesson.file === "string");
    if (!entry) return null;
    const file = `static/lessons/${entry.file}`;
    first.source = new URL(file, location.href).href; // its file: where its `next` is (ui.embed.Embed.load_s)
    return viewUrl(file);
  }

  /** The language the page opens in (ui.i18n.initial_language without a stored choice, as ui.embed does). */
  function initialLanguage() {
    const base = (tag) => String(tag || "").trim().replace("_", "-").split("-")[0].toLowerCase();
    const asked = base(params.get("lang"));
    if (LANGUAGES.includes(asked)) return asked;
    const preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    return preferred.map(base).find((tag) => LANGUAGES.includes(tag)) || "en";
  }

  /** ui.embed_session.mode_for: the mode asked for (task only when there is one), else task when there is one. */
  function modeFor(asked) {
    if (asked === "task" && !view.task) return "view";
    if (asked === "play" && view.over) return "view"; // the game has ended: nothing to play (play-note says so)
    if (["view", "play", "task"].includes(asked)) return asked;
    return view.task ? "task" : "view";
  }

  /** ui.embed_session.read_step */
  function readStep(value) {
    if (typeof value === "string" && /^[0-9]{1,6}$/.test(value)) value = Number(value);
    return Number.isInteger(value) && value >= 0 && value <= 1_000_000 ? value : null;
  }

  /** ui.embed_session.read_goto: a goto below 0 goes to step 0 (above the last, `goto` clamps). */
  const readGoto = (value) => (Number.isInteger(value) && value < 0 && value >= -1_000_000 ? 0 : readStep(value));

  const live = () => mode !== "view" && first.step === first.steps;

  function show() {
    first.lang = initialLanguage();
    html.lang = first.lang;
    mode = modeFor(params.get("mode"));
    first.steps = view.steps;
    const asked = readStep(params.get("step"));
    first.step = asked === null ? view.steps : Math.min(asked, view.steps);
    // a task without step buttons is asked at its position (ui.embed_session.shown_step)
    if (mode === "task" && params.get("controls") === "0") first.step = view.steps;
    $("#tile-defs").innerHTML = view.defs;
    $("#camera").innerHTML = view.layer_groups; // the board's layers (ui.board_view.LAYERS; Python keeps them)
    $(".embed-steps").hidden = params.get("controls") === "0";
    testid("embed-scores").hidden = params.get("scores") === "0";
    $(".embed-game").hidden = false;
    root.dataset.state = "shown";
    html.classList.add("first-picture");
    first.shown = true;
    texts();
    draw();
    fit();
    if (window.ResizeObserver) {
      new ResizeObserver(() => { if (idle()) fit(); }).observe($("#board"));
      new ResizeObserver(() => { if (idle()) reportHeight(); }).observe(root);
    }
    first.readySent = true;
    performance.mark("embed-first:shown"); // (e2e/bench_embeds.py reads these marks)
    post({ type: "carcassonne:ready", version: 1 });
    reportHeight();
  }

  /** The words of the page and the lesson's own texts, in the current language (ui.embed.Embed.switch_language). */
  function texts() {
    const words = view.languages[first.lang].words;
    const word = (msgid) => (Object.prototype.hasOwnProperty.call(words, msgid) ? words[msgid] : msgid);
    for (const node of root.querySelectorAll("[data-label]")) {
      node.setAttribute("aria-label", word(node.dataset.label));
      node.setAttribute("title", word(node.dataset.label));
    }
    for (const node of root.querySelectorAll("[data-text]")) node.textContent = word(node.dataset.text);
    $(".embed-steps").setAttribute("aria-label", word("Steps"));
    testid("embed-scores").setAttribute("aria-label", word("Scores"));
    testid("embed-text").setAttribute("aria-label", word("Explanation"));
    const lesson = view.languages[first.lang];
    document.title = lesson.title || word("Carcassonne lesson");
    const title = testid("embed-title");
    title.textContent = lesson.title;
    title.title = lesson.title;
    const description = testid("embed-description");
    description.textContent = lesson.description;
    description.hidden = !lesson.description;
    scoreboard(lesson.players, word("score"));
    const playNote = testid("play-note");
    playNote.hidden = !(params.get("mode") === "play" && view.over);
    playNote.textContent = playNote.hidden ? "" : lesson.play_over;
  }

  /** The scoreboard's rows (ui.scoreboard.Scoreboard.build); the names are text, the swatch the renderer's markup. */
  function scoreboard(players, scoreWord) {
    const list = testid("scoreboard");
    list.textContent = "";
    players.forEach((player, i) => {
      const li = document.createElement("li");
      li.className = "player";
      li.dataset.player = String(i);
      li.style.setProperty("--player", player.colour);
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.innerHTML = player.swatch;
      const name = document.createElement("span");
      name.className = "name";
      name.dataset.testid = `player-${i}`;
      name.textContent = player.name;
      name.title = player.name;
      const score = document.createElement("span");
      score.className = "score";
      score.dataset.testid = `score-${i}`;
      score.setAttribute("aria-label", scoreWord);
      const supply = document.createElement("span");
      supply.className = "supply";
      supply.dataset.testid = `supply-${i}`;
      li.append(swatch, name, score, supply);
      list.appendChild(li);
    });
  }

  /** The shown step: its board layers, counter, buttons, note, explanation, scores and task (ui.embed.Embed). */
  function draw() {
    const lesson = view.languages[first.lang];
    const step = lesson.steps[first.step];
    for (const layer of $("#camera").children) {
      const markup = step.layers[layer.id.replace(/^layer-/, "")] || "";
      if (layer.innerHTML !== markup) layer.innerHTML = markup;
    }
    testid("step-counter").textContent = step.counter;
    for (const where of ["first", "prev", "next", "last"]) {
      testid(`step-${where}`).disabled = first.step === (where === "first" || where === "prev" ? 0 : first.steps);
    }
    const game = $(".embed-game");
    if (game.getAttribute("data-step") !== String(first.step)) {
      game.setAttribute("data-step", String(first.step));
      testid("embed-text").scrollTop = 0;
    }
    const note = testid("step-note");
    note.textContent = step.note;
    note.hidden = !step.note;
    const list = testid("step-explain");
    list.textContent = "";
    for (const line of step.explain) {
      const li = document.createElement("li");
      li.textContent = line;
      list.appendChild(li);
    }
    step.scores.forEach((score, i) => {
      testid(`score-${i}`).textContent = String(score);
      testid(`supply-${i}`).textContent = step.supply[i];
    });
    const task = testid("task");
    task.hidden = !(mode === "task" && view.task);
    if (!task.hidden) {
      taskProgress(lesson.task_progress || "");
      testid("task-prompt").textContent = live() ? lesson.task : lesson.task_before;
      testid("task-hint").disabled = testid("task-answer").disabled = !live();
      testid("task-retry").disabled = true; // nothing to try again yet (ui.task_panel.TaskPanel.say "asking")
      testid("task-feedback").hidden = true;
    }
    if (sentStep !== first.step) {
      sentStep = first.step;
      post({ type: "carcassonne:step", step: first.step, of: first.steps });
    }
  }

  /** "Task 1 of 2" above the prompt of a lesson with several tasks, the node ui.task_panel.TaskPanel.progress makes
   * (Python's panel takes this one over). */
  function taskProgress(text) {
    let node = testid("task-progress");
    if (!node && text) {
      node = document.createElement("p");
      node.className = "task-progress";
      node.dataset.testid = "task-progress";
      testid("task").insertBefore(node, testid("task-prompt"));
    }
    if (!node) return;
    node.textContent = text;
    node.hidden = !text;
  }

  function goto(step) {
    first.step = Math.max(0, Math.min(first.steps, step));
    draw();
    fit();
    reportHeight(); // also out of view, where the ResizeObserver is silent (a frame below the fold)
  }

  /** ui.step_viewer.step_target */
  function stepTo(where) {
    const target = { first: 0, prev: first.step - 1, next: first.step + 1, last: first.steps }[where];
    goto(target);
    if (live()) startEngine(); // a tile is to be placed here: the learner is about to act
  }

  /** The board fitted to the step (ui.camera.Camera.fit with ui.board_view's margin 0.15 and largest scale 1.5). */
  function fit() {
    const svg = $("#board");
    const box = svg.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    const [minX, minY, maxX, maxY] = view.languages[first.lang].steps[first.step].bounds;
    const margin = 0.15;
    const w = (maxX - minX + 1 + 2 * margin) * 100;
    const h = (maxY - minY + 1 + 2 * margin) * 100;
    const scale = Math.max(0.12, Math.min(1.5, Math.min(box.width / w, box.height / h)));
    const tx = box.width / 2 - ((minX + maxX + 1) / 2) * 100 * scale;
    const ty = box.height / 2 - ((minY + maxY + 1) / 2) * 100 * scale;
    $("#camera").setAttribute("transform", `translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(4)})`);
    svg.classList.toggle("lod-far", 100 * scale < 72); // ui.board_view.lod_far, from the near level
    svg.classList.toggle("lod-mid", 100 * scale >= 56 && 100 * scale < 72); // ui.board_view.lod_mid, from the far level
  }

  // ------------------------------------------------------------------------------------------------ the height

  const px = (value) => (String(value).trim().endsWith("px") ? parseFloat(value) || 0 : 0);
  const height = (selector) => { const node = $(selector); return node ? node.getBoundingClientRect().height : 0; };

  /** ui.embed_frame.FrameFit.measure and ui.embed_fit.natural_height: the frame height the parent is asked for. */
  function reportHeight() {
    const style = getComputedStyle(root);
    const main = $(".embed-main");
    const text = testid("embed-text");
    const wide = style.getPropertyValue("--embed-layout").trim() === "wide";
    const around = root.getBoundingClientRect().height - main.getBoundingClientRect().height;
    const parts = [".embed-steps", ".turn-box", ".embed-scores"].map(height).filter((p) => p > 0);
    const gap = px(getComputedStyle(main).rowGap);
    const border = text.offsetHeight - text.clientHeight;
    const texts = !text.getClientRects().length ? 0 // not shown (layout=board without a task)
      : Math.max(height(".embed-text-body") + border, px(getComputedStyle(text).minHeight));
    const board = height(".embed-board-natural");
    const controls = parts.reduce((a, b) => a + b, 0) + texts + gap * parts.length;
    const inner = wide ? Math.max(board, controls) : board + gap + controls;
    let total = Math.max(around + inner, px(style.minHeight));
    if (wide) total = Math.min(total, window.innerWidth);
    const value = Math.ceil(total - 0.01);
    if (value !== sentHeight) {
      sentHeight = value;
      post({ type: "carcassonne:height", height: value });
    }
  }

  // ------------------------------------------------------------------------------------------------ the learner

  function onClick(event) {
    if (!idle()) return;
    const button = event.target.closest("[data-action]");
    if (!button || !root.contains(button) || button.disabled) return;
    const action = button.dataset.action;
    if (action.startsWith("step-") && first.shown) {
      stepTo(action.slice(5));
    } else {
      laterClicks.push(button); // a task button, the zoom: done as soon as the engine is there
      startEngine();
    }
  }

  function onKey(event) {
    if (!idle() || !first.shown || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = String((event.target && event.target.tagName) || "").toLowerCase();
    if (["input", "select", "textarea"].includes(tag)) return;
    const where = STEP_KEYS[event.key];
    if (where && params.get("controls") !== "0") {
      event.preventDefault();
      stepTo(where);
    }
  }

  function onBoardPointer(event) {
    if (!idle()) return;
    pointer = event.pointerType === "mouse" || event.type === "pointermove" ? { x: event.clientX, y: event.clientY } : null;
    startEngine(); // a hover asks what a feature is worth; a touch or a drag wants to play
  }

  function onSwipeStart(event) {
    swipeStart = idle() && event.pointerType !== "mouse" ? [event.clientX, event.clientY] : null;
  }

  function onSwipeEnd(event) {
    const start = swipeStart;
    swipeStart = null;
    if (!start || !idle() || !first.shown || params.get("controls") === "0") return;
    const dx = event.clientX - start[0];
    const dy = event.clientY - start[1];
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dy) < Math.abs(dx) / 2) stepTo(dx > 0 ? "prev" : "next");
  }

  /** A parent's message until the engine runs the page: steps, languages and pictures of the lesson shown here,
   * the rest kept, in order, for Python (`ui.embed.Embed.engine_ready` reads them; it reads none itself before).
   * After a `load`, everything waits behind it: a `goto`, `lang` or `picture` sent then is meant for the loaded
   * lesson (a 1.0 host sends `load` then `goto` as soon as `ready` arrives). */
  function onMessage(event) {
    if (!idle() || event.source !== window.parent || event.source === window) return;
    const data = event.data;
    if (Object.prototype.toString.call(data) !== "[object Object]" || typeof data.type !== "string") return;
    if (!data.type.startsWith("carcassonne:")) return;
    if (first.pending.some((kept) => kept.type === "carcassonne:load")) {
      first.pending.push(data);
      return;
    }
    if (data.type === "carcassonne:goto" && first.shown) {
      const step = readGoto(data.step);
      if (step !== null) goto(step);
      return;
    }
    if (data.type === "carcassonne:lang" && first.shown && LANGUAGES.includes(data.lang)) {
      first.lang = data.lang;
      html.lang = data.lang;
      texts();
      draw();
      reportHeight();
    }
    if (data.type === "carcassonne:picture" && first.shown && pictureUrl) {
      answerPicture(data);
      return;
    }
    first.pending.push(data);
    if (data.type === "carcassonne:load" || data.type === "carcassonne:picture" || !first.shown) startEngine();
  }

  /** (1.1) `carcassonne:picture` answered from the build's picture file (ui.embed_views.scenario_pictures), joined
   * as ui.picture.assemble joins it; a step that is not a whole number is ignored, as Python ignores it. Without the
   * file (offline, an old build) the engine answers. */
  let pictureUrl = null;
  let pictures = null;
  async function answerPicture(data) {
    const step = data.step === undefined || data.step === null ? first.step : readGoto(data.step);
    if (step === null) return;
    const lang = first.lang;
    pictures = pictures || fetchJson(pictureUrl);
    const file = await pictures;
    const parts = file && file.format === "carcassonne-embed-pictures" && file.languages[lang]
      ? file.languages[lang][Math.min(step, file.languages[lang].length - 1)] : null;
    if (!parts) {
      pictureUrl = pictures = null;
      if (idle()) {
        first.pending.push(data);
        startEngine();
      }
      return;
    }
    const symbols = parts.symbols.map((key) => file.symbols[key]).join("");
    post({ type: "carcassonne:picture", svg: `${file.decl}${parts.open}<defs>${file.defs}${symbols}</defs>${parts.body}\n` });
  }

  /** The view file, asked for as soon as this script runs (async: while the page's CSS still loads). */
  async function lessonView() {
    const s = params.get("s");
    const src = params.get("src");
    performance.mark("embed-first:start");
    const url = s !== null ? await inlineViewUrl(s) : src !== null ? viewUrl(src) : null;
    const data = await fetchView(url);
    if (data) pictureUrl = url.replace(/\.json$/, ".picture.json");
    performance.mark("embed-first:view");
    return data;
  }

  async function main(viewing) {
    root = document.getElementById("embed");
    setEngine(first.engine);
    view = await viewing;
    if (!view) {
      setEngine("loading"); // not built in advance: Python reads it, soon (the loading screen says so)
      startSoon();
      return;
    }
    if (boot().lazy) boot().lazy();
    show();
    root.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    const board = $(".embed-board");
    board.addEventListener("pointermove", onBoardPointer);
    board.addEventListener("pointerdown", onBoardPointer);
    board.addEventListener("focusin", () => { if (idle()) startEngine(); });
    board.addEventListener("pointerleave", () => { pointer = null; });
    root.addEventListener("pointerover", () => { if (live()) startEngine(); });
    const side = $(".embed-side");
    side.addEventListener("pointerdown", onSwipeStart);
    side.addEventListener("pointerup", onSwipeEnd);
    if (alone) startSoon(); // a page of its own (no rules page around it): the engine follows, as before
  }

  window.addEventListener("message", onMessage); // (a message before the page is ready: kept for Python)
  const viewing = lessonView();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => main(viewing), { once: true });
  else main(viewing);
})();
