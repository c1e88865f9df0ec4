"""Small building blocks for self-contained HTML reports: a page, tables, headline numbers, charts.

A run's report is read offline, in a browser, as a mail attachment or printed, so everything it
needs is inside the one file: styles are inline, charts are inline SVG, and there is no JavaScript
and no reference to any other resource. A Content-Security-Policy (``default-src 'none'``) in the
page makes browsers refuse anything else, so a stray ``<script>`` or remote image is blocked.

Every piece of text passes through :func:`html.escape`; callers hand in plain strings and numbers,
never markup, except ``Section.body_html``, which is meant to be built from these functions.

The markup is also well-formed XML (void elements closed, attributes quoted, SVG with its
namespace), so an XML parser can check that a report is not malformed; browsers render it as HTML5.

Output is deterministic: the same input gives the same bytes (no timestamps, no generated ids, fixed
rounding of coordinates).

Histograms use the power-of-two bins of ``stats.json``: a key is the bin's lower edge, ``"0"``
counts zeros and the bin ``"1024"`` counts values in [1024, 2048).
"""

from __future__ import annotations

import dataclasses
import html
import math
from typing import Iterable, Mapping, Sequence

# Mid-tone colours that read on light and dark backgrounds (Tableau 10's first four).
SERIES_COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759")
CHART_WIDTH = 720
MAX_LABEL_CHARS = 36

_CSS = """
:root { color-scheme: light dark; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 auto;
       max-width: 980px; padding: 0 1.25rem 3rem; background: Canvas; color: CanvasText; }
header { border-bottom: 2px solid #4e79a7; margin-bottom: 1rem; }
h1 { font-size: 1.6rem; margin: 1.2rem 0 0.2rem; }
h2 { font-size: 1.25rem; margin: 0 0 0.6rem; }
h3 { font-size: 1.05rem; margin: 1rem 0 0.4rem; }
.subtitle { margin: 0 0 0.8rem; opacity: 0.8; }
nav ol { columns: 3; margin: 0; padding-left: 1.4rem; }
nav a { color: inherit; }
section { border-top: 1px solid rgba(128, 128, 128, 0.35); padding: 1rem 0; }
table { border-collapse: collapse; margin: 0.4rem 0 0.8rem; }
th, td { border-bottom: 1px solid rgba(128, 128, 128, 0.3); padding: 0.2rem 0.7rem 0.2rem 0;
         text-align: left; vertical-align: top; }
th { font-weight: 600; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
dl.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
           gap: 0.6rem; margin: 0.4rem 0; }
dl.stats div { border: 1px solid rgba(128, 128, 128, 0.35); border-radius: 6px;
               padding: 0.4rem 0.6rem; }
dl.stats dt { font-size: 0.8rem; opacity: 0.8; }
dl.stats dd { font-size: 1.25rem; font-weight: 600; margin: 0; font-variant-numeric: tabular-nums; }
figure { margin: 0.6rem 0 1rem; }
figcaption { font-weight: 600; margin-bottom: 0.2rem; }
svg.chart { max-width: 100%; height: auto; }
pre { overflow-x: auto; padding: 0.6rem; border: 1px solid rgba(128, 128, 128, 0.35);
      border-radius: 6px; font-size: 0.85rem; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.missing { font-style: italic; opacity: 0.8; }
.warning { border-left: 4px solid #e15759; padding-left: 0.6rem; }
@media print {
  :root { color-scheme: light; }
  body { max-width: none; font-size: 11pt; }
  section { break-inside: avoid-page; }
  nav { break-after: page; }
}
""".strip()

_CSP = "default-src 'none'; style-src 'unsafe-inline'"


def esc(value: object) -> str:
    """Text (or a number) as HTML text or attribute content."""
    return html.escape(str(value), quote=True)


@dataclasses.dataclass(frozen=True)
class Section:
    """One part of a report: an element ``<section id=...>`` headed by ``title``. ``body_html`` is
    markup built with this module's functions."""

    id: str
    title: str
    body_html: str


