import MotionSpecFiles

/// Why the report could not be produced.
public enum ReportError: Error, Equatable, CustomStringConvertible {
  case templateNotFound(String)
  case invalidTemplate(String, String)
  /// A `--templates` directory or file that cannot be read (an input, not an output).
  case templatesUnreadable(String)
  /// An output that cannot be written or locked.
  case output(String)
  /// A chart the report plans could not be drawn.
  case chart(String)
  /// The output path is not one motionspec may write to (nothing was written or deleted).
  case refused(String)

  public var description: String {
    switch self {
    case .chart(let why): "a chart of the report cannot be drawn: \(why)"
    case .refused(let why): why
    case .templateNotFound(let name): "template '\(name)' not found"
    case .invalidTemplate(let place, let why): "\(place): error: invalid template: \(why)"
    case .templatesUnreadable(let why): why
    case .output(let why): why
    }
  }

  /// What kind of failure this is, for the exit status: the templates are an input (unreadable:
  /// missing input; not found or invalid: invalid input), everything else is the output's.
  public var cause: Cause {
    switch self {
    case .templatesUnreadable: .inputUnreadable
    case .templateNotFound, .invalidTemplate: .invalidInput
    case .output, .chart, .refused: .output
    }
  }

  /// See ``cause``.
  public enum Cause: Sendable { case inputUnreadable, invalidInput, output }
}

extension ReportError {
  /// The report's error for a report directory that could not be written.
  public init(_ error: OutputDirectoryError) {
    switch error {
    case .unwritable(let why): self = .output(why)
    case .refused(let why): self = .refused(why)
    }
  }
}
