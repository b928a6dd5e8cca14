#!/usr/bin/env python3
"""rlottie as an oracle (issue 31): the render tree of a Lottie file at integer frames, as JSON.

rlottie (Samsung, Debian `librlottie-dev`) is an independent C++ Lottie player. Its C API
(`rlottie_capi.h`) returns, per frame, a tree of layers (`LOTLayerNode`) whose drawn nodes
(`LOTNode`) carry the path *already transformed to canvas coordinates* (every parent, group and layer
transform applied, trims and repeaters expanded), and the paint: solid colour or gradient, alpha,
stroke width. This script reads that tree through `ctypes` (no compilation), with the structs mirrored
from the installed `rlottiecommon.h`; the mirror is checked against the C compiler's own sizeof/offsetof
(`rlottie_layout.c` beside this file, compiled with gcc when gcc exists) and the run stops on any
mismatch.

Usage:
  rlottie_tree.py FILE.json [--frames 0,10,20] [--output OUT.json]   one file, absolute frames
  rlottie_tree.py --record [--corpus DIR] [--fixtures DIR]           the committed fixtures
  rlottie_tree.py --survey [--corpus DIR]                            every corpus file loads/renders?
  rlottie_tree.py --self-test                                        layout check + a hand-worked node

Frames are **absolute** frames of the root composition (the numbers lottie-web and `curves lottie`
use). rlottie's `lottie_animation_render_tree(anim, n, w, h)` counts from the composition's `ip`
(`AnimationImpl::update`: `frameNo += mModel->startFrame()`, then clamped to [ip, op]), so frame F is
requested as n = F - ip (recorded per frame as `rlottieFrame`). The canvas is the file's own w x h,
so rlottie's viewport scale is 1 and the points are in the composition's coordinates.

Output per frame: `layers`, a pre-order flat list of the layer tree (the root comes first with
path []), each with `path` (the keypaths of the layer and its ancestors, root excluded), `alpha`
(0-255), `visible`, `matte`, `masks`, and `nodes`: per drawn node `keypath` (the paint item's `nm`:
"Fill 1", "Stroke 1" ...), `elements` (one letter per path element: M move, L line, C cubic, Z close),
`points` ([x, y] per point, M/L take one, C three: control 1, control 2, end; Z none), `brush`
("solid" or "gradient"), `color` [r, g, b, a] 0-255 (rlottie: uint8(255 * c), truncated; a combines
paint, group and shape-layer opacity: 255 * o_paint * o_group * o_layer, truncated), `stroke` (null for a fill, else width, cap, join, miterLimit,
dashes), `fillRule`, and for gradients their geometry and stops. Floats are rlottie's float32 values,
written as the shortest decimal that reads back to the same float32.
"""

import argparse
import ctypes
import ctypes.util
import datetime
import hashlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
LAYOUT_C = os.path.join(HERE, "rlottie_layout.c")
DEFAULT_CORPUS = os.path.join(os.path.dirname(REPO), "shared", "lottie-corpus")
DEFAULT_FIXTURES = os.path.join(REPO, "Tests", "TestSupport", "Fixtures", "rlottie")

# The recorded sample: shapes (rect, ellipse, star, polystar, repeater), trims in both modes and inside
# and outside groups, parenting, split position, precomps (with mattes, st, sr), and a file whose ip is
# not 0.
SAMPLE = [
  "Shapes.json",
  "EllipseDirection.json",
  "TrimPaths.json",
  "TrimPathsInsideAndOutsideGroup.json",
  "Parenting.json",
  "SplitDimensions.json",
  "Precomps.json",
  "TimeStretch.json",
  "Repeater.json",
  "StartEndFrame.json",
]
FRAMES_PER_FILE = 5

# ---------------------------------------------------------------------------------------------
# ctypes mirror of rlottiecommon.h (librlottie-dev 0.1+dfsg-4+deb12u2), field for field.


class _Path(ctypes.Structure):
  _fields_ = [
    ("ptPtr", ctypes.POINTER(ctypes.c_float)),
    ("ptCount", ctypes.c_size_t),
    ("elmPtr", ctypes.POINTER(ctypes.c_char)),
    ("elmCount", ctypes.c_size_t),
  ]


