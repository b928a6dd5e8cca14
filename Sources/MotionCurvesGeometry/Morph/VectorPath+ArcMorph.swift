import MotionCurvesCore
import RealModule

// Morphing that keeps arcs arcs: endpoint-form arcs interpolated through their centre form.

extension VectorPath {
  /// The path a `fraction` of the way from `self` to `end`, with a choice of how arcs move.
  ///
  /// `.byNumbers` is ``interpolated(to:at:)``. `.byCentre` interpolates the other commands
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
  public func interpolated(to end: VectorPath, at fraction: Double, arcs: PathArcInterpolation) -> VectorPath {
    guard arcs == .byCentre, Self.morphable(self, end) else { return interpolated(to: end, at: fraction) }
    var output: [PathCommand] = []
    var (point, start) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    forEachCommandPair(with: end) { a, b, arcs in
      var command: PathCommand
      if let (arcA, arcB, endpointForm) = arcs {
        let arc = Self.blend(arcA, arcB, fraction)
        if output.isEmpty {
          // An endpoint-form arc first: its start is where the path begins.
          if endpointForm { output.append(.move(arc.start)) }
        } else if arc.start != point {
          output.append(.line(arc.start))
        }
        command = .centeredArc(arc)
      } else {
        let numbers = zip(a.morphNumbers, b.morphNumbers).map { morphLerp($0, $1, fraction) }
        command = a.withMorphNumbers(numbers, flagsFrom: fraction < 0.5 ? a : b)
      }
      output.append(command)
      (point, start) = command.advancing(point: point, subpathStart: start)
    }
    return VectorPath(commands: output)
  }

  /// The rate of change of ``interpolated(to:at:arcs:)``'s parameters per unit of
  /// fraction. With `.byNumbers` this is ``interpolationVelocity(to:)``. With `.byCentre`, one
  /// array per command of `self`: for each pair of arcs interpolated by centre, the rates of
  /// their centre-form parameters cx cy rx ry rotation startAngle sweepAngle (angles in radians,
  /// after the same unwrapping the interpolation does); for every other command, its numbers'
  /// rates as in ``interpolationVelocity(to:)``. Every blend is linear in the fraction, so the
  /// rates are the same at every fraction (the joining lines the interpolation inserts follow
  /// their arcs' start points). Multiply by the progress's own rate for a velocity per second.
  ///
  /// - Parameters:
  ///   - end: the path at fraction 1.
  ///   - arcs: how arcs are interpolated.
  /// - Returns: one array per command, or nil when the interpolation is discrete.
  /// - Precision: each rate rounded once from the (unwrapped) parameters.
  /// - Complexity: O(number of commands).
  public func interpolationVelocity(to end: VectorPath, arcs: PathArcInterpolation) -> [[Double]]? {
    guard arcs == .byCentre, Self.morphable(self, end) else { return interpolationVelocity(to: end) }
    var rates: [[Double]] = []
    forEachCommandPair(with: end) { a, b, arcs in
      if let (arcA, arcB, _) = arcs {
        rates.append(Self.centreRates(arcA, arcB))
      } else {
        rates.append(zip(a.morphNumbers, b.morphNumbers).map { $1 - $0 })
      }
    }
    return rates
  }

  /// Walks `self`'s and `end`'s commands side by side (same structure), handing each pair to
  /// `body` with their arcs in centre form when both are arcs interpolated by centre — two
  /// endpoint-form arcs that are real arcs (`endpointForm` true), or two builder arcs — and nil
  /// otherwise (lines, omitted arcs, everything else: interpolated by numbers).
  private func forEachCommandPair(
    with end: VectorPath,
    _ body: (PathCommand, PathCommand, (EllipticalArc, EllipticalArc, endpointForm: Bool)?) -> Void
  ) {
    var (fromPoint, fromStart) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    var (toPoint, toStart) = (SIMD2<Double>.zero, SIMD2<Double>.zero)
    for (a, b) in zip(commands, end.commands) {
      if case let .arc(ra, pa, la, sa, ea) = a, case let .arc(rb, pb, lb, sb, eb) = b,
        case let .arc(arcA, _) = EllipticalArc.convert(
          from: fromPoint, radii: ra, rotationDegrees: pa, largeArc: la, sweep: sa, to: ea),
        case let .arc(arcB, _) = EllipticalArc.convert(
          from: toPoint, radii: rb, rotationDegrees: pb, largeArc: lb, sweep: sb, to: eb)
      {
        body(a, b, (arcA, arcB, true))
      } else if case let .centeredArc(arcA) = a, case let .centeredArc(arcB) = b {
        body(a, b, (arcA, arcB, false))
      } else {
        body(a, b, nil)
      }
      (fromPoint, fromStart) = a.advancing(point: fromPoint, subpathStart: fromStart)
      (toPoint, toStart) = b.advancing(point: toPoint, subpathStart: toStart)
    }
  }

  /// The per-fraction rates of the blended centre-form parameters.
  static func centreRates(_ a: EllipticalArc, _ b: EllipticalArc) -> [Double] {
    let (a, b) = aligned(a, b)
    return [
      b.center.x - a.center.x, b.center.y - a.center.y, b.radii.x - a.radii.x, b.radii.y - a.radii.y,
      b.rotation - a.rotation, b.startAngle - a.startAngle, b.sweepAngle - a.sweepAngle,
    ]
  }

  /// Two arcs made ready to blend: a circle's rotation folded into its angles, then `b`'s
  /// rotation and start angle moved by whole turns to the nearest of `a`'s.
  static func aligned(_ a: EllipticalArc, _ b: EllipticalArc) -> (EllipticalArc, EllipticalArc) {
    let a = folded(a)
    var b = folded(b)
    let turn = 2 * Double.pi
    b.rotation -= ((b.rotation - a.rotation) / turn).rounded() * turn
    b.startAngle -= ((b.startAngle - a.startAngle) / turn).rounded() * turn
    return (a, b)
  }

  /// A circular arc's rotation folded into its start angle (the same points).
  static func folded(_ arc: EllipticalArc) -> EllipticalArc {
    guard arc.radii.x == arc.radii.y && arc.rotation != 0 else { return arc }
    var arc = arc
    arc.startAngle += arc.rotation
    arc.rotation = 0
    return arc
  }

  /// Two arcs blended by centre, radii, rotation, start angle and sweep (`b`, folded, at 1).
  static func blend(_ a: EllipticalArc, _ b: EllipticalArc, _ t: Double) -> EllipticalArc {
    if t == 1 { return folded(b) }
    let (a, b) = aligned(a, b)
    return EllipticalArc(
      center: SIMD2(morphLerp(a.center.x, b.center.x, t), morphLerp(a.center.y, b.center.y, t)),
      radii: SIMD2(morphLerp(a.radii.x, b.radii.x, t), morphLerp(a.radii.y, b.radii.y, t)),
      rotation: morphLerp(a.rotation, b.rotation, t),
      startAngle: morphLerp(a.startAngle, b.startAngle, t),
      sweepAngle: morphLerp(a.sweepAngle, b.sweepAngle, t))
  }
}
