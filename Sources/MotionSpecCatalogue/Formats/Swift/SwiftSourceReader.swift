import Foundation
import MotionSpecCore

/// Reads motion tokens from Swift source: a design system's `enum Motion`, `extension Animation`,
/// nested types, several files of one module.
///
/// A token is a `let` or `var` (stored or computed, static or not) whose type is `Animation` or
/// `Spring` (also `SwiftUI.Animation`, `Animation?`, `Self` in an extension of either), or an
/// untyped one whose value is a motion (`= Animation.spring(…)`, `= Motion.standard`). Its path is
/// the enclosing types and its name (`Motion.Springs.heavy`); `///` and `/** */` comments are its
/// description, `@available(*, deprecated, …)` marks it deprecated, and a doc line
/// `/// - Reduced motion: Motion.fade` (or `none`, or an expression) names its reduced-motion
/// variant (see ``ReducedMotion``).
///
/// Values are SwiftUI expressions (see ``MotionExpression``) that may name, within the files
/// read: number constants (`static let fast: Double = 0.15`, `Duration.fast`, `Self.base * 1.5`)
/// and other tokens (`= Motion.standard` or `.codeBreaker` make an alias). `#if` keeps the branch
/// compiled for iOS (``CompilationConditions``). A number constant whose name contains "stagger"
/// is the stagger interval.
///
/// Declarations of anything else — spacing, colours, fonts, functions — are ignored without a
/// word. A motion declaration whose value is only known when the app runs (a parameter, a
/// condition, a call) is skipped with a warning that names that value. A malformed motion (a
/// typo, `bounce: 1.7`, a circular reference) is an error at its line and column.
public enum SwiftSourceReader {
  /// The SwiftUI form `text` calls without a leading dot (`spring(…)`, `easeInOut(…)`), or nil:
  /// a bare name followed by its arguments. A bare name alone (`smooth`) is a reference to a
  /// token, not a form.
  static func bareForm(_ text: String, role: NameRole) -> String? {
    let t = text.drop { $0.isWhitespace }
    let name = String(t.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty, MotionExpression.formNames(for: role).contains(name),
      t.dropFirst(name.count).drop(while: \.isWhitespace).hasPrefix("(")
    else { return nil }
    return name
  }

  /// `spring(_:_:)` or `spring(ratio:stiffness:)`: the function a call names, by its labels.
  /// The floating-point constants Swift spells as members (`.zero`, `CGFloat.pi`,
  /// `Double.greatestFiniteMagnitude`): their values, or nil for any other text.
  static func implicitConstant(_ text: String) -> Double? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts[0].isEmpty || ["CGFloat", "Double", "Float", "TimeInterval", "Float64"].contains(parts[0])
    else { return nil }
    switch parts[1] {
    case "zero": return 0
    case "pi": return .pi
    case "infinity": return .infinity
    case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
    case "leastNonzeroMagnitude": return .leastNonzeroMagnitude
    case "leastNormalMagnitude": return .leastNormalMagnitude
    case "ulpOfOne": return .ulpOfOne
    case "nan", "signalingNaN": return .nan
    default: return nil
    }
  }

  static func signature(of call: String, name: String) -> String {
    guard let open = call.firstIndex(of: "(") else { return name }
    var depth = 0, parts: [String] = [], current = ""
    for c in call[call.index(after: open)...] {
      if c == "(" || c == "[" || c == "{" { depth += 1 }
      if c == ")" || c == "]" || c == "}" {
        if depth == 0 { break }
        depth -= 1
      }
      if c == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
    let labels = parts.map { part -> String in
      let p = part.trimmingCharacters(in: .whitespaces)
      let label = p.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return !label.isEmpty && p.dropFirst(label.count).drop(while: \.isWhitespace).hasPrefix(":") ? label + ":" : "_:"
    }
    return name + "(" + labels.joined() + ")"
  }

  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    try read([(text, file)])
  }

