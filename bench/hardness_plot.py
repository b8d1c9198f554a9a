#!/usr/bin/env python3
"""hardness_plot.py - one family of hardness_bench.sh's CSV as an SVG.

Top panel: the median solve time (log scale) of each solver and board size
against the family's control parameter; runs that hit the time limit count
at the limit, and a median at the limit (half the runs or more timed out)
is drawn as a hollow triangle on the limit line: the true median is at
least that. Bottom panel: the fraction of instances found satisfiable,
where an instance is decided when either solver decided it; where some
were decided by neither, a bar spans every fraction the undecided ones
allow (hollow circles). A dashed line marks where the paper puts the peak:
- diagonals: excluded diagonals / N = 0.90, where Gent, Jefferson and
  Nightingale's own results as published with CSPLib 079
  (results/run-diags-shiftqueens-processed.txt.gz, 1000 instances per
  point, mininfile 4) peak in median search effort and cross one half
  satisfiable at n = 20 (0.905 at n = 21, 0.60 at n = 10: the peak moves
  right as n grows);
- blocks: kappa = 1, where the expected number of solutions is 1, kappa as
  their script for CSPLib 080's results defines it (hardness_bench.sh
  gives the formula).

The SVG is written by hand (no plotting library to install): the axes,
ticks, markers and polylines are a few lines each. The time limit is read
from the data (the shortest run recorded as TIMEOUT, rounded).

Usage: python3 bench/hardness_plot.py hardness.csv diagonals > docs/hardness.svg
       python3 bench/hardness_plot.py hardness.csv blocks > docs/hardness-blocked.svg
"""
import csv
import math
import statistics
import sys
from collections import defaultdict

FAMILIES = {
    "diagonals": dict(
        title="Excluded Diagonals: nqueens-cnf N --random-diagonals D",
        axis="excluded diagonals D / N", peak=0.90,
        peak_label="paper's peak, n = 20 (0.90)"),
    "blocks": dict(
        title="Blocked n-Queens: nqueens-cnf N --random-blocks P",
        axis="constrainedness \u03ba of m = round(P\u00b7N\u00b2) blocked squares",
        peak=1.0, peak_label="predicted peak, \u03ba = 1"),
}
COLOURS = ["#1b6ca8", "#d1495b", "#2e933c", "#8f5ba8", "#e08e0b", "#555555"]
SOLVERS = ("cadical", "picosat")
DASH = {"cadical": "", "picosat": ' stroke-dasharray="3,3"'}
WIDTH, PANEL, LEFT, TOP, GAP, LEGEND = 760, 230, 78, 48, 78, 190
PLOT_W = WIDTH - LEFT - LEGEND


def load(path, family):
    """(n, solver) -> x -> [(seconds, answer)], and n -> x -> seed ->
    the instance's answer: a decided one when either solver decided."""
    runs = defaultdict(lambda: defaultdict(list))
    by_seed = defaultdict(lambda: defaultdict(dict))
    for row in csv.DictReader(open(path)):
        if row["family"] != family:
            continue
        n, x = int(row["n"]), float(row["x"])
        runs[(n, row["solver"])][x].append(
            (float(row["seconds"]), row["answer"]))
        seed = by_seed[n][x]
        if seed.get(row["seed"], "TIMEOUT") == "TIMEOUT":
            seed[row["seed"]] = row["answer"]
    return runs, by_seed


def time_limit(runs):
    limits = [s for pts in runs.values() for v in pts.values()
              for s, a in v if a == "TIMEOUT"]
    return float(round(min(limits))) if limits else None


def median_time(values, limit):
    """The median with timeouts at the limit; True when it is the limit."""
    times = [limit if a == "TIMEOUT" else min(s, limit or s)
             for s, a in values]
    m = statistics.median(times)
    return m, limit is not None and m >= limit


