@testable import MotionCurves
import Testing

@Test func debugCase() throws {
  let c = try CubicBezier(0.13973435255296562, -1.0876467553836, 0.9771883495170952, -0.4074621621288208)
  let s = c.solver
  let x = 0.9999998807907104
  let (j, f) = BezierSolver.locate(x)
  let r = s.cells.withUnsafeBufferPointer { buf in
    let cell = buf.baseAddress! + j
    let u = s.guess(cell, f)
    let (step, y) = s.halley(cell, x, u)
    let refined = BezierSolver.refine(x, s.cells, s.brackets, j, s.q3, from: u)
    return (u, step, y, refined, cell.pointee.accept, BezierSolver.expansion(cell, s.q3, refined).0.y, (y.0 - step * y.1) + (step * step) * y.2, BezierSolver.expansion(cell, s.q3, u - step).0.y)
  }
  print("j", j, "f", f, "u", r.0, "step", r.1, "accept", r.4, "u-step", r.0 - r.1, "refined", r.3)
  print("fast y", r.6, "y at refined", r.5, "y at u-step", r.7, "value", c.value(at: x))
  print("bracket", s.brackets[j], "q", s.cells[j].q0, s.cells[j].q1, s.cells[j].q2, s.q3)
}
