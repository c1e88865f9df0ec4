"""``gristmill inspect``: profile an input locally, before a cluster is spent on it.

The input is read record by record by the pipeline's own reader
(:func:`gristmill.transforms.read.read_file`) under the config's ``input`` settings (fields,
``max_record_bytes``, ``max_json_depth``), so what the pipeline would dead-letter is counted here
under the same names. Every record is seen once: counts of records, bytes, dead letters and the
log2 histogram of text lengths are exact over the whole input. Everything that costs more than a
counter is measured on a deterministic sample of at most ``sample_size`` documents:

* Sampling is bottom-k (Cohen and Kaplan, "Summarizing data using bottom-k sketches", PODC 2007):
  each document gets the key ``stable_hash64("<source>:<position>", seed)`` and the ``k`` documents
  with the smallest keys are kept, in a heap of ``k`` entries. The sample is a uniform random sample
  without replacement, the same whatever order files and records are read in, and memory is
  ``O(k)``. With at most ``k`` documents the sample is the whole input.
* The sample then goes through the configured normalization and filter rules exactly as the
  pipeline applies them (:func:`gristmill.transforms.steps.run_steps` itself, one rule at a time), so
  with a sample as large as the input the drops per reason equal the run's ``stats.json``. Each rule
  is measured twice: in sequence (the funnel the pipeline builds; a rule sees only what earlier rules
  kept, as changed by them) and alone, on every normalized document (its rate on this input if it
  were the only rule).
* Language: fastText's top label and its probability for every sampled document (the config's
  ``langid`` model, or the bundled ``lid.176.ftz``), whether or not the config filters on language.
* PII: the config's Presidio entities on the first ``pii_sample`` sampled documents, in sample (key)
  order, which is itself a uniform sample: Presidio costs milliseconds per document.
* Duplicates, within the sample: ``exact`` is the share of documents whose normalized text hash was
  already seen; ``near`` is the share of exact-deduplicated documents that near dedup would remove
  (cluster size minus one, summed over MinHash/LSH clusters at ``dedup.near``'s threshold and band
  settings, verified like the run). Both underestimate the corpus rate: a copy counts only if another
  copy is also sampled. For a document with one copy elsewhere in the corpus that happens with
  probability about the sampling fraction ``f``, so for pairs the corpus rate is about the sample
  rate divided by ``f``; larger clusters are found more often (``1 - (1 - f)^(c-1)`` for ``c``
  copies). With ``f = 1`` both numbers are exact for the input.

The result is a JSON-able dict (written as ``inspect.json``) and a plain-text summary.
Histograms are ``{"<lower edge>": count}`` with power-of-two lower edges (``"0"`` counts empty texts).
"""

from __future__ import annotations

import collections
import dataclasses
import heapq
import json
import math
import os
import sys
import time
import traceback
from typing import Any, Iterable, Iterator, Sequence

from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.document import Document
from gristmill.transforms.hashing import content_hash, stable_hash64
from gristmill.transforms.read import (BadRecord, InputError, InputFile, ReadSettings, match_inputs,
                                       read_file)
from gristmill.transforms.steps import (DEAD_LETTERED, DROPPED, MODIFIED, RULE_EVENTS, StatKey, Tally,
                                        run_steps)

DEFAULT_SAMPLE_SIZE = 10_000
DEFAULT_PII_SAMPLE = 500
INSPECT_FILE = "inspect.json"
EXIT_OK, EXIT_USAGE = 0, 2


# --------------------------------------------------------------------------------------------------
# Reading


def iter_file_records(file: InputFile, settings: ReadSettings = ReadSettings(),
                      count=lambda name, n=1: None) -> Iterator[Any]:
    """Every record of one file, in file order, exactly as the run reads it
    (:func:`gristmill.transforms.read.records.read_file`, the run's own reader): ``(document,
    parsed record)``, or the :class:`BadRecord` the run would dead-letter it as (a file that breaks
    off midway gives the records before the break, then one ``read:file_error``; a file the run
    refuses whole, such as UTF-16 JSONL, is one :class:`BadRecord`). Bytes and blank
    lines go to ``count(name, n)``, under the names the run counts them by."""
    return read_file(file, settings, count, with_records=True)