def sat_range(answers):
    """Lowest and highest satisfiable fraction the undecided allow."""
    total = len(answers)
    sat = sum(a == "SAT" for a in answers)
    open_ = sum(a == "TIMEOUT" for a in answers)
    return sat / total, (sat + open_) / total


class Axes:
    def __init__(self, xs, y_low, y_high):
        self.x_low, self.x_high = min(xs), max(xs)
        pad = (self.x_high - self.x_low) * 0.03
        self.x_low -= pad
        self.x_high += pad
        self.y_low, self.y_high = y_low, y_high

    def x(self, value):
        return LEFT + (value - self.x_low) / (self.x_high - self.x_low) * PLOT_W

    def y(self, panel, fraction):
        return TOP + panel * (PANEL + GAP) + PANEL * (1 - fraction)

    def time_y(self, seconds):
        e = math.log10(max(seconds, 10.0 ** self.y_low))
        return self.y(0, (e - self.y_low) / (self.y_high - self.y_low))


def ticks(low, high):
    step = 0.1 if high - low <= 0.6 else 0.25
    first = math.ceil(low / step - 1e-9) * step
    return [round(first + i * step, 3)
            for i in range(int((high - first) / step + 1e-9) + 1)]


def frame(out, ax, spec, limit):
    for panel in (0, 1):
        top = TOP + panel * (PANEL + GAP)
        out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
                   'stroke="#444"/>' % (LEFT, top, PLOT_W, PANEL))
        for t in ticks(ax.x_low, ax.x_high):
            out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" '
                       'stroke="#ddd"/><text x="%.1f" y="%d" '
                       'text-anchor="middle">%g</text>'
                       % (ax.x(t), top, ax.x(t), top + PANEL, ax.x(t),
                          top + PANEL + 17, t))
        out.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>'
                   % (LEFT + PLOT_W / 2, top + PANEL + 36, spec["axis"]))
        px = ax.x(spec["peak"])
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000" '
                   'stroke-width="1.5" stroke-dasharray="7,4"/>'
                   % (px, top, px, top + PANEL))
    out.append('<text x="%.1f" y="%d" font-size="12">%s</text>'
               % (ax.x(spec["peak"]) + 5, TOP + 15, spec["peak_label"]))
    for e in range(ax.y_low, ax.y_high + 1):
        y = ax.time_y(10.0 ** e)
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>'
                   '<text x="%d" y="%.1f" text-anchor="end">%g s</text>'
                   % (LEFT, y, LEFT + PLOT_W, y, LEFT - 6, y + 4, 10.0 ** e))
    if limit:
        y = ax.time_y(limit)
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#000" '
                   'stroke-dasharray="2,2"/><text x="%d" y="%.1f" '
                   'font-size="11" text-anchor="end">limit %g s</text>'
                   % (LEFT, y, LEFT + PLOT_W, y, LEFT + PLOT_W - 4, y - 4,
                      limit))
    for frac in (0, 0.25, 0.5, 0.75, 1):
        y = ax.y(1, frac)
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>'
                   '<text x="%d" y="%.1f" text-anchor="end">%g</text>'
                   % (LEFT, y, LEFT + PLOT_W, y, LEFT - 6, y + 4, frac))
    for panel, label in ((0, "median solve time"),
                         (1, "fraction satisfiable")):
        mid = TOP + panel * (PANEL + GAP) + PANEL / 2
        out.append('<text x="20" y="%d" transform="rotate(-90 20 %d)" '
                   'text-anchor="middle">%s</text>' % (mid, mid, label))


def marker(x, y, colour, at_limit):
    if at_limit:
        return ('<path d="M%.1f,%.1f l5,9 h-10 z" fill="white" stroke="%s" '
                'stroke-width="1.5"/>' % (x, y - 6, colour))
    return '<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>' % (x, y, colour)


