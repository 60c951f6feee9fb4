import Foundation

/// A path pattern relative to a folder, as `.motionspec.yml`'s `ignores` writes it: `*` stands for
/// any characters within one name, `?` for one character, `**` for any number of folders. A
/// pattern without a `/` matches a name at any depth (gitignore's rule: `*.min.css`); one with a
/// `/` is matched from the folder (`Generated/**`, `Sources/Legacy`). A pattern that matches a
/// folder matches everything below it.
public struct PathGlob: Sendable, Hashable {
  /// The pattern as written.
  public let pattern: String
  /// The folder it is relative to (absolute, standardised).
  public let folder: String
  let segments: [String]

  /// `nil` for an empty pattern (or one of slashes only).
  public init?(_ pattern: String, relativeTo folder: String) {
    let trimmed = pattern.trimmingCharacters(in: .whitespaces)
    var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !parts.isEmpty else { return nil }
    if parts.first == "." { parts.removeFirst() }
    guard !parts.isEmpty else { return nil }
    // No slash inside (a trailing one marks a folder): a name at any depth.
    if !trimmed.dropLast(trimmed.hasSuffix("/") ? 1 : 0).contains("/") { parts.insert("**", at: 0) }
    self.pattern = pattern
    self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
    self.segments = parts
  }

  /// Whether `path` (absolute, or relative to the working folder) is the pattern's, or below a
  /// folder that is; a path outside the pattern's folder never is.
  public func matches(_ path: String) -> Bool {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    guard absolute.hasPrefix(base) else { return false }
    let names = absolute.dropFirst(base.count).split(separator: "/").map(String.init)
    return (1...max(1, names.count)).contains { k in k <= names.count && Self.match(segments[...], names[..<k]) }
  }

  static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return names.isEmpty }
    if first == "**" {
      // Any number of folders, none included.
      return (names.startIndex...names.endIndex).contains { match(pattern.dropFirst(), names[$0...]) }
    }
    guard let name = names.first, matchName(Array(first), Array(name)) else { return false }
    return match(pattern.dropFirst(), names.dropFirst())
  }

  /// One name against one segment of the pattern (`*` and `?`), by dynamic programming.
  static func matchName(_ p: [Character], _ s: [Character]) -> Bool {
    var row = [Bool](repeating: false, count: s.count + 1)
    row[0] = true
    for c in p {
      var next = [Bool](repeating: false, count: s.count + 1)
      if c == "*" {
        var any = false
        for j in 0...s.count {
          any = any || row[j]
          next[j] = any
        }
      } else {
        for j in 1...max(1, s.count) where j <= s.count {
          next[j] = row[j - 1] && (c == "?" || c == s[j - 1])
        }
      }
      row = next
    }
    return row[s.count]
  }
}
