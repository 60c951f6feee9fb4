import MotionSpecFigures

/// The module's C ABI, as the page's loader (`Templates/motion-core.js`) calls it: the page asks
/// in UTF-8 text and reads the answer back as UTF-8 JSON.
///
/// 1. `motionspec_alloc(n)` gives `n` bytes of the module's memory; the page writes its question
///    there.
/// 2. `motionspec_motion(pointer, n, epsilon, milliseconds)` answers (``Answers/motion(_:epsilon:unit:)``,
///    its chart's words in milliseconds when `milliseconds` is 1, in seconds when 0) and returns
///    where the answer is; `motionspec_answer_length()` says how many bytes it has.
/// 3. The page frees both with `motionspec_free(pointer)`.
///
/// `motionspec_curve(row, n, start, end, steps)` reads `n` doubles at `row` (a motion's numbers,
/// ``Answers/animation(_:)``) and returns `2 × (steps + 1)` doubles — positions, then velocities
/// (``Answers/curve(_:start:end:steps:)``) — or 0 for numbers no motion has; the page frees them.
///
/// Natively these are ordinary functions (the tests call them as the page does).
@_cdecl("motionspec_alloc")
public func motionspecAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: max(Int(count), 1)))
}

@_cdecl("motionspec_free")
public func motionspecFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.assumingMemoryBound(to: UInt8.self).deallocate()
}

/// The byte count of the last answer.
nonisolated(unsafe) var answerLength: Int32 = 0

@_cdecl("motionspec_answer_length")
public func motionspecAnswerLength() -> Int32 { answerLength }

@_cdecl("motionspec_motion")
public func motionspecMotion(
  _ pointer: UnsafeRawPointer?, _ count: Int32, _ epsilon: Double, _ milliseconds: Int32
) -> UnsafeMutableRawPointer {
  let question = read(pointer, count)
  let epsilon = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : 0.001
  return answer(Answers.motion(question, epsilon: epsilon, unit: milliseconds == 0 ? .seconds : .milliseconds).text)
}

@_cdecl("motionspec_curve")
public func motionspecCurve(
  _ row: UnsafePointer<Double>?, _ count: Int32, _ start: Double, _ end: Double, _ steps: Int32
) -> UnsafeMutableRawPointer? {
  guard let row, count > 0, count <= 2 * 100_000 + 5 else { return nil }
  guard let animation = Answers.animation(Array(UnsafeBufferPointer(start: row, count: Int(count)))) else { return nil }
  let values = Answers.curve(animation, start: start, end: end, steps: Int(steps))
  guard !values.isEmpty else { return nil }
  let out = UnsafeMutablePointer<Double>.allocate(capacity: values.count)
  for (i, v) in values.enumerated() { out[i] = v }
  return UnsafeMutableRawPointer(out)
}

/// The UTF-8 text at `pointer` (invalid bytes read as U+FFFD, as the expression reader would).
func read(_ pointer: UnsafeRawPointer?, _ count: Int32) -> String {
  guard let pointer, count > 0 else { return "" }
  let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(count))
  return String(decoding: bytes, as: UTF8.self)
}

/// `text` copied into new memory, its length kept for ``motionspecAnswerLength()``.
func answer(_ text: String) -> UnsafeMutableRawPointer {
  let bytes = Array(text.utf8)
  let out = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
  for (i, byte) in bytes.enumerated() { out[i] = byte }
  answerLength = Int32(bytes.count)
  return UnsafeMutableRawPointer(out)
}
