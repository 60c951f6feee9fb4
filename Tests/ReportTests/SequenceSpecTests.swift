import Foundation
import MotionSpecCore
import MotionSpecExport
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// Sequences in the spec: a card each on the page, with its tracks, its timeline and a lane per
/// track that plays the model; a section of the PDF; a strip of the poster.
@Suite(.serialized) struct SequenceSpecTests {
  /// The built-in catalogue rendered once, with its poster.
  static let rendered: Result<URL, any Error> = Result {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let dir = try temporaryDirectory("sequence-spec")
    var options = ReportOptions()
    options.poster = .a3
    _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: dir.path, options: options)
    return dir
  }

  /// The text between `start` and the next `end` after it.
  func slice(_ text: String, from start: String, to end: String) throws -> Substring {
    let a = try #require(text.range(of: start), "no \(start)")
    let b = try #require(text.range(of: end, range: a.upperBound..<text.endIndex), "no \(end) after \(start)")
    return text[a.lowerBound..<b.upperBound]
  }

  /// A CSS `linear()` easing as a function of its input (0…1): stops without a percentage are
  /// spread evenly between their neighbours, the first at 0 % and the last at 100 % by default.
  func linear(_ css: Substring) throws -> (Double) -> Double {
    let inner = try #require(css.range(of: "linear(")).upperBound
    let close = try #require(css[inner...].firstIndex(of: ")"))
    var outputs: [Double] = []
    var inputs: [Double?] = []
    for part in css[inner..<close].split(separator: ",") {
      let words = part.split(separator: " ")
      outputs.append(try #require(Double(words[0])))
      inputs.append(words.count > 1 ? try #require(Double(words[1].dropLast())) / 100 : nil)
    }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
    var i = 0
    while i < inputs.count {
      guard inputs[i] == nil else {
        i += 1
        continue
      }
      let before = i - 1
      var after = i
      while inputs[after] == nil { after += 1 }
      for k in i..<after {
        inputs[k] = inputs[before]! + (inputs[after]! - inputs[before]!) * Double(k - before) / Double(after - before)
      }
      i = after
    }
    let xs = inputs.map { $0! }
    return { x in
      guard let a = xs.lastIndex(where: { $0 <= x }), a < xs.count - 1 else {
        return x <= xs[0] ? outputs[0] : outputs.last!
      }
      guard xs[a + 1] > xs[a] else { return outputs[a + 1] }
      return outputs[a] + (outputs[a + 1] - outputs[a]) * (x - xs[a]) / (xs[a + 1] - xs[a])
    }
  }

  /// A custom property's value in a lane's style.
  func property(_ name: String, in style: Substring) throws -> Substring {
    let start = try #require(style.range(of: name + ": ")).upperBound
    let end = style[start...].firstIndex(of: ";") ?? style.endIndex
    return style[start..<end]
  }

  @Test func eachSequenceHasACardWithItsTracksChartAndCode() throws {
    let dir = try Self.rendered.get()
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains(##"<li><a href="#sequences">Sequences</a></li>"##))
    let card = try slice(html, from: #"<article id="sequence-sheet-present""#, to: "</article>")
    #expect(card.contains("<code>sheet.present</code> · sequence · Sheet"))
    #expect(card.contains(#"<span class="label">Duration</span> 1265 ms"#))
    // The tracks as SwiftUI spells them: the built-in `.snappy` and `.bouncy` read as springs.
    #expect(
      card.contains(
        "<code>SpringKeyframe(-12, duration: 0.22, spring: Spring(duration: 0.5, bounce: 0.15))</code>"))
    #expect(card.contains(#"<td class="num" data-label="Lasts">150 ms</td>"#))
    // The timeline inline, and the code of the four platforms that play keyframes.
    #expect(card.contains("<svg"))
    #expect(card.contains("Timeline of sheet.present: position in 2 keyframes, opacity in 1 keyframe"))
    for title in ["SwiftUI", "Jetpack Compose", "CSS", "Motion"] {
      #expect(card.contains(#"<section class="snippet" aria-label="\#(title)"#), "\(title)")
    }
    #expect(card.contains(#"KeyframeTrack(\.position)"#))
    #expect(card.contains("@keyframes"))
    // The staggered list says its stagger and plays its next elements after their delays.
    let list = try slice(html, from: #"<article id="sequence-list-reveal""#, to: "</article>")
    #expect(list.contains(#"<span class="label">Stagger</span> 6 elements, 40 ms apart, forward"#))
    #expect(list.contains(#"<span class="label">One element</span> 600 ms"#))
    #expect(list.components(separatedBy: #"class="lane "#).count - 1 == 5 + 1)
    #expect(list.contains(#"data-key="sequence-list-reveal/element-5""#))
    #expect(!list.contains(#"data-key="sequence-list-reveal/element-6""#))
  }

  /// Each lane's `linear()` follows its track over the chart's window, on the track's own range,
  /// and rests where the track starts: checked against the model at 200 instants.
  @Test func theLanesPlayTheModel() throws {
    let dir = try Self.rendered.get()
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    let (catalogue, _) = try CatalogueLoader.read(nil)
    for (id, slug) in [("sheet.present", "sheet-present"), ("list.reveal", "list-reveal")] {
      let sequence = try #require(catalogue.sequence(id)).sequence
      let card = try slice(html, from: "<article id=\"sequence-\(slug)\"", to: "</article>")
      let window = try slice(String(card), from: "data-window=\"", to: "s\"").dropFirst("data-window=\"".count)
        .dropLast(2)
      let length = try #require(Double(window))
      for (k, timeline) in sequence.timelines.enumerated() {
        let lane = try slice(String(card), from: "data-key=\"sequence-\(slug)/\(k)\"", to: "</div>")
        let (low, high) = timeline.range
        let played = try linear(try property("--ms-easing", in: lane))
        var worst = 0.0
        for i in 0...200 {
          let t = length * Double(i) / 200
          let model = (timeline.value(at: t) - low) / (high - low)
          worst = max(worst, abs(played(t / length) - model))
        }
        // Within the stated tolerance, plus the stops' rounding to 10⁻⁴.
        #expect(worst <= LinearEasing.defaultTolerance + 1e-4, "\(id) track \(k): \(worst)")
        // At rest the object stands where the track starts, and with reduced motion where it ends.
        let rest = try #require(Double(try property("--ms-rest-p", in: lane)))
        #expect(abs(rest - (timeline.value(at: 0) - low) / (high - low)) <= 5e-5, "\(id) track \(k): rests at \(rest)")
        let end = try #require(Double(try property("--ms-end-p", in: lane)))
        #expect(abs(end - (timeline.value(at: timeline.duration) - low) / (high - low)) <= 5e-5)
      }
    }
    // sheet.present's position starts at its highest value: the far end of its lane.
    let present = try slice(html, from: #"data-key="sequence-sheet-present/0""#, to: "</div>")
    #expect(try property("--ms-rest-p", in: present) == "1")
  }

  @Test func thePrintedSpecAndThePosterHoldTheSequences() throws {
    let dir = try Self.rendered.get()
    let pdf = try run("pdftotext", ["-layout", dir.appendingPathComponent("motion-spec.pdf").path, "-"]).out
    #expect(pdf.contains("Sequences"))
    #expect(pdf.contains("sheet.present · sequence"))
    #expect(pdf.contains("lasts 800 ms · one element 600 ms · stagger: 6 elements, 40 ms apart, forward"))
    #expect(pdf.contains("position from 16, 600 ms: SpringKeyframe(0, spring: Spring(duration: 0.35, bounce: 0))"))
    // The PDF's outline and contents go to the section.
    let info = try run("pdfinfo", ["-dests", dir.appendingPathComponent("motion-spec.pdf").path]).out
    #expect(info.contains("sequence-sheet-present") && info.contains("sequences"))
    let poster = try run("pdftotext", [dir.appendingPathComponent("poster.pdf").path, "-"]).out
    #expect(poster.contains("Sequences"))
    #expect(poster.contains("sheet.present") && poster.contains("list.reveal"))
    #expect(poster.contains("stagger 6 elements, 40 ms apart, forward"))
  }

  /// The poster's curves are the model's: each track's samples over the whole sequence.
  @Test func theTracksSamplesAreTheModels() throws {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let document = DocumentBuilder(plan: plan, sourceText: text, exporter: Exporter(catalogue: catalogue)).document(
      charts: try plan.jobs(), findings: [])
    let cards = try #require(document.sequences).cards
    #expect(cards.map(\.id) == ["sheet.present", "list.reveal"])
    let sequence = try #require(catalogue.sequence("sheet.present")).sequence
    let position = cards[0].tracks[0]
    let (low, high) = sequence.timelines[0].range
    for (i, sample) in position.samples.enumerated() {
      let t = sequence.duration * Double(i) / Double(position.samples.count - 1)
      #expect(abs(sample - (sequence.timelines[0].value(at: t) - low) / (high - low)) <= 5e-5)
    }
    #expect(position.joins == [0, (0.22 / sequence.duration * 10_000).rounded() / 10_000])
  }
}
