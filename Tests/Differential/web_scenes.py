#!/usr/bin/env python3
"""Scenes on the web, against the library: `curves scene <name> --format web` played in headless
Chromium and compared with `curves scene <name> --at t` at every sample time of the page's grid.

For each shipped scene the release `curves` writes the page; Chromium (Debian's `chromium`, driven
by playwright with its executable_path) loads it; at each sample time t_k = from + k / fps every
animation is paused at currentTime = (t_k - from) * 1000 ms and every layer instance's properties
are read with getComputedStyle; the library's values at the same t_k come from the CSV of
`curves scene <name> --at t_0 --at t_1 ...` (the same doubles). Compared, with the tolerances the
page states (`curves scene --help`; Sources/curves/SceneWebTrack.swift):

- geometry: the layer box's corners and centre, mapped by the page's computed `transform` and by
  translate(bounds origin) then the CSV's `toRoot`, projected: within 0.01 px;
- opacity: computed `opacity` against `compositeOpacity`: within 1e-4;
- colours: background-color, fill, stroke, text colour (computed `color(srgb r g b / a)`) against
  the CSV's colours, each component within 1e-4; gradient stops (colours, and positions against
  the CSV's locations projected on the CSS gradient line, worked out here from startPoint and
  endPoint) within 1e-4;
- paths: the fill's computed `d` against the CSV's `path`: the same commands and arc flags, every
  number within 0.01; the stroke's `d` (the trimmed part) sampled by the browser
  (getPointAtLength, 17 points) and mapped by the CSV's toRoot: every point within 0.01 px (plus
  the 0.001 px flattening of the reference) of the CSV's `rootPath` (flattened with
  --tolerance 0.001), and its first and last points within the same of the rootPath's ends; a
  stroke with nothing drawn has `d: none` where the CSV has no rootPath points;
- line width, blend mode, and which text shows: equal.

Prints one line per scene with its counts and worst deviations, and a closing 'N passed, N failed'
line (one check per scene). Exits 1 on any mismatch, 2 when Chromium or playwright is missing.

Usage: python3 Tests/Differential/web_scenes.py [scene ...]   (after
`swift build -c release --product curves`; CURVES=path overrides the executable).
"""
import csv
import io
import json
import math
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CURVES = os.environ.get("CURVES", str(ROOT / ".build" / "release" / "curves"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCENES = ["breathe", "countdown", "map-transition", "refresh-wave-sidebar", "search-back-icon", "sidebar-drag"]
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
FLATTENING = 0.001  # --tolerance of the reference CSV's rootPath

# Read in the page at one time: every element's computed values (one call per time).
READ = """
(time) => {
  for (const a of document.getAnimations()) { a.pause(); a.currentTime = time; }
  const out = [];
  for (const el of document.querySelectorAll("#scene > .layer")) {
    const s = getComputedStyle(el), row = {id: el.id, layer: el.dataset.layer, instance: +el.dataset.instance,
      transform: s.transform, opacity: s.opacity, blend: s.mixBlendMode};
    if (el.classList.contains("bg")) row.background = s.backgroundColor;
    const fill = document.getElementById(el.id + "-fill");
    if (fill) { const f = getComputedStyle(fill); row.fill = f.fill; row.fillD = f.d; }
    const stroke = document.getElementById(el.id + "-stroke");
    if (stroke) {
      const f = getComputedStyle(stroke);
      row.stroke = f.stroke; row.strokeWidth = f.strokeWidth; row.strokeD = f.d;
      if (f.d !== "none") {
        // The browser's own geometry of the path it draws (its computed d, animated).
        const total = stroke.getTotalLength();
        row.strokePoints = [];
        for (let k = 0; k <= 16; k++) { const p = stroke.getPointAtLength(total * k / 16); row.strokePoints.push([p.x, p.y]); }
      }
    }
    const text = document.getElementById(el.id + "-text");
    if (text) {
      row.color = getComputedStyle(text).color;
      row.shown = [...text.children].filter((span) => +getComputedStyle(span).opacity > 0.5).map((span) => span.textContent);
    }
    const gradient = document.getElementById(el.id + "-gradient");
    if (gradient) row.gradient = getComputedStyle(gradient).backgroundImage;
    out.push(row);
  }
  return out;
}
"""


def numbers(text):
    return [float(x) for x in NUMBER.findall(text)]


def matrix(text):
    """CSS matrix()/matrix3d() text as 16 numbers m11 ... m44 (row vectors, Core Animation's layout)."""
    values = numbers(text[text.find("("):])
    if text.startswith("matrix3d("):
        return values
    if text.startswith("matrix("):
        a, b, c, d, e, f = values
        return [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1]
    if text == "none":
        return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    raise ValueError(text)


def product(a, b):
    """Row-vector matrices: a then b."""
    return [sum(a[4 * r + k] * b[4 * k + c] for k in range(4)) for r in range(4) for c in range(4)]


def project(m, x, y):
    w = x * m[3] + y * m[7] + m[15]
    if not w > 0:
        return None
    return ((x * m[0] + y * m[4] + m[12]) / w, (x * m[1] + y * m[5] + m[13]) / w)


def rgba(text):
    """color(srgb r g b [/ a]) or rgb()/rgba() as four numbers in [0, 1]."""
    if text.startswith("color(srgb"):
        values = numbers(text[len("color(srgb"):])
        return values + [1.0] * (4 - len(values))
    if text.startswith("rgb"):
        values = numbers(text)
        return [v / 255 for v in values[:3]] + [values[3] if len(values) > 3 else 1.0]
    raise ValueError(text)


def path_shape(data):
    """The command letters and arc flags, and the other numbers, of SVG path data."""
    tokens = re.findall(r"[A-Za-z]|" + NUMBER.pattern, data)
    shape, values, command, index = [], [], "", 0
    for token in tokens:
        if token.isalpha():
            shape.append(token); command = token; index = 0
        else:
            if command in "Aa" and index % 7 in (3, 4):
                shape.append(str(int(float(token))))
            else:
                values.append(float(token))
            index += 1
    return shape, values


def polylines(data):
    """The M/L/Z polylines of flattened path data."""
    result, points = [], []
    for command, body in re.findall(r"([MLZ])([^MLZ]*)", data):
        values = numbers(body)
        if command == "M":
            if points: result.append(points)
            points = [tuple(values[:2])]
        elif command == "L":
            points += [tuple(values[i:i + 2]) for i in range(0, len(values), 2)]
        else:
            if points: result.append(points + [points[0]])
            points = []
    if points: result.append(points)
    return result


def distance_to_polylines(p, lines):
    best = math.inf
    for line in lines:
        for a, b in zip(line, line[1:] or line):
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = dx * dx + dy * dy
            s = 0 if length == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
            best = min(best, math.hypot(p[0] - a[0] - s * dx, p[1] - a[1] - s * dy))
    return best


def gradient_stops(text):
    """(rgba, percentage) of each stop of a computed linear-gradient()."""
    return [(rgba(color), float(position))
            for color, position in re.findall(r"(color\(srgb[^)]*\)|rgba?\([^)]*\))\s+([-+0-9.e]+)%", text)]


def expected_percentage(start, end, location):
    """CSS Images 3 §3.1.1 for a 100 x 100 box: the gradient line has the axis's direction and passes
    through the centre, its length |sin| + |cos| times 100; location s sits at the projection of
    start + s (end - start) (unit coordinates times 100) on it, as a percentage."""
    ax, ay = end[0] - start[0], end[1] - start[1]
    length = math.hypot(ax, ay)
    dx, dy = (ax / length, ay / length) if length > 0 else (0, 1)
    line = 100 * (abs(dx) + abs(dy))
    px, py = 100 * (start[0] + location * ax) - 50, 100 * (start[1] + location * ay) - 50
    return 100 * ((px * dx + py * dy) / line + 0.5)


class Worst:
    def __init__(self):
        self.values, self.checks, self.failures = {}, 0, []

    def check(self, kind, deviation, tolerance, where):
        self.checks += 1
        self.values[kind] = max(self.values.get(kind, 0.0), deviation)
        if not deviation <= tolerance:
            self.failures.append(f"{where}: {kind} off by {deviation:.3g} (tolerance {tolerance:g})")

    def equal(self, kind, got, want, where):
        self.checks += 1
        if got != want:
            self.failures.append(f"{where}: {kind} is {got!r}, the library's is {want!r}")


def library_frames(name, times):
    """{k: [(layer, instance, {property: value})]} from one `curves scene --at ...` run."""
    rows = []
    for first in range(0, len(times), 30):  # 30 times a run: the finer root paths stay far below the CSV budget
        args = [CURVES, "scene", name, "--tolerance", str(FLATTENING)]
        for t in times[first:first + 30]:
            args += ["--at", repr(t)]
        run = subprocess.run(args, capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"web_scenes: curves scene {name} --at ... failed: {run.stderr.strip()}")
        rows += list(csv.DictReader(io.StringIO(run.stdout)))
    by_time = {}
    for row in rows:
        if row["layer"] == "":
            continue
        layers = by_time.setdefault(float(row["t"]), [])
        key = (row["layer"], int(row["instance"]))
        if not layers or layers[-1][0] != key or row["property"] == "bounds.0":
            layers.append((key, {}))
        layers[-1][1][row["property"]] = row["value"]
    return by_time


def compare(name, page, worst):
    data = json.loads(page.evaluate("() => document.getElementById('curves-scene').textContent"))
    tol = data["tolerance"]
    times = [data["from"] + k / data["fps"] for k in range(data["samples"])]
    library = library_frames(name, times)
    for t in times:
        rows = page.evaluate(READ, (t - data["from"]) * 1000)
        frames = library[t]
        worst.equal("instances", len(rows), len(frames), f"{name} t={t}")
        for row, ((layer, instance), lib) in zip(rows, frames):
            where = f"{name} t={t:.6g} {layer}#{instance}"
            worst.equal("layer", (row["layer"], row["instance"]), (layer, instance), where)
            box = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, float(lib["bounds.0"]), float(lib["bounds.1"]), 0, 1]
            want = product(box, matrix(lib["toRoot"]))
            got = matrix(row["transform"])
            w, h = float(lib["bounds.2"]), float(lib["bounds.3"])
            deviation = 0.0
            for x, y in [(0, 0), (w, 0), (w, h), (0, h), (w / 2, h / 2)]:
                a, b = project(got, x, y), project(want, x, y)
                if a is None or b is None:
                    deviation = max(deviation, 0.0 if (a is None) == (b is None) else math.inf)
                else:
                    deviation = max(deviation, math.hypot(a[0] - b[0], a[1] - b[1]))
            worst.check("geometry px", deviation, tol["geometry"], where)
            worst.check("opacity", abs(float(row["opacity"]) - float(lib["compositeOpacity"])), tol["opacity"], where)
            worst.equal("blend", row["blend"], lib.get("compositingFilter", "normal"), where)
            for key, property in [("background", "backgroundColor"), ("fill", "fillColor"), ("stroke", "strokeColor"),
                                  ("color", "fillColor")]:
                if key in row:
                    a, b = rgba(row[key]), rgba(lib[property])
                    worst.check("colour", max(abs(x - y) for x, y in zip(a, b)), tol["color"], f"{where} {key}")
            if "fillD" in row:
                a, b = path_shape(row["fillD"][6:-2]), path_shape(lib["path"])
                worst.equal("path commands", a[0], b[0], where)
                if a[0] == b[0]:
                    worst.check("path number", max([abs(x - y) for x, y in zip(a[1], b[1])] or [0]), tol["path"], where)
            if "strokeD" in row:
                worst.check("line width", abs(float(row["strokeWidth"].rstrip("px")) - float(lib["lineWidth"])), tol["path"], where)
                lines = polylines(lib.get("rootPath", ""))
                if row["strokeD"] == "none":
                    worst.equal("stroke drawn", False, bool(lines), where)
                else:
                    worst.equal("stroke drawn", True, bool(lines), where)
                    to_root = matrix(lib["toRoot"])
                    mapped = [project(to_root, x, y) for x, y in row["strokePoints"]]
                    if lines and all(mapped):
                        bound = tol["geometry"] + FLATTENING
                        worst.check("stroke px", max(distance_to_polylines(p, lines) for p in mapped), bound, where)
                        ends = max(math.dist(mapped[0], lines[0][0]), math.dist(mapped[-1], lines[-1][-1]))
                        worst.check("stroke ends px", ends, bound, where)
            if "shown" in row:
                worst.equal("text", row["shown"], [lib["text"]] if "text" in lib else [], where)
            if "gradient" in row:
                stops = gradient_stops(row["gradient"])
                start = (float(lib["startPoint.0"]), float(lib["startPoint.1"]))
                end = (float(lib["endPoint.0"]), float(lib["endPoint.1"]))
                k = 0
                while f"colors.{k}" in lib:
                    if k >= len(stops):
                        worst.equal("gradient stops", len(stops), k + 1, where)
                        break
                    color, position = stops[k]
                    worst.check("colour", max(abs(x - y) for x, y in zip(color, rgba(lib[f"colors.{k}"]))), tol["color"], where)
                    want_position = expected_percentage(start, end, float(lib[f"locations.{k}"]))
                    # A percentage of the gradient line, in [0, 100]: the location tolerance times 100.
                    worst.check("gradient location", abs(position - want_position) / 100, tol["color"], where)
                    k += 1
    return data


def main():
    names = sys.argv[1:] or SCENES
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("web_scenes: playwright is not installed (pip install playwright)", file=sys.stderr)
        return 2
    if not os.path.exists(CHROMIUM):
        print(f"web_scenes: no Chromium at {CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    passed = failed = 0
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        for name in names:
            html = pathlib.Path(folder) / f"{name}.html"
            subprocess.run([CURVES, "scene", name, "--format", "web", "--output", str(html)], check=True)
            page = browser.new_page()
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(html.as_uri())
            worst = Worst()
            data = compare(name, page, worst)
            page.close()
            for error in errors:
                worst.failures.append(f"{name}: page error {error}")
            summary = ", ".join(f"{kind} {value:.2g}" for kind, value in sorted(worst.values.items()))
            print(f"{name}: {data['samples']} times, {worst.checks} checks, {len(worst.failures)} mismatches, "
                  f"{html.stat().st_size} bytes, iterations {data['iterations']}; worst: {summary}")
            for failure in worst.failures[:20]:
                print("  " + failure)
            if worst.failures:
                failed += 1
            else:
                passed += 1
        browser.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
