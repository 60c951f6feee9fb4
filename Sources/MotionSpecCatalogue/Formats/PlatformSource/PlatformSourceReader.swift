import Foundation
import MotionSpecCore

/// Kotlin and Dart source as catalogues, with the Swift reader's rules: a declaration whose value
/// is a motion in that platform's spelling (``EverydaySpellings``, ``PlatformExpression``) is a
/// token named by its enclosing objects and classes and its own name; a duration (`Duration(milliseconds:
/// 300)` in Dart, `300.milliseconds` in Kotlin) is a duration; everything else is silent, and a
/// value that names a motion API but cannot be read is a located warning.
///
/// - Kotlin: `val`/`var` (also `const val`) at any level, inside `object`, `class`, `interface`
///   and `companion object` bodies; the value runs to the end of its line (or its brackets). A
///   function whose body is an expression and whose parameters all have defaults (`fun <T>
///   heavy(): SpringSpec<T> = spring(…)`) is read as a property of its name; its Android views
///   companion (`heavyForce()`, `fadeInterpolator()`, the same spring or curve) is that token.
/// - Dart: `static const`/`static final`/`const`/`final` declarations (a type before the name is
///   skipped), inside `class` and `abstract class` bodies; the value runs to its `;`.
///
/// The lexer is the Swift reader's (comments, strings, brackets, and its limits), which Kotlin
/// and Dart share enough of to find declarations: a Dart string in single quotes is read as
/// operators, which holds no bracket a declaration depends on.
public enum PlatformSourceReader {
  public enum Language: Sendable {
    case kotlin, dart

    var title: String { self == .kotlin ? "Kotlin" : "Dart" }
  }

  /// The words that make a value a motion that should have been read (a warning when it is not).
  static let motionWords = [
    "spring(", "spring<", "SpringSpec(", "SpringSpec<", "tween(", "tween<", "SpringForce", "SpringDescription",
    "Curves.", "Cubic(",
    "CubicBezierEasing(", "MotionScheme", "motionScheme", "Interval(", "ThreePointCubic(",
  ]

  /// `value` without Dart's optional `const` and `new` before a constructor
  /// (`const Cubic(0.2, 0, 0, 1)`, `curve: const Cubic(…)`): the words are kept inside strings.
  static func withoutConstructorKeywords(_ value: String) -> String {
    var out = ""
    var rest = Substring(value)
    var quote: Character?
    while let c = rest.first {
      if let q = quote {
        out.append(c)
        rest = rest.dropFirst()
        if c == q { quote = nil }
        continue
      }
      if c == "'" || c == "\"" {
        quote = c
        out.append(c)
        rest = rest.dropFirst()
        continue
      }
      let atWordStart = out.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$") } ?? true
      if atWordStart, let keyword = ["const ", "new "].first(where: { rest.hasPrefix($0) }) {
        rest = rest.dropFirst(keyword.count)
        while rest.first == " " { rest = rest.dropFirst() }
        continue
      }
      out.append(c)
      rest = rest.dropFirst()
    }
    return out
  }

  public static func read(_ text: String, file: String, language: Language) throws(CatalogueError) -> Catalogue {
    try read([(text, file)], language: language)
  }

