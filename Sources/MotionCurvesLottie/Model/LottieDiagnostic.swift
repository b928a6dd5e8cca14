/// Something a Lottie file has that MotionCurves reads but does not evaluate, at its JSON path.
///
/// Reading never drops a feature in silence: every expression, text layer, effect, mask, matte,
/// unknown shape or layer type and other unsupported feature gives one diagnostic.
public struct LottieDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The features that are read but not evaluated.
  public enum Feature: String, Hashable, Sendable, CaseIterable {
    /// An After Effects expression (`x` on a property); the property's keyframes are used instead.
    case expression
    /// A text layer (`ty` 5): its transform is read, its text is not drawn.
    case textLayer
    /// An image layer (`ty` 2) or image asset: the transform is read, the bitmap is not drawn.
    case image
    /// A layer type with nothing to draw here: audio, camera, light, data, guide, adjustment,
    /// video and placeholders, or an unknown `ty`.
    case otherLayer
    /// Layer effects (`ef`).
    case effects
    /// Layer styles (`sy`: drop shadow, stroke …).
    case layerStyles
    /// Masks (`masksProperties`): read, not applied.
    case mask
    /// A track matte (`tt` on the matted layer, `td` on its source, `tp`): read, not applied.
    case matte
    /// A blend mode (`bm` ≠ 0): read, not applied.
    case blendMode
    /// A shape item this reader knows but does not evaluate: merge paths (`mm`), offset path (`op`),
    /// zig-zag (`zz`), pucker/bloat (`pb`), twist (`tw`), no-style (`no`).
    case unsupportedShape
    /// A shape item whose `ty` is not a known Lottie shape type.
    case unknownShape
    /// Fonts and characters (`fonts`, `chars`) for text layers.
    case fonts
  }

  /// The JSON path of the feature (`layers[2].masksProperties`).
  public var path: String
  /// Which feature.
  public var feature: Feature
  /// A sentence naming what was found and what is not done with it.
  public var message: String

  /// A diagnostic for `feature` at `path`.
  public init(path: String, feature: Feature, message: String) {
    self.path = path
    self.feature = feature
    self.message = message
  }

  /// `layers[2].masksProperties: mask: 1 mask (mode a) read, not applied`.
  public var description: String { "\(path.isEmpty ? "(file)" : path): \(feature.rawValue): \(message)" }
}
