import MotionCurvesPlatforms
import Testing

/// Material 3's motion-scheme springs against `../shared/notes/platform-parity.md` §3.3, from
/// androidx `tokens/ExpressiveMotionTokens.kt` (v0_14_0) and MDC-Android `tokens.xml`.
@Suite("Material 3 motion-scheme springs")
struct Material3MotionSchemeTests {
  @Test("both schemes' six springs, (ζ, k) as the note's table")
  func table() throws {
    // The note's rows: spatial fast, default, slow, then effects fast, default, slow.
    let note: [(Material3MotionScheme, [(Double, Double)])] = [
      (.expressive, [(0.6, 800), (0.8, 380), (0.8, 200), (1.0, 3800), (1.0, 1600), (1.0, 800)]),
      (.standard, [(0.9, 1400), (0.9, 700), (0.9, 300), (1.0, 3800), (1.0, 1600), (1.0, 800)]),
    ]
    let tokens: [Material3MotionScheme.Token] = [.fastSpatial, .defaultSpatial, .slowSpatial, .fastEffects, .defaultEffects, .slowEffects]
    for (scheme, row) in note {
      for (token, (zeta, k)) in zip(tokens, row) {
        let spring = scheme.spring(token)
        #expect(spring.dampingRatio == zeta && spring.stiffness == k, "\(scheme) \(token)")
        #expect(try ComposeSpring(dampingRatio: zeta, stiffness: k) == spring)
        #expect(spring.spring.mass == 1 && spring.spring.damping == 2 * zeta * k.squareRoot())
      }
    }
    #expect(Material3MotionScheme.allCases.count == 2 && Material3MotionScheme.Token.allCases.count == 6)
  }

  @Test("token names round-trip; unknown names are a typed error")
  func names() throws {
    for token in Material3MotionScheme.Token.allCases { #expect(try Material3MotionScheme.Token(named: token.name) == token) }
    #expect(throws: PlatformNameError.unknown("DefaultSpatial", .material3MotionSchemeSpring)) {
      try Material3MotionScheme.Token(named: "DefaultSpatial")
    }
  }
}
