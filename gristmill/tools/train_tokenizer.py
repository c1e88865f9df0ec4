"""Train a byte-level BPE tokenizer on the text a Gristmill run reads or writes.

A tokenizer fits the data best when it is trained on the same distribution the model will see.
This module streams texts either from any input the pipeline reads (JSONL plain/.gz/.zst or
Parquet, local or any Beam filesystem, globs, directories) or from a finished run's ``documents/``
files (written when ``output.documents=true``; found through the run's ``manifest.json``), and
trains the tokenizer the bundled ``sample-bpe-16k`` is made of:

- byte-level BPE as introduced for GPT-2 (Radford et al. 2019, "Language Models are Unsupervised
  Multitask Learners", section 2.2): text is split into pre-tokens, each pre-token is a sequence
  of its UTF-8 bytes, and merges are learned over byte pairs (Sennrich et al. 2016, "Neural
  Machine Translation of Rare Words with Subword Units", ACL). All 256 bytes are in the
  vocabulary, so every string encodes and decodes back exactly and there is no unknown token;
- the ``tokenizers`` library's ``ByteLevel`` pre-tokenizer (``add_prefix_space=False``), decoder
  and post-processor, and its ``BpeTrainer``. Special tokens take ids ``0..k-1`` in the order
  given.

The result is a directory written by ``transformers.PreTrainedTokenizerFast.save_pretrained``
(``tokenizer.json`` + ``tokenizer_config.json``) plus ``training.json``, which records the inputs,
the number of documents and characters trained on, and the parameters. Both
``AutoTokenizer.from_pretrained(dir)`` and the pipeline's ``tokenizer.name=<dir>`` load it offline.

Memory: texts are streamed file by file and record by record; the trainer keeps one count per
distinct pre-token (word), never the corpus. Determinism: input files are read in sorted path
order and records in file order, and the trainer breaks ties between equally frequent pairs by the
pair itself, so the same input and parameters give a byte-identical ``tokenizer.json`` (with
tokenizers 0.23 this holds whatever the number of trainer threads; ``RAYON_NUM_THREADS`` need not
be set).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import logging
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Iterable, Iterator, Sequence

from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.read import (BadRecord, InputFile, ReadSettings, detect_format,
                                       match_inputs, read_file)
from gristmill.transforms.write import DOCUMENTS, MANIFEST_FILE, join

BYTE_ALPHABET_SIZE = 256
DEFAULT_VOCAB_SIZE = 32000
DEFAULT_MIN_FREQUENCY = 2
DEFAULT_SPECIAL_TOKENS = "<|endoftext|>,<|padding|>"
TRAINING_FILE = "training.json"
# What save_pretrained writes, across transformers 4.x and 5.x; nothing else is kept.
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
# What a file that breaks off midway is counted as (once, after the records before the break).
BROKEN_FILE = ("read:file_error", "read:checksum_failed")
# A finished run writes documents with these two columns whatever the input's field names were.
RUN_TEXT_FIELD = "text"
RUN_ID_FIELD = "id"
ROUNDTRIP_CHECK = "Round trip: “quotes”, café, 日本語, emoji 🤖\tand\n  spaces  "

log = logging.getLogger("gristmill")


class TrainingError(ValueError):
    """The command cannot train: bad parameters, an unusable input, an output it may not write."""


@dataclasses.dataclass(frozen=True)
class TrainingParams:
    vocab_size: int = DEFAULT_VOCAB_SIZE
    min_frequency: int = DEFAULT_MIN_FREQUENCY
    special_tokens: tuple[str, ...] = ("<|endoftext|>", "<|padding|>")
    eos_token: str = "<|endoftext|>"
    bos_token: str | None = "<|endoftext|>"
    pad_token: str | None = "<|padding|>"


@dataclasses.dataclass
class CorpusStats:
    """What :func:`iter_texts` read: documents and characters trained on, records skipped by kind
    (the pipeline's dead-letter names, e.g. ``read:invalid_json``)."""

    documents: int = 0
    characters: int = 0
    skipped: Counter = dataclasses.field(default_factory=Counter)


@dataclasses.dataclass(frozen=True)
class TrainingInput:
    """Files to read, in reading order; ``documents_hint`` is the document count if known (a run's
    manifest gives it), used only for the progress bar."""

    files: list[InputFile]
    text_field: str
    id_field: str
    runs: list[str]
    documents_hint: int | None


# --------------------------------------------------------------------------------------------------
# Parameters


def parse_special_tokens(value: str) -> tuple[str, ...]:
    """``"<a>,<b>"`` -> ``("<a>", "<b>")``; refuses an empty list, empty items and duplicates."""
    tokens = tuple(item.strip() for item in value.split(","))
    if not value.strip():
        raise TrainingError("--special-tokens is empty: give at least the end-of-text token, "
                            f"e.g. --special-tokens '{DEFAULT_SPECIAL_TOKENS}'")
    if any(not token for token in tokens):
        raise TrainingError(f"--special-tokens {value!r} has an empty item")
    duplicates = sorted(t for t, n in Counter(tokens).items() if n > 1)
    if duplicates:
        raise TrainingError(f"--special-tokens lists {duplicates[0]!r} more than once")
    return tokens


def make_params(*, vocab_size: int, min_frequency: int, special_tokens: Sequence[str],
                eos_token: str | None = None, bos_token: str | None = None,
                pad_token: str | None = None) -> TrainingParams:
    """Validated parameters. EOS defaults to the first special token, BOS to the EOS token (GPT-2's
    convention) and padding to the second special token, or to EOS if there is only one. An empty
    ``bos_token``/``pad_token`` means none."""
    specials = tuple(special_tokens)
    if not specials:
        raise TrainingError("the special-token list is empty: give at least the end-of-text token")
    eos = eos_token or specials[0]
    bos = eos if bos_token is None else (bos_token or None)
    pad = (specials[1] if len(specials) > 1 else eos) if pad_token is None else (pad_token or None)
    for flag, token in (("--eos-token", eos), ("--bos-token", bos), ("--pad-token", pad)):
        if token is not None and token not in specials:
            raise TrainingError(f"{flag} {token!r} is not one of --special-tokens "
                                f"({', '.join(specials)}); add it there")
    smallest = BYTE_ALPHABET_SIZE + len(specials)
    if vocab_size < smallest:
        raise TrainingError(f"--vocab-size {vocab_size} is too small: the vocabulary holds all "
                            f"{BYTE_ALPHABET_SIZE} bytes and {len(specials)} special token(s), "
                            f"so it must be at least {smallest}")
    if min_frequency < 1:
        raise TrainingError(f"--min-frequency must be at least 1, got {min_frequency}")
    return TrainingParams(vocab_size=vocab_size, min_frequency=min_frequency,
                          special_tokens=specials, eos_token=eos, bos_token=bos, pad_token=pad)


# --------------------------------------------------------------------------------------------------
# Inputs


def _has_glob(pattern: str) -> bool:
    return any(c in pattern for c in "*?[")


def run_manifest(path: str) -> dict | None:
    """The ``manifest.json`` of a finished run at ``path``, or None if ``path`` is not one."""
    if _has_glob(path):
        return None
    if "://" not in path and not os.path.isdir(path):
        return None
    manifest_path = join(path.rstrip("/") or "/", MANIFEST_FILE)
    try:
        if not FileSystems.exists(manifest_path):
            return None
        with FileSystems.open(manifest_path,
                              compression_type=CompressionTypes.UNCOMPRESSED) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as exc:
        raise TrainingError(f"cannot read {manifest_path}: {exc}") from None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), list):
        raise TrainingError(f"{manifest_path} is not a Gristmill run manifest")
    return manifest