# --------------------------------------------------------------------------------------------------
# Bottom-k sampling


class _Largest:
    """Heap entry ordered in reverse, so that ``heapq``'s min-heap keeps the largest key on top."""

    __slots__ = ("key", "value")

    def __init__(self, key, value):
        self.key, self.value = key, value

    def __lt__(self, other: "_Largest") -> bool:
        return other.key < self.key


class BottomK:
    """The ``k`` values with the smallest keys among all offered; keys must be distinct and totally
    ordered. Holds at most ``k`` entries; the result does not depend on the order of offers."""

    def __init__(self, k: int):
        if k < 0:
            raise ValueError(f"sample size must be >= 0, got {k}")
        self.k = k
        self.heap: list[_Largest] = []

    def __len__(self) -> int:
        return len(self.heap)

    def offer(self, key, value) -> None:
        if len(self.heap) < self.k:
            heapq.heappush(self.heap, _Largest(key, value))
        elif self.heap and key < self.heap[0].key:
            heapq.heapreplace(self.heap, _Largest(key, value))

    def items(self) -> list[tuple[Any, Any]]:
        """``(key, value)`` pairs in increasing key order."""
        return [(e.key, e.value) for e in sorted(self.heap, key=lambda e: e.key)]


def size_edge(n: int) -> int:
    """Lower edge of the power-of-two bin holding ``n``: 0 for 0, else the largest 2^i <= n."""
    return 0 if n <= 0 else 1 << (n.bit_length() - 1)


def histogram(counts: collections.Counter) -> dict[str, int]:
    """``{edge: count}`` -> ``{"<edge>": count}`` in increasing edge order."""
    return {str(edge): counts[edge] for edge in sorted(counts)}


@dataclasses.dataclass
class Sample:
    """What :func:`sample_documents` read: exact counts over every record, and the sampled documents
    with their raw records, in increasing key order."""

    records: int = 0
    documents: int = 0
    bytes: int = 0
    blank_lines: int = 0
    dead_lettered: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    chars: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    docs: list[Document] = dataclasses.field(default_factory=list)
    raw: list[dict] = dataclasses.field(default_factory=list)


def sample_documents(files: Sequence[InputFile], n: int, seed: int = 0, *,
                     settings: ReadSettings = ReadSettings()) -> Sample:
    """Stream every record of ``files`` once, read under ``settings`` (the config's ``input``
    section: :meth:`ReadSettings.from_input`); keep the ``n`` valid documents with the smallest
    ``stable_hash64("<source>:<position>", seed)`` (ties, which need a 64-bit collision, broken by
    source and position). Records the run would dead-letter are counted by kind, never sampled.
    Memory is the sample; the result does not depend on the order of ``files``."""
    out = Sample()
    keep = BottomK(n)

    def count(name: str, amount: int = 1) -> None:
        if name == "bytes":
            out.bytes += amount
        elif name == "blank_lines":
            out.blank_lines += amount

    for file in files:
        for item in iter_file_records(file, settings, count):
            out.records += 1
            if type(item) is BadRecord:
                out.dead_lettered[item.kind] += 1
                continue
            doc, value = item
            out.documents += 1
            out.chars[size_edge(len(doc.text))] += 1
            keep.offer((stable_hash64(f"{doc.source}:{doc.position}", seed), doc.source,
                        doc.position), (doc, value))
    for _, (doc, record) in keep.items():
        out.docs.append(doc)
        out.raw.append(record)
    return out


# --------------------------------------------------------------------------------------------------
# Measurements on the sample (pure functions)


