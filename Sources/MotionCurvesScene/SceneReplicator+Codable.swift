import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments

extension SceneReplicator: Codable {
  static let fields = [
    "instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
    "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
  ]

  /// Reads a replicator: `instanceCount` (1 … 10,000), and optionally the instance transform,
  /// delay, colour and colour offsets.
  public init(from decoder: any Decoder) throws {
    let o = try DocumentObject(decoder, allowed: Self.fields, what: "a replicator")
    guard let count = try o.decode(Int.self, "instanceCount", as: "a whole number"), count >= 1, count <= 10_000 else {
      throw o.error("instanceCount", "must be a whole number from 1 to 10000")
    }
    let offsets = SIMD4(
      try o.number("instanceRedOffset") ?? 0, try o.number("instanceGreenOffset") ?? 0,
      try o.number("instanceBlueOffset") ?? 0, try o.number("instanceAlphaOffset") ?? 0)
    let model: ReplicatorColorModel
    do {
      model = try ReplicatorColorModel(instanceColor: try o.color("instanceColor")?.sceneRGBA ?? SIMD4(1, 1, 1, 1), offset: offsets)
    } catch {
      throw o.error("instanceColor", "\(error)")
    }
    self.init(
      instanceCount: count, instanceTransform: try o.transform("instanceTransform") ?? .identity,
      instanceDelay: try o.number("instanceDelay") ?? 0, colorModel: model)
  }

  /// Writes the replicator in the form ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var o = encoder.container(keyedBy: DocumentKey.self)
    try o.encode(instanceCount, forKey: DocumentKey("instanceCount"))
    try o.encode(instanceTransform, forKey: DocumentKey("instanceTransform"))
    try o.encode(instanceDelay, forKey: DocumentKey("instanceDelay"))
    try o.encode(colorModel.instanceColor.array, forKey: DocumentKey("instanceColor"))
    for (i, key) in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"].enumerated() {
      try o.encode(colorModel.offset[i], forKey: DocumentKey(key))
    }
  }
}
