import MotionCurvesLottie
import Testing

/// A program's budget: precompositions that show each other many times expand to a number of
/// layer instances that grows as a power; past 100,000 the program is a typed error at the
/// precomposition layer that passes it, before any memory is spent on the rest.
@Suite("Lottie: the program's budget")
struct LottieProgramBudgetTests {
  @Test("ten precomposition layers per level, six levels deep: 10⁶ instances refused")
  func exponentialPrecompositions() throws {
    // Asset c0 holds one null; asset cK holds ten layers that each show c(K−1). The root shows
    // c6 once: 1 + 10 + 100 + … + 10⁶ precomposition layer instances and 10⁶ nulls, well past the
    // budget of 100,000.
    var assets: [String] = [#"{"id":"c0","layers":[{"ty":3,"ind":1,"ip":0,"op":60}]}"#]
    for k in 1...6 {
      let layers = (1...10).map { #"{"ty":0,"ind":\#($0),"refId":"c\#(k - 1)","ip":0,"op":60}"# }
      assets.append(#"{"id":"c\#(k)","layers":[\#(layers.joined(separator: ","))]}"#)
    }
    let text = lottie(layers: #"{"ty":0,"ind":1,"refId":"c6","ip":0,"op":60}"#, extra: #","assets":[\#(assets.joined(separator: ","))]"#)
    let animation = try LottieAnimation(json: Array(text.utf8))
    do {
      _ = try LottieProgram(animation)
      Issue.record("expected the budget error")
    } catch {
      #expect(error.kind == .budget)
      #expect(error.message.contains("more than 100000 layer instances"), "\(error)")
      #expect(error.path.hasPrefix("assets["), "\(error)")
    }
    // Four levels evaluate: 1 + 10 + 100 + 1,000 + 10,000 precomposition layers and 10,000 nulls.
    let four = lottie(
      layers: #"{"ty":0,"ind":1,"refId":"c4","ip":0,"op":60}"#, extra: #","assets":[\#(assets.prefix(5).joined(separator: ","))]"#)
    let program = try LottieProgram(try LottieAnimation(json: Array(four.utf8)))
    #expect(program.layers.count == 1 + 10 + 100 + 1_000 + 10_000 + 10_000)
    // The deepest instance's ind path: 1, then the tenth layer at each level.
    #expect(program.layers.last?.indPath == "1/10/10/10/10/1")
  }
}
