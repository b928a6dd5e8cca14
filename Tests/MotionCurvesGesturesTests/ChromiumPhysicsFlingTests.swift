import MotionCurvesCore
import MotionCurvesGestures
import Testing

/// |actual − expected| ≤ tolerance·|expected|.
private func close(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance * abs(expected)
}

// Expected values: mpmath at 40 digits following physics_based_fling_curve.cc step by step (in ms:
// a = ppi·2.7559e-5, T = |v|/a, distance = (|v| − a·T/2)·T, clamped; duration = min(2, |v|/2300);
// slope rule for p1), then the bézier solved by 200 bisections of x(τ) = x in mpmath, the
// velocity as distance·y′(τ)/x′(τ)/duration, the time to a speed by scanning y′/x′ − k for its
// last sign change and findroot, the settling time by bisection of y(τ) = 1 − ε.
// The script (python3, mpmath 1.3):
//     from mpmath import mp, mpf, exp, log, findroot, sqrt
//     mp.dps = 40
//     a, b, g = mpf('-5707.62'), mpf('172'), mpf('3.7')
//     P = lambda t: a*exp(-g*t) - b*t - a
//     # physics
//     def phys(v, ppi, limit):
//       acc = ppi*mpf('2.7559e-5')  # px/ms^2
//       vms = mpf(v)/1000
//       Tms = abs(vms)/acc
//       d = (abs(vms) - acc*Tms/2)*Tms
//       d = min(d, limit)
//       dur = min(mpf(2), abs(mpf(v))/2300)
//       s = abs(v*dur/d)
//       p1 = (mpf('0.2'), mpf('0.2')*s) if s*mpf('0.2') < 1 else (1/s, mpf(1))
//       return d, dur, s, p1
//     def bez(p1, p2=(mpf('0.55'), mpf(1))):
//       X = lambda t: 3*(1-t)**2*t*p1[0] + 3*(1-t)*t**2*p2[0] + t**3
//       Y = lambda t: 3*(1-t)**2*t*p1[1] + 3*(1-t)*t**2*p2[1] + t**3
//       dX = lambda t: 3*(1-t)**2*p1[0] + 6*(1-t)*t*(p2[0]-p1[0]) + 3*t**2*(1-p2[0])
//       dY = lambda t: 3*(1-t)**2*p1[1] + 6*(1-t)*t*(p2[1]-p1[1]) + 3*t**2*(1-p2[1])
//       return X, Y, dX, dY
//     def solve_x(X, x):
//       lo, hi = mpf(0), mpf(1)
//       for _ in range(200):
//         m = (lo+hi)/2
//         if X(m) < x: lo = m
//         else: hi = m
//       return lo
//     for (v, lim) in [(2300, 30000), (10000, 30000), (2300, 300)]:
//       d, dur, s, p1 = phys(v, 160, lim)
//       X, Y, dX, dY = bez(p1)
//       tau = solve_x(X, mpf('0.5'))
//       tm = dur/2
//       print('phys v', v, 'lim', lim, 'd', d, 'dur', dur, 'slope', s, 'p1', p1)
//       print('  value(dur/2)', d*Y(tau), 'velocity(dur/2)', d*dY(tau)/dX(tau)/dur)
//       # last time speed <= 500
//       k = mpf(500)*dur/d
//       f = lambda t: dY(t)/dX(t) - k
//       # scan for last sign change
//       N = 4000; last = None
//       for i in range(N):
//         t0, t1 = mpf(i)/N, mpf(i+1)/N
//         if f(t0) > 0 and f(t1) <= 0: last = (t0, t1)
//       r = findroot(f, last, solver='bisect') if last else None
//       r = findroot(f, (last[0]+last[1])/2)
//       print('  dur to 500', dur*X(r))
//       taus = solve_x(Y, 1 - mpf('0.001'))
//       print('  settle 1e-3', dur*X(taus))
//     # 2D
//     dx, dur, s, p1 = phys(2300, 160, 30000)
//     dy = phys(1150, 160, 30000)[0]
//     print('2D dy', dy, 'vy0', dy*s/dur)
@Suite("Chromium physics-based fling curve")
struct ChromiumPhysicsFlingTests {
  @Test("Constants as in the note (§1.4) and physics_based_fling_curve.{cc,h}")
  func constants() {
    #expect(ChromiumPhysicsFling.defaultFirstControlPoint == (0.2, 1.0))
    #expect(ChromiumPhysicsFling.secondControlPoint == (0.55, 1.0))
    #expect(ChromiumPhysicsFling.pixelDeceleration == 2300)
    #expect(ChromiumPhysicsFling.maximumCurveDuration == 2)
    #expect(ChromiumPhysicsFling.physicalDeceleration == 2.7559e-5)
    #expect(ChromiumPhysicsFling.boundsMultiplier == 3)
  }

