import MotionSpecFiles

extension Surface {
  /// Finishes the surface and writes its bytes (PNG for images) to `path` atomically: a
  /// ``CairoError`` when cairo fails, a ``FileWriteError`` when the file cannot be written.
  public func write(to path: String) throws {
    try FileOutput.write(finish(), to: path)
  }
}
