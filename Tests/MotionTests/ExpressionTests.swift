import Testing

@testable import MotionSpecCore

@Suite struct ExpressionTests {
  @Test(arguments: [
    (".smooth", Spring.smooth),
    ("Animation.snappy", Spring.snappy),
    (".bouncy", Spring.bouncy),
    (".snappy(duration: 0.4, extraBounce: 0.1)", Spring(duration: 0.4, bounce: 0.25)),
    (".smooth(duration: 0.35)", Spring(duration: 0.35, bounce: 0)),
    (".spring(duration: 0.55, bounce: 0.18)", Spring(duration: 0.55, bounce: 0.18)),
    (".spring(response: 0.4, dampingFraction: 0.7)", Spring(response: 0.4, dampingRatio: 0.7)),
    (".spring()", Spring(response: 0.5, dampingRatio: 0.825)),
    (".spring", Spring(response: 0.5, dampingRatio: 0.825)),
    ("Spring(mass: 1, stiffness: 170, damping: 15)", Spring(mass: 1, stiffness: 170, damping: 15)),
    ("Spring(duration: 0.5, bounce: 0.3)", Spring(duration: 0.5, bounce: 0.3)),
    ("Spring(response: 0.3, dampingRatio: 0.8)", Spring(response: 0.3, dampingRatio: 0.8)),
    ("Spring.bouncy(extraBounce: 0.1)", Spring(duration: 0.5, bounce: 0.4)),
    (".interpolatingSpring(stiffness: 200, damping: 22)", Spring(mass: 1, stiffness: 200, damping: 22)),
    (".interpolatingSpring(mass: 2, stiffness: 300, damping: 10)", Spring(mass: 2, stiffness: 300, damping: 10)),
    (".interpolatingSpring(duration: 0.4, bounce: 0.2)", Spring(duration: 0.4, bounce: 0.2)),
    (".interactiveSpring", Spring(response: 0.15, dampingRatio: 0.86)),
    (".interactiveSpring(duration: 0.2, extraBounce: 0.05)", Spring(duration: 0.2, bounce: 0.2)),
    (".default", Spring(response: 0.55, dampingRatio: 1)),
  ])
  func springForms(text: String, expected: Spring) throws {
    let a = try MotionExpression.parse(text)
    let s = try #require(a.spring)
    #expect(close(s.duration, expected.duration, 1e-12))
    #expect(close(s.dampingRatio, expected.dampingRatio, 1e-12))
    #expect(close(s.mass, expected.mass, 1e-12))
  }

  @Test(arguments: [
    (".easeInOut(duration: 0.35)", CubicBezier.easeInOut, 0.35), (".linear", CubicBezier.linear, 0.35),
    (".easeIn", CubicBezier.easeIn, 0.35), (".easeOut(duration: 1)", CubicBezier.easeOut, 1),
  ])
  func timingForms(text: String, bezier: CubicBezier, duration: Double) throws {
    guard case .timing(let c) = try MotionExpression.parse(text).curve else {
      Issue.record("not a timing curve")
      return
    }
    #expect(c.bezier == bezier && c.duration == duration)
  }

