import MotionCurvesCore

/// How the ends of a shape layer's stroke are drawn (`CAShapeLayer.lineCap`); documents write it by
/// its Core Animation name.
public enum SceneLineCap: String, Sendable, Hashable, CaseIterable, Codable {
  /// The stroke stops square at the end point (`kCALineCapButt`, the default).
  case butt
  /// A half disc of the line width's diameter closes each end (`kCALineCapRound`).
  case round
  /// A half square of the line width's side extends each end (`kCALineCapSquare`).
  case square
}
