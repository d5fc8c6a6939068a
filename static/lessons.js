// The gallery reads static/lessons/index.json: the lessons in the course's order, from the first tile to the last
// expansion, each with its level and one line of what it teaches. Every text from it is set with textContent (never
// as HTML). "Try it here" shows a lesson in a frame on this page; the frame's messages (embed.md: a right
// `carcassonne:answer`, `carcassonne:done`, the last `carcassonne:step` of a lesson without a task) mark the
// learner's progress, kept in localStorage where the browser allows it and in memory where it does not.
// Its words are catalogue messages like every text JS shows: marked with T here, extracted by `ui.po extract`, and
// translated from static/boot-texts.js (boot.js's T reads <html lang>, which render() sets).
const { T, NT } = window.carcassonneTexts;
const WORDS = () => ({
  title: T("Lessons"),
  intro: T("The rulebooks' own examples, step by step. Each one can be put into another site with “Embed this”."),
  open: T("Open"), embed: T("Embed this"), hide: T("Hide the snippet"), task: T("task"),
  bySrc: T("With a link to the file (src):"), inline: T("With the lesson inline (s):"),
  back: T("Back to the game"), tryHere: T("Try it here"), close: T("Close the lesson"),
  picture: T("Download picture"), byScript: T("With the helper script (embed.js), sized by itself:"),
  done: T("Done"), noStorage: T("This browser does not let the page keep your progress: it is lost when you leave."),
});
const LEVELS = () => ({ 1: T("Beginner"), 2: T("Intermediate"), 3: T("Advanced") });
const TOPICS = () => ({
  roads: T("Roads"), cities: T("Cities"), monasteries: T("Monasteries"), followers: T("Followers"),
  farmers: T("Farmers and fields"), river: T("The River"), abbot: T("The Abbot"),
  "inns-cathedrals": T("Inns & Cathedrals"), gingerbread: T("The Gingerbread Man"),
  basics: T("First steps"), end: T("The end of the game"),
});
const LANGS = ["en", "de"];
const params = new URLSearchParams(location.search);
// boot.js chose the page's language as the game does (?lang=, the game's remembered choice, the browser's)
let lang = params.get("lang") || document.documentElement.lang || ((navigator.language || "").toLowerCase().startsWith("de") ? "de" : "en");
if (!LANGS.includes(lang)) lang = "en";
let lessons = [];

// --- the learner's progress: {lesson id: {solved: tasks answered right, done: bool}} ----------------------------
const STORE = "carcassonne-lessons-progress";
let storageWorks = true;

function readProgress() {
  try {
    const raw = window.localStorage.getItem(STORE);
    const value = raw ? JSON.parse(raw) : {};
    const out = {};
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [id, p] of Object.entries(value)) {
        if (p && typeof p === "object") out[id] = { solved: Math.max(0, Math.min(99, Number(p.solved) | 0)), done: p.done === true };
      }
    }
    return out;
  } catch (err) {
    storageWorks = false;  // denied (a sandbox, a privacy setting) or unreadable: progress lives in memory only
    return {};
  }
}

const progress = readProgress();

function saveProgress() {
  try {
    window.localStorage.setItem(STORE, JSON.stringify(progress));
  } catch (err) {
    storageWorks = false;
  }
}

function mark(entry, change) {
  const p = progress[entry.id] || { solved: 0, done: false };
  change(p);
  const tasks = entry.tasks || 0;
  p.solved = Math.min(p.solved, tasks);
  if (tasks > 0 && p.solved >= tasks) p.done = true;
  progress[entry.id] = p;
  saveProgress();
  showProgress();
}

function progressText(entry) {
  const p = progress[entry.id];
  if (!p) return "";
  if (p.done) return WORDS().done;
  const tasks = entry.tasks || 0;
  if (tasks > 1 && p.solved > 0) return T("{solved} of {count} tasks done", { solved: p.solved, count: tasks });
  return "";
}

function showProgress() {
  for (const entry of lessons) {
    const item = document.querySelector(`[data-testid=lesson-card][data-lesson="${CSS.escape(entry.id)}"]`);
    if (!item) continue;
    const text = progressText(entry);
    const node = item.querySelector("[data-testid=lesson-progress]");
    node.textContent = text;
    node.hidden = !text;
    item.dataset.done = String(Boolean(progress[entry.id] && progress[entry.id].done));
  }
  const done = lessons.filter((e) => progress[e.id] && progress[e.id].done).length;
  const summary = document.querySelector("[data-testid=lessons-progress]");
  summary.textContent = NT("{done} of {count} lesson done", "{done} of {count} lessons done", lessons.length,
    { done, count: lessons.length }) + (storageWorks ? "" : " " + WORDS().noStorage);
  summary.hidden = lessons.length === 0;
}

