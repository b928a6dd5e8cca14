import ArgumentParser
import MotionCurves

/// One spring under every platform's model, for `curves spring --compare`: each model's name, its
/// own settling or finish time, and its value and velocity at a time.
struct SpringComparison {
  /// A model's column: its name, its settling time in seconds, and its sampler.
  struct Model {
    let name: String
    let settling: Double
    /// The (value, velocity) at each time.
    let samples: ([Double]) throws -> [(value: Double, velocity: Double)]
  }

  let models: [Model]

  /// The models of `spring` from `from` to `to`, starting at rest: the exact motion (settled
  /// within `epsilon` of the distance), SwiftUI's numerical `.spring` (response 2π√(m/k),
  /// dampingFraction ζ; its finish rule), SwiftUI's analytic `interpolatingSpring(mass:stiffness:
  /// damping:)` (its duration; the target once it ends), Compose's spring (ζ, k/m; its duration estimate, values at
  /// whole ms), and Core Animation's `CASpringAnimation` (its `settlingDuration`).
  init(spring: DampedSpring, from: Double, to: Double, epsilon: Double) throws {
    let exact = try usage { () throws(SpringError) in try SpringMotion(spring: spring, from: from, to: to) }
    let exactSettling = try usage { () throws(SamplingError) in try exact.settlingDuration(epsilon: epsilon) }
    let fluid = try usage { () throws(SpringError) in
      try SwiftUIFluidSpring(
        response: 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot(), dampingFraction: spring.dampingRatio)
    }
    let delta = to - from
    let fluidSettling = try usage { () throws(SpringError) in try fluid.finishTime(target: delta) }
    let compose = try usage { () throws(SpringError) in
      try ComposeSpring(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness / spring.mass)
    }
    let millis = try usage { () throws(SpringError) in try compose.estimatedDurationMillis(from: from, to: to) }
    let composeSettling =
      millis >= ComposeSpring.undampedDurationMillis ? Double.infinity : Double(Swift.max(0, millis)) / 1000
    let interpolating = try usage { () throws(SwiftUIAnimationError) in
      try SwiftUIAnimation.interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }
    let core = try usage { () throws(SpringError) in try CoreAnimationSpring(spring: spring, from: from, to: to) }
    models = [
      Model(name: "exact", settling: exactSettling) { times in times.map { (exact.value(at: $0), exact.velocity(at: $0)) } },
      Model(name: "swiftui-numerical", settling: fluidSettling) { times in
        try usage { () throws(SpringError) in try fluid.states(target: delta, times: times) }
          .map { (from + $0.value, $0.velocity) }
      },
      Model(name: "swiftui-interpolating", settling: interpolating.duration) { times in
        times.map { (from + delta * interpolating.value(at: $0), delta * interpolating.velocity(at: $0)) }
      },
      Model(name: "compose", settling: composeSettling) { times in
        try times.map { t in
          let sample = try usage { () throws(SpringError) in try compose.composeSample(from: from, to: to, time: t) }
          return (sample.value, sample.velocity)
        }
      },
      Model(name: "core-animation", settling: core.settlingDuration) { times in
        times.map { (core.value(at: $0), core.velocity(at: $0)) }
      },
    ]
  }

  /// The last time to sample: the longest settling time.
  ///
  /// - Throws: a usage error when a model never settles.
  func end() throws -> Double {
    guard let never = models.first(where: { !$0.settling.isFinite }) else {
      return models.map(\.settling).max() ?? 0
    }
    throw ValidationError("\(never.name) never settles: give --until or --at")
  }

  /// CSV `model,settling,t,value,velocity`, the models in turn, each at every time.
  func csv(times: [Double]) throws -> String {
    try CSVTable.refuse(rows: Double(times.count * models.count), atLeast: 14)
    var csv = CSVTable(header: "model", "settling", "t", "value", "velocity")
    for model in models {
      for (t, (value, velocity)) in zip(times, try model.samples(times)) where !csv.isFull {
        csv.append(fields: [
          CSVTable.field(text: model.name), CSVTable.field(model.settling), CSVTable.field(t),
          CSVTable.field(value), CSVTable.field(velocity),
        ])
      }
    }
    return try csv.text
  }

  /// `{"models": [{"model", "settling", "samples": [{"t", "value", "velocity"}]}]}` on one line.
  func json(times: [Double]) throws -> String {
    try CSVTable.refuse(rows: Double(times.count * models.count), atLeast: 46)
    struct Document: Encodable {
      let models: [ModelSamples]
    }
    var entries: [ModelSamples] = []
    for model in models {
      let samples = zip(times, try model.samples(times)).map { t, sample in
        ModelSamples.Sample(t: t, value: sample.value, velocity: sample.velocity)
      }
      entries.append(ModelSamples(model: model.name, settling: model.settling, samples: samples))
    }
    return try LineJSONEncoder().encode(Document(models: entries)) + "\n"
  }
}

/// One model's JSON: `{"model", "settling", "samples": [{"t", "value", "velocity"}]}`, the settling
/// time null when the model never settles.
struct ModelSamples: Encodable {
  struct Sample: Encodable {
    let t: Double, value: Double, velocity: Double
  }

  let model: String
  let settling: Double
  let samples: [Sample]

  enum CodingKeys: String, CodingKey { case model, settling, samples }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(model, forKey: .model)
    if settling.isFinite { try c.encode(settling, forKey: .settling) } else { try c.encodeNil(forKey: .settling) }
    try c.encode(samples, forKey: .samples)
  }
}
