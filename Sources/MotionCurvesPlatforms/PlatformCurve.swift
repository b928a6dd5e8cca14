/// A timing curve as a platform names it: SwiftUI's `UnitCurve`, a Jetpack Compose `Easing`, or a
/// Material 3 easing token — what ``PlatformModel`` reads from `swiftui.easeInOut`,
/// `compose.FastOutSlowInEasing` or `material3.emphasized`.
public enum PlatformCurve: Sendable, Hashable {
  /// SwiftUI's `UnitCurve`, evaluated exactly (``SwiftUIUnitCurve/Mode/exact``).
  case swiftUI(SwiftUIUnitCurve)
  /// A Jetpack Compose `Easing` constant, evaluated exactly.
  case compose(ComposeEasing)
  /// A Material 3 easing token (its two-segment path for `emphasized`).
  case material3(Material3Easing)

  /// The output progress at input progress `x`, within the wrapped curve's stated bound.
  public func value(at x: Double) -> Double {
    switch self {
    case let .swiftUI(curve): curve.value(at: x)
    case let .compose(easing): easing.value(at: x)
    case let .material3(token): token.value(at: x)
    }
  }

  /// The slope dy/dx at input progress `x`, as the wrapped curve defines it.
  public func velocity(at x: Double) -> Double {
    switch self {
    case let .swiftUI(curve): curve.velocity(at: x)
    case let .compose(easing): easing.velocity(at: x)
    case let .material3(token): token.velocity(at: x)
    }
  }
}
