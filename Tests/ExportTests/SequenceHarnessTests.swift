import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// The differential harness for sequences: seeded catalogues over the space the readers accept —
/// every keyframe kind, jumps, springs cut short and left to settle, under-, critically and
/// overdamped, negative bounce, staggers of every order over odd and even counts — exported and
/// played by each consumer's own rules (ported in the tests, sources cited beside each player:
/// Compose's `KeyframesSpec`, Motion's keyframes and `stagger()`, the Lottie format's keyframe
/// interpolation; and python-lottie's own, run), compared with the model at 600 instants per
/// track against the figure the file states.
///
/// Every saved regression (`Fixtures/harness/*.yaml`) is played by every target too. A failure
/// shrinks to a minimal sequence (tracks, keyframes and the stagger taken away while it still
/// fails), written as a catalogue to keep: the test's message gives the file and its text.
///
/// `make test` plays `MOTIONSPEC_HARNESS_SEQUENCES` sequences (24 by default); `make fuzz` many more.
@Suite struct SequenceHarnessTests {
  static var count: Int {
    ProcessInfo.processInfo.environment["MOTIONSPEC_HARNESS_SEQUENCES"].flatMap(Int.init) ?? 24
  }

  /// A random keyframe track of `property`: one to four keyframes of every kind.
  static func track(_ property: AnimatedProperty, _ g: inout SeededGenerator) throws -> KeyframeTrack {
    let scale = property == .position ? 200.0 : property == .rotation ? 180 : 1
    func value() -> Double { (Double.random(in: -1...1, using: &g) * scale * 1000).rounded() / 1000 }
    var keyframes: [Keyframe] = []
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      let to = value()
      let d = (Double.random(in: 0.05...0.6, using: &g) * 1000).rounded() / 1000
      switch Int.random(in: 0..<5, using: &g) {
      case 0:
        let b = try CubicBezier(
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g),
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g))
        keyframes.append(.linear(to: to, duration: d, curve: .bezier(b)))
      case 1:
        keyframes.append(
          .cubic(
            to: to, duration: d, startVelocity: Double.random(in: -3...3, using: &g) * scale,
            endVelocity: Bool.random(using: &g) ? nil : 0))
      case 2:
        let spring = Spring(
          duration: Double.random(in: 0.15...0.8, using: &g), bounce: Double.random(in: -0.6...0.7, using: &g))
        // Cut short, or left to settle.
        keyframes.append(
          .spring(to: to, duration: Bool.random(using: &g) ? d : nil, spring: spring, startVelocity: nil))
      case 3:
        keyframes.append(.move(to: to))
        keyframes.append(.linear(to: value(), duration: d, curve: .bezier(.linear)))
      default:
        keyframes.append(.linear(to: to, duration: d, curve: .bezier(.easeOut)))
      }
    }
    return KeyframeTrack(property, from: value(), keyframes)
  }

  /// The seeded catalogue: `count` sequences of one to three tracks, half of them staggered.
  static func catalogue(seed: UInt64, count: Int) throws -> Catalogue {
    var g = SeededGenerator(seed: seed)
    var sequences: [SequenceToken] = []
    for i in 0..<count {
      let properties = AnimatedProperty.allCases.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g))
      let stagger =
        Bool.random(using: &g)
        ? Stagger(
          count: Int.random(in: 1...7, using: &g), interval: Double(Int.random(in: 1...8, using: &g)) / 100,
          order: Stagger.Order.allCases.randomElement(using: &g)!) : nil
      sequences.append(
        SequenceToken(
          path: ["harness", "s\(i)"],
          sequence: MotionSequence(tracks: try properties.map { try track($0, &g) }, stagger: stagger)))
    }
    return Catalogue(name: "Harness", source: "harness", tokens: [], sequences: sequences)
  }

  /// One track as a target played it: its largest gap from the model, as a fraction of the
  /// track's move, and the figure its file states.
  struct Played {
    var token: String
    var property: AnimatedProperty
    var error: Double
    var stated: Double
  }

  /// The largest gap between `played` and the model's `timeline`, in fractions of the track's
  /// move, at 600 instants. An instant's played value counts as the model's when the model's
  /// value lies between what is played within `slack` seconds of it (a whole-millisecond clock,
  /// a jump's millisecond: the played motion is continuous there, so some instant within the
  /// slack plays the model's value exactly); otherwise the gap is to the nearest of them.
  static func worst(
    _ timeline: KeyframeTimeline, slack: Double, delay: Double = 0, map: (Double) -> Double = { $0 },
    _ played: (Double) throws -> Double
  ) rethrows -> Double {
    let (low, high) = timeline.range
    let span = max(high - low, 1e-9)
    // At its first instant, and before it (a staggered element's delay), a player shows the
    // track's first value: the model's value at its start, past any jump there.
    var worst = abs(try played(delay) - map(timeline.value(at: 0))) / span
    for k in 0...600 {
      let t = timeline.duration * Double(k) / 600
      let model = map(timeline.value(at: t))
      var (least, most) = (Double.infinity, -Double.infinity)
      for j in -4...4 where t + slack * Double(j) / 4 >= 0 {
        let p = try played(delay + t + slack * Double(j) / 4)
        (least, most) = (min(least, p), max(most, p))
      }
      worst = max(worst, max(0, least - model, model - most) / span)
    }
    return worst
  }

  /// Compose: each track's `keyframes { }` spec, played with Compose's rules
  /// (``ComposeSequenceTests/ComposeKeyframes``), within the stated spring figure once a time is
  /// allowed its whole millisecond (and a jump the millisecond it takes); the stagger's delays as
  /// the file's `delayMillis(index)` computes them (Kotlin's whole-number division).
  static func compose(_ catalogue: Catalogue) throws -> [Played] {
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let lines = text.split(separator: "\n").map(String.init)
    var out: [Played] = []
    for token in catalogue.sequences {
      let at = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "/** \(token.id) */" })
      let object = try #require(
        lines[at + 1].trimmingCharacters(in: .whitespaces).split(separator: " ").dropFirst().first)
      for track in token.sequence.tracks {
        let spec = try ComposeSequenceTests.spec(text, object: String(object), property: track.property.rawValue)
        let error = try worst(track.timeline, slack: 0.001) { try spec.value(atMillis: $0 * 1000) }
        out.append(
          Played(token: token.id, property: track.property, error: error, stated: LinearEasing.defaultTolerance))
      }
      if let s = token.sequence.stagger {
        let body = try #require(text.components(separatedBy: "object \(object) {").dropFirst().first)
        let step = try #require(body.components(separatedBy: "fun delayMillis(index: Int): Int = (").dropFirst().first)
        let expression = String(step.prefix { $0 != "\n" })
        let interval = Int((s.interval * 1000).rounded())
        #expect(expression.contains("* \(interval)"), "\(token.id): \(expression)")
        for i in 0..<s.count {
          let steps: Int
          switch s.order {
          case .forward: steps = i
          case .reverse: steps = s.count - 1 - i
          case .center: steps = abs(2 * i - (s.count - 1)) / 2
          }
          #expect(abs(Double(steps * interval) / 1000 - s.delay(of: i)) < 1e-9, "\(token.id) element \(i)")
        }
      }
    }
    return out
  }

  /// Motion: each track's keyframes, `times` and per-segment `ease`, played as Motion plays
  /// keyframes (each segment between its times through its cubic Bézier), and the stagger's
  /// options through Motion's `stagger()` (``motionStaggerDelay(_:total:each:from:startDelay:)``).
  static func motion(_ catalogue: Catalogue) throws -> [Played] {
    let text = Exporter(catalogue: catalogue).file(for: .motion).contents
    let lines = text.split(separator: "\n").map(String.init)
    var out: [Played] = []
    for token in catalogue.sequences {
      let at = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "id: \"\(token.id)\"," })
      let keyframes = try #require(lines[at...].first { $0.contains("keyframes: {") })
      for track in token.sequence.tracks {
        let key = MotionSequences.property(track.property)
        // A key whole, not the end of another (`y: [` inside `opacity: [`).
        let label = keyframes.contains("{ \(key): [") ? "{ \(key): " : ", \(key): "
        let values = try MotionSequenceTests.array(label, in: Substring(keyframes)).compactMap { $0 as? Double }
        let line = try #require(
          lines[at...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(key): transition({") })
        let times = try MotionSequenceTests.array("times: ", in: Substring(line)).compactMap { $0 as? Double }
        let eases = try MotionSequenceTests.array("ease: ", in: Substring(line))
        let duration = try #require(Double(line.components(separatedBy: "duration: ")[1].prefix { $0 != "," }))
        #expect(values.count == times.count && eases.count == times.count - 1, "\(token.id) \(key)")
        func play(_ t: Double) throws -> Double {
          let x = t / duration
          guard x > times[0] else { return values[0] }
          guard let i = times.lastIndex(where: { $0 <= x }), i + 1 < times.count else { return values.last! }
          let local = times[i + 1] > times[i] ? (x - times[i]) / (times[i + 1] - times[i]) : 1
          let progress =
            try (eases[i] as? [Double]).map { try CubicBezier($0[0], $0[1], $0[2], $0[3]).progress(local) }
            ?? local
          return values[i] + (values[i + 1] - values[i]) * progress
        }
        // The file writes 5 decimals: a jump's instant is within 1e-5 of the duration.
        let error = try worst(track.timeline, slack: 1e-4, play)
        out.append(
          Played(token: token.id, property: track.property, error: error, stated: LinearEasing.defaultTolerance))
      }
      if let s = token.sequence.stagger {
        let line = try #require(lines[at...].first { $0.contains("stagger: { each:") })
        let (each, from, start) = try motionStaggerOptions(line)
        for i in 0..<s.count {
          let delay = motionStaggerDelay(i, total: s.count, each: each, from: from, startDelay: start)
          #expect(abs(delay - s.delay(of: i)) < 1e-9, "\(token.id) element \(i)")
        }
      }
    }
    return out
  }

  /// The file's units for a property's model value, and how a player draws it: opacity clamped
  /// to 0…1, as browsers draw it (CSS Color 4) and as the Lottie writer writes it.
  static func lottieUnits(_ property: AnimatedProperty, pixels: Double) -> (Double) -> Double {
    switch property {
    case .position: { $0 * pixels }
    case .scale: { $0 * 100 }
    case .rotation: { $0 }
    case .opacity: { min(max($0, 0), 1) * 100 }
    }
  }

  /// Lottie: every layer's keyframes (one layer per element of a stagger), played as the Lottie
  /// format defines them (``LottieTests/play(_:atFrame:)``: each key to the next along its
  /// `o`/`i` Bézier, or held) at 600 instants, against the figure the file states (its
  /// `maximumError`, said in its `meta`), with each element's delay.
  static func lottie(_ catalogue: Catalogue) throws -> [Played] {
    var out: [Played] = []
    for token in catalogue.sequences {
      let document = LottieWriter.document(for: token, springs: .baked)
      let json = try #require(try JSONSerialization.jsonObject(with: Data(document.contents.utf8)) as? [String: Any])
      let layers = try #require(json["layers"] as? [[String: Any]])
      let position = token.sequence.track(.position)?.timeline.range ?? (0, 0)
      let pixels = position.1 - position.0 > 1000 ? 1000 / (position.1 - position.0) : 1
      for (element, layer) in layers.enumerated() {
        let ks = try #require(layer["ks"] as? [String: Any])
        let delay = token.sequence.stagger?.delay(of: element) ?? 0
        for track in token.sequence.tracks {
          let property: [String: Any]
          switch track.property {
          case .position: property = try #require((ks["p"] as? [String: Any])?["y"] as? [String: Any])
          case .scale: property = try #require(ks["s"] as? [String: Any])
          case .rotation: property = try #require(ks["r"] as? [String: Any])
          case .opacity: property = try #require(ks["o"] as? [String: Any])
          }
          let units = lottieUnits(track.property, pixels: pixels)
          let timeline = track.timeline
          // Positions are drawn from where the card rests: compared as displacements from the end.
          let rest = track.property == .position ? try LottieTests.play(property, atFrame: 1e6) : 0
          let modelRest = track.property == .position ? units(timeline.value(at: timeline.duration)) : 0
          let error = try worst(timeline, slack: 1e-4, delay: delay, map: { units($0) - modelRest }) { t in
            try LottieTests.play(property, atFrame: t * LottieWriter.frameRate) - rest
          }
          // The gap is measured in the file's units, the span in the model's (unclamped, as the
          // writer states its figure): one model unit is this many of the file's.
          let scale = track.property == .position ? pixels : track.property == .rotation ? 1 : 100
          out.append(
            Played(
              token: "\(token.id) \(element + 1)", property: track.property, error: error / max(scale, 1e-9),
              stated: document.maximumError))
        }
      }
    }
    return out
  }

  /// Whether a track jumps (a `MoveKeyframe`, or a keyframe with no time).
  static func jumps(_ track: KeyframeTrack) -> Bool {
    track.timeline.segments.contains { $0.duration == 0 }
  }

  /// python-lottie (PyPI `lottie`, through Scripts/check_lottie.py): every layer's every property
  /// evaluated by the package's own keyframe interpolation at every half frame, against the
  /// figure the file states. A track that jumps is left to the format's rules (``lottie(_:)``)
  /// and to rlottie (``LottieTests``): python-lottie 0.7.2 keeps a hold key's value past a second
  /// key at the same instant, for ever, where rlottie and the format's definition jump to it.
  static func pythonLottie(_ catalogue: Catalogue) throws -> [Played] {
    let folder = try temporaryDirectory("harness-lottie")
    var entries: [[String: Any]] = []
    var owners: [(token: String, property: AnimatedProperty, stated: Double)] = []
    for token in catalogue.sequences {
      let document = LottieWriter.document(for: token, springs: .baked)
      try Data(document.contents.utf8).write(to: folder.appendingPathComponent(document.name))
      let position = token.sequence.track(.position)?.timeline.range ?? (0, 0)
      let pixels = position.1 - position.0 > 1000 ? 1000 / (position.1 - position.0) : 1
      let last = (token.sequence.duration * LottieWriter.frameRate).rounded(.up) + 1
      for element in 0..<(token.sequence.stagger?.count ?? 1) {
        let delay = token.sequence.stagger?.delay(of: element) ?? 0
        for track in token.sequence.tracks where !jumps(track) {
          let timeline = track.timeline
          let units = lottieUnits(track.property, pixels: pixels)
          let rest = units(timeline.value(at: timeline.duration))
          let frames = stride(from: 0.0, through: last, by: 0.5).map { f -> [Double] in
            // Within 0.1 ms, as the file's five decimals and the player's Bézier solver (the
            // bezier-easing algorithm: 4 Newton steps, then 10 bisections) allow.
            let values = [-1e-4, 0, 1e-4].map { s in
              units(timeline.value(at: min(max(f / LottieWriter.frameRate - delay + s, 0), timeline.duration))) - rest
            }
            return [f, values.min()!, values.max()!]
          }
          let scale = track.property == .position ? pixels : track.property == .rotation ? 1 : 100
          entries.append([
            "path": document.name, "axis": "y", "layer": element, "property": track.property.rawValue,
            "render": false, "move": max(timeline.range.1 - timeline.range.0, 1e-9) * scale, "frames": frames,
          ])
          owners.append(("\(token.id) \(element + 1)", track.property, document.maximumError))
        }
      }
    }
    let expect = folder.appendingPathComponent("expect.json")
    try JSONSerialization.data(withJSONObject: ["files": entries]).write(to: expect)
    let result = try run(
      "python3",
      [
        repositoryRoot.appendingPathComponent("Scripts/check_lottie.py").path,
        fixture("lottie/lottie-subset.schema.json").path, expect.path,
      ])
    #expect(result.status == 0, "\(result.err)\(result.out.prefix(2000))")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "\(result.err)")
    let results = try #require(report["results"] as? [[String: Any]])
    try #require(results.count == owners.count)
    return try zip(results, owners).map { result, owner in
      #expect(result["schema"] as? String == "ok", "\(owner.token): \(result["schema"] ?? "")")
      let error = try #require(result["lottieMaxError"] as? Double, "\(owner.token): \(result)")
      return Played(token: owner.token, property: owner.property, error: error, stated: owner.stated)
    }
  }

  /// What each target plays, by name.
  static let targets: [String: @Sendable (Catalogue) throws -> [Played]] = [
    "compose": compose, "motion": motion, "lottie": lottie, "python-lottie": pythonLottie,
  ]

  /// The saved regressions: every catalogue in `Fixtures/harness`, each a minimal sequence a
  /// target once played wrong.
  static func regressions() throws -> [SequenceToken] {
    let folder = fixture("harness")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
      .sorted()
    #expect(!names.isEmpty, "no saved regression in \(folder.path)")
    return try names.flatMap { name in
      let path = folder.appendingPathComponent(name).path
      let catalogue = try YAMLReader.read(try String(contentsOfFile: path, encoding: .utf8), file: name)
      #expect(!catalogue.sequences.isEmpty, "\(name) holds no sequence")
      return catalogue.sequences.map {
        var token = $0; token.path = ["regression"] + token.path; return token
      }
    }
  }

  /// `token`'s sequence made as small as it goes while `fails` holds: tracks, keyframes and the
  /// stagger taken away one at a time, a stagger's count lowered, until nothing more can go.
  static func shrink(_ token: SequenceToken, while fails: (SequenceToken) -> Bool) -> SequenceToken {
    var current = token
    var changed = true
    while changed {
      changed = false
      var candidates: [MotionSequence] = []
      let s = current.sequence
      if s.stagger != nil { candidates.append(MotionSequence(tracks: s.tracks, stagger: nil)) }
      if let g = s.stagger, g.count > 1 {
        candidates.append(
          MotionSequence(tracks: s.tracks, stagger: Stagger(count: g.count - 1, interval: g.interval, order: g.order)))
      }
      for i in s.tracks.indices where s.tracks.count > 1 {
        var tracks = s.tracks
        tracks.remove(at: i)
        candidates.append(MotionSequence(tracks: tracks, stagger: s.stagger))
      }
      for i in s.tracks.indices {
        for j in s.tracks[i].keyframes.indices where s.tracks[i].keyframes.count > 1 {
          var tracks = s.tracks
          tracks[i].keyframes.remove(at: j)
          candidates.append(MotionSequence(tracks: tracks, stagger: s.stagger))
        }
      }
      for candidate in candidates {
        var next = current
        next.sequence = candidate
        if fails(next) {
          current = next
          changed = true
          break
        }
      }
    }
    return current
  }

  /// A catalogue of sequences as YAML, in the form the reader takes (each keyframe as SwiftUI
  /// writes it), to keep as a regression.
  static func yaml(_ tokens: [SequenceToken]) -> String {
    // A catalogue holds tokens: one, that no sequence uses.
    var lines = ["name: Harness regression", "tokens:", "  reference:", "    smooth: .smooth", "sequences:"]
    for token in tokens {
      lines.append(
        "  \(token.path.dropLast().joined(separator: "-").isEmpty ? "harness" : token.path.dropLast().joined(separator: "-")):"
      )
      lines.append("    \(token.name):")
      lines.append("      tracks:")
      for track in token.sequence.tracks {
        lines.append("        \(track.property.rawValue):")
        lines.append("          from: \(track.initialValue)")
        lines.append("          keyframes:")
        for k in track.keyframes { lines.append("            - '\(KeyframeExpression.swiftUI(k))'") }
      }
      if let g = token.sequence.stagger {
        lines.append("      stagger: { count: \(g.count), interval: \(g.interval), order: \(g.order.rawValue) }")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Plays the generated catalogue and every saved regression with `target`: every track within
  /// the figure its file states. A failure shrinks to a minimal sequence, written to keep.
  @Test(arguments: ["compose", "motion", "lottie", "python-lottie"])
  func everyGeneratedSequencePlaysWithinItsStatedFigure(_ target: String) throws {
    let play = try #require(Self.targets[target])
    var catalogue = try Self.catalogue(seed: 0x6a11_0069, count: Self.count)
    let regressions = try Self.regressions()
    catalogue.sequences += regressions
    // 5 decimals in the file: 1e-4 of a move is the text's own rounding.
    let played = try play(catalogue)
    let failing = played.filter { $0.error > $0.stated + 1e-4 }
    // A played track is its sequence's, or an element's of it ("id 2"): never another id it begins.
    func of(_ token: SequenceToken) -> (Played) -> Bool {
      { $0.token == token.id || $0.token.hasPrefix(token.id + " ") }
    }
    for token in catalogue.sequences where failing.contains(where: of(token)) {
      let properties = Set(failing.filter(of(token)).map(\.property))
      let minimal = Self.shrink(token) { candidate in
        let one = Catalogue(name: "Harness", source: "harness", tokens: [], sequences: [candidate])
        // The same property still off (a candidate the target cannot play is another failure).
        do {
          return try play(one).contains { p in p.error > p.stated + 1e-4 && properties.contains(p.property) }
        } catch { return false }
      }
      let text = Self.yaml([minimal])
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "motionspec-harness-\(target)-\(token.id.filter { $0.isLetter || $0.isNumber || $0 == "." }).yaml")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let worst = failing.filter(of(token)).map { "\($0.token) \($0.property) \($0.error) > \($0.stated)" }
      Issue.record(
        "\(target) plays \(token.id) away from the model (\(worst.joined(separator: "; "))); the minimal sequence is in \(file.path) — keep it in Tests/ExportTests/Fixtures/harness:\n\(text)"
      )
    }
    #expect(played.count >= (target == "python-lottie" ? Self.count / 2 : Self.count + regressions.count))
    let largest = played.max { $0.error < $1.error }
    let margin = played.map { $0.error - $0.stated }.max() ?? 0
    print(
      "harness: \(target) played \(played.count) tracks of \(catalogue.sequences.count) sequences (\(regressions.count) saved); largest error \(String(format: "%.3f", (largest?.error ?? 0) * 100)) % (\(largest.map { "\($0.token) \($0.property)" } ?? "none")), \(String(format: "%.3f", margin * 100)) points from its stated figure"
    )
  }

  /// The shrinker finds the smallest sequence that still fails, and its YAML reads back as it.
  @Test func aFailureShrinksToASequenceThatReadsBack() throws {
    let catalogue = try Self.catalogue(seed: 7, count: 12)
    let big = try #require(catalogue.sequences.first { $0.sequence.tracks.count > 1 && $0.sequence.stagger != nil })
    let property = big.sequence.tracks[0].property
    // "Fails" while the first track's property is animated: one track, one keyframe, no stagger.
    let minimal = Self.shrink(big) { $0.sequence.track(property) != nil }
    #expect(minimal.sequence.tracks.count == 1 && minimal.sequence.tracks[0].property == property)
    #expect(minimal.sequence.tracks[0].keyframes.count == 1 && minimal.sequence.stagger == nil)
    let text = Self.yaml([big])
    let back = try #require(try? YAMLReader.read(text, file: "regression.yaml"), "\(text)")
    let read = try #require(back.sequences.first)
    // The same tracks and stagger; the text's numbers are the model's to 12 digits (a spring's
    // duration and bounce), so the motion is compared, within a millionth of each track's span.
    #expect(read.sequence.stagger == big.sequence.stagger)
    #expect(read.sequence.tracks.map(\.property) == big.sequence.tracks.map(\.property))
    for (a, b) in zip(read.sequence.timelines, big.sequence.timelines) {
      #expect(abs(a.duration - b.duration) < 1e-9)
      let span = max(b.range.1 - b.range.0, 1e-9)
      for k in 0...200 {
        let t = b.duration * Double(k) / 200
        #expect(abs(a.value(at: t) - b.value(at: t)) / span < 1e-6, "\(b.track.property) at \(t)")
      }
    }
  }
}
