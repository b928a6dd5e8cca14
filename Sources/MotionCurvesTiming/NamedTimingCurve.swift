import MotionCurvesCore

/// An exact timing curve defined in another layer and known by a name: what
/// ``TimingFunction/named(_:)`` carries, so that a platform's curve (SwiftUI's `circularEaseIn`,
/// Compose's `EaseOutBounce`, Material 3's two-segment `emphasized` path) is a timing function
/// wherever one is accepted, evaluated exactly rather than through a cubic stand-in.
///
/// The name determines the curve: two named curves are equal, and hash alike, when their names
/// are equal (the layer that makes them, `MotionCurvesPlatforms`, gives each name one curve), so
/// a document that reads `"material3.emphasized"` and one that reads it again hold equal values.
/// When the curve is a cubic bézier, ``bezier`` holds it, and CSS and Core Animation output gives
/// it exactly.
///
/// The curve is kept behind one reference, made once: a ``TimingFunction`` stays as small as its
/// other cases, and evaluating a named curve is one call through the existential, without
/// allocating.
public struct NamedTimingCurve: TimingCurve, Hashable {
  private final class Storage: Sendable {
    let name: String
    let curve: any TimingCurve
    let bezier: CubicBezier?

    init(name: String, curve: any TimingCurve, bezier: CubicBezier?) {
      self.name = name
      self.curve = curve
      self.bezier = bezier
    }
  }

  private let storage: Storage

  /// The curve `curve` under the name `name` (its canonical text, `"material3.emphasized"`), with
  /// `bezier` when the curve is exactly that cubic bézier on [0, 1].
  public init(name: String, curve: any TimingCurve, bezier: CubicBezier? = nil) {
    storage = Storage(name: name, curve: curve, bezier: bezier)
  }

  /// The canonical name: what documents write and read back.
  public var name: String { storage.name }

  /// The exact curve.
  public var curve: any TimingCurve { storage.curve }

  /// The cubic bézier the curve is, when it is one; nil otherwise.
  public var bezier: CubicBezier? { storage.bezier }

  /// The curve's output at `x`, as ``curve`` defines it (within its stated bound).
  ///
  /// - Complexity: one call of the curve's own `value(at:)`; never allocates.
  public func value(at x: Double) -> Double { curve.value(at: x) }

  /// The curve's slope at `x`, as ``curve`` defines it.
  public func velocity(at x: Double) -> Double { curve.velocity(at: x) }

  /// The curve's smallest and largest output over [0, 1], as ``curve`` states it.
  public var outputRange: ClosedRange<Double> { curve.outputRange }

  /// The largest deviation the CSS form of a curve that is not a cubic bézier may have: 0.001 of
  /// the curve's output range (a tenth of a pixel over 100 px), as
  /// ``TimingFunction/linear(approximating:tolerance:)-(TimingFunction,_)``'s default.
  public static let cssTolerance = 0.001

  /// The curve as CSS can write it: its exact `cubic-bezier()` when it is one, otherwise the
  /// `linear()` approximation within ``cssTolerance`` of the output range everywhere on [0, 1].
  ///
  /// - Throws: as ``TimingFunction/linear(approximating:tolerance:)-((Double)->Double,_)`` when
  ///   the curve is not finite on [0, 1] or needs more than ``TimingFunction/linearStopLimit``
  ///   stops.
  public func cssEasing() throws(TimingFunctionError) -> TimingFunction {
    if let bezier { return .cubicBezier(bezier) }
    let curve = self.curve
    return try TimingFunction.linear(approximating: { curve.value(at: $0) }, tolerance: Self.cssTolerance)
  }

  /// Equal when the names are equal: the name determines the curve.
  public static func == (a: NamedTimingCurve, b: NamedTimingCurve) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
