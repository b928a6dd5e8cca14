#!/usr/bin/env python3
"""lottie-web as the oracle (issue 31): what the reference Lottie player computes, recorded.

For every Bodymovin file of the Lottie corpus (../shared/lottie-corpus beside the repository, as CI
lays it out), the vendored lottie-web 5.13.0 (../shared/vendor/lottie-web/lottie.min.js, injected
into a blank page: no network) loads the file in headless Chromium (Debian's `chromium`, driven by
playwright through its executable_path; no `playwright install`) with renderer 'svg' and autoplay
false. At a deterministic spread of frames (`frames_for`: ip, op - 1, eight evenly spaced whole
frames between them and three fractional ones) it calls `anim.goToAndStop(frame - firstFrame,
true)` and reads, for every layer element of every composition (precomp elements walked
recursively), what the player holds after drawing that frame:

- `inRange`: lottie-web's own in/out test (`ip - st <= t - st < op - st`, t in the containing
  composition's time; null for null layers, which lottie-web evaluates at every frame without an
  in/out test and never draws); `drawn`: the element's renderFrame ran (in range, not `hd`, not
  hidden for zero opacity, and its composition drawn); `prepared`: its composition evaluated its
  layers at this frame (false inside a precomp layer that is out of range);
- `mat`: `finalTransform.mat.props`, the layer's matrix including its parents, in the containing
  composition's coordinates (a precomp child's `mat` does not include the precomp layer's own
  `mat`), recorded only when drawn (otherwise the player keeps a stale value);
- `local`: `finalTransform.mProp.v.props`, the layer's own transform without parents, and
  `opacity`: `finalTransform.mProp.o.v`, the layer's own opacity as a fraction 0...1 (lottie-web
  multiplies the JSON percentage by 0.01); both recorded when the player evaluated them this frame
  (in range, or a parent layer, which lottie-web evaluates even out of range);
- `time` for a precomp layer: the child composition's time lottie-web used (`renderedFrame`:
  `(t - st) / sr`, or `tm` x fr with its `op` rule);
- `trims` for a shape layer: every trim path (`ty: "tm"`) with its JSON path inside the layer's
  `shapes` (e.g. `shapes[0].it[2]`) and its current `s` and `e` (fractions 0...1: the JSON
  percentage x 0.01, before lottie-web's clamp/offset/4-decimal rounding) and `o` (degrees, as in
  the JSON);
- `spatial`: the current value (`.v`) of every property of the layer that has spatial keyframes
  (non-zero `to`/`ti` in the file: `ks.p`, but also shape positions, group `tr.a`/`tr.p`, gradient
  points), with its JSON path and whether lottie-web kept its tangents (it nulls tangents it finds
  collinear with the chord and then moves in a straight line).

Matrices (`Matrix.props`) and multidimensional property values are Float32Arrays in lottie-web:
the recorded numbers are single-precision values widened to double.

Matrix layout: lottie-web's `Matrix.props`, 16 numbers for row vectors, row-major:
x' = x*m[0] + y*m[4] + z*m[8] + m[12], y' = x*m[1] + y*m[5] + z*m[9] + m[13] (equivalently
column-major for column vectors; the CSS 2-D matrix is matrix(m0, m1, m4, m5, m12, m13)).

One JSON per corpus file goes to Tests/TestSupport/Fixtures/lottie-web/<name>.json (the fixtures
are committed; the Swift tests compare against them; see the README there). A file lottie-web fails
to load is recorded too, with its errors.

Importable: `dump(file, frames=None, player=None) -> dict` (one file) and `Player` (one browser,
one page per file) for a later comparison script; `frames_for(ip, op)`.

Usage: python3 Tests/Differential/lottie_web.py [--corpus DIR] [--out DIR] [--check] [name ...]
(--check: record again and compare with the committed fixtures, exit 1 on a difference; CI runs it.)
Environment: LOTTIE_CORPUS, LOTTIE_WEB_JS, CHROMIUM override the paths. Exits 2 (with a notice)
when Chromium, playwright or lottie.min.js is missing; a file lottie-web fails to load is recorded
(`load.ok` false, with its errors) and named in the summary, not an error of the script.
"""
import datetime
import hashlib
import json
import math
import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = pathlib.Path(os.environ.get("LOTTIE_CORPUS", str(ROOT.parent / "shared" / "lottie-corpus")))
LOTTIE_WEB_JS = pathlib.Path(os.environ.get(
    "LOTTIE_WEB_JS", str(ROOT.parent / "shared" / "vendor" / "lottie-web" / "lottie.min.js")))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUT = ROOT / "Tests" / "TestSupport" / "Fixtures" / "lottie-web"
