import MotionCurvesCore

// Path morphing with the browsers' rules (SVG 2 `d` interpolation as Blink implements it,
// third_party/blink/renderer/core/svg/svg_path_blender.cc).

extension VectorPath: Interpolatable {
  /// The path a `fraction` of the way from `self` to `end`, as browsers interpolate the `d`
  /// property: when both have the same command kinds in the same order (commands are absolute;
  /// `H` stays `H`, `S` stays `S`), every number is interpolated linearly — extrapolating outside
  /// [0, 1], so radii may become negative — and arc flags are `self`'s while `fraction < 0.5`,
  /// `end`'s from 0.5 on. Otherwise the interpolation is discrete: `self` below 0.5, `end` from
  /// 0.5. An endpoint-form arc (`A`) and a centre-form arc (from the builder) are different kinds.
  ///
  /// This is the path's ``Interpolatable`` conformance, and ``interpolated(to:at:arcs:)`` with
  /// ``PathArcInterpolation/byNumbers``. For arcs that keep their shape (a circle morphing as a
  /// circle) pass ``PathArcInterpolation/byCentre`` to that.
  ///
  /// - Parameters:
  ///   - end: the path at fraction 1.
  ///   - fraction: the progress, any real number.
  /// - Returns: the interpolated path.
  /// - Precision: exactly `self` at 0 and `end` at 1; each number within 2 ulps of the exact blend.
  /// - Complexity: O(number of commands).
  public func interpolated(to end: VectorPath, at fraction: Double) -> VectorPath {
    guard Self.morphable(self, end) else { return fraction < 0.5 ? self : end }
    let pairs = zip(commands, end.commands)
    return VectorPath(
      commands: pairs.map { a, b in
        let numbers = zip(a.morphNumbers, b.morphNumbers).map { morphLerp($0, $1, fraction) }
        return a.withMorphNumbers(numbers, flagsFrom: fraction < 0.5 ? a : b)
      })
  }

  /// The distance between two paths in the space where ``interpolated(to:at:)`` is linear:
  /// √(Σ (aᵢ − bᵢ)²) over every number of every command — flags counted as 0 or 1 — when both
  /// have the same command kinds in the same order; 1 when they do not (the interpolation is then
  /// a discrete flip, and one step of size 1 is how keyframe pacing sees it).
  ///
  /// - Parameter other: the other path.
  /// - Returns: the distance, ≥ 0, and 0 only between equal paths.
  /// - Precision: within 4 ulps of the exact root of the sum (scaled by the largest difference).
  /// - Complexity: O(number of commands).
  public func euclideanDistance(to other: VectorPath) -> Double {
    guard Self.morphable(self, other) else { return 1 }
    var differences: [Double] = []
    for (a, b) in zip(commands, other.commands) {
      for (x, y) in zip(a.morphNumbers + a.morphFlags, b.morphNumbers + b.morphFlags) {
        differences.append(abs(x - y))
      }
    }
    var largest = 0.0
    for d in differences {
      if d.isNaN { return .nan }
      largest = Swift.max(largest, d)
    }
    guard largest > 0 && largest.isFinite else { return largest }
    var sum = 0.0
    for d in differences {
      let scaled = d / largest
      sum += scaled * scaled
    }
    return largest * sum.squareRoot()
  }

  /// The rate of change of ``interpolated(to:at:)``'s numbers per unit of fraction: for
  /// each command, `end`'s numbers minus `self`'s, in path-data order without the flags (`M`, `L`,
  /// `T`: x y; `H`: x; `V`: y; `C`: x1 y1 x2 y2 x y; `S`, `Q`: x1 y1 x y; `A`: rx ry φ x y;
  /// centre-form arc: cx cy rx ry rotation startAngle sweepAngle; `Z`: none). The morph is linear
  /// in the fraction, so this is the same at every fraction; multiply by the progress's own rate
  /// (the easing's velocity over the duration) for a velocity per second.
  ///
  /// - Parameter end: the path at fraction 1.
  /// - Returns: one array per command, or nil when the interpolation is discrete (its derivative
  ///   is then 0 everywhere except at the flip at 0.5, where it is undefined).
  /// - Precision: each number rounded once.
  /// - Complexity: O(number of commands).
  public func interpolationVelocity(to end: VectorPath) -> [[Double]]? {
    guard Self.morphable(self, end) else { return nil }
    return zip(commands, end.commands).map { a, b in zip(a.morphNumbers, b.morphNumbers).map { $1 - $0 } }
  }

  /// Whether two paths have the same command kinds in the same order.
  static func morphable(_ a: VectorPath, _ b: VectorPath) -> Bool {
    a.commands.count == b.commands.count
      && zip(a.commands, b.commands).allSatisfy { $0.morphKind == $1.morphKind }
  }
}
