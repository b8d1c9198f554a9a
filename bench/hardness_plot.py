#!/usr/bin/env python3
"""hardness_plot.py - hardness_bench.sh's CSV as an SVG of two panels.

Top: the median solve time (log scale) of each solver and board size
against the control parameter, excluded diagonals / N; bottom: the
fraction of the instances found satisfiable. A dashed line marks where the
paper puts the peak: Gent, Jefferson and Nightingale's own results, as
they published them with CSPLib 079 (results/run-diags-shiftqueens-
processed.txt.gz, 1000 instances per point, mininfile 4), have their
median search effort peak, and the satisfiable fraction cross one half, at
0.90 excluded diagonals per n for n = 20 (0.905 for n = 21, their largest;
0.60 at n = 10, rising with n).

The SVG is written by hand (no plotting library to install): the axes,
ticks and polylines are a few lines each.

Usage: python3 bench/hardness_plot.py hardness.csv > docs/hardness.svg
"""
import csv
import math
import statistics
import sys
from collections import defaultdict

PAPER_PEAK = 0.90  # n = 20 in the paper's published data (see above)
COLOURS = ["#1b6ca8", "#d1495b", "#2e933c", "#8f5ba8", "#e08e0b"]
WIDTH, PANEL, LEFT, TOP, GAP = 640, 220, 70, 40, 70


def load(path):
    runs = defaultdict(list)  # (n, solver) -> [(ratio, seconds, answer)]
    for row in csv.DictReader(open(path)):
        runs[(int(row["n"]), row["solver"])].append(
            (float(row["ratio"]), float(row["seconds"]), row["answer"]))
    return runs


def series(points):
    by_ratio = defaultdict(list)
    for ratio, seconds, answer in points:
        by_ratio[ratio].append((seconds, answer))
    out = []
    for ratio in sorted(by_ratio):
        runs = by_ratio[ratio]
        sat = sum(a == "SAT" for _, a in runs)
        out.append((ratio, statistics.median(s for s, _ in runs),
                    sat / len(runs)))
    return out


def scale(value, low, high, pixels):
    return (value - low) / (high - low) * pixels


def main():
    runs = load(sys.argv[1])
    ratios = sorted({r for pts in runs.values() for r, _, _ in pts})
    x_low, x_high = ratios[0], ratios[-1]
    times = [s for pts in runs.values() for _, s, _ in pts]
    y_low = math.floor(math.log10(max(min(times), 1e-3)))
    y_high = math.ceil(math.log10(max(times)))
    plot_w = WIDTH - LEFT - 150
    height = TOP + 2 * PANEL + GAP + 60
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="12">' % (WIDTH, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="22" font-size="14">Excluded Diagonals: '
           'nqueens-cnf N --random-diagonals D, PicoSAT and CaDiCaL</text>'
           % LEFT]

    def x_of(ratio):
        return LEFT + scale(ratio, x_low, x_high, plot_w)

    for panel in (0, 1):
        top = TOP + panel * (PANEL + GAP)
        out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
                   'stroke="#444"/>' % (LEFT, top, plot_w, PANEL))
        for ratio in ratios:
            out.append('<text x="%.1f" y="%d" text-anchor="middle">%g</text>'
                       % (x_of(ratio), top + PANEL + 16, ratio))
        out.append('<text x="%d" y="%d" text-anchor="middle">excluded '
                   'diagonals / N</text>' % (LEFT + plot_w / 2,
                                             top + PANEL + 34))
        px = x_of(PAPER_PEAK)
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000" '
                   'stroke-dasharray="6,4"/>' % (px, top, px, top + PANEL))
        if panel == 0:
            out.append('<text x="%.1f" y="%d" font-size="11">paper\'s peak '
                       '(n = 20)</text>' % (px + 4, top + 14))
            for e in range(y_low, y_high + 1):
                y = top + PANEL - scale(e, y_low, y_high, PANEL)
                out.append('<text x="%d" y="%.1f" text-anchor="end">%gs'
                           '</text>' % (LEFT - 6, y + 4, 10.0 ** e))
            out.append('<text x="16" y="%d" transform="rotate(-90 16 %d)" '
                       'text-anchor="middle">median time</text>'
                       % (top + PANEL / 2, top + PANEL / 2))
        else:
            for frac in (0, 0.5, 1):
                y = top + PANEL - frac * PANEL
                out.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>'
                           % (LEFT - 6, y + 4, frac))
            out.append('<text x="16" y="%d" transform="rotate(-90 16 %d)" '
                       'text-anchor="middle">fraction SAT</text>'
                       % (top + PANEL / 2, top + PANEL / 2))
    sizes = sorted({n for n, _ in runs})
    legend_y = TOP + 10
    for (n, solver), points in sorted(runs.items()):
        colour = COLOURS[sizes.index(n) % len(COLOURS)]
        dash = '' if solver == "cadical" else ' stroke-dasharray="2,3"'
        data = series(points)
        for panel, value in ((0, lambda m, f: math.log10(max(m, 1e-3))),
                             (1, lambda m, f: f)):
            top = TOP + panel * (PANEL + GAP)
            low, high = (y_low, y_high) if panel == 0 else (0, 1)
            pts = " ".join("%.1f,%.1f" % (
                x_of(r), top + PANEL - scale(value(m, f), low, high, PANEL))
                for r, m, f in data)
            out.append('<polyline points="%s" fill="none" stroke="%s" '
                       'stroke-width="2"%s/>' % (pts, colour, dash))
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                   'stroke-width="2"%s/><text x="%d" y="%d">N = %d %s</text>'
                   % (WIDTH - 140, legend_y, WIDTH - 115, legend_y, colour,
                      dash, WIDTH - 110, legend_y + 4, n, solver))
        legend_y += 18
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
