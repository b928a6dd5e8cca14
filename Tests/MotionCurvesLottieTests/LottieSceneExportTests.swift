import Foundation
import MotionCurvesLottie
import MotionCurvesScene
import MotionCurvesTransforms
import TestSupport
import Testing

// The shipped scenes exported as Lottie (Examples/lottie/<name>.json), checked two ways: the
// committed files are what the exporter writes today (byte for byte, so they cannot go stale), and
// each file, read back by the library's own Lottie reader and evaluated exactly, reproduces the
// scene's own evaluation (SceneEvaluator, the independent reference) within the tolerances
// LottieSceneExport states: 0.01 px for points, 1e-4 for opacity, colours and trim fractions.

let exportedScenes = ["breathe", "countdown", "map-transition", "refresh-wave-sidebar", "search-back-icon", "sidebar-drag"]

func exportedLottieURL(_ name: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/lottie/\(name).json")
}

/// A path property's bezier at `frame`: the constant, or the last keyframe at or before it (the
/// exporter writes paths as hold keyframes).
func bezier(_ property: LottieProperty<LottieBezier>, atFrame frame: Double) -> LottieBezier? {
  if case let .constant(value) = property.content { return value }
  return property.keyframes.last(where: { $0.time <= frame })?.value ?? property.keyframes.first?.value
}

/// The items of the named group of a shape layer.
func groupItems(_ layer: LottieLayer, _ name: String) -> [LottieShape]? {
  for shape in layer.shapes where shape.name == name {
    if case let .group(items) = shape.kind { return items }
  }
  return nil
}

@Suite struct LottieSceneExportTests {
  @Test(arguments: exportedScenes)
  func theShippedFileIsWhatTheExporterWrites(_ name: String) throws {
    let committed = try String(contentsOf: exportedLottieURL(name), encoding: .utf8)
    let exported = try LottieSceneExport().export(try shippedScene(name))
    #expect(exported.json + "\n" == committed, "regenerate: curves scene \(name) --format lottie > Examples/lottie/\(name).json")
  }

