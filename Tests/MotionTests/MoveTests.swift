import Testing

@testable import MotionSpecCore

@Suite struct MoveTests {
  @Test func relativeVelocityIsAbsoluteOverDistance() {
    let move = Move(from: 100, to: 400, initialVelocity: 1500, curve: .spring(.smooth))
    #expect(move.relativeVelocity == 5)
    let same = Move(from: 100, to: 400, relativeVelocity: 5, curve: .spring(.smooth))
    for t in [0.0, 0.1, 0.4] { #expect(close(move.value(at: t), same.value(at: t), 1e-9)) }
  }

  @Test func aZeroLengthMoveStillCarriesItsVelocity() {
    let move = Move(from: 50, to: 50, initialVelocity: 400, curve: .spring(.smooth))
    #expect(move.relativeVelocity == nil)
    #expect(move.value(at: 0) == 50)
    #expect(move.velocity(at: 0) == 400)
    #expect(move.value(at: 0.1) > 50)
    #expect(close(move.value(at: 5), 50, 1e-6))
  }

  @Test(arguments: [Spring.smooth, .bouncy, Spring(duration: 0.4, bounce: -0.4)])
  func retargetingASpringKeepsPositionAndVelocityContinuous(spring: Spring) {
    let first = Trajectory(Move(from: 0, to: 100, curve: .spring(spring)))
    let switchTime = 0.18
    let both = first.retargeted(at: switchTime, to: 250)
    let before = first.value(at: switchTime)
    #expect(close(both.value(at: switchTime), before, 1e-9))
    #expect(close(both.velocity(at: switchTime), first.velocity(at: switchTime), 1e-9))
    // Continuous in a small neighbourhood too, and it ends at the new target.
    #expect(close(both.value(at: switchTime + 1e-7), both.value(at: switchTime - 1e-7), 1e-3))
    #expect(close(both.value(at: 10), 250, 1e-6))
    #expect(both.switchTimes == [switchTime])
  }

  @Test func retargetingAnEaseInOutRestartsFromRest() {
    let ease = Curve.timing(TimingCurve(.easeInOut, duration: 0.35))
    let first = Trajectory(Move(from: 0, to: 100, curve: ease))
    let both = first.retargeted(at: 0.175, to: 250)
    #expect(close(both.value(at: 0.175), first.value(at: 0.175), 1e-9))
    #expect(first.velocity(at: 0.175) > 200)
    #expect(both.velocity(at: 0.175) == 0)  // the velocity jumps to rest
  }
}
