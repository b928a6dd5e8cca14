extension LottieReader {
  /// A transform object (`ks` of a layer, `tr` of a group or repeater).
  mutating func transform(_ o: LottieObject) throws(LottieError) -> LottieTransform {
    var t = LottieTransform()
    t.anchor = try vector(o, "a")
    if let p = try o.object("p", what: "a position"), try p.flag("s") == true {
      guard let x = try vector(p, "x") else { throw LottieError(.wrongType, path: p.child("x"), "is missing (split position)") }
      guard let y = try vector(p, "y") else { throw LottieError(.wrongType, path: p.child("y"), "is missing (split position)") }
      t.position = .split(x: x, y: y, z: try vector(p, "z"))
    } else if let p = try vector(o, "p") {
      t.position = .joined(p)
    } else if let x = try vector(o, "px"), let y = try vector(o, "py") {
      t.position = .split(x: x, y: y, z: try vector(o, "pz"))
    }
    t.scale = try vector(o, "s")
    t.rotation = try vector(o, "r")
    t.rotationX = try vector(o, "rx")
    t.rotationY = try vector(o, "ry")
    t.rotationZ = try vector(o, "rz")
    t.orientation = try vector(o, "or")
    t.skew = try vector(o, "sk")
    t.skewAxis = try vector(o, "sa")
    t.opacity = try vector(o, "o")
    t.startOpacity = try vector(o, "so")
    t.endOpacity = try vector(o, "eo")
    return t
  }
}
