import Foundation
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report

/// The page explored in headless Chromium as a reader does (Scripts/check_explore.py): the
/// player's knobs on the drawn curves, its speeds, reduced motion's still frames, a linked view
/// restored from the URL fragment, and the playground's numbers against `inspect`'s.
@Suite(.serialized) struct ExploreInBrowserTests {
  static let script = ReferenceOutputTests.root.appendingPathComponent("Scripts/check_explore.py").path

  func explore(_ arguments: [String], page: String? = nil) throws -> Data {
    let page = page ?? SharedRender.directory.appendingPathComponent("index.html").path
    let result = try runBrowserCheck(Self.script, [page] + arguments)
    try #require(result.status == 0, "check_explore.py \(arguments): \(result.err)")
    return Data(result.out.utf8)
  }

  struct KnobFigure: Decodable {
    struct Position: Decodable {
      let fraction: Double
      let knobs: [Knob]
    }
    struct Knob: Decodable {
      let colour: String
      let distance: Double?
    }
    let label: String
    let positions: [Position]
    let rates: [String: [Double]]
  }

  @Test func knobsRideTheirCurvesAndSpeedsSetThePlaybackRate() throws {
    // The first figures with knobs: the first group's overlay (seven tokens) and three cards.
    let figures = try JSONDecoder().decode([KnobFigure].self, from: explore(["knobs", "--figures", "4"]))
    #expect(figures.count == 4)
    var measured = 0
    for figure in figures {
      #expect(figure.positions.map(\.fraction) == [0.1, 0.3, 0.5, 0.7, 0.9])
      for position in figure.positions {
        // A knob on the position plot and one on the velocity plot for every curve.
        #expect(position.knobs.count >= 2 && position.knobs.count % 2 == 0, "\(figure.label)")
        for knob in position.knobs {
          let distance = try #require(knob.distance, "\(figure.label): no \(knob.colour) curve under the knob")
          #expect(distance <= 1, "\(figure.label) at \(position.fraction): \(knob.colour) knob \(distance) px off")
          measured += 1
        }
      }
      #expect(figure.rates == ["0.25": [0.25], "0.5": [0.5], "1": [1]], "\(figure.label)")
    }
    #expect(measured >= 5 * (14 + 3 * 2))
  }