def json_type(value: Any) -> str:
    """The JSON type name of a parsed value (Parquet values outside JSON's types by Python name)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, (list, tuple)):
        return "array"
    return type(value).__name__


def field_types(records: Iterable[dict]) -> dict[str, dict[str, int]]:
    """``{field: {json type: records}}`` over ``records``, fields and types sorted by name."""
    seen: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for record in records:
        for name, value in record.items():
            seen[name][json_type(value)] += 1
    return {name: dict(sorted(seen[name].items())) for name in sorted(seen)}


def nearest_rank(sorted_values: Sequence[int], q: float) -> int | None:
    """The nearest-rank ``q``-quantile (0 < q <= 1) of sorted values; None when there are none."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def exact_duplicates(texts: Iterable[str]) -> tuple[int, int]:
    """``(documents, copies)``: copies are documents whose text hash appeared earlier."""
    seen: set[bytes] = set()
    total = copies = 0
    for text in texts:
        total += 1
        digest = content_hash(text)
        if digest in seen:
            copies += 1
        else:
            seen.add(digest)
    return total, copies


def first_copies(docs: Sequence[Document]) -> list[Document]:
    """One document per distinct text, the smallest id (as exact dedup keeps), in input order."""
    best: dict[bytes, Document] = {}
    for doc in docs:
        digest = content_hash(doc.text)
        kept = best.get(digest)
        if kept is None or (doc.id, doc.source, doc.position) < (kept.id, kept.source, kept.position):
            best[digest] = doc
    chosen = {id(doc) for doc in best.values()}
    return [doc for doc in docs if id(doc) in chosen]


