// The service worker: the site starts offline from what it cached; nothing else changes.
// - Pages (navigations): network first, so a new deploy shows at once; the cached copy offline.
// - /assets/* (content-hashed, immutable): cache first.
// - Icons and the manifest: cached copy at once, refreshed in the background.
// - Never cached: /graphql, /api, /admin*, anything but GET, other origins.
const SHELL_CACHE = 'shell-v1';
const ASSET_CACHE = 'assets-v1';
const CACHES = [SHELL_CACHE, ASSET_CACHE];
const START_URL = '/';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

const neverCached = (url) =>
  url.origin !== self.location.origin ||
  url.pathname.startsWith('/graphql') ||
  url.pathname.startsWith('/api') ||
  url.pathname === '/admin' ||
  url.pathname.startsWith('/admin/') ||
  url.pathname.startsWith('/admin-') ||
  url.pathname === '/login';

/** Caches the start page and what the public pages run on (written by the build); drops older assets. */
async function cacheShell() {
  const [page, list] = await Promise.all([fetch(START_URL, { cache: 'no-cache' }), fetch('/shell-assets.json', { cache: 'no-cache' })]);
  if (!page.ok || !list.ok) return;
  const wanted = new Set((await list.json()).map((path) => new URL(path, self.location.origin).href));
  const assets = await caches.open(ASSET_CACHE);
  await assets.addAll([...wanted, ...STATIC_FILES]);
  await (await caches.open(SHELL_CACHE)).put(START_URL, page);
  for (const request of await assets.keys()) {
    if (new URL(request.url).pathname.startsWith('/assets/') && !wanted.has(request.url)) await assets.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !CACHES.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    // Keep the latest start page for offline starts; a new deploy replaces it here.
    if (response.ok && new URL(request.url).pathname === START_URL) {
      const copy = response.clone();
      caches.open(SHELL_CACHE).then((cache) => cache.put(START_URL, copy));
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(request, { cacheName: SHELL_CACHE })) ?? (await caches.match(START_URL, { cacheName: SHELL_CACHE }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  const refreshed = fetch(request).then((response) => {
    if (response.ok) cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    refreshed.catch(() => undefined);
    return cached;
  }
  return refreshed;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || neverCached(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (STATIC_FILES.includes(url.pathname) || url.pathname.startsWith('/icons/')) event.respondWith(staleWhileRevalidate(request));
});
