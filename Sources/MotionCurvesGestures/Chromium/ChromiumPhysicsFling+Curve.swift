import MotionCurvesTiming

extension ChromiumPhysicsFling {
  /// The curve's duration and bézier from the major axis's velocity and distance.
  static func curve(
    majorVelocity velocity: Double, majorDistance distance: Double, arithmetic: ChromiumFlingArithmetic
  ) -> (duration: Double, curve: CubicBezier) {
    let (p1x, p1y) = defaultFirstControlPoint
    var first = (x: p1x, y: p1y)
    var duration: Double
    switch arithmetic {
    case .exact:
      duration = min(maximumCurveDuration, abs(velocity) / pixelDeceleration)
      let slope = abs(velocity * duration / distance)
      if slope * p1x < 1 { first.y = p1x * slope } else { first.x = p1y / slope }
    case .float32:
      let floatDuration = min(Float(maximumCurveDuration), abs(Float(velocity)) / Float(pixelDeceleration))
      let slope = abs(Float(velocity) * floatDuration / Float(distance))
      if slope * Float(p1x) < 1 { first.y = Double(Float(p1x) * slope) } else { first.x = Double(Float(p1y) / slope) }
      first = (Double(Float(first.x)), Double(Float(first.y)))
      duration = Double(floatDuration)
    }
    // No motion (v = 0) or no distance: a flat curve that is never read.
    guard duration > 0, first.x.isFinite, first.y.isFinite, distance != 0,
      let curve = try? CubicBezier(x1: first.x, y1: first.y, x2: secondControlPoint.x, y2: secondControlPoint.y)
    else { return (0, CubicBezier.linear) }
    return (duration, curve)
  }

  /// Both axes of a 2-D fling, as Chromium runs them: each axis's distance from its own model,
  /// one duration and one bézier from the axis with the larger speed (the vertical one on a tie).
  ///
  /// - Throws: ``GestureError`` naming a coordinate of `position` or `velocity` unless it is
  ///   finite, or `vertical.arithmetic` if it differs from `horizontal.arithmetic`.
  public static func motions(
    from position: (x: Double, y: Double), velocity: (x: Double, y: Double),
    horizontal: ChromiumPhysicsFling, vertical: ChromiumPhysicsFling
  ) throws(GestureError) -> (x: ChromiumPhysicsFlingMotion, y: ChromiumPhysicsFlingMotion) {
    try GestureError.requireFinite(position.x, "position.x")
    try GestureError.requireFinite(position.y, "position.y")
    try GestureError.requireFinite(velocity.x, "velocity.x")
    try GestureError.requireFinite(velocity.y, "velocity.y")
    guard horizontal.arithmetic == vertical.arithmetic else {
      throw .invalidParameter(
        name: "vertical.arithmetic", value: vertical.arithmetic == .exact ? 0 : 32,
        requirement: "the horizontal model's arithmetic")
    }
    let distance = (x: horizontal.distance(forVelocity: velocity.x), y: vertical.distance(forVelocity: velocity.y))
    let verticalIsMajor = abs(velocity.y) >= abs(velocity.x)
    let shape = curve(
      majorVelocity: verticalIsMajor ? velocity.y : velocity.x,
      majorDistance: verticalIsMajor ? distance.y : distance.x, arithmetic: horizontal.arithmetic)
    return (
      ChromiumPhysicsFlingMotion(
        from: position.x, distance: distance.x, curveDuration: shape.duration, curve: shape.curve,
        initialVelocity: velocity.x),
      ChromiumPhysicsFlingMotion(
        from: position.y, distance: distance.y, curveDuration: shape.duration, curve: shape.curve,
        initialVelocity: velocity.y)
    )
  }
}
