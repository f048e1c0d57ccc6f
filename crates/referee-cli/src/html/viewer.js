// The report page's script (crates/referee-cli/src/html/mod.rs writes it inline): the table
// of games, drawn a chunk of rows at a time, sorted and filtered; and the viewer, which
// computes a game's position at a ply from the trace the data carries (the start position and
// the cells each entry changed) and draws it as SVG. Nothing is fetched.
"use strict";
(function () {
  var T0 = performance.now();
  var D = JSON.parse(document.getElementById("data").textContent);
  var G = D.games;
  var ZH = D.lang === "zh";
  var WORDS = {
    show: ["show", "显示"], all: ["all", "全部"], problems: ["problems only", "只看问题"],
    agree: ["agree", "相符"], disagree: ["disagree", "不符"], unchecked: ["not checkable", "无法核对"],
    invalid: ["invalid", "无效"], unreadable: ["unreadable", "无法读取"], file: ["file", "文件"],
    game: ["game", "棋类"], rules: ["rules", "规则"], result: ["result", "结果"], claim: ["claim", "所记结果"],
    settled: ["settled", "核对方式"], reading: ["reading", "解读"], violation: ["violation", "违规处"],
    end: ["end", "终局"], ply: ["after ply", "第"], plyAfter: ["", "手后"], of: ["of", "共"],
    black: ["Black", "黑"], white: ["White", "白"], red: ["Red", "红"], blue: ["Blue", "蓝"],
    captured: ["captured", "提子"], last: ["last", "最后一手"], dead: ["dead", "死子"],
    uncertain: ["uncertain", "未定"], shown: ["shown", "显示"], noTrace: ["no positions for this game", "此局无局面可显示"],
    stones: ["stones", "子"], pieces: ["pieces", "子"]
  };
  function w(k) { var p = WORDS[k]; return p ? p[ZH ? 1 : 0] : k; }
  Array.prototype.forEach.call(document.querySelectorAll("[data-w]"), function (el) {
    el.textContent = w(el.getAttribute("data-w"));
  });

  // ---- the table ----------------------------------------------------------------------
  function kind(g) {
    if (!g.v) return "unreadable";
    if (g.v.status === "invalid") return "invalid";
    if (g.v.agrees === false) return "disagree";
    if (g.v.agrees === true) return "agree";
    return "unchecked";
  }
  function settledText(g) {
    var k = kind(g);
    if (k === "unreadable" || k === "invalid") return w(k);
    var v = g.v;
    if (k === "disagree") return w("disagree") + (v.settled ? " (" + v.settled + ")" : "");
    if (v.settled === "not-checkable") return "not-checkable: " + (v.unchecked || "");
    return v.settled === null ? "no claim" : v.settled;
  }
  function readingText(v) {
    var r = v && v.score && v.score.reading;
    if (!r) return "";
    return r.rules + "/" + r.end + (r.assumed ? " (" + r.assumed + ")" : "");
  }
  function resultText(v) {
    if (!v) return "";
    if (v.result) return v.result;
    return v.status;
  }
  var COLS = {
    n: function (i) { return i + 1; },
    file: function (i) { var g = G[i]; return g.v ? g.v.file : (g.e && g.e.file) || ""; },
    game: function (i) { return G[i].v ? G[i].v.game : ""; },
    rules: function (i) { return G[i].v ? G[i].v.rules : ""; },
    result: function (i) { return resultText(G[i].v); },
    claim: function (i) {
      var v = G[i].v;
      if (!v || v.claimed === null) return "";
      return v.claimed + (v.agrees === true ? " \u2713" : v.agrees === false ? " \u2717" : " ?");
    },
    settled: function (i) { return settledText(G[i]); },
    reading: function (i) { return readingText(G[i].v); }
  };
  var ORDER = ["n", "file", "game", "rules", "result", "claim", "settled", "reading"];
  var tbody = document.getElementById("rows");
  var filterEl = document.getElementById("filter");
  var searchEl = document.getElementById("search");
  var sortKey = "n", sortDir = 1, generation = 0, openRow = null;
  var CHUNK = 500;

  function visible() {
    var f = filterEl.value, q = searchEl.value.toLowerCase(), out = [];
    for (var i = 0; i < G.length; i++) {
      var k = kind(G[i]);
      if (f === "problems" && !(k === "disagree" || k === "invalid" || k === "unreadable")) continue;
      if (f !== "all" && f !== "problems" && f !== k) continue;
      if (q && COLS.file(i).toLowerCase().indexOf(q) < 0) continue;
      out.push(i);
    }
    if (sortKey !== "n" || sortDir !== 1) {
      var key = COLS[sortKey], keys = {};
      out.forEach(function (i) { keys[i] = key(i); });
      out.sort(function (a, b) {
        var x = keys[a], y = keys[b];
        var c = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
        return (c || a - b) * sortDir;
      });
    }
    return out;
  }
  function row(i) {
    var tr = document.createElement("tr");
    tr.setAttribute("data-game", String(i + 1));
    tr.className = "k-" + kind(G[i]);
    for (var c = 0; c < ORDER.length; c++) {
      var td = document.createElement("td");
      td.className = ORDER[c];
      var text = String(COLS[ORDER[c]](i));
      td.textContent = text;
      if (c > 0) td.title = text;
      tr.appendChild(td);
    }
    return tr;
  }
  // The rows a chunk at a time, each chunk after the browser has drawn the last: the first
  // rows show at once however many games there are.
  function render() {
    var mine = ++generation, list = visible(), at = 0;
    tbody.textContent = "";
    document.getElementById("shown").textContent = list.length + " / " + G.length;
    function chunk() {
      if (mine !== generation) return;
      var frag = document.createDocumentFragment();
      for (var end = Math.min(at + CHUNK, list.length); at < end; at++) frag.appendChild(row(list[at]));
      tbody.appendChild(frag);
      if (at < list.length) setTimeout(chunk, 0);
      else {
        markOpen();
        // How long the page took to draw every row since its script started (for the tests'
        // and the README's measurements; nothing depends on it).
        document.getElementById("shown").setAttribute("data-ms", String(Math.round(performance.now() - T0)));
      }
    }
    chunk();
  }
  filterEl.addEventListener("change", render);
  searchEl.addEventListener("input", render);
  Array.prototype.forEach.call(document.querySelectorAll("th[data-key]"), function (th) {
    th.addEventListener("click", function () {
      var key = th.getAttribute("data-key");
      sortDir = key === sortKey ? -sortDir : 1;
      sortKey = key;
      Array.prototype.forEach.call(document.querySelectorAll("th"), function (h) { h.className = ""; });
      th.className = sortDir > 0 ? "asc" : "desc";
      render();
    });
  });
  tbody.addEventListener("click", function (ev) {
    var tr = ev.target.closest("tr[data-game]");
    if (tr) open(Number(tr.getAttribute("data-game")), null);
  });

  // ---- positions ----------------------------------------------------------------------
  var GTP = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  function colName(t, c) { return t.notation === "gtp" ? GTP.charAt(c) : String.fromCharCode(97 + c); }
  function pointName(t, i) { return colName(t, i % t.cols) + (Math.floor(i / t.cols) + 1); }
  // The cell a point name gives (`Q16`, `h8`, `b2`), or -1.
  function cellOf(t, name) {
    var m = /^([A-Za-z])(\d{1,2})$/.exec(name);
    if (!m) return -1;
    var c = t.notation === "gtp" ? GTP.indexOf(m[1].toUpperCase()) : m[1].toLowerCase().charCodeAt(0) - 97;
    var r = Number(m[2]) - 1;
    if (c < 0 || c >= t.cols || r < 0 || r >= t.rows) return -1;
    return r * t.cols + c;
  }
  // A game's steps, parsed once: the ply after each and the cells each changes.
  function steps(t) {
    if (t.parsed) return t.parsed;
    var out = [], ply = t.from;
    var parts = t.steps ? t.steps.split(";") : [];
    parts.pop();
    parts.forEach(function (s) {
      var bar = s.indexOf("|");
      if (bar >= 0) { ply = Number(s.slice(0, bar)); s = s.slice(bar + 1); } else ply += 1;
      var changes = s ? s.split(",").map(function (c) { var kv = c.split(":"); return [Number(kv[0]), Number(kv[1])]; }) : [];
      out.push({ ply: ply, changes: changes });
    });
    t.parsed = out;
    return out;
  }
  // The position after `frame` steps, with what the caption needs.
  function position(t, frame) {
    var cells = t.start.slice(), st = steps(t), caps = [0, 0, 0], last = [];
    for (var k = 0; k < frame; k++) {
      var placed = [];
      st[k].changes.forEach(function (ch) {
        var was = cells[ch[0]];
        if (t.board === "grid" && ch[1] === 0 && was) caps[was] += 1;
        cells[ch[0]] = ch[1];
        placed.push(ch[0]);
      });
      last = placed;
    }
    return { cells: cells, caps: caps, last: last, ply: frame === 0 ? t.from : st[frame - 1].ply };
  }
  function frameOfPly(t, ply) {
    var st = steps(t), f = 0;
    for (var k = 0; k < st.length; k++) if (st[k].ply <= ply) f = k + 1;
    return f;
  }

  // ---- drawing ------------------------------------------------------------------------
  var NS = "http://www.w3.org/2000/svg";
  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    for (var a in attrs) e.setAttribute(a, attrs[a]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function stars(t) {
    var n = t.cols, out = [];
    if (t.cols !== t.rows) return out;
    var e = n >= 13 ? 3 : 2, lines = n === 19 || n === 15 ? [e, (n - 1) / 2, n - 1 - e] : n >= 9 ? [e, n - 1 - e] : [];
    if (n === 15) lines = [3, 11];
    lines.forEach(function (c) { lines.forEach(function (r) { out.push(r * n + c); }); });
    if (n % 2 === 1 && n >= 9) out.push(((n - 1) / 2) * n + (n - 1) / 2);
    return out;
  }
  function cross(svg, x, y) {
    var d = 7;
    svg.appendChild(el("path", { d: "M" + (x - d) + " " + (y - d) + " L" + (x + d) + " " + (y + d) + " M" + (x - d) + " " + (y + d) + " L" + (x + d) + " " + (y - d),
      stroke: "#c0161b", "stroke-width": 3, "stroke-linecap": "round", "class": "mark-cross" }));
  }
  function square(svg, x, y, h) {
    svg.appendChild(el("rect", { x: x - h, y: y - h, width: 2 * h, height: 2 * h, fill: "none", stroke: "#c0161b", "stroke-width": 3, "class": "mark-refused" }));
  }
  // Go and renju: the board as `referee show --format svg` draws it (draw/svg.rs).
  function drawGrid(t, pos, marks) {
    var CELL = 32, M = 44, cols = t.cols, rows = t.rows;
    var W = CELL * (cols - 1) + 2 * M, H = CELL * (rows - 1) + 2 * M;
    var x = function (c) { return M + CELL * c; }, y = function (r) { return M + CELL * (rows - 1 - r); };
    var svg = el("svg", { xmlns: NS, width: W, height: H, viewBox: "0 0 " + W + " " + H, "class": "board" });
    svg.appendChild(el("rect", { x: 0, y: 0, width: W, height: H, fill: "#dcb35c" }));
    var g = el("g", { stroke: "#222", "stroke-width": 1 });
    for (var c = 0; c < cols; c++) g.appendChild(el("line", { x1: x(c), y1: M, x2: x(c), y2: y(0) }));
    for (var r = 0; r < rows; r++) g.appendChild(el("line", { x1: M, y1: y(r), x2: x(cols - 1), y2: y(r) }));
    svg.appendChild(g);
    stars(t).forEach(function (i) { svg.appendChild(el("circle", { cx: x(i % cols), cy: y(Math.floor(i / cols)), r: 3.5, fill: "#222" })); });
    var labels = el("g", { "font-size": 13, fill: "#333", "text-anchor": "middle" });
    for (c = 0; c < cols; c++) {
      labels.appendChild(el("text", { x: x(c), y: M - 20 }, colName(t, c)));
      labels.appendChild(el("text", { x: x(c), y: y(0) + 30 }, colName(t, c)));
    }
    for (r = 0; r < rows; r++) {
      labels.appendChild(el("text", { x: M - 26, y: y(r) + 4.5 }, String(r + 1)));
      labels.appendChild(el("text", { x: x(cols - 1) + 26, y: y(r) + 4.5 }, String(r + 1)));
    }
    svg.appendChild(labels);
    var count = 0;
    pos.cells.forEach(function (v, i) {
      if (!v) return;
      count++;
      var cx = x(i % cols), cy = y(Math.floor(i / cols));
      svg.appendChild(v === 1
        ? el("circle", { cx: cx, cy: cy, r: 14.5, fill: "#111", stroke: "#000", "class": "stone black", "data-point": pointName(t, i) })
        : el("circle", { cx: cx, cy: cy, r: 14.5, fill: "#fafafa", stroke: "#222", "stroke-width": 1.2, "class": "stone white", "data-point": pointName(t, i) }));
    });
    marks.dead.forEach(function (i) { if (pos.cells[i]) cross(svg, x(i % cols), y(Math.floor(i / cols))); });
    marks.unsure.forEach(function (i) {
      if (pos.cells[i]) svg.appendChild(el("circle", { cx: x(i % cols), cy: y(Math.floor(i / cols)), r: 17, fill: "none", stroke: "#e08a00", "stroke-width": 3, "stroke-dasharray": "5 3", "class": "mark-uncertain" }));
    });
    var placed = pos.last.filter(function (i) { return pos.cells[i]; });
    if (placed.length >= 1 && marks.refused < 0) {
      var p = placed.length === 1 ? placed[0] : -1;
      if (p >= 0) svg.appendChild(el("circle", { cx: x(p % cols), cy: y(Math.floor(p / cols)), r: 6, fill: "none", stroke: pos.cells[p] === 1 ? "#fafafa" : "#111", "stroke-width": 2, "class": "mark-last" }));
    }
    if (marks.refused >= 0) {
      var q = marks.refused, qx = x(q % cols), qy = y(Math.floor(q / cols));
      if (!pos.cells[q]) cross(svg, qx, qy);
      square(svg, qx, qy, 17);
    }
    svg.setAttribute("data-stones", String(count));
    return svg;
  }
  // Junqi: the 5x12 drawing, posts as rectangles, camps as circles, headquarters as arches;
  // roads between neighbouring stations, the frontier crossed on files a, c and e only.
  function drawJunqi(t, pos, marks) {
    var CW = 76, CH = 44, M = 36, cols = 5, rows = 12;
    var W = CW * (cols - 1) + 2 * M + 40, H = CH * (rows - 1) + 2 * M + 20;
    var x = function (c) { return M + 20 + CW * c; }, y = function (r) { return M + CH * (rows - 1 - r) + (r >= 6 ? 0 : 20); };
    var svg = el("svg", { xmlns: NS, width: W, height: H, viewBox: "0 0 " + W + " " + H, "class": "board" });
    svg.appendChild(el("rect", { x: 0, y: 0, width: W, height: H, fill: "#f3ead2" }));
    var g = el("g", { stroke: "#555", "stroke-width": 1.5 });
    for (var r = 0; r < rows; r++) for (var c = 0; c < cols; c++) {
      if (c + 1 < cols) g.appendChild(el("line", { x1: x(c), y1: y(r), x2: x(c + 1), y2: y(r) }));
      if (r + 1 < rows && (r !== 5 || c % 2 === 0)) g.appendChild(el("line", { x1: x(c), y1: y(r), x2: x(c), y2: y(r + 1) }));
      if (t.kinds.charAt(r * cols + c) === "c") {
        [[-1, -1], [1, -1], [-1, 1], [1, 1]].forEach(function (d) {
          g.appendChild(el("line", { x1: x(c), y1: y(r), x2: x(c + d[0]), y2: y(r + d[1]) }));
        });
      }
    }
    svg.appendChild(g);
    var labels = el("g", { "font-size": 12, fill: "#555", "text-anchor": "middle" });
    for (c = 0; c < cols; c++) labels.appendChild(el("text", { x: x(c), y: H - 6 }, String.fromCharCode(97 + c)));
    for (r = 0; r < rows; r++) labels.appendChild(el("text", { x: 14, y: y(r) + 4 }, String(r + 1)));
    svg.appendChild(labels);
    var count = 0;
    for (var i = 0; i < rows * cols; i++) {
      var k = t.kinds.charAt(i);
      if (k === ".") continue;
      var cx = x(i % cols), cy = y(Math.floor(i / cols)), v = pos.cells[i];
      var fill = v ? (v >= 17 ? "#dde8ff" : "#ffe0dc") : "#fffdf5";
      var hot = marks.junqi.indexOf(i) >= 0 || pos.last.indexOf(i) >= 0;
      var stroke = marks.junqi.indexOf(i) >= 0 ? "#c0161b" : hot ? "#222" : "#777";
      var sw = hot ? 3 : 1.2;
      if (k === "c") svg.appendChild(el("circle", { cx: cx, cy: cy, r: 19, fill: fill, stroke: stroke, "stroke-width": sw }));
      else if (k === "h") svg.appendChild(el("path", { d: "M" + (cx - 26) + " " + (cy + 15) + " V" + (cy - 4) + " Q" + cx + " " + (cy - 26) + " " + (cx + 26) + " " + (cy - 4) + " V" + (cy + 15) + " Z", fill: fill, stroke: stroke, "stroke-width": sw }));
      else svg.appendChild(el("rect", { x: cx - 26, y: cy - 14, width: 52, height: 28, rx: 3, fill: fill, stroke: stroke, "stroke-width": sw }));
      if (v) {
        count++;
        var side = v >= 17 ? 1 : 0, piece = D.pieces[(v - 1) % 16];
        svg.appendChild(el("text", { x: cx, y: cy + 6, "font-size": 16, "text-anchor": "middle", fill: side ? "#1a4fc0" : "#c0161b", "font-weight": "bold", "class": "piece " + (side ? "blue" : "red"), "data-point": pointName(t, i) }, piece[1]));
      }
    }
    svg.setAttribute("data-stones", String(count));
    return svg;
  }

  // ---- the viewer ---------------------------------------------------------------------
  var V = { n: 0, frame: 0 };
  var viewer = document.getElementById("viewer"), slider = document.getElementById("v-slider");
  function markOpen() {
    if (openRow) openRow.classList.remove("open");
    openRow = V.n ? tbody.querySelector('tr[data-game="' + V.n + '"]') : null;
    if (openRow) openRow.classList.add("open");
  }
  function marksOf(g, t, pos, frames) {
    var v = g.v, m = { dead: [], unsure: [], refused: -1, junqi: [] };
    var atEnd = V.frame === frames;
    if (v && v.score && atEnd && t.board === "grid") {
      m.dead = (v.score.dead || []).map(function (p) { return cellOf(t, p); });
      m.unsure = (v.score.uncertain || []).map(function (p) { return cellOf(t, p); });
    }
    if (v && v.violation && atEnd) {
      var mv = String(v.violation.move || "");
      if (t.board === "junqi") {
        var j = /([a-e]\d{1,2})-([a-e]\d{1,2})/.exec(mv);
        if (j) m.junqi = [cellOf(t, j[1]), cellOf(t, j[2])];
      } else {
        var words = mv.split(/\s+/);
        m.refused = cellOf(t, words[words.length - 1]);
      }
    }
    return m;
  }
  function show() {
    var g = G[V.n - 1], t = g.t;
    var board = document.getElementById("v-board");
    board.textContent = "";
    board.setAttribute("data-game", String(V.n));
    if (!t) {
      board.setAttribute("data-ply", "");
      document.getElementById("v-caption").textContent = w("noTrace");
      return;
    }
    var frames = steps(t).length;
    V.frame = Math.max(0, Math.min(V.frame, frames));
    slider.max = String(frames);
    slider.value = String(V.frame);
    var pos = position(t, V.frame);
    var marks = marksOf(g, t, pos, frames);
    board.appendChild(t.board === "junqi" ? drawJunqi(t, pos, marks) : drawGrid(t, pos, marks));
    board.setAttribute("data-ply", String(pos.ply));
    var total = frames ? steps(t)[frames - 1].ply : t.from;
    var cap = ZH ? w("ply") + " " + pos.ply + " " + w("plyAfter") + "（" + w("of") + " " + total + "）"
                 : w("ply") + " " + pos.ply + " " + w("of") + " " + total;
    if (t.board === "grid") {
      if (pos.last.length && pos.last.some(function (i) { return pos.cells[i]; })) {
        var p = pos.last.filter(function (i) { return pos.cells[i]; })[0];
        cap += "; " + w("last") + ": " + w(pos.cells[p] === 1 ? "black" : "white") + " " + pointName(t, p);
      }
      if (g.v && g.v.game === "go") cap += "; " + w("captured") + ": " + w("black") + " " + pos.caps[2] + ", " + w("white") + " " + pos.caps[1];
    } else if (pos.last.length === 2) {
      var from = pos.last.filter(function (i) { return !pos.cells[i]; })[0], to = pos.last.filter(function (i) { return pos.cells[i]; })[0];
      if (from !== undefined && to !== undefined) cap += "; " + w("last") + ": " + pointName(t, from) + "-" + pointName(t, to);
    }
    if (marks.dead.length) cap += "; " + w("dead") + ": " + g.v.score.dead.join(" ");
    if (marks.unsure.length) cap += "; " + w("uncertain") + ": " + g.v.score.uncertain.join(" ");
    document.getElementById("v-caption").textContent = cap;
    if (location.hash !== "#g=" + V.n + "&ply=" + pos.ply) history.replaceState(null, "", "#g=" + V.n + "&ply=" + pos.ply);
  }
  function open(n, ply) {
    if (!(n >= 1 && n <= G.length)) return;
    var g = G[n - 1];
    V.n = n;
    viewer.hidden = false;
    document.getElementById("v-title").textContent = n + ". " + COLS.file(n - 1);
    document.getElementById("v-sentence").textContent = g.s;
    document.getElementById("v-explain").textContent = g.x || "";
    var notes = document.getElementById("v-notes");
    notes.textContent = "";
    ((g.v && g.v.notes) || []).forEach(function (text) {
      var li = document.createElement("li");
      li.textContent = text;
      notes.appendChild(li);
    });
    var t = g.t;
    V.frame = t ? (ply === null ? steps(t).length : frameOfPly(t, ply)) : 0;
    show();
    markOpen();
  }
  function step(d) { if (V.n) { V.frame += d; show(); } }
  document.getElementById("v-first").onclick = function () { V.frame = 0; show(); };
  document.getElementById("v-prev").onclick = function () { step(-1); };
  document.getElementById("v-next").onclick = function () { step(1); };
  document.getElementById("v-last").onclick = function () { V.frame = 1e9; show(); };
  document.getElementById("v-end").onclick = function () { V.frame = 1e9; show(); };
  document.getElementById("v-violation").onclick = function () {
    var g = G[V.n - 1];
    if (g && g.t && g.v && g.v.violation) { V.frame = frameOfPly(g.t, g.v.violation.ply - 1); show(); }
    else { V.frame = 1e9; show(); }
  };
  slider.addEventListener("input", function () { V.frame = Number(slider.value); show(); });
  document.addEventListener("keydown", function (ev) {
    if (!V.n || ev.target === searchEl) return;
    if (ev.key === "ArrowLeft") step(-1);
    else if (ev.key === "ArrowRight") step(1);
    else if (ev.key === "Home") { V.frame = 0; show(); }
    else if (ev.key === "End") { V.frame = 1e9; show(); }
    else return;
    ev.preventDefault();
  });
  function fromHash() {
    var m = /^#g=(\d+)(?:&ply=(\d+))?$/.exec(location.hash);
    if (m && (Number(m[1]) !== V.n || (m[2] !== undefined && G[V.n - 1] && G[V.n - 1].t && Number(m[2]) !== position(G[V.n - 1].t, V.frame).ply))) {
      open(Number(m[1]), m[2] === undefined ? null : Number(m[2]));
    }
  }
  window.addEventListener("hashchange", fromHash);
  render();
  fromHash();
})();
