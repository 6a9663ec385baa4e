// The service worker: the site starts offline from what it cached, and the owner's devices show
// push notifications.
// - Pages (navigations): network first, so a new deploy shows at once; the cached copy offline.
// - /assets/* (content-hashed, immutable): cache first.
// - Icons and the manifest: cached copy at once, refreshed in the background.
// - Never cached: /graphql, /api, /admin*, anything but GET, other origins.
// - A push (the server's push outbox): shown as a notification; a tap focuses or opens the app at its URL.
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

/**
 * Keeps the start page and what the public pages run on (listed by the build), and drops assets of
 * earlier deploys. Runs at install and whenever a fresh start page comes from the network.
 */
async function cacheShell(page) {
  const list = await fetch('/shell-assets.json', { cache: 'no-cache' });
  if (!page.ok || !list.ok) return;
  const wanted = new Set((await list.json()).map((path) => new URL(path, self.location.origin).href));
  const assets = await caches.open(ASSET_CACHE);
  const cached = new Set((await assets.keys()).map((request) => request.url));
  await assets.addAll([...wanted, ...STATIC_FILES].filter((url) => !cached.has(new URL(url, self.location.origin).href)));
  await (await caches.open(SHELL_CACHE)).put(START_URL, page);
  for (const url of cached) {
    if (new URL(url).pathname.startsWith('/assets/') && !wanted.has(url)) await assets.delete(url);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(START_URL, { cache: 'no-cache' })
      .then(cacheShell)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !CACHES.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    // A fresh start page may belong to a new deploy: keep it and what it runs on, for offline starts.
    if (response.ok && new URL(request.url).pathname === START_URL) event.waitUntil(cacheShell(response.clone()));
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
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (STATIC_FILES.includes(url.pathname) || url.pathname.startsWith('/icons/')) event.respondWith(staleWhileRevalidate(request));
});

/** The payload the server sends (modules/push): { title, body, url, tag }; anything else still shows something. */
function readPush(event) {
  try {
    return event.data?.json() ?? {};
  } catch {
    return { body: event.data?.text() };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = readPush(event);
  event.waitUntil(
    self.registration.showNotification(title || 'New notification', {
      body: body || '',
      tag: tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof url === 'string' ? url : '/admin' },
    }),
  );
});

/** Only this site's own pages open from a notification. */
function notificationTarget(notification) {
  const url = new URL(notification.data?.url || '/admin', self.location.origin);
  return url.origin === self.location.origin ? url : new URL('/admin', self.location.origin);
}

async function openFromNotification(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // The app already open at that address, else an admin window, else any window of the site.
  const open =
    windows.find((client) => client.url === url.href) ??
    windows.find((client) => new URL(client.url).pathname.startsWith('/admin')) ??
    windows[0];
  if (!open) return self.clients.openWindow(url.href);
  const focused = await open.focus();
  if (focused.url === url.href) return focused;
  // navigate() needs a window this worker controls; any other one opens the address anew.
  return (await focused.navigate(url.href).catch(() => null)) ?? self.clients.openWindow(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(notificationTarget(event.notification)));
});
