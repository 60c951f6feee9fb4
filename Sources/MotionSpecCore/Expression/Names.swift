/// What a name written in an expression is expected to be where it stands.
public enum NameRole: Hashable, Sendable {
  /// An argument or operand: `.easeInOut(duration: fast)`, `Self.base * 1.5`.
  case number
  /// The whole expression or what it modifies: `Motion.standard.delay(0.1)`, `.codeBreaker`.
  case animation
  /// An argument that takes a SwiftUI `Spring`: `.spring(Motion.panel)`.
  case spring
}

/// A name as written in an expression, for a ``NameResolver`` to look up.
public struct NameReference: Hashable, Sendable {
  /// The dotted segments as written: `["fast"]`, `["Self", "base"]`, `["Motion", "standard"]`.
  /// An implicit member `.codeBreaker` arrives as `["Animation", "codeBreaker"]` (or `Spring`).
  public var path: [String]
  /// Written as `.name`, a member of the type the context expects.
  public var isImplicitMember: Bool
  /// What the name must be where it stands.
  public var role: NameRole

  /// A reference to the dotted `path`, written `.name` when `isImplicitMember`.
  public init(path: [String], isImplicitMember: Bool = false, role: NameRole) {
    self.path = path
    self.isImplicitMember = isImplicitMember
    self.role = role
  }

  /// The name as written: `Self.base`, `.codeBreaker`.
  public var written: String { isImplicitMember ? "." + (path.last ?? "") : path.joined(separator: ".") }
}

/// What a resolver found for a name.
public enum NameLookup: Sendable {
  /// A number constant.
  case number(Double)
  /// Another token's motion; `token` is its id, e.g. `Motion.standard`.
  case motion(Animation, token: String)
  /// Nothing by that name is known.
  case unknown
  /// The name is known but its value is only known when the app runs (a parameter, a call).
  /// The string names that value.
  case notStatic(String)
  /// The name refers to something invalid or circular; the message says what.
  case invalid(String)
}

/// Looks up the names an expression refers to, such as the constants and tokens of a Swift file.
public typealias NameResolver = (NameReference) -> NameLookup

/// A parsed expression: its motion, and the token it names when it is nothing but a reference.
public struct ParsedExpression: Sendable {
  /// The motion the expression describes.
  public var animation: Animation
  /// The id of the token the expression refers to, when it is exactly one reference (an alias).
  public var aliasOf: String?
  /// Every token the expression names, in order (`.spring(Motion.panel)` names `Motion.panel`).
  public var references: [String] = []
  /// The platform whose spelling was read.
  public var spelling: Spelling = .swiftUI
}
