// swift-tools-version: 6.1
import PackageDescription

// A package that uses the timing curves alone: it depends on the MotionCurvesTiming product (and,
// through it, MotionCurvesCore), not on the umbrella. CI builds and runs it (.ci/run).
let package = Package(
  name: "TimingOnlyConsumer",
  dependencies: [
    .package(name: "MotionCurves", path: "../.."),
  ],
  targets: [
    .executableTarget(
      name: "timing-only",
      dependencies: [.product(name: "MotionCurvesTiming", package: "MotionCurves")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
