import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Every format's account, on every fixture of ours it claims: each name in a fixture that holds
/// a motion word (spring, tween, duration, delay, easing, curve, cubic-bezier, transition,
/// animation, keyframes, stiffness, damping, bounce, stagger, interval…) is in something the
/// reader read — a token, a duration, a sequence — or in something it said, with its line.
///
/// A Lottie animation's names are free text and its keys letters: there, each animated property
/// (`"a": 1`) is what must be read or said.
///
/// A name is in a construct when it is on the construct's line or on a line inside it: a line
/// nested deeper (by brackets, or for YAML by indentation) than the construct's own line, with
/// no line between them back at the construct's depth. Comments are no constructs.
@Suite struct FormatAccountTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The fixtures of ours each format claims, by the registry (the loader's own choice).
  static func files(of format: any CatalogueFormat) throws -> [String] {
    let walk = try #require(FileManager.default.enumerator(atPath: fixtures.path))
    var out: [String] = []
    for path in walk.compactMap({ $0 as? String }).sorted().map({ fixtures.appendingPathComponent($0).path })
    where format.extensions.contains(CatalogueFormats.fileExtension(path)) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      if CatalogueFormats.format(for: (text: text, file: path))?.name == format.name { out.append(path) }
    }
    return out
  }

  /// One line of a fixture: how deep it starts, and the names on it that hold a motion word.
  struct Line {
    var depth: Int
    var blank: Bool
    var text: String
    var motionNames: [String]
    /// Whether the line starts by closing a bracket: it ends the construct its opener starts.
    var closes: Bool
    /// Whether the line opens a function (`func`, `fun`, `function`, a method or arrow body):
    /// what is inside is a use of motion, not a definition.
    var opensFunction: Bool
    /// The motion names in a function's declared result (`-> Animation`, `): AnimationSpec<Float>`).
    var returnsMotion: Bool
    /// Whether the line is no construct of its own: an import or package line, a property
    /// declared without a value (a view's parameter), a DTCG group's `$type`, motion turned off
    /// (`transition: none`).
    var inert: Bool
    /// A DTCG `$` key (`$type`, `$description`): its group's or token's, accounted for with it.
    var groupType: Bool
    /// The name the line declares (`fast` in `static let fast: Double = 0.1`, in
    /// `static const Duration fast = …` and in `const val fast = 100`), if it declares one.
    var declared: String?
  }

  static func isMotionName(_ name: String) -> Bool {
    MotionWords.words(Substring(name)).contains { word in MotionWords.stems.contains(where: word.hasPrefix) }
  }

  static func declaredName(_ line: String) -> String? {
    func capture(_ pattern: String) -> String? {
      guard let r = line.range(of: pattern, options: .regularExpression) else { return nil }
      return String(line[r]).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init)
    }
    return capture(#"\b(let|var|val)\s+\w+(?=\s*[:=])"#) ?? capture(#"\w+(?=\s*=[^=>])"#)
      ?? capture(#"^"?[\w$-]+(?="?\s*:)"#)
  }

  static func names(_ text: String) -> [String] {
    var names: [String] = []
    var name = ""
    for c in text + " " {
      if c.isLetter || c.isNumber || c == "_" || c == "$" || c == "-" && !name.isEmpty {
        name.append(c)
        continue
      }
      if !name.isEmpty, isMotionName(name) { names.append(name) }
      name = ""
    }
    return names
  }

  /// The lines of `text`, with comments (`//`, `/* */`, and `#` in YAML) taken out; in source
  /// code (not JSON or YAML, whose keys are strings) the contents of strings too.
  static func lines(_ text: String, data: Bool, yaml: Bool, lottie: Bool = false) -> [Line] {
    var out: [Line] = []
    var depth = 0
    var inBlock = false
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var code = ""
      var bare = ""
      var quote: Character?
      var chars = Array(raw)
      if chars.last == "\r" { chars.removeLast() }
      var i = 0
      while i < chars.count {
        let c = chars[i]
        let next = i + 1 < chars.count ? chars[i + 1] : nil
        if inBlock {
          if c == "*", next == "/" {
            inBlock = false
            i += 1
          }
        } else if let q = quote {
          code.append(c)
          if c == "\\" {
            i += 1
          } else if c == q {
            quote = nil
            bare.append(c)
          }
        } else if c == "\"" || c == "'" && !yaml || c == "`" {
          quote = c
          code.append(c)
          bare.append(c)
        } else if c == "/", next == "/", !yaml {
          break
        } else if c == "/", next == "*", !yaml {
          inBlock = true
          i += 1
        } else if c == "#", yaml, code.last.map({ $0 == " " }) ?? true {
          break
        } else {
          code.append(c)
          bare.append(c)
        }
        i += 1
      }
      let trimmed = bare.trimmingCharacters(in: .whitespaces)
      let closes = trimmed.first.map { ")]}".contains($0) } ?? false
      let indent = code.prefix { $0 == " " || $0 == "-" }.count
      // Brackets first; within them, a continuation line (a Kotlin getter) is indented deeper.
      let start = yaml ? indent : (depth - (closes ? 1 : 0)) * 1000 + indent
      if !yaml {
        for c in bare {
          if "([{".contains(c) { depth += 1 }
          if ")]}".contains(c) { depth -= 1 }
        }
      }
      func matches(_ pattern: String) -> Bool {
        (data ? code.trimmingCharacters(in: .whitespaces) : trimmed).range(of: pattern, options: .regularExpression)
          != nil
      }
      let opensFunction =
        !data
        && (matches(#"\b(func|fun|function|init)\b"#) || matches(#"\bclass\s+\w+\s*\("#)
          || matches(#"\)\s*((async|throws)\s*)?((->|:)\s*[\w.<>?, ]+)?\s*(\{|=>)"#)
          || matches(#"\bvar body\b"#))
      let result = trimmed.range(of: #"(->|\)\s*:)\s*[A-Za-z_.<>]+"#, options: .regularExpression).map {
        String(trimmed[$0])
      }
      let inert =
        ["import ", "package ", "@import"].contains(where: trimmed.hasPrefix)
        || trimmed.hasPrefix("export ") && trimmed.contains(" from ")
        || !data && matches(#"^((public|private|internal|@\w+) )*(let|var|val) \w+: [\w.<>?]+$"#)
        || matches(#"(transition|animation): none\b"#)
      out.append(
        Line(
          depth: start, blank: bare.allSatisfy(\.isWhitespace), text: code,
          motionNames: lottie ? (matches(#""a"\s*:\s*1\b"#) ? ["animated property"] : []) : names(data ? code : bare),
          closes: closes, opensFunction: opensFunction,
          returnsMotion: result.map { !names($0).isEmpty } ?? false, inert: inert,
          groupType: data && matches(#"^"?\$\w+"?\s*:"#), declared: declaredName(trimmed)))
    }
    return out
  }

  /// What `catalogue` read and said: the 1-based lines of its constructs, and the text of its
  /// tokens' ids, definitions and notes (a constant a token uses is read as part of it).
  static func said(_ catalogue: Catalogue, file: String) -> (lines: Set<Int>, text: String) {
    let locations =
      catalogue.tokens.compactMap(\.location) + catalogue.durations.compactMap(\.location)
      + catalogue.sequences.compactMap(\.location) + catalogue.warnings.compactMap(\.location)
    let lines = Set(locations.filter { $0.file == file }.map(\.line))
    let text =
      (catalogue.tokens.flatMap { [$0.id, $0.definition] + $0.animation.notes }
      + catalogue.durations.flatMap { [$0.id, $0.definition] } + catalogue.sequences.map(\.id)).joined(separator: " ")
    return (lines, text)
  }

  /// The names in `lines` (0-based line, name) in nothing read or said. A line is accounted for
  /// when it holds a construct; lies inside one (the nearest line above it at each shallower
  /// depth encloses it) or inside a function (a use, unless it is the function's own line and
  /// its result is motion); encloses one (a group of tokens, and the group's `$type`); closes
  /// one; declares a constant a read line or token uses, or the catalogue's stagger interval;
  /// or is inert.
  static func unaccounted(_ lines: [Line], said: (lines: Set<Int>, text: String), stagger: Bool) -> [(Int, String)] {
    // The lines a construct covers: its own, and the lines inside it.
    var inside = [Bool](repeating: false, count: lines.count)
    var inFunction = [Bool](repeating: false, count: lines.count)
    for n in lines.indices {
      var depth = lines[n].depth
      inside[n] = said.lines.contains(n + 1)
      for k in stride(from: n - 1, through: 0, by: -1) where !lines[k].blank && lines[k].depth < depth {
        if said.lines.contains(k + 1) { inside[n] = true }
        if lines[k].opensFunction { inFunction[n] = true }
        depth = lines[k].depth
      }
    }
    let read = said.text + " " + lines.indices.filter { inside[$0] }.map { lines[$0].text }.joined(separator: " ")
    func parent(_ n: Int) -> Int? {
      stride(from: n - 1, through: 0, by: -1).first { !lines[$0].blank && lines[$0].depth < lines[n].depth }
    }
    func opener(_ n: Int) -> Int? {
      stride(from: n - 1, through: 0, by: -1).first { !lines[$0].blank && lines[$0].depth <= lines[n].depth }
    }
    // Each line on its own first; then, from the last line up (children before their group), a
    // group is accounted for when a line inside it is.
    var accounted = lines.indices.map { n in
      let line = lines[n]
      if inside[n] || line.inert || inFunction[n] || line.opensFunction && !line.returnsMotion { return true }
      if let name = line.declared, SwiftSourceReader.mentions(read, name) { return true }
      if stagger, line.declared?.lowercased().contains("stagger") == true { return true }
      // A CSS rule that plays keyframes read as a sequence named for its selector (`.card`).
      let selector = line.text.trimmingCharacters(in: .whitespaces).prefix { $0 != "{" && $0 != " " && $0 != ":" }
      if selector.hasPrefix("."), SwiftSourceReader.mentions(said.text, String(selector.dropFirst())) { return true }
      // A use of a token read (`transition: transform var(--duration-fast) …`).
      return line.text.components(separatedBy: "var(--").dropFirst().contains { use in
        SwiftSourceReader.mentions(said.text, String(use.prefix { $0 != ")" && $0 != "," && $0 != " " }))
      }
    }
    for n in lines.indices.reversed() where !accounted[n] && !lines[n].blank {
      var k = n + 1
      while k < lines.count, lines[k].blank || lines[k].depth > lines[n].depth {
        if accounted[k] && !lines[k].blank && !inFunction[k] {
          accounted[n] = true
          break
        }
        k += 1
      }
    }
    var out: [(Int, String)] = []
    for (n, line) in lines.enumerated() where !line.motionNames.isEmpty && !accounted[n] {
      if line.groupType, let p = parent(n), accounted[p] { continue }
      if line.closes, let o = opener(n), accounted[o] { continue }
      out += line.motionNames.map { (n, $0) }
    }
    return out
  }

  @Test(arguments: CatalogueFormats.all.map(\.name))
  func everyMotionNameInEveryFixtureIsReadOrSaid(_ formatName: String) throws {
    let format = try #require(CatalogueFormats.all.first { $0.name == formatName })
    let files = try Self.files(of: format)
    #expect(!files.isEmpty, "no fixture of ours is \(formatName)")
    // Source code read together is one program: a folder's files are read as one. Design
    // tokens read together layer (a later file's token replaces an earlier one, with a note
    // there), so each is read on its own.
    let data = ["json", "yaml"].contains { format.extensions.contains($0) }
    let groups =
      format.readsFilesTogether && !data
      ? Dictionary(grouping: files) { URL(fileURLWithPath: $0).deletingLastPathComponent().path }.values.map { $0 }
      : files.map { [$0] }
    for group in groups.sorted(by: { $0[0] < $1[0] }) {
      let catalogue: Catalogue
      do {
        catalogue = try CatalogueLoader.read(group).catalogue
      } catch {
        // A file refused is accounted for by its errors, which say where.
        #expect(error.diagnostics.allSatisfy { $0.location != nil }, "\(group): \(error)")
        continue
      }
      for file in group {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = Self.lines(
          text, data: data, yaml: format.extensions.contains("yaml"), lottie: format is LottieFormat)
        let said = Self.said(catalogue, file: file)
        for (n, name) in Self.unaccounted(lines, said: said, stagger: catalogue.staggerInterval != nil) {
          Issue.record("\(file.dropFirst(Self.fixtures.path.count + 1)):\(n + 1): `\(name)` is neither read nor said")
        }
      }
    }
  }
}
