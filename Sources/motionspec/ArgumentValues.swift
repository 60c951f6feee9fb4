import ArgumentParser
import ChartKinds
import MotionSpecCairo
import MotionSpecCharts
import Report
import ReportModel

// Option values that argument-parser checks and lists in `--help` (an unknown value is a usage
// error, exit 64, that names the valid ones).

extension ChartKind: ExpressibleByArgument {}
extension ReportOptions.Paper: ExpressibleByArgument {}
extension ReportOptions.ColorScheme: ExpressibleByArgument {}
extension ReportOptions.PNGCharts: ExpressibleByArgument {}
extension ReportOptions.PosterPaper: ExpressibleByArgument {}

/// The theme of a chart file.
enum ChartTheme: String, CaseIterable, ExpressibleByArgument {
  case light, dark
  var theme: Theme { self == .dark ? .dark : .light }
}
extension OutputFormat: ExpressibleByArgument {}

/// `name  summary` lines for a command's discussion, the summaries in one column after the
/// longest name.
func definitionList(_ items: [(name: String, summary: String)]) -> String {
  let width = (items.map(\.name.count).max() ?? 0) + 2
  return items.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }.joined(
    separator: "\n")
}
