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
      "super", "throw", "throws", "rethrows", "try", "catch", "where", "Type", "Protocol", "subscript", "typealias",
      "associatedtype", "defer", "do", "guard", "inout", "open", "precedencegroup", "Any", "fallthrough", "_",
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

  /// Makes names unique: each keeps its own name when no earlier one has it; a repeat takes the
  /// first of `name2`, `name3`, … (with `separator` before the number) that no name has.
  static func unique(_ names: [String], separator: String = "") -> [String] {
    var scope = NameScope(.json, avoiding: [])
    return scope.claimAll(names.map { ($0, []) }, separator: separator)
  }
}

/// One namespace of a generated file (a Swift enum, a Kotlin object, a TypeScript object, the
/// Dart class): hands out names so that no two declarations in it collide — tokens, the names
/// derived from them (`fadeDuration`, `sheetSpring`) and nested groups — and none takes a word
/// the file itself uses (its types, its helper functions). A name that has to change takes the
/// first free `name2`, `name3`, …, and the change is reported (``Renaming``).
struct NameScope {
  let language: Platform.Language
  private(set) var taken: Set<String>

  /// A scope that keeps `avoiding` (the file's own words) free.
  init(_ language: Platform.Language, avoiding: Set<String>) {
    self.language = language
    taken = avoiding
  }

  /// `base` made legal in the language, or the first numbered form of it, such that it and
  /// `base + suffix` for every suffix are free; all of them are then taken.
  mutating func claim(_ base: String, suffixes: [String] = [], separator: String = "") -> String {
    let legal = self.legal(base)
    var n = 1
    while true {
      let candidate = n == 1 ? legal : legal + separator + String(n)
      if take(candidate, suffixes: suffixes) { return candidate }
      n += 1
    }
  }

  /// Names for all of `requests` (a base and its suffixes each): first every base that is free
  /// keeps its name, in order, then the rest take numbered forms — so a name that is fine as it
  /// is never gives way to a later repeat's number (`a-b`, `a_b`, `aB2`: `aB2` stays `aB2`).
  mutating func claimAll(_ requests: [(String, [String])], separator: String = "") -> [String] {
    var out = requests.map { base, suffixes in take(legal(base), suffixes: suffixes) ? legal(base) : nil }
    for (i, (base, suffixes)) in requests.enumerated() where out[i] == nil {
      out[i] = claim(base, suffixes: suffixes, separator: separator)
    }
    return out.map { $0! }
  }

  /// A Dart name that starts with `_` is private to its library: a digit-first name takes Dart's
  /// constant prefix instead (`_3dFlip` → `k3dFlip`).
  func legal(_ base: String) -> String {
    language == .dart && base.hasPrefix("_") ? "k" + base.dropFirst() : base
  }

  /// Takes `name` and `name + suffix` for every suffix when all are free.
  private mutating func take(_ name: String, suffixes: [String]) -> Bool {
    let all = [name] + suffixes.map { name + $0 }
    guard !all.contains(where: taken.contains) else { return false }
    taken.formUnion(all)
    return true
  }
}

/// How one platform's file names things: the words it uses itself, the names each token's
/// declaration adds, and how a group is spelled.
struct NamingStyle {
  let language: Platform.Language
  /// Types, modules and functions the file refers to, which a name must not shadow.
  let avoiding: Set<String>
  /// What each token's declaration adds to its name (`Duration`, `Spring`, …), all reserved.
  let suffixes: [String]
  /// Groups as nested types (`UpperCamel`) or as properties (`lowerCamel`).
  let groupsAreTypes: Bool

  /// The names of `tree`'s own tokens and child groups, in order, in one scope (tokens first).
  func names(_ tree: GroupTree) -> (tokens: [String], groups: [String]) {
    var scope = NameScope(language, avoiding: avoiding)
    let groupNames = tree.children.map { child -> String in
      let words = Names.words(child.name)
      return groupsAreTypes ? Names.upperCamel(words) : Names.lowerCamel(words)
    }
    let all = scope.claimAll(
      tree.tokens.map { (Names.lowerCamel($0.nameWords), suffixes) } + groupNames.map { ($0, []) })
    return (Array(all.prefix(tree.tokens.count)), Array(all.dropFirst(tree.tokens.count)))
  }

  /// Every token and group of `tree` whose name in this file is not the one its words spell,
  /// with the reason, for `platform`'s warnings.
  func renames(_ tree: GroupTree, platform: Platform) -> [ExportWarning] {
    let (tokens, groups) = names(tree)
    var out: [ExportWarning] = []
    for (t, name) in zip(tree.tokens, tokens) where name != Names.lowerCamel(t.nameWords) {
      out.append(
        ExportWarning(
          token: t.token.id, platform: platform,
          message:
            "named \(name) in this file: \(Names.lowerCamel(t.nameWords)) is taken there (by another token, a name derived from one, a group or a word the file uses)"
        ))
    }
    for (child, name) in zip(tree.children, groups) {
      let words = Names.words(child.name)
      let plain = groupsAreTypes ? Names.upperCamel(words) : Names.lowerCamel(words)
      if name != plain, let first = child.firstToken {
        out.append(
          ExportWarning(
            token: first.token.id, platform: platform,
            message:
              "its group \(child.name) is named \(name) in this file: \(plain) is taken there (by a token, another group or a word the file uses)"
          ))
      }
      out += renames(child, platform: platform)
    }
    return out
  }
}

extension Names {
  /// Types and modules every generated Swift file may use, which no group may shadow.
  static let swiftTypes: Set<String> = [
    "Animation", "Spring", "Bool", "Double", "Float", "Int", "String", "CGFloat", "TimeInterval", "Optional", "SwiftUI",
    "Foundation", "Self", "Any", "AnyObject", "Never", "Void", "Type", "Protocol",
  ]
}
