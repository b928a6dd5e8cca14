"""Transform lists and their interpolation (CSS Transforms 1 §"Interpolation of Transforms",
§"Interpolation of Matrices"; CSS Transforms 2 §"Interpolation of 3D matrices").

Ours: `curves transform matrix <list>` (one list per invocation) and `curves transform interpolate
<from> <to> --at p …` (every fraction of a pair in one invocation): the 16 fields m11…m44.
Browser: the element's computed transform through CSS Typed OM — computedStyleMap().get('transform')
.toMatrix() (CSS Typed OM 1 §5.6.3 CSSTransformValue, "toMatrix()"), full double precision where
getComputedStyle would give 6 digits — of the style itself, or of a paused animation between the two
lists at current time k ms of a 1024 ms linear animation (progress k/1024 exactly).

The exact reference builds every function's matrix in mpmath and follows the specification's
decomposition pseudo-code at 40 digits: 2-D matrices decompose in 2-D (CSS Transforms 1), others in
3-D with quaternions (CSS Transforms 2). Where the two quaternions' dot product is negative the
reference turns the short way, as Chromium, WebKit and the library's default do (the specification's
text does not negate: a documented ambiguity, see README.md).
"""

from __future__ import annotations

import mpmath

from driver import Case, ErrorValue, split_csv_line
from exact import close, mp

name = "transforms"
CASES = 900
PER_PAIR = 6
STEPS = 1024  # the browser's animation lasts 1024 ms; progress k/1024 is exact

# Ours: products of a few exactly rounded factors, and (for decompositions) square roots, atan2
# and a slerp, each within a few ulps: 1e-11 of the matrix's largest entry (a generous 1e5 ulps
# for the ill-conditioned decompositions near a flip) — a wrong rule is off by far more.
OURS_BOUND = 1e-11
# Agreement: Chromium computes transforms in doubles too (gfx::Transform), by its own sequence
# of operations: the same 1e-11 of the largest entry.
AGREE_BOUND = 1e-11

# ---- Random transform lists ---------------------------------------------------------------------

def _num(rng, low, high, digits=2):
  value = round(rng.uniform(low, high), digits)
  text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
  return "0" if text in ("-0", "") else text


def _angle(rng):
  unit = rng.choice(["deg", "deg", "rad", "turn", "grad"])
  span = {"deg": 400, "rad": 7, "turn": 1.2, "grad": 450}[unit]
  return _num(rng, -span, span, 2) + unit


def _skew_angle(rng):
  return _num(rng, -60, 60, 1) + "deg"  # away from tan's poles


def _function(rng, kind: str | None = None, three_d: bool = True) -> str:
  kinds = ["translate", "translateX", "translateY", "scale", "scaleX", "scaleY", "rotate", "skew",
           "skewX", "skewY"]
  if three_d:
    kinds += ["translateZ", "translate3d", "scaleZ", "scale3d", "rotateX", "rotateY", "rotateZ", "rotate3d"]
  kind = kind or rng.choice(kinds)
  px = lambda: _num(rng, -200, 200, 2) + "px"
  sc = lambda: rng.choice([_num(rng, 0.2, 3, 2), _num(rng, -3, -0.2, 2)])
  return {
    "translate": lambda: f"translate({px()}, {px()})", "translateX": lambda: f"translateX({px()})",
    "translateY": lambda: f"translateY({px()})", "translateZ": lambda: f"translateZ({px()})",
    "translate3d": lambda: f"translate3d({px()}, {px()}, {px()})",
    "scale": lambda: f"scale({sc()}, {sc()})", "scaleX": lambda: f"scaleX({sc()})",
    "scaleY": lambda: f"scaleY({sc()})", "scaleZ": lambda: f"scaleZ({sc()})",
    "scale3d": lambda: f"scale3d({sc()}, {sc()}, {sc()})",
    "rotate": lambda: f"rotate({_angle(rng)})", "rotateX": lambda: f"rotateX({_angle(rng)})",
    "rotateY": lambda: f"rotateY({_angle(rng)})", "rotateZ": lambda: f"rotateZ({_angle(rng)})",
    "rotate3d": lambda: f"rotate3d({_axis(rng)}, {_angle(rng)})",
    "skew": lambda: f"skew({_skew_angle(rng)}, {_skew_angle(rng)})", "skewX": lambda: f"skewX({_skew_angle(rng)})",
    "skewY": lambda: f"skewY({_skew_angle(rng)})",
    "perspective": lambda: f"perspective({_num(rng, 200, 2000, 1)}px)",
    "matrix": lambda: "matrix(" + ", ".join(_num(rng, -2, 2, 3) for _ in range(4)) + f", {px()[:-2]}, {px()[:-2]})",
  }[kind]()


