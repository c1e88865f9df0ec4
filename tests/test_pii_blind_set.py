"""Checks on the blind PII evaluation set (benchmarks/data/pii_blind/blind.jsonl).

The set is only scored, never tuned against; these tests check that its labels are well formed
and that the generator reproduces it byte for byte.
"""

import ipaddress
import re
import subprocess
import sys
from pathlib import Path

import phonenumbers
import pytest

from tests.pii_sets import iban_checksum_ok, load_records, luhn_valid, spans_of

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "benchmarks" / "data" / "pii_blind" / "blind.jsonl"
SCRIPT = REPO / "scripts" / "make_pii_blind.py"
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"


@pytest.fixture(scope="module")
def records():
    return load_records(DATA)


def test_record_keys_and_ids(records):
    assert 1900 <= len(records) <= 2100
    for rec in records:
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        assert re.fullmatch(r"blind-\d{5}", rec["id"])
        assert rec["template"] and rec["text"]
        assert (rec["locale"] == "") == (not rec["spans"]), rec["id"]
    ids = [rec["id"] for rec in records]
    assert len(ids) == len(set(ids))


def test_spans_inside_text_sorted_and_not_overlapping(records):
    for rec in records:
        end = 0
        for sp in rec["spans"]:
            assert sp["entity"] in ENTITIES, (rec["id"], sp)
            assert 0 <= end <= sp["start"] < sp["end"] <= len(rec["text"]), (rec["id"], sp)
            end = sp["end"]
            keys = {"entity", "start", "end"}
            if sp["entity"] == "PHONE_NUMBER":
                keys.add("valid")
            assert set(sp) == keys, (rec["id"], sp)


def test_pii_free_texts(records):
    free = [rec for rec in records if not rec["spans"]]
    assert len(free) >= 400
    email = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
    quad = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
    for rec in free:
        assert not email.search(rec["text"]), rec["id"]
        for m in quad.finditer(rec["text"]):
            assert any(int(g) > 255 for g in m.groups()), (rec["id"], m.group())


def test_phone_spans_parse(records):
    check_valid = phonenumbers.__version__ == PHONENUMBERS_VERSION
    n = 0
    for rec, sp, value in spans_of(records, "PHONE_NUMBER"):
        region = rec["locale"].split("_")[1]
        # A number wrapped across a line holds a line break.
        num = phonenumbers.parse(" ".join(value.split()), region)
        assert num.country_code == phonenumbers.country_code_for_region(region), (rec["id"], value)
        assert phonenumbers.is_possible_number(num), (rec["id"], value)
        assert isinstance(sp["valid"], bool)
        if check_valid:
            assert sp["valid"] == phonenumbers.is_valid_number(num), (rec["id"], value)
        n += 1
    assert n > 1000


def test_card_spans_are_luhn_valid(records):
    n = 0
    for rec, _, value in spans_of(records, "CREDIT_CARD"):
        digits = re.sub(r"[ -]", "", value)
        assert digits.isdigit() and 12 <= len(digits) <= 19, (rec["id"], value)
        assert luhn_valid(digits), (rec["id"], value)
        n += 1
    assert n >= 100


def test_iban_spans_pass_mod97(records):
    n = 0
    for rec, _, value in spans_of(records, "IBAN_CODE"):
        assert re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", value), (rec["id"], value)
        assert iban_checksum_ok(value), (rec["id"], value)
        assert value[:2] == rec["locale"].split("_")[1], (rec["id"], value)
        n += 1
    assert n >= 100


def test_ip_and_email_spans(records):
    for rec, _, value in spans_of(records, "IP_ADDRESS"):
        assert "/" not in value
        ipaddress.ip_address(value)
    for rec, _, value in spans_of(records, "EMAIL_ADDRESS"):
        assert re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", value), value


def _generator_pinned():
    try:
        import faker
    except ImportError:
        return False
    return faker.VERSION == FAKER_VERSION and phonenumbers.__version__ == PHONENUMBERS_VERSION


@pytest.mark.skipif(not _generator_pinned(),
                    reason=f"needs Faker {FAKER_VERSION} and phonenumbers {PHONENUMBERS_VERSION}")
def test_regenerating_gives_identical_bytes(tmp_path):
    out = tmp_path / "blind.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True,
                   capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()
    again = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)],
                           capture_output=True, text=True)
    assert again.returncode != 0 and "--force" in again.stderr
