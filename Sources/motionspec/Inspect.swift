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

  @Option(
    help:
      "exact: the closed form. swiftui: also SwiftUI's own playback — its frames, the largest difference from the closed form, and when .logicallyComplete and .removed fire (from decompiled behaviour; not measured on a device)."
  )
  var fidelity: Fidelity = .exact

  @Option(help: "With --fidelity swiftui: the distance moved, in points (completion depends on it).")
  var distance: Double = 300

  @Option(help: "With --fidelity swiftui: frames per second.")
  var frameRate: Double = 120

  enum Fidelity: String, ExpressibleByArgument, CaseIterable {
    case exact, swiftui
  }

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
    guard distance.isFinite, distance != 0, abs(distance) <= 1e6 else {
      throw Failure.usage("--distance must be a finite number of points other than 0, at most 1000000")
    }
    guard frameRate.isFinite, frameRate >= 1, frameRate <= 1000 else {
      throw Failure.usage("--frame-rate must be between 1 and 1000 frames per second")
    }
    guard target.isFinite, initialVelocity.isFinite else {
      throw Failure.usage("--target and --initial-velocity must be finite numbers")
    }
    let animation: Animation
    var spelling = Spelling.swiftUI
    do throws(ExpressionError) {
      let parsed = try MotionExpression.parse(expression, role: .animation, names: nil)
      animation = parsed.animation
      spelling = parsed.spelling
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
      animation: animation, target: target, initialVelocity: initialVelocity, epsilon: epsilon, times: parsedTimes,
      swiftUI: fidelity == .swiftui ? (distance, frameRate) : nil, spelling: spelling)
    print(json ? try inspection.json() : inspection.table())
  }
}
