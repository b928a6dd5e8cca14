import Foundation
import TestSupport
import Testing

/// `curves color`: the built executable against closed forms, the CSS Color 4 procedure worked by
/// hand, high-precision values computed separately, and published cases of `css-color.json`
/// (web-platform-tests and color.js; TestSupport's copy of ../shared/conformance/css-color.json,
/// the one the library's colour tests use).
@Suite("curves color")
struct ColorCommandTests {
  static var fixture: [String: Any] { fixtureObject(named: "css-color") }

  /// A colour's CSS text read back: its function name (`rgb`, `oklab`, `color(srgb` …), its three
  /// components (nil for `none`) and its alpha (1 when not written).
  struct Parsed: Equatable {
    var name: String
    var components: [Double?]
    var alpha: Double?
  }

  static func parse(_ text: some StringProtocol) -> Parsed? {
    var text = String(text)
    if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    var name = String(text[..<open])
    var tokens = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    if name == "color", !tokens.isEmpty { name += "(" + tokens.removeFirst() }
    var alpha: Double? = 1
    if let slash = tokens.firstIndex(of: "/") {
      alpha = tokens.count == slash + 2 ? (tokens[slash + 1] == "none" ? nil : Double(tokens[slash + 1])) : .nan
      tokens.removeSubrange(slash...)
    } else if tokens.count == 4 {  // rgba(r, g, b, a)
      alpha = Double(tokens.removeLast())
    }
    guard tokens.count == 3 else { return nil }
    var components: [Double?] = []
    for token in tokens {
      if token == "none" {
        components.append(nil)
      } else if let value = Double(token) {
        components.append(value)
      } else {
        return nil
      }
    }
    return Parsed(name: name, components: components, alpha: alpha)
  }

  /// The rows of a `t,color` table after its header.
  static func rows(_ result: CurvesRunner.Result) -> [(t: Double, color: Substring)] {
    result.lines.dropFirst().compactMap { line in
      guard let comma = line.firstIndex(of: ","), let t = Double(String(line[..<comma])) else { return nil }
      return (t, line[line.index(after: comma)...])
    }
  }

  // MARK: resolve

