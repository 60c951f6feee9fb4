import Foundation

/// The catalogue motionspec uses when none is given: SwiftUI's presets, the tokens of the
/// articles it cites (by title, in the file) and the Core Animation curves. It ships as `motion-tokens.yaml`, a file users copy
/// with `motionspec init`.
public enum BuiltInCatalogue {
  /// The file name `init` writes and the resource's name.
  public static let fileName = "motion-tokens.yaml"

  /// The YAML text of the built-in catalogue, embedded in the binary (`Package.swift`'s
  /// `embedInCode`), so an installed motionspec needs no file beside it.
  public static func text() throws(CatalogueError) -> String {
    String(decoding: PackageResources.motion_tokens_yaml, as: UTF8.self)
  }

  /// The parsed built-in catalogue.
  public static func load() throws(CatalogueError) -> Catalogue {
    var catalogue = try YAMLReader.read(try text(), file: fileName)
    catalogue.source = "built-in (\(fileName))"
    return catalogue
  }
}

/// The platforms' own motion as catalogues, to compare a team's tokens with (`diff --reference`)
/// or to start from (`init --from`): SwiftUI's presets and curves, Material 3's expressive and
/// standard motion schemes with its easings, and Core Animation's named curves. Each file cites
/// where its values come from; it is embedded in the binary like the built-in catalogue.
public enum ReferenceCatalogue: String, CaseIterable, Sendable {
  case swiftUI = "swiftui"
  case m3Expressive = "m3-expressive"
  case m3Standard = "m3-standard"
  case coreAnimation = "core-animation"

  /// The file name the reference is read (and written by `init --from`) as.
  public var fileName: String { "\(rawValue).yaml" }

  /// The YAML text of the reference.
  public var text: String {
    let bytes: [UInt8] =
      switch self {
      case .swiftUI: PackageResources.reference_swiftui_yaml
      case .m3Expressive: PackageResources.reference_m3_expressive_yaml
      case .m3Standard: PackageResources.reference_m3_standard_yaml
      case .coreAnimation: PackageResources.reference_core_animation_yaml
      }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The parsed reference.
  public func load() throws(CatalogueError) -> Catalogue {
    var catalogue = try YAMLReader.read(text, file: fileName)
    catalogue.source = "the \(rawValue) reference (\(fileName))"
    return catalogue
  }

  /// `team` with this reference's tokens after its own (`render --reference`): each in a group
  /// under the reference's name ("Material 3 Expressive reference › Spatial"), where ids cannot
  /// meet the team's, and with no source location (they are not in the team's files).
  public func beside(_ team: Catalogue) throws(CatalogueError) -> Catalogue {
    let reference = try load()
    var merged = team
    let root = reference.name + " reference"
    merged.tokens += reference.tokens.map { token in
      var token = token
      token.path = [root] + token.path
      token.location = nil
      // An alias inside the reference points at its own tokens, moved with it.
      token.aliasOf = token.aliasOf.map { root + "." + $0 }
      return token
    }
    return merged
  }

  /// The lint policy `policy` with every rule ignoring the tokens ``beside(_:)`` adds: lint is
  /// about the team's motion, not the platform's.
  public func ignoredBy(_ policy: LintPolicy) throws(CatalogueError) -> LintPolicy {
    let pattern = try load().name + " reference.*"
    var policy = policy
    for rule in Lint.rules.map(\.id) {
      policy.rules[rule, default: LintPolicy.RulePolicy()].ignore.append(pattern)
    }
    return policy
  }

  /// The names `--reference` and `--from` take, for messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
