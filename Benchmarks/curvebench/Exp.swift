import MotionCurves
func experiment() {
  let xs = BezierBenchmarks.inputs()
  let h = Harness(quick: false)
  for (name, p) in BezierBenchmarks.curves {
    let c = try! CubicBezier(p.0, p.1, p.2, p.3)
    let ch = ChromiumBezier(p.0, p.1, p.2, p.3)
    refineCount = 0
    var s = 0.0
    for x in xs { s += c.value(at: x) }
    let r = refineCount
    let a = h.measure(operations: xs.count) { var s = 0.0; for x in xs { s += c.value(at: x) }; return s }
    let b = h.measure(operations: xs.count) { var s = 0.0; for x in xs { s += ch.value(at: x) }; return s }
    print(name, r, a.median, "chromium", b.median)
  }
  let t = h.measure(operations: 1) { (try? CubicBezier(0.3, 0.1, 0.2, 1))?.x1 ?? 0 }
  print("init", t.median)
}
