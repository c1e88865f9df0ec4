"""Checks of the blind PII evaluation set ``benchmarks/data/pii_blind2/blind2.jsonl``.

The set is only used to score the detector, so these tests check nothing but the set itself: that its
labels are well formed and pass the checksums their entity types require, and that
``scripts/make_pii_blind2.py`` regenerates it byte for byte."""

from __future__ import annotations

import ipaddress
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.pii_sets import IBAN_LENGTHS, iban_checksum_ok, load_records, luhn_valid, spans_of

ROOT = Path(__file__).resolve().parent.parent
SET_PATH = ROOT / "benchmarks" / "data" / "pii_blind2" / "blind2.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_blind2.py"
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"

ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
RECORD_KEYS = {"id", "locale", "spans", "template", "text"}
# Faker locales whose region is not the part after the underscore.
REGION_OF = {"es_CA": "ES"}
# an extension written with one of these words is part of the phone span; it is dropped before parsing
EXTENSION = re.compile(r"\s*(?:x|ext\.?|Ext\.?|EXT\.?|extension|anexo|доб\.)\s*\d{1,6}$")


@pytest.fixture(scope="module")
def records():
    return load_records(SET_PATH)


def region_of(locale: str) -> str:
    return REGION_OF.get(locale, locale.split("_")[-1])


def own_luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def test_records_are_well_formed(records):
    assert 1800 <= len(records) <= 2300
    assert [r["id"] for r in records] == [f"blind2-{n:05d}" for n in range(len(records))]
    for rec in records:
        assert set(rec) == RECORD_KEYS, rec["id"]
        assert isinstance(rec["text"], str) and rec["text"], rec["id"]
        assert re.fullmatch(r"b2-\d{3}|b2f-\d{2}|b2r-\d{3}", rec["template"]), rec["id"]
        assert isinstance(rec["locale"], str)


def test_file_is_canonical_json_lines():
    lines = SET_PATH.read_text(encoding="utf-8").split("\n")
    assert lines[-1] == ""
    for line in lines[:-1]:
        assert line == json.dumps(json.loads(line), ensure_ascii=False, sort_keys=True)


def test_spans_sorted_disjoint_in_range_and_stripped(records):
    for rec in records:
        end = 0
        for span in rec["spans"]:
            keys = {"entity", "start", "end"} | ({"valid"} if span["entity"] == "PHONE_NUMBER" else set())
            assert set(span) == keys, rec["id"]
            assert span["entity"] in ENTITIES, rec["id"]
            assert isinstance(span["start"], int) and isinstance(span["end"], int)
            assert end <= span["start"] < span["end"] <= len(rec["text"]), rec["id"]
            body = rec["text"][span["start"]:span["end"]]
            assert body == body.strip(), (rec["id"], body)
            end = span["end"]


def test_pii_free_records_have_no_spans_and_no_locale(records):
    for rec in records:
        if rec["template"].startswith("b2f-"):
            assert rec["spans"] == [], rec["id"]
        if rec["template"].startswith("b2-"):
            assert rec["spans"], rec["id"]
        assert (rec["spans"] == []) == (rec["locale"] == ""), rec["id"]


def test_counts_and_coverage(records):
    kinds = Counter(rec["template"].split("-")[0] for rec in records)
    assert kinds["b2"] >= 1400 and kinds["b2f"] >= 300 and kinds["b2r"] >= 150
    assert len({r["template"] for r in records if r["template"].startswith("b2-")}) >= 100
    assert len({r["template"] for r in records if r["template"].startswith("b2f-")}) >= 50
    entities = Counter(s["entity"] for r in records for s in r["spans"])
    assert all(entities[e] >= 100 for e in ENTITIES), entities
    phone_locales = {r["locale"] for r, _, _ in spans_of(records, "PHONE_NUMBER")}
    assert len(phone_locales) >= 60


def test_credit_cards_are_luhn_valid(records):
    for rec, span, body in spans_of(records, "CREDIT_CARD"):
        assert re.fullmatch(r"\d+(?:[ -]\d+)*", body), (rec["id"], body)
        digits = re.sub(r"[ -]", "", body)
        assert 12 <= len(digits) <= 19, (rec["id"], body)
        assert own_luhn(digits) and luhn_valid(digits), (rec["id"], body)


def test_ibans_pass_mod97_and_registry_length(records):
    for rec, span, body in spans_of(records, "IBAN_CODE"):
        assert re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9])+", body), (rec["id"], body)
        compact = body.replace(" ", "")
        assert IBAN_LENGTHS.get(compact[:2]) == len(compact), (rec["id"], body)
        assert iban_checksum_ok(body), (rec["id"], body)


def test_ip_addresses_parse(records):
    for rec, span, body in spans_of(records, "IP_ADDRESS"):
        ipaddress.ip_address(body)


def test_emails_are_plain_addresses(records):
    for rec, span, body in spans_of(records, "EMAIL_ADDRESS"):
        assert re.fullmatch(r"[^\s@<>\"'(),;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", body), (rec["id"], body)


def test_phone_numbers_parse_in_their_region(records):
    phonenumbers = pytest.importorskip("phonenumbers")
    for rec, span, body in spans_of(records, "PHONE_NUMBER"):
        region = region_of(rec["locale"])
        text = EXTENSION.sub("", re.sub(r"\s+", " ", body).strip())
        number = phonenumbers.parse(text, region)
        assert number.country_code == phonenumbers.country_code_for_region(region), (rec["id"], body)
        assert phonenumbers.is_possible_number(number), (rec["id"], body)
        assert isinstance(span["valid"], bool)
        assert span["valid"] == phonenumbers.is_valid_number(number), (rec["id"], body)


def test_text_outside_spans_has_no_obvious_pii(records):
    """A light independent check: no e-mail address and no dotted quad outside the gold spans."""
    email = re.compile(r"[\w.+%-]+@[\w-]+(?:\.[\w-]+)+")
    quad = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)")
    for rec in records:
        pieces, pos = [], 0
        for span in rec["spans"]:
            pieces.append(rec["text"][pos:span["start"]])
            pos = span["end"]
        pieces.append(rec["text"][pos:])
        for piece in pieces:
            assert not email.search(piece), (rec["id"], email.search(piece).group())
            for m in quad.finditer(piece):
                assert not all(int(g) <= 255 for g in m.groups()), (rec["id"], m.group())


def _pinned_versions_available() -> bool:
    try:
        import faker
        import phonenumbers
    except ImportError:
        return False
    return faker.VERSION == FAKER_VERSION and phonenumbers.__version__ == PHONENUMBERS_VERSION


def test_regeneration_is_byte_identical(tmp_path):
    if not _pinned_versions_available():
        pytest.skip(f"needs Faker {FAKER_VERSION} and phonenumbers {PHONENUMBERS_VERSION}")
    out = tmp_path / "blind2.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--quiet"], check=True, cwd=ROOT)
    assert out.read_bytes() == SET_PATH.read_bytes()
    again = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--quiet"], cwd=ROOT,
                           capture_output=True, text=True)
    assert again.returncode != 0 and "--force" in again.stderr
