import MotionCurvesGeometry
import MotionCurvesTiming
import Testing

/// Splitting, Core Animation trims on the search ↔ back icon (paths.md §4.1), Lottie modes and
/// SVG dashing, against hand computations.
@Suite("Path trimming")
struct TrimTests {
  // MARK: Splitting

  /// de Casteljau at t = 1/2 by hand: for (0,0) (0,1) (1,1) (1,0), the midpoints are (0,0.5),
  /// (0.5,1), (1,0.5); then (0.25,0.75), (0.75,0.75); then (0.5,0.75). All dyadic: exact.
  @Test("cubic split at 1/2 gives de Casteljau's control points")
  func cubicSplit() {
    let cubic = PathSegment.cubic(SIMD2(0, 0), SIMD2(0, 1), SIMD2(1, 1), SIMD2(1, 0))
    let (left, right) = cubic.split(at: 0.5)
    #expect(left == .cubic(SIMD2(0, 0), SIMD2(0, 0.5), SIMD2(0.25, 0.75), SIMD2(0.5, 0.75)))
    #expect(right == .cubic(SIMD2(0.5, 0.75), SIMD2(0.75, 0.75), SIMD2(1, 0.5), SIMD2(1, 0)))
  }

  /// Quadratic (0,0) (1,2) (2,0) at 1/2: midpoints (0.5,1), (1.5,1), then (1,1).
  @Test("quadratic split at 1/2")
  func quadraticSplit() {
    let quadratic = PathSegment.quadratic(SIMD2(0, 0), SIMD2(1, 2), SIMD2(2, 0))
    let (left, right) = quadratic.split(at: 0.5)
    #expect(left == .quadratic(SIMD2(0, 0), SIMD2(0.5, 1), SIMD2(1, 1)))
    #expect(right == .quadratic(SIMD2(1, 1), SIMD2(1.5, 1), SIMD2(2, 0)))
  }

  /// A sub-segment traces the same curve: piece(u) = original(t0 + (t1 − t0)·u) for every u
  /// (the polynomial identity behind the blossom), checked at 11 values of u.
  @Test("sub-segments trace the original curve")
  func subsegmentsTrace() {
    let cubic = PathSegment.cubic(SIMD2(0, 0), SIMD2(300, 200), SIMD2(-100, 200), SIMD2(200, 0))
    let quadratic = PathSegment.quadratic(SIMD2(10, 5), SIMD2(-40, 90), SIMD2(120, 30))
    let arc = PathSegment.arc(EllipticalArc(center: SIMD2(5, 5), radii: SIMD2(30, 10), rotation: 0.3, startAngle: 1, sweepAngle: -4))
    for segment in [cubic, quadratic, arc, .line(SIMD2(1, 2), SIMD2(7, -3))] {
      for (t0, t1) in [(0.0, 0.3), (0.25, 0.8), (0.6, 1.0), (0.9, 0.1)] {
        let piece = segment.subsegment(from: t0, to: t1)
        for i in 0...10 {
          let u = Double(i) / 10
          let difference = piece.point(at: u) - segment.point(at: t0 + (t1 - t0) * u)
          #expect(abs(difference.x) <= 1e-12 && abs(difference.y) <= 1e-12, "\(segment) [\(t0), \(t1)] at \(u)")
        }
      }
    }
    // Arcs stay arcs of the same ellipse: the piece [0.25, 0.75] starts at angle 1 − 1 = 0 and
    // sweeps −2.
    guard case let .arc(piece) = arc.subsegment(from: 0.25, to: 0.75) else {
      Issue.record("an arc piece must be an arc")
      return
    }
    #expect(piece.center == SIMD2(5, 5) && piece.radii == SIMD2(30, 10) && piece.rotation == 0.3)
    #expect(piece.startAngle == 0 && piece.sweepAngle == -2)
  }

  // MARK: Core Animation strokeStart / strokeEnd on the search ↔ back icon

  /// Centre (20, 20), r = 10, two half circles from 53.13° and the 15-long handle.
  static let iconData = "M 26 28 A 10 10 0 0 1 14 12 A 10 10 0 0 1 26 28 L 35 40"
  static let radius = 10.0
  /// L = 2πr + 15.
  static let total = 2 * Double.pi * 10 + 15

