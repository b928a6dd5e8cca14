import MotionCurves

/// `decay`: one value(at:) per 120 Hz frame for each decay model (UIKit 0.998, Compose
/// exponentialDecay, framer-motion inertia with a boundary spring, Chromium's physics-based and
/// exponential fling curves), over the whole motion, each with its worst error over the frames it
/// times against ``DecayReference`` (the platform's definition integrated by GSL's rk8pd).
struct DecayBenchmarks {
  let harness: Harness
  let wants: (_ benchmark: String, _ variant: String) -> Bool

  /// One row's motion, how long it runs, and its reference at a list of times.
  struct Case {
    let variant: String
    let motion: any DecayMotion
    let end: Double
    let reference: ([Double]) throws -> [Double]
    let note: String
  }

  func cases() throws -> [Case] {
    let uikit = try UIKitDecay.normal.motion(from: 0, velocity: 1000)
    let compose = try ComposeExponentialDecay().motion(from: 0, velocity: 1000)
    let framer = try FramerInertia(max: 500).motion(from: 0, velocity: 1000)
    let physics = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 1000).motion(from: 0, velocity: 3000)
    let exponential = try ChromiumExponentialFling().motion(from: 0, velocity: 3000)
    return [
      Case(variant: "uikit 0.998, v 1000 @120 Hz", motion: uikit, end: try uikit.duration(toVelocity: 1),
           reference: { try DecayReference.uikit(rate: 0.998, velocity: 1000, times: $0) },
           note: "vs GSL rk8pd on x′ = v, v′ = 1000·ln(0.998)·v"),
      Case(variant: "compose exponential, v 1000 @120 Hz", motion: compose, end: compose.end,
           reference: { try DecayReference.compose(velocity: 1000, times: $0) },
           note: "vs GSL rk8pd on x′ = v, v′ = −4.2·v to speed 0.1"),
      Case(variant: "framer inertia max 500, v 1000 @120 Hz", motion: framer,
           end: try framer.duration(toVelocity: 1),
           reference: { try DecayReference.framer(velocity: 1000, upperBound: 500, times: $0) },
           note: "vs GSL rk8pd: friction x′ = v, v′ = −v/0.325 s; crossing bisected on it; "
             + "spring x″ = −500(x − 500) − 10x′ from its 5 ms difference"),
      Case(variant: "chromium physics 160 ppi, v 3000 @120 Hz", motion: physics, end: physics.curveDuration,
           reference: {
             try DecayReference.chromiumPhysics(pixelsPerInch: 160, boundingSize: 1000, velocity: 3000, times: $0)
           },
           note: "vs GSL rk8pd on the bézier's (u, y) in t: u′ = 1/(D·X′(u)), y′ = Y′(u)/(D·X′(u)), "
             + "control points from the note"),
      Case(variant: "chromium exponential, v 3000 @120 Hz", motion: exponential, end: exponential.curveDuration,
           reference: { try DecayReference.chromiumExponential(velocity: 3000, times: $0) },
           note: "vs GSL rk8pd on x′ = w, w′ = −3.7(w + 172) to T(0) − T(v₀)"),
    ]
  }

  func rows() throws -> [Row] {
    var rows: [Row] = []
    for item in try cases() where wants("decay", item.variant) {
      let motion = item.motion
      let frames = Swift.max(1, Int(item.end * 120))
      // The frames the timed closure visits: 0 … frames, at frame/120 s.
      let times = (0...frames).map { Double($0) / 120 }
      let reference = try item.reference(times)
      let error = zip(times, reference).reduce(0) { Swift.max($0, abs(motion.value(at: $1.0) - $1.1)) }
      var frame = 0
      rows.append(Row(benchmark: "decay", variant: item.variant, implementation: "motioncurves",
                      timing: harness.measure(operations: 1) {
                        frame = frame == frames ? 0 : frame + 1
                        return motion.value(at: Double(frame) / 120)
                      }, unit: "frame", maxError: error, note: "\(frames + 1) frames, px; \(item.note)"))
    }
    return rows
  }
}
