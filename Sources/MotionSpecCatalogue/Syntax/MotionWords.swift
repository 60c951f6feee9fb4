/// The words that make source text look like motion, for a reader's account of what it passed
/// over: a name that holds one (`TweenSequence`, `MotionDurations`; `fadeIn` does not).
enum MotionWords {
  /// Lowercase stems, each matched at the start of a word of a name (`kFadeDuration`, `Curves`).
  static let stems = [
    "spring", "tween", "duration", "delay", "easing", "curve", "cubic", "bezier", "transition", "animation",
    "animate", "keyframe", "stiffness", "damping", "bounce", "stagger", "interpolator", "interval",
  ]

  /// The expression's head — its first name chain (`MotionDurations.Medium`,
  /// `TweenSequence<double>`'s `TweenSequence`), after `const`, `new`, `await` — when a part of
  /// it holds a motion word: what the whole value is, rather than a word somewhere inside it
  /// (`now.subtract(const Duration(days: 1))` is date arithmetic, headed by `now`).
  static func head(of code: String) -> String? {
    var rest = Substring(code).drop { $0 == " " || $0 == "\n" }
    for keyword in ["const ", "new ", "await "] where rest.hasPrefix(keyword) {
      rest = rest.dropFirst(keyword.count).drop { $0 == " " }
    }
    let chain = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard let first = chain.first, !first.isNumber else { return nil }
    return words(chain).contains { word in stems.contains(where: word.hasPrefix) } ? String(chain) : nil
  }

  /// The words of a name, lowercase, split at `.`, `_`, digits and camel-case humps
  /// (`_daysBetween` → days, between: no tween in it; `CurvedAnimation` → curved, animation).
  static func words(_ name: Substring) -> [String] {
    var out: [String] = []
    var word = ""
    // The case of the letter before, as written (the word is kept in lowercase): a hump is an
    // uppercase letter after a lowercase one, so `DURATION_FAST` is duration, fast.
    var lastWasLowercase = false
    for c in name {
      if !c.isLetter {
        if !word.isEmpty { out.append(word) }
        word = ""
        lastWasLowercase = false
        continue
      }
      if c.isUppercase, lastWasLowercase, !word.isEmpty {
        out.append(word)
        word = ""
      }
      lastWasLowercase = c.isLowercase
      word.append(contentsOf: c.lowercased())
    }
    if !word.isEmpty { out.append(word) }
    return out
  }

  /// How many times `name` stands as a whole word in `text` (not inside a longer name).
  static func occurrences(of name: String, in text: String, atMost limit: Int = .max) -> Int {
    var count = 0
    var rest = Substring(text)
    let isWord: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
    while count < limit, let r = rest.range(of: name) {
      if !isWord(rest[..<r.lowerBound].last), !isWord(rest[r.upperBound...].first) { count += 1 }
      rest = rest[r.upperBound...]
    }
    return count
  }
}