# The vendored build (../shared/vendor/lottie-web/SOURCE.md).
LOTTIE_WEB_COMMIT = "bede03d25d232826e0c9dca1733d542d8a7754fb"
LOAD_TIMEOUT_MS = 10000

MATRIX_LAYOUT = ("lottie-web Matrix.props: 16 numbers, row vectors, row-major: "
                 "x' = x*m[0] + y*m[4] + z*m[8] + m[12], y' = x*m[1] + y*m[5] + z*m[9] + m[13]; "
                 "CSS 2-D form matrix(m0, m1, m4, m5, m12, m13)")

# Runs in the page: loads one animation, visits the frames, returns everything read.
DUMP_JS = """
async ({data, frames, timeoutMs}) => {
  const errors = [];
  window.addEventListener('error', (e) => errors.push('window error: ' + e.message));
  const container = document.getElementById('c');
  let anim;
  try {
    anim = lottie.loadAnimation({container, renderer: 'svg', loop: false, autoplay: false, animationData: data});
  } catch (e) {
    return {loaded: false, errors: ['loadAnimation threw: ' + String(e && e.stack || e)]};
  }
  anim.addEventListener('error', (e) => errors.push((e && e.type || 'error') + ': ' +
    String(e && e.nativeError && (e.nativeError.stack || e.nativeError) || e)));
  anim.addEventListener('data_failed', () => errors.push('data_failed'));
  if (!anim.isLoaded) {
    await new Promise((resolve) => { anim.addEventListener('DOMLoaded', resolve); setTimeout(resolve, timeoutMs); });
  }
  if (!anim.isLoaded) return {loaded: false, errors: errors.concat(['not loaded after ' + timeoutMs + ' ms'])};

  // The catalogue: every layer of every composition, with its trim paths and spatial properties.
  // JSON paths come from markers (`__lwPath`) put on the original file's trim items and on the
  // first keyframe of each spatial property before loading (lottie-web rewrites some of the data
  // while loading: it moves shape items, nulls collinear tangents, copies reused precomps).
  const layers = [];
  const trimPaths = (el, items, data, out) => {
    if (!items || !data) return;
    for (let i = 0; i < data.length; i++) {
      const item = items[i], d = data[i];
      if (!d) continue;
      if (d.ty === 'gr' && item && item.it) trimPaths(el, item.it, d.it, out);
      if (d.ty === 'tm') {
        const index = item ? (el.shapeModifiers || []).indexOf(item) : -1;
        out.push({path: d.__lwPath === undefined ? null : d.__lwPath, nm: d.nm === undefined ? null : d.nm,
                  m: d.m === undefined ? null : d.m, hd: !!d.hd, modifier: index});
      }
    }
  };
  // Every property object the element evaluates (reachable through dynamicProperties) whose first
  // keyframe carries a spatial marker.
  const spatialProperties = (el) => {
    const found = [], seen = new Set();
    const visit = (o, depth) => {
      if (!o || typeof o !== 'object' || seen.has(o) || depth > 64) return;
      seen.add(o);
      const k = o.keyframes;
      // (A repeater's copies evaluate the same keyframes again: the first property object is kept.)
      if (Array.isArray(k) && k.length && k[0] && k[0].__lwPath !== undefined &&
          !found.some((f) => f.path === k[0].__lwPath)) found.push({path: k[0].__lwPath, prop: o});
      for (const d of o.dynamicProperties || []) visit(d, depth + 1);
    };
    visit(el, 0);
    if (el.finalTransform) visit(el.finalTransform.mProp, 0);
    found.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    // Whether lottie-web kept any tangent (it sets both to null on a segment it treats as straight).
    const kept = (prop) => prop.keyframes.some((key) => key && ['to', 'ti'].some((n) =>
      Array.isArray(key[n]) && key[n].some((v) => v !== 0)));
    return found.map((f) => ({path: f.path, prop: f.prop, tangentsKept: kept(f.prop)}));
  };
  const catalogue = (layerData, elements, prefix, indices) => {
    for (let i = 0; i < layerData.length; i++) {
      const L = layerData[i], el = elements ? elements[i] : undefined;
      const id = L.ind === undefined ? '#' + i : String(L.ind);
      const path = prefix === null ? id : prefix + '/' + id;
      const entry = {path, index: indices.concat([i]), ind: L.ind === undefined ? null : L.ind,
        nm: L.nm === undefined ? null : L.nm, ty: L.ty, parent: L.parent === undefined ? null : L.parent,
        ip: L.ip, op: L.op, st: L.st === undefined ? null : L.st, sr: L.sr === undefined ? null : L.sr,
        hd: !!L.hd, td: L.td === undefined ? null : L.td, tt: L.tt === undefined ? null : L.tt,
        element: !!el, trims: []};
      if (el && L.ty === 4) trimPaths(el, el.itemsData, L.shapes, entry.trims);
      const spatial = el ? spatialProperties(el) : [];
      const spatialProps = spatial.map((p) => p.prop);
      entry.spatial = spatial.map((p) => ({path: p.path, tangentsKept: p.tangentsKept}));
      layers.push({entry, el, spatialProps});
      if (el && L.ty === 0 && el.elements) catalogue(el.layers || [], el.elements, path, indices.concat([i]));
    }
  };
  catalogue(anim.renderer.layers, anim.renderer.elements, null, []);

  const props = (m) => Array.from(m.props);
  const samples = [];
  for (const frame of frames) {
    anim.goToAndStop(frame - anim.firstFrame, true);
    const records = [];
    // Per composition: was it prepared (its children evaluated) and drawn this frame.
    const state = new Map();  // path of a precomp layer -> {prepared, drawn}
    for (const {entry, el, spatialProps} of layers) {
      const slash = entry.path.lastIndexOf('/');
      const owner = slash < 0 ? {prepared: true, drawn: true} : state.get(entry.path.slice(0, slash));
      const r = {path: entry.path};
      if (!el || !owner || !owner.prepared) {
        r.prepared = false; r.inRange = null; r.drawn = false;
      } else {
        r.prepared = true;
        // A null layer (ty 3): lottie-web evaluates it at every frame, never tests its in/out
        // points and never draws it (NullElement: prepareProperties(t, true), empty renderFrame).
        const isNull = entry.ty === 3;
        r.inRange = isNull ? null : !!el.isInRange;
        r.drawn = !isNull && owner.drawn && !!el.isInRange && !entry.hd && !el.hidden;
        const evaluated = isNull || !!el.isInRange || !!el._isParent;
        const ft = el.finalTransform;
        r.mat = r.drawn && ft ? props(ft.mat) : null;
        r.local = evaluated && ft && ft.mProp && ft.mProp.v ? props(ft.mProp.v) : null;
        r.opacity = evaluated && ft && ft.mProp && ft.mProp.o ? ft.mProp.o.v : null;
        if (entry.ty === 0) r.time = el.isInRange ? el.renderedFrame : null;
        if (spatialProps.length) {
          r.spatial = spatialProps.map((prop, k) => {
            const current = isNull || !!el.isInRange || (!!el._isParent && entry.spatial[k].path.startsWith('ks.'));
            return prop && current ? Array.from(prop.v) : null;
          });
        }
        if (entry.trims.length) {
          r.trims = entry.trims.map((t) => {
            const m = t.modifier >= 0 ? el.shapeModifiers[t.modifier] : null;
            if (!m || !el.isInRange) return null;
            return {s: m.s.v, e: m.e.v, o: m.o.v};
          });
        }
      }
      if (entry.ty === 0) state.set(entry.path, {prepared: r.prepared && r.inRange === true, drawn: r.drawn});
      records.push(r);
    }
    samples.push({frame, renderedFrame: anim.renderer.renderedFrame, currentFrame: anim.currentFrame, layers: records});
  }
  return {loaded: true, errors, firstFrame: anim.firstFrame, totalFrames: anim.totalFrames,
          frameRate: anim.frameRate, layers: layers.map((l) => l.entry), samples};
}
"""


