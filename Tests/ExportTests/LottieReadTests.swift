import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// Lottie in: motionspec's own Lottie files read back to the motion they were written from, and
/// the shapes After Effects' Bodymovin writes (written here in those shapes, not copied).
@Suite struct LottieReadTests {
  @Test func theExportReadsBackAsTheCatalogue() throws {
    let catalogue = try BuiltInCatalogue.load()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for document in LottieWriter.documents(catalogue, springs: .baked) {
      let read = try CatalogueLoader.load([
        {
          let url = folder.appendingPathComponent(document.name)
          try? Data(document.contents.utf8).write(to: url)
          return url.path
        }()
      ])
      let id = String(document.name.dropLast(".lottie.json".count))
      if let original = catalogue.token(id) {
        let back = try #require(read.token(id), "\(id): \(read.tokens.map(\.id)) \(read.sequences.map(\.id))")
        switch (original.animation.curve, back.animation.curve) {
        case (.timing(let a), .timing(let b)):
          // A curve is written exactly and read exactly.
          #expect(a.bezier == b.bezier && abs(a.duration - b.duration) < 1e-9, "\(id)")
        case (.spring(let a), .spring(let b)):
          // A baked spring is fitted back: the same motion within a fraction of a percent.
          var worst = 0.0
          for k in 0...200 {
            let t = a.settlingDuration * Double(k) / 200
            worst = max(worst, abs(a.value(target: 1, time: t) - b.value(target: 1, time: t)))
          }
          #expect(worst < 0.01, "\(id): \(a) read as \(b), \(worst)")
          #expect(read.warnings.contains { $0.severity == .note && $0.message.contains("read as the spring") })
        default:
          Issue.record("\(id) read as another kind of motion")
        }
      } else {
        let original = try #require(catalogue.sequence(id)).sequence
        let back = read.sequences.filter { $0.id.hasPrefix(id) }
        // One sequence: a staggered one's layers (each moved by its delay) read back as its stagger.
        #expect(back.map(\.id) == [id], "\(id): \(back.map(\.id))")
        #expect(back.first?.sequence.stagger == original.stagger, "\(id)")
        // The first element's position: within the fits' stated errors (a few percent) of the model.
        let timeline = try #require(original.track(.position)).timeline
        let read = try #require(back.first?.sequence.track(.position)).timeline
        let rest = timeline.value(at: timeline.duration)
        for k in 0...100 {
          let t = timeline.duration * Double(k) / 100
          #expect(abs((read.value(at: t)) - (timeline.value(at: t) - rest)) < 0.03 * 132, "\(id) at \(t)")
        }
      }
    }
  }

  static func read(_ json: String) throws -> Catalogue { try LottieReader.read(json, file: "anim.json") }

  /// A stagger of every order, odd and even counts, exported and read back: one sequence with
  /// that stagger (a centre stagger's layers wait down to the middle and up again).
  @Test(arguments: Stagger.Order.allCases)
  func everyStaggerOrderReadsBackAsOneSequence(_ order: Stagger.Order) throws {
    for count in [3, 4, 5, 6] {
      let stagger = Stagger(count: count, interval: 0.05, order: order)
      let sequence = MotionSequence(
        tracks: [
          KeyframeTrack(.position, from: 16, [.spring(to: 0, duration: nil, spring: .smooth, startVelocity: nil)]),
          KeyframeTrack(.opacity, from: 0, [.linear(to: 1, duration: 0.2, curve: .bezier(.linear))]),
        ], stagger: stagger)
      let catalogue = Catalogue(
        name: "List", source: "list", tokens: [],
        sequences: [SequenceToken(path: ["list", "reveal"], sequence: sequence)])
      let document = try #require(LottieWriter.documents(catalogue, springs: .baked).first)
      let back = try LottieReader.read(document.contents, file: document.name)
      #expect(back.sequences.count == 1, "\(order) ×\(count): \(back.sequences.map(\.id))")
      #expect(back.sequences.first?.sequence.stagger == stagger, "\(order) ×\(count)")
    }
  }