  /// Reads several files of one module as one catalogue; names resolve across them.
  public static func read(_ sources: [(text: String, file: String)]) throws(CatalogueError) -> Catalogue {
    let sources = sources.map { (text: LineEndings.normalized($0.text), file: $0.file) }
    var declarations: [SwiftDeclaration] = []
    var notRead: [Diagnostic] = []
    for source in sources {
      do {
        let scanned = try SwiftDeclarationScanner.declarations(in: source.text, file: source.file)
        declarations += scanned.declarations
        notRead += scanned.passedOver
      } catch {
        throw CatalogueError([error])
      }
    }
    let table = SwiftNameTable(declarations)
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = notRead
    var stagger: Double?
    var sequences: [SequenceToken] = []
    for source in sources {
      sequences += SwiftKeyframeReader.sequences(in: source.text, file: source.file, &diagnostics)
      sequences += SwiftPhaseReader.sequences(in: source.text, file: source.file, &diagnostics)
    }
    var reduced: [Int: (text: String, location: SourceLocation?)] = [:]
    var declarationOf: [Int: Int] = [:]  // token index → declaration index, for a variant's names
    var swiftPaths: [[String]: Int] = [:]  // a token's declaration path in Swift → its index
    var motionNumbers: [(SwiftDeclaration, Double)] = []
    // Where the keyframe and phase readers found sequences: a declaration there is read.
    let sequenceLines = Set(sequences.compactMap { $0.location.map { "\($0.file):\($0.line)" } })
    for (index, declaration) in declarations.enumerated() {
      let id = declaration.path.joined(separator: ".")
      switch table.evaluate(index) {
      case .motion(let parsed, let definition):
        if SwiftSourceReader.isCompanion(
          declaration, parsed.animation, of: tokens, at: swiftPaths, kind: table.kind(of: declaration))
        {
          continue
        }
        swiftPaths[declaration.path] = tokens.count
        if let variant = declaration.reducedMotion {
          reduced[tokens.count] = (variant.text, variant.location)
          declarationOf[tokens.count] = index
        }
        var token = Token(
          path: declaration.tokenID.map { $0.split(separator: ".").map(String.init) } ?? declaration.path,
          description: declaration.doc, definition: definition, animation: parsed.animation,
          deprecated: declaration.deprecated, location: declaration.location, aliasOf: parsed.aliasOf,
          references: parsed.references)
        if declaration.curveAlone, case .timing = parsed.animation.curve { token.hasOwnDuration = false }
        tokens.append(token)
      case .notStatic(let message, let location):
        // A number the app computes (`var radius: CGFloat { isBig ? 16 : 8 }`) is no token: it
        // is said only where a motion uses it. A motion the app computes is said here.
        if case .number = table.kind(of: declaration) { continue }
        diagnostics.append(Diagnostic(.warning, "not read: \(message)", at: location, token: id))
      case .instant(_, let location):
        // An animation of no duration (`.linear(duration: 0)`, a reduced-motion "instant").
        durations.append(
          DurationToken(
            path: declaration.tokenID.map { $0.split(separator: ".").map(String.init) } ?? declaration.path,
            description: declaration.doc, seconds: 0, kind: .instant, definition: declaration.expressionText ?? "",
            deprecated: declaration.deprecated, location: location))
      case .failed(let message, let location):
        // A number no motion uses (`static let gap: CGFloat = .zero`) is the app's own: a failure
        // to read it is said only where a motion uses it. A motion's own failure is an error.
        if case .number = table.kind(of: declaration), declaration.tokenID == nil { continue }
        diagnostics.append(Diagnostic(.error, message, at: location, token: id))
      case .number(let value):
        if stagger == nil, declaration.name.lowercased().contains("stagger"), value >= 0 { stagger = value }
        if declaration.tokenID == nil, value >= 0, Self.namesMotion(declaration) {
          motionNumbers.append((declaration, value))
        }
        // A time `motionspec export` wrote for a catalogue's duration (its `- Token:` callout says
        // which): the duration again. Any other number is the app's own.
        if let tokenID = declaration.tokenID, value >= 0 {
          durations.append(
            DurationToken(
              path: tokenID.split(separator: ".").map(String.init), description: declaration.doc, seconds: value,
              definition: declaration.expressionText ?? formatNumber(value), deprecated: declaration.deprecated,
              location: declaration.location))
        }
      case .other:
        // A value headed by a motion name that is no motion motionspec reads
        // (`CustomTransition.slide`, `makeSpring(0.4)`, `CAMediaTimingFunction(…)`): said.
        guard !sequenceLines.contains("\(declaration.location.file):\(declaration.location.line)") else { continue }
        if let text = declaration.expressionText, let head = MotionWords.head(of: text) {
          diagnostics.append(
            Diagnostic.passedOver(
              "its value uses `\(head)`, which is no SwiftUI animation, spring or curve motionspec reads (the Catalogues article lists the forms it reads)",
              at: declaration.location, token: id))
        } else if let type = declaration.type, MotionWords.head(of: type) != nil {
          diagnostics.append(
            Diagnostic.passedOver(
              "`\(type)` is not an animation, spring or curve motionspec reads (a transition says what moves; the animation that plays it is the token)",
              at: declaration.location, token: id))
        }
      }
    }
    // A number of a motion type or named for motion that no motion uses (`enum Motion { static
    // let fast: Double = 0.16 }`): a time the files never put in an animation, said.
    let definitions = tokens.map(\.definition).joined(separator: " ")
    // The value type of a keyframe sequence holds the sequence's own numbers — its tracks' initial
    // values, its stagger's count — beside the declaration it was read at: those are the sequence's.
    var sequenceNumbers: [[String]: Set<Double>] = [:]
    for declaration in declarations {
      for sequence in sequences
      where sequence.location.map({ $0.file == declaration.location.file && $0.line == declaration.location.line })
        == true
      {
        sequenceNumbers[declaration.owner, default: []].formUnion(
          sequence.sequence.tracks.map(\.initialValue) + (sequence.sequence.stagger.map { [Double($0.count)] } ?? []))
      }
    }
    for (declaration, value) in motionNumbers
    where !Self.mentions(definitions, declaration.name) && sequenceNumbers[declaration.owner]?.contains(value) != true {
      diagnostics.append(
        Diagnostic.passedOver(
          "`\(declaration.path.joined(separator: "."))` is a number (\(formatNumber(value))) of motion that no animation in the files given uses; motionspec reads a Swift time where an animation uses it (`.easeOut(duration: \(declaration.path.joined(separator: ".")))`)",
          at: declaration.location, token: declaration.path.joined(separator: ".")))
    }
    diagnostics += Validation.duplicates(tokens, durations) + Validation.controlCharacters(tokens)
    diagnostics += ReducedMotion.attach(reduced, to: &tokens) {
      declarationOf[$0].map { table.resolver(for: declarations[$0]) }
    }
    if tokens.isEmpty && durations.isEmpty && sequences.isEmpty
      && !diagnostics.contains(where: { $0.severity == .error })
    {
      let where_ = SourceLocation(file: sources.first?.file ?? "", line: 1, column: 1)
      diagnostics.append(
        Diagnostic(
          .error,
          "no motion found: expected declarations such as `static let standard: Animation = .smooth` or `static var heavy: Animation { .spring(duration: 0.55, bounce: 0.18) }`",
          at: where_, rule: Diagnostic.noMotion))
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(diagnostics) }
    let name = tokens.first { $0.path.count > 1 }?.path[0] ?? "Motion"
    return Catalogue(
      name: name, source: sources.map(\.file).joined(separator: ", "), tokens: tokens, staggerInterval: stagger,
      warnings: diagnostics, durations: durations, sequences: sequences)
  }
}

