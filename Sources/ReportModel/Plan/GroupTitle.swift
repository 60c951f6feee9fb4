/// A group key as a heading: `motion` → "Motion", `heavySheets` → "Heavy sheets",
/// `components.sheet_transitions` → "Components › Sheet transitions".
public enum GroupTitle {
  public static func text(_ key: String) -> String {
    guard !key.isEmpty else { return "Tokens" }
    return key.split(separator: ".").map { words(String($0)) }.joined(separator: " › ")
  }

  /// One path component in words: camelCase, `_` and `-` split; the first word capitalised,
  /// acronyms (`UI`, `CTA`) kept as written.
  static func words(_ component: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(component)
    for (i, c) in characters.enumerated() {
      if c == "_" || c == "-" || c == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      let next = i + 1 < characters.count ? characters[i + 1] : nil
      let startsWord =
        c.isUppercase && !current.isEmpty
        && (!(current.last?.isUppercase ?? false) || (next?.isLowercase ?? false))
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words.enumerated().map { i, word in
      let acronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
      if acronym { return word }
      return i == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
    }.joined(separator: " ")
  }
}
