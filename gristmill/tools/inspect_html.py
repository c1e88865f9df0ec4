"""``inspect.html``: the page ``gristmill inspect --out DIR`` writes next to ``inspect.json``.

The same figures as the terminal summary (``gristmill.tools.inspect.format_profile``), drawn with the
run report's building blocks (``gristmill.report.blocks``): self-contained, no scripts, same bytes for
the same profile.
"""

from __future__ import annotations

from typing import Any, Mapping

from gristmill.report import blocks as html

INSPECT_HTML = "inspect.html"
SECTIONS = ("summary", "sizes", "fields", "languages", "pii", "duplicates", "filters")


def _summary(p: Mapping[str, Any]) -> str:
    docs = p["documents"]
    items = [("records", html.format_number(docs["records"])),
             ("valid documents", html.format_number(docs["valid"])),
             ("sampled", f"{html.format_number(docs['sampled'])} "
                         f"({docs['sample_fraction']:.1%}, seed {p['seed']})"),
             ("would be dead-lettered", html.format_number(docs["dead_lettered_total"])),
             ("input bytes", html.format_number(docs["bytes"]))]
    if "kept_after_filters" in p:
        items.append(("kept by the filters (sample)", html.format_number(p["kept_after_filters"])))
    inputs = html.table(["input", "format", "compression", "bytes"],
                        [(f["path"], f.get("format", ""), f.get("compression", ""), f["bytes"])
                         for f in p.get("inputs", [])], numeric_columns=(3,))
    dead = docs.get("dead_lettered") or {}
    dead_table = html.table(["dead-letter kind", "records"], sorted(dead.items()),
                            numeric_columns=(1,)) if dead else ""
    return html.stat_grid(items) + inputs + dead_table


def _sizes(p: Mapping[str, Any]) -> str:
    chars = p["chars"]
    sample = chars.get("sample", {})
    spread = html.stat_grid([(name, html.format_number(sample[name]))
                             for name in ("min", "median", "p90", "max") if name in sample])
    return spread + html.histogram(chars["histogram"], title="Characters per document (all documents)",
                                   x_label="characters")


def _fields(p: Mapping[str, Any]) -> str:
    rows = [(name, ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())))
            for name, kinds in sorted(p.get("fields", {}).items())]
    return html.table(["field", "JSON types in the sample"], rows)


def _languages(p: Mapping[str, Any]) -> str:
    langs = p.get("languages") or {}
    if not langs:
        return html.missing("language identification")
    chart = html.bar_chart([(lang, v["documents"]) for lang, v in langs.items()],
                           title="Documents per language (fastText top label)", unit="docs")
    table = html.table(["language", "documents", "mean confidence"],
                       [(lang, v["documents"], f"{v['mean_confidence']:.3f}")
                        for lang, v in langs.items()], numeric_columns=(1, 2))
    return chart + table


def _pii(p: Mapping[str, Any]) -> str:
    pii = p.get("pii") or {}
    if not pii.get("entities"):
        return html.missing("PII detection")
    rows = [(entity, v["documents_with_hits"], v["hits"], f"{v['hits_per_1000_documents']:.1f}")
            for entity, v in sorted(pii["entities"].items())]
    return (f"<p>First {html.format_number(pii['documents'])} sampled documents.</p>"
            + html.table(["entity", "documents with hits", "hits", "per 1000 documents"], rows,
                         numeric_columns=(1, 2, 3)))


def _duplicates(p: Mapping[str, Any]) -> str:
    dup = p.get("duplicates") or {}
    rows = []
    exact = dup.get("exact")
    if exact:
        rows.append(("exact, all sampled", exact["documents"], exact["duplicates"],
                     f"{exact['rate']:.2%}"))
        after = exact.get("after_filters")
        if after:
            rows.append(("exact, after the filters", after["documents"], after["duplicates"],
                         f"{after['rate']:.2%}"))
    near = dup.get("near")
    if near:
        rows.append((f"near (Jaccard ≥ {near['threshold']})", near["documents"], near["duplicates"],
                     f"{near['rate']:.2%}"))
    if not rows:
        return html.missing("duplicate estimates")
    return (html.table(["estimate", "documents", "duplicates", "rate"], rows,
                       numeric_columns=(1, 2, 3))
            + "<p>Rates within a sample underestimate the corpus rate: a pair of copies is only "
              "seen when both are sampled.</p>")


def _filters(p: Mapping[str, Any]) -> str:
    rules = p.get("filters") or []
    if not rules:
        return html.missing("filters (the config enables none)")
    steps = [("sampled", rules[0]["in_sequence"]["input"])]
    rows = []
    for rule in rules:
        seq, alone = rule["in_sequence"], rule.get("alone", {})
        steps.append((rule["rule"], seq["input"] - seq["dropped_total"]))
        rows.append((rule["rule"], seq["input"], seq["dropped_total"],
                     alone.get("dropped_total", "")))
        for reason, n in sorted(seq["dropped"].items(), key=lambda item: (-item[1], item[0])):
            rows.append((f"  {reason}", "", n, alone.get("dropped", {}).get(reason, "")))
    return html.funnel(steps) + html.table(
        ["rule / reason", "input", "dropped in sequence", "dropped alone"], rows,
        numeric_columns=(1, 2, 3))


_BUILDERS = {"summary": ("Summary", _summary), "sizes": ("Document sizes", _sizes),
             "fields": ("Fields", _fields), "languages": ("Languages", _languages),
             "pii": ("PII", _pii), "duplicates": ("Duplicates", _duplicates),
             "filters": ("What the filters would drop", _filters)}


def render_inspect(p: Mapping[str, Any]) -> str:
    sections = [html.Section(sid, _BUILDERS[sid][0], _BUILDERS[sid][1](p)) for sid in SECTIONS]
    return html.page("Gristmill inspect", sections,
                     subtitle=", ".join(f["path"] for f in p.get("inputs", [])))
