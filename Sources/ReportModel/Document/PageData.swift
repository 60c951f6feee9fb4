import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport

/// What the page's script reads, embedded in the page as JSON: every token's model (the numbers
/// the page's model — the Swift core in WebAssembly, `MotionCore.curve` — draws its curves from,
/// at full precision), its peak velocity (where a comparison's velocity scale stops), its CSS
/// timing, and where the parameter map's plot is. (A token's own chart is its Cairo chart; the
/// element's data, `motion-tokens.json`, carries each chart's description.)
///
/// The script draws comparisons and places the map's names from it; it computes nothing about a
/// motion itself, and token text is only ever set as text by the script, never as markup.
public struct PageData: Codable, Sendable, Equatable {
  public var tokens: [Token]
  /// The parameter map's plot, when the spec draws the map.
  public var map: Map?
  /// The charts' time unit (`s` or `ms`) and settling tolerance, which the page's charts say
  /// their times in as the spec's Cairo charts do.
  public var timeUnit: String
  public var epsilon: Double

  /// One token as the script sees it.
  public struct Token: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// The group's key, and its title as the page shows it.
    public var group: String
    public var groupTitle: String
    /// The card's element id.
    public var anchor: String
    /// The motion in SwiftUI's spelling, as the charts' subtitles write it.
    public var swiftUI: String
    public var description: String
    public var model: Model
    /// The end of the time window its charts show (seconds from the trigger).
    public var window: Double
    /// Its peak velocity, `[time, value]` (moves per second), as its chart marks it.
    public var peakVelocity: [Double]
    /// Duration, easing and delay, as CSS (the export's `linear()` or `cubic-bezier()`): what a
    /// race plays when its card does not say.
    public var css: [String]
    /// Its place on the parameter map, `[duration, bounce]` (a timing curve's bounce is 0); absent
    /// for an instant.
    public var mapPlace: [Double]?
    /// A timing curve's height in the parameter map's strip (``Map``); absent for a spring.
    public var mapStrip: Double?
  }

  /// A motion's parameters: a spring by its angular frequency (negative when overdamped), decay
  /// constant and mass, or a timing curve by its control points (or `linear()` points) and duration; with the delay,
  /// speed and initial velocity that apply to either.
  public struct Model: Codable, Sendable, Equatable {
    public struct SpringParameters: Codable, Sendable, Equatable {
      public var omega: Double
      public var lambda: Double
      public var mass: Double
    }
    public var spring: SpringParameters?
    public var bezier: [Double]?
    /// A CSS `linear()`'s canonical points, each `[input, output]`.
    public var stops: [[Double]]?
    public var duration: Double?
    public var delay: Double
    public var speed: Double
    public var initialVelocity: Double

    public init(_ a: Animation) {
      switch a.curve {
      case .spring(let s):
        spring = SpringParameters(omega: s.angularFrequency, lambda: s.decayConstant, mass: s.mass)
      case .timing(let c):
        switch c.easing {
        case .bezier(let b): bezier = [b.x1, b.y1, b.x2, b.y2]
        case .stops(let p): stops = p.points.map { [$0.input, $0.output] }
        }
        duration = c.duration
      }
      delay = a.delay
      speed = a.speed
      initialVelocity = a.initialVelocity
    }
  }

  /// Where the parameter map plots duration (x) against bounce (y): its plot in each layout, in
  /// percent of the chart, and the data ranges of its axes.
  /// Timing curves go in a strip under the springs' plot, by duration, at the height each token's
  /// ``Token/mapStrip`` gives (0…1 from the strip's bottom).
  public struct Map: Codable, Sendable, Equatable {
    public var wide: [Double]
    public var narrow: [Double]?
    public var x: [Double]
    public var y: [Double]
    /// The timing curves' strip in each layout, when the map has one.
    public var strip: [Double]?
    public var stripNarrow: [Double]?

    /// The map of `plots` (the springs', then the curves' strip) on a chart of `size`, and its
    /// phone layout's.
    init(plots: [PlotArea], size: Size, narrow: ([PlotArea], Size)?) {
      func box(_ p: PlotArea, _ s: Size) -> [Double] {
        [p.rect.x / s.width, p.rect.y / s.height, p.rect.width / s.width, p.rect.height / s.height].map {
          LinearEasing.rounded($0 * 100, 4)
        }
      }
      let plot = plots[0]
      wide = box(plot, size)
      self.narrow = narrow.map { box($0.0[0], $0.1) }
      strip = plots.count > 1 ? box(plots[1], size) : nil
      stripNarrow = narrow.flatMap { $0.0.count > 1 ? box($0.0[1], $0.1) : nil }
      x = [plot.xDomain.lowerBound, plot.xDomain.upperBound]
      y = [plot.yDomain.lowerBound, plot.yDomain.upperBound]
    }
  }
}
