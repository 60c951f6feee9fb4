import Cairo
import Testing

/// GLib's HMAC-SHA-256 against RFC 4231's test cases 1, 2 and 6 (a long key), and fed in parts.
@Suite struct HMACTests {
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  @Test func rfc4231Vectors() {
    let cases: [(key: [UInt8], message: String, tag: String)] = [
      (
        [UInt8](repeating: 0x0b, count: 20), "Hi There",
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), "what do ya want for nothing?",
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        [UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
    ]
    for c in cases {
      #expect(Self.hex(HMACSHA256.tag(key: c.key, Array(c.message.utf8))) == c.tag)
      // The same message in two parts, and an empty part between: the same tag.
      var parts = HMACSHA256(key: c.key)
      let bytes = Array(c.message.utf8)
      parts.update(Array(bytes.prefix(3)))
      parts.update([])
      parts.update(Array(bytes.dropFirst(3)))
      #expect(Self.hex(parts.finalize()) == c.tag)
    }
  }
}
