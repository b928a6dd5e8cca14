import Foundation
import MotionCurvesCore
import MotionCurvesPlatforms
import MotionCurvesSprings
import Testing

/// The platform names (issue 29, item 4): `swiftui.…`, `compose.…`, `material3.…`, each read to the
/// model the note (`../shared/notes/platform-parity.md` §2–3) defines, and every error naming its
/// character. Spring parameters are checked against the note's formulas written out here.
@Suite("Platform model names")
struct PlatformModelTests {
  static func spring(_ text: String) throws -> DampedSpring {
    guard case let .spring(spring) = try PlatformModel(parsing: text) else {
      Issue.record("\(text) is not a spring")
      return try DampedSpring(mass: 1, stiffness: 1, damping: 1)
    }
    return spring
  }

  static func curve(_ text: String) throws -> PlatformCurve? {
    guard case let .curve(curve) = try PlatformModel(parsing: text) else { return nil }
    return curve
  }

  @Test("SwiftUI springs: k = (2π/T)², c = 4πζ/T with ζ = 1 − bounce (note §2.1)")
  func swiftUISprings() throws {
    // The presets: T = 0.5, bounce 0 / 0.15 / 0.3; k = 16π² = 157.9137…, c = 8π(1 − b).
    for (name, bounce) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
      let s = try Self.spring("swiftui.\(name)")
      #expect(abs(s.stiffness - 16 * Double.pi * Double.pi) < 1e-12 && s.mass == 1, "\(name)")
      #expect(abs(s.damping - 8 * Double.pi * (1 - bounce)) < 1e-12, "\(name)")
    }
    // With arguments: duration 0.4, extraBounce 0.1 on bouncy → bounce 0.4: k = (5π)², c = 10π·0.6.
    let b = try Self.spring("swiftui.bouncy(duration: 0.4, extraBounce: 0.1)")
    #expect(abs(b.stiffness - 25 * Double.pi * Double.pi) < 1e-12 && abs(b.damping - 6 * Double.pi) < 1e-12)
    // spring(duration: 0.4, bounce: 0.2): k = (5π)², c = 10π·0.8; spring(response: 1, dampingRatio: 0.5):
    // k = 4π², c = 2π.
    let d = try Self.spring("swiftui.spring(duration: 0.4, bounce: 0.2)")
    #expect(abs(d.stiffness - 25 * Double.pi * Double.pi) < 1e-12 && abs(d.damping - 8 * Double.pi) < 1e-12)
    let r = try Self.spring("swiftui.spring( response : 1 , dampingRatio : 0.5 )")
    #expect(abs(r.stiffness - 4 * Double.pi * Double.pi) < 1e-12 && abs(r.damping - 2 * Double.pi) < 1e-12)
    // Spring(): duration 0.5, bounce 0.
    #expect(try Self.spring("swiftui.spring()") == Self.spring("swiftui.smooth"))
  }

  @Test("Compose and Material 3 springs: m = 1, c = 2ζ√k (note §1.3, §3.3)")
  func composeSprings() throws {
    let c = try Self.spring("compose.spring(dampingRatio: 0.5, stiffness: 400)")
    #expect(c.mass == 1 && c.stiffness == 400 && c.damping == 20)
    // The defaults: ζ = 1, k = 1500 (Spring.StiffnessMedium).
    let d = try Self.spring("compose.spring")
    #expect(d.stiffness == 1500 && abs(d.damping - 2 * 1500.0.squareRoot()) < 1e-12)
    // Material 3 expressive fast spatial: ζ 0.6, k 800; standard slow effects: ζ 1, k 800.
    let e = try Self.spring("material3.expressive.fastSpatial")
    #expect(e.stiffness == 800 && abs(e.damping - 1.2 * 800.0.squareRoot()) < 1e-12)
    let s = try Self.spring("material3.standard.slowEffects")
    #expect(s.stiffness == 800 && abs(s.damping - 2 * 800.0.squareRoot()) < 1e-12)
  }

  @Test("curves: SwiftUI's circular curve, Compose's FastOutSlowInEasing, Material 3's emphasized path")
  func curves() throws {
    // circularEaseIn: 1 − √(1 − p²); at ½: 1 − √3/2.
    let circular = try #require(try Self.curve("swiftui.circularEaseIn"))
    #expect(abs(circular.value(at: 0.5) - (1 - 3.0.squareRoot() / 2)) < 1e-16)
    // FastOutSlowInEasing = cubic-bezier(0.4, 0, 0.2, 1): at the parameter ½ the curve is at
    // x = 3·¼·½·0.4 + 3·½·¼·0.2 + ⅛ = 0.15 + 0.075 + 0.125 = 0.35 and y = 3·½·¼·1 + ⅛ = 0.5.
    let fast = try #require(try Self.curve("compose.FastOutSlowInEasing"))
    #expect(abs(fast.value(at: 0.35) - 0.5) < 1e-12)
    // The emphasized path passes through its joint (0.166666, 0.4) and its ends.
    let emphasized = try #require(try Self.curve("material3.emphasized"))
    #expect(emphasized.value(at: 0) == 0 && emphasized.value(at: 1) == 1)
    #expect(abs(emphasized.value(at: 0.166666) - 0.4) < 1e-12)
    // `material3.standard` is the easing token cubic-bezier(0.2, 0, 0, 1), not the motion scheme
    // (which needs `.<token>`): at the parameter ½, x = 3·¼·½·0.2 + ⅛ = 0.2 and y = 3·½·¼·1 + ⅛ = 0.5.
    let standard = try #require(try Self.curve("material3.standard"))
    #expect(abs(standard.value(at: 0.2) - 0.5) < 1e-12)
  }

  @Test("errors name the character: family, name, label, number, trailing text")
  func errors() {
    func offset(_ text: String) -> Int? {
      do {
        _ = try PlatformModel(parsing: text)
        return nil
      } catch {
        return error.offset
      }
    }
    #expect(offset("uikit.easeIn") == 0)  // unknown family
    #expect(offset("swiftui") == 7)  // the '.' is missing at the end
    #expect(offset("swiftui.wobbly") == 8)  // unknown name
    #expect(offset("swiftui.spring(duration: 0.4, bonce: 0.2)") == 30)  // unknown label
    #expect(offset("swiftui.spring(duration: 0.4, duration: 0.2)") == 30)  // repeated label
    #expect(offset("swiftui.spring(duration: x)") == 25)  // not a number
    #expect(offset("compose.spring(stiffness: 1e999)") == 26)  // not finite
    #expect(offset("swiftui.spring(duration: 0.4") == 28)  // ')' missing at the end
    #expect(offset("swiftui.easeIn extra") == 15)  // trailing text
    #expect(offset("compose.FastOutSlowIn") == 8)  // Compose spells it FastOutSlowInEasing
    #expect(offset("material3.expressive.fast") == 21)  // unknown scheme token
    // The model's own refusals, at its name: a negative duration, a bounce ≤ −1, a negative ζ.
    #expect(offset("swiftui.spring(duration: -1)") == 8)
    #expect(offset("swiftui.spring(duration: 0.5, bounce: -1)") == 8)
    #expect(offset("compose.spring(dampingRatio: -0.5)") == 8)
  }
}