  @Test("icon: total length 2πr + 15 and the fractions where the arcs end")
  func iconFractions() throws {
    let icon = try VectorPath(svg: Self.iconData)
    #expect(abs(PieceLength.of(icon.trimmed(strokeStart: 0, strokeEnd: 1)) - Self.total) <= 1e-12 * Self.total)
    // πr/L = 0.4036384243211884 and 2πr/L = 0.8072768486423768 (paths.md §4.1).
    let endOfArc1 = Double.pi * Self.radius / Self.total
    let endOfArc2 = 2 * Double.pi * Self.radius / Self.total
    #expect(abs(endOfArc1 - 0.4036384243211884) <= 1e-16)
    #expect(abs(endOfArc2 - 0.8072768486423768) <= 1e-16)
    // [0, πr/L] is exactly the first half circle, ending at (14, 12).
    let firstHalf = icon.trimmed(strokeStart: 0, strokeEnd: endOfArc1)
    #expect(firstHalf.segments.count == 1)
    let end = try #require(firstHalf.segments.last).end
    #expect(abs(end.x - 14) <= 1e-12 && abs(end.y - 12) <= 1e-12)
    // [πr/L, 2πr/L] is the second half circle, from (14, 12) back to (26, 28).
    let secondHalf = icon.trimmed(strokeStart: endOfArc1, strokeEnd: endOfArc2)
    #expect(secondHalf.segments.count == 1)
    let arc2 = try #require(secondHalf.segments.first)
    #expect(abs(arc2.start.x - 14) <= 1e-12 && abs(arc2.start.y - 12) <= 1e-12)
    #expect(abs(arc2.end.x - 26) <= 1e-12 && abs(arc2.end.y - 28) <= 1e-12)
    // The arrow state, strokeStart = 2πr/L: the handle alone, (26, 28) → (35, 40).
    let shaft = icon.trimmed(strokeStart: endOfArc2, strokeEnd: 1)
    #expect(shaft.segments.count == 1)
    #expect(abs(PieceLength.of(shaft) - 15) <= 1e-12 * Self.total)
  }

  /// The magnifier → arrow transition: strokeStart animates from 0 to 2πr/L over 0.5 s with
  /// ease-in-ease-out (cubic-bezier(0.42, 0, 0.58, 1)); at each 1/60 s frame the visible length
  /// must be (1 − strokeStart)·L, with strokeStart = progress·2πr/L.
  @Test("icon: visible length at every 1/60 s frame of a 0.5 s ease-in-ease-out strokeStart")
  func iconFrames() throws {
    let icon = try VectorPath(svg: Self.iconData)
    let easing = CubicBezier.easeInOut
    let target = 2 * Double.pi * Self.radius / Self.total
    for frame in 0...30 {
      let progress = easing.value(at: Double(frame) / 30)
      let strokeStart = progress * target
      let visible = (1 - strokeStart) * Self.total
      let trimmed = icon.trimmed(strokeStart: strokeStart, strokeEnd: 1)
      #expect(abs(PieceLength.of(trimmed) - visible) <= 1e-12 * Self.total, "frame \(frame)")
      // The handle is always drawn whole, last: a line (26, 28) → (35, 40). Its start is the
      // end of the preceding arc piece, recomputed from the arc (a few ulps from 26, 28).
      guard case let .line(a, b)? = trimmed.segments.last else {
        Issue.record("frame \(frame): the last piece must be the handle")
        continue
      }
      #expect(abs(a.x - 26) <= 1e-12 && abs(a.y - 28) <= 1e-12 && b == SIMD2(35, 40), "frame \(frame)")
      // As path data: one move, the arc pieces, the handle's `L` — no hair-thin `L` where a
      // piece's recomputed start differs from the previous end by rounding.
      let data = trimmed.svgPathData
      #expect(data.filter { $0 == "L" }.count == 1, "frame \(frame): \(data)")
      #expect(data.filter { $0 == "M" }.count == 1, "frame \(frame): \(data)")
    }
  }

  /// paths.md §4.1: at τ = 0.1 … 0.9 of the duration the progress is 0.019722, 0.081660, …, and
  /// the visible part starts on arc 1 at 60.23°, 82.53°, 120.59°, 172.61°, then on arc 2 at
  /// −126.87°, −66.35°, −14.33°, 23.73°, 46.03° (angle = start + s/r, exact on a circle).
  @Test("icon: where the visible part starts, at τ = 0.1 … 0.9")
  func iconAngles() throws {
    let icon = try VectorPath(svg: Self.iconData)
    let progress = [0.019722, 0.081660, 0.187396, 0.331884, 0.5, 0.668116, 0.812604, 0.918340, 0.980278]
    let degrees = [60.23, 82.53, 120.59, 172.61, -126.87, -66.35, -14.33, 23.73, 46.03]
    let target = 2 * Double.pi * Self.radius / Self.total
    for (index, (expectedProgress, expectedDegrees)) in zip(progress, degrees).enumerated() {
      let tau = Double(index + 1) / 10
      let value = CubicBezier.easeInOut.value(at: tau)
      #expect(abs(value - expectedProgress) <= 5e-7, "τ = \(tau)")
      let trimmed = icon.trimmed(strokeStart: value * target, strokeEnd: 1)
      guard case let .arc(arc)? = trimmed.segments.first else {
        Issue.record("τ = \(tau): the visible part must start on an arc")
        continue
      }
      var angle = arc.startAngle * 180 / .pi
      angle -= 360 * ((angle / 360).rounded())
      #expect(abs(angle - expectedDegrees) <= 0.005, "τ = \(tau): \(angle)°")
    }
  }

