import MotionCurvesCore

/// A number or a list of numbers: the values of animation documents, where one animation's values
/// all have the same number of components (1 for a plain number).
///
/// A vector space with component-wise operations; ``zero`` has no components and acts as zeros
/// of any length. Its arithmetic allocates (an array per value): engines that evaluate every frame
/// use fixed-size values (`Double`, `SIMD4<Double>`, …) with the same keyframe types.
public struct ComponentVector: VectorSpace, Hashable, Codable, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral {
  /// The components.
  public var components: [Double]

  /// A vector of `components`.
  public init(_ components: [Double]) { self.components = components }

  /// One number.
  public init(floatLiteral value: Double) { components = [value] }

  /// A list of numbers.
  public init(arrayLiteral elements: Double...) { components = elements }

  /// No components: zeros of any length.
  public static var zero: ComponentVector { ComponentVector([]) }

  /// Component-wise sum (missing components count as 0).
  public static func + (lhs: ComponentVector, rhs: ComponentVector) -> ComponentVector {
    combine(lhs, rhs, +)
  }

  /// Component-wise difference (missing components count as 0).
  public static func - (lhs: ComponentVector, rhs: ComponentVector) -> ComponentVector {
    combine(lhs, rhs, -)
  }

  static func combine(_ a: ComponentVector, _ b: ComponentVector, _ op: (Double, Double) -> Double) -> ComponentVector {
    let count = Swift.max(a.components.count, b.components.count)
    return ComponentVector((0..<count).map { i in
      op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
    })
  }

  /// Each component interpolated as a `Double` (`Double.interpolated(to:at:)`, finite
  /// where the exact value is even when the difference overflows); missing components count as 0.
  public func interpolated(to end: ComponentVector, at t: Double) -> ComponentVector {
    let count = Swift.max(components.count, end.components.count)
    return ComponentVector((0..<count).map { i in
      (i < components.count ? components[i] : 0).interpolated(to: i < end.components.count ? end.components[i] : 0, at: t)
    })
  }

  /// Every component times `factor`.
  public func scaled(by factor: Double) -> ComponentVector { ComponentVector(components.map { factor * $0 }) }

  /// The Euclidean distance, computed without overflow (scaled by the largest difference).
  public func euclideanDistance(to other: ComponentVector) -> Double {
    let differences = (other - self).components.map(abs)
    guard !differences.contains(where: \.isNaN) else { return .nan }
    let largest = differences.max() ?? 0
    guard largest > 0 && largest.isFinite else { return largest }
    return largest * differences.reduce(0) { $0 + ($1 / largest) * ($1 / largest) }.squareRoot()
  }

  /// Reads a number or an array of numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      components = [number]
    } else {
      components = try container.decode([Double].self)
    }
  }

  /// Writes a number for one component, else an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if components.count == 1 { try container.encode(components[0]) } else { try container.encode(components) }
  }
}
