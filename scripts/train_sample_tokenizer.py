#!/usr/bin/env python3
"""Train the small byte-level BPE tokenizer bundled with Gristmill.

Trains on the ``text`` of every document in ``data/sample/jargon.jsonl.zst``
and ``data/sample/kjv.jsonl.gz`` (build those first with
``python scripts/make_sample.py``) and writes a Hugging Face tokenizer to
``gristmill/transforms/assets/tokenizers/sample-bpe-16k/``::

    python scripts/train_sample_tokenizer.py

Byte-level BPE (GPT-2 style): ByteLevel pre-tokenizer (add_prefix_space=False),
ByteLevel decoder, ByteLevel post-processor (trim_offsets=True),
vocab_size 16384, min_frequency 2, special tokens ``<|endoftext|>`` (id 0,
eos/bos) and ``<|padding|>`` (id 1, pad).  Load it with::

    transformers.AutoTokenizer.from_pretrained("gristmill/transforms/assets/tokenizers/sample-bpe-16k")

The output is deterministic: re-running on the same sample gives
byte-identical files (checked with ``--check-determinism``).  Reading,
training and saving are those of ``gristmill train-tokenizer``
(``gristmill/tools/train_tokenizer.py``); this script fixes the inputs and
parameters of the bundled tokenizer and checks the result.
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
import hashlib
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from gristmill.tools import train_tokenizer  # noqa: E402

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
KEEP_FILES = train_tokenizer.TOKENIZER_FILES

ROUNDTRIP_SAMPLES = [
    "In the beginning God created the heaven and the earth.",
    "The Jargon File is a comprehensive compendium of hacker slang.",
    "  Leading spaces,\ttabs,\nnewlines and trailing spaces  ",
    "Unicode: “quotes”, café, naïve, 日本語, emoji 🤖, math ∑ π.",
    "def f(x):\n    return {'a': [1, 2, 3]}  # code-ish",
    f"two documents{EOS}joined",
]


def train(paths: list[Path]):
    # Files in sorted path order, records in file order (the defaults already are sorted).
    source = train_tokenizer.resolve_inputs([str(p) for p in paths])
    stats = train_tokenizer.CorpusStats()
    tok = train_tokenizer.train(train_tokenizer.iter_texts(source, stats), vocab_size=VOCAB_SIZE,
                                min_frequency=MIN_FREQUENCY, special_tokens=SPECIAL_TOKENS)
    assert tok.token_to_id(EOS) == 0 and tok.token_to_id(PAD) == 1
    return tok, stats.documents


def save(tok, out: Path) -> None:
    train_tokenizer.save(tok, out, eos_token=EOS, bos_token=EOS, pad_token=PAD)


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
