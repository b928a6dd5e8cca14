import Foundation
import MotionCurvesAnimation
import MotionCurvesColor
import MotionCurvesDocuments
import MotionCurvesGeometry
import MotionCurvesScene
import MotionCurvesSprings
import MotionCurvesTransforms
import TestSupport
import Testing

/// The scene evaluator's contract: animated values are the animations' own values, documents
/// round-trip, and every bad document is refused with an error naming the layer and the value.
@Suite("Scene evaluation")
struct SceneEvaluatorTests {
  /// The animation leaves of `document` under `timings` (root first), evaluated on their own by
  /// the tree walk, keyed by key path.
  static func ownValues(_ document: AnimationDocument, under timings: [LayerTiming], at t: Double) -> [String: [Double]] {
    var node = document.node
    for timing in timings.reversed() { node = .layer(timing, [node]) }
    var values: [String: [Double]] = [:]
    for leaf in node.leaves(at: t) {
      if let keyPath = leaf.animation.keyPath, let value = leaf.sample.value { values[keyPath] = value.components }
    }
    return values
  }

  @Test("through the frame evaluator, every animated value equals the animation evaluated on its own, bit for bit")
  func consistency() throws {
    let breathe = try shippedScene("breathe")
    var scene = try SceneEvaluator(breathe)
    let flower = breathe.layers[0]
    let petals = flower.sublayers[0]
    for t in [0.0, 0.7, 2.1, 3.33, 4.2, 5.25, 6.3, 9.99, 12.5, 100.01] {
      let frames = try scene.evaluate(at: t)
      for k in 0..<6 {
        for layer in petals.sublayers {
          // The flower's, the replicator's, instance k's delay (0 here) and the layer's own timing.
          let timings = [flower.timing, petals.timing, try LayerTiming(beginTime: 0), layer.timing]
          let own = Self.ownValues(layer.animations[0], under: timings, at: t)
          let presented = try frame(frames, layer.name, k)
          if let x = own["position.x"] { #expect(presented.position.x == x[0], "\(layer.name) at \(t)") }
          if let s = own["transform.scale"] {
            #expect(presented.transform.m11 == s[0] && presented.transform.m22 == s[0], "\(layer.name) at \(t)")
          }
          if let o = own["opacity"] { #expect(presented.opacity == o[0], "\(layer.name) at \(t)") }
        }
      }
      // The flower's transform is its rotation alone: the matrix of the angle the animation gives.
      let rotation = try #require(Self.ownValues(flower.animations[0], under: [flower.timing], at: t)["transform.rotation.z"])
      #expect(try frame(frames, "flower").transform == .rotation(angle: rotation[0], x: 0, y: 0, z: 1), "flower at \(t)")
    }
    // The refresh arrows: on the scene's clock (the refresh view's own timing, then the arrow's).
    let article = try shippedScene("refresh-wave-sidebar")
    var refresh = try SceneEvaluator(article)
    let view = try #require(article.allLayers.first { $0.layer.name == "refresh" }).layer
    for t in [0.0, 0.45, 0.6, 0.9, 1.0, 1.6, 2.5, 199.9, 250] {
      let frames = try refresh.evaluate(at: t)
      for layer in view.sublayers where !layer.animations.isEmpty {
        let own = Self.ownValues(layer.animations[0], under: [view.timing, layer.timing], at: t)["path"]
        let numbers = try #require(frame(frames, layer.name).path).commands.flatMap { command -> [Double] in
          switch command {
          case let .move(p), let .line(p): return [p.x, p.y]
          default: return []
          }
        }
        // After the 100 repeats (200 s) the animation is removed: the model path.
        let model = try #require(layer.path).commands.flatMap { command -> [Double] in
          if case let .move(p) = command { return [p.x, p.y] }
          if case let .line(p) = command { return [p.x, p.y] }
          return []
        }
        #expect(numbers == (own ?? model), "\(layer.name) at \(t)")
      }
    }
  }

