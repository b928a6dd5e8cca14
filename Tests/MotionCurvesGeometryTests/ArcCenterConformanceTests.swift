import Foundation
import MotionCurvesGeometry
import TestSupport
import Testing

/// The `arc_center` cases of Fixtures/svg-paths.json: SVG's endpoint → centre conversion (SVG 2
/// implementation notes F.6.5, with the out-of-range radius correction of F.6.6), derived at 40
/// digits. Angles in the fixture are in degrees (y down, Δθ > 0 for sweep-flag 1); every number is
/// checked within 1e-9 relative (absolute below 1). θ₁ is compared modulo 360° (θ₁ = 180° and
/// −180° are the same start); Δθ is compared as it is.
@Suite("Arc centre conformance")
struct ArcCenterConformanceTests {

  @Test("arc_center: 11 endpoint → centre conversions")
  func conversions() throws {
    let cases = PathDataConformanceTests.cases("arc_center")
    #expect(cases.count == 11)
    var checked = 0
    for c in cases {
      let p0 = try PathDataConformanceTests.point(c["p0"])
      let p1 = try PathDataConformanceTests.point(c["p1"])
      let radii = SIMD2(try #require(c["rx"] as? Double), try #require(c["ry"] as? Double))
      let result = EllipticalArc.convert(
        from: p0, radii: radii, rotationDegrees: try #require(c["phi_deg"] as? Double),
        largeArc: try #require(c["large_arc"] as? Bool), sweep: try #require(c["sweep"] as? Bool), to: p1)
      let label = "\(c["source"] ?? "")"
      if let word = c["expect"] as? String {
        switch (word, result) {
        case ("omit", .omitted), ("line", .line): break
        default: Issue.record("\(label): expected \(word), got \(result)")
        }
        checked += 1
        continue
      }
      let expect = try #require(c["expect"] as? [String: Any])
      guard case let .arc(arc, scaled) = result else {
        Issue.record("\(label): expected an arc, got \(result)")
        continue
      }
      let number = { (key: String) throws -> Double in try #require(expect[key] as? Double) }
      #expect(isClose(arc.center.x, try number("cx"), .relative(1e-9, floor: 1)), "\(label) cx \(arc.center.x)")
      #expect(isClose(arc.center.y, try number("cy"), .relative(1e-9, floor: 1)), "\(label) cy \(arc.center.y)")
      #expect(isClose(arc.radii.x, try number("rx"), .relative(1e-9, floor: 1)), "\(label) rx \(arc.radii.x)")
      #expect(isClose(arc.radii.y, try number("ry"), .relative(1e-9, floor: 1)), "\(label) ry \(arc.radii.y)")
      let theta1 = arc.startAngle * 180 / .pi
      var difference = (theta1 - (try number("theta1_deg"))).truncatingRemainder(dividingBy: 360)
      if difference > 180 { difference -= 360 }
      if difference < -180 { difference += 360 }
      #expect(abs(difference) <= 1e-9 * max(1, abs(try number("theta1_deg"))), "\(label) θ1 \(theta1)")
      let dtheta = arc.sweepAngle * 180 / .pi
      #expect(isClose(dtheta, try number("dtheta_deg"), .relative(1e-9, floor: 1)), "\(label) Δθ \(dtheta)")
      #expect(scaled == (expect["radii_scaled"] as? Bool), "\(label)")
      checked += 1
    }
    #expect(checked == 11)
  }
}
