import Testing

@testable import MotionSpecCore

/// What engineers paste from other platforms, read as that platform plays it, each constant
/// checked against the value read in the platform's own source (cited beside it).
@Suite struct EverydaySpellingsTests {
  func read(_ text: String) throws -> (Animation, Spelling) {
    let parsed = try MotionExpression.parse(text, role: .animation, names: nil)
    return (parsed.animation, parsed.spelling)
  }

  func bezier(_ a: Animation) -> [Double]? {
    guard case .timing(let c) = a.curve else { return nil }
    return c.bezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
  }

  func duration(_ a: Animation) -> Double? {
    guard case .timing(let c) = a.curve else { return nil }
    return c.duration
  }

  // CSS Easing Functions Level 1, §2.2 "Cubic Bézier easing functions": the keywords.
  @Test(arguments: [
    ("ease", [0.25, 0.1, 0.25, 1.0]), ("ease-in", [0.42, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]),
    ("ease-in-out", [0.42, 0, 0.58, 1]), ("linear", [0, 0, 1, 1]), ("cubic-bezier(0.4, 0, 0.2, 1)", [0.4, 0, 0.2, 1]),
  ])
  func cssCurves(_ text: String, _ points: [Double]) throws {
    let (a, spelling) = try read(text)
    #expect(spelling == .css)
    #expect(bezier(a) == points)
    #expect(duration(a) == TimingCurve.defaultDuration)
    #expect(a.notes.contains { $0.contains("no duration written") })
  }

  /// A declaration pasted whole, from a stylesheet or the browser's inspector, reads as its value.
  @Test(arguments: [
    ("transition: transform 300ms cubic-bezier(0.2, 0, 0, 1);", "transform 300ms cubic-bezier(0.2, 0, 0, 1)"),
    ("transition: transform 300ms cubic-bezier(0.2, 0, 0, 1)", "transform 300ms cubic-bezier(0.2, 0, 0, 1)"),
    ("  transition : opacity 0.2s ease-out 50ms ;", "opacity 0.2s ease-out 50ms"),
    ("-webkit-transition: all 250ms ease-in-out;", "all 250ms ease-in-out"),
    ("animation: rise 1s ease-in infinite alternate;", "rise 1s ease-in infinite alternate"),
    ("transition-timing-function: cubic-bezier(0.4, 0, 0.2, 1);", "cubic-bezier(0.4, 0, 0.2, 1)"),
  ])
  func aPastedDeclarationReadsAsItsValue(declaration: String, value: String) throws {
    let (pasted, spelling) = try read(declaration)
    let (bare, _) = try read(value)
    #expect(pasted == bare && spelling == .css, "\(declaration)")
  }

  @Test func aPropertyThatIsNoMotionIsStillRefused() {
    #expect(throws: ExpressionError.self) { try read("transition-duration: 300ms;") }
    #expect(throws: ExpressionError.self) { try read("color: red;") }
  }

  @Test func cssTransitionsCarryTheirDurationAndDelay() throws {
    let (a, spelling) = try read("transform 300ms ease-out 50ms")
    #expect(spelling == .css && bezier(a) == [0, 0, 0.58, 1] && duration(a) == 0.3 && a.delay == 0.05)
    let (b, _) = try read("opacity .2s cubic-bezier(0.2, 0, 0, 1);")
    #expect(bezier(b) == [0.2, 0, 0, 1] && duration(b) == 0.2 && b.delay == 0)
    // A time alone is CSS's default curve, ease.
    #expect(try bezier(read("all 150ms").0) == [0.25, 0.1, 0.25, 1])
  }

  @Test(arguments: [
    ("steps(4, end)", "steps()"), ("step-end", "step-end"),
    ("Curves.bounceOut", "bounce"), ("Curves.elasticIn", "elastic"), ("Curves.easeInOutCubicEmphasized", "two cubic"),
  ])
  func curvesThatAreNotOneBezierAreRefusedWithTheReason(_ text: String, _ says: String) {
    let error = #expect(throws: ExpressionError.self) { try read(text) }
    #expect(error?.message.contains(says) == true, "\(String(describing: error))")
  }

