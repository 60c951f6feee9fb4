import Foundation
import MotionSpecCore

/// SwiftUI's phase animators in Swift source, each read as a sequence:
///
/// ```swift
/// .phaseAnimator([false, true], trigger: taps) { content, lifted in
///   content.scaleEffect(lifted ? 1.12 : 1).offset(y: lifted ? -8 : 0)
/// } animation: { lifted in
///   lifted ? .bouncy(duration: 0.3) : .smooth
/// }
/// PhaseAnimator(Stage.allCases) { stage in Card().opacity(stage.opacity) } animation: { $0.motion }
/// ```
///
/// SwiftUI's rules (Apple's `PhaseAnimator` documentation): the view starts in the first phase;
/// each next phase is animated to with the animation the closure gives for that phase (`.default`
/// without one), and the animator moves on once that animation is *logically complete* — a fluid
/// spring once its response has passed, an interpolating spring at 2π/√k, a curve at its end
/// (``SwiftUIRuntime/logicalCompletion(_:)``); after the last phase it returns to the first.
/// motionspec reads one cycle: every phase in turn, then the first again, the last step left to
/// settle. A spring handed on before it settles goes on from where it is and how fast it moves,
/// as SwiftUI merges a retargeted spring and as a cut spring keyframe does; a curve starts from
/// where the value is (SwiftUI adds a curve to a running animation instead: said in the docs).
///
/// What is read: phases written as a list of numbers, `true`/`false` or enum cases, or
/// `Enum.allCases` (the enum's cases in order); the content closure's `.scaleEffect`, `.opacity`,
/// `.offset` (the axis that moves most) and `.rotationEffect` (`.degrees`, `.radians`,
/// `Angle(degrees:)`), each a function of the phase — the phase itself, arithmetic, a condition
/// (`phase ? a : b`, `phase == .lifted`, `!phase`, `&&`, `||`), or the enum's computed property
/// (`switch self { case .a: 1 … }`); the animation closure as one motion, a condition or a
/// `switch` on the phase, or the enum's computed property. What only the app knows (a phase list
/// held in a variable, a value or animation from the app's state) is said in a warning.
enum SwiftPhaseReader {
  /// A phase: what the phase list holds.
  enum Phase: Hashable {
    case bool(Bool)
    case number(Double)
    case member(String)
  }

  /// A value an expression of the phase evaluates to.
  enum Value: Equatable {
    case number(Double)
    case bool(Bool)
    case member(String)
  }

  struct Unknown: Error { let why: String }

  static func sequences(in text: String, file: String, _ diagnostics: inout [Diagnostic]) -> [SequenceToken] {
    guard text.contains("haseAnimator"), let tokens = try? SwiftLexer.tokens(text) else { return [] }
    var reader = Reader(tokens: tokens, file: file)
    reader.read()
    diagnostics += reader.diagnostics
    return reader.found
  }

  struct Reader {
    let tokens: [SwiftToken]
    let file: String
    var match: [Int]
    /// The innermost bracket open around each token (-1: none), so a name is found by going out
    /// through the brackets around it, not by reading the file back from it.
    var outer: [Int]
    var found: [SequenceToken] = []
    var diagnostics: [Diagnostic] = []
    /// Each enum's cases in order, and its computed properties as the expression each case gives.
    var cases: [String: [String]] = [:]
    var properties: [String: [String: [String: Range<Int>]]] = [:]
    var used: [String: Int] = [:]

    init(tokens: [SwiftToken], file: String) {
      self.tokens = tokens
      self.file = file
      match = [Int](repeating: -1, count: tokens.count)
      outer = [Int](repeating: -1, count: tokens.count)
      var stack: [Int] = []
      for (i, t) in tokens.enumerated() {
        outer[i] = stack.last ?? -1
        guard t.kind == .punctuation else { continue }
        if ["(", "[", "{"].contains(t.text) {
          stack.append(i)
        } else if [")", "]", "}"].contains(t.text), let open = stack.popLast() {
          match[open] = i
          match[i] = open
        }
      }
    }

    func location(_ i: Int) -> SourceLocation {
      SourceLocation(file: file, line: tokens[i].line, column: tokens[i].column)
    }

    func source(_ r: Range<Int>) -> String { r.map { tokens[$0].text }.joined(separator: " ") }

