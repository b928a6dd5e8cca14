import MotionCurvesPlatforms
import MotionCurvesTiming
import Testing

/// A platform curve as a ``TimingFunction``: named by its canonical text, exact, a bézier where
/// the platform defines one, and its output range.
@Suite("PlatformCurve as a timing function")
struct PlatformCurveTimingFunctionTests {
  @Test("the name reads back as the same curve; béziers keep their control points")
  func names() throws {
    for text in ["swiftui.circularEaseInOut", "swiftui.easeIn", "compose.EaseOutBounce", "compose.FastOutSlowInEasing",
      "material3.emphasized", "material3.standard"]
    {
      guard case let .curve(curve) = try PlatformModel(parsing: text) else {
        Issue.record("\(text) is not a curve")
        continue
      }
      #expect(curve.name == text)
      guard case let .named(named) = curve.timingFunction else {
        Issue.record("\(text) is not named")
        continue
      }
      #expect(named.name == text)
    }
    // Material 3's standard is (0.2, 0, 0, 1) (platform-parity.md §3): its CSS is that bézier.
    guard case let .curve(standard) = try PlatformModel(parsing: "material3.standard") else { return }
    #expect(standard.timingFunction.cssText == "cubic-bezier(0.2, 0, 0, 1)")
    // Same name, same value: equality is by name.
    guard case let .curve(again) = try PlatformModel(parsing: " material3.standard") else { return }
    #expect(again.timingFunction == standard.timingFunction)
  }

  @Test("output range: EaseOutElastic peaks at 1.3730980450125883 (mpmath); the monotone curves span [0, 1]")
  func outputRange() throws {
    // from mpmath import mp, mpf, sin, pi, findroot, diff; mp.dps = 40
    // f = lambda x: 2**(-10*x)*sin((10*x - mpf('0.75'))*2*pi/3) + 1
    // x = findroot(lambda x: diff(f, x), 0.1347); print(x, f(x))
    //   → 0.13473988565359470178… 1.37309804501258828198…
    let range = PlatformCurve.compose(.easeOutElastic).outputRange
    #expect(range.lowerBound == 0)
    #expect(abs(range.upperBound - 1.3730980450125883) <= 1e-9)
    #expect(PlatformCurve.material3(.emphasized).outputRange == 0...1)
    #expect(PlatformCurve.swiftUI(.circularEaseIn).outputRange == 0...1)
    #expect(PlatformCurve.compose(.easeOutBounce).outputRange == 0...1)
  }
}
