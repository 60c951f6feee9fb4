import Cairo
import MotionSpecCairo

/// A chart entry's key, made from typed parts only: the plan's fingerprint of the chart (the
/// code's identity, its recipe, its options, its tokens whole and its alternative text), which
/// layout it is, which files the entry holds, the faces as they measure, and the cairo and Pango
/// the process draws with — a library updated under the same code draws anew.
package struct ChartKey: Hashable, Sendable {
  /// The wide layout, the phone's, or a DocC column's (text scaled by ``ChartPlan/doccTextScale``).
  package enum Layout: String, Sendable { case wide, narrow, docc }
  /// What the entry's third file holds: the inline SVG, nothing (a chart loaded from its light
  /// file), or the dark twin of a chart loaded from its file — so the kinds never share a key.
  /// A DocC catalog's image entries hold its PNG in one theme (the SVG beside it, nothing third).
  package enum Files: String, Sendable {
    case inline, file, fileAndDark = "file+dark", image, darkImage = "image+dark"
  }

  package let fingerprint: String
  package let layout: Layout
  package let png: Bool
  package let files: Files
  /// ``ChartRenderer``'s measure of the theme's faces.
  package let typefaces: String

  package init(fingerprint: String, layout: Layout, png: Bool, files: Files, typefaces: String) {
    self.fingerprint = fingerprint
    self.layout = layout
    self.png = png
    self.files = files
    self.typefaces = typefaces
  }

  /// The libraries that draw: their versions at run time.
  package static let libraries = "cairo \(Surface.cairoVersion), pango \(CairoTextMeasurer.pangoVersion)"

  /// The key's text, one part per line.
  package var text: String {
    [
      fingerprint, "layout: " + layout.rawValue, "png: \(png)", "files: " + files.rawValue, "faces: " + typefaces,
      "libraries: " + ChartKey.libraries,
    ].joined(separator: "\n")
  }

  /// The cache's name for it.
  package var hash: String { ChartCache.key(text) }
}
