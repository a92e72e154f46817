// Sędzia's service worker (issue 14). Pages come from the network first and are kept; with
// the network off (or the server slow) they come from the cache. Once per version of the site (the page says which
// in <html data-offline>), everything /offline.json lists is fetched in the background: every
// rule and ruling page and the search data, so search works offline too (/search/offline).
"use strict";
var PAGES = "sedzia-strony";
var OFFLINE = "sedzia-offline-";
var READY = "/__sedzia/gotowe";
var INSTALL = ["/", "/static/style.css", "/static/app.js", "/static/icon.svg"];
var NETWORK_WAIT_MS = 4000;
var AT_ONCE = 4;
var OFFLINE_PAGE =
  '<!doctype html><html lang="pl"><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Brak sieci · Sędzia</title>" +
  '<body style="font-family:sans-serif;margin:2em">' +
  "<h1>Brak połączenia z siecią</h1>" +
  "<p>Tej strony nie otwierano jeszcze na tym urządzeniu, więc nie ma jej bez sieci. " +
  'Strony otwarte wcześniej działają: <a href="/">strona główna</a>.</p></body></html>';

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(PAGES).then(function (cache) { return cache.addAll(INSTALL); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (key) {
        return key !== PAGES && key.indexOf(OFFLINE) !== 0;
      }).map(function (key) { return caches.delete(key); }));
    }).then(function () { return self.clients.claim(); })
  );
});

// A response fit to answer a navigation: one that followed a redirect is copied.
function usable(response) {
  if (!response || !response.redirected) return response;
  return response.blob().then(function (body) {
    return new Response(body, { status: response.status, headers: response.headers });
  });
}

function tell(message) {
  return self.clients.matchAll({ includeUncontrolled: true }).then(function (clients) {
    clients.forEach(function (client) { client.postMessage(message); });
  });
}

function readyCopy() {
  return caches.keys().then(function (keys) {
    var names = keys.filter(function (key) { return key.indexOf(OFFLINE) === 0; });
    return Promise.all(names.map(function (name) {
      return caches.open(name).then(function (cache) { return cache.match(READY); })
        .then(function (marker) { return marker ? marker.json() : null; });
    })).then(function (found) {
      return found.filter(Boolean).sort(function (a, b) { return b.at - a.at; })[0] || null;
    });
  });
}

// Fetch everything the manifest lists into a cache of its own, then drop older copies.
var preparing = null;
function prepare(version) {
  if (preparing) return preparing;
  preparing = readyCopy().then(function (ready) {
    if (ready && ready.version === version) return tell(Object.assign({ type: "offline" }, ready));
    return fetch("/offline.json", { cache: "no-cache" }).then(function (response) {
      if (!response.ok) throw new Error("offline.json " + response.status);
      return response.json();
    }).then(function (manifest) {
      var name = OFFLINE + manifest.version;
      var urls = manifest.precache.slice();
      var total = urls.length;
      var done = 0;
      var failed = 0;
      return caches.open(name).then(function (cache) {
        function next() {
          var url = urls.shift();
          if (url === undefined) return Promise.resolve();
          return fetch(url, { cache: "no-cache" }).then(function (response) {
            if (!response.ok) { failed += 1; return; }
            return Promise.resolve(usable(response)).then(function (copy) { return cache.put(url, copy); });
          }, function () { failed += 1; }).then(function () {
            done += 1;
            if (done % 50 === 0) tell({ type: "offline", state: "working", done: done, total: total });
            return next();
          });
        }
        var workers = [];
        for (var i = 0; i < AT_ONCE; i++) workers.push(next());
        return Promise.all(workers).then(function () {
          if (failed) throw new Error(failed + " of " + total + " failed");
          var ready = { state: "ready", version: manifest.version, shell: manifest.shell, pages: total, at: Date.now() };
          return cache.put(READY, new Response(JSON.stringify(ready), {
            headers: { "Content-Type": "application/json" }
          })).then(function () { return ready; });
        });
      }).then(function (ready) {
        return caches.keys().then(function (keys) {
          return Promise.all(keys.filter(function (key) {
            return key.indexOf(OFFLINE) === 0 && key !== name;
          }).map(function (key) { return caches.delete(key); }));
        }).then(function () { return tell(Object.assign({ type: "offline" }, ready)); });
      });
    });
  }).catch(function (error) {
    return tell({ type: "offline", state: "failed", reason: String(error) });
  }).then(function () { preparing = null; });
  return preparing;
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "prepare" && data.version) event.waitUntil(prepare(data.version));
});

// Network first. A server slower than NETWORK_WAIT_MS (a busy laptop at a venue) is answered
// from the copy kept on the device, if there is one; without a copy the page keeps waiting for
// the network: a slow answer beats "no network". Only a failed fetch opens the offline pages.
function answer(request, keep) {
  var network = fetch(request).then(function (response) {
    if (response.ok && keep) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  });
  var slow = new Promise(function (resolve) { setTimeout(resolve, NETWORK_WAIT_MS); })
    .then(function () { return caches.match(request); })
    .then(function (cached) { return cached ? usable(cached) : network; });
  return Promise.race([network, slow]).catch(function () { return fromCache(request); });
}

function fromCache(request) {
  return caches.match(request).then(function (cached) {
    if (cached) return usable(cached);
    if (request.mode !== "navigate") return Response.error();
    // Without a network, a search (or a page never kept) opens the offline search page.
    return readyCopy().then(function (ready) {
      return ready ? caches.match(ready.shell) : null;
    }).then(function (shell) {
      return usable(shell) || new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { "Content-Type": "text/html; charset=utf-8" }
      });
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // The offline copy is refreshed by prepare(); its big files are not kept twice.
  var keep = url.pathname.indexOf("/offline") !== 0;
  event.respondWith(answer(request, keep));
});
