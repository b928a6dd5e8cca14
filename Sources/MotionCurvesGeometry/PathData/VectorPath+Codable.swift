import MotionCurvesCore

// A path in JSON (or any coder) is its SVG path data: `"M 0 0 L 3 -4 Z"`.

extension VectorPath: Codable {
  /// Decodes a path from one string of SVG path data, read strictly.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` with the ``SyntaxError``'s description (message
  ///   and character offset) when the path data has an error; the decoder's errors when the value
  ///   is not a string.
  /// - Complexity: O(n) in the length of the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try VectorPath(svg: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the path as one string, its ``svgPathData``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when a number is not finite (path data cannot carry
  ///   it); the encoder's errors.
  /// - Complexity: O(n) in the number of commands.
  public func encode(to encoder: any Encoder) throws {
    let text = svgPathData
    var container = encoder.singleValueContainer()
    guard Self.allFinite(commands) else {
      throw EncodingError.invalidValue(
        self, EncodingError.Context(codingPath: container.codingPath, debugDescription: "a path with a non-finite number has no path data: \(text)"))
    }
    try container.encode(text)
  }

  private static func allFinite(_ commands: [PathCommand]) -> Bool {
    commands.allSatisfy { command in
      switch command {
      case let .move(p), let .line(p), let .smoothQuadratic(p): return p.x.isFinite && p.y.isFinite
      case let .horizontal(v), let .vertical(v): return v.isFinite
      case let .cubic(a, b, c): return [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
      case let .smoothCubic(a, b), let .quadratic(a, b): return [a, b].allSatisfy { $0.x.isFinite && $0.y.isFinite }
      case let .arc(radii, rotation, _, _, p):
        return [radii, p].allSatisfy { $0.x.isFinite && $0.y.isFinite } && rotation.isFinite
      case let .centeredArc(arc):
        return [arc.center, arc.radii].allSatisfy { $0.x.isFinite && $0.y.isFinite }
          && arc.rotation.isFinite && arc.startAngle.isFinite && arc.sweepAngle.isFinite
      case .close: return true
      }
    }
  }
}
