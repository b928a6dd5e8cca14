/// 2·E(π/2 | 1 − r²), the length of a quarter of an ellipse with radii 2 and 2r, computed with
/// mpmath at 40 digits (`2*mp.ellipe(1 - r*r)` with r the double nearest the literal): the
/// independent values the elliptic-integral tests of Core and the GSL cross-checks compare with.
public let quarterEllipses: [(ratio: Double, length: Double)] = [
  (1.0, 3.14159265358979323846264338328), (0.9, 2.98658021626241440634636428231),
  (0.5, 2.4221120551369190496071257991), (0.1, 2.03198709005044787428394934301),
  (1e-2, 2.00054916486132593039451484844), (1e-3, 2.00000779405234412230568191287),
  (1e-4, 2.00000010096634768770954744025), (1e-6, 2.00000000001470180491908945786),
  (1e-8, 2.00000000000000193069751050723), (0.999_999, 3.14159108279366274803576743234),
]
