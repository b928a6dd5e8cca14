import MotionCurvesCore
import MotionCurvesDocuments

extension SceneGradient: Codable {
  /// Reads `{"colors": [...], "locations": [...], "startPoint": [x, y], "endPoint": [x, y]}`.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: ["colors", "locations", "startPoint", "endPoint"], what: "a gradient")
    let colors = try o.colors("colors")
    guard colors.count >= 2 else { throw o.error("colors", "must hold at least two colours") }
    let locations = try o.decode([Double].self, "locations", as: "a list of numbers")
    if let locations {
      guard locations.count == colors.count else { throw o.error("locations", "must have one location per colour") }
      guard locations.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        throw o.error("locations", "must be non-decreasing numbers in [0, 1]")
      }
    }
    self.init(
      colors: colors, locations: locations, startPoint: try o.point("startPoint") ?? SIMD2(0.5, 0),
      endPoint: try o.point("endPoint") ?? SIMD2(0.5, 1))
  }

  /// Writes the gradient in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(colors, forKey: DocumentKey("colors"))
    if let locations { try o.encode(locations, forKey: DocumentKey("locations")) }
    try o.encode([startPoint.x, startPoint.y], forKey: DocumentKey("startPoint"))
    try o.encode([endPoint.x, endPoint.y], forKey: DocumentKey("endPoint"))
  }
}
