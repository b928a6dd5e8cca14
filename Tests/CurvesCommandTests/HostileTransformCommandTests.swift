import Foundation
import TestSupport
import Testing

/// Issue 27, item 9: `curves transform` at the edges of `Double`. No row holds nan, inf or an
/// empty (NaN) cell: a finite exact value is printed, a value beyond ±1.8e308 is one line naming
/// it with its value and exit 64, nothing on stdout.
@Suite("curves transform: hostile input")
struct HostileTransformCommandTests {
  static func numbers(_ line: Substring) -> [Double] {
    line.split(separator: ",").compactMap { Double(String($0)) }
  }

  /// Before: `,0.0,0.0,0.0,,1.0,…,inf,…` (2e308 overflowed to inf, and 0·inf made m11 NaN);
  /// `inf` for 1e308·10; `infdeg` and a NaN matrix for 90·1e308 degrees; ±inf corners for a
  /// divide by w = 2^-1074.
  @Test("the four reproductions are one line naming the value", arguments: [
    (["transform", "matrix", "translateX(200%)", "--box", "1e308,1"], "x of translateX(200%) = 2e+308 is beyond the range of doubles"),
    (["transform", "matrix", "scale(1e308) scale(10)"], "m11 = 1e+309 is beyond the range of doubles"),
    (["transform", "interpolate", "0deg", "90deg", "--property", "rotate", "--at", "1e308"], "= 9e+309 is beyond the range of doubles"),
    (["transform", "project", "--matrix", "1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,5e-324", "--bounds", "0,0,200,100"],
     "the top-left corner's x = -2.02402e+325 is beyond the range of doubles"),
    (["transform", "interpolate", "0px", "100px", "--property", "translate", "--at", "1e308"], "x of translate at t = 1e+308 (px) = 1e+310"),
    (["transform", "interpolate", "translate(0px)", "translate(100px)", "--at", "1e308"], "x of translate at t = 1e+308 (px) = 1e+310"),
    (["transform", "interpolate", "1", "3", "--property", "scale", "--at", "1e308"], "x of scale at t = 1e+308 = 2e+308"),
    (["transform", "interpolate", "matrix(1,0,0,1,0,0)", "matrix(2,1,0,1,5,0)", "--at", "1e308"], "of the interpolated matrix at t = 1e+308"),
    (["transform", "project", "--matrix", "1e306,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1", "--bounds", "0,0,200,1", "--frame"], "the frame's width = 2e+308"),
  ])
  func beyondRange(arguments: [String], fragment: String) throws {
    let result = try CurvesRunner.run(arguments)
    CurvesRunner.expectUsageError(result, fragment)
    #expect(!result.stderr.contains("nan") && !result.stderr.contains("inf"), "\(result.stderr)")
  }

  /// 200 % of a 1e308 box less 1e308px is exactly 1e308 (2·1e308 − 1e308), in range: printed.
  /// Products in range whatever the order (1e308·10·0.01 = 1e307 within 2 ulps, 0.01 rounded).
  @Test("values in range are printed though an intermediate is not")
  func inRange() throws {
    let back = try CurvesRunner.run(["transform", "matrix", "translateX(calc(200% - 1e308px))", "--box", "1e308,1"])
    let row = try #require(back.lines.last)
    #expect(back.status == 0 && Self.numbers(row) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1e308, 0, 0, 1], "\(back.stderr)")
    for text in ["scale(1e308) scale(10) scale(0.01)", "scale(0.01) scale(1e308) scale(10)"] {
      let result = try CurvesRunner.run(["transform", "matrix", text])
      let m = Self.numbers(try #require(result.lines.last))
      #expect(result.status == 0 && m.count == 16 && abs(m[0] - 1e307) <= 2 * 1e307.ulp && abs(m[5] - 1e307) <= 2 * 1e307.ulp, "\(text)")
    }
  }

  /// Rotations reduce modulo a turn exactly: 1e308turn is whole turns (the identity); 1e308grad
  /// is 336grad = 302.4° (int(1e308) % 400 = 336); 0deg → 90.5deg at 1e308 is 90.5·1e308 mod 360
  /// = 328° (exact rational arithmetic), printed as the reduced rotation's matrix.
  @Test("huge angles are the rotations they name")
  func rotations() throws {
    let turn = try CurvesRunner.run(["transform", "matrix", "rotate(1e308turn)"])
    #expect(Self.numbers(try #require(turn.lines.last)) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    let grad = Self.numbers(try #require(try CurvesRunner.run(["transform", "matrix", "rotate(1e308grad)"]).lines.last))
    let r = 302.4 * Double.pi / 180
    #expect(grad.count == 16 && abs(grad[0] - cos(r)) <= 1e-15 && abs(grad[1] - sin(r)) <= 1e-15)
    let blend = try CurvesRunner.run(["transform", "interpolate", "rotate(0deg)", "rotate(90.5deg)", "--at", "1e308"])
    let row = try #require(blend.lines.last)
    let m = Self.numbers(row.split(separator: ")").last ?? "")
    let q = 328 * Double.pi / 180
    #expect(blend.status == 0 && m.count == 16 && abs(m[0] - cos(q)) <= 1e-15 && abs(m[1] - sin(q)) <= 1e-15, "\(row)")
    let whole = try CurvesRunner.run(["transform", "interpolate", "rotate(0deg)", "rotate(90deg)", "--at", "1e308"])
    #expect(whole.lines.last == "1e+308,\"matrix(1, 0, 0, 1, 0, 0)\",1.0,0.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,0.0,1.0")
  }

  /// Other probes of the issue: a skew near 90° (tan = 180/(π·1e-10) ≈ 5.73e11), perspective of
  /// the smallest length (clamped to 1px: m34 = −1), perspective() blended at ±1e308 (clamped),
  /// a slerp at 1e308: every cell a finite number.
  @Test("skews, perspectives and slerps at the edges print finite numbers", arguments: [
    ["transform", "matrix", "skew(89.9999999999deg)"],
    ["transform", "matrix", "perspective(5e-324px)"],
    ["transform", "matrix", "rotate(1e308rad)"],
    ["transform", "interpolate", "perspective(100px)", "perspective(200px)", "--at", "-1e308"],
    ["transform", "interpolate", "rotateX(10deg)", "rotateY(90deg)", "--at", "1e308"],
    ["transform", "interpolate", "x 10deg", "y 90deg", "--property", "rotate", "--at", "-1e308"],
    ["transform", "interpolate", "1", "2", "--property", "scale", "--at", "-1e308"],
  ])
  func finiteRows(arguments: [String]) throws {
    let result = try CurvesRunner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(result.lines.last)
    let cells = row.split(separator: ",", omittingEmptySubsequences: false)
    #expect(!row.contains("nan") && !row.contains("inf") && !cells.contains(where: \.isEmpty), "\(row)")
  }
}