def run_documents(path: str, manifest: dict) -> list[tuple[InputFile, int]]:
    """(file, rows) for every ``documents/`` file of a finished run, in path order."""
    entries = sorted((e for e in manifest["files"] if e.get("kind") == DOCUMENTS),
                     key=lambda e: e["path"])
    if not entries:
        raise TrainingError(f"the run at {path} wrote no documents (only packed token rows); "
                            f"set output.documents=true and run it again, or give its input files")
    base = path.rstrip("/") or "/"
    found = []
    for entry in entries:
        file_path = join(base, *entry["path"].split("/"))
        fmt, compression = detect_format(file_path)
        found.append((InputFile(file_path, int(entry.get("bytes", 0)), fmt, compression),
                      int(entry.get("rows", 0))))
    return found


def resolve_inputs(patterns: Sequence[str], *, text_field: str = "text",
                   configured_format: str = "auto") -> TrainingInput:
    """Files to train on. A pattern naming a finished run's output directory stands for its
    ``documents/`` files (whose text is always in ``text``); every other pattern is matched like the
    pipeline's ``input.paths``. Mixing the two kinds is refused, since they name the text
    differently.
    Raises :class:`InputError` when a pattern matches nothing, :class:`TrainingError` for a run
    without documents."""
    runs: list[tuple[str, list[tuple[InputFile, int]]]] = []
    plain: list[str] = []
    for pattern in patterns:
        manifest = run_manifest(pattern)
        if manifest is None:
            plain.append(pattern)
        else:
            runs.append((pattern, run_documents(pattern, manifest)))
    if runs and plain:
        raise TrainingError(f"give either finished run directories or input files, not both "
                            f"({runs[0][0]} is a run, {plain[0]} is not)")
    if runs:
        found = {f.path: (f, rows) for _, files in runs for f, rows in files}
        ordered = [found[p] for p in sorted(found)]
        return TrainingInput(files=[f for f, _ in ordered], text_field=RUN_TEXT_FIELD,
                             id_field=RUN_ID_FIELD, runs=[path for path, _ in runs],
                             documents_hint=sum(rows for _, rows in ordered))
    files = match_inputs(plain, configured_format)
    return TrainingInput(files=files, text_field=text_field, id_field="id", runs=[],
                         documents_hint=None)


