import Foundation
import MotionSpecCore

/// Motion's keyframe arrays (motion.dev, formerly Framer Motion) in JavaScript and TypeScript
/// files, JSX and TSX included, each read as a sequence:
///
/// ```tsx
/// <motion.span
///   animate={{ opacity: [1, 1, 0, 0], y: [0, -6, 0, 0] }}
///   transition={{ duration: 0.9, times: [0, 0.5, 0.5, 1], ease: ["easeOut", "linear", "easeIn"] }} />
/// await animate(scope.current, { scale: [1, 1.08, 1] }, { duration: 0.4, delay: 0.1 })
/// const pulse = { visible: { opacity: [0, 1, 1, 0], transition: { opacity: { times: [0, 0.2, 0.8, 1] } } } }
/// ```
///
/// Where they are read: a motion component's `animate`, `whileInView`, `whileHover`, `whileTap`,
/// `whileFocus`, `whileDrag` and `exit` with the tag's `transition` (or the target's own
/// `transition`); `animate(target, keyframes, options)`; a controls' `.start({ … })`; every label
/// of a variants object (one passed as `variants={…}`, or whose name ends in "variants"); and
/// `motionSequences`, which `motionspec export --to motion` writes.
///
/// Motion's rules, from its source (motion-dom: `getDefaultTransition`, `getValueTransition`,
/// `isTransitionDefined` and the keyframes generator):
/// - a value's transition is the transition's entry for that value, else its `default`, else the
///   transition itself;
/// - a transition that sets nothing but orchestration (`delay`, `repeat`…) is Motion's default:
///   more than two keyframes play for 0.8 s; two keyframes of a transform play a spring
///   (stiffness 500, damping 25; a scale stiffness 550, damping 30, or critical towards 0);
///   others 0.3 s on `cubic-bezier(0.25, 0.1, 0.35, 1)`;
/// - otherwise keyframes play over `duration` (0.3 s unless set) at `times` (fractions of the
///   duration; evenly spaced when missing or not one per keyframe), each segment on its entry of
///   an `ease` list, or all on one `ease` (`easeInOut` unless set); a missing entry is linear;
/// - a spring (`type: "spring"`, or a spring's own options) plays two keyframes.
///
/// Where motionspec decides: the tracks are `x`/`y`/`translateX`/`translateY` (position, px),
/// `scale`/`scaleX`/`scaleY`, `rotate`/`rotateZ` (degrees, or `deg`, `turn`, `rad`) and
/// `opacity`; of two arrays of one property, the one that moves most, said in a note. A `delay`
/// holds the first value; keyframe times before the first or after the last hold too. A repeat
/// plays again; one play is read. What only the running app knows — a computed value, delay or
/// duration, a `null` keyframe after the first — is said in a note, never guessed; a first
/// `null` (Motion's "where it is now") starts at the property's rest value, said.
/// A sequence is named by its variants object and label, or by the component it is in and the
/// element (`Hero.span`), numbered where one name would repeat.
enum MotionKeyframesReader {
  /// A quick test before a file is tokenized: words without which no keyframes are read.
  static func mayHold(_ text: String) -> Bool {
    text.contains("animate") || text.contains("ariants") || text.contains("motionSequences")
      || text.contains(".start(")
  }

  static let properties: [String: AnimatedProperty] = [
    "x": .position, "y": .position, "translateX": .position, "translateY": .position, "scale": .scale,
    "scaleX": .scale, "scaleY": .scale, "rotate": .rotation, "rotateZ": .rotation, "opacity": .opacity,
  ]

  /// The attributes of a motion component that hold a target.
  static let targets: Set<String> = [
    "animate", "whileInView", "whileHover", "whileTap", "whileFocus", "whileDrag", "exit",
  ]

  /// The keys `isTransitionDefined` leaves out (orchestration, not how a value moves).
  static let orchestration: Set<String> = [
    "when", "delay", "delayChildren", "staggerChildren", "staggerDirection", "repeat", "repeatType", "repeatDelay",
    "from", "elapsed",
  ]

