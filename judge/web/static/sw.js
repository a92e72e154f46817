// Sędzia's service worker: pages opened once keep working without a network (issue 14).
"use strict";
var CACHE = "sedzia-v1";
var PRECACHE = ["/", "/rules", "/rulings", "/static/style.css", "/static/app.js", "/static/icon.svg"];
var NETWORK_WAIT_MS = 4000;
var OFFLINE_PAGE =
  '<!doctype html><html lang="pl"><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Brak sieci · Sędzia</title>" +
  '<body style="font-family:sans-serif;margin:2em">' +
  "<h1>Brak połączenia z siecią</h1>" +
  "<p>Tej strony nie otwierano jeszcze na tym urządzeniu, więc nie ma jej bez sieci. " +
  'Strony otwarte wcześniej działają: <a href="/">strona główna</a>, ' +
  '<a href="/rules">spis zasad</a>, <a href="/rulings">orzeczenia</a>.</p></body></html>';

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) { return cache.addAll(PRECACHE); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (key) { return key !== CACHE; })
        .map(function (key) { return caches.delete(key); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function fromNetwork(request) {
  return new Promise(function (resolve, reject) {
    var timer = setTimeout(function () { reject(new Error("timeout")); }, NETWORK_WAIT_MS);
    fetch(request).then(function (response) {
      clearTimeout(timer);
      if (response.ok) {
        var copy = response.clone();
        caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
      }
      resolve(response);
    }, function (error) { clearTimeout(timer); reject(error); });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(
    fromNetwork(request).catch(function () {
      return caches.match(request).then(function (cached) {
        if (cached) return cached;
        if (request.mode === "navigate") {
          return new Response(OFFLINE_PAGE, {
            status: 503,
            headers: { "Content-Type": "text/html; charset=utf-8" }
          });
        }
        return Response.error();
      });
    })
  );
});
