// Sędzia's search without a server: the same lexicon, postings and ranking as the site's
// search (judge.search.searcher), over the data judge.search.offline exports. Loaded on the
// offline search page (and by the tests under Node, which compare it with the server).
"use strict";
(function (root, factory) {
  if (typeof module === "object" && module.exports) module.exports = factory();
  else root.JudgeSearch = factory();
})(typeof self !== "undefined" ? self : this, function () {
  // --- words and folding (judge.search.analysis) -------------------------------------------
  var FOLD = {
    "ą": "a", "ć": "c", "ę": "e", "ł": "l", "ń": "n", "ó": "o", "ś": "s", "ź": "z", "ż": "z",
    "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe"
  };
  var FOLDABLE = /[ąćęłńóśźżøđßæœ]/g;
  var WORD = /[\p{L}\p{N}]+/gu;

  function fold(text) {
    var folded = text.toLowerCase().replace(FOLDABLE, function (ch) { return FOLD[ch]; });
    if (/^[\x00-\x7f]*$/.test(folded)) return folded;
    return folded.normalize("NFKD").replace(/\p{M}/gu, "");
  }

  function hasDiacritics(word) { return fold(word) !== word.toLowerCase(); }

  function words(text) {
    var found = [];
    var match;
    WORD.lastIndex = 0;
    while ((match = WORD.exec(text)) !== null) {
      found.push({ text: match[0], start: match.index, end: match.index + match[0].length });
    }
    return found;
  }

  function length(text) { return Array.from(text).length; }

  // --- queries (judge.search.query) ---------------------------------------------------------
  function QueryError(message) { this.message = message; }

  var QUOTES = /[„“”«»″]/g;
  var OPERATORS = { AND: 1, OR: 1, NOT: 1 };

  function parseQuery(raw, limits) {
    if (typeof raw !== "string") throw new QueryError("Zapytanie musi być tekstem.");
    var notes = [];
    var hadControls = false;
    var cleaned = "";
    Array.from(raw).forEach(function (ch) {
      if (/[\s\x1c-\x1f\x85]/.test(ch) && ch !== "\ufeff") cleaned += " ";
      else if (/\p{C}/u.test(ch)) hadControls = true;
      else cleaned += ch;
    });
    var text = cleaned.trim();
    if (length(text) > limits.max_chars) {
      throw new QueryError("Zapytanie ma " + length(text) + " znaków, a może mieć najwyżej " +
        limits.max_chars + ". Wpisz kilka słów kluczowych, np. „Strażnik obrażenia”.");
    }
    if (hadControls) notes.push("Pominięto znaki sterujące.");
    var segments = text.replace(QUOTES, '"').split('"');
    if (segments.length % 2 === 0) {
      notes.push("Pominięto niesparowany cudzysłów.");
      var last = segments.pop();
      segments[segments.length - 1] += " " + last;
    }
    var clauses = [];
    segments.forEach(function (segment, index) {
      if (index % 2 === 0) {
        var pattern = /([\p{L}\p{N}]+)(\*?)/gu;
        var match;
        while ((match = pattern.exec(segment)) !== null) {
          var word = match[1];
          var star = match[2];
          if (OPERATORS[word]) continue;
          if (star && length(word) < limits.min_prefix_chars) {
            notes.push("Prefiks „" + word + "*” jest za krótki; szukam słowa „" + word + "”.");
            star = "";
          }
          clauses.push({ text: word, prefix: !!star });
        }
        return;
      }
      var phrase = words(segment).map(function (w) { return w.text; });
      if (phrase.length === 1) clauses.push({ text: phrase[0], prefix: false });
      else if (phrase.length) clauses.push({ words: phrase });
    });
    if (!clauses.length) {
      throw new QueryError("Zapytanie nie zawiera słów do wyszukania. Wpisz na przykład: " +
        "Strażnik, „przed tym”, obrazenia od kosci albo strażn*.");
    }
    if (clauses.length > limits.max_clauses) {
      notes.push("Użyto pierwszych " + limits.max_clauses + " słów zapytania.");
      clauses = clauses.slice(0, limits.max_clauses);
    }
    var stars = clauses.filter(function (c) { return c.prefix; }).length;
    if (stars > limits.refused_prefixes) {
      throw new QueryError("Zapytanie ma " + stars + " słów z gwiazdką, a może mieć najwyżej " +
        limits.refused_prefixes + ". Wpisz kilka słów kluczowych, np. „strażn* obrażenia”.");
    }
    var seen = 0;
    clauses = clauses.map(function (clause) {
      if (!clause.prefix) return clause;
      seen += 1;
      return seen > limits.max_prefixes ? { text: clause.text, prefix: false } : clause;
    });
    if (seen > limits.max_prefixes) {
      notes.push("Użyto najwyżej " + limits.max_prefixes +
        " słów z gwiazdką; dalsze szukam jako całe słowa.");
    }
    return { clauses: clauses, notes: notes.filter(function (n, i) { return notes.indexOf(n) === i; }) };
  }

  // --- the exported index -------------------------------------------------------------------
  function decodeFrontCoded(text, digits, add) {
    var previous = "";
    text.split(" ").forEach(function (item) {
      var key = previous.slice(0, digits.indexOf(item[0])) + item.slice(1);
      add(key);
      previous = key;
    });
  }

  function Engine(data) {
    this.data = data;
    this.r = data.ranking;
    this.docCount = data.docs;
    this.stop = new Set(data.stop_terms);
    this.termIds = new Map();
    for (var i = 0; i < data.terms.length; i++) this.termIds.set(data.terms[i], i);
    this.digitValue = {};
    for (var d = 0; d < data.digits.length; d++) this.digitValue[data.digits[d]] = d;
    this.decoded = { body: new Map(), title: new Map() };
    this.exact = this.lexiconMap(data.lexicon.exact);
    this.folded = this.lexiconMap(data.lexicon.folded);
    this.sortedFolded = null;
    this.aliases = new Map();
    this.longestAlias = 0;
    this.aliasWords = new Set();
    var self = this;
    data.aliases.forEach(function (entry) {
      self.aliases.set(entry[0].join(" "), entry[1]);
      self.longestAlias = Math.max(self.longestAlias, entry[0].length);
      entry[0].forEach(function (word) { self.aliasWords.add(word); });
    });
    this.termCache = new Map();
    this.aliasesByTerm = null;
    this.speller = null;
  }

  Engine.prototype.lexiconMap = function (lines) {
    var map = new Map();
    var digits = this.data.digits;
    lines.forEach(function (line) {
      var tab = line.indexOf("\t");
      var terms = line.slice(0, tab);
      decodeFrontCoded(line.slice(tab + 1), digits, function (key) { map.set(key, terms); });
    });
    return map;
  };

  // Postings of a term in a field: document numbers, weights and positions (decoded once).
  Engine.prototype.postings = function (field, term) {
    var cache = this.decoded[field];
    var found = cache.get(term);
    if (found) return found;
    var id = this.termIds.get(term);
    var text = id === undefined ? "" : this.data.postings[field][id];
    var values = [];
    var number = 0;
    var shift = 0;
    for (var i = 0; i < text.length; i++) {
      var digit = this.digitValue[text[i]];
      if (digit >= 32) { number += (digit - 32) * Math.pow(2, shift); shift += 5; }
      else { values.push(number + digit * Math.pow(2, shift)); number = 0; shift = 0; }
    }
    var docs = [];
    var weights = [];
    var positions = [];
    var doc = -1;
    var at = 0;
    while (at < values.length) {
      doc += values[at] + 1;
      docs.push(doc);
      weights.push(values[at + 1] / this.data.weight_scale);
      var count = values[at + 2];
      var list = [];
      var position = 0;
      for (var p = 0; p < count; p++) { position += values[at + 3 + p]; list.push(position); }
      positions.push(list);
      at += 3 + count;
    }
    var index = new Map();
    docs.forEach(function (docnum, n) { index.set(docnum, n); });
    found = { docs: docs, weights: weights, positions: positions, index: index };
    cache.set(term, found);
    return found;
  };

  Engine.prototype.docFrequency = function (term) { return this.postings("body", term).docs.length; };

  // BM25F as Whoosh computes it (scoring.BM25F, idf of WeightingModel).
  Engine.prototype.termScore = function (field, term, n) {
    var postings = this.postings(field, term);
    var df = postings.docs.length;
    var idf = Math.log(this.docCount / (df + 1)) + 1;
    var weight = postings.weights[n];
    var dl = this.data.lengths[field][postings.docs[n]];
    var avg = this.data.average_length[field];
    var B = this.r.B;
    var K1 = this.r.K1;
    return idf * ((weight * (K1 + 1)) / (weight + K1 * ((1 - B) + B * dl / avg)));
  };

  // --- lexicon (judge.search.lexicon.Lexicon) ------------------------------------------------
  Engine.prototype.terms = function (word) {
    var lowered = word.toLowerCase();
    var cached = this.termCache.get(lowered);
    if (cached) return cached;
    var found = null;
    if (hasDiacritics(lowered) && this.exact.has(lowered)) found = this.exact.get(lowered);
    else if (this.folded.has(fold(lowered))) found = this.folded.get(fold(lowered));
    var result = found ? found.split(" ") : [lowered];
    this.termCache.set(lowered, result);
    return result;
  };

  Engine.prototype.termsOfPrefix = function (prefix, limit) {
    limit = limit || 500;
    if (!this.sortedFolded) this.sortedFolded = Array.from(this.folded.keys()).sort();
    var keys = this.sortedFolded;
    var low = 0;
    var high = keys.length;
    while (low < high) {
      var mid = (low + high) >> 1;
      if (keys[mid] < prefix) low = mid + 1; else high = mid;
    }
    var found = [];
    var seen = new Set();
    for (var i = low, taken = 0; i < keys.length && taken < limit; i++, taken++) {
      if (keys[i].slice(0, prefix.length) !== prefix) break;
      var self = this;
      this.folded.get(keys[i]).split(" ").forEach(function (term) {
        if (!seen.has(term)) { seen.add(term); found.push(term); }
      });
      void self;
    }
    return found;
  };

  Engine.prototype.formsOfTerm = function (term) {
    var forms = this.data.term_forms[term];
    return forms ? forms.split(" ") : [];
  };

  // --- queries as trees, evaluated to maps of document → score ------------------------------
  function Term(field, term) { return { type: "term", field: field, term: term, boost: 1 }; }
  function Or(children, boost) { return { type: "or", children: children, boost: boost || 1 }; }
  function And(children) { return { type: "and", children: children, boost: 1 }; }
  function Sequence(children, boost) { return { type: "seq", children: children, boost: boost || 1 }; }

  function intersect(maps) {
    var result = new Map();
    var first = maps[0];
    first.forEach(function (score, doc) {
      var total = score;
      for (var i = 1; i < maps.length; i++) {
        if (!maps[i].has(doc)) return;
        total += maps[i].get(doc);
      }
      result.set(doc, total);
    });
    return result;
  }

  Engine.prototype.evaluate = function (node) {
    var self = this;
    var scores = new Map();
    // As in Whoosh, a compound query of one sub-query is that sub-query: its own boost is
    // not applied (so a stop word with a single lemma keeps its full score).
    if (node.type !== "term" && node.children.length === 1) return this.evaluate(node.children[0]);
    if (node.type === "term") {
      var postings = this.postings(node.field, node.term);
      postings.docs.forEach(function (doc, n) { scores.set(doc, self.termScore(node.field, node.term, n)); });
    } else if (node.type === "or") {
      node.children.forEach(function (child) {
        self.evaluate(child).forEach(function (score, doc) {
          scores.set(doc, (scores.get(doc) || 0) + score);
        });
      });
    } else {
      var maps = node.children.map(function (child) { return self.evaluate(child); });
      scores = maps.length ? intersect(maps) : scores;
      if (node.type === "seq") {
        var matched = new Map();
        scores.forEach(function (score, doc) {
          if (self.inSequence(node.children, doc)) matched.set(doc, score);
        });
        scores = matched;
      }
    }
    if (node.boost !== 1) scores.forEach(function (score, doc) { scores.set(doc, score * node.boost); });
    return scores;
  };

  Engine.prototype.positionsOf = function (node, doc) {
    var self = this;
    var found = new Set();
    if (node.type === "term") {
      var postings = this.postings(node.field, node.term);
      var n = postings.index.get(doc);
      if (n !== undefined) postings.positions[n].forEach(function (p) { found.add(p); });
    } else {
      node.children.forEach(function (child) {
        self.positionsOf(child, doc).forEach(function (p) { found.add(p); });
      });
    }
    return found;
  };

  // The children's positions follow each other (Whoosh's Sequence with slop 1).
  Engine.prototype.inSequence = function (children, doc) {
    var self = this;
    var sets = children.map(function (child) { return self.positionsOf(child, doc); });
    var starts = Array.from(sets[0]);
    return starts.some(function (start) {
      for (var i = 1; i < sets.length; i++) if (!sets[i].has(start + i)) return false;
      return true;
    });
  };

  // --- compiling (SearchIndex.compile) --------------------------------------------------------
  Engine.prototype.termQuery = function (word, field) {
    var self = this;
    var terms = this.terms(word);
    var query = Or(terms.map(function (t) { return Term(field || "body", t); }));
    if (terms.some(function (t) { return self.stop.has(t); })) query.boost = this.r.stop_boost;
    return query;
  };

  Engine.prototype.phraseQuery = function (phraseWords) {
    var self = this;
    if (phraseWords.length === 1) return this.termQuery(phraseWords[0]);
    return Or([Sequence(phraseWords.map(function (w) { return self.termQuery(w, "body"); }))]);
  };

  Engine.prototype.wordsQuery = function (typed) {
    var self = this;
    if (typed.length === 1) return this.termQuery(typed[0]);
    return And(typed.map(function (w) { return self.termQuery(w); }));
  };

  // AliasTable.match: the longest English term at `start` of the folded words, as written.
  Engine.prototype.aliasAsWritten = function (foldedWords, start, game) {
    var longest = Math.min(this.longestAlias, foldedWords.length - start);
    for (var size = longest; size > 0; size--) {
      var expansions = this.aliases.get(foldedWords.slice(start, start + size).join(" "));
      if (!expansions) continue;
      var chosen = expansions.filter(function (e) {
        return !game || !e[1].length || e[1].indexOf(game) >= 0;
      }).map(function (e) { return e[0]; });
      if (chosen.length) return { length: size, terms: chosen };
    }
    return { length: 0, terms: [] };
  };

  // A word as alias matching sees it: folded, and its lemmas folded.
  Engine.prototype.wordKeys = function (word) {
    var keys = new Set([fold(word)]);
    this.terms(word).forEach(function (term) { keys.add(fold(term)); });
    return keys;
  };

  // SearchIndex.match_alias: as written, else in any form of the term's words.
  Engine.prototype.matchAlias = function (typed, start, game) {
    var self = this;
    var found = this.aliasAsWritten(typed.map(fold), start, game);
    if (found.length) return found;
    if (!this.aliasesByTerm) {
      this.aliasesByTerm = new Map();
      this.data.aliases.forEach(function (entry) {
        var sets = entry[0].map(function (word) { return self.wordKeys(word); });
        sets[0].forEach(function (lemma) {
          if (!self.aliasesByTerm.has(lemma)) self.aliasesByTerm.set(lemma, []);
          self.aliasesByTerm.get(lemma).push({ sets: sets, key: entry[0] });
        });
      });
    }
    var candidates = new Map();
    this.wordKeys(typed[start]).forEach(function (lemma) {
      (self.aliasesByTerm.get(lemma) || []).forEach(function (item) {
        candidates.set(item.key.join(" "), item);
      });
    });
    var ordered = Array.from(candidates.values());
    ordered.sort(function (a, b) { return b.key.length - a.key.length; });
    for (var i = 0; i < ordered.length; i++) {
      var item = ordered[i];
      if (start + item.sets.length > typed.length) continue;
      var all = item.sets.every(function (keys, n) {
        var typedKeys = self.wordKeys(typed[start + n]);
        return Array.from(keys).some(function (k) { return typedKeys.has(k); });
      });
      if (!all) continue;
      var match = this.aliasAsWritten(item.key, 0, game);
      if (match.length === item.key.length) return match;
    }
    return { length: 0, terms: [] };
  };

  // --- query rewriting: game words, typos (SearchIndex.rewrite) -------------------------------
  Engine.prototype.gameMentions = function (typedWords) {
    var games = this.data.games;
    var keys = typedWords.map(fold);
    var found = [];
    var position = 0;
    function isFormOf(word, stem) {
      return word.slice(0, stem.length) === stem && word.length - stem.length <= games.max_ending;
    }
    while (position < keys.length) {
      var best = null;
      games.names.forEach(function (entry) {
        entry[1].forEach(function (name) {
          if (position + name.length > keys.length || (best && best.length >= name.length)) return;
          if (name.every(function (part, i) { return isFormOf(keys[position + i], part); })) {
            best = { game: entry[0], start: position, length: name.length };
          }
        });
      });
      if (!best) { position += 1; continue; }
      var last = found[found.length - 1];
      var free = !last || last.start + last.length < best.start;
      if (best.start > 0 && games.prepositions.indexOf(keys[best.start - 1]) >= 0 && free) {
        best = { game: best.game, start: best.start - 1, length: best.length + 1 };
      }
      found.push(best);
      position += best.length;
    }
    return found;
  };

  Engine.prototype.rewrite = function (clauses, game) {
    var self = this;
    var notes = [];
    var preferred = null;
    var plain = [];
    clauses.forEach(function (c, i) { if (!c.words && !c.prefix) plain.push(i); });
    var mentions = this.gameMentions(plain.map(function (i) { return clauses[i].text; }))
      .filter(function (m) { return plain[m.start + m.length - 1] - plain[m.start] === m.length - 1; });
    var taken = new Set();
    mentions.forEach(function (m) { for (var i = 0; i < m.length; i++) taken.add(plain[m.start + i]); });
    if (mentions.length && taken.size < clauses.length) {
      var games = new Set(mentions.map(function (m) { return m.game; }));
      if (!game && games.size === 1) {
        preferred = mentions[0].game;
        var typed = [];
        for (var i = 0; i < mentions[0].length; i++) typed.push(clauses[plain[mentions[0].start + i]].text);
        notes.push("„" + typed.join(" ") + "”: najpierw wyniki z gry " + this.data.games.labels[preferred] + ".");
      }
      clauses = clauses.filter(function (c, index) { return !taken.has(index); });
    }
    clauses = clauses.map(function (clause) {
      if (clause.words || clause.prefix) return clause;
      var replacement = self.correction(clause.text);
      if (replacement === null) return clause;
      notes.push("Nie znaleziono „" + clause.text + "”; szukano: " + replacement + ".");
      return { text: replacement, prefix: false };
    });
    return { clauses: clauses, preferred: preferred, notes: notes };
  };

  Engine.prototype.correction = function (word) {
    var self = this;
    var folded = fold(word);
    if (this.aliasWords.has(folded) || this.stop.has(folded)) return null;
    var terms = this.terms(word);
    if (terms.some(function (t) { return self.stop.has(t); })) return null;
    if (terms.some(function (t) { return self.docFrequency(t) > 0; })) return null;
    if (!this.speller) this.speller = new Speller(this, this.data.spelling);
    return this.speller.correct(word);
  };

  // judge.search.spelling.Speller: the nearest word of the indexed text by OSA distance.
  function Speller(engine, limits) {
    var best = new Map();
    var shown = new Map();
    this.limits = limits;
    Object.keys(engine.data.term_forms).forEach(function (term) {
      var frequency = engine.docFrequency(term);
      engine.data.term_forms[term].split(" ").forEach(function (form) {
        var key = fold(form);
        if (Array.from(key).length < limits.min_length || !/^\p{L}+$/u.test(key)) return;
        var known = best.has(key) ? best.get(key) : -1;
        if (frequency > known || (frequency === known && form < shown.get(key))) shown.set(key, form);
        best.set(key, Math.max(best.has(key) ? best.get(key) : 0, frequency));
      });
    });
    this.frequency = best;
    this.shown = shown;
    this.byLength = new Map();
    var self = this;
    Array.from(best.keys()).sort().forEach(function (key) {
      var size = Array.from(key).length;
      if (!self.byLength.has(size)) self.byLength.set(size, []);
      self.byLength.get(size).push(key);
    });
  }

  // Optimal string alignment distance (edits, and swaps of two neighbours), over code points.
  function osa(a, b) {
    var rows = [];
    for (var i = 0; i <= a.length; i++) {
      rows.push([i]);
      for (var j = 1; j <= b.length; j++) {
        if (i === 0) { rows[0].push(j); continue; }
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          value = Math.min(value, rows[i - 2][j - 2] + 1);
        }
        rows[i].push(value);
      }
    }
    return rows[a.length][b.length];
  }

  Speller.prototype.correct = function (word) {
    var self = this;
    var key = fold(word);
    var letters = Array.from(key);
    if (letters.length < this.limits.min_length || !/^\p{L}+$/u.test(key) || this.frequency.has(key)) return null;
    var limit = letters.length >= this.limits.two_edits_from ? 2 : 1;
    var found = [];
    for (var size = letters.length - limit; size <= letters.length + limit; size++) {
      (this.byLength.get(size) || []).forEach(function (choice) {
        var distance = osa(letters, Array.from(choice));
        if (distance <= limit) found.push([choice, distance]);
      });
    }
    if (!found.length) return null;
    var sortedLetters = letters.slice().sort().join("");
    function rank(item) {
      return [item[1], Array.from(item[0]).sort().join("") !== sortedLetters ? 1 : 0, -self.frequency.get(item[0])];
    }
    var nearest = found.reduce(function (a, b) {
      var ra = rank(a);
      var rb = rank(b);
      for (var i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] < rb[i] ? a : b;
      return a[0] <= b[0] ? a : b;
    });
    return this.shown.get(nearest[0]);
  };

  Engine.prototype.wordClause = function (word) {
    var self = this;
    var terms = this.terms(word);
    var kind;
    if (terms.some(function (t) { return self.stop.has(t); })) kind = "stop";
    else if (!terms.some(function (t) { return self.docFrequency(t) > 0; })) kind = "absent";
    else if (/^[0-9]+$/.test(word) ||
      terms.every(function (t) { return self.docFrequency(t) > self.r.common_share * self.docCount; })) kind = "common";
    else kind = "rare";
    return { query: this.termQuery(word), terms: new Set(terms), kind: kind };
  };

  Engine.prototype.compile = function (clauses, game) {
    var self = this;
    var compiled = [];
    var index = 0;
    while (index < clauses.length) {
      var clause = clauses[index];
      if (clause.words) {
        var phraseTerms = new Set();
        clause.words.forEach(function (w) { self.terms(w).forEach(function (t) { phraseTerms.add(t); }); });
        compiled.push({ query: this.phraseQuery(clause.words), terms: phraseTerms, kind: "rare" });
        index += 1;
        continue;
      }
      if (clause.prefix) {
        var prefixTerms = this.termsOfPrefix(fold(clause.text)).slice().sort();
        var query = prefixTerms.length
          ? Or(prefixTerms.map(function (t) { return Term("body", t); }))
          : Term("body", clause.text.toLowerCase());
        compiled.push({ query: query, terms: new Set(prefixTerms), kind: "rare" });
        index += 1;
        continue;
      }
      var run = [];
      for (var j = index; j < clauses.length; j++) {
        if (clauses[j].words || clauses[j].prefix) break;
        run.push(clauses[j].text);
      }
      var alias = this.matchAlias(run, 0, game);
      if (alias.length) {
        var typed = run.slice(0, alias.length);
        var alternatives = [this.wordsQuery(typed)];
        alias.terms.forEach(function (term) { alternatives.push(self.phraseQuery(term)); });
        var aliasTerms = new Set();
        var all = typed.slice();
        alias.terms.forEach(function (term) { all = all.concat(term); });
        all.forEach(function (w) { self.terms(w).forEach(function (t) { aliasTerms.add(t); }); });
        compiled.push({ query: Or(alternatives), terms: aliasTerms, kind: "rare" });
        index += alias.length;
        continue;
      }
      compiled.push(this.wordClause(clause.text));
      index += 1;
    }
    var rare = compiled.filter(function (c) { return c.kind === "rare"; });
    var common = compiled.filter(function (c) { return c.kind === "common"; });
    var choosing;
    var later = [];
    if (rare.length) { choosing = rare; later = common; }
    else {
      var present = compiled.filter(function (c) { return c.kind !== "absent"; });
      choosing = common.length ? common : present.length ? present : compiled;
    }
    var main = choosing.length === 1 ? choosing[0].query : Or(choosing.map(function (c) { return c.query; }));
    return { query: main, clauses: choosing.concat(later), common: later, bonus: this.proximityBonus(clauses) };
  };

  Engine.prototype.proximityBonus = function (clauses) {
    var self = this;
    var run = clauses.filter(function (c) { return !c.words && !c.prefix; }).map(function (c) { return c.text; });
    if (run.length < 2 || run.length > this.r.max_proximity_words || run.length !== clauses.length) return null;
    return Sequence(run.map(function (w) { return self.termQuery(w, "title"); }), this.r.whole_name_boost);
  };

  // A document's passages (lines of its text): passage number → words (decoded once).
  Engine.prototype.passageLengths = function (doc) {
    if (!this.passageCache) this.passageCache = new Map();
    var found = this.passageCache.get(doc);
    if (found) return found;
    var pairs = this.data.passages[doc];
    found = new Map();
    for (var i = 0; i < pairs.length; i += 2) found.set(pairs[i], pairs[i + 1]);
    this.passageCache.set(doc, found);
    return found;
  };

  // SearchIndex._best_passages: each candidate's best passage, BM25 of the clauses in it alone.
  Engine.prototype.bestPassages = function (compiled, docs) {
    var self = this;
    var r = this.r;
    var K1 = r.K1;
    var PB = r.passage_b;
    var stride = r.passage_stride;
    var average = this.data.passage_average;
    var clauses = compiled.clauses.map(function (clause) {
      var found = [];
      clause.terms.forEach(function (term) {
        var postings = self.postings("body", term);
        if (postings.docs.length) found.push(postings);
      });
      return { weight: clause.kind === "stop" ? r.stop_boost : 1, found: found };
    });
    var best = new Map();
    docs.forEach(function (doc) {
      var lengths = self.passageLengths(doc);
      if (!lengths.size) return;
      var totals = new Map();
      clauses.forEach(function (clause) {
        var clauseBest = new Map();
        clause.found.forEach(function (postings) {
          var n = postings.index.get(doc);
          if (n === undefined) return;
          var idf = Math.log(self.docCount / (postings.docs.length + 1)) + 1;
          var counts = new Map();
          postings.positions[n].forEach(function (position) {
            var passage = Math.floor(position / stride);
            if (lengths.has(passage)) counts.set(passage, (counts.get(passage) || 0) + 1);
          });
          counts.forEach(function (tf, passage) {
            var norm = 1 - PB + PB * lengths.get(passage) / average;
            var value = idf * (tf * (K1 + 1)) / (tf + K1 * norm);
            if (value > (clauseBest.get(passage) || 0)) clauseBest.set(passage, value);
          });
        });
        clauseBest.forEach(function (value, passage) {
          totals.set(passage, (totals.get(passage) || 0) + clause.weight * value);
        });
      });
      if (totals.size) best.set(doc, Math.max.apply(null, Array.from(totals.values())));
    });
    return best;
  };

  // --- ranking (SearchIndex._search) ----------------------------------------------------------
  function normalizedTitle(text) {
    return words(text).map(function (w) { return fold(w.text); }).join(" ");
  }

  function withoutNumbers(normalized) {
    return normalized.split(" ").filter(function (w) { return !/^\p{Nd}+$/u.test(w); }).join(" ");
  }

  Engine.prototype.titleFactor = function (unit, typed, wordTerms) {
    var self = this;
    var factor = 1;
    var names = [unit.title].concat(unit.names);
    for (var i = 0; i < names.length; i++) {
      var normalized = normalizedTitle(names[i]);
      if (typed === normalized || typed === withoutNumbers(normalized)) return this.r.exact_title_factor;
      var nameWords = words(names[i]).map(function (w) { return w.text; });
      if (nameWords.length === wordTerms.length && nameWords.every(function (word, n) {
        return self.terms(word).some(function (t) { return wordTerms[n].has(t); });
      })) factor = this.r.form_title_factor;
    }
    return factor;
  };

  Engine.prototype.unit = function (doc) {
    var u = this.data.units[doc];
    return {
      id: u[0], kind: u[1], game: u[2], document: u[3], title: u[4], citation: u[5],
      url: u[6], superseded: !!u[7], names: u[8], text: u[9]
    };
  };

  Engine.prototype.unitByUrl = function (path) {
    for (var doc = 0; doc < this.data.units.length; doc++) {
      if (this.data.units[doc][6] === path) return this.unit(doc);
    }
    return null;
  };

  Engine.prototype.hitMarker = function (clauses, game) {
    var self = this;
    var typed = [];
    var prefixes = [];
    var forms = new Set();
    clauses.forEach(function (clause) {
      if (clause.words) typed = typed.concat(clause.words);
      else if (clause.prefix) {
        prefixes.push(fold(clause.text));
        self.termsOfPrefix(fold(clause.text)).forEach(function (term) {
          self.formsOfTerm(term).forEach(function (f) { forms.add(f); });
        });
      } else typed.push(clause.text);
    });
    var asTyped = typed.slice();
    for (var start = 0; start < asTyped.length; start++) {
      this.matchAlias(asTyped, start, game).terms.forEach(function (term) { typed = typed.concat(term); });
    }
    typed.forEach(function (word) {
      forms.add(word.toLowerCase());
      self.terms(word).forEach(function (term) {
        if (self.stop.has(term)) return;
        self.formsOfTerm(term).forEach(function (f) { forms.add(f); });
      });
    });
    return function (word) {
      var lowered = word.toLowerCase();
      if (forms.has(lowered)) return true;
      var folded = fold(lowered);
      return prefixes.some(function (p) { return folded.slice(0, p.length) === p; });
    };
  };

  // judge.search.snippets.make_snippet
  Engine.prototype.snippet = function (text, isHit) {
    var width = this.data.snippet.chars;
    var lead = this.data.snippet.lead;
    var flat = text.replace(/\s+/g, " ").trim();
    if (!flat) return [];
    var hits = words(flat).filter(function (w) { return isHit(w.text); });
    var start = 0;
    if (hits.length) {
      var first = bestWindow(hits, width - lead);
      start = Math.max(0, first - lead);
      var sentence = first >= 2 ? flat.lastIndexOf(". ", first - 2) : -1;
      if (sentence >= start) start = sentence + 2;
      else if (start > 0) {
        var space = flat.indexOf(" ", start);
        start = space >= 0 && space < first ? space + 1 : start;
      }
    }
    var end = start + width;
    if (end < flat.length) {
      var cut = flat.lastIndexOf(" ", end - 1);
      end = cut > start ? cut : end;
    } else end = flat.length;
    var segments = [];
    if (start > 0) segments.push(["…", false]);
    var cursor = start;
    hits.forEach(function (hit) {
      if (hit.start < start || hit.end > end) return;
      if (hit.start > cursor) segments.push([flat.slice(cursor, hit.start), false]);
      segments.push([flat.slice(hit.start, hit.end), true]);
      cursor = hit.end;
    });
    if (cursor < end) segments.push([flat.slice(cursor, end), false]);
    if (end < flat.length) segments.push(["…", false]);
    var merged = [];
    segments.forEach(function (s) {
      var last = merged[merged.length - 1];
      if (last && !last[1] && !s[1]) last[0] += s[0]; else merged.push(s);
    });
    return merged;
  };

  function bestWindow(hits, width) {
    var bestStart = hits[0].start;
    var bestCount = 0;
    var j = 0;
    for (var i = 0; i < hits.length; i++) {
      j = Math.max(j, i);
      while (j < hits.length && hits[j].end <= hits[i].start + width) j++;
      if (j - i > bestCount) { bestStart = hits[i].start; bestCount = j - i; }
    }
    return bestStart;
  }

  Engine.prototype.search = function (query, options) {
    options = options || {};
    var self = this;
    var game = options.game || null;
    var kind = options.kind || null;
    var limit = options.limit || 10;
    var parsed = parseQuery(query, this.data.query);
    var rewritten = this.rewrite(parsed.clauses, game);
    var preferred = rewritten.preferred;
    var clauses = rewritten.clauses;
    var compiled = this.compile(clauses, game || preferred);
    var matched = this.evaluate(compiled.query);
    var results = [];
    matched.forEach(function (score, doc) {
      var u = self.data.units[doc];
      if ((game && u[2] !== game) || (kind && u[1] !== kind)) return;
      results.push([score, doc]);
    });
    results.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    var total = results.length;
    var candidates = results.slice(0, Math.max(this.r.candidates, limit));
    var scores = new Map(candidates.map(function (pair) { return [pair[1], pair[0]]; }));
    var docs = candidates.map(function (pair) { return pair[1]; });
    compiled.common.forEach(function (clause) {
      docs.forEach(function (doc) {
        var best = 0;
        var any = false;
        clause.terms.forEach(function (term) {
          var n = self.postings("body", term).index.get(doc);
          if (n !== undefined) { any = true; best = Math.max(best, self.termScore("body", term, n)); }
        });
        if (any) scores.set(doc, scores.get(doc) + best);
      });
    });
    var weightTotal = compiled.clauses.reduce(function (sum, c) { return sum + (c.kind === "stop" ? self.r.stop_boost : 1); }, 0);
    var coordination = new Map();
    docs.forEach(function (doc) {
      if (weightTotal === 0) { coordination.set(doc, 1); return; }
      var value = 0;
      compiled.clauses.forEach(function (clause) {
        var has = false;
        clause.terms.forEach(function (term) { if (self.postings("body", term).index.has(doc)) has = true; });
        if (has) value += clause.kind === "stop" ? self.r.stop_boost : 1;
      });
      coordination.set(doc, value / weightTotal);
    });
    if (compiled.bonus && docs.length) {
      this.evaluate(compiled.bonus).forEach(function (score, doc) {
        if (scores.has(doc)) scores.set(doc, scores.get(doc) + score);
      });
    }
    if (this.r.passage_weight) {
      this.bestPassages(compiled, docs).forEach(function (value, doc) {
        scores.set(doc, scores.get(doc) + self.r.passage_weight * value);
      });
    }
    var queryWords = [];
    clauses.forEach(function (c) { queryWords = queryWords.concat(c.words || [c.text]); });
    var typed = normalizedTitle(queryWords.join(" "));
    var wordTerms = queryWords.map(function (w) { return new Set(self.terms(w)); });
    var ranked = docs.map(function (doc) {
      var unit = self.unit(doc);
      var factor = self.r.kind_factors[unit.kind] || 1;
      if (preferred && unit.game !== preferred) factor *= self.r.other_game_factor;
      if (unit.superseded) factor *= self.r.superseded_factor;
      return [scores.get(doc) * coordination.get(doc) * factor * self.titleFactor(unit, typed, wordTerms), doc, unit];
    });
    ranked.sort(function (a, b) { return b[0] - a[0]; });  // stable: ties keep their order
    var marker = this.hitMarker(clauses, game || preferred);
    return {
      query: query, game: game, kind: kind, total: total, notes: parsed.notes.concat(rewritten.notes),
      results: ranked.slice(0, limit).map(function (item) {
        var unit = item[2];
        return {
          id: unit.id, kind: unit.kind, game: unit.game, document: unit.document,
          title: unit.title, citation: unit.citation, url: unit.url, superseded: unit.superseded,
          score: Math.round(item[0] * 10000) / 10000,
          segments: self.snippet(unit.text || unit.title, marker)
        };
      })
    };
  };

  return {
    Engine: Engine, QueryError: QueryError, parseQuery: parseQuery,
    fold: fold, hasDiacritics: hasDiacritics, words: words
  };
});
