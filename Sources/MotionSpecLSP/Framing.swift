#if Servers
  import Foundation

  /// The base protocol's framing: each message is `Content-Length: N` headers, a blank line, then N
  /// bytes of JSON. A frame larger than ``limit`` is skipped without being kept in memory, and
  /// reported as ``Frame/tooLarge(_:)``; headers longer than ``headerLimit`` are malformed.
  ///
  /// Linear in the bytes read: the blank line is searched for only in bytes not searched before,
  /// and bytes are consumed by moving an offset (the buffer is compacted once half of it is read).
  struct FrameReader {
    /// Reads more bytes (nil or empty at the end of input).
    let readMore: () -> Data?
    /// The largest message read whole: a 16 MiB catalogue (MotionLimits.fileSize) as JSON text with
    /// every character escaped fits.
    static let limit = 40 << 20
    /// The longest header block (every header line together).
    static let headerLimit = 64 << 10
    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`.
    private var start = 0
    private var ended = false

    init(readMore: @escaping () -> Data?) { self.readMore = readMore }

    enum Frame {
      case message(Data)
      /// Headers with no usable Content-Length: the stream cannot be followed further.
      case malformedHeader(String)
      /// A message over the limit, skipped (its length in bytes).
      case tooLarge(Int)
    }

    private var unread: Int { buffer.count - start }

    /// Reads once more; false at the end of input.
    private mutating func more() -> Bool {
      guard !ended, let data = readMore(), !data.isEmpty else {
        ended = true
        return false
      }
      if start > 0 && start >= buffer.count / 2 {
        buffer.removeFirst(start)
        start = 0
      }
      buffer.append(contentsOf: data)
      return true
    }

    /// The next frame, or nil at the end of input.
    mutating func next() -> Frame? {
      // The header block: up to the first CR LF CR LF, searched once per byte.
      var scanned = start
      var headerEnd: Int?
      while headerEnd == nil {
        while scanned + 3 < buffer.count {
          if buffer[scanned] == 13 && buffer[scanned + 1] == 10 && buffer[scanned + 2] == 13
            && buffer[scanned + 3] == 10
          {
            headerEnd = scanned
            break
          }
          scanned += 1
        }
        if headerEnd != nil { break }
        if scanned - start > FrameReader.headerLimit {
          return .malformedHeader(
            "a header of more than \(FrameReader.headerLimit >> 10) KiB with no blank line after it: "
              + String(decoding: buffer[start..<min(buffer.count, start + 200)], as: UTF8.self))
        }
        let offset = scanned - start
        guard more() else { return nil }
        scanned = start + offset
      }
      let header = String(decoding: buffer[start..<headerEnd!], as: UTF8.self)
      start = headerEnd! + 4
      var length: Int?
      for line in header.split(separator: "\r\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
          length = Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
      }
      guard let length, length >= 0 else { return .malformedHeader(String(header.prefix(200))) }
      if length > FrameReader.limit {
        var left = length
        while left > 0 {
          if unread == 0 {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            guard more() else { return nil }
          }
          let n = min(left, unread)
          start += n
          left -= n
        }
        return .tooLarge(length)
      }
      while unread < length { guard more() else { return nil } }
      let body = Data(buffer[start..<start + length])
      start += length
      return .message(body)
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
        body = try JSONText.data(object)
      } catch {
        FileHandle.standardError.write(Data("motionspec lsp: cannot encode a message: \(error)\n".utf8))
        guard let id = object["id"] else { return }
        send(["jsonrpc": "2.0", "id": id, "error": ["code": -32603, "message": "cannot encode the answer"]])
        return
      }
      write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
  }
#endif  // Servers