extension SwiftSourceReader {
  /// Whether a declaration's type or name names motion (`enum Motion`, `MotionDuration`,
  /// `fadeDuration`, `DesignSystem.Motion.short`) — a word of a name, as ``MotionWords`` splits them.
  /// A `CGFloat` is a length (a gap, an offset), and a stagger sets the catalogue's interval:
  /// neither is a time left unused.
  static func namesMotion(_ declaration: SwiftDeclaration) -> Bool {
    let name = declaration.name.lowercased()
    guard !name.contains("stagger"),
      declaration.type.map({ ["TimeInterval", "Double", "Float", "Duration"].contains($0) }) ?? true
    else { return false }
    return declaration.path.contains { part in
      MotionWords.words(Substring(part)).contains { w in
        w == "motion" || w == "duration" || w == "durations" || w == "delay" || w == "timing" || w == "animation"
      }
    }
  }

  /// Whether `text` holds `name` as a whole word.
  static func mentions(_ text: String, _ name: String) -> Bool {
    MotionWords.occurrences(of: name, in: text, atMost: 1) > 0
  }

  /// Whether `declaration` is a token's `Spring` companion — `static let heavySpring: Spring`
  /// beside `static let heavy: Animation` in the same type, with the same spring — as
  /// `motionspec export --to swiftui` writes for every spring: the same token, not another.
  static func isCompanion(
    _ declaration: SwiftDeclaration, _ animation: Animation, of tokens: [Token], at swiftPaths: [[String]: Int],
    kind: SwiftNameTable.Kind
  ) -> Bool {
    guard case .motion(.spring) = kind, declaration.name.hasSuffix("Spring"), declaration.name.count > 6,
      let spring = animation.spring
    else { return false }
    let base = declaration.path.dropLast() + [String(declaration.name.dropLast(6))]
    guard let index = swiftPaths[Array(base)], let other = tokens[index].animation.spring else {
      return false
    }
    let scale = max(other.naturalFrequency, 1e-12)
    return abs(spring.angularFrequency - other.angularFrequency) <= 1e-9 * scale
      && abs(spring.decayConstant - other.decayConstant) <= 1e-9 * scale
      && abs(spring.mass - other.mass) <= 1e-9 * other.mass
  }
}

