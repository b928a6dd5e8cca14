import Foundation
import TestSupport
import Testing

/// `curves lottie info`: the built executable on corpus files (../shared/lottie-corpus), against
/// the files' own fields read by hand.
@Suite("curves lottie info")
struct LottieCommandTests {
  static func path(_ name: String) -> String { LottieCorpus.directory.appendingPathComponent(name).path }

  @Test func aPrecompositionFile() throws {
    // Remap.json: "v": "4.7.0", "fr": 60, "ip": 0, "op": 120, "w": 150, "h": 150, "nm": "Comp 1";
    // one precomp layer (ind 1, "Shape Comp", refId "comp_4") whose asset has one shape layer
    // (ind 1, "Shape Layer 1"). Duration (120 − 0) / 60 = 2 s. No masks, mattes, expressions.
    let result = try CurvesRunner.run(["lottie", "info", Self.path("Remap.json")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.lines == [
        #"name: "Comp 1""#, "version: 4.7.0", "size: 150 x 150", "frame rate: 60 fps", "frames: 0 to 120",
        "duration: 2 s", "layers:", #"  1 "Shape Comp" precomp asset "comp_4""#, #"    1/1 "Shape Layer 1" shape"#,
        "diagnostics: none",
      ])
  }

  @Test func layersInsidePrecompositionsHaveIndPaths() throws {
    // Precomps.json: root layer ind 2 "Test_Parenting" refers to comp_11, whose first layer is
    // ind 0 "Ball 3", a shape layer (ty 4) with parent 1; its fifth is ind 4 "Ball 2" with parent 3.
    let result = try CurvesRunner.run(["lottie", "info", Self.path("Precomps.json")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.contains(#"  2 "Test_Parenting" precomp asset "comp_11""#))
    #expect(result.lines.contains(#"    2/0 "Ball 3" shape parent 1"#))
    #expect(result.lines.contains(#"    2/4 "Ball 2" shape parent 3"#))
    // Root layer ind 0 has parent 1 (the other "Test_ShapeTypes"); op 607 at 60 fps is 607/60 s.
    #expect(result.lines.contains(#"  0 "Test_ShapeTypes" precomp parent 1 asset "comp_10""#))
    #expect(result.lines.contains("duration: \(607.0 / 60) s"))
    // Four matte lines (asset comp_12's layers 1 and 3 are sources, 2 and 4 are matted).
    #expect(result.lines.filter { $0.contains(": matte: ") }.count == 4)
  }

  @Test func masksAreListed() throws {
    // Masks.json: all 8 layers have masks.
    let result = try CurvesRunner.run(["lottie", "info", Self.path("Masks.json")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.filter { $0.hasPrefix("  layers[") && $0.contains(".masksProperties: mask: ") }.count == 8)
  }

  @Test func badFilesAreOneLineErrors() throws {
    let directory = try CurvesRunner.temporaryDirectory()
    let cycle = directory.appendingPathComponent("cycle.json")
    try Data(
      #"{"fr":30,"ip":0,"op":10,"w":1,"h":1,"layers":[{"ty":3,"ind":1,"parent":2,"ip":0,"op":10},{"ty":3,"ind":2,"parent":1,"ip":0,"op":10}]}"#
        .utf8
    ).write(to: cycle)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", "info", cycle.path]), "layers[0].parent: parent 2 leads back")
    let broken = directory.appendingPathComponent("broken.json")
    try Data(#"{"fr":0,"#.utf8).write(to: broken)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", "info", broken.path]), "expected a member name, found end of file at byte 8")
    let zero = directory.appendingPathComponent("zero.json")
    try Data(#"{"fr":0,"ip":0,"op":10,"w":1,"h":1,"layers":[]}"#.utf8).write(to: zero)
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", "info", zero.path]), "fr: frame rate 0")
    CurvesRunner.expectUsageError(try CurvesRunner.run(["lottie", "info", directory.appendingPathComponent("none.json").path]), "cannot read")
  }
}
