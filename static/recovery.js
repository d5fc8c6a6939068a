// The recovery screen, shown by static/boot.js when the game does not start. Plain JS and DOM only (Python may be
// the broken part). It lists this site's localStorage entries (keys under "carcassonne:", see py/ui/storage.py),
// exports each one, or all of them, to a file exactly as stored (the text goes into a Blob, never into HTML), and,
// only after the player confirms, moves entries that look damaged aside under "carcassonne-aside:" (the app then
// no longer sees them; nothing is deleted). Every text shown is set with textContent, and is English marked with T(text) /
// NT(singular, plural, n) for static/boot.js's translations (window.carcassonneTexts; see boot.js "Texts").
(() => {
  "use strict";

  const APP_PREFIX = "carcassonne:";
  const ASIDE_PREFIX = "carcassonne-aside:";
  const SAVE_PREFIX = "carcassonne:v1:save:";
  const CURRENT_KEY = "carcassonne:v1:current";
  const MAX_CHECK_CHARS = 5_000_000;
  // boot.js defines these; the fallbacks keep the screen working (in English) if it somehow did not.
  const english = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));
  const texts = window.carcassonneTexts || {
    T: english,
    NT: (singular, plural, n, values) => english(n === 1 ? singular : plural, { n, ...values }),
  };
  const { T, NT } = texts;

  function storage() {
    try {
      return window.localStorage || null;
    } catch (err) {
      return null;
    }
  }

  /** Why an entry looks damaged, or "" when it looks like a save this version reads (the app checks further). */
  function problemOf(key, text) {
    if (key === CURRENT_KEY) return "";
    if (!key.startsWith(SAVE_PREFIX)) return T("written by another version of the game");
    if (text === null) return T("empty");
    if (text.length > MAX_CHECK_CHARS) return T("too large to be a saved game");
    let doc;
    try {
      doc = JSON.parse(text);
    } catch (err) {
      return T("not valid JSON (damaged)");
    }
    if (!doc || typeof doc !== "object" || Array.isArray(doc)) return T("not a saved game");
    if (doc.format !== "carcassonne-save") return T("not a Carcassonne save");
    if (doc.version !== 1) return T("a save of version {version}", { version: String(doc.version).slice(0, 20) });
    if (!Array.isArray(doc.players)) return T("its players are damaged");
    return "";
  }

  /** Every entry of ours: {key, text, problem}; an empty list when storage is denied. */
  function entries(store) {
    const out = [];
    if (!store) return out;
    try {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (typeof key !== "string" || !key.startsWith(APP_PREFIX)) continue;
        const text = store.getItem(key);
        out.push({ key, text, problem: problemOf(key, text) });
      }
    } catch (err) {
      // a storage that fails while listing: show what was read
    }
    return out.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  function download(filename, text) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  /** A download name from a storage key: its first 100 characters, runs of anything else as "-", none at the ends.
   *  (Trimmed by a loop: `/^-+|-+$/g` backtracks over every run of dashes inside a long key, quadratic.) */
  function fileName(key) {
    const name = String(key).slice(0, 100).replace(/[^A-Za-z0-9_-]+/g, "-");
    let start = 0;
    let end = name.length;
    while (start < end && name[start] === "-") start += 1;
    while (end > start && name[end - 1] === "-") end -= 1;
    return `${name.slice(start, end) || "entry"}.json`;
  }

  function make(tag, props = {}, text = "") {
    const node = document.createElement(tag);
    Object.assign(node, props);
    if (text) node.textContent = text;
    return node;
  }

  function button(label, testid, onClick, cls = "") {
    const node = make("button", { type: "button", className: cls }, label);
    node.dataset.testid = testid;
    node.addEventListener("click", onClick);
    return node;
  }

  /** Move entries aside (same text under ASIDE_PREFIX + key), only after the player confirms. */
  function setAside(store, list, render, message) {
    if (!list.length || !window.confirm(message)) return;
    let moved = 0;
    for (const entry of list) {
      try {
        store.setItem(ASIDE_PREFIX + entry.key, entry.text === null ? "" : entry.text);
        store.removeItem(entry.key); // only once the copy is stored
        moved += 1;
      } catch (err) {
        break; // storage full or denied: the rest stays where it was
      }
    }
    render(T("{moved} of {count} set aside (kept under “{prefix}”).", { moved, count: list.length, prefix: ASIDE_PREFIX }));
  }

  function show(failure) {
    const old = document.getElementById("recovery");
    if (old) old.remove();
    const store = storage();
    const screen = make("section", { id: "recovery", className: "recovery" });
    screen.dataset.testid = "recovery";
    screen.setAttribute("role", "alert");
    screen.setAttribute("aria-labelledby", "recovery-title");
    const card = make("div", { className: "card" });
    screen.append(card);

    const render = (note) => {
      card.textContent = "";
      const list = entries(store);
      const damaged = list.filter((e) => e.problem);
      card.append(make("h1", { id: "recovery-title" }, T("Carcassonne could not start")));
      card.append(make("p", { className: "recovery-reason" }, failure.reason));
      if (failure.detail) {
        const details = make("details");
        details.append(make("summary", {}, T("Details")), make("pre", { className: "recovery-detail" }, failure.detail.slice(0, 4000)));
        card.append(details);
      }
      if (!store) {
        card.append(make("p", {}, T("This browser does not let the page store anything, so there are no saved games here.")));
      } else if (!list.length) {
        card.append(make("p", {}, T("There are no saved games on this device.")));
      } else {
        card.append(make("p", {}, T("Your saved games are still here; nothing has been deleted. Export them to keep a copy.")));
        const ul = make("ul", { className: "recovery-list" });
        for (const entry of list) {
          const li = make("li");
          li.dataset.key = entry.key;
          const size = entry.text === null ? 0 : entry.text.length;
          li.append(make("code", {}, entry.key), make("span", { className: "muted" }, " " + NT("{count} character", "{count} characters", size, { count: size.toLocaleString() })));
          if (entry.problem) li.append(make("span", { className: "recovery-problem" }, " " + T("looks damaged: {problem}", { problem: entry.problem })));
          li.append(" ", button(T("Export"), "recovery-export-one", () => download(fileName(entry.key), entry.text || ""), "quiet"));
          ul.append(li);
        }
        card.append(ul);
      }
      const actions = make("div", { className: "actions" });
      if (list.length) {
        actions.append(
          button(T("Export every save (one file)"), "recovery-export-all", () => {
            const all = Object.fromEntries(list.map((e) => [e.key, e.text]));
            download("carcassonne-saves.json", JSON.stringify(all, null, 1));
          }),
        );
      }
      if (damaged.length) {
        actions.append(
          button(NT("Set aside {n} damaged entry", "Set aside {n} damaged entries", damaged.length), "recovery-set-aside", () =>
            setAside(
              store,
              damaged,
              render,
              NT(
                "Move {n} damaged entry aside? It is kept (not deleted) under another name, and the game stops reading it.",
                "Move {n} damaged entries aside? They are kept (not deleted) under another name, and the game stops reading them.",
                damaged.length,
              ),
            ),
          ),
        );
      }
      if (list.some((e) => e.key === CURRENT_KEY)) {
        actions.append(
          button(T("Don't resume the last game"), "recovery-skip-resume", () =>
            setAside(store, list.filter((e) => e.key === CURRENT_KEY), render, T("Start at the menu instead of resuming the last game? The game itself stays saved.")),
          ),
        );
      }
      actions.append(button(T("Try again"), "recovery-reload", () => location.reload(), "primary"));
      card.append(actions);
      if (note) card.append(make("p", { className: "recovery-note", role: "status" }, note));
    };
    render("");
    document.body.prepend(screen);
  }

  window.carcassonneRecovery = { show, entries, problemOf };
})();
