import ArgumentParser
import Foundation
import MotionSpecCore
import Report

/// `motionspec inspect EXPR`: every parameterisation and metric of one curve.
struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every parameterisation and metric of one motion expression.",
    discussion: """
      EXPR is SwiftUI spelling, e.g. '.bouncy', '.spring(duration: 0.55, bounce: 0.18)',
      'Spring(mass: 1, stiffness: 170, damping: 15)', '.easeInOut(duration: 0.35)'.
      Velocities are in target units per second (with target 1: fractions of the move per second).
      """)

  @Argument(help: "The motion expression.")
  var expression: String

  @Option(help: "Comma-separated sample times in seconds, e.g. 0,0.1,0.5.")
  var times: String = ""

  @Option(help: "Initial velocity in target units per second.")
  var initialVelocity: Double = 0

  @Option(help: "The target value (the move starts at 0).")
  var target: Double = 1

  @Option(help: "Settling threshold ε, in target units.")
  var epsilon: Double = 0.001

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    let parsedTimes = try times.split(separator: ",").map { part -> Double in
      guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite else {
        throw Failure.usage("--times: '\(part)' is not a number; expected seconds such as 0,0.1,0.5")
      }
      return t
    }
    guard epsilon > 0, epsilon.isFinite else { throw Failure.usage("--epsilon must be a positive number") }
    guard target.isFinite, initialVelocity.isFinite else {
      throw Failure.usage("--target and --initial-velocity must be finite numbers")
    }
    let animation: Animation
    do throws(ExpressionError) {
      animation = try MotionExpression.parse(expression)
    } catch {
      guard error.isInstant else { throw error }
      // Valid SwiftUI that takes no time (a reduced-motion "instant"): said, not refused.
      if json {
        print(#"{"kind": "instant", "duration": 0, "settlingTime": 0}"#)
      } else {
        print(
          "instant: \(expression) takes no time — the value changes at once; nothing moves, so there is nothing to plot"
        )
      }
      return
    }
    let inspection = Inspection(
      animation: animation, target: target, initialVelocity: initialVelocity, epsilon: epsilon, times: parsedTimes)
    print(json ? try inspection.json() : inspection.table())
  }
}
