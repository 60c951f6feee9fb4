import MotionSpecCore

/// `exit-not-shorter`: an exit token must be shorter than the entrance it pairs with (same group,
/// and the same name once the entrance or exit word is taken out). Only durations someone wrote
/// are compared.
struct ExitNotShorter: CatalogueLintRule {
  let id = "exit-not-shorter"
  let severity = Diagnostic.Severity.warning
  let summary = "an exit token should be shorter than its entrance"
  let examples = LintExamples.tokens(
    speaks: ["sheetPresent: .easeOut(duration: 0.3)\nsheetDismiss: .easeIn(duration: 0.4)"],
    quiet: ["sheetPresent: .easeOut(duration: 0.3)\nsheetDismiss: .easeIn(duration: 0.2)"])

  static let exitWords = ["disappear", "dismiss", "exit", "hide"]
  static let entranceWords = ["entrance", "appear", "present", "enter", "show"]

  func check(_ catalogue: Catalogue) -> [(token: Token, said: LintMessage)] {
    func role(_ t: Token) -> (exit: Bool, stem: String)? {
      let name = t.name.lowercased()
      let bytes = ByteText(name)
      for (exit, words) in [(true, Self.exitWords), (false, Self.entranceWords)] {
        for w in words where bytes.contains(w) {
          return (exit, t.group + "/" + name.replacingOccurrences(of: w, with: ""))
        }
      }
      return nil
    }
    let roles = catalogue.tokens.map { ($0, role($0)) }
    // The first entrance of each stem, found once (a catalogue of thousands of exits stays linear).
    var entrances: [String: Token] = [:]
    for (token, r) in roles where r?.exit == false {
      if let stem = r?.stem, entrances[stem] == nil { entrances[stem] = token }
    }
    var said: [(token: Token, said: LintMessage)] = []
    for (exit, r) in roles where r?.exit == true && exit.hasOwnDuration {
      guard let stem = r?.stem, let entrance = entrances[stem], entrance.hasOwnDuration else { continue }
      let e = exit.animation.perceptualDuration, n = entrance.animation.perceptualDuration
      guard e >= n else { continue }
      said.append(
        (
          exit,
          LintMessage(
            "exit lasts \(Lint.fmt(e)) s, not shorter than its entrance '\(entrance.id)' (\(Lint.fmt(n)) s)",
            fix:
              "make the exit faster than the entrance (e.g. \(Lint.fmt(min(e, n) * 0.6)) s) so the screen clears quickly"
          )
        ))
    }
    return said
  }
}
