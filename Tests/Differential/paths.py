"""SVG path length and points (SVG 2 §9.5.? "The 'd' property", §B.2 arc implementation notes;
SVGGeometryElement.getTotalLength() / getPointAtLength(), SVG 2 §8.? "Interface SVGGeometryElement").

Ours: `curves path length <d>` and `curves path point <d> --at-length l …` (every length of a
path in one invocation). Browser: one SVG path element, its d set, getTotalLength() and
getPointAtLength(l). The exact reference parses the path data itself and integrates each
segment's speed with mpmath.quad; a point at a length solves s(t) = l on its segment.
"""

from __future__ import annotations

import math

import mpmath

from driver import Case, ErrorValue
from exact import mp

name = "paths"
CASES = 320
PER_PATH = 8

# Ours: |L − L_exact| ≤ 1e-12·L and points "at a length within 1e-12·L of the distance": the
# point is then within 1e-12·L (speed 1 along the arc length) — 1e-11·L with the coordinates'
# own rounding.
OURS_BOUND = 1e-11
# Agreement: Chromium keeps path coordinates as 32-bit floats (Skia's SkPath): 1e-6 of the length.
AGREE_BOUND = 1e-6

DIGITS = 25  # plenty for a bound of 1e-11, and quad stays fast


def _n(rng, low, high):
  v = round(rng.uniform(low, high), rng.choice([0, 1, 2]))
  text = f"{v:.2f}".rstrip("0").rstrip(".")
  return "0" if text in ("-0", "") else text


def _path(rng) -> str:
  parts = [f"M {_n(rng, -100, 100)} {_n(rng, -100, 100)}"]
  if rng.random() < 0.1:
    parts.append(f"M {_n(rng, -100, 100)} {_n(rng, -100, 100)}")  # a subpath that only moves
  for _ in range(rng.randint(1, 5)):
    cmd = rng.choice("LHVCSQTAZMlhvcsqtaz")
    rel = cmd.islower()
    span = 60 if rel else 120
    p = lambda: f"{_n(rng, -span, span)} {_n(rng, -span, span)}"
    if cmd in "Zz":
      parts.append(cmd)
    elif cmd in "Mm":
      parts.append(f"{cmd} {p()}")
    elif cmd in "LlTt":
      parts.append(f"{cmd} {p()}")
    elif cmd in "HhVv":
      parts.append(f"{cmd} {_n(rng, -span, span)}")
    elif cmd in "Cc":
      parts.append(f"{cmd} {p()} {p()} {p()}")
    elif cmd in "SsQq":
      parts.append(f"{cmd} {p()} {p()}")
    else:
      rx, ry = (_n(rng, 0, 80) if rng.random() > 0.05 else "0"), _n(rng, 1, 80)
      parts.append(f"{cmd} {rx} {ry} {_n(rng, -180, 180)} {rng.randint(0, 1)} {rng.randint(0, 1)} {p()}")
  return " ".join(parts)


def generate(rng, n: int) -> list[Case]:
  cases = []
  while len(cases) < n:
    d = _path(rng)
    total = float(total_length(segments(d)))
    cases.append(Case(f"paths-{len(cases):05d}", f"path length '{d}'", {"d": d, "kind": "length"}))
    lengths = {0.0, total * 2 + 1} | {round(rng.uniform(0, total), 3) for _ in range(PER_PATH - 3)}
    for l in sorted(lengths):
      cases.append(Case(f"paths-{len(cases):05d}", f"path point '{d}' --at-length {l!r}",
                        {"d": d, "kind": "point", "l": l}))
  return cases[:n]


# ---- Ours ----------------------------------------------------------------------------------------

def ours(cli, cases):
  result = [None] * len(cases)
  lengths = [i for i, c in enumerate(cases) if c.data["kind"] == "length"]
  for i, out in zip(lengths, cli.run_many([["path", "length", cases[i].data["d"]] for i in lengths])):
    result[i] = out if isinstance(out, ErrorValue) else float(out.strip())
  groups: dict[str, list[int]] = {}
  for i, c in enumerate(cases):
    if c.data["kind"] == "point":
      groups.setdefault(c.data["d"], []).append(i)
  keys = list(groups)
  outs = cli.run_many([["path", "point", d, *[x for i in groups[d] for x in ("--at-length", repr(cases[i].data["l"]))]]
                       for d in keys])
  for d, out in zip(keys, outs):
    rows = out if isinstance(out, ErrorValue) else [l.split(",") for l in out.splitlines()[1:]]
    for j, i in enumerate(groups[d]):
      result[i] = rows if isinstance(rows, ErrorValue) else (float(rows[j][1]), float(rows[j][2]))
  return result


