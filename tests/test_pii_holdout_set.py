"""The committed PII hold-out set (benchmarks/data/pii_holdout/holdout.jsonl) is well formed.

Checks the labels against the values themselves (phone numbers parse, card numbers pass Luhn,
IBANs pass mod-97, addresses parse) and, when Faker 40.0.0 is installed, that the generator
rebuilds the file byte for byte.
"""

from __future__ import annotations

import ipaddress
import re
import subprocess
import sys
from pathlib import Path

import phonenumbers
import pytest

from tests.pii_sets import iban_checksum_ok, load_records, luhn_valid, spans_of

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "benchmarks" / "data" / "pii_holdout" / "holdout.jsonl"
SCRIPT = REPO / "scripts" / "make_pii_holdout.py"
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
RECORDS = load_records(DATA)


def test_record_shape_and_ids():
    ids = [rec["id"] for rec in RECORDS]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"holdout-\d{5}", i) for i in ids)
    for rec in RECORDS:
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        assert isinstance(rec["text"], str) and rec["text"]
        assert re.fullmatch(r"t-\d{3}|free-\d{2}", rec["template"])


def test_counts():
    free = [rec for rec in RECORDS if not rec["spans"]]
    assert len(free) >= 350
    assert len(RECORDS) - len(free) >= 1500
    for rec in free:
        assert rec["locale"] == ""
        assert rec["template"].startswith("free-")
    for rec in RECORDS:
        if rec["spans"]:
            assert rec["locale"] and rec["template"].startswith("t-")
    assert len({rec["template"] for rec in RECORDS if rec["spans"]}) >= 60
    assert len({rec["template"] for rec in free}) >= 30


def test_spans_inside_text_sorted_and_disjoint():
    for rec in RECORDS:
        end = 0
        for span in rec["spans"]:
            assert span["entity"] in ENTITIES
            expected = {"entity", "start", "end"} | (
                {"valid"} if span["entity"] == "PHONE_NUMBER" else set())
            assert set(span) == expected, rec["id"]
            assert end <= span["start"] < span["end"] <= len(rec["text"]), rec["id"]
            value = rec["text"][span["start"]:span["end"]]
            assert value == value.strip(), rec["id"]
            end = span["end"]


def test_phone_spans_parse_and_valid_flag_matches():
    count = 0
    for rec, span, value in spans_of(RECORDS, "PHONE_NUMBER"):
        count += 1
        flat = value.replace("\n", " ")
        region = rec["locale"].split("_")[1]
        try:
            number = phonenumbers.parse(flat, region)
        except phonenumbers.NumberParseException:
            number = phonenumbers.parse(flat, None)  # written with a country code
        assert isinstance(span["valid"], bool)
        assert span["valid"] == phonenumbers.is_valid_number(number), (rec["id"], value)
    assert count >= 1000


def test_card_spans_are_luhn_valid():
    count = 0
    for rec, _, value in spans_of(RECORDS, "CREDIT_CARD"):
        count += 1
        digits = re.sub(r"[ -]", "", value)
        assert digits.isdigit() and 12 <= len(digits) <= 19, (rec["id"], value)
        assert luhn_valid(digits), (rec["id"], value)
    assert count >= 100


def test_iban_spans_pass_mod97():
    count = 0
    for rec, _, value in spans_of(RECORDS, "IBAN_CODE"):
        count += 1
        iban = value.replace(" ", "")
        assert re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", iban), (rec["id"], value)
        assert iban_checksum_ok(iban), (rec["id"], value)
    assert count >= 100


def test_email_and_ip_spans_are_well_formed():
    for rec, _, value in spans_of(RECORDS, "EMAIL_ADDRESS"):
        assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[^\W\d_]{2,}", value), (rec["id"], value)
    for rec, _, value in spans_of(RECORDS, "IP_ADDRESS"):
        ipaddress.ip_address(value)


def _faker_40() -> bool:
    try:
        import faker
    except ImportError:
        return False
    return faker.VERSION == "40.0.0"


@pytest.mark.skipif(not _faker_40(), reason="needs Faker 40.0.0 (benchmarks/requirements.txt)")
def test_regenerates_byte_identical(tmp_path):
    out = tmp_path / "holdout.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True,
                   capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()
    again = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)],
                           capture_output=True, text=True)
    assert again.returncode != 0 and "--force" in again.stderr
