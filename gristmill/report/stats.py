"""``stats.json``: the run's accounting, built from the counts every stage emitted as data.

The identity ``read = kept + dropped + dead_lettered`` must hold: a run whose counts do not balance has
lost documents somewhere and fails instead of writing a manifest. A run of several sources must
balance per source too, and its sources must add up to the run (:func:`source_count_problems`, the
check the report page and ``gristmill verify`` also make).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Mapping

from gristmill.transforms.profile import MICRO, PII_DOCUMENTS, PII_LEFT, PII_REDACTED, PROFILE, TTR_WORDS
from gristmill.transforms.steps import (DEAD_LETTERED, DROPPED, KEPT, MIXTURE, MODIFIED, READ,
                                        RULE_EVENTS, TOKENS, StatKey)


class AccountingError(RuntimeError):
    pass


def group_counts(counts: Mapping[StatKey, int]) -> dict[str, dict[str, int]]:
    """The run-wide counts as ``{kind: {name: n}}``, sorted; sources' own counts are left out
    (:func:`_per_source`)."""
    grouped: dict[str, dict[str, int]] = {}
    for key, n in sorted(counts.items()):
        if not key.source:
            grouped.setdefault(key.kind, {})[key.name] = n
    return grouped


PROFILE_PREFIXES = ("hist_", "lang_")
LANGUAGE_EVENT = "langid:language:"
PII_EVENT = "pii:"


def _sorted_bins(hist: dict[str, int]) -> dict[str, int]:
    return {edge: hist[edge] for edge in sorted(hist, key=int)}


def pii_profile(stats: dict) -> dict:
    """PII hits by type (``found``) and what became of them: ``redacted`` in kept documents, ``left``
    in annotated ones; the rest left with dropped documents. The redaction rule's bookkeeping
    events move here from ``stats["rules"]``, where only the hits by type stay."""
    pii: dict = {}
    rules = {}
    for name, n in stats["rules"].items():
        event = name.removeprefix(PII_EVENT) if name.startswith(PII_EVENT) else None
        fate, _, entity = (event or "").rpartition(":")
        if event == PII_DOCUMENTS:
            pii[PII_DOCUMENTS] = n
            continue
        if event and entity.isupper() and fate in ("", PII_REDACTED, PII_LEFT):
            pii.setdefault(fate or "found", {})[entity] = n
            if fate:
                continue
        rules[name] = n
    stats["rules"] = rules
    return pii


def build_profile(grouped: dict[str, dict[str, int]], stats: dict) -> dict:
    """``stats.json``'s ``profile`` section (see ``gristmill/transforms/profile.py``) from the grouped counts.
    Language labels that language ID counted move here from ``stats["rules"]``."""
    profile: dict = {}
    for kind, names in grouped.items():
        if kind.startswith("hist_"):
            measure, _, point = kind.removeprefix("hist_").partition("_")
            section = "duplicates" if measure == "dup" else measure
            profile.setdefault(section, {})[point] = _sorted_bins(names)
        elif kind.startswith("lang_"):
            profile.setdefault("languages", {})[kind.removeprefix("lang_")] = dict(sorted(
                names.items(), key=lambda item: (-item[1], item[0])))
    rules = stats["rules"]
    languages = {name.removeprefix(LANGUAGE_EVENT): n for name, n in rules.items()
                 if name.startswith(LANGUAGE_EVENT)}
    if languages:
        profile.setdefault("languages", {})["read"] = dict(
            sorted(languages.items(), key=lambda item: (-item[1], item[0])))
        stats["rules"] = {name: n for name, n in rules.items() if not name.startswith(LANGUAGE_EVENT)}
    pii = pii_profile(stats)
    if pii:
        profile["pii"] = pii
    sums = grouped.get(PROFILE, {})
    # Characters are counted on the kept documents, each once: a mixture's tokens of them likewise.
    tokens = grouped.get(MIXTURE, {}).get("kept_tokens", stats["tokens"]["from_documents"])
    if sums.get("chars") and tokens:
        profile["chars_per_token"] = round(sums["chars"] / tokens, 4)
    if "vocab_size" in sums:
        profile["vocabulary"] = {"size": sums["vocab_size"], "used": sums.get("vocab_used", 0)}
    if sums.get("ttr_documents"):
        profile["lexical_diversity"] = {
            "type_token_ratio": round(sums["ttr_micro"] / sums["ttr_documents"] / MICRO, 4),
            "window_words": TTR_WORDS, "documents": sums["ttr_documents"]}
    return profile


def as_number(value: Any) -> int | float | None:
    """A finite number from JSON, or None (null, text, booleans, NaN)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return value if math.isfinite(value) else None