  // androidx.compose.animation.core: Easing.kt and EasingFunctions.kt; tween's defaults in
  // AnimationSpec.kt (durationMillis 300, delayMillis 0, FastOutSlowInEasing).
  @Test(arguments: [
    ("FastOutSlowInEasing", [0.4, 0, 0.2, 1]), ("LinearOutSlowInEasing", [0, 0, 0.2, 1]),
    ("FastOutLinearInEasing", [0.4, 0, 1, 1]), ("EaseInOutCubic", [0.65, 0, 0.35, 1]),
    ("EaseOutBack", [0.34, 1.56, 0.64, 1]), ("EaseInOutBack", [0.68, -0.6, 0.32, 1.6]),
    ("EaseInSine", [0.12, 0, 0.39, 0]), ("EaseOutExpo", [0.16, 1, 0.3, 1]),
  ])
  func composeTweens(_ easing: String, _ points: [Double]) throws {
    let (a, spelling) = try read("tween(durationMillis = 450, delayMillis = 20, easing = \(easing))")
    #expect(spelling == .compose && bezier(a) == points && duration(a) == 0.45 && a.delay == 0.02)
  }

  @Test func composeTweenDefaultsAndForms() throws {
    let (a, _) = try read("tween()")
    #expect(bezier(a) == [0.4, 0, 0.2, 1] && duration(a) == 0.3 && a.delay == 0)
    let (b, _) = try read("tween<Float>(200, 0, CubicBezierEasing(0.2f, 0f, 0f, 1f))")
    #expect(bezier(b) == [0.2, 0, 0, 1] && duration(b) == 0.2)
    #expect(throws: ExpressionError.self) { try read("tween(easing = EaseOutBounce)") }
  }

  // androidx.compose.material3.tokens ExpressiveMotionTokens / StandardMotionTokens (v0_14_0).
  @Test(arguments: [
    ("MotionScheme.expressive().fastSpatialSpec()", 0.6, 800.0),
    ("MotionScheme.expressive().defaultSpatialSpec<Float>()", 0.8, 380.0),
    ("MotionScheme.expressive().slowSpatialSpec()", 0.8, 200.0),
    ("MotionScheme.expressive().fastEffectsSpec()", 1, 3800),
    ("MotionScheme.expressive().defaultEffectsSpec()", 1, 1600),
    ("MotionScheme.expressive().slowEffectsSpec()", 1, 800),
    ("MaterialTheme.motionScheme.fastSpatialSpec()", 0.9, 1400),
    ("MotionScheme.standard().defaultSpatialSpec()", 0.9, 700),
    ("MaterialTheme.motionScheme.slowSpatialSpec()", 0.9, 300),
  ])
  func material3MotionSchemes(_ text: String, _ ratio: Double, _ stiffness: Double) throws {
    let (a, spelling) = try read(text)
    #expect(spelling == .material3)
    let s = try #require(a.spring)
    #expect(abs(s.dampingRatio - ratio) < 1e-12)
    #expect(abs(s.stiffness / s.mass - stiffness) < 1e-9)
  }

  /// The issue's example: ζ 0.6 and k 800 are `.spring(duration: 0.222, bounce: 0.4)` to 3 digits.
  @Test func theExpressiveFastSpatialSpecIsSwiftUIsSpring() throws {
    let s = try #require(try read("MotionScheme.expressive().fastSpatialSpec()").0.spring)
    #expect(abs(s.duration - 0.222) < 0.0005 && abs(s.bounce - 0.4) < 1e-12)
  }

  // packages/flutter/lib/src/animation/curves.dart, `Curves`.
  @Test(arguments: [
    ("Curves.easeInOut", [0.42, 0, 0.58, 1]), ("Curves.fastOutSlowIn", [0.4, 0, 0.2, 1]),
    ("Curves.easeOutBack", [0.175, 0.885, 0.32, 1.275]), ("Curves.easeInOutCubic", [0.645, 0.045, 0.355, 1]),
    ("Curves.slowMiddle", [0.15, 0.85, 0.85, 0.15]), ("Cubic(0.2, 0.0, 0.0, 1.0)", [0.2, 0, 0, 1]),
  ])
  func flutterCurves(_ text: String, _ points: [Double]) throws {
    let (a, spelling) = try read(text)
    #expect(spelling == .flutter && bezier(a) == points)
  }

