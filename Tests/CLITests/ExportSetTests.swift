import Foundation
import TestSupport
import Testing

/// `export` replaces its files as one set: killed at any moment, the folder holds the previous
/// export or the new one, never some files of each (before: 15 of 80 kills aimed at the second
/// half of a run left a mix).
@Suite(.serialized) struct ExportSetTests {
  /// Which catalogue each exported file says it was written from.
  func sources(in folder: URL) throws -> Set<String> {
    var out = Set<String>()
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for source in ["first.yaml", "second.yaml"] where text.contains(source) { out.insert(source) }
    }
    return out
  }

  @Test func aKillLeavesTheOldSetOrTheNewOne() throws {
    guard let binary = motionspecBinary() else { return }
    let root = try temporaryDirectory("export-set")
    defer { try? FileManager.default.removeItem(at: root) }
    let tokens = (0..<300).map { "  t\($0): .spring(duration: \(0.3 + Double($0) / 1000), bounce: 0.2)\n" }.joined()
    for name in ["first.yaml", "second.yaml"] {
      try ("tokens:\n" + tokens).write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    // Every rename(2) slowed to 40 ms (a preloaded shim), so a kill can land between the renames
    // that put files in place — the moment a set of renames would leave a mix. The exchange that
    // swaps the folder is renameat2(2), which the shim leaves alone.
    let shim = root.appendingPathComponent("slow-rename.c")
    try """
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <unistd.h>
    int rename(const char *a, const char *b) {
      static int (*real)(const char *, const char *);
      if (!real) real = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
      usleep(40000);
      return real(a, b);
    }
    """.write(to: shim, atomically: true, encoding: .utf8)
    let library = root.appendingPathComponent("slow-rename.so")
    let compiled = try run("clang", ["-shared", "-fPIC", "-o", library.path, shim.path, "-ldl"])
    #expect(compiled.status == 0, "\(compiled.err)")
    let out = root.appendingPathComponent("export")
    // A file of the team's own beside the export stays the very same file.
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try "ours".write(to: out.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let readme = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("README.md").path)
    func export(_ source: String) throws -> Process {
      let p = Process()
      p.executableURL = binary
      p.arguments = ["export", root.appendingPathComponent(source).path, "--to", "all", "-o", out.path, "--quiet"]
      p.environment = ProcessInfo.processInfo.environment.merging(["LD_PRELOAD": library.path]) { $1 }
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      try p.run()
      return p
    }
    let first = try export("first.yaml")
    first.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(try sources(in: out) == ["first.yaml"])
    // How long a whole run takes, then kills spread over it (the second half twice as often).
    let started = Date()
    let timing = try export("second.yaml")
    timing.waitUntilExit()
    let run = Date().timeIntervalSince(started)
    let restore = try export("first.yaml")
    restore.waitUntilExit()
    var sawOld = 0, sawNew = 0
    for k in 0..<24 {
      let fraction = k < 8 ? Double(k) / 8 : 0.5 + Double(k - 8) / 32
      let p = try export(k % 2 == 0 ? "second.yaml" : "first.yaml")
      usleep(useconds_t(run * fraction * 1_000_000))
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      let seen = try sources(in: out)
      #expect(seen.count == 1, "kill \(k) at \(Int(fraction * 100)) % of the run left \(seen)")
      if seen == ["first.yaml"] { sawOld += 1 } else { sawNew += 1 }
      let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
      #expect(files.count == 11, "\(files)")
    }
    #expect(sawOld + sawNew == 24)
    let after = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("README.md").path)
    #expect(after[.systemFileNumber] as? Int == readme[.systemFileNumber] as? Int)
    #expect(try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8) == "ours")
    // A later export cleans what the killed ones left beside the folder.
    let last = try export("second.yaml")
    last.waitUntilExit()
    #expect(last.terminationStatus == 0)
    #expect(try sources(in: out) == ["second.yaml"])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".staging-") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}

/// `export --to lottie`: one animation per token and sequence beside the platforms' files, in the
/// same set, replaced by the next export; `--lottie-fit` asks for fitted springs.
@Suite struct LottieExportCommandTests {
  @Test func lottieFilesJoinTheSet() throws {
    let out = try temporaryDirectory("export-lottie")
    let first = try motionspec(["export", "--to", "css,lottie", "-o", out.path])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out.contains("Lottie animations in"), "\(first.out)")
    #expect(first.out.contains("springs baked at 60 fps"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(names.contains("motion-tokens.css"))
    #expect(names.contains("sheet.present.lottie.json") && names.contains("motion.heavy.lottie.json"))
    // Written again, fitted: the earlier files are recognised as the export's own and replaced.
    let fitted = try motionspec(["export", "--to", "lottie", "--lottie-fit", "0.2", "-o", out.path])
    #expect(fitted.status == 0, "\(fitted.err)")
    #expect(fitted.out.contains("springs fitted with cubic keyframes"))
    let heavy = try String(contentsOf: out.appendingPathComponent("motion.heavy.lottie.json"), encoding: .utf8)
    #expect(heavy.contains("fitted with cubic keyframes within 0.2 % of the move"))
  }

  @Test func lottieOptionsAreChecked() throws {
    let out = try temporaryDirectory("export-lottie-bad")
    let misplaced = try motionspec(["export", "--to", "css", "--lottie-fit", "0.2", "-o", out.path])
    #expect(misplaced.status == 64 && misplaced.err.contains("--lottie-fit applies to --to lottie"))
    let range = try motionspec(["export", "--to", "lottie", "--lottie-fit", "40", "-o", out.path])
    #expect(range.status == 64 && range.err.contains("expected a percentage from 0.01 to 10"))
    let stdout = try motionspec(["export", "--to", "lottie", "-o", "-"])
    #expect(stdout.status == 64 && stdout.err.contains("one file per token and sequence"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
  }
}
