"""Checks for the blind5 PII evaluation set (benchmarks/data/pii_blind5/blind5.jsonl)."""
import importlib.util
import ipaddress
import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "benchmarks", "data", "pii_blind5", "blind5.jsonl")
GEN = os.path.join(ROOT, "scripts", "make_pii_blind5.py")
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")
EXT_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


@pytest.fixture(scope="module")
def records():
    with open(DATA, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _spans(records, entity):
    for r in records:
        for s in r["spans"]:
            if s["entity"] == entity:
                yield r, s, r["text"][s["start"]:s["end"]]


def _luhn(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def test_format_and_ids(records):
    assert len(records) >= 1500
    with open(DATA, encoding="utf-8") as fh:
        for line, r in zip(fh, records):
            assert line.rstrip("\n") == json.dumps(r, ensure_ascii=False, sort_keys=True)
    for i, r in enumerate(records):
        assert set(r) == {"id", "locale", "spans", "template", "text"}
        assert r["id"] == "blind5-%05d" % i
        assert r["template"].startswith(("b5-", "b5f-", "b5r-"))
        if r["template"].startswith("b5f-"):
            assert r["spans"] == [] and r["locale"] == ""
        if r["template"].startswith("b5-"):
            assert r["spans"] and r["locale"]
        if r["template"].startswith("b5r-"):
            assert r["locale"] == ("" if not r["spans"] else r["locale"])
            if r["spans"]:
                assert r["locale"]


def test_spans_well_formed(records):
    for r in records:
        prev_end = 0
        for s in r["spans"]:
            assert s["entity"] in ENTITIES
            keys = {"entity", "start", "end"} | ({"valid"} if s["entity"] == "PHONE_NUMBER" else set())
            assert set(s) == keys, (r["id"], s)
            assert 0 <= s["start"] < s["end"] <= len(r["text"])
            assert s["start"] >= prev_end, r["id"]
            prev_end = s["end"]
            span = r["text"][s["start"]:s["end"]]
            assert span == span.strip(), (r["id"], span)


def test_cards_luhn(records):
    n = 0
    for r, s, t in _spans(records, "CREDIT_CARD"):
        assert re.fullmatch(r"\d+(?:[ \-]\d+)*", t), (r["id"], t)
        d = re.sub(r"\D", "", t)
        assert 12 <= len(d) <= 19 and _luhn(d), (r["id"], t)
        n += 1
    assert n > 50


def test_ibans_mod97_and_registry_length(records):
    from stdnum import iban as siban
    from stdnum import numdb
    db = numdb.get("iban")
    n = 0
    for r, s, t in _spans(records, "IBAN_CODE"):
        assert re.fullmatch(r"[A-Z0-9]+(?: [A-Z0-9]+)*", t), (r["id"], t)
        x = t.replace(" ", "")
        moved = x[4:] + x[:4]
        assert int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1, (r["id"], t)
        info = dict(db.info(x[:2])[0][1])
        assert "bban" in info, (r["id"], t)
        length = 4 + sum(int(k) for k in re.findall(r"(\d+)!", info["bban"]))
        assert len(x) == length, (r["id"], t)
        siban.validate(x, check_country=False)
        n += 1
    assert n > 50


def test_ips_parse(records):
    for r, s, t in _spans(records, "IP_ADDRESS"):
        ipaddress.ip_address(t)


def test_emails_pattern(records):
    for r, s, t in _spans(records, "EMAIL_ADDRESS"):
        assert EMAIL_RE.match(t), (r["id"], t)


def test_phones_parse_in_locale_region(records):
    phonenumbers = pytest.importorskip("phonenumbers")
    n = 0
    for r, s, t in _spans(records, "PHONE_NUMBER"):
        region = r["locale"].split("_")[-1]
        collapsed = re.sub(r"\s+", " ", EXT_RE.sub("", t)).strip()
        num = phonenumbers.parse(collapsed, region)
        assert isinstance(s["valid"], bool)
        assert s["valid"] == phonenumbers.is_valid_number(num), (r["id"], t)
        if r["template"].startswith("b5-"):
            assert num.country_code == phonenumbers.country_code_for_region(region), (r["id"], t)
            assert phonenumbers.is_possible_number(num), (r["id"], t)
        n += 1
    assert n > 500


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_pii_blind5", GEN)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_pii_free_texts_have_no_leftovers(records):
    pytest.importorskip("phonenumbers")
    pytest.importorskip("stdnum")
    gen = _load_generator()
    for r in records:
        if r["template"].startswith("b5f-"):
            assert gen.pii_leftovers(r["text"]) == [], r["id"]
        elif r["template"].startswith("b5-"):
            assert gen.pii_leftovers(gen.mask(r["text"], r["spans"])) == [], r["id"]


def test_generator_rebuilds_file(tmp_path):
    faker = pytest.importorskip("faker")
    phonenumbers = pytest.importorskip("phonenumbers")
    pytest.importorskip("stdnum")
    if faker.VERSION != "40.0.0" or phonenumbers.__version__ != "9.0.43":
        pytest.skip("needs Faker 40.0.0 and phonenumbers 9.0.43")
    out = tmp_path / "blind5.jsonl"
    env = dict(os.environ, PYTHONHASHSEED="12345", TZ="Pacific/Auckland")
    subprocess.run([sys.executable, GEN, "--out", str(out)], check=True, env=env, cwd=str(tmp_path))
    with open(DATA, "rb") as fh:
        assert out.read_bytes() == fh.read()
    # refuses to overwrite without --force
    res = subprocess.run([sys.executable, GEN, "--out", str(out)], env=env, capture_output=True)
    assert res.returncode != 0
