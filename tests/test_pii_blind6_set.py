"""Sanity checks for the blind PII evaluation set benchmarks/data/pii_blind6/blind6.jsonl."""
import ipaddress
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "pii_blind6" / "blind6.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_blind6.py"
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
EMAIL = re.compile(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")
EXT = re.compile(r"\s*(?:x|ext\.?|Ext\.?|extension|anexo|доб\.)\s*\d+$")


def _records():
    with DATA.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


RECORDS = _records()


def _luhn(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        s += x
    return s % 10 == 0


def test_format_and_ids():
    raw = DATA.read_text(encoding="utf-8").splitlines()
    assert len(raw) == len(RECORDS) > 1500
    for k, (line, rec) in enumerate(zip(raw, RECORDS)):
        assert set(rec) == {"id", "locale", "spans", "template", "text"}
        assert rec["id"] == "blind6-%05d" % k
        assert json.dumps(rec, ensure_ascii=False, sort_keys=True) == line
        assert re.match(r"^b6(f|r)?-", rec["template"])
        if rec["template"].startswith("b6f-"):
            assert rec["spans"] == [] and rec["locale"] == ""
        if rec["template"].startswith("b6-"):
            assert rec["spans"] and rec["locale"]
        if not rec["spans"]:
            assert rec["locale"] == ""


def test_spans_well_formed():
    for rec in RECORDS:
        prev = 0
        for s in rec["spans"]:
            assert s["entity"] in ENTITIES
            assert 0 <= prev <= s["start"] < s["end"] <= len(rec["text"]), rec["id"]
            prev = s["end"]
            frag = rec["text"][s["start"]:s["end"]]
            assert frag == frag.strip(), (rec["id"], frag)
            keys = {"entity", "start", "end"} | ({"valid"} if s["entity"] == "PHONE_NUMBER" else set())
            assert set(s) == keys


def _spans(entity):
    for rec in RECORDS:
        for s in rec["spans"]:
            if s["entity"] == entity:
                yield rec, s, rec["text"][s["start"]:s["end"]]


def test_cards_luhn():
    for rec, s, frag in _spans("CREDIT_CARD"):
        assert re.fullmatch(r"\d+(?:[ \-]\d+)*", frag), frag
        d = re.sub(r"\D", "", frag)
        assert 12 <= len(d) <= 19 and _luhn(d), (rec["id"], frag)


def test_ibans_valid():
    from stdnum import iban
    for rec, s, frag in _spans("IBAN_CODE"):
        assert iban.is_valid(frag), (rec["id"], frag)


def test_ips_parse():
    for rec, s, frag in _spans("IP_ADDRESS"):
        ipaddress.ip_address(frag)


def test_emails_match():
    for rec, s, frag in _spans("EMAIL_ADDRESS"):
        assert EMAIL.match(frag), (rec["id"], frag)


def test_phones_parse_in_region():
    import phonenumbers
    for rec, s, frag in _spans("PHONE_NUMBER"):
        region = rec["locale"].split("_")[1]
        norm = EXT.sub("", re.sub(r"\s+", " ", frag).strip())
        num = phonenumbers.parse(norm, region)
        assert phonenumbers.is_possible_number(num) or not s["valid"], (rec["id"], frag)
        assert phonenumbers.is_valid_number(num) == s["valid"], (rec["id"], frag)
        if rec["template"].startswith("b6-"):
            assert num.country_code == phonenumbers.country_code_for_region(region), (rec["id"], frag)


def test_generator_rebuilds_file(tmp_path):
    faker = pytest.importorskip("faker")
    phonenumbers = pytest.importorskip("phonenumbers")
    if faker.VERSION != "40.0.0" or phonenumbers.__version__ != "9.0.43":
        pytest.skip("needs Faker 40.0.0 and phonenumbers 9.0.43")
    out = tmp_path / "blind6.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True, cwd=str(ROOT),
                   stdout=subprocess.DEVNULL)
    assert out.read_bytes() == DATA.read_bytes()