def format_number(value: object) -> str:
    """``1234567`` -> ``1,234,567``; floats to about three significant digits; ``n/a`` if not
    finite."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    if not math.isfinite(value):
        return "n/a"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    if abs(value) >= 100:
        return f"{value:.1f}"
    return f"{value:.3g}"


def _num(x: float) -> str:
    """An SVG coordinate: one decimal, no ``-0.0``, so output does not depend on float noise."""
    text = f"{x:.1f}"
    return "0.0" if text == "-0.0" else text


def _clip(label: str, limit: int = MAX_LABEL_CHARS) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "\u2026"


def page(title: str, sections: Sequence[Section], subtitle: str = "") -> str:
    """A complete HTML5 document: inline styles, a table of contents linking every section, then the
    sections in order. Raises ``ValueError`` if two sections share an id."""
    ids = [s.id for s in sections]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValueError(f"section ids must be unique, repeated: {', '.join(duplicates)}")
    toc = "".join(f'<li><a href="#{esc(s.id)}">{esc(s.title)}</a></li>' for s in sections)
    body = "\n".join(
        f'<section id="{esc(s.id)}">\n<h2>{esc(s.title)}</h2>\n{s.body_html}\n</section>'
        for s in sections)
    sub = f'<p class="subtitle">{esc(subtitle)}</p>' if subtitle else ""
    return (
        "<!DOCTYPE html>\n"
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
        '<meta charset="utf-8" />\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1" />\n'
        f'<meta http-equiv="Content-Security-Policy" content="{esc(_CSP)}" />\n'
        f"<title>{esc(title)}</title>\n<style>\n{_CSS}\n</style>\n</head>\n<body>\n"
        f"<header>\n<h1>{esc(title)}</h1>\n{sub}\n</header>\n"
        f'<nav aria-label="Contents">\n<h2>Contents</h2>\n<ol>{toc}</ol>\n</nav>\n'
        f"<main>\n{body}\n</main>\n</body>\n</html>\n")


def table(headers: Sequence[str], rows: Iterable[Sequence[object]],
          numeric_columns: Iterable[int] = ()) -> str:
    """A table; numbers are formatted with :func:`format_number`, columns listed in
    ``numeric_columns`` (0-based) are right-aligned."""
    numeric = set(numeric_columns)

    def cell(tag: str, i: int, value: object) -> str:
        cls = ' class="num"' if i in numeric else ""
        return f"<{tag}{cls}>{esc(format_number(value))}</{tag}>"

    head = "".join(cell("th", i, h) for i, h in enumerate(headers))
    body = "\n".join("<tr>" + "".join(cell("td", i, v) for i, v in enumerate(row)) + "</tr>"
                     for row in rows)
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def stat_grid(items: Sequence[tuple[str, str]]) -> str:
    """Headline numbers: ``[(label, value text), ...]`` as a grid of boxes."""
    cells = "".join(f"<div><dt>{esc(label)}</dt><dd>{esc(value)}</dd></div>"
                    for label, value in items)
    return f'<dl class="stats">{cells}</dl>'


def missing(what: str) -> str:
    """The notice for data the run did not collect."""
    return f'<p class="missing">{esc(what)}: not collected in this run.</p>'


def _figure(title: str, svg_body: str, width: float, height: float) -> str:
    return (f"<figure>\n<figcaption>{esc(title)}</figcaption>\n"
            f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" '
            f'aria-label="{esc(title)}" width="{_num(width)}" height="{_num(height)}" '
            f'viewBox="0 0 {_num(width)} {_num(height)}" font-size="12">\n'
            f"<title>{esc(title)}</title>\n{svg_body}\n</svg>\n</figure>")


@dataclasses.dataclass(frozen=True)
class _Bar:
    label: str
    value: float
    value_text: str
    tooltip: str


def _finite(value: object) -> float:
    """A plottable number: ints stay ints (so they print without a decimal), anything that is not a
    finite number plots as 0."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        x = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0.0
    return x if math.isfinite(x) else 0.0


def _horizontal_bars(title: str, bars: Sequence[_Bar], scale_max: float | None = None) -> str:
    """Horizontal bars, one per row: label, bar, value text. The bar of ``scale_max`` (default: the
    largest value) spans the plot; negative values draw no bar."""
    longest = max((len(_clip(b.label)) for b in bars), default=1)
    label_w = min(300.0, max(60.0, 8.0 * longest + 16))  # about 8 px per character at 12 px
    value_w = 150.0
    plot_w = CHART_WIDTH - label_w - value_w
    row_h, bar_h, top = 22.0, 16.0, 6.0
    top_value = scale_max if scale_max is not None else max((b.value for b in bars), default=0.0)
    parts = []
    for i, b in enumerate(bars):
        y = top + i * row_h
        w = plot_w * max(b.value, 0.0) / top_value if top_value > 0 else 0.0
        text_y = y + bar_h - 4
        parts.append(
            f"<g><title>{esc(b.tooltip)}</title>"
            f'<text x="{_num(label_w - 6)}" y="{_num(text_y)}" text-anchor="end" '
            f'fill="currentColor">{esc(_clip(b.label))}</text>'
            f'<rect x="{_num(label_w)}" y="{_num(y)}" width="{_num(w)}" height="{_num(bar_h)}" '
            f'fill="{SERIES_COLOURS[0]}" />'
            f'<text x="{_num(label_w + w + 6)}" y="{_num(text_y)}" fill="currentColor">'
            f"{esc(b.value_text)}</text></g>")
    height = top * 2 + len(bars) * row_h
    return _figure(title, "\n".join(parts), CHART_WIDTH, height)


