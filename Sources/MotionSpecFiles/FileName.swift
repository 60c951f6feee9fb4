import Foundation

/// The one function that turns text from a catalogue (a token's id, a group's or a sequence's
/// name) into the name of a file any command writes: Lottie animations, charts, GIFs, DocC
/// articles and exports.
///
/// A name it returns is one path component, whatever the text: no `/` or `\`, never `.` or `..`
/// and no `..` inside, no leading `.` or `-` (no hidden file, no option), no control, format
/// (bidirectional overrides, zero-width joiners) or separator characters, none of `<>:"|?*`, at
/// most ``maximumBytes`` bytes of UTF-8 (cut between characters), never empty. Letters and digits
/// of every script stay as they are (in Unicode's composed form), so `motion.heavy` stays
/// `motion.heavy` and `モーション` stays readable; every other character becomes `-`, runs of `-`
/// are one. ``FileNames`` makes the names of one folder unique after case folding, so two tokens
/// never write one file on a case-insensitive disk.
public enum FileName {
  /// The longest name, in bytes of UTF-8, before an extension (a file system allows 255).
  public static let maximumBytes = 120

  /// `text` as one safe path component (the readable spelling: letters of every script, digits,
  /// `.`, `_` and `-`).
  public static func component(_ text: String) -> String {
    spell(text) { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.properties.generalCategory == .nonspacingMark || scalar == "_" || scalar == "."
    }
  }

  /// `text` as a slug: lowercase ASCII letters, digits and `-` (the spelling of the report's chart
  /// files and anchors, which URLs and PDF destinations carry).
  public static func slug(_ text: String) -> String {
    spell(text.lowercased()) { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
  }

  /// Whether `name` is one safe component as ``component(_:)`` makes them (with any extension).
  public static func isSafeComponent(_ name: String) -> Bool {
    guard !name.isEmpty, name != ".", name != "..", !name.hasPrefix("."), !name.contains(".."),
      name.utf8.count <= 255
    else { return false }
    return !name.unicodeScalars.contains { scalar in
      scalar == "/" || scalar == "\\" || "<>:\"|?*".unicodeScalars.contains(scalar)
        || [.control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned].contains(
          scalar.properties.generalCategory)
    }
  }

  private static func spell(_ text: String, keeps: (Unicode.Scalar) -> Bool) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
      if keeps(scalar) {
        // `..` never forms: a dot after a dot is a dash.
        if scalar == ".", out.last == "." {
          out.removeLast()
          out.append("-")
          continue
        }
        out.append(scalar)
      } else if let last = out.last, last != "-" {
        if last == "." { out.removeLast() }
        out.append("-")
      }
    }
    var name = String(out)
    while let first = name.unicodeScalars.first, first == "." || first == "-" { name.unicodeScalars.removeFirst() }
    name = bounded(name)
    while let last = name.unicodeScalars.last, last == "." || last == "-" { name.unicodeScalars.removeLast() }
    return name.isEmpty ? "unnamed" : name
  }

  /// `name` cut to at most ``maximumBytes`` bytes of UTF-8, between characters.
  static func bounded(_ name: String) -> String {
    guard name.utf8.count > maximumBytes else { return name }
    var out = ""
    var bytes = 0
    for character in name {
      let size = character.utf8.count
      guard bytes + size <= maximumBytes else { break }
      out.append(character)
      bytes += size
    }
    return out
  }
}

/// The names of one folder's files, unique after case folding: the second `Heavy` beside `heavy`
/// is `Heavy-2`.
public struct FileNames: Sendable {
  private var used: Set<String> = []

  public init() {}

  /// A name for `base` (a safe component) with `suffix` (an extension, `.lottie.json`) that no
  /// earlier name of this folder has, case folded.
  public mutating func unique(_ base: String, suffix: String = "") -> String {
    var candidate = base + suffix
    var n = 2
    while used.contains(candidate.lowercased()) {
      candidate = "\(base)-\(n)\(suffix)"
      n += 1
    }
    used.insert(candidate.lowercased())
    return candidate
  }
}

/// A write that would land outside its output folder (a name that is not one component, or a
/// folder on the way that is a link out): refused before anything is written.
public struct OutputEscape: Error, Sendable, Hashable, CustomStringConvertible {
  public let name: String
  public let folder: String

  public init(name: String, folder: String) {
    self.name = name
    self.folder = folder
  }

  public var description: String {
    "\(name): would be written outside \(folder); nothing was written"
  }

  /// Checks that `relative` (components separated by `/`, each safe) lands inside `folder` once
  /// the folders on the way that exist are resolved.
  public static func check(_ relative: String, in folder: String) throws(OutputEscape) {
    try check(relative, in: WorkspaceRoot(folder))
  }

  /// ``check(_:in:)`` against a folder resolved once (a report's thousands of files share it).
  public static func check(_ relative: String, in root: WorkspaceRoot) throws(OutputEscape) {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !relative.hasPrefix("/"), parts.allSatisfy(FileName.isSafeComponent),
      root.contains(root.path + "/" + relative)
    else { throw OutputEscape(name: relative, folder: root.path) }
  }
}
