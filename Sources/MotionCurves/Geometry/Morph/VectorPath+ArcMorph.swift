import RealModule

// Morphing that keeps arcs arcs: endpoint-form arcs interpolated through their centre form.

extension VectorPath {
  /// The path a `fraction` of the way from `self` to `end`, with a choice of how arcs move.
  ///
  /// `.byNumbers` is ``interpolated(to:fraction:)``. `.byCentre` interpolates the other commands
  /// the same way but each pair of arcs through its centre form: centre, radii, rotation, start
  /// angle (the nearer of `end`'s angle ± whole turns) and sweep are interpolated, so a circular
  /// arc stays circular throughout (a circle's rotation is folded into its angles first). The
  /// result holds centre-form arcs; where an interpolated arc does not start at the interpolated
  /// current point, a line joins them (as CoreGraphics' `addArc` does). Arcs that are lines or
  /// omitted on either side (zero radius, coincident endpoints) are interpolated by numbers.
  /// Paths of different structure flip at 0.5.
  ///
  /// - Parameters:
  ///   - end: the path at fraction 1.
  ///   - fraction: the progress, any real number.
  ///   - arcs: how arcs are interpolated.
  /// - Returns: the interpolated path.
  /// - Precision: `.byCentre`: the centre-form parameters within 2 ulps of their exact blend;
  ///   exactly `self`'s and `end`'s geometry at 0 and 1 (as centre-form arcs).
  /// - Complexity: O(number of commands).
  public func interpolated(to end: VectorPath, fraction: Double, arcs: PathArcInterpolation) -> VectorPath {
    guard arcs == .byCentre, Self.morphable(self, end) else { return interpolated(to: end, fraction: fraction) }
    var output: [PathCommand] = []
    var (fromPoint, fromStart) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    var (toPoint, toStart) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    var (point, start) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    for (a, b) in zip(commands, end.commands) {
      var command: PathCommand
      if case let .arc(ra, pa, la, sa, ea) = a, case let .arc(rb, pb, lb, sb, eb) = b,
        case let .arc(arcA, _) = EllipticalArc.convert(
          from: fromPoint, radii: ra, rotationDegrees: pa, largeArc: la, sweep: sa, to: ea),
        case let .arc(arcB, _) = EllipticalArc.convert(
          from: toPoint, radii: rb, rotationDegrees: pb, largeArc: lb, sweep: sb, to: eb)
      {
        let arc = Self.blend(arcA, arcB, fraction)
        if output.isEmpty {
          output.append(.move(arc.start))
        } else if arc.start != point {
          output.append(.line(arc.start))
        }
        command = .centeredArc(arc)
      } else if case let .centeredArc(arcA) = a, case let .centeredArc(arcB) = b {
        let arc = Self.blend(arcA, arcB, fraction)
        if arc.start != point && !output.isEmpty { output.append(.line(arc.start)) }
        command = .centeredArc(arc)
      } else {
        let numbers = zip(a.morphNumbers, b.morphNumbers).map { morphLerp($0, $1, fraction) }
        command = a.withMorphNumbers(numbers, flagsFrom: fraction < 0.5 ? a : b)
      }
      output.append(command)
      (fromPoint, fromStart) = a.advancing(point: fromPoint, subpathStart: fromStart)
      (toPoint, toStart) = b.advancing(point: toPoint, subpathStart: toStart)
      (point, start) = command.advancing(point: point, subpathStart: start)
    }
    return VectorPath(commands: output)
  }

  /// Two arcs blended by centre, radii, rotation, start angle and sweep.
  static func blend(_ a: EllipticalArc, _ b: EllipticalArc, _ t: Double) -> EllipticalArc {
    var (a, b) = (a, b)
    for index in 0..<2 {
      var arc = index == 0 ? a : b
      if arc.radii.x == arc.radii.y && arc.rotation != 0 {
        arc.startAngle += arc.rotation
        arc.rotation = 0
      }
      if index == 0 { a = arc } else { b = arc }
    }
    let turn = 2 * Double.pi
    var rotation = b.rotation
    rotation -= ((rotation - a.rotation) / turn).rounded() * turn
    var startAngle = b.startAngle
    startAngle -= ((startAngle - a.startAngle) / turn).rounded() * turn
    if t == 1 { return b }
    return EllipticalArc(
      center: SIMD2(morphLerp(a.center.x, b.center.x, t), morphLerp(a.center.y, b.center.y, t)),
      radii: SIMD2(morphLerp(a.radii.x, b.radii.x, t), morphLerp(a.radii.y, b.radii.y, t)),
      rotation: morphLerp(a.rotation, rotation, t),
      startAngle: morphLerp(a.startAngle, startAngle, t),
      sweepAngle: morphLerp(a.sweepAngle, b.sweepAngle, t))
  }
}
