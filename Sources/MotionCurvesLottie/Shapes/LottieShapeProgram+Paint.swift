extension LottieShapeProgram {
  /// Evaluates style `k`'s colour, width, gradient and dash values at `frame`.
  mutating func evaluatePaint(_ k: Int, _ frame: Double) {
    let style = styles[k]
    let c = style.color.vector(atFrame: frame, SIMD4(0, 0, 0, 1))
    styleColors[k] = SIMD4(c[0], c[1], c[2], 0)
    let s = style.start.vector(atFrame: frame, .zero), e = style.end.vector(atFrame: frame, .zero)
    styleNumbers[k] = SIMD8(style.width.scalar(atFrame: frame, or: 0), s[0], s[1], e[0], e[1],
      style.highlightLength.scalar(atFrame: frame, or: 0), style.highlightAngle.scalar(atFrame: frame, or: 0), 0)
    styleValues[k].removeAll(keepingCapacity: true)
    for d in style.dashes { styleValues[k].append(d.value.scalar(atFrame: frame, or: 0)) }
    let n = style.stops.dimension
    guard n > 0 else { return }
    let base = styleValues[k].count
    for _ in 0..<n { styleValues[k].append(0) }
    styleValues[k].withUnsafeMutableBufferPointer { buffer in
      _ = style.stops.value(atFrame: frame, into: UnsafeMutableBufferPointer(rebasing: buffer[base..<(base + n)]))
    }
  }

  /// The public paint of style `k` from the last evaluation (allocates its arrays).
  func paint(_ k: Int) -> LottieShapePaint {
    let style = styles[k]
    let color = SIMD3(styleColors[k][0], styleColors[k][1], styleColors[k][2])
    let numbers = styleNumbers[k]
    let values = styleValues[k]
    var dashes: [Double] = [], dashOffset = 0.0
    for (j, d) in style.dashes.enumerated() where j < values.count {
      if d.kind == "o" { dashOffset = values[j] } else { dashes.append(values[j]) }
    }
    func stroke(_ st: LottieStroke, _ color: SIMD3<Double>) -> LottieStrokePaint {
      LottieStrokePaint(color: color, width: numbers[0], lineCap: st.lineCap ?? 0, lineJoin: st.lineJoin ?? 0,
        miterLimit: st.miterLimit ?? 0, dashes: dashes, dashOffset: dashOffset)
    }
    func gradient(_ g: LottieGradient) -> LottieGradientPaint {
      let flat = Array(values[style.dashes.count...])
      return LottieGradientPaint(gradientType: g.gradientType ?? 1, start: SIMD2(numbers[1], numbers[2]),
        end: SIMD2(numbers[3], numbers[4]), highlightLength: numbers[5], highlightAngle: numbers[6],
        stops: Self.mergedStops(flat, colorCount: g.colorStopCount))
    }
    switch style.paint {
    case let .fill(fl): return .fill(LottieFillPaint(color: color, evenOdd: fl.fillRule == 2))
    case let .stroke(st): return .stroke(stroke(st, color))
    case let .gradientFill(g): return .gradientFill(gradient(g), evenOdd: g.fillRule == 2)
    case let .gradientStroke(g, st): return .gradientStroke(gradient(g), stroke(st, .zero))
    default: return .fill(LottieFillPaint(color: color, evenOdd: false))
    }
  }

  /// lottie.md §5: colour stops `[offset, r, g, b]` then opacity stops `[offset, alpha]`, merged.
  static func mergedStops(_ flat: [Double], colorCount: Int) -> [LottieGradientStop] {
    let nc = Swift.max(0, Swift.min(colorCount, flat.count / 4))
    var colors: [(Double, SIMD3<Double>)] = []
    for j in 0..<nc {
      let rgb = SIMD3<Double>(flat[4 * j + 1], flat[4 * j + 2], flat[4 * j + 3])
      colors.append((flat[4 * j], rgb))
    }
    let rest = flat.count - 4 * nc
    var alphas: [(Double, Double)] = []
    for j in 0..<(rest / 2) { alphas.append((flat[4 * nc + 2 * j], flat[4 * nc + 2 * j + 1])) }
    func alpha(at x: Double) -> Double {
      guard let first = alphas.first, let last = alphas.last else { return 1 }
      if x <= first.0 { return first.1 }
      if x >= last.0 { return last.1 }
      for j in 1..<alphas.count where x <= alphas[j].0 {
        let (a, b) = (alphas[j - 1], alphas[j])
        return b.0 > a.0 ? a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0) : b.1
      }
      return last.1
    }
    func color(at x: Double) -> SIMD3<Double> {
      guard let first = colors.first, let last = colors.last else { return .zero }
      if x <= first.0 { return first.1 }
      if x >= last.0 { return last.1 }
      for j in 1..<colors.count where x <= colors[j].0 {
        let (a, b) = (colors[j - 1], colors[j])
        guard b.0 > a.0 else { return b.1 }
        let f: Double = (x - a.0) / (b.0 - a.0)
        let delta: SIMD3<Double> = b.1 - a.1
        return a.1 + delta * f
      }
      return last.1
    }
    var stops = colors.map { LottieGradientStop(offset: $0.0, color: $0.1, opacity: alpha(at: $0.0)) }
    for (x, _) in alphas where !colors.contains(where: { $0.0 == x }) {
      stops.append(LottieGradientStop(offset: x, color: color(at: x), opacity: alpha(at: x)))
    }
    let indexed: [(Int, LottieGradientStop)] = Array(stops.enumerated())
    let sorted = indexed.sorted { a, b in a.1.offset < b.1.offset || (a.1.offset == b.1.offset && a.0 < b.0) }
    return sorted.map { $0.1 }
  }
}
