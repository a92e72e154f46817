// The search page without a server (/search/offline, or /search/ of a static export): the
// query comes from the address, the results from the search data kept on this device
// (search.js ranks them as the server does). The service worker also shows this page for a
// page it never kept: then it shows that passage's text from the same data.
"use strict";
(function () {
  var root = document.getElementById("offline-search");
  if (!root || !window.JudgeSearch) return;
  var params = new URLSearchParams(window.location.search);
  var kinds = JSON.parse(root.getAttribute("data-kinds"));
  var symbols = JSON.parse(root.getAttribute("data-symbols"));
  var icons = root.getAttribute("data-icons");
  var editions = JSON.parse(root.getAttribute("data-editions") || "{}");
  var status = document.getElementById("offline-status");
  var list = document.getElementById("offline-results");
  var path = window.location.pathname.replace(/\/+$/, "") || "/";
  var searching = path === "/search" || path === "/search/offline";

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Text with die symbols ([melee]) drawn as the server draws them; everything else is text.
  function appendRich(parent, text) {
    var pattern = /\[(\?|[a-z]+(?:-[a-z]+)?)\]/g;
    var at = 0;
    var match;
    while ((match = pattern.exec(text)) !== null) {
      var symbol = symbols[match[1]];
      if (!symbol) continue;
      parent.appendChild(document.createTextNode(text.slice(at, match.index)));
      if (symbol[0] === "icon") {
        var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
        svg.setAttribute("class", "icon");
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", symbol[2]);
        var use = document.createElementNS("http://www.w3.org/2000/svg", "use");
        use.setAttribute("href", icons + "#" + symbol[1]);
        svg.appendChild(use);
        parent.appendChild(svg);
      } else {
        var badge = element("abbr", "symbol-badge", symbol[1]);
        badge.title = symbol[2];
        parent.appendChild(badge);
      }
      at = match.index + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(at)));
  }

  // As the server's short_citation: a FAQ's long question cut and quoted.
  function shortCitation(text) {
    var at = text.lastIndexOf(" › ");
    if (at < 0 || text.length - at - 3 <= 80) return text;
    var cut = text.slice(at + 3, at + 63).replace(/\s+\S*$/, "").replace(/[,;:–-]+$/, "");
    return text.slice(0, at).replace("Najczęściej zadawane pytania", "FAQ") + " › „" + cut + "…”";
  }

  function showResults(response) {
    response.notes.forEach(function (note) {
      root.insertBefore(element("p", "decision", note), status);
    });
    var shown = response.results.length;
    status.textContent = shown
      ? "Wyniki: " + shown + (response.total > shown ? " z " + response.total : "") + "."
      : "Brak wyników dla „" + response.query + "”.";
    // As the server's by_edition: a previous-edition section found with its current one is
    // folded under it instead of taking the next place with the same text.
    var found = new Set(response.results.map(function (result) { return result.id; }));
    var earlier = {};
    var rows = response.results.filter(function (result) {
      var current = result.superseded ? editions[result.id] : undefined;
      if (!current || current === result.id || !found.has(current)) return true;
      (earlier[current] = earlier[current] || []).push(result);
      return false;
    });
    rows.forEach(function (result) {
      var item = element("li", "result");
      var heading = element("h2");
      var link = element("a", "", result.title);
      link.href = result.url;
      heading.appendChild(link);
      heading.appendChild(document.createTextNode(" "));
      heading.appendChild(element("span", "kind", kinds[result.kind] || result.kind));
      item.appendChild(heading);
      if (result.segments.length) {
        var snippet = element("p", "snippet");
        result.segments.forEach(function (segment) {
          if (segment[1]) { var mark = element("mark"); appendRich(mark, segment[0]); snippet.appendChild(mark); }
          else appendRich(snippet, segment[0]);
        });
        item.appendChild(snippet);
      }
      var citation = element("p", "citation", shortCitation(result.citation));
      if (result.superseded) {
        citation.appendChild(document.createTextNode(" "));
        citation.appendChild(element("span", "superseded", "(wydanie poprzednie)"));
      }
      item.appendChild(citation);
      (earlier[result.id] || []).forEach(function (previous) {
        var line = element("p", "earlier", "Poprzednie wydanie: ");
        var back = element("a", "", shortCitation(previous.citation));
        back.href = previous.url;
        line.appendChild(back);
        item.appendChild(line);
      });
      list.appendChild(item);
    });
    if (response.total > shown && shown < 100) {
      var more = new URLSearchParams(params);
      more.set("limit", String(Math.min(response.total, 100)));
      var paragraph = element("p");
      var all = element("a", "", "Pokaż wszystkie wyniki (" + Math.min(response.total, 100) + ")");
      all.href = window.location.pathname + "?" + more.toString();
      paragraph.appendChild(all);
      list.parentNode.insertBefore(paragraph, list.nextSibling);
    }
  }

  // A page the device never kept: its passage from the search data, when it is one.
  function showPassage(engine) {
    document.getElementById("offline-filters").hidden = true;
    document.getElementById("offline-note").textContent =
      "Brak połączenia z siecią, a tej strony nie zapisano w tym urządzeniu.";
    var title = document.getElementById("offline-title");
    var unit = engine ? engine.unitByUrl(path) : null;
    if (!unit) {
      title.textContent = "Brak połączenia z siecią";
      status.textContent = "Strony otwarte wcześniej, zasady, orzeczenia i wyszukiwarka działają bez sieci.";
      return;
    }
    title.textContent = unit.title;
    status.textContent = "Tekst z danych wyszukiwarki zapisanych w tym urządzeniu:";
    var reader = document.getElementById("offline-reader");
    unit.text.split(/\n+/).forEach(function (paragraph) {
      if (!paragraph.trim()) return;
      var block = element("p", "block");
      appendRich(block, paragraph);
      reader.appendChild(block);
    });
    reader.appendChild(element("p", "citation", unit.citation));
    reader.hidden = false;
  }

  function run(engine) {
    if (!searching) { showPassage(engine); return; }
    var query = params.get("q") || "";
    var box = document.getElementById("q");
    if (box) box.value = query;
    document.querySelectorAll("#offline-filters select").forEach(function (select) {
      select.value = params.get(select.name) || "";
    });
    document.querySelector("#offline-filters input[name=q]").value = query;
    if (!query.trim()) return;
    document.title = query + " — wyszukiwanie · Sędzia";
    try {
      var limit = parseInt(params.get("limit") || "10", 10);
      showResults(engine.search(query, {
        game: params.get("game") || null,
        kind: params.get("kind") || null,
        limit: limit >= 1 && limit <= 100 ? limit : 10
      }));
    } catch (error) {
      if (!(error instanceof window.JudgeSearch.QueryError)) throw error;
      status.textContent = error.message;
    }
  }

  if (searching && !(params.get("q") || "").trim()) { run(null); return; }
  status.textContent = "Szukam w danych zapisanych w tym urządzeniu…";
  fetch(root.getAttribute("data-src")).then(function (response) {
    if (!response.ok) throw new Error(String(response.status));
    return response.json();
  }).then(function (data) {
    run(new window.JudgeSearch.Engine(data));
  }, function () {
    if (!searching) { showPassage(null); return; }
    status.textContent = "Dane wyszukiwarki nie są jeszcze zapisane w tym urządzeniu: " +
      "otwórz stronę raz z dostępem do sieci.";
  });
})();
