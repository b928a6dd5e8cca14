"""The shared driver: batching our side (the release `curves` binary) and the browser side (one
Chromium page), and classifying every case against the exact reference.

An area (easing.py, timing.py, …) is an object with:

  name                          the area's key in the report and in classes.CLASSES
  generate(rng, n) -> [Case]    n seeded random cases
  ours(cli, cases) -> [value]   our values, batched through the CLI
  BROWSER_JS                    a JS function (inputs) => outputs, run once for all cases
  browser_inputs(cases)         the JSON-able inputs of BROWSER_JS
  parse_browser(case, raw)      the browser's value
  exact(case, **model)          the exact reference (keyword options model a browser's behaviour)
  ours_ok(case, ours, exact)    ours within our documented bound of the exact value
  agree(case, ours, browser)    the two agree at the browser's own resolution

A value that could not be had is an ErrorValue (a CLI refusal, a JS exception).
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import subprocess
from typing import Any, Callable, Sequence

import classes as classes_table

# `--at` is repeatable up to 4,096 times per invocation (the CLI's own limit on repeated options).
MAX_ARGUMENTS = 4096
# This VM has 2 cores: two CLI processes at a time keep both busy without starving the browser.
WORKERS = 2


@dataclasses.dataclass(frozen=True)
class ErrorValue:
  """A value that could not be had: the CLI refused, or the browser threw."""
  message: str

  def __str__(self) -> str:
    return f"error: {self.message}"


@dataclasses.dataclass
class Case:
  """One input: its area-specific data and a label naming it in full (to reproduce it by hand)."""
  id: str
  label: str
  data: dict[str, Any]


class CurvesCLI:
  """The release `curves` binary. Process start-up dominates, so areas batch their inputs."""

  def __init__(self, path: str):
    self.path = path

  def run(self, args: Sequence[str]) -> str | ErrorValue:
    proc = subprocess.run([self.path, *args], capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
      return ErrorValue(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}")
    return proc.stdout

  def run_many(self, arg_lists: Sequence[Sequence[str]]) -> list[str | ErrorValue]:
    """Runs every invocation, WORKERS at a time; results in the order given."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
      return list(pool.map(self.run, arg_lists))

  def csv_rows(self, args: Sequence[str], repeated: str, values: Sequence[str]) -> list[list[str]] | ErrorValue:
    """Runs `args` with `repeated value` for every value (in chunks of MAX_ARGUMENTS) and returns
    the CSV data rows (header dropped), one per value, in order."""
    chunks = [values[i:i + MAX_ARGUMENTS] for i in range(0, len(values), MAX_ARGUMENTS)] or [[]]
    rows: list[list[str]] = []
    for chunk in chunks:
      out = self.run([*args, *[a for v in chunk for a in (repeated, v)]])
      if isinstance(out, ErrorValue):
        return out
      rows.extend(split_csv_line(line) for line in out.splitlines()[1:] if line)
    return rows


def split_csv_line(line: str) -> list[str]:
  """One CSV line (RFC 4180 quoting, as the CLI writes it) into its cells."""
  cells, cell, quoted, i = [], [], False, 0
  while i < len(line):
    ch = line[i]
    if quoted:
      if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
        cell.append('"')
        i += 1
      elif ch == '"':
        quoted = False
      else:
        cell.append(ch)
    elif ch == '"':
      quoted = True
    elif ch == ",":
      cells.append("".join(cell))
      cell = []
    else:
      cell.append(ch)
    i += 1
  cells.append("".join(cell))
  return cells


# The page every area runs in: an element for CSS properties and an SVG path for geometry.
PAGE = """<!doctype html><html><body>
<div id="box" style="width:100px;height:100px"></div>
<svg width="10" height="10"><path id="path" d=""/></svg>
</body></html>"""


class Browser:
  """One headless Chromium page (Debian's build, driven by playwright through executable_path)."""

  def __init__(self, executable: str):
    self.executable = executable

  def __enter__(self) -> "Browser":
    from playwright.sync_api import sync_playwright
    self._pw = sync_playwright().start()
    self._browser = self._pw.chromium.launch(executable_path=self.executable)
    self.page = self._browser.new_page()
    self.page.set_content(PAGE)
    self.version = self._browser.version
    return self

  def __exit__(self, *exc) -> None:
    self._browser.close()
    self._pw.stop()

  def evaluate(self, script: str, inputs: list[Any]) -> list[Any]:
    """Runs `script` — a JS function (inputs) => outputs — once over every case of an area."""
    # A fresh element per area, so no animation or style of one area leaks into another.
    self.page.set_content(PAGE)
    return self.page.evaluate(script, inputs)