def near_clusters(texts: Sequence[str], hasher, bands: int, rows: int, threshold: float | None,
                  exact_verify: bool) -> list[int]:
    """Cluster label (index of the smallest member) of each text under MinHash/LSH near dedup.

    Within every LSH bucket each member is linked to the bucket's first member, as the run links
    members to the bucket head; an edge is kept if its similarity reaches ``threshold`` (exact
    Jaccard of shingle sets with ``exact_verify``, else the signature estimate; None keeps every
    candidate). Clusters are the connected components of the kept edges.
    """
    from gristmill.transforms.dedup.minhash import (band_keys, estimated_jaccard, is_empty_signature,
                                          jaccard, shingles)

    parent = list(range(len(texts)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    if not texts:
        return []
    signatures = hasher.signatures(texts)
    heads: dict[bytes, int] = {}
    shingle_sets: dict[int, Any] = {}

    def similar(i: int, j: int) -> bool:
        if threshold is None:
            return True
        if not exact_verify:
            return estimated_jaccard(signatures[i], signatures[j]) >= threshold
        for k in (i, j):
            if k not in shingle_sets:
                shingle_sets[k] = shingles(texts[k], hasher.n, hasher.kind)
        return jaccard(shingle_sets[i], shingle_sets[j]) >= threshold

    for i, signature in enumerate(signatures):
        if is_empty_signature(signature):
            continue
        for key in band_keys(signature, bands, rows):
            head = heads.setdefault(key, i)
            if head != i and find(head) != find(i) and similar(head, i):
                a, b = find(head), find(i)
                parent[max(a, b)] = min(a, b)
    return [find(i) for i in range(len(texts))]


# --------------------------------------------------------------------------------------------------
# Rules on the sample


def batches(items: Sequence, size: int) -> Iterator[Sequence]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _names(tally: Tally, kind: str) -> dict[str, int]:
    """The run-wide counts of one kind, by name, sorted."""
    return {key.name: n for key, n in sorted(tally.counts.items())
            if key.kind == kind and not key.source}


def extract_sample(config, docs: Sequence[Document]) -> tuple[list[Document], dict]:
    """The documents the run's HTML extraction step would pass on (the run's own step and
    runtime), and ``{enabled, modified, dropped}``: the filters then see main text, as
    in the run, not the pages' markup."""
    from gristmill.pipeline.graph import extract_step

    step = extract_step(config)
    if step is None:
        return list(docs), {"enabled": False, "modified": 0, "dropped": {}}
    tally = Tally()
    kept: list[Document] = []
    for doc in docs:  # one at a time: a page whose engine raises is not extracted twice
        kept += run_steps([step], [doc], tally, stage="extract").kept
    return kept, {"enabled": True, "modified": tally.counts[StatKey(MODIFIED, step.name)],
                  "dropped": _names(tally, DROPPED), "dead_lettered": _names(tally, DEAD_LETTERED)}


def normalize_sample(config, docs: Sequence[Document]) -> tuple[list[Document], dict]:
    """The documents the run's normalize stage would pass on (the run's own step, through the run's
    runtime), and ``{modified, dropped}``."""
    from gristmill.pipeline.graph import normalize_step

    step = normalize_step(config)
    if step is None:
        return list(docs), {"enabled": False, "modified": 0, "dropped": {}}
    tally = Tally()
    kept = run_steps([step], docs, tally, stage="normalize").kept
    return kept, {"enabled": True, "modified": tally.counts[StatKey(MODIFIED, step.name)],
                  "dropped": _names(tally, DROPPED)}


def run_rule(rule, docs: Sequence[Document], batch_size: int) -> tuple[list[Document], dict]:
    """Apply one rule to ``docs`` exactly as the filter stage does (its runtime,
    :func:`gristmill.transforms.steps.run_steps`, in batches of ``batch_size``); return the
    survivors and ``{dropped: {reason: n}, modified, errors, events}``."""
    rule.setup()
    rule.counts.clear()
    tally = Tally()
    survivors: list[Document] = []
    for batch in batches(docs, batch_size):
        survivors += run_steps([rule], batch, tally, stage="filter").kept
    events = _names(tally, RULE_EVENTS)
    result = {
        "dropped": _names(tally, DROPPED),
        "modified": tally.counts[StatKey(MODIFIED, rule.name)],
        "errors": sum(_names(tally, DEAD_LETTERED).values()),
        # The events of this one rule: its name is every event's prefix.
        "events": {name.removeprefix(f"{rule.name}:"): n for name, n in events.items()},
    }
    return survivors, result


def filter_funnel(rules: Sequence, docs: Sequence[Document], batch_size: int
                  ) -> tuple[list[Document], list[dict]]:
    """Each rule in sequence (what the run does) and alone; returns the documents that pass every
    rule and one entry per rule: ``{rule, in_sequence: {input, dropped, dropped_total, ...},
    alone: {input, dropped, dropped_total}}``."""
    alive = list(docs)
    entries = []
    for index, rule in enumerate(rules):
        seen = len(alive)
        alive, seq = run_rule(rule, alive, batch_size)
        if index == 0:
            solo = seq
        else:
            _, solo = run_rule(rule, docs, batch_size)
        entries.append({
            "rule": rule.name,
            "mode": rule.mode,
            "in_sequence": {"input": seen, "dropped_total": sum(seq["dropped"].values()), **seq},
            "alone": {"input": len(docs), "dropped_total": sum(solo["dropped"].values()),
                      "dropped": solo["dropped"]},
        })
    return alive, entries


def language_profile(config, docs: Sequence[Document], batch_size: int) -> dict:
    """``{label: {documents, mean_confidence}}`` from fastText's top label, most frequent first."""
    from gristmill.transforms.filters.langid import UNDETERMINED, LanguageIdRule

    lid = config.filters.langid
    rule = LanguageIdRule(model=lid.model, languages=(), max_chars=lid.max_chars)
    totals: dict[str, list] = collections.defaultdict(lambda: [0, 0.0])
    for batch in batches(docs, batch_size):
        for prediction in rule.predict(batch):
            label, score = prediction if prediction is not None else (UNDETERMINED, 0.0)
            totals[label][0] += 1
            totals[label][1] += score
    order = sorted(totals.items(), key=lambda item: (-item[1][0], item[0]))
    return {label: {"documents": n, "mean_confidence": round(total / n, 4)}
            for label, (n, total) in order}


def pii_profile(config, docs: Sequence[Document]) -> dict:
    """PII hits per configured entity type on ``docs``: ``{documents, entities: {type:
    {documents_with_hits, hits, hits_per_1000_documents}}}``."""
    from gristmill.pipeline.graph import pii_rule
    from gristmill.transforms.pii.redact import count_entities

    rule = pii_rule(config)
    with_hits: collections.Counter = collections.Counter()
    hits: collections.Counter = collections.Counter()
    for batch in batches(docs, config.pii.batch_size):
        for spans in rule.spans([doc.text for doc in batch]):
            for entity, n in count_entities(spans, rule.entities).items():
                hits[entity] += n
                with_hits[entity] += 1 if n else 0
    n_docs = len(docs)
    entities = {entity: {"documents_with_hits": with_hits[entity], "hits": hits[entity],
                         "hits_per_1000_documents": round(1000 * hits[entity] / n_docs, 3)
                         if n_docs else 0.0}
                for entity in sorted(hits, key=lambda e: (-hits[e], e))}
    return {"documents": n_docs, "entities": entities}


def duplicate_profile(config, docs: Sequence[Document], after_filters: Sequence[Document]) -> dict:
    """Exact and near duplicate shares within the sample (see the module docstring)."""
    from gristmill.pipeline.graph import near_hasher

    total, copies = exact_duplicates(doc.text for doc in docs)
    kept_total, kept_copies = exact_duplicates(doc.text for doc in after_filters)
    result: dict[str, Any] = {
        "exact": {"documents": total, "duplicates": copies, "rate": _share(copies, total),
                  "after_filters": {"documents": kept_total, "duplicates": kept_copies,
                                    "rate": _share(kept_copies, kept_total)}},
    }
    near = config.dedup.near
    hasher, bands, rows = near_hasher(config)
    distinct = first_copies(docs)
    labels = near_clusters([doc.text for doc in distinct], hasher, bands, rows,
                           None if near.verify == "none" else near.threshold,
                           exact_verify=near.verify == "exact")
    sizes = collections.Counter(labels)
    clustered = sum(size for size in sizes.values() if size > 1)
    removable = sum(size - 1 for size in sizes.values())
    result["near"] = {
        "threshold": near.threshold, "bands": bands, "rows": rows, "verify": near.verify,
        "documents": len(distinct), "clusters": sum(1 for size in sizes.values() if size > 1),
        "clustered_documents": clustered, "duplicates": removable,
        "rate": _share(removable, len(distinct)),
    }
    return result


def _share(part: int, whole: int) -> float:
    return round(part / whole, 6) if whole else 0.0


# --------------------------------------------------------------------------------------------------
# The profile


def profile(config, paths: Sequence[str] = (), sample_size: int = DEFAULT_SAMPLE_SIZE,
            pii_sample: int = DEFAULT_PII_SAMPLE, seed: int = 0) -> dict:
    """Profile ``paths`` (the config's ``input.paths`` when empty) under ``config``; see the module
    docstring for what each section measures. Raises :class:`InputError` for an unusable input and
    ``ValueError`` for rules that cannot be built. The result is JSON-able and deterministic."""
    from gristmill.pipeline.graph import build_rules

    if sample_size < 1:
        raise ValueError(f"sample size must be >= 1, got {sample_size}")
    if pii_sample < 0:
        raise ValueError(f"PII sample must be >= 0, got {pii_sample}")
    inp = config.input
    paths = list(paths) or list(inp.paths)
    files = match_inputs(paths, inp.format)
    rules = build_rules(config)
    sample = sample_documents(files, sample_size, seed, settings=ReadSettings.from_input(inp))
    lengths = sorted(len(doc.text) for doc in sample.docs)
    extracted, extract = extract_sample(config, sample.docs)
    normalized, normalize = normalize_sample(config, extracted)
    batch_size = config.filters.batch_size
    kept, funnel = filter_funnel(rules, normalized, batch_size)
    result = {
        "inputs": [{"path": f.path, "bytes": f.size, "format": f.format,
                    "compression": f.compression} for f in files],
        "seed": seed,
        "documents": {
            "records": sample.records,
            "valid": sample.documents,
            "sampled": len(sample.docs),
            "sample_fraction": _share(len(sample.docs), sample.documents),
            "dead_lettered": dict(sorted(sample.dead_lettered.items())),
            "dead_lettered_total": sum(sample.dead_lettered.values()),
            "bytes": sample.bytes,
            "blank_lines": sample.blank_lines,
        },
        "chars": {
            "histogram": histogram(sample.chars),
            "sample": {"min": lengths[0] if lengths else None,
                       "median": nearest_rank(lengths, 0.5), "p90": nearest_rank(lengths, 0.9),
                       "max": lengths[-1] if lengths else None},
        },
        "fields": field_types(sample.raw),
        "extract": extract,
        "normalize": normalize,
        "filters": funnel,
        "kept_after_filters": len(kept),
        "languages": language_profile(config, normalized, batch_size),
        "pii": (pii_profile(config, normalized[:pii_sample]) if pii_sample and normalized
                else {"documents": 0, "entities": {}}),
        "duplicates": duplicate_profile(config, normalized, kept),
    }
    return result


# --------------------------------------------------------------------------------------------------
# Terminal summary


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], left: int = 1) -> str:
    """Aligned plain-text table: the first ``left`` columns left-aligned, the others (numbers)
    right-aligned."""
    cells = [list(map(str, headers))] + [["" if v is None else str(v) for v in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row):
        return "  ".join(cell.ljust(w) if i < left else cell.rjust(w)
                         for i, (cell, w) in enumerate(zip(row, widths))).rstrip()

    return "\n".join([line(cells[0]), line(["-" * w for w in widths])]
                     + [line(row) for row in cells[1:]])


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.2f}%" if whole else "-"


