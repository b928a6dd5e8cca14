extension SwiftUIFluidSpring {
  /// The weight of the previous response while a merged fluid spring blends its response:
  /// 1 − smoothstep(p) with p clamped to [0, 1] and smoothstep(p) = p²(3 − 2p); so 1 at p ≤ 0,
  /// ½ at p = ½, 0 at p ≥ 1.
  ///
  /// OpenSwiftUI's transcription writes `(time − blendStart) / blendDuration.clamp(min: 0, max: 1)`,
  /// which by Swift's precedence clamps the blend duration rather than p; unclamped, p > 1 would
  /// drive the response without bound, so this reads the clamp as applying to p
  /// (`../shared/notes/platform-parity.md` §2.2).
  ///
  /// - Precision: a few ulps. NaN for a NaN p.
  public static func blendWeight(progress: Double) -> Double {
    guard !progress.isNaN else { return .nan }
    let p = Swift.min(Swift.max(progress, 0), 1)
    return 1 - p * p * (3 - 2 * p)
  }

  /// The response in force `elapsed` seconds after this spring merged with a previous fluid spring
  /// of response `previousResponse`: r = response + (previousResponse − response)·``blendWeight(progress:)``
  /// with p = elapsed/blendDuration; the response itself when blendDuration is 0.
  ///
  /// - Precision: a few ulps of the response.
  /// - Throws: ``SwiftUIAnimationError`` naming `blendDuration` when it is negative or not finite,
  ///   `time` when `elapsed` is NaN, and `response` when `previousResponse` is negative or not finite.
  public func blendedResponse(
    previousResponse: Double, elapsed: Double, blendDuration: Double
  ) throws(SwiftUIAnimationError) -> Double {
    try Self.validateBlendDuration(blendDuration)
    guard !elapsed.isNaN else { throw .notFinite(.time, elapsed) }
    guard previousResponse.isFinite, previousResponse >= 0 else {
      throw previousResponse.isFinite ? .negative(.response, previousResponse) : .notFinite(.response, previousResponse)
    }
    guard blendDuration > 0 else { return response }
    return response + (previousResponse - response) * Self.blendWeight(progress: elapsed / blendDuration)
  }

  /// Throws unless 0 ≤ blendDuration < ∞.
  static func validateBlendDuration(_ blendDuration: Double) throws(SwiftUIAnimationError) {
    guard blendDuration.isFinite else { throw .notFinite(.blendDuration, blendDuration) }
    guard blendDuration >= 0 else { throw .negative(.blendDuration, blendDuration) }
  }

  /// k = min((2π/r)², 45 000) for a response r; the cap for r ≤ 0 (see the type's reading).
  static func stiffness(response: Double) -> Double {
    guard response > 0 else { return maximumStiffness }
    let frequency = 2 * Double.pi / response
    return Swift.min(frequency * frequency, maximumStiffness)
  }
}

/// One run of SwiftUI's fluid-spring integrator over an animated delta, from a given offset,
/// velocity and force, with its response blended from a previous one (``SwiftUIFluidSpring``'s
/// step, ``SwiftUIFluidSpring/blendWeight(progress:)``). Step j starts at start + j/300 s; the
/// response of a blend is evaluated at each step's start (SwiftUI evaluates it once per frame, at
/// the frame's time: the limit of a frame every step).
struct SwiftUIFluidStepper: Sendable, Hashable {
  let dampingFraction: Double
  let response: Double
  let blendInterval: Double
  let blendDuration: Double
  let delta: Double
  var offset = 0.0
  var velocity = 0.0
  var force = 0.0
  var steps = 0

  init(
    spring: SwiftUIFluidSpring, delta: Double, velocity: Double = 0, force: Double = 0,
    blendInterval: Double = 0, blendDuration: Double = 0
  ) {
    dampingFraction = spring.dampingFraction
    response = spring.response
    self.blendInterval = blendInterval
    self.blendDuration = blendDuration
    self.delta = delta
    self.velocity = velocity
    self.force = force
  }

  /// The start of the next step, in seconds since the run began.
  var nextStepStart: Double { Double(steps) / 300 }

  /// One velocity-Verlet step (kick, drift, kick) of 1/300 s.
  mutating func step() {
    var r = response
    if blendDuration > 0 && blendInterval != 0 {
      r += blendInterval * SwiftUIFluidSpring.blendWeight(progress: nextStepStart / blendDuration)
    }
    let k = SwiftUIFluidSpring.stiffness(response: r)
    let c = 2 * k.squareRoot() * dampingFraction
    let f = force / 600 + velocity
    offset += f / 300
    force = -c * f + k * (delta - offset)
    velocity = force / 600 + f
    steps += 1
  }

  /// SwiftUI's finish rule: max(v², F²) ≤ 0.0036 and |delta − offset| ≤ 1 % of |delta|.
  var isFinished: Bool {
    let tolerance = 0.01 * delta
    let remaining = delta - offset
    return Swift.max(velocity * velocity, force * force) <= 0.0036
      && !(tolerance * tolerance > 0 && tolerance * tolerance < remaining * remaining)
  }
}

extension SwiftUIFluidSpring {
  /// A spring from parameters known to be valid (SwiftUI's preset constants).
  init(validResponse response: Double, dampingFraction: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
  }
}
