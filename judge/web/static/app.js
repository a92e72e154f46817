// Sędzia: small progressive enhancements. Every page works without this script.
"use strict";
(function () {
  // Pages opened once keep working without a network (see /sw.js).
  // Once per version of the site it also keeps every rule, ruling and the search data.
  var version = document.documentElement.getAttribute("data-offline");
  var state = document.getElementById("offline-state");
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
    navigator.serviceWorker.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type !== "offline" || !state) return;
      state.hidden = false;
      state.setAttribute("data-state", data.state);
      state.textContent = data.state === "ready"
        ? "Gotowe do pracy bez sieci: zasady, orzeczenia i wyszukiwarka są w tym urządzeniu."
        : data.state === "working"
          ? "Zapisuję w tym urządzeniu do pracy bez sieci: " + data.done + " z " + data.total + "…"
          : "Nie udało się zapisać wszystkiego do pracy bez sieci; spróbuję przy następnej stronie.";
    });
    if (version) {
      navigator.serviceWorker.ready.then(function (registration) {
        if (registration.active) registration.active.postMessage({ type: "prepare", version: version });
      });
    }
  }

  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    // "/" focuses the search box, as on many sites.
    if (event.key === "/") {
      var box = document.getElementById("q");
      if (box) { event.preventDefault(); box.focus(); box.select(); }
      return;
    }
    // Left/right arrows follow the page's previous/next links (replay steps).
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (!rel) return;
    var link = document.querySelector("a[data-key-nav][rel=" + rel + "]");
    if (link) { event.preventDefault(); window.location.href = link.href; }
  });

  // A link to a collapsed <details> (a rule's edition diff) opens it: on load and on click.
  function openTarget(hash) {
    var target = hash && hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
    if (target && target.tagName === "DETAILS") target.open = true;
  }
  openTarget(window.location.hash);
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href^='#']");
    if (link) openTarget(link.getAttribute("href"));
  });

  // "Copy citation": puts the button's data-copy text on the clipboard.
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text; area.setAttribute("readonly", ""); area.className = "visually-hidden";
      document.body.appendChild(area); area.select();
      var ok = document.execCommand("copy");
      document.body.removeChild(area);
      ok ? resolve() : reject(new Error("copy failed"));
    });
  }
  // A permalink given as a path (the server saw a loopback address, or a static copy) is
  // completed with the address this reader uses, unless that is loopback too.
  var host = window.location.hostname;
  var local = host === "localhost" || /\.localhost$|^127\.|^\[?::1\]?$/.test(host);
  function full(path) { return local ? path : window.location.origin + path; }
  document.querySelectorAll("a.permalink[href^='/']").forEach(function (link) {
    link.textContent = full(link.getAttribute("href"));
  });
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var parts = /^([\s\S]*) — (\/\S*)$/.exec(button.getAttribute("data-copy"));
    if (parts) button.setAttribute("data-copy", parts[1] + " — " + full(parts[2]));
    button.hidden = false;
    var status = document.getElementById(button.getAttribute("aria-describedby") || "");
    button.addEventListener("click", function () {
      copyText(button.getAttribute("data-copy")).then(
        function () { if (status) status.textContent = "Skopiowano do schowka."; },
        function () { if (status) status.textContent = "Nie udało się skopiować: zaznacz tekst powyżej."; }
      );
    });
  });
})();