/// `swiftui.animation.…`: the numerical spring SwiftUI's `Animation` runs, a model of its own
/// (issue 29: `swiftui.bouncy` is the `Spring` value's analytic motion, the animation's numerical
/// one has its own name). Defaults from the note §2.2 and Apple's documentation.
@Suite("SwiftUI Animation springs by name")
struct SwiftUIAnimationNameTests {
  static func fluid(_ text: String) throws -> SwiftUIFluidSpring? {
    guard case let .fluidSpring(fluid) = try PlatformModel(parsing: text) else { return nil }
    return fluid
  }

  @Test("The presets and factories: response and damping fraction as the note's table gives them")
  func names() throws {
    // .bouncy: duration 0.5, bounce 0.3 → response 0.5, dampingFraction 1 − 0.3 = 0.7.
    let bouncy = try #require(try Self.fluid("swiftui.animation.bouncy"))
    #expect(bouncy.response == 0.5 && abs(bouncy.dampingFraction - 0.7) < 1e-15)
    // .smooth(duration: 0.3, extraBounce: 0.1): bounce 0 + 0.1 → ζ = 0.9.
    let smooth = try #require(try Self.fluid("swiftui.animation.smooth(duration: 0.3, extraBounce: 0.1)"))
    #expect(smooth.response == 0.3 && abs(smooth.dampingFraction - 0.9) < 1e-15)
    // .spring: 0.5 / 0.825 (D); .interactiveSpring: 0.15 / 0.86 (D).
    #expect(try Self.fluid("swiftui.animation.spring") == SwiftUIFluidSpring(response: 0.5, dampingFraction: 0.825))
    #expect(try Self.fluid("swiftui.animation.interactiveSpring") == SwiftUIFluidSpring(response: 0.15, dampingFraction: 0.86))
    #expect(try Self.fluid("swiftui.animation.spring(response: 0.3, dampingFraction: 0.6)")
      == SwiftUIFluidSpring(response: 0.3, dampingFraction: 0.6))
    // spring(duration: 0.4, bounce: −0.5): ζ = 1/(1 − 0.5) = 2.
    #expect(try Self.fluid("swiftui.animation.spring(duration: 0.4, bounce: -0.5)")
      == SwiftUIFluidSpring(response: 0.4, dampingFraction: 2))
    // interactiveSpring(duration: 0.2, extraBounce: 0.05): bounce 0.15 + 0.05 = 0.2 → ζ = 0.8.
    let interactive = try #require(try Self.fluid("swiftui.animation.interactiveSpring(duration: 0.2, extraBounce: 0.05)"))
    #expect(interactive.response == 0.2 && abs(interactive.dampingFraction - 0.8) < 1e-15)
    // The analytic preset stays a spring.
    guard case .spring = try PlatformModel(parsing: "swiftui.bouncy") else {
      Issue.record("swiftui.bouncy is not the analytic spring")
      return
    }
  }

  @Test("Errors name their character")
  func errors() {
    func offset(_ text: String) -> Int? {
      do {
        _ = try PlatformModel(parsing: text)
        return nil
      } catch {
        return error.offset
      }
    }
    #expect(offset("swiftui.animation") == 17)  // the '.' after animation is missing
    #expect(offset("swiftui.animation.wobbly") == 18)  // unknown name
    #expect(offset("swiftui.animation.spring(response: 0.3, bounce: 0.1)") == 18)  // both forms
    #expect(offset("swiftui.animation.spring(response: -1)") == 18)  // refused by the model
    #expect(offset("swiftui.animation.bouncy(extraBounce: -1.5)") == 18)  // bounce ≤ −1
    #expect(offset("swiftui.animation.spring(blendDuration: 1)") == 25)  // unknown label
  }
}