  @Test("strokeStart ≥ strokeEnd draws nothing; values are clamped to [0, 1]")
  func clampingAndOrder() throws {
    let icon = try VectorPath(svg: Self.iconData)
    #expect(icon.trimmed(strokeStart: 0.6, strokeEnd: 0.6).isEmpty)
    #expect(icon.trimmed(strokeStart: 0.9, strokeEnd: 0.1).isEmpty)
    #expect(icon.trimmed(strokeStart: 1.5, strokeEnd: 2).isEmpty)
    #expect(icon.trimmed(strokeStart: -1, strokeEnd: 1) == icon.trimmed(strokeStart: 0, strokeEnd: 1))
    #expect(icon.trimmed(strokeStart: -1, strokeEnd: 3).segments == icon.segments)
  }

  /// Subpaths one after another, moves counting zero: two 100-long lines, L = 200; [0.25, 0.75]
  /// is [50, 150]: (50, 0)–(100, 0) then (0, 50)–(50, 50); a closed square drawn whole stays closed.
  @Test("subpaths are consecutive and moves count zero")
  func subpaths() throws {
    let two = try VectorPath(svg: "M 0 0 H 100 M 0 50 H 100")
    let trimmed = two.trimmed(strokeStart: 0.25, strokeEnd: 0.75)
    #expect(trimmed.segments == [.line(SIMD2(50, 0), SIMD2(100, 0)), .line(SIMD2(0, 50), SIMD2(50, 50))])
    #expect(trimmed.subpaths.count == 2)
    let square = try VectorPath(svg: "M 0 0 H 10 V 10 H 0 Z")
    let whole = square.trimmed(strokeStart: 0, strokeEnd: 1)
    #expect(whole.subpaths.count == 1 && whole.subpaths[0].isClosed)
    // The closing line counts: [0.75, 1] is the closing side (0, 10) → (0, 0), open.
    let last = square.trimmed(strokeStart: 0.75, strokeEnd: 1)
    #expect(last.segments == [.line(SIMD2(0, 10), SIMD2(0, 0))])
    #expect(last.subpaths.first?.isClosed == false)
  }

  // MARK: Lottie

  /// Shapes A = M 0 0 H 100 (length 100) and B = M 0 10 H 300 (length 300). Individually,
  /// lottie-web lays B first ([0, 300]) then A ([300, 400]): [0, 0.5] of 400 = [0, 200] is
  /// (0, 10)–(200, 10) on B and nothing on A; [0.5, 1] = [200, 400] is (200, 10)–(300, 10) on B
  /// and all of A. Simultaneously, each shape loses its second half.
  @Test("Lottie modes: individually lays shapes out from the last one")
  func lottieModes() throws {
    let a = try VectorPath(svg: "M 0 0 H 100"), b = try VectorPath(svg: "M 0 10 H 300")
    let firstHalf = VectorPath.lottieTrimmed([a, b], start: 0, end: 0.5, offsetDegrees: 0, mode: .individually)
    #expect(firstHalf[0].isEmpty)
    #expect(firstHalf[1].segments == [.line(SIMD2(0, 10), SIMD2(200, 10))])
    let secondHalf = VectorPath.lottieTrimmed([a, b], start: 0.5, end: 1, offsetDegrees: 0, mode: .individually)
    #expect(secondHalf[0].segments == [.line(SIMD2(0, 0), SIMD2(100, 0))])
    #expect(secondHalf[1].segments == [.line(SIMD2(200, 10), SIMD2(300, 10))])
    let simultaneous = VectorPath.lottieTrimmed([a, b], start: 0, end: 0.5, offsetDegrees: 0, mode: .simultaneously)
    #expect(simultaneous[0].segments == [.line(SIMD2(0, 0), SIMD2(50, 0))])
    #expect(simultaneous[1].segments == [.line(SIMD2(0, 10), SIMD2(150, 10))])
  }

