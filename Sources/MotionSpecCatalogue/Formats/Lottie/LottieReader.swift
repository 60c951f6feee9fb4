import Foundation
import MotionSpecCore

/// Reads a Lottie animation (the Lottie Animation Community's JSON, as Bodymovin and motionspec
/// write it) as motion: each layer's animated transform — position (or, where the position is
/// still, its anchor point, which moves the layer the opposite way), scale, rotation, opacity — as
/// keyframe tracks, the composition's layers and its precompositions'. Shapes' own transforms,
/// paths, trims and colours are not motion tokens and are not read.
///
/// - Keyframes with Bézier easing become linear keyframes with that curve, exactly; a hold
///   (`h: 1`) holds, then jumps. A layer with one property of one eased segment is a timing-curve
///   token (`.timingCurve(x1, y1, x2, y2, duration:)`); any other animated layer is a sequence.
/// - A baked spring — at least ``bakedRun`` keyframes one frame apart, straight lines between,
///   as Bodymovin bakes them — is fitted to a spring (`Spring(duration:bounce:)`, from rest); a
///   note states the fit's largest error at the keyframes, in percent of the move. A run no spring
///   fits within ``fitLimit`` stays as its straight keyframes. A layer that is one such spring is
///   a spring token.
/// - A position is read along the axis it moves most (y when both move alike), as the offset
///   from where the layer comes to rest (its last keyframe); a scale's first component;
///   percentages (scale, opacity) as fractions.
/// - A baked run that starts moving (a spring a cut spring hands on to) is fitted with its start
///   velocity too.
public enum LottieReader {
  /// The fewest keyframes one frame apart read as a baked spring.
  public static let bakedRun = 6
  /// The largest error (a fraction of the move) at which a baked run is read as a spring; a run
  /// no spring from rest matches that well (a spring cut short, or started moving) stays as its
  /// straight keyframes, exact at every frame.
  public static let fitLimit = 0.02

  /// Whether `text` is a Lottie animation rather than design tokens (a cheap look first).
  public static func recognizes(_ text: String) -> Bool { animation(text, file: "") != nil }

