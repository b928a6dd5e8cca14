import MotionCurvesCore

/// How two colours are interpolated: by CSS's rules or as Core Animation does it.
///
/// | | ``css(_:)`` | ``coreAnimation`` |
/// |---|---|---|
/// | space | the method's, or CSS's default (sRGB for two legacy colours, else Oklab) | the colours' own space when they share one, else gamma-encoded sRGB |
/// | alpha | premultiplied (the hue never is) | straight |
/// | hue | adjusted by the hue method (shorter by default) | lerped as a plain number |
/// | `none` | takes the other colour's value | takes the other colour's value |
/// | alpha outside [0, 1] (t outside [0, 1]) | clamped before un-premultiplying | clamped |
///
/// Core Animation documents neither its space nor its alpha handling for animated colours; what
/// is known (third-party reports, the `CAGradientLayer` header's "colors are mapped to the output
/// colorspace before being interpolated") is component-wise interpolation with straight alpha,
/// which is what ``coreAnimation`` does: white → `clear` passes through a translucent grey.
public enum ColorInterpolationMode: Sendable, Hashable {
  /// CSS Color 4 §12 in the given method, or in CSS's default method when nil
  /// (``CSSColorInterpolationMethod/default(for:_:)``).
  case css(CSSColorInterpolationMethod?)
  /// Component-wise with straight alpha, in the colours' own space; two colours in different
  /// spaces are both converted to gamma-encoded sRGB (unclamped), the space Core Animation maps
  /// colours to on a standard display.
  case coreAnimation
}
