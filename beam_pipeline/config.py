"""Typed run configuration: YAML file + dotted command-line overrides, validated before anything runs.

Every key is declared below with its type and default; an unknown key, a value of the wrong type or out
of range is an error that names the key, the value and what is allowed. Configs are read with a safe
YAML loader and hold data only: nothing in a config can import or execute code.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, Sequence

import yaml
from pydantic import (BaseModel, ConfigDict, Field, Strict, ValidationError, field_validator,
                      model_validator)

# Strict: YAML reads `true`/`yes` as booleans, and a boolean where a count belongs is a mistake,
# not the number 1.
PositiveInt = Annotated[int, Strict(), Field(gt=0)]
NonNegativeInt = Annotated[int, Strict(), Field(ge=0)]
# Seeds key 64-bit BLAKE2b hashes.
Seed = Annotated[int, Strict(), Field(ge=0, lt=1 << 64)]


class ConfigError(ValueError):
    """A config that cannot be used; the message is one line naming the key and the problem."""


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)


class InputConfig(Section):
    paths: list[str] = Field(min_length=1, description="Globs or paths, local or any Beam filesystem.")
    format: Literal["auto", "jsonl", "parquet"] = "auto"
    text_field: str = "text"
    id_field: str = "id"
    max_record_bytes: PositiveInt = 64 << 20
    split_bytes: PositiveInt = 64 << 20

    @field_validator("paths", mode="before")
    @classmethod
    def _one_path_is_a_list(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class NormalizeConfig(Section):
    enabled: bool = True
    unicode_form: Literal["NFC", "NFKC", "none"] = "NFC"
    control_chars: bool = True
    whitespace: bool = True


class LengthFilterConfig(Section):
    enabled: bool = True
    min_chars: NonNegativeInt = 0
    max_chars: Optional[PositiveInt] = None
    min_words: NonNegativeInt = 0
    max_words: Optional[PositiveInt] = None


class FiltersConfig(Section):
    enabled: bool = True
    length: LengthFilterConfig = LengthFilterConfig()


class ExactDedupConfig(Section):
    enabled: bool = True


class DedupConfig(Section):
    enabled: bool = True
    exact: ExactDedupConfig = ExactDedupConfig()


class TokenizerConfig(Section):
    enabled: bool = True
    name: str = "sample-bpe-16k"
    kind: Literal["auto", "hf", "tiktoken"] = "auto"
    add_bos: bool = False
    add_eos: bool = True
    bos_token: Optional[str] = None
    eos_token: Optional[str] = None
    pad_token: Optional[str] = None
    batch_size: PositiveInt = 256


class PackingConfig(Section):
    enabled: bool = True
    seq_len: PositiveInt = 2048
    final_row: Literal["pad", "drop"] = "pad"
    tokens_per_shard: PositiveInt = 1 << 25
    num_shards: Optional[PositiveInt] = None


class OutputConfig(Section):
    path: str
    overwrite: bool = False
    documents: bool = False
    documents_format: Literal["parquet", "jsonl"] = "parquet"
    rejects: bool = False
    shard_bytes: PositiveInt = 128 << 20


class Config(Section):
    seed: Seed = 0
    input: InputConfig
    normalize: NormalizeConfig = NormalizeConfig()
    filters: FiltersConfig = FiltersConfig()
    dedup: DedupConfig = DedupConfig()
    tokenizer: TokenizerConfig = TokenizerConfig()
    packing: PackingConfig = PackingConfig()
    output: OutputConfig

    @model_validator(mode="after")
    def _packing_needs_tokens(self) -> "Config":
        if self.packing.enabled and not self.tokenizer.enabled:
            raise ValueError("packing.enabled=true needs tokenizer.enabled=true "
                             "(set packing.enabled=false to write documents only)")
        if not (self.packing.enabled or self.output.documents):
            raise ValueError("nothing to write: enable packing or set output.documents=true")
        return self

    def to_dict(self) -> dict:
        return self.model_dump(mode="json")

    def content_dict(self) -> dict:
        """The config without where the output goes: what decides the output's bytes."""
        content = self.to_dict()
        content["output"] = {k: v for k, v in content["output"].items()
                             if k not in ("path", "overwrite")}
        return content

    def fingerprint(self, versions: dict[str, str]) -> str:
        """Hash of everything that decides the output's content (not where it is written)."""
        blob = json.dumps({"config": self.content_dict(), "versions": versions}, sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()


# --------------------------------------------------------------------------------------------------
# Loading


def parse_override(item: str) -> tuple[list[str], Any]:
    """``packing.seq_len=4096`` -> (["packing", "seq_len"], 4096). Values are YAML scalars or lists."""
    key, sep, raw = item.partition("=")
    if not sep or not key.strip():
        raise ConfigError(f"override {item!r} is not of the form section.key=value")
    try:
        value = yaml.safe_load(raw) if raw.strip() else ""
    except yaml.YAMLError:
        stripped = raw.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            # `[*.jsonl, data/*.gz]` is not YAML (`*` starts an alias) but is plainly a list.
            value = [item.strip() for item in stripped[1:-1].split(",") if item.strip()]
        else:
            value = raw
    return key.strip().split("."), value


def apply_overrides(data: dict, overrides: Sequence[str]) -> dict:
    for item in overrides:
        path, value = parse_override(item)
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
    loc = [str(p) for p in error["loc"]]
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
    if "input" in error and error["type"] != "value_error":
        return f"{key}={error['input']!r}: {error['msg']}"
    message = error["msg"].removeprefix("Value error, ")
    return message if not loc else f"{key}: {message}"


def validate(data: Any) -> Config:
    if not isinstance(data, dict):
        raise ConfigError(f"config must be a mapping of sections, got {type(data).__name__}")
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        messages = [_describe(e) for e in exc.errors()]
        extra = f" (and {len(messages) - 1} more)" if len(messages) > 1 else ""
        raise ConfigError(messages[0] + extra) from None


def load_config(path: str | Path | None, overrides: Sequence[str] = ()) -> Config:
    """Read a YAML config (or start empty), apply ``key=value`` overrides, validate."""
    data: Any = {}
    if path is not None:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"cannot read config {path}: {exc.strerror}") from None
        try:
            data = yaml.safe_load(text) or {}
        except yaml.YAMLError as exc:
            raise ConfigError(f"{path} is not valid YAML: {str(exc).splitlines()[0]}") from None
        if not isinstance(data, dict):
            raise ConfigError(f"{path}: config must be a mapping of sections")
    return validate(apply_overrides(data, overrides))


def dump_config(config: Config) -> str:
    return yaml.safe_dump(config.to_dict(), sort_keys=False)
