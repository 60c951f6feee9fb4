import MotionSpecNumbers

/// The SwiftUI code `motionspec export --to swiftui` writes for a CSS `linear()`:
/// `Animation(PiecewiseLinearAnimation(inputs: […], outputs: […], duration: d))`, optionally
/// followed by `.delay(_:)` — read back (in a Swift file too) as the same exact curve.
enum PiecewiseLinearForm {
  static let head = "Animation(PiecewiseLinearAnimation("

  static func recognizes(_ text: String) -> Bool { EverydaySpellings.trimmed(text).hasPrefix(head) }

  static func read(_ text: String) throws(ExpressionError) -> Animation {
    let t = Substring(EverydaySpellings.trimmed(text))
    var rest = t.dropFirst(head.count)
    func fail(_ why: String) -> ExpressionError {
      ExpressionError(why, in: text, at: text.distance(from: text.startIndex, to: rest.startIndex))
    }
    func skipSpaces() { rest = rest.drop { $0.isBlank } }
    func expect(_ word: String) throws(ExpressionError) {
      skipSpaces()
      guard rest.hasPrefix(word) else { throw fail("expected '\(word)'") }
      rest = rest.dropFirst(word.count)
      skipSpaces()
    }
    func number() throws(ExpressionError) -> Double {
      skipSpaces()
      let word = rest.prefix { $0.isDigit || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }
      guard let n = NumberText.double(word), n.isFinite else { throw fail("expected a number") }
      rest = rest.dropFirst(word.count)
      skipSpaces()
      return n
    }
    func list(_ label: String) throws(ExpressionError) -> [Double] {
      try expect(label)
      try expect(":")
      try expect("[")
      var out: [Double] = []
      while !rest.hasPrefix("]") {
        out.append(try number())
        guard out.count <= PiecewiseLinear.maximumPoints else {
          throw fail("more than \(PiecewiseLinear.maximumPoints) points")
        }
        if rest.hasPrefix(",") { try expect(",") } else { break }
      }
      try expect("]")
      return out
    }
    let inputs = try list("inputs")
    try expect(",")
    let outputs = try list("outputs")
    try expect(",")
    try expect("duration")
    try expect(":")
    let duration = try number()
    try expect(")")
    try expect(")")
    guard inputs.count == outputs.count else {
      throw fail("inputs and outputs must have as many numbers each (\(inputs.count) and \(outputs.count))")
    }
    guard duration > 0 else { throw fail("a linear() animation needs a duration greater than 0") }
    var delay = 0.0
    while !rest.isEmpty {
      try expect(".delay(")
      delay += try number()
      try expect(")")
    }
    let entries = zip(inputs, outputs).map { PiecewiseLinear.Entry(output: $1, inputs: [$0]) }
    return try EverydaySpellings.stops(entries, duration, delay, text)
  }
}
