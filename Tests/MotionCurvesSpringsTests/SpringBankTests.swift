import CurveReference
import Foundation
import MotionCurvesSprings
import PropertyBased
import TestSupport
import Testing

/// The batch spring stepper against its scalar form (``SpringStepper``, exact step: bit for bit)
/// and against the closed form and the 60-digit mpmath reference (within the scalar bound).
@Suite("Spring bank")
struct SpringBankTests {
  @Test("1,000 seeded members step bit for bit as scalar exact steppers, through jittery dt and retargeting")
  func equalsScalarStepper() throws {
    var rng = SeededRandom(seed: 15)
    let members = try SeededSprings.members(&rng)
    var bank = SpringBank(minimumCapacity: members.count)
    var steppers: [SpringStepper] = []
    var states: [(x: Double, v: Double, target: Double)] = []
    for (spring, from, to, velocity) in members {
      let index = try bank.append(spring: spring, from: from, to: to, initialVelocity: velocity)
      #expect(index == steppers.count)
      steppers.append(SpringStepper(spring: spring))
      states.append((from, velocity, to))
    }
    #expect(bank.count == 1_000)
    #expect(bank.springs.count < 1_000)
    // Frames: runs of 120 Hz, jittery 4–40 ms frames, repeats of one jittery dt, dt = 0, 1e-9 s
    // and a 3 s stall.
    var frames: [Double] = Array(repeating: 1.0 / 120, count: 30)
    for i in 0..<200 {
      let dt = 0.004 + 0.036 * rng.unit()
      frames.append(dt)
      if i % 7 == 0 { frames += [dt, dt, 0] }
    }
    frames += [1e-9, 3, 1.0 / 60, 1.0 / 60]
    for (frame, dt) in frames.enumerated() {
      if frame % 25 == 10 {
        // Retarget a seeded tenth of the members mid-flight.
        for _ in 0..<100 {
          let member = Int(rng.unit() * Double(members.count))
          let target = 200 * rng.unit() - 100
          try bank.retarget(member, to: target)
          states[member].target = target
        }
      }
      try bank.advance(by: dt)
      for i in states.indices {
        var (x, v) = (states[i].x, states[i].v)
        try steppers[i].step(value: &x, velocity: &v, target: states[i].target, dt: dt)
        (states[i].x, states[i].v) = (x, v)
      }
      let mismatches = bank.withPositions { positions in
        bank.withVelocities { velocities in
          states.indices.filter {
            positions[$0].bitPattern != states[$0].x.bitPattern || velocities[$0].bitPattern != states[$0].v.bitPattern
          }
        }
      }
      #expect(mismatches.isEmpty, "frame \(frame), dt = \(dt): members \(mismatches.prefix(5))")
      if !mismatches.isEmpty { return }
    }
  }

