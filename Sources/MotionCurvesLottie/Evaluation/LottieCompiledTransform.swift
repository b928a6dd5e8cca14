import MotionCurvesTransforms
import RealModule

/// A transform (`ks` of a layer, `tr` of a group) compiled for evaluation at any frame: the one
/// implementation of ``LottieTransform/matrix(atFrame:mode:)`` (lottie.md §3.2, lottie-web's order
/// translate(−a) · scale · skew · rotate · translate(p), points as row vectors).
///
/// - Complexity: compiling O(keyframes); ``matrix(atFrame:)`` O(log keyframes) per property,
///   allocation-free.
final class LottieCompiledTransform: Sendable {
  let mode: LottieEvaluationMode
  let anchor, scale, skew, skewAxis, rotation, rotationX, rotationY, rotationZ, orientation, opacity: LottieCompiledProperty
  /// A repeater's start and end opacity (`so`, `eo`, percent).
  let startOpacity, endOpacity: LottieCompiledProperty
  /// Whether the transform has a skew (`sk`), and a 2-D rotation (`r`, else 3-D `rx`/`ry`/`rz`/`or`).
  let hasSkew: Bool, hasRotation: Bool
  /// Position: joined (`p`), or split (`x`, `y`, `z`), or none.
  let position: LottieCompiledProperty, x: LottieCompiledProperty, y: LottieCompiledProperty, z: LottieCompiledProperty
  let positionKind: Int  // 0 none, 1 joined, 2 split
  /// Whether the layer turns with its motion path (`ao`).
  let autoOrients: Bool

  init(_ t: LottieTransform, mode: LottieEvaluationMode, autoOrients: Bool = false) {
    self.mode = mode
    self.autoOrients = autoOrients
    anchor = LottieCompiledProperty(t.anchor, mode: mode, multidimensional: true)
    scale = LottieCompiledProperty(t.scale, mode: mode, multidimensional: true)
    skew = LottieCompiledProperty(t.skew, mode: mode)
    skewAxis = LottieCompiledProperty(t.skewAxis, mode: mode)
    rotation = LottieCompiledProperty(t.rotation, mode: mode)
    rotationX = LottieCompiledProperty(t.rotationX, mode: mode)
    rotationY = LottieCompiledProperty(t.rotationY, mode: mode)
    rotationZ = LottieCompiledProperty(t.rotationZ, mode: mode)
    orientation = LottieCompiledProperty(t.orientation, mode: mode, multidimensional: true)
    opacity = LottieCompiledProperty(t.opacity, mode: mode)
    startOpacity = LottieCompiledProperty(t.startOpacity, mode: mode)
    endOpacity = LottieCompiledProperty(t.endOpacity, mode: mode)
    hasSkew = t.skew != nil
    hasRotation = t.rotation != nil
    let none = LottieCompiledProperty(nil, mode: mode)
    switch t.position {
    case let .joined(p)?:
      (position, x, y, z) = (LottieCompiledProperty(p, mode: mode, multidimensional: true), none, none, none)
      positionKind = 1
    case let .split(px, py, pz)?:
      (position, x, y, z) = (none, .init(px, mode: mode), .init(py, mode: mode), .init(pz, mode: mode))
      positionKind = 2
    case nil:
      (position, x, y, z) = (none, none, none, none)
      positionKind = 0
    }
  }

  /// The position (`p`, or `x`, `y`, `z`) at `frame`; the origin without one.
  func position(atFrame frame: Double) -> SIMD3<Double> {
    switch positionKind {
    case 1: return position.vector(atFrame: frame, or: .zero)
    case 2: return SIMD3(x.scalar(atFrame: frame, or: 0), y.scalar(atFrame: frame, or: 0), z.scalar(atFrame: frame, or: 0))
    default: return .zero
    }
  }

  /// The transform's matrix at `frame`.
  func matrix(atFrame frame: Double) -> TransformMatrix3D {
    let degrees = Double.pi / 180
    let a = anchor.vector(atFrame: frame, or: .zero)
    var m = TransformMatrix3D.translation(x: -a.x, y: -a.y, z: a.z)
    var s = scale.vector(atFrame: frame, or: SIMD3(100, 100, 100)) * 0.01
    if mode == .lottieWeb { s = SIMD3<Double>(SIMD3<Float>(s)) }
    m = m.concatenating(.scale(x: s.x, y: s.y, z: s.z))
    if hasSkew {
      let sk = -skew.scalar(atFrame: frame, or: 0) * degrees, sa = skewAxis.scalar(atFrame: frame, or: 0) * degrees
      let (c, n) = (Double.cos(sa), Double.sin(sa))
      m = m.concatenating(LottieTransform.rows2D(c, n, -n, c)).concatenating(LottieTransform.rows2D(1, 0, Double.tan(sk), 1))
        .concatenating(LottieTransform.rows2D(c, -n, n, c))
    }
    if hasRotation {
      m = m.concatenating(LottieTransform.rotationZ(-rotation.scalar(atFrame: frame, or: 0) * degrees))
    } else {
      let o = orientation.vector(atFrame: frame, or: .zero)
      m = m.concatenating(LottieTransform.rotationZ(-rotationZ.scalar(atFrame: frame, or: 0) * degrees))
        .concatenating(LottieTransform.rotationY(rotationY.scalar(atFrame: frame, or: 0) * degrees))
        .concatenating(LottieTransform.rotationX(rotationX.scalar(atFrame: frame, or: 0) * degrees))
        .concatenating(LottieTransform.rotationZ(-o.z * degrees))
        .concatenating(LottieTransform.rotationY(o.y * degrees))
        .concatenating(LottieTransform.rotationX(o.x * degrees))
    }
    if autoOrients {
      m = m.concatenating(LottieTransform.rotationZ(-orientationAngle(atFrame: frame)))
    }
    if positionKind != 0 {
      let p = position(atFrame: frame)
      m = m.concatenating(.translation(x: p.x, y: p.y, z: -p.z))
    }
    return mode == .lottieWeb ? LottieTransform.roundedToFloat(m) : m
  }

