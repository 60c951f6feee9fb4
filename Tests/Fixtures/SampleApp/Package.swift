// swift-tools-version: 6.0
// An app's design-system package, as a team would write it, that gets motionspec's command plugin
// by depending on motionspec (here by path: the repository this fixture lives in).
import PackageDescription

let package = Package(
  name: "SampleApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
  dependencies: [.package(path: "../../..")],
  targets: [.target(name: "DesignSystem")]
)
