import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// Every other platform's exported parameters, run through that platform's documented equations
/// of motion, reproduce the SwiftUI curve.
///
/// The equations and units, per platform (each from the platform's own documentation or source):
/// - UIKit / Core Animation: m·x″ + c·x′ + k·x = 0 with `mass`, `stiffness`, `damping`;
///   `initialVelocity` relative, 1 = the whole move per second (Apple's documentation of
///   UISpringTimingParameters and CASpringAnimation).
/// - Jetpack Compose / SpringForce: mass 1, stiffness k, damping 2ζ√k (SpringSimulation in
///   androidx.compose.animation.core; androidx.dynamicanimation's SpringForce); tween durations
///   in whole milliseconds.
/// - Motion: stiffness, damping, mass, seconds (Motion's spring generator and transition docs).
/// - Reanimated: withSpring's mass, stiffness, damping; withTiming duration in ms
///   (react-native-reanimated's springUtils and withTiming docs).
/// - react-spring: tension = stiffness, friction = damping (react-spring's config docs; its
///   integrator scales them to milliseconds, the same equation in seconds); duration in ms.
/// - Flutter: SpringDescription(mass, stiffness, damping) (Flutter's physics library); Duration.
@Suite struct PlatformTests {
  struct Physical { var mass, stiffness, damping, velocity, delay: Double }
  struct Timed {
    var points: [Double]
    var duration, delay: Double
    /// A CSS linear()'s (inputs, outputs), when the snippet plays one instead of a Bézier.
    var stops: (inputs: [Double], outputs: [Double])? = nil
  }

