import Foundation
import MotionSpecCore

/// CSS `@keyframes` as sequences: each rule's stops, per property — `translate`/`transform`'s
/// translation (along the axis that moves most), `scale`, `rotate` and `opacity` — with each
/// stop's `animation-timing-function` shaping the way to the next stop where that property is
/// given, as CSS Animations define it.
///
/// - Blocks with the same selector merge, as CSS cascades them (`from, 60%, to { timing }` then
///   `0% { … }`); a property missing at 0 % or 100 % is at its rest value there (no translation,
///   scale 1, no rotation, opacity 1).
/// - The duration and the default timing come from a rule that plays the keyframes
///   (`animation: name 300ms ease-out, …`, or `animation-name` with `animation-duration`); without
///   one, 1 s and `ease`, said in a note. Keyframes one rule plays together (a track each, as
///   motionspec's export writes them) are one sequence, named by the rule's selector.
/// - A timing function is read as every other CSS curve is (`cubic-bezier()`, keywords,
///   `linear()` exactly); `steps(1, jump-start)` is a jump; other `steps()` are said and the
///   track is not read.
enum CSSKeyframesReader {
  struct Stop {
    var offset: Double
    var declarations: [(property: String, value: String)] = []
  }

  static func sequences(
    in source: String, file: String, rootFontSize chosen: Double? = nil, _ diagnostics: inout [Diagnostic]
  ) -> [SequenceToken] {
    let fontSize = chosen ?? rootFontSize
    guard source.contains("@keyframes") || source.contains("@-webkit-keyframes") else { return [] }
    let text = Array(withoutComments(source).utf8)
    var found: [SequenceToken] = []
    var seen = Set<String>()
    var i = 0
    func location(_ offset: Int) -> SourceLocation {
      let before = text[..<offset]
      let line = before.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
      let column = SourceCursor.column(of: offset, lineStart: before.lastIndex(of: 10).map { $0 + 1 } ?? 0, in: text)
      return SourceLocation(file: file, line: line, column: column)
    }
    func string(_ range: Range<Int>) -> String { String(decoding: text[range], as: UTF8.self) }
    /// The index of the `}` that closes the `{` at `open`.
    func close(_ open: Int) -> Int? {
      var depth = 0
      var k = open
      while k < text.count {
        if text[k] == UInt8(ascii: "{") { depth += 1 }
        if text[k] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { return k }
        }
        k += 1
      }
      return nil
    }
    // The style rules, nesting resolved, once: each @keyframes looks for the rules that play it.
    let rules = CSSRules.styleRules(string(0..<text.count))
    while i < text.count {
      guard text[i] == UInt8(ascii: "@") else {
        i += 1
        continue
      }
      let at = i
      var k = i + 1
      while k < text.count, text[k] != UInt8(ascii: "{"), text[k] != UInt8(ascii: ";"), k - i < 512 { k += 1 }
      let head = string(i..<min(k, text.count)).trimmingCharacters(in: .whitespacesAndNewlines)
      guard k < text.count, text[k] == UInt8(ascii: "{"),
        head.hasPrefix("@keyframes ") || head.hasPrefix("@-webkit-keyframes "),
        let end = close(k)
      else {
        i = k + 1
        continue
      }
      i = end + 1
      let name = String(head.split(separator: " ", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      guard !name.isEmpty, seen.insert(name).inserted else { continue }
      // The stops: `selectors { declarations }`, merged by offset.
      var stops: [Double: Stop] = [:]
      var j = k + 1
      var problem: String?
      while j < end {
        var open = j
        while open < end, text[open] != UInt8(ascii: "{") { open += 1 }
        guard open < end, let shut = close(open), shut <= end else { break }
        let selectors = string(j..<open).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let body = string(open + 1..<shut)
        for selector in selectors where !selector.isEmpty {
          let offset: Double?
          switch selector.lowercased() {
          case "from": offset = 0
          case "to": offset = 100
          default: offset = selector.hasSuffix("%") ? Double(selector.dropLast()) : nil
          }
          guard let offset, offset >= 0, offset <= 100 else {
            problem = "the keyframe selector '\(selector)' is not from, to or a percentage"
            continue
          }
          var stop = stops[offset] ?? Stop(offset: offset)
          for declaration in body.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            stop.declarations.append(
              (
                parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased(),
                parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
              ))
          }
          stops[offset] = stop
        }
        j = shut + 1
      }
      if let problem {
        diagnostics.append(Diagnostic(.warning, "not read: @keyframes \(name): \(problem)", at: location(at)))
        continue
      }
      let ordered = stops.values.sorted { $0.offset < $1.offset }
      if chosen == nil, usesFontRelativeLengths(ordered) {
        diagnostics.append(
          Diagnostic(
            .note,
            "@keyframes \(name): rem and em lengths are read at \(formatNumber(rootFontSize)) px, the browsers' default font size; if the page's root font size differs, pass --root-font-size (or set read: {root-font-size: …} in .motionspec.yml)",
            at: location(at)))
      }
      // Every rule that plays the keyframes gets its own sequence, at its own duration and curve.
      for play in playbacks(of: name, in: rules) {
        if let said = play.said {
          diagnostics.append(Diagnostic(.note, "@keyframes \(name): \(said)", at: location(at)))
        }
        if let replaced = play.replaced {
          diagnostics.append(
            Diagnostic(
              .warning,
              "@keyframes \(name)\(play.player.map { " in .\($0)" } ?? ""): its timing function \(replaced) is not one motionspec draws (it jumps between values, or is not CSS): read with CSS's default, ease",
              at: location(at)))
        }
        var tracks: [KeyframeTrack] = []
        for property in AnimatedProperty.allCases {
          switch track(property, ordered, duration: play.duration, timing: play.timing, fontSize: fontSize) {
          case .success(let read?): tracks.append(read)
          case .success(nil): break
          case .failure(let why):
            // Said once per keyframes, not once per rule that plays them.
            let message = "not read: @keyframes \(name) \(property.rawValue): \(why.why)"
            if !diagnostics.contains(where: { $0.message == message && $0.location == location(at) }) {
              diagnostics.append(Diagnostic(.warning, message, at: location(at)))
            }
          }
        }
        guard !tracks.isEmpty else { continue }
        // Keyframes one rule plays together are one sequence, named by the rule's selector.
        var id = play.player ?? name
        // Keyframes a rule plays after others on the same property (`hvr-bob-float, hvr-bob`)
        // are a sequence of their own, named by both, rather than dropped.
        if let k = found.firstIndex(where: { $0.id == id }),
          tracks.contains(where: { found[k].sequence.track($0.property) != nil })
        {
          id += "-" + name
        }
        if let k = found.firstIndex(where: { $0.id == id }) {
          for track in tracks where found[k].sequence.track(track.property) == nil {
            found[k].sequence.tracks.append(track)
          }
        } else {
          found.append(SequenceToken(path: [id], sequence: MotionSequence(tracks: tracks), location: location(at)))
        }
      }
    }
    return found
  }

