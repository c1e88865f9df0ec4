"""Declaring a filter once (gristmill/transforms/filters/registry.py): a rule module registers its
config section, settings and place in the default order, and the config schema, ``filters.order`` and
the pipeline's rule construction follow."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gristmill.pipeline.config import RULE_ORDER, ConfigError, validate
from gristmill.transforms.filters import Rule
from gristmill.transforms.filters.heuristics import AsciiConfig, AsciiRule
from gristmill.transforms.filters.registry import (REGISTRY, RuleConfig, default_order, register,
                                                   unregister)

REPO = Path(__file__).resolve().parent.parent

# The README's recipe, word for word what a new rule's file holds.
SHOUTING = '''
from gristmill.schema import Ratio
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register


class ShoutingConfig(RuleConfig):
    max_ratio: Ratio = 0.5


@register("shouting", ShoutingConfig, position=115)
class ShoutingRule(Rule):
    name = "shouting"

    def check(self, doc):
        letters = [c for c in doc.text if c.isalpha()]
        upper = sum(c.isupper() for c in letters) / len(letters) if letters else 0.0
        return self.reason("too_loud") if upper > self.settings.max_ratio else None
'''

# Imports the new module first, as the import line in gristmill/transforms/filters/__init__.py
# would, then uses the config and the filter stage like a run does.
DRIVER = '''
import json
import shouting_rules.shouting  # noqa: F401  (registers the rule)

from gristmill.pipeline.config import RULE_ORDER, ConfigError, load_config
from gristmill.pipeline.graph import build_rules
from gristmill.transforms.document import Document
from gristmill.transforms.filters import FilterFn
from gristmill.transforms.stage import REJECTS

base = ["input.paths=x.jsonl", "output.path=out"]
config = load_config(None, base + ["filters.shouting.enabled=true", "filters.shouting.max_ratio=0.6"])
try:
    load_config(None, base + ["filters.shouting.max_ratio=2"])
    refused = None
except ConfigError as exc:
    refused = str(exc)
try:
    load_config(None, base + ["filters.shouting.max_ration=0.2"])
    unknown = None
except ConfigError as exc:
    unknown = str(exc)
from shouting_rules.shouting import ShoutingRule
try:
    ShoutingRule(max_ratio=2)
    direct = None
except ValueError as exc:
    direct = str(exc)
fn = FilterFn(build_rules(config), emit_rejects=True)
fn.setup()
fn.start_bundle()
docs = [Document("calm", "The council met on Tuesday."), Document("loud", "BUY NOW, LIMITED OFFER")]
outputs = list(fn.process(docs))
print(json.dumps({
    "order": RULE_ORDER,
    "config_order": config.filters.order,
    "section": config.to_dict()["filters"]["shouting"],
    "rules": [rule.name for rule in build_rules(config)],
    "kept": [o.id for o in outputs if isinstance(o, Document)],
    "rejects": [[o.value[0], o.value[1].id] for o in outputs
                if not isinstance(o, Document) and o.tag == REJECTS],
    "refused": refused,
    "unknown": unknown,
    "direct": direct,
    "default": ShoutingRule().settings.max_ratio,
}))
'''


def test_a_rule_in_a_new_module_is_configured_ordered_and_run(tmp_path):
    package = tmp_path / "shouting_rules"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "shouting.py").write_text(textwrap.dedent(SHOUTING))
    env_path = f"{tmp_path}:{REPO}"
    done = subprocess.run([sys.executable, "-c", DRIVER], cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": env_path},
                          timeout=300)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # Position 115: after uppercase_words (110), before special_chars (120).
    expected = list(RULE_ORDER)
    expected.insert(expected.index("special_chars"), "shouting")
    assert result["order"] == expected and result["config_order"] == expected
    assert result["section"] == {"enabled": True, "mode": None, "max_ratio": 0.6}
    assert result["rules"] == ["length", "shouting"]
    assert result["kept"] == ["calm"]
    assert result["rejects"] == [["shouting:too_loud", "loud"]]
    assert result["refused"].startswith("filters.shouting.max_ratio=2: ")
    assert "less than or equal to 1" in result["refused"]
    assert "unknown key filters.shouting.max_ration" in result["unknown"]
    assert "did you mean filters.shouting.max_ratio?" in result["unknown"]
    assert result["direct"].startswith("shouting: max_ratio=2: ")
    assert result["default"] == 0.5


def test_every_built_in_rule_is_registered_in_the_default_order():
    assert default_order() == RULE_ORDER
    assert RULE_ORDER[:4] == ("metadata", "url_blocklist", "length", "langid")
    for name in RULE_ORDER:
        assert issubclass(REGISTRY[name].rule, Rule) and issubclass(REGISTRY[name].config, RuleConfig)


def test_a_section_or_a_position_is_taken_once():
    with pytest.raises(ValueError, match="filter section 'ascii' is registered twice"):
        register("ascii", AsciiConfig, position=999)(type("OtherAscii", (AsciiRule,), {}))
    with pytest.raises(ValueError, match="position 90 is taken by 'ascii'"):
        register("other", AsciiConfig, position=90)(AsciiRule)
    assert "other" not in REGISTRY


def test_a_rule_built_directly_is_held_to_its_sections_bounds():
    with pytest.raises(ValueError, match=r"ascii: max_non_ascii_ratio=1\.5: Input should be less"):
        AsciiRule(max_non_ascii_ratio=1.5)
    assert AsciiRule.config_type is AsciiConfig and AsciiRule().bound == AsciiConfig().max_non_ascii_ratio


def test_a_rule_registered_after_the_schema_was_built_is_named():
    class LateConfig(RuleConfig):
        pass

    register("late", LateConfig, position=1001)(type("LateRule", (Rule,), {"name": "late"}))
    try:
        with pytest.raises(ConfigError, match="filter 'late' registered after the config schema"):
            validate({"input": {"paths": ["x.jsonl"]}, "output": {"path": "out"}})
    finally:
        unregister("late")