  @Test func afterEffectsShapes() throws {
    // Bodymovin 4 (no `a`, each keyframe's end in `e`, the last without a value), a 2-D position
    // eased per dimension, a hold, a scale of three components, a split position, a precomposition.
    let json = """
      {"v":"4.8.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"nm":"Badge","layers":[
        {"ty":4,"nm":"Dot","ks":{
          "p":{"k":[{"t":0,"s":[100,150,0],"e":[100,50,0],"o":{"x":[0.3,0.3],"y":[0,0]},"i":{"x":[0.7,0.7],"y":[1,1]}},{"t":15}]},
          "o":{"k":100},"s":{"k":[100,100,100]}}},
        {"ty":4,"nm":"Ring","ks":{
          "s":{"a":1,"k":[{"t":0,"s":[0,0,100],"h":1},{"t":6,"s":[120,120,100],"o":{"x":0.2,"y":0},"i":{"x":0.4,"y":1}},{"t":12,"s":[100,100,100]}]},
          "o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":6,"s":[100]}]},
          "p":{"s":true,"x":{"a":0,"k":100},"y":{"a":1,"k":[{"t":0,"s":[90],"o":{"x":0.4,"y":0},"i":{"x":0.2,"y":1}},{"t":9,"s":[100]}]}}}}],
       "assets":[{"id":"comp_0","layers":[{"ty":4,"nm":"Spin","ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},{"t":20,"s":[90]}]}}}]}]}
      """
    let catalogue = try Self.read(json)
    #expect(catalogue.name == "Badge")
    // One property of one eased segment: a timing-curve token, moving along y (the axis that moves).
    let dot = try #require(catalogue.token("Badge.Dot"))
    #expect(dot.definition == ".timingCurve(0.3, 0, 0.7, 1, duration: 0.5)")
    let ring = try #require(catalogue.sequence("Badge.Ring")).sequence
    #expect(
      ring.track(.scale)?.keyframes == [
        .linear(to: 0, duration: 0.2, curve: .bezier(.linear)), .move(to: 1.2),
        .linear(to: 1, duration: 0.2, curve: .bezier(try CubicBezier(0.2, 0, 0.4, 1))),
      ])
    #expect(ring.track(.scale)?.initialValue == 0)
    #expect(ring.track(.opacity)?.keyframes == [.linear(to: 1, duration: 0.2, curve: .bezier(.linear))])
    // The split position's y, as the offset from where it comes to rest.
    #expect(ring.track(.position)?.initialValue == -10)
    let spin = try #require(catalogue.token("Badge.Spin"))
    #expect(spin.definition == ".timingCurve(0.42, 0, 0.58, 1, duration: 0.6667)")
  }

  @Test func aBakedSpringThatStartsMovingIsFittedWithItsVelocity() throws {
    // A spring handed a velocity, baked at 60 fps as Bodymovin bakes it.
    let spring = Spring(duration: 0.45, bounce: 0.2)
    let v0 = 3.0  // moves per second
    let frames = (0...45).map { n -> String in
      let value = 200 * spring.value(target: 1, initialVelocity: v0, time: Double(n) / 60)
      let easing = n < 45 ? #","o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"# : ""
      return #"{"t":\#(n),"s":[\#(value)]\#(easing)}"#
    }
    let json =
      #"{"v":"5.7.0","fr":60,"ip":0,"op":46,"w":10,"h":10,"nm":"Throw","layers":[{"ty":4,"nm":"card","ks":{"r":{"a":1,"k":[\#(frames.joined(separator: ","))]}}}]}"#
    let catalogue = try Self.read(json)
    let sequence = try #require(catalogue.sequence("Throw")).sequence
    guard case .spring(_, _, let fitted, let velocity?) = sequence.tracks[0].keyframes.first else {
      Issue.record("not read as a spring with a velocity: \(sequence.tracks[0].keyframes.first.map { "\($0)" } ?? "")")
      return
    }
    #expect(abs(fitted.duration - 0.45) < 0.01 && abs(fitted.bounce - 0.2) < 0.02, "\(fitted)")
    #expect(abs(velocity - 3 * 200) < 0.05 * 600, "\(velocity)")
  }

  @Test func aFirstKeyframeAfterTheStartIsADelay() throws {
    let json =
      #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":10,"h":10,"nm":"Late","layers":[{"ty":4,"nm":"dot","st":3,"ks":{"o":{"a":1,"k":[{"t":12,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":27,"s":[100]}]}}}]}"#
    let token = try #require(try Self.read(json).token("Late"))
    // The layer starts 3 frames in and its first keyframe is 12 frames into it: 0.5 s of waiting.
    #expect(token.definition == ".timingCurve(0.42, 0, 1, 1, duration: 0.5).delay(0.5)")
    #expect(token.animation.delay == 0.5)
  }

  /// An animated anchor point moves the layer the opposite way (After Effects draws a layer at
  /// its position minus its anchor): read as that movement, with a note, when the position is
  /// still; said when both move. It was refused: "no layer has an animated transform".
  @Test func anAnimatedAnchorPointIsTheLayersMovement() throws {
    let eased = #""o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}"#
    let anchor = #""a": {"a": 1, "k": [{"t": 0, "s": [50, 30, 0], \#(eased)}, {"t": 30, "s": [50, 0, 0]}]}"#
    let still =
      #"{"v":"5.7.0","fr":60,"ip":0,"op":30,"w":100,"h":100,"nm":"nudge","layers":[{"ty":4,"nm":"card","ks":{\#(anchor), "p": {"a": 0, "k": [50, 50, 0]}}}]}"#
    let catalogue = try Self.read(still)
    let token = try #require(catalogue.tokens.first)
    guard case .timing(let curve) = token.animation.curve else { return #expect(Bool(false), "a timing curve") }
    #expect(
      curve.bezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [0.4, 0, 0.2, 1] && abs(curve.duration - 0.5) < 1e-12)
    #expect(
      catalogue.warnings.map(\.message) == ["card: its anchor point moves, read as the layer moving the opposite way"])
    let both = still.replacingOccurrences(
      of: #""p": {"a": 0, "k": [50, 50, 0]}"#,
      with: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], \#(eased)}, {"t": 30, "s": [0, 40, 0]}]}"#)
    let read = try Self.read(both)
    #expect(
      read.warnings.contains {
        $0.severity == .warning && $0.message.contains("both its position and its anchor point move")
      })
  }

  /// What a layer animates beside the transform motionspec reads — its skew, its shapes (a trim
  /// path, a group's transform), its masks — is a `passed-over` note at the layer; a file whose
  /// only movement is there says so beside its "no motion found".
  @Test func whatALayerAnimatesBesideItsTransformIsSaid() throws {
    let eased = #""o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}"#
    let trim = #"{"ty": "tm", "e": {"a": 1, "k": [{"t": 0, "s": [0], \#(eased)}, {"t": 30, "s": [100]}]}}"#
    let skew = #""sk": {"a": 1, "k": [{"t": 0, "s": [0], \#(eased)}, {"t": 30, "s": [10]}]}"#
    let moving = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], \#(eased)}, {"t": 30, "s": [0, 40, 0]}]}"#
    let json =
      #"{"v":"5.7.0","fr":60,"ip":0,"op":30,"w":100,"h":100,"nm":"draw","layers":[{"ty":4,"nm":"line","ks":{\#(moving), \#(skew)},"shapes":[{"ty":"gr","it":[\#(trim)]}]}]}"#
    let catalogue = try Self.read(json)
    #expect(catalogue.tokens.count == 1)
    let notes = catalogue.warnings.filter { $0.rule == "passed-over" }
    #expect(
      notes.map(\.message) == [
        "passed over: line animates its skew, 1 shape property, which motionspec does not read (it reads a layer's position, anchor point, scale, rotation and opacity)"
      ])
    // Only the trim path moves: the file's error says what does.
    let still = json.replacingOccurrences(of: moving + ", " + skew, with: #""p": {"a": 0, "k": [0, 0, 0]}"#)
    let error = #expect(throws: CatalogueError.self) { try Self.read(still) }
    #expect(error?.diagnostics.map(\.rule) == ["passed-over", Diagnostic.noMotion])
  }

  @Test func aLottieWithoutMotionIsSaid() {
    let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ks":{"o":{"a":0,"k":100}}}]}"#
    #expect(LottieReader.recognizes(json))
    #expect(throws: CatalogueError.self) { try Self.read(json) }
    // Design tokens are not Lottie.
    #expect(!LottieReader.recognizes(#"{"motion": {"fast": {"$type": "duration", "$value": "100ms"}}}"#))
  }
}
