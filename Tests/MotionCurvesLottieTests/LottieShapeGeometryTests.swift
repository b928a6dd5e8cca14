import MotionCurvesGeometry
import MotionCurvesLottie
import Testing

// Shape evaluation by hand: parametric shapes, group transforms, styles, trims. Every expected
// value is worked in a comment from lottie.md §4.

/// The drawn items of the only layer of a one-shape-layer file whose `shapes` is `items`.
func drawnItems(_ items: String, mode: LottieEvaluationMode, frame: Double = 0) throws -> LottieShapeFrame? {
  let text = lottie(layers: #"{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(items)]}"#)
  let animation = try LottieAnimation(json: Array(text.utf8))
  return try animation.shapeFrames(atFrame: frame, mode: mode)["layers[0]"]
}

/// The points of a drawn path's commands: M, then each cubic's three points.
func commandPoints(_ path: VectorPath) -> [SIMD2<Double>] {
  path.commands.flatMap { command -> [SIMD2<Double>] in
    switch command {
    case let .move(p): return [p]
    case let .cubic(a, b, c): return [a, b, c]
    default: return []
    }
  }
}

func close(_ a: [SIMD2<Double>], _ b: [SIMD2<Double>], _ tolerance: Double) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
}

@Suite struct LottieShapeGeometryTests {
  @Test func ellipseBothConstants() throws {
    // Ellipse centre (50, 50), size (40, 20): rx 20, ry 10. Vertices top (50, 40), right (70, 50),
    // bottom (50, 60), left (30, 50); handle lengths rx·k, ry·k; lottie-web k = 0.5519:
    // 11.038 and 5.519; exact E_t = 0.5519150244935106: 11.038300489870212, 5.519150244935106.
    let items = #"{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,20]}},{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":50}}"#
    for (mode, hx, hy) in [(LottieEvaluationMode.lottieWeb, 11.038, 5.519), (.exact, 11.038300489870212, 5.519150244935106)] {
      let frame = try #require(try drawnItems(items, mode: mode))
      #expect(frame.drawn.count == 1)
      let drawn = try #require(frame.drawn.first)
      #expect(drawn.shape == "shapes[1]")
      #expect(drawn.opacity == 0.5)
      #expect(drawn.paint == .fill(LottieFillPaint(color: SIMD3(1, 0, 0), evenOdd: false)))
      let expected: [SIMD2<Double>] = [
        SIMD2(50, 40),
        SIMD2(50 + hx, 40), SIMD2(70, 50 - hy), SIMD2(70, 50),
        SIMD2(70, 50 + hy), SIMD2(50 + hx, 60), SIMD2(50, 60),
        SIMD2(50 - hx, 60), SIMD2(30, 50 + hy), SIMD2(30, 50),
        SIMD2(30, 50 - hy), SIMD2(50 - hx, 40), SIMD2(50, 40),
      ]
      #expect(close(commandPoints(drawn.path), expected, 1e-12))
      #expect(drawn.path.commands.last == .close)
    }
  }

  @Test func reversedRectangleInGroup() throws {
    // Rectangle centre (0, 0), size (20, 10), d = 3: vertices top-right (10, −5), top-left
    // (−10, −5), bottom-left (−10, 5), bottom-right (10, 5) (lottie-web's reversed order); the
    // group translates by (100, 200) and scales by 200 %: (120, 190), (80, 190), (80, 210), (120, 210).
    // Group opacity 50 % × stroke 80 % = 0.4.
    let items = #"{"ty":"gr","it":[{"ty":"rc","d":3,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,10]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,1]},"o":{"a":0,"k":80},"w":{"a":0,"k":3},"lc":2,"lj":1,"ml":4},"#
      + #"{"ty":"tr","p":{"a":0,"k":[100,200]},"s":{"a":0,"k":[200,200]},"o":{"a":0,"k":50}}]}"#
    let frame = try #require(try drawnItems(items, mode: .exact))
    let drawn = try #require(frame.drawn.first)
    #expect(drawn.shape == "shapes[0].it[1]")
    #expect(abs(drawn.opacity - 0.4) < 1e-15)
    let a = SIMD2<Double>(120, 190), b = SIMD2<Double>(80, 190), c = SIMD2<Double>(80, 210), d = SIMD2<Double>(120, 210)
    #expect(close(commandPoints(drawn.path), [a, a, b, b, b, c, c, c, d, d, d, a, a], 1e-12))
    guard case let .stroke(stroke) = drawn.paint else {
      Issue.record("not a stroke")
      return
    }
    #expect(stroke.width == 3 && stroke.lineCap == 2 && stroke.lineJoin == 1 && stroke.miterLimit == 4)
  }

