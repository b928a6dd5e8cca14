"""CSS Color 4 conversions at mpmath precision (CSS Color 4 §18 "Sample code for color
conversions": the matrices are the specification's own constants, rational where it gives them as
fractions), with the hooks a documented browser behaviour needs (a transfer without its linear
segment, a hue epsilon).

A colour is (space, [c0, c1, c2] with None for a missing component, alpha or None).
"""

from __future__ import annotations

from fractions import Fraction as Q

import mpmath

from exact import mp

RGB_SPACES = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]
XYZ_SPACES = ["xyz-d50", "xyz-d65"]
POLAR = {"lch": 2, "oklch": 2, "hsl": 0, "hwb": 0}  # space → index of its hue
SPACES = RGB_SPACES + XYZ_SPACES + ["lab", "lch", "oklab", "oklch", "hsl", "hwb"]

# CSS Color 4 §13.2 "Interpolating with Missing Components" (§12.2 in the 2024 snapshots): the
# analogous component categories (whiteness and blackness have none).
CATEGORY = {
  **{s: ["red", "green", "blue"] for s in RGB_SPACES}, **{s: ["red", "green", "blue"] for s in XYZ_SPACES},
  "lab": ["lightness", "a", "b"], "oklab": ["lightness", "a", "b"],
  "lch": ["lightness", "colorfulness", "hue"], "oklch": ["lightness", "colorfulness", "hue"],
  "hsl": ["hue", "colorfulness", "lightness"], "hwb": ["hue", None, None],
}


def _m(rows):
  return mpmath.matrix([[mp(Q(x)) if isinstance(x, str) else mp(x) for x in r] for r in rows])


# Linear RGB → XYZ (D65 except ProPhoto's D50), §18.
TO_XYZ = {
  "srgb": _m([["506752/1228815", "87881/245763", "12673/70218"], ["87098/409605", "175762/245763", "12673/175545"],
              ["7918/409605", "87881/737289", "1001167/1053270"]]),
  "display-p3": _m([["608311/1250200", "189793/714400", "198249/1000160"], ["35783/156275", "247089/357200", "198249/2500400"],
                    ["0", "32229/714400", "5220557/5000800"]]),
  "a98-rgb": _m([["573536/994567", "263643/1420810", "187206/994567"], ["591459/1989134", "6239551/9945670", "374412/4972835"],
                 ["53769/1989134", "351524/4972835", "4929758/4972835"]]),
  "rec2020": _m([["63426534/99577255", "20160776/139408157", "47086771/278816314"],
                 ["26158966/99577255", "472592308/697040785", "8267143/139408157"],
                 ["0", "19567812/697040785", "295819943/278816314"]]),
  "prophoto-rgb": _m([["0.79776664490064230", "0.13518129740053308", "0.03134773412839220"],
                      ["0.28807482881940130", "0.71183523424187300", "0.00008993693872564"],
                      ["0", "0", "0.82510460251046020"]]),
}
TO_XYZ["srgb-linear"] = TO_XYZ["srgb"]
WHITE = {"d50": [mp(Q("0.3457") / Q("0.3585")), mp(1), mp((1 - Q("0.3457") - Q("0.3585")) / Q("0.3585"))],
         "d65": [mp(Q("0.3127") / Q("0.3290")), mp(1), mp((1 - Q("0.3127") - Q("0.3290")) / Q("0.3290"))]}
D65_TO_D50 = _m([["1.0479297925449969", "0.022946870601609652", "-0.05019226628920524"],
                 ["0.02962780877005599", "0.9904344267538799", "-0.017073799063418826"],
                 ["-0.009243040646204504", "0.015055191490298152", "0.7518742814281371"]])
D50_TO_D65 = D65_TO_D50 ** -1
XYZ_TO_LMS = _m([["0.8190224379967030", "0.3619062600528904", "-0.1288737815209879"],
                 ["0.0329836539323885", "0.9292868615863434", "0.0361446663506424"],
                 ["0.0481771893596242", "0.2642395317527308", "0.6335478284694309"]])
LMS_TO_OKLAB = _m([["0.2104542683093140", "0.7936177747023054", "-0.0040720430116193"],
                   ["1.9779985324311684", "-2.4285922420485799", "0.4505937096174110"],
                   ["0.0259040424655478", "0.7827717124575296", "-0.8086757549230774"]])


def _vec(m, v):
  return list(m * mpmath.matrix(v))


def _signed(f):
  return lambda v: f(abs(v)) * (1 if v >= 0 else -1)