    /// The index after the bracket group starting at `k`.
    func after(_ k: Int) -> Int { match[k] > k ? match[k] + 1 : k + 1 }

    /// `range` split at its top-level commas.
    func items(_ range: Range<Int>) -> [Range<Int>] {
      var out: [Range<Int>] = []
      var k = range.lowerBound
      var start = k
      while k < range.upperBound {
        if tokens[k].is(",") {
          out.append(start..<k)
          start = k + 1
        }
        k = after(k)
      }
      if start < range.upperBound { out.append(start..<range.upperBound) }
      return out
    }

    // MARK: Enums

    mutating func readEnums() {
      for k in tokens.indices where tokens[k].isIdentifier && tokens[k].text == "enum" && k + 1 < tokens.count {
        let name = tokens[k + 1].text
        var open = k + 2
        while open < tokens.count, !tokens[open].is("{"), open - k < 32 { open += 1 }
        guard open < tokens.count, tokens[open].is("{"), match[open] > open else { continue }
        var list: [String] = []
        var props: [String: [String: Range<Int>]] = [:]
        var j = open + 1
        while j < match[open] {
          if tokens[j].isIdentifier, tokens[j].text == "case" {
            var e = j + 1
            while e < match[open], tokens[e].isIdentifier || tokens[e].is(","), !tokens[e].startsLine || e == j + 1 {
              if tokens[e].isIdentifier { list.append(tokens[e].text) }
              e += 1
            }
            j = e
            continue
          }
          if tokens[j].isIdentifier, tokens[j].text == "var", j + 1 < match[open] {
            let property = tokens[j + 1].text
            var body = j + 2
            while body < match[open], !tokens[body].is("{"), !tokens[body].is("="), body - j < 16 { body += 1 }
            if body < match[open], tokens[body].is("{"), match[body] > body {
              props[property] = perCase(body + 1..<match[body], subject: "self")
              j = match[body] + 1
              continue
            }
          }
          j = after(j)
        }
        cases[name] = list
        properties[name] = props
      }
    }

    /// What each case gives in a body that switches on `subject` (`switch self { case .a, .b: 1 }`)
    /// or is one expression; `_` keys the default, and the whole body.
    func perCase(_ body: Range<Int>, subject: String) -> [String: Range<Int>] {
      var r = body
      if r.first.map({ tokens[$0].isIdentifier && tokens[$0].text == "return" }) == true { r = r.dropFirst() }
      guard let first = r.first, tokens[first].isIdentifier, tokens[first].text == "switch",
        first + 2 < r.upperBound, tokens[first + 1].text == subject, tokens[first + 2].is("{"),
        match[first + 2] > first + 2
      else { return ["_": r] }
      var out: [String: Range<Int>] = [:]
      let close = match[first + 2]
      var k = first + 3
      while k < close {
        guard tokens[k].isIdentifier, tokens[k].text == "case" || tokens[k].text == "default" else {
          k = after(k)
          continue
        }
        var labels: [String] = []
        var c = k + 1
        while c < close, !tokens[c].is(":") {
          if tokens[c].is("."), c + 1 < close { labels.append(tokens[c + 1].text) }
          if tokens[c].kind == .number || (tokens[c].isIdentifier && ["true", "false"].contains(tokens[c].text)) {
            labels.append(tokens[c].text)
          }
          c = after(c)
        }
        if tokens[k].text == "default" { labels = ["_"] }
        var e = c + 1
        while e < close, !(tokens[e].isIdentifier && ["case", "default"].contains(tokens[e].text)) { e = after(e) }
        var value = (c + 1)..<e
        if value.first.map({ tokens[$0].isIdentifier && tokens[$0].text == "return" }) == true {
          value = value.dropFirst()
        }
        for label in labels { out[label] = value }
        k = e
      }
      return out
    }

    /// The expression `table` gives for `phase`.
    func pick(_ table: [String: Range<Int>], _ phase: Phase) -> Range<Int>? {
      let key: String
      switch phase {
      case .bool(let b): key = b ? "true" : "false"
      case .number(let n): key = formatNumber(n)
      case .member(let m): key = m
      }
      return table[key] ?? table.first { Double($0.key) != nil && Double($0.key) == Double(key) }?.value ?? table["_"]
    }

    // MARK: Evaluating an expression of the phase