AXES = [(1, 2, 3), (0, 1, 1), (-2, 1, 0.5), (1, 0, 0), (0, 0, 1)]


def _axis(rng):
  return ", ".join(_num(rng, -1, 1, 2) if rng.random() < 0.5 else str(a) for a in rng.choice(AXES))


# Function kinds that share a primitive with `kind` (CSS Transforms 1 §"Transform function
# primitives and derivatives", Transforms 2 for the 3-D ones), excluding rotations about different
# axes (interpolated through quaternions) and perspective.
PARTNERS = {
  **{k: ["translate", "translateX", "translateY", "translateZ", "translate3d"]
     for k in ["translate", "translateX", "translateY", "translateZ", "translate3d"]},
  **{k: ["scale", "scaleX", "scaleY", "scaleZ", "scale3d"] for k in ["scale", "scaleX", "scaleY", "scaleZ", "scale3d"]},
  **{k: ["rotate", "rotateZ"] for k in ["rotate", "rotateZ"]},
  "rotateX": ["rotateX"], "rotateY": ["rotateY"],
  # skew(), skewX() and skewY() share no primitive in CSS Transforms 1 (its list is translate,
  # rotate and scale), so only a function of the same name is a partner; browsers agree.
  "skew": ["skew"], "skewX": ["skewX"], "skewY": ["skewY"],
}


def _list(rng, n, three_d=True, extra=()):
  kinds = list(PARTNERS) if three_d else [k for k in PARTNERS if k not in
                                         ("translateZ", "translate3d", "scaleZ", "scale3d", "rotateX", "rotateY", "rotateZ")]
  return [_function(rng, rng.choice(kinds + list(extra)), three_d) for _ in range(n)]


def _kind(function: str) -> str:
  return function.split("(", 1)[0]


def generate(rng, n: int) -> list[Case]:
  cases = []
  def add(label_kind, data, label):
    cases.append(Case(f"transforms-{len(cases):05d}", label, {"kind": label_kind, **data}))
  while len(cases) < n:
    shape = rng.random()
    if shape < 0.2:
      # The matrix of a list (perspective and matrix() included).
      lst = " ".join(_list(rng, rng.randint(1, 4), extra=("perspective", "matrix")))
      add("matrix", {"list": lst}, f"transform matrix '{lst}'")
      continue
    if shape < 0.5:
      # Function by function: partners of a common primitive, or none against a list.
      a = _list(rng, rng.randint(1, 4), three_d=rng.random() < 0.5)
      b = [_function(rng, rng.choice(PARTNERS[_kind(f)])) if _kind(f) != "rotate3d" else f for f in a]
      pair = (" ".join(a), " ".join(b))
      if rng.random() < 0.25:
        pair = ("none", pair[1]) if rng.random() < 0.5 else (pair[0], "none")
    else:
      # Matrix interpolation: the first pair already shares no primitive, so the whole lists are
      # interpolated as matrices under every edition of the text. Both 2-D (the 2-D decomposition)
      # or one 3-D (quaternions).
      three_d = shape > 0.75
      a = _list(rng, rng.randint(1, 3), three_d=three_d, extra=("matrix",))
      b = _list(rng, rng.randint(1, 3), three_d=three_d, extra=("matrix",))
      # Any two rotations share rotate3d (slerped as a pair), so compare primitives, and skews by name.
      pa, pb = primitive(a[0])[0], primitive(b[0])[0]
      if pa == pb and (pa != "skew" or _kind(a[0]) == _kind(b[0])):
        b.insert(0, "matrix(1, 0, 0, 1, 0, 0)" if pa != "matrix3d" else "translate(1px, 2px)")
      pair = (" ".join(a), " ".join(b))
    ks = sorted({0, STEPS} | {rng.randint(0, STEPS) for _ in range(PER_PAIR - 2)})
    for k in ks:
      add("interpolate", {"from": pair[0], "to": pair[1], "k": k},
          f"transform interpolate '{pair[0]}' '{pair[1]}' at {k}/{STEPS}")
  return cases[:n]


