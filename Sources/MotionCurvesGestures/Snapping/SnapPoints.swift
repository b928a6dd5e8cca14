/// The positions a released gesture may come to rest on: a non-empty set of finite numbers, kept
/// sorted.
///
/// For pages at 0, 320, 640 and 960, a release at 300 moving up whose decay would come to rest at
/// 500 snaps to 640 under ``SnapRule/nearest`` (140 away, against 180 for 320), and to 320 under
/// ``SnapRule/nextInDirection``.
///
/// Encodes as a plain JSON array of numbers, `[0, 320, 640, 960]`, in ascending order.
public struct SnapPoints: Sendable, Hashable {
  /// The points in ascending order (duplicates kept).
  public let points: [Double]

  /// The snap points `points`, in any order.
  ///
  /// - Throws: ``GestureError/emptySnapPoints`` for an empty list;
  ///   ``GestureError/invalidParameter(name:value:requirement:)`` naming `points[i]` for the first
  ///   point that is NaN or infinite.
  public init(_ points: [Double]) throws(GestureError) {
    guard !points.isEmpty else { throw .emptySnapPoints }
    for (index, point) in points.enumerated() {
      try GestureError.requireFinite(point, "points[\(index)]")
    }
    self.points = points.sorted()
  }

  /// The point nearest `position`; a tie goes to the larger point when `preferLarger`, else to the
  /// smaller. Exact: distances are compared as computed, |p − x| rounded once.
  ///
  /// - Complexity: O(log n).
  public func nearest(to position: Double, preferLarger: Bool = false) -> Double {
    let above = firstIndex { $0 >= position }
    guard above < points.count else { return points[points.count - 1] }
    guard above > 0 else { return points[0] }
    let high = points[above]
    let low = points[above - 1]
    let toHigh = high - position
    let toLow = position - low
    if toHigh == toLow { return preferLarger ? high : low }
    return toHigh < toLow ? high : low
  }

  /// The first point strictly above `position` (`upward`) or strictly below it; when there is none,
  /// the largest (upward) or smallest point.
  ///
  /// - Complexity: O(log n).
  public func next(after position: Double, upward: Bool) -> Double {
    if upward {
      let index = firstIndex { $0 > position }
      return index < points.count ? points[index] : points[points.count - 1]
    }
    let index = firstIndex { $0 >= position }
    return index > 0 ? points[index - 1] : points[0]
  }

  /// The first index whose point satisfies `predicate`, which is false then true along the sorted
  /// points; `points.count` when none does.
  private func firstIndex(where predicate: (Double) -> Bool) -> Int {
    var low = 0
    var high = points.count
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(points[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

extension SnapPoints: Codable {
  /// Reads a JSON array of finite numbers, at least one.
  ///
  /// - Throws: a `DecodingError` wrapping the ``GestureError`` for an empty or non-finite list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let points = try container.decode([Double].self)
    do {
      try self.init(points)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the points as an array, in ascending order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(points)
  }
}
