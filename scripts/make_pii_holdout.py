#!/usr/bin/env python3
"""Build ``benchmarks/data/pii_holdout/holdout.jsonl``: a labelled hold-out set for PII redaction.

Why: a detector tuned on one evaluation set learns that set's habits. This set was written apart
from the detector, from general knowledge of how people write phone numbers, e-mail addresses,
card numbers, IBANs and IP addresses in chats, signatures, forms, exports, logs and letters in many
languages. It is meant to be scored, never used to tune rules or thresholds.

What: about 1,600 texts that hold PII and about 400 that hold none but are full of numbers that look
like it (versions, dates, order and tracking numbers, hashes, prices, coordinates ...). Values come
from Faker (phone numbers, e-mail addresses, IBANs, names, addresses), except card numbers and IP
addresses, which are drawn here so that every brand, length and address kind is covered.

Record fields (one JSON object per line, ``json.dumps(..., ensure_ascii=False, sort_keys=True)``):

* ``id`` -- ``holdout-00000`` ...
* ``locale`` -- the Faker locale the values came from, ``""`` for PII-free texts;
* ``spans`` -- ``[{"entity", "start", "end"}]`` character offsets into ``text``, sorted by start;
  entities are EMAIL_ADDRESS, PHONE_NUMBER, CREDIT_CARD, IBAN_CODE and IP_ADDRESS. Phone spans also
  carry ``valid``: ``phonenumbers.is_valid_number`` of the span parsed for the locale's region
  (line breaks inside a span read as spaces). A phone span covers an extension when it is written
  the way phone software reads it (``ext. 12``, ``x12``, ``доб. 12``); extensions written with other
  words (``poste 12``, ``Durchwahl 12``) stay outside the span;
* ``template`` -- ``t-NNN`` for PII templates, ``free-NN`` for PII-free kinds;
* ``text``.

Every generated text is checked: values outside the gold spans must not look like an e-mail
address, an IPv4 or IPv6 address, a Luhn-valid card number with a card prefix, an IBAN with a
valid check, a valid phone number written with a country code, or a number grouped exactly the
way a region groups its phone numbers; a text that fails is drawn again.

The output depends only on the seed and the versions of Faker and phonenumbers; no clock, time
zone or hash seed is read. Rebuild (from the repository root)::

    python scripts/make_pii_holdout.py --force
"""

from __future__ import annotations

import argparse
import datetime as dt
import ipaddress
import json
import random
import re
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

import phonenumbers
from faker import Faker
from faker import VERSION as FAKER_VERSION

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "benchmarks" / "data" / "pii_holdout" / "holdout.jsonl"
SEED = 7341
EXPECTED_FAKER = "40.0.0"
N_PII = 1600
N_FREE = 400
ENTITIES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS")

# Faker locale -> (region for phonenumbers, language of the text around the values).
# Only locales whose phone provider writes that country's numbers are listed.
LOCALES: dict[str, tuple[str, str]] = {
    # North America
    "en_US": ("US", "en"), "en_CA": ("CA", "en"), "es_MX": ("MX", "es"),
    # South America
    "pt_BR": ("BR", "pt"), "es_AR": ("AR", "es"), "es_CL": ("CL", "es"), "es_CO": ("CO", "es"),
    # Europe
    "en_GB": ("GB", "en"), "de_DE": ("DE", "de"), "de_AT": ("AT", "de"), "de_CH": ("CH", "de"),
    "de_LU": ("LU", "de"), "fr_FR": ("FR", "fr"), "fr_CH": ("CH", "fr"), "it_IT": ("IT", "it"),
    "es_ES": ("ES", "es"), "pt_PT": ("PT", "pt"), "nl_NL": ("NL", "nl"), "nl_BE": ("BE", "nl"),
    "pl_PL": ("PL", "pl"), "cs_CZ": ("CZ", "cs"), "sk_SK": ("SK", "sk"), "hu_HU": ("HU", "hu"),
    "ro_RO": ("RO", "ro"), "bg_BG": ("BG", "bg"), "el_GR": ("GR", "el"), "hr_HR": ("HR", "hr"),
    "sl_SI": ("SI", "sl"), "bs_BA": ("BA", "bs"), "da_DK": ("DK", "da"), "no_NO": ("NO", "no"),
    "sv_SE": ("SE", "sv"), "fi_FI": ("FI", "fi"), "lt_LT": ("LT", "lt"), "lv_LV": ("LV", "lv"),
    "ru_RU": ("RU", "ru"), "uk_UA": ("UA", "uk"),
    # Asia
    "ja_JP": ("JP", "ja"), "zh_CN": ("CN", "zh"), "zh_TW": ("TW", "zh"), "ko_KR": ("KR", "ko"),
    "hi_IN": ("IN", "hi"), "en_IN": ("IN", "en"), "th_TH": ("TH", "th"), "vi_VN": ("VN", "vi"),
    "id_ID": ("ID", "id"), "he_IL": ("IL", "he"), "tr_TR": ("TR", "tr"), "fa_IR": ("IR", "fa"),
    "ar_AE": ("AE", "ar"), "ar_JO": ("JO", "ar"), "ka_GE": ("GE", "ka"), "az_AZ": ("AZ", "az"),
    "hy_AM": ("AM", "hy"), "ne_NP": ("NP", "ne"), "uz_UZ": ("UZ", "uz"), "bn_BD": ("BD", "bn"),
    # Africa
    "tw_GH": ("GH", "en"), "fr_DZ": ("DZ", "fr"),
    # Oceania
    "en_AU": ("AU", "en"), "en_NZ": ("NZ", "en"),
}
ALL = tuple(LOCALES)


def by_lang(*langs: str) -> tuple[str, ...]:
    return tuple(loc for loc, (_, lang) in LOCALES.items() if lang in langs)


EN = by_lang("en")
DE, FR, ES, PT, IT, NL = by_lang("de"), by_lang("fr"), by_lang("es"), by_lang("pt"), by_lang(
    "it"), by_lang("nl")
EU_WEST = DE + FR + ES + PT + IT + NL

# IBAN lengths from the SWIFT IBAN registry, for the countries whose Faker locales give IBANs.
IBAN_LENGTH = {
    "AT": 20, "AZ": 28, "BE": 16, "CH": 21, "CZ": 24, "DE": 22, "ES": 24, "FI": 18, "FR": 27,
    "GB": 22, "GR": 27, "IT": 27, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SK": 24,
    "TR": 26,
}
# Locales whose Faker ``iban()`` gives an IBAN of the locale's own country with the registry length.
IBAN_LOCALES = (
    "en_GB", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "it_IT", "es_ES", "pt_PT", "nl_NL",
    "nl_BE", "pl_PL", "cs_CZ", "sk_SK", "ro_RO", "el_GR", "no_NO", "fi_FI", "tr_TR", "az_AZ",
)


# --------------------------------------------------------------------------
# Checks shared with the PII-free texts


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(body: str) -> str:
    for d in "0123456789":
        if luhn_ok(body + d):
            return d
    raise AssertionError("unreachable")


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    moved = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def card_prefix(digits: str) -> bool:
    """True when ``digits`` start like a payment card of some brand (kept broad on purpose)."""
    return digits[0] in "23456" or digits.startswith(("1800", "2131"))


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
DOTTED_RE = re.compile(r"(?<![\d.])\d+(?:\.\d+)+(?![\d])")
HEXCOLON_RE = re.compile(r"[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")
DIGIT_RUN_RE = re.compile(r"(?<![\d])\d+(?:[ -]\d+)*(?![\d])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,32}\b")
CHECK_REGIONS = ("US", "GB", "DE", "FR", "IN", "BR", "CN", "JP")


def lookalike_problems(text: str, regions: tuple[str, ...] = CHECK_REGIONS) -> list[str]:
    """What in ``text`` reads as one of the five entities (empty when nothing does)."""
    found: list[str] = []
    if EMAIL_RE.search(text):
        found.append("email")
    for m in DOTTED_RE.finditer(text):
        parts = m.group().split(".")
        if len(parts) == 4 and all(len(p) <= 3 and int(p) <= 255 for p in parts):
            found.append("ipv4 " + m.group())
    for m in HEXCOLON_RE.finditer(text):
        cand = m.group().strip(":.")
        if cand.count(":") >= 2:
            for c in (m.group(), cand):
                try:
                    ipaddress.IPv6Address(c)
                except ValueError:
                    continue
                found.append("ipv6 " + c)
                break
    for m in DIGIT_RUN_RE.finditer(text):
        groups = re.split(r"[ -]", m.group())
        # Every stretch of whole groups, so that a card hidden in a longer run is seen too.
        for i in range(len(groups)):
            digits = ""
            for j in range(i, len(groups)):
                digits += groups[j]
                if len(digits) > 19:
                    break
                if len(digits) >= 12 and card_prefix(digits) and luhn_ok(digits):
                    found.append("card " + digits)
    for m in IBAN_RE.finditer(text):
        if iban_ok(m.group()):
            found.append("iban " + m.group())
    # Phones: a valid number written with a country code, or a number grouped exactly the way
    # a region writes its phone numbers. Ungrouped digit strings (order numbers, timestamps,
    # product codes) are what they are written as, not phone numbers.
    for match in phonenumbers.PhoneNumberMatcher(text, None, phonenumbers.Leniency.VALID):
        found.append(f"phone[+] {match.raw_string}")
    for region in regions:
        for match in phonenumbers.PhoneNumberMatcher(text, region,
                                                     phonenumbers.Leniency.EXACT_GROUPING):
            if len(re.findall(r"\d+", match.raw_string)) >= 2:
                found.append(f"phone[{region}] {match.raw_string}")
    return found


# --------------------------------------------------------------------------
# Values


@dataclass(frozen=True)
class Span:
    entity: str
    text: str
    valid: bool | None = None


def region_of(locale: str) -> str:
    return LOCALES[locale][0]


def phone_valid(text: str, region: str) -> bool:
    return phonenumbers.is_valid_number(phonenumbers.parse(text.replace("\n", " "), region))


def _digit_groups(s: str) -> list[str]:
    return re.findall(r"\+?\d+", s)


def _idd_is_00(region: str) -> bool:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    return bool(md and md.international_prefix and re.fullmatch(md.international_prefix, "00"))


def _trunk_0(region: str) -> bool:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    return bool(md and md.national_prefix == "0")


PHONE_STYLES = {
    "raw": 30, "national": 18, "intl": 14, "e164": 6, "intl00": 5, "dots": 4, "dashes": 4,
    "spaces": 3, "compact": 3, "slash": 2, "paren_area": 4, "plus_trunk": 3, "cc_paren": 3,
}
INTL_STYLES = ("intl", "e164", "intl00", "plus_trunk", "cc_paren", "raw_intl")

# (written after the number, inside the span?) per language; ``{x}`` is the extension.
EXT_FORMS = {
    "en": [(" ext. {x}", True), (" x{x}", True), (" ext {x}", True), (" Ext. {x}", True),
           (", extension {x}", False)],
    "de": [("-{x}", True), (", Durchwahl {x}", False), (" (Durchwahl -{x})", False)],
    "fr": [(" poste {x}", False), (", poste {x}", False)],
    "es": [(" ext. {x}", True), (" anexo {x}", True), (", int. {x}", False)],
    "pt": [(" ramal {x}", False), (", ramal {x}", False)],
    "it": [(" int. {x}", True), (", interno {x}", False)],
    "nl": [(" toestel {x}", False)],
    "pl": [(" wew. {x}", False)],
    "ru": [(" доб. {x}", True)],
    "ja": [(" 内線{x}", False)],
}


