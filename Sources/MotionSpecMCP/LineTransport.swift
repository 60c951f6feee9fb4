#if Servers
  import Foundation
  import Logging
  import MCP

  /// The MCP stdio transport (newline-delimited JSON-RPC) that `motionspec mcp` uses instead of the
  /// SDK's `StdioTransport`, whose reading is quadratic in a message's length (each 4 KB read
  /// searched its whole pending buffer for the newline again, and waited 10 ms between reads): a
  /// 2 MB message took 20 s with the server answering nothing.
  ///
  /// Here a thread reads standard input in blocking reads of 64 KiB, searches only the bytes it has
  /// not searched before, and consumes them by moving an offset, so reading is linear in the bytes.
  /// A message longer than ``limit`` is skipped without being kept (up to its newline) and answered
  /// with JSON-RPC's invalid-request error; the server goes on.
  public actor LineTransport: Transport {
    /// The longest message read: a 16 MiB catalogue as a JSON string, every character escaped, fits.
    public static let limit = 40 << 20

    public nonisolated let logger = Logger(
      label: "motionspec.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: FileHandle
    private let output: FileHandle
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var started = false

    public init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
      self.input = input
      self.output = output
      (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self, throwing: (any Error).self)
    }

    public func connect() async throws {
      guard !started else { return }
      started = true
      let input = input, output = output, continuation = continuation
      let thread = Thread {
        var lines = LineReader { () -> Data? in
          let data = input.availableData
          return data.isEmpty ? nil : data
        }
        while let line = lines.next() {
          switch line {
          case .message(let data): continuation.yield(data)
          case .tooLong(let length):
            let answer =
              #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message of "#
              + "\(length) bytes is over the \(LineTransport.limit >> 20) MiB this server reads; it was skipped\"}}\n"
            output.write(Data(answer.utf8))
          }
        }
        continuation.finish()
      }
      thread.start()
    }

    public func disconnect() async { continuation.finish() }

    public func send(_ data: Data) async throws {
      var line = data
      line.append(UInt8(ascii: "\n"))
      try output.write(contentsOf: line)
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { messages }
  }

  /// Newline-delimited messages from a stream of reads, linear in the bytes read (see
  /// ``LineTransport``).
  struct LineReader {
    enum Line: Equatable {
      case message(Data)
      /// A line longer than the limit, skipped (its length in bytes, up to where it was known).
      case tooLong(Int)
    }

    let readMore: () -> Data?
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    /// Bytes of an over-long line already dropped.
    private var skipping: Int?

    init(limit: Int = LineTransport.limit, readMore: @escaping () -> Data?) {
      self.limit = limit
      self.readMore = readMore
    }

    mutating func next() -> Line? {
      while true {
        if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
          let line = buffer[start..<newline]
          start = newline + 1
          scanned = start
          if let dropped = skipping {
            skipping = nil
            return .tooLong(dropped + line.count)
          }
          // Blank lines (and a CR before the newline) are not messages.
          let body = line.last == 13 ? line.dropLast() : line
          if body.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
          return .message(Data(body))
        }
        scanned = buffer.count
        if scanned - start > limit {
          skipping = (skipping ?? 0) + (scanned - start)
          buffer.removeAll(keepingCapacity: true)
          start = 0
          scanned = 0
        }
        guard let more = readMore() else {
          if let dropped = skipping {
            skipping = nil
            return .tooLong(dropped + buffer.count - start)
          }
          guard start < buffer.count else { return nil }
          let rest = Data(buffer[start...])
          start = buffer.count
          scanned = start
          return .message(rest)
        }
        if start > 0 && start * 2 >= buffer.count {
          buffer.removeFirst(start)
          scanned -= start
          start = 0
        }
        buffer.append(contentsOf: more)
      }
    }
  }
#endif  // Servers
