import MotionCurvesGestures
import Testing

@Suite("Gesture errors")
struct GestureErrorTests {
  @Test("Each error names the value and the rule")
  func descriptions() {
    #expect(GestureError.invalidParameter(name: "rate", value: 1.5, requirement: "in (0, 1)").description
      == "rate must be in (0, 1), not 1.5")
    #expect(GestureError.reversedBounds(lower: 2, upper: 1).description == "the lower bound 2.0 is above the upper bound 1.0")
    #expect(GestureError.emptySnapPoints.description == "there are no snap points to choose from")
  }
}
