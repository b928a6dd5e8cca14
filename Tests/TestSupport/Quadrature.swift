/// Composite Simpson's rule for ∫ₐᵇ f with `n` (even) intervals, f sampled at a + i·h for
/// i = 0 … n: the independent reference integral of the arc-length tests (error O(h⁴) for a
/// smooth f). b < a gives the negated integral.
public func simpson(_ f: (Double) -> Double, from a: Double, to b: Double, intervals n: Int) -> Double {
  let h = (b - a) / Double(n)
  var sum = 0.0
  for i in 0...n {
    let weight: Double = i == 0 || i == n ? 1 : (i % 2 == 1 ? 4 : 2)
    sum += weight * f(a + Double(i) * h)
  }
  return sum * h / 3
}
