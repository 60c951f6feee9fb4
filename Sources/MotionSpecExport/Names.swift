/// Identifiers for a token in each language: words split from the token's path, then joined in
/// the language's convention, escaped where a word is reserved, and kept unique within a file.
struct Names {
  /// The words of a name: split at anything that is not a letter or digit, and at lower→upper
  /// case changes (`tapFeedback` → tap, feedback).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for c in name {
      if !(c.isLetter || c.isNumber) || !c.isASCII {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        if let p = previous, p.isLowercase || p.isNumber, c.isUppercase, !current.isEmpty {
          words.append(current)
          current = ""
        }
        current.append(c)
      }
      previous = c
    }
    if !current.isEmpty { words.append(current) }
    return words.isEmpty ? ["token"] : words
  }

  static func lowerCamel(_ words: [String]) -> String {
    let joined = words.enumerated().map { i, w in
      i == 0 ? w.prefix(1).lowercased() + w.dropFirst() : w.prefix(1).uppercased() + w.dropFirst()
    }.joined()
    return joined.first?.isNumber == true ? "_" + joined : joined
  }

  static func upperCamel(_ words: [String]) -> String {
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return joined.first?.isNumber == true ? "_" + joined : joined
  }

  static func kebab(_ words: [String]) -> String { words.map { $0.lowercased() }.joined(separator: "-") }

  /// Words a language reserves, which get escaped (Swift, Kotlin) or a trailing underscore.
  static let reserved: [Platform.Language: Set<String>] = [
    .swift: [
      "default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "static", "self", "Self",
      "in", "is", "as", "if", "else", "for", "while", "repeat", "return", "switch", "case", "break", "continue",
      "import", "init", "deinit", "operator", "public", "private", "internal", "fileprivate", "true", "false", "nil",
      "super", "throw", "throws", "try", "catch", "where", "Type", "Protocol", "subscript", "typealias",
      "associatedtype", "defer", "do", "guard", "inout", "open",
    ],
    .kotlin: [
      "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
      "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
      "when", "while",
    ],
    .typeScript: [
      "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
      "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
      "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
    ],
    .dart: [
      "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
      "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
      "this", "throw", "true", "try", "var", "void", "while", "with",
    ],
  ]

  /// `name` made safe in `language`.
  static func escaped(_ name: String, in language: Platform.Language) -> String {
    guard reserved[language]?.contains(name) == true else { return name }
    switch language {
    case .swift, .kotlin: return "`\(name)`"
    default: return name + "_"
    }
  }

  /// Makes names unique by appending 2, 3, … to later repeats.
  static func unique(_ names: [String]) -> [String] {
    var used: [String: Int] = [:]
    return names.map { name in
      let n = used[name, default: 0] + 1
      used[name] = n
      return n == 1 ? name : name + String(n)
    }
  }
}