  @Test func polygonVertices() throws {
    // Polygon (sy 2), 4 points, outer radius 10, no rotation, centre (0, 0): angles −90°, 0°,
    // 90°, 180° (step 2π/4, y down): (0, −10), (10, 0), (0, 10), (−10, 0); roundness 0: handles
    // at the vertices.
    let items = #"{"ty":"sr","sy":2,"p":{"a":0,"k":[0,0]},"pt":{"a":0,"k":4},"r":{"a":0,"k":0},"or":{"a":0,"k":10},"os":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
    let drawn = try #require(try drawnItems(items, mode: .lottieWeb)?.drawn.first)
    let (t, r, b, l) = (SIMD2<Double>(0, -10), SIMD2<Double>(10, 0), SIMD2<Double>(0, 10), SIMD2<Double>(-10, 0))
    #expect(close(commandPoints(drawn.path), [t, t, r, r, r, b, b, b, l, l, l, t, t], 1e-12))
  }

  @Test func roundCornersOnSquare() throws {
    // Square centre (0, 0) size 20 (corners (±10, ±10)), d = 1 (clockwise from the top-right
    // corner), round corners r = 5, lottie-web mode:
    // each corner V becomes two vertices 5 from V along its edges, the handles pointing at V with
    // length 0.5519 × 5 = 2.7595. First corner (10, −10): from the previous vertex (−10, −10):
    // (5, −10), out-handle (5 + 2.7595, −10) = (7.7595, −10); toward the next (10, 10):
    // (10, −5), in-handle (10, −5 − 2.7595) = (10, −7.7595).
    let items = #"{"ty":"rc","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"rd","r":{"a":0,"k":5}},{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
    let drawn = try #require(try drawnItems(items, mode: .lottieWeb)?.drawn.first)
    let points = commandPoints(drawn.path)
    #expect(points.count == 1 + 3 * 8)
    #expect(close(Array(points.prefix(4)), [SIMD2(5, -10), SIMD2(7.7595, -10), SIMD2(10, -7.7595), SIMD2(10, -5)], 1e-12))
  }

