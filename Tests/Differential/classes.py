"""The documented disagreement classes: the one table every disagreement is judged against.

Each entry names a known way the browser departs from the exact value — its approximation (kind
"approximation", allowed within the stated bound) or a point the specification leaves open or has
changed (kind "ambiguity") — with the rule that decides membership from the exact reference, the
bound, and a citation. driver.classify() tries the entries of a case's area in this order; a
disagreement no entry explains fails the run.

A rule receives (area module, case, browser value, exact value) and models the browser's behaviour
*exactly* (the area's exact reference with one documented change), then asks whether the browser's
value is within the bound of that model.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

# ---- Bounds (each a constant with its justification) ---------------------------------------------

# Chromium's cubic-bezier solver (ui/gfx/geometry/cubic_bezier.cc, kBezierEpsilon = 1e-7) stops
# once |x(t) − x| < 1e-7; the y it returns is y(t) for such a t, plus rounding (1e-12 of Y).
BEZIER_X_EPSILON = 1e-7
BEZIER_Y_SLACK = 1e-12

# Chromium keeps animation times as base::TimeDelta, whole microseconds, and converts the
# page's milliseconds to it and back (blink AnimationTimeDelta): a time is moved by up to half a
# microsecond, 5e-4 ms, which decides a boundary the exact time sits on.
TIME_ROUND_TRIP_MS = 5e-4

# Blink keeps transform lengths as 32-bit floats (blink::Length) and decomposes matrices for
# interpolation with float columns (gfx DecomposeTransform): measured ~1e-8 of the largest entry
# (at least 1); the bound, 1e-6, is about 16 float ulps.
TRANSFORM_SINGLE_PRECISION = 1e-6

# Chromium converts colours in single precision (gfx::ColorConversions / skcms) with its own
# matrices (built from the primaries through D50, ~1e-4 relative from CSS Color 4's), then
# serializes 6 significant digits: measured within 1.5e-4 of a component's range (SCALE in
# colors.py), 4.1e-4 of the value far out of gamut, 1.3e-3 in sRGB's linear toe (where 12.92
# multiplies the matrices' difference), 2.4e-3 near black (where OKLab's cube root amplifies every
# error); the bound, 3e-3, is 1.25× the largest seen.
COLOR_CONVERSION = 3e-3

# Chromium powers the ProPhoto transfer with 1.8 alone (skcms' parametric curve without the linear
# toe below 1/512): components near 0 differ by up to ~0.01; the bound is the conversion bound
# around the browser's own (exactly modelled) curve.
# Chromium drops the hue of a near-grey colour: a chroma below an epsilon makes the hue powerless and
# color-mix() carries the other colour's. These epsilons are the harness's model, not read from
# Chromium's source: the random inputs rarely come near grey (see README.md).
NEAR_GREY_CHROMA = {"lch": 0.02, "oklch": 0.0002, "hsl": 0.001, "hwb": 0.001}

# Skia measures paths by flattening curves (SkContourMeasure, tolerance 0.5 device px at scale 1,
# refined) in 32-bit floats: lengths and points within 1e-3 of the total length.
PATH_LENGTH = 1e-3


@dataclasses.dataclass(frozen=True)
class DisagreementClass:
  name: str
  area: str
  kind: str  # "approximation" or "ambiguity"
  bound: str  # the bound, in words (the constant above)
  citation: str
  rule: Callable[[Any, Any, Any, Any], bool]


# Chromium-wide colour traits that compose with every other class: legacy alpha in 8 bits (the
# result's, or the operands' and the result's), hsl() saturation clamped, an interpolated lightness
# clamped. A class's rule holds when its own change, alone or with these, explains
# the browser's value.
_TRAITS = [{**alpha, **saturation, **lightness}
           for alpha in ({}, {"alpha_8bit": True}, {"legacy_alpha_8bit": True, "alpha_8bit": True})
           for saturation in ({}, {"clamp_saturation": True})
           for lightness in ({}, {"clamp_result_lightness": True})]


def _colors(traits=True, **options):
  """A colour rule: the browser within COLOR_CONVERSION of the exact value under `options` (and,
  with traits, under each combination of the traits above), its alpha within the serialization's
  resolution. A class with options holds only where its change changes the value: a class never
  claims a case it does not explain."""
  def rule(area, case, browser, exact):
    for trait in (_TRAITS if traits else [{}]):
      model = area.exact(case, **{**trait, **options})
      if options and area.distance(model, area.exact(case, **trait)) == 0:
        continue
      if area.distance(browser, model, strict_alpha=True) <= COLOR_CONVERSION:
        return True
    return False
  return rule


CLASSES = [
  DisagreementClass(
    "bezier solver tolerance", "easing", "approximation",
    "y(t) for some t with |x(t) − x| ≤ 1e-7 (kBezierEpsilon), ± 1e-12",
    "Chromium ui/gfx/geometry/cubic_bezier.cc (SolveCurveX, kBezierEpsilon); issue 28: 'bézier solver "
    "error near vertical tangents' — the 1e-7 residual in x is multiplied by dy/dx, unbounded there",
    lambda area, case, browser, exact: area.bezier_reachable(case, browser, BEZIER_X_EPSILON, BEZIER_Y_SLACK)),
  DisagreementClass(
    "time round trip", "timing", "approximation",
    "the exact model's (currentIteration, progress) at a local time within 5e-4 ms of t",
    "Chromium blink/renderer/core/animation (AnimationTimeDelta over base::TimeDelta, microseconds); "
    "issue 28: 'millisecond round trips at iteration boundaries'",
    lambda area, case, browser, exact: area.explained_by_time_shift(case, browser, TIME_ROUND_TRIP_MS)),
  DisagreementClass(
    "transform in single precision", "transforms", "approximation",
    "every entry within 1e-6 of the matrix's largest entry (at least 1)",
    "Blink platform/geometry/length.h (float lengths) and ui/gfx/geometry/transform_util.cc "
    "DecomposeTransform (float columns); CSS Transforms 2 §\"Decomposing a 3D matrix\" for the exact algorithm",
    lambda area, case, browser, exact: area.browser_error(case, browser, exact) <= TRANSFORM_SINGLE_PRECISION),
  DisagreementClass(
    "half-turn direction", "transforms", "ambiguity",
    "exact turning the other way where the two rotations are exactly half a turn apart, within 1e-6",
    "CSS Transforms 2 §\"Interpolation of decomposed 3D matrix values\" (slerp; at a dot product of 0 "
    "both ways are equally short); Chromium decides by the sign of a zero (atan2(-0, -1) = -π)",
    lambda area, case, browser, exact: case.data["kind"] == "interpolate" and area.browser_error(
      case, browser, area.exact(case, half_turn_flip=True)) <= TRANSFORM_SINGLE_PRECISION),
  DisagreementClass(
    "legacy alpha rounded to 8 bits", "colors", "approximation",
    "exact with a legacy result's alpha taken as its 8-bit value round(255α)/255, within 3e-3",
    "CSSOM §6.7.2 <alphavalue> (α itself to 3 decimals unless 2 give the same 8-bit value); "
    "Chromium serializes its 8-bit alpha; issue 28: 'legacy alpha rounded to 8 bits'",
    _colors(alpha_8bit=True)),
  DisagreementClass(
    "legacy operand alpha in 8 bits", "colors", "approximation",
    "exact with every legacy operand's alpha rounded to 8 bits first (and the result's), within 3e-3",
    "Chromium blink::Color keeps the alpha of rgb()/hsl()/hwb()/hex in 8 bits; CSS Color 4 §4.2 "
    "(alpha is a <number>, kept as given)",
    _colors(legacy_alpha_8bit=True, alpha_8bit=True)),
  DisagreementClass(
    "legacy channel rounded from float", "colors", "approximation",
    "a legacy result's channels each within one 8-bit step of the exact value's, alpha as exact",
    "Chromium rounds its single-precision interpolation result to 8 bits (blink::Color::FromRGBAFloat); "
    "the exact channel rounds half up from the exact value (CSS Color 4 §15.2)",
    lambda area, case, browser, exact: area.legacy_within_one(case, browser, _TRAITS)),
  DisagreementClass(
    "saturation above 100% clamped", "colors", "approximation",
    "exact with hsl() saturation clamped to 100%, within 3e-3",
    "CSS Color 4 §7 (hsl(): only negative saturation is clamped; greater than 100% is allowed); "
    "Chromium clamps at parse time; issue 28",
    _colors(clamp_saturation=True)),
  DisagreementClass(
    "near-grey hue dropped", "colors", "approximation",
    "exact with a hue powerless below Chromium's chroma epsilons (NEAR_GREY_CHROMA), within 3e-3",
    "CSS Color 4 §4.4 (a hue is powerless only at chroma 0; the sample code's epsilons are 0.0015 / "
    "0.000004); Chromium gfx (larger epsilons); issue 28: 'a near-grey hue dropped'",
    _colors(hue_epsilon=NEAR_GREY_CHROMA)),
  DisagreementClass(
    "animation treats none as 0", "colors", "approximation",
    "exact with every missing component replaced by 0 before interpolation, within 3e-3",
    "CSS Color 4 §13.2 (a missing component takes the other colour's value); Chromium's "
    "color interpolation (CSSColorInterpolationType) resolves none to 0; issue 28",
    lambda area, case, browser, exact: case.data["kind"] == "animate" and _colors(none_as_zero=True)(area, case, browser, exact)),
  DisagreementClass(
    "ProPhoto without its linear segment", "colors", "approximation",
    "exact with ProPhoto's transfer a pure 1.8 power (no linear toe below 1/512), within 3e-3",
    "CSS Color 4 §10.6 (prophoto-rgb: linear below 1/512 · 16); Chromium's skcms curve; issue 28: "
    "'the ProPhoto linear segment'",
    _colors(prophoto_linear_segment=False)),
  DisagreementClass(
    "interpolated lightness clamped", "colors", "ambiguity",
    "exact with the result's lightness clamped to the space's range (oklab/oklch [0, 1], lab/lch "
    "[0, 100]), within 3e-3",
    "CSS Color 4 §9.2/§9.3 clamp L of specified lab()/oklab() only; an interpolation result outside "
    "the range is left as is by the text, Chromium clamps it (computed-value clamping of oklab())",
    _colors(clamp_result_lightness=True)),
  DisagreementClass(
    "colour conversion precision", "colors", "approximation",
    "every component within 3e-3 of its range (or of the value beyond it) of the exact value",
    "Chromium gfx::ColorConversions / skcms (single precision); CSS Color 4 §18 for the exact matrices; "
    "issue 28: 'colour conversion precision'",
    _colors(traits=False)),
  DisagreementClass(
    "path measured by flattening", "paths", "approximation",
    "within 1e-3 of the total length (a length, or a point's distance from the exact point)",
    "Skia SkContourMeasure (32-bit floats, curves flattened within a tolerance); issue 28: 'path "
    "length to about 1e-3'",
    lambda area, case, browser, exact: area.browser_error(case, browser, exact) <= PATH_LENGTH),
]

_names = [c.name for c in CLASSES]
assert len(set(_names)) == len(_names), "class names are unique"
