import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesDocuments
import MotionCurvesTransforms

// Reading the values scene documents hold: points, fractions, transforms, colours.

extension SIMD4<Double> {
  /// The four numbers as an array, for writing.
  var array: [Double] { [x, y, z, w] }
}

extension DocumentObject {
  /// [x, y] of finite numbers.
  func point(_ key: String) throws -> SIMD2<Double>? {
    guard let values = try decode([Double].self, key, as: "[x, y]") else { return nil }
    guard values.count == 2, values.allSatisfy(\.isFinite) else { throw error(key, "must be [x, y] with finite numbers") }
    return SIMD2(values[0], values[1])
  }

  /// A number in [0, 1].
  func fraction(_ key: String) throws -> Double? {
    guard let value = try number(key) else { return nil }
    guard value >= 0 && value <= 1 else { throw error(key, "must be in [0, 1]") }
    return value
  }

  /// CSS transform text (`rotate(-60deg)`), or the 16 numbers m11 … m44 of a Core Animation
  /// transform (the order of CSS `matrix3d()`).
  func transform(_ key: String) throws -> TransformMatrix3D? {
    guard has(key) else { return nil }
    if let text = try? container.decode(String.self, forKey: DocumentKey(key)) {
      do { return try CSSTransformList(css: text).matrix() } catch { throw self.error(key, "\(error)") }
    }
    guard let values = try? container.decode([Double].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be CSS transform text or 16 numbers m11 … m44")
    }
    do { return try TransformMatrix3D(matrix3d: values) } catch { throw self.error(key, "\(error)") }
  }

  /// A colour: CSS colour text or [r, g, b, a] in [0, 1], read as sRGB (CSS colour text converted,
  /// not gamut-mapped), as Core Animation's colours hold it.
  func color(_ key: String) throws -> CSSColor? {
    guard has(key) else { return nil }
    if let text = try? container.decode(String.self, forKey: DocumentKey(key)) {
      return try Self.color(text) { self.error(key, $0) }
    }
    guard let values = try? container.decode([Double].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be CSS colour text or [red, green, blue, alpha]")
    }
    return try Self.color(values) { self.error(key, $0) }
  }

  /// A list of colours, each as ``color(_:)`` reads one.
  func colors(_ key: String) throws -> [CSSColor] {
    guard has(key) else { throw error(key, "is missing") }
    if let texts = try? container.decode([String].self, forKey: DocumentKey(key)) {
      return try texts.enumerated().map { index, text in try Self.color(text) { self.error("\(key)[\(index)]", $0) } }
    }
    guard let lists = try? container.decode([[Double]].self, forKey: DocumentKey(key)) else {
      throw error(key, "must be a list of CSS colours or of [red, green, blue, alpha]")
    }
    return try lists.enumerated().map { index, values in try Self.color(values) { self.error("\(key)[\(index)]", $0) } }
  }

  static func color(_ text: String, _ fail: (String) -> AnimationDocumentError) throws -> CSSColor {
    let color: CSSColor
    do { color = try CSSColor(css: text) } catch { throw fail("\(error)") }
    let rgba = color.sceneRGBA
    guard (0..<4).allSatisfy({ rgba[$0].isFinite }) else { throw fail("\"\(text)\" has no finite sRGB value") }
    return CSSColor(sceneRGBA: rgba)
  }

  static func color(_ values: [Double], _ fail: (String) -> AnimationDocumentError) throws -> CSSColor {
    guard values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
      throw fail("must be [red, green, blue, alpha], each in [0, 1]")
    }
    return CSSColor(sceneRGBA: SIMD4(values[0], values[1], values[2], values[3]))
  }
}
