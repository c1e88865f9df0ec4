"""``stats.json``: the run's accounting, built from the counts every stage emitted as data.

The identity ``read = kept + dropped + dead_lettered`` must hold: a run whose counts do not balance has
lost documents somewhere and fails instead of writing a manifest.
"""

from __future__ import annotations

from transforms.filters.base import RULE_EVENTS
from transforms.profile import MICRO, PII_DOCUMENTS, PII_LEFT, PII_REDACTED, PROFILE, TTR_WORDS
from transforms.stage import DEAD_LETTERED, DROPPED, KEPT, MODIFIED, READ


class AccountingError(RuntimeError):
    pass


def group_counts(counts: dict[str, int]) -> dict[str, dict[str, int]]:
    grouped: dict[str, dict[str, int]] = {}
    for key, n in sorted(counts.items()):
        kind, _, name = key.partition("/")
        grouped.setdefault(kind, {})[name] = n
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
    """``stats.json``'s ``profile`` section (see ``transforms/profile.py``) from the grouped counts.
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
    tokens = stats["tokens"]["from_documents"]
    if sums.get("chars") and tokens:
        profile["chars_per_token"] = round(sums["chars"] / tokens, 4)
    if "vocab_size" in sums:
        profile["vocabulary"] = {"size": sums["vocab_size"], "used": sums.get("vocab_used", 0)}
    if sums.get("ttr_documents"):
        profile["lexical_diversity"] = {
            "type_token_ratio": round(sums["ttr_micro"] / sums["ttr_documents"] / MICRO, 4),
            "window_words": TTR_WORDS, "documents": sums["ttr_documents"]}
    return profile


def build_stats(counts: dict[str, int], files: list[dict], *, seq_len: int | None = None,
                mode: str | None = None) -> dict:
    """Assemble ``stats.json`` from ``{"<kind>/<name>": n}`` counts and the written files.
    ``seq_len`` and ``mode`` describe the packing (None when nothing was packed)."""
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
        # several records, and the records renamed for it (input.duplicate_ids).
        "input": {name: read.get(name, 0) for name in ("bytes", "blank_lines",
                                                        "compression_mismatch", "duplicate_ids",
                                                        "renamed_ids")},
        "files": {},
    }
    for entry in files:
        summary = stats["files"].setdefault(entry["kind"], {"files": 0, "rows": 0, "bytes": 0})
        summary["files"] += 1
        if not entry["path"].endswith(".idx"):  # a Megatron index counts the documents of its .bin
            summary["rows"] += entry["rows"]
        summary["bytes"] += entry["bytes"]
    profile = build_profile(grouped, stats)
    if profile:
        stats["profile"] = profile
    extra = {kind: names for kind, names in grouped.items()
             if kind not in (READ, DROPPED, DEAD_LETTERED, KEPT, MODIFIED, RULE_EVENTS, "tokens",
                             "packing", PROFILE) and not kind.startswith(PROFILE_PREFIXES)}
    if extra:
        stats["other"] = extra
    return stats