def frames_for(ip, op):
    """The frames visited, in root-composition time: ip, op - 1, the whole frames ip + round(k*span/9)
    for k = 1...8 (span = op - 1 - ip), and the fractional frames ip + 12.5, ip + floor(span/2) + 0.5
    and ip + floor(3*span/4) + 0.25 where they fall strictly inside (ip, op - 1). Sorted, distinct."""
    last = op - 1
    if not last > ip:
        return [ip]
    span = last - ip
    frames = {ip, last}
    for k in range(1, 9):
        frames.add(ip + round(span * k / 9))
    for offset in (12.5, math.floor(span / 2) + 0.5, math.floor(3 * span / 4) + 0.25):
        if 0 < offset < span:
            frames.add(ip + offset)
    return sorted(f for f in frames if ip <= f <= last)


def _is_spatial(prop):
    """A keyframed property with a non-zero `to` or `ti` tangent on some keyframe."""
    keys = prop.get("k") if isinstance(prop, dict) else None
    if not (isinstance(keys, list) and keys and isinstance(keys[0], dict)):
        return False
    return any(isinstance(key, dict) and isinstance(key.get(name), list)
               and any(isinstance(v, (int, float)) and v != 0 for v in key[name])
               for key in keys for name in ("to", "ti"))


def _walk_layer(layer, visit):
    """visit(object, path) for every object inside a layer's ks, shapes and masksProperties, with its
    JSON path relative to the layer (`ks.p`, `shapes[0].it[2]`)."""
    def walk(value, path, depth):
        if depth > 64:
            return
        if isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]", depth + 1)
        elif isinstance(value, dict):
            visit(value, path)
            for name, item in value.items():
                walk(item, f"{path}.{name}", depth + 1)
    for name in ("ks", "shapes", "masksProperties"):
        if name in layer:
            walk(layer[name], name, 0)


