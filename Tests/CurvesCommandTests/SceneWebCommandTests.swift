import Foundation
import TestSupport
import Testing

/// `curves scene --format web` without a browser: the page's contract — one self-contained HTML
/// document, one element per layer instance in the CSV's order, keyframe offsets in [0, 1]
/// ascending, and every value the page states equal to the library's (`curves scene --at t`) at
/// its sample time. Tests/Differential/web_scenes.py plays the same pages in Chromium.
@Suite("curves scene --format web")
struct SceneWebCommandTests {
  /// A page and its scene's data block (the JSON the page's player reads).
  struct Page {
    var html: String
    var data: [String: Any]
    var animations: [(target: String, keyframes: [[String: Any]])]

    init(_ html: String) throws {
      self.html = html
      let open = "<script type=\"application/json\" id=\"curves-scene\">"
      let start = try #require(html.range(of: open)), end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
      let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
      data = try #require(json as? [String: Any])
      let list = try #require(data["animations"] as? [[String: Any]])
      animations = try list.map { (try #require($0["target"] as? String), try #require($0["keyframes"] as? [[String: Any]])) }
    }

    var from: Double { data["from"] as? Double ?? .nan }
    var fps: Double { data["fps"] as? Double ?? .nan }
    var duration: Double { data["duration"] as? Double ?? .nan }

    /// The layer elements' ids, names and instances, in document order.
    var layers: [(id: String, name: String, instance: Int)] {
      let pattern = /<div class="layer[^"]*" id="(l[0-9]+)" data-layer="([^"]*)" data-instance="([0-9]+)"/
      return html.matches(of: pattern).map { (String($0.1), String($0.2), Int($0.3) ?? -1) }
    }

    /// The inline style declarations of the element `id` (`--m0` → `1`).
    func style(of id: String) -> [String: String] {
      guard let match = html.firstMatch(of: try! Regex("id=\"\(id)\"[^>]* style=\"([^\"]*)\"")) else { return [:] }
      var result: [String: String] = [:]
      for declaration in String(match.output[1].substring ?? "").split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1)
        if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
      }
      return result
    }
  }

  /// The library's rows at times `ts`: [time: [(layer, instance, [property: value])]].
  static func library(_ scene: String, at ts: [Double]) throws -> [Double: [(key: String, values: [String: String])]] {
    let result = try CurvesRunner.run(["scene", scene] + ts.flatMap { ["--at", "\($0)"] })
    #expect(result.status == 0, "\(result.stderr)")
    var frames: [Double: [(key: String, values: [String: String])]] = [:]
    for row in SceneCommandTests.rows(result) where !row[1].isEmpty {
      let t = Double(row[0]) ?? .nan, key = row[1] + "#" + row[2]
      var layers = frames[t] ?? []
      if layers.last?.key != key || row[3] == "bounds.0" { layers.append((key, [:])) }
      layers[layers.count - 1].values[row[3]] = row[4]
      frames[t] = layers
    }
    return frames
  }

  /// The numbers of CSS `matrix()` / `matrix3d()` text as m11 … m44 (row vectors).
  static func matrix(_ text: String) -> [Double] {
    let values = text.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan
    }
    if values.count == 6 { return [values[0], values[1], 0, 0, values[2], values[3], 0, 0, 0, 0, 1, 0, values[4], values[5], 0, 1] }
    return values
  }

  /// The page's matrix for a layer: translate(bounds origin) then toRoot, with the third row and
  /// column the identity's (the page drops depth; see SceneWebElement). Row vectors: the
  /// translation adds bx·row1 + by·row2 to row 4, the other rows are toRoot's.
  static func expectedBox(_ values: [String: String]) -> [Double] {
    var m = matrix(values["toRoot"] ?? "")
    let bx = Double(values["bounds.0"] ?? "") ?? .nan, by = Double(values["bounds.1"] ?? "") ?? .nan
    for c in 0..<4 { m[12 + c] += bx * m[c] + by * m[4 + c] }
    for k in [2, 6, 8, 9, 11, 14] { m[k] = 0 }
    m[10] = 1
    return m
  }

  @Test("one self-contained HTML document, one element per layer instance in the CSV's order, offsets in [0, 1] ascending")
  func contract() throws {
    for scene in ["search-back-icon", "countdown", "map-transition"] {
      let result = try CurvesRunner.run(["scene", scene, "--format", "web"])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(scene): \(result.stderr)")
      let html = result.stdout
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html") && html.hasSuffix("</html>\n"))
      #expect(html.components(separatedBy: "<html").count == 2 && html.components(separatedBy: "</html>").count == 2)
      for reference in ["http", "src=", "href", "url(", "@import"] {
        #expect(!html.contains(reference), "\(scene) refers to something outside: \(reference)")
      }
      let page = try Page(html)
      let instances = try Self.library(scene, at: [0])[0] ?? []
      #expect(page.layers.map { "\($0.name)#\($0.instance)" } == instances.map(\.key), "\(scene)")
      #expect(page.layers.map(\.id) == instances.indices.map { "l\($0)" })
      #expect(!page.animations.isEmpty)
      for (target, keyframes) in page.animations {
        let offsets = keyframes.map { $0["offset"] as? Double ?? .nan }
        #expect(offsets.first == 0 && offsets.last == 1, "\(scene) \(target)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "\(scene) \(target): \(offsets)")
        #expect(html.contains("id=\"\(target)\""), "\(scene): no element \(target)")
      }
    }
  }

