import Cairo
import Foundation
import MotionSpecCharts
import Synchronization

/// Measures text with Pango exactly as ``SceneRenderer`` will draw it, caching each result.
///
/// Metrics are unhinted, so they hold on PNG, SVG and PDF alike. Safe to share between threads.
/// What it measured can be kept between runs (``measurements``, ``remember(_:)``): a report that
/// changed one token then measures only that token's text.
public final class CairoTextMeasurer: TextMeasuring, Sendable {
  /// What the lock guards: the Pango context text is laid out in (not safe to share), every
  /// measurement and whether this run asked for it, and how many texts Pango laid out.
  private struct State {
    let context: Context
    var cache: [Measurement.Key: (metrics: TextMetrics, used: Bool)] = [:]
    var laidOut = 0
  }
  private let state: Mutex<State>

  /// How many texts were laid out by Pango (not found in the cache).
  public var laidOut: Int { state.withLock { $0.laidOut } }

  /// One text measured in one font.
  public struct Measurement: Hashable, Sendable {
    /// What was measured.
    public struct Key: Hashable, Sendable {
      public let text: String
      public let font: FontSpec
      public init(text: String, font: FontSpec) {
        self.text = text
        self.font = font
      }
    }
    public let key: Key
    public let metrics: TextMetrics
    public init(_ key: Key, _ metrics: TextMetrics) {
      self.key = key
      self.metrics = metrics
    }
  }

  /// A measurer with a Pango font map of its own; throws when Pango cannot start.
  public init() throws {
    // A private font map: the measurer is used from every rendering thread (one at a time), and
    // must not share a thread's default font map with that thread's own drawing.
    state = Mutex(State(context: try Context(Surface.image(size: Cairo.Size(width: 1, height: 1)), fontMap: FontMap())))
  }

  /// The ink-independent box of `text` set in `font`, as Pango lays it out.
  public func measure(_ text: String, font: FontSpec) -> TextMetrics {
    let key = Measurement.Key(text: text, font: font)
    return state.withLock { state in
      if let hit = state.cache[key] {
        if !hit.used { state.cache[key]!.used = true }
        return hit.metrics
      }
      let metrics = CairoTextMeasurer.layOut(text, font: font, in: state.context)
      state.cache[key] = (metrics, true)
      state.laidOut += 1
      return metrics
    }
  }

  /// `text` laid out by Pango now, bypassing the cache (a text Pango cannot lay out is given a
  /// plain estimate, so layout goes on).
  public func layOut(_ text: String, font: FontSpec) -> TextMetrics {
    state.withLock { CairoTextMeasurer.layOut(text, font: font, in: $0.context) }
  }

  private static func layOut(_ text: String, font: FontSpec, in context: Context) -> TextMetrics {
    let extents =
      (try? TextLayout(text, font: font.cairoFont, in: context).extents)
      ?? TextExtents(
        x: 0, y: 0, width: Double(text.count) * font.size * 0.6, height: font.size * 1.2, baseline: font.size)
    return TextMetrics(width: extents.width, height: extents.height, baseline: extents.baseline)
  }

  /// Everything measured or remembered: those this run used, then the others.
  public var measurements: (used: [Measurement], unused: [Measurement]) {
    state.withLock { state in
      var used: [Measurement] = [], unused: [Measurement] = []
      for (key, value) in state.cache {
        if value.used {
          used.append(Measurement(key, value.metrics))
        } else {
          unused.append(Measurement(key, value.metrics))
        }
      }
      return (used, unused)
    }
  }

  /// Adds measurements made earlier (with the same fonts and Pango: the caller checks), unless
  /// this run has measured the same text already.
  public func remember(_ measurements: [Measurement]) {
    state.withLock { state in
      for m in measurements where state.cache[m.key] == nil { state.cache[m.key] = (m.metrics, false) }
    }
  }

  /// The version of Pango that lays text out.
  public static var pangoVersion: String { TextLayout.pangoVersion }
}

extension FontSpec {
  var cairoFont: Cairo.Font {
    Cairo.Font(family: family, size: size, weight: Cairo.Font.Weight(rawValue: weight.rawValue) ?? .regular)
  }
}
