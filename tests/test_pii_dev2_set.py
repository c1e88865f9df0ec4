"""Sanity checks for the PII development set benchmarks/data/pii_dev2/dev2.jsonl."""

import ipaddress
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pii_sets import iban_checksum_ok, load_records, luhn_valid

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "benchmarks" / "data" / "pii_dev2" / "dev2.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_dev2.py"

ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
EXTENSION_RE = re.compile(r"\s*(?:x|ext\.?|extension|anexo|доб\.)\s*\d+$", re.IGNORECASE)
EMAIL_RE = re.compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)+")


def region_of(locale):
    # the Faker locale "sw" has no country; the set uses Kenya for it
    return {"sw": "KE"}.get(locale) or locale.split("_")[1]


@pytest.fixture(scope="module")
def records():
    return load_records(DATA)


def test_record_count_and_keys(records):
    assert len(records) == 2000
    for rec in records:
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        assert re.fullmatch(r"dev2-\d{5}", rec["id"])
        assert re.fullmatch(r"d-\d{3}|df-\d{2}", rec["template"])


def test_ids_unique(records):
    ids = [rec["id"] for rec in records]
    assert len(set(ids)) == len(ids)
    assert sorted(ids) == ["dev2-%05d" % k for k in range(2000)]


def test_spans_sorted_non_overlapping_in_range(records):
    for rec in records:
        last_end = 0
        for span in rec["spans"]:
            assert span["entity"] in ENTITIES
            keys = {"entity", "start", "end"} | ({"valid"} if span["entity"] == "PHONE_NUMBER" else set())
            assert set(span) == keys, rec["id"]
            assert last_end <= span["start"] < span["end"] <= len(rec["text"]), rec["id"]
            text = rec["text"][span["start"] : span["end"]]
            assert text == text.strip(), rec["id"]
            last_end = span["end"]


def test_pii_free_texts_have_no_spans(records):
    free = [rec for rec in records if rec["template"].startswith("df-")]
    assert len(free) >= 450
    for rec in free:
        assert rec["locale"] == ""
        assert rec["spans"] == []
    for rec in records:
        if rec["template"].startswith("d-"):
            assert rec["locale"] and rec["spans"], rec["id"]


def test_span_shapes(records):
    pn = pytest.importorskip("phonenumbers")
    for rec in records:
        for span in rec["spans"]:
            text = rec["text"][span["start"] : span["end"]]
            entity = span["entity"]
            if entity == "EMAIL_ADDRESS":
                assert EMAIL_RE.fullmatch(text), (rec["id"], text)
            elif entity == "CREDIT_CARD":
                assert re.fullmatch(r"\d+(?:[ -]\d+)*", text), (rec["id"], text)
                digits = re.sub(r"[ -]", "", text)
                assert 12 <= len(digits) <= 19 and luhn_valid(digits), (rec["id"], text)
            elif entity == "IBAN_CODE":
                assert re.fullmatch(r"[A-Z]{2}\d\d[A-Z0-9]{11,30}", text.replace(" ", "")), (rec["id"], text)
                assert iban_checksum_ok(text), (rec["id"], text)
            elif entity == "IP_ADDRESS":
                ipaddress.ip_address(text)
            else:
                region = region_of(rec["locale"])
                collapsed = EXTENSION_RE.sub("", re.sub(r"\s+", " ", text).strip())
                num = pn.parse(collapsed, region)
                assert num.country_code == pn.country_code_for_region(region), (rec["id"], text)
                assert pn.is_possible_number(num), (rec["id"], text)
                assert span["valid"] == pn.is_valid_number(num), (rec["id"], text)


def test_regenerates_byte_for_byte(tmp_path):
    faker = pytest.importorskip("faker")
    pn = pytest.importorskip("phonenumbers")
    if faker.VERSION != "40.0.0" or pn.__version__ != "9.0.43":
        pytest.skip("regeneration needs Faker 40.0.0 and phonenumbers 9.0.43")
    out = tmp_path / "dev2.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--quiet"], check=True)
    assert out.read_bytes() == DATA.read_bytes()