  /// The two number lists of a `piecewiseLinear(…)`/`PiecewiseLinearCurve(…)` call in `code`:
  /// `[a, b]` or Kotlin's `floatArrayOf(a, b)`.
  func linearLists(_ code: String) -> (inputs: [Double], outputs: [Double])? {
    guard let call = code.range(of: "piecewiseLinear(") ?? code.range(of: "PiecewiseLinearCurve(") else { return nil }
    let rest = code[call.upperBound...].replacingOccurrences(of: "floatArrayOf(", with: "[")
      .replacingOccurrences(of: ")", with: "]")
    var lists: [[Double]] = []
    var scan = rest[...]
    while lists.count < 2, let open = scan.firstIndex(of: "["), let close = scan[open...].firstIndex(of: "]") {
      lists.append(
        scan[scan.index(after: open)..<close].split(separator: ",").compactMap {
          Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: ""))
        })
      scan = scan[scan.index(after: close)...]
    }
    return lists.count == 2 ? (lists[0], lists[1]) : nil
  }

  /// CSS Easing Functions Level 2's evaluation of linear(), written here from the spec.
  func cssLinear(_ inputs: [Double], _ outputs: [Double], _ x: Double) -> Double {
    var a = inputs.lastIndex { $0 <= x } ?? 0
    if a == inputs.count - 1 { a -= 1 }
    if inputs[a + 1] == inputs[a] { return outputs[a + 1] }
    return outputs[a] + (outputs[a + 1] - outputs[a]) * (x - inputs[a]) / (inputs[a + 1] - inputs[a])
  }

  /// The numbers a platform's snippet carries.
  func spring(_ platform: Platform, _ code: String) -> Physical? {
    let delay: Double
    switch platform {
    case .uiKit: delay = number("Delay: TimeInterval", in: code) ?? 0
    case .compose: delay = (number("DelayMillis", in: code) ?? 0) / 1000
    case .motion: delay = number("delay", in: code) ?? 0
    case .reanimated, .reactSpring:
      delay =
        (code.range(of: #"\}, [0-9]+\)"#, options: .regularExpression).map { Double(code[$0].dropFirst(3).dropLast())! }
          ?? 0) / 1000
    case .flutter: delay = (arguments(of: "Delay = Duration", in: code)?.first ?? 0) / 1e6
    default: return nil
    }
    switch platform {
    case .compose:
      guard let ratio = number("dampingRatio", in: code), let k = number("stiffness", in: code) else { return nil }
      return Physical(
        mass: 1, stiffness: k, damping: 2 * ratio * k.squareRoot(),
        velocity: number("InitialVelocityPerUnitOfDistance", in: code) ?? 0, delay: delay)
    case .reactSpring:
      guard let k = number("tension", in: code), let c = number("friction", in: code) else { return nil }
      // react-spring's velocity is per millisecond (SpringValue.advance steps in ms).
      return Physical(
        mass: number("mass", in: code) ?? 1, stiffness: k, damping: c,
        velocity: (number("velocity", in: code) ?? 0) * 1000, delay: delay)
    case .uiKit:
      guard let k = number("stiffness", in: code), let c = number("damping", in: code), let m = number("mass", in: code)
      else { return nil }
      return Physical(mass: m, stiffness: k, damping: c, velocity: number("dx", in: code) ?? 0, delay: delay)
    case .flutter:
      guard let k = number("stiffness", in: code), let c = number("damping", in: code), let m = number("mass", in: code)
      else { return nil }
      return Physical(
        mass: m, stiffness: k, damping: c, velocity: number("VelocityPerUnitOfDistance", in: code) ?? 0, delay: delay)
    default:
      guard let k = number("stiffness", in: code), let c = number("damping", in: code), let m = number("mass", in: code)
      else { return nil }
      return Physical(mass: m, stiffness: k, damping: c, velocity: number("velocity", in: code) ?? 0, delay: delay)
    }
  }

  func timing(_ platform: Platform, _ code: String) -> Timed? {
    if let stops = linearLists(code) {
      let delay: Double
      let duration: Double?
      switch platform {
      case .compose:
        duration = number("durationMillis", in: code).map { $0 / 1000 }
        delay = (number("delayMillis", in: code) ?? 0) / 1000
      case .motion:
        duration = number("duration", in: code)
        delay = number("delay", in: code) ?? 0
      case .flutter:
        duration = arguments(of: "Duration = Duration", in: code)?.first.map { $0 / 1e6 }
        delay = (arguments(of: "Delay = Duration", in: code)?.first ?? 0) / 1e6
      default:
        duration = number("duration", in: code).map { $0 / 1000 }
        delay =
          (code.range(of: #"\}, [0-9]+\)"#, options: .regularExpression).map {
            Double(code[$0].dropFirst(3).dropLast())!
          }
            ?? 0) / 1000
      }
      guard let duration else { return nil }
      return Timed(points: [], duration: duration, delay: delay, stops: stops)
    }
    switch platform {
    case .uiKit:
      guard let points = arguments(of: "CAMediaTimingFunction", in: code),
        let d = number("Duration: TimeInterval", in: code)
      else { return nil }
      return Timed(points: points, duration: d, delay: number("Delay: TimeInterval", in: code) ?? 0)
    case .compose:
      guard let points = arguments(of: "CubicBezierEasing", in: code), let ms = number("durationMillis", in: code)
      else { return nil }
      return Timed(points: points, duration: ms / 1000, delay: (number("delayMillis", in: code) ?? 0) / 1000)
    case .motion:
      let brackets = code.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
      guard let d = number("duration", in: code), let points = arguments(of: "ease: ", in: brackets) else { return nil }
      return Timed(points: points, duration: d, delay: number("delay", in: code) ?? 0)
    case .reanimated, .reactSpring:
      guard let ms = number("duration", in: code),
        let points = arguments(of: platform == .reanimated ? "Easing.bezier" : "cubicBezier", in: code)
      else { return nil }
      let delay =
        code.range(of: #"\}, [0-9]+\)"#, options: .regularExpression).map { Double(code[$0].dropFirst(3).dropLast())! }
        ?? 0
      return Timed(points: points, duration: ms / 1000, delay: delay / 1000)
    case .flutter:
      guard let points = arguments(of: "Cubic", in: code),
        let us = arguments(of: "Duration = Duration", in: code)?.first
      else { return nil }
      return Timed(
        points: points, duration: us / 1e6, delay: (arguments(of: "Delay = Duration", in: code)?.first ?? 0) / 1e6)
    default: return nil
    }
  }

  static let platforms: [Platform] = [.uiKit, .compose, .motion, .reanimated, .reactSpring, .flutter]

  @Test(arguments: platforms)
  func parametersReproduceTheSwiftUICurve(_ platform: Platform) throws {
    for catalogue in try catalogues() {
      let exporter = Exporter(catalogue: catalogue)
      for t in exporter.tokens {
        let code = exporter.snippet(t, for: platform)
        let animation = t.token.animation
        if t.motion.spring != nil {
          let p = try #require(spring(platform, code), "\(platform) \(t.token.id): cannot read \(code)")
          let end = min(t.metrics.windowEnd, 3)
          var worst = 0.0
          integrateSpring(
            mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.velocity, until: end - p.delay,
            dt: 1e-4
          ) { time, x in
            worst = max(worst, abs(x - animation.value(target: 1, time: time + p.delay)))
          }
          #expect(worst <= 1e-6, "\(platform.title) \(t.token.id): \(worst)")
        } else {
          let p = try #require(timing(platform, code), "\(platform) \(t.token.id): cannot read \(code)")
          let rounded = Limitations.warnings(t, platform).contains {
            $0.contains("whole milliseconds") || $0.contains("closest one to this linear()")
          }
          if rounded { continue }  // the warning says by how much (asserted in warningsSayWhatCannotBeExpressed)
          if let (inputs, outputs) = p.stops {
            // Played by the file's own function, evaluated here as CSS does: exactly the token.
            var worst = 0.0
            for i in 0...2000 {
              let time = (p.delay + p.duration) * 1.1 * Double(i) / 2000
              let x = (time - p.delay) / p.duration
              let played = x <= 0 ? 0 : x >= 1 ? 1 : cssLinear(inputs, outputs, x)
              worst = max(worst, abs(played - animation.value(target: 1, time: time)))
            }
            // Kotlin's Floats keep 24 bits.
            #expect(worst <= (platform == .compose ? 1e-6 : 1e-12), "\(platform.title) \(t.token.id): \(worst)")
            continue
          }
          let bezier = try CubicBezier(p.points[0], p.points[1], p.points[2], p.points[3])
          let curve = TimingCurve(bezier, duration: p.duration)
          var worst = 0.0
          for i in 0...400 {
            let time = (p.delay + p.duration) * 1.1 * Double(i) / 400
            worst = max(
              worst, abs(curve.value(target: 1, time: time - p.delay) - animation.value(target: 1, time: time)))
          }
          #expect(worst <= 1e-6, "\(platform.title) \(t.token.id): \(worst)")
        }
      }
    }
  }

  /// The built-in catalogue (what `init` writes) and every reference catalogue export to every
  /// target with each limitation said once per platform; the built-in one has one warning a user
  /// must act on (Flutter's bounded controller) and two notes of formats that hold the spring.
  @Test func everyLimitationIsSaidOncePerPlatform() throws {
    let builtIn = Exporter(catalogue: try BuiltInCatalogue.load())
    let said = Platform.allCases.flatMap { builtIn.file(for: $0).statements }
    #expect(
      said.map { "\($0.platform.rawValue) \($0.kind.rawValue) \($0.topic.rawValue)" } == [
        "flutter warning boundedController", "dtcg note springAsExtension", "figma note bounceOverDuration",
      ])
    let springs = builtIn.tokens.filter { $0.motion.spring != nil }.map(\.token.id)
    for statement in said where statement.kind == .note { #expect(statement.tokens == springs) }
    // A statement about several tokens says what the file does instead, once; about one, its own figures.
    #expect(said[0].description.contains("AnimationController.unbounded") && said[0].tokens.count > 1)
    for reference in ReferenceCatalogue.allCases {
      let e = Exporter(catalogue: try reference.load())
      for platform in Platform.allCases {
        let statements = e.file(for: platform).statements
        #expect(Set(statements.map(\.topic)).count == statements.count, "\(reference) \(platform)")
        // What a note says the file handles is never counted among the warnings.
        for note in statements where note.kind == .note {
          #expect(
            !e.file(for: platform).warnings.contains { $0.topic == note.topic }, "\(reference) \(platform)")
        }
      }
    }
  }

  @Test func warningsSayWhatCannotBeExpressed() throws {
    let exporter = Exporter(catalogue: try catalogues()[1])
    func warnings(_ id: String, _ platform: Platform) -> [String] {
      exporter.warnings(exporter.tokens.first { $0.token.id == id }!, for: platform)
    }
    func notes(_ id: String, _ platform: Platform) -> [String] {
      exporter.notes(exporter.tokens.first { $0.token.id == id }!, for: platform)
    }
    #expect(warnings("timing.oddDuration", .compose).contains { $0.contains("333 ms") })
    #expect(warnings("springs.overdamped", .uiKit).contains { $0.contains("allowsOverdamping") })
    #expect(warnings("springs.undamped", .css).contains { $0.contains("never settles") })
    #expect(warnings("springs.thrown", .compose).contains { $0.contains("multiply by the distance") })
    #expect(warnings("springs.fastDelayed", .compose).contains { $0.contains("no delay") })
    #expect(warnings("timing.pulse", .flutter).contains { $0.contains("repeats forever") })
    // DTCG's file holds the exact spring in its extension: a note, not a warning.
    #expect(notes("springs.heavyMass", .dtcg).contains { $0.contains("stand-in") })
    #expect(warnings("springs.heavyMass", .dtcg).isEmpty)
    #expect(warnings("springs.heavyMass", .swiftUI).isEmpty && warnings("timing.fade", .css).isEmpty)
    // A CSS linear() is exact where a function can be given, a stated fit where only a Bézier can.
    for platform in [Platform.css, .compose, .flutter, .swiftUI, .motion, .reanimated, .reactSpring] {
      #expect(warnings("timing.cssLinear", platform).isEmpty, "\(platform)")
    }
    for platform in [Platform.uiKit, .figma] {
      #expect(
        warnings("timing.cssLinear", platform).contains { $0.contains("linear()") && $0.contains("% of the move") })
    }
    #expect(notes("timing.cssLinear", .dtcg).contains { $0.contains("linear()") && $0.contains("% of the move") })
    // In the file too, beside the token.
    #expect(exporter.file(for: .uiKit).contents.contains("Warning: overdamped"))
    #expect(exporter.file(for: .uiKit).contents.contains("allowsOverdamping = true"))
  }

  /// The generated TypeScript type-checks with Debian's node-typescript against declaration stubs
  /// of the three libraries.
  @Test func typeScriptTypeChecks() throws {
    let directory = try temporaryDirectory("tsc")
    let modules = directory.appendingPathComponent("node_modules")
    try FileManager.default.copyItem(at: fixture("stubs"), to: modules)
    var files: [String] = []
    for catalogue in try catalogues() {
      let exporter = Exporter(catalogue: catalogue)
      for platform in [Platform.motion, .reanimated, .reactSpring] {
        let name = "\(files.count)-\(platform.fileName)"
        try exporter.file(for: platform).contents.write(
          to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        files.append(name)
      }
    }
    let config =
      #"{"compilerOptions": {"strict": true, "noEmit": true, "target": "es2020", "module": "commonjs", "moduleResolution": "node", "isolatedModules": true}, "files": ["#
      + files.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    try config.write(to: directory.appendingPathComponent("tsconfig.json"), atomically: true, encoding: .utf8)
    let result = try run("tsc", ["-p", directory.appendingPathComponent("tsconfig.json").path], in: directory)
    #expect(result.status == 0, "tsc: \(result.out)\(result.err)")
    // And a wrong config is caught, so the check can fail.
    try "import type { Transition } from \"motion\";\nexport const x: Transition = { stiffnes: 1 };\n".write(
      to: directory.appendingPathComponent("wrong.ts"), atomically: true, encoding: .utf8)
    let wrong = try run("tsc", ["--noEmit", "--strict", "--moduleResolution", "node", "wrong.ts"], in: directory)
    #expect(wrong.status != 0 && wrong.out.contains("stiffnes"))
  }
}