def _layers(animation):
    """(layer path as in the fixture, layer dict) for every layer, precomp contents recursively."""
    assets = {a.get("id"): a.get("layers") or [] for a in animation.get("assets", []) if "layers" in a}

    def visit(layers, prefix, depth):
        for i, layer in enumerate(layers):
            ident = str(layer["ind"]) if "ind" in layer else f"#{i}"
            path = ident if prefix is None else f"{prefix}/{ident}"
            yield path, layer
            if layer.get("ty") == 0 and depth < 32:
                yield from visit(assets.get(layer.get("refId"), []), path, depth + 1)
    yield from visit(animation.get("layers", []), None, 0)


def spatial_properties(animation):
    """{layer path: [property paths]} of the properties with spatial keyframes, in the file as written
    (lottie-web drops tangents it finds collinear; the fixture says which it kept)."""
    found = {}
    for path, layer in _layers(animation):
        hits = []
        _walk_layer(layer, lambda value, where: hits.append(where) if _is_spatial(value) else None)
        if hits:
            found.setdefault(path, sorted(set(found.get(path, []) + hits)))
    return found


def marked(animation):
    """A copy of the animation with `__lwPath` (the JSON path inside the layer) on every trim item and
    on the first keyframe of every spatial property; lottie-web ignores the extra key."""
    copy = json.loads(json.dumps(animation))
    seen = set()
    for _, layer in _layers(copy):
        if id(layer) in seen:
            continue
        seen.add(id(layer))

        def mark(value, where):
            if value.get("ty") == "tm" and "__lwPath" not in value:
                value["__lwPath"] = where
            if _is_spatial(value):
                value["k"][0]["__lwPath"] = where
        _walk_layer(layer, mark)
    return copy


def sha256(data):
    return hashlib.sha256(data).hexdigest()


class Player:
    """One Chromium (playwright, executable_path) for many files; each `dump` uses a fresh blank page
    with lottie.min.js injected. Use as a context manager."""

    def __init__(self, chromium=CHROMIUM, script=LOTTIE_WEB_JS):
        from playwright.sync_api import sync_playwright  # ImportError when playwright is missing
        self._script_bytes = pathlib.Path(script).read_bytes()
        self._script = self._script_bytes.decode("utf-8")
        self._manager = sync_playwright()
        self._playwright = self._manager.__enter__()
        self.browser = self._playwright.chromium.launch(executable_path=chromium)
        self.chromium_version = self.browser.version
        try:
            from importlib.metadata import version
            self.playwright_version = version("playwright")
        except Exception:  # the version is provenance only
            self.playwright_version = None
        self.lottie_web = {"version": None, "commit": LOTTIE_WEB_COMMIT, "file": "lottie.min.js",
                           "sha256": sha256(self._script_bytes)}

    def close(self):
        self.browser.close()
        self._manager.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def run(self, animation, frames):
        """The page's raw answer for one parsed animation at the frames."""
        page = self.browser.new_page()
        page_errors = []
        page.on("pageerror", lambda error: page_errors.append(f"page error: {error}"))
        try:
            page.set_content('<!doctype html><html><body><div id="c" style="width:512px;height:512px"></div></body></html>')
            page.add_script_tag(content=self._script)
            self.lottie_web["version"] = page.evaluate("() => lottie.version")
            try:
                result = page.evaluate(DUMP_JS, {"data": animation, "frames": frames, "timeoutMs": LOAD_TIMEOUT_MS})
            except Exception as error:  # an exception thrown inside the player: information, recorded
                result = {"loaded": False, "errors": [f"evaluate failed: {error}"]}
        finally:
            page.close()
        result["errors"] = result.get("errors", []) + page_errors
        return result


