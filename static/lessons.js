// The gallery reads static/lessons/index.json. Every text from it is set with textContent (never as HTML).
// Its words are catalogue messages like every text JS shows: marked with T here, extracted by `ui.po extract`, and
// translated from static/boot-texts.js (boot.js's T reads <html lang>, which render() sets).
const { T } = window.carcassonneTexts;
const WORDS = () => ({
  title: T("Lessons"),
  intro: T("The rulebooks' own examples, step by step. Each one can be put into another site with “Embed this”."),
  open: T("Open"), embed: T("Embed this"), hide: T("Hide the snippet"), task: T("task"),
  bySrc: T("With a link to the file (src):"), inline: T("With the lesson inline (s):"),
  back: T("Back to the game"),
});
const TOPICS = () => ({
  roads: T("Roads"), cities: T("Cities"), monasteries: T("Monasteries"), followers: T("Followers"),
  farmers: T("Farmers and fields"), river: T("The River"), abbot: T("The Abbot"),
  "inns-cathedrals": T("Inns & Cathedrals"), gingerbread: T("The Gingerbread Man"),
});
const LANGS = ["en", "de"];
const params = new URLSearchParams(location.search);
let lang = params.get("lang") || ((navigator.language || "").toLowerCase().startsWith("de") ? "de" : "en");
if (!LANGS.includes(lang)) lang = "en";
let lessons = [];

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
  if (entry.task) heading.append(el("span", words.task, { class: "badge" }));
  const file = encodeURIComponent(entry.file);
  const open = el("a", words.open, { href: embedUrl(`src=static/lessons/${file}`), "data-testid": "lesson-open" });
  const toggle = el("button", words.embed, { type: "button", "aria-expanded": "false", "data-testid": "embed-this" });
  const panel = el("div", null, { class: "snippet", hidden: "" });
  panel.append(
    snippetBox(words.bySrc, snippet(embedUrl(`src=static/lessons/${file}`), title), "embed-snippet-src"),
    snippetBox(words.inline, snippet(embedUrl(`s=${encodeURIComponent(entry.s)}`), title), "embed-snippet-s"),
  );
  toggle.addEventListener("click", () => {
    const show = panel.hidden;
    panel.hidden = !show;
    toggle.setAttribute("aria-expanded", String(show));
    toggle.textContent = show ? words.hide : words.embed;
  });
  const actions = el("div", null, { class: "actions" });
  actions.append(open, toggle);
  item.append(heading, el("p", TOPICS()[entry.topic] || entry.topic, { class: "meta" }), actions, panel);
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
}

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
