import MotionCurvesCore

// The numbers of a command, in order, for interpolation: what browsers lerp one by one.

extension PathCommand {
  /// Which kind of command this is; equal kinds have the same numbers in the same order.
  var morphKind: Int {
    switch self {
    case .move: return 0
    case .line: return 1
    case .horizontal: return 2
    case .vertical: return 3
    case .cubic: return 4
    case .smoothCubic: return 5
    case .quadratic: return 6
    case .smoothQuadratic: return 7
    case .arc: return 8
    case .centeredArc: return 9
    case .close: return 10
    }
  }

  /// The command's numbers in path-data order, flags left out: `M`/`L`/`T` x y; `H` x; `V` y;
  /// `C` x1 y1 x2 y2 x y; `S` x2 y2 x y; `Q` x1 y1 x y; `A` rx ry φ x y; centre-form arc cx cy rx
  /// ry rotation startAngle sweepAngle; `Z` none.
  package var morphNumbers: [Double] {
    switch self {
    case let .move(p), let .line(p), let .smoothQuadratic(p): return [p.x, p.y]
    case let .horizontal(x): return [x]
    case let .vertical(y): return [y]
    case let .cubic(a, b, p): return [a.x, a.y, b.x, b.y, p.x, p.y]
    case let .smoothCubic(a, p), let .quadratic(a, p): return [a.x, a.y, p.x, p.y]
    case let .arc(radii, rotation, _, _, p): return [radii.x, radii.y, rotation, p.x, p.y]
    case let .centeredArc(arc):
      return [arc.center.x, arc.center.y, arc.radii.x, arc.radii.y, arc.rotation, arc.startAngle, arc.sweepAngle]
    case .close: return []
    }
  }

  /// The flags as numbers 0 or 1 (large-arc, sweep); empty for every other command.
  var morphFlags: [Double] {
    if case let .arc(_, _, largeArc, sweep, _) = self { return [largeArc ? 1 : 0, sweep ? 1 : 0] }
    return []
  }

  /// This command's kind with `numbers` (in ``morphNumbers`` order) and the flags of `flagsFrom`.
  package func withMorphNumbers(_ n: [Double], flagsFrom other: PathCommand) -> PathCommand {
    switch self {
    case .move: return .move(SIMD2(n[0], n[1]))
    case .line: return .line(SIMD2(n[0], n[1]))
    case .smoothQuadratic: return .smoothQuadratic(SIMD2(n[0], n[1]))
    case .horizontal: return .horizontal(n[0])
    case .vertical: return .vertical(n[0])
    case .cubic: return .cubic(SIMD2(n[0], n[1]), SIMD2(n[2], n[3]), SIMD2(n[4], n[5]))
    case .smoothCubic: return .smoothCubic(SIMD2(n[0], n[1]), SIMD2(n[2], n[3]))
    case .quadratic: return .quadratic(SIMD2(n[0], n[1]), SIMD2(n[2], n[3]))
    case let .arc(_, _, largeArc, sweep, _):
      var flags = (largeArc, sweep)
      if case let .arc(_, _, otherLarge, otherSweep, _) = other { flags = (otherLarge, otherSweep) }
      return .arc(radii: SIMD2(n[0], n[1]), rotation: n[2], largeArc: flags.0, sweep: flags.1, to: SIMD2(n[3], n[4]))
    case .centeredArc:
      return .centeredArc(
        EllipticalArc(center: SIMD2(n[0], n[1]), radii: SIMD2(n[2], n[3]), rotation: n[4], startAngle: n[5], sweepAngle: n[6]))
    case .close: return .close
    }
  }

  /// The current point after this command, from the current point and subpath start before it.
  func advancing(point: SIMD2<Double>, subpathStart: SIMD2<Double>) -> (point: SIMD2<Double>, subpathStart: SIMD2<Double>) {
    switch self {
    case let .move(p): return (p, p)
    case let .line(p), let .smoothQuadratic(p), let .cubic(_, _, p), let .smoothCubic(_, p), let .quadratic(_, p):
      return (p, subpathStart)
    case let .arc(_, _, _, _, p): return (p, subpathStart)
    case let .horizontal(x): return (SIMD2(x, point.y), subpathStart)
    case let .vertical(y): return (SIMD2(point.x, y), subpathStart)
    case let .centeredArc(arc): return (arc.end, subpathStart)
    case .close: return (subpathStart, subpathStart)
    }
  }
}

/// `a` + (`b` − `a`)·`t` from the nearer end: exactly `a` at 0 and `b` at 1, finite where the
/// exact value is (`Double.interpolated(to:at:)`).
@inlinable
func morphLerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  a.interpolated(to: b, at: t)
}
