import MotionCurvesCore
import MotionCurvesDocuments

/// A scripted input of a scene — a drag's progress, say — as an animation of one number over the
/// scene's time; layers name it as their ``SceneLayer/clock``.
public struct SceneInput: Sendable {
  /// The name layers' clocks use (``SceneClock/input(_:)``); not `scene`, which names the scene's
  /// own clock in a document.
  public var name: String
  /// What the input stands for (a drag, its release), for readers of the document.
  public var summary: String
  /// The value over time: an animation of one number on the scene's clock.
  public var animation: AnimationDocument
  /// The value where the animation has none.
  public var rest: Double
  /// The range the value is clamped to (the sidebar clamps its progress to [0, 0.999]).
  public var range: ClosedRange<Double>

  /// An input.
  public init(name: String, summary: String = "", animation: AnimationDocument, rest: Double = 0, range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) {
    self.name = name
    self.summary = summary
    self.animation = animation
    self.rest = rest
    self.range = range
  }
}
