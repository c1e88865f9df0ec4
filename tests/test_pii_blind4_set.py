"""Checks on the blind4 PII evaluation set's own labels (no detector is run)."""
import importlib.util
import ipaddress
import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "benchmarks", "data", "pii_blind4", "blind4.jsonl")
SCRIPT = os.path.join(ROOT, "scripts", "make_pii_blind4.py")
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}
EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
EXT = re.compile(r"\s*,?\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


def _load_script():
    spec = importlib.util.spec_from_file_location("make_pii_blind4", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def records():
    with open(DATA, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _luhn(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        t += x
    return t % 10 == 0


def _have_pinned_deps():
    try:
        import faker
        import phonenumbers
    except ImportError:
        return False
    return faker.VERSION == "40.0.0" and phonenumbers.__version__ == "9.0.43"


def test_format(records):
    assert len(records) > 1500
    for i, r in enumerate(records):
        assert set(r) == {"id", "locale", "spans", "template", "text"}
        assert r["id"] == "blind4-%05d" % i
        assert re.fullmatch(r"b4-\d{3}|b4f-\d{2}|b4r-\d{3}", r["template"])
        if r["template"].startswith("b4f-"):
            assert r["spans"] == [] and r["locale"] == ""
        prev_end = 0
        for sp in r["spans"]:
            assert sp["entity"] in ENTITIES
            keys = {"entity", "start", "end"} | ({"valid"} if sp["entity"] == "PHONE_NUMBER" else set())
            assert set(sp) == keys
            assert prev_end <= sp["start"] < sp["end"] <= len(r["text"]), r["id"]
            prev_end = sp["end"]
            s = r["text"][sp["start"]:sp["end"]]
            assert s == s.strip(), (r["id"], s)
        if r["spans"]:
            assert r["locale"], r["id"]


def test_lines_are_canonical():
    with open(DATA, encoding="utf-8") as fh:
        for line in fh:
            obj = json.loads(line)
            assert json.dumps(obj, ensure_ascii=False, sort_keys=True) + "\n" == line


def test_cards(records):
    n = 0
    for r in records:
        for sp in r["spans"]:
            if sp["entity"] == "CREDIT_CARD":
                s = r["text"][sp["start"]:sp["end"]]
                assert re.fullmatch(r"\d+(?:[ -]\d+)*", s), s
                d = re.sub(r"\D", "", s)
                assert 12 <= len(d) <= 19 and _luhn(d), s
                n += 1
    assert n > 50


def test_ibans(records):
    reg = _load_script().IBAN_REGISTRY
    n = 0
    for r in records:
        for sp in r["spans"]:
            if sp["entity"] == "IBAN_CODE":
                s = r["text"][sp["start"]:sp["end"]]
                assert re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+|[A-Z]{2}\d{2}(?: [A-Z0-9]{4})*(?: [A-Z0-9]{1,4})?", s), s
                flat = s.replace(" ", "")
                assert len(flat) == reg[flat[:2]][0], s
                num = int("".join(str(int(c, 36)) for c in flat[4:] + flat[:4]))
                assert num % 97 == 1, s
                n += 1
    assert n > 50


def test_ips(records):
    n = 0
    for r in records:
        for sp in r["spans"]:
            if sp["entity"] == "IP_ADDRESS":
                ipaddress.ip_address(r["text"][sp["start"]:sp["end"]])
                n += 1
    assert n > 100


def test_emails(records):
    for r in records:
        for sp in r["spans"]:
            if sp["entity"] == "EMAIL_ADDRESS":
                s = r["text"][sp["start"]:sp["end"]]
                assert EMAIL.fullmatch(s), s


def test_phones(records):
    phonenumbers = pytest.importorskip("phonenumbers")
    n = 0
    for r in records:
        for sp in r["spans"]:
            if sp["entity"] != "PHONE_NUMBER":
                continue
            region = r["locale"].split("_")[1]
            s = re.sub(r"\s+", " ", r["text"][sp["start"]:sp["end"]])
            s = EXT.sub("", s)
            num = phonenumbers.parse(s, region)
            assert phonenumbers.is_possible_number(num), (r["id"], s)
            if r["template"].startswith("b4-"):
                assert num.country_code == phonenumbers.country_code_for_region(region), (r["id"], s)
            assert phonenumbers.is_valid_number(num) == sp["valid"], (r["id"], s)
            n += 1
    assert n > 500


@pytest.mark.skipif(not _have_pinned_deps(), reason="needs Faker 40.0.0 and phonenumbers 9.0.43")
def test_regenerates_byte_for_byte(tmp_path):
    out = tmp_path / "blind4.jsonl"
    env = dict(os.environ, PYTHONHASHSEED="12345", TZ="Pacific/Auckland")
    subprocess.run([sys.executable, SCRIPT, "--out", str(out)], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    with open(DATA, "rb") as a, open(out, "rb") as b:
        assert a.read() == b.read()
