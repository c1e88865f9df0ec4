"""Checks of the blind3 PII evaluation set (benchmarks/data/pii_blind3/blind3.jsonl): its labels are
well formed and pass their checksums, and the generator rebuilds it byte for byte.

The set is for scoring only; these tests read its labels, never a detector's output."""

from __future__ import annotations

import ipaddress
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pii_sets import IBAN_LENGTHS, iban_checksum_ok, load_records, luhn_valid, spans_of

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "benchmarks" / "data" / "pii_blind3" / "blind3.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_blind3.py"

ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}


# An extension written inside a phone span (x, ext, ext., Ext., extension, anexo, доб.).
EXT_IN_SPAN = re.compile(r"(?:\s*,?\s*)(?:x|ext\.?|Ext\.?|extension|anexo|доб\.)\s*\d{1,6}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
V4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")


@pytest.fixture(scope="module")
def records():
    return load_records(DATA)


def _phone_core(span: str) -> str:
    return EXT_IN_SPAN.sub("", re.sub(r"\s+", " ", span).strip())


def _outside(rec: dict) -> str:
    chars = list(rec["text"])
    for sp in rec["spans"]:
        for i in range(sp["start"], sp["end"]):
            chars[i] = "#"
    return "".join(chars)


def test_size_and_kinds(records):
    assert 1900 <= len(records) <= 2200
    kinds = {"pii": 0, "free": 0, "real": 0}
    for rec in records:
        t = rec["template"]
        kinds["real" if t.startswith("b3r-") else "free" if t.startswith("b3f-") else "pii"] += 1
    assert kinds["pii"] >= 1400 and kinds["free"] >= 380 and kinds["real"] >= 190


def test_record_keys_and_ids(records):
    ids = [rec["id"] for rec in records]
    assert len(set(ids)) == len(ids)
    assert ids == ["blind3-%05d" % i for i in range(len(records))]
    for rec in records:
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        assert isinstance(rec["text"], str) and rec["text"]
        assert re.fullmatch(r"b3-\d{3}|b3f-\d{2}|b3r-\d{3}", rec["template"]), rec["template"]


def test_spans_well_formed(records):
    for rec in records:
        text, last_end = rec["text"], 0
        for sp in rec["spans"]:
            keys = {"entity", "start", "end"} | ({"valid"} if sp["entity"] == "PHONE_NUMBER" else set())
            assert set(sp) == keys, (rec["id"], sp)
            assert sp["entity"] in ENTITIES
            assert isinstance(sp["start"], int) and isinstance(sp["end"], int)
            assert last_end <= sp["start"] < sp["end"] <= len(text), (rec["id"], sp)
            piece = text[sp["start"]:sp["end"]]
            assert piece == piece.strip() and piece, (rec["id"], piece)
            last_end = sp["end"]


def test_pii_free_records(records):
    for rec in records:
        if rec["template"].startswith("b3f-"):
            assert rec["spans"] == [] and rec["locale"] == ""
        elif rec["template"].startswith("b3-"):
            assert rec["spans"] and rec["locale"], rec["id"]
        if rec["locale"] == "":
            assert rec["spans"] == [], rec["id"]


def test_credit_cards(records):
    n = 0
    for rec, sp, text in spans_of(records, "CREDIT_CARD"):
        assert re.fullmatch(r"\d+(?:[ -]\d+)*", text), (rec["id"], text)
        digits = re.sub(r"[ -]", "", text)
        assert 12 <= len(digits) <= 19 and luhn_valid(digits), (rec["id"], text)
        n += 1
    assert n > 0


def test_ibans(records):
    n = 0
    for rec, sp, text in spans_of(records, "IBAN_CODE"):
        compact = text.replace(" ", "")
        assert re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", compact), (rec["id"], text)
        assert text == compact or re.fullmatch(r"(?:[A-Z0-9]{4} )+[A-Z0-9]{1,4}", text), (rec["id"], text)
        assert len(compact) == IBAN_LENGTHS[compact[:2]], (rec["id"], text)
        assert iban_checksum_ok(text), (rec["id"], text)
        n += 1
    assert n > 0


def test_ip_addresses(records):
    n = 0
    for rec, sp, text in spans_of(records, "IP_ADDRESS"):
        ipaddress.ip_address(text)
        n += 1
    assert n > 0


def test_phone_numbers(records):
    phonenumbers = pytest.importorskip("phonenumbers")
    n = 0
    for rec, sp, text in spans_of(records, "PHONE_NUMBER"):
        region = rec["locale"].split("_")[1]
        num = phonenumbers.parse(_phone_core(text), region)
        assert num.country_code == phonenumbers.country_code_for_region(region), (rec["id"], text)
        assert phonenumbers.is_possible_number(num), (rec["id"], text)
        assert sp["valid"] is phonenumbers.is_valid_number(num), (rec["id"], text)
        n += 1
    assert n > 0


def test_emails_look_like_addresses(records):
    for rec, sp, text in spans_of(records, "EMAIL_ADDRESS"):
        assert EMAIL_RE.fullmatch(text), (rec["id"], text)


def test_synthetic_text_outside_spans_has_no_email_or_ipv4(records):
    for rec in records:
        if rec["template"].startswith("b3r-"):
            continue
        outside = _outside(rec)
        assert not EMAIL_RE.search(outside), rec["id"]
        for m in V4_RE.finditer(outside):
            assert not all(int(g) <= 255 for g in m.groups()), (rec["id"], m.group())


def _generator_versions_ok() -> bool:
    try:
        import faker
        import phonenumbers
    except ImportError:
        return False
    return faker.VERSION == "40.0.0" and phonenumbers.__version__ == "9.0.43"


def test_regenerates_byte_for_byte(tmp_path):
    if not _generator_versions_ok():
        pytest.skip("needs Faker 40.0.0 and phonenumbers 9.0.43")
    out = tmp_path / "blind3.jsonl"
    env = dict(os.environ, PYTHONHASHSEED="4242", TZ="Asia/Kolkata")
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--quiet"], check=True, cwd=str(ROOT), env=env)
    assert out.read_bytes() == DATA.read_bytes()
