import SwiftUI

enum PlatformMotion {
    #if os(iOS)
    /// Touch feedback (iOS).
    static let press: Animation = .spring(duration: 0.22, bounce: 0.15)
    #elseif os(macOS)
    static let press: Animation = .easeOut(duration: 0.1)
    #else
    static let press: Animation = .linear(duration: 0.1)
    #endif

    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    static let window: Animation = .easeInOut(duration: 0.25)
    #else
    /// Presenting a full-screen cover.
    static let cover: Animation = .smooth(duration: 0.48)
    #endif

    #if DEBUG
    static let debugSlow: Animation = .linear(duration: 3)
    #endif
}
