#!/usr/bin/env python3
"""Expected colours for the gradient scenes (GradientSceneTests.swift), computed independently.

The countdown (animations.md §5): c1 = (0, 157, 248), c2 = (206, 7, 85), c3 = (245, 180, 51) / 255,
pairs [c1, c2] → [c2, c3] → [c3, c1] → [c1, c3], each change a 3 s CABasicAnimation of `colors`
with timingFunction nil, i.e. linear pacing (CAAnimation.timingFunction: "Defaults to nil,
indicating linear pacing"), so 0, 1.5 and 3 s are fractions 0, ½ and 1.
- Core Animation mode: component-wise sRGB, exact fractions.
- CSS mode in Oklab: CSS Color 4 conversions.js written out in mpmath at 50 digits — the sRGB
  transfer, the rational lin-sRGB → XYZ-D65 matrix, the OKLab matrices (and their published
  inverses) from css-color-constants.json — then the lerp in Oklab.
The sidebar (§3c): overlay colours [clear, black at alpha a], locations [0.2, 1],
a = max(0.5 − r/2, 0), straight or premultiplied alike (both colours are black):
alpha(x) = a·(x − 0.2)/0.8 for x ≥ 0.2.
Run from the repository root:
  python3 Tests/TestSupport/Fixtures/make-gradient-scene-reference.py ../shared/conformance/css-color-constants.json
(mpmath 1.3)
"""
import json
import sys
from fractions import Fraction as F

from mpmath import cbrt, matrix, mp, mpf

mp.dps = 50
K = json.load(open(sys.argv[1] if len(sys.argv) > 1 else '../shared/conformance/css-color-constants.json'))


def q(x):
    x = F(x)
    return mpf(x.numerator) / x.denominator


M_XYZ = matrix([[q(x) for x in row] for row in K['lin_sRGB_to_XYZ_D65']['rational']])
M_XYZ_INV = matrix([[q(x) for x in row] for row in K['XYZ_D65_to_lin_sRGB']['rational']])
M_LMS = matrix([[mpf(repr(x)) for x in row] for row in K['OKLab']['XYZ_D65_to_LMS']])
M_LMS_INV = matrix([[mpf(repr(x)) for x in row] for row in K['OKLab']['LMS_to_XYZ_D65']])
M_LAB = matrix([[mpf(repr(x)) for x in row] for row in K['OKLab']['LMS_cbrt_to_OKLab']])
M_LAB_INV = matrix([[mpf(repr(x)) for x in row] for row in K['OKLab']['OKLab_to_LMS_cbrt']])


def lin(v):
    v = q(v)
    return v / mpf('12.92') if abs(v) <= mpf('0.04045') else ((v + mpf('0.055')) / mpf('1.055')) ** mpf('2.4')


def gam(v):
    return 12.92 * v if abs(v) <= mpf('0.0031308') else mpf('1.055') * v ** (1 / mpf('2.4')) - mpf('0.055')


def oklab(rgb):
    lms = M_LMS * (M_XYZ * matrix([lin(F(c, 255)) for c in rgb]))
    return M_LAB * matrix([cbrt(x) for x in lms])


def srgb(lab):
    lms = M_LAB_INV * lab
    return [gam(x) for x in M_XYZ_INV * (M_LMS_INV * matrix([x ** 3 for x in lms]))]


c1, c2, c3 = (0, 157, 248), (206, 7, 85), (245, 180, 51)
changes = [((c1, c2), (c2, c3)), ((c2, c3), (c3, c1)), ((c3, c1), (c1, c3))]
print('countdown at 1.5 s (fraction 1/2), per change, stop 0 then stop 1:')
for n, (a, b) in enumerate(changes):
    for stop in (0, 1):
        ca = [(F(x, 255) + F(y, 255)) / 2 for x, y in zip(a[stop], b[stop])]
        lab = (oklab(a[stop]) + oklab(b[stop])) / 2
        s = srgb(lab)
        print(f'  change {n} stop {stop}: core animation {[str(v) for v in ca]}')
        print(f'    oklab [{mp.nstr(lab[0], 20)}, {mp.nstr(lab[1], 20)}, {mp.nstr(lab[2], 20)}]'
              f'  srgb [{mp.nstr(s[0], 17)}, {mp.nstr(s[1], 17)}, {mp.nstr(s[2], 17)}]')
m = (oklab(c1) + 2 * oklab(c2) + oklab(c3)) / 4
print('countdown centre at 1.5 s into change 0 (location 1/2): core animation',
      [str((F(x, 255) + 2 * F(y, 255) + F(z, 255)) / 4) for x, y, z in zip(c1, c2, c3)],
      f'oklab [{mp.nstr(m[0], 20)}, {mp.nstr(m[1], 20)}, {mp.nstr(m[2], 20)}]')
print('sidebar alpha at x = 0.6 and 0.8:')
for r in (mpf(0), mp.pi / 4, mp.pi / 2):
    a = max(mpf('0.5') - r / 2, mpf(0))
    print(f'  r = {mp.nstr(r, 20)}: a = {mp.nstr(a, 20)}',
          [mp.nstr(a * (mpf(x) - mpf('0.2')) / mpf('0.8'), 20) for x in ('0.6', '0.8')])