# ---- Ours ----------------------------------------------------------------------------------------

def ours(cli, cases):
  result = [None] * len(cases)
  singles = [i for i, c in enumerate(cases) if c.data["kind"] == "matrix"]
  outs = cli.run_many([["transform", "matrix", cases[i].data["list"]] for i in singles])
  for i, out in zip(singles, outs):
    result[i] = out if isinstance(out, ErrorValue) else {
      "value": None, "m": [float(v) for v in out.splitlines()[1].split(",")]}
  groups: dict[tuple[str, str], list[int]] = {}
  for i, c in enumerate(cases):
    if c.data["kind"] == "interpolate":
      groups.setdefault((c.data["from"], c.data["to"]), []).append(i)
  keys = list(groups)
  outs = cli.run_many([["transform", "interpolate", a, b,
                        *[x for i in groups[(a, b)] for x in ("--at", repr(cases[i].data["k"] / STEPS))]]
                       for a, b in keys])
  for key, out in zip(keys, outs):
    rows = out if isinstance(out, ErrorValue) else [split_csv_line(l) for l in out.splitlines()[1:]]
    for j, i in enumerate(groups[key]):
      result[i] = rows if isinstance(rows, ErrorValue) else {
        "value": rows[j][1], "m": [float(v) for v in rows[j][2:18]]}
  return result


# ---- Browser -------------------------------------------------------------------------------------

# Web Animations 1 §5.3 (Element.animate), §4.4.4 (setting the current time of a paused animation);
# CSS Typed OM 1 §5.6.3 (CSSTransformValue.toMatrix()); Geometry Interfaces 1 §6 (toFloat64Array():
# m11, m12, m13, m14, m21, … m44).
BROWSER_JS = """(inputs) => {
  const el = document.getElementById('box');
  const read = () => {
    const v = el.computedStyleMap().get('transform');
    return v instanceof CSSTransformValue ? Array.from(v.toMatrix().toFloat64Array())
                                          : [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1];
  };
  return inputs.map((c) => {
    try {
      if (c.kind === 'matrix') {
        el.style.transform = c.list;
        const m = read();
        el.style.transform = '';
        return {m, computed: null};
      }
      const anim = el.animate([{transform: c.from}, {transform: c.to}], {duration: %d, fill: 'both'});
      anim.pause();
      anim.currentTime = c.k;
      const m = read();
      const computed = getComputedStyle(el).transform;
      anim.cancel();
      return {m, computed};
    } catch (e) { return {error: String(e)}; }
  });
}""" % STEPS


def browser_inputs(cases):
  return [c.data for c in cases]


def parse_browser(case, raw):
  return {"value": raw["computed"], "m": [float(v) for v in raw["m"]]}


# ---- The exact reference -------------------------------------------------------------------------

def _args(function: str):
  kind, body = function.split("(", 1)
  return kind, [a.strip() for a in body.rstrip(")").split(",")]


def _length(text):
  return mp(float(text[:-2])) if text.endswith("px") else mp(float(text))


def _angle_rad(text):
  for unit, factor in (("grad", mpmath.pi / 200), ("deg", mpmath.pi / 180), ("rad", mpmath.mpf(1)),
                       ("turn", 2 * mpmath.pi)):
    if text.endswith(unit):
      return mp(float(text[:-len(unit)])) * factor
  return mp(float(text))  # unitless 0


