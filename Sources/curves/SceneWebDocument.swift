import ArgumentParser
import Foundation
import MotionCurves

/// `curves scene --format web`: one self-contained HTML file that plays a scene with Web
/// Animations, baked from the library's evaluation on the time grid.
///
/// The page: a `#scene` box of the canvas size and background (`isolation: isolate`, so blend
/// modes composite over it), and one absolutely positioned `div.layer` per layer instance, back to
/// front, its `transform` the instance's transform to the root composed with its bounds origin as
/// `matrix3d()` (perspective included; the siblings are flat, as Core Animation flattens sublayers),
/// its `opacity` the composite opacity, its `mix-blend-mode` the compositing filter. Inside: the
/// background colour, a gradient (a 100 × 100 box scaled to the bounds, so its axis runs in unit
/// coordinates as Core Animation's does), an inline `<svg>` in layer coordinates with the filled
/// path and the stroked part of the path (trimmed by the library: exact pieces), and a text
/// layer's strings (bold sans-serif, 0.45 × the height, centred; one shows at a time).
///
/// Every number that can change is a registered `<number>` custom property (`@property`), which
/// Web Animations interpolates linearly, and the page's CSS builds the real values from them
/// (`matrix3d(var(--m0), …)`, `color(srgb var(--c0) …)`): the browser's interpolation between
/// keyframes is then exactly the straight segment the merging checks. Paths animate as `d`.
/// Keyframes sit at the sample times (offsets (t − t0) / (t1 − t0)), linear between; see
/// ``SceneWebTolerance`` for what a merged run reproduces.
struct SceneWebDocument {
  var scene: SceneDocument
  var times: [Double]
  var fps: Double
  var elements: [SceneWebElement] = []

  /// The most layer instances times samples one page is built from (each holds up to about 40
  /// numbers while the tracks are merged).
  static let maximumSamples = 1_000_000

  /// Samples `evaluator` at every time.
  ///
  /// - Throws: when the instances times the times pass ``maximumSamples``, or the first frame's
  ///   path data times the times passes twice the output budget (the paths are held until they
  ///   are merged), before the rest is computed; as ``SceneEvaluator/evaluate(at:)``.
  init(_ scene: SceneDocument, times: [Double], fps: Double, evaluator: inout SceneEvaluator) throws {
    self.scene = scene
    self.times = times
    self.fps = fps
    for t in times {
      let frames = try usage { () throws(SceneError) in try evaluator.evaluate(at: t) }
      if elements.isEmpty {
        elements = frames.map(SceneWebElement.init)
        guard Double(frames.count) * Double(times.count) <= Double(Self.maximumSamples) else {
          throw ValidationError(
            "\(frames.count) layer instances at \(times.count) times are more than the \(Self.maximumSamples) samples one page is built from: ask for fewer times")
        }
      }
      for (index, frame) in frames.enumerated() { try elements[index].append(frame) }
      if t == times.first {
        let bytes = elements.reduce(0) { $0 + ($1.fill?.path.samples.last?.utf8.count ?? 0) + ($1.stroke?.path.samples.last?.utf8.count ?? 0) }
        guard Double(bytes) * Double(times.count) <= 2 * Double(CSVTable.maximumBytes) else { throw CSVTable.budgetExceeded }
      }
    }
  }

  /// Whether a loop of the span is seamless (every element's last sample equals its first).
  var isSeamless: Bool { elements.allSatisfy(\.isSeamless) }

