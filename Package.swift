// swift-tools-version: 6.1
import PackageDescription

// Layers, each depending only downward (README "Architecture" draws the graph):
//   CPlatform (the one platform shim) · MotionSpecNumbers (the one number formatter) ·
//   MotionSpecFiles (atomic writes, the report directory) · MotionSpecParallel (the one parallel helper)
//   CCairo, CDeflate (module maps) → Cairo (safe wrapper) · CGIF (module map) → GIF
//   MotionSpecCore (pure math) → MotionSpecCatalogue (catalogues) → MotionSpecExport (other platforms)
//   MotionSpecCharts (scene, no Cairo, no math) → MotionSpecCairo (draws a scene with Cairo)
//   ChartKinds (the WWDC23 chart set)
//   Report, in rooms: ReportModel → ReportCache → ReportHTML (Mustache) · ReportDrawing (Cairo) → Report
//   → motionspec (thin CLI)
// The system libraries' Debian and Homebrew packages are listed once, in Scripts/system-packages.txt
// (a test checks the providers below against it).

/// `make test` builds the tests against the optimised library (-c release, -enable-testing). The
/// tests' own code is compiled without optimisation in every configuration: their speed is the
/// library's, and Swift 6.3.1's optimiser crashes on some `#expect` expressions (CopyPropagation,
/// "Found ownership error"). Test targets are never part of a product, so a package that depends on
/// motionspec never sees these flags.
let testCode: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
  name: "motionspec",
  // macOS 15: the Synchronization module's Mutex (MotionSpecParallel). Linux has it everywhere.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "motionspec", targets: ["motionspec"]),
    // Library products: every module name starts with MotionSpec, so none can clash with an app's
    // own `enum Motion` or with SwiftUI (`MotionSpecCore.Spring` next to `SwiftUI.Spring`).
    .library(name: "MotionSpecCore", targets: ["MotionSpecCore"]),
    .library(name: "MotionSpecCatalogue", targets: ["MotionSpecCatalogue"]),
    .library(name: "MotionSpecExport", targets: ["MotionSpecExport"]),
    .library(name: "MotionSpecCharts", targets: ["MotionSpecCharts"]),
    .library(name: "MotionSpecCairo", targets: ["MotionSpecCairo"]),
    .plugin(name: "MotionSpecPlugin", targets: ["MotionSpecPlugin"]),
  ],
  // The servers are on request: without this trait `motionspec` builds without SwiftNIO, the
  // MCP SDK or anything they bring, and `serve`, `lsp` and `mcp` say how to get them (exit 69).
  // `make install` and `make test` turn it on (`swift build --traits Servers`).
  traits: [
    .trait(
      name: "Servers",
      description: "motionspec serve (Hummingbird on SwiftNIO), mcp (the Model Context Protocol's Swift SDK) and lsp."),
    .default(enabledTraits: []),
  ],
  dependencies: [
    // Exact versions, pinned here rather than in a Package.resolved: a resolved file records the
    // commit ids of the package copies it was made with, which differ between mirrors.
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    // `motionspec mcp` (trait Servers): the Model Context Protocol's Swift SDK (its MCP library
    // needs only swift-system and swift-log).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    // `motionspec serve` (trait Servers): the HTTP server (SwiftNIO underneath). Without its default traits: we
    // use neither swift-configuration nor URL-encoded forms, and SwiftPM writes a default set of
    // two traits in either order from run to run, which rebuilt Hummingbird on every build of a
    // package that depends on this one (the plugin's sample package).
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    // Hummingbird's logger, set quiet (the loop says what happens).
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    // MARK: - C boundary
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev", "libglib2.0-dev"]),
        .brew(["cairo", "pango", "glib"]),
      ]
    ),
    .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .target(name: "Cairo", dependencies: ["CCairo", "CDeflate", "CPlatform", "MotionSpecFiles"]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .target(name: "GIF", dependencies: ["CGIF", "CPlatform"]),

    // MARK: - Model
    .target(name: "CPlatform", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Files written whole or not at all: atomic writes, the report directory swapped in, its lock.
    .target(name: "MotionSpecFiles", dependencies: ["CPlatform"]),
    // The one number formatter (fixed, compact and code spellings; U+2212 or ASCII minus).
    .target(name: "MotionSpecNumbers"),
    .target(name: "MotionSpecCore", dependencies: ["MotionSpecNumbers"]),
    // What the lint rules that need only the motion say about it, free of Foundation, so the
    // catalogue's lint and the page's model say the same words.
    .target(name: "MotionSpecAdvice", dependencies: ["MotionSpecCore", "MotionSpecNumbers"]),
    // The page's model: the core compiled to WebAssembly with Embedded Swift (Scripts/wasm.sh),
    // answering in JSON through a C ABI; built natively too, so the tests hold the two to each other.
    .target(
      name: "MotionSpecWasm",
      dependencies: ["MotionSpecAdvice", "MotionSpecCore", "MotionSpecFigures", "MotionSpecNumbers"],
      exclude: ["Runtime"]),
    // The one parallel helper (Synchronization's Mutex), for the exporter and the report.
    .target(name: "MotionSpecParallel"),
    .target(
      name: "MotionSpecCatalogue",
      dependencies: [
        "MotionSpecAdvice", "MotionSpecCore", "MotionSpecNumbers", "MotionSpecParallel", "MotionSpecFiles",
        .product(name: "Yams", package: "Yams"),
      ],
      // Embedded in the binary, so an installed motionspec needs no resource bundle beside it.
      resources: [
        .embedInCode("Resources/motion-tokens.yaml"), .embedInCode("Resources/reference-swiftui.yaml"),
        .embedInCode("Resources/reference-m3-expressive.yaml"), .embedInCode("Resources/reference-m3-standard.yaml"),
        .embedInCode("Resources/reference-core-animation.yaml"),
      ]),

    // MARK: - Charts
    // The chart grammar as data (FigureData, the time unit, the words and the motion chart's
    // description), free of Foundation and of drawing, so the page's model compiles it too.
    .target(name: "MotionSpecFigures", dependencies: ["MotionSpecCore", "MotionSpecNumbers"]),
    .target(name: "MotionSpecCharts", dependencies: ["CPlatform", "MotionSpecFigures", "MotionSpecNumbers"]),
    .target(name: "MotionSpecCairo", dependencies: ["MotionSpecCharts", "Cairo", "MotionSpecFiles"]),
    .target(
      name: "ChartKinds",
      dependencies: [
        "MotionSpecCore", "MotionSpecCatalogue", "MotionSpecCharts", "MotionSpecFigures", "MotionSpecNumbers",
        "CPlatform",
      ]),

    // MARK: - Other platforms
    .target(
      name: "MotionSpecExport",
      dependencies: [
        "MotionSpecCore", "MotionSpecCatalogue", "MotionSpecNumbers", "MotionSpecParallel", "MotionSpecFiles",
      ]),

    // MARK: - Report, in rooms (each depends only on the rooms above it), and the CLI
    // The render model: which charts (Plan/), the typed document HTML and PDF are views of
    // (Document/), the options, the templates and their words; no drawing, no templating.
    .target(
      name: "ReportModel",
      dependencies: [
        "MotionSpecCore", "MotionSpecCatalogue", "MotionSpecCharts", "MotionSpecFigures", "ChartKinds",
        "MotionSpecExport", "MotionSpecFiles", "MotionSpecNumbers", "CPlatform",
      ],
      // Every file of Templates/, embedded in the binary (a test checks none is missing here).
      resources: [
        .embedInCode("../../Templates/report.mustache"), .embedInCode("../../Templates/report.css"),
        .embedInCode("../../Templates/report.js"), .embedInCode("../../Templates/prose.json"),
        .embedInCode("../../Templates/motion-chart.js"),
        .embedInCode("../../Templates/motion-element.js"), .embedInCode("../../Templates/motion-editor.js"),
        .embedInCode("../../Templates/motion-core.js"),
        .embedInCode("../../Templates/motion-core.wasm.gz"), .embedInCode("../../Templates/motion-core.wasm.sources"),
        .embedInCode("../../Templates/partials/chart.mustache"),
        .embedInCode("../../Templates/partials/explainer.mustache"),
        .embedInCode("../../Templates/partials/token-card.mustache"),
        .embedInCode("../../Templates/partials/sequence-card.mustache"),
        .embedInCode("../../Templates/partials/token-row.mustache"),
      ]
    ),
    // The one cache: chart entries, text measurements, fragments' and fits' files, keyed on the
    // content and the code (Version.cacheIdentity).
    .target(
      name: "ReportCache",
      dependencies: [
        "ReportModel", "MotionSpecCharts", "MotionSpecCairo", "MotionSpecExport", "MotionSpecFiles", "Cairo",
      ]),
    // The page: Mustache over the render model, rows and cards templated on every core.
    .target(
      name: "ReportHTML",
      dependencies: [
        "ReportModel", "ReportCache", "MotionSpecCharts", "MotionSpecParallel",
        .product(name: "Mustache", package: "swift-mustache"),
      ]),
    // Everything drawn with Cairo: the report's chart files, the PDF reference sheet, the diff's GIF.
    .target(
      name: "ReportDrawing",
      dependencies: [
        "ReportModel", "ReportCache", "ChartKinds", "MotionSpecCharts", "MotionSpecCairo", "Cairo", "GIF",
        "MotionSpecParallel", "MotionSpecFiles", "MotionSpecCore", "MotionSpecCatalogue",
      ]),
    // Orchestration (no Mustache): render, diff and inspect put the rooms together. It reaches
    // Cairo only through MotionSpecCairo's text measurer (the session's and DocC's), and the
    // platform only through its shim.
    .target(
      name: "Report",
      dependencies: [
        "ReportModel", "ReportCache", "ReportHTML", "ReportDrawing", "MotionSpecFiles", "MotionSpecNumbers",
        "MotionSpecCore", "MotionSpecCairo", "CPlatform",
        "MotionSpecCatalogue", "MotionSpecCharts", "MotionSpecFigures", "ChartKinds", "MotionSpecExport",
        "MotionSpecParallel",
      ]
    ),
    // What the servers keep while they run (`mcp`, `lsp`): the workspace folder, its catalogue,
    // a warm text measurer; every answer from the model the commands use.
    .target(
      name: "Workspace",
      dependencies: [
        "Report", "ReportModel", "ChartKinds", "MotionSpecCairo", "MotionSpecCatalogue", "MotionSpecCharts",
        "MotionSpecCore", "MotionSpecExport", "MotionSpecNumbers", "MotionSpecFiles", "MotionSpecFigures",
      ]),
    // `motionspec mcp`: the Model Context Protocol server over the workspace (empty without the
    // trait Servers, like MotionSpecLSP and MotionSpecServe).
    .target(
      name: "MotionSpecMCP",
      dependencies: [
        "Workspace", "ReportModel", "ChartKinds", "MotionSpecCairo", "MotionSpecCatalogue", "MotionSpecCore",
        "MotionSpecExport", .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["Servers"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Servers"])),
      ]),
    // `motionspec lsp`: the Language Server over the workspace (JSON-RPC framing of its own).
    .target(
      name: "MotionSpecLSP",
      dependencies: [
        "Workspace", "ReportModel", "MotionSpecCatalogue", "MotionSpecCore", "MotionSpecExport", "MotionSpecNumbers",
        "MotionSpecFigures",
      ]),
    // `motionspec serve`: the spec on a loopback HTTP server, rendered again on each save (the page
    // first, the PDF after) and pushed to the open page.
    .target(
      name: "MotionSpecServe",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Servers"])),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Servers"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Servers"])), "MotionSpecFiles",
      ],
      resources: [.embedInCode("Resources/live.js")]),
    .executableTarget(
      name: "motionspec",
      dependencies: [
        "Workspace", "MotionSpecMCP", "MotionSpecLSP", "MotionSpecServe", "Report", "ReportModel", "ChartKinds",
        "MotionSpecCairo", "MotionSpecCatalogue", "MotionSpecCore", "Cairo",
        "MotionSpecExport", "MotionSpecFiles", "MotionSpecNumbers", "MotionSpecCharts", "MotionSpecFigures",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `swift package motionspec …` in a package that depends on motionspec.
    .plugin(
      name: "MotionSpecPlugin",
      capability: .command(
        intent: .custom(
          verb: "motionspec", description: "Lint, render, diff or export the package's motion tokens with motionspec."),
        permissions: [
          .writeToPackageDirectory(
            reason: "motionspec writes the motion spec, diff and exports into reports/ (or the --output you name).")
        ]
      ),
      dependencies: ["motionspec"]
    ),

    // `make fuzz` (and a short run in `make test`): libFuzzer's entry point over every reader and
    // the exporters, built by Scripts/libfuzz.sh with -sanitize=fuzzer,address -DFUZZING; the
    // normal build makes it a replayer of saved inputs.
    .executableTarget(
      name: "motionspec-fuzz",
      dependencies: [
        "CPlatform", "MotionSpecCore", "MotionSpecCatalogue", "MotionSpecExport", "MotionSpecCharts", "ChartKinds",
      ]),

    // `make bench` only: the reference workloads, timed in process.
    .executableTarget(
      name: "motionspec-bench",
      dependencies: [
        "MotionSpecCore", "MotionSpecCatalogue", "MotionSpecParallel", "Report", "ReportModel", "ChartKinds",
        "MotionSpecCharts", "MotionSpecCairo", "Cairo", "MotionSpecFiles",
      ]),

    // MARK: - Tests
    // What every test target shares (running a tool, a fresh folder, a seeded generator).
    .target(name: "TestSupport", path: "Tests/Support", swiftSettings: testCode),
    .testTarget(
      name: "CairoTests",
      dependencies: [
        "TestSupport", "Cairo", "CCairo", "MotionSpecFiles",
      ], swiftSettings: testCode),
    .testTarget(
      name: "MotionTests",
      dependencies: [
        "TestSupport", "MotionSpecCore", "MotionSpecNumbers",
      ], swiftSettings: testCode),
    .testTarget(
      name: "ParallelTests",
      dependencies: [
        "TestSupport", "MotionSpecParallel",
      ], swiftSettings: testCode),
    .testTarget(
      name: "SpecTests",
      dependencies: [
        "TestSupport", "MotionSpecCatalogue", "MotionSpecCore", "MotionSpecExport", "MotionSpecFiles",
      ], resources: [.copy("Fixtures")], swiftSettings: testCode),
    .testTarget(
      name: "ChartsTests",
      dependencies: [
        "TestSupport", "MotionSpecCharts", "MotionSpecCairo", "Cairo", "MotionSpecFiles", "MotionSpecFigures",
      ], swiftSettings: testCode),
    .testTarget(
      name: "ReportTests",
      dependencies: [
        "TestSupport",
        "Report", "ReportModel", "ReportCache", "ReportHTML", "ReportDrawing", "MotionSpecFiles", "ChartKinds",
        "MotionSpecCairo", "MotionSpecCatalogue", "MotionSpecCore", "MotionSpecCharts", "MotionSpecFigures",
        "MotionSpecExport", "MotionSpecAdvice",
      ], exclude: ["Snapshots"], swiftSettings: testCode),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "TestSupport", "motionspec", "MotionSpecCatalogue", "MotionSpecCore", .product(name: "Yams", package: "Yams"),
        "Workspace", "MotionSpecLSP", "MotionSpecMCP", "MotionSpecServe", "MotionSpecNumbers", "MotionSpecExport",
        "MotionSpecFigures",
        "Report",
      ], swiftSettings: testCode),
    // The README's library example, against the library products alone.
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "TestSupport", "MotionSpecCore", "MotionSpecCharts", "MotionSpecCairo",
      ], swiftSettings: testCode),
    // The page's WebAssembly model against the command: the same answers, natively and in Chromium.
    .testTarget(
      name: "WasmTests",
      dependencies: [
        "TestSupport", "MotionSpecWasm", "MotionSpecCore", "MotionSpecNumbers", "Report", "ReportModel", "ReportHTML",
        "MotionSpecFigures", "MotionSpecCharts", "ChartKinds", "MotionSpecCatalogue", "MotionSpecAdvice",
        "MotionSpecExport",
      ], swiftSettings: testCode),
    .testTarget(
      name: "ExportTests",
      dependencies: [
        "TestSupport", "MotionSpecExport", "MotionSpecCatalogue", "MotionSpecCore",
      ],
      resources: [.copy("Fixtures")], swiftSettings: testCode),
  ]
)
