"""``report.html``: one self-contained page that explains a run from its ``stats.json`` and
``manifest.json``.

The page is what a person reads instead of raw counters: where documents went (a funnel through the
stages, every drop reason), what each source gave and how close the mixture came to its plan, what
the kept text looks like (lengths, languages, PII, duplicates), how the tokens were packed, how long
each stage took and what was written with which config. Charts are
inline SVG built by :mod:`gristmill.report.blocks`; the file needs no network and no script.

Sections follow ``stats.json``: the accounting (``documents``, ``dead_lettered``, ``tokens``,
``packing``, ``files``) is always there; ``profile`` and its parts are optional, and a part the run
did not collect is reported as such instead of failing. A section that cannot be drawn because its
data is malformed says so in its place; the rest of the report is still written.

Drop reasons are ``<rule>:<detail>`` and dead-letter kinds ``<stage>:<kind>``. The stage of a reason
comes from its prefix: the stage names themselves (``read``, ``extract``, ``normalize``, ``filter``,
``dedup``, ``pii``, ``tokenize``, ``mixture``), ``token_length`` and ``tokens`` (checked while
tokenizing), and every other prefix is a quality-filter rule, since filter rules are the only drop
reasons that are open-ended.

A run that reads several named sources adds ``sources`` (the same document accounting per source,
plus the tokens each one was planned to give and gave) and, when it samples them to a mixture,
``mixture``. The report checks that the per-source counts add up to the run's and names any source
that fell short of its planned tokens by more than :data:`SHORTFALL_TOLERANCE`.

Deterministic: the same stats and manifest give the same bytes.
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import Any, Callable, Mapping

import yaml

from gristmill.report import blocks as html
from gristmill.report.stats import (SourceRow, as_number, max_share_error, run_document_totals,
                                  source_count_problems, source_rows)
from gristmill.transforms.write import REPORT_FILE, join, write_atomic

# Stages in pipeline order (see gristmill.pipeline.graph.build_pipeline).
STAGES = ("read", "extract", "normalize", "filter", "dedup", "pii", "tokenize", "mixture")
STAGE_TITLES = {"read": "Read", "extract": "HTML extraction", "normalize": "Normalize",
                "filter": "Quality filters", "dedup": "Deduplication", "pii": "PII",
                "tokenize": "Tokenize", "mixture": "Mixture"}
# Prefixes that are not a stage's own name. token_length is configured with the filters but applied
# by the tokenizer, which is the only place token counts exist.
_PREFIX_STAGES = {"token_length": "tokenize", "tokens": "tokenize"}
# Which config switch turns a stage on (None: always on). The mixture has no switch of its own: it
# runs when a source in the ``sources`` list asks for a weight or a token budget.
_STAGE_SWITCH = {"read": None, "extract": "extract", "normalize": "normalize", "filter": "filters",
                 "dedup": "dedup", "pii": "pii", "tokenize": "tokenizer", "mixture": "sources"}
# A source that wrote fewer tokens than planned by more than this fraction is named in the report.
SHORTFALL_TOLERANCE = 0.01
MAX_FILE_ROWS = 200
# Where render_report puts the run's timings for the Throughput section (never a stats.json key).
TIMINGS_KEY = "_timings"


# ------------------------------------------------------------------------------------------------
# Pure logic


def stage_of(reason: str) -> str:
    """The stage that drops (or dead-letters) under ``reason``: ``dedup:near`` -> ``dedup``,
    ``gopher_quality:min_words`` -> ``filter``, ``read:invalid_json`` -> ``read``."""
    prefix = reason.partition(":")[0]
    if prefix in STAGES:
        return prefix
    return _PREFIX_STAGES.get(prefix, "filter")


def by_stage(counts: Mapping[str, int]) -> dict[str, list[tuple[str, int]]]:
    """``{reason: n}`` -> ``{stage: [(reason, n), ...]}`` in stage order, reasons by count (largest
    first, then by name)."""
    grouped: dict[str, list[tuple[str, int]]] = {}
    for reason, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        grouped.setdefault(stage_of(reason), []).append((reason, n))
    return {stage: grouped[stage] for stage in STAGES if stage in grouped}


@dataclasses.dataclass(frozen=True)
class FunnelStep:
    stage: str
    dropped: int
    dead_lettered: int
    remaining: int
    enabled: bool | None  # None: the config is unknown


def stage_enabled(stage: str, config: Mapping[str, Any] | None) -> bool | None:
    """Whether ``config`` (the manifest's) turned ``stage`` on; None when it cannot tell."""
    switch = _STAGE_SWITCH[stage]
    if switch is None:
        return True
    if not isinstance(config, Mapping):
        return None
    if stage == "mixture":
        return mixture_configured(config)
    section = config.get(switch)
    if not isinstance(section, Mapping):
        # pii and extract are absent from configs that predate them
        return False if stage in ("pii", "extract") else None
    return bool(section.get("enabled", True))


def mixture_configured(config: Mapping[str, Any]) -> bool:
    """Whether a run config samples its sources to a mixture: some entry of its ``sources`` list
    sets a ``weight`` or a ``tokens`` budget."""
    sources = config.get("sources")
    if not isinstance(sources, (list, tuple)):
        return False
    return any(isinstance(source, Mapping) and
               (source.get("weight") is not None or source.get("tokens") is not None)
               for source in sources)


def funnel_steps(stats: Mapping[str, Any], config: Mapping[str, Any] | None = None
                 ) -> list[FunnelStep]:
    """Documents remaining after each stage, in stage order: ``read`` minus what each stage dropped
    or dead-lettered. With consistent stats the last step's ``remaining`` equals ``kept``."""
    docs = stats.get("documents", {})
    dropped = by_stage(docs.get("dropped", {}))
    dead = by_stage(stats.get("dead_lettered", {}))
    remaining = int(docs.get("read", 0))
    steps = []
    for stage in STAGES:
        n_dropped = sum(n for _, n in dropped.get(stage, []))
        n_dead = sum(n for _, n in dead.get(stage, []))
        remaining -= n_dropped + n_dead
        steps.append(FunnelStep(stage, n_dropped, n_dead, remaining, stage_enabled(stage, config)))
    return steps


def accounting_problem(stats: Mapping[str, Any]) -> str | None:
    """Why ``read = kept + dropped + dead-lettered`` does not hold, or None if it does."""
    docs = stats.get("documents", {})
    read, kept = int(docs.get("read", 0)), int(docs.get("kept", 0))
    dropped = sum(docs.get("dropped", {}).values())
    dead = sum(stats.get("dead_lettered", {}).values())
    if read == kept + dropped + dead:
        return None
    return (f"read {read:,} != kept {kept:,} + dropped {dropped:,} + dead-lettered {dead:,}: "
            f"{read - kept - dropped - dead:+,} documents unaccounted for")


def mixture_shortfalls(rows: list[SourceRow], tolerance: float = SHORTFALL_TOLERANCE
                       ) -> list[SourceRow]:
    """Sources whose written tokens fall short of their planned tokens by more than ``tolerance``
    (a fraction of the plan): the mixture asked for more than they held within their epoch
    limit."""
    return [r for r in rows if r.planned_tokens is not None and r.planned_tokens > 0
            and r.tokens is not None and r.tokens < r.planned_tokens * (1 - tolerance)]


def format_bytes(n: float) -> str:
    """Decimal units: ``1931059`` -> ``1.93 MB``."""
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if abs(n) >= size:
            return f"{n / size:.2f} {unit}"
    return f"{int(n)} B"


def format_share(part: float, whole: float) -> str:
    """``part`` as a percentage of ``whole``; ``-`` when ``whole`` is zero."""
    if not whole:
        return "-"
    share = 100 * part / whole
    return f"{share:.2f}%" if share < 10 else f"{share:.1f}%"


def format_efficiency(value: Any) -> str:
    """Packing efficiency to a thousandth of a percent: targets sit at 99.9 %, where a share
    rounded to one decimal would read 100.0 %."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return "n/a"
    return f"{100 * value:.3f}%"


def format_ratio(value: Any, digits: int = 2) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return "n/a"
    return f"{value:.{digits}f}"


def per_second(count: float, seconds: float) -> str:
    return html.format_number(count / seconds) if seconds and seconds > 0 else "-"


def total_output_bytes(stats: Mapping[str, Any]) -> int:
    return sum(int(kind.get("bytes", 0)) for kind in stats.get("files", {}).values())


# ------------------------------------------------------------------------------------------------
# Sections


def _profile(stats: Mapping[str, Any]) -> Mapping[str, Any]:
    profile = stats.get("profile")
    return profile if isinstance(profile, Mapping) else {}


def _summary(stats, manifest) -> str:
    docs = stats.get("documents", {})
    read, kept = docs.get("read", 0), docs.get("kept", 0)
    tokens, packing = stats.get("tokens", {}), stats.get("packing", {})
    efficiency = packing.get("efficiency")
    items = [
        ("Documents read", html.format_number(read)),
        ("Kept", f"{html.format_number(kept)} ({format_share(kept, read)})"),
        ("Dropped", html.format_number(sum(docs.get("dropped", {}).values()))),
        ("Dead-lettered", html.format_number(docs.get("dead_lettered", 0))),
        ("Tokens", html.format_number(tokens.get("total", 0))),
        ("Rows", html.format_number(packing.get("rows", 0))),
        ("Packing efficiency",
         format_efficiency(efficiency)),
        ("Output", format_bytes(total_output_bytes(stats))),
        ("Input", format_bytes(stats.get("input", {}).get("bytes", 0))),
    ]
    problem = accounting_problem(stats)
    check = (f'<p class="warning">The accounting does not balance: {html.esc(problem)}.</p>'
             if problem else
             "<p>Every document is accounted for: read = kept + dropped + dead-lettered.</p>")
    return "\n".join(part for part in (html.stat_grid(items), check, _input_counts(stats)) if part)


# What each read counter of stats.json's "input" means, for the summary's table.
_INPUT_COUNTERS = {
    "blank_lines": "blank JSONL lines skipped",
    "compression_mismatch": "files read by their content's compression, not their name's",
    "format_mismatch": "files read as another format than their name's",
    "duplicate_ids": "ids shared by several records",
    "renamed_ids": "records renamed for a shared id",
    "renamed_id_collisions": "renamed ids the input already held",
    "unverified_records": "records kept from a stream that then failed its checksum",
    "charset_replaced": "HTML bodies decoded with replacement characters",
}
_WARC_SKIPPED = "warc_skipped:"


def _input_counts(stats) -> str:
    """The non-zero read counters that are not documents: WARC records skipped by kind and the
    input's oddities; empty when there are none."""
    counts = stats.get("input", {})
    rows = [(name, _INPUT_COUNTERS.get(name, ""), n) for name, n in sorted(counts.items())
            if name in _INPUT_COUNTERS and n]
    rows += [(name, f"WARC {name[len(_WARC_SKIPPED):]} records, not HTML responses, skipped", n)
             for name, n in sorted(counts.items()) if name.startswith(_WARC_SKIPPED) and n]
    if not rows:
        return ""
    return ("<h3>Input records that are not documents, and input oddities</h3>\n"
            + html.table(["Counter", "Meaning", "Count"], rows, numeric_columns=(2,)))


def _funnel(stats, manifest) -> str:
    config = (manifest or {}).get("config")
    steps = funnel_steps(stats, config)
    read = stats.get("documents", {}).get("read", 0)
    chart = html.funnel([("Read (records)", read)] +
                        [(f"after {STAGE_TITLES[s.stage]}", s.remaining) for s in steps])

    def state(step: FunnelStep) -> str:
        return {True: "on", False: "off", None: "-"}[step.enabled]

    rows = [(STAGE_TITLES[s.stage], state(s), s.dropped, s.dead_lettered, s.remaining,
             format_share(s.remaining, read)) for s in steps]
    return chart + "\n" + html.table(
        ["Stage", "Enabled", "Dropped", "Dead-lettered", "Remaining", "Of read"], rows,
        numeric_columns=(2, 3, 4, 5))


def _dash(value: Any, render: Callable[[Any], Any]) -> Any:
    return "-" if value is None else render(value)


def _epoch_limit(config: Any, name: str) -> float | None:
    """The epoch limit the manifest's config sets for source ``name``: its own ``max_epochs``,
    else the mixture's."""
    if not isinstance(config, Mapping):
        return None
    sources = config.get("sources")
    for source in sources if isinstance(sources, (list, tuple)) else ():
        if isinstance(source, Mapping) and source.get("name") == name:
            limit = as_number(source.get("max_epochs"))
            if limit is not None:
                return limit
    mixture = config.get("mixture")
    return as_number(mixture.get("max_epochs")) if isinstance(mixture, Mapping) else None


def _sources(stats, manifest) -> str:
    sources = stats.get("sources")
    if sources is None:
        return ('<p class="missing">This run read one source: there is no per-source accounting '
                "and no mixture.</p>")
    if not isinstance(sources, Mapping):
        raise ValueError(f"sources should map each source's name to its counts, got "
                         f"{type(sources).__name__}")
    rows = source_rows(stats)

    def share(x: float) -> str:
        return format_share(x, 1)

    table_rows = [(r.name, *(_dash(n, int) for n in (r.read, r.kept, r.dropped, r.dead_lettered)),
                   _dash(r.available_tokens, html.format_number), _dash(r.planned_share, share),
                   _dash(r.share, share), _dash(r.tokens, html.format_number),
                   _dash(r.epochs, format_ratio), _dash(r.repeated_documents, int))
                  for r in rows]
    parts = [html.table(["Source", "Read", "Kept", "Dropped", "Dead-lettered", "Available tokens",
                         "Planned share", "Achieved share", "Tokens", "Epochs",
                         "Repeated documents"], table_rows, numeric_columns=range(1, 11))]
    problems = source_count_problems(stats)
    if problems:
        parts.append('<p class="warning">The per-source counts do not add up to the run\'s: '
                     f"{html.esc('; '.join(problems))}.</p>")
    else:
        parts.append("<p>The per-source counts add up to the run's: read, kept, dropped and "
                     "dead-lettered documents.</p>")

    mixture = stats.get("mixture")
    mixture = mixture if isinstance(mixture, Mapping) else {}
    if not mixture and all(r.planned_share is None and r.planned_tokens is None for r in rows):
        parts.append("<p>No mixture was configured: each source gave what its filters kept, "
                     "written once.</p>")
        return "\n".join(parts)

    def total(key: str) -> float | None:
        """The mixture's figure, else the sum over sources (if every source gives it)."""
        value = as_number(mixture.get(key))
        values = [getattr(r, key) for r in rows]
        if value is None and values and all(v is not None for v in values):
            value = sum(values)
        return value

    error = as_number(mixture.get("max_share_error"))
    error = max_share_error(rows) if error is None else error
    parts.append("<h3>Mixture</h3>")
    parts.append(html.stat_grid([
        ("Planned tokens", _dash(total("planned_tokens"), html.format_number)),
        ("Tokens written", _dash(total("tokens"), html.format_number)),
        ("Largest share error", _dash(error, lambda e: f"{100 * e:.2f} pp")),
    ]))
    bars = [(f"{r.name} {what}", 100 * value) for r in rows
            for what, value in (("planned", r.planned_share), ("achieved", r.share))
            if value is not None]
    parts.append(html.bar_chart(bars, title="Share of tokens per source, planned and achieved",
                                unit="%", max_bars=max(2, len(bars))))
    parts.append("<p>Share error: how far, in percentage points (pp), a source's achieved share "
                 "of the tokens written is from its planned share.</p>")
    config = (manifest or {}).get("config")
    for r in mixture_shortfalls(rows):
        limit = _epoch_limit(config, r.name)
        detail = "" if r.epochs is None else f" after {format_ratio(r.epochs)} epochs"
        detail += "" if limit is None else f" (limit {html.format_number(limit)})"
        parts.append(f"<p>{html.esc(r.name)} wrote {html.esc(html.format_number(r.tokens))} of "
                     f"its {html.esc(html.format_number(r.planned_tokens))} planned tokens "
                     f"({html.esc(format_share(r.tokens, r.planned_tokens))}){html.esc(detail)}: "
                     "the source ran out of data within its epoch limit.</p>")
    return "\n".join(parts)


def _drops(stats, manifest) -> str:
    docs = stats.get("documents", {})
    read = docs.get("read", 0)
    dropped = docs.get("dropped", {})
    total = sum(dropped.values())
    parts = []
    if dropped:
        rows = [(STAGE_TITLES[stage], reason, n, format_share(n, total), format_share(n, read))
                for stage, reasons in by_stage(dropped).items() for reason, n in reasons]
        parts.append(html.table(["Stage", "Reason", "Documents", "Of dropped", "Of read"], rows,
                                numeric_columns=(2, 3, 4)))
        ordered = sorted(dropped.items(), key=lambda kv: (-kv[1], kv[0]))
        parts.append(html.bar_chart(ordered, title="Documents dropped per reason"))
    else:
        parts.append("<p>No document was dropped.</p>")
    parts.append("<h3>Dead letters</h3>")
    dead = stats.get("dead_lettered", {})
    if dead:
        rows = [(STAGE_TITLES[stage], kind, n, format_share(n, read))
                for stage, kinds in by_stage(dead).items() for kind, n in kinds]
        parts.append(html.table(["Stage", "Kind", "Records", "Of read"], rows,
                                numeric_columns=(2, 3)))
    else:
        parts.append("<p>No record was dead-lettered.</p>")
    modified = docs.get("modified", {})
    if modified:
        parts.append("<h3>Documents changed but kept</h3>")
        parts.append(html.table(["Change", "Documents"], sorted(modified.items()),
                                numeric_columns=(1,)))
    events = stats.get("rules", {})
    if events:
        parts.append("<h3>Events inside documents</h3>")
        parts.append(html.table(["Rule:event", "Count"], sorted(events.items()),
                                numeric_columns=(1,)))
    return "\n".join(parts)


def _series_histogram(section: Any, names: tuple[str, ...], title: str, x_label: str) -> str:
    """One histogram of the series ``names`` that ``section`` holds, or the note that it is
    missing."""
    if not (isinstance(section, Mapping) and section):
        return html.missing(title)
    series = {name: section[name] for name in names if name in section}
    return html.histogram(series, title=title, x_label=x_label)


def _lengths(stats, manifest) -> str:
    profile = _profile(stats)
    chars, tokens = profile.get("chars"), profile.get("tokens")
    parts = [_series_histogram(chars, ("read", "kept"), "Characters per document", "characters")]
    if isinstance(tokens, Mapping) and "kept" in tokens:
        parts.append(html.histogram(tokens["kept"], title="Tokens per kept document",
                                    x_label="tokens"))
    else:
        parts.append(html.missing("Tokens per kept document"))
    return "\n".join(parts)


def _languages(stats, manifest) -> str:
    langs = _profile(stats).get("languages")
    if not isinstance(langs, Mapping) or not langs:
        return html.missing("Language identification")
    read, kept = langs.get("read", {}), langs.get("kept", {})
    labels = sorted(set(read) | set(kept), key=lambda k: (-read.get(k, 0), -kept.get(k, 0), k))
    total_read, total_kept = sum(read.values()), sum(kept.values())

    def count_and_share(counts: Mapping[str, int], total: int, label: str) -> tuple:
        if label not in counts:
            return "-", "-"
        return counts[label], format_share(counts[label], total)

    rows = [(label, *count_and_share(read, total_read, label),
             *count_and_share(kept, total_kept, label)) for label in labels]
    main = kept if kept else read
    chart = html.bar_chart(sorted(main.items(), key=lambda kv: (-kv[1], kv[0])),
                           title=f"Documents per language ({'kept' if kept else 'read'})",
                           unit="docs")
    return chart + "\n" + html.table(["Language", "Read", "Of read", "Kept", "Of kept"], rows,
                                     numeric_columns=(1, 2, 3, 4))


def _pii(stats, manifest) -> str:
    pii = _profile(stats).get("pii")
    parts = []
    if isinstance(pii, Mapping) and pii:
        found = pii.get("found", {})
        redacted, left = pii.get("redacted", {}), pii.get("left", {})
        items = []
        if "documents_with_pii" in pii:
            items.append(("Documents with PII", html.format_number(pii["documents_with_pii"])))
        items += [("Spans found", html.format_number(sum(found.values()))),
                  ("Spans redacted", html.format_number(sum(redacted.values()))),
                  ("Spans left in the output", html.format_number(sum(left.values())))]
        parts.append(html.stat_grid(items))
        parts.append(html.bar_chart(sorted(found.items(), key=lambda kv: (-kv[1], kv[0])),
                                    title="PII spans found, by type", unit="spans"))
        # Before: what the recognizers found in the documents reaching the stage. After: what is
        # still in the kept text (annotate mode leaves it); the rest left with dropped documents.
        rows = [(entity, n, redacted.get(entity, 0),
                 n - redacted.get(entity, 0) - left.get(entity, 0), left.get(entity, 0))
                for entity, n in sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))]
        parts.append(html.table(["Type", "Found (before)", "Redacted", "In dropped documents",
                                 "Left in output (after)"], rows, numeric_columns=(1, 2, 3, 4)))
    else:
        # The redaction rule counts its hits as rule events even when no profile is collected.
        events = {k.partition(":")[2]: n for k, n in stats.get("rules", {}).items()
                  if k.startswith("pii:")}
        if events:
            parts.append(html.bar_chart(sorted(events.items(), key=lambda kv: (-kv[1], kv[0])),
                                        title="PII events counted by the redaction rule"))
        parts.append(html.missing("PII profile (spans by type, documents with PII)"))
    too_many = {k: n for k, n in stats.get("documents", {}).get("dropped", {}).items()
                if stage_of(k) == "pii"}
    if too_many:
        parts.append(html.table(["Reason", "Documents dropped"], sorted(too_many.items()),
                                numeric_columns=(1,)))
    return "\n".join(parts)


