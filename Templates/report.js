// Progressive enhancement for the motion spec: the page is complete without it. It adds a
// search box, filters and sorting to the token table; a player (play, scrubber, speeds, loop) to
// every figure that moves; comparing two to four tokens; the expression playground; names on
// the parameter map; groups that collapse; copy buttons. Search, filters, sort, the comparison and
// the playground's expression live in the URL fragment (`#q=…&compare=a,b`), so a view can be
// linked in a review. It reads the page's data (`#motion-data`) and asks the page's model
// (MotionCore: motionspec's Swift core in WebAssembly) for every curve, number and chart
// description it shows; text from the catalogue is only ever set as text, never as markup.
(function () {
  "use strict";
  var dataNode = document.getElementById("motion-data");
  var data = dataNode ? JSON.parse(dataNode.textContent) : { tokens: [] };
  var byId = {};
  data.tokens.forEach(function (t, i) { t.index = i; byId[t.id] = t; });
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var state = { q: "", group: "", kind: "", lint: "", sort: "", compare: [], expr: "" };
  var MAX_COMPARED = 4;

  // Every element this script adds is marked data-added: `motionspec serve` finds the server's
  // elements by their places among the others.
  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    node.setAttribute("data-added", "");
    Object.keys(attributes || {}).forEach(function (k) { node.setAttribute(k, attributes[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // The one time rule: milliseconds, as on every chart (t in seconds).
  function seconds(t) { return Math.round(t * 1000) + " ms"; }

  // ---- The URL fragment: state when it holds `key=value` pairs, an anchor otherwise.
  function readFragment() {
    if (location.hash.indexOf("=") < 0) return false;
    var p = new URLSearchParams(location.hash.slice(1));
    state.q = p.get("q") || "";
    state.group = p.get("group") || "";
    state.kind = p.get("kind") || "";
    state.lint = p.get("lint") || "";
    state.sort = p.get("sort") || "";
    // `#edit=` is the playground's expression with the editor in use (its pad dragged, or a
    // token's Edit button); `#expr=` the expression as typed.
    state.expr = p.get("edit") || p.get("expr") || "";
    state.editing = p.has("edit");
    state.compare = (p.get("compare") || "").split(",").filter(function (id) { return byId[id]; }).slice(0, MAX_COMPARED);
    return true;
  }
  function writeFragment() {
    var p = new URLSearchParams();
    ["q", "group", "kind", "lint", "sort"].forEach(function (k) { if (state[k]) p.set(k, state[k]); });
    if (state.expr) p.set(state.editing ? "edit" : "expr", state.expr);
    if (state.compare.length) p.set("compare", state.compare.join(","));
    var text = p.toString().replace(/%2C/g, ",").replace(/%3A/g, ":").replace(/%28/g, "(").replace(/%29/g, ")");
    if (text) history.replaceState(null, "", "#" + text);
    else if (location.hash.indexOf("=") >= 0) history.replaceState(null, "", location.pathname + location.search);
  }

  // ---- The token table: search, filters, sort.
  var table = document.querySelector("table.tokens");
  var tools = document.querySelector(".table-tools");
  var rows = [], rowText = [], search = null, selects = [], headers = [], count = null;
  function applyFilter() {
    var terms = state.q.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
    var filtering = terms.length > 0 || selects.some(function (s) { return s.value; });
    var visibleGroups = {};
    rows.forEach(function (row, i) {
      var visible = selects.every(function (s) {
        return !s.value || row.getAttribute("data-" + s.getAttribute("data-filter")) === s.value;
      }) && terms.every(function (t) { return rowText[i].indexOf(t) >= 0; });
      row.hidden = !visible;
      var token = byId[row.getAttribute("data-id")];
      var card = token && document.getElementById(token.anchor);
      if (card) card.hidden = !visible;
      if (visible) { shown += 1; if (token) visibleGroups[token.group] = true; }
    });
    Array.prototype.forEach.call(document.querySelectorAll("section.group"), function (section) {
      section.hidden = filtering && !visibleGroups[section.getAttribute("data-group")];
    });
    if (count) count.textContent = shown + " of " + rows.length + " tokens" + (filtering ? " match" : "");
  }
  function applySort() {
    headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
    var parts = state.sort.split(":"), th = headers.filter(function (h) { return h.getAttribute("data-key") === parts[0]; })[0];
    var body = table.tBodies[0];
    if (!th) { rows.forEach(function (row) { body.appendChild(row); }); return; }
    var ascending = parts[1] !== "descending", column = headers.indexOf(th), type = th.getAttribute("data-sort");
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var key = function (row) {
      var cell = row.cells[column];
      if (type === "number") {
        var v = cell.getAttribute("data-value");
        return v === "" || v === null ? Infinity : parseFloat(v);
      }
      return cell.textContent.trim().toLowerCase();
    };
    var keys = rows.map(key);
    var order = rows.map(function (_, i) { return i; }).sort(function (a, b) {
      var x = keys[a], y = keys[b], o = x < y ? -1 : x > y ? 1 : 0;
      return (ascending ? o : -o) || a - b;
    });
    order.forEach(function (i) { body.appendChild(rows[i]); });
  }
  if (table && tools) {
    rows = Array.prototype.slice.call(table.tBodies[0].rows);
    rowText = rows.map(function (row) {
      var token = byId[row.getAttribute("data-id")];
      return (row.textContent + " " + (token ? token.id + " " + token.description + " " + token.groupTitle : ""))
        .toLowerCase().replace(/\s+/g, " ");
    });
    count = tools.querySelector(".table-count");
    search = tools.querySelector("input[type=search]");
    selects = Array.prototype.slice.call(tools.querySelectorAll("select[data-filter]"));
    selects.forEach(function (s) {
      s.addEventListener("change", function () { state[s.getAttribute("data-filter")] = s.value; applyFilter(); writeFragment(); });
    });
    if (search) {
      search.addEventListener("input", function () { state.q = search.value; applyFilter(); writeFragment(); });
    }
    tools.hidden = false;
    headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
    headers.forEach(function (th) {
      if (!th.getAttribute("data-sort")) return;
      var button = el("button", { type: "button", class: "sort" });
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener("click", function () {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        state.sort = th.getAttribute("data-key") + ":" + (ascending ? "ascending" : "descending");
        applySort();
        writeFragment();
      });
    });
  }

  // ---- Copy buttons: a definition names its text; a code block's button copies the block.
  function copyButton(button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var code = button.parentNode.querySelector("code");
      var text = button.hasAttribute("data-copy") ? button.getAttribute("data-copy") : code ? code.textContent : "";
      var done = function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, function () { button.textContent = "Select and copy"; });
      } else button.textContent = "Select and copy";
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), copyButton);

  // ---- The player of a figure that moves: play and pause, a scrubber over the chart's window,
  // 0.25×, 0.5× and 1×, loop. Every object, playhead and knob is a CSS animation; the player only
  // sets their time and rate (Web Animations), so they stay in step. With reduced motion nothing
  // plays by itself: the scrubber shows still frames.
  function player(figure) {
    if (figure.getAttribute("data-player")) return;
    figure.setAttribute("data-player", "1");
    var windowMs = parseFloat(figure.getAttribute("data-window")) * 1000;
    var stage = figure.querySelector(".stage");
    var what = stage ? stage.getAttribute("aria-label") : "the animation";
    var bar = el("div", { class: "player", role: "group", "aria-label": "Playback controls: " + what });
    var play = figure.querySelector("button.play") || el("button", { type: "button", class: "play" }, "Play");
    play.hidden = false;
    play.setAttribute("aria-label", "Play: " + what);
    var range = el("input", { type: "range", min: "0", max: "1000", step: "1", value: "0", "aria-label": "Time: " + what });
    var out = el("output", { "aria-live": "off" }, seconds(0) + " of " + seconds(windowMs / 1000));
    var speeds = el("span", { class: "speeds", role: "group", "aria-label": "Speed" });
    var rate = 1, loop = false, playing = false, frame = 0;
    [0.25, 0.5, 1].forEach(function (r) {
      var b = el("button", { type: "button", "aria-pressed": String(r === 1), "data-rate": String(r) }, r + "×");
      b.addEventListener("click", function () {
        rate = r;
        Array.prototype.forEach.call(speeds.children, function (x) { x.setAttribute("aria-pressed", String(x === b)); });
        animations().forEach(function (a) { a.playbackRate = rate; });
      });
      speeds.appendChild(b);
    });
    var loopBox = el("input", { type: "checkbox" });
    var loopLabel = el("label", { class: "loop" });
    loopLabel.appendChild(loopBox);
    loopLabel.appendChild(document.createTextNode(" Loop"));
    loopBox.addEventListener("change", function () { loop = loopBox.checked; });
    bar.appendChild(play); bar.appendChild(range); bar.appendChild(out); bar.appendChild(speeds); bar.appendChild(loopLabel);
    var scroller = figure.querySelector(".chart-scroll");
    figure.insertBefore(bar, scroller);

    function animations() { return figure.getAnimations({ subtree: true }); }
    function clock() {
      var sweep = animations().filter(function (a) { return a.animationName === "ms-sweep"; })[0];
      return sweep && sweep.currentTime !== null ? Number(sweep.currentTime) : 0;
    }
    function show(t) {
      range.value = String(Math.round(Math.min(1, Math.max(0, t / windowMs)) * 1000));
      out.textContent = seconds(Math.min(t, windowMs) / 1000) + " of " + seconds(windowMs / 1000);
    }
    function stop(label) {
      animations().forEach(function (a) { a.pause(); });
      playing = false;
      play.textContent = label;
      cancelAnimationFrame(frame);
    }
    function start(from) {
      figure.classList.add("playing");
      animations().forEach(function (a) { a.playbackRate = rate; a.currentTime = from; a.play(); });
      playing = true;
      play.textContent = "Pause";
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    }
    function tick() {
      var t = clock();
      show(t);
      if (t >= windowMs - 0.5) {
        if (loop) start(0); else stop("Replay");
        return;
      }
      frame = requestAnimationFrame(tick);
    }
    function seek(t) {
      figure.classList.add(reduced ? "scrubbing" : "playing");
      stop("Play");
      animations().forEach(function (a) { a.currentTime = t; });
      show(t);
    }
    play.addEventListener("click", function () {
      if (playing) { stop("Play"); return; }
      var t = figure.classList.contains("playing") ? clock() : 0;
      start(t >= windowMs - 0.5 ? 0 : t);
    });
    range.addEventListener("input", function () { seek(Number(range.value) / 1000 * windowMs); });
    // Hover and focus play the figure too (CSS); they play at the chosen speed.
    figure.addEventListener("animationstart", function () {
      animations().forEach(function (a) { if (a.playbackRate !== rate) a.playbackRate = rate; });
    });
    figure.player = { seek: seek, start: start, windowMs: windowMs };
  }
  Array.prototype.forEach.call(document.querySelectorAll("figure.playback"), player);

  // A figure that plays: lanes racing with each token's CSS timing (the export's), the chart
  // drawn from the model, playheads and knobs, and a player.
  // `described` (a FigureData) gives one motion's marks and words, as its Cairo chart has them.
  function raceFigure(entries, label, described) {
    var chart = MotionChart.draw(entries, label, described);
    if (!chart) return el("p", { class: "chart-missing" }, "The model cannot draw " + entries.map(function (e) { return e.name; }).join(", ") + ".");
    var figure = el("figure", { class: "chart playback", "data-window": chart.window + "s" });
    var stage = el("div", { class: "stage", role: "img", "aria-label": "Animation of " + entries.map(function (e) { return e.name; }).join(", ") + " racing" });
    var lo = 0, hi = 1;
    entries.forEach(function (e) { e.value.forEach(function (v) { if (isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); } }); });
    var place = function (v) { return (4 + 92 * (v - lo) / (hi - lo)) + "%"; };
    entries.forEach(function (e) {
      var lane = el("div", { class: "lane demo-move", "data-key": e.id || "playground" });
      lane.style.setProperty("--lane-color", "var(--chart-c" + (e.color % 7) + ")");
      lane.appendChild(el("span", { class: "lane-label" }, e.name));
      var track = el("span", { class: "track" }), mover = el("span", { class: "mover" });
      [["--ms-from", place(0)], ["--ms-to", place(1)], ["--ms-duration", e.css[0]], ["--ms-easing", e.css[1]],
       // A window that opens before the trigger (a curve that starts at speed) delays the lane by as much.
       ["--ms-delay", chart.start < 0 ? "calc(" + e.css[2] + " + " + (-chart.start) + "s)" : e.css[2]],
       ["--ms-iterations", "1"], ["--ms-direction", "normal"]].forEach(function (p) { mover.style.setProperty(p[0], p[1]); });
      track.appendChild(mover);
      lane.appendChild(track);
      stage.appendChild(lane);
    });
    figure.appendChild(stage);
    var scroll = el("div", { class: "chart-scroll" }), box = el("div", { class: "chart-box" }), layout = el("div", { class: "chart-layout chart-wide" });
    layout.appendChild(chart.svg);
    chart.heads.forEach(function (h) {
      var head = el("span", { class: "playhead", "aria-hidden": "true", style: h.style });
      h.knobs.forEach(function (k) {
        var knob = el("span", { class: "knob" });
        knob.style.setProperty("--knob-color", "var(--chart-c" + k.color + ")");
        knob.style.setProperty("--knob-track", k.track);
        head.appendChild(knob);
      });
      layout.appendChild(head);
    });
    box.appendChild(layout); scroll.appendChild(box); figure.appendChild(scroll);
    var caption = el("figcaption");
    var legend = el("ul", { class: "legend" });
    entries.forEach(function (e) {
      var item = el("li");
      var swatch = el("span", { class: "swatch", "aria-hidden": "true" });
      swatch.style.background = "var(--chart-c" + (e.color % 7) + ")";
      item.appendChild(swatch);
      item.appendChild(document.createTextNode(e.name));
      legend.appendChild(item);
    });
    caption.appendChild(legend);
    caption.appendChild(el("button", { type: "button", class: "play" }, "Play"));
    figure.appendChild(caption);
    return figure;
  }

  // ---- Compare two to four tokens chosen anywhere on the page.
  var compareSection = document.getElementById("compare");
  var tray = null, picks = [];
  // A token's CSS timing as its card plays it (the export's linear() or cubic-bezier(), on the
  // card's stage or its lane's object); without a card that plays, the export's from the data.
  function timing(token) {
    var card = document.getElementById(token.anchor);
    var holders = card ? [card.querySelector(".stage"), card.querySelector(".stage .mover")] : [];
    for (var i = 0; i < holders.length; i++) {
      var style = holders[i] && holders[i].style;
      if (style && style.getPropertyValue("--ms-easing")) {
        return ["--ms-duration", "--ms-easing", "--ms-delay"].map(function (k) { return style.getPropertyValue(k).trim(); });
      }
    }
    return token.css;
  }
  function entryFor(token, i) {
    return { id: token.id, name: token.name, color: i, window: token.window, css: timing(token),
             model: token.model, peakVelocity: token.peakVelocity, timeUnit: data.timeUnit };
  }
  function renderCompare() {
    picks.forEach(function (box) {
      var on = state.compare.indexOf(box.getAttribute("data-id")) >= 0;
      box.checked = on;
      box.disabled = !on && state.compare.length >= MAX_COMPARED;
    });
    if (tray) {
      tray.hidden = state.compare.length === 0;
      var names = tray.querySelector(".tray-names");
      names.textContent = state.compare.map(function (id) { return byId[id].name; }).join(", ");
      tray.querySelector(".tray-show").disabled = state.compare.length < 2;
    }
    if (!compareSection) return;
    var body = compareSection.querySelector(".compare-body");
    while (body.firstChild) body.removeChild(body.firstChild);
    compareSection.hidden = state.compare.length < 2;
    if (state.compare.length < 2) return;
    // The curves are the model's: drawn as soon as it runs.
    if (!MotionCore.ready) { MotionCore.whenReady(renderCompare); return; }
    var tokens = state.compare.map(function (id) { return byId[id]; });
    compareSection.querySelector("h2").textContent = "Comparing " + tokens.map(function (t) { return t.name; }).join(", ");
    var figure = raceFigure(tokens.map(entryFor), "Position and velocity of " + tokens.map(function (t) { return t.name; }).join(", ") + " overlaid");
    body.appendChild(figure);
    player(figure);
    // The numbers: the table's own rows (the spec's numbers, formatted once), side by side.
    if (table) {
      var wrap = el("div", { class: "table-wrap", role: "region", "aria-label": "Numbers of the compared tokens", tabindex: "0" });
      var copy = el("table", { class: "tokens compared" });
      copy.appendChild(table.tHead.cloneNode(true));
      Array.prototype.forEach.call(copy.querySelectorAll("button.sort"), function (b) {
        while (b.firstChild) b.parentNode.insertBefore(b.firstChild, b);
        b.parentNode.removeChild(b);
      });
      Array.prototype.forEach.call(copy.querySelectorAll("th"), function (th) { th.removeAttribute("aria-sort"); });
      var tb = el("tbody");
      tokens.forEach(function (t) {
        var row = rows.filter(function (r) { return r.getAttribute("data-id") === t.id; })[0];
        if (!row) return;
        var clone = row.cloneNode(true);
        clone.hidden = false;
        Array.prototype.forEach.call(clone.querySelectorAll(".pick, button.copy"), function (x) { x.parentNode.removeChild(x); });
        tb.appendChild(clone);
      });
      copy.appendChild(tb);
      wrap.appendChild(copy);
      body.appendChild(wrap);
    }
  }
  function toggleCompare(id, on) {
    var i = state.compare.indexOf(id);
    if (on && i < 0 && state.compare.length < MAX_COMPARED) state.compare.push(id);
    if (!on && i >= 0) state.compare.splice(i, 1);
    renderCompare();
    writeFragment();
  }
  function pick(token, label) {
    var wrap = el("label", { class: "pick" });
    var box = el("input", { type: "checkbox", "data-id": token.id, "aria-label": "Compare " + token.name });
    box.addEventListener("change", function () { toggleCompare(token.id, box.checked); });
    wrap.appendChild(box);
    if (label) wrap.appendChild(document.createTextNode(" " + label));
    picks.push(box);
    return wrap;
  }
  if (compareSection && data.tokens.length > 1) {
    rows.forEach(function (row) {
      var token = byId[row.getAttribute("data-id")];
      if (token) row.cells[0].insertBefore(pick(token), row.cells[0].firstChild);
    });
    data.tokens.forEach(function (token) {
      var card = document.getElementById(token.anchor);
      var header = card && card.querySelector("header .token-id");
      if (header) header.appendChild(pick(token, "Compare"));
    });
    tray = el("div", { class: "tray", role: "region", "aria-label": "Tokens chosen to compare", hidden: "" });
    tray.appendChild(el("span", { class: "tray-label" }, "Compare (up to " + MAX_COMPARED + "): "));
    tray.appendChild(el("span", { class: "tray-names" }));
    var show = el("button", { type: "button", class: "tray-show" }, "Show comparison");
    show.addEventListener("click", function () { compareSection.scrollIntoView(); compareSection.querySelector("h2").focus(); });
    var clear = el("button", { type: "button" }, "Clear");
    clear.addEventListener("click", function () { state.compare = []; renderCompare(); writeFragment(); });
    tray.appendChild(show);
    tray.appendChild(clear);
    document.body.appendChild(tray);
  }

  // ---- The playground: any expression, drawn and measured by the model in the page.
  var playground = document.getElementById("playground");
  var NUMBERS = [["duration", "Duration (s)"], ["bounce", "Bounce"], ["dampingRatio", "Damping fraction ζ"], ["response", "Response (s)"],
    ["mass", "Mass"], ["stiffness", "Stiffness"], ["damping", "Damping"], ["settlingDuration", "SwiftUI settlingDuration (s)"],
    ["settlingTime", "Exact settle within ε (s)"], ["overshoot", "Overshoot"], ["peakTime", "Peak time (s)"],
    ["peakVelocity", "Peak velocity (/s)"], ["riseTime95", "95 % of the move done at (s)"]];
  // The editor (motion-editor.js) above the playground's chart: a pad for the expression's
  // spring or curve, its lint, and the expression it writes; the chart, numbers and code below
  // follow every move.
  var editor = null, editorFrame = 0;
  function renderPlayground() {
    if (!playground) return;
    var input = playground.querySelector("input"), status = playground.querySelector(".playground-status");
    var body = playground.querySelector(".playground-body"), area = playground.querySelector(".playground-editor");
    while (body.firstChild) body.removeChild(body.firstChild);
    while (area && area.firstChild) area.removeChild(area.firstChild);
    editor = null;
    if (input.value !== state.expr) input.value = state.expr;
    if (!state.expr.trim()) { status.textContent = "Type an expression such as .spring(duration: 0.4, bounce: 0.2), or press a token's Edit."; return; }
    if (!MotionCore.ready) { status.textContent = "Loading the model…"; MotionCore.whenReady(renderPlayground); return; }
    var parsed = parse(state.expr);
    if (parsed.error) { status.textContent = parsed.error; input.setAttribute("aria-invalid", "true"); return; }
    input.removeAttribute("aria-invalid");
    var tuned = MotionEditor.editable(parsed);
    if (area && tuned) {
      var lintList = el("ul", { class: "editor-lint", "aria-live": "polite" });
      var pad = MotionEditor.pad(tuned, function (s) {
        state.expr = MotionEditor.expression(s);
        state.editing = true;
        input.value = state.expr;
        // One render a frame however fast the pointer moves.
        if (!editorFrame) editorFrame = requestAnimationFrame(function () {
          editorFrame = 0;
          var again = parse(state.expr);
          if (again.error) return;
          showLint(lintList, again.answer);
          renderBody(again);
          writeFragment();
        });
      });
      area.appendChild(pad.node);
      var side = el("div", { class: "editor-side" });
      side.appendChild(el("p", { class: "editor-help" }, tuned.kind === "spring"
        ? "Drag the point, or focus it and use the arrow keys (Shift: ten times as far): duration across, bounce up."
        : "Drag a handle, or focus it and use the arrow keys (Shift: ten times as far)."));
      side.appendChild(lintList);
      area.appendChild(side);
      showLint(lintList, parsed.answer);
      editor = pad;
    } else if (area) {
      area.appendChild(el("p", { class: "editor-help" }, "A linear() curve is edited as text; springs and Bézier curves also have a pad."));
    }
    renderBody(parsed);
  }
  // What the catalogue's lint says of the motion: every rule that needs only the motion, in
  // lint's words — the model's answer (MotionAdvice, the same Swift `motionspec lint` runs).
  function showLint(list, answer) {
    while (list.firstChild) list.removeChild(list.firstChild);
    var findings = answer.lint || [];
    findings.forEach(function (f) {
      var item = el("li", { class: "lint-" + f.severity, "data-rule": f.rule });
      item.appendChild(el("code", {}, f.rule));
      item.appendChild(document.createTextNode(" " + f.message));
      list.appendChild(item);
    });
    if (!findings.length) list.appendChild(el("li", { class: "lint-ok" }, "No lint findings (the rules that read a token's name or compare tokens are motionspec lint's)."));
  }
  // An expression read by the command's own model (MotionCore, the WebAssembly build of
  // MotionSpecCore): in any platform's spelling `motionspec inspect` reads, with its figures, its
  // CSS timing, the numbers its curve is drawn from and its chart's marks and words; or the
  // fault, located as inspect locates it.
  function parse(text) {
    var answer;
    try { answer = MotionCore.motion(text, { epsilon: data.epsilon, timeUnit: data.timeUnit }); } catch (error) { return { error: error.message }; }
    if (answer.error) return { error: "At column " + answer.error.column + ": " + answer.error.message };
    if (answer.kind === "instant") return { error: "This takes no time: the value changes at once, so there is nothing to draw." };
    return { answer: answer, swiftUI: answer.expression };
  }
  function renderBody(parsed) {
    var status = playground.querySelector(".playground-status"), body = playground.querySelector(".playground-body");
    while (body.firstChild) body.removeChild(body.firstChild);
    var answer = parsed.answer, css = answer.css;
    status.textContent = parsed.swiftUI + " (" + (answer.regime ? answer.regime + " spring" : "timing curve") + ")" +
      (answer.readAs !== "SwiftUI" ? ", read as " + answer.readAs : "");
    var entry = { id: "", name: parsed.swiftUI, color: 0, window: answer.figure.window[1], model: answer.model,
                  peakVelocity: [answer.peakVelocityTime, answer.peakVelocity], css: [css.duration, css.easing, css.delay] };
    var figure = raceFigure([entry], "Position and velocity of " + parsed.swiftUI, answer.figure);
    body.appendChild(figure);
    player(figure);
    var list = el("dl", { class: "numbers model-numbers" });
    NUMBERS.forEach(function (n) {
      // Every figure under inspect's own key, with inspect's value.
      var v = answer[n[0]];
      if (v === undefined) return;
      var item = el("div", { "data-key": n[0], "data-value": v === null ? "" : String(v) });
      item.appendChild(el("dt", { class: "label" }, n[1]));
      item.appendChild(el("dd", {}, v === null ? "—" : n[0] === "overshoot" ? (v > 0 ? MotionChart.format.percent(v) : "none") : String(Math.round(v * 1e4) / 1e4)));
      list.appendChild(item);
    });
    body.appendChild(list);
    var code = el("div", { class: "platform-code" });
    code.appendChild(el("h3", {}, "Code for every platform"));
    // Each platform's line, as the model spells it in the exports' conventions.
    answer.code.forEach(function (snippet) {
      var section = el("section", { class: "snippet", "aria-label": snippet.title, "data-platform": snippet.key });
      section.appendChild(el("h4", {}, snippet.title));
      var block = el("div", { class: "code" }), pre = el("pre");
      pre.appendChild(el("code", {}, snippet.code));
      block.appendChild(pre);
      var button = el("button", { type: "button", class: "copy", "aria-label": "Copy the " + snippet.title + " code" }, "Copy");
      block.appendChild(button);
      copyButton(button);
      section.appendChild(block);
      code.appendChild(section);
    });
    body.appendChild(code);
  }
  if (playground) {
    playground.hidden = false;
    var field = playground.querySelector("input"), timer = 0;
    field.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { state.expr = field.value; state.editing = false; renderPlayground(); writeFragment(); }, 150);
    });
    var form = playground.querySelector("form");
    if (form) form.addEventListener("submit", function (e) { e.preventDefault(); state.expr = field.value; renderPlayground(); writeFragment(); });
    // Every token's card can open it in the editor: its motion, as SwiftUI spells it.
    data.tokens.forEach(function (token) {
      var card = document.getElementById(token.anchor);
      var header = card && card.querySelector("header .token-id");
      if (!header) return;
      var button = el("button", { type: "button", class: "edit", "aria-label": "Edit " + token.name + " in the editor" }, "Edit");
      button.addEventListener("click", function () {
        state.expr = token.swiftUI;
        state.editing = true;
        renderPlayground();
        writeFragment();
        playground.scrollIntoView();
        var handle = playground.querySelector(".editor-handle") || field;
        handle.focus({ preventScroll: true });
      });
      header.appendChild(button);
    });
  }

  // ---- The parameter map: every dot named on hover and focus, and a link to its card. One tab
  // stop; the arrow keys move from dot to dot.
  function mapDots() {
    var map = data.map, figure = document.querySelector("#about-parameter-map figure");
    if (!map || !figure) return;
    var placed = data.tokens.filter(function (t) { return t.mapPlace; }).map(function (t) {
      return { token: t, duration: t.mapPlace[0], bounce: t.mapPlace[1] };
    });
    // Springs on the map by duration and bounce; timing curves in the strip under it, by
    // duration, at the height the chart gave them (mapStrip).
    var layouts = [[".chart-wide", map.wide, map.strip], [".chart-narrow", map.narrow, map.stripNarrow]];
    layouts.forEach(function (l) {
      var layout = figure.querySelector(l[0]);
      if (!layout || !l[1]) return;
      var overlay = el("div", { class: "map-dots", role: "group", "aria-label": "Every token on the map: use the arrow keys to move between them" });
      var dots = placed.map(function (p, i) {
        var curve = p.token.mapStrip !== undefined && p.token.mapStrip !== null && l[2];
        var fx = (p.duration - map.x[0]) / (map.x[1] - map.x[0]);
        var fy = curve ? p.token.mapStrip : (p.bounce - map.y[0]) / (map.y[1] - map.y[0]);
        var box = curve ? l[2] : l[1];
        var label = p.token.name + " (" + p.token.groupTitle + "): duration " + seconds(p.duration) +
          (curve ? ", a timing curve" : ", bounce " + (Math.round(p.bounce * 1000) / 1000));
        var dot = el("a", { class: "map-dot", href: "#" + p.token.anchor, "aria-label": label, "data-label": label, tabindex: i === 0 ? "0" : "-1" });
        dot.style.left = (box[0] + box[2] * fx) + "%";
        dot.style.top = (box[1] + box[3] * (1 - fy)) + "%";
        overlay.appendChild(dot);
        return dot;
      });
      overlay.addEventListener("keydown", function (e) {
        var i = dots.indexOf(document.activeElement);
        if (i < 0) return;
        var next = e.key === "ArrowRight" || e.key === "ArrowDown" ? i + 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? i - 1 :
          e.key === "Home" ? 0 : e.key === "End" ? dots.length - 1 : null;
        if (next === null) return;
        e.preventDefault();
        next = (next + dots.length) % dots.length;
        dots[i].setAttribute("tabindex", "-1");
        dots[next].setAttribute("tabindex", "0");
        dots[next].focus();
      });
      layout.appendChild(overlay);
    });
  }
  mapDots();

  // ---- Groups that collapse.
  Array.prototype.forEach.call(document.querySelectorAll("section.group"), function (section) {
    var heading = section.querySelector("h2"), body = section.querySelector(".group-body");
    if (!heading || !body) return;
    var button = el("button", { type: "button", class: "collapse", "aria-expanded": "true", "aria-controls": body.id,
                                "aria-label": "Collapse " + heading.firstChild.textContent.trim() }, "Collapse");
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") === "true";
      body.hidden = open;
      button.setAttribute("aria-expanded", String(!open));
      button.textContent = open ? "Expand" : "Collapse";
      button.setAttribute("aria-label", (open ? "Expand " : "Collapse ") + heading.firstChild.textContent.trim());
    });
    heading.appendChild(button);
  });

  // ---- A chart or the table that scrolls sideways (small screens) takes keyboard focus.
  var scrollers = document.querySelectorAll(".chart-scroll");
  // All widths are read before any attribute is written: one layout, not one per chart.
  var focusable = function () {
    var wide = Array.prototype.map.call(scrollers, function (node) { return node.scrollWidth > node.clientWidth + 1; });
    Array.prototype.forEach.call(scrollers, function (node, i) {
      if (wide[i]) {
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "region");
        var caption = node.parentNode.querySelector("figcaption");
        node.setAttribute("aria-label", "Chart, scrolls sideways" + (caption ? ": " + caption.textContent.split(" · ")[0] : ""));
      } else if (node.hasAttribute("tabindex")) {
        node.removeAttribute("tabindex");
        node.removeAttribute("role");
        node.removeAttribute("aria-label");
      }
    });
  };
  // After the first paint: measuring a long page's charts lays the whole page out.
  requestAnimationFrame(function () { setTimeout(focusable, 0); });
  window.addEventListener("resize", focusable);

  Array.prototype.forEach.call(document.querySelectorAll(".needs-script"), function (node) { node.hidden = false; });

  // ---- The state in the fragment, applied on load and when the fragment changes.
  function applyState() {
    if (search) search.value = state.q;
    selects.forEach(function (s) { s.value = state[s.getAttribute("data-filter")] || ""; });
    if (table) { applySort(); applyFilter(); }
    renderCompare();
    renderPlayground();
  }
  readFragment();
  applyState();
  // The model is compiled while the page shows; the playground draws as soon as it runs.
  MotionCore.load(MOTION_CORE_MODULE).catch(function (error) {
    var status = playground && playground.querySelector(".playground-status");
    if (status) status.textContent = "The model could not start in this browser: " + error.message;
  });
  window.addEventListener("hashchange", function () { if (readFragment()) applyState(); });
  window.motionSpec = { state: state, model: MotionCore };
})();
