// The page's motion model: motionspec's own Swift core (MotionSpecCore), compiled to WebAssembly
// with Embedded Swift (Sources/MotionSpecWasm, built by Scripts/wasm.sh) and carried in the page
// as text. JavaScript only carries text in and out: every number, spelling and message it
// returns is computed by the Swift code the command runs, so the page and `motionspec inspect`
// agree to the last digit.
//
// It defines one global, `MotionCore`:
//   MotionCore.load(MOTION_CORE_MODULE) → a promise, resolved once the module (the page's text of
//     it, {digits, text}; gzipped or not) is unpacked, compiled and running;
//   MotionCore.ready → true after that; MotionCore.whenReady(callback) → calls it then;
//   MotionCore.motion(text, options) → the answer for one motion expression, as an object (kind,
//     readAs, expression, every figure of `inspect --json`, css, model, and `figure`: its motion
//     chart's marks and words, as the Cairo chart has them); {error: {message, column}} for a
//     fault. options: {epsilon (settling tolerance, 0.001), timeUnit ("ms" or "s", "ms")};
//   MotionCore.motionText(text, options) → the same answer as the JSON text the module wrote;
//   MotionCore.curve(model, start, end, steps) → {position, velocity}: the motion of a model (an
//     answer's or a catalogue token's `model`) at steps + 1 even times from start to end seconds,
//     as arrays of numbers; null for a model the core refuses.
var MotionCore = (function () {
  "use strict";
  var exports = null;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  // The module as the page writes it (HTMLRenderer.motionCoreModule): base 85 in the given
  // digits, four bytes in five digits, most significant first; a last group of n + 1 digits holds
  // n bytes (read as if padded with the highest digit, then cut).
  function bytesOf(source) {
    var digits = source.digits, text = source.text, value = {};
    for (var d = 0; d < digits.length; d++) value[digits.charCodeAt(d)] = d;
    var rest = text.length % 5;
    var out = new Uint8Array(Math.floor(text.length / 5) * 4 + (rest ? rest - 1 : 0)), o = 0;
    for (var i = 0; i < text.length; i += 5) {
      var v = 0;
      for (var k = 0; k < 5; k++) v = v * 85 + (i + k < text.length ? value[text.charCodeAt(i + k)] : 84);
      var count = i + 5 <= text.length ? 4 : rest - 1;
      for (var b = 0; b < count; b++) out[o++] = Math.floor(v / Math.pow(256, 3 - b)) % 256;
    }
    return out;
  }

  // The module as the page carries it: gzipped (its first bytes 1f 8b), unpacked by the browser's
  // own DecompressionStream; or plain.
  function unpacked(bytes) {
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.resolve(bytes);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer();
  }

  var compiled = null, waiting = [];
  function started(instance) {
    exports = instance.exports;
    api.ready = true;
    var callbacks = waiting;
    waiting = [];
    callbacks.forEach(function (callback) { callback(); });
    return api;
  }

  function load(source) {
    // The module imports nothing: it brings its own arithmetic, so no host function can change an
    // answer.
    return unpacked(bytesOf(source)).then(function (bytes) {
      return WebAssembly.compile(bytes);
    }).then(function (module) {
      compiled = module;
      return WebAssembly.instantiate(module, {});
    }).then(started);
  }

  // A question the module cannot finish (it stops, as Swift stops on a broken precondition) leaves
  // its memory in an unknown state: that instance is dropped and a fresh one started.
  function restart() {
    exports = null;
    api.ready = false;
    WebAssembly.instantiate(compiled, {}).then(started);
  }

  function running() {
    if (!exports) throw new Error("MotionCore.load has not finished");
  }
  function stopped(error) {
    restart();
    return new Error("The model stopped on this question (" + error.message + ") and is starting again.");
  }

  // Writes `text` into the module's memory, asks `motionspec_motion` and reads the answer back;
  // both buffers are freed again, so a page that asks on every frame does not grow.
  function ask(text, options) {
    running();
    options = options || {};
    var input = encoder.encode(String(text));
    var pointer = exports.motionspec_alloc(input.length);
    new Uint8Array(exports.memory.buffer, pointer, input.length).set(input);
    var answer;
    try {
      answer = exports.motionspec_motion(pointer, input.length, options.epsilon || 0.001, options.timeUnit === "s" ? 0 : 1);
    } catch (error) {
      throw stopped(error);
    }
    var length = exports.motionspec_answer_length();
    // Read after the call: the module's memory may have grown (a new buffer) while it answered.
    var out = decoder.decode(new Uint8Array(exports.memory.buffer, answer, length));
    exports.motionspec_free(pointer);
    exports.motionspec_free(answer);
    return out;
  }

  // A model's numbers in the row the core reads (Answers.animation): kind, delay, speed, initial
  // velocity, then ω, λ, mass (a spring), or duration and the Bézier's points or the linear()'s.
  function row(model) {
    var head = [model.delay || 0, model.speed || 1, model.initialVelocity || 0];
    if (model.spring) return [0].concat(head, [model.spring.omega, model.spring.lambda, model.spring.mass]);
    if (model.bezier) return [1].concat(head, [model.duration], model.bezier);
    var points = [];
    (model.stops || []).forEach(function (p) { points.push(p[0], p[1]); });
    return [2].concat(head, [model.duration], points);
  }
  function curve(model, start, end, steps) {
    running();
    var numbers = row(model), bytes = numbers.length * 8;
    var pointer = exports.motionspec_alloc(bytes);
    new Float64Array(exports.memory.buffer, pointer, numbers.length).set(numbers);
    var answer;
    try {
      answer = exports.motionspec_curve(pointer, numbers.length, start, end, steps);
    } catch (error) {
      throw stopped(error);
    }
    exports.motionspec_free(pointer);
    if (!answer) return null;
    var values = Array.from(new Float64Array(exports.memory.buffer, answer, 2 * (steps + 1)));
    exports.motionspec_free(answer);
    return { position: values.slice(0, steps + 1), velocity: values.slice(steps + 1) };
  }

  var api = {
    ready: false,
    load: load,
    // Calls `callback` once the module runs (at once if it does).
    whenReady: function (callback) {
      if (api.ready) callback();
      else if (waiting.indexOf(callback) < 0) waiting.push(callback);
    },
    motionText: function (text, options) { return ask(text, options); },
    motion: function (text, options) { return JSON.parse(ask(text, options)); },
    curve: curve,
  };
  return api;
})();