  @Test func timingCurveWithUnlabeledControlPoints() throws {
    let a = try MotionExpression.parse(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.3)")
    guard case .timing(let c) = a.curve else { return #expect(Bool(false)) }
    #expect(c.bezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [0.2, 0.8, 0.2, 1])
    #expect(c.duration == 0.3)
    #expect(a.swiftUI == ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.3)")
  }

  @Test func modifiersDelayAndSpeed() throws {
    // .speed wraps the delayed animation, so the delay runs twice as fast too: 0.05 s.
    let a = try MotionExpression.parse(".smooth.delay(0.1).speed(2)")
    #expect(a.delay == 0.05 && a.speed == 2)
    #expect(a.value(time: 0.05) == 0)
    #expect(close(a.value(time: 0.05 + 0.2), Spring.smooth.value(time: 0.4), 1e-15))
    #expect(close(a.perceptualDuration, 0.3, 1e-15))
    #expect(a.swiftUI == ".smooth.delay(0.1).speed(2)")
    // .delay wraps the sped-up animation: a wall-clock wait of 0.2 s, then twice as fast.
    let b = try MotionExpression.parse(".smooth.speed(2).delay(0.2)")
    #expect(b.delay == 0.2 && b.speed == 2)
    #expect(close(b.perceptualDuration, 0.45, 1e-15))
    // Nested: ((x.delay(0.1)).speed(2)).delay(0.3)).speed(4) starts after (0.1/2 + 0.3)/4.
    let c = try MotionExpression.parse(".smooth.delay(0.1).speed(2).delay(0.3).speed(4)")
    #expect(close(c.delay, 0.0875, 1e-15) && c.speed == 8)
  }

  @Test func interpolatingSpringRendersOverdampingAsCriticalLikeSwiftUI() throws {
    let a = try MotionExpression.parse(".interpolatingSpring(duration: 0.5, bounce: -0.3)")
    #expect(a.spring?.regime == .criticallyDamped)
    #expect(close(a.spring?.duration ?? 0, 0.5, 1e-12))
    #expect(a.notes.count == 1)
  }

  @Test func interpolatingSpringInitialVelocityIsRelative() throws {
    let a = try MotionExpression.parse(".interpolatingSpring(stiffness: 200, damping: 22, initialVelocity: 2)")
    #expect(close(a.velocity(target: 100, time: 0), 200, 1e-9))
  }

  @Test(arguments: [
    (".spring(.bouncy)", Spring.bouncy, 0.0),
    (".spring(.snappy, blendDuration: 0.25)", Spring.snappy, 0.25),
    (".spring(.smooth(duration: 0.3))", Spring(duration: 0.3, bounce: 0), 0.0),
    (".spring(Spring(duration: 0.4, bounce: 0.2))", Spring(duration: 0.4, bounce: 0.2), 0.0),
    (".spring(.init(response: 0.3, dampingRatio: 0.7),)", Spring(response: 0.3, dampingRatio: 0.7), 0.0),
    ("SwiftUI.Animation.spring(SwiftUI.Spring.bouncy(extraBounce: 0.1))", Spring(duration: 0.5, bounce: 0.4), 0.0),
    (".spring(duration: 0.5 * 2 - 0.25, bounce: -(0.1),)", Spring(duration: 0.75, bounce: -0.1), 0.0),
  ])
  func iOS17FormsThatTakeASpring(text: String, expected: Spring, blend: Double) throws {
    let a = try MotionExpression.parse(text)
    #expect(a.spring == expected)
    #expect(a.blendDuration == blend)
  }

  @Test func interpolatingSpringFromASpringKeepsItsVelocity() throws {
    let a = try MotionExpression.parse(".interpolatingSpring(.bouncy, initialVelocity: 0.3)")
    #expect(a.spring == .bouncy && a.initialVelocity == 0.3)
    #expect(a.swiftUI == ".interpolatingSpring(.bouncy, initialVelocity: 0.3)")
  }

  @Test func anInstantChangeIsValidButHasNothingToDraw() throws {
    let error = #expect(throws: ExpressionError.self) { try MotionExpression.parse(".linear(duration: 0)") }
    #expect(error?.isInstant == true && error?.offset == 18)
    #expect(
      try MotionExpression.parse(".smooth.logicallyComplete(after: 0.2)").notes.first?.hasPrefix(
        "logically complete after 0.2 s") == true)
  }

  @Test func repetitionIsKeptAndSpelled() throws {
    let a = try MotionExpression.parse(".easeInOut(duration: 0.8).repeatForever(autoreverses: false)")
    #expect(a.repetition == .forever(autoreverses: false))
    #expect(a.repetition.summary == "repeats forever")
    let b = try MotionExpression.parse(".smooth.repeatCount(3)")
    #expect(b.repetition == .count(3, autoreverses: true))
    #expect(b.swiftUI == ".smooth.repeatCount(3)")
    // Every figure is one cycle's.
    #expect(AnimationMetrics(b).duration == AnimationMetrics(try MotionExpression.parse(".smooth")).duration)
  }

