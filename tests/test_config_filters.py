"""Filter and language-ID configuration: sections, order, modes, presets, and how the pipeline builds
rules from them (gristmill/pipeline/config.py, gristmill/pipeline/graph.py::build_rules)."""

from __future__ import annotations

import inspect
import logging
from pathlib import Path

import pytest

from gristmill.pipeline.config import RULE_ORDER, ConfigError, _note_old_langid, load_config
from gristmill.pipeline.graph import build_rules
from gristmill.transforms.filters.c4 import C4Rule
from gristmill.transforms.filters.langid import LanguageIdRule
from gristmill.transforms.filters.registry import REGISTRY

DEFAULT = "configs/default.yaml"
PRESETS = ["curated", "scored", "synthetic", "raw_web"]


def names(config):
    return [rule.name for rule in build_rules(config)]


def test_default_config_runs_only_the_length_rule():
    config = load_config(DEFAULT)
    assert list(config.filters.order) == list(RULE_ORDER)
    assert not config.filters.langid.enabled
    assert names(config) == ["length"]


@pytest.mark.parametrize("prefix", ["filters.langid", "langid"])
def test_langid_overrides_from_the_interface(prefix):
    config = load_config(DEFAULT, [f"{prefix}.enabled=true", f"{prefix}.mode=annotate"])
    (lid,) = [r for r in build_rules(config) if r.name == "langid"]
    assert isinstance(lid, LanguageIdRule) and lid.mode == "annotate"
    assert config.filters.langid.enabled and "langid" not in config.to_dict()
    with pytest.raises(ConfigError, match=r"filters\.langid\.mode='score'"):
        load_config(DEFAULT, [f"{prefix}.mode=score"])


def test_filters_enabled_false_turns_off_every_rule_language_id_included():
    config = load_config(DEFAULT, ["filters.enabled=false", "filters.langid.enabled=true"])
    assert names(config) == []
    assert names(load_config(DEFAULT, ["filters.enabled=false"])) == []


def test_old_langid_section_with_filters_off_is_refused_not_silently_dropped(tmp_path):
    # Before language ID was a filter, this ran language ID alone; now it would run nothing.
    with pytest.raises(ConfigError, match="langid.enabled=true with filters.enabled=false: .*"
                                          "filters.length.enabled=false"):
        load_config(DEFAULT, ["filters.enabled=false", "langid.enabled=true"])
    old = tmp_path / "old.yaml"
    old.write_text("input: {paths: [x.jsonl]}\noutput: {path: out}\nfilters: {enabled: false}\n"
                   "langid: {enabled: true, threshold: 0.5}\n")
    with pytest.raises(ConfigError, match="langid.enabled=true with filters.enabled=false"):
        load_config(old)
    # Asking for language ID alone the new way.
    config = load_config(old, ["filters.enabled=true", "filters.length.enabled=false"])
    assert names(config) == ["langid"] and config.filters.langid.threshold == 0.5


def test_old_langid_section_is_read_as_filters_langid(tmp_path, caplog):
    old = tmp_path / "old.yaml"
    old.write_text("input: {paths: [x.jsonl]}\noutput: {path: out}\n"
                   "langid: {enabled: true, languages: [de], threshold: 0.5}\n")
    _note_old_langid.cache_clear()
    with caplog.at_level(logging.WARNING, logger="gristmill"):
        config = load_config(old, ["filters.langid.threshold=0.7"])
    assert [r.getMessage() for r in caplog.records if "filters.langid" in r.getMessage()] == [
        "config: the langid section is now filters.langid; it was read as that (the old key goes "
        "in a later release)"]
    lid = config.filters.langid
    assert lid.enabled and lid.languages == ["de"] and lid.threshold == 0.7
    assert config.to_dict() == load_config(None, [
        "input.paths=[x.jsonl]", "output.path=out", "filters.langid.enabled=true",
        "filters.langid.languages=[de]", "filters.langid.threshold=0.7"]).to_dict()
    both = tmp_path / "both.yaml"
    both.write_text("input: {paths: [x.jsonl]}\noutput: {path: out}\nlangid: {threshold: 0.5}\n"
                    "filters: {langid: {threshold: 0.6}}\n")
    with pytest.raises(ConfigError, match="langid.threshold and filters.langid.threshold say "
                                          "different things"):
        load_config(both)
    with pytest.raises(ConfigError, match="unknown key filters.langid.treshold .*did you mean "
                                          "filters.langid.threshold"):
        load_config(old, ["langid.treshold=0.5"])


def test_rules_run_in_the_configured_order():
    config = load_config(DEFAULT, ["filters.fineweb.enabled=true", "filters.gopher_quality.enabled=true",
                                   "filters.order=[fineweb, gopher_quality, length]"])
    assert names(config) == ["fineweb", "gopher_quality", "length"]


def test_order_must_name_known_rules_once_and_list_every_enabled_rule():
    with pytest.raises(ConfigError, match="unknown rule 'gopher'"):
        load_config(DEFAULT, ["filters.order=[length, gopher]"])
    with pytest.raises(ConfigError, match="rule 'length' listed twice"):
        load_config(DEFAULT, ["filters.order=[length, length]"])
    with pytest.raises(ConfigError, match="enabled rule 'fineweb' is not listed"):
        load_config(DEFAULT, ["filters.fineweb.enabled=true", "filters.order=[length]"])


