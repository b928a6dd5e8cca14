import MotionCurvesCore

extension ColorStops {
  /// The list a fraction `t` of the way from `self` to `end`: what animating a `CAGradientLayer`'s
  /// `colors` and `locations` together shows at that fraction.
  ///
  /// - t = 0 gives `self` and t = 1 gives `end`, exactly.
  /// - **Equal counts** (of resolved stops, ``colors``): stop i's colour is interpolated in
  ///   `self`'s ``mode`` (``CSSColor/interpolated(to:at:mode:)``; for `.css(nil)` in CSS's default
  ///   for the colours of *both* lists, sRGB when all are legacy, so that the result stays one
  ///   gradient in one space), its location is lerped, a + (b − a)·t from the nearer end, and a
  ///   transition hint is lerped as its fraction H of the segment (½ for a segment without one;
  ///   none when neither has one).
  /// - **Unequal counts:** both lists are first resampled at the union of their locations — a
  ///   location of either list is kept once, or as many times as the list that has it most
  ///   often has it (so hard edges survive) — taking each list's own stop colours where it has
  ///   stops (the first of a hard edge first, the last repeated) and ``value(at:)`` elsewhere;
  ///   the resampled lists have equal counts and equal locations and are interpolated as above.
  ///   A resampled list draws exactly what the original draws in rectangular spaces without
  ///   transition hints (a stop inserted on a segment lies on that segment's line in
  ///   premultiplied coordinates); a split segment's hint is dropped, and in a polar space with
  ///   `longer` hue a split arc can turn the other way.
  ///
  /// `t` outside [0, 1] extrapolates (overshooting easings); colours clamp alpha as
  /// ``CSSColor/interpolated(to:at:mode:)`` does, locations that come out decreasing are raised
  /// to the largest earlier one and those beyond the largest finite number are clamped to it.
  /// The result has `self`'s mode and its stops written with explicit locations.
  ///
  /// This is the list's ``Interpolatable`` conformance, so a gradient's stops keyframe like any
  /// value; the interpolation mode is the list's own ``mode``.
  ///
  /// - Complexity: O(n + m) interpolations for lists of n and m stops.
  public func interpolated(to end: ColorStops, at t: Double) -> ColorStops {
    if t == 0 { return self }
    if t == 1 { return end }
    let (a, b) = Self.aligned(self, end)
    var colors: [CSSColor] = []
    colors.reserveCapacity(a.colors.count)
    switch mode {
    case .coreAnimation:
      for (x, y) in zip(a.colors, b.colors) { colors.append(x.interpolated(to: y, at: t, mode: .coreAnimation)) }
    case let .css(method?):
      for (x, y) in zip(a.colors, b.colors) { colors.append(x.interpolated(to: y, at: t, in: method)) }
    case .css(nil):
      let method = Self.defaultMethod(for: a.colors + b.colors)
      let legacy = method == .srgb
      for (x, y) in zip(a.colors, b.colors) { colors.append(x.interpolated(to: y, at: t, in: method).withLegacy(legacy)) }
    }
    var locations: [Double] = []
    locations.reserveCapacity(colors.count)
    var largest = -Double.greatestFiniteMagnitude
    for (x, y) in zip(a.locations, b.locations) {
      let l = t < 0.5 ? x + (y - x) * t : y - (y - x) * (1 - t)
      let finite = l.isNaN ? x : min(max(l, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
      largest = max(largest, finite)
      locations.append(largest)
    }
    var hints: [Double?] = []
    hints.reserveCapacity(max(colors.count - 1, 0))
    for i in 0..<max(colors.count - 1, 0) {
      guard a.hints[i] != nil || b.hints[i] != nil else {
        hints.append(nil)
        continue
      }
      let x = a.hints[i] ?? 0.5, y = b.hints[i] ?? 0.5
      let h = min(max(x + (y - x) * t, 0), 1)
      hints.append(Self.spread(locations[i], locations[i + 1], h))
    }
    var stops: [ColorStop] = []
    stops.reserveCapacity(colors.count)
    for i in colors.indices {
      stops.append(ColorStop(colors[i], location: locations[i], transitionHint: i > 0 ? hints[i - 1] : nil))
    }
    return ColorStops(stops: stops, mode: mode, colors: colors, locations: locations, hints: hints)
  }

  /// A list's resolved stops with each transition hint as its fraction H of the segment.
  struct Aligned {
    var colors: [CSSColor]
    var locations: [Double]
    var hints: [Double?]
  }

  /// The stops as they are.
  var aligned: Aligned {
    var hints: [Double?] = []
    for (i, hint) in transitionHints.enumerated() {
      hints.append(hint.map { h in
        locations[i + 1] > locations[i] ? Self.relativeHint(h, from: locations[i], to: locations[i + 1]) : 0.5
      })
    }
    return Aligned(colors: colors, locations: locations, hints: hints)
  }

  /// The two lists with equal counts: as they are when their counts agree, else both resampled
  /// at the union of their locations.
  static func aligned(_ a: ColorStops, _ b: ColorStops) -> (Aligned, Aligned) {
    guard a.colors.count != b.colors.count else { return (a.aligned, b.aligned) }
    var union: [Double] = []
    union.reserveCapacity(a.locations.count + b.locations.count)
    var i = 0, j = 0
    while i < a.locations.count || j < b.locations.count {
      let x = i < a.locations.count ? a.locations[i] : .infinity
      let y = j < b.locations.count ? b.locations[j] : .infinity
      if x < y {
        union.append(x)
        i += 1
      } else if y < x {
        union.append(y)
        j += 1
      } else {
        union.append(x)
        i += 1
        j += 1
      }
    }
    return (a.resampled(at: union), b.resampled(at: union))
  }

  /// The list resampled at `union` (sorted, containing every location of the list at least as
  /// often as the list has it): the list's stops where it has them, ``value(at:)`` elsewhere.
  func resampled(at union: [Double]) -> Aligned {
    var colors: [CSSColor] = [], sources: [Int?] = []
    colors.reserveCapacity(union.count)
    sources.reserveCapacity(union.count)
    var k = 0, next = 0
    while k < union.count {
      let u = union[k]
      var count = 1
      while k + count < union.count && union[k + count] == u { count += 1 }
      while next < locations.count && locations[next] < u { next += 1 }
      var last = next
      while last < locations.count && locations[last] == u { last += 1 }
      if last > next {
        for r in 0..<count {
          let index = min(next + r, last - 1)
          colors.append(self.colors[index])
          sources.append(index)
        }
      } else {
        let color = value(at: u)
        for _ in 0..<count {
          colors.append(color)
          sources.append(nil)
        }
      }
      next = last
      k += count
    }
    let own = aligned.hints
    var hints: [Double?] = []
    for s in 0..<max(union.count - 1, 0) {
      if let p = sources[s], let q = sources[s + 1], q == p + 1 { hints.append(own[p]) } else { hints.append(nil) }
    }
    return Aligned(colors: colors, locations: union, hints: hints)
  }
}

extension ColorStops: Interpolatable {
  /// The distance between the two lists, aligned as ``interpolated(to:at:)`` aligns them (resampled
  /// at the union of their locations when their counts differ):
  /// √(Σ dᵢ² + Σ (lᵢ − l′ᵢ)² + Σ (Hᵢ − H′ᵢ)²) with dᵢ the ``CSSColor/euclideanDistance(to:)`` of
  /// stop i's colours (premultiplied, in CSS's default space for the two), lᵢ the locations and Hᵢ
  /// the transition hints as fractions of their segments (½ without one). Colour units and
  /// locations are summed as they are: a measure for pacing keyframes, ≥ 0, and 0 between lists
  /// that align to the same stops.
  ///
  /// - Complexity: O(n + m) colour distances for lists of n and m stops.
  public func euclideanDistance(to other: ColorStops) -> Double {
    let (a, b) = Self.aligned(self, other)
    var sum = 0.0
    for i in a.colors.indices {
      let d = a.colors[i].euclideanDistance(to: b.colors[i])
      let l = a.locations[i] - b.locations[i]
      sum += d * d + l * l
    }
    for i in a.hints.indices {
      let h = (a.hints[i] ?? 0.5) - (b.hints[i] ?? 0.5)
      sum += h * h
    }
    return sum.squareRoot()
  }
}
