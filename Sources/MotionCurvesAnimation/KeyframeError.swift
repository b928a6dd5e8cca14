import MotionCurvesCore

/// The reason keyframes could not be created: which keyframe or key time, and what is wrong.
public enum KeyframeError: Error, Hashable, Sendable, CustomStringConvertible, ParameterError {
  /// The numbers of keyframes that must be finite: the Kochanek–Bartels parameters of
  /// ``KeyframeValues``, by the names of Core Animation's lists and the index in the list.
  public enum Parameter: Hashable, Sendable, RawRepresentable {
    /// The tension at this index: `tensionValues[1]`.
    case tensionValues(Int)
    /// The continuity at this index: `continuityValues[1]`.
    case continuityValues(Int)
    /// The bias at this index: `biasValues[1]`.
    case biasValues(Int)

    /// The name: `tensionValues[1]`, `continuityValues[1]`, `biasValues[1]`.
    public var rawValue: String {
      switch self {
      case let .tensionValues(index): return "tensionValues[\(index)]"
      case let .continuityValues(index): return "continuityValues[\(index)]"
      case let .biasValues(index): return "biasValues[\(index)]"
      }
    }

    /// The parameter with this name, or nil.
    public init?(rawValue: String) {
      if let index = parameterIndex(rawValue, "tensionValues[", "]") {
        self = .tensionValues(index)
      } else if let index = parameterIndex(rawValue, "continuityValues[", "]") {
        self = .continuityValues(index)
      } else if let index = parameterIndex(rawValue, "biasValues[", "]") {
        self = .biasValues(index)
      } else {
        return nil
      }
    }
  }

  /// There are no keyframes (or no values).
  case empty
  /// A keyframe's offset (or a key time) is NaN or outside [0, 1].
  case offsetOutOfRange(index: Int, Double)
  /// Offsets (or key times) must never decrease; this one is below an earlier one.
  case offsetsNotSorted(index: Int, Double)
  /// The number of key times does not fit the values and the calculation mode.
  case keyTimeCount(Int, expected: Int, mode: KeyframeCalculationMode)
  /// The number of timing functions must be one per segment (values − 1).
  case timingFunctionCount(Int, expected: Int)
  /// A tension, continuity or bias list must have one entry per value.
  case splineParameterCount(name: String, Int, expected: Int)
  /// A tension, continuity or bias value is NaN or infinite.
  case notFinite(Parameter, Double)
  /// The keyframes have no keyframe at offset 0 (or 1) and no underlying value to stand in.
  case missingEndKeyframe(offset: Double)
  /// A value is not finite (its distance to itself is not 0: a NaN or infinite component).
  case notFiniteValue(index: Int)
  /// The cubic calculation modes need values in a vector space (numbers, vectors).
  case cubicNeedsVectorSpace
  /// In a cubic mode, the Bézier control point of the segment from value `segment` to value
  /// `segment + 1` is beyond the range of Double (its tangent overshoots the values by more than
  /// the largest double allows): the spline cannot be written in doubles.
  case splineOutOfRange(segment: Int)

  /// One line naming the keyframe and the problem, for example `keyframe 2 has offset 1.5, outside [0, 1]`.
  public var description: String {
    switch self {
    case .empty: return "there are no keyframes"
    case let .offsetOutOfRange(index, value): return "keyframe \(index) has offset \(value), outside [0, 1]"
    case let .offsetsNotSorted(index, value):
      return "keyframe \(index) has offset \(value), below an earlier keyframe's: offsets must not decrease"
    case let .keyTimeCount(count, expected, mode):
      return "\(count) keyTimes for the \(mode.rawValue) mode: it needs \(expected)"
    case let .timingFunctionCount(count, expected):
      return "\(count) timingFunctions: there must be one per segment, \(expected)"
    case let .splineParameterCount(name, count, expected):
      return "\(count) \(name): there must be one per value, \(expected)"
    case let .notFinite(parameter, value): return Self.notFiniteDescription(parameter, value)
    case let .missingEndKeyframe(offset):
      return "no keyframe at offset \(offset == 0 ? "0" : "1") and no underlying value to stand in for it"
    case let .notFiniteValue(index): return "value \(index) is not finite"
    case .cubicNeedsVectorSpace: return "the cubic calculation modes need numeric values"
    case let .splineOutOfRange(segment):
      return "the spline from value \(segment) to value \(segment + 1) reaches beyond the range of doubles (a control point past ±1.8e308)"
    }
  }
}
