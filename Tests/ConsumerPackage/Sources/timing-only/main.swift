import MotionCurvesTiming

// CSS `ease` halfway through: 0.8024033875848569 (within 1e-12 of exact).
print(CubicBezier.ease.value(at: 0.5))
