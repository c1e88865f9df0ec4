"""Precision and recall of Gristmill's PII recognizers on the labeled set, next to Presidio's defaults.

Runs ``build_analyzer()`` (default entities and thresholds) over ``tests/data/pii/labeled.jsonl``
(built by ``scripts/make_pii_eval.py``) and prints, per entity type, precision and recall under two
matching rules: *exact* (same type, same start and end) and *overlap* (same type, spans intersect).
The same is printed for Presidio's predefined recognizers alone (``AnalyzerEngine`` with its
default registry, a ``NoOpNlpEngine`` and no score threshold), restricted to the same entity types.
Also printed: the share of PII-free texts (no gold span) on which ours finds nothing.

    python benchmarks/pii_accuracy.py [--data tests/data/pii/labeled.jsonl] [--json]
                                      [--targets] [--misses N] [--no-presidio]

``--data`` also takes the Faker sets (``benchmarks/data/pii_faker/{dev,eval}.jsonl``, built by
``scripts/make_pii_faker_eval.py``) and the hold-out set (``benchmarks/data/pii_holdout/``, built
apart from the recognizers by ``scripts/make_pii_holdout.py``); ``--half odd|even`` keeps the
records of odd- or even-numbered templates only. ``--targets`` exits 1 unless, for every structured type, exact
recall and precision are >= 0.97 and >= 99 % of PII-free texts are left unchanged.

Only entity types, counts and ratios are printed, never matched text, unless ``--misses N`` asks
for up to N missed and N false spans per type with their context (meant for the synthetic sets).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import warnings
from pathlib import Path
from typing import Dict, Iterable, List, Tuple

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.pii.recognizers import DEFAULT_ENTITIES, build_analyzer  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "pii" / "labeled.jsonl"
Span = Tuple[str, int, int]

# Types with a fixed shape (checksums, grammars): the ones --targets holds to a bar.
STRUCTURED = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS")
TARGETS = {"recall": 0.97, "precision": 0.97, "pii_free_unchanged": 0.99}


def load(path: Path = DATA) -> List[dict]:
    """Records of the labeled set."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def template_half(records: List[dict], half: str) -> List[dict]:
    """The records whose ``template`` ends in an odd (``half="odd"``) or even number."""
    parity = 1 if half == "odd" else 0
    return [rec for rec in records
            if int(re.search(r"(\d+)$", rec["template"]).group(1)) % 2 == parity]


def predict(analyzer, records: Iterable[dict], entities=DEFAULT_ENTITIES) -> List[List[Span]]:
    """Predicted spans per record (analyzer's own thresholds apply)."""
    return [[(r.entity_type, r.start, r.end)
             for r in analyzer.analyze(rec["text"], entities=list(entities), language="en")]
            for rec in records]


def score(records: List[dict], predictions: List[List[Span]], entities=DEFAULT_ENTITIES
          ) -> Dict[str, Dict[str, Dict[str, float]]]:
    """``{entity: {"exact"|"overlap": {"precision", "recall", "tp_pred", "tp_gold", "pred",
    "gold"}}}``. Overlap precision counts a prediction correct if it meets any gold span of its
    type; overlap recall counts a gold span found if any prediction of its type meets it."""
    out = {}
    for entity in entities:
        row = {}
        for mode in ("exact", "overlap"):
            n_pred = n_gold = tp_pred = tp_gold = 0
            for rec, pred in zip(records, predictions):
                gold = [(s["start"], s["end"]) for s in rec["spans"] if s["entity"] == entity]
                mine = [(s, e) for t, s, e in pred if t == entity]
                n_pred, n_gold = n_pred + len(mine), n_gold + len(gold)
                if mode == "exact":
                    hits = len(set(gold) & set(mine))
                    tp_pred, tp_gold = tp_pred + hits, tp_gold + hits
                else:
                    tp_pred += sum(any(s < ge and gs < e for gs, ge in gold) for s, e in mine)
                    tp_gold += sum(any(s < ge and gs < e for s, e in mine) for gs, ge in gold)
            row[mode] = {"precision": tp_pred / n_pred if n_pred else 1.0,
                         "recall": tp_gold / n_gold if n_gold else 1.0,
                         "pred": n_pred, "gold": n_gold}
        out[entity] = row
    return out


def pii_free_unchanged(records: List[dict], predictions: List[List[Span]]) -> Dict[str, float]:
    """Of the texts with no gold span, how many get no prediction at all (would pass unredacted)."""
    free = [pred for rec, pred in zip(records, predictions) if not rec["spans"]]
    unchanged = sum(not pred for pred in free)
    return {"texts": len(free), "unchanged": unchanged,
            "share": unchanged / len(free) if free else 1.0}


def check_targets(scores: dict, free: Dict[str, float], match: str = "exact") -> List[str]:
    """Unmet targets, one line each; empty when all are met."""
    failed = []
    for entity in STRUCTURED:
        row = scores[entity][match]
        for metric in ("recall", "precision"):
            if row[metric] < TARGETS[metric]:
                failed.append(f"{entity} {match} {metric} {row[metric]:.3f} < {TARGETS[metric]}")
    if free["share"] < TARGETS["pii_free_unchanged"]:
        failed.append(f"PII-free unchanged {free['share']:.3f} < {TARGETS['pii_free_unchanged']}")
    return failed