  /// Flutter's `decelerate` (1 − (1 − t)²) is exactly the cubic with control points (⅓, ⅔), (⅔, 1).
  @Test func flutterDecelerateIsExact() throws {
    let (a, _) = try read("Curves.decelerate")
    guard case .timing(let c) = a.curve else { return #expect(Bool(false)) }
    for k in 0...20 {
      let t = Double(k) / 20
      #expect(abs(c.easing.progress(t) - (1 - (1 - t) * (1 - t))) < 1e-9, "t = \(t)")
    }
  }

  // react-spring's `config` constants (tension, friction; mass 1).
  @Test(arguments: [
    ("default", 170.0, 26.0), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20), ("slow", 280, 60),
    ("molasses", 280, 120),
  ])
  func reactSpringPresets(_ name: String, _ tension: Double, _ friction: Double) throws {
    let (a, spelling) = try read("config.\(name)")
    let s = try #require(a.spring)
    #expect(spelling == .reactSpring && abs(s.stiffness - tension) < 1e-9 && abs(s.damping - friction) < 1e-9)
  }

  // packages/flutter/lib/src/physics/spring_simulation.dart: mass 1, stiffness 4π²/d²,
  // ζ = 1 − bounce (or 1/(1 + bounce) below 0); defaults 500 ms and 0. Flutter's doc says it
  // is SwiftUI's spring(duration:bounce:) — checked here against the model's Spring(duration:bounce:).
  @Test(arguments: [(500, 0.3), (350, 0.0), (280, 0.15), (400, -0.3)])
  func flutterDurationAndBounceIsSwiftUIsSpring(_ ms: Int, _ bounce: Double) throws {
    let (a, spelling) = try read(
      "SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(ms)), bounce: \(bounce))")
    #expect(spelling == .flutter)
    let s = try #require(a.spring)
    let swiftUI = Spring(duration: Double(ms) / 1000, bounce: bounce)
    #expect(abs(s.dampingRatio - swiftUI.dampingRatio) < 1e-12 && abs(s.response - swiftUI.response) < 1e-12)
    let defaults = try #require(try read("SpringDescription.withDurationAndBounce()").0.spring)
    #expect(abs(defaults.response - 0.5) < 1e-12 && abs(defaults.dampingRatio - 1) < 1e-12)
  }