# ---- Browser -------------------------------------------------------------------------------------

# SVG 2 §8.? SVGGeometryElement: getTotalLength() and getPointAtLength(distance) (distance clamped
# to [0, total]).
BROWSER_JS = """(inputs) => {
  const path = document.getElementById('path');
  return inputs.map((c) => {
    try {
      path.setAttribute('d', c.d);
      if (c.kind === 'length') return path.getTotalLength();
      const p = path.getPointAtLength(c.l);
      return [p.x, p.y];
    } catch (e) { return {error: String(e)}; }
  });
}"""


def browser_inputs(cases):
  return [c.data for c in cases]


def parse_browser(case, raw):
  return float(raw) if case.data["kind"] == "length" else (float(raw[0]), float(raw[1]))


# ---- The exact reference -------------------------------------------------------------------------

def segments(d: str):
  """The drawn segments of path data (SVG 2 §9.3 path grammar, absolute after reading): each
  ('line'|'cubic'|'quad', control points as mpf pairs) or ('arc', centre parametrization), with
  'move' markers between subpaths. Zero-length segments stay (they have zero length)."""
  with mpmath.workdps(DIGITS):
    tokens = d.replace(",", " ").split()
    out = []
    i = 0
    cur = start = (mp(0), mp(0))
    last_cmd, last_ctrl = None, None
    cmd = None
    while i < len(tokens):
      if tokens[i].isalpha():
        cmd = tokens[i]
        i += 1
      rel = cmd.islower()
      c = cmd.upper()
      def pt():
        nonlocal i
        x, y = mp(float(tokens[i])), mp(float(tokens[i + 1]))
        i += 2
        return (cur[0] + x, cur[1] + y) if rel else (x, y)
      if c == "Z":
        out.append(("line", [cur, start]))
        cur = start
        last_cmd = "Z"
        out.append(("close", []))
        continue
      if c == "M":
        cur = start = pt()
        out.append(("move", [cur]))
        cmd = "l" if rel else "L"  # implicit lineto after a moveto
        last_cmd = "M"
        continue
      if c == "L":
        p = pt(); out.append(("line", [cur, p])); cur = p
      elif c in "HV":
        v = mp(float(tokens[i])); i += 1
        p = ((cur[0] + v if rel else v), cur[1]) if c == "H" else (cur[0], (cur[1] + v if rel else v))
        out.append(("line", [cur, p])); cur = p
      elif c == "C":
        p1, p2, p3 = pt(), pt(), pt()
        out.append(("cubic", [cur, p1, p2, p3])); last_ctrl = p2; cur = p3
      elif c == "S":
        p1 = (2 * cur[0] - last_ctrl[0], 2 * cur[1] - last_ctrl[1]) if last_cmd in "CS" else cur
        p2, p3 = pt(), pt()
        out.append(("cubic", [cur, p1, p2, p3])); last_ctrl = p2; cur = p3
      elif c == "Q":
        p1, p2 = pt(), pt()
        out.append(("quad", [cur, p1, p2])); last_ctrl = p1; cur = p2
      elif c == "T":
        p1 = (2 * cur[0] - last_ctrl[0], 2 * cur[1] - last_ctrl[1]) if last_cmd in "QT" else cur
        p2 = pt()
        out.append(("quad", [cur, p1, p2])); last_ctrl = p1; cur = p2
      elif c == "A":
        rx, ry, phi = (mp(float(tokens[i + k])) for k in range(3))
        fa, fs = int(tokens[i + 3]), int(tokens[i + 4])
        i += 5
        p = pt()
        out.append(_arc(cur, rx, ry, phi, fa, fs, p)); cur = p
      last_cmd = c
    return out