# --------------------------------------------------------------------------------------------------
# Texts


def read_settings(text_field: str, id_field: str) -> ReadSettings:
    """How the run reads records at its config's defaults (``input.max_record_bytes``,
    ``input.max_json_depth``), with the text and id in ``text_field`` and ``id_field``: a record the
    run would dead-letter is not trained on."""
    from gristmill.pipeline.config import InputConfig

    defaults = InputConfig.model_fields
    return ReadSettings(text_field=text_field, id_field=id_field,
                        max_record_bytes=defaults["max_record_bytes"].default,
                        max_json_depth=defaults["max_json_depth"].default)


def file_texts(file: InputFile, settings: ReadSettings, stats: CorpusStats) -> Iterator[str]:
    """The text of every record of one file that the run would read as a document, in file order,
    read by the run's own reader (:func:`gristmill.transforms.read.records.read_file`); other
    records are counted in ``stats.skipped`` under the run's dead-letter names. A file that breaks
    off midway keeps the records before the break (``read:file_error``)."""
    # Only the text and id columns of a Parquet file: metadata columns can be much larger.
    records = read_file(file, settings, text_only=True)
    try:
        for item in records:
            if type(item) is BadRecord:
                stats.skipped[item.kind] += 1
                if item.kind in BROKEN_FILE:
                    log.warning("%s: stopped reading at an error: %s", file.path,
                                item.message.strip().splitlines()[0] if item.message.strip()
                                else item.kind)
                continue
            yield item.text
    finally:
        records.close()


def iter_texts(source: TrainingInput, stats: CorpusStats, *, max_documents: int | None = None,
               max_chars: int | None = None) -> Iterator[str]:
    """Texts of ``source``'s files in order, stopping after ``max_documents`` documents or after the
    document that brings the total to ``max_chars`` characters. Updates ``stats`` as it goes."""
    settings = read_settings(source.text_field, source.id_field)
    for file in source.files:
        texts = file_texts(file, settings, stats)
        try:
            for text in texts:
                stats.documents += 1
                stats.characters += len(text)
                yield text
                if ((max_documents is not None and stats.documents >= max_documents)
                        or (max_chars is not None and stats.characters >= max_chars)):
                    return
        finally:
            texts.close()