class LOTGradientStop(ctypes.Structure):
  _fields_ = [
    ("pos", ctypes.c_float),
    ("r", ctypes.c_ubyte), ("g", ctypes.c_ubyte), ("b", ctypes.c_ubyte), ("a", ctypes.c_ubyte),
  ]


class LOTMask(ctypes.Structure):
  _fields_ = [("mPath", _Path), ("mMode", ctypes.c_int), ("mAlpha", ctypes.c_ubyte)]


class _Color(ctypes.Structure):
  _fields_ = [("r", ctypes.c_ubyte), ("g", ctypes.c_ubyte), ("b", ctypes.c_ubyte), ("a", ctypes.c_ubyte)]


class _Stroke(ctypes.Structure):
  _fields_ = [
    ("enable", ctypes.c_ubyte),
    ("width", ctypes.c_float),
    ("cap", ctypes.c_int),
    ("join", ctypes.c_int),
    ("miterLimit", ctypes.c_float),
    ("dashArray", ctypes.POINTER(ctypes.c_float)),
    ("dashArraySize", ctypes.c_int),
  ]


class _Point(ctypes.Structure):
  _fields_ = [("x", ctypes.c_float), ("y", ctypes.c_float)]


class _Gradient(ctypes.Structure):
  _fields_ = [
    ("type", ctypes.c_int),
    ("stopPtr", ctypes.POINTER(LOTGradientStop)),
    ("stopCount", ctypes.c_size_t),
    ("start", _Point), ("end", _Point), ("center", _Point), ("focal", _Point),
    ("cradius", ctypes.c_float),
    ("fradius", ctypes.c_float),
  ]


class _Matrix(ctypes.Structure):
  _fields_ = [(name, ctypes.c_float) for name in
              ("m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33")]


class _ImageInfo(ctypes.Structure):
  _fields_ = [
    ("data", ctypes.POINTER(ctypes.c_ubyte)),
    ("width", ctypes.c_size_t),
    ("height", ctypes.c_size_t),
    ("mAlpha", ctypes.c_ubyte),
    ("mMatrix", _Matrix),
  ]


class LOTNode(ctypes.Structure):
  _fields_ = [
    ("mPath", _Path),
    ("mColor", _Color),
    ("mStroke", _Stroke),
    ("mGradient", _Gradient),
    ("mImageInfo", _ImageInfo),
    ("mFlag", ctypes.c_int),
    ("mBrushType", ctypes.c_int),
    ("mFillRule", ctypes.c_int),
    ("keypath", ctypes.c_char_p),
  ]


class LOTLayerNode(ctypes.Structure):
  pass


class _MaskList(ctypes.Structure):
  _fields_ = [("ptr", ctypes.POINTER(LOTMask)), ("size", ctypes.c_size_t)]


class _LayerList(ctypes.Structure):
  _fields_ = [("ptr", ctypes.POINTER(ctypes.POINTER(LOTLayerNode))), ("size", ctypes.c_size_t)]


class _NodeList(ctypes.Structure):
  _fields_ = [("ptr", ctypes.POINTER(ctypes.POINTER(LOTNode))), ("size", ctypes.c_size_t)]


LOTLayerNode._fields_ = [
  ("mMaskList", _MaskList),
  ("mClipPath", _Path),
  ("mLayerList", _LayerList),
  ("mNodeList", _NodeList),
  ("mMatte", ctypes.c_int),
  ("mVisible", ctypes.c_int),
  ("mAlpha", ctypes.c_ubyte),
  ("keypath", ctypes.c_char_p),
]

MIRRORED = {
  "LOTGradientStop": LOTGradientStop, "LOTMask": LOTMask, "LOTNode": LOTNode, "LOTLayerNode": LOTLayerNode,
}

# VPath::Element (rlottie src/vector/vpath.h): enum class Element : uchar { MoveTo, LineTo, CubicTo, Close }.
ELEMENT_LETTER = {0: "M", 1: "L", 2: "C", 3: "Z"}
ELEMENT_POINTS = {0: 1, 1: 1, 2: 3, 3: 0}
MATTE = ["none", "alpha", "alphaInverted", "luma", "lumaInverted"]
MASK_MODE = ["add", "subtract", "intersect", "difference"]
CAP = ["flat", "square", "round"]
JOIN = ["miter", "bevel", "round"]
FILL_RULE = ["evenOdd", "winding"]
GRADIENT = ["linear", "radial"]


