import Foundation
import MotionCurvesCore
import MotionCurvesGestures

/// A test-only decay, written here so that the snapping tests depend on no platform model:
/// v(t) = v₀·e^(−t/τ), x(t) = x₀ + v₀τ·(1 − e^(−t/τ)), rest position x₀ + v₀τ (the projection).
struct ExponentialTestDecay: DecayModel {
  /// The time constant τ, in seconds.
  var tau: Double

  func motion(from position: Double, velocity: Double) throws(GestureError) -> Coast {
    guard position.isFinite else { throw .invalidParameter(name: "position", value: position, requirement: "finite") }
    guard velocity.isFinite else { throw .invalidParameter(name: "velocity", value: velocity, requirement: "finite") }
    return Coast(from: position, initialVelocity: velocity, tau: tau)
  }

  struct Coast: DecayMotion, Hashable {
    typealias Value = Double
    let from: Double
    let initialVelocity: Double
    let tau: Double

    var to: Double { from + initialVelocity * tau }

    func value(at t: Double) -> Double {
      guard t > 0 else { return t.isNaN ? t : from }
      return to - initialVelocity * tau * exp(-t / tau)
    }

    func velocity(at t: Double) -> Double {
      guard t > 0 else { return t.isNaN ? t : initialVelocity }
      return initialVelocity * exp(-t / tau)
    }

    /// |x − to| = |v₀|τ·e^(−t/τ) ≤ ε·|v₀|τ from t = τ·ln(1/ε).
    func settlingDuration(epsilon: Double) throws(SamplingError) -> Double {
      initialVelocity == 0 ? 0 : tau * log(1 / epsilon)
    }

    func duration(toVelocity threshold: Double) throws(GestureError) -> Double {
      abs(initialVelocity) <= threshold ? 0 : tau * log(abs(initialVelocity) / threshold)
    }
  }
}
