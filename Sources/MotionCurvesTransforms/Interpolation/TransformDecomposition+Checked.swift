import MotionCurvesCore

// The recomposed matrix of blended components, checked: where an entry is beyond the range of
// doubles, it is recomputed in wide arithmetic to be named with its value.

extension TransformDecomposition {
  /// ``matrix``, or ``TransformError/beyondRange(_:significand:exponent:)`` naming the first
  /// entry (with `suffix`) whose exact value is beyond the range of doubles. The components must
  /// be finite.
  func checkedMatrix(naming suffix: String) throws(TransformError) -> TransformMatrix3D {
    let m = matrix
    if m.largestMagnitude.isFinite { return m }
    let basis = Self.rotationRows(quaternion)
    let b = [basis.0, basis.1, basis.2].map { v in [v.x, v.y, v.z].map(WideDouble.init) }
    let (s, k) = (scale, skew)
    func w(_ x: Double) -> WideDouble { WideDouble(x) }
    func combination(_ c: [WideDouble]) -> [WideDouble] {
      (0..<3).map { j in
        var sum = WideDouble(0)
        for i in c.indices { sum = sum + c[i] * b[i][j] }
        return sum
      }
    }
    let rows: [[WideDouble]] = [
      combination([w(s.x)]),
      combination([w(s.y) * w(k.x), w(s.y)]),
      combination([w(s.z) * w(k.y), w(s.z) * w(k.z), w(s.z)]),
      [w(translation.x), w(translation.y), w(translation.z)],
    ]
    let p = [w(perspective.x), w(perspective.y), w(perspective.z)]
    for (i, row) in rows.enumerated() {
      var last = i == 3 ? w(perspective.w) : WideDouble(0)
      for j in 0..<3 {
        last = last + row[j] * p[j]
        if !row[j].value.isFinite { throw .beyondRange(TransformError.Parameter.entry(i, j).rawValue + suffix, row[j]) }
      }
      if !last.value.isFinite { throw .beyondRange(TransformError.Parameter.entry(i, 3).rawValue + suffix, last) }
    }
    // Every entry is in range, but the computation in doubles overflowed on the way: the wide one.
    var result = TransformMatrix3D.identity
    for (i, row) in rows.enumerated() {
      var last = i == 3 ? w(perspective.w) : WideDouble(0)
      for j in 0..<3 { last = last + row[j] * p[j] }
      result[row: i] = SIMD4(row[0].value, row[1].value, row[2].value, last.value)
    }
    return result
  }
}

extension ResidualDecomposition2D {
  /// ``interpolate(_:_:_:)`` with every number checked: the angle reduced modulo a turn where its
  /// blend leaves the range of doubles, any other component or entry beyond the range an error
  /// naming it (with `suffix`).
  static func checkedInterpolation(_ from: ResidualDecomposition2D, _ to: ResidualDecomposition2D, _ t: Double, naming suffix: String)
    throws(TransformError) -> TransformMatrix3D
  {
    let plain = interpolate(from, to, t)
    if plain.largestMagnitude.isFinite { return plain }
    // Repeat the blend with each number checked (the angle adjustments of `interpolate` first).
    let (a, b) = aligned(from, to)
    func lerp(_ x: Double, _ y: Double, _ what: String) throws(TransformError) -> Double {
      try checkedBlend(x, y, t, x + (y - x) * t, naming: what + suffix)
    }
    var r = a
    r.translation = SIMD2(try lerp(a.translation.x, b.translation.x, "translation x"), try lerp(a.translation.y, b.translation.y, "translation y"))
    r.scale = SIMD2(try lerp(a.scale.x, b.scale.x, "scale x"), try lerp(a.scale.y, b.scale.y, "scale y"))
    r.angle = CSSAngle.degrees(a.angle).interpolatedModuloTurn(to: .degrees(b.angle), at: t).value
    for i in 0..<4 { r.residual[i] = try lerp(a.residual[i], b.residual[i], "residual[\(i)]") }
    let m = r.matrix
    for i in [0, 1] {
      for j in [0, 1] where !m[row: i][j].isFinite {
        let (s, c) = Double.sineAndCosine(degrees: r.angle)
        let sign = i == 0 ? 1.0 : -1.0
        let (first, second) = i == 0 ? (c, s) : (s, c)
        let inner = WideDouble(sign * first) * WideDouble(r.residual[j]) + WideDouble(second) * WideDouble(r.residual[2 + j])
        throw .beyondRange(TransformError.Parameter.entry(i, j).rawValue + suffix, WideDouble(i == 0 ? r.scale.x : r.scale.y) * inner)
      }
    }
    return m
  }
}
