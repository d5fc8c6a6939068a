// embed.js: the helper script for a page that shows Carcassonne lessons (shared/spec/embed.md 1.1, "Helper script
// for host pages"). A host page includes it once, from beside embed.html, and writes
//
//   <script src="https://example.org/carcassonne/embed.js" defer></script>
//   <div data-carcassonne src="static/lessons/roads.json" lang="de" mode="task"></div>
//
// Each element with `data-carcassonne` gets an iframe of embed.html with the element's attributes as its URL
// parameters (`src`, `s`, `step`, `mode`, `controls`, `scores`, `lang`, `hint`, `answer`, `theme`, `layout`; `src`
// is relative to embed.html, as in the URL); an `<iframe data-carcassonne>` already pointing at embed.html is taken
// as it is. The frame is sized from its `carcassonne:height` messages, and every message of the frame is sent again
// as a DOM event of the same name on the iframe (it bubbles to the element around it), the message as
// `event.detail`. Only messages from that frame's window and embed.html's origin count. Nothing else is needed:
// no library, no other script, no style sheet; the page's texts are never read or written.
(() => {
  "use strict";
  if (window.carcassonneEmbed) return; // included twice: the first copy does the work
  const PARAMS = ["src", "s", "step", "mode", "controls", "scores", "lang", "hint", "answer", "theme", "layout"];
  const script = document.currentScript;
  const page = new URL("embed.html", script && script.src ? script.src : location.href);
  const frames = new Map(); // frame window -> iframe element

  /** The iframe for one `data-carcassonne` element (made inside it, or the element itself). */
  function frameFor(element) {
    if (element.tagName === "IFRAME") return element;
    const frame = document.createElement("iframe");
    const url = new URL(page.href);
    for (const name of PARAMS) {
      const value = element.getAttribute(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    frame.src = url.href;
    frame.title = element.getAttribute("title") || "Carcassonne lesson";
    frame.setAttribute("height", element.getAttribute("height") || "480");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.display = "block";
    element.appendChild(frame);
    return frame;
  }

  /** Every `data-carcassonne` element under `root` not yet set up (again for elements added later). */
  function scan(root = document) {
    for (const element of root.querySelectorAll("[data-carcassonne]")) {
      if (element.dataset.carcassonneReady) continue;
      element.dataset.carcassonneReady = "1";
      const frame = frameFor(element);
      if (frame.contentWindow) frames.set(frame.contentWindow, frame);
      frame.addEventListener("load", () => frames.set(frame.contentWindow, frame));
    }
  }

  window.addEventListener("message", (event) => {
    if (!frames.has(event.source) && event.origin === page.origin) scan(); // a frame not set up yet (written later)
    const frame = frames.get(event.source);
    const data = event.data;
    if (!frame || event.origin !== page.origin || !data || typeof data !== "object") return;
    if (typeof data.type !== "string" || !data.type.startsWith("carcassonne:")) return;
    if (data.type === "carcassonne:height" && Number.isFinite(data.height) && data.height > 0) {
      frame.style.height = `${Math.ceil(data.height)}px`;
    }
    frame.dispatchEvent(new CustomEvent(data.type, { detail: data, bubbles: true }));
  });

  window.carcassonneEmbed = { scan, page: page.href };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => scan(), { once: true });
  else scan();
})();
