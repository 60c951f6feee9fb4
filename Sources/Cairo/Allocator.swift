internal import CPlatform

/// Process-wide allocator settings for programs that draw many images.
public enum Allocator {
  /// Keeps multi-megabyte image buffers on the heap instead of fresh `mmap`s, so each new surface
  /// reuses memory rather than taking page faults. Call once at start-up. Only glibc's allocator
  /// takes this advice (`mallopt`); elsewhere it does nothing.
  public static func keepLargeBlocks() {
    motionspec_keep_large_blocks()
  }

  /// Hands the heap's free memory back to the system (`malloc_trim` with glibc; nothing
  /// elsewhere). With large blocks kept (``keepLargeBlocks()``), memory a finished job freed stays
  /// resident until then: a job that allocated much and is done calls this.
  public static func releaseFreeMemory() {
    motionspec_release_free_memory()
  }
}