# --------------------------------------------------------------------------------------------------
# Training and saving


def new_tokenizer():
    """An untrained byte-level BPE tokenizer (GPT-2 style pipeline, no normalizer)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    # add_prefix_space must match the pre-tokenizer; it only changes how offsets are trimmed.
    tok.post_processor = processors.ByteLevel(add_prefix_space=False, trim_offsets=True)
    return tok


def train(texts: Iterable[str], *, vocab_size: int, min_frequency: int,
          special_tokens: Sequence[str], length: int | None = None, show_progress: bool = False):
    """A ``tokenizers.Tokenizer`` trained on ``texts`` (consumed once, in order). Special tokens get
    ids ``0..k-1`` in the given order, then the 256 byte symbols, then the merges."""
    from tokenizers import pre_tokenizers, trainers

    tok = new_tokenizer()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=list(special_tokens),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),  # all 256 bytes, seen or not
        show_progress=show_progress,
    )
    tok.train_from_iterator(texts, trainer=trainer, length=length)
    return tok


def save(tok, out: Path, *, eos_token: str | None, bos_token: str | None,
         pad_token: str | None) -> list[str]:
    """Write ``tok`` to ``out`` as ``save_pretrained`` does; return the names written.

    transformers 5 names the class ``TokenizersBackend`` in ``tokenizer_config.json``, which 4.x
    cannot resolve; ``PreTrainedTokenizerFast`` is an alias for it in 5.x and the real class in 4.x,
    so it is written instead and the directory loads with both. A file of :data:`TOKENIZER_FILES`
    that this transformers version does not write is removed, so nothing stale is left.
    """
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    from transformers import PreTrainedTokenizerFast

    hf = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token=eos_token, bos_token=bos_token,
                                 pad_token=pad_token)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        hf.save_pretrained(tmp)
        written = sorted(n for n in os.listdir(tmp) if n in TOKENIZER_FILES)
        cfg_path = Path(tmp) / "tokenizer_config.json"
        cfg = json.loads(cfg_path.read_text(encoding="utf-8"))
        if cfg.get("tokenizer_class") == "TokenizersBackend":
            cfg["tokenizer_class"] = "PreTrainedTokenizerFast"
            text = json.dumps(cfg, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
            cfg_path.write_text(text, encoding="utf-8")
        for name in written:
            shutil.copyfile(Path(tmp) / name, out / name)
    for name in TOKENIZER_FILES:
        if name not in written and (out / name).exists():
            (out / name).unlink()
    return written


def check_saved(out: Path, params: TrainingParams) -> int:
    """Load ``out`` as users will and check the special ids and an exact round trip; return the
    vocabulary size. Raises :class:`TrainingError` if the directory does not behave as trained."""
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(out))
    ids = {t: i for i, t in enumerate(params.special_tokens)}
    for role, token, got in (("eos", params.eos_token, tok.eos_token_id),
                             ("bos", params.bos_token, tok.bos_token_id),
                             ("pad", params.pad_token, tok.pad_token_id)):
        expected = ids[token] if token is not None else None
        if got != expected:
            raise TrainingError(f"{out}: {role} token id is {got}, expected {expected}")
    back = tok.decode(tok.encode(ROUNDTRIP_CHECK, add_special_tokens=False))
    if back != ROUNDTRIP_CHECK:
        raise TrainingError(f"{out}: encode -> decode does not give the text back: {back!r}")
    return len(tok)


def prepare_output(out: Path, overwrite: bool) -> None:
    """Refuse a file, or a non-empty directory unless ``overwrite``; checked before training."""
    if "://" in str(out):
        raise TrainingError(f"--output must be a local directory (tokenizers load from local "
                            f"files), got {out}")
    if out.exists() and not out.is_dir():
        raise TrainingError(f"--output {out} is a file, not a directory")
    if out.is_dir() and any(out.iterdir()) and not overwrite:
        raise TrainingError(f"--output {out} is not empty; pass --overwrite to replace the "
                            f"tokenizer files in it")


def training_record(source: TrainingInput, stats: CorpusStats, params: TrainingParams, *,
                    vocab_size: int, tokenizer_sha256: str, max_documents: int | None,
                    max_chars: int | None, configured_format: str) -> dict:
    """The content of ``training.json``: only facts that depend on the input and parameters (no
    times, no host names), so it is as reproducible as ``tokenizer.json``."""
    import tokenizers
    import transformers

    return {
        "model": "byte-level BPE",
        "runs": source.runs,
        "inputs": [{"path": f.path, "bytes": f.size} for f in source.files],
        "documents": stats.documents,
        "characters": stats.characters,
        "skipped_records": dict(sorted(stats.skipped.items())),
        "parameters": {
            "vocab_size": params.vocab_size,
            "min_frequency": params.min_frequency,
            "special_tokens": list(params.special_tokens),
            "eos_token": params.eos_token,
            "bos_token": params.bos_token,
            "pad_token": params.pad_token,
            "text_field": source.text_field,
            "format": configured_format,
            "max_documents": max_documents,
            "max_chars": max_chars,
        },
        "vocab_size": vocab_size,
        "tokenizer_sha256": tokenizer_sha256,
        "versions": {"tokenizers": tokenizers.__version__,
                     "transformers": transformers.__version__},
    }


def train_tokenizer(patterns: Sequence[str], output: str | Path, params: TrainingParams, *,
                    text_field: str = "text", configured_format: str = "auto",
                    max_documents: int | None = None, max_chars: int | None = None,
                    overwrite: bool = False, show_progress: bool = False) -> dict:
    """Train on ``patterns`` and write the tokenizer directory ``output``; return the content of
    ``training.json``. Raises :class:`TrainingError` or :class:`InputError` before any training if
    the output or the input is unusable, and :class:`TrainingError` if no document was read."""
    out = Path(output)
    prepare_output(out, overwrite)
    for name, value in (("--max-documents", max_documents), ("--max-chars", max_chars)):
        if value is not None and value < 1:
            raise TrainingError(f"{name} must be at least 1, got {value}")
    source = resolve_inputs(patterns, text_field=text_field, configured_format=configured_format)
    stats = CorpusStats()
    hint = source.documents_hint
    if hint is not None and max_documents is not None:
        hint = min(hint, max_documents)
    tok = train(iter_texts(source, stats, max_documents=max_documents, max_chars=max_chars),
                vocab_size=params.vocab_size, min_frequency=params.min_frequency,
                special_tokens=params.special_tokens, length=hint, show_progress=show_progress)
    if stats.documents == 0:
        skipped = ", ".join(f"{kind} {n}" for kind, n in sorted(stats.skipped.items()))
        raise TrainingError(f"no document with a string {source.text_field!r} field was read"
                            + (f" (skipped: {skipped})" if skipped else ""))
    save(tok, out, eos_token=params.eos_token, bos_token=params.bos_token,
         pad_token=params.pad_token)
    vocab_size = check_saved(out, params)
    digest = hashlib.sha256((out / "tokenizer.json").read_bytes()).hexdigest()
    record = training_record(source, stats, params, vocab_size=vocab_size, tokenizer_sha256=digest,
                             max_documents=max_documents, max_chars=max_chars,
                             configured_format=configured_format)
    (out / TRAINING_FILE).write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n",
                                     encoding="utf-8")
    return record


# --------------------------------------------------------------------------------------------------
# Command line (wired into ``gristmill`` by gristmill/cli.py)

DESCRIPTION = """\
Train a byte-level BPE tokenizer (GPT-2 style; every string round-trips exactly) on the same text
your pipeline reads or writes, and save it as a directory that
transformers.AutoTokenizer.from_pretrained(DIR) and Gristmill's tokenizer.name=DIR load offline.