    /// `range` evaluated with `name` standing for `phase` (its enum `type` for its properties).
    func evaluate(_ range: Range<Int>, name: String, phase: Phase, type: String?, depth: Int = 0) throws(Unknown)
      -> Value
    {
      guard depth < 32, let first = range.first else { throw Unknown(why: "an empty expression") }
      // A condition: `c ? a : b`, at the top level.
      var k = first
      while k < range.upperBound {
        if tokens[k].is("?") {
          var colon = k + 1
          var nested = 0
          while colon < range.upperBound {
            if tokens[colon].is("?") { nested += 1 }
            if tokens[colon].is(":") {
              if nested == 0 { break }
              nested -= 1
            }
            colon = after(colon)
          }
          guard colon < range.upperBound else { throw Unknown(why: "a condition without ':'") }
          guard case .bool(let c) = try evaluate(first..<k, name: name, phase: phase, type: type, depth: depth + 1)
          else { throw Unknown(why: "a condition that is not true or false") }
          return try evaluate(
            c ? (k + 1)..<colon : (colon + 1)..<range.upperBound, name: name, phase: phase, type: type,
            depth: depth + 1)
        }
        k = after(k)
      }
      // Binary operators, loosest first.
      for ops in [["||"], ["&&"], ["==", "!="], ["+", "-"], ["*", "/"]] {
        var split: Int?
        k = first
        while k < range.upperBound {
          if tokens[k].kind == .op, ops.contains(tokens[k].text), k > first { split = k }
          k = after(k)
        }
        guard let at = split else { continue }
        let a = try evaluate(first..<at, name: name, phase: phase, type: type, depth: depth + 1)
        let b = try evaluate((at + 1)..<range.upperBound, name: name, phase: phase, type: type, depth: depth + 1)
        switch (tokens[at].text, a, b) {
        case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
        case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
        case ("==", _, _): return .bool(a == b)
        case ("!=", _, _): return .bool(a != b)
        case ("+", .number(let x), .number(let y)): return .number(x + y)
        case ("-", .number(let x), .number(let y)): return .number(x - y)
        case ("*", .number(let x), .number(let y)): return .number(x * y)
        case ("/", .number(let x), .number(let y)) where y != 0: return .number(x / y)
        default: throw Unknown(why: "\(source(range)) mixes kinds of values")
        }
      }
      let t = tokens[first]
      // Prefix operators.
      if t.kind == .op, t.text == "!" || t.text == "-" {
        let rest = try evaluate((first + 1)..<range.upperBound, name: name, phase: phase, type: type, depth: depth + 1)
        switch (t.text, rest) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .number(let n)): return .number(-n)
        default: throw Unknown(why: "\(source(range)) is not a number or a condition")
        }
      }
      if t.is("("), match[first] == range.upperBound - 1 {
        return try evaluate((first + 1)..<match[first], name: name, phase: phase, type: type, depth: depth + 1)
      }
      if range.count == 1 {
        // The reduce-motion setting reads as off: the spec shows the motion as it plays in full.
        if t.isIdentifier, t.text.lowercased().contains("reducemotion") || t.text.lowercased().contains("reducedmotion")
        {
          return .bool(false)
        }
        if t.kind == .number, let n = Double(t.text.replacingOccurrences(of: "_", with: "")) { return .number(n) }
        if t.isIdentifier, t.text == "true" || t.text == "false" { return .bool(t.text == "true") }
        if t.isIdentifier, t.text == name || (name == "$0" && t.text == "$0") {
          switch phase {
          case .bool(let b): return .bool(b)
          case .number(let n): return .number(n)
          case .member(let m): return .member(m)
          }
        }
      }
      // `.member`: a case of the phase's enum.
      if range.count == 2, t.is("."), tokens[first + 1].isIdentifier { return .member(tokens[first + 1].text) }
      // `phase.property`: the enum's computed property for this case.
      if range.count == 3, t.isIdentifier, t.text == name, tokens[first + 1].is("."), case .member(let m) = phase,
        let type, let table = properties[type]?[tokens[first + 2].text]
      {
        guard let expression = pick(table, .member(m)) else {
          throw Unknown(why: "\(type).\(tokens[first + 2].text) gives nothing for .\(m)")
        }
        return try evaluate(expression, name: "self", phase: phase, type: type, depth: depth + 1)
      }
      // Angles in degrees, and conversions that keep the number.
      let call = t.is(".") && first + 2 < range.upperBound ? first + 1 : first
      if tokens[call].isIdentifier, call + 1 < range.upperBound, tokens[call + 1].is("("),
        match[call + 1] == range.upperBound - 1
      {
        var inner = (call + 2)..<match[call + 1]
        var function = tokens[call].text
        if let label = inner.first, tokens[label].isIdentifier, label + 1 < inner.upperBound, tokens[label + 1].is(":")
        {
          function += "." + tokens[label].text
          inner = (label + 2)..<inner.upperBound
        }
        let factor: Double? =
          switch function {
          case "degrees", "Angle.degrees", "Double", "CGFloat", "Float": 1
          case "radians", "Angle.radians": 180 / Double.pi
          default: nil
          }
        if let factor {
          guard case .number(let n) = try evaluate(inner, name: name, phase: phase, type: type, depth: depth + 1)
          else { throw Unknown(why: "\(source(range)) is not a number") }
          return .number(n * factor)
        }
      }
      throw Unknown(why: "\(source(range)) comes from the app as it runs")
    }

    // MARK: Phase animators

    mutating func read() {
      readEnums()
      var k = 0
      while k < tokens.count {
        let t = tokens[k]
        if t.isIdentifier, t.text == "phaseAnimator" || t.text == "PhaseAnimator", k + 1 < tokens.count,
          tokens[k + 1].is("("), match[k + 1] > k + 1
        {
          animator(at: k)
          k = match[k + 1] + 1
          continue
        }
        k += 1
      }
    }

    mutating func animator(at k: Int) {
      let open = k + 1
      let close = match[open]
      let arguments = items((open + 1)..<close)
      guard let list = arguments.first else { return }
      var labelled: [String: Range<Int>] = [:]
      for argument in arguments.dropFirst() {
        if let f = argument.first, tokens[f].isIdentifier, f + 1 < argument.upperBound, tokens[f + 1].is(":") {
          labelled[tokens[f].text] = (f + 2)..<argument.upperBound
        }
      }
      // The closures: `content:`/`animation:` inside the call, or trailing after it.
      var closures: [Range<Int>] = []
      for key in ["content", "animation"] {
        if let r = labelled[key], let f = r.first, tokens[f].is("{"), match[f] > f { closures.append(f..<match[f]) }
      }
      var j = close + 1
      while j < tokens.count, closures.count < 2 {
        if tokens[j].is("{"), match[j] > j {
          closures.append(j..<match[j])
          j = match[j] + 1
        } else if tokens[j].isIdentifier, j + 2 < tokens.count, tokens[j + 1].is(":"), tokens[j + 2].is("{"),
          closures.count == 1
        {
          j += 2
        } else {
          break
        }
      }
      let at = location(k)
      guard let content = closures.first else { return }
      func warn(_ why: String) {
        diagnostics.append(Diagnostic(.warning, "not read: the phase animator: \(why)", at: at))
      }
      // The phases.
      var phases: [Phase] = []
      var type: String?
      if let f = list.first, tokens[f].is("["), match[f] == list.upperBound - 1 {
        for item in items((f + 1)..<match[f]) {
          do {
            switch try evaluate(item, name: "", phase: .bool(false), type: nil) {
            case .number(let n): phases.append(.number(n))
            case .bool(let b): phases.append(.bool(b))
            case .member(let m): phases.append(.member(m))
            }
          } catch {
            return warn("the phase \(source(item)) comes from the app as it runs")
          }
        }
      } else if list.count == 3, tokens[list.lowerBound + 1].is("."), tokens[list.lowerBound + 2].text == "allCases",
        let all = cases[tokens[list.lowerBound].text]
      {
        type = tokens[list.lowerBound].text
        phases = all.map { .member($0) }
      } else {
        return warn("its phases, \(source(list)), come from the app as it runs")
      }
      guard phases.count >= 2, phases.count <= 1000 else {
        return warn("it has \(phases.count) phases; a phase animator moves between two or more")
      }
      if type == nil, case .member = phases[0] {
        type = cases.first { entry in phases.allSatisfy { p in entry.value.contains { .member($0) == p } } }?.key
      }
      // The content closure's parameter for the phase: the last before `in`.
      func parameter(_ closure: Range<Int>) -> (name: String, body: Range<Int>) {
        var p = closure.lowerBound + 1
        while p < min(closure.upperBound, closure.lowerBound + 12) {
          if tokens[p].isIdentifier, tokens[p].text == "in" {
            return (tokens[p - 1].text, (p + 1)..<closure.upperBound)
          }
          p += 1
        }
        return ("$0", (closure.lowerBound + 1)..<closure.upperBound)
      }
      let (name, body) = parameter(content)
      // The animation for each phase.
      var animations: [Animation] = []
      if closures.count > 1 {
        let (animationName, animationBody) = parameter(closures[1])
        let table = perCase(animationBody, subject: animationName)
        for phase in phases {
          do {
            animations.append(try animation(table, phase: phase, name: animationName, type: type))
          } catch {
            return warn(error.why)
          }
        }
      } else {
        // SwiftUI's `.default` where no animation closure is given.
        do {
          let standard = try MotionExpression.parse(".default")
          animations = phases.map { _ in standard }
        } catch {
          return warn("its animation, SwiftUI's .default: \(error.message)")
        }
      }
      // The modifiers of the content closure.
      let saidBefore = diagnostics.count
      var tracks: [KeyframeTrack] = []
      var locations: [[SourceLocation]] = []
      var m = body.lowerBound
      var seen = Set<AnimatedProperty>()
      while m < body.upperBound {
        guard tokens[m].is("."), m + 2 < body.upperBound, tokens[m + 1].isIdentifier, tokens[m + 2].is("("),
          match[m + 2] > m + 2
        else {
          m += 1
          continue
        }
        let modifier = tokens[m + 1].text
        let arguments = items((m + 3)..<match[m + 2])
        m = match[m + 2] + 1
        let property: AnimatedProperty
        switch modifier {
        case "scaleEffect": property = .scale
        case "opacity": property = .opacity
        case "offset": property = .position
        case "rotationEffect": property = .rotation
        default: continue
        }
        var candidates: [[Double]] = []
        var problem: String?
        for argument in arguments {
          var value = argument
          if let f = value.first, tokens[f].isIdentifier, f + 1 < value.upperBound, tokens[f + 1].is(":") {
            guard ["x", "y"].contains(tokens[f].text) || modifier == "rotationEffect" else { continue }
            value = (f + 2)..<value.upperBound
          }
          if modifier == "rotationEffect", candidates.count == 1 { break }  // anchor:
          var values: [Double] = []
          for phase in phases {
            do throws(Unknown) {
              guard case .number(let n) = try evaluate(value, name: name, phase: phase, type: type) else {
                throw Unknown(why: "\(source(value)) is not a number")
              }
              values.append(n)
            } catch {
              problem = error.why
              break
            }
          }
          if problem != nil { break }
          candidates.append(values)
        }
        if let problem {
          diagnostics.append(
            Diagnostic(.warning, "not read: the phase animator's .\(modifier): \(problem)", at: location(m - 1)))
          continue
        }
        guard let values = candidates.max(by: { spread($0) < spread($1) }), spread(values) > 0,
          seen.insert(property).inserted
        else { continue }
        let (track, at) = self.track(property, values: values, animations: animations, at: location(m - 1))
        tracks.append(track)
        locations.append(at)
      }
      guard !tracks.isEmpty else {
        if diagnostics.count == saidBefore {
          diagnostics.append(
            Diagnostic(
              .note,
              "the phase animator animates nothing motionspec models (scale, opacity, offset and rotation are read)",
              at: at))
        }
        return
      }
      guard found.count < MotionLimits.tokenCount else {
        if found.count == MotionLimits.tokenCount, !diagnostics.contains(where: { $0.severity == .error }) {
          diagnostics.append(
            Diagnostic(.error, "more than \(MotionLimits.tokenCount) phase animators in one file", at: at))
        }
        return
      }
      let id = self.name(around: k)
      found.append(
        SequenceToken(
          path: id, sequence: MotionSequence(tracks: tracks), location: at, keyframeLocations: locations))
      if labelled["trigger"] == nil {
        diagnostics.append(
          Diagnostic(
            .note, "phase animator \(id.joined(separator: ".")): it cycles as long as it is shown; one cycle is read",
            at: at))
      }
    }

    func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }

    /// The motion the animation closure gives for `phase`.
    func animation(_ table: [String: Range<Int>], phase: Phase, name: String, type: String?) throws(Unknown)
      -> Animation
    {
      guard var expression = pick(table, phase) else { throw Unknown(why: "its animation gives nothing for a phase") }
      // A condition or the enum's property picks the motion; the motion itself is parsed.
      for _ in 0..<8 {
        if let q = expression.first(where: { tokens[$0].is("?") }), let first = expression.first {
          var colon = q + 1
          while colon < expression.upperBound, !tokens[colon].is(":") { colon = after(colon) }
          guard colon < expression.upperBound,
            case .bool(let c) = try evaluate(first..<q, name: name, phase: phase, type: type)
          else { throw Unknown(why: "its animation's condition comes from the app as it runs") }
          expression = c ? (q + 1)..<colon : (colon + 1)..<expression.upperBound
          continue
        }
        if expression.count == 3, let f = expression.first, tokens[f].text == name, tokens[f + 1].is("."),
          case .member(let m) = phase, let type, let property = properties[type]?[tokens[f + 2].text],
          let picked = pick(property, .member(m))
        {
          expression = picked
          continue
        }
        break
      }
      let text = expression.isEmpty ? "" : written(expression)
      do {
        return try MotionExpression.parse(text, role: .animation, names: nil).animation
      } catch {
        throw Unknown(why: "its animation \(text): \(error.message)")
      }
    }

    /// The source of `range` as written.
    func written(_ range: Range<Int>) -> String {
      var out = ""
      for k in range {
        if k > range.lowerBound, tokens[k].spaced { out += " " }
        out += tokens[k].text
      }
      return out
    }

    /// One property's values over the phases as a track: each phase in turn, then the first.
    func track(_ property: AnimatedProperty, values: [Double], animations: [Animation], at: SourceLocation)
      -> (KeyframeTrack, [SourceLocation])
    {
      var keyframes: [Keyframe] = []
      let order = Array(1..<values.count) + [0]
      for (step, index) in order.enumerated() {
        let animation = animations[index]
        let last = step == order.count - 1
        let speed = animation.speed > 0 ? animation.speed : 1
        if animation.delay > 0 {
          keyframes.append(
            .linear(to: keyframes.last?.target ?? values[0], duration: animation.delay, curve: .bezier(.linear)))
        }
        switch animation.curve {
        case .spring(let spring):
          let cut = SwiftUIRuntime.logicalCompletion(animation) / speed
          keyframes.append(.spring(to: values[index], duration: last ? nil : cut, spring: spring, startVelocity: nil))
        case .timing(let curve):
          keyframes.append(.linear(to: values[index], duration: curve.duration / speed, curve: curve.easing))
        }
      }
      return (KeyframeTrack(property, from: values[0], keyframes), keyframes.map { _ in at })
    }

    /// How many tokens before its body a declaration's keyword can be (its name, parameters,
    /// result, generic clause), at most.
    static let headerLength = 512

    /// The sequence's name: the type and property or function it is written in, numbered.
    mutating func name(around k: Int) -> [String] {
      var type: String?
      var member: String?
      // Each brace around the animator, innermost first, and the declaration it is the body of:
      // a `var` or `func` (the first one out is the member), a type (which ends the search).
      var brace = outer[k]
      search: while brace >= 0 {
        defer { brace = outer[brace] }
        guard tokens[brace].is("{"), match[brace] > k else { continue }
        // Its declaration is after the brace before it, and within a header's length of it.
        var b = brace - 1
        while b >= 0, brace - b <= Reader.headerLength, !tokens[b].is("{"), !tokens[b].is("}") {
          let t = tokens[b]
          if t.isIdentifier, b + 1 < brace, tokens[b + 1].isIdentifier {
            if member == nil, t.text == "var" || t.text == "func" {
              var first = b + 2
              while first < brace, !tokens[first].is("{") { first = after(first) }
              if first == brace { member = tokens[b + 1].text }
            } else if ["struct", "class", "enum", "extension", "actor"].contains(t.text) {
              var first = b + 2
              while first < brace, !tokens[first].is("{") { first += 1 }
              if first == brace {
                type = tokens[b + 1].text
                break search
              }
            }
          }
          b -= 1
        }
      }
      var path = [type ?? "phases-line-\(tokens[k].line)"]
      if let member, member != "body" { path.append(member) }
      let key = path.joined(separator: ".")
      used[key, default: 0] += 1
      if used[key]! > 1 { path[path.count - 1] += "-\(used[key]!)" }
      return path
    }
  }
}