class Values:
    """Faker-backed values for one locale, drawn with that locale's Faker and the shared RNG."""

    def __init__(self, faker: Faker, locale: str, rng: random.Random):
        self.f = faker
        self.locale = locale
        self.region, self.lang = LOCALES[locale]
        self.rng = rng

    # ---- phones
    def _raw_phone(self) -> tuple[str, phonenumbers.PhoneNumber]:
        for _ in range(200):
            raw = self.f.phone_number()
            try:
                num = phonenumbers.parse(raw, self.region)
            except phonenumbers.NumberParseException:
                continue
            # A leading 00 can make phonenumbers read a local number as one from abroad.
            if (phonenumbers.is_possible_number(num)
                    and num.country_code == phonenumbers.country_code_for_region(self.region)):
                return raw, num
        raise RuntimeError(f"no usable phone number from {self.locale}")

    def _style(self, styles: tuple[str, ...] | None) -> str:
        names = list(styles) if styles else list(PHONE_STYLES)
        weights = []
        for s in names:
            w = PHONE_STYLES.get(s, 10)
            if s == "slash" and self.lang in ("de", "hu", "cs", "sk", "pl", "hr", "bs", "sl"):
                w = 6
            if s == "dots" and self.lang in ("fr", "it", "es", "pt", "en"):
                w = 6
            weights.append(w)
        return self.rng.choices(names, weights)[0]

    def _render(self, raw: str, num: phonenumbers.PhoneNumber, style: str) -> str:
        bare = phonenumbers.PhoneNumber()
        bare.merge_from(num)
        bare.extension = None
        fmt = phonenumbers.PhoneNumberFormat
        national = phonenumbers.format_number(bare, fmt.NATIONAL)
        intl = phonenumbers.format_number(bare, fmt.INTERNATIONAL)
        e164 = phonenumbers.format_number(bare, fmt.E164)
        rng = self.rng
        if style == "raw":
            return raw
        if style == "raw_intl":
            return raw if raw.lstrip("(").startswith(("+", "00")) else intl
        if style == "national":
            return national
        if style == "intl":
            return intl
        if style == "e164":
            return e164
        if style == "intl00":
            src = intl if rng.random() < 0.7 else e164
            return "00" + src[1:] if _idd_is_00(self.region) else src
        if style in ("dots", "dashes", "spaces"):
            sep = {"dots": ".", "dashes": "-", "spaces": " "}[style]
            groups = _digit_groups(national if rng.random() < 0.6 else intl)
            if sep == "." and len(groups) < 3:
                return national  # two dotted groups read as a decimal number, not a phone
            return sep.join(groups)
        if style == "compact":
            return re.sub(r"[^\d]", "", national)
        national_groups = _digit_groups(national)
        if style == "slash" and len(national_groups) >= 2:
            rest = national_groups[1:]
            return national_groups[0] + "/" + (" ".join(rest) if rng.random() < 0.5
                                               else "".join(rest))
        if style == "paren_area" and len(national_groups) >= 2:
            if "(" in national:
                return national
            return f"({national_groups[0]}) " + " ".join(national_groups[1:])
        intl_groups = _digit_groups(intl)
        if (style == "plus_trunk" and _trunk_0(self.region) and national.startswith("0")
                and len(intl_groups) >= 2):
            return f"{intl_groups[0]} (0){intl_groups[1]} " + " ".join(intl_groups[2:])
        if style == "cc_paren" and len(intl_groups) >= 2:
            return f"({intl_groups[0]}) " + " ".join(intl_groups[1:])
        return intl

    def phone(self, styles: tuple[str, ...] | None = None, wrap: bool = False) -> Span:
        """A phone number of the locale, written in one of the ways people write them."""
        raw, num = self._raw_phone()
        style = self._style(styles)
        text = self._render(raw, num, style).strip()
        try:
            back = phonenumbers.parse(text, self.region)
            same = (back.country_code == num.country_code
                    and back.national_number == num.national_number)
        except phonenumbers.NumberParseException:
            same = False
        if not same:
            text = raw
        if wrap and " " in text.strip():
            spaces = [i for i, ch in enumerate(text) if ch == " " and 0 < i < len(text) - 1]
            cut = self.rng.choice(spaces)
            text = text[:cut] + "\n" + text[cut + 1:]
        return Span("PHONE_NUMBER", text, phone_valid(text, self.region))

    def phone_ext(self, styles: tuple[str, ...] | None = None) -> list:
        """A phone number with an extension; inside the span only where phone software reads it."""
        forms = EXT_FORMS.get(self.lang, EXT_FORMS["en"])
        form, inside = self.rng.choice(forms)
        ext = self.rng.choice(["1", "2", "3", "4", "5", "6", "7", "8", "9"]) + "".join(
            self.rng.choice("0123456789") for _ in range(self.rng.choice([1, 2, 2, 3])))
        for _ in range(20):
            base = self.phone(styles)
            if not re.search(r"(?:x|ext\.?|#|доб\.?)\s*\d+$", base.text, re.I) and "\n" not in (
                    base.text):
                break
        if inside:
            text = base.text + form.format(x=ext)
            try:
                phonenumbers.parse(text, self.region)
            except phonenumbers.NumberParseException:
                return [base, form.format(x=ext)]
            return [Span("PHONE_NUMBER", text, phone_valid(text, self.region))]
        return [base, form.format(x=ext)]

    # ---- other entities
    def email(self, kind: str | None = None) -> Span:
        kind = kind or self.rng.choices(["email", "free", "company"], [4, 3, 3])[0]
        value = {"email": self.f.email, "free": self.f.free_email,
                 "company": self.f.company_email}[kind]()
        return Span("EMAIL_ADDRESS", value)

    def iban(self, grouped: bool | None = None) -> Span:
        for _ in range(50):
            value = self.f.iban()
            if IBAN_LENGTH.get(value[:2]) == len(value) and iban_ok(value):
                break
        else:
            raise RuntimeError(f"no valid IBAN from {self.locale}")
        if grouped is None:
            grouped = self.rng.random() < 0.6
        if grouped:
            value = " ".join(value[i:i + 4] for i in range(0, len(value), 4))
        return Span("IBAN_CODE", value)

    def card(self, sep: str | None = None, brand: str | None = None) -> Span:
        return Span("CREDIT_CARD", make_card(self.rng, sep, brand))

    def ip4(self, private: bool | None = None) -> Span:
        return Span("IP_ADDRESS", make_ipv4(self.rng, private))

    def ip6(self, full: bool | None = None, kind: str | None = None) -> Span:
        return Span("IP_ADDRESS", make_ipv6(self.rng, full, kind))

    def ip(self) -> Span:
        return self.ip4() if self.rng.random() < 0.7 else self.ip6()

    # ---- context (not PII entities of this set)
    def name(self) -> str:
        return self.f.name()

    def first(self) -> str:
        return self.f.first_name()

    def last(self) -> str:
        return self.f.last_name()

    def company(self) -> str:
        return self.f.company()

    def job(self) -> str:
        return self.f.job()

    def city(self) -> str:
        return self.f.city()

    def street(self) -> str:
        return self.f.street_address()

    def postcode(self) -> str:
        return self.f.postcode()

    def address(self) -> str:
        return self.f.address()

    def user(self) -> str:
        return self.f.user_name()

    def bic(self) -> str:
        return self.f.swift(length=self.rng.choice([8, 11]))


CARD_BRANDS = {
    # brand: (prefixes or (low, high) prefix ranges, lengths, weight)
    "visa": (["4"], [13, 16, 16, 16, 19], 25),
    "mastercard": ([("51", "55"), ("2221", "2720")], [16], 20),
    "amex": (["34", "37"], [15], 10),
    "diners": ([("300", "305"), "3095", "36", "38", "39"], [14], 6),
    "discover": (["6011", ("644", "649"), "65", ("622126", "622925")], [16, 16, 19], 8),
    "jcb": ([("3528", "3589")], [16], 7),
    "jcb15": (["2131", "1800"], [15], 3),
    "unionpay": (["62"], [16, 17, 18, 19], 8),
    "maestro": (["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
                list(range(12, 20)), 10),
}


def make_card(rng: random.Random, sep: str | None = None, brand: str | None = None) -> str:
    names = list(CARD_BRANDS)
    brand = brand or rng.choices(names, [CARD_BRANDS[b][2] for b in names])[0]
    prefixes, lengths, _ = CARD_BRANDS[brand]
    pre = rng.choice(prefixes)
    if isinstance(pre, tuple):
        lo, hi = pre
        pre = str(rng.randint(int(lo), int(hi))).zfill(len(lo))
    length = rng.choice(lengths)
    body = pre + "".join(rng.choice("0123456789") for _ in range(length - len(pre) - 1))
    digits = body + luhn_digit(body)
    if sep is None:
        sep = rng.choices(["", " ", "-"], [35, 45, 20])[0]
    if not sep:
        return digits
    n = len(digits)
    if n == 15:
        sizes = [4, 6, 5]
    elif n == 14:
        sizes = [4, 6, 4]
    elif n == 13:
        sizes = rng.choice([[4, 4, 5], [4, 3, 3, 3]])
    elif n == 19 and rng.random() < 0.4:
        sizes = [6, 13]
    else:
        sizes = [4] * (n // 4) + ([n % 4] if n % 4 else [])
    out, i = [], 0
    for s in sizes:
        out.append(digits[i:i + s])
        i += s
    return sep.join(out)


def make_ipv4(rng: random.Random, private: bool | None = None) -> str:
    if private is None:
        private = rng.random() < 0.4
    if private:
        kind = rng.choice(["10", "172", "192"])
        if kind == "10":
            return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        if kind == "172":
            return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        return f"192.168.{rng.choice([0, 1, 1, 2, 10, 100, 178])}.{rng.randint(2, 254)}"
    while True:
        addr = ipaddress.IPv4Address(rng.getrandbits(32))
        if addr.is_global and not addr.is_multicast and 1 <= addr.packed[0] <= 223:
            return str(addr)


def make_ipv6(rng: random.Random, full: bool | None = None, kind: str | None = None) -> str:
    kind = kind or rng.choices(["global", "link", "ula"], [7, 2, 1])[0]
    groups = [0] * 8
    if kind == "global":
        groups[0] = rng.randint(0x2001, 0x2c0f)
        for i in range(1, rng.choice([3, 4, 4])):
            groups[i] = rng.getrandbits(16)
        for i in range(rng.choice([4, 5, 6, 7]), 8):
            groups[i] = rng.getrandbits(16)
    elif kind == "link":
        groups[0] = 0xFE80
        for i in range(4, 8):
            groups[i] = rng.getrandbits(16)
    else:
        groups[0] = 0xFD00 | rng.getrandbits(8)
        for i in range(1, 4):
            groups[i] = rng.getrandbits(16)
        groups[7] = rng.randint(1, 0xFFFF)
    addr = ipaddress.IPv6Address(":".join(f"{g:x}" for g in groups))
    if full is None:
        full = rng.random() < 0.3
    text = addr.exploded if full else addr.compressed
    return text.upper() if rng.random() < 0.1 else text


# --------------------------------------------------------------------------
# Template helpers

PLACEHOLDER = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def fmt(pattern: str, **values) -> list:
    """Split ``pattern`` at ``{name}`` and put in ``values`` (strings, spans or lists of parts)."""
    parts: list = []
    pos = 0
    for m in PLACEHOLDER.finditer(pattern):
        parts.append(pattern[pos:m.start()])
        parts.append(values[m.group(1)])
        pos = m.end()
    parts.append(pattern[pos:])
    return parts


def flatten(parts) -> list:
    out: list = []
    for p in parts:
        if isinstance(p, (list, tuple)):
            out.extend(flatten(p))
        elif p != "":
            out.append(p)
    return out


BASE_DAY = dt.date(2019, 1, 1)
DAY_SPAN = (dt.date(2025, 6, 30) - BASE_DAY).days
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_EN_LONG = ["January", "February", "March", "April", "May", "June", "July", "August",
                  "September", "October", "November", "December"]


def rdate(rng: random.Random) -> dt.date:
    return BASE_DAY + dt.timedelta(days=rng.randrange(DAY_SPAN))


def rtime(rng: random.Random, seconds: bool = False) -> str:
    t = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
    return t + f":{rng.randint(0, 59):02d}" if seconds else t


def date_text(rng: random.Random, lang: str = "en") -> str:
    d = rdate(rng)
    if lang in ("de", "ru", "pl", "cs", "sk", "fi", "no", "da", "tr", "uk", "ro"):
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if lang in ("fr", "es", "pt", "it", "el", "vi", "id", "ar", "he", "hi"):
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if lang in ("ja", "zh"):
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}. {d.month}. {d.day}."
    if lang in ("nl",):
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if lang in ("sv", "hu", "lt"):
        return d.isoformat()
    return rng.choice([f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}", d.isoformat(),
                       f"{d.day} {MONTHS_EN_LONG[d.month - 1]} {d.year}",
                       f"{d.month}/{d.day}/{d.year}"])


def num(rng: random.Random, digits: int) -> str:
    return str(rng.randint(10 ** (digits - 1), 10 ** digits - 1))


def money(rng: random.Random, lang: str, lo: int = 5, hi: int = 3000) -> str:
    cents = rng.randint(lo * 100, hi * 100)
    whole, frac = divmod(cents, 100)
    if lang in ("en", "ja", "zh", "ko", "hi", "th", "he"):
        return f"{whole:,}.{frac:02d}"
    return f"{whole:,}".replace(",", ".") + f",{frac:02d}"


# --------------------------------------------------------------------------
# PII templates

TEMPLATES: list[tuple[str, tuple[str, ...], object]] = []


def template(name: str, locales: tuple[str, ...]):
    def deco(fn):
        TEMPLATES.append((name, locales, fn))
        return fn
    return deco


BROWSERS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/121.0.6167.85 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.2 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:122.0) Gecko/20100101 Firefox/122.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
    "Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
    "curl/8.4.0",
    "python-requests/2.31.0",
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
]
PATHS = ["/", "/index.html", "/login", "/api/v2/orders?page=3", "/static/app.3f9c2e.js",
         "/wp-login.php", "/favicon.ico", "/account/settings", "/search?q=shoes", "/robots.txt"]


def clf_time(rng: random.Random) -> str:
    d = rdate(rng)
    return f"{d.day:02d}/{MONTHS_EN[d.month - 1]}/{d.year}:{rtime(rng, True)} +0000"


def iso_ts(rng: random.Random) -> str:
    d = rdate(rng)
    return f"{d.isoformat()}T{rtime(rng, True)}.{rng.randint(0, 999):03d}Z"


# ---- chat and short messages


@template("t-001", EN)
def _t001(v: Values):
    return fmt(v.rng.choice([
        "hey its {first}, text me at {p} when ur outside",
        "ok call me on {p} in 5 min",
        "my new number is {p} - save it, old one is dead",
        "{first} here. lost my phone, this is my temporary number {p}",
        "can't talk rn, try {p} after 6",
        "pls ring {p} if the gate is locked",
    ]), first=v.first(), p=v.phone())


