"""Filter rules and the stage that applies them. See :mod:`transforms.filters.base` for the contract."""

from transforms.filters.base import Filter, FilterFn, Rule
from transforms.filters.length import LengthRule, length_violation

__all__ = ["Filter", "FilterFn", "Rule", "LengthRule", "length_violation"]
