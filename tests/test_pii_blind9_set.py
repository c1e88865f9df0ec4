"""The pii_blind9 set is exactly what its generator writes."""
import hashlib
import importlib.util
import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "scripts", "make_pii_blind9.py")
DATA = os.path.join(ROOT, "benchmarks", "data", "pii_blind9", "blind9.jsonl")


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_pii_blind9", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generator():
    faker = pytest.importorskip("faker")  # the generator's own dependency (benchmarks/requirements.txt)

    if faker.VERSION != "40.0.0":
        pytest.skip("the set is pinned to Faker 40.0.0")
    return _load_generator()


def test_rebuild_is_byte_identical(generator, tmp_path):
    out = tmp_path / "blind9.jsonl"
    generator.write(generator.build(), str(out))
    with open(DATA, "rb") as fh:
        committed = fh.read()
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(committed).hexdigest()


def test_records_are_well_formed():
    with open(DATA, encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    for i, r in enumerate(records):
        assert sorted(r) == ["id", "locale", "spans", "template", "text"]
        assert r["id"] == "blind9-%05d" % i
        end = 0
        for sp in r["spans"]:
            assert end <= sp["start"] < sp["end"] <= len(r["text"])
            assert ("valid" in sp) == (sp["entity"] == "PHONE_NUMBER")
            end = sp["end"]
        if r["template"].startswith("b9f-"):
            assert r["spans"] == [] and r["locale"] == ""


def test_refuses_to_overwrite(generator, tmp_path):
    out = tmp_path / "x.jsonl"
    out.write_text("keep\n")
    with pytest.raises(SystemExit):
        generator.main(["--out", str(out)])
    assert out.read_text() == "keep\n"
