import MotionSpecCatalogue
import ReportModel
import Synchronization

/// The charts a server drew while it runs, by everything that determines them: the kind, every
/// token whole (but for where it stands in its file, which no chart shows), the size, the theme,
/// the format and the scale (``Workspace/chart(_:_:width:height:dark:format:scale:)`` makes the
/// key). A hover on the same token again, or an agent asking for the same chart, is answered
/// without drawing; a token edited is another key. The last ``capacity`` are kept, in memory only
/// (the servers write no file).
final class DrawnCharts: Sendable {
  static let capacity = 64
  typealias Chart = (bytes: [UInt8], title: String)

  private struct State {
    var charts: [String: Chart] = [:]
    /// Keys, oldest first.
    var order: [String] = []
    /// How many charts were drawn rather than found (for tests).
    var drawn = 0
  }
  private let state = Mutex(State())

  /// The key of a chart of `kind` for `tokens` drawn with `settings`: each token's every stored
  /// property (``ContentKey``) but its place in its file.
  static func key(kind: String, tokens: [Token], settings: [String]) -> String {
    ([kind] + settings
      + tokens.map { token in
        var drawn = token
        drawn.location = nil
        return ContentKey.text(of: drawn)
      }).joined(separator: "\n")
  }

  /// The chart kept under `key`, or the one `draw` makes, kept.
  func chart(_ key: String, draw: () throws(WorkspaceError) -> Chart) throws(WorkspaceError) -> Chart {
    if let kept = state.withLock({ $0.charts[key] }) { return kept }
    let chart = try draw()
    state.withLock { state in
      state.drawn += 1
      if state.charts.updateValue(chart, forKey: key) == nil { state.order.append(key) }
      while state.order.count > DrawnCharts.capacity { state.charts[state.order.removeFirst()] = nil }
    }
    return chart
  }

  /// How many charts were drawn, not found, since the server started.
  var drawn: Int { state.withLock { $0.drawn } }
  /// How many are kept.
  var count: Int { state.withLock { $0.charts.count } }
}