  // Apple's reference: UISpringTimingParameters(duration:bounce:initialVelocity:) and
  // CASpringAnimation(perceptualDuration:bounce:) (iOS 17) take SwiftUI's duration and bounce.
  @Test func uiKitsSpringsAreSwiftUIsOrPhysical() throws {
    let (a, spelling) = try read("UISpringTimingParameters(duration: 0.5, bounce: 0.2)")
    #expect(spelling == .uiKit && a.spring == Spring(duration: 0.5, bounce: 0.2))
    #expect(
      try read("CASpringAnimation(perceptualDuration: 0.4, bounce: 0.1)").0.spring == Spring(duration: 0.4, bounce: 0.1)
    )
    let (p, _) = try read(
      "UISpringTimingParameters(mass: 2, stiffness: 380, damping: 31.2, initialVelocity: CGVector(dx: 0.5, dy: 0.5))")
    let s = try #require(p.spring)
    #expect(abs(s.mass - 2) < 1e-12 && abs(s.stiffness - 380) < 1e-9 && abs(s.damping - 31.2) < 1e-9)
    #expect(p.initialVelocity == 0.5)
    for refused in [
      "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0)",
      "UISpringTimingParameters(dampingRatio: 0.8)",
    ] {
      let error = #expect(throws: ExpressionError.self) { try read(refused) }
      #expect(error?.message.contains("does not publish") == true, "\(refused)")
    }
  }

  // androidx.dynamicanimation.animation.SpringForce: the constants, and the defaults
  // (stiffness 1500, damping ratio 0.5).
  @Test(arguments: [
    (
      "SpringForce(1f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_LOW_BOUNCY)",
      0.75, 200.0
    ),
    ("SpringForce(0f).apply { stiffness = 800f; dampingRatio = 0.6f }", 0.6, 800),
    ("SpringForce().setStiffness(SpringForce.STIFFNESS_HIGH)", 0.5, 10_000),
    ("SpringForce(1f).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)", 0.2, 1500),
    (
      "SpringForce(1f).setStiffness(SpringForce.STIFFNESS_VERY_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY)",
      1, 50
    ),
  ])
  func androidSpringForce(_ text: String, _ ratio: Double, _ stiffness: Double) throws {
    let (a, spelling) = try read(text)
    let s = try #require(a.spring)
    #expect(
      spelling == .androidViews && abs(s.dampingRatio - ratio) < 1e-12 && abs(s.stiffness / s.mass - stiffness) < 1e-9)
  }

  // Figma's presets (its blog post "How Figma put the bounce in spring animations"), and
  // Origami's tension and friction as Rebound's OrigamiValueConverter converts them.
  @Test func figmaPresetsAndOrigami() throws {
    for (name, k, c) in [("GENTLE", 100.0, 15.0), ("QUICK", 300, 20), ("BOUNCY", 600, 15), ("SLOW", 80, 20)] {
      let (a, spelling) = try read(name)
      let s = try #require(a.spring)
      #expect(spelling == .figma && abs(s.stiffness - k) < 1e-9 && abs(s.damping - c) < 1e-9 && s.mass == 1, "\(name)")
    }
    let (o, spelling) = try read("SpringConfig.fromOrigamiTensionAndFriction(40, 7)")
    let s = try #require(o.spring)
    #expect(spelling == .origami)
    #expect(abs(s.stiffness - (194 + 10 * 3.62)) < 1e-9 && abs(s.damping - 22) < 1e-9)
    #expect(EverydaySpellings.origami(tension: 0, friction: 0) == (0, 0))
  }

  @Test func everyOtherPlatformFormNamesItsPlatform() throws {
    #expect(try read("spring(dampingRatio = 0.8f, stiffness = 380f)").1 == .compose)
    // SpringSpec's constructor, as Material's own MotionScheme writes its springs.
    let spec = try read("SpringSpec<Any>(0.8f, 380f)")
    let written = try read("spring(dampingRatio = 0.8f, stiffness = 380f)").0.spring
    #expect(spec.1 == .compose && spec.0.spring == written)
    #expect(try read("SpringDescription(mass: 1, stiffness: 100, damping: 10)").1 == .flutter)
    #expect(try read("{ type: \"spring\", stiffness: 300, damping: 20 }").1 == .motion)
    #expect(try read("{ tension: 170, friction: 26 }").1 == .reactSpring)
    #expect(try read("{ mass: 1, stiffness: 100, damping: 10 }").1 == .physical)
    #expect(try read(".spring(duration: 0.5, bounce: 0.2)").1 == .swiftUI)
  }

  // Motion's named eases as strings (motion-utils, easing/ease.ts and back.ts: backIn is backOut
  // reversed), its repeat options (motion-dom), and its spring's physics-over-duration rule
  // (motion-dom, generators/spring: getSpringOptions).
  @Test func motionsNamedEasesAndRepeats() throws {
    let fade = try read("{ duration: 0.3, ease: \"easeInOut\" }")
    #expect(fade.1 == .motion && bezier(fade.0) == [0.42, 0, 0.58, 1] && duration(fade.0) == 0.3)
    #expect(bezier(try read("{ duration: 0.3, ease: \"backIn\" }").0) == [0.31, 0.01, 0.67, -0.53])
    #expect(bezier(try read("{ type: \"tween\", duration: 0.2, ease: \"easeOut\" }").0) == [0, 0, 0.58, 1])
    let loop = try read("{ duration: 1.2, ease: \"linear\", repeat: Infinity, repeatType: \"loop\" }").0
    #expect(loop.repetition == .forever(autoreverses: false))
    let bob = try read("{ duration: 0.6, ease: \"easeInOut\", repeat: 2, repeatType: \"mirror\", repeatDelay: 0.4 }").0
    #expect(bob.repetition == .count(3, autoreverses: true))
    #expect(bob.notes.contains("repeatDelay 0.4 s: the pause between cycles is not drawn"))
    for (text, said) in [
      ("{ duration: 0.3, ease: \"circOut\" }", "is not a cubic Bézier"),
      ("{ duration: 0.3, ease: \"easeInOutQuad\" }", "is not one of Motion's eases"),
      ("{ duration: 0.3, ease: \"linear\", repeatType: \"pingpong\" }", "repeatType is"),
    ] {
      let error = #expect(throws: ExpressionError.self) { try read(text) }
      #expect(error?.message.contains(said) == true, "\(error?.message ?? "no error")")
    }
  }

  @Test func motionPlaysPhysicsOverDurationAndSaysWhoseDefaultsFilledIn() throws {
    let spring = try read("{ type: \"spring\", duration: 0.8, stiffness: 300, damping: 20 }").0
    let s = try #require(spring.spring)
    #expect(abs(s.stiffness - 300) < 1e-9 && abs(s.damping - 20) < 1e-9 && abs(s.mass - 1) < 1e-12)
    #expect(
      spring.notes.contains("read as Motion plays it: with stiffness, damping or mass given, Motion ignores duration"))
    #expect(spring.notes.contains("mass 1 is Motion's default (not in the config)"))
    let soft = try read("{ type: \"spring\", stiffness: 50 }").0
    #expect(soft.notes.contains("mass 1 and damping 10 are Motion's defaults (not in the config)"))
    // A complete config fills nothing in and says nothing of defaults.
    #expect(try read("{ type: \"spring\", stiffness: 300, damping: 20, mass: 1 }").0.notes.isEmpty)
  }

  // react-spring's clamp stops the spring at its target: a motion motionspec does not model, so
  // refused rather than drawn with the spring's overshoot; a switch that is no physics is said.
  @Test func reactSpringsClampIsRefusedAndSwitchesAreSaid() throws {
    #expect(throws: ExpressionError.self) { try read("{ tension: 170, friction: 12, clamp: true }") }
    #expect(try read("{ tension: 170, friction: 12, clamp: false }").0.notes.isEmpty)
    let immediate = try read("{ tension: 170, friction: 26, immediate: true }").0
    #expect(immediate.notes == ["immediate true is not part of the spring's motion: not drawn"])
  }

  /// Everyday pastes: Dart's `const` before a constructor, a CSS `animation` shorthand with its
  /// fill mode, direction and iteration count (CSS Animations 1, §3.9), and a SwiftUI form copied
  /// from the middle of a call without its leading dot, over several lines.
  @Test func pastesAsPeopleCopyThem() throws {
    let cubic = try read("const Cubic(0.2, 0, 0, 1)")
    #expect(cubic.1 == .flutter && bezier(cubic.0) == [0.2, 0, 0, 1])
    let slide = try read("slide-in 300ms cubic-bezier(0.2, 0, 0, 1) 2 alternate both").0
    #expect(bezier(slide) == [0.2, 0, 0, 1] && duration(slide) == 0.3)
    #expect(slide.repetition == .count(2, autoreverses: true))
    #expect(slide.notes.contains("fill mode both holds the keyframes' values before or after: not part of the timing"))
    #expect(slide.notes.last == "an animation shorthand: its timing is read; the motion is its keyframes' (slide-in)")
    #expect(try read("spin 1.2s linear infinite").0.repetition == .forever(autoreverses: false))
    let spring = try read("interpolatingSpring(\n  stiffness: 170,\n  damping: 15\n)").0
    let s = try #require(spring.spring)
    #expect(abs(s.stiffness - 170) < 1e-9 && abs(s.damping - 15) < 1e-9)
    #expect(spring.notes.contains("read as SwiftUI's .interpolatingSpring, written without its leading dot"))
    // A name that is no SwiftUI form still gets the parser's own message.
    #expect(throws: ExpressionError.self) { try read("wobble(1)") }
    // An error in what follows `const` points into the text as pasted.
    let short = #expect(throws: ExpressionError.self) { try read("const Cubic(0.2, 0, 0)") }
    #expect((short?.offset ?? 0) >= 6, "\(short?.offset ?? -1)")
  }

  @Test func unknownNamesSuggestTheNearestOne() {
    let error = #expect(throws: ExpressionError.self) { try read("Curves.easeInOutt") }
    #expect(error?.message.contains("easeInOut") == true)
    let preset = #expect(throws: ExpressionError.self) { try read("config.wobly") }
    #expect(preset?.message.contains("wobbly") == true)
  }
}
