// swift-tools-version: 6.1
import PackageDescription

/// The library's layers, bottom up. A layer imports only the layers it names, all below it, so the
/// compiler enforces the layering (CONTRIBUTING.md draws it):
///
///     Core → Timing, Springs, Waves, Geometry, Transforms, Color → Animation, Platforms, Gestures →
///     Documents, Frame → Scene → Lottie
let layers: [(name: String, uses: [String])] = [
  // Shared protocols, numerics (double-double, quadrature, elliptic integrals, polynomial roots,
  // degree trigonometry) and the text-syntax kernel (scanner, SyntaxError, numbers, angles, lengths).
  ("MotionCurvesCore", []),
  ("MotionCurvesTiming", ["MotionCurvesCore"]),
  ("MotionCurvesSprings", ["MotionCurvesCore"]),
  ("MotionCurvesWaves", ["MotionCurvesCore"]),
  ("MotionCurvesGeometry", ["MotionCurvesCore"]),
  ("MotionCurvesTransforms", ["MotionCurvesCore"]),
  ("MotionCurvesColor", ["MotionCurvesCore"]),
  // Timing (Web Animations and Core Animation) and keyframes over any interpolatable value.
  ("MotionCurvesAnimation", ["MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesGeometry"]),
  // The animation models of SwiftUI, Jetpack Compose and Material 3, each exact, with each
  // platform's own numerics as a named model beside it.
  ("MotionCurvesPlatforms", ["MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesGeometry"]),
  // Gesture physics: what happens when the finger lifts — each platform's decay, rubber banding,
  // projection and snapping with a spring hand-off.
  ("MotionCurvesGestures", ["MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings"]),
  // Animation documents (JSON) over every value kind.
  ("MotionCurvesDocuments", [
    "MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesWaves", "MotionCurvesGeometry",
    "MotionCurvesTransforms", "MotionCurvesColor", "MotionCurvesAnimation", "MotionCurvesPlatforms",
  ]),
  // Every animated scalar of an engine, evaluated per frame into one buffer.
  ("MotionCurvesFrame", ["MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesAnimation"]),
  // Core Animation layer trees with animations, evaluated per frame.
  ("MotionCurvesScene", [
    "MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesWaves", "MotionCurvesGeometry",
    "MotionCurvesTransforms", "MotionCurvesColor", "MotionCurvesAnimation", "MotionCurvesDocuments",
    "MotionCurvesFrame", "MotionCurvesPlatforms", "MotionCurvesGestures",
  ]),
  // Lottie (Bodymovin JSON): the file read faithfully, with diagnostics for what is not evaluated.
  ("MotionCurvesLottie", [
    "MotionCurvesCore", "MotionCurvesTiming", "MotionCurvesGeometry", "MotionCurvesTransforms", "MotionCurvesColor",
    "MotionCurvesDocuments", "MotionCurvesScene",
  ]),
]

/// One test target per layer (`<layer>Tests`), importing its layer and, where a test needs them, the
/// few other layers named here.
let layerTests: [(layer: String, alsoUses: [String])] = [
  // The shared protocols (Interpolatable, the parameter errors …), through their adopters in
  // every layer (the umbrella).
  ("MotionCurvesCore", ["MotionCurvesTiming", "MotionCurvesSprings", "MotionCurvesWaves", "MotionCurves"]),
  ("MotionCurvesTiming", []),
  // Codable: springs with the timing curves and waves they save beside.
  ("MotionCurvesSprings", ["MotionCurvesTiming", "MotionCurvesWaves"]),
  ("MotionCurvesWaves", []),
  // The refresh arrow's path, keyframed.
  ("MotionCurvesGeometry", ["MotionCurvesAnimation"]),
  // Matrices keyframed as Core Animation does.
  ("MotionCurvesTransforms", ["MotionCurvesAnimation"]),
  ("MotionCurvesColor", []),
  // Invalid Web Animations keyframes, refused by the document reader too; keyframe motion paths
  // measured as paths.
  ("MotionCurvesAnimation", ["MotionCurvesDocuments", "MotionCurvesGeometry"]),
  ("MotionCurvesPlatforms", []),
  ("MotionCurvesGestures", []),
  ("MotionCurvesDocuments", []),
  // Frame trees built from animation documents.
  ("MotionCurvesFrame", ["MotionCurvesDocuments"]),
  ("MotionCurvesScene", []),
  ("MotionCurvesLottie", []),
]

let package = Package(
  name: "MotionCurves",
  products: [
    // The umbrella: `import MotionCurves` gives every layer. Each layer is also a product of its
    // own, so a user can depend on the timing curves alone. None links GSL (GPL): CGSL and
    // GSLOracle stay internal.
    .library(name: "MotionCurves", targets: ["MotionCurves"]),
  ] + layers.map { .library(name: $0.name, targets: [$0.name]) } + [
    .executable(name: "curves", targets: ["curves"]),
    .executable(name: "curvebench", targets: ["curvebench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
  ] + layers.map { layer in
    .target(
      name: layer.name,
      dependencies: layer.uses.map { .target(name: $0) } + [.product(name: "RealModule", package: "swift-numerics")]
    )
  } + [
    // The umbrella re-exports every layer (and holds the DocC catalog).
    .target(name: "MotionCurves", dependencies: layers.map { .target(name: $0.name) }),
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
    // The shared test helpers: the fixtures and their reader, the one set of `isClose` comparisons
    // and JSON number reader, the LONG_TESTS switch, the seeded spring population and CurvesRunner
    // (runs the built `curves`).
    .target(
      name: "TestSupport",
      dependencies: ["MotionCurvesSprings", "MotionCurvesScene", "CurveReference"],
      path: "Tests/TestSupport",
      resources: [.copy("Fixtures")]
    ),
  ] + layerTests.map { test in
    .testTarget(
      name: test.layer + "Tests",
      dependencies: ([test.layer] + test.alsoUses).map { .target(name: $0) } + [
        "TestSupport", "CurveReference",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]
    )
  } + [
    .testTarget(name: "GSLCrossCheckTests", dependencies: ["MotionCurves", "GSLOracle", "CurveReference", "TestSupport"]),
    // Runs the built `curves` (CurvesRunner in TestSupport).
    .testTarget(name: "CurvesCommandTests", dependencies: ["curves", "CurveReference", "MotionCurvesSprings", "TestSupport"]),
    // Stand-ins for SwiftUI's and Foundation's unprefixed type names, which Linux lacks.
    .target(name: "AppleFrameworkNames", path: "Tests/AppleFrameworkNames"),
    .testTarget(name: "NameCollisionTests", dependencies: ["MotionCurves", "AppleFrameworkNames"]),
    // Seeded adversarial inputs for the library and the built command (FUZZ_SEED, FUZZ_RUNS, LONG_TESTS).
    .testTarget(name: "FuzzTests", dependencies: ["curves", "MotionCurves", "CurveReference", "TestSupport"]),
    // Every Swift listing of the README, the DocC articles and the doc comments, compiled.
    .testTarget(name: "DocumentationSnippetTests", dependencies: ["MotionCurves"]),
  ],
  swiftLanguageModes: [.v6]
)