def dump(file, frames=None, player=None):
    """What lottie-web computes for one Bodymovin file (a path) at `frames` (root-composition frames;
    default `frames_for(ip, op)`), as the fixture's dict. Opens its own browser when `player` is None."""
    path = pathlib.Path(file)
    raw = path.read_bytes()
    animation = json.loads(raw)
    if frames is None:
        frames = frames_for(animation["ip"], animation["op"])
    if player is None:
        with Player() as own:
            return dump(path, frames, own)
    result = player.run(marked(animation), list(frames))
    loaded = bool(result.get("loaded"))
    layers = result.get("layers", [])
    fixture = {
        "about": ("Recorded output of lottie-web (the reference Lottie player) in headless Chromium, "
                  "regenerated by Tests/Differential/lottie_web.py; see README.md beside this file."),
        "file": path.name,
        "fileSHA256": sha256(raw),
        "lottieWeb": dict(player.lottie_web),
        "chromium": player.chromium_version,
        "playwright": player.playwright_version,
        "recorded": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "renderer": "svg",
        "call": "anim.goToAndStop(frame - anim.firstFrame, true); frames are root-composition frames",
        "units": {
            "mat": "finalTransform.mat.props (parents included, containing composition's coordinates); " + MATRIX_LAYOUT,
            "local": "finalTransform.mProp.v.props (the layer's own transform); same layout",
            "opacity": "finalTransform.mProp.o.v, a fraction 0...1 (JSON percent x 0.01)",
            "time": "precomp layers: the child composition time lottie-web used (renderedFrame)",
            "trims": "s, e: fractions 0...1 (JSON percent x 0.01, before clamping/offset/rounding); o: degrees",
            "spatial": "current value .v of each property with spatial keyframes (layer's `spatial` catalogue; "
                       "spatialProperties lists them as written in the file), in the property's own units",
            "float32": "Matrix.props and multidimensional property values are Float32Arrays in lottie-web: "
                       "single-precision values widened to double",
            "null": "not evaluated or not drawn at that frame (the player would hold a stale value); "
                    "inRange is null for null layers (ty 3: evaluated at every frame, no in/out test, never drawn)",
        },
        "animation": {key: animation.get(key) for key in ("v", "fr", "ip", "op", "w", "h")},
        "player": {key: result.get(key) for key in ("firstFrame", "totalFrames", "frameRate")},
        "load": {"ok": loaded, "errors": result.get("errors", [])},
        "spatialProperties": spatial_properties(animation),
        "frames": list(frames),
        "layers": layers,
        "samples": result.get("samples", []),
    }
    return fixture


def counts(fixture):
    """(layers, frames, trims, drawn layer-frames, trim values, spatial properties, spatial values)
    of one fixture."""
    layers = len(fixture["layers"])
    trims = sum(len(layer["trims"]) for layer in fixture["layers"])
    drawn = sum(1 for s in fixture["samples"] for r in s["layers"] if r.get("drawn"))
    trim_values = sum(1 for s in fixture["samples"] for r in s["layers"] for t in r.get("trims", []) if t)
    spatial = sum(len(layer.get("spatial", [])) for layer in fixture["layers"])
    spatial_values = sum(1 for s in fixture["samples"] for r in s["layers"] for v in r.get("spatial", []) if v)
    return layers, len(fixture["frames"]), trims, drawn, trim_values, spatial, spatial_values


