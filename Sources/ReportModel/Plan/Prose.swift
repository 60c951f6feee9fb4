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

  /// The heading and paragraph of the durations and instants (tokens that are a time, with no
  /// curve to draw). A `prose.json` from before them may lack it; the bundled words stand in.
  public var durations: Heading
  /// Why SwiftUI's completion depends on the distance moved (the table's completion column);
  /// `{distance}` stands for the spec's distance.
  public var completion: Heading
  /// The heading and paragraph of the sequences (keyframe tracks, staggers and chains).
  public var sequences: Heading

  enum CodingKeys: String, CodingKey { case sections, notes, platforms, playback, durations, completion, sequences }

  /// Reads the words; a heading added after a team may have copied `prose.json` (the playback
  /// table's, the durations', the sequences') falls back to the bundled words.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    sections = try c.decode([Section].self, forKey: .sections)
    notes = try c.decode([String].self, forKey: .notes)
    platforms = try c.decode(Heading.self, forKey: .platforms)
    playback = try c.decodeIfPresent(Heading.self, forKey: .playback) ?? Self.bundled(.playback)
    durations = try c.decodeIfPresent(Heading.self, forKey: .durations) ?? Self.bundled(.durations)
    completion = try c.decodeIfPresent(Heading.self, forKey: .completion) ?? Self.bundled(.completion)
    sequences = try c.decodeIfPresent(Heading.self, forKey: .sequences) ?? Self.bundled(.sequences)
  }

  /// A heading of the bundled `prose.json`.
  static func bundled(_ key: CodingKeys) throws -> Heading {
    struct Headings: Decodable {
      var playback: Heading
      var durations: Heading
      var completion: Heading
      var sequences: Heading
    }
    let words = try JSONDecoder().decode(Headings.self, from: Data((TemplateFiles.bundled["prose.json"] ?? "").utf8))
    switch key {
    case .durations: return words.durations
    case .completion: return words.completion
    case .sequences: return words.sequences
    default: return words.playback
    }
  }

  /// Reads `prose.json` from `files`; a malformed file is an error that says what is wrong.
  package init(_ files: TemplateFiles) throws(ReportError) {
    let text = try files.text("prose.json")
    do {
      self = try JSONDecoder().decode(Prose.self, from: Data(text.utf8))
    } catch {
      throw ReportError.invalidTemplate("prose.json", "\(error)")
    }
    let kinds = sections.map(\.kind)
    if Set(kinds).count != kinds.count {
      throw ReportError.invalidTemplate("prose.json", "a chart kind has two sections")
    }
  }
}