  /// hsl(120 100% 25%): C = (1 − |2·0.25 − 1|)·1 = 0.5, so the green channel is 0.5·255 = 127.5,
  /// which CSS rounds half up to 128 (what browsers report); #ff000080's alpha 128/255 has the
  /// 2-decimal form 0.5 (0.5·255 rounds to 128 again).
  @Test("resolve: computed values, one line", arguments: [
    ("hsl(120 100% 25%)", "rgb(0, 128, 0)"),
    ("#ff000080", "rgba(255, 0, 0, 0.5)"),
    ("transparent", "rgba(0, 0, 0, 0)"),
    ("RebeccaPurple", "rgb(102, 51, 153)"),
    ("hwb(0 20% 40%)", "rgb(153, 51, 51)"),
    ("lab(50 20 -30 / 25%)", "lab(50 20 -30 / 0.25)"),
    ("oklch(0.5 0.1 -90deg)", "oklch(0.5 0.1 270)"),
    ("color(xyz 0.25 0.5 0.75)", "color(xyz-d65 0.25 0.5 0.75)"),
    ("color-mix(in srgb, red 50%, blue)", "color(srgb 0.5 0 0.5)"),
  ])
  func resolve(input: String, expected: String) throws {
    let result = try CurvesRunner.run(["color", "resolve", input])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines == [Substring(expected)])
  }

  /// A handful of `color_mix_wpt` cases (css/css-color/parsing/color-computed-color-mix-function.html):
  /// in each of the file's sections, the first plain case, the first with `alpha/premultiplied` and
  /// the first with `missing components (none)` among the two-colour mixes whose percentages sum
  /// to 100 %. Each goes through `color resolve` as written, and through `color mix` with the
  /// case's space, hue method and progress t, compared as color-testcommon.js compares (numbers
  /// within the case's epsilon, the same form).
  @Test("color_mix_wpt cases through resolve and through mix --in")
  func colorMixWPT() throws {
    let all = Self.fixture["color_mix_wpt"] as? [[String: Any]] ?? []
    #expect(all.count == 701)
    var chosen: [[String: Any]] = [], seen: Set<String> = []
    for c in all {
      let flags = c["flags"] as? [String] ?? []
      guard flags.count <= 1, c["alpha_multiplier"] as? Double == 1, (c["colors"] as? [String])?.count == 2 else { continue }
      let kind = flags.first ?? "plain"
      guard kind == "plain" || kind == "alpha/premultiplied" || kind == "missing components (none)" else { continue }
      if seen.insert("\(c["section"] ?? "") \(kind)").inserted { chosen.append(c) }
    }
    #expect(chosen.count == 18)
    for c in chosen {
      let input = c["input"] as? String ?? "", expect = c["expect"] as? String ?? ""
      let epsilon = c["epsilon"] as? Double ?? 1e-4
      let resolved = try CurvesRunner.run(["color", "resolve", input])
      #expect(resolved.status == 0 && resolved.lines.count == 1)
      #expect(isClose(Self.parse(resolved.lines.first ?? ""), Self.parse(expect), .absolute(epsilon)), "\(input): \(resolved.stdout) vs \(expect)")

      // The same mix as two colours and a progress.
      let colors = (c["colors"] as? [String] ?? []).map(Self.withoutPercentage)
      let space = c["interpolation_space"] as? String ?? "", hue = c["hue_method"] as? String ?? ""
      let method = ["hsl", "hwb", "lch", "oklch"].contains(space) ? "\(space) \(hue) hue" : space
      let t = c["t"] as? Double ?? .nan
      let mixed = try CurvesRunner.run(["color", "mix", colors[0], colors[1], "--in", method, "--at", "\(t)"])
      let row = Self.rows(mixed)
      #expect(mixed.status == 0 && mixed.lines.first == "t,color" && row.count == 1 && row.first?.t == t)
      #expect(isClose(Self.parse(row.first?.color ?? ""), Self.parse(expect), .absolute(epsilon)), "\(input) as mix: \(mixed.stdout) vs \(expect)")
    }
  }

  /// `hsl(120deg 10% 20%) 25%` → `hsl(120deg 10% 20%)`: the percentage before or after a colour
  /// in a color-mix() argument removed.
  static func withoutPercentage(_ item: String) -> String {
    var words = item.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if let last = words.last, last.hasSuffix("%"), Double(last.dropLast()) != nil { words.removeLast() }
    if let first = words.first, first.hasSuffix("%"), Double(first.dropLast()) != nil { words.removeFirst() }
    return words.joined(separator: " ")
  }

  // MARK: convert

  /// Every `colorjs_conversions_css_spaces` case (color.js test/conversions.js) through `color
  /// convert`, each component within the case's epsilon; a null hue expectation (NaN in color.js:
  /// powerless) must print as `none`, a null elsewhere is a coordinate color.js does not check.
  @Test("convert: the 32 color.js conversion cases")
  func colorJSConversions() throws {
    let cases = Self.fixture["colorjs_conversions_css_spaces"] as? [[String: Any]] ?? []
    #expect(cases.count == 32)
    for c in cases {
      let input = c["input"] as? String ?? "", space = c["to_space"] as? String ?? ""
      let expect = (c["expect"] as? [Any] ?? []).map(jsonNumber)
      let epsilon = c["epsilon"] as? Double ?? 0
      let result = try CurvesRunner.run(["color", "convert", input, "--to", space])
      #expect(result.status == 0 && result.lines.count == 1, "\(input) → \(space): \(result.stderr)")
      let parsed = try #require(Self.parse(result.lines.first ?? ""), "\(result.stdout)")
      let name = ["lab", "lch", "oklab", "oklch", "hsl", "hwb"].contains(space) ? space : "color(\(space)"
      #expect(parsed.name == name && parsed.alpha == 1, "\(result.stdout)")
      let hueIndex = space == "hsl" || space == "hwb" ? 0 : space == "lch" || space == "oklch" ? 2 : nil
      for i in 0..<3 {
        guard let want = expect[i] else {
          if i == hueIndex { #expect(parsed.components[i] == nil, "\(input) → \(space): hue should be none: \(result.stdout)") }
          continue
        }
        let got = try #require(parsed.components[i], "\(input) → \(space): component \(i) is none")
        #expect(abs(got - want) <= epsilon, "\(input) → \(space): component \(i) \(got) vs \(want)")
      }
    }
  }

  /// White in Oklab is (1, 0, 0) by construction of Oklab (its matrices map D65 white to L = 1,
  /// a = b = 0); hsl(120 100% 25%) is sRGB (0, 0.5, 0) (see ``resolve(input:expected:)``), and
  /// converting keeps alpha; xyz is written xyz-d65.
  @Test("convert: oklab of white, hsl to srgb at full precision, alpha kept")
  func convert() throws {
    let white = try CurvesRunner.run(["color", "convert", "white", "--to", "oklab"])
    #expect(isClose(Self.parse(white.lines.first ?? ""), Parsed(name: "oklab", components: [1, 0, 0], alpha: 1), .absolute(1e-14)))
    let green = try CurvesRunner.run(["color", "convert", "hsl(120 100% 25%)", "--to", "srgb"])
    #expect(green.lines == ["color(srgb 0 0.5 0)"])
    let translucent = try CurvesRunner.run(["color", "convert", "rgb(255 0 0 / 0.5)", "--to", "srgb"])
    #expect(translucent.lines == ["color(srgb 1 0 0 / 0.5)"])
    let xyz = try CurvesRunner.run(["color", "convert", "color(srgb-linear 1 1 1)", "--to", "xyz"])
    // lin_sRGB_to_XYZ_D65 applied to (1, 1, 1): the D65 white point (0.3127/0.3290, 1, (1 − 0.3127 − 0.3290)/0.3290).
    let d65 = Parsed(name: "color(xyz-d65", components: [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290], alpha: 1)
    #expect(isClose(Self.parse(xyz.lines.first ?? ""), d65, .absolute(1e-15)), "\(xyz.stdout)")
    // A hue in the space's own syntax, the value HSL defines: rgb(255 0 0 / 0.5) → hsl(0 100 50 / 0.5).
    let hsl = try CurvesRunner.run(["color", "convert", "rgb(255 0 0 / 0.5)", "--to", "hsl"])
    #expect(hsl.lines == ["hsl(0 100 50 / 0.5)"])
  }

  /// color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm" (css-color.json
  /// `colorjs_gamut_mapping`): display-p3 red → rgb(100% 4.457% 4.5932%), within half a unit of the
  /// last written digit; clip gives the clamped conversion (1, 0, 0) exactly; an in-gamut colour is
  /// unchanged by every method.
  @Test("convert --gamut-map: color.js's CSS-algorithm case, clip, and in-gamut colours unchanged")
  func gamutMap() throws {
    let css = try CurvesRunner.run(["color", "convert", "color(display-p3 1 0 0)", "--to", "srgb", "--gamut-map", "css"])
    let expected = Parsed(name: "color(srgb", components: [1, 0.04457, 0.045932], alpha: 1)
    #expect(isClose(Self.parse(css.lines.first ?? ""), expected, .absolute(5e-6)), "\(css.stdout)")
    let clip = try CurvesRunner.run(["color", "convert", "color(display-p3 1 0 0)", "--to", "srgb", "--gamut-map", "clip"])
    #expect(clip.lines == ["color(srgb 1 0 0)"])
    for method in ["css", "raytrace", "clip"] {
      let inside = try CurvesRunner.run(["color", "convert", "hsl(120 100% 25%)", "--to", "srgb", "--gamut-map", method])
      #expect(inside.lines == ["color(srgb 0 0.5 0)"], "\(method)")
    }
  }

  // MARK: mix

  /// Legacy pairs from `legacy_animation_wpt` whose from value is a literal colour (no cascade
  /// context): black → orange on color-interpolation.html, white → orange on the background and
  /// border pages, transparent → green on the background page; one `color mix` per pair with
  /// every --at of the page, compared as interpolation-testcommon.js does (the 8-bit channels and
  /// alpha to 2 decimals). orange is rgb(255, 165, 0) and white rgb(255, 255, 255) in CSS Color 4's
  /// named-colour table.
  @Test("mix: legacy_animation_wpt cases with literal colours")
  func legacyAnimationWPT() throws {
    let named: [String: String] = ["orange": "rgb(255, 165, 0)", "white": "rgb(255, 255, 255)"]
    var pairs: [String: (from: String, to: String, cases: [(Double, String)])] = [:]
    for c in Self.fixture["legacy_animation_wpt"] as? [[String: Any]] ?? [] {
      let from = c["from"] as? String ?? "", to = c["to"] as? String ?? "", expect = c["expect"] as? String ?? ""
      guard ["black", "white", "transparent"].contains(from), let at = jsonNumber(c["at"]) else { continue }
      let key = "\(c["file"] ?? "") \(from) \(to)"
      pairs[key, default: (from, to, [])].cases.append((at, named[expect] ?? expect))
    }
    #expect(pairs.count == 4 && pairs.values.map(\.cases.count).reduce(0, +) == 18)
    for (key, pair) in pairs {
      let result = try CurvesRunner.run(["color", "mix", pair.from, pair.to] + pair.cases.flatMap { ["--at", "\($0.0)"] })
      #expect(result.status == 0 && result.lines.first == "t,color")
      let rows = Self.rows(result)
      #expect(rows.map(\.t) == pair.cases.map(\.0), "\(key): rows in the order given")
      for (row, (at, expect)) in zip(rows, pair.cases) {
        let got = Self.parse(row.color).map(Self.twoDecimals), want = Self.parse(expect).map(Self.twoDecimals)
        #expect(got == want && row.color.hasPrefix("\"rgb"), "\(key) at \(at): \(row.color) vs \(expect)")
      }
    }
  }

  /// normalizeValue's rounding: every number to 2 decimals; rgba with alpha 1 compares as rgb.
  static func twoDecimals(_ p: Parsed) -> Parsed {
    let round = { (x: Double?) in x.map { ($0 * 100).rounded() / 100 } }
    return Parsed(name: p.name == "rgba" ? "rgb" : p.name, components: p.components.map(round), alpha: round(p.alpha))
  }

  /// The endpoints are the colours themselves (in the interpolation space), and fractions outside
  /// [0, 1] extrapolate by the CSS Color 4 §12 procedure worked by hand: in srgb, black → 50 % grey
  /// at t = 2 is (1, 1, 1) and at −1 is (−0.5, −0.5, −0.5), unclamped; red at alpha 0.5 → red at
  /// alpha 1, premultiplied (0.5 → 1), at t = 2 is 0.5 + 2·0.5 = 1.5 with alpha 0.5 + 2·0.5 = 1.5
  /// clamped to 1, so r = 1.5/1.
  @Test("mix: exact endpoints, extrapolation, alpha clamped before un-premultiplying")
  func endpointsAndOvershoot() throws {
    let lab = try CurvesRunner.run(["color", "mix", "lab(10 20 30)", "lab(50 60 70 / 0.5)", "--in", "lab", "--at", "0", "--at", "1"])
    #expect(lab.lines == ["t,color", "0.0,lab(10 20 30)", "1.0,lab(50 60 70 / 0.5)"])
    let legacy = try CurvesRunner.run(["color", "mix", "red", "#00f", "--at", "1", "--at", "0"])
    #expect(legacy.lines == ["t,color", "1.0,\"rgb(0, 0, 255)\"", "0.0,\"rgb(255, 0, 0)\""])
    let ca = try CurvesRunner.run(["color", "mix", "red", "#00f", "--mode", "core-animation", "--at", "0", "--at", "1"])
    #expect(ca.lines == ["t,color", "0.0,\"rgb(255, 0, 0)\"", "1.0,\"rgb(0, 0, 255)\""])
    let grey = try CurvesRunner.run(["color", "mix", "color(srgb 0 0 0)", "color(srgb 0.5 0.5 0.5)", "--in", "srgb", "--at", "2", "--at", "-1"])
    #expect(grey.lines == ["t,color", "2.0,color(srgb 1 1 1)", "-1.0,color(srgb -0.5 -0.5 -0.5)"])
    let clamped = try CurvesRunner.run(["color", "mix", "color(srgb 1 0 0 / 0.5)", "color(srgb 1 0 0)", "--in", "srgb", "--at", "2"])
    #expect(clamped.lines == ["t,color", "2.0,color(srgb 1.5 0 0)"])
    // Hue methods: in hsl, 30° → 330° is −60° the shorter way (0° at ½) and +300° the longer
    // way (180° at ½); hsl results compute to color(srgb …): hsl(0 100% 50%) is red, hsl(180 100% 50%) cyan.
    let shorter = try CurvesRunner.run(["color", "mix", "hsl(30 100% 50%)", "hsl(330 100% 50%)", "--in", "hsl", "--at", "0.5"])
    #expect(shorter.lines.last == "0.5,color(srgb 1 0 0)")
    let longer = try CurvesRunner.run(["color", "mix", "hsl(30 100% 50%)", "hsl(330 100% 50%)", "--in", "in HSL longer hue", "--at", "0.5"])
    #expect(longer.lines.last == "0.5,color(srgb 0 1 1)")
  }

  /// Core Animation mode against CSS mode for three pairs, worked independently:
  ///
  /// - white → transparent (both legacy: CSS interpolates premultiplied sRGB): CSS gives white at
  ///   alpha ½ (premultiplied (½, ½, ½) / ½); Core Animation lerps straight alpha, (½, ½, ½, ½),
  ///   127.5 rounding half up to 128.
  /// - oklch(0.7 0.1 0°) → oklch(0.7 0.1 300°): CSS's default for non-legacy colours is Oklab, the
  ///   midpoint of the two (a, b) = C(cos h, sin h) points, (0.1·(1 + ½)/2, 0.1·(0 − √3/2)/2) =
  ///   (0.075, −0.0433012701892219); Core Animation lerps the hue as a number, 150°.
  /// - color(srgb 1 0 0) → color(srgb 0 0 1): Core Animation gives (½, 0, ½). CSS's Oklab midpoint
  ///   was computed with mpmath at 40 digits from the spec's matrices
  ///   (../shared/conformance/css-color-constants.json: lin_sRGB_to_XYZ_D65 as its rationals,
  ///   OKLab.XYZ_D65_to_LMS, cube roots, OKLab.LMS_cbrt_to_OKLab): red (0.62795536392143125562,
  ///   0.22486306842627407141, 0.12584627733058495701), blue (0.45201371817442364816,
  ///   −0.03245697517079764027, −0.31152816567757774291), midpoint (0.53998454104792745189,
  ///   0.09620304662773821557, −0.09284094417349639295).
  @Test("mix --mode core-animation vs css: straight vs premultiplied alpha, own space vs Oklab")
  func coreAnimationVersusCSS() throws {
    let css = try CurvesRunner.run(["color", "mix", "white", "transparent", "--at", "0.5"])
    #expect(css.lines == ["t,color", "0.5,\"rgba(255, 255, 255, 0.5)\""])
    let ca = try CurvesRunner.run(["color", "mix", "white", "transparent", "--at", "0.5", "--mode", "core-animation"])
    #expect(ca.lines == ["t,color", "0.5,\"rgba(128, 128, 128, 0.5)\""])

    let hueCSS = try CurvesRunner.run(["color", "mix", "oklch(0.7 0.1 0)", "oklch(0.7 0.1 300)", "--at", "0.5"])
    let b: Double = -0.1 * Double(3).squareRoot() / 4
    let oklab = Parsed(name: "oklab", components: [0.7, 0.075, b], alpha: 1)
    #expect(isClose(Self.parse(Self.rows(hueCSS).first?.color ?? ""), oklab, .absolute(1e-15)), "\(hueCSS.stdout)")
    let hueCA = try CurvesRunner.run(["color", "mix", "oklch(0.7 0.1 0)", "oklch(0.7 0.1 300)", "--at", "0.5", "--mode", "core-animation"])
    #expect(hueCA.lines == ["t,color", "0.5,oklch(0.7 0.1 150)"])

    let rbCSS = try CurvesRunner.run(["color", "mix", "color(srgb 1 0 0)", "color(srgb 0 0 1)", "--at", "0.5"])
    let mid = Parsed(name: "oklab", components: [0.53998454104792745189, 0.09620304662773821557, -0.09284094417349639295], alpha: 1)
    #expect(isClose(Self.parse(Self.rows(rbCSS).first?.color ?? ""), mid, .absolute(1e-12)), "\(rbCSS.stdout)")
    let rbCA = try CurvesRunner.run(["color", "mix", "color(srgb 1 0 0)", "color(srgb 0 0 1)", "--at", "0.5", "--mode", "core-animation"])
    #expect(rbCA.lines == ["t,color", "0.5,color(srgb 0.5 0 0.5)"])
  }

  /// `none` carried forward by CSS Color 4 §13.2: in oklab, lch's C and H and oklab's a and b are
  /// the two spaces' analogous sets (the components left once L, analogous in both, is removed), so
  /// `lch(29.24 none none)` is `oklab(L none none)` and a, b take the other colour's values; the
  /// analogous a of lab is carried alone. Expected values by mpmath at 50 digits from the spec's
  /// constants (see ColorMissingMixTests): lab(29.24 0 0) has Oklab L 0.39000000000000003667,
  /// lab(50 0 20) is oklab(0.56699316352471478709 −0.00291794938 0.049768873068127888495).
  @Test("mix: none carried into analogous components and analogous sets (CSS Color 4 §13.2)")
  func missingCarriedForward() throws {
    let pair = ["lch(29.24 none none)", "oklab(0.7 0.1 -0.05)"]
    let set = try CurvesRunner.run(["color", "mix"] + pair + ["--in", "oklab", "--at", "0.5", "--at", "0", "--at", "1"])
    #expect(set.status == 0 && set.stderr.isEmpty)
    let rows = Self.rows(set)
    #expect(rows.map { $0.t } == [0.5, 0, 1])
    let expected: [[Double?]] = [[0.54500000000000001834, 0.1, -0.05], [0.39000000000000003667, 0.1, -0.05], [0.7, 0.1, -0.05]]
    for (row, components) in zip(rows, expected) {
      let want = Parsed(name: "oklab", components: components, alpha: 1)
      #expect(isClose(Self.parse(row.color), want, .absolute(1e-13)), "\(set.stdout)")
    }
    // The default space for non-legacy colours is Oklab too.
    let byDefault = try CurvesRunner.run(["color", "mix"] + pair + ["--at", "0.5"])
    let half = Parsed(name: "oklab", components: [0.54500000000000001834, 0.1, -0.05], alpha: 1)
    #expect(isClose(Self.parse(Self.rows(byDefault).first?.color ?? ""), half, .absolute(1e-13)), "\(byDefault.stdout)")
    let resolved = try CurvesRunner.run(["color", "resolve", "color-mix(in oklab, lch(29.24 none none), oklab(0.7 0.1 -0.05))"])
    #expect(isClose(Self.parse(resolved.lines.first ?? ""), half, .absolute(1e-13)), "\(resolved.stdout)")
    let single = try CurvesRunner.run(["color", "mix", "lab(50 none 20)", "oklab(0.7 0.1 -0.05)", "--in", "oklab", "--at", "0.5"])
    let labMix = Parsed(name: "oklab", components: [0.63349658176235739355, 0.1, -0.00011556346593605575248], alpha: 1)
    #expect(isClose(Self.parse(Self.rows(single).first?.color ?? ""), labMix, .absolute(1e-13)), "\(single.stdout)")
  }

  // MARK: errors

  @Test("errors: exit 64, one line naming the bad value, nothing on stdout", arguments: [
    (["color", "resolve", ""], "invalid colour <color> '': expected a colour but found the end of the text at character 0"),
    (["color", "resolve", "garbage"], "'garbage' is not a colour name at character 0"),
    (["color", "resolve", "currentcolor"], "needs that context at character 0"),
    (["color", "resolve", "color-mix(in srgb, red, currentColor)"], "needs that context at character 24"),
    (["color", "resolve", "Canvas"], "system colour"),
    (["color", "resolve", "rgb(1, 2)"], "expected ',' but found ')' at character 8"),
    (["color", "resolve", "red\nblue"], #"'red\nblue': unexpected 'blue' after the colour at character 4"#),
    (["color", "convert", "red", "--to", "rgb"], "--to 'rgb' is not a colour space"),
    (["color", "convert", "red"], "--to"),
    (["color", "convert", "nope", "--to", "lab"], "invalid colour <color> 'nope'"),
    (["color", "convert", "red", "--to", "lab", "--to", "lch"], "--to is given more than once"),
    (["color", "convert", "red", "--to", "srgb", "--gamut-map", "nope"], "--gamut-map 'nope' is not a gamut-mapping method (css, raytrace, clip)"),
    (["color", "mix", "red", "blue"], "give at least one --at"),
    (["color", "mix", "red", "blue", "--at", "nan"], "--at nan is not a finite number"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--at", "-inf"], "--at -inf is not a finite number"),
    (["color", "mix", "red", "blue", "--at", "1e400"], "1e400"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--in", "rgb"], "invalid --in 'rgb': 'rgb' is not a colour space at character 0"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--in", "oklch sideways hue"], "unexpected 'sideways' after the interpolation method at character 6"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--in", "oklch longer"], "expected 'hue' after 'longer'"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--in", "srgb longer hue"], "needs a polar space"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--in", "oklch", "--mode", "core-animation"], "applies to --mode css only"),
    (["color", "mix", "red", "blue", "--at", "0.5", "--mode", "coreanimation"], "--mode 'coreanimation' is not css or core-animation"),
    (["color", "mix", "red", "", "--at", "0.5"], "invalid colour <to> ''"),
  ])
  func errors(arguments: [String], fragment: String) throws {
    CurvesRunner.expectUsageError(try CurvesRunner.run(arguments), fragment)
  }

  /// A 100,000-character colour, --in, --to or --mode: the message quotes at most 60 characters
  /// of what was typed and stays short; 40 nested color-mix() are refused at the nesting limit.
  @Test("huge and deeply nested input: short one-line messages")
  func hugeInput() throws {
    let word = String(repeating: "a", count: 100_000)
    // One rule for every command: the first 60 characters and an ellipsis (issue 27, item 15).
    let quoted = "'" + String(repeating: "a", count: 60) + "…'"
    let runs: [([String], String)] = [
      (["color", "resolve", word], "invalid colour <color> \(quoted): "),
      (["color", "resolve", "rgb(1 2 3 " + String(repeating: "1", count: 100_000) + ")"], "expected ')' but found '111111111111' at character 10"),
      (["color", "convert", "red", "--to", word], "--to \(quoted) is not a colour space"),
      (["color", "mix", "red", "blue", "--at", "0.5", "--in", word], "invalid --in \(quoted): "),
      (["color", "mix", "red", "blue", "--at", "0.5", "--mode", word], "--mode \(quoted) is not css"),
    ]
    for (arguments, fragment) in runs {
      let result = try CurvesRunner.run(arguments)
      CurvesRunner.expectUsageError(result, fragment)
      #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
    }
    let nested = String(repeating: "color-mix(in srgb, ", count: 40) + "red" + String(repeating: ", blue)", count: 40)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["color", "resolve", nested]), "nests deeper than 32 levels")
    // 32 levels are fine: red mixed with blue 50/50, then that with blue 32 − 1 more times: red's share is 2⁻³².
    let deep = String(repeating: "color-mix(in srgb, ", count: 32) + "red" + String(repeating: ", blue)", count: 32)
    let result = try CurvesRunner.run(["color", "resolve", deep])
    let share: Double = 1 / 4_294_967_296
    #expect(isClose(Self.parse(result.lines.first ?? ""), Parsed(name: "color(srgb", components: [share, 0, 1 - share], alpha: 1), .absolute(1e-16)))
  }

  @Test("a failure writes no --output file")
  func noFileOnError() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    let file = directory.appendingPathComponent("mix.csv").path
    CurvesRunner.expectUsageError(try CurvesRunner.run(["color", "mix", "red", "currentcolor", "--at", "0.5", "--output", file]), "<to>")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["color", "resolve", "#12", "--output", file]), "<color>")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    // And a success writes exactly what standard output would get.
    #expect(try CurvesRunner.run(["color", "resolve", "lime", "--output", file]).status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "rgb(0, 255, 0)\n")
  }
}

/// Whether two colours read back have the same function name and missing components, and their
/// other components and alpha within `tolerance`.
func isClose(_ a: ColorCommandTests.Parsed?, _ b: ColorCommandTests.Parsed?, _ tolerance: Tolerance) -> Bool {
  guard let a, let b else { return false }
  return a.name == b.name && isClose(a.components + [a.alpha], b.components + [b.alpha], tolerance)
}
