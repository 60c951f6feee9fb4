#if Servers
  import Foundation
  import Synchronization

  /// Where the served spec stands: which render the page is, which the PDF is, and the error of
  /// the last edit when it did not render (the page then stays the last good one).
  public struct SpecState: Sendable, Hashable, Codable {
    /// The page's render, counted from 1 (0: none yet).
    public var version = 0
    /// The render whose PDF is written (behind ``version`` while the PDF is being composed).
    public var pdf = 0
    /// The last edit's error, located, when it did not render; nil once a render succeeds.
    public var error: String?
    /// A first look at the render after ``version``, sent while its page is drawn; nil once that
    /// page is rendered or refused.
    public var first: FirstLook?

    public init() {}

    /// The comparison table's rows an edit changed, as the next page will have them, shown before
    /// that page is drawn: the edited tokens' new numbers at once, their charts with the page.
    public struct FirstLook: Sendable, Hashable, Codable {
      public struct Row: Sendable, Hashable, Codable {
        /// The row's token id (its `data-id`).
        public let id: String
        /// The row's markup.
        public let html: String
        public init(id: String, html: String) {
          self.id = id
          self.html = html
        }
      }
      /// The render these rows belong to (the page's version after the edit).
      public let version: Int
      public let rows: [Row]
      /// Whether each row's sparkline is on the open page's time axis and replaces the page's;
      /// otherwise the page keeps its sparklines until the new page comes.
      public let sparklines: Bool
      public init(version: Int, rows: [Row], sparklines: Bool) {
        self.version = version
        self.rows = rows
        self.sparklines = sparklines
      }
    }
  }

  /// The state, shared by the render loop (which changes it) and the connections that follow it.
  public final class LiveState: Sendable {
    private struct Inner {
      var state = SpecState()
      /// The newest version an open page said it shows.
      var shown = 0
      /// The newest version whose first look an open page said it painted.
      var looked = 0
      var followers: [UInt64: AsyncStream<SpecState>.Continuation] = [:]
      var next: UInt64 = 0
      /// The parts of the last pages rendered, by version, newest last (``keptPages`` of them).
      var pages: [(version: Int, parts: PageParts)] = []
      /// The change from the page before the newest to the newest, made as the newest was kept:
      /// what an open page asks for next.
      var prepared: (from: Int, to: Int, answer: String)?
    }
    /// How many rendered pages are kept to answer ``change(from:to:)``: an open page is one or two
    /// renders behind at most; one further behind loads the page whole.
    static let keptPages = 3
    private let inner = Mutex(Inner())

    public init() {}

    public var current: SpecState { inner.withLock { $0.state } }

    /// Changes the state and tells every follower. `page`, when given, is the page of the state's
    /// version after the change, kept for ``change(from:to:)`` before any follower hears of it
    /// (nil: the page could not be cut into parts, and open pages load it whole).
    public func update(page: PageParts? = nil, _ change: (inout SpecState) -> Void) {
      // The change from the page shown now is made before the lock is taken (only the render loop
      // updates the state, so the newest page cannot change meanwhile).
      let newest = inner.withLock { $0.pages.last }
      let prepared = page.flatMap { page in newest.map { ($0.version, PageChange.answer($0.parts.changes(to: page))) } }
      inner.withLock { inner in
        let version = inner.state.version
        change(&inner.state)
        if inner.state.version != version {
          inner.pages.removeAll { $0.version >= inner.state.version }
          if let page { inner.pages.append((inner.state.version, page)) }
          inner.prepared = prepared.map { (from: $0.0, to: inner.state.version, answer: $0.1) }
          if inner.pages.count > LiveState.keptPages {
            inner.pages.removeFirst(inner.pages.count - LiveState.keptPages)
          }
        }
        for follower in inner.followers.values { follower.yield(inner.state) }
      }
    }

    /// What changed from the page of version `from` to that of version `to`, or nil when either
    /// is not kept or the two differ in shape (the open page then loads the new one whole).
    public func change(from: Int, to: Int) -> PageChange? {
      let (old, new) = inner.withLock { inner in
        (inner.pages.last { $0.version == from }?.parts, inner.pages.last { $0.version == to }?.parts)
      }
      guard let old, let new else { return nil }
      return old.changes(to: new)
    }

    /// ``change(from:to:)`` as the open page gets it (``PageChange/answer(_:)``): made as the newest
    /// page was kept when it is the change to that page from the one before.
    public func answer(from: Int, to: Int) -> String {
      let prepared = inner.withLock { $0.prepared }
      if let prepared, prepared.from == from, prepared.to == to { return prepared.answer }
      return PageChange.answer(change(from: from, to: to))
    }

    /// The state now, then each new one, until the follower goes away.
    /// The most event streams open at once (pages open on the spec); one more is refused.
    public static let maximumFollowers = 64

    /// A stream of states, or nil when ``maximumFollowers`` are open already.
    public func followIfRoom() -> AsyncStream<SpecState>? {
      guard inner.withLock({ $0.followers.count < LiveState.maximumFollowers }) else { return nil }
      return follow()
    }

    public func follow() -> AsyncStream<SpecState> {
      // A few states are held for a slow follower, so a render's first look is not dropped for the
      // state that follows it a moment later.
      let (stream, continuation) = AsyncStream.makeStream(of: SpecState.self, bufferingPolicy: .bufferingNewest(4))
      let id = inner.withLock { inner in
        let id = inner.next
        inner.next += 1
        inner.followers[id] = continuation
        continuation.yield(inner.state)
        return id
      }
      continuation.onTermination = { [weak self] _ in
        _ = self?.inner.withLock { $0.followers.removeValue(forKey: id) }
      }
      return stream
    }

    /// An open page shows `version` now.
    public func shown(_ version: Int) { inner.withLock { $0.shown = max($0.shown, version) } }

    /// An open page painted the first look at `version`.
    public func looked(_ version: Int) { inner.withLock { $0.looked = max($0.looked, version) } }

    /// Waits, up to `timeout` seconds, until an open page painted the first look at `version`; at
    /// once when no page follows. The page is drawn after, so it never takes the cores from it.
    public func waitUntilLooked(_ version: Int, timeout: Double) {
      let end = Date().addingTimeInterval(timeout)
      while Date() < end {
        let done = inner.withLock { $0.followers.isEmpty || $0.looked >= version }
        if done { return }
        Thread.sleep(forTimeInterval: 0.002)
      }
    }

    /// Waits, up to `timeout` seconds, until an open page shows the current version; at once when
    /// no page follows. The PDF is composed after, so it never competes with the page for the cores.
    public func waitUntilShown(timeout: Double) {
      let end = Date().addingTimeInterval(timeout)
      while Date() < end {
        let done = inner.withLock { $0.followers.isEmpty || $0.shown >= $0.state.version }
        if done { return }
        Thread.sleep(forTimeInterval: 0.005)
      }
    }

    /// How many connections follow the state (for tests).
    public var followers: Int { inner.withLock { $0.followers.count } }
  }
#endif  // Servers
