import MotionSpecNumbers

/// One call in an expression, e.g. `.spring(duration: 0.5, bounce: 0.2)` or `.delay(0.1)`.
struct Call {
  /// An argument as written.
  struct Argument {
    enum Value: Equatable {
      case number(Double)
      case bool(Bool)
      /// A `Spring` argument (`.spring(.bouncy)`), as its motion.
      case motion(Animation)
    }
    let label: String?
    let value: Value
    /// Offset of the label (or of the value when unlabeled).
    let offset: Int
    /// Offset of the value.
    let valueOffset: Int
  }

  let name: String
  let offset: Int
  let arguments: [Argument]
  let hasParentheses: Bool
  /// `Spring(...)`: the initializer of SwiftUI's `Spring` type, rather than a static member.
  let isInitializer: Bool

  /// The call in canonical SwiftUI spelling.
  var swiftUI: String {
    let head = isInitializer ? name : "." + name
    guard hasParentheses else { return head }
    let list = arguments.map { argument -> String in
      let value: String
      switch argument.value {
      case .number(let n): value = formatNumber(n)
      case .bool(let b): value = String(b)
      case .motion(let m): value = m.swiftUI
      }
      return argument.label.map { "\($0): \(value)" } ?? value
    }
    return head + "(" + list.joined(separator: ", ") + ")"
  }
}

/// Shortest faithful spelling of a number: `1` rather than `1.0`, `0.55` rather than `0.550000…`.
public func formatNumber(_ value: Double) -> String { NumberText.code(value) }
