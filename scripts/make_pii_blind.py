#!/usr/bin/env python3
"""Build the blind PII evaluation set ``benchmarks/data/pii_blind/blind.jsonl``.

The set was written apart from the PII detector: its templates, look-alike texts and rules for
rendering values were written without reading the detector, its tests or the other PII data
sets.  It exists to be scored, never to tune rules against::

    python benchmarks/pii_accuracy.py --data benchmarks/data/pii_blind/blind.jsonl

Regenerate (from the repository root; the output is byte-identical whatever the date, time
zone or PYTHONHASHSEED)::

    python scripts/make_pii_blind.py --force

Each line is one JSON object with the keys ``id``, ``locale``, ``spans``, ``template`` and
``text``.  ``spans`` lists ``{"entity", "start", "end"}`` character offsets (sorted, not
overlapping); PHONE_NUMBER spans also carry ``valid`` (``phonenumbers.is_valid_number``).
A wrapped phone number contains a line break: collapse white space before parsing it.

Values come from Faker (pinned in ``benchmarks/requirements.txt``), one instance per locale,
each seeded with ``seed_instance(90210)``; everything else comes from ``random.Random(90210)``.
Phone numbers are checked with phonenumbers (pinned in ``requirements.txt``), whose metadata
decides which numbers are kept and which are valid, so both versions are required.
"""

from __future__ import annotations

import argparse
import copy
import datetime
import ipaddress
import json
import random
import re
import sys
from pathlib import Path

SEED = 90210
FAKER_VERSION = "40.0.0"
PHONENUMBERS_VERSION = "9.0.43"
REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "benchmarks" / "data" / "pii_blind" / "blind.jsonl"
N_PII = 1580
N_FREE = 420
ENTITIES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS")

try:
    import faker
    import phonenumbers as pn
    from phonenumbers import PhoneNumberFormat as PNF
except ImportError as exc:  # pragma: no cover - reported by main()
    faker = None
    pn = None
    _IMPORT_ERROR = exc
else:
    _IMPORT_ERROR = None

# --------------------------------------------------------------------------------------------
# Locales

EUROPE = [
    "de_DE", "de_AT", "de_CH", "de_LU", "fr_FR", "fr_CH", "it_IT", "it_CH", "es_ES", "pt_PT",
    "nl_NL", "nl_BE", "pl_PL", "cs_CZ", "sk_SK", "sv_SE", "no_NO", "da_DK", "fi_FI", "en_GB",
    "el_GR", "hu_HU", "ro_RO", "hr_HR", "sl_SI", "bg_BG", "lt_LT", "lv_LV", "ru_RU", "uk_UA",
]
ASIA = [
    "tr_TR", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "hi_IN", "en_IN", "id_ID", "th_TH", "vi_VN",
    "he_IL", "fa_IR", "ar_AE", "ar_JO", "ar_PS", "az_AZ", "ka_GE", "hy_AM", "uz_UZ", "ne_NP",
    "bn_BD",
]
AMERICAS = ["en_US", "en_CA", "es_MX", "pt_BR", "es_AR", "es_CL", "es_CO"]
AFRICA = ["fr_DZ", "tw_GH"]
OCEANIA = ["en_AU", "en_NZ"]
ALL = EUROPE + ASIA + AMERICAS + AFRICA + OCEANIA

# Locales whose Faker iban() gives the locale's own country with the registry length.
IBAN_LOCALES = [
    "az_AZ", "cs_CZ", "de_AT", "de_CH", "de_DE", "el_GR", "en_GB", "es_ES", "fi_FI", "fr_CH",
    "fr_FR", "it_CH", "it_IT", "nl_BE", "nl_NL", "no_NO", "pl_PL", "pt_PT", "ro_RO", "sk_SK",
    "tr_TR",
]
# IBAN lengths from the SWIFT IBAN registry.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20,
    "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18,
    "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27,
    "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21,
    "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15,
    "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31,
    "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26,
    "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}

EN = ["en_US", "en_GB", "en_CA", "en_AU", "en_NZ", "en_IN", "tw_GH"]
DE = ["de_DE", "de_AT", "de_CH", "de_LU"]
FR = ["fr_FR", "fr_CH", "fr_DZ"]
ES = ["es_ES", "es_MX", "es_AR", "es_CL", "es_CO"]
PT = ["pt_PT", "pt_BR"]
NL = ["nl_NL", "nl_BE"]
RU = ["ru_RU", "uz_UZ", "az_AZ", "hy_AM", "ka_GE"]
AR = ["ar_AE", "ar_JO", "ar_PS"]


def region_of(locale: str) -> str:
    return locale.split("_")[1]


# --------------------------------------------------------------------------------------------
# Small number helpers


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def luhn_complete(body: str) -> str:
    for d in "0123456789":
        if luhn_ok(body + d):
            return body + d
    raise AssertionError(body)


def iban_ok(s: str) -> bool:
    s = s.replace(" ", "").upper()
    if len(s) < 5 or not s.isalnum():
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


# --------------------------------------------------------------------------------------------
# Dates, times, amounts in the writing conventions of each language

MONTHS = {
    "en": "January February March April May June July August September October November "
          "December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre "
          "décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
          "diciembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre "
          "novembre dicembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro "
          "dezembro",
    "nl": "januari februari maart april mei juni juli augustus september oktober november "
          "december",
}
MONTHS = {k: v.split() for k, v in MONTHS.items()}
DOT_DATES = "de cs sk pl ru uk fi no da tr ro hr bg sl lt lv az ka hy uz".split()
COMMA_DECIMAL = "de fr es it pt nl pl cs sk sv no da fi el hu ro hr bg ru uk tr id vi".split()
SPACE_THOUSANDS = "fr pl cs sk sv no fi hu ru uk bg".split()


def draw_day(rng: random.Random) -> datetime.date:
    return datetime.date(rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28))


def fmt_date(lang: str, locale: str, day: datetime.date, style: tuple) -> str:
    """``style`` holds two numbers in [0, 1) drawn once per text, so its dates agree."""
    y, m, d = day.year, day.month, day.day
    named = style[1] < 0.3
    if lang == "en":
        if locale in ("en_US", "en_CA") or style[0] < 0.15:
            return f"{MONTHS['en'][m - 1]} {d}, {y}" if named else f"{m:02d}/{d:02d}/{y}"
        return f"{d} {MONTHS['en'][m - 1]} {y}" if named else f"{d:02d}/{m:02d}/{y}"
    if lang in MONTHS and named:
        month = MONTHS[lang][m - 1]
        if lang == "de":
            return f"{d}. {month} {y}"
        if lang in ("es", "pt"):
            return f"{d} de {month} de {y}"
        return f"{d} {month} {y}"
    if lang in DOT_DATES:
        return f"{d:02d}.{m:02d}.{y}"
    if lang in ("ja", "zh"):
        return f"{y}年{m}月{d}日"
    if lang == "ko":
        return f"{y}년 {m}월 {d}일"
    if lang == "hu":
        return f"{y}. {m:02d}. {d:02d}."
    if lang == "sv":
        return f"{y}-{m:02d}-{d:02d}"
    if lang == "nl":
        return f"{d}-{m}-{y}"
    if lang == "th":
        return f"{d}/{m}/{y + 543}"
    return f"{d:02d}/{m:02d}/{y}"


def fmt_time(rng: random.Random, lang: str, locale: str) -> str:
    h, mi = rng.randint(7, 20), rng.choice([0, 0, 15, 30, 45, 10, 20, 40, 50])
    if locale in ("en_US", "en_CA", "en_AU", "en_IN") and rng.random() < 0.7:
        ap = "AM" if h < 12 else "PM"
        return f"{(h - 1) % 12 + 1}:{mi:02d} {ap}"
    return f"{h:02d}:{mi:02d}"


def fmt_amount(value: float, lang: str) -> str:
    whole, cents = divmod(round(value * 100), 100)
    s = f"{whole:,}"
    if lang in COMMA_DECIMAL:
        sep = " " if lang in SPACE_THOUSANDS else "."
        return s.replace(",", sep) + f",{cents:02d}"
    return s + f".{cents:02d}"


# Asking prices in ads: (prefix, suffix, factor from a euro-like base amount).
PRICES = {
    "en_US": ("$", "", 1), "en_CA": ("$", "", 1.35), "en_AU": ("$", "", 1.5),
    "en_NZ": ("$", "", 1.6), "en_GB": ("£", "", 0.85), "en_IN": ("₹", "", 90),
    "tw_GH": ("GH₵", "", 13), "de_CH": ("CHF ", "", 1), "fr_CH": ("", " CHF", 1),
    "it_CH": ("CHF ", "", 1), "fr_DZ": ("", " DA", 145), "es_MX": ("$", " MXN", 18),
    "es_AR": ("$", "", 1000), "es_CL": ("$", "", 1000), "es_CO": ("$", "", 4300),
    "pt_BR": ("R$ ", "", 5.5), "pl_PL": ("", " zł", 4.3), "cs_CZ": ("", " Kč", 25),
    "hu_HU": ("", " Ft", 390), "ro_RO": ("", " lei", 5), "bg_BG": ("", " лв.", 2),
    "ru_RU": ("", " ₽", 95), "uk_UA": ("", " грн", 42), "tr_TR": ("", " TL", 35),
    "sv_SE": ("", " kr", 11.5), "no_NO": ("kr ", "", 11.5), "da_DK": ("", " kr.", 7.5),
    "az_AZ": ("", " AZN", 1.8), "hy_AM": ("", " դրամ", 420), "ka_GE": ("", " ₾", 2.9),
    "uz_UZ": ("", " so'm", 13000),
}


def fmt_price(rng: random.Random, lo: int, hi: int, lang: str, locale: str) -> str:
    prefix, suffix, factor = PRICES.get(locale, ("", " €", 1))
    n = rng.uniform(lo, hi) * factor
    step = 5 if n < 1000 else 50 if n < 20000 else 500 if n < 500000 else 5000
    n = max(step, int(round(n / step)) * step)
    s = f"{n:,}"
    if locale.endswith("_CH"):
        s = s.replace(",", "'")
    elif lang in SPACE_THOUSANDS:
        s = s.replace(",", " ")
    elif lang in COMMA_DECIMAL:
        s = s.replace(",", ".")
    return prefix + s + suffix


# --------------------------------------------------------------------------------------------
# Phone numbers

# Extension words that belong in a phone span (phonenumbers reads them as an extension).
SPAN_EXT = ["x{n}", " x{n}", " ext. {n}", " ext {n}", " Ext. {n}", " extension {n}"]
SPAN_EXT_LANG = {
    "es": [" anexo {n}"], "pt": [" anexo {n}"], "ru": [" доб. {n}"], "uk": [" доб. {n}"],
}
# Extension words written after the number but left outside the span.
OUT_EXT_LANG = {
    "de": [", Durchwahl {n}", " (Durchwahl {n})", " App. {n}"],
    "fr": [" poste {n}", ", poste {n}"],
    "it": [" int. {n}", " interno {n}"],
    "es": [" interno {n}", " int. {n}"],
    "pt": [" ramal {n}"],
    "nl": [" toestel {n}", " tst. {n}"],
    "pl": [" wew. {n}"],
    "cs": [" linka {n}"],
    "sk": [" klapka {n}"],
    "sv": [" ankn. {n}"],
    "tr": [" dahili {n}"],
    "el": [" εσωτ. {n}"],
    "hu": [", mellék {n}"],
    "he": [" שלוחה {n}"],
    "ja": ["（内線{n}）", " 内線{n}"],
    "zh": [" 转{n}", " 分机{n}"],
    "ko": [" 내선 {n}"],
}
TRUNK_IN_BRACKETS = ["DE", "AT", "CH", "GB", "FR", "NL", "BE", "FI", "LU", "SE"]


def _groups(s: str) -> list:
    return re.findall(r"\d+", s)


def phone_forms(raw: str, p, region: str) -> dict:
    """The ways one number can be written, keyed by kind (extension left off)."""
    base = copy.deepcopy(p)
    base.extension = None
    nat = pn.format_number(base, PNF.NATIONAL)
    intl = pn.format_number(base, PNF.INTERNATIONAL)
    e164 = pn.format_number(base, PNF.E164)
    cc = str(p.country_code)
    forms = {"raw": raw, "nat": nat, "intl": intl, "e164": e164}
    meta = pn.PhoneMetadata.metadata_for_region(region)
    if meta is not None and re.fullmatch(meta.international_prefix or "-", "00"):
        forms["00"] = "00" + intl[1:]
        forms["00s"] = "00 " + intl[1:]
    ng, ig = _groups(nat), _groups(intl)[1:]
    if len(ng) >= 2:
        forms["nat."] = ".".join(ng)
        forms["nat-"] = "-".join(ng)
        forms["nat "] = " ".join(ng)
        forms["nat/"] = ng[0] + "/" + " ".join(ng[1:])
        forms["nat//"] = ng[0] + "/" + "".join(ng[1:])
        if "(" not in nat:
            forms["natp"] = "(" + ng[0] + ") " + " ".join(ng[1:])
        forms["natc"] = "".join(ng)
    if len(ig) >= 2:
        forms["intl."] = "+" + cc + "." + ".".join(ig)
        forms["intl-"] = "+" + cc + "-" + "-".join(ig)
        forms["intlc"] = "+" + cc + " " + "".join(ig)
        forms["intlp"] = "+" + cc + " (" + ig[0] + ") " + " ".join(ig[1:])
        if region in TRUNK_IN_BRACKETS and meta.national_prefix == "0":
            forms["trunk"] = "+" + cc + " (0)" + " ".join(ig)
    return forms


PHONE_WEIGHTS = {
    "raw": 5, "nat": 4, "intl": 4, "e164": 2, "00": 1, "00s": 1, "nat.": 1, "nat-": 1,
    "nat ": 1, "nat/": 1, "nat//": 1, "natp": 1, "natc": 1, "intl.": 1, "intl-": 1,
    "intlc": 1, "intlp": 1, "trunk": 1,
}
INTL_KINDS = ["intl", "e164", "00", "00s", "intl.", "intl-", "intlc", "intlp", "trunk"]
NAT_KINDS = ["nat", "nat.", "nat-", "nat ", "nat/", "natp", "natc"]


def parse_span(text: str, region: str):
    return pn.parse(" ".join(text.split()), region)


# --------------------------------------------------------------------------------------------
# Cards, IBANs, IP addresses

CARD_BRANDS = {
    # brand: (prefixes, lengths, weight)
    "visa": (["4"], [13, 16, 16, 16, 19], 6),
    "mc": (["51", "52", "53", "54", "55"] + [str(n) for n in range(2221, 2721, 37)], [16], 5),
    "amex": (["34", "37"], [15], 3),
    "diners": (["300", "301", "302", "303", "304", "305", "36", "38"], [14], 2),
    "discover": (["6011", "644", "645", "646", "647", "648", "649", "65"], [16, 16, 19], 2),
    "jcb": ([str(n) for n in range(3528, 3590)], [16], 2),
    "jcb15": (["1800", "2131"], [15], 1),
    "unionpay": (["62"], [16, 17, 18, 19], 2),
    "maestro": (["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
                list(range(12, 20)), 2),
}
CARD_GROUPS = {
    12: [[4, 4, 4]], 13: [[4, 3, 3, 3], [4, 4, 5]], 14: [[4, 6, 4]], 15: [[4, 6, 5]],
    16: [[4, 4, 4, 4]], 17: [[4, 4, 4, 5]], 18: [[4, 4, 4, 4, 2], [6, 12]],
    19: [[4, 4, 4, 4, 3], [6, 13]],
}


def draw_card(rng: random.Random, brand: str = "") -> str:
    if not brand:
        names = list(CARD_BRANDS)
        brand = rng.choices(names, weights=[CARD_BRANDS[n][2] for n in names])[0]
    prefixes, lengths, _ = CARD_BRANDS[brand]
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    return luhn_complete(body)


def format_card(rng: random.Random, number: str, style: str = "") -> str:
    style = style or rng.choices(["p", "s", "d"], weights=[3, 5, 2])[0]
    if style == "p":
        return number
    groups = rng.choice(CARD_GROUPS[len(number)])
    out, i = [], 0
    for g in groups:
        out.append(number[i:i + g])
        i += g
    return (" " if style == "s" else "-").join(out)


def format_iban(rng: random.Random, iban: str, style: str = "") -> str:
    style = style or rng.choice(["p", "g", "g"])
    if style == "p":
        return iban
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def draw_ip4(rng: random.Random, kind: str = "") -> str:
    if kind == "p" or (not kind and rng.random() < 0.3):
        block = rng.choice(["10", "172", "192"])
        z = rng.randint(1, 254)
        if block == "10":
            return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{z}"
        if block == "172":
            return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{z}"
        return f"192.168.{rng.choice([0, 1, 1, 2, 10, 100, 178, rng.randint(0, 255)])}.{z}"
    while True:
        addr = ipaddress.IPv4Address(rng.getrandbits(32))
        if addr.is_global and not addr.is_multicast and not str(addr).endswith((".0", ".255")):
            return str(addr)


def draw_ip6(rng: random.Random, style: str = "") -> str:
    kind = rng.choices(["global", "ula", "ll", "doc"], weights=[6, 1, 1, 1])[0]
    if kind == "global":
        first = rng.choice([0x2001, 0x2400 + rng.randrange(16), 0x2600 + rng.randrange(16),
                            0x2800 + rng.randrange(16), 0x2A00 + rng.randrange(16), 0x2C0F])
        head = [first, rng.getrandbits(16), rng.getrandbits(16), rng.getrandbits(16)]
    elif kind == "ula":
        head = [0xFD00 | rng.getrandbits(8), rng.getrandbits(16), rng.getrandbits(16),
                rng.getrandbits(16)]
    elif kind == "ll":
        head = [0xFE80, 0, 0, 0]
    else:
        head = [0x2001, 0xDB8, rng.getrandbits(16), rng.randrange(0, 256)]
    tail_kind = rng.choice(["rand", "rand", "small", "zeros"])
    if tail_kind == "rand":
        tail = [rng.getrandbits(16) for _ in range(4)]
    elif tail_kind == "small":
        tail = [0, 0, 0, rng.randrange(1, 0x100)]
    else:
        tail = [0, 0, rng.getrandbits(16), rng.getrandbits(16)]
    if rng.random() < 0.3:
        head[3] = 0
    addr = ipaddress.IPv6Address(int("".join(f"{g:04x}" for g in head + tail), 16))
    style = style or rng.choices(["c", "f", "n"], weights=[6, 2, 2])[0]
    if style == "c":
        s = addr.compressed
    elif style == "f":
        s = addr.exploded
    else:
        s = ":".join(f"{g:x}" for g in head + tail)
    return s.upper() if rng.random() < 0.1 else s


# --------------------------------------------------------------------------------------------
# What a text must not hold outside its gold spans

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
QUAD_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
HEXCOLON_RE = re.compile(r"[0-9A-Fa-f:]{3,}")
RUN_RE = re.compile(r"\d(?:[ -]?\d)+")
IBANISH_RE = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,32}")
PLUS_RE = re.compile(r"(?:\+|(?<!\d)00)[ ]?\(?\d[\d ()./\-]{4,22}\d")


