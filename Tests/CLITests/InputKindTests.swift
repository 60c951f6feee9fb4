import Foundation
import TestSupport
import Testing

/// What is not a file is named as what it is, at once — a device never ends and a FIFO waits for
/// a writer — with exit 66.
@Suite struct InputKindTests {
  @Test func aDeviceAFIFOAndAFolderAreNamed() throws {
    let device = try motionspec(["lint", "/dev/null"])
    #expect(device.status == 66)
    #expect(device.out.contains("/dev/null is a device, not a file"), "\(device.out)")
    let directory = try temporaryDirectory("kinds")
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let started = Date()
    let pipe = try motionspec(["lint", fifo])
    #expect(pipe.status == 66 && pipe.out.contains("is a FIFO (named pipe), not a file"), "\(pipe.out)")
    #expect(Date().timeIntervalSince(started) < 30)
    // A folder where a file is wanted (a policy) is named too.
    let policy = try motionspec(["lint", "--config", directory.path])
    #expect(policy.out.contains("is a folder, not a file") || policy.err.contains("is a folder, not a file"))
  }
}
