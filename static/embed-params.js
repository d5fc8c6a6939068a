// embed.html's 1.1 URL parameters that change how the frame looks: `theme`, `layout`, `hint`, `answer`
// (shared/spec/embed.md). A plain script in the page's <head>, run before the body is drawn: the first thing the reader
// sees (the loading line, the first picture of static/embed-first.js, then Python's page) already has the theme, so a
// dark frame never flashes light. It only marks <html>; static/embed-theme.css does the rest, for the page's three
// stages alike (py/ui/embed_params.py reads the same parameters for what Python does with them).
//
//   html.embed-dark            the dark colours (theme=dark, or theme=auto while the reader's system prefers dark)
//   html[data-theme]           the theme asked for: light, dark or auto
//   html.embed-layout-board    only the board, and in a task what the task needs (no title, step texts, scoreboard)
//   html.embed-no-hint         no "Show hint" button (hint=0)
//   html.embed-no-answer       no "Show answer" button (answer=0)
//
// A value the spec does not define is not a reason to refuse the lesson: the default is used, and the frame says
// which parameter was not understood, in its language (again after a language switch), so the teacher sees the typo.
(() => {
  "use strict";

  const html = document.documentElement;
  /** name -> [its values, the default first] (ui.embed_params.CHOICES) */
  const CHOICES = {
    theme: ["light", "dark", "auto"],
    layout: ["full", "board"],
    hint: ["1", "0"],
    answer: ["1", "0"],
  };
  const SHOWN_VALUE = 40; // at most this much of an unknown value is repeated in the notice (ui.embed_params)

  let params;
  try { params = new URLSearchParams(location.search); } catch (e) { params = new URLSearchParams(); }
  const chosen = {};
  const unknown = []; // [name, value] of each value not understood
  for (const [name, values] of Object.entries(CHOICES)) {
    const value = params.get(name);
    chosen[name] = values[0];
    if (value === null) continue;
    if (values.includes(value)) chosen[name] = value;
    else unknown.push([name, value]);
  }

  html.dataset.theme = chosen.theme;
  html.classList.toggle("embed-layout-board", chosen.layout === "board");
  html.classList.toggle("embed-no-hint", chosen.hint === "0");
  html.classList.toggle("embed-no-answer", chosen.answer === "0");

  const dark = chosen.theme === "auto" && window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  const paint = () => html.classList.toggle("embed-dark", chosen.theme === "dark" || Boolean(dark && dark.matches));
  paint();
  if (dark && dark.addEventListener) dark.addEventListener("change", paint); // the reader's system switched

  /** The notice of the values not understood, in the page's language (static/boot.js's T and its texts). */
  function say() {
    const node = document.querySelector('[data-testid="embed-params"]');
    if (!node) return;
    const texts = window.carcassonneTexts;
    const T = texts && texts.T ? texts.T : (msgid, values) => msgid.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));
    node.textContent = "";
    for (const [name, value] of unknown) {
      const line = document.createElement("span");
      line.textContent = T("{parameter}={value} is not understood: it must be one of {choices}. The default, {default}, is used.", {
        parameter: name,
        value: value.length > SHOWN_VALUE ? `${value.slice(0, SHOWN_VALUE)}…` : value,
        choices: CHOICES[name].join(", "),
        default: CHOICES[name][0],
      });
      node.appendChild(line);
    }
    node.hidden = unknown.length === 0;
  }

  window.carcassonneParams = { chosen, unknown };
  if (!unknown.length) return;
  for (const [name, value] of unknown) console.warn(`embed.html: ${name}=${value.slice(0, SHOWN_VALUE)}: not one of ${CHOICES[name].join(", ")}`);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", say, { once: true });
  else say();
  // the language is <html lang>: static/boot.js, static/embed-first.js and py/ui/embed.py set it on every switch
  new MutationObserver(say).observe(html, { attributes: true, attributeFilter: ["lang"] });
})();