def _arc(p1, rx, ry, phi_deg, fa, fs, p2):
  """SVG 2 §B.2.5 (out-of-range radii) and §B.2.4 (endpoint to centre parametrization)."""
  if p1 == p2:
    return ("line", [p1, p2])  # §B.2.5: omitted (a zero-length piece)
  if rx == 0 or ry == 0:
    return ("line", [p1, p2])  # §B.2.5: a straight line
  rx, ry = abs(rx), abs(ry)
  phi = mpmath.radians(phi_deg % 360)
  cp, sp = mpmath.cos(phi), mpmath.sin(phi)
  dx, dy = (p1[0] - p2[0]) / 2, (p1[1] - p2[1]) / 2
  x1, y1 = cp * dx + sp * dy, -sp * dx + cp * dy
  lam = x1 ** 2 / rx ** 2 + y1 ** 2 / ry ** 2
  if lam > 1:
    rx, ry = rx * mpmath.sqrt(lam), ry * mpmath.sqrt(lam)
  num = rx ** 2 * ry ** 2 - rx ** 2 * y1 ** 2 - ry ** 2 * x1 ** 2
  den = rx ** 2 * y1 ** 2 + ry ** 2 * x1 ** 2
  coef = mpmath.sqrt(max(num / den, 0)) * (1 if fa != fs else -1)
  cx1, cy1 = coef * rx * y1 / ry, -coef * ry * x1 / rx
  cx, cy = cp * cx1 - sp * cy1 + (p1[0] + p2[0]) / 2, sp * cx1 + cp * cy1 + (p1[1] + p2[1]) / 2
  ang = lambda ux, uy, vx, vy: mpmath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
  ux, uy = (x1 - cx1) / rx, (y1 - cy1) / ry
  vx, vy = (-x1 - cx1) / rx, (-y1 - cy1) / ry
  theta1 = ang(1, 0, ux, uy)
  dtheta = ang(ux, uy, vx, vy) % (2 * mpmath.pi)
  if fs == 0 and dtheta > 0:
    dtheta -= 2 * mpmath.pi
  elif fs == 1 and dtheta < 0:
    dtheta += 2 * mpmath.pi
  return ("arc", [cx, cy, rx, ry, cp, sp, theta1, dtheta, p1, p2])


def _point(seg, t):
  kind, v = seg
  if kind == "line":
    (x0, y0), (x1, y1) = v
    return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
  if kind == "quad":
    (a, b, c) = v
    return tuple((1 - t) ** 2 * a[k] + 2 * (1 - t) * t * b[k] + t ** 2 * c[k] for k in (0, 1))
  if kind == "cubic":
    (a, b, c, d) = v
    return tuple((1 - t) ** 3 * a[k] + 3 * (1 - t) ** 2 * t * b[k] + 3 * (1 - t) * t ** 2 * c[k] + t ** 3 * d[k]
                 for k in (0, 1))
  cx, cy, rx, ry, cp, sp, th, dth, p1, p2 = v
  if t == 0:
    return p1
  if t == 1:
    return p2
  a = th + dth * t
  return (cx + rx * cp * mpmath.cos(a) - ry * sp * mpmath.sin(a), cy + rx * sp * mpmath.cos(a) + ry * cp * mpmath.sin(a))


def _speed(seg, t):
  kind, v = seg
  if kind == "line":
    (x0, y0), (x1, y1) = v
    return mpmath.hypot(x1 - x0, y1 - y0)
  if kind == "quad":
    a, b, c = v
    return mpmath.hypot(*(2 * (1 - t) * (b[k] - a[k]) + 2 * t * (c[k] - b[k]) for k in (0, 1)))
  if kind == "cubic":
    a, b, c, d = v
    return mpmath.hypot(*(3 * (1 - t) ** 2 * (b[k] - a[k]) + 6 * (1 - t) * t * (c[k] - b[k]) + 3 * t ** 2 * (d[k] - c[k])
                          for k in (0, 1)))
  cx, cy, rx, ry, cp, sp, th, dth, _, _ = v
  a = th + dth * t
  return abs(dth) * mpmath.hypot(rx * mpmath.sin(a), ry * mpmath.cos(a))


def _length(seg, t=1):
  """The length from parameter 0 to t. The speed of an eccentric arc or a curve with a near-cusp
  varies sharply, so the interval is split where it may (an arc's quarter turns, quarters of a
  curve) and quad sums the pieces."""
  if seg[0] == "line":
    return _speed(seg, 0) * t
  return mpmath.quad(lambda u: _speed(seg, u), _breaks(seg, mpmath.mpf(0), t))


