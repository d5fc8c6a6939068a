// The page's boot guard, in plain JS so that it works when Python never starts. Every page of the site loads it
// as a classic script in <head>, after static/boot-texts.js (its generated translations) and before PyScript's module (so its IndexedDB guard is in place first):
//
// 1. Storage. Probes localStorage and wraps PyScript's IndexedDB use (PyScript 0.7.31 opens `IDBMap/...`
//    databases while booting: "@pyscript.fs" for mounted folders and "<pyodide url>@<version>" for its package
//    cache, and awaits them). Where the browser denies storage (a setting, or a cross-site frame that blocks
//    third-party storage) that open fails and PyScript never starts; here it falls back to an in-memory store,
//    so the game boots and plays, and `html[data-storage="denied"]` tells CSS and the app that nothing is kept.
// 2. Watchdog. Until the app marks `<html class="app-ready">`, an uncaught error, a script that fails to load,
//    a PyScript error box or a boot that takes far longer than normal (BOOT_TIMEOUT_MS) shows the recovery
//    screen (static/recovery.js), which needs nothing but this file and the DOM.
// 3. Service worker. Registered once the app is ready (so its precache reuses what the page just fetched);
//    a new deployment waits, and the page offers "A new version is ready" with a reload button.
//
// window.carcassonneBoot is the small API for the app and the tests (see the object below); window.carcassonneTexts
// holds T and NT, the translated texts (see "Texts" below) that static/recovery.js uses too.
(() => {
  "use strict";

  const html = document.documentElement;
  // A cold boot is 3-5 s on a slow laptop and may take 20 s on a phone: only a boot far longer is a failure.
  // (Tests set window.CARCASSONNE_BOOT_TIMEOUT_MS in an init script to see the timeout without waiting.)
  const BOOT_TIMEOUT_MS = Number.isFinite(window.CARCASSONNE_BOOT_TIMEOUT_MS) ? window.CARCASSONNE_BOOT_TIMEOUT_MS : 90_000;
  const PYSCRIPT_DB_PREFIX = "IDBMap/";
  const LANG_KEY = "carcassonne:v1:lang"; // ui.i18n.STORAGE_KEY

  // Texts. The page's language is chosen here first, in the order ui.i18n uses (?lang=, the remembered choice, the
  // browser's languages), and kept in <html lang> (Python's ui.page_lang sets it again, and on every switch).
  // Every text JS shows is English in the source, marked with T(text) or NT(singular, plural, n) so that `ui.po extract`
  // collects it into py/locale/carcassonne.pot; its translation comes from static/boot-texts.js, which the build
  // generates from the .po catalogues (window.CARCASSONNE_TEXTS; without it English shows). Values are named
  // {placeholders}, as in Python. The pages' data-i18n texts are in that file too and written at once, so a German
  // page shows no English while it loads, and the embed's failure line is German when Python never starts.
  const STATIC_ATTRIBUTES = ["aria-label", "title", "placeholder", "aria-roledescription"]; // ui.page_lang.ATTRIBUTES
  const baseLanguage = (tag) => String(tag || "").split(/[-_]/)[0].toLowerCase();
  function bootLanguage() {
    const choices = [];
    try { choices.push(new URLSearchParams(location.search).get("lang")); } catch (e) { /* a strange URL */ }
    try { choices.push(localStorage.getItem(LANG_KEY)); } catch (e) { /* storage denied */ }
    const known = (tag) => ["en", "de"].includes(baseLanguage(tag));
    const chosen = choices.find(known);
    if (chosen) return baseLanguage(chosen);
    const preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    const first = preferred.find(known);
    return first ? baseLanguage(first) : "en";
  }
  html.lang = bootLanguage();

  /** The translation of msgid in the page's current language (a string, or plural forms), or undefined. */
  function translation(msgid) {
    const tables = window.CARCASSONNE_TEXTS || {};
    const table = Object.prototype.hasOwnProperty.call(tables, baseLanguage(html.lang)) ? tables[baseLanguage(html.lang)] : null;
    return table && Object.prototype.hasOwnProperty.call(table, msgid) ? table[msgid] : undefined;
  }
  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (whole, name) => (values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole));
  /** A marked text in the page's language, its {placeholders} filled from values. */
  function T(msgid, values) {
    const found = translation(msgid);
    return fill(typeof found === "string" ? found : msgid, values);
  }
  /** The plural form for n (every catalogue's rule is n != 1, checked by the build); {n} is n. */
  function NT(singular, plural, n, values) {
    const forms = translation(singular);
    const form = n !== 1 ? 1 : 0;
    const text = Array.isArray(forms) && typeof forms[form] === "string" ? forms[form] : form ? plural : singular;
    return fill(text, { n, ...values });
  }
  window.carcassonneTexts = { T, NT };

  /** Write the page's data-i18n texts in its language (ui.page_lang.apply_static does the same from Python).
   * `switched`: the language changed after the page was written, so a text without a translation goes back to its
   * English msgid (the first time it already is). */
  function localiseStatic(switched = false) {
    for (const node of document.querySelectorAll("[data-i18n]")) {
      const found = translation(node.getAttribute("data-i18n"));
      if (typeof found === "string") node.textContent = found;
      else if (switched) node.textContent = node.getAttribute("data-i18n");
    }
    for (const name of STATIC_ATTRIBUTES) {
      for (const node of document.querySelectorAll(`[data-i18n-${name}]`)) {
        const found = translation(node.getAttribute(`data-i18n-${name}`));
        if (typeof found === "string") node.setAttribute(name, found);
        else if (switched) node.setAttribute(name, node.getAttribute(`data-i18n-${name}`));
      }
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => localiseStatic());
  else localiseStatic();
  // Every text follows a later switch too, however it came (an embed's `carcassonne:lang` message sets <html lang>
  // from static/embed-first.js or ui.embed before Python shows these texts: the engine's loading line, a failure).
  let localisedIn = baseLanguage(html.lang);
  new MutationObserver(() => {
    if (baseLanguage(html.lang) === localisedIn) return;
    localisedIn = baseLanguage(html.lang);
    localiseStatic(true);
  }).observe(html, { attributes: true, attributeFilter: ["lang"] });

  const boot = {
    storage: "unknown", // "ok" | "denied"
    storageProblem: "", // why, when denied
    memoryDatabases: [], // PyScript databases kept in memory because IndexedDB was denied
    failure: null, // {reason, detail} once the boot has failed
    updateReady: false, // a new version waits for the user's reload
    midTurn: false, // set by the app while a turn is half done: a requested reload waits for the turn's end
    reloadRequested: false,
    /** The app calls this (e.g. setMidTurn(true) when a tile is placed, false on confirm or undo). */
    setMidTurn(flag) {
      boot.midTurn = Boolean(flag);
      if (!boot.midTurn && boot.reloadRequested) boot.applyUpdate();
    },
    applyUpdate: () => {},
    fail: (reason, detail) => {},
  };
  window.carcassonneBoot = boot;

  // ---------------------------------------------------------------------------------------------- storage

  function markStorageDenied(why) {
    if (boot.storage === "denied") return;
    boot.storage = "denied";
    boot.storageProblem = String(why || "storage is denied");
    html.dataset.storage = "denied";
  }

  function probeLocalStorage() {
    try {
      const store = window.localStorage;
      if (!store) throw new Error("localStorage is not available");
      store.getItem("carcassonne:probe");
      boot.storage = "ok";
      html.dataset.storage = "ok";
    } catch (err) {
      markStorageDenied(`localStorage: ${err && err.message ? err.message : err}`);
    }
  }

  /** A minimal in-memory stand-in for the IndexedDB calls PyScript's IDBMap makes (one object store). */
  function memoryDatabase(name) {
    const rows = new Map();
    const answer = (compute) => {
      const request = { result: undefined, error: null, onsuccess: null, onerror: null };
      setTimeout(() => {
        request.result = compute();
        if (typeof request.onsuccess === "function") request.onsuccess({ target: request, type: "success" });
      }, 0);
      return request;
    };
    const store = {
      count: () => answer(() => rows.size),
      clear: () => answer(() => rows.clear()),
      delete: (key) => answer(() => void rows.delete(key)),
      get: (key) => answer(() => rows.get(key)),
      getKey: (key) => answer(() => (rows.has(key) ? key : undefined)),
      getAllKeys: () => answer(() => [...rows.keys()]),
      getAll: () => answer(() => [...rows.values()]),
      put: (value, key) => answer(() => (rows.set(key, value), key)),
    };
    return {
      name,
      objectStoreNames: { length: 1, contains: () => true },
      createObjectStore: () => store,
      transaction: () => ({ objectStore: () => store, oncomplete: null, onerror: null, onabort: null }),
      close: () => {},
    };
  }

  function openInMemory(request, name, why) {
    markStorageDenied(`IndexedDB: ${why && why.message ? why.message : why}`);
    boot.memoryDatabases.push(name);
    setTimeout(() => {
      request.result = memoryDatabase(name);
      request.readyState = "done";
      if (typeof request.onsuccess === "function") request.onsuccess({ target: request, type: "success" });
    }, 0);
    return request;
  }

  /** PyScript's databases go through the real IndexedDB when it works and fall back to memory when denied. */
  function guardIndexedDB() {
    let factory = null;
    try {
      factory = window.indexedDB || null;
    } catch (err) {
      factory = null;
    }
    const realOpen = factory ? IDBFactory.prototype.open : null;
    function open(name, version) {
      if (!String(name).startsWith(PYSCRIPT_DB_PREFIX) && realOpen) return realOpen.call(this, name, version);
      const request = { result: undefined, transaction: null, readyState: "pending", error: null };
      let real;
      try {
        if (!realOpen) throw new Error("IndexedDB is not available");
        real = realOpen.call(this, name, version);
      } catch (err) {
        return openInMemory(request, name, err);
      }
      real.onupgradeneeded = () => {
        request.result = real.result;
        request.transaction = real.transaction;
        if (typeof request.onupgradeneeded === "function") request.onupgradeneeded({ target: request, type: "upgradeneeded" });
      };
      real.onsuccess = () => {
        request.result = real.result;
        request.readyState = "done";
        if (typeof request.onsuccess === "function") request.onsuccess({ target: request, type: "success" });
      };
      real.onerror = (event) => {
        event.preventDefault(); // handled: the game goes on without storage
        openInMemory(request, name, real.error);
      };
      return request;
    }
    if (factory) {
      IDBFactory.prototype.open = open;
    } else {
      Object.defineProperty(window, "indexedDB", { configurable: true, value: { open, deleteDatabase() {} } });
    }
  }

  probeLocalStorage();
  guardIndexedDB();

  // ---------------------------------------------------------------------------------------------- watchdog

  const ready = () => html.classList.contains("app-ready");

  boot.fail = (reason, detail) => {
    if (ready() || boot.failure) return;
    boot.failure = { reason: String(reason), detail: String(detail || "") };
    html.classList.add("boot-failed");
    if (self.origin === "null") html.classList.add("boot-sandboxed"); // a sandbox without allow-same-origin
    registerServiceWorker(); // a fixed deployment can still arrive and offer itself over the recovery screen
    const show = () => window.carcassonneRecovery && window.carcassonneRecovery.show(boot.failure);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show, { once: true });
    else show();
  };

  const describe = (value) => (value && value.message ? value.message : String(value));

  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== window && target.tagName === "SCRIPT") {
        boot.fail(T("A file of the game could not be loaded."), target.src || "a script");
      } else if (target === window || !target || !target.tagName) {
        if (String(event.message).includes("ResizeObserver loop")) return; // a benign layout notice
        boot.fail(T("The game stopped with an error while starting."), event.message || describe(event.error));
      }
    },
    true, // capture: a script element's load error does not bubble
  );
  window.addEventListener("unhandledrejection", (event) => {
    boot.fail(T("The game stopped with an error while starting."), describe(event.reason));
  });

  const expired = () => {
    const seconds = Math.round(BOOT_TIMEOUT_MS / 1000);
    boot.fail(
      NT("The game has not started after {n} second.", "The game has not started after {n} seconds.", seconds),
      T("It may still be loading on a very slow connection; reloading can help."),
    );
  };
  let timer = setTimeout(expired, BOOT_TIMEOUT_MS);
  // embed.html's first picture needs no Python (static/embed-first.js): the watchdog waits until Python is asked for.
  boot.lazy = () => clearTimeout(timer);
  boot.armWatchdog = () => {
    clearTimeout(timer);
    if (!ready()) timer = setTimeout(expired, BOOT_TIMEOUT_MS);
  };

  // PyScript shows a Python error as a <div class="py-error"> (its error plugin); before app-ready that is fatal.
  const watcher = new MutationObserver(() => {
    if (ready()) {
      clearTimeout(timer);
      watcher.disconnect();
      registerServiceWorker();
      return;
    }
    const box = document.querySelector(".py-error");
    if (box) boot.fail(T("The game's Python code stopped with an error while starting."), box.textContent);
  });
  watcher.observe(html, { attributes: true, attributeFilter: ["class"], childList: true, subtree: true });

  // ---------------------------------------------------------------------------------------------- updates

  let registered = false;
  function registerServiceWorker() {
    if (registered || !("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
    registered = true;
    const container = navigator.serviceWorker;
    let waiting = null;
    container.addEventListener("controllerchange", () => {
      if (boot.reloadRequested) location.reload();
    });
    boot.applyUpdate = () => {
      boot.reloadRequested = true;
      if (boot.midTurn) {
        setUpdateText(T("The new version loads when this turn is done."));
        return;
      }
      if (waiting && waiting.state !== "redundant") waiting.postMessage({ type: "skip-waiting" });
      else location.reload();
    };
    const offer = (worker) => {
      if (!container.controller) return; // the first install: nothing older to replace
      waiting = worker;
      boot.updateReady = true;
      showUpdateBanner();
    };
    // dist/sw.js (generated by py/sitebuild/build.py); absent when the repo root itself is served.
    container
      .register("./sw.js")
      .then((registration) => {
        if (registration.waiting) offer(registration.waiting);
        registration.addEventListener("updatefound", () => {
          const worker = registration.installing;
          if (!worker) return;
          worker.addEventListener("statechange", () => {
            if (worker.state === "installed") offer(worker);
          });
        });
        boot.checkForUpdate = () => registration.update();
      })
      .catch(() => {}); // no worker (e.g. storage denied): the page still works online
  }

  function setUpdateText(text) {
    const line = document.querySelector("#update-banner .update-text");
    if (line) line.textContent = text;
  }

  function showUpdateBanner() {
    if (document.getElementById("update-banner")) return;
    const banner = document.createElement("div");
    banner.id = "update-banner";
    banner.className = "update-banner";
    banner.setAttribute("role", "status");
    banner.dataset.testid = "update-ready";
    const text = document.createElement("span");
    text.className = "update-text";
    text.textContent = T("A new version is ready.");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "primary";
    button.dataset.testid = "update-reload";
    button.textContent = T("Reload");
    button.addEventListener("click", () => boot.applyUpdate());
    banner.append(text, " ", button);
    document.body.append(banner);
  }
})();
