// The rules page (rules.html): plain markup whose every text carries its English msgid (data-i18n), written in the
// page's language by static/boot.js at load and again here when the reader switches language. The language is the
// app's choice: boot.js picks ?lang=, else the one remembered by the game (localStorage), else the browser's; a
// switch here is remembered the same way, so the game opens in it too.
// Each section's diagram is a shipped lesson in embed.html (`src=static/lessons/<file>&lang=`): the frame shows the
// lesson's first picture at once from the build's views and boots nothing until a learner acts on it, so a page of
// a dozen diagrams stays light. Frames size themselves from their `carcassonne:height` messages.
(() => {
  "use strict";

  const { T } = window.carcassonneTexts;
  const html = document.documentElement;
  const LANGS = ["en", "de"];
  const LANG_KEY = "carcassonne:v1:lang"; // ui.i18n.STORAGE_KEY, as static/boot.js reads it
  const ATTRIBUTES = ["aria-label", "title", "placeholder", "aria-roledescription"]; // ui.page_lang.ATTRIBUTES
  const MIN_HEIGHT = 240;
  const MAX_HEIGHT = 1200;

  const language = () => (LANGS.includes(html.lang) ? html.lang : "en");

  /** The lesson's address in embed.html, in the page's language (frames and "Open this lesson" links). */
  function lessonUrl(file, extra = "") {
    const query = `src=static/lessons/${encodeURIComponent(file)}&lang=${language()}${extra}`;
    return new URL(`embed.html?${query}`, location.href).href;
  }

  /** Every data-i18n text and attribute in the page's language (English: the msgid itself). */
  function localise() {
    for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = T(node.getAttribute("data-i18n"));
    for (const name of ATTRIBUTES) {
      for (const node of document.querySelectorAll(`[data-i18n-${name}]`)) {
        node.setAttribute(name, T(node.getAttribute(`data-i18n-${name}`)));
      }
    }
  }

  function render() {
    localise();
    document.title = `Carcassonne – ${T("Rules")}`;
    for (const button of document.querySelectorAll(".langs button")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === language()));
    }
    for (const section of document.querySelectorAll("[data-testid=rules-section]")) {
      const heading = section.querySelector("h2");
      const frame = section.querySelector("iframe[data-lesson]");
      const link = section.querySelector("a[data-lesson]");
      if (frame) {
        const url = lessonUrl(frame.dataset.lesson);
        frame.title = heading ? heading.textContent : frame.title;
        if (frame.src !== url) frame.src = url;
      }
      if (link) link.href = lessonUrl(link.dataset.lesson);
    }
  }

  /** The sections of what is in play in the game that opened the page (`?play=farmers,abbot`, written by
   *  py/ui/rules_link.py): each gets an "In this game" mark (a name without a section is ignored). */
  function markInPlay() {
    const names = (new URLSearchParams(location.search).get("play") || "").split(",");
    for (const section of document.querySelectorAll("[data-testid=rules-section]")) {
      if (!names.includes(section.id) || section.querySelector(".in-play")) continue;
      section.classList.add("in-game");
      const mark = document.createElement("p");
      mark.className = "in-play";
      mark.dataset.testid = "rules-in-play";
      mark.setAttribute("data-i18n", "In this game");
      mark.textContent = T("In this game");
      section.querySelector(".rule-text").prepend(mark);
    }
  }

  function choose(lang) {
    if (!LANGS.includes(lang) || lang === language()) return;
    html.lang = lang;
    try {
      window.localStorage.setItem(LANG_KEY, lang); // the game opens in it too
    } catch (err) {
      // storage denied: the choice lasts this visit
    }
    render();
  }

  /** A frame reports its content's height: the frame takes it (within bounds), so nothing scrolls inside. */
  window.addEventListener("message", (event) => {
    const data = event.data;
    if (event.origin !== location.origin || !data || data.type !== "carcassonne:height") return;
    const height = Number(data.height);
    if (!Number.isFinite(height)) return;
    for (const frame of document.querySelectorAll("iframe[data-lesson]")) {
      if (frame.contentWindow === event.source) {
        frame.height = String(Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height))));
      }
    }
  });

  for (const button of document.querySelectorAll(".langs button")) {
    button.addEventListener("click", () => choose(button.dataset.lang));
  }
  markInPlay();
  render();
  // The page is shown: boot.js's watchdog stops and the service worker is registered (as on the other pages).
  html.classList.add("app-ready");
})();