class OracleError(RuntimeError):
  """The oracle cannot be trusted or cannot run (layout mismatch, missing library, load failure)."""


def _ctypes_layout():
  """Every struct size and (nested) field offset of the ctypes mirror, in rlottie_layout.c's naming."""
  out = {}

  def walk(struct_type, prefix, base, sink):
    for name, field_type in struct_type._fields_:
      offset = base + getattr(struct_type, name).offset
      if isinstance(field_type, type) and issubclass(field_type, ctypes.Structure):
        walk(field_type, prefix + name + ".", offset, sink)
      else:
        sink[prefix + name] = offset

  for struct_name, struct_type in MIRRORED.items():
    out["sizeof " + struct_name] = ctypes.sizeof(struct_type)
    fields = {}
    walk(struct_type, "", 0, fields)
    for field, offset in fields.items():
      out["offsetof %s.%s" % (struct_name, field)] = offset
  return out


def check_layout(require_gcc=False):
  """Compile rlottie_layout.c and compare each printed size/offset with the ctypes mirror.

  Returns the number of lines compared (0 when gcc is missing and not required). Raises OracleError
  on any disagreement, on a C line the mirror lacks, or on a mirrored field the C program does not
  print (so no field read through ctypes goes unchecked)."""
  gcc = shutil.which("gcc")
  if gcc is None:
    if require_gcc:
      raise OracleError("gcc not found: cannot check the ctypes mirror against rlottiecommon.h")
    print("notice: gcc not found; the ctypes struct layout was not checked", file=sys.stderr)
    return 0
  with tempfile.TemporaryDirectory() as tmp:
    exe = os.path.join(tmp, "rlottie_layout")
    subprocess.run([gcc, "-Wall", "-Werror", "-o", exe, LAYOUT_C], check=True)
    lines = subprocess.run([exe], check=True, capture_output=True, text=True).stdout.splitlines()
  c_layout = {}
  for line in lines:
    key, value = line.rsplit(" ", 1)
    c_layout[key] = int(value)
  mirror = _ctypes_layout()
  problems = []
  for key, value in c_layout.items():
    if key not in mirror:
      problems.append("%s: C says %d, the ctypes mirror has no such field" % (key, value))
    elif mirror[key] != value:
      problems.append("%s: C says %d, ctypes says %d" % (key, value, mirror[key]))
  for key in mirror:
    if key not in c_layout:
      problems.append("%s: mirrored in ctypes but not checked by rlottie_layout.c" % key)
  if problems:
    raise OracleError("the ctypes mirror of rlottiecommon.h disagrees with gcc:\n  " + "\n  ".join(problems))
  return len(c_layout)


# ---------------------------------------------------------------------------------------------
# The library.


def _load_library():
  candidates = ["librlottie.so", "librlottie.so.0-1", ctypes.util.find_library("rlottie")]
  errors = []
  for name in candidates:
    if not name:
      continue
    try:
      lib = ctypes.CDLL(name)
      break
    except OSError as error:
      errors.append(str(error))
  else:
    raise OracleError("librlottie not found (apt-get install librlottie-dev): " + "; ".join(errors))
  lib.lottie_animation_from_data.restype = ctypes.c_void_p
  lib.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
  lib.lottie_animation_destroy.restype = None
  lib.lottie_animation_destroy.argtypes = [ctypes.c_void_p]
  lib.lottie_animation_get_size.restype = None
  lib.lottie_animation_get_size.argtypes = [
    ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
  lib.lottie_animation_get_framerate.restype = ctypes.c_double
  lib.lottie_animation_get_framerate.argtypes = [ctypes.c_void_p]
  lib.lottie_animation_get_totalframe.restype = ctypes.c_size_t
  lib.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
  lib.lottie_animation_get_duration.restype = ctypes.c_double
  lib.lottie_animation_get_duration.argtypes = [ctypes.c_void_p]
  lib.lottie_animation_render_tree.restype = ctypes.POINTER(LOTLayerNode)
  lib.lottie_animation_render_tree.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]
  return lib


