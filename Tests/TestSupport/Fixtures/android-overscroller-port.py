"""A line-by-line Python port of AOSP SplineOverScroller (core/java/android/widget/OverScroller.java,
aosp-mirror/platform_frameworks_base commit 050275cd83f4a66dc3705714ccbe8db025626ce8): Java float as
numpy.float32, Java double as Python float, (int) as truncation toward zero, Math.round as floor(x + 0.5).
Frames every whole millisecond: computeScrollOffset() at t = 1, 2, ... ms after fling(); prints getCurrX().

Usage: python3 android-overscroller-port.py START VELOCITY MIN MAX OVER [DENSITY]
"""
import math
import sys

import numpy as np

F = np.float32
NB = 100
GRAVITY = F(2000.0)
DR = F(math.log(0.78) / math.log(0.9))
INFLEXION, START_T, END_T = F(0.35), F(0.5), F(1.0)
P1 = START_T * INFLEXION
P2 = F(1.0) - END_T * (F(1.0) - INFLEXION)
POS = [F(0)] * (NB + 1)
TIME = [F(0)] * (NB + 1)
x_min = F(0); y_min = F(0)
for i in range(NB):
    alpha = F(i) / F(NB)
    x_max = F(1)
    while True:
        x = x_min + (x_max - x_min) / F(2)
        coef = F(3) * x * (F(1) - x)
        tx = coef * ((F(1) - x) * P1 + x * P2) + x * x * x
        if abs(float(tx) - float(alpha)) < 1e-5: break
        if tx > alpha: x_max = x
        else: x_min = x
    POS[i] = coef * ((F(1) - x) * START_T + x) + x * x * x
    y_max = F(1)
    while True:
        y = y_min + (y_max - y_min) / F(2)
        coef = F(3) * y * (F(1) - y)
        dy = coef * ((F(1) - y) * START_T + y) + y * y * y
        if abs(float(dy) - float(alpha)) < 1e-5: break
        if dy > alpha: y_max = y
        else: y_min = y
    TIME[i] = coef * ((F(1) - y) * P1 + y * P2) + y * y * y
POS[NB] = TIME[NB] = F(1)

def jint(x): return int(math.trunc(float(x)))
def jround(x): return int(math.floor(float(x) + 0.5))
def signum(x): return (x > 0) - (x < 0)
SPLINE, CUBIC, BALLISTIC = 0, 1, 2

