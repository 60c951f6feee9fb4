import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// `export --to lottie` checked by Lottie's own tools (Scripts/check_lottie.py): the files meet
/// the specification's schema, python-lottie reads them back, and rlottie renders them with the
/// shape within 0.5 % of the model's move at every frame — against the model's own numbers,
/// never against what the writer wrote.
@Suite struct LottieTests {
  static let frameRate = LottieWriter.frameRate

  /// The displacement of a file's shape, per frame, from where the model rests at its end: what
  /// the script compares the files with.
  struct Expected: Encodable {
    var path: String
    var axis: String
    var layer = 0
    var band: [Double]?
    var move: Double
    var frames: [[Double]]
  }

  /// For a token: 280 px of the motion's progress, until the motion's end (then held).
  static func expected(_ token: Token, file: String) -> Expected {
    let a = token.animation
    let end: Double
    if case .timing(let c) = a.curve, c.bezier != nil, a.repetition == .once {
      end = a.delay + c.duration / a.speed
    } else {
      end = min(max(a.settlingTime(target: 1), a.perceptualDuration), 30)
    }
    let last = (end * frameRate).rounded(.up)
    let rest = a.value(target: 280, time: end)
    let frames = stride(from: 0.0, through: last, by: 1).map { n in
      [n, a.value(target: 280, time: min(n / frameRate, end)) - rest]
    }
    return Expected(path: file, axis: "x", move: 280, frames: frames)
  }

  /// For a sequence: each element's position track, in points (one pixel each), from its
  /// delay; with a stagger, each element in its band of the picture (its share of the rows).
  static func expected(_ token: SequenceToken, file: String, height: Double) throws -> [Expected] {
    let timeline = try #require(token.sequence.track(.position)).timeline
    let end = token.sequence.elementDuration
    let values = stride(from: 0.0, through: 1, by: 0.001).map { timeline.value(at: $0 * timeline.duration) }
    let move = (values.max() ?? 0) - (values.min() ?? 0)
    let rest = timeline.value(at: end)
    let count = token.sequence.stagger?.count ?? 1
    let last = (token.sequence.duration * frameRate).rounded(.up)
    return (0..<count).map { element in
      let delay = token.sequence.stagger?.delay(of: element) ?? 0
      let frames = stride(from: 0.0, through: last, by: 1).map { n in
        [n, timeline.value(at: min(max(n / frameRate - delay, 0), end)) - rest]
      }
      let row = (height - 32) / Double(count)
      let band = count > 1 ? [16 + Double(element) * row, 16 + Double(element + 1) * row] : nil
      return Expected(path: file, axis: "y", layer: element, band: band, move: move, frames: frames)
    }
  }