def bar_chart(items: Sequence[tuple[str, float]], *, title: str, unit: str = "",
              max_bars: int = 30) -> str:
    """Horizontal bars in the given order, each with its value and a tooltip. Beyond ``max_bars``
    the rest are summed into one last bar, so the chart stays readable and no count disappears."""
    if max_bars < 2:
        raise ValueError(f"max_bars must be at least 2, got {max_bars}")
    items = [(str(label), _finite(value)) for label, value in items]
    if not items:
        return f'<p class="missing">{esc(title)}: nothing to plot.</p>'
    if len(items) > max_bars:
        rest = items[max_bars - 1:]
        items = items[: max_bars - 1] + [(f"{len(rest)} others", sum(v for _, v in rest))]
    suffix = f" {unit}" if unit else ""
    bars = [_Bar(label, value, format_number(value) + suffix,
                 f"{label}: {format_number(value)}{suffix}") for label, value in items]
    return _horizontal_bars(title, bars)


def funnel(steps: Sequence[tuple[str, int]]) -> str:
    """How many items remain after each step: bars scaled to the first step, each labelled with its
    count, its share of the first step and the loss since the step before."""
    if not steps:
        return '<p class="missing">Funnel: nothing to plot.</p>'
    first = steps[0][1]
    bars, previous = [], None
    for label, count in steps:
        share = f" ({100 * count / first:.1f}%)" if first else ""
        changed = previous is not None and count != previous
        loss = f", \u2212{format_number(previous - count)}" if changed else ""
        bars.append(_Bar(label, count, f"{format_number(count)}{share}{loss}",
                         f"{label}: {format_number(count)} remaining{share}"))
        previous = count
    return _horizontal_bars("Documents remaining after each stage", bars,
                            scale_max=max(max(c for _, c in steps), 0))


def parse_bins(hist: Mapping[str, int]) -> dict[int, int]:
    """``{"<lower edge>": count}`` -> ``{edge: count}``. Raises ``ValueError`` on a key that is
    not a non-negative integer."""
    out: dict[int, int] = {}
    for key, count in hist.items():
        try:
            edge = int(key)
        except (TypeError, ValueError):
            raise ValueError(f"histogram bin {key!r} is not an integer lower edge") from None
        if edge < 0:
            raise ValueError(f"histogram bin {key!r} is negative")
        out[edge] = out.get(edge, 0) + int(count)
    return out


def bin_upper(edge: int) -> int:
    """The exclusive upper edge of the power-of-two bin at ``edge`` (0 -> 1, 1024 -> 2048)."""
    return 1 if edge == 0 else 1 << edge.bit_length()


def bin_edges(edges: Iterable[int]) -> list[int]:
    """Every power-of-two bin from the smallest to the largest edge given, so empty bins between
    them show as gaps instead of being skipped."""
    present = sorted(set(edges))
    if not present:
        return []
    out, edge = [], present[0]
    while edge <= present[-1]:
        out.append(edge)
        edge = bin_upper(edge)
    return sorted(set(out) | set(present))


def compact_edge(edge: int) -> str:
    """Axis label of a bin edge: ``512``, ``1K`` (1024), ``4M`` (4 * 2**20)."""
    for shift, suffix in ((30, "G"), (20, "M"), (10, "K")):
        if edge >= 1 << shift and edge % (1 << shift) == 0:
            return f"{edge >> shift}{suffix}"
    return str(edge)


def nice_ticks(top: float, count: int = 4) -> list[float]:
    """Round axis ticks from 0 to at least ``top``: steps of 1, 2 or 5 times a power of ten."""
    if top <= 0:
        return [0.0, 1.0]
    rough = top / count
    magnitude = 10 ** math.floor(math.log10(rough))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= rough)
    n = math.ceil(top / step - 1e-9)
    return [i * step for i in range(n + 1)]