/// The declarations of the files read, looked up by path, each evaluated once.
final class SwiftNameTable {
  enum Evaluation {
    /// A motion, and its definition as written.
    case motion(ParsedExpression, String)
    case number(Double)
    /// Only known when the app runs: why, and where.
    case notStatic(String, SourceLocation)
    /// Valid, with nothing to draw (`.linear(duration: 0)`): why, and where.
    case instant(String, SourceLocation)
    case failed(String, SourceLocation)
    /// Not a motion or a number (a colour, a font), or nothing that can be read.
    case other
  }

  /// What a declaration is, from its type as written.
  enum Kind {
    case motion(NameRole)
    case number
    /// No type written: what the value is decides.
    case untyped
    case other
  }

  let declarations: [SwiftDeclaration]
  var byPath: [[String]: Int] = [:]
  /// Declarations by their owner's last name and their name, for implicit members (`.fast`).
  var byMember: [[String]: Int] = [:]
  var memo: [Int: Evaluation] = [:]
  var inProgress: [Int] = []

  init(_ declarations: [SwiftDeclaration]) {
    self.declarations = declarations
    for (k, d) in declarations.enumerated() {
      if byPath[d.path] == nil { byPath[d.path] = k }
      if let owner = d.owner.last, byMember[[owner, d.name]] == nil { byMember[[owner, d.name]] = k }
    }
  }

  static let numberTypes: Set<String> = ["Double", "CGFloat", "TimeInterval", "Float", "Float64", "Int"]

  func kind(of d: SwiftDeclaration) -> Kind {
    guard var type = d.type else { return .untyped }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
    if type == "Self", let owner = d.owner.last { type = owner }
    if type == "Animation" { return .motion(.animation) }
    if type == "Spring" { return .motion(.spring) }
    if Self.numberTypes.contains(type) { return .number }
    return .other
  }

  func evaluate(_ index: Int) -> Evaluation {
    if let known = memo[index] { return known }
    inProgress.append(index)
    let result = compute(declarations[index])
    inProgress.removeLast()
    memo[index] = result
    return result
  }

