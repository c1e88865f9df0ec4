"""Rules on a document's metadata: conditions on its fields, and lists of blocked or allowed URLs.

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

**URL lists and allowed domains** (same rule). ``urls_path`` names a list of whole URLs,
``prefixes_path`` a list of URL prefixes, ``allow_path`` a list of domains outside which every
document is dropped (for a corpus restricted to known sites). URLs, in lists and in documents, are
compared as ``host[:port]/path[?query]``:

* the scheme is left out, so ``http://`` and ``https://`` copies of a page are one URL, and list lines
  without a scheme (``example.com/page.html``, as the UT1 ``urls`` files are written) match both;
* the host is normalized as for domains (lower case, no trailing dot, punycode); the URL Standard
  (WHATWG) and RFC 3986 (section 6.2.2.1) make scheme and host case-insensitive, and nothing else;
* the port is dropped when it is its scheme's default (80 for http and ws, 443 for https and wss, 21
  for ftp: the URL Standard's special schemes), or, without a scheme, when it is 80 or 443;
* the fragment is dropped: it is never sent to the server (RFC 3986, section 3.5), so it names no
  other page; user name and password are dropped too;
* an empty path is ``/`` (``http://example.com`` is ``example.com/``, as the URL Standard parses it);
  the path and query are otherwise kept as they are, case included (paths are case-sensitive).

datatrove's ``URLFilter``, by contrast, compares the document's URL string exactly with the list's
lines, so there ``http://`` and ``https://`` copies, or a host in capitals, are different URLs.

A prefix matches at a path-segment boundary: ``example.com/forum`` matches ``example.com/forum``,
``example.com/forum/``, ``example.com/forum/thread?id=3`` and ``example.com/forum?page=2``, not
``example.com/forums``; ``example.com/`` matches every page of that host (only that host: use the
domain list for subdomains). URL lists keep ``#`` in a line (it is a fragment); lines starting with
``#`` are still comments.

Lists of more than 100,000 entries are held as hashes in a memory-mapped index shared by the
processes of a machine (:mod:`gristmill.transforms.filters.url_lists`, which also states the
false-positive bound). Any list may be plain text, ``.gz`` or ``.zst``, on any Beam filesystem.

Reasons, in the order they are checked: ``url_blocklist:blocked_domain``, ``blocked_url``,
``blocked_prefix``, ``not_allowed``; with ``missing="drop"``, also ``url_blocklist:missing_url``
(field absent, null or empty) and ``url_blocklist:invalid_url`` (a value from which no host can be
read, e.g. ``"not a url"`` or a number). By default (``missing="keep"``) such documents pass: the rule
judges domains, and a document without a readable one gives it nothing to judge; with ``allow_path``
set, ``missing: drop`` is usually what is meant.
"""

from __future__ import annotations

import dataclasses
import operator
import re
from typing import Any, Callable, Literal, Optional, Sequence
from urllib.parse import urlsplit

import yaml
from pydantic import field_validator, model_validator

from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.filters.url_lists import HashedKeys, KeyList, first_member, register_kind
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
# The default port of each scheme whose URLs carry one (WHATWG URL Standard, "special schemes").
_DEFAULT_PORTS = {"http": (80,), "https": (443,), "ws": (80,), "wss": (443,), "ftp": (21,)}


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


def host_suffixes(host: str) -> list[str]:
    """``host`` and each of its parent domains, nearest first (``a.b.c``, ``b.c``, ``c``); an IP
    address alone: it only ever matches itself."""
    suffixes = [host]
    if _IP_RE.fullmatch(host):
        return suffixes
    dot = host.find(".")
    while dot >= 0:
        host = host[dot + 1:]
        suffixes.append(host)
        dot = host.find(".")
    return suffixes


def blocked_domain(host: str, domains: frozenset[str] | set[str] | HashedKeys) -> str | None:
    """The listed domain that blocks ``host`` (the host itself or its nearest listed parent), if any.

    One lookup per label. IP addresses only match themselves. ``domains`` is a set of domains or a
    :class:`~gristmill.transforms.filters.url_lists.HashedKeys` of them.
    """
    suffixes = host_suffixes(host)
    found = first_member(domains, suffixes)
    return suffixes[found] if found >= 0 else None


def url_key(url: str) -> str | None:
    """``url`` as URL lists are compared: ``host[:port]/path[?query]`` (see the module docstring);
    None if no host can be read from it or its port is not a number."""
    url = url.strip()
    if not _SCHEME_RE.match(url) and not url.startswith("//"):
        url = "//" + url
    try:
        parts = urlsplit(url)
        port = parts.port
        host = parts.hostname
    except ValueError:  # an unbalanced IPv6 bracket, a port out of range
        return None
    host = normalize_host(host) if host else None
    if host is None:
        return None
    if ":" in host:
        host = f"[{host}]"
    defaults = (_DEFAULT_PORTS.get(parts.scheme, ()) if parts.scheme else (80, 443))
    if port is not None and port not in defaults:
        host = f"{host}:{port}"
    key = host + (parts.path or "/")
    return f"{key}?{parts.query}" if parts.query else key