  struct Unreadable: Error {
    let why: String
  }

  /// One property's track over the stops that give it, at rest where 0 % or 100 % does not.
  static func track(
    _ property: AnimatedProperty, _ stops: [Stop], duration: Double, timing: Easing, fontSize: Double = rootFontSize
  ) -> Result<
    KeyframeTrack?, Unreadable
  > {
    var points: [(offset: Double, value: Double, timing: String?)] = []
    var axisValues: [[Double]] = []
    for stop in stops {
      let timing = stop.declarations.last { $0.property == "animation-timing-function" }?.value
      guard let values = value(property, stop.declarations, fontSize: fontSize) else { continue }
      axisValues.append(values)
      points.append((stop.offset, values[0], timing))
    }
    guard !points.isEmpty else { return .success(nil) }
    // A translation: the axis that moves most (y when both move alike).
    if property == .position, let width = axisValues.first?.count, width > 1 {
      let spread = (0..<width).map { a in
        let v = axisValues.map { a < $0.count ? $0[a] : 0 }
        return (v.max() ?? 0) - (v.min() ?? 0)
      }
      let axis = spread[1] >= spread[0] ? 1 : 0
      for n in points.indices { points[n].value = axis < axisValues[n].count ? axisValues[n][axis] : 0 }
    }
    // Timing functions apply from the stop that names them; a stop that gives no value still sets none.
    let timings = Dictionary(
      stops.compactMap { s in
        s.declarations.last { $0.property == "animation-timing-function" }.map { (s.offset, $0.value) }
      }, uniquingKeysWith: { _, b in b })
    if points.first?.offset != 0 { points.insert((0, property.restValue, timings[0]), at: 0) }
    if points.last?.offset != 100 { points.append((100, property.restValue, nil)) }
    guard points.count >= 2, Set(points.map(\.value)).count > 1 else { return .success(nil) }
    var keyframes: [Keyframe] = []
    for n in 0..<(points.count - 1) {
      let a = points[n], b = points[n + 1]
      let d = (b.offset - a.offset) / 100 * duration
      let written = a.timing ?? timings[a.offset]
      guard let written else {
        keyframes.append(.linear(to: b.value, duration: d, curve: timing))
        continue
      }
      let compact = written.replacingOccurrences(of: " ", with: "").lowercased()
      if compact == "steps(1,jump-start)" || compact == "steps(1,start)" || compact == "step-start" {
        keyframes.append(.move(to: b.value))
        if d > 0 { keyframes.append(.linear(to: b.value, duration: d, curve: .bezier(.linear))) }
        continue
      }
      if compact == "step-end" || compact == "steps(1,jump-end)" || compact == "steps(1,end)" {
        if d > 0 { keyframes.append(.linear(to: a.value, duration: d, curve: .bezier(.linear))) }
        keyframes.append(.move(to: b.value))
        continue
      }
      guard let animation = try? MotionExpression.parse(written), case .timing(let curve) = animation.curve else {
        return .failure(Unreadable(why: "the timing function '\(written)' is not a curve motionspec reads"))
      }
      keyframes.append(.linear(to: b.value, duration: d, curve: curve.easing))
    }
    return .success(KeyframeTrack(property, from: points[0].value, keyframes))
  }

