import Foundation
import MotionCurvesScene
import MotionCurvesSprings
import MotionCurvesTiming
import Testing

/// Platform names in scene documents: a spring's `"spring"` (`swiftui.bouncy`, …) in place of
/// damping, stiffness and mass, and a transition's timing function by a curve's name.
@Suite("Platform names in scene documents")
struct PlatformNameSceneTests {
  static func spring(_ json: String) throws -> SceneSpring {
    try JSONDecoder().decode(SceneSpring.self, from: Data(json.utf8))
  }

  /// The description of the error decoding `json` throws ("accepted" when none).
  static func failure(_ json: String) -> String {
    do {
      _ = try spring(json)
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  @Test("\"swiftui.spring(duration: 0.4, bounce: 0.2)\" is k = (2π/0.4)², c = 4π(1 − 0.2)/0.4, m = 1; written back by name")
  func swiftUISpring() throws {
    let json = #"{"keyPath": "position.x", "to": 100, "spring": "swiftui.spring(duration: 0.4, bounce: 0.2)"}"#
    let scene = try Self.spring(json)
    // SwiftUI's Spring(duration:bounce:): mass 1, stiffness (2π/duration)², damping
    // 4π(1 − bounce)/duration for bounce ≥ 0 (platform-parity.md §2.1).
    let k = (2 * Double.pi / 0.4) * (2 * Double.pi / 0.4)  // 246.74011002723395
    let c = 4 * Double.pi * 0.8 / 0.4  // 25.132741228718345
    #expect(scene.spring.mass == 1)
    #expect(abs(scene.spring.stiffness - k) <= 1e-12 * k)
    #expect(abs(scene.spring.damping - c) <= 1e-12 * c)
    #expect(scene.modelName == "swiftui.spring(duration: 0.4, bounce: 0.2)")
    let text = String(decoding: try JSONEncoder().encode(scene), as: UTF8.self)
    #expect(text.contains("\"spring\"") && !text.contains("stiffness"), "\(text)")
    #expect(try Self.spring(text) == scene)
    // Without a name the numbers are written, as before.
    let numeric = try Self.spring(#"{"keyPath": "position.x", "to": 1, "damping": 10, "stiffness": 100, "mass": 1}"#)
    #expect(numeric.modelName == nil)
    #expect(String(decoding: try JSONEncoder().encode(numeric), as: UTF8.self).contains("stiffness"))
  }

  @Test("a curve's name, a name and parameters both, and a syntax error are refused at \"spring\"")
  func refused() throws {
    let curve = Self.failure(#"{"keyPath": "position.x", "to": 1, "spring": "material3.emphasized"}"#)
    #expect(curve.contains("spring") && curve.contains("is a timing curve, not a spring"), "\(curve)")
    let both = Self.failure(#"{"keyPath": "position.x", "to": 1, "spring": "swiftui.bouncy", "stiffness": 100}"#)
    #expect(both.contains("not both"), "\(both)")
    // "swiftui.bouncy(duration 1)": the ':' is missing where '1' stands, character 24
    // (swiftui. is 0–7, bouncy 8–13, ( 14, duration 15–22, the space 23).
    let syntax = Self.failure(#"{"keyPath": "position.x", "to": 1, "spring": "swiftui.bouncy(duration 1)"}"#)
    #expect(syntax.contains("spring") && syntax.contains("at character 24"), "\(syntax)")
    // SwiftUI's numerical animation (1/300 s steps) is no closed-form spring: refused, not made exact.
    let fluid = Self.failure(#"{"keyPath": "position.x", "to": 1, "spring": "swiftui.animation.bouncy"}"#)
    #expect(fluid.contains("numerical animation"), "\(fluid)")
    let css = Self.failure(#"{"keyPath": "position.x", "to": 1, "spring": "ease"}"#)
    #expect(css.contains("is not a platform spring"), "\(css)")
  }

  @Test("a transition's timingFunction takes a curve name: swiftui.circularEaseIn at 0.6 is 0.2")
  func transition() throws {
    let json = #"{"keyPath": "opacity", "duration": 1, "timingFunction": "swiftui.circularEaseIn", "to": 0}"#
    let transition = try JSONDecoder().decode(SceneTransition.self, from: Data(json.utf8))
    // 1 − √(1 − 0.6²) = 1 − √0.64 = 1 − 0.8 = 0.2.
    #expect(abs(transition.timingFunction.value(at: 0.6) - 0.2) <= 1e-15)
    let text = String(decoding: try JSONEncoder().encode(transition), as: UTF8.self)
    #expect(text.contains("swiftui.circularEaseIn"), "\(text)")
    #expect(try JSONDecoder().decode(SceneTransition.self, from: Data(text.utf8)) == transition)
  }
}
