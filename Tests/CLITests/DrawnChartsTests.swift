import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing
import Workspace

/// The servers' charts (`lsp`'s hover, `mcp`'s chart tool) are drawn once per content: the same
/// chart asked for again is the one drawn, byte for byte; a token moved in its file is the same
/// chart, an edited one or another size, theme or format is drawn.
@Suite struct DrawnChartsTests {
  @Test func aChartAskedForAgainIsNotDrawnAgain() throws {
    let root = try temporaryDirectory("drawn")
    let workspace = try Workspace(root: root.path)
    let token = try #require(try workspace.catalogue().tokens.first { $0.animation.spring != nil })
    let first = try workspace.chart(.motion, [token], width: 420, height: 260, scale: 1)
    #expect(workspace.chartsDrawn == 1)
    #expect(try workspace.chart(.motion, [token], width: 420, height: 260, scale: 1).bytes == first.bytes)
    var moved = token
    moved.location = SourceLocation(file: "elsewhere.yaml", line: 40, column: 3)
    #expect(try workspace.chart(.motion, [moved], width: 420, height: 260, scale: 1).bytes == first.bytes)
    #expect(workspace.chartsDrawn == 1)
    var edited = token
    edited.animation = try MotionExpression.parse(".spring(duration: 0.61, bounce: 0.25)")
    #expect(try workspace.chart(.motion, [edited], width: 420, height: 260, scale: 1).bytes != first.bytes)
    _ = try workspace.chart(.motion, [token], width: 420, height: 261, scale: 1)
    _ = try workspace.chart(.motion, [token], width: 420, height: 260, dark: true, scale: 1)
    _ = try workspace.chart(.motion, [token], width: 420, height: 260, format: .svg, scale: 1)
    #expect(workspace.chartsDrawn == 5)
    // What was kept is what a server that never drew it draws.
    let fresh = try Workspace(root: root.path).chart(.motion, [token], width: 420, height: 260, scale: 1)
    #expect(fresh.bytes == first.bytes && fresh.title == first.title)
  }
}
