import MotionCurvesColor
import TestSupport
import Testing

/// Where stops land: CSS Images 3 §color-stop-fixup (its seven published examples), double
/// positions, transition hints as anchors, Core Animation's `locations` (nil → i/(n − 1)), and
/// hostile input.
@Suite("Gradient stops: fix-up and Core Animation locations")
struct ColorStopsFixupTests {
  static func color(_ text: String) -> CSSColor {
    (try? CSSColor(css: text)) ?? CSSColor(.srgb, 0, 0, 0)
  }

  static func stop(_ text: String, _ location: Double? = nil, _ second: Double? = nil, hint: Double? = nil) -> ColorStop {
    ColorStop(color(text), location: location, secondLocation: second, transitionHint: hint)
  }


  /// The pairs of CSS Images 3 §color-stop-fixup (csswg-drafts css-images-3/Overview.bs, the
  /// example under "Color Stop “Fixup”"), the fixed-up positions read off the spec's second
  /// gradient of each pair; the percentage examples through CSS text.
  @Test("CSS Images 3 fix-up examples 1, 2, 3 and 6 (percentages) through CSS text", arguments: [
    ("red, white 20%, blue", [0, 0.2, 1.0]),
    ("red 40%, white, black, blue", [0.4, 0.6, 0.8, 1.0]),
    ("red -50%, white, blue", [-0.5, 0.25, 1.0]),
    ("red, white -50%, black 150%, blue", [0, 0, 1.5, 1.5]),
  ])
  func specExamples(text: String, expected: [Double]) throws {
    let stops = try ColorStops(css: text)
    #expect(isClose(stops.locations, expected, .ulps(2)), "\(stops.locations)")
    #expect(stops.colors.count == expected.count)
  }

  /// Examples 4, 5 and 7 are written in px: on a 100 px gradient line a px is location 0.01, and
  /// the spec's fixed-up positions (calc(−25px + 50%) = 25 px; 20 px; 80, 90 px) are the same
  /// numbers.
  @Test("CSS Images 3 fix-up examples 4, 5 and 7 (px) on a 100 px line")
  func specExamplesInPixels() throws {
    let four = try ColorStops([Self.stop("red", -0.5), Self.stop("white"), Self.stop("blue")])
    #expect(isClose(four.locations, [-0.5, 0.25, 1], .ulps(2)))
    let five = try ColorStops([Self.stop("red", 0.2), Self.stop("white", 0), Self.stop("blue", 0.4)])
    #expect(five.locations == [0.2, 0.2, 0.4])
    let seven = try ColorStops([Self.stop("red", 0.8), Self.stop("white", 0), Self.stop("black"), Self.stop("blue", 1)])
    #expect(isClose(seven.locations, [0.8, 0.8, 0.9, 1], .ulps(2)))
  }

  @Test("two positions are two stops of one colour; stops keep what was written")
  func doublePositions() throws {
    let stops = try ColorStops(css: "red, blue 30%, rgb(0 128 0) 50% 70%")
    #expect(stops.locations == [0, 0.3, 0.5, 0.7])
    #expect(stops.colors[2] == stops.colors[3])
    #expect(stops.stops.count == 3 && stops.stops[0].location == nil && stops.stops[2].secondLocation == 0.7)
    // A double position between unplaced stops anchors both runs: 0, 0.2, [0.4, 0.6], 0.8, 1.
    let band = try ColorStops(css: "red, lime, blue 40% 60%, yellow, black")
    #expect(isClose(band.locations, [0, 0.2, 0.4, 0.6, 0.8, 1], .ulps(2)))
  }

  /// A hint counts as a located entry for step 3 (Ladybird; the reading under which the spec's
  /// "ascending order" holds): blue is spread between the 90 % hint and green, at 95 %. A hint
  /// below an earlier stop is raised like a stop (step 2).
  @Test("transition hints: anchors for unplaced stops, raised like stops")
  func hintsAsAnchors() throws {
    let stops = try ColorStops(css: "red, 90%, blue, green")
    #expect(isClose(stops.locations, [0, 0.95, 1], .ulps(2)))
    #expect(stops.transitionHints == [0.9, nil])
    let raised = try ColorStops(css: "red 50%, 20%, blue")
    #expect(raised.locations == [0.5, 1] && raised.transitionHints == [0.5])
    let pushed = try ColorStops(css: "red, 80%, blue 30%")
    #expect(pushed.locations == [0, 0.8] && pushed.transitionHints == [0.8])
  }

