import Foundation
import TestSupport
import Testing

@testable import MotionSpecCatalogue

/// The fuzzers' own seeds (Tests/Fuzz/corpus): one per format motionspec reads, each a valid
/// catalogue that holds motion, so that mutations start from a file every reader takes.
@Suite struct FuzzSeedTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  /// The formats read since Hardening III, each with the seed that stands for it.
  static let seeds: [(format: String, file: String)] = [
    ("Kotlin (Compose springs, tweens and keyframes)", "Keyframes.kt"),
    ("Dart (Flutter curves, springs and a TweenSequence)", "app_motion.dart"),
    ("TSX (Motion keyframes, variants, controls)", "keyframes.tsx"),
    ("JavaScript (Motion's animate and motionSequences)", "animate.js"),
    ("CSS (custom properties, @keyframes, animation and transition)", "keyframes.css"),
    ("Lottie (an eased fade, a baked spring, a hold)", "fade.lottie.json"),
    ("Figma (a /nodes response with prototype transitions)", "checkout.figma.json"),
    ("Tokens Studio (sets, themes, a transition)", "tokens-studio.json"),
    ("SwiftUI keyframe and phase animators", "Animators.swift"),
  ]

  @Test(arguments: seeds.map(\.file))
  func everySeedReadsWithMotionAndNoError(_ file: String) throws {
    let path = Self.corpus.appendingPathComponent(file).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let catalogue = try CatalogueLoader.parse(text, file: file)
    #expect(catalogue.warnings.allSatisfy { $0.severity != .error })
    #expect(catalogue.tokens.count + catalogue.sequences.count >= 2, "\(file) holds too little motion to mutate")
  }

  @Test func sequencesReachEveryReaderThatHasThem() throws {
    for file in ["Keyframes.kt", "keyframes.tsx", "animate.js", "keyframes.css", "fade.lottie.json", "Animators.swift"]
    {
      let text = try String(contentsOfFile: Self.corpus.appendingPathComponent(file).path, encoding: .utf8)
      let catalogue = try CatalogueLoader.parse(text, file: file)
      #expect(!catalogue.sequences.isEmpty, "\(file): no sequence read")
    }
  }
}
