import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// `diff --animate`: the GIF decoded by Pillow (Scripts/check_gif.py), frame by frame.
@Suite struct DiffAnimationTests {
  func catalogue(_ body: String) throws -> Catalogue { try YAMLReader.read("tokens:\n" + body, file: "c.yaml") }

  @Test func eachFramePutsTheObjectsWhereTheModelSays() throws {
    let base = try catalogue("  heavy: .spring(duration: 0.55, bounce: 0.18)\n  fade: .easeInOut(duration: 0.3)\n")
    let head = try catalogue(
      "  heavy: .spring(duration: 0.45, bounce: 0.3).delay(0.05)\n  fade: .easeOut(duration: 0.25)\n")
    let diff = CatalogueDiff.compare(base: base, head: head)
    let directory = try temporaryDirectory("animate")
    let md = try DiffReport(diff: diff, baseName: "a.yaml", headName: "b.yaml").write(
      to: directory.path, animate: true, imageBaseURL: "https://ci.example/run/7")
    #expect(md.contains("](https://ci.example/run/7/charts/token-heavy.gif)"))
    #expect(md.contains("](https://ci.example/run/7/charts/token-heavy.png)"))
    let measurer = try CairoTextMeasurer()
    var checkedFrames = 0
    for entry in diff.entries where entry.kind == .changed {
      let animation = try #require(DiffAnimation(entry, epsilon: 0.001, measurer: measurer, theme: .light))
      let gif = directory.appendingPathComponent("charts/token-\(entry.id).gif")
      let scale = DiffAnimation.scale, r = DiffAnimation.objectRadius
      func band(_ y: Double, _ ink: Ink) -> String {
        let c = Theme.light.color(ink)
        let rgb = [c.red, c.green, c.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
        return "\(Int(((y - r) * scale).rounded(.down))):\(Int(((y + r) * scale).rounded(.up))):\(rgb)"
      }
      // Debian's python3-pil is installed for the system interpreter.
      let result = try run(
        "/usr/bin/python3",
        [
          ReferenceOutputTests.root.appendingPathComponent("Scripts/check_gif.py").path, gif.path,
          "--band", band(animation.lanes[1].y, .mark(.after)), "--band", band(animation.lanes[0].y, .mark(.before)),
        ])
      try #require(result.status == 0, "check_gif.py: \(result.err)")
      let decoded = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let size = try #require(decoded["size"] as? [Int])
      #expect(size == [Int(DiffAnimation.size.width * scale), Int(DiffAnimation.size.height * scale)])
      #expect(decoded["loop"] as? Int == 0)
      #expect((decoded["bytes"] as? Int ?? .max) < 1_000_000)
      let frames = try #require(decoded["frames"] as? [[String: Any]])
      let expected = animation.frames
      try #require(frames.count == expected.count)
      #expect(frames.count >= 10)  // even a 0.25 s fade plays in ten frames or more
      for (frame, want) in zip(frames, expected) {
        #expect(frame["duration"] as? Int == want.delay * 10)
        let objects = try #require(frame["objects"] as? [Double?])
        let after = try #require(objects[0]), before = try #require(objects[1])
        // The diff's lanes: before, then after.
        let (beforeLane, afterLane) = (animation.lanes[0], animation.lanes[1])
        let afterX = animation.objectCentre(afterLane.animation, lane: afterLane.y, at: want.time).x * scale
        let beforeX = animation.objectCentre(beforeLane.animation, lane: beforeLane.y, at: want.time).x * scale
        // Where the model puts each object, to a pixel (the dashed ring's extent to a pixel and a half).
        #expect(abs(after - afterX) <= 1, "\(entry.id) at \(want.time) s: after at \(after) px, model \(afterX)")
        #expect(abs(before - beforeX) <= 1.5, "\(entry.id) at \(want.time) s: before at \(before) px, model \(beforeX)")
        checkedFrames += 1
      }
      // The frames are spent on motion: between the first and the held last frame, no more than
      // one in ten shows both objects where the frame before left them (within half a pixel).
      let positions = try frames.map { try #require($0["objects"] as? [Double?]).map { $0 ?? .nan } }
      let moving = frames.indices.dropFirst().dropLast()
      let still = moving.filter { i in zip(positions[i], positions[i - 1]).allSatisfy { abs($0 - $1) <= 0.5 } }
      #expect(
        Double(still.count) <= 0.1 * Double(moving.count),
        "\(entry.id): \(still.count) of \(moving.count) frames still at \(still)")
      // The objects really travel: the last frame is far from the first.
      let first = try #require((frames.first?["objects"] as? [Double?])?.first ?? nil)
      let last = try #require((frames.last?["objects"] as? [Double?])?.first ?? nil)
      #expect(last - first > 400, "\(entry.id): the after object moved \(last - first) px")
    }
    #expect(checkedFrames >= 25)
  }
}