  /// An auto-oriented layer's extra rotation at `frame`, radians, after the rotation and before
  /// the position (lottie.md §2.5).
  ///
  /// lottie-web (``LottieEvaluationMode/lottieWeb``) takes the angle of v1 − v2 between two
  /// positions: the current one and 0.01 frame earlier; before the first keyframe t0 + 0.01 and t0;
  /// after the last t_last and t_last − 0.05 (for a split position each of x and y at its own
  /// first or last keyframe, t_last − 0.01, x's keyframes choosing the case); 0 without keyframes. (lottie-web also shifts the first two cases
  /// by the layer's start time `st`; the composition's frames are used here.) Exact mode takes the
  /// exact direction of motion: the motion path's tangent, or the eased velocity of x and y; 0
  /// where the position does not move (a hold: lottie-web's v1 = v2 also gives 0).
  func orientationAngle(atFrame frame: Double) -> Double {
    let atan2 = { (d: SIMD2<Double>) in Double.atan2(y: d.y, x: d.x) }
    switch mode {
    case .exact:
      if positionKind == 1 { return position.direction(atFrame: frame).map(atan2) ?? 0 }
      guard positionKind == 2, let vx = x.speed(atFrame: frame), let vy = y.speed(atFrame: frame) else { return 0 }
      var d = SIMD2(vx.eased, vy.eased)
      if d == .zero { d = SIMD2(vx.chord, vy.chord) }
      return d == .zero ? 0 : atan2(d)
    case .lottieWeb:
      if positionKind == 2 {
        guard let x0 = x.times.first, let xl = x.times.last, let y0 = y.times.first, let yl = y.times.last else { return 0 }
        var (v1, v2) = (SIMD2(x.scalar(atFrame: frame, or: 0), y.scalar(atFrame: frame, or: 0)), SIMD2<Double>())
        v2 = SIMD2(x.scalar(atFrame: frame - 0.01, or: 0), y.scalar(atFrame: frame - 0.01, or: 0))
        if frame <= x0 {
          v1 = SIMD2(x.scalar(atFrame: x0 + 0.01, or: 0), y.scalar(atFrame: y0 + 0.01, or: 0))
          v2 = SIMD2(x.scalar(atFrame: x0, or: 0), y.scalar(atFrame: y0, or: 0))
        } else if frame >= xl {
          v1 = SIMD2(x.scalar(atFrame: xl, or: 0), y.scalar(atFrame: yl, or: 0))
          v2 = SIMD2(x.scalar(atFrame: xl - 0.01, or: 0), y.scalar(atFrame: yl - 0.01, or: 0))
        }
        return Double.atan2(y: v1.y - v2.y, x: v1.x - v2.x)
      }
      guard positionKind == 1, let first = position.times.first, let last = position.times.last else { return 0 }
      var (a, b) = (frame, frame - 0.01)
      if frame <= first {
        (a, b) = (first + 0.01, first)
      } else if frame >= last {
        (a, b) = (last, last - 0.05)
      }
      let v1 = self.position(atFrame: a), v2 = self.position(atFrame: b)
      return Double.atan2(y: v1.y - v2.y, x: v1.x - v2.x)
    }
  }

  /// The opacity at `frame`, 0 … 1 (`o` in percent; 100 % without one).
  func opacity(atFrame frame: Double) -> Double { opacity.scalar(atFrame: frame, or: 100) * 0.01 }

  /// Copy `k` (the repeater's offset already added) of a repeater whose transform this is
  /// (lottie.md §4.5, rlottie's form): translate(−a), rotate(−r·k), scale((s/100)^k),
  /// translate(a), translate(p·k).
  func repeaterMatrix(atFrame frame: Double, copy k: Double) -> TransformMatrix3D {
    let degrees = Double.pi / 180
    let a = anchor.vector(atFrame: frame, or: .zero)
    let s = scale.vector(atFrame: frame, or: SIMD3(100, 100, 100))
    let p = position(atFrame: frame)
    let r = (hasRotation ? rotation : rotationZ).scalar(atFrame: frame, or: 0)
    var m = TransformMatrix3D.translation(x: -a.x, y: -a.y, z: 0)
    m = m.concatenating(LottieTransform.rotationZ(-r * k * degrees))
    m = m.concatenating(.scale(x: Double.pow(s.x * 0.01, k), y: Double.pow(s.y * 0.01, k), z: 1))
    m = m.concatenating(.translation(x: a.x + p.x * k, y: a.y + p.y * k, z: 0))
    return mode == .lottieWeb ? LottieTransform.roundedToFloat(m) : m
  }
}
