"""Where each filter rule declares itself: its config section, its settings and its place in the
default order. The config schema (``filters.<section>``), the default ``filters.order`` and the graph's
rule construction are all read from here, so a rule is declared once, in its own module::

    class ShoutingConfig(RuleConfig):
        max_ratio: Ratio = 0.5

    @register("shouting", ShoutingConfig, position=115)
    class ShoutingRule(Rule):
        name = "shouting"
        ...

and its module is imported in ``gristmill/transforms/filters/__init__.py``.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, NamedTuple, Optional

from pydantic import ValidationError, model_validator

from gristmill.schema import Mode, Section


class RuleConfig(Section):
    """Fields every filter rule has. ``mode: null`` follows ``filters.mode``. A subclass adds the
    rule's own settings, typed and bounded, with their defaults: these are the keys of
    ``filters.<section>`` and the keyword arguments of the rule's constructor."""

    enabled: bool = False
    mode: Optional[Mode] = None
    # A setting the rule cannot run without, and a hint of what to put there: (key, hint).
    required: ClassVar[Optional[tuple[str, str]]] = None

    @model_validator(mode="after")
    def _required_when_enabled(self) -> "RuleConfig":
        if self.required and self.enabled and not getattr(self, self.required[0]):
            key, hint = self.required
            raise ValueError(f"enabled without {key} ({hint})")
        return self

    @classmethod
    def default(cls, key: str) -> Any:
        """The default of setting ``key``: what a rule's constructor falls back to, so that the
        default is written once."""
        return cls.model_fields[key].get_default(call_default_factory=True)

    @classmethod
    def check_arguments(cls, rule: str, **arguments: Any) -> "RuleConfig":
        """The section that constructor ``arguments`` make, the rest at their defaults; refuses what
        the section would refuse, so that a rule built directly (not from a config) is held to the
        same types and bounds, declared once, here. Strict: a string or a boolean is not a number.
        ValueError ``<rule>: <key>=<value>: <problem>``."""
        # Rules take tuples where the section has lists.
        values = {key: list(value) if isinstance(value, tuple) else value
                  for key, value in arguments.items()}
        try:
            return cls.model_validate(values, strict=True)
        except ValidationError as exc:
            error = exc.errors()[0]
            name, *inner = [part for part in error["loc"] if part != "[key]"]
            key = name + "".join(f"[{part!r}]" for part in inner)
            raise ValueError(f"{rule}: {key}={error['input']!r}: {error['msg']}") from None

    def rule_arguments(self) -> dict[str, Any]:
        """The settings as constructor keyword arguments (lists become tuples: rules keep them
        immutable)."""
        return {key: tuple(value) if isinstance(value, list) else value
                for key, value in self.model_dump(exclude={"enabled", "mode"}).items()}


class Registration(NamedTuple):
    section: str
    rule: type
    config: type[RuleConfig]
    position: float


# By section name; filled as the rule modules are imported.
REGISTRY: dict[str, Registration] = {}


def register(section: str, config: type[RuleConfig], *, position: float) -> Callable[[type], type]:
    """Class decorator: the rule is configured by ``filters.<section>`` with the fields of
    ``config`` (also the rule's ``config_type``). ``position`` places it in the default order
    (lower runs first; the built-in rules use multiples of 10, so a new rule can go between any
    two). The rule is built with ``rule.from_config(section, mode)``
    (:meth:`gristmill.transforms.filters.base.Rule.from_config`)."""

    def decorate(rule: type) -> type:
        earlier = REGISTRY.get(section)
        # Compared by name: a module imported again (a reload) registers a new class object.
        if earlier is not None and _qualified(earlier.rule) != _qualified(rule):
            raise ValueError(f"filter section {section!r} is registered twice: by "
                             f"{_qualified(earlier.rule)} and {_qualified(rule)}")
        clash = next((r.section for r in REGISTRY.values()
                      if r.position == position and r.section != section), None)
        if clash is not None:
            raise ValueError(f"filter {section!r}: position {position} is taken by {clash!r}")
        REGISTRY[section] = Registration(section, rule, config, position)
        rule.config_type = config
        return rule

    return decorate


def _qualified(rule: type) -> str:
    return f"{rule.__module__}.{rule.__qualname__}"


def unregister(section: str) -> None:
    """Remove a registration (for tests that register a rule of their own)."""
    REGISTRY.pop(section, None)


def default_order() -> tuple[str, ...]:
    """The sections of every registered rule, in their default order."""
    return tuple(r.section for r in sorted(REGISTRY.values(), key=lambda r: r.position))
