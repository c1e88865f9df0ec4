"""Rules on a document's metadata: conditions on its fields, and a blocklist of URL domains.

Both look only at ``doc.metadata``, never at the text, so they are the cheapest rules there are and run
first: every document they drop is one the text rules never have to read.

**Conditions** (:class:`MetadataRule`). Corpora often arrive already scored or labelled (a quality
classifier's score, a language tag, a licence). A condition is ``"<field> <op> <value>"``:

* ``field`` is a metadata key; dots reach into nested objects (``meta.score`` is
  ``metadata["meta"]["score"]``), unless the metadata has a key with the dots in it, which wins;
* ``op`` is one of ``==``, ``!=``, ``>=``, ``<=``, ``>``, ``<``, ``in``, ``not in``;
* ``value`` is read as YAML: a number, a string (quoted or not), ``true``/``false``, or a flow list
  (``[en, de]``) for ``in`` and ``not in``. Two YAML 1.1 habits are switched off because metadata
  comes from JSON: ``yes``/``no``/``on``/``off`` stay strings (``language in [no, sv]`` means
  Norwegian and Swedish), and dates stay strings (``2024-01-31``).

The ordering operators need a number. A document's value is compared only with a value of the same
kind (number, string, boolean): a string ``"4"`` against ``score >= 3`` is a failed condition with its
own reason rather than a silent string-to-number conversion. FineWeb-Edu (Penedo et al. 2024), for
example, keeps documents whose classifier ``int_score >= 3``.

Reasons, for the first condition that fails (conditions are checked in the order given):

* ``metadata:<field>``: the value does not satisfy the condition;
* ``metadata:<field>_missing``: the field is absent or null, and ``missing="drop"`` (the default);
  with ``missing="keep"`` the condition is skipped for that document;
* ``metadata:<field>_type``: the value is of another kind than the condition compares with.

**Domain blocklist** (:class:`UrlBlocklistRule`). FineWeb (Penedo et al. 2024) and RefinedWeb
(Penedo et al. 2023) drop pages from a list of adult and spam domains (the UT1 blocklist from the
Université Toulouse 1) before any text processing; this rule applies any such list. The list file
has one domain per line; blank lines and ``#`` comments are ignored, as are a ``*.`` or ``.`` prefix
and the address in hosts-file lines (``0.0.0.0 ads.example.com``). A URL is blocked when its host or
any parent domain of it is listed: ``example.com`` blocks ``www.example.com`` and
``ads.eu.example.com``, never ``badexample.com``. Matching is case-insensitive and ignores a trailing
dot; internationalized names are compared in their ASCII (punycode) form. Each document costs one set
lookup per label of its host. The field may also hold a bare host name (``news.example.com``).

Reasons: ``url_blocklist:blocked_domain``; with ``missing="drop"``, also ``url_blocklist:missing_url``
(field absent, null or empty) and ``url_blocklist:invalid_url`` (a value from which no host can be
read, e.g. ``"not a url"`` or a number). By default (``missing="keep"``) such documents pass: the rule
judges domains, and a document without a readable one gives it nothing to judge.
"""

from __future__ import annotations

import dataclasses
import operator
import re
from typing import Any, Callable, Literal, Optional, Sequence
from urllib.parse import urlsplit

import yaml
from pydantic import field_validator

from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.filters.wordlist import read_list_file

# -- reading fields -------------------------------------------------------------------------------

_ABSENT = object()


def lookup(metadata: dict[str, Any], field: str) -> Any:
    """``metadata[field]``, following dots into nested dicts; None if absent (or null)."""
    if field in metadata:
        return metadata[field]
    value: Any = metadata
    for part in field.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part, _ABSENT)
        if value is _ABSENT:
            return None
    return value


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    return type(value).__name__


def _plain(value: Any) -> Any:
    """A value fit for a metadata column: scalars as they are, anything else as text."""
    return value if value is None or isinstance(value, (bool, int, float, str)) else str(value)


# -- conditions -----------------------------------------------------------------------------------

class _ValueLoader(yaml.SafeLoader):
    """YAML as ``yaml.safe_load`` reads it, except that only true/false are booleans and dates stay
    strings (metadata comes from JSON, which has neither yes/no nor dates)."""


_ValueLoader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers
            if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
_ValueLoader.add_implicit_resolver("tag:yaml.org,2002:bool",
                                   re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))

_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "==": operator.eq, "!=": operator.ne, ">=": operator.ge, "<=": operator.le, ">": operator.gt,
    "<": operator.lt, "in": lambda value, options: value in options,
    "not in": lambda value, options: value not in options,
}
_ORDERING = (">=", "<=", ">", "<")
_MEMBERSHIP = ("in", "not in")

# field, then an operator: a run of comparison characters, (not) in as words, or any other word
# (reported as an unknown operator), then the value.
_CONDITION_RE = re.compile(
    r"\s*(?P<field>[^\s=!<>~]+)\s*"
    r"(?P<op>[=!<>~]+|not\s+in\b|in\b|\S+)?\s*"
    r"(?P<value>.*?)\s*", re.DOTALL)