# Outcome names that are not documented classes.
AGREE = "agree"
OURS_WRONG = "ours wrong"
UNEXPLAINED = "unexplained"


@dataclasses.dataclass
class Outcome:
  case: Case
  kind: str  # AGREE, OURS_WRONG, UNEXPLAINED or a documented class's name
  ours: Any
  browser: Any
  exact: Any

  @property
  def failed(self) -> bool:
    return self.kind in (OURS_WRONG, UNEXPLAINED)

  def describe(self) -> dict[str, str]:
    return {"case": self.case.id, "input": self.case.label, "outcome": self.kind,
            "ours": show(self.ours), "browser": show(self.browser), "exact": show(self.exact)}


def show(value: Any) -> str:
  """A value as one short line for the report."""
  if isinstance(value, float):
    return repr(value)
  if isinstance(value, (list, tuple)):
    return "[" + ", ".join(show(v) for v in value) + "]"
  if isinstance(value, dict):
    return "{" + ", ".join(f"{k}: {show(v)}" for k, v in value.items()) + "}"
  return str(value)


def classify(area, case: Case, ours: Any, browser: Any) -> Outcome:
  """The one classification rule, for every area:

  1. ours is checked against the exact reference on every case, whatever the browser says: a
     value outside our documented bound is OURS_WRONG (a failure), even where the browser agrees;
  2. otherwise, ours and the browser agreeing at the browser's resolution is AGREE;
  3. otherwise the first documented class of the area (classes.CLASSES, in table order) whose rule
     accepts the browser's value, judged against the exact reference, names the disagreement;
  4. otherwise (a browser error included) it is UNEXPLAINED (a failure).
  """
  exact = area.exact(case)
  if not area.ours_ok(case, ours, exact):
    return Outcome(case, OURS_WRONG, ours, browser, exact)
  if area.agree(case, ours, browser):
    return Outcome(case, AGREE, ours, browser, exact)
  if isinstance(browser, ErrorValue):
    return Outcome(case, UNEXPLAINED, ours, browser, exact)
  for entry in classes_table.CLASSES:
    if entry.area == area.name and entry.rule(area, case, browser, exact):
      return Outcome(case, entry.name, ours, browser, exact)
  return Outcome(case, UNEXPLAINED, ours, browser, exact)


def run_area(area, cli: CurvesCLI, browser: Browser, rng, n: int) -> list[Outcome]:
  cases = area.generate(rng, n)
  ours = area.ours(cli, cases)
  raw = browser.evaluate(area.BROWSER_JS, area.browser_inputs(cases))
  seen = [ErrorValue(r["error"]) if isinstance(r, dict) and "error" in r else area.parse_browser(c, r)
          for c, r in zip(cases, raw)]
  return [classify(area, c, o, b) for c, o, b in zip(cases, ours, seen)]


def summarize(name: str, outcomes: list[Outcome], shown: int) -> dict[str, Any]:
  """The report of one area: counts of every outcome, and the failures (the first `shown` of
  each kind in full) plus one example of each documented class."""
  counts: dict[str, int] = {}
  for o in outcomes:
    counts[o.kind] = counts.get(o.kind, 0) + 1
  documented = {e.name: counts.get(e.name, 0) for e in classes_table.CLASSES if e.area == name}
  examples = {}
  for o in outcomes:
    if o.kind in documented and o.kind not in examples:
      examples[o.kind] = o.describe()
  return {
    "cases": len(outcomes),
    "agreements": counts.get(AGREE, 0),
    "classes": documented,
    "ours wrong": counts.get(OURS_WRONG, 0),
    "unexplained": counts.get(UNEXPLAINED, 0),
    "failures": [o.describe() for kind in (OURS_WRONG, UNEXPLAINED)
                 for o in [x for x in outcomes if x.kind == kind][:shown]],
    "class examples": examples,
  }
