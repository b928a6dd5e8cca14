#!/usr/bin/env python3
"""DocC coverage of MotionCurves' own public API: every public symbol declared in the layers'
sources (Sources/MotionCurves*/) must carry a doc comment with a summary.

`docc convert --experimental-documentation-coverage` also counts the members a type inherits from
the standard library (Collection's map, Equatable's !=, …), which no comment of ours can document;
this check reads the umbrella's symbol graph instead (the one Scripts/build-documentation.sh
extracts, with every re-exported layer in it) and counts exactly the symbols declared in our source
files. It prints the figure and fails under 100 %.

Usage: Scripts/build-documentation.sh && python3 .ci/doc-coverage.py [SYMBOL-GRAPH-DIR]
(default .build/documentation/symbol-graphs)
"""
import glob
import json
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build", "documentation", "symbol-graphs")
graphs = glob.glob(os.path.join(directory, "MotionCurves*.symbols.json"))
if not graphs:
    sys.exit(f"error: no symbol graph in {directory}: run Scripts/build-documentation.sh first")

sources = os.path.join(root, "Sources") + os.sep


def is_ours(file):
    """Whether `file` is a source file of the umbrella or a layer (Sources/MotionCurves*/…)."""
    return file.startswith(sources) and file[len(sources):].split(os.sep)[0].startswith("MotionCurves")


symbols = {}
for path in graphs:
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        file = uri.removeprefix("file://")
        if not is_ours(file):
            continue  # inherited or synthesized: not declared in our code
        if symbol["accessLevel"] not in ("public", "open"):
            continue
        comment = symbol.get("docComment", {})
        # A member without a comment of its own shows the comment of the requirement it implements.
        # That counts when the requirement is ours (a layer's); the standard library's generic text
        # ("A textual representation of this instance.") does not.
        if not comment.get("module", "MotionCurves").startswith("MotionCurves") or (
            "uri" not in comment and "range" not in comment
        ):
            comment = {}
        lines = [line["text"] for line in comment.get("lines", [])]
        summary = next((line.strip() for line in lines if line.strip()), "")
        name = ".".join(symbol["pathComponents"])
        line = symbol["location"]["position"]["line"] + 1
        symbols[symbol["identifier"]["precise"]] = (name, f"{file[len(root) + 1:]}:{line}", bool(summary))

documented = sum(1 for _, _, ok in symbols.values() if ok)
total = len(symbols)
print(f"DocC coverage of MotionCurves' public API: {documented}/{total} symbols have a summary "
      f"({100 * documented / max(total, 1):.1f} %)")
missing = sorted((where, name) for name, where, ok in symbols.values() if not ok)
for where, name in missing:
    print(f"  no summary: {name} ({where})")
sys.exit(1 if missing or total == 0 else 0)
