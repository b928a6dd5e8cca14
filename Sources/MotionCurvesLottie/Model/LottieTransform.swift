/// A layer's (`ks`) or a shape group's (`tr`) transform, as in the file: anchor, position (joined
/// or split), scale in percent, rotation in degrees (clockwise on screen), 3-D rotations, skew and
/// opacity in percent. Absent fields are nil; a player uses its defaults (anchor 0, scale 100,
/// opacity 100).
public struct LottieTransform: Hashable, Sendable {
  /// The position: one vector property, or each dimension on its own (`"s": true`).
  public enum Position: Hashable, Sendable {
    /// `p`: one property, possibly with spatial tangents.
    case joined(LottieProperty<[Double]>)
    /// `p: {"s": true, "x": …, "y": …, "z": …}`: one scalar property per dimension.
    case split(x: LottieProperty<[Double]>, y: LottieProperty<[Double]>, z: LottieProperty<[Double]>?)
  }

  /// `a`, the anchor point.
  public var anchor: LottieProperty<[Double]>?
  /// `p` (or `px`/`py`/`pz`).
  public var position: Position?
  /// `s`, the scale in percent.
  public var scale: LottieProperty<[Double]>?
  /// `r`, the 2-D rotation in degrees.
  public var rotation: LottieProperty<[Double]>?
  /// `rx`, 3-D rotation about x in degrees.
  public var rotationX: LottieProperty<[Double]>?
  /// `ry`, 3-D rotation about y in degrees.
  public var rotationY: LottieProperty<[Double]>?
  /// `rz`, 3-D rotation about z in degrees.
  public var rotationZ: LottieProperty<[Double]>?
  /// `or`, the 3-D orientation in degrees.
  public var orientation: LottieProperty<[Double]>?
  /// `sk`, the skew angle in degrees.
  public var skew: LottieProperty<[Double]>?
  /// `sa`, the skew axis in degrees.
  public var skewAxis: LottieProperty<[Double]>?
  /// `o`, the opacity in percent.
  public var opacity: LottieProperty<[Double]>?
  /// `so`, a repeater transform's start opacity in percent.
  public var startOpacity: LottieProperty<[Double]>?
  /// `eo`, a repeater transform's end opacity in percent.
  public var endOpacity: LottieProperty<[Double]>?

  /// An empty transform (every field absent).
  public init() {}
}