  @Test("Core Animation: nil locations spread uniformly at i/(n − 1); given ones kept", arguments: 1...7)
  func uniformLocations(count: Int) throws {
    let palette = ["red", "lime", "blue", "white", "black", "yellow", "teal"].map(Self.color)
    let stops = try ColorStops(coreAnimationColors: Array(palette.prefix(count)), locations: nil)
    let expected = count == 1 ? [0.0] : (0..<count).map { Double($0) / Double(count - 1) }
    #expect(stops.locations == expected)
    #expect(stops.mode == .coreAnimation && stops.interpolationMethod == nil)
    // The same list written as CSS without positions resolves identically.
    let css = try ColorStops(palette.prefix(count).map { ColorStop($0) }, mode: .coreAnimation)
    #expect(css == stops)
  }

  @Test("Core Animation: explicit locations, decreasing ones raised, count mismatch refused")
  func coreAnimationLocations() throws {
    let colors = ["red", "lime", "blue"].map(Self.color)
    let given = try ColorStops(coreAnimationColors: colors, locations: [0.2, 0.1, 1.4])
    #expect(given.locations == [0.2, 0.2, 1.4])
    let mismatch = #expect(throws: ColorStopsError.self) { try ColorStops(coreAnimationColors: colors, locations: [0, 1]) }
    #expect(mismatch == .locationCountMismatch(colors: 3, locations: 2))
    let nan = #expect(throws: ColorStopsError.self) { try ColorStops(coreAnimationColors: colors, locations: [0, .nan, 1]) }
    #expect("\(nan.map { "\($0)" } ?? "")".contains("locations[1]"))
    #expect(throws: ColorStopsError.empty) { try ColorStops(coreAnimationColors: [], locations: nil) }
  }

  @Test("hostile stops: empty, NaN and infinite locations and hints, misplaced hints and second locations")
  func hostile() throws {
    #expect(throws: ColorStopsError.empty) { try ColorStops([]) }
    for bad in [Double.nan, .infinity, -.infinity] {
      let location = #expect(throws: ColorStopsError.self) { try ColorStops([Self.stop("red"), Self.stop("blue", bad)]) }
      #expect(location == .notFinite(.location(stop: 1), bad) || bad.isNaN)
      #expect(location?.description == "stops[1].location = \(bad) is not a finite number")
      #expect(throws: ColorStopsError.self) { try ColorStops([Self.stop("red"), Self.stop("blue", 0.5, bad)]) }
      #expect(throws: ColorStopsError.self) { try ColorStops([Self.stop("red"), Self.stop("blue", hint: bad)]) }
    }
    #expect(throws: ColorStopsError.transitionHintBeforeFirstStop) { try ColorStops([Self.stop("red", hint: 0.2), Self.stop("blue")]) }
    #expect(throws: ColorStopsError.secondLocationWithoutLocation(index: 1)) {
      try ColorStops([Self.stop("red"), ColorStop(Self.color("blue"), secondLocation: 0.5)])
    }
    // Extreme but finite locations: spread without overflow.
    let wide = try ColorStops([Self.stop("red", -Double.greatestFiniteMagnitude), Self.stop("lime"), Self.stop("blue", .greatestFiniteMagnitude)])
    #expect(wide.locations[1] == 0 && wide.locations.allSatisfy { $0.isFinite })
  }

  @Test("one stop is a solid colour everywhere")
  func oneStop() throws {
    let solid = try ColorStops(css: "rgb(10 20 30) 40%")
    #expect(solid.locations == [0.4] && solid.transitionHints.isEmpty)
    for x in [-1e300, 0, 0.4, 0.5, 7, .nan] {
      #expect(solid.value(at: x) == Self.color("rgb(10 20 30)"))
    }
    let unplaced = try ColorStops(css: "red")
    #expect(unplaced.locations == [0])
  }
}
