import Foundation

/// The base protocol's framing: each message is `Content-Length: N` headers, a blank line, then N
/// bytes of JSON. A frame larger than ``limit`` is skipped without being kept in memory, and
/// reported as ``Frame/tooLarge(_:)``.
struct FrameReader {
  /// Reads more bytes (nil or empty at the end of input).
  let readMore: () -> Data?
  /// The largest message read whole: a 16 MiB catalogue (MotionLimits.fileSize) as JSON text with
  /// every character escaped fits.
  static let limit = 40 << 20
  private var buffer = Data()
  private var ended = false

  init(readMore: @escaping () -> Data?) { self.readMore = readMore }

  enum Frame {
    case message(Data)
    /// Headers with no usable Content-Length: the stream cannot be followed further.
    case malformedHeader(String)
    /// A message over the limit, skipped (its length in bytes).
    case tooLarge(Int)
  }

  /// The next frame, or nil at the end of input.
  mutating func next() -> Frame? {
    guard let headerEnd = fill(until: { $0.range(of: Data("\r\n\r\n".utf8)) }) else { return nil }
    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
    buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    guard let length, length >= 0 else { return .malformedHeader(header) }
    if length > FrameReader.limit {
      var left = length
      while left > 0 {
        if buffer.isEmpty {
          guard let more = readMore(), !more.isEmpty else { return nil }
          buffer = more
        }
        let n = min(left, buffer.count)
        buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + n)
        left -= n
      }
      return .tooLarge(length)
    }
    guard fill(until: { $0.count >= length ? $0.startIndex..<$0.startIndex : nil }) != nil else { return nil }
    let body = buffer.prefix(length)
    buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + length)
    return .message(Data(body))
  }

  /// Reads until `found` finds something in the buffer; nil when the input ends first. Headers
  /// longer than 64 KiB are never waited for.
  private mutating func fill(until found: (Data) -> Range<Data.Index>?) -> Range<Data.Index>? {
    while true {
      if let range = found(buffer) { return range }
      if ended || buffer.count > FrameReader.limit + (64 << 10) { return nil }
      guard let more = readMore(), !more.isEmpty else {
        ended = true
        return found(buffer)
      }
      buffer.append(more)
    }
  }
}

/// Writes frames; one at a time.
struct FrameWriter {
  let write: (Data) -> Void

  /// Sends `object`; a value that is not JSON (a fault of ours) is said on standard error and
  /// answered, when it was a response, with the protocol's internal error.
  func send(_ object: [String: Any]) {
    let body: Data
    do {
      body = try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
    } catch {
      FileHandle.standardError.write(Data("motionspec lsp: cannot encode a message: \(error)\n".utf8))
      guard let id = object["id"] else { return }
      send(["jsonrpc": "2.0", "id": id, "error": ["code": -32603, "message": "cannot encode the answer"]])
      return
    }
    write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }
}
