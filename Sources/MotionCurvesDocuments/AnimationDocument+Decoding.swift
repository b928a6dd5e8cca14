import MotionCurvesColor
import MotionCurvesCore
import MotionCurvesPlatforms
import MotionCurvesTiming

// Reading animation documents: every field checked, every problem reported at its JSON path.

/// Any JSON object key.
package struct DocumentKey: CodingKey {
  package var stringValue: String
  package var intValue: Int? { nil }
  package init(_ string: String) { stringValue = string }
  package init?(stringValue: String) { self.stringValue = stringValue }
  package init?(intValue: Int) { nil }
}

/// A keyed container that reports at its path and refuses unknown fields.
package struct DocumentObject {
  package let container: KeyedDecodingContainer<DocumentKey>

  package init(_ decoder: any Decoder, allowed: [String], what: String) throws {
    do {
      container = try decoder.container(keyedBy: DocumentKey.self)
    } catch {
      throw AnimationDocumentError(decoder.codingPath, nil, "\(what) must be a JSON object")
    }
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw error(key.stringValue, "is not a field of \(what) (fields: \(allowed.joined(separator: ", ")))")
    }
  }

  package init(nested key: String, in parent: DocumentObject, allowed: [String], what: String) throws {
    guard parent.has(key) else { throw parent.error(key, "is missing") }
    do {
      try self.init(parent.container.superDecoder(forKey: DocumentKey(key)), allowed: allowed, what: what)
    } catch let error as DecodingError {
      throw AnimationDocumentError(parent.container.codingPath, key, "must be an object (\(AnimationDocumentError(error).message))")
    } catch let error as AnimationDocumentError where error.path == AnimationDocumentError(parent.container.codingPath, key, "").path {
      throw AnimationDocumentError(path: error.path, message: "must be an object: \(what)")
    }
  }

  package func has(_ key: String) -> Bool { container.contains(DocumentKey(key)) }

  /// Whether `key` is present with the JSON value `null`.
  package func isNull(_ key: String) -> Bool {
    has(key) && (try? container.decodeNil(forKey: DocumentKey(key))) == true
  }

  package func error(_ key: String?, _ message: String) -> AnimationDocumentError {
    AnimationDocumentError(container.codingPath, key, message)
  }

  package func decode<T: Decodable>(_ type: T.Type, _ key: String, as what: String) throws -> T? {
    guard has(key) else { return nil }
    if (try? container.decodeNil(forKey: DocumentKey(key))) == true { return nil }
    do {
      return try container.decode(type, forKey: DocumentKey(key))
    } catch let error as AnimationDocumentError {
      throw error
    } catch {
      throw self.error(key, "must be \(what)")
    }
  }

  /// A number, or `"Infinity"` where `infinite`.
  package func number(_ key: String, infinite: Bool = false) throws -> Double? {
    guard has(key) else { return nil }
    if let value = try? container.decode(Double.self, forKey: DocumentKey(key)) {
      guard value.isFinite else { throw error(key, "must be a finite number") }
      return value
    }
    if infinite, let text = try? container.decode(String.self, forKey: DocumentKey(key)), text == "Infinity" {
      return .infinity
    }
    throw error(key, infinite ? "must be a number or \"Infinity\"" : "must be a number")
  }

  package func bool(_ key: String) throws -> Bool? { try decode(Bool.self, key, as: "true or false") }

  package func string(_ key: String) throws -> String? { try decode(String.self, key, as: "a string") }

  /// One of an enumeration's raw values.
  package func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T? where T.RawValue == String {
    guard let text = try string(key) else { return nil }
    guard let value = T(rawValue: text) else {
      throw error(key, "\"\(text)\" is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return value
  }

  /// CSS easing text (or, with `coreAnimationNames`, a Core Animation timing function name).
  package func easing(_ key: String, coreAnimationNames: Bool = false) throws -> TimingFunction? {
    guard let text = try string(key) else { return nil }
    return try parseEasing(text, coreAnimationNames: coreAnimationNames) { self.error(key, $0) }
  }
}

/// A CSS easing, a platform curve's name (`swiftui.circularEaseIn`, `compose.EaseOutBounce`,
/// `material3.emphasized`: any text ``PlatformModel/isPlatformName(_:)`` accepts, read by
/// ``PlatformModel/init(parsing:)`` into ``PlatformCurve/timingFunction``), or a Core Animation
/// name when allowed. A platform spring (`swiftui.bouncy`) is refused: it is not a timing function.
package func parseEasing(
  _ text: String, coreAnimationNames: Bool, _ fail: (String) -> AnimationDocumentError
) throws -> TimingFunction {
  if coreAnimationNames, let name = CoreAnimationTimingFunctionName(rawValue: text) { return name.timingFunction }
  if PlatformModel.isPlatformName(text) {
    switch try parsePlatformModel(text, fail) {
    case let .curve(curve): return curve.timingFunction
    case .spring, .fluidSpring:
      throw fail("\"\(text)\" is a spring, not a timing function (give a curve such as swiftui.easeInOut, or CSS)")
    }
  }
  do {
    return try TimingFunction(css: text)
  } catch {
    throw fail("\(error)")
  }
}

/// `text` read by ``PlatformModel/init(parsing:)``; its syntax error, which names the character
/// offset, goes to `fail`.
package func parsePlatformModel(
  _ text: String, _ fail: (String) -> AnimationDocumentError
) throws(AnimationDocumentError) -> PlatformModel {
  do {
    return try PlatformModel(parsing: text)
  } catch {
    throw fail("\(error)")
  }
}

extension AnimationDocument: Decodable {
  package static let fields = ["keyPath", "timing", "coreAnimation", "layer", "keyframes", "from", "to", "spacing", "underlyingValue", "animations"]

  /// Reads and validates a document.
  ///
  /// - Throws: ``AnimationDocumentError`` naming the JSON path of the first problem.
  public init(from decoder: any Decoder) throws {
    do {
      try self.init(reading: decoder)
    } catch let error as DecodingError {
      throw AnimationDocumentError(error)
    }
  }

  private init(reading decoder: any Decoder) throws {
    let object = try DocumentObject(decoder, allowed: Self.fields, what: "an animation")
    let clocks = ["timing", "coreAnimation", "layer"].filter(object.has)
    guard clocks.count == 1 else {
      throw object.error(nil, clocks.isEmpty
        ? "an animation needs one of \"timing\", \"coreAnimation\" or \"layer\""
        : "an animation has one clock, not both \"\(clocks[0])\" and \"\(clocks[1])\"")
    }
    let keyPath = try object.string("keyPath")
    let clock: Clock
    switch clocks[0] {
    case "timing": clock = .effect(try Self.effectTiming(object))
    case "coreAnimation": clock = .media(try Self.mediaTiming(object))
    default: clock = .layer(try Self.layerTiming(object))
    }
    let animations = try object.decode([AnimationDocument].self, "animations", as: "a list of animations") ?? []
    let (keyframes, length) = try Self.keyframes(object)
    let hasKeyframes = length != nil || object.has("keyframes") || object.has("from")
    if hasKeyframes, !animations.isEmpty {
      throw object.error("animations", "an animation has keyframes or animations, not both")
    }
    do {
      try self.init(keyPath: keyPath, clock: clock, keyframes: keyframes, vectorLength: length, animations: animations)
    } catch {
      throw object.error(error.path, error.message)
    }
  }
}
