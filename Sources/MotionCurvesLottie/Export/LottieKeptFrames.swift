/// The frames an exported track keeps, written once for every track kind.
enum LottieKeptFrames {
  /// The first and last of `count` samples and, greedily, the farthest sample that a straight
  /// segment from the previous kept one still reproduces (`reproduces(a, b)`: every sample strictly
  /// between a and b within the track's tolerance).
  ///
  /// - Complexity: O(count²) calls of `reproduces` at worst.
  static func greedy(count: Int, reproduces: (Int, Int) -> Bool) -> [Int] {
    guard count > 2 else { return Array(0..<count) }
    var kept = [0], start = 0
    while start < count - 1 {
      var end = start + 1
      while end + 1 < count && reproduces(start, end + 1) { end += 1 }
      kept.append(end)
      start = end
    }
    return kept
  }
}
