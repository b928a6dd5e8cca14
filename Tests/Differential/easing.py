"""Easing: cubic-bezier() (with near-vertical tangents), steps() with every position, linear()
with stops and double positions, and the keywords (CSS Easing 1 §2–3, CSS Easing 2 §2).

Browser side: a paused animation of an empty effect whose *effect* easing is the function; the
eased progress is `getComputedTiming().progress` (Web Animations 1 §6.7 ComputedEffectTiming,
§4.10 "Calculating the transformed progress"), read at full double precision. Inputs are k/2²⁰
with a 2²⁰ ms duration, so currentTime is a whole number of milliseconds and the input progress is
exact on both sides; the browser's input is re-read with a linear easing to prove it.
The browser's times are whole seconds (k·1000 ms of a 2²⁰ s effect), which its conversions between
milliseconds and its own time unit keep exact (a millisecond time such as 688906 ms of 1048576 ms
comes back one ulp off: that is the timing area's "time round trip" class, not an easing's).
"""

from __future__ import annotations

from fractions import Fraction

import mpmath

from driver import Case, ErrorValue
from exact import close, fr, mp, number

name = "easing"
CASES = 2400
PER_FUNCTION = 24
GRID = 1 << 20  # inputs are k / GRID; the browser's duration is GRID ms

# Our documented bound (CubicBezier.value(at:)): |y − y_exact| ≤ 1e-12·max(1, |y1|, |y2|); the
# same bound for linear() (a quotient and a product per segment); steps() are exact.
OURS_BOUND = 1e-12
# Agreement: two doubles for the same exact value, each within 1e-12·Y of it.
AGREE_BOUND = 2e-12

KEYWORDS = {"ease": (0.25, 0.1, 0.25, 1.0), "ease-in": (0.42, 0.0, 1.0, 1.0),
            "ease-out": (0.0, 0.0, 0.58, 1.0), "ease-in-out": (0.42, 0.0, 0.58, 1.0)}
POSITIONS = ["jump-start", "jump-end", "jump-none", "jump-both", "start", "end", None]


def _bezier_text(rng) -> str:
  """Control points that put vertical tangents at the ends (x1 = 0 or x2 = 1 with y ≠ x) or near the
  middle (x1 = 1 − d, x2 = d, where x′(½) = ¾(1 − x1 + x2) = 1.5·d vanishes with d), or anywhere."""
  shape = rng.choice(["random", "start", "end", "middle", "both"])
  def ordinate():
    return round(rng.uniform(-1.5, 2.5), rng.choice([1, 2, 3]))
  def abscissa():
    return round(rng.uniform(0, 1), rng.choice([1, 2, 3]))
  x1, x2 = abscissa(), abscissa()
  if shape in ("start", "both"):
    x1 = rng.choice([0, 0.001, 0.0001])
  if shape in ("end", "both"):
    x2 = rng.choice([1, 0.999, 0.9999])
  if shape == "middle":
    d = rng.choice([0, 0.001, 0.01, 0.0001])
    x1, x2 = 1 - d, d
  return f"cubic-bezier({_n(x1)}, {_n(ordinate())}, {_n(x2)}, {_n(ordinate())})"


def _n(v: float) -> str:
  text = repr(float(v))
  return text[:-2] if text.endswith(".0") else text


def _linear_text(rng) -> str:
  stops = []
  for _ in range(rng.randint(2, 6)):
    value = _n(round(rng.uniform(-0.5, 1.5), rng.choice([1, 2, 3])))
    kind = rng.random()
    if kind < 0.45:
      stops.append(value)
    elif kind < 0.85:
      stops.append(f"{value} {_n(round(rng.uniform(-10, 110), 1))}%")
    else:
      a, b = sorted(round(rng.uniform(-10, 110), 1) for _ in range(2))
      stops.append(f"{value} {_n(a)}% {_n(b)}%")
  return f"linear({', '.join(stops)})"


