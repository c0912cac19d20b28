/**
 * The service worker: keeps every file of one build in a cache named after that build, so that
 * after one visit the game opens and plays with the network off.
 *
 * build.py writes `const BUILD = {version, files}` above this text in dist/sw.js: the version is
 * a hash of the build's files, so each build is a new worker script (the browser notices the
 * change on the next visit) with its own cache. A new build installs beside the running one and
 * waits: the page shows a "new version — reload" notice and, when the player accepts, posts
 * 'activate'; the old build's caches are deleted once the new one is active.
 */
/* global BUILD */
const CACHE = `genial-${BUILD.version}`;
const SCOPE = new URL('./', self.location).href;
const PAGE = new Set([SCOPE, new URL('index.html', SCOPE).href]);

self.addEventListener('install', (event) => {
  // 'no-cache' revalidates with the server: an HTTP-cached file of an older build never slips in.
  const requests = BUILD.files.map((file) => new Request(new URL(file, SCOPE), { cache: 'no-cache' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith('genial-') && n !== CACHE).map((n) => caches.delete(n)));
    await self.clients.claim(); // the first visit's page is served offline from now on
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(fromCache(request));
});

/** The build's copy of a file (the page for any address of it, whatever its query), else the network. */
async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  url.search = '';
  const page = request.mode === 'navigate' && PAGE.has(url.href);
  return (await cache.match(page ? SCOPE : request)) || fetch(request);
}
