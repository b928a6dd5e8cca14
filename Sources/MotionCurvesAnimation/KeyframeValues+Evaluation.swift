import MotionCurvesCore
import MotionCurvesTiming

extension KeyframeValues {
  /// The segment that holds fraction `f`: its index and the fraction within it, or the index of a
  /// value that holds alone (`within` nil).
  @inlinable
  func locate(_ f: Double) -> (index: Int, within: Double?) {
    let storage = self.storage
    return storage.keyTimes.withUnsafeBufferPointer { keyTimes in
      storage.resolvedTimingFunctions.withUnsafeBufferPointer { ease in
        Self.locate(f, discrete: calculationMode == .discrete, keyTimes: keyTimes, count: storage.values.count) {
          ease[$0].value(at: $1, beforeFlag: false)
        }
      }
    }
  }

  /// ``locate(_:)`` over flat tables: the `keyTimes` of `count` values (`count + 1` key times in
  /// the discrete mode), `ease(i, x)` segment i's timing function at x. The one code path of the
  /// keyframes' own evaluation and of compiled programs.
  @inlinable
  package static func locate(
    _ f: Double, discrete: Bool, keyTimes: UnsafeBufferPointer<Double>, count n: Int, ease: (Int, Double) -> Double
  ) -> (index: Int, within: Double?) {
    if discrete {
      // Value i holds on [kᵢ, kᵢ₊₁); the last one from its key time on.
      var low = 0, high = n - 1  // the last i in [0, n − 1] with kᵢ ≤ f, or 0
      while low < high {
        let mid = (low + high + 1) / 2
        if keyTimes[mid] <= f { low = mid } else { high = mid - 1 }
      }
      return (low, nil)
    }
    guard n > 1, f > keyTimes[0] else { return (0, nil) }
    guard f < keyTimes[n - 1] else { return (n - 1, nil) }
    var low = 0, high = n - 2  // the last i ≤ n − 2 with kᵢ ≤ f
    while low < high {
      let mid = (low + high + 1) / 2
      if keyTimes[mid] <= f { low = mid } else { high = mid - 1 }
    }
    let width = keyTimes[low + 1] - keyTimes[low]
    return (low, ease(low, (f - keyTimes[low]) / width))
  }

  /// The value at fraction `f` of the animation (its progress after its own timing function).
  ///
  /// - Precision: the segment's timing function within its bound, then one interpolation (three
  ///   levels of de Casteljau for the cubic modes, each an ``Interpolatable/interpolated(to:at:)``);
  ///   exactly a value at its key time.
  /// - Complexity: O(log n) for n values; allocation-free.
  @inlinable
  public func value(at f: Double) -> Value {
    let storage = self.storage
    return storage.keyTimes.withUnsafeBufferPointer { keyTimes in
      storage.values.withUnsafeBufferPointer { values in
        storage.controlPoints.withUnsafeBufferPointer { controlPoints in
          storage.resolvedTimingFunctions.withUnsafeBufferPointer { ease in
            Self.value(
              at: f, discrete: calculationMode == .discrete, keyTimes: keyTimes, values: values,
              controlPoints: controlPoints
            ) { ease[$0].value(at: $1, beforeFlag: false) }
          }
        }
      }
    }
  }

  /// ``value(at:)`` over flat tables: `keyTimes` and `values` as ``locate(_:discrete:keyTimes:count:ease:)``
  /// takes them, the cubic modes' inner Bézier `controlPoints` per segment (empty otherwise). The
  /// one code path of the keyframes' own evaluation and of compiled programs.
  @inlinable
  package static func value(
    at f: Double, discrete: Bool, keyTimes: UnsafeBufferPointer<Double>, values: UnsafeBufferPointer<Value>,
    controlPoints: UnsafeBufferPointer<(Value, Value)>, ease: (Int, Double) -> Double
  ) -> Value {
    let (index, within) = locate(f, discrete: discrete, keyTimes: keyTimes, count: values.count, ease: ease)
    guard let u = within else { return values[index] }
    let controls = controlPoints.isEmpty ? nil : controlPoints[index]
    return segmentValue(values[index], values[index + 1], controls: controls, at: u)
  }

  /// The segment p1 → p2 at fraction `u` within it: one ``Interpolatable/interpolated(to:at:)``,
  /// or three levels of de Casteljau through the inner control points of the cubic modes. Compiled
  /// programs call it per component (`Value` = `Double`) on flat tables of vectors, which gives
  /// the vector's own value bit for bit: vectors interpolate component by component.
  @inlinable
  package static func segmentValue(_ p1: Value, _ p2: Value, controls: (Value, Value)?, at u: Double) -> Value {
    guard let (c1, c2) = controls else { return p1.interpolated(to: p2, at: u) }
    let a = p1.interpolated(to: c1, at: u), b = c1.interpolated(to: c2, at: u)
    let c = c2.interpolated(to: p2, at: u)
    let d = a.interpolated(to: b, at: u), e = b.interpolated(to: c, at: u)
    return d.interpolated(to: e, at: u)
  }
}

extension KeyframeValues where Value: VectorSpace {
  /// d value / d fraction at `f`: zero where a value holds (before the first key time, after the
  /// last, and everywhere in `discrete` mode); the segment's derivative times its timing
  /// function's slope over the segment's width elsewhere.
  ///
  /// Where the segment's differences overflow (values of opposite signs near ±1e308), the
  /// derivative is taken on its points scaled by 2⁻³ (exact) and scaled back after the slope, so
  /// the velocity is finite wherever its exact value is; a component whose exact velocity is
  /// beyond the range of Double is ±∞.
  ///
  /// - Precision: as the timing function's ``TimingFunction/velocity(at:)``, then a scaling.
  public func velocity(at f: Double) -> Value {
    let (index, within) = locate(f)
    guard let u = within else { return .zero }
    let width = keyTimes[index + 1] - keyTimes[index]
    let local = (f - keyTimes[index]) / width
    let slope = timingFunctions[index].velocity(at: local) / width
    let p1 = values[index], p2 = values[index + 1]
    let controls = storage.controlPoints.isEmpty ? nil : storage.controlPoints[index]
    let derivative = Self.segmentDerivative(p1, p2, controls: controls, at: u, factor: 1).scaled(by: slope)
    guard derivative.euclideanDistance(to: derivative) != 0 else { return derivative }
    // A difference overflowed (or the velocity is beyond Double): the same on the points × ⅛.
    return Self.segmentDerivative(p1, p2, controls: controls, at: u, factor: 0.125).scaled(by: slope).scaled(by: 8)
  }

  /// d/du of the segment p1 → p2 (through the inner Bézier `controls` in the cubic modes) at u,
  /// on the points multiplied by `factor`.
  static func segmentDerivative(_ p1: Value, _ p2: Value, controls: (Value, Value)?, at u: Double, factor: Double) -> Value {
    let scale = { (v: Value) in factor == 1 ? v : v.scaled(by: factor) }
    guard let (c1, c2) = controls.map({ (scale($0.0), scale($0.1)) }) else { return scale(p2) - scale(p1) }
    let v = 1 - u
    return ((c1 - scale(p1)).scaled(by: 3 * v * v) + (c2 - c1).scaled(by: 6 * u * v)) + (scale(p2) - c2).scaled(by: 3 * u * u)
  }
}
