#!/usr/bin/env python3
"""Train the small byte-level BPE tokenizer bundled with Gristmill.

Trains on the ``text`` of every document in ``data/sample/jargon.jsonl.zst``
and ``data/sample/kjv.jsonl.gz`` (build those first with
``python scripts/make_sample.py``) and writes a Hugging Face tokenizer to
``transforms/assets/tokenizers/sample-bpe-16k/``::

    python scripts/train_sample_tokenizer.py

Byte-level BPE (GPT-2 style): ByteLevel pre-tokenizer (add_prefix_space=False),
ByteLevel decoder, ByteLevel post-processor (trim_offsets=True),
vocab_size 16384, min_frequency 2, special tokens ``<|endoftext|>`` (id 0,
eos/bos) and ``<|padding|>`` (id 1, pad).  Load it with::

    transformers.AutoTokenizer.from_pretrained("transforms/assets/tokenizers/sample-bpe-16k")

The output is deterministic: re-running on the same sample gives
byte-identical files (checked with ``--check-determinism``).
"""

from __future__ import annotations

import os

# Determinism: the BPE trainer counts words/pairs in parallel (rayon).  With
# tokenizers 0.23.x, runs with RAYON_NUM_THREADS=1, 4, 16 and unset, each in a
# fresh process, gave byte-identical tokenizer.json files (merge ties are
# broken by the pair itself, not by thread scheduling), so we do NOT force a
# single thread.  `--check-determinism` re-checks this; if it ever fails, set
# os.environ["RAYON_NUM_THREADS"] = "1" here, before `tokenizers` is imported.

import argparse
import gzip
import hashlib
import io
import json
import shutil
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_INPUTS = [
    REPO_ROOT / "data" / "sample" / "jargon.jsonl.zst",
    REPO_ROOT / "data" / "sample" / "kjv.jsonl.gz",
]
DEFAULT_OUT = REPO_ROOT / "transforms" / "assets" / "tokenizers" / "sample-bpe-16k"

VOCAB_SIZE = 16384
MIN_FREQUENCY = 2
EOS = "<|endoftext|>"
PAD = "<|padding|>"
SPECIAL_TOKENS = [EOS, PAD]  # ids 0 and 1
KEEP_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")

ROUNDTRIP_SAMPLES = [
    "In the beginning God created the heaven and the earth.",
    "The Jargon File is a comprehensive compendium of hacker slang.",
    "  Leading spaces,\ttabs,\nnewlines and trailing spaces  ",
    "Unicode: “quotes”, café, naïve, 日本語, emoji 🤖, math ∑ π.",
    "def f(x):\n    return {'a': [1, 2, 3]}  # code-ish",
    f"two documents{EOS}joined",
]


def iter_texts(paths: list[Path]):
    for path in paths:
        if path.suffix == ".zst":
            import zstandard

            raw = zstandard.ZstdDecompressor().stream_reader(path.open("rb"))
            f = io.TextIOWrapper(raw, encoding="utf-8")
        elif path.suffix == ".gz":
            f = gzip.open(path, "rt", encoding="utf-8")
        else:
            f = path.open(encoding="utf-8")
        with f:
            for line in f:
                if line.strip():
                    yield json.loads(line)["text"]


def train(paths: list[Path]):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    # add_prefix_space=False to match the pre-tokenizer (it only affects offset trimming).
    tok.post_processor = processors.ByteLevel(add_prefix_space=False, trim_offsets=True)
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        min_frequency=MIN_FREQUENCY,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),  # all 256 bytes
        show_progress=False,
    )
    texts = list(iter_texts(paths))  # input order is fixed (file order, line order)
    tok.train_from_iterator(texts, trainer=trainer, length=len(texts))
    assert tok.token_to_id(EOS) == 0 and tok.token_to_id(PAD) == 1
    return tok, len(texts)


def save(tok, out: Path) -> None:
    from transformers import PreTrainedTokenizerFast

    hf = PreTrainedTokenizerFast(
        tokenizer_object=tok, eos_token=EOS, bos_token=EOS, pad_token=PAD
    )
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        hf.save_pretrained(tmp)
        written = sorted(n for n in os.listdir(tmp) if n in KEEP_FILES)
        # transformers 5 records its class as "TokenizersBackend", which 4.x
        # cannot resolve; "PreTrainedTokenizerFast" is an alias for it in 5.x
        # and the real class in 4.x, so the directory loads with both.
        cfg_path = Path(tmp) / "tokenizer_config.json"
        cfg = json.loads(cfg_path.read_text(encoding="utf-8"))
        if cfg.get("tokenizer_class") == "TokenizersBackend":
            cfg["tokenizer_class"] = "PreTrainedTokenizerFast"
            cfg_path.write_text(json.dumps(cfg, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        for name in written:
            shutil.copyfile(Path(tmp) / name, out / name)
    for name in KEEP_FILES:  # drop a stale file this transformers version no longer writes
        if name not in written and (out / name).exists():
            (out / name).unlink()


def verify(out: Path) -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(out))
    assert tok.eos_token_id == 0 and tok.bos_token_id == 0 and tok.pad_token_id == 1, tok
    assert len(tok) == VOCAB_SIZE, len(tok)
    for s in ROUNDTRIP_SAMPLES:
        ids = tok.encode(s, add_special_tokens=False)
        back = tok.decode(ids)
        assert back == s, (s, back)


def digest(out: Path) -> str:
    h = hashlib.sha256()
    for name in sorted(os.listdir(out)):
        if name in KEEP_FILES:
            h.update(name.encode() + b"\0" + (out / name).read_bytes())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--inputs", type=Path, nargs="+", default=DEFAULT_INPUTS,
                   help="JSONL(.gz/.zst) files whose `text` fields are trained on")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})")
    p.add_argument("--check-determinism", action="store_true",
                   help="train a second time into a temp dir and require byte-identical files")
    args = p.parse_args(argv)

    tok, n_docs = train(args.inputs)
    save(tok, args.out)
    verify(args.out)
    print(f"trained on {n_docs} documents; vocab {tok.get_vocab_size()}; wrote {args.out}", file=sys.stderr)
    print(f"sha256 {digest(args.out)}", file=sys.stderr)

    if args.check_determinism:
        with tempfile.TemporaryDirectory() as tmp:
            tok2, _ = train(args.inputs)
            save(tok2, Path(tmp))
            if digest(Path(tmp)) != digest(args.out):
                print("NOT deterministic: second training run differs", file=sys.stderr)
                return 1
        print("deterministic: second training run is byte-identical", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