  /// The font size `rem` and `em` lengths are read at: 16 px, the initial `font-size: medium` of
  /// every major browser (CSS Fonts 4 leaves it to the user agent; all ship 16 px).
  static let rootFontSize = 16.0

  /// Whether a stop's translation is written in `rem` or `em`.
  static func usesFontRelativeLengths(_ stops: [Stop]) -> Bool {
    stops.contains { stop in
      stop.declarations.contains { d in
        ["translate", "transform", "-webkit-transform"].contains(d.property)
          && d.value.lowercased().split(whereSeparator: { " (),".contains($0) }).contains {
            $0.hasSuffix("rem") || $0.hasSuffix("em") && Double($0.dropLast(2)) != nil
          }
      }
    }
  }

  /// A property's value at a stop: translation components in px, scale, degrees, opacity.
  static func value(
    _ property: AnimatedProperty, _ declarations: [(property: String, value: String)], fontSize: Double = rootFontSize
  ) -> [Double]? {
    func number(_ s: Substring) -> Double? {
      let t = s.trimmingCharacters(in: .whitespaces).lowercased()
      // Lengths relative to a font size, at the root font size chosen, else the browsers'
      // default (see ``rootFontSize``); the reader says so where the keyframes are.
      for unit in ["rem", "em"] where t.hasSuffix(unit) {
        if let n = Double(t.dropLast(unit.count)) { return n * fontSize }
      }
      for unit in ["px", "deg", "%", ""] where t.hasSuffix(unit) {
        if let n = Double(t.dropLast(unit.count)) {
          return unit == "%" && property == .opacity ? n / 100 : n
        }
      }
      if t.hasSuffix("turn"), let n = Double(t.dropLast(4)) { return n * 360 }
      if t.hasSuffix("rad"), let n = Double(t.dropLast(3)) { return n * 180 / Double.pi }
      return nil
    }
    func arguments(_ call: String, in text: String) -> [Double]? {
      guard let r = text.range(of: call + "("), let shut = text[r.upperBound...].firstIndex(of: ")") else { return nil }
      let list = text[r.upperBound..<shut].split(whereSeparator: { $0 == "," || $0 == " " }).compactMap(number)
      return list.isEmpty ? nil : list
    }
    for (name, written) in declarations.reversed() {
      let v = written.lowercased()
      switch (property, name) {
      case (.opacity, "opacity"): return number(Substring(v)).map { [$0] }
      case (.position, "translate"):
        let parts = v.split(separator: " ").compactMap(number)
        return parts.isEmpty ? nil : [parts[0], parts.count > 1 ? parts[1] : 0]
      case (.scale, "scale"):
        let parts = v.split(separator: " ").compactMap(number)
        return parts.isEmpty ? nil : [parts.count > 1 && parts[1] != parts[0] ? parts[1] : parts[0]]
      case (.rotation, "rotate"): return number(Substring(v)).map { [$0] }
      case (_, "transform"), (_, "-webkit-transform"):
        if v == "none" { return [property.restValue, property.restValue] }
        switch property {
        case .position:
          if let t = arguments("translate3d", in: v) ?? arguments("translate", in: v) {
            return [t[0], t.count > 1 ? t[1] : 0]
          }
          if let y = arguments("translatey", in: v) { return [0, y[0]] }
          if let x = arguments("translatex", in: v) { return [x[0], 0] }
          if v.contains("translate") { return nil }
          return [0, 0]
        case .scale:
          if let s = arguments("scale3d", in: v) ?? arguments("scale", in: v) { return [s.count > 1 ? s[1] : s[0]] }
          if let s = arguments("scaley", in: v) ?? arguments("scalex", in: v) { return [s[0]] }
          return [1]
        case .rotation:
          if let r = arguments("rotatez", in: v) ?? arguments("rotate", in: v) { return [r[0]] }
          return [0]
        case .opacity:
          continue
        }
      default: continue
      }
    }
    return nil
  }

