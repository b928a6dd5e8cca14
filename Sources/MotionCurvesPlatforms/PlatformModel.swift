import MotionCurvesCore
import MotionCurvesSprings

/// A timing curve or a spring written the way a platform's code names it, read from one line of
/// text: the spelling `curves timing`, `curves spring --model` and documents share.
///
/// The grammar (white space allowed around `(`, `,`, `:` and `)`; names are case-sensitive, as in
/// the platforms' code):
///
///     model    = family "." name [ "(" [ argument { "," argument } ] ")" ]
///     family   = "swiftui" | "compose" | "material3"
///     argument = label ":" number
///
/// | text | what it is |
/// | --- | --- |
/// | `swiftui.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.circularEaseIn`, `.circularEaseOut`, `.circularEaseInOut` | a ``SwiftUIUnitCurve`` |
/// | `swiftui.smooth`, `.snappy`, `.bouncy`, optionally `(duration: 0.5, extraBounce: 0)` | a ``SwiftUISpring`` preset |
/// | `swiftui.spring(duration: 0.5, bounce: 0)` or `swiftui.spring(response: r, dampingRatio: ζ)` | a ``SwiftUISpring`` |
/// | `swiftui.animation.smooth`, `.snappy`, `.bouncy`, optionally `(duration: 0.5, extraBounce: 0)` | the `Animation` preset's numerical spring, a ``SwiftUIFluidSpring`` |
/// | `swiftui.animation.spring`, optionally `(response: 0.5, dampingFraction: 0.825)` or `(duration: 0.5, bounce: 0)` | `Animation.spring(…)`, a ``SwiftUIFluidSpring`` |
/// | `swiftui.animation.interactiveSpring`, optionally `(response: 0.15, dampingFraction: 0.86)` or `(duration: 0.15, extraBounce: 0)` | `Animation.interactiveSpring(…)`, a ``SwiftUIFluidSpring`` |
/// | `compose.<Easing constant>` (`compose.FastOutSlowInEasing`) | a ``ComposeEasing`` |
/// | `compose.spring(dampingRatio: 1, stiffness: 1500)` (either label may be left out) | a ``ComposeSpring`` |
/// | `material3.<token>` (`material3.emphasized`, `material3.emphasizedDecelerateMDC`) | a ``Material3Easing`` |
/// | `material3.<scheme>.<token>` (`material3.expressive.fastSpatial`) | a ``Material3MotionScheme`` spring |
///
/// Every spring is its exact motion: `swiftui.bouncy` is the `Spring` value's own analytic motion
/// (`Spring.value(target:initialVelocity:time:)`), not the numerical integration SwiftUI runs for
/// `Animation.bouncy`, which is `swiftui.animation.bouncy` (``fluidSpring(_:)``); `material3.emphasized` is the specification's two-segment path (Compose's
/// cubic stand-in is `material3.emphasizedCompose`).
public enum PlatformModel: Sendable, Hashable {
  /// A timing curve.
  case curve(PlatformCurve)
  /// A spring, as the library's exact ``DampedSpring``.
  case spring(DampedSpring)
  /// The numerical spring SwiftUI runs for an `Animation` spring (`swiftui.animation.…`).
  case fluidSpring(SwiftUIFluidSpring)

  /// The families the grammar names, by their prefix.
  public static let families = ["swiftui", "compose", "material3"]

  /// Whether `text` starts with a family's prefix (`swiftui.`, `compose.`, `material3.`): the
  /// text is then meant in this grammar, and a caller reading several syntaxes parses it here.
  public static func isPlatformName(_ text: String) -> Bool {
    let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
    return families.contains { trimmed.hasPrefix($0 + ".") }
  }

  /// Reads `text` in the grammar above.
  ///
  /// - Throws: ``SyntaxError`` naming the offending character: an unknown family or name, a
  ///   missing `.`, `(`, `:` or `)`, an unknown or repeated label, a number that is not finite,
  ///   or parameters the model refuses (the error then points at the name and says why).
  public init(parsing text: String) throws(SyntaxError) {
    var reader = PlatformModelReader(text)
    self = try reader.model()
  }
}
