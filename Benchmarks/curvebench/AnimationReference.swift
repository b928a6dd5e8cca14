import CurveReference
import MotionCurves

/// Straightforward transcriptions of the timing models and the keyframe evaluations, written from
/// the notes (`timing-model.md` §1.2, §2.2, §3.2, §4) as the specifications state them, sharing no
/// algorithm with the library: the error reference of the animation rows (with exact easings) and
/// their `spec-transcription` / `linear-scan` baselines (with the library's easings).
///
/// Only the parameters are read from the library's values (durations, key times as given, …);
/// every rule (phases, fills, repeats, intervals, paced spacing, tangents) is re-derived here.
enum AnimationReference {
  // MARK: Easings

  /// An easing at `x`: with `exact`, independently (the double-double reference for cubic béziers
  /// with CSS Easing's straight extension outside [0, 1], the step algorithm with the before flag,
  /// a scan for `linear()`); else the library's.
  @inline(__always)
  static func ease(_ f: TimingFunction, _ x: Double, beforeFlag: Bool, exact: Bool) -> Double {
    exact ? exactEasing(f, x, beforeFlag: beforeFlag) : f.value(at: x, beforeFlag: beforeFlag)
  }

  static func exactEasing(_ f: TimingFunction, _ x: Double, beforeFlag: Bool) -> Double {
    switch f {
    case .linear: return x
    case let .steps(s):
      // CSS Easing §step-easing-algo, literally.
      let n = Double(s.count)
      var step = (x * n).rounded(.down)
      if [.start, .jumpStart, .jumpBoth].contains(s.position) { step += 1 }
      if beforeFlag && (x * n).rounded(.down) == x * n { step -= 1 }
      if x >= 0 && step < 0 { step = 0 }
      let jumps = s.position == .jumpNone ? n - 1 : s.position == .jumpBoth ? n + 1 : n
      if x <= 1 && step > jumps { step = jumps }
      return step / jumps
    case let .piecewiseLinear(easing):
      let inputs = easing.inputPercentages.map { $0 / 100 }, outputs = easing.outputs
      var a = 0
      for i in inputs.indices where inputs[i] <= x { a = i }
      if a == inputs.count - 1 { a -= 1 }
      if inputs[a] == inputs[a + 1] { return outputs[a + 1] }
      return outputs[a] + (x - inputs[a]) / (inputs[a + 1] - inputs[a]) * (outputs[a + 1] - outputs[a])
    case let .named(curve):
      // A platform's exact curve: no independent transcription here (the benchmarks use none).
      return curve.value(at: x)
    case .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier:
      let c = f.bezier ?? .linear
      // CSS Easing §cubic-bezier-algo outside [0, 1]: the tangent at the end, through P1 (or P2
      // when P1 is on the end), else flat.
      if x < 0 {
        let slope = c.x1 > 0 ? c.y1 / c.x1 : c.x2 > 0 ? c.y2 / c.x2 : 0
        return slope * x
      }
      if x > 1 {
        let slope = c.x2 < 1 ? (c.y2 - 1) / (c.x2 - 1) : c.x1 < 1 ? (c.y1 - 1) / (c.x1 - 1) : 0
        return 1 + slope * (x - 1)
      }
      return ReferenceBezier(c.x1, c.y1, c.x2, c.y2).value(at: x)
    }
  }

  // MARK: Timing

