import CBaselines

/// The measurement harness shared by every benchmark: warm-up, repeated timed batches, median.
///
/// Each batch runs a closure that returns a `Double` folded from every result, and the fold is
/// passed to `blackHole`, an opaque function, so the optimizer cannot drop the work being timed.
struct Harness {
  /// Repetitions (timed batches) per measurement, and the least time one batch should take.
  let repetitions: Int
  let batchNanoseconds: Double
  let warmUpNanoseconds: Double

  init(quick: Bool) {
    repetitions = quick ? 5 : 21
    batchNanoseconds = quick ? 1e6 : 1e7
    warmUpNanoseconds = quick ? 2e6 : 1e8
  }

  struct Timing {
    /// Nanoseconds per operation: median, fastest and slowest batch.
    var median, min, max: Double
    /// Heap allocations per operation over the timed batches (every malloc-family call in the
    /// process, counted by `cbaseline_allocation_count`); nil where the count is not available.
    var allocations: Double? = nil
  }

  /// Whether the allocation counter sees a control allocation (an array made between two reads):
  /// without it, a count of 0 would prove nothing, so every row's count is left empty.
  static let countsAllocations: Bool = {
    let before = cbaseline_allocation_count()
    let control = [Double](repeating: 1, count: 64 + Int(before & 1))
    blackHole(control[7])
    return before >= 0 && cbaseline_allocation_count() > before
  }()

  /// Times `body`, which performs `operations` operations per call.
  func measure(operations: Int, _ body: () -> Double) -> Timing {
    // Warm up, and find how many calls fill one batch.
    var calls = 1
    var spent = 0.0
    while true {
      let elapsed = time(calls, body)
      spent += elapsed
      if elapsed >= batchNanoseconds && spent >= warmUpNanoseconds { break }
      if elapsed < batchNanoseconds {
        calls = Swift.max(calls * 2, Int(Double(calls) * batchNanoseconds / Swift.max(elapsed, 1)))
      }
    }
    var perOperation: [Double] = []
    perOperation.reserveCapacity(repetitions)
    // The count is read around the timed batches only (the array above is allocated before).
    let before = cbaseline_allocation_count()
    for _ in 0..<repetitions {
      perOperation.append(time(calls, body) / Double(calls * operations))
    }
    let after = cbaseline_allocation_count()
    perOperation.sort()
    let allocations = before < 0 || !Self.countsAllocations ? nil : Double(after - before) / Double(repetitions * calls * operations)
    return Timing(median: perOperation[perOperation.count / 2], min: perOperation[0], max: perOperation[perOperation.count - 1],
                  allocations: allocations)
  }

  private func time(_ calls: Int, _ body: () -> Double) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var fold = 0.0
    for _ in 0..<calls { fold += body() }
    let elapsed = clock.now - start
    blackHole(fold)
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }
}

nonisolated(unsafe) private var sink = 0.0

/// Consumes a value so that the computation producing it cannot be optimized away.
@inline(never)
func blackHole(_ value: Double) {
  sink += value
}

/// One line of the report.
struct Row: Sendable {
  var benchmark: String
  var variant: String
  var implementation: String
  var timing: Harness.Timing
  /// What one operation is ("call", "frame", "init").
  var unit: String
  /// Largest error against the oracle measured in this run, on the benchmark's own inputs; nil
  /// where no error applies (a constructor, say).
  var maxError: Double?
  /// For scene rows: the share of a frame budget one frame's work takes.
  var frameBudget: Double?
  var note: String = ""

  /// The share of a 120 Hz frame (8.33 ms) and of a 60 Hz frame (16.7 ms) one frame's work takes.
  var frameShare: Double? { frameBudget.map { timing.median / $0 } }
  var frameShare60Hz: Double? { frameBudget.map { _ in timing.median / (1e9 / 60) } }
}

nonisolated(unsafe) private var startCounter = 0

/// A starting index in 0..<count that changes from call to call, through a call the optimizer
/// cannot see into: a timed body that walks its inputs from this index cannot be hoisted out of
/// the timing loop as loop-invariant (inlinable pure code otherwise is).
@inline(never)
func varyingStart(_ count: Int) -> Int {
  startCounter &+= 1
  return count > 0 ? startCounter % count : 0
}
