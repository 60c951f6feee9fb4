import ArgumentParser
import ChartKinds
import Charts
import ChartsCairo
import Report

// Option values that argument-parser checks and lists in `--help` (an unknown value is a usage
// error, exit 64, that names the valid ones).

extension ChartKind: ExpressibleByArgument {}
extension ReportOptions.Paper: ExpressibleByArgument {}
extension ReportOptions.ColorScheme: ExpressibleByArgument {}

/// The theme of a chart file.
enum ChartTheme: String, CaseIterable, ExpressibleByArgument {
  case light, dark
  var theme: Theme { self == .dark ? .dark : .light }
}