@template("t-002", ALL)
def _t002(v: Values):
    rng = v.rng
    a, b = v.user(), v.user()
    start = rng.randint(0, 22 * 60)
    ts = [f"{(start + k) // 60:02d}:{(start + k) % 60:02d}" for k in range(5)]
    lines = [
        f"[{ts[0]}] {a}: does anyone have the number for the landlord?",
        f"[{ts[1]}] {b}: yeah one sec",
        ["[", ts[2], "] ", b, ": ", v.phone()],
        f"[{ts[4]}] {a}: thx!!",
    ]
    if rng.random() < 0.5:
        lines.insert(3, ["[", ts[3], "] ", b, ": or the office ", v.phone()])
    return [[line, "\n"] for line in lines[:-1]] + [lines[-1]]


@template("t-003", EN)
def _t003(v: Values):
    return fmt(v.rng.choice([
        "Hi, this is {name}. Please call me back at {p}, or email {e}. Thanks!",
        "You can reach me at {e} or on my cell, {p}.",
        "Best way to get hold of me is WhatsApp: {pi}",
    ]), name=v.name(), p=v.phone(), e=v.email(), pi=v.phone(INTL_STYLES))


@template("t-004", EN)
def _t004(v: Values):
    return fmt(v.rng.choice([
        "Voicemail from {p} ({dur} sec): \"Hi, it's {first}, give me a call back on {p2} "
        "when you get a chance, thanks.\"",
        "Missed call: {p}\nMissed call: {p}\nNew voicemail from {p2}",
    ]), p=v.phone(), p2=v.phone(), first=v.first(), dur=str(v.rng.randint(5, 90)))


# ---- e-mail signatures


@template("t-005", EN)
def _t005(v: Values):
    pat = v.rng.choice([
        "Best regards,\n\n{name}\n{job}\n{company}\nT: {p} | M: {p2} | E: {e}",
        "Thanks,\n{name}\n{job} | {company}\nOffice: {p}\nMobile: {p2}\n{e}",
        "Kind regards\n{name}\nDirect line: {px}\nEmail: {e}",
    ])
    return fmt(pat, name=v.name(), job=v.job(), company=v.company(), p=v.phone(),
               p2=v.phone(), px=v.phone_ext(), e=v.email("company"))


@template("t-006", ALL)
def _t006(v: Values):
    # Signature with no labels at all: name, address, number, address.
    return fmt("--\n{name}\n{company}\n{addr}\n{p}\n{e}", name=v.name(), company=v.company(),
               addr=v.address(), p=v.phone(), e=v.email())


@template("t-007", DE)
def _t007(v: Values):
    pat = v.rng.choice([
        "Mit freundlichen Grüßen\n\n{name}\n{company}\n{street}\n{pc} {city}\n\n"
        "Tel.: {p}\nFax: {p2}\nE-Mail: {e}",
        "Viele Grüße\n{name}\n\nTelefon {p} | Mobil {p2}\n{e}",
        "Freundliche Grüße\n{name}\n{job}\nT {px}\nM {p2}",
    ])
    return fmt(pat, name=v.name(), company=v.company(), street=v.street(), pc=v.postcode(),
               city=v.city(), p=v.phone(), p2=v.phone(), px=v.phone_ext(), e=v.email(),
               job=v.job())


@template("t-008", FR)
def _t008(v: Values):
    pat = v.rng.choice([
        "Cordialement,\n\n{name}\n{job}\n{company}\nTél. : {p}\nPortable : {p2}\nCourriel : {e}",
        "Bien à vous,\n{name}\n{company}\n{street}\n{pc} {city}\nTél : {px}",
        "--\n{name}\n{p} / {p2}\n{e}",
    ])
    return fmt(pat, name=v.name(), job=v.job(), company=v.company(), p=v.phone(), p2=v.phone(),
               px=v.phone_ext(), e=v.email(), street=v.street(), pc=v.postcode(), city=v.city())


@template("t-009", ES)
def _t009(v: Values):
    pat = v.rng.choice([
        "Un saludo,\n{name}\n{company}\nTel. {p} | Móvil {p2}\n{e}",
        "Atentamente,\n\n{name}\n{job}\nTeléfono: {px}\nCorreo: {e}",
        "Saludos cordiales\n{name}\nCel: {p}",
    ])
    return fmt(pat, name=v.name(), company=v.company(), job=v.job(), p=v.phone(),
               p2=v.phone(), px=v.phone_ext(), e=v.email())


@template("t-010", IT + PT)
def _t010(v: Values):
    if v.lang == "it":
        pat = v.rng.choice([
            "Cordiali saluti\n{name}\n{company}\nTel. {p}\nCell. {p2}\nE-mail: {e}",
            "Un saluto,\n{name}\n{px} - {e}",
        ])
    else:
        pat = v.rng.choice([
            "Atenciosamente,\n{name}\n{company}\nTel.: {p}\nCel.: {p2}\n{e}",
            "Cumprimentos,\n{name}\nTelefone: {px}\nEmail: {e}",
        ])
    return fmt(pat, name=v.name(), company=v.company(), p=v.phone(), p2=v.phone(),
               px=v.phone_ext(), e=v.email())


@template("t-011", NL + by_lang("sv", "da", "no", "fi"))
def _t011(v: Values):
    pat = {
        "nl": "Met vriendelijke groet,\n\n{name}\n{company}\nT: {p}\nM: {p2}\nE: {e}",
        "sv": "Med vänliga hälsningar\n{name}\n{company}\nTel: {p}\nMobil: {p2}\nE-post: {e}",
        "da": "Med venlig hilsen\n{name}\n{company}\nTlf. {p}\nMobil {p2}\n{e}",
        "no": "Med vennlig hilsen\n{name}\n{company}\nTlf: {p}\nMobil: {p2}\nE-post: {e}",
        "fi": "Ystävällisin terveisin\n{name}\n{company}\npuh. {p}\ngsm {p2}\n{e}",
    }[v.lang]
    return fmt(pat, name=v.name(), company=v.company(), p=v.phone(), p2=v.phone(), e=v.email())


@template("t-012", by_lang("ja"))
def _t012(v: Values):
    pat = v.rng.choice([
        "{company}\n営業部　{name}\nTEL：{p}　FAX：{p2}\nMail：{e}",
        "━━━━━━━━━━━━━━━\n{name}\n{company}\n〒{pc} {addr}\nTEL {p} / 携帯 {p2}\n━━━━━━━━━━━━━━━",
        "{name}様\n\nいつもお世話になっております。\n折り返しのお電話は{p}までお願いいたします。",
    ])
    return fmt(pat, company=v.company(), name=v.name(), p=v.phone(), p2=v.phone(),
               e=v.email(), pc=v.postcode(), addr=v.address())


@template("t-013", by_lang("zh", "ko"))
def _t013(v: Values):
    if v.locale == "zh_CN":
        pat = v.rng.choice([
            "您好，我的手机号是{p}，邮箱{e}，有事请联系。",
            "收货人：{name}\n联系电话：{p}\n收货地址：{addr}",
            "{name}\n{company}\n电话：{p}\n手机：{p2}\n邮箱：{e}",
        ])
    elif v.locale == "zh_TW":
        pat = v.rng.choice([
            "您好，如有任何問題請來電 {p}，或來信至 {e}。",
            "{name}\n{company}\n電話：{p}\n手機：{p2}",
        ])
    else:
        pat = v.rng.choice([
            "문의사항은 {p}로 연락 주세요. 이메일: {e}",
            "{name} 드림\n휴대폰: {p}\n사무실: {p2}\n이메일: {e}",
            "배송지: {addr}\n받는 분: {name}\n연락처: {p}",
        ])
    return fmt(pat, p=v.phone(), p2=v.phone(), e=v.email(), name=v.name(),
               addr=v.address(), company=v.company())


@template("t-014", by_lang("ar", "he", "fa"))
def _t014(v: Values):
    pat = {
        "ar": ["للتواصل: {p} أو عبر البريد الإلكتروني {e}",
               "مع أطيب التحيات،\n{name}\nهاتف: {p}\nجوال: {p2}"],
        "he": ["ניתן ליצור קשר בטלפון {p} או במייל {e}", "בברכה,\n{name}\nנייד: {p}"],
        "fa": ["شماره تماس: {p}\nایمیل: {e}", "لطفاً با شماره {p} تماس بگیرید."],
    }[v.lang]
    return fmt(v.rng.choice(pat), p=v.phone(), p2=v.phone(), e=v.email(), name=v.name())


# ---- forms, exports, structured data


@template("t-015", ALL)
def _t015(v: Values):
    rng = v.rng
    return fmt(
        "New contact form submission\n\nName: {name}\nEmail: {e}\nPhone: {p}\nSubject: {subj}\n"
        "Message: {msg}\n\n---\nSubmitted {date} from {ip}",
        name=v.name(), e=v.email(), p=v.phone(), ip=v.ip(),
        subj=rng.choice(["Quote request", "Delivery question", "Partnership", "Complaint"]),
        msg=rng.choice(["Please call me back in the afternoon.",
                        "I'd like a quote for 40 units.", "My order never arrived.",
                        "Do you ship to my area?"]),
        date=date_text(rng))


@template("t-016", ALL)
def _t016(v: Values):
    rng = v.rng
    sep = rng.choice([",", ",", ";", "\t"])
    header = sep.join(rng.choice([["name", "email", "phone"],
                                  ["Full Name", "E-mail", "Mobile", "City"],
                                  ["id", "contact", "email", "tel"]]))
    cols = header.split(sep)
    rows: list = [header, "\n"]
    for i in range(rng.randint(2, 5)):
        cells: list = []
        for c in cols:
            low = c.lower()
            if low in ("name", "full name", "contact"):
                val = v.name()
                cells.append(f'"{val}"' if sep == "," and "," in val else val)
            elif "mail" in low:
                cells.append(v.email())
            elif low in ("phone", "mobile", "tel"):
                cells.append(v.phone())
            elif low == "city":
                cells.append(v.city().replace(sep, " "))
            else:
                cells.append(str(1000 + i * rng.randint(1, 9)))
        for j, cell in enumerate(cells):
            rows.append(cell)
            rows.append(sep if j < len(cells) - 1 else "\n")
    return rows[:-1]


@template("t-017", ALL)
def _t017(v: Values):
    rng = v.rng
    rows: list = ["order_id\tdate\tcustomer_email\tcard_number\tamount\n"]
    for _ in range(rng.randint(2, 4)):
        d = rdate(rng)
        rows += [f"SO-{num(rng, 6)}\t{d.isoformat()}\t", v.email(), "\t",
                 v.card(sep=rng.choice(["", "", " "])), f"\t{money(rng, 'en')}\n"]
    rows[-1] = rows[-1].rstrip("\n")
    return rows


@template("t-018", ALL)
def _t018(v: Values):
    rng = v.rng
    return fmt(
        '{"ts":"{ts}","level":"{lvl}","event":"{ev}","user":"{e}","client_ip":"{ip}",'
        '"latency_ms":{lat}}',
        ts=iso_ts(rng), lvl=rng.choice(["INFO", "WARN", "INFO"]),
        ev=rng.choice(["login", "password_reset", "checkout", "logout"]), e=v.email(),
        ip=v.ip(), lat=str(rng.randint(3, 900)))


@template("t-019", ALL)
def _t019(v: Values):
    rng = v.rng
    card = v.card(sep="")
    return [
        "{\n",
        f'  "order": "{num(rng, 8)}",\n',
        '  "customer": {\n',
        f'    "name": "{v.name()}",\n',
        '    "phone": "', v.phone(), '",\n',
        '    "email": "', v.email(), '"\n',
        "  },\n",
        '  "payment": {"method": "card", "pan": "', card,
        f'", "exp": "{rng.randint(1, 12):02d}/{rng.randint(26, 31)}"}}\n',
        "}",
    ]


@template("t-020", ALL)
def _t020(v: Values):
    rng = v.rng
    n = rng.randint(1, 3)
    parts: list = []
    for i in range(n):
        parts += [f"INSERT INTO customers (id, name, email, phone) VALUES ({rng.randint(1, 9999)}, "
                  f"'{v.name().replace(chr(39), chr(39) * 2)}', '", v.email(), "', '",
                  v.phone(), "');"]
        if i < n - 1:
            parts.append("\n")
    return parts


@template("t-021", ALL)
def _t021(v: Values):
    return fmt("BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nORG:{company}\nTEL;TYPE=CELL:{p}\n"
               "TEL;TYPE=WORK,VOICE:{p2}\nEMAIL;TYPE=INTERNET:{e}\nEND:VCARD",
               name=v.name(), company=v.company(), p=v.phone(), p2=v.phone(), e=v.email())


@template("t-022", ALL)
def _t022(v: Values):
    rng = v.rng
    parts: list = ["| Name | Phone | Email |\n|---|---|---|\n"]
    for i in range(rng.randint(2, 4)):
        parts += ["| ", v.name(), " | ", v.phone(), " | ", v.email(), " |"]
        parts.append("\n")
    return parts[:-1]


@template("t-023", ALL)
def _t023(v: Values):
    return fmt("contact:\n  name: {name}\n  phone: \"{p}\"\n  email: {e}\n  notes: prefers calls "
               "after {t}", name=v.name(), p=v.phone(), e=v.email(), t=rtime(v.rng))


@template("t-024", DE + FR + NL)
def _t024(v: Values):
    head = {"de": "Name;Telefon;E-Mail;Ort", "fr": "Nom;Téléphone;Courriel;Ville",
            "nl": "Naam;Telefoon;E-mail;Plaats"}[v.lang]
    parts: list = [head]
    for _ in range(v.rng.randint(2, 5)):
        parts += ["\n", v.name(), ";", v.phone(), ";", v.email(), ";", v.city()]
    return parts


