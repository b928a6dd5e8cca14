import MotionCurvesLottie
import Testing

// Hostile and malformed files: each a typed LottieError naming the JSON path, never a crash or a
// hang; unsupported features a diagnostic.

/// A minimal animation around `layers` (JSON text) and `extra` root members.
func lottie(layers: String, extra: String = "") -> String {
  #"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[\#(layers)]\#(extra)}"#
}

func readError(_ text: String) -> LottieError? {
  do {
    _ = try LottieAnimation(json: Array(text.utf8))
    return nil
  } catch {
    return error
  }
}

@Suite struct LottieHostileTests {
  @Test func malformedJSONNamesWhereItStopped() {
    let error = readError(#"{"fr":30,"ip":0,"op":10,"w":1,"h":1,"layers":[{"ty":4,"#)
    #expect(error?.kind == .malformedJSON)
    #expect(error?.path == "layers[0]")
    // The text is 54 bytes long; the reader stopped at its end.
    #expect(error?.message.hasSuffix("at byte 54") == true, "\(String(describing: error))")
    #expect(readError("")?.kind == .malformedJSON)
    #expect(readError("[1,]")?.kind == .malformedJSON)
    #expect(readError(#"{"a":01}"#)?.kind == .malformedJSON)
    #expect(readError(#"{"fr":30} x"#)?.kind == .malformedJSON)
    #expect(readError("\"\u{01}\"")?.kind == .malformedJSON)
  }

  @Test func wrongTypesNameTheValuesPath() {
    let error = readError(lottie(layers: #"{"ty":4,"ip":0,"op":10,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":5,"s":"x"}]}}}"#))
    #expect(error?.kind == .wrongType)
    #expect(error?.path == "layers[0].ks.p.k[1].s")
    #expect(readError(lottie(layers: #"{"ty":"4","ip":0,"op":10}"#))?.path == "layers[0].ty")
    #expect(readError(lottie(layers: #"{"ty":4,"op":10}"#))?.path == "layers[0].ip")
    #expect(readError(#"{"fr":"30","ip":0,"op":10,"w":1,"h":1}"#)?.path == "fr")
    #expect(readError("[]")?.kind == .wrongType)
  }

  @Test func frameRateMustBePositive() {
    for fr in ["0", "-30", "-0.0"] {
      let error = readError(#"{"fr":\#(fr),"ip":0,"op":10,"w":1,"h":1,"layers":[]}"#)
      #expect(error?.kind == .wrongValue)
      #expect(error?.path == "fr")
    }
    // 1e999 is beyond the doubles: not read as infinity.
    let infinite = readError(#"{"fr":1e999,"ip":0,"op":10,"w":1,"h":1,"layers":[]}"#)
    #expect(infinite?.kind == .wrongValue)
    #expect(infinite?.path == "fr")
  }

  @Test func theOutPointMustFollowTheInPoint() {
    let error = readError(#"{"fr":30,"ip":10,"op":10,"w":1,"h":1,"layers":[]}"#)
    #expect(error?.kind == .wrongValue)
    #expect(error?.path == "op")
  }

  @Test func parentingCyclesAndUnknownParents() {
    let cycle = readError(lottie(layers: #"{"ty":3,"ind":1,"parent":2,"ip":0,"op":10},{"ty":3,"ind":2,"parent":1,"ip":0,"op":10}"#))
    #expect(cycle?.kind == .parentCycle)
    #expect(cycle?.path == "layers[0].parent")
    let own = readError(lottie(layers: #"{"ty":3,"ind":1,"ip":0,"op":10},{"ty":3,"ind":7,"parent":7,"ip":0,"op":10}"#))
    #expect(own?.kind == .parentCycle)
    #expect(own?.path == "layers[1].parent")
    let unknown = readError(lottie(layers: #"{"ty":3,"ind":1,"parent":9,"ip":0,"op":10}"#))
    #expect(unknown?.kind == .unknownParent)
    #expect(unknown?.path == "layers[0].parent")
  }

  @Test func aPrecompositionThatContainsItself() {
    let direct = readError(
      lottie(
        layers: #"{"ty":0,"refId":"a","ip":0,"op":10}"#,
        extra: #","assets":[{"id":"a","layers":[{"ty":0,"refId":"a","ip":0,"op":10}]}]"#))
    #expect(direct?.kind == .precompositionCycle)
    #expect(direct?.path == "assets[0].layers[0].refId")
    let indirect = readError(
      lottie(
        layers: #"{"ty":3,"ip":0,"op":10}"#,
        extra: #","assets":[{"id":"a","layers":[{"ty":0,"refId":"b","ip":0,"op":10}]},{"id":"b","layers":[{"ty":0,"refId":"a","ip":0,"op":10}]}]"#))
    #expect(indirect?.kind == .precompositionCycle)
    #expect(indirect?.path == "assets[1].layers[0].refId")
    let missing = readError(lottie(layers: #"{"ty":0,"refId":"nope","ip":0,"op":10}"#))
    #expect(missing?.kind == .unknownAsset)
    #expect(missing?.path == "layers[0].refId")
  }

  /// `count` keyframes `{"t":k,"s":[k]}` on one layer's opacity.
  func keyframes(_ count: Int) -> [UInt8] {
    var text = Array(#"{"fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":1,"k":["#.utf8)
    text.reserveCapacity(text.count + count * 24)
    for k in 0..<count {
      if k > 0 { text.append(UInt8(ascii: ",")) }
      text.append(contentsOf: #"{"t":\#(k),"s":[\#(k)]}"#.utf8)
    }
    text.append(contentsOf: "]}}}]}".utf8)
    return text
  }

  @Test func aMillionKeyframesIsABudgetError() {
    // 10⁶ keyframes of four JSON values each (the object, t, the array s and its number), after
    // 15 values before the first (the root, fr, ip, op, w, h, layers, the layer, ty, ip, op, ks,
    // o, a, k): the 2,000,001st value is 15 + 4·499,996 + 2, keyframe 499,996's t. The read ends
    // there, before any model is built.
    do {
      _ = try LottieAnimation(json: keyframes(1_000_000))
      Issue.record("10⁶ keyframes were read")
    } catch {
      #expect(error.kind == .budget)
      #expect(error.path == "layers[0].ks.o.k[499996].t", "\(error)")
    }
  }

  @Test func theKeyframeBudgetIsExact() throws {
    let animation = try LottieAnimation(json: keyframes(100_000))
    #expect(animation.layers[0].transform.opacity?.keyframes.count == 100_000)
    do {
      _ = try LottieAnimation(json: keyframes(100_001))
      Issue.record("100,001 keyframes were read")
    } catch {
      #expect(error.kind == .budget)
      #expect(error.path == "layers[0].ks.o.k[100000]")
    }
  }

  @Test func theLayerBudget() {
    let layers = Array(repeating: #"{"ty":3,"ip":0,"op":10}"#, count: 10_001).joined(separator: ",")
    let error = readError(lottie(layers: layers))
    #expect(error?.kind == .budget)
    #expect(error?.path == "layers[10000]")
  }

  @Test func deepNestingIsABudgetError() {
    let text = #"{"fr":30,"ip":0,"op":10,"w":1,"h":1,"x":"# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
    #expect(readError(text)?.kind == .budget)
  }

  @Test func keyframeTimesMayNotGoBack() {
    let error = readError(lottie(layers: #"{"ty":3,"ip":0,"op":10,"ks":{"o":{"a":1,"k":[{"t":5,"s":[0]},{"t":4,"s":[1]}]}}}"#))
    #expect(error?.kind == .wrongValue)
    #expect(error?.path == "layers[0].ks.o.k[1].t")
  }

  @Test func unknownShapeTypesAreDiagnosticsNotErrors() throws {
    let text = lottie(layers: #"{"ty":4,"ip":0,"op":10,"shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"qq"},{"ty":"mm","mm":1}]}"#)
    let animation = try LottieAnimation(json: Array(text.utf8))
    let shapes = animation.layers[0].shapes
    #expect(shapes.map(\.type) == ["el", "qq", "mm"])
    #expect(shapes[1].kind == .unsupported)
    #expect(
      animation.diagnostics.map { [$0.path, $0.feature.rawValue] } == [
        ["layers[0].shapes[1]", "unknownShape"], ["layers[0].shapes[2]", "unsupportedShape"],
      ])
  }

  @Test func expressionsTextAndEffectsAreDiagnostics() throws {
    let text = lottie(
      layers: #"{"ty":5,"ip":0,"op":10,"ks":{"o":{"a":0,"k":100,"x":"wiggle(1,2)"}},"ef":[{"ty":5,"nm":"Slider"}],"bm":3}"#)
    let animation = try LottieAnimation(json: Array(text.utf8))
    #expect(
      animation.diagnostics.map { [$0.path, $0.feature.rawValue] } == [
        ["layers[0].ks.o.x", "expression"], ["layers[0].ef", "effects"], ["layers[0].bm", "blendMode"],
        ["layers[0]", "textLayer"],
      ])
    #expect(animation.layers[0].transform.opacity?.expression == "wiggle(1,2)")
  }

  @Test func theOldFormatIsNormalised() throws {
    // Old format: each keyframe has s and e; the last only t. Normalised values: 0, 10, 25, the
    // last being the previous keyframe's e (25), as lottie-web's `next.s || this.e` ends that
    // segment.
    let text = lottie(
      layers: #"{"ty":3,"ip":0,"op":10,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"e":[10],"o":{"x":[0.1,0.2],"y":[0,0]},"i":{"x":0.9,"y":1}},{"t":5,"s":[10],"e":[25],"h":1},{"t":9}]}}}"#)
    let animation = try LottieAnimation(json: Array(text.utf8))
    let keyframes = try #require(animation.layers[0].transform.rotation?.keyframes)
    #expect(keyframes.map(\.time) == [0, 5, 9])
    #expect(keyframes.map(\.value) == [[0], [10], [25]])
    #expect(keyframes.map(\.hold) == [false, true, false])
    #expect(keyframes[0].outEasing == LottieEasingHandle(x: [0.1, 0.2], y: [0, 0], isPerDimension: true))
    #expect(keyframes[0].inEasing == LottieEasingHandle(x: [0.9], y: [1], isPerDimension: false))
    let missing = readError(lottie(layers: #"{"ty":3,"ip":0,"op":10,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":9}]}}}"#))
    #expect(missing?.path == "layers[0].ks.r.k[1].s")
  }

  @Test func stringsAndEscapes() throws {
    let text = lottie(layers: #"{"ty":3,"ip":0,"op":10,"nm":"a\"b\\c\u00e9\ud83d\ude00"}"#)
    let animation = try LottieAnimation(json: Array(text.utf8))
    #expect(animation.layers[0].name == "a\"b\\cé😀")
  }
}
