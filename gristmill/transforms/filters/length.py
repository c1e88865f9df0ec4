"""Length rule: documents too short or too long in characters or whitespace-separated words.

Very short documents carry little signal and are mostly navigation debris; very long ones are usually
dumps (logs, tables) and can dominate a shard. Seed designs drop documents under 50 words; Gopher keeps
50 to 100,000 words (Rae et al. 2021).
"""

from __future__ import annotations

from typing import Optional

from gristmill.schema import MAX_PER_DOCUMENT, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register


def length_violation(text: str, *, min_chars: int = 0, max_chars: int | None = None,
                     min_words: int = 0, max_words: int | None = None) -> str | None:
    """Name the first length bound ``text`` breaks (``min_chars`` …), or None if it fits them all."""
    n_chars = len(text)
    if n_chars < min_chars:
        return "min_chars"
    if max_chars is not None and n_chars > max_chars:
        return "max_chars"
    if min_words or max_words is not None:
        n_words = len(text.split())
        if n_words < min_words:
            return "min_words"
        if max_words is not None and n_words > max_words:
            return "max_words"
    return None


class LengthFilterConfig(RuleConfig):
    enabled: bool = True
    min_chars: Size(MAX_PER_DOCUMENT, low=0) = 0
    max_chars: Optional[Size(MAX_PER_DOCUMENT)] = None
    min_words: Size(MAX_PER_DOCUMENT, low=0) = 0
    max_words: Optional[Size(MAX_PER_DOCUMENT)] = None


@register("length", LengthFilterConfig, position=30)
class LengthRule(Rule):
    """Drop reasons: ``length:min_chars``, ``length:max_chars``, ``length:min_words``, ``length:max_words``."""

    name = "length"

    def __init__(self, min_chars: int = LengthFilterConfig.default("min_chars"),
                 max_chars: int | None = LengthFilterConfig.default("max_chars"),
                 min_words: int = LengthFilterConfig.default("min_words"),
                 max_words: int | None = LengthFilterConfig.default("max_words"), *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        if max_chars is not None and max_chars < min_chars:
            raise ValueError(f"length: max_chars ({max_chars}) < min_chars ({min_chars})")
        if max_words is not None and max_words < min_words:
            raise ValueError(f"length: max_words ({max_words}) < min_words ({min_words})")
        self.bounds = dict(min_chars=min_chars, max_chars=max_chars, min_words=min_words,
                           max_words=max_words)

    def check(self, doc: Document) -> str | None:
        detail = length_violation(doc.text, **self.bounds)
        return None if detail is None else self.reason(detail)

    def scores(self, doc: Document) -> dict[str, int]:
        return {"chars": len(doc.text), "words": len(doc.text.split())}


def token_length_violation(n_tokens: int, *, min_tokens: int = 0,
                           max_tokens: int | None = None) -> str | None:
    """``min_tokens`` / ``max_tokens`` if ``n_tokens`` (the document's own tokens, without BOS/EOS)
    is out of bounds, else None. Applied by the tokenize stage, which is where token counts exist."""
    if n_tokens < min_tokens:
        return "min_tokens"
    if max_tokens is not None and n_tokens > max_tokens:
        return "max_tokens"
    return None