  /// The files of one language read as one program: a constant one file declares (`object
  /// MotionDurations { const val Medium = 200 }`) is known in every other by its name and by its
  /// qualified name (`MotionDurations.Medium`), as the compiler would resolve it.
  public static func read(_ sources: [CatalogueSource], language: Language) throws(CatalogueError) -> Catalogue {
    var scanned: [(file: String, tokens: [SwiftToken], scanner: Scanner)] = []
    var lexical: [Diagnostic] = []
    for source in sources {
      let text = LineEndings.normalized(source.text)
      do {
        let tokens = try SwiftLexer.tokens(text)
        var scanner = Scanner(tokens: tokens, text: text, file: source.file, language: language)
        scanner.scan()
        scanned.append((source.file, tokens, scanner))
      } catch {
        lexical.append(
          Diagnostic(
            .error, error.message, at: SourceLocation(file: source.file, line: error.line, column: error.column)))
      }
    }
    guard lexical.isEmpty else { throw CatalogueError(lexical) }
    let declarations = scanned.flatMap(\.scanner.declarations)
    var read = motions(in: declarations, language: language)
    read.diagnostics += scanned.flatMap(\.scanner.passedOver)
    let pairs = numberPairs(declarations, file: sources.first?.file ?? "")
    let found = read.tokens + pairs
    var sequences: [SequenceToken] = []
    if language == .kotlin {
      // The program's numeric constants, for keyframe times written with them.
      var constants: [String: Double] = [:]
      var values: [String: String] = [:]
      for d in declarations {
        for key in qualifiedNames(d.path) {
          values[key] = d.value
          if let n = EverydaySpellings.number(d.value), n.isFinite { constants[key] = n }
        }
      }
      for file in scanned {
        sequences += ComposeKeyframesReader.read(
          file.tokens, file: file.file, constants: constants, values: values, &read.diagnostics)
      }
    }
    let located =
      found.compactMap(\.location) + read.durations.compactMap(\.location) + sequences.compactMap(\.location)
      + read.diagnostics.compactMap(\.location) + read.companions
    let paired = Set(pairs.flatMap(\.animation.notes))
    read.diagnostics += passedOver(
      declarations, accounted: located, language: language,
      program: scanned.map { $0.tokens.filter(\.isIdentifier).map(\.text).joined(separator: " ") },
      paired: paired)
    let files = sources.count == 1 ? "" : " in \(sources.count) \(language.title) files"
    return try SourceCatalogue.finished(
      name: scanned.first?.scanner.containers.first?.name ?? found.first?.path.first ?? "Motion",
      file: sources.first?.file ?? "", tokens: found,
      durations: read.durations, diagnostics: read.diagnostics,
      expected: (language == .kotlin
        ? "declarations such as `val fast = spring<Float>(dampingRatio = 0.8f, stiffness = 380f)`"
        : "declarations such as `static const fast = Curves.easeOut;`") + files, sequences: sequences)
  }

  /// The names a declaration is known by: its own, then qualified by each container outward
  /// (`Medium`, `MotionDurations.Medium`, `Theme.MotionDurations.Medium`).
  static func qualifiedNames(_ path: [String]) -> [String] {
    (1...max(1, path.count)).map { path.suffix($0).joined(separator: ".") }
  }

