"""Colours: parsing to computed values (CSS Color 4 §15 "Serializing <color> values"), color-mix()
(CSS Color 5 §2) and colour animation (a paused animation of `color`: CSS Color 4 §12
"Interpolation", Web Animations 1 §5.3).

Ours: `curves color resolve <color>` for a colour or a color-mix() (one per invocation), and
`curves color mix <from> <to> --at p …` for an animation's fractions (one invocation per pair).
Browser: getComputedStyle(el).color (CSSOM §9 "resolved value": the computed colour, serialized
with 6 significant digits), of the style itself or of a paused 1024 ms linear animation at k ms.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction as Q

import mpmath

import colorspace as C
from driver import Case, ErrorValue, split_csv_line
from exact import mp

name = "colors"
CASES = 720
PER_PAIR = 6
STEPS = 1024

# Ours: conversions in doubles, "a round trip within 1e-13" (CSSColor.converted(to:)); a mix adds
# a few roundings: 1e-10 of each component's range (SCALE) — a wrong rule is off by far more.
OURS_BOUND = 1e-10
# Agreement: the browser serializes 6 significant digits, so two right answers differ by up to half
# a unit in the 6th digit of values up to the range: 1e-5 of the component's range.
AGREE_BOUND = 1e-5

# The range of each component, the unit every bound is a fraction of (hue is compared through
# chroma·(cos h, sin h), so it shares the chroma's).
SCALE = {**{s: [1, 1, 1] for s in C.RGB_SPACES + C.XYZ_SPACES}, "lab": [100, 125, 125],
         "lch": [100, 150, 150], "oklab": [1, 0.4, 0.4], "oklch": [1, 0.4, 0.4]}

NAMED = {"red": (255, 0, 0), "rebeccapurple": (102, 51, 153), "teal": (0, 128, 128),
         "gold": (255, 215, 0), "white": (255, 255, 255), "black": (0, 0, 0), "gray": (128, 128, 128)}


def _d(rng, low, high, digits):
  value = round(rng.uniform(low, high), digits)
  text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
  return "0" if text in ("-0", "") else text


def _alpha(rng):
  r = rng.random()
  return None if r < 0.6 else _d(rng, 0, 1, rng.choice([1, 2, 3])) if r < 0.95 else _d(rng, -0.2, 1.3, 1)


def random_color(rng, legacy_only=False, nones=False):
  """(css text, structured colour (space, comps, alpha), legacy?)."""
  kind = rng.choice(["hex", "named", "rgb", "rgb-comma", "hsl", "hwb"] if legacy_only else
                    ["hex", "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "color", "color", "color"])
  a = _alpha(rng)
  slash = f" / {a}" if a is not None else ""
  alpha = None if a is None else mp(float(a))
  none = lambda text: "none" if nones and rng.random() < 0.3 else text
  num = lambda t: None if t == "none" else mp(float(t))
  if kind == "hex":
    vals = [rng.randint(0, 255) for _ in range(4 if rng.random() < 0.3 else 3)]
    text = "#" + "".join(f"{v:02x}" for v in vals)
    return text, ("srgb", [mp(v) / 255 for v in vals[:3]], mp(vals[3]) / 255 if len(vals) == 4 else None), True
  if kind == "named":
    n = rng.choice(list(NAMED))
    return n, ("srgb", [mp(v) / 255 for v in NAMED[n]], None), True
  if kind in ("rgb", "rgb-comma"):
    comps = [_d(rng, -20, 275, rng.choice([0, 1])) for _ in range(3)]
    if kind == "rgb":
      text = f"rgb({' '.join(comps)}{slash})"
    else:
      text = f"rgba({', '.join(comps)}, {a if a is not None else 1})"
      alpha = mp(float(a)) if a is not None else None
    return text, ("srgb", [min(max(mp(float(c)), 0), 255) / 255 for c in comps], alpha), True
  if kind == "hsl":
    h, s, l = _d(rng, -400, 800, 1), _d(rng, 0, 150 if rng.random() < 0.3 else 100, 1), _d(rng, 0, 100, 1)
    return f"hsl({h} {s}% {l}%{slash})", ("hsl", [mp(float(h)), mp(float(s)) / 100, mp(float(l)) / 100], alpha), True
  if kind == "hwb":
    h, w, b = _d(rng, -400, 800, 1), _d(rng, 0, 100, 1), _d(rng, 0, 100, 1)
    return f"hwb({h} {w}% {b}%{slash})", ("hwb", [mp(float(h)), mp(float(w)) / 100, mp(float(b)) / 100], alpha), True
  if alpha is not None:
    alpha = min(max(alpha, mp(0)), mp(1))  # CSS Color 4 §4.2: alpha is clamped to [0, 1]
  if kind in ("lab", "lch", "oklab", "oklch"):
    big = kind in ("lab", "lch")
    l = none(_d(rng, 0, 100 if big else 1, 2 if big else 4))
    if kind.endswith("lab"):
      x, y = none(_d(rng, -110 if big else -0.35, 110 if big else 0.35, 2 if big else 4)), none(_d(rng, -110 if big else -0.35, 110 if big else 0.35, 2 if big else 4))
    else:
      x, y = none(_d(rng, 0, 130 if big else 0.35, 2 if big else 4)), none(_d(rng, -400, 800, 2))
    text = f"{kind}({l} {x} {y}{slash})"
    comps = [num(l), num(x), num(y)]
    if kind.endswith("lch") and comps[2] is not None:
      comps[2] = comps[2] % 360
    return text, (kind, comps, alpha), False
  space = rng.choice(C.RGB_SPACES + C.XYZ_SPACES)
  comps = [none(_d(rng, -0.1, 1.1, rng.choice([2, 3, 4]))) for _ in range(3)]
  return f"color({space} {' '.join(comps)}{slash})", (space, [num(c) for c in comps], alpha), False


def generate(rng, n: int) -> list[Case]:
  cases = []
  def add(kind, data, label):
    cases.append(Case(f"colors-{len(cases):05d}", label, {"kind": kind, **data}))
  while len(cases) < n:
    shape = rng.random()
    if shape < 0.2:
      text, color, legacy = random_color(rng, nones=True)
      add("resolve", {"text": text, "color": color, "legacy": legacy}, f"color resolve '{text}'")
    elif shape < 0.8:
      space = rng.choice(C.SPACES + ["xyz"])
      hue = f" {rng.choice(['shorter', 'longer', 'increasing', 'decreasing'])} hue" if space in C.POLAR and rng.random() < 0.5 else ""
      (t1, c1, l1), (t2, c2, l2) = random_color(rng), random_color(rng)
      p = [None, None]
      r = rng.random()
      if r < 0.3:
        p = [_d(rng, 0, 100, 1), None]
      elif r < 0.5:
        p = [None, _d(rng, 0, 100, 1)]
      elif r < 0.8:
        p = [_d(rng, 0, 100, 1), _d(rng, 0, 100, 1)]
      elif r < 0.9:
        p = ["0", "0"]
      pct = lambda x: f" {x}%" if x is not None else ""
      text = f"color-mix(in {space}{hue}, {t1}{pct(p[0])}, {t2}{pct(p[1])})"
      add("mix", {"text": text, "space": "xyz-d65" if space == "xyz" else space, "hue": hue.split()[0] if hue else "shorter",
                  "colors": [c1, c2], "legacy flags": [l1, l2], "p": p}, f"color resolve '{text}'")
    else:
      legacy = rng.random() < 0.4
      (t1, c1, l1), (t2, c2, l2) = (random_color(rng, legacy_only=legacy, nones=not legacy) for _ in range(2))
      ks = sorted({rng.randint(0, STEPS) for _ in range(PER_PAIR)} | {0, STEPS})[:PER_PAIR]
      for k in ks:
        add("animate", {"from": t1, "to": t2, "colors": [c1, c2], "legacy flags": [l1, l2], "legacy": l1 and l2, "k": k},
            f"color mix '{t1}' '{t2}' at {k}/{STEPS} (animation of color)")
  return cases[:n]


# ---- Ours ----------------------------------------------------------------------------------------

def ours(cli, cases):
  result = [None] * len(cases)
  singles = [i for i, c in enumerate(cases) if c.data["kind"] in ("resolve", "mix")]
  for i, out in zip(singles, cli.run_many([["color", "resolve", cases[i].data["text"]] for i in singles])):
    result[i] = out if isinstance(out, ErrorValue) else parse_css_color(out.strip())
  groups: dict[tuple[str, str], list[int]] = {}
  for i, c in enumerate(cases):
    if c.data["kind"] == "animate":
      groups.setdefault((c.data["from"], c.data["to"]), []).append(i)
  keys = list(groups)
  outs = cli.run_many([["color", "mix", a, b, *[x for i in groups[(a, b)] for x in ("--at", repr(cases[i].data["k"] / STEPS))]]
                       for a, b in keys])
  for key, out in zip(keys, outs):
    rows = out if isinstance(out, ErrorValue) else [split_csv_line(l) for l in out.splitlines()[1:]]
    for j, i in enumerate(groups[key]):
      result[i] = rows if isinstance(rows, ErrorValue) else parse_css_color(rows[j][1])
  return result


# ---- Browser -------------------------------------------------------------------------------------

# CSSOM §6.7.2 getComputedStyle() (the resolved value of color is its computed value); Web
# Animations 1 §5.3 Element.animate() and §4.4.4 for the paused animation.
BROWSER_JS = """(inputs) => {
  const el = document.getElementById('box');
  return inputs.map((c) => {
    try {
      if (c.kind !== 'animate') {
        el.style.color = '';
        el.style.color = c.text;
        if (el.style.color === '') return {error: 'the browser rejects it'};
        return getComputedStyle(el).color;
      }
      el.style.color = '';
      const anim = el.animate([{color: c.from}, {color: c.to}], {duration: %d, fill: 'both'});
      anim.pause();
      anim.currentTime = c.k;
      const value = getComputedStyle(el).color;
      anim.cancel();
      return value;
    } catch (e) { return {error: String(e)}; }
  });
}""" % STEPS


def browser_inputs(cases):
  return [{k: v for k, v in c.data.items() if k in ("kind", "text", "from", "to", "k")} for c in cases]


def parse_browser(case, raw):
  return parse_css_color(raw)


def parse_css_color(text: str):
  """A serialized computed colour: {"legacy": bool, "space", "comps" (None for none), "alpha"}."""
  m = re.fullmatch(r"(rgba?|color|lab|lch|oklab|oklch)\((.*)\)", text.strip())
  if not m:
    return ErrorValue(f"unreadable colour {text!r}")
  fn, body = m.groups()
  if fn in ("rgb", "rgba"):
    parts = [float(x) for x in body.split(",")]
    return {"legacy": True, "space": "srgb", "comps": [p / 255 for p in parts[:3]],
            "alpha": parts[3] if len(parts) > 3 else 1.0, "text": text}
  main, _, alpha = body.partition("/")
  words = main.split()
  space = fn
  if fn == "color":
    space, words = words[0], words[1:]
    space = "xyz-d65" if space == "xyz" else space
  comps = [None if w == "none" else float(w) for w in words]
  return {"legacy": False, "space": space, "comps": comps,
          "alpha": float(alpha) if alpha.strip() not in ("", "none") else (None if alpha.strip() == "none" else 1.0),
          "text": text}


# ---- The exact reference -------------------------------------------------------------------------

def legacy_alpha(alpha, eight_bit=False) -> float:
  """Legacy alpha as serialized (CSSOM §6.7.2 <alphavalue>, CSS Color 4 §15.2): 2 decimals when they
  give the same 8-bit value round(255α), else α itself rounded to 3 decimals. With eight_bit (the
  browser's storage), α is first its 8-bit value round(255α)/255."""
  a8 = int(mpmath.floor(255 * alpha + mpmath.mpf(1) / 2 + mpmath.mpf(10) ** -25))
  if eight_bit:  # the browser's own rounding, in doubles
    a8 = math.floor(float(alpha) * 255 + 0.5)
  value = mpmath.mpf(a8) / 255 if eight_bit else alpha
  two = round(float(value), 2)
  if math.floor(two * 255 + 0.5) == a8:
    return two
  return float(mpmath.floor(value * 1000 + mpmath.mpf(1) / 2) / 1000)


def _legacy(srgb, alpha, options=None):
  """The computed legacy colour: channels clamped and rounded to 8 bits (half up), as rgb()."""
  # Half up on the exact value; 1e-25 absorbs the reference's own rounding of c = k.5/255.
  chans = [int(mpmath.floor(min(max(c, 0), 1) * 255 + mpmath.mpf(1) / 2 + mpmath.mpf(10) ** -25)) / 255 for c in srgb]
  a = 1.0 if alpha is None else legacy_alpha(min(max(alpha, 0), 1), (options or {}).get("alpha_8bit", False))
  return {"legacy": True, "space": "srgb", "comps": chans, "alpha": a}


def resolve(color, legacy, options):
  space, comps, alpha = color
  if legacy:
    srgb = C.convert(color, "srgb", options)[1]
    return _legacy(srgb, alpha, options)
  comps = list(comps)
  if space in ("lab", "lch") and comps[0] is not None:
    comps[0] = min(max(comps[0], 0), 100)
  if space in ("oklab", "oklch") and comps[0] is not None:
    comps[0] = min(max(comps[0], 0), 1)
  if space in ("lch", "oklch") and comps[1] is not None:
    comps[1] = max(comps[1], 0)
  a = 1 if alpha is None else min(max(alpha, 0), 1)
  return {"legacy": False, "space": space, "comps": [None if c is None else float(c) for c in comps], "alpha": float(a)}


def interpolate(c1, c2, space, hue_method, t, options):
  """CSS Color 4 §12: convert (missing components carried forward), fill a missing component from
  the other colour, fix up the hues, premultiply, interpolate, un-premultiply."""
  a = C.convert(c1, space, options)
  b = C.convert(c2, space, options)
  ca, cb = list(a[1]), list(b[1])
  if options.get("none_as_zero"):
    ca = [mp(0) if x is None else x for x in ca]
    cb = [mp(0) if x is None else x for x in cb]
  aa = mp(1) if a[2] is None else a[2]
  ab = mp(1) if b[2] is None else b[2]
  hue = C.POLAR.get(space)
  for i in range(3):
    if ca[i] is None:
      ca[i] = cb[i]
    elif cb[i] is None:
      cb[i] = ca[i]
  if hue is not None and ca[hue] is not None:
    h1, h2 = ca[hue] % 360, cb[hue] % 360
    d = h2 - h1
    if hue_method == "shorter":
      if d > 180: h1 += 360
      elif d < -180: h2 += 360
    elif hue_method == "longer":
      if 0 < d < 180: h1 += 360
      elif -180 < d <= 0: h2 += 360
    elif hue_method == "increasing":
      if d < 0: h2 += 360
    elif hue_method == "decreasing":
      if d > 0: h1 += 360
    ca[hue], cb[hue] = h1, h2
  alpha = aa + (ab - aa) * t
  out = []
  for i in range(3):
    if ca[i] is None:
      out.append(None)
    elif i == hue:
      out.append((ca[i] + (cb[i] - ca[i]) * t) % 360)
    else:
      v = ca[i] * aa + (cb[i] * ab - ca[i] * aa) * t
      out.append(v / alpha if alpha != 0 else v)
  return out, alpha


def mix_exact(case, options):
  d = case.data
  space = d["space"]
  p1, p2 = (None if x is None else Q(float(x)) for x in d["p"])
  if p1 is None and p2 is None:
    p1 = p2 = Q(50)
  elif p1 is None:
    p1 = 100 - p2
  elif p2 is None:
    p2 = 100 - p1
  total = p1 + p2
  # CSS Color 5 §2 "calculate a color-mix()": a total below 100 % is an alpha multiplier. Since
  # csswg-drafts #14014 removed the early return of transparent black, and #14013 made the progress
  # of two 0 % colours 1/2, percentages summing to 0 are the equal mix with alpha × 0
  # (`color-mix(in srgb, red 0%, blue 0%)` is `color(srgb 0.5 0 0.5 / 0)`; WebKit PR 66623,
  # Chromium 156; the web-platform-tests still expecting transparent zeros predate it).
  multiplier = min(total / 100, Q(1))
  progress = mp(p2 / total) if total != 0 else mp(Q(1, 2))
  colors = [_computed(c, legacy, options) for c, legacy in zip(d["colors"], d["legacy flags"])]
  comps, alpha = interpolate(colors[0], colors[1], space, d["hue"], progress, options)
  alpha = alpha * mp(multiplier)
  result = (space, comps, alpha)
  if space in ("hsl", "hwb"):
    result = ("srgb", C.convert((space, [mp(0) if c is None else c for c in comps], alpha), "srgb", options)[1], alpha)
  return _clamped({"legacy": False, "space": result[0], "comps": [None if c is None else float(c) for c in result[1]],
                   "alpha": float(min(max(result[2], 0), 1))}, options)


def _computed(color, legacy, options):
  """A colour as an operand of interpolation: legacy syntaxes as sRGB (hsl/hwb converted, rgb
  channels clamped by parsing), the others as parsed (L and C clamped)."""
  space, comps, alpha = color
  if options.get("clamp_saturation") and space == "hsl":
    comps = [comps[0], min(comps[1], 1), comps[2]]
  if options.get("legacy_alpha_8bit") and legacy and alpha is not None:
    # A browser's storage of a legacy colour's alpha in 8 bits, rounded in doubles as it does
    # (0.3 × 255 is 76.5 there, so 77; the exact product is 76.49…).
    alpha = mp(math.floor(float(min(max(alpha, 0), 1)) * 255 + 0.5)) / 255
  # hsl() and hwb() operands stay in their own space (both the library and Chromium mix
  # color-mix(in hwb, hwb(…), …) without a round trip through sRGB, which would make a grey's hue
  # powerless); a conversion to another space goes through sRGB anyway.
  if space in ("lab", "lch", "oklab", "oklch"):
    r = resolve(color, False, options)
    return (space, [None if c is None else mp(c) for c in r["comps"]], alpha)
  return (space, comps, None if alpha is None else min(max(alpha, 0), 1))


def animate_exact(case, options):
  d = case.data
  t = mp(d["k"]) / STEPS
  colors = [_computed(c, legacy, options) for c, legacy in zip(d["colors"], d["legacy flags"])]
  space = "srgb" if d["legacy"] else "oklab"
  comps, alpha = interpolate(colors[0], colors[1], space, "shorter", t, options)
  alpha = min(max(alpha, 0), 1)
  if d["legacy"]:
    return _legacy([mp(0) if c is None else c for c in comps], alpha, options)
  return _clamped({"legacy": False, "space": space, "comps": [None if c is None else float(c) for c in comps],
                   "alpha": float(alpha)}, options)


def _clamped(result, options):
  """With options["clamp_result_lightness"] (a browser's behaviour), L clamped to its range."""
  top = {"oklab": 1.0, "oklch": 1.0, "lab": 100.0, "lch": 100.0}.get(result["space"])
  if options.get("clamp_result_lightness") and top is not None and result["comps"][0] is not None:
    result["comps"][0] = min(max(result["comps"][0], 0.0), top)
  return result


_exact_cache: dict = {}


def exact(case: Case, **options):
  """The exact computed colour; options model a documented browser behaviour (classes.py)."""
  key = (case.id, repr(sorted(options.items())), case.label)
  if key not in _exact_cache:
    _exact_cache[key] = _exact(case, **options)
  return _exact_cache[key]


def _exact(case: Case, **options):
  kind = case.data["kind"]
  if kind == "resolve":
    color = case.data["color"]
    if options.get("clamp_saturation") and color[0] == "hsl":
      color = ("hsl", [color[1][0], min(color[1][1], 1), color[1][2]], color[2])
    return resolve(color, case.data["legacy"], options)
  if kind == "mix":
    return mix_exact(case, options)
  return animate_exact(case, options)


def legacy_within_one(case, browser, traits) -> bool:
  """Whether a legacy result's channels are each within one 8-bit step of the exact value's (under
  one of the traits), its alpha within COLOR bounds: the browser rounds its own float result."""
  if isinstance(browser, ErrorValue) or not browser["legacy"]:
    return False
  for trait in traits:
    e = exact(case, **trait)
    if e["legacy"] and all(abs(x - y) <= 1 / 255 + 1e-9 for x, y in zip(browser["comps"], e["comps"])) \
        and abs(browser["alpha"] - e["alpha"]) <= 1e-9:
      return True
  return False


def distance(a, b, strict_alpha=False) -> float:
  """The largest difference between two colours as a fraction of each component's range (hue
  compared through chroma·(cos h, sin h)); inf when their forms or missing components differ, or
  (strict_alpha) when their alphas differ by more than 6 significant digits do."""
  if isinstance(a, ErrorValue) or isinstance(b, ErrorValue):
    return math.inf
  if a["legacy"] != b["legacy"] or a["space"] != b["space"]:
    return math.inf
  space = a["space"]
  if [c is None for c in a["comps"]] != [c is None for c in b["comps"]]:
    return math.inf
  worst = abs((a["alpha"] if a["alpha"] is not None else 1) - (b["alpha"] if b["alpha"] is not None else 1))
  if strict_alpha:
    if worst > AGREE_BOUND:
      return math.inf
    worst = 0.0
  scale = SCALE[space]
  if space in ("lch", "oklch"):
    def rect(c):
      chroma = c[1] or 0.0
      h = math.radians(c[2]) if c[2] is not None else 0.0
      return [c[0], chroma * math.cos(h), chroma * math.sin(h)]
    ca, cb = rect(a["comps"]), rect(b["comps"])
  else:
    ca, cb = a["comps"], b["comps"]
  for x, y, s in zip(ca, cb, scale):
    if x is not None:
      # Beyond the range (far out of gamut) the unit is the value itself.
      worst = max(worst, abs(x - y) / max(s, abs(x)))
  return worst


def ours_ok(case, ours, exact_value) -> bool:
  return distance(ours, exact_value) <= OURS_BOUND


def agree(case, ours, browser) -> bool:
  return distance(ours, browser) <= AGREE_BOUND
