import Cairo
import Charts
import Foundation

/// Measures text with Pango exactly as ``SceneRenderer`` will draw it, caching each result.
///
/// Metrics are unhinted, so they hold on PNG, SVG and PDF alike. Safe to share between threads.
public final class CairoTextMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private let context: Context
  private var cache: [Key: TextMetrics] = [:]

  private struct Key: Hashable {
    let text: String
    let font: FontSpec
  }

  /// A measurer with a Pango font map of its own; throws when Pango cannot start.
  public init() throws {
    // A private font map: the measurer is used from every rendering thread (one at a time), and
    // must not share a thread's default font map with that thread's own drawing.
    context = try Context(Surface.image(size: Cairo.Size(width: 1, height: 1)), fontMap: FontMap())
  }

  /// The ink-independent box of `text` set in `font`, as Pango lays it out.
  public func measure(_ text: String, font: FontSpec) -> TextMetrics {
    lock.lock()
    defer { lock.unlock() }
    let key = Key(text: text, font: font)
    if let hit = cache[key] { return hit }
    let extents = (try? TextLayout(text, font: font.cairoFont, in: context).extents)
      ?? TextExtents(x: 0, y: 0, width: Double(text.count) * font.size * 0.6, height: font.size * 1.2, baseline: font.size)
    let metrics = TextMetrics(width: extents.width, height: extents.height, baseline: extents.baseline)
    cache[key] = metrics
    return metrics
  }
}

extension FontSpec {
  var cairoFont: Cairo.Font {
    Cairo.Font(family: family, size: size, weight: Cairo.Font.Weight(rawValue: weight.rawValue) ?? .regular)
  }
}