def _card_prefix(d: str) -> bool:
    return d[0] in "3456" or d.startswith(("1800", "2131")) or 2221 <= int(d[:4]) <= 2720


def lookalike_hits(text: str) -> list:
    """Strings in ``text`` that are one of the five entities (or too close to call)."""
    hits = []
    hits += [m.group() for m in EMAIL_RE.finditer(text)]
    for m in QUAD_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            hits.append(m.group())
    for m in HEXCOLON_RE.finditer(text):
        tok = m.group()
        if tok.count(":") < 2:
            continue
        for cand in (tok, tok.strip(":"), tok.rstrip(":")):
            try:
                ipaddress.IPv6Address(cand)
            except ValueError:
                continue
            hits.append(tok)
            break
    for m in RUN_RE.finditer(text):
        groups = re.split(r"[ -]", m.group())
        for i in range(len(groups)):
            for j in range(i, len(groups)):
                d = "".join(groups[i:j + 1])
                if 12 <= len(d) <= 19 and _card_prefix(d) and luhn_ok(d):
                    hits.append(d)
    for m in IBANISH_RE.finditer(text):
        c = m.group().replace(" ", "")
        for n in range(12, len(c) + 1):
            if iban_ok(c[:n]):
                hits.append(c[:n])
                break
    for m in PLUS_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if m.group().startswith("00"):
            digits = digits[2:]
        for n in range(6, min(len(digits), 17) + 1):
            try:
                num = pn.parse("+" + digits[:n], None)
            except pn.NumberParseException:
                continue
            if pn.is_valid_number(num):
                hits.append(m.group())
                break
    for match in pn.PhoneNumberMatcher(text, "ZZ", leniency=pn.Leniency.VALID):
        hits.append(match.raw_string)
    return hits


# --------------------------------------------------------------------------------------------
# Values and the document builder

UA_STRINGS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/124.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "curl/8.5.0",
    "python-requests/2.31.0",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Go-http-client/1.1",
]
URL_PATHS = [
    "/", "/index.php", "/wp-login.php", "/api/v1/orders?page=2", "/static/app.3f9c1b.js",
    "/.env", "/login", "/cart/checkout", "/favicon.ico", "/robots.txt", "/admin/",
    "/images/logo.png", "/api/v2/users/me", "/search?q=winter+boots", "/xmlrpc.php",
    "/health", "/cgi-bin/luci", "/feed/", "/account/settings",
]
HOSTS = [
    "web01", "web02", "edge-fra1", "gw", "bastion", "db-primary", "mail", "vpn01", "nas",
    "k8s-node-3", "proxy", "fw01", "app-prod-2", "ci-runner", "homeserver",
]
# Locales whose Faker city names are English-looking stand-ins: real cities instead.
CITIES = {
    "bg_BG": ["София", "Пловдив", "Варна", "Бургас", "Русе", "Стара Загора"],
    "uz_UZ": ["Toshkent", "Samarqand", "Buxoro", "Namangan", "Andijon"],
    "tr_TR": ["İstanbul", "Ankara", "İzmir", "Bursa", "Antalya", "Konya"],
    "fr_DZ": ["Alger", "Oran", "Constantine", "Annaba", "Blida", "Sétif"],
    "ar_AE": ["Dubai", "Abu Dhabi", "Sharjah", "Al Ain", "Ajman"],
    "ar_JO": ["Amman", "Irbid", "Zarqa", "Aqaba", "Madaba"],
    "ar_PS": ["Ramallah", "Nablus", "Hebron", "Bethlehem", "Jenin"],
    "lt_LT": ["Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys"],
    "lv_LV": ["Rīga", "Daugavpils", "Liepāja", "Jelgava", "Jūrmala"],
    "it_CH": ["Lugano", "Bellinzona", "Locarno", "Mendrisio", "Chiasso"],
    "de_LU": ["Luxembourg", "Esch-sur-Alzette", "Differdange", "Dudelange", "Ettelbruck"],
    "tw_GH": ["Accra", "Kumasi", "Tamale", "Cape Coast", "Takoradi"],
    "vi_VN": ["Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Hải Phòng", "Cần Thơ"],
    "en_US": ["Springfield", "Columbus", "Austin", "Portland", "Madison", "Raleigh"],
}
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
SLOT_RE = re.compile(r"\{([a-z0-9]+)(?::([A-Za-z0-9_.\-]+))?(?:#([a-z0-9]+))?\}")


