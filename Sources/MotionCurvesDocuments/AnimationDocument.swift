import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesTransforms

/// An animation written as JSON, by hand, with the platforms' own field names: a Web Animations
/// `"timing"` or a Core Animation `"coreAnimation"` (or a layer's `"layer"` time), `"keyframes"`
/// in either platform's form, and nested `"animations"` for groups and layers.
///
/// ```json
/// {"coreAnimation": {"duration": 10.5, "repeatCount": "Infinity"},
///  "animations": [
///    {"keyPath": "position.x",
///     "coreAnimation": {},
///     "keyframes": {"values": [0, -80, -80, 0], "keyTimes": [0.1, 0.4, 0.5, 0.95]}},
///    {"keyPath": "opacity",
///     "timing": {"duration": 1000, "iterations": 2, "direction": "alternate", "fill": "both"},
///     "keyframes": [{"value": 0, "easing": "ease-in"}, {"offset": 0.8, "value": 0.9}, {"value": 1}]}]}
/// ```
///
/// The fields (each optional unless said otherwise; ∞ is written `"Infinity"` where the platform
/// allows it):
/// - `"timing"`: `duration` (∞), `delay`, `endDelay`, `iterations` (∞), `iterationStart`,
///   `direction`, `fill`, `easing` (CSS text), `playbackRate` — ``EffectTiming``;
/// - `"coreAnimation"`: `beginTime`, `duration` (∞), `speed`, `timeOffset`, `repeatCount` (∞),
///   `repeatDuration` (∞), `autoreverses`, `fillMode`, `removedOnCompletion`, `timingFunction`
///   (CSS text or a Core Animation name: `default`, `easeIn`, `easeOut`, `easeInEaseOut`,
///   `linear`, read as ``CoreAnimationTimingFunctionName/timingFunction``: 32-bit control points,
///   as Core Animation keeps them), `wrapsTimeOffset` — ``MediaTiming``;
/// - `"layer"`: `beginTime`, `speed`, `timeOffset` — ``LayerTiming``, with `"animations"`;
/// - `"keyframes"`: a list `[{"offset", "value", "easing"}]` (``KeyframeSequence``; with
///   `"spacing"` and `"underlyingValue"` beside it; `"offset": null` is an offset to compute, as
///   Web Animations reads it; a lone keyframe's computed offset is 1), or an object `{values, keyTimes,
///   timingFunctions, calculationMode, tensionValues, continuityValues, biasValues, validation}`
///   (``KeyframeValues``); `"from"` and `"to"` are short for two values;
/// - `"animations"`: the children of a Core Animation group or a layer;
/// - `"keyPath"`: the animated property's name.
///
/// Where a keyframes list leaves offset 0 or 1 without a keyframe, Web Animations 1 (§"The effect
/// value of a keyframe effect") puts the underlying value there: `"underlyingValue"` when given;
/// without it the nearest keyframe's value holds (the first keyframe's before it, the last one's
/// after it), so a lone keyframe is that value at every progress.
///
/// Values are numbers or arrays of numbers, all of one length within an animation. An animation
/// without keyframes animates its progress (values 0 → 1). Times are plain numbers in one unit
/// of the author's choosing. Every problem throws an ``AnimationDocumentError`` naming the JSON
/// path (`animations[1].keyframes[2].offset`); unknown fields are errors too.
public struct AnimationDocument: Sendable {
  /// Which clock an animation runs on.
  public enum Clock: Sendable, Hashable {
    /// `"timing"`: Web Animations, on local time.
    case effect(EffectTiming)
    /// `"coreAnimation"`: Core Animation, on its parent's time.
    case media(MediaTiming)
    /// `"layer"`: a layer's time map over its `animations`.
    case layer(LayerTiming)
  }

  /// The animated property's name.
  public var keyPath: String?
  /// The clock.
  public var clock: Clock
  /// The keyframes, nil for a group, a layer or a timing alone.
  public var keyframes: KeyframeCurve<ComponentVector>?
  /// The number of components of every value, nil where the values are plain numbers.
  public var vectorLength: Int?
  /// The children of a group or a layer.
  public var animations: [AnimationDocument]

