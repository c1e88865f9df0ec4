"""The committed pii_blind10 set is exactly what scripts/make_pii_blind10.py builds."""
import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATA = ROOT / 'benchmarks' / 'data' / 'pii_blind10' / 'blind10.jsonl'
SCRIPT = ROOT / 'scripts' / 'make_pii_blind10.py'


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip('faker')  # the generator's own dependency, benchmarks only
    out = tmp_path / 'blind10.jsonl'
    subprocess.run([sys.executable, str(SCRIPT), '--out', str(out)], check=True, cwd=ROOT, capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip('faker')
    out = tmp_path / 'exists.jsonl'
    out.write_text('x')
    proc = subprocess.run([sys.executable, str(SCRIPT), '--out', str(out)], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode != 0 and '--force' in proc.stderr
    assert out.read_text() == 'x'


def test_records_are_well_formed():
    for n, line in enumerate(DATA.read_text(encoding='utf-8').splitlines()):
        rec = json.loads(line)
        assert sorted(rec) == ['id', 'locale', 'spans', 'template', 'text']
        assert rec['id'] == 'blind10-%05d' % n
        last = 0
        for span in rec['spans']:
            assert last <= span['start'] < span['end'] <= len(rec['text'])
            assert ('valid' in span) == (span['entity'] == 'PHONE_NUMBER')
            last = span['end']