class Gen:
    """Seeded sources of values: one Faker per locale, one random.Random for the rest."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self._fakers = {}
        self._decks = {}

    def next_locale(self, locales: list) -> str:
        """Locales are dealt from a shuffled deck per locale list, so each gets its share."""
        key = tuple(locales)
        deck = self._decks.get(key)
        if not deck:
            deck = list(locales)
            self.rng.shuffle(deck)
            self._decks[key] = deck
        return deck.pop()

    def faker(self, locale: str):
        f = self._fakers.get(locale)
        if f is None:
            f = faker.Faker(locale)
            f.seed_instance(SEED)
            # Some user names end in a year ("{{first_name}}{{year}}"), which Faker draws up
            # to today; a fixed range keeps the output the same whatever the date.
            generator = f.factories[0]
            generator.set_formatter("year", lambda g=generator: str(g.random_int(1955, 2012)))
            for provider in f.get_providers():
                # it_IT builds its list of cities from a set, whose order follows
                # PYTHONHASHSEED; sort it so the draws do not.
                cities = getattr(provider, "cities", None)
                if isinstance(cities, list) and type(provider).__module__.endswith("it_IT"):
                    provider.cities = sorted(cities)
            self._fakers[locale] = f
        return f

    def phone(self, locale: str):
        region = region_of(locale)
        cc = pn.country_code_for_region(region)
        f = self.faker(locale)
        for _ in range(1000):
            raw = f.phone_number()
            try:
                p = pn.parse(raw, region)
            except pn.NumberParseException:
                continue
            if p.country_code == cc and pn.is_possible_number(p):
                return raw, p
        raise RuntimeError(f"no usable phone number for {locale}")

    def iban(self, locale: str) -> str:
        assert locale in IBAN_LOCALES, locale
        region = region_of(locale)
        f = self.faker(locale)
        for _ in range(200):
            s = f.iban()
            if s[:2] == region and len(s) == IBAN_LENGTHS.get(region) and iban_ok(s):
                return s
        raise RuntimeError(f"no usable IBAN for {locale}")

    def email(self, locale: str) -> str:
        f = self.faker(locale)
        for _ in range(100):
            kind = self.rng.choices(["email", "free", "company"], weights=[4, 4, 2])[0]
            if kind == "email":
                s = f.email()
            elif kind == "free":
                s = f.free_email()
            else:
                s = f.company_email()
            if s.isascii() and EMAIL_RE.fullmatch(s):
                return s
        raise RuntimeError(f"no usable e-mail address for {locale}")


class Doc:
    """One text being written: literal pieces, values, and the gold spans of the values."""

    def __init__(self, gen: Gen, locale: str, lang: str):
        self.gen = gen
        self.rng = gen.rng
        self.locale = locale
        self.lang = lang
        self.region = region_of(locale)
        self.fk = gen.faker(locale)
        self.parts = []
        self.pos = 0
        self.spans = []
        self.cache = {}
        self.clock = self.rng.randint(7 * 60, 21 * 60)
        self.stamp = None
        self.day = None
        self.date_style = (self.rng.random(), self.rng.random())

    # -- output
    def add(self, s: str) -> None:
        self.parts.append(s)
        self.pos += len(s)

    def emit(self, segments) -> None:
        for text, entity, extra in segments:
            if entity is None:
                self.add(text)
                continue
            start = self.pos
            self.add(text)
            span = {"entity": entity, "start": start, "end": self.pos}
            span.update(extra or {})
            self.spans.append(span)

    def fill(self, template: str) -> None:
        i = 0
        for m in SLOT_RE.finditer(template):
            self.add(template[i:m.start()])
            kind, mod, tag = m.group(1), m.group(2) or "", m.group(3)
            key = (kind, mod, tag)
            if tag is not None and key in self.cache:
                segs = self.cache[key]
            else:
                segs = self.slot(kind, mod)
                if tag is not None:
                    self.cache[key] = segs
            self.emit(segs)
            i = m.end()
        self.add(template[i:])

    def text(self) -> str:
        return "".join(self.parts)

    # -- values
    def pick(self, *options):
        return self.rng.choice(options)

    def slot(self, kind: str, mod: str):
        if kind == "phone":
            return self.phone_segments(mod)
        if kind == "email":
            return [(self.gen.email(self.locale), "EMAIL_ADDRESS", None)]
        if kind == "card":
            brand, style = "", ""
            for tok in mod.split(".") if mod else []:
                if tok in CARD_BRANDS:
                    brand = tok
                else:
                    style = tok
            num = draw_card(self.rng, brand)
            return [(format_card(self.rng, num, style), "CREDIT_CARD", None)]
        if kind == "iban":
            return [(format_iban(self.rng, self.gen.iban(self.locale), mod), "IBAN_CODE", None)]
        if kind == "ip4":
            return [(draw_ip4(self.rng, mod), "IP_ADDRESS", None)]
        if kind == "ip6":
            return [(draw_ip6(self.rng, mod), "IP_ADDRESS", None)]
        if kind == "ip":
            if self.rng.random() < 0.7:
                return [(draw_ip4(self.rng, mod), "IP_ADDRESS", None)]
            return [(draw_ip6(self.rng), "IP_ADDRESS", None)]
        return [(self.value(kind, mod), None, None)]

    def value(self, kind: str, mod: str) -> str:
        rng, fk = self.rng, self.fk
        if kind == "name":
            return fk.name()
        if kind == "first":
            return fk.first_name()
        if kind == "last":
            return fk.last_name()
        if kind == "company":
            return fk.company()
        if kind == "city":
            if self.locale in CITIES:
                return rng.choice(CITIES[self.locale])
            return fk.city()
        if kind == "street":
            return fk.street_address()
        if kind == "pcode":
            return fk.postcode()
        if kind == "user":
            return fk.user_name()
        if kind == "dom":
            return fk.domain_name()
        if kind == "date":
            if mod == "next" and self.day is not None:
                self.day += datetime.timedelta(days=rng.randint(1, 14))
            else:
                self.day = draw_day(rng)
            style = (self.date_style[0], 1.0 if mod == "num" else self.date_style[1])
            return fmt_date(self.lang, self.locale, self.day, style)
        if kind == "time":
            return fmt_time(rng, self.lang, self.locale)
        if kind == "tick":
            self.clock += rng.choice([0, 1, 1, 2, 3, 5])
            h, m = divmod(self.clock % (24 * 60), 60)
            if mod == "s":
                return f"{h:02d}:{m:02d}:{rng.randint(0, 59):02d}"
            return f"{h:02d}:{m:02d}"
        if kind in ("ts", "clf", "sys", "dateiso"):
            return self.timestamp(kind)
        if kind == "int":
            lo, hi = (int(x) for x in mod.split("-"))
            return str(rng.randint(lo, hi))
        if kind == "amt":
            lo, hi = (int(x) for x in mod.split("-")) if mod else (5, 500)
            return fmt_amount(rng.uniform(lo, hi), self.lang)
        if kind == "price":
            lo, hi = (int(x) for x in mod.split("-"))
            return fmt_price(rng, lo, hi, self.lang, self.locale)
        if kind == "vat":
            if self.region == "AT":
                return "ATU" + "".join(rng.choice("0123456789") for _ in range(8))
            if self.region == "CH":
                return "CHE-" + ".".join(str(rng.randint(100, 999)) for _ in range(3)) + " MWST"
            return self.region + "".join(rng.choice("0123456789") for _ in range(9))
        if kind == "ref":
            return "".join(
                rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") if c == "A"
                else rng.choice("0123456789") if c == "9"
                else rng.choice("0123456789abcdef") if c == "x"
                else c
                for c in mod
            )
        if kind == "exp":
            return f"{rng.randint(1, 12):02d}/{rng.randint(25, 31)}"
        if kind == "port":
            return str(rng.randint(1024, 65535))
        if kind == "ua":
            return rng.choice(UA_STRINGS)
        if kind == "path":
            return rng.choice(URL_PATHS)
        if kind == "host":
            return rng.choice(HOSTS)
        if kind == "mac":
            return ":".join(f"{rng.getrandbits(8):02x}" for _ in range(6))
        raise KeyError(kind)

    def timestamp(self, kind: str) -> str:
        if self.stamp is None:
            self.stamp = [self.rng.randint(2021, 2025), self.rng.randint(1, 12),
                          self.rng.randint(1, 28), self.rng.randint(0, 86399)]
        y, mo, d, sec = self.stamp
        sec = min(sec + self.rng.randint(0, 40), 86399)
        self.stamp[3] = sec
        h, rem = divmod(sec, 3600)
        mi, s = divmod(rem, 60)
        if kind == "ts":
            return f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{self.rng.randint(0, 999):03d}Z"
        if kind == "clf":
            return f"{d:02d}/{MON[mo - 1]}/{y}:{h:02d}:{mi:02d}:{s:02d} +0000"
        if kind == "sys":
            return f"{MON[mo - 1]} {d:2d} {h:02d}:{mi:02d}:{s:02d}"
        return f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}"

    def phone_segments(self, mod: str):
        """A phone number from the record's locale, written one of many ways.

        Modifiers: ``t`` a field or table cell (no line break, no extension unless ``x``),
        ``x`` with an extension, ``i`` international forms, ``n`` national forms, ``r`` as
        Faker gave it, ``w`` wrapped across a line.
        """
        rng = self.rng
        raw, p = self.gen.phone(self.locale)
        forms = phone_forms(raw, p, self.region)
        if "i" in mod:
            kinds = [k for k in INTL_KINDS if k in forms]
        elif "n" in mod:
            kinds = [k for k in NAT_KINDS if k in forms]
        elif "r" in mod:
            kinds = ["raw"]
        else:
            kinds = list(forms)
        chosen = None
        while kinds:
            kind = rng.choices(kinds, weights=[PHONE_WEIGHTS[k] for k in kinds])[0]
            try:
                q = parse_span(forms[kind], self.region)
            except pn.NumberParseException:
                q = None
            if (q is not None and q.country_code == p.country_code
                    and q.national_number == p.national_number):
                chosen = kind
                break
            kinds.remove(kind)
        if chosen is None:
            chosen = "raw"
        s = forms[chosen]
        ext_expected = p.extension if chosen == "raw" else None
        ext_in, ext_out = "", ""
        want_ext = "x" in mod or ("t" not in mod and rng.random() < 0.06)
        if want_ext and not ext_expected:
            n = str(rng.choice([rng.randint(1, 9), rng.randint(10, 99), rng.randint(100, 999),
                                rng.randint(1000, 9999)]))
            outs = OUT_EXT_LANG.get(self.lang, [])
            if outs and rng.random() < 0.45:
                ext_out = rng.choice(outs).format(n=n)
            else:
                ins = SPAN_EXT + 3 * SPAN_EXT_LANG.get(self.lang, [])
                ext_in = rng.choice(ins).format(n=n)
                ext_expected = n
        s += ext_in
        if "w" in mod or ("t" not in mod and rng.random() < 0.04):
            spaces = [i for i, c in enumerate(s) if c == " "]
            if spaces:
                i = rng.choice(spaces)
                s = s[:i] + "\n" + s[i + 1:]
        q = parse_span(s, self.region)
        if (q.country_code != p.country_code or q.national_number != p.national_number
                or (q.extension or None) != (ext_expected or None)):
            raise AssertionError(f"phone form does not read back: {s!r}")
        segs = [(s, "PHONE_NUMBER", {"valid": bool(pn.is_valid_number(q))})]
        if ext_out:
            segs.append((ext_out, None, None))
        return segs


class Template:
    def __init__(self, tid: str, lang: str, locales: list, fn):
        self.tid, self.lang, self.locales, self.fn = tid, lang, list(locales), fn


TEMPLATES = []


def tpl(tid: str, lang: str, locales: list):
    def deco(fn):
        TEMPLATES.append(Template(tid, lang, locales, fn))
        return fn
    return deco


def T(tid: str, lang: str, locales: list, text: str) -> None:
    TEMPLATES.append(Template(tid, lang, locales, lambda d, _t=text: d.fill(_t)))


def iban_only(locales: list) -> list:
    out = [loc for loc in locales if loc in IBAN_LOCALES]
    assert out, locales
    return out


# --------------------------------------------------------------------------------------------
# Templates with PII.  Slots: {kind}, {kind:modifier}, {kind#tag} (same value again).


@tpl("b-001", "en", ALL)
def _support_chat(d):
    d.fill("Chat transcript - {company#c} Customer Care\n"
           "[{tick}] {first#a} (Advisor): Hi, thanks for reaching out to {company#c}! "
           "How can I help today?\n"
           "[{tick}] Visitor: hi, my parcel says delivered but nothing came\n"
           "[{tick}] {first#a} (Advisor): I'm sorry about that. To find your account, could you "
           "give me the email address and phone number you ordered with?\n")
    if d.rng.random() < 0.5:
        d.fill("[{tick}] Visitor: {email}\n[{tick}] Visitor: phone is {phone}\n")
    else:
        d.fill("[{tick}] Visitor: {email} / {phone}\n")
    d.fill("[{tick}] {first#a} (Advisor): Thanks! I found order #{ref:9999999}. I've opened a "
           "claim with the courier; you'll get an update within 48 hours.\n"
           "[{tick}] Visitor: ok. can they call me instead? its easier. {phone}\n"
           "[{tick}] {first#a} (Advisor): Noted, I've added that as the preferred contact "
           "number. Anything else?\n[{tick}] Visitor: no thats all thx\n")


@tpl("b-002", "en", EN)
def _sms_new_number(d):
    d.fill(d.pick(
        "Hey it's {first}! Got a new phone, old one went in the lake lol. "
        "This is my number now: {phone} - delete the old one x",
        "Hi all, {first} here. My number has changed to {phone}. Please update your "
        "contacts. The old number stops working on Friday.",
        "New number who dis 😂 no seriously it's {first}, save {phone}",
        "Hi Mum, it's me, this is my new work phone {phone}. Can you text me back so I know "
        "it works? Love you",
    ))


@tpl("b-003", "en", ALL)
def _whatsapp_group(d):
    d.fill("[{date:num#d}, {tick:s}] ‎{name#a} created group \"Saturday 5-a-side ⚽\"\n"
           "[{date:num#d}, {tick:s}] ‎{name#a} added {phone:i}\n"
           "[{date:num#d}, {tick:s}] ‎{name#a} added {phone:i#b}\n"
           "[{date:num#d}, {tick:s}] {name#a}: Pitch is booked for 10am, same place as last time\n"
           "[{date:num#d}, {tick:s}] {phone:i#b}: who is this? 😅\n"
           "[{date:num#d}, {tick:s}] {name#a}: it's {first#x}'s brother, he gave me your number\n"
           "[{date:num#d}, {tick:s}] {phone:i#b}: ah ok nice one. can my mate join? "
           "his number is {phone}\n"
           "[{date:num#d}, {tick:s}] {name#a}: sure, add him\n")


@tpl("b-004", "en", EN)
def _email_thread(d):
    d.fill("Hi {first#b},\n\n"
           "Thursday works for me. I'll bring the signed copies. If anything changes on the "
           "day, my mobile is {phone}.\n\n"
           "Best,\n{first#a}\n\n"
           "--\n{first#a} {last#a}\n{company#c}\n")
    d.fill(d.pick("T: {phone:t}\nM: {phone:t}\nE: {email#a}\n",
                  "Office {phone:t} | Mobile {phone:t}\n{email#a}\n",
                  "Direct: {phone:tx}\nEmail: {email#a}\n"))
    d.fill("\nOn {date}, at {time}, {first#b} {last#b} <{email#b}> wrote:\n"
           "> Hi {first#a},\n>\n"
           "> Could we move the contract review to Thursday? Our legal team needs one more day.\n"
           "> You can also reach me on {phone}.\n>\n> Thanks,\n> {first#b}\n")


@tpl("b-005", "en", EN)
def _cv_header(d):
    d.fill("{name}\n{street}, {city}\n")
    d.fill(d.pick("{phone} | {email}\n", "Phone: {phone:t}\nEmail: {email}\n",
                  "☎ {phone:t} · ✉ {email}\n"))
    d.fill("linkedin.com/in/{user}\n\n"
           "PROFILE\nReliable and organised professional with six years of experience in "
           "logistics coordination and customer service. Comfortable with SAP, Excel and "
           "managing small teams.\n\n"
           "EXPERIENCE\nShift Supervisor, {company} — 2019 to present\n"
           "- Led a team of 12 across two warehouse sites\n"
           "- Cut picking errors by a third in the first year\n\n"
           "REFERENCES\n{name}, Operations Manager, {company}\n{phone:t} — {email}\n")


@tpl("b-006", "en", ["en_GB", "en_AU", "en_NZ", "en_IN", "en_CA"])
def _property_ad(d):
    d.fill(d.pick("FOR RENT: ", "TO LET - ", "Room available: "))
    d.fill("Bright 2 bedroom flat in {city}, close to shops and the station. Unfurnished, "
           "gas central heating, off-street parking for one car. {price:900-2400} per month, "
           "bills not included. Available from {date}.\n")
    d.fill(d.pick("Viewings by appointment only - call {first} on {phone}.",
                  "Private landlord, no fees. Call or text {phone} after 5pm.",
                  "Contact {first}: {phone} or email {email}",
                  "Enquiries: {email}\nTel {phone}"))


@tpl("b-007", "en", ["en_US", "en_CA", "en_AU"])
def _car_ad(d):
    d.fill(d.pick("2014 Honda Civic EX, 118k miles", "2011 Toyota Corolla LE, 142k miles",
                  "2017 Ford F-150 XLT 4x4, 96k miles", "2009 Mazda 3 hatch, manual, 160k"))
    d.fill(" - runs great, clean title, new tires last spring, small dent on rear bumper "
           "(see pics). Asking {price:2500-19000} OBO.\n")
    d.fill(d.pick("Text only {phone}, no calls during work hours. No lowballers or scammers.",
                  "Call/text {phone}. Cash only, serious buyers.",
                  "Located in {city}. If the ad is up it's available. {phone}",
                  "TEXT ME AT {phone}\nno trades"))


@tpl("b-008", "en", ALL)
def _signup_table(d):
    d.fill(d.pick("## Volunteer sign-up: Spring clean-up ({date})\n\n",
                  "### Bake sale helpers\n\n", "# Tournament registrations\n\n"))
    d.fill("| # | Name | Email | Phone | Shift |\n|---|------|-------|-------|-------|\n")
    for i in range(d.rng.randint(3, 7)):
        d.fill(f"| {i + 1} | " + "{name} | {email} | {phone:t} | "
               + d.pick("AM", "PM", "all day", "setup", "TBC") + " |\n")
    d.fill("\nPlease add yourself at the bottom, don't edit other people's rows.\n")


@tpl("b-009", "en", ALL)
def _vcard(d):
    d.fill("BEGIN:VCARD\nVERSION:3.0\nN:{last#a};{first#a};;;\nFN:{first#a} {last#a}\n"
           "ORG:{company}\n")
    d.fill(d.pick("TEL;TYPE=CELL:{phone:ti}\n", "TEL;TYPE=CELL,VOICE:{phone:t}\n",
                  "TEL;type=CELL;type=pref:{phone:ti}\n"))
    if d.rng.random() < 0.6:
        d.fill("TEL;TYPE=WORK,VOICE:{phone:t}\n")
    d.fill("EMAIL;TYPE=INTERNET:{email}\nADR;TYPE=HOME:;;{street};{city};;{pcode};\n"
           "REV:{dateiso}\nEND:VCARD\n")


@tpl("b-010", "en", ALL)
def _yaml_config(d):
    d.fill("# monitoring/alerts.yaml\nsmtp:\n  host: {ip4:p}\n  port: 587\n"
           "  from: {email}\n\nreceivers:\n  - name: oncall-primary\n    email: {email}\n"
           "    sms: \"{phone:ti}\"\n  - name: oncall-secondary\n    email: {email}\n"
           "    sms: \"{phone:ti}\"\n\ntargets:\n  - {ip4}\n  - \"[{ip6}]:9100\"\n"
           "  - {ip4:p}:9100\n")


@tpl("b-011", "en", ALL)
def _ini_config(d):
    d.fill("; generated by setup wizard, {date}\n[database]\nhost = {ip4:p}\nport = 5432\n"
           "name = shop_prod\nuser = shop\n\n[mail]\nadmin_email = {email}\n"
           "notify = {email}\n\n[network]\nbind_address = {ip:p}\nallowed_hosts = {ip4}, "
           "{ip4}\n\n[support]\nhotline = {phone:t}\n")


@tpl("b-012", "en", ALL)
def _tsv_paste(d):
    d.fill("First name\tLast name\tEmail\tMobile\tCity\tSigned up\n")
    for _ in range(d.rng.randint(3, 8)):
        d.fill("{first}\t{last}\t{email}\t{phone:t}\t{city}\t{date}\n")


@tpl("b-013", "en", IBAN_LOCALES)
def _invoice_en(d):
    d.fill("{company#c}\n{street}\n{city}\nTel. {phone:t} · {email#e}\n\n"
           "INVOICE No. {ref:2024-9999}\nDate: {date}\nCustomer no.: {ref:K-99999}\n\n"
           "Description                         Qty   Unit price     Total\n"
           "Website maintenance (March)           1      {amt:200-900}   \n"
           "Hosting, 12 months                    1      {amt:50-300}    \n\n"
           "Please transfer the total within 14 days to:\n")
    d.fill(d.pick("IBAN: {iban}\nBIC: {ref:AAAAAAAAXXX}\n",
                  "Account holder: {company#c}\nIBAN {iban}\n",
                  "Bank details: {iban} (reference: invoice number)\n"))
    d.fill("\nQuestions about this invoice? Write to {email#e}.\n")


@tpl("b-014", "en", EN)
def _receipt(d):
    d.fill("{company}\n{street}\n{city}\nTEL {phone:t}\n\n"
           "RECEIPT #{ref:999999}   {date} {time}\n----------------------------------\n"
           "2 x Flat white                {amt:3-9}\n1 x Banana bread              {amt:3-9}\n"
           "----------------------------------\nTOTAL                         {amt:6-30}\n"
           "CARD              **** **** **** {ref:9999}\nAUTH CODE {ref:999999}\n\n")
    d.fill(d.pick("E-receipt sent to {email}\nThank you, come again!\n",
                  "Join our loyalty club: text JOIN to {phone:t}\n",
                  "Feedback? {email}\n"))


@tpl("b-015", "en", ALL)
def _chat_card_leak(d):
    d.fill("[{tick}] Customer: hi i'm trying to pay for my booking but the page keeps timing "
           "out\n[{tick}] Advisor: Sorry about that! You can also pay over the phone on "
           "{phone:t}, or I can send you a secure payment link.\n[{tick}] Customer: can't "
           "i just give it to you here? ")
    d.fill(d.pick("{card} exp {exp} cvv {ref:999}\n",
                  "card number {card}, expiry {exp}\n",
                  "its {card:visa}\n", "{card:mc} and the code on the back is {ref:999}\n"))
    d.fill("[{tick}] Advisor: Please don't share card details in chat - I've masked the message. "
           "I'm sending the secure link to {email} now.\n")


@tpl("b-016", "en", ALL)
def _phishing_sms(d):
    d.fill(d.pick(
        "[{company}] Your account has been temporarily suspended due to unusual activity. "
        "Verify now: http://{ip4}/secure/login or call {phone}",
        "FINAL NOTICE: your parcel could not be delivered. Pay the {amt:1-4} redelivery fee "
        "at http://{ip4}:{port}/track within 24h. Helpline {phone}",
        "Dear customer, a payment of {amt:300-999} was authorised on your card. If this was "
        "not you, call our fraud team immediately on {phone}.",
        "HMRC: You are eligible for a tax refund of {amt:100-900}. Claim before midnight: "
        "http://[{ip6}]/refund",
    ))


@tpl("b-017", "en", IBAN_LOCALES)
def _scam_email(d):
    d.fill("Subject: URGENT - outstanding invoice / change of bank details\n\n"
           "Dear Sir/Madam,\n\nPlease note that our bank details have changed due to an "
           "ongoing audit. All pending payments must now be made to the account below and not "
           "to the one on the invoice:\n\nBeneficiary: {company}\nIBAN: {iban}\n"
           "Amount due: {amt:4000-48000}\n\nKindly confirm once the transfer is done by "
           "replying to {email} (our accounts office) or by phone at {phone}.\n\n"
           "Regards,\n{name}\nAccounts Payable\n")


@tpl("b-018", "en", EN)
def _shipping(d):
    d.fill("Your order is on its way! 📦\n\nHi {first},\n\nGood news: order {ref:A99-9999999} "
           "left our warehouse on {date}. Your courier is {company} and the tracking number "
           "is {ref:AA999999999AA}.\n\n")
    d.fill(d.pick("The driver will text you on {phone} about an hour before delivery.\n",
                  "We'll send delivery updates to {phone} and {email}.\n",
                  "Delivery contact: {phone:t}\n"))
    d.fill("\nNeed to change the address? Reply to this email before 6pm.\n")


@tpl("b-019", "en", EN)
def _clinic_reminder(d):
    d.fill(d.pick(
        "Reminder: {first}, you have an appointment with Dr {last} at {company} on {date} at "
        "{time}. To cancel or rebook call {phone} (24h notice please). Reply STOP to opt out.",
        "{company} Dental: Hi {first}, just a reminder of your check-up on {date} at {time}. "
        "Running late? Call reception {phone:x}.",
        "Your flu jab is booked for {date}, {time}, at {city} Medical Centre. Questions: "
        "{phone}. Please bring your Medicare card.",
    ))


@tpl("b-020", "en", EN)
def _class_list(d):
    d.fill("Class 4B - parent contact list ({date})\nPlease keep this list private and use it "
           "only for class matters.\n\n")
    for _ in range(d.rng.randint(4, 8)):
        d.fill(d.pick("{first} ({last} family) - {phone:t} - {email}\n",
                      "{first} {last}: mum {phone:t}, dad {phone:t}\n",
                      "{first} {last} - {email}\n",
                      "{first} {last} — {phone:t}\n"))
    d.fill("\nClass rep: {name}, {phone}\n")


@tpl("b-021", "en", ALL)
def _hotel_booking(d):
    d.fill("Booking confirmation {ref:9999999999}\n\n{company} Hotel\n{street}, {city}\n"
           "Phone: {phone:t}\n\nGuest: {name}\nEmail: {email}\n")
    d.fill(d.pick("Phone: {phone:t}\n", "Mobile: {phone:ti}\n", "Guest phone: {phone:t}\n"))
    d.fill("Check-in: {date} (from 15:00)\nCheck-out: {date:next} (until 11:00)\n"
           "Room: Double room, non-smoking, breakfast included\n"
           "Total price: {amt:150-1800}\nPayment: at the property. Your card ending in "
           "{ref:9999} guarantees the booking.\n")


@tpl("b-022", "en", ALL)
def _nginx_log(d):
    for _ in range(d.rng.randint(3, 7)):
        d.fill("{ip} - - [{clf}] \"GET {path} HTTP/1.1\" "
               + d.pick("200", "200", "301", "404", "403", "499", "502")
               + " {int:0-90000} \"-\" \"{ua}\"\n")


@tpl("b-023", "en", ALL)
def _auth_log(d):
    for _ in range(d.rng.randint(3, 6)):
        d.fill("{sys} {host#h} sshd[{int:1000-65000}]: " + d.pick(
            "Failed password for root from {ip4} port {port} ssh2",
            "Failed password for invalid user {user} from {ip4} port {port} ssh2",
            "Invalid user admin from {ip} port {port}",
            "Accepted publickey for deploy from {ip} port {port} ssh2: ED25519 SHA256:"
            "{ref:AxAx9xAAx9Ax9xAx9AxAx9xAAx9Ax9xAx9AxA9x}",
            "Connection closed by authenticating user root {ip4} port {port} [preauth]",
            "Received disconnect from {ip6} port {port}:11: Bye Bye [preauth]",
        ) + "\n")


@tpl("b-024", "en", ALL)
def _ufw_log(d):
    for _ in range(d.rng.randint(2, 5)):
        d.fill("{sys} {host#h} kernel: [{int:1000-999999}.{int:100000-999999}] [UFW BLOCK] "
               "IN=eth0 OUT= MAC={mac}:{mac}:08:00 SRC={ip4} DST={ip4:p} LEN={int:40-60} "
               "TOS=0x00 PREC=0x00 TTL={int:30-250} ID={int:1-65000} PROTO=TCP SPT={port} "
               "DPT=" + d.pick("22", "23", "3389", "445", "8080", "5900") + " WINDOW=1024 "
               "RES=0x00 SYN URGP=0\n")


@tpl("b-025", "en", ALL)
def _incident_report(d):
    d.fill("INCIDENT REPORT {ref:IR-2024-999}\nSeverity: High\nReported by: {name} "
           "({email})\nDate: {date}\n\nSummary\nBetween {time} and {time} the customer portal "
           "received a credential-stuffing attack. Most requests came from {ip4} and {ip4}, "
           "with a smaller wave from {ip6}. The WAF blocked 92% of attempts; 14 accounts were "
           "locked as a precaution.\n\nActions\n1. Blocked {ip4}/32 and {ip4}/24 at the edge.\n"
           "2. Forced password resets for affected users.\n"
           "3. Internal host {ip4:p} (jump box) was checked and is clean.\n\n"
           "On-call contact for follow-up: {name} - {phone}\n")


@tpl("b-026", "en", EN)
def _stripped_html(d):
    d.fill("Home  |  Services  |  About us  |  Contact\n\n\nContact us\n\n"
           "We're open Monday to Friday, 8am–6pm.\n\n\nPhone\n\n{phone:t}\n\n\nEmail\n\n"
           "{email}\n\n\nVisit\n\n{street}\n{city}\n\n\n"
           "Call&nbsp;{phone:t}&nbsp;for emergencies\n\n"
           "© {int:2019-2025} {company}. All rights reserved. · Privacy · Cookies\n")


@tpl("b-027", "en", ALL)
def _office_directory(d):
    d.fill("| Office | Contact | Phone | Email |\n|:--|:--|:--|:--|\n")
    for _ in range(d.rng.randint(3, 6)):
        d.fill("| {city} | {name} | {phone:t} | {email} |\n")


EXPATS = iban_only(["en_GB", "de_DE", "nl_NL", "fr_FR", "es_ES", "pt_PT", "pl_PL"])


@tpl("b-028", "en", EXPATS)
def _transfer_request(d):
    d.fill("Hi {first#a},\n\nThanks again for the weekend! My share of the cottage came to "
           "{amt:80-400}. Could you send it to my account when you get a chance?\n\n"
           "{name}\n{iban}\n\nNo rush :) If it's easier just call me on {phone} and we can "
           "sort it out in person.\n\n{first#b}\n")


@tpl("b-029", "en", EN)
def _lost_pet(d):
    d.fill(d.pick("LOST DOG", "MISSING CAT", "FOUND: small brown terrier"))
    d.fill("\n\nLast seen near {street}, {city} on {date}. Very friendly but scared of "
           "loud noises. Microchipped. Please check sheds and garages!\n\n"
           "REWARD\n\nCall or text: {phone}\n")
    if d.rng.random() < 0.5:
        d.fill("or {phone}\n")


@tpl("b-030", "en", ALL)
def _ops_chat(d):
    d.fill("{first#a} [{tick}]\nanyone else seeing timeouts on the API? latency on {host} is "
           "through the roof\n\n{first#b} [{tick}]\nyep. looks like {ip4} is hammering us, "
           "~4k rps. also some traffic from {ip6}\n\n{first#a} [{tick}]\nblocking both at the "
           "LB. can you check {ip4:p} and {ip4:p}? the health checks flap\n\n{first#b} "
           "[{tick}]\non it. if it gets worse page {first#c}: {phone}\n")


@tpl("b-031", "en", ALL)
def _json_log(d):
    for _ in range(d.rng.randint(2, 5)):
        level, event = d.pick(("warn", "login_failed"), ("info", "password_reset"),
                              ("info", "signup"), ("info", "login_ok"), ("error", "login_failed"))
        d.fill('{"ts":"{ts}","level":"' + level + '","event":"' + event + '",'
               '"user":"{email}","client_ip":"{ip}","ua":"{ua}"}\n')


@tpl("b-032", "en", ALL)
def _payments_csv(d):
    d.fill("txn_id,created_at,card_number,amount,currency,customer_email,status\n")
    for _ in range(d.rng.randint(3, 7)):
        d.fill("txn_{ref:xxxxxxxxxxxx},{dateiso},{card:p},{amt:5-900},"
               + d.pick("EUR", "USD", "GBP", "CHF", "JPY") + ",{email},"
               + d.pick("captured", "refunded", "failed", "captured") + "\n")


@tpl("b-033", "en", EN)
def _meeting_minutes(d):
    d.fill("Residents' association - minutes of meeting held {date}\n\n"
           "Present: {name}, {name}, {name}, {name}\nApologies: {name}\n\n"
           "1. Bins: the council has agreed to collect on Tuesdays again from next month.\n"
           "2. Summer party: {first#p} will book the hall. Anyone who wants to help should "
           "contact {first#p} on {phone} or {email}.\n"
           "3. Parking: complaints to be sent to the housing office ({email}).\n\n"
           "Next meeting: {date}, 7pm, community centre.\n")


@tpl("b-034", "en", ALL)
def _postfix_log(d):
    d.fill("{sys} mail postfix/smtpd[{int:1000-30000}]: connect from unknown[{ip4}]\n"
           "{sys} mail postfix/smtpd[{int:1000-30000}]: {ref:9AAAA9A9A9#q}: client=unknown"
           "[{ip4}]\n{sys} mail postfix/qmgr[{int:1000-30000}]: "
           "{ref:9AAAA9A9A9#q}: from=<{email}>, size={int:900-90000}, nrcpt=1 (queue active)\n"
           "{sys} mail postfix/smtp[{int:1000-30000}]: {ref:9AAAA9A9A9#q}: to=<{email}>, "
           "relay=mx.{dom}[{ip}]:25, delay=0.8, status=sent (250 2.0.0 OK)\n"
           "{sys} mail postfix/qmgr[{int:1000-30000}]: {ref:9AAAA9A9A9#q}: removed\n")


@tpl("b-035", "en", ALL)
def _router_log(d):
    for _ in range(d.rng.randint(2, 5)):
        d.fill("{sys} gw dhcpd[{int:300-9000}]: " + d.pick(
            "DHCPACK on {ip4:p} to {mac} ({host}) via eth1",
            "DHCPREQUEST for {ip4:p} from {mac} via eth1",
            "DHCPOFFER on {ip4:p} to {mac} via eth1",
        ) + "\n")
    d.fill("{sys} gw pppd[{int:300-9000}]: local  IP address {ip4}\n"
           "{sys} gw pppd[{int:300-9000}]: remote IP address {ip4}\n")


@tpl("b-036", "en", ALL)
def _terraform(d):
    d.fill('resource "aws_security_group_rule" "office_ssh" {\n  type        = "ingress"\n'
           '  from_port   = 22\n  to_port     = 22\n  protocol    = "tcp"\n'
           '  cidr_blocks = ["{ip4}/32", "{ip4}/32"]\n'
           '  ipv6_cidr_blocks = ["{ip6:c}/128"]\n'
           '  description = "office + VPN, ask {email} before changing"\n}\n')


@tpl("b-037", "en", ALL)
def _traceroute_ticket(d):
    d.fill("Ticket #{int:10000-99999} - slow connection from branch office\n\n"
           "Customer pasted:\n\n$ traceroute {dom}\n")
    hops = d.rng.randint(4, 8)
    d.fill(" 1  {ip4:p}  0.712 ms  0.655 ms  0.631 ms\n")
    for i in range(2, hops + 1):
        d.fill(f"{i:2d}  " + "{ip4}  {int:3-90}.{int:100-999} ms  {int:3-90}.{int:100-999} ms"
               "  {int:3-90}.{int:100-999} ms\n")
    d.fill("\nCustomer contact: {name}, {phone}, {email}\n")


@tpl("b-038", "en", ALL)
def _signin_alert(d):
    d.fill("Subject: New sign-in to your account\n\nHi {first},\n\nWe noticed a new sign-in to "
           "your {company} account ({email}).\n\nWhen: {date}, {time}\nDevice: "
           + d.pick("Chrome on Windows", "Safari on iPhone", "Firefox on Linux") +
           "\nIP address: {ip}\nApproximate location: {city}\n\n"
           "If this was you, you can ignore this email. If not, reset your password right "
           "away and contact us at {phone}.\n")


@tpl("b-039", "en", EN)
def _job_application(d):
    d.fill("Dear Hiring Manager,\n\nI am writing to apply for the position of "
           + d.pick("Junior Accountant", "Warehouse Team Leader", "Dental Receptionist",
                    "Data Analyst") +
           " advertised on your website. I have attached my CV and a cover letter. I am "
           "available for an interview at any time and can start with two weeks' notice. You "
           "can reach me by email or on my mobile, {phone:w}.\n\nKind regards,\n{name}\n"
           "{email}\n")


@tpl("b-040", "en", ALL)
def _host_message(d):
    d.fill("Hi {first}! Welcome, and thanks for booking my place 😊\n\nCheck-in is from 3pm. "
           "The key box is on the left of the door, code {ref:9999}. WiFi: {last}_guest, "
           "password is on the fridge.\n\nIf you need anything, WhatsApp me on {phone:i}. "
           "For emergencies when I'm travelling, my neighbour {first} can help: {phone}.\n\n"
           "Enjoy {city}!\n")


@tpl("b-041", "en", ALL)
def _car_rental(d):
    d.fill("RENTAL AGREEMENT {ref:AA-9999999}\n\nRenter: {name}\nDriving licence: "
           "{ref:AAAAA999999AA9AA}\nPhone: {phone:t}\nEmail: {email}\n\nPick-up: {city}, "
           "{date} {time}\nReturn: {date:next} {time}\nVehicle group: C (VW Golf or similar)\n\n"
           "Security deposit: {amt:300-1500} held on card {card} (pre-authorisation, "
           "released on return)\n\nSignature: ____________\n")


@tpl("b-042", "en", EN)
def _donation_receipt(d):
    d.fill("Thank you for your gift!\n\nDonor: {name}\nEmail: {email}\nDonation: "
           "{amt:10-250} (monthly)\nPayment method: {card:visa}\nStart date: {date}\n\n"
           "You can change or cancel your monthly gift at any time by calling our supporter "
           "care team on {phone}.\n")


@tpl("b-043", "en", ALL)
def _breach_paste(d):
    d.fill(d.pick("-- dump from shop db, do not share --\n", "leak part 3/12\n",
                  "##### combolist #####\n"))
    d.fill("email | phone | card | ip\n")
    for _ in range(d.rng.randint(3, 7)):
        d.fill("{email} | {phone:t} | {card} | {ip4}\n")


@tpl("b-044", "en", EN)
def _voicemail(d):
    d.fill("Voicemail from {phone:t} ({date}, {time}), 0:{int:21-58}\n\nTranscription: \"Hi, "
           "this is {first} from {company}, calling about the quote you asked for. Could you "
           "call me back on {phone}? Or drop me an email at {email}. Thanks, bye.\"\n")


@tpl("b-045", "en", EN)
def _job_post(d):
    d.fill("HIRING: part-time barista, 20-25 hours/week, weekends essential. Experience "
           "preferred but we will train the right person. Competitive pay + tips.\n\n"
           "Send your CV to {email} or drop in and ask for {first}. ")
    d.fill(d.pick("Questions? Call {phone}.", "Text {phone} for more info.",
                  "No phone calls please."))
    d.fill("\n\n{company} · {street}, {city}\n")


@tpl("b-046", "en", ALL)
def _sql_insert(d):
    d.fill("-- seed data (copied from prod by mistake?)\n")
    for i in range(d.rng.randint(2, 5)):
        d.fill(f"INSERT INTO customers (id, name, email, phone, last_ip) VALUES ({i + 1}, "
               "'{name}', '{email}', '{phone:t}', '{ip}');\n")


@tpl("b-047", "en", EN)
def _landlord_letter(d):
    d.fill("Dear tenant,\n\nThe annual gas safety inspection for {street} will take place on "
           "{date} between 8am and 1pm. Please make sure someone is home to let the engineer "
           "in. If the date does not suit you, contact our office on {phone:x} or email "
           "{email}.\n\nYours faithfully,\n{name}\nProperty Manager, {company}\n")


@tpl("b-048", "en", ALL)
def _kv_form(d):
    d.fill("New form submission: Contact us\n\n")
    d.fill("name: {name}\nemail: {email}\nphone: {phone:t}\ncompany: {company}\n"
           "message: Please call me back regarding the enterprise plan, best time is after "
           "{time}.\nconsent: yes\nsubmitted_from: {ip}\nsubmitted_at: {ts}\n")


@tpl("b-049", "de", DE)
def _de_wohnung(d):
    d.fill(d.pick("Nachmieter gesucht! ", "Schöne 3-Zimmer-Wohnung zu vermieten – ",
                  "WG-Zimmer frei: "))
    d.fill("{street}, {city}. 68 m², 2. OG, Balkon, Einbauküche, Kaltmiete {price:500-1600} "
           "zzgl. NK. Frei ab {date}. Haustiere nach Absprache.\n\n")
    d.fill(d.pick("Besichtigung nach Vereinbarung unter {phone} (ab 18 Uhr).",
                  "Bitte nur telefonisch melden: {phone}",
                  "Kontakt: {first} {last}, Tel. {phone}, Mail {email}",
                  "Anfragen gerne per WhatsApp an {phone:i}."))


@tpl("b-050", "de", DE)
def _de_email_sig(d):
    d.fill("Hallo {first#b},\n\nanbei wie besprochen das Angebot. Bei Rückfragen bin ich "
           "morgen ab 9 Uhr telefonisch erreichbar.\n\nViele Grüße\n{first#a} {last#a}\n\n"
           "--\n{company}\n{street}\n{pcode} {city}\n")
    d.fill(d.pick("Tel.: {phone:t}\nFax: {phone:t}\nE-Mail: {email#a}\n",
                  "Telefon {phone:tx}\nMobil {phone:t}\n{email#a}\n",
                  "T {phone:t} | M {phone:t} | {email#a}\n"))
    d.fill("Geschäftsführer: {name} · Amtsgericht {city} HRB {int:1000-99999}\n\n"
           "-----Ursprüngliche Nachricht-----\nVon: {first#b} {last#b} <{email#b}>\n"
           "Gesendet: {date} {time}\nAn: {email#a}\nBetreff: Anfrage Wartungsvertrag\n\n"
           "Guten Tag Herr {last#a},\nkönnten Sie uns bitte ein Angebot schicken? "
           "Sie erreichen mich unter {phone}.\nMfG {first#b} {last#b}\n")


@tpl("b-051", "de", DE)
def _de_arzt_sms(d):
    d.fill(d.pick(
        "Praxis Dr. {last}: Wir erinnern Sie an Ihren Termin am {date} um {time} Uhr. "
        "Absagen bitte bis 24 Std. vorher unter {phone}.",
        "Terminerinnerung: {date}, {time} Uhr, Zahnarztpraxis {last}. Bitte Versichertenkarte "
        "mitbringen. Bei Verhinderung: {phone:x}",
        "Hallo {first}, Ihr Impftermin ist am {date} um {time}. Rückfragen: {phone} "
        "oder {email}.",
    ))


@tpl("b-052", "de", iban_only(DE))
def _de_sepa(d):
    d.fill("SEPA-Lastschriftmandat\n\nZahlungsempfänger: {company}, {street}, {pcode} {city}\n"
           "Gläubiger-Identifikationsnummer: DE{int:10-99}ZZZ0000{int:1000000-9999999}\n"
           "Mandatsreferenz: {ref:MND-999999}\n\nIch ermächtige den Zahlungsempfänger, "
           "Zahlungen von meinem Konto mittels Lastschrift einzuziehen.\n\n"
           "Kontoinhaber: {name}\nIBAN: {iban}\nBIC: {ref:AAAAAA9AXXX}\n"
           "Telefon (für Rückfragen): {phone:t}\nE-Mail: {email}\n\n"
           "{city}, {date}     Unterschrift: ____________\n")


@tpl("b-053", "de", DE)
def _de_vereinsliste(d):
    d.fill("Mitgliederliste Tennisclub – Stand {date}\n\n"
           "Name;Vorname;Telefon;Handy;E-Mail\n")
    for _ in range(d.rng.randint(3, 7)):
        d.fill("{last};{first};{phone:t};{phone:t};{email}\n")


@tpl("b-054", "de", iban_only(DE))
def _de_rechnung(d):
    d.fill("{company#c} · {street} · {pcode} {city}\n\nRechnung Nr. {ref:RE-2024-9999}\n"
           "Rechnungsdatum: {date}\n\nPos. Bezeichnung                Menge   Einzelpreis\n"
           "1    Heizungswartung            1       {amt:90-300} €\n"
           "2    Kleinmaterial              1       {amt:5-60} €\n\n"
           "Bitte überweisen Sie den Betrag innerhalb von 14 Tagen ohne Abzug auf folgendes "
           "Konto:\n{company#c}\nIBAN {iban}\nVerwendungszweck: Rechnungsnummer\n\n"
           "Tel. {phone:t} · {email} · USt-IdNr. {vat}\n")


@tpl("b-055", "fr", FR)
def _fr_annonce(d):
    d.fill(d.pick("À louer : ", "À vendre – ", "Particulier loue "))
    d.fill("appartement T3 de 65 m² à {city}, proche commerces et transports, 2e étage avec "
           "ascenseur, cave. Loyer {price:600-1500} CC. Libre le {date}.\n")
    d.fill(d.pick("Contactez le {phone} (après 18h).",
                  "Visites le samedi. Tél : {phone}",
                  "Merci de me contacter au {phone} ou par mail : {email}",
                  "Agences s'abstenir. {phone}"))


@tpl("b-056", "fr", FR)
def _fr_hotel(d):
    d.fill("Confirmation de réservation n° {ref:99999999}\n\nBonjour {first},\n\nNous avons le "
           "plaisir de confirmer votre réservation à l'Hôtel {last} de {city}.\n\n"
           "Arrivée : {date} à partir de 15h\nDépart : {date:next} avant 11h\n"
           "Chambre double, petit-déjeuner inclus\nMontant total : {amt:120-900} €\n\n"
           "Coordonnées enregistrées :\nTéléphone : {phone:t}\nE-mail : {email}\n\n"
           "Pour toute modification, contactez la réception au {phone:x}.\n\nÀ bientôt !\n")


@tpl("b-057", "fr", iban_only(FR))
def _fr_facture(d):
    d.fill("FACTURE N° {ref:F2024-9999}\nDate : {date}\n\n{company#c}\n{street}\n{city}\n"
           "Tél. {phone:t} – {email}\nSIRET {int:100000000-999999999}{int:10000-99999}\n\n"
           "Prestation : cours de guitare (10 séances)\nTotal TTC : {amt:200-600} €\n\n"
           "Règlement par virement :\nTitulaire : {company#c}\nIBAN : {iban}\n"
           "BIC : {ref:AAAAFRAAXXX}\n")


@tpl("b-058", "fr", FR)
def _fr_whatsapp(d):
    d.fill("{date:num#d} {tick} - {name#a}: Coucou tout le monde ! Le repas de classe est confirmé "
           "pour samedi 19h 🎉\n"
           "{date:num#d} {tick} - {phone:i#b}: Super, je serai là avec mon conjoint\n"
           "{date:num#d} {tick} - {name#a}: Parfait ! Pour ceux qui ont perdu mon numéro c'est "
           "{phone}\n"
           "{date:num#d} {tick} - {name}: Est-ce que quelqu'un a le numéro de Julie ?\n"
           "{date:num#d} {tick} - {phone:i#b}: oui : {phone}\n")


@tpl("b-059", "es", ES)
def _es_coche(d):
    d.fill(d.pick("Vendo Seat Ibiza 1.4 TDI", "Se vende Renault Clio 2015",
                  "Vendo Toyota Yaris híbrido", "Vendo moto Honda CBR 600"))
    d.fill(", {int:60000-190000} km, papeles al día, siempre en garaje, libro de "
           "mantenimiento. Precio: {price:2500-14000} negociables. Zona {city}.\n")
    d.fill(d.pick("Llamar al {phone} (solo tardes).", "Interesados WhatsApp {phone:i}",
                  "Tel. {phone} – {first}", "Contacto: {email} / {phone}"))


@tpl("b-060", "es", ES)
def _es_chat_card(d):
    d.fill("[{tick}] Cliente: hola, quiero renovar la suscripción pero la web no me deja\n"
           "[{tick}] Asesor {first#a}: Hola, lo siento. ¿Me confirma su correo electrónico?\n"
           "[{tick}] Cliente: {email}\n[{tick}] Asesor {first#a}: Gracias. Puedo enviarle un "
           "enlace de pago seguro.\n[{tick}] Cliente: no hace falta, mi tarjeta es {card} y "
           "caduca en {exp}\n[{tick}] Asesor {first#a}: Por su seguridad no "
           "comparta datos de tarjeta por chat. Si prefiere, llámenos al {phone}.\n")


@tpl("b-061", "es", ES)
def _es_cita(d):
    d.fill(d.pick(
        "Centro de Salud {city}: le recordamos su cita con el Dr. {last} el {date} a las "
        "{time}. Para anular llame al {phone}.",
        "Clínica Dental {last}: Hola {first}, mañana tiene cita a las {time}. Si no puede "
        "venir, avísenos al {phone:x}. Gracias.",
        "Recordatorio: su cita de fisioterapia es el {date} ({time}). Consultas: {phone} o "
        "{email}",
    ))


@tpl("b-062", "es", iban_only(ES))
def _es_factura(d):
    d.fill("Estimado/a {name}:\n\nLe adjuntamos la factura {ref:FAC-2024-9999} correspondiente "
           "al mes de {date}. El importe de {amt:30-400} € se cargará en la cuenta {iban} en "
           "los próximos días.\n\nSi tiene cualquier duda, puede escribirnos a {email} o "
           "llamarnos al {phone}.\n\nAtentamente,\nDepartamento de Administración\n"
           "{company}\n")


@tpl("b-063", "it", ["it_IT"])
def _it_affitto(d):
    d.fill(d.pick("Affittasi bilocale arredato", "Vendesi trilocale con box",
                  "Affitto camera singola per studenti"))
    d.fill(" a {city}, zona centrale, {int:45-120} mq, riscaldamento autonomo, classe "
           "energetica C. {price:450-1400}/mese. Disponibile da {date}.\n")
    d.fill(d.pick("No agenzie. Tel. {phone}", "Per info chiamare {first} al {phone}",
                  "Contatti: {phone} – {email}", "Scrivere su WhatsApp al {phone:i}"))


@tpl("b-064", "it", ["it_IT"])
def _it_bonifico(d):
    d.fill("Gentile {first},\n\ncome d'accordo le invio i dati per il bonifico della caparra "
           "({amt:200-900} €):\n\nIntestatario: {name}\nIBAN: {iban}\n"
           "Causale: caparra {ref:99}/{int:2024-2025}\n\nUna volta effettuato il pagamento, "
           "mi mandi pure la ricevuta a {email}.\n\nCordiali saluti\n{name}\nCell. {phone:t}\n")


@tpl("b-065", "pt", ["pt_BR"])
def _ptbr_whatsapp(d):
    d.fill("[{date:num#d} {tick}] {name#a}: Bom dia, pessoal! Os pedidos de bolo de pote para "
           "sexta já estão abertos 🍰\n"
           "[{date:num#d} {tick}] {phone:i#b}: Quero 3 de brigadeiro, por favor\n"
           "[{date:num#d} {tick}] {name#a}: Anotado! Entrego na portaria. Qualquer coisa me liga: "
           "{phone}\n"
           "[{date:num#d} {tick}] {name}: Quanto tá o de maracujá?\n"
           "[{date:num#d} {tick}] {name#a}: R$ {amt:8-15} cada. Encomendas grandes pelo e-mail "
           "{email}\n")


@tpl("b-066", "pt", iban_only(["pt_PT"]))
def _pt_fatura(d):
    d.fill("Exmo(a). Sr(a). {name},\n\nJunto enviamos a fatura n.º FT 2024/{int:100-999} no valor "
           "de {amt:40-600} €, com vencimento a {date}.\n\nO pagamento poderá ser efetuado por "
           "transferência bancária para o IBAN {iban}.\n\nPara qualquer esclarecimento contacte "
           "{email} ou o telefone {phone}.\n\nCom os melhores cumprimentos,\n{company}\n")


@tpl("b-067", "nl", NL)
def _nl_marktplaats(d):
    d.fill(d.pick("Te koop: ", "Aangeboden: ", "Gratis af te halen: "))
    d.fill(d.pick("Gazelle damesfiets, 7 versnellingen", "IKEA bank 3-zits, grijs",
                  "Kinderwagen Joolz Day+", "Wasmachine Miele, 6 jaar oud"))
    d.fill(". In goede staat, ophalen in {city}. Vraagprijs {price:20-400}.\n")
    d.fill(d.pick("Bel of app {phone}.", "Reageren via {email} of {phone}",
                  "Bellen na 18.00 uur: {phone}", "Alleen serieuze reacties: {phone:i}"))


@tpl("b-068", "nl", iban_only(NL))
def _nl_tikkie(d):
    d.fill("Hoi allemaal,\n\nDe kosten voor het uitje kwamen uit op {amt:15-60} euro p.p. Willen "
           "jullie dat vóór {date} overmaken naar {iban} t.n.v. {name}?\n\nVragen? Bel me even "
           "op {phone} of mail naar {email}.\n\nGroetjes,\n{first}\n")


@tpl("b-069", "pl", ["pl_PL"])
def _pl_ogloszenie(d):
    d.fill(d.pick("Sprzedam mieszkanie 2-pokojowe", "Wynajmę kawalerkę",
                  "Sprzedam Opla Astrę 1.6, 2012 r."))
    d.fill(", {city}. Stan bardzo dobry, cena {price:900-120000} do negocjacji.\n")
    d.fill(d.pick("Kontakt telefoniczny: {phone}", "Proszę dzwonić pod numer {phone} po 17.",
                  "Tel. {phone}, e-mail: {email}", "Więcej zdjęć wyślę na WhatsApp: {phone:i}"))


@tpl("b-070", "pl", ["pl_PL"])
def _pl_przelew(d):
    d.fill("Dzień dobry,\n\nw załączeniu przesyłam fakturę nr FV/{int:100-999}/2024. Proszę o "
           "wpłatę kwoty {amt:100-3000} zł na rachunek {iban} do dnia {date}.\n\nW razie pytań "
           "proszę o kontakt pod numerem {phone:x} lub mailowo: {email}.\n\nPozdrawiam\n"
           "{name}\n")


@tpl("b-071", "cs", ["cs_CZ"])
def _cs_inzerat(d):
    d.fill(d.pick("Prodám rodinný dům 4+1", "Pronajmu byt 2+kk", "Prodám Škodu Octavii 2.0 TDI"))
    d.fill(", {city}. Cena {price:900-250000}, k dispozici ihned.\n")
    d.fill(d.pick("Volejte na {phone}.", "Kontakt: {phone}, {email}",
                  "Tel.: {phone} (i SMS)", "Info na tel. {phone:x}"))
    if d.rng.random() < 0.5:
        d.fill("\nZálohu prosím zaslat na účet {iban}.")


@tpl("b-072", "sk", ["sk_SK"])
def _sk_objednavka(d):
    d.fill("Dobrý deň {first},\n\nďakujeme za Vašu objednávku č. {ref:999999} zo dňa {date}.\n\n"
           "Suma na úhradu: {amt:20-400} €\nIBAN: {iban}\nVariabilný symbol: {int:10000000-"
           "99999999}\n\nTovar odošleme po pripísaní platby. Kuriér Vás bude kontaktovať na "
           "čísle {phone}.\n\nV prípade otázok píšte na {email} alebo volajte {phone:x}.\n")


@tpl("b-073", "sv", ["sv_SE"])
def _sv_blocket(d):
    d.fill(d.pick("Säljes: ", "Bortskänkes: ", "Uthyres: "))
    d.fill(d.pick("barnvagn Emmaljunga, fint skick", "soffa från IKEA, tre-sits",
                  "tvåa på 58 kvm nära centrum", "Volvo V70 -08, nybesiktad"))
    d.fill(". Hämtas i {city}. Pris {price:20-9000}.\n")
    d.fill(d.pick("Ring eller sms:a {phone}.", "Kontakt: {email} / {phone}",
                  "Svarar ej på dolda nummer. {phone}", "Tel {phone}, helst kvällstid"))


@tpl("b-074", "no", ["no_NO"])
def _no_faktura(d):
    d.fill("Hei {first},\n\nTakk for handelen! Vedlagt finner du faktura {ref:99999} på "
           "kr {amt:200-9000}. Forfallsdato er {date}.\n\nBetales til kontonummer/IBAN: {iban}\n"
           "Husk å merke betalingen med fakturanummer.\n\nSpørsmål? Ring oss på {phone} eller "
           "send en e-post til {email}.\n\nMed vennlig hilsen\n{company}\n")


@tpl("b-075", "da", ["da_DK"])
def _da_kontaktliste(d):
    d.fill("Kontaktliste – Grundejerforeningen ({date})\n\n")
    for _ in range(d.rng.randint(3, 6)):
        d.fill(d.pick("{name}, {street}: tlf. {phone:t}, {email}\n",
                      "{name} – mobil {phone:t}\n",
                      "{name} ({email}), tlf. {phone:t}\n"))
    d.fill("\nFormand: {name}, træffes på {phone}\n")


@tpl("b-076", "fi", ["fi_FI"])
def _fi_hakemus(d):
    d.fill("Hei,\n\nhaen ilmoittamaanne myyjän kesätyöpaikkaa. Olen {int:18-25}-vuotias "
           "opiskelija ja minulla on kokemusta asiakaspalvelusta. Liitteenä CV.\n\n"
           "Ystävällisin terveisin\n{name}\npuh. {phone}\n{email}\n")
    if d.rng.random() < 0.4:
        d.fill("Tilinumero palkanmaksua varten: {iban}\n")


@tpl("b-077", "el", ["el_GR"])
def _el_aggelia(d):
    d.fill(d.pick("Ενοικιάζεται διαμέρισμα", "Πωλείται μονοκατοικία",
                  "Ενοικιάζεται γκαρσονιέρα"))
    d.fill(" {int:35-140} τ.μ. στην περιοχή {city}, {int:1-5}ος όροφος, με θέρμανση και "
           "πάρκινγκ. Τιμή {price:300-900}.\n")
    d.fill(d.pick("Πληροφορίες: {phone}", "Τηλ. επικοινωνίας {phone}",
                  "Επικοινωνία: {phone} ή {email}", "Τηλ. {phone:x} (ώρες γραφείου)"))


@tpl("b-078", "hu", ["hu_HU"])
def _hu_hirdetes(d):
    d.fill(d.pick("Eladó családi ház", "Kiadó albérlet", "Eladó Suzuki Swift 2010"))
    d.fill(" {city} településen. Ár: {price:2000-160000}, alkuképes.\n")
    d.fill(d.pick("Érdeklődni: {phone}", "Tel.: {phone}, e-mail: {email}",
                  "Hívjon bizalommal: {phone}", "Telefon: {phone:x}"))


@tpl("b-079", "ro", ["ro_RO"])
def _ro_factura(d):
    d.fill("Stimate client,\n\nVă transmitem factura seria {ref:AAA} nr. {int:1000-99999} din "
           "{date}, în valoare de {amt:50-2500} lei.\n\nPlata se poate face prin transfer "
           "bancar în contul {iban}, deschis la {company}.\n\nPentru informații suplimentare "
           "ne puteți contacta la {phone} sau la adresa {email}.\n\nCu stimă,\n{name}\n")


@tpl("b-080", "hr", ["hr_HR"])
def _hr_oglas(d):
    d.fill(d.pick("Iznajmljujem apartman za 4 osobe", "Prodajem stan 55 m²",
                  "Prodajem Golf 6, 2010. godište"))
    d.fill(", {city}. Cijena {price:40-180000}.\n")
    d.fill(d.pick("Kontakt: {phone}", "Nazovite na {phone} ili pošaljite poruku.",
                  "Tel. {phone}, e-mail {email}", "Info i rezervacije: {phone:i} (WhatsApp)"))


@tpl("b-081", "bg", ["bg_BG"])
def _bg_obqva(d):
    d.fill(d.pick("Продавам двустаен апартамент", "Давам под наем гарсониера",
                  "Продавам лек автомобил Opel Corsa"))
    d.fill(" в гр. {city}. Цена {price:300-150000}\n")
    d.fill(d.pick("За контакт: {phone}", "Тел.: {phone}, имейл: {email}",
                  "Обаждайте се на {phone} след 18 ч.", "GSM {phone}"))


@tpl("b-082", "sl", ["sl_SI"])
def _sl_oglas(d):
    d.fill(d.pick("Prodam otroško kolo", "Oddam v najem garsonjero", "Prodam rabljen pralni stroj"))
    d.fill(" v kraju {city}. Cena {price:20-600}.\n")
    d.fill(d.pick("Pokličite na {phone}.", "Kontakt: {phone} ali {email}", "GSM: {phone}"))


@tpl("b-083", "ru", RU)
def _ru_obyavlenie(d):
    d.fill(d.pick("Сдаётся однокомнатная квартира", "Продаю Toyota Camry 2016 г.",
                  "Продам диван, почти новый", "Отдам котёнка в хорошие руки"))
    d.fill(", {city}. Цена {price:20-90000}, торг уместен.\n")
    d.fill(d.pick("Звонить по телефону {phone}", "Тел.: {phone}, {first}",
                  "Пишите в WhatsApp/Telegram: {phone:i}", "Контакты: {phone}, {email}",
                  "Тел. офиса {phone:x}"))


@tpl("b-084", "ru", ["ru_RU"])
def _ru_support(d):
    d.fill("Обращение № {int:100000-999999}\nОт: {name} <{email}>\nДата: {date} {time}\n\n"
           "Здравствуйте! Не могу зайти в личный кабинет, пишет «доступ запрещён». Мой IP "
           "{ip4}, провайдер {company}. Раньше заходил с рабочего компьютера {ip4:p}. "
           "Перезвоните, пожалуйста, на {phone}.\n\n---\nОтвет оператора: Добрый день! Ваш IP "
           "был заблокирован системой защиты. Мы сняли блокировку. Если проблема повторится, "
           "звоните {phone:x}.\n")


@tpl("b-085", "uk", ["uk_UA"])
def _uk_ogoloshennya(d):
    d.fill(d.pick("Здається в оренду 2-кімнатна квартира", "Продам велосипед",
                  "Шукаю няню для дитини 3 років"))
    d.fill(", {city}. {price:20-600}.\n")
    d.fill(d.pick("Телефонуйте: {phone}", "Тел. {phone}, {first}",
                  "Viber/Telegram {phone:i}", "Пишіть на {email} або дзвоніть {phone}"))


@tpl("b-086", "tr", ["tr_TR"])
def _tr_ilan(d):
    d.fill(d.pick("Sahibinden satılık 3+1 daire", "Kiralık dükkan",
                  "Satılık 2015 model Fiat Egea"))
    d.fill(". Fiyat: {price:200-120000}.\n")
    d.fill(d.pick("İrtibat: {phone}", "Tel: {phone} ({first} Bey)",
                  "Bilgi için arayınız: {phone}", "Ofis: {phone:x}"))
    if d.rng.random() < 0.6:
        d.fill("\nKapora için IBAN: {iban} ({name})")


@tpl("b-087", "ja", ["ja_JP"])
def _ja_yoyaku(d):
    d.fill("{last}様\n\nこの度は{company}をご予約いただき、誠にありがとうございます。\n"
           "以下の内容でご予約を承りました。\n\n予約番号：{ref:99999999}\n"
           "チェックイン：{date} 15:00以降\nご宿泊人数：大人2名\n"
           "ご登録の電話番号：{phone:t}\nメールアドレス：{email}\n\n"
           "ご不明な点がございましたら、フロント（{phone:tx}）までお問い合わせください。\n")


@tpl("b-088", "ja", ["ja_JP"])
def _ja_signature(d):
    d.fill("お世話になっております。{company#c}の{last#a}です。\n\n先日の打ち合わせの議事録を"
           "お送りいたします。ご確認のほどよろしくお願いいたします。\n\n"
           "━━━━━━━━━━━━━━━━\n{company#c}\n営業部　{last#a} {first}\n〒{pcode} {city}\n")
    d.fill(d.pick("TEL：{phone:t}　FAX：{phone:t}\n", "TEL {phone:tx}\n携帯 {phone:t}\n",
                  "電話：{phone:t}\n"))
    d.fill("Mail：{email}\n━━━━━━━━━━━━━━━━\n")


@tpl("b-089", "zh", ["zh_CN"])
def _zh_kuaidi(d):
    d.fill(d.pick(
        "【{company}】您的快递已到达{city}驿站，取件码{int:1000-9999}，请凭取件码及时领取。"
        "如有疑问请联系快递员{phone}。",
        "尊敬的客户，您的订单{ref:9999999999}已发货，预计{date}送达。派送员电话：{phone}，"
        "客服热线：{phone:x}。",
        "收件人：{name}\n电话：{phone:t}\n地址：{city}{street}\n备注：放门口，到了打电话",
    ))


@tpl("b-090", "zh", ["zh_TW"])
def _zhtw_rent(d):
    d.fill("【出租】{city}近捷運站套房，{int:6-15}坪，月租{int:8000-25000}元，押金兩個月。"
           "可養寵物、可報稅。\n")
    d.fill(d.pick("聯絡電話：{phone}（{last}小姐）", "意者請電 {phone}",
                  "看房請洽 {phone} 或來信 {email}", "公司電話 {phone:x}"))


@tpl("b-091", "ko", ["ko_KR"])
def _ko_sms(d):
    d.fill(d.pick(
        "[{company}] {name}님, {date} {time} 예약이 확정되었습니다. 변경 및 취소 문의: {phone}",
        "[택배] 고객님의 상품이 오늘 배송될 예정입니다. 배송기사 연락처: {phone}",
        "안녕하세요, {name}입니다. 번호가 바뀌었어요. 새 번호는 {phone}입니다. 저장해 주세요!",
        "{company} 고객센터입니다. 문의하신 내용은 담당자({phone:x})에게 전달되었습니다. "
        "이메일: {email}",
    ))


@tpl("b-092", "id", ["id_ID"])
def _id_iklan(d):
    d.fill(d.pick("Dijual motor Honda Beat 2019", "Disewakan rumah 2 kamar tidur",
                  "Jual laptop bekas, mulus"))
    d.fill(" di {city}. Harga Rp {int:2-900}.{int:100-999}.000, nego tipis.\n")
    d.fill(d.pick("Hubungi {phone} (WA/telp).", "Minat? WA {phone:i}",
                  "CP: {first} {phone}", "Email: {email}, HP: {phone}"))


@tpl("b-093", "vi", ["vi_VN"])
def _vi_giaohang(d):
    d.fill(d.pick(
        "Đơn hàng {ref:AA999999999} của bạn đang được giao. Shipper sẽ gọi cho bạn qua số "
        "{phone}. Vui lòng giữ máy.",
        "Cho thuê phòng trọ tại {city}, giá {int:2-6} triệu/tháng. Liên hệ: {phone} (chị "
        "{first}).",
        "Thông báo: lịch khám của bạn là {date} lúc {time}. Mọi thắc mắc xin gọi {phone} "
        "hoặc gửi email tới {email}.",
    ))


@tpl("b-094", "th", ["th_TH"])
def _th_ad(d):
    d.fill(d.pick(
        "ขายรถมือสอง Toyota Vios ปี 2015 สภาพดี ราคา {int:150-400},000 บาท ติดต่อ {phone}",
        "ให้เช่าคอนโด ใกล้ BTS ราคา {int:8-25},000 บาท/เดือน สนใจโทร {phone}",
        "ยืนยันการนัดหมาย วันที่ {date} เวลา {time} น. หากต้องการเลื่อนนัด กรุณาโทร {phone}",
    ))


@tpl("b-095", "he", ["he_IL"])
def _he_msg(d):
    d.fill(d.pick(
        "להשכרה דירת 3 חדרים ב{city}, {int:3500-9000} ₪ לחודש. לפרטים: {phone}",
        "שלום {first}, תזכורת לתור שלך ב-{date} בשעה {time}. לביטול או שינוי: {phone}",
        "מוכר ספה במצב מצוין, איסוף עצמי. {phone} ({first})",
        "לבירורים ניתן לפנות למשרד: {phone:x} או במייל {email}",
    ))


@tpl("b-096", "ar", AR)
def _ar_ilan(d):
    d.fill(d.pick(
        "للبيع: سيارة تويوتا كامري موديل 2017 بحالة ممتازة. للتواصل: {phone}",
        "شقة للإيجار، ثلاث غرف نوم. الاتصال على {phone} أو واتساب {phone:i}",
        "عزيزي العميل، تم تأكيد موعدك يوم {date} الساعة {time}. للاستفسار: {phone}",
        "مطلوب مندوب مبيعات. أرسل سيرتك الذاتية إلى {email} أو اتصل على {phone}",
    ))


@tpl("b-097", "hi", ["hi_IN"])
def _hi_msg(d):
    d.fill(d.pick(
        "किराये के लिए 2 BHK फ्लैट उपलब्ध, {city}। संपर्क करें: {phone}",
        "प्रिय ग्राहक, आपका ऑर्डर {ref:OD999999999} भेज दिया गया है। डिलीवरी एजेंट: {phone}",
        "नमस्ते {first} जी, कल {time} बजे आपकी अपॉइंटमेंट है। बदलाव के लिए {phone} पर "
        "कॉल करें।",
        "ट्यूशन उपलब्ध: कक्षा 6 से 10, गणित और विज्ञान। फोन {phone}, ईमेल {email}",
    ))


@tpl("b-098", "en", ["fa_IR", "ne_NP", "bn_BD", "uz_UZ", "az_AZ", "ka_GE", "hy_AM", "tw_GH",
                     "fr_DZ", "lt_LT", "lv_LV", "ar_JO"])
def _visa_form(d):
    d.fill("APPLICATION FOR CONFERENCE INVITATION LETTER\n\nFull name (as in passport): {name}\n"
           "Passport number: {ref:A99999999}\nCity of residence: {city}\n"
           "Mobile (with country code): {phone:ti}\nE-mail: {email}\n"
           "Alternative contact: {phone:t}\nArrival date: {date}\n"
           "Hotel booked: yes / no\n")


@tpl("b-099", "fr", ["fr_DZ", "fr_FR", "fr_CH"])
def _fr_sav(d):
    d.fill("Bonjour,\n\nJe vous écris au sujet de ma commande n° {ref:999999} passée le {date}. "
           "Le colis est arrivé endommagé (photos jointes). Merci de me rappeler au {phone} "
           "ou de me répondre à cette adresse ({email}).\n\nCordialement,\n{name}\n")


@tpl("b-100", "de", ["de_CH", "de_AT", "de_DE"])
def _de_whatsapp(d):
    d.fill("{date:num#d}, {tick} - {name#a}: Hallo zusammen! Der Elternabend ist am Donnerstag "
           "um 19:30 in der Aula.\n{date:num#d}, {tick} - {phone:i#b}: Danke! Kann man auch "
           "später kommen?\n{date:num#d}, {tick} - {name#a}: Klar. Bei Fragen ruft mich einfach "
           "an: {phone}\n{date:num#d}, {tick} - {name}: Ich kann leider nicht. Falls etwas "
           "ist, ich bin unter {phone} erreichbar.\n")



@tpl("b-101", "de", DE)
def _de_bestellung(d):
    d.fill("Bestellformular – Abo Wochenzeitung\n\nName: {name}\nStraße: {street}\n"
           "PLZ/Ort: {pcode} {city}\nTelefon: {phone:t}\nE-Mail: {email}\n\n"
           "Zahlungsart: [ ] Rechnung  [x] Kreditkarte\n")
    d.fill(d.pick("Kartennummer: {card:s}\nGültig bis: {exp}\n",
                  "Kreditkarte (Visa/Mastercard): {card}\nKarteninhaber: {name}\n",
                  "Karten-Nr. {card:d}   Prüfziffer: {ref:999}\n"))
    d.fill("\nDatum/Unterschrift: {date} ____________\n")


@tpl("b-102", "fr", FR)
def _fr_adhesion(d):
    d.fill("BULLETIN D'ADHÉSION – Salle de sport\n\nNom / Prénom : {name}\n"
           "Portable : {phone}\nCourriel : {email}\n\nPrélèvement mensuel de {amt:20-60} € "
           "sur la carte n° {card:s} (expire fin {exp}).\n"
           "Personne à prévenir en cas d'urgence : {first}, {phone:t}\n")


@tpl("b-103", "ja", ["ja_JP"])
def _ja_moushikomi(d):
    d.fill("【お申込み内容】\nお名前：{name}\n電話番号：{phone:t}\nメール：{email}\n"
           "お支払い方法：クレジットカード\n")
    d.fill(d.pick("カード番号：{card:jcb.s}\n", "カード番号：{card:s}\n",
                  "カード番号：{card:jcb.d}\n", "カード番号：{card:p}\n"))
    d.fill("有効期限：{exp}\n\n※お申込み内容に誤りがある場合は{phone}までご連絡ください。\n")


@tpl("b-104", "en", ALL)
def _card_by_email(d):
    d.fill("Hi,\n\nI'd like to guarantee my reservation for {date} to {date:next} with the card "
           "below, as your website wouldn't accept it:\n\n")
    d.fill(d.pick("Visa {card:visa.s}\n", "Amex {card:amex.s}\n", "Mastercard {card:mc.s}\n",
                  "Diners Club {card:diners.s}\n", "Card no. {card:d}\n",
                  "Discover {card:discover.s}\n", "Maestro {card:maestro.s}\n"))
    d.fill("Expiry {exp}, name on card {name#n}.\n\nMy mobile while travelling is "
           "{phone:i}.\n\nThanks,\n{name#n}\n")


@tpl("b-105", "zh", ["zh_CN"])
def _zh_card(d):
    d.fill("客户：{name}\n联系电话：{phone:t}\n邮箱：{email}\n")
    d.fill(d.pick("银联卡号：{card:unionpay.s}\n", "银行卡号：{card:unionpay.p}\n",
                  "信用卡号：{card:s}\n"))
    d.fill("备注：请于{date}前完成扣款，如有问题请致电{phone}。\n")


@tpl("b-106", "pt", PT)
def _pt_cartao(d):
    d.fill("Olá, {first}!\n\nRecebemos seu pedido nº {int:100000-999999}. Confirme os dados do "
           "pagamento abaixo:\n\nCartão de crédito: {card}\nValidade: {exp}\n"
           "Titular: {name}\n\nDúvidas? Ligue {phone:x} ou responda para {email}.\n")



@tpl("b-107", "fa", ["fa_IR"])
def _fa_agahi(d):
    d.fill(d.pick(
        "فروش فوری آپارتمان ۸۵ متری، طبقه دوم، با پارکینگ و انباری در {city}. تماس: {phone}",
        "کلاس خصوصی زبان انگلیسی برای همه سطوح. شماره تماس: {phone}",
        "نوبت شما ثبت شد. برای لغو یا تغییر نوبت با شماره {phone} تماس بگیرید.",
        "استخدام حسابدار با سابقه. ارسال رزومه به {email} یا تماس با {phone}",
    ))


@tpl("b-108", "bn", ["bn_BD"])
def _bn_bigyapon(d):
    d.fill(d.pick(
        "ফ্ল্যাট ভাড়া দেওয়া হবে, {city}। যোগাযোগ: {phone}",
        "পুরাতন মোটরসাইকেল বিক্রি হবে, দাম আলোচনা সাপেক্ষে। ফোন: {phone}",
        "আপনার অর্ডার পাঠানো হয়েছে। ডেলিভারি সংক্রান্ত তথ্যের জন্য কল করুন {phone}",
    ))


@tpl("b-109", "ne", ["ne_NP"])
def _ne_suchana(d):
    d.fill(d.pick(
        "घर भाडामा दिइनेछ, {city}। सम्पर्क: {phone}",
        "ट्युसन पढाइन्छ, कक्षा ८ देखि १२ सम्म। फोन: {phone}",
        "तपाईंको अर्डर पठाइएको छ। थप जानकारीका लागि {phone} मा सम्पर्क गर्नुहोस्।",
    ))


# --------------------------------------------------------------------------------------------
# PII-free texts: numbers that look like PII but are none of the five entities.

FREE_KINDS = []


def nf(kid: str):
    def deco(fn):
        FREE_KINDS.append((kid, fn))
        return fn
    return deco


def digits(rng: random.Random, n: int, first: str = "0123456789") -> str:
    return rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def code(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def ymd(rng: random.Random):
    return rng.randint(2015, 2026), rng.randint(1, 12), rng.randint(1, 28)


@nf("nf-01")
def _versions(rng):
    a, b, c = rng.randint(1, 9), rng.randint(0, 40), rng.randint(0, 30)
    win = f"10.0.{rng.choice([19041, 19044, 19045, 22000, 22621, 22631])}.{rng.randint(1000, 4500)}"
    chrome = f"{rng.randint(110, 131)}.0.{rng.randint(5000, 6900)}.{rng.randint(40, 210)}"
    return (f"Release notes v{a}.{b}.{c} ({rng.randint(2019, 2025)})\n\n"
            f"- Fixed a crash on Windows {win} when the window was restored\n"
            f"- Minimum supported Chrome is now {chrome}\n"
            f"- Upgraded libxml2 to 2.{rng.randint(9, 13)}.{rng.randint(0, 9)} and OpenSSL to "
            f"3.{rng.randint(0, 4)}.{rng.randint(0, 15)}\n"
            f"- Android build {a}.{b}.{c}-rc{rng.randint(1, 5)} (versionCode "
            f"{rng.randint(100000, 999999)})\n")


@nf("nf-02")
def _dates(rng):
    y, m, d = ymd(rng)
    h, mi = rng.randint(0, 23), rng.choice([0, 15, 30, 45])
    lines = [
        f"EN-US: {m:02d}/{d:02d}/{y} {((h - 1) % 12) + 1}:{mi:02d} {'AM' if h < 12 else 'PM'}",
        f"EN-GB: {d:02d}/{m:02d}/{y} {h:02d}:{mi:02d}",
        f"DE: {d:02d}.{m:02d}.{y}, {h:02d}:{mi:02d} Uhr",
        f"FR: {d} {MONTHS['fr'][m - 1]} {y} à {h:02d}h{mi:02d}",
        f"ES: {d} de {MONTHS['es'][m - 1]} de {y}, {h:02d}:{mi:02d}",
        f"NL: {d}-{m}-{y} {h:02d}.{mi:02d} uur",
        f"JA: {y}年{m}月{d}日 {h}時{mi:02d}分",
        f"KO: {y}년 {m}월 {d}일 {h}시 {mi}분",
        f"HU: {y}. {m:02d}. {d:02d}. {h:02d}:{mi:02d}",
        f"ISO 8601: {y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00+0{rng.randint(0, 9)}:00",
        f"TH: {d}/{m}/{y + 543}",
        f"Unix: {rng.randint(1500000000, 1800000000)}",
    ]
    rng.shuffle(lines)
    return "Date format test cases\n" + "\n".join(lines[:rng.randint(6, 10)]) + "\n"


def isbn13(rng):
    body = "978" + digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}-{full[3]}-{full[4:7]}-{full[7:12]}-{full[12]}"


def issn(rng):
    body = digits(rng, 7)
    s = sum(int(c) * (8 - i) for i, c in enumerate(body))
    check = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if check == 10 else check}"


@nf("nf-03")
def _bibliography(rng):
    names = ["Keller, M.", "Okafor, C.", "Lindqvist, A.", "Moreau, J.", "Tanaka, H.",
             "Novak, P.", "García, L.", "Brennan, S."]
    out = ["References\n"]
    for i in range(rng.randint(3, 5)):
        y = rng.randint(1995, 2024)
        out.append(f"[{i + 1}] {rng.choice(names)} ({y}). Title of the work, vol. "
                   f"{rng.randint(1, 60)}, no. {rng.randint(1, 12)}, pp. "
                   f"{rng.randint(1, 400)}–{rng.randint(401, 900)}. "
                   + rng.choice([f"ISBN {isbn13(rng)}.", f"ISSN {issn(rng)}.",
                                 f"doi:10.{rng.randint(1000, 9999)}/{hexs(rng, 4)}."
                                 f"{rng.randint(2000, 2024)}.{rng.randint(100, 99999)}"]))
    return "\n".join(out) + "\n"


@nf("nf-04")
def _order_refs(rng):
    return rng.choice([
        f"Your order #{digits(rng, 3, '123456789')}-{digits(rng, 7)}-{digits(rng, 7)} has been "
        f"placed. Ticket {rng.choice(['INC', 'REQ', 'CHG'])}{digits(rng, 7)} was opened for the "
        f"return. Reference: {rng.choice('ABCDEFGH')}{digits(rng, 9)}.",
        f"Bestellnummer {digits(rng, 2, '123456789')}-{digits(rng, 6)}-{digits(rng, 5)}, "
        f"Kundennummer {digits(rng, 8)}. Rücksendeschein: RS-{digits(rng, 10)}.",
        f"Commande n° {digits(rng, 9)} – référence client {rng.choice('ABCDEF')}"
        f"{digits(rng, 6)} – avoir AV{digits(rng, 7)}.",
        f"Número de pedido: {digits(rng, 4, '123456789')}-{digits(rng, 4)}-{digits(rng, 4)}. "
        f"Incidencia abierta con el código {digits(rng, 8)}.",
    ]) + "\n"


@nf("nf-05")
def _tracking(rng):
    lines = [
        f"UPS: 1Z{''.join(rng.choice('0123456789ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(6))}"
        f"{digits(rng, 10)}",
        f"DHL Express: {digits(rng, 10)}",
        f"USPS: 9400 {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} "
        f"{digits(rng, 2)}",
        f"Royal Mail: {rng.choice(['RR', 'LX', 'CP', 'JD'])}{digits(rng, 9)}"
        f"{rng.choice(['GB', 'DE', 'NL', 'CN'])}",
        f"DPD: {digits(rng, 14)}",
        f"Sendungsnummer (Hermes): H{digits(rng, 19)}",
    ]
    rng.shuffle(lines)
    return "Tracking numbers for the last three parcels:\n" + "\n".join(lines[:4]) + "\n"


@nf("nf-06")
def _flight(rng):
    al = rng.choice(["LH", "BA", "AF", "KL", "IB", "AZ", "LX", "OS", "SK", "TK", "QR", "NH"])
    pnr = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    return (f"Booking reference: {pnr}\nFlight {al} {rng.randint(100, 9999)} · "
            f"{rng.choice(['FRA', 'LHR', 'CDG', 'AMS', 'MAD', 'ZRH', 'VIE', 'IST'])} → "
            f"{rng.choice(['JFK', 'NRT', 'DXB', 'SIN', 'GRU', 'YYZ', 'BKK', 'SYD'])}\n"
            f"Departure {rng.randint(0, 23):02d}:{rng.choice([0, 5, 10, 35, 50]):02d}, gate "
            f"{rng.choice('ABCDEZ')}{rng.randint(1, 66)}, seat {rng.randint(1, 45)}"
            f"{rng.choice('ABCDEFHK')}\nE-ticket {digits(rng, 3, '01')}-{digits(rng, 10)}\n"
            f"Baggage: 1 x 23 kg, tag {rng.choice(['LH', 'BA'])}{digits(rng, 6)}\n")


@nf("nf-07")
def _coords(rng):
    lat, lon = rng.uniform(-60, 70), rng.uniform(-170, 170)
    return (f"Meeting point: {abs(lat):.5f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.5f}° "
            f"{'E' if lon >= 0 else 'W'}\nDecimal: {lat:.6f}, {lon:.6f}\n"
            f"DMS: {int(abs(lat))}°{rng.randint(0, 59)}′{rng.uniform(0, 59.9):.1f}″"
            f"{'N' if lat >= 0 else 'S'} {int(abs(lon))}°{rng.randint(0, 59)}′"
            f"{rng.uniform(0, 59.9):.1f}″{'E' if lon >= 0 else 'W'}\n"
            f"Elevation {rng.randint(0, 3200)} m, UTM zone {rng.randint(1, 60)}"
            f"{rng.choice('CDEFGHJKLMNPQRSTUVWX')}\n")


@nf("nf-08")
def _git_log(rng):
    out = []
    for _ in range(rng.randint(3, 6)):
        out.append(f"commit {hexs(rng, 40)}\nAuthor: build-bot\n"
                   f"    {rng.choice(['Fix flaky test', 'Bump deps', 'Refactor parser', 'Docs'])}"
                   f" (#{rng.randint(100, 9999)})\n")
    return "\n".join(out) + f"\nmd5sum: {hexs(rng, 32)}  release.tar.gz\n"


@nf("nf-09")
def _uuids(rng):
    def uuid4():
        h = hexs(rng, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
    return ("{\n  \"request_id\": \"" + uuid4() + "\",\n  \"items\": [\n    {\"id\": \""
            + uuid4() + "\", \"qty\": " + str(rng.randint(1, 9)) + "},\n    {\"id\": \""
            + uuid4() + "\", \"qty\": " + str(rng.randint(1, 9)) + "}\n  ],\n  \"trace\": \""
            + hexs(rng, 32) + "\"\n}\n")


@nf("nf-10")
def _prices(rng):
    items = ["Milch", "Brot", "Käse", "Äpfel 1 kg", "Kaffee 500 g", "Olivenöl"]
    lines = [f"{i:<14}{fmt_amount(rng.uniform(0.5, 12), 'de'):>8} €" for i in rng.sample(items, 4)]
    return ("Einkauf vom Wochenmarkt\n" + "\n".join(lines)
            + f"\nSumme {fmt_amount(rng.uniform(10, 60), 'de')} €\n\n"
            f"Also seen: ${fmt_amount(rng.uniform(1000, 999999), 'en')}, "
            f"£{fmt_amount(rng.uniform(5, 900), 'en')}, "
            f"{fmt_amount(rng.uniform(1000, 99999), 'fr')} € TTC, "
            f"CHF {rng.randint(1, 99)}'{rng.randint(100, 999)}.{rng.randint(10, 95)}, "
            f"¥{rng.randint(100, 99999):,}\n")


@nf("nf-11")
def _recipe(rng):
    c = rng.choice([160, 170, 180, 190, 200])
    return (f"Pancakes (serves {rng.randint(2, 6)})\n- {rng.randint(150, 300)} g flour\n"
            f"- {rng.randint(250, 500)} ml milk\n- {rng.randint(2, 3)} eggs\n"
            f"- 1/2 tsp salt, 1 1/2 tbsp sugar\n\nHeat the oven to {c} °C "
            f"({round(c * 9 / 5 + 32)} °F). Cook {rng.randint(1, 3)}–{rng.randint(3, 5)} min per "
            f"side. Approx. {rng.randint(150, 450)} kcal per portion.\n")


@nf("nf-12")
def _football(rng):
    teams = ["Rovers", "United", "Athletic", "City", "Wanderers", "Albion", "Rangers", "Town"]
    rng.shuffle(teams)
    out = ["Matchday " + str(rng.randint(1, 34)) + " results"]
    for i in range(0, 8, 2):
        out.append(f"{teams[i]} {rng.randint(0, 5)}–{rng.randint(0, 5)} {teams[i + 1]} "
                   f"(HT {rng.randint(0, 2)}-{rng.randint(0, 2)}), att. {rng.randint(3, 75):,}"
                   f",{rng.randint(100, 999)}")
    out.append("\nPos Team        P  W  D  L  GF GA Pts")
    for i, t in enumerate(teams[:5]):
        w, dr, ls = rng.randint(5, 20), rng.randint(0, 10), rng.randint(0, 10)
        out.append(f"{i + 1:<3} {t:<10} {w + dr + ls:>2} {w:>2} {dr:>2} {ls:>2} "
                   f"{rng.randint(20, 70):>2} {rng.randint(10, 50):>2} {3 * w + dr:>3}")
    return "\n".join(out) + "\n"


@nf("nf-13")
def _race_times(rng):
    out = ["Marathon – Ergebnisliste (Top 5)", "Pl. Startnr. Zeit       Pace"]
    t = rng.randint(7400, 7800)
    for i in range(5):
        t += rng.randint(5, 200)
        pace = round(t / 42.195)
        out.append(f"{i + 1:>3} {rng.randint(1, 25000):>8} {t // 3600}:{t % 3600 // 60:02d}:"
                   f"{t % 60:02d}  {pace // 60}:{pace % 60:02d} min/km")
    return "\n".join(out) + f"\nSplits: 5 km {rng.randint(14, 17)}:{rng.randint(10, 59)}, " \
        f"half {rng.randint(61, 70)}:{rng.randint(10, 59)}.{rng.randint(0, 9)}\n"


@nf("nf-14")
def _page_ranges(rng):
    return (f"See Chapter {rng.randint(2, 19)}, pp. {rng.randint(10, 300)}–"
            f"{rng.randint(301, 700)}, and the appendix (pp. A{rng.randint(1, 9)}–"
            f"A{rng.randint(10, 40)}). The figures on p. {rng.randint(40, 900)} follow "
            f"Table {rng.randint(1, 12)}.{rng.randint(1, 9)}; cf. §§ {rng.randint(1, 90)}–"
            f"{rng.randint(91, 180)} and footnotes {rng.randint(1, 40)}–{rng.randint(41, 99)}.\n")


@nf("nf-15")
def _stats_table(rng):
    out = ["Year  Population  Births  Deaths  Net migration"]
    pop = rng.randint(80000, 9000000)
    for y in range(rng.randint(2010, 2016), 2024, 2):
        pop += rng.randint(-20000, 60000)
        out.append(f"{y}  {pop:>10,}  {rng.randint(800, 99000):>6,}  {rng.randint(800, 99000):>6,}"
                   f"  {rng.randint(-5000, 30000):>+7,}")
    return "\n".join(out) + f"\nSource: statistical yearbook {rng.randint(2020, 2025)}, " \
        f"table {rng.randint(1, 30)}.{rng.randint(1, 20)}\n"


@nf("nf-16")
def _serials(rng):
    return (f"Warranty registration\nModel: {rng.choice(['XPS 13', 'ThinkPad T14', 'EOS R6'])}\n"
            f"Serial no.: {rng.choice(['C02', 'SN', 'PF'])}{code(rng, 9)}\n"
            f"Service tag: {code(rng, 7, 'BCDFGHJKLMNPQRSTVWXYZ0123456789')}\n"
            f"IMEI slot: not applicable\nPurchased: {rng.randint(1, 28)}.{rng.randint(1, 12)}."
            f"{rng.randint(2019, 2025)}, firmware {rng.randint(1, 9)}.{rng.randint(0, 99)}\n")


def ean13(rng, first="0123456789"):
    body = digits(rng, 12, first)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


@nf("nf-17")
def _product_codes(rng):
    out = ["SKU        EAN            Description            Qty"]
    for _ in range(rng.randint(3, 6)):
        out.append(f"{rng.choice(['AB', 'KX', 'TR', 'MM'])}-{rng.randint(1000, 9999)}    "
                   f"{ean13(rng, '4')}  "
                   f"{rng.choice(['Cable 2 m', 'Adapter', 'Battery AA', 'Lamp E27']):<22} "
                   f"{rng.randint(1, 500)}")
    return "\n".join(out) + "\n"


@nf("nf-18")
def _postcodes(rng):
    return (f"Delivery zones\nZone A: {rng.randint(10115, 14199)}–{rng.randint(14200, 14999)} "
            f"(Berlin)\nZone B: SW{rng.randint(1, 20)} {rng.randint(1, 9)}"
            f"{rng.choice('ABDEFGHJ')}{rng.choice('LNPQRSTU')}, EC{rng.randint(1, 4)}A "
            f"{rng.randint(1, 9)}BB (London)\nZone C: {rng.randint(1000, 9999)} "
            f"{rng.choice(['AB', 'CD', 'KL'])} (NL), {rng.randint(75001, 75020)} Paris\n"
            f"Zone D: {rng.randint(100, 999)}-{rng.randint(1000, 9999)} (JP), "
            f"{rng.randint(10000, 99999)}-{rng.randint(1000, 9999)} (US ZIP+4)\n")


@nf("nf-19")
def _sort_codes(rng):
    return rng.choice([
        f"Our bank's sort code is {rng.randint(10, 99)}-{rng.randint(10, 99)}-"
        f"{rng.randint(10, 99)}; the branch is open until 4pm.",
        f"BLZ {rng.randint(100, 899)} {rng.randint(100, 999)} {rng.randint(10, 99)} gehört zur "
        f"Filiale in der Innenstadt.",
        f"ABA routing number {digits(rng, 9, '0123')} (wire transfers use a different one).",
        f"Transit {digits(rng, 5)}, institution {digits(rng, 3)} – that's all the branch "
        f"info you need.",
        f"BSB {rng.randint(100, 999)}-{rng.randint(100, 999)} is the Sydney branch.",
    ]) + f"\nBIC of the clearing bank: {rng.choice(['COBA', 'DEUT', 'BARC', 'INGB', 'BNPA'])}" \
        f"{rng.choice(['DE', 'GB', 'NL', 'FR'])}{rng.choice(['FF', '2L', '22', 'PP'])}XXX\n"


@nf("nf-20")
def _app_log(rng):
    y, m, d = ymd(rng)
    out = []
    sec = rng.randint(0, 80000)
    for _ in range(rng.randint(4, 7)):
        sec += rng.randint(0, 90)
        out.append(f"{y}-{m:02d}-{d:02d}T{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"
                   f".{rng.randint(0, 999):03d}Z {rng.choice(['INFO', 'WARN', 'DEBUG'])} "
                   f"[worker-{rng.randint(1, 16)}] "
                   + rng.choice([
                       f"processed batch {rng.randint(1, 99999)} in {rng.randint(3, 900)} ms",
                       f"cache hit ratio {rng.uniform(0.5, 1):.3f}",
                       f"retrying job {hexs(rng, 8)} (attempt {rng.randint(2, 5)}/5)",
                       f"heap {rng.randint(100, 4000)} MiB / {rng.randint(4000, 16000)} MiB"]))
    return "\n".join(out) + "\n"


@nf("nf-21")
def _ci_build(rng):
    n = rng.randint(1000, 99999)
    return (f"Build #{n} started by push to main\nBuild number: {rng.randint(2020, 2025)}"
            f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 30)}\n"
            f"Step 3/{rng.randint(8, 20)} : RUN make -j{rng.randint(2, 32)}\n"
            f"Tests: {rng.randint(500, 9000)} passed, {rng.randint(0, 5)} skipped, 0 failed in "
            f"{rng.randint(30, 900)}.{rng.randint(10, 99)}s\nArtifact app-{n}.zip "
            f"({rng.randint(10, 400)}.{rng.randint(1, 9)} MB)\n")


@nf("nf-22")
def _hexdump(rng):
    out = []
    for i in range(rng.randint(3, 6)):
        data = [rng.randint(0, 255) for _ in range(16)]
        pairs = " ".join(f"{data[j]:02x}{data[j + 1]:02x}" for j in range(0, 16, 2))
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in data)
        out.append(f"{i * 16:08x}: {pairs}  {asc}")
    return "$ xxd firmware.bin | head\n" + "\n".join(out) + "\n"


@nf("nf-23")
def _snmp(rng):
    out = []
    for _ in range(rng.randint(3, 6)):
        oid = "1.3.6.1." + rng.choice(["2.1.2.2.1.10", "2.1.1.3", "4.1.2021.10.1.3",
                                       "2.1.25.3.3.1.2", "4.1.9.9.109.1.1.1.1.8"])
        out.append(f"iso.{oid[2:]}.{rng.randint(1, 24)} = " + rng.choice(
            [f"Counter32: {rng.randint(1000, 4000000000)}", f"INTEGER: {rng.randint(0, 100)}",
             f"Timeticks: ({rng.randint(100000, 999999999)})", 'STRING: "0.42"']))
        out.append(f".{oid}.{rng.randint(1, 24)}.{rng.randint(1, 9)}")
    return "$ snmpwalk -v2c -c public switch01\n" + "\n".join(out) + "\n"


def cas(rng):
    a, b = str(rng.randint(50, 999999)), f"{rng.randint(0, 99):02d}"
    s = sum(int(c) * (i + 1) for i, c in enumerate(reversed(a + b)))
    return f"{a}-{b}-{s % 10}"


@nf("nf-24")
def _chemistry(rng):
    return (f"Safety data sheet, section 3\nSubstance: sodium hydroxide, CAS {cas(rng)}, "
            f"EC {rng.randint(200, 299)}-{rng.randint(100, 999)}-{rng.randint(0, 9)}\n"
            f"Concentration {rng.randint(1, 50)} % (w/w), M = {rng.uniform(20, 400):.2f} g/mol\n"
            f"UN {rng.randint(1000, 3500)}, class {rng.randint(2, 9)}, packing group II\n"
            f"Also contains: CAS {cas(rng)} (< {rng.randint(1, 5)} %)\n")


@nf("nf-25")
def _legal(rng):
    return rng.choice([
        f"BGH, Urteil vom {rng.randint(1, 28)}.{rng.randint(1, 12)}.{rng.randint(2000, 2024)} – "
        f"{rng.choice(['VI', 'VIII', 'XII', 'I'])} ZR {rng.randint(1, 400)}/{rng.randint(10, 24)}, "
        f"NJW {rng.randint(2000, 2024)}, {rng.randint(100, 3999)}; vgl. § {rng.randint(1, 900)} "
        f"Abs. {rng.randint(1, 4)} BGB.",
        f"{rng.randint(100, 599)} U.S. {rng.randint(1, 999)}, {rng.randint(1, 999)} "
        f"({rng.randint(1950, 2023)}); {rng.randint(1, 999)} F.3d {rng.randint(1, 1500)} "
        f"({rng.randint(1, 11)}th Cir. {rng.randint(1995, 2022)}); 42 U.S.C. § "
        f"{rng.randint(1000, 19999)}.",
        f"CJUE, aff. C-{rng.randint(1, 999)}/{rng.randint(10, 24)}, arrêt du "
        f"{rng.randint(1, 28)} {MONTHS['fr'][rng.randint(0, 11)]} {rng.randint(2010, 2024)}, "
        f"ECLI:EU:C:{rng.randint(2010, 2024)}:{rng.randint(1, 999)}, point {rng.randint(1, 90)}.",
        f"Regulation (EU) {rng.randint(2016, 2024)}/{rng.randint(100, 2999)}, Article "
        f"{rng.randint(1, 99)}(1)(c); Directive {rng.randint(2000, 2023)}/{rng.randint(1, 99)}/EC.",
    ]) + "\n"


@nf("nf-26")
def _lottery(rng):
    nums = sorted(rng.sample(range(1, 50), 6))
    euro = sorted(rng.sample(range(1, 51), 5))
    return (f"Lottozahlen vom Samstag: {', '.join(map(str, nums))} – Superzahl "
            f"{rng.randint(0, 9)}\nSpiel 77: {digits(rng, 7)} · Super 6: {digits(rng, 6)}\n"
            f"EuroMillions: {' - '.join(f'{n:02d}' for n in euro)}, stars "
            f"{rng.randint(1, 6)} & {rng.randint(7, 12)}\nJackpot: {rng.randint(5, 120)} Mio. €\n")


@nf("nf-27")
def _departures(rng):
    out = ["Abfahrt  Zug        Richtung          Gleis"]
    t = rng.randint(5 * 60, 20 * 60)
    for _ in range(rng.randint(4, 6)):
        t += rng.randint(2, 25)
        h, m = divmod(t, 60)
        out.append(f"{h:02d}:{m:02d}    {rng.choice(['ICE', 'IC', 'RE', 'S'])} "
                   f"{rng.randint(1, 1999):<6} "
                   f"{rng.choice(['Hamburg Hbf', 'München Hbf', 'Basel SBB', 'Köln Hbf']):<17} "
                   f"{rng.randint(1, 22)}{rng.choice(['', '', 'a', 'b'])}")
    return "\n".join(out) + "\n"


@nf("nf-28")
def _weather(rng):
    return rng.choice([
        f"Wetter: {rng.randint(-5, 34)} °C, gefühlt {rng.randint(-8, 36)} °C, Luftdruck "
        f"{rng.randint(990, 1035)} hPa, Wind {rng.randint(0, 60)} km/h aus "
        f"{rng.choice(['NW', 'SW', 'O'])}, "
        f"Niederschlag {rng.uniform(0, 20):.1f} mm.",
        f"Météo : min {rng.randint(-5, 20)} °C / max {rng.randint(10, 38)} °C, humidité "
        f"{rng.randint(20, 99)} %, indice UV {rng.randint(1, 11)}.",
        f"天気：晴れ時々曇り、最高気温{rng.randint(10, 36)}℃、最低気温{rng.randint(-5, 25)}℃、"
        f"降水確率{rng.randint(0, 10) * 10}%",
        f"Forecast: high {rng.randint(40, 100)}°F, low {rng.randint(20, 70)}°F, visibility "
        f"{rng.randint(1, 10)} mi, sunrise 6:{rng.randint(10, 59)} am.",
    ]) + "\n"


@nf("nf-29")
def _stocks(rng):
    return (f"Börse am Mittag: DAX {fmt_amount(rng.uniform(14000, 19500), 'de')} "
            f"({rng.uniform(-2, 2):+.2f} %), MDAX {fmt_amount(rng.uniform(24000, 30000), 'de')}, "
            f"Euro {rng.uniform(1.02, 1.16):.4f} USD. Dow Jones {rng.uniform(30000, 40000):,.2f}, "
            f"Nasdaq {rng.uniform(12000, 17000):,.2f}. Volume {rng.randint(1, 9)}."
            f"{rng.randint(10, 99)} bn shares; WKN {rng.randint(500000, 999999)}, ISIN "
            f"{rng.choice(['US', 'DE', 'FR'])}000{rng.choice('ABCDEF')}"
            f"{rng.randint(100000, 999999)} (quote only).\n")


@nf("nf-30")
def _mac_inventory(rng):
    out = ["Device inventory (MAC addresses, no network config)"]
    for _ in range(rng.randint(3, 6)):
        mac = ":".join(f"{rng.randint(0, 255):02X}" for _ in range(6))
        out.append(f"{rng.choice(['Printer', 'AP', 'Camera', 'Laptop', 'Phone'])}-"
                   f"{rng.randint(1, 99):02d}  {mac}  port {rng.randint(1, 48)}  "
                   f"VLAN {rng.randint(2, 4094)}")
    return "\n".join(out) + "\n"


@nf("nf-31")
def _loyalty(rng):
    def not_card(n):
        while True:
            s = digits(rng, n, "789")
            if not luhn_ok(s):
                return s
    g = not_card(16)
    return (f"Your gift card code: {code(rng, 4)}-{code(rng, 4)}-{code(rng, 4)}\n"
            f"Loyalty card no. {g[:4]} {g[4:8]} {g[8:12]} {g[12:]}\n"
            f"Points balance: {rng.randint(0, 99999):,} · PIN sent separately\n")


@nf("nf-32")
def _math(rng):
    n = rng.randint(15, 22)
    f = 1
    for i in range(2, n + 1):
        f *= i
    e = rng.randint(40, 64)
    return (f"{n}! = {f:,}\n2^{e} = {2 ** e:,}\n"
            f"The {rng.randint(1000, 9999)}th prime is less than {rng.randint(10000, 99999)}.\n"
            f"π ≈ 3.14159 26535 89793, e ≈ 2.71828 18284 59045\n")


@nf("nf-33")
def _kubectl(rng):
    out = ["NAME                              READY   STATUS    RESTARTS   AGE"]
    for _ in range(rng.randint(3, 6)):
        out.append(f"{rng.choice(['api', 'web', 'worker', 'redis'])}-{hexs(rng, 10)}-"
                   f"{''.join(rng.choice('bcdfghjklmnpqrstvwxz2456789') for _ in range(5))}   "
                   f"1/1     Running   {rng.randint(0, 9)}          {rng.randint(1, 90)}d")
    return ("\n".join(out) + f"\n\nimage: registry.local/app@sha256:{hexs(rng, 64)}\n"
            f"ports: {rng.randint(1024, 9999)}:{rng.randint(80, 9000)}/TCP\n")


@nf("nf-34")
def _invoice_header(rng):
    return (f"Invoice INV-{rng.randint(2019, 2025)}-{rng.randint(1, 99999):05d}\n"
            f"VAT ID: {rng.choice(['DE', 'FR', 'IT', 'NL'])}{digits(rng, 9)}\n"
            f"Tax no. {rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}\n"
            f"Net {fmt_amount(rng.uniform(100, 9000), 'en')} EUR, VAT 19 %, payment terms 30 days "
            f"net, PO {digits(rng, 10, '4')}\n")


@nf("nf-35")
def _lab(rng):
    def de(x, n=1):
        return f"{x:.{n}f}".replace(".", ",")
    return (f"Laborbefund\nHämoglobin {de(rng.uniform(11, 17))} g/dl (12,0–16,0)\n"
            f"Leukozyten {de(rng.uniform(3, 12))} /nl (4,0–10,0)\nThrombozyten "
            f"{rng.randint(120, 450)} /nl\nTSH {de(rng.uniform(0.2, 5), 2)} mU/l\nHbA1c "
            f"{de(rng.uniform(4.5, 9))} % ({rng.randint(25, 75)} mmol/mol)\n"
            f"Blutdruck {rng.randint(100, 160)}/{rng.randint(60, 100)} mmHg, Puls "
            f"{rng.randint(50, 110)}/min\n")


@nf("nf-36")
def _tennis_box(rng):
    return (f"Final: {rng.choice(['Alcaraz', 'Sinner', 'Swiatek', 'Sabalenka'])} d. "
            f"{rng.choice(['Zverev', 'Medvedev', 'Gauff', 'Rybakina'])} 6-{rng.randint(0, 4)} "
            f"3-6 7-6({rng.randint(1, 9)}) 6-{rng.randint(0, 4)}\nAces {rng.randint(1, 25)}–"
            f"{rng.randint(1, 25)}, first serve {rng.randint(50, 80)}% – {rng.randint(50, 80)}%\n"
            f"Box score: PTS {rng.randint(10, 45)} REB {rng.randint(1, 18)} AST "
            f"{rng.randint(0, 14)} FG {rng.randint(3, 15)}-{rng.randint(15, 28)} 3PT "
            f"{rng.randint(0, 8)}-{rng.randint(8, 14)}\n")


@nf("nf-37")
def _fiscal(rng):
    return (f"Q{rng.randint(1, 4)} FY{rng.randint(2019, 2025)} revenue rose "
            f"{rng.uniform(1, 30):.1f}% to {rng.randint(100, 999)}.{rng.randint(1, 9)} million; "
            f"KW {rng.randint(1, 52)}/{rng.randint(2020, 2025)} shipments "
            f"{rng.randint(1000, 99999):,} units. Headcount {rng.randint(100, 9999):,} "
            f"(+{rng.randint(1, 300)}). EBITDA margin {rng.uniform(5, 35):.1f} %.\n")


@nf("nf-38")
def _road(rng):
    return (f"Stau auf der A{rng.randint(1, 99)} zwischen Anschlussstelle {rng.randint(1, 60)} "
            f"und Kreuz {rng.randint(61, 120)}, km {rng.randint(10, 800)},{rng.randint(0, 9)}. "
            f"Umleitung über die B{rng.randint(1, 500)}. Highway {rng.randint(1, 99)} exit "
            f"{rng.randint(1, 250)}{rng.choice(['', 'A', 'B'])}, mile marker "
            f"{rng.randint(1, 400)}.\n")


@nf("nf-39")
def _specs(rng):
    return (f"Specifications: {rng.choice([2.4, 5, 6])} GHz Wi-Fi, Bluetooth "
            f"5.{rng.randint(0, 4)}, "
            f"{rng.randint(2000, 6000)} mAh, {rng.randint(5, 240)} W USB-C PD, resistor "
            f"{rng.choice([4.7, 10, 22, 47, 100])} kΩ ±{rng.choice([1, 5])} %, capacitor "
            f"{rng.randint(1, 470)} µF / {rng.choice([6.3, 16, 25, 50])} V, screen "
            f"{rng.randint(1920, 3840)}×{rng.randint(1080, 2160)} @ "
            f"{rng.choice([60, 120, 144])} Hz.\n")


@nf("nf-40")
def _css(rng):
    return (":root {\n" + "".join(f"  --c{i}: #{hexs(rng, 6)};\n" for i in range(4))
            + f"  --gap: {rng.randint(2, 40)}px;\n  --z: {rng.randint(1, 9999)};\n}}\n"
            f"/* U+{rng.randint(0x2000, 0x2FFF):04X} .. U+{rng.randint(0x3000, 0xFFFF):04X} */\n")


@nf("nf-41")
def _verses(rng):
    return (f"Readings: Isaiah {rng.randint(1, 66)}:{rng.randint(1, 20)}-{rng.randint(21, 30)}; "
            f"Psalm {rng.randint(1, 150)}:{rng.randint(1, 10)}; John {rng.randint(1, 21)}:"
            f"{rng.randint(1, 40)}. Hymns {rng.randint(1, 700)}, {rng.randint(1, 700)} and "
            f"{rng.randint(1, 700)}. Sura {rng.randint(1, 114)}:{rng.randint(1, 50)}.\n")


@nf("nf-42")
def _timesheet(rng):
    out = ["Day   In     Out    Break  Total"]
    for dname in ["Mon", "Tue", "Wed", "Thu", "Fri"]:
        a, b = rng.randint(7, 9), rng.randint(16, 18)
        out.append(f"{dname}   {a:02d}:{rng.randint(0, 59):02d}  {b:02d}:{rng.randint(0, 59):02d}"
                   f"  0:{rng.choice([30, 45])}   {b - a - 1}:{rng.randint(0, 59):02d}")
    return "\n".join(out) + f"\nWeek {rng.randint(1, 52)} total: {rng.randint(35, 45)}:" \
        f"{rng.randint(0, 59):02d} h\n"


@nf("nf-43")
def _standards(rng):
    return (f"Compliant with ISO 9001:2015, ISO/IEC 27001:2022, EN {rng.randint(1000, 60000)}-"
            f"{rng.randint(1, 9)}:{rng.randint(2005, 2023)}, IEC 6{rng.randint(1000, 2999)}; "
            f"see RFC {rng.randint(700, 9700)} and patent US {rng.randint(7, 11)},"
            f"{rng.randint(100, 999)},{rng.randint(100, 999)} B2 / EP {rng.randint(1, 4)} "
            f"{rng.randint(100, 999)} {rng.randint(100, 999)} A1.\n")


@nf("nf-44")
def _tickets(rng):
    return (f"Konzertkarte: Block {rng.choice('ABCDEFGH')}, Reihe {rng.randint(1, 40)}, Platz "
            f"{rng.randint(1, 60)} · Einlass {rng.randint(17, 19)}:{rng.choice([0, 30]):02d} · "
            f"Ticket-ID {rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.randint(100, 999)}-"
            f"{rng.randint(100, 999)}-{rng.randint(100, 999)}\nGate {rng.randint(1, 12)}, "
            f"Tor {rng.randint(1, 8)}, Preis {fmt_amount(rng.uniform(30, 180), 'de')} €\n")


@nf("nf-45")
def _lockfile(rng):
    pk = ["requests", "numpy", "urllib3", "idna", "certifi", "charset-normalizer"]
    out = []
    for p in rng.sample(pk, 3):
        out.append(f"{p}=={rng.randint(1, 3)}.{rng.randint(0, 30)}.{rng.randint(0, 9)} \\\n"
                   f"    --hash=sha256:{hexs(rng, 64)}")
    return "\n".join(out) + "\n"


@nf("nf-46")
def _cjk_numbers(rng):
    return rng.choice([
        f"会議は{rng.randint(1, 12)}月{rng.randint(1, 28)}日（水）{rng.randint(9, 17)}時から、"
        f"第{rng.randint(1, 9)}会議室で行います。資料は{rng.randint(10, 80)}ページ、"
        f"予算は{rng.randint(100, 9999):,}万円です。",
        f"订单编号：{digits(rng, 10, '123456789')}，金额：¥{rng.randint(10, 9999)}.{rng.randint(10, 99)}，"
        f"预计{rng.randint(1, 12)}月{rng.randint(1, 28)}日送达。",
        f"주문번호 {digits(rng, 8)} / 결제금액 {rng.randint(1000, 999999):,}원 / "
        f"{rng.randint(1, 12)}월 {rng.randint(1, 28)}일 도착 예정",
    ]) + "\n"


@nf("nf-47")
def _measure_ru(rng):
    return (f"Площадь квартиры {rng.randint(30, 120)},{rng.randint(0, 9)} м², этаж "
            f"{rng.randint(1, 25)}/{rng.randint(5, 25)}, год постройки {rng.randint(1960, 2023)}. "
            f"Кадастровый номер {rng.randint(10, 99)}:{rng.randint(10, 99)}:{digits(rng, 7)}:"
            f"{rng.randint(100, 9999)}. Цена {rng.randint(3, 30)} {rng.randint(100, 999)} 000 ₽.\n")


# --------------------------------------------------------------------------------------------
# Building the set


def masked(text: str, spans: list) -> str:
    chars = list(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            chars[i] = "#"
    return "".join(chars)


def make_pii_record(gen: Gen, t: Template) -> dict:
    for _ in range(200):
        locale = gen.next_locale(t.locales)
        doc = Doc(gen, locale, t.lang)
        t.fn(doc)
        text = doc.text()
        if not doc.spans or lookalike_hits(masked(text, doc.spans)):
            continue
        return {"locale": locale, "spans": doc.spans, "template": t.tid, "text": text}
    raise RuntimeError(f"template {t.tid} keeps producing unlabelled look-alikes")


def make_free_record(gen: Gen, kid: str, fn) -> dict:
    for _ in range(500):
        text = fn(gen.rng)
        if not lookalike_hits(text):
            return {"locale": "", "spans": [], "template": kid, "text": text}
    raise RuntimeError(f"{kid} keeps producing PII look-alikes")


def build() -> list:
    ids = [t.tid for t in TEMPLATES]
    assert len(ids) == len(set(ids)), "duplicate template id"
    kids = [k for k, _ in FREE_KINDS]
    assert len(kids) == len(set(kids)), "duplicate PII-free kind id"
    gen = Gen()
    records = []
    for i in range(N_PII):
        records.append(make_pii_record(gen, TEMPLATES[i % len(TEMPLATES)]))
    for i in range(N_FREE):
        kid, fn = FREE_KINDS[i % len(FREE_KINDS)]
        records.append(make_free_record(gen, kid, fn))
    gen.rng.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = f"blind-{i:05d}"
        check_record(rec)
    return records


def check_record(rec: dict) -> None:
    text, last = rec["text"], 0
    for sp in rec["spans"]:
        assert sp["entity"] in ENTITIES, sp
        assert last <= sp["start"] < sp["end"] <= len(text), (rec["id"], sp)
        last = sp["end"]
        value = text[sp["start"]:sp["end"]]
        assert value == value.strip(), (rec["id"], value)
        if sp["entity"] == "CREDIT_CARD":
            d = re.sub(r"[ -]", "", value)
            assert d.isdigit() and 12 <= len(d) <= 19 and luhn_ok(d), value
        elif sp["entity"] == "IBAN_CODE":
            assert iban_ok(value), value
        elif sp["entity"] == "IP_ADDRESS":
            ipaddress.ip_address(value)
        elif sp["entity"] == "EMAIL_ADDRESS":
            assert EMAIL_RE.fullmatch(value), value


def summary(records: list) -> str:
    counts = {e: 0 for e in ENTITIES}
    invalid = 0
    locales = {}
    for rec in records:
        for sp in rec["spans"]:
            counts[sp["entity"]] += 1
            if sp["entity"] == "PHONE_NUMBER" and not sp["valid"]:
                invalid += 1
        if rec["locale"]:
            locales[rec["locale"]] = locales.get(rec["locale"], 0) + 1
    phone_locales = sorted({rec["locale"] for rec in records
                            if any(s["entity"] == "PHONE_NUMBER" for s in rec["spans"])})
    free = sum(1 for rec in records if not rec["spans"])
    lines = [f"records: {len(records)} (with PII {len(records) - free}, PII-free {free})",
             f"PII templates: {len(TEMPLATES)}, PII-free kinds: {len(FREE_KINDS)}"]
    lines += [f"  {e}: {counts[e]}" for e in ENTITIES]
    lines.append(f"  PHONE_NUMBER with valid=false: {invalid}")
    lines.append(f"locales: {len(locales)}; with phone spans: {len(phone_locales)}")
    lines.append("  " + " ".join(f"{k}={locales[k]}" for k in sorted(locales)))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output JSONL file")
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if _IMPORT_ERROR is not None:
        sys.exit(f"make_pii_blind: needs Faker {FAKER_VERSION} and phonenumbers "
                 f"{PHONENUMBERS_VERSION} ({_IMPORT_ERROR})")
    if faker.VERSION != FAKER_VERSION:
        sys.exit(f"make_pii_blind: needs Faker {FAKER_VERSION} (found {faker.VERSION}); "
                 "pip install -r benchmarks/requirements.txt")
    if pn.__version__ != PHONENUMBERS_VERSION:
        sys.exit(f"make_pii_blind: needs phonenumbers {PHONENUMBERS_VERSION} "
                 f"(found {pn.__version__})")
    if args.out.exists() and not args.force:
        sys.exit(f"make_pii_blind: {args.out} exists; pass --force to overwrite it")
    records = build()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {args.out}\n{summary(records)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
