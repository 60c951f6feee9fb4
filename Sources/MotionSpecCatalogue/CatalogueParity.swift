import MotionSpecCore
import MotionSpecParallel

/// One app's motion across platforms (`motionspec diff ios/ android/ web/ --match names`): the
/// tokens of every catalogue paired by name across naming conventions (``CatalogueDrift/normalisedName(_:)``:
/// `Motion.sheetEnter`, `motion-sheet-enter` and `MotionTokens.SheetEnter` are one name), each
/// name's motion on every platform that has it, the largest difference between any two of them,
/// and the platforms that lack it.
public struct CatalogueParity: Sendable {
  public struct Row: Sendable {
    /// The name as pairing sees it.
    public let name: String
    /// The token of each catalogue, in the catalogues' order (`nil` where one lacks it).
    public let tokens: [Token?]
    /// The largest difference between any two of the motions present (`nil` with fewer than two).
    public let largest: MotionDifference?
    /// Which two catalogues (indices) differ by ``largest``.
    public let between: (Int, Int)?
    /// Whether two of them differ by more than the tolerance.
    public let drifts: Bool
    /// The catalogues that lack it.
    public var missing: [Int] { tokens.indices.filter { tokens[$0] == nil } }
  }

  /// What each catalogue is called (its path as given).
  public let labels: [String]
  public let tolerance: Double
  public let rows: [Row]

  public var drifting: [Row] { rows.filter(\.drifts) }
  public var incomplete: [Row] { rows.filter { !$0.missing.isEmpty } }
  /// Whether any name moves differently on two platforms or is missing on one.
  public var hasDrift: Bool { rows.contains { $0.drifts || !$0.missing.isEmpty } }

  /// `names`: token ids mapped to the name they are paired by (a team's `.motionspec.yml`).
  public static func compare(
    _ catalogues: [(label: String, catalogue: Catalogue)], tolerance: Double, names: [String: String] = [:]
  ) -> CatalogueParity {
    var order: [String] = []
    var slots: [String: [Token?]] = [:]
    for (k, (_, catalogue)) in catalogues.enumerated() {
      for token in catalogue.tokens {
        let name = CatalogueDrift.pairingName(token, names: names)
        if slots[name] == nil {
          order.append(name)
          slots[name] = Array(repeating: nil, count: catalogues.count)
        }
        if slots[name]![k] == nil { slots[name]![k] = token }
      }
    }
    let named = order.map { (name: $0, tokens: slots[$0]!) }
    let rows = Parallel.map(named) { entry -> Row in
      let (name, tokens) = (entry.name, entry.tokens)
      let present = tokens.indices.filter { tokens[$0] != nil }
      let samples = present.map { MotionDifference.Samples(tokens[$0]!.animation) }
      var largest: MotionDifference?
      var between: (Int, Int)?
      for a in samples.indices {
        for b in samples.indices where b > a {
          let d = MotionDifference.between(samples[a], samples[b])
          if largest.map({ d.maximum > $0.maximum }) ?? true {
            largest = d
            between = (present[a], present[b])
          }
        }
      }
      return Row(
        name: name, tokens: tokens, largest: largest, between: between,
        drifts: (largest?.maximum ?? 0) > tolerance)
    }
    return CatalogueParity(labels: catalogues.map(\.label), tolerance: tolerance, rows: rows)
  }
}
