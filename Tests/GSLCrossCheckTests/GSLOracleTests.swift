import GSLOracle
import Testing

/// The oracle itself: GSL's Brent solver on functions with known roots, and GSL's error statuses
/// turned into Swift errors instead of GSL's default abort.
@Suite("GSL oracle")
struct GSLOracleTests {
  @Test("Brent brackets √2 and the root of cos within the requested tolerance")
  func knownRoots() throws {
    let sqrt2 = try GSLRootFinder.brent(in: 1, 2, absoluteTolerance: 1e-15) { $0 * $0 - 2 }
    #expect(sqrt2.lower <= 2.0.squareRoot() && 2.0.squareRoot() <= sqrt2.upper)
    #expect(sqrt2.upper - sqrt2.lower <= 1e-15)
    // cos has its root at π/2; evaluate cos by its Taylor series to stay independent of libm.
    let halfPi = try GSLRootFinder.brent(in: 1, 2, absoluteTolerance: 1e-14) { x in
      var term = 1.0
      var sum = 1.0
      for k in stride(from: 2, through: 40, by: 2) {
        term *= -x * x / Double((k - 1) * k)
        sum += term
      }
      return sum
    }
    #expect(abs(halfPi.root - 1.5707963267948966) <= 1e-14)
  }

  @Test("a bracket without a sign change is a GSLError, not an abort")
  func invalidBracket() {
    #expect(throws: GSLError.self) {
      try GSLRootFinder.brent(in: 3, 4, absoluteTolerance: 1e-12) { $0 * $0 - 2 }
    }
    do {
      _ = try GSLRootFinder.brent(in: 3, 4, absoluteTolerance: 1e-12) { $0 * $0 - 2 }
    } catch {
      #expect(error.description.contains("bracketing [3.0, 4.0]"))
    }
  }

  @Test("running out of iterations is a GSLError")
  func maxIterations() {
    #expect(throws: GSLError.self) {
      try GSLRootFinder.brent(in: 0, 1, absoluteTolerance: 0, maxIterations: 3) { $0 - 0.3 }
    }
  }
}
