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
  // Recent searches and pages, and the game this judge judges: kept on this device only.
  var store = null;
  try { store = window.localStorage; } catch (error) { store = null; }
  function recall(key) { try { return JSON.parse(store.getItem(key) || "[]"); } catch (e) { return []; } }
  function remember(text, url) {
    if (!store || !text) return;
    var items = recall("sedzia.ostatnie").filter(function (item) { return item.u !== url; });
    items.unshift({ t: text.slice(0, 120), u: url });
    try { store.setItem("sedzia.ostatnie", JSON.stringify(items.slice(0, 8))); } catch (e) { /* full */ }
  }
  var path = window.location.pathname;
  var query = new URLSearchParams(window.location.search).get("q");
  var heading = document.querySelector("main h1");
  if (/^\/search\/?$/.test(path) && query) remember("Szukano: " + query, path + window.location.search);
  else if (/^\/(rules|rulings|cards)\/./.test(path) && heading) remember(heading.textContent.trim(), path);
  var recent = document.getElementById("recent");
  if (recent && store) {
    recall("sedzia.ostatnie").forEach(function (item) {
      var li = document.createElement("li");
      var link = document.createElement("a");
      link.href = item.u; link.textContent = item.t;
      li.appendChild(link); recent.querySelector("ul").appendChild(li);
    });
    recent.hidden = !recent.querySelector("li");
  }
  var mine = store ? store.getItem("sedzia.gra") || "" : "";
  var chooser = document.getElementById("my-game");
  if (chooser && store) {
    var select = chooser.querySelector("select");
    select.value = mine; chooser.hidden = false;
    select.addEventListener("change", function () { store.setItem("sedzia.gra", select.value); mine = select.value; });
  }
  var form = document.querySelector("form.search");
  if (form) form.addEventListener("submit", function () {
    if (mine && !form.querySelector("input[name=game]")) {
      var hidden = document.createElement("input");
      hidden.type = "hidden"; hidden.name = "game"; hidden.value = mine; form.appendChild(hidden);
    }
  });

  // Printing: the date on the stamp. Sharing: the system's share sheet, else the clipboard.
  document.querySelectorAll("time[data-today]").forEach(function (node) {
    node.textContent = new Date().toLocaleDateString("pl-PL");
  });
  document.querySelectorAll("button[data-share]").forEach(function (button) {
    button.hidden = false;
    var status = document.getElementById(button.getAttribute("aria-describedby") || "");
    button.addEventListener("click", function () {
      var link = full(button.getAttribute("data-share"));
      var title = button.getAttribute("data-share-title");
      if (navigator.share) {
        var absolute = /^\//.test(link) ? window.location.origin + link : link;
        navigator.share({ title: title, text: title, url: absolute }).catch(function () {});
        return;
      }
      copyText(title + " — " + link).then(
        function () { if (status) status.textContent = "Skopiowano cytowanie z odnośnikiem."; },
        function () { if (status) status.textContent = "Nie udało się: zaznacz tekst powyżej."; }
      );
    });
  });
})();
