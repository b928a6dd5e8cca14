#!/usr/bin/env python3
"""Differential tests of MotionCurves against headless Chromium (issue 28).

Every area draws seeded random inputs, evaluates them with the release `curves` binary and with one
Chromium page, and classifies every case against an exact reference (see driver.classify and
classes.CLASSES). Prints a summary per area, writes it as JSON (--report), and exits 1 when any
case is "ours wrong" or an unexplained disagreement.

  python3 Tests/Differential/run.py [--seed 28] [--cases N] [--curves .build/release/curves]
                                    [--chromium /usr/bin/chromium] [--report report.json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import classes  # noqa: E402
import colors  # noqa: E402
import driver  # noqa: E402
import easing  # noqa: E402
import paths  # noqa: E402
import timing  # noqa: E402
import transforms  # noqa: E402

AREAS = [easing, timing, transforms, colors, paths]


def main(argv=None) -> int:
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--seed", type=int, default=28, help="the seed of every area's inputs (default 28)")
  parser.add_argument("--cases", type=int, default=None,
                      help="cases per area (default: each area's own, " +
                           ", ".join(f"{a.name} {a.CASES}" for a in AREAS) + ")")
  parser.add_argument("--areas", default=",".join(a.name for a in AREAS), help="comma-separated areas to run")
  parser.add_argument("--curves", default=".build/release/curves", help="the release curves binary")
  parser.add_argument("--chromium", default="/usr/bin/chromium", help="the Chromium executable")
  parser.add_argument("--report", default=None, help="write the report as JSON to this path")
  parser.add_argument("--shown", type=int, default=20, help="failures listed in full per area and kind")
  args = parser.parse_args(argv)

  if not os.access(args.curves, os.X_OK):
    print(f"error: no curves binary at {args.curves} (swift build -c release --product curves)", file=sys.stderr)
    return 2
  chosen = [a for a in AREAS if a.name in args.areas.split(",")]
  cli = driver.CurvesCLI(args.curves)
  report = {"seed": args.seed, "areas": {}}
  failed = 0
  with driver.Browser(args.chromium) as browser:
    report["browser"] = browser.version
    for area in chosen:
      started = time.monotonic()
      # One generator per area, seeded by the seed and the area's name: an area's inputs do not
      # depend on which other areas run.
      rng = random.Random(f"{args.seed}:{area.name}")
      outcomes = driver.run_area(area, cli, browser, rng, args.cases or area.CASES)
      summary = driver.summarize(area.name, outcomes, args.shown)
      report["areas"][area.name] = summary
      failed += summary["ours wrong"] + summary["unexplained"]
      print_summary(area.name, summary, time.monotonic() - started)
  report["failures"] = failed
  if args.report:
    with open(args.report, "w") as f:
      json.dump(report, f, indent=1, sort_keys=True)
      f.write("\n")
  total = sum(s["cases"] for s in report["areas"].values())
  print(f"\n{total - failed} passed, {failed} failed")
  return 1 if failed else 0


def print_summary(name: str, s: dict, seconds: float) -> None:
  print(f"\n== {name}: {s['cases']} cases, {s['agreements']} agree ({seconds:.1f} s)")
  for cls, count in s["classes"].items():
    print(f"   {count:6d}  {cls}")
  print(f"   {s['ours wrong']:6d}  ours wrong")
  print(f"   {s['unexplained']:6d}  unexplained")
  for f in s["failures"]:
    print(f"   FAIL [{f['outcome']}] {f['input']}\n        ours {f['ours']}\n        browser {f['browser']}\n        exact {f['exact']}")


if __name__ == "__main__":
  sys.exit(main())
