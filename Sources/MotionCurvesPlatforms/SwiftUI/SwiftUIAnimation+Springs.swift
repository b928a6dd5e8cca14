extension SwiftUIAnimation {
  // MARK: interpolatingSpring (analytic, additive)

  /// `interpolatingSpring`: SwiftUI's analytic `SpringAnimation`, ending at the spring's
  /// ``SwiftUIInterpolatingSpring/duration``. It does not merge: overlapping interpolating springs
  /// add (see ``SwiftUIAnimatedValue``).
  public static func interpolatingSpring(_ spring: SwiftUIInterpolatingSpring) -> SwiftUIAnimation {
    SwiftUIAnimation(base: .interpolatingSpring(spring), baseDuration: spring.duration, modifiers: [])
  }

  /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
  ///
  /// - Parameter settlingReading: how an under-damped spring's duration is read
  ///   (``SwiftUIInterpolatingSpring/SettlingReading``; the envelope bound by default).
  /// - Throws: as ``SwiftUIInterpolatingSpring/init(mass:stiffness:damping:initialVelocity:settlingReading:)``.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    settlingReading: SwiftUIInterpolatingSpring.SettlingReading = .envelope
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    interpolatingSpring(
      try SwiftUIInterpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
        settlingReading: settlingReading))
  }

  /// SwiftUI's `interpolatingSpring(duration:bounce:initialVelocity:)`: k = (2π/duration)²,
  /// c = 2√k·ζ(bounce).
  ///
  /// - Throws: as ``SwiftUIInterpolatingSpring/init(duration:bounce:initialVelocity:settlingReading:)``.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0,
    settlingReading: SwiftUIInterpolatingSpring.SettlingReading = .envelope
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    interpolatingSpring(
      try SwiftUIInterpolatingSpring(
        duration: duration, bounce: bounce, initialVelocity: initialVelocity, settlingReading: settlingReading))
  }

  /// SwiftUI's `.interpolatingSpring`: duration 0.5 s, bounce 0 (k = (4π)², c = 8π).
  public static let interpolatingSpring = interpolatingSpring(SwiftUIInterpolatingSpring.swiftUIDefault)

  // MARK: Fluid springs (numerical, merging)

  /// A fluid spring (SwiftUI's `FluidSpringAnimation`): alone, the numerical spring for a unit
  /// delta, ending at the first step where SwiftUI's finish rule holds (+∞ when it does not hold
  /// within ``SwiftUIFluidSpring/maximumSteps`` steps); in a ``SwiftUIAnimatedValue`` it merges
  /// with the animation it follows and blends its response over `blendDuration`.
  ///
  /// - Throws: ``SwiftUIAnimationError`` naming `blendDuration` unless 0 ≤ blendDuration < ∞.
  public static func fluidSpring(
    _ spring: SwiftUIFluidSpring, blendDuration: Double = 0
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try SwiftUIFluidSpring.validateBlendDuration(blendDuration)
    return validFluidSpring(spring, blendDuration: blendDuration)
  }

  /// SwiftUI's `spring(response:dampingFraction:blendDuration:)`, defaults 0.5, 0.825, 0.
  ///
  /// - Throws: ``SwiftUIAnimationError/spring(_:)`` for a negative or non-finite response or damping
  ///   fraction; naming `blendDuration` unless 0 ≤ blendDuration < ∞.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    let spring: SwiftUIFluidSpring
    do { spring = try SwiftUIFluidSpring(response: response, dampingFraction: dampingFraction) } catch {
      throw .spring(error)
    }
    return try fluidSpring(spring, blendDuration: blendDuration)
  }

  /// SwiftUI's `spring(duration:bounce:blendDuration:)`: response = duration, dampingFraction =
  /// 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
  ///
  /// - Throws: ``SwiftUIAnimationError/spring(_:)`` for a negative or non-finite duration or a
  ///   bounce ≤ −1; naming `blendDuration` unless 0 ≤ blendDuration < ∞.
  public static func spring(
    duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    let spring: SwiftUIFluidSpring
    do { spring = try SwiftUIFluidSpring(duration: duration, bounce: bounce) } catch { throw .spring(error) }
    return try fluidSpring(spring, blendDuration: blendDuration)
  }

  /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`, defaults 0.15, 0.86, 0.25.
  ///
  /// - Throws: as ``spring(response:dampingFraction:blendDuration:)``.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// SwiftUI's `interactiveSpring(duration:extraBounce:blendDuration:)`: bounce 0.15 + extraBounce.
  ///
  /// - Throws: as ``spring(duration:bounce:blendDuration:)``.
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// SwiftUI's `smooth(duration:extraBounce:)`: `spring(duration:bounce: extraBounce)`.
  /// - Throws: as ``spring(duration:bounce:blendDuration:)``.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try spring(duration: duration, bounce: extraBounce)
  }

  /// SwiftUI's `snappy(duration:extraBounce:)`: `spring(duration:bounce: 0.15 + extraBounce)`.
  /// - Throws: as ``spring(duration:bounce:blendDuration:)``.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// SwiftUI's `bouncy(duration:extraBounce:)`: `spring(duration:bounce: 0.3 + extraBounce)`.
  /// - Throws: as ``spring(duration:bounce:blendDuration:)``.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(SwiftUIAnimationError) -> SwiftUIAnimation {
    try spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// SwiftUI's `.spring`: response 0.5, dampingFraction 0.825, blendDuration 0.
  public static let spring = validFluidSpring(SwiftUIFluidSpring(validResponse: 0.5, dampingFraction: 0.825), blendDuration: 0)
  /// SwiftUI's `.interactiveSpring`: response 0.15, dampingFraction 0.86, blendDuration 0.25.
  public static let interactiveSpring = validFluidSpring(
    SwiftUIFluidSpring(validResponse: 0.15, dampingFraction: 0.86), blendDuration: 0.25)
  /// SwiftUI's `.smooth`: response 0.5, dampingFraction 1.
  public static let smooth = validFluidSpring(SwiftUIFluidSpring(validResponse: 0.5, dampingFraction: 1), blendDuration: 0)
  /// SwiftUI's `.snappy`: response 0.5, dampingFraction 0.85 (bounce 0.15).
  public static let snappy = validFluidSpring(SwiftUIFluidSpring(validResponse: 0.5, dampingFraction: 0.85), blendDuration: 0)
  /// SwiftUI's `.bouncy`: response 0.5, dampingFraction 0.7 (bounce 0.3).
  public static let bouncy = validFluidSpring(SwiftUIFluidSpring(validResponse: 0.5, dampingFraction: 0.7), blendDuration: 0)

  /// The fluid-spring base with its finish time for a unit delta.
  private static func validFluidSpring(_ spring: SwiftUIFluidSpring, blendDuration: Double) -> SwiftUIAnimation {
    var stepper = SwiftUIFluidStepper(spring: spring, delta: 1)
    var end = Double.infinity
    while stepper.steps < SwiftUIFluidSpring.maximumSteps {
      stepper.step()
      if stepper.isFinished {
        // A frame at a time in ((n − 1)/300, n/300] runs n steps: it sees the finished state.
        end = Double(stepper.steps - 1) / 300
        break
      }
    }
    return SwiftUIAnimation(base: .fluidSpring(spring, blendDuration: blendDuration), baseDuration: end, modifiers: [])
  }
}
