import MotionCurvesCore

/// A value coasting from a release velocity to rest: what a scroll view or a dragged object does
/// when the finger lifts and nothing pulls it.
///
/// A decay is a ``SettlingMotion`` of a number: ``SettlingMotion/from`` is where it was released,
/// ``SettlingMotion/to`` where it comes to rest (its *projection*), and ``initialVelocity`` the
/// release velocity, in units per second. Each platform's model adopts it (UIKit's
/// `decelerationRate`, Compose's `exponentialDecay` and `splineBasedDecay`, Android's
/// `OverScroller`, Chromium's fling curves, framer-motion's `inertia`), each documenting its exact
/// motion, its rest position and its error bound.
public protocol DecayMotion: SettlingMotion where Value == Double {
  /// The velocity at release, in units per second.
  var initialVelocity: Double { get }

  /// The first time at which the speed |v(t)| is at most `threshold` units per second, and stays
  /// so: 0 when the release is already that slow; the model's own end when it stops sooner.
  ///
  /// - Throws: ``GestureError`` naming `threshold` unless it is positive and finite.
  func duration(toVelocity threshold: Double) throws(GestureError) -> Double
}

/// A platform's decay, as parameters: it starts a ``DecayMotion`` from any release.
///
/// The one place projection is written: ``DecayModel/projection(from:velocity:)`` is the rest
/// position of the motion the model starts.
public protocol DecayModel: Sendable {
  /// The motion this model starts.
  associatedtype Decay: DecayMotion

  /// The decay released at `position` with `velocity` units per second.
  ///
  /// - Throws: ``GestureError`` naming a value that is not finite, or a release the model refuses.
  func motion(from position: Double, velocity: Double) throws(GestureError) -> Decay
}

extension DecayModel {
  /// Where a release at `position` with `velocity` comes to rest under this model.
  ///
  /// - Throws: as ``motion(from:velocity:)``.
  /// - Precision: as the model's rest position.
  public func projection(from position: Double, velocity: Double) throws(GestureError) -> Double {
    try motion(from: position, velocity: velocity).to
  }
}
