import CurveReference
import Foundation
import MotionCurves
import TestSupport
import Testing

/// Seeded adversarial Lottie files: the corpus files (../shared/lottie-corpus) with numbers
/// replaced by values at the edges of `Double`, bytes deleted or repeated, the text cut short and
/// values swapped for other JSON types. Each either reads (with a positive frame rate and an out
/// point after the in point) or throws a ``LottieError`` with a message — never a crash or hang.
@Suite("Fuzz: Lottie files")
struct LottieFuzzTests {
  static var seeds: [UInt64] { CommandFuzzTests.seeds }
  /// Mutated files per seed: 60 by default, 400 under `LONG_TESTS=1`, or `FUZZ_RUNS`.
  static var runs: Int { TestScale.fuzzRuns(60, long: 400) }

  static func mutated(_ bytes: [UInt8], _ a: inout Adversary) -> [UInt8] {
    var result = bytes
    for _ in 0..<a.int(1...3) {
      guard !result.isEmpty else { break }
      let at = a.int(0...result.count - 1)
      switch a.int(0...5) {
      case 0:
        // A number (or whatever starts here) replaced by an extreme or a value of another type.
        let end = result[at...].firstIndex { ",]}".utf8.contains($0) } ?? result.count
        let replacement = a.pick([
          "0", "-1", "1e308", "-1e308", "5e-324", "1e999", "-0", "\"x\"", "null", "true", "[]", "{}", "[[[[", "9007199254740993",
        ])
        result.replaceSubrange(at..<end, with: Array(replacement.utf8))
      case 1: result.removeSubrange(at..<min(result.count, at + a.int(1...40)))
      case 2: result = Array(result[..<at])
      case 3: result.insert(contentsOf: result[at..<min(result.count, at + a.int(1...200))], at: at)
      case 4: result[at] = UInt8(a.int(0...255))
      default:
        // A parent or reference that may close a cycle.
        let text = a.pick([#""parent":1,"#, #""refId":"comp_0","#, #""ty":"zz","#, #""x":"time","#])
        if let brace = result[at...].firstIndex(of: UInt8(ascii: "{")) { result.insert(contentsOf: Array(text.utf8), at: brace + 1) }
      }
    }
    return result
  }

  @Test(arguments: seeds)
  func mutatedCorpusFilesReadOrFailTyped(_ seed: UInt64) throws {
    var a = Adversary(seed: seed ^ 0x4C6F_7474_6965)
    let files = try LottieCorpus.names().map { try LottieCorpus.bytes($0) }
    for _ in 0..<Self.runs {
      let bytes = Self.mutated(a.pick(files), &a)
      do {
        let animation = try LottieAnimation(json: bytes)
        #expect(animation.frameRate > 0 && animation.frameRate.isFinite)
        #expect(animation.outPoint > animation.inPoint)
      } catch {
        #expect(!error.message.isEmpty)
      }
    }
  }
}
