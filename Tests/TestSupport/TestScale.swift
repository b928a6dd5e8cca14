import Foundation

/// How long the scaled tests run: the one place that reads `LONG_TESTS`, `FUZZ_RUNS` and
/// `FUZZ_SEED`.
///
/// `swift test` runs every test at a default count chosen so that it still means something (each
/// test states in a comment what its default covers) and the whole run stays short;
/// `LONG_TESTS=1 swift test`, what CI runs, restores every scaled count to its long value, at least
/// the count the test ran before it was scaled. For the fuzz tests, `FUZZ_RUNS=n` sets the base
/// count outright and `FUZZ_SEED=n` runs that one seed instead of the fixed ones.
public enum TestScale {
  /// Whether `LONG_TESTS=1` (or any value but `0` or empty) is set.
  public static let isLong: Bool = {
    let value = ProcessInfo.processInfo.environment["LONG_TESTS"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// `short` in a default run, `long` under `LONG_TESTS=1`.
  public static func count(_ short: Int, long: Int) -> Int { isLong ? long : short }

  /// The fuzz tests' base count: `FUZZ_RUNS` when set, else `short`, or `long` under `LONG_TESTS=1`.
  public static func fuzzRuns(_ short: Int, long: Int) -> Int {
    ProcessInfo.processInfo.environment["FUZZ_RUNS"].flatMap(Int.init) ?? count(short, long: long)
  }

  /// A fuzz test's base count that is not scaled (the test is cheap): `FUZZ_RUNS` when set, else
  /// `count`.
  public static func fuzzRuns(_ count: Int) -> Int { fuzzRuns(count, long: count) }

  /// The fuzz seeds: `FUZZ_SEED` alone when set, else `seeds`.
  public static func fuzzSeeds(_ seeds: [UInt64]) -> [UInt64] {
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? seeds
  }
}