INPUT is either
  - a finished run's output directory (the one holding manifest.json): its documents/ files are
    read, i.e. the cleaned, deduplicated text exactly as the pipeline tokenizes it. The run must
    have been made with output.documents=true; or
  - input files as input.paths takes them: JSONL (plain, .gz, .zst) or Parquet, local or cloud
    paths, globs or directories.
Files are read in sorted path order, records in file order, and the corpus is streamed (never held
in memory), so the same input and options give a byte-identical tokenizer.json. Records the
pipeline would dead-letter are skipped and counted in DIR/training.json.

examples:
  gristmill train-tokenizer --output tok-32k output/default
  gristmill train-tokenizer --output tok-8k --vocab-size 8192 --max-chars 2000000000 \\
      'gs://bucket/raw/*.jsonl.zst'
"""


def positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {number}")
    return number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``gristmill train-tokenizer``."""
    parser.add_argument("inputs", nargs="+", metavar="INPUT",
                        help="a finished run's output directory, or input paths/globs")
    parser.add_argument("-o", "--output", required=True, metavar="DIR",
                        help="directory to write the tokenizer to (local)")
    parser.add_argument("--vocab-size", type=int, default=DEFAULT_VOCAB_SIZE, metavar="N",
                        help="total vocabulary: special tokens + 256 byte symbols + merges "
                             f"(default {DEFAULT_VOCAB_SIZE}, a common size for models up to a few "
                             "billion parameters; at least 256 + the number of special tokens). "
                             "A multiple of 64 or 128 keeps embedding matrices GPU-friendly")
    parser.add_argument("--min-frequency", type=int, default=DEFAULT_MIN_FREQUENCY, metavar="N",
                        help="a pair must occur at least N times to be merged (default "
                             f"{DEFAULT_MIN_FREQUENCY}: pairs seen once are noise). On a small "
                             "corpus the vocabulary may end up smaller than --vocab-size")
    parser.add_argument("--special-tokens", default=DEFAULT_SPECIAL_TOKENS, metavar="LIST",
                        help="comma-separated special tokens; they get ids 0, 1, ... in this order "
                             f"(default {DEFAULT_SPECIAL_TOKENS!r}: end of text and padding)")
    parser.add_argument("--eos-token", default=None, metavar="TOKEN",
                        help="end-of-sequence token, one of --special-tokens (default: the first)")
    parser.add_argument("--bos-token", default=None, metavar="TOKEN",
                        help="beginning-of-sequence token (default: the EOS token, as in GPT-2; "
                             "'' for none)")
    parser.add_argument("--pad-token", default=None, metavar="TOKEN",
                        help="padding token (default: the second special token, or EOS if there "
                             "is only one; '' for none)")
    parser.add_argument("--text-field", default="text", metavar="NAME",
                        help="field holding the text in input files (default 'text'; a run's "
                             "documents always use 'text')")
    parser.add_argument("--format", default="auto", choices=("auto", "jsonl", "parquet"),
                        help="input format (default auto: from the file name, as input.format)")
    parser.add_argument("--max-documents", type=positive_int, default=None, metavar="N",
                        help="train on the first N documents only (in file order)")
    parser.add_argument("--max-chars", type=positive_int, default=None, metavar="N",
                        help="stop after the document that brings the total to N characters; "
                             "a few GB of text is plenty for a BPE vocabulary")
    parser.add_argument("--overwrite", action="store_true",
                        help="write into a non-empty --output, replacing the tokenizer files there")


def run_from_args(args: argparse.Namespace) -> dict:
    """Validate parsed options, train and save; return ``training.json``'s content."""
    params = make_params(vocab_size=args.vocab_size, min_frequency=args.min_frequency,
                         special_tokens=parse_special_tokens(args.special_tokens),
                         eos_token=args.eos_token, bos_token=args.bos_token,
                         pad_token=args.pad_token)
    started = time.monotonic()
    record = train_tokenizer(args.inputs, args.output, params, text_field=args.text_field,
                             configured_format=args.format, max_documents=args.max_documents,
                             max_chars=args.max_chars, overwrite=args.overwrite,
                             show_progress=sys.stderr.isatty())
    record["seconds"] = round(time.monotonic() - started, 1)  # reported, not saved
    return record

