#!/usr/bin/env python3
"""Writes spring-reference.json: the exact motion of damped springs, computed with mpmath at 60
significant digits from the exact double parameters (m, k, c, from, to, v0, t), for
Tests/MotionCurvesSpringsTests/SpringReferenceTests.swift. Run from this folder: python3 make-spring-reference.py
"""
import json
from mpmath import mp, mpf, sqrt, exp

mp.dps = 60


def exact(m, k, c, x0, to, v0, t):
    m, k, c, x0, to, v0, t = map(mpf, (m, k, c, x0, to, v0, t))
    y0 = x0 - to
    disc = c * c - 4 * k * m
    if disc == 0:
        r = -c / (2 * m)
        # y = (y0 + (v0 - r y0) t) e^{rt}
        b = v0 - r * y0
        y = (y0 + b * t) * exp(r * t)
        v = (b + r * (y0 + b * t)) * exp(r * t)
        return y + to, v
    sq = sqrt(mp.mpc(disc))
    r1 = (-c + sq) / (2 * m)
    r2 = (-c - sq) / (2 * m)
    a = (v0 - r2 * y0) / (r1 - r2)
    b = y0 - a
    y = a * exp(r1 * t) + b * exp(r2 * t)
    v = a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
    return mp.re(y) + to, mp.re(v)


def main():
    cases = []
    zetas = [0, 1e-9, 0.05, 0.5, 0.999999, 1 - 1e-12, 1, 1 + 1e-12, 1.000001, 2, 100, 1e4, 1e9]
    springs = [(1.0, 100.0), (2.5, 7.0), (0.01, 1e4)]
    starts = [(0.0, 1.0, 0.0), (1.1, 1.0, 0.0), (30.0, 0.0, -120.0), (5.0, 5.0, 3.0)]
    times = [1e-3, 0.05, 0.3, 1.0, 7.0, 60.0, 1e3, 1e6]
    for zeta in zetas:
        for (m, k) in springs:
            c = float(2 * zeta * sqrt(mpf(k) * mpf(m)))  # the double nearest; ζ follows from it
            for (x0, to, v0) in starts:
                for t in times:
                    x, v = exact(m, k, c, x0, to, v0, t)
                    cases.append({"mass": m, "stiffness": k, "damping": c, "from": x0, "to": to,
                                  "initialVelocity": v0, "t": t,
                                  "position": float(x), "velocity": float(v)})
    with open("spring-reference.json", "w") as f:
        json.dump({"_about": "exact damped-spring motion, mpmath 60 digits; see make-spring-reference.py",
                   "cases": cases}, f, indent=0)
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
