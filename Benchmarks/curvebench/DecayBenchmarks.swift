import MotionCurves

/// `decay`: one value(at:) per 120 Hz frame for each exponential decay model (UIKit 0.998,
/// Compose exponentialDecay, framer-motion inertia with a boundary spring), over the whole decay.
struct DecayBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  func rows() throws -> [Row] {
    var rows: [Row] = []
    let uikit = try UIKitDecay.normal.motion(from: 0, velocity: 1000)
    let compose = try ComposeExponentialDecay().motion(from: 0, velocity: 1000)
    let framer = try FramerInertia(max: 500).motion(from: 0, velocity: 1000)
    let cases: [(String, any DecayMotion, Double)] = [
      ("uikit 0.998, v 1000 @120 Hz", uikit, try uikit.duration(toVelocity: 1)),
      ("compose exponential, v 1000 @120 Hz", compose, compose.end),
      ("framer inertia max 500, v 1000 @120 Hz", framer, try framer.duration(toVelocity: 1)),
    ]
    for (variant, motion, end) in cases where wants("decay", variant) {
      let frames = Swift.max(1, Int(end * 120))
      var frame = 0
      rows.append(Row(benchmark: "decay", variant: variant, implementation: "motioncurves",
                      timing: harness.measure(operations: 1) {
                        frame = frame == frames ? 0 : frame + 1
                        return motion.value(at: Double(frame) / 120)
                      }, unit: "frame", maxError: nil, note: "\(frames) frames"))
    }
    return rows
  }
}
