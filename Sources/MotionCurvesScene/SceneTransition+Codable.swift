import MotionCurvesAnimation
import MotionCurvesCore
import MotionCurvesDocuments

extension SceneTransition: Codable {
  /// Reads `{"keyPath", "beginTime", "duration", "timingFunction", "to"}`: the timing function a
  /// Core Animation name, CSS easing text or a platform curve's name (`"material3.emphasized"`,
  /// `"swiftui.circularEaseIn"`, `"compose.EaseOutBounce"`; a platform spring is an error) (default
  /// linear), `to` a number or a list of numbers.
  public init(from decoder: any Decoder) throws {
    let fields = ["keyPath", "beginTime", "duration", "timingFunction", "to"]
    let o = try DocumentObject(decoder, allowed: fields, what: "a transition")
    guard let keyPath = try o.string("keyPath") else { throw o.error("keyPath", "is missing") }
    guard let duration = try o.number("duration"), duration > 0 else { throw o.error("duration", "must be a positive number of seconds") }
    guard let to = try o.decode(ComponentVector.self, "to", as: "a number or a list of numbers") else {
      throw o.error("to", "is missing")
    }
    guard to.components.allSatisfy(\.isFinite) else { throw o.error("to", "must be finite") }
    self.init(
      keyPath: keyPath, beginTime: try o.number("beginTime") ?? 0, duration: duration,
      timingFunction: try o.easing("timingFunction", coreAnimationNames: true) ?? .linear, to: to)
  }

  /// Writes the transition in the form ``init(from:)`` reads (a platform curve by its name).
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(keyPath, forKey: DocumentKey("keyPath"))
    try o.encode(beginTime, forKey: DocumentKey("beginTime"))
    try o.encode(duration, forKey: DocumentKey("duration"))
    try o.encode(timingFunction, forKey: DocumentKey("timingFunction"))
    try o.encode(to, forKey: DocumentKey("to"))
  }
}
