"""The frozen Faker PII sets: well-formed labels and a clean dev/eval split."""

import ipaddress
import re
from pathlib import Path

import phonenumbers
import pytest

from tests.pii_sets import iban_checksum_ok, load_records, luhn_valid

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "pii_faker"
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
IBAN_LENGTH = {"AT": 20, "BE": 16, "CH": 21, "CZ": 24, "DE": 22, "DK": 18, "ES": 24, "FI": 18,
               "FR": 27, "GB": 22, "GR": 27, "IE": 22, "IT": 27, "NL": 18, "NO": 15, "PL": 28,
               "PT": 25, "RO": 24, "SK": 24, "TR": 26, "UA": 29}
EMAIL = re.compile(r"[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[^\W\d_]{2,}")  # Faker has IDN TLDs (.укр)


@pytest.fixture(scope="module")
def splits():
    return {split: load_records(DATA / f"{split}.jsonl") for split in ("dev", "eval")}


def surface_ok(entity: str, value: str, locale: str) -> bool:
    if value != value.strip():
        return False
    if entity == "CREDIT_CARD":
        digits = re.sub(r"[ -]", "", value)
        return digits.isdigit() and 12 <= len(digits) <= 19 and luhn_valid(digits)
    if entity == "IBAN_CODE":
        compact = value.replace(" ", "")
        return IBAN_LENGTH.get(compact[:2]) == len(compact) and iban_checksum_ok(compact)
    if entity == "PHONE_NUMBER":
        try:
            number = phonenumbers.parse(value.replace("\n", " "), locale.split("_")[1])
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_possible_number(number)
    if entity == "IP_ADDRESS":
        try:
            ipaddress.ip_address(value)
        except ValueError:
            return False
        return True
    return EMAIL.fullmatch(value) is not None


@pytest.mark.parametrize("split,size", [("dev", 1500), ("eval", 3000)])
def test_records_parse_and_spans_match_their_entity(splits, split, size):
    records = splits[split]
    assert len(records) == size
    bad = []
    for rec in records:
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        for span in rec["spans"]:
            assert span["entity"] in ENTITIES
            assert 0 <= span["start"] < span["end"] <= len(rec["text"])
            value = rec["text"][span["start"]:span["end"]]
            if not surface_ok(span["entity"], value, rec["locale"]):
                bad.append((rec["id"], span["entity"], value))
    assert not bad, bad[:5]
    found = {s["entity"] for rec in records for s in rec["spans"]}
    assert found == ENTITIES


def test_dev_and_eval_share_no_text_and_no_template(splits):
    dev, held_out = splits["dev"], splits["eval"]
    assert not {r["text"] for r in dev} & {r["text"] for r in held_out}
    assert not {r["template"] for r in dev} & {r["template"] for r in held_out}


def test_eval_has_pii_free_texts_and_many_locales(splits):
    held_out = splits["eval"]
    assert sum(not r["spans"] for r in held_out) >= 300
    assert len({r["locale"].split("_")[1] for r in held_out if r["locale"]}) >= 20


def test_files_stay_small():
    for split in ("dev", "eval"):
        assert (DATA / f"{split}.jsonl").stat().st_size < 2_000_000
