// Charts drawn in the browser from the model (motion-model.js): position over velocity for one
// to four motions, with the playhead and knob tracks a figure needs to play them. The page uses it
// for the comparison and the playground, and motion-elements.js for <motion-token>. Colours are
// the chart roles' CSS custom properties (--chart-bg, --chart-c0 …), set by whoever shows it.
// Catalogue text is set only as text. It defines one global, `MotionChart`.
var MotionChart = (function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
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
  // entries: [{name, color (palette index), window (seconds), animation (MotionModel.Animation)}].
  // Returns {svg, heads: [{style, knobs: [{color, track}]}], window}.
  function draw(entries, label) {
    var W = 720, H = 400, left = 64, right = 16, plotW = W - left - right;
    var plots = [{ top: 34, height: 150, title: "Position (fraction of the move)", f: "value" },
                 { top: 232, height: 120, title: "Velocity (moves per second)", f: "velocity" }];
    var end = Math.max.apply(null, entries.map(function (e) { return e.window; }));
    var n = 400, times = [];
    for (var i = 0; i <= n; i++) times.push(end * i / n);
    entries.forEach(function (e) {
      e.value = times.map(function (t) { return e.animation.value(t); });
      e.velocity = times.map(function (t) { return e.animation.velocity(t); });
    });
    var svg = svgEl("svg", { viewBox: "0 0 " + W + " " + H, role: "img", class: "chart-svg model-chart", "aria-label": label });
    svg.appendChild(svgEl("rect", { x: 0, y: 0, width: W, height: H, fill: "var(--chart-bg)" }));
    var xStep = niceStep(end, 8), heads = [];
    plots.forEach(function (p) {
      var lo = p.f === "value" ? 0 : 0, hi = p.f === "value" ? 1 : 0;
      entries.forEach(function (e) { e[p.f].forEach(function (v) { if (isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); } }); });
      if (!(hi > lo)) hi = lo + 1;
      var pad = (hi - lo) * 0.06;
      lo -= pad; hi += pad;
      var x = function (t) { return left + plotW * t / end; };
      var y = function (v) { return p.top + p.height * (hi - v) / (hi - lo); };
      svg.appendChild(svgEl("text", { x: left, y: p.top - 10, fill: "var(--chart-text)", "font-size": 13, "font-weight": 600 }, p.title));
      var yStep = niceStep(hi - lo, 4);
      for (var v = Math.ceil(lo / yStep) * yStep; v <= hi + 1e-9; v += yStep) {
        svg.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(v), y2: y(v), stroke: "var(--chart-grid)", "stroke-width": 1 }));
        svg.appendChild(svgEl("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", fill: "var(--chart-muted)", "font-size": 11 },
          String(Math.round(v * 100) / 100)));
      }
      for (var t = 0; t <= end + 1e-9; t += xStep) {
        svg.appendChild(svgEl("line", { x1: x(t), x2: x(t), y1: p.top, y2: p.top + p.height, stroke: "var(--chart-grid)", "stroke-width": 1 }));
        svg.appendChild(svgEl("text", { x: x(t), y: p.top + p.height + 14, "text-anchor": "middle", fill: "var(--chart-muted)", "font-size": 11 },
          String(Math.round(t * 1000) / 1000) + " s"));
      }
      if (p.f === "value") {
        [0, 1].forEach(function (v) {
          svg.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(v), y2: y(v), stroke: "var(--chart-reference)", "stroke-dasharray": "4 3" }));
        });
      }
      entries.forEach(function (e) {
        var d = e[p.f].map(function (v, i) { return (i ? "L" : "M") + x(times[i]).toFixed(2) + " " + y(v).toFixed(2); }).join("");
        svg.appendChild(svgEl("path", { d: d, fill: "none", stroke: "var(--chart-c" + (e.color % 7) + ")", "stroke-width": 2.25, class: "model-curve" }));
      });
      // The knob's track: its height on the plot at 400 even times, as a linear() over the window.
      heads.push({
        style: "--ph-left: " + (left / W * 100) + "%; --ph-top: " + (p.top / H * 100) + "%; --ph-width: " + (plotW / W * 100) +
          "%; --ph-height: " + (p.height / H * 100) + "%; --ms-window: " + end + "s",
        knobs: entries.map(function (e) {
          return { color: e.color % 7, track: "linear(" + e[p.f].map(function (v) { return String(Math.round((v - lo) / (hi - lo) * 1e5) / 1e5); }).join(", ") + ")" };
        })
      });
    });
    return { svg: svg, heads: heads, window: end };
  }
  return { draw: draw };
})();
