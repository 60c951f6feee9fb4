import MotionSpecCharts
import ReportModel

/// Lays out the printable motion spec — a reference sheet — as pages of scenes (Cairo draws them
/// to PDF).
///
/// The overview opens it: every token as a tile with its position curve, velocity sparkline,
/// numbers, full definition and use, on as many pages as it takes. Then the contents (every
/// entry a link), the comparison table (cells wrap, nothing is shortened; the header repeats on
/// each page), the explainers and a section per group with each token's card and chart. Charts are
/// laid out at print size, at their designed aspect ratio, by the same figure renderer (and
/// label placement) as the screen. Every section and token is a named destination; the outline
/// lists them all (``Plan/contents``).
struct PDFComposer {
  let document: ReportDocument
  /// The size a chart takes on the page (known without drawing it).
  let chartSize: (ChartID) -> Size?
  let paper: Size
  let measurer: PrintMeasurer
  /// A chart's alternative text (its figure's in a tagged PDF).
  var chartAlt: (ChartID) -> String? = { _ in nil }

  static let margin = 42.0
  var margin: Double { PDFComposer.margin }
  var width: Double { paper.width - 2 * margin }
  /// The lowest y content may reach (the footer lies below).
  var bottom: Double { paper.height - margin - 20 }

  /// The width of a printed chart: the text column.
  static func chartWidth(paper: Size) -> Double { paper.width - 2 * margin }

  func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec {
    FontSpec(family: Theme.fontFamily, size: size, weight: weight)
  }
  func mono(_ size: Double) -> FontSpec { FontSpec(family: PDFComposer.monoFamily, size: size) }
  static let monoFamily = "DejaVu Sans Mono"

  /// Every face the pages and their charts set text in (the PDF's pages share their Latin subsets).
  static let faces =
    [FontSpec.Weight.regular, .medium, .semibold, .bold].map { FontSpec(family: Theme.fontFamily, size: 9, weight: $0) }
    + [FontSpec(family: monoFamily, size: 9)]

  /// One entry of the contents and the outline: level 1 sections and groups, level 2 the
  /// explainers and tokens within them.
  struct Entry: Sendable, Equatable {
    var title: String
    var level: Int
    var page: Int
    var destination: String
  }

  /// What the first pass learns: the number of pages and the contents with page numbers.
  struct Plan: Sendable {
    var total: Int
    var contents: [Entry]
  }

  /// Lays out every page and hands each finished page to `emit`, in order. The first pass
  /// (without a `plan`) tells the page count and contents; in the second the contents page and
  /// "page N of M" footers are filled in, and each page says where its charts go.
  @discardableResult
  func compose(plan: Plan?, emit: (PrintPage) throws -> Void) rethrows -> Plan {
    var c = Cursor(composer: self, plan: plan)
    // It summarises before it lists: the title and contents, the map of every token, the table,
    // then the explainers, the platforms and the groups.
    cover(&c)
    if let plan { contentsPage(&c, plan.contents) }
    try c.newPage(emit)
    try map(&c, emit)
    if showsCards { try overview(&c, emit) }
    try c.newPage(emit)
    try table(&c, emit)
    try durations(&c, emit)
    try sequences(&c, emit)
    try explainers(&c, emit)
    try platforms(&c, emit)
    try groups(&c, emit)
    try notes(&c, emit)
    try c.finish(emit)
    return Plan(total: c.number, contents: c.contents)
  }

  /// The most tokens printed with a card each (two to a page, with its chart). Beyond it each
  /// group lists its tokens as tiles — curves, numbers, definition — fifteen to a page, so a
  /// 1000-token catalogue prints in under 150 pages; `motionspec chart` draws any token's chart.
  static let cardLimit = 60

  /// The PDF's subject: what the document holds, naming the catalogue once.
  static func subject(_ document: ReportDocument) -> String {
    let kinds = Set(document.rows.map(\.kind))
    let what =
      kinds == [.spring] ? "springs" : kinds.contains(.spring) ? "springs and timing curves" : "timing curves"
    return
      "The motion spec of “\(document.catalogueName)”: \(document.tokenCount) \(document.tokenCount == 1 ? "token" : "tokens") (\(what)) with their charts, numbers and code for every platform"
  }

  /// Whether every token gets a card (and the at-a-glance tiles open the sheet).
  var showsCards: Bool { document.rows.count <= PDFComposer.cardLimit }

  // MARK: - The page cursor

  /// The page being laid out and where the next line goes.
  struct Cursor {
    let composer: PDFComposer
    let plan: Plan?
    var page: Scene
    /// Where the page's charts go (the second pass).
    var charts: [PrintPage.Chart] = []
    var y: Double
    var number = 1
    var contents: [Entry] = []
    /// Whether charts are placed (the second pass).
    var places: Bool { plan != nil }
    /// The structure elements open at the cursor (outermost first) and the item each began at on
    /// this page: a page break closes them on one page and opens them again on the next.
    var open: [(kind: Scene.StructureSpan.Kind, start: Int)] = []

