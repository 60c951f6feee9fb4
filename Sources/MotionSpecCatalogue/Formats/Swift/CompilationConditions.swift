import MotionSpecCore

/// Chooses the branch of `#if … #elseif … #else … #endif` the Swift reader keeps: the one Swift
/// compiles for iOS on a device, in a release build, with a current compiler. So `os(iOS)`,
/// `canImport(UIKit)` and `canImport(SwiftUI)` hold; `os(macOS)`, `canImport(AppKit)`,
/// `targetEnvironment(simulator)` and custom flags such as `DEBUG` do not; `swift(>=…)` and
/// `compiler(>=…)` hold. One branch of each block is read, so a token defined per platform is
/// one token.
enum CompilationConditions {
  static let importable: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Combine", "Observation", "CoreFoundation",
    "Darwin", "os", "CoreAnimation",
  ]

  /// Whether `condition` holds; a condition that cannot be read counts as false.
  static func holds(_ condition: String) -> Bool {
    var reader = ConditionReader(chars: Array(condition))
    guard let value = reader.or(), reader.atEnd else { return false }
    return value
  }

  /// The tokens that remain when each `#if` block keeps only its chosen branch.
  static func activeTokens(_ tokens: [SwiftToken]) -> [SwiftToken] { branches(tokens).active }

  /// The tokens of the chosen branches, and those of each branch not taken with the directive
  /// that opens it (`#elseif os(macOS)`), for the account of what is not read.
  static func branches(
    _ tokens: [SwiftToken]
  ) -> (active: [SwiftToken], inactive: [(directive: String, tokens: [SwiftToken])]) {
    struct Block {
      var active: Bool
      var taken: Bool
      let parentActive: Bool
    }
    var out: [SwiftToken] = []
    var inactive: [(directive: String, tokens: [SwiftToken])] = []
    var stack: [Block] = []
    for token in tokens {
      guard case .directive(let condition) = token.kind else {
        if stack.last?.active ?? true {
          out.append(token)
        } else if !inactive.isEmpty {
          inactive[inactive.count - 1].tokens.append(token)
        }
        continue
      }
      let directive = (token.text + " " + condition).trimmingCharacters(in: .whitespaces)
      switch token.text {
      case "#if":
        let parent = stack.last?.active ?? true
        let value = parent && holds(condition)
        stack.append(Block(active: value, taken: value, parentActive: parent))
      case "#elseif":
        guard var block = stack.popLast() else { continue }
        block.active = block.parentActive && !block.taken && holds(condition)
        block.taken = block.taken || block.active
        stack.append(block)
      case "#else":
        guard var block = stack.popLast() else { continue }
        block.active = block.parentActive && !block.taken
        block.taken = true
        stack.append(block)
      default:
        _ = stack.popLast()
        continue
      }
      if let block = stack.last, block.parentActive, !block.active { inactive.append((directive, [])) }
    }
    return (out, inactive)
  }
}

/// Reads a compilation condition: `!`, `&&`, `||`, parentheses, and the platform tests.
private struct ConditionReader {
  let chars: [Character]
  var i = 0
  /// Parentheses and `!` open: a condition deeper than ``MotionLimits/nesting`` cannot be read
  /// (and counts as false) rather than overflow the stack.
  var depth = 0

  var atEnd: Bool {
    mutating get {
      skipSpace()
      return i >= chars.count
    }
  }

  mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

  mutating func take(_ s: String) -> Bool {
    skipSpace()
    let a = Array(s)
    guard i + a.count <= chars.count, Array(chars[i..<(i + a.count)]) == a else { return false }
    i += a.count
    return true
  }

  mutating func or() -> Bool? {
    guard var value = and() else { return nil }
    while take("||") {
      guard let right = and() else { return nil }
      value = value || right
    }
    return value
  }

  mutating func and() -> Bool? {
    guard var value = not() else { return nil }
    while take("&&") {
      guard let right = not() else { return nil }
      value = value && right
    }
    return value
  }

  mutating func not() -> Bool? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= MotionLimits.nesting else { return nil }
    if take("!") { return not().map { !$0 } }
    return atom()
  }

  mutating func word() -> String {
    skipSpace()
    let start = i
    while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
    return String(chars[start..<i])
  }

  mutating func atom() -> Bool? {
    if take("(") {
      let value = or()
      return take(")") ? value : nil
    }
    let name = word()
    guard !name.isEmpty else { return nil }
    guard take("(") else { return name == "true" }
    let start = i
    while i < chars.count, chars[i] != ")" { i += 1 }
    guard i < chars.count else { return nil }
    let argument = String(chars[start..<i]).filter { !$0.isWhitespace }
    i += 1
    switch name {
    case "os": return argument == "iOS"
    case "canImport":
      return CompilationConditions.importable.contains(argument.split(separator: ".").first.map(String.init) ?? "")
    case "arch": return argument == "arm64"
    case "swift", "compiler": return argument.hasPrefix(">=")
    case "targetEnvironment": return false
    default: return false
    }
  }
}
