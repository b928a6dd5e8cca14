#!/usr/bin/env python3
"""The shipped Lottie exports (issue 31, `Examples/lottie/<scene>.json`, written by
`curves scene <scene> --format lottie`) against the Lottie 1.0 schema and two real players.

For every shipped file:
  (a) it validates against the Lottie 1.0 JSON schema of PyPI `lottie-specs` (draft 2020-12, through
      `jsonschema`);
  (b) lottie-web 5.13.0 (the vendored lottie.min.js) loads it in headless Chromium (the Player of
      lottie_web.py) without an error, and at sampled frames every layer's opacity is the scene's
      composite opacity (`curves scene <scene> --at t`, the library's own evaluation) within 1e-4, and
      its matrix maps the layer's bounds onto the scene's quad (`quad.0` ... `quad.7`) within 0.02 px
      (the exporter's 0.01 px plus lottie-web's float32 matrices), or is the identity for layers drawn
      in root coordinates;
  (c) rlottie (Debian `librlottie-dev`, through rlottie_tree.py's C-API reader) renders it, and at the
      same integer frames each layer's filled bounds outline (the node whose path has the quad's four
      corners) lies within 0.02 px of the scene's quad (rlottie's float32 points). rlottie ignores
      skew (lottie.md §8): a layer whose exported transform skews at that frame is counted as skipped.

Exit status 1 on any mismatch or player error; the counts are printed. CURVES=path picks the
executable (default .build/release/curves).
"""

import csv
import io
import json
import math
import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

CURVES = os.environ.get("CURVES", str(ROOT / ".build" / "release" / "curves"))
FOLDER = ROOT / "Examples" / "lottie"
OPACITY_BOUND = 1e-4
POINT_BOUND = 0.02
STEP = 15  # every 15th frame, and the last frame before op


def schema_validator():
    import jsonschema
    from lottie_specs.resources import schema_path
    schema = json.loads(pathlib.Path(schema_path()).read_text())
    return jsonschema.Draft202012Validator(schema)


def scene_frames(name, times):
    """{t: [(label, {property: value})]} in the scene's layer order, from `curves scene --at`."""
    rows = []
    for first in range(0, len(times), 30):
        args = [CURVES, "scene", name]
        for t in times[first:first + 30]:
            args += ["--at", repr(t)]
        run = subprocess.run(args, capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"lottie_export: curves scene {name} failed: {run.stderr.strip()}")
        rows += list(csv.DictReader(io.StringIO(run.stdout)))
    frames = {}
    for row in rows:
        if row["layer"] == "":
            continue
        layers = frames.setdefault(float(row["t"]), [])
        label = row["layer"] if row["instance"] == "0" else f"{row['layer']}#{row['instance']}"
        if not layers or layers[-1][0] != label or row["property"] == "bounds.0":
            layers.append((label, {}))
        layers[-1][1][row["property"]] = row["value"]
    return frames


def quad(props):
    if "quad.0" not in props:
        return None
    return [(float(props[f"quad.{2 * k}"]), float(props[f"quad.{2 * k + 1}"])) for k in range(4)]


def bounds_corners(props):
    x, y, w, h = (float(props[f"bounds.{k}"]) for k in range(4))
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def static_zero(prop):
    """Whether a Lottie property is 0 at every keyframe (or statically)."""
    k = prop.get("k")
    if isinstance(k, (int, float)):
        return k == 0
    if isinstance(k, list) and k and isinstance(k[0], dict):
        return all(all(v == 0 for v in key["s"]) for key in k)
    return all(v == 0 for v in k)


def skew_at(prop, frame):
    """The skew value at `frame` (linear keyframes), 0 when absent."""
    if prop is None:
        return 0.0
    k = prop.get("k")
    if isinstance(k, (int, float)):
        return float(k)
    keys = k
    value = keys[0]["s"][0]
    for a, b in zip(keys, keys[1:]):
        if a["t"] <= frame <= b["t"]:
            u = (frame - a["t"]) / (b["t"] - a["t"])
            return a["s"][0] + (b["s"][0] - a["s"][0]) * u
        value = b["s"][0]
    return value


def has_group(layer, name):
    return any(shape.get("nm") == name for shape in layer.get("shapes", []))


