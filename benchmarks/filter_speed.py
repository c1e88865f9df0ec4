"""Throughput of the raw-web filter stack, Gristmill's rules side by side with datatrove's, per core.

Both stacks run the same filters with the same parameters, in FineWeb's order, over the same
documents, in one process: language ID (fastText lid.176, English >= 0.65), Gopher repetition, Gopher
quality, C4 (datatrove's variant without the terminal-punctuation line rule, as FineWeb runs it) and
the FineWeb rules. A document leaves the stack at the first rule that drops it. Gristmill's side runs
the filter stage's own DoFn (``FilterFn``) on batches, without a runner around it; datatrove's side
calls each filter's ``filter()`` per document, without its executor. Times are CPU seconds of this
process (``time.process_time``), so MB/s is per core.

datatrove is a benchmark-only dependency (``pip install -r benchmarks/requirements.txt``); its language
filter is pointed at the same local lid.176.ftz model instead of downloading one.

    python benchmarks/filter_speed.py --input /tmp/gristmill-bench/bench.jsonl [--limit 5000]
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.filter_parity import read_jsonl  # noqa: E402
from gristmill.transforms.document import Document  # noqa: E402
from gristmill.transforms.filters.base import FilterFn  # noqa: E402
from gristmill.transforms.stage import Drop  # noqa: E402

STACK = ("langid", "gopher_repetition", "gopher_quality", "c4", "fineweb")


def our_rules():
    from gristmill.transforms.filters.c4 import C4Rule
    from gristmill.transforms.filters.fineweb import FineWebRule
    from gristmill.transforms.filters.gopher import GopherQualityRule, GopherRepetitionRule
    from gristmill.transforms.filters.langid import LanguageIdRule
    return [LanguageIdRule(languages=("en",), threshold=0.65), GopherRepetitionRule(),
            GopherQualityRule(), C4Rule(variant="c4_datatrove", terminal_punct=False), FineWebRule()]


def their_filters():
    import datatrove.pipeline.base
    from datatrove.pipeline import filters
    from fasttext.FastText import _FastText

    # The installed fastText binding is fasttext-numpy2 (see requirements.txt), a distribution name
    # datatrove's dependency check does not know; the module it imports is the same.
    datatrove.pipeline.base.check_required_dependencies = lambda *args, **kwargs: None

    from gristmill.transforms.filters.langid import bundled_model_path

    language = filters.LanguageFilter(languages=["en"], language_threshold=0.65)
    language.model._model = _FastText(str(bundled_model_path()))
    return [language, filters.GopherRepetitionFilter(), filters.GopherQualityFilter(),
            filters.C4QualityFilter(filter_no_terminal_punct=False), filters.FineWebQualityFilter()]


def run_ours(records: list[dict], batch_size: int) -> dict:
    rules = our_rules()
    fn = FilterFn(rules)
    fn.setup()
    seconds = collections.Counter()
    kept = 0
    start = time.process_time()
    for lo in range(0, len(records), batch_size):
        alive = [Document(id=str(r["id"]), text=r["text"]) for r in records[lo:lo + batch_size]]
        for rule, name in zip(rules, STACK):
            t0 = time.process_time()
            results = rule.run_batch(alive)
            seconds[name] += time.process_time() - t0
            alive = [r for r in results if not isinstance(r, Drop)]
        kept += len(alive)
    total = time.process_time() - start
    return {"seconds": total, "kept": kept, "per_rule": dict(seconds)}


def run_theirs(records: list[dict]) -> dict:
    from datatrove.data import Document as DtDocument

    filters = their_filters()
    seconds = collections.Counter()
    kept = 0
    start = time.process_time()
    for r in records:
        doc = DtDocument(text=r["text"], id=str(r["id"]))
        for flt, name in zip(filters, STACK):
            t0 = time.process_time()
            result = flt.filter(doc)
            seconds[name] += time.process_time() - t0
            if not (result is True or (isinstance(result, tuple) and result[0])):
                break
        else:
            kept += 1
    total = time.process_time() - start
    return {"seconds": total, "kept": kept, "per_rule": dict(seconds)}


def summarize(name: str, result: dict, n_docs: int, n_bytes: int) -> dict:
    seconds = result["seconds"]
    summary = {
        "implementation": name,
        "documents": n_docs,
        "mb": round(n_bytes / 1e6, 2),
        "cpu_seconds": round(seconds, 2),
        "mb_per_s": round(n_bytes / 1e6 / seconds, 3),
        "docs_per_s": round(n_docs / seconds, 1),
        "kept": result["kept"],
        "per_rule_cpu_seconds": {k: round(v, 2) for k, v in result["per_rule"].items()},
    }
    print(json.dumps(summary), flush=True)
    return summary


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", required=True, help="JSONL (.jsonl or .jsonl.zst) with id and text")
    parser.add_argument("--limit", type=int, default=None, help="first N documents only")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--skip-datatrove", action="store_true")
    args = parser.parse_args(argv)
    records = read_jsonl(args.input, args.limit)
    n_bytes = sum(len(r["text"].encode("utf-8")) for r in records)
    ours = summarize("gristmill", run_ours(records, args.batch_size), len(records), n_bytes)
    if not args.skip_datatrove:
        theirs = summarize("datatrove", run_theirs(records), len(records), n_bytes)
        print(f"speed-up per core: {ours['mb_per_s'] / theirs['mb_per_s']:.1f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
