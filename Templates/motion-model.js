// The curves the page draws: the same closed forms and searches as motionspec's `Motion` module
// (Spring, CubicBezier, AnimationMetrics), evaluated in JavaScript from the parameters the
// command computed — a token's `model` in the page's data, or the answer of the command's own
// model (motion-core.js, MotionSpecCore compiled to WebAssembly) for an expression typed into the
// playground, which reads, measures and spells it. The Chromium tests hold these numbers to
// `motionspec inspect --json` within 1e-6. (Drawing moves to the core's figure data next.)
// It defines one global, `MotionModel`, and touches nothing else.
var MotionModel = (function () {
  "use strict";
  var TWO_PI = 2 * Math.PI;

  // Bisection until the bracket is as narrow as the doubles allow (Motion's `bisect`).
  function bisect(a, b, f) {
    var lo = a, hi = b, fLo = f(lo);
    for (var i = 0; i < 200; i++) {
      var mid = 0.5 * (lo + hi);
      if (mid <= lo || mid >= hi) break;
      var fm = f(mid);
      if (fm === 0) return mid;
      if ((fm < 0) === (fLo < 0)) lo = mid; else hi = mid;
    }
    return 0.5 * (lo + hi);
  }

  // ---- Spring: a damped oscillator by its angular frequency ω (negative: overdamped), decay λ
  // and mass.
  function Spring(omega, lambda, mass) {
    this.omega = omega; this.lambda = lambda; this.mass = mass === undefined ? 1 : mass;
  }
  Spring.dampingRatio = function (bounce) { return bounce >= 0 ? Math.max(0, 1 - bounce) : 1 / (1 + bounce); };
  Spring.fromResponse = function (response, zeta) {
    var w0 = TWO_PI / response;
    var signed = zeta <= 1 ? Math.sqrt(1 - zeta * zeta) : -Math.sqrt(zeta * zeta - 1);
    return new Spring(w0 * signed, w0 * zeta, 1);
  };
  Spring.fromDuration = function (duration, bounce) { return Spring.fromResponse(duration, Spring.dampingRatio(bounce)); };
  Spring.fromPhysics = function (mass, stiffness, damping, allowOverDamping) {
    var w0 = Math.sqrt(stiffness / mass), lambda = damping / (2 * mass);
    if (lambda > w0 && !allowOverDamping) return new Spring(0, w0, mass);
    var d = w0 * w0 - lambda * lambda;
    return new Spring(d >= 0 ? Math.sqrt(d) : -Math.sqrt(-d), lambda, mass);
  };
  var S = Spring.prototype;
  S.naturalFrequency = function () { return Math.sqrt(this.lambda * this.lambda + this.omega * Math.abs(this.omega)); };
  S.duration = function () { return TWO_PI / this.naturalFrequency(); };
  S.dampingRatio = function () { return this.lambda / this.naturalFrequency(); };
  S.bounce = function () { return this.omega >= 0 ? 1 - this.dampingRatio() : 1 / this.dampingRatio() - 1; };
  S.stiffness = function () { var w0 = this.naturalFrequency(); return this.mass * w0 * w0; };
  S.damping = function () { return 2 * this.mass * this.lambda; };
  S.regime = function () { return this.omega > 0 ? "underdamped" : this.omega === 0 ? "critically damped" : "overdamped"; };
  S.overdampedTerms = function (T, v0) {
    var spread = Math.abs(this.omega), r1 = -this.lambda + spread, r2 = -this.lambda - spread;
    var c1 = (v0 + r2 * T) / (r1 - r2);
    return [r1, r2, c1, -T - c1];
  };
  S.value = function (T, v0, t) {
    var l = this.lambda, w = this.omega;
    if (w > 0) return T - Math.exp(-l * t) * (T * Math.cos(w * t) + ((l * T - v0) / w) * Math.sin(w * t));
    if (w === 0) return T - Math.exp(-l * t) * (T + (l * T - v0) * t);
    var o = this.overdampedTerms(T, v0);
    return T + o[2] * Math.exp(o[0] * t) + o[3] * Math.exp(o[1] * t);
  };
  S.velocity = function (T, v0, t) {
    var l = this.lambda, w = this.omega;
    if (w > 0) {
      var q = ((l * l + w * w) * T - l * v0) / w;
      return Math.exp(-l * t) * (v0 * Math.cos(w * t) + q * Math.sin(w * t));
    }
    if (w === 0) return Math.exp(-l * t) * (v0 + l * (l * T - v0) * t);
    var o = this.overdampedTerms(T, v0);
    return o[0] * o[2] * Math.exp(o[0] * t) + o[1] * o[3] * Math.exp(o[1] * t);
  };
  // The oscillation's shape: amplitude, phase and the lag of its extrema behind its zeros.
  S.oscillation = function (T, v0) {
    var w = this.omega, l = this.lambda, b = (l * T - v0) / w;
    var shape = { amplitude: Math.sqrt(T * T + b * b), phase: Math.atan2(b, T), omega: w, lag: Math.atan(l / w),
                  cosineAtExtremum: w / this.naturalFrequency() };
    shape.extremumAmplitude = shape.amplitude * shape.cosineAtExtremum;
    shape.zeroPhase = shape.phase + Math.PI / 2;
    shape.extremumPhase = shape.phase - shape.lag;
    shape.time = function (offset, k) { return (offset + k * Math.PI) / w; };
    shape.firstIndex = function (offset, t) {
      var k = Math.floor((w * t - offset) / Math.PI);
      for (var i = 0; i < 4 && shape.time(offset, k) <= t; i++) k += 1;
      for (var j = 0; j < 4 && shape.time(offset, k - 1) > t; j++) k -= 1;
      return k;
    };
    shape.lastExtremum = function (t) {
      if (!(t > 0) || !isFinite(t)) return null;
      var time = shape.time(shape.extremumPhase, shape.firstIndex(shape.extremumPhase, t) - 1);
      return time > 0 && time < t ? time : null;
    };
    return shape;
  };
  // SwiftUI's settlingDuration: the envelope bound when it oscillates, a 0.1-s scan otherwise.
  S.settlingDuration = function (T, v0, eps) {
    var self = this;
    if (this.lambda === 0) return Infinity;
    if (this.omega > 0) return Math.max(0, -Math.log(eps / (Math.abs(T * this.lambda - v0) + Math.abs(T))) / this.lambda);
    var found = scanSettling(eps, function (t) { return Math.abs(self.value(T, v0, t) - T); });
    return found === null ? 0 : found;
  };
  function scanSettling(eps, distance) {
    var t = 0, candidate = null;
    for (var i = 0; i < 1024; i++) {
      if (distance(t) < eps) {
        if (candidate !== null) { if (t - candidate > 1) return candidate; } else candidate = t;
      } else candidate = null;
      t += 0.1;
    }
    return candidate;
  }
  S.envelopeHorizon = function (T, v0, eps) {
    var l = this.lambda;
    if (this.omega > 0) {
      if (l === 0) return Infinity;
      return Math.max(0, Math.log(this.oscillation(T, v0).amplitude / eps) / l);
    }
    if (this.omega === 0) {
      var slope = Math.abs(l * T - v0), t = Math.max(this.duration(), 1e-9);
      for (var i = 0; i < 1100 && (Math.abs(T) + slope * t) * Math.exp(-l * t) >= eps; i++) t *= 2;
      return t;
    }
    var o = this.overdampedTerms(T, v0);
    var t1 = o[2] === 0 ? 0 : Math.log(2 * Math.abs(o[2]) / eps) / -o[0];
    var t2 = o[3] === 0 ? 0 : Math.log(2 * Math.abs(o[3]) / eps) / -o[1];
    return Math.max(0, t1, t2);
  };
  // The times where the motion's distance from the target turns or crosses zero, in (from, end).
  S.monotonePieceBoundaries = function (T, v0, from, end, limit) {
    var times = [];
    if (this.omega > 0) {
      var shape = this.oscillation(T, v0);
      [shape.zeroPhase, shape.extremumPhase].forEach(function (phase) {
        var k = shape.firstIndex(phase, from);
        while (times.length < 2 * limit) {
          var t = shape.time(phase, k);
          if (!(t < end) || !isFinite(t)) break;
          times.push(t);
          k += 1;
        }
      });
    } else if (this.omega === 0) {
      var slope = this.lambda * T - v0;
      if (slope !== 0) { times.push(-T / slope); times.push(-v0 / (this.lambda * slope)); }
    } else {
      var o = this.overdampedTerms(T, v0);
      if (o[2] !== 0 && o[3] !== 0) {
        times.push(Math.log(-o[3] / o[2]) / (o[0] - o[1]));
        times.push(Math.log(-(o[1] * o[3]) / (o[0] * o[2])) / (o[0] - o[1]));
      }
    }
    return times.filter(function (t) { return isFinite(t) && t > from && t < end; })
      .sort(function (a, b) { return a - b; }).slice(0, limit);
  };
  // The exact time after which the motion stays within ε of the target.
  S.settlingTime = function (T, v0, eps) {
    var self = this, start = 0;
    var distance = function (t) { return Math.abs(self.value(T, v0, t) - T); };
    if (this.omega > 0) {
      if (this.lambda === 0) return Infinity;
      var shape = this.oscillation(T, v0);
      var last = shape.lastExtremum(Math.log(shape.extremumAmplitude / eps) / this.lambda);
      start = last === null ? 0 : last;
    }
    var horizon = this.envelopeHorizon(T, v0, eps);
    if (!isFinite(horizon)) return Infinity;
    var end = Math.max(start, horizon);
    var points = [start].concat(this.monotonePieceBoundaries(T, v0, start, end, 8), [end]);
    var lastAbove = -1;
    for (var i = 0; i < points.length - 1; i++) if (distance(points[i]) > eps) lastAbove = i;
    if (lastAbove < 0) return start;
    return bisect(points[lastAbove], points[lastAbove + 1], function (t) { return distance(t) - eps; });
  };
  S.riseTime = function (fraction, T, v0) {
    var self = this;
    if (T === 0) return 0;
    var goal = fraction * T;
    var f = function (t) { return (self.value(T, v0, t) - goal) * (T < 0 ? -1 : 1); };
    if (f(0) >= 0) return 0;
    var end;
    if (this.omega > 0) {
      var shape = this.oscillation(T, v0);
      end = shape.time(shape.zeroPhase, shape.firstIndex(shape.zeroPhase, 0));
    } else end = this.envelopeHorizon(T, v0, (1 - fraction) * Math.abs(T) / 2);
    if (!isFinite(end)) return null;
    var start = 0, points = this.monotonePieceBoundaries(T, v0, 0, end, 4).concat([end]);
    for (var i = 0; i < points.length; i++) {
      if (f(points[i]) >= 0) return bisect(start, points[i], f);
      start = points[i];
    }
    return null;
  };
  // How far past the target it goes, and when.
  S.overshoot = function (T, v0) {
    var scale = Math.abs(T) > 0 ? Math.abs(T) : 1, sign = T < 0 ? -1 : 1, self = this;
    var best = { overshoot: 0, peakTime: null };
    if (this.omega > 0) {
      var shape = this.oscillation(T, v0);
      var first = shape.firstIndex(shape.extremumPhase, 1e-12 * shape.time(Math.PI, 0));
      for (var k = first; k <= first + 1; k++) {
        var t = shape.time(shape.extremumPhase, k);
        var past = sign * (this.value(T, v0, t) - T) / scale;
        if (past > 0) return { overshoot: past, peakTime: t };
      }
      return best;
    }
    this.monotonePieceBoundaries(T, v0, 0, Infinity, 64).forEach(function (t) {
      if (Math.abs(self.velocity(T, v0, t)) > 1e-9 * scale * self.naturalFrequency()) return;
      var past = sign * (self.value(T, v0, t) - T) / scale;
      if (past > best.overshoot) best = { overshoot: past, peakTime: t };
    });
    return best;
  };
  S.peakVelocity = function (T, v0) {
    var candidates = [0], self = this;
    if (this.omega > 0) {
      var shape = this.oscillation(T, v0), offset = shape.phase - 2 * shape.lag + Math.PI / 2;
      var k = shape.firstIndex(offset, 0);
      candidates.push(shape.time(offset, k), shape.time(offset, k + 1));
    } else if (this.omega === 0) {
      var slope = this.lambda * T - v0;
      if (slope !== 0) candidates.push(1 / this.lambda - v0 / (this.lambda * slope));
    } else {
      var o = this.overdampedTerms(T, v0);
      if (o[2] !== 0 && o[3] !== 0) candidates.push(Math.log(-(o[1] * o[1] * o[3]) / (o[0] * o[0] * o[2])) / (o[0] - o[1]));
    }
    var best = null;
    candidates.forEach(function (t) {
      if (!isFinite(t) || t < 0) return;
      var v = self.velocity(T, v0, t);
      if (best === null || Math.abs(v) > Math.abs(best.value)) best = { time: t, value: v };
    });
    return best;
  };

  // ---- Cubic Bézier timing curves, endpoints (0, 0) and (1, 1).
  function Bezier(x1, y1, x2, y2) {
    this.x1 = x1; this.y1 = y1; this.x2 = x2; this.y2 = y2;
    this.cx = 3 * x1; this.bx = 3 * (x2 - x1) - this.cx; this.ax = 1 - this.cx - this.bx;
    this.cy = 3 * y1; this.by = 3 * (y2 - y1) - this.cy; this.ay = 1 - this.cy - this.by;
  }
  var B = Bezier.prototype;
  B.x = function (u) { return ((this.ax * u + this.bx) * u + this.cx) * u; };
  B.y = function (u) { return ((this.ay * u + this.by) * u + this.cy) * u; };
  B.dx = function (u) { return (3 * this.ax * u + 2 * this.bx) * u + this.cx; };
  B.dy = function (u) { return (3 * this.ay * u + 2 * this.by) * u + this.cy; };
  B.parameter = function (x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    var u = x, self = this;
    for (var i = 0; i < 8; i++) {
      var error = this.x(u) - x;
      if (Math.abs(error) < 1e-14) return u;
      var slope = this.dx(u);
      if (Math.abs(slope) < 1e-9) break;
      u -= error / slope;
      if (u < 0 || u > 1) break;
    }
    return bisect(0, 1, function (v) { return self.x(v) - x; });
  };
  B.progress = function (x) { return this.y(this.parameter(x)); };
  B.slope = function (x) {
    if (x < 0 || x > 1) return 0;
    var u = this.parameter(x), d = this.dx(u);
    if (Math.abs(d) > 1e-12) return this.dy(u) / d;
    var d2x = 6 * this.ax * u + 2 * this.bx, d2y = 6 * this.ay * u + 2 * this.by;
    if (Math.abs(d2x) > 1e-12) return d2y / d2x;
    return this.ax === 0 ? 0 : this.ay / this.ax;
  };
  B.turns = function () {
    var a = 3 * this.ay, b = 2 * this.by, c = this.cy, roots = [];
    if (Math.abs(a) < 1e-15) { if (Math.abs(b) > 1e-15) roots = [-c / b]; } else {
      var disc = b * b - 4 * a * c;
      if (disc >= 0) {
        var q = -0.5 * (b + (b < 0 ? -1 : 1) * Math.sqrt(disc));
        roots = [q / a].concat(q !== 0 ? [c / q] : []);
      }
    }
    return [0, 1].concat(roots.filter(function (r) { return r > 0 && r < 1; })).sort(function (p, q) { return p - q; });
  };
  B.maximum = function () {
    var self = this, best = null;
    this.turns().forEach(function (u) {
      var p = { time: self.x(u), value: self.y(u) };
      if (best === null || p.value > best.value) best = p;
    });
    return best;
  };
  B.firstTime = function (goal) {
    var turns = this.turns(), self = this;
    for (var i = 0; i + 1 < turns.length; i++) {
      var a = turns[i], b = turns[i + 1];
      if ((this.y(a) - goal) * (this.y(b) - goal) <= 0) {
        var rising = this.y(b) >= this.y(a) ? 1 : -1;
        return this.x(bisect(a, b, function (u) { return (self.y(u) - goal) * rising; }));
      }
    }
    return null;
  };
  B.steepest = function () {
    var n = 512, best = 0, bestSlope = -1, self = this;
    for (var i = 0; i <= n; i++) {
      var s = Math.abs(this.slope(i / n));
      if (s > bestSlope) { best = i; bestSlope = s; }
    }
    var lo = Math.max(0, best - 1) / n, hi = Math.min(n, best + 1) / n, g = (Math.sqrt(5) - 1) / 2;
    for (var j = 0; j < 60; j++) {
      var m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo);
      if (Math.abs(this.slope(m1)) >= Math.abs(this.slope(m2))) hi = m2; else lo = m1;
    }
    var c1 = best / n, c2 = (lo + hi) / 2;
    var t = Math.abs(self.slope(c2)) > Math.abs(self.slope(c1)) ? c2 : c1;
    return { time: t, value: this.slope(t) };
  };

  // ---- CSS linear() (CSS Easing Functions Level 2): straight pieces over 0…1 from canonical
  // [input, output] points, as PiecewiseLinear builds them — the segment of the last point whose
  // input is at most x (the first before the first point, the last after the last).
  function Stops(points) {
    var breaks = [0], pieces = [], segment = 0, i;
    this.points = points;
    for (i = 0; i < points.length; i++) {
      var x = points[i][0];
      if (x > 0 && x < 1 && x > breaks[breaks.length - 1]) breaks.push(x);
    }
    breaks.push(1);
    for (i = 0; i + 1 < breaks.length; i++) {
      var a = breaks[i], b = breaks[i + 1];
      while (segment + 1 < points.length - 1 && points[segment + 1][0] <= a) segment++;
      var p = points[segment], q = points[segment + 1];
      var line = function (x) { return q[0] === p[0] ? q[1] : p[1] + (q[1] - p[1]) * (x - p[0]) / (q[0] - p[0]); };
      pieces.push({ start: a, end: b, from: line(a), to: line(b) });
    }
    this.pieces = pieces;
  }
  var L = Stops.prototype;
  L.piece = function (x) {
    var low = 0, high = this.pieces.length - 1;
    while (low < high) { var mid = (low + high + 1) >> 1; if (this.pieces[mid].start <= x) low = mid; else high = mid - 1; }
    return this.pieces[low];
  };
  L.pieceSlope = function (p) { return (p.to - p.from) / (p.end - p.start); };
  L.progress = function (x) {
    x = Math.min(Math.max(x, 0), 1);
    var p = this.piece(x);
    return p.from + (p.to - p.from) * (x - p.start) / (p.end - p.start);
  };
  L.slope = function (x) { return x < 0 || x > 1 ? 0 : this.pieceSlope(this.piece(x)); };
  L.maximum = function () {
    var best = { time: 0, value: this.pieces[0].from };
    this.pieces.forEach(function (p) {
      if (p.from > best.value) best = { time: p.start, value: p.from };
      if (p.to > best.value) best = { time: p.end, value: p.to };
    });
    return best;
  };
  L.steepest = function () {
    var self = this, best = { time: 0, value: this.pieceSlope(this.pieces[0]) };
    this.pieces.forEach(function (p) {
      var s = self.pieceSlope(p);
      if (Math.abs(s) > Math.abs(best.value)) best = { time: p.start, value: s };
    });
    return best;
  };
  L.firstTime = function (goal) {
    for (var i = 0; i < this.pieces.length; i++) {
      var p = this.pieces[i];
      if (i > 0 && (this.pieces[i - 1].to - goal) * (p.from - goal) < 0) return p.start;
      if (p.from === goal) return p.start;
      if ((p.from - goal) * (p.to - goal) <= 0) return p.start + (goal - p.from) / (p.to - p.from) * (p.end - p.start);
    }
    return null;
  };
  // The fraction after which the output stays within eps of 1, exact piece by piece.
  L.lastExit = function (eps) {
    for (var i = this.pieces.length - 1; i >= 0; i--) {
      var p = this.pieces[i];
      if (Math.abs(p.to - 1) > eps) return p.end;
      if (Math.abs(p.from - 1) <= eps) continue;
      var goal = p.from > 1 ? 1 + eps : 1 - eps;
      return p.start + (goal - p.from) / (p.to - p.from) * (p.end - p.start);
    }
    return 0;
  };
  L.css = function () {
    return "linear(" + this.points.map(function (p) { return round4(p[1]) + " " + (Math.round(p[0] * 1e5) / 1e3) + "%"; }).join(", ") + ")";
  };

  // ---- An animation: a spring or a timing curve, with a delay, a speed and the spring's own
  // initial velocity (fractions of the move per second).
  function Animation(spec) {
    this.spring = spec.spring ? new Spring(spec.spring.omega, spec.spring.lambda, spec.spring.mass) : null;
    this.bezier = spec.bezier ? new Bezier(spec.bezier[0], spec.bezier[1], spec.bezier[2], spec.bezier[3]) : null;
    this.stops = spec.stops ? new Stops(spec.stops) : null;
    if (this.stops) this.stops.points = spec.stops;
    // The unit curve of a timing curve, whichever kind.
    this.easing = this.bezier || this.stops;
    this.curveDuration = spec.duration || 0;
    this.delay = spec.delay || 0;
    this.speed = spec.speed || 1;
    this.initialVelocity = spec.initialVelocity || 0;
  }
  var A = Animation.prototype;
  A.curveValue = function (t) {
    if (this.spring) return this.spring.value(1, this.initialVelocity / this.speed, t);
    if (t <= 0) return 0;
    if (t >= this.curveDuration) return 1;
    return this.easing.progress(t / this.curveDuration);
  };
  A.curveVelocity = function (t) {
    if (this.spring) return this.spring.velocity(1, this.initialVelocity / this.speed, t);
    if (t < 0 || t > this.curveDuration) return 0;
    return this.easing.slope(t / this.curveDuration) / this.curveDuration;
  };
  // Position (0 → 1) and velocity (moves per second) at `t` seconds from the trigger.
  A.value = function (t) { return this.curveValue((t - this.delay) * this.speed); };
  A.velocity = function (t) { return this.speed * this.curveVelocity((t - this.delay) * this.speed); };

  // The numbers `inspect` prints for a move from 0 to 1 from rest, ε = 0.001.
  A.metrics = function (eps) {
    eps = eps || 0.001;
    var delay = this.delay, speed = this.speed, v0 = this.initialVelocity / speed;
    var wall = function (t) { return t === null || t === undefined ? null : delay + t / speed; };
    var m = { delay: delay, speed: speed };
    if (this.spring) {
      var s = this.spring, o = s.overshoot(1, v0), exact = s.settlingTime(1, v0, eps), swift = s.settlingDuration(1, v0, eps);
      var fastest = s.peakVelocity(1, v0);
      m.kind = "spring"; m.regime = s.regime();
      m.springDuration = s.duration(); m.response = s.duration(); m.bounce = s.bounce(); m.dampingRatio = s.dampingRatio();
      m.mass = s.mass; m.stiffness = s.stiffness(); m.damping = s.damping();
      m.duration = delay + s.duration() / speed;
      m.settlingDuration = isFinite(swift) ? wall(swift) : null;
      m.settlingTime = isFinite(exact) ? wall(exact) : null;
      m.overshoot = o.overshoot; m.peakTime = wall(o.peakTime);
      m.riseTime50 = wall(s.riseTime(0.5, 1, v0)); m.riseTime90 = wall(s.riseTime(0.9, 1, v0));
      m.riseTime95 = wall(s.riseTime(0.95, 1, v0)); m.riseTime99 = wall(s.riseTime(0.99, 1, v0));
      m.progressAtDuration = s.value(1, v0, s.duration());
      m.peakVelocity = fastest.value * speed; m.peakVelocityTime = delay + fastest.time / speed;
    } else {
      var b = this.easing, d = this.curveDuration, top = b.maximum(), steep = b.steepest();
      var rise = function (g) { var x = b.firstTime(g); return x === null ? null : wall(x * d); };
      m.kind = "curve"; m.duration = delay + d / speed;
      m.overshoot = Math.max(0, top.value - 1); m.peakTime = m.overshoot > 0 ? wall(top.time * d) : null;
      m.riseTime50 = rise(0.5); m.riseTime90 = rise(0.9); m.riseTime95 = rise(0.95); m.riseTime99 = rise(0.99);
      m.progressAtDuration = 1;
      m.peakVelocity = steep.value / d * speed; m.peakVelocityTime = delay + steep.time * d / speed;
      m.settlingTime = wall(this.curveSettling(eps));
    }
    return m;
  };
  A.curveSettling = function (eps) {
    var b = this.bezier, d = this.curveDuration, self = this;
    if (this.stops) return this.stops.lastExit(eps) * d;
    var distance = function (t) { return Math.abs(self.curveValue(t) - 1); };
    if (b.y1 >= 0 && b.y1 <= 1 && b.y2 >= 0 && b.y2 <= 1) return bisect(0, d, function (t) { return distance(t) - eps; });
    var steps = 4096, last = null;
    for (var i = 0; i <= steps; i++) if (distance(d * i / steps) > eps) last = i;
    if (last === null) return 0;
    if (last === steps) return d;
    return bisect(d * last / steps, d * (last + 1) / steps, function (t) { return distance(t) - eps; });
  };
  // The time window a chart of it shows (AnimationMetrics.windowEnd).
  A.windowEnd = function (m) {
    var period = this.spring && this.spring.omega > 0 ? TWO_PI / this.spring.omega / this.speed : null;
    var least = Math.max(m.duration * 1.3, this.delay + 1e-3);
    if (m.settlingTime === null) return Math.max(least, this.delay + 3 * (period || m.duration));
    var end = Math.max(least, m.settlingTime * 1.12);
    return period === null ? end : Math.min(end, Math.max(least, this.delay + 12 * period));
  };
  // CSS `linear()` for the motion within `tolerance` of the move (a greedy chord fit on a grid),
  // with the time it takes; a timing curve is its own `cubic-bezier()`.
  A.css = function (tolerance) {
    if (this.bezier) {
      var b = this.bezier;
      return { easing: "cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map(round4).join(", ") + ")", duration: this.curveDuration };
    }
    if (this.stops) return { easing: this.stops.css(), duration: this.curveDuration };
    tolerance = tolerance || 0.005;
    var s = this.spring, v0 = this.initialVelocity;
    var end = s.settlingTime(1, v0, tolerance * 0.9);
    if (!isFinite(end)) end = 3 * TWO_PI / s.naturalFrequency();
    end = Math.max(end, 1e-6);
    var n = 2048, budget = tolerance * 0.85, samples = [];
    for (var i = 0; i <= n; i++) samples.push(i === n ? 1 : s.value(1, v0, end * i / n));
    var fits = function (a, z) {
      for (var j = a + 1; j < z; j++) {
        if (Math.abs(samples[a] + (samples[z] - samples[a]) * (j - a) / (z - a) - samples[j]) > budget) return false;
      }
      return true;
    };
    var parts = ["0"], a = 0;
    while (a < n) {
      var step = 1;
      while (a + step * 2 <= n && fits(a, a + step * 2)) step *= 2;
      var low = a + step, high = Math.min(n, a + step * 2);
      while (high - low > 1) { var mid = (low + high) >> 1; if (fits(a, mid)) low = mid; else high = mid; }
      if (high === n && fits(a, n)) low = n;
      a = low;
      parts.push(a === n ? "1" : round4(samples[a]) + " " + (Math.round(a / n * 1e5) / 1e3) + "%");
    }
    return { easing: "linear(" + parts.join(", ") + ")", duration: end };
  };
  function round4(x) { return String(Math.round(x * 1e4) / 1e4); }

  // Code for every platform from the model's numbers, in the conventions of `motionspec export`.
  // `parsed` is the playground's: the command's answer (MotionCore) and the curve built from it;
  // the CSS timing is the answer's, as `export --to css` writes it.
  function code(parsed, name) {
    var a = parsed.animation, m = parsed.answer, n = function (x) { return String(x); };
    var css = { duration: m.css.duration, easing: m.css.easing };
    var f = function (x) { return String(Math.round(x * 1e5) / 1e5) + "f"; };
    var out = [{ key: "swiftui", title: "SwiftUI", code: "static let " + name + ": Animation = " + parsed.swiftUI }];
    if (a.spring) {
      var mass = n(m.mass), k = n(m.stiffness), c = n(m.damping);
      out.push(
        { key: "uikit", title: "UIKit and Core Animation", code: "UISpringTimingParameters(mass: " + mass + ", stiffness: " + k + ", damping: " + c + ", initialVelocity: CGVector(dx: 0, dy: 0))" },
        { key: "compose", title: "Jetpack Compose and Android views", code: "spring(dampingRatio = " + f(m.dampingRatio) + ", stiffness = " + f(m.stiffness / m.mass) + ")" },
        { key: "css", title: "CSS", code: "transition: transform " + css.duration + " " + css.easing + ";" },
        { key: "motion", title: "Motion (motion.dev)", code: "transition({ type: \"spring\", stiffness: " + k + ", damping: " + c + ", mass: " + mass + " })" },
        { key: "reanimated", title: "React Native Reanimated", code: "withSpring(toValue, { mass: " + mass + ", stiffness: " + k + ", damping: " + c + " })" },
        { key: "react-spring", title: "react-spring", code: "config: { tension: " + k + ", friction: " + c + ", mass: " + mass + " }" },
        { key: "flutter", title: "Flutter", code: "SpringDescription(mass: " + mass + ", stiffness: " + k + ", damping: " + c + ")" });
    } else {
      var b = a.bezier, pts = [b.x1, b.y1, b.x2, b.y2].map(n).join(", "), ms = Math.round(a.curveDuration * 1000);
      out.push(
        { key: "uikit", title: "UIKit and Core Animation", code: "CAMediaTimingFunction(controlPoints: " + pts + ")" },
        { key: "compose", title: "Jetpack Compose and Android views", code: "tween(durationMillis = " + ms + ", easing = CubicBezierEasing(" + [b.x1, b.y1, b.x2, b.y2].map(f).join(", ") + "))" },
        { key: "css", title: "CSS", code: "transition: transform " + css.duration + " " + css.easing + ";" },
        { key: "motion", title: "Motion (motion.dev)", code: "transition({ duration: " + n(a.curveDuration) + ", ease: [" + pts + "] })" },
        { key: "reanimated", title: "React Native Reanimated", code: "withTiming(toValue, { duration: " + ms + ", easing: Easing.bezier(" + pts + ") })" },
        { key: "flutter", title: "Flutter", code: "Cubic(" + pts + ") // over Duration(milliseconds: " + ms + ")" });
    }
    return out;
  }

  return { Spring: Spring, Bezier: Bezier, Animation: Animation, code: code };
})();
