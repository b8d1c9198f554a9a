/* Makes the page work offline once it has loaded: every file of the site is
 * cached when the service worker installs. Requests go to the network first
 * and fall back to the cache, so a published update is seen at once while
 * online, and the last copy still works without a connection. The list is
 * short and fixed because the site is a handful of static files. */
'use strict';

const CACHE = 'nqueens-cnf-v1';
const FILES = [
  './',
  'index.html',
  'style.css',
  'app.js',
  'runner.js',
  'board_editor.js',
  'check.js',
  'svg.js',
  'worker.js',
  'nqueens-cnf.js',
  'nqueens-cnf.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((cached) => cached || Response.error())),
  );
});
