import AppleFrameworkNames
import Foundation
import MotionCurves
import Testing

// This file is the compile test: it imports stand-ins for SwiftUI's, Foundation's and the other
// frameworks' unprefixed types next to MotionCurves and names every MotionCurves type unqualified.
// Were any MotionCurves type to share a name with one of them, the name would be ambiguous here and
// the test target would not build.

/// Every public top-level type of MotionCurves, named unqualified.
let everyPublicType: [String: Any.Type] = [
  "AndroidSpring": AndroidSpring.self,
  "LottieSceneExport": LottieSceneExport.self,
  "LottieExportError": LottieExportError.self,
  "LottieAnimation": LottieAnimation.self,
  "LottieLayer": LottieLayer.self,
  "LottieAsset": LottieAsset.self,
  "LottieMarker": LottieMarker.self,
  "LottieTransform": LottieTransform.self,
  "LottieKeyframe": LottieKeyframe<[Double]>.self,
  "LottieProperty": LottieProperty<[Double]>.self,
  "LottieEasingHandle": LottieEasingHandle.self,
  "LottieBezier": LottieBezier.self,
  "LottieShape": LottieShape.self,
  "LottieRectangle": LottieRectangle.self,
  "LottieEllipse": LottieEllipse.self,
  "LottieStar": LottieStar.self,
  "LottieFill": LottieFill.self,
  "LottieStroke": LottieStroke.self,
  "LottieDash": LottieDash.self,
  "LottieGradient": LottieGradient.self,
  "LottieTrim": LottieTrim.self,
  "LottieRepeater": LottieRepeater.self,
  "LottieMask": LottieMask.self,
  "LottieEffect": LottieEffect.self,
  "LottieDiagnostic": LottieDiagnostic.self,
  "LottieError": LottieError.self,
  "LottieEvaluationMode": LottieEvaluationMode.self,
  "LottieLayerFrame": LottieLayerFrame.self,
  "LottieWebEasing": LottieWebEasing.self,
  "LottieWebMotionPath": LottieWebMotionPath.self,
  "LayerGeometry": LayerGeometry.self,
  "LayerQuad": LayerQuad.self,
  "CSSAngle": CSSAngle.self,
  "CSSColor": CSSColor.self,
  "SyntaxError": SyntaxError.self,
  "CSSColorInterpolationMethod": CSSColorInterpolationMethod.self,
  "CSSColorSpace": CSSColorSpace.self,
  "CSSHueInterpolationMethod": CSSHueInterpolationMethod.self,
  "CSSGamutMappingMethod": CSSGamutMappingMethod.self,
  "ColorInterpolationMode": ColorInterpolationMode.self,
  "ColorBlendMode": ColorBlendMode.self,
  "ColorCompositing": ColorCompositing.self,
  "ColorCompositingError": ColorCompositingError.self,
  "ReplicatorColorModel": ReplicatorColorModel.self,
  "ColorStop": ColorStop.self,
  "ColorStops": ColorStops.self,
  "ColorStopsError": ColorStopsError.self,
  "GradientLine": GradientLine.self,
  "CSSLength": CSSLength.self,
  "CSSPerspective": CSSPerspective.self,
  "CSSRotate": CSSRotate.self,
  "CSSScale": CSSScale.self,
  "CSSTransformContext": CSSTransformContext.self,
  "CSSTransformFunction": CSSTransformFunction.self,
  "CSSTransformList": CSSTransformList.self,
  "CSSTransformOrigin": CSSTransformOrigin.self,
  "CSSTranslate": CSSTranslate.self,
  "TransformComponent": TransformComponent.self,
  "TransformDecomposition": TransformDecomposition.self,
  "TransformInterpolationOptions": TransformInterpolationOptions.self,
  "TransformError": TransformError.self,
  "TransformMatrix2D": TransformMatrix2D.self,
  "TransformMatrix3D": TransformMatrix3D.self,
  "AnimatedValue": AnimatedValue<Double>.self,
  "AnimationDocument": AnimationDocument.self,
  "AnimationDocumentError": AnimationDocumentError.self,
  "AnimationNode": AnimationNode<Double>.self,
  "AnimationTiming": AnimationTiming.self,
  "AnimationTimingError": AnimationTimingError.self,
  "CompiledTiming": CompiledTiming.self,
  "ComponentVector": ComponentVector.self,
  "ComputedTiming": ComputedTiming.self,
  "EffectTiming": EffectTiming.self,
  "IterationDirection": IterationDirection.self,
  "KeyTimeValidation": KeyTimeValidation.self,
  "KeyframeCalculationMode": KeyframeCalculationMode.self,
  "KeyframeCurve": KeyframeCurve<Double>.self,
  "KeyframeError": KeyframeError.self,
  "KeyframeSequence": KeyframeSequence<Double>.self,
  "KeyframeValues": KeyframeValues<Double>.self,
  "LayerTiming": LayerTiming.self,
  "MediaTiming": MediaTiming.self,
  "PathArcInterpolation": PathArcInterpolation.self,
  "PathCommand": PathCommand.self,
  "PathDashError": PathDashError.self,
  "PathLengthTable": PathLengthTable.self,
  "PathPosition": PathPosition.self,
  "PathSegment": PathSegment.self,
  "PathSubpath": PathSubpath.self,
  "PropertyAnimation": PropertyAnimation<Double>.self,
  "TimingPhase": TimingPhase.self,
  "CoreAnimationSpring": CoreAnimationSpring.self,
  "CoreAnimationTimingFunctionName": CoreAnimationTimingFunctionName.self,
  "CubicBezier": CubicBezier.self,
  "CubicBezierError": CubicBezierError.self,
  "DampedSpring": DampedSpring.self,
  "EllipticalArc": EllipticalArc.self,
  "Interpolatable": (any Interpolatable).self,
  "ArcLengthCurve": (any ArcLengthCurve).self,
  "ParametricCurve": (any ParametricCurve).self,
  "JNWSpringAnimation": JNWSpringAnimation.self,
  "LinearEasing": LinearEasing.self,
  "NamedTimingCurve": NamedTimingCurve.self,
  "LottieTrimMode": LottieTrimMode.self,
  "Motion": (any Motion).self,
  "MotionSample": MotionSample<Double>.self,
  "SampleGrid": SampleGrid.self,
  "SamplingError": SamplingError.self,
  "SettlingMotion": (any SettlingMotion).self,
  "SineWave": SineWave.self,
  "SpringAnimator": SpringAnimator<Double>.self,
  "SpringBank": SpringBank.self,
  "FrameEvaluator": FrameEvaluator.self,
  "FrameEvaluatorError": FrameEvaluatorError.self,
  "Material3Duration": Material3Duration.self,
  "SwiftUIAnimation": SwiftUIAnimation.self,
  "AndroidPathInterpolator": AndroidPathInterpolator.self,
  "AndroidPathInterpolatorError": AndroidPathInterpolatorError.self,
  "SwiftUIAnimationDefaults": SwiftUIAnimationDefaults.self,
  "SwiftUIAnimationError": SwiftUIAnimationError.self,
  "SwiftUISpring": SwiftUISpring.self,
  "SwiftUIFluidSpring": SwiftUIFluidSpring.self,
  "SwiftUIInterpolatingSpring": SwiftUIInterpolatingSpring.self,
  "SwiftUIAnimatedValue": SwiftUIAnimatedValue.self,
  "GestureError": GestureError.self,
  "DecayMotion": (any DecayMotion).self,
  "DecayModel": (any DecayModel).self,
  "ChromiumFlingArithmetic": ChromiumFlingArithmetic.self,
  "ChromiumExponentialFling": ChromiumExponentialFling.self,
  "ChromiumExponentialFlingMotion": ChromiumExponentialFlingMotion.self,
  "ChromiumPhysicsFling": ChromiumPhysicsFling.self,
  "ChromiumPhysicsFlingMotion": ChromiumPhysicsFlingMotion.self,
  "RubberBand": RubberBand.self,
  "UIKitDecay": UIKitDecay.self,
  "UIKitDecayMotion": UIKitDecayMotion.self,
  "ComposeExponentialDecay": ComposeExponentialDecay.self,
  "ComposeExponentialDecayMotion": ComposeExponentialDecayMotion.self,
  "FramerInertia": FramerInertia.self,
  "FramerInertiaMotion": FramerInertiaMotion.self,
  "AndroidSpline": AndroidSpline.self,
  "AndroidFlingNumerics": AndroidFlingNumerics.self,
  "AndroidFlingDecay": AndroidFlingDecay.self,
  "AndroidFling": AndroidFling.self,
  "AndroidSpringBack": AndroidSpringBack.self,
  "AndroidEdgeBounce": AndroidEdgeBounce.self,
  "AndroidOverScroll": AndroidOverScroll.self,
  "SnapRule": SnapRule.self,
  "SnapPoints": SnapPoints.self,
  "DecayThenSpring": DecayThenSpring<UIKitDecayMotion>.self,
  "SwiftUIUnitCurve": SwiftUIUnitCurve.self,
  "SwiftUIKeyframe": SwiftUIKeyframe.self,
  "SwiftUIKeyframeError": SwiftUIKeyframeError.self,
  "SwiftUIKeyframeTangentRule": SwiftUIKeyframeTangentRule.self,
  "SwiftUIKeyframeTrack": SwiftUIKeyframeTrack.self,
  "SwiftUIKeyframeTimeline": SwiftUIKeyframeTimeline.self,
  "Material3Easing": Material3Easing.self,
  "Material3MotionScheme": Material3MotionScheme.self,
  "ComposeCubicBezierEasing": ComposeCubicBezierEasing.self,
  "ComposeEasing": ComposeEasing.self,
  "ComposeSpring": ComposeSpring.self,
  "ComposeTween": ComposeTween.self,
  "ComposeAnimationSpecError": ComposeAnimationSpecError.self,
  "ComposeDurationBasedSpec": ComposeDurationBasedSpec.self,
  "ComposeKeyframe": ComposeKeyframe.self,
  "ComposeKeyframes": ComposeKeyframes.self,
  "ComposeKeyframesWithSpline": ComposeKeyframesWithSpline.self,
  "ComposeRepeatMode": ComposeRepeatMode.self,
  "ComposeRepeatable": ComposeRepeatable.self,
  "ComposeSnap": ComposeSnap.self,
  "ComposeStartOffset": ComposeStartOffset.self,
  "PlatformNameError": PlatformNameError.self,
  "PlatformCurve": PlatformCurve.self,
  "PlatformModel": PlatformModel.self,
  "SceneDocument": SceneDocument.self,
  "SceneLayer": SceneLayer.self,
  "SceneLineCap": SceneLineCap.self,
  "SceneClock": SceneClock.self,
  "SceneGradient": SceneGradient.self,
  "SceneReplicator": SceneReplicator.self,
  "SceneSpring": SceneSpring.self,
  "SceneTransition": SceneTransition.self,
  "SceneWave": SceneWave.self,
  "SceneInput": SceneInput.self,
  "SceneDrag": SceneDrag.self,
  "SceneDragMotion": SceneDragMotion.self,
  "SceneProperty": SceneProperty.self,
  "SceneError": SceneError.self,
  "SceneEvaluator": SceneEvaluator.self,
  "SceneProgram": SceneProgram.self,
  "SceneFrameBuffer": SceneFrameBuffer.self,
  "SceneLayerState": SceneLayerState.self,
  "ScenePolyline": ScenePolyline.self,
  "SceneLayerFrame": SceneLayerFrame.self,
  "SpringError": SpringError.self,
  "SpringModel": SpringModel.self,
  "SpringMotion": SpringMotion.self,
  "SpringMotionReport": SpringMotionReport.self,
  "SpringStepper": SpringStepper.self,
  "Steps": Steps.self,
  "TimingCurve": (any TimingCurve).self,
  "TimingFunction": TimingFunction.self,
  "TimingFunctionError": TimingFunctionError.self,
  "VectorSpace": (any VectorSpace).self,
  "VectorPath": VectorPath.self,
  "VectorSpaceScalar": (any VectorSpaceScalar).self,
  "WaveError": WaveError.self,
  "WaveMotion": WaveMotion.self,
  "WaveCurve": WaveCurve.self,
]

