extension LottieProperty where Value == [Double] {
  /// The value at frame `frame` of the containing composition (lottie.md §1.2: a keyframe at `t`
  /// is reached when the composition's time is `t`), in the file's units (degrees, percent).
  ///
  /// Segment lookup is lottie-web's `interpolateValue` (§2.3): the first value before the first
  /// keyframe, the last after the last, a hold keeping its start value; each dimension eased by
  /// its own handle where the file gives arrays. A segment whose start keyframe has spatial
  /// tangents (`to`/`ti`, §2.5) moves along its motion path: in ``LottieEvaluationMode/exact`` at
  /// the exact fraction of the arc length the eased progress gives; in
  /// ``LottieEvaluationMode/lottieWeb`` along lottie-web's 150-point polyline, with its collinear
  /// segments made straight. `multidimensional` says the property is one lottie-web stores in a
  /// `Float32Array` (position, anchor, scale); in lottieWeb mode its values are rounded to `Float`.
  ///
  /// - Precision: exact mode: the easing within ``CubicBezier``'s bound (≤ 1e-14), the spatial point
  ///   within 1.1e-12 of the path's length; lottieWeb mode: lottie-web's arithmetic in doubles,
  ///   the stored values rounded as it rounds them.
  /// - Complexity: O(keyframes) (plus O(150) per lottieWeb motion path): it compiles the property
  ///   for this one frame and allocates the result. A ``LottieProgram`` compiles once and evaluates
  ///   every frame allocation-free.
  public func value(atFrame frame: Double, mode: LottieEvaluationMode, multidimensional: Bool = false) -> [Double] {
    let compiled = LottieCompiledProperty(self, mode: mode, multidimensional: multidimensional)
    var out = [Double](repeating: 0, count: compiled.maximumCount)
    let n = out.withUnsafeMutableBufferPointer { compiled.value(atFrame: frame, into: $0) }
    return Array(out.prefix(n))
  }
}