def _function(rng) -> str:
  kind = rng.random()
  if kind < 0.5:
    return _bezier_text(rng)
  if kind < 0.75:
    position = rng.choice(POSITIONS)
    n = rng.choice([1, 2, 3, 4, 5, 7, 8, 10, 16, 64])
    if position == "jump-none" and n < 2:
      n = 2
    return f"steps({n}{', ' + position if position else ''})"
  if kind < 0.95:
    return _linear_text(rng)
  return rng.choice(list(KEYWORDS) + ["linear"])


def generate(rng, n: int) -> list[Case]:
  cases = []
  for f in range(max(1, n // PER_FUNCTION)):
    easing = _function(rng)
    params = parse(easing)
    ks = {0, GRID} | {rng.randint(0, GRID) for _ in range(PER_FUNCTION - 8)}
    # Inputs where the function is hardest: near its steps' jumps, near the x of a vertical tangent.
    if params[0] == "steps":
      ks |= {min(GRID, max(0, (j * GRID) // params[1] + d)) for j in range(params[1] + 1) for d in (-1, 0, 1)}
    if params[0] == "cubic":
      for t in (Fraction(1, 2), Fraction(1, 1000), Fraction(999, 1000)):
        k = round(_bx(params[1], t) * GRID)
        ks |= {min(GRID, max(0, k + d)) for d in (-2, 0, 2)}
    ks = sorted(ks)
    rng.shuffle(ks)
    for k in sorted(ks[:PER_FUNCTION - 2]):
      cases.append(Case(f"easing-{len(cases):05d}", f"{easing} at x = {k}/2^20", {"easing": easing, "k": k, "before": False}))
    # The before flag (Web Animations 1 §4.10: set in the before phase going forwards): the before
    # phase with fill backwards gives the input iterationStart, so at 0 and at a step's boundary.
    boundary = rng.randint(0, GRID - 1)
    if params[0] == "steps" and GRID % params[1] == 0:
      boundary = GRID // params[1] * rng.randint(0, params[1] - 1)
    for k in (0, boundary):
      cases.append(Case(f"easing-{len(cases):05d}", f"{easing} at x = {k}/2^20 with the before flag",
                        {"easing": easing, "k": k, "before": True}))
  return cases


def ours(cli, cases):
  """`curves timing <easing> --at x …` per function (all of its inputs in one invocation)."""
  groups: dict[tuple[str, bool], list[int]] = {}
  for i, c in enumerate(cases):
    groups.setdefault((c.data["easing"], c.data["before"]), []).append(i)
  keys = list(groups)
  outs = cli.run_many([["timing", e, *(["--before-flag"] if b else []),
                        *[a for i in groups[(e, b)] for a in ("--at", repr(cases[i].data["k"] / GRID))]]
                       for e, b in keys])
  result = [None] * len(cases)
  for key, out in zip(keys, outs):
    rows = out if isinstance(out, ErrorValue) else [line.split(",") for line in out.splitlines()[1:]]
    for j, i in enumerate(groups[key]):
      result[i] = rows if isinstance(rows, ErrorValue) else number(rows[j][1])
  return result


# For each case: a paused animation (Web Animations 1 §4.4.4 "Setting the current time of an
# animation": a paused animation's current time is its hold time) of an effect with no keyframes,
# read through getComputedTiming() (§6.7). In the before phase (fill backwards, a 1 s delay,
# current time 0) the input is iterationStart and the easing sees its before flag (CSS Easing 1
# §3.1, Web Animations 1 §4.10).
BROWSER_JS = """(inputs) => {
  const el = document.getElementById('box');
  return inputs.map(({easing, ms, before}) => {
    try {
      const timing = {duration: %d * 1000, fill: 'both', delay: before ? 1000 : 0,
                      iterationStart: before ? ms / %d : 0, easing};
      const anim = el.animate(null, timing);
      anim.pause();
      anim.currentTime = before ? 0 : ms * 1000;
      const eased = anim.effect.getComputedTiming().progress;
      anim.effect.updateTiming({easing: 'linear'});
      const input = anim.effect.getComputedTiming().progress;
      anim.cancel();
      return {eased, input};
    } catch (e) { return {error: String(e)}; }
  });
}""" % (GRID, GRID)


def browser_inputs(cases):
  return [{"easing": c.data["easing"], "ms": c.data["k"], "before": c.data["before"]} for c in cases]


def parse_browser(case, raw):
  if raw["input"] != case.data["k"] / GRID:
    return ErrorValue(f"the browser's input progress is {raw['input']!r}, not {case.data['k']}/2^20")
  return raw["eased"]


# ---- The exact reference ----------------------------------------------------------------------

def parse(easing: str):
  """('cubic', (x1, y1, x2, y2) as Fractions) | ('steps', n, position) | ('linear', points)."""
  if easing == "linear":
    return ("linear", [(Fraction(0), Fraction(0)), (Fraction(1), Fraction(1))])
  if easing in KEYWORDS:
    return ("cubic", tuple(fr(v) for v in KEYWORDS[easing]))
  head, body = easing.split("(", 1)
  args = [a.strip() for a in body.rstrip(")").split(",")]
  if head == "cubic-bezier":
    return ("cubic", tuple(fr(a) for a in args))
  if head == "steps":
    position = args[1] if len(args) > 1 else "end"
    position = {"start": "jump-start", "end": "jump-end"}.get(position, position)
    return ("steps", int(args[0]), position)
  return ("linear", linear_points(args))


def linear_points(args: list[str]) -> list[tuple[Fraction, Fraction]]:
  """CSS Easing 2 §2.1 "create a linear easing function": stops with two positions split in two;
  a missing first/last input is 0/1; each input is raised to the largest before it; runs of
  missing inputs are spread evenly between their neighbours."""
  stops: list[list] = []
  for arg in args:
    parts = arg.split()
    value = fr(parts[0])
    positions = [fr(p.rstrip("%")) / 100 for p in parts[1:]]
    if not positions:
      stops.append([value, None])
    for p in positions:
      stops.append([value, p])
  if stops[0][1] is None:
    stops[0][1] = Fraction(0)
  if stops[-1][1] is None:
    stops[-1][1] = Fraction(1)
  largest = stops[0][1]
  for s in stops:
    if s[1] is not None:
      largest = max(largest, s[1])
      s[1] = largest
  i = 0
  while i < len(stops):
    if stops[i][1] is None:
      j = i
      while stops[j][1] is None:
        j += 1
      a, b = stops[i - 1][1], stops[j][1]
      for m in range(i, j):
        stops[m][1] = a + (b - a) * (m - i + 1) / (j - i + 1)
      i = j
    i += 1
  return [(s[1], s[0]) for s in stops]


def _bx(p, t):
  x1, _, x2, _ = p
  return 3 * x1 * (1 - t) ** 2 * t + 3 * x2 * (1 - t) * t ** 2 + t ** 3


def _by(p, t):
  _, y1, _, y2 = p
  return 3 * y1 * (1 - t) ** 2 * t + 3 * y2 * (1 - t) * t ** 2 + t ** 3


def bezier_t(p, x) -> mpmath.mpf:
  """The t ∈ [0, 1] with x(t) = x, by bisection at mpmath precision (x(t) is non-decreasing for
  x1, x2 ∈ [0, 1]: CSS Easing 1 §2.2), 110 halvings: t to 2⁻¹¹⁰, far below a double's 2⁻⁵³."""
  pm = tuple(mp(v) for v in p)
  lo, hi = mpmath.mpf(0), mpmath.mpf(1)
  target = mp(x)
  for _ in range(110):
    mid = (lo + hi) / 2
    if _bx(pm, mid) < target:
      lo = mid
    else:
      hi = mid
  return (lo + hi) / 2


def cubic_value(p, x: Fraction) -> float:
  if x == 0 or x == 1:
    return float(x)
  return float(_by(tuple(mp(v) for v in p), bezier_t(p, x)))


def steps_value(n: int, position: str, x: Fraction, before: bool) -> Fraction:
  """CSS Easing 1 §3.1 "Output of a step easing function", exactly."""
  current = (x * n).__floor__()
  if position in ("jump-start", "jump-both"):
    current += 1
  if before and (x * n).denominator == 1:
    current -= 1
  if x >= 0 and current < 0:
    current = 0
  jumps = {"jump-start": n, "jump-end": n, "jump-none": n - 1, "jump-both": n + 1}[position]
  if x <= 1 and current > jumps:
    current = jumps
  return Fraction(current, jumps)


def linear_value(points, x: Fraction) -> Fraction:
  """CSS Easing 2 §2.2 "calculate linear easing output progress", exactly."""
  index = 0
  for i, (inp, _) in enumerate(points):
    if inp <= x:
      index = i
  if index == len(points) - 1:
    index -= 1
  (ia, oa), (ib, ob) = points[index], points[index + 1]
  if ia == ib:
    return ob
  return oa + (x - ia) / (ib - ia) * (ob - oa)


def exact(case: Case):
  params = parse(case.data["easing"])
  x = Fraction(case.data["k"], GRID)
  if params[0] == "cubic":
    return cubic_value(params[1], x)
  if params[0] == "steps":
    return float(steps_value(params[1], params[2], x, case.data["before"]))
  return float(linear_value(params[1], x))


def scale(case: Case) -> float:
  """Y: the bound's scale, max(1, |y1|, |y2|) or the largest |output| of linear()."""
  params = parse(case.data["easing"])
  if params[0] == "cubic":
    return float(max(1, abs(params[1][1]), abs(params[1][3])))
  if params[0] == "linear":
    return float(max([Fraction(1)] + [abs(o) for _, o in params[1]]))
  return 1.0


def ours_ok(case, ours, exact_value) -> bool:
  return not isinstance(ours, ErrorValue) and close(ours, exact_value, OURS_BOUND * scale(case))


def agree(case, ours, browser) -> bool:
  return not isinstance(browser, ErrorValue) and close(ours, browser, AGREE_BOUND * scale(case))


def bezier_reachable(case: Case, value: float, epsilon: float, slack: float) -> bool:
  """Whether `value` is y(t) for some t with |x(t) − x| ≤ epsilon (± slack): the range of y over
  the t-interval x⁻¹([x − ε, x + ε]) — its end points and the roots of y′ inside."""
  params = parse(case.data["easing"])
  if params[0] != "cubic":
    return False
  p = params[1]
  x = Fraction(case.data["k"], GRID)
  eps = fr(epsilon)
  t_lo = bezier_t(p, max(Fraction(0), x - eps)) if x - eps > 0 else mpmath.mpf(0)
  t_hi = bezier_t(p, min(Fraction(1), x + eps)) if x + eps < 1 else mpmath.mpf(1)
  pm = tuple(mp(v) for v in p)
  ts = [t_lo, t_hi]
  # y′(t)/3 = a t² + b t + c with a = 3y1 − 3y2 + 1, b = 2y2 − 4y1, c = y1.
  y1, y2 = pm[1], pm[3]
  a, b, c = 3 * y1 - 3 * y2 + 1, 2 * y2 - 4 * y1, y1
  roots = []
  if a != 0:
    disc = b * b - 4 * a * c
    if disc >= 0:
      roots = [(-b - mpmath.sqrt(disc)) / (2 * a), (-b + mpmath.sqrt(disc)) / (2 * a)]
  elif b != 0:
    roots = [-c / b]
  ts += [r for r in roots if t_lo <= r <= t_hi]
  ys = [_by(pm, t) for t in ts]
  return float(min(ys)) - slack <= value <= float(max(ys)) + slack
