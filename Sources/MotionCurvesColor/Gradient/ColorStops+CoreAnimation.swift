import MotionCurvesCore

extension ColorStops {
  /// A list from a `CAGradientLayer`'s `colors` and `locations`.
  ///
  /// - `locations` nil: the stops are spread uniformly, colour i at i/(n − 1) (one colour at 0),
  ///   as the header documents ("If a nil array is given, the stops are assumed to spread
  ///   uniformly across the [0,1] range").
  /// - Otherwise one location per colour, taken as given (values outside [0, 1] are kept; the
  ///   gradient clamps to its end colours beyond them). Core Animation requires them to increase
  ///   monotonically and documents nothing else; a location less than an earlier one is raised to
  ///   the largest earlier one, CSS's rule.
  /// - **Count mismatch:** Core Animation does not document what it draws when `locations` and
  ///   `colors` differ in length, and third-party reports conflict (a blank gradient; the extra
  ///   colours ignored). Rather than pick one, this initializer refuses the pair with
  ///   ``ColorStopsError/locationCountMismatch(colors:locations:)``: pass `nil` for uniform
  ///   locations, or as many locations as colours.
  ///
  /// `mode` is ``ColorInterpolationMode/coreAnimation`` unless given (component-wise, straight
  /// alpha: white → `transparent` passes through a translucent grey, as Core Graphics draws it).
  ///
  /// - Throws: ``ColorStopsError/empty``, ``ColorStopsError/locationCountMismatch(colors:locations:)``,
  ///   ``ColorStopsError/notFinite(_:_:)`` naming `locations[i]`.
  /// - Complexity: O(n).
  public init(
    coreAnimationColors colors: [CSSColor], locations: [Double]?, mode: ColorInterpolationMode = .coreAnimation
  ) throws(ColorStopsError) {
    guard !colors.isEmpty else { throw .empty }
    var resolved: [Double]
    if let locations {
      guard locations.count == colors.count else {
        throw .locationCountMismatch(colors: colors.count, locations: locations.count)
      }
      resolved = []
      resolved.reserveCapacity(locations.count)
      var largest = -Double.infinity
      for (i, l) in locations.enumerated() {
        try ColorStopsError.finite(l, .locations(i))
        largest = max(largest, l)
        resolved.append(largest)
      }
    } else {
      resolved = Self.uniformLocations(count: colors.count)
    }
    // Uniform locations are left unwritten: CSS's fix-up places unwritten stops at exactly i/(n − 1).
    let stops = colors.indices.map { i in ColorStop(colors[i], location: locations == nil ? nil : resolved[i]) }
    self.init(
      stops: stops, mode: mode, colors: colors, locations: resolved,
      hints: Array(repeating: nil, count: colors.count - 1))
  }

  /// i/(n − 1) for i = 0…n − 1, each correctly rounded; [0] for one.
  static func uniformLocations(count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}
