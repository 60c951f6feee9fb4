import CCairo

/// Process-wide allocator settings for programs that draw many images.
public enum Allocator {
  /// Keeps multi-megabyte image buffers on the heap instead of fresh `mmap`s (`mallopt`), so
  /// each new surface reuses memory rather than taking page faults. Call once at start-up.
  public static func keepLargeBlocks() {
    _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
  }
}
