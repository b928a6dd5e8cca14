import MotionCurvesAnimation
import MotionCurvesCore

// The clocks and keyframes of animation documents.

extension AnimationDocument {
  static func effectTiming(_ parent: DocumentObject) throws -> EffectTiming {
    let o = try DocumentObject(
      nested: "timing", in: parent,
      allowed: ["duration", "delay", "endDelay", "iterations", "iterationStart", "direction", "fill", "easing", "playbackRate"],
      what: "a Web Animations timing")
    do {
      return try EffectTiming(
        duration: o.number("duration", infinite: true) ?? 0, delay: o.number("delay") ?? 0,
        endDelay: o.number("endDelay") ?? 0, iterations: o.number("iterations", infinite: true) ?? 1,
        iterationStart: o.number("iterationStart") ?? 0, direction: o.choice("direction", EffectTiming.Direction.self) ?? .normal,
        fill: o.choice("fill", EffectTiming.Fill.self) ?? .auto, easing: o.easing("easing") ?? .linear,
        playbackRate: o.number("playbackRate") ?? 1)
    } catch let error as AnimationTimingError {
      throw o.error(error.parameterName, error.description)
    }
  }

  static func mediaTiming(_ parent: DocumentObject) throws -> MediaTiming {
    let o = try DocumentObject(
      nested: "coreAnimation", in: parent,
      allowed: [
        "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
        "removedOnCompletion", "timingFunction", "wrapsTimeOffset",
      ],
      what: "a Core Animation timing")
    do {
      return try MediaTiming(
        beginTime: o.number("beginTime") ?? 0, duration: o.number("duration", infinite: true) ?? 0,
        speed: o.number("speed") ?? 1, timeOffset: o.number("timeOffset") ?? 0,
        repeatCount: o.number("repeatCount", infinite: true) ?? 0,
        repeatDuration: o.number("repeatDuration", infinite: true) ?? 0, autoreverses: o.bool("autoreverses") ?? false,
        fillMode: o.choice("fillMode", MediaTiming.FillMode.self) ?? .removed,
        removedOnCompletion: o.bool("removedOnCompletion") ?? true,
        timingFunction: o.easing("timingFunction", coreAnimationNames: true) ?? .linear,
        wrapsTimeOffset: o.bool("wrapsTimeOffset") ?? false)
    } catch let error as AnimationTimingError {
      throw o.error(error.parameterName, error.description)
    }
  }

  static func layerTiming(_ parent: DocumentObject) throws -> LayerTiming {
    let o = try DocumentObject(nested: "layer", in: parent, allowed: ["beginTime", "speed", "timeOffset"], what: "a layer timing")
    do {
      return try LayerTiming(beginTime: o.number("beginTime") ?? 0, speed: o.number("speed") ?? 1, timeOffset: o.number("timeOffset") ?? 0)
    } catch let error as AnimationTimingError {
      throw o.error(error.parameterName, error.description)
    }
  }
}

extension AnimationTimingError {
  /// The JSON field an error is about.
  var parameterName: String {
    switch self {
    case let .notFinite(parameter, _), let .negative(parameter, _): return parameter.rawValue
    case .repeatCountAndDuration: return "repeatDuration"
    }
  }
}