  /// The HTML page; `loops` plays the span forever (`iterations: Infinity`), else once, holding
  /// the last frame.
  func html(loops: Bool) -> String {
    var page = WebText()
    let duration = (times.last ?? 0) - (times.first ?? 0)
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"generator\" content=\"curves scene --format web\">\n"
    page += "<title>" + WebText.html(scene.name) + "</title>\n<style>\n"
    page += style()
    page += "</style>\n</head>\n<body>\n"
    page += "<div id=\"scene\" data-scene=\"" + WebText.html(scene.name) + "\" style=\"width:" + WebText.number(scene.size.x)
    page += "px;height:" + WebText.number(scene.size.y) + "px;background-color:" + Self.color(scene.background) + "\">\n"
    var animations: [String] = []
    for (index, element) in elements.enumerated() {
      page += markup(element, id: "l\(index)", animations: &animations)
    }
    page += "</div>\n<script type=\"application/json\" id=\"curves-scene\">\n{\"scene\":" + WebText.json(scene.name)
    page += ",\"from\":" + WebText.number(times.first ?? 0) + ",\"until\":" + WebText.number(times.last ?? 0)
    page += ",\"fps\":" + WebText.number(fps) + ",\"samples\":\(times.count),\"duration\":" + WebText.number(duration)
    page += ",\"iterations\":" + (loops ? "\"infinite\"" : "1")
    page += ",\"tolerance\":{\"geometry\":" + WebText.number(SceneWebTolerance.geometry)
    page += ",\"path\":" + WebText.number(SceneWebTolerance.path) + ",\"opacity\":" + WebText.number(SceneWebTolerance.opacity)
    page += ",\"color\":" + WebText.number(SceneWebTolerance.color) + "},\n\"animations\":[\n"
    page += animations.joined(separator: ",\n")
    page += "\n]}\n</script>\n<script>\n" + Self.player + "</script>\n</body>\n</html>\n"
    return page.text
  }

  /// Starts every animation at once, on the document timeline.
  static let player = """
    (() => {
      const data = JSON.parse(document.getElementById("curves-scene").textContent);
      const timing = {duration: data.duration * 1000, fill: "both",
                      iterations: data.iterations === "infinite" ? Infinity : data.iterations};
      for (const a of data.animations) document.getElementById(a.target).animate(a.keyframes, timing);
    })();

    """

  /// The style sheet: the registered properties and the rules that build CSS values from them.
  private func style() -> String {
    let stops = elements.map { $0.gradient?.count ?? 0 }.max() ?? 0
    var names = (0..<16).map { "--m\($0)" } + ["--c0", "--c1", "--c2", "--c3", "--w"]
    for k in 0..<stops { names += (0..<4).map { "--g\(k)c\($0)" } + ["--g\(k)l"] }
    var css = ""
    for name in names { css += "@property \(name) { syntax: \"<number>\"; inherits: false; initial-value: 0; }\n" }
    let matrix = (0..<16).map { "var(--m\($0))" }.joined(separator: ", ")
    let color = "color(srgb var(--c0) var(--c1) var(--c2) / var(--c3))"
    css += """
      body { margin: 0; }
      #scene { position: relative; overflow: hidden; isolation: isolate; }
      .layer { position: absolute; left: 0; top: 0; transform-origin: 0 0; transform: matrix3d(\(matrix)); }
      .bg { background-color: \(color); }
      .layer > svg { position: absolute; left: 0; top: 0; overflow: visible; }
      .fill { fill: \(color); stroke: none; }
      .stroke { fill: none; stroke: \(color); stroke-width: calc(var(--w) * 1px); stroke-miterlimit: 10; }
      .text { position: absolute; inset: 0; display: grid; place-items: center; color: \(color);
              font-family: sans-serif; font-weight: bold; line-height: 1; white-space: pre; }
      .text > span { grid-area: 1 / 1; }
      .gradient { position: absolute; left: 0; top: 0; width: 100px; height: 100px; transform-origin: 0 0; }

      """
    return css
  }

