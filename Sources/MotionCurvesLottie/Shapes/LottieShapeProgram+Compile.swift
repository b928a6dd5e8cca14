extension LottieShapeProgram {
  /// A group of the compiled tree: a `gr`'s transform, or one copy of a repeater.
  struct Group: Sendable {
    enum Kind: Sendable {
      case root
      case transform(LottieCompiledTransform)
      case copy(repeater: Int, index: Int, below: Bool)
    }
    var parent: Int
    var kind: Kind
  }

  /// A geometry-producing item (`sh`, `rc`, `el`, `sr`).
  struct Source: Sendable {
    enum Kind: Sendable {
      case path(LottieProperty<LottieBezier>)
      case rectangle(p: LottieCompiledProperty, s: LottieCompiledProperty, r: LottieCompiledProperty)
      case ellipse(p: LottieCompiledProperty, s: LottieCompiledProperty)
      case star(polygon: Bool, p: LottieCompiledProperty, pt: LottieCompiledProperty, r: LottieCompiledProperty,
        or: LottieCompiledProperty, os: LottieCompiledProperty, ir: LottieCompiledProperty, is: LottieCompiledProperty)
    }
    var kind: Kind
    var reversed: Bool
    var group: Int
    /// Upper bounds of its segments and subpaths after every modifier.
    var segmentBound: Int
    var subpathBound: Int
  }

  /// A modifier item with the sources it applies to, in lottie-web's processing order.
  struct Modifier: Sendable {
    enum Kind: Sendable {
      case trim(s: LottieCompiledProperty, e: LottieCompiledProperty, o: LottieCompiledProperty, sequential: Bool, report: Int?)
      case roundCorners(LottieCompiledProperty)
    }
    var kind: Kind
    var sources: [Int]
  }

  /// A style item with the sources it paints.
  struct Style: Sendable {
    var shape: String
    var group: Int
    var copy: [Int]
    var paint: LottieShape.Kind
    var sources: [Int]
    var color: LottieCompiledProperty
    var opacity: LottieCompiledProperty
    var width: LottieCompiledProperty
    var dashes: [(kind: String, value: LottieCompiledProperty)]
    var start: LottieCompiledProperty
    var end: LottieCompiledProperty
    var highlightLength: LottieCompiledProperty
    var highlightAngle: LottieCompiledProperty
    var stops: LottieCompiledProperty
  }

  /// A repeater's evaluated-per-frame fields.
  struct Repeater: Sendable {
    var copies: LottieCompiledProperty
    var offset: LottieCompiledProperty
    var transform: LottieCompiledTransform
  }

  /// The compiled tree, built by walking the items forward.
  struct Compiler {
    let mode: LottieEvaluationMode
    let prefix: String
    var groups: [Group] = [Group(parent: -1, kind: .root)]
    var sources: [Source] = []
    var modifiers: [Modifier] = []
    var styles: [Style] = []
    var repeaters: [Repeater] = []
    var trims: [(shape: String, s: LottieCompiledProperty, e: LottieCompiledProperty, o: LottieCompiledProperty)] = []
    var budget = 20_000

    func relative(_ path: String) -> String {
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Compiles `items` in `group`; returns the sources the scope collected, in document order.
    mutating func scope(_ items: ArraySlice<LottieShape>, group: Int, copy: [Int], firstPass: Bool) -> [Int] {
      let visible = items.filter { !$0.hidden }
      if let r = visible.lastIndex(where: { if case .repeater = $0.kind { return true } else { return false } }),
        case let .repeater(rp) = visible[r].kind
      {
        let copiesProperty = LottieCompiledProperty(rp.copies, mode: mode)
        let maxCopies = Self.maximum(rp.copies, fallback: 1)
        var n = Int(Swift.max(0, Swift.min(maxCopies.rounded(.up), 1000)))
        n = Swift.min(n, Swift.max(1, budget))
        budget -= n
        repeaters.append(Repeater(copies: copiesProperty, offset: LottieCompiledProperty(rp.offset, mode: mode),
          transform: LottieCompiledTransform(rp.transform, mode: mode)))
        let repeater = repeaters.count - 1
        var collected: [Int] = []
        // lottie-web inserts the copies as groups at the front of the scope: group r on top of r + 1.
        for k in 0..<n {
          groups.append(Group(parent: group, kind: .copy(repeater: repeater, index: k, below: rp.composite == 2)))
          collected += scope(visible[..<r], group: groups.count - 1, copy: copy + [k], firstPass: firstPass && k == 0)
        }
        return collected + walk(visible[(r + 1)...], group: group, copy: copy, collected: collected, firstPass: firstPass)
      }
      return walk(visible[...], group: group, copy: copy, collected: [], firstPass: firstPass)
    }

    mutating func walk(_ items: ArraySlice<LottieShape>, group: Int, copy: [Int], collected: [Int], firstPass: Bool) -> [Int] {
      var collected = collected
      var own: [Int] = []
      for item in items {
        let reversed = item.direction == 3
        let mode = self.mode
        let p = { (x: LottieProperty<[Double]>?, md: Bool) in LottieCompiledProperty(x, mode: mode, multidimensional: md) }
        switch item.kind {
        case let .group(children):
          var transform = LottieTransform()
          for case let .transform(t) in children.filter({ !$0.hidden }).map(\.kind) { transform = t }
          groups.append(Group(parent: group, kind: .transform(LottieCompiledTransform(transform, mode: mode))))
          let inner = scope(children[...], group: groups.count - 1, copy: copy, firstPass: firstPass)
          collected += inner
          own += inner
        case let .path(bezier):
          let count = Swift.max(Self.vertexCount(bezier), 1)
          sources.append(Source(kind: .path(bezier), reversed: false, group: group, segmentBound: count, subpathBound: 1))
          collected.append(sources.count - 1)
        case let .rectangle(rc):
          // lottie-web (convertRectToPath) draws clockwise only for d 1 or 2: a rectangle
          // without `d` is reversed there; the spec reverses for d = 3 alone.
          let rectangleReversed = mode == .lottieWeb ? !(item.direction == 1 || item.direction == 2) : reversed
          sources.append(Source(kind: .rectangle(p: p(rc.position, true), s: p(rc.size, true), r: p(rc.roundness, false)),
            reversed: rectangleReversed, group: group, segmentBound: 8, subpathBound: 1))
          collected.append(sources.count - 1)
        case let .ellipse(el):
          sources.append(Source(kind: .ellipse(p: p(el.position, true), s: p(el.size, true)), reversed: reversed, group: group,
            segmentBound: 4, subpathBound: 1))
          collected.append(sources.count - 1)
        case let .star(sr):
          let points = Int(Swift.max(1, Swift.min(Self.maximum(sr.points, fallback: 5).rounded(.up) + 1, 1000)))
          sources.append(Source(kind: .star(polygon: sr.starType == 2, p: p(sr.position, true), pt: p(sr.points, false),
            r: p(sr.rotation, false), or: p(sr.outerRadius, false), os: p(sr.outerRoundness, false),
            ir: p(sr.innerRadius, false), is: p(sr.innerRoundness, false)),
            reversed: reversed, group: group, segmentBound: 2 * points, subpathBound: 1))
          collected.append(sources.count - 1)
        case let .trim(tm):
          let (s, e, o) = (p(tm.start, false), p(tm.end, false), p(tm.offset, false))
          var report: Int?
          if firstPass {
            trims.append((relative(item.path), s, e, o))
            report = trims.count - 1
          }
          modifiers.append(Modifier(kind: .trim(s: s, e: e, o: o, sequential: tm.mode == 2, report: report), sources: collected))
          for i in collected {
            sources[i].segmentBound += 2 * sources[i].subpathBound + 2
            sources[i].subpathBound = 2 * sources[i].subpathBound + 1
          }
        case let .roundCorners(radius):
          modifiers.append(Modifier(kind: .roundCorners(p(radius, false)), sources: collected))
          for i in collected { sources[i].segmentBound *= 2 }
        case .fill(let fl):
          styles.append(style(item, group: group, copy: copy, collected: collected, color: fl.color, opacity: fl.opacity))
        case .stroke(let st):
          var s = style(item, group: group, copy: copy, collected: collected, color: st.color, opacity: st.opacity)
          s.width = p(st.width, false)
          s.dashes = st.dashes.map { ($0.kind, p($0.value, false)) }
          styles.append(s)
        case let .gradientFill(g):
          styles.append(gradient(item, g, nil, group: group, copy: copy, collected: collected))
        case let .gradientStroke(g, st):
          styles.append(gradient(item, g, st, group: group, copy: copy, collected: collected))
        case .repeater, .transform, .unsupported:
          break
        }
      }
      _ = own
      return collected
    }

    func style(_ item: LottieShape, group: Int, copy: [Int], collected: [Int], color: LottieProperty<[Double]>?,
      opacity: LottieProperty<[Double]>?) -> Style
    {
      let none = LottieCompiledProperty(nil, mode: mode)
      return Style(shape: relative(item.path), group: group, copy: copy, paint: item.kind, sources: collected,
        color: LottieCompiledProperty(color, mode: mode), opacity: LottieCompiledProperty(opacity, mode: mode),
        width: none, dashes: [], start: none, end: none, highlightLength: none, highlightAngle: none, stops: none)
    }

    func gradient(_ item: LottieShape, _ g: LottieGradient, _ st: LottieStroke?, group: Int, copy: [Int], collected: [Int]) -> Style {
      var s = style(item, group: group, copy: copy, collected: collected, color: nil, opacity: g.opacity ?? st?.opacity)
      s.start = LottieCompiledProperty(g.start, mode: mode, multidimensional: true)
      s.end = LottieCompiledProperty(g.end, mode: mode, multidimensional: true)
      s.highlightLength = LottieCompiledProperty(g.highlightLength, mode: mode)
      s.highlightAngle = LottieCompiledProperty(g.highlightAngle, mode: mode)
      s.stops = LottieCompiledProperty(g.stops, mode: mode)
      if let st {
        s.width = LottieCompiledProperty(st.width, mode: mode)
        s.dashes = st.dashes.map { ($0.kind, LottieCompiledProperty($0.value, mode: mode)) }
      }
      return s
    }

    static func maximum(_ property: LottieProperty<[Double]>?, fallback: Double) -> Double {
      guard let property else { return fallback }
      switch property.content {
      case let .constant(v): return v.first.map { $0.isFinite ? $0 : fallback } ?? fallback
      case let .keyframes(keys):
        return keys.compactMap { $0.value.first }.filter(\.isFinite).max() ?? fallback
      }
    }

    static func vertexCount(_ property: LottieProperty<LottieBezier>) -> Int {
      switch property.content {
      case let .constant(b): return b.vertices.count
      case let .keyframes(keys): return keys.map(\.value.vertices.count).max() ?? 0
      }
    }
  }
}
