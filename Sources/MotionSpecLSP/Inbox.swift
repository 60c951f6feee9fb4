#if Servers
  import Foundation

  /// What the facts of a message are, read once as it arrives: its method, its id (as JSON text),
  /// the document it is about, and the request a `$/cancelRequest` cancels.
  struct MessageFacts: Sendable {
    var method: String?
    var id: String?
    var uri: String?
    var cancels: String?

    init(_ data: Data) {
      guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return }
      method = object["method"] as? String
      id = object["id"].map(MessageFacts.key)
      let params = object["params"] as? [String: Any]
      uri = (params?["textDocument"] as? [String: Any])?["uri"] as? String
      if method == "$/cancelRequest" { cancels = params?["id"].map(MessageFacts.key) }
    }

    init() {}

    /// An id as a key: JSON-RPC ids are numbers or strings, and 1 and "1" are different ids.
    static func key(_ id: Any) -> String {
      if let s = id as? String { return "s:" + s }
      if let n = id as? NSNumber { return "n:" + n.stringValue }
      return "?"
    }
  }

  /// The frames read ahead of the one the server handles, bounded: at most ``byteLimit`` bytes of
  /// messages wait (the reading thread then waits too). A change to a document whose last waiting
  /// message is a change replaces that one's text in place, so a flood of edits costs the memory of
  /// one.
  final class Inbox: @unchecked Sendable {
    /// The most bytes of messages that wait to be handled.
    static let byteLimit = 64 << 20
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var frames: [(frame: FrameReader.Frame, facts: MessageFacts)] = []
    private var head = 0
    private var bytes = 0
    private var closed = false

    private static func size(_ frame: FrameReader.Frame) -> Int {
      if case .message(let data) = frame { return data.count }
      return 0
    }

    /// Adds a frame read (waiting while the inbox is full).
    func put(_ frame: FrameReader.Frame) {
      let facts = if case .message(let data) = frame { MessageFacts(data) } else { MessageFacts() }
      condition.lock()
      defer {
        condition.broadcast()
        condition.unlock()
      }
      // Replaced in place only when nothing about the document stands after the waiting change, so
      // every request is answered against the text it was asked about, or as modified.
      if facts.method == "textDocument/didChange", let uri = facts.uri,
        let i = frames[head...].lastIndex(where: { $0.facts.uri == uri }),
        frames[i].facts.method == "textDocument/didChange"
      {
        bytes += Inbox.size(frame) - Inbox.size(frames[i].frame)
        frames[i] = (frame, facts)
        return
      }
      while bytes > Inbox.byteLimit && !closed { condition.wait() }
      frames.append((frame, facts))
      bytes += Inbox.size(frame)
    }

    /// No more frames will come.
    func close() {
      condition.lock()
      closed = true
      condition.broadcast()
      condition.unlock()
    }

    /// The next frame, waiting for one; nil once the input ended and every frame was taken.
    func take() -> (FrameReader.Frame, MessageFacts)? {
      condition.lock()
      defer {
        condition.broadcast()
        condition.unlock()
      }
      while head == frames.count && !closed { condition.wait() }
      guard head < frames.count else { return nil }
      let next = frames[head]
      head += 1
      bytes -= Inbox.size(next.frame)
      if head > 1024 && head * 2 > frames.count {
        frames.removeFirst(head)
        head = 0
      }
      return next
    }

    /// Whether a waiting `$/cancelRequest` cancels the request with this id.
    func isCancelled(_ id: String) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      return frames[head...].contains { $0.facts.cancels == id }
    }

    /// Whether another change to `uri` comes within `quiet` seconds: the wait ends as soon as any
    /// frame arrives, or the input ends. Edits typed or sent in a burst are checked once, after the
    /// last, instead of once for the first while the rest queue behind its check.
    func changeFollows(_ uri: String, within quiet: TimeInterval) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      let seen = frames.count
      let deadline = Date(timeIntervalSinceNow: quiet)
      while frames.count == seen && !closed {
        if !condition.wait(until: deadline) { break }
      }
      return frames[head...].contains { $0.facts.method == "textDocument/didChange" && $0.facts.uri == uri }
    }

    /// Whether a change to `uri` waits.
    func hasChange(to uri: String) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      return frames[head...].contains { $0.facts.method == "textDocument/didChange" && $0.facts.uri == uri }
    }
  }
#endif  // Servers