  /// The markup of one element, appending its animations.
  private func markup(_ element: SceneWebElement, id: String, animations: inout [String]) -> String {
    var style = "width:" + WebText.number(element.size.x) + "px;height:" + WebText.number(element.size.y) + "px"
    style += track(element.matrix, id: id, animations: &animations)
    style += track(element.opacity, id: id, animations: &animations)
    if let blend = element.blendMode { style += ";mix-blend-mode:" + blend }
    var classes = "layer"
    if let background = element.background {
      classes += " bg"
      style += track(background, id: id, animations: &animations)
    }
    var html = "<div class=\"\(classes)\" id=\"\(id)\" data-layer=\"" + WebText.html(element.name)
    html += "\" data-instance=\"\(element.instance)\" style=\"\(style)\">"
    if let gradient = element.gradient {
      let gid = id + "-gradient"
      var inner = "transform:scale(" + WebText.number(element.size.x / 100) + "," + WebText.number(element.size.y / 100) + ")"
      inner += ";background-image:" + Self.gradient(start: gradient.start, end: gradient.end, count: gradient.count)
      inner += track(gradient.stops, id: gid, animations: &animations)
      html += "<div class=\"gradient\" id=\"\(gid)\" style=\"\(inner)\"></div>"
    }
    if element.fill != nil || element.stroke != nil {
      html += "<svg width=\"1\" height=\"1\"><g transform=\"translate(" + WebText.number(-element.origin.x) + " "
      html += WebText.number(-element.origin.y) + ")\">"
      if let (color, path) = element.fill {
        let pid = id + "-fill"
        let paint = track(color, id: pid, animations: &animations) + pathTrack(path, id: pid, animations: &animations)
        html += "<path class=\"fill\" id=\"\(pid)\" style=\"" + String(paint.dropFirst()) + "\"/>"
      }
      if let (paint, path) = element.stroke {
        let pid = id + "-stroke"
        let style = track(paint, id: pid, animations: &animations) + pathTrack(path, id: pid, animations: &animations)
        html += "<path class=\"stroke\" id=\"\(pid)\" style=\"stroke-linecap:" + element.lineCap + style + "\"/>"
      }
      html += "</g></svg>"
    }
    if let (color, strings, shown) = element.text {
      let tid = id + "-text"
      let size = WebText.number(element.size.y * 0.45)
      html += "<div class=\"text\" id=\"\(tid)\" style=\"font-size:\(size)px" + track(color, id: tid, animations: &animations) + "\">"
      for (k, string) in strings.enumerated() {
        let sid = tid + "-\(k)"
        html += "<span id=\"\(sid)\" style=\"opacity:" + WebText.number(shown[k].samples.first ?? 0) + "\">"
        html += WebText.html(string) + "</span>"
        if let keyframes = shown[k].keyframes(times: times) {
          animations.append(
            animation(sid, keyframes.map { (offset($0.time), [(shown[k].property, WebText.number($0.value))]) }))
        }
      }
      html += "</div>"
    }
    return html + "</div>\n"
  }

  /// The static values of `track` as declarations (each after a `;`), appending its animation
  /// when it moves.
  private func track(_ track: SceneWebNumbers, id: String, animations: inout [String]) -> String {
    guard let first = track.samples.first else { return "" }
    var style = ""
    for (property, value) in zip(track.properties, first) { style += ";" + property + ":" + WebText.number(value) }
    if let kept = track.kept(times: times) {
      let moving = track.moving
      animations.append(
        animation(
          id,
          kept.map { k in
            (offset(index: k), moving.map { (track.properties[$0], WebText.number(track.samples[k][$0])) })
          }))
    }
    return style
  }

  /// The first path as a `d` declaration, appending the path's animation when it changes.
  private func pathTrack(_ track: SceneWebPath, id: String, animations: inout [String]) -> String {
    guard let first = track.samples.first else { return "" }
    if let kept = track.kept(times: times) {
      animations.append(animation(id, kept.map { (offset(index: $0), [("d", WebText.json(Self.d(track.samples[$0])))]) }))
    }
    return ";d:" + WebText.html(Self.d(first))
  }

