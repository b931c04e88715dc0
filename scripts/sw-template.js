// Service worker of the Mahjong rekenhulp, written by scripts/pwa.mjs.
// Cache first: after the first visit nothing needs the network. A new
// release has a new cache name; it waits until the page says "herladen".
const CACHE = 'mahjong-__VERSION__';
const FILES = __FILES__;
// The organiser's page (issue 33) is stored after the player's files, so
// it never competes with what a player needs first (issue 34).
const LATER = __LATER__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES).then(() => cache.addAll(LATER))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mahjong-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    // Query strings (?embed=1) and fragments (a shared hand) use the same files.
    // One response per address: a host's Vary (Accept-Encoding) must not
    // make a stored page miss and the player's shell answer instead.
    const hit = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
    if (hit) return hit;
    if (request.mode === 'navigate') {
      const shell = await cache.match('./', { ignoreVary: true });
      if (shell) return shell;
    }
    return fetch(request);
  }));
});