@template("t-025", ALL)
def _t025(v: Values):
    # Fixed-width phone list, numbers unlabelled in a column.
    rng = v.rng
    parts: list = [f"{'Name':<28}{'Room':<8}Number\n"]
    for i in range(rng.randint(3, 5)):
        nm = v.name()
        parts += [f"{nm:<26}  {rng.choice('ABC')}{rng.randint(100, 450):<7}", v.phone()]
        parts.append("\n")
    return parts[:-1]


# ---- support, orders, classifieds, forum


@template("t-026", EN)
def _t026(v: Values):
    rng = v.rng
    return fmt(
        "Ticket #{tid} - {status}\nCustomer: {name} ({e})\nReported: card {c} was charged twice "
        "for order {oid} ({amt}).\nCallback number: {p}\nNotes: refund pending review.",
        tid=num(rng, 6), status=rng.choice(["Open", "Escalated", "Pending"]), name=v.name(),
        e=v.email(), c=v.card(), oid=f"A{num(rng, 7)}", amt="$" + money(rng, "en", 10, 900),
        p=v.phone())


@template("t-027", EN)
def _t027(v: Values):
    rng = v.rng
    item = rng.choice(["2014 Honda Civic, 98k miles, $7,900 obo",
                       "IKEA sofa, grey, like new, $150",
                       "Trek mountain bike 17.5\" frame, $420",
                       "2 concert tickets for Saturday, face value",
                       "Moving sale - everything must go, Sat 8am-2pm"])
    return fmt(rng.choice([
        "FOR SALE: {item}. Call or text {p}. No lowballers please.",
        "{item}\nPickup only in {city}.\n{p}",
        "{item} -- serious buyers only, {p} (text first) or {e}",
    ]), item=item, p=v.phone(), city=v.city(), e=v.email("free"))


@template("t-028", EN)
def _t028(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Same problem here. My router shows WAN IP {ip} but every site says I'm on {ip2}. "
        "ISP says it's CGNAT?",
        "Re: can't SSH to my VPS\n\nFirewall log shows the connection from {ip} being dropped. "
        "My server is at {ip2}, port 22 is open.",
        "Quick question - I set a static IP of {ip} on the printer but it keeps grabbing "
        "{ip2} from DHCP. Any idea?",
    ]), ip=v.ip(), ip2=v.ip())


@template("t-029", EN)
def _t029(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "The manager gave me his direct number ({p}) and never called back. Two stars.",
        "Update: they finally answered on {p} after 40 minutes on hold.",
        "Don't bother with the 0800 line, call the branch directly: {p}",
    ]), p=v.phone())


@template("t-030", EN)
def _t030(v: Values):
    rng = v.rng
    label = rng.choice(["SHIP TO:", "Deliver to:", "RECIPIENT"])
    return fmt("{label}\n{name}\n{addr}\n{p}\n\nREF {ref}  WT {wt} kg  PCS 1/1",
               label=label, name=v.name(), addr=v.address(), p=v.phone(),
               ref=f"{num(rng, 4)}-{num(rng, 5)}", wt=f"{rng.randint(1, 30)}.{rng.randint(0, 9)}")


@template("t-031", EN)
def _t031(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Hi {first}, your courier will call you from {p} between {t1} and {t2}. Reply STOP to "
        "opt out.",
        "Your table for 4 is confirmed for {t1}. Questions? Call {p}.",
        "Appointment reminder: {date} at {t1}. To reschedule call {p}.",
    ]), first=v.first(), p=v.phone(), t1=rtime(rng), t2=rtime(rng), date=date_text(rng))


@template("t-032", EN)
def _t032(v: Values):
    rng = v.rng
    return fmt("Join the meeting by phone\n{p} (Toll)\n{p2}\nMeeting ID: {mid} {mid2} {mid3}\n"
               "Passcode: {pc}",
               p=v.phone(("intl", "e164", "raw_intl")), p2=v.phone(("intl", "raw_intl")),
               mid=num(rng, 3), mid2=num(rng, 4), mid3=num(rng, 4), pc=num(rng, 6))


@template("t-033", EN)
def _t033(v: Values):
    return fmt(v.rng.choice([
        "Emergency contacts\nMom - {p}\nDad - {p2}\nDr. {last} (pediatrician) - {p3}",
        "In case of emergency please contact {name} on {p} or {p2}.",
    ]), p=v.phone(), p2=v.phone(), p3=v.phone(), last=v.last(), name=v.name())


@template("t-034", EN)
def _t034(v: Values):
    return fmt(
        "{name}\n{job}\n{company}\n\nOffice  {p}\nMobile  {p2}\n{e}\n{url}",
        name=v.name(), job=v.job(), company=v.company(), p=v.phone(), p2=v.phone(),
        e=v.email("company"), url=v.f.url())


@template("t-035", EN)
def _t035(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Hello,\n\nI'd like a refund to the card I paid with. The full number is {c}, "
        "expiry {m}/{y}. Order {oid}.\n\nThanks,\n{first}",
        "can u send me ur card number again? the one u sent was cut off\n> sure: {c}",
        "Please update my payment method to {c} (exp {m}/{y}) and cancel the old one.",
    ]), c=v.card(), m=f"{rng.randint(1, 12):02d}",
        y=str(rng.randint(26, 31)), oid=num(rng, 9), first=v.first())


@template("t-036", EN)
def _t036(v: Values):
    rng = v.rng
    return fmt(
        "RESERVATION CONFIRMED\nGuest: {name}\nArrival: {d1}  Nights: {n}\nPhone: {p}\n"
        "Email: {e}\nGuarantee: {brand} {c}",
        name=v.name(), d1=date_text(rng), n=str(rng.randint(1, 9)), p=v.phone(), e=v.email(),
        **labelled_card(v))


@template("t-037", ALL)
def _t037(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Dear customer, your account will be suspended. To verify, send the fee to card {c} "
        "and write to {e} within 24 hours.",
        "CONGRATULATIONS!!! You won. Claim now: reply with your details to {e} or call {p}",
    ]), c=v.card(), e=v.email("free"), p=v.phone(INTL_STYLES))


def labelled_card(v: Values) -> dict:
    """``brand`` (as printed on a receipt) and ``c``, a card number of that brand."""
    label, brand = v.rng.choice([("Visa", "visa"), ("Mastercard", "mastercard"),
                                 ("Amex", "amex"), ("Maestro", "maestro"),
                                 ("Diners Club", "diners"), ("Discover", "discover"),
                                 ("JCB", "jcb"), ("UnionPay", "unionpay")])
    return {"brand": label, "c": v.card(brand=brand)}


# ---- bank transfers and invoices


@template("t-038", IBAN_LOCALES)
def _t038(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Wire instructions\nBeneficiary: {company}\nIBAN: {iban}\nSWIFT/BIC: {bic}\n"
        "Reference: INV-{ref}",
        "Please transfer the deposit of EUR {amt} to IBAN {iban} (BIC {bic}) by {date}. "
        "Quote booking {ref} as the reference.",
        "Our bank details have changed! New account: {iban}. Please update your records.",
    ]), company=v.company(), iban=v.iban(), bic=v.bic(), ref=num(rng, 6),
        amt=money(rng, "en", 100, 5000), date=date_text(rng))


@template("t-039", IBAN_LOCALES)
def _t039(v: Values):
    rng = v.rng
    return fmt(
        "INVOICE {inv}\nDate: {date}\nBill to: {name}\n\nConsulting services ({hours} h)"
        "    {amt}\nVAT 20%    {vat}\n\nPayment by bank transfer within 30 days to:\n{company}\n"
        "IBAN {iban}\nBIC {bic}\nQuestions: {e}",
        inv=f"{rdate(rng).year}-{num(rng, 4)}", date=date_text(rng), name=v.name(),
        hours=str(hours := rng.randint(2, 80)), amt=f"{hours * 95:,}.00",
        vat=f"{hours * 19:,}.00", company=v.company(), iban=v.iban(), bic=v.bic(),
        e=v.email("company"))


@template("t-040", tuple(loc for loc in IBAN_LOCALES if loc.startswith("de")))
def _t040(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Bitte überweisen Sie den Rechnungsbetrag von {amt} € bis zum {date} auf folgendes Konto:"
        "\nIBAN: {iban}\nBIC: {bic}\nVerwendungszweck: Rechnung {inv}",
        "Hallo {first}, kannst du mir die {amt} € für die Konzertkarten auf {iban} überweisen? "
        "Danke!",
        "Kontoinhaber: {name}\nIBAN {iban}\nBank: {company}",
    ]), amt=money(rng, "de", 10, 2500), date=date_text(rng, "de"), iban=v.iban(), bic=v.bic(),
        inv=f"RE-{num(rng, 5)}", first=v.first(), name=v.name(), company=v.company())


@template("t-041", tuple(loc for loc in IBAN_LOCALES if loc.startswith("fr")))
def _t041(v: Values):
    return fmt(
        "Objet : restitution du dépôt de garantie\n\nMadame, Monsieur,\n\nSuite à mon départ du "
        "logement situé {street}, je vous prie de bien vouloir me restituer le dépôt de garantie "
        "par virement sur le compte suivant : IBAN {iban}.\nJe reste joignable au {p} pour toute "
        "question.\n\nVeuillez agréer, Madame, Monsieur, l'expression de mes salutations "
        "distinguées.\n{name}",
        street=v.street(), iban=v.iban(), p=v.phone(), name=v.name())


@template("t-042", ("es_ES", "pt_PT", "it_IT"))
def _t042(v: Values):
    rng = v.rng
    pat = {
        "es": ["Datos para la transferencia:\nTitular: {name}\nIBAN: {iban}\nConcepto: reserva "
               "{ref}", "Hola, te paso mi IBAN para el bizum que no funciona: {iban}. Un abrazo"],
        "pt": ["Para transferência bancária:\nTitular: {name}\nIBAN: {iban}\nReferência: {ref}",
               "Boa tarde, segue o IBAN para o reembolso: {iban} ({name})."],
        "it": ["Vi chiedo il rimborso sul seguente IBAN: {iban}, intestato a {name}.",
               "Coordinate bancarie\nBeneficiario: {name}\nIBAN: {iban}\nCausale: ordine {ref}"],
    }[v.lang]
    return fmt(rng.choice(pat), name=v.name(), iban=v.iban(), ref=num(rng, 6))


@template("t-043", ("nl_NL", "nl_BE", "pl_PL", "cs_CZ", "sk_SK", "tr_TR", "ro_RO", "el_GR",
                    "no_NO", "fi_FI", "az_AZ"))
def _t043(v: Values):
    rng = v.rng
    pat = {
        "nl": "Het bedrag van € {amt} graag overmaken op {iban} t.n.v. {name} o.v.v. "
              "factuurnummer {ref}.",
        "pl": "Proszę o przelew na konto {iban} (odbiorca: {name}), tytułem: zamówienie nr {ref}.",
        "cs": "Číslo účtu (IBAN): {iban}\nVariabilní symbol: {ref}\nČástka: {amt} Kč",
        "sk": "Platbu prosím pošlite na IBAN {iban}, variabilný symbol {ref}.",
        "tr": "Ödeme için IBAN: {iban} (Alıcı: {name}). Açıklamaya sipariş no {ref} yazınız.",
        "ro": "Vă rog să faceți plata în contul {iban}, titular {name}.",
        "el": "Στοιχεία κατάθεσης: IBAN {iban}, δικαιούχος {name}.",
        "no": "Beløpet betales til {iban}, merk innbetalingen med {ref}.",
        "fi": "Maksu tilille {iban}, viite {ref}. Saaja: {name}",
        "az": "Ödəniş üçün IBAN: {iban}, alıcı: {name}",
    }[v.lang]
    return fmt(pat, amt=money(rng, v.lang, 10, 900), iban=v.iban(), name=v.name(),
               ref=num(rng, 7))


@template("t-044", IBAN_LOCALES)
def _t044(v: Values):
    rng = v.rng
    return fmt(
        "Employee onboarding form\n------------------------\nFull name: {name}\nPersonal email: {e}"
        "\nMobile: {p}\nEmergency contact: {name2}, {p2}\nSalary account (IBAN): {iban}\n"
        "Start date: {date}",
        name=v.name(), e=v.email("free"), p=v.phone(), name2=v.name(), p2=v.phone(),
        iban=v.iban(), date=date_text(rng))


# ---- logs and configuration


@template("t-045", ALL)
def _t045(v: Values):
    rng = v.rng
    parts: list = []
    for i in range(rng.randint(2, 4)):
        ip = v.ip4() if rng.random() < 0.8 else v.ip6()
        parts += [ip, f' - - [{clf_time(rng)}] "GET {rng.choice(PATHS)} HTTP/1.1" '
                      f'{rng.choice([200, 200, 301, 304, 404, 500])} {rng.randint(0, 90000)} "-" '
                      f'"{rng.choice(BROWSERS)}"']
        parts.append("\n")
    return parts[:-1]


@template("t-046", ALL)
def _t046(v: Values):
    rng = v.rng
    d = rdate(rng)
    host = rng.choice(["web01", "bastion", "vps-3", "gw"])
    parts: list = []
    for i in range(rng.randint(1, 3)):
        user = rng.choice(["admin", "root", "test", "oracle", "ubuntu"])
        parts += [f"{MONTHS_EN[d.month - 1]} {d.day:2d} {rtime(rng, True)} {host} "
                  f"sshd[{rng.randint(1000, 65000)}]: Failed password for invalid user {user} "
                  "from ", v.ip(), f" port {rng.randint(1024, 65535)} ssh2"]
        parts.append("\n")
    return parts[:-1]