  @Test(arguments: exportedScenes)
  func theFileReproducesTheScene(_ name: String) throws {
    let scene = try shippedScene(name)
    let bytes = try Array(Data(contentsOf: exportedLottieURL(name)))
    let animation = try LottieAnimation(json: bytes)
    let program = try LottieProgram(animation, mode: .exact)
    var buffer = program.makeBuffer()
    var evaluator = try SceneEvaluator(scene, tolerance: 0.01)
    let frameCount = Int((scene.duration * 60).rounded())
    var checkedPoints = 0, checkedValues = 0
    var worstPoint = 0.0, worstValue = 0.0
    for k in Array(stride(from: 0, through: frameCount, by: 13)) + [frameCount] {
      let frames = try evaluator.evaluate(at: Double(k) / 60)
      program.evaluate(atFrame: Double(k), into: &buffer)
      var byInd: [String: (name: String?, layer: LottieLayer, opacity: Double, toRoot: TransformMatrix3D)] = [:]
      for (j, layer) in program.layers.enumerated() {
        byInd[layer.indPath] = (layer.layer.name, layer.layer, buffer.opacity[j], buffer.toRoot[j])
      }
      for (index, frame) in frames.enumerated() {
        let label = frame.instance == 0 ? frame.name : "\(frame.name)#\(frame.instance)"
        let layerFrame = try #require(byInd["\(index + 1)"])
        #expect(layerFrame.name == label)
        // Opacity: the layer's Lottie opacity is the scene's composite opacity (0 behind the viewer).
        let opacity = frame.quad == nil ? 0 : frame.compositeOpacity
        worstValue = max(worstValue, abs(layerFrame.opacity - opacity))
        #expect(abs(layerFrame.opacity - opacity) <= 1e-4, "\(name) frame \(k) \(label) opacity")
        checkedValues += 1
        // Geometry: the bounds' corners where the Lottie file draws them, against the scene's quad.
        guard let quad = frame.quad else { continue }
        let o = frame.boundsOrigin, e = frame.boundsOrigin + frame.boundsSize
        let expected = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
        let items = groupItems(layerFrame.layer, "background") ?? groupItems(layerFrame.layer, "gradient")
        var corners: [SIMD2<Double>]? = nil
        if let items, case let .path(property)? = items.first?.kind, let path = bezier(property, atFrame: Double(k)) {
          corners = path.vertices
        } else if layerFrame.toRoot != .identity {
          corners = [SIMD2(o.x, o.y), SIMD2(e.x, o.y), SIMD2(e.x, e.y), SIMD2(o.x, e.y)]
        }
        if let corners {
          #expect(corners.count == 4)
          for (corner, want) in zip(corners, expected) {
            let got = try #require(layerFrame.toRoot.projecting(corner))
            let distance = ((got.x - want.x) * (got.x - want.x) + (got.y - want.y) * (got.y - want.y)).squareRoot()
            worstPoint = max(worstPoint, distance)
            #expect(distance <= 0.01, "\(name) frame \(k) \(label) corner \(got) vs \(want)")
            checkedPoints += 1
          }
        }
        // Colours: the background fill's colour and opacity.
        if let items = groupItems(layerFrame.layer, "background"), let color = frame.backgroundColor {
          for item in items {
            guard case let .fill(fill) = item.kind else { continue }
            let rgb = fill.color?.value(atFrame: Double(k), mode: .exact) ?? []
            let alpha = (fill.opacity?.value(atFrame: Double(k), mode: .exact).first ?? 100) / 100
            let want = [color.components.x, color.components.y, color.components.z, color.alpha]
            for (got, value) in zip(rgb + [alpha], want) {
              worstValue = max(worstValue, abs(got - value))
              #expect(abs(got - value) <= 1e-4, "\(name) frame \(k) \(label) background \(rgb) vs \(want)")
              checkedValues += 1
            }
          }
        }
        // Trim: the stroke's start and end (percent) against strokeStart and strokeEnd.
        if let items = groupItems(layerFrame.layer, "stroke") {
          for item in items {
            guard case let .trim(trim) = item.kind else { continue }
            let s = (trim.start?.value(atFrame: Double(k), mode: .exact).first ?? 0) / 100
            let end = (trim.end?.value(atFrame: Double(k), mode: .exact).first ?? 100) / 100
            for (got, want) in [(s, min(max(frame.strokeStart, 0), 1)), (end, min(max(frame.strokeEnd, 0), 1))] {
              worstValue = max(worstValue, abs(got - want))
              #expect(abs(got - want) <= 1e-4, "\(name) frame \(k) \(label) trim")
              checkedValues += 1
            }
          }
        }
      }
    }
    #expect(checkedPoints > 0 && checkedValues > 0)
    print("\(name): \(checkedPoints) corners (worst \(worstPoint) px), \(checkedValues) values (worst \(worstValue))")
  }

  @Test func badParametersAreTypedErrors() throws {
    let scene = try shippedScene("countdown")
    // Each bad value named: a zero frame rate, a span ending before it starts.
    #expect(throws: LottieExportError.frameRate(0)) { try LottieSceneExport(framesPerSecond: 0).export(scene) }
    #expect(throws: LottieExportError.span(from: 2, until: 1)) { try LottieSceneExport(start: 2, end: 1).export(scene) }
    #expect(throws: LottieExportError.tooManyFrames(6_000_000)) {
      try LottieSceneExport(framesPerSecond: 1000, end: 6000).export(scene)
    }
  }

  @Test func anEmptySceneIsOneBackgroundLayer() throws {
    // By hand: a 100 × 50 black canvas, 1 s at 30 fps → op 30, one background layer (ind 1) of a
    // 100 × 50 rectangle centred at (50, 25), filled black at 100 %.
    let scene = SceneDocument(name: "empty", size: [100, 50], duration: 1, layers: [])
    let json = try LottieSceneExport(framesPerSecond: 30).export(scene).json
    let animation = try LottieAnimation(json: Array(json.utf8))
    #expect(animation.layers.count == 1)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(root["op"] as? Double == 30 && root["fr"] as? Double == 30 && root["w"] as? Double == 100)
  }
}