def package_version():
  """The installed librlottie-dev version, from dpkg (None when dpkg does not know it)."""
  try:
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "librlottie-dev"],
                         capture_output=True, text=True, check=True).stdout.strip()
    return out or None
  except (OSError, subprocess.CalledProcessError):
    return None


def f32(value):
  """The shortest decimal (as a Python float) that reads back to the same float32 as `value`."""
  value = float(value)
  if not math.isfinite(value):
    raise OracleError("rlottie returned a non-finite number: %r" % value)
  target = struct.pack("<f", value)
  for digits in range(1, 10):
    candidate = float("%.*g" % (digits, value))
    if struct.pack("<f", candidate) == target:
      return candidate
  return value


def _path(raw, count_is_points=False):
  """Elements and points of an rlottie path. `ptCount` is in floats (2 per point) for drawn nodes
  and the clip path (`mCNode.mPath.ptCount = 2 * pts.size()`), but in points for masks
  (`cNode->mPath.ptCount = pts.size()`, lottieitem.cpp): `count_is_points` says which."""
  elements = [raw.elmPtr[i][0] for i in range(raw.elmCount)]
  letters = []
  needed = 0
  for element in elements:
    if element not in ELEMENT_LETTER:
      raise OracleError("unknown path element %d" % element)
    letters.append(ELEMENT_LETTER[element])
    needed += ELEMENT_POINTS[element]
  # The count must match the elements exactly, or the mirror's reading is wrong.
  expected = needed if count_is_points else 2 * needed
  if raw.ptCount != expected:
    raise OracleError("path with elements %s has ptCount %d, expected %d" % ("".join(letters), raw.ptCount, expected))
  points = [[f32(raw.ptPtr[2 * i]), f32(raw.ptPtr[2 * i + 1])] for i in range(needed)]
  return "".join(letters), points


def _node(node):
  elements, points = _path(node.mPath)
  out = {
    "keypath": node.keypath.decode("utf-8", "replace") if node.keypath else None,
    "elements": elements,
    "points": points,
    "brush": "solid" if node.mBrushType == 0 else "gradient",
    "color": [node.mColor.r, node.mColor.g, node.mColor.b, node.mColor.a],
    "fillRule": FILL_RULE[node.mFillRule] if 0 <= node.mFillRule < 2 else node.mFillRule,
    "stroke": None,
  }
  if node.mStroke.enable:
    stroke = node.mStroke
    out["stroke"] = {
      "width": f32(stroke.width),
      "cap": CAP[stroke.cap] if 0 <= stroke.cap < 3 else stroke.cap,
      "join": JOIN[stroke.join] if 0 <= stroke.join < 3 else stroke.join,
      "miterLimit": f32(stroke.miterLimit),
      "dashes": [f32(stroke.dashArray[i]) for i in range(max(0, stroke.dashArraySize))] if stroke.dashArray else [],
    }
  if node.mBrushType != 0:
    g = node.mGradient
    out["gradient"] = {
      "type": GRADIENT[g.type] if 0 <= g.type < 2 else g.type,
      "start": [f32(g.start.x), f32(g.start.y)], "end": [f32(g.end.x), f32(g.end.y)],
      "center": [f32(g.center.x), f32(g.center.y)], "focal": [f32(g.focal.x), f32(g.focal.y)],
      "cradius": f32(g.cradius), "fradius": f32(g.fradius),
      "stops": [[f32(g.stopPtr[i].pos), g.stopPtr[i].r, g.stopPtr[i].g, g.stopPtr[i].b, g.stopPtr[i].a]
                for i in range(g.stopCount)],
    }
  if node.mImageInfo.data:
    out["image"] = {"width": node.mImageInfo.width, "height": node.mImageInfo.height}
  return out


