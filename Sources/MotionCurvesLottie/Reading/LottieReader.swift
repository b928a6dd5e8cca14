/// The state of one read: the diagnostics so far and the budgets' counters.
struct LottieReader {
  var diagnostics: [LottieDiagnostic] = []
  var keyframeCount = 0
  var layerCount = 0

  mutating func note(_ path: String, _ feature: LottieDiagnostic.Feature, _ message: String) {
    diagnostics.append(LottieDiagnostic(path: path, feature: feature, message: message))
  }

  /// A numeric property at `key` (nil when absent).
  mutating func vector(_ o: LottieObject, _ key: String) throws(LottieError) -> LottieProperty<[Double]>? {
    guard let json = o[key] else { return nil }
    return try property(json, at: o.child(key), LottieObject.numbers)
  }

  /// A path property at `key`.
  mutating func bezier(_ o: LottieObject, _ key: String) throws(LottieError) -> LottieProperty<LottieBezier>? {
    guard let json = o[key] else { return nil }
    return try property(json, at: o.child(key), Self.bezierValue)
  }

  /// `{"a": …, "k": …, "x": …, "ix": …}`.
  mutating func property<Value>(
    _ json: LottieJSON, at path: String, _ decode: (LottieJSON, String) throws(LottieError) -> Value
  ) throws(LottieError) -> LottieProperty<Value> {
    let o = try LottieObject(json, at: path, what: "an animatable property")
    guard let k = o["k"] else { throw LottieError(.wrongType, path: o.child("k"), "is missing (the value or keyframes)") }
    let expression = try o.string("x")
    if let expression, !expression.isEmpty {
      note(o.child("x"), .expression, "an expression (\(expression.utf8.count) bytes) is not evaluated; the property's own value is used")
    }
    let index = try o.integer("ix")
    if case let .array(elements) = k, case .object = elements.first {
      // Keyframes — unless a path's static value is written as `[{"c": …, "v": …}]`.
      if case let .object(members) = elements[0], !members.contains(where: { $0.key == "t" }),
        members.contains(where: { $0.key == "v" }) {
        return LottieProperty(.constant(try decode(k, o.child("k"))), expression: expression, index: index)
      }
      return LottieProperty(.keyframes(try keyframes(elements, at: o.child("k"), decode)), expression: expression, index: index)
    }
    return LottieProperty(.constant(try decode(k, o.child("k"))), expression: expression, index: index)
  }

  mutating func keyframes<Value>(
    _ elements: [LottieJSON], at path: String, _ decode: (LottieJSON, String) throws(LottieError) -> Value
  ) throws(LottieError) -> [LottieKeyframe<Value>] {
    var result: [LottieKeyframe<Value>] = []
    result.reserveCapacity(elements.count)
    var previousEnd: Value?
    for (n, element) in elements.enumerated() {
      let kpath = "\(path)[\(n)]"
      keyframeCount += 1
      guard keyframeCount <= LottieAnimation.maximumKeyframes else {
        throw LottieError(.budget, path: kpath, "the file has more than \(LottieAnimation.maximumKeyframes) keyframes")
      }
      let o = try LottieObject(element, at: kpath, what: "a keyframe")
      let time = try o.requiredNumber("t")
      if let last = result.last, time < last.time {
        throw LottieError(.wrongValue, path: o.child("t"), "keyframe time \(time) is before the previous keyframe's \(last.time)")
      }
      let start = try o["s"].map { (json) throws(LottieError) in try decode(json, o.child("s")) }
      let end = try o["e"].map { (json) throws(LottieError) in try decode(json, o.child("e")) }
      guard let value = start ?? previousEnd else {
        throw LottieError(
          .wrongType, path: o.child("s"),
          n == 0 ? "is missing (the first keyframe's value)" : "is missing, and the previous keyframe has no end value e")
      }
      previousEnd = end
      result.append(
        LottieKeyframe(
          time: time, value: value, hold: try o.flag("h") ?? false,
          outEasing: try easing(o, "o"), inEasing: try easing(o, "i"),
          outTangent: try o["to"].map { (json) throws(LottieError) in try LottieObject.numbers(json, at: o.child("to")) },
          inTangent: try o["ti"].map { (json) throws(LottieError) in try LottieObject.numbers(json, at: o.child("ti")) }))
    }
    return result
  }

  func easing(_ o: LottieObject, _ key: String) throws(LottieError) -> LottieEasingHandle? {
    guard let handle = try o.object(key, what: "an easing handle") else { return nil }
    guard let x = handle["x"] else { throw LottieError(.wrongType, path: handle.child("x"), "is missing") }
    guard let y = handle["y"] else { throw LottieError(.wrongType, path: handle.child("y"), "is missing") }
    let isArray = if case .array = x { true } else { false }
    return LottieEasingHandle(
      x: try LottieObject.numbers(x, at: handle.child("x")), y: try LottieObject.numbers(y, at: handle.child("y")),
      isPerDimension: isArray)
  }

  /// A path value: `{"c", "v", "i", "o"}`, or an array holding one (keyframe values).
  static func bezierValue(_ json: LottieJSON, at path: String) throws(LottieError) -> LottieBezier {
    if case let .array(elements) = json {
      guard elements.count == 1 else {
        throw LottieError(.wrongValue, path: path, "a path value must be one path, not an array of \(elements.count)")
      }
      return try bezierValue(elements[0], at: "\(path)[0]")
    }
    let o = try LottieObject(json, at: path, what: "a path")
    func points(_ key: String) throws(LottieError) -> [SIMD2<Double>] {
      guard let list = try o.array(key) else { throw LottieError(.wrongType, path: o.child(key), "is missing (an array of points)") }
      var points: [SIMD2<Double>] = []
      points.reserveCapacity(list.count)
      for (k, element) in list.enumerated() {
        let pair = try LottieObject.numbers(element, at: "\(o.child(key))[\(k)]")
        guard pair.count >= 2 else {
          throw LottieError(.wrongValue, path: "\(o.child(key))[\(k)]", "a point needs two numbers, not \(pair.count)")
        }
        points.append(SIMD2(pair[0], pair[1]))
      }
      return points
    }
    let vertices = try points("v")
    let inTangents = try points("i")
    let outTangents = try points("o")
    guard inTangents.count == vertices.count, outTangents.count == vertices.count else {
      throw LottieError(
        .wrongValue, path: path,
        "a path has \(vertices.count) vertices but \(inTangents.count) in-tangents and \(outTangents.count) out-tangents")
    }
    return LottieBezier(closed: try o.flag("c") ?? false, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
  }
}
