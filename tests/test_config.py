"""Run configuration (gristmill/pipeline/config.py), argument splitting (gristmill/pipeline/options.py) and the
command line's handling of both (gristmill/cli.py)."""

from __future__ import annotations

import sys
import typing
from pathlib import Path

import pydantic
import pytest
import yaml

from gristmill.cli import main
from gristmill.pipeline.config import (Config, ConfigError, FiltersConfig,
                                  PackingConfig, dump_config, load_config, parse_override, validate)
from gristmill.pipeline.options import DEFAULT_RUNNER, split_args, with_default_runner
from gristmill.transforms.filters.length import LengthFilterConfig

from .conftest import DEFAULT_CONFIG

VERSIONS = {"gristmill": "0.1.0", "apache-beam": "2.77.0"}
TOP_LEVEL_KEYS = ("dedup, extract, filters, input, length_buckets, mixture, normalize, output, "
                  "packing, pii, seed, sources, tokenizer")


def load(*overrides: str) -> Config:
    return load_config(DEFAULT_CONFIG, overrides)


def config_error(*overrides: str, path=DEFAULT_CONFIG) -> str:
    with pytest.raises(ConfigError) as info:
        load_config(path, overrides)
    message = str(info.value)
    assert "\n" not in message, "config errors are one line"
    return message


