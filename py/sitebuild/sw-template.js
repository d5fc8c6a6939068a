// Service worker. dist/sw.js is generated from py/sitebuild/sw-template.js by py/sitebuild/build.py, which fills in the cache
// name (a hash of the site's contents) and the precache list (every file of dist/: what the pages load).
// Cache-first, so the game starts with no network once visited.
//
// Each file is downloaded once: static/boot.js registers this worker after the app is ready, so the page has
// just fetched everything, and the precache asks with `cache: "no-cache"`: the HTTP cache answers after a
// revalidation (a 304 from the host when the file is unchanged), never with a stale copy of an older deploy.
//
// Updates: the first install takes over at once. A later build (new cache name) installs beside the running
// one and waits; the page shows "A new version is ready" and, when the player presses Reload, posts
// {type: "skip-waiting"}; the new worker then activates, deletes the old caches, and the page reloads.
const CACHE = "__CACHE_NAME__";
const PREFIX = "carcassonne-";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  const firstInstall = !self.registration.active;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" }))))
      .then(() => (firstInstall ? self.skipWaiting() : undefined)),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit =
        (await cache.match(request, { ignoreSearch: true })) ||
        (request.mode === "navigate" ? await cache.match("./") : undefined);
      return hit || fetch(request);
    }),
  );
});
