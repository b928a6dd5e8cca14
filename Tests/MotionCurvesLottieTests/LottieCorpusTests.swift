import Foundation
import MotionCurvesLottie
import TestSupport
import Testing

// Every corpus file (../shared/lottie-corpus, from airbnb/lottie-android's snapshot tests), read by
// the library and, independently, by Foundation's JSONSerialization: the expected values below
// come from JSONSerialization's reading of the same file, or are quoted from the file by hand.

/// A JSON number or array of numbers as doubles (JSONSerialization's reading).
func numbers(_ any: Any?) -> [Double]? {
  if let number = any as? NSNumber { return [number.doubleValue] }
  if let list = any as? [Any] {
    let values = list.compactMap { ($0 as? NSNumber)?.doubleValue }
    return values.count == list.count ? values : nil
  }
  return nil
}

/// The layers of the root and of each precomposition asset, as JSONSerialization reads them.
func jsonCompositions(_ root: [String: Any]) -> [[[String: Any]]] {
  let assets = root["assets"] as? [[String: Any]] ?? []
  return [root["layers"] as? [[String: Any]] ?? []] + assets.compactMap { $0["layers"] as? [[String: Any]] }
}

func modelCompositions(_ animation: LottieAnimation) -> [[LottieLayer]] {
  [animation.layers] + animation.assets.compactMap { asset in
    if case .precomposition = asset.kind { return asset.layers }
    return nil
  }
}

@Suite struct LottieCorpusTests {
  @Test func theCorpusIsThere() throws {
    // SOURCES.md lists 24 animation files.
    #expect(try LottieCorpus.names().count == 24)
  }

  @Test(arguments: try LottieCorpus.names())
  func everyFileReadsAsTheFileSays(_ name: String) throws {
    let animation = try LottieAnimation(json: try LottieCorpus.bytes(name))
    let json = try LottieCorpus.object(name)
    #expect(animation.frameRate == numbers(json["fr"])?.first)
    #expect(animation.inPoint == numbers(json["ip"])?.first)
    #expect(animation.outPoint == numbers(json["op"])?.first)
    #expect(animation.size == SIMD2(numbers(json["w"])?.first ?? -1, numbers(json["h"])?.first ?? -1))
    #expect(animation.version == json["v"] as? String)
    #expect(animation.assets.count == (json["assets"] as? [Any])?.count ?? 0)
    let expected = jsonCompositions(json)
    let read = modelCompositions(animation)
    try #require(read.count == expected.count)
    for (layers, jsonLayers) in zip(read, expected) {
      #expect(layers.count == jsonLayers.count)
      for (layer, jsonLayer) in zip(layers, jsonLayers) {
        #expect(layer.name == jsonLayer["nm"] as? String)
        #expect(layer.index == (jsonLayer["ind"] as? NSNumber)?.intValue)
        #expect(layer.parent == (jsonLayer["parent"] as? NSNumber)?.intValue)
        #expect(layer.inPoint == numbers(jsonLayer["ip"])?.first)
        #expect(layer.outPoint == numbers(jsonLayer["op"])?.first)
        #expect(layer.shapes.count == (jsonLayer["shapes"] as? [Any])?.count ?? 0)
        #expect(layer.masks.count == (jsonLayer["masksProperties"] as? [Any])?.count ?? 0)
        let ks = jsonLayer["ks"] as? [String: Any] ?? [:]
        let transform = layer.transform
        for (key, property) in [("a", transform.anchor), ("s", transform.scale), ("r", transform.rotation), ("o", transform.opacity)] {
          checkProperty(property, ks[key] as? [String: Any], "\(name) \(layer.path).ks.\(key)")
        }
        if case let .joined(position)? = transform.position {
          checkProperty(position, ks["p"] as? [String: Any], "\(name) \(layer.path).ks.p")
        } else if case let .split(x, y, _)? = transform.position {
          let p = ks["p"] as? [String: Any] ?? [:]
          #expect(p["s"] as? Bool == true || (p["s"] as? NSNumber)?.intValue == 1)
          checkProperty(x, p["x"] as? [String: Any], "\(name) \(layer.path).ks.p.x")
          checkProperty(y, p["y"] as? [String: Any], "\(name) \(layer.path).ks.p.y")
        }
      }
    }
  }