def distance(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


class Tally:
    def __init__(self):
        self.checks = 0
        self.skipped = 0
        self.failures = []
        self.worst = {"opacity": 0.0, "lottie-web point": 0.0, "rlottie point": 0.0}
        self.counts = {kind: 0 for kind in self.worst}

    def close(self, kind, got, want, bound, where):
        self.checks += 1
        self.counts[kind] += 1
        self.worst[kind] = max(self.worst[kind], abs(got - want) if kind == "opacity" else got)
        error = abs(got - want) if kind == "opacity" else got
        if not error <= bound:
            self.failures.append(f"{where}: {kind} off by {error} (bound {bound})")


def main():
    from lottie_web import Player
    import rlottie_tree

    validator = schema_validator()
    files = sorted(FOLDER.glob("*.json"))
    if not files:
        raise SystemExit(f"lottie_export: no Lottie files in {FOLDER}")
    tally = Tally()
    schema_errors = 0
    rlottie = rlottie_tree._load_library()
    with Player() as player:
        for path in files:
            name = path.stem
            doc = json.loads(path.read_text())
            errors = list(validator.iter_errors(doc))
            schema_errors += len(errors)
            for error in errors[:5]:
                tally.failures.append(f"{name}: schema: {error.message} at {list(error.absolute_path)}")
            op, fr = int(doc["op"]), float(doc["fr"])
            frames = sorted(set(list(range(0, op, STEP)) + [op - 1]))
            scene = scene_frames(name, [k / fr for k in frames])
            by_ind = {layer["ind"]: layer for layer in doc["layers"]}
            # (b) lottie-web.
            result = player.run(doc, frames)
            if not result.get("loaded") or result.get("errors"):
                tally.failures.append(f"{name}: lottie-web: loaded={result.get('loaded')} errors={result.get('errors')}")
                continue
            for sample in result["samples"]:
                k = sample["frame"]
                layers = scene[k / fr]
                for record in sample["layers"]:
                    ind = int(record["path"])
                    if ind > len(layers):
                        continue  # the background layer
                    label, props = layers[ind - 1]
                    layer = by_ind[ind]
                    where = f"{name} frame {k} {label}"
                    q = quad(props)
                    want = float(props["compositeOpacity"]) if q else 0.0
                    tally.close("opacity", record["opacity"], want, OPACITY_BOUND, where)
                    mat = record.get("mat")
                    if mat is None or q is None:
                        continue
                    if "sk" in layer["ks"]:
                        for corner, expected in zip(bounds_corners(props), q):
                            x, y = corner
                            got = (x * mat[0] + y * mat[4] + mat[12], x * mat[1] + y * mat[5] + mat[13])
                            tally.close("lottie-web point", distance(got, expected), 0, POINT_BOUND, where)
                    else:
                        identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
                        tally.close("lottie-web point", max(abs(a - b) for a, b in zip(mat, identity)), 0, POINT_BOUND, where)
            # (c) rlottie.
            tree = rlottie_tree.render(str(path), frames, rlottie)
            for frame in tree["frames"]:
                k = frame["frame"]
                layers = scene[k / fr]
                rl = {tuple(entry["path"]): entry for entry in frame["layers"]}
                for ind, (label, props) in enumerate(layers, start=1):
                    layer = by_ind[ind]
                    q = quad(props)
                    if q is None or not has_group(layer, "background") or float(props["compositeOpacity"]) <= 0:
                        continue
                    if float(props.get("backgroundColor", "x").startswith("rgba") and props["backgroundColor"].endswith(" 0)")):
                        continue
                    where = f"{name} frame {k} {label}"
                    if abs(skew_at(layer["ks"].get("sk"), k)) > 1e-9:
                        tally.skipped += 1
                        continue
                    entry = rl.get((label,))
                    if entry is None:
                        tally.failures.append(f"{where}: rlottie drew no layer")
                        continue
                    best = math.inf
                    for node in entry["nodes"]:
                        ends, i = [], 0
                        for element in node["elements"]:
                            n = {"M": 1, "L": 1, "C": 3}.get(element, 0)
                            if n:
                                ends.append(node["points"][i + n - 1])
                            i += n
                        if len(ends) > 4 and distance(ends[0], ends[-1]) < 1e-3:
                            ends = ends[:-1]
                        if len(ends) != 4:
                            continue
                        best = min(best, max(min(distance(e, c) for e in ends) for c in q))
                    tally.close("rlottie point", best, 0, POINT_BOUND, where)
            print(f"{name}: {len(frames)} frames, schema errors {len(errors)}")
    print(f"lottie_export: {len(files)} files, {tally.checks} checks, {tally.skipped} skipped (rlottie: skew), "
          f"{schema_errors} schema errors, counts {tally.counts}, worst {tally.worst}, {len(tally.failures)} failures")
    for failure in tally.failures[:40]:
        print("  " + failure)
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
