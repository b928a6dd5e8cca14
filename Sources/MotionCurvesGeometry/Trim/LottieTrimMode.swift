import MotionCurvesCore

/// How a Lottie trim-paths modifier (`"ty": "tm"`, property `m`) applies to the shapes of its
/// group.
public enum LottieTrimMode: Sendable, Hashable {
  /// `m = 1`: the same interval trims every shape, each measured on its own.
  case simultaneously
  /// `m = 2`: the interval trims the shapes laid end to end, as one length — lottie-web lays
  /// them out from the last shape to the first.
  case individually
}