def primitive(function: str):
  """A function as its 3-D primitive (kind, [mpf args]): translate3d, scale3d, rotate3d (axis,
  angle in radians), skew (ax, ay in radians), perspective, matrix3d (row-vector fields)."""
  kind, a = _args(function)
  if kind.startswith("translate"):
    v = {"translate": lambda: [_length(a[0]), _length(a[1]) if len(a) > 1 else mp(0), mp(0)],
         "translateX": lambda: [_length(a[0]), mp(0), mp(0)], "translateY": lambda: [mp(0), _length(a[0]), mp(0)],
         "translateZ": lambda: [mp(0), mp(0), _length(a[0])],
         "translate3d": lambda: [_length(x) for x in a]}[kind]()
    return ("translate3d", v)
  if kind.startswith("scale"):
    f = lambda x: mp(float(x))
    v = {"scale": lambda: [f(a[0]), f(a[1]) if len(a) > 1 else f(a[0]), mp(1)],
         "scaleX": lambda: [f(a[0]), mp(1), mp(1)], "scaleY": lambda: [mp(1), f(a[0]), mp(1)],
         "scaleZ": lambda: [mp(1), mp(1), f(a[0])], "scale3d": lambda: [f(x) for x in a]}[kind]()
    return ("scale3d", v)
  if kind.startswith("rotate"):
    axis = {"rotate": [0, 0, 1], "rotateZ": [0, 0, 1], "rotateX": [1, 0, 0], "rotateY": [0, 1, 0]}.get(kind)
    if axis is None:
      axis, angle = [float(x) for x in a[:3]], _angle_rad(a[3])
    else:
      angle = _angle_rad(a[0])
    return ("rotate3d", [mp(x) for x in axis] + [angle])
  if kind.startswith("skew"):
    v = {"skew": lambda: [_angle_rad(a[0]), _angle_rad(a[1]) if len(a) > 1 else mp(0)],
         "skewX": lambda: [_angle_rad(a[0]), mp(0)], "skewY": lambda: [mp(0), _angle_rad(a[0])]}[kind]()
    return ("skew", v)
  if kind == "perspective":
    return ("perspective", [_length(a[0])])
  if kind == "matrix":
    m = [mp(float(x)) for x in a]
    return ("matrix3d", [m[0], m[1], 0, 0, m[2], m[3], 0, 0, 0, 0, 1, 0, m[4], m[5], 0, 1])
  raise ValueError(function)