@template("t-047", ALL)
def _t047(v: Values):
    rng = v.rng
    d = rdate(rng)
    return fmt(
        "{date} {t} [error] {pid}#0: *{cid} upstream timed out (110: Connection timed out) while "
        "reading response header from upstream, client: {ip}, server: shop.example.org, request: "
        "\"POST /checkout HTTP/2.0\", upstream: \"http://{up}:8080/checkout\"",
        date=d.strftime("%Y/%m/%d"), t=rtime(rng, True), pid=str(rng.randint(100, 9000)),
        cid=str(rng.randint(1, 99999)), ip=v.ip(), up=v.ip4(private=True))


@template("t-048", ALL)
def _t048(v: Values):
    rng = v.rng
    return fmt(
        "kernel: [UFW BLOCK] IN=eth0 OUT= MAC=52:54:00:{m1}:{m2}:{m3} SRC={src} DST={dst} LEN=60 "
        "TOS=0x00 PREC=0x00 TTL={ttl} ID={pid} DF PROTO=TCP SPT={spt} DPT={dpt} WINDOW=64240 SYN",
        m1=f"{rng.getrandbits(8):02x}", m2=f"{rng.getrandbits(8):02x}",
        m3=f"{rng.getrandbits(8):02x}", src=v.ip4(private=False), dst=v.ip4(),
        ttl=str(rng.choice([47, 52, 113, 241])), pid=str(rng.randint(1, 65535)),
        spt=str(rng.randint(1024, 65535)), dpt=str(rng.choice([22, 23, 445, 3389, 8080])))


@template("t-049", ALL)
def _t049(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "[smtp]\nhost = {ip}\nport = 587\nadmin_email = {e}\n\n[access]\nallowed_ips = {ip2}, "
        "{ip3}",
        "DB_HOST={ip}\nDB_PORT=5432\nALERT_EMAIL={e}\nTRUSTED_PROXY={ip2}",
        "{ip}\tdb01.internal db01\n{ip6}\tdb01.internal db01\n{ip2}\tcache.internal",
    ]), ip=v.ip4(), ip2=v.ip(), ip3=v.ip(), ip6=v.ip6(), e=v.email("company"))


@template("t-050", ALL)
def _t050(v: Values):
    rng = v.rng
    parts: list = ["NAME                      READY   STATUS    RESTARTS   AGE   IP\n"]
    for i in range(rng.randint(2, 4)):
        name = f"{rng.choice(['api', 'worker', 'web', 'redis'])}-{rng.getrandbits(32):08x}"[:24]
        parts += [f"{name:<26}1/1     Running   {rng.randint(0, 4):<11}{rng.randint(1, 59)}d   ",
                  v.ip4(private=True), "\n"]
    return parts[:-1]


@template("t-051", ALL)
def _t051(v: Values):
    rng = v.rng
    iface = rng.choice(["eth0", "ens3", "enp0s31f6", "wlan0"])
    mac = ":".join(f"{rng.getrandbits(8):02x}" for _ in range(6))
    ip = v.ip4(private=True)
    brd = Span("IP_ADDRESS", ip.text.rsplit(".", 1)[0] + ".255")
    return fmt(
        "2: {iface}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP\n"
        "    link/ether {mac} brd ff:ff:ff:ff:ff:ff\n    inet {ip}/24 brd {bc} scope global "
        "dynamic {iface}\n    inet6 {g}/64 scope global dynamic\n    inet6 {ll}/64 scope link",
        iface=iface, mac=mac, ip=ip, bc=brd, ll=v.ip6(kind="link"), g=v.ip6(kind="global"))


@template("t-052", ALL)
def _t052(v: Values):
    rng = v.rng
    parts: list = [f"traceroute to {rng.choice(['example.net', 'cdn.example.com'])}, 30 hops max, "
                   "60 byte packets\n"]
    for hop in range(1, rng.randint(3, 6)):
        t = [f"{rng.uniform(0.3, 80):.3f} ms" for _ in range(3)]
        parts += [f" {hop}  ", v.ip4(private=hop == 1), f"  {t[0]}  {t[1]}  {t[2]}", "\n"]
    return parts[:-1]


@template("t-053", EN)
def _t053(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "New sign-in to your account\n\nWe noticed a new sign-in from {ip} ({city}) on {date}. "
        "If this wasn't you, reset your password.",
        "Please whitelist these addresses on the firewall: {ip}, {ip2} and {ip3}.",
        "Blocked {n} requests from {ip} in the last hour (rate limit 100/min).",
    ]), ip=v.ip(), ip2=v.ip(), ip3=v.ip(), city=v.city(), date=date_text(rng),
        n=str(rng.randint(200, 20000)))


@template("t-054", ALL)
def _t054(v: Values):
    rng = v.rng
    return fmt(
        "commit {h}\nAuthor: {name} <{e}>\nDate:   {date}\n\n    {msg}\n\n    Signed-off-by: "
        "{name} <{e2}>\n    Co-authored-by: {name2} <{e3}>",
        h="".join(rng.choice("0123456789abcdef") for _ in range(40)), name=v.name(),
        e=v.email(), e2=v.email(), name2=v.name(), e3=v.email(),
        date=f"{rdate(rng).isoformat()} {rtime(rng, True)}",
        msg=rng.choice(["Fix off-by-one in pager", "Bump version", "Handle empty config"]))


@template("t-055", ALL)
def _t055(v: Values):
    return fmt("> On {date}, {name} <{e}> wrote:\n> Sure, call me on {p} tomorrow.\n>\n> Cheers\n\n"
               "Thanks, will do. Also cc'ing {e2}.",
               date=date_text(v.rng), name=v.name(), e=v.email(), p=v.phone(), e2=v.email())


@template("t-056", ALL)
def _t056(v: Values):
    rng = v.rng
    return fmt("You are subscribed to the {lst} mailing list.\nTo post, write to {e}\n"
               "Questions about the list: {e2}\nUnsubscribe: reply with \"unsubscribe\" to {e3}",
               lst=rng.choice(["users", "announce", "dev", "club-news"]), e=v.email("company"),
               e2=v.email(), e3=v.email("company"))


@template("t-057", ALL)
def _t057(v: Values):
    rng = v.rng
    return fmt(
        "payment_debug: txn={txn} status=DECLINED code=05 pan={c} exp={m}{y} amount={amt} "
        "currency=EUR ip={ip}",
        txn=num(rng, 10), c=v.card(sep=""), m=f"{rng.randint(1, 12):02d}",
        y=str(rng.randint(26, 31)), amt=money(rng, "en", 5, 800), ip=v.ip())


# ---- letters and messages in many languages


@template("t-058", DE)
def _t058(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Verkaufe gut erhaltenes Damenfahrrad (28 Zoll), nur Abholung in {city}. Preis {pr} € VB."
        " Tel. {p} ab 17 Uhr",
        "Kannst du mich kurz zurückrufen? {p}",
        "Sehr geehrte Damen und Herren,\nbitte rufen Sie mich unter {p} zurück. Tagsüber bin "
        "ich auch unter {px} erreichbar.\nMit freundlichen Grüßen\n{name}",
        "Wohnung zu vermieten, 3 Zimmer, {sq} m², ab sofort. Besichtigung nach Vereinbarung: "
        "{p} oder {e}",
    ]), city=v.city(), pr=str(rng.randint(20, 400)), p=v.phone(), px=v.phone_ext(),
        name=v.name(), sq=str(rng.randint(45, 120)), e=v.email())


@template("t-059", FR)
def _t059(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Vends canapé 3 places en bon état, {pr} €, à récupérer sur {city}. Contact : {p} "
        "(pas de SMS) ou {e}",
        "Bonjour, pourriez-vous me rappeler au {p} ? Merci d'avance, {first}",
        "Pour toute réclamation, contactez le service client au {px} du lundi au vendredi.",
    ]), pr=str(rng.randint(20, 500)), city=v.city(), p=v.phone(), e=v.email(),
        first=v.first(), px=v.phone_ext())


@template("t-060", ES)
def _t060(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Hola, ¿me pueden llamar al {p}? Mi correo es {e}. Gracias",
        "Se vende piso de {sq} m² en {city}. Llamar al {p} (tardes).",
        "Estimado cliente: su pedido {ref} ha sido enviado. Dudas: {px}.",
    ]), p=v.phone(), e=v.email(), sq=str(rng.randint(45, 140)), city=v.city(),
        ref=num(rng, 8), px=v.phone_ext())


@template("t-061", PT)
def _t061(v: Values):
    rng = v.rng
    if v.locale == "pt_BR":
        pat = rng.choice([
            "oi! me chama no zap {pi} que te passo o endereço",
            "Nome: {name}\nE-mail: {e}\nTelefone: {p}\nCelular: {p2}\nMensagem: Gostaria de um "
            "orçamento.",
            "Vendo geladeira usada, R$ {pr}. Tratar com {first}: {p}",
        ])
    else:
        pat = rng.choice([
            "Boa tarde, podem ligar-me para o {p}? Obrigado, {first}",
            "Nome: {name}\nEmail: {e}\nTelemóvel: {p}\nTelefone: {p2}",
        ])
    return fmt(pat, pi=v.phone(INTL_STYLES), name=v.name(), e=v.email(), p=v.phone(),
               p2=v.phone(), pr=money(rng, "pt", 100, 2000), first=v.first())


@template("t-062", IT)
def _t062(v: Values):
    rng = v.rng
    return fmt(rng.choice([
        "Buongiorno, vi scrivo per il reso dell'ordine {ref}. Potete contattarmi al numero {p} "
        "oppure all'indirizzo {e}.",
        "Affittasi bilocale arredato a {city}, {pr} euro al mese. Tel. {p}",
        "Per assistenza chiami il {px} dal lunedì al venerdì, 9-18.",
    ]), ref=num(rng, 8), p=v.phone(), e=v.email(), city=v.city(),
        pr=str(rng.randint(400, 1500)), px=v.phone_ext())


@template("t-063", NL + by_lang("pl"))
def _t063(v: Values):
    rng = v.rng
    pat = {
        "nl": ["Te koop: kinderfiets, {pr} euro. Bel of app {p}",
               "Hoi, kun je me even terugbellen op {p}? Groetjes, {first}",
               "Vragen? Bel onze klantenservice op {px}."],
        "pl": ["Sprzedam rower, stan dobry, cena {pr} zł. Kontakt: {p}",
               "Dzień dobry, proszę o kontakt pod numerem {p}.\nPozdrawiam\n{name}",
               "Pozdrawiam\n{name}\ntel. {px}\ne-mail: {e}"],
    }[v.lang]
    return fmt(rng.choice(pat), pr=str(rng.randint(50, 900)), p=v.phone(), first=v.first(),
               px=v.phone_ext(), name=v.name(), e=v.email())


@template("t-064", by_lang("ru", "uk"))
def _t064(v: Values):
    rng = v.rng
    pat = {
        "ru": ["Здравствуйте! Мой номер {p}, пишите в Telegram или звоните после 18:00. "
               "Почта: {e}",
               "С уважением,\n{name}\n{company}\nтел.: {px}\nмоб.: {p2}\nэл. почта: {e}",
               "Продаю диван, самовывоз. Звонить по телефону {p}, {first}."],
        "uk": ["Доброго дня! Зателефонуйте мені за номером {p}, будь ласка.",
               "З повагою,\n{name}\nтел. {p}\nел. пошта: {e}"],
    }[v.lang]
    return fmt(rng.choice(pat), p=v.phone(), e=v.email(), name=v.name(), company=v.company(),
               px=v.phone_ext(), p2=v.phone(), first=v.first())


@template("t-065", by_lang("tr", "el", "cs", "sk", "hu", "ro"))
def _t065(v: Values):
    rng = v.rng
    pat = {
        "tr": ["Merhaba, siparişim hâlâ gelmedi. Beni {p} numarasından arayabilirsiniz.",
               "Saygılarımla,\n{name}\n{company}\nTel: {p}\nGSM: {p2}\nE-posta: {e}"],
        "el": ["Για περισσότερες πληροφορίες καλέστε στο {p} ή στείλτε email στο {e}.",
               "Με εκτίμηση,\n{name}\nΤηλ.: {p}\nΚιν.: {p2}"],
        "cs": ["Dobrý den, ozvěte se mi prosím na telefon {p} nebo e-mail {e}. Děkuji, {name}",
               "S pozdravem\n{name}\nTel.: {p}\nMobil: {p2}"],
        "sk": ["Zavolajte nám na {p} alebo napíšte na {e}.", "S pozdravom\n{name}\nTel.: {p}"],
        "hu": ["Üdvözlettel:\n{name}\nTel.: {p}\nE-mail: {e}",
               "Érdeklődni a {p} telefonszámon lehet, hétköznap 8 és 16 óra között."],
        "ro": ["Cu stimă,\n{name}\nTel: {p}\nEmail: {e}", "Vă rog să mă sunați la {p}. Mulțumesc!"],
    }[v.lang]
    return fmt(rng.choice(pat), p=v.phone(), p2=v.phone(), e=v.email(), name=v.name(),
               company=v.company())


