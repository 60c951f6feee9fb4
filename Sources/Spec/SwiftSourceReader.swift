import Foundation
import Motion

/// Reads motion tokens from Swift source such as a design system's `enum Motion`.
///
/// It reads `static let NAME: Animation = EXPR` (also `: Spring`, and `static let NAME =
/// Animation.…`), `///` doc comments as descriptions, `// MARK: -` sections as groups, and a
/// `TimeInterval` constant whose name contains "stagger" as the stagger interval. Expressions may
/// span lines while parentheses are open. Anything else declared `static` is reported as a
/// warning saying what was not read — the reader never guesses.
public enum SwiftSourceReader {
  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var section: String?
    var typeName: String?
    var doc: [String] = []
    var stagger: Double?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let lineNumber = index + 1
      index += 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = line.count - line.drop(while: { $0 == " " || $0 == "\t" }).count
      if trimmed.hasPrefix("///") {
        doc.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        continue
      }
      if trimmed.hasPrefix("// MARK:") {
        var title = String(trimmed.dropFirst("// MARK:".count)).trimmingCharacters(in: .whitespaces)
        if title.hasPrefix("-") { title = String(title.dropFirst()).trimmingCharacters(in: .whitespaces) }
        section = title.isEmpty ? nil : title
        doc = []
        continue
      }
      if typeName == nil, let name = declaredType(trimmed) { typeName = name }
      guard let staticRange = trimmed.range(of: "static ") else {
        if !trimmed.isEmpty && !trimmed.hasPrefix("//") { doc = [] }
        continue
      }
      let declaration = String(trimmed[staticRange.upperBound...])
      let description = doc.isEmpty ? nil : doc.joined(separator: " ")
      doc = []
      let here = SourceLocation(file: file, line: lineNumber, column: indent + 1)
      guard declaration.hasPrefix("let ") || declaration.hasPrefix("var ") else {
        let what = declaration.split(separator: "(").first.map(String.init) ?? declaration
        diagnostics.append(Diagnostic(.warning, "not read: '\(what.trimmingCharacters(in: .whitespaces))' is not a constant (only `static let NAME: Animation = …` becomes a token)", at: here))
        continue
      }
      // name, optional type, and the expression after '='
      let body = String(declaration.dropFirst(4))
      guard let eq = body.firstIndex(of: "=") else {
        diagnostics.append(Diagnostic(.warning, "not read: a declaration without a value", at: here))
        continue
      }
      let head = body[..<eq]
      let parts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard let name = parts.first, !name.isEmpty else {
        diagnostics.append(Diagnostic(.warning, "not read: a declaration without a name", at: here))
        continue
      }
      let type = parts.count > 1 ? parts[1] : nil
      var expression = stripComment(String(body[body.index(after: eq)...])).trimmingCharacters(in: .whitespaces)
      // Expression column: position of its first character in the original line.
      let exprColumn = (line.range(of: expression.isEmpty ? "=" : String(expression.prefix(8))).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? indent) + 1
      // Where each piece of a multi-line expression came from: (offset in the joined text,
      // line, column), so an error points into the line that holds it.
      var pieces = [(offset: 0, line: lineNumber, column: exprColumn)]
      // An unbalanced '(' continues onto the following lines, but never past the start of the
      // next declaration: the parser then reports the missing ')' there, not at the end of the file.
      while balance(expression) > 0 && index < lines.count && !startsDeclaration(lines[index]) {
        let next = stripComment(lines[index])
        let lead = next.prefix { $0 == " " || $0 == "\t" }.count
        expression += " "
        pieces.append((expression.count, index + 1, lead + 1))
        expression += next.trimmingCharacters(in: .whitespaces)
        index += 1
      }
      let path = [section ?? typeName ?? "tokens", name].map { $0 }
      if type == "TimeInterval" || type == "Double" || type == "CGFloat" {
        if name.lowercased().contains("stagger"), let n = Double(expression), n >= 0 {
          stagger = n
        } else {
          diagnostics.append(Diagnostic(.warning, "not read: '\(name)' is a number, not a motion (only a stagger interval is used)", at: here))
        }
        continue
      }
      let looksLikeMotion = type == "Animation" || type == "Spring" || type == "SwiftUI.Animation"
        || expression.hasPrefix("Animation.") || expression.hasPrefix("Spring") || (type == nil && expression.hasPrefix("."))
      guard looksLikeMotion else {
        diagnostics.append(Diagnostic(.warning, "not read: '\(name)' has type \(type ?? "unknown"), not Animation or Spring", at: here))
        continue
      }
      do {
        let animation = try MotionExpression.parse(expression)
        tokens.append(Token(path: path, description: description, definition: expression, animation: animation, location: here))
      } catch {
        let piece = pieces.last { $0.offset <= error.offset } ?? pieces[0]
        let location = SourceLocation(file: file, line: piece.line, column: piece.column + error.offset - piece.offset)
        diagnostics.append(Diagnostic(.error, error.message, at: location, token: path.joined(separator: ".")))
      }
    }
    if tokens.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(Diagnostic(.error, "no `static let NAME: Animation = …` declarations found", at: SourceLocation(file: file, line: 1, column: 1)))
    }
    diagnostics += Validation.duplicates(tokens)
    if diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(diagnostics) }
    return Catalogue(name: typeName ?? "Motion", source: file, tokens: tokens, staggerInterval: stagger, warnings: diagnostics)
  }

  static func declaredType(_ line: String) -> String? {
    for keyword in ["enum ", "struct ", "extension "] {
      guard let r = line.range(of: keyword), line[..<r.lowerBound].allSatisfy({ $0 == " " || "publicinternalfilepriv".contains($0) }) else { continue }
      let name = line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { return String(name) }
    }
    return nil
  }

  /// Whether `line` starts a declaration (or closes a type), which ends any expression before it.
  static func startsDeclaration(_ line: String) -> Bool {
    let t = line.trimmingCharacters(in: .whitespaces)
    return t.hasPrefix("}") || t.hasPrefix("@") || t.hasPrefix("///") || t.hasPrefix("// MARK")
      || ["static ", "public ", "private ", "internal ", "fileprivate ", "case ", "enum ", "struct ", "extension ", "func ", "var ", "let "]
        .contains { t.hasPrefix($0) }
  }

  static func stripComment(_ s: String) -> String {
    guard let r = s.range(of: "//") else { return s }
    return String(s[..<r.lowerBound])
  }

  static func balance(_ s: String) -> Int {
    s.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
  }
}
