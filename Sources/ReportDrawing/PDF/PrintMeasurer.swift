import MotionSpecCharts
import ReportModel
import Synchronization

/// The measurer of the reference sheet's layout: the report's measurer, with the lines each
/// paragraph breaks into remembered, so the second layout pass (and every repeated heading)
/// breaks no paragraph again.
final class PrintMeasurer: TextMeasuring, Sendable {
  private let base: any TextMeasuring
  private let lines = Mutex<[Paragraph: [String]]>([:])

  private struct Paragraph: Hashable {
    let text: String
    let font: FontSpec
    let width: Double
  }

  init(_ base: any TextMeasuring) { self.base = base }

  func measure(_ text: String, font: FontSpec) -> TextMetrics { base.measure(text, font: font) }

  /// ``TextMeasuring/wrappedWhole(_:font:width:)``, each paragraph broken once.
  func wrappedWhole(_ text: String, font: FontSpec, width: Double) -> [String] {
    let key = Paragraph(text: text, font: font, width: width)
    if let known = lines.withLock({ $0[key] }) { return known }
    let broken = base.wrappedWhole(text, font: font, width: width)
    lines.withLock { $0[key] = broken }
    return broken
  }
}
