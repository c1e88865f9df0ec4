"""Filter and language-ID configuration: sections, order, modes, presets, and how the pipeline builds
rules from them (gristmill/pipeline/config.py, gristmill/pipeline/graph.py::build_rules)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from gristmill.pipeline.config import RULE_ORDER, ConfigError, load_config
from gristmill.pipeline.graph import RULES, build_rules
from gristmill.transforms.filters.c4 import C4Rule
from gristmill.transforms.filters.langid import LanguageIdRule

DEFAULT = "configs/default.yaml"
PRESETS = ["curated", "scored", "synthetic", "raw_web"]


def names(config):
    return [rule.name for rule in build_rules(config)]


def test_default_config_runs_only_the_length_rule():
    config = load_config(DEFAULT)
    assert list(config.filters.order) == list(RULE_ORDER)
    assert not config.langid.enabled
    assert names(config) == ["length"]


def test_langid_overrides_from_the_interface():
    config = load_config(DEFAULT, ["langid.enabled=true", "langid.mode=annotate"])
    (lid,) = [r for r in build_rules(config) if r.name == "langid"]
    assert isinstance(lid, LanguageIdRule) and lid.mode == "annotate"
    with pytest.raises(ConfigError, match=r"langid.mode='score'"):
        load_config(DEFAULT, ["langid.mode=score"])


def test_filters_enabled_false_turns_off_rules_but_not_language_id():
    config = load_config(DEFAULT, ["filters.enabled=false", "langid.enabled=true"])
    assert names(config) == ["langid"]
    assert names(load_config(DEFAULT, ["filters.enabled=false"])) == []


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
    ("langid.threshold", "2"),
    ("filters.gopher_repetition.max_top_ngram_char_frac", "{0: 0.2}"),
])
def test_out_of_range_thresholds_are_refused(key, value):
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        load_config(DEFAULT, [f"{key}={value}"])


# Not compared: length has no published default (the config keeps it permissive); c4's defaults live in
# its variants; langid has its own test below; the list and metadata rules have no default to show.
@pytest.mark.parametrize("name", sorted(set(RULE_ORDER) - {"length", "c4", "langid", "metadata",
                                                           "url_blocklist", "wordlist"}))
def test_config_defaults_are_the_rule_defaults(name):
    """The config shows the effective thresholds; they must be the rules' own published defaults."""
    config = load_config(DEFAULT)
    section = getattr(config.filters, name).model_dump(exclude={"enabled", "mode"})
    signature = inspect.signature(RULES[name])
    for key, value in section.items():
        default = signature.parameters[key].default
        if isinstance(default, (tuple, list)):
            default, value = list(default), list(value)
        assert value == default, f"filters.{name}.{key}: config {value!r} != rule {default!r}"


def test_langid_config_defaults_are_the_rule_defaults():
    config = load_config(DEFAULT)
    signature = inspect.signature(LanguageIdRule)
    assert config.langid.threshold == signature.parameters["threshold"].default
    assert tuple(config.langid.languages) == tuple(signature.parameters["languages"].default)
    assert config.langid.max_chars == signature.parameters["max_chars"].default


@pytest.mark.parametrize("preset", PRESETS)
def test_presets_load_and_start_with_a_one_line_description(preset):
    path = Path("configs") / f"{preset}.yaml"
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# ") and len(first) > 40
    load_config(path)


def test_raw_web_preset_runs_fineweb_order():
    config = load_config("configs/raw_web.yaml")
    assert names(config) == ["langid", "gopher_repetition", "gopher_quality", "c4_datatrove", "fineweb"]
    assert config.langid.threshold == 0.65 and list(config.langid.languages) == ["en"]


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
