// swift-tools-version: 6.0
// An app's design-system package, as a team would write it, that gets motionspec's command plugin
// by depending on motionspec (here by path: the repository this fixture lives in).
import PackageDescription

let package = Package(
  name: "SampleApp",
  platforms: [.iOS(.v18), .macOS(.v15)],
  products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
  // Named, so the products below resolve whatever the clone's folder is called.
  dependencies: [.package(name: "motionspec", path: "../../..")],
  targets: [
    .target(name: "DesignSystem"),
    // Its own `enum Motion` beside motionspec's library products (built by `make test`).
    .target(
      name: "MotionDocs",
      dependencies: [
        .product(name: "MotionSpecCore", package: "motionspec"),
        .product(name: "MotionSpecCatalogue", package: "motionspec"),
        .product(name: "MotionSpecExport", package: "motionspec"),
      ]),
  ]
)
