import MotionCurvesGestures
import Testing

/// Expected values: the notes (platform-parity.md §1.2, a float64 port of AOSP's static initializer)
/// and /tmp/an30/ref2.py, an independent numpy float32 transcription of the same initializer
/// (numpy.float32 arithmetic, |tx − α| formed in float32), whose entries are pasted as hex floats:
///
///     pf, tf = tables()   # see the script: bisection to 1e-5, x_min/y_min not reset, [100] = 1
///     print([float(pf[i]).hex() for i in idx])
@Suite("Android spline tables")
struct AndroidSplineTests {
  static let indices = [1, 10, 25, 50, 75, 90, 99]

  @Test("Constants: DECELERATION_RATE = ln 0.78 / ln 0.9, INFLEXION, tensions, P1, P2, NB_SAMPLES")
  func constants() {
    // mpmath: log(0.78)/log(0.9) = 2.35820181542594446677…
    #expect(abs(AndroidSpline.decelerationRate - 2.358201815425944) < 1e-14)
    #expect(AndroidSpline.floatDecelerationRate == Float(2.358201815425944))
    #expect(AndroidSpline.inflexion == 0.35 && AndroidSpline.startTension == 0.5 && AndroidSpline.endTension == 1)
    // P1 = 0.5 × 0.35, P2 = 1 − 1 × (1 − 0.35).
    #expect(AndroidSpline.p1 == 0.175 && AndroidSpline.p2 == 0.35)
    #expect(AndroidSpline.sampleCount == 100)
    #expect(AndroidSpline.positionTable.count == 101 && AndroidSpline.floatTimeTable.count == 101)
  }

  @Test("Double tables match the note's printed 6 digits")
  func doubleTables() {
    // Note §1.2: POSITION[1,10,25,50,75,90,99], TIME[same].
    let position = [0.028561, 0.274002, 0.583811, 0.858411, 0.971068, 0.995811, 0.99996]
    let time = [0.003501, 0.035195, 0.090596, 0.20223, 0.375349, 0.56713, 0.848082]
    for (k, i) in Self.indices.enumerated() {
      #expect(abs(AndroidSpline.positionTable[i] - position[k]) <= 5e-7, "POSITION[\(i)]")
      #expect(abs(AndroidSpline.timeTable[i] - time[k]) <= 5e-7, "TIME[\(i)]")
    }
    // The quirk: entry 0 is not 0 (note: ≈ 2.3e-5); entries 100 are set to 1.
    #expect(abs(AndroidSpline.positionTable[0] - 2.2888e-5) < 1e-9)
    #expect(AndroidSpline.positionTable[100] == 1 && AndroidSpline.timeTable[100] == 1)
  }

  @Test("Float tables equal an independent float32 transcription, and are close to the note's digits")
  func floatTables() {
    let position: [Float] = [0x1.d3f184p-6, 0x1.18941ap-2, 0x1.2ae942p-1, 0x1.b781acp-1, 0x1.f12fc8p-1, 0x1.fddbp-1,
                             0x1.fffaccp-1]
    let time: [Float] = [0x1.cade54p-9, 0x1.20503ap-5, 0x1.73147ap-4, 0x1.9e2ad2p-3, 0x1.805b8ep-2, 0x1.225ed6p-1,
                         0x1.b237cep-1]
    for (k, i) in Self.indices.enumerated() {
      #expect(AndroidSpline.floatPositionTable[i] == position[k], "SPLINE_POSITION[\(i)]")
      #expect(AndroidSpline.floatTimeTable[i] == time[k], "SPLINE_TIME[\(i)]")
      #expect(abs(Double(AndroidSpline.floatPositionTable[i]) - AndroidSpline.positionTable[i]) < 2e-7)
    }
    #expect(AndroidSpline.floatPositionTable[0] == 0x1.8p-16)  // 2.2888184e-5
    #expect(AndroidSpline.floatTimeTable[0] == 0x1.0ccccc0p-19)
  }

  @Test("Slope at the start: the table's first chord ≈ 2.854, the exact curve 1/0.35")
  func initialSlope() {
    // Note: initial slope ≈ 2.854 (chord 0→1: (0.028561 − 0.0000229)/0.01 = 2.8538).
    let chord = AndroidSpline.interpolate(AndroidSpline.positionTable, at: 0.005).slope
    #expect(abs(chord - 2.8538) < 1e-4)
    // B'(0; 0.5, 1)/B'(0; 0.175, 0.35) = 3·0.5/(3·0.175) = 20/7.
    #expect(abs(AndroidSpline.slope(atTime: 0) - 20.0 / 7) < 1e-14)
    #expect(AndroidSpline.slope(atTime: 1) == 0)
  }

  @Test("The exact curve: mpmath bisection of B(s; 0.175, 0.35) = τ")
  func exactCurve() {
    // ref2.py: P(0.5) = 0.858406592157478633975…, timeFraction(0.5) = 0.2022278929010283605…
    #expect(abs(AndroidSpline.distanceFraction(atTime: 0.5) - 0.8584065921574786) < 1e-15)
    #expect(abs(AndroidSpline.timeFraction(atDistance: 0.5) - 0.2022278929010284) < 1e-15)
    #expect(AndroidSpline.distanceFraction(atTime: 0) == 0 && AndroidSpline.distanceFraction(atTime: 1) == 1)
    #expect(AndroidSpline.distanceFraction(atTime: .nan).isNaN)
    // The table agrees with the curve to its documented 1e-4 (ref2.py: 8.85e-5 at worst on a 2001-point grid).
    for i in 0...1000 {
      let tau = Double(i) / 1000
      let table = AndroidSpline.interpolate(AndroidSpline.positionTable, at: tau).distance
      #expect(abs(table - AndroidSpline.distanceFraction(atTime: tau)) <= 1e-4)
    }
  }
}