@template("t-066", by_lang("hi", "th", "vi", "id", "ne", "bn"))
def _t066(v: Values):
    rng = v.rng
    pat = {
        "hi": ["कृपया मुझे {p} पर कॉल करें।", "संपर्क करें: {p}, ईमेल: {e}"],
        "th": ["ติดต่อสอบถาม โทร {p}", "สนใจติดต่อ {p} หรืออีเมล {e}"],
        "vi": ["Liên hệ: {p} (anh {first})",
               "Mọi thắc mắc xin gọi {p} hoặc gửi email tới {e}."],
        "id": ["Hubungi kami di {p} atau email ke {e}.", "Info lebih lanjut WA {p}"],
        "ne": ["सम्पर्क: {p}", "कृपया {p} मा फोन गर्नुहोस्।"],
        "bn": ["যোগাযোগ: {p}", "আমার ফোন নম্বর {p}, ইমেইল {e}"],
    }[v.lang]
    return fmt(rng.choice(pat), p=v.phone(), e=v.email(), first=v.first())


PHONE_PHRASES = {
    "bg": ["Телефон за връзка: {p}", "За контакт: {p}, {e}"],
    "hr": ["Nazovite nas na {p}", "Lijep pozdrav,\n{name}\nMob: {p}"],
    "sl": ["Pokličite nas na {p}", "Lep pozdrav,\n{name}\nGSM: {p}"],
    "bs": ["Kontakt telefon: {p}", "Pozovite na {p} ili pišite na {e}"],
    "lt": ["Skambinkite tel. {p}", "Pagarbiai,\n{name}\nTel. {p}"],
    "lv": ["Zvaniet pa tālruni {p}", "Ar cieņu,\n{name}\nTālr.: {p}"],
    "ka": ["დაგვიკავშირდით: {p}", "ტელ.: {p}\nელ-ფოსტა: {e}"],
    "az": ["Əlaqə nömrəsi: {p}", "Zəng edin: {p}"],
    "hy": ["Հեռ.՝ {p}", "Զանգահարեք {p} համարով"],
    "uz": ["Telefon raqamim: {p}", "Murojaat uchun: {p}, {e}"],
    "da": ["Ring til mig på {p}", "Har du spørgsmål, så skriv til {e} eller ring {p}."],
    "no": ["Ring meg på {p}", "Spørsmål? Send e-post til {e}."],
    "sv": ["Ring mig på {p} efter lunch.", "Hör av dig på {e} eller {p}."],
    "fi": ["Soita minulle numeroon {p}", "Lisätietoja: {e}, puh. {p}"],
}


@template("t-067", tuple(loc for loc, (_, lang) in LOCALES.items() if lang in PHONE_PHRASES))
def _t067(v: Values):
    return fmt(v.rng.choice(PHONE_PHRASES[v.lang]), p=v.phone(), e=v.email(), name=v.name())


CARD_PHRASES = {
    "en": "card number: {c}", "de": "Kartennummer: {c}", "fr": "numéro de carte : {c}",
    "es": "número de tarjeta: {c}", "pt": "número do cartão: {c}",
    "it": "numero della carta: {c}", "nl": "kaartnummer: {c}", "pl": "numer karty: {c}",
    "ru": "номер карты: {c}", "uk": "номер картки: {c}", "tr": "kart numarası: {c}",
    "ja": "カード番号：{c}", "zh": "卡号：{c}", "ko": "카드번호: {c}", "ar": "رقم البطاقة: {c}",
    "cs": "číslo karty: {c}", "sv": "kortnummer: {c}", "el": "αριθμός κάρτας: {c}",
    "he": "מספר כרטיס: {c}", "id": "nomor kartu: {c}", "vi": "số thẻ: {c}",
}


@template("t-068", tuple(loc for loc, (_, lang) in LOCALES.items() if lang in CARD_PHRASES))
def _t068(v: Values):
    rng = v.rng
    lead = rng.choice(["", "", "{name}\n", "{name}, "])
    tail = rng.choice(["", f" ({rng.randint(1, 12):02d}/{rng.randint(26, 31)})", "\nCVV ***"])
    return fmt(lead + CARD_PHRASES[v.lang] + tail, c=v.card(), name=v.name())


EMAIL_PHRASES = {
    "en": "Send your CV to {e} before {date}.", "de": "Bewerbungen bitte an {e} bis zum {date}.",
    "fr": "Envoyez votre CV à {e} avant le {date}.", "es": "Envía tu CV a {e} antes del {date}.",
    "pt": "Envie o seu currículo para {e} até {date}.",
    "it": "Inviate il CV a {e} entro il {date}.",
    "nl": "Stuur je cv vóór {date} naar {e}.", "pl": "CV prosimy przesyłać na adres {e} do {date}.",
    "ru": "Резюме присылайте на {e} до {date}.", "tr": "Özgeçmişinizi {date} tarihine kadar {e} "
    "adresine gönderin.", "ja": "履歴書は{date}までに {e} へお送りください。",
    "zh": "请在{date}前将简历发送至{e}。", "ko": "{date}까지 이력서를 {e}로 보내 주세요.",
    "ar": "أرسل سيرتك الذاتية إلى {e} قبل {date}.", "sv": "Skicka ditt CV till {e} senast {date}.",
    "cs": "Životopisy zasílejte na {e} do {date}.", "hu": "Önéletrajzát {date}-ig küldje a {e} "
    "címre.", "id": "Kirim CV ke {e} paling lambat {date}.",
}


@template("t-069", tuple(loc for loc, (_, lang) in LOCALES.items() if lang in EMAIL_PHRASES))
def _t069(v: Values):
    return fmt(EMAIL_PHRASES[v.lang], e=v.email(), date=date_text(v.rng, v.lang))


@template("t-070", ("en_US", "en_GB", "en_AU", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL"))
def _t070(v: Values):
    # A hard-wrapped paragraph; the number is broken across the line end.
    rng = v.rng
    lead = {
        "en": "If anything goes wrong with the delivery, the driver can be reached on",
        "de": "Falls bei der Lieferung etwas schiefgeht, erreichen Sie den Fahrer unter",
        "fr": "En cas de problème lors de la livraison, vous pouvez joindre le chauffeur au",
        "es": "Si hay algún problema con la entrega, puede llamar al conductor al",
        "it": "Se ci sono problemi con la consegna, potete chiamare l'autista al",
        "nl": "Als er iets misgaat met de levering, is de chauffeur bereikbaar op",
    }[v.lang]
    tail = {"en": "between 8 and 5.", "de": "zwischen 8 und 17 Uhr.",
            "fr": "entre 8 h et 17 h.", "es": "de 8 a 17 h.", "it": "dalle 8 alle 17.",
            "nl": "tussen 8 en 17 uur."}[v.lang]
    p = v.phone(("intl", "national", "spaces", "plus_trunk", "cc_paren"), wrap=True)
    if "\n" not in p.text:
        return [lead, "\n", p, " ", tail]
    return [lead, " ", p, " ", tail, rng.choice(["", "\n"])]


@template("t-071", ALL)
def _t071(v: Values):
    # Several unlabelled numbers in one line, from one office.
    rng = v.rng
    a, b, c = v.phone(), v.phone(), v.phone()
    return rng.choice([
        fmt("Reception {a} · Sales {b} · Support {c}", a=a, b=b, c=c),
        fmt("{a} / {b} / {c}", a=a, b=b, c=c),
        fmt("Numbers tried so far: {a}, {b}, {c} - none answered.", a=a, b=b, c=c),
    ])


@template("t-072", ALL)
def _t072(v: Values):
    rng = v.rng
    return fmt(
        "POST /api/v1/signup 201 {ms}ms\nbody: {\"email\": \"{e}\", \"phone\": \"{p}\", "
        "\"country\": \"{cc}\"}\nremote_addr={ip} ua=\"{ua}\"",
        ms=str(rng.randint(20, 700)), e=v.email(), p=v.phone(("e164", "intl", "raw")),
        cc=v.region, ip=v.ip(), ua=rng.choice(BROWSERS))


@template("t-073", EN + DE + FR)
def _t073(v: Values):
    rng = v.rng
    pat = {
        "en": "Order #{oid}\nDeliver to: {name}, {street}, {city}\nContact: {p}\nPaid with {brand} "
              "{c}\nTotal: ${amt}",
        "de": "Bestellung {oid}\nLieferadresse: {name}, {street}, {city}\nTelefon: {p}\n"
              "Zahlung: {brand} {c}\nSumme: {amt} €",
        "fr": "Commande n° {oid}\nLivraison : {name}, {street}, {city}\nTél. : {p}\n"
              "Paiement : {brand} {c}\nTotal : {amt} €",
    }[v.lang]
    return fmt(pat, oid=num(rng, 8), name=v.name(), street=v.street(), city=v.city(),
               p=v.phone(), **labelled_card(v), amt=money(rng, v.lang, 10, 900))


@template("t-074", ALL)
def _t074(v: Values):
    # A number with an extension, in the text's language where there is a form for it.
    lead = {"en": "Call {p} for the front desk.", "de": "Zentrale: {p}",
            "fr": "Standard : {p}", "es": "Centralita: {p}", "pt": "Telefone: {p}",
            "it": "Centralino: {p}", "nl": "Receptie: {p}", "pl": "Recepcja: {p}",
            "ru": "Приёмная: {p}", "ja": "代表：{p}"}.get(v.lang, "Tel: {p}")
    return fmt(lead, p=v.phone_ext())


@template("t-075", ALL)
def _t075(v: Values):
    # Live-chat transcript: the customer pastes the card number although asked not to.
    rng = v.rng
    staff = rng.choice(["Helpdesk", "Support", "Chloe (Support)", "Bot"])
    start = rng.randint(8 * 60, 20 * 60)
    t = [f"{(start + k) // 60:02d}:{(start + k) % 60:02d}" for k in range(4)]
    return fmt(
        "{t0} {staff}: Hi! How can I help you today?\n{t1} You: payment keeps failing, tried "
        "twice\n{t2} {staff}: Sorry about that. Please don't share full card details here.\n{t3} "
        "You: too late lol it's {c}, email on the account is {e}",
        t0=t[0], t1=t[1], t2=t[2], t3=t[3], staff=staff, c=v.card(), e=v.email())


def creditor_id(rng: random.Random, country: str) -> str:
    """A SEPA creditor identifier: the check digits skip the three-letter business code."""
    national = "0" + "".join(rng.choice("0123456789") for _ in range(10))
    check = 98 - int("".join(str(int(ch, 36)) for ch in national + country + "00")) % 97
    return f"{country}{check:02d}ZZZ{national}"


@template("t-076", IBAN_LOCALES)
def _t076(v: Values):
    rng = v.rng
    country = v.region if v.region != "GB" else "DE"
    return fmt(
        "SEPA Direct Debit Mandate\nCreditor: {company}\nCreditor identifier: {cid}\n"
        "Mandate reference: M-{ref}\n\nDebtor: {name}\nIBAN: {iban}\nBIC: {bic}\n"
        "Type of payment: recurrent\nSigned: {city}, {date}",
        company=v.company(), cid=creditor_id(rng, country), ref=num(rng, 8), name=v.name(),
        iban=v.iban(), bic=v.bic(), city=v.city(), date=date_text(rng, v.lang))


# --------------------------------------------------------------------------
# PII-free kinds

FREE_KINDS: list[tuple[str, object]] = []


def free(name: str):
    def deco(fn):
        FREE_KINDS.append((name, fn))
        return fn
    return deco


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def version(rng: random.Random) -> str:
    return f"{rng.randint(0, 14)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"


@free("free-01")
def _f01(rng):
    v0, v1 = version(rng), version(rng)
    return (f"Release {v0} ({rdate(rng).isoformat()})\n"
            f"- Fixed a crash when opening files larger than 2 GB (#{rng.randint(100, 9999)})\n"
            f"- Bumped libpng from {version(rng)} to {v1}\n"
            f"- Minimum supported OS is now {rng.randint(10, 14)}.{rng.randint(0, 6)}\n"
            f"Build {rng.randint(10, 24)}.{rng.randint(0, 9)}.{rng.randint(19000, 26000)}."
            f"{rng.randint(1000, 5000)}")


@free("free-02")
def _f02(rng):
    d = rdate(rng)
    t = rtime(rng)
    start = rng.randint(7 * 4, 17 * 4) * 15
    end = start + rng.choice([15, 30, 45, 60])
    day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][d.weekday()]
    return rng.choice([
        f"Standup moved to {day} {d.month:02d}/{d.day:02d}/{d.year} {start // 60:02d}:"
        f"{start % 60:02d}-{end // 60:02d}:{end % 60:02d}; retro on "
        f"{d.day:02d}.{d.month:02d}.{d.year} at {rtime(rng)}. All times CET (UTC+01:00).",
        f"Created: {d.isoformat()}T{rtime(rng, True)}Z\nModified: {d.isoformat()} "
        f"{rtime(rng, True)}\nDue: {d.day} {MONTHS_EN_LONG[d.month - 1]} {d.year}",
        f"Season runs {d.day}/{d.month}/{d.year % 100:02d} to {d.day}/{d.month}/"
        f"{d.year % 100 + 1:02d}; doors open {t} sharp.",
        f"Timestamp {(d - dt.date(1970, 1, 1)).days * 86400 + rng.randint(0, 86399)} falls in "
        f"week "
        f"{d.isocalendar()[1]} of {d.year} (day {d.timetuple().tm_yday}).",
    ])


def isbn13(rng: random.Random) -> str:
    body = rng.choice(["978", "979"]) + "".join(rng.choice("0123456789") for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng: random.Random) -> str:
    body = "".join(rng.choice("0123456789") for _ in range(7))
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    check = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if check == 10 else check}"