def histogram(hist: Mapping[str, int] | Mapping[str, Mapping[str, int]], *, title: str,
              x_label: str) -> str:
    """Vertical bars over power-of-two bins. ``hist`` is one ``{edge: count}`` or several named ones
    (``{"read": {...}, "kept": {...}}``), drawn as grouped bars with a legend."""
    if hist and all(isinstance(v, Mapping) for v in hist.values()):
        series = {str(name): parse_bins(h) for name, h in hist.items()}  # type: ignore[arg-type]
    else:
        series = {"": parse_bins(hist)}  # type: ignore[arg-type]
    if len(series) > len(SERIES_COLOURS):
        raise ValueError(f"at most {len(SERIES_COLOURS)} series per histogram, got {len(series)}")
    edges = bin_edges(e for bins in series.values() for e in bins)
    if not edges:
        return f'<p class="missing">{esc(title)}: nothing to plot.</p>'
    named = len(series) > 1 or "" not in series
    ticks = nice_ticks(max(c for bins in series.values() for c in bins.values()))
    rotate = len(edges) > 16
    left, right = 64.0, 12.0
    top = 30.0 if named else 10.0
    plot_h = 220.0
    bottom = 62.0 if rotate else 44.0
    plot_w = CHART_WIDTH - left - right
    height = top + plot_h + bottom
    group_w = plot_w / len(edges)
    bar_w = group_w * 0.8 / len(series)

    def y_of(count: float) -> float:
        return top + plot_h - plot_h * count / ticks[-1]

    parts = []
    for t in ticks:
        y = y_of(t)
        parts.append(f'<line x1="{_num(left)}" y1="{_num(y)}" x2="{_num(left + plot_w)}" '
                     f'y2="{_num(y)}" stroke="currentColor" stroke-opacity="0.2" />'
                     f'<text x="{_num(left - 6)}" y="{_num(y + 4)}" text-anchor="end" '
                     f'fill="currentColor">{esc(format_number(int(t) if t == int(t) else t))}'
                     "</text>")
    for s, (name, bins) in enumerate(series.items()):
        colour = SERIES_COLOURS[s]
        for i, edge in enumerate(edges):
            count = bins.get(edge, 0)
            if count <= 0:
                continue
            x = left + i * group_w + group_w * 0.1 + s * bar_w
            y = min(y_of(count), top + plot_h - 1)  # a bin of one still shows
            what = f"{name}, " if named else ""
            last = format_number(bin_upper(edge) - 1)
            span = "0" if edge == 0 else f"{format_number(edge)} to {last}"
            parts.append(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(bar_w)}" '
                         f'height="{_num(top + plot_h - y)}" fill="{colour}">'
                         f"<title>{esc(what)}{esc(span)}: {esc(format_number(count))}</title>"
                         "</rect>")
    base = top + plot_h
    parts.append(f'<line x1="{_num(left)}" y1="{_num(base)}" x2="{_num(left + plot_w)}" '
                 f'y2="{_num(base)}" stroke="currentColor" />')
    for i, edge in enumerate(edges):
        x = left + (i + 0.5) * group_w
        if rotate:
            parts.append(f'<text x="{_num(x)}" y="{_num(base + 14)}" text-anchor="end" '
                         f'font-size="10" transform="rotate(-45 {_num(x)} {_num(base + 14)})" '
                         'fill="currentColor">'
                         f"{esc(compact_edge(edge))}</text>")
        else:
            parts.append(f'<text x="{_num(x)}" y="{_num(base + 16)}" text-anchor="middle" '
                         f'font-size="10" fill="currentColor">{esc(compact_edge(edge))}</text>')
    parts.append(f'<text x="{_num(left + plot_w / 2)}" y="{_num(height - 6)}" text-anchor="middle" '
                 f'fill="currentColor">{esc(x_label)} (bins start at the value shown)</text>')
    if named:
        x = left
        for s, name in enumerate(series):
            parts.append(f'<rect x="{_num(x)}" y="8" width="12" height="12" '
                         f'fill="{SERIES_COLOURS[s]}" />'
                         f'<text x="{_num(x + 16)}" y="18" fill="currentColor">{esc(name)}</text>')
            x += 24 + 7.5 * len(name)
    return _figure(title, "\n".join(parts), CHART_WIDTH, height)