def format_profile(p: dict) -> str:
    """The terminal summary of a :func:`profile` result."""
    d = p["documents"]
    out = [f"records {d['records']}, valid documents {d['valid']}, bytes {d['bytes']}, "
           f"blank lines {d['blank_lines']}; sampled {d['sampled']} "
           f"({_pct(d['sampled'], d['valid'])}, seed {p['seed']})"]
    if d["dead_lettered"]:
        out += ["", "Dead letters (all records)",
                table(["kind", "records", "share"],
                      [(k, n, _pct(n, d["records"])) for k, n in d["dead_lettered"].items()])]
    c = p["chars"]
    out += ["", "Characters per document (all documents, log2 bins)",
            table(["from", "documents", "share"],
                  [(edge, n, _pct(n, d["valid"])) for edge, n in c["histogram"].items()]),
            "sample: " + ", ".join(f"{k} {v}" for k, v in c["sample"].items())]
    out += ["", "Fields (sample)",
            table(["field", "types"], [(name, ", ".join(f"{t} {n}" for t, n in types.items()))
                                       for name, types in p["fields"].items()], left=2)]
    norm = p["normalize"]
    n_sampled = d["sampled"]
    ext = p.get("extract", {"enabled": False})
    if ext["enabled"]:
        dropped = ", ".join(f"{k} {v}" for k, v in ext["dropped"].items()) or "none"
        out += ["", f"HTML extraction: main text of {ext['modified']} of {n_sampled} sampled; "
                    f"dropped: {dropped}"]
    if norm["enabled"]:
        empty = sum(norm["dropped"].values())
        out += ["", f"Normalize: modified {norm['modified']}, dropped empty {empty} "
                    f"of {n_sampled} sampled"]
    if p["filters"]:
        rows = []
        for entry in p["filters"]:
            seq, solo = entry["in_sequence"], entry["alone"]
            rows.append((entry["rule"] + ("" if entry["mode"] == "filter" else f" ({entry['mode']})"),
                         seq["input"], seq["dropped_total"], _pct(seq["dropped_total"], seq["input"]),
                         solo["dropped_total"], _pct(solo["dropped_total"], solo["input"])))
            for reason, n in seq["dropped"].items():
                rows.append((f"  {reason}", "", n, _pct(n, seq["input"]),
                             solo["dropped"].get(reason, 0),
                             _pct(solo["dropped"].get(reason, 0), solo["input"])))
        out += ["", "Filters (sample; in sequence as the run applies them, and each alone)",
                table(["rule / reason", "input", "dropped", "rate", "alone", "alone rate"], rows),
                f"kept after filters: {p['kept_after_filters']} "
                f"({_pct(p['kept_after_filters'], n_sampled)} of sampled)"]
    langs = p["languages"]
    total = sum(v["documents"] for v in langs.values())
    shown = list(langs.items())[:15]
    out += ["", "Languages (sample, fastText top label)",
            table(["language", "documents", "share", "mean confidence"],
                  [(k, v["documents"], _pct(v["documents"], total), f"{v['mean_confidence']:.3f}")
                   for k, v in shown])]
    if len(langs) > len(shown):
        out.append(f"... and {len(langs) - len(shown)} more languages")
    pii = p["pii"]
    if pii["documents"]:
        out += ["", f"PII (first {pii['documents']} sampled documents)",
                table(["entity", "documents", "share", "hits", "per 1000 docs"],
                      [(k, v["documents_with_hits"], _pct(v["documents_with_hits"], pii["documents"]),
                        v["hits"], v["hits_per_1000_documents"]) for k, v in pii["entities"].items()])]
    ex, near = p["duplicates"]["exact"], p["duplicates"]["near"]
    out += ["", "Duplicates within the sample (underestimates the corpus rate unless all is sampled)",
            table(["kind", "documents", "duplicates", "rate"], [
                ("exact", ex["documents"], ex["duplicates"], _pct(ex["duplicates"], ex["documents"])),
                ("exact after filters", ex["after_filters"]["documents"],
                 ex["after_filters"]["duplicates"],
                 _pct(ex["after_filters"]["duplicates"], ex["after_filters"]["documents"])),
                (f"near (J >= {near['threshold']}, {near['bands']}x{near['rows']})",
                 near["documents"], near["duplicates"],
                 _pct(near["duplicates"], near["documents"]))])]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------------
