extension LottieReader {
  /// The shape types this reader knows but does not evaluate, with their names for diagnostics.
  static let unevaluatedShapes = [
    "mm": "merge paths", "op": "offset path", "zz": "zig-zag", "pb": "pucker/bloat", "tw": "twist", "no": "no style",
  ]

  /// An `it` or `shapes` array.
  mutating func shapes(_ elements: [LottieJSON], at path: String) throws(LottieError) -> [LottieShape] {
    var result: [LottieShape] = []
    result.reserveCapacity(elements.count)
    for (n, element) in elements.enumerated() {
      result.append(try shape(element, at: "\(path)[\(n)]"))
    }
    return result
  }

  mutating func shape(_ json: LottieJSON, at path: String) throws(LottieError) -> LottieShape {
    let o = try LottieObject(json, at: path, what: "a shape item")
    guard let type = try o.string("ty") else { throw LottieError(.wrongType, path: o.child("ty"), "is missing (the shape type)") }
    let kind: LottieShape.Kind
    switch type {
    case "gr":
      kind = .group(try shapes(try o.array("it") ?? [], at: o.child("it")))
    case "sh":
      guard let path = try bezier(o, "ks") else { throw LottieError(.wrongType, path: o.child("ks"), "is missing (the path)") }
      kind = .path(path)
    case "rc":
      kind = .rectangle(LottieRectangle(position: try vector(o, "p"), size: try vector(o, "s"), roundness: try vector(o, "r")))
    case "el":
      kind = .ellipse(LottieEllipse(position: try vector(o, "p"), size: try vector(o, "s")))
    case "sr":
      var star = LottieStar(starType: try o.integer("sy") ?? 1)
      star.position = try vector(o, "p")
      star.points = try vector(o, "pt")
      star.rotation = try vector(o, "r")
      star.outerRadius = try vector(o, "or")
      star.outerRoundness = try vector(o, "os")
      star.innerRadius = try vector(o, "ir")
      star.innerRoundness = try vector(o, "is")
      kind = .star(star)
    case "fl":
      kind = .fill(LottieFill(color: try vector(o, "c"), opacity: try vector(o, "o"), fillRule: try o.integer("r")))
    case "st":
      kind = .stroke(try stroke(o))
    case "gf":
      kind = .gradientFill(try gradient(o))
    case "gs":
      kind = .gradientStroke(try gradient(o), try stroke(o))
    case "tm":
      kind = .trim(LottieTrim(start: try vector(o, "s"), end: try vector(o, "e"), offset: try vector(o, "o"), mode: try o.integer("m")))
    case "rp":
      let tr = try o.object("tr", what: "a repeater transform")
      kind = .repeater(
        LottieRepeater(
          copies: try vector(o, "c"), offset: try vector(o, "o"), composite: try o.integer("m"),
          transform: try tr.map { (tr) throws(LottieError) in try transform(tr) } ?? LottieTransform()))
    case "rd":
      kind = .roundCorners(radius: try vector(o, "r"))
    case "tr":
      kind = .transform(try transform(o))
    default:
      if let name = Self.unevaluatedShapes[type] {
        note(path, .unsupportedShape, "\(name) (ty \"\(type)\") is read, not applied")
      } else {
        note(path, .unknownShape, "unknown shape type \"\(type)\" is skipped")
      }
      kind = .unsupported
    }
    // A stroke's `d` is its dash array, not a direction.
    let direction = type == "st" || type == "gs" ? nil : try o.integer("d")
    return LottieShape(
      type: type, name: try o.string("nm"), matchName: try o.string("mn"), hidden: try o.flag("hd") ?? false,
      direction: direction, path: path, kind: kind)
  }

  mutating func stroke(_ o: LottieObject) throws(LottieError) -> LottieStroke {
    var s = LottieStroke()
    s.color = try vector(o, "c")
    s.opacity = try vector(o, "o")
    s.width = try vector(o, "w")
    s.lineCap = try o.integer("lc")
    s.lineJoin = try o.integer("lj")
    s.miterLimit = try o.number("ml")
    // A stroke's `d` is its dash array (a shape's `d` is its direction).
    if let dashes = o["d"], case let .array(elements) = dashes {
      for (n, element) in elements.enumerated() {
        let d = try LottieObject(element, at: "\(o.child("d"))[\(n)]", what: "a dash")
        s.dashes.append(LottieDash(kind: try d.string("n") ?? "d", name: try d.string("nm"), value: try vector(d, "v")))
      }
    }
    return s
  }

  mutating func gradient(_ o: LottieObject) throws(LottieError) -> LottieGradient {
    guard let g = try o.object("g", what: "gradient stops") else { throw LottieError(.wrongType, path: o.child("g"), "is missing (the gradient stops)") }
    let count = try g.integer("p") ?? 0
    guard count >= 0 else { throw LottieError(.wrongValue, path: g.child("p"), "\(count) colour stops: must be ≥ 0") }
    var gradient = LottieGradient(colorStopCount: count)
    gradient.stops = try vector(g, "k")
    gradient.gradientType = try o.integer("t")
    gradient.start = try vector(o, "s")
    gradient.end = try vector(o, "e")
    gradient.highlightLength = try vector(o, "h")
    gradient.highlightAngle = try vector(o, "a")
    gradient.opacity = try vector(o, "o")
    gradient.fillRule = try o.integer("r")
    return gradient
  }
}