  struct Stills: Decodable {
    let before: Int
    let whenPlayed: Int
    let afterScrub: Int
    let states: [String]
    let window: Double
    let play: Bool
    let speeds: Bool
    let scrubber: Bool
    let lanes: [[StringOrNumber]]
  }
  enum StringOrNumber: Decodable {
    case string(String), number(Double)
    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let n = try? c.decode(Double.self) { self = .number(n) } else { self = .string(try c.decode(String.self)) }
    }
  }

  @Test func reducedMotionShowsStillFramesWithTheScrubber() throws {
    let stills = try JSONDecoder().decode(Stills.self, from: explore(["stills"]))
    #expect(stills.before == 0 && stills.whenPlayed == 0, "something plays by itself under reduced motion")
    #expect(stills.scrubber && !stills.play && !stills.speeds)
    #expect(stills.afterScrub > 0 && stills.states == ["paused"])
    let catalogue = try BuiltInCatalogue.load()
    for lane in stills.lanes {
      guard case .string(let key) = lane[0], case .number(let progress) = lane[1] else {
        Issue.record("lane \(lane)")
        continue
      }
      let token = try #require(catalogue.token(key))
      let exact = token.animation.value(target: 1, time: stills.window / 2000)
      #expect(abs(progress - exact) <= 0.006, "\(key): still frame at \(progress), model \(exact)")
    }
  }

  struct Restored: Decodable {
    struct View: Decodable {
      let search: String
      let filters: [String: String]
      let sort: [String]?
      let shown: [String]
      let compare: [String]
      let checked: [String]
      let compareShown: Bool
      let compareCurves: Int
      let compareRows: [String]
      let lanes: [String]
      let hash: String
    }
    let restored: View
    let typed: View?
  }

  @Test func aLinkRestoresSearchFilterSortAndTheComparison() throws {
    let catalogue = try BuiltInCatalogue.load()
    let compared = ["motion.standard", "motion.heavy", "motion.playful"]
    let fragment = "#q=sheet&kind=spring&sort=duration:descending&compare=" + compared.joined(separator: ",")
    let view = try JSONDecoder().decode(
      Restored.self, from: explore(["state", "--fragment", fragment, "--type", "bounce 0.3"]))
    let r = view.restored
    #expect(r.search == "sheet" && r.filters["kind"] == "spring" && r.sort == ["duration", "descending"])
    #expect(!r.shown.isEmpty)
    var durations: [Double] = []
    for id in r.shown {
      let token = try #require(catalogue.token(id))
      #expect(token.animation.spring != nil, "\(id) is not a spring")
      let text = [id, token.name, token.definition, token.description ?? "", token.group].joined(separator: " ")
      #expect(text.lowercased().contains("sheet"), "\(id) does not mention a sheet")
      durations.append(AnimationMetrics(token.animation).duration)
    }
    #expect(durations == durations.sorted(by: >), "not sorted by duration, longest first: \(durations)")
    // Every spring that mentions a sheet is shown.
    let expected = catalogue.tokens.filter {
      $0.animation.spring != nil
        && [$0.id, $0.name, $0.definition, $0.description ?? "", $0.group].joined(separator: " ").lowercased()
          .contains("sheet")
    }
    #expect(Set(r.shown).isSuperset(of: expected.map(\.id)))
    #expect(r.compare == compared && Set(r.checked) == Set(compared) && r.compareShown)
    #expect(r.compareCurves == 2 * compared.count && r.compareRows == compared && r.lanes == compared)
    // Typing in the search box writes the view back into the address, keeping the rest.
    let typed = try #require(view.typed)
    #expect(typed.hash.contains("q=bounce+0.3") && typed.hash.contains("kind=spring"))
    #expect(typed.hash.contains("sort=duration:descending") && typed.hash.contains("compare=motion.standard,"))
  }

  struct Played: Decodable {
    let status: String
    let numbers: [String: Double?]
    let platforms: [String]
    let curves: Int
    let knobs: Int
  }

  @Test func thePlaygroundMatchesInspect() throws {
    let expressions = [
      ".spring(duration: 0.4, bounce: 0.2)", ".snappy", ".bouncy(duration: 0.3, extraBounce: 0.1)",
      ".spring(response: 0.3, dampingFraction: 0.6)", ".interpolatingSpring(mass: 2, stiffness: 50, damping: 1)",
      ".spring(duration: 0.5, bounce: -0.4)", ".spring(duration: 0.5, bounce: 1)", ".interactiveSpring",
      ".smooth.delay(0.1).speed(2)", ".easeInOut(duration: 0.25)", ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5)",
    ]
    let pages = try JSONDecoder().decode(
      [String: Played].self, from: explore(["playground"] + expressions.flatMap { ["--expr", $0] }))
    for expression in expressions {
      let page = try #require(pages[expression], "\(expression)")
      let animation = try MotionExpression.parse(expression)
      let json = try Inspection(animation: animation, times: []).json()
      let inspect = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      #expect(page.numbers.count >= 6, "\(expression): \(page.status)")
      for (key, value) in page.numbers {
        let expected = inspect[key]
        if let value {
          let exact = try #require(expected as? Double, "\(expression): inspect has no \(key)")
          #expect(
            abs(value - exact) <= 1e-6 * max(1, abs(exact)), "\(expression) \(key): page \(value), inspect \(exact)")
        } else {
          #expect(
            expected == nil || expected is NSNull,
            "\(expression) \(key): page none, inspect \(String(describing: expected))")
        }
      }
      #expect(page.curves == 2 && page.knobs == 2)
      #expect(page.platforms.starts(with: ["swiftui", "uikit", "compose", "css"]) && page.platforms.count >= 7)
    }
  }

  @Test func thePlaygroundExplainsABadExpression() throws {
    let pages = try JSONDecoder().decode(
      [String: Played].self, from: explore(["playground", "--expr", ".spring(duration: 0.4, bonce: 0.2)"]))
    let page = try #require(pages.values.first)
    // The command's own message, located: the page reads through the command's model.
    #expect(page.status == "At column 24: unknown argument 'bonce' — did you mean 'bounce'?", "\(page.status)")
    #expect(page.numbers.isEmpty && page.curves == 0)
  }

  struct Timing: Decodable {
    struct Search: Decodable {
      let ms: Double
      let shown: Int
      let rows: Int
      let hash: String
    }
    let firstPaint: Double?
    let search: Search
  }

  /// At 1000 tokens the page paints and searches (its times are measured in `make bench`,
  /// against 1 s each, not asserted here: a test machine's load is not the reader's).
  @Test func aThousandTokenPageSearchesItsTable() throws {
    let page = try PrintedSpecTests.thousand.get().appendingPathComponent("index.html").path
    let timing = try JSONDecoder().decode(Timing.self, from: explore(["timing", "--type", "token99"], page: page))
    #expect(timing.firstPaint != nil)
    #expect(timing.search.rows == 1000)
    // token99, token990 … token999: the name, and nothing that merely contains the digits.
    #expect(timing.search.shown == 11, "\(timing.search.shown) rows shown")
    #expect(timing.search.hash == "#q=token99")
  }
}
