import CBaselines
import CurveReference
import MotionCurves

/// The `batch.bezier` rows: the batch forms of `CubicBezier.value(at:)` beside the scalar loop
/// over the same inputs and Chromium's solver, per value, each with its error against the
/// double-double reference measured on the timed inputs.
///
/// - one curve, many inputs (`values(at:into:)`): `ease`, and `cubic-bezier(0, 1, 0, 1)` with its
///   vertical tangent, over the 1,024 seeded inputs of `bezier.solve`;
/// - many curves, one input each (`values(of:at:into:)`): 1,024 properties over 32 curves (the five
///   CSS curves and seeded random ones), as in `scene.bezier`.
///
/// Every timed body writes into an output buffer allocated once, outside the timing.
struct BezierBatchBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  static let benchmark = "batch.bezier"

  func rows() throws -> [Row] {
    var rows: [Row] = []
    for (name, p) in [("ease", (0.25, 0.1, 0.25, 1.0)), ("cubic-bezier(0, 1, 0, 1)", (0.0, 1.0, 0.0, 1.0))] {
      let variant = "\(name), one curve × 1,024 x"
      if wants(Self.benchmark, variant) { rows += try oneCurveRows(variant, p) }
    }
    let variant = "32 curves, 1,024 properties × one x"
    if wants(Self.benchmark, variant) { rows += try manyCurvesRows(variant) }
    return rows
  }

  func row(_ variant: String, _ implementation: String, _ error: Double, _ timing: Harness.Timing) -> Row {
    Row(benchmark: Self.benchmark, variant: variant, implementation: implementation, timing: timing,
        unit: "value", maxError: error)
  }

  func oneCurveRows(_ variant: String, _ p: (Double, Double, Double, Double)) throws -> [Row] {
    let xs = BezierBenchmarks.inputs()
    let reference = ReferenceBezier(p.0, p.1, p.2, p.3)
    let exact = xs.map { reference.value(at: $0) }
    let curve = try CubicBezier(p.0, p.1, p.2, p.3)
    var chromium = cbaseline_chromium_bezier()
    cbaseline_chromium_bezier_init(&chromium, p.0, p.1, p.2, p.3)
    var ys = [Double](repeating: 0, count: xs.count)
    func maxError(_ values: [Double]) -> Double { zip(values, exact).reduce(0) { max($0, abs($1.0 - $1.1)) } }

    let batch = xs.withUnsafeBufferPointer { inputs in
      ys.withUnsafeMutableBufferPointer { outputs in
        harness.measure(operations: inputs.count) {
          curve.values(at: inputs, into: outputs)
          return outputs[varyingStart(outputs.count)]
        }
      }
    }
    let batchError = maxError(ys)
    let scalar = xs.withUnsafeBufferPointer { inputs in
      ys.withUnsafeMutableBufferPointer { outputs in
        harness.measure(operations: inputs.count) {
          for i in inputs.indices { outputs[i] = curve.value(at: inputs[i]) }
          return outputs[varyingStart(outputs.count)]
        }
      }
    }
    let scalarError = maxError(ys)
    let c = xs.withUnsafeBufferPointer { inputs in
      withUnsafePointer(to: chromium) { solver in
        harness.measure(operations: inputs.count) {
          cbaseline_chromium_bezier_sum(solver, inputs.baseAddress, inputs.count, 1e-7)
        }
      }
    }
    let chromiumError = withUnsafePointer(to: chromium) { solver in
      maxError(xs.map { cbaseline_chromium_bezier_solve(solver, $0, 1e-7) })
    }
    return [
      row(variant, "motioncurves", batchError, batch),
      row(variant, "scalar-loop", scalarError, scalar),
      row(variant, "chromium-c", chromiumError, c),
    ]
  }

  func manyCurvesRows(_ variant: String) throws -> [Row] {
    var generator = SeededRandom(seed: 4)
    var distinct: [CubicBezier] = [.ease, .easeIn, .easeOut, .easeInOut, .linear]
    while distinct.count < 32 {
      if let c = try? CubicBezier(
        Double.random(in: 0...1, using: &generator), Double.random(in: -0.5...1.5, using: &generator),
        Double.random(in: 0...1, using: &generator), Double.random(in: -0.5...1.5, using: &generator))
      {
        distinct.append(c)
      }
    }
    let count = 1_024
    let curves = (0..<count).map { _ in distinct[Int.random(in: 0..<distinct.count, using: &generator)] }
    let xs = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
    let exact = zip(curves, xs).map { pair in ReferenceBezier(pair.0.x1, pair.0.y1, pair.0.x2, pair.0.y2).value(at: pair.1) }
    let chromium = curves.map { curve in
      var c = cbaseline_chromium_bezier()
      cbaseline_chromium_bezier_init(&c, curve.x1, curve.y1, curve.x2, curve.y2)
      return c
    }
    var ys = [Double](repeating: 0, count: count)
    func maxError(_ values: [Double]) -> Double { zip(values, exact).reduce(0) { max($0, abs($1.0 - $1.1)) } }

    let batch = curves.withUnsafeBufferPointer { curves in
      xs.withUnsafeBufferPointer { inputs in
        ys.withUnsafeMutableBufferPointer { outputs in
          harness.measure(operations: count) {
            CubicBezier.values(of: curves, at: inputs, into: outputs)
            return outputs[varyingStart(outputs.count)]
          }
        }
      }
    }
    let batchError = maxError(ys)
    let scalar = curves.withUnsafeBufferPointer { curves in
      xs.withUnsafeBufferPointer { inputs in
        ys.withUnsafeMutableBufferPointer { outputs in
          harness.measure(operations: count) {
            for i in inputs.indices { outputs[i] = curves[i].value(at: inputs[i]) }
            return outputs[varyingStart(outputs.count)]
          }
        }
      }
    }
    let scalarError = maxError(ys)
    let c = chromium.withUnsafeBufferPointer { solvers in
      xs.withUnsafeBufferPointer { inputs in
        ys.withUnsafeMutableBufferPointer { outputs in
          harness.measure(operations: count) {
            for i in inputs.indices {
              outputs[i] = cbaseline_chromium_bezier_solve(solvers.baseAddress! + i, inputs[i], 1e-7)
            }
            return outputs[varyingStart(outputs.count)]
          }
        }
      }
    }
    let chromiumError = maxError(ys)
    return [
      row(variant, "motioncurves", batchError, batch),
      row(variant, "scalar-loop", scalarError, scalar),
      row(variant, "chromium-c", chromiumError, c),
    ]
  }
}