def write(fixture, folder):
    """One layer record per line: readable diffs when the fixtures are regenerated."""
    folder.mkdir(parents=True, exist_ok=True)
    head = {k: v for k, v in fixture.items() if k not in ("layers", "samples")}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('  "layers": [')
    lines.append(",\n".join("    " + json.dumps(layer, ensure_ascii=False) for layer in fixture["layers"]))
    lines.append("  ],")
    lines.append('  "samples": [')
    samples = []
    for sample in fixture["samples"]:
        body = {k: v for k, v in sample.items() if k != "layers"}
        text = "    " + json.dumps(body)[:-1] + ', "layers": [\n'
        text += ",\n".join("      " + json.dumps(r) for r in sample["layers"])
        text += "\n    ]}"
        samples.append(text)
    lines.append(",\n".join(samples))
    lines.append("  ]")
    lines.append("}")
    target = folder / (pathlib.Path(fixture["file"]).stem + ".json")
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    json.loads(target.read_text(encoding="utf-8"))  # well-formed
    return target


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="corpus file names (default: every .json)")
    parser.add_argument("--corpus", default=str(CORPUS))
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--check", action="store_true",
                        help="record again and compare with the fixtures in --out instead of writing them: "
                             "exit 1 when lottie-web's output differs (the recording date and the browser's "
                             "and playwright's versions aside)")
    options = parser.parse_args(argv)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        print("lottie_web: playwright is not installed (pip install -r Tests/Differential/requirements.txt)",
              file=sys.stderr)
        return 2
    if not os.path.exists(CHROMIUM):
        print(f"lottie_web: no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM)", file=sys.stderr)
        return 2
    if not LOTTIE_WEB_JS.exists():
        print(f"lottie_web: no lottie-web at {LOTTIE_WEB_JS} (set LOTTIE_WEB_JS)", file=sys.stderr)
        return 2
    corpus = pathlib.Path(options.corpus)
    names = options.names or sorted(p.name for p in corpus.glob("*.json"))
    files = [corpus / (n if n.endswith(".json") else n + ".json") for n in names]
    totals = [0] * 7
    failed = []
    with Player() as player:
        for file in files:
            fixture = dump(file, player=player)
            numbers = counts(fixture)
            totals = [a + b for a, b in zip(totals, numbers)]
            if options.check:
                differences = compare(fixture, pathlib.Path(options.out))
                if differences:
                    failed.append(file.name)
                    print(f"{file.name}: lottie-web's output differs from the committed fixture: {differences}")
                continue
            write(fixture, pathlib.Path(options.out))
            status = "loaded" if fixture["load"]["ok"] else "FAILED to load"
            errors = fixture["load"]["errors"]
            print(f"{file.name}: {status}; {numbers[0]} layers, {numbers[1]} frames, {numbers[2]} trims, "
                  f"{numbers[3]} drawn layer-frames, {numbers[4]} trim values, {numbers[5]} spatial properties, "
                  f"{numbers[6]} spatial values"
                  + (f"; {len(errors)} errors: {errors[0][:200]}" if errors else ""))
            if not fixture["load"]["ok"]:
                failed.append(file.name)
        print(f"lottie-web {player.lottie_web['version']} in Chromium {player.chromium_version}")
    print(f"{len(files)} files, {totals[0]} layers, {totals[1]} frames, {totals[2]} trims, "
          f"{totals[3]} drawn layer-frames, {totals[4]} trim values, {totals[5]} spatial properties, "
          f"{totals[6]} spatial values; {len(failed)} failed to load"
          + (f": {', '.join(failed)}" if failed else ""))
    if options.check:
        print(f"check: {len(files) - len(failed)} of {len(files)} fixtures equal lottie-web's output now")
        return 1 if failed else 0
    return 0  # a file lottie-web cannot load is information, recorded in its fixture


VOLATILE = ("recorded", "chromium", "playwright")


def compare(fixture, folder):
    """What differs between a fresh recording and the committed fixture (None when they agree),
    through the same writer, so numbers compare as they are stored."""
    import tempfile
    committed = folder / (pathlib.Path(fixture["file"]).stem + ".json")
    if not committed.exists():
        return f"no fixture {committed}"
    with tempfile.TemporaryDirectory() as scratch:
        fresh = json.loads(write(fixture, pathlib.Path(scratch)).read_text(encoding="utf-8"))
    old = json.loads(committed.read_text(encoding="utf-8"))
    for key in VOLATILE:
        fresh.pop(key, None)
        old.pop(key, None)
    if fresh == old:
        return None
    keys = sorted(k for k in set(fresh) | set(old) if fresh.get(k) != old.get(k))
    return "fields " + ", ".join(keys)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