def matrix_of(prim) -> mpmath.matrix:
  """The 4×4 matrix M with M[i][j] = m(i+1)(j+1) in the row-vector convention (Core Animation's,
  and the order of matrix3d()'s arguments): CSS Transforms 1/2 §"Mathematical Description"."""
  kind, v = prim
  m = mpmath.eye(4)
  if kind == "translate3d":
    m[3, 0], m[3, 1], m[3, 2] = v
  elif kind == "scale3d":
    m[0, 0], m[1, 1], m[2, 2] = v
  elif kind == "rotate3d":
    x, y, z, angle = v
    length = mpmath.sqrt(x * x + y * y + z * z)
    if length == 0:
      return m
    x, y, z = x / length, y / length, z / length
    s, c = mpmath.sin(angle), mpmath.cos(angle)
    # The row-vector form (the transpose of the column-vector matrix of Transforms 2 §13.1).
    m[0, 0], m[0, 1], m[0, 2] = 1 + (1 - c) * (x * x - 1), z * s + x * y * (1 - c), -y * s + x * z * (1 - c)
    m[1, 0], m[1, 1], m[1, 2] = -z * s + x * y * (1 - c), 1 + (1 - c) * (y * y - 1), x * s + y * z * (1 - c)
    m[2, 0], m[2, 1], m[2, 2] = y * s + x * z * (1 - c), -x * s + y * z * (1 - c), 1 + (1 - c) * (z * z - 1)
  elif kind == "skew":
    m[1, 0], m[0, 1] = mpmath.tan(v[0]), mpmath.tan(v[1])
  elif kind == "perspective":
    m[2, 3] = -1 / v[0]
  else:
    for i in range(16):
      m[i // 4, i % 4] = v[i]
  return m


def list_matrix(functions: list) -> mpmath.matrix:
  """The product of the functions' matrices in list order (row vectors: the rightmost applies
  first, so the list's first function is the outermost factor on the right)."""
  result = mpmath.eye(4)
  for prim in reversed(functions):
    result = result * matrix_of(prim)
  return result


def _parse_list(text: str) -> list:
  if text == "none":
    return []
  out, depth, start = [], 0, 0
  for i, ch in enumerate(text):
    if ch == "(":
      depth += 1
    elif ch == ")":
      depth -= 1
      if depth == 0:
        out.append(text[start:i + 1].strip())
        start = i + 1
  return out


def _identity_like(prim):
  kind, v = prim
  return {"translate3d": ("translate3d", [mp(0)] * 3), "scale3d": ("scale3d", [mp(1)] * 3),
          "rotate3d": ("rotate3d", v[:3] + [mp(0)]), "skew": ("skew", [mp(0), mp(0)])}[kind]


def _is_2d(m) -> bool:
  return all(m[i, j] == 0 for i, j in ((0, 2), (0, 3), (1, 2), (1, 3), (2, 0), (2, 1), (2, 3), (3, 2))) \
    and m[2, 2] == 1 and m[3, 3] == 1


def lerp(a, b, p):
  return a + (b - a) * p


def interpolate(from_text: str, to_text: str, p, half_turn_flip=False) -> mpmath.matrix:
  names_a = [_kind(f) for f in _parse_list(from_text)]
  names_b = [_kind(f) for f in _parse_list(to_text)]
  a = [primitive(f) for f in _parse_list(from_text)]
  b = [primitive(f) for f in _parse_list(to_text)]
  if not a:
    a, names_a = [_identity_like(x) for x in b], names_b
  if not b:
    b, names_b = [_identity_like(x) for x in a], names_a
  def partners(x, y, nx, ny):
    if x[0] != y[0] or x[0] in ("matrix3d", "perspective"):
      return False
    if x[0] == "skew":
      return nx == ny  # skew(), skewX(), skewY() share no primitive
    return x[0] != "rotate3d" or _same_axis(x[1], y[1])
  if len(a) == len(b) and all(partners(x, y, nx, ny) for x, y, nx, ny in zip(a, b, names_a, names_b)):
    # Transforms 1 §"Interpolation of primitives and derived transform functions": numerically,
    # argument by argument (a rotation's angle about their common axis).
    out = []
    for (kind, va), (_, vb) in zip(a, b):
      if kind == "rotate3d":
        out.append((kind, va[:3] + [lerp(va[3], vb[3] * _axis_sign(va, vb), p)]))
      else:
        out.append((kind, [lerp(x, y, p) for x, y in zip(va, vb)]))
    return list_matrix(out)
  return interpolate_matrices(list_matrix(a), list_matrix(b), p, half_turn_flip)


def _same_axis(va, vb) -> bool:
  return abs(_axis_sign(va, vb)) == 1


def _axis_sign(va, vb) -> int:
  """+1 when the two axes point the same way, −1 when opposite, 0 otherwise."""
  na = mpmath.sqrt(sum(x * x for x in va[:3]))
  nb = mpmath.sqrt(sum(x * x for x in vb[:3]))
  d = sum(x * y for x, y in zip(va[:3], vb[:3])) / (na * nb)
  return 1 if abs(d - 1) < mpmath.mpf(10) ** -30 else 0


# Two-dimensional matrices decompose in 2-D, as every browser does (WPT PR 14236, crbug 797472):
# translation, x and y scales with one of them negative when the determinant is (the axis chosen
# as CSS Transforms 1 §"Decomposing a 2D matrix" chooses it), one xy-shear and the angle, as
# Chromium's gfx DecomposeTransform (Decompose2DTransform) and WebKit do; the angle is then a
# rotation about z, slerped like any other (so it turns the short way). The CSS Transforms 1
# pseudo-code instead lerps the angle and a residual 2×2 matrix; see README.md (ambiguities).
def decompose_2d(m):
  m11, m12, m21, m22 = m[0, 0], m[0, 1], m[1, 0], m[1, 1]
  sx, sy = mpmath.mpf(1), mpmath.mpf(1)
  if m11 * m22 - m12 * m21 < 0:
    if m11 < m22:
      sx = -sx
    else:
      sy = -sy
  sx *= mpmath.sqrt(m11 * m11 + m12 * m12)
  m11, m12 = m11 / sx, m12 / sx
  shear = m11 * m21 + m12 * m22
  m21, m22 = m21 - m11 * shear, m22 - m12 * shear
  sy *= mpmath.sqrt(m21 * m21 + m22 * m22)
  angle = mpmath.atan2(m12, m11)
  d = {"perspective": [mpmath.mpf(0)] * 3 + [mpmath.mpf(1)], "translate": [m[3, 0], m[3, 1], mpmath.mpf(0)],
       "scale": [sx, sy, mpmath.mpf(1)], "skew": [shear / sy, mpmath.mpf(0), mpmath.mpf(0)],
       "q": [mpmath.mpf(0), mpmath.mpf(0), mpmath.sin(angle / 2), mpmath.cos(angle / 2)]}
  assert mpmath.mnorm(recompose_3d(d) - m, 1) < mpmath.mpf(10) ** -25 * (1 + mpmath.mnorm(m, 1)), "2-D round trip"
  return d


# CSS Transforms 2 §"Decomposing a 3D matrix", §"Interpolation of decomposed 3D matrix values",
# §"Recomposing to a 3D matrix" (row-vector storage, M[i][j] = m(i+1)(j+1)).
def decompose_3d(m):
  m = m / m[3, 3]
  persp = m.copy()
  for i in range(3):
    persp[i, 3] = 0
  persp[3, 3] = 1
  if m[0, 3] != 0 or m[1, 3] != 0 or m[2, 3] != 0:
    rhs = mpmath.matrix([[m[0, 3], m[1, 3], m[2, 3], m[3, 3]]])
    perspective = list((persp ** -1) * rhs.T)
  else:
    perspective = [mpmath.mpf(0)] * 3 + [mpmath.mpf(1)]
  translate = [m[3, 0], m[3, 1], m[3, 2]]
  row = [[m[i, 0], m[i, 1], m[i, 2]] for i in range(3)]
  length = lambda v: mpmath.sqrt(sum(x * x for x in v))
  dot = lambda u, v: sum(x * y for x, y in zip(u, v))
  combine = lambda u, v, a, b: [a * x + b * y for x, y in zip(u, v)]
  scale, skew = [0, 0, 0], [0, 0, 0]
  scale[0] = length(row[0]); row[0] = [x / scale[0] for x in row[0]]
  skew[0] = dot(row[0], row[1]); row[1] = combine(row[1], row[0], 1, -skew[0])
  scale[1] = length(row[1]); row[1] = [x / scale[1] for x in row[1]]; skew[0] /= scale[1]
  skew[1] = dot(row[0], row[2]); row[2] = combine(row[2], row[0], 1, -skew[1])
  skew[2] = dot(row[1], row[2]); row[2] = combine(row[2], row[1], 1, -skew[2])
  scale[2] = length(row[2]); row[2] = [x / scale[2] for x in row[2]]; skew[1] /= scale[2]; skew[2] /= scale[2]
  cross = [row[1][1] * row[2][2] - row[1][2] * row[2][1], row[1][2] * row[2][0] - row[1][0] * row[2][2],
           row[1][0] * row[2][1] - row[1][1] * row[2][0]]
  if dot(row[0], cross) < 0:
    scale = [-s for s in scale]
    row = [[-x for x in r] for r in row]
  q = _quaternion(row)
  d = {"perspective": perspective, "translate": translate, "scale": scale, "skew": skew, "q": q}
  assert mpmath.mnorm(recompose_3d(d) - m, 1) < mpmath.mpf(10) ** -25 * (1 + mpmath.mnorm(m, 1)), "3-D round trip"
  return d


def _quaternion(row):
  """The unit quaternion (x, y, z, w) of the rotation whose rows are `row`, by the largest of
  w², x², y², z² (Shepperd's method). The specification's pseudo-code takes every magnitude from
  the diagonal and each sign from one off-diagonal difference, which cannot tell the signs apart
  for a half turn (w = 0): there the reference follows the rotation itself, as Chromium's
  decomposition does (a documented ambiguity, see README.md)."""
  r = row
  trace = r[0][0] + r[1][1] + r[2][2]
  choices = [trace, r[0][0], r[1][1], r[2][2]]
  best = max(range(4), key=lambda i: choices[i])
  if best == 0:
    w = mpmath.sqrt(1 + trace) / 2
    x, y, z = (r[1][2] - r[2][1]) / (4 * w), (r[2][0] - r[0][2]) / (4 * w), (r[0][1] - r[1][0]) / (4 * w)
  elif best == 1:
    x = mpmath.sqrt(1 + r[0][0] - r[1][1] - r[2][2]) / 2
    y, z, w = (r[0][1] + r[1][0]) / (4 * x), (r[0][2] + r[2][0]) / (4 * x), (r[1][2] - r[2][1]) / (4 * x)
  elif best == 2:
    y = mpmath.sqrt(1 - r[0][0] + r[1][1] - r[2][2]) / 2
    x, z, w = (r[0][1] + r[1][0]) / (4 * y), (r[1][2] + r[2][1]) / (4 * y), (r[2][0] - r[0][2]) / (4 * y)
  else:
    z = mpmath.sqrt(1 - r[0][0] - r[1][1] + r[2][2]) / 2
    x, y, w = (r[0][2] + r[2][0]) / (4 * z), (r[1][2] + r[2][1]) / (4 * z), (r[0][1] - r[1][0]) / (4 * z)
  return [x, y, z, w]


def recompose_3d(d):
  """The matrix of decomposed values. In row vectors the decomposition reads M = T·S·K·R·P: the
  translation T, the row scales S, the lower-triangular skews K (K21 = skew[0], K31 = skew[1],
  K32 = skew[2]: the Gram–Schmidt of decompose_3d), the rotation R of the quaternion and P, the
  identity with the perspective vector as its last column. The pseudo-code's own order of
  products is ambiguous (w3c/csswg-drafts#924); this order is the one that inverts the
  decomposition, which decompose_3d checks on every matrix."""
  p = mpmath.eye(4)
  for i in range(4):
    p[i, 3] = d["perspective"][i]
  t = mpmath.eye(4)
  t[3, 0], t[3, 1], t[3, 2] = d["translate"]
  s = mpmath.eye(4)
  s[0, 0], s[1, 1], s[2, 2] = d["scale"]
  k = mpmath.eye(4)
  k[1, 0], k[2, 0], k[2, 1] = d["skew"]
  x, y, z, w = d["q"]
  r = mpmath.eye(4)
  r[0, 0], r[0, 1], r[0, 2] = 1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)
  r[1, 0], r[1, 1], r[1, 2] = 2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)
  r[2, 0], r[2, 1], r[2, 2] = 2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)
  return s * k * r * t * p