  /// One animation: the target's id and its keyframes, as the JSON the player reads.
  private func animation(_ id: String, _ keyframes: [(offset: Double, values: [(String, String)])]) -> String {
    var json = "{\"target\":\"\(id)\",\"keyframes\":["
    for (index, keyframe) in keyframes.enumerated() {
      if index > 0 { json += "," }
      json += "{\"offset\":" + WebText.number(keyframe.offset)
      for (property, value) in keyframe.values { json += ",\"" + property + "\":" + value }
      json += "}"
    }
    return json + "]}"
  }

  /// The keyframe offset of sample `index`: exactly 0 and 1 at the ends.
  private func offset(index: Int) -> Double {
    index == 0 ? 0 : index == times.count - 1 ? 1 : offset(times[index])
  }

  private func offset(_ time: Double) -> Double {
    let span = (times.last ?? 0) - (times.first ?? 0)
    return span > 0 ? Swift.min(Swift.max((time - (times.first ?? 0)) / span, 0), 1) : 0
  }

  /// A `d` value: `path("…")`, or `none`.
  static func d(_ data: String) -> String { data == "none" ? "none" : "path(\"" + data + "\")" }

  /// A fixed colour as `color(srgb r g b / a)`.
  static func color(_ color: CSSColor) -> String {
    let c = color.converted(to: .srgb)
    return "color(srgb " + WebText.number(c.components.x) + " " + WebText.number(c.components.y) + " "
      + WebText.number(c.components.z) + " / " + WebText.number(c.alpha) + ")"
  }

  /// The CSS gradient of Core Animation's axial gradient from `start` to `end` (unit
  /// coordinates), drawn in a 100 × 100 box: the CSS gradient line has the axis's direction, and
  /// location s — the point start + s·(end − start) — is at the percentage where its projection on
  /// that line falls (CSS Images 3 §3.1.1: the line passes through the centre, its length
  /// |w·sin θ| + |h·cos θ|). Stops interpolate in sRGB (`in srgb`, premultiplied by CSS's rule:
  /// the same as Core Animation's straight components for opaque stops). Coinciding points draw
  /// every stop at the centre, top to bottom.
  static func gradient(start: SIMD2<Double>, end: SIMD2<Double>, count: Int) -> String {
    let axis = end - start, length = (axis * axis).sum().squareRoot()
    let direction = length > 0 ? axis / length : SIMD2(0, 1)
    let angle = atan2(direction.x, -direction.y) * 180 / .pi
    let line = 100 * (abs(direction.x) + abs(direction.y))
    let a = 100 * (((start * 100 - SIMD2(50, 50)) * direction).sum() / line + 0.5)
    let b = 100 * (100 * length / line)
    var stops: [String] = []
    for k in 0..<count {
      let color = "color(srgb var(--g\(k)c0) var(--g\(k)c1) var(--g\(k)c2) / var(--g\(k)c3))"
      stops.append(color + " calc(" + WebText.number(a) + "% + var(--g\(k)l) * " + WebText.number(b) + "%)")
    }
    if count == 1 { stops.append(stops[0]) }
    return "linear-gradient(in srgb " + WebText.number(angle) + "deg, " + stops.joined(separator: ", ") + ")"
  }
}

/// WebText built by appending, with the escapes and number form of the web page.
struct WebText {
  var text = ""

  static func += (page: inout WebText, piece: String) { page.text += piece }
  static func += (page: inout WebText, piece: Substring) { page.text += piece }

  /// A number in its shortest form that reads back to the same `Double` (`1`, `0.5`, `1e-05`).
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `text` for HTML text and attribute values: & < > " ' escaped.
  static func html(_ text: String) -> String {
    var result = ""
    for c in text.unicodeScalars {
      switch c {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(c)
      }
    }
    return result
  }

  /// A JSON string literal, safe inside a `<script>` element (`<` written `\u003c`).
  static func json(_ text: String) -> String {
    var result = ""
    LineJSONEncoder.quote(text, into: &result, scriptSafe: true)
    return result
  }
}
