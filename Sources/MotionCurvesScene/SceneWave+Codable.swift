import MotionCurvesCore
import MotionCurvesDocuments

extension SceneWave: Codable {
  /// Reads `{"header": 1 or 2, "width", "speed", "framesPerSecond"}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["header", "width", "speed", "framesPerSecond"], what: "a wave")
    guard let header = try o.decode(Int.self, "header", as: "1 or 2"), header == 1 || header == 2 else {
      throw o.error("header", "must be 1 (the front wave) or 2")
    }
    guard let width = try o.number("width"), width >= 1, width <= 100_000 else {
      throw o.error("width", "must be a number of points from 1 to 100000")
    }
    let fps = try o.number("framesPerSecond") ?? 60
    guard fps > 0 else { throw o.error("framesPerSecond", "must be positive") }
    self.init(header: header, width: width, speed: try o.number("speed") ?? 1, framesPerSecond: fps)
  }

  /// Writes the wave in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(header, forKey: DocumentKey("header"))
    try o.encode(width, forKey: DocumentKey("width"))
    try o.encode(speed, forKey: DocumentKey("speed"))
    try o.encode(framesPerSecond, forKey: DocumentKey("framesPerSecond"))
  }
}
