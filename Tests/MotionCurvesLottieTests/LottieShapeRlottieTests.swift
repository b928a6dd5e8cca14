import Foundation
import MotionCurvesGeometry
import MotionCurvesLottie
import MotionCurvesTransforms
import Testing
import TestSupport

// Our shape geometry, carried to the canvas by layerFrames' toRoot, against rlottie's recorded
// render tree (Tests/TestSupport/Fixtures/rlottie, recorded by Tests/Differential/rlottie_tree.py
// from Debian's librlottie 0.1; see each file's provenance). rlottie writes a straight cubic
// (handles on its ends) as `L`; we compare every point rlottie gives (a `C`'s three points, an
// `L`'s end point). Only root-level shape layers visible in both players are compared.

/// One rlottie node's on-path points with a flag per point: on-curve (M, L or C end) or control.
struct RlottieNode {
  var layer: String
  var elements: [Character]
  var points: [SIMD2<Double>]
}

func rlottieNodes(_ file: String, frameIndex: Int) -> (frame: Double, nodes: [RlottieNode]) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TestSupport/Fixtures/rlottie/\(file)")
  guard let data = try? Data(contentsOf: url), let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let frames = root["frames"] as? [[String: Any]], frameIndex < frames.count
  else { return (0, []) }
  let frame = frames[frameIndex]
  var nodes: [RlottieNode] = []
  for layer in frame["layers"] as? [[String: Any]] ?? [] {
    guard let path = layer["path"] as? [String], path.count == 1, layer["visible"] as? Bool == true else { continue }
    for node in layer["nodes"] as? [[String: Any]] ?? [] where node["keypath"] is String {
      let points = (node["points"] as? [[Double]] ?? []).map { SIMD2($0[0], $0[1]) }
      nodes.append(withoutRepeatedLines(RlottieNode(layer: path[0], elements: Array(node["elements"] as? String ?? ""), points: points)))
    }
  }
  return ((frame["frame"] as? Double) ?? 0, nodes)
}

/// rlottie's polystar closes with an extra zero-length `L` to its start: an `L` to the previous
/// point is dropped.
func withoutRepeatedLines(_ node: RlottieNode) -> RlottieNode {
  var result = RlottieNode(layer: node.layer, elements: [], points: [])
  var k = 0
  for e in node.elements {
    switch e {
    case "M":
      result.elements.append(e)
      result.points.append(node.points[k])
      k += 1
    case "L":
      if let last = result.points.last, ((last - node.points[k]) * (last - node.points[k])).sum() < 1e-8 {
        k += 1
        continue
      }
      result.elements.append(e)
      result.points.append(node.points[k])
      k += 1
    case "C":
      result.elements.append(e)
      result.points += node.points[k..<(k + 3)]
      k += 3
    default:
      result.elements.append(e)
    }
  }
  return result
}

/// Our drawn item as rlottie would write it: the points rlottie keeps (an `L` where our cubic is
/// straight: both handles on the chord's ends).
func rlottieShape(_ path: VectorPath, _ m: TransformMatrix3D) -> (elements: [Character], points: [SIMD2<Double>]) {
  func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(p.x * m.row1.x + p.y * m.row2.x + m.row4.x, p.x * m.row1.y + p.y * m.row2.y + m.row4.y)
  }
  var elements: [Character] = [], points: [SIMD2<Double>] = []
  var current = SIMD2<Double>.zero
  for command in path.commands {
    switch command {
    case let .move(p):
      elements.append("M")
      points.append(apply(p))
      current = p
    case let .cubic(a, b, c):
      func onChord(_ q: SIMD2<Double>) -> Bool {
        let (u, v) = (c - current, q - current)
        let cross = u.x * v.y - u.y * v.x
        return abs(cross) <= 1e-9 * max((u * u).sum(), 1e-300) && (u * v).sum() >= -1e-9 && (u * v).sum() <= (u * u).sum() * (1 + 1e-9)
      }
      if (a == current || onChord(a)) && (b == c || onChord(b)) {
        elements.append("L")
        points.append(apply(c))
      } else {
        elements.append("C")
        points += [apply(a), apply(b), apply(c)]
      }
      current = c
    case .close:
      elements.append("Z")
    default:
      break
    }
  }
  return (elements, points)
}

/// The largest distance between corresponding points.
func distance(_ a: [SIMD2<Double>], _ b: [SIMD2<Double>]) -> Double {
  guard a.count == b.count else { return .infinity }
  return zip(a, b).map { (($0 - $1) * ($0 - $1)).sum().squareRoot() }.max() ?? 0
}

