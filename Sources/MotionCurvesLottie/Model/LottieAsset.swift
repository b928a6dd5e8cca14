/// An entry of the file's `assets`: a precomposition (its own layers) or an image.
public struct LottieAsset: Hashable, Sendable {
  /// What the asset is.
  public enum Kind: Hashable, Sendable {
    /// A precomposition: layers, evaluated in the time of the layer that refers to it.
    case precomposition([LottieLayer])
    /// An image: `w`, `h`, the folder `u` and file `p` (`e` 1: `p` is a data URL).
    case image(width: Double?, height: Double?, folder: String?, file: String?, embedded: Bool)
    /// Anything else (sounds, data sources).
    case other
  }

  /// `id`, which layers' `refId` names.
  public var id: String
  /// `nm`.
  public var name: String?
  /// `fr`, a precomposition's own frame rate if the file gives one.
  public var frameRate: Double?
  /// What the asset is.
  public var kind: Kind
  /// The asset's JSON path (`assets[0]`).
  public var path: String

  /// An asset.
  public init(id: String, name: String?, frameRate: Double? = nil, kind: Kind, path: String) {
    self.id = id
    self.name = name
    self.frameRate = frameRate
    self.kind = kind
    self.path = path
  }

  /// A precomposition's layers, empty for other assets.
  public var layers: [LottieLayer] {
    if case let .precomposition(layers) = kind { return layers }
    return []
  }
}

/// A marker (`markers`): a named time span.
public struct LottieMarker: Hashable, Sendable {
  /// `cm`, the comment (the marker's name).
  public var comment: String?
  /// `tm`, the start frame.
  public var time: Double
  /// `dr`, the duration in frames.
  public var duration: Double
  /// A marker.
  public init(comment: String?, time: Double, duration: Double) {
    self.comment = comment
    self.time = time
    self.duration = duration
  }
}
