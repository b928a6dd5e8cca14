import MotionCurvesCore

extension FrameEvaluator {
  /// Writes every member's value at `time` (seconds) to `output[member]`: timed curves and
  /// keyframe tracks at `time`, springs advanced by `time − previousTime` (not at all on the
  /// first frame).
  ///
  /// Per timing-function group, the progresses are computed into one reused buffer and eased
  /// there in one batch call (a Bézier's ``CubicBezier/values(at:into:)``, a loop over the
  /// concrete curve otherwise); springs take one ``SpringBank/advance(by:)``; each track its
  /// timing's ``AnimationTiming/evaluate(at:inheritedDuration:parentSpeed:)`` and its keyframes'
  /// ``KeyframeCurve/value(at:)``, from two parallel arrays (what
  /// ``PropertyAnimation/sample(at:inheritedDuration:parentSpeed:)`` computes); each animation-tree
  /// member walks its path and samples its animation.
  ///
  /// - Precision: every output equals its scalar form bit for bit (see ``FrameEvaluator``).
  /// - Complexity: O(n) for n members; no allocation once the evaluator's storage is uniquely
  ///   referenced, but one array per animation-tree member. A frame interval different from the
  ///   previous one costs one exp and one sin/cos pair per distinct spring.
  /// - Throws: ``FrameEvaluatorError/notFinite(_:_:)`` for a NaN or infinite time,
  ///   ``FrameEvaluatorError/timeReversed(_:previous:)`` for a time before the previous frame's
  ///   when there are springs, ``FrameEvaluatorError/bufferTooSmall(_:needed:)``; nothing is
  ///   written or advanced then.
  public mutating func evaluate(at time: Double, into output: UnsafeMutableBufferPointer<Double>) throws(FrameEvaluatorError) {
    guard time.isFinite else { throw .notFinite(.time, time) }
    guard output.count >= count else { throw .bufferTooSmall(output.count, needed: count) }
    guard let out = output.baseAddress else { return }
    if !springs.isEmpty, let previous = previousTime {
      let dt = time - previous
      guard dt >= 0 else { throw .timeReversed(time, previous: previous) }
      // dt is finite unless the two times are near ±greatestFiniteMagnitude apart.
      guard dt.isFinite else { throw .notFinite(.time, time) }
      try? springs.advance(by: dt)
    }
    previousTime = time
    evaluateCurves(at: time, into: out)
    springs.withPositions { positions in
      springOutputs.withUnsafeBufferPointer { outputs in
        for i in 0..<outputs.count { out[outputs[i]] = positions[i] }
      }
    }
    tracks.evaluate(at: time, into: out)
    evaluateTreeTracks(at: time, into: out)
  }


  /// Writes the keyframe tracks' and tree leaves' values at `time` without touching the
  /// evaluator: for evaluators with no timed curves and no springs (whose frames read and advance
  /// state), which any number of callers may evaluate at once. What a compiled scene runs.
  ///
  /// - Precondition: the evaluator has no timed curves and no springs, `time` is finite and
  ///   `output` holds ``count`` values.
  package func evaluateTracks(at time: Double, into output: UnsafeMutablePointer<Double>) {
    precondition(groups.isEmpty && springs.isEmpty, "timed curves and springs keep state between frames")
    tracks.evaluate(at: time, into: output)
    evaluateTreeTracks(at: time, into: output)
  }

  /// The timed curves: per group, progresses into `scratch`, eased in place, then scaled into
  /// the output.
  private mutating func evaluateCurves(at time: Double, into out: UnsafeMutablePointer<Double>) {
    scratch.withUnsafeMutableBufferPointer { scratch in
      for group in groups {
        let n = group.outputs.count
        let progress = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        group.starts.withUnsafeBufferPointer { starts in
          group.durations.withUnsafeBufferPointer { durations in
            for i in 0..<n { progress[i] = Swift.min(1, Swift.max(0, (time - starts[i]) / durations[i])) }
          }
        }
        Self.ease(group, progress)
        group.outputs.withUnsafeBufferPointer { outputs in
          group.froms.withUnsafeBufferPointer { froms in
            group.tos.withUnsafeBufferPointer { tos in
              for i in 0..<n {
                let delta = tos[i] - froms[i]
                out[outputs[i]] = delta.isFinite
                  ? froms[i] + delta * progress[i] : Self.blend(froms[i], tos[i], progress[i])
              }
            }
          }
        }
      }
    }
  }

  /// from·(1 − f) + to·f, for a member whose to − from overflows (outputs of opposite signs beyond
  /// ±9e307): finite wherever the exact value is, ±∞ beyond, never the NaN of ∞·0.
  @inline(never)
  private static func blend(_ from: Double, _ to: Double, _ f: Double) -> Double {
    from * (1 - f) + to * f
  }

  /// Replaces each progress by the group's curve at it: one switch per group, then a loop over
  /// the concrete curve.
  private static func ease(_ group: CurveGroup, _ progress: UnsafeMutableBufferPointer<Double>) {
    if let bezier = group.bezier {
      bezier.values(at: UnsafeBufferPointer(progress), into: progress)
      return
    }
    switch group.curve {
    case let .steps(steps):
      for i in progress.indices { progress[i] = steps.value(at: progress[i]) }
    case let .piecewiseLinear(easing):
      for i in progress.indices { progress[i] = easing.value(at: progress[i]) }
    default:
      for i in progress.indices { progress[i] = group.curve.value(at: progress[i]) }
    }
  }
}