def _in_context(text: str, start: int, end: int, width: int = 40) -> str:
    left, right = text[max(0, start - width):start], text[end:end + width]
    return repr(f"{left}[[{text[start:end]}]]{right}")


def format_misses(records: List[dict], predictions: List[List[Span]], limit: int,
                  entities=DEFAULT_ENTITIES) -> str:
    """Up to ``limit`` missed gold spans and ``limit`` false predictions per type (exact match),
    each with the record id and the text around it; a miss names any prediction overlapping it."""
    lines = []
    for entity in entities:
        missed, false = [], []
        for n, (rec, pred) in enumerate(zip(records, predictions)):
            gold = {(s["start"], s["end"]) for s in rec["spans"] if s["entity"] == entity}
            mine = {(s, e) for t, s, e in pred if t == entity}
            rid = rec.get("id", f"#{n}")
            for s, e in sorted(gold - mine):
                near = [f"{t}[{ps}:{pe}]" for t, ps, pe in pred if ps < e and s < pe]
                missed.append(f"  {rid}: {_in_context(rec['text'], s, e)}"
                              + (f"  predicted: {', '.join(near)}" if near else ""))
            for s, e in sorted(mine - gold):
                false.append(f"  {rid}: {_in_context(rec['text'], s, e)}")
        if missed or false:
            lines.append(f"{entity}: {len(missed)} missed, {len(false)} false (exact)")
            if missed:
                lines += [" missed:"] + missed[:limit]
            if false:
                lines += [" false:"] + false[:limit]
    return "\n".join(lines)


def presidio_default_analyzer():
    """Presidio's predefined recognizers with a no-op NLP engine (no NER, default settings)."""
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    engine = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "no_op", "models": [{"lang_code": "en", "model_name": "no_op"}],
    }).create_engine()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the "no context from NoOp" notice
        return AnalyzerEngine(nlp_engine=engine, supported_languages=["en"])


def format_table(ours: dict, theirs: dict) -> str:
    """Plain-text table: one row per entity, ours vs Presidio default, exact and overlap."""
    head = (f"{'entity':<14} {'gold':>5} | {'ours exact P/R':>15} {'ours overlap P/R':>17} | "
            f"{'presidio exact P/R':>19} {'presidio overlap P/R':>21}")
    lines = [head, "-" * len(head)]
    for entity in ours:
        o, p = ours[entity], theirs[entity]

        def pr(d):
            return f"{d['precision']:.3f}/{d['recall']:.3f}"
        lines.append(f"{entity:<14} {o['exact']['gold']:>5} | {pr(o['exact']):>15} "
                     f"{pr(o['overlap']):>17} | {pr(p['exact']):>19} {pr(p['overlap']):>21}")
    return "\n".join(lines)


def format_table_ours(ours: dict) -> str:
    """Plain-text table of our scores only."""
    head = f"{'entity':<14} {'gold':>5} {'pred':>5} | {'exact P/R':>13} {'overlap P/R':>13}"
    lines = [head, "-" * len(head)]
    for entity, o in ours.items():
        def pr(d):
            return f"{d['precision']:.3f}/{d['recall']:.3f}"
        lines.append(f"{entity:<14} {o['exact']['gold']:>5} {o['exact']['pred']:>5} | "
                     f"{pr(o['exact']):>13} {pr(o['overlap']):>13}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--json", action="store_true", help="print the scores as JSON instead")
    parser.add_argument("--targets", action="store_true",
                        help="exit 1 unless exact recall and precision >= 0.97 for every structured "
                             "type and >= 99%% of PII-free texts are unchanged")
    parser.add_argument("--misses", type=int, default=0, metavar="N",
                        help="print up to N missed and N false spans per type, with context "
                             "(prints the data's text: for synthetic sets only)")
    parser.add_argument("--no-presidio", action="store_true",
                        help="skip the Presidio-default comparison (faster)")
    parser.add_argument("--half", choices=("odd", "even"),
                        help="only the records whose template number is odd or even (the hold-out "
                             "set's halves: one may be looked into, the other only scored)")
    args = parser.parse_args(argv)
    records = load(args.data)
    if args.half:
        records = template_half(records, args.half)
    predictions = predict(build_analyzer(), records)
    ours = score(records, predictions)
    theirs = (None if args.no_presidio
              else score(records, predict(presidio_default_analyzer(), records)))
    free = pii_free_unchanged(records, predictions)
    failed = check_targets(ours, free)
    if args.json:
        print(json.dumps({"ours": ours, "presidio_default": theirs, "pii_free_unchanged": free,
                          "targets_failed": failed}, indent=2))
    else:
        print(f"{len(records)} records from {args.data}")
        print(format_table(ours, theirs or ours) if theirs else format_table_ours(ours))
        print(f"PII-free texts unchanged: {free['unchanged']}/{free['texts']} = {free['share']:.3f}")
        if args.targets:
            print("targets: " + ("met" if not failed else "NOT met\n  " + "\n  ".join(failed)))
    if args.misses:
        print(format_misses(records, predictions, args.misses))
    return 1 if args.targets and failed else 0


if __name__ == "__main__":
    sys.exit(main())