def test_global_mode_applies_unless_a_rule_sets_its_own():
    config = load_config(DEFAULT, ["filters.mode=annotate", "filters.fineweb.enabled=true",
                                   "filters.fineweb.mode=filter"])
    assert {r.name: r.mode for r in build_rules(config)} == {"length": "annotate", "fineweb": "filter"}


def test_c4_variant_and_overrides_reach_the_rule():
    config = load_config(DEFAULT, ["filters.c4.enabled=true", "filters.c4.variant=c4_datatrove",
                                   "filters.c4.terminal_punct=false"])
    (rule,) = [r for r in build_rules(config) if isinstance(r, C4Rule)]
    assert rule.name == "c4_datatrove"
    assert config.filters.c4.overrides() == {"terminal_punct": False}


def test_metadata_rule_needs_valid_conditions():
    with pytest.raises(ConfigError, match="filters.metadata: enabled without conditions"):
        load_config(DEFAULT, ["filters.metadata.enabled=true"])
    with pytest.raises(ConfigError, match="score >> 3"):
        load_config(DEFAULT, ["filters.metadata.enabled=true", "filters.metadata.conditions=['score >> 3']"])
    config = load_config(DEFAULT, ["filters.metadata.enabled=true",
                                   "filters.metadata.conditions=score >= 3"])
    assert config.filters.metadata.conditions == ["score >= 3"]


@pytest.mark.parametrize("section", ["url_blocklist", "wordlist"])
def test_list_rules_need_a_path(section):
    with pytest.raises(ConfigError, match=f"filters.{section}: enabled without path"):
        load_config(DEFAULT, [f"filters.{section}.enabled=true"])


def test_token_length_needs_the_tokenizer():
    with pytest.raises(ConfigError, match="token_length.enabled=true needs tokenizer.enabled=true"):
        load_config(DEFAULT, ["filters.token_length.enabled=true", "tokenizer.enabled=false",
                              "packing.enabled=false"])


@pytest.mark.parametrize("value", ["0", "1.5", "-0.1"])
def test_rejects_sample_is_a_fraction_above_zero(value):
    with pytest.raises(ConfigError, match="output.rejects_sample"):
        load_config(DEFAULT, [f"output.rejects_sample={value}"])


@pytest.mark.parametrize("key, value", [
    ("filters.gopher_quality.max_bullet_lines_ratio", "1.5"),
    ("filters.fineweb.short_line_length", "0"),
    ("filters.langid.threshold", "2"),
    ("filters.gopher_repetition.max_top_ngram_char_frac", "{0: 0.2}"),
])
def test_out_of_range_thresholds_are_refused(key, value):
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        load_config(DEFAULT, [f"{key}={value}"])


# Not compared: c4's settings default to its variant's (null in the config); keys a rule needs
# (conditions, a list's path) have no default.
@pytest.mark.parametrize("name", RULE_ORDER)
def test_config_defaults_are_the_rule_defaults(name):
    """The config shows the effective thresholds; they must be what the rule uses when built alone."""
    section = REGISTRY[name].config().model_dump(exclude={"enabled", "mode"})
    parameters = inspect.signature(REGISTRY[name].rule).parameters
    for key, value in section.items():
        default = parameters[key].default if key in parameters else inspect.Parameter.empty
        # A mapping's default is None in a signature (a shared {} would be mutable).
        if default is inspect.Parameter.empty or (default is None and value == {}):
            continue
        if isinstance(default, (tuple, list)):
            default, value = list(default), list(value)
        assert value == default, f"filters.{name}.{key}: config {value!r} != rule {default!r}"


@pytest.mark.parametrize("preset", PRESETS)
def test_presets_load_and_start_with_a_one_line_description(preset):
    path = Path("configs") / f"{preset}.yaml"
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# ") and len(first) > 40
    load_config(path)


def test_raw_web_preset_runs_fineweb_order():
    config = load_config("configs/raw_web.yaml")
    assert names(config) == ["langid", "gopher_repetition", "gopher_quality", "c4_datatrove", "fineweb"]
    assert config.filters.langid.threshold == 0.65 and list(config.filters.langid.languages) == ["en"]


def test_curated_preset_has_no_rules_and_scored_adds_only_the_score_rule():
    assert names(load_config("configs/curated.yaml")) == []
    assert names(load_config("configs/scored.yaml")) == ["metadata"]
    assert names(load_config("configs/synthetic.yaml")) == ["length", "alpha_ratio"]


def test_pii_config_defaults_are_the_stage_defaults():
    from gristmill.transforms.pii.recognizers import DEFAULT_ENTITIES
    from gristmill.transforms.pii.redact import PiiRule

    pii = load_config(DEFAULT).pii
    signature = inspect.signature(PiiRule)
    assert not pii.enabled
    assert tuple(pii.entities) == tuple(DEFAULT_ENTITIES)
    for key in ("language", "threshold", "style", "max_hits", "ner_model"):
        assert getattr(pii, key) == signature.parameters[key].default, key


def test_pii_entities_must_be_distinct_and_present():
    with pytest.raises(ConfigError, match="pii.entities: name at least one entity type"):
        load_config(DEFAULT, ["pii.entities=[]"])
    with pytest.raises(ConfigError, match="entity 'US_SSN' listed twice"):
        load_config(DEFAULT, ["pii.entities=[US_SSN, US_SSN]"])
    with pytest.raises(ConfigError, match="pii.style"):
        load_config(DEFAULT, ["pii.style=stars"])
