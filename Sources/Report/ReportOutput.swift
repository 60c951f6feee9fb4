import MotionSpecFiles
import ReportModel

extension OutputDirectory {
  /// Writes a report into `directory`: opens it, lets `body` put the files, and commits them
  /// (replacing the old report atomically). On any failure what was staged is discarded and the
  /// error is a ``ReportError``; `what` names the report in its message. `durable`: flushed to
  /// disk before it replaces the old one (``OutputDirectory/commit(durable:)``).
  static func writing<Value>(
    _ directory: String, what: String, durable: Bool = true, _ body: (OutputDirectory) throws -> Value
  ) throws -> Value {
    let output: OutputDirectory
    do {
      output = try OutputDirectory(directory)
    } catch {
      throw ReportError(error)
    }
    do {
      let value = try body(output)
      try output.commit(durable: durable)
      return value
    } catch let error as ReportError {
      output.discard()
      throw error
    } catch let error as OutputDirectoryError {
      output.discard()
      throw ReportError(error)
    } catch {
      output.discard()
      throw ReportError.output("\(directory): cannot write \(what): \(error)")
    }
  }
}