// --- one lesson tried on this page --------------------------------------------------------------------------------
let trying = null;  // the entry shown in the player frame

function tryLesson(entry) {
  const box = document.querySelector("[data-testid=lesson-player]");
  const frame = box.querySelector("iframe");
  trying = entry;
  box.querySelector("h2").textContent = (entry.title && (entry.title[lang] || entry.title.en)) || entry.id;
  frame.title = box.querySelector("h2").textContent;
  frame.src = embedUrl(`src=static/lessons/${encodeURIComponent(entry.file)}`);
  box.hidden = false;
  box.scrollIntoView({ block: "start" });
}

function closeLesson() {
  const box = document.querySelector("[data-testid=lesson-player]");
  box.hidden = true;
  box.querySelector("iframe").src = "about:blank";
  trying = null;
}

window.addEventListener("message", (event) => {
  const frame = document.querySelector("[data-testid=lesson-frame]");
  if (!trying || !frame || event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const data = event.data;
  if (!data || typeof data !== "object") return;
  const entry = trying;
  // a right answer counts one task; the last one is counted by `done` (an answer carries no task number, and the
  // same task answered right again, after "Show answer", must not finish the lesson)
  const tasks = entry.tasks || 0;
  if (data.type === "carcassonne:answer" && data.correct === true) {
    mark(entry, (p) => { p.solved = tasks > 1 ? Math.max(p.solved, Math.min(p.solved + 1, tasks - 1)) : p.solved + 1; });
  }
  if (data.type === "carcassonne:done") mark(entry, (p) => { p.solved = entry.tasks || 0; p.done = true; });
  else if (data.type === "carcassonne:step" && !entry.tasks && data.step === data.of) mark(entry, (p) => { p.done = true; });
});

function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

function embedUrl(query) {
  return new URL(`embed.html?${query}&lang=${lang}`, location.href).href;
}

function snippet(url, title) {
  const safeTitle = String(title).replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]);
  const safeUrl = url.replace(/&/g, "&amp;").replace(/"/g, "%22");
  return `<iframe src="${safeUrl}" style="width:100%;border:0" height="480" title="${safeTitle}"></iframe>`;
}

/** The snippet with the helper script: one `<script>` (once a page) and an element per lesson (embed.md 1.1). */
function scriptSnippet(file, title) {
  const attr = (value) => String(value).replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]);
  const script = new URL("embed.js", location.href).href;
  return `<script src="${attr(script)}" defer></script>\n` +
    `<div data-carcassonne src="static/lessons/${attr(file)}" lang="${lang}" title="${attr(title)}"></div>`;
}

/** The lesson's last step as an SVG file (`<lesson>.svg`), joined from the build's picture file as ui.picture.assemble
 * joins it (static/views/<lesson>.picture.json, ui.embed_views.scenario_pictures), titled in the page's language. */
