import ChartKinds
import Foundation

/// The words of the spec that are not numbers: the explainer sections and the closing notes.
///
/// They live in `Templates/prose.json`, beside the templates, so a team can reword them (or
/// translate them) with `--templates` without touching code.
public struct Prose: Codable, Sendable, Equatable {
  /// One explainer: the chart kind it shows, its heading and its paragraph.
  public struct Section: Codable, Sendable, Equatable {
    public var kind: ChartKind
    public var title: String
    public var text: String
  }

  /// The explainers, in the order of the WWDC23 session "Animate with springs".
  public var sections: [Section]
  /// Notes that close the spec (where sources disagree, and which ones it follows).
  public var notes: [String]
  /// The Platforms section's heading and paragraph (each platform's conventions come from
  /// `Export.Platform`, the same words `export` writes at the top of each file).
  public var platforms: Heading
  /// The heading and paragraph of the table of each platform's playback error per token. A
  /// `prose.json` from before the table may lack it; the bundled words stand in.
  public var playback: Heading

  /// A heading and its paragraph.
  public struct Heading: Codable, Sendable, Equatable {
    public var title: String
    public var text: String
  }

  /// A `prose.json` written before the playback table.
  struct Older: Codable {
    var sections: [Section]
    var notes: [String]
    var platforms: Heading
  }

  init(sections: [Section], notes: [String], platforms: Heading, playback: Heading) {
    self.sections = sections
    self.notes = notes
    self.platforms = platforms
    self.playback = playback
  }

  /// Reads `prose.json` from `files`; a malformed file is an error that says what is wrong.
  package init(_ files: TemplateFiles) throws(ReportError) {
    let text = try files.text("prose.json")
    do {
      self = try JSONDecoder().decode(Prose.self, from: Data(text.utf8))
    } catch DecodingError.keyNotFound(let key, _) where key.stringValue == "playback" {
      do {
        let own = try JSONDecoder().decode(Older.self, from: Data(text.utf8))
        let bundled = try JSONDecoder().decode(Prose.self, from: Data((TemplateFiles.bundled["prose.json"] ?? "").utf8))
        self = Prose(sections: own.sections, notes: own.notes, platforms: own.platforms, playback: bundled.playback)
      } catch {
        throw ReportError.invalidTemplate("prose.json", "\(error)")
      }
    } catch {
      throw ReportError.invalidTemplate("prose.json", "\(error)")
    }
    let kinds = sections.map(\.kind)
    if Set(kinds).count != kinds.count {
      throw ReportError.invalidTemplate("prose.json", "a chart kind has two sections")
    }
  }
}
