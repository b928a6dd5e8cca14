import Foundation
import TestSupport
import Testing

/// `curves transform`: the built executable against closed forms and the notes' examples.
@Suite("curves transform")
struct TransformCommandTests {
  static func numbers(_ line: Substring) -> [Double] {
    line.split(separator: ",").compactMap { Double(String($0)) }
  }

  @Test("matrix: perspective(500px) rotateY(-30deg) is the sidebar's matrix3d; % needs --box")
  func matrix() throws {
    let result = try CurvesRunner.run(["transform", "matrix", "perspective(500px) rotateY(-30deg)"])
    #expect(result.status == 0)
    #expect(result.lines.first == "m11,m12,m13,m14,m21,m22,m23,m24,m31,m32,m33,m34,m41,m42,m43,m44")
    let m = Self.numbers(try #require(result.lines.last))
    let c: Double = Double(3).squareRoot() / 2
    let expected: [Double] = [c, 0, 0.5, -0.001, 0, 1, 0, 0, -0.5, 0, c, -c / 500, 0, 0, 0, 1]
    #expect(m.count == 16 && zip(m, expected).allSatisfy { abs($0 - $1) <= 2.3e-16 })
    // 50% of a 300-wide box, 2em of 10px.
    let box = try CurvesRunner.run(["transform", "matrix", "translate(50%, 2em)", "--box", "300,40", "--em", "10"])
    #expect(Self.numbers(try #require(box.lines.last))[12...13] == [150, 20])
    let missing = try CurvesRunner.run(["transform", "matrix", "translate(50%)"])
    #expect(missing.status == 64 && missing.stdout.isEmpty && missing.stderrLines.count == 1)
    #expect(missing.stderr.contains("--box"))
  }

  /// The notes' example (§4): matrix3d(rotateX(170°)) → rotateX(−170°) at ½ is a half turn
  /// (m22 = −1) the short way and the identity the spec's way.
  @Test("interpolate: t,value,m11…m44; --shortest-path yes|no shows the engine difference")
  func interpolate() throws {
    let from = "matrix3d(1,0,0,0, 0,-0.984807753012208,0.17364817766693033,0, 0,-0.17364817766693033,-0.984807753012208,0, 0,0,0,1)"
    let short = try CurvesRunner.run(["transform", "interpolate", from, "rotateX(-170deg)", "--at", "0.5"])
    #expect(short.status == 0)
    #expect(short.lines.first == "t,value,m11,m12,m13,m14,m21,m22,m23,m24,m31,m32,m33,m34,m41,m42,m43,m44")
    let row = try #require(short.lines.last)
    #expect(row.hasPrefix("0.5,\"matrix3d("))
    let tail = Self.numbers(row.split(separator: ")").last ?? "")
    #expect(tail.count == 16 && abs(tail[5] + 1) <= 1e-15)
    let long = try CurvesRunner.run(["transform", "interpolate", from, "rotateX(-170deg)", "--at", "0.5", "--shortest-path", "no"])
    #expect(long.lines.last?.hasPrefix("0.5,\"matrix(1, 0, 0, 1, 0, 0)\",1.0,") == true)
    // The rotate property: 100deg → 180deg at −1 is 20deg (WPT rotate-interpolation).
    let rotate = try CurvesRunner.run(["transform", "interpolate", "100deg", "180deg", "--property", "rotate", "--at", "-1"])
    #expect(rotate.lines.last?.hasPrefix("-1.0,20deg,") == true)
    let translate = try CurvesRunner.run(["transform", "interpolate", "0px", "100px 50%", "--property", "translate", "--at", "0.5", "--box", "100,100"])
    #expect(translate.lines.last?.hasPrefix("0.5,50px 25%,") == true)
  }

  /// A 200 × 100 layer at the origin turned by perspective(500px) rotateY(−30deg) about its left
  /// edge's middle (anchor 0, 0.5): the right edge lands at x = 200·cos 30°/(1 − 200·sin 30°/500)
  /// = 216.506…, its corners at y = 50 ∓ 50/0.8.
  @Test("project: four corners, --frame the bounding box; behind the viewer is an error")
  func project() throws {
    let corners = try CurvesRunner.run([
      "transform", "project", "--transform", "perspective(500px) rotateY(-30deg)", "--bounds", "0,0,200,100", "--anchor", "0,0.5",
    ])
    #expect(corners.status == 0 && corners.lines.count == 5 && corners.lines.first == "x,y")
    let x: Double = 200 * Double(3).squareRoot() / 2 / 0.8
    let expected: [[Double]] = [[0, 0], [x, 50 - 62.5], [x, 50 + 62.5], [0, 100]]
    for (line, want) in zip(corners.lines.dropFirst(), expected) {
      let got = Self.numbers(line)
      #expect(got.count == 2 && abs(got[0] - want[0]) <= 1e-12 && abs(got[1] - want[1]) <= 1e-12, "\(line)")
    }
    let frame = try CurvesRunner.run([
      "transform", "project", "--matrix", "1,0,0,0,0,1,0,0,0,0,1,0,10,20,0,1", "--bounds", "5,5,10,10", "--frame",
    ])
    #expect(frame.lines == ["x,y,width,height", "15.0,25.0,10.0,10.0"])
    let behind = try CurvesRunner.run([
      "transform", "project", "--transform", "perspective(100px) rotateY(80deg)", "--bounds", "0,0,1000,10",
    ])
    #expect(behind.status == 64 && behind.stdout.isEmpty && behind.stderr.contains("behind the viewer"))
  }

  @Test("errors: exit 64, one line naming the problem, nothing on stdout", arguments: [
    (["transform", "matrix", "rotate(45)"], "expected an angle"),
    (["transform", "matrix", "rotate(45deg)", "--box", "1"], "needs 2 comma-separated numbers"),
    (["transform", "interpolate", "none", "scale(2)"], "give at least one --at"),
    (["transform", "interpolate", "none", "scale(2)", "--at", "nan"], "not a finite number"),
    (["transform", "interpolate", "1 2", "3", "--property", "rotate", "--at", "0.5"], "invalid rotate <from>"),
    (["transform", "project", "--bounds", "0,0,1,1"], "exactly one of --transform and --matrix"),
    (["transform", "project", "--matrix", "1,2,3", "--bounds", "0,0,1,1"], "needs 16 comma-separated numbers"),
    (["transform", "project", "--transform", "none", "--bounds", "0,0,-1,1"], "width and height ≥ 0"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    let result = try CurvesRunner.run(arguments)
    #expect(result.status == 64 && result.stdout.isEmpty && result.stderrLines.count == 1)
    #expect(result.stderr.contains(fragment), "\(result.stderr)")
  }
}
