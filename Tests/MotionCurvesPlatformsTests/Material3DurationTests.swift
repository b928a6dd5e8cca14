import MotionCurvesPlatforms
import Testing

/// Material 3's duration tokens against `../shared/notes/platform-parity.md` §3.2, which copies
/// them from Compose's `MotionTokens.kt` and MDC-Android's `tokens.xml` (the two agree).
@Suite("Material 3 duration tokens")
struct Material3DurationTests {
  @Test("the sixteen tokens, in milliseconds, as the note lists them")
  func tokens() {
    // The note's table, column by column.
    let table: [(String, Int)] = [
      ("short1", 50), ("short2", 100), ("short3", 150), ("short4", 200),
      ("medium1", 250), ("medium2", 300), ("medium3", 350), ("medium4", 400),
      ("long1", 450), ("long2", 500), ("long3", 550), ("long4", 600),
      ("extraLong1", 700), ("extraLong2", 800), ("extraLong3", 900), ("extraLong4", 1000),
    ]
    #expect(Material3Duration.allCases.map { ($0.name, $0.milliseconds) }.elementsEqual(table, by: ==))
    #expect(Material3Duration.medium2.seconds == 0.3)
    #expect(Material3Duration.extraLong4.seconds == 1)
  }
}
