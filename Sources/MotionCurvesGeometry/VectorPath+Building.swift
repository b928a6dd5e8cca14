import MotionCurvesCore

// Building paths with the calls of UIKit's UIBezierPath and CoreGraphics' CGMutablePath; each
// call is O(1) amortized (the last subpath grows in place).

extension VectorPath {
  /// Starts a subpath at `point`.
  public mutating func move(to point: SIMD2<Double>) { append(.move(point)) }

  /// A straight line to `point`.
  public mutating func addLine(to point: SIMD2<Double>) { append(.line(point)) }

  /// A quadratic Bézier to `point`.
  public mutating func addQuadCurve(to point: SIMD2<Double>, control: SIMD2<Double>) {
    append(.quadratic(control, point))
  }

  /// A cubic Bézier to `point`.
  public mutating func addCurve(to point: SIMD2<Double>, control1: SIMD2<Double>, control2: SIMD2<Double>) {
    append(.cubic(control1, control2, point))
  }

  /// A circular arc, as UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: in
  /// y-down coordinates `clockwise` is the direction of increasing angle. Clockwise, the sweep is
  /// endAngle − startAngle raised by whole turns into [0, 2π) unless it is already in [0, 2π]
  /// (so 0 → 2π is a full circle); counter-clockwise, the mirror. Like CoreGraphics, a line joins
  /// the current point to the arc's start (a move when there is no current point).
  public mutating func addArc(
    center: SIMD2<Double>, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise && !(0...turn).contains(sweep) {
      sweep = sweep.truncatingRemainder(dividingBy: turn)
      if sweep < 0 { sweep += turn }
    } else if !clockwise && !(-turn...0).contains(sweep) {
      sweep = sweep.truncatingRemainder(dividingBy: turn)
      if sweep > 0 { sweep -= turn }
    }
    let arc = EllipticalArc(center: center, radii: SIMD2(radius, radius), startAngle: startAngle, sweepAngle: sweep)
    if let current = currentPoint {
      if current != arc.start { append(.line(arc.start)) }
    } else {
      append(.move(arc.start))
    }
    append(.centeredArc(arc))
  }

  /// Closes the subpath with a line to its start.
  public mutating func closeSubpath() { append(.close) }

  /// The point the next command starts from, nil before the first command.
  public var currentPoint: SIMD2<Double>? {
    commands.isEmpty ? nil : geometry.point
  }
}
