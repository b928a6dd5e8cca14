import MotionCurvesCore

// Lengths resolved and interpolated with their exact values kept where they leave the range of
// doubles: the one check of a transform's lengths.

extension CSSLength {
  /// px + percent/100·reference + em·font size as a ``WideDouble`` (exact to about an ulp, at any
  /// magnitude).
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` when a percentage or `em` has nothing to resolve
  ///   against.
  func wideResolved(reference: Double?, fontSize: Double?) throws(TransformError) -> WideDouble {
    let value: Double
    do {
      value = try resolved(reference: reference, fontSize: fontSize)
    } catch {
      throw .unresolved(error)
    }
    guard !value.isFinite else { return WideDouble(value) }
    var exact = WideDouble(px)
    if units.contains(.percent) && percent != 0, let reference {
      exact = exact + WideDouble(percent) * WideDouble(reference) / WideDouble(100)
    }
    if units.contains(.em) && em != 0, let fontSize { exact = exact + WideDouble(em) * WideDouble(fontSize) }
    return exact
  }

  /// The length in px (``resolved(reference:fontSize:)``), finite wherever its exact value is
  /// (`calc(1e308px + -150%)` of a 1e308 box is −5e307 though 150% of it overflows).
  ///
  /// - Throws: ``TransformError/unresolved(_:)`` as ``wideResolved(reference:fontSize:)``, and
  ///   ``TransformError/beyondRange(_:significand:exponent:)`` naming the quantity `name` when
  ///   the exact length is beyond the range of doubles.
  func checkedResolved(reference: Double?, fontSize: Double?, naming name: @autoclosure () -> String)
    throws(TransformError) -> Double
  {
    let exact = try wideResolved(reference: reference, fontSize: fontSize)
    guard exact.value.isFinite else { throw .beyondRange(name(), exact) }
    return exact.value
  }

  /// ``interpolated(to:at:)``, each part checked by ``checkedBlend(_:_:_:_:naming:)``.
  ///
  /// - Throws: ``TransformError/beyondRange(_:significand:exponent:)`` naming `name` and the
  ///   part when a part's exact value is beyond the range of doubles.
  func checkedInterpolated(to end: CSSLength, at t: Double, naming name: @autoclosure () -> String)
    throws(TransformError) -> CSSLength
  {
    var result = interpolated(to: end, at: t)
    if t == 0 || t == 1 { return result }
    result.px = try checkedBlend(px, end.px, t, result.px, naming: name() + " (px)")
    result.percent = try checkedBlend(percent, end.percent, t, result.percent, naming: name() + " (%)")
    result.em = try checkedBlend(em, end.em, t, result.em, naming: name() + " (em)")
    return result
  }
}

/// `computed`, the blend a + (b − a)·t as the caller computed it, when it is finite; where it is
/// not (b − a or the product overflowed), `Double.interpolated(to:at:)`, finite wherever the
/// exact value is; else an error naming `name` with the exact value a·(1 − t) + b·t, which is
/// beyond the range of doubles (`0px` → `100px` at t = 1e308 is 1e310px).
func checkedBlend(
  _ a: Double, _ b: Double, _ t: Double, _ computed: Double, naming name: @autoclosure () -> String
) throws(TransformError) -> Double {
  if computed.isFinite { return computed }
  let value = a.interpolated(to: b, at: t)
  if value.isFinite { return value }
  let exact = WideDouble(a) * WideDouble(1 - t) + WideDouble(b) * WideDouble(t)
  let rounded = exact.value
  guard rounded.isFinite else { throw .beyondRange(name(), exact) }
  return rounded
}