  @Test("2300 px/s at 160 ppi: the slope at t = 0 is the release velocity")
  func continuity() throws {
    let model = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 10000)
    // By hand: a = 160·2.7559e-5 = 0.00440944 px/ms² = 4409.44 px/s²; v = 2.3 px/ms;
    // distance = v²/(2a) = 5.29/0.00881888 = 599.8494139845… px; duration = 2300/2300 = 1 s;
    // s = 2300·1/599.849… = 3.8342956…; 0.2·s = 0.76686 < 1, so p1 = (0.2, 0.76686);
    // initial velocity = distance·(p1.y/p1.x)/duration = distance·s/1 = 2300 px/s.
    #expect(close(model.deceleration, 4409.44, 1e-15))
    let motion = try model.motion(from: 0, velocity: 2300)
    #expect(close(motion.distance, 599.84941398454225480, 1e-15))
    #expect(motion.curveDuration == 1)
    #expect(motion.curve.x1 == 0.2)
    #expect(close(motion.curve.y1, 0.76685913043478260870, 1e-15))
    #expect(close(motion.velocity(at: 0), 2300, 1e-14))
    #expect(close(motion.value(at: 0.5), 516.74510212488511350, 1e-13))
    #expect(close(motion.velocity(at: 0.5), 403.69900433619493966, 1e-12))
    #expect(close(try motion.duration(toVelocity: 500), 0.43481301718394274268, 1e-12))
    #expect(close(try motion.settlingDuration(epsilon: 1e-3), 0.94978503174072333959, 1e-12))
    #expect(motion.value(at: 1) == motion.to)
    #expect(motion.velocity(at: 1) == 0)
    let mirrored = try model.motion(from: 50, velocity: -2300)
    #expect(close(mirrored.to, 50 - 599.84941398454225480, 1e-15))
    #expect(close(mirrored.velocity(at: 0), -2300, 1e-14))
  }

  @Test("The duration is capped at 2 s; the speed first rises when 0.2·s < 1/0.55")
  func durationCap() throws {
    let motion = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 10000).motion(from: 0, velocity: 10000)
    // 10000/2300 = 4.35 s > 2 s. distance = 10000²/(2·4409.44) = 11339.30839290… px;
    // s = 10000·2/11339.3… = 1.763776; p1 = (0.2, 0.3527552).
    #expect(motion.curveDuration == 2)
    #expect(close(motion.distance, 11339.308392902500091, 1e-15))
    #expect(close(motion.curve.y1, 0.3527552, 1e-15))
    #expect(close(motion.velocity(at: 0), 10000, 1e-14))
    #expect(close(motion.value(at: 1), 8369.6581143074586682, 1e-13))
    #expect(close(motion.velocity(at: 1), 5876.3445669956469568, 1e-12))
    #expect(close(try motion.duration(toVelocity: 500), 1.9170711240072621395, 1e-12))
    #expect(close(try motion.settlingDuration(epsilon: 1e-3), 1.9386987714411608386, 1e-12))
  }

  @Test("A clamped distance raises the slope")
  func boundsClamp() throws {
    let model = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 100)
    // ⌊100·1·3⌋ = 300 px < 599.85 px: s = 2300·1/300 = 23/3 ≥ 5, so p1 = (3/23, 1) — slope 7.67
    // instead of 3.83 — and the curve still starts at 2300 px/s.
    #expect(model.maximumDistance == 300)
    let motion = try model.motion(from: 0, velocity: 2300)
    #expect(motion.distance == 300)
    #expect(close(motion.curve.x1, 3.0 / 23, 1e-15))
    #expect(motion.curve.y1 == 1)
    #expect(close(motion.velocity(at: 0), 2300, 1e-14))
    #expect(close(motion.value(at: 0.5), 281.87978160473187222, 1e-13))
    #expect(close(motion.velocity(at: 0.5), 119.55450915825113011, 1e-12))
    #expect(close(try motion.duration(toVelocity: 500), 0.19752022655575529218, 1e-12))
    #expect(close(try motion.settlingDuration(epsilon: 1e-3), 0.86617173913043478261, 1e-12))
    // A boost of 2 lifts the bound to 600 px, above the distance: no clamp.
    let boosted = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 100, boostMultiplier: 2)
    #expect(close(try boosted.projection(from: 0, velocity: 2300), 599.84941398454225480, 1e-15))
  }

  @Test("Two axes share the major axis's curve: (2300, 1150) px/s")
  func pair() throws {
    let axis = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 10000)
    let (x, y) = try ChromiumPhysicsFling.motions(from: (0, 0), velocity: (2300, 1150), horizontal: axis, vertical: axis)
    // distance_y = 1150²/(2·4409.44) = 149.96235349613556… = distance_x/4; the minor axis starts at
    // v_major·distance_y/distance_x = 2300/4 = 575 = vy²/vx px/s (not 1150: the quirk).
    #expect(close(y.distance, 149.96235349613556370, 1e-15))
    #expect(x.curveDuration == 1)
    #expect(y.curve == x.curve)
    #expect(close(x.velocity(at: 0), 2300, 1e-14))
    #expect(close(y.velocity(at: 0), 575, 1e-14))
  }

  @Test("Chromium's float numerics")
  func float32() throws {
    let motion = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 10000, arithmetic: .float32)
      .motion(from: 0, velocity: 2300)
    // numpy float32 emulation of Chromium's statements (script below): distance
    // 599.8495483398438, p1.y 0.7668589949607849.
    //   # Chromium's float sequence for v = 2300 px/s at 160 ppi (physics_based_fling_curve.cc), emulated with numpy float32.
    //   import numpy as np
    //   f=np.float32
    //   v=f(2300); perMs=v*f(1/1000.0)  # 1/1000.0f
    //   a=f(160)*f(2.7559e-5)
    //   T=np.abs(perMs/a)
    //   pos=f((float(np.abs(perMs)) - float(a*T)*0.5)*float(T))
    //   dur=min(f(2.0), np.abs(v)/f(2300.0))
    //   slope=np.abs(v*dur/pos)
    //   p1y=f(0.2)*slope
    //   print(repr(float(pos)), repr(float(dur)), repr(float(slope)), repr(float(p1y)), slope*f(0.2)<f(1.0))
    #expect(motion.distance == 599.8495483398438)
    #expect(motion.curve.y1 == 0.7668589949607849)
    #expect(motion.curveDuration == 1)
  }

  @Test("Rest and hostile input")
  func hostile() throws {
    let model = try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 1000)
    let rest = try model.motion(from: 3, velocity: 0)
    #expect(rest.to == 3)
    #expect(rest.value(at: 0.5) == 3)
    #expect(rest.velocity(at: 0.5) == 0)
    #expect(try rest.duration(toVelocity: 1) == 0)
    #expect(try rest.settlingDuration(epsilon: 1e-3) == 0)
    #expect(throws: GestureError.invalidParameter(name: "pixelsPerInch", value: 0, requirement: "positive and finite")) {
      try ChromiumPhysicsFling(pixelsPerInch: 0, boundingSize: 100)
    }
    #expect(throws: GestureError.self) { try ChromiumPhysicsFling(pixelsPerInch: .nan, boundingSize: 100) }
    #expect(throws: GestureError.self) { try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: -1) }
    #expect(throws: GestureError.self) { try ChromiumPhysicsFling(pixelsPerInch: 160, boundingSize: 1, boostMultiplier: 0) }
    #expect(throws: GestureError.self) { try model.motion(from: 0, velocity: .nan) }
    let motion = try model.motion(from: 0, velocity: 2300)
    #expect(throws: GestureError.self) { try motion.duration(toVelocity: -1) }
    #expect(throws: SamplingError.self) { try motion.settlingDuration(epsilon: .nan) }
    #expect(motion.velocity(at: .nan).isNaN)
  }
}