    /// Opens a structure element at the cursor (``end()`` closes it).
    mutating func begin(_ kind: Scene.StructureSpan.Kind) { open.append((kind, page.items.count)) }

    /// Closes the structure element opened last.
    mutating func end() {
      guard let last = open.popLast() else { return }
      if page.items.count > last.start {
        page.structure.append(Scene.StructureSpan(last.kind, items: last.start..<page.items.count))
      }
    }

    /// `body`'s items as one structure element of `kind`, however many pages it takes.
    mutating func tagged<R>(_ kind: Scene.StructureSpan.Kind, _ body: (inout Cursor) throws -> R) rethrows -> R {
      begin(kind)
      defer { end() }
      return try body(&self)
    }

    init(composer: PDFComposer, plan: Plan?) {
      self.composer = composer
      self.plan = plan
      page = Scene(size: composer.paper)
      y = composer.margin
    }

    mutating func finish(_ emit: (PrintPage) throws -> Void) rethrows {
      for element in open.reversed() where page.items.count > element.start {
        page.structure.append(Scene.StructureSpan(element.kind, items: element.start..<page.items.count))
      }
      composer.footer(&page, number: number, total: plan?.total ?? 0)
      try emit(PrintPage(scene: page, charts: charts))
    }

    mutating func newPage(_ emit: (PrintPage) throws -> Void) rethrows {
      try finish(emit)
      number += 1
      page = Scene(size: composer.paper)
      charts = []
      y = composer.margin
      open = open.map { ($0.kind, 0) }
    }

    /// Starts a new page unless `height` more fits on this one.
    mutating func ensure(_ height: Double, _ emit: (PrintPage) throws -> Void) rethrows {
      if y + height > composer.bottom && y > composer.margin { try newPage(emit) }
    }

    /// Draws one line of text at the cursor's y; returns its height.
    @discardableResult
    mutating func text(_ s: String, _ f: FontSpec, color: Ink = .text, x: Double? = nil, y: Double? = nil, role: String)
      -> Double
    {
      page.append(
        role,
        .text(
          s, at: Point(x: x ?? composer.margin, y: y ?? self.y), anchor: TextAnchor(.leading, .top), font: f,
          color: color, angle: 0))
      return composer.measurer.measure(s, font: f).height
    }

    /// A paragraph across the text column, wrapped, never shortened.
    mutating func paragraph(
      _ s: String, _ f: FontSpec, color: Ink = .text, role: String, _ emit: (PrintPage) throws -> Void
    ) rethrows {
      let lines = composer.measurer.wrappedWhole(s, font: f, width: composer.width)
      guard let first = lines.first else { return }
      // The first line's page break comes before the paragraph opens, so no page holds an empty P.
      try ensure(composer.measurer.measure(first, font: f).height, emit)
      try tagged(.paragraph) { c in
        for line in lines {
          let h = c.composer.measurer.measure(line, font: f).height
          try c.ensure(h, emit)
          c.y += c.text(line, f, color: color, role: role)
        }
      }
    }

    /// A heading that is also a destination and an entry of the contents and outline.
    /// `following` is the height of what should stay on the heading's page (a whole card, say):
    /// when it does not fit below, the heading starts a new page; what is taller than a page
    /// flows on from there.
    mutating func heading(
      _ s: String, level: Int, destination: String, keepWith following: Double = 60, _ emit: (PrintPage) throws -> Void
    ) rethrows {
      let f = level == 1 ? composer.font(18, .semibold) : composer.font(12.5, .semibold)
      let own =
        composer.measurer.wrappedWhole(s, font: f, width: composer.width).count
        * Int(composer.measurer.measure("Ag", font: f).height)
      try ensure(Double(own) + 24 + following, emit)
      y += level == 1 ? 2 : 8
      page.navigation.append(.destination(destination, at: Point(x: composer.margin, y: max(0, y - 6))))
      contents.append(Entry(title: s, level: level, page: number, destination: destination))
      let start = page.items.count
      for line in composer.measurer.wrappedWhole(s, font: f, width: composer.width) {
        y += text(line, f, role: "heading")
      }
      page.structure.append(Scene.StructureSpan(level == 1 ? .heading1 : .heading2, items: start..<page.items.count))
      y += 5
    }

    /// A chart at print size, or the space it takes in the first pass.
    mutating func chart(_ id: ChartID, _ emit: (PrintPage) throws -> Void) rethrows {
      guard let size = composer.chartSize(id) else { return }
      try ensure(size.height, emit)
      if places {
        charts.append(
          PrintPage.Chart(
            id: id, at: Point(x: composer.margin, y: y), index: page.items.count, alt: composer.chartAlt(id) ?? ""))
      }
      y += size.height + 10
    }
  }
}
