import MotionCurvesAnimation
import MotionCurvesCore

// The two keyframe forms of animation documents, and `from`/`to`.

extension AnimationDocument {
  /// The keyframes of an animation object and the length of its values (nil for plain numbers).
  static func keyframes(_ o: DocumentObject) throws -> (KeyframeCurve<ComponentVector>?, Int?) {
    var shape = ValueShape()
    if o.has("from") || o.has("to") {
      guard !o.has("keyframes") else { throw o.error("from", "give \"from\"/\"to\" or \"keyframes\", not both") }
      guard o.has("from"), o.has("to") else { throw o.error(o.has("from") ? "to" : "from", "is missing") }
      let from = try shape.value(o, "from"), to = try shape.value(o, "to")
      return (.values(try KeyframeValues(values: [from, to])), shape.length)
    }
    guard o.has("keyframes") else {
      for key in ["spacing", "underlyingValue"] where o.has(key) { throw o.error(key, "needs a \"keyframes\" list") }
      return (nil, nil)
    }
    let listDecoder = try o.container.superDecoder(forKey: DocumentKey("keyframes"))
    if var list = try? listDecoder.unkeyedContainer() {
      return (.sequence(try sequence(&list, o, &shape)), shape.length)
    }
    for key in ["spacing", "underlyingValue"] where o.has(key) {
      throw o.error(key, "goes with a keyframes list, not with Core Animation values")
    }
    let keyframesDecoder = try o.container.superDecoder(forKey: DocumentKey("keyframes"))
    guard (try? keyframesDecoder.container(keyedBy: DocumentKey.self)) != nil else {
      throw o.error("keyframes", "must be a list of keyframes or an object of Core Animation values")
    }
    let values = try DocumentObject(
      nested: "keyframes", in: o,
      allowed: ["values", "keyTimes", "timingFunctions", "calculationMode", "tensionValues", "continuityValues", "biasValues", "validation"],
      what: "Core Animation keyframes")
    return (.values(try keyframeValues(values, &shape)), shape.length)
  }

  static func sequence(
    _ list: inout any UnkeyedDecodingContainer, _ o: DocumentObject, _ shape: inout ValueShape
  ) throws -> KeyframeSequence<ComponentVector> {
    var frames: [KeyframeSequence<ComponentVector>.Keyframe] = []
    while !list.isAtEnd {
      let frame = try DocumentObject(list.superDecoder(), allowed: ["offset", "value", "easing", "composite"], what: "a keyframe")
      guard frame.has("value") else { throw frame.error("value", "is missing") }
      if let composite = try frame.string("composite"), composite != "replace" {
        let known = ["add", "accumulate"].contains(composite)
        throw frame.error("composite", known
          ? "\"\(composite)\" compositing is not supported: only \"replace\""
          : "\"\(composite)\" is not one of replace, add, accumulate")
      }
      // Web Animations 1 §"Processing a keyframes argument": a keyframe's offset is `double?`,
      // null by default, so `"offset": null` is an offset left to be computed, as an absent one.
      let offset = frame.isNull("offset") ? nil : try frame.number("offset")
      frames.append(.init(offset: offset, value: try shape.value(frame, "value"), easing: try frame.easing("easing") ?? .linear))
    }
    let spacing = try o.choice("spacing", KeyframeSequence<ComponentVector>.Spacing.self) ?? .distribute
    let underlying = o.has("underlyingValue") ? try shape.value(o, "underlyingValue") : nil
    do {
      // Without "underlyingValue", missing end keyframes hold the nearest keyframe's value
      // (Web Animations takes the underlying value there, which such a document does not have).
      return try KeyframeSequence(holdingEnds: frames, spacing: spacing, underlyingValue: underlying)
    } catch {
      let path = o.container.codingPath
      switch error {
      case let .offsetOutOfRange(index, _), let .offsetsNotSorted(index, _):
        throw AnimationDocumentError(path, "keyframes[\(index)].offset", error.description)
      default:
        throw AnimationDocumentError(path, "keyframes", error.description)
      }
    }
  }

  static func keyframeValues(_ o: DocumentObject, _ shape: inout ValueShape) throws -> KeyframeValues<ComponentVector> {
    guard o.has("values") else { throw o.error("values", "is missing") }
    var list = try o.container.nestedUnkeyedContainer(forKey: DocumentKey("values"))
    var values: [ComponentVector] = []
    while !list.isAtEnd { values.append(try shape.element(&list, o, "values")) }
    let keyTimes = try o.decode([Double].self, "keyTimes", as: "a list of numbers")
    let functions = try o.decode([String].self, "timingFunctions", as: "a list of timing functions")?.enumerated().map {
      (index, text) throws in
      try parseEasing(text, coreAnimationNames: true) { o.error("timingFunctions[\(index)]", $0) }
    }
    let spline = try ["tensionValues", "continuityValues", "biasValues"].map { try o.decode([Double].self, $0, as: "a list of numbers") }
    do {
      return try KeyframeValues(
        values: values, keyTimes: keyTimes, timingFunctions: functions,
        calculationMode: o.choice("calculationMode", KeyframeCalculationMode.self) ?? .linear,
        tensionValues: spline[0], continuityValues: spline[1], biasValues: spline[2],
        validation: o.choice("validation", KeyTimeValidation.self) ?? .strict)
    } catch let error as KeyframeError {
      switch error {
      case .empty: throw o.error("values", error.description)
      case .keyTimeCount: throw o.error("keyTimes", error.description)
      case let .offsetOutOfRange(index, _), let .offsetsNotSorted(index, _):
        throw o.error("keyTimes[\(index)]", error.description)
      case .timingFunctionCount: throw o.error("timingFunctions", error.description)
      case let .splineParameterCount(name, _, _): throw o.error(name, error.description)
      case let .notFinite(parameter, _): throw o.error(parameter.rawValue, error.description)
      default: throw o.error(nil, error.description)
      }
    }
  }
}

/// The length every value of one animation must share.
struct ValueShape {
  /// nil until the first value; then nil for plain numbers, else the array length.
  var length: Int?
  var seen = false

  mutating func check(_ value: ComponentVector, scalar: Bool, _ fail: (String) -> AnimationDocumentError) throws -> ComponentVector {
    guard value.components.allSatisfy(\.isFinite) else { throw fail("must be finite numbers") }
    let thisLength: Int? = scalar ? nil : value.components.count
    if !scalar && value.components.isEmpty { throw fail("must have at least one number") }
    if seen && thisLength != length {
      let expected = length.map { "an array of \($0) numbers" } ?? "a number"
      throw fail("must be \(expected), like the first value")
    }
    seen = true
    length = thisLength
    return value
  }

  mutating func value(_ o: DocumentObject, _ key: String) throws -> ComponentVector {
    let fail = { (message: String) in o.error(key, message) }
    if let number = try? o.container.decode(Double.self, forKey: DocumentKey(key)) {
      return try check([number], scalar: true, fail)
    }
    guard let list = try? o.container.decode([Double].self, forKey: DocumentKey(key)) else {
      throw fail("must be a number or an array of numbers")
    }
    return try check(ComponentVector(list), scalar: false, fail)
  }

  mutating func element(_ list: inout any UnkeyedDecodingContainer, _ o: DocumentObject, _ key: String) throws -> ComponentVector {
    let index = list.currentIndex
    let fail = { (message: String) in o.error("\(key)[\(index)]", message) }
    if let number = try? list.decode(Double.self) { return try check([number], scalar: true, fail) }
    guard let array = try? list.decode([Double].self) else { throw fail("must be a number or an array of numbers") }
    return try check(ComponentVector(array), scalar: false, fail)
  }
}
