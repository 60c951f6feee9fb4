/// A stylesheet's style rules as CSS Nesting resolves them (CSS Nesting Module 1): each nested
/// rule with its full selector (`&` replaced by its parent's, or the parent's before it), and a
/// rule on the same element as its parent (`&:where(.open)`, `&.active`) with the parent's
/// declarations before its own, as the cascade gives them to that element. Conditional group
/// rules (`@media`, `@supports`, `@container`, `@layer`, `@scope`) are transparent; `@keyframes`
/// and other at-rules with blocks are not style rules.
struct CSSStyleRule: Equatable {
  /// The resolved selector: one complex selector, no list.
  var selector: String
  /// The declarations the rule's element gets here, in cascade order (later wins).
  var declarations: [Declaration]

  struct Declaration: Equatable {
    var property: String
    var value: String
  }

  /// The name a sequence played by this rule takes: the selector's first class, id or type,
  /// without its pseudo-classes (`.sheet:where(.open)` → sheet); nil for a selector that reaches
  /// other elements (a descendant, a child, a sibling).
  var playerName: String? {
    let s = selector.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == ">" || $0 == "+" || $0 == "~" }) else {
      return nil
    }
    var name = Substring(s).drop { $0 == "." || $0 == "#" }
    if let cut = name.firstIndex(where: { $0 == ":" || $0 == "[" || $0 == "(" }) { name = name[..<cut] }
    return name.isEmpty ? nil : String(name)
  }
}

enum CSSRules {
  /// A block as written: its prelude, its declarations and its nested blocks.
  final class Block {
    let prelude: String
    var declarations: [CSSStyleRule.Declaration] = []
    var children: [Block] = []
    init(_ prelude: String) { self.prelude = prelude }
  }

  /// The at-rules whose blocks hold rules that apply as if the at-rule were not there.
  static let transparent = ["@media", "@supports", "@container", "@layer", "@scope", "@document"]

  /// Every style rule of `css` (comments already blanked), nested ones resolved, in source order;
  /// each rule that names an animation gets, before its own, the animation declarations of the
  /// earlier rules that match every element it matches (see ``cascaded(_:)``).
  static func styleRules(_ css: String) -> [CSSStyleRule] {
    var out: [CSSStyleRule] = []
    for block in blocks(css).children { flatten(block, parents: nil, into: &out) }
    return cascaded(out)
  }

  /// The cascade across rules, where it can be known without the document: a rule whose compound
  /// selector holds every simple selector of an earlier rule's (`.card.is-playing.fade-in` and
  /// `.card.is-playing`; `[data-animate="fade"]` and `[data-animate]`) is on elements that rule
  /// styles too, so that rule's `animation-*` declarations come first, its own after (and win,
  /// as the more specific).
  static func cascaded(_ rules: [CSSStyleRule]) -> [CSSStyleRule] {
    func animates(_ rule: CSSStyleRule) -> Bool { rule.declarations.contains { $0.property.hasPrefix("animation") } }
    let sources = rules.indices.filter { animates(rules[$0]) }.compactMap { i in
      simpleSelectors(rules[i].selector).map { (index: i, simple: $0) }
    }
    guard sources.count > 1 else { return rules }
    var out = rules
    for target in sources
    where rules[target.index].declarations.contains(where: {
      $0.property == "animation-name" || $0.property == "animation"
    }) {
      let inherited = sources.filter { $0.index < target.index && $0.simple.isStrictSubset(of: target.simple) }
        .flatMap { rules[$0.index].declarations.filter { $0.property.hasPrefix("animation") } }
      out[target.index].declarations = inherited + rules[target.index].declarations
    }
    return out
  }

