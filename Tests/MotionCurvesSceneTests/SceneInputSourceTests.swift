import Foundation
import MotionCurvesDocuments
import MotionCurvesScene
import TestSupport
import Testing

/// Inputs from a drag or a layer's frame: hostile documents get an error naming the JSON path or
/// the input; a document written and read again evaluates the same.
@Suite("Scene inputs: drags and frame widths")
struct SceneInputSourceTests {
  /// The shipped drag scene as JSON, with `edit` applied to its parsed object.
  static func sidebar(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/curves/Scenes/sidebar-drag.json")
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  /// Edits the first input's drag.
  static func drag(_ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
    { object in
      var inputs = object["inputs"] as? [[String: Any]] ?? []
      var drag = inputs[0]["drag"] as? [String: Any] ?? [:]
      edit(&drag)
      inputs[0]["drag"] = drag
      object["inputs"] = inputs
    }
  }

  /// The error reading `data`, as the command line would print it.
  static func error(_ data: Data) -> String {
    do {
      _ = try JSONDecoder().decode(SceneDocument.self, from: data)
      return "no error"
    } catch let error as AnimationDocumentError {
      return "\(error.path): \(error.message)"
    } catch {
      return "\(error)"
    }
  }

  @Test("hostile drags: each refused with the JSON path and the bad value", arguments: [
    ("decelerationRate", "1", "inputs[0].drag.decelerationRate", "rate must be"),
    ("decelerationRate", "\"slow\"", "inputs[0].drag.decelerationRate", "\"slow\" is not"),
    ("scale", "0", "inputs[0].drag", "scale must be finite and not 0"),
    ("snapPoints", "[]", "inputs[0].drag", "no snap points"),
    ("rule", "\"sideways\"", "inputs[0].drag.rule", "nearest, nextInDirection"),
    ("spring", "\"material3.emphasized\"", "inputs[0].drag.spring", "timing curve, not a spring"),
    ("strokes", "[]", "inputs[0].drag", "strokes.count must be at least 1"),
    ("strokes", #"[{"times": [1, 1], "translations": [0, 5]}]"#, "inputs[0].drag.strokes[0]", "times[1] must be after"),
    ("strokes", #"[{"times": [0, 1], "translations": [0]}]"#, "inputs[0].drag.strokes[0]", "translations.count"),
    ("strokes", #"[{"times": [0, 1], "translations": [0, 1]}, {"times": [0.5, 2], "translations": [0, 1]}]"#,
     "inputs[0].drag", "strokes[1].times[0] must be at or after the previous release 1.0"),
  ])
  func hostileDrag(_ key: String, _ json: String, _ path: String, _ message: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    let text = Self.error(try Self.sidebar(Self.drag { $0[key] = value }))
    #expect(text.hasPrefix(path + ":") && text.contains(message), "\(text)")
  }

  @Test("a release too fast to project is refused at compile time, naming the input")
  func overflowingRelease() throws {
    let data = try Self.sidebar(Self.drag { $0["strokes"] = [["times": [0, 1e-300], "translations": [0, 1e300]]] })
    let text = Self.error(data)
    #expect(text.contains("input \"angle\": its drag:") && text.contains("release velocity must be finite"), "\(text)")
  }

  @Test("an input with two sources, or none, is refused")
  func oneSource() throws {
    let two = Self.error(try Self.sidebar { object in
      var inputs = object["inputs"] as? [[String: Any]] ?? []
      inputs[1]["drag"] = inputs[0]["drag"]
      object["inputs"] = inputs
    })
    #expect(two.hasPrefix("inputs[1].frameWidthOf:") && two.contains("give one source"), "\(two)")
    let none = Self.error(try Self.sidebar { object in
      var inputs = object["inputs"] as? [[String: Any]] ?? []
      inputs[1]["frameWidthOf"] = nil
      object["inputs"] = inputs
    })
    #expect(none.hasPrefix("inputs[1]:") && none.contains("give one source"), "\(none)")
  }

  @Test("a frame width of no layer, or read after a layer on its clock, is refused")
  func frameWidthOrder() throws {
    let unknown = Self.error(try Self.sidebar { object in
      var inputs = object["inputs"] as? [[String: Any]] ?? []
      inputs[1]["frameWidthOf"] = "nowhere"
      object["inputs"] = inputs
    })
    #expect(unknown.contains("frameWidthOf \"nowhere\" names no layer"), "\(unknown)")
    // The content (on the width's clock) moved before the helper whose width it reads.
    let late = Self.error(try Self.sidebar { object in
      var layers = object["layers"] as? [[String: Any]] ?? []
      layers.swapAt(0, 1)
      object["layers"] = layers
    })
    #expect(late.contains("layer \"content\" runs on its clock but is evaluated before (or is) \"menuHelper\""), "\(late)")
    // The helper on its own width's clock: a cycle.
    let cycle = Self.error(try Self.sidebar { object in
      var layers = object["layers"] as? [[String: Any]] ?? []
      layers[0]["clock"] = "foldWidth"
      object["layers"] = layers
    })
    #expect(cycle.contains("layer \"menuHelper\" runs on its clock"), "\(cycle)")
  }

  @Test("written and read again, the drag scene evaluates the same at 12 times")
  func roundTrip() throws {
    let document = try shippedScene("sidebar-drag")
    let again = try JSONDecoder().decode(SceneDocument.self, from: try JSONEncoder().encode(document))
    var (a, b) = (try SceneEvaluator(document), try SceneEvaluator(again))
    for k in 0..<12 {
      let t = Double(k) * 0.5
      let (x, y) = (try a.evaluate(at: t), try b.evaluate(at: t))
      for (p, q) in zip(x, y) { #expect(p.toRoot == q.toRoot && p.quad == q.quad, "t \(t): \(p.name)") }
    }
  }
}
