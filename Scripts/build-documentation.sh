#!/usr/bin/env bash
# Builds the DocC documentation of MotionCurves, the umbrella module, and fails on any warning.
#
#   Scripts/build-documentation.sh [--output ARCHIVE] [--symbol-graph-dir DIR] [docc convert options…]
#
# The umbrella only re-exports the layers (`@_exported import MotionCurvesCore`, …), so its own
# symbol graph, the one `swift package generate-documentation` reads, is empty. This builds the
# layers, extracts one symbol graph of the umbrella with every re-exported layer's symbols in it,
# and converts the catalog Sources/MotionCurves/MotionCurves.docc against it. The layers are the
# umbrella target's dependencies in Package.swift, which must be the modules it re-exports.
#
# Defaults, in the package directory: the archive is .build/documentation/MotionCurves.doccarchive
# (ready for static hosting: serve it and open /documentation/motioncurves), the symbol graph is in
# .build/documentation/symbol-graphs (.ci/doc-coverage.py reads it). Other options go to
# `docc convert` (e.g. --hosting-base-path MotionCurves). DOCC and SYMBOLGRAPH_EXTRACT override the
# tools, which are otherwise found next to `swift` or with xcrun. Needs python3 (to read the
# package description).
set -euo pipefail

# A path given relative to where the script was run from.
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }

output=.build/documentation/MotionCurves.doccarchive
graphs=.build/documentation/symbol-graphs
docc_options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output="$(absolute "$2")"; shift 2 ;;
    --symbol-graph-dir) graphs="$(absolute "$2")"; shift 2 ;;
    -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) docc_options+=("$1"); shift ;;
  esac
done

fail() {
  echo "error: $*" >&2
  exit 1
}

case "$output" in *.doccarchive) ;; *) fail "--output must name a .doccarchive (it is replaced)" ;; esac
cd "$(dirname "$0")/.."

# A toolchain tool: $override if set, else beside `swift` (Linux, swift.org toolchains), else xcrun's.
tool() {
  local name="$1" override="$2" swift_dir
  if [ -n "$override" ]; then echo "$override"; return; fi
  swift_dir="$(dirname "$(command -v swift)")"
  if [ -x "$swift_dir/$name" ]; then echo "$swift_dir/$name"; return; fi
  if command -v xcrun >/dev/null 2>&1 && xcrun --find "$name" >/dev/null 2>&1; then xcrun --find "$name"; return; fi
  fail "$name not found: install a Swift toolchain that has it, or set its path in the environment"
}
docc="$(tool docc "${DOCC:-}")"
extract="$(tool swift-symbolgraph-extract "${SYMBOLGRAPH_EXTRACT:-}")"

# The layers: the umbrella target's dependencies, in Package.swift's order.
layers=()
while IFS= read -r layer; do layers+=("$layer"); done < <(
  swift package dump-package | python3 -c '
import json, sys
umbrella = next(t for t in json.load(sys.stdin)["targets"] if t["name"] == "MotionCurves")
for dependency in umbrella["dependencies"]:
    print(next(iter(dependency.values()))[0])
')
[ ${#layers[@]} -gt 0 ] || fail "Package.swift: the target MotionCurves has no dependencies"
exported="$(sed -n 's/^@_exported import \([A-Za-z0-9_]*\).*/\1/p' Sources/MotionCurves/*.swift | sort)"
if [ "$(printf '%s\n' "${layers[@]}" | sort)" != "$exported" ]; then
  fail "the umbrella's dependencies in Package.swift are not the modules it re-exports (@_exported import)"
fi

swift build --target MotionCurves
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"                     # SwiftPM 6 puts the .swiftmodule files here…
[ -d "$modules" ] || modules="$bin"        # …older ones beside the products
includes=(-I "$modules")
# The C modules the layers' dependencies import (swift-numerics' _NumericsShims): their module maps.
while IFS= read -r map; do includes+=(-I "$(dirname "$map")"); done < <(
  find .build/checkouts -name module.modulemap -path '*/include/*' 2>/dev/null | sort)
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
rm -rf "$output"
mkdir -p "$graphs" "$(dirname "$output")"
rm -f "$graphs"/*.symbols.json
"$extract" -module-name MotionCurves "${includes[@]}" ${sdk[@]+"${sdk[@]}"} -target "$triple" \
  -output-dir "$graphs" -minimum-access-level public \
  -experimental-allowed-reexported-modules="$(IFS=,; echo "${layers[*]}")" 2>&1 | tee "$log"
"$docc" convert Sources/MotionCurves/MotionCurves.docc --additional-symbol-graph-dir "$graphs" \
  --output-path "$output" --fallback-display-name MotionCurves --fallback-bundle-identifier MotionCurves \
  --warnings-as-errors ${docc_options[@]+"${docc_options[@]}"} 2>&1 | tee -a "$log"
if grep -qiE "warning:|error:" "$log"; then
  fail "the documentation build shows warnings"
fi
echo "Documentation of MotionCurves (${#layers[@]} layers): $output"
