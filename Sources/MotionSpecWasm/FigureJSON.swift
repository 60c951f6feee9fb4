import MotionSpecFigures

/// A chart's description as JSON, under the keys and in the order its `Encodable` form has in
/// the page's data (an absent word is left out, as the encoder leaves it out), so the page reads
/// a typed expression's figure as it reads a catalogue token's.
extension JSONValue {
  public init(_ figure: FigureData) {
    var members: [Member] = [.init("title", .string(figure.title))]
    if let subtitle = figure.subtitle { members.append(.init("subtitle", .string(subtitle))) }
    if let footnote = figure.footnote { members.append(.init("footnote", .string(footnote))) }
    members += [
      .init("timeUnit", .string(figure.timeUnit)), .init("window", .array(figure.window.map { .number($0) })),
      .init("panels", .array(figure.panels.map(JSONValue.panel))),
    ]
    self = .object(members)
  }

  static func panel(_ p: FigureData.PanelData) -> JSONValue {
    var members: [Member] = []
    if let title = p.title { members.append(.init("title", .string(title))) }
    members.append(.init("yTitle", .string(p.yTitle)))
    members.append(
      .init(
        "rules",
        .array(
          p.rules.map { r in
            .object(
              [.init("orientation", .string(r.orientation)), .init("at", .number(r.at))] + optional("label", r.label)
                + optional("mark", r.mark) + [.init("role", .string(r.role))])
          })))
    members.append(
      .init(
        "spans",
        .array(
          p.spans.map { s in
            .object(
              [
                .init("from", .number(s.from)), .init("to", .number(s.to)), .init("y", .number(s.y)),
                .init("label", .string(s.label)),
              ] + optional("mark", s.mark) + [.init("role", .string(s.role))])
          })))
    members.append(
      .init(
        "markers",
        .array(
          p.markers.map { m in
            .object(
              [.init("x", .number(m.x)), .init("y", .number(m.y))] + optional("label", m.label) + [
                .init("shape", .string(m.shape)), .init("colorIndex", .number(Double(m.colorIndex))),
                .init("role", .string(m.role)),
              ])
          })))
    members.append(
      .init(
        "segments",
        .array(
          p.segments.map { g in
            .object([
              .init("x1", .number(g.x1)), .init("y1", .number(g.y1)), .init("x2", .number(g.x2)),
              .init("y2", .number(g.y2)), .init("colorIndex", .number(Double(g.colorIndex))),
              .init("role", .string(g.role)),
            ])
          })))
    return .object(members)
  }

  static func optional(_ key: String, _ text: String?) -> [Member] { text.map { [.init(key, .string($0))] } ?? [] }
}