class S:
    def __init__(self, density):
        ppi = F(density) * F(160)
        self.coeff = F(9.80665) * F(39.37) * ppi * F(0.84)
        self.friction = F(0.015)
        self.state = SPLINE; self.now = 0; self.finished = True
    def decel(self, v): return -GRAVITY if v > 0 else GRAVITY
    def spline_l(self, v): return math.log(float(INFLEXION * F(abs(v)) / (self.friction * self.coeff)))
    def spline_dist(self, v):
        return float(self.friction * self.coeff) * math.exp(float(DR) / (float(DR) - 1.0) * self.spline_l(v))
    def spline_dur(self, v): return jint(1000.0 * math.exp(self.spline_l(v) / (float(DR) - 1.0)))
    def adjust(self, start, old, new):
        x = abs(F(new - start) / F(old - start))
        index = jint(F(NB) * x)
        if index < NB:
            xi = F(index) / F(NB); xs = F(index + 1) / F(NB)
            tc = TIME[index] + (x - xi) / (xs - xi) * (TIME[index + 1] - TIME[index])
            self.dur = jint(F(self.dur) * tc)
    def spring(self, start, end):
        self.finished = False; self.state = CUBIC
        self.cur = self.start = start; self.final = end
        delta = start - end
        self.dec = self.decel(delta); self.vel = -delta; self.over = abs(delta)
        self.dur = jint(1000.0 * math.sqrt(-2.0 * delta / float(self.dec)))
    def fling(self, start, v, lo, hi, over):
        self.over = over; self.finished = False
        self.cv = F(v); self.vel = v
        self.dur = self.sdur = 0; self.t0 = self.now
        self.cur = self.start = start
        if start > hi or start < lo:
            return self.after_edge(start, lo, hi, v)
        self.state = SPLINE
        total = 0.0
        if v != 0:
            self.dur = self.sdur = self.spline_dur(v); total = self.spline_dist(v)
        self.sdist = jint(total * signum(v)); self.final = start + self.sdist
        if self.final < lo: self.adjust(self.start, self.final, lo); self.final = lo
        if self.final > hi: self.adjust(self.start, self.final, hi); self.final = hi
    def fit(self, start, end, v):
        to_apex = F(-v) / self.dec
        vsq = F(v) * F(v)
        d_apex = vsq / F(2) / abs(self.dec)
        d_edge = F(abs(end - start))
        total = F(math.sqrt(2.0 * float(d_apex + d_edge) / float(abs(self.dec))))
        self.t0 -= jint(F(1000) * (total - to_apex))
        self.cur = self.start = end
        self.vel = jint(-self.dec * total)
    def after_edge(self, start, lo, hi, v):
        positive = start > hi
        edge = hi if positive else lo
        od = start - edge
        if od * v >= 0:
            self.dec = self.decel(start - edge if v == 0 else v)
            self.fit(start, edge, v); self.edge_reached()
        elif self.spline_dist(v) > abs(od):
            self.fling(start, v, lo if positive else start, start if positive else hi, self.over)
        else:
            self.spring(start, edge)
    def edge_reached(self):
        vsq = F(self.vel) * F(self.vel)
        d = vsq / (F(2) * abs(self.dec))
        sign = F(signum(self.vel))
        if d > F(self.over):
            self.dec = -sign * vsq / (F(2) * F(self.over)); d = F(self.over)
        self.over = jint(d); self.state = BALLISTIC
        self.final = self.start + jint(d if self.vel > 0 else -d)
        self.dur = -jint(F(1000) * F(self.vel) / self.dec)
    def cont(self):
        if self.state == SPLINE:
            if self.dur < self.sdur:
                self.cur = self.start = self.final
                self.vel = jint(self.cv); self.dec = self.decel(self.vel)
                self.t0 += self.dur; self.edge_reached()
            else: return False
        elif self.state == BALLISTIC:
            self.t0 += self.dur; self.spring(self.final, self.start)
        else: return False
        self.update(); return True
    def update(self):
        ct = self.now - self.t0
        if ct == 0: return self.dur > 0
        if ct > self.dur: return False
        if self.state == SPLINE:
            t = F(ct) / F(self.sdur)
            index = jint(F(NB) * t)
            dc, vc = F(1), F(0)
            if index < NB:
                ti = F(index) / F(NB); ts = F(index + 1) / F(NB)
                vc = (POS[index + 1] - POS[index]) / (ts - ti)
                dc = POS[index] + (t - ti) * vc
            dist = float(dc * F(self.sdist))
            self.cv = vc * F(self.sdist) / F(self.sdur) * F(1000)
        elif self.state == BALLISTIC:
            t = F(ct) / F(1000)
            self.cv = F(self.vel) + self.dec * t
            dist = float(F(self.vel) * t + self.dec * t * t / F(2))
        else:
            t = F(ct) / F(self.dur); t2 = t * t
            sign = F(signum(self.vel))
            dist = float(sign * F(self.over) * (F(3) * t2 - F(2) * t * t2))
            self.cv = sign * F(self.over) * F(6) * (-t + t2)
        self.cur = self.start + jround(dist)
        return True
    def compute(self):
        if self.finished: return False
        if not self.update():
            if not self.cont(): self.cur = self.final; self.finished = True
        return True

if __name__ == "__main__":
    start, v, lo, hi, over = (int(a) for a in sys.argv[1:6])
    s = S(float(sys.argv[6]) if len(sys.argv) > 6 else 1.0)
    s.fling(start, v, lo, hi, over)
    xs = []
    while True:
        s.now += 1
        if not s.compute(): break
        xs.append(s.cur)
    print(len(xs), xs)
