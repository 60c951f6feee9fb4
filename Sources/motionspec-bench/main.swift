import Cairo
import ChartKinds
import Foundation
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
// motionspec-bench: the workloads of ../shared/bench, timed in process, for `make bench`.
//
//   motionspec-bench spring N REPS          ns per (position, velocity) sample, like spring_bench.c
//   motionspec-bench charts N OUTDIR [T]    motion chart of N generated tokens to PNG+SVG+PDF on T threads
//   motionspec-bench catalogue N            a generated catalogue as YAML (durations and bounces cycle
//                                           as in the references), for `motionspec render`
//   motionspec-bench catalogue N longest    the same, every name as long as the limits accept
//
// Output is one JSON line on standard output.
import MotionSpecFiles
import MotionSpecParallel
import Report

let durations = [0.2, 0.25, 0.35, 0.5, 0.55, 0.6]
let bounces = [0.0, 0.15, 0.3, 0.18, -0.2, 0.4]

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func json(_ object: [String: Any]) -> String {
  String(
    decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func token(_ i: Int) -> Token {
  let d = durations[i % 6], b = bounces[i % 6]
  let expression = ".spring(duration: \(d), bounce: \(b))"
  return Token(
    path: [String(format: "token-%03d", i)], definition: expression,
    animation: Animation(.spring(Spring(duration: d, bounce: b)), swiftUI: expression))
}

/// spring_bench.c's loop: tokens cycle, 600 samples each over 0…1.5 s, position + velocity.
func springBench(samples n: Int, reps: Int) {
  let grid = (0..<600).map { 1.5 * Double($0) / 599 }
  var perSample: [Double] = []
  var checksum = 0.0
  for _ in 0..<reps {
    var acc = 0.0
    let t0 = now()
    var done = 0, tok = 0
    while done < n {
      let e = Spring(duration: durations[tok % 6], bounce: bounces[tok % 6]).evaluator()
      let m = min(600, n - done)
      for j in 0..<m {
        let (p, v) = e(grid[j])
        acc += p + 1e-3 * v
      }
      done += m
      tok += 1
    }
    perSample.append((now() - t0) / Double(n) * 1e9)
    checksum = acc
  }
  print(
    json([
      "ns_per_sample": perSample, "median": median(perSample), "min": perSample.min()!, "max": perSample.max()!,
      "checksum": checksum, "samples": n,
    ]))
}

/// The motion chart of every generated token, written as PNG, SVG and PDF.
func chartsBench(tokens n: Int, directory: String, threads: Int) throws {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let measurer = try CairoTextMeasurer()
  let file = ChartFile(theme: .light, measurer: measurer)
  let start = now()
  // Each token's phase times; a lane owns its font map.
  let timed = try Parallel.map(
    count: n, workers: max(1, threads), lane: { (_: Int) throws(any Error) in try FontMap() }
  ) { (fontMap, i) throws(any Error) -> [String: Double] in
    let t0 = now()
    let scene = file.scene(try ChartKind.motion.figure([token(i)]))
    let t1 = now()
    let stem = directory + String(format: "/token-%03d", i)
    try FileOutput.write(file.bytes(scene, as: .png, fontMap: fontMap), to: stem + ".png")
    let t2 = now()
    try FileOutput.write(file.bytes(scene, as: .svg, fontMap: fontMap), to: stem + ".svg")
    let t3 = now()
    try FileOutput.write(file.bytes(scene, as: .pdf, fontMap: fontMap), to: stem + ".pdf")
    let t4 = now()
    return ["layout": t1 - t0, "png": t2 - t1, "svg": t3 - t2, "pdf": t4 - t3]
  }
  let phases = timed.reduce(into: [String: Double]()) { total, one in total.merge(one, uniquingKeysWith: +) }

  let wall = now() - start
  print(
    json([
      "tokens": n, "threads": threads, "wall": wall,
      "per_token_ms": phases.mapValues { $0 / Double(n) * 1000 },
      "per_token_total_ms": phases.values.reduce(0, +) / Double(n) * 1000,
    ]))
}

Allocator.keepLargeBlocks()
let args = CommandLine.arguments
do {
  switch args.count > 1 ? args[1] : "" {
  case "spring":
    springBench(
      samples: args.count > 2 ? Int(args[2]) ?? 10_000_000 : 10_000_000, reps: args.count > 3 ? Int(args[3]) ?? 7 : 7)
  case "charts" where args.count > 3:
    try chartsBench(tokens: Int(args[2]) ?? 7, directory: args[3], threads: args.count > 4 ? Int(args[4]) ?? 1 : 1)
  case "catalogue" where args.count > 3 && args[3] == "longest":
    // The longest names the limits accept: every id, its group included, exactly
    // MotionLimits.nameLength Unicode scalars (`group-07.token-00042-xxxx…`).
    print("name: Generated catalogue of \(args[2]) tokens with the longest names\ntokens:")
    let n = Int(args[2]) ?? 7
    for group in 0..<20 {
      let groupName = "group-\(group < 10 ? "0" : "")\(group)"
      print("  \(groupName):")
      for i in stride(from: group, to: n, by: 20) {
        let head = token(i).name
        let name =
          head + "-" + String(repeating: "x", count: MotionLimits.nameLength - groupName.count - 2 - head.count)
        print("    \(name): \(token(i).definition)")
      }
    }
  case "catalogue" where args.count > 2:
    print("name: Generated catalogue of \(args[2]) tokens\ntokens:")
    for i in 0..<(Int(args[2]) ?? 7) { print("  \(token(i).name): \(token(i).definition)") }
  default:
    FileHandle.standardError.write(
      Data("usage: motionspec-bench spring N REPS | charts N OUTDIR [THREADS] | catalogue N [longest]\n".utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("motionspec-bench: \(error)\n".utf8))
  exit(1)
}