  @Test func trimHalfOfSquareWithWrap() throws {
    // Square as a path (0,0) → (10,0) → (10,10) → (0,10), closed: length 40. s 0, e 50, o 270°:
    // the kept fractions [0.75, 1.25]: length 30 → 40 (the left edge from (0, 10) to (0, 0))
    // joined with 0 → 10 (the top edge), one open subpath (0,10) → (0,0) → (10,0).
    let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10],[0,10]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    let items = square + #",{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":270},"m":1},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}"#
    for mode in LottieEvaluationMode.allCases {
      let frame = try #require(try drawnItems(items, mode: mode))
      #expect(frame.trims == [LottieTrimValues(shape: "shapes[1]", start: 0, end: 50, offset: 270)])
      let drawn = try #require(frame.drawn.first)
      let moves = drawn.path.commands.filter { if case .move = $0 { return true } else { return false } }
      #expect(moves.count == 1)
      let points = commandPoints(drawn.path)
      #expect(close([points[0], points[3], points[6]], [SIMD2(0, 10), SIMD2(0, 0), SIMD2(10, 0)], 1e-9))
    }
  }

  @Test func sequentialTrimOverTwoShapes() throws {
    // Two horizontal lines of length 10 (y = 0 and y = 5), trim s 25 e 75, sequential: lottie-web
    // lays them end to end, the last one first: total 20, kept [5, 15]: the second line from
    // x = 5 to 10, the first line from x = 0 to 5.
    let line = { (y: Int) in #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,\#(y)],[10,\#(y)]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"# }
    let items = line(0) + "," + line(5) + #",{"ty":"tm","s":{"a":0,"k":25},"e":{"a":0,"k":75},"o":{"a":0,"k":0},"m":2},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}"#
    let drawn = try #require(try drawnItems(items, mode: .exact)?.drawn.first)
    let points = commandPoints(drawn.path)
    #expect(close([points[0], points[3], points[4], points[7]], [SIMD2(0, 0), SIMD2(5, 0), SIMD2(5, 5), SIMD2(10, 5)], 1e-9))
  }

  @Test func repeaterCopies() throws {
    // A 2×2 square at the origin repeated 3 times, each copy moved by (10, 0), opacity from 100 %
    // to 50 %: copies at x = 0, 10, 20 with opacities 1, 0.75, 0.5; "m":1 draws the last copy
    // first (back to front: copy 2, 1, 0).
    let items = #"{"ty":"rc","p":{"a":0,"k":[1,1]},"s":{"a":0,"k":[2,2]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}},"#
      + #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,"tr":{"p":{"a":0,"k":[10,0]},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}}"#
    let frame = try #require(try drawnItems(items, mode: .exact))
    #expect(frame.drawn.map(\.copy) == [[2], [1], [0]])
    #expect(frame.drawn.map(\.opacity) == [0.5, 0.75, 1])
    #expect(frame.drawn.map { commandPoints($0.path)[0] } == [SIMD2(22, 0), SIMD2(12, 0), SIMD2(2, 0)])
  }

  @Test func gradientStopsMerged() throws {
    // Two colour stops, red at 0 and blue at 1, and two opacity stops, 1 at 0 and 0.2 at 0.5
    // (lottie.md §5). Merged: 0 red opacity 1 (the colour stop; the opacity stop at the same
    // offset adds nothing), 0.5 the colour halfway (0.5, 0, 0.5) with opacity 0.2, 1 blue with
    // the last opacity held, 0.2.
    let items = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"gf","t":1,"s":{"a":0,"k":[-5,0]},"e":{"a":0,"k":[5,0]},"o":{"a":0,"k":100},"r":2,"#
      + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1,0,1,0.5,0.2]}}}"#
    let drawn = try #require(try drawnItems(items, mode: .exact)?.drawn.first)
    let expected = LottieGradientPaint(gradientType: 1, start: SIMD2(-5, 0), end: SIMD2(5, 0), highlightLength: 0, highlightAngle: 0,
      stops: [
        LottieGradientStop(offset: 0, color: SIMD3(1, 0, 0), opacity: 1),
        LottieGradientStop(offset: 0.5, color: SIMD3(0.5, 0, 0.5), opacity: 0.2),
        LottieGradientStop(offset: 1, color: SIMD3(0, 0, 1), opacity: 0.2),
      ])
    #expect(drawn.paint == .gradientFill(expected, evenOdd: true))
  }

  @Test func rectangleWithoutDirection() throws {
    // lottie-web's convertRectToPath draws clockwise only when d is 1 or 2: without `d` it takes
    // the reversed branch, top-right (5, −5) then top-left (−5, −5); the spec (exact mode)
    // reverses only for d = 3: top-right then bottom-right (5, 5).
    let items = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
    let web = try #require(try drawnItems(items, mode: .lottieWeb)?.drawn.first)
    let exact = try #require(try drawnItems(items, mode: .exact)?.drawn.first)
    #expect(commandPoints(web.path)[3] == SIMD2(-5, -5))
    #expect(commandPoints(exact.path)[3] == SIMD2(5, 5))
  }
}
