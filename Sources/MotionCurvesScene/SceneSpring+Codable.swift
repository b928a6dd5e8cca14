import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesSprings

extension SceneSpring: Codable {
  /// Reads `{"keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass"}`: the spring's
  /// parameters default as JNWSpringAnimation's do (30, 300, 5); without `from` it starts from the
  /// value on screen.
  public init(from decoder: any Decoder) throws {
    let fields = ["keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass"]
    let o = try DocumentObject(decoder, allowed: fields, what: "a spring")
    guard let keyPath = try o.string("keyPath") else { throw o.error("keyPath", "is missing") }
    guard let to = try o.number("to") else { throw o.error("to", "is missing") }
    do {
      let spring = try DampedSpring(
        mass: try o.number("mass") ?? 5, stiffness: try o.number("stiffness") ?? 300, damping: try o.number("damping") ?? 30)
      try self.init(keyPath: keyPath, beginTime: try o.number("beginTime") ?? 0, spring: spring, from: try o.number("from"), to: to)
    } catch let error as SpringError {
      throw o.error(nil, "\(error)")
    }
  }

  /// Writes the spring in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(keyPath, forKey: DocumentKey("keyPath"))
    try o.encode(beginTime, forKey: DocumentKey("beginTime"))
    if let from { try o.encode(from, forKey: DocumentKey("from")) }
    try o.encode(to, forKey: DocumentKey("to"))
    try o.encode(spring.damping, forKey: DocumentKey("damping"))
    try o.encode(spring.stiffness, forKey: DocumentKey("stiffness"))
    try o.encode(spring.mass, forKey: DocumentKey("mass"))
  }
}