async function downloadPicture(entry) {
  const name = entry.file.replace(/\.json$/, "");
  try {
    const response = await fetch(`static/views/${encodeURIComponent(name)}.picture.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = await response.json();
    const steps = file && file.languages && (file.languages[lang] || file.languages.en);
    if (!Array.isArray(steps) || !steps.length) throw new Error("no picture in the file");
    const parts = steps[steps.length - 1];
    const symbols = parts.symbols.map((key) => file.symbols[key]).join("");
    const svg = `${file.decl}${parts.open}<defs>${file.defs}${symbols}</defs>${parts.body}\n`;
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    const link = el("a", null, { href: url, download: `${name}.svg` });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (err) {
    const box = document.querySelector("[data-testid=lessons-error]");
    box.textContent = T("The picture could not be made: {reason}", { reason: err && err.message ? err.message : String(err) });
    box.hidden = false;
  }
}

/** The lesson's picture at its last step (static/views/<lesson>.svg, written by the build's `views`), beside its
 * title: decoration (the title says what it is), loaded only when the card is scrolled near. Without the file (a
 * site served from the repository before a build) the card simply has none. */
function thumbnail(entry) {
  const name = entry.file.replace(/\.json$/, "");
  const img = el("img", null, {
    class: "thumb", src: `static/views/${encodeURIComponent(name)}.svg`, alt: "", loading: "lazy",
    "data-testid": "lesson-thumbnail",
  });
  img.addEventListener("error", () => { img.hidden = true; }, { once: true });
  return img;
}

function snippetBox(label, code, testid) {
  const box = el("div", null, { class: "snippet" });
  const area = el("textarea", null, { readonly: "", rows: "4", "data-testid": testid, "aria-label": label });
  area.value = code;
  box.append(el("label", label), area);
  return box;
}

function card(entry) {
  const words = WORDS();
  const title = (entry.title && (entry.title[lang] || entry.title.en)) || entry.id;
  const item = el("li", null, { class: "lesson-card", "data-testid": "lesson-card", "data-lesson": entry.id });
  const heading = el("h2", title);
  const tasks = entry.tasks || (entry.task ? 1 : 0);
  if (tasks > 1) heading.append(el("span", NT("{count} task", "{count} tasks", tasks, { count: tasks }), { class: "badge" }));
  else if (tasks) heading.append(el("span", words.task, { class: "badge" }));
  const file = encodeURIComponent(entry.file);
  const open = el("a", words.open, { href: embedUrl(`src=static/lessons/${file}`), "data-testid": "lesson-open" });
  const toggle = el("button", words.embed, { type: "button", "aria-expanded": "false", "data-testid": "embed-this" });
  const panel = el("div", null, { class: "snippet", hidden: "" });
  panel.append(
    snippetBox(words.bySrc, snippet(embedUrl(`src=static/lessons/${file}`), title), "embed-snippet-src"),
    snippetBox(words.inline, snippet(embedUrl(`s=${encodeURIComponent(entry.s)}`), title), "embed-snippet-s"),
    snippetBox(words.byScript, scriptSnippet(entry.file, title), "embed-snippet-js"),
  );
  toggle.addEventListener("click", () => {
    const show = panel.hidden;
    panel.hidden = !show;
    toggle.setAttribute("aria-expanded", String(show));
    toggle.textContent = show ? words.hide : words.embed;
  });
  const tryHere = el("button", words.tryHere, { type: "button", "data-testid": "lesson-try" });
  tryHere.addEventListener("click", () => tryLesson(entry));
  const actions = el("div", null, { class: "actions" });
  const picture = el("button", words.picture, { type: "button", "data-testid": "lesson-picture" });
  picture.addEventListener("click", () => downloadPicture(entry));
  actions.append(tryHere, open, toggle, picture);
  const level = LEVELS()[entry.level];
  const meta = [TOPICS()[entry.topic] || entry.topic, level].filter(Boolean).join(" · ");
  const teaches = entry.teaches && typeof entry.teaches === "object" ? (entry.teaches[lang] || entry.teaches.en) : "";
  const status = el("p", "", { class: "progress", "data-testid": "lesson-progress", hidden: "" });
  item.append(thumbnail(entry), heading, el("p", meta, { class: "meta", "data-testid": "lesson-meta" }));
  if (teaches) item.append(el("p", teaches, { class: "teaches", "data-testid": "lesson-teaches" }));
  item.append(status, actions, panel);
  return item;
}

function render() {
  document.documentElement.lang = lang;
  const words = WORDS();
  document.getElementById("gallery-title").textContent = words.title;
  document.getElementById("gallery-intro").textContent = words.intro;
  document.getElementById("gallery-back").textContent = words.back;
  document.title = `Carcassonne – ${words.title}`;
  for (const button of document.querySelectorAll(".langs button")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
  }
  document.querySelector(".lesson-list").replaceChildren(...lessons.map(card));
  document.querySelector("[data-testid=lesson-close]").textContent = words.close;
  showProgress();
}

document.querySelector("[data-testid=lesson-close]").addEventListener("click", closeLesson);

for (const button of document.querySelectorAll(".langs button")) {
  button.addEventListener("click", () => { lang = button.dataset.lang; render(); });
}

try {
  const response = await fetch("static/lessons/index.json");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const index = await response.json();
  if (!index || !Array.isArray(index.lessons)) throw new Error("index.json has no list of lessons");
  lessons = index.lessons.filter((e) => e && typeof e.id === "string" && typeof e.file === "string" && typeof e.s === "string");
  render();
} catch (err) {
  render();
  const box = document.querySelector("[data-testid=lessons-error]");
  box.textContent = T("The lessons could not be loaded: {reason}", { reason: err && err.message ? err.message : String(err) });
  box.hidden = false;
}
// The gallery is shown: the page is ready (boot.js's watchdog stops, and the service worker is registered).
document.documentElement.classList.add("app-ready");
