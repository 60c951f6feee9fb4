// Charts drawn in the browser: position over velocity for one to four motions, with the playhead
// and knob tracks a figure needs to play them. The page uses it for the comparison and the
// playground, and motion-elements.js for <motion-token>. Colours are the chart roles' CSS custom
// properties (--chart-bg, --chart-c0, --chart-m-duration …), set by whoever shows it. Catalogue
// text is set only as text. It defines one global, `MotionChart`.
//
// It draws; it computes nothing about a motion. The curves are the page's model's
// (MotionCore.curve: motionspec's Swift core in WebAssembly), and one motion's marks and words
// are its `figure` — the Swift `FigureData` of the `motion` chart (MotionFigure), which the Cairo
// charts draw too: for a catalogue token from the page's data, for a typed expression from the
// model's answer. With several motions it draws what the Cairo overlay draws: the curves, and a
// velocity scale that one runaway-fast motion does not set.
var MotionChart = (function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";

  // ---- Tick labels as the Cairo charts spell them (NumberText.fixed): fixed decimals rounded
  // half away from zero, a U+2212 minus, never "−0".
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
  // A number rounded to `decimals` with trailing zeros dropped (NumberText.compact), and a
  // fraction as a percentage — for the editor's lint words and the element's numbers.
  function compact(x, decimals, minus) {
    var s = fixed(x, decimals === undefined ? 3 : decimals, minus);
    if (!isFinite(x) || s.indexOf(".") < 0) return s;
    return s.replace(/0+$/, "").replace(/\.$/, "");
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
  // A motion's peak velocity [time, value], as the page's data or the model's answer gives it.
  function peakOf(e) { return e.peakVelocity || null; }
  // Peaks over twice the next are off the velocity scale, which stops at 1.5 × the next (the
  // Cairo overlay's rule).
  function velocityCap(entries) {
    var peaks = entries.map(function (e) { var p = peakOf(e); return p ? Math.abs(p[1]) : NaN; }).filter(isFinite).sort(function (a, b) { return b - a; });
    if (peaks.length < 2) return null;
    var kept = peaks[peaks.length - 1];
    for (var i = 0; i + 1 < peaks.length; i++) if (peaks[i] <= 2 * peaks[i + 1]) { kept = peaks[i]; break; }
    return kept > 0 && peaks[0] > 2 * kept ? 1.5 * kept : null;
  }

  // Whether segment [x1, y1, x2, y2] meets box b (Liang and Barsky's clipping).
  function meets(seg, b) {
    var t0 = 0, t1 = 1, dx = seg[2] - seg[0], dy = seg[3] - seg[1];
    var p = [-dx, dx, -dy, dy], q = [seg[0] - b.left, b.right - seg[0], seg[1] - b.top, b.bottom - seg[1]];
    for (var i = 0; i < 4; i++) {
      if (p[i] === 0) { if (q[i] < 0) return false; continue; }
      var r = q[i] / p[i];
      if (p[i] < 0) { if (r > t1) return false; if (r > t0) t0 = r; } else { if (r < t0) return false; if (r < t1) t1 = r; }
    }
    return true;
  }

  // Words are placed as the Cairo charts place labels: in the order given (rules, spans,
  // markers), each at the first of its places that stays in the plot and meets no placed word,
  // curve, rule or mark — its own place, then a line down or up at a time, then on the other
  // side of its mark (`data-cx`) or along its span, then the free place nearest the mark with a leader — else
  // where it was asked for, on its halo. Returns the leaders to draw. Boxes come from an
  // average advance, since nothing is measured before the chart is in the page.
  function placeWords(words, area, obstacles) {
    var placed = [], leaders = [];
    words.forEach(function (w) {
      var size = Number(w.getAttribute("font-size")), width = w.textContent.length * size * 0.56;
      var x0 = Number(w.getAttribute("x")), y0 = Number(w.getAttribute("y")), anchor0 = w.getAttribute("text-anchor") || "start";
      var cx = w.getAttribute("data-cx"), sides = [[x0, anchor0]];
      if (cx !== null && anchor0 !== "middle") sides.push([2 * Number(cx) - x0, anchor0 === "end" ? "start" : "end"]);
      // A centred word (a span's) may also move half its width to either side, along its span.
      if (anchor0 === "middle") sides.push([x0 - width / 2 - 6, "middle"], [x0 + width / 2 + 6, "middle"]);
      var boxOf = function (x, y, anchor) {
        var left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
        return { left: left, right: left + width, top: y - size, bottom: y + 2 };
      };
      var free = function (b) {
        if (b.left < area.left || b.right > area.right || b.top < area.top || b.bottom > area.bottom) return false;
        if (placed.some(function (o) { return b.left < o.right + 3 && b.right + 3 > o.left && b.top < o.bottom && b.bottom > o.top; })) return false;
        var padded = { left: b.left - 1, right: b.right + 1, top: b.top - 1, bottom: b.bottom + 1 };
        return !obstacles.some(function (seg) { return meets(seg, padded); });
      };
      var choice = null;
      [0, 13, -13, 26, -26, 39, -39, 52, -52].some(function (dy) {
        return sides.some(function (side) {
          var b = boxOf(side[0], y0 + dy, side[1]);
          if (!free(b)) return false;
          choice = [side[0], y0 + dy, side[1], b];
          return true;
        });
      });
      // Else the free place nearest its mark, with a leader back to it (a word without a mark
      // stays where it was asked for).
      var cy = w.getAttribute("data-cy");
      if (!choice && cx !== null && cy !== null) {
        var mx = Number(cx), my = Number(cy), spots = [];
        for (var top = area.top; top + size + 2 <= area.bottom; top += 6) {
          for (var l = area.left; l + width <= area.right; l += 8) {
            var nx = Math.min(Math.max(mx, l), l + width), ny = Math.min(Math.max(my, top), top + size + 2);
            spots.push([(nx - mx) * (nx - mx) + (ny - my) * (ny - my), l, top + size]);
          }
        }
        spots.sort(function (a, b) { return a[0] - b[0]; });
        spots.some(function (spot) {
          var b = boxOf(spot[1], spot[2], "start");
          if (!free(b)) return false;
          choice = [spot[1], spot[2], "start", b];
          var ex = Math.min(Math.max(mx, b.left), b.right), ey = Math.min(Math.max(my, b.top), b.bottom);
          leaders.push(svgEl("line", { x1: mx, y1: my, x2: ex, y2: ey, stroke: w.getAttribute("fill"), "stroke-width": 0.75, class: "leader" }));
          return true;
        });
      }
      if (!choice) choice = [x0, y0, anchor0, boxOf(x0, y0, anchor0)];
      w.setAttribute("x", choice[0]);
      w.setAttribute("y", choice[1]);
      w.setAttribute("text-anchor", choice[2]);
      // A halo in the background's colour keeps a word legible where it had to meet a line.
      w.setAttribute("stroke", "var(--chart-bg)");
      w.setAttribute("stroke-width", 3);
      w.setAttribute("stroke-linejoin", "round");
      w.setAttribute("paint-order", "stroke");
      placed.push(choice[3]);
    });
    return leaders;
  }

  // entries: [{name, color (palette index), window (seconds), model (the motion's numbers, as the
  // page's data and the model's answers give them), peakVelocity ([time, value])}]; `figure` (a
  // FigureData: the page's model's answer, or motion-tokens.json's) draws one
  // motion's marks and words. Returns {svg, heads: [{style, knobs: [{color, track}]}], window,
  // start}, or null when the model cannot give a curve.
  function draw(entries, label, figure) {
    var W = 720, left = 64, right = 16, plotW = W - left - right;
    var panels = figure ? figure.panels : [{ title: "Position", yTitle: "fraction of move" }, { title: "Velocity", yTitle: "per second" }];
    var plots = [{ top: 34, height: 150, f: "value", panel: panels[0] }, { top: 232, height: 120, f: "velocity", panel: panels[1] }];
    var H = 400 + (figure && figure.footnote ? 22 : 0);
    var span = figure ? figure.window : [0, Math.max.apply(null, entries.map(function (e) { return e.window; }))];
    var unit = figure ? figure.timeUnit : entries[0].timeUnit || "ms";
    var start = span[0], end = span[1], factor = unit === "ms" ? 1000 : 1;
    var n = 400, times = [];
    for (var i = 0; i <= n; i++) times.push(start + (end - start) * i / n);
    for (var j = 0; j < entries.length; j++) {
      var sampled = MotionCore.curve(entries[j].model, start, end, n);
      if (!sampled) return null;
      entries[j].value = sampled.position;
      entries[j].velocity = sampled.velocity;
    }
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
      // Marks under the curves, their words above them; what a word must not sit on.
      var words = [], obstacles = [];
      (panel.rules || []).forEach(function (r) {
        if (r.orientation === "horizontal") {
          marks.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(r.at), y2: y(r.at), stroke: "var(--chart-reference)", "stroke-dasharray": "4 3", class: "mark " + r.role }));
          obstacles.push([left, y(r.at), left + plotW, y(r.at)]);
          if (r.label) words.push(svgEl("text", { x: left + plotW - 4, y: y(r.at) + (r.at === 0 ? -5 : 13), "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 10.5, class: "word " + r.role }, r.label));
        } else {
          marks.appendChild(svgEl("line", { x1: x(r.at), x2: x(r.at), y1: p.top, y2: p.top + p.height, stroke: ink(r.mark), "stroke-dasharray": "3 3", "stroke-width": 1.25, class: "mark " + r.role }));
          obstacles.push([x(r.at), p.top, x(r.at), p.top + p.height]);
          if (r.label) {
            var row = words.filter(function (w) { return w.getAttribute("data-rule") === "1"; }).length;
            // Under the target line, clear of the curve that settles on it.
            var base = p.f === "value" ? y(1) + 14 : p.top + 12;
            var node = svgEl("text", { x: x(r.at) + 4, y: base + 13 * row, fill: ink(r.mark), "font-size": 10.5, class: "word " + r.role, "data-rule": "1", "data-cx": x(r.at), "data-cy": base + 13 * row }, r.label);
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
        obstacles.push([x(s.from), sy, x(s.to), sy]);
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
        for (var i = 1; i < times.length; i++) {
          if (isFinite(e[p.f][i - 1]) && isFinite(e[p.f][i])) obstacles.push([x(times[i - 1]), y(e[p.f][i - 1]), x(times[i]), y(e[p.f][i])]);
        }
      });
      svg.appendChild(curves);
      (panel.markers || []).forEach(function (k) {
        var colour = "var(--chart-c" + (k.colorIndex % 7) + ")";
        svg.appendChild(svgEl("circle", { cx: x(k.x), cy: y(k.y), r: k.shape === "ring" ? 3.5 : 4, fill: k.shape === "ring" ? "var(--chart-bg)" : colour, stroke: colour, "stroke-width": 1.5, class: "mark " + k.role }));
        obstacles.push([x(k.x) - 5, y(k.y) - 5, x(k.x) + 5, y(k.y) + 5], [x(k.x) - 5, y(k.y) + 5, x(k.x) + 5, y(k.y) - 5]);
        if (k.label) {
          var right = x(k.x) > left + plotW * 0.62;
          words.push(svgEl("text", { x: x(k.x) + (right ? -8 : 8), y: y(k.y) + (y(k.y) < p.top + 14 ? 14 : -6), "text-anchor": right ? "end" : "start", fill: "var(--chart-t" + (k.colorIndex % 7) + ", " + colour + ")", "font-size": 10.5, class: "word " + k.role, "data-cx": x(k.x), "data-cy": y(k.y) }, k.label));
        }
      });
      if (p.f === "velocity" && cap !== null) {
        entries.forEach(function (e) {
          var peak = peakOf(e);
          if (!peak || Math.abs(peak[1]) <= cap) return;
          var colour = "var(--chart-c" + (e.color % 7) + ")", px = x(peak[0]);
          svg.appendChild(svgEl("path", { d: "M" + px + " " + (p.top - 3) + "l5 8h-10z", fill: colour, class: "mark marker:peak-velocity-off-scale" }));
          words.push(svgEl("text", { x: px + 8, y: p.top + 10, fill: "var(--chart-t" + (e.color % 7) + ", " + colour + ")", "font-size": 10.5, class: "word marker:peak-velocity-off-scale" },
            e.name + " peaks at " + fixed(peak[1], 1) + " /s, off scale"));
        });
        svg.appendChild(svgEl("text", { x: left + plotW, y: p.top - 10, "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 10.5 },
          "scale stops at " + fixed(cap, 1) + " /s; ▲ marks a faster peak"));
      }
      placeWords(words, { left: left, right: left + plotW, top: p.top, bottom: p.top + p.height }, obstacles)
        .forEach(function (leader) { svg.appendChild(leader); });
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
  return { draw: draw, velocityCap: velocityCap, format: { fixed: fixed, compact: compact, percent: percent } };
})();