def _duplicates(stats, manifest) -> str:
    dups = _profile(stats).get("duplicates")
    parts = [_series_histogram(dups, ("exact", "near"), "Duplicate cluster sizes",
                               "documents per cluster")]
    dropped = by_stage(stats.get("documents", {}).get("dropped", {})).get("dedup", [])
    read = stats.get("documents", {}).get("read", 0)
    if dropped:
        parts.append(html.table(["Reason", "Documents removed", "Of read"],
                                [(r, n, format_share(n, read)) for r, n in dropped],
                                numeric_columns=(1, 2)))
    else:
        parts.append("<p>No document was removed as a duplicate.</p>")
    counters = [(f"{kind}/{name}", n) for kind, names in sorted(stats.get("other", {}).items())
                if kind.startswith("dedup") for name, n in sorted(names.items())]
    if counters:
        parts.append(html.table(["Counter", "Count"], counters, numeric_columns=(1,)))
    return "\n".join(parts)


def _packing(stats, manifest) -> str:
    packing, tokens = stats.get("packing", {}), stats.get("tokens", {})
    if not packing.get("seq_len") and not packing.get("rows"):
        return "<p>Nothing was packed in this run.</p>"
    efficiency = packing.get("efficiency")
    items = [
        ("Mode", str(packing.get("mode") or "n/a")),
        ("Sequence length", html.format_number(packing.get("seq_len") or 0)),
        ("Rows", html.format_number(packing.get("rows", 0))),
        ("Efficiency",
         format_efficiency(efficiency)),
        ("Padding tokens", html.format_number(tokens.get("padding", 0))),
        ("Tokens dropped (final rows)", html.format_number(tokens.get("dropped_final_rows", 0))),
        ("Tokens truncated", html.format_number(tokens.get("truncated", 0))),
    ]
    return html.stat_grid(items)