def write(tmp_path: Path, text: str, name: str = "config.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# --------------------------------------------------------------------------------------------------
# Loading


def test_default_config_loads_with_its_values_and_the_declared_defaults():
    config = load()
    assert config.input.paths == ["data/sample/*.jsonl", "data/sample/*.jsonl.gz",
                                  "data/sample/*.jsonl.zst", "data/sample/*.parquet"]
    assert config.filters.length.min_chars == 20 and config.filters.length.min_words == 5
    assert config.tokenizer.name == "sample-bpe-16k"
    assert (config.packing.seq_len, config.packing.final_row) == (2048, "pad")
    assert config.output.path == "output/default"
    assert config.output.overwrite is False and config.output.documents is True
    # Keys the file does not set take the declared defaults.
    assert config.input.format == "auto"
    assert config.input.split_bytes == 64 << 20
    assert config.filters.length.max_chars is None
    assert config.packing.num_shards is None


def test_minimal_config_needs_only_input_and_output(tmp_path):
    path = write(tmp_path, "input:\n  paths: [a.jsonl]\noutput:\n  path: out\n")
    config = load_config(path)
    assert config.input.paths == ["a.jsonl"]
    assert config.output.path == "out"
    assert config.packing == PackingConfig()
    assert config.filters == FiltersConfig(length=LengthFilterConfig())


def test_config_from_overrides_alone():
    config = load_config(None, ["input.paths=a.jsonl", "output.path=out"])
    assert (config.input.paths, config.output.path) == (["a.jsonl"], "out")


def test_a_single_path_in_the_yaml_file_becomes_a_list(tmp_path):
    path = write(tmp_path, "input:\n  paths: corpus/one.jsonl\noutput:\n  path: out\n")
    assert load_config(path).input.paths == ["corpus/one.jsonl"]


def test_dumped_config_loads_back_to_the_same_config(tmp_path):
    config = load("packing.seq_len=4096", "dedup.enabled=false", "input.paths=[a,b]")
    path = write(tmp_path, dump_config(config))
    assert load_config(path) == config


def test_config_is_frozen():
    config = load()
    with pytest.raises(pydantic.ValidationError):
        config.packing.seq_len = 1


# --------------------------------------------------------------------------------------------------
# Overrides


def test_integer_override_becomes_an_int():
    seq_len = load("packing.seq_len=4096").packing.seq_len
    assert seq_len == 4096 and type(seq_len) is int


@pytest.mark.parametrize("raw, expected", [("false", False), ("true", True), ("False", False)])
def test_boolean_override_becomes_a_bool(raw, expected):
    assert load(f"dedup.enabled={raw}").dedup.enabled is expected


def test_list_override_becomes_a_list():
    assert load("input.paths=[a,b]").input.paths == ["a", "b"]
    assert load("input.paths=[corpus/*.jsonl.zst, more/x.parquet]").input.paths == [
        "corpus/*.jsonl.zst", "more/x.parquet"]


def test_single_path_override_becomes_a_list():
    assert load("input.paths=corpus/part-1.jsonl").input.paths == ["corpus/part-1.jsonl"]
    assert load("input.paths=/data/*.jsonl").input.paths == ["/data/*.jsonl"]


def test_nested_override():
    assert load("filters.length.max_words=1000").filters.length.max_words == 1000


def test_null_override_clears_an_optional_key():
    config = load("filters.length.max_chars=500", "filters.length.max_chars=null")
    assert config.filters.length.max_chars is None


def test_later_override_wins():
    assert load("packing.seq_len=4096", "packing.seq_len=1024").packing.seq_len == 1024


def test_overrides_do_not_touch_other_keys():
    assert load("packing.seq_len=4096").model_dump(exclude={"packing"}) == \
        load().model_dump(exclude={"packing"})


def test_parse_override():
    assert parse_override("packing.seq_len=4096") == (["packing", "seq_len"], 4096)
    assert parse_override(" dedup.enabled = false") == (["dedup", "enabled"], False)
    assert parse_override("output.path=a=b") == (["output", "path"], "a=b")
    assert parse_override("tokenizer.eos_token=") == (["tokenizer", "eos_token"], "")
    # A value that is not valid YAML (a bare glob starts like an alias) is kept as the raw string.
    assert parse_override("input.paths=*.jsonl") == (["input", "paths"], "*.jsonl")


@pytest.mark.parametrize("item", ["packing.seq_len", "=4096", "  =x", ""])
def test_override_without_key_and_equals_is_an_error(item):
    with pytest.raises(ConfigError, match="is not of the form section.key=value"):
        parse_override(item)
    message = config_error(item)
    assert message == f"override {item!r} is not of the form section.key=value"


def test_override_below_a_value_is_an_error():
    assert config_error("packing.seq_len.x=1") == \
        "override 'packing.seq_len.x=1': packing.seq_len is not a section"


def test_list_override_of_bare_globs_is_a_list_or_an_error():
    try:
        config = load("input.paths=[*.jsonl, data/*.gz]")
    except ConfigError as exc:
        assert "input.paths" in str(exc)
    else:
        assert config.input.paths == ["*.jsonl", "data/*.gz"]


# --------------------------------------------------------------------------------------------------
# Unknown keys


def test_unknown_top_level_key_lists_allowed_keys_and_suggests_one():
    assert config_error("pakcing.seq_len=1") == (
        f"unknown key pakcing (allowed: {TOP_LEVEL_KEYS}); did you mean packing?")


def test_unknown_nested_key_names_the_full_dotted_key():
    message = config_error("packing.seqlen=4096")
    allowed = ", ".join(sorted(PackingConfig.model_fields))
    assert message == f"unknown key packing.seqlen (allowed: {allowed}); did you mean packing.seq_len?"
    assert "seq_len" in allowed and "final_row" in allowed


def test_unknown_key_two_levels_down():
    message = config_error("filters.length.min_char=3")
    assert message.startswith("unknown key filters.length.min_char (allowed: ")
    assert "allowed: enabled, max_chars, max_words, min_chars, min_words, mode)" in message
    assert message.endswith("; did you mean filters.length.min_chars?")


def test_unknown_key_without_a_close_match_has_no_suggestion():
    message = config_error("packing.zzzz=1")
    assert message.startswith("unknown key packing.zzzz (allowed: enabled, final_row, ")
    assert "did you mean" not in message


def test_unknown_key_in_the_yaml_file(tmp_path):
    path = write(tmp_path, DEFAULT_CONFIG.read_text() + "\ndedupe:\n  enabled: false\n")
    assert config_error(path=path) == (
        f"unknown key dedupe (allowed: {TOP_LEVEL_KEYS}); did you mean dedup?")


# --------------------------------------------------------------------------------------------------
# Wrong values


@pytest.mark.parametrize("override, message", [
    ("packing.final_row=maybe", "packing.final_row='maybe': Input should be 'pad' or 'drop'"),
    ("packing.seq_len=0", "packing.seq_len=0: Input should be greater than 0"),
    ("packing.seq_len=-5", "packing.seq_len=-5: Input should be greater than 0"),
    ("seed=-1", "seed=-1: Input should be greater than or equal to 0"),
    ("packing.seq_len=abc", "packing.seq_len='abc': Input should be a valid integer"),
    ("packing.seq_len=4096.5", "packing.seq_len=4096.5: Input should be a valid integer"),
    ("dedup.enabled=maybe",
     "dedup.enabled='maybe': Input should be a valid boolean, unable to interpret input"),
    ("normalize.unicode_form=NFD",
     "normalize.unicode_form='NFD': Input should be 'NFC', 'NFKC' or 'none'"),
    ("input.format=csv",
     "input.format='csv': Input should be 'auto', 'jsonl', 'parquet', 'warc' or 'text'"),
    ("tokenizer.kind=spm", "tokenizer.kind='spm': Input should be 'auto', 'hf' or 'tiktoken'"),
    ("input.paths=[]", "input.paths=[]: List should have at least 1 item after validation, not 0"),
    ("output.path=null", "output.path=None: Input should be a valid string"),
])
def test_bad_value_names_the_key_the_value_and_what_is_allowed(override, message):
    # The wording after the allowed values is pydantic's; the key, value and allowed values are ours.
    assert config_error(override).startswith(message)


def test_section_given_a_scalar():
    message = config_error("packing=3")
    assert message.startswith("packing=3: Input should be a valid dictionary")


def test_several_errors_report_the_first_and_how_many_more():
    assert config_error("packing.seq_len=0", "packing.final_row=maybe") == (
        "packing.seq_len=0: Input should be greater than 0 (and 1 more)")


@pytest.mark.parametrize("override", ["packing.seq_len=true", "seed=yes"])
def test_boolean_for_an_integer_key_is_an_error(override):
    key = override.split("=")[0]
    assert config_error(override).startswith(f"{key}=True: ")


# Every numeric size and its upper bound: far beyond any real run, low enough to stop a typo from
# exhausting memory. The lower bounds are pydantic's (see above).
SIZE_BOUNDS = {
    "input.max_record_bytes": 1 << 30, "input.max_json_depth": 1024, "input.split_bytes": 1 << 40,
    "filters.batch_size": 1 << 16,
    "filters.length.min_chars": 1 << 30, "filters.length.max_chars": 1 << 30,
    "filters.length.min_words": 1 << 30, "filters.length.max_words": 1 << 30,
    "filters.wordlist.max_matches": 1 << 30,
    "filters.gopher_quality.min_words": 1 << 30, "filters.gopher_quality.max_words": 1 << 30,
    "filters.gopher_quality.min_stop_words": 1 << 30,
    "filters.c4.min_words_per_line": 1 << 30, "filters.c4.max_word_length": 1 << 30,
    "filters.c4.min_sentences": 1 << 30, "filters.c4.max_page_chars": 1 << 30,
    "filters.fineweb.short_line_length": 1 << 30,
    "filters.token_length.min_tokens": 1 << 30, "filters.token_length.max_tokens": 1 << 30,
    "filters.langid.max_chars": 1 << 30, "filters.quality_model.max_chars": 1 << 30,
    "pii.max_hits": 1 << 30, "pii.batch_size": 1 << 16,
    "extract.max_html_bytes": 1 << 30, "extract.min_chars": 1 << 30,
    "dedup.near.num_perm": 1 << 14, "dedup.near.ngram": 1 << 10, "dedup.near.max_bucket": 1 << 20,
    "dedup.near.max_rounds": 64, "dedup.near.finish_edges": 1 << 27, "dedup.near.batch_size": 1 << 16,
    "dedup.segments.max_docs": 1 << 20, "dedup.segments.min_segment_chars": 1 << 30,
    "dedup.segments.max_bucket": 1 << 20,
    "tokenizer.batch_size": 1 << 16,
    "packing.seq_len": 1 << 20, "packing.tokens_per_shard": 1 << 30, "packing.num_shards": 1 << 20,
    "output.shard_bytes": 1 << 34,
    "mixture.total_tokens": 1 << 50,
}
# Keys whose bound is checked in the tests below them, or that are not sizes.
SIZES_ELSEWHERE = {"seed", "dedup.near.bands", "dedup.near.rows", "length_buckets.bounds",
                   "filters.gopher_repetition.max_top_ngram_char_frac",
                   "filters.gopher_repetition.max_dup_ngram_char_frac", "sources.tokens"}


def _integer_keys(model=Config, prefix=""):
    """Every key of the config whose value is or holds an integer (sources' keys as sources.<key>)."""
    for name, field in model.model_fields.items():
        key = f"{prefix}{name}"
        annotations = [field.annotation]
        while annotations:
            annotation = annotations.pop()
            if isinstance(annotation, type) and issubclass(annotation, pydantic.BaseModel):
                yield from _integer_keys(annotation, f"{key}.")
            elif annotation is int:
                yield key
            else:
                annotations.extend(typing.get_args(annotation))


def test_every_integer_key_has_an_upper_bound_tested_here():
    keys = set(_integer_keys())
    keys -= {key for key in keys if key.startswith("sources.input.")}  # input.* is checked
    assert keys == set(SIZE_BOUNDS) | SIZES_ELSEWHERE


@pytest.mark.parametrize("key", SIZE_BOUNDS)
def test_a_size_beyond_its_bound_names_the_key_and_the_range(key):
    high = SIZE_BOUNDS[key]
    low = 0 if config_error(f"{key}=-1").endswith("greater than or equal to 0") else 1
    assert config_error(f"{key}={high + 1}") == \
        f"{key}={high + 1} is out of range: must be between {low} and {high}"


def test_sizes_at_their_bounds_are_accepted():
    # mixture.total_tokens needs sources with weights.
    at_bounds = [f"{key}={high}" for key, high in SIZE_BOUNDS.items() if key != "mixture.total_tokens"]
    config = load(*at_bounds)
    assert config.packing.seq_len == 1048576 and config.output.shard_bytes == 1 << 34


def test_a_sequence_of_a_billion_tokens_is_refused():
    assert config_error("packing.seq_len=1000000000") == \
        "packing.seq_len=1000000000 is out of range: must be between 1 and 1048576"


def test_bands_rows_n_grams_and_bucket_bounds_are_bounded():
    assert config_error("dedup.near.num_perm=16384", "dedup.near.bands=16385",
                        "dedup.near.rows=1").startswith("dedup.near.bands=16385 is out of range")
    assert config_error("filters.gopher_repetition.max_top_ngram_char_frac={2000: 0.1}") == (
        "filters.gopher_repetition.max_top_ngram_char_frac.2000=2000 is out of range: must be "
        "between 1 and 1024")
    assert config_error("length_buckets.bounds=[512, 2000000000]") == (
        "length_buckets.bounds.1=2000000000 is out of range: must be between 1 and 1073741824")


def test_mixture_sizes_are_bounded(tmp_path):
    assert config_error("mixture.max_epochs=1000000000.0") == \
        "mixture.max_epochs=1000000000.0 is out of range: must be between 0 and 1000"
    sources = ("sources=[{name: a, input: {paths: [a.jsonl]}, tokens: 10, max_epochs: 5000.0}, "
               "{name: b, input: {paths: [b.jsonl]}, tokens: 1125899906842625}]")
    message = config_error("input=null", sources)
    assert message.startswith("sources.0.max_epochs=5000.0 is out of range: must be between 0 and 1000")
    assert "(and 1 more)" in message
    assert config_error("input=null", "sources=[{name: a, input: {paths: [a.jsonl]}, weight: .inf}]") \
        .startswith("sources.0.weight=inf: Input should be a finite number")


def test_seed_that_does_not_fit_the_hash_key_is_an_error():
    assert load(f"seed={2**64 - 1}").seed == 2**64 - 1
    assert config_error(f"seed={2**64}").startswith(f"seed={2**64}: ")


# --------------------------------------------------------------------------------------------------
# Required keys and cross-field rules


def test_missing_output_path(tmp_path):
    path = write(tmp_path, "input:\n  paths: [a.jsonl]\noutput:\n  overwrite: true\n")
    assert config_error(path=path) == "output.path is required"


def test_missing_output_section(tmp_path):
    path = write(tmp_path, "input:\n  paths: [a.jsonl]\n")
    assert config_error(path=path) == "output.path is required"


def test_empty_file_is_missing_input_and_output(tmp_path):
    assert config_error(path=write(tmp_path, "")) == \
        "input.paths is required (or sources, to read several) (and 1 more)"


def test_packing_needs_the_tokenizer():
    message = config_error("tokenizer.enabled=false")
    assert "packing.enabled=true needs tokenizer.enabled=true" in message
    assert "set packing.enabled=false to write documents only" in message


def test_tokenizer_off_is_fine_when_only_documents_are_written():
    config = load("tokenizer.enabled=false", "packing.enabled=false")
    assert (config.tokenizer.enabled, config.packing.enabled, config.output.documents) == (
        False, False, True)


def test_nothing_to_write_is_an_error():
    message = config_error("packing.enabled=false", "output.documents=false")
    assert "nothing to write: enable packing, add megatron to output.formats, or set " \
        "output.documents=true" in message
    # Megatron files alone are something to write.
    assert load("packing.enabled=false", "output.documents=false",
                "output.formats=[megatron]").output.formats == ["megatron"]


# --------------------------------------------------------------------------------------------------
# Files that are not configs


def test_invalid_yaml_file(tmp_path):
    path = write(tmp_path, "input:\n  paths: [unclosed\noutput: {path: out}\n")
    message = config_error(path=path)
    assert message.startswith(f"{path} is not valid YAML: ")


@pytest.mark.parametrize("text, kind", [("- a\n- b\n", "list"), ("just a string\n", "str"),
                                        ("42\n", "int")])
def test_yaml_that_is_not_a_mapping(tmp_path, text, kind):
    path = write(tmp_path, text)
    assert config_error(path=path) == f"{path}: config must be a mapping of sections"


def test_validate_rejects_a_non_mapping():
    with pytest.raises(ConfigError, match="^config must be a mapping of sections, got list$"):
        validate(["input"])


def test_missing_config_file(tmp_path):
    path = tmp_path / "nope.yaml"
    assert config_error(path=path) == f"cannot read config {path}: No such file or directory"


def test_yaml_tags_cannot_run_code(tmp_path):
    path = write(tmp_path, "seed: !!python/object/apply:os.getcwd []\n")
    assert config_error(path=path).startswith(f"{path} is not valid YAML: ")


def test_a_section_written_twice_is_refused(tmp_path):
    # YAML readers keep the second filters section and drop the first without a word.
    path = write(tmp_path, "input: {paths: [a.jsonl]}\nfilters:\n  length: {min_words: 50}\n"
                           "output: {path: out}\nfilters:\n  c4: {enabled: true}\n")
    assert config_error(path=path) == f"{path}: key filters appears twice, at lines 2 and 5"


@pytest.mark.parametrize("text, key, where", [
    ("packing:\n  seq_len: 4096\n  mode: bfd\n  'seq_len': 8\n", "packing.seq_len", "lines 2 and 4"),
    ("filters:\n  c4:\n    enabled: true\n    enabled: false\n", "filters.c4.enabled",
     "lines 3 and 4"),
    ("sources:\n  - name: a\n    input: {paths: [a], paths: [b]}\n", "sources[0].input.paths",
     "line 3, columns 13 and 25"),
])
def test_a_key_written_twice_is_refused_at_any_depth(tmp_path, text, key, where):
    path = write(tmp_path, text + "output: {path: out}\n")
    assert config_error(path=path) == f"{path}: key {key} appears twice, at {where}"


def test_a_key_written_twice_in_an_override_is_refused():
    assert config_error("packing={seq_len: 4096, seq_len: 8}") == \
        "override packing: key seq_len appears twice, at line 1, columns 2 and 17"


def test_keys_merged_from_an_anchor_may_still_be_overridden(tmp_path):
    path = write(tmp_path, "input: {paths: [a.jsonl]}\noutput: {path: out}\n"
                           "packing: &p {seq_len: 4096, mode: bfd}\n"
                           "other: {<<: *p, seq_len: 8}\n")
    # Accepted as YAML; the unknown section is what is refused.
    assert config_error(path=path).startswith("unknown key other")


# --------------------------------------------------------------------------------------------------
# Fingerprint


def test_fingerprint_ignores_where_the_output_goes():
    base = load().fingerprint(VERSIONS)
    assert load("output.path=/elsewhere/run2").fingerprint(VERSIONS) == base
    assert load("output.overwrite=false").fingerprint(VERSIONS) == base


def test_fingerprint_changes_with_what_decides_the_content():
    base = load().fingerprint(VERSIONS)
    changed = {
        "packing.seq_len=4096": load("packing.seq_len=4096").fingerprint(VERSIONS),
        "seed=1": load("seed=1").fingerprint(VERSIONS),
        "output.documents=false": load("output.documents=false").fingerprint(VERSIONS),
        "versions": load().fingerprint({**VERSIONS, "apache-beam": "2.78.0"}),
    }
    assert all(value != base for value in changed.values()), changed
    assert len(set(changed.values())) == len(changed)


def test_fingerprint_is_a_stable_sha256_hex():
    first, second = load().fingerprint(VERSIONS), load().fingerprint(dict(reversed(VERSIONS.items())))
    assert first == second
    assert len(first) == 64 and int(first, 16) >= 0


# --------------------------------------------------------------------------------------------------
# options.split_args / with_default_runner


def test_split_args_separates_overrides_from_beam_flags():
    overrides, flags = split_args(["packing.seq_len=4096", "--runner=DataflowRunner",
                                   "--project", "my-project", "dedup.enabled=false", "--streaming"])
    assert overrides == ["packing.seq_len=4096", "dedup.enabled=false"]
    assert flags == ["--runner=DataflowRunner", "--project", "my-project", "--streaming"]


def test_flag_value_may_be_the_next_item():
    assert split_args(["--runner", "DataflowRunner"]) == ([], ["--runner", "DataflowRunner"])


def test_flag_does_not_swallow_a_following_override_or_flag():
    assert split_args(["--save_main_session", "packing.seq_len=8"]) == (
        ["packing.seq_len=8"], ["--save_main_session"])
    assert split_args(["--save_main_session", "--runner=X"]) == (
        [], ["--save_main_session", "--runner=X"])


def test_flag_with_equals_does_not_take_the_next_item():
    with pytest.raises(ValueError, match="unexpected argument 'stray'"):
        split_args(["--runner=DataflowRunner", "stray"])


def test_unexpected_bare_word_is_an_error():
    with pytest.raises(ValueError) as info:
        split_args(["packing.seq_len=8", "stray"])
    assert str(info.value) == ("unexpected argument 'stray': use section.key=value for config "
                               "overrides and --flag=value for Beam options")


def test_split_args_of_nothing():
    assert split_args([]) == ([], [])


def test_default_runner_is_added_when_none_is_given():
    assert DEFAULT_RUNNER == "FnApiRunner"
    assert with_default_runner([]) == ["--runner=FnApiRunner"]
    assert with_default_runner(["--direct_num_workers=2"]) == [
        "--direct_num_workers=2", "--runner=FnApiRunner"]


@pytest.mark.parametrize("flags", [["--runner=DataflowRunner"], ["--runner", "FlinkRunner"],
                                   ["--project=p", "--runner=DirectRunner"]])
def test_given_runner_is_kept(flags):
    assert with_default_runner(flags) == flags


def test_with_default_runner_does_not_mutate_its_argument():
    flags = ["--project=p"]
    with_default_runner(flags)
    assert flags == ["--project=p"]


# --------------------------------------------------------------------------------------------------
# Command line


def test_cli_validate_prints_the_resolved_config(capsys):
    code = main(["validate", "-c", str(DEFAULT_CONFIG), "packing.seq_len=4096",
                 "input.paths=x.jsonl"])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    printed = yaml.safe_load(out)
    assert printed["packing"]["seq_len"] == 4096
    assert printed["input"]["paths"] == ["x.jsonl"]
    assert printed["input"]["split_bytes"] == 64 << 20, "defaults are printed too"
    assert printed == load("packing.seq_len=4096", "input.paths=x.jsonl").to_dict()


@pytest.mark.parametrize("args, message", [
    (["packing.final_row=maybe"],
     "gristmill: config error: packing.final_row='maybe': Input should be 'pad' or 'drop'"),
    (["packing.seqlen=4096"], "gristmill: config error: unknown key packing.seqlen (allowed: "),
    (["stray"], "gristmill: config error: unexpected argument 'stray'"),
    # On the command line an item without "=" is not taken for an override at all.
    (["packing.seq_len"], "gristmill: config error: unexpected argument 'packing.seq_len': use "
                          "section.key=value"),
])
@pytest.mark.parametrize("command", ["validate", "run"])
def test_cli_bad_config_exits_2_with_one_line(capsys, tmp_path, command, args, message):
    code = main([command, "-c", str(DEFAULT_CONFIG), f"output.path={tmp_path / 'out'}", *args])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.startswith(message)
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_cli_missing_config_file_exits_2(capsys, tmp_path):
    code = main(["validate", "-c", str(tmp_path / "nope.yaml")])
    err = capsys.readouterr().err
    assert code == 2
    assert err == f"gristmill: config error: cannot read config {tmp_path / 'nope.yaml'}: " \
                  f"No such file or directory\n"


def test_cli_run_with_input_that_matches_nothing_exits_2(capsys, tmp_path):
    out_dir = tmp_path / "out"
    code = main(["run", "-c", str(DEFAULT_CONFIG), "input.paths=/nonexistent/*.jsonl",
                 f"output.path={out_dir}"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err == "gristmill: input '/nonexistent/*.jsonl' matches no file\n"
    assert not out_dir.exists(), "nothing is written when the input is unusable"


@pytest.mark.parametrize("raw, expected", [("exact", "exact"), ("estimate", "estimate"),
                                           ("none", "none"), ("true", "estimate"),
                                           ("false", "none")])
def test_near_dedup_verify_modes_and_the_older_boolean_form(raw, expected):
    assert load(f"dedup.near.verify={raw}").dedup.near.verify == expected


def test_dedup_against_needs_a_dedup_stage_and_distinct_paths():
    assert load("dedup.against=[runs/a, runs/b]").dedup.against == ["runs/a", "runs/b"]
    with pytest.raises(ConfigError, match="needs dedup.enabled"):
        load("dedup.against=[runs/a]", "dedup.exact.enabled=false")
    with pytest.raises(ConfigError, match="same path twice"):
        load("dedup.against=[runs/a, runs/a]")


def test_bundled_configs_are_found_in_a_source_checkout_without_the_installed_copy(monkeypatch):
    """``-c raw_web`` names a bundled config; a checkout that is not installed finds it in configs/."""
    from gristmill.pipeline import config as config_module

    monkeypatch.setitem(sys.modules, "gristmill_configs", None)  # as if not installed
    found = config_module.bundled_config("raw_web")
    assert found is not None and found == config_module.BUNDLED_CONFIGS / "raw_web.yaml"
    assert found.is_file()
