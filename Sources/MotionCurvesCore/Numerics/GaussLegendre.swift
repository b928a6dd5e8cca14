import RealModule

// Gauss–Legendre quadrature for the arc-length integrals: the 16- and 24-point rules (nodes and
// weights computed once by Newton's method on the Legendre polynomials, to full double
// precision) and an adaptive integrator that accepts the 24-point value of an interval when the
// 16-point value agrees with it within the interval's share of the tolerance, else halves it.

/// The Gauss–Legendre rules and the adaptive integrator used by every arc-length computation.
@usableFromInline
package enum GaussLegendre {
  /// The positive nodes of the n-point rule on [−1, 1] and their weights (n even: the rule is
  /// symmetric, so each pair (±x, w) appears once).
  package struct Rule: Sendable {
    let nodes: [Double]
    let weights: [Double]

    init(order n: Int) {
      var nodes: [Double] = [], weights: [Double] = []
      /// P_n(x) by the three-term recurrence, and P_n′(x) from P_n and P_{n−1}.
      func legendre(_ x: Double) -> (value: Double, derivative: Double) {
        var p0 = 1.0, p1 = x
        for k in 2...n {
          let p2 = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
          p0 = p1
          p1 = p2
        }
        return (p1, Double(n) * (x * p1 - p0) / (x * x - 1))
      }
      for i in 1...(n / 2) {
        var x = Double.cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
        // Newton's method converges quadratically from this guess: once a step is within a few
        // ulps, one more makes the node exact to rounding.
        for _ in 0..<100 {
          let (value, derivative) = legendre(x)
          let step = value / derivative
          x -= step
          if abs(step) <= 1e-15 {
            let (value, derivative) = legendre(x)
            x -= value / derivative
            break
          }
        }
        // One more evaluation at the converged node for the weight.
        let derivative = legendre(x).derivative
        nodes.append(x)
        weights.append(2 / ((1 - x * x) * derivative * derivative))
      }
      self.nodes = nodes
      self.weights = weights
    }
  }

  package static let rule16 = Rule(order: 16)

  /// The 4q-point rules on [−1, 1], q = 1 … 32 (4, 8, …, 128 points), one after another (see
  /// `offset(ofQuarter:)`): the 4q-point rule is its 4q nodes (−x₀, x₀, −x₁, x₁, …) then their
  /// 4q weights, so that four nodes load at once. (A pointer, allocated once and never freed, so
  /// that reading it costs no reference counting.)
  package nonisolated(unsafe) static let rules: UnsafePointer<Double> = {
    var table: [Double] = []
    for q in 1...32 {
      let rule = Rule(order: 4 * q)
      for x in rule.nodes {
        table.append(-x)
        table.append(x)
      }
      for w in rule.weights {
        table.append(w)
        table.append(w)
      }
    }
    let pointer = UnsafeMutablePointer<Double>.allocate(capacity: table.count)
    pointer.initialize(from: table, count: table.count)
    return UnsafePointer(pointer)
  }()

  /// Where the 4q-point rule (1 ≤ q ≤ 32) starts in `rules`: the rules before it take
  /// 8·(1 + 2 + … + (q − 1)) entries.
  @inline(__always)
  package static func offset(ofQuarter q: Int) -> Int {
    4 &* q &* (q &- 1)
  }

  package static let rule24 = Rule(order: 24)

  /// The 16- and 24-point values of ∫ f over [a, b].
  package static func pair(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> (g16: Double, g24: Double) {
    let c = 0.5 * (a + b), h = 0.5 * (b - a)
    let r16 = rule16, r24 = rule24
    var s16 = 0.0, s24 = 0.0
    for i in 0..<r16.nodes.count {
      let dx = h * r16.nodes[i]
      s16 += r16.weights[i] * (f(c - dx) + f(c + dx))
    }
    for i in 0..<r24.nodes.count {
      let dx = h * r24.nodes[i]
      s24 += r24.weights[i] * (f(c - dx) + f(c + dx))
    }
    return (s16 * h, s24 * h)
  }

  /// The 24-point value of ∫ f over [a, b].
  package static func g24(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
    let c = 0.5 * (a + b), h = 0.5 * (b - a)
    let r24 = rule24
    var s24 = 0.0
    for i in 0..<r24.nodes.count {
      let dx = h * r24.nodes[i]
      s24 += r24.weights[i] * (f(c - dx) + f(c + dx))
    }
    return s24 * h
  }

  /// ∫ f over [a, b] (f ≥ 0, smooth on the open interval) within `tolerancePerWidth`·(b − a),
  /// halving intervals whose 16- and 24-point values differ by more than their share. Each halving
  /// spends one of `budget`: an integrand whose rounding noise is above the tolerance cannot make
  /// the halvings run away (past the budget, or 48 levels deep, the 24-point value stands).
  package static func adaptive(
    _ f: (Double) -> Double, _ a: Double, _ b: Double, tolerancePerWidth: Double, depth: Int = 0, budget: inout Int
  ) -> Double {
    let (g16, g24) = pair(f, a, b)
    let allowed = Swift.max(tolerancePerWidth * (b - a), 4 * Double.ulpOfOne * abs(g24))
    if abs(g24 - g16) <= allowed || depth >= 48 || budget <= 0 || !(abs(g24 - g16).isFinite) { return g24 }
    budget -= 1
    let m = 0.5 * (a + b)
    return adaptive(f, a, m, tolerancePerWidth: tolerancePerWidth, depth: depth + 1, budget: &budget)
      + adaptive(f, m, b, tolerancePerWidth: tolerancePerWidth, depth: depth + 1, budget: &budget)
  }

  /// How many halvings one `integrate` may make: far more than a smooth integrand needs (a
  /// near-singular end takes one or two per level), so only noise above the tolerance meets it.
  package static let splitBudget = 2_000

  /// The bound on |G16 − G24| per interval, relative to the whole integral (its share by width):
  /// a fiftieth of the documented 1e-12. (1e-12 here was measured to let 2e-12 errors through on
  /// near-cusps, where G24 is not much better than G16.)
  package static let relativeTarget = 2e-14

  /// ∫ f over [a, b] with a relative tolerance on the whole: a 24-point estimate per piece first,
  /// then `adaptive` on each piece with the share of `relativeTarget`·estimate. `breaks` (sorted,
  /// inside (a, b)) are where f is least smooth (speed minima).
  package static func integrate(_ f: (Double) -> Double, _ a: Double, _ b: Double, breaks: ArcBreaks) -> Double {
    if b <= a { return 0 }
    var estimate = 0.0
    var left = a
    for i in 0...breaks.count {
      let right = i < breaks.count ? breaks[i] : b
      estimate += g24(f, left, right)
      left = right
    }
    let perWidth = relativeTarget * estimate / (b - a)
    var total = 0.0
    var budget = splitBudget
    left = a
    for i in 0...breaks.count {
      let right = i < breaks.count ? breaks[i] : b
      total += adaptive(f, left, right, tolerancePerWidth: perWidth, budget: &budget)
      left = right
    }
    return total
  }
}

/// Up to four sorted break points, stored inline (no allocation).
package struct ArcBreaks {
  private var storage: (Double, Double, Double, Double) = (0, 0, 0, 0)
  package private(set) var count = 0

  /// No break points.
  package init() {}

  package subscript(i: Int) -> Double {
    switch i {
    case 0: return storage.0
    case 1: return storage.1
    case 2: return storage.2
    default: return storage.3
    }
  }

  /// Inserts `x` in order (ignored when full).
  package mutating func insert(_ x: Double) {
    guard count < 4 else { return }
    let n = count
    withUnsafeMutableBytes(of: &storage) { raw in
      let p = raw.bindMemory(to: Double.self)
      var i = n
      p[i] = x
      while i > 0 && p[i - 1] > p[i] {
        p.swapAt(i - 1, i)
        i -= 1
      }
    }
    count += 1
  }
}