  /// A document from its parts, checked as decoding checks them.
  ///
  /// - Throws: ``AnimationDocumentError`` (its path relative to this document) when a Web
  ///   Animations timing has children, an animation has both keyframes and children, a layer has
  ///   keyframes, or a value does not have `vectorLength` components (1 when nil).
  public init(
    keyPath: String? = nil, clock: Clock, keyframes: KeyframeCurve<ComponentVector>? = nil, vectorLength: Int? = nil,
    animations: [AnimationDocument] = []
  ) throws(AnimationDocumentError) {
    let hasKeyframes: Bool
    if case .some = keyframes { hasKeyframes = true } else { hasKeyframes = false }
    switch clock {
    case .effect where !animations.isEmpty:
      throw AnimationDocumentError(path: "animations", message: "Web Animations groups are Level 2: nest animations under \"coreAnimation\" or \"layer\"")
    case .layer where hasKeyframes:
      throw AnimationDocumentError(path: "keyframes", message: "a layer has animations, not keyframes")
    default:
      if hasKeyframes && !animations.isEmpty {
        throw AnimationDocumentError(path: "animations", message: "an animation has keyframes or animations, not both")
      }
    }
    let length = vectorLength ?? 1
    let values = keyframes?.allValues ?? []
    if let index = values.firstIndex(where: { $0.components.count != length }) {
      throw AnimationDocumentError(
        path: "keyframes", message: "value \(index) has \(values[index].components.count) components, not \(length)")
    }
    self.keyPath = keyPath
    self.clock = clock
    self.keyframes = keyframes
    self.vectorLength = vectorLength
    self.animations = animations
  }

  /// Whether this is a Core Animation group: a `"coreAnimation"` with `"animations"` and no keyframes.
  public var isGroup: Bool {
    guard case .media = clock, !animations.isEmpty else { return false }
    if case .some = keyframes { return false }
    return true
  }

  /// The animation tree to evaluate.
  public var node: AnimationNode<ComponentVector> {
    switch clock {
    case let .layer(timing): return .layer(timing, animations.map(\.node))
    case let .media(timing) where isGroup:
      return .group(timing, animations.map(\.node))
    case let .media(timing): return .animation(animation(.media(timing)))
    case let .effect(timing): return .animation(animation(.effect(timing)))
    }
  }

  private func animation(_ timing: AnimationTiming) -> PropertyAnimation<ComponentVector> {
    let progress = KeyframeCurve<ComponentVector>.values(KeyframeValues(validProgressValues: ()))
    return PropertyAnimation(keyPath: keyPath, timing: timing, keyframes: keyframes ?? progress)
  }

  /// The animation a selector names: `""` the document itself, a JSON path of nested animations
  /// (`animations[1]`, `animations[0].animations[2]`), or a key path (the first animation with
  /// that `keyPath`, depth first); nil when none matches.
  public func animation(named selector: String) -> AnimationDocument? {
    guard let path = indexPath(named: selector) else { return nil }
    return path.reduce(self) { $0.animations[$1] }
  }

  /// The indices of the children leading to the animation a selector names (as
  /// ``animation(named:)``): the path of its leaf among ``node``'s ``AnimationNode/Leaf/path``.
  public func indexPath(named selector: String) -> [Int]? {
    if selector.isEmpty { return [] }
    if selector.hasPrefix("animations[") { return jsonPath(Substring(selector)) }
    if keyPath == selector { return [] }
    for (index, child) in animations.enumerated() {
      if let rest = child.indexPath(named: selector) { return [index] + rest }
    }
    return nil
  }

  private func jsonPath(_ path: Substring) -> [Int]? {
    if path.isEmpty { return [] }
    let rest = path.hasPrefix(".") ? path.dropFirst() : path
    guard rest.hasPrefix("animations["), let close = rest.firstIndex(of: "]"),
      let index = Int(rest[rest.index(rest.startIndex, offsetBy: 11)..<close]), animations.indices.contains(index),
      let tail = animations[index].jsonPath(rest[rest.index(after: close)...])
    else { return nil }
    return [index] + tail
  }
}
