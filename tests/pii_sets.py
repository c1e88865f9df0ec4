"""Checks shared by the tests of the labeled PII sets (Faker dev/eval, hold-out, blind): reading a
set and the checksums its labels must pass. Cards are checked with the project's ``luhn_valid``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable, Iterator, List, Tuple

from gristmill.transforms.pii.recognizers import luhn_valid

__all__ = ["iban_checksum_ok", "load_records", "luhn_valid", "spans_of"]


def load_records(path: Path) -> List[dict]:
    """The records of a JSONL set."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def spans_of(records: Iterable[dict], entity: str) -> Iterator[Tuple[dict, dict, str]]:
    """``(record, span, labelled text)`` for every span of ``entity``."""
    for rec in records:
        for span in rec["spans"]:
            if span["entity"] == entity:
                yield rec, span, rec["text"][span["start"]:span["end"]]


def iban_checksum_ok(iban: str) -> bool:
    """ISO 13616 check digits: the IBAN (spaces ignored) with its first four characters moved to
    the end, letters as 10-35, is 1 modulo 97."""
    compact = iban.replace(" ", "").upper()
    moved = compact[4:] + compact[:4]
    return moved.isalnum() and int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1
