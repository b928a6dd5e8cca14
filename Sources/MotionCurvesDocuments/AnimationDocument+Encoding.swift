import MotionCurvesAnimation
import MotionCurvesCore

// Writing animation documents back: the same fields, defaults left out, ∞ as "Infinity".

extension AnimationDocument: Encodable {
  /// Writes the document in the form ``init(from:)`` reads; reading it back gives an animation
  /// that evaluates identically.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: DocumentKey.self)
    try c.encodeIfPresent(keyPath, forKey: DocumentKey("keyPath"))
    switch clock {
    case let .effect(t):
      var o = c.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("timing"))
      try o.number(t.duration, "duration", unless: 0)
      try o.number(t.delay, "delay", unless: 0)
      try o.number(t.endDelay, "endDelay", unless: 0)
      try o.number(t.iterations, "iterations", unless: 1)
      try o.number(t.iterationStart, "iterationStart", unless: 0)
      if t.direction != .normal { try o.encode(t.direction, forKey: DocumentKey("direction")) }
      if t.fill != .auto { try o.encode(t.fill, forKey: DocumentKey("fill")) }
      if t.easing != .linear { try o.encode(t.easing, forKey: DocumentKey("easing")) }
      try o.number(t.playbackRate, "playbackRate", unless: 1)
    case let .media(t):
      var o = c.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("coreAnimation"))
      try o.number(t.beginTime, "beginTime", unless: 0)
      try o.number(t.duration, "duration", unless: 0)
      try o.number(t.speed, "speed", unless: 1)
      try o.number(t.timeOffset, "timeOffset", unless: 0)
      try o.number(t.repeatCount, "repeatCount", unless: 0)
      try o.number(t.repeatDuration, "repeatDuration", unless: 0)
      if t.autoreverses { try o.encode(true, forKey: DocumentKey("autoreverses")) }
      if t.fillMode != .removed { try o.encode(t.fillMode, forKey: DocumentKey("fillMode")) }
      if !t.removedOnCompletion { try o.encode(false, forKey: DocumentKey("removedOnCompletion")) }
      if t.timingFunction != .linear { try o.encode(t.timingFunction, forKey: DocumentKey("timingFunction")) }
      if t.wrapsTimeOffset { try o.encode(true, forKey: DocumentKey("wrapsTimeOffset")) }
    case let .layer(t):
      var o = c.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("layer"))
      try o.number(t.beginTime, "beginTime", unless: 0)
      try o.number(t.speed, "speed", unless: 1)
      try o.number(t.timeOffset, "timeOffset", unless: 0)
    }
    switch keyframes {
    case let .sequence(s):
      var list = c.nestedUnkeyedContainer(forKey: DocumentKey("keyframes"))
      for frame in s.keyframes {
        var o = list.nestedContainer(keyedBy: DocumentKey.self)
        try o.encodeIfPresent(frame.offset, forKey: DocumentKey("offset"))
        try encodeValue(frame.value, into: &o, "value")
        if frame.easing != .linear { try o.encode(frame.easing, forKey: DocumentKey("easing")) }
      }
      if let underlying = s.underlyingValue { try encodeValue(underlying, into: &c, "underlyingValue") }
      if s.spacing != .distribute { try c.encode(s.spacing, forKey: DocumentKey("spacing")) }
    case let .values(v):
      var o = c.nestedContainer(keyedBy: DocumentKey.self, forKey: DocumentKey("keyframes"))
      var list = o.nestedUnkeyedContainer(forKey: DocumentKey("values"))
      for value in v.values {
        if vectorLength == nil, value.components.count == 1 { try list.encode(value.components[0]) } else { try list.encode(value.components) }
      }
      try o.encodeIfPresent(v.givenKeyTimes, forKey: DocumentKey("keyTimes"))
      if v.timingFunctions.contains(where: { $0 != .linear }) {
        try o.encode(v.timingFunctions, forKey: DocumentKey("timingFunctions"))
      }
      if v.calculationMode != .linear { try o.encode(v.calculationMode, forKey: DocumentKey("calculationMode")) }
      for (name, list) in [("tensionValues", v.tensionValues), ("continuityValues", v.continuityValues), ("biasValues", v.biasValues)]
      where list.contains(where: { $0 != 0 }) {
        try o.encode(list, forKey: DocumentKey(name))
      }
      if v.validation != .strict { try o.encode(v.validation, forKey: DocumentKey("validation")) }
    case nil:
      break
    }
    if !animations.isEmpty { try c.encode(animations, forKey: DocumentKey("animations")) }
  }

  private func encodeValue(_ value: ComponentVector, into o: inout KeyedEncodingContainer<DocumentKey>, _ key: String) throws {
    if vectorLength == nil, value.components.count == 1 {
      try o.encode(value.components[0], forKey: DocumentKey(key))
    } else {
      try o.encode(value.components, forKey: DocumentKey(key))
    }
  }
}

extension KeyedEncodingContainer<DocumentKey> {
  /// A number unless it is the default; ∞ as "Infinity".
  package mutating func number(_ value: Double, _ key: String, unless standard: Double) throws {
    guard value != standard else { return }
    if value.isInfinite { try encode("Infinity", forKey: DocumentKey(key)) } else { try encode(value, forKey: DocumentKey(key)) }
  }
}
