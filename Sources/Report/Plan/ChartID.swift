import ChartKinds

/// The identity of one chart of a report: what it shows. It names the chart's files and its
/// ids in the page, and keys every map of charts, so nothing is rebuilt from or parsed out of a
/// file name.
public enum ChartID: Hashable, Codable, Sendable {
  /// The `motion` chart of the token with this slug.
  case token(String)
  /// The `decomposition` chart of the token with this slug.
  case decomposition(String)
  /// The overlay of a group's tokens (the group's slug).
  case group(String)
  /// An explainer section's chart.
  case explainer(ChartKind)

  /// The chart's file name without extension, unique in a report: a prefix per case, then the
  /// slug (slugs are unique within their kind).
  public var fileBase: String {
    switch self {
    case .token(let slug): "token-\(slug)"
    case .decomposition(let slug): "decomposition-\(slug)"
    case .group(let slug): "group-\(slug)"
    case .explainer(let kind): "explainer-\(kind.rawValue)"
    }
  }

  /// Whether the chart explains an idea (drawn taller in print) rather than a token or group.
  public var isExplainer: Bool {
    if case .explainer = self { return true }
    return false
  }
}