def as_count(value: Any) -> int | None:
    """A document count given as a number or as ``{reason: n}`` (summed); None if unreadable."""
    if isinstance(value, Mapping):
        parts = [as_number(n) for n in value.values()]
        return None if any(n is None for n in parts) else int(sum(parts))
    n = as_number(value)
    return None if n is None else int(n)


@dataclasses.dataclass(frozen=True)
class SourceRow:
    """One entry of ``stats["sources"]``; None wherever the run gave no readable value."""

    name: str
    read: int | None
    kept: int | None
    dropped: int | None
    dead_lettered: int | None
    available_tokens: float | None
    planned_share: float | None
    planned_tokens: float | None
    tokens: float | None
    share: float | None
    epochs: float | None
    repeated_documents: int | None


# The document counts every source reports, which must add up to the run's: (field, label).
DOCUMENT_MEASURES = (("read", "read"), ("kept", "kept"), ("dropped", "dropped"),
                     ("dead_lettered", "dead-lettered"))


def source_rows(stats: Mapping[str, Any]) -> list[SourceRow]:
    """``stats["sources"]`` as rows, in the order the stats list them; ``[]`` without sources.
    ``dropped`` is the sum of the source's drop reasons (``dropped_total`` if it lists none)."""
    sources = stats.get("sources")
    if not isinstance(sources, Mapping):
        return []
    rows = []
    for name, entry in sources.items():
        entry = entry if isinstance(entry, Mapping) else {}
        docs = entry.get("documents")
        docs = docs if isinstance(docs, Mapping) else {}
        dropped = docs.get("dropped")
        rows.append(SourceRow(
            name=str(name), read=as_count(docs.get("read")), kept=as_count(docs.get("kept")),
            dropped=as_count(dropped if dropped is not None else docs.get("dropped_total")),
            dead_lettered=as_count(docs.get("dead_lettered", entry.get("dead_lettered"))),
            available_tokens=as_number(entry.get("available_tokens")),
            planned_share=as_number(entry.get("planned_share")),
            planned_tokens=as_number(entry.get("planned_tokens")),
            tokens=as_number(entry.get("tokens")), share=as_number(entry.get("share")),
            epochs=as_number(entry.get("epochs")),
            repeated_documents=as_count(entry.get("repeated_documents"))))
    return rows


def run_document_totals(stats: Mapping[str, Any]) -> dict[str, int | None]:
    """The run's read, kept, dropped and dead-lettered documents, counted as the summary's
    accounting check counts them; None for a figure the stats do not give."""
    docs = stats.get("documents", {})
    dead = stats.get("dead_lettered")
    dropped = docs.get("dropped")
    return {"read": as_count(docs.get("read")), "kept": as_count(docs.get("kept")),
            "dropped": as_count(dropped if dropped is not None else docs.get("dropped_total")),
            "dead_lettered": as_count(dead if isinstance(dead, Mapping)
                                    else docs.get("dead_lettered"))}