/// `motion.figma.json` is Figma's shape, checked against declarations written from the plugin
/// typings' documented facts (1.133.0), not against motionspec's own reader.
@Suite struct FigmaExportShapeTests {
  /// The file as a TypeScript value of the declared type, so tsc checks every member.
  func typed(_ json: String, _ name: String, in directory: URL) throws -> String {
    let file = "\(name).ts"
    try "/// <reference path=\"figma-variables.d.ts\" />\nexport const file: MotionFigmaFile = \(json);\n".write(
      to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    return file
  }

  @Test func theExportTypeChecksAgainstFigmasTypings() throws {
    let directory = try temporaryDirectory("figma-tsc")
    try FileManager.default.copyItem(
      at: fixture("figma/figma-variables.d.ts"), to: directory.appendingPathComponent("figma-variables.d.ts"))
    var files: [String] = []
    var springs = 0
    for (k, catalogue) in try catalogues().enumerated() {
      let text = Exporter(catalogue: catalogue).file(for: .figma).contents
      springs += text.components(separatedBy: "\"CUSTOM_SPRING\"").count - 1
      files.append(try typed(text, "export\(k)", in: directory))
    }
    #expect(springs > 20)
    let strict = ["--noEmit", "--strict", "--target", "es2020"]
    let result = try run("tsc", strict + files, in: directory)
    #expect(result.status == 0, "tsc: \(result.out)\(result.err)")
    // The physical spring of a prototype transition is not an EASING variable's value: tsc says so.
    let wrong =
      #"{"variableCollections": [], "variables": [{"id": "v", "name": "a/easing", "description": "", "variableCollectionId": "c", "scopes": ["ALL_SCOPES"], "resolvedType": "EASING", "valuesByMode": {"m": {"type": "CUSTOM_SPRING", "easingFunctionSpring": {"mass": 1, "stiffness": 170, "damping": 26}}}}]}"#
    let rejected = try run("tsc", strict + [try typed(wrong, "wrong", in: directory)], in: directory)
    #expect(rejected.status != 0 && rejected.out.contains("NormalizedSpring"), "\(rejected.out)")
  }

  /// Springs travel as bounce and duration, which are the same motion; an overdamped one is
  /// written with bounce 0 and the distance said, and the description's physics read back exactly.
  @Test func springsReadBackFromBounceAndDurationOrTheirPhysics() throws {
    let catalogue = try CatalogueLoader.parse(
      """
      name: Springs
      tokens:
        heavy: .spring(duration: 0.55, bounce: 0.18)
        sluggish: .spring(response: 0.4, dampingFraction: 1.6)
        curve:
          value: .easeInOut(duration: 0.3)
      """, file: "s.yaml")
    let exporter = Exporter(catalogue: catalogue)
    let text = exporter.file(for: .figma).contents
    #expect(text.contains(#""easingFunctionSpring": { "bounce": 0.18 }"#))
    #expect(text.contains(#""easingFunctionSpring": { "bounce": 0 }"#))
    let sluggish = try #require(exporter.tokens.first { $0.token.id == "sluggish" })
    #expect(exporter.warnings(sluggish, for: .figma).contains { $0.contains("is written with bounce 0, up to") })
    let back = try DTCGReader.read(text, file: "motion.figma.json")
    for original in catalogue.tokens {
      let read = try #require(back.token(original.id))
      #expect(CatalogueDiff.playsTheSame(read.animation, original.animation), "\(original.id)")
      #expect(read.description?.contains("Physics:") != true, "\(original.id): \(read.description ?? "")")
    }
    // Without the physics sentence, the bounce and the duration beside it still make the spring.
    let bare = text.replacingOccurrences(
      of: #"Physics: mass 1, stiffness [0-9.e+-]+, damping [0-9.e+-]+\."#, with: "", options: .regularExpression)
    let heavy = try #require(try DTCGReader.read(bare, file: "motion.figma.json").token("heavy"))
    #expect(
      CatalogueDiff.playsTheSame(heavy.animation, try MotionExpression.parse(".spring(duration: 0.55, bounce: 0.18)")))
  }
}