def _tokens(stats, manifest) -> str:
    tokens, profile = stats.get("tokens", {}), _profile(stats)
    items = [("Tokens written", html.format_number(tokens.get("total", 0))),
             ("Tokens from documents", html.format_number(tokens.get("from_documents", 0)))]
    parts = []
    cpt = profile.get("chars_per_token")
    if cpt is not None:
        items.append(("Characters per token", format_ratio(cpt)))
    vocab = profile.get("vocabulary")
    if isinstance(vocab, Mapping) and "used" in vocab:
        size = vocab.get("size") or (manifest or {}).get("tokenizer", {}).get("vocab_size")
        used = vocab["used"]
        items.append(("Vocabulary used", f"{html.format_number(used)} ({format_share(used, size)})"
                      if size else html.format_number(used)))
        if size:
            items.append(("Vocabulary size", html.format_number(size)))
    parts.append(html.stat_grid(items))
    if cpt is None:
        parts.append(html.missing("Characters per token"))
    if not isinstance(vocab, Mapping) or "used" not in vocab:
        parts.append(html.missing("Vocabulary use"))
    return "\n".join(parts)


def _diversity(stats, manifest) -> str:
    lex = _profile(stats).get("lexical_diversity")
    if not isinstance(lex, Mapping) or "type_token_ratio" not in lex:
        return html.missing("Lexical diversity")
    items = [("Type/token ratio (mean)", format_ratio(lex["type_token_ratio"], 3))]
    if "documents" in lex:
        items.append(("Documents measured", html.format_number(lex["documents"])))
    window = lex.get("window_words")
    if window:
        items.append(("Window", f"first {html.format_number(window)} words"))
    over = f"over a document's first {html.format_number(window)} words" if window else ""
    return (html.stat_grid(items) +
            f"\n<p>Distinct words divided by words{html.esc(' ' + over if over else '')}, "
            "averaged over kept documents.</p>")


