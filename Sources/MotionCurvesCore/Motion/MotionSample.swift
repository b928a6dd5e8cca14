/// One sample of a ``Motion``: a time, and the value and velocity there.
public struct MotionSample<Value: VectorSpace>: Sendable, Equatable {
  /// The time in seconds.
  public var time: Double
  /// The value at `time`.
  public var value: Value
  /// The velocity at `time`, in units per second.
  public var velocity: Value

  /// A sample at `time` with its `value` and `velocity`.
  public init(time: Double, value: Value, velocity: Value) {
    self.time = time
    self.value = value
    self.velocity = velocity
  }
}

extension MotionSample: Hashable where Value: Hashable {}
extension MotionSample: Codable where Value: Codable {}