  /// How the keyframes are played: a rule's duration and timing for `name`, or 1 s and `ease`.
  /// How a rule plays keyframes: its duration and timing (or 1 s and `ease`, said), its selector
  /// (the sequence's name), and a timing function it names that motionspec does not draw
  /// (`steps(4, end)`), read as `ease` instead.
  struct Playback {
    var duration: Double
    var timing: Easing
    var said: String?
    var player: String?
    var replaced: String?
  }

  /// Every rule that plays the keyframes `name`, in the order written; one 1 s `ease` playback,
  /// said, when none does.
  static func playbacks(of name: String, in rules: [CSSStyleRule]) -> [Playback] {
    let ease = Easing.bezier(.caDefault)  // CSS's `ease`: (0.25, 0.1), (0.25, 1)
    func curve(_ w: Substring) -> Easing? {
      guard let a = try? MotionExpression.parse(String(w)), case .timing(let c) = a.curve else { return nil }
      return c.easing
    }
    var found: [Playback] = []
    for rule in rules {
      let player = rule.playerName
      var duration: Double?
      var timing: Easing?
      var unread: String?  // a timing function motionspec does not draw (`steps(4, end)`)
      var named = false
      var index = 0  // the keyframes' place in animation-name's list
      var durations: [Substring] = []
      var timings: [Substring] = []
      for declaration in rule.declarations {
        let parts = [declaration.property, declaration.value]
        switch parts[0].lowercased() {
        case "animation":
          // One of a comma-separated list (commas inside parentheses aside).
          let items = CSSRules.list(parts[1])
          // The shorthand resets the longhands it covers.
          durations = []
          timings = []
          guard let item = items.first(where: { cssWords($0).contains(Substring(name)) }) else {
            named = false
            continue
          }
          named = true
          // Words by the CSS grammar: whitespace outside parentheses, so `cubic-bezier(0.2, 0, 0, 1)`
          // and `steps(4, end)` stay whole.
          let words = cssWords(item)
          duration = words.lazy.compactMap { EverydaySpellings.cssTime($0) }.first
          if let c = words.lazy.filter({ EverydaySpellings.cssTime($0) == nil }).compactMap(curve).first {
            timing = c
          } else if let function = words.first(where: { $0.contains("(") }) {
            unread = String(function)
          }
        case "animation-name":
          let names = CSSRules.list(parts[1])
          if let i = names.firstIndex(of: Substring(name)) {
            named = true
            index = i
          }
        case "animation-duration": durations = CSSRules.list(parts[1])
        case "animation-timing-function": timings = CSSRules.list(parts[1])
        default: break
        }
      }
      // The longhands are lists matched to animation-name's by position, repeated when shorter
      // (CSS Animations 1, §3: "the lists are repeated").
      if !durations.isEmpty { duration = EverydaySpellings.cssTime(durations[index % durations.count]) }
      if !timings.isEmpty {
        let written = timings[index % timings.count]
        if let c = curve(written) { timing = c } else { unread = String(written) }
      }
      let replaced = timing == nil ? unread : nil
      // The same playback from several selectors of a list (`.a:hover, .a:focus`) is one.
      if found.contains(where: {
        $0.player == player && $0.duration == (duration ?? 1) && $0.timing == (timing ?? ease)
      }) {
        continue
      }
      if named, let duration, duration > 0 {
        found.append(Playback(duration: duration, timing: timing ?? ease, player: player, replaced: replaced))
      } else if named {
        found.append(
          Playback(
            duration: 1, timing: timing ?? ease, said: "no duration found where it is played: read over 1 s",
            player: player, replaced: replaced))
      }
    }
    guard found.isEmpty else { return found }
    return [
      Playback(
        duration: 1, timing: ease,
        said: "no rule plays it with a duration: read over 1 s with CSS's default timing, ease")
    ]
  }

  /// The space-separated words of a CSS value, a function's arguments kept inside its word.
  static func cssWords(_ value: Substring) -> [Substring] {
    var words: [Substring] = []
    var depth = 0
    var start: Substring.Index?
    for index in value.indices {
      let c = value[index]
      if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
      if c.isWhitespace && depth == 0 {
        if let s = start { words.append(value[s..<index]) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let s = start { words.append(value[s...]) }
    return words
  }

  /// `text` with its comments blanked (line breaks kept, so locations stay).
  static func withoutComments(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "/*") {
      out += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let shut = after.range(of: "*/") else {
        out += after.map { $0 == "\n" ? "\n" : " " }
        return out
      }
      out += "  " + String(after[..<shut.lowerBound].map { $0 == "\n" ? "\n" : " " }) + "  "
      rest = after[shut.upperBound...]
    }
    return out + rest
  }
}
