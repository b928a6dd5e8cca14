import MotionCurvesCore
import MotionCurvesDocuments

/// An input of a scene — a drag's progress, a fold angle, a width read off a layer — as one
/// number over the scene's time; layers name it as their ``SceneLayer/clock``.
public struct SceneInput: Sendable {
  /// Where an input's value comes from.
  public enum Source: Sendable {
    /// An animation of one number on the scene's clock (a scripted progress).
    case animation(AnimationDocument)
    /// A scripted drag with its releases, projections and snapping springs.
    case drag(SceneDrag)
    /// The width of a layer's frame: the bounding box of its four corners in the scene's
    /// coordinates at this frame, as UIKit's `frame.size.width` of a view whose superviews do not
    /// transform (the sidebar's helper view). The layer must come before every layer on this
    /// input's clock, and not be on it; where its corners are behind the viewer the value is
    /// ``SceneInput/rest``.
    case frameWidth(layer: String)
  }

  /// The name layers' clocks use (``SceneClock/input(_:)``); not `scene`, which names the scene's
  /// own clock in a document.
  public var name: String
  /// What the input stands for (a drag, its release), for readers of the document.
  public var summary: String
  /// Where the value comes from.
  public var source: Source
  /// The value where the source has none (an animation not running; a drag before its first
  /// stroke; a frame behind the viewer).
  public var rest: Double
  /// The range the value is clamped to (the sidebar clamps its progress to [0, 0.999]).
  public var range: ClosedRange<Double>

  /// An input.
  public init(name: String, summary: String = "", source: Source, rest: Double = 0, range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) {
    self.name = name
    self.summary = summary
    self.source = source
    self.rest = rest
    self.range = range
  }

  /// An input scripted by an animation.
  public init(name: String, summary: String = "", animation: AnimationDocument, rest: Double = 0, range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) {
    self.init(name: name, summary: summary, source: .animation(animation), rest: rest, range: range)
  }
}