def url_prefixes(key: str) -> list[str]:
    """The prefixes of a :func:`url_key` that a listed prefix can be: the key cut just before and
    just after each ``/`` of its path, the path without the query, and the whole key."""
    path_end = key.find("?")
    path_end = len(key) if path_end < 0 else path_end
    first = key.find("/")
    prefixes = []
    slash = first
    while 0 <= slash < path_end:
        if slash > first:
            prefixes.append(key[:slash])
        prefixes.append(key[:slash + 1])
        slash = key.find("/", slash + 1)
    if key[path_end - 1] != "/":
        prefixes.append(key[:path_end])
    if path_end < len(key):
        prefixes.append(key)
    return prefixes


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


def parse_url_line(line: str) -> str | None:
    """The :func:`url_key` a URL-list line names, or None if it names no URL. A ``#`` inside the
    line is the URL's fragment, not a comment."""
    return url_key(line) if len(line.split()) == 1 else None


register_kind("domains", parse_domain_line, "domain name", "domains")
register_kind("urls", parse_url_line, "URL", "URLs")
register_kind("prefixes", parse_url_line, "URL prefix", "URL prefixes")

# Config key -> the kind of list it names, in the order the rule checks them.
_LISTS = {"path": "domains", "urls_path": "urls", "prefixes_path": "prefixes", "allow_path": "domains"}


class UrlBlocklistConfig(RuleConfig):
    path: Optional[str] = None
    field: str = "url"
    missing: Literal["drop", "keep"] = "keep"
    urls_path: Optional[str] = None
    prefixes_path: Optional[str] = None
    allow_path: Optional[str] = None

    @model_validator(mode="after")
    def _a_list_when_enabled(self) -> "UrlBlocklistConfig":
        if self.enabled and not any(getattr(self, key) for key in _LISTS):
            raise ValueError("enabled without path, urls_path, prefixes_path or allow_path "
                             "(a file with one domain, URL or URL prefix per line)")
        return self


@register("url_blocklist", UrlBlocklistConfig, position=20)
class UrlBlocklistRule(Rule):
    """Drops documents whose URL is on, or under, a listed domain, is a listed URL, starts with a
    listed URL prefix, or (with ``allow_path``) is not under an allowed domain.

    Drop reasons: ``url_blocklist:blocked_domain``, ``blocked_url``, ``blocked_prefix``,
    ``not_allowed``, checked in that order; with ``missing="drop"`` also
    ``url_blocklist:missing_url`` and ``url_blocklist:invalid_url``.
    Scores: ``host`` (the URL's normalized host, or None), ``matched`` (the listed domain that blocks
    it, or None).

    The lists are read when the rule is built, so a missing, empty or malformed file fails the
    pipeline before it runs. Lists above :data:`~gristmill.transforms.filters.url_lists.SMALL_LIST`
    entries are held as a memory-mapped hash index (:mod:`gristmill.transforms.filters.url_lists`),
    loaded in :meth:`setup` once per worker process.
    """

    name = "url_blocklist"

    def __init__(self, path: str | None = None, field: str = UrlBlocklistConfig.default("field"),
                 missing: str = UrlBlocklistConfig.default("missing"), urls_path: str | None = None,
                 prefixes_path: str | None = None, allow_path: str | None = None, *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        if not isinstance(field, str) or not field:
            raise ValueError(f"url_blocklist: field must be a metadata key, got {field!r}")
        UrlBlocklistConfig.check_arguments(self.name, missing=missing, path=path,
                                           urls_path=urls_path, prefixes_path=prefixes_path,
                                           allow_path=allow_path)
        paths = {"path": path, "urls_path": urls_path, "prefixes_path": prefixes_path,
                 "allow_path": allow_path}
        if not any(paths.values()):
            raise ValueError("url_blocklist: give at least one of path, urls_path, prefixes_path, "
                             "allow_path")
        self.path = path
        self.field = field
        self.missing = missing
        self.lists = {key: KeyList.load(value, _LISTS[key], self.name)
                      for key, value in paths.items() if value}

    def setup(self) -> None:
        for keys in self.lists.values():
            keys.members()

    def _members(self, key: str) -> frozenset[str] | HashedKeys | None:
        keys = self.lists.get(key)
        return None if keys is None else keys.members()

    @property
    def domains(self) -> frozenset[str] | HashedKeys | None:
        """The blocked domains (``path``), as looked up."""
        return self._members("path")

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
        domains = self.domains
        if domains is not None and blocked_domain(host, domains):
            return self.reason("blocked_domain")
        urls, prefixes = self._members("urls_path"), self._members("prefixes_path")
        if urls is not None or prefixes is not None:
            key = url_key(lookup(doc.metadata, self.field))
            if key is not None:
                if urls is not None and first_member(urls, [key]) >= 0:
                    return self.reason("blocked_url")
                if prefixes is not None and first_member(prefixes, url_prefixes(key)) >= 0:
                    return self.reason("blocked_prefix")
        allowed = self._members("allow_path")
        if allowed is not None and not blocked_domain(host, allowed):
            return self.reason("not_allowed")
        return None

    def scores(self, doc: Document) -> dict[str, Any]:
        host, _ = self.host(doc)
        domains = self.domains
        matched = blocked_domain(host, domains) if host and domains is not None else None
        return {"host": host, "matched": matched}