  /// Square of side 100 (L = 400), start 0, end 1, offset 90°: [0.25, 1.25] wraps; the path is
  /// closed, so [100, 400] and [0, 100] join into one open run from (100, 0) through all four
  /// sides back to (100, 0).
  @Test("Lottie wrap-around joins into one run on a closed path")
  func lottieWrap() throws {
    let square = try VectorPath(svg: "M 0 0 H 100 V 100 H 0 Z")
    let trimmed = square.lottieTrimmed(start: 0, end: 1, offsetDegrees: 90)
    #expect(trimmed.subpaths.count == 1)
    #expect(
      trimmed.segments == [
        .line(SIMD2(100, 0), SIMD2(100, 100)), .line(SIMD2(100, 100), SIMD2(0, 100)),
        .line(SIMD2(0, 100), SIMD2(0, 0)), .line(SIMD2(0, 0), SIMD2(100, 0)),
      ])
    #expect(trimmed.subpaths.first?.isClosed == false)
    // An open path does not join: M 0 0 H 100 with the same trim gives [25, 100] and [0, 25].
    let line = try VectorPath(svg: "M 0 0 H 100")
    let open = line.lottieTrimmed(start: 0, end: 1, offsetDegrees: 90)
    #expect(open.segments == [.line(SIMD2(25, 0), SIMD2(100, 0)), .line(SIMD2(0, 0), SIMD2(25, 0))])
    #expect(open.subpaths.count == 2)
  }

  // MARK: SVG dashing

  /// WPT svg/path/distance/pathlength-path.svg (paths.md §2.3): a square with pathLength 4,
  /// dasharray "1 1", dashoffset 1. Side 400, L = 1600, scale 400: dashes of 400 starting 400
  /// into the pattern, so [−400, 0] (nothing), gap [0, 400], dash [400, 800] = side 2, gap,
  /// dash [1200, 1600] = side 4 (the closing line).
  @Test("pathLength rescales the dash pattern (WPT pathlength-path)")
  func pathLengthDashes() throws {
    let square = try VectorPath(svg: "M 0 0 H 400 V 400 H 0 Z")
    let dashes = try square.dashed(pattern: [1, 1], offset: 1, pathLength: 4)
    #expect(dashes.subpaths.count == 2)
    #expect(dashes.segments == [.line(SIMD2(400, 0), SIMD2(400, 400)), .line(SIMD2(0, 400), SIMD2(0, 0))])
  }

  /// [3, 2] on two 10-long subpaths restarts on each: dashes [0, 3] and [5, 8] on both.
  /// Offset −1 means 4 into the pattern (5 − 1): dashes [1, 4] and [6, 9]. An odd list [3] is
  /// [3, 3]: [0, 3], [6, 9].
  @Test("dashes restart on every subpath; negative offsets; odd lists repeat")
  func dashRules() throws {
    let two = try VectorPath(svg: "M 0 0 H 10 M 0 10 H 10")
    let dashes = try two.dashed(pattern: [3, 2])
    #expect(
      dashes.segments == [
        .line(SIMD2(0, 0), SIMD2(3, 0)), .line(SIMD2(5, 0), SIMD2(8, 0)),
        .line(SIMD2(0, 10), SIMD2(3, 10)), .line(SIMD2(5, 10), SIMD2(8, 10)),
      ])
    let line = try VectorPath(svg: "M 0 0 H 10")
    #expect(try line.dashed(pattern: [3, 2], offset: -1).segments == [.line(SIMD2(1, 0), SIMD2(4, 0)), .line(SIMD2(6, 0), SIMD2(9, 0))])
    #expect(try line.dashed(pattern: [3]).segments == [.line(SIMD2(0, 0), SIMD2(3, 0)), .line(SIMD2(6, 0), SIMD2(9, 0))])
  }

  @Test("negative dashes throw; all-zero and pathLength 0 draw solid; the draw-on idiom")
  func dashEdges() throws {
    let square = try VectorPath(svg: "M 0 0 H 10 V 10 H 0 Z")
    #expect(throws: PathDashError.negative(.pattern(1), -1)) { try square.dashed(pattern: [2, -1]) }
    #expect(throws: PathDashError.notFinite(.pattern(0), .infinity)) { try square.dashed(pattern: [.infinity, 1]) }
    #expect(throws: PathDashError.notFinite(.offset, .infinity)) { try square.dashed(pattern: [2], offset: .infinity) }
    // 40 / 2e-5 = 2,000,000 periods of 2 entries: over the million-entry limit.
    do {
      _ = try square.dashed(pattern: [1e-5, 1e-5])
      Issue.record("a pattern of 4 million entries must be refused")
    } catch {
      guard case let .tooManyDashes(count) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(count > 4e6 && count < 4.1e6)
    }
    #expect(try square.dashed(pattern: [0, 0]) == square)
    #expect(try square.dashed(pattern: []) == square)
    #expect(try square.dashed(pattern: [1, 1], pathLength: 0) == square)
    // dasharray L, dashoffset L → nothing; offset 0 → the whole subpath, still closed.
    #expect(try square.dashed(pattern: [40], offset: 40).isEmpty)
    let whole = try square.dashed(pattern: [40], offset: 0)
    #expect(whole.subpaths.count == 1 && whole.subpaths[0].isClosed)
  }
}
