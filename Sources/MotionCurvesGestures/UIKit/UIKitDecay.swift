import RealModule

/// UIKit's `UIScrollView` deceleration as a decay model: the velocity is multiplied by the
/// `decelerationRate` d every millisecond, v(t) = v₀·d^(1000·t).
///
/// ```swift
/// let motion = try UIKitDecay.normal.motion(from: 0, velocity: 1000)
/// motion.to                  // 499.4998…: v₀·0.4995 s
/// ```
///
/// Apple documents `.normal` and `.fast` but publishes no numbers; 0.998 and 0.99 are third-party
/// values (an Apple-developer forum answer for iPhone OS 3.0, pub.dev fk_webview), and the model
/// v = v₀·d^(1000t) is Ilya Lobanov's reverse-engineering ("Deceleration mechanics of
/// UIScrollView", medium.com/@esskeetit, from WWDC18 #803). Any rate in (0, 1) is accepted.
public struct UIKitDecay: DecayModel, Hashable, Codable {
  /// The factor the velocity keeps per millisecond, in (0, 1).
  public let rate: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms (third-party value, see the type).
  public static let normal = UIKitDecay(validRate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms (third-party value, see the type).
  public static let fast = UIKitDecay(validRate: 0.99)

  /// The decay that keeps `rate` of the velocity per millisecond.
  ///
  /// - Throws: ``GestureError/invalidParameter(name:value:requirement:)`` naming `rate` unless it is
  ///   in (0, 1) (NaN, 0, negative, 1 and above are refused).
  public init(rate: Double) throws(GestureError) {
    guard rate > 0 && rate < 1 else {
      throw .invalidParameter(name: "rate", value: rate, requirement: "in (0, 1)")
    }
    self.init(validRate: rate)
  }

  init(validRate rate: Double) { self.rate = rate }

  /// k = 1000·ln d, per second (negative): v′ = k·v.
  ///
  /// - Precision: within 1 ulp: ln d is taken as log1p(d − 1) for d ≥ 0.5, where d − 1 is exact,
  ///   so rates as near 1 as 0.999999 keep all their digits.
  public var decayConstant: Double {
    1000 * (rate >= 0.5 ? Double.log(onePlus: rate - 1) : Double.log(rate))
  }

  /// The exact projection factor −1/(1000·ln d), in seconds: the rest position is x₀ + v₀ times it
  /// (0.49949983… s at 0.998).
  ///
  /// - Precision: within 2 ulps.
  public var projectionFactor: Double { -1 / decayConstant }

  /// The decay released at `position` with `velocity` points per second.
  ///
  /// - Throws: ``GestureError`` naming `position` or `velocity` when not finite.
  public func motion(from position: Double, velocity: Double) throws(GestureError) -> UIKitDecayMotion {
    try GestureError.requireFinite(position, "position")
    try GestureError.requireFinite(velocity, "velocity")
    return UIKitDecayMotion(model: self, from: position, initialVelocity: velocity)
  }

  /// The same decay read from `{"rate": 0.998}`.
  ///
  /// - Throws: `DecodingError`, or ``GestureError`` for a rate outside (0, 1).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(rate: container.decode(Double.self, forKey: .rate))
  }
}