  @Test func namesResolveThroughTheCallersResolver() throws {
    let names: NameResolver = { reference in
      switch reference.path {
      case ["fast"]: .number(0.15)
      case ["Self", "base"]: .number(0.2)
      case ["Motion", "standard"]: .motion(Animation(.spring(.smooth), swiftUI: ".smooth"), token: "Motion.standard")
      case ["Animation", "codeBreaker"]:
        .motion(Animation(.spring(.bouncy), swiftUI: ".bouncy"), token: "Animation.codeBreaker")
      case ["index"]: .notStatic("index")
      default: .unknown
      }
    }
    func parse(_ text: String) throws -> ParsedExpression {
      try MotionExpression.parse(text, role: .animation, names: names)
    }
    #expect(try parse(".easeIn(duration: fast)").animation.curve.perceptualDuration == 0.15)
    #expect(
      abs(try parse(".easeIn(duration: Self.base * 1.5 + Double(fast))").animation.curve.perceptualDuration - 0.45)
        < 1e-15)
    let mixed = #expect(throws: ExpressionError.self) { try parse(".easeIn(duration: Motion.standard * 2)") }
    #expect(mixed?.message == "a motion cannot take part in arithmetic")
    #expect(try parse(".easeIn(duration: min(fast, Self.base))").animation.curve.perceptualDuration == 0.15)
    #expect(try parse("Motion.standard").aliasOf == "Motion.standard")
    #expect(try parse(".codeBreaker").aliasOf == "Animation.codeBreaker")
    let delayed = try parse("Motion.standard.delay(fast)")
    #expect(delayed.aliasOf == nil && delayed.references == ["Motion.standard"] && delayed.animation.delay == 0.15)
    #expect(try parse(".spring(Motion.standard)").animation.spring == .smooth)
    for (text, named) in [
      ("Motion.standard.delay(Double(index) * 0.05)", "index"), (".easeIn(duration: speedFactor)", "speedFactor"),
      (".custom(1)", ".custom(…)"),
    ] {
      let error = #expect(throws: ExpressionError.self) { try parse(text) }
      #expect(error?.unresolved == named, "\(text)")
    }
    // A likely typo stays an error, not a name to look up.
    let typo = #expect(throws: ExpressionError.self) { try parse(".smoth") }
    #expect(typo?.unresolved == nil && typo?.message.contains("did you mean 'smooth'") == true)
  }

  @Test func canonicalSpelling() throws {
    #expect(
      try MotionExpression.parse("  .spring( duration:0.55,bounce : 0.18 ) ").swiftUI
        == ".spring(duration: 0.55, bounce: 0.18)")
    #expect(
      try MotionExpression.parse("Spring(mass: 1.0, stiffness: 170, damping: 15)").swiftUI
        == "Spring(mass: 1, stiffness: 170, damping: 15)")
  }

  @Test(arguments: [
    ("", 0, "expected a motion"),
    (".spring(duration: 0.5, bonce: 0.2)", 23, "unknown argument 'bonce' — did you mean 'bounce'?"),
    (".smoth", 1, "unknown motion 'smoth' — did you mean 'smooth'?"),
    (".spring(duration: 0.5, bounce: 1.7)", 31, "bounce 1.7 is outside −1…1"),
    (".spring(duration: -0.5)", 18, "duration -0.5 must be greater than 0"),
    (".spring(duration 0.5)", 17, "expected ':' after 'duration'"),
    (".spring(duration: 0.5", 21, "expected ',' or ')' after an argument"),
    (".spring(duration: 0.5, response: 0.3)", 1, "do not match any form of .spring"),
    (".timingCurve(1.2, 0, 0.5, 1)", 13, "x1 = 1.2 is outside 0…1"),
    (".timingCurve(0.2, 0)", 1, "do not match any form of .timingCurve"),
    (".smooth.delay(-1)", 14, "delay -1 must be 0 or more"),
    (".smooth.speed(0)", 14, "speed 0 must be greater than 0"),
    (".smooth.repeatForver()", 8, "unknown modifier 'repeatForver' — did you mean 'repeatForever'?"),
    (".smooth.repeatCount(0)", 20, "repeatCount 0 must be a whole number from 1 to 1000000"),
    (".smooth.repeatCount(2.5)", 20, "must be a whole number"),
    (".smooth.repeatForever().repeatCount(2)", 24, "the motion already repeats"),
    (".spring(.easeIn)", 9, "'.easeIn' makes an Animation; a Spring is expected here"),
    (".spring(.bouncy.delay(0.1))", 15, "expected ',' or ')' after an argument"),
    (".spring(duration: 1 / 0)", 22, "division by zero"),
    (".spring(duration: 0.5 * .smooth)", 24, "expected a number"),
    (".init(duration: 0.5)", 1, "'.init(…)' of Animation takes a custom animation"),
    (".delay(0.1)", 1, "'.delay' is a modifier"),
    ("smooth", 0, "expected '.' before"),
    (".spring(duration: 0.5, duration: 0.6)", 23, "argument 'duration' is given twice"),
    (".spring(duration: abc)", 18, "expected a number, found 'abc'"),
    (".smooth @", 8, "unexpected character '@'"),
    ("Spring(stiffness: 100)", 6, "missing argument 'damping'"),
    (".interpolatingSpring(stiffness: 0, damping: 1)", 32, "stiffness 0 must be greater than 0"),
    (".snappy(extraBounce: 0.9)", 21, "base 0.15 + extraBounce 1.05 is outside −1…1"),
  ])
  func malformedExpressions(text: String, offset: Int, message: String) {
    do {
      _ = try MotionExpression.parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.offset == offset, "offset of \(error.message)")
      #expect(error.description.hasSuffix("\n  " + String(repeating: " ", count: offset) + "^"))
    }
  }
}

