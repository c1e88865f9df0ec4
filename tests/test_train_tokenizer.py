"""``gristmill train-tokenizer`` (gristmill/tools/train_tokenizer.py): training on input files and on
a finished run's documents, loading the result, determinism, and the errors users can hit."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from transformers import AutoTokenizer

from gristmill.cli import main
from gristmill.pipeline.config import load_config
from gristmill.tools.train_tokenizer import (CorpusStats, TrainingError, file_texts, iter_texts,
                                           make_params, parse_special_tokens, read_settings,
                                           resolve_inputs)
from gristmill.transforms.read import ReadSettings, match_inputs
from gristmill.transforms.tokenize import TokenizerSpec, load_encoder
from gristmill.transforms.write import MANIFEST_FILE
from tests.test_read import read_as_the_run_does

JARGON = "data/sample/jargon.jsonl.zst"
KJV = "data/sample/kjv.jsonl.gz"
VOCAB = 1000
# Text the sample corpus (English prose, hacker slang) mostly lacks: other scripts, emoji with a
# zero-width joiner, a combining accent, control characters, CRLF, runs of spaces.
UNICODE_TEXTS = [
    "Ελληνικά, русский, עברית, العربية, 日本語のテキスト, 한국어",
    "family: 👩\u200d👩\u200d👧, flags 🇫🇷🇯🇵, e\u0301 vs é, ﬁ ligature, \u00a0nbsp",
    "tabs\tand\r\nCRLF\nand   runs  of spaces   ",
    "control \x00\x01\x7f and math ∑∫√∞ ≠ ≤, currency €£¥₿",
    "a literal <|endoftext|> inside a document",
]


def train(out: Path, *inputs: str, extra: tuple[str, ...] = ()) -> int:
    return main(["train-tokenizer", "--output", str(out), "--vocab-size", str(VOCAB), *extra,
                 *inputs])


@pytest.fixture(scope="module")
def jsonl_tokenizer(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("jsonl") / "tok"
    assert train(out, JARGON) == 0
    return out


@pytest.fixture(scope="module")
def finished_run(tmp_path_factory) -> Path:
    """A real run (normalize, filter, exact dedup; documents only) of the first 150 KJV chapters."""
    base = tmp_path_factory.mktemp("run")
    with gzip.open(KJV, "rt", encoding="utf-8") as f:
        lines = [next(f) for _ in range(150)]
    (base / "kjv150.jsonl").write_text("".join(lines), encoding="utf-8")
    out = base / "out"
    code = main(["run", "-c", "configs/default.yaml", f"input.paths=[{base / 'kjv150.jsonl'}]",
                 f"output.path={out}", "packing.enabled=false", "tokenizer.enabled=false",
                 "output.documents=true", "output.rejects=false"])
    assert code == 0
    return out


@pytest.fixture(scope="module")
def run_tokenizer(tmp_path_factory, finished_run) -> Path:
    out = tmp_path_factory.mktemp("from_run") / "tok"
    assert train(out, str(finished_run)) == 0
    return out


def training_json(out: Path) -> dict:
    return json.loads((out / "training.json").read_text(encoding="utf-8"))


# --------------------------------------------------------------------------------------------------
# Training and loading


def test_jsonl_input_gives_a_loadable_tokenizer_of_the_asked_size(jsonl_tokenizer):
    tok = AutoTokenizer.from_pretrained(str(jsonl_tokenizer))
    assert len(tok) == VOCAB
    assert (tok.eos_token, tok.eos_token_id) == ("<|endoftext|>", 0)
    assert (tok.bos_token, tok.bos_token_id) == ("<|endoftext|>", 0)
    assert (tok.pad_token, tok.pad_token_id) == ("<|padding|>", 1)
    record = training_json(jsonl_tokenizer)
    # 2307 Jargon File entries (data/sample/README.md), none malformed.
    assert record["documents"] == 2307
    assert record["skipped_records"] == {}
    assert record["inputs"] == [{"path": JARGON, "bytes": Path(JARGON).stat().st_size}]
    assert record["vocab_size"] == VOCAB


def test_round_trips_unicode_it_never_saw(jsonl_tokenizer):
    tok = AutoTokenizer.from_pretrained(str(jsonl_tokenizer))
    for text in UNICODE_TEXTS:
        ids = tok.encode(text, add_special_tokens=False)
        assert tok.decode(ids) == text
        assert all(0 <= i < VOCAB for i in ids)


def test_merges_were_learned_from_the_corpus(jsonl_tokenizer):
    tok = AutoTokenizer.from_pretrained(str(jsonl_tokenizer))
    # A frequent word of the training text is one or two tokens; the bytes alone would be 7.
    assert len(tok.encode(" program", add_special_tokens=False)) <= 2
    # Byte-level BPE without merges would need one token per UTF-8 byte.
    assert len(tok.encode("hacker", add_special_tokens=False)) < len(b"hacker")


def test_gristmill_loads_it_by_directory_name(jsonl_tokenizer):
    encoder = load_encoder(TokenizerSpec(name=str(jsonl_tokenizer)))
    assert encoder.kind == "hf"
    assert (encoder.eos_id, encoder.pad_id, encoder.vocab_size) == (0, 1, VOCAB)
    ids = encoder.encode_batch(UNICODE_TEXTS)
    assert [encoder.decode(x) for x in ids] == UNICODE_TEXTS
    # The pipeline encodes a literal special-token string as text, never as the boundary token.
    assert 0 not in ids[-1]
    assert encoder.to_array(ids[0])[-1] == 0


def test_same_input_gives_byte_identical_files(jsonl_tokenizer, tmp_path):
    assert train(tmp_path / "again", JARGON) == 0
    for name in ("tokenizer.json", "tokenizer_config.json", "training.json"):
        assert (tmp_path / "again" / name).read_bytes() == (jsonl_tokenizer / name).read_bytes()


def test_other_input_gives_another_tokenizer(jsonl_tokenizer, tmp_path):
    # Guards the determinism test against a trainer that ignores its input.
    assert train(tmp_path / "kjv", KJV, extra=("--max-documents", "200")) == 0
    assert (tmp_path / "kjv" / "tokenizer.json").read_bytes() != \
        (jsonl_tokenizer / "tokenizer.json").read_bytes()


def test_finished_run_trains_on_its_documents(finished_run, run_tokenizer, tmp_path):
    stats = json.loads((finished_run / "stats.json").read_text())
    record = training_json(run_tokenizer)
    assert record["runs"] == [str(finished_run)]
    assert [Path(i["path"]).relative_to(finished_run).parts[0] for i in record["inputs"]] == \
        ["documents"]
    assert record["documents"] == stats["documents"]["kept"] == 150
    texts = pq.read_table(finished_run / "documents").column("text").to_pylist()
    assert record["characters"] == sum(len(t) for t in texts)
    tok = AutoTokenizer.from_pretrained(str(run_tokenizer))
    assert len(tok) == VOCAB and tok.eos_token_id == 0
    # The run directory stands for exactly its documents/ files: same texts and order, same result.
    assert train(tmp_path / "glob", str(finished_run / "documents" / "*.parquet")) == 0
    assert (tmp_path / "glob" / "tokenizer.json").read_bytes() == \
        (run_tokenizer / "tokenizer.json").read_bytes()


def test_custom_special_tokens_take_ids_in_order(tmp_path):
    out = tmp_path / "tok"
    code = train(out, KJV, extra=("--special-tokens", "<s>,</s>,<pad>,<|user|>",
                                  "--eos-token", "</s>", "--bos-token", "<s>", "--pad-token",
                                  "<pad>", "--max-documents", "100"))
    assert code == 0
    tok = AutoTokenizer.from_pretrained(str(out))
    assert [tok.convert_tokens_to_ids(t) for t in ("<s>", "</s>", "<pad>", "<|user|>")] == \
        [0, 1, 2, 3]
    assert (tok.bos_token_id, tok.eos_token_id, tok.pad_token_id) == (0, 1, 2)
    assert len(tok) == VOCAB


def test_a_dotted_parquet_field_is_trained_on_as_the_run_reads_it(tmp_path):
    path = tmp_path / "nested.parquet"
    bodies = [f"quixotic zeppelin number {i} glides over the fjord" for i in range(40)]
    pq.write_table(pa.table({"id": [f"n{i}" for i in range(40)],
                             "meta": [{"body": body, "lang": "en"} for body in bodies]}), path)
    docs, dead, _ = read_as_the_run_does(match_inputs([str(path)]), text_field="meta.body")
    assert [d.text for d in docs] == bodies and not dead
    assert train(tmp_path / "tok", str(path), extra=("--text-field", "meta.body")) == 0
    record = training_json(tmp_path / "tok")
    assert record["documents"] == len(bodies)
    assert record["characters"] == sum(map(len, bodies))
    vocab = json.loads((tmp_path / "tok" / "tokenizer.json").read_text())["model"]["vocab"]
    assert "zeppelin" in vocab or "Ġzeppelin" in vocab


def test_records_are_limited_in_bytes_with_the_runs_defaults(tmp_path):
    assert read_settings("text", "id") == ReadSettings.from_input(
        load_config("configs/default.yaml").input)
    path = tmp_path / "wide.parquet"
    # 150 characters, 300 bytes: over a 200-byte limit only when it is counted in bytes.
    pq.write_table(pa.table({"id": ["a", "b"], "text": ["short text", "\u00e9" * 150]}), path)
    (file,) = match_inputs([str(path)])
    docs, dead, _ = read_as_the_run_does([file], max_record_bytes=200)
    stats = CorpusStats()
    settings = ReadSettings(max_record_bytes=200)
    assert list(file_texts(file, settings, stats)) == [d.text for d in docs] == ["short text"]
    assert dict(stats.skipped) == {kind: 1 for kind in dead} == {"read:record_too_large": 1}


def test_malformed_records_are_skipped_and_counted(tmp_path):
    assert train(tmp_path / "tok", "data/sample/malformed.jsonl") == 0
    record = training_json(tmp_path / "tok")
    # The same six records a pipeline run dead-letters (see test_end_to_end).
    assert record["skipped_records"] == {"read:invalid_json": 1, "read:invalid_utf8": 1,
                                         "read:missing_text": 1, "read:not_an_object": 1,
                                         "read:text_not_string": 2}


def test_overwrite_replaces_the_tokenizer(jsonl_tokenizer, tmp_path, capsys):
    out = tmp_path / "tok"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    assert train(out, KJV, extra=("--max-documents", "50")) == 2
    assert "not empty; pass --overwrite" in capsys.readouterr().err
    assert train(out, KJV, extra=("--max-documents", "50", "--overwrite")) == 0
    assert (out / "notes.txt").read_text() == "mine"
    assert training_json(out)["documents"] == 50


# --------------------------------------------------------------------------------------------------
# Streaming limits


def kjv_texts(n: int) -> list[str]:
    with gzip.open(KJV, "rt", encoding="utf-8") as f:
        return [json.loads(next(f))["text"] for _ in range(n)]


def test_max_documents_takes_the_first_records_in_file_order():
    stats = CorpusStats()
    texts = list(iter_texts(resolve_inputs([KJV]), stats, max_documents=7))
    assert texts == kjv_texts(7)
    assert (stats.documents, stats.characters) == (7, sum(len(t) for t in texts))


def test_max_chars_stops_after_the_document_that_reaches_it():
    first = kjv_texts(3)
    limit = len(first[0]) + len(first[1]) // 2  # reached inside the second document
    stats = CorpusStats()
    assert list(iter_texts(resolve_inputs([KJV]), stats, max_chars=limit)) == first[:2]
    stats = CorpusStats()
    exact = len(first[0]) + len(first[1])
    assert list(iter_texts(resolve_inputs([KJV]), stats, max_chars=exact)) == first[:2]


def test_files_are_read_in_sorted_order_whatever_the_argument_order():
    forward = resolve_inputs([JARGON, KJV])
    backward = resolve_inputs([KJV, JARGON])
    assert [f.path for f in forward.files] == [f.path for f in backward.files] == [JARGON, KJV]


# --------------------------------------------------------------------------------------------------
# Errors: one line, no traceback, exit code 2


def assert_usage_error(code: int, capsys, message: str) -> None:
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_no_input_matched(tmp_path, capsys):
    code = train(tmp_path / "tok", "data/sample/*.nothing.jsonl")
    assert_usage_error(code, capsys, "matches no file")
    assert not (tmp_path / "tok").exists()


def test_vocab_smaller_than_bytes_and_specials(tmp_path, capsys):
    code = main(["train-tokenizer", "--output", str(tmp_path / "tok"), "--vocab-size", "257", KJV])
    assert_usage_error(code, capsys, "must be at least 258")


def test_empty_special_token_list(tmp_path, capsys):
    code = train(tmp_path / "tok", KJV, extra=("--special-tokens", ""))
    assert_usage_error(code, capsys, "--special-tokens is empty")


def test_eos_token_must_be_a_special_token(tmp_path, capsys):
    code = train(tmp_path / "tok", KJV, extra=("--eos-token", "</s>"))
    assert_usage_error(code, capsys, "--eos-token '</s>' is not one of --special-tokens")


def test_run_without_documents(tmp_path, capsys):
    # A finished run that wrote packed rows only: its manifest lists no documents/ file.
    run = tmp_path / "run"
    (run / "data").mkdir(parents=True)
    (run / "data" / "part-00000-of-00001.parquet").write_bytes(b"PAR1")
    manifest = {"complete": True, "files": [{"path": "data/part-00000-of-00001.parquet",
                                             "kind": "data", "rows": 1, "bytes": 4,
                                             "sha256": "0" * 64}]}
    (run / MANIFEST_FILE).write_text(json.dumps(manifest))
    code = train(tmp_path / "tok", str(run))
    assert_usage_error(code, capsys, "set output.documents=true")


def test_run_directory_and_files_are_not_mixed(finished_run, tmp_path, capsys):
    code = train(tmp_path / "tok", str(finished_run), KJV)
    assert_usage_error(code, capsys, "not both")


def test_special_token_parsing():
    assert parse_special_tokens("<a>, <b>") == ("<a>", "<b>")
    with pytest.raises(TrainingError, match="empty item"):
        parse_special_tokens("<a>,,<b>")
    with pytest.raises(TrainingError, match="more than once"):
        parse_special_tokens("<a>,<b>,<a>")


def test_default_roles_of_special_tokens():
    one = make_params(vocab_size=300, min_frequency=2, special_tokens=["<|eot|>"])
    assert (one.eos_token, one.bos_token, one.pad_token) == ("<|eot|>", "<|eot|>", "<|eot|>")
    none = make_params(vocab_size=300, min_frequency=2, special_tokens=["<e>", "<p>"],
                       bos_token="", pad_token="")
    assert (none.eos_token, none.bos_token, none.pad_token) == ("<e>", None, None)