def interpolate_matrices(ma, mb, p, half_turn_flip=False):
  """Each matrix decomposed on its own (in 2-D when it is 2-D, as Chromium's DecomposeTransform),
  the parts lerped and the quaternions slerped the short way, then recomposed. Two rotations half
  a turn apart (dot product 0) are equally short either way; half_turn_flip takes the
  other way (a browser decides by the sign of a zero)."""
  a = decompose_2d(ma) if _is_2d(ma) else decompose_3d(ma)
  b = decompose_2d(mb) if _is_2d(mb) else decompose_3d(mb)
  qa, qb = a["q"], b["q"]
  product = sum(x * y for x, y in zip(qa, qb))
  # The short way (Chromium, WebKit, ours); "exactly 0" up to the reference's own 40 digits.
  if product < 0 or (half_turn_flip and abs(product) < mpmath.mpf(10) ** -30):
    qb, product = [-x for x in qb], -product
  product = min(product, 1)
  if product == 1:
    q = qa
  else:
    theta = mpmath.acos(product)
    w = mpmath.sin(p * theta) / mpmath.sqrt(1 - product * product)
    q = [x * (mpmath.cos(p * theta) - product * w) + y * w for x, y in zip(qa, qb)]
  return recompose_3d({k: [lerp(x, y, p) for x, y in zip(a[k], b[k])] for k in
                       ("perspective", "translate", "scale", "skew")} | {"q": q})


