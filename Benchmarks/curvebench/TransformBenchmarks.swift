import CurveReference
import MotionCurves

/// `transform.concat`, `transform.project` and `transform.interpolate`: the per-frame work of a
/// 3-D layer tree, each row with its error against an independent value — products against a
/// compensated (twice-working-precision) dot product, interpolations against the closed form of
/// the blended components built with the constructors.
struct TransformBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let concatName = "64 pairs with perspective (error / ‖A‖‖B‖)"
  static let projectName = "4 corners of 64 layers with perspective (error / coordinates)"
  static let matrixName = "matrix path: 64 pairs, scale·rotate·translate·perspective (error / ‖M‖)"
  static let functionName = "function path: translate() rotate() scale() lists, 64 pairs (error / ‖M‖)"

  func rows() -> [Row] {
    var rows: [Row] = []
    if wants("transform.concat", Self.concatName) { rows += concatRows() }
    if wants("transform.project", Self.projectName) { rows += projectRows() }
    if wants("transform.interpolate", Self.matrixName) { rows += matrixRows() }
    if wants("transform.interpolate", Self.functionName) { rows += functionRows() }
    return rows
  }

  /// A seeded transform: rotation about a random axis, scale in [0.5, 2], translation within
  /// ±500, perspective 200 … 2000.
  static func matrices(seed: UInt64) -> [TransformMatrix3D] {
    var random = SeededRandom(seed: seed)
    return (0..<64).map { _ in
      let u = (0..<11).map { _ in Double.random(in: 0...1, using: &random) }
      var p = TransformMatrix3D.identity
      p.m34 = -1 / (200 + 1800 * u[7])
      return TransformMatrix3D.scale(x: 0.5 + 1.5 * u[4], y: 0.5 + 1.5 * u[5], z: 0.5 + 1.5 * u[6])
        .concatenating(.rotation(angle: 6 * u[0] - 3, x: 2 * u[1] - 1, y: 2 * u[2] - 1, z: 2 * u[3] - 0.9))
        .concatenating(.translation(x: 1000 * u[8] - 500, y: 1000 * u[9] - 500, z: 100 * u[10] - 50))
        .concatenating(p)
    }
  }

  /// A compensated dot product (Ogita, Rump and Oishi's Dot2): as accurate as if computed in
  /// twice the working precision — the reference for products.
  static func dot2(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
    var s = 0.0
    var c = 0.0
    for i in 0..<4 {
      let p = a[i] * b[i]
      let pe = (-p).addingProduct(a[i], b[i])  // the product's rounding error, exactly
      let t = s + p
      let z = t - s
      let se = (s - (t - z)) + (p - z)
      s = t
      c += pe + se
    }
    return s + c
  }

  static func referenceProduct(_ a: TransformMatrix3D, _ b: TransformMatrix3D) -> [Double] {
    let columns = [
      SIMD4(b.m11, b.m21, b.m31, b.m41), SIMD4(b.m12, b.m22, b.m32, b.m42), SIMD4(b.m13, b.m23, b.m33, b.m43),
      SIMD4(b.m14, b.m24, b.m34, b.m44),
    ]
    return [a.row1, a.row2, a.row3, a.row4].flatMap { row in columns.map { dot2(row, $0) } }
  }

  /// The textbook product: three nested loops over 16-element arrays.
  static func plainMultiply(_ a: [Double], _ b: [Double], into c: inout [Double]) {
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[4 * i + k] * b[4 * k + j] }
        c[4 * i + j] = sum
      }
    }
  }

  static func maxNorm(_ values: [Double]) -> Double { values.map(abs).max() ?? 0 }

  func concatRows() -> [Row] {
    let a = Self.matrices(seed: 31)
    let b = Self.matrices(seed: 32)
    let reference = zip(a, b).map { Self.referenceProduct($0, $1) }
    let scale = zip(a, b).map { Self.maxNorm($0.matrix3d) * Self.maxNorm($1.matrix3d) }
    func error(_ products: [[Double]]) -> Double {
      var worst = 0.0
      for i in 0..<products.count {
        worst = max(worst, (zip(products[i], reference[i]).map { abs($0 - $1) }.max() ?? 0) / scale[i])
      }
      return worst
    }
    let arraysA = a.map(\.matrix3d)
    let arraysB = b.map(\.matrix3d)
    var scratch = [Double](repeating: 0, count: 16)
    let ours = zip(a, b).map { $0.concatenating($1).matrix3d }
    let plain = zip(arraysA, arraysB).map { pair -> [Double] in
      var c = [Double](repeating: 0, count: 16)
      Self.plainMultiply(pair.0, pair.1, into: &c)
      return c
    }
    func row(_ implementation: String, _ maxError: Double, _ timing: Harness.Timing) -> Row {
      Row(benchmark: "transform.concat", variant: Self.concatName, implementation: implementation, timing: timing,
          unit: "product", maxError: maxError)
    }
    return [
      row("motioncurves", error(ours), harness.measure(operations: a.count) {
        var sum = 0.0
        let start = varyingStart(a.count)
        for k in 0..<a.count {
          let i = (k + start) % a.count
          let c = a[i].concatenating(b[i])
          sum += (c.row1 + c.row2 + c.row3 + c.row4).sum()
        }
        return sum
      }),
      row("plain-4x4", error(plain), harness.measure(operations: a.count) {
        var sum = 0.0
        let start = varyingStart(arraysA.count)
        for k in 0..<arraysA.count {
          let i = (k + start) % arraysA.count
          Self.plainMultiply(arraysA[i], arraysB[i], into: &scratch)
          for value in scratch { sum += value }
        }
        return sum
      }),
    ]
  }

  func projectRows() -> [Row] {
    let transforms = Self.matrices(seed: 41)
    let layers = transforms.map {
      LayerGeometry(boundsSize: SIMD2(120, 80), position: SIMD2(160, 240), transform: $0)
    }
    // Reference: each corner's homogeneous image by compensated dot products, then the divide.
    var worst = 0.0
    for layer in layers {
      guard let quad = layer.quad else { continue }
      let a = layer.anchor
      let m = layer.transform
      let columns = [SIMD4(m.m11, m.m21, m.m31, m.m41), SIMD4(m.m12, m.m22, m.m32, m.m42), SIMD4(m.m14, m.m24, m.m34, m.m44)]
      let corners = [SIMD2(0.0, 0), SIMD2(120, 0), SIMD2(120, 80), SIMD2(0, 80)]
      for (corner, got) in zip(corners, [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]) {
        let p = SIMD4(corner.x - a.x, corner.y - a.y, -a.z, 1)
        let (x, y, w) = (Self.dot2(p, columns[0]), Self.dot2(p, columns[1]), Self.dot2(p, columns[2]))
        let expected = SIMD2(x / w, y / w) + layer.position
        worst = max(worst, max(abs(got.x - expected.x), abs(got.y - expected.y)) / max(abs(expected.x), abs(expected.y), 1))
      }
    }
    return [
      Row(benchmark: "transform.project", variant: Self.projectName, implementation: "motioncurves",
          timing: harness.measure(operations: layers.count) {
            var sum = 0.0
            let start = varyingStart(layers.count)
            for k in 0..<layers.count {
              let layer = layers[(k + start) % layers.count]
              guard let q = layer.quad else { continue }
              sum += (q.topLeft + q.topRight + q.bottomRight + q.bottomLeft).sum()
            }
            return sum
          }, unit: "layer", maxError: worst)
    ]
  }

  /// Pairs whose exact blend is known: S(s)·R(u, θ)·T(t)·P(d) with one axis u per pair and no z
  /// translation, so the
  /// interpolation at f is S(lerp s)·R(u, lerp θ)·T(lerp t)·P(lerp of −1/d) — a rotation about
  /// one axis slerps to the lerped angle (|θa − θb| < π, the shorter way).
  static func interpolationPairs() -> [(TransformMatrix3D, TransformMatrix3D, TransformMatrix3D)] {
    var random = SeededRandom(seed: 51)
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    return (0..<64).map { _ in
      let axis = SIMD3(r(-1...1), r(-1...1), r(0.2...1))
      let (sa, sb) = (SIMD3(r(0.5...2), r(0.5...2), r(0.5...2)), SIMD3(r(0.5...2), r(0.5...2), r(0.5...2)))
      // No z translation: then m44 = 1 and the decomposition's components are these exactly.
      let (ta, tb) = (SIMD3(r(-500...500), r(-500...500), 0), SIMD3(r(-500...500), r(-500...500), 0))
      let thetaA = r(-1.5...1.5)
      let thetaB = thetaA + r(-1.5...1.5)
      let (pa, pb) = (-1 / r(200...2000), -1 / r(200...2000))
      let f = 0.3
      func compose(_ s: SIMD3<Double>, _ theta: Double, _ t: SIMD3<Double>, _ p: Double) -> TransformMatrix3D {
        var perspective = TransformMatrix3D.identity
        perspective.m34 = p
        return TransformMatrix3D.scale(x: s.x, y: s.y, z: s.z)
          .concatenating(.rotation(angle: theta, x: axis.x, y: axis.y, z: axis.z))
          .concatenating(.translation(x: t.x, y: t.y, z: t.z)).concatenating(perspective)
      }
      return (compose(sa, thetaA, ta, pa), compose(sb, thetaB, tb, pb),
              compose(sa + (sb - sa) * f, thetaA + (thetaB - thetaA) * f, ta + (tb - ta) * f, pa + (pb - pa) * f))
    }
  }

  func matrixRows() -> [Row] {
    let pairs = Self.interpolationPairs()
    let decomposed = pairs.compactMap { pair in
      (try? TransformDecomposition(decomposing: pair.0)).flatMap { a in
        (try? TransformDecomposition(decomposing: pair.1)).map { (a, $0) }
      }
    }
    func error(_ results: [TransformMatrix3D]) -> Double {
      zip(results, pairs).map { got, pair in
        (zip(got.matrix3d, pair.2.matrix3d).map { abs($0 - $1) }.max() ?? 0) / Self.maxNorm(pair.2.matrix3d)
      }.max() ?? 0
    }
    let whole = pairs.map { $0.0.interpolatedOrDiscrete(to: $0.1, at: 0.3, options: .standard) }
    let pre = decomposed.map { $0.0.interpolated(to: $0.1, at: 0.3).matrix }
    let lerped = pairs.map { pair in
      TransformMatrix3D(
        rows: pair.0.row1 + (pair.1.row1 - pair.0.row1) * 0.3, pair.0.row2 + (pair.1.row2 - pair.0.row2) * 0.3,
        pair.0.row3 + (pair.1.row3 - pair.0.row3) * 0.3, pair.0.row4 + (pair.1.row4 - pair.0.row4) * 0.3)
    }
    func row(_ implementation: String, _ maxError: Double, _ timing: Harness.Timing, note: String = "") -> Row {
      Row(benchmark: "transform.interpolate", variant: Self.matrixName, implementation: implementation, timing: timing,
          unit: "call", maxError: maxError, note: note)
    }
    return [
      row("motioncurves", error(whole), harness.measure(operations: pairs.count) {
        var sum = 0.0
        let start = varyingStart(pairs.count)
        for k in 0..<pairs.count {
          let pair = pairs[(k + start) % pairs.count]
          let m = pair.0.interpolatedOrDiscrete(to: pair.1, at: 0.3, options: .standard)
          sum += (m.row1 + m.row2 + m.row3 + m.row4).sum()
        }
        return sum
      }, note: "decomposes both ends per call"),
      row("motioncurves-predecomposed", error(pre), harness.measure(operations: decomposed.count) {
        var sum = 0.0
        let start = varyingStart(decomposed.count)
        for k in 0..<decomposed.count {
          let pair = decomposed[(k + start) % decomposed.count]
          let m = pair.0.interpolated(to: pair.1, at: 0.3).matrix
          sum += (m.row1 + m.row2 + m.row3 + m.row4).sum()
        }
        return sum
      }, note: "ends decomposed once, blend + recompose per frame"),
      row("entry-lerp", error(lerped), harness.measure(operations: pairs.count) {
        var sum = 0.0
        let start = varyingStart(pairs.count)
        for k in 0..<pairs.count {
          let pair = pairs[(k + start) % pairs.count]
          let rows = [pair.0.row1 + (pair.1.row1 - pair.0.row1) * 0.3, pair.0.row2 + (pair.1.row2 - pair.0.row2) * 0.3,
                      pair.0.row3 + (pair.1.row3 - pair.0.row3) * 0.3, pair.0.row4 + (pair.1.row4 - pair.0.row4) * 0.3]
          sum += (rows[0] + rows[1] + rows[2] + rows[3]).sum()
        }
        return sum
      }, note: "not an interpolation of transforms: what naive code does"),
    ]
  }

  func functionRows() -> [Row] {
    var random = SeededRandom(seed: 61)
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    var lists: [(CSSTransformList, CSSTransformList, TransformMatrix3D)] = []
    for _ in 0..<64 {
      let (xa, ya, xb, yb) = (r(-200...200), r(-200...200), r(-200...200), r(-200...200))
      let (da, db) = (r(-720...720), r(-720...720))
      let (sa, sb) = (r(0.5...2), r(0.5...2))
      let a = CSSTransformList([.translate(.px(xa), .px(ya)), .rotate(.degrees(da)), .scale(sa, nil)])
      let b = CSSTransformList([.translate(.px(xb), .px(yb)), .rotate(.degrees(db)), .scale(sb, nil)])
      let f = 0.3
      let s = sa + (sb - sa) * f
      let exact = TransformMatrix3D.scale(x: s, y: s)
        .concatenating(.rotation(degrees: da + (db - da) * f, x: 0, y: 0, z: 1))
        .concatenating(.translation(x: xa + (xb - xa) * f, y: ya + (yb - ya) * f))
      lists.append((a, b, exact))
    }
    let results = lists.map { (try? $0.0.interpolated(to: $0.1, at: 0.3).matrix()) ?? .identity }
    let maxError = zip(results, lists).map { got, entry in
      (zip(got.matrix3d, entry.2.matrix3d).map { abs($0 - $1) }.max() ?? 0) / Self.maxNorm(entry.2.matrix3d)
    }.max() ?? 0
    return [
      Row(benchmark: "transform.interpolate", variant: Self.functionName, implementation: "motioncurves",
          timing: harness.measure(operations: lists.count) {
            var sum = 0.0
            for entry in lists { sum += (try? entry.0.interpolated(to: entry.1, at: 0.3).matrix().m41) ?? 0 }
            return sum
          }, unit: "call", maxError: maxError, note: "allocates the result list; the matrix path does not")
    ]
  }
}