def _layers(layer, path, sink):
  masks = []
  for i in range(layer.mMaskList.size):
    mask = layer.mMaskList.ptr[i]
    elements, points = _path(mask.mPath, count_is_points=True)
    masks.append({"mode": MASK_MODE[mask.mMode] if 0 <= mask.mMode < 4 else mask.mMode,
                  "alpha": mask.mAlpha, "elements": elements, "points": points})
  entry = {
    "path": path,
    "alpha": layer.mAlpha,
    "visible": bool(layer.mVisible),
    "matte": MATTE[layer.mMatte] if 0 <= layer.mMatte < 5 else layer.mMatte,
    "masks": masks,
    "nodes": [_node(layer.mNodeList.ptr[i][0]) for i in range(layer.mNodeList.size)],
  }
  if layer.mClipPath.elmCount:
    entry["clipElements"], entry["clipPoints"] = _path(layer.mClipPath)
  sink.append(entry)
  for i in range(layer.mLayerList.size):
    child = layer.mLayerList.ptr[i][0]
    name = child.keypath.decode("utf-8", "replace") if child.keypath else None
    _layers(child, path + [name], sink)


def default_frames(doc, count=FRAMES_PER_FILE):
  """`count` integer frames spread over the frames lottie-web shows: ip ... ip + floor(op - ip) - 1."""
  ip = int(round(doc["ip"]))
  last = ip + int(math.floor(doc["op"] - doc["ip"])) - 1
  if count == 1 or last <= ip:
    return [ip]
  return sorted({ip + int(round(k * (last - ip) / (count - 1))) for k in range(count)})


def render(file_path, frames=None, lib=None):
  """rlottie's render tree of `file_path` at the given absolute integer frames, as a JSON-ready dict."""
  lib = lib or _load_library()
  with open(file_path, "rb") as handle:
    data = handle.read()
  doc = json.loads(data)
  width, height = int(doc["w"]), int(doc["h"])
  ip = int(round(doc["ip"]))
  frames = default_frames(doc) if frames is None else frames
  # The key is rlottie's model-cache key: the content hash, so equal files share a model, others never.
  key = hashlib.sha256(data).hexdigest().encode()
  animation = lib.lottie_animation_from_data(data, key, os.path.dirname(os.path.abspath(file_path)).encode())
  if not animation:
    raise OracleError("rlottie could not load %s" % file_path)
  try:
    w, h = ctypes.c_size_t(), ctypes.c_size_t()
    lib.lottie_animation_get_size(animation, ctypes.byref(w), ctypes.byref(h))
    result = {
      "file": os.path.basename(file_path),
      "sha256": hashlib.sha256(data).hexdigest(),
      "canvas": [width, height],
      "rlottie": {
        "size": [w.value, h.value],
        "framerate": lib.lottie_animation_get_framerate(animation),
        "totalFrames": lib.lottie_animation_get_totalframe(animation),
      },
      "frames": [],
    }
    for frame in frames:
      if frame != int(frame):
        raise OracleError("rlottie renders integer frames only, got %r" % frame)
      relative = int(frame) - ip
      if relative < 0:
        raise OracleError("frame %d is before ip %d" % (frame, ip))
      root = lib.lottie_animation_render_tree(animation, relative, width, height)
      if not root:
        raise OracleError("rlottie returned no render tree for %s at frame %d" % (file_path, frame))
      layers = []
      _layers(root[0], [], layers)  # copied out before the next call reuses rlottie's buffers
      result["frames"].append({"frame": int(frame), "rlottieFrame": relative, "layers": layers})
    return result
  finally:
    lib.lottie_animation_destroy(animation)


def to_json(value):
  """Indented JSON with every innermost array of numbers ([x, y], colours, stops) on one line."""
  text = json.dumps(value, indent=1)
  return re.sub(r"\[\s+([-0-9.eE+,\s]+?)\s+\]",
                lambda m: "[" + ", ".join(part.strip() for part in m.group(1).split(",")) + "]", text)


def node_count(frame):
  return sum(len(layer["nodes"]) for layer in frame["layers"])


# ---------------------------------------------------------------------------------------------
# Modes.


