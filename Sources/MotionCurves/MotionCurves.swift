// The umbrella module: `import MotionCurves` gives every layer of the library, as
// swift-collections' `Collections` gives each of its modules. Each layer is also a product of its
// own (`MotionCurvesTiming` alone, say) for a user who wants only part of it.
@_exported import MotionCurvesCore
@_exported import MotionCurvesTiming
@_exported import MotionCurvesSprings
@_exported import MotionCurvesWaves
@_exported import MotionCurvesGeometry
@_exported import MotionCurvesTransforms
@_exported import MotionCurvesColor
@_exported import MotionCurvesAnimation
@_exported import MotionCurvesPlatforms
@_exported import MotionCurvesGestures
@_exported import MotionCurvesDocuments
@_exported import MotionCurvesFrame
@_exported import MotionCurvesScene
@_exported import MotionCurvesLottie