  @Test("a replicator's instance k runs k·instanceDelay later and is turned by the instance transform k times")
  func instanceDelay() throws {
    var dot = SceneLayer(name: "dot")
    dot.boundsSize = SIMD2(10, 10)
    dot.position = SIMD2(50, 20)
    dot.animations = [try AnimationDocument(keyPath: "opacity", clock: .media(try MediaTiming(duration: 1)), keyframes: .values(try KeyframeValues(values: [[0], [1]])))]
    var ring = SceneLayer(name: "ring")
    ring.boundsSize = SIMD2(100, 100)
    ring.position = SIMD2(50, 50)
    ring.replicator = SceneReplicator(instanceCount: 4, instanceTransform: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1), instanceDelay: 0.25)
    ring.sublayers = [dot]
    var scene = try SceneEvaluator(SceneDocument(name: "ring", size: SIMD2(100, 100), duration: 1, layers: [ring]))
    let frames = try scene.evaluate(at: 0.5)
    for k in 0..<4 {
      let instance = try frame(frames, "dot", k)
      // Instance k started at 0.25k: opacity (0.5 − 0.25k) / 1, or no animation yet (model 1).
      let expected = 0.5 - 0.25 * Double(k)
      #expect(instance.opacity == (expected >= 0 ? expected : 1), "instance \(k)")
      // The dot's centre (50, 20) turned by kπ/2 about the ring's centre (50, 50).
      let centre = try #require(instance.toRoot.projecting(SIMD2<Double>(5, 5)))
      let expectedCentre = SIMD2<Double>(50, 50) + turned(SIMD2(0, -30), by: Double(k) * .pi / 2)
      #expect(abs(centre.x - expectedCentre.x) <= 1e-13 && abs(centre.y - expectedCentre.y) <= 1e-13, "instance \(k): \(centre)")
    }
  }

  @Test("perspective: a layer turned about y under m34 = −1/500 projects its corners as the closed form does")
  func perspective() throws {
    var menu = SceneLayer(name: "menu")
    menu.boundsSize = SIMD2(100, 200)
    menu.anchorPoint = SIMD2(1, 0.5)
    menu.position = SIMD2(100, 164)
    var perspective = TransformMatrix3D.identity
    perspective.row3.w = -1.0 / 500
    let angle = -Double.pi / 4
    menu.transform = perspective.rotated(by: angle, x: 0, y: 1, z: 0)
    var scene = try SceneEvaluator(SceneDocument(name: "fold", size: SIMD2(200, 400), duration: 1, layers: [menu]))
    let quad = try #require(try scene.evaluate(at: 0)[0].quad)
    // The left edge sits 100 pt left of the anchor: turned about y by a, it is at x = −100 cos a,
    // z = 100 sin a·(−1)… as CATransform3DRotate turns it: (x, z) → (x cos a, −x sin a) for a point
    // on the x axis; w = 1 − z/500. Corners: (−100, ±100) relative to the anchor.
    let x = -100 * cos(angle), z = 100 * sin(angle)
    let w = 1 - z / 500
    #expect(abs(quad.topLeft.x - (100 + x / w)) <= 1e-12, "\(quad)")
    #expect(abs(quad.topLeft.y - (164 - 100 / w)) <= 1e-12, "\(quad)")
    #expect(abs(quad.topRight.x - 100) <= 1e-12 && abs(quad.topRight.y - 64) <= 1e-12, "\(quad)")
  }

  @Test("documents round-trip through JSON: the same frames")
  func roundTrip() throws {
    for name in ["breathe", "map-transition", "refresh-wave-sidebar", "search-back-icon", "countdown", "sidebar-drag"] {
      let document = try shippedScene(name)
      let again = try JSONDecoder().decode(SceneDocument.self, from: try JSONEncoder().encode(document))
      var a = try SceneEvaluator(document)
      var b = try SceneEvaluator(again)
      for t in [0.0, 0.6, 2.1, 3.3, 5.25] { #expect(try a.evaluate(at: t) == (try b.evaluate(at: t)), "\(name) at \(t)") }
    }
  }

  @Test("documents map to the library's types: clocks, caps, colours, spring values and vectors, and write back the same")
  func libraryTypes() throws {
    let json = #"""
      {"name": "x", "size": [10, 10], "duration": 1, "background": "hsl(120 100% 25%)",
       "inputs": [{"name": "drag", "animation": {"coreAnimation": {"duration": 1}}}],
       "layers": [{"name": "a", "clock": "drag", "path": "M 0 0 L 10 0", "lineCap": "round", "strokeColor": "white",
                   "fillColor": [0.25, 0.5, 0.75, 0.5],
                   "springs": [{"keyPath": "position.x", "to": 4}],
                   "transitions": [{"keyPath": "position", "duration": 1, "to": [1, 2]}, {"keyPath": "opacity", "duration": 1, "to": 0}],
                   "sublayers": [{"name": "b", "clock": "scene"}]}]}
      """#
    let document = try JSONDecoder().decode(SceneDocument.self, from: Data(json.utf8))
    let a = document.layers[0]
    #expect(a.clock == .input("drag") && a.sublayers[0].clock == .scene && a.sublayers[0].sublayers.isEmpty)
    #expect(a.lineCap == .round && SceneLayer(name: "c").lineCap == .butt)
    // Colours are read as sRGB: hsl(120 100% 25%) is rgb(0 127.5 0), white is (1, 1, 1).
    #expect(document.background == CSSColor(space: .srgb, components: SIMD3(0, 0.5, 0)))
    #expect(a.strokeColor == CSSColor(space: .srgb, components: SIMD3(1, 1, 1)))
    #expect(a.fillColor == CSSColor(space: .srgb, components: SIMD3(0.25, 0.5, 0.75), alpha: 0.5))
    // JNWSpringAnimation's defaults: damping 30, stiffness 300, mass 5.
    #expect(a.springs[0].spring == (try DampedSpring(mass: 5, stiffness: 300, damping: 30)))
    #expect(a.transitions.map(\.to) == [[1, 2], [0]])
    // Written and read again: the same values.
    let again = try JSONDecoder().decode(SceneDocument.self, from: try JSONEncoder().encode(document))
    let b = again.layers[0]
    #expect(again.background == document.background)
    #expect(b.clock == a.clock && b.sublayers[0].clock == .scene && b.lineCap == .round)
    #expect(b.fillColor == a.fillColor && b.strokeColor == a.strokeColor)
    #expect(b.springs == a.springs && b.transitions == a.transitions)
    #expect(Self.decode(json.replacingOccurrences(of: "\"round\"", with: "\"ball\"")).contains("layers[0].lineCap"))
  }

  @Test("a colour in any space presents as its sRGB value; a replicator instance's as that times the instance colour")
  func colorSpaces() throws {
    var dot = SceneLayer(name: "dot")
    // hsl(120 100% 25%) = rgb(0 127.5 0); linear-light channels are encoded by the sRGB transfer
    // function, 1.055·c^(1/2.4) − 0.055.
    dot.backgroundColor = try CSSColor(css: "hsl(120 100% 25%)")
    dot.fillColor = try CSSColor(css: "color(srgb-linear 0.5 0.25 1)")
    dot.path = try VectorPath(svg: "M 0 0 L 1 1")
    var ring = SceneLayer(name: "ring")
    ring.replicator = SceneReplicator(
      instanceCount: 2, colorModel: try ReplicatorColorModel(instanceColor: SIMD4(1, 1, 1, 1), redOffset: 0, greenOffset: -0.5))
    ring.sublayers = [dot]
    var scene = try SceneEvaluator(SceneDocument(name: "x", size: SIMD2(10, 10), duration: 1, layers: [ring]))
    let frames = try scene.evaluate(at: 0)
    let encoded = SIMD3(1.055 * pow(0.5, 1 / 2.4) - 0.055, 1.055 * pow(0.25, 1 / 2.4) - 0.055, 1)
    for k in 0..<2 {
      let green = 1 - 0.5 * Double(k)
      let background = rgba(try #require(try frame(frames, "dot", k).backgroundColor))
      #expect(abs(background.x) <= 1e-15 && abs(background.y - 0.5 * green) <= 1e-15 && abs(background.z) <= 1e-15, "\(background)")
      let fill = rgba(try #require(try frame(frames, "dot", k).fillColor))
      let expected = encoded * SIMD3(1, green, 1)
      #expect((0..<3).allSatisfy { abs(fill[$0] - expected[$0]) <= 1e-15 } && fill.w == 1, "\(fill) vs \(expected)")
    }
  }

  static func decode(_ json: String) -> String {
    do {
      _ = try JSONDecoder().decode(SceneDocument.self, from: Data(json.utf8))
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  @Test("bad documents are refused with the JSON path or the layer and the value", arguments: [
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a"}, {"name": "a"}]}"#, "two layers are named \"a\""),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "opacity": 2}]}"#, "layers[0].opacity: must be in [0, 1]"),
    (#"{"name": "x", "size": [10, 0], "duration": 1, "layers": []}"#, "size: must be [width, height], both positive"),
    (#"{"name": "x", "size": [10, 10], "duration": 0, "layers": []}"#, "duration: must be a positive number"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "wobble": 1}]}"#, "wobble: is not a field of a layer"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "fillColor": "reddish"}]}"#, "layers[0].fillColor"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "transform": "spin(3)"}]}"#, "layers[0].transform"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"keyPath": "wobble", "coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}"#, "layers[0]: layer \"a\": \"wobble\" is not an animatable property"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"keyPath": "position", "coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}"#, "layers[0]: layer \"a\": position values have 1 numbers, the property has 2"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"keyPath": "path", "coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}"#, "path is animated but the layer has no path"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "clock": "drag"}]}"#, "layers[0]: layer \"a\": clock \"drag\" names no input"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "springs": [{"keyPath": "position", "from": 0, "to": 1}]}]}"#, "the spring on position: the property is not one number"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "springs": [{"keyPath": "opacity", "from": 0, "to": 1, "mass": 0}]}]}"#, "layers[0].springs[0]"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"keyPath": "textIndex", "coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}"#, "textIndex is animated but the layer has no texts"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"keyPath": "transform", "coreAnimation": {"duration": 1}, "from": [1, 2], "to": [3, 4]}]}]}"#, "transform values have 2 numbers, the property has 16"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "inputs": [{"name": "d", "animation": {"coreAnimation": {"duration": 1}}}, {"name": "d", "animation": {"coreAnimation": {"duration": 1}}}], "layers": []}"#, "two inputs are named \"d\""),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "wave": {"header": 3, "width": 375}}]}"#, "header: must be 1 (the front wave) or 2"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "inputs": [{"name": "scene", "animation": {"coreAnimation": {"duration": 1}}}], "layers": []}"#, "inputs[0].name: \"scene\" names the scene's own clock"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "inputs": [{"name": "d", "animation": {"coreAnimation": {"duration": 1}, "from": [0, 1], "to": [1, 2]}}], "layers": []}"#, "input d\": value values have 2 numbers, the property has 1"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "animations": [{"coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}"#, "an animation has no keyPath"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "replicator": {"instanceCount": 2}, "sublayers": [{"name": "b", "replicator": {"instanceCount": 0}}]}]}"#, "instanceCount: must be a whole number from 1 to 10000"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "replicator": {"instanceCount": 2}, "sublayers": [{"name": "b", "replicator": {"instanceCount": 2}}]}]}"#, "layers[0].sublayers[0]: layer \"b\": a replicator inside a replicator"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a", "gradient": {"colors": ["red", "blue"], "locations": [0.5, 0.2]}}]}"#, "locations: must be non-decreasing"),
    (#"{"name": "x", "size": [10, 10], "duration": 1, "layers": [{"name": "a"}, {"name": "b", "sublayers": [{"name": "c"}, {"name": "d", "animations": [{"keyPath": "wobble", "coreAnimation": {"duration": 1}, "from": 0, "to": 1}]}]}]}"#, "layers[1].sublayers[1]: layer \"d\": \"wobble\" is not an animatable property"),
  ])
  func refused(_ json: String, _ fragment: String) {
    let message = Self.decode(json)
    #expect(message.contains(fragment), "\(message)")
  }

  @Test("a NaN or infinite frame time is refused")
  func badTime() throws {
    var scene = try SceneEvaluator(try shippedScene("breathe"))
    for t in [Double.nan, .infinity, -.infinity] {
      do {
        _ = try scene.evaluate(at: t)
        Issue.record("time \(t) was accepted")
      } catch {
        #expect(error.description == "time = \(t) is not a finite number")
      }
    }
  }
}

/// Every shipped scene, every layer on the scene's clock: each scalar property driven by
/// animations shows the last of them that has a value at t, evaluated alone by the tree walk under
/// the layer's timings, or the model value — Core Animation's order, restated independently.
@Suite("Scene consistency: every shipped scene")
struct SceneConsistencyTests {
  static let scalar: [String: @Sendable (SceneLayerFrame) -> Double] = [
    "opacity": { $0.opacity }, "strokeStart": { $0.strokeStart }, "strokeEnd": { $0.strokeEnd },
    "position.x": { $0.position.x }, "position.y": { $0.position.y }, "lineWidth": { $0.lineWidth },
  ]

  static func model(_ layer: SceneLayer, _ keyPath: String) -> Double {
    switch keyPath {
    case "opacity": return layer.opacity
    case "strokeStart": return layer.strokeStart
    case "strokeEnd": return layer.strokeEnd
    case "position.x": return layer.position.x
    case "position.y": return layer.position.y
    default: return layer.lineWidth
    }
  }

  @Test("the presented scalar properties of every layer equal the animations evaluated alone", arguments: [
    "breathe", "map-transition", "refresh-wave-sidebar", "search-back-icon", "countdown", "sidebar-drag",
  ])
  func scene(_ name: String) throws {
    let document = try shippedScene(name)
    var scene = try SceneEvaluator(document)
    // Layers on the scene's clock, outside replicators, with their timings from the root.
    var layers: [(SceneLayer, [LayerTiming])] = []
    func collect(_ list: [SceneLayer], _ timings: [LayerTiming], _ onSceneClock: Bool) {
      for layer in list {
        let clock = layer.clock == .scene ? true : layer.clock == nil ? onSceneClock : false
        let chain = layer.clock == .scene ? [layer.timing] : timings + [layer.timing]
        if clock { layers.append((layer, chain)) }
        if layer.replicator == nil { collect(layer.sublayers, chain, clock) }
      }
    }
    collect(document.layers, [], true)
    var checked = 0
    for k in 0...24 {
      let t = document.duration * Double(k) / 24
      let frames = try scene.evaluate(at: t)
      for (layer, timings) in layers {
        let presented = try frame(frames, layer.name)
        // Transitions and springs start from the value on screen: `TransitionTests` checks them.
        let changed = Set(layer.transitions.map(\.keyPath) + layer.springs.map(\.keyPath))
        for (keyPath, read) in Self.scalar where !changed.contains(keyPath) {
          var value: Double?
          for document in layer.animations {
            if let own = SceneEvaluatorTests.ownValues(document, under: timings, at: t)[keyPath] { value = own[0] }
          }
          #expect(read(presented) == (value ?? Self.model(layer, keyPath)), "\(name): \(layer.name).\(keyPath) at \(t)")
          if value != nil { checked += 1 }
        }
      }
    }
    // Breathe's and the article's scalar animations are on replicated or scrubbed layers, which
    // `consistency()` above checks; the map's and the icon's are transitions.
    #expect(checked > 0 || name != "countdown", "\(name): some animated values were compared")
  }
}