def _throughput(stats, manifest) -> str:
    timings = stats.get(TIMINGS_KEY)
    stages = timings.get("stages") if isinstance(timings, Mapping) else None
    if not isinstance(stages, Mapping) or not stages:
        return html.missing("Time per stage (measured by local runs of gristmill run, which write "
                            "timings.json; remote runners show it in their own console)")
    rows, bars = [], []
    for name, entry in stages.items():
        seconds = entry.get("seconds", 0) or 0
        documents = entry.get("documents")
        rows.append((name, format_ratio(seconds), "-" if documents is None else documents,
                     per_second(documents, seconds) if documents is not None else "-"))
        bars.append((name, seconds))
    rows.append(("Total measured", format_ratio(sum(s for _, s in bars)), "", ""))
    parts = [html.stat_grid([("Wall-clock time", f"{format_ratio(timings.get('wall_seconds'))} s"),
                             ("Runner", str(timings.get("runner", "n/a")))]),
             html.bar_chart(bars, title="Seconds per stage (measured by Beam)", unit="s"),
             html.table(["Stage", "Seconds", "Documents in", "Documents/s"], rows,
                        numeric_columns=(1, 2, 3)),
             "<p>Times differ from run to run: they are kept in timings.json and this section, "
             "never in stats.json or the manifest.</p>"]
    return "\n".join(parts)


