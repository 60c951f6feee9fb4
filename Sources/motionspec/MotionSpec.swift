import ArgumentParser

@main
struct MotionSpec: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "motionspec", abstract: "Motion tokens to charts and a printable motion spec.", version: "0.1.0")
}
