// swift-tools-version: 6.1
import PackageDescription

// Layers, each depending only downward:
//   CPlatform (the one platform shim: libm, file and process calls, a branch per platform)
//   CCairo, CDeflate (module maps) → Cairo (safe wrapper) · CGIF (module map) → GIF (animated GIF encoder)
//   Motion (pure math) → Spec (catalogues)
//   Charts (scene, no Cairo, no Motion) → ChartsCairo (draws a scene with Cairo)
//   ChartKinds (the WWDC23 chart set: Motion + Spec → Charts)
//   Export (the catalogue for other platforms: Motion + Spec → code)
//   Report (chart plan and rendering, render model, HTML, PDF) → motionspec (thin CLI)
let package = Package(
  name: "motionspec",
  products: [
    .executable(name: "motionspec", targets: ["motionspec"]),
    .library(name: "Motion", targets: ["Motion"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "ChartsCairo", targets: ["ChartsCairo"]),
    .plugin(name: "MotionSpecPlugin", targets: ["MotionSpecPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
  ],
  targets: [
    // MARK: - C boundary
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev"]),
        .brew(["cairo", "pango"]),
      ]
    ),
    .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .target(name: "Cairo", dependencies: ["CCairo", "CDeflate", "CPlatform"]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .target(name: "GIF", dependencies: ["CGIF", "CPlatform"]),

    // MARK: - Model
    .target(name: "CPlatform", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "Motion", dependencies: ["CPlatform"]),
    .target(
      name: "Spec", dependencies: ["Motion", .product(name: "Yams", package: "Yams")],
      resources: [.copy("Resources/motion-tokens.yaml")]),

    // MARK: - Charts
    .target(name: "Charts", dependencies: ["CPlatform"]),
    .target(name: "ChartsCairo", dependencies: ["Charts", "Cairo"]),
    .target(name: "ChartKinds", dependencies: ["Motion", "Spec", "Charts", "CPlatform"]),

    // MARK: - Other platforms
    .target(name: "Export", dependencies: ["Motion", "Spec"]),

    // MARK: - Report and CLI
    .target(
      name: "Report",
      dependencies: [
        "Motion", "Spec", "Charts", "ChartsCairo", "ChartKinds", "Export", "CPlatform", "GIF",
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      resources: [.copy("../../Templates")]
    ),
    .executableTarget(
      name: "motionspec",
      dependencies: [
        "Report", "ChartKinds", "ChartsCairo", "Spec", "Motion", "Cairo", "Export",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `swift package motionspec …` in a package that depends on motionspec.
    .plugin(
      name: "MotionSpecPlugin",
      capability: .command(
        intent: .custom(verb: "motionspec", description: "Lint, render, diff or export the package's motion tokens with motionspec."),
        permissions: [.writeToPackageDirectory(reason: "motionspec writes the motion spec, diff and exports into reports/ (or the --output you name).")]
      ),
      dependencies: ["motionspec"]
    ),

    // `make bench` only: the reference workloads, timed in process.
    .executableTarget(name: "motionspec-bench", dependencies: ["Motion", "Spec", "Report", "ChartKinds", "Charts", "ChartsCairo", "Cairo"]),

    // MARK: - Tests
    .testTarget(name: "CairoTests", dependencies: ["Cairo"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion"]),
    .testTarget(name: "SpecTests", dependencies: ["Spec", "Motion"], resources: [.copy("Fixtures")]),
    .testTarget(name: "ChartsTests", dependencies: ["Charts", "ChartsCairo", "Cairo"]),
    .testTarget(name: "ReportTests", dependencies: ["Report", "ChartKinds", "ChartsCairo", "Spec", "Motion", "Charts"], exclude: ["Snapshots"]),
    .testTarget(name: "CLITests", dependencies: ["motionspec", "Spec", .product(name: "Yams", package: "Yams")]),
    // The README's library example, against the library products alone.
    .testTarget(name: "LibraryTests", dependencies: ["Motion", "Charts", "ChartsCairo"]),
    .testTarget(name: "ExportTests", dependencies: ["Export", "Spec", "Motion"], resources: [.copy("Fixtures")]),
  ]
)
