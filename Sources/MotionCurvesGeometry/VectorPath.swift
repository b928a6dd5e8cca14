import MotionCurvesCore

/// A path: subpaths of lines, quadratic and cubic Béziers and elliptical arcs, open or closed —
/// what CoreGraphics calls a `CGPath` and SVG a path's `d`, named so that it does not collide with
/// SwiftUI's `Path`.
///
/// A path keeps its commands (absolute, with their SVG kinds: an `H` stays an `H`), which is what
/// it serializes and interpolates, and the drawn segments they describe, which is what lengths,
/// points, trims and bounds are computed on. Arcs stay arcs: nothing is approximated by cubics.
///
/// ```swift
/// var icon = VectorPath()
/// let angle = 0.9272952180016122   // the handle's direction, atan2(0.8, 0.6)
/// icon.addArc(center: SIMD2(20, 20), radius: 10, startAngle: angle, endAngle: angle + 2 * .pi, clockwise: true)
/// icon.addLine(to: SIMD2(35, 40))
/// icon.subpaths.count        // 1
/// icon.segments.count        // 2: the circle (one arc) and the handle
/// ```
public struct VectorPath: Sendable, Hashable {
  /// The commands, absolute.
  public private(set) var commands: [PathCommand]

  /// The segments the commands draw, grouped in subpaths.
  @usableFromInline
  var geometry: PathSubpathAccumulator

  /// A path of `commands` (absolute). A drawing command before any `move` starts at (0, 0).
  ///
  /// - Complexity: O(number of commands).
  public init(commands: [PathCommand] = []) {
    self.commands = commands
    geometry = PathSubpathAccumulator(commands)
  }

  /// The subpaths, each from a move to the next (or from a close to the next drawing command).
  @inlinable
  public var subpaths: [PathSubpath] { geometry.subpaths }

  /// Every drawn segment, subpath after subpath (closing lines included).
  public var segments: [PathSegment] { geometry.subpaths.flatMap(\.segments) }

  /// Whether the path draws nothing (no segments).
  public var isEmpty: Bool { geometry.subpaths.allSatisfy(\.segments.isEmpty) }

  /// Equal commands.
  public static func == (lhs: VectorPath, rhs: VectorPath) -> Bool { lhs.commands == rhs.commands }

  /// Hashes the commands.
  public func hash(into hasher: inout Hasher) { hasher.combine(commands) }

  /// Appends one command (what the builder calls).
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(_ command: PathCommand) {
    commands.append(command)
    geometry.add(command)
  }
}

/// A subpath: its start, the segments it draws, and whether it is closed (then its last segment
/// is the closing line, when the subpath does not already end at its start).
public struct PathSubpath: Sendable, Hashable {
  /// Where the subpath starts.
  public var start: SIMD2<Double>
  /// The drawn segments.
  public var segments: [PathSegment]
  /// Whether a close command ends it.
  public var isClosed: Bool

  /// A subpath.
  public init(start: SIMD2<Double>, segments: [PathSegment], isClosed: Bool) {
    self.start = start
    self.segments = segments
    self.isClosed = isClosed
  }
}
