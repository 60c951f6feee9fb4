import Foundation

/// The date a printed spec carries (its PDF's creation and modification dates).
///
/// `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) wins when set, so
/// a build can pin it; otherwise the newest modification time of the catalogue's files (a
/// directory's files included), the moment the tokens last changed. The built-in catalogue
/// carries the date it was last revised. Never the time of the render: the same input prints
/// the same bytes.
public enum DocumentDate {
  /// The day the built-in catalogue was last revised.
  public static let builtInCatalogue = "2026-11-25T00:00:00Z"

  /// The date for a catalogue read from `paths` (none: the built-in one; `-`: standard input,
  /// which has no time of its own and takes the built-in date unless the environment pins one).
  public static func resolve(paths: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) }),
      epoch >= 0, epoch < 253_402_300_800
    {
      return iso(Date(timeIntervalSince1970: TimeInterval(epoch)))
    }
    var newest: Date?
    for path in paths where path != "-" {
      for date in modificationDates(path) where newest.map({ date > $0 }) ?? true { newest = date }
    }
    return newest.map(iso) ?? builtInCatalogue
  }

  static func modificationDates(_ path: String) -> [Date] {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    // A file whose time cannot be read (it vanished since it was read) adds no date: the others
    // or the built-in date stand.
    guard isDirectory.boolValue else {
      do {
        return [try files.attributesOfItem(atPath: path)[.modificationDate] as? Date].compactMap { $0 }
      } catch {
        return []
      }
    }
    var dates: [Date] = []
    let enumerator = files.enumerator(
      at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey]),
        values.isRegularFile == true, let date = values.contentModificationDate
      else { continue }
      dates.append(date)
    }
    return dates
  }

  /// `date` as ISO 8601 in UTC, to the second.
  static func iso(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
  }
}
