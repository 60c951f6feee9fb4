import ChartKinds

/// The identity of one chart of a report: what it shows. It names the chart's files and its
/// ids in the page, and keys every map of charts, so nothing is rebuilt from or parsed out of a
/// file name.
public enum ChartID: Hashable, Sendable {
  /// The `motion` chart of the token with this slug.
  case token(String)
  /// The `decomposition` chart of the token with this slug.
  case decomposition(String)
  /// The overlay of a group's tokens (the group's slug).
  case group(String)
  /// An explainer section's chart.
  case explainer(ChartKind)
  /// The `timeline` chart of the sequence with this slug.
  case sequence(String)

  /// The chart's file name without extension, unique in a report: a prefix per case, then the
  /// slug (slugs are unique within their kind).
  public var fileBase: String {
    switch self {
    case .token(let slug): "token-\(slug)"
    case .decomposition(let slug): "decomposition-\(slug)"
    case .group(let slug): "group-\(slug)"
    case .explainer(let kind): "explainer-\(kind.rawValue)"
    case .sequence(let slug): "sequence-\(slug)"
    }
  }

  /// Whether the chart explains an idea (drawn taller in print) rather than a token or group.
  public var isExplainer: Bool {
    if case .explainer = self { return true }
    return false
  }
}

/// In the render model's JSON a chart reads as `{"chart": "token", "slug": "motion-heavy"}`, or
/// `{"chart": "explainer", "kind": "handoff"}`.
extension ChartID: Codable {
  private enum CodingKeys: String, CodingKey { case chart, slug, kind }
  private enum Chart: String, Codable { case token, decomposition, group, explainer, sequence }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    switch try c.decode(Chart.self, forKey: .chart) {
    case .token: self = .token(try c.decode(String.self, forKey: .slug))
    case .decomposition: self = .decomposition(try c.decode(String.self, forKey: .slug))
    case .group: self = .group(try c.decode(String.self, forKey: .slug))
    case .explainer: self = .explainer(try c.decode(ChartKind.self, forKey: .kind))
    case .sequence: self = .sequence(try c.decode(String.self, forKey: .slug))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .token(let slug): try c.encode(Chart.token, forKey: .chart); try c.encode(slug, forKey: .slug)
    case .decomposition(let slug): try c.encode(Chart.decomposition, forKey: .chart); try c.encode(slug, forKey: .slug)
    case .group(let slug): try c.encode(Chart.group, forKey: .chart); try c.encode(slug, forKey: .slug)
    case .explainer(let kind): try c.encode(Chart.explainer, forKey: .chart); try c.encode(kind, forKey: .kind)
    case .sequence(let slug): try c.encode(Chart.sequence, forKey: .chart); try c.encode(slug, forKey: .slug)
    }
  }
}

/// Where a reader can be sent in the page and the sheet: a token's card, a group's section or an
/// explainer. Its ``id`` is the HTML element's id and the PDF's named destination, made here
/// only, beside the charts' file names.
public enum Anchor: Hashable, Sendable {
  /// The card of the token with this slug.
  case token(String)
  /// The section of the group with this slug.
  case group(String)
  /// An explainer section.
  case explainer(ChartKind)
  /// The card of the sequence with this slug.
  case sequence(String)

  /// The anchor as the page and the sheet write it.
  public var id: String {
    switch self {
    case .token(let slug): "token-\(slug)"
    case .group(let slug): "group-\(slug)"
    case .explainer(let kind): "about-\(kind.rawValue)"
    case .sequence(let slug): "sequence-\(slug)"
    }
  }
}