  /// Web Animations Level 1 §4.5–4.11 (timing-model.md §1.2) as written: phase, active time,
  /// overall progress, simple iteration progress with the boundary rule tested as `== 0`, current
  /// iteration, direction, transformed progress with the before flag. nil: unresolved.
  static func effectProgress(_ e: EffectTiming, at t: Double, exact: Bool) -> Double? {
    let (d, n, s, delay) = (e.duration, e.iterations, e.iterationStart, e.delay)
    let activeDuration = d == 0 || n == 0 ? 0 : d * n
    let endTime = max(delay + activeDuration + e.endDelay, 0)
    let backwards = e.playbackRate < 0
    let beforeActive = max(min(delay, endTime), 0)
    let activeAfter = max(min(delay + activeDuration, endTime), 0)
    let before = t < beforeActive || (backwards && t == beforeActive)
    let after = !before && (t > activeAfter || (!backwards && t == activeAfter))
    let fillsBackwards = e.fill == .backwards || e.fill == .both
    let fillsForwards = e.fill == .forwards || e.fill == .both
    let activeTime: Double
    if before {
      guard fillsBackwards else { return nil }
      activeTime = max(t - delay, 0)
    } else if after {
      guard fillsForwards else { return nil }
      activeTime = max(min(t - delay, activeDuration), 0)
    } else {
      activeTime = t - delay
    }
    let overall = (d == 0 ? (before ? 0 : n) : activeTime / d) + s
    var simple = overall.isInfinite ? s.truncatingRemainder(dividingBy: 1) : overall.truncatingRemainder(dividingBy: 1)
    if simple == 0 && !before && activeTime == activeDuration && n != 0 { simple = 1 }
    let iteration = after && n.isInfinite ? .infinity : simple == 1 ? overall.rounded(.down) - 1 : overall.rounded(.down)
    var forwards = true
    switch e.direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate: forwards = iteration.isInfinite || iteration.truncatingRemainder(dividingBy: 2) == 0
    case .alternateReverse: forwards = iteration.isInfinite || (iteration + 1).truncatingRemainder(dividingBy: 2) == 0
    }
    let directed = forwards ? simple : 1 - simple
    let beforeFlag = (before && forwards) || (after && !forwards)
    return ease(e.easing, directed, beforeFlag: beforeFlag, exact: exact)
  }

  /// Core Animation as timing-model.md §2.2 reconstructs it, for positive or zero speeds:
  /// t_active = (t − beginTime)·speed + timeOffset (timeOffset when speed is 0), a cycle of
  /// `duration` (0 → 0.25 s), twice that with `autoreverses`; the active duration `repeatDuration`
  /// or cycle × repeatCount (0 → 1); inside it the basic time u mod cycle, mirrored past
  /// `duration`; before it the start with a backwards fill; from its end on the terminal sample
  /// (the end of the last cycle reached) with a forwards fill that is not removed.
  static func mediaProgress(_ m: MediaTiming, at t: Double, exact: Bool) -> Double? {
    let d = m.duration > 0 ? m.duration : 0.25
    let local = m.speed == 0 ? m.timeOffset : (t - m.beginTime) * m.speed + m.timeOffset
    let cycle = m.autoreverses ? 2 * d : d
    let activeDuration = m.repeatDuration > 0 ? m.repeatDuration : cycle * (m.repeatCount > 0 ? m.repeatCount : 1)
    func basic(_ u: Double) -> Double { m.autoreverses && u > d ? 2 * d - u : u }
    let u: Double
    if local < 0 {
      guard m.fillMode == .backwards || m.fillMode == .both else { return nil }
      u = 0
    } else if local >= activeDuration {
      guard (m.fillMode == .forwards || m.fillMode == .both) && !m.removedOnCompletion else { return nil }
      let last = (activeDuration / cycle).rounded(.up) - 1
      u = activeDuration - last * cycle
    } else {
      u = local - (local / cycle).rounded(.down) * cycle
    }
    return ease(m.timingFunction, basic(u) / d, beforeFlag: false, exact: exact)
  }

  /// Either platform's progress at `t`.
  @inline(__always)
  static func progress(_ timing: AnimationTiming, at t: Double, exact: Bool) -> Double? {
    switch timing {
    case let .effect(e): return effectProgress(e, at: t, exact: exact)
    case let .media(m): return mediaProgress(m, at: t, exact: exact)
    }
  }

  // MARK: Keyframes

  /// Keyframes in plain arrays, evaluated by a linear scan.
  struct Keyframes {
    enum Mode { case linear, discrete, paced, cubic, sequence }
    var mode: Mode
    var values: [Double]
    /// Key times (n; n + 1 for discrete), or the sequence's offsets; for paced, computed here.
    var times: [Double]
    /// The easing of each segment (linear, sequence).
    var easings: [TimingFunction]
    var tension: [Double] = [], continuity: [Double] = [], bias: [Double] = []

    init(mode: Mode, values: [Double], times: [Double], easings: [TimingFunction] = [],
         tension: [Double] = [], continuity: [Double] = [], bias: [Double] = []) {
      self.mode = mode
      self.values = values
      self.easings = easings.isEmpty ? Array(repeating: .linear, count: values.count - 1) : easings
      (self.tension, self.continuity, self.bias) = (tension, continuity, bias)
      if mode == .paced {
        // Key times in proportion to the cumulative distance |vᵢ₊₁ − vᵢ|.
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
        self.times = cumulative.map { $0 / cumulative[cumulative.count - 1] }
      } else {
        self.times = times
      }
    }

    /// The value at fraction (or iteration progress) `f`.
    func value(at f: Double, exact: Bool) -> Double {
      let n = values.count
      switch mode {
      case .discrete:
        // Value i from key time i to key time i + 1; the last from its key time on.
        var index = 0
        for i in 0..<n where times[i] <= f { index = i }
        return values[index]
      case .sequence:
        return sequenceValue(at: f, exact: exact)
      case .linear, .paced, .cubic:
        if f <= times[0] { return values[0] }
        if f >= times[n - 1] { return values[n - 1] }
        var i = 0
        for k in 0..<(n - 1) where times[k] <= f { i = k }
        let u = ease(easings[i], (f - times[i]) / (times[i + 1] - times[i]), beforeFlag: false, exact: exact)
        guard mode == .cubic else { return values[i] + (values[i + 1] - values[i]) * u }
        return hermite(i, u)
      }
    }

    /// Kochanek–Bartels (timing-model.md §3.2): the Hermite segment pᵢ → pᵢ₊₁ with the start
    /// key's outgoing and the end key's incoming tangent, the missing end neighbours reflected.
    func hermite(_ i: Int, _ u: Double) -> Double {
      let n = values.count
      let p1 = values[i], p2 = values[i + 1]
      let p0 = i > 0 ? values[i - 1] : 2 * p1 - p2
      let p3 = i + 2 < n ? values[i + 2] : 2 * p2 - p1
      let (ts, cs, bs) = (tension[i], continuity[i], bias[i])
      let (te, ce, be) = (tension[i + 1], continuity[i + 1], bias[i + 1])
      let out = 0.5 * (1 - ts) * ((1 + cs) * (1 + bs) * (p1 - p0) + (1 - cs) * (1 - bs) * (p2 - p1))
      let into = 0.5 * (1 - te) * ((1 - ce) * (1 + be) * (p2 - p1) + (1 + ce) * (1 - be) * (p3 - p2))
      let u2 = u * u, u3 = u2 * u
      return (2 * u3 - 3 * u2 + 1) * p1 + (u3 - 2 * u2 + u) * out + (-2 * u3 + 3 * u2) * p2 + (u3 - u2) * into
    }

    /// Web Animations' interval selection (timing-model.md §4), by a scan.
    func sequenceValue(at p: Double, exact: Bool) -> Double {
      let offsets = times, last = values.count - 1
      // Several keyframes at 0 (at 1): the offsets are sorted, so the second (second-to-last) is too.
      if p < 0 && last > 0 && offsets[1] == 0 { return values[0] }
      if p >= 1 && last > 0 && offsets[last - 1] == 1 { return values[last] }
      var start = -1
      for k in 0...last where offsets[k] <= p && offsets[k] < 1 { start = k }
      if start < 0 { start = offsets.lastIndex(of: 0) ?? 0 }
      let end = min(start + 1, last)
      if start == end { return values[start] }
      let distance = (p - offsets[start]) / (offsets[end] - offsets[start])
      let w = ease(easings[start], distance, beforeFlag: false, exact: exact)
      return values[start] + (values[end] - values[start]) * w
    }

    /// The library's keyframes built from the same data.
    func curve() throws -> KeyframeCurve<Double> {
      switch mode {
      case .linear:
        return .values(try KeyframeValues(values: values, keyTimes: times, timingFunctions: easings))
      case .discrete:
        return .values(try KeyframeValues(values: values, keyTimes: times, calculationMode: .discrete))
      case .paced:
        return .values(try KeyframeValues(values: values, calculationMode: .paced))
      case .cubic:
        return .values(try KeyframeValues(
          values: values, keyTimes: times, calculationMode: .cubic, tensionValues: tension,
          continuityValues: continuity, biasValues: bias))
      case .sequence:
        return .sequence(try KeyframeSequence(zip(zip(times, values), easings + [.linear]).map {
          .init(offset: $0.0, value: $0.1, easing: $1)
        }))
      }
    }
  }
}