def _outputs(stats, manifest) -> str:
    files = stats.get("files", {})
    if not files:
        return "<p>No file was written.</p>"
    rows = [(kind, f.get("files", 0), f.get("rows", 0), format_bytes(f.get("bytes", 0)))
            for kind, f in sorted(files.items())]
    parts = [html.table(["Kind", "Files", "Rows", "Size"], rows, numeric_columns=(1, 2, 3)),
             html.bar_chart([(kind, f.get("bytes", 0) / 1e6) for kind, f in sorted(files.items())],
                            title="Output size per kind", unit="MB")]
    entries = (manifest or {}).get("files", [])
    if entries:
        shown = entries[:MAX_FILE_ROWS]
        parts.append("<h3>Files</h3>")
        parts.append(html.table(["Path", "Rows", "Size", "SHA-256"],
                                [(e.get("path", ""), e.get("rows", 0),
                                  format_bytes(e.get("bytes", 0)), e.get("sha256", "")[:16])
                                 for e in shown], numeric_columns=(1, 2)))
        if len(entries) > len(shown):
            parts.append(f"<p>{len(entries) - len(shown):,} more files are listed in "
                         "manifest.json.</p>")
    return "\n".join(parts)


def _config(stats, manifest) -> str:
    if not manifest:
        return html.missing("The manifest (config, fingerprint, versions, inputs)")
    parts = [html.stat_grid([("Fingerprint", str(manifest.get("fingerprint", "n/a")))])]
    versions = manifest.get("versions", {})
    if versions:
        parts.append("<h3>Versions</h3>")
        parts.append(html.table(["Package", "Version"], sorted(versions.items())))
    inputs = manifest.get("inputs", [])
    if inputs:
        parts.append("<h3>Inputs</h3>")
        rows = [(i.get("path", ""), format_bytes(i.get("bytes", 0)))
                for i in inputs[:MAX_FILE_ROWS]]
        parts.append(html.table(["Path", "Size"], rows, numeric_columns=(1,)))
        if len(inputs) > MAX_FILE_ROWS:
            parts.append(f"<p>{len(inputs) - MAX_FILE_ROWS:,} more inputs are listed in "
                         "manifest.json.</p>")
    config = manifest.get("config")
    if config is not None:
        parts.append("<h3>Config</h3>")
        text = yaml.safe_dump(config, sort_keys=True, allow_unicode=True, default_flow_style=False)
        parts.append(f"<pre><code>{html.esc(text)}</code></pre>")
    return "\n".join(parts)