@Suite("Names that travel")
struct NameCollisionTests {
  @Test("MotionCurves and the frameworks' names, used side by side unqualified")
  func sideBySide() throws {
    // SwiftUI's Spring and MotionCurves' DampedSpring in one scope.
    let swiftUISpring = Spring()
    let spring = try DampedSpring(response: 0.5, dampingRatio: 0.7)
    let motion = try SpringMotion(spring: spring, from: 0, to: 100)
    let curve: any TimingCurve = CubicBezier.ease
    let _: (Spring, Path, Color, Gradient, Angle, Animation, Transaction, UnitCurve, KeyframeTrack, KeyframeTimeline) =
      (swiftUISpring, Path(), Color(), Gradient(), Angle(), Animation(), Transaction(), UnitCurve(), KeyframeTrack(), KeyframeTimeline())
    #expect(motion.value(at: 0) == 0 && curve.value(at: 1) == 1)
  }

  @Test("the list above is every public top-level type of the library, and none is a framework's name")
  func everyTypeListed() throws {
    let sources = Foundation.URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources").standardized
    var declared: Set<String> = []
    // Every layer's target (Sources/MotionCurves*), the umbrella included.
    let files = Foundation.FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? Foundation.URL {
      guard file.path.contains("/Sources/MotionCurves") else { continue }
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        // Top-level declarations start in the first column; nested ones are indented.
        let words = line.split(separator: " ").filter { !["indirect", "final"].contains($0) }
        guard line.hasPrefix("public "), words.count >= 3, ["struct", "enum", "protocol", "class", "typealias"].contains(words[1])
        else { continue }
        declared.insert(String(words[2].prefix { $0.isLetter || $0.isNumber }))
      }
    }
    #expect(declared == Set(everyPublicType.keys), "listed but not declared: \(Set(everyPublicType.keys).subtracting(declared)); declared but not listed: \(declared.subtracting(everyPublicType.keys))")
    #expect(declared.isDisjoint(with: appleFrameworkTypeNames), "\(declared.intersection(appleFrameworkTypeNames))")
    #expect(appleFrameworkTypeNames.isSuperset(of: ["Spring", "Path", "Color", "Gradient", "Angle", "KeyframeTrack", "KeyframeTimeline", "UnitCurve", "Animation", "Transaction"]))
  }
}