# Command


def write_profile(p: dict, out: str) -> str:
    """Write ``inspect.json`` and ``inspect.html`` into directory ``out`` (local or any Beam
    filesystem); return the JSON's path."""
    from gristmill.transforms.write import join

    if "://" not in out:
        os.makedirs(out, exist_ok=True)
    from gristmill.tools.inspect_html import INSPECT_HTML, render_inspect

    path = join(out, INSPECT_FILE)
    data = json.dumps(p, indent=2, sort_keys=False).encode("utf-8") + b"\n"
    with FileSystems.create(path) as f:
        f.write(data)
    with FileSystems.create(join(out, INSPECT_HTML)) as f:
        f.write(render_inspect(p).encode("utf-8"))
    return path


def source_view(config, source: str | None):
    """The one-source config to measure: ``config`` itself, or its source called ``source``."""
    if not config.sources:
        if source:
            raise ValueError(f"--source {source}: the config has no sources")
        return config
    views = dict(config.source_views())
    if source not in views:
        raise ValueError(f"the config reads several sources: choose one with --source "
                         f"({', '.join(views)})")
    return views[source]


def main_inspect(paths: Sequence[str], config=None, out: str | None = None,
                 sample_size: int = DEFAULT_SAMPLE_SIZE, pii_sample: int = DEFAULT_PII_SAMPLE,
                 seed: int = 0, source: str | None = None, debug: bool = False) -> int:
    """Profile ``paths`` and print the summary; with ``out``, also write ``inspect.json`` there.
    ``config`` is a loaded config, a path or bundled name, or None for the bundled ``default``; of a
    config with several sources, ``source`` names the one whose stages are measured.
    Returns 0, or 2 when the config or the input is unusable (one line on stderr)."""
    from gristmill.pipeline.config import ConfigError, load_config

    started = time.monotonic()
    try:
        if config is None or isinstance(config, (str, os.PathLike)):
            config = load_config(config or "default")
        config = source_view(config, source)
        result = profile(config, paths, sample_size=sample_size, pii_sample=pii_sample, seed=seed)
    except (ConfigError, InputError, ValueError, OSError) as exc:
        if debug:
            traceback.print_exc()
        print(f"gristmill: {exc}", file=sys.stderr)
        return EXIT_USAGE
    sys.stdout.write(format_profile(result))
    print(f"gristmill: inspected in {time.monotonic() - started:.1f} s")
    if out:
        print(f"gristmill: wrote {write_profile(result, out)}")
    return EXIT_OK
