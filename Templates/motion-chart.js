// Charts drawn in the browser from the model (motion-model.js): position over velocity for one
// to four motions, with the playhead and knob tracks a figure needs to play them. The page uses it
// for the comparison and the playground, and motion-elements.js for <motion-token>. Colours are
// the chart roles' CSS custom properties (--chart-bg, --chart-c0, --chart-m-duration …), set by
// whoever shows it. Catalogue text is set only as text. It defines one global, `MotionChart`.
//
// One chart grammar: `describe` makes a motion's chart as the Cairo charts make it — the same
// marks at the same places and the same words (the Swift `FigureData` of ChartKinds'
// `motion` chart, which PageModelTests holds it to for every built-in token) — and `draw`
// draws that description. With several motions it draws what the Cairo overlay draws: the
// curves, and a velocity scale that one runaway-fast motion does not set.
var MotionChart = (function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";

  // ---- Numbers as the Cairo charts spell them (ChartKinds' Format over NumberText): fixed
  // decimals rounded half away from zero, a U+2212 minus, never "−0".
  var MINUS = "\u2212";
  // `minus` is the sign a negative number takes: U+2212 unless told (lint's words use "-").
  function fixed(x, decimals, minus) {
    var sign = minus === undefined ? MINUS : minus;
    if (!isFinite(x)) return isNaN(x) ? "NaN" : x > 0 ? "∞" : sign + "∞";
    decimals = Math.min(Math.max(decimals, 0), 15);
    var factor = 1;
    for (var i = 0; i < decimals; i++) factor *= 10;
    var scaled = Math.round(Math.abs(x) * factor);
    if (scaled >= 9e15) return (x < 0 ? sign : "") + String(Math.abs(Math.round(x * factor) / factor));
    var digits = String(scaled);
    if (decimals > 0) {
      while (digits.length <= decimals) digits = "0" + digits;
      digits = digits.slice(0, digits.length - decimals) + "." + digits.slice(digits.length - decimals);
    }
    return x < 0 && scaled > 0 ? sign + digits : digits;
  }
  function compact(x, decimals, minus) {
    var s = fixed(x, decimals === undefined ? 3 : decimals, minus);
    if (!isFinite(x) || s.indexOf(".") < 0) return s;
    return s.replace(/0+$/, "").replace(/\.$/, "");
  }
  function time(t, unit) {
    if (t === null || t === undefined || !isFinite(t)) return "never";
    if (unit === "ms") {
      var ms = t * 1000, a = Math.abs(ms);
      return compact(ms, a < 10 ? 2 : a < 100 ? 1 : 0) + " ms";
    }
    var b = Math.abs(t);
    return compact(t, b < 0.1 ? 4 : b < 1 ? 3 : b < 10 ? 2 : b < 100 ? 1 : 0) + " s";
  }
  function percent(f, decimals) { return fixed(f * 100, decimals === undefined ? 1 : decimals) + " %"; }
  // A tick label: the decimals the step needs, shared by the axis (TickFormatter).
  function tickDecimals(step) {
    var d = 0;
    while (d < 10) {
      var scaled = step * Math.pow(10, d);
      if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) break;
      d++;
    }
    return d;
  }

  // ---- The motion chart's grammar (ChartKinds' MotionChart and ChartSupport), as FigureData.
  var LOOKS_DONE = 0.95, WINDOW_PERIODS = 12, SHOWN_STOPS = 24;
  function niceEnd(end) {
    if (!(end > 0) || !isFinite(end)) return 1;
    var step = Math.pow(10, Math.floor(Math.log10(end)) - 1);
    return Math.ceil(end / step - 1e-9) * step;
  }
  // The one time rule: milliseconds on every chart, however long the window.
  function unitFor(window) { return "ms"; }
  // The chart's time window: its motion until it settles, rounded up; a curve that starts at
  // speed starts a little before 0, so the jump shows.
  function windowOf(a, m) {
    var end = niceEnd(Math.max(0, a.windowEnd(m)));
    var jumps = !a.spring && a.curveDuration > 0 && a.easing.slope(0) !== 0;
    return [jumps ? -end / 40 : 0, end];
  }
  function looksDoneAtDuration(m) { return m.riseTime95 !== null && m.riseTime95 !== undefined && m.riseTime95 <= m.duration + 1e-12; }
  function summary(a, m, unit) {
    var parts = [];
    if (m.kind === "spring") parts.push("spring duration " + time(m.springDuration, unit) + " · bounce " + compact(m.bounce, 2));
    else parts.push("curve duration " + time(a.curveDuration, unit));
    if (m.delay > 0) parts.push("delay " + time(m.delay, unit));
    if (m.speed !== 1) parts.push("speed " + compact(m.speed) + "×");
    return parts.join(" · ");
  }
  // token: {name, swiftUI, description (as the spec shows it)}; options: {epsilon, timeUnit}.
  function describe(animation, token, options) {
    options = options || {};
    var eps = options.epsilon || 0.001, a = animation, m = a.metrics(eps);
    var span = windowOf(a, m), unit = options.timeUnit || unitFor(span);
    var position = { title: "Position", yTitle: "fraction of move", rules: [
      { orientation: "horizontal", at: 0, label: "start", mark: null, role: "rule:start" },
      { orientation: "horizontal", at: 1, label: "target", mark: null, role: "rule:target" }],
      spans: [], markers: [], segments: [] };
    var velocity = { title: "Velocity", yTitle: "per second", rules: [], spans: [], markers: [], segments: [] };
    // A timing curve's handles, as cubic-bezier.com draws them; a linear()'s stops.
    var wall = function (x) { return a.delay + x * a.curveDuration / a.speed; };
    if (!a.spring && a.curveDuration > 0) {
      if (a.bezier) {
        var b = a.bezier;
        if (!(b.x1 === 0 && b.y1 === 0 && b.x2 === 1 && b.y2 === 1)) {
          position.segments.push({ x1: wall(0), y1: 0, x2: wall(b.x1), y2: b.y1, colorIndex: 0, role: "handle:1" },
                                 { x1: wall(1), y1: 1, x2: wall(b.x2), y2: b.y2, colorIndex: 0, role: "handle:2" });
          position.markers.push({ x: wall(b.x1), y: b.y1, label: null, shape: "ring", colorIndex: 0, role: "marker:control-point-1" },
                                { x: wall(b.x2), y: b.y2, label: null, shape: "ring", colorIndex: 0, role: "marker:control-point-2" });
        }
      } else {
        var inside = a.stops.points.filter(function (p) { return p[0] > 0 && p[0] < 1; });
        if (inside.length <= SHOWN_STOPS) {
          inside.forEach(function (p) {
            position.markers.push({ x: wall(p[0]), y: p[1], label: null, shape: "ring", colorIndex: 0, role: "marker:stop" });
          });
        }
      }
    }
    var done = looksDoneAtDuration(m);
    position.rules.push({ orientation: "vertical", at: m.duration, mark: "duration", role: "rule:duration",
      label: (m.delay === 0 && m.speed === 1 ? "duration " : "duration ends at ") + time(m.duration, unit) +
        (done ? "" : ": " + percent(m.progressAtDuration, 0) + " done") });
    velocity.rules.push({ orientation: "vertical", at: m.duration, label: null, mark: "duration", role: "rule:duration" });
    if (!done && m.riseTime95 !== null && m.riseTime95 !== undefined) {
      position.rules.push({ orientation: "vertical", at: m.riseTime95, mark: "looks-done", role: "rule:looks-done",
        label: percent(LOOKS_DONE, 0) + " done at " + time(m.riseTime95, unit) + ": looks done" });
      velocity.rules.push({ orientation: "vertical", at: m.riseTime95, label: null, mark: "looks-done", role: "rule:looks-done" });
    }
    var settle = m.settlingTime;
    if (settle !== null && settle > 0) {
      position.spans.push({ from: 0, to: settle, y: 0.5, mark: "settle", role: "span:settling",
        label: "settles in " + time(settle, unit) + " (within " + compact(eps * 100, 2) + " %)" });
      velocity.rules.push({ orientation: "vertical", at: settle, label: null, mark: "settle", role: "rule:settling" });
    }
    if (m.peakTime !== null && m.peakTime !== undefined && m.overshoot > 1e-4) {
      position.markers.push({ x: m.peakTime, y: 1 + m.overshoot, shape: "circle", colorIndex: 0, role: "marker:overshoot",
        label: "overshoot " + percent(m.overshoot) + " at " + time(m.peakTime, unit) });
    }
    velocity.markers.push({ x: m.peakVelocityTime, y: m.peakVelocity, shape: "circle", colorIndex: 0, role: "marker:peak-velocity",
      label: "peak " + fixed(m.peakVelocity, 1) + " /s" });
    var footnote = null, end = a.windowEnd(m);
    if (settle === null) footnote = "Bounce 1: the spring never loses energy and never settles; three periods are shown.";
    else if (!(settle <= end)) footnote = "The motion settles at " + time(settle, unit) + "; the first " + compact(WINDOW_PERIODS, 0) + " periods are shown.";
    return {
      title: token.name,
      subtitle: (token.name === token.swiftUI ? "" : token.swiftUI + " · ") + summary(a, m, unit) +
        (token.description ? " — " + token.description : ""),
      footnote: footnote, timeUnit: unit, window: span, panels: [position, velocity]
    };
  }

  // ---- Drawing.
  function svgEl(tag, attributes, text) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attributes || {}).forEach(function (k) { node.setAttribute(k, attributes[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function niceStep(span, count) {
    var raw = span / count, power = Math.pow(10, Math.floor(Math.log10(raw))), f = raw / power;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
  }
  var drawn = 0;
  function ink(mark) { return mark ? "var(--chart-m-" + mark + ", var(--chart-muted))" : "var(--chart-muted)"; }
  // Peaks over twice the next are off the velocity scale, which stops at 1.5 × the next (the
  // Cairo overlay's rule).
  function velocityCap(entries) {
    var peaks = entries.map(function (e) { return Math.abs(e.metrics.peakVelocity); }).filter(isFinite).sort(function (a, b) { return b - a; });
    if (peaks.length < 2) return null;
    var kept = peaks[peaks.length - 1];
    for (var i = 0; i + 1 < peaks.length; i++) if (peaks[i] <= 2 * peaks[i + 1]) { kept = peaks[i]; break; }
    return kept > 0 && peaks[0] > 2 * kept ? 1.5 * kept : null;
  }

  // Words do not sit on each other: in the order given (rules, spans, markers), a word whose box
  // meets a placed one moves down a line, within the plot (boxes from an average advance, since
  // nothing is measured before the chart is in the page).
  function placeWords(words, bottom) {
    var placed = [];
    words.forEach(function (w) {
      var size = Number(w.getAttribute("font-size")), width = w.textContent.length * size * 0.56;
      var x = Number(w.getAttribute("x")), anchor = w.getAttribute("text-anchor") || "start";
      var left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
      var y = Number(w.getAttribute("y"));
      var meets = function (b) { return left < b.right && left + width > b.left && y - size < b.bottom && y + 2 > b.top; };
      for (var tries = 0; tries < 8 && placed.some(meets) && y + size + 2 < bottom; tries++) y += size + 2.5;
      w.setAttribute("y", y);
      // A halo in the background's colour keeps a word legible over a rule or a curve.
      w.setAttribute("stroke", "var(--chart-bg)");
      w.setAttribute("stroke-width", 3);
      w.setAttribute("stroke-linejoin", "round");
      w.setAttribute("paint-order", "stroke");
      placed.push({ left: left, right: left + width, top: y - size, bottom: y + 2 });
    });
  }

  // entries: [{name, color (palette index), window (seconds), animation (MotionModel.Animation)}];
  // `figure` (from `describe`) adds one motion's marks and words. Returns {svg, heads: [{style,
  // knobs: [{color, track}]}], window}.
  function draw(entries, label, figure) {
    var W = 720, left = 64, right = 16, plotW = W - left - right;
    var panels = figure ? figure.panels : [{ title: "Position", yTitle: "fraction of move" }, { title: "Velocity", yTitle: "per second" }];
    var plots = [{ top: 34, height: 150, f: "value", panel: panels[0] }, { top: 232, height: 120, f: "velocity", panel: panels[1] }];
    var H = 400 + (figure && figure.footnote ? 22 : 0);
    var span = figure ? figure.window : [0, Math.max.apply(null, entries.map(function (e) { return e.window; }))];
    var start = span[0], end = span[1], unit = figure ? figure.timeUnit : unitFor(span), factor = unit === "ms" ? 1000 : 1;
    var n = 400, times = [];
    for (var i = 0; i <= n; i++) times.push(start + (end - start) * i / n);
    entries.forEach(function (e) {
      e.metrics = e.metrics || e.animation.metrics();
      e.value = times.map(function (t) { return e.animation.value(t); });
      e.velocity = times.map(function (t) { return e.animation.velocity(t); });
    });
    var cap = figure ? null : velocityCap(entries);
    var svg = svgEl("svg", { viewBox: "0 0 " + W + " " + H, role: "img", class: "chart-svg model-chart", "aria-label": label });
    svg.appendChild(svgEl("rect", { x: 0, y: 0, width: W, height: H, fill: "var(--chart-bg)" }));
    var x = function (t) { return left + plotW * (t - start) / (end - start); };
    var xStep = niceStep((end - start) * factor, 8) / factor, heads = [];
    plots.forEach(function (p) {
      var panel = p.panel, lo = 0, hi = p.f === "value" ? 1 : 0;
      entries.forEach(function (e) { e[p.f].forEach(function (v) { if (isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); } }); });
      (panel.markers || []).forEach(function (k) { lo = Math.min(lo, k.y); hi = Math.max(hi, k.y); });
      if (p.f === "velocity" && cap !== null) hi = cap;
      if (!(hi > lo)) hi = lo + 1;
      var pad = (hi - lo) * 0.06;
      lo -= p.f === "velocity" && cap !== null && lo === 0 ? 0 : pad;
      hi += p.f === "velocity" && cap !== null ? 0 : pad;
      var y = function (v) { return p.top + p.height * (hi - v) / (hi - lo); };
      // Clip ids unique in the page (several charts may be in it), and the same on every run.
      var clip = "mc-clip-" + p.f + "-" + (++drawn);
      var defs = svgEl("defs");
      var clipPath = svgEl("clipPath", { id: clip });
      clipPath.appendChild(svgEl("rect", { x: left - 2, y: p.top - 2, width: plotW + 4, height: p.height + 4 }));
      defs.appendChild(clipPath);
      svg.appendChild(defs);
      svg.appendChild(svgEl("text", { x: left, y: p.top - 10, fill: "var(--chart-text)", "font-size": 13, "font-weight": 600 }, panel.title));
      svg.appendChild(svgEl("text", { x: 14, y: p.top + p.height / 2, fill: "var(--chart-text)", "font-size": 11, "text-anchor": "middle",
        transform: "rotate(-90 14 " + (p.top + p.height / 2) + ")" }, panel.yTitle));
      var yStep = niceStep(hi - lo, 4), yDecimals = tickDecimals(yStep);
      for (var v = Math.ceil(lo / yStep) * yStep; v <= hi + 1e-9; v += yStep) {
        svg.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(v), y2: y(v), stroke: "var(--chart-grid)", "stroke-width": 1 }));
        svg.appendChild(svgEl("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 11 },
          fixed(Math.abs(v) < 1e-12 ? 0 : v, yDecimals)));
      }
      var xDecimals = tickDecimals(xStep * factor);
      for (var t = Math.ceil(start / xStep) * xStep; t <= end + 1e-9; t += xStep) {
        svg.appendChild(svgEl("line", { x1: x(t), x2: x(t), y1: p.top, y2: p.top + p.height, stroke: "var(--chart-grid)", "stroke-width": 1 }));
        if (p.f === "velocity") {
          svg.appendChild(svgEl("text", { x: x(t), y: p.top + p.height + 14, "text-anchor": "middle", fill: "var(--chart-muted)", "font-size": 11 },
            fixed(Math.abs(t) < 1e-12 ? 0 : t * factor, xDecimals)));
        }
      }
      if (p.f === "velocity") {
        svg.appendChild(svgEl("text", { x: left + plotW / 2, y: p.top + p.height + 30, "text-anchor": "middle", fill: "var(--chart-text)", "font-size": 11 },
          "Time (" + unit + ")"));
      }
      var marks = svgEl("g", { "clip-path": "url(#" + clip + ")" });
      // Marks under the curves, their words above them.
      var words = [];
      (panel.rules || []).forEach(function (r) {
        if (r.orientation === "horizontal") {
          marks.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(r.at), y2: y(r.at), stroke: "var(--chart-reference)", "stroke-dasharray": "4 3", class: "mark " + r.role }));
          if (r.label) words.push(svgEl("text", { x: left + plotW - 4, y: y(r.at) + (r.at === 0 ? -5 : 13), "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 10.5, class: "word " + r.role }, r.label));
        } else {
          marks.appendChild(svgEl("line", { x1: x(r.at), x2: x(r.at), y1: p.top, y2: p.top + p.height, stroke: ink(r.mark), "stroke-dasharray": "3 3", "stroke-width": 1.25, class: "mark " + r.role }));
          if (r.label) {
            var row = words.filter(function (w) { return w.getAttribute("data-rule") === "1"; }).length;
            // Under the target line, clear of the curve that settles on it.
            var base = p.f === "value" ? y(1) + 14 : p.top + 12;
            var node = svgEl("text", { x: x(r.at) + 4, y: base + 13 * row, fill: ink(r.mark), "font-size": 10.5, class: "word " + r.role, "data-rule": "1" }, r.label);
            // Right of its rule, as the Cairo chart sets it, unless it would leave the plot.
            if (x(r.at) + 4 + r.label.length * 10.5 * 0.56 > left + plotW) { node.setAttribute("x", x(r.at) - 4); node.setAttribute("text-anchor", "end"); }
            words.push(node);
          }
        }
      });
      (panel.spans || []).forEach(function (s) {
        var sy = y(s.y);
        marks.appendChild(svgEl("path", { d: "M" + x(s.from) + " " + (sy - 4) + "V" + (sy + 4) + "M" + x(s.from) + " " + sy + "H" + x(s.to) + "M" + x(s.to) + " " + (sy - 4) + "V" + (sy + 4),
          stroke: ink(s.mark), fill: "none", "stroke-width": 1.25, class: "mark " + s.role }));
        words.push(svgEl("text", { x: (x(s.from) + x(s.to)) / 2, y: sy - 6, "text-anchor": "middle", fill: ink(s.mark), "font-size": 10.5, class: "word " + s.role }, s.label));
      });
      (panel.segments || []).forEach(function (g) {
        marks.appendChild(svgEl("line", { x1: x(g.x1), y1: y(g.y1), x2: x(g.x2), y2: y(g.y2), stroke: "var(--chart-c" + (g.colorIndex % 7) + ")", "stroke-width": 1, opacity: 0.7, class: "mark " + g.role }));
      });
      svg.appendChild(marks);
      var curves = svgEl("g", { "clip-path": "url(#" + clip + ")" });
      entries.forEach(function (e) {
        var d = e[p.f].map(function (v, i) { return (i ? "L" : "M") + x(times[i]).toFixed(2) + " " + y(v).toFixed(2); }).join("");
        curves.appendChild(svgEl("path", { d: d, fill: "none", stroke: "var(--chart-c" + (e.color % 7) + ")", "stroke-width": 2.25, class: "model-curve" }));
      });
      svg.appendChild(curves);
      (panel.markers || []).forEach(function (k) {
        var colour = "var(--chart-c" + (k.colorIndex % 7) + ")";
        svg.appendChild(svgEl("circle", { cx: x(k.x), cy: y(k.y), r: k.shape === "ring" ? 3.5 : 4, fill: k.shape === "ring" ? "var(--chart-bg)" : colour, stroke: colour, "stroke-width": 1.5, class: "mark " + k.role }));
        if (k.label) {
          var right = x(k.x) > left + plotW * 0.62;
          words.push(svgEl("text", { x: x(k.x) + (right ? -8 : 8), y: y(k.y) + (y(k.y) < p.top + 14 ? 14 : -6), "text-anchor": right ? "end" : "start", fill: "var(--chart-t" + (k.colorIndex % 7) + ", " + colour + ")", "font-size": 10.5, class: "word " + k.role }, k.label));
        }
      });
      if (p.f === "velocity" && cap !== null) {
        entries.forEach(function (e) {
          if (Math.abs(e.metrics.peakVelocity) <= cap) return;
          var colour = "var(--chart-c" + (e.color % 7) + ")", px = x(e.metrics.peakVelocityTime);
          svg.appendChild(svgEl("path", { d: "M" + px + " " + (p.top - 3) + "l5 8h-10z", fill: colour, class: "mark marker:peak-velocity-off-scale" }));
          words.push(svgEl("text", { x: px + 8, y: p.top + 10, fill: "var(--chart-t" + (e.color % 7) + ", " + colour + ")", "font-size": 10.5, class: "word marker:peak-velocity-off-scale" },
            e.name + " peaks at " + fixed(e.metrics.peakVelocity, 1) + " /s, off scale"));
        });
        svg.appendChild(svgEl("text", { x: left + plotW, y: p.top - 10, "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 10.5 },
          "scale stops at " + fixed(cap, 1) + " /s; ▲ marks a faster peak"));
      }
      placeWords(words, p.top + p.height);
      words.forEach(function (w) { svg.appendChild(w); });
      // The knob's track: its height on the plot at 400 even times, as a linear() over the window.
      heads.push({
        style: "--ph-left: " + (left / W * 100) + "%; --ph-top: " + (p.top / H * 100) + "%; --ph-width: " + (plotW / W * 100) +
          "%; --ph-height: " + (p.height / H * 100) + "%; --ms-window: " + (end - start) + "s",
        knobs: entries.map(function (e) {
          return { color: e.color % 7, track: "linear(" + e[p.f].map(function (v) { return String(Math.round(Math.min(1, Math.max(0, (v - lo) / (hi - lo))) * 1e5) / 1e5); }).join(", ") + ")" };
        })
      });
    });
    if (figure && figure.footnote) {
      svg.appendChild(svgEl("text", { x: left, y: H - 8, fill: "var(--chart-muted)", "font-size": 11, class: "word footnote" }, figure.footnote));
    }
    return { svg: svg, heads: heads, window: end - start, start: start };
  }
  return { draw: draw, describe: describe, velocityCap: velocityCap, format: { fixed: fixed, compact: compact, time: time, percent: percent } };
})();
