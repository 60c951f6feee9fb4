// The page's motion model: motionspec's own Swift core (MotionSpecCore), compiled to WebAssembly
// with Embedded Swift (Sources/MotionSpecWasm, built by Scripts/wasm.sh) and carried in the page
// as base64 text. JavaScript only carries text in and out: every number, spelling and message it
// returns is computed by the Swift code the command runs, so the page and `motionspec inspect`
// agree to the last digit.
//
// It defines one global, `MotionCore`:
//   MotionCore.load(base64) → a promise, resolved once the module (gzipped or not) is unpacked,
//     compiled and running;
//   MotionCore.ready → true after that;
//   MotionCore.motion(text) → the answer for one motion expression, as an object (kind, readAs,
//     expression, every figure of `inspect --json`, css); {error: {message, column}} for a fault;
//   MotionCore.motionText(text) → the same answer as the JSON text the module wrote.
var MotionCore = (function () {
  "use strict";
  var exports = null;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  function bytesOf(base64) {
    var text = atob(base64);
    var out = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out;
  }

  // The module as the page carries it: gzipped (its first bytes 1f 8b), unpacked by the browser's
  // own DecompressionStream; or plain.
  function unpacked(bytes) {
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.resolve(bytes);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer();
  }

  function load(base64) {
    // The module imports nothing: it brings its own arithmetic, so no host function can change an
    // answer.
    return unpacked(bytesOf(base64)).then(function (bytes) {
      return WebAssembly.instantiate(bytes, {});
    }).then(function (result) {
      exports = result.instance.exports;
      api.ready = true;
      return api;
    });
  }

  // Writes `text` into the module's memory, calls `name` on it and reads the answer back; both
  // buffers are freed again, so a page that asks on every frame does not grow.
  function ask(name, text) {
    if (!exports) throw new Error("MotionCore.load has not finished");
    var input = encoder.encode(String(text));
    var pointer = exports.motionspec_alloc(input.length);
    new Uint8Array(exports.memory.buffer, pointer, input.length).set(input);
    var answer = exports[name](pointer, input.length);
    var length = exports.motionspec_answer_length();
    // Read after the call: the module's memory may have grown (a new buffer) while it answered.
    var out = decoder.decode(new Uint8Array(exports.memory.buffer, answer, length));
    exports.motionspec_free(pointer);
    exports.motionspec_free(answer);
    return out;
  }

  var api = {
    ready: false,
    load: load,
    motionText: function (text) { return ask("motionspec_motion", text); },
    motion: function (text) { return JSON.parse(ask("motionspec_motion", text)); },
  };
  return api;
})();
