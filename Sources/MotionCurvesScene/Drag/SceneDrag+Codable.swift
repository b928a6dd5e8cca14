import MotionCurvesDocuments
import MotionCurvesGestures
import MotionCurvesSprings

extension SceneDrag.Stroke: Codable {
  /// Reads `{"times": [t…], "translations": [x…]}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["times", "translations"], what: "a stroke")
    guard let times = try o.decode([Double].self, "times", as: "a list of numbers") else { throw o.error("times", "is missing") }
    guard let translations = try o.decode([Double].self, "translations", as: "a list of numbers") else {
      throw o.error("translations", "is missing")
    }
    do {
      try self.init(times: times, translations: translations)
    } catch {
      throw o.error(nil, error.description)
    }
  }

  /// Writes the stroke in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(times, forKey: DocumentKey("times"))
    try o.encode(translations, forKey: DocumentKey("translations"))
  }
}

extension SceneDrag: Codable {
  /// Reads `{"strokes": [stroke…], "scale", "decelerationRate", "snapPoints": [p…], "rule",
  /// "spring"}`: `scale` defaults to 1; `decelerationRate` is a number in (0, 1) or UIKit's
  /// `"normal"` (0.998, the default) or `"fast"` (0.99); `rule` is `"nearest"` (the default) or
  /// `"nextInDirection"`; `spring` is a platform spring's name as scene springs read it
  /// (`"swiftui.smooth"`, `"swiftui.spring(response: 0.5, dampingRatio: 1)"`) or a spring's
  /// parameters as ``DampedSpring`` reads them (`{"response": 0.5, "dampingRatio": 1}`).
  public init(from decoder: any Decoder) throws {
    let fields = ["strokes", "scale", "decelerationRate", "snapPoints", "rule", "spring"]
    let o = try DocumentObject(decoder, allowed: fields, what: "a drag")
    guard let strokes = try o.decode([Stroke].self, "strokes", as: "a list of strokes") else {
      throw o.error("strokes", "is missing")
    }
    guard let points = try o.decode([Double].self, "snapPoints", as: "a list of numbers") else {
      throw o.error("snapPoints", "is missing")
    }
    guard o.has("spring") else { throw o.error("spring", "is missing") }
    let name = try? o.container.decode(String.self, forKey: DocumentKey("spring"))
    let spring: DampedSpring
    if let name {
      spring = try SceneSpring.platformSpring(name) { o.error("spring", $0) }
    } else {
      let what = "a platform spring's name or a spring's parameters"
      guard let parameters = try o.decode(DampedSpring.self, "spring", as: what) else { throw o.error("spring", "must be \(what)") }
      spring = parameters
    }
    let rate: UIKitDecay
    do {
      rate = try Self.rate(o)
    } catch let error as GestureError {
      throw o.error("decelerationRate", error.description)
    }
    do {
      try self.init(
        strokes: strokes, scale: try o.number("scale") ?? 1, decelerationRate: rate, snapPoints: try SnapPoints(points),
        rule: try o.choice("rule", SnapRule.self) ?? .nearest, spring: spring, springName: name)
    } catch let error as GestureError {
      throw o.error(nil, error.description)
    }
  }

  /// `decelerationRate` as a number or UIKit's name.
  private static func rate(_ o: DocumentObject) throws -> UIKitDecay {
    if o.has("decelerationRate"), let name = try? o.container.decode(String.self, forKey: DocumentKey("decelerationRate")) {
      switch name {
      case "normal": return .normal
      case "fast": return .fast
      default: throw o.error("decelerationRate", "\"\(name)\" is not \"normal\", \"fast\" or a number")
      }
    }
    guard let rate = try o.number("decelerationRate") else { return .normal }
    return try UIKitDecay(rate: rate)
  }

  /// Writes the drag in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(strokes, forKey: DocumentKey("strokes"))
    try o.encode(scale, forKey: DocumentKey("scale"))
    try o.encode(decelerationRate.rate, forKey: DocumentKey("decelerationRate"))
    try o.encode(snapPoints.points, forKey: DocumentKey("snapPoints"))
    try o.encode(rule, forKey: DocumentKey("rule"))
    if let springName { try o.encode(springName, forKey: DocumentKey("spring")) } else {
      try o.encode(spring, forKey: DocumentKey("spring"))
    }
  }
}
