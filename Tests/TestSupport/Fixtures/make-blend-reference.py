#!/usr/bin/env python3
"""Writes blend-reference.json: Compositing and Blending Level 1 evaluated exactly.

Every input is a binary double; the spec's formulas (§5 simple alpha compositing, §9 the general
formula, §10.2 the separable blend functions, clamped to [0, 1]) are evaluated on their exact
rational values with fractions.Fraction, the square root of soft-light's D(cb) with mpmath at 80
digits. Each result is stored as a double-double [hi, lo] (hi = the nearest double, lo = the
rest), so a test can measure its error against the exact value and not against a rounded one.

Formulas, as the spec writes them (https://www.w3.org/TR/compositing-1/):
  B normal = cs; multiply = cb*cs; screen = cb + cs - cb*cs; overlay = HardLight(cs, cb);
  darken = min; lighten = max; color-dodge: 0 if cb == 0, 1 if cs == 1, else min(1, cb/(1-cs));
  color-burn: 1 if cb == 1, 0 if cs == 0, else 1 - min(1, (1-cb)/cs);
  hard-light: cs <= 1/2 -> cb*2cs else screen(cb, 2cs-1);
  soft-light: cs <= 1/2 -> cb - (1-2cs)*cb*(1-cb) else cb + (2cs-1)*(D(cb)-cb),
              D = ((16cb-12)cb+4)cb for cb <= 1/4 else sqrt(cb);
  difference = |cb-cs|; exclusion = cb + cs - 2*cb*cs.
  Composite (straight): Cs' = (1-ab)Cs + ab*B(Cb, Cs) (Cs' = Cs for normal: no blend step);
  co = as*Cs' + ab*(1-as)*Cb; ao = as + ab*(1-as); Co = co/ao, or 0 when ao = 0.

Run: python3 make-blend-reference.py > blend-reference.json
"""
import json
from fractions import Fraction as F
import mpmath

mpmath.mp.dps = 80
MODES = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
         "hard-light", "soft-light", "difference", "exclusion"]


def sqrt(x):
    s = mpmath.sqrt(mpmath.mpf(x.numerator) / x.denominator)
    m, e = mpmath.frexp(s)
    return F(int(mpmath.ldexp(m, 260))) * F(2) ** (e - 260)


def D(cb):
    return ((16 * cb - 12) * cb + 4) * cb if cb <= F(1, 4) else sqrt(cb)


def B(mode, cb, cs):
    if mode == "normal": b = cs
    elif mode == "multiply": b = cb * cs
    elif mode == "screen": b = cb + cs - cb * cs
    elif mode == "overlay": b = B("hard-light", cs, cb)
    elif mode == "darken": b = min(cb, cs)
    elif mode == "lighten": b = max(cb, cs)
    elif mode == "color-dodge": b = F(0) if cb == 0 else F(1) if cs == 1 else min(F(1), cb / (1 - cs))
    elif mode == "color-burn": b = F(1) if cb == 1 else F(0) if cs == 0 else 1 - min(F(1), (1 - cb) / cs)
    elif mode == "hard-light": b = cb * 2 * cs if cs <= F(1, 2) else B("screen", cb, 2 * cs - 1)
    elif mode == "soft-light":
        b = cb - (1 - 2 * cs) * cb * (1 - cb) if cs <= F(1, 2) else cb + (2 * cs - 1) * (D(cb) - cb)
    elif mode == "difference": b = abs(cb - cs)
    elif mode == "exclusion": b = cb + cs - 2 * cb * cs
    return min(max(F(b), F(0)), F(1))


def dd(x):
    hi = float(x)
    return [hi, float(x - F(hi))]


def composite(mode, s, b):
    a_s, a_b = F(s[3]), F(b[3])
    a_o = a_s + a_b * (1 - a_s)
    out = []
    for i in range(3):
        cs, cb = F(s[i]), F(b[i])
        mixed = cs if mode == "normal" else (1 - a_b) * cs + a_b * B(mode, cb, cs)
        co = a_s * mixed + a_b * (1 - a_s) * cb
        out.append(co / a_o if a_o != 0 else F(0))
    out.append(a_o)
    return out


grid = [0.0, 0.1, 0.25, 0.3, 0.5, 0.7, 0.75, 1.0]
blend = [{"mode": m, "cb": cb, "cs": cs, "exact": dd(B(m, F(cb), F(cs)))}
         for m in MODES for cb in grid for cs in grid]
alphas = [0.0, 0.3, 0.5, 1.0]
colours = [([0.1, 0.5, 0.9], [0.75, 0.25, 1.0]), ([0.0, 1.0, 0.6], [0.0, 1.0, 0.3])]
comp = []
for m in MODES:
    for sc, bc in colours:
        for a_s in alphas:
            for a_b in alphas:
                s, b = sc + [a_s], bc + [a_b]
                comp.append({"mode": m, "source": s, "backdrop": b, "exact": [dd(v) for v in composite(m, s, b)]})

header = {
    "source": "W3C Compositing and Blending Level 1 (CR 2015-01-13, ED fxtf-drafts compositing-1/Overview.bs): "
              "§5 simple alpha compositing, §9 general formula, §10.2 separable blend modes",
    "generator": "make-blend-reference.py (fractions.Fraction, mpmath 80 digits for sqrt); values are double-doubles [hi, lo]",
}
# One case per line.
lines = ["{"] + [f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in header.items()]
for key, cases in (("blend", blend), ("composite", comp)):
    lines.append(f'"{key}": [')
    lines += [json.dumps(c) + ("," if i < len(cases) - 1 else "") for i, c in enumerate(cases)]
    lines.append("]," if key == "blend" else "]")
lines.append("}")
print("\n".join(lines))
