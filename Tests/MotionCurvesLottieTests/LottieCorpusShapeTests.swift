import Foundation
import MotionCurvesLottie
import TestSupport
import Testing

// The shape items of every corpus file against JSONSerialization's reading of the same file:
// every item's type, name and hidden flag in document order (groups' `it` depth first), every
// static path's vertices, and every gradient's colour-stop count.

/// One item as compared: type, name, hidden, and for a static path its vertex count and first
/// vertex; for a gradient its colour-stop count.
struct ShapeSummary: Equatable, CustomStringConvertible {
  var type: String
  var name: String?
  var hidden: Bool
  var detail: [Double] = []
  var description: String { "\(type) \(name ?? "-") \(hidden) \(detail)" }
}

func summaries(_ shapes: [LottieShape]) -> [ShapeSummary] {
  shapes.flatMap { shape -> [ShapeSummary] in
    var summary = ShapeSummary(type: shape.type, name: shape.name, hidden: shape.hidden)
    switch shape.kind {
    case let .path(property):
      if case let .constant(bezier) = property.content {
        summary.detail = [Double(bezier.vertices.count)] + (bezier.vertices.first.map { [$0.x, $0.y] } ?? [])
      }
    case let .gradientFill(gradient), let .gradientStroke(gradient, _):
      summary.detail = [Double(gradient.colorStopCount)]
    default: break
    }
    if case let .group(items) = shape.kind { return [summary] + summaries(items) }
    return [summary]
  }
}

func jsonSummaries(_ items: [[String: Any]]) -> [ShapeSummary] {
  items.flatMap { item -> [ShapeSummary] in
    let type = item["ty"] as? String ?? "?"
    let hidden = (item["hd"] as? Bool) ?? ((item["hd"] as? NSNumber)?.intValue == 1)
    var summary = ShapeSummary(type: type, name: item["nm"] as? String, hidden: hidden)
    if type == "sh", let ks = item["ks"] as? [String: Any], !(ks["k"] is [Any]) || (ks["k"] as? [[String: Any]])?.first?["t"] == nil {
      let path = (ks["k"] as? [String: Any]) ?? ((ks["k"] as? [[String: Any]])?.first ?? [:])
      let vertices = path["v"] as? [[NSNumber]] ?? []
      summary.detail = [Double(vertices.count)] + (vertices.first.map { $0.prefix(2).map(\.doubleValue) } ?? [])
    }
    if type == "gf" || type == "gs" {
      summary.detail = [((item["g"] as? [String: Any])?["p"] as? NSNumber)?.doubleValue ?? -1]
    }
    if type == "gr" { return [summary] + jsonSummaries(item["it"] as? [[String: Any]] ?? []) }
    return [summary]
  }
}

@Suite struct LottieCorpusShapeTests {
  @Test(arguments: try LottieCorpus.names())
  func everyShapeItemIsRead(_ name: String) throws {
    let animation = try LottieAnimation(json: try LottieCorpus.bytes(name))
    let json = try LottieCorpus.object(name)
    for (layers, jsonLayers) in zip(modelCompositions(animation), jsonCompositions(json)) {
      for (layer, jsonLayer) in zip(layers, jsonLayers) {
        let expected = jsonSummaries(jsonLayer["shapes"] as? [[String: Any]] ?? [])
        #expect(summaries(layer.shapes) == expected, "\(name) \(layer.path)")
      }
    }
    // No corpus file has a shape type the reader does not know.
    #expect(!animation.diagnostics.contains { $0.feature == .unknownShape })
  }

  @Test func aGradientsStopsAreTheFlatArray() throws {
    // GradientFill.json, the first "gf" in document order, quoted from the file:
    //   "g": {"p": 3, "k": {"a": 0, "k": [0, 0.232, 0, 1, 0.5, 0.616, 0, 0.5, 1, 1, 0, 0]}}
    // three colour stops (offset, r, g, b), no opacity stops.
    let animation = try LottieAnimation(json: try LottieCorpus.bytes("GradientFill.json"))
    var gradients: [LottieGradient] = []
    func collect(_ shapes: [LottieShape]) {
      for shape in shapes {
        if case let .gradientFill(gradient) = shape.kind { gradients.append(gradient) }
        if case let .group(items) = shape.kind { collect(items) }
      }
    }
    for layer in animation.layers { collect(layer.shapes) }
    let gradient = try #require(gradients.first)
    #expect(gradient.colorStopCount == 3)
    let stops: [Double]
    switch gradient.stops?.content {
    case let .constant(value)?: stops = value
    case let .keyframes(keyframes)?: stops = keyframes.first?.value ?? []
    case nil: stops = []
    }
    #expect(stops == [0, 0.232, 0, 1, 0.5, 0.616, 0, 0.5, 1, 1, 0, 0])
  }
}