  /// `text` parsed, when it is a Lottie animation (a cheap look first): `layers`, `fr` and `op`
  /// at the top (``LottieFormat`` claims a `.json` file by it).
  static func animation(_ text: String, file: String) -> JSONValue.Located? {
    guard text.contains("\"layers\""), text.contains("\"fr\""), text.contains("\"op\"") else { return nil }
    guard let root = try? DTCGReader.parse(text, file: file), let members = root.value.members else { return nil }
    let keys = Set(members.map(\.key))
    guard keys.isSuperset(of: ["layers", "fr", "op"]), root.value["layers"]?.value.elements != nil else { return nil }
    return root
  }

  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    try read(DTCGReader.parse(text, file: file), file: file)
  }

  /// The animation `root` (a Lottie file parsed) holds, as a catalogue.
  static func read(_ root: JSONValue.Located, file: String) throws(CatalogueError) -> Catalogue {
    guard let frameRate = root.value["fr"]?.value.number, frameRate > 0, frameRate <= 1000,
      let topLayers = root.value["layers"]?.value.elements
    else {
      throw CatalogueError([
        Diagnostic(.error, "expected a Lottie animation: `fr` (frames per second) and `layers`", at: root.location)
      ])
    }
    let name = root.value["nm"]?.value.string ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    var tokens: [Token] = []
    var sequences: [SequenceToken] = []
    var warnings: [Diagnostic] = []
    var used = Set<String>()
    // The composition's layers, then those of its precompositions (`assets` with `layers`).
    var all = topLayers
    for asset in root.value["assets"]?.value.elements ?? [] {
      all += asset.value["layers"]?.value.elements ?? []
    }
    let layers = all
    let inPoint = root.value["ip"]?.value.number ?? 0
    for (index, layer) in layers.prefix(MotionLimits.tokenCount).enumerated() {
      guard let transform = layer.value["ks"]?.value else { continue }
      let layerStart = layer.value["st"]?.value.number ?? 0
      var layerName = (layer.value["nm"]?.value.string).map(clean) ?? "layer\(index + 1)"
      if layerName.isEmpty { layerName = "layer\(index + 1)" }
      while !used.insert(layerName).inserted { layerName += "_\(index + 1)" }
      var tracks: [KeyframeTrack] = []
      var fits: [(property: AnimatedProperty, spring: Spring, error: Double, count: Int, location: SourceLocation)] = []
      // The anchor point (`a`) moves the layer's content the opposite way (After Effects draws a
      // layer at its position minus its anchor): read as the position when the position itself
      // is still, said when both move.
      let anchorMoves = transform["a"].map { Self.keys($0, position: true).count >= 2 } ?? false
      let positionMoves = transform["p"].map { Self.keys($0, position: true).count >= 2 } ?? false
      if anchorMoves, positionMoves {
        warnings.append(
          Diagnostic(
            .warning,
            "\(layerName): both its position and its anchor point move; the position is read, the anchor point's movement is not",
            at: transform["a"]!.location))
      }
      for (key, property, factor) in [
        ("p", AnimatedProperty.position, 1.0), ("a", .position, -1.0), ("s", .scale, 0.01), ("r", .rotation, 1.0),
        ("o", .opacity, 0.01),
      ] {
        guard let value = transform[key], key != "a" || (anchorMoves && !positionMoves) else { continue }
        var keys = Self.keys(value, position: key == "p" || key == "a")
        guard keys.count >= 2 else { continue }
        if key == "a" {
          warnings.append(
            Diagnostic(
              .note, "\(layerName): its anchor point moves, read as the layer moving the opposite way",
              at: value.location))
        }
        // A position is the layer's offset from where it comes to rest (its last keyframe).
        if key == "p" || key == "a", let rest = keys.last?.value {
          keys = keys.map {
            var k = $0; k.value -= rest; return k
          }
        }
        // A first keyframe after the composition's start: the value waits there until then.
        let lead = max(0, (keys[0].frame + layerStart - inPoint) / frameRate)
        let (track, fitted) = Self.track(property, keys, factor: factor, frameRate: frameRate, lead: lead)
        tracks.append(track)
        fits += fitted.map { (property, $0.spring, $0.error, $0.count, value.location) }
      }
      // What else the layer animates, which no token or sequence holds: said, at the layer.
      let unread = Self.unreadMotion(of: layer.value, transform: transform)
      if !unread.isEmpty {
        warnings.append(
          Diagnostic.passedOver(
            "\(layerName) animates \(unread.joined(separator: ", ")), which motionspec does not read (it reads a layer's position, anchor point, scale, rotation and opacity)",
            at: layer.location))
      }
      guard !tracks.isEmpty else { continue }
      // One animated layer is the animation's motion (named as motionspec's export names it:
      // the token's or sequence's id); several are each the layer's, under the animation's name.
      let animated = layers.filter { layer in
        ["p", "a", "s", "r", "o"].contains { key in
          guard let v = layer.value["ks"]?.value[key]?.value else { return false }
          return isAnimated(v) || v["x"].map { isAnimated($0.value) } == true
            || v["y"].map { isAnimated($0.value) } == true
        }
      }.count
      let base = name.split(separator: ".").map { clean(String($0)) }.filter { !$0.isEmpty }
      let path = animated == 1 ? (base.isEmpty ? ["lottie"] : base) : (base.isEmpty ? ["lottie"] : base) + [layerName]
      for fit in fits {
        warnings.append(
          Diagnostic(
            .note,
            "\(layerName): \(fit.count) keyframes one frame apart (\(fit.property.rawValue)) read as the spring Spring(duration: \(fmt(fit.spring.duration)), bounce: \(fmt(fit.spring.bounce))), within \(fmt(fit.error * 100)) % of the move at every keyframe",
            at: fit.location, token: path.joined(separator: ".")))
      }
      let location = layer.location
      // One property, one segment (after a wait, the token's delay): a token.
      let (wait, motion) = tracks.count == 1 ? Self.delayed(tracks[0]) : (0, tracks[0].keyframes)
      let delay = wait > 0 ? ".delay(\(fmt(wait)))" : ""
      if tracks.count == 1, motion.count == 1 {
        let move = motion[0]
        switch move {
        case .linear(_, let duration, .bezier(let b)):
          let expression =
            ".timingCurve(\([b.x1, b.y1, b.x2, b.y2].map(fmt).joined(separator: ", ")), duration: \(fmt(duration)))"
            + delay
          if let animation = try? MotionExpression.parse(expression) {
            tokens.append(Token(path: path, definition: expression, animation: animation, location: location))
            continue
          }
        case .spring(_, nil, let spring, nil):
          let expression = ".spring(duration: \(fmt(spring.duration)), bounce: \(fmt(spring.bounce)))" + delay
          if let animation = try? MotionExpression.parse(expression) {
            tokens.append(Token(path: path, definition: expression, animation: animation, location: location))
            continue
          }
        default: break
        }
      }
      sequences.append(
        SequenceToken(path: path, sequence: MotionSequence(tracks: tracks), location: location))
    }
    sequences = staggered(sequences, name: name)
    if tokens.isEmpty && sequences.isEmpty {
      // What the layers do animate (their shapes, masks, effects) says why.
      throw CatalogueError(
        warnings + [
          Diagnostic(
            .error, "no motion found: no layer of this Lottie animation has an animated transform", at: root.location,
            rule: Diagnostic.noMotion)
        ])
    }
    return Catalogue(
      name: clean(name).isEmpty ? "Lottie" : name, source: file, tokens: tokens, warnings: warnings,
      sequences: sequences)
  }

  /// One keyframe as read: its frame, the value along the chosen axis, its easing to the next, a hold.
  struct Key {
    var frame: Double
    var value: Double
    var easing: (Double, Double, Double, Double)?
    var hold: Bool
  }

  /// The keyframes of an animatable property (`a: 1`), or of a split position's moving axis.
  static func keys(_ property: JSONValue.Located, position: Bool) -> [Key] {
    var split = false
    if case .bool(true)? = property.value["s"]?.value { split = true }
    if position, split || property.value["x"] != nil {
      let x = keys(property.value["x"] ?? property, position: false)
      let y = keys(property.value["y"] ?? property, position: false)
      return spread(y) >= spread(x) ? y : x
    }
    guard isAnimated(property.value), let list = property.value["k"]?.value.elements else { return [] }
    // Which component moves: for a position the one that moves most (y first), else the first.
    var raw: [(frame: Double, values: [Double], easing: JSONValue?, hold: Bool)] = []
    func numbers(_ v: JSONValue.Located?) -> [Double]? {
      v.flatMap { $0.value.elements?.compactMap(\.value.number) ?? $0.value.number.map { [$0] } }
    }
    var previousEnd: [Double]?
    for item in list.prefix(100_000) {
      guard let t = item.value["t"]?.value.number, t.isFinite else { continue }
      // Bodymovin before 5.5 writes each keyframe's end (`e`) and leaves the last one's value out.
      guard let values = numbers(item.value["s"]) ?? previousEnd else { continue }
      previousEnd = numbers(item.value["e"])
      raw.append((t, values, item.value, item.value["h"]?.value.number == 1))
    }
    let width = raw.map(\.values.count).max() ?? 0
    guard width > 0 else { return [] }
    var axis = 0
    if position && width >= 2 {
      let spreads = (0..<min(width, 2)).map { a in spread(raw.compactMap { a < $0.values.count ? $0.values[a] : nil }) }
      axis = spreads[1] >= spreads[0] ? 1 : 0
    }
    return raw.compactMap { item -> Key? in
      guard axis < item.values.count else { return nil }
      var easing: (Double, Double, Double, Double)?
      if let o = item.easing?["o"]?.value, let i = item.easing?["i"]?.value {
        func component(_ v: JSONValue?, _ key: String) -> Double? {
          guard let v = v?[key]?.value else { return nil }
          if let n = v.number { return n }
          let list = v.elements?.compactMap(\.value.number) ?? []
          return list.isEmpty ? nil : list[min(axis, list.count - 1)]
        }
        if let x1 = component(o, "x"), let y1 = component(o, "y"), let x2 = component(i, "x"),
          let y2 = component(i, "y")
        {
          easing = (x1, y1, x2, y2)
        }
      }
      return Key(frame: item.frame, value: item.values[axis], easing: easing, hold: item.hold)
    }.sorted { $0.frame < $1.frame }
  }

  /// A track's wait before it moves (a hold at its initial value), and the keyframes after it.
  static func delayed(_ track: KeyframeTrack) -> (Double, [Keyframe]) {
    guard case .linear(let to, let d, .bezier(let b))? = track.keyframes.first, b == .linear,
      to == track.initialValue, track.keyframes.count > 1
    else { return (0, track.keyframes) }
    return (d, Array(track.keyframes.dropFirst()))
  }

  /// Layers that play the same motion one after another (After Effects' staggered copies, and
  /// motionspec's own export of a stagger) as one sequence with a stagger: at least two in a row
  /// whose tracks match within 1 % of their span once each layer's wait is taken off, and whose
  /// waits step by one interval (forward or reverse), or, three or more, wait as a centre stagger.
  static func staggered(_ sequences: [SequenceToken], name: String) -> [SequenceToken] {
    func waits(_ s: SequenceToken) -> Double { s.sequence.tracks.map { delayed($0).0 }.min() ?? 0 }
    func unwaited(_ s: SequenceToken, by wait: Double) -> [KeyframeTrack] {
      s.sequence.tracks.map { track in
        var t = track
        let (own, rest) = delayed(track)
        t.keyframes =
          (own - wait > 1e-9 ? [.linear(to: track.initialValue, duration: own - wait, curve: .bezier(.linear))] : [])
          + rest
        return t
      }
    }
    func same(_ a: [KeyframeTrack], _ b: [KeyframeTrack]) -> Bool {
      guard a.map(\.property) == b.map(\.property) else { return false }
      for (x, y) in zip(a, b) {
        let (tx, ty) = (x.timeline, y.timeline)
        guard abs(tx.duration - ty.duration) <= 0.05 * max(tx.duration, 1e-3) + 0.02 else { return false }
        let samples = (0...40).map { tx.value(at: tx.duration * Double($0) / 40) }
        let span = max((samples.max() ?? 0) - (samples.min() ?? 0), 1e-9)
        for k in 0...40 {
          let t = tx.duration * Double(k) / 40
          if abs(tx.value(at: t) - ty.value(at: t)) > 0.01 * span { return false }
        }
      }
      return true
    }
    /// The layers from `i` that play the same motion and wait as a centre stagger does — the
    /// middle first (both middles of an even count), then outwards one interval a step — and that
    /// stagger; `nil` when they do not.
    func centred(from i: Int) -> (count: Int, stagger: Stagger, lead: Double)? {
      let base = unwaited(sequences[i], by: waits(sequences[i]))
      var j = i + 1
      while j < sequences.count, same(base, unwaited(sequences[j], by: waits(sequences[j]))) { j += 1 }
      let count = j - i
      guard count >= 3 else { return nil }
      let w = sequences[i..<j].map(waits)
      let lead = w.min() ?? 0
      guard let interval = w.map({ $0 - lead }).filter({ $0 > 1e-6 }).min() else { return nil }
      let stagger = Stagger(count: count, interval: (interval * 1e4).rounded() / 1e4, order: .center)
      for (k, wait) in w.enumerated() where abs(wait - lead - stagger.delay(of: k)) > 0.5 / 60 { return nil }
      return (count, stagger, lead)
    }
    var out: [SequenceToken] = []
    var i = 0
    while i < sequences.count {
      let first = sequences[i], w0 = waits(first)
      if let centre = centred(from: i) {
        var token = first
        if centre.count == sequences.count {
          let base = name.split(separator: ".").map { clean(String($0)) }.filter { !$0.isEmpty }
          token.path = base.isEmpty ? ["lottie"] : base
        }
        token.sequence = MotionSequence(tracks: unwaited(first, by: w0 - centre.lead), stagger: centre.stagger)
        out.append(token)
        i += centre.count
        continue
      }
      var j = i + 1
      var step: Double?
      while j < sequences.count, same(unwaited(first, by: w0), unwaited(sequences[j], by: waits(sequences[j]))) {
        let d = waits(sequences[j]) - waits(sequences[j - 1])
        if let step, abs(d - step) > 0.5 / 60 { break }
        if step == nil {
          guard abs(d) > 1e-6 else { break }
          step = d
        }
        j += 1
      }
      guard let step, j - i >= 2 else {
        out.append(first)
        i += 1
        continue
      }
      let count = j - i
      // Forward: the first layer starts first; reverse: the last one does.
      let lead = step > 0 ? w0 : waits(sequences[j - 1])
      var token = first
      if count == sequences.count {
        let base = name.split(separator: ".").map { clean(String($0)) }.filter { !$0.isEmpty }
        token.path = base.isEmpty ? ["lottie"] : base
      }
      token.sequence = MotionSequence(
        tracks: unwaited(first, by: w0 - lead),
        stagger: Stagger(
          count: count, interval: (abs(step) * 1e4).rounded() / 1e4, order: step > 0 ? .forward : .reverse))
      out.append(token)
      i = j
    }
    return out
  }

  /// Whether a property is animated: `a: 1`, or (Bodymovin before 5.5, which wrote no `a`)
  /// keyframes in `k`.
  /// What a layer animates beside its read transform: skew and 3D rotation of the transform,
  /// and animated properties of its shapes (group transforms, paths, trims, colours), masks and
  /// effects, counted — in words, for a note.
  static func unreadMotion(of layer: JSONValue, transform: JSONValue) -> [String] {
    var out: [String] = []
    let transformKeys = [
      ("sk", "skew"), ("sa", "skew axis"), ("rx", "x rotation"), ("ry", "y rotation"), ("or", "orientation"),
    ]
    for (key, words) in transformKeys {
      if let v = transform[key]?.value, isAnimated(v) { out.append("its \(words)") }
    }
    func count(_ value: JSONValue, depth: Int) -> Int {
      guard depth < MotionLimits.nesting else { return 0 }
      if let members = value.members {
        if value["a"]?.value.number == 1, value["k"] != nil { return 1 }
        return members.reduce(0) { $0 + count($1.value.value, depth: depth + 1) }
      }
      return value.elements?.reduce(0) { $0 + count($1.value, depth: depth + 1) } ?? 0
    }
    for (key, words) in [("shapes", "shape propert"), ("masksProperties", "mask propert"), ("ef", "effect propert")] {
      guard let v = layer[key]?.value else { continue }
      let n = count(v, depth: 0)
      if n > 0 { out.append("\(n) \(words)\(n == 1 ? "y" : "ies")") }
    }
    return out
  }

  static func isAnimated(_ property: JSONValue) -> Bool {
    if let a = property["a"]?.value.number { return a == 1 }
    guard let first = property["k"]?.value.elements?.first else { return false }
    return first.value["t"] != nil
  }

  static func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
  static func spread(_ keys: [Key]) -> Double { spread(keys.map(\.value)) }

  /// The track of `keys`: Bézier segments as they are, holds as holds and jumps, baked runs fitted to springs.
  static func track(
    _ property: AnimatedProperty, _ keys: [Key], factor: Double, frameRate: Double, lead: Double = 0
  ) -> (KeyframeTrack, [(spring: Spring, error: Double, count: Int)]) {
    var keyframes: [Keyframe] = []
    if lead > 1e-9 { keyframes.append(.linear(to: keys[0].value * factor, duration: lead, curve: .bezier(.linear))) }
    var fits: [(spring: Spring, error: Double, count: Int)] = []
    var i = 0
    while i + 1 < keys.count {
      // A baked run: keys one frame apart with straight (or no) easing between.
      var j = i
      while j + 1 < keys.count, !keys[j].hold, isStraight(keys[j]) {
        let step = keys[j + 1].frame - keys[j].frame
        // One frame apart; the run's first and last steps may be shorter (a motion that starts
        // or ends between frames).
        let last = j + 2 == keys.count || abs(keys[j + 2].frame - keys[j + 1].frame - 1) > 1e-6
        guard abs(step - 1) < 1e-6 || ((last || j == i) && step > 0 && step < 1) else { break }
        j += 1
      }
      if j - i + 1 >= bakedRun {
        let run = Array(keys[i...j])
        let from = run[0].value, to = run[run.count - 1].value
        if abs(to - from) > 1e-9, let fit = fitSpring(run, frameRate: frameRate), fit.error <= fitLimit {
          let duration = (run[run.count - 1].frame - run[0].frame) / frameRate
          // Settled by the run's end (give or take the fit and two frames): the spring's own
          // settling; else the spring is cut there.
          let settled = Curve.spring(fit.spring).settlingTime(
            target: 1, initialVelocity: fit.velocity / (to - from), epsilon: 0.001)
          let settles = settled <= duration * 1.1 + 2 / frameRate
          keyframes.append(
            .spring(
              to: to * factor, duration: settles ? nil : duration, spring: fit.spring,
              startVelocity: fit.velocity == 0 ? nil : fit.velocity * factor))
          fits.append((fit.spring, fit.error, run.count))
          i = j
          continue
        }
      }
      let a = keys[i], b = keys[i + 1]
      let duration = max(0, (b.frame - a.frame) / frameRate)
      if a.hold {
        if duration > 0 { keyframes.append(.linear(to: a.value * factor, duration: duration, curve: .bezier(.linear))) }
        keyframes.append(.move(to: b.value * factor))
      } else if duration == 0 {
        keyframes.append(.move(to: b.value * factor))
      } else {
        var curve = Easing.bezier(.linear)
        if let (x1, y1, x2, y2) = a.easing,
          let bezier = try? CubicBezier(
            min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
        {
          curve = .bezier(bezier)
        }
        keyframes.append(.linear(to: b.value * factor, duration: duration, curve: curve))
      }
      i += 1
    }
    return (KeyframeTrack(property, from: keys[0].value * factor, keyframes), fits)
  }

  static func isStraight(_ key: Key) -> Bool {
    guard let (x1, y1, x2, y2) = key.easing else { return true }
    // Straight: both handles on the diagonal (Bodymovin's baked keys), any position along it.
    return abs(x1 - y1) < 1e-3 && abs(x2 - y2) < 1e-3
  }

  /// The spring from rest whose motion best matches a baked run (largest error at its keys, as a
  /// fraction of the move), found by a coarse search over duration and bounce, then refined.
  static func fitSpring(_ run: [Key], frameRate: Double) -> (spring: Spring, velocity: Double, error: Double)? {
    let from = run[0].value, move = run[run.count - 1].value - from
    let samples = run.map { ((($0.frame - run[0].frame) / frameRate), ($0.value - from) / move) }
    func error(_ d: Double, _ b: Double, _ v: Double) -> Double {
      let s = Spring(duration: d, bounce: b)
      return samples.reduce(0) { max($0, abs(s.value(target: 1, initialVelocity: v, time: $1.0) - $1.1)) }
    }
    // From rest, then (a spring a cut one hands on) from the velocity the run starts with: a
    // second-order difference of its first keys, refined with the rest.
    let h = samples[1].0
    let moving = h > 0 && samples.count > 2 ? (-3 * samples[0].1 + 4 * samples[1].1 - samples[2].1) / (2 * h) : 0
    var best = (d: 0.5, b: 0.0, v: 0.0, e: Double.infinity)
    for v in [0, moving] {
      for d in stride(from: 0.05, through: 3, by: 0.05) {
        for b in stride(from: -0.6, through: 0.9, by: 0.05) {
          let e = error(d, b, v)
          if e < best.e { best = (d, b, v, e) }
        }
      }
      if best.e <= fitLimit / 4 { break }
    }
    var step = (d: 0.025, b: 0.025, v: max(abs(best.v) * 0.05, 0.05))
    for _ in 0..<60 {
      var improved = false
      for (dd, db, dv) in [
        (step.d, 0.0, 0.0), (-step.d, 0, 0), (0, step.b, 0), (0, -step.b, 0), (0, 0, step.v), (0, 0, -step.v),
      ] {
        let d = best.d + dd, b = best.b + db, v = best.v + (best.v == 0 ? 0 : dv)
        guard d > 0.01, b > -0.95, b < 0.99 else { continue }
        let e = error(d, b, v)
        if e < best.e {
          best = (d, b, v, e)
          improved = true
        }
      }
      if !improved { step = (step.d / 2, step.b / 2, step.v / 2) }
      if step.d < 1e-6 { break }
    }
    guard best.e.isFinite else { return nil }
    let d = NumberTextRounding.significant(best.d), b = NumberTextRounding.significant(best.b)
    let v = NumberTextRounding.significant(best.v)
    return (Spring(duration: d, bounce: b), v * move, error(d, b, v))
  }

  static func clean(_ name: String) -> String {
    String(name.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == " " }.map(Character.init))
      .replacingOccurrences(of: ".", with: "-").trimmingCharacters(in: .whitespaces)
  }

  static func fmt(_ x: Double) -> String { formatNumber(NumberTextRounding.significant(x)) }
}

/// Fitted numbers to 4 significant digits: what a fit can claim.
enum NumberTextRounding {
  static func significant(_ x: Double) -> Double {
    guard x.isFinite, x != 0 else { return x }
    let scale = pow(10, 3 - floor(log10(abs(x))))
    return (x * scale).rounded() / scale
  }
}