  private func compute(_ d: SwiftDeclaration) -> Evaluation {
    let kind = kind(of: d)
    if case .other = kind { return .other }
    let text: SwiftExpressionText
    switch d.value {
    case .none: return .other
    case .computed(let reason):
      return .notStatic("'\(d.name)' is computed when the app runs: it depends on \(reason)", d.location)
    case .expression(let t): text = t
    }
    let names = resolver(for: d)
    func located(_ error: ExpressionError, shift: Int = 0) -> Evaluation {
      let at = text.location(at: max(0, error.offset - shift), file: d.location.file)
      if error.isInstant { return .instant(error.message, at) }
      return error.unresolved != nil ? .notStatic(error.message, at) : .failed(error.message, at)
    }
    func motion(_ role: NameRole) -> Evaluation {
      if let syntax = text.runtimeSyntax {
        return .notStatic("'\(d.name)' is computed when the app runs ('\(syntax)' in its value)", d.location)
      }
      // A bare call of a SwiftUI form (`spring(duration: 0.5)`, as written inside an extension of
      // Animation) reads like the dotted one; one that SwiftUI's forms do not take is an app's
      // own function, reported as such, never read in another platform's grammar.
      let bare = SwiftSourceReader.bareForm(text.text, role: role)
      do {
        return .motion(
          try MotionExpression.parse(
            bare == nil ? text.text : "." + text.text, role: role, names: names, platforms: false),
          text.text)
      } catch {
        if let bare, !error.isInstant, error.unresolved == nil {
          return .notStatic(
            "calls \(SwiftSourceReader.signature(of: text.text, name: bare)), which is not one of SwiftUI's \(bare) forms (the app's own function?)",
            d.location)
        }
        return located(error, shift: bare == nil ? 0 : 1)
      }
    }
    func number() -> Evaluation? {
      guard text.runtimeSyntax == nil else { return nil }
      return try? .number(MotionExpression.number(text.text, names: names))
    }
    switch kind {
    case .motion(let role):
      return motion(role)
    case .number:
      if let syntax = text.runtimeSyntax {
        return .notStatic("'\(d.name)' is computed when the app runs ('\(syntax)')", d.location)
      }
      if let constant = SwiftSourceReader.implicitConstant(text.text) {
        guard constant.isFinite else { return .failed("\(text.text) is not a finite number", d.location) }
        return .number(constant)
      }
      do {
        return .number(try MotionExpression.number(text.text, names: names))
      } catch {
        return located(error)
      }
    default:
      // No type: a reference mirrors what it names; a motion spelled with its type is a motion;
      // a number is a constant; anything else is not motionspec's business.
      let words = text.text.split(separator: ".", omittingEmptySubsequences: false)
      if words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
        let first = words.first?.first, !first.isNumber
      {
        switch names(NameReference(path: words.map(String.init), role: .animation)) {
        case .motion: return motion(.animation)
        case .number(let n): return .number(n)
        case .invalid(let message): return .failed(message, d.location)
        default: break
        }
      }
      let spelled = ["Animation.", "SwiftUI.Animation.", "Spring(", "Spring.", "SwiftUI.Spring"]
      if spelled.contains(where: text.text.hasPrefix) { return motion(.animation) }
      if let value = number() { return value }
      // A token with modifiers (`= Motion.standard.delay(0.1)`): a motion when what it starts
      // with names one.
      var lead = text.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.split(separator: ".").map(
        String.init)
      if let last = lead.last, MotionExpression.modifiers.contains(last) { lead.removeLast() }
      if !lead.isEmpty, case .motion = names(NameReference(path: lead, role: .animation)) { return motion(.animation) }
      return .other
    }
  }

  /// The token id a declaration stands for: its `- Token:` callout, or, for the `…Spring`
  /// companion `motionspec export` writes beside a token, that token's.
  func tokenID(of index: Int) -> String? {
    let d = declarations[index]
    if let id = d.tokenID { return id }
    guard d.name.hasSuffix("Spring"), d.name.count > 6,
      let sibling = byPath[d.owner + [String(d.name.dropLast(6))]]
    else { return nil }
    return declarations[sibling].tokenID
  }

  /// Looks names up from `d`'s place: its own type, then each enclosing type, then file scope.
  func resolver(for d: SwiftDeclaration) -> NameResolver {
    { [self] reference in
      var path = reference.path
      if path.first == "Self" { path = d.owner + path.dropFirst() }
      var target: Int?
      if reference.isImplicitMember {
        target = byPath[path] ?? byMember[path]
      } else {
        for depth in stride(from: d.owner.count, through: 0, by: -1) where target == nil {
          target = byPath[Array(d.owner.prefix(depth)) + path]
        }
      }
      guard let target else { return .unknown }
      let id = declarations[target].path.joined(separator: ".")
      if let start = inProgress.firstIndex(of: target) {
        let cycle = (inProgress[start...].map { declarations[$0].path.joined(separator: ".") } + [id])
        return .invalid("circular reference: \(cycle.joined(separator: " → "))")
      }
      if inProgress.count >= MotionLimits.aliasChain {
        let first = inProgress.first.map { declarations[$0].path.joined(separator: ".") } ?? id
        return .invalid(
          "a chain of more than \(MotionLimits.aliasChain) references (\(first) → … → \(id)); name the value nearer to it"
        )
      }
      switch evaluate(target) {
      case .motion(let parsed, _):
        // A token's id is its `- Token:` callout where it has one (as motionspec's export writes).
        return .motion(parsed.animation, token: tokenID(of: target) ?? id)
      case .number(let n): return .number(n)
      case .notStatic, .instant: return .notStatic("'\(id)'")
      case .failed(let message, _):
        return .invalid(message.hasPrefix("circular reference") ? message : "'\(id)' cannot be read: \(message)")
      case .other: return .unknown
      }
    }
  }
}
