// The editor: a motion tuned by hand in the page. A spring is a point on a duration × bounce pad,
// a timing curve two Bézier handles on a unit square; dragging either (or its arrow keys) writes
// the motion as an expression, which the page draws, measures, lints and spells for every
// platform as the playground does. Nothing moves by itself: the pad follows the pointer or the
// keys only, so it needs no reduced-motion variant. It defines one global, `MotionEditor`.
var MotionEditor = (function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  // The pad's ranges: the durations and bounces a UI spring takes, with room either side.
  var DURATION = [0.05, 1.5], BOUNCE = [-0.5, 0.95], HANDLE_Y = [-0.6, 1.6];

  function round(x, step) { return Math.round(x / step) * step; }
  function clamp(x, r) { return Math.min(r[1], Math.max(r[0], x)); }
  // Numbers as an expression writes them: at most three decimals, no trailing zeros.
  function n(x) { return String(Math.round(x * 1000) / 1000); }

  // What the editor edits, from the model's answer for an expression (MotionCore.motion): a spring
  // by its duration and bounce, a Bézier curve by its control points and duration; null for a
  // `linear()` or anything else it cannot put on a pad. Delay and speed are kept as written.
  function editable(parsed) {
    var answer = parsed.answer, model = answer.model;
    var timing = { delay: model.delay, speed: model.speed };
    if (model.spring) {
      return Object.assign({ kind: "spring", duration: answer.springDuration, bounce: answer.bounce }, timing);
    }
    if (model.bezier && model.duration > 0) {
      var b = model.bezier;
      return Object.assign({ kind: "curve", x1: b[0], y1: b[1], x2: b[2], y2: b[3], duration: model.duration }, timing);
    }
    return null;
  }
  // The state as an expression, in SwiftUI's spelling (what the playground parses back).
  function expression(e) {
    var text = e.kind === "spring"
      ? ".spring(duration: " + n(e.duration) + ", bounce: " + n(e.bounce) + ")"
      : ".timingCurve(" + [e.x1, e.y1, e.x2, e.y2].map(n).join(", ") + ", duration: " + n(e.duration) + ")";
    if (e.delay > 0) text += ".delay(" + n(e.delay) + ")";
    if (e.speed !== 1) text += ".speed(" + n(e.speed) + ")";
    return text;
  }

  function svgEl(tag, attributes) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attributes || {}).forEach(function (k) { node.setAttribute(k, attributes[k]); });
    return node;
  }
  function text(x, y, s, attributes) {
    var node = svgEl("text", Object.assign({ x: x, y: y, "font-size": 11, fill: "var(--chart-muted)" }, attributes || {}));
    node.textContent = s;
    return node;
  }

  // The pad for `state` (from `editable`): an SVG with its handles, which calls `changed(state)`
  // on every move (a drag, or the arrow keys: 0.01 a press, 0.1 with Shift). Returns
  // {node, update(state)} — `update` moves the handles to a state set elsewhere.
  function pad(state, changed) {
    var W = 320, H = 232, left = 44, top = 12, plotW = W - left - 12, plotH = H - top - 46;
    var svg = svgEl("svg", { viewBox: "0 0 " + W + " " + H, class: "editor-pad", role: "group" });
    svg.appendChild(svgEl("rect", { x: 0, y: 0, width: W, height: H, fill: "var(--chart-bg)" }));
    var xr, yr, handles, zoneWords = [];
    if (state.kind === "spring") {
      xr = DURATION; yr = BOUNCE;
      svg.setAttribute("aria-label", "Spring pad: duration across, bounce up");
    } else {
      xr = [0, 1]; yr = HANDLE_Y;
      svg.setAttribute("aria-label", "Bézier handles: time across, progress up");
    }
    var x = function (v) { return left + plotW * (v - xr[0]) / (xr[1] - xr[0]); };
    var y = function (v) { return top + plotH * (yr[1] - v) / (yr[1] - yr[0]); };
    var vx = function (px) { return xr[0] + (px - left) / plotW * (xr[1] - xr[0]); };
    var vy = function (py) { return yr[1] - (py - top) / plotH * (yr[1] - yr[0]); };
    if (state.kind === "spring") {
      // The map's guidance, in its words: too fast, slow, exaggerated, overdamped.
      [[[DURATION[0], 0.15], BOUNCE, "too fast"], [[0.8, DURATION[1]], BOUNCE, "slower than 800 ms"],
       [DURATION, [0.4, BOUNCE[1]], "bounce above 0.4"], [DURATION, [BOUNCE[0], 0], "overdamped"]].forEach(function (z) {
        svg.appendChild(svgEl("rect", { x: x(z[0][0]), y: y(z[1][1]), width: x(z[0][1]) - x(z[0][0]), height: y(z[1][0]) - y(z[1][1]), fill: "var(--chart-m-zone)", class: "zone" }));
      });
      // The zones' words, each where the pad's point is not (it moves over them as it is dragged).
      // Each word has other places (the zone's other end or side) for when the point covers the first.
      zoneWords = [
        [text(0, 0, "slower than 800 ms"), [[x(0.8) + 4, y(BOUNCE[1]) + 12, "start"], [x(0.8) + 4, y(BOUNCE[0]) - 4, "start"]]],
        [text(0, 0, "bounce above 0.4"), [[x(0.16), y(0.4) - 4, "start"], [x(DURATION[1]) - 4, y(0.4) - 4, "end"]]],
        [text(0, 0, "overdamped"), [[x(0.16), y(BOUNCE[0]) - 4, "start"], [x(0.8) - 4, y(BOUNCE[0]) - 4, "end"], [x(DURATION[1]) - 4, y(BOUNCE[0]) - 4, "end"]]],
      ];
      zoneWords.forEach(function (z) { svg.appendChild(z[0]); });
      svg.appendChild(svgEl("line", { x1: left, x2: left + plotW, y1: y(0), y2: y(0), stroke: "var(--chart-reference)", "stroke-dasharray": "4 3" }));
      // Time in milliseconds, as every chart of the spec gives it.
      [0.25, 0.5, 0.75, 1, 1.25].forEach(function (t) { svg.appendChild(text(x(t), H - 18, String(Math.round(t * 1000)), { "text-anchor": "middle" })); });
      [-0.5, 0, 0.5].forEach(function (b) { svg.appendChild(text(left - 10, y(b) + 4, n(b), { "text-anchor": "end" })); });
      svg.appendChild(text(left + plotW / 2, H - 3, "Duration (ms)", { "text-anchor": "middle", fill: "var(--chart-text)" }));
      svg.appendChild(text(12, top + plotH / 2, "Bounce", { "text-anchor": "middle", fill: "var(--chart-text)", transform: "rotate(-90 12 " + (top + plotH / 2) + ")" }));
      handles = [{ label: "Spring", get: function () { return [state.duration, state.bounce]; },
                   set: function (p) { state.duration = round(clamp(p[0], DURATION), 0.01); state.bounce = round(clamp(p[1], BOUNCE), 0.01); },
                   text: function () { return "duration " + Math.round(state.duration * 1000) + " ms, bounce " + n(state.bounce); } }];
    } else {
      svg.appendChild(svgEl("rect", { x: x(0), y: y(1), width: x(1) - x(0), height: y(0) - y(1), fill: "none", stroke: "var(--chart-grid)" }));
      svg.appendChild(text(x(0), H - 18, "0", { "text-anchor": "middle" }));
      svg.appendChild(text(x(1), H - 18, "1", { "text-anchor": "middle" }));
      svg.appendChild(text(left - 10, y(0) + 4, "0", { "text-anchor": "end" }));
      svg.appendChild(text(left - 10, y(1) + 4, "1", { "text-anchor": "end" }));
      svg.appendChild(text(left + plotW / 2, H - 3, "Time (fraction of the duration)", { "text-anchor": "middle", fill: "var(--chart-text)" }));
      var curve = svgEl("path", { fill: "none", stroke: "var(--chart-c0)", "stroke-width": 2 });
      var arms = [svgEl("line", { stroke: "var(--chart-c0)", opacity: 0.6 }), svgEl("line", { stroke: "var(--chart-c0)", opacity: 0.6 })];
      svg.appendChild(curve); svg.appendChild(arms[0]); svg.appendChild(arms[1]);
      handles = [1, 2].map(function (k) {
        return { label: "Control point " + k,
                 get: function () { return [state["x" + k], state["y" + k]]; },
                 set: function (p) { state["x" + k] = round(clamp(p[0], [0, 1]), 0.01); state["y" + k] = round(clamp(p[1], HANDLE_Y), 0.01); },
                 text: function () { return "x " + n(state["x" + k]) + ", y " + n(state["y" + k]); } };
      });
    }
    handles.forEach(function (h) {
      h.node = svgEl("circle", { r: 8, fill: "var(--chart-c0)", stroke: "var(--chart-bg)", "stroke-width": 2, tabindex: 0, class: "editor-handle", role: "slider",
                                 "aria-label": h.label + " (arrow keys move it; Shift moves it ten times as far)" });
      svg.appendChild(h.node);
    });
    function draw() {
      handles.forEach(function (h) {
        var p = h.get();
        // A value past the pad's range (an expression typed with bounce −0.8) sits on its edge.
        h.node.setAttribute("cx", x(clamp(p[0], xr)));
        h.node.setAttribute("cy", y(clamp(p[1], yr)));
        h.node.setAttribute("aria-valuetext", h.text());
      });
      // A zone's word goes to its second place while the point would cover it.
      zoneWords.forEach(function (z) {
        var q = handles[0].get(), cx = x(clamp(q[0], xr)), cy = y(clamp(q[1], yr));
        var size = Number(z[0].getAttribute("font-size")) || 10, width = z[0].textContent.length * size * 0.56;
        var place = z[1].filter(function (c) {
          var left = c[2] === "end" ? c[0] - width : c[0];
          return !(cx + 10 > left && cx - 10 < left + width && cy + 10 > c[1] - size && cy - 10 < c[1] + 3);
        })[0] || z[1][0];
        z[0].setAttribute("x", place[0]);
        z[0].setAttribute("y", place[1]);
        z[0].setAttribute("text-anchor", place[2]);
      });
      if (state.kind === "curve") {
        curve.setAttribute("d", "M" + x(0) + " " + y(0) + "C" + x(state.x1) + " " + y(state.y1) + " " + x(state.x2) + " " + y(state.y2) + " " + x(1) + " " + y(1));
        arms[0].setAttribute("x1", x(0)); arms[0].setAttribute("y1", y(0)); arms[0].setAttribute("x2", x(state.x1)); arms[0].setAttribute("y2", y(state.y1));
        arms[1].setAttribute("x1", x(1)); arms[1].setAttribute("y1", y(1)); arms[1].setAttribute("x2", x(state.x2)); arms[1].setAttribute("y2", y(state.y2));
      }
    }
    // The pointer: a press picks the nearest handle (a spring's pad moves its one handle to
    // the press), a move drags it; the page keeps the pointer until it is released.
    var dragging = null;
    function point(event) {
      var box = svg.getBoundingClientRect();
      return [vx((event.clientX - box.left) / box.width * W), vy((event.clientY - box.top) / box.height * H)];
    }
    svg.addEventListener("pointerdown", function (event) {
      var p = point(event), best = null, distance = Infinity;
      handles.forEach(function (h) {
        var q = h.get(), d = Math.hypot(x(q[0]) - x(p[0]), y(q[1]) - y(p[1]));
        if (d < distance) { distance = d; best = h; }
      });
      if (state.kind === "curve" && distance > 24) return;
      dragging = best;
      svg.setPointerCapture(event.pointerId);
      event.preventDefault();
      best.set(p); draw(); best.node.focus(); changed(state);
    });
    svg.addEventListener("pointermove", function (event) {
      if (!dragging) return;
      dragging.set(point(event)); draw(); changed(state);
    });
    function release() { dragging = null; }
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);
    handles.forEach(function (h) {
      h.node.addEventListener("keydown", function (event) {
        var step = event.shiftKey ? 0.1 : 0.01, p = h.get().slice();
        if (event.key === "ArrowLeft") p[0] -= step;
        else if (event.key === "ArrowRight") p[0] += step;
        else if (event.key === "ArrowUp") p[1] += step;
        else if (event.key === "ArrowDown") p[1] -= step;
        else return;
        event.preventDefault();
        h.set(p); draw(); changed(state);
      });
    });
    draw();
    return { node: svg, update: function (s) { Object.assign(state, s); draw(); } };
  }

  return { editable: editable, expression: expression, pad: pad };
})();