  /// Motion's named easings that are cubic Béziers (motion-dom's easing definitions); the others
  /// (circ…, backInOut, anticipate) are functions, said when met.
  static let namedEasings: [String: CubicBezier] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "backOut": .motionBackOut, "backIn": .motionBackIn,
  ]

  static func read(_ text: String, file: String, _ diagnostics: inout [Diagnostic]) -> [SequenceToken] {
    guard mayHold(text) else { return [] }
    var reader = Reader(tokens: ScriptTokens(text, file: file))
    reader.scan()
    diagnostics += reader.diagnostics
    return reader.found
  }

  struct Member {
    let key: String
    let keyToken: Int
    let value: Range<Int>
  }

  struct Reader {
    let tokens: ScriptTokens
    var found: [SequenceToken] = []
    var diagnostics: [Diagnostic] = []
    var used: [String: Int] = [:]
    /// Numbers and arrays the module names (`const EASE = [0.22, 1, 0.36, 1]`), by name.
    var constants: [String: Range<Int>] = [:]
    /// Objects already read, by their opening brace.
    var read = Set<Int>()

    init(tokens: ScriptTokens) { self.tokens = tokens }

    // MARK: Reading the token list

    /// The members of the object whose `{` is token `open`.
    func members(_ open: Int) -> [Member] {
      let close = Int(tokens[open].match)
      guard close > open else { return [] }
      var out: [Member] = []
      var k = open + 1
      while k < close {
        var e = k
        while e < close, !tokens.isPunctuation(e, ",") { e = tokens.after(e) }
        if e - k >= 3, tokens.isPunctuation(k + 1, ":"), [.word, .string, .number].contains(tokens[k].kind) {
          out.append(Member(key: tokens.text(k), keyToken: k, value: (k + 2)..<min(e, close)))
        }
        k = e + 1
      }
      return out
    }

    /// The first spread (`...base`) written in the object whose `{` is `open`, with what it spreads.
    func spread(in open: Int) -> Range<Int>? {
      let close = Int(tokens[open].match)
      var k = open + 1
      while k < close {
        if tokens[k].kind == .punctuation, tokens[k].end - tokens[k].start == 3 {
          var e = k + 1
          while e < close, !tokens.isPunctuation(e, ",") { e = tokens.after(e) }
          return k..<e
        }
        k = tokens.after(k)
      }
      return nil
    }

    /// `range` without TypeScript's `as …` or `satisfies …` after the value.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
      var k = range.lowerBound
      while k < range.upperBound {
        if tokens.isWord(k, "as") || tokens.isWord(k, "satisfies") { return range.lowerBound..<k }
        k = tokens.after(k)
      }
      return range
    }

    /// The object `range` is: a literal, one in parentheses, an arrow function's returned
    /// literal (`(i) => ({ … })`), the export's `transition({ … })`, or a constant naming one.
    func object(_ range: Range<Int>, depth: Int = 0) -> Int? {
      let r = trimmed(range)
      guard let first = r.first, depth < 8 else { return nil }
      if tokens.isPunctuation(first, "{"), tokens.after(first) == r.upperBound { return first }
      if tokens.isPunctuation(first, "("), tokens.after(first) == r.upperBound {
        return object((first + 1)..<Int(tokens[first].match), depth: depth + 1)
      }
      if let arrow = r.first(where: { tokens[$0].kind == .punctuation && tokens.text($0) == "=>" }),
        arrow + 1 < r.upperBound
      {
        return object((arrow + 1)..<r.upperBound, depth: depth + 1)
      }
      if r.count >= 2, tokens.isWord(first, "transition"), tokens.isPunctuation(first + 1, "("),
        tokens.after(first + 1) == r.upperBound
      {
        return object((first + 2)..<Int(tokens[first + 1].match), depth: depth + 1)
      }
      if r.count == 1, tokens[first].kind == .word, let named = constants[tokens.text(first)] {
        return object(named, depth: depth + 1)
      }
      return nil
    }

    /// Every object `range` may be as the app runs: itself, or each branch of a conditional
    /// (`done ? { opacity: 0 } : { opacity: [1, 0] }`).
    func objects(_ range: Range<Int>) -> [Int] {
      if let one = object(range) { return [one] }
      var out: [Int] = []
      var k = range.lowerBound
      while k < range.upperBound {
        if tokens.isPunctuation(k, "{") { out.append(k) }
        k = tokens.after(k)
      }
      return out
    }

    /// The items of the array `range` is (or a constant names).
    func array(_ range: Range<Int>) -> [Range<Int>]? {
      let r = trimmed(range)
      guard let first = r.first else { return nil }
      if r.count == 1, tokens[first].kind == .word, let named = constants[tokens.text(first)] {
        return array(named)
      }
      guard tokens.isPunctuation(first, "["), tokens.after(first) == r.upperBound else { return nil }
      let close = Int(tokens[first].match)
      var items: [Range<Int>] = []
      var k = first + 1
      while k < close {
        var e = k
        while e < close, !tokens.isPunctuation(e, ",") { e = tokens.after(e) }
        if e > k { items.append(k..<e) }
        k = e + 1
      }
      return items
    }

    /// The number `range` is: a literal, signed, or a constant that names one.
    func number(_ range: Range<Int>) -> Double? {
      let r = trimmed(range)
      guard let first = r.first else { return nil }
      if r.count == 2, tokens.isPunctuation(first, "-") || tokens.isPunctuation(first, "+") {
        return number((first + 1)..<r.upperBound).map { tokens.isPunctuation(first, "-") ? -$0 : $0 }
      }
      guard r.count == 1 else { return nil }
      switch tokens[first].kind {
      case .number:
        let n = Double(tokens.text(first).replacingOccurrences(of: "_", with: ""))
        return n?.isFinite == true ? n : nil
      case .word:
        guard let named = constants[tokens.text(first)], named != range else { return nil }
        return number(named)
      default: return nil
      }
    }

    /// The string `range` is, or `nil`.
    func string(_ range: Range<Int>) -> String? {
      let r = trimmed(range)
      guard r.count == 1, let k = r.first, tokens[k].kind == .string else { return nil }
      return tokens.text(k)
    }

    // MARK: Scanning

    /// The first token of the value declared at `k` (`const NAME = …` or `const NAME: Type = …`).
    func declaredValue(_ k: Int) -> Int? {
      guard k + 3 < tokens.count, tokens[k + 1].kind == .word else { return nil }
      var e = k + 2
      if tokens.isPunctuation(e, ":") {
        while e < tokens.count, e - k < 64, !tokens.isPunctuation(e, "="), !tokens.isPunctuation(e, ";") {
          e = tokens.after(e)
        }
      }
      guard tokens.isPunctuation(e, "="), e + 1 < tokens.count else { return nil }
      return e + 1
    }

    /// The tokens of one value starting at `k`: a bracketed literal, a number, a signed number or
    /// a string.
    func valueRange(_ k: Int) -> Range<Int>? {
      let t = tokens[k]
      if t.kind == .punctuation, tokens.isPunctuation(k, "{") || tokens.isPunctuation(k, "[") {
        return tokens.after(k) > k + 1 ? k..<tokens.after(k) : nil
      }
      if t.kind == .number || t.kind == .string { return k..<(k + 1) }
      if tokens.isPunctuation(k, "-"), k + 1 < tokens.count, tokens[k + 1].kind == .number { return k..<(k + 2) }
      return nil
    }

    mutating func scan() {
      let n = tokens.count
      // The module's constants, and the names passed as variants.
      var variantNames = Set<String>()
      for k in 0..<n {
        if tokens[k].kind == .word, ["const", "let", "var"].contains(tokens.text(k)), let v = declaredValue(k),
          let range = valueRange(v)
        {
          constants[tokens.text(k + 1)] = range
        }
        if tokens.isWord(k, "variants"), tokens.isPunctuation(k + 1, "="), tokens.isPunctuation(k + 2, "{"),
          k + 4 < n, tokens[k + 3].kind == .word, tokens.isPunctuation(k + 4, "}")
        {
          variantNames.insert(tokens.text(k + 3))
        }
      }
      // The top-level declaration each token is in names what it finds (`Hero.span`).
      var depth = 0
      var component: String?
      for k in 0..<n {
        let t = tokens[k]
        if t.kind == .punctuation {
          let c = tokens.bytes[Int(t.start)]
          if t.end - t.start == 1, c == UInt8(ascii: "{") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
            depth += 1
          }
          if t.end - t.start == 1, c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
            depth = max(0, depth - 1)
          }
          continue
        }
        guard t.kind == .word else { continue }
        let word = tokens.text(k)
        if ["function", "const", "let", "var", "class"].contains(word), k + 1 < n, tokens[k + 1].kind == .word {
          let name = tokens.text(k + 1)
          if depth == 0 { component = name }
          if word != "function", word != "class", let v = declaredValue(k), tokens.isPunctuation(v, "{"),
            name == "motionSequences" || name.hasSuffix("ariants") || variantNames.contains(name)
          {
            if name == "motionSequences" { exported(v) } else { variants(v, name: [name]) }
          }
        }
        if MotionKeyframesReader.targets.contains(word) || word == "variants", tokens.isPunctuation(k + 1, "="),
          tokens.isPunctuation(k + 2, "{")
        {
          element(attribute: k, component: component)
        } else if word == "animate", tokens.isPunctuation(k + 1, "("), tokens.isPunctuation(k + 2, "["),
          !tokens.isPunctuation(k - 1, ".")
        {
          diagnostics.append(
            Diagnostic(
              .note, "Motion's animate([…]) timeline is not read: its segments play on several elements",
              at: tokens.location(k)))
        } else if word == "animate" || word == "animateMini", tokens.isPunctuation(k + 1, "("),
          !tokens.isWord(k - 1, "function")
        {
          call(k + 1, name: (component.map { [$0] } ?? []) + ["animate"])
        } else if word == "start", tokens.isPunctuation(k - 1, "."), tokens.isPunctuation(k + 1, "("),
          tokens[k + 1].match > k + 2, let open = object((k + 2)..<Int(tokens[k + 1].match))
        {
          target(open, transition: [], name: (component.map { [$0] } ?? []) + ["start"], at: open)
        }
      }
    }

    /// A JSX attribute `animate={…}` at `attribute`: its target with the tag's `transition`.
    mutating func element(attribute: Int, component: String?) {
      let expression = attribute + 2
      let inside = (expression + 1)..<Int(max(tokens[expression].match, Int32(expression + 1)))
      // The tag: back to its `<` and on to its `>`, over the attributes' braces.
      var start = attribute
      while start > 0, !tokens.isPunctuation(start, "<") {
        start -= 1
        if tokens[start].match >= 0, tokens[start].match < start { start = Int(tokens[start].match) }
        if attribute - start > 4096 { break }
      }
      var end = attribute
      while end < tokens.count, !tokens.isPunctuation(end, ">"), end - attribute < 4096 { end = tokens.after(end) }
      var tag = "element"
      if tokens.isPunctuation(start, "<"), start + 1 < tokens.count, tokens[start + 1].kind == .word {
        var e = start + 1
        tag = tokens.text(e)
        while tokens.isPunctuation(e + 1, "."), e + 2 < tokens.count, tokens[e + 2].kind == .word {
          e += 2
          tag = tokens.text(e)
        }
      }
      var transitions: [Int] = []
      var k = start
      while k < end {
        if tokens.isWord(k, "transition"), tokens.isPunctuation(k + 1, "="), tokens.isPunctuation(k + 2, "{"),
          k + 2 < end, tokens[k + 2].match > k + 2
        {
          transitions = objects((k + 3)..<Int(tokens[k + 2].match))
        }
        k = tokens.after(k)
      }
      let name = (component.map { [$0] } ?? []) + [tag]
      if tokens.isWord(attribute, "variants") {
        // Variants written on the element (`variants={{ a: { x: [0, 200] } }}`) play with its transition.
        if let open = object(inside), !read.contains(open) { variants(open, name: name, transitions: transitions) }
        return
      }
      for open in objects(inside) {
        target(open, transition: transitions, name: name, at: open)
      }
      // A target picked from an object of the component's (`animate={animations[mode]}`,
      // `animate={pulses.slow}`): the object's labels, as variants.
      if let first = inside.first, tokens[first].kind == .word, inside.count > 1,
        tokens.isPunctuation(first + 1, "[") || tokens.isPunctuation(first + 1, "."),
        let named = constants[tokens.text(first)], let open = object(named), !read.contains(open)
      {
        variants(open, name: [tokens.text(first)], transitions: transitions)
      }
    }

    /// `animate(target, keyframes, options)` whose `(` is `open`.
    mutating func call(_ open: Int, name: [String]) {
      let close = Int(tokens[open].match)
      guard close > open else { return }
      var arguments: [Range<Int>] = []
      var k = open + 1
      while k < close {
        var e = k
        while e < close, !tokens.isPunctuation(e, ",") { e = tokens.after(e) }
        arguments.append(k..<e)
        k = e + 1
      }
      guard arguments.count >= 2, let keyframes = object(arguments[1]) else { return }
      let options = arguments.count > 2 ? object(arguments[2]).map { [$0] } ?? [] : []
      target(keyframes, transition: options, name: name, at: keyframes)
    }

    /// Each label of a variants object.
    mutating func variants(_ open: Int, name: [String], transitions: [Int] = []) {
      read.insert(open)
      for member in members(open) {
        guard let target = object(member.value) else { continue }
        self.target(target, transition: transitions, name: name + [member.key], at: member.keyToken)
      }
    }

    /// The `/** id: description */` comment the export writes above a sequence: its description.
    func docComment(before k: Int, id: String?) -> String? {
      var end = Int(tokens.tokens[k].start)
      while end > 0, [32, 9, 10, 13].contains(tokens.bytes[end - 1]) { end -= 1 }
      guard end >= 2, tokens.bytes[end - 2] == 42, tokens.bytes[end - 1] == 47 else { return nil }  // */
      let before = String(decoding: tokens.bytes[..<(end - 2)], as: UTF8.self)
      guard let open = before.range(of: "/**", options: .backwards) else { return nil }
      let body = before[open.upperBound...].split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces).drop { $0 == "*" }.trimmingCharacters(in: .whitespaces)
      }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
      guard let id, body.hasPrefix(id + ": ") else { return nil }
      let text = String(body.dropFirst(id.count + 2))
      return text.isEmpty ? nil : text
    }

    /// The `motionSequences` object `motionspec export --to motion` writes.
    mutating func exported(_ open: Int) {
      read.insert(open)
      for member in members(open) {
        guard let body = object(member.value) else { continue }
        let fields = members(body)
        func field(_ key: String) -> Range<Int>? { fields.first { $0.key == key }?.value }
        guard let keyframes = field("keyframes").flatMap({ object($0) }) else { continue }
        let id = field("id").flatMap { string($0) }
        var stagger: Stagger?
        if let s = field("stagger").flatMap({ object($0) }) {
          let options = members(s)
          func option(_ key: String) -> Range<Int>? { options.first { $0.key == key }?.value }
          if let count = option("count").flatMap({ number($0) }), let each = option("each").flatMap({ number($0) }),
            count >= 1, count <= Double(MotionLimits.tokenCount), each >= 0
          {
            let from = option("from").flatMap { string($0) }
            let order: Stagger.Order = from == "last" ? .reverse : from == "center" ? .center : .forward
            stagger = Stagger(count: Int(count), interval: each, order: order)
            // Motion counts a centre stagger from the middle index, (count − 1) / 2: for an even
            // count both middles start half an interval in, unless `startDelay` takes it back.
            let start = option("startDelay").flatMap { number($0) } ?? 0
            let expected = order == .center && Int(count) % 2 == 0 ? -each / 2 : 0
            if abs(start - expected) > 1e-9 {
              diagnostics.append(
                Diagnostic(
                  .warning,
                  "stagger of \(id ?? member.key): Motion starts every element \(formatNumber(start - expected)) s later than motionspec's stagger, which starts the first (both middles of an even centre stagger) at 0; read without that offset",
                  at: tokens.location(s)))
            }
          }
        }
        let path = id.map { $0.split(separator: ".").map(String.init) } ?? [member.key]
        target(
          keyframes, transition: field("transition").flatMap { object($0) }.map { [$0] } ?? [], name: path,
          at: member.keyToken, stagger: stagger, description: docComment(before: member.keyToken, id: id))
      }
    }

    // MARK: A target's tracks

    /// The transition of one value: the entry for `key`, else `default`, else the transition.
    func valueTransition(_ transition: Int?, key: String) -> Int? {
      guard let transition else { return nil }
      let fields = members(transition)
      for name in [key, "default"] {
        if let entry = fields.first(where: { $0.key == name }), let open = object(entry.value) { return open }
      }
      return transition
    }

    /// A target's keyframe arrays as one sequence.
    mutating func target(
      _ open: Int, transition candidates: [Int], name: [String], at: Int, stagger: Stagger? = nil,
      description: String? = nil
    ) {
      guard read.insert(open).inserted else { return }
      let fields = members(open)
      let arrays = fields.compactMap { m -> (Member, AnimatedProperty, [Range<Int>])? in
        guard let property = properties[m.key], let items = array(m.value), items.count >= 2 else { return nil }
        return (m, property, items)
      }
      guard !arrays.isEmpty else { return }
      let location = tokens.location(at)
      var notes: [String] = []
      // The target's own transition, else the one of the element or call whose `times` fit.
      var transition = fields.first { $0.key == "transition" }.flatMap { object($0.value) }
      if transition == nil, !candidates.isEmpty {
        let count = arrays.map(\.2.count).max() ?? 0
        transition =
          candidates.first { c in
            members(c).contains { $0.key == "times" && array($0.value)?.count == count }
          } ?? candidates.first
        if candidates.count > 1 {
          notes.append("its transition is chosen as the app runs; the first that fits is read")
        }
      }
      var tracks: [KeyframeTrack] = []
      var locations: [[SourceLocation]] = []
      var repeats = false
      for property in AnimatedProperty.allCases {
        var options: [(key: String, track: KeyframeTrack, at: [SourceLocation], span: Double)] = []
        for (member, p, items) in arrays where p == property {
          let values = valueTransition(transition, key: member.key)
          if let values, members(values).contains(where: { $0.key == "repeat" }) { repeats = true }
          switch track(property, key: member.key, items, transition: values) {
          case .success(let read):
            let targets = read.track.keyframes.map(\.target) + [read.track.initialValue]
            options.append((member.key, read.track, read.at, (targets.max() ?? 0) - (targets.min() ?? 0)))
            notes += read.notes.map { "\(member.key): \($0)" }
          case .failure(let why):
            notes.append("\(member.key) is not read: \(why.message)")
          }
        }
        guard let best = options.max(by: { $0.span < $1.span }) else { continue }
        if options.count > 1 {
          let others = options.filter { $0.key != best.key }.map(\.key)
          notes.append(
            "\(others.joined(separator: ", ")) \(others.count == 1 ? "moves" : "move") too; the \(property.rawValue) track is \(best.key), which moves most"
          )
        }
        tracks.append(best.track)
        locations.append(best.at)
      }
      if repeats { notes.append("it repeats; one play is read") }
      let id = unique(name)
      for note in notes {
        diagnostics.append(Diagnostic(.note, "keyframes \(id.joined(separator: ".")): \(note)", at: location))
      }
      guard !tracks.isEmpty else { return }
      guard found.count < MotionLimits.tokenCount else {
        if found.count == MotionLimits.tokenCount {
          diagnostics.append(
            Diagnostic(.error, "more than \(MotionLimits.tokenCount) keyframe targets in one file", at: location))
        }
        return
      }
      found.append(
        SequenceToken(
          path: id, description: description, sequence: MotionSequence(tracks: tracks, stagger: stagger),
          location: location, keyframeLocations: locations))
    }

    /// `name`, numbered (`-2`, `-3`…) where it was used before in this file.
    mutating func unique(_ name: [String]) -> [String] {
      let key = name.joined(separator: ".")
      used[key, default: 0] += 1
      guard used[key]! > 1, var last = name.last else { return name }
      last += "-\(used[key]!)"
      return name.dropLast() + [last]
    }

    struct Refusal: Error { let message: String }

    /// Source text as a note shows it: at most 40 characters.
    static func shown(_ text: String) -> String {
      let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return line.count > 40 ? String(line.prefix(40)) + "…" : line
    }

    /// One value's keyframes as a track, with where each keyframe was written.
    func track(
      _ property: AnimatedProperty, key: String, _ items: [Range<Int>], transition: Int?
    ) -> Result<(track: KeyframeTrack, at: [SourceLocation], notes: [String]), Refusal> {
      guard items.count <= 1000 else { return .failure(Refusal(message: "more than 1000 keyframes")) }
      var notes: [String] = []
      var values: [Double] = []
      for (index, item) in items.enumerated() {
        if index == 0, tokens.isWord(item.lowerBound, "null"), item.count == 1 {
          values.append(property.restValue)
          notes.append("its first keyframe, null, is where the element is; read as \(formatNumber(property.restValue))")
          continue
        }
        switch value(item, property) {
        case .success(let v): values.append(v)
        case .failure(let why): return .failure(why)
        }
      }
      let at = items.map { tokens.location($0.lowerBound) }
      if let transition, let spread = spread(in: transition) {
        return .failure(
          Refusal(message: "its transition is built as the app runs (\(Self.shown(tokens.source(spread))))"))
      }
      let fields = transition.map(members) ?? []
      func field(_ key: String) -> Range<Int>? { fields.first { $0.key == key }?.value }
      var keyframes: [Keyframe] = []
      var delay = 0.0
      if let d = field("delay") {
        if let seconds = number(d), MotionLimits.delay.contains(seconds) {
          delay = seconds
        } else {
          notes.append("its delay, \(Self.shown(tokens.source(d))), is computed as the app runs; read without it")
        }
      }
      if delay > 0 { keyframes.append(.linear(to: values[0], duration: delay, curve: .bezier(.linear))) }
      var frameAt = delay > 0 ? [at[0]] : []
      let keys = Set(fields.map(\.key))
      let type = field("type").flatMap { string($0) }
      let springKeys: Set<String> = ["stiffness", "damping", "mass", "bounce", "visualDuration"]
      let defined = !keys.subtracting(MotionKeyframesReader.orchestration).isEmpty
      if type == "inertia" {
        return .failure(Refusal(message: "inertia decelerates from the gesture's velocity, which only the app knows"))
      }
      if type == "spring" || (type == nil && !keys.isDisjoint(with: springKeys))
        || (!defined && values.count == 2 && property != .opacity)
      {
        let spring: Spring
        if defined {
          var parts = [#"type: "spring""#]
          for k in ["stiffness", "damping", "mass", "bounce", "visualDuration", "duration"] {
            guard let r = field(k) else { continue }
            guard let n = number(r) else {
              return .failure(
                Refusal(message: "its \(k), \(Self.shown(tokens.source(r))), is computed as the app runs"))
            }
            parts.append("\(k): \(formatNumber(n))")
          }
          do {
            guard let s = try PlatformExpression.parse("{ " + parts.joined(separator: ", ") + " }").spring else {
              return .failure(Refusal(message: "its transition is not a spring"))
            }
            spring = s
          } catch {
            return .failure(Refusal(message: error.message))
          }
        } else {
          // Motion's default for a transform's two keyframes.
          let stiffness = property == .scale ? 550.0 : 500
          let damping = property == .scale ? (values[1] == 0 ? 2 * stiffness.squareRoot() : 30) : 25
          spring = Spring(mass: 1, stiffness: stiffness, damping: damping)
        }
        // Motion's spring plays from the first keyframe to the last (motion-dom's spring
        // generator); any between are not played.
        keyframes.append(.spring(to: values[values.count - 1], duration: nil, spring: spring, startVelocity: nil))
        frameAt.append(at[values.count - 1])
        if values.count > 2 {
          notes.append(
            "Motion's spring plays from the first keyframe to the last; the \(values.count - 2) between are not played")
        }
        return .success((KeyframeTrack(property, from: values[0], keyframes), frameAt, notes))
      }
      var duration = 0.3
      var ease: [Easing] = []
      var perSegment = false
      if !defined {
        duration = values.count > 2 ? 0.8 : 0.3
        ease = [.bezier(values.count > 2 ? .easeInOut : .motionDefaultTween)]
      } else {
        if let d = field("duration") {
          guard let seconds = number(d), MotionLimits.duration.contains(seconds) else {
            return .failure(
              Refusal(message: "its duration, \(Self.shown(tokens.source(d))), is not a number of seconds"))
          }
          duration = seconds
        }
        if let e = field("ease") {
          switch easings(e) {
          case .success(let read): (ease, perSegment) = read
          case .failure(let why): return .failure(why)
          }
        } else {
          ease = [.bezier(.easeInOut)]
        }
      }
      var times = (0..<values.count).map { Double($0) / Double(values.count - 1) }
      if let t = field("times") {
        let given = array(t)?.compactMap { number($0) } ?? []
        if given.count == values.count, given.allSatisfy({ (0...1).contains($0) }),
          zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 })
        {
          times = given
        } else {
          notes.append(
            "times has \(given.count) entries for \(values.count) keyframes, so Motion spaces the keyframes evenly")
        }
      }
      if times[0] > 0 {
        keyframes.append(.linear(to: values[0], duration: times[0] * duration, curve: .bezier(.linear)))
        frameAt.append(at[0])
      }
      for i in 1..<values.count {
        let d = (times[i] - times[i - 1]) * duration
        let curve = !perSegment ? ease[0] : i - 1 < ease.count ? ease[i - 1] : .bezier(.linear)
        keyframes.append(d > 0 ? .linear(to: values[i], duration: d, curve: curve) : .move(to: values[i]))
        frameAt.append(at[i])
      }
      if let last = times.last, last < 1 {
        keyframes.append(
          .linear(to: values[values.count - 1], duration: (1 - last) * duration, curve: .bezier(.linear)))
        frameAt.append(at[values.count - 1])
      }
      return .success((KeyframeTrack(property, from: values[0], keyframes), frameAt, notes))
    }

    /// One keyframe's value in the property's unit.
    func value(_ item: Range<Int>, _ property: AnimatedProperty) -> Result<Double, Refusal> {
      if let n = number(item) { return .success(n) }
      guard let s = string(item)?.trimmingCharacters(in: .whitespaces) else {
        let text = tokens.source(item)
        return .failure(
          Refusal(
            message: tokens.isWord(item.lowerBound, "null")
              ? "a null keyframe after the first holds where the element is as the app runs"
              : "the keyframe \(Self.shown(text)) is computed as the app runs"))
      }
      let units: [(String, Double)]
      switch property {
      case .position: units = [("px", 1)]
      case .rotation: units = [("deg", 1), ("turn", 360), ("rad", 180 / Double.pi)]
      case .scale, .opacity: units = []
      }
      if let n = Double(s), n.isFinite { return .success(n) }
      for (unit, factor) in units where s.hasSuffix(unit) {
        if let n = Double(s.dropLast(unit.count).trimmingCharacters(in: .whitespaces)), n.isFinite {
          return .success(n * factor)
        }
      }
      let shown = Self.shown(s)
      return .failure(
        Refusal(
          message:
            "'\(shown)' is not a \(property == .position ? "length in px" : property == .rotation ? "angle" : "number")"
        ))
    }

    /// A transition's `ease`: one easing, or a list of one per segment.
    func easings(_ range: Range<Int>) -> Result<(easings: [Easing], perSegment: Bool), Refusal> {
      if let items = array(range), let first = items.first, number(first) == nil {
        var out: [Easing] = []
        for item in items {
          switch easing(item) {
          case .success(let e): out.append(e)
          case .failure(let why): return .failure(why)
          }
        }
        return .success((out, true))
      }
      return easing(range).map { ([$0], false) }
    }

    /// One easing: a named one, four control points, or a constant that names either.
    func easing(_ range: Range<Int>) -> Result<Easing, Refusal> {
      if let name = string(range) {
        guard let bezier = MotionKeyframesReader.namedEasings[name] else {
          return .failure(
            Refusal(message: "the ease \"\(Self.shown(name))\" is not a cubic Bézier, which motionspec models"))
        }
        return .success(.bezier(bezier))
      }
      if let items = array(range), items.count == 4 {
        let points = items.compactMap { number($0) }
        if points.count == 4 {
          do {
            return .success(.bezier(try CubicBezier(points[0], points[1], points[2], points[3])))
          } catch {
            return .failure(Refusal(message: error.description))
          }
        }
      }
      let text = tokens.source(range)
      return .failure(
        Refusal(message: "the ease \(Self.shown(text)) is computed as the app runs"))
    }
  }
}
