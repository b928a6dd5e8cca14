import MotionCurvesCore

/// The reason a wave or a path could not be made: which parameter, and its value.
public enum WaveError: Error, Hashable, Sendable, CustomStringConvertible, PositiveParameterError {
  /// The parameters of waves and their paths, by the names the initializers give them.
  public enum Parameter: String, Sendable, Hashable, CaseIterable {
    /// Amplitude A.
    case amplitude
    /// Angular frequency ω.
    case angularFrequency
    /// Wavelength 2π/ω.
    case wavelength
    /// Periods across a width.
    case periods
    /// Phase φ.
    case phase
    /// Baseline h.
    case baseline
    /// Phase velocity.
    case speed
    /// The frame rate of a per-frame preset.
    case framesPerSecond
    /// The width of a path, or the width periods are counted across.
    case width
    /// The distance between the points of a path.
    case step
    /// The first x of a path.
    case x0
    /// The time.
    case time
    /// The y a closed path is closed down to.
    case floor
  }

  /// A parameter is NaN or infinite.
  case notFinite(Parameter, Double)
  /// A parameter must be greater than 0.
  case notPositive(Parameter, Double)
  /// The path would need more points than the buffer holds (or than the limit of 10⁸).
  case tooManyPoints(needed: Int, available: Int)

  /// One line naming the parameter and its value, for example `width = 0.0 must be greater than 0`.
  public var description: String {
    switch self {
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .notPositive(parameter, value): return Self.notPositiveDescription(parameter, value)
    case let .tooManyPoints(needed, available):
      return "the path needs \(needed) points but only \(available) fit"
    }
  }
}
