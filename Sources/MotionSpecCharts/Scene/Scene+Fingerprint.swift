/// A digest of bytes that is the same in every process (FNV-1a, 64-bit; Swift's `Hasher` is
/// seeded per process): what caches of drawn scenes key on. Not a security hash.
public struct StableDigest: Sendable {
  /// The digest so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty digest.
  public init() {}

  /// Adds one byte.
  public mutating func add(byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x0000_0100_0000_01b3
  }

  /// Adds every byte of `bytes`, in order.
  public mutating func add(bytes: UnsafeRawBufferPointer) {
    var v = value
    for byte in bytes {
      v ^= UInt64(byte)
      v = v &* 0x0000_0100_0000_01b3
    }
    value = v
  }

  /// Adds the 8 bytes of `n`.
  public mutating func add(_ n: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: n >> UInt64(shift))) }
  }

  /// Adds `n`.
  public mutating func add(_ n: Int) { add(UInt64(bitPattern: Int64(n))) }

  /// Adds `x` exactly (its bit pattern).
  public mutating func add(_ x: Double) { add(x.bitPattern) }

  /// Adds `s` and its length, so that neighbouring strings cannot run together.
  public mutating func add(_ s: String) {
    var s = s
    add(s.utf8.count)
    s.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The digest as 16 hex digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension Scene {
  /// Adds everything the scene draws — size, background and items, not its navigation or plot
  /// areas — to `digest`: two scenes with the same digest draw the same picture.
  public func addDrawing(to digest: inout StableDigest) {
    digest.add(size.width)
    digest.add(size.height)
    background.add(to: &digest)
    Scene.add(items, to: &digest)
  }

  private static func add(_ items: [Item], to digest: inout StableDigest) {
    digest.add(items.count)
    for item in items {
      digest.add(item.role)
      switch item.primitive {
      case .path(let path, let fill, let stroke):
        digest.add(1)
        digest.add(path.elements.count)
        for element in path.elements {
          switch element {
          case .move(let p): digest.add(1); p.add(to: &digest)
          case .line(let p): digest.add(2); p.add(to: &digest)
          case .curve(let p, let c1, let c2):
            digest.add(3); p.add(to: &digest); c1.add(to: &digest); c2.add(to: &digest)
          case .close: digest.add(4)
          }
        }
        if let fill { digest.add(1); fill.add(to: &digest) } else { digest.add(0) }
        if let stroke {
          digest.add(1)
          stroke.color.add(to: &digest)
          digest.add(stroke.width)
          digest.add(stroke.dash.count)
          for d in stroke.dash { digest.add(d) }
          digest.add(stroke.cap == .butt ? 0 : stroke.cap == .round ? 1 : 2)
        } else {
          digest.add(0)
        }
      case .text(let text, let at, let anchor, let font, let color, let angle):
        digest.add(2)
        digest.add(text)
        at.add(to: &digest)
        digest.add(anchor.horizontal == .leading ? 0 : anchor.horizontal == .center ? 1 : 2)
        digest.add(anchor.vertical == .top ? 0 : anchor.vertical == .middle ? 1 : anchor.vertical == .baseline ? 2 : 3)
        digest.add(font.family)
        digest.add(font.size)
        digest.add(font.weight.rawValue)
        color.add(to: &digest)
        digest.add(angle)
      case .clipped(let rect, let inner):
        digest.add(3)
        for v in [rect.x, rect.y, rect.width, rect.height] { digest.add(v) }
        add(inner, to: &digest)
      }
    }
  }
}

extension Point {
  func add(to digest: inout StableDigest) {
    digest.add(x)
    digest.add(y)
  }
}

extension Ink {
  func add(to digest: inout StableDigest) {
    digest.add(role.cssName)
    digest.add(opacity)
  }
}