def record(corpus, fixtures):
  check_layout(require_gcc=True)
  lib = _load_library()
  version = package_version()
  if version is None:
    raise OracleError("dpkg does not know librlottie-dev: record only with the Debian package installed")
  os.makedirs(fixtures, exist_ok=True)
  today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
  for name in SAMPLE:
    result = render(os.path.join(corpus, name), lib=lib)
    fixture = {
      "provenance": {
        "oracle": "rlottie C API, lottie_animation_render_tree (Debian librlottie-dev)",
        "package": "librlottie-dev " + version,
        "recorded": today,
        "command": "python3 Tests/Differential/rlottie_tree.py --record",
        "source": "../shared/lottie-corpus/" + name,
        "frames": [f["frame"] for f in result["frames"]],
        "canvas": result["canvas"],
        "notes": "Points are canvas coordinates (every transform applied) at the file's own w x h; "
                 "frames are absolute root-composition frames, requested from rlottie as frame - ip; "
                 "colours are rlottie's uint8(255 * c) with alpha = 255 x paint x group x shape-layer "
                 "opacity, truncated; "
                 "this rlottie shows a layer iff lround(ip) <= t < lround(op) (t in its composition's "
                 "integer frames), so at a frame where lottie-web still shows a layer whose op is "
                 "fractional (60 < 60.0000024) rlottie may not.",
      },
    }
    fixture.update(result)
    out_path = os.path.join(fixtures, name)
    with open(out_path, "w") as handle:
      handle.write(to_json(fixture) + "\n")
    counts = ", ".join("%d:%d" % (f["frame"], node_count(f)) for f in result["frames"])
    print("%-38s frames:nodes %s" % (name, counts))


def survey(corpus):
  check_layout()
  lib = _load_library()
  failures = 0
  for name in sorted(os.listdir(corpus)):
    if not name.endswith(".json"):
      continue
    try:
      result = render(os.path.join(corpus, name), lib=lib)
      counts = [node_count(f) for f in result["frames"]]
      empty = [f["frame"] for f in result["frames"] if node_count(f) == 0]
      print("%-38s ok   nodes per frame %s%s" % (name, counts, "  (empty at %s)" % empty if empty else ""))
    except OracleError as error:
      failures += 1
      print("%-38s FAIL %s" % (name, error))
  return failures


