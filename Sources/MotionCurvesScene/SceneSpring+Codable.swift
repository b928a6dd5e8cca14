import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesPlatforms
import MotionCurvesSprings

extension SceneSpring: Codable {
  /// Reads `{"keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass"}` or, in place
  /// of damping, stiffness and mass, `"spring"`: a platform spring's name as
  /// ``PlatformModel/init(parsing:)`` reads it (`"swiftui.bouncy"`,
  /// `"swiftui.spring(duration: 0.4, bounce: 0.2)"`, `"compose.spring(dampingRatio: 0.5, stiffness: 400)"`,
  /// `"material3.expressive.fastSpatial"`), kept in ``modelName``. The parameters default as
  /// JNWSpringAnimation's do (30, 300, 5); without `from` it starts from the value on screen.
  ///
  /// - Throws: ``AnimationDocumentError`` at `spring` for text that is not a platform name, a
  ///   platform curve's name (`"material3.emphasized"` is a timing function, not a spring), or a
  ///   syntax error (its message ending `at character n`); at the object when `spring` and any of
  ///   damping, stiffness or mass are both given.
  public init(from decoder: any Decoder) throws {
    let fields = ["keyPath", "beginTime", "from", "to", "damping", "stiffness", "mass", "spring"]
    let o = try DocumentObject(decoder, allowed: fields, what: "a spring")
    guard let keyPath = try o.string("keyPath") else { throw o.error("keyPath", "is missing") }
    guard let to = try o.number("to") else { throw o.error("to", "is missing") }
    let name = try o.string("spring")
    let (mass, stiffness, damping) = (try o.number("mass"), try o.number("stiffness"), try o.number("damping"))
    var spring: DampedSpring?
    if let name {
      guard mass == nil && stiffness == nil && damping == nil else {
        throw o.error(nil, "give \"spring\" or damping, stiffness and mass, not both")
      }
      spring = try Self.platformSpring(name) { o.error("spring", $0) }
    }
    do {
      let spring = try spring ?? DampedSpring(mass: mass ?? 5, stiffness: stiffness ?? 300, damping: damping ?? 30)
      try self.init(
        keyPath: keyPath, beginTime: try o.number("beginTime") ?? 0, spring: spring, modelName: name,
        from: try o.number("from"), to: to)
    } catch let error as SpringError {
      throw o.error(name == nil ? nil : "spring", "\(error)")
    }
  }

  /// The spring a platform name gives; `fail` says why there is none.
  static func platformSpring(
    _ text: String, _ fail: (String) -> AnimationDocumentError
  ) throws(AnimationDocumentError) -> DampedSpring {
    guard PlatformModel.isPlatformName(text) else {
      throw fail("\"\(text)\" is not a platform spring (swiftui.…, compose.… or material3.…)")
    }
    switch try parsePlatformModel(text, fail) {
    case let .spring(spring): return spring
    case .curve: throw fail("\"\(text)\" is a timing curve, not a spring (give a spring such as swiftui.bouncy)")
    case .fluidSpring:
      // A scene spring is a closed-form spring evaluated per frame; SwiftUI's numerical animation
      // (1/300 s steps from rest) is not one, so it is refused rather than silently made exact.
      throw fail("\"\(text)\" is SwiftUI's numerical animation, not a closed-form spring (give swiftui.bouncy for its exact motion)")
    }
  }

  /// Writes the spring in the form ``init(from:)`` reads: by ``modelName`` when it has one, else
  /// by its damping, stiffness and mass.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(keyPath, forKey: DocumentKey("keyPath"))
    try o.encode(beginTime, forKey: DocumentKey("beginTime"))
    if let from { try o.encode(from, forKey: DocumentKey("from")) }
    try o.encode(to, forKey: DocumentKey("to"))
    if let modelName {
      try o.encode(modelName, forKey: DocumentKey("spring"))
      return
    }
    try o.encode(spring.damping, forKey: DocumentKey("damping"))
    try o.encode(spring.stiffness, forKey: DocumentKey("stiffness"))
    try o.encode(spring.mass, forKey: DocumentKey("mass"))
  }
}
