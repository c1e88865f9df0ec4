"""Sanity checks for benchmarks/data/pii_blind7/blind7.jsonl (labels only; no detector is run)."""
import ipaddress
import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "benchmarks", "data", "pii_blind7", "blind7.jsonl")
GEN = os.path.join(ROOT, "scripts", "make_pii_blind7.py")
ENTS = {"PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "EMAIL_ADDRESS"}
EXT_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


def _records():
    with open(DATA, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


RECS = _records()


def _luhn(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def test_format_and_spans():
    ids = set()
    for i, r in enumerate(RECS):
        assert set(r) == {"id", "locale", "spans", "template", "text"}
        assert r["id"] == "blind7-%05d" % i
        ids.add(r["id"])
        assert re.match(r"^b7[fr]?-", r["template"])
        prev = 0
        for s in r["spans"]:
            keys = {"entity", "start", "end"} | ({"valid"} if s["entity"] == "PHONE_NUMBER" else set())
            assert set(s) == keys
            assert s["entity"] in ENTS
            assert prev <= s["start"] < s["end"] <= len(r["text"])
            prev = s["end"]
            frag = r["text"][s["start"]:s["end"]]
            assert frag == frag.strip()
        if not r["spans"]:
            assert r["locale"] == ""
        else:
            assert r["locale"]
    assert len(ids) == len(RECS)


def test_lines_are_canonical():
    with open(DATA, encoding="utf-8") as fh:
        for line, r in zip(fh, RECS):
            assert line == json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n"


def _spans(entity):
    for r in RECS:
        for s in r["spans"]:
            if s["entity"] == entity:
                yield r, s, r["text"][s["start"]:s["end"]]


def test_cards_luhn():
    n = 0
    for _, _, t in _spans("CREDIT_CARD"):
        assert re.fullmatch(r"\d[\d -]*\d", t)
        d = re.sub(r"\D", "", t)
        assert 12 <= len(d) <= 19 and _luhn(d), t
        n += 1
    assert n > 50


def test_ibans_valid():
    from stdnum import iban
    for _, _, t in _spans("IBAN_CODE"):
        assert iban.is_valid(t), t


def test_ips_parse():
    for _, _, t in _spans("IP_ADDRESS"):
        ipaddress.ip_address(t)


def test_emails_shape():
    for _, _, t in _spans("EMAIL_ADDRESS"):
        assert re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", t), t


def test_phones_parse_in_region():
    phonenumbers = pytest.importorskip("phonenumbers")
    for r, s, t in _spans("PHONE_NUMBER"):
        region = r["locale"].split("_")[1]
        clean = EXT_RE.sub("", re.sub(r"\s+", " ", t).strip())
        n = phonenumbers.parse(clean, region)
        assert phonenumbers.is_possible_number(n), t
        assert n.country_code == phonenumbers.country_code_for_region(region), (t, region)
        assert phonenumbers.is_valid_number(n) == s["valid"], t


def test_regenerates_byte_for_byte(tmp_path):
    faker = pytest.importorskip("faker")
    phonenumbers = pytest.importorskip("phonenumbers")
    if faker.VERSION != "40.0.0" or phonenumbers.__version__ != "9.0.43":
        pytest.skip("needs Faker 40.0.0 and phonenumbers 9.0.43")
    out = tmp_path / "blind7.jsonl"
    env = dict(os.environ, PYTHONHASHSEED="12345", TZ="America/Lima")
    subprocess.run([sys.executable, GEN, "--out", str(out)], check=True, env=env, cwd=ROOT)
    with open(DATA, "rb") as a, open(out, "rb") as b:
        assert a.read() == b.read()