def source_count_problems(stats: Mapping[str, Any]) -> list[str]:
    """Why the per-source document counts do not account for the run: a source whose own counts
    do not balance (read = kept + dropped + dead-lettered), a count a source does not give, or a
    measure whose per-source sum differs from the run's total. ``[]`` when everything adds up."""
    rows = source_rows(stats)
    problems = []
    for row in rows:
        absent = [label for field, label in DOCUMENT_MEASURES if getattr(row, field) is None]
        if absent:
            problems.append(f"{row.name} gives no {', '.join(absent)} count")
            continue
        rest = row.kept + row.dropped + row.dead_lettered
        if row.read != rest:
            problems.append(f"{row.name}: read {row.read:,} != kept {row.kept:,} + dropped "
                            f"{row.dropped:,} + dead-lettered {row.dead_lettered:,} "
                            f"({row.read - rest:+,})")
    totals = run_document_totals(stats)
    for field, label in DOCUMENT_MEASURES:
        counts = [getattr(row, field) for row in rows]
        total = totals[field]
        if total is None or any(n is None for n in counts):
            continue
        if sum(counts) != total:
            problems.append(f"{label}: the sources sum to {sum(counts):,}, the run counted "
                            f"{total:,} ({sum(counts) - total:+,})")
    return problems


def max_share_error(rows: list[SourceRow]) -> float | None:
    """The largest ``|share - planned_share|`` over sources that have both; None if none has."""
    errors = [abs(r.share - r.planned_share) for r in rows
              if r.share is not None and r.planned_share is not None]
    return max(errors) if errors else None


def _per_source(counts: Mapping[StatKey, int]) -> dict[str, dict[str, dict[str, int]]]:
    """Each source's own counts as ``{source: {kind: {name: n}}}``."""
    sources: dict[str, dict[str, dict[str, int]]] = {}
    for key, n in sorted(counts.items()):
        if key.source:
            sources.setdefault(key.source, {}).setdefault(key.kind, {})[key.name] = n
    return sources


def _ratio(part: float, whole: float, digits: int = 6) -> float | None:
    return round(part / whole, digits) if whole else None


def source_stats(counts: Mapping[StatKey, int], grouped: dict[str, dict[str, int]],
                 sources: list[str], planned: dict[str, float]) -> tuple[dict, dict | None]:
    """``stats.json``'s ``sources`` (per source: its documents' accounting, tokens available and
    written, planned and achieved shares) and ``mixture`` (None without one; its share error is
    added by :func:`build_stats`)."""
    per_source = _per_source(counts)
    result: dict = {}
    # By name, as stats.json stores them (its keys are sorted): a report drawn from the file and one
    # drawn from the run list the sources alike.
    for name in sorted(sources):
        own = per_source.get(name, {})
        read = own.get(READ, {}).get("records", 0)
        kept = own.get(KEPT, {}).get("documents", 0)
        dropped = own.get(DROPPED, {})
        dead = sum(own.get(DEAD_LETTERED, {}).values())
        mix = own.get(MIXTURE, {})
        available = mix.get("available_tokens", own.get(TOKENS, {}).get("documents", 0))
        tokens = mix.get("tokens", own.get(TOKENS, {}).get("documents", 0))
        result[name] = {
            "documents": {"read": read, "kept": kept, "dropped": dict(sorted(dropped.items())),
                          "dropped_total": sum(dropped.values()), "dead_lettered": dead},
            "available_tokens": available,
            "planned_share": round(planned[name], 6) if planned else None,
            "planned_tokens": mix.get("planned_tokens") if planned else None,
            "tokens": tokens,
            "share": None,
            "epochs": _ratio(tokens, available, 4),
            "repeated_documents": mix.get("repeats", 0),
        }
    total_tokens = sum(entry["tokens"] for entry in result.values())
    for entry in result.values():
        entry["share"] = _ratio(entry["tokens"], total_tokens)
    mixture = None
    if planned:
        mixture = {"planned_tokens": grouped.get(MIXTURE, {}).get("planned_tokens", 0),
                   "tokens": total_tokens}
    return result, mixture


