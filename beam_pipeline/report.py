"""``stats.json``: the run's accounting, built from the counts every stage emitted as data.

The identity ``read = kept + dropped + dead_lettered`` must hold: a run whose counts do not balance has
lost documents somewhere and fails instead of writing a manifest.
"""

from __future__ import annotations

from transforms.filters.base import RULE_EVENTS
from transforms.stage import DEAD_LETTERED, DROPPED, KEPT, MODIFIED, READ


class AccountingError(RuntimeError):
    pass


def group_counts(counts: dict[str, int]) -> dict[str, dict[str, int]]:
    grouped: dict[str, dict[str, int]] = {}
    for key, n in sorted(counts.items()):
        kind, _, name = key.partition("/")
        grouped.setdefault(kind, {})[name] = n
    return grouped


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
        "input": {"bytes": read.get("bytes", 0), "blank_lines": read.get("blank_lines", 0)},
        "files": {},
    }
    for entry in files:
        summary = stats["files"].setdefault(entry["kind"], {"files": 0, "rows": 0, "bytes": 0})
        summary["files"] += 1
        if not entry["path"].endswith(".idx"):  # a Megatron index counts the documents of its .bin
            summary["rows"] += entry["rows"]
        summary["bytes"] += entry["bytes"]
    extra = {kind: names for kind, names in grouped.items()
             if kind not in (READ, DROPPED, DEAD_LETTERED, KEPT, MODIFIED, RULE_EVENTS, "tokens",
                             "packing")}
    if extra:
        stats["other"] = extra
    return stats