@Suite struct LimitTests {
  /// Values beyond what can be computed, drawn or printed are refused where they are written,
  /// with the accepted range; the parser is what every reader and command goes through.
  @Test(arguments: [
    (".smooth(duration: 1e17)", 1, "has a duration (2π/√(k/m)) of"),
    (".smooth.delay(1e308)", 8, "a delay of 1e+308 s; motionspec accepts up to 10000 s"),
    (".smooth.speed(1e-300)", 8, "a speed of 1e-300; motionspec accepts 0.001…1000"),
    (".timingCurve(0.2, 1e300, 0.5, 1, duration: 0.3)", 1, "control point y1 = 1e+300"),
    ("Spring(mass: 1, stiffness: 1e300, damping: 10)", 0, "has a duration (2π/√(k/m)) of 6.283185307179586e-150 s"),
    (".linear(duration: 20000)", 1, "a duration of 20000 s"),
    (".smooth.delay(9000).speed(0.001)", 20, "a delay of"),
    (".smooth(duration: 9000).speed(0.01)", 24, "looks done after 900000 s"),
  ])
  func refusedWithTheRange(expression: String, column: Int, message: String) {
    let error = #expect(throws: ExpressionError.self) { try MotionExpression.parse(expression) }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    #expect(error?.offset == column, "\(expression)")
  }

  @Test func theEdgesOfTheRangeAreAccepted() throws {
    for e in [
      ".spring(duration: 0.001, bounce: 0.9999999)", ".spring(duration: 100, bounce: -0.999999)",
      ".smooth.delay(5).speed(0.1)", ".timingCurve(0, -100, 1, 100, duration: 0.3)",
    ] {
      #expect(throws: Never.self) { try MotionExpression.parse(e) }
    }
  }
}