@free("free-03")
def _f03(rng):
    i = isbn13(rng)
    grouped = f"{i[:3]}-{i[3]}-{i[4:7]}-{i[7:12]}-{i[12]}"
    p1 = rng.randint(1, 600)
    return rng.choice([
        f"Journal of Applied Studies, vol. {rng.randint(1, 60)}, no. {rng.randint(1, 12)} "
        f"({rng.randint(1980, 2024)}), pp. {p1}–{p1 + rng.randint(5, 40)}. ISSN {issn(rng)}.",
        f"Second edition, {rng.randint(1990, 2024)}. ISBN {grouped}. {rng.randint(120, 900)} "
        f"pages, {rng.randint(10, 80)} figures.",
        f"ISBN-13: {i}\nISSN {issn(rng)} (print), {issn(rng)} (online)\nSee chapter "
        f"{rng.randint(1, 20)}, pp. {p1}-{p1 + rng.randint(3, 30)}.",
    ])


@free("free-04")
def _f04(rng):
    oid = f"{num(rng, 3)}-{num(rng, 7)}-{num(rng, 7)}"
    a, b = rng.randint(300, 4000), rng.randint(300, 9000)
    return (f"Order {oid} confirmed.\n2 x USB-C cable (SKU UC-{num(rng, 4)}-BK)  "
            f"${a / 100:.2f}\n1 x Phone stand (SKU PS-{num(rng, 3)})  ${b / 100:.2f}\n"
            f"Subtotal ${(2 * a + b) / 100:.2f} - estimated delivery {date_text(rng)}.")


@free("free-05")
def _f05(rng):
    net = rng.randint(10000, 900000)
    vat = net * 19 // 100
    de = lambda c: f"{c // 100:,}".replace(",", ".") + f",{c % 100:02d}"  # noqa: E731
    return rng.choice([
        f"Rechnungsnummer {rdate(rng).year}-{num(rng, 5)}\nNettobetrag {de(net)} €\n"
        f"zzgl. 19 % USt. {de(vat)} €\nGesamtbetrag {de(net + vat)} €\n"
        f"Zahlbar bis {date_text(rng, 'de')} ohne Abzug.",
        f"Facture n° F{num(rng, 6)} du {date_text(rng, 'fr')} - montant HT {de(net)} €, "
        f"TVA 20 % {de(net // 5)} €, TTC {de(net + net // 5)} €.",
    ])


@free("free-06")
def _f06(rng):
    d = rdate(rng)
    return (f"INC{num(rng, 7)} updated {d.isoformat()} {rtime(rng, True)} UTC\n"
            f"Priority: P{rng.randint(1, 4)}  SLA: {rng.randint(1, 48)}h  "
            f"Linked: CHG{num(rng, 7)}, PRB{num(rng, 6)}\n"
            f"Status changed from 'In progress' to 'Resolved' by the on-call team.")


@free("free-07")
def _f07(rng):
    ups = "1Z" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(6)) + \
        num(rng, 10)
    fedex = "7" + "".join(rng.choice("0123456789") for _ in range(11))
    dhl = "".join(rng.choice("0123456789") for _ in range(10))
    return rng.choice([
        f"Your parcel {ups} left the depot at {rtime(rng)} and should arrive by {date_text(rng)}.",
        f"FedEx tracking {fedex[:4]} {fedex[4:8]} {fedex[8:]} - out for delivery.",
        f"DHL Waybill {dhl}, {rng.randint(1, 6)} pieces, {rng.randint(1, 40)}.{rng.randint(0, 9)}"
        f" kg, customs cleared in {rng.choice(['Leipzig', 'Cincinnati', 'Hong Kong'])}.",
    ])


@free("free-08")
def _f08(rng):
    lat, lon = rng.uniform(-60, 70), rng.uniform(-170, 170)
    return rng.choice([
        f"Meet at {abs(lat):.4f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.4f}° "
        f"{'E' if lon >= 0 else 'W'} (elevation {rng.randint(0, 3000)} m).",
        f"lat={lat:.6f}&lon={lon:.6f}&zoom={rng.randint(3, 18)}",
        f"The cache is at N {int(abs(lat))}° {rng.uniform(0, 60):06.3f}' "
        f"E {int(abs(lon))}° {rng.uniform(0, 60):06.3f}', about {rng.randint(50, 900)} m from "
        f"the car park.",
    ])


@free("free-09")
def _f09(rng):
    subjects = ["Fix typo in docs", "Refactor parser", "Add tests for edge cases", "Merge branch",
                "Update dependencies", "Revert last change", "Speed up cold start by 40%"]
    lines = []
    for _ in range(rng.randint(3, 6)):
        lines.append(f"{hexs(rng, 7)} {rng.choice(subjects)} (#{rng.randint(10, 4000)})")
    return "\n".join(lines)


@free("free-10")
def _f10(rng):
    u = f"{hexs(rng, 8)}-{hexs(rng, 4)}-4{hexs(rng, 3)}-{rng.choice('89ab')}{hexs(rng, 3)}-" \
        f"{hexs(rng, 12)}"
    return (f"request_id={u} method=GET path=/v2/items/{rng.randint(1, 99999)} status=200 "
            f"duration_ms={rng.randint(2, 900)} bytes={rng.randint(200, 900000)}")


@free("free-11")
def _f11(rng):
    x = rng.randint(100, 99999)
    c = rng.randint(0, 99)
    commas = f"{x:,}"
    dots = commas.replace(",", ".")
    thin = commas.replace(",", "\u202f")
    lines = [
        f"Price list ({rng.choice(['spring', 'autumn', 'outlet'])} {rdate(rng).year}):",
        f"US ${commas}.{c:02d}",
        f"DE {dots},{c:02d} €",
        f"FR {thin},{c:02d} €",
        f"CH CHF {commas.replace(',', chr(39))}.–",
        f"UK £{commas}",
        f"JP ¥{x * 150:,}",
        f"BR R$ {dots},{c:02d}",
        f"PL {commas.replace(',', ' ')},{c:02d} zł",
    ]
    return "\n".join(lines)


@free("free-12")
def _f12(rng):
    return (f"Preheat the oven to {rng.choice([160, 180, 200, 220])} °C. Mix {rng.randint(2, 5)}"
            f"00 g flour, {rng.randint(1, 4)} tbsp sugar and {rng.randint(100, 300)} ml milk. "
            f"Bake {rng.randint(20, 30)}–{rng.randint(31, 45)} min. Makes {rng.randint(8, 24)} "
            f"pieces of {rng.randint(4, 8)} × {rng.randint(4, 8)} cm.")


@free("free-13")
def _f13(rng):
    teams = ["Rovers", "United", "City", "Athletic", "Wanderers", "Albion", "Town", "Rangers"]
    rng.shuffle(teams)
    rows = ["Pos Team        P   W  D  L   GF:GA  Pts"]
    table = []
    for t in teams[:rng.randint(4, 6)]:
        w, d = rng.randint(5, 20), rng.randint(2, 8)
        table.append((3 * w + d, t, w, d, rng.randint(20, 70), rng.randint(15, 60)))
    table.sort(reverse=True)
    for i, (pts, t, w, d, gf, ga) in enumerate(table):
        rows.append(f"{i + 1:>3} {t:<11}30  {w:>2} {d:>2} {30 - w - d:>2}   {gf}:{ga}   {pts}")
    return f"Final: {teams[0]} {rng.randint(0, 5)}–{rng.randint(0, 5)} {teams[1]}\n" + \
        "\n".join(rows)


@free("free-14")
def _f14(rng):
    n = rng.randint(100, 5000)
    m = rng.uniform(10, 90)
    return (f"n = {n:,}; mean {m:.1f} (SD {rng.uniform(2, 20):.1f}); median {m + 1.3:.1f}; "
            f"95% CI {m - 2.1:.1f}–{m + 2.1:.1f}; r = {rng.uniform(-1, 1):.2f}, p = "
            f"{rng.uniform(0.0001, 0.05):.4f}; F({rng.randint(1, 5)}, {rng.randint(50, 900)}) = "
            f"{rng.uniform(1, 30):.2f}")


@free("free-15")
def _f15(rng):
    alnum = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    sn = "".join(rng.choice(alnum) for _ in range(12))
    return (f"Model A{rng.randint(1000, 2999)}, S/N {sn}, part no. {num(rng, 3)}-{num(rng, 5)}, "
            f"firmware {version(rng)}, rev. {rng.choice('BCDE')}{rng.randint(1, 9)}, "
            f"lot {rdate(rng).strftime('%y%m')}-{num(rng, 3)}")


@free("free-16")
def _f16(rng):
    return rng.choice([
        f"Same-day delivery to postcodes {rng.randint(10115, 10179)}, "
        f"{rng.randint(20095, 22769)} and {rng.randint(80331, 81929)} only.",
        f"ZIP+4: {num(rng, 5)}-{num(rng, 4)}; Canada: K{rng.randint(1, 9)}A "
        f"{rng.randint(0, 9)}B{rng.randint(1, 9)}; UK: SW1A {rng.randint(1, 9)}AA; "
        f"Japan: 〒{num(rng, 3)}-{num(rng, 4)}",
        f"Postleitzahlbereich {(d := rng.randint(1, 9))}0000–{d}9999, Filiale "
        f"{num(rng, 4)}.",
    ])


@free("free-17")
def _f17(rng):
    branches = ["Camden", "Leeds", "Bristol", "Glasgow", "Cardiff", "York", "Bath"]
    rng.shuffle(branches)
    return "Branch sort codes:\n" + "\n".join(
        f"{b:<8} {rng.randint(10, 99)}-{rng.randint(10, 99):02d}-{rng.randint(0, 99):02d}"
        for b in branches[:rng.randint(3, 5)])


@free("free-18")
def _f18(rng):
    lines = []
    d = rdate(rng)
    for _ in range(rng.randint(3, 5)):
        lines.append(f"{d.isoformat()} {rtime(rng, True)},{rng.randint(0, 999):03d} "
                     f"{rng.choice(['INFO', 'DEBUG', 'WARN'])} [worker-{rng.randint(1, 16)}] "
                     f"{rng.choice(['processed', 'skipped', 'queued'])} {rng.randint(1, 99999)} "
                     f"records in {rng.uniform(0.01, 60):.2f}s (pid {rng.randint(300, 65000)}, "
                     f"port {rng.choice([5432, 6379, 8080, 9092])})")
    return "\n".join(lines)


@free("free-19")
def _f19(rng):
    b = rng.randint(1000, 99999)
    return (f"Build #{b} passed in {rng.randint(1, 59)}m {rng.randint(0, 59)}s - "
            f"{rng.randint(100, 9000):,} tests, 0 failures, {rng.randint(0, 20)} skipped.\n"
            f"Artifact app-{version(rng)}+build.{b}.tar.gz ({rng.uniform(1, 900):.1f} MB), "
            f"sha1 {hexs(rng, 40)}")


@free("free-20")
def _f20(rng):
    lines = []
    for i in range(rng.randint(3, 6)):
        words = " ".join(hexs(rng, 4) for _ in range(8))
        lines.append(f"{i * 16:08x}: {words}  " + "".join(
            rng.choice("abcdefghijklmnop.....") for _ in range(16)))
    return "\n".join(lines)


@free("free-21")
def _f21(rng):
    rows = []
    for _ in range(rng.randint(3, 5)):
        rows.append("[" + ", ".join(f"{rng.uniform(-10, 10):7.3f}" for _ in range(4)) + "]")
    return "A =\n[" + ",\n ".join(rows) + "]\ndet(A) = " + f"{rng.uniform(-500, 500):.4f}"


@free("free-22")
def _f22(rng):
    return rng.choice([
        f"Press 1 for sales, 2 for billing, 3 for opening hours. In an emergency dial 112 "
        f"(or 911 in North America). Room {rng.randint(100, 999)}, desk {rng.randint(1, 40)}.",
        "Films use numbers from the 555-0100 to 555-0199 block so that nobody gets called by "
        "mistake.",
        f"Extension {rng.randint(1000, 9999)} is the fax; the switchboard forwards after "
        f"{rng.randint(3, 9)} rings.",
        f"Short codes for the contest: text WIN to {rng.randint(10000, 99999)}. Standard rates.",
    ])


@free("free-23")
def _f23(rng):
    return rng.choice([
        f"OID 1.3.6.1.4.1.{rng.randint(1000, 60000)}.{rng.randint(1, 20)}.{rng.randint(1, 9)} "
        f"= INTEGER: {rng.randint(0, 100)}",
        f"Validation failed: '{rng.randint(256, 999)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}"
        f".{rng.randint(0, 255)}' is not a valid address (octet out of range).",
        f"See section {rng.randint(1, 9)}.{rng.randint(1, 9)}.{rng.randint(1, 9)} and table "
        f"{rng.randint(1, 9)}.{rng.randint(1, 20)}.",
    ])


@free("free-24")
def _f24(rng):
    y = rng.randint(1500, 1950)
    return (f"Between {y} and {y + rng.randint(5, 40)} the town grew from {rng.randint(2, 9)},"
            f"{num(rng, 3)} to {rng.randint(10, 90)},{num(rng, 3)} people; the {y // 10 * 10}s saw "
            f"two fires ({y + 3}, {y + 11}) and the bridge of {y + 17}/{(y + 18) % 100:02d}.")


