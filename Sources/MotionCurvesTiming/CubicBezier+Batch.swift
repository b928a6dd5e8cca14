import MotionCurvesCore

extension CubicBezier {
  /// The output progress at every input of `inputs`, written to `outputs` at the same index:
  /// `outputs[i] = value(at: inputs[i])`, bit for bit.
  ///
  /// This is ``value(at:)`` over a buffer, for an engine that eases many values by one curve each
  /// frame. Inputs inside (0, 1) are taken two at a time, one per lane of a `SIMD2`, each lane
  /// performing exactly the scalar path's operations in the same order (the table look-up, the
  /// quintic guess, one Halley step and the y correction), so the results are the scalar results
  /// to the last bit; an input whose Halley step is not final, and every input outside (0, 1),
  /// goes through ``value(at:)`` itself. Call it inside `withUnsafeBufferPointer` of the input
  /// array and `withUnsafeMutableBufferPointer` of an output array of the same count, allocated
  /// once and reused every frame.
  ///
  /// - Precision: as ``value(at:)``: |value − y_exact| ≤ 1e-12 · max(1, |y1|, |y2|) for every
  ///   x ∈ [0, 1], and each output equals the scalar result exactly.
  /// - Precondition: `outputs.count == inputs.count`.
  /// - Complexity: O(n) for n inputs, allocation-free; the inputs and outputs may not overlap
  ///   unless they are the same buffer.
  @inlinable
  public func values(at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>) {
    precondition(outputs.count == inputs.count, "values(at:into:) needs one output per input")
    guard let xs = inputs.baseAddress, let ys = outputs.baseAddress else { return }
    let count = inputs.count
    if solver.isIdentity {
      for i in 0..<count { ys[i] = value(at: xs[i]) }
      return
    }
    let (q3, table) = (solver.q3, solver.cells)
    var i = 0
    while i + 1 < count {
      let x = SIMD2(xs[i], xs[i + 1])
      let inside = (x .> 0) .& (x .< 1)
      // An input outside (0, 1) runs the fast path at ½ (any inside point) and is replaced.
      let (values, final) = BezierSolver.pair(x.replacing(with: 0.5, where: .!inside), table, table, q3, q3)
      ys[i] = inside[0] && final[0] ? values.x : value(at: x.x)
      ys[i + 1] = inside[1] && final[1] ? values.y : value(at: x.y)
      i += 2
    }
    if i < count { ys[i] = value(at: xs[i]) }
  }

  /// The output progress of each curve at its own input: `outputs[i] =
  /// curves[i].value(at: inputs[i])`, bit for bit.
  ///
  /// This is ``value(at:)`` over many animations that each have their own curve — the shape of an
  /// engine's frame, where every running animation is eased once. Pairs of curves are evaluated
  /// together, one per lane of a `SIMD2`, each lane performing exactly the scalar path's
  /// operations in the same order, so the results are the scalar results to the last bit; an input
  /// whose Halley step is not final, an input outside (0, 1) and a diagonal curve go through
  /// ``value(at:)`` itself.
  ///
  /// - Precision: as ``value(at:)``: |value − y_exact| ≤ 1e-12 · max(1, |y1|, |y2|) for every
  ///   x ∈ [0, 1], and each output equals the scalar result exactly.
  /// - Precondition: `inputs.count == curves.count` and `outputs.count == curves.count`.
  /// - Complexity: O(n) for n curves, allocation-free (it reads the curves' tables, built by
  ///   their initializers).
  @inlinable
  public static func values(
    of curves: UnsafeBufferPointer<CubicBezier>, at inputs: UnsafeBufferPointer<Double>,
    into outputs: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      inputs.count == curves.count && outputs.count == curves.count,
      "values(of:at:into:) needs one input and one output per curve")
    guard let cs = curves.baseAddress, let xs = inputs.baseAddress, let ys = outputs.baseAddress else { return }
    let count = curves.count
    var i = 0
    while i + 1 < count {
      // The solvers' fields read in place (trivial values and table pointers): no curve is
      // copied and no reference counted.
      let x = SIMD2(xs[i], xs[i + 1])
      let inside = (x .> 0) .& (x .< 1)
      if cs[i].solver.isIdentity || cs[i + 1].solver.isIdentity {
        ys[i] = cs[i].value(at: x.x)
        ys[i + 1] = cs[i + 1].value(at: x.y)
      } else {
        let (values, final) = BezierSolver.pair(
          x.replacing(with: 0.5, where: .!inside), cs[i].solver.cells, cs[i + 1].solver.cells, cs[i].solver.q3,
          cs[i + 1].solver.q3)
        ys[i] = inside[0] && final[0] ? values.x : cs[i].value(at: x.x)
        ys[i + 1] = inside[1] && final[1] ? values.y : cs[i + 1].value(at: x.y)
      }
      i += 2
    }
    if i < count { ys[i] = cs[i].value(at: xs[i]) }
  }
}
