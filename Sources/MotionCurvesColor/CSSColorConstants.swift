import MotionCurvesCore

/// A 3 × 3 matrix applied to column vectors, as CSS Color 4's `multiplyMatrices(M, v)`.
struct ColorMatrix: Sendable {
  let row0: SIMD3<Double>
  let row1: SIMD3<Double>
  let row2: SIMD3<Double>

  init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
    self.row0 = row0
    self.row1 = row1
    self.row2 = row2
  }

  /// M·v, each row summed left to right as the spec's sample code does.
  @inline(__always)
  func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      row0.x * v.x + row0.y * v.y + row0.z * v.z,
      row1.x * v.x + row1.y * v.y + row1.z * v.z,
      row2.x * v.x + row2.y * v.y + row2.z * v.z)
  }
}

/// The exact constants of CSS Color 4's conversions.
///
/// Source: w3c/csswg-drafts `css-color-4/conversions.js` at commit 064b9815 (the commit
/// `shared/conformance/css-color-constants.json` was read from), rationals as written there — each
/// is one correctly rounded division, equal to the float64 values of the constants file. ProPhoto
/// and the Bradford and Oklab matrices are written there as 16–17-digit decimals and copied as such.
enum CSSColorConstants {
  /// D50 from its 4-figure CIE xy chromaticity (0.3457, 0.3585): [x/y, 1, (1−x−y)/y].
  static let d50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1.0 - 0.3457 - 0.3585) / 0.3585)
  /// D65 from (0.3127, 0.3290).
  static let d65 = SIMD3<Double>(0.3127 / 0.3290, 1, (1.0 - 0.3127 - 0.3290) / 0.3290)

  static let linearSRGBToXYZ = ColorMatrix(
    SIMD3(506752 / 1228815, 87881 / 245763, 12673 / 70218),
    SIMD3(87098 / 409605, 175762 / 245763, 12673 / 175545),
    SIMD3(7918 / 409605, 87881 / 737289, 1001167 / 1053270))
  static let xyzToLinearSRGB = ColorMatrix(
    SIMD3(12831 / 3959, -329 / 214, -1974 / 3959),
    SIMD3(-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    SIMD3(705 / 12673, -2585 / 12673, 705 / 667))

  static let linearP3ToXYZ = ColorMatrix(
    SIMD3(608311 / 1250200, 189793 / 714400, 198249 / 1000160),
    SIMD3(35783 / 156275, 247089 / 357200, 198249 / 2500400),
    SIMD3(0, 32229 / 714400, 5220557 / 5000800))
  static let xyzToLinearP3 = ColorMatrix(
    SIMD3(446124 / 178915, -333277 / 357830, -72051 / 178915),
    SIMD3(-14852 / 17905, 63121 / 35810, 423 / 17905),
    SIMD3(11844 / 330415, -50337 / 660830, 316169 / 330415))

  /// ProPhoto is D50-relative: "cannot be expressed in rational form, but is calculated to 64 bit
  /// accuracy" (csswg-drafts#7675).
  static let linearProPhotoToXYZD50 = ColorMatrix(
    SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    SIMD3(0.00000000000000000, 0.00000000000000000, 0.82510460251046020))
  static let xyzD50ToLinearProPhoto = ColorMatrix(
    SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
    SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
    SIMD3(0.00000000000000000, 0.00000000000000000, 1.21196754563894520))

  static let linearA98ToXYZ = ColorMatrix(
    SIMD3(573536 / 994567, 263643 / 1420810, 187206 / 994567),
    SIMD3(591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
    SIMD3(53769 / 1989134, 351524 / 4972835, 4929758 / 4972835))
  static let xyzToLinearA98 = ColorMatrix(
    SIMD3(1829569 / 896150, -506331 / 896150, -308931 / 896150),
    SIMD3(-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    SIMD3(16779 / 1248040, -147721 / 1248040, 1266979 / 1248040))

  static let linearRec2020ToXYZ = ColorMatrix(
    SIMD3(63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
    SIMD3(26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
    SIMD3(0, 19567812 / 697040785, 295819943 / 278816314))
  static let xyzToLinearRec2020 = ColorMatrix(
    SIMD3(30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100),
    SIMD3(-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200),
    SIMD3(792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125))

  /// Bradford chromatic adaptation D65 → D50 (color.js PR #354).
  static let d65ToD50 = ColorMatrix(
    SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
    SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
    SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
  /// Bradford chromatic adaptation D50 → D65 (color.js PR #360).
  static let d50ToD65 = ColorMatrix(
    SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

  /// CIE Lab: ε = 216/24389 = 6³/29³, κ = 24389/27 = 29³/3³.
  static let labEpsilon = 216.0 / 24389
  static let labKappa = 24389.0 / 27

  /// Oklab: XYZ (D65) → LMS, recalculated by CSS for a consistent D65 white (csswg-drafts#6642,
  /// color.js#357).
  static let xyzToLMS = ColorMatrix(
    SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
  /// Oklab: cube roots of LMS → Lab.
  static let lmsToOklab = ColorMatrix(
    SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
  static let oklabToLMS = ColorMatrix(
    SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
    SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
    SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092))
  static let lmsToXYZ = ColorMatrix(
    SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

  /// Powerless-hue thresholds of conversions.js: LCh hue is powerless when C ≤ 0.0015, OkLCh when
  /// C ≤ 0.000004 (HSL when s = 0, HWB when w + b ≥ 100).
  static let lchChromaEpsilon = 0.0015
  static let oklchChromaEpsilon = 0.000004

  /// rec2020's transfer constants (ITU-R BT.2020-2 as conversions.js writes them).
  static let rec2020Alpha = 1.09929682680944
  static let rec2020Beta = 0.018053968510807
}
