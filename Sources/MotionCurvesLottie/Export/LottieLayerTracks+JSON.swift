extension LottieLayerTracks {
  /// Half the stated bounds: what a merged (dropped) frame may differ by, leaving the rest to the
  /// writer's rounding and players' arithmetic.
  static let positionMerge = LottieSceneExport.positionTolerance / 2
  static let valueMerge = LottieSceneExport.valueTolerance / 2

  /// The Lottie layer, `ind` and its parent's `ind` (its frame index + 1).
  func json(ind: Int, op: Double) -> LottieJSON {
    var shapes: [LottieJSON] = []
    // First item on top: the stroke over the fill over the gradient over the background.
    if hasPath {
      if !stroke.isEmpty && strokeAlpha.samples.contains(where: { $0[0] > 0 }) {
        let paths = stroke.enumerated().map { Self.pathJSON("stroke \($0.offset)", LottieSampledPath(samples: $0.element)) }
        let style: LottieJSON = .object([
          "ty": .string("st"), "nm": .string("stroke"), "c": strokeColor.json(tolerance: Self.valueMerge),
          "o": strokeAlpha.json(tolerance: Self.valueMerge * 100, scalar: true),
          "w": strokeWidth.json(tolerance: Self.positionMerge, scalar: true),
          "lc": .number(Double(lineCap)), "lj": .number(1), "ml": .number(10),
        ])
        var trim: [LottieJSON] = []
        if trimStart.samples.contains(where: { $0 != [0] }) || trimEnd.samples.contains(where: { $0 != [100] }) {
          trim = [.object([
            "ty": .string("tm"), "nm": .string("trim"), "s": trimStart.json(tolerance: Self.valueMerge * 100, scalar: true),
            "e": trimEnd.json(tolerance: Self.valueMerge * 100, scalar: true), "o": .object(["a": .number(0), "k": .number(0)]),
            "m": .number(2),
          ])]
        }
        shapes.append(Self.group("stroke", paths + (local ? trim : []) + [style]))
      }
      if !fill.isEmpty && fillAlpha.samples.contains(where: { $0[0] > 0 }) {
        let paths = fill.enumerated().map { Self.pathJSON("fill \($0.offset)", LottieSampledPath(samples: $0.element)) }
        shapes.append(Self.group("fill", paths + [Self.fillJSON(
          color: fillColor.json(tolerance: Self.valueMerge),
          opacity: fillAlpha.json(tolerance: Self.valueMerge * 100, scalar: true))]))
      }
    }
    if gradientStops > 0 && gradientValues.samples.count == quad.samples.count {
      var points0 = LottieSampledTrack(), points1 = LottieSampledTrack()
      for p in gradientPoints.samples {
        points0.samples.append(Array(p[0..<2]))
        points1.samples.append(Array(p[2..<4]))
      }
      var values = gradientValues
      if !gradientAlpha { values.samples = values.samples.map { Array($0[0..<(4 * gradientStops)]) } }
      let style: LottieJSON = .object([
        "ty": .string("gf"), "nm": .string("gradient"), "o": .object(["a": .number(0), "k": .number(100)]),
        "r": .number(1), "s": points0.json(tolerance: Self.positionMerge), "e": points1.json(tolerance: Self.positionMerge),
        "t": .number(1),
        "g": .object(["p": .number(Double(gradientStops)), "k": values.json(tolerance: Self.valueMerge)]),
      ])
      shapes.append(Self.group("gradient", [quadJSON(), style]))
    }
    if hasBackground {
      shapes.append(Self.group("background", [quadJSON(), Self.fillJSON(
        color: background.json(tolerance: Self.valueMerge),
        opacity: backgroundAlpha.json(tolerance: Self.valueMerge * 100, scalar: true))]))
    }
    return Self.layerJSON(
      name: label, ind: ind, parent: nil, blendMode: blendMode, op: op,
      opacity: opacity.json(tolerance: Self.valueMerge * 100, scalar: true), shapes: shapes,
      transform: local ? transform.json(tolerance: Self.positionMerge) : nil)
  }

  /// The bounds' quad as a closed four-vertex path (top left, top right, bottom right, bottom
  /// left), sampled at every frame as hold keyframes.
  func quadJSON() -> LottieJSON {
    var path = LottieSampledPath()
    for q in quad.samples {
      var sample = LottieBezierSample()
      sample.closed = true
      sample.vertices = (0..<4).map { Self.rounded(SIMD2(q[2 * $0], q[2 * $0 + 1])) }
      sample.inTangents = Array(repeating: .zero, count: 4)
      sample.outTangents = sample.inTangents
      path.samples.append(sample)
    }
    return Self.pathJSON("bounds", path)
  }

  static func pathJSON(_ name: String, _ path: LottieSampledPath) -> LottieJSON {
    .object(["ty": .string("sh"), "nm": .string(name), "d": .number(1), "ks": path.json()])
  }

  static func fillJSON(color: LottieJSON, opacity: LottieJSON) -> LottieJSON {
    .object(["ty": .string("fl"), "nm": .string("fill"), "c": color, "o": opacity, "r": .number(1)])
  }

  /// A group of `items` with an identity transform last.
  static func group(_ name: String, _ items: [LottieJSON]) -> LottieJSON {
    let transform: LottieJSON = .object([
      "ty": .string("tr"), "a": .object(["a": .number(0), "k": .numbers([0, 0])]),
      "p": .object(["a": .number(0), "k": .numbers([0, 0])]),
      "s": .object(["a": .number(0), "k": .numbers([100, 100])]), "r": .object(["a": .number(0), "k": .number(0)]),
      "o": .object(["a": .number(0), "k": .number(100)]), "sk": .object(["a": .number(0), "k": .number(0)]),
      "sa": .object(["a": .number(0), "k": .number(0)]),
    ])
    return .object(["ty": .string("gr"), "nm": .string(name), "it": .array(items + [transform])])
  }

  /// A shape layer with an identity transform and the given opacity.
  static func layerJSON(
    name: String, ind: Int, parent: Int?, blendMode: Int, op: Double, opacity: LottieJSON, shapes: [LottieJSON],
    transform members: [LottieJSONMember]? = nil
  ) -> LottieJSON {
    var layer: [LottieJSONMember] = [
      .init(key: "ddd", value: .number(0)), .init(key: "ind", value: .number(Double(ind))),
      .init(key: "ty", value: .number(4)), .init(key: "nm", value: .string(name)),
    ]
    if let parent { layer.append(.init(key: "parent", value: .number(Double(parent)))) }
    let identity: [LottieJSONMember] = [
      .init(key: "a", value: .object(["a": .number(0), "k": .numbers([0, 0])])),
      .init(key: "p", value: .object(["a": .number(0), "k": .numbers([0, 0])])),
      .init(key: "s", value: .object(["a": .number(0), "k": .numbers([100, 100])])),
      .init(key: "r", value: .object(["a": .number(0), "k": .number(0)])),
    ]
    let transform: LottieJSON = .object((members ?? identity) + [.init(key: "o", value: opacity)])
    layer += [
      .init(key: "sr", value: .number(1)), .init(key: "ks", value: transform), .init(key: "ao", value: .number(0)),
      .init(key: "bm", value: .number(Double(blendMode))), .init(key: "shapes", value: .array(shapes)),
      .init(key: "ip", value: .number(0)), .init(key: "op", value: .number(op)), .init(key: "st", value: .number(0)),
    ]
    return .object(layer)
  }
}
