/// How a ``SwiftUIKeyframe/cubic(_:duration:startVelocity:endVelocity:)`` keyframe's missing
/// velocity at a joint with another cubic keyframe is computed. Apple documents only "adjacent
/// cubic keyframes result in a Catmull-Rom spline"; the formula for unequal durations is not
/// established (`../shared/notes/platform-parity.md` §4 item 6). The two readings agree when
/// the two segments at a joint have equal durations.
public enum SwiftUIKeyframeTangentRule: String, Sendable, Hashable, Codable, CaseIterable {
  /// The standard non-uniform Catmull-Rom tangent (the default, the most defensible reading): at
  /// the joint k between values p[k−1] and p[k+1] at times t[k−1] and t[k+1],
  /// v = (p[k+1] − p[k−1]) / (t[k+1] − t[k−1]) on both sides, so the motion is C¹ (0 when the
  /// two times coincide).
  case catmullRom
  /// A third-party re-implementation's reading (MetalUI, as the note reports it): the uniform
  /// Catmull-Rom tangent (p[k+1] − p[k−1])/2 per unit of each segment's own progress, i.e. the
  /// velocity (p[k+1] − p[k−1]) / (2h) with h the duration of the segment on that side (0 when
  /// h = 0). With unequal durations the velocity jumps at the joint.
  case uniform
}
