internal import CPlatform
import Foundation
import MotionSpecCharts

/// motionspec's version, and the identity of the code that is running.
public enum Version {
  public static let string = "0.2.0"
  /// The commit the binary was built from, when its build named one; empty otherwise.
  public static let commit = String(cString: motionspec_commit())
  /// What `--version` prints: `0.2.0`, or `0.2.0 (2bd9259)` for a build that names its commit.
  public static let display = commit.isEmpty ? string : "\(string) (\(commit))"

  /// What every cache key carries besides the content it covers: the version and a digest of the
  /// running executable's bytes. Any change to the code — a layout constant, a template built in,
  /// a dependency — gives a new binary and so a new identity, and every cached chart, page,
  /// fragment, fit and text measurement is then a miss: a cache can never hand back what older code
  /// drew. An executable that cannot be read gets an identity of its own for this process, so
  /// nothing cached is trusted (slower, never stale).
  public static let cacheIdentity: String = "motionspec \(string) build \(executableDigest())"

  /// The executable's bytes, digested in 1 MiB reads (a debug binary is tens of megabytes).
  static func executableDigest() -> String {
    guard let path = Bundle.main.executablePath, let handle = FileHandle(forReadingAtPath: path) else {
      return "unreadable-\(UUID().uuidString)"
    }
    // Closing a file that was only read cannot lose data; its error is of no use here.
    defer { try? handle.close() }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var length: UInt64 = 0
    do {
      // `read(upToCount:)` gives nil or no bytes at the end of the file.
      while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        chunk.withUnsafeBytes { words(of: $0, into: &state) }
        length += UInt64(chunk.count)
      }
    } catch {
      return "unreadable-\(UUID().uuidString)"
    }
    var digest = StableDigest()
    digest.add(state)
    digest.add(length)
    return String(digest.value, radix: 16)
  }

  /// Mixes `bytes` into `state` eight at a time (a multiply–xorshift per word: an identity, not a
  /// cryptographic hash; a byte-at-a-time digest of a debug binary takes seconds).
  static func words(of bytes: UnsafeRawBufferPointer, into state: inout UInt64) {
    var h = state
    let count = bytes.count / 8
    for i in 0..<count {
      h = (h ^ bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 32
    }
    for i in (count * 8)..<bytes.count {
      h = (h ^ UInt64(bytes[i])) &* 0xC4CE_B9FE_1A85_EC53
      h ^= h >> 32
    }
    state = h
  }
}