# The section that measures time, so differs between runs of the same input and config.
TIMED_SECTION = "throughput"

SECTIONS: tuple[tuple[str, str, Callable[[Mapping, Mapping | None], str]], ...] = (
    ("summary", "Summary", _summary),
    ("funnel", "Documents through the stages", _funnel),
    ("sources", "Sources and mixture", _sources),
    ("drops", "Drop reasons", _drops),
    ("lengths", "Document lengths", _lengths),
    ("languages", "Languages", _languages),
    ("pii", "Personal data", _pii),
    ("duplicates", "Duplicates", _duplicates),
    ("packing", "Packing", _packing),
    ("tokens", "Tokens", _tokens),
    ("diversity", "Lexical diversity", _diversity),
    (TIMED_SECTION, "Throughput", _throughput),
    ("outputs", "Outputs", _outputs),
    ("config", "Config and provenance", _config),
)


def without_timed_section(page: bytes) -> bytes:
    """A rendered report less its Throughput section, the one part that measures time: what two
    runs of the same input and config must agree on."""
    return re.sub(rb'<section id="' + TIMED_SECTION.encode() + rb'">.*?</section>', b"", page,
                  flags=re.DOTALL)


def _section_body(build: Callable, stats, manifest) -> str:
    try:
        return build(stats, manifest)
    except Exception as exc:  # noqa: BLE001 - one malformed part must not cost the whole report
        return (f'<p class="warning">This section could not be drawn from the run\'s data: '
                f"{html.esc(type(exc).__name__)}: {html.esc(exc)}</p>")


