// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "MotionCurves",
  products: [
    // The only library product. It never links GSL (GPL): CGSL and GSLOracle stay internal.
    .library(name: "MotionCurves", targets: ["MotionCurves"]),
    .executable(name: "curves", targets: ["curves"]),
    .executable(name: "curvebench", targets: ["curvebench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation --target MotionCurves` (DocC); a plugin, not linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "MotionCurves",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]
    ),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    // High-precision references and seeded randomness for tests and curvebench (no GSL).
    .target(name: "CurveReference"),
    .target(name: "GSLOracle", dependencies: ["CGSL", "CurveReference"]),
    .executableTarget(
      name: "curves",
      dependencies: [
        "MotionCurves",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The shipped scene documents (`curves scene --list`), written from animations.md.
      resources: [.copy("Scenes")]
    ),
    // The browsers' solver in C, compiled ahead of time as they ship it: curvebench's baseline.
    .target(name: "CBaselines", path: "Benchmarks/CBaselines"),
    .executableTarget(
      name: "curvebench",
      dependencies: [
        "MotionCurves", "GSLOracle", "CBaselines", "CurveReference",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "RealModule", package: "swift-numerics"),
      ],
      path: "Benchmarks/curvebench"
    ),
    .testTarget(
      name: "MotionCurvesTests",
      dependencies: [
        "MotionCurves", "CurveReference",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "RealModule", package: "swift-numerics"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "GSLCrossCheckTests", dependencies: ["MotionCurves", "GSLOracle", "CurveReference"]),
    // Runs the built `curves` for the command tests and the fuzz tests.
    .target(name: "CurvesTestSupport", path: "Tests/CurvesTestSupport"),
    .testTarget(name: "CurvesCommandTests", dependencies: ["curves", "CurvesTestSupport"]),
    // Stand-ins for SwiftUI's and Foundation's unprefixed type names, which Linux lacks.
    .target(name: "AppleFrameworkNames", path: "Tests/AppleFrameworkNames"),
    .testTarget(name: "NameCollisionTests", dependencies: ["MotionCurves", "AppleFrameworkNames"]),
    // Seeded adversarial inputs for the library and the built command (FUZZ_SEED, FUZZ_RUNS).
    .testTarget(name: "FuzzTests", dependencies: ["curves", "MotionCurves", "CurveReference", "CurvesTestSupport"]),
    // Every Swift listing of the README, the DocC articles and the doc comments, compiled.
    .testTarget(name: "DocumentationSnippetTests", dependencies: ["MotionCurves"]),
  ],
  swiftLanguageModes: [.v6]
)
