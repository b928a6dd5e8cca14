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
///   `linear`), `wrapsTimeOffset` — ``MediaTiming``;
/// - `"layer"`: `beginTime`, `speed`, `timeOffset` — ``LayerTiming``, with `"animations"`;
/// - `"keyframes"`: a list `[{"offset", "value", "easing"}]` (``KeyframeSequence``; with
///   `"spacing"` and `"underlyingValue"` beside it), or an object `{values, keyTimes,
///   timingFunctions, calculationMode, tensionValues, continuityValues, biasValues, validation}`
///   (``KeyframeValues``); `"from"` and `"to"` are short for two values;
/// - `"animations"`: the children of a Core Animation group or a layer;
/// - `"keyPath"`: the animated property's name.
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

  /// A document from its parts (validated as decoding validates them).
  public init(
    keyPath: String? = nil, clock: Clock, keyframes: KeyframeCurve<ComponentVector>? = nil, vectorLength: Int? = nil,
    animations: [AnimationDocument] = []
  ) {
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
    if selector.isEmpty { return self }
    if selector.hasPrefix("animations[") { return resolve(path: Substring(selector)) }
    if keyPath == selector { return self }
    for child in animations { if let found = child.animation(named: selector) { return found } }
    return nil
  }

  private func resolve(path: Substring) -> AnimationDocument? {
    if path.isEmpty { return self }
    var rest = path
    if rest.hasPrefix(".") { rest = rest.dropFirst() }
    guard rest.hasPrefix("animations["), let close = rest.firstIndex(of: "]") else { return nil }
    let digits = rest[rest.index(rest.startIndex, offsetBy: 11)..<close]
    guard let index = Int(digits), animations.indices.contains(index) else { return nil }
    return animations[index].resolve(path: rest[rest.index(after: close)...])
  }
}

extension KeyframeValues where Value == ComponentVector {
  /// Values 0 → 1, linear: the keyframes of an animation that animates its progress.
  init(validProgressValues: Void) {
    self.values = [[0], [1]]
    self.givenKeyTimes = nil
    self.keyTimes = [0, 1]
    self.timingFunctions = [.linear]
    self.calculationMode = .linear
    self.validation = .strict
    self.tensionValues = [0, 0]
    self.continuityValues = [0, 0]
    self.biasValues = [0, 0]
    self.controlPoints = []
  }
}