/// The subpaths of a shape (elements and points) reordered by their first point.
func sortedSubpaths(_ shape: (elements: [Character], points: [SIMD2<Double>])) -> (elements: [Character], points: [SIMD2<Double>]) {
  var pieces: [(elements: [Character], points: [SIMD2<Double>])] = []
  var k = 0
  for e in shape.elements {
    if e == "M" { pieces.append(([], [])) }
    guard !pieces.isEmpty else { continue }
    pieces[pieces.count - 1].elements.append(e)
    let n = e == "C" ? 3 : (e == "Z" ? 0 : 1)
    pieces[pieces.count - 1].points += shape.points[k..<min(k + n, shape.points.count)]
    k += n
  }
  pieces.sort { ($0.points.first?.x ?? 0, $0.points.first?.y ?? 0) < ($1.points.first?.x ?? 0, $1.points.first?.y ?? 0) }
  return (pieces.flatMap(\.elements), pieces.flatMap(\.points))
}

@Suite struct LottieShapeRlottieTests {
  /// The largest distance (canvas units) allowed between our points and rlottie's over the five
  /// recorded frames: measured, rounded up, with the class of what remains. `classes` bounds the
  /// nodes of one shape (by their elements) on their own.
  /// - Parenting (ellipses, 325 points): measured 0.00178 — rlottie's ellipse constant
  ///   0.55228475 against E_t 0.55191502 (a handle differs by 0.00037·r) and its float storage;
  /// - SplitDimensions (ellipse, 65 points): measured 0.00255 — the same ellipse constant;
  /// - StartEndFrame (rectangle, 25 points): measured 0.00929 — rlottie evaluates integer frames
  ///   and stores floats;
  /// - Shapes (rectangles, a repeater, a star: measured ≤ 0.003; its ellipse 0.0078 — the
  ///   ellipse constant, r ≈ 21; its 5-point polygon `MLLLLLZ` 0.694 — rlottie's polygon does
  ///   not start straight above the centre, named as rlottie's polygon start angle);
  /// - Repeater (two nested repeaters with animated offsets and anchors, 200 points): measured
  ///   0.0135 — rlottie's integer frames and float storage.
  /// Not compared here: EllipseDirection (rlottie draws the `d: 3` ellipse clockwise: its trimmed
  /// half is on the other side, 275 units away) and the two trim files (rlottie draws some trims
  /// with nothing to keep in full, and measures lengths its own way: 0.03 to 60 units).
  static let cases: [(file: String, mode: LottieEvaluationMode, bound: Double, classes: [String: Double])] = [
    ("Parenting.json", .exact, 0.002, [:]),
    ("SplitDimensions.json", .exact, 0.003, [:]),
    ("StartEndFrame.json", .exact, 0.01, [:]),
    ("Shapes.json", .exact, 0.003, ["MCCCCZ": 0.008, "MLLLLLZ": 0.7]),
    ("Repeater.json", .exact, 0.014, [:]),
  ]

  @Test(arguments: cases.indices)
  func geometryMatchesRlottie(_ index: Int) throws {
    let (file, mode, bound, classes) = Self.cases[index]
    let animation = try LottieAnimation(json: try LottieCorpus.bytes(file))
    var worst = 0.0, compared = 0
    for f in 0..<5 {
      let (frame, expected) = rlottieNodes(file, frameIndex: f)
      let layers = try animation.layerFrames(atFrame: frame, mode: mode)
      let shapes = try animation.shapeFrames(atFrame: frame, mode: mode)
      var ours: [String: [(elements: [Character], points: [SIMD2<Double>])]] = [:]
      for layer in layers where layer.isInRange && layer.layer.kind == .shape && layer.indices.count == 1 {
        let key = "layers[\(layer.indices[0])]"
        let drawn = shapes[key]?.drawn ?? []
        ours[layer.name ?? "", default: []] += drawn.filter { !$0.path.isEmpty }.map { rlottieShape($0.path, layer.toRoot) }
      }
      var byLayer: [String: [RlottieNode]] = [:]
      for node in expected { byLayer[node.layer, default: []].append(node) }
      for (name, nodes) in byLayer {
        let mine = ours[name] ?? []
        #expect(mine.count == nodes.count, "\(file) frame \(frame) layer \(name): \(mine.count) drawn vs rlottie \(nodes.count)")
        // Matched as sets: each rlottie node to the unused drawn item nearest to it, subpaths in
        // order of their first points (rlottie lists a repeater's copies in another order).
        var unused = mine.map(sortedSubpaths)
        for node in nodes.map({ sortedSubpaths(($0.elements, $0.points)) }) {
          let candidates = unused.indices.filter { unused[$0].elements == node.elements }
          guard let best = candidates.min(by: { distance(unused[$0].points, node.points) < distance(unused[$1].points, node.points) }) else {
            Issue.record("\(file) frame \(frame) \(name): no drawn item shaped \(String(node.elements))")
            continue
          }
          let d = distance(unused[best].points, node.points)
          if let classBound = classes[String(node.elements)] {
            #expect(d <= classBound, "\(file) frame \(frame) \(String(node.elements)): \(d)")
          } else {
            worst = max(worst, d)
          }
          compared += node.points.count
          unused.remove(at: best)
        }
      }
    }
    #expect(compared > 0)
    #expect(worst <= bound)
  }
}
