import MotionSpecFiles

/// Which part of a themed token document to read: a DTCG resolver's contexts, a Tokens Studio
/// file's token sets or themes, a Figma Variables collection's mode.
///
/// Empty means the document's own default: a resolver modifier's `default` (else its first
/// context), the first theme of each Tokens Studio theme group (else every set), a Figma
/// collection's default mode. Every choice made is said in a note.
public struct CatalogueSelection: Sendable, Hashable {
  /// `MODIFIER=CONTEXT` or a bare `CONTEXT` (a resolver's), or a Figma mode's name.
  public var contexts: [String]
  /// Tokens Studio sets to read, in the file's set order.
  public var tokenSets: [String]
  /// Tokens Studio themes (`NAME` or `GROUP/NAME`) whose sets to read.
  public var themes: [String]

  /// How a duration written as a bare number is read; nil takes `.motionspec.yml`'s
  /// `read: unitless-durations` (milliseconds when it says nothing).
  public var unitlessDurations: UnitlessDurations?

  /// The root font size, in px, that `rem` and `em` lengths are read at (CSS keyframes); nil
  /// takes `.motionspec.yml`'s `read: root-font-size`, else 16 px (the browsers' default), with
  /// a note that says so.
  public var rootFontSize: Double?

  /// The folder outside which no file a catalogue names is read (a resolver's `$ref`s); nil
  /// until the loader sets it to the folder of the files it was given, unless the caller chose
  /// one (`--root`, a server's workspace).
  public var root: WorkspaceRoot?

  public init(
    contexts: [String] = [], tokenSets: [String] = [], themes: [String] = [],
    unitlessDurations: UnitlessDurations? = nil, rootFontSize: Double? = nil, root: WorkspaceRoot? = nil
  ) {
    self.contexts = contexts
    self.tokenSets = tokenSets
    self.themes = themes
    self.unitlessDurations = unitlessDurations
    self.rootFontSize = rootFontSize
    self.root = root
  }

  public var isEmpty: Bool { contexts.isEmpty && tokenSets.isEmpty && themes.isEmpty }
}

/// The unit of a duration written as a bare number (`"50"` … `"1000"`, typed `number`, as Tokens
/// Studio files hold them): milliseconds unless a team's `.motionspec.yml` says seconds.
/// The root font sizes `--root-font-size` and `read: {root-font-size: …}` accept, in px.
public let rootFontSizes: ClosedRange<Double> = 1...1000

public enum UnitlessDurations: String, Sendable, Hashable, CaseIterable {
  case milliseconds, seconds

  func seconds(_ n: Double) -> Double { self == .milliseconds ? n / 1000 : n }
}
