internal import CPlatform

/// Process-wide allocator settings for programs that draw many images.
public enum Allocator {
  /// Keeps multi-megabyte image buffers on the heap instead of fresh `mmap`s, so each new surface
  /// reuses memory rather than taking page faults. Call once at start-up. Only glibc's allocator
  /// takes this advice (`mallopt`); elsewhere it does nothing.
  public static func keepLargeBlocks() {
    motionspec_keep_large_blocks()
  }
}