def to_linear(space, v, prophoto_linear_segment=True):
  """§10 transfer functions, extended to negative values by symmetry."""
  if space in ("srgb", "display-p3"):
    return _signed(lambda a: a / mp(Q("12.92")) if a <= mp(Q("0.04045")) else ((a + mp(Q("0.055"))) / mp(Q("1.055"))) ** mp(Q("2.4")))(v)
  if space == "a98-rgb":
    return _signed(lambda a: a ** mp(Q(563, 256)))(v)
  if space == "prophoto-rgb":
    return _signed(lambda a: a / 16 if (a <= mp(Q(16, 512)) and prophoto_linear_segment) else a ** mp(Q("1.8")))(v)
  if space == "rec2020":
    alpha, beta = mp(Q("1.09929682680944")), mp(Q("0.018053968510807"))
    return _signed(lambda a: a / mp(Q("4.5")) if a < beta * mp(Q("4.5")) else ((a + alpha - 1) / alpha) ** (1 / mp(Q("0.45"))))(v)
  return v


def from_linear(space, v, prophoto_linear_segment=True):
  if space in ("srgb", "display-p3"):
    return _signed(lambda a: mp(Q("1.055")) * a ** (1 / mp(Q("2.4"))) - mp(Q("0.055")) if a > mp(Q("0.0031308")) else mp(Q("12.92")) * a)(v)
  if space == "a98-rgb":
    return _signed(lambda a: a ** mp(Q(256, 563)))(v)
  if space == "prophoto-rgb":
    return _signed(lambda a: a ** (1 / mp(Q("1.8"))) if (a >= mp(Q(1, 512)) or not prophoto_linear_segment) else 16 * a)(v)
  if space == "rec2020":
    alpha, beta = mp(Q("1.09929682680944")), mp(Q("0.018053968510807"))
    return _signed(lambda a: alpha * a ** mp(Q("0.45")) - (alpha - 1) if a > beta else mp(Q("4.5")) * a)(v)
  return v


def hsl_to_srgb(h, s, l):
  """§7.1: s and l as fractions; saturation not clamped above 1 (§7: only negative is clamped)."""
  h = h % 360
  def f(n):
    k = (n + h / 30) % 12
    a = s * min(l, 1 - l)
    return l - a * max(-1, min(k - 3, 9 - k, 1))
  return [f(0), f(8), f(4)]


def hwb_to_srgb(h, w, b):
  """§8.1: whiteness and blackness normalized when they sum past 1."""
  if w + b >= 1:
    grey = w / (w + b)
    return [grey, grey, grey]
  rgb = hsl_to_srgb(h, mp(1), mp(Q(1, 2)))
  return [c * (1 - w - b) + w for c in rgb]


def srgb_to_hsl(r, g, b, epsilon):
  """§7.2 (sample code rgbToHsl): a negative saturation turns the hue by 180°; the hue is missing
  (powerless) when the saturation is within epsilon of 0."""
  mx, mn = max(r, g, b), min(r, g, b)
  l = (mn + mx) / 2
  d = mx - mn
  h, s = None, mp(0)
  if d != 0:
    s = 0 if l in (0, 1) else (mx - l) / min(l, 1 - l)
    if mx == r:
      h = (g - b) / d + (6 if g < b else 0)
    elif mx == g:
      h = (b - r) / d + 2
    else:
      h = (r - g) / d + 4
    h = h * 60
  if s < 0:
    h = None if h is None else h + 180
    s = abs(s)
  if h is not None:
    h = h % 360
  if abs(s) <= epsilon:
    h = None
  return [h, s, l]


def srgb_to_hwb(r, g, b, epsilon):
  h = srgb_to_hsl(r, g, b, epsilon)[0]
  w, bl = min(r, g, b), 1 - max(r, g, b)
  if w + bl >= 1 - epsilon:
    h = None
  return [h, w, bl]


def to_xyz_d65(space, c, options):
  """Components (missing taken as 0) → XYZ relative to D65."""
  c = [mp(0) if x is None else mp(x) for x in c]
  if space in ("hsl", "hwb"):
    rgb = hsl_to_srgb(c[0], c[1], c[2]) if space == "hsl" else hwb_to_srgb(*c)
    return to_xyz_d65("srgb", rgb, options)
  if space in RGB_SPACES:
    lin = c if space == "srgb-linear" else [to_linear(space, v, options.get("prophoto_linear_segment", True)) for v in c]
    xyz = _vec(TO_XYZ[space], lin)
    return _vec(D50_TO_D65, xyz) if space == "prophoto-rgb" else xyz
  if space == "xyz-d65":
    return c
  if space == "xyz-d50":
    return _vec(D50_TO_D65, c)
  if space in ("lab", "lch"):
    lab = c if space == "lab" else [c[0], c[1] * mpmath.cos(mpmath.radians(c[2])), c[1] * mpmath.sin(mpmath.radians(c[2]))]
    kappa, eps = mp(Q(24389, 27)), mp(Q(216, 24389))
    f1 = (lab[0] + 16) / 116
    f0, f2 = lab[1] / 500 + f1, f1 - lab[2] / 200
    xyz = [f0 ** 3 if f0 ** 3 > eps else (116 * f0 - 16) / kappa,
           ((lab[0] + 16) / 116) ** 3 if lab[0] > kappa * eps else lab[0] / kappa,
           f2 ** 3 if f2 ** 3 > eps else (116 * f2 - 16) / kappa]
    return _vec(D50_TO_D65, [v * w for v, w in zip(xyz, WHITE["d50"])])
  if space in ("oklab", "oklch"):
    ok = c if space == "oklab" else [c[0], c[1] * mpmath.cos(mpmath.radians(c[2])), c[1] * mpmath.sin(mpmath.radians(c[2]))]
    lms = _vec(LMS_TO_OKLAB ** -1, ok)
    return _vec(XYZ_TO_LMS ** -1, [v ** 3 for v in lms])
  raise ValueError(space)


