// Service worker. dist/sw.js is generated from static/sw-template.js by static/build.py, which fills
// in the cache name (a hash of the site's contents) and the precache list (every file of the site).
// Cache-first, so the game starts with no network once visited. A new build gets a new cache name:
// the new worker installs beside the old one, takes over, and deletes the old caches.
const CACHE = "__CACHE_NAME__";
const PREFIX = "carcassonne-";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
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
        (request.mode === "navigate" ? await cache.match("./index.html") : undefined);
      return hit || fetch(request);
    }),
  );
});
