extension RubberBand {
  /// The finger's overscroll x that displays `offset`: the exact inverse
  /// x = b·d/(c·(d − b)), mirrored for negative offsets. Use it to recover where the finger is
  /// from where the content is shown (when a drag resumes on content that is still stretched).
  ///
  /// - Precision: relative error ≤ 1e-15 with respect to the given `offset`; d − |b| is exact when
  ///   |b| ≥ d/2 (Sterbenz). The inverse itself is ill-conditioned near the limit: an offset carrying
  ///   relative error δ gives an overscroll off by δ·d/(d − |b|), so an offset rounded to a double
  ///   recovers x to (1 + u)·1.1e-16, u = c·|x|/d. Near the limit, keep the remaining offset
  ///   instead (``remainingOffset(forOverscroll:)``) and invert it with
  ///   ``overscroll(forRemainingOffset:)``, which is well conditioned there.
  /// - Throws: ``GestureError`` naming `offset` unless it is finite with |offset| < d: no overscroll
  ///   reaches the limit.
  public func overscroll(forOffset offset: Double) throws(GestureError) -> Double {
    try GestureError.requireFinite(offset, "offset")
    guard abs(offset) < dimension else {
      throw .invalidParameter(name: "offset", value: offset, requirement: "of magnitude below the dimension \(dimension)")
    }
    let ratio = abs(offset) / (dimension - abs(offset))
    let magnitude = ratio * (dimension / constant)
    return offset < 0 ? -magnitude : magnitude
  }

  /// The overscroll x (positive; negate it for the other edge) whose offset falls `remaining`
  /// short of the limit: x = (d/c)·(d − r)/r, the inverse of ``remainingOffset(forOverscroll:)``.
  ///
  /// - Precision: relative error ≤ 1e-15 with respect to the given remainder; it is well
  ///   conditioned while r ≤ d/2 (condition number d/(d − r) ≤ 2), which is where
  ///   ``overscroll(forOffset:)`` is not.
  /// - Throws: ``GestureError`` naming `remaining` unless it is in (0, d].
  public func overscroll(forRemainingOffset remaining: Double) throws(GestureError) -> Double {
    guard remaining > 0 && remaining <= dimension else {
      throw .invalidParameter(name: "remaining", value: remaining, requirement: "in (0, \(dimension)]")
    }
    return (dimension - remaining) / remaining * (dimension / constant)
  }

  /// The dimension-relative form: the offset as a fraction of the dimension, b/d = c·f/(1 + c·f),
  /// for an overscroll that is the fraction f = x/d of the dimension. It is the same curve for
  /// every view size, mirrored for negative f.
  ///
  /// - Precision: relative error ≤ 1e-15.
  /// - Throws: ``GestureError`` naming `fraction` unless it is finite, or `constant` unless it is
  ///   positive and finite.
  public static func offsetFraction(
    forOverscrollFraction fraction: Double, constant: Double = RubberBand.appleConstant
  ) throws(GestureError) -> Double {
    try GestureError.requireFinite(fraction, "fraction")
    return try RubberBand(dimension: 1, constant: constant).offset(forOverscroll: fraction)
  }

  /// The inverse of the dimension-relative form: the overscroll fraction f = x/d that shows the
  /// offset fraction `fraction` = b/d, f = b/(c·(1 − b)).
  ///
  /// - Precision: as ``overscroll(forOffset:)`` with d = 1.
  /// - Throws: ``GestureError`` naming `offset` unless |fraction| < 1, or `constant` unless it is
  ///   positive and finite.
  public static func overscrollFraction(
    forOffsetFraction fraction: Double, constant: Double = RubberBand.appleConstant
  ) throws(GestureError) -> Double {
    try RubberBand(dimension: 1, constant: constant).overscroll(forOffset: fraction)
  }
}