def from_xyz_d65(space, xyz, options):
  """XYZ (D65) → the space's components; a polar space's hue is None when powerless (chroma at or
  below options['hue_epsilon'][space], the specification's sample-code epsilons by default)."""
  eps = options.get("hue_epsilon", HUE_EPSILON)[space] if space in POLAR else 0
  if space in ("hsl", "hwb"):
    rgb = from_xyz_d65("srgb", xyz, options)
    return srgb_to_hsl(*rgb, eps) if space == "hsl" else srgb_to_hwb(*rgb, eps)
  if space in RGB_SPACES:
    v = _vec(D65_TO_D50, xyz) if space == "prophoto-rgb" else xyz
    lin = _vec(TO_XYZ[space] ** -1, v)
    return lin if space == "srgb-linear" else [from_linear(space, x, options.get("prophoto_linear_segment", True)) for x in lin]
  if space == "xyz-d65":
    return list(xyz)
  if space == "xyz-d50":
    return _vec(D65_TO_D50, xyz)
  if space in ("lab", "lch"):
    d50 = _vec(D65_TO_D50, xyz)
    kappa, e = mp(Q(24389, 27)), mp(Q(216, 24389))
    f = [mpmath.cbrt(v / w) if v / w > e else (kappa * v / w + 16) / 116 for v, w in zip(d50, WHITE["d50"])]
    lab = [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    return lab if space == "lab" else _polar(lab, eps)
  if space in ("oklab", "oklch"):
    lms = _vec(XYZ_TO_LMS, xyz)
    ok = _vec(LMS_TO_OKLAB, [mpmath.cbrt(v) if v >= 0 else -mpmath.cbrt(-v) for v in lms])
    return ok if space == "oklab" else _polar(ok, eps)
  raise ValueError(space)


# §18 sample code: LCH's hue is powerless at chroma ≤ 0.0015, OkLCh's at ≤ 0.000004 (4e-6), and
# (for hsl/hwb, after sRGB's own arithmetic) at a saturation of 0 up to 1e-12 of rounding.
HUE_EPSILON = {"lch": mp(Q("0.0015")), "oklch": mp(Q("0.000004")), "hsl": mp(Q(1, 10 ** 12)), "hwb": mp(Q(1, 10 ** 12))}


def _polar(lab, eps):
  chroma = mpmath.sqrt(lab[1] ** 2 + lab[2] ** 2)
  hue = mpmath.degrees(mpmath.atan2(lab[2], lab[1])) % 360
  return [lab[0], chroma, None if chroma <= eps else hue]


def convert(color, target, options=None):
  """A colour into `target` as for interpolation (CSS Color 4 §13.2): a missing component is carried
  forward into its analogous component of `target`; the components left once the analogous ones are
  taken away form an analogous set on each side, and when every component of the source's set is
  missing, every component of the target's set is (csswg-drafts #10210: `lab(50% none none)` → lch is
  `lch(50% none none)`, `rgb(none none none)` → oklab is `oklab(none none none)`); a hue is missing
  where it is powerless in the target."""
  options = options or {}
  space, comps, alpha = color
  if space == target:
    return (target, list(comps), alpha)
  out = from_xyz_d65(target, to_xyz_d65(space, comps, options), options)
  if options.get("none_as_zero"):
    return (target, out, alpha)  # a browser behaviour: none was 0 before converting, nothing carries
  for i in carried_forward([c is None for c in comps], space, target):
    out[i] = None
  return (target, out, alpha)


def carried_forward(missing, source, target):
  """The indices of `target`'s components that are missing after converting a colour of `source`
  whose components are missing where `missing` (three booleans) says (CSS Color 4 §13.2)."""
  src, dst = CATEGORY[source], CATEGORY[target]
  analogous = {c for c in src if c is not None} & {c for c in dst if c is not None}
  result = {dst.index(c) for c in analogous if missing[src.index(c)]}
  source_set = [i for i, c in enumerate(src) if c not in analogous]
  if source_set and all(missing[i] for i in source_set):
    result |= {i for i, c in enumerate(dst) if c not in analogous}
  return sorted(result)
