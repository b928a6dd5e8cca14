import MotionCurvesLottie
import Testing

/// Time remapping (`tm`, seconds × frame rate, lottie.md §1.4), with lottie-web's one exception:
/// `CompElement.prepareFrame` shows frame `op − 1` where the remapped frame equals the layer's `op`
/// exactly (lottie.min.js 5.13.0: `e===this.data.op&&(e=this.data.op-1)`).
@Suite("Lottie: time remap")
struct LottieTimeRemapTests {
  // 30 fps; the precomposition layer's tm runs linearly from 0 s at frame 0 to 2 s at frame 60, so
  // its child time is 30·tm = t, and it lands on op = 60 at t = 60 (and stays there after).
  static let text = lottie(
    layers: #"{"ty":0,"ind":1,"refId":"c","ip":0,"op":60,"w":100,"h":100,"tm":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[2]}]}}"#,
    extra: #","assets":[{"id":"c","layers":[{"ty":3,"ind":1,"ip":0,"op":90}]}]"#)

  @Test("the child time is tm × frame rate; lottie-web shows op − 1 where it lands on op")
  func remapLandingOnOp() throws {
    let animation = try LottieAnimation(json: Array(Self.text.utf8))
    for (mode, atOp) in [(LottieEvaluationMode.exact, 60.0), (.lottieWeb, 59)] {
      let program = try LottieProgram(animation, mode: mode)
      var frame = program.makeBuffer()
      program.evaluate(atFrame: 15, into: &frame)
      #expect(frame.childTime[0] == 15)  // 30 · (15/60 · 2 s) = 15
      #expect(frame.compositionTime[1] == 15)
      program.evaluate(atFrame: 60, into: &frame)
      #expect(frame.childTime[0] == atOp, "\(mode)")
      #expect(frame.compositionTime[1] == atOp, "\(mode)")
    }
  }
}
