import MotionCurvesCore

extension SpringBank {
  /// Advances every member by one frame of dt seconds; dt = 0 leaves them.
  ///
  /// With y = x − target, each member's (x, v) becomes (target + (a·y + b·v), c·y + d·v), where
  /// (a, b; c, d) is its spring's exact transition over dt: with γ = c/2m, ω₀² = k/m and the
  /// closed-form C(dt), S(dt) of ``SpringMotion``, a = C + γS, b = S, c = −ω₀²S, d = C − γS.
  ///
  /// - Precision: every member equals, bit for bit, what ``SpringStepper`` with
  ///   ``SpringStepper/Integrator/exactStep`` computes from the same spring, state and dt; so each
  ///   frame adds about 1e-15 of the distance, plus at most one ulp of max(|x|, |target|), to the
  ///   closed form's error, whatever the sequence of dt.
  /// - Complexity: O(n) for n members, allocation-free (unless the arrays are shared, see
  ///   ``SpringBank``). A repeated dt costs a multiply-add loop over contiguous arrays, four members
  ///   at a time in `SIMD4<Double>`; a new dt costs one exp and one sin/cos pair per *distinct*
  ///   spring, then one scalar pass that copies each member its coefficients and applies them.
  /// - Throws: ``SpringError/negative(_:_:)`` for a negative dt, ``SpringError/notFinite(_:_:)`` for an infinite or NaN one, leaving the
  ///   bank as it was.
  public mutating func advance(by dt: Double) throws(SpringError) {
    guard dt > 0 && dt < .infinity else {
      if dt == 0 { return }
      throw dt.isFinite ? .negative(.dt, dt) : .notFinite(.dt, dt)
    }
    if dt != cachedStep {
      refreshTransitions(dt)
    } else {
      advanceMembers()
    }
  }

  /// Computes each distinct spring's transition over dt once; then, in one pass, gives each member
  /// its spring's coefficients and applies them.
  mutating func refreshTransitions(_ dt: Double) {
    for index in solutions.indices {
      transitions[index] = solutions[index].transition(over: dt)
    }
    cachedStep = dt
    let n = springIndex.count
    transitions.withUnsafeBufferPointer { table in
      springIndex.withUnsafeBufferPointer { index in
        coefficientA.withUnsafeMutableBufferPointer { a in
          coefficientB.withUnsafeMutableBufferPointer { b in
            coefficientC.withUnsafeMutableBufferPointer { c in
              coefficientD.withUnsafeMutableBufferPointer { d in
                positions.withUnsafeMutableBufferPointer { x in
                  velocities.withUnsafeMutableBufferPointer { v in
                    targets.withUnsafeBufferPointer { t in
                      for i in 0..<n {
                        let transition = table[index[i]]
                        (a[i], b[i], c[i], d[i]) = (transition.a, transition.b, transition.c, transition.d)
                        // As in `advance`: the scalar stepper's operations, in its order.
                        let target = t[i]
                        let y = x[i] - target
                        let velocity = v[i]
                        x[i] = target + (transition.a * y + transition.b * velocity)
                        v[i] = transition.c * y + transition.d * velocity
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Applies each member's coefficients to its state: the per-frame loop.
  mutating func advanceMembers() {
    let n = positions.count
    positions.withUnsafeMutableBufferPointer { xs in
      velocities.withUnsafeMutableBufferPointer { vs in
        targets.withUnsafeBufferPointer { ts in
          coefficientA.withUnsafeBufferPointer { a in
            coefficientB.withUnsafeBufferPointer { b in
              coefficientC.withUnsafeBufferPointer { c in
                coefficientD.withUnsafeBufferPointer { d in
                  guard let x = xs.baseAddress, let v = vs.baseAddress, let t = ts.baseAddress,
                    let a = a.baseAddress, let b = b.baseAddress, let c = c.baseAddress, let d = d.baseAddress
                  else { return }
                  Self.advance(count: n, x: x, v: v, t: t, a: a, b: b, c: c, d: d)
                }
              }
            }
          }
        }
      }
    }
  }

  /// x′ = t + (a·y + b·v), v′ = c·y + d·v with y = x − t: the same operations, in the same order,
  /// as ``SpringStepper``'s exact step (so the results are the same bits); four lanes at a time,
  /// then one at a time.
  @inline(__always)
  static func advance(
    count n: Int, x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>, t: UnsafePointer<Double>,
    a: UnsafePointer<Double>, b: UnsafePointer<Double>, c: UnsafePointer<Double>, d: UnsafePointer<Double>
  ) {
    typealias Lanes = SIMD4<Double>
    let width = Lanes.scalarCount
    let x4 = UnsafeMutableRawPointer(x), v4 = UnsafeMutableRawPointer(v)
    let t4 = UnsafeRawPointer(t), a4 = UnsafeRawPointer(a), b4 = UnsafeRawPointer(b)
    let c4 = UnsafeRawPointer(c), d4 = UnsafeRawPointer(d)
    var i = 0
    while i + width <= n {
      let offset = i * MemoryLayout<Double>.stride
      let target = t4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      let y = x4.loadUnaligned(fromByteOffset: offset, as: Lanes.self) - target
      let velocity = v4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      let ca = a4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      let cb = b4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      let cc = c4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      let cd = d4.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
      x4.storeBytes(of: target + (ca * y + cb * velocity), toByteOffset: offset, as: Lanes.self)
      v4.storeBytes(of: cc * y + cd * velocity, toByteOffset: offset, as: Lanes.self)
      i += width
    }
    while i < n {
      let target = t[i]
      let y = x[i] - target
      let velocity = v[i]
      x[i] = target + (a[i] * y + b[i] * velocity)
      v[i] = c[i] * y + d[i] * velocity
      i += 1
    }
  }
}
