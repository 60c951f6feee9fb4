import Foundation
import MotionSpecCharts
import MotionSpecParallel
import Mustache
import ReportCache
import ReportModel

/// The page's token rows and cards, templated one by one (on every core) and kept in the cache
/// by a digest of what each one shows, so a render that changed one token templates one row and
/// one card; the page around them is then templated with each one's HTML in place.
///
/// This holds for the bundled partials only (``HTMLRenderer/pageLibrary``): a row or card is
/// templated with the same context stack as in place (page, document, group, then itself), and
/// one that reads anything from outside itself is templated every time, never kept.
struct Fragments {
  /// The partials that are templated one by one, and the key their HTML takes in the context.
  enum Kind: String, CaseIterable {
    case row = "partials/token-row"
    case card = "partials/token-card"
    /// The key, in a row's or card's table, of its HTML (a name no model field can have).
    static let htmlKey = "motionspec-html"
    /// What stands in for the partial when the page is templated: the HTML, as it is.
    static let standIn = "{{{" + htmlKey + "}}}"
  }

  /// The file of the cache that keeps them.
  static let file = CacheFile.htmlFragments

  /// A templated row or card, and the key it is kept under (`nil`: not kept, it reads outside).
  struct Fragment: Sendable {
    let html: String
    let key: String?
  }

  /// One row or card to template: its table and the tables around it, innermost first.
  ///
  /// `@unchecked`: Mustache reads a context as `[String: Any]`, which the compiler cannot see is
  /// safe to share; these tables are made by ``TemplateEncoder`` of value types only (strings,
  /// numbers, booleans, arrays and dictionaries of them), are never changed after, and the
  /// workers only read them.
  struct Job: @unchecked Sendable {
    let kind: Kind
    let table: [String: Any]
    let parents: [[String: Any]]
  }

  /// Templates the rows and cards of `page` (the page's table, its document under `doc`) one by
  /// one — from `cache` where it holds them — and puts each one's placeholder (``placeholder(_:)``)
  /// in its table under ``Kind/htmlKey``; returns their HTML by index, each held in a buffer of
  /// its own size, and keeps this render's fragments in `cache` (when `keep`).
  static func fill(
    _ page: inout [String: Any], library: MustacheLibrary, salt: String, names: [Kind: Set<String>?],
    cache: ChartCache?, keep: Bool = true, workers: Int
  ) -> [String] {
    // Taken out of the page while they change, so the old tables are freed as they are replaced.
    var doc = page.removeValue(forKey: "doc") as? [String: Any] ?? [:]
    var rows = doc.removeValue(forKey: "rows") as? [[String: Any]] ?? []
    var groups = doc.removeValue(forKey: "groups") as? [[String: Any]] ?? []
    var jobs = rows.map { Job(kind: .row, table: $0, parents: [doc, page]) }
    for group in groups {
      jobs += (group["cards"] as? [[String: Any]] ?? []).map {
        Job(kind: .card, table: $0, parents: [group, doc, page])
      }
    }
    let known = cache.map(load(from:)) ?? [:]
    let (html, made) = render(jobs, library: library, salt: salt, names: names, known: known, workers: workers)
    // A templated row or card is its HTML alone: the page's stand-in partials look up nothing
    // else, and dropping the tables frees most of a large catalogue's view model before the page
    // is templated.
    var next = 0
    func placeholder() -> [String: Any] {
      defer { next += 1 }
      return [Kind.htmlKey: Fragments.placeholder(next)]
    }
    jobs = []
    for i in rows.indices { rows[i] = placeholder() }
    for g in groups.indices {
      let count = (groups[g]["cards"] as? [[String: Any]])?.count ?? 0
      groups[g]["cards"] = (0..<count).map { _ in placeholder() }
    }
    doc["rows"] = rows
    doc["groups"] = groups
    page["doc"] = doc
    if let cache, keep { store(made, replacing: known, in: cache) }
    return html
  }

  /// What stands for the `index`th row or card in the templated page (``PageText``).
  static func placeholder(_ index: Int) -> String { "<!--motionspec-html:\(index)-->" }

