"""Precision and recall of Gristmill's PII recognizers on the labeled set, next to Presidio's defaults.

Runs ``build_analyzer()`` (default entities and thresholds) over ``tests/data/pii/labeled.jsonl``
(built by ``scripts/make_pii_eval.py``) and prints, per entity type, precision and recall under two
matching rules: *exact* (same type, same start and end) and *overlap* (same type, spans intersect).
The same is printed for Presidio's predefined recognizers alone (``AnalyzerEngine`` with its
default registry, a ``NoOpNlpEngine`` and no score threshold), restricted to the same entity types.

    python benchmarks/pii_accuracy.py [--data tests/data/pii/labeled.jsonl] [--json]

Only entity types, counts and ratios are printed, never matched text.
"""

from __future__ import annotations

import argparse
import json
import os
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


def load(path: Path = DATA) -> List[dict]:
    """Records of the labeled set."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--json", action="store_true", help="print the scores as JSON instead")
    args = parser.parse_args(argv)
    records = load(args.data)
    ours = score(records, predict(build_analyzer(), records))
    theirs = score(records, predict(presidio_default_analyzer(), records))
    if args.json:
        print(json.dumps({"ours": ours, "presidio_default": theirs}, indent=2))
    else:
        print(f"{len(records)} records from {args.data}")
        print(format_table(ours, theirs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