  /// The simple selectors of one compound selector (`div.card[data-state="open"]:hover` → div,
  /// .card, [data-state="open"], [data-state], :hover); nil for a complex selector (with a
  /// combinator), which reaches other elements.
  static func simpleSelectors(_ selector: String) -> Set<String>? {
    let s = selector.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "," })
    else { return nil }
    var out: Set<String> = []
    var current = ""
    var depth = 0
    func flush() {
      guard !current.isEmpty else { return }
      if current.hasPrefix("["), let equals = current.firstIndex(of: "=") {
        // `[a="x"]` implies `[a]`; quotes and the operator's kind aside for the presence test.
        let name = current[current.index(after: current.startIndex)..<equals].filter {
          $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
        }
        out.insert("[\(name)]")
        out.insert(current.replacingOccurrences(of: "'", with: "\""))
      } else {
        out.insert(current)
      }
      current = ""
    }
    for c in s {
      if depth == 0, ".#[:".contains(c), !(c == ":" && current.hasPrefix(":") && current.count == 1) {
        flush()
      }
      if c == "[" || c == "(" { depth += 1 } else if c == "]" || c == ")" { depth = max(0, depth - 1) }
      current.append(c)
    }
    flush()
    return out
  }

  /// The tree of blocks: `{` opens one (its prelude the text before it), `;` ends a declaration,
  /// `}` closes; brackets and strings hide all three.
  static func blocks(_ css: String) -> Block {
    let root = Block("")
    var stack = [root]
    var buffer = ""
    var parens = 0
    var quote: Character?
    func declaration() {
      let text = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
      buffer = ""
      guard let colon = text.firstIndex(of: ":"), stack.count > 1 else { return }
      let property = text[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      guard !property.isEmpty, !property.contains(where: \.isWhitespace) else { return }
      stack[stack.count - 1].declarations.append(CSSStyleRule.Declaration(property: property, value: value))
    }
    for c in css {
      if let q = quote {
        buffer.append(c)
        if c == q { quote = nil }
        continue
      }
      switch c {
      case "\"", "'":
        quote = c
        buffer.append(c)
      case "(", "[":
        parens += 1
        buffer.append(c)
      case ")", "]":
        parens = max(0, parens - 1)
        buffer.append(c)
      case "{" where parens == 0:
        let block = Block(buffer.trimmingCharacters(in: .whitespacesAndNewlines))
        buffer = ""
        stack[stack.count - 1].children.append(block)
        stack.append(block)
      case ";" where parens == 0:
        declaration()
      case "}" where parens == 0:
        declaration()
        if stack.count > 1 { stack.removeLast() }
      default:
        buffer.append(c)
      }
    }
    return root
  }

  /// The items of a comma-separated CSS list (a value's, a selector list's), commas inside
  /// parentheses and attribute brackets aside.
  static func list(_ value: String) -> [Substring] {
    var items: [Substring] = []
    var depth = 0
    var start = value.startIndex
    for i in value.indices {
      if value[i] == "(" || value[i] == "[" {
        depth += 1
      } else if value[i] == ")" || value[i] == "]" {
        depth = max(0, depth - 1)
      }
      if value[i] == ",", depth == 0 {
        items.append(Substring(value[start..<i].trimmingCharacters(in: .whitespacesAndNewlines)))
        start = value.index(after: i)
      }
    }
    items.append(Substring(value[start...].trimmingCharacters(in: .whitespacesAndNewlines)))
    return items
  }

  static func flatten(
    _ block: Block, parents: [(selector: String, declarations: [CSSStyleRule.Declaration])]?,
    into out: inout [CSSStyleRule]
  ) {
    let prelude = block.prelude
    if prelude.hasPrefix("@") {
      let keyword = String(prelude.prefix { !$0.isWhitespace && $0 != "(" }).lowercased()
      guard transparent.contains(keyword) else { return }
      // Declarations straight inside a conditional rule nested in a style rule are that rule's.
      if let parents, !block.declarations.isEmpty {
        for parent in parents {
          out.append(CSSStyleRule(selector: parent.selector, declarations: parent.declarations + block.declarations))
        }
      }
      let passed = parents.map { list in list.map { ($0.selector, $0.declarations + block.declarations) } }
      for child in block.children { flatten(child, parents: passed, into: &out) }
      return
    }
    var resolved: [(selector: String, declarations: [CSSStyleRule.Declaration])] = []
    for item in list(prelude).map(String.init) where !item.isEmpty {
      guard let parents else {
        resolved.append((item, block.declarations))
        continue
      }
      for parent in parents {
        if item.contains("&") {
          // The same element when `&` starts a compound (`&:hover`, `&.open`), so the parent's
          // declarations reach it too; elsewhere (`.theme-dark &`, `& > li`) another element.
          let after = item.dropFirst().first
          let sameElement = item.hasPrefix("&") && after.map { !$0.isWhitespace && !">+~".contains($0) } ?? true
          resolved.append(
            (
              item.replacingOccurrences(of: "&", with: parent.selector),
              (sameElement ? parent.declarations : []) + block.declarations
            ))
        } else {
          resolved.append((parent.selector + " " + item, block.declarations))
        }
      }
    }
    for rule in resolved where !rule.declarations.isEmpty {
      out.append(CSSStyleRule(selector: rule.selector, declarations: rule.declarations))
    }
    for child in block.children { flatten(child, parents: resolved, into: &out) }
  }
}
