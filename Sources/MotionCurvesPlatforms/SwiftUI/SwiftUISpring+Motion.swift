import MotionCurvesCore
import MotionCurvesSprings

extension SwiftUISpring {
  /// SwiftUI's `value(target:initialVelocity:time:)`: the value at `time` of the spring moving from
  /// 0 toward `target`, starting at `initialVelocity` units per second — SwiftUI's under-, critically
  /// and over-damped closed forms, evaluated exactly by ``SpringMotion``.
  ///
  /// SwiftUI's own closed forms lose accuracy next to ζ = 1 (the over-damped form divides by
  /// 2ω_d → 0); this evaluation does not.
  ///
  /// - Precision: within 1e-12·max(|target|, |v₀|/ω₀) of the exact motion for every damping ratio
  ///   (including 1 ± 1e-12) and time up to 1e6 s (``SpringMotion/value(at:)``).
  /// - Returns: 0 for time ≤ 0 (the start); NaN when time is NaN or target or initialVelocity is
  ///   not finite.
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    guard let motion = try? SpringMotion(spring: dampedSpring, from: 0, to: target, initialVelocity: initialVelocity)
    else { return .nan }
    return motion.value(at: time)
  }

  /// SwiftUI's `velocity(target:initialVelocity:time:)`: the derivative of
  /// ``value(target:initialVelocity:time:)`` with respect to time, in units per second.
  ///
  /// - Precision: within 1e-12·max(|target|, |v₀|/ω₀)·ω₀ of the exact velocity
  ///   (``SpringMotion/velocity(at:)``).
  /// - Returns: `initialVelocity` for time ≤ 0; NaN when an argument is NaN or the target or
  ///   velocity is infinite.
  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    guard let motion = try? SpringMotion(spring: dampedSpring, from: 0, to: target, initialVelocity: initialVelocity)
    else { return .nan }
    return motion.velocity(at: time)
  }
}
