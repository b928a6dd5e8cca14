import MotionCurvesPlatforms
import Testing

/// The spring values in OpenSwiftUI's tests (OpenSwiftUIProject/OpenSwiftUI, commit
/// 069dd80bce30bb9117b783e963c0ed7f741c7587).
///
/// OpenSwiftUI has no test of `Spring` itself: no file under `Tests/` (on any branch, nor in its
/// history) tests `Spring`, `settlingDuration`, `bounce` or a spring's value or velocity, so there
/// are no spring values observed on Apple devices to take from it. The spring values its tests do
/// give are the two spring rows of `Tests/OpenSwiftUICoreTests/Animation/Animation/
/// CodableAnimationTests.swift`: SwiftUI's archive (protobuf) of a spring animation, which stores
/// the parameters as given. OpenSwiftUICoreTests run against OpenSwiftUI's transcription of
/// SwiftUI, not Apple's binary. Both rows pass as they are.
///
/// The wire values, decoded with python3 (`struct.unpack('<d', …)` on each fixed64 field):
/// `1209190000000000002440` is field 2 (spring) holding field 3 (damping) = 10.0, mass and
/// stiffness omitted as equal to the archive's defaults 1.0 and 100.0;
/// `1a1209000000000000e03f119a9999999999e93f` is field 3 (fluid spring) holding field 1 (response)
/// = 0.5 and field 2 (damping fraction) = 0x3fe999999999999a, the double nearest 0.8, blend
/// duration omitted as 0.
@Suite("SwiftUI Spring: OpenSwiftUI's test values")
struct SwiftUISpringFixtureTests {
  @Test("interpolatingSpring(mass: 1, stiffness: 100, damping: 10) keeps the archived parameters")
  func interpolatingSpringArchive() throws {
    // CodableAnimationTests.swift:29–33, "spring" → "1209190000000000002440" (exact).
    let spring = try SwiftUISpring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 10)
    #expect(SwiftUIAnimation.spring(spring).base == .spring(spring))
    // The parameters it implies, by hand: ω₀ = √(k/m) = 10 rad/s, ζ = c/(2√(mk)) = 10/20 = 0.5,
    // response = 2π/ω₀ = π/5 = 0.628318530717958647692… (mpmath), bounce = 1 − ζ = 0.5.
    #expect(abs(spring.dampingRatio - 0.5) <= 1e-15)
    #expect(abs(spring.response - 0.628318530717958647692) <= 1e-15)
    #expect(abs(spring.bounce - 0.5) <= 1e-15)
  }

  @Test("spring(response: 0.5, dampingFraction: 0.8) keeps the archived parameters")
  func fluidSpringArchive() throws {
    // CodableAnimationTests.swift:34–40, "fluidSpring" → "1a1209000000000000e03f119a9999999999e93f"
    // (exact). The blend duration, 0 there, is the only one this model has.
    let spring = try SwiftUIFluidSpring(response: 0.5, dampingFraction: 0.8)
    #expect(spring.response == 0.5)
    #expect(spring.dampingFraction == 0.8)
    // The spring it integrates, by hand: k = (2π/0.5)² = 16π² = 157.913670417429737901… and
    // c = 2√k·0.8 = 6.4π = 20.106192982974677842… (mpmath, 30 digits).
    #expect(abs(spring.stiffness - 157.913670417429737901) <= 1e-12)
    #expect(abs(spring.damping - 20.106192982974677842) <= 1e-13)
  }
}
