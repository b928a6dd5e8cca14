import MotionCurvesCore

extension CSSTransformList {
  /// The list a `fraction` of the way to `end`, by CSS Transforms 1/2 and the resolution of
  /// csswg-drafts#3215 ("pad, interpolate the prefix, then smoosh"), as Chromium's
  /// `TransformOperations::Blend` implements it:
  ///
  /// 1. `none` is a list of identity functions matching the other side.
  /// 2. Over the longest prefix where the functions are of one family (translate*, scale*,
  ///    rotate*/rotate3d, skew, skewX, skewY, perspective, matrix/matrix3d) — the whole of both
  ///    lists when the shorter one matches throughout, padded with identities — each pair blends
  ///    as functions: same-named ones keep their form, others go through the 2-D or 3-D
  ///    primitive; `rotate3d` lerps the angle when the axes agree or one angle is 0, else slerps;
  ///    `perspective()` blends −1/d.
  /// 3. The rest of each list becomes one matrix, and the two matrices blend by decomposition
  ///    (``TransformMatrix3D/interpolated(to:at:options:)``), giving a `matrix()` or `matrix3d()`.
  /// 4. When a matrix cannot be decomposed the animation is discrete: `self` before 0.5, `end`
  ///    from 0.5 on.
  ///
  /// Fractions outside [0, 1] extrapolate. At 0 and 1 the result is that end's functions
  /// exactly, with two exceptions that make it the value the interpolation computes there (what
  /// `getComputedStyle` reports mid-animation): a `none` end against a list is that list's
  /// identity functions (CSS Transforms 1 §"Interpolation of Transforms": `none` is replaced by
  /// the identity functions of the other list), so its computed value is
  /// `matrix(1, 0, 0, 1, 0, 0)` as in Chromium 156 (issue 28), not `none`; and where the end's
  /// part that is interpolated as a matrix holds `perspective()` or `matrix3d()`, that part is
  /// its matrix normalized by m44, as recomposition gives it
  /// (``TransformMatrix3D/interpolated(to:at:options:)``). A blended angle
  /// (of a rotation or a skew) that leaves the range of doubles is kept reduced modulo a turn,
  /// exactly — the same transform (`rotate(0deg)` → `rotate(90deg)` at 1e308 is `rotate(0deg)`,
  /// since 9e309 is a multiple of 360); any other number whose exact blend is beyond the range
  /// is an error.
  ///
  /// The context is always passed here, so that a length that cannot be resolved is an error; the
  /// list's ``Interpolatable`` conformance, ``interpolated(to:at:)``, has none and animates
  /// discretely instead.
  ///
  /// - Parameters:
  ///   - end: the list at fraction 1.
  ///   - fraction: how far to go, 0 at `self` and 1 at `end`; any finite number.
  ///   - options: the engine differences (shortest path, singular threshold, 2-D decomposition).
  ///   - context: what percentages and `em` resolve against — needed only when a matrix must be
  ///     built from functions that use them (`CSSTransformContext()` when there is nothing to
  ///     resolve against).
  /// - Throws: ``TransformError/unresolved(_:)`` when a matrix is needed and a length cannot be
  ///   resolved; ``TransformError/beyondRange(_:significand:exponent:)`` naming the number (a
  ///   length, a scale factor, a component or entry of a blended matrix) whose exact blend is
  ///   beyond the range of doubles (`translate(0px)` → `translate(100px)` at 1e308: 1e310px).
  /// - Complexity: O(n) in the number of functions.
  public func interpolated(
    to end: CSSTransformList, at fraction: Double, options: TransformInterpolationOptions = .standard,
    context: CSSTransformContext
  ) throws(TransformError) -> CSSTransformList {
    if isNone && end.isNone { return .none }
    let a = functions
    let b = end.functions
    let shorter = min(a.count, b.count)
    var prefix = 0
    while prefix < shorter && a[prefix].family == b[prefix].family { prefix += 1 }
    if prefix == shorter { prefix = max(a.count, b.count) }
    let atEnd = fraction == 0 || fraction == 1
    if atEnd {
      // The end as it is, `none` as the other list's identity functions. Its part interpolated as
      // a matrix is computed below when that part may have m44 ≠ 1 (normalized), or when the end
      // is `none` (an undecomposable other end makes the animation discrete: `none` stays).
      let keptIsNone = fraction == 0 ? isNone : end.isNone
      let kept = fraction == 0 ? (isNone ? b.map(\.identity) : a) : (end.isNone ? a.map(\.identity) : b)
      let matrixPart = kept.indices.filter { $0 >= prefix || kept[$0].family == .matrix }
      if matrixPart.isEmpty || !(keptIsNone || matrixPart.contains(where: { kept[$0].mayChangeM44 })) {
        return CSSTransformList(kept)
      }
    }
    let discrete = fraction < 0.5 ? self : end
    var result: [CSSTransformFunction] = []
    result.reserveCapacity(prefix + 1)
    for i in 0..<prefix {
      let from = i < a.count ? a[i] : b[i].identity
      let to = i < b.count ? b[i] : a[i].identity
      if atEnd && from.family != .matrix {
        result.append(fraction == 0 ? from : to)
        continue
      }
      guard let blended = try from.blended(to: to, at: fraction, options: options, context: context) else {
        return discrete
      }
      result.append(blended)
    }
    if prefix < max(a.count, b.count) {
      let from = try CSSTransformList(Array(a[prefix...])).matrix(in: context)
      let to = try CSSTransformList(Array(b[prefix...])).matrix(in: context)
      guard let m = try from.checkedInterpolation(to: to, at: fraction, options: options) else { return discrete }
      result.append(TransformMatrix2D(exactly: m).map { .matrix($0) } ?? .matrix3d(m))
    }
    return CSSTransformList(result)
  }
}

extension CSSTransformList: Interpolatable {
  /// The list a fraction `t` of the way to `end` — the ``Interpolatable`` conformance:
  /// ``interpolated(to:at:options:context:)`` with the standard options and no reference box or
  /// font size. When the blend needs a matrix of functions with percentages or `em`, or has a
  /// number beyond the range of doubles, it is discrete (`self` before 0.5, `end` from 0.5 on) —
  /// the throwing form resolves lengths against a context and names a number out of range.
  public func interpolated(to end: CSSTransformList, at t: Double) -> CSSTransformList {
    (try? interpolated(to: end, at: t, context: CSSTransformContext())) ?? (t < 0.5 ? self : end)
  }

  /// The distance between the lists' matrices (``TransformMatrix3D/euclideanDistance(to:)``),
  /// with percentages resolved against a 100 × 100 px box and `em` as 16px (web-platform-tests'
  /// reference) when the lists use them.
  public func euclideanDistance(to other: CSSTransformList) -> Double {
    let context = CSSTransformContext(referenceBox: SIMD2(100, 100), fontSize: 16)
    guard let a = try? matrix(in: context), let b = try? other.matrix(in: context) else { return .infinity }
    return a.euclideanDistance(to: b)
  }
}