  /// Every keyframe's time, value (its `s`, or the previous keyframe's `e` where it has none: the
  /// old format's last keyframe), hold flag, easing handles and spatial tangents, against the file.
  func checkProperty(_ property: LottieProperty<[Double]>?, _ json: [String: Any]?, _ what: String) {
    guard let json else {
      #expect(property == nil, "\(what)")
      return
    }
    guard let property else {
      Issue.record("\(what) is missing")
      return
    }
    guard let frames = json["k"] as? [[String: Any]] else {
      #expect(property.content == .constant(numbers(json["k"]) ?? []), "\(what)")
      return
    }
    let keyframes = property.keyframes
    #expect(keyframes.count == frames.count, "\(what)")
    for (n, (keyframe, frame)) in zip(keyframes, frames).enumerated() {
      #expect(keyframe.time == numbers(frame["t"])?.first, "\(what)[\(n)].t")
      let value = numbers(frame["s"]) ?? (n > 0 ? numbers(frames[n - 1]["e"]) : nil)
      #expect(keyframe.value == value, "\(what)[\(n)].s")
      #expect(keyframe.hold == ((frame["h"] as? NSNumber)?.intValue == 1), "\(what)[\(n)].h")
      for (handle, key) in [(keyframe.outEasing, "o"), (keyframe.inEasing, "i")] {
        let jsonHandle = frame[key] as? [String: Any]
        #expect(handle?.x == numbers(jsonHandle?["x"]), "\(what)[\(n)].\(key).x")
        #expect(handle?.y == numbers(jsonHandle?["y"]), "\(what)[\(n)].\(key).y")
        #expect(handle.map(\.isPerDimension) == jsonHandle.map { $0["x"] is [Any] }, "\(what)[\(n)].\(key)")
      }
      #expect(keyframe.outTangent == numbers(frame["to"]), "\(what)[\(n)].to")
      #expect(keyframe.inTangent == numbers(frame["ti"]), "\(what)[\(n)].ti")
    }
  }

  @Test func theOldFormatsLastKeyframeTakesThePreviousEnd() throws {
    // KeyframeTypes.json (Bodymovin 4.5.7, old format), layer "Ball 4", position: the last two
    // keyframes in the file are
    //   {"t": 301, "s": [24.628, 75.603, 0], "e": [24.628, 23.603, 0], "to": […], "ti": [0, 0, 0], …}
    //   {"t": 321}
    // so the last keyframe's value is the previous one's e, [24.628, 23.603, 0].
    let animation = try LottieAnimation(json: try LottieCorpus.bytes("KeyframeTypes.json"))
    let ball = try #require(animation.layers.first { $0.name == "Ball 4" })
    guard case let .joined(position)? = ball.transform.position else {
      Issue.record("Ball 4 has a joined position")
      return
    }
    let keyframes = position.keyframes
    try #require(keyframes.count == 5)
    #expect(keyframes[4].time == 321)
    #expect(keyframes[4].value == [24.628, 23.603, 0])
    #expect(keyframes[3].time == 301)
    #expect(keyframes[3].value == [24.628, 75.603, 0])
    // The first keyframe: {"i": {"x": 0.833, "y": 0.826}, "o": {"x": 0.167, "y": 0.167}, "t": 241,
    //   "s": [24.628, 23.603, 0], "to": [0, 0, 0], "ti": [-8.16666698455811, -8.66666698455811, 0]}
    #expect(keyframes[0].inEasing == LottieEasingHandle(x: [0.833], y: [0.826], isPerDimension: false))
    #expect(keyframes[0].outEasing == LottieEasingHandle(x: [0.167], y: [0.167], isPerDimension: false))
    #expect(keyframes[0].inTangent == [-8.16666698455811, -8.66666698455811, 0])
  }

  @Test func splitPositionIsSplit() throws {
    // SplitDimensions.json, layer 1 "Bounce": "p": {"s": true, "x": {"a": 1, "k": [{"i": {"x":
    // [0.833], "y": [0.833]}, "o": {"x": [0.167], "y": [0.167]}, …, "t": 7, "s": [26], "e": [95]}, …
    let animation = try LottieAnimation(json: try LottieCorpus.bytes("SplitDimensions.json"))
    guard case let .split(x, _, _)? = animation.layers[1].transform.position else {
      Issue.record("Bounce has a split position")
      return
    }
    let first = try #require(x.keyframes.first)
    #expect(first.time == 7)
    #expect(first.value == [26])
    #expect(first.inEasing == LottieEasingHandle(x: [0.833], y: [0.833], isPerDimension: true))
  }

  @Test func masksAreReportedNotDropped() throws {
    // Masks.json: each of its 8 layers has two masks (masksProperties, hasMask true).
    let animation = try LottieAnimation(json: try LottieCorpus.bytes("Masks.json"))
    let json = try LottieCorpus.object("Masks.json")
    let layers = json["layers"] as? [[String: Any]] ?? []
    let masked = layers.indices.filter { !((layers[$0]["masksProperties"] as? [Any]) ?? []).isEmpty }
    #expect(masked.count == 8)
    let paths = animation.diagnostics.filter { $0.feature == .mask }.map(\.path)
    #expect(paths == masked.map { "layers[\($0)].masksProperties" })
    #expect(animation.layers.allSatisfy { $0.hasMask && $0.masks.count == 2 })
  }

  @Test func mattesAreReportedNotDropped() throws {
    // Precomps.json: asset 2's layers 2 and 4 are matted (tt 2 and 1), layers 1 and 3 are their
    // matte sources (td 1).
    let animation = try LottieAnimation(json: try LottieCorpus.bytes("Precomps.json"))
    let mattes = animation.diagnostics.filter { $0.feature == .matte }.map(\.path)
    #expect(
      mattes == ["assets[2].layers[1].td", "assets[2].layers[2].tt", "assets[2].layers[3].td", "assets[2].layers[4].tt"])
    let layers = animation.assets[2].layers
    #expect(layers[2].matteMode == 2)
    #expect(layers[4].matteMode == 1)
    #expect(layers[1].isMatteSource && layers[3].isMatteSource)
  }
}