  @Test("every keyframe of a layer's transform and opacity is the library's value at its sample time, and the static styles its value at the start")
  func values() throws {
    let scene = "search-back-icon"
    let page = try Page(try CurvesRunner.run(["scene", scene, "--format", "web"]).stdout)
    #expect(page.from == 0 && page.fps == 60 && page.duration == 2.25)
    // A keyframe's offset is (t_k − from) / duration for the grid time t_k = from + k / fps.
    var checks: [(t: Double, layer: Int, property: String, value: Double)] = []
    for (target, keyframes) in page.animations where target.wholeMatch(of: /l[0-9]+/) != nil {
      let layer = Int(target.dropFirst()) ?? -1
      for keyframe in keyframes {
        let k = ((keyframe["offset"] as? Double ?? .nan) * page.duration * page.fps).rounded()
        for (property, value) in keyframe where property != "offset" {
          checks.append((page.from + k / page.fps, layer, property, value as? Double ?? .nan))
        }
      }
    }
    for (id, values) in page.layers.map(\.id).enumerated().map({ ($0.element, page.style(of: $0.element)) }) {
      for (property, value) in values where property.hasPrefix("--m") || property == "opacity" {
        checks.append((page.from, Int(id.dropFirst()) ?? -1, property, Double(value) ?? .nan))
      }
    }
    // The handle turns and the arcs' strokes move: transforms are animated, so keyframes were read.
    #expect(checks.contains { $0.property == "--m0" && $0.t > 0 })
    let frames = try Self.library(scene, at: Array(Set(checks.map(\.t))).sorted())
    for check in checks {
      let values = try #require(frames[check.t]?[check.layer].values)
      let expected: Double
      if check.property == "opacity" {
        expected = Double(values["compositeOpacity"] ?? "") ?? .nan
      } else {
        expected = Self.expectedBox(values)[Int(check.property.dropFirst(3)) ?? 0]
      }
      #expect(abs(check.value - expected) <= 1e-12 * (1 + abs(expected)), "\(check)")
    }
  }

  @Test("the countdown's text: one span per string, exactly one shown at each sample time, the one the library shows")
  func text() throws {
    let page = try Page(try CurvesRunner.run(["scene", "countdown", "--format", "web"]).stdout)
    let spans = page.html.matches(of: /<span id="(l1-text-[0-9])"[^>]*>([^<]*)<\/span>/).map { (String($0.1), String($0.2)) }
    #expect(spans.map(\.1) == ["Ready?", "3", "2", "1", "Go!"])
    // The label shows string k from k s (its textIndex keyframes are discrete at 0, 0.2 … of 5 s):
    // each span switches halfway between the samples around its change, at k s − 1/120 s.
    for (k, span) in spans.enumerated() {
      let keyframes = page.animations.first { $0.target == span.0 }?.keyframes ?? []
      let switches = keyframes.map { ($0["offset"] as? Double ?? .nan) * page.duration }
      let values = keyframes.map { $0["opacity"] as? Double ?? .nan }
      if k == 0 {
        #expect(values == [1, 1, 0, 0])
        #expect(abs(switches[1] - (1 - 1.0 / 120)) <= 1e-12)
      } else if k < 4 {
        #expect(values == [0, 0, 1, 1, 0, 0])
        #expect(abs(switches[1] - (Double(k) - 1.0 / 120)) <= 1e-12 && abs(switches[3] - (Double(k + 1) - 1.0 / 120)) <= 1e-12)
      } else {
        #expect(values == [0, 0, 1, 1])
      }
    }
  }

  @Test("--repeat: auto loops a span whose end equals its start, plays once otherwise; forever and once choose")
  func repetition() throws {
    func iterations(_ arguments: [String]) throws -> String {
      let page = try Page(try CurvesRunner.run(["scene"] + arguments + ["--format", "web"]).stdout)
      return "\(page.data["iterations"] ?? "")"
    }
    // The icon's taps at 0.25 s and 1.5 s each change for 0.5 s: from 2 s on it is the magnifier
    // it was at 0 s, so a loop of 0 … 2.25 s is seamless.
    #expect(try iterations(["search-back-icon"]) == "infinite")
    #expect(try iterations(["search-back-icon", "--repeat", "once"]) == "1")
    // The countdown starts at "Ready?" and ends on "Go!": not a loop.
    #expect(try iterations(["countdown"]) == "1")
    #expect(try iterations(["countdown", "--repeat", "forever"]) == "infinite")
  }

  @Test("--output writes the page as standard output does; a grid of --from, --until, --fps sets the span")
  func outputAndGrid() throws {
    let folder = try CurvesRunner.temporaryDirectory()
    let file = folder.appendingPathComponent("icon.html")
    let arguments = ["scene", "search-back-icon", "--format", "web", "--from", "0.25", "--until", "0.75", "--fps", "20"]
    let written = try CurvesRunner.run(arguments + ["--output", file.path])
    #expect(written.status == 0 && written.stdout.isEmpty)
    let printed = try CurvesRunner.run(arguments)
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
    let page = try Page(printed.stdout)
    // 0.25 … 0.75 s at 20 frames a second: 11 samples, 0.5 s.
    #expect(page.from == 0.25 && page.fps == 20 && page.data["samples"] as? Int == 11 && page.duration == 0.5)
  }

  @Test("bad combinations are refused: --at with web, --repeat without it, --list with a format, an unknown format")
  func refusals() throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "breathe", "--format", "web", "--at", "1"]), "--format web samples a grid")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "breathe", "--repeat", "once"]), "--repeat is for --format web")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "--list", "--format", "web"]), "--list takes no --format")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["scene", "breathe", "--format", "svg"]), "format")
  }
}
