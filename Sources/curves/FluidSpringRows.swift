import ArgumentParser
import MotionCurves

/// `curves spring --model swiftui.animation.…`: SwiftUI's numerical spring from `from` to `to`,
/// starting at rest, as rows `t,value,velocity` (or JSON `{"model", "settling", "samples"}`).
struct FluidSpringRows {
  let fluid: SwiftUIFluidSpring
  let from: Double
  let to: Double

  /// The rows at --at, or at --fps (default 60) to --until (default: the finish time).
  func text(frames: FrameTimes, json: Bool) throws -> String {
    let delta = to - from
    let finish = try usage { () throws(SpringError) in try fluid.finishTime(target: delta) }
    let times: [Double]
    if !frames.times.isEmpty {
      times = frames.times
    } else {
      let end = frames.until ?? finish
      guard end.isFinite else { throw ValidationError("the spring never finishes: give --until") }
      times = Array(try usage { () throws(SamplingError) in try SampleGrid.frames(fps: frames.rate, until: end) })
    }
    try CSVTable.refuse(rows: Double(times.count), atLeast: json ? 46 : 12)
    let states = try usage { () throws(SpringError) in try fluid.states(target: delta, times: times) }
    let samples = zip(times, states).map { t, state in
      MotionSample(time: t, value: from + state.value, velocity: state.velocity)
    }
    guard json else {
      var csv = CSVTable(header: "t", "value", "velocity")
      for sample in samples where !csv.isFull { csv.append(sample.time, sample.value, sample.velocity) }
      return try csv.text
    }
    let document = ModelSamples(
      model: "swiftui-numerical", settling: finish,
      samples: samples.map { .init(t: $0.time, value: $0.value, velocity: $0.velocity) })
    return try LineJSONEncoder().encode(document) + "\n"
  }
}