def build_stats(counts: Mapping[StatKey, int], files: list[dict], *, seq_len: int | None = None,
                mode: str | None = None, sources: list[str] | None = None,
                planned: dict[str, float] | None = None) -> dict:
    """Assemble ``stats.json`` from the run's ``{StatKey: n}`` counts and the written files.
    ``seq_len`` and ``mode`` describe the packing (None when nothing was packed); ``sources`` names
    the sources of a run of several, ``planned`` their planned shares of a mixture's tokens."""
    grouped = group_counts(counts)
    read = grouped.get(READ, {})
    dropped = grouped.get(DROPPED, {})
    dead = grouped.get(DEAD_LETTERED, {})
    kept = grouped.get(KEPT, {}).get("documents", 0)
    n_read = read.get("records", 0)
    n_dropped = sum(dropped.values())
    n_dead = sum(dead.values())
    if n_read != kept + n_dropped + n_dead:
        raise AccountingError(
            f"documents do not add up: read {n_read} != kept {kept} + dropped {n_dropped} + "
            f"dead-lettered {n_dead}")
    tokens = grouped.get("tokens", {})
    total, padding = tokens.get("total", 0), tokens.get("padding", 0)
    stats = {
        "documents": {
            "read": n_read,
            "kept": kept,
            "dropped": dropped,
            "dropped_total": n_dropped,
            "dead_lettered": n_dead,
            "modified": grouped.get(MODIFIED, {}),
        },
        "dead_lettered": dead,
        # Events inside documents that rules counted (lines C4 removed, …): "<rule>:<event>".
        "rules": grouped.get(RULE_EVENTS, {}),
        "tokens": {
            "total": total,
            "padding": padding,
            "dropped_final_rows": tokens.get("dropped", 0),
            "truncated": tokens.get("truncated", 0),
            "from_documents": tokens.get("documents", 0),
        },
        "packing": {
            "rows": grouped.get("packing", {}).get("rows", 0),
            "mode": mode,
            "seq_len": seq_len,
            "efficiency": round(total / (total + padding), 6) if total + padding else None,
        },
        # Files read by their content's compression rather than their name's; ids shared by
        # several records, the records renamed for it (input.duplicate_ids) and those whose
        # renamed id the input already held; records kept from a compressed stream that then
        # failed its checksum (each such stream is also a read:checksum_failed dead letter).
        # WARC records that are not HTML responses, by kind ("warc_skipped:request"); files read
        # as another format than their name's; HTML bodies no charset decoded without a
        # replacement character.
        "input": {**{name: read.get(name, 0) for name in ("bytes", "blank_lines",
                                                           "compression_mismatch", "duplicate_ids",
                                                           "renamed_ids", "renamed_id_collisions",
                                                           "unverified_records")},
                  **{name: n for name, n in read.items()
                     if name.startswith("warc_skipped:")
                     or name in ("format_mismatch", "charset_replaced")}},
        "files": {},
    }
    for entry in files:
        summary = stats["files"].setdefault(entry["kind"], {"files": 0, "rows": 0, "bytes": 0})
        summary["files"] += 1
        if not entry["path"].endswith(".idx"):  # a Megatron index counts the documents of its .bin
            summary["rows"] += entry["rows"]
        summary["bytes"] += entry["bytes"]
    if sources:
        stats["sources"], mixture = source_stats(counts, grouped, sources, planned or {})
        problems = source_count_problems(stats)
        if problems:
            raise AccountingError(f"sources do not add up: {'; '.join(problems)}")
        if mixture is not None:
            error = max_share_error(source_rows(stats))
            mixture["max_share_error"] = None if error is None else round(error, 6)
            stats["mixture"] = mixture
    profile = build_profile(grouped, stats)
    if profile:
        stats["profile"] = profile
    extra = {kind: names for kind, names in grouped.items()
             if kind not in (READ, DROPPED, DEAD_LETTERED, KEPT, MODIFIED, RULE_EVENTS, "tokens",
                             "packing", PROFILE, MIXTURE)
             and not kind.startswith(PROFILE_PREFIXES)}
    if extra:
        stats["other"] = extra
    return stats