  static func check(_ catalogue: Catalogue, springs: LottieSprings) throws -> [[String: Any]] {
    let folder = try temporaryDirectory("lottie")
    let documents = LottieWriter.documents(catalogue, springs: springs)
    var wanted: [Expected] = []
    for document in documents {
      try Data(document.contents.utf8).write(to: folder.appendingPathComponent(document.name))
      let json = try #require(try JSONSerialization.jsonObject(with: Data(document.contents.utf8)) as? [String: Any])
      let id = String(document.name.dropLast(".lottie.json".count))
      if let token = catalogue.tokens.first(where: { $0.id == id }) {
        wanted.append(Self.expected(token, file: document.name))
      } else if let sequence = catalogue.sequence(id), sequence.sequence.track(.position) != nil {
        wanted += try Self.expected(sequence, file: document.name, height: try #require(json["h"] as? Double))
      }
    }
    try JSONEncoder().encode(["files": wanted]).write(to: folder.appendingPathComponent("expect.json"))
    let result = try run(
      "python3",
      [
        repositoryRoot.appendingPathComponent("Scripts/check_lottie.py").path,
        fixture("lottie/lottie-subset.schema.json").path, folder.appendingPathComponent("expect.json").path,
      ])
    #expect(result.status == 0, "\(result.err)\(result.out.prefix(3000))")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "\(result.err)")
    let results = try #require(report["results"] as? [[String: Any]])
    #expect(results.count == wanted.count)
    return results
  }

  @Test(arguments: [LottieSprings.baked, .fitted(tolerance: 0.001)])
  func lottiesToolsPlayTheModel(springs: LottieSprings) throws {
    let catalogue = try BuiltInCatalogue.load()
    let results = try Self.check(catalogue, springs: springs)
    for result in results {
      let path = result["path"] as? String ?? "?"
      #expect(result["schema"] as? String == "ok", "\(path): \(result["schema"] ?? "")")
      // python-lottie's own interpolation between the keyframes, at every frame.
      let evaluated = try #require(result["lottieMaxError"] as? Double, "\(path): \(result)")
      #expect(evaluated <= 0.005, "\(path): python-lottie \(evaluated)")
      // rlottie's pictures: where the shape is drawn, at every frame where it can be seen.
      let rendered = try #require(result["renderMaxError"] as? Double)
      #expect(rendered <= 0.005, "\(path): rlottie \(rendered)")
      #expect((result["renderedFrames"] as? Int ?? 0) >= 10, "\(path)")
    }
    #expect(results.contains { $0["path"] as? String == "sheet.present.lottie.json" })
    #expect(results.contains { $0["path"] as? String == "list.reveal.lottie.json" })
  }

  /// A property's keyframes played as the Lottie format defines them: from each key to the next
  /// along the cubic Bézier its `o` and `i` handles give, or held (`h: 1`); the first key's value
  /// before it, the last key's after it.
  static func play(_ property: [String: Any], atFrame f: Double) throws -> Double {
    let keys = try #require(property["k"] as? [[String: Any]])
    func value(_ key: [String: Any]) throws -> Double { try #require((key["s"] as? [Double])?.first) }
    func time(_ key: [String: Any]) throws -> Double { try #require(key["t"] as? Double) }
    guard try f > time(keys[0]) else { return try value(keys[0]) }
    guard let i = try keys.lastIndex(where: { try time($0) <= f }), i + 1 < keys.count else {
      return try value(keys[keys.count - 1])
    }
    let (a, b) = (keys[i], keys[i + 1])
    if a["h"] as? Double == 1 { return try value(a) }
    let o = try #require(a["o"] as? [String: Double]), n = try #require(a["i"] as? [String: Double])
    let local = (f - (try time(a))) / (try time(b) - time(a))
    let progress = try CubicBezier(o["x"]!, o["y"]!, n["x"]!, n["y"]!).progress(local)
    return try value(a) + (try value(b) - value(a)) * progress
  }

  /// Opacity that the model takes below 0 (a cubic keyframe leaving with a velocity away from its
  /// target) is written as browsers draw it, clamped to 0…100 %: no frame of the file, and no
  /// instant between its keys, leaves that range, and the clamped model is met at every frame.
  @Test func opacityThatUndershootsIsWrittenClamped() throws {
    let fade = MotionSequence(tracks: [
      KeyframeTrack(.opacity, from: 0, [.cubic(to: 1, duration: 0.4, startVelocity: -6, endVelocity: 0)])
    ])
    let timeline = try #require(fade.track(.opacity)).timeline
    #expect(timeline.range.0 < -0.1, "the model goes below 0")
    let catalogue = Catalogue(
      name: "Fade", source: "fade", tokens: [], sequences: [SequenceToken(path: ["fade"], sequence: fade)])
    let document = try #require(LottieWriter.documents(catalogue, springs: .fitted(tolerance: 0.001)).first)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(document.contents.utf8)) as? [String: Any])
    let layer = try #require((json["layers"] as? [[String: Any]])?.first)
    let opacity = try #require((layer["ks"] as? [String: Any])?["o"] as? [String: Any])
    for k in 0...(Int(0.4 * Self.frameRate) * 8) {
      let f = Double(k) / 8
      let played = try Self.play(opacity, atFrame: f)
      #expect((-1e-9...100 + 1e-9).contains(played), "frame \(f): \(played)")
      if f == f.rounded() {
        let model = min(max(timeline.value(at: f / Self.frameRate), 0), 1) * 100
        // The file writes 5 decimals.
        #expect(abs(played - model) < 1e-5, "frame \(f): \(played) against \(model)")
      }
    }
  }

  @Test func beziersAreExactAndSpringsSayTheirError() throws {
    let catalogue = try BuiltInCatalogue.load()
    let easeOut = LottieWriter.document(for: try #require(catalogue.token("easing.easeOut")), springs: .baked)
    #expect(easeOut.maximumError == 0)
    #expect(easeOut.contents.contains("\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":0.58,\"y\":1}"))
    #expect(easeOut.contents.contains("written as Lottie keyframes exactly"))
    let heavy = try #require(catalogue.token("motion.heavy"))
    let baked = LottieWriter.document(for: heavy, springs: .baked)
    let fitted = LottieWriter.document(for: heavy, springs: .fitted(tolerance: 0.001))
    // The fit is within what was asked, with far fewer keyframes than one per frame.
    #expect(fitted.maximumError <= 0.001 && fitted.maximumError > 0)
    let keyframes = { (text: String) in text.components(separatedBy: "\"t\":").count - 1 }
    #expect(keyframes(fitted.contents) * 3 < keyframes(baked.contents))
    for document in [baked, fitted] {
      let percent = document.maximumError * 100
      #expect(document.contents.contains(NumberTextForTests.percent(percent)), "\(document.contents.prefix(600))")
    }
    // A staggered sequence: one layer per element, each one interval later than the last.
    let list = LottieWriter.document(for: try #require(catalogue.sequence("list.reveal")), springs: .baked)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(list.contents.utf8)) as? [String: Any])
    let layers = try #require(json["layers"] as? [[String: Any]])
    #expect(layers.count == 6)
    let firstKeys = try layers.map { layer -> Double in
      let ks = try #require(layer["ks"] as? [String: Any]), o = try #require(ks["o"] as? [String: Any])
      let keys = try #require(o["k"] as? [[String: Any]])
      return try #require(keys.first?["t"] as? Double)
    }
    for (i, start) in firstKeys.enumerated() { #expect(abs(start - Double(i) * 0.04 * 60) < 1e-4) }
  }

  @Test func theSchemaCatchesWhatTheSpecificationForbids() throws {
    // The check can fail: an easing handle's time outside 0…1 and keyframes out of order.
    let heavy = LottieWriter.document(
      for: try #require(BuiltInCatalogue.load().token("easing.easeOut")), springs: .baked)
    let folder = try temporaryDirectory("lottie-bad")
    for (name, text) in [
      ("handle.lottie.json", heavy.contents.replacingOccurrences(of: "\"x\":0.58", with: "\"x\":1.58")),
      ("order.lottie.json", heavy.contents.replacingOccurrences(of: "{\"t\":0,", with: "{\"t\":99,")),
    ] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let expect = """
      {"files": [{"path": "handle.lottie.json", "axis": "x", "move": 280, "frames": [[0, 0]]},
                 {"path": "order.lottie.json", "axis": "x", "move": 280, "frames": [[0, 0]]}]}
      """
    try Data(expect.utf8).write(to: folder.appendingPathComponent("expect.json"))
    let result = try run(
      "python3",
      [
        repositoryRoot.appendingPathComponent("Scripts/check_lottie.py").path,
        fixture("lottie/lottie-subset.schema.json").path, folder.appendingPathComponent("expect.json").path,
      ])
    #expect(result.status == 1)
    #expect(result.out.contains("is greater than the maximum of 1") || result.out.contains("1.58"), "\(result.out)")
    #expect(result.out.contains("are not ascending"), "\(result.out)")
  }
}

/// The percentage as the file's text writes it.
enum NumberTextForTests {
  static func percent(_ x: Double) -> String {
    var s = String(format: "%.3f", x)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s + " %"
  }
}