  /// The second pass: each declaration's value read as a duration, a motion or nothing, after the
  /// constants it names (`tween(ENTER, easing = Decelerate)`: numbers and easings of the same
  /// file, by their own name) are put in place. A value that names a motion API but cannot be read
  /// is a located warning.
  static func motions(
    in declarations: [Declaration], language: Language
  ) -> (tokens: [Token], durations: [DurationToken], diagnostics: [Diagnostic], companions: [SourceLocation]) {
    var found: [Token] = []
    var companions: [SourceLocation] = []
    var foundAt: [[String]: Int] = [:]  // a token's path → its index, for its companions
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = []
    // What a value reads as: Dart's optional `const` and `new` left out (the definition keeps them).
    func read(_ d: Declaration) -> String { language == .dart ? withoutConstructorKeywords(d.value) : d.value }
    // The program's constants — numbers, easings, durations — by every name each is known by.
    var constants: [String: String] = [:]
    for d in declarations {
      let v = read(d)
      var isDuration: Bool {
        do { return try duration(v, language: language) != nil } catch { return false }
      }
      if EverydaySpellings.number(v) != nil || v.hasPrefix("CubicBezierEasing(") || v.hasPrefix("Cubic(")
        || EverydaySpellings.composeEasings[v] != nil || isDuration
      {
        for key in qualifiedNames(d.path) { constants[key] = v }
      }
    }
    for d in declarations {
      let value = substituted(substituted(read(d), d.parameters), constants)
      let path = d.path
      do {
        if let seconds = try duration(value, language: language) {
          durations.append(DurationToken(path: path, seconds: seconds, definition: d.value, location: d.location))
          continue
        }
      } catch {
        // A name or arithmetic this reader does not evaluate is said and passed over; a negative
        // duration is invalid motion, an error.
        diagnostics.append(
          Diagnostic(
            error.unresolved == nil ? .error : .warning,
            error.unresolved == nil ? error.message : "not read as \(language.title) motion: \(error.message)",
            at: d.valueLocation, token: path.joined(separator: ".")))
        continue
      }
      do {
        let parsed = try MotionExpression.parse(value, role: .animation, names: nil)
        var token = Token(path: path, definition: d.value, animation: parsed.animation, location: d.location)
        // An easing alone (`CubicBezierEasing(…)`, `Curves.easeOut`) has no duration of its own.
        token.hasOwnDuration = parsed.animation.durationWasWritten
        if d.isFunction, let name = path.last,
          let suffix = companionSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }),
          let base = foundAt[path.dropLast() + [String(name.dropLast(suffix.count))]],
          isCompanion(token, of: found[base])
        {
          // The same token again, for Android views: read, as that token.
          companions.append(d.location)
          continue
        }
        foundAt[path] = found.count
        found.append(token)
      } catch {
        // An Android views companion motionspec does not read as motion (`fun fadeInterpolator():
        // PathInterpolator = PathInterpolator(…)` beside `fun <T> fade()`): that token's.
        if d.isFunction, let name = path.last,
          let suffix = companionSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }),
          foundAt[path.dropLast() + [String(name.dropLast(suffix.count))]] != nil
        {
          companions.append(d.location)
          continue
        }
        if error.isInstant {
          durations.append(
            DurationToken(path: path, seconds: 0, kind: .instant, definition: d.value, location: d.location))
        } else if motionWords.contains(where: { value.hasPrefix($0) }) {
          diagnostics.append(
            Diagnostic(
              .warning, "not read as \(language.title) motion: \(unresolvedName(error.message) ?? error.message)",
              at: d.valueLocation, token: path.joined(separator: ".")))
        }
      }
    }
    return (found, durations, diagnostics, companions)
  }

  /// The account of what was passed over: each declaration whose value names motion (a
  /// ``MotionWords`` identifier outside strings) and gave no token, duration, sequence or
  /// diagnostic — a note (`passed-over`) at its value, with the reason.
  static func passedOver(
    _ declarations: [Declaration], accounted: [SourceLocation], language: Language, program: [String],
    paired: Set<String>
  ) -> [Diagnostic] {
    let lines = Set(accounted.map { "\($0.file):\($0.line)" })
    let declared = Set(declarations.flatMap { qualifiedNames($0.path) })
    var out: [Diagnostic] = []
    for d in declarations {
      let last = d.valueLocation.line + d.value.utf8.count { $0 == 10 }
      guard
        !(d.location.line...max(d.location.line, last)).contains(where: { lines.contains("\(d.location.file):\($0)") }),
        !isClockTime(d.value), !declared.contains(d.value)
      else { continue }
      let name = d.path.joined(separator: ".")
      if let n = EverydaySpellings.number(d.value), let own = d.path.last {
        if let note = unusedNumber(
          own, n, at: d.location, path: name, language: language, program: program, paired: paired)
        {
          out.append(note)
        }
        continue
      }
      guard let word = MotionWords.head(of: d.value) ?? innerMotionCall(d.value) else { continue }
      let reason: String
      if word.hasPrefix("TweenSequence") {
        reason =
          "a TweenSequence gives each step a weight of its controller's duration, which it does not name, so motionspec reads none yet; write each step as a curve with its duration"
      } else if word == "AnimationController" {
        reason =
          "an AnimationController is made where it plays; motionspec reads its duration when it names a constant (`static const Duration …`)"
      } else if d.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
        reason = "it is `\(d.value)`, which is defined in no file given; pass the file that defines it"
      } else if MotionWords.head(of: d.value) == nil {
        let outer = d.value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        reason =
          "its value is `\(outer)(…)`, which is no motion motionspec reads, around `\(word)(…)`: make the `\(word)(…)` a token of its own to have it in the spec"
      } else {
        reason =
          "its value uses `\(word)` in a form motionspec does not read in \(language.title) (the Catalogues article lists the forms it reads)"
      }
      out.append(
        Diagnostic.passedOver("\(reason)", at: d.valueLocation, token: name))
    }
    return out
  }

  /// The first call inside `value` whose name holds a motion word (`tween` in
  /// `fadeIn(tween(ENTER))`), when its head holds none.
  static func innerMotionCall(_ value: String) -> String? {
    var name = ""
    for c in value {
      if c.isLetter || c.isNumber || c == "_" {
        name.append(c)
        continue
      }
      // A cubic inside a `Path` is geometry (`cubicTo`); a `Duration` inside a value is often a
      // date's arithmetic.
      if c == "(" || c == "<", !name.isEmpty, name != "Duration",
        MotionWords.words(Substring(name)).contains(where: { w in
          MotionWords.stems.contains(where: w.hasPrefix) && !w.hasPrefix("cubic") && !w.hasPrefix("bezier")
        })
      {
        return name
      }
      name = ""
    }
    return nil
  }

  /// A number named for motion (`DurationShort2 = 100.0`, `SpringLonelyStiffness = 100f`) that no
  /// other place in the program names and no spring pair took: a note, since a number alone has
  /// no unit (Material's token files write milliseconds as plain numbers).
  static func unusedNumber(
    _ own: String, _ n: Double, at location: SourceLocation, path: String, language: Language, program: [String],
    paired: Set<String>
  ) -> Diagnostic? {
    guard MotionWords.words(Substring(own)).contains(where: { w in MotionWords.stems.contains(where: w.hasPrefix) }),
      !paired.contains(where: { SwiftSourceReader.mentions($0, own) }),
      program.reduce(0, { $0 + MotionWords.occurrences(of: own, in: $1) }) <= 1
    else { return nil }
    let spring = ["DampingRatio", "Damping", "Stiffness"].first { own.hasSuffix($0) && own.count > $0.count }
    let reason: String
    if let spring {
      let other = spring == "Stiffness" ? "Damping" : "Stiffness"
      reason =
        "`\(own)` is a spring's \(spring == "Stiffness" ? "stiffness" : "damping") (\(formatNumber(n))) with no `\(own.dropLast(spring.count))\(other)` beside it; motionspec reads a spring from the pair"
    } else {
      let use =
        language == .kotlin ? "`tween(durationMillis = \(own))`" : "`Duration(milliseconds: \(own))`"
      reason =
        "`\(own)` is a number (\(formatNumber(n))) named for motion that nothing in the files given uses; a number alone has no unit, so motionspec reads it where a motion uses it (\(use))"
    }
    return Diagnostic.passedOver(reason, at: location, token: path)
  }

  /// A Dart `Duration` in days, hours or minutes: a timeout or a date's arithmetic, not motion.
  static func isClockTime(_ value: String) -> Bool {
    value.contains("Duration(") && ["days:", "hours:", "minutes:"].contains(where: value.contains)
  }

  /// Springs written as two numbers, the way Material's motion tokens are
  /// (`SpringFastSpatialDamping = 0.6f`, `SpringFastSpatialStiffness = 800.0f`): a `…Damping` (or
  /// `…DampingRatio`) and a `…Stiffness` of one prefix in one container are the spring `prefix`,
  /// its damping a damping ratio (Material's "damping" is one) when it is 2 or less, else a
  /// damping coefficient for a unit mass.
  static func numberPairs(_ declarations: [Declaration], file: String) -> [Token] {
    var stiffness: [[String]: (Double, Declaration)] = [:]
    var damping: [[String]: (Double, Declaration)] = [:]
    for d in declarations {
      guard let n = EverydaySpellings.number(d.value), n.isFinite, n >= 0, let name = d.path.last else { continue }
      for suffix in ["DampingRatio", "Damping"] where name.hasSuffix(suffix) && name.count > suffix.count {
        damping[d.path.dropLast() + [String(name.dropLast(suffix.count))]] = (n, d)
        break
      }
      if name.hasSuffix("Stiffness"), name.count > 9 {
        stiffness[d.path.dropLast() + [String(name.dropLast(9))]] = (n, d)
      }
    }
    var out: [Token] = []
    for (path, k) in stiffness.sorted(by: { $0.value.1.location.line < $1.value.1.location.line }) {
      guard let c = damping[path], k.0 > 0 else { continue }
      let spring: Spring
      let definition: String
      if c.0 <= 2 {
        spring = ComposeSpring(dampingRatio: c.0, stiffness: k.0).spring
        definition = "spring(dampingRatio = \(formatNumber(c.0))f, stiffness = \(formatNumber(k.0))f)"
      } else {
        spring = Spring(mass: 1, stiffness: k.0, damping: c.0, allowOverDamping: true)
        definition = "{ mass: 1, stiffness: \(formatNumber(k.0)), damping: \(formatNumber(c.0)) }"
      }
      let swiftUI =
        ".spring(Spring(response: \(formatNumber(spring.response)), dampingRatio: \(formatNumber(spring.dampingRatio))))"
      var animation = Animation(.spring(spring), swiftUI: swiftUI)
      animation.notes.append(
        "from \(c.1.path.last!) and \(k.1.path.last!) (lines \(c.1.location.line) and \(k.1.location.line))")
      out.append(Token(path: path, definition: definition, animation: animation, location: c.1.location))
    }
    return out
  }

  /// One declaration: where it is, its name (with its containers) and its value as written.
  struct Declaration {
    let path: [String]
    let value: String
    let location: SourceLocation
    let valueLocation: SourceLocation
    /// A Kotlin function with an expression body (``Scanner``), not a property.
    var isFunction = false
    /// A function's parameters and their defaults, as written: what they are in its body.
    var parameters: [String: String] = [:]
  }

  /// The suffixes of the Android views companions `motionspec export --to compose` writes beside
  /// a token: `fun heavyForce(): SpringForce` beside `fun <T> heavy(): SpringSpec<T>`, and
  /// `fun fadeInterpolator(): PathInterpolator` beside `fun <T> fade(): TweenSpec<T>`.
  static let companionSuffixes = ["Force", "Interpolator"]

  /// Whether `token`, read from a function, is the Android views companion of a token of the
  /// same container (`base`, its name without the suffix): the same spring, or the same curve
  /// (an interpolator has no duration of its own). A lookalike with other physics is a token.
  static func isCompanion(_ token: Token, of base: Token) -> Bool {
    if let spring = token.animation.spring, let other = base.animation.spring {
      let scale = max(other.naturalFrequency, 1e-12)
      return abs(spring.angularFrequency - other.angularFrequency) <= 1e-9 * scale
        && abs(spring.decayConstant - other.decayConstant) <= 1e-9 * scale
        && abs(spring.mass - other.mass) <= 1e-9 * other.mass
    }
    if case .timing(let curve) = token.animation.curve, case .timing(let other) = base.animation.curve,
      !token.hasOwnDuration
    {
      return curve.easing == other.easing
    }
    return false
  }

  /// The reason for a value that could not be read because it names a constant nobody declared
  /// (`found 'MotionDurations.Medium'`): that name, and where to find it.
  static func unresolvedName(_ message: String) -> String? {
    guard message.hasSuffix("'"), let start = message.range(of: "found '", options: .backwards) else { return nil }
    let name = message[start.upperBound..<message.index(before: message.endIndex)]
    guard let first = name.first, first.isLetter || first == "_", name.contains("."),
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return "it uses `\(name)`, which is defined in no file given; pass the file that defines it too"
  }

  /// `value` with every name that is one of `constants` replaced by the constant's value: a
  /// qualified name (`MotionDurations.Medium`) by its longest known prefix; a bare name when it is
  /// not a member (nothing before it is a `.`) nor an argument's label (no single `=` after it);
  /// twice over for a constant that names another.
  static func substituted(_ value: String, _ constants: [String: String]) -> String {
    guard !constants.isEmpty else { return value }
    var text = Array(value)
    for _ in 0..<2 {
      var out: [Character] = []
      var i = 0
      while i < text.count {
        let c = text[i]
        guard c.isLetter || c == "_" else {
          out.append(c)
          i += 1
          continue
        }
        var j = i
        while j < text.count, text[j].isLetter || text[j].isNumber || text[j] == "_" { j += 1 }
        // A qualified name: the longest run of `.`-joined names that is a constant.
        if out.last != ".", j < text.count, text[j] == "." {
          var ends: [Int] = []
          var k = j
          while k + 1 < text.count, text[k] == ".", text[k + 1].isLetter || text[k + 1] == "_" {
            k += 1
            while k < text.count, text[k].isLetter || text[k].isNumber || text[k] == "_" { k += 1 }
            ends.append(k)
          }
          if let end = ends.reversed().first(where: { constants[String(text[i..<$0])] != nil }) {
            out += Array(constants[String(text[i..<end])]!)
            i = end
            continue
          }
        }
        let word = String(text[i..<j])
        // Not a member (`Spring.StiffnessLow`), nor an argument's label (`stiffness = …`).
        var next = j
        while next < text.count, text[next] == " " { next += 1 }
        let isLabel = next < text.count && text[next] == "=" && (next + 1 == text.count || text[next + 1] != "=")
        if out.last != ".", !isLabel, let constant = constants[word] {
          out += Array(constant)
        } else {
          out += text[i..<j]
        }
        i = j
      }
      if out == text { break }
      text = out
    }
    return String(text)
  }

  /// A duration written as one: Dart's `Duration(milliseconds: 300)` (also `const`) and
  /// `Duration.zero` (dart:core's "the empty duration"), Kotlin's `300.milliseconds` and
  /// `0.3.seconds` (kotlin.time).
  /// `nil` when `value` is no duration; a `Duration(…)` that cannot be read throws (unresolved
  /// when it uses a name or arithmetic, an error when it is negative).
  static func duration(_ value: String, language: Language) throws(ExpressionError) -> Double? {
    let v = value  // `const` and `new` are read past before a value reaches here (see `words`)
    switch language {
    case .dart:
      if v == "Duration.zero" { return 0 }
      guard v.hasPrefix("Duration("), !isClockTime(v) else { return nil }
      return try EverydaySpellings.flutterDuration(v, v)
    case .kotlin:
      for (suffix, scale) in [(".milliseconds", 0.001), (".seconds", 1.0)] where v.hasSuffix(suffix) {
        if let n = Double(v.dropLast(suffix.count)), n.isFinite, n >= 0 { return n * scale }
      }
      return nil
    }
  }
}
