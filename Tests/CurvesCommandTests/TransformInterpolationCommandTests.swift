import Foundation
import TestSupport
import Testing

/// `curves transform interpolate` against issue 28's Chromium measurements: the 2-D
/// decomposition by default, every interpolation option on the command line, the computed value
/// at a `none` end, and normalized matrices at the ends. Expected values are worked by hand (the
/// derivations beside them; the library's tests in TransformBrowserParityTests derive the same).
@Suite("curves transform interpolate: as browsers compute it (issue 28)")
struct TransformInterpolationCommandTests {
  /// The row for one fraction: its value text and its 16 numbers m11…m44.
  static func row(_ arguments: [String]) throws -> (value: String, m: [Double]) {
    let result = try CurvesRunner.run(["transform", "interpolate"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.first == "t,value,m11,m12,m13,m14,m21,m22,m23,m24,m31,m32,m33,m34,m41,m42,m43,m44")
    let line = try #require(result.lines.last)
    let parts = line.split(separator: "\"")
    let value = parts.count == 3 ? String(parts[1]) : String(line.split(separator: ",")[1])
    let m = (parts.count == 3 ? parts[2] : line.split(separator: ",", maxSplits: 2)[2])
      .split(separator: ",").compactMap { Double(String($0)) }
    #expect(m.count == 16)
    return (value, m)
  }

  /// CSS Transforms 1 §"Decomposing a 2D matrix": scaleX(−1) flips x (a = −1 < d = 1), scale
  /// (−1, 1) → (1, 1) at ¼ is −½: matrix(−0.5, 0, 0, 1, 0, 0), Chromium's value (issue 28). With
  /// --affine-decomposition 3d (or --engine core-animation) the mirror turns about x instead:
  /// scale −½ and 135° about x, m22 = m32 = m33 = √2/4 and m23 = −√2/4.
  @Test("scaleX(-1) → rotate(0deg) at 0.25: matrix(-0.5, 0, 0, 1, 0, 0); 3d gives the old matrix3d")
  func mirror() throws {
    let twoD = try Self.row(["scaleX(-1)", "rotate(0deg)", "--at", "0.25"])
    #expect(twoD.value == "matrix(-0.5, 0, 0, 1, 0, 0)")
    #expect(twoD.m == [-0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    let r = Double(2).squareRoot() / 4
    let expected: [Double] = [-0.5, 0, 0, 0, 0, r, -r, 0, 0, r, r, 0, 0, 0, 0, 1]
    for flags in [["--affine-decomposition", "3d"], ["--engine", "core-animation"]] {
      let threeD = try Self.row(["scaleX(-1)", "rotate(0deg)", "--at", "0.25"] + flags)
      #expect(threeD.value.hasPrefix("matrix3d("), "\(flags)")
      #expect(isClose(threeD.m, expected, .absolute(2e-16)), "\(flags): \(threeD.m)")
    }
  }

  /// none → matrix(0.147, 0.603, 1.793, −0.126, −3.08, 30.26) at ½ (issue 28): ad − bc < 0 and
  /// a ≥ d, so y is flipped and the blend stays 2-D (m33 = 1). The values, from the spec's steps
  /// in 50-digit arithmetic (see TransformBrowserParityTests.mirroredMatrixFromNone):
  /// matrix(0.63724195570227656…, 0.50055654357461280…, 0.26427115986116081…,
  /// −0.28314916683721628…, −1.54, 15.13). The 3-D decomposition lerps the z scale −1 → 1: m33 = 0.
  @Test("none → a mirrored matrix at 0.5 stays in the plane; 3d turns it edge-on (m33 = 0)")
  func mirroredMatrix() throws {
    let to = "matrix(0.147, 0.603, 1.793, -0.126, -3.08, 30.26)"
    let half = try Self.row(["none", to, "--at", "0.5"])
    #expect(half.value.hasPrefix("matrix(") && half.m[10] == 1)
    let expected: [Double] = [
      0.6372419557022766, 0.5005565435746128, 0, 0, 0.2642711598611608, -0.2831491668372163, 0, 0, 0, 0, 1, 0, -1.54, 15.13, 0, 1,
    ]
    #expect(isClose(half.m, expected, .absolute(1e-15)), "\(half.m)")
    let edgeOn = try Self.row(["none", to, "--at", "0.5", "--affine-decomposition", "3d"])
    #expect(edgeOn.m[8] == 0 && edgeOn.m[9] == 0 && edgeOn.m[10] == 0)
  }

  /// matrix(1, 0, 1, 1, 0, 0) from none at ½: the skew 1 halves (2d: matrix(1, 0, 0.5, 1, 0, 0));
  /// the spec's pseudo-code (2d-residual, --engine webkit) lerps the residual 2 × 2 instead:
  /// c = (2 + √2)/8, d = (3√2 + 4)/8 (derived in TransformBrowserParityTests.skewParametrisations).
  @Test("--affine-decomposition 2d|2d-residual and --engine webkit on a skew")
  func skew() throws {
    let twoD = try Self.row(["none", "matrix(1, 0, 1, 1, 0, 0)", "--at", "0.5"])
    #expect(twoD.value == "matrix(1, 0, 0.5, 1, 0, 0)")
    let root2 = Double(2).squareRoot()
    let residual: [Double] = [1, 0, 0, 0, (2 + root2) / 8, (3 * root2 + 4) / 8, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for flags in [["--affine-decomposition", "2d-residual"], ["--engine", "webkit"]] {
      let row = try Self.row(["none", "matrix(1, 0, 1, 1, 0, 0)", "--at", "0.5"] + flags)
      #expect(isClose(row.m, residual, .absolute(1e-15)), "\(flags): \(row.m)")
    }
    // An option given overrides the engine's: webkit with 2d is the default's value again.
    let overridden = try Self.row(["none", "matrix(1, 0, 1, 1, 0, 0)", "--at", "0.5", "--engine", "webkit", "--affine-decomposition", "2d"])
    #expect(overridden.value == "matrix(1, 0, 0.5, 1, 0, 0)")
  }

  /// --singular-threshold and --engine chromium: scale3d(0.001, 0.001, 0.001) has det 1e-9. Below a
  /// threshold of 1e-8 it cannot be decomposed and the animation is discrete — the start before ½
  /// (m11 = 0.001 at 0.25); with the default 0 it interpolates: m11 = 0.001 + ¼(1 − 0.001) = 0.25075.
  @Test("--singular-threshold and --engine chromium make a det-1e-9 matrix discrete")
  func singularThreshold() throws {
    let args = ["scale3d(0.001, 0.001, 0.001)", "rotate(0deg)", "--at", "0.25"]
    #expect(abs(try Self.row(args).m[0] - 0.25075) <= 1e-16)
    #expect(try Self.row(args + ["--singular-threshold", "1e-8"]).m[0] == 0.001)
    #expect(try Self.row(args + ["--engine", "chromium"]).m[0] == 0.001)
    #expect(abs(try Self.row(args + ["--engine", "chromium", "--singular-threshold", "0"]).m[0] - 0.25075) <= 1e-16)
  }

  /// The value column at a `none` end is what getComputedStyle reports mid-animation: the
  /// identity functions' matrix, matrix(1, 0, 0, 1, 0, 0) (Chromium 156, issue 28; CSS Transforms 1
  /// §"Interpolation of Transforms"), at 0 from none and at 1 to none; none only when both are.
  @Test("a none end prints matrix(1, 0, 0, 1, 0, 0), both none prints none")
  func noneEnd() throws {
    let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for arguments in [["none", "rotate(90deg)", "--at", "0"], ["translate(10px, 5px)", "none", "--at", "1"], ["none", "matrix(7, 0, 2, 2, 6, 0)", "--at", "0"]] {
      let row = try Self.row(arguments)
      #expect(row.value == "matrix(1, 0, 0, 1, 0, 0)", "\(arguments)")
      #expect(row.m == identity, "\(arguments)")
    }
    #expect(try Self.row(["none", "none", "--at", "0"]).value == "none")
  }

  /// perspective(1000px) translateZ(100px) has m34 = −1/1000, m43 = 100, m44 = 9/10; the
  /// interpolation at 0 is it divided by m44 (CSS Transforms 2 §"Decomposing a 3D matrix"
  /// normalizes first): m11 = m22 = m33 = 10/9, m34 = −1/900, m43 = 1000/9, m44 = 1 — each within
  /// 2 ulps (the double 0.9 is not 9/10).
  @Test("perspective(1000px) translateZ(100px) → translateZ(50px) at 0: m44 = 1")
  func normalizedStart() throws {
    let start = try Self.row(["perspective(1000px) translateZ(100px)", "translateZ(50px)", "--at", "0"])
    let expected: [Double] = [10.0 / 9, 0, 0, 0, 0, 10.0 / 9, 0, 0, 0, 0, 10.0 / 9, -1.0 / 900, 0, 0, 1000.0 / 9, 1]
    #expect(start.m.count == 16 && zip(start.m, expected).allSatisfy { abs($0 - $1) <= 2 * $1.ulp }, "\(start.m)")
    #expect(start.value.hasPrefix("matrix3d(") && start.value.hasSuffix(", 1)"))
  }

  @Test("bad option values are usage errors", arguments: [
    (["--affine-decomposition", "4d"], "affine-decomposition"),
    (["--engine", "blink"], "engine"),
    (["--singular-threshold", "-1"], "--singular-threshold -1.0 needs a finite number ≥ 0"),
    (["--singular-threshold", "inf"], "needs a finite number ≥ 0"),
    (["--shortest-path", "maybe"], "shortest-path"),
  ])
  func badOptions(flags: [String], fragment: String) throws {
    let result = try CurvesRunner.run(["transform", "interpolate", "none", "rotate(1deg)", "--at", "0.5"] + flags)
    CurvesRunner.expectUsageError(result, fragment)
  }

  @Test("--help names every option and its values")
  func help() throws {
    let result = try CurvesRunner.run(["transform", "interpolate", "--help"])
    #expect(result.status == 0)
    for word in ["--engine", "core-animation", "--shortest-path", "--affine-decomposition", "2d-residual", "--singular-threshold"] {
      #expect(result.stdout.contains(word), "\(word)")
    }
  }
}