def exact(case: Case, half_turn_flip=False):
  if case.data["kind"] == "matrix":
    m = list_matrix([primitive(f) for f in _parse_list(case.data["list"])])
  else:
    m = interpolate(case.data["from"], case.data["to"], mpmath.mpf(case.data["k"]) / STEPS, half_turn_flip)
  return {"both none": case.data.get("from") == "none" and case.data.get("to") == "none",
          "m": [float(m[i, j]) for i in range(4) for j in range(4)]}


def _scale(m):
  return max(1.0, max(abs(x) for x in m))


def ours_ok(case, ours, exact_value) -> bool:
  if isinstance(ours, ErrorValue):
    return False
  # The value column is what getComputedStyle gives: for any value other than none, a matrix()
  # or matrix3d() (CSSOM §"resolved value" of transform; CSS Transforms 2 §"Serialization").
  if ours["value"] == "none" and not exact_value["both none"]:
    return False
  s = _scale(exact_value["m"])
  return all(close(x, y, OURS_BOUND * s) for x, y in zip(ours["m"], exact_value["m"]))


def agree(case, ours, browser) -> bool:
  if isinstance(browser, ErrorValue):
    return False
  s = _scale(ours["m"])
  return all(close(x, y, AGREE_BOUND * s) for x, y in zip(ours["m"], browser["m"]))


def browser_error(case, browser, exact_value) -> float:
  """The browser's largest entry error as a fraction of the matrix's largest entry (at least 1)."""
  if isinstance(browser, ErrorValue):
    return float("inf")
  return max(abs(x - y) for x, y in zip(browser["m"], exact_value["m"])) / _scale(exact_value["m"])
