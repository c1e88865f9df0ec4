"""Decision parity between Gristmill's quality rules and datatrove's implementations of the same rules.

For each rule, both implementations judge every document of a JSONL corpus (raw text, no
normalization) with the same parameters; the script prints the share of documents on which the
keep/drop decisions agree and lists the disagreements. datatrove is a benchmark-only dependency
(``pip install -r benchmarks/requirements.txt``); nothing in the pipeline imports it.

    python benchmarks/filter_parity.py --input /tmp/gristmill-bench/small.jsonl [--rule gopher_quality]
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.document import Document  # noqa: E402


def _ours(name: str):
    if name == "gopher_quality":
        from gristmill.transforms.filters.gopher import GopherQualityRule
        return GopherQualityRule()
    if name == "gopher_repetition":
        from gristmill.transforms.filters.gopher import GopherRepetitionRule
        return GopherRepetitionRule()
    if name == "c4_datatrove":
        from gristmill.transforms.filters.c4 import C4Rule
        return C4Rule(variant="c4_datatrove")
    if name == "c4_fineweb":
        from gristmill.transforms.filters.c4 import C4Rule
        return C4Rule(variant="c4_datatrove", terminal_punct=False)
    if name == "fineweb":
        from gristmill.transforms.filters.fineweb import FineWebRule
        return FineWebRule()
    raise KeyError(name)


def _theirs(name: str):
    from datatrove.pipeline import filters
    return {
        "gopher_quality": filters.GopherQualityFilter,
        "gopher_repetition": filters.GopherRepetitionFilter,
        "c4_datatrove": filters.C4QualityFilter,
        # C4 as FineWeb ran it: lines without terminal punctuation are kept.
        "c4_fineweb": lambda: filters.C4QualityFilter(filter_no_terminal_punct=False),
        "fineweb": filters.FineWebQualityFilter,
    }[name]()


RULES = ("gopher_quality", "gopher_repetition", "c4_datatrove", "c4_fineweb", "fineweb")


def read_jsonl(path: str, limit: int | None = None) -> list[dict]:
    opener = open
    if path.endswith(".zst"):
        import zstandard
        raw = zstandard.ZstdDecompressor().stream_reader(open(path, "rb"))
        stream = io.TextIOWrapper(raw, encoding="utf-8")
    else:
        stream = opener(path, encoding="utf-8")
    records = []
    with stream:
        for line in stream:
            if line.strip():
                records.append(json.loads(line))
                if limit and len(records) >= limit:
                    break
    return records


def their_decision(filter_, record: dict):
    from datatrove.data import Document as DtDocument
    doc = DtDocument(text=record["text"], id=str(record["id"]))
    result = filter_.filter(doc)
    if result is True or (isinstance(result, tuple) and result[0]):
        return None, doc.text
    return (result[1] if isinstance(result, tuple) else "dropped"), doc.text


def our_decision(rule, record: dict):
    doc = Document(id=str(record["id"]), text=record["text"])
    result = rule.apply(doc)
    if isinstance(result, Document):
        return None, result.text
    return result.reason, doc.text


def compare(name: str, records: list[dict], show: int) -> float:
    ours, theirs = _ours(name), _theirs(name)
    disagreements = []
    text_differs = 0
    dropped = {"ours": 0, "datatrove": 0}
    for record in records:
        our_reason, our_text = our_decision(ours, record)
        their_reason, their_text = their_decision(theirs, record)
        dropped["ours"] += our_reason is not None
        dropped["datatrove"] += their_reason is not None
        if (our_reason is None) != (their_reason is None):
            disagreements.append((record["id"], our_reason, their_reason))
        elif our_reason is None and our_text != their_text:
            text_differs += 1
    agree = 1 - len(disagreements) / len(records)
    print(f"{name}: {agree:.4%} agreement on {len(records)} documents "
          f"({len(disagreements)} disagree; dropped: ours {dropped['ours']}, datatrove "
          f"{dropped['datatrove']}; kept text differs on {text_differs})")
    for doc_id, our_reason, their_reason in disagreements[:show]:
        print(f"  {doc_id}: ours={our_reason or 'keep'} datatrove={their_reason or 'keep'}")
    return agree


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", required=True, help="JSONL (.jsonl or .jsonl.zst) with id and text")
    parser.add_argument("--rule", action="append", choices=RULES, help="rules to compare (default: all)")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--show", type=int, default=20, help="disagreements to list per rule")
    args = parser.parse_args(argv)
    records = read_jsonl(args.input, args.limit)
    results = {name: compare(name, records, args.show) for name in (args.rule or RULES)}
    return 0 if all(v >= 0.995 for v in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