def self_test(corpus):
  lines = check_layout(require_gcc=True)
  print("layout: %d sizes/offsets of rlottiecommon.h agree with the ctypes mirror" % lines)
  lib = _load_library()
  result = render(os.path.join(corpus, "Frame.json"), frames=[0, 17], lib=lib)

  # Hand check, Frame.json (300 x 150, one shape layer):
  #   layer transform: p = (150, 75), a = (0, 0), s = 100 %, r = 0  -> translate(150, 75)
  #   group "Rectangle 1" transform: p = (-59.777, -4.777), a = 0, s = 100 %, r = 0
  #   rect "Rectangle Path 1": p = (0, 0), s = (76.445, 76.445), r = 0, d = 1
  #   centre on the canvas = (150 - 59.777, 75 - 4.777) = (90.223, 70.223); half size 38.2225
  #   x range 90.223 -/+ 38.2225 = [52.0005, 128.4455]; y range 70.223 -/+ 38.2225 = [32.0005, 108.4455]
  #   rlottie writes a d = 1 rectangle without roundness as move to the top-right corner, lines to
  #   bottom-right, bottom-left, top-left, back to top-right, then close.
  #   Fill 1 colour holds [0.928262987324, 0, 0] from frame 0 and [0.03852634877, 0, 1] from 17;
  #   rlottie stores uint8(255 * c): 255 * 0.928262987324 = 236.707 -> 236; 255 * 0.03852634877 =
  #   9.824 -> 9; opacity 100 % -> 255.
  expected_points = [
    [128.4455, 32.0005], [128.4455, 108.4455], [52.0005, 108.4455], [52.0005, 32.0005], [128.4455, 32.0005],
  ]
  expected_colors = {0: [236, 0, 0, 255], 17: [9, 0, 255, 255]}
  for frame in result["frames"]:
    drawn = [(layer, node) for layer in frame["layers"] for node in layer["nodes"]]
    assert len(drawn) == 1, "Frame.json draws one node, rlottie gave %d" % len(drawn)
    layer, node = drawn[0]
    assert layer["path"] == ["Shape Layer 1"], layer["path"]
    assert node["keypath"] == "Fill 1", node["keypath"]
    assert node["elements"] == "MLLLLZ", node["elements"]
    assert node["stroke"] is None
    for got, want in zip(node["points"], expected_points):
      # float32 at |x| < 256 has a spacing of 2^-16 ~ 1.5e-5; allow 1e-4.
      assert abs(got[0] - want[0]) < 1e-4 and abs(got[1] - want[1]) < 1e-4, (got, want)
    assert node["color"] == expected_colors[frame["frame"]], (frame["frame"], node["color"])
  print("hand check: Frame.json rectangle corners and fill colour at frames 0 and 17 agree")

  # Opacity, worked by hand on a synthetic layer: layer o = 50 %, group o = 50 %, fill o = 100 %,
  # colour [1, 0, 0]. rlottie folds all three into the node's alpha: 255 * 0.5 * 0.5 * 1 = 63.75 -> 63,
  # and leaves the shape layer's own alpha at 255.
  opacity_doc = {
    "v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [{
      "ddd": 0, "ind": 1, "ty": 4, "nm": "L", "sr": 1, "ao": 0, "ip": 0, "op": 30, "st": 0, "bm": 0,
      "ks": {"o": {"a": 0, "k": 50}, "r": {"a": 0, "k": 0}, "p": {"a": 0, "k": [50, 50, 0]},
             "a": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]}},
      "shapes": [{"ty": "gr", "nm": "G", "it": [
        {"ty": "rc", "d": 1, "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}, "nm": "R"},
        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1, "nm": "F"},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
         "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 50}}]}]}]}
  with tempfile.TemporaryDirectory() as tmp:
    opacity_path = os.path.join(tmp, "opacity.json")
    with open(opacity_path, "w") as handle:
      json.dump(opacity_doc, handle)
    opacity = render(opacity_path, frames=[0], lib=lib)
  layer = opacity["frames"][0]["layers"][1]
  assert layer["path"] == ["L"] and layer["alpha"] == 255, layer
  assert [node["color"] for node in layer["nodes"]] == [[255, 0, 0, 63]], layer["nodes"]
  # Its rectangle: 10 x 10 centred on the layer position (50, 50) -> x, y in [45, 55], exactly.
  assert layer["nodes"][0]["points"] == [[55, 45], [55, 55], [45, 55], [45, 45], [55, 45]], layer["nodes"][0]
  print("hand check: opacity 50 % x 50 % x 100 % -> node alpha 63, layer alpha 255")

  # A frame of a file whose ip is not 0 (StartEndFrame.json: ip = 61) is requested relative to ip.
  start_end = render(os.path.join(corpus, "StartEndFrame.json"), frames=[61], lib=lib)
  assert start_end["frames"][0]["rlottieFrame"] == 0
  print("self-test passed")


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  parser.add_argument("file", nargs="?", help="a Lottie JSON file")
  parser.add_argument("--frames", help="comma-separated absolute integer frames (default: 5 spread over ip..op)")
  parser.add_argument("--output", help="write the JSON here instead of stdout")
  parser.add_argument("--record", action="store_true", help="write the fixtures of the sample")
  parser.add_argument("--survey", action="store_true", help="load and render every corpus file")
  parser.add_argument("--self-test", action="store_true", help="layout check and the hand-worked rectangle")
  parser.add_argument("--corpus", default=DEFAULT_CORPUS)
  parser.add_argument("--fixtures", default=DEFAULT_FIXTURES)
  args = parser.parse_args(argv)
  try:
    if args.self_test:
      self_test(args.corpus)
      return 0
    if args.record:
      record(args.corpus, args.fixtures)
      return 0
    if args.survey:
      return 1 if survey(args.corpus) else 0
    if not args.file:
      parser.error("give a file, --record, --survey or --self-test")
    check_layout()
    frames = [int(f) for f in args.frames.split(",")] if args.frames else None
    result = render(args.file, frames)
    text = to_json(result)
    if args.output:
      with open(args.output, "w") as handle:
        handle.write(text + "\n")
    else:
      print(text)
    return 0
  except OracleError as error:
    print("error: %s" % error, file=sys.stderr)
    return 2


if __name__ == "__main__":
  sys.exit(main())
