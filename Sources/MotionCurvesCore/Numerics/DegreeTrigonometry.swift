import RealModule

extension Double {
  /// sin d° and cos d°, exact (0 or ±1) at multiples of 90°: the angle is reduced exactly
  /// (the remainder by 360 and by 90 are exact) before converting the rest, within ±45°, to radians.
  package static func sineAndCosine(degrees: Double) -> (sine: Double, cosine: Double) {
    guard degrees.isFinite else { return (.nan, .nan) }
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    let q = (reduced / 90).rounded()
    let r = reduced - 90 * q
    let radians = r * (Double.pi / 180)
    let (s, c) = r == 0 ? (0.0, 1.0) : (Double.sin(radians), Double.cos(radians))
    switch ((Int(q) % 4) + 4) % 4 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }
}
