"""Exact and high-precision arithmetic shared by the areas' references.

Rational quantities use fractions.Fraction on the exact values of the doubles given (a double is a
dyadic rational, so Fraction(x) is exact). Transcendental ones use mpmath at DIGITS significant
digits, far beyond a double's 17, so the reference's own error is negligible in every comparison.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath

DIGITS = 40
mpmath.mp.dps = DIGITS


def fr(x: float | int | str) -> Fraction:
  """The exact value of a double (or of a decimal string read as the double it rounds to)."""
  return Fraction(float(x)) if isinstance(x, str) else Fraction(x)


def mp(x) -> mpmath.mpf:
  if isinstance(x, Fraction):
    return mpmath.mpf(x.numerator) / x.denominator
  return mpmath.mpf(x)


def floor_fr(x: Fraction) -> int:
  return math.floor(x)


def close(a: float, b: float, tol: float) -> bool:
  """|a − b| ≤ tol, with infinities equal only to themselves."""
  if a is None or b is None:
    return a is None and b is None
  if math.isinf(a) or math.isinf(b):
    return a == b
  return abs(a - b) <= tol


def number(text: str) -> float | None:
  """A CSV cell as a number: empty is None (unresolved), inf/-inf infinite."""
  text = text.strip()
  if text == "":
    return None
  return float(text)


def decimal(rng, low: float, high: float, digits: int) -> str:
  """A random decimal in [low, high] with at most `digits` fraction digits, as CSS and JSON text
  (both sides parse the same text to the same correctly rounded double)."""
  value = round(rng.uniform(low, high), digits)
  text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
  return "0" if text in ("-0", "") else text
