#!/usr/bin/env python3
"""sin and cos of huge angles, for the Payne–Hanek reduction's tests.

Each angle is a double (written as its exact hexadecimal form, read back bit for bit); mpmath
evaluates sin and cos of that exact value with 1,400 bits, enough to reduce any double modulo 2π.
Products of two doubles reach 2²⁰⁴⁸, which needs 2,800 bits.
Run: python3 make-huge-phase-reference.py > huge-phase-reference.json (mpmath 1.3).
"""
import json
import random

import mpmath

mpmath.mp.prec = 1400
rng = random.Random(2026)
angles = [1e22, -1e22, 1e300, 1.7976931348623157e308, -1.7976931348623157e308, 2.0 ** 40, 2.0 ** 40 + 0.5,
          6381956970095103.0 * 2.0 ** 797, 5.0e15, 1e18, 3.14159265358979e20]
for exponent in range(40, 1024, 7):
    for _ in range(3):
        angles.append(rng.choice([-1, 1]) * rng.uniform(1, 2) * 2.0 ** exponent)
cases = []
for x in angles:
    exact = mpmath.mpf(x)
    cases.append({"x": x.hex(), "sin": mpmath.nstr(mpmath.sin(exact), 25), "cos": mpmath.nstr(mpmath.cos(exact), 25)})
# Products a·b of two doubles, also beyond the largest double (ω·x, speed·t): 2,800 bits.
mpmath.mp.prec = 2800
products = []
for _ in range(120):
    a = rng.choice([-1, 1]) * rng.uniform(1, 2) * 2.0 ** rng.randint(-60, 1023)
    b = rng.uniform(1, 2) * 2.0 ** rng.randint(0, 1023)
    exact = mpmath.mpf(a) * mpmath.mpf(b)
    products.append({"a": a.hex(), "b": b.hex(), "sin": mpmath.nstr(mpmath.sin(exact), 25), "cos": mpmath.nstr(mpmath.cos(exact), 25)})
for a, b in [(1.7976931348623157e308, 100.0), (1.7976931348623157e308, 1.7976931348623157e308), (-1.7976931348623157e308, 375.0)]:
    exact = mpmath.mpf(a) * mpmath.mpf(b)
    products.append({"a": a.hex(), "b": b.hex(), "sin": mpmath.nstr(mpmath.sin(exact), 25), "cos": mpmath.nstr(mpmath.cos(exact), 25)})
print(json.dumps({"_about": "sin and cos of doubles given in hexadecimal (cases), and of products of two doubles (products), by mpmath at 1,400 and 2,800 bits; see make-huge-phase-reference.py",
                  "cases": cases, "products": products}, indent=1))