def render_report(stats: Mapping[str, Any], manifest: Mapping[str, Any] | None,
                  timings: Mapping[str, Any] | None = None) -> str:
    """The whole page for one run; every entry of :data:`SECTIONS` is an element with its id.
    ``timings`` (``timings.json``, see :mod:`gristmill.pipeline.progress`) fills the Throughput section;
    without it the page depends on ``stats`` and ``manifest`` only."""
    if timings is not None:
        stats = {**stats, TIMINGS_KEY: timings}
    sections = [html.Section(sid, title, _section_body(build, stats, manifest))
                for sid, title, build in SECTIONS]
    subtitle = ""
    if manifest:
        version = manifest.get("versions", {}).get("gristmill")
        fingerprint = str(manifest.get("fingerprint", ""))
        subtitle = "; ".join(part for part in (
            f"gristmill {version}" if version else "",
            f"fingerprint {fingerprint[:16]}" if fingerprint else "") if part)
    return html.page("Gristmill run report", sections, subtitle=subtitle)


def write_report(output_path: str, stats: Mapping[str, Any],
                 manifest: Mapping[str, Any] | None,
                 timings: Mapping[str, Any] | None = None) -> str:
    """Write ``<output_path>/report.html`` through Beam's FileSystems (local, ``gs://``, ...) and
    return its path."""
    path = join(output_path, REPORT_FILE)
    write_atomic(path, render_report(stats, manifest, timings).encode("utf-8"))
    return path


__all__ = ["REPORT_FILE", "SHORTFALL_TOLERANCE", "STAGES", "FunnelStep", "SourceRow",
           "accounting_problem", "by_stage", "format_bytes", "format_share", "funnel_steps",
           "max_share_error", "mixture_configured", "mixture_shortfalls", "render_report",
           "run_document_totals", "source_count_problems", "source_rows", "stage_enabled",
           "stage_of", "write_report"]