  /// The names a template and the partials it includes can look up (every segment of a dotted
  /// name); `nil` when it changes its delimiters (then every name counts).
  static func names(in template: String, partials: [String: String], seen: Set<String> = []) -> Set<String>? {
    var names: Set<String> = []
    var rest = Substring(template)
    while let open = rest.range(of: "{{") {
      guard let close = rest[open.upperBound...].range(of: "}}") else { break }
      var tag = rest[open.upperBound..<close.lowerBound]
      rest = rest[close.upperBound...]
      if rest.first == "}" { rest = rest.dropFirst() }  // {{{name}}}
      guard let sigil = tag.first else { continue }
      if sigil == "=" { return nil }
      if sigil == "!" { continue }
      if "#^/{&>".contains(sigil) { tag = tag.dropFirst() }
      let name = tag.trimmingCharacters(in: .whitespaces)
      if sigil == ">" {
        guard !seen.contains(name), let partial = partials[name] else { continue }
        guard let inner = Fragments.names(in: partial, partials: partials, seen: seen.union([name])) else { return nil }
        names.formUnion(inner)
      } else {
        // A transform is written `name(…)` or `transform(name)`: keep every word.
        for word in name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
          names.insert(String(word))
        }
      }
    }
    return names
  }

  /// Templates every job (from `known` where its digest is there) on `workers` cores; returns
  /// each job's HTML, in order, and what to keep for the next render. A job's digest covers
  /// `salt` and the values of its table that its partial can look up (`names`, or all).
  static func render(
    _ jobs: [Job], library: MustacheLibrary, salt: String, names: [Kind: Set<String>?], known: [String: String],
    workers: Int
  ) -> (html: [String], keep: [String: String]) {
    let fragments = Parallel.map(jobs, workers: workers) { job -> Fragment in
      var digest = StableDigest()
      digest.add(salt)
      digest.add(job.kind.rawValue)
      Fragments.add(job.table, to: &digest, only: names[job.kind] ?? nil)
      let key = digest.hex
      // Kept fragments were read from a file only this user's renders can have written (its tag is
      // made with their cache key, `CacheFile.htmlFragments`).
      if let html = known[key] { return Fragment(html: html, key: key) }
      let context = Stacked(layers: [job.table] + job.parents)
      // Templating grows its string by doubling; a copy of its own size is kept instead.
      let html = String(
        decoding: Array((library.render(context, withTemplate: job.kind.rawValue) ?? "").utf8), as: UTF8.self)
      return Fragment(html: html, key: context.readsOutside ? nil : key)
    }
    var keep: [String: String] = [:]
    for fragment in fragments { if let key = fragment.key { keep[key] = fragment.html } }
    return (fragments.map(\.html), keep)
  }

  /// Adds a template table to `digest`: every value with its type, dictionaries by sorted key,
  /// their entries limited to the keys in `only` when given (at every depth).
  static func add(_ value: Any, to digest: inout StableDigest, only: Set<String>? = nil) {
    switch value {
    case let s as String:
      digest.add(byte: 1)
      digest.add(s)
    case let b as Bool:
      digest.add(byte: 2)
      digest.add(byte: b ? 1 : 0)
    case let n as Int:
      digest.add(byte: 3)
      digest.add(n)
    case let x as Double:
      digest.add(byte: 4)
      digest.add(x)
    case let list as [Any]:
      digest.add(byte: 5)
      digest.add(list.count)
      for item in list { add(item, to: &digest, only: only) }
    case let table as [String: Any]:
      digest.add(byte: 6)
      for key in table.keys.sorted() where only?.contains(key) ?? true {
        digest.add(key)
        add(table[key]!, to: &digest, only: only)
      }
    default:
      digest.add(byte: 7)
      digest.add(String(describing: value))
    }
  }

  /// The fragments kept in `cache`: digest to HTML (empty when there are none or the file is
  /// not whole).
  static func load(from cache: ChartCache) -> [String: String] {
    guard let payload = file.read(from: cache) else { return [:] }
    var reader = ByteReader(payload)
    guard let count = reader.count() else { return [:] }
    var out: [String: String] = [:]
    for _ in 0..<count {
      guard let key = reader.string(), let html = reader.string() else { return [:] }
      out[key] = html
    }
    return reader.atEnd ? out : [:]
  }

  /// Keeps `fragments` in `cache` (this render's only), unless they are what it holds already.
  static func store(_ fragments: [String: String], replacing known: [String: String], in cache: ChartCache) {
    guard fragments != known else { return }
    var body = ByteWriter()
    body.int(fragments.count)
    for key in fragments.keys.sorted() {
      body.string(key)
      body.string(fragments[key]!)
    }
    file.write(body.bytes, to: cache)
  }
}

/// A row's or card's table with the tables around it, looked up as Mustache looks up its
/// context stack: innermost first. It notes whether anything was found outside the table.
final class Stacked: MustacheParent {
  let layers: [[String: Any]]
  private(set) var readsOutside = false

  init(layers: [[String: Any]]) { self.layers = layers }

  func child(named name: String) -> Any? {
    if let own = layers[0][name] { return own }
    for layer in layers.dropFirst() {
      if let found = layer[name] {
        readsOutside = true
        return found
      }
    }
    return nil
  }
}
