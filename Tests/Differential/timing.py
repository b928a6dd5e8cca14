"""The Web Animations timing model: delay, endDelay, iterations (fractional and Infinity),
iterationStart, direction, fill and playbackRate, evaluated at local times on and around every
boundary (Web Animations 1 §4.5–4.10).

Ours: `curves animate` on a {"timing": …} document with `--at t` for every time (the local time of
a timing document is the time given). Browser: a paused animation of an empty effect with that
timing, its playback rate set, then its current time (which is the effect's local time:
Web Animations 1 §4.5.1 "Local time"), read through getComputedTiming() (§6.7): currentIteration and
progress, both null when the effect is not in effect.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from fractions import Fraction

from driver import Case, ErrorValue
from exact import close, decimal, fr, number

name = "timing"
CASES = 2400
PER_TIMING = 24

# Ours: "every quantity is the spec's formula evaluated with correctly rounded operations" on
# inputs of a few thousand ms and progress below ~10: each within 1e-12 of the exact value's
# magnitude (max(1, |q|)); phase, unresolvedness and current iteration must be exactly the exact
# model's — an iteration boundary decided by rounding is wrong.
OURS_BOUND = 1e-12
# Agreement: the same current iteration and progress within 1e-12.
AGREE_BOUND = 1e-12

INF = math.inf


def _timing(rng) -> dict:
  t = {"duration": float(decimal(rng, 1, 3000, rng.choice([0, 1, 2]))) if rng.random() > 0.05 else 0.0}
  if rng.random() < 0.7:
    t["delay"] = float(decimal(rng, -800, 1500, rng.choice([0, 1, 2])))
  if rng.random() < 0.4:
    t["endDelay"] = float(decimal(rng, -800, 800, rng.choice([0, 1])))
  r = rng.random()
  t["iterations"] = (1.0 if r < 0.2 else float(rng.randint(0, 4)) if r < 0.4 else INF if r < 0.5
                     else float(decimal(rng, 0, 4, 2)))
  if rng.random() < 0.6:
    t["iterationStart"] = float(decimal(rng, 0, 3, rng.choice([1, 2])))
  t["direction"] = rng.choice(["normal", "reverse", "alternate", "alternate-reverse"])
  t["fill"] = rng.choice(["none", "forwards", "backwards", "both", "auto"])
  t["playbackRate"] = rng.choice([1.0, 1.0, -1.0, 2.0, 0.5, -0.5, -2.0, 1.5])
  return t


def _boundary_times(t: dict) -> list[float]:
  """The times where the model switches: each computed in doubles the way a page author would
  write them (delay + (k − iterationStart)·duration), so rounding puts them on either side."""
  d, delay = t["duration"], t.get("delay", 0.0)
  start = t.get("iterationStart", 0.0)
  iters = t["iterations"] if t["iterations"] != INF else 5.0
  times = [delay, delay + d * iters, delay + d * iters + t.get("endDelay", 0.0), 0.0]
  for k in range(0, int(math.floor(start + iters)) + 2):
    times.append(delay + (k - start) * d)
  return times


def generate(rng, n: int) -> list[Case]:
  cases = []
  for _ in range(max(1, n // PER_TIMING)):
    timing = _timing(rng)
    candidates = _boundary_times(timing)
    times = set()
    for b in candidates:
      times |= {b, math.nextafter(b, INF), math.nextafter(b, -INF)}
    times = sorted(times)
    rng.shuffle(times)
    times = times[:PER_TIMING // 2]
    span = max(abs(x) for x in candidates) + 100
    while len(times) < PER_TIMING:
      times.append(float(decimal(rng, -span / 2, span * 1.2, rng.choice([0, 1, 2]))))
    label = json.dumps(timing)
    for time in times:
      cases.append(Case(f"timing-{len(cases):05d}", f"timing {label} at t = {time!r}",
                        {"timing": timing, "t": time}))
  return cases


def _document(timing: dict) -> str:
  return json.dumps({"timing": {k: ("Infinity" if v == INF else v) for k, v in timing.items()}})


COLUMNS = ["phase", "activeTime", "overallProgress", "simpleIterationProgress", "currentIteration",
           "directedProgress", "progress"]


def ours(cli, cases):
  """`curves animate <document> --at t …`, one invocation per timing."""
  groups: dict[str, list[int]] = {}
  for i, c in enumerate(cases):
    groups.setdefault(_document(c.data["timing"]), []).append(i)
  with tempfile.TemporaryDirectory() as tmp:
    paths = []
    for j, doc in enumerate(groups):
      path = os.path.join(tmp, f"{j}.json")
      with open(path, "w") as f:
        f.write(doc)
      paths.append(path)
    outs = cli.run_many([["animate", path, *[a for i in groups[doc] for a in ("--at", repr(cases[i].data["t"]))]]
                         for path, doc in zip(paths, groups)])
  result = [None] * len(cases)
  for doc, out in zip(groups, outs):
    rows = out if isinstance(out, ErrorValue) else [line.split(",") for line in out.splitlines()[1:]]
    for j, i in enumerate(groups[doc]):
      if isinstance(rows, ErrorValue):
        result[i] = rows
      else:
        row = rows[j]
        result[i] = {"phase": row[1], **{k: number(v) for k, v in zip(COLUMNS[1:], row[2:])}}
  return result


# Web Animations 1 §4.4.15 "Updating the playback rate" (set before the time, on a paused
# animation, it keeps the hold time), §4.4.4 "Setting the current time", §6.7 getComputedTiming().
BROWSER_JS = """(inputs) => {
  const el = document.getElementById('box');
  return inputs.map(({timing, t}) => {
    try {
      const {playbackRate, ...effectTiming} = timing;
      const anim = el.animate(null, effectTiming);
      anim.pause();
      anim.playbackRate = playbackRate;
      anim.currentTime = t;
      const ct = anim.effect.getComputedTiming();
      anim.cancel();
      return {currentIteration: ct.currentIteration, progress: ct.progress, localTime: ct.localTime};
    } catch (e) { return {error: String(e)}; }
  });
}"""


def browser_inputs(cases):
  return [{"timing": {k: ("Infinity" if v == INF else v) for k, v in c.data["timing"].items()}, "t": c.data["t"]}
          for c in cases]


def parse_browser(case, raw):
  iteration = raw["currentIteration"]
  return {"currentIteration": None if iteration is None else float(iteration),
          "progress": None if raw["progress"] is None else float(raw["progress"]),
          "localTime": float(raw["localTime"])}


# ---- The exact reference: Web Animations 1 §4.5–4.10 on the exact values of the doubles ----------

def model(timing: dict, t: Fraction) -> dict:
  """Every quantity of the timing model at local time t, exactly (Fractions; ±inf floats)."""
  duration = fr(timing["duration"])
  delay = fr(timing.get("delay", 0.0))
  end_delay = fr(timing.get("endDelay", 0.0))
  iterations = timing["iterations"]
  iterations = INF if iterations == INF else fr(iterations)
  start = fr(timing.get("iterationStart", 0.0))
  fill = timing["fill"]
  backwards = timing["playbackRate"] < 0
  # §4.8.1 "Calculating the active duration".
  if duration == 0 or iterations == 0:
    active_duration = Fraction(0)
  else:
    active_duration = INF if iterations == INF else duration * iterations
  # §4.5.4 "The end time": max(delay + active duration + end delay, 0).
  end_time = INF if active_duration == INF else max(delay + active_duration + end_delay, Fraction(0))
  # §4.5.5 "Animation effect phases and states".
  before_active = max(min(delay, end_time), Fraction(0))
  active_after = (end_time if active_duration == INF else
                  max(min(delay + active_duration, end_time), Fraction(0)))
  if t < before_active or (backwards and t == before_active):
    phase = "before"
  elif t > active_after or (not backwards and t == active_after):
    phase = "after"
  else:
    phase = "active"
  # §4.8.2 "Calculating the active time" (fill auto is none for a keyframe effect: §4.6.1).
  fills_backwards = fill in ("backwards", "both")
  fills_forwards = fill in ("forwards", "both")
  if phase == "before":
    active = max(t - delay, Fraction(0)) if fills_backwards else None
  elif phase == "active":
    active = t - delay
  else:
    active = max(min(t - delay, active_duration), Fraction(0)) if fills_forwards else None
  out = {"phase": phase, "activeTime": active}
  if active is None:
    return {**out, **{k: None for k in COLUMNS[2:]}}
  # §4.9.1 "Calculating the overall progress".
  if duration == 0:
    overall = Fraction(0) if phase == "before" else iterations
  else:
    overall = active / duration
  overall = overall + start if overall != INF else INF
  # §4.9.2 "Calculating the simple iteration progress".
  simple = (start % 1) if overall == INF else overall % 1
  if (simple == 0 and phase in ("active", "after") and active == active_duration and iterations != 0):
    simple = Fraction(1)
  # §4.9.4 "Calculating the current iteration".
  if phase == "after" and iterations == INF:
    current = INF
  elif simple == 1:
    current = math.floor(overall) - 1
  else:
    current = math.floor(overall)
  # §4.10.1 "Calculating the directed progress".
  direction = timing["direction"]
  if direction == "normal":
    forwards = True
  elif direction == "reverse":
    forwards = False
  else:
    d = current if direction == "alternate" else current + 1
    forwards = d == INF or d % 2 == 0
  directed = simple if forwards else 1 - simple
  return {**out, "overallProgress": overall, "simpleIterationProgress": simple,
          "currentIteration": current, "directedProgress": directed,
          # §4.10.2: the easing is linear in this area, so the transformed progress is the directed.
          "progress": directed}


def exact(case: Case) -> dict:
  m = model(case.data["timing"], fr(case.data["t"]))
  return {k: (v if isinstance(v, str) or v is None else float(v)) for k, v in m.items()}


def ours_ok(case, ours, exact_value) -> bool:
  if isinstance(ours, ErrorValue) or ours["phase"] != exact_value["phase"]:
    return False
  if ours["currentIteration"] != exact_value["currentIteration"]:
    return False
  return all(close(ours[k], exact_value[k], OURS_BOUND * max(1.0, abs(exact_value[k] or 0.0)))
             for k in COLUMNS[1:])


def agree(case, ours, browser) -> bool:
  return (not isinstance(browser, ErrorValue) and browser["currentIteration"] == ours["currentIteration"]
          and close(browser["progress"], ours["progress"], AGREE_BOUND))


def explained_by_time_shift(case, browser, delta: float) -> bool:
  """Whether the browser's (currentIteration, progress) is the exact model's at some local time
  within delta of t: at the local time the browser reports (its own round trip of t), at t ± delta,
  or — with the same iteration — a progress within delta/duration of the exact one (progress moves
  by at most |Δt|/duration)."""
  timing, t = case.data["timing"], fr(case.data["t"])
  d = fr(delta)
  if abs(fr(browser["localTime"]) - t) > d:
    return False
  for shifted in (fr(browser["localTime"]), t - d, t, t + d):
    m = model(timing, shifted)
    if m["currentIteration"] != browser["currentIteration"] and not (
        m["currentIteration"] is not None and browser["currentIteration"] is not None
        and float(m["currentIteration"]) == browser["currentIteration"]):
      continue
    if (m["progress"] is None) != (browser["progress"] is None):
      continue
    if m["progress"] is None:
      return True
    slack = float(d / fr(timing["duration"])) if timing["duration"] else 0.0
    if abs(float(m["progress"]) - browser["progress"]) <= slack + AGREE_BOUND:
      return True
  return False