def time_lines(out, ax, runs, sizes, limit):
    for (n, solver), points in sorted(runs.items()):
        colour = COLOURS[sizes.index(n) % len(COLOURS)]
        data = [(x,) + median_time(v, limit) for x, v in sorted(points.items())]
        path = " ".join("%.1f,%.1f" % (ax.x(x), ax.time_y(m))
                        for x, m, _ in data)
        out.append('<polyline points="%s" fill="none" stroke="%s" '
                   'stroke-width="2"%s/>' % (path, colour, DASH[solver]))
        out.extend(marker(ax.x(x), ax.time_y(m), colour, hit)
                   for x, m, hit in data)


def sat_lines(out, ax, by_seed, sizes):
    for n in sizes:
        colour = COLOURS[sizes.index(n) % len(COLOURS)]
        shift = (sizes.index(n) - (len(sizes) - 1) / 2) * 5
        data = [(x,) + sat_range(list(seeds.values()))
                for x, seeds in sorted(by_seed[n].items())]
        path = " ".join("%.1f,%.1f" % (ax.x(x) + shift, ax.y(1, low))
                        for x, low, _ in data)
        out.append('<polyline points="%s" fill="none" stroke="%s" '
                   'stroke-width="2"/>' % (path, colour))
        for x, low, high in data:
            px = ax.x(x) + shift
            if high > low:
                out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" '
                           'stroke="%s" stroke-width="2" stroke-opacity="0.5"'
                           '/>' % (px, ax.y(1, low), px, ax.y(1, high),
                                   colour))
            fill = "white" if high > low else colour
            out.append('<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s" '
                       'stroke="%s" stroke-width="1.5"/>'
                       % (px, ax.y(1, low), fill, colour))


def legend(out, sizes, seeds):
    x, y = WIDTH - LEGEND + 14, TOP + 8
    for n in sizes:
        colour = COLOURS[sizes.index(n) % len(COLOURS)]
        for solver in SOLVERS:
            out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                       'stroke-width="2"%s/><text x="%d" y="%d">N = %d %s'
                       '</text>' % (x, y, x + 26, y, colour, DASH[solver],
                                    x + 32, y + 4, n, solver))
            y += 18
        out.append('<text x="%d" y="%d" font-size="11" fill="#444">'
                   '(%d seeds a point)</text>' % (x + 32, y + 2, seeds[n]))
        y += 20
    notes = ["\u25b3 median at the limit:", "  half or more runs timed out",
             "\u25cb some instances undecided", "  by both solvers; the bar",
             "  spans the fractions they", "  allow (SAT: either solver",
             "  found a solution)"]
    y = TOP + PANEL + GAP + 10
    for line in notes:
        out.append('<text x="%d" y="%d" font-size="11">%s</text>'
                   % (x, y, line.replace(" ", "\u00a0")))
        y += 15


def main():
    family = sys.argv[2] if len(sys.argv) > 2 else "diagonals"
    spec = FAMILIES[family]
    runs, by_seed = load(sys.argv[1], family)
    if not runs:
        sys.exit("hardness_plot: no %s rows in %s" % (family, sys.argv[1]))
    limit = time_limit(runs)
    times = [min(s, limit or s) for pts in runs.values()
             for v in pts.values() for s, _ in v]
    xs = [x for pts in runs.values() for x in pts] + [spec["peak"]]
    ax = Axes(xs, math.floor(math.log10(max(min(times), 1e-3))),
              math.ceil(math.log10(max(times))))
    sizes = sorted(by_seed)
    seeds = {n: max(len(s) for s in by_seed[n].values()) for n in sizes}
    height = TOP + 2 * PANEL + GAP + 50
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="13">' % (WIDTH, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="26" font-size="15">%s, PicoSAT and CaDiCaL'
           '</text>' % (LEFT, spec["title"])]
    frame(out, ax, spec, limit)
    time_lines(out, ax, runs, sizes, limit)
    sat_lines(out, ax, by_seed, sizes)
    legend(out, sizes, seeds)
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
