extension Spring {
  /// `.smooth`: duration 0.5, bounce 0 (critically damped).
  public static let smooth = Spring.smooth()
  /// `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = Spring.snappy()
  /// `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = Spring.bouncy()

  /// `.smooth(duration:extraBounce:)`: base bounce 0, `extraBounce` added to it.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0 + extraBounce)
  }

  /// `.snappy(duration:extraBounce:)`: base bounce 0.15, `extraBounce` added to it.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// `.bouncy(duration:extraBounce:)`: base bounce 0.3, `extraBounce` added to it.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
