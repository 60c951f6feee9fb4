/// What a chart draws: a size, a background and a display list of primitives in scene units,
/// coloured by role (``Ink``), so one scene renders in any theme.
///
/// Backends only replay the list; every decision (layout, sampling, styling) is already made, so a
/// scene can be checked in tests without fonts or pixels, and renders to identical bytes each time.
public struct Scene: Hashable, Sendable {
  /// The drawing's size in points.
  public var size: Size
  /// What fills the drawing first.
  public var background: Ink
  /// The drawing operations, in order.
  public var items: [Item]
  /// Where a reader can jump to and from (PDF pages; other formats ignore them).
  public var navigation: [NavigationMark] = []
  /// Where each panel's plot is, in panel order (for playheads; drawing backends ignore it).
  public var plots: [PlotArea] = []
  /// What runs of items are in a tagged PDF (``StructureSpan``; other formats ignore it).
  public var structure: [StructureSpan] = []
  /// The size a chart needs to say its point, where it was asked for a smaller one and drew a
  /// line saying so instead (``FigureRenderer/scene(_:)``).
  public var needs: Size?

  /// A scene of `size` with `items` over `background`.
  public init(size: Size, background: Ink = .background, items: [Item] = []) {
    self.size = size
    self.background = background
    self.items = items
  }

  /// A place in a document and the links to it.
  public enum NavigationMark: Hashable, Sendable {
    /// The point a named destination opens at.
    case destination(String, at: Point)
    /// A clickable area that opens the named destination.
    case link(Rect, to: String)
  }

  /// A primitive and the role it plays (e.g. `series:position:bouncy`, `rule:target`,
  /// `annotation:overshoot`), so tests and tools can find what a chart contains.
  ///
  /// The role is a name for people and tests; what tools decide on is the item's ``Kind``, set
  /// where the item is made and never parsed back from the name.
  public struct Item: Hashable, Sendable {
    /// What kind of mark an item is, for the tools that treat kinds apart (the label audit, the
    /// before/after animation).
    public enum Kind: Hashable, Sendable {
      /// A curve of the data (a series).
      case series
      /// A background grid line.
      case grid
      /// A tick mark beside its label.
      case tick
      /// A swatch, marker or name in the legend.
      case legend
      /// A callout's number, on its opaque disc.
      case calloutNumber
      /// The leader line from the label of role `of` to what it names.
      case leader(of: String)
      /// Anything else: axes, rules, titles, labels, annotations.
      case other
    }

    /// The role the primitive plays.
    public var role: String
    /// What is drawn.
    public var primitive: Primitive
    /// What kind of mark it is.
    public var kind: Kind
    /// An item drawing `primitive` in `role`, of `kind`.
    public init(_ role: String, _ primitive: Primitive, kind: Kind = .other) {
      self.role = role
      self.primitive = primitive
      self.kind = kind
    }
  }

  /// The drawing operations.
  public enum Primitive: Hashable, Sendable {
    /// Fill and/or stroke a path.
    case path(Path, fill: Ink?, stroke: StrokeStyle?)
    /// One line of text at a position, anchored, rotated by `angle` radians around that position.
    case text(String, at: Point, anchor: TextAnchor, font: FontSpec, color: Ink, angle: Double)
    /// The nested items, clipped to a rectangle.
    case clipped(Rect, [Item])
  }

  /// Appends an item drawing `primitive` in `role`.
  public mutating func append(_ role: String, _ primitive: Primitive, kind: Item.Kind = .other) {
    items.append(Item(role, primitive, kind: kind))
  }

  /// Every item, with clipped groups flattened.
  public var allItems: [Item] {
    items.flatMap { item -> [Item] in
      if case .clipped(_, let inner) = item.primitive { return [item] + inner }
      return [item]
    }
  }

  /// Items whose role starts with `prefix`.
  public func items(role prefix: String) -> [Item] { allItems.filter { $0.role.hasPrefix(prefix) } }

  /// The strings of every text item, in drawing order.
  public var texts: [String] {
    allItems.compactMap { if case .text(let s, _, _, _, _, _) = $0.primitive { return s } else { return nil } }
  }
}