  @Test("bit for bit as scalar steppers for seeded springs, states and dt sequences (property)")
  func equalsScalarStepperProperty() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0.05...3), Gen.double(in: 0...3), Gen.double(in: -100...100),
      Gen.double(in: -500...500), Gen.double(in: 0.0001...0.1).array(of: 1...40), Gen.int(in: 1...9),
      Gen.double(in: -100...100)
    ) { response, zeta, from, velocity, dts, members, target in
      var bank = SpringBank()
      var steppers: [SpringStepper] = []
      var states: [(x: Double, v: Double)] = []
      for member in 0..<members {
        // Members alternate between two springs, with their own starts, all toward one target.
        let spring = try DampedSpring(response: response * Double(1 + member % 2), dampingRatio: zeta)
        let start = from / Double(member + 1)
        try bank.append(spring: spring, from: start, to: target, initialVelocity: velocity)
        steppers.append(SpringStepper(spring: spring))
        states.append((start, velocity))
      }
      for dt in dts {
        try bank.advance(by: dt)
        for i in states.indices {
          var (x, v) = states[i]
          try steppers[i].step(value: &x, velocity: &v, target: target, dt: dt)
          states[i] = (x, v)
        }
      }
      for i in states.indices {
        #expect(bank.positions[i].bitPattern == states[i].x.bitPattern)
        #expect(bank.velocities[i].bitPattern == states[i].v.bitPattern)
      }
    }
  }

  /// A jittery sequence of frames that sums to `t` exactly: multiples of 2⁻¹⁰ s between 4 and
  /// 40 ms (their sum is exact), then the exact remainder.
  static func frames(summingTo t: Double, _ rng: inout SeededRandom) -> [Double] {
    var frames: [Double] = []
    var elapsed = 0.0
    while true {
      let dt = Double(4 + Int(rng.unit() * 37)) * 0x1p-10
      if elapsed + dt >= t { break }
      frames.append(dt)
      elapsed += dt
    }
    let rest = t - elapsed  // exact: both are multiples of ulp(t) / 2 below t
    frames.append(rest)
    return frames
  }

  /// The stepper's bound (the scalar one, which the bank shares bit for bit): the closed form's
  /// 1e-12 of the scale, plus, per frame, at most one ulp of the stored value's magnitude M =
  /// max(|from|, |to|, |x|), since each frame stores x = target + y and reads y = x − target back
  /// (what the closed form, computing y directly, does not do). Velocity: the same times ω₀.
  @Test("every member within the stepper's bound of the 60-digit reference after jittery frames summing to t")
  func reference() throws {
    let cases = SpringReferenceTests.cases
    #expect(cases.count == 1248)
    var rng = SeededRandom(seed: 21)
    var worst = (position: 0.0, velocity: 0.0)
    for t in [0.05, 0.3, 1, 7] {
      let chosen = cases.filter { $0["t"] == t }
      #expect(chosen.count == 156)
      var bank = SpringBank()
      for c in chosen {
        let spring = try DampedSpring(mass: c["mass"]!, stiffness: c["stiffness"]!, damping: c["damping"]!)
        try bank.append(spring: spring, from: c["from"]!, to: c["to"]!, initialVelocity: c["initialVelocity"]!)
      }
      let frames = Self.frames(summingTo: t, &rng)
      // The frames sum to t without rounding (checked with a double-double sum).
      #expect(frames.reduce(Wide(0)) { $0 + Wide($1) }.value == t)
      for dt in frames { try bank.advance(by: dt) }
      for (i, c) in chosen.enumerated() {
        let spring = bank.spring(of: i)
        let motion = try SpringMotion(spring: spring, from: c["from"]!, to: c["to"]!, initialVelocity: c["initialVelocity"]!)
        let magnitude = max(abs(c["from"]!), abs(c["to"]!), abs(c["position"]!))
        let bound: Double = 1e-12 * motion.scale + Double(frames.count) * magnitude.ulp
        let positionError = abs(bank.positions[i] - c["position"]!)
        let velocityError = abs(bank.velocities[i] - c["velocity"]!) / spring.naturalFrequency
        worst = (max(worst.position, positionError / bound), max(worst.velocity, velocityError / bound))
        #expect(positionError <= bound, "t = \(t), \(c)")
        #expect(velocityError <= bound, "t = \(t), \(c)")
      }
    }
    print("spring bank reference: worst position error \(worst.position), velocity error \(worst.velocity) of the bound")
  }

  @Test("retargeting keeps position and velocity, then follows the closed form toward the new target")
  func retargeting() throws {
    let spring = try DampedSpring(response: 0.5, dampingRatio: 0.6)
    let other = try DampedSpring(mass: 1, stiffness: 300, damping: 2 * 300.0.squareRoot())  // ζ = 1
    var bank = SpringBank()
    try bank.append(spring: spring, from: 0, to: 100)
    try bank.append(spring: other, from: 50, to: -20, initialVelocity: 30)
    for _ in 0..<30 { try bank.advance(by: 1.0 / 120) }
    let (x, v) = (bank.positions[0], bank.velocities[0])
    let (x1, v1) = (bank.positions[1], bank.velocities[1])
    try bank.retarget(0, to: -40)
    #expect(bank.positions[0] == x && bank.velocities[0] == v)
    #expect(bank.targets[0] == -40)
    #expect(bank.positions[1] == x1 && bank.velocities[1] == v1 && bank.targets[1] == -20)
    for _ in 0..<60 { try bank.advance(by: 1.0 / 120) }
    let after = try SpringMotion(spring: spring, from: x, to: -40, initialVelocity: v)
    let untouched = try SpringMotion(spring: other, from: 50, to: -20, initialVelocity: 30)
    let t = Double(60) / 120
    #expect(abs(bank.positions[0] - after.value(at: t)) <= 1e-12 * after.scale)
    #expect(abs(bank.velocities[0] - after.velocity(at: t)) <= 1e-12 * after.scale * spring.naturalFrequency)
    let elapsed = (0..<90).reduce(Wide(0)) { sum, _ in sum + Wide(1.0 / 120) }.value
    #expect(abs(bank.positions[1] - untouched.value(at: elapsed)) <= 1e-12 * untouched.scale)
  }

  @Test("equal springs share one entry; the table and the member arrays keep their storage across steps")
  func sharingAndNoReallocation() throws {
    var bank = SpringBank(minimumCapacity: 64)
    let a = try DampedSpring(response: 0.5, dampingRatio: 0.7)
    let sameMotion = try DampedSpring(mass: a.mass, stiffness: a.stiffness, damping: a.damping)
    let b = try DampedSpring(tension: 200, friction: 10)
    for i in 0..<64 { try bank.append(spring: [a, sameMotion, b][i % 3], from: Double(i), to: 0) }
    #expect(bank.springs.count == 2)
    #expect(bank.springs == [a, b])
    #expect(bank.springIndex.prefix(4) == [0, 0, 1, 0])
    // No allocation per step: the buffers stepping writes are the same ones (same addresses) after
    // a thousand steps with new and repeated dt and retargeting.
    let before = bank.bufferAddresses
    var rng = SeededRandom(seed: 4)
    for frame in 0..<1_000 {
      if frame % 10 == 0 { try bank.retarget(frame % 64, to: rng.unit()) }
      try bank.advance(by: frame % 3 == 0 ? 0.004 + 0.03 * rng.unit() : 1.0 / 120)
    }
    #expect(before == bank.bufferAddresses)
  }

  @Test("bad dt, states and targets are refused with typed errors, leaving the bank as it was")
  func refusals() throws {
    var bank = SpringBank()
    let spring = try DampedSpring(response: 0.5, dampingRatio: 0.7)
    try bank.append(spring: spring, from: 0, to: 1)
    try bank.advance(by: 0.01)
    let (x, v) = (bank.positions[0], bank.velocities[0])
    for dt in [-0.01, .nan, .infinity, -.infinity] {
      let error = #expect(throws: SpringError.self) { try bank.advance(by: dt) }
      #expect(error?.parameter == .dt)
    }
    try bank.advance(by: 0)
    #expect(bank.positions[0] == x && bank.velocities[0] == v)
    #expect(throws: SpringError.notFinite(.from, .infinity)) { try bank.append(spring: spring, from: .infinity, to: 0) }
    #expect(throws: SpringError.notFinite(.initialVelocity, -.infinity)) {
      try bank.append(spring: spring, from: 0, to: 0, initialVelocity: -.infinity)
    }
    let error = #expect(throws: SpringError.self) { try bank.retarget(0, to: .nan) }
    #expect(error?.parameter == .to)
    #expect(bank.count == 1 && bank.targets == [1])
  }

  @Test("a saved bank resumes bit for bit; a member naming no spring is refused")
  func codable() throws {
    var bank = SpringBank()
    try bank.append(spring: try DampedSpring(response: 0.4, dampingRatio: 0.5), from: 0, to: 10, initialVelocity: 3)
    try bank.append(spring: try DampedSpring(mass: 2, stiffness: 50, damping: 20), from: 5, to: -5)
    for _ in 0..<10 { try bank.advance(by: 1.0 / 60) }
    let data = try JSONEncoder().encode(bank)
    var restored = try JSONDecoder().decode(SpringBank.self, from: data)
    #expect(restored.springs == bank.springs && restored.positions == bank.positions)
    #expect(restored.velocities == bank.velocities && restored.targets == bank.targets)
    for _ in 0..<10 {
      try bank.advance(by: 1.0 / 60)
      try restored.advance(by: 1.0 / 60)
    }
    #expect(restored.positions == bank.positions && restored.velocities == bank.velocities)
    let bad = #"{"springs": [{"mass": 1, "stiffness": 100, "damping": 10}], "members": [{"spring": 1, "value": 0, "velocity": 0, "target": 1}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpringBank.self, from: Data(bad.utf8)) }
  }
}

extension SpringBank {
  /// The addresses of the position and velocity storage.
  fileprivate var bufferAddresses: [UnsafeRawPointer?] {
    [withPositions { $0.baseAddress.map(UnsafeRawPointer.init) }, withVelocities { $0.baseAddress.map(UnsafeRawPointer.init) }]
  }
}