@dataclasses.dataclass(frozen=True)
class Condition:
    """One parsed ``<field> <op> <value>`` condition. :meth:`evaluate` tells whether it holds."""

    field: str
    op: str
    value: Any
    text: str
    # The kinds of value (number, string, boolean) the condition compares with.
    kinds: frozenset[str] = dataclasses.field(init=False, repr=False, compare=False)

    def __post_init__(self):
        values = self.value if self.op in _MEMBERSHIP else [self.value]
        object.__setattr__(self, "kinds", frozenset(map(_kind, values)))

    def evaluate(self, metadata: dict[str, Any]) -> str | None:
        """None if the condition holds; else ``"failed"``, ``"missing"`` or ``"type"``."""
        value = lookup(metadata, self.field)
        if value is None:
            return "missing"
        if _kind(value) not in self.kinds:
            return "type"
        return None if _COMPARISONS[self.op](value, self.value) else "failed"


def parse_condition(text: str) -> Condition:
    """Parse ``"<field> <op> <value>"`` (see the module docstring); ValueError says what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"condition must be a string like 'score >= 3', got {text!r}")
    match = _CONDITION_RE.fullmatch(text)
    if not text.strip() or match is None:
        raise ValueError(f"condition {text!r}: expected '<field> <op> <value>', e.g. 'score >= 3'")
    field, op, raw = match.group("field"), match.group("op"), match.group("value")
    ops = ", ".join(_COMPARISONS)
    if op is None:
        raise ValueError(f"condition {text!r}: no operator after {field!r} (one of {ops})")
    op = " ".join(op.split())
    if op not in _COMPARISONS:
        raise ValueError(f"condition {text!r}: unknown operator {op!r} (one of {ops})")
    if "" in field.split("."):
        raise ValueError(f"condition {text!r}: field {field!r} has an empty part between dots")
    if not raw:
        raise ValueError(f"condition {text!r}: missing value after {op!r}")
    try:
        value = yaml.load(raw, Loader=_ValueLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as exc:
        problem = str(exc).splitlines()[0]
        raise ValueError(f"condition {text!r}: value {raw!r} is not valid YAML ({problem})") from None
    _check_value(text, op, value)
    return Condition(field=field, op=op, value=value, text=text)


def _check_value(text: str, op: str, value: Any) -> None:
    scalar_kinds = ("number", "string", "boolean")
    if op in _MEMBERSHIP:
        if not isinstance(value, list):
            raise ValueError(f"condition {text!r}: {op!r} needs a list like [en, de], got {value!r}")
        if not value:
            raise ValueError(f"condition {text!r}: {op!r} needs a non-empty list")
        odd = [item for item in value if _kind(item) not in scalar_kinds]
        if odd:
            raise ValueError(f"condition {text!r}: list items must be numbers, strings or booleans, "
                             f"got {odd[0]!r}")
    elif op in _ORDERING:
        if _kind(value) != "number":
            raise ValueError(f"condition {text!r}: {op!r} needs a number, got {value!r}")
    elif value is None:
        raise ValueError(f"condition {text!r}: cannot compare with null (absent and null fields "
                         f"are handled by `missing`)")
    elif _kind(value) not in scalar_kinds:
        hint = "; use 'in' for a list" if isinstance(value, list) else ""
        raise ValueError(f"condition {text!r}: {op!r} needs a number, string or boolean, "
                         f"got {value!r}{hint}")


class MetadataFilterConfig(RuleConfig):
    conditions: list[str] = []
    missing: Literal["drop", "keep"] = "drop"

    @field_validator("conditions", mode="before")
    @classmethod
    def _one_condition_is_a_list(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @field_validator("conditions")
    @classmethod
    def _conditions_parse(cls, value: list[str]) -> list[str]:
        for condition in value:
            parse_condition(condition)
        return value

    required = ("conditions", "e.g. conditions=['score >= 3']")


@register("metadata", MetadataFilterConfig, position=10)
class MetadataRule(Rule):
    """Keeps a document only if every condition holds.

    Drop reasons: ``metadata:<field>``, ``metadata:<field>_missing``, ``metadata:<field>_type``.
    Scores: the document's value of each field the conditions name (None if absent), keyed by field.
    A single string is accepted as a list of one condition.
    """

    name = "metadata"

    def __init__(self, conditions: Sequence[str] | str,
                 missing: str = MetadataFilterConfig.default("missing"), *, mode: str = "filter"):
        super().__init__(mode=mode)
        if isinstance(conditions, str):
            conditions = [conditions]
        if not conditions:
            raise ValueError("metadata: conditions must name at least one condition, "
                             "e.g. ['score >= 3']")
        MetadataFilterConfig.check_arguments(self.name, missing=missing)
        self.conditions = tuple(parse_condition(condition) for condition in conditions)
        self.missing = missing

    def check(self, doc: Document) -> str | None:
        for condition in self.conditions:
            outcome = condition.evaluate(doc.metadata)
            if outcome is None or (outcome == "missing" and self.missing == "keep"):
                continue
            suffix = "" if outcome == "failed" else f"_{outcome}"
            return self.reason(f"{condition.field}{suffix}")
        return None

    def scores(self, doc: Document) -> dict[str, Any]:
        return {condition.field: _plain(lookup(doc.metadata, condition.field))
                for condition in self.conditions}


# -- domain blocklist -----------------------------------------------------------------------------

_SCHEME_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_HOST_RE = re.compile(r"[\w-]+(?:\.[\w-]+)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")
_IP_RE = re.compile(r"[0-9.]+|.*:.*")


def normalize_host(host: str) -> str | None:
    """``host`` lower-cased, without a trailing dot, internationalized names in punycode; None if it
    is not a host name or an IP address."""
    host = host.strip().lower().rstrip(".")
    if not host.isascii():
        try:
            host = host.encode("idna").decode("ascii")
        except UnicodeError:
            pass
    return host if _HOST_RE.fullmatch(host) else None


def url_host(url: str) -> str | None:
    """The normalized host of ``url`` (or of a bare ``host[:port][/path]``); None if there is none."""
    url = url.strip()
    if not _SCHEME_RE.match(url) and not url.startswith("//"):
        url = "//" + url
    try:
        host = urlsplit(url).hostname
    except ValueError:  # e.g. an unbalanced IPv6 bracket
        return None
    return normalize_host(host) if host else None


def blocked_domain(host: str, domains: frozenset[str] | set[str]) -> str | None:
    """The listed domain that blocks ``host`` (the host itself or its nearest listed parent), if any.

    One set lookup per label. IP addresses only match themselves.
    """
    if host in domains:
        return host
    if _IP_RE.fullmatch(host):
        return None
    dot = host.find(".")
    while dot >= 0:
        host = host[dot + 1:]
        if host in domains:
            return host
        dot = host.find(".")
    return None


def parse_domain_line(line: str) -> str | None:
    """The domain a blocklist line names, or None if the line names none (see the module docstring)."""
    line = line.split("#", 1)[0].strip()
    if not line:
        return None
    fields = line.split()
    if len(fields) == 2 and _IP_RE.fullmatch(fields[0]):     # hosts-file line: address, then name
        line = fields[1]
    elif len(fields) != 1:
        return None
    if _SCHEME_RE.match(line) or "/" in line:
        return url_host(line)
    return normalize_host(line.removeprefix("*.").lstrip("."))


def read_domain_list(path: str, rule: str = "url_blocklist") -> frozenset[str]:
    """The domains listed in the file at ``path`` (any Beam filesystem). ValueError if the file cannot
    be read, names no domain, or has a line that is not a domain."""
    domains = set()
    for number, line in read_list_file(path, rule):
        domain = parse_domain_line(line)
        if domain is None:
            raise ValueError(f"{rule}: {path}:{number}: {line!r} is not a domain name")
        domains.add(domain)
    if not domains:
        raise ValueError(f"{rule}: {path} lists no domains")
    return frozenset(domains)


class UrlBlocklistConfig(RuleConfig):
    path: Optional[str] = None
    field: str = "url"
    missing: Literal["drop", "keep"] = "keep"

    required = ("path", "a file with one domain per line")


@register("url_blocklist", UrlBlocklistConfig, position=20)
class UrlBlocklistRule(Rule):
    """Drops documents whose URL is on, or under, a listed domain.

    Drop reasons: ``url_blocklist:blocked_domain``; with ``missing="drop"`` also
    ``url_blocklist:missing_url`` and ``url_blocklist:invalid_url``.
    Scores: ``host`` (the URL's normalized host, or None), ``matched`` (the listed domain that blocks
    it, or None).
    """

    name = "url_blocklist"

    def __init__(self, path: str, field: str = UrlBlocklistConfig.default("field"),
                 missing: str = UrlBlocklistConfig.default("missing"), *, mode: str = "filter"):
        super().__init__(mode=mode)
        if not isinstance(field, str) or not field:
            raise ValueError(f"url_blocklist: field must be a metadata key, got {field!r}")
        UrlBlocklistConfig.check_arguments(self.name, missing=missing)
        self.path = path
        self.field = field
        self.missing = missing
        self.domains = read_domain_list(path, self.name)

    def host(self, doc: Document) -> tuple[str | None, str | None]:
        """``(host, problem)``: the document's host, or why there is none (``missing_url`` or
        ``invalid_url``)."""
        value = lookup(doc.metadata, self.field)
        if value is None or value == "":
            return None, "missing_url"
        host = url_host(value) if isinstance(value, str) else None
        return (host, None) if host else (None, "invalid_url")

    def check(self, doc: Document) -> str | None:
        host, problem = self.host(doc)
        if problem is not None:
            return self.reason(problem) if self.missing == "drop" else None
        return self.reason("blocked_domain") if blocked_domain(host, self.domains) else None

    def scores(self, doc: Document) -> dict[str, Any]:
        host, _ = self.host(doc)
        return {"host": host, "matched": blocked_domain(host, self.domains) if host else None}
