import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// The exported CSS, driving real elements in headless Chromium: each token's transition is
/// paused with the Web Animations API at 24 times and the computed position is compared with the
/// closed form (Scripts/check_css_export.py).
@Suite(.serialized) struct CSSInBrowserTests {
  struct Sample: Decodable { let animations: Int; let duration: Double; let delay: Double; let samples: [[Double]] }

  @Test func everyTokenMovesAsTheModelWithinTheStatedError() throws {
    var checked = 0
    var worstSpring = 0.0
    for catalogue in try catalogues() {
      let exporter = Exporter(catalogue: catalogue)
      let directory = try temporaryDirectory("css")
      let css = directory.appendingPathComponent("motion-tokens.css")
      try exporter.file(for: .css).contents.write(to: css, atomically: true, encoding: .utf8)
      let prefixes = CSSWriter.prefixes(exporter.tokens)
      var times: [String: [Double]] = [:]
      for (t, prefix) in zip(exporter.tokens, prefixes) {
        let run = (t.motion.linear?.duration ?? t.motion.timingCurve!.duration) + t.motion.delay
        times[prefix] = (0..<24).map { (run * 1.05 * Double($0) / 23 * 1000).rounded() }
      }
      let json = String(decoding: try JSONEncoder().encode(times), as: UTF8.self)
      let result = try runBrowserCheck(
        "check_css_export.py",
        [
          css.path,
          prefixes.joined(separator: ","), "--times", json,
        ])
      try #require(result.status == 0, "check_css_export.py: \(result.err)")
      let samples = try JSONDecoder().decode([String: Sample].self, from: Data(result.out.utf8))
      for (t, prefix) in zip(exporter.tokens, prefixes) {
        let s = try #require(samples[prefix])
        #expect(s.animations == 1, "\(t.token.id): no transition ran")
        #expect(s.samples.count == 24)
        // A spring that never settles is stated as far off (and warned about); everything else
        // is within its stated error (springs) or the browser's float precision (Béziers).
        let allowed: Double
        if let l = t.motion.linear {
          guard l.settles else { continue }
          #expect(l.maximumError <= l.tolerance, "\(t.token.id): stated \(l.maximumError)")
          allowed = l.maximumError + 1e-4
        } else {
          allowed = 1e-4
        }
        for pair in s.samples {
          let exact = t.token.animation.value(target: 1, time: pair[0] / 1000)
          let distance = abs(pair[1] - exact)
          if t.motion.spring != nil { worstSpring = max(worstSpring, distance) }
          #expect(distance <= allowed, "\(t.token.id) at \(pair[0]) ms: browser \(pair[1]), exact \(exact)")
        }
        checked += 1
      }
    }
    #expect(checked >= 30)
    #expect(worstSpring > 0 && worstSpring <= LinearEasing.defaultTolerance)
  }

  /// With `prefers-reduced-motion: reduce`, a token with a reduced-motion variant moves as its
  /// variant (checked like the token itself) and every other token does not animate at all.
  @Test func reducedMotionPlaysTheVariantOrNothing() throws {
    let catalogue = try catalogues()[0]
    #expect(
      catalogue.tokens.contains { $0.reducedMotion?.animation != nil }
        && catalogue.tokens.contains { $0.reducedMotion == nil })
    let exporter = Exporter(catalogue: catalogue)
    let directory = try temporaryDirectory("css-reduced")
    let css = directory.appendingPathComponent("motion-tokens.css")
    try exporter.file(for: .css).contents.write(to: css, atomically: true, encoding: .utf8)
    let prefixes = CSSWriter.prefixes(exporter.tokens)
    var times: [String: [Double]] = [:]
    for (t, prefix) in zip(exporter.tokens, prefixes) {
      guard let r = t.reducedMotion else { continue }
      let run = (r.linear?.duration ?? r.timingCurve!.duration) + r.delay
      times[prefix] = (0..<12).map { (run * 1.05 * Double($0) / 11 * 1000).rounded() }
    }
    let json = String(decoding: try JSONEncoder().encode(times), as: UTF8.self)
    let result = try runBrowserCheck(
      "check_css_export.py",
      [
        css.path,
        prefixes.joined(separator: ","), "--times", json, "--reduced-motion",
      ])
    try #require(result.status == 0, "check_css_export.py: \(result.err)")
    let samples = try JSONDecoder().decode([String: Sample].self, from: Data(result.out.utf8))
    #expect(samples.count == prefixes.count)
    var variants = 0
    for (t, prefix) in zip(exporter.tokens, prefixes) {
      let s = try #require(samples[prefix])
      guard let variant = t.token.reducedMotion?.animation, let r = t.reducedMotion else {
        #expect(s.animations == 0, "\(t.token.id) animates under reduced motion without a variant")
        continue
      }
      #expect(s.animations == 1 && s.samples.count == 12, "\(t.token.id): its variant did not run")
      for pair in s.samples {
        let exact = variant.value(target: 1, time: pair[0] / 1000)
        #expect(
          abs(pair[1] - exact) <= (r.linear?.maximumError ?? 0) + 1e-4,
          "\(t.token.id) reduced at \(pair[0]) ms: browser \(pair[1]), exact \(exact)")
      }
      variants += 1
    }
    #expect(variants >= 8)
  }
}