def _breaks(seg, a, b):
  if seg[0] == "arc":
    th, dth = seg[1][6], seg[1][7]
    # Parameters where the angle th + dth·u crosses a multiple of π/2 (the speed's extremes).
    k0, k1 = sorted([(th + dth * a) / (mpmath.pi / 2), (th + dth * b) / (mpmath.pi / 2)])
    inner = [((k * mpmath.pi / 2) - th) / dth for k in range(int(mpmath.floor(k0)) + 1, int(mpmath.ceil(k1)))]
    return [a] + sorted(u for u in inner if a < u < b) + [b]
  return [a + (b - a) * k / 4 for k in range(5)]


_cache: dict = {}


def _measured(d):
  """The drawn segments with their lengths (cached per path data)."""
  if d not in _cache:
    with mpmath.workdps(DIGITS):
      segs = [s for s in segments(d) if s[0] not in ("move", "close")]
      _cache[d] = (segments(d), [(s, _length(s)) for s in segs])
  return _cache[d]


def total_length(segs):
  with mpmath.workdps(DIGITS):
    return sum((_length(s) for s in segs if s[0] not in ("move", "close")), mpmath.mpf(0))


def point_at(d: str, l: float):
  """The point at distance l (clamped to [0, L]). Every subpath is a piece, one that only moves
  included (a zero-length piece at its point), and the point lies on the first piece in order
  whose stretch of the total contains l: at a boundary the earlier piece wins. So length 0 is the
  path's first point, even a leading lone move's, and a positive length is on the first segment of
  positive length whose running end reaches it (a join gives the earlier subpath's end, L the last
  drawn point before trailing moves). That is what Chromium 156's getPointAtLength returns where
  SVG 2 leaves the point open (observed: `M 0 0 M 10 0 L 20 0` is at (0, 0) at 0 and at (10, 0) at
  1e-9; `M 10 0 L 20 0 M 30 0 L 40 0` at (20, 0) at 10; `M 1 2 M 3 4` at (1, 2) everywhere), and the
  library's documented rule (PathLengthTable.position(atLength:))."""
  all_segs, _ = _measured(d)
  with mpmath.workdps(DIGITS):
    pieces = []
    for seg in all_segs:
      if seg[0] == "move":
        pieces.append((seg, mpmath.mpf(0)))
      elif seg[0] != "close":
        pieces.append((seg, _length(seg)))
    if not pieces:
      return (0.0, 0.0)
    total = sum(n for _, n in pieces)
    target = min(max(mp(l), 0), total)
    acc = mpmath.mpf(0)
    for seg, n in pieces:
      if target <= acc + n:
        if n == 0:
          p = seg[1][0]
          return (float(p[0]), float(p[1]))
        goal = target - acc
        # Newton on s(t) = goal, safeguarded by bisection; each s(t) integrated afresh from 0
        # (split as _length splits), so no error accumulates from step to step.
        lo, hi = mpmath.mpf(0), mpmath.mpf(1)
        t = goal / n
        for _ in range(100):
          s = _length(seg, t)
          if abs(s - goal) <= n * mpmath.mpf(10) ** (-DIGITS + 6):
            break
          if s < goal:
            lo = t
          else:
            hi = t
          sp = _speed(seg, t)
          step = t - (s - goal) / sp if sp > 0 else (lo + hi) / 2
          t = step if lo < step < hi else (lo + hi) / 2
        p = _point(seg, t)
        return (float(p[0]), float(p[1]))
      acc += n
    seg = pieces[-1][0]
    p = seg[1][0] if seg[0] == "move" else _point(seg, 1)
    return (float(p[0]), float(p[1]))


def exact(case: Case):
  if case.data["kind"] == "length":
    return float(sum(n for _, n in _measured(case.data["d"])[1]))
  return point_at(case.data["d"], case.data["l"])


def scale(case) -> float:
  return max(1.0, float(sum(n for _, n in _measured(case.data["d"])[1])))


def _dist(a, b) -> float:
  if isinstance(a, ErrorValue) or isinstance(b, ErrorValue):
    return math.inf
  if isinstance(a, float):
    return abs(a - b)
  return math.hypot(a[0] - b[0], a[1] - b[1])


def ours_ok(case, ours, exact_value) -> bool:
  return _dist(ours, exact_value) <= OURS_BOUND * scale(case)


def agree(case, ours, browser) -> bool:
  return _dist(ours, browser) <= AGREE_BOUND * scale(case)


def browser_error(case, browser, exact_value) -> float:
  """The browser's error as a fraction of the path's length."""
  return _dist(browser, exact_value) / scale(case)