@free("free-25")
def _f25(rng):
    return rng.choice([
        f"§ {rng.randint(1, 900)} Abs. {rng.randint(1, 5)} S. {rng.randint(1, 3)} BGB; "
        f"BGH, Urt. v. {date_text(rng, 'de')} - {rng.choice(['VI', 'XII', 'III'])} ZR "
        f"{rng.randint(1, 400)}/{rng.randint(10, 24)}",
        f"Art. {rng.randint(1, 99)}({rng.randint(1, 4)})(f) GDPR; Case C-{rng.randint(1, 700)}/"
        f"{rng.randint(10, 24)}, paras {rng.randint(10, 50)}–{rng.randint(51, 99)}",
        f"[{rng.randint(1990, 2024)}] UKSC {rng.randint(1, 60)}, at [{rng.randint(10, 99)}]; "
        f"{rng.randint(1, 600)} U.S. {rng.randint(1, 999)} ({rng.randint(1950, 2024)})",
    ])


@free("free-26")
def _f26(rng):
    return (f"{rng.choice(['Berlin', 'Lyon', 'Porto', 'Oslo'])}: {rng.randint(-10, 35)} °C, "
            f"feels like {rng.randint(-15, 38)} °C, {rng.randint(980, 1040)} hPa, wind "
            f"{rng.randint(0, 80)} km/h {rng.choice(['N', 'NW', 'SE', 'W'])}, humidity "
            f"{rng.randint(20, 100)} %, UV {rng.randint(0, 11)}, sunrise {rtime(rng)}")


@free("free-27")
def _f27(rng):
    return (f"Revenue rose {rng.uniform(1, 30):.1f}% to ${rng.uniform(1, 90):.2f} billion; "
            f"EPS ${rng.uniform(0.1, 9):.2f} vs ${rng.uniform(0.1, 9):.2f} a year earlier. "
            f"FY{rng.randint(2020, 2025)} guidance: ${rng.randint(10, 40)}.0–"
            f"{rng.randint(41, 60)}.5bn, margin {rng.uniform(5, 40):.1f}%.")


@free("free-28")
def _f28(rng):
    rows = ["Train     Dep    Plat  Arr    Dest"]
    for _ in range(rng.randint(3, 5)):
        dep = rng.randint(5 * 60, 20 * 60)
        arr = dep + rng.randint(25, 240)
        rows.append(f"{rng.choice(['ICE', 'IC', 'RE', 'TGV', 'EC']):<4}{rng.randint(1, 9999):<6}"
                    f"{dep // 60:02d}:{dep % 60:02d}  {rng.randint(1, 24):<5} "
                    f"{arr // 60:02d}:{arr % 60:02d}  "
                    f"{rng.choice(['Hamburg', 'Basel', 'Paris', 'Wien', 'Köln'])}")
    return "\n".join(rows)


@free("free-29")
def _f29(rng):
    return rng.choice([
        "c = 299 792 458 m/s; h = 6.626 070 15 × 10^-34 J·s; N_A = 6.022 140 76 × 10^23 mol^-1",
        f"Measured g = {rng.uniform(9.7, 9.9):.4f} m/s² ± {rng.uniform(0.001, 0.05):.3f}; "
        f"sample mass {rng.uniform(1, 500):.3f} g; T = {rng.uniform(270, 310):.2f} K",
        f"x = {rng.uniform(-5, 5):.6e}, y = {rng.uniform(-5, 5):.6e}, residual "
        f"{rng.uniform(0, 1):.3e} after {rng.randint(5, 400)} iterations",
    ])


@free("free-30")
def _f30(rng):
    d = rdate(rng)
    return (f"[Event \"Club Championship\"]\n[Date \"{d.year}.{d.month:02d}.{d.day:02d}\"]\n"
            f"[Round \"{rng.randint(1, 9)}\"]\n[WhiteElo \"{rng.randint(1200, 2400)}\"]\n"
            f"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 "
            f"{rng.choice(['1-0', '0-1', '1/2-1/2'])}")


@free("free-31")
def _f31(rng):
    rows = []
    for i in range(rng.randint(2, 4)):
        mac = ":".join(f"{rng.getrandbits(8):02X}" for _ in range(6))
        rows.append(f"asset {num(rng, 6)}  MAC {mac}  VLAN {rng.randint(1, 4094)}  "
                    f"switch port Gi1/0/{rng.randint(1, 48)}")
    if rng.random() < 0.5:
        rows.append(f"cisco notation: {hexs(rng, 4)}.{hexs(rng, 4)}.{hexs(rng, 4)}")
    return "\n".join(rows)


@free("free-32")
def _f32(rng):
    r, g, b = rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)
    return (f".btn-primary {{ color: #{r:02x}{g:02x}{b:02x}; background: rgb({r}, {g}, {b}); "
            f"border: 1px solid hsl({rng.randint(0, 359)}, {rng.randint(0, 100)}%, "
            f"{rng.randint(0, 100)}%); padding: {rng.randint(2, 16)}px {rng.randint(4, 24)}px; "
            f"z-index: {rng.randint(1, 9999)}; }}")


@free("free-33")
def _f33(rng):
    nums = sorted(rng.sample(range(1, 50), 6))
    return (f"Draw {rng.randint(1000, 4000)} ({date_text(rng)}): "
            + "  ".join(f"{n:02d}" for n in nums)
            + f", bonus {rng.randint(1, 49):02d}. Jackpot €{rng.randint(1, 90)},"
            f"{num(rng, 3)},{num(rng, 3)}.")


def ean13(rng: random.Random) -> str:
    body = rng.choice(["40", "50", "76", "80", "87", "90", "30"]) + "".join(
        rng.choice("0123456789") for _ in range(10))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


@free("free-34")
def _f34(rng):
    upc = "0" + "".join(rng.choice("0123456789") for _ in range(10))
    s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(upc))
    upc += str((10 - s % 10) % 10)
    return (f"EAN {ean13(rng)} / UPC {upc}\nPack of {rng.randint(2, 24)}, "
            f"{rng.randint(50, 900)} g, best before {date_text(rng)}, batch L{num(rng, 5)}")


@free("free-35")
def _f35(rng):
    return rng.choice([
        f"Die Sitzung am {date_text(rng, 'de')} um {rtime(rng)} Uhr findet in Raum "
        f"{rng.randint(1, 5)}.{rng.randint(100, 350)} statt; Kosten {rng.randint(10, 99)},50 €.",
        f"La réunion du {date_text(rng, 'fr')} à {rng.randint(8, 18)} h {rng.randint(10, 59)} "
        f"aura lieu salle {rng.randint(100, 400)}; prix {rng.randint(10, 99)},90 €.",
        f"El vuelo IB{rng.randint(1000, 9999)} sale el {date_text(rng, 'es')} a las {rtime(rng)},"
        f" puerta {rng.choice('ABCDE')}{rng.randint(1, 60)}, asiento {rng.randint(1, 40)}C.",
        f"Il treno {rng.randint(9000, 9999)} del {date_text(rng, 'it')} parte alle {rtime(rng)} "
        f"dal binario {rng.randint(1, 20)}.",
        f"Заказ № {num(rng, 7)} от {date_text(rng, 'ru')} на сумму {rng.randint(1, 90)} "
        f"{num(rng, 3)},00 ₽ передан в доставку.",
        f"Toplantı {date_text(rng, 'tr')} saat {rtime(rng)}'da, {rng.randint(1, 9)}. katta.",
        f"Spotkanie {date_text(rng, 'pl')} o godz. {rtime(rng)}, sala {rng.randint(1, 300)}.",
    ])


@free("free-36")
def _f36(rng):
    return rng.choice([
        f"会議は{date_text(rng, 'ja')}{rng.randint(9, 18)}時{rng.randint(0, 5)}0分から、"
        f"第{rng.randint(1, 9)}会議室で行います。参加費は¥{rng.randint(1, 30)},000です。",
        f"订单{num(rng, 10)}已于{date_text(rng, 'zh')}发货，共{rng.randint(1, 9)}件，"
        f"合计¥{rng.randint(10, 999)}.{rng.randint(0, 99):02d}。",
        f"{date_text(rng, 'ko')} 오후 {rng.randint(1, 9)}시, {rng.randint(2, 30)}층 "
        f"회의실. 참가비 {rng.randint(1, 90)},000원.",
    ])


@free("free-37")
def _f37(rng):
    return rng.choice([
        f"SELECT id, total FROM orders WHERE created_at >= '{rdate(rng).isoformat()}' "
        f"AND total > {rng.randint(10, 999)}.{rng.randint(0, 99):02d} ORDER BY id LIMIT "
        f"{rng.choice([50, 100, 500])} OFFSET {rng.randint(0, 50) * 100};",
        f"server.listen({rng.choice([3000, 8000, 8080, 8443])}, () => console.log('ready in "
        f"{rng.randint(10, 999)} ms'));\nconst TIMEOUT_MS = {rng.randint(1, 60)}_000;",
        f"for i in range({rng.randint(2, 99)}):\n    buf[i] = (i * {rng.randint(3, 97)}) % "
        f"{rng.choice([251, 65521, 2147483647])}",
    ])


@free("free-38")
def _f38(rng):
    a = rng.uniform(10, 60)
    b = rng.uniform(5, 100 - a - 5)
    return (f"Survey ({rng.randint(300, 3000)} respondents, margin ±{rng.uniform(1, 5):.1f} pts): "
            f"agree {a:.1f}%, neutral {b:.1f}%, disagree {100 - a - b:.1f}%. Fieldwork "
            f"{date_text(rng)} to {date_text(rng)}.")


@free("free-39")
def _f39(rng):
    return (f"{hexs(rng, 64)}  release-{version(rng)}.tar.gz\n"
            f"{hexs(rng, 32)}  checksums.md5\nsize: {rng.randint(10000, 99999999)} bytes")


@free("free-40")
def _f40(rng):
    return rng.choice([
        f"Lot {rng.randint(1, 500)}: {rng.randint(2, 40)} pallets, {rng.randint(100, 999)} × "
        f"{rng.randint(100, 999)} × {rng.randint(100, 999)} mm, gross {rng.randint(200, 2000)} kg"
        f", HS code {num(rng, 4)}.{num(rng, 2)}.{num(rng, 2)}.",
        f"Invoice {num(rng, 4)}/{rdate(rng).year}, customer no. {num(rng, 6)}, "
        f"contract {num(rng, 3)}-{num(rng, 3)}-{num(rng, 3)}, due in {rng.randint(7, 60)} days.",
        f"Flight LH{rng.randint(100, 2999)} seat {rng.randint(1, 45)}{rng.choice('ABCDEF')}, "
        f"booking ref {''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}, "
        f"ticket 220-{num(rng, 10)}.",
    ])


# --------------------------------------------------------------------------
# Assembly


def assemble(parts) -> tuple[str, list[dict]]:
    text = ""
    spans: list[dict] = []
    for p in flatten(parts):
        if isinstance(p, Span):
            if p.text != p.text.strip():
                raise AssertionError(f"span with outer whitespace: {p.text!r}")
            span = {"entity": p.entity, "start": len(text), "end": len(text) + len(p.text)}
            if p.entity == "PHONE_NUMBER":
                span["valid"] = bool(p.valid)
            spans.append(span)
            text += p.text
        else:
            text += str(p)
    return text, spans


def masked(text: str, spans: list[dict]) -> str:
    out = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            out[i] = "■"
    return "".join(out)


def build(seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    fakers: dict[str, Faker] = {}
    for loc in LOCALES:
        f = Faker(loc)
        f.seed_instance(seed * 1_000_003 + zlib.crc32(loc.encode()))
        for provider in f.providers:
            # Faker's it_IT address provider builds its list of cities from a set, so its
            # order follows the hash seed; sorted, the output does not depend on it.
            if type(provider).__module__.endswith("address.it_IT"):
                provider.cities = sorted(provider.cities)
        fakers[loc] = f
    records: list[dict] = []
    for i in range(N_PII):
        name, locales, fn = TEMPLATES[i % len(TEMPLATES)]
        for _ in range(100):
            loc = rng.choice(locales)
            values = Values(fakers[loc], loc, rng)
            text, spans = assemble(fn(values))
            if not spans:
                continue
            regions = (LOCALES[loc][0], "US")
            if not lookalike_problems(masked(text, spans), regions):
                break
        else:
            raise RuntimeError(f"{name}: no clean text after 100 tries")
        records.append({"locale": loc, "spans": spans, "template": name, "text": text})
    for i in range(N_FREE):
        name, fn = FREE_KINDS[i % len(FREE_KINDS)]
        for _ in range(100):
            text = fn(rng)
            if not lookalike_problems(text):
                break
        else:
            raise RuntimeError(f"{name}: no clean text after 100 tries")
        records.append({"locale": "", "spans": [], "template": name, "text": text})
    rng.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = f"holdout-{i:05d}"
    return records


def dump(records: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"default: {DEFAULT_OUT}")
    ap.add_argument("--seed", type=int, default=SEED, help=f"default: {SEED}")
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if FAKER_VERSION != EXPECTED_FAKER:
        print(f"error: Faker {EXPECTED_FAKER} is needed for the committed output, found "
              f"{FAKER_VERSION} (pip install -r benchmarks/requirements.txt)", file=sys.stderr)
        return 2
    if args.out.exists() and not args.force:
        print(f"error: {args.out} exists; pass --force to overwrite it", file=sys.stderr)
        return 1
    records = build(args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(dump(records).encode("utf-8"))
    n_free = sum(1 for r in records if not r["spans"])
    print(f"wrote {len(records)} records ({len(records) - n_free} with PII, {n_free} PII-free) "
          f"to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
