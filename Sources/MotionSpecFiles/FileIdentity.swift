internal import CPlatform

/// One version of a file, told from another without reading it: its device, inode, size and
/// modification time (`lstat`). A file rewritten in place or replaced by a rename gets another.
public struct FileIdentity: Hashable, Sendable {
  let device, inode, size, modified: UInt64

  /// When the file was last modified, in nanoseconds since 1970.
  public var modifiedNanoseconds: UInt64 { modified }

  /// The identity of the file at `path` now, or `nil` when it cannot be examined.
  public init?(path: String) {
    var fields: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    let status = withUnsafeMutableBytes(of: &fields) { raw in
      motionspec_file_identity(path, raw.baseAddress!.assumingMemoryBound(to: UInt64.self))
    }
    guard status == 0 else { return nil }
    (device, inode, size, modified) = fields
  }
}
