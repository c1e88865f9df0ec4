#!/usr/bin/env python3
"""Build the blind PII evaluation set ``pii_blind11``.

The set is meant to be scored against, never read for tuning. It has three parts:

* synthetic texts with PII (``b11-<genre>``), written with Faker 40.0.0, ``phonenumbers`` metadata
  and ``python-stdnum``'s IBAN registry, in 95 locales and 36 genres;
* synthetic PII-free texts full of look-alikes (``b11f-<genre>``);
* real snippets (``b11r-<source>``): windows of documentation, sample configurations and test data
  written by other people, labelled by reading and frozen below in ``REAL_SNIPPETS``.

Output: one JSON object per line with the keys ``id``, ``locale``, ``spans``, ``template``, ``text``.
Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in sorted locale order;
no clock is read. The output is byte-identical across ``PYTHONHASHSEED`` and ``TZ``.

Usage: python scripts/make_pii_blind11.py [--out PATH] [--force]
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import os
import random
import re
import sys
import unicodedata
from dataclasses import dataclass, field

import faker
import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban

SEED = 11_2026_1127
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = os.path.join("benchmarks", "data", "pii_blind11", "blind11.jsonl")
N_PII = 900
N_FREE = 350

# Faker locales used for synthetic texts, with the phone region each one stands for. Locales
# without a region (``de``, ``en``, ``sw``, ...) or with one that is not a country (``fr_QC``,
# ``es_CA`` = Catalan) are left out.
LOCALE_REGION = {
    "ar_AE": "AE", "ar_BH": "BH", "ar_DZ": "DZ", "ar_EG": "EG", "ar_JO": "JO", "ar_PS": "PS",
    "ar_SA": "SA", "az_AZ": "AZ", "bg_BG": "BG", "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ",
    "da_DK": "DK", "de_AT": "AT", "de_CH": "CH", "de_DE": "DE", "de_LI": "LI", "de_LU": "LU",
    "el_CY": "CY", "el_GR": "GR", "en_AU": "AU", "en_BD": "BD", "en_CA": "CA", "en_GB": "GB",
    "en_IE": "IE", "en_IN": "IN", "en_KE": "KE", "en_MS": "MS", "en_NG": "NG", "en_NZ": "NZ",
    "en_PH": "PH", "en_PK": "PK", "en_TH": "TH", "en_US": "US", "es_AR": "AR", "es_CL": "CL",
    "es_CO": "CO", "es_ES": "ES", "es_MX": "MX", "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI",
    "fil_PH": "PH", "fr_BE": "BE", "fr_CA": "CA", "fr_CH": "CH", "fr_DZ": "DZ", "fr_FR": "FR",
    "ga_IE": "IE", "gu_IN": "IN", "ha_NG": "NG", "he_IL": "IL", "hi_IN": "IN", "hr_HR": "HR",
    "hu_HU": "HU", "hy_AM": "AM", "id_ID": "ID", "ig_NG": "NG", "is_IS": "IS", "it_CH": "CH",
    "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE", "ko_KR": "KR", "lb_LU": "LU", "lt_LT": "LT",
    "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE", "nl_NL": "NL", "no_NO": "NO",
    "or_IN": "IN", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT", "ro_RO": "RO", "ru_RU": "RU",
    "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL", "sv_SE": "SE", "ta_IN": "IN", "th_TH": "TH",
    "tl_PH": "PH", "tr_TR": "TR", "tw_GH": "GH", "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN",
    "yo_NG": "NG", "zh_CN": "CN", "zh_TW": "TW", "zu_ZA": "ZA",
}

# Phone labels in the locale's own language (first item: plain phone, then mobile, then fax).
PHONE_WORDS = {
    "en": ("Tel", "Mobile", "Fax"), "de": ("Tel.", "Handy", "Fax"), "fr": ("Tél.", "Portable", "Fax"),
    "es": ("Tel.", "Móvil", "Fax"), "pt": ("Tel.", "Celular", "Fax"), "it": ("Tel.", "Cellulare", "Fax"),
    "nl": ("Tel.", "Mobiel", "Fax"), "ru": ("Тел.", "Моб.", "Факс"), "uk": ("Тел.", "Моб.", "Факс"),
    "bg": ("Тел.", "Моб.", "Факс"), "pl": ("Tel.", "Kom.", "Faks"), "cs": ("Tel.", "Mobil", "Fax"),
    "sk": ("Tel.", "Mobil", "Fax"), "ja": ("電話", "携帯", "FAX"), "zh": ("电话", "手机", "传真"),
    "ko": ("전화", "휴대폰", "팩스"), "th": ("โทร", "มือถือ", "แฟกซ์"), "vi": ("Điện thoại", "Di động", "Fax"),
    "fa": ("تلفن", "موبایل", "فکس"), "ar": ("هاتف", "جوال", "فاكس"), "he": ("טלפון", "נייד", "פקס"),
    "el": ("Τηλ.", "Κινητό", "Φαξ"), "tr": ("Tel", "Cep", "Faks"), "hu": ("Tel.", "Mobil", "Fax"),
    "ro": ("Tel.", "Mobil", "Fax"), "hr": ("Tel.", "Mob.", "Faks"), "bs": ("Tel.", "Mob.", "Faks"),
    "sl": ("Tel.", "Mob.", "Faks"), "fi": ("Puh.", "Matkapuhelin", "Faksi"), "sv": ("Tel.", "Mobil", "Fax"),
    "no": ("Tlf.", "Mobil", "Faks"), "da": ("Tlf.", "Mobil", "Fax"), "et": ("Tel.", "Mobiil", "Faks"),
    "lt": ("Tel.", "Mob.", "Faksas"), "lv": ("Tālr.", "Mob.", "Fakss"), "is": ("Sími", "Farsími", "Fax"),
    "ga": ("Fón", "Fón póca", "Facs"), "mt": ("Tel.", "Mob.", "Fax"), "lb": ("Tel.", "Handy", "Fax"),
    "sq": ("Tel.", "Cel.", "Faks"), "ka": ("ტელ.", "მობ.", "ფაქსი"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս"),
    "az": ("Tel.", "Mob.", "Faks"), "uz": ("Tel.", "Mobil", "Faks"), "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स"),
    "gu": ("ફોન", "મોબાઇલ", "ફેક્સ"), "or": ("ଫୋନ୍", "ମୋବାଇଲ୍", "ଫ୍ୟାକ୍ସ"), "ne": ("फोन", "मोबाइल", "फ्याक्स"),
    "bn": ("ফোন", "মোবাইল", "ফ্যাক্স"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்"),
    "id": ("Telp.", "HP", "Faks"), "fil": ("Tel.", "Cell", "Fax"), "tl": ("Telepono", "Cell", "Fax"),
    "ha": ("Waya", "Salula", "Fax"), "ig": ("Ekwentị", "Mobile", "Fax"), "yo": ("Fóònù", "Mobile", "Fax"),
    "tw": ("Tel", "Mobile", "Fax"), "zu": ("Ucingo", "Iselula", "Ifeksi"),
}
# Extension words. Written with the first group the extension is part of the number; written with
# the second group it stays outside the span.
EXT_INSIDE = ("x", "ext", "ext.", "Ext.", "extension", "anexo", "доб.")
EXT_OUTSIDE = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel", "pl": "wew.",
    "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh": "分机",
    "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
# Words that say what a digit look-alike is; the look-alike checker lets a separated run of seven
# or more digits pass only after one of these on the same line.
LOOKALIKE_LABELS = (
    "order", "ticket", "tracking", "invoice", "ref", "isbn", "imei", "population", "total", "price",
    "amount", "date", "time", "updated", "created", "version", "build", "serial", "part", "sku",
    "sort code", "tax", "vat", "postcode", "zip", "otp", "code", "lat", "lon", "coordinates", "hash",
    "oid", "score", "section", "id", "no.", "nr.", "parcel", "shipment", "case", "booking", "pnr",
    "policy", "batch", "lot", "revision", "release", "kb", "sum", "balance", "due", "valid",
    "issued", "expires", "customer number", "member", "licence", "license", "cert", "patent",
    "steuer", "bestell", "commande", "pedido", "заказ", "ordine", "dossier", "kundennr", "blz",
    "routing", "siren", "plz", "cep", "mac",
)


# --------------------------------------------------------------------------------------------
# Span rules shared by synthetic and real records
# --------------------------------------------------------------------------------------------

_EXT_IN_SPAN = re.compile(r"\s*(?:,\s*)?(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+\s*$")


def phone_is_valid(span: str, region: str) -> bool:
    """``valid`` of a PHONE_NUMBER span: whitespace runs collapsed, an in-span extension removed,
    parsed in the record's region."""
    text = _EXT_IN_SPAN.sub("", re.sub(r"\s+", " ", span)).strip()
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(text, region))
    except phonenumbers.NumberParseException:
        return False


def phone_belongs(span: str, region: str) -> bool:
    """A synthetic phone must parse in its region, carry that region's country code and be possible."""
    text = _EXT_IN_SPAN.sub("", re.sub(r"\s+", " ", span)).strip()
    try:
        num = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return False
    return (num.country_code == phonenumbers.country_code_for_region(region)
            and phonenumbers.is_possible_number(num))


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def luhn_complete(prefix_digits: str) -> str:
    for d in "0123456789":
        if luhn_ok(prefix_digits + d):
            return prefix_digits + d
    raise AssertionError("unreachable")


# --------------------------------------------------------------------------------------------
# Look-alike checker for synthetic texts
# --------------------------------------------------------------------------------------------

_CHK_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_CHK_IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)")
_CHK_V6TOKEN = re.compile(r"(?<![0-9A-Za-z:.])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![0-9A-Za-z:.])")
_CHK_DIGITRUN = re.compile(r"\d+(?:[ \-]\d+)*")
_CHK_IBAN = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
_CHK_INTL = re.compile(r"(?:\+|(?<!\d)00)\s?\d[\d \-.()\u00a0\u202f/]{5,22}\d")
_CHK_SEPRUN = re.compile(r"(?<![\w.])\(?\d+\)?(?:[ \u00a0\u202f\-./]\(?\d+\)?)+(?![\w])")


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the gold spans that a detector could rightly take for PII (see README)."""
    masked = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            masked[i] = "\u0000"
    t = "".join(masked)
    problems = [m.group() for m in _CHK_EMAIL.finditer(t)]
    for m in _CHK_IPV4.finditer(t):
        if all(int(g) <= 255 for g in m.groups()):
            problems.append(m.group())
    for m in _CHK_V6TOKEN.finditer(t):
        tok = m.group().rstrip(".")
        if tok.count(":") >= 2 or tok == "::":
            try:
                ipaddress.IPv6Address(tok)
                problems.append(tok)
            except ValueError:
                pass
    for m in _CHK_DIGITRUN.finditer(t):
        runs = {re.sub(r"\D", "", m.group())} | set(re.findall(r"\d+", m.group()))
        for digits in sorted(runs):
            if 12 <= len(digits) <= 19 and digits[0] in "23456" and luhn_ok(digits):
                problems.append(m.group())
    for m in _CHK_IBAN.finditer(t):
        compact = m.group().replace(" ", "")
        for n in range(15, min(35, len(compact) + 1)):
            if stdnum_iban.is_valid(compact[:n]):
                problems.append(compact[:n])
                break
    for m in _CHK_INTL.finditer(t):
        digits = re.sub(r"\D", "", m.group())
        if m.group().startswith("00"):
            digits = digits[2:]
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse("+" + digits, None)):
                problems.append(m.group())
        except phonenumbers.NumberParseException:
            pass
    for m in _CHK_SEPRUN.finditer(t):
        if len(re.sub(r"\D", "", m.group())) < 7:
            continue
        line_start = t.rfind("\n", 0, m.start()) + 1
        before = t[max(line_start, m.start() - 48):m.start()].lower()
        if not any(label in before for label in LOOKALIKE_LABELS):
            problems.append(m.group())
    return problems


# --------------------------------------------------------------------------------------------
# Building a text with spans
# --------------------------------------------------------------------------------------------

@dataclass
class Doc:
    region: str
    parts: list[str] = field(default_factory=list)
    spans: list[dict] = field(default_factory=list)
    length: int = 0

    def t(self, s: str) -> "Doc":
        self.parts.append(s)
        self.length += len(s)
        return self

    def pii(self, entity: str, s: str) -> "Doc":
        span = {"entity": entity, "start": self.length, "end": self.length + len(s)}
        if entity == "PHONE_NUMBER":
            span["valid"] = phone_is_valid(s, self.region)
        self.spans.append(span)
        return self.t(s)

    def text(self) -> str:
        return "".join(self.parts)


class Redraw(Exception):
    """A generator hit a case it cannot write cleanly; the record is drawn again."""


# --------------------------------------------------------------------------------------------
# Phone numbers
# --------------------------------------------------------------------------------------------

PHONE_TYPES = (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
               PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST)


def draw_phone_number(rng: random.Random, region: str, want_valid: bool, types=PHONE_TYPES):
    cc = phonenumbers.country_code_for_region(region)
    options = [t for t in types if phonenumbers.example_number_for_type(region, t) is not None]
    if not options:
        options = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t)]
    ptype = rng.choice(options)
    example = phonenumbers.national_significant_number(
        phonenumbers.example_number_for_type(region, ptype))
    for _ in range(400):
        if want_valid:
            keep = rng.randint(min(2, len(example)), max(2, len(example) - 3))
        else:
            keep = rng.randint(0, max(0, len(example) - 5))
        nsn = example[:keep] + "".join(rng.choice("0123456789") for _ in range(len(example) - keep))
        if nsn.startswith("0") and not example.startswith("0"):
            continue
        num = phonenumbers.parse("+%d%s" % (cc, nsn))
        if not phonenumbers.is_possible_number(num):
            continue
        if want_valid and phonenumbers.is_valid_number_for_region(num, region):
            return num, ptype
        if not want_valid and not phonenumbers.is_valid_number(num):
            return num, ptype
    return None, ptype


def _idd(region: str) -> str | None:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    pref = md.preferred_international_prefix or md.international_prefix
    if pref and re.fullmatch(r"[\d~]+", pref):
        return pref.replace("~", " ")
    return None


def _accepts_00(region: str) -> bool:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    return bool(md.international_prefix and re.fullmatch(md.international_prefix, "00"))


PHONE_STYLES = ("national", "international", "e164", "00", "idd", "paren_cc", "plus_zero",
                "bracket_area", "dots", "dashes", "slash", "nosep", "nbsp", "nnbsp", "odd")


def format_phone(rng: random.Random, num, region: str, style: str) -> str | None:
    cc = num.country_code
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    national = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    nsn = phonenumbers.national_significant_number(num)
    rest = intl[len("+%d" % cc):].strip()
    if style == "national":
        return national
    if style == "international":
        return intl
    if style == "e164":
        return phonenumbers.format_number(num, PhoneNumberFormat.E164)
    if style == "00":
        return ("00%d %s" % (cc, rest)) if _accepts_00(region) else None
    if style == "idd":
        idd = _idd(region)
        return ("%s %d %s" % (idd, cc, rest)) if idd else None
    if style == "paren_cc":
        return "(+%d) %s" % (cc, rest)
    if style == "plus_zero":
        md = phonenumbers.PhoneMetadata.metadata_for_region(region)
        if md.national_prefix == "0" and national.startswith("0"):
            return "+%d (0)%s" % (cc, national[1:].lstrip())
        return None
    if style == "bracket_area":
        m = re.match(r"^(\d{2,5})[ \-](.+)$", national)
        return "(%s) %s" % (m.group(1), m.group(2)) if m else None
    if style == "dots":
        return re.sub(r"[ \-]", ".", intl)
    if style == "dashes":
        return re.sub(r" ", "-", intl)
    if style == "slash":
        m = re.match(r"^(\(?\d{2,5}\)?)[ \-](.+)$", national)
        return "%s/%s" % (m.group(1), re.sub(r"[ \-]", "", m.group(2))) if m else None
    if style == "nosep":
        return re.sub(r"[^\d+]", "", national if rng.random() < 0.5 else intl)
    if style in ("nbsp", "nnbsp"):
        return intl.replace(" ", "\u00a0" if style == "nbsp" else "\u202f")
    if style == "odd":
        digits = nsn
        groups, i = [], 0
        while i < len(digits):
            n = rng.choice((2, 3, 3, 4))
            groups.append(digits[i:i + n])
            i += n
        lead = rng.choice(("+%d " % cc, "+%d " % cc, ""))
        if not lead:
            prefix = national[:len(national) - len(national.lstrip("0"))] if national.startswith("0") else ""
            if not prefix and phonenumbers.PhoneMetadata.metadata_for_region(region).national_prefix:
                return None
            lead = prefix
        return lead + " ".join(groups)
    raise ValueError(style)


def make_phone(rng: random.Random, region: str, *, want_valid: bool | None = None, types=PHONE_TYPES,
               styles=PHONE_STYLES) -> str:
    """A phone number of ``region`` written in one of the ways people write them."""
    if want_valid is None:
        want_valid = rng.random() >= 0.1
    for _ in range(30):
        num, _ptype = draw_phone_number(rng, region, want_valid, types)
        if num is None:
            want_valid = True
            continue
        for style in rng.sample(list(styles), len(styles)):
            s = format_phone(rng, num, region, style)
            if s and phone_belongs(s, region) and phone_is_valid(s, region) == want_valid:
                return s
    raise Redraw("no phone for %s" % region)


# --------------------------------------------------------------------------------------------
# Cards, IBANs, e-mail addresses, IP addresses
# --------------------------------------------------------------------------------------------

CARD_BRANDS = (  # brand, prefixes, lengths
    ("Visa", ("4",), (13, 16, 19)),
    ("Mastercard", ("51", "52", "53", "54", "55", "2221", "2300", "2450", "2600", "2720"), (16,)),
    ("American Express", ("34", "37"), (15,)),
    ("Diners Club", ("36", "300", "301", "302", "303", "304", "305"), (14,)),
    ("Discover", ("6011", "644", "645", "646", "647", "648", "649", "65"), (16, 19)),
    ("JCB", ("3528", "3540", "3566", "3589"), (16, 19)),
    ("UnionPay", ("62",), (16, 17, 18, 19)),
    ("Maestro", ("5018", "5020", "5038", "6304", "6759", "6761", "6763"), (12, 13, 16, 19)),
)


def make_card(rng: random.Random, typed: bool | None = None) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    prefix = rng.choice(prefixes)
    n = rng.choice(lengths)
    body = prefix + "".join(rng.choice("0123456789") for _ in range(n - len(prefix) - 1))
    digits = luhn_complete(body)
    sep = rng.choice((" ", " ", "-"))
    if typed is None:
        typed = rng.random() < 0.3
    groups = {
        16: [(4, 4, 4, 4)] + ([(8, 8), (4, 8, 4)] if typed else []),
        15: [(4, 6, 5)], 14: [(4, 6, 4)], 19: [(4, 4, 4, 4, 3), (6, 13)],
    }.get(n)
    if groups is None or rng.random() < 0.25:
        return brand, digits
    g = rng.choice(groups)
    out, i = [], 0
    for k in g:
        out.append(digits[i:i + k])
        i += k
    return brand, sep.join(out)


def _iban_registry() -> dict[str, str]:
    path = os.path.join(os.path.dirname(stdnum_iban.__file__), "iban.dat")
    reg = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r'^([A-Z]{2}) .*bban="([^"]+)"', line)
            if m:
                reg[m.group(1)] = m.group(2)
    return dict(sorted(reg.items()))


IBAN_REGISTRY = _iban_registry()
_IBAN_ALPHABET = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def make_iban(rng: random.Random, country: str) -> str | None:
    structure = IBAN_REGISTRY[country]
    for _ in range(3000):
        bban = "".join(rng.choice(_IBAN_ALPHABET[kind]) for n, kind in
                       re.findall(r"(\d+)!?([nac])", structure) for _ in range(int(n)))
        check = stdnum_iban.calc_check_digits(country + "00" + bban)
        number = country + check + bban
        if stdnum_iban.is_valid(number):
            return number
    return None


def iban_written(rng: random.Random, number: str) -> str:
    return stdnum_iban.format(number) if rng.random() < 0.6 else number


TLDS = ("com", "org", "net", "de", "fr", "es", "it", "nl", "co.uk", "com.au", "co.jp", "com.br", "in",
        "io", "info", "biz", "ch", "at", "se", "no", "fi", "pl", "cz", "ru", "ua", "tr", "gr", "co.za",
        "ng", "ke", "eg", "ae", "sa", "ir", "vn", "th", "ph", "id", "my", "cn", "tw", "kr", "mx", "ar",
        "cl", "co", "pe", "photography", "international", "consulting", "solutions", "museum", "agency",
        "technology", "education", "travel", "online", "email", "company", "services")
FREEMAIL = ("gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "gmx.de", "web.de", "mail.ru",
            "yandex.ru", "orange.fr", "libero.it", "qq.com", "163.com", "naver.com", "seznam.cz",
            "wp.pl", "protonmail.com", "icloud.com", "rediffmail.com", "yahoo.co.jp", "bol.com.br")


def ascii_word(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    return re.sub(r"[^a-z]", "", s.encode("ascii", "ignore").decode().lower())


def make_email(rng: random.Random, fk, fk_en) -> str:
    first = ascii_word(fk.first_name()) or ascii_word(fk_en.first_name())
    last = ascii_word(fk.last_name()) or ascii_word(fk_en.last_name())
    shape = rng.randrange(9)
    local = {
        0: "%s.%s" % (first, last), 1: "%s%s%d" % (first, last[:1], rng.randint(1, 99)),
        2: "%s.%s+%s" % (first[:1], last, rng.choice(("news", "shop", "2024", "work", "tax", "billing"))),
        3: "%s_%s" % (first, last), 4: "%s-%s" % (last, first[:1]),
        5: "%s%d" % (last, rng.randint(1950, 2009)),
        6: rng.choice(("info", "contact", "sales", "support", "billing", "kontakt", "hello", "office",
                       "admin", "noreply", "jobs", "press")),
        7: "%s.%s.%d" % (first, last, rng.randint(1, 9)), 8: "%s%s" % (first[:1], last),
    }[shape]
    if shape in (1, 3, 5, 8) and rng.random() < 0.35:
        return "%s@%s" % (local, rng.choice(FREEMAIL))
    domain = ascii_word(fk_en.domain_word()) or "example"
    sub = rng.choice(("", "", "", "mail.", "eu.", "corp.", "mx1.", "shop.", "billing."))
    return "%s@%s%s.%s" % (local, sub, domain, rng.choice(TLDS))


def make_ipv4(rng: random.Random, kind: str | None = None) -> str:
    kind = kind or rng.choice(("public", "public", "private10", "private192", "private172", "loopback",
                               "doc", "netmask", "public"))
    if kind == "public":
        while True:
            a = rng.randint(1, 223)
            if a not in (10, 127, 172, 192):
                return "%d.%d.%d.%d" % (a, rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private10":
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private192":
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private172":
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "loopback":
        return rng.choice(("127.0.0.1", "127.0.0.1", "127.0.1.1", "127.0.0.53"))
    if kind == "doc":
        return "%s.%d" % (rng.choice(("192.0.2", "198.51.100", "203.0.113")), rng.randint(1, 254))
    if kind == "netmask":
        return rng.choice(("255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.255.192",
                           "255.255.255.224", "255.255.255.240", "255.255.252.0", "255.0.0.0"))
    raise ValueError(kind)


def make_ipv6(rng: random.Random, kind: str | None = None) -> str:
    kind = kind or rng.choice(("compressed", "compressed", "full", "upper", "mapped", "unspecified",
                               "loopback", "linklocal", "doc", "exploded"))
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if rng.random() < 0.6:
        z = rng.randint(2, 5)
        for i in range(z, min(8, z + rng.randint(1, 3))):
            groups[i] = 0
    addr = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
    if kind == "compressed":
        return addr.compressed
    if kind == "full":
        return ":".join("%x" % g for g in groups)
    if kind == "exploded":
        return addr.exploded
    if kind == "upper":
        return addr.compressed.upper()
    if kind == "mapped":
        return "::ffff:%s" % make_ipv4(rng, "public")
    if kind == "unspecified":
        return "::"
    if kind == "loopback":
        return "::1"
    if kind == "linklocal":
        return "fe80::%x:%x:%x:%x" % tuple(rng.randint(1, 0xFFFF) for _ in range(4))
    if kind == "doc":
        return "2001:db8:%x:%x::%x" % (rng.randint(0, 0xFFFF), rng.randint(0, 0xFFFF), rng.randint(1, 0xFFFF))
    raise ValueError(kind)


# --------------------------------------------------------------------------------------------
# Synthetic texts with PII: one function per genre, each writes into a Doc
# --------------------------------------------------------------------------------------------

@dataclass
class Ctx:
    rng: random.Random
    fk: faker.Faker
    fk_en: faker.Faker
    locale: str
    region: str
    iban_cycle: list[str]

    @property
    def lang(self) -> str:
        return self.locale.split("_")[0]

    @property
    def words(self) -> tuple[str, str, str]:
        return PHONE_WORDS.get(self.lang, PHONE_WORDS["en"])

    def phone(self, **kw) -> str:
        return make_phone(self.rng, self.region, **kw)

    def mobile(self) -> str:
        return make_phone(self.rng, self.region, types=(PhoneNumberType.MOBILE,))

    def tollfree(self) -> str:
        return make_phone(self.rng, self.region, types=(PhoneNumberType.TOLL_FREE, PhoneNumberType.SHARED_COST))

    def spaced_phone(self) -> str:
        styles = ("national", "international", "paren_cc", "plus_zero", "odd", "idd", "00")
        for _ in range(20):
            s = make_phone(self.rng, self.region, styles=styles)
            if " " in s:
                return s
        raise Redraw("no spaced phone")

    def email(self) -> str:
        return make_email(self.rng, self.fk, self.fk_en)

    def iban(self) -> str:
        if self.region in IBAN_REGISTRY and self.rng.random() < 0.5:
            country = self.region
        else:
            country = self.iban_cycle.pop(0)
            self.iban_cycle.append(country)
        number = make_iban(self.rng, country)
        if number is None:
            raise Redraw("no IBAN for %s" % country)
        return iban_written(self.rng, number)

    def card(self, typed: bool | None = None) -> tuple[str, str]:
        return make_card(self.rng, typed)

    def name(self) -> str:
        return self.fk.name()

    def company(self) -> str:
        return self.fk.company()

    def city(self) -> str:
        return self.fk.city()

    def street(self) -> str:
        return self.fk.street_name()

    def bic(self) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + \
            self.region[:2] + "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(2))


def g_email_signature(d: Doc, c: Ctx) -> None:
    tel, mob, fax = c.words
    d.t("%s\n\n-- \n%s\n%s | %s\n%s: " % (c.fk_en.sentence(), c.name(), c.fk.job(), c.company(), tel))
    d.pii("PHONE_NUMBER", c.phone())
    if c.rng.random() < 0.6:
        d.t("\n%s: " % mob).pii("PHONE_NUMBER", c.mobile())
    d.t("\n").pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_shop_footer(d: Doc, c: Ctx) -> None:
    d.t("%s · %s · %s\nHotline " % (c.company(), c.street(), c.city()))
    d.pii("PHONE_NUMBER", c.tollfree())
    d.t(" (Mo–Fr 9–18) · ").pii("EMAIL_ADDRESS", c.email())
    d.t("\nBankverbindung / Bank: IBAN ").pii("IBAN_CODE", c.iban()).t(" · BIC %s\n" % c.bic())


def g_classified_ad(d: Doc, c: Ctx) -> None:
    item = c.rng.choice(("mountain bike, 21 gears", "sofa, barely used", "iPhone, cracked back",
                         "baby stroller", "winter tyres 205/55 R16", "dining table + 4 chairs"))
    d.t("FOR SALE: %s. Pick-up in %s. Call or text " % (item, c.city()))
    d.pii("PHONE_NUMBER", c.mobile())
    d.t(" after 6pm" + c.rng.choice((".", ", no calls on Sundays.", ". Cash only.")) + "\n")


def g_forum_post(d: Doc, c: Ctx) -> None:
    d.t("Re: router keeps dropping the connection\n\n> did you check the lease?\n\nYes. The box hands out ")
    d.pii("IP_ADDRESS", make_ipv4(c.rng, "private192")).t(" but after an hour the modem falls back to ")
    d.pii("IP_ADDRESS", make_ipv4(c.rng, "public")).t(". If anyone has seen this, mail me at ")
    d.pii("EMAIL_ADDRESS", c.email()).t(" - thanks!\n")


def g_chat_line(d: Doc, c: Ctx) -> None:
    a, b = ascii_word(c.fk_en.first_name()), ascii_word(c.fk_en.first_name())
    d.t("[%02d:%02d] <%s> what's your number again?\n" % (c.rng.randint(8, 22), c.rng.randint(0, 59), a))
    d.t("[%02d:%02d] <%s> " % (c.rng.randint(8, 22), c.rng.randint(0, 59), b)).pii("PHONE_NUMBER", c.phone())
    d.t("\n[%02d:%02d] <%s> k, sending the deck to " % (c.rng.randint(8, 22), c.rng.randint(0, 59), a))
    d.pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_csv_export(d: Doc, c: Ctx) -> None:
    d.t("name,email,phone,city\n")
    for _ in range(c.rng.randint(2, 4)):
        d.t('"%s",' % c.name()).pii("EMAIL_ADDRESS", c.email()).t(',"').pii("PHONE_NUMBER", c.phone())
        d.t('",%s\n' % c.city().replace(",", " "))


def g_tsv_export(d: Doc, c: Ctx) -> None:
    d.t("account_holder\tiban\tcontact\n")
    for _ in range(c.rng.randint(2, 3)):
        d.t("%s\t" % c.name()).pii("IBAN_CODE", c.iban()).t("\t").pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_json_export(d: Doc, c: Ctx) -> None:
    d.t('{\n  "customer": {\n    "name": "%s",\n    "email": "' % c.name()).pii("EMAIL_ADDRESS", c.email())
    d.t('",\n    "phone": "').pii("PHONE_NUMBER", c.phone())
    d.t('",\n    "last_login_ip": "').pii("IP_ADDRESS", c.rng.choice((make_ipv4(c.rng), make_ipv6(c.rng))))
    d.t('",\n    "newsletter": %s\n  }\n}\n' % c.rng.choice(("true", "false")))


def g_yaml_export(d: Doc, c: Ctx) -> None:
    d.t("contacts:\n")
    for _ in range(c.rng.randint(1, 3)):
        d.t("  - name: %s\n    email: " % c.name()).pii("EMAIL_ADDRESS", c.email())
        d.t("\n    phone: \"").pii("PHONE_NUMBER", c.phone()).t("\"\n")


def g_sshd_log(d: Doc, c: Ctx) -> None:
    host = ascii_word(c.fk_en.first_name()) or "web"
    for _ in range(c.rng.randint(2, 4)):
        ip = make_ipv4(c.rng) if c.rng.random() < 0.8 else make_ipv6(c.rng, "compressed")
        d.t("%s %2d %02d:%02d:%02d %s sshd[%d]: %s " % (
            c.rng.choice(("Jan", "Feb", "Mar", "Apr", "May", "Jun")), c.rng.randint(1, 28),
            c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59), host, c.rng.randint(300, 65000),
            c.rng.choice(("Failed password for root from", "Accepted publickey for deploy from",
                          "Invalid user admin from", "Connection closed by"))))
        d.pii("IP_ADDRESS", ip).t(" port %d ssh2\n" % c.rng.randint(1024, 65535))


def g_nginx_log(d: Doc, c: Ctx) -> None:
    for _ in range(c.rng.randint(2, 3)):
        ip = make_ipv4(c.rng) if c.rng.random() < 0.7 else make_ipv6(c.rng)
        d.pii("IP_ADDRESS", ip)
        d.t(' - - [%02d/%s/2024:%02d:%02d:%02d +0000] "%s /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            c.rng.randint(1, 28), c.rng.choice(("Jan", "Mar", "Jul", "Oct")), c.rng.randint(0, 23),
            c.rng.randint(0, 59), c.rng.randint(0, 59), c.rng.choice(("GET", "POST")),
            c.rng.choice(("index.html", "api/v2/orders", "login", "static/app.js")),
            c.rng.choice((200, 301, 404, 502)), c.rng.randint(120, 999)))


def g_firewall_log(d: Doc, c: Ctx) -> None:
    mac = ":".join("%02x" % c.rng.randint(0, 255) for _ in range(14))
    d.t("kernel: [UFW BLOCK] IN=eth0 OUT= MAC=%s SRC=" % mac).pii("IP_ADDRESS", make_ipv4(c.rng))
    d.t(" DST=").pii("IP_ADDRESS", make_ipv4(c.rng, c.rng.choice(("private10", "private192", "doc"))))
    d.t(" LEN=60 TOS=0x00 PREC=0x00 TTL=%d ID=%d PROTO=TCP SPT=%d DPT=%d SYN\n" % (
        c.rng.randint(40, 128), c.rng.randint(1000, 65000), c.rng.randint(1024, 65535),
        c.rng.choice((22, 23, 445, 3389, 8080))))


def g_dhcp_log(d: Doc, c: Ctx) -> None:
    mac = ":".join("%02x" % c.rng.randint(0, 255) for _ in range(6))
    d.t("dhcpd: DHCPREQUEST for ").pii("IP_ADDRESS", make_ipv4(c.rng, "private192"))
    d.t(" from %s via eth1\ndhcpd: DHCPACK on " % mac).pii("IP_ADDRESS", make_ipv4(c.rng, "private10"))
    d.t(" to %s (%s-laptop) via eth1\ndhcpd: netmask " % (mac, ascii_word(c.fk_en.first_name()) or "my"))
    d.pii("IP_ADDRESS", make_ipv4(c.rng, "netmask")).t(", router ").pii("IP_ADDRESS", make_ipv4(c.rng, "private192")).t("\n")


def g_config_file(d: Doc, c: Ctx) -> None:
    d.t("[server]\nlisten = [").pii("IP_ADDRESS", c.rng.choice(("::", make_ipv6(c.rng, "doc"))))
    d.t("]:%d\nbind_address = " % c.rng.choice((443, 8443, 993))).pii("IP_ADDRESS", make_ipv4(c.rng))
    d.t("\nallow_from = ").pii("IP_ADDRESS", make_ipv4(c.rng, "private10")).t("/8\nadmin_email = ")
    d.pii("EMAIL_ADDRESS", c.email()).t("\nmax_connections = %d\n" % c.rng.choice((128, 512, 1024)))


def g_html_links(d: Doc, c: Ctx) -> None:
    num = phonenumbers.parse(c.phone(want_valid=True, styles=("e164",)))
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    shown = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    mail = c.email()
    d.t('<footer>\n  <p>%s</p>\n  <a href="mailto:' % c.company()).pii("EMAIL_ADDRESS", mail).t('">')
    d.pii("EMAIL_ADDRESS", mail).t('</a> |\n  <a href="tel:').pii("PHONE_NUMBER", e164).t('">')
    d.pii("PHONE_NUMBER", shown).t("</a>\n</footer>\n")


def g_invoice(d: Doc, c: Ctx) -> None:
    d.t("INVOICE no. %d-%04d\nDate: %02d/%02d/2024\nBill to: %s, %s\n\n" % (
        c.rng.randint(2023, 2025), c.rng.randint(1, 9999), c.rng.randint(1, 28), c.rng.randint(1, 12),
        c.name(), c.city()))
    d.t("Total due: %d.%02d EUR\nPlease transfer to IBAN " % (c.rng.randint(20, 9000), c.rng.randint(0, 99)))
    d.pii("IBAN_CODE", c.iban()).t("\nQuestions? ").pii("EMAIL_ADDRESS", c.email()).t(" or ")
    d.pii("PHONE_NUMBER", c.phone()).t("\n")


def g_bank_details(d: Doc, c: Ctx) -> None:
    d.t("Account holder: %s\nIBAN: " % c.name()).pii("IBAN_CODE", c.iban()).t("\nBIC: %s\n" % c.bic())
    if c.rng.random() < 0.5:
        d.t("Alternative account: ").pii("IBAN_CODE", c.iban()).t("\n")


def g_support_chat_card(d: Doc, c: Ctx) -> None:
    brand, card = c.card(typed=True)
    d.t("Agent: I can update the payment method for you. Which card should we use?\nCustomer: the %s, number is " % brand)
    d.pii("CREDIT_CARD", card).t(" exp 0%d/2%d\nAgent: Thanks! And the e-mail for the receipt?\nCustomer: " % (
        c.rng.randint(1, 9), c.rng.randint(6, 9)))
    d.pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_prose_mid_sentence(d: Doc, c: Ctx) -> None:
    d.t("Yesterday I tried to reach %s at " % c.name()).pii("PHONE_NUMBER", c.phone())
    d.t(" three times before someone from %s picked up and told me to write to " % c.company())
    d.pii("EMAIL_ADDRESS", c.email()).t(" instead, which I did.\n")


def g_local_labels(d: Doc, c: Ctx) -> None:
    tel, mob, fax = c.words
    d.t("%s\n%s %s\n%s: " % (c.name(), c.street(), c.city(), tel)).pii("PHONE_NUMBER", c.phone())
    d.t("\n%s: " % mob).pii("PHONE_NUMBER", c.mobile())
    d.t("\n%s: " % fax).pii("PHONE_NUMBER", c.phone(types=(PhoneNumberType.FIXED_LINE,))).t("\n")


def g_unusual_labels(d: Doc, c: Ctx) -> None:
    lead = c.rng.choice(("reach me → ", "☎ ", "WhatsApp ", "Signal: ", "ring me: ", "📞 ", "", "hotline>> "))
    d.t("%s\n%s" % (c.name(), lead)).pii("PHONE_NUMBER", c.phone())
    d.t("\n%s " % c.rng.choice(("✉", "mail ->", "write:", ""))).pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_tollfree_mobile(d: Doc, c: Ctx) -> None:
    d.t("Customer service (free of charge): ").pii("PHONE_NUMBER", c.tollfree())
    d.t("\nOn the road? Our mobile team: ").pii("PHONE_NUMBER", c.mobile()).t("\n")


def g_fax_cover(d: Doc, c: Ctx) -> None:
    tel, _mob, fax = c.words
    d.t("FAX TRANSMISSION\nTo: %s\n%s: " % (c.name(), fax)).pii("PHONE_NUMBER", c.phone())
    d.t("\nFrom: %s\n%s: " % (c.name(), tel)).pii("PHONE_NUMBER", c.phone())
    d.t("\nPages (incl. cover): %d\nRe: signed contract\n" % c.rng.randint(2, 9))


def g_extensions(d: Doc, c: Ctx) -> None:
    tel = c.words[0]
    if c.lang in EXT_OUTSIDE and c.rng.random() < 0.6:
        d.t("%s: " % tel).pii("PHONE_NUMBER", c.phone(want_valid=True, types=(PhoneNumberType.FIXED_LINE,)))
        d.t(", %s %d\n" % (EXT_OUTSIDE[c.lang], c.rng.randint(10, 999)))
    else:
        if c.lang in ("es", "pt"):
            word = c.rng.choice(("anexo", "ext.", "x"))
        elif c.lang in ("ru", "uk", "bg"):
            word = "доб."
        else:
            word = c.rng.choice(("x", "ext", "ext.", "Ext.", "extension"))
        assert word in EXT_INSIDE
        sep = "" if word == "x" and c.rng.random() < 0.5 else " "
        number = c.phone(want_valid=True, types=(PhoneNumberType.FIXED_LINE,))
        d.t("%s: " % tel).pii("PHONE_NUMBER", "%s %s%s%d" % (number, word, sep, c.rng.randint(10, 9999))).t("\n")
    d.t("Reception: ").pii("PHONE_NUMBER", c.phone()).t("\n")


def g_wrapped(d: Doc, c: Ctx) -> None:
    number = c.spaced_phone()
    cut = [m.start() for m in re.finditer(" ", number)]
    i = c.rng.choice(cut)
    d.t("For questions about your claim please call our office on\n")
    d.pii("PHONE_NUMBER", number[:i] + "\n" + number[i + 1:])
    d.t(" between 9 and 5.\nAlternatively write to ").pii("EMAIL_ADDRESS", c.email()).t(".\n")


def g_bracketed(d: Doc, c: Ctx) -> None:
    d.t("%s (tel. " % c.name()).pii("PHONE_NUMBER", c.phone()).t(") will coordinate; copies go to [")
    d.pii("EMAIL_ADDRESS", c.email()).t("] and <").pii("EMAIL_ADDRESS", c.email()).t(">.\n")


def g_number_list(d: Doc, c: Ctx) -> None:
    sep = c.rng.choice((" / ", "; ", " or ", ", "))
    d.t("%s: " % c.words[0]).pii("PHONE_NUMBER", c.phone()).t(sep).pii("PHONE_NUMBER", c.phone())
    if c.rng.random() < 0.5:
        d.t(sep).pii("PHONE_NUMBER", c.mobile())
    d.t("\n")


def g_vcard(d: Doc, c: Ctx) -> None:
    d.t("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=work,voice:" % (c.name(), c.company()))
    d.pii("PHONE_NUMBER", c.phone()).t("\nTEL;TYPE=cell:").pii("PHONE_NUMBER", c.mobile())
    d.t("\nEMAIL;TYPE=internet:").pii("EMAIL_ADDRESS", c.email()).t("\nEND:VCARD\n")


def g_sms_gateway_config(d: Doc, c: Ctx) -> None:
    smsc = c.phone(want_valid=True, styles=("e164",))
    d.t("[gammu]\ndevice = /dev/ttyUSB0\nconnection = at\n\n[smsd]\nsmsc = ").pii("PHONE_NUMBER", smsc)
    d.t("\nallowed_sender = ").pii("PHONE_NUMBER", c.mobile())
    d.t("\nhost = ").pii("IP_ADDRESS", make_ipv4(c.rng, "private10")).t("\n")


def g_crm_note(d: Doc, c: Ctx) -> None:
    d.t("Called %s (" % c.name()).pii("PHONE_NUMBER", c.phone())
    d.t(") re: renewal. Card on file ending %04d is expired; customer will update online.\n" % c.rng.randint(0, 9999))
    d.t("New contact address: ").pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_booking(d: Doc, c: Ctx) -> None:
    brand, card = c.card()
    d.t("Booking confirmed for %s, %d nights in %s.\nGuest phone: " % (c.name(), c.rng.randint(1, 9), c.city()))
    d.pii("PHONE_NUMBER", c.phone()).t("\nGuest e-mail: ").pii("EMAIL_ADDRESS", c.email())
    d.t("\nGuarantee: %s " % brand).pii("CREDIT_CARD", card).t("\n")


def g_email_headers(d: Doc, c: Ctx) -> None:
    d.t("Received: from mail.%s.%s ([" % (ascii_word(c.fk_en.domain_word()) or "relay", c.rng.choice(TLDS)))
    d.pii("IP_ADDRESS", make_ipv4(c.rng)).t("])\n\tby mx.example.net with ESMTPS\nFrom: %s <" % c.name())
    d.pii("EMAIL_ADDRESS", c.email()).t(">\nTo: ").pii("EMAIL_ADDRESS", c.email())
    d.t("\nSubject: %s\n" % c.fk_en.sentence(nb_words=4).rstrip("."))


def g_payment_receipt(d: Doc, c: Ctx) -> None:
    brand, card = c.card(typed=False)
    d.t("RECEIPT\n%s\nAmount: %d.%02d\nPaid with %s " % (c.company(), c.rng.randint(1, 900), c.rng.randint(0, 99), brand))
    d.pii("CREDIT_CARD", card).t("\nReceipt sent to ").pii("EMAIL_ADDRESS", c.email()).t("\n")


def g_ticket_update(d: Doc, c: Ctx) -> None:
    d.t("Ticket #%d updated by " % c.rng.randint(10000, 99999)).pii("EMAIL_ADDRESS", c.email())
    d.t(":\nUser reports the VPN drops every few minutes. Client address ")
    d.pii("IP_ADDRESS", make_ipv6(c.rng, c.rng.choice(("compressed", "upper", "full", "exploded"))))
    d.t(", gateway ").pii("IP_ADDRESS", make_ipv4(c.rng, "private172")).t(".\n")


def g_ipv6_notes(d: Doc, c: Ctx) -> None:
    d.t("Network notes:\n- link-local gateway ").pii("IP_ADDRESS", make_ipv6(c.rng, "linklocal")).t("%eth0\n")
    d.t("- prefix ").pii("IP_ADDRESS", make_ipv6(c.rng, "doc")).t("/64\n- API at [")
    d.pii("IP_ADDRESS", make_ipv6(c.rng, c.rng.choice(("compressed", "mapped", "loopback"))))
    d.t("]:%d\n- legacy mask " % c.rng.choice((8443, 8080, 443))).pii("IP_ADDRESS", make_ipv4(c.rng, "netmask")).t("\n")


def g_card_typed(d: Doc, c: Ctx) -> None:
    brand, card = c.card(typed=True)
    d.t("hi, my %s was charged twice?? card " % brand.lower()).pii("CREDIT_CARD", card)
    d.t(" , order placed from ").pii("EMAIL_ADDRESS", c.email()).t(" pls refund\n")


PII_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("g_")}


# --------------------------------------------------------------------------------------------
# Synthetic PII-free texts: look-alikes
# --------------------------------------------------------------------------------------------

def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def f_versions(rng, fk):
    return ("Installed software\nWindows version %d.0.%d.%d\nChrome version %d.0.%d.%d\n"
            "kernel 6.%d.0-%d-amd64\nOffice build 16.0.%d.%d; agent version %d.%d.%d\n" % (
                rng.choice((10, 11)), rng.randint(19041, 26100), rng.randint(1000, 5000), rng.randint(100, 130),
                rng.randint(6000, 6999), rng.randint(50, 250), rng.randint(1, 9), rng.randint(10, 30),
                rng.randint(15000, 18000), rng.randint(20000, 20300), rng.randint(1, 9), rng.randint(0, 30),
                rng.randint(0, 300)))


def f_section_numbers(rng, fk):
    return ("As required by section %d.%d.%d and §%d.%d.%d.%d.%d of the standard, the device must log "
            "every change (see also Annex %s, clause %d.%d).\n" % (
                rng.randint(1, 12), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9),
                rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.choice("ABCD"), rng.randint(1, 9),
                rng.randint(1, 20)))


def f_oids(rng, fk):
    return ("sysObjectID OID: 1.3.6.1.4.1.%d.%d.%d.%d\nifInOctets OID: 1.3.6.1.2.1.2.2.1.10.%d\n"
            "Policy OID 2.16.840.1.%d.%d.%d.%d\n" % (
                rng.randint(300, 60000), rng.randint(1, 9), rng.randint(1, 99), rng.randint(1, 9),
                rng.randint(1, 48), rng.randint(100000, 114000), rng.randint(1, 9), rng.randint(1, 9),
                rng.randint(1, 9)))


def f_dates_times(rng, fk):
    y, m, dd = rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28)
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    return ("Created: %04d-%02d-%02dT%02d:%02d:%02dZ\nUpdated: %02d.%02d.%04d %02d:%02d\nDue date: %02d/%02d/%04d\n"
            "Time zone: UTC+%d, next run at %02d:%02d\n" % (y, m, dd, h, mi, s, dd, m, y, h, mi, m, dd, y,
                                                         rng.randint(1, 12), h, mi))


def f_prices(rng, fk):
    return ("Total: %s,%02d €\nPrice: $%d,%03d.%02d incl. tax\nAmount due: ¥%d,%03d\n" % (
        "{:,}".format(rng.randint(1000000, 9999999)).replace(",", "."), rng.randint(0, 99),
        rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99), rng.randint(1, 999), rng.randint(0, 999)))


def f_isbns(rng, fk):
    body = "978" + _digits(rng, 9)
    check = (10 - sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body)) % 10) % 10
    full = body + str(check)
    return "%s: Annual report (paperback). ISBN %s-%s-%s-%s-%s, 2nd edition.\n" % (
        fk.company(), full[:3], full[3], full[4:8], full[8:12], full[12])


def f_imeis(rng, fk):
    body = rng.choice(("86", "01", "99")) + _digits(rng, 12)
    imei = luhn_complete(body)
    return "Device: %s\nIMEI: %s %s %s %s\nIMEI 2: %s\n" % (
        rng.choice(("Pixel 7", "Galaxy A54", "Redmi Note 12", "Moto g84")), imei[:2], imei[2:8], imei[8:14],
        imei[14], luhn_complete(rng.choice(("86", "01", "99")) + _digits(rng, 12)))


def f_order_tracking(rng, fk):
    return ("Order: %s %s %s\nTracking number: 1Z%s%s\nTicket no. %d-%03d-%04d\nParcel ID %s\n" % (
        _digits(rng, 3), _digits(rng, 4), _digits(rng, 4), "".join(rng.choice("A0123456789") for _ in range(6)),
        _digits(rng, 10), rng.randint(2020, 2026), rng.randint(1, 999), rng.randint(0, 9999), _digits(rng, 12)))


def f_coordinates(rng, fk):
    return ("Meeting point: lat %.6f, lon %.6f (elevation %d m)\nGPS: %d°%02d′%02d″N %d°%02d′%02d″E\n" % (
        rng.uniform(-60, 70), rng.uniform(-170, 170), rng.randint(0, 3000), rng.randint(0, 89),
        rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 179), rng.randint(0, 59), rng.randint(0, 59)))


def f_hashes(rng, fk):
    hexs = lambda n: "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return "commit %s\nsha256: %s\nmd5 hash %s  release.tar.gz\n" % (hexs(40), hexs(64), hexs(32))


def f_mac_addresses(rng, fk):
    mac = lambda sep: sep.join("%02X" % rng.randint(0, 255) for _ in range(6))
    return "eth0 HWaddr %s\nwlan0 ether %s\nWi-Fi MAC %s\n" % (mac(":"), mac(":").lower(), mac("-"))


def f_tax_ids(rng, fk):
    return ("VAT no.: DE%s\nSteuernummer: %s/%s/%s\nTax ID (EIN): %s-%s\nSIREN: %s %s %s\n" % (
        _digits(rng, 9), _digits(rng, 2), _digits(rng, 3), _digits(rng, 5), _digits(rng, 2), _digits(rng, 7),
        _digits(rng, 3), _digits(rng, 3), _digits(rng, 3)))


def f_postcodes(rng, fk):
    return ("Postcode: SW%d %d%s%s\nZIP code: %s-%s\nPLZ 1%s, CEP %s-%s\n" % (
        rng.randint(1, 20), rng.randint(1, 9), rng.choice("ABDEFG"), rng.choice("HJLNPQ"), _digits(rng, 5),
        _digits(rng, 4), _digits(rng, 4), _digits(rng, 5), _digits(rng, 3)))


def f_otps(rng, fk):
    return ("Your verification code is %s. It expires in 10 minutes.\nOTP: %s %s\nBackup codes: %s %s %s\n" % (
        _digits(rng, 6), _digits(rng, 3), _digits(rng, 3), _digits(rng, 8), _digits(rng, 8), _digits(rng, 8)))


def f_part_numbers(rng, fk):
    return ("Part no. %s-%s-%s  qty 4\nSKU: %s-%s-%s\nReplacement filter, part %s.%s.%s\n" % (
        _digits(rng, 4), _digits(rng, 4), _digits(rng, 2), _digits(rng, 2), _digits(rng, 4), _digits(rng, 2),
        _digits(rng, 3), _digits(rng, 3), _digits(rng, 3)))


def f_population(rng, fk):
    return ("%s\nPopulation: %s (%d census)\nArea: %s km²\nDensity: %d per km²\n" % (
        fk.city(), "{:,}".format(rng.randint(1000000, 40000000)).replace(",", " "), rng.randint(2010, 2023),
        "{:,}".format(rng.randint(1000, 900000)), rng.randint(10, 9000)))


def f_scores(rng, fk):
    rows = "\n".join("%-12s %2d %2d %2d %3d:%-3d %3d" % (
        fk.city()[:12], rng.randint(10, 38), rng.randint(0, 20), rng.randint(0, 20), rng.randint(10, 90),
        rng.randint(10, 90), rng.randint(10, 90)) for _ in range(4))
    return "Team         P  W  L  goals  pts\n" + rows + "\n"


def f_measurements(rng, fk):
    rows = "\n".join("%5.1f  %6.2f  %7.3f  %4d" % (rng.uniform(0, 50), rng.uniform(0, 500),
                                                   rng.uniform(0, 10), rng.randint(0, 2000)) for _ in range(5))
    return "temp_C  pressure_kPa  flow_l_s  rpm\n" + rows + "\n"


def f_sort_codes(rng, fk):
    return ("Bank: %s\nSort code: %s-%s-%s\nRouting (ABA): %s\nBLZ %s %s %s\n" % (
        fk.company(), _digits(rng, 2), _digits(rng, 2), _digits(rng, 2), _digits(rng, 9), _digits(rng, 3),
        _digits(rng, 3), _digits(rng, 2)))


def f_masked_cards(rng, fk):
    return ("Payment method: Visa •••• %s\nCard: **** **** **** %s (exp 0%d/2%d)\nMastercard ending in %s\n" % (
        _digits(rng, 4), _digits(rng, 4), rng.randint(1, 9), rng.randint(5, 9), _digits(rng, 4)))


def f_labelled_phone_like(rng, fk):
    return ("Order: 0%s %s %s\nCustomer number: 0%s %s\nCase ID: (0%s) %s-%s\nBooking ref %s %s %s\n" % (
        _digits(rng, 2), _digits(rng, 4), _digits(rng, 4), _digits(rng, 3), _digits(rng, 7), _digits(rng, 2),
        _digits(rng, 4), _digits(rng, 4), _digits(rng, 3), _digits(rng, 3), _digits(rng, 4)))


def f_code_operators(rng, fk):
    return ("std::vector<int> v;\nauto it = Foo::bar(v);\nMail::SpamAssassin::Conf->new();\n"
            "if (a::b::c) return;  // build %d\n" % rng.randint(100, 999))


FREE_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("f_")}


# --------------------------------------------------------------------------------------------
# Real snippets
# --------------------------------------------------------------------------------------------

REGION_LOCALE = {"US": "en_US", "DE": "de_DE", "PL": "pl_PL", "PT": "pt_PT", "NL": "nl_NL", "JP": "ja_JP",
                 "AT": "de_AT", "DK": "da_DK", "CZ": "cs_CZ", "FR": "fr_FR", "SE": "sv_SE", "ID": "id_ID",
                 "FI": "fi_FI", "CA": "en_CA", "BR": "pt_BR", "GB": "en_GB"}


def _stand_alone(text: str, start: int, end: int, entity: str) -> bool:
    """True when text[start:end] is not glued to a longer word, number or dotted name."""
    before = text[start - 1] if start > 0 else ""
    before2 = text[start - 2] if start > 1 else ""
    after = text[end] if end < len(text) else ""
    after2 = text[end + 1] if end + 1 < len(text) else ""
    if before and (before.isalnum() or before in "_+"):
        return False
    if before == "." and before2.isalnum():
        return False
    if after and (after.isalnum() or after == "_"):
        return False
    if after in (".@" if entity == "IP_ADDRESS" else ".-@") and after2.isalnum():
        return False
    return True


def real_spans(text: str, labels: list[tuple[str, str]], region: str) -> list[dict]:
    spans = []
    for entity, s in labels:
        found = 0
        for m in re.finditer(re.escape(s), text):
            if _stand_alone(text, m.start(), m.end(), entity):
                span = {"entity": entity, "start": m.start(), "end": m.end()}
                if entity == "PHONE_NUMBER":
                    span["valid"] = phone_is_valid(s, region)
                spans.append(span)
                found += 1
        assert found, "labelled string %r not found stand-alone" % s
    spans.sort(key=lambda sp: (sp["start"], sp["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], "overlapping spans %r %r" % (a, b)
    return spans


def real_template(source: str) -> str:
    name = re.sub(r"^(Debian package|PyPI|npm) ", "", source).split(" ")[0]
    return "b11r-" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def real_records() -> list[dict]:
    out = []
    for source, region, text, labels in REAL_SNIPPETS:
        assert 200 <= len(text) <= 1400, (source, len(text))
        if region:
            locale = REGION_LOCALE[region]
        elif labels:
            locale, region = "en_US", "US"
        else:
            locale = ""
        out.append({"locale": locale, "spans": real_spans(text, labels, region or "US"),
                    "template": real_template(source), "text": text})
    return out


# --------------------------------------------------------------------------------------------
# Assembling the set
# --------------------------------------------------------------------------------------------

def synthetic_pii_records(rng: random.Random, fakers: dict, fk_en) -> list[dict]:
    locales = sorted(fakers)
    genres = sorted(PII_GENRES)
    iban_cycle = sorted(IBAN_REGISTRY)
    rng.shuffle(iban_cycle)
    out = []
    for i in range(N_PII):
        locale = locales[i % len(locales)]
        genre = genres[(i * 7 + i // len(locales)) % len(genres)]
        ctx = Ctx(rng, fakers[locale], fk_en, locale, LOCALE_REGION[locale], iban_cycle)
        for _attempt in range(60):
            d = Doc(ctx.region)
            try:
                PII_GENRES[genre](d, ctx)
            except Redraw:
                continue
            text = d.text()
            if d.spans and not lookalike_problems(text, d.spans):
                break
        else:
            raise RuntimeError("could not write %s/%s cleanly" % (locale, genre))
        out.append({"locale": locale, "spans": d.spans, "template": "b11-" + genre, "text": text})
    return out


def synthetic_free_records(rng: random.Random, fakers: dict) -> list[dict]:
    locales = sorted(fakers)
    genres = sorted(FREE_GENRES)
    out = []
    for i in range(N_FREE):
        genre = genres[i % len(genres)]
        fk = fakers[locales[rng.randrange(len(locales))]]
        for _attempt in range(60):
            text = FREE_GENRES[genre](rng, fk)
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError("could not write PII-free %s cleanly" % genre)
        out.append({"locale": "", "spans": [], "template": "b11f-" + genre, "text": text})
    return out


def build_records() -> list[dict]:
    rng = random.Random(SEED)
    fakers = {}
    for locale in sorted(LOCALE_REGION):
        fk = faker.Faker(locale)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[locale] = fk
    fk_en = faker.Faker("en_US")
    fk_en.seed_instance(rng.randrange(2 ** 32))
    records = synthetic_pii_records(rng, fakers, fk_en)
    records += synthetic_free_records(rng, fakers)
    records += real_records()
    rng.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = "blind11-%05d" % i
    return records


def write_records(records: list[dict], path: str) -> None:
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="output JSONL path (default: %(default)s)")
    parser.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = parser.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("make_pii_blind11: Faker %s is required (found %s); the set would not be reproducible."
                 % (FAKER_VERSION, faker.VERSION))
    if os.path.exists(args.out) and not args.force:
        sys.exit("make_pii_blind11: %s exists; pass --force to overwrite it." % args.out)
    records = build_records()
    write_records(records, args.out)
    print("wrote %d records to %s" % (len(records), args.out))
    return 0


# --------------------------------------------------------------------------------------------
# Frozen real snippets: (source, phone region or "", text, [(entity, labelled string), ...]).
# Every stand-alone occurrence of a labelled string in its window is a span.
# --------------------------------------------------------------------------------------------

REAL_SNIPPETS = [
    ('Debian package smstools 3.1.21-4+b1: /usr/share/doc/smstools/examples/scripts/email2sms', 'DE',
     '#!/bin/sh\n\n# Smsd can send eMails via SMS. You simply need to store the eMail as text\n# file in the outgoing queue directory with a unique filename.\n\n# The eMail must include the phone number in the To: field, for example:\n# To: "Herbert +491721234567" <sms@localhost>\n\n# This simple script creates a unique filename and copies the eMail from\n# stdin to that file.\n\n# If you use procmail to deliver local eMail. Create the user sms and create\n# the file /home/sms/.procmailrc with this content:\n\n# VERBOSE=off\n# MAILDIR=/var/spool/mail\n# DEFAULT=/var/spool/mail/sms\n# LOGFILE=/var/log/procmail\n# \n# :0\n# * ^TOsms\n# | /usr/local/bin/email2sms\n\n\n\n# If you use QMail and vpopmail you need the file\n# /home/vpopmail/domains/your-domain/.qmail-sms with this content:\n\n# | /usr/local/bin/email2sms\n\n\n\ntmp=$(mktemp /tmp/smsgw.XXXXXX)\ncat >$tmp\ndestinations=`formail -zx "To:" < $tmp`\nIFS=,\n',
     [('EMAIL_ADDRESS', 'sms@localhost'), ('PHONE_NUMBER', '+491721234567')]),
    ('Debian package iaxmodem 1.2.0~dfsg-4: /usr/share/doc/iaxmodem/examples/config.ttyIAX', 'US',
     'CountryCode:\t\t1\nAreaCode:\t\t800\nFAXNumber:\t\t+1.800.555.1212\nLongDistancePrefix:\t1\nInternationalPrefix:\t011\nDialStringRules:\tetc/dialrules\nServerTracing:\t\t0xFFF\nSessionTracing:\t\t0xFFF\nRecvFileMode:\t\t0600\nLogFileMode:\t\t0600\nDeviceMode:\t\t0600\nRingsBeforeAnswer:\t1\nSpeakerVolume:\t\toff\nGettyArgs:\t\t"-h %l dx_%s"\nLocalIdentifier:\t"IAXmodem"\nTagLineFont:\t\tetc/lutRS18.pcf\nTagLineFormat:\t\t"From %%l|%c|Page %%P of %%T"\nMaxRecvPages:\t\t200\n#\n#\n# Modem-related stuff: should reflect modem command interface\n# and hardware connection/cabling (e.g. flow control).\n#\nModemType:\t\tClass1\t\t# use this to supply a hint\n\n#\n# Enabling this will use the hfaxd-protocol to set Caller*ID\n#\n#ModemSetOriginCmd:\tAT+VSID="%s","%d"\n\n#\n# If "glare" during initialization becomes a problem then take\n# the modem off-hook during initialization, and then place it\n# back on-hook when done.\n#\n',
     [('PHONE_NUMBER', '+1.800.555.1212')]),
    ('Debian package gammu 1.42.0-8: /usr/share/doc/gammu/examples/config/smsdrc', 'PL',
     '#skipsmscnumber = +48602123456\n\n# Database backends congfiguration\nuser = gammu\npassword = gammupassword\npc = localhost\n# pc can also contain port or socket path after colon (eg. localhost:/path/to/socket)\ndatabase = sms\n\n# DBI configuration\ndriver = sqlite\n# driverspath = /usr/lib/dbd/\n# Database directory for sqlite\n# dbdir = /var/lib/smsd\n\n# Files backend configuration\n#inboxpath = /var/spool/sms/inbox/\n#outboxpath = /var/spool/sms/outbox/\n#sentsmspath = /var/spool/sms/sent/\n#errorsmspath = /var/spool/sms/error/\n#inboxformat = unicode\n#transmitformat = auto\n#outboxformat = detail\n',
     [('PHONE_NUMBER', '+48602123456')]),
    ('Debian package gammu 1.42.0-8: /usr/share/doc/gammu/examples/php/smsd-mysql-intergammu/config.php', 'PT',
     '$mysql_pass = "gammu";\n$mysql_db = "sms";\n\n\n##Allowed SMSC\'s\n$smsc = array(\'vodafone\' => "+351911616161",\t\t/* Número do centro de mensagens Vodafone (ex.: "+351911616161")*/\n\t\t\t  \'tmn\' => "+351962100000",\t\t\t\t/* Número do centro de mensagens TMN*/\n\t\t\t  \'optimus\' => "+35193121314" \t\t\t/* Número do centro de mensagens Optimus*/\n\t\t);\n\n##adminsphone : some procedures will only be allowed if requested by these phone number:\n$adminsphone = "+351917520623";\n##procedures : this array contains all the triggers and reference to the related script.\n## i.e.: If the SMS starts with "Admin", it wil run the "proc/admin.php" script...\n## check out the proc/admin.php\n$triggers = array(\n\t"admin"=>"proc/admin.php",\n\t"sample2"=>"proc/sample2.php"\n);\n\n##includes\ninclude(\'funcoes/func.sql.php\');\ninclude(\'funcoes/func.gammu.php\');\n\n/*\nfor this to work properly, it must be added this table to de SMS database:\n',
     [('PHONE_NUMBER', '+351911616161'), ('PHONE_NUMBER', '+351917520623'), ('PHONE_NUMBER', '+35193121314'), ('PHONE_NUMBER', '+351962100000')]),
    ('Debian package alpine-doc 2.26+dfsg-1: /usr/share/doc/alpine/tech-notes/tech-notes.txt', 'US',
     'Content-Type: TEXT/PLAIN; CHARSET=US-ASCII\nContent-ID: <Pine.ULT.3.92.960312153104.21583L@shiva2.cac.washington.edu>\n\nThe text of the message would go here. It is readable if\none doesn\'t mind wading around a little bit of the MIME\nformatting. After this is a binary file in base 64\nencoding.\n\n|\\ |  |\\/|  David L. Miller    dlm@cac.washington.edu  (206) 685-6240\n|/ |_ |  |  Software Engineer, Pine Development Team   (206) 685-4045 (FAX)\nUniversity of Washington, Networks & Distributed Computing, JE-20\n4545 15th Ave NE, Seattle WA 98105, USA\n\n--0-1737669234-826673975=:21583\nContent-Type: APPLICATION/ZIP; NAME="test.zip"\nContent-Transfer-Encoding: BASE64\nContent-ID: <Pine.ULT.3.92.960312153638.21583N@shiva2.cac.washington.edu>\nContent-Description: Test Attachment\n\nUEsDBBQAAAAIAGh8bCBbZKT4ygIAAHgFAAAEAAAAdGVzdIVUX2vbMBB/16c4\n9rSBNyjsYX1UHSUROLInycv2qNhKI5ZYxlLa5dvvpDRLw6CFgJF09/t3Rxo3\n',
     [('EMAIL_ADDRESS', 'dlm@cac.washington.edu'), ('PHONE_NUMBER', '(206) 685-4045'), ('PHONE_NUMBER', '(206) 685-6240')]),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', 'US',
     '      Phone: +1 415-723-3909\n\n    See also:\n      ftp://netix.com/pub/pc-mh-info/*\n\n    For more PC/MH info, contact:\n\n      Netix Communications, Inc.\n      15375 Barranca Parkway\n      Building G, Suite 107\n      Irvine, CA 92718\n      Phone: +1 714-727-9532\n      FAX:   +1 714-727-3922\n      Internet: info at netix.com\n\n    In addition, you might try Wollongong, to see if they have\n    something you can get.\n\n    [This information appears to be out of date. Please send me\n    pointers to valid information. Potential sites include\n    jessica.stanford.edu. --Ed]\n\n    Two other potential methods to run MH under Windows: Run Unix\n    under Windows with VMware (http://www.vmware.com/) or try to\n    compile nmh with the Cygwin tools (http://www.cygwin.com/).\n\n------------------------------\n  \nSubject: 01.06 How can I print a MH manual?\n',
     [('PHONE_NUMBER', '+1 415-723-3909'), ('PHONE_NUMBER', '+1 714-727-3922'), ('PHONE_NUMBER', '+1 714-727-9532')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/loginv2.txt', 'DE',
     '# this is the dummy user name, it\'s allowed to login only if this \n# is not already an ongoing callback\ncallback\tN\t-\t-\t/usr/local/sbin/callback -S 12345\n#\n# these are the real users: only allowed if it\'s a callback ("Y")\n*\t\tY\t-\t- \t/bin/login @\n#\n# if some other user name was entered, and it\'s not a callback, \n# throw them out\n*\t\t-\t-\t-\t/bin/false\n------- login.config sample, file version 2 ----------\n\nI admit that the "version 2" stuff isn\'t documented anywhere yet (except\nthe source) and it hasn\'t been fully tested either.  So please get mgetty\n1.1.20, test it, and report back to us :)\n\ngert\n-- \nUSENET is *not* the non-clickable part of WWW!\n                                                           //www.muc.de/~gert/\nGert Doering - Munich, Germany                             gert@greenie.muc.de\nfax: +49-89-35655025                        gert.doering@physik.tu-muenchen.de\n\n',
     [('EMAIL_ADDRESS', 'gert.doering@physik.tu-muenchen.de'), ('EMAIL_ADDRESS', 'gert@greenie.muc.de'), ('PHONE_NUMBER', '+49-89-35655025')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/mgetty.texi', 'DE',
     'them, re-send them to another fax, send them by mail to you when you\'re on\nvacation, you could use what I call ``notify programs\'\':\n\nIf you define @code{FAX_NOTIFY_PROGRAM} in @file{policy.h}, mgetty\nwill call this program (or shell script) when a fax has been completely\nreceived. It will be called with the following command line arguments:\n\n@example\nFAX_NOTIFY_PROGRAM @var{<hangup code>} \'@var{<sender id}>\' @var{<nr of pages>} \\\n                   @var{<file name page 1>} @var{<file name page 2>} @dots{}\n@end example\n\n@var{<hangup code>} is 0 if the receive was successful, non-zero\notherwise.  @var{<sender id>} is the fax identification string received\nfrom the other side.  @var{<file name page (i)>} is the full path name for\neach received page.\n\nA sample command line might look like this:\n\n@example\n/usr/bin/new_fax 0 "+49 89 3243328" 1 /var/spool/fax/ff-01.a123\n@end example\n\n',
     [('PHONE_NUMBER', '+49 89 3243328')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/mgetty.texi', 'NL',
     '@node log-mgetty-fax, log-mgetty-syslog, log-mgetty-data, logfiles\n@subsection mgetty, incoming fax call\n\nThis is a log file of a fax call I got today. It was a fax call with 14400\nbps (actually, the call came from another faxmodem, but you won\'t see that\nin the log file), using high resolution. One page was received, the\nconnection time was 33 seconds. No errors occured.\n\n(All the stuff up to "waiting@dots{}" is identical to the example above, so\nI don\'t list it again)\n\n@example\n[...]\n03/03 21:39:32  waiting...\n03/03 21:46:22  waiting for ``RING\'\' ** found **\n03/03 21:46:22  send: ATA[0d]\n03/03 21:46:22  waiting for ``CONNECT\'\'\n03/03 21:46:32  found action string: ``+FCON\'\'\n03/03 21:46:32  action is A_FAX, start fax receiver...\n03/03 21:46:32  fax_wait_for(OK)\n03/03 21:46:36  fax_id: \'+FTSI:+31 20 6147110       \'\n03/03 21:46:36  transmission par.: \'+FDCS:1,5,0,2,0,0,0,0\'** found **\n',
     [('PHONE_NUMBER', '+31 20 6147110')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/scanner.txt', 'JP',
     '07/03 17:56:34 m0  mdm_command: string \'OK\' -> OK\n07/03 17:56:34 m0  fax_send: \'AT+FBOR=0\'\n07/03 17:56:34 m0  got:[0a]AT+FBOR=0[0d]\n07/03 17:56:34 m0  mdm_command: string \'AT+FBOR=0\'\n07/03 17:56:34 m0  got:[0d][0a]OK[0d]\n07/03 17:56:34 m0  mdm_command: string \'OK\' -> OK\n07/03 17:56:35 m0  fax_send: \'AT+FLID="+81-797-23-6813"\'\n07/03 17:56:35 m0  got:[0a]AT+FLID="+81-797-23-6813"[0d]\n07/03 17:56:35 m0  mdm_command: string \'AT+FLID="+81-797-23-6813"\'\n07/03 17:56:35 m0  got:[0d][0a]OK[0d]\n07/03 17:56:35 m0  mdm_command: string \'OK\' -> OK\n07/03 17:56:35 m0  fax_send: \'AT+FDCC=1,5,0,2,0,0,0,0\'\n07/03 17:56:35 m0  got:[0a]AT+FDCC=1,5,0,2,0,0,0,0[0d]\n07/03 17:56:35 m0  mdm_command: string \'AT+FDCC=1,5,0,2,0,0,0,0\'\n07/03 17:56:35 m0  got:[0d][0a]OK[0d]\n07/03 17:56:35 m0  mdm_command: string \'OK\' -> OK\n07/03 17:56:35 m0  clean_line() not available on MEIBE\n07/03 17:56:35 m0  removing lock file\n',
     [('PHONE_NUMBER', '+81-797-23-6813')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/ttyS-cua.txt', 'US',
     'In-Reply-To: Tony Nugent\'s message of Mon, 13 May 1996 07:57:09 +1000,\n\t<199605122157.HAA03287@sctnugen.ppp.gu.edu.au>\nAddress: 1 Amherst St., Cambridge, MA 02139\nPhone: (617) 253-8091\nPrecedence: bulk\nFrom: "Theodore Y. Ts\'o" <tytso@mit.edu>\nTo: Tony Nugent <tonyn@sctnugen.ppp.gu.edu.au>\nCc: linux-net@vger.rutgers.edu, linux-ppp@vger.rutgers.edu\nSubject: Re: /dev/cua? Vs /dev/ttyS? (was: Re: co-existance of pppd and mgetty ?)\nDate: Mon, 13 May 1996 19:51:04 +0200\nStatus: ROr\n\n   Date: \tMon, 13 May 1996 07:57:09 +1000\n   From: Tony Nugent <tonyn@sctnugen.ppp.gu.edu.au>\n\n   Can someone kindly explain the difference between the /dev/cua? and\n   /dev/ttyS? devices?\n\n/dev/ttySxx devices are fully POSIX-compliant TTY devices.  If you are\nonly going to be using one set of tty devices, you should be using\n/dev/ttySxx. \n\n/dev/cuaXX devices are different from /dev/ttySXX in two ways --- first\n',
     [('EMAIL_ADDRESS', 'linux-net@vger.rutgers.edu'), ('EMAIL_ADDRESS', 'linux-ppp@vger.rutgers.edu'), ('EMAIL_ADDRESS', 'tonyn@sctnugen.ppp.gu.edu.au'), ('EMAIL_ADDRESS', 'tytso@mit.edu'), ('PHONE_NUMBER', '(617) 253-8091')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/g3hack.c', 'DE',
     'main(int argc, char **argv)\n{\n    int c;\n    int header = 0;\n    int nlines = 10;\n\n    opterr = 0;\n    while ((c = getopt(argc, argv, "h:n:o:")) != EOF)\n\tswitch (c) {\n\tcase \'h\':\n\t    header = atoi(optarg);\n\t    break;\n\tcase \'n\':\n\t    nlines = atoi(optarg);\n\t    break;\n\tcase \'o\':\n\t    if (freopen(optarg, "w", stdout) == NULL) {\n\t\tperror(optarg);\n\t\texit(1);\n\t    }\n\t    break;\n\tcase \'?\':\n\t    fprintf(stderr, usage, argv[0]);\n\t    exit(1);\n\t}\n    while (header--)\n\tputchar(getchar());\n    copy(nlines);\n    exit(0);\n}\n\n/*\n* -- \n* Frank Cringle                      | fdc@cliwe.ping.de\n* voice + fax                        | +49 2304 467101\n*/\n',
     [('EMAIL_ADDRESS', 'fdc@cliwe.ping.de'), ('PHONE_NUMBER', '+49 2304 467101')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/mgetty-to-flexfax.sh', 'US',
     'BTW: You might pass this on to Klaus (his e-mail seems to be /dev/null,\nso far as I can tell :-) ): If answer_mode == ANSWER_VOICE (_not_\nANSWER_VOICE | ANSWER_{DATA,FAX} ), it seems silly to even bother\ndoing "AT+FCLASS=0 A". Might as well just hang up.\n\n-- \nNick Sayer <nsayer@quack.kfu.com>    | "Don\'t worry, they\'ll ride up with\nN6QQQ @ N0ARY.#NOCAL.CA.USA.NOAM     | wear."\n+1 408 249 9630, log in as \'guest\'   | \nURL: http://www.kfu.com/~nsayer/     | -- Are You Being Served?\n\n',
     [('EMAIL_ADDRESS', 'nsayer@quack.kfu.com'), ('PHONE_NUMBER', '+1 408 249 9630')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/pbmscale.c', 'NL',
     '| Ziekenhuis Informatie Systeem                 |\n| afdeling Systeemgroep                         |\n+-----------------------------------------------+\n| Schipholweg 97             tel: +31-71-256762 |\n| 2316 AX Leiden             fax: +31-71-216675 |\n| the Netherlands                               |\n+-----------------------------------------------+\n\n',
     [('PHONE_NUMBER', '+31-71-216675'), ('PHONE_NUMBER', '+31-71-256762')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/ttyenable', 'DE',
     'Date:\tSat, 21 May 1994 17:29:46 +0200\nReply-To: hph@hphbbs.E.open.DE\nOrganization: HPHBBS - UseNet City-Router, Essen (Germany)\nPhone: +49-201-287433 (data+voice) Voice = 3 times 1 ring, wait on 4th call\nX-Mailer: ELM [version 2.4 PL23]\nContent-Type: text\nContent-Length: 10697     \nStatus: RO\n\nHi,\n\n   Anbei kommt ttyenable/-disable V1.5.\n   Gegenueber V1.2 sind folgende Maengel behoben:\n\n   \t- ein Bug, nachdem zB ttyS2 und ttyS20..29 gleich handelt\n\t  wurden (in Funktion \'isTTY\'):\n\t     \n \t  alt:  gotcha=`find /dev -type c -follow|grep /dev/$token`\t&&\\\n \t  neu:  gotcha=`find /dev -type c -follow|grep -w /dev/$token`\t&&\\\n\n\t  Hinweis: das "ange\'pipe\'te" grep ist absolut notwendig, weil\n\t  "find" leider IMMER einen Exit-Code von 0 (true) ausspuckt,\n\t   wenn er nicht SELBST aus irgendwelchen Gruenden kaputt geht.\n\t   Wenn "ls" nicht so eloquent waere, wenn das gesuchte Device\n',
     [('EMAIL_ADDRESS', 'hph@hphbbs.E.open.DE'), ('PHONE_NUMBER', '+49-201-287433')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/ttyenable', 'DE',
     '\t# Either we have now a number in \'Linenum\' which designates the line\n\t# where the entry in inittab was found or the string "ERROR..."\n\t# In the latter case we can\'t go on.\n\t###\n\tcase $Linenum in\n\t\tERROR*)\thandlerrors ;;\n\t\t[1-9]*)\tchange \n\t\t\t######################################################\n\t\t\t# If we reach here everything went fine\n\t\t\t# So if the user requested to restart \'init\' do so ...\n\t\t\t######################################################\n\t\t\tif [ .$HANGUPINIT != "." ]; then init Q; fi\n\t\t;;\n\t\t*)\tdie ;;\t# Oh, well ....\n\tesac\n\n# well ... done! welldone?\nexit 0\n--------------------------- 8< schnipp ... schnapp 8< --------------------------\n\n\n    Kritik ist willkommen ...\n\nGruss, Peter\t\n-- \n####################===============================****************************\n# H.P. Heidinger   # Call  : +49-201-287433 (data) *      ~~ HPHBBS  ~~       *\n',
     [('PHONE_NUMBER', '+49-201-287433')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/StarOffice.txt', 'US',
     '                                 http://outcast-consultants.redmond.or.us\n                                 griz@outcast-consultants.redmond.or.us\n                                                 (541) 504-1388\n                                 Via IRC at; 205.227.115.251:6667:#OutCasts\n                                           Via ICQ: UIN 138930\n\n\n-----BEGIN PGP SIGNATURE-----\nVersion: PGPfreeware 5.0i for non-commercial use\nMessageID: /9S5Q9PbYqGBk944wu/r4wa+d96zFkRW\n\niQA/AwUBOZhHEwhnWicv+0tKEQJTGQCglLXWh5sCapfiUn8jbS3lgUkX/7QAn25P\nmwHXRfqSnkftP3pXuf/+yMhx\n=l0N3\n-----END PGP SIGNATURE-----\n\n',
     [('EMAIL_ADDRESS', 'griz@outcast-consultants.redmond.or.us'), ('IP_ADDRESS', '205.227.115.251'), ('PHONE_NUMBER', '(541) 504-1388')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/faxit.README', 'AT',
     "                    |\n                  o | If you are interested in other products and our services\n                    | then send an email with the subject line \n                    |     'product-catalog'\n                    | to risc@finwds01.tu-graz.ac.at.\n                    | \n====================+========================================================\n\n- -----BEGIN PGP PUBLIC KEY BLOCK-----\nVersion: 2.6.i\n\nmQBtAjGoHyoAAAEDAL9++nAU4e2D21kraZpZENzNMWAV7yJz/G9FSSFS682YT64c\ntfBRLdb+FUvfatUnyiHCc+O6Tlo6HSxmgCVb/HLXLIkCHH9VNtwOCZLFFE5Sf0Qs\niV+cA7Y0Q/IHQSUOJQAFEbQ8UmljaGFyZCBTY2h3YW5pbmdlciwgc29mdFdvcmtz\nIDxyaXNjQGZpbndkczAxLnR1LWdyYXouYWMuYXQ+\n=e7X9\n- -----END PGP PUBLIC KEY BLOCK-----\n\n\n\n- -- \nRichard Schwaninger                           softWorks\nEmail:    risc@finwds01.tu-graz.ac.at      \nTel/Fax:  +43 (0)316 686590\nMail:     Theodor-Koernerstr. 173, A-8010 Graz, Austria\n\n",
     [('EMAIL_ADDRESS', 'risc@finwds01.tu-graz.ac.at'), ('PHONE_NUMBER', '+43 (0)316 686590')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/windows/esemfax.txt', 'DE',
     '    (now/night, which address book)\n\n\nfor more information, see http://www.esem.com/esemfax.html\n\n--  oly\n\nOliver Nittka              | nittka@esem.com\nESEM Gruenau GmbH & Co. KG | http://www.esem.com\nRiedheimer Str.6           | phone: +49 7544 9583-25\n88677 Markdorf / Germany   | fax:   +49 7544 9583-60\n\n\n\n\n',
     [('EMAIL_ADDRESS', 'nittka@esem.com'), ('PHONE_NUMBER', '+49 7544 9583-25'), ('PHONE_NUMBER', '+49 7544 9583-60')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/windows/win+samba-2.txt', 'DE',
     'Wenn jetzt noch sendfax funktioniert (bei mir leider nich so 100% :-( ),\nsteht dem WinDoof Fax nix mehr im Wege...\n\n\n\tMAM\n-- \n+-------------------------+---------------+--------------+-------------------+\n| /\\/\\ichael A. /\\/\\eiszl | Tomsonstr. 25 | D-59071 Hamm | Tel +49 2381 9880 |\n+-------------------------+---------------+--------------+-------------------+\n\n',
     [('PHONE_NUMBER', '+49 2381 9880')]),
    ('Debian package efax 1:0.9a-21: /etc/efax.rc', 'US',
     '#  - variables can also be set on the command line, for example:\n#       fax DEV=ttyS0 send file.ps\n#    or in a configuration file (see CONFIGFILES below)\n#\n\n# The names of the fax script, efax and efix, including full path\n# if necessary.\n\nFAX=fax\nEFAX=efax\nEFIX=efix\n\n# The device to which the fax modem is connected (e.g. ttya for\n# /dev/ttya).  Use a dial-out (ttyS?) device if available.  If\n# there are links to this device then all programs must use same\n# name or the UUCP locking mechanism will fail.  For example, if\n# /dev/modem is a link to /dev/ttyS1, then getty, uucp, kermit,\n# pppd, dip, etc. must *all* use either /dev/modem or /dev/ttyS1.\n\nDEV=ttyS1\n\n# Your fax number in international format, 20 characters maximum.\n# Use only digits, spaces, and the "+" character.\n\nFROM="+1 800 555 5555"\n\n# Your name as it should appear on the page header.\n\nNAME="Put Your Name Here"\n\n',
     [('PHONE_NUMBER', '+1 800 555 5555')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', 'US',
     "    REVISION::  April 8, 1997; Updated entire entry re: 2nd Ed.\n        TYPE::  Reference book, hardcopy\n       TITLE::  sendmail\n      AUTHOR::  Costales, Bryan\n      AUTHOR::  Allman, Eric\n     CONTACT::  Bryan Costales <bcx@BCX.COM>\n                O'Reilly & Associates, Inc.\n                103 Morris Street, Suite A\n                Sebastapol, CA  95472\n                Order by phone: 800-998-9938 (US/Canada inquiries)\n                                800-889-8969 (US/Canada credit card orders)\n                                707-829-0515 (local/overseas)\n        DATE::  January, 1997\n       PAGES::  1021\n   COPYRIGHT::  Copyright (c) 1997 O'Reilly & Associates, Inc.  All rights\n                    reserved.\n    LANGUAGE::  English\n       NOTES::  See: URL:http://www.ora.com/catalog/sendmail2/\n\n   ABSTRACT::\n\n   The definitive reference for version 8 sendmail (specifically, version\n",
     [('EMAIL_ADDRESS', 'bcx@BCX.COM'), ('PHONE_NUMBER', '707-829-0515'), ('PHONE_NUMBER', '800-889-8969'), ('PHONE_NUMBER', '800-998-9938')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', 'US',
     "                    Ordering Info: voice 1 800 366 2665\n                                     fax 1 800 446 6520\n        DATE::  1994\n       PAGES::  262\n   COPYRIGHT::  Copyright (c) by 1995 Butterworth-Heinemann\n    LANGUAGE::  English\n       NOTES::  See: URL:http://www.vix.com/vix/smtap/\n\n   ABSTRACT::\n\n   Centers more on IDA sendmail (at least partly because version 8 didn't\n   exist when they began the book). Written more like a college Sophomore\n   or Junior level textbook.\n\n   While you'll probably never let the Costales book out of your grubby\n   little hands (especially if you do much work with version 8 sendmail),\n   this is a book you'll probably read once or maybe twice, learn some\n   very valuable things, but then likely put on a shelf and not read or\n   reference again (unless you have to write up a bibliographic entry for\n",
     [('PHONE_NUMBER', '1 800 366 2665'), ('PHONE_NUMBER', '1 800 446 6520')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', 'US',
     '        TYPE::  Reference book, hardcopy\n    REVISION::  March 27, 1996; Changed ID format to include ISBN,\n                    moved URL to NOTES field from OTHER_ACCESS field,\n                    also updated ABSTRACT\n    REVISION::  March 29, 1996; Updated ID, PAGES, COPYRIGHT, and ABSTRACT\n       TITLE::  Practical Internetworking With TCP/IP and UNIX\n      AUTHOR::  Carl-Mitchell, Smoot\n      AUTHOR::  Quarterman, John S.\n     CONTACT::  <tic@tic.com>\n                Addison Wesley Publishing Company\n                Computer Science & Engineering Division\n                One Jacob Way\n                Reading, MA  01867\n                USA\n                Orders: voice://800-822-6339 (USA)\n                        fax://617-942-1117\n        DATE::  1993\n       PAGES::  476\n   COPYRIGHT::  Copyright (c) 1993 by Addison-Wesley Publishing\n                    Company, Inc.\n',
     [('EMAIL_ADDRESS', 'tic@tic.com'), ('PHONE_NUMBER', '617-942-1117'), ('PHONE_NUMBER', '800-822-6339')]),
    ('Debian package hylafax-server 3:6.0.7-5: /var/spool/hylafax/config/skel', 'US',
     '# IN NO EVENT SHALL SAM LEFFLER OR SILICON GRAPHICS BE LIABLE FOR\n# ANY SPECIAL, INCIDENTAL, INDIRECT OR CONSEQUENTIAL DAMAGES OF ANY KIND,\n# OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,\n# WHETHER OR NOT ADVISED OF THE POSSIBILITY OF DAMAGE, AND ON ANY THEORY OF \n# LIABILITY, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE \n# OF THIS SOFTWARE.\n#\n\n#\n# EDIT THIS CONFIGURATION TO REFLECT YOUR SETUP\n#\n# BEGIN-SERVER\nCountryCode:\t\t1\t\t# USA\nLongDistancePrefix:\t1\nInternationalPrefix:\t011\nAreaCode:\t\t415\nDialStringRules:\tetc/dialrules\nFAXNumber:\t\t+1.999.555.1212\nLocalIdentifier:\t"NothingSetup"\t# default is canonical FAXNumber\nServerTracing:\t\t1\t\t# log server-related operations\nSessionTracing:\t\t11\t\t# log server-related operations\nRecvFileMode:\t\t0600\t\t# recvd facsimile are not public\nLogFileMode:\t\t0600\t\t# private log files\n',
     [('PHONE_NUMBER', '+1.999.555.1212')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/formats/smsbackup.rst.txt', 'DK',
     '-------\n\nThe backup of message can look like following:\n\n.. code-block:: ini\n\n    [SMSBackup000]\n    #ABCDEFGHIJKLMNOPQRSTUVWXYZ\n    #\n    SMSC = "+4540590000"\n    SMSCUnicode = 002B0034003500340030003500390030003000300030\n    Sent = 20021201T025023\n    State = UnRead\n    Number = "+4522706947"\n    NumberUnicode = 002B0034003500320032003700300036003900340037\n    Name = ""\n    NameUnicode =\n    Text00 = 004100420043004400450046004700480049004A004B004C004D004E004F0050005100520053005400550056005700580059005A000A\n    Coding = Default\n    Folder = 1\n    Length = 27\n    Class = -1\n    ReplySMSC = False\n    RejectDuplicates = True\n    ReplaceMessage = 0\n    MessageReference = 0\n',
     [('PHONE_NUMBER', '+4522706947'), ('PHONE_NUMBER', '+4540590000')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/smsd/run.rst.txt', '',
     '    Sender of MMS indication message.\n\n.. envvar:: DECODED_1_MMS_TITLE\n\n    title of MMS indication message.\n\n.. envvar:: DECODED_1_MMS_ADDRESS\n\n    Address (URL) of MMS from MMS indication message.\n\n    .. seealso:: :ref:`faq-mms-download`\n\n.. envvar:: DECODED_1_MMS_SIZE\n\n    Size of MMS as specified in MMS indication message.\n\n\nExamples\n--------\n\nActivating RunOnReceive\n+++++++++++++++++++++++\n\nTo activate this feature you need to set :config:option:`RunOnReceive` in\nthe :ref:`gammu-smsdrc`.\n\n.. code-block:: ini\n\n    [smsd]\n    RunOnReceive = /path/to/script.sh\n\nProcessing messages from the files backend\n++++++++++++++++++++++++++++++++++++++++++\n\nFollowing script (if used as :config:option:`RunOnReceive` handler) passes\nmessage data to other program. This works only with the :ref:`gammu-smsd-files`.\n\n.. literalinclude:: ../../../contrib/smsd-scripts/receive-files\n    :language: sh\n\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/python/objects.rst.txt', 'CZ',
     "            {'Type': 'Number_General', 'Value': '+420123456789'},\n            {'Type': 'Text_Name', 'Value': 'Stojan Jakotyc'},\n            ],\n    }\n\n.. _pbk_entry_obj:\n\nPhonebook Entries Object\n------------------------\n\n.. attribute:: Type\n\n    Type of entry, one of:\n\n    * ``Number_General`` - General number. (Text)\n    * ``Number_Mobile`` - Mobile number. (Text)\n    * ``Number_Fax`` - Fax number. (Text)\n    * ``Number_Pager`` - Pager number. (Text)\n    * ``Number_Other`` - Other number. (Text)\n    * ``Text_Note`` - Note. (Text)\n    * ``Text_Postal`` - Complete postal address. (Text)\n    * ``Text_Email`` - Email. (Text)\n    * ``Text_Email2`` - Second email. (Text)\n    * ``Text_URL`` - URL (Text)\n    * ``Date`` - Date and time of last call. (Date)\n    * ``Caller_Group`` - Caller group. (Number)\n    * ``Text_Name`` - Name (Text)\n    * ``Text_LastName`` - Last name. (Text)\n",
     [('PHONE_NUMBER', '+420123456789')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', 'FR',
     '\t\t\t\t<mmsproxy>10.23.8.3:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="re">\n\t<name>Réunion (France)</name>\n\t<provider>\n\t\t<name>SFR Réunion</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="647" mnc="10"/>\n\t\t\t<msisdn-query>\n\t\t\t\t<sms text="ABCd84367">+33621012555</sms>\n\t\t\t</msisdn-query>\n\t\t\t<apn value="websfr">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>Contract / Prepaid</name>\n\t\t\t</apn>\n\t\t\t<apn value="slsfr">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>SFR slsfr</name>\n\t\t\t</apn>\n\t\t\t<apn value="internetpro">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>SFR internetpro</name>\n\t\t\t</apn>\n\t\t\t<apn value="ipnet">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>SFR ipnet</name>\n\t\t\t</apn>\n\t\t\t<apn value="mmssfr">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>MMSGPRS</name>\n\t\t\t\t<username>mms</username>\n',
     [('IP_ADDRESS', '10.23.8.3'), ('PHONE_NUMBER', '+33621012555')]),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', 'US',
     '            path="/v1/issuing/cardholders/ich_xxxxxxxxxxxxx",\n            query_string="",\n            api_base="https://api.stripe.com",\n        )\n\n    def test_issuing_cardholders_post_service_non_namespaced(\n        self, http_client_mock: HTTPClientMock\n    ) -> None:\n        http_client_mock.stub_request(\n            "post",\n            "/v1/issuing/cardholders",\n        )\n        client = StripeClient(\n            "sk_test_123",\n            http_client=http_client_mock.get_mock_http_client(),\n        )\n\n        client.issuing.cardholders.create(\n            {\n                "type": "individual",\n                "name": "Jenny Rosen",\n                "email": "jenny.rosen@example.com",\n                "phone_number": "+18888675309",\n                "billing": {\n                    "address": {\n                        "line1": "1234 Main Street",\n',
     [('EMAIL_ADDRESS', 'jenny.rosen@example.com'), ('PHONE_NUMBER', '+18888675309')]),
    ('PyPI braintree 4.48.0: braintree/transaction.py', 'US',
     '            "processing_merchant_category_code": "5411",\n            "credit_card": {\n                "number": "5105105105105100",\n                "expiration_date": "05/2011",\n                "cvv": "123"\n            },\n            "customer": {\n                "first_name": "Dan",\n                "last_name": "Smith",\n                "company": "Braintree",\n                "email": "dan@example.com",\n                "phone": "419-555-1234",\n                "fax": "419-555-1235",\n                "website": "https://www.braintreepayments.com"\n            },\n            "billing": {\n                "company": "Braintree",\n                "country_name": "United States of America",\n                "extended_address": "Suite 403",\n                "first_name": "Carl",\n                "international_phone": { "country_code": "1", "national_number": "3121234567" },\n',
     [('CREDIT_CARD', '5105105105105100'), ('EMAIL_ADDRESS', 'dan@example.com'), ('PHONE_NUMBER', '3121234567'), ('PHONE_NUMBER', '419-555-1234'), ('PHONE_NUMBER', '419-555-1235')]),
    ('PyPI braintree 4.48.0: braintree/customer.py', 'US',
     '            "fax": "123-555-1212",\n            "first_name": "John",\n            "id": "my_customer_id",\n            "international_phone": { "country_code": "1", "national_number": "3121234567" },\n            "last_name": "Doe",\n            "phone": "123-555-1221",\n            "website": "http://www.example.com"\n        })\n\n        print(result.customer.id)\n        print(result.customer.first_name)\n\n    For more information on Customers, see https://developer.paypal.com/braintree/docs/reference/request/customer/create/python\n\n    """\n\n    def __repr__(self):\n        detail_list = [\n            "company",\n            "created_at",\n            "email",\n            "fax",\n            "first_name",\n            "graphql_id",\n            "id",\n            "international_phone",\n            "last_name",\n            "merchant_id",\n            "phone",\n            "updated_at",\n',
     [('PHONE_NUMBER', '123-555-1212'), ('PHONE_NUMBER', '123-555-1221'), ('PHONE_NUMBER', '3121234567')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_profile.py', 'US',
     '            city="Chicago",\n            state="IL",\n            postalcode="60613",\n            country="USA",\n            csphone="(773) 309-1027",\n            tsphone="(773) 309-1028",\n            faxphone="(773) 309-1029",\n            url="http://www.ameritrade.com",\n            email="support@ameritrade.com",\n        )\n\n    def testConvertRemoveProprietaryTag(self):\n        # Make sure SONRS.from_etree() removes proprietary tags\n        root = self.etree\n        SubElement(root, "INTU.BANKID").text = "12345678"\n\n        profrs = Aggregate.from_etree(root)\n        self.assertIsInstance(profrs, PROFRS)\n        # Converted Aggregate should still have 16 values, not 17\n        self.assertEqual(len(profrs._spec_repr), 16)\n\n        self.assertIsInstance(profrs.msgsetlist, MSGSETLIST)\n        self.assertIsInstance(profrs.signoninfolist, SIGNONINFOLIST)\n',
     [('EMAIL_ADDRESS', 'support@ameritrade.com'), ('PHONE_NUMBER', '(773) 309-1027'), ('PHONE_NUMBER', '(773) 309-1028'), ('PHONE_NUMBER', '(773) 309-1029')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_signup.py', 'US',
     '    def aggregate(cls):\n        return ENROLLRQ(\n            firstname="Porky",\n            middlename="D.",\n            lastname="Pig",\n            addr1="3717 N Clark St",\n            addr2="Dugout Box, Aisle 19",\n            addr3="Seat A1",\n            city="Chicago",\n            state="IL",\n            postalcode="60613",\n            country="USA",\n            dayphone="(773) 309-1027",\n            evephone="867-5309",\n            email="spam@null.void",\n            userid="bacon2b",\n            taxid="123456789",\n            securityname="Petunia",\n            datebirth=datetime(2016, 7, 5, tzinfo=UTC),\n            bankacctfrom=bk_stmt.BankacctfromTestCase.aggregate,\n        )\n\n    @classproperty\n    @classmethod\n    def validSoup(cls):\n        root = cls.emptyBase\n        yield root\n        for acctfrom in (\n            bk_stmt.BankacctfromTestCase,\n',
     [('EMAIL_ADDRESS', 'spam@null.void'), ('PHONE_NUMBER', '(773) 309-1027'), ('PHONE_NUMBER', '867-5309')]),
    ('npm google-libphonenumber 3.2.47: README.md', 'US',
     "// => true\n\n// Result from isValidNumber().\nconsole.log(phoneUtil.isValidNumber(number));\n// => true\n\n// Result from isValidNumberForRegion().\nconsole.log(phoneUtil.isValidNumberForRegion(number, 'US'));\n// => true\n\n// Result from getRegionCodeForNumber().\nconsole.log(phoneUtil.getRegionCodeForNumber(number));\n// => US\n\n// Result from getNumberType() when compared to i18n.phonenumbers.PhoneNumberType.\nconsole.log(phoneUtil.getNumberType(number));\n// => FIXED_LINE_OR_MOBILE\n\n// Format number in the E164 format.\nconsole.log(phoneUtil.format(number, PNF.E164));\n// => +12024561414\n\n// Format number in the original format.\nconsole.log(phoneUtil.formatInOriginalFormat(number, 'US'));\n// => (202) 456-1414\n\n// Format number in the national format.\nconsole.log(phoneUtil.format(number, PNF.NATIONAL));\n// => (202) 456-1414\n\n// Format number in the international format.\n",
     [('PHONE_NUMBER', '(202) 456-1414'), ('PHONE_NUMBER', '+12024561414')]),
    ('npm google-libphonenumber 3.2.47: README.md', 'US',
     'console.log(phoneUtil.format(number, PNF.INTERNATIONAL));\n// => +1 202-456-1414\n\n// Format number in the out-of-country format from US.\nconsole.log(phoneUtil.formatOutOfCountryCallingNumber(number, \'US\'));\n// => 1 (202) 456-1414\n\n// Format number in the out-of-country format from CH.\nconsole.log(phoneUtil.formatOutOfCountryCallingNumber(number, \'CH\'));\n// => 00 1 202-456-1414\n```\n\n### Using the "As You Type" Formatter\n\nThe "As You Type" formatter is a specialized tool that shows the formatting *progress* as it attempts to discover the right format for the given number. It requires registering every keystroke (input digit) on a new instance of the `AsYouTypeFormatter` as shown below.\n\n```js\n// Require `AsYouTypeFormatter`.\nconst AsYouTypeFormatter = require(\'google-libphonenumber\').AsYouTypeFormatter;\nconst formatter = new AsYouTypeFormatter(\'US\');\n\n',
     [('PHONE_NUMBER', '+1 202-456-1414'), ('PHONE_NUMBER', '00 1 202-456-1414'), ('PHONE_NUMBER', '1 (202) 456-1414')]),
    ('npm awesome-phonenumber 7.8.0: README.md', 'SE',
     "node_modules files              | 9                   | * 7 ✅                | 787\n\n\\* NOTE: google-libphonenumber only ships CJS, while awesome-phonenumber and libphonenumber-js ships _both_ CJS and ESM\n\n\n## Basic usage\n```ts\nimport { parsePhoneNumber } from 'awesome-phonenumber'\n\nconst pn = parsePhoneNumber( '0707123456', { regionCode: 'SE' } );\n// or on e164 format:\nconst pn = parsePhoneNumber( '+46707123456' );\n\n// pn is now the same as:\nconst pn = {\n\tvalid: true,\n\n\tnumber: {\n\t\tinput: '0707123456',\n\t\te164: '+46707123456',\n\t\tinternational: '+46 70 712 34 56',\n\t\tnational: '070-712 34 56',\n\t\trfc3966: 'tel:+46-70-712-34-56',\n\t\tsignificant: '707123456',\n\t},\n\tpossibility: 'is-possible',\n\tregionCode: 'SE',\n\tpossible: true,\n\tshortPossible: false,\n\tshortValid: false,\n\tcanBeInternationallyDialled: true,\n\ttype: 'mobile',\n\tcountryCode: 46,\n\ttypeIsMobile: true,\n\ttypeIsFixedLine: false,\n};\n```\n\n",
     [('PHONE_NUMBER', '+46 70 712 34 56'), ('PHONE_NUMBER', '+46-70-712-34-56'), ('PHONE_NUMBER', '+46707123456'), ('PHONE_NUMBER', '070-712 34 56'), ('PHONE_NUMBER', '0707123456'), ('PHONE_NUMBER', '707123456')]),
    ('npm awesome-phonenumber 7.8.0: README.md', 'SE',
     "getExample( regionCode[, phoneNumberType] ); // Parsed phone number\n```\n\nThe `phoneNumberType` is any of the [types defined above](#phone-number-types).\n\n### Example\n\n```ts\nimport { getExample } from 'awesome-phonenumber'\n\n// Get an example Swedish phone number\nconst example = getExample( 'SE' ); // A ParsedPhoneNumberValid\nconst exampleMobile = getExample( 'SE', 'mobile' ); // A ParsedPhoneNumberValid\n\nexample.number.e164;           // e.g. '+468123456'\nexampleMobile.number.e164;     // e.g. '+46701234567'\nexampleMobile.number.national; // e.g. '070 123 45 67'\n```\n\n\n## Country codes\n\nThere are conversion functions between the 2-character ISO 3166-1 region codes (e.g. 'SE' for Sweden) and the corresponding country calling codes.\n\n```ts\nimport {\n\tgetCountryCodeForRegionCode,\n\tgetRegionCodeForCountryCode,\n\tgetSupportedCallingCodes,\n\tgetSupportedRegionCodes,\n} from 'awesome-phonenumber'\n\n",
     [('PHONE_NUMBER', '+46701234567'), ('PHONE_NUMBER', '+468123456'), ('PHONE_NUMBER', '070 123 45 67')]),
    ('PyPI ofxparse 0.21: tests/fixtures/checking.ofx', '',
     '\t\t\t\t\t\t<MEMO>DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011 ANNUAL PERCENTAGE YIELD EARNED IS 0.05%\n\t\t\t\t\t</STMTTRN>\n\t\t\t\t\t<STMTTRN>\n\t\t\t\t\t\t<TRNTYPE>DEBIT\n\t\t\t\t\t\t<DTPOSTED>20110405120000.000\n\t\t\t\t\t\t<TRNAMT>-34.51\n\t\t\t\t\t\t<FITID>0000487\n\t\t\t\t\t\t<NAME>AUTOMATIC WITHDRAWAL, ELECTRIC BILL\n\t\t\t\t\t\t<MEMO>AUTOMATIC WITHDRAWAL, ELECTRIC BILL WEB(S )\n\t\t\t\t\t</STMTTRN>\n\t\t\t\t\t<STMTTRN>\n\t\t\t\t\t\t<TRNTYPE>CHECK\n\t\t\t\t\t\t<DTPOSTED>20110407120000.000\n\t\t\t\t\t\t<TRNAMT>-25.00\n\t\t\t\t\t\t<FITID>0000488\n\t\t\t\t\t\t<CHECKNUM>319\n\t\t\t\t\t\t<NAME>RETURNED CHECK FEE, CHECK # 319\n\t\t\t\t\t\t<MEMO>RETURNED CHECK FEE, CHECK # 319 FOR $45.33 ON 04/07/11\n\t\t\t\t\t</STMTTRN>\n\t\t\t\t</BANKTRANLIST>\n\t\t\t\t<LEDGERBAL>\n\t\t\t\t\t<BALAMT>100.99\n\t\t\t\t\t<DTASOF>20130525225731.258\n\t\t\t\t</LEDGERBAL>\n\t\t\t\t<AVAILBAL>\n\t\t\t\t\t<BALAMT>75.99\n\t\t\t\t\t<DTASOF>20130525225731.258\n\t\t\t\t</AVAILBAL>\n\t\t\t</STMTRS>\n\t\t</STMTTRNRS>\n\t</BANKMSGSRSV1>\n</OFX>',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_bank.py', '',
     '                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <BANKMSGSRSV1>\n            <INTRATRNRS>\n                <TRNUID>1001</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <INTRARS>\n                    <CURDEF>USD</CURDEF>\n                    <SRVRTID>1001</SRVRTID>\n                    <XFERINFO>\n                        <BANKACCTFROM>\n                            <BANKID>121099999</BANKID>\n                            <ACCTID>999988</ACCTID>\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-DISKIO-MIB.txt', '',
     '         email:    net-snmp-coders@lists.sourceforge.net\n        "\n    DESCRIPTION\n        "This MIB module defines objects for disk IO statistics."\n\n    REVISION     "201604040000Z"\n    DESCRIPTION\n        "Add 64-bit counter for busy micro-seconds."\n\n    REVISION     "200504200000Z"\n    DESCRIPTION\n        "Add 64 bit counters. Patch from Dan Nelson."\n\n    REVISION     "200202130000Z"\n    DESCRIPTION\n        "Add 1, 5 and 15-minute load average objects"\n\n    REVISION     "200001260000Z"\n    DESCRIPTION\n        "SMIv2 version derived from older definitions contained\n         in the VEST-INTERNETT-MIB module."\n    ::= { ucdExperimental 15 }\n\ndiskIOTable OBJECT-TYPE\n    SYNTAX      SEQUENCE OF DiskIOEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n        "Table of IO devices and how much data they have read/written."\n    ::= { ucdDiskIOMIB 1 }\n\n',
     [('EMAIL_ADDRESS', 'net-snmp-coders@lists.sourceforge.net')]),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', '',
     '            post_data="type=card&card[number]=4242424242424242&card[exp_month]=8&card[exp_year]=2024&card[cvc]=314",\n        )\n\n    def test_payment_methods_post_2_service_non_namespaced(\n        self, http_client_mock: HTTPClientMock\n    ) -> None:\n        http_client_mock.stub_request(\n            "post",\n            "/v1/payment_methods/pm_xxxxxxxxxxxxx",\n        )\n        client = StripeClient(\n            "sk_test_123",\n            http_client=http_client_mock.get_mock_http_client(),\n        )\n\n        client.payment_methods.update(\n            "pm_xxxxxxxxxxxxx",\n            {"metadata": {"order_id": "6735"}},\n        )\n        http_client_mock.assert_requested(\n            "post",\n            path="/v1/payment_methods/pm_xxxxxxxxxxxxx",\n            query_string="",\n            api_base="https://api.stripe.com",\n            post_data="metadata[order_id]=6735",\n        )\n\n',
     [('CREDIT_CARD', '4242424242424242')]),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', '',
     '            {\n                "card": {\n                    "number": "4242424242424242",\n                    "exp_month": "5",\n                    "exp_year": "2023",\n                    "cvc": "314",\n                },\n            }\n        )\n        http_client_mock.assert_requested(\n            "post",\n            path="/v1/tokens",\n            query_string="",\n            api_base="https://api.stripe.com",\n            post_data="card[number]=4242424242424242&card[exp_month]=5&card[exp_year]=2023&card[cvc]=314",\n        )\n\n    @pytest.mark.anyio\n    async def test_tokens_post_async(\n        self, http_client_mock: HTTPClientMock\n    ) -> None:\n        await stripe.Token.create_async(\n            card={\n                "number": "4242424242424242",\n                "exp_month": "5",\n                "exp_year": "2023",\n                "cvc": "314",\n            },\n        )\n',
     [('CREDIT_CARD', '4242424242424242')]),
    ('PyPI ofxparse 0.21: tests/fixtures/investment_401k.ofx', '',
     'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n  <SIGNONMSGSRSV1>\n    <SONRS>\n      <STATUS>\n        <CODE>0</CODE>\n        <SEVERITY>INFO</SEVERITY>\n        <MESSAGE>SUCCESS</MESSAGE>\n      </STATUS>\n      <DTSERVER>20150909084609.717[-6:MDT]</DTSERVER>\n      <LANGUAGE>ENG</LANGUAGE>\n      <FI>\n        <ORG>EXAMPLE</ORG>\n        <FID>1234</FID>\n      </FI>\n      <INTU.BID>1234</INTU.BID>\n    </SONRS>\n  </SIGNONMSGSRSV1>\n  <INVSTMTMSGSRSV1>\n    <INVSTMTTRNRS>\n      <TRNUID>0</TRNUID>\n      <STATUS>\n        <CODE>0</CODE>\n        <SEVERITY>INFO</SEVERITY>\n        <MESSAGE>SUCCESS</MESSAGE>\n      </STATUS>\n      <INVSTMTRS>\n        <DTASOF>20140630000000.000[-6:MDT]</DTASOF>\n        <CURDEF>USD</CURDEF>\n        <INVACCTFROM>\n          <BROKERID>example.org</BROKERID>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_bank.py', '',
     '                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <BANKMSGSRSV1>\n            <INTRASYNCRS>\n                <TOKEN>22244</TOKEN>\n                <BANKACCTFROM>\n                    <BANKID>121099999</BANKID>\n                    <ACCTID>999988</ACCTID>\n                    <ACCTTYPE>CHECKING</ACCTTYPE>\n                </BANKACCTFROM>\n                <INTRATRNRS>\n                    <TRNUID>0</TRNUID>\n                    <STATUS>\n                        <CODE>0</CODE>\n                        <SEVERITY>INFO</SEVERITY>\n                    </STATUS>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_billpay.py', '',
     '        )\n        trnrq = models.PAYEETRNRQ(\n            trnuid="127677", payeerq=models.PAYEERQ("1001-99-8876", payee=payee)\n        )\n        return models.OFX(\n            signonmsgsrqv1=SIGNONMSGSRQV1, billpaymsgsrqv1=models.BILLPAYMSGSRQV1(trnrq)\n        )\n\n\nclass PayeeResponseTestCase(base.OfxTestCase, unittest.TestCase):\n    """\n    OFX Section 12.12.8\n\n    The server responds\n    """\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_billpay.py', '',
     '            models.PMTTRNRQ(trnuid="1002", pmtrq=models.PMTRQ(pmtinfo=pmtinfo))\n        )\n        return models.OFX(signonmsgsrqv1=SIGNONMSGSRQV1, billpaymsgsrqv1=billpay)\n\n\nclass PayeeidResponseTestCase(base.OfxTestCase, unittest.TestCase):\n    """\n    OFX Section 12.12.1\n\n    The server responds, indicating that it will make the payment on the date\n    requested\n    """\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_bank.py', '',
     '                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <BANKMSGSRSV1>\n            <INTRASYNCRS>\n                <TOKEN>22243</TOKEN>\n                <BANKACCTFROM>\n                    <BANKID>121099999</BANKID>\n                    <ACCTID>999988</ACCTID>\n                    <ACCTTYPE>CHECKING</ACCTTYPE>\n                </BANKACCTFROM>\n                <INTRATRNRS>\n                    <TRNUID>0</TRNUID>\n                    <STATUS>\n                        <CODE>0</CODE>\n                        <SEVERITY>INFO</SEVERITY>\n                    </STATUS>\n                    <INTRARS>\n                        <CURDEF>USD</CURDEF>\n                        <SRVRTID>100100000</SRVRTID>\n                        <XFERINFO>\n',
     []),
    ('npm jquery.payment 3.0.0: test/specs.coffee', '',
     "assert = require('assert')\n\ndescribe 'jquery.payment', ->\n  describe 'Validating a card number', ->\n    it 'should fail if empty', ->\n      topic = $.payment.validateCardNumber ''\n      assert.equal topic, false\n\n    it 'should fail if is a bunch of spaces', ->\n      topic = $.payment.validateCardNumber '                 '\n      assert.equal topic, false\n\n    it 'should success if is valid', ->\n      topic = $.payment.validateCardNumber '4242424242424242'\n      assert.equal topic, true\n\n    it 'that has dashes in it but is valid', ->\n      topic = $.payment.validateCardNumber '4242-4242-4242-4242'\n      assert.equal topic, true\n\n    it 'should succeed if it has spaces in it but is valid', ->\n      topic = $.payment.validateCardNumber '4242 4242 4242 4242'\n      assert.equal topic, true\n\n    it 'that does not pass the luhn checker', ->\n",
     [('CREDIT_CARD', '4242 4242 4242 4242'), ('CREDIT_CARD', '4242-4242-4242-4242'), ('CREDIT_CARD', '4242424242424242')]),
    ('npm payment 2.4.7: README.md', '',
     "* `elo`\n* `hipercard`\n\nThe function will return `null` if the card type can't be determined.\n\nExample:\n\n``` javascript\nPayment.fns.cardType('4242 4242 4242 4242'); //=> 'visa'\n```\n\n### Payment.fns.cardExpiryVal(string) and Payment.cardExpiryVal(el)\n\nParses a credit card expiry in the form of MM/YYYY, returning an object containing the `month` and `year`. Shorthand years, such as `13` are also supported (and converted into the longhand, e.g. `2013`).\n\n``` javascript\nPayment.fns.cardExpiryVal('03 / 2025'); //=> {month: 3: year: 2025}\nPayment.fns.cardExpiryVal('05 / 04'); //=> {month: 5, year: 2004}\nPayment.fns.cardExpiryVal(document.querySelector('input.cc-exp')) //=> {month: 4, year: 2020}\n```\n\nThis function doesn't perform any validation of the month or year; use `Payment.fns.validateCardExpiry(month, year)` for that.\n\n## Card Type functions\n\n",
     [('CREDIT_CARD', '4242 4242 4242 4242')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-SNMP-MIB.txt', '',
     '-- error(s), and get a more specific error message from .101 for the\n-- named check found in .2.\n--\n-- Row numbers between 2 and 100 are sub-section specific.\n--\n-- Mib sections utilizing the above conventions:\n--   Tables:  \tprocTable, execTable, diskTable, loadTable\n--   Scalers: \tmemory, snmperrs\n\n\nIMPORTS\n    OBJECT-TYPE, NOTIFICATION-TYPE, MODULE-IDENTITY,\n    Integer32, Opaque, enterprises, Counter32, Unsigned32\n        FROM SNMPv2-SMI\n\n    CounterBasedGauge64\n        FROM HCNUM-TC\n\n    TEXTUAL-CONVENTION, DisplayString, TruthValue\n\tFROM SNMPv2-TC;\n\nucdavis MODULE-IDENTITY\n    LAST-UPDATED "201606100000Z"\n    ORGANIZATION "University of California, Davis"\n    CONTACT-INFO    \n\t"This mib is no longer being maintained by the University of\n\t California and is now in life-support-mode and being\n\t maintained by the net-snmp project.  The best place to write\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_tax1099.py', '',
     'class Tax1099BTestCase(base.OfxTestCase, unittest.TestCase):\n    """OFX Tax Extensions Section 2.2.11"""\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <TAX1099MSGSRSV1>\n            <TAX1099TRNRS>\n                <TRNUID>1001</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_billpay.py', '',
     '            trnuid="11122",\n            recpmtcancrq=models.RECPMTCANCRQ(recsrvrtid="387687138", canpending=True),\n        )\n        return models.OFX(\n            signonmsgsrqv1=SIGNONMSGSRQV1, billpaymsgsrqv1=models.BILLPAYMSGSRQV1(trnrq)\n        )\n\n\nclass RecpmtcancResponseTestCase(base.OfxTestCase, unittest.TestCase):\n    """\n    OFX Section 12.12.7\n\n    The server responds\n    """\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n',
     []),
    ('npm jquery.payment 3.0.0: test/specs.coffee', '',
     "      topic = $.payment.validateCardNumber '4242424242424241'\n      assert.equal topic, false\n\n    it 'should fail if is more than 16 digits', ->\n      topic = $.payment.validateCardNumber '42424242424242424'\n      assert.equal topic, false\n\n    it 'should fail if is less than 10 digits', ->\n      topic = $.payment.validateCardNumber '424242424'\n      assert.equal topic, false\n\n    it 'should fail with non-digits', ->\n      topic = $.payment.validateCardNumber '4242424e42424241'\n      assert.equal topic, false\n\n    it 'should validate for all card types', ->\n      assert($.payment.validateCardNumber('6759649826438453'), 'maestro')\n\n      assert($.payment.validateCardNumber('6007220000000004'), 'forbrugsforeningen')\n\n      assert($.payment.validateCardNumber('5019717010103742'), 'dankort')\n\n      assert($.payment.validateCardNumber('4111111111111111'), 'visa')\n",
     [('CREDIT_CARD', '4111111111111111'), ('CREDIT_CARD', '5019717010103742'), ('CREDIT_CARD', '6007220000000004'), ('CREDIT_CARD', '6759649826438453')]),
    ('Debian package getmail6 6.18.11-2: /usr/share/doc/getmail6/faq.txt', '',
     "   Addendum, January 2007: since I wrote the above, the following new\n   security problems have been discovered in fetchmail:\n\n     * CVE-2005-4348 - anyone can crash fetchmail by sending messages without\n       headers\n     * CVE-2006-0321 - anyone can crash fetchmail by sending a message that\n       fetchmail tries to bounce\n     * CVE-2006-5867 - fetchmail can transmit passwords in plaintext even if\n       the user has configured it not to\n     * CVE-2006-5974 - anyone can cause fetchmail to crash by triggering\n       certain error code paths\n\n   But don't just take my word for it; see\n   http://docs.freebsd.org/cgi/mid.cgi?200102172349.QAA11724 and\n   http://esr.1accesshost.com/ (note: went offline sometime in 2009 or 2010;\n   the content is still available at\n   http://web.archive.org/web/20080621090439/http://esr.1accesshost.com/ ).\n\n",
     []),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', '',
     '            path="/v1/payment_methods",\n            query_string="",\n            api_base="https://api.stripe.com",\n            post_data="type=card&card[number]=4242424242424242&card[exp_month]=8&card[exp_year]=2024&card[cvc]=314",\n        )\n\n    def test_payment_methods_post(\n        self, http_client_mock: HTTPClientMock\n    ) -> None:\n        stripe.PaymentMethod.create(\n            type="card",\n            card={\n                "number": "4242424242424242",\n                "exp_month": 8,\n                "exp_year": 2024,\n                "cvc": "314",\n            },\n        )\n        http_client_mock.assert_requested(\n            "post",\n            path="/v1/payment_methods",\n            query_string="",\n            post_data="type=card&card[number]=4242424242424242&card[exp_month]=8&card[exp_year]=2024&card[cvc]=314",\n        )\n\n    def test_payment_methods_post_service(\n',
     [('CREDIT_CARD', '4242424242424242')]),
    ('PyPI ofxparse 0.21: tests/fixtures/td_ameritrade.ofx', '',
     '          <BROKERID>ameritrade.com</BROKERID>\n          <ACCTID>121212121</ACCTID>\n        </INVACCTFROM>\n        <INVTRANLIST>\n          <DTSTART>20171130000000</DTSTART>\n          <DTEND>20171203000000</DTEND>\n        </INVTRANLIST>\n        <INVPOSLIST>\n          <POSSTOCK>\n            <INVPOS>\n              <SECID>\n                <UNIQUEID>023135106</UNIQUEID>\n                <UNIQUEIDTYPE>CUSIP</UNIQUEIDTYPE>\n              </SECID>\n              <HELDINACCT>CASH</HELDINACCT>\n              <POSTYPE>LONG</POSTYPE>\n              <UNITS>1</UNITS>\n              <UNITPRICE>1000</UNITPRICE>\n              <MKTVAL>1000</MKTVAL>\n              <DTPRICEASOF>20171203120000</DTPRICEASOF>\n            </INVPOS>\n          </POSSTOCK>\n          <POSDEBT>\n            <INVPOS>\n              <SECID>\n                <UNIQUEID>912810RW0</UNIQUEID>\n                <UNIQUEIDTYPE>CUSIP</UNIQUEIDTYPE>\n',
     []),
    ('PyPI braintree 4.48.0: braintree/test/credit_card_numbers.py', '',
     '    VisaPrepaid = "4500600000000061"\n\n    Discover = "6011111111111117"\n    Elo = "5066991111111118"\n\n    Hiper = "6370950000000005"\n    Hipercard = "6062820524845321"\n    Amex = "378734493671000"\n\n    class FailsSandboxVerification(object):\n        AmEx       = "378734493671000"\n        Discover   = "6011000990139424"\n        MasterCard = "5105105105105100"\n        Visa       = "4000111111111115"\n\n    class AmexPayWithPoints(object):\n        Success            = "371260714673002"\n        IneligibleCard     = "378267515471109"\n        InsufficientPoints = "371544868764018"\n\n    class Disputes(object):\n        Chargeback = "4023898493988028"\n',
     [('CREDIT_CARD', '371260714673002'), ('CREDIT_CARD', '371544868764018'), ('CREDIT_CARD', '378267515471109'), ('CREDIT_CARD', '378734493671000'), ('CREDIT_CARD', '4000111111111115'), ('CREDIT_CARD', '4023898493988028'), ('CREDIT_CARD', '4500600000000061'), ('CREDIT_CARD', '5066991111111118'), ('CREDIT_CARD', '5105105105105100'), ('CREDIT_CARD', '6011000990139424'), ('CREDIT_CARD', '6011111111111117'), ('CREDIT_CARD', '6062820524845321'), ('CREDIT_CARD', '6370950000000005')]),
    ('PyPI ofxparse 0.21: tests/test_parse.py', '',
     "        self.assertEqual(account.desc, 'MY CREDIT CARD')\n        self.assertEqual(account.institution.organization, 'USAA')\n        self.assertEqual(account.number, '4111111111111111')\n\n\nclass TestGracefulFailures(TestCase):\n    ''' Test that when fail_fast is False, failures are returned to the\n    caller as warnings and discarded entries in the Statement class.\n    '''\n    def testDateFieldMissing(self):\n        ''' The test file contains three transactions in a single\n        statement.\n\n        They fail due to:\n        1) No date\n        2) Empty date\n        3) Invalid date\n        '''\n        with open_file('fail_nice/date_missing.ofx') as f:\n            ofx = OfxParser.parse(f, False)\n        self.assertEqual(len(ofx.account.statement.transactions), 0)\n        self.assertEqual(len(ofx.account.statement.discarded_entries), 3)\n",
     [('CREDIT_CARD', '4111111111111111')]),
    ('PyPI braintree 4.48.0: braintree/credit_card.py', '',
     '            Healthcare = IssuingBank = Payroll = Prepaid = PrepaidReloadable = ProductId = CardTypeIndicator\n\n    @staticmethod\n    def create(params=None):\n        """\n        Create a CreditCard.\n\n        A number and expiration_date are required. ::\n\n            result = braintree.CreditCard.create({\n                "number": "4111111111111111",\n                "expiration_date": "12/2012"\n            })\n\n        """\n        if params is None:\n            params = {}\n        return Configuration.gateway().credit_card.create(params)\n\n    @staticmethod\n    def update(credit_card_token, params=None):\n        """\n        Update an existing CreditCard\n\n        By credit_card_id.  The params are similar to create::\n\n            result = braintree.CreditCard.update("my_credit_card_id", {\n                "cardholder_name": "John Doe"\n            })\n\n        """\n        if params is None:\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('Debian package gammu 1.42.0-8: /usr/share/doc/gammu/examples/php/class_gammu/class.gammu.php', 'ID',
     '\t\t\t}\n\t\t}\n\t\treturn $data;\n\t}\n\n\tfunction error($e,$exit=0) {\n\t\techo $e."\\n";\n\t\tif ($exit == 1) { exit; }\n\t}\n}\n\n/*-----------------------------------------\n|\n| :::::::::::: EXAMPLE ::::::::::::::::::\n|\n-----------------------------------------*/\n/** /\n$gammu_bin \t\t\t\t= dirname(__FILE__).\'/gammu/bin/gammu.exe\';\n$gammu_config \t\t\t= dirname(__FILE__).\'/gammurc.txt\';\n$gammu_config_section\t= \'1\'; // for default section please set "blank" value --> $gammu_config_section = \'\';\n\n$sms = new gammu($gammu_bin,$gammu_config,$gammu_config_section);\n\n/* Identify Device information * /\n$sms->Identify($response);\necho \'<pre>\';\nprint_r($response);\necho \'</pre>\';\n\n/* Get SMS from Device* /\n$response = $sms->Get();\necho \'<pre>\';print_r($response); echo \'</pre>\';\n\n/* Sending SMS * /\n$sms->Send(\'+6281380830000\',\'Test!\',$response);\necho \'<pre>\';\nprint_r($response); echo \'</pre>\';\n\n',
     [('PHONE_NUMBER', '+6281380830000')]),
    ('PyPI ofxtools 1.1.1: tests/test_spec_invest.py', '',
     '    order, two position entries, and one balance entry. The user deposits some\n    money and buys shares in Acme. The user has an open limit order to buy 100\n    shares of Hackson Unlimited at $50/sh. The holdings show the user already\n    had 100 shares of Acme and now has 200 shares. The user also has one option\n    contract to sell Lucky Airlines shares, bought before this download.\n    """\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_models_profile.py', '',
     '        SubElement(msgsetcore, "SYNCMODE").text = "FULL"\n        SubElement(msgsetcore, "REFRESHSUPT").text = "N"\n        SubElement(msgsetcore, "RESPFILEER").text = "N"\n        #  SubElement(msgsetcore, "INTU.TIMEOUT").text = "360"\n        SubElement(msgsetcore, "SPNAME").text = "Dewey Cheatham & Howe"\n        return root\n\n    @classproperty\n    @classmethod\n    def etree(cls):\n        root = Element("PROFRS")\n        root.append(cls.msgsetlist)\n        root.append(SignoninfolistTestCase.etree)\n        SubElement(root, "DTPROFUP").text = "20010401000000.000[+0:UTC]"\n        SubElement(root, "FINAME").text = "Dewey Cheatham & Howe"\n        SubElement(root, "ADDR1").text = "3717 N Clark St"\n        SubElement(root, "ADDR2").text = "Dugout Box, Aisle 19"\n        SubElement(root, "ADDR3").text = "Seat A1"\n        SubElement(root, "CITY").text = "Chicago"\n',
     []),
    ('PyPI braintree 4.48.0: tests/test_helper.py', '',
     '            merchant_id="integration_merchant_public_id",\n            public_key="oauth_app_partner_user_public_key",\n            private_key="oauth_app_partner_user_private_key",\n            environment=Environment.Development\n        )\n\n        gateway = BraintreeGateway(config)\n        customer = gateway.customer.create().customer\n        credit_card = gateway.credit_card.create(\n            params={\n                "customer_id": customer.id,\n                "number": "4111111111111111",\n                "expiration_date": "05/2009",\n                "billing_address": {\n                    "first_name": "Jon",\n                    "last_name": "Doe",\n                    "postal_code": "95131"\n                }\n            }\n        ).credit_card\n\n        oauth_app_gateway = BraintreeGateway(\n            client_id="client_id$development$integration_client_id",\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/ofx-2.1.1-sect-16.5.4.2.ofx', '',
     '<ACCTID>654321\n<ACCTTYPE>SAVINGS\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20050801\n<DTEND>20050831165056.000[-7:PDT]\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>3452.00\n<DTASOF>20050831165056\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_header.py', '',
     '            "<OFX><SIGNONMSGSRSV1><SONRS>"\n            "<STATUS><CODE>0<SEVERITY>INFO<MESSAGE>SUCCESS</STATUS>"\n            "<DTSERVER>20200818065106.132[-7:PDT]<LANGUAGE>ENG<FI><ORG>WF<FID>3000</FI>"\n            "<SESSCOOKIE>a6a12496-682d-42b2-aafa-ed973c406a17-08182020075105922"\n            "<INTU.BID>3000<INTU.USERID>jdoe</SONRS></SIGNONMSGSRSV1>"\n            "<BANKMSGSRSV1><STMTTRNRS><TRNUID>0"\n            "<STATUS><CODE>0<SEVERITY>INFO<MESSAGE>SUCCESS</STATUS>"\n            "<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121042882<ACCTID>5555555555"\n            "<ACCTTYPE>CHECKING</BANKACCTFROM>"\n            "<BANKTRANLIST><DTSTART>20200101120000.000[-8:PST]"\n            "<DTEND>20200810110000.000[-7:PDT]"\n            "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20200403110000.000[-7:PDT]"\n            "<TRNAMT>507500.00<FITID>202004031<NAME>TD AMERITRADE CLEARING"\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_tax1099.py', '',
     '                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <TAX1099MSGSRSV1>\n            <TAX1099TRNRS>\n                <TRNUID>1001</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <TAX1099RS>\n                    <RECID>111423815</RECID>\n                    <FIDIRECTDEPOSITINFO>\n                        <FINAME_DIRECTDEPOSIT>Your FI name here</FINAME_DIRECTDEPOSIT>\n',
     []),
    ('npm creditcards 5.0.0: readme.md', '',
     "# creditcards [![tests](https://github.com/bendrucker/creditcards/workflows/tests/badge.svg)](https://github.com/bendrucker/creditcards/actions?query=workflow%3Atests)\n\n> Parse, format, and validate credit card data.\n\n## Installing\n\n```sh\nnpm install --save creditcards\n``` \n\n## API\n\ncreditcards exports:\n\n* `card`\n* `cvc`\n* `expiration`\n* `withTypes` (constructs a new copy of the module with custom types)\n\nYou can also require modules individually. This is particularly useful if you wish to pass in custom types. `card` and `cvc` each export a function that accepts an array of card types [(see `creditcards-types`)](https://github.com/bendrucker/creditcards-types). `expiration` returns an object.\n\n```js\nconst Card = require('creditcards/card')\nconst card = Card([visa])\ncard.isValid('4242424242424242')\n// => true\n\nconst expiration = require('creditcards/expiration')\n",
     [('CREDIT_CARD', '4242424242424242')]),
    ('PyPI braintree 4.48.0: braintree/transaction.py', '',
     '                "type": braintree.Transaction.Type.Sale,\n                "amount": "100.00",\n                "payment_method_token": "my_token"\n            })\n\n            result = braintree.Transaction.sale({\n                "type": braintree.Transaction.Type.Sale,\n                "amount": "100.00",\n                "credit_card": {\n                    "number": "4111111111111111",\n                    "expiration_date": "12/2012"\n                }\n            })\n\n            result = braintree.Transaction.sale({\n                "type": braintree.Transaction.Type.Sale,\n                "amount": "100.00",\n                "customer_id": "my_customer_id"\n            })\n        """\n        return Configuration.gateway().transaction.create(params)\n\n    @staticmethod\n    def clone_signature():\n        return ["amount", "channel", {"options": ["submit_for_settlement"]}]\n\n    @staticmethod\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('PyPI ofxparse 0.21: tests/fixtures/account_listing_aggregation.ofx', '',
     '<SUPTXDL>Y<XFERSRC>N<XFERDEST>N<SVCSTATUS>ACTIVE</BANKACCTINFO>\n</ACCTINFO>\n<ACCTINFO>\n<DESC>LINE OF CREDIT<BANKACCTINFO>\n<BANKACCTFROM>\n<BANKID>314074269<ACCTID>00000000000003<ACCTTYPE>CREDITLINE</BANKACCTFROM>\n<SUPTXDL>Y<XFERSRC>N<XFERDEST>N<SVCSTATUS>ACTIVE</BANKACCTINFO>\n</ACCTINFO>\n<ACCTINFO>\n<DESC>MY CREDIT CARD<CCACCTINFO>\n<CCACCTFROM>\n<ACCTID>4111111111111111</CCACCTFROM>\n<SUPTXDL>Y<XFERSRC>N<XFERDEST>N<SVCSTATUS>ACTIVE</CCACCTINFO>\n</ACCTINFO>\n</ACCTINFORS>\n</ACCTINFOTRNRS>\n</SIGNUPMSGSRSV1>\n</OFX>\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('PyPI braintree 4.48.0: braintree/test/venmo_sdk.py', '',
     'def generate_test_payment_method_code(number):\n    return "stub-" + number\n\nVisaPaymentMethodCode = generate_test_payment_method_code("4111111111111111")\nInvalidPaymentMethodCode = generate_test_payment_method_code("invalid-payment-method-code")\n\nSession = "stub-session"\nInvalidSession = "stub-invalid-session"\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('PyPI braintree 4.48.0: braintree/credit_card.py', '',
     'import braintree\nimport warnings\nfrom braintree.resource import Resource\nfrom braintree.address import Address\nfrom braintree.configuration import Configuration\nfrom braintree.credit_card_verification import CreditCardVerification\nfrom enum import Enum\n\nclass CreditCard(Resource):\n    """\n    A class representing Braintree CreditCard objects.\n\n    An example of creating an credit card with all available fields::\n\n        result = braintree.CreditCard.create({\n            "cardholder_name": "John Doe",\n            "cvv": "123",\n            "expiration_date": "12/2012",\n            "number": "4111111111111111",\n            "token": "my_token",\n            "billing_address": {\n                "first_name": "John",\n                "last_name": "Doe",\n                "company": "Braintree",\n                "street_address": "111 First Street",\n                "extended_address": "Unit 1",\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_signon.py', '',
     '        "FI",\n        "SESSCOOKIE",\n        "ACCESSKEY",\n    ]\n    oneOfs = {"LANGUAGE": LANG_CODES}\n\n    @classproperty\n    @classmethod\n    def etree(cls):\n        root = Element("SONRS")\n        root.append(base.StatusTestCase.etree)\n        SubElement(root, "DTSERVER").text = "20051029101003.000[+0:UTC]"\n        SubElement(root, "USERKEY").text = "DEADBEEF"\n        SubElement(root, "TSKEYEXPIRE").text = "20051231000000.000[+0:UTC]"\n        SubElement(root, "LANGUAGE").text = "ENG"\n        SubElement(root, "DTPROFUP").text = "20050101000000.000[+0:UTC]"\n        SubElement(root, "DTACCTUP").text = "20050102000000.000[+0:UTC]"\n        root.append(FiTestCase.etree)\n        SubElement(root, "SESSCOOKIE").text = "BADA55"\n        SubElement(root, "ACCESSKEY").text = "CAFEBABE"\n        return root\n\n    @classproperty\n    @classmethod\n    def aggregate(cls):\n        return SONRS(\n',
     []),
    ('npm jquery.payment 3.0.0: test/specs.coffee', '',
     "      topic = $.payment.cardExpiryVal('05/dd')\n      assert isNaN(topic.year)\n\n  describe 'Getting a card type', ->\n    it 'should return Visa that begins with 40', ->\n      topic = $.payment.cardType '4012121212121212'\n      assert.equal topic, 'visa'\n\n    it 'that begins with 2 should return MasterCard', ->\n      topic = $.payment.cardType '2221000002222221'\n      assert.equal topic, 'mastercard'\n\n    it 'that begins with 5 should return MasterCard', ->\n      topic = $.payment.cardType '5555555555554444'\n      assert.equal topic, 'mastercard'\n\n    it 'that begins with 34 should return American Express', ->\n      topic = $.payment.cardType '3412121212121212'\n      assert.equal topic, 'amex'\n\n    it 'that is not numbers should return null', ->\n      topic = $.payment.cardType 'aoeu'\n      assert.equal topic, null\n\n    it 'that has unrecognized beginning numbers should return null', ->\n",
     [('CREDIT_CARD', '2221000002222221'), ('CREDIT_CARD', '5555555555554444')]),
    ('PyPI braintree 4.48.0: braintree/transaction.py', '',
     '                "amount": "100.00",\n                "credit_card": {\n                    "number": "4111111111111111",\n                    "expiration_date": "12/2012"\n                }\n            })\n\n            result = braintree.Transaction.sale({\n                "amount": "100.00",\n                "customer_id": "my_customer_id"\n            })\n        """\n        if params is None:\n            params = {}\n        if "recurring" in params.keys():\n            warnings.warn("Use transaction_source parameter instead", DeprecationWarning)\n        params["type"] = Transaction.Type.Sale\n        return Transaction.create(params)\n\n    @staticmethod\n    def search(*query):\n        return Configuration.gateway().transaction.search(*query)\n\n    @staticmethod\n    def submit_for_settlement(transaction_id, amount=None, params=None):\n        """\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('npm jquery.payment 3.0.0: README.md', '',
     "* Restricts length to 4 numbers\n* Restricts input to numbers\n\nExample:\n\n``` javascript\n$('input.cc-cvc').payment('formatCardCVC');\n```\n\n### $.fn.payment('restrictNumeric')\n\nGeneral numeric input restriction.\n\nExample:\n\n``` javascript\n$('[data-numeric]').payment('restrictNumeric');\n```\n\n### $.payment.validateCardNumber(number)\n\nValidates a card number:\n\n* Validates numbers\n* Validates Luhn algorithm\n* Validates length\n\nExample:\n\n``` javascript\n$.payment.validateCardNumber('4242 4242 4242 4242'); //=> true\n```\n\n### $.payment.validateCardExpiry(month, year)\n\nValidates a card expiry:\n\n* Validates numbers\n* Validates in the future\n* Supports year shorthand\n\nExample:\n\n``` javascript\n$.payment.validateCardExpiry('05', '20'); //=> true\n$.payment.validateCardExpiry('05', '2015'); //=> true\n$.payment.validateCardExpiry('05', '05'); //=> false\n```\n\n### $.payment.validateCardCVC(cvc, type)\n\n",
     [('CREDIT_CARD', '4242 4242 4242 4242')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_securities.py', '',
     '    @classproperty\n    @classmethod\n    def etree(cls):\n        root = Element("DEBTINFO")\n        secinfo = SecinfoTestCase.etree\n        root.append(secinfo)\n        SubElement(root, "PARVALUE").text = "1000"\n        SubElement(root, "DEBTTYPE").text = "COUPON"\n        SubElement(root, "DEBTCLASS").text = "CORPORATE"\n        SubElement(root, "COUPONRT").text = "5.125"\n        SubElement(root, "DTCOUPON").text = "20031201000000.000[+0:UTC]"\n        SubElement(root, "COUPONFREQ").text = "QUARTERLY"\n        SubElement(root, "CALLPRICE").text = "1000"\n        SubElement(root, "YIELDTOCALL").text = "6.5"\n        SubElement(root, "DTCALL").text = "20051215000000.000[+0:UTC]"\n        SubElement(root, "CALLTYPE").text = "CALL"\n        SubElement(root, "YIELDTOMAT").text = "6.0"\n        SubElement(root, "DTMAT").text = "20061215000000.000[+0:UTC]"\n',
     []),
    ('PyPI braintree 4.48.0: braintree/test/credit_card_numbers.py', '',
     'class CreditCardNumbers(object):\n    class CardTypeIndicators(object):\n        Business = "4229989800000003"\n        Commercial = "4111111111131010"\n        Consumer = "4229989700000004"\n        Corporate = "4229989100000000"\n        DurbinRegulated = "4111161010101010"\n        Debit = "4117101010101010"\n        Healthcare = "4111111510101010"\n        Payroll  = "4111111114101010"\n        Prepaid = "4111111111111210"\n        PrepaidReloadable = "4229989900000002"\n        Purchase = "4229989500000006"\n        IssuingBank = "4111111141010101"\n        CountryOfIssuance = "4111111111121102"\n\n        No  = "4111111111310101"\n        Unknown = "4111111111112101"\n\n    Maestro = "6304000000000000" # :nodoc:\n    MasterCard = "5555555555554444"\n    MasterCardInternational = "5105105105105100" # :nodoc:\n\n    Visa = "4012888888881881"\n    VisaInternational = "4009348888881881" # :nodoc:\n',
     [('CREDIT_CARD', '4009348888881881'), ('CREDIT_CARD', '4012888888881881'), ('CREDIT_CARD', '4111111111111210'), ('CREDIT_CARD', '4111111111112101'), ('CREDIT_CARD', '4111111111121102'), ('CREDIT_CARD', '4111111111131010'), ('CREDIT_CARD', '4111111111310101'), ('CREDIT_CARD', '4111111114101010'), ('CREDIT_CARD', '4111111141010101'), ('CREDIT_CARD', '4111111510101010'), ('CREDIT_CARD', '4111161010101010'), ('CREDIT_CARD', '4117101010101010'), ('CREDIT_CARD', '4229989100000000'), ('CREDIT_CARD', '4229989500000006'), ('CREDIT_CARD', '4229989700000004'), ('CREDIT_CARD', '4229989800000003'), ('CREDIT_CARD', '4229989900000002'), ('CREDIT_CARD', '5105105105105100'), ('CREDIT_CARD', '5555555555554444'), ('CREDIT_CARD', '6304000000000000')]),
    ('npm payment 2.4.7: README.md', '',
     "* Restricts length\n\nExample:\n\n``` javascript\nPayment.formatCardExpiry(document.querySelector('input.cc-exp'));\n```\n\n### Payment.formatCardCVC(element)\nFormats card CVC:\n\n* Restricts length to 4 numbers\n* Restricts input to numbers\n\nExample:\n\n``` javascript\nPayment.formatCardCVC(document.querySelector('input.cc-cvc'));\n```\n\n### Payment.restrictNumeric(element)\n\nGeneral numeric input restriction.\n\nExample:\n\n``` javascript\nPayment.restrictNumeric(document.querySelector('[data-numeric]'));\n```\n\n### Payment.fns.validateCardNumber(number)\n\nValidates a card number:\n\n* Validates numbers\n* Validates Luhn algorithm\n* Validates length\n\nExample:\n\n``` javascript\nPayment.fns.validateCardNumber('4242 4242 4242 4242'); //=> true\n```\n\n### Payment.fns.validateCardExpiry(month, year), Payment.fns.validateCardExpiry('month / year')\n\nValidates a card expiry:\n\n* Validates numbers\n* Validates in the future\n",
     [('CREDIT_CARD', '4242 4242 4242 4242')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_bank_stmtend.py', '',
     '        "MKTGINFO",\n        "CURRENCY",\n    ]\n    unsupported = ["imagedata"]\n\n    @classproperty\n    @classmethod\n    def etree(cls):\n        root = Element("CCCLOSING")\n        SubElement(root, "FITID").text = "1001"\n        SubElement(root, "DTOPEN").text = "20040701000000.000[+0:UTC]"\n        SubElement(root, "DTCLOSE").text = "20040704000000.000[+0:UTC]"\n        SubElement(root, "DTNEXT").text = "20040804000000.000[+0:UTC]"\n        SubElement(root, "BALOPEN").text = "24.5"\n        SubElement(root, "BALCLOSE").text = "26.5"\n        SubElement(root, "INTYTD").text = "0.01"\n        SubElement(root, "DTPMTDUE").text = "20040715000000.000[+0:UTC]"\n        SubElement(root, "MINPMTDUE").text = "7.65"\n        SubElement(root, "PASTDUEAMT").text = "0.35"\n        SubElement(root, "LATEFEEAMT").text = "5"\n        SubElement(root, "FINCHG").text = "0.5"\n',
     []),
    ('PyPI braintree 4.48.0: braintree/customer.py', 'US',
     '                    "international_phone": { "country_code": "1", "national_number": "3121234567" },\n                    "last_name": "Doe",\n                    "locality": "Chicago",\n                    "phone_number": "312-123-4567",\n                    "postal_code": "60606",\n                    "region": "IL",\n                    "street_address": "111 First Street"\n                },\n                "cardholder_name": "John Doe",\n                "cvv": "123",\n                "expiration_date": "12/2012",\n                "number": "4111111111111111",\n                "options": {\n                    "verification_amount": "2.00",\n                    "verify_card": True\n                },\n                "token": "my_token"\n            },\n            "custom_fields": {\n                "my_key": "some value"\n            },\n            "email": "john.doe@example.com",\n',
     [('CREDIT_CARD', '4111111111111111'), ('EMAIL_ADDRESS', 'john.doe@example.com'), ('PHONE_NUMBER', '312-123-4567'), ('PHONE_NUMBER', '3121234567')]),
    ('PyPI ofxparse 0.21: tests/test_parse.py', '',
     "            OfxParser.parseOfxDateTime('20120412120000 [-5:XXX]'),\n            datetime(2012, 4, 12, 17))\n        self.assertEqual(\n            OfxParser.parseOfxDateTime('20120922230000 [+9:JST]'),\n            datetime(2012, 9, 22, 14, 0))\n\n\nclass TestParseStmtrs(TestCase):\n    input = '''\n<STMTRS><CURDEF>CAD<BANKACCTFROM><BANKID>160000100<ACCTID>12300 000012345678<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST><DTSTART>20090401<DTEND>20090523122017\n<STMTTRN><TRNTYPE>POS<DTPOSTED>20090401122017.000[-5:EST]<TRNAMT>-6.60<FITID>0000123456782009040100001<NAME>MCDONALD'S #112<MEMO>POS MERCHANDISE;MCDONALD'S #112</STMTTRN>\n</BANKTRANLIST><LEDGERBAL><BALAMT>382.34<DTASOF>20090523122017</LEDGERBAL><AVAILBAL><BALAMT>682.34<DTASOF>20090523122017</AVAILBAL></STMTRS>\n    '''\n\n    def testThatParseStmtrsReturnsAnAccount(self):\n        stmtrs = soup_maker(self.input)\n",
     []),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/download.html', '',
     '    Package: ConeCurrent releaseDateVersionFilenameSize26-Oct-20201.1cone-1.1.tar.bz2(PGP signature)3.8MLatest development release (changelog)DateVersionFilenameSize23-Feb-202120210223cone-1.1.20210223.tar.bz2(PGP signature)3.8M\n    This package contains Cone, a\n    text-based mail client based, in part, on Courier\n    libraries.\n\n    More\n    information about Cone.\n\n    (Download\n    older/other releases)\n\n    Package:\n    sysconftoolCurrent releaseDateVersionFilenameSize25-Aug-20130.17sysconftool-0.17.tar.bz2(PGP signature)75KLatest development release (changelog)DateVersionFilenameSize19-Feb-202120219219sysconftool-0.17.20219219.tar.bz2(PGP signature)76K\n    The sysconftool utility contains an additional autoconf\n    macro used by Courier to install configuration files. You only\n    need to install sysconftool if you intend to check out Courier\n',
     []),
    ('PyPI braintree 4.48.0: braintree/transaction.py', '',
     '        Amount is required. Also, a credit card,\n        customer_id or payment_method_token is required. ::\n\n            result = braintree.Transaction.credit({\n                "amount": "100.00",\n                "payment_method_token": "my_token"\n            })\n\n            result = braintree.Transaction.credit({\n                "amount": "100.00",\n                "credit_card": {\n                    "number": "4111111111111111",\n                    "expiration_date": "12/2012"\n                }\n            })\n\n            result = braintree.Transaction.credit({\n                "amount": "100.00",\n                "customer_id": "my_customer_id"\n            })\n\n        """\n        if params is None:\n            params = {}\n        params["type"] = Transaction.Type.Credit\n        return Transaction.create(params)\n\n    @staticmethod\n    def find(transaction_id):\n        """\n',
     [('CREDIT_CARD', '4111111111111111')]),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/ofx-2.1.1-sect-13.13.ofx', '',
     '<DTPAYROLL>20051231000000.000[-5:EST]</DTPAYROLL>\n<PRIORYEARCONTRIB>Y</PRIORYEARCONTRIB>\n</INVBUY>\n<BUYTYPE>BUY</BUYTYPE>\n</BUYMF>\n</INVTRANLIST>\n<INV401KBAL>\n<PRETAX>31690.340000</PRETAX>\n<PROFITSHARING>10725.640000</PROFITSHARING>\n<ROLLOVER>15945.750000</ROLLOVER>\n<OTHERVEST>108.800000</OTHERVEST>\n<TOTAL>58470.530000</TOTAL>\n</INV401KBAL>\n<INV401K>\n<EMPLOYERNAME>ELGIN NATIONAL INDUSTRIES INC</EMPLOYERNAME>\n<PLANID>4343</PLANID>\n<PLANJOINDATE>19940101000000.000[-5:EST]</PLANJOINDATE>\n<MATCHINFO>\n<MATCHPCT>0.00</MATCHPCT>\n</MATCHINFO>\n<CONTRIBINFO>\n<CONTRIBSECURITY>\n<SECID>\n<UNIQUEID>744316100</UNIQUEID>\n<UNIQUEIDTYPE>CUSIP</UNIQUEIDTYPE>\n</SECID>\n<PRETAXCONTRIBPCT>50.0000</PRETAXCONTRIBPCT>\n<PROFITSHARINGCONTRIBPCT>100.0000\n</PROFITSHARINGCONTRIBPCT>\n<ROLLOVERCONTRIBPCT>100.0000</ROLLOVERCONTRIBPCT>\n<OTHERVESTPCT>100.0000</OTHERVESTPCT>\n</CONTRIBSECURITY>\n<CONTRIBSECURITY>\n<SECID>\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-PASS-MIB.txt', '',
     'NET-SNMP-PASS-MIB DEFINITIONS ::= BEGIN\n\n--\n-- Example MIB objects for "pass" and "pass-persist" extension script\n--\n\nIMPORTS\n    MODULE-IDENTITY, OBJECT-TYPE, TimeTicks, IpAddress,\n          Counter32, Gauge32, Integer32     FROM SNMPv2-SMI\n    SnmpAdminString                         FROM SNMP-FRAMEWORK-MIB\n    netSnmpExamples                         FROM NET-SNMP-EXAMPLES-MIB\n;\n\nnetSnmpPassExamples MODULE-IDENTITY\n    LAST-UPDATED "200905280000Z"\n    ORGANIZATION "www.net-snmp.org"\n    CONTACT-INFO    \n\t "postal:   Wes Hardaker\n                    P.O. Box 382\n                    Davis CA  95617\n\n          email:    net-snmp-coders@lists.sourceforge.net"\n    DESCRIPTION\n\t"Example MIB objects for pass/pass-persist extension script"\n    ::= { netSnmpExamples 255 }\n\n--\n-- Example scalars\n--\n\nnetSnmpPassString OBJECT-TYPE\n    SYNTAX      SnmpAdminString\n    MAX-ACCESS  read-write\n',
     [('EMAIL_ADDRESS', 'net-snmp-coders@lists.sourceforge.net')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-DISKIO-MIB.txt', '',
     'UCD-DISKIO-MIB DEFINITIONS ::= BEGIN\n\n--\n-- Derived from the original VEST-INTERNETT-MIB. Open issues:\n--\n-- (a) where to register this MIB?\n-- (b) use not-accessible for diskIOIndex?\n--\n\n\nIMPORTS\n    MODULE-IDENTITY, OBJECT-TYPE, Integer32, Counter32, Counter64\n        FROM SNMPv2-SMI\n    DisplayString\n        FROM SNMPv2-TC\n    ucdExperimental\n        FROM UCD-SNMP-MIB;\n\nucdDiskIOMIB MODULE-IDENTITY\n    LAST-UPDATED "201604040000Z"\n    ORGANIZATION "University of California, Davis"\n    CONTACT-INFO    \n\t"This mib is no longer being maintained by the University of\n\t California and is now in life-support-mode and being\n\t maintained by the net-snmp project.  The best place to write\n\t for public questions about the net-snmp-coders mailing list\n\t at net-snmp-coders@lists.sourceforge.net.\n\n         postal:   Wes Hardaker\n                   P.O. Box 382\n                   Davis CA  95617\n\n',
     [('EMAIL_ADDRESS', 'net-snmp-coders@lists.sourceforge.net')]),
    ('PyPI ofxtools 1.1.1: tests/test_spec_invest.py', '',
     '        <SIGNONMSGSRSV1>\n            <SONRS>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <DTSERVER>20051029101003.000[+0:UTC]</DTSERVER>\n                <LANGUAGE>ENG</LANGUAGE>\n                <DTPROFUP>20041029101003.000[+0:UTC]</DTPROFUP>\n                <DTACCTUP>20041029101003.000[+0:UTC]</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <INVSTMTMSGSRSV1>\n            <INVSTMTTRNRS>\n                <TRNUID>1002</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <INVSTMTRS>\n                    <DTASOF>20050131172605.000[-4:EST]</DTASOF>\n',
     []),
    ('npm jquery.payment 3.0.0: README.md', '',
     "Validates a card CVC:\n\n* Validates number\n* Validates length to 4\n\nExample:\n\n``` javascript\n$.payment.validateCardCVC('123'); //=> true\n$.payment.validateCardCVC('123', 'amex'); //=> true\n$.payment.validateCardCVC('1234', 'amex'); //=> true\n$.payment.validateCardCVC('12344'); //=> false\n```\n\n### $.payment.cardType(number)\n\nReturns a card type. Either:\n\n* `visa`\n* `mastercard`\n* `amex`\n* `dinersclub`\n* `discover`\n* `unionpay`\n* `jcb`\n* `maestro`\n* `forbrugsforeningen`\n* `dankort`\n\nThe function will return `null` if the card type can't be determined.\n\nExample:\n\n``` javascript\n$.payment.cardType('4242 4242 4242 4242'); //=> 'visa'\n```\n\n### $.payment.cardExpiryVal(string) and $.fn.payment('cardExpiryVal')\n\n",
     [('CREDIT_CARD', '4242 4242 4242 4242')]),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/ofx-2.1.1-sect-16.5.4.2.ofx', '',
     'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<DTSERVER>20050831165056.000[-8:PST]\n<LANGUAGE>ENG\n</SONRS>\n</SIGNONMSGSRSV1>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>0\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>000000123\n<ACCTID>123456\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20050801\n<DTEND>20050831165056.000[-7:PDT]\n<STMTTRN>\n<TRNTYPE>PAYMENT\n<DTPOSTED>20050824080000\n<TRNAMT>-80.32\n<FITID>219378\n<CHECKNUM>1044\n<NAME>FrogKick Scuba Gear\n</STMTTRN>\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>2156.56\n<DTASOF>20050831165056\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n<STMTTRNRS>\n<TRNUID>0\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>000000123\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_invest.py', '',
     '                                </CURRENCY>\n                                <SUBACCTSEC>OTHER</SUBACCTSEC>\n                                <SUBACCTFUND>OTHER</SUBACCTFUND>\n                                <INV401KSOURCE>PRETAX</INV401KSOURCE>\n                                <DTPAYROLL>20051231000000.000[-5:EST]</DTPAYROLL>\n                                <PRIORYEARCONTRIB>Y</PRIORYEARCONTRIB>\n                            </INVBUY>\n                            <BUYTYPE>BUY</BUYTYPE>\n                        </BUYMF>\n                    </INVTRANLIST>\n                    <INV401K>\n                        <EMPLOYERNAME>ELGIN NATIONAL INDUSTRIES INC</EMPLOYERNAME>\n                        <PLANID>4343</PLANID>\n                        <PLANJOINDATE>19940101000000.000[-5:EST]</PLANJOINDATE>\n                        <MATCHINFO>\n                            <MATCHPCT>0.00</MATCHPCT>\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-SNMP-MIB.txt', '',
     '\t for public questions about the net-snmp-coders mailing list\n\t at net-snmp-coders@lists.sourceforge.net.\n\n         postal:   Wes Hardaker\n                   P.O. Box 382\n                   Davis CA  95617\n\n         email:    net-snmp-coders@lists.sourceforge.net\n        "\n    DESCRIPTION\n\t"This file defines the private UCD SNMP MIB extensions."\n\n    REVISION     "201606100000Z"\n    DESCRIPTION\n\t"New 64-bit memory objects"\n\n    REVISION     "201407310000Z"\n    DESCRIPTION\n\t"New object for number of CPUs as counted by the agent"\n    REVISION\t "201105140000Z"\n    DESCRIPTION\n\t"New objects for monitoring CPU Steal, Guest and Nice values"\n\n    REVISION\t "200901190000Z"\n    DESCRIPTION\n\t"New 64-bit objects for monitoring large disk usage"\n\n    REVISION\t "200611220000Z"\n    DESCRIPTION\n\t"Clarify behaviour of objects in the memory & systemStats groups\n',
     [('EMAIL_ADDRESS', 'net-snmp-coders@lists.sourceforge.net')]),
    ('PyPI ofxtools 1.1.1: tests/test_models_profile.py', '',
     '"""Unit tests for models.profile"""\n\n# stdlib imports\nimport unittest\nfrom datetime import datetime\nfrom xml.etree.ElementTree import Element, SubElement\n\n# test imports\nimport base\n\n# local imports\nfrom ofxtools.models.base import Aggregate\nfrom ofxtools.models.profile import (\n    MSGSETLIST,\n    PROFRQ,\n    PROFRS,\n    PROFTRNRQ,\n    PROFTRNRS,\n    SIGNONINFO,\n    SIGNONINFOLIST,\n)\nfrom ofxtools.utils import UTC, classproperty\n\n\nclass ProfrqTestCase(unittest.TestCase, base.TestAggregate):\n    __test__ = True\n\n    requiredElements = ["CLIENTROUTING", "DTPROFUP"]\n    oneOfs = {"CLIENTROUTING": ("NONE", "SERVICE", "MSGSET")}\n\n    @classproperty\n    @classmethod\n    def etree(cls):\n        root = Element("PROFRQ")\n        SubElement(root, "CLIENTROUTING").text = "SERVICE"\n        SubElement(root, "DTPROFUP").text = "20010401000000.000[+0:UTC]"\n        return root\n\n    @classproperty\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-SNMP-MIB.txt', '',
     '         (including updated versions of malnamed mem*Text objects).\n         Define suitable TCs to describe error reporting/fix behaviour."\n\n    REVISION\t "200404070000Z"\n    DESCRIPTION\n\t"Added ssCpuRawSoftIRQ for Linux (2.6) and forgotten raw swap counters."\n\n    REVISION\t "200209050000Z"\n    DESCRIPTION\n\t"Deprecate the non-raw objects."\n\n    REVISION\t "200109200000Z"\n    DESCRIPTION\n\t"Group to monitor log files"\n\n    REVISION\t "200101170000Z"\n    DESCRIPTION\n\t"Added raw CPU and IO counters."\n\n    REVISION\t "9912090000Z"\n    DESCRIPTION\n\t"SMIv2 version converted from older MIB definitions."\n    ::= { enterprises 2021 }\n\n-- Current UCD core mib table entries:\n--   prTable          OBJECT IDENTIFIER ::= { ucdavis   2 }\n--   memory           OBJECT IDENTIFIER ::= { ucdavis   4 }\n--   extTable         OBJECT IDENTIFIER ::= { ucdavis   8 }\n',
     []),
    ('PyPI ofxparse 0.21: tests/fixtures/investment_medium.ofx', '',
     'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n<OFX>\n\t<SIGNONMSGSRSV1>\n\t\t<SONRS>\n\t\t\t<STATUS>\n\t\t\t\t<CODE>0</CODE>\n\t\t\t\t<SEVERITY>INFO</SEVERITY>\n\t\t\t</STATUS>\n\t\t\t<DTSERVER>20091217162416.000[-:EST]</DTSERVER>\n\t\t\t<LANGUAGE>ENG</LANGUAGE>\n\t\t\t<FI>\n\t\t\t\t<ORG>REDACTEDINC-US</ORG>\n\t\t\t\t<FID>1234</FID>\n\t\t\t</FI>\n\t\t</SONRS>\n\t</SIGNONMSGSRSV1>\n\t<INVSTMTMSGSRSV1>\n\t\t<INVSTMTTRNRS>\n\t\t\t<TRNUID>0</TRNUID>\n\t\t\t<STATUS>\n\t\t\t\t<CODE>0</CODE>\n\t\t\t\t<SEVERITY>INFO</SEVERITY>\n\t\t\t</STATUS>\n\t\t\t<INVSTMTRS>\n\t\t\t\t<DTASOF>20091215202000.000[-4:EST]</DTASOF>\n\t\t\t\t<CURDEF>CAD</CURDEF>\n\t\t\t\t<INVACCTFROM>\n\t\t\t\t\t<BROKERID>404</BROKERID>\n\t\t\t\t\t<ACCTID>ABC123</ACCTID>\n\t\t\t\t</INVACCTFROM>\n\t\t\t\t<INVTRANLIST>\n\t\t\t\t\t<DTSTART>20091214202000.000[-5:EST]</DTSTART>\n\t\t\t\t\t<DTEND>20091215202000.000[-5:EST]</DTEND>\n\t\t\t\t\t<INVBANKTRAN>\n\t\t\t\t\t\t<STMTTRN>\n',
     []),
    ('PyPI ofxparse 0.21: tests/fixtures/fail_nice/empty_balance.ofx', '',
     '                    <DTPOSTED>20110308020000</DTPOSTED>\n                    <TRNAMT>120</TRNAMT>\n                    <FITID>2000957249</FITID>\n                    <NAME>Foobar</NAME>\n                </STMTTRN>\n            </BANKTRANLIST>\n            <LEDGERBAL>\n                <BALAMT> </BALAMT>\n                <DTASOF>20110614</DTASOF>\n            </LEDGERBAL>\n            <AVAILBAL>\n                <BALAMT></BALAMT>\n                <DTASOF>20110614</DTASOF>\n            </AVAILBAL>\n            </STMTRS>\n        </STMTTRNRS>\n    </BANKMSGSRSV1>\n</OFX> \n',
     []),
    ('PyPI sepaxml 2.7.0: sepaxml/debit.py', '',
     '        the batch_key and batch_totals) will be inserted and the batch\n        transaction nodes will be folded. Finally, the batches will be added to\n        the main XML.\n        """\n        for batch_meta, batch_nodes in self._batches.items():\n            batch_meta_split = batch_meta.split("::")\n            PmtInf_nodes = self._create_PmtInf_node()\n            PmtInf_nodes[\'PmtInfIdNode\'].text = make_id(self._config[\'name\'])\n            PmtInf_nodes[\'PmtMtdNode\'].text = "DD"\n            PmtInf_nodes[\'BtchBookgNode\'].text = "true"\n            PmtInf_nodes[\'Cd_SvcLvl_Node\'].text = "SEPA"\n            PmtInf_nodes[\'Cd_LclInstrm_Node\'].text = self._config[\'instrument\']\n            PmtInf_nodes[\'SeqTpNode\'].text = batch_meta_split[0]\n            PmtInf_nodes[\'ReqdColltnDtNode\'].text = batch_meta_split[1]\n            PmtInf_nodes[\'Nm_Cdtr_Node\'].text = self._config[\'name\']\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     '   Updated: October 19, 2005\n\n   8.12 uses a new paradigm: the binary is no longer setuid-root; to make\n   this work, there are now two queues, a "main" queue and a client-only\n   queue. To match these, there are two config files: one for the main\n   queue (sendmail.cf) and one for the client-only queue (submit.cf).\n   There are also two sendmail processes which need to run: a daemon and\n   a client queue runner. In the default configuration of sendmail, the\n   client queue runner must be able to submit mail to the daemon on the\n   local SMTP port. If the daemon is not listening on the SMTP port, the\n   mail remains in the client-only queue. If you don\'t want to accept\n   mail from other machines, you should add some or all of the following\n   lines to your .mc file:\nFEATURE(`no_default_msa\')dnl\nDAEMON_OPTIONS(`NAME=NoMTA4, Family=inet,  Addr=127.0.0.1\')dnl\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.freeradius', '',
     'ATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Key\t\t186.11.1\toctets\n\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Opaque-TLV\t186.11.2\ttlv\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Opaque-PAC-Key\t186.11.2.1\toctets\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Opaque-PAC-Lifetime 186.11.2.3\tinteger\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Opaque-I-ID\t186.11.2.5\toctets\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Opaque-PAC-Type\t186.11.2.10\tshort\n\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Lifetime\t186.11.3\tinteger\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-A-ID\t\t186.11.4\toctets\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-I-ID\t\t186.11.5\toctets\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-A-ID-Info\t186.11.7\toctets\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Acknowledge\t186.11.8\tshort\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Info-TLV\t186.11.9\ttlv\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Info-PAC-Lifetime 186.11.9.3\tinteger\nATTRIBUTE\tFreeRADIUS-EAP-FAST-PAC-Info-A-ID\t186.11.9.4\toctets\n',
     []),
    ('Debian package msmtp 1.8.23-1: /usr/share/doc/msmtp/examples/set_sendmail/set_sendmail.sh', '',
     '    which hostx >& /dev/null && host_pkg=\'hostx\'\n    [[ -z $host_pkg ]] && which host >& /dev/null && host_pkg=\'bind\'\n    debug "Using host package \'$host_pkg\'"\n\n    # See if the internet is up\n    check_host whatismyip.org || return\n\n    # Try and get domain name from /etc/resolv.conf.\n    # 2007-07-10: If a vpn connection is active, then it usually adds the\n    # private search domain as the last field.\n    domainname=$(grep -E -m1 \'^(search|domain)\' /etc/resolv.conf |\t\\\n\t\t    awk \'{ print $NF }\')\n    debug "Got domain \'$domainname\' from /etc/resolv.conf"\n    [[ -n $domainname ]] && return;\n\n    # Get ip address\n    #ipaddr=$(/sbin/ifconfig | grep \'inet addr:\' | grep -v \'127.0.0.1\' | \\\n    #    \tcut -d: -f2 | awk \'{ print $1}\')\n    #ipaddr=$(w3m -dump whatismyip.org)\n    ipaddr=$(wget -qO- http://whatismyip.org)\n    debug "Got IP address \'$ipaddr\'"\n    [[ -z $ipaddr ]] && return\n\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/op/op.txt', '',
     '            value  starts  with anything else it is silently\n            ignored.  Each token is a tagged string  of  the\n            form: "TDstring" (including the quotes), where\n\n                T        Tag which describes the item\n                D        Delimiter: \':\' simple text follows\n                         \'=\' string is base64 encoded\n                string   Value of the item\n\n            Valid values for the tag are:\n\n                U        user (authorization) id\n                I        authentication id\n                P        password\n                R        realm\n                M        list of mechanisms delimited by spaces\n\n            If  this ruleset is defined, the option Default-\n            AuthInfo is ignored (even if  the  ruleset  does\n            not return a ``useful\'\' result).\n\n         5.1.4.21.  queuegroup\n\n',
     []),
    ('PyPI mt-940 5.1.1: mt_940-5.1.1.dist-info/METADATA', '',
     "Classifier: Typing :: Typed\nRequires-Dist: sphinx>=8.0 ; extra == 'docs'\nRequires-Dist: furo>=2024.8 ; extra == 'docs'\nRequires-Dist: pytest>=8.0 ; extra == 'tests'\nRequires-Dist: pytest-cov>=5.0 ; extra == 'tests'\nRequires-Dist: pytest-randomly>=3.15 ; extra == 'tests'\nRequires-Dist: coverage>=7.0 ; extra == 'tests'\nRequires-Dist: pyyaml ; extra == 'tests'\nRequires-Dist: types-pyyaml ; extra == 'tests'\nRequires-Dist: tox>=4.0 ; extra == 'tox'\nRequires-Dist: tox-uv>=1.0 ; extra == 'tox'\nRequires-Dist: tox-gh-actions>=3.0 ; extra == 'tox'\nRequires-Python: >=3.10\nProject-URL: Homepage, https://github.com/WoLpH/mt940\nProvides-Extra: docs\nProvides-Extra: tests\nProvides-Extra: tox\nDescription-Content-Type: text/markdown\n\n# MT940\n\n",
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/SIQ.pm', '',
     "=head1 NAME\n\nMail::SpamAssassin::Plugin::SIQ\t\t\t\tversion: 20060305\n\n=head1 SYNOPSIS\n\n loadplugin Mail::SpamAssassin::Plugin::SIQ [/path/to/SIQ.pm]\n\n siq_server\t\tdb.outboundindex.net:6264\n\n siq_server_ttl\t\tdb.outboundindex.net:6264  300\n\n siq_oi_workaround\t0\n\n siq_query_timeout\t5\n\n siq_skip_domain\texample.com\n\n siq_skip_ip\t\t1.2.3.4\n\n header    SIQ_OI_00  eval:siq_score('db.outboundindex.net',0,0)\n score     SIQ_OI_00  1.5\n describe  SIQ_OI_00  Outbound Index Reputation: http://outboundindex.org/\n tflags    SIQ_OI_00  net\n priority  SIQ_OI_00  900\n\n header    SIQ_OI_IP_01  eval:siq_ip_score('db.outboundindex.net',1,1)\n score     SIQ_OI_IP_01  1.0\n describe  SIQ_OI_IP_01  Outbound Index IP Reputation: http://outboundindex.org/\n tflags    SIQ_OI_IP_01  net\n priority  SIQ_OI_IP_01  900\n\n header    SIQ_OI_DOM_50  eval:siq_domain_score('db.outboundindex.net',50,59)\n score     SIQ_OI_DOM_50  0.1\n",
     [('IP_ADDRESS', '1.2.3.4')]),
    ('Debian package hylafax-client 3:6.0.7-5: /etc/hylafax/typerules', '',
     "# This causes anything else with ascii-only data to be treated as text.\n#\n#0\tascii\t\tx\t\tps\ttextfmt -B -f Courier-Bold\\\n#\t\t\t\t\t\t-Ml=0.4in -p 11 -s %s >%o <%i\n\n#\n# Use enscript, instead of HylaFAX textfmt, for converting text into ps.\n# 1) Comment out the 2 lines above referring to textfmt\n# 2) Un-comment the following 3 lines\n#    Notes: - The '--margins' and '-s' params are set to produce output similar\n#             to the textfmt invocation above.\n#           - Page size is fixed, since enscript doesn't handle the values\n#             assigned to the %s macro. Use:\n#             '-M Letter' (not 'letter', not 'LETTER') for US letter\n#             '-M A4'     (not 'a4') for ISO A4\n0\tascii\t\tx\t\tps\tenscript -B -f Courier-Bold@11 \\\n\t\t\t\t\t\t--margins=24::60:36 -s 2.2 \\\n\t\t\t\t\t\t-q -M A4 -p %o %i\n\n#  Support 7-bit text which would otherwise be seen as binary.\n#\n",
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-SNMP-MIB.txt', '',
     '         This object\'s value may be useful in the management\n         of certain operating systems where notions such as\n         load average do not take into account the number of\n         processors in the system.\n\n         For other objects in the systemStats group whose\n         descriptions refer to \'N processors\', this object\'s\n         value is N."\n    ::= { systemStats 67 }\n\n\n-- possibly used in the future:\n--\n-- ssErrorFlag OBJECT-TYPE\n--     SYNTAX\t   UCDErrorFlag\n--     MAX-ACCESS  read-only\n--     STATUS      current\n--     DESCRIPTION\n--         "Error flag."\n--     ::= { systemStats 100 }\n-- \n-- ssErrMessage OBJECT-TYPE\n--     SYNTAX      DisplayString\n--     MAX-ACCESS  read-only\n--     STATUS      current\n--     DESCRIPTION  \n--         "Error message describing the errorflag condition."\n--     ::= { systemStats 101 } \n\n\nucdTraps OBJECT IDENTIFIER ::= { ucdavis 251 }\n\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-SNMP-MIB.txt', '',
     '-- originally returned to:  .iso.org.dod.internet.mgmt.mib-2.system.sysObjectID.0 \n-- Current versions of the agent return an equivalent OID from the netSnmpAgentOIDs\n-- tree (defined in NET-SNMP-TC), which includes values for some additional O/Ss\n\nucdSnmpAgent      OBJECT IDENTIFIER ::= { ucdavis 250 }\nhpux9             OBJECT IDENTIFIER ::= { ucdSnmpAgent 1 }\nsunos4            OBJECT IDENTIFIER ::= { ucdSnmpAgent 2 }\nsolaris           OBJECT IDENTIFIER ::= { ucdSnmpAgent 3 }\nosf               OBJECT IDENTIFIER ::= { ucdSnmpAgent 4 }\nultrix            OBJECT IDENTIFIER ::= { ucdSnmpAgent 5 }\nhpux10            OBJECT IDENTIFIER ::= { ucdSnmpAgent 6 }\nnetbsd1           OBJECT IDENTIFIER ::= { ucdSnmpAgent 7 }\nfreebsd           OBJECT IDENTIFIER ::= { ucdSnmpAgent 8 }\nirix              OBJECT IDENTIFIER ::= { ucdSnmpAgent 9 }\nlinux             OBJECT IDENTIFIER ::= { ucdSnmpAgent 10 }\n',
     []),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     'Date: Tue, 1 Nov 1994 00:00:00 -0800\n\n  The error message itself is essentially correct. However, what this\n  really means is: MH\'s post cannot connect to a running sendmail over\n  an SMTP port (MH configured with SMTP and SENDMTS).\n\n  The potential problems:\n\n  1. Your local sendmail daemon is dying or not running for some\n     reason.\n\n  2. You use BIND and your local nameserver is not responding.\n     Solution: Delete "/etc/resolv.conf."\n\n  3. Your $MHLIB/mts.conf (mtstailor) has its "servers:" pointing to a\n     non-existent machine or a machine which is a) not reachable or b)\n     not running the sendmail daemon.\n\nFrom: Bdale Garbee <bdale at col.hp.com>,\n\tEric Bracken <bracken at bacon.performance.com>\nDate: Sun, 1 May 1994 00:00:00 -0800\n\n  4. The hostname localhost [127.0.0.1] is missing from /etc/hosts.\n\n     Solution: add an entry for "localhost" to /etc/hosts or your DNS\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/op/op.txt', '',
     "                    R$+            $: $(arpa $1 $)\n\n                work like this in test mode:\n\n                    sendmail -bt\n                    ADDRESS TEST MODE (ruleset 3 NOT automatically invoked)\n                    Enter <ruleset> <address>\n                    > Arpa IPv6:1:2:dead:beef:9876:0:0:1\n                    Arpa               input: IPv6 : 1 : 2 : dead : beef : 9876 : 0 : 0 : 1\n                    Arpa             returns: 1 . 0 . 0 . 0 . 0 . 0 . 0 . 0 . 0 . 0 . 0 . 0 . 6 . 7 . 8 . 9 . f . e . e . b . d . a . e . d . 2 . 0 . 0 . 0 . 1 . 0 . 0 . 0\n                    > Arpa 1.2.3.4\n                    Arpa               input: 1 . 2 . 3 . 4\n                    Arpa             returns: 4 . 3 . 2 . 1\n\n\n      sequence  The arguments on the `K' line are a list  of\n                maps;  the  resulting map searches the argu-\n",
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '1:2:dead:beef:9876:0:0:1')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/doc/spamassassin/examples/sample-nonspam.txt', '',
     '\tfor tbtf@world.std.com; Fri, 20 Apr 2001 17:24:31 -0400 (EDT)\nReceived: from sgi04-e.std.com (sgi04-e.std.com [199.172.62.134])\n\tby europe.std.com (8.9.3/8.9.3) with ESMTP id RAA07541\n\tfor <tbtf@facteur.std.com>; Fri, 20 Apr 2001 17:12:06 -0400 (EDT)\nReceived: from world.std.com (world-f.std.com [199.172.62.5])\n\tby sgi04-e.std.com (8.9.3/8.9.3) with ESMTP id RAA8416421\n\tfor <tbtf@facteur.std.com>; Fri, 20 Apr 2001 17:12:06 -0400 (EDT)\nReceived: from [208.192.102.193] (ppp0c199.std.com [208.192.102.199])\n\tby world.std.com (8.9.3/8.9.3) with ESMTP id RAA14226\n\tfor <tbtf@world.std.com>; Fri, 20 Apr 2001 17:12:04 -0400 (EDT)\nMime-Version: 1.0\nMessage-Id: <v0421010eb70653b14e06@[208.192.102.193]>\nDate: Fri, 20 Apr 2001 16:59:58 -0400\nTo: tbtf@world.std.com\nFrom: Keith Dawson <dawson@world.std.com>\nSubject: TBTF ping for 2001-04-20: Reviving\nContent-Type: text/plain; charset="us-ascii"\n',
     [('EMAIL_ADDRESS', 'dawson@world.std.com'), ('EMAIL_ADDRESS', 'tbtf@facteur.std.com'), ('EMAIL_ADDRESS', 'tbtf@world.std.com'), ('IP_ADDRESS', '199.172.62.134'), ('IP_ADDRESS', '199.172.62.5'), ('IP_ADDRESS', '208.192.102.193'), ('IP_ADDRESS', '208.192.102.199')]),
    ('PyPI ofxtools 1.1.1: ofxtools/models/billpay/sync.py', '',
     'class RECPMTSYNCRQ(SyncRqList):\n    """OFX Section 12.10.2.1"""\n\n    bankacctfrom = SubAggregate(BANKACCTFROM, required=True)\n    recpmttrnrq = ListAggregate(RECPMTTRNRQ)\n\n\nclass RECPMTSYNCRS(SyncRsList):\n    """OFX Section 12.10.2.2"""\n\n    bankacctfrom = SubAggregate(BANKACCTFROM, required=True)\n    recpmttrnrs = ListAggregate(RECPMTTRNRS)\n\n\nclass PAYEESYNCRQ(SyncRqList):\n    """OFX Section 12.9.4.1"""\n\n    payeetrnrq = ListAggregate(PAYEETRNRQ)\n\n\nclass PAYEESYNCRS(SyncRsList):\n    """OFX Section 12.9.4.2"""\n\n    payeetrnrs = ListAggregate(PAYEETRNRS)\n',
     []),
    ('Debian package hledger 1.25-2+b5: /usr/share/doc/hledger/hledger.info', '',
     " expenses:movies      ||    $30 [ 100% of    $30]     $30 [  50% of    $60] \n income               ||  $1950 [  98% of  $2000]   $4050 [ 101% of  $4000] \n----------------------++----------------------------------------------------\n                      ||      0 [              0]       0 [              0] \n\n   For more examples and notes, see Budgeting.\n\n* Menu:\n\n* Budget report start date::\n* Budgets and subaccounts::\n* Selecting budget goals::\n\n\x1f\nFile: hledger.info,  Node: Budget report start date,  Next: Budgets and subaccounts,  Up: Budget report\n\n11.5.15.1 Budget report start date\n..................................\n\nThis might be a bug, but for now: when making budget reports, it's a\ngood idea to explicitly set the report's start date to the first day of\na reporting period, because a periodic rule like '~ monthly' generates\n",
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/20_mailspike.cf', '',
     "describe RCVD_IN_MSPIKE_H4\tVery Good reputation (+4)\ntflags RCVD_IN_MSPIKE_H4\tnice net\nreuse RCVD_IN_MSPIKE_H4\n\nheader RCVD_IN_MSPIKE_H3\teval:check_rbl_sub('mspikeg-firsttrusted', '127.0.0.18')\ndescribe RCVD_IN_MSPIKE_H3\tGood reputation (+3)\ntflags RCVD_IN_MSPIKE_H3\tnice net\nreuse RCVD_IN_MSPIKE_H3\n\nheader RCVD_IN_MSPIKE_H2\teval:check_rbl_sub('mspikeg-firsttrusted', '127.0.0.17')\ndescribe RCVD_IN_MSPIKE_H2\tAverage reputation (+2)\ntflags RCVD_IN_MSPIKE_H2\tnice net\nreuse RCVD_IN_MSPIKE_H2\n\n# *_L and *_Z may overlap each other, so account for that\nmeta __RCVD_IN_MSPIKE_LOW\tRCVD_IN_MSPIKE_L5 || RCVD_IN_MSPIKE_L4 || RCVD_IN_MSPIKE_L3\ntflags __RCVD_IN_MSPIKE_LOW\tnet\n\nmeta RCVD_IN_MSPIKE_ZBI\t\t__RCVD_IN_MSPIKE_Z && !__RCVD_IN_MSPIKE_LOW\ntflags RCVD_IN_MSPIKE_ZBI\tnet\n\n## Meta rules for aggregating good and bad senders\n# Bad\n",
     [('IP_ADDRESS', '127.0.0.17'), ('IP_ADDRESS', '127.0.0.18')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/HowTo.ImapcProxy.txt', '',
     '    ---%<---------------------------------------------------------------------\n\n     You should see something like:\n\n    ---%<---------------------------------------------------------------------\n    imapproxy:!!:nnnn:0:nn:n:::\n    ---%<---------------------------------------------------------------------\n\n     The important part is the "!!". This indicates that the account is locked.\n    If you don\'t see this, lockout the account (check man passwd)\n 3. Create \'/etc/dovecot/dovecot.conf\' or\n    (\'/usr/local/etc/dovecot/dovecot.conf\') as appropriate:\n\n    ---%<---------------------------------------------------------------------\n    ## Dovecot configuration file\n\n    mail_uid = imapproxy\n    mail_gid = imapproxy\n\n    protocols = imap\n\n    listen = *, ::\n\n    mail_location = imapc:~/imapc\n    # Change the line below to reflect the IP address of your Exchange Server.\n',
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/20_fake_helo_tests.cf', '',
     "#describe FAKE_HELO_MAIL_COM_DOM Relay HELO'd with suspicious hostname (mail.com)\n\n\n# ---------------------------------------------------------------------------\n# Interesting new feature; spamware HELO'ing, from a dialup IP addr,\n# using that IP's rDNS entry.  We can catch this easily.  There aren't\n# many legit mailservers calling themselves\n# 'dhcp024-210-034-053.columbus.rr.com'. ;)\n#\n# Note the '^[^\\]]+ ' stanza: this ensures that we only match spamware\n# connecting to a internal relay; if a mail came from a dynamic addr but\n# was relayed through their smarthost, that's fine.\n\n# See bug #5856, all references of trusted were changed to internal\n\n# dhcp024-210-034-053.columbus.rr.com [24.210.34.53]\n# c-66-176-16-108.se.client2.attbi.com [66.176.16.108]\n# c-67-168-174-61.client.comcast.net [67.168.174.61]\n# NNN-NNN-NNN-NNN.fibertel.com.ar\n# NN.NN.NNN.NNN.ap.yournet.ne.jp\n",
     [('IP_ADDRESS', '24.210.34.53'), ('IP_ADDRESS', '66.176.16.108'), ('IP_ADDRESS', '67.168.174.61')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/NEWS', '',
     '      - [BUG 1427410]: Set auth engineID for SNMPv3 traps.\n      - [BUG 1535903]: Support spaces within security names\n      - fix 8 byte IpAddress in at, ip and route MIBs.\n      - [PATCH 1562688]: fix ping/reattach agentx code\n\n    snmptrapd:\n      - fix bug 1420758/1458815: snmptrapd aborts/loops in select()\n        (official patch 1420758)\n      - fix re-init of daemons after SIGHUP (official patch 1473289)\n\n    perl:\n      - Fixed the perl bulkwalk function\n      - gettable() was fairly broken in prior versions \n      - OID handling was fully broken on various 64bit platforms\n      - fixes for 64-bit platforms\n\n    misc:\n      - Many misc fixes\n\n*5.3.0.1*\n\n  *** Security Fix ***\n\n    - In version 5.3 much of the authorization control was rewritten.\n      There was a bug in the new code that resulted in granting write\n',
     []),
    ('Debian package hledger 1.25-2+b5: /usr/share/doc/hledger/hledger.info', '',
     "   * Interpolations always refer to a CSV field - you can't interpolate\n     a hledger field.  (See Referencing other fields below).\n\n\x1f\nFile: hledger.info,  Node: Field names,  Next: separator,  Prev: field assignment,  Up: CSV rules\n\n13.2.4 Field names\n------------------\n\nHere are the standard hledger field (and pseudo-field) names, which you\ncan use in a fields list and in field assignments.  For more about the\ntransaction parts they refer to, see Transactions.\n\n* Menu:\n\n* date field::\n* date2 field::\n* status field::\n* code field::\n* description field::\n* comment field::\n* account field::\n* amount field::\n* currency field::\n* balance field::\n\n\x1f\nFile: hledger.info,  Node: date field,  Next: date2 field,  Up: Field names\n\n13.2.4.1 date field\n...................\n\nAssigning to 'date' sets the transaction date.\n\n\x1f\n",
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-EXAMPLES-MIB.txt', '',
     '\t"This is a simple object which merely houses a writable\n\t integer.  It\'s only purposes is to hold the value of a single\n\t integer.  Writing to it will simply change the value for\n\t subsequent GET/GETNEXT/GETBULK retrievals.\n\n\t This example object is implemented in the\n\t agent/mibgroup/examples/scalar_int.c file."\n    DEFVAL { 42 }\n    ::= { netSnmpExampleScalars 1 }\n\nnetSnmpExampleSleeper OBJECT-TYPE\n    SYNTAX      Integer32\n    MAX-ACCESS  read-write\n    STATUS      current\n    DESCRIPTION\n\t"This is a simple object which is a basic integer.  It\'s value\n\t indicates the number of seconds that the agent will take in\n\t responding to requests of this object.  This is implemented\n\t in a way which will allow the agent to keep responding to\n\t other requests while access to this object is blocked.  It is\n\t writable, and changing it\'s value will change the amount of\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/PasswordDatabase.PAM.txt', '',
     "  override_fields = allow_nets=10.1.100.0/23,2001:db8:a0b:12f0::/64\n}\n---%<-------------------------------------------------------------------------\n\nCaching\n-------\n\nDovecot supports caching password lookups by setting 'auth_cache_size' to\nnon-zero value. For this to work with PAM, you'll also have to give 'cache_key'\nparameter. Usually the user is authenticated only based on the username and\npassword, but PAM plugins may do all kinds of other checks as well, so this\ncan't be relied on. For this reason the 'cache_key' must contain all the\n<variables> [Variables.txt] that may affect authentication. The commonly used\nvariables are:\n\n * '%u' - Username. You'll most likely want to use this.\n * '%s' - Service. If you use '*' as the service name you'll most likely want\n   to use this.\n * '%r' - Remote IP address. Use this if you do any IP related checks.\n",
     [('IP_ADDRESS', '10.1.100.0'), ('IP_ADDRESS', '2001:db8:a0b:12f0::')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/examples/scripts/secure-card', '',
     '                set timeout -1\n\t\texpect_user -re "(.*)\\n"\n\t\tsend "$expect_out(1,string)\\r"\n\t\tset timeout 30\n\t\tcontinue -expect\n\t}\n\t-re "Your.*" {\n\t\tsend "\\r"\n\t\tcontinue -expect\n\t}\n\t-re ".*in:" {\n\t\tsend "$user\\r"\n\t\tcontinue -expect\n\t}\n\t-re ".*word:" {\n\t\tsend "$password\\r"\n\t}\n\n\ttimeout {\n\t\tif { $still_connecting > 0 } {\n\t\t\tcontinue -expect \n\t\t\t}\n\t\tset timeout 15\n\t\tsend "\\r"\n\t\tincr counter\n\t\tif { $counter > 8 } {\n\t\t\tsend_user "Cannot Connect\\n"\n\t\t\texit\n\t\t} else {\n\t\t\tcontinue -expect\n\t\t}\n\t}\n}\n\noverlay -0 $spawn_id -1 $spawn_id pppd /dev/ttyS3 19200 192.111.187.215: \\\n\tcrtscts modem defaultroute debug \n',
     [('IP_ADDRESS', '192.111.187.215')]),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/positions.py', '',
     '"""\nInvestment positions - OFX Section 13.9.2.6\n"""\n\n__all__ = ["INVPOS", "POSDEBT", "POSMF", "POSOPT", "POSOTHER", "POSSTOCK", "INVPOSLIST"]\n\n\n# Local imports\nfrom ofxtools.models.bank import INV401KSOURCES\nfrom ofxtools.models.base import Aggregate\nfrom ofxtools.models.i18n import CURRENCY\nfrom ofxtools.models.invest.acct import INVSUBACCTS\nfrom ofxtools.models.invest.securities import SECID\nfrom ofxtools.Types import (\n    Bool,\n    DateTime,\n    Decimal,\n    ListAggregate,\n    OneOf,\n    String,\n    SubAggregate,\n)\n\n\nclass INVPOS(Aggregate):\n    """OFX section 13.9.2.6.1"""\n\n    secid = SubAggregate(SECID, required=True)\n    heldinacct = OneOf(*INVSUBACCTS, required=True)\n    postype = OneOf("SHORT", "LONG", required=True)\n    units = Decimal(required=True)\n    unitprice = Decimal(required=True)\n    mktval = Decimal(required=True)\n    avgcostbasis = Decimal()\n',
     []),
    ('Debian package ofono 1.31-3+b1: /usr/share/doc/ofono/TODO', '',
     "  process incoming SMS Delivery Acknowledgment Message. oFono will notify\n  UI either via DBus or history plugin API.\n\n  Priority: Medium\n  Complexity: C2\n\n- Support receiving Voice Mail Notification (VMN) Teleservice Deliver\n  message. CDMA network uses VMN Teleservice to deliver the number of\n  messages stored at the Voice Mail System to the CDMA mobile subscriber.\n\n  Priority: High\n  Complexity: C4\n\n- Support sending Wireless Enhanced Messaging Teleservice (WEMT) Submit\n  Message and receiving WEMT Deliver Messsage as defined 3GPP2 C.S0015-B\n  version 2.0.\n\n  WMT does not support message fragmentation thus can not be used to for\n  long message. WEMT is devised to support long message and Enhanced\n  Messaging Service (EMS). The WEMT SMS message's CHARi field of the\n  subparameter User Data encapsulate GSM-SMS TP-User Data as defined in\n  Section 9.2.3.24 of 3GPP TS 23.040.\n\n",
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/signup.py', '',
     '    accttrnrq = ListAggregate(ACCTTRNRQ)\n\n\nclass ACCTSYNCRS(SyncRsList):\n    """OFX section 8.6.4.2"""\n\n    accttrnrs = ListAggregate(ACCTTRNRS)\n\n\nclass CHGUSERINFORQ(Aggregate):\n    """OFX section 8.7.1"""\n\n    firstname = String(32)\n    middlename = String(32)\n    lastname = String(32)\n    addr1 = String(32)\n    addr2 = String(32)\n    addr3 = String(32)\n    city = String(32)\n    state = String(5)\n    postalcode = String(11)\n    country = OneOf(*COUNTRY_CODES)\n    dayphone = String(32)\n    evephone = String(32)\n    email = String(80)\n\n\nclass CHGUSERINFORS(Aggregate):\n    """OFX section 8.7.2"""\n\n    firstname = String(32)\n    middlename = String(32)\n    lastname = String(32)\n    addr1 = String(32)\n    addr2 = String(32)\n    addr3 = String(32)\n    city = String(32)\n    state = String(5)\n    postalcode = String(11)\n    country = OneOf(*COUNTRY_CODES)\n    dayphone = String(32)\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/ConfigFile.txt', '',
     "conditionally. The filters look exactly like sections, which may be a bit\nconfusing. The currently supported filters are:\n\n * protocol <name>: Name of the service/protocol that is reading the settings.\n   For example: imap, pop3, doveadm, lmtp, lda\n * remote <ip/network>: Remote client's IP/network. For non-TCP connections\n   this will never match. For example 10.0.0.1 or 10.0.0.0/16.\n * local_name <name>: Matches TLS connection's SNI\n   [https://en.wikipedia.org/wiki/Server_Name_Indication] name, if it's sent by\n   the client. Commonly used to <configure multiple TLS certificates>\n   [SSL.DovecotConfiguration.txt].\n * local <ip/range>: Locally connected IP/network. For non-TCP connections this\n   will never match. For example 127.0.0.1 or 10.0.0.0/16.\n\nThese filters work for most of the settings, but most importantly auth settings\n",
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.0.1'), ('IP_ADDRESS', '127.0.0.1')]),
    ('PyPI ofxtools 1.1.1: ofxtools/models/bank/stmtend.py', '',
     '    cashadvcreditlimit = Decimal()\n    dtpoststart = DateTime(required=True)\n    dtpostend = DateTime(required=True)\n    autopay = Bool()\n    lastpmtinfo = SubAggregate(LASTPMTINFO)\n    rewardinfo = SubAggregate(REWARDINFO)\n    mktginfo = String(360)\n    imagedata = Unsupported()\n    currency = SubAggregate(CURRENCY)\n    origcurrency = SubAggregate(ORIGCURRENCY)\n\n\nclass CCSTMTENDRQ(Aggregate):\n    """OFX section 11.5.3"""\n\n    ccacctfrom = SubAggregate(CCACCTFROM, required=True)\n    dtstart = DateTime()\n    dtend = DateTime()\n    incstmtimg = Bool()\n\n\nclass CCSTMTENDRS(Aggregate):\n    """OFX section 11.5.4"""\n\n    curdef = OneOf(*CURRENCY_CODES, required=True)\n    ccacctfrom = SubAggregate(CCACCTFROM, required=True)\n    ccclosing = ListAggregate(CCCLOSING)\n\n\nclass CCSTMTENDTRNRQ(TrnRq):\n    """OFX section 11.4.3.1"""\n\n    ccstmtendrq = SubAggregate(CCSTMTENDRQ, required=True)\n\n\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/TestPop3Installation.txt', '',
     "Contents\n\n\n 1. Check that it's running\n\n 2. Check that it's listening\n\n 3. Check that it's allowing logins\n\n 4. Check that it's allowing remote logins\n\n 5. Check that it finds the mails\n\n 6. Check that real mail clients work\n\n 7. Make a graceful exit\n\nCheck that it's running\n-----------------------\n\nFirst check with 'ps' that 'dovecot' process is actually running. If it's not,\nyou had an error in 'dovecot.conf' and the error message was written to log. Go\nback to <RunningDovecot.txt> and <Logging.txt> if you can't find it.\n\nCheck that it's listening\n-------------------------\n\nNext check that Dovecot is listening for connections:\n\n---%<-------------------------------------------------------------------------\n# telnet localhost 110\nTrying 127.0.0.1...\nConnected to localhost.\nEscape character is '^]'.\n+OK Dovecot ready.\n",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/c/message.html', '',
     'TP-Validity-Period-Format (2 bits).GSM 03.40 section 9.2.3.3\nTP-Reply-Path (1 bit). GSM 03.40 section 9.2.3.17\nTP-User-Data-Header-Indicator (1 bit). GSM 03.40 section 9.2.3.23\nTP-Status-Report-Request (1 bit). GSM 03.40 section 9.2.3.5 \n\nunsigned char TPMR¶\nTP-Message Reference in SMS-Submit. GSM 03.40 section 9.2.3.6 \n\nunsigned char TPPID¶\nTP-Protocol-Identifier. GSM 03.40 section 9.2.3.9 \n\nstruct GSM_OneSMSFolder¶\nInformation about SMS folder. \n\nPublic Members\n\ngboolean InboxFolder¶\nWhether it is inbox. \n\ngboolean OutboxFolder¶\nWhether it is outbox. \n\nGSM_MemoryType Memory¶\nWhere exactly it’s saved. \n\nunsigned char Name[(GSM_MAX_SMS_FOLDER_NAME_LEN + 1) * 2]¶\nName of the folder \n\nstruct GSM_SMSFolders¶\nList of SMS folders. \n\nPublic Members\n\nGSM_OneSMSFolder Folder[GSM_MAX_SMS_FOLDERS]¶\nArray of structures holding information about each folder. \n\nint Number¶\nNumber of SMS folders. \n\n',
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/72_active.cf', '',
     "##{ RCVD_FORGED_WROTE2\n\nheader RCVD_FORGED_WROTE2 Received =~ /from [0-9.]+ \\(HELO \\S+[A-Za-z]+\\) by (\\S+) with esmtp \\(\\S+\\s\\S+\\) id \\S{6}-\\S{6}-\\S\\S for \\S+@\\1;/s\n##} RCVD_FORGED_WROTE2\n\n##{ RCVD_IN_IADB_COURT ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\nifplugin Mail::SpamAssassin::Plugin::DNSEval\nheader RCVD_IN_IADB_COURT\t\teval:check_rbl_sub('iadb-firsttrusted', '127.3.200.130')\ndescribe RCVD_IN_IADB_COURT\t\tIADB: Court-ordered email\ntflags RCVD_IN_IADB_COURT\t\tnet nice\nendif\n##} RCVD_IN_IADB_COURT ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\n##{ RCVD_IN_IADB_DK ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\nifplugin Mail::SpamAssassin::Plugin::DNSEval\nheader RCVD_IN_IADB_DK\t\t\teval:check_rbl_sub('iadb-firsttrusted', '127.2.255.3')\ndescribe RCVD_IN_IADB_DK\t\tIADB: Sender publishes Domain Keys record\ntflags RCVD_IN_IADB_DK\t\t\tnet nice\nendif\n",
     [('IP_ADDRESS', '127.2.255.3'), ('IP_ADDRESS', '127.3.200.130')]),
    ('PyPI fints 5.0.1: PKG-INFO', '',
     'Metadata-Version: 2.4\nName: fints\nVersion: 5.0.1\nSummary: Pure-python FinTS 3.0 (formerly known as HBCI) implementation\nAuthor-email: Raphael Michel <mail@raphaelmichel.de>\nLicense-Expression: LGPL-3.0-or-later\nProject-URL: Homepage, https://github.com/raphaelm/python-fints\nKeywords: hbci,banking,fints\nClassifier: Development Status :: 4 - Beta\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: Other Audience\nClassifier: Programming Language :: Python :: 3.11\nClassifier: Programming Language :: Python :: 3.12\nClassifier: Programming Language :: Python :: 3.13\nClassifier: Programming Language :: Python :: 3.14\nRequires-Python: >=3.11\nDescription-Content-Type: text/markdown\nLicense-File: LICENSE.txt\nRequires-Dist: bleach\nRequires-Dist: mt-940\nRequires-Dist: requests\nRequires-Dist: sepaxml~=2.7\nRequires-Dist: enum-tools~=0.12.0\nRequires-Dist: lxml<7,>=6.0.2\n',
     [('EMAIL_ADDRESS', 'mail@raphaelmichel.de')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-VACM-MIB.txt', '',
     '         "Defines Net-SNMP extensions to the standard VACM view table."\n    REVISION     "200608270000Z"\n    DESCRIPTION\n        "First draft"\n    ::= { netSnmpObjects 9 }\n\n\nnsVacmAccessTable  OBJECT-TYPE\n    SYNTAX       SEQUENCE OF NsVacmAccessEntry\n    MAX-ACCESS   not-accessible\n    STATUS       current\n    DESCRIPTION "Net-SNMP extensions to vacmAccessTable."\n    ::= { netSnmpVacmMIB 1 }\n\nnsVacmAccessEntry  OBJECT-TYPE\n    SYNTAX       NsVacmAccessEntry\n    MAX-ACCESS   not-accessible\n    STATUS       current\n    DESCRIPTION "Net-SNMP extensions to vacmAccessTable."\n    INDEX       { vacmGroupName,\n                  vacmAccessContextPrefix,\n                  vacmAccessSecurityModel,\n                  vacmAccessSecurityLevel,\n                  nsVacmAuthType\n                }\n    ::= { nsVacmAccessTable 1 }\n\nNsVacmAccessEntry ::= SEQUENCE\n    {\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/LM-SENSORS-MIB.txt', '',
     '    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n        "Table of temperature sensors and their values."\n    ::= { lmSensors 2 }\n\nlmTempSensorsEntry OBJECT-TYPE\n    SYNTAX      LMTempSensorsEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n        "An entry containing a device and its statistics."\n    INDEX       { lmTempSensorsIndex }\n    ::= { lmTempSensorsTable 1 }\n\nLMTempSensorsEntry ::= SEQUENCE {\n    lmTempSensorsIndex    Integer32,\n    lmTempSensorsDevice   DisplayString,\n    lmTempSensorsValue    Gauge32\n}\n\nlmTempSensorsIndex OBJECT-TYPE\n    SYNTAX      Integer32 (0..65535)\n    MAX-ACCESS  read-only\n    STATUS      current\n    DESCRIPTION\n        "Reference index for each observed device."\n    ::= { lmTempSensorsEntry 1 }\n\nlmTempSensorsDevice OBJECT-TYPE\n    SYNTAX      DisplayString\n    MAX-ACCESS  read-only\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/signon.py', '',
     '        # "Challenge question aggregate (1 or more)"\n        if len(args) == 0:\n            raise ValueError(f"{cls.__name__} must contain at least one item")\n\n        super().validate_args(*args, **kwargs)\n\n\nclass MFACHALLENGETRNRQ(TrnRq):\n    """OFX Section 2.5.4.1"""\n\n    mfachallengerq = SubAggregate(MFACHALLENGERQ, required=True)\n\n\nclass MFACHALLENGETRNRS(TrnRs):\n    """OFX Section 2.5.4.2"""\n\n    mfachallengers = SubAggregate(MFACHALLENGERS, required=True)\n\n\nclass SIGNONMSGSRQV1(Aggregate):\n    """OFX Section 2.5"""\n\n    sonrq = SubAggregate(SONRQ, required=True)\n    pinchtrnrq = SubAggregate(PINCHTRNRQ)\n    challengetrnrq = SubAggregate(CHALLENGETRNRQ)\n    mfachallengetrnrq = SubAggregate(MFACHALLENGETRNRQ)\n\n\nclass SIGNONMSGSRSV1(Aggregate):\n    """OFX Section 2.5"""\n\n    sonrs = SubAggregate(SONRS, required=True)\n    pinchtrnrs = SubAggregate(PINCHTRNRS)\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/signon.py', '',
     'class CHALLENGERQ(Aggregate):\n    """OFX Section 2.5.3.1"""\n\n    userid = String(32, required=True)\n    ficertid = String(64)\n\n\nclass CHALLENGERS(Aggregate):\n    """OFX Section 2.5.3.2"""\n\n    userid = String(32, required=True)\n    nonce = String(16, required=True)\n    ficertid = String(64, required=True)\n\n\nclass CHALLENGETRNRQ(TrnRq):\n    """OFX Section 2.5.3.1"""\n\n    challengerq = SubAggregate(CHALLENGERQ, required=True)\n\n\nclass CHALLENGETRNRS(TrnRs):\n    """OFX Section 2.5.3.2"""\n\n    challengers = SubAggregate(CHALLENGERS, required=True)\n\n\nclass MFACHALLENGERQ(Aggregate):\n    """OFX Section 2.5.4.1"""\n\n    dtclient = DateTime(required=True)\n\n\nclass MFACHALLENGERS(Aggregate):\n    """OFX Section 2.5.4.2"""\n\n    mfachallenge = ListAggregate(MFACHALLENGE)\n\n    @classmethod\n    def validate_args(cls, *args: object, **kwargs: object) -> None:\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-PASS-MIB.txt', '',
     '    STATUS      current\n    DESCRIPTION "Example string scalar object."\n    DEFVAL { "Life, the Universe, and Everything" }\n    ::= { netSnmpPassExamples 1 }\n\nnetSnmpPassTimeTicks OBJECT-TYPE\n    SYNTAX      TimeTicks\n    MAX-ACCESS  read-write\n    STATUS      current\n    DESCRIPTION "Example timetick object."\n    DEFVAL { 363136200 }  -- 42 days, 0:42:42.00\n    ::= { netSnmpPassExamples 3 }\n\nnetSnmpPassIpAddress OBJECT-TYPE\n    SYNTAX      IpAddress\n    MAX-ACCESS  read-write\n    STATUS      current\n    DESCRIPTION "Example IP Address object."\n    DEFVAL { \'7f000001\'H }  -- 127.0.0.1\n    ::= { netSnmpPassExamples 4 }\n\nnetSnmpPassCounter OBJECT-TYPE\n    SYNTAX      Counter32\n    MAX-ACCESS  read-only\n    STATUS      current\n    DESCRIPTION "Example counter object.\n                 Note that this object will always return the value \'42\'."\n    ::= { netSnmpPassExamples 5 }\n\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-EXTEND-MIB.txt', '',
     '       should not be cached at all, and retrieving each\n       individual output-related value will invoke the\n       command afresh." \n    DEFVAL      { 5 }\n    ::= { nsExtendConfigEntry 5 }\n\nnsExtendExecType OBJECT-TYPE\n    SYNTAX      INTEGER\n               { exec  (1), -- \'fork-and-exec\'\n                 shell (2)  -- run via a sub-shell\n               }\n    MAX-ACCESS  read-create\n    STATUS      current\n    DESCRIPTION\n      "The mechanism used to invoke the command."\n    DEFVAL      { exec }\n    ::= { nsExtendConfigEntry 6 }\n\nnsExtendRunType OBJECT-TYPE\n    SYNTAX      INTEGER\n               { run-on-read (1),\n                 run-on-set  (2),\n                 run-command (3)\n               }\n    MAX-ACCESS  read-create\n    STATUS      current\n    DESCRIPTION\n      "Used to implement \'push-button\' command invocation.\n       The command for a \'run-on-read\' entry will be invoked\n',
     []),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/faxpr.README', '',
     'From gert Tue May 13 19:59:29 1997\nReturn-Path: <gert>\nReceived: by greenie.muc.de (/\\==/\\ Smail3.1.24.1 #24.2)\n\tid <m0wRLrF-0003E4C@greenie.muc.de>; Tue, 13 May 97 19:59 MEST\nReturn-Path: <@donau.in-ulm.de:rs@bravo.purple.UL.BaWue.DE>\nReceived: by greenie.muc.de (/\\==/\\ Smail3.1.24.1 #24.2)\n\tid <m0wRLqz-0000QAC@greenie.muc.de>; Tue, 13 May 97 19:59 MEST\nReceived: from happy.informatik.uni-ulm.de ([134.60.68.63]) by vogon.muc.de with ESMTP id <48828-24318>; Tue, 13 May 1997 19:58:41 +0100\nReceived: from donau.in-ulm.de by happy.informatik.uni-ulm.de with smtp\n\t(Smail3.2 #1) id m0wRLq8-0000WbC; Tue, 13 May 1997 19:58:20 +0200 (MET DST)\nReceived: by donau.in-ulm.de (/\\==/\\ Smail3.1.25.1 #25.10)\n\tid <m0wRLqp-0010NzC@donau.in-ulm.de>; Tue, 13 May 97 19:59 MET DST\n',
     [('EMAIL_ADDRESS', 'rs@bravo.purple.UL.BaWue.DE'), ('IP_ADDRESS', '134.60.68.63')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/UCD-IPFWACC-MIB.txt', '',
     '         from the accounting rules IP Firewall. This would typically\n         let you read the rules and the counters. I did not include\n         some flags and fields that I considered irrelevant for the\n         accounting rules. Resetting the counters of the rules by SNMP\n         would be simple, but I don\'t consider it so useful. I gave no\n         consideration to implementing write access for allowing\n         modification of the accounting rules.\n\n         Cristian.Estan@net.utcluj.ro "\n    REVISION\t "9912160000Z"\n    DESCRIPTION\n\t"SMIv2 version converted from an older MIB definition."\n    ::= { ucdExperimental 1 }\n\nipFwAccTable OBJECT-TYPE\n    SYNTAX\tSEQUENCE OF IpFwAccEntry\n    MAX-ACCESS\tnot-accessible\n    STATUS\tcurrent\n    DESCRIPTION\n\t"A table with the accounting rules of the IP firewall"\n    ::= { ucdIpFwAccMIB 1 }\n\nipFwAccEntry OBJECT-TYPE\n    SYNTAX\tIpFwAccEntry\n',
     [('EMAIL_ADDRESS', 'Cristian.Estan@net.utcluj.ro')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/cf.README', '',
     'workarounds.  For example, to allow for client authentication it\nis not just sufficient to provide a client certificate and the\ncorresponding key, but it is also necessary to make the key group\n(smmsp) readable and tell sendmail not to complain about that, i.e.,\n\n\tdefine(`confDONT_BLAME_SENDMAIL\', `GroupReadableKeyFile\')\n\nIf the MSP should actually use AUTH then the necessary data\nshould be placed in a map as explained in SMTP AUTHENTICATION:\n\nFEATURE(`authinfo\', `DATABASE_MAP_TYPE /etc/mail/msp-authinfo\')\n\n/etc/mail/msp-authinfo should contain an entry like:\n\n\tAuthInfo:127.0.0.1\t"U:smmsp" "P:secret" "M:DIGEST-MD5"\n\nThe file and the map created by makemap should be owned by smmsp,\nits group should be smmsp, and it should have mode 640.  The database\nused by the MTA for AUTH must have a corresponding entry.\nAdditionally the MTA must trust this authentication data so the AUTH=\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('PyPI braintree 4.48.0: braintree/transaction.py', '',
     '            )\n\n        """\n        if params is None:\n            params = {}\n        return Configuration.gateway().transaction.update_details(transaction_id, params)\n\n    @staticmethod\n    def void(transaction_id, params=None):\n        """\n        Voids an existing transaction.\n\n        It expects a transaction_id and optional params.::\n\n            result = braintree.Transaction.void("my_transaction_id")\n            result = braintree.Transaction.void("my_transaction_id", {"api_request_key": "key"})\n\n        """\n\n        return Configuration.gateway().transaction.void(transaction_id, params)\n\n    @staticmethod\n    def create(params):\n        """\n        Creates a transaction. Amount and type are required. Also, a credit card,\n        customer_id or payment_method_token is required. ::\n\n            result = braintree.Transaction.sale({\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/billpay/list.py', '',
     '    extdpayee = SubAggregate(EXTDPAYEE)\n    payacct = ListElement(String(32))\n\n\nclass PAYEEMODRQ(ElementList):\n    """OFX Section 12.9.2.1"""\n\n    payeelstid = String(12, required=True)\n    payee = SubAggregate(PAYEE)\n    bankacctto = SubAggregate(BANKACCTTO)\n    payacct = ListElement(String(32))\n\n\nclass PAYEEMODRS(ElementList):\n    """OFX Section 12.9.2.2"""\n\n    payeelstid = String(12, required=True)\n    payee = SubAggregate(PAYEE)\n    bankacctto = SubAggregate(BANKACCTTO)\n    payacct = ListElement(String(32))\n    extdpayee = SubAggregate(EXTDPAYEE)\n\n\nclass PAYEEDELRQ(Aggregate):\n    """OFX Section 12.9.3.1"""\n\n    payeelstid = String(12, required=True)\n\n\nclass PAYEEDELRS(Aggregate):\n    """OFX Section 12.9.3.1"""\n\n    payeelstid = String(12, required=True)\n\n\nclass PAYEETRNRQ(TrnRq):\n    payeerq = SubAggregate(PAYEERQ)\n    payeemodrq = SubAggregate(PAYEEMODRQ)\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-AGENT-MIB.txt', '',
     '       notInService(2) indefinitely - i.e. the meaning of \'abnormally\n       long\' (see RFC 2579, RowStatus) for this table is infinite."\n    ::= { nsDebugTokenEntry 4 }\n\n--\n-- Logging configuration\n--\n\nnsLoggingTable     OBJECT-TYPE\n    SYNTAX      SEQUENCE OF NsLoggingEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n      "A table of individual logging output destinations, used to control\n       where various levels of output from the agent should be directed."\n    ::= { nsConfigLogging 1 }\n\nnsLoggingEntry     OBJECT-TYPE\n    SYNTAX      NsLoggingEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n      "A conceptual row within the logging table."\n    INDEX       { nsLogLevel, IMPLIED nsLogToken }\n    ::= { nsLoggingTable 1 }\n\nNsLoggingEntry ::= SEQUENCE {\n    nsLogLevel          INTEGER,\n    nsLogToken          DisplayString,\n',
     []),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     "  These will explain the default replcomps file, included here. Don't\n  start with the first four lines--the latter group of lines are much\n  easier to understand.\n\n    %; $Header: /cvsroot/nmh/nmh/etc/replcomps,v 1.3.2.1 2003/10/24 20:14:46 kenh Exp $\n    %;\n    %; These next lines slurp in lots of addresses for To: and cc:.\n    %; Use with repl -query or else you may get flooded with addresses!\n    %;\n    %; If no To:/cc:/Fcc: text, we output empty fields for prompter to fill in.\n    %;\n    %(lit)%(formataddr{reply-to})\\\n    %(formataddr %<{from}%(void{from})%|%(void{apparently-from})%>)\\\n    %(formataddr{resent-to})\\\n    %(formataddr{prev-resent-to})\\\n    %(formataddr{x-to})\\\n    %(formataddr{apparently-to})\\\n    %(void(width))%(putaddr To: )\n    %(lit)%(formataddr{to})\\\n    %(formataddr{cc})\\\n    %(formataddr{x-cc})\\\n    %(formataddr{resent-cc})\\\n    %(formataddr{prev-resent-cc})\\\n",
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-EXAMPLES-MIB.txt', '',
     '--   (agent/mibgroup/examples/netSnmpHostsTable*.[ch])\n--\n\nnetSnmpHostsTable OBJECT-TYPE\n    SYNTAX      SEQUENCE OF NetSnmpHostsEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n\t"An example table that implements a wrapper around the\n\t/etc/hosts file on a machine using the iterator helper API."\n    ::= { netSnmpExampleTables 2 }\n\nnetSnmpHostsEntry OBJECT-TYPE\n    SYNTAX      NetSnmpHostsEntry\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n\t"A host name mapped to an ip address"\n    INDEX   { netSnmpHostName }\n    ::= { netSnmpHostsTable 1 }\n\nNetSnmpHostsEntry ::= SEQUENCE {\n    netSnmpHostName         OCTET STRING,\n    netSnmpHostAddressType  InetAddressType,\n    netSnmpHostAddress      InetAddress,\n    netSnmpHostStorage      StorageType,\n    netSnmpHostRowStatus    RowStatus\n}\n\nnetSnmpHostName OBJECT-TYPE\n',
     []),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/FAQ.html', '',
     "domain.com      MX 20  backupmx.domain.com\nprimary.domain.com  A 192.168.0.4\nbackupmx.domain.com A 192.168.0.5        # IP address of the backup MX server\n\nlocals:\nbackupmx.domain.com\n\nesmtpacceptmailfor:\ndomain.com\n\n    It is also possible to have backupmx.domain.com listed at\n    the same MX priority as the primary MX. If so, it will also be\n    necessary to explicitly initialize the esmtproutes\n    configuration file:\n\ndomain.com: [192.168.0.4]\n\n  Q: Messages with more than\n  20 recipients are rejected\n\n  A: You can set the maximum number of recipients for a single\n  email by adding the line:\n\n  maxrcpts number\n\n  to etc/bofh.\n\n  IMAP\n\n  Q: StarOffice's IMAP client\n  doesn't work, Messenger's IMAP client reports command errors when\n  new messages arrive\n\n  A: Both IMAP clients do not correctly implement certain parts\n  of IMAP4rev1. Rerun configure, and use\n",
     [('IP_ADDRESS', '192.168.0.4'), ('IP_ADDRESS', '192.168.0.5')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/smsd/tables.rst.txt', '',
     "    ``SendingError``\n        Sending has failed.\n    ``DeliveryOK``\n        Delivery report arrived and reported success.\n    ``DeliveryFailed``\n        Delivery report arrived and reports failure.\n    ``DeliveryPending``\n        Delivery report announced pending deliver.\n    ``DeliveryUnknown``\n        Delivery report reported unknown status.\n    ``Error``\n        Some other error happened during sending (usually bug in SMSD).\n\n``StatusError`` (integer)\n    Status of delivery from delivery report message, codes are defined in GSM\n    specification 03.40 section 9.2.3.15 (TP-Status).\n\n``Text`` (text)\n    SMS text encoded using hex values\n\n``DestinationNumber`` (varchar(20))\n    decoded destination number for SMS\n\n``Coding`` (enum('Default_No_Compression', 'Unicode_No_Compression', '8bit', 'Default_Compression', 'Unicode_Compression'))\n    SMS text coding\n\n``UDH`` (text)\n",
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/25_uribl.cf', '',
     "describe        URIBL_SBL        Contains an URL's NS IP listed in the Spamhaus SBL blocklist\ntflags          URIBL_SBL        net\nreuse           URIBL_SBL\n\nuridnssub       URIBL_CSS        zen.spamhaus.org.       A   127.0.0.3\nbody            URIBL_CSS        eval:check_uridnsbl('URIBL_CSS')\ndescribe        URIBL_CSS        Contains an URL's NS IP listed in the Spamhaus CSS blocklist\ntflags          URIBL_CSS        net\nreuse           URIBL_CSS\n\n# Only works correctly from 3.4.3, earlier versions basically run as URIBL_SBL duplicate\nif can(Mail::SpamAssassin::Plugin::URIDNSBL::has_uridnsbl_for_a)\n  uridnssub       URIBL_SBL_A      zen.spamhaus.org.       A   127.0.0.2\n  body            URIBL_SBL_A      eval:check_uridnsbl('URIBL_SBL_A')\n  describe        URIBL_SBL_A      Contains URL's A record listed in the Spamhaus SBL blocklist\n  tflags          URIBL_SBL_A      net a\n",
     [('IP_ADDRESS', '127.0.0.2'), ('IP_ADDRESS', '127.0.0.3')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/cf.README', '',
     'Notice: to avoid checking your own local domains against those\nblocklists, use the access_db feature and add:\n\n\tConnect:10.1\t\tOK\n\tConnect:127.0.0.1\tRELAY\n\nto the access map, where 10.1 is your local network.  You may\nwant to use "RELAY" instead of "OK" to allow also relaying\ninstead of just disabling the DNS lookups in the blocklists.\n\n\nThe features described above make use of the check_relay, check_mail,\nand check_rcpt rulesets.  Note that check_relay checks the SMTP\nclient hostname and IP address when the connection is made to your\nserver.  It does not check if a mail message is being relayed to\nanother server.  That check is done in check_rcpt.  If you wish to\ninclude your own checks, you can put your checks in the rulesets\nLocal_check_relay, Local_check_mail, and Local_check_rcpt.  For\nexample if you wanted to block senders with all numeric usernames\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/ofx-2.1.1-sect-16.5.4.2.log', '',
     "    # of units: 80.32\n    Unit price: 1.00\n    Financial institution's ID for this transaction: 219378\n    Check number: 1044\n    Name of payee or transaction description: FrogKick Scuba Gear\n\nofx_proc_account():\n    Account ID: 000000123  654321\n    Account name: Bank account 654321\n    Account type: SAVINGS\n    Default Currency: USD\n    Bank ID: 000000123\n    Account #: 654321\n\nofx_proc_statement():\n    Default Currency: USD\n    Account ID: 000000123  654321\n    Start date of this statement: Mon Aug  1 10:59:00 2005 UTC\n    End date of this statement: Wed Aug 31 23:50:56 2005 UTC\n    Ledger balance: 3452.00\n    Ledger balance date: Wed Aug 31 16:50:56 2005 UTC\n\nPASS ../doc/ofx_sample_files/ofx-2.1.1-sect-16.5.4.2.ofx (exit status: 0)\n",
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/20_dynrdns.cf', '',
     "header __RDNS_DYNAMIC_OOL X-Spam-Relays-External =~ /^[^\\]]+ rdns=\\S+\\.dyn\\.optonline\\.net/\ndescribe __RDNS_DYNAMIC_OOL Relay HELO'd using suspicious hostname (OptOnline)\n\n# wiley-170-10231.roadrunner.nf.net [205.251.210.249]\nheader __RDNS_DYNAMIC_RR2   X-Spam-Relays-External =~ /^[^\\]]+ rdns=[a-z]+-\\d{1,3}-\\d{1,5}\\.roadrunner/i\ndescribe __RDNS_DYNAMIC_RR2 Relay HELO'd using suspicious hostname (RR 2)\n\n# pcp04024417pcs.toresd01.pa.comcast.net [68.86.206.126]\n# bgp542174bgs.ewndsr01.nj.comcast.net[68.38.144.91]\n# Computer-udp135632uds.union01.nj.comcast.net [68.39.99.32]\nheader __RDNS_DYNAMIC_COMCAST X-Spam-Relays-External =~ /^[^\\]]+ rdns=[a-z-]+\\d+[a-z]{3}\\.[a-z0-9]+\\...\\.comcast/i\ndescribe __RDNS_DYNAMIC_COMCAST Relay HELO'd using suspicious hostname (Comcast)\n\n# h234n2fls32o895.telia.com [217.208.73.234]\n# h53n2fls32o828.telia.com\n# h116n2fls32o1111.telia.com\n",
     [('IP_ADDRESS', '205.251.210.249'), ('IP_ADDRESS', '217.208.73.234'), ('IP_ADDRESS', '68.38.144.91'), ('IP_ADDRESS', '68.39.99.32'), ('IP_ADDRESS', '68.86.206.126')]),
    ('Debian package getmail6 6.18.11-2: /usr/share/doc/getmail6/README', '',
     'It is included in the ``docs`` subdirectory,\nand will be installed in ``<PREFIX>/doc/getmail-<version>/`` (by default).\n\n::\n\n  docs/documentation.txt\n  docs/configuration.txt\n  docs/faq.txt\n  docs/troubleshooting.txt\n\n\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/stmt.py', '',
     'from ofxtools.models.invest.transactions import INVTRANLIST\nfrom ofxtools.models.wrapperbases import TrnRq, TrnRs\nfrom ofxtools.Types import (\n    Bool,\n    DateTime,\n    Decimal,\n    Integer,\n    ListAggregate,\n    NagString,\n    OneOf,\n    String,\n    SubAggregate,\n)\nfrom ofxtools.utils import all_equal\n\n#  OFX section 13.9.3\nLOANPMTFREQUENCIES = (\n    "WEEKLY",\n    "BIWEEKLY",\n    "TWICEMONTHLY",\n    "MONTHLY",\n    "FOURWEEKS",\n    "BIMONTHLY",\n    "QUARTERLY",\n    "SEMIANNUALLY",\n    "ANNUALLY",\n    "OTHER",\n)\n\n\nclass INCPOS(Aggregate):\n    """OFX section 13.9.1.2"""\n\n    dtasof = DateTime()\n    include = Bool(required=True)\n\n\nclass INVSTMTRQ(Aggregate):\n    """OFX section 13.9.1.2"""\n\n    invacctfrom = SubAggregate(INVACCTFROM, required=True)\n    inctran = SubAggregate(INCTRAN)\n    incoo = Bool(required=True)\n    incpos = SubAggregate(INCPOS, required=True)\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/testing/testsuite.rst.txt', '',
     '    Database to use for PostgreSQL tests (default: ``smsd``)\n``PSQL_USER``\n    User to use for PostgreSQL tests (default: ``smsd``)\n``PSQL_PASSWORD``\n    Password to use for PostgreSQL tests (default: ``smsd``)\n``MYSQL_HOST``\n    Host to use for MySQL tests (default: ``127.0.0.1``)\n``MYSQL_DATABASE``\n    Database to use for MySQL tests (default: ``smsd``)\n``MYSQL_USER``\n    User to use for MySQL tests (default: ``smsd``)\n``MYSQL_PASSWORD``\n    Password to use for MySQL tests (default: ``smsd``)\n``ODBC_DSN```\n    ODBC DSN to use for ODBC tests (default: ``smsd``). \n    Currently needs to point to MySQL database.\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/dovecot/conf.d/10-director.conf', '',
     "##\n## Director-specific settings.\n##\n\n# Director can be used by Dovecot proxy to keep a temporary user -> mail server\n# mapping. As long as user has simultaneous connections, the user is always\n# redirected to the same server. Each proxy server is running its own director\n# process, and the directors are communicating the state to each others.\n# Directors are mainly useful with NFS-like setups.\n\n# List of IPs or hostnames to all director servers, including ourself.\n# Ports can be specified as ip:port. The default port is the same as\n# what director service's inet_listener is using.\n#director_servers = \n\n# List of IPs or hostnames to all backend mail servers. Ranges are allowed\n# too, like 10.0.0.10-10.0.0.30.\n#director_mail_servers = \n\n# How long to redirect users to a specific server after it no longer has\n# any connections.\n#director_user_expire = 15 min\n\n",
     [('IP_ADDRESS', '10.0.0.10'), ('IP_ADDRESS', '10.0.0.30')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/TestPop3Installation.txt', '',
     '---%<-------------------------------------------------------------------------\n\nIf you got "connection refused", check that \'pop3\' is included in \'protocols\'\nsetting in \'dovecot.conf\'. Also check that \'listen\' setting is \'*\'.\n\nNext check that it also works from remote host:\n\n---%<-------------------------------------------------------------------------\n# telnet imap.example.com 110\nTrying 1.2.3.4...\nConnected to imap.example.com.\nEscape character is \'^]\'.\n+OK Dovecot ready.\n---%<-------------------------------------------------------------------------\n\nIf that didn\'t work, check all possible firewalls in between, and check that\n\'listen\' setting is \'*\' in \'dovecot.conf\'.\n\nCheck that it\'s allowing logins\n-------------------------------\n\n---%<-------------------------------------------------------------------------\n# telnet localhost 110\nuser username\npass password\n',
     [('IP_ADDRESS', '1.2.3.4')]),
    ('PyPI ofxtools 1.1.1: ofxtools/utils.py', '',
     '    check = check[::-1]  # string reversal\n    check = "".join(d if n % 2 else str(int(d) * 2) for n, d in enumerate(check))\n    return str((10 - sum(int(d) for d in check) % 10) % 10)\n\n\ndef validate_isin(isin: str) -> bool:\n    """\n    Validate an ISIN\n    """\n    return (\n        len(isin) == 12\n        and isin[:2] in NUMBERING_AGENCIES\n        and isin_checksum(isin[:11]) == isin[11]\n    )\n\n\ndef cusip2isin(cusip: str, nation: str | None = None) -> str:\n    # Validate inputs\n    if not validate_cusip(cusip):\n        raise ValueError(f"\'{cusip}\' is not a valid CUSIP")\n\n    nation = nation or "US"\n    if nation not in NUMBERING_AGENCIES:\n        raise ValueError(f"\'{nation}\' is not a valid country code")\n\n    # Construct ISIN\n    base = nation + cusip\n    return base + isin_checksum(base)\n\n\ndef sedol2isin(sedol: str, nation: str | None = None) -> str:\n    nation = nation or "GB"\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/NEWS', '',
     '\t  parameters.\n\n\t+ Improved permission related error messages.\n\t- mbox: Don\'t write garbage to mbox if message doesn\'t have a body.\n\t- virtual: Fixed saving messages with keywords.\n\t- virtual: Fixed infinite looping bug.\n\t- zlib: Fixed error handling.\n\nv1.2.rc6 2009-06-22 Timo Sirainen <tss@iki.fi>\n\n\t* imap proxy: Pass through to client unexpected untagged replies\n\t  from remote server (e.g. alerts).\n\t* Solr: Don\'t use "any" copyfield, it doubles the index size.\n\t* mail_location: Allow using ":" characters in dir names by escaping\n\t  it as "::".\n\n\t- mbox: Don\'t crash with invalid From_-lines.\n\t- IMAP: Don\'t crash if IDLE command is pipelined after a long-running\n\t  UID FETCH or UID SEARCH.\n\t- ACL / shared mailbox fixes\n\t- Some metadata files were incorrectly getting 0666 permissions.\n\nv1.2.rc5 2009-06-04 Timo Sirainen <tss@iki.fi>\n\n',
     [('EMAIL_ADDRESS', 'tss@iki.fi')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/testing/testsuite.html', '',
     'PSQL_TESTINGEnable testing of PostgreSQL SMSD backend, requires configured PostgreSQL database\n\nMYSQL_TESTINGEnable testing of MySQL SMSD backend, requires configured MySQL database\n\nDatabase backends configuration¶\n\nPSQL_HOSTHost to use for PostgreSQL tests (default: 127.0.0.1)\n\nPSQL_DATABASEDatabase to use for PostgreSQL tests (default: smsd)\n\nPSQL_USERUser to use for PostgreSQL tests (default: smsd)\n\nPSQL_PASSWORDPassword to use for PostgreSQL tests (default: smsd)\n\nMYSQL_HOSTHost to use for MySQL tests (default: 127.0.0.1)\n\nMYSQL_DATABASEDatabase to use for MySQL tests (default: smsd)\n\nMYSQL_USERUser to use for MySQL tests (default: smsd)\n\nMYSQL_PASSWORDPassword to use for MySQL tests (default: smsd)\n\nODBC_DSN`ODBC DSN to use for ODBC tests (default: smsd).\nCurrently needs to point to MySQL database.\n\nGammu\n\nNavigation\n\nGammu Documentation Contents\nGammu project\nQuick starter guide\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/NEWS', '',
     '* pidfile: there is a new command-line (--pidfile PATH) and global option for\n  the rcfile (set pidfile [=] "/path/to/pidfile") option to allow overriding\n  the default location of the PID file.\n  Requested by Héctor García, Debian maintainer.\n* specgen.sh: Converted to UTF-8 to support translated texts better.\n\nfetchmail 6.3.3 (released 2006-03-30):\n\n# BUG FIXES:\n* SEGFAULT: Do not attempt to overwrite the netrc password if none has been\n  specified.  This fixes a segmentation fault bug introduced into 6.3.2.\n  Fixes BerliOS bug #6234.  BerliOS patch #804 by Craig Leres.\n  The patch, as accepted into fetchmail, was available separately from\n  <http://download.berlios.de/fetchmail/patch-6.3.2.1-fix-netrc-SIGSEGV.diff>\n* SEGFAULT: Work around C libraries that return a NULL in getaddrinfo()\'s\n  ai_canonname record, to avoid a segfault. Affects for instance FreeBSD 4.10,\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/billpay/recur.py', '',
     '    payeelstid = String(12, required=True)\n    curdef = OneOf(*CURRENCY_CODES, required=True)\n    recurrinst = SubAggregate(RECURRINST, required=True)\n    pmtinfo = SubAggregate(PMTINFO, required=True)\n    initialamt = Decimal()\n    finalamt = Decimal()\n    extdpayee = SubAggregate(EXTDPAYEE)\n\n\nclass RECPMTMODRQ(Aggregate):\n    """OFX Section 12.7.2.1"""\n\n    recsrvrtid = String(10, required=True)\n    recurrinst = SubAggregate(RECURRINST, required=True)\n    pmtinfo = SubAggregate(PMTINFO, required=True)\n    initialamt = Decimal()\n    finalamt = Decimal()\n    modpending = Bool(required=True)\n\n\nclass RECPMTMODRS(Aggregate):\n    """OFX Section 12.7.2.1"""\n\n    recsrvrtid = String(10, required=True)\n    recurrinst = SubAggregate(RECURRINST, required=True)\n    pmtinfo = SubAggregate(PMTINFO, required=True)\n    initialamt = Decimal()\n    finalamt = Decimal()\n',
     []),
    ('Debian package iaxmodem 1.2.0~dfsg-4: /usr/share/doc/iaxmodem/FAQ', '',
     "This is a set of anticipated questions and the associated answer.\n-----------------------------------------------------------------\nQ1: IAX is VoIP.  Isn't it bad to run fax over VoIP?\n\nA1: Yes, generally it is.  The conditions of jitter, packet loss,\nand other latency issues cause problems for reassembling VoIP\naudio streams on the receiver exactly as they were disassembled\non the sender.  However, these latency conditions can be\ncontrolled.  For example, these conditions should not be present\nwhen communicating over the localhost address (127.0.0.1) in the\ncase where the Asterisk server and the system running IAXmodem\nare the same.  Other possible arrangements could be to use a\ndedicated network connection (e.g. a crossover cable) between\nthe Asterisk server and the system running IAXmodem.  IAXmodem\nshould also be fine to run over a local area network (LAN) that\n",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-AGENT-MIB.txt', '',
     '    nsLogType           INTEGER,\n    nsLogMaxLevel       INTEGER,\n    nsLogStatus         RowStatus\n}\n\nnsLogLevel    OBJECT-TYPE\n    SYNTAX      INTEGER {\n\t\t     emergency(0),\n\t\t     alert    (1),\n\t\t     critical (2),\n\t\t     error    (3),\n\t\t     warning  (4),\n\t\t     notice   (5),\n\t\t     info     (6),\n\t\t     debug    (7)\n                }\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n      "The (minimum) priority level for which this logging entry\n       should be applied."\n    ::= { nsLoggingEntry 1 }\n\nnsLogToken    OBJECT-TYPE\n    SYNTAX      DisplayString\n    MAX-ACCESS  not-accessible\n    STATUS      current\n    DESCRIPTION\n      "A token for which to generate logging entries.\n       Depending on the style of logging, this may either\n       be simply an arbitrary token, or may have some\n       particular meaning (such as the filename to log to)."\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/NEWS', '',
     '    - many fixes for solaris (Niels Baggesen <recnba@mediator.uni-c.dk>\n      and "Dan A. Dickey" <ddickey@transition.com>)\n    - greatly reduced memory usage by mib parser (Niels Baggesen)\n    - disk checks fixed for solaris and osf.\n    - improved Mib parsing from Mike Perik <mikep@crt.com>\n      - TRAP-TYPE/NOTIFICATION-TYPE now handled.\n      - IMPORTS definition no longer required.\n      - SIZE syntax fixed.\n    - sedscript compiles correctly with Solaris\'s spro compiler.\n    - many more small ones.\n\n  Misc:\n    - Upgraded to autoconf-2.10\n\n*3.0.7.2*\n\n  Major solaris patches from Niels Baggesen <recnba@mediator.uni-c.dk>. Thanks!\n  Other misc patches\n\n*3.0.7.1*\n\n  Bug fixes.\n\n*3.0.7*\n\n  Features:\n    - Two new operating systems supported: hppa1.1-hp-hpux10.01, *-netbsd1.1\n    - Two new ./configure options:\n',
     [('EMAIL_ADDRESS', 'ddickey@transition.com'), ('EMAIL_ADDRESS', 'mikep@crt.com'), ('EMAIL_ADDRESS', 'recnba@mediator.uni-c.dk')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/manual.txt', '',
     "Finally, you might want to change the divider character. By default, Sidebar\ndraws an ASCII line between it and the Index panel. If your terminal supports\nit, you can use a Unicode line-drawing character.\n\nset sidebar_width = 25                  # Plenty of space\nset sidebar_divider_char = '│'          # Pretty line-drawing character\n\n2.4.3.2.\xa0Sidebar Format String\n\n$sidebar_format allows you to customize the Sidebar display. For an\nintroduction, read format strings including the section about conditionals.\n\nThe default value is: %D%* %n\n\nA more detailed value is: %B%?F? [%F]?%* %?N?%N/?%S\n\nWhich breaks down as:\n\n  • %B – Mailbox name\n\n  • %?F? [%F]? – If flagged emails [%F], otherwise nothing\n\n  • %* – Pad with spaces\n\n  • %?N?%N/? – If new emails %N/, otherwise nothing\n\n  • %S – Total number of emails\n\nTable\xa02.1.\xa0sidebar_format\n\n",
     []),
    ('Debian package ppp 2.4.9-1+1.1+b1: /etc/ppp/ip-up', '',
     "#!/bin/sh\n#\n# This script is run by the pppd after the link is established.\n# It uses run-parts to run scripts in /etc/ppp/ip-up.d, so to add routes,\n# set IP address, run the mailq etc. you should create script(s) there.\n#\n# Be aware that other packages may include /etc/ppp/ip-up.d scripts (named\n# after that package), so choose local script names with that in mind.\n#\n# This script is called with the following arguments:\n#    Arg  Name                          Example\n#    $1   Interface name                ppp0\n#    $2   The tty                       ttyS1\n#    $3   The link speed                38400\n#    $4   Local IP number               12.34.56.78\n#    $5   Peer  IP number               12.34.56.99\n#    $6   Optional ``ipparam'' value    foo\n\n# The environment is cleared before executing this script\n# so the path must be reset.\n",
     [('IP_ADDRESS', '12.34.56.78'), ('IP_ADDRESS', '12.34.56.99')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/Statistics.Old.txt', '',
     '    * If timestamp is the same as in your previous lookup, you can simply count\n      different = new_value - previous_value.\n    * If timestamp has changed since your previous lookup, the statistics were\n      reset to zero since and the difference = new_value.\n\nStats protocol\n--------------\n\nYou can connect to stats process via \'$base_dir/stats\' UNIX socket, or you can\nsimply add more UNIX/TCP listeners to the stats service, e.g.:\n\n---%<-------------------------------------------------------------------------\nservice stats {\n  inet_listener {\n    address = 127.0.0.1\n    port = 24242\n  }\n}\n---%<-------------------------------------------------------------------------\n\nThe protocol is almost entirely identical to \'doveadm stats dump\' command\'s\nparameters and output. The only difference is that you prefix your request with\n"EXPORT<tab>". For example:\n\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/courier.html', '',
     'esmtproutes is read from top to bottom, stopping as soon as a\nfirst match is found.\ndomain may be empty, this specifies a smarthost for all\ndomains. For example, if esmtproutes contains the following\ntext:\nexample.com: relay.example.com\n        :[192.168.0.4]\n\nThis specifies that all mail to example.com is rerouted to\nrelay.example.com. All other mail is routed to the IP\naddress 192.168.0.4.\nIf relay is empty, the Courier mail server\ninterprets it as an explicit directive to use\nMX and A records from DNS. For example:\nexample.com:\n:[192.168.0.4]\n\nThis uses MX and A records for all messages to example.com.\nAll other mail is rerouted to the IP address\n192.168.0.4.\n\t      The /SECURITY=STARTTLS flag indicates that\n\t      mail to this domain will use the SECURITY\n\t      ESMTP extension. See the Courier mail\n\t      server installation notes for a description of\n',
     [('IP_ADDRESS', '192.168.0.4')]),
    ('PyPI sepaxml 2.7.0: PKG-INFO', '',
     'Metadata-Version: 2.4\nName: sepaxml\nVersion: 2.7.0\nSummary: Python SEPA XML implementations\nHome-page: https://github.com/raphaelm/python-sepaxml\nAuthor: Raphael Michel\nAuthor-email: mail@raphaelmichel.de\nLicense: MIT License\nKeywords: xml banking sepa\nClassifier: Development Status :: 4 - Beta\nClassifier: Intended Audience :: Developers\nClassifier: Intended Audience :: Other Audience\nClassifier: License :: OSI Approved :: MIT License\nClassifier: Programming Language :: Python :: 3.4\nClassifier: Programming Language :: Python :: 3.5\nClassifier: Programming Language :: Python :: 3.6\nLicense-File: LICENSE\nRequires-Dist: xmlschema\nRequires-Dist: text-unidecode\nDynamic: author\nDynamic: author-email\nDynamic: classifier\nDynamic: description\nDynamic: home-page\nDynamic: keywords\nDynamic: license\nDynamic: license-file\nDynamic: requires-dist\nDynamic: summary\n\nSEPA XML Generator\n==================\n',
     [('EMAIL_ADDRESS', 'mail@raphaelmichel.de')]),
    ('PyPI mt940 0.8.1: PKG-INFO', '',
     'Metadata-Version: 2.4\nName: mt940\nVersion: 0.8.1\nSummary: A module to parse MT940 files\nProject-URL: homepage, https://www.tryton.org/\nProject-URL: changelog, https://code.tryton.org/mt940/-/blob/branch/default/CHANGELOG\nProject-URL: forum, https://discuss.tryton.org/tags/mt940\nProject-URL: issues, https://bugs.tryton.org/mt940\nProject-URL: repository, https://code.tryton.org/mt940\nAuthor: B2CK SRL\nAuthor-email: Cédric Krier <cedric.krier@b2ck.com>, Nicolas Évrard <nicolas.evrard@b2ck.com>\nMaintainer-email: Tryton <foundation@tryton.org>\nLicense-Expression: BSD-3-Clause\nLicense-File: COPYRIGHT\nKeywords: MT940,parser\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Topic :: Office/Business\nClassifier: Topic :: Software Development :: Libraries\nClassifier: Topic :: Utilities\nRequires-Python: >=3.9\n',
     [('EMAIL_ADDRESS', 'cedric.krier@b2ck.com'), ('EMAIL_ADDRESS', 'foundation@tryton.org'), ('EMAIL_ADDRESS', 'nicolas.evrard@b2ck.com')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/examples/scripts/ppp-on-ssh', '',
     "#!/bin/sh\n#\n# A sample script to establish PPP session(s) via SSH 1.x\n#\n# Adi Masputra <adi.masputra@sun.com>\n# Jan 24, 2000\n#\n\n#\n# You'd definitely want to change the following addresses to suit\n# your network configuration\n#\nLOC_IP=10.0.0.1\nREM_IP=10.0.0.2\nNETMASK=255.255.0.0\n\nexport LOC_IP REM_IP\n\n#\n# This is the remote peer where sshd is running, either\n# its hostname or IP address\n#\nPPPD_RHOST=myremotehost\n\n#\n# For this example, we assume that pppd on both local and remote\n# machines reside in the same place, /usr/local/bin/pppd\n#\nPPPD_LOC=/usr/local/bin/pppd\n\n#\n# The location of local options file (where ssh client is running).\n# Note that the sample options file included in the distribution\n# may need further customizations, depending on your needs. The 'noauth'\n# option specified in the file is there to simplify the example, although\n",
     [('EMAIL_ADDRESS', 'adi.masputra@sun.com'), ('IP_ADDRESS', '10.0.0.1'), ('IP_ADDRESS', '10.0.0.2'), ('IP_ADDRESS', '255.255.0.0')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/25_uribl.cf', '',
     "# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n# See the License for the specific language governing permissions and\n# limitations under the License.\n# </@LICENSE>\n#\n###########################################################################\n\n# Requires the Mail::SpamAssassin::Plugin::URIDNSBL plugin be loaded.\n# Note that this plugin defines a new config setting, 'uridnsbl',\n# which lists the zones to look up in advance.  The rules will\n# not hit unless each rule has a corresponding 'uridnsbl' line.\n\nifplugin Mail::SpamAssassin::Plugin::URIDNSBL\n\n###########################################################################\n## Spamhaus\n\nuridnssub       URIBL_SBL        zen.spamhaus.org.       A   127.0.0.2\nbody            URIBL_SBL        eval:check_uridnsbl('URIBL_SBL')\n",
     [('IP_ADDRESS', '127.0.0.2')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-TC.txt', '',
     '         \'9f780442f60000\'h of data type Opaque is\n         \'44079f780442f60000\'h. (The tag is \'44\'h; the length\n         is \'07\'h; and the value is \'9f780442f60000\'h.)"\n    SYNTAX Opaque (SIZE (7))\n\n\n-- =====================\n--\n--  Enumerations\n--\n-- =====================\n\n--\n-- System Object ID values\n--\n--\tXXX - do we want to distinguish between O/S versions ?\n--\t(as is currently done with HP-UX)\n--\n\nhpux9             OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 1 }\nsunos4            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 2 }\nsolaris           OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 3 }\nosf               OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 4 }\nultrix            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 5 }\nhpux10            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 6 }\nnetbsd            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 7 }\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/sendmail/SECURITY', '',
     "that does not have HASURANDOMDEV defined, you either need to specify\nthe RandFile option (as for the MTA), or you have to turn off\nSTARTTLS in the MSP, e.g.,\n\n\tDAEMON_OPTIONS(`Name=NoMTA, Addr=127.0.0.1, M=S')\n\tFEATURE(`msp')\n\tCLIENT_OPTIONS(`Family=inet, Address=0.0.0.0, M=S')\n\nThe first option is used to turn off STARTTLS when the MSP is\ninvoked with -bs as some MUAs do.\n\n\nWhat doesn't work anymore\n-------------------------\n\nNormal users can't use mailq anymore to see the MTA mail queue.\nThere are several ways around it, e.g., changing QueueFileMode\nor giving users access via a program like sudo.\n\nsendmail -bv may give misleading output for normal users since it\nmay not be able to access certain files, e.g., .forward files of\nother users.\n\n\nAlternative\n-----------\n\nInstead of having one set-group-ID binary, it is possible to use\n",
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-EXTEND-MIB.txt', '',
     '    ::= { nsExtendOutput1Table 1 }\n\nNsExtendOutput1Entry ::= SEQUENCE {\n    nsExtendOutput1Line DisplayString,\n    nsExtendOutputFull  DisplayString,\n    nsExtendOutNumLines Integer32,\n    nsExtendResult      Integer32\n}\n\nnsExtendOutput1Line OBJECT-TYPE\n    SYNTAX      DisplayString\n    MAX-ACCESS  read-only\n    STATUS      current\n    DESCRIPTION\n      "The first line of output from the command"\n    ::= { nsExtendOutput1Entry 1 }\n\nnsExtendOutputFull  OBJECT-TYPE\n    SYNTAX      DisplayString\n    MAX-ACCESS  read-only\n    STATUS      current\n    DESCRIPTION\n      "The full output from the command, as a single string"\n    ::= { nsExtendOutput1Entry 2 }\n\nnsExtendOutNumLines OBJECT-TYPE\n    SYNTAX      Integer32\n    MAX-ACCESS  read-only\n    STATUS      current\n    DESCRIPTION\n      "The number of lines of output (and hence\n       the number of rows in nsExtendOutputTable\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/LMTP.Exim.txt', '',
     '        transport = dovecot_lmtp\n        domains = +local_domains\n        driver = manualroute\n        route_list = "* 192.168.1.0 byname"\n        #if destination server is the local host enable this\n        #self = send\n---%<-------------------------------------------------------------------------\n\nSet IP and port as appropriate to your setup.\n\nExample transport:\n\n---%<-------------------------------------------------------------------------\ndovecot_lmtp:\n        driver = smtp\n        #allow suffixes/prefixes (default unset)\n        rcpt_include_affixes\n        protocol = lmtp\n        port = 2525\n---%<-------------------------------------------------------------------------\n\nStriping domain to avoid user unknown / doesn\'t exist error\n-----------------------------------------------------------\n\nIf you are using a userdb which does not have domain names, you may need to add\n',
     [('IP_ADDRESS', '192.168.1.0')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/c/unicode.html', '',
     '  Invalid C++ declaration: Expecting “(” in parameters-and-qualifiers. [error at 9]\n    gboolean mywstrncmp (unsigned const char *a, unsigned const char *b, int num)\n    ———^\nIf the function has a return type:\n  Error in declarator or parameters-and-qualifiers\n  If pointer to member declarator:\n    Invalid C++ declaration: Expected ‘::’ in pointer to member (function). [error at 20]\n      gboolean mywstrncmp (unsigned const char *a, unsigned const char *b, int num)\n      ——————–^\n  If declarator-id:\n    Invalid C++ declaration: Expecting “,” or “)” in parameters-and-qualifiers, got “*”. [error at 41]\n      gboolean mywstrncmp (unsigned const char *a, unsigned const char *b, int num)\n      —————————————–^\n\nWarning\ndoxygenfunction: Unable to resolve function “mywstrstr” with arguments “None”.\nCandidate function could not be parsed. Parsing error is\nError when parsing function declaration.\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/billpay/pmt.py', '',
     '    requiredMutexes = [["pmtrq", "pmtmodrq", "pmtcancrq"]]\n\n\nclass PMTTRNRS(TrnRs):\n    pmtrs = SubAggregate(PMTRS)\n    pmtmodrs = SubAggregate(PMTMODRS)\n    pmtcancrs = SubAggregate(PMTCANCRS)\n\n    optionalMutexes = [["pmtrs", "pmtmodrs", "pmtcancrs"]]\n\n\nclass PMTINQRQ(Aggregate):\n    """OFX section 12.6.4.1"""\n\n    srvrtid = String(10, required=True)\n\n\nclass PMTINQRS(Aggregate):\n    """OFX section 12.6.4.2"""\n\n    srvrtid = String(10, required=True)\n    pmtprcsts = SubAggregate(PMTPRCSTS, required=True)\n    checknum = String(12)\n\n\nclass PMTINQTRNRQ(TrnRq):\n    pmtinqrq = SubAggregate(PMTINQRQ, required=True)\n\n\nclass PMTINQTRNRS(TrnRs):\n    pmtinqrs = SubAggregate(PMTINQRS)\n',
     []),
    ('Debian package msmtp 1.8.23-1: /usr/libexec/msmtp/msmtpq/msmtpq', '',
     '    # would ping -qnc1 -w10 or -w20 be better ?\n    #ping -qnc1 -w4 debian.org >/dev/null 2>&1 || return 1\n    ping -qnc2 -w10 debian.org >/dev/null 2>&1 || return 1\n\n  elif [ "$EMAIL_CONN_TEST" = \'P\' ] ; then                     # use quicker ping test\n    # I personally think that including a DNS lookup\n    # is a better connection test but some\n    # have found the above test too slow\n    ping -qnc1 -w4 8.8.8.8 >/dev/null 2>&1 || return 1\n\n  elif [ "$EMAIL_CONN_TEST" = \'n\' ] ; then                     # use netcat (nc) test\n    # must, of course, have netcat (nc) installed\n    which nc >/dev/null 2>&1 || \\\n      log -e 1 "msmtpq : can\'t find netcat executable [ nc ]"  # if not found - complain ; quit\n    \'nc\' -vz www.debian.org 80 >/dev/null 2>&1 || return 1\n\n  elif [ "$EMAIL_CONN_TEST" = \'s\' ] ; then                     # use sh sockets test\n',
     [('IP_ADDRESS', '8.8.8.8')]),
    ('PyPI braintree 4.48.0: braintree/address.py', '',
     '        a result object. This will raise a :class:`NotFoundError <braintree.exceptions.not_found_error.NotFoundError>` if the provided\n        customer_id/address_id are not found. ::\n\n            address = braintree.Address.find("my_customer_id", "my_address_id")\n        """\n        return Configuration.gateway().address.find(customer_id, address_id)\n\n    @staticmethod\n    def update(customer_id, address_id, params=None):\n        """\n        Update an existing Address.\n\n        A customer_id and address_id are required::\n\n            result = braintree.Address.update("my_customer_id", "my_address_id", {\n                "first_name": "John"\n            })\n\n        """\n        if params is None:\n            params = {}\n        return Configuration.gateway().address.update(customer_id, address_id, params)\n\n    @staticmethod\n    def create_signature():\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/HowTo.ImapcProxy.txt', '',
     "---%<-------------------------------------------------------------------------\nsmtpd_sasl_type = dovecot\nsmtpd_sasl_path = inet:127.0.0.1:12345\nsmtpd_sasl_auth_enable = yes\n\nsmtpd_client_restrictions = permit_sasl_authenticated, reject\n## Don't relay for anybody from or to anywhere, unless they authenticated\n\nsmtpd_recipient_restrictions = permit_sasl_authenticated reject\n\nbroken_sasl_auth_clients = yes\n# Talk to outlook <= 2003 and O Express <=6\n\nsmtpd_tls_security_level = encrypt\nsmtpd_tls_received_header = yes\n\nsmtpd_tls_cert_file = /etc/pki/tls/certs/machine.example.org.crt\nsmtpd_tls_key_file = /etc/pki/tls/private/machine.example.org.key\n\nsmtpd_tls_CAfile = /etc/pki/tls/certs/gd_bundle.crt\n# If your Certification Authority requires intermediate certificates, the\nbundle goes here.\n\ntls_random_source = dev:/dev/urandom\n\nsmtpd_tls_auth_only = yes\n# only allow auth if it's encrypted\n",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package osmo-msc 1.9.0+dfsg1-2: /usr/share/doc/osmo-msc/examples/osmo-msc/osmo-msc.cfg', '',
     '!\n! OsmoMSC configuration saved from vty\n!\nline vty\n no login\n!\nnetwork\n network country code 1\n mobile network code 1\n short name OsmoMSC\n long name OsmoMSC\n encryption a5 0\n rrlp mode none\n mm info 1\nmsc\n mgw remote-ip 127.0.0.1\n mgw remote-port 2427\n mgw local-port 2728\n assign-tmsi\n auth-tuple-max-reuse-count 3\n auth-tuple-reuse-on-error 1\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/README', '',
     '\t       README file for net-snmp Version: 5.9.3\n\nDISCLAIMER\n\n  The Authors assume no responsibility for damage or loss of system\n  performance as a direct or indirect result of the use of this\n  software.  This software is provided "as is" without express or\n  implied warranty.\n\nTABLE OF CONTENTS\n\n  Disclaimer\n  Table Of Contents\n  Introduction\n* Supported Architectures\n  Availability\n  Web Page\n* Installation\n  Copying And Copyrights\n* Frequently Asked Questions\n  Helping Out\n* Code Update Announcements\n* Mailing Lists\n  Agent Extensibility\n  Example Agent Configuration and Usage\n  Configuration\n  Submitting Bug Reports\n  Closing\n  Thanks\n\n  * = Required Reading.\n\nINTRODUCTION\n\n  This package was originally based on the CMU 2.1.2.1 snmp code.  It\n  has been greatly modified, restructured, enhanced and fixed.  It\n  hardly looks the same as anything that CMU has ever released.  It\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/dovecot/dovecot.conf', '',
     '## Dovecot configuration file\n\n# If you\'re in a hurry, see http://wiki2.dovecot.org/QuickConfiguration\n\n# "doveconf -n" command gives a clean output of the changed settings. Use it\n# instead of copy&pasting files when posting to the Dovecot mailing list.\n\n# \'#\' character and everything after it is treated as comments. Extra spaces\n# and tabs are ignored. If you want to use either of these explicitly, put the\n# value inside quotes, eg.: key = "# char and trailing whitespace  "\n\n# Most (but not all) settings can be overridden by different protocols and/or\n# source/destination IPs by placing the settings inside sections, for example:\n# protocol imap { }, local 127.0.0.1 { }, remote 10.0.0.0/8 { }\n\n# Default values are shown for each setting, it\'s not required to uncomment\n# those. These are exceptions to this though: No sections (e.g. namespace {})\n',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '127.0.0.1')]),
    ('PyPI braintree 4.48.0: braintree/credit_card.py', '',
     '        Find a credit card, given a credit_card_id. This does not return\n        a result object. This will raise a :class:`NotFoundError <braintree.exceptions.not_found_error.NotFoundError>` if the provided\n        credit_card_id is not found. ::\n\n            credit_card = braintree.CreditCard.find("my_credit_card_token")\n        """\n        return Configuration.gateway().credit_card.find(credit_card_token)\n\n    @staticmethod\n    def from_nonce(nonce):\n        """\n        Convert a payment method nonce into a CreditCard. This does not return\n        a result object. This will raise a :class:`NotFoundError <braintree.exceptions.not_found_error.NotFoundError>` if the provided\n        credit_card_id is not found. ::\n\n            credit_card = braintree.CreditCard.from_nonce("my_payment_method_nonce")\n        """\n        return Configuration.gateway().credit_card.from_nonce(nonce)\n\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/NET-SNMP-TC.txt', '',
     'freebsd           OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 8 }\nirix              OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 9 }\nlinux             OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 10 }\nbsdi              OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 11 }\nopenbsd           OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 12 }\nwin32\t\t  OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 13 } -- unlucky\nhpux11            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 14 }\naix               OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 15 }\nmacosx            OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 16 }\ndragonfly         OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 17 }\nunknown           OBJECT IDENTIFIER ::= { netSnmpAgentOIDs 255 }\n\n\n\n--\n--  Transport Domains\n--\n-- Object identifiers for the non-standard transports that UCD/Net-SNMP\n-- supports.  Note that snmpTCPDomain is the subject of Internet Draft\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     '   But you should check for yourself on your own system. When in doubt,\n   do a find for "proto.m4", then go up the tree one level. When you find\n   the .mc file, look for the string "DAEMON_OPTIONS" and for the comment\n   lines near that string.\n\n   See also 5.3.1.3 for discussion about this problem as it relates\n   specifically to Red Hat 7.1 and later.\n     _________________________________________________________________\n\nSubject: Q4.23 -- How do I restrict attachments with sendmail?\n\n   Date: May 19, 2004\n\n   sendmail itself does not look at the content of a message, so it is\n   not in a position to strip attachments. You need a filtering package\n   that works with sendmail. You might want to look at www.milter.org for\n   some open source solutions that use our "milter" facility. There\'s\n   also something called MIMEDefang that can do it. You can also get\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/msgsets.py', '',
     '    # child of SECLISTMSGSRSV1, unwrapped.  SECLISTRS, wrapped in SECLISTTRNS,\n    # is an empty aggregate; including SECLISTTRNRS/SECLISTRS under\n    # SECLISTMSGSTSV1 merely indicates that the accompanying SECLIST was\n    # generated in response to a client SECLISTRQ.\n    seclisttrnrs = ListAggregate(SECLISTTRNRS)\n    seclist = ListAggregate(SECLIST)\n\n    @property\n    def securities(self) -> Any:\n        securities: list[Any] = []\n        for child in self:\n            if isinstance(child, SECLIST):\n                securities.extend(child)\n        return securities\n\n\nclass SECLISTMSGSETV1(Aggregate):\n    """OFX section 13.7.2.1"""\n\n    msgsetcore = SubAggregate(MSGSETCORE, required=True)\n    seclistrqdnld = Bool(required=True)\n\n\nclass SECLISTMSGSET(Aggregate):\n    """OFX section 13.7.2.1"""\n\n    seclistmsgsetv1 = SubAggregate(SECLISTMSGSETV1, required=True)\n',
     []),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/FAQ.html', '',
     '  makesmtpaccess. See makesmtpaccess(8) and couriertcpd(8). For example, to enable\n  relaying for IP address 10.192.64.0 - 10.192.64.255, put the\n  following into smtpaccess:\n\n10.192.64<TAB>allow,RELAYCLIENT\n"<TAB>" is a single TAB character.\n\n  Q: How do I implement virtual\n  domain hosting?\n\n  There are literally a dozen different ways to do it. If you\n  are comfortable with how virtual domains are implemented by\n  Qmail, you can do something similar with the Courier\n  mail server. If you are used to implementing virtual domains with\n  sendmail, you\'ll be able to do something similar too.\n  Additionally, you can use LDAP directories or MySQL databases to\n  store your mail account configuration. Or, you can simply enter\n  virtual account information in text files, and run a script to\n  convert the text file database to a binary GDBM or DB database\n',
     [('IP_ADDRESS', '10.192.64.0'), ('IP_ADDRESS', '10.192.64.255')]),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/securities.py', '',
     'class MFASSETCLASS(Aggregate):  # pylint: disable=too-many-ancestors\n    """OFX section 13.8.5.3"""\n\n    portion = ListAggregate(PORTION)\n\n\nclass FIPORTION(Aggregate):\n    """OFX section 13.8.5.3"""\n\n    fiassetclass = String(32, required=True)\n    percent = Decimal(required=True)\n\n\nclass FIMFASSETCLASS(Aggregate):  # pylint: disable=too-many-ancestors\n    """OFX section 13.8.5.3"""\n\n    fiportion = ListAggregate(FIPORTION)\n\n\nclass MFINFO(Aggregate):\n    """OFX section 13.8.5.3"""\n\n    secinfo = SubAggregate(SECINFO, required=True)\n    mftype = OneOf("OPENEND", "CLOSEEND", "OTHER")\n    yld = Decimal()\n    dtyieldasof = DateTime()\n    mfassetclass = SubAggregate(MFASSETCLASS)\n    fimfassetclass = SubAggregate(FIMFASSETCLASS)\n\n    @staticmethod\n    def groom(elem: ET.Element) -> ET.Element:\n        """\n        Rename all Elements tagged YIELD (reserved Python keyword) to YLD\n        """\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/FAQ', '',
     " MISC\n   What ASN.1 parser is used?\n   What is the Official Slogan of the net-snmp-coders list?\n\n\nGENERAL\n=======\n\nWhat is it?\n----------\n\n  - Various tools relating to the Simple Network Management Protocol\n    including:\n\n\t* An extensible agent\n\t* An SNMP library\n\t* tools to request or set information from SNMP agents\n\t* tools to generate and handle SNMP traps\n\t* a version of the unix 'netstat' command using SNMP\n\t* a graphical Perl/Tk/SNMP based mib browser\n\n    This package is originally based on the Carnegie Mellon University\n    SNMP implementation (version 2.1.2.1), but has developed significantly\n    since then.\n\n\n\nWhere can I get it?\n------------------\n\n  Download:\n    - http://www.net-snmp.org/download/\n  Web page:\n    - http://www.net-snmp.org/\n  Sourceforge Project page:\n    - http://www.net-snmp.org/project/\n",
     []),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/html/gettingstarted.html', '',
     "              might be enough for the mailbox name and some numbers. Remember,\n              you can hide/show the Sidebar at the press of button.\n\n              Finally, you might want to change the divider character. By\n              default, Sidebar draws an ASCII line between it and the Index\n              panel. If your terminal supports it, you can use a Unicode\n              line-drawing character.\n\nset sidebar_width = 25                  # Plenty of space\nset sidebar_divider_char = '│'          # Pretty line-drawing character\n2.4.3.2.\xa0Sidebar Format String\n              $sidebar_format allows you to customize the\n              Sidebar display. For an introduction, read\n              format strings including the\n              section about\n              conditionals.\n\n              The default value is: %D%* %n\n\n              A more detailed value is:\n",
     []),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/couriertcpd.html', '',
     'address space). Setting environment variables\nallow can be optionally followed by a list of environment\nvariable\nassignments, separated by commas. The environment variables are set before\nexecuting program or checking\naccess lists (see below). For example:\n192.68.0<tab>allow,RELAYCLIENT\n192.68.0.10<tab>allow,RELAYCLIENT,SIZELIMIT=1000000\n\nThis sets RELAYCLIENT environment variable for connections\nfrom the 192.68.0 block. In addition to that, the SIZELIMIT\nenvironment variable is set to 1000000 if the connection comes from the IP\naddress 192.68.0.10.\nNote that RELAYCLIENT must be explicitly specified for the IP\naddress 192.68.0.10. The first line is NOT used for\nconnections from this IP\naddress. couriertcpd only reads one entry from the access\nfile, the entry for the most specific IP address.\n192.68.0.10<tab>allow,MAXCPERIP=100\n\n\tcouriertcpd itself implements the\n',
     [('IP_ADDRESS', '192.68.0.10')]),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/securities.py', '',
     '        # Keep input free of side effects\n        elem = deepcopy(elem)\n\n        yld = elem.find("./YIELD")\n        if yld is not None:\n            logger.debug("Renaming <YIELD> to <YLD>")\n            yld.tag = "YLD"\n\n        return Aggregate.groom(elem)\n\n    @staticmethod\n    def ungroom(elem: ET.Element) -> ET.Element:\n        """\n        Rename YLD back to YIELD\n        """\n        # Keep input free of side effects\n        elem = deepcopy(elem)\n\n        yld = elem.find("./YLD")\n        if yld is not None:\n            logger.debug("Renaming <YLD> to <YIELD>")\n            yld.tag = "YIELD"\n\n        return Aggregate.ungroom(elem)\n\n\nclass OPTINFO(Aggregate):\n    """OFX Section 13.8.5.4"""\n\n    secinfo = SubAggregate(SECINFO, required=True)\n    opttype = OneOf("CALL", "PUT", required=True)\n    strikeprice = Decimal(required=True)\n    dtexpire = DateTime(required=True)\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/c/unicode.html', '',
     'If the function has no return type:\n  Error in declarator or parameters-and-qualifiers\n  Invalid C++ declaration: Expected identifier in nested name, got keyword: unsigned [error at 8]\n    unsigned char * mywstrstr (unsigned const char *haystack, unsigned const char *needle)\n    ——–^\nIf the function has a return type:\n  Error in declarator or parameters-and-qualifiers\n  If pointer to member declarator:\n    Invalid C++ declaration: Expected ‘::’ in pointer to member (function). [error at 26]\n      unsigned char * mywstrstr (unsigned const char *haystack, unsigned const char *needle)\n      ————————–^\n  If declarator-id:\n    Invalid C++ declaration: Expecting “,” or “)” in parameters-and-qualifiers, got “*”. [error at 47]\n      unsigned char * mywstrstr (unsigned const char *haystack, unsigned const char *needle)\n      ———————————————–^\n\nWarning\n',
     []),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.wimax.wichorus', '',
     '#  the MIP RRQ AE (IPv4) or during a BU (IPv6). In this case it must either use an\n#  old known HA IP address or can indicate whether dynamic HA assignment from the\n#  hCSN is preferred to the vCSN, or if there is no preference by providing\n#  ALL-ZERO-ONE-ADDR (255.255.255.255/0.0.0.0 respectively) in the MIP RRQ sent\n#  to the FA. The RRQ-MN-HA key is calculated using this RRQ-HA-IP address and is\n#  required by the HA to validate the MIP RRQ received from the MS as it does\n#  not contain the actual HA IP address.\nATTRIBUTE\tWiMAX-RRQ-HA-IP\t\t\t\t18\tcombo-ip\nATTRIBUTE\tWiMAX-RRQ-MN-HA-Key\t\t\t19\toctets encrypt=2\n\nATTRIBUTE\tWiMAX-Time-Of-Day-Time\t\t\t20\ttlv\n\nBEGIN-TLV WiMAX-Time-Of-Day-Time\nATTRIBUTE\tWiMAX-Hour\t\t\t\t1\tbyte\nATTRIBUTE\tWiMAX-Minute\t\t\t\t2\tbyte\nATTRIBUTE\tWiMAX-UTC-Offset\t\t\t3\tinteger\nEND-TLV WiMAX-Time-Of-Day-Time\n\nATTRIBUTE\tWiMAX-Session-Continue\t\t\t21\tinteger\n\n',
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '255.255.255.255')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/72_active.cf', '',
     "describe RCVD_IN_IADB_RDNS\t\tIADB: Sender has reverse DNS record\ntflags RCVD_IN_IADB_RDNS\t\tnet nice\nendif\n##} RCVD_IN_IADB_RDNS ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\n##{ RCVD_IN_IADB_SENDERID ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\nifplugin Mail::SpamAssassin::Plugin::DNSEval\nheader RCVD_IN_IADB_SENDERID\t\teval:check_rbl_sub('iadb-firsttrusted', '127.2.255.2')\ndescribe RCVD_IN_IADB_SENDERID\t\tIADB: Sender publishes Sender ID record\ntflags RCVD_IN_IADB_SENDERID\t\tnet nice\nendif\n##} RCVD_IN_IADB_SENDERID ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\n##{ RCVD_IN_IADB_SPF ifplugin Mail::SpamAssassin::Plugin::DNSEval\n\nifplugin Mail::SpamAssassin::Plugin::DNSEval\nheader RCVD_IN_IADB_SPF\t\t\teval:check_rbl_sub('iadb-firsttrusted', '127.2.255.1')\ndescribe RCVD_IN_IADB_SPF\t\tIADB: Sender publishes SPF record\ntflags RCVD_IN_IADB_SPF\t\t\tnet nice\nendif\n",
     [('IP_ADDRESS', '127.2.255.1'), ('IP_ADDRESS', '127.2.255.2')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/examples/scripts/ppp-on', '',
     "#!/bin/sh\n#\n# Script to initiate a ppp connection. This is the first part of the\n# pair of scripts. This is not a secure pair of scripts as the codes\n# are visible with the 'ps' command.  However, it is simple.\n#\n# These are the parameters. Change as needed.\nTELEPHONE=555-1212\t# The telephone number for the connection\nACCOUNT=george\t\t# The account name for logon (as in 'George Burns')\nPASSWORD=gracie\t\t# The password for this account (and 'Gracie Allen')\nLOCAL_IP=0.0.0.0\t# Local IP address if known. Dynamic = 0.0.0.0\nREMOTE_IP=0.0.0.0\t# Remote IP address if desired. Normally 0.0.0.0\nNETMASK=255.255.255.0\t# The proper netmask if needed\n#\n# Export them so that they will be available at 'ppp-on-dialer' time.\nexport TELEPHONE ACCOUNT PASSWORD\n# \n# This is the location of the script which dials the phone and logs\n# in.  Please use the absolute file name as the $PATH variable is not\n",
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '255.255.255.0')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/mgetty-to-flexfax.sh', '',
     'From quack.kfu.com!nsayer Tue Aug  9 00:05:12 1994\nReturn-Path: <nsayer@quack.kfu.com>\nReceived: by greenie.muc.de (/\\==/\\ Smail3.1.24.1 #24.2)\n\tid <m0qXcoc-0000GkC@greenie.muc.de>; Tue, 9 Aug 94 00:05 MEST\nReceived: from quack.kfu.com ([192.216.60.254]) by colin.muc.de with SMTP id <135962(2)>; Tue, 9 Aug 1994 00:04:35 +0200\nReceived: by quack.kfu.com id AA17510\n  (5.65c8/IDA-1.4.4 for gert@greenie.muc.de); Mon, 8 Aug 1994 15:04:20 -0700\nFrom:\tNick Sayer <nsayer@quack.kfu.com>\nMessage-Id: <199408082204.AA17510@quack.kfu.com>\nSubject: g3 to tiff\nTo:\tgert@greenie.muc.de (Gert Doering)\nDate:\tTue, 9 Aug 1994 00:04:20 +0200\nIn-Reply-To: <m0qXaYV-0000b5C@greenie.muc.de> from "Gert Doering" at Aug 8, 94 09:40:18 pm\nX-Mailer: ELM [version 2.4 PL22]\nMime-Version: 1.0\nContent-Type: text/plain; charset=ISO-8859-1\nContent-Transfer-Encoding: 7bit\nContent-Length: 1371      \nStatus: RO\n\n',
     [('EMAIL_ADDRESS', 'gert@greenie.muc.de'), ('EMAIL_ADDRESS', 'nsayer@quack.kfu.com'), ('IP_ADDRESS', '192.216.60.254')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/snmp/mibs/LM-SENSORS-MIB.txt', '',
     'LM-SENSORS-MIB DEFINITIONS ::= BEGIN\n\n--\n-- Derived from the original VEST-INTERNETT-MIB. Open issues:\n--\n-- (a) where to register this MIB?\n-- (b) use not-accessible for diskIOIndex?\n--\n\n\nIMPORTS\n    MODULE-IDENTITY, OBJECT-TYPE, Integer32, Gauge32\n        FROM SNMPv2-SMI\n    DisplayString\n        FROM SNMPv2-TC\n    ucdExperimental\n        FROM UCD-SNMP-MIB;\n\nlmSensorsMIB MODULE-IDENTITY\n    LAST-UPDATED "200011050000Z"\n    ORGANIZATION "AdamsNames Ltd"\n    CONTACT-INFO    \n        "Primary Contact: M J Oldfield\n         email:     m@mail.tc"\n    DESCRIPTION\n        "This MIB module defines objects for lm_sensor derived data."\n    REVISION     "200011050000Z"\n    DESCRIPTION\n        "Derived from DISKIO-MIB ex UCD."\n    ::= { lmSensors 1 }\n\nlmSensors      OBJECT IDENTIFIER ::= { ucdExperimental 16 }\n\n--\n\nlmTempSensorsTable OBJECT-TYPE\n    SYNTAX      SEQUENCE OF LMTempSensorsEntry\n',
     [('EMAIL_ADDRESS', 'm@mail.tc')]),
    ('Debian package hylafax-server 3:6.0.7-5: /usr/share/hylafax/hylafax.default-maintainer', '',
     '# You may also prefer to run faxmodem/faxgetty via inittab instead of\n# running it here from a script. In this case set its value as\n# "init".\n# USE_FAXGETTY=yes \n\n#\n# If you need to bind hylafax to one address only, just uncomment\n# this variable and change the value using your preferred IP.\n#\n# BINDTO="-l 127.0.0.1"\n\n#\n# The following variables are automatically assigned by running\n# the faxsetup utility. If you leave them commented out then\n# faxsetup values are used. You may specify here the values to\n# use.\n# \n# OLDPROT="-o 4557"\n# NEWPROT="-i 4559"\n# SNPP="-s 444"\n\n#\n# hfaxd may be run from inetd while faxq should still be executed\n# by the init script. If you run hfax via inetd or xinetd then\n# uncomment the following line\n# HFAXD_FROM_INET=true\n\n#\n# faxqclean is run weekly from cron (see /etc/cron.weekly/hylafax)\n',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('PyPI stripe 16.1.0: pyproject.toml', '',
     '[project]\nname = "stripe"\nversion = "16.1.0"\nreadme = "README.md"\ndescription = "Python bindings for the Stripe API"\nauthors = [{ name = "Stripe", email = "support@stripe.com" }]\nlicense-files = ["LICENSE"]\nkeywords = ["stripe", "api", "payments"]\nrequires-python = ">=3.9"\nclassifiers = [\n  "Development Status :: 5 - Production/Stable",\n  "Intended Audience :: Developers",\n  "License :: OSI Approved :: MIT License",\n  "Operating System :: OS Independent",\n  "Programming Language :: Python",\n  "Programming Language :: Python :: 3",\n  "Programming Language :: Python :: 3 :: Only",\n  "Programming Language :: Python :: 3.7",\n  "Programming Language :: Python :: 3.8",\n  "Programming Language :: Python :: 3.9",\n  "Programming Language :: Python :: 3.10",\n  "Programming Language :: Python :: 3.11",\n  "Programming Language :: Python :: 3.12",\n',
     [('EMAIL_ADDRESS', 'support@stripe.com')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/Migration.txt', '',
     "old server and then uploading them to Dovecot via IMAP.\n\nThere are several different tools for this, for example UW-IMAP\n[http://www.washington.edu/imap/]'s mailutil, imapsync\n[http://freshmeat.net/projects/imapsync], YippieMove\n[http://www.yippiemove.com] and Larch [https://github.com/rgrove/larch].\n\nimapsync\n--------\n\nHere's an example of how to run imapsync for a single user:\n\n---%<-------------------------------------------------------------------------\nimapsync --syncinternaldates \\\n  --host1 192.168.1.57 --authmech1 LOGIN --user1 leah@example.com --password1\nsecret \\\n  --host2 127.0.0.1    --authmech2 LOGIN --user2 leah@example.com --password2\nsecret\n---%<-------------------------------------------------------------------------\n\nIt is quite easy to script this for a number of users, assuming you have their\n",
     [('EMAIL_ADDRESS', 'leah@example.com'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.1.57')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t<network-id mcc="738" mnc="01"/>\n\t\t\t<apn value="internet">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>web</username>\n\t\t\t\t<password>web</password>\n\t\t\t</apn>\n\t\t\t<apn value="wap.digicelgy.com">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>Digicel Guyana MMS</name>\n\t\t\t\t<username>wap</username>\n\t\t\t\t<password>wap</password>\n\t\t\t\t<mmsc>http://mmc.digicelgy.com/servlets/mms</mmsc>\n\t\t\t\t<mmsproxy>172.20.6.12:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="hk">\n\t<name>Hong Kong</name>\n\t<provider>\n\t\t<name>CSL</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="454" mnc="00"/>\n\t\t\t<network-id mcc="454" mnc="02"/>\n\t\t\t<apn value="internet">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<dns>202.84.255.1</dns>\n\t\t\t\t<dns>203.116.254.150</dns>\n\t\t\t</apn>\n\t\t\t<apn value="hkcsl">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>CSL MMS</name>\n',
     [('IP_ADDRESS', '172.20.6.12'), ('IP_ADDRESS', '202.84.255.1'), ('IP_ADDRESS', '203.116.254.150')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t\t<plan type="prepaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>lmpt</username>\n\t\t\t\t<password>plus</password>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<name>TMN</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="268" mnc="06"/>\n\t\t\t<apn value="internet">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>Tmn Internet</name>\n\t\t\t\t<username>tmn</username>\n\t\t\t\t<password>tmn</password>\n\t\t\t\t<dns>88.214.178.1</dns>\n\t\t\t\t<dns>88.214.182.2</dns>\n\t\t\t</apn>\n\t\t\t<apn value="mmsc.tmn.pt">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>Tmn Mms</name>\n\t\t\t\t<username>tmn</username>\n\t\t\t\t<password>tmnnet</password>\n\t\t\t\t<dns>194.65.3.20</dns>\n\t\t\t\t<dns>194.65.3.21</dns>\n\t\t\t</apn>\n\t\t\t<apn value="mmsc.tmn.pt">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>MMSgprs</name>\n\t\t\t\t<username>tmn</username>\n\t\t\t\t<password>tmnnet</password>\n\t\t\t\t<mmsc>http://mmsc/</mmsc>\n',
     [('IP_ADDRESS', '194.65.3.20'), ('IP_ADDRESS', '194.65.3.21'), ('IP_ADDRESS', '88.214.178.1'), ('IP_ADDRESS', '88.214.182.2')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t<gsm>\n\t\t\t<network-id mcc="218" mnc="03"/>\n\t\t\t<balance-check>\n\t\t\t\t<ussd>*101#</ussd>\n\t\t\t</balance-check>\n\t\t\t<apn value="gprs.eronet.ba">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t</apn>\n\t\t\t<apn value="mms.eronet.ba">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>ERONET MMS</name>\n\t\t\t\t<mmsc>http://mms.gprs.eronet.ba/mms/wapenc</mmsc>\n\t\t\t\t<mmsproxy>10.12.3.11:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="bb">\n\t<name>Barbados</name>\n\t<provider>\n\t\t<name>Digicel</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="342" mnc="750"/>\n\t\t\t<apn value="isp.digicelbarbados.com">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="bd">\n\t<name>Bangladesh</name>\n\t<provider>\n\t\t<name>Robi (AKTel)</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="470" mnc="02"/>\n\t\t\t<msisdn-query>\n\t\t\t\t<ussd>*2#</ussd>\n\t\t\t</msisdn-query>\n\t\t\t<balance-check>\n',
     [('IP_ADDRESS', '10.12.3.11')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t\t<username>38591</username>\n\t\t\t\t<password>38591</password>\n\t\t\t\t<dns>212.91.97.3</dns>\n\t\t\t\t<dns>212.91.97.4</dns>\n\t\t\t</apn>\n\t\t\t<apn value="mms.vipnet.hr">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>MMS</name>\n\t\t\t\t<mmsc>http://mms.vipnet.hr/servlets/mms</mmsc>\n\t\t\t\t<mmsproxy>212.91.99.91:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<name>CARNet VIPNET</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="219" mnc="10"/>\n\t\t\t<apn value="carnet.vip.hr">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>AAIEDU</username>\n\t\t\t\t<password/>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<name>CARNet Tele2</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="219" mnc="02"/>\n\t\t\t<apn value="carnet.tele2.hr">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>AAIEDU</username>\n\t\t\t\t<password/>\n\t\t\t</apn>\n\t\t\t<apn value="internet.tele2.hr">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>Tele2 MMS</name>\n',
     [('IP_ADDRESS', '212.91.97.3'), ('IP_ADDRESS', '212.91.97.4'), ('IP_ADDRESS', '212.91.99.91')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '<country code="at">\n\t<name>Austria</name>\n\t<provider>\n\t\t<name>A1/Telekom Austria</name>\n\t\t<gsm>\n\t\t\t<!-- Vodafone Broadband Connect version 10.1.0.23908 2010-06-07T17:47:01 -->\n\t\t\t<network-id mcc="232" mnc="01"/>\n\t\t\t<apn value="a1.net">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>A1 Breitband</name>\n\t\t\t\t<username>ppp@a1plus.at</username>\n\t\t\t\t<password>ppp</password>\n\t\t\t\t<dns>194.48.124.202</dns>\n\t\t\t\t<dns>194.48.124.200</dns>\n\t\t\t</apn>\n\t\t\t<!-- https://www.aon.at/export/sites/default/residential/pdf/produktfolder/aonFlex_Mobiltelefon.pdf-->\n\t\t\t<apn value="aon.data">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>aon (Flex, Breitband-Duo, BusinessFlex)</name>\n\t\t\t\t<username>mobile@aon.at</username>\n\t\t\t\t<password>ppp</password>\n\t\t\t</apn>\n\t\t\t<!-- http://konfigurator.aon.at/otauseraon/templates/user/aon/manuals/AON_Installation.pdf -->\n',
     [('EMAIL_ADDRESS', 'mobile@aon.at'), ('EMAIL_ADDRESS', 'ppp@a1plus.at'), ('IP_ADDRESS', '194.48.124.200'), ('IP_ADDRESS', '194.48.124.202')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t</balance-check>\n\n\t\t\t<apn value="internet.netcom.no">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>netcom</username>\n\t\t\t\t<password>netcom</password>\n\t\t\t\t<dns>212.169.123.67</dns>\n\t\t\t\t<dns>212.45.188.254</dns>\n\t\t\t</apn>\n\t\t\t<apn value="mms.netcom.no">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>NetCom mms</name>\n\t\t\t\t<username>mms</username>\n\t\t\t\t<password>netcom</password>\n\t\t\t\t<mmsc>http://mms/</mmsc>\n\t\t\t\t<mmsproxy>212.169.66.4:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<!-- MVNO operating on NetCom\'s network -->\n\t\t<name>Chess</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="242" mnc="02"/>\n\t\t\t<apn value="netcom">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<username>chess</username>\n\t\t\t\t<password>chess</password>\n\t\t\t</apn>\n\t\t\t<apn value="mms.netcom.no">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>Chess MMS</name>\n\t\t\t\t<username>chess</username>\n',
     [('IP_ADDRESS', '212.169.123.67'), ('IP_ADDRESS', '212.169.66.4'), ('IP_ADDRESS', '212.45.188.254')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t\t<password>plus</password>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<name>Tunisiana</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="605" mnc="03"/>\n\t\t\t<apn value="internet.tunisiana.com">\n\t\t\t\t<name>Internet</name>\n\t\t\t\t<username>internet</username>\n\t\t\t\t<password>internet</password>\n\t\t\t</apn>\n\t\t\t<apn value="mms.tunisiana.com">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>mms tunisiana</name>\n\t\t\t\t<username>mms</username>\n\t\t\t\t<password>mms</password>\n\t\t\t\t<mmsc>http://mmsc.tunisiana.com</mmsc>\n\t\t\t\t<mmsproxy>10.3.2.100:80</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="tr">\n\t<name>Turkey</name>\n\t<provider>\n\t\t<name>Avea</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="286" mnc="03"/>\n\t\t\t<network-id mcc="286" mnc="04"/>\n\t\t\t<apn value="internet">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<dns>212.156.4.4</dns>\n\t\t\t\t<dns>212.156.4.20</dns>\n\t\t\t</apn>\n\n\t\t\t<apn value="aycell">\n',
     [('IP_ADDRESS', '10.3.2.100'), ('IP_ADDRESS', '212.156.4.20'), ('IP_ADDRESS', '212.156.4.4')]),
    ('Debian package mobile-broadband-provider-info 20230416-1: /usr/share/mobile-broadband-provider-info/serviceproviders.xml', '',
     '\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n</country>\n\n<country code="ba">\n\t<name>Bosnia and Herzegovina</name>\n\t<provider>\n\t\t<name>BH GSM</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="218" mnc="90"/>\n\t\t\t<apn value="mms.bhmobile.ba">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="mms"/>\n\t\t\t</apn>\n\t\t\t<apn value="mms.bhmobile.ba">\n\t\t\t\t<usage type="mms"/>\n\t\t\t\t<name>BHMobileMMS</name>\n\t\t\t\t<mmsc>http://mms.bhmobile.ba/cmmsc/post</mmsc>\n\t\t\t\t<mmsproxy>195.222.56.41:8080</mmsproxy>\n\t\t\t</apn>\n\t\t</gsm>\n\t</provider>\n\t<provider>\n\t\t<name>m:tel</name>\n\t\t<gsm>\n\t\t\t<network-id mcc="218" mnc="05"/>\n\t\t\t<balance-check>\n\t\t\t\t<ussd>*101#</ussd>\n\t\t\t</balance-check>\n\t\t\t<apn value="mtelgprs1">\n\t\t\t\t<plan type="postpaid"/>\n\t\t\t\t<usage type="internet"/>\n\t\t\t\t<name>Package 1</name>\n\t\t\t\t<dns>81.93.67.2</dns>\n\t\t\t\t<dns>81.93.67.3</dns>\n\t\t\t</apn>\n\t\t\t<apn value="mtelgprs2">\n',
     [('IP_ADDRESS', '195.222.56.41'), ('IP_ADDRESS', '81.93.67.2'), ('IP_ADDRESS', '81.93.67.3')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/project/localization.rst.txt', '',
     '    Messages used in the Gammu library (see :ref:`libgammu`).\n``gammu.po``\n    Messages used by command line utilities (mostly :ref:`gammu`).\n``docs.po``\n    Basic documentation shipped within package (eg. :file:`README.rst` and\n    :file:`INSTALL` files).\n\n\n.. _translation server: http://hosted.weblate.org/projects/gammu/\n.. _Michal Čihař: mailto:michal@cihar.com\n.. _Gettext: http://en.wikipedia.org/wiki/GNU_gettext\\\n.. _po4a: http://po4a.alioth.debian.org/\n',
     [('EMAIL_ADDRESS', 'michal@cihar.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ru/kmymoney/details-settings.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.settings">\n<chapterinfo>\n  <authorgroup>\n    <author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n    <author\n><personname\n><firstname\n>Michael</firstname\n><surname\n>Carpino</surname\n></personname\n> <email\n>mfcarpino@gmail.com</email\n> </author>\n    <author\n>&Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n  </authorgroup>\n  <date\n>31 марта 2019 г.</date>\n  <releaseinfo\n>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title\n>Настройка &kmymoney;</title>\n\n<para\n>Параметры, описание которых приводится далее, позволяют настроить &kmymoney; для обеспечения наилучшего соответствия потребностям пользователя. Для выполнения настройки выберите пункт меню <menuchoice\n><guimenu\n>Настройка</guimenu\n><guimenuitem\n>Настроить &kmymoney;...</guimenuitem\n></menuchoice\n> или воспользуйтесь комбинацией клавиш <keycombo action="simul"\n>&Ctrl; &Shift;<keycap\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/imexporters/xml/data/camt_053_001_04.xml', '',
     '\n<!--\n/***************************************************************************\n    begin       : Sun Dec 16 2018\n    copyright   : (C) 2018 by Martin Preuss\n    email       : martin@libchipcard.de\n\n ***************************************************************************\n *          Please see toplevel file COPYING for license details           *\n ***************************************************************************/\n \n This file can be used to import a CAMT.053.001.04 file.\n \n-->\n\n<Schema>\n\n  <DocMatches>\n    <Match path="Document@xmlns">*camt.053.001.04*</Match>\n  </DocMatches>\n\n\n  <Import>\n\n    <XmlIfPathExists path="Document/BkToCstmrStmt">\n  \n      <XmlEnter path="Document/BkToCstmrStmt">\n  \n        <XmlForEvery name="Stmt">\n  \n          <DbCreateAndEnterGroup name="account">\n  \n            <XmlEnter path="Acct">\n  \n              <XmlIfHasCharData path="Id/IBAN">\n',
     [('EMAIL_ADDRESS', 'martin@libchipcard.de')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/Authentication.Mechanisms.DigestMD5.txt', '',
     'The Digest is the MD5 sum of the string "user:realm:password". So for example\nif you want to log in as \'user\' with password \'pass\' and the realm should be\n\'example.com\' (usually not provided by the user, see above), create the digest\nwith:\n\n---%<-------------------------------------------------------------------------\n% echo -n "user:example.com:pass" | md5sum\nc19c4c6e32f9d8026b26ba77c21fb8eb  -\n---%<-------------------------------------------------------------------------\n\nAnd save it as\n\n---%<-------------------------------------------------------------------------\nuser@example.com:c19c4c6e32f9d8026b26ba77c21fb8eb\n---%<-------------------------------------------------------------------------\n\nNote that if you\'re using DIGEST-MD5 scheme to store the passwords, you can\'t\nchange the users\' names or realms in any way or the authentication will fail\n',
     [('EMAIL_ADDRESS', 'user@example.com')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/NEWS', '',
     '\t- virtual: Copying/moving mails with IMAP into a virtual folder assert-crashes:\n\t  Panic: file cmd-copy.c: line 152 (fetch_and_copy): assertion failed:\n\t  (copy_ctx->copy_count == seq_range_count(&copy_ctx->saved_uids))\n\nv2.3.10  2020-03-06  Aki Tuomi <aki.tuomi@open-xchange.com>\n\n\t* Disable retpoline migitations by default. These can cause severe\n\t  performance regressions, so they should be only enabled when\n\t  applicable.\n\t* IMAP MOVE now commits transactions in batches of 1000 mails. This\n\t  helps especially with lazy_expunge when moving a lot of mails. It\n\t  mainly avoids situations where multiple IMAP sessions are running the\n\t  same MOVE command and duplicating the mails in the lazy_expunge folder.\n\t  With this change there can still be some duplication, but the MOVE\n\t  always progresses forward. Also if the MOVE fails at some point, the\n',
     [('EMAIL_ADDRESS', 'aki.tuomi@open-xchange.com')]),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/OLDNEWS', '',
     "* fetchmailconf now complains and exits gracefully when not run under X.\n* configure.in port patch for OpenBSD from Federico G. Schwindt.\n* configure.in port patch for Heimdal from Leif Johansson <leifj@it.su.se>\n* configure.in fix for OpenSSL configuration problems.\n* Teach fetchmail about the buggy FTGate server.\n* cs.po update from Jiri Pavlovsky.\n* Edmund Grimley's patch to uid.c to fix the `uidl keep expunge 1' case.\n* Abort startup if the configuration directory is nonexistent; this \n  probably means an NFS mount of user's home directory failed.\n* Added warnings and FAQ items about the MailMax server, which doesn't\n  download attachments.\n\nThere are 278 people on fetchmail-friends and 472 on fetchmail-announce.\n\nfetchmail-5.1.4 (Sun Nov  7 17:40:21 EST 1999), 18302 lines:\n* Mike Pearce's patch to fix a compile-time error recently introduced into\n",
     [('EMAIL_ADDRESS', 'leifj@it.su.se')]),
    ('Debian package procmail 3.22-27: /usr/share/doc/procmail/FAQ', '',
     "\thttp://www.faqs.org/faqs/mail/filtering-faq/\n\n\tAnonymous FTP:\n\tftp://rtfm.mit.edu/pub/usenet/news.answers/mail/filtering-faq\n\n\tE-mail:\n\tSend mail to mail-server@rtfm.mit.edu containing the following:\n\t    send usenet/news.answers/mail/filtering-faq\n\n\tUUCP:\n\tuunet!/archive/usenet/news.answers/mail/filtering-faq\n\n\tIt is also posted monthly in at least the following newsgroups:\n\t\tcomp.mail.misc, comp.answers, news.answers\n\t***********************************************************************\n\n\tYou're not supposed to start procmail from the command line.\n\tProcmail expects exactly one mail message to be presented to it\n\ton its stdin.  Usually the mail system feeds it into procmail.\n\tIf you start it by hand, you have to type the mail.\n\n\tBe sure to have a .forward and a .procmailrc file in your home\n\tdirectory (see the examples subdirectory or the man page).\n",
     [('EMAIL_ADDRESS', 'mail-server@rtfm.mit.edu')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/dialog/faxv2', '',
     '#!/bin/sh\n# Auswahl aller eingegangenen Faxe.\n# Menuegefuehrte Dialogbox, zum viewen, loeschen, drucken und archivieren.\n# Joerg Pareigis 04.10.1998   pareigis@t-online.de\n\n#---------------------------------------Einstellungen\ndir=/var/spool/fax/incoming\narchdir=/var/spool/fax/save\nviewcomand=/usr/local/bin/viewfax\nprintcomand="/usr/local/bin/g32pbm -l"\nprinter=hplaser\n#---------------------------------------Ende\n\nif [ "$DISPLAY" = "" ]\nthen\n  echo "DISPLAY-variable not set!"\n  exit 1\nfi\n\neinlesen () {\nif [ "$dir" = "$archdir" ]\nthen\n  bxtext="Verzeichniswechsel-Archiv-> Incoming"\nelse\n  bxtext="Verzeichniswechsel-Incoming-> Archiv"\nfi\nanzahl=$(ls $dir|wc -l|cut -c6-)\nfor datei in $(ls -1rt $dir)\ndo\n  datum=$(ls -l $dir/$datei |cut -c 43-54 | tr " " "-")\n  bxtext="$bxtext $datei $datum "\ndone\n}\n\nabbruch () {\nif [ "$?" != "0" ]\nthen\n  echo "Abbruch!"\n  rm ~/tmp.$$\n  exit 1\nfi\n}\n\n',
     [('EMAIL_ADDRESS', 'pareigis@t-online.de')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/NEWS', '',
     '\t  system call just to be restarted when SIGALRM occurred (probably not\n\t  with all OSes though?)\n\t- kqueue: Fixed "Unrecognized event". Patch by Vaclav Haisman\n\nv1.0.beta7 2006-04-12  Timo Sirainen <tss@iki.fi>\n\n\t+ Added shutdown_clients setting to control if existing imap/pop3 \n\t  processes should be killed when master is.\n\t- Master login fixes, PLAIN authentication was still broken..\n\nv1.0.beta6 2006-04-12  Timo Sirainen <tss@iki.fi>\n\n\t* The login and master usernames were reversed when using\n\t  master_user_separator (now the order is UW-IMAP compatible).\n\t* Killing dovecot master process now kills all IMAP and POP3\n\t  processes also.\n\n\t+ -a parameter to dovecot prints now all settings that Dovecot uses.\n\t  -n prints all settings that are different from defaults.\n\t+ Added pop3_lock_session setting\n\t+ %M modifier returns string\'s MD5 sum. Patch by Ben Winslow\n',
     [('EMAIL_ADDRESS', 'tss@iki.fi')]),
    ('Debian package bbdb3 3.2.2b-1: /usr/share/emacs/site-lisp/bbdb3/bbdb.el', '',
     '                 (function :tag "Function for alternate name handling")\n                 (regexp :tag "If the alternate name matches this regexp ignore it.")))\n\n(defcustom bbdb-add-mails \'query\n  "How to handle new mail addresses for existing BBDB records.\nThis handles messages where the mail address differs from the mail addresses\nin a BBDB record with the same name as in \\"John Q. Smith <jqs@foo.com>\\"\nversus \\"John Q. Smith <jqs@bar.com>\\".\nAllowed values are:\n t           Automatically add new mail addresses to the list of mail addresses.\n query       Query whether to add it.\n nil         Ignore new mail addresses.\n a number    Number of seconds BBDB displays the new address\n               (without further action).\n a function  This is called with two args, the record and the new mail address.\n               It should return one of the above values.\n',
     [('EMAIL_ADDRESS', 'jqs@bar.com'), ('EMAIL_ADDRESS', 'jqs@foo.com')]),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/contrib/fetchmailnochda.pl', '',
     "#!/usr/bin/perl\n\n# User contribution to fetchmail by Torsten Mueller torsten@archesoft.de\n# v1.1 22/may/2001\n\n# the reason for this script is to check, if fetchmail (in daemon mode) works\n# you should have perl and the perlmodule File::Compare installed\n# File::Compare you can find at http://www.cpan.org/\n\n# installation:\n# edit the config part of this script\n# create a cronjob , the time it should run should be higher than the pollintervall !!\n\n# possible problems:\n# you have set the cron intervall to short\n# the script doesn't have permissions to write to directories or to execute fetchmail\n# you didn't start fetchmail in daemon mode but use cron to fetch mail\n# you can't read my english\n\n# how does it work\n# really simple, the script checks, if there was a change to the logfile of fetchmail\n# to find this out, the script makes a backup of the original logfile and compares \n",
     [('EMAIL_ADDRESS', 'torsten@archesoft.de')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/20_body_tests.cf', '',
     'describe MIME_HTML_ONLY_MULTI\tMultipart message only has text/html MIME parts\n\n# note: __HIGHBITS is used in rules/20_html_tests.cf, HTML_CHARSET_FARAWAY\nmeta MIME_CHARSET_FARAWAY\t(__MIME_CHARSET_FARAWAY && __HIGHBITS)\ndescribe MIME_CHARSET_FARAWAY\tMIME character set indicates foreign language\ntflags MIME_CHARSET_FARAWAY\tuserconf\n\n###########################################################################\n\n# duncf\nbody EMAIL_ROT13     /\\b[a-z(\\]-]+\\^[a-z-]+\\([a-z]{2,3}\\b/\ndescribe EMAIL_ROT13 Body contains a ROT13-encoded email address\ntest EMAIL_ROT13 ok  qhabs^ebtref(pbz\ntest EMAIL_ROT13 ok  zxrggyre^riv-vap(pbz\ntest EMAIL_ROT13 fail\tduncf-nospam@rogers.com\n\n# this could use more work\nbody __LONGWORDS_A\t/\\b(?:[a-z]{8,}[\\s\\.]+){6}/\nbody __LONGWORDS_B\t/\\b(?:[a-z]{6,}[\\s\\.]+){9}/\nbody __LONGWORDS_C\t/\\b(?:[a-z]{5,}[\\s\\.]+){10}/\n',
     [('EMAIL_ADDRESS', 'duncf-nospam@rogers.com')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/manual.html', '',
     "number (long)\nA signed integer number in the range -2147483648 to 2147483647.\nstring\nArbitrary text.\npath\nA specialized string for representing paths including support for\nmailbox shortcuts (see Section\xa010, “Mailbox Shortcuts”) as well as tilde\n(“~”) for a user's home directory and more.\nquadoption\nLike a boolean but triggers a prompt when set to “ask-yes”\nor “ask-no” with “yes” and “no”\npreselected respectively.\nsort order\nA specialized string allowing only particular words as values depending\non the variable.\nregular expression\nA regular expression, see Section\xa02, “Regular Expressions” for an introduction.\nfolder magic\nSpecifies the type of folder to use: mbox,\nmmdf, mh or\nmaildir.  Currently only used to determine the type\nfor newly created folders.\ne-mail address\nAn e-mail address either with or without realname. The older\n“user@example.org (Joe User)” form is\n",
     [('EMAIL_ADDRESS', 'user@example.org')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/gs-security.fix', '',
     '(%pipe%echo hacker@rogue.site >> /tmp/foo) (r) file\nquit\n\nReplace /tmp/foo with /.rhosts (or use Postscript\'s getenv capabilites\nto write to ~/.rhosts) and you quickly see the dangers...\n\nOne fix (thanks go out to Olaf Kirch for this) is to patch the\ngs_init.ps file in your Ghostscript library area in the following\nmanner:\n\n--- gs_init.ps.orig\tSun Aug 20 23:22:01 1995\n+++ gs_init.ps\tSun Aug 20 23:22:46 1995\n@@ -302,7 +302,8 @@\n % If we want a "safer" system, disable some obvious ways to cause havoc.\n SAFER not { (%END SAFER) .skipeof } if\n /file\n- { dup (r) eq\n+ { exch dup /..fname exch def exch\n+   dup (r) eq ..fname (%pipe%*) .stringmatch not and\n     { file }\n     { /invalidfileaccess signalerror }\n    ifelse\n\n\n--Up.\n\n-- \nJeff Uphoff - systems/network admin.  |  juphoff@nrao.edu\nNational Radio Astronomy Observatory  |  jeff.uphoff@linux.org\n',
     [('EMAIL_ADDRESS', 'hacker@rogue.site'), ('EMAIL_ADDRESS', 'jeff.uphoff@linux.org'), ('EMAIL_ADDRESS', 'juphoff@nrao.edu')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/secure_tty.txt', '',
     "Paranoid Secure Port Implementation\nMarc SCHAEFER <schaefer@alphanet.ch>\n$Id: secure_tty.txt,v 4.2 1999/01/24 12:35:53 marcs Exp $\nV1.0 PV005\nCreation: 11/11/96\nUpdate:   10/01/99\n\nABSTRACT:\n   If your UNIX (including Linux) system handles modem(s) and shell\n   users are allowed from modem, they can, even with correct\n   chown() and chmod() of mgetty and setup of modem to disallow\n   the '+++' escape, and even with OS support for some security on\n   setting serial device parameters, dial out and possibly also\n   troyanize the login process on the modems. The long-term solution\n   involves a kernel change in your operating system. A work around\n   needing only a mgetty configuration is possible and given here.\n   You are not concerned if you give access to the UNIX server\n   through a dial-up server through rlogin (including a UNIX server\n",
     [('EMAIL_ADDRESS', 'schaefer@alphanet.ch')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/it/kmymoney/credits.docbook', '',
     '    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Ralf Habacker &Ralf.Habacker.mail;</title>\n      <para\n>Sviluppatore.</para>\n    </formalpara>\n  </listitem>\n</itemizedlist>\n</sect1>\n\n<sect1 id="credits.special">\n<title\n>Ringraziamenti speciali</title>\n\n<itemizedlist>\n  <listitem>\n    <formalpara>\n      <title\n>Jack Ostroff &Jack.H.Ostroff.mail;</title>\n      <para\n>Documentazione e supporto utenti.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Kevin Tambascio <email\n>ktambascio@users.sourceforge.net</email\n></title>\n      <para\n>Supporto iniziale agli investimenti.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Javier Campos Morales <email\n>javi_c@users.sourceforge.net</email\n></title>\n      <para\n>Sviluppatore e artista.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n',
     [('EMAIL_ADDRESS', 'javi_c@users.sourceforge.net'), ('EMAIL_ADDRESS', 'ktambascio@users.sourceforge.net')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/en/kmymoney/details-settings.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.settings">\n<chapterinfo>\n  <authorgroup>\n    <author> &Roger.Lum; &Roger.Lum.mail; </author>\n    <author>\n      <personname><firstname>Michael</firstname><surname>Carpino</surname></personname>\n      <email>mfcarpino@gmail.com</email>\n    </author>\n    <author> &Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n  </authorgroup>\n  <date>2019-03-31</date>\n  <releaseinfo>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title>&kmymoney; Settings</title>\n\n<para>\n   The settings described below modify the behavior of &kmymoney;, allowing you\n   to customize it to meet the needs of your unique financial affairs, and to\n   modify its look and feel to match your personality.  These settings can be\n   changed through <menuchoice><guimenu>Settings</guimenu><guimenuitem>Configure\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc-base/gammu-doc.gammu', '',
     'Document: gammu\nTitle: The Gammu Manual\nAuthor: Michal Čihař <michal@cihar.com>\nAbstract: Comprehensive documentation covering\n Gammu command line utilities, Gammu SMS Daemon, Python bindings for Gammu and\n libGammu library API.\nSection: Mobile Devices\n\nFormat: HTML\nIndex: /usr/share/doc/gammu/html/index.html\nFiles: /usr/share/doc/gammu/html/*.html\n',
     [('EMAIL_ADDRESS', 'michal@cihar.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/www/README', '',
     'server supports it, you could, for example, put an .htaccess file into\nthe CGIBINDIR that contains the following lines:\n\n    order deny,allow\n    deny from all\n    allow from <hostname/domain>\n\nor if you want to do username+password authentication (again assuming \napache) it could look like this:\n\n    deny from all\n    allow from localhost\n    AuthType Basic\n    AuthUserFile /var/lib/apache/conf/passwd\n    AuthName "special directory"\n    require valid-user \n    satisfy any\n\n(Check with the WWW server documentation!)\n\n--------------------------------------------------------------------\nPlease direct all questions concerning the WWW gui to Simone Demmel\n(neko@greenie.muc.de) or to the mgetty mailing list (mgetty@muc.de).\n--------------------------------------------------------------------\n',
     [('EMAIL_ADDRESS', 'mgetty@muc.de'), ('EMAIL_ADDRESS', 'neko@greenie.muc.de')]),
    ('Debian package gsm-utils 1.10+20120414.gita5e5ae9a-2+b1: /usr/share/doc/gsm-utils/README', '',
     '     combination please send a complete trace of the compilation or the\n     program execution that did fail. Make sure to compile with debugging\n     information enabled. Otherwise it will not be possible for me to do\n     much about the problem. Send bug reports to v@bouchaud.org. I promise\n     not to publish telephone numbers or other private information that\n     might be contained in the execution traces that you send me.\n\n\nAUTHOR\n\n     Peter Hofmann <software@pxh.de>.\n\n\nMAINTAINERS\n\n     Mark Purcell <msp@debian.org>\n\n     [ Vianney Bouchaud <v@bouchaud.org> ]\n',
     [('EMAIL_ADDRESS', 'msp@debian.org'), ('EMAIL_ADDRESS', 'software@pxh.de'), ('EMAIL_ADDRESS', 'v@bouchaud.org')]),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.quintum', '',
     '# -*- text -*-\n# Copyright (C) 2019 The FreeRADIUS Server project and contributors\n# This work is licensed under CC-BY version 4.0 https://creativecommons.org/licenses/by/4.0\n#\n# dictionary.quintum\n#\n#\t\tCopied mostly from the Cisco dictionary, by\n#\t\tJeremy McNamara <jj@indie.org>\n#\n# Version:\t$Id: 1750645cb859cebcf347608cc65e98e777fbb535 $\n#\n\nVENDOR\t\tQuintum\t\t\t\t6618\n\n#\n#\tStandard attribute\n#\nBEGIN-VENDOR\tQuintum\n\nATTRIBUTE\tQuintum-AVPair\t\t\t\t1\tstring\nATTRIBUTE\tQuintum-NAS-Port\t\t\t2\tstring\n\n#\n#  Voice over IP attributes.\n#\nATTRIBUTE\tQuintum-h323-remote-address\t\t23\tstring\nATTRIBUTE\tQuintum-h323-conf-id\t\t\t24\tstring\nATTRIBUTE\tQuintum-h323-setup-time\t\t\t25\tstring\nATTRIBUTE\tQuintum-h323-call-origin\t\t26\tstring\nATTRIBUTE\tQuintum-h323-call-type\t\t\t27\tstring\nATTRIBUTE\tQuintum-h323-connect-time\t\t28\tstring\nATTRIBUTE\tQuintum-h323-disconnect-time\t\t29\tstring\n',
     [('EMAIL_ADDRESS', 'jj@indie.org')]),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.shasta', '',
     '# -*- text -*-\n# Copyright (C) 2019 The FreeRADIUS Server project and contributors\n# This work is licensed under CC-BY version 4.0 https://creativecommons.org/licenses/by/4.0\n#\n# dictionary.shasta\n#\n#           Nortel Shasta VSAs\n#           Andre Gustavo de C. Albuquerque <gustavoa@nortelnetworks.com>\n#\n\nVENDOR\t\tShasta\t\t\t\t3199\n\n#\n# Standard attribute\n#\nBEGIN-VENDOR\tShasta\n\nATTRIBUTE\tShasta-User-Privilege\t\t\t1\tinteger\nATTRIBUTE\tShasta-Service-Profile\t\t\t2\tstring\nATTRIBUTE\tShasta-VPN-Name\t\t\t\t3\tstring\n\nVALUE\tShasta-User-Privilege\t\tUser\t\t\t1\nVALUE\tShasta-User-Privilege\t\tSuper-User\t\t2\nVALUE\tShasta-User-Privilege\t\tSSuper-User\t\t3\n\nEND-VENDOR\tShasta\n',
     [('EMAIL_ADDRESS', 'gustavoa@nortelnetworks.com')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/manual.html', '',
     'Kari Hurtta <kari.hurtta@fmi.fi> co-developed the original\nMIME parsing code back in the ELM-ME days.\n\nThe following people have been very helpful to the development of Mutt:\nThis document was written in DocBook, and then rendered\nusing the Gnome XSLT\ntoolkit.\n',
     [('EMAIL_ADDRESS', 'kari.hurtta@fmi.fi')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/cf.README', '',
     '(i.e. 2312343@bigisp.com), you would use Local_check_mail and the\nregex map:\n\n\tLOCAL_CONFIG\n\tKallnumbers regex -a@MATCH ^[0-9]+$\n\n\tLOCAL_RULESETS\n\tSLocal_check_mail\n\t# check address against various regex checks\n\tR$*\t\t\t\t$: $>Parse0 $>3 $1\n\tR$+ < @ bigisp.com. > $*\t$: $(allnumbers $1 $)\n\tR@MATCH\t\t\t\t$#error $: 553 Address Error\n\nThese rules are called with the original arguments of the corresponding\ncheck_* ruleset.  If the local ruleset returns $#OK, no further checking\nis done by the features described above and the mail is accepted.  If\nthe local ruleset resolves to a mailer (such as $#error or $#discard),\nthe appropriate action is taken.  Other results starting with $# are\ninterpreted by sendmail and may lead to unspecified behavior.  Note: do\nNOT create a mailer with the name OK.  Return values that do not start\nwith $# are ignored, i.e., normal processing continues.\n\nDelay all checks\n',
     [('EMAIL_ADDRESS', '2312343@bigisp.com')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/html/manual.html', '',
     'blong@fiction.net       Brandon Long    mutt and more\nroessler@does-not-exist.org        Thomas Roessler mutt pgp\n\n        There are two mechanisms for accessing the query function of NeoMutt.\n        One is to do a query from the index menu using the\n        <query> function (default: Q). This will\n        prompt for a query, then bring up the query menu which will list the\n        matching responses. From the query menu, you can select addresses to\n        create aliases, or to mail. You can tag multiple addresses to mail,\n        start a new query, or have a new query appended to the current\n        responses.\n\n        The other mechanism for accessing the query function is for address\n        completion, similar to the alias completion. In any prompt for address\n        entry, you can use the <complete-query>\n',
     [('EMAIL_ADDRESS', 'blong@fiction.net'), ('EMAIL_ADDRESS', 'roessler@does-not-exist.org')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/mailbot.html', '',
     '\t  --feedback-reported-domain\xa0example.com\n\t    Optional parameters to include in the feedback report generated by\n\t    “feedback” and “replyfeedback”.\n\t    mailbot always adds\n\t    “Arrival-Date” with the current time, as well as\n\t    “Version” and “User-Agent”.\n\n\t    “--feedback-authentication-results”,\n\t    “--feedback-original-rcpt-to” and\n\t    “--feedback-reported-domain” may be specified more\n\t    than once.\n\n\t    Where appropriate, UTF-8 encoding should be used for non-ASCII\n\t    characters.\n\t  -l maildir\n\t    Specifies the maildir for the “-T replydraft”\n\t    option. See “Autoreplies\n\t      from a maildir folder”, below.\n\t   Autoreplies from a maildir folderIn .mailfilter:\ncc "| mailbot -T replydraft -l \'./Maildir/.Vacation\' \\\n        -d autoresponsedb \\\n        -A \'From: info@domain.com\' /usr/bin/sendmail -f \'\'"\nto "./Maildir"\n\tThe -T replydraft reply format takes the content of\n',
     [('EMAIL_ADDRESS', 'info@domain.com')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/op/op.txt', '',
     "   I apologize for anyone I have omitted, misspelled, misat-\n   tributed, or otherwise missed.  At this point, I  suspect\n   that at least a hundred people have contributed code, and\n   many more have contributed ideas, comments,  and  encour-\n   agement.  I've tried to list them in the RELEASE_NOTES in\n   the distribution directory.  I appreciate their contribu-\n   tion as well.\n\n\n\n\n\n\n\n\n\n\n\n\nSendmail Installation and Operation Guide         SMM:08-175\n\n\n        Special thanks are reserved for Michael Corrigan and\n   Christophe Wolfhugel, who besides being wonderful  guinea\n   pigs  and contributors have also consented to be added to\n   the ``sendmail@Sendmail.ORG'' list and, by answering  the\n   bulk of the questions sent to that list, have freed me up\n   to do other work.\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n                          APPENDIX  A\n\n\n",
     [('EMAIL_ADDRESS', 'sendmail@Sendmail.ORG')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/pt_BR/kmymoney/credits.docbook', '',
     '>Javier Campos Morales <email\n>javi_c@users.sourceforge.net</email\n></title>\n      <para\n>Programador &amp; Artista.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Laurent Montel <email\n>montel@kde.org</email\n></title>\n      <para\n>Correções.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Roger Lum &Roger.Lum.mail;</title>\n      <para\n>Documentação.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Darin Strait &Darin.Strait.mail;</title>\n      <para\n>Documentação.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Allan Anderson &Allan.Anderson.mail;</title>\n      <para\n>Correções. Plugin de importação CSV.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Colin Wright &Colin.Wright.mail;</title>\n      <para\n',
     [('EMAIL_ADDRESS', 'javi_c@users.sourceforge.net'), ('EMAIL_ADDRESS', 'montel@kde.org')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/README', '',
     '    managers, MIB modules, etc).\n\n    Please do *NOT* send messages to both -users and -coders lists.\n    This is completely unnecessary, and simply serves to further\n    overload (and annoy) the core development team.   If in doubt,\n    just use the -users list.\n\n\n    The other lists of possible interest are:\n\n      net-snmp-cvs@lists.sourceforge.net       -- For cvs update announcements\n      net-snmp-bugs@lists.sourceforge.net      -- For Bug database update announcements\n      net-snmp-patches@lists.sourceforge.net   -- For Patch database update announcements\n\n    Please do NOT post messages to these lists (or to the announce list above).\n    Bug reports and Patches should be submitted via the Source Forge tracker\n    system.  See the main project web pages for details.\n\n    To subscribe to any of these lists, please see:\n  \n      http://www.net-snmp.org/lists/\n\n\n  Archives:\n',
     [('EMAIL_ADDRESS', 'net-snmp-bugs@lists.sourceforge.net'), ('EMAIL_ADDRESS', 'net-snmp-cvs@lists.sourceforge.net'), ('EMAIL_ADDRESS', 'net-snmp-patches@lists.sourceforge.net')]),
    ('Debian package bbdb3 3.2.2b-1: /usr/share/emacs/site-lisp/bbdb3/bbdb-tex.el', '',
     '  surrounded by \\"\\\\makeatletter\\" and \\"\\\\makeatother\\".\n  Note: This fails with more sophisticated LaTeX style files\n  using, e.g., optional arguments for the \\"\\\\usepackage\\" macro.\n\n (record ELT1 ELT2 ...)\n\n  Here ELT may be one of the following:\n\n  IF ELT is name, this expands to \\"\\\\name{first}{last}\\"\n\n  If ELT is affix, organization, or aka, ELT expands to \\"\\\\ELT{value}\\".\n    Here the elements of ELT are concatenated to get one value.\n\n  If ELT is the key of an xfield, ELT expands to \\"\\\\xfield{ELT}{value}\\".\n\n  If ELT is a string, this is inserted \\"as is\\" in the TeX buffer.\n\n  ELT may also be a loop (FLD COUNT [SEPARATOR] [OPT...])\n  looping over the values of FLD.\n\n  If FLD is mail, this expands to \\"\\\\mail{short}{long}\\",\n    such as \\"\\\\mail{foo@bar.com}{Smith <foo@bar.com>}\\",\n  If FLD is phone, this expands to \\"\\\\phone{key}{number}\\"\n',
     [('EMAIL_ADDRESS', 'foo@bar.com')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/libmilter/html/xxfi_header.html', '',
     '\nxxfi_header\n\nxxfi_header\n\nSYNOPSIS\n\n#include <libmilter/mfapi.h>\nsfsistat (*xxfi_header)(\n\tSMFICTX *ctx,\n\tchar *headerf,\n\tchar *headerv\n);\n\nHandle a message header.\n\nDESCRIPTION\n\nCalled When\nxxfi_header is called once for each message header.\n\nDefault Behavior\nDo nothing; return SMFIS_CONTINUE.\n\nARGUMENTS\n\n    ArgumentDescription\n    ctx\n\tOpaque context structure.\n\n    headerf\n\t Header field name.\n\n    headerv\n\tHeader field value.\n\tThe content of the header may include folded white space,\n\ti.e., multiple lines with following white space\n\twhere lines are separated by LF (not CR/LF).\n\tThe trailing line terminator (CR/LF) is removed.\n\nNOTES\n\nStarting with sendmail 8.14, spaces after the colon in a header\nfield are preserved if requested using the flag\nSMFIP_HDR_LEADSPC.\nThat is, the header\n\nFrom: sender <f@example.com>\nTo:  user <t@example.com>\nSubject:no\n\nwill be sent to a milter as\n\n',
     [('EMAIL_ADDRESS', 'f@example.com'), ('EMAIL_ADDRESS', 't@example.com')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/examples/per-linkname', '',
     'Date: Mon, 06 Oct 2003 16:00:25 +0200\nFrom: Eyal Rozenberg <rozenbrg@barak-online.net>\nSubject: ppp per-linkname script dir\n\n(I\'m writing you as the maintainer of the Debian ppp package)\n\nOn my system, I sometime find it necessary to run different commands for \ndifferent peers/providers after the ppp connection, like specific \ncomplex routing configuration, etc. To do so I have added the files \n/etc/ppp/ip-up.d/00peer-specific and /etc/ppp/ip-down.d/00peer-specific\nwhose contents is:\n------------------------------------------------------------------\n\n#!/bin/bash\n#\n# run peer-specific (or, rather, \'link-name\' specific) scripts\n\nif [ -n "$LINKNAME" ] ; then\n         run-parts /etc/ppp/ip-up.d/$LINKNAME\nfi\n\nexit 0\n\n------------------------------------------------------------------\n\nand the same thing for if-down.d (but with its respective directory \n',
     [('EMAIL_ADDRESS', 'rozenbrg@barak-online.net')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/couriermlm.html', '',
     "\tserver. Otherwise, Courier accepts all messages, and the rejected\n\tones generate a non-delivery report. The report gets E-mailed to the\n\tpurported sender. Another\n\toption is to quietly ignore the rejections, as described above.\n\tEither way, non-delivery notifications can sometimes be problematic.\n\tThis step adds some complexity to the mailing list configuration,\n\tbut mostly eliminates this problem.\n\n\tSMTP pre-filtering uses the\n\tlocalmailfilter(7)\n\tinterface.\n\tThe following instructions repeat some of the information from the\n\tlocalmailfilter(7)\n\tdocumentation, for convenience. See that\n\tdocumentation for complete information.\n\n\tThe following instructions reference a typical mailing list\n\tconfiguration setup:\n\n\t    A reserved system account called “lists”.\n\n\t    A mailing list's address of\n\t    “lists-announcements@example.com”, set up by\n\t    installing\n",
     [('EMAIL_ADDRESS', 'lists-announcements@example.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/voice/NOTE', '',
     'Sorry that there is no really usable manual for vgetty. Maybe someone\ncould volunteer ?  In the meantime, use the following source\nof information:\n\n- this doc directory\n- ../contrib, which contains some more information about specific problems\n- http://www-internal.alphanet.ch/~schaefer/vgetty/\n- the mgetty mailing-list: mgetty-request@greenie.muc.de\n- the mgetty/vgetty FAQ at\n        HTML: <URL:http://www.webforum.de/FAQ.html>\n        or as tar file: <URL:http://www.webforum.de/FAQ.html.tgz>\n        SGML (Linuxdoc): <URL:http://www.webforum.de/FAQ.sgml>\n\n',
     [('EMAIL_ADDRESS', 'mgetty-request@greenie.muc.de')]),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.bay', '',
     '# -*- text -*-\n# Copyright (C) 2019 The FreeRADIUS Server project and contributors\n# This work is licensed under CC-BY version 4.0 https://creativecommons.org/licenses/by/4.0\n#\n#\tBay Networks\n#\thttp://www.baynetworks.com/\n#\n#\tFrom MegaZone <megazone@megazone.org>, as posted to the bay-isp list.\n#\tModified for Freeradius by Alan DeKok <aland@freeradius.org>\n#\n#   Bay Networks was acquired by Nortel in 1998. Some Avaya products continue\n#   to use attributes from this dictionary as result of the Nortel acquisitions.\n#\n\nVENDOR\t\tBay-Networks\t\t\t1584\n\nBEGIN-VENDOR\tBay-Networks\n#\tBay Networks Extensions\n\nATTRIBUTE\tAnnex-Filter\t\t\t\t28\tstring\nATTRIBUTE\tAnnex-CLI-Command\t\t\t29\tstring\nATTRIBUTE\tAnnex-CLI-Filter\t\t\t30\tstring\nATTRIBUTE\tAnnex-Host-Restrict\t\t\t31\tstring\nATTRIBUTE\tAnnex-Host-Allow\t\t\t32\tstring\nATTRIBUTE\tAnnex-Product-Name\t\t\t33\tstring\nATTRIBUTE\tAnnex-SW-Version\t\t\t34\tstring\n',
     [('EMAIL_ADDRESS', 'aland@freeradius.org'), ('EMAIL_ADDRESS', 'megazone@megazone.org')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/20_head_tests.cf', '',
     'header __SUBJECT_ENCODED_QP\tSubject:raw =~ /=\\?\\S+\\?Q\\?/i\nheader __SUBJECT_ENCODED_B64\tSubject:raw =~ /=\\?\\S+\\?B\\?/i\n\n\n\nheader __FROM_NEEDS_MIME\tFrom:name:raw =~ /[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\xff]/\nheader __FROM_NEEDS_MIME2\tFrom:name =~ /[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\xff]/\nheader __FROM_ENCODED_QP\tFrom:raw =~ /=\\?\\S+\\?Q\\?/i\nheader __FROM_ENCODED_B64\tFrom:raw =~ /=\\?\\S+\\?B\\?/i\n\n\nmeta FROM_EXCESS_BASE64\t\t__FROM_ENCODED_B64 && !__FROM_NEEDS_MIME2\ndescribe FROM_EXCESS_BASE64\tFrom: base64 encoded unnecessarily\n\n\n###########################################################################\n# ADV tags in various languages\n\nheader ENGLISH_UCE_SUBJECT\tSubject =~ /^[^0-9a-z]*adv(?:ert)?\\b/i\ndescribe ENGLISH_UCE_SUBJECT\tSubject contains an English UCE tag\n\n# alan premselaar <alien@12inch.com>, see SpamAssassin-talk list 2003-03\n',
     [('EMAIL_ADDRESS', 'alien@12inch.com')]),
    ('Debian package mailutils-doc 1:3.15-4: /usr/share/doc/mailutils/THANKS', '',
     'Timothy Carpenter    <timbeau_hk@yahoo.co.uk>\nVesselin Atanasov    <vesselin@bgnet.bg>\nWalter Neumann       <neumann@cpw.math.columbia.edu>\nWillem Jaap Zwart    <W.J.Zwart@NescioLudens.nl>\nWojciech Polak       <polak@gnu.org>\n',
     [('EMAIL_ADDRESS', 'W.J.Zwart@NescioLudens.nl'), ('EMAIL_ADDRESS', 'neumann@cpw.math.columbia.edu'), ('EMAIL_ADDRESS', 'polak@gnu.org'), ('EMAIL_ADDRESS', 'timbeau_hk@yahoo.co.uk'), ('EMAIL_ADDRESS', 'vesselin@bgnet.bg')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/cf.README', '',
     "selected domains.  For example, you may choose to reject all mail\noriginating from known spammers.  To enable such a database, use\n\n\tFEATURE(`access_db')\n\nNotice: the access database is applied to the envelope addresses\nand the connection information, not to the header.\n\nThe FEATURE macro can accept as second parameter the key file\ndefinition for the database; for example\n\n\tFEATURE(`access_db', `hash -T<TMPF> /etc/mail/access_map')\n\nNotice: If a second argument is specified it must contain the option\n`-T<TMPF>' as shown above.  The optional parameters may be\n\n\t`skip'\t\t\tenables SKIP as value part (see below).\n\t`lookupdotdomain'\tanother way to enable the feature of the\n\t\t\t\tsame name (see above).\n\t`relaytofulladdress'\tenable entries of the form\n\t\t\t\tTo:user@example.com\tRELAY\n\t\t\t\tto allow relaying to just a specific\n\t\t\t\te-mail address instead of an entire domain.\n\n",
     [('EMAIL_ADDRESS', 'user@example.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/pt_BR/kmymoney/faq.docbook', '',
     '>lista de correio das equipes</ulink\n>. Caso não consiga encontrar seu idioma na lista ou se não conseguir contactar os membros da equipe, envie um e-mail diretamente para a <ulink url="mailto:kde-i18n-doc@kde.org"\n>lista de correio das traduções do KDE</ulink\n> (<ulink url="https://mail.kde.org/mailman/listinfo/kde-i18n-doc"\n>subscrição obrigatória</ulink\n>), para que lhe sejam fornecidos os detalhes para gerar facilmente uma tradução para o &kappname;. </para>\n </answer>\n</qandaentry>\n\n<qandaentry>\n <question>\n   <para\n>Por que o número da versão pulou de 1.0.5 para 4.5, e o que aconteceu com o KMyMoney2?</para>\n </question>\n <answer>\n   <para\n>O uso do KMyMoney2 veio de um legado histórico quando o projeto migrou do &kde; 1 para o &kde; 2. Para evitar mudar o nome toda vez que uma nova versão do &kde; é lançada, nós decidimos fixá-lo como &kappname;.</para>\n   <para\n',
     [('EMAIL_ADDRESS', 'kde-i18n-doc@kde.org')]),
    ('Debian package mailutils-doc 1:3.15-4: /usr/share/doc/mailutils/README', '',
     "    --disable-build-mimeview   do not build mimeview\n    --disable-build-mh         do not build MH utilities\n\nSeveral environment variables affect the configuration. Currently,\nthe only mailutils-specific variable is DEFAULT_CUPS_CONFDIR. It\nsets the location of CUPS (Common UNIX Printing System) configuration\ndirectory, which is needed for `mimeview' utility. By default, this\nlocation is $sysconfdir/cups. On most sites, however, it may be\nreasonable to set it to /etc/cups, e.g.:\n\n\t./configure DEFAULT_CUPS_CONFDIR=/etc/cups ...\n\n\n* Where to report BUGS\n======================\n\nPlease report any bugs to <bug-mailutils@gnu.org>. We encourage\nsysadmins who will be using this package to subscribe to this list by\nsending an email to <bug-mailutils-request@gnu.org> with the word\n`subscribe' in the body of the message. Another way to subscribe is\n",
     [('EMAIL_ADDRESS', 'bug-mailutils-request@gnu.org'), ('EMAIL_ADDRESS', 'bug-mailutils@gnu.org')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/backends/aqhbci/dialogs/dlg_ddvcard_special.dlg', '',
     '<?xml version="1.0" encoding="utf-8"?>\n\n<!--\n/***************************************************************************\n copyright   : (C) 2010 by Martin Preuss\n email       : martin@aqbanking.de\n\n ***************************************************************************\n * This file is part of the project "AqBanking".                           *\n * Please see toplevel file COPYING of that project for license details.   *\n ***************************************************************************/\n-->\n\n<dialog type="dialog" name="ah_setup_ddvcard_special" i18n="aqbanking"\n        flags="decorShrinkable decorStretchable decorMaximize decorMinimize decorClose decorMenu" >\n  <widget type="vlayout" flags="fillX fillY" >\n\n    <widget type="gridLayout" columns="2" flags="fillX" >\n\n      <widget type="label" text="HBCI Version" />\n',
     [('EMAIL_ADDRESS', 'martin@aqbanking.de')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/examples/sample.muttrc-tlr', '',
     '# -*-muttrc-*-\n\n#\n# Mutt configuration file of Thomas Roessler <roessler@does-not-exist.org>\n#\n# Use and distribute freely.\n#\n# Note: This file doesn\'t contain any personal customization, i.e.,\n# using it won\'t make you send messages with my name in the header.\n#\n# Things to change: You probably want to change the "priv.rc" source\n# command in the end of this file.  Also, it\'s likely you want to have \n# a look at the the $editor and $tmpdir variables.\n#\n\n#\n# MIME settings\n#\n\n# auto_view application/ms-tnef text/x-vcard\n# auto_view application/x-chess application/x-lotus-notes\n# auto_view text/html application/x-gzip application/x-gunzip \n# auto_view application/rtf application/x-rath\n# auto_view application/msword\n\nauto_view text/html\nmime_lookup application/octet-stream\n\n# alternative_order application/pgp text/html text/enriched text/plain\nalternative_order text/plain text/html\n\n\n#\n',
     [('EMAIL_ADDRESS', 'roessler@does-not-exist.org')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/ptylogin/ptylogin.c', '',
     "/* ptylogin.c -- links the current tty to a /bin/login process through\n *               a pty pair\n * Marc SCHAEFER <schaefer@alphanet.ch>\n * Creation: 10/01/98\n * Update:   10/01/98\n * V1.0 PV001\n * DESCRIPTION\n *    This emulates a rlogin -8E -l USER localhost from mgetty's login.conf\n *    without the need for two sockets, two processes, and networking\n *    running.\n *    This allows to prevent direct control of the modem tty by a\n *    malicious user, work-arounding many Denial of Service or even\n *    security problems. Please look at the ``Paranoid Secure Port\n *    Implementation'', RCS revision SPEC,v 1.6 1999/01/05 08:41:46 or\n *    later for all details.\n * USAGE\n *    See manpage.\n * RESULT\n *    0 everything fine\n *    1 couldn't exec() /bin/login or allocate pty.\n *    2 missing argument, illegal login name or not running as root.\n * NOTES\n",
     [('EMAIL_ADDRESS', 'schaefer@alphanet.ch')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/emacs/rs/README', '',
     'This directory contains fax sending commands for GNU Emacs.\n\nYou can use them for your own programs under the terms of the GNU Library\nGeneral Public License.  See the file COPYING.LIB for more informations.\n\nHave a look at the comments at the beginning of each file for setup and\ncustomization hints.\n\n\nRalph Schleicher <rs@purple.IN-Ulm.DE>\n\nNote: my e-mail address will change to <rs@purple.ul.bawue.de> in 1996.\n',
     [('EMAIL_ADDRESS', 'rs@purple.IN-Ulm.DE'), ('EMAIL_ADDRESS', 'rs@purple.ul.bawue.de')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/advancedusage.html', '',
     'run                                       \\\n  (concat                                 \\\n     \'set my_var = "`~/bin/myscript.sh \'  \\\n     $spoolfile                           \\\n     \'`"\')\n21.\xa0Miscellany\nThis section documents various features that fit nowhere else.\n\nAddress normalization\n\nMutt normalizes all e-mail addresses to the simplest form possible. If\nan address contains a realname, the form Joe User\n<joe@example.com> is used and the pure e-mail address\nwithout angle brackets otherwise, i.e. just\njoe@example.com.\n\nThis normalization affects all headers Mutt generates including aliases.\n\nInitial folder selection\n\nThe folder Mutt opens at startup is determined as follows: the folder\nspecified in the $MAIL environment variable if\npresent. Otherwise, the value of $MAILDIR is taken\ninto account. If that isn\'t present either, Mutt takes the user\'s\n',
     [('EMAIL_ADDRESS', 'joe@example.com')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/README.MSCHAP80', '',
     "PPP Support for Microsoft's CHAP-80\n===================================\n\nEric Rosenquist          rosenqui@strataware.com\n(updated by Paul Mackerras)\n(updated by Al Longyear)\n(updated by Farrell Woods)\n(updated by Frank Cusack)\n\nINTRODUCTION\n\nMicrosoft has introduced an extension to the Challenge/Handshake\nAuthentication Protocol (CHAP) which avoids storing cleartext\npasswords on a server.  (Unfortunately, this is not as secure as it\nsounds, because the encrypted password stored on a server can be used\nby a bogus client to gain access to the server just as easily as if\nthe password were stored in cleartext.)  The details of the Microsoft\nextensions can be found in the document:\n\n    <http://www.ietf.org/rfc/rfc2433.txt>\n\nIn short, MS-CHAP is identified as <auth chap 80> since the hex value\nof 80 is used to designate Microsoft's scheme.  Standard PPP CHAP uses\n",
     [('EMAIL_ADDRESS', 'rosenqui@strataware.com')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/Migration.Online.txt', '',
     'user2@domain.tld HOLD Planned maintenance\n[...]\n---%<-------------------------------------------------------------------------\n\nVirtual Domain Aliases in Postfix can be easily used to populate the *List of\nRecipients* to be converted (and to be queued on HOLD). The following basic\nscript helps populating the database and needs to be adapted to the actual\nalias location:\n\n---%<-------------------------------------------------------------------------\n#!/bin/bash\nset -e\nALIASES="/etc/postfix/virtual"\nMAINTALIASES="/etc/postfix/recipient_maintenance"\n\ndoveadm user $1 || { echo \'user query failed.\'; exit 1; }\n\nsed -e "s/\\(.*\\)$1/\\1/;s/[ \\t]*$//; s/$/ HOLD Planned maintenance: account=$1/"\n$ALIASES >>$MAINTALIASES\ngrep $1 $MAINTALIASES\npostmap $MAINTALIASES\necho \'[ Complete ]\'\n---%<-------------------------------------------------------------------------\n\nUsage:\n\n',
     [('EMAIL_ADDRESS', 'user2@domain.tld')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     "========================================================\n\nADDRESS TEST MODE (ruleset 3 NOT automatically invoked)\nEnter <ruleset> <address>\n> 8.12.1\n%\n\n   Adjust the pathname as needed; /usr/lib and /usr/sbin are the most\n   common locations.\n     _________________________________________________________________\n\nSubject: Q4.17 -- How do I handle user names with upper-case characters?\n\n   Date: November 18, 1999\n   Updated: August 8, 2001\n\n   You really shouldn't, because upper case characters in user names are\n   contrary to the Unix tradition. If you do, then e-mail addresses will\n   be case sensitive, so that mail to <USER@your.host> will bounce\n   instead of being delivered to <user@your.host>. As this is contrary to\n   the expectations of many, it is not recommended.\n\n   But if you insist on doing so anyway, and you have version 8.10, put\n   the following in your .mc file:\n",
     [('EMAIL_ADDRESS', 'USER@your.host'), ('EMAIL_ADDRESS', 'user@your.host')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/advancedusage.html', '',
     "so there is no need to use a flag for different mailbox types.  When\ncreating new mailboxes, Mutt uses the default specified with the $mbox_type variable. A short description of\nthe formats follows.\n\nmbox.  This is a widely used mailbox format for\nUNIX.  All messages are stored in a single file.  Each message has a\nline of the form:\n\nFrom me@cs.hmc.edu Fri, 11 Apr 1997 11:44:56 PST\n\nto denote the start of a new message (this is often referred to as the\n“From_” line). The mbox format requires mailbox locking, is\nprone to mailbox corruption with concurrently writing clients or\nmisinterpreted From_ lines. Depending on the environment, new mail\ndetection can be unreliable. Mbox folders are fast to open and easy to\narchive.\n\nMMDF.  This is a variant of the\nmbox format.  Each message is surrounded by lines\ncontaining “^A^A^A^A” (four times control-A's). The same\n",
     [('EMAIL_ADDRESS', 'me@cs.hmc.edu')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/README', '',
     "  incorporated into the Net-SNMP project, it will be redistributed\n  under the terms of the license agreement used for the entire body of\n  work that comprises the Net-SNMP project (see the COPYING file for\n  details).  If this license agreement ever changes the contribution\n  will continue to be released under any new licenses as well.  Thank\n  you, in advance, for your gracious contributions.\n\nCODE UPDATE ANNOUNCEMENTS\n\n  See the NEWS file and the ChangeLog file for details on what has\n  changed between releases.\n\n  We hate broadcasting announce messages to other mailing lists and\n  newsgroups, so there is a mailing list set up to handle release\n  announcements.  Any time we put new software out for ftp, we'll mail\n  this fact to net-snmp-announce@lists.sourceforge.net.  See the\n  MAILING LISTS section described below to sign up for these\n  announcements.\n\n",
     [('EMAIL_ADDRESS', 'net-snmp-announce@lists.sourceforge.net')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/en/kmymoney/details-schedules.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.schedules">\n<chapterinfo>\n  <authorgroup>\n    <author> &Roger.Lum; &Roger.Lum.mail; </author>\n    <author> &Michael.T.Edwardes; &Michael.T.Edwardes.mail; </author>\n    <author>\n      <personname><firstname>Michael</firstname><surname>Carpino</surname></personname>\n      <email>mfcarpino@gmail.com</email>\n    </author>\n  </authorgroup>\n  <date>2019-04-01</date>\n  <releaseinfo>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title>Schedules</title>\n\n<sect1 id="details.schedules.intro">\n<title>Introduction</title>\n\n<para>\n  <quote>\n    Schedules maintain information about transactions that occur one or more\n    times over a specified period of time.\n  </quote>\n</para>\n\n<para>\n  Sometimes called a recurring transaction, a schedule provides a means to\n  record information about a transaction that happen on a regular basis.  You \n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/perl-tk/handle_commands.pl', '',
     "#!/usr/bin/perl5\n#\n# (C) 1995 Klaus Lichtenwalder <Lichtenwalder@ACM.org>\n#\n# First shot \n\n#\n# Configurable Commands for printing and viewing INCOMING faxes.\n#     Print and View command can have and need exactly one parameter:\n#     the complete pathname of the fax.\n#\n\n# We go to the /tmp for converting, this is for PostScript output\n$MULTIPAGE_PRINT= 'cd /tmp; for i in %s; do /usr/local/bin/fax2tiff -o fax$$.tif `dirname %s`/$i; /usr/local/bin/fax2ps fax$$.tif | lpr; done; rm fax$$.tif';\n#\n$MULTIPAGE_VIEW = 'cd `dirname %s`;/usr/local/bin/viewfax %s';\n\nmy $HiResPosPrint   = 1;\nmy $NormResPosPrint = 0;\nmy $HiResPosView    = 0;\nmy $NormResPosView  = 0;\n\nmy $MAX_LINES = 5;\n\n# The Array of print commands\n",
     [('EMAIL_ADDRESS', 'Lichtenwalder@ACM.org')]),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.freeswitch', '',
     '# -*- text -*-\n# Copyright (C) 2019 The FreeRADIUS Server project and contributors\n# This work is licensed under CC-BY version 4.0 https://creativecommons.org/licenses/by/4.0\n#\n# cparker@segv.org\n#\n# Version:\t$Id: 0592e4cdf460c628c75c8a570516ab07a8d43ced $\n#\n\nVENDOR\t\tFreeswitch\t\t\t27880\n\n#\n#\tStandard attribute\n#\nBEGIN-VENDOR\tFreeswitch\n\nATTRIBUTE\tFreeswitch-AVPair\t\t\t1\tstring\nATTRIBUTE\tFreeswitch-CLID\t\t\t\t2\tstring\nATTRIBUTE\tFreeswitch-Dialplan\t\t\t3\tstring\nATTRIBUTE\tFreeswitch-Src\t\t\t\t4\tstring\nATTRIBUTE\tFreeswitch-Dst\t\t\t\t5\tstring\nATTRIBUTE\tFreeswitch-Src-Channel\t\t\t6\tstring\nATTRIBUTE\tFreeswitch-Dst-Channel\t\t\t7\tstring\nATTRIBUTE\tFreeswitch-Ani\t\t\t\t8\tstring\nATTRIBUTE\tFreeswitch-Aniii\t\t\t9\tstring\nATTRIBUTE\tFreeswitch-Lastapp\t\t\t10\tstring\nATTRIBUTE\tFreeswitch-Lastdata\t\t\t11\tstring\nATTRIBUTE\tFreeswitch-Disposition\t\t\t12\tstring\nATTRIBUTE\tFreeswitch-Hangupcause\t\t\t13\tinteger\n',
     [('EMAIL_ADDRESS', 'cparker@segv.org')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/faxit.README', '',
     '                    |       Richard Schwaninger\n                    |       softWorks\n                    |       Theodor-Koernerstr. 173\n                    |       A-8010 Graz, Austria\n                    | \n====================+========================================================\n    7. REQUIREMENTS | Currently tdoc is available for the following platforms:\n                    |\n                    | Linux:\n                    |   You need an ELF based system with X11\n                    |\n                    | HP-UX:\n                    |   Version 9.x (10.x may work too). X11R5 or later\n                    |\n                    | SGI Irix: \n                    |   Version 5.3\n                    |\n                    | Faxit needs the following packages:\n                    | \n                  o | mgetty+sendfax from Gert Doering (gert@greenie.muc.de). \n',
     [('EMAIL_ADDRESS', 'gert@greenie.muc.de')]),
    ('PyPI braintree 4.48.0: braintree/webhook_testing_gateway.py', '',
     '    def __transaction_retried_sample_xml(self, id):\n        return """\n            <transaction>\n              <id>%s</id>\n              <amount>100</amount>\n              <status>submitted_for_settlement</status>\n              <type>sale</type>\n              <currency-iso-code>USD</currency-iso-code>\n              <retried-transaction-id>original_txn_id</retried-transaction-id>\n            </transaction>\n        """ % id\n\n    def __transaction_reviewed_sample_xml(self, id):\n        return """\n            <transaction-review>\n              <transaction-id>%s</transaction-id>\n              <decision>a smart decision</decision>\n              <reviewer-email>hey@girl.com</reviewer-email>\n              <reviewer-note>I reviewed this</reviewer-note>\n              <reviewed-time type="datetime">2021-04-20T06:09:00Z</reviewed-time>\n            </transaction-review>\n        """ % id\n\n',
     [('EMAIL_ADDRESS', 'hey@girl.com')]),
    ('Debian package mgetty 1.2.1-1.2: /usr/share/doc/mgetty/README.Debian', '',
     'mgetty comes with FIDO support enabled. A sequence of characters is send\nbefore the login prompt to detect and EMSI session and later erased with\nbackspace. If this causes problems then switch EMSI off in mgetty.config. \nThis can be done by placing a line "fido-send-emsi n" in /etc/mgetty.config.\n\nmgetty-voice Documentation and Examples\n---------------------------------------\nCan be found under /usr/share/doc/mgetty/voice once mgetty-docs has\nbeen installed.\n\nWindoze Client\n--------------\nThere is a W9x/WNT client, which allows you to send faxes from windows\nto a server running mgetty, to be faxed:\n\n  http://www.itex.co.za/mgetty\n\n\nPhilip Hands <phil@hands.com>\nChristoph Lameter <clameter@debian.org>\nJohn Goerzen <jgoerzen@complete.org>\n',
     [('EMAIL_ADDRESS', 'clameter@debian.org'), ('EMAIL_ADDRESS', 'jgoerzen@complete.org'), ('EMAIL_ADDRESS', 'phil@hands.com')]),
    ('PyPI stripe 16.1.0: stripe/_http_client.py', '',
     '            method, url, headers, post_data\n        )\n        try:\n            response = await self._client_async.request(*args, **kwargs)\n        except Exception as e:\n            self._handle_request_error(e)\n\n        content = response.content\n        status_code = response.status_code\n        response_headers = response.headers\n        return content, status_code, response_headers\n\n    def _handle_request_error(self, e: Exception) -> NoReturn:\n        msg = (\n            "Unexpected error communicating with Stripe. If this "\n            "problem persists, let us know at support@stripe.com."\n        )\n        err = "A %s was raised" % (type(e).__name__,)\n        should_retry = True\n\n        msg = textwrap.fill(msg) + "\\n\\n(Network error: %s)" % (err,)\n        raise APIConnectionError(msg, should_retry=should_retry) from e\n\n    def request_stream(\n',
     [('EMAIL_ADDRESS', 'support@stripe.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/examples/new_fax.NeXT', '',
     '#   -M        -- MSBF (default is LSBF)\n#\n# <Paul Buckley> buckley@mayo.edu March, 1996.\n\n# Send the fax as NeXT mail to:\nMAILTO="paul"\n\n# be sure to have send_attach around\nSEND="/usr/local/bin/send_attach"\n\n# called by mgetty, this script is fed\n# <program> <result code> "<sender_id>" <#pgs> <pg1> <pg2>...\n#\n\nHUP="$1"\nSENDER="$2"\nPAGES="$3"\n\nshift 3\nP=1\n\nBASE=`basename $1 .01`\nDIR="/tmp/"\n\nwhile [ $P -le $PAGES ]\ndo\n\tFILE=$1\n\tRES=`basename $FILE | sed \'s/.\\(.\\).*/\\1/\'`\n\tif [ "$RES" = "f" ]\n\tthen\n\t\tHEADER="100"\n\t\tOPS=-s\n\telse\n\t\tHEADER="000"\n\t\tOPS=-d\n\tfi\n\n\tif [ $P -le 9 ]\n\tthen\n\t\techo -n $HEADER > $DIR$BASE\'.\'\'00\'$P\n\t\tcat $FILE >> $DIR$BASE\'.\'\'00\'$P\n\telif [ $P -le 99 ]\n\tthen\n\t\techo -n $HEADER > $DIR$BASE\'.\'\'0\'$P\n\t\tcat $FILE >> $DIR$BASE\'.\'\'0\'$P\n\telif [ $P -le 999 ]\n\tthen\n\t\techo -n $HEADER > $DIR$BASE\'.\'$P\n\t\tcat $FILE >> $DIR$BASE\'.\'$P\n\telse\n\t\techo "too many pages"\n\tfi\n\t\n\tshift\n',
     [('EMAIL_ADDRESS', 'buckley@mayo.edu')]),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/NEWS.Debian', '',
     "    opportunistic, but fetchmail would happily transmit the password in cleartext\n    if STARTTLS failed.\n    Configurations using --ssl --sslcertck however have been safe.\n\n -- Nico Golde <nico@ngolde.de>  Tue, 21 Nov 2006 17:39:37 +0100\n\nfetchmail (6.3.1-1) unstable; urgency=low\n\n    File /etc/default/fetchamil has been added to stablish if user wants to\n    start fetchmail on boot or not.\n    On install time we try to determine from old version if start or not.\n    Default will be to not start.\n    This addition is necessary since upgrades of the package while the users\n    hadn't finish to configure fetchmail properly were breaking the upgrade.\n    This had bitten quite a few users.\n    The fetchmail-ssl dummy package has been removed since it is no longer\n    needed.\n  \tDue to #327250 fetchmail home directory (/var/run/fetchmail) changed to\n    /var/lib/fetchmail\n\n",
     [('EMAIL_ADDRESS', 'nico@ngolde.de')]),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     '------------------------------\n  \nSubject: 06.08 Fixing "post: unexpected response; [RPLY] 503 Need MAIL before RCPT"\nFrom: Bjoern Stabell <bjoerns at acm.org>\nDate: Mon, 1 May 1995 00:00:00 -0800\n\n  I inserted:\n\n    clientname: localhost\n\n  in the $MHLIB/mts.conf (mtstailor) file, and that fixed the problem.\n\n------------------------------\n  \nSubject: !06.09 Fixing "post: problem initializing server; [BHST] premature end-of-file on socket"\nFrom: David Levine <levinedl@acm.org>\nDate: Sun Sep 30 22:52:46 CDT 2012\n\n  To use a different SMTP server temporarily (after nmh 1.5):\n\n    What now? send -server smtp.example.com\n\n  Use the name or address of your SMTP server, of course.\n  Alternatively, if you can use your local sendmail program, then\n  enable that by one of these methods:\n\n  1. Change the mts setting in your mts.conf to:\n\n       mts: sendmail/pipe\n\n',
     [('EMAIL_ADDRESS', 'levinedl@acm.org')]),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/manual.txt', '',
     "Default:\xa0no\n\nThis variable controls whether or not Mutt will display the “personal” name\nfrom your aliases in the index menu if it finds an alias that matches the\nmessage's sender. For example, if you have the following alias:\n\nalias juser abd30425@somewhere.net (Joe User)\n\nand then you receive mail which contains the following header:\n\nFrom: abd30425@somewhere.net\n\nIt would be displayed in the index menu as “Joe User” instead of “\nabd30425@somewhere.net.” This is useful when the person's e-mail address is not\nhuman friendly.\n\n3.288.\xa0reverse_name\n\nType:\xa0boolean\nDefault:\xa0no\n\nIt may sometimes arrive that you receive mail to a certain machine, move the\nmessages to another machine, and reply to some the messages from there. If this\nvariable is set, the default From: line of the reply messages is built using\nthe address where you received the messages you are replying to if that address\n",
     [('EMAIL_ADDRESS', 'abd30425@somewhere.net')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/pt_BR/kmymoney/index.docbook', '',
     '>&Thomas.Baumgart; &Thomas.Baumgart.mail; </author>\n<author\n>&Ace.Jones; &Ace.Jones.mail; </author>\n<author\n>&Tony.Bloomfield; &Tony.Bloomfield.mail; </author>\n<author\n>&Robert.Wadley; &Robert.Wadley.mail; </author>\n<author\n>&Darin.Strait; &Darin.Strait.mail; </author>\n<author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n<author\n>&Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n<othercredit role="translator"\n><firstname\n>Marcus</firstname\n><surname\n>Gama</surname\n><affiliation\n><address\n><email\n>marcus.gama@gmail.com</email\n></address\n></affiliation\n><contrib\n>Tradução</contrib\n></othercredit\n><othercredit role="translator"\n><firstname\n>André Marcelo</firstname\n><surname\n>Alvarenga</surname\n><affiliation\n><address\n><email\n>alvarenga@kde.org</email\n></address\n></affiliation\n><contrib\n>Tradução</contrib\n></othercredit\n> \n</authorgroup>\n\n<copyright>\n<year\n>2000</year>\n<year\n>2001</year>\n<year\n',
     [('EMAIL_ADDRESS', 'alvarenga@kde.org'), ('EMAIL_ADDRESS', 'marcus.gama@gmail.com')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/60_welcomelist.cf', '',
     '      # header    HEADER_HOST_IN_WHITELIST eval:check_uri_host_listed(\'WELCOME\')\n      # describe  HEADER_HOST_IN_WHITELIST Host or Domain in header is listed in the user\'s URI white-list\n      # tflags    HEADER_HOST_IN_WHITELIST userconf nice noautolearn\n\n###########################################################################\n# Default welcomelists.  These should be addresses which send mail that is often\n# tagged (incorrectly) as spam; it also helps that they be addresses of big\n# companies with lots of lawyers, so if spammers impersonate them, they\'ll get\n# into big trouble, so it doesn\'t provide a shortcut around SpamAssassin.\n#\n# Welcomelist and blocklist addresses are now file-glob-style patterns, so\n# "friend@somewhere.com", "*@isp.com", or "*.domain.net" will all work.\n#\n# Please do not add unmoderated public mailing lists here.  They are\n# too easily abused by spammers.\n\n',
     [('EMAIL_ADDRESS', 'friend@somewhere.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/nl/kmymoney/index.docbook', '',
     '>kmymoney-devel@kde.org</email\n>">\n  <!ENTITY userlist "<email\n>kmymoney@kde.org</email\n>">\n  <!-- Support for bulding against old kdoctools versions, included in 5.69 -->\n  <!ENTITY gnucash "<application\n>GnuCash</application\n>">\n\n  <!-- the following author entity was added to contributor.entities in 4.5 branch and trunk of svn\n       they can be removed from this file once they are present in the kdelibs minimum version required by &kmymoney; -->\n\n  <!ENTITY Ace.Jones "  <personname\n><firstname\n>Ace</firstname\n><surname\n>Jones</surname\n></personname\n>">\n  <!ENTITY Ace.Jones.mail "<email\n>acejones@users.sourceforge.net</email\n>">\n\n  <!-- the following author entity was added to contributor.entities in trunk and probably 4.6 branch of svn\n       it can be removed from this file once it is present in the kdelibs minimum version required by &kmymoney; -->\n\n',
     [('EMAIL_ADDRESS', 'acejones@users.sourceforge.net'), ('EMAIL_ADDRESS', 'kmymoney-devel@kde.org'), ('EMAIL_ADDRESS', 'kmymoney@kde.org')]),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/text/commandline.txt', '',
     'one is called “Foo” and the other has an email address containing\n“foo”:\n\n   $ khard list foo\n   Index    Name    Email\n   1        Bar     bar@foo-company.com\n   2        Foo     boss@example.com\n\nBut when searching for "name:foo" or "emails:foo" one would only find\none of these each time because “foo” only matches in these specific\nfields of the contact.\n\nThe available fields are the same as in the YAML format for contacts\n(an empty YAML template can be seen with "khard template").  Case does\nnot matter, all filed names will be converted to lower case.  For\nfield names with spaces (like “Formatted name”) the spaces have to be\nreplaced with underscores (like in "formatted_name").  And the five\nname related fields “Prefix”, “First name”, “Additional”, “Last name”\nand “Suffix” are not available, but a simple "name:" query is possible\n',
     [('EMAIL_ADDRESS', 'bar@foo-company.com'), ('EMAIL_ADDRESS', 'boss@example.com')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/LDA.Postfix.txt', '',
     '---%<-------------------------------------------------------------------------\nRecipient address rejected: undeliverable address: host\ntux.example.com[private/dovecot-lmtp] said: 550 5.1.1 < tzknvtr@example.com >\nUser doesn\'t exist: tzknvtr@example.com (in reply to RCPT TO command); from=<\ncnrilrgfclra@spammer.org > to=< tzknvtr@example.com >\n---%<-------------------------------------------------------------------------\n\nIf the recipient address exists (status=deliverable) Postfix accepts the mail.\n\n*Info:* you can not use "reject_unverified_recipient" with "pipe" so this\ndoesn\'t work with the Dovecot LDA "deliver".\n\n(This file was created from the wiki on 2019-06-19 12:42)\n',
     [('EMAIL_ADDRESS', 'cnrilrgfclra@spammer.org'), ('EMAIL_ADDRESS', 'tzknvtr@example.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/g3tolj.1', '',
     'Please report bugs to chel@vangennip.nl\n.SH "SEE ALSO"\npbmtog3(1), pbm(5), g3cat(1), sendfax(8), mgetty(1)\n.SH AUTHOR\n.I g3tolj\nis Copyright (C) 1994 by Chel van Gennip, <chel@vangennip.nl>. Sources of \n.I g3topbm\nand\n.I pbmtolj\nprograms in Jef Poskanzers\n.I pbmplus\npackage have been used, but al lot of code has been changed or added to \nsimplify its use for printing faxes. Value added: low use of memory, fast \nscaling, printing of long faxes with page breaks, print file compression (by\nJohn Watson)\n',
     [('EMAIL_ADDRESS', 'chel@vangennip.nl')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/backends/aqpaypal/dialogs/dlg_edituser.dlg', '',
     '<?xml version="1.0" encoding="utf-8"?>\n\n<!--\n/***************************************************************************\n copyright   : (C) 2010 by Martin Preuss\n email       : martin@aqbanking.de\n\n ***************************************************************************\n * This file is part of the project "AqBanking".                           *\n * Please see toplevel file COPYING of that project for license details.   *\n ***************************************************************************/\n-->\n\n<dialog type="dialog" name="apy_edit_user" i18n="aqbanking"\n        flags="decorShrinkable decorStretchable decorMaximize decorMinimize decorClose decorMenu" >\n  <widget type="vlayout" flags="fillX fillY" >\n\n    <widget type="groupBox" text="General Settings" flags="fillX" >\n      <widget type="vlayout" flags="fillX fillY" >\n        <widget type="hlayout" flags="fillX" >\n    \n',
     [('EMAIL_ADDRESS', 'martin@aqbanking.de')]),
    ('PyPI khard 0.21.0: test/test_command_line_interface.py', '',
     '    def test_email_addresses_can_be_skipped(self):\n        email = [\n            "From: third <third@example.com>\\n",\n            "To: anybody@example.com\\n",\n            "\\n",\n            "text\\n"\n        ]\n        with tempfile.NamedTemporaryFile("w") as tmp:\n            tmp.writelines(email)\n            tmp.flush()\n            with mock.patch("builtins.input", lambda _: "n"):\n                run_main("add-email", "--input-file", tmp.name)\n        contacts = khard.config.abooks.get_short_uid_dict().values()\n        emails1 = [c.emails for c in contacts if c.emails]\n        emails2 = [list(e.values()) for e in emails1]\n        emails = [eee for e in emails2 for ee in e for eee in ee]\n        self.assertNotIn("third@example.com", emails)\n\n\nif __name__ == "__main__":\n    unittest.main()\n',
     [('EMAIL_ADDRESS', 'anybody@example.com'), ('EMAIL_ADDRESS', 'third@example.com')]),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/OLDNEWS', '',
     '* Gunther Leber\'s code to sanitize %T and %F expansion in the MDA string.\n* Jonathan Marten\'s fix for list option handling.\n\nThere are 281 people on fetchmail-friends and 228 on fetchmail-announce.\n\nfetchmail-4.4.9 (Thu Jun  4 10:41:02 EDT 1998), 14847 lines:\n* 0.93 beta version of fetchmailconf (now with autoprobing for servers!).\n* Merging of command-line arguments has now been fixed (I think!).\n* Make fetchmail 64-bit clean (thanks to John Franklin <john@iptimaging.com>).\n* Fix man-page installation (thanks to Kevin Hawkins <khawkins@ncsa.uiuc.edu>).\n* Should build on SunOS again (__STDC__ conditions changed to STDC_HEADERS).\n* CompuServe RPA and idfile fixes from Rich Beerman <rbeerman@pobox.com>.\n* Hajimu UMEMOTO <ume@calm.imasy.or.jp> patched the address-rewrite logic to\n  deal with addresses of the form "John Smith (foo) <jsmith@bar.com>" better.\n',
     [('EMAIL_ADDRESS', 'john@iptimaging.com'), ('EMAIL_ADDRESS', 'jsmith@bar.com'), ('EMAIL_ADDRESS', 'khawkins@ncsa.uiuc.edu'), ('EMAIL_ADDRESS', 'rbeerman@pobox.com'), ('EMAIL_ADDRESS', 'ume@calm.imasy.or.jp')]),
    ('PyPI stripe 16.1.0: tests/services/test_oauth.py', '',
     'import pytest\n\nfrom urllib.parse import parse_qs, urlparse\n\nimport stripe\nfrom stripe._stripe_client import StripeClient\n\n\nclass TestOAuth(object):\n    @pytest.fixture\n    def stripe_client(self, http_client_mock) -> StripeClient:\n        return StripeClient(\n            "sk_test_123",\n            http_client=http_client_mock.get_mock_http_client(),\n            client_id="ca_123",\n        )\n\n    def test_authorize_url(self, stripe_client: StripeClient):\n        url = stripe_client.oauth.authorize_url(\n            {\n                "scope": "read_write",\n                "state": "csrf_token",\n                "stripe_user": {\n                    "email": "test@example.com",\n                    "url": "https://example.com/profile/test",\n                    "country": "US",\n                },\n            }\n        )\n        o = urlparse(url)\n        params = parse_qs(o.query)\n\n',
     [('EMAIL_ADDRESS', 'test@example.com')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     "   www.isc.org/bind.html the BIND home page\n   bind-bugs@isc.org bug reports\n     _________________________________________________________________\n\nQ2.7 -- Which version of sendmail should I run?\n\n   Date: April 8, 1997\n   Updated: March 7, 2000\n\n   If you're concerned at all about the security of your machines, you\n   should make sure you're at least running a recent release of version 8\n   sendmail (either from your vendor or the public version detailed in\n   Q2.8).\n\n   Check the CERT Alerts and Summaries to make sure that you're running a\n   version that is free of known security holes. Just because the\n   sendmail program provided by your vendor isn't listed doesn't mean\n   that you're not vulnerable, however. If your particular vendor or\n   version isn't listed, check with your vendor and on the appropriate\n   Internet mailing lists and Usenet newsgroups to verify.\n\n",
     [('EMAIL_ADDRESS', 'bind-bugs@isc.org')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/samples/Tin.rc', '',
     '# From: Tom Gilbert <gilbertt@tomgilbert.freeserve.co.uk>\n# To: mutt-users@mutt.org\n# Subject: Re: Lynx-like movements\n# Date: Sat, 4 Sep 1999 21:09:00 +0000\n\n\n#\n# These key bindings may be nice for notorious lynx or tin users.\n#\n\nbind  pager   <up>     previous-line\nbind  pager   <down>   next-line\nbind  pager   <left>   exit\nbind  pager   <right>  view-attachments\nbind  attach  <left>   exit\nbind  attach  <right>  view-attach\nbind  index   <right>  display-message\nmacro index   <left>   "<change-folder>?"\nbind  browser <right>  select-entry\nmacro browser <left>   "<exit><change-folder>!<Enter>"\n\n\n',
     [('EMAIL_ADDRESS', 'gilbertt@tomgilbert.freeserve.co.uk'), ('EMAIL_ADDRESS', 'mutt-users@mutt.org')]),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     '  there in the first place. To remove the file lock, do the following:\n\n    # cd /var/spool/mail\n    # cp user /tmp/user.tmp; rm user\t# save mail; remove locked file\n    # chown user /tmp/user.tmp\t\t# allow user to inc old mail\n    # su - user\n    user% inc -file user.tmp\t\t# incorporate user\'s old mail\n\n  Any mail that you receive in the fraction of a second that the\n  second set of commands takes will be lost.\n\n  (See also "Why does inc hang (on Sun)?")\n\n------------------------------\n  \nSubject: 03.10 Can I read my mail with a Web browser?\nFrom: Jerry Heyman <jerry@fourwinds.cx>\nDate: Sat, 09 Oct 2004 12:41:03 -0400\n\n  See http://www.squirrelmail.org/\n\n    SquirrelMail is a standards-based webmail package written in PHP4.\n    It includes built-in pure PHP support for the IMAP and SMTP\n    protocols, and all pages render in pure HTML 4.0 (with no\n',
     [('EMAIL_ADDRESS', 'jerry@fourwinds.cx')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/uk/kmymoney/credits.docbook', '',
     '>Ralf Habacker &Ralf.Habacker.mail;</title>\n      <para\n>Розробник.</para>\n    </formalpara>\n  </listitem>\n</itemizedlist>\n</sect1>\n\n<sect1 id="credits.special">\n<title\n>Особлива подяка</title>\n\n<itemizedlist>\n  <listitem>\n    <formalpara>\n      <title\n>Jack Ostroff &Jack.H.Ostroff.mail;</title>\n      <para\n>Документація та підтримка користувачів.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Kevin Tambascio <email\n>ktambascio@users.sourceforge.net</email\n></title>\n      <para\n>Початкова підтримка інвестування.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Javier Campos Morales <email\n>javi_c@users.sourceforge.net</email\n></title>\n      <para\n>Розробник і художник.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Robert Wadley &Robert.Wadley.mail;</title>\n      <para\n',
     [('EMAIL_ADDRESS', 'javi_c@users.sourceforge.net'), ('EMAIL_ADDRESS', 'ktambascio@users.sourceforge.net')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/60_welcomelist_spf.cf', '',
     '###########################################################################\n# Default welcomelists.  These should be addresses which send mail that is often\n# tagged (incorrectly) as spam; it also helps that they be addresses of big\n# companies with lots of lawyers, so if spammers impersonate them, they\'ll get\n# into big trouble, so it doesn\'t provide a shortcut around SpamAssassin.\n#\n# Whitelist and blacklist addresses are now file-glob-style patterns, so\n# "friend@somewhere.com", "*@isp.com", or "*.domain.net" will all work.\n#\n# Please do not add unmoderated public mailing lists here.  They are\n# too easily abused by spammers.\n\nif can(Mail::SpamAssassin::Conf::feature_welcomelist_blocklist)\n\ndef_welcomelist_from_spf   *@nytimes.com\ndef_welcomelist_from_spf   *@amazon.com\ndef_welcomelist_from_spf   *@amazon.co.uk\ndef_welcomelist_from_spf   *@*.amazon.co.uk\n',
     [('EMAIL_ADDRESS', 'friend@somewhere.com')]),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', '',
     '    def test_accounts_post_service_non_namespaced(\n        self, http_client_mock: HTTPClientMock\n    ) -> None:\n        http_client_mock.stub_request(\n            "post",\n            "/v1/accounts",\n        )\n        client = StripeClient(\n            "sk_test_123",\n            http_client=http_client_mock.get_mock_http_client(),\n        )\n\n        client.accounts.create(\n            {\n                "type": "custom",\n                "country": "US",\n                "email": "jenny.rosen@example.com",\n                "capabilities": {\n                    "card_payments": {"requested": True},\n                    "transfers": {"requested": True},\n                },\n            }\n        )\n        http_client_mock.assert_requested(\n            "post",\n            path="/v1/accounts",\n            query_string="",\n            api_base="https://api.stripe.com",\n',
     [('EMAIL_ADDRESS', 'jenny.rosen@example.com')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/www/faxhists.in', '',
     '#!@PERL@\n#\n# faxhists.cgi -- show fax history (reading \'acct.log\')\n# \n# Copyright 1998 Gert Doering, gert@greenie.net\n#\n# CVS: $Id: faxhists.in,v 1.3 2006/01/19 13:58:06 gert Exp $\n#\n# $Log: faxhists.in,v $\n# Revision 1.3  2006/01/19 13:58:06  gert\n# adapt to understand "new" acct.log format (faxrunqd 1.70->1.71)\n# add total number of hits to result table\n#\n# Revision 1.2  1998/12/04 14:57:54  gert\n# substitute regex specials for dummy users\n#\n# Revision 1.1  1998/11/24 15:51:01  gert\n# Fax History Search - first cut\n#\n\n#\nprint "Content-type: text/html\\n\\n";\n\n# read configuration file\nrequire "@CONFDIR@/wwwgui.conf";\n\n$fax_acct=\'@FAX_SPOOL@/acct.log\';\n$faxrunq_cf=\'@CONFDIR@/faxrunq.config\';\n\n#\n# read and parse CGI arguments\n#\nif ($ENV{\'REQUEST_METHOD\'} eq "GET")\n{\n  $query_string=$ENV{\'QUERY_STRING\'};\n}\nelsif (($ENV{\'REQUEST_METHOD\'} eq "POST") &&\n',
     [('EMAIL_ADDRESS', 'gert@greenie.net')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/install.html', '',
     '  authentication database must provide login details for\n  johnsmith@example.com. To enable certificate authentication,\n  edit the following configuration files in sysconfdir:\n  imapd-ssl, pop3d-ssl, esmtpd and\n  esmtpd-ssl (the esmtpd files enable SSL certificate\n  authentication for incoming SMTP connections, if a good SSL\n  certificate is provided, the client receives mail relaying privileges). All\n  of these configuration files require the same set of changes:\n\n      Set TLS_TRUSTCERTS to the filename with your certificate\n      authority\'s X.509 certificate.\n\n      Change the TLS_VERIFYPEER setting to "PEER".\n      The setting can also be changed to "REQUIREPEER" to require\n      all SSL/TLS connections to provide a certificate. Otherwise, it is\n      optional. If the mail client provides an SSL certificate, it may be used\n',
     [('EMAIL_ADDRESS', 'johnsmith@example.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ru/kmymoney/index.docbook', '',
     '  <!ENTITY Allan.Anderson "<personname\n><firstname\n>Allan</firstname\n><surname\n>Anderson</surname\n></personname\n>">\n  <!ENTITY Allan.Anderson.mail "<email\n>agander93@gmail.com</email\n>">\n\n  <!-- the following author entities were added to contributor.entities for the 5.0 release\n       they can be removed from this file once they are present in the kdelibs minimum version required by &kmymoney; -->\n\n  <!ENTITY Lukasz.Wojnilowiczs "<personname\n><firstname\n>Łukasz</firstname\n><surname\n>Wojniłowicz</surname\n></personname\n>">\n  <!ENTITY Lukasz.Wojnilowicz.mail "<email\n>lukasz.wojnilowicz@gmail.com</email\n>">\n\n  <!ENTITY Ralf.Habacker "<personname\n><firstname\n>Ralf</firstname\n><surname\n>Habacker</surname\n></personname\n>">\n  <!ENTITY Ralf.Habacker.mail "<email\n>ralf.habacker@freenet.de</email\n>">\n\n  <!ENTITY Christian.David "<personname\n><firstname\n>Christian</firstname\n><surname\n',
     [('EMAIL_ADDRESS', 'agander93@gmail.com'), ('EMAIL_ADDRESS', 'lukasz.wojnilowicz@gmail.com'), ('EMAIL_ADDRESS', 'ralf.habacker@freenet.de')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ca/kmymoney/credits.docbook', '',
     '>Desenvolupador.</para>\n    </formalpara>\n  </listitem>\n \n  <listitem>\n    <formalpara>\n      <title\n>Fernando Vilas &Fernando.Vilas.mail;</title>\n      <para\n>Implementació de les bases de dades.</para>\n    </formalpara>\n  </listitem>\n\n\n  <listitem>\n    <formalpara>\n      <title\n>Roger Lum &Roger.Lum.mail;</title>\n      <para\n>Documentació.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Darin Strait &Darin.Strait.mail;</title>\n      <para\n>Documentació.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Colin Wright &Colin.Wright.mail;</title>\n      <para\n>Pedaços i documentació.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Bernd Gonsior <email\n>bernd.gonsior@googlemail.com</email\n></title>\n      <para\n>Informes. Migració al &kde; 4 i les &Qt;4.</para>\n    </formalpara>\n',
     [('EMAIL_ADDRESS', 'bernd.gonsior@googlemail.com')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/html/manual.html', '',
     '            <neomutt-users-request@neomutt.org> with the subject\n            "subscribe".\n\n            <neomutt-devel@neomutt.org> – development mailing\n            list. To subscribe to this list, please send a mail to\n            <neomutt-devel-request@neomutt.org> with the subject\n            "subscribe".\n          3.\xa0NeoMutt Online ResourcesIssue Tracking System\n              Bugs may be reported on the devel mailing list, or on GitHub:\n              https://github.com/neomutt/neomutt/issues\n            IRC\n              For the IRC user community, visit channel\n              #neomutt on\n              irc.libera.chat.\n            4.\xa0Contributing to NeoMutt\n        There are various ways to contribute to the NeoMutt project.\n\n        Especially for new users it may be helpful to meet other new and\n        experienced users to chat about NeoMutt, talk about problems and share\n',
     [('EMAIL_ADDRESS', 'neomutt-devel-request@neomutt.org'), ('EMAIL_ADDRESS', 'neomutt-devel@neomutt.org'), ('EMAIL_ADDRESS', 'neomutt-users-request@neomutt.org')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/courier.html', '',
     'unique name for this LDAP server. “host” and “port” specify the\nconnection parameters. “suffix” specifies the root LDAP entry whose\nsubtree gets searched. The “binddn” and “bindpw” fields are not\npresently used (they were used in earlier version of\nthe webmail server, before the\nLDAP search interface was rewritten and simplified).ldapaliasrc\nThis file is used by the courierldapaliasd process. See\ncourierldapaliasd(8)\nfor more information.locallowercase\nIf this file exists, the Courier mail\nserver will not distinguish being lowercase and\nuppercase local accounts, so that john@example.com and\nJohn@example.com will refer to the same local mailbox (where\nexample.com is your domain). Postmaster,\npostmaster, and POSTMASTER always refer to the same\naccount, even if locallowercase does not exist.Note\nIf locallowercase exists you cannot have any system\n',
     [('EMAIL_ADDRESS', 'John@example.com'), ('EMAIL_ADDRESS', 'john@example.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ru/kmymoney/index.docbook', '',
     '>&Robert.Wadley; &Robert.Wadley.mail; </author>\n<author\n>&Darin.Strait; &Darin.Strait.mail; </author>\n<author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n<author\n>&Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n<othercredit role="translator"\n><firstname\n>Олеся</firstname\n><surname\n>Герасименко</surname\n><affiliation\n><address\n><email\n>translation-team@basealt.ru</email\n></address\n></affiliation\n><contrib\n></contrib\n></othercredit\n> \n</authorgroup>\n\n<copyright>\n<year\n>2000-2018</year>\n<holder\n>Команда разработчиков &kmymoney;</holder>\n</copyright>\n<!-- Translators: put here the copyright notice of the translation -->\n<!-- Put here the FDL notice.  Read the explanation in fdl-notice.docbook\n     and in the FDL itself on how to use it. -->\n<legalnotice\n>&FDLNotice;</legalnotice>\n\n<!-- Date and version information of the documentation\n',
     [('EMAIL_ADDRESS', 'translation-team@basealt.ru')]),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/maildropex.html', '',
     'After the to command delivers the message,\nmaildrop automatically\nstops filtering and terminates without executing the subsequent instructions\nin the\nfilter file.\nTake all mail from <boss@domain.com> about the current project\nstatus, save it in Mail/project, then forward a copy to\nJohn:\nif (/^From: *boss@domain\\.com/ \\ \n    && /^Subject:.*[:wbreak:]project status[:wbreak:]/)\n{\n    cc "!john"\n    to Mail/project\n}\n\nNote that it is necessary to use a backslash in order to continue the\nif statement on the next line.\nKeep copies of the last 50 messages that you received in the\nmaildir\ndirectory \'backup\'. NOTE: \'backup\' must be a maildir\ndirectory, not a\nmailbox. You can create a maildir using the\nmaildirmake\ncommand.\ncc backup\n`cd backup/new && rm -f dummy \\`ls -t | sed -e 1,50d\\``\n\nPut this at the beginning of your filter file, before any other filtering\n',
     [('EMAIL_ADDRESS', 'boss@domain.com')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/manual.txt', '',
     '│index_tag     │pattern│Tags in the index, %G                        │\n├──────────────┼───────┼─────────────────────────────────────────────┤\n│status        │regex  │Status bar                                   │\n└──────────────┴───────┴─────────────────────────────────────────────┘\n\n\n# Highlight emails from work (entire line)\ncolor index          cyan default "~f @work.com"\n# Extra highlighting for the boss (just the author column)\ncolor index_author   cyan red     "~f boss@work.com"\n\nuncolor index          "~f @work.com"\n# Clear all index_author colors\nuncolor index_author   *\n\n# Add some highlights to the body of an email\ncolor body    bold red    default "(urgent|important)"\ncolor body         yellow default "(warning|notice)"\n# Make the label header red\ncolor header       cyan   default "X-Label"\n\nuncolor body    "(urgent|important)"\n# Clear all body colors\nuncolor body    *\n',
     [('EMAIL_ADDRESS', 'boss@work.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/nl/kmymoney/credits.docbook', '',
     '>Ace Jones &Ace.Jones.mail;</title>\n      <para\n>Logica rapporten. OFX importeren. Online aanhalingen. Documentatie-editor.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Tony Bloomfield &Tony.Bloomfield.mail;</title>\n      <para\n>&gnucash; importeerprogramma. Database-ondersteuning.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Felix Rodriguez <email\n>frodriguez@users.sourceforge.net</email\n></title>\n      <para\n>Projectbeheerder</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>John C <email\n>tacoturtle@users.sourceforge.net</email\n></title>\n      <para\n>Ontwikkelaar.</para>\n    </formalpara>\n  </listitem>\n \n  <listitem>\n    <formalpara>\n      <title\n>Fernando Vilas &Fernando.Vilas.mail;</title>\n      <para\n>Database-ondersteuning.</para>\n    </formalpara>\n  </listitem>\n\n\n',
     [('EMAIL_ADDRESS', 'frodriguez@users.sourceforge.net'), ('EMAIL_ADDRESS', 'tacoturtle@users.sourceforge.net')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/backends/aqhbci/dialogs/dlg_pintan_special.dlg', '',
     '<?xml version="1.0" encoding="utf-8"?>\n\n<!--\n/***************************************************************************\n copyright   : (C) 2010 by Martin Preuss\n email       : martin@aqbanking.de\n\n ***************************************************************************\n * This file is part of the project "AqBanking".                           *\n * Please see toplevel file COPYING of that project for license details.   *\n ***************************************************************************/\n-->\n\n<dialog type="dialog" name="ah_setup_pintan_special" i18n="aqbanking"\n        flags="decorShrinkable decorStretchable decorMaximize decorMinimize decorClose decorMenu" >\n  <widget type="vlayout" flags="fillX fillY" >\n\n    <widget type="gridLayout" columns="2" flags="fillX" >\n\n      <widget type="label" text="HBCI Version" />\n',
     [('EMAIL_ADDRESS', 'martin@aqbanking.de')]),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/FAQ', '',
     '        net-snmp-announce-request@lists.sourceforge.net\n  with a subject line of \'subscribe\' (or \'unsubscribe\' as appropriate).\n\n  Advance notice of upcoming releases are also made on the\n  net-snmp-users list (for "release candidates") for a week\n  or two before the full release, and on the net-snmp-coders\n  list (for "pre-releases") during the period prior to this.\n\n  Major code revisions may be announced more widely, but these\n  lists are the most reliable way to keep in touch with the\n  status of the package.\n\n  Patches to fix known problems are also made available via the web site:\n\n        http://www.net-snmp.org/patches/\n\n\n\nHow can I find out what other people are doing?\n----------------------------------------------\n\n  There is a general purpose discussion list\n\n  \tnet-snmp-users@lists.sourceforge.net\n\n  To be added to (or removed from) this list, visit\n',
     [('EMAIL_ADDRESS', 'net-snmp-announce-request@lists.sourceforge.net'), ('EMAIL_ADDRESS', 'net-snmp-users@lists.sourceforge.net')]),
    ('PyPI stripe 16.1.0: PKG-INFO', '',
     'You can configure your `StripeClient` to use `urlfetch`, `requests`, `pycurl`, or\n`urllib` with the `http_client` option:\n\n```python\nclient = StripeClient("sk_test_...", http_client=stripe.UrlFetchClient())\nclient = StripeClient("sk_test_...", http_client=stripe.RequestsClient())\nclient = StripeClient("sk_test_...", http_client=stripe.PycurlClient())\nclient = StripeClient("sk_test_...", http_client=stripe.UrllibClient())\n```\n\nWithout a configured client, by default the library will attempt to load\nlibraries in the order above (i.e. `urlfetch` is preferred with `urllib` used\nas a last resort). We usually recommend that people use `requests`.\n\n### Configuring a Proxy\n\nA proxy can be configured with the `proxy` client option:\n\n```python\nclient = StripeClient("sk_test_...", proxy="https://user:pass@example.com:1234")\n```\n\n### Configuring Automatic Retries\n\n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ca/kmymoney/index.docbook', '',
     '  <!ENTITY reference SYSTEM "reference.docbook">\n  <!ENTITY credits SYSTEM "credits.docbook">\n]>\n\n<book id="kmymoney" lang="&language;">\n\n<bookinfo>\n<title\n>El manual del &kmymoney;</title>\n<subtitle\n>Per a la versió 5.0 del &kmymoney;</subtitle>\n\n<authorgroup>\n<!-- This is just put in as an example.  For real documentation, please\n     define a general entity in entities/contributor.entities, e.g.\n<!ENTITY George.N.Ugnacious "<personname\n><firstname\n>George</firstname\n><othername\n>N.</othername\n><surname\n>Ugnacious</surname\n></personname\n>">\n<!ENTITY George.N.Ugnacious.mail "<email\n>gnu@kde.org</email\n>">\nand use `&George.N.Ugnacious; &George.N.Ugnacious.mail;\' in the author element.\n -->\n<author\n>&Michael.T.Edwardes; &Michael.T.Edwardes.mail; </author>\n<author\n>&Thomas.Baumgart; &Thomas.Baumgart.mail; </author>\n<author\n>&Ace.Jones; &Ace.Jones.mail; </author>\n<author\n',
     [('EMAIL_ADDRESS', 'gnu@kde.org')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ca/kmymoney/details-settings.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.settings">\n<chapterinfo>\n  <authorgroup>\n    <author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n    <author\n><personname\n><firstname\n>Michael</firstname\n><surname\n>Carpino</surname\n></personname\n> <email\n>mfcarpino@gmail.com</email\n> </author>\n    <author\n>&Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n  </authorgroup>\n  <date\n>31 de març de 2019</date>\n  <releaseinfo\n>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title\n>Configuració del &kmymoney;</title>\n\n<para\n>La configuració que es descriu a continuació modificarà el comportament del &kmymoney;, el qual us permetrà personalitzar-lo per a satisfer les necessitats úniques dels vostres assumptes financers, i modificar el seu aspecte i comportament perquè s\'adapti a la vostra personalitat. Aquesta configuració es pot canviar mitjançant l\'element de menú <menuchoice\n><guimenu\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/ru/kmymoney/credits.docbook', '',
     '      <title\n>Alvaro Soliverez &Alvaro.Soliverez.mail;</title>\n      <para\n>Прогноз. Отчёты.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Ace Jones &Ace.Jones.mail;</title>\n      <para\n>Отчёты и импорт данных в формате OFX. Онлайн котировки. Редактор документации.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Tony Bloomfield &Tony.Bloomfield.mail;</title>\n      <para\n>Импорт &gnucash;. Поддержка баз данных.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>Felix Rodriguez <email\n>frodriguez@users.sourceforge.net</email\n></title>\n      <para\n>Администратор проекта.</para>\n    </formalpara>\n  </listitem>\n\n  <listitem>\n    <formalpara>\n      <title\n>John C <email\n>tacoturtle@users.sourceforge.net</email\n></title>\n      <para\n>Разработчик.</para>\n    </formalpara>\n  </listitem>\n \n',
     [('EMAIL_ADDRESS', 'frodriguez@users.sourceforge.net'), ('EMAIL_ADDRESS', 'tacoturtle@users.sourceforge.net')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/it/kmymoney/details-investments.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.investments">\n<chapterinfo>\n  <authorgroup>\n    <author\n>&Ace.Jones; &Ace.Jones.mail; </author>\n    <author\n><personname\n><firstname\n>Michael</firstname\n><surname\n>Carpino</surname\n></personname\n> <email\n>mfcarpino@gmail.com</email\n> </author>\n    <author\n>&Jack.H.Ostroff; &Jack.H.Ostroff.mail; </author>\n  </authorgroup>\n  <date\n>30/12/2019</date>\n  <releaseinfo\n>5.0.7</releaseinfo>\n</chapterinfo>\n\n<title\n>Investimenti</title>\n\n<sect1 id="details.investments.overview">\n<title\n>Investimenti in &kmymoney;</title>\n\n<sect2>\n<title\n>Investimenti</title>\n\n<para\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/README.pwfd', '',
     '\n\tSupport to pass the password via a pipe to the pppd\n\t---------------------------------------------------\n\n\tArvin Schnell <arvin@suse.de>\n\t2002-02-08\n\n\n1. Introduction\n---------------\n\nNormally programs like wvdial or kppp read the online password from their\nconfig file and store them in the pap- and chap-secrets before they start the\npppd and remove them afterwards. Sure they need special privileges to do so.\n\nThe passwordfd feature offers a simpler and more secure solution. The program\nthat starts the pppd opens a pipe and writes the password into it. The pppd\nsimply reads the password from that pipe.\n\nThis methods is used for quite a while on SuSE Linux by the programs wvdial,\nkppp and smpppd.\n\n\n2. Example\n----------\n\nHere is a short C program that uses the passwordfd feature. It starts the pppd\nto buildup a pppoe connection.\n\n\n--snip--\n\n#include <stdio.h>\n#include <stdlib.h>\n',
     [('EMAIL_ADDRESS', 'arvin@suse.de')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/README.MPPE', '',
     "PPP Support for MPPE (Microsoft Point to Point Encryption)\n==========================================================\n\nFrank Cusack\t\tfrank@google.com\nMar 19, 2002\n\nUpdated by Paul Mackerras, Sep 2008\n\n\nDISCUSSION\n\nMPPE is Microsoft's encryption scheme for PPP links.  It is pretty much\nsolely intended for use with PPP over Internet links -- if you have a true\npoint to point link you have little need for encryption.  It is generally\nused with PPTP.\n\nMPPE is negotiated within CCP (Compression Control Protocol) as option\n18.  In order for MPPE to work, both peers must agree to do it.  This\ncomplicates things enough that I chose to implement it as strictly a binary\noption, off by default.  If you turn it on, all other compression options\nare disabled and MPPE *must* be negotiated successfully in both directions\n(CCP is unidirectional) or the link will be disconnected.  I think this is\n",
     [('EMAIL_ADDRESS', 'frank@google.com')]),
    ('Debian package mailutils-doc 1:3.15-4: /usr/share/doc/mailutils/NEWS', '',
     'the mail.c file is opened at descriptor 6, the following command\nline sends them as attachments:\n\n  mail --encoding=base64 \\\n       --content-type=application/octet-stream \\\n       --content-name="the mail(1) binary" --content-filename="mail" \\\n       --attach-fd=5 \\\n       --encoding=binary\\\n       --content-type=text/plain --content-name="mail.c source file"\\\n       --content-filename=mail.c --attach-fd=6 \\\n       root@example.org\n\nSee http://mailutils.org/wiki/Mail:_sending_attachments, for details.\n       \n* Bugfixes\n\n** Fix memory leak in mu_stream_destroy.\n\n** Fix handling of ambiguous command line options.\n\n** Fix sieve logging in the maidag utility\n\n** Fixes in \'Q\' encoder.\n\nEncode question mark properly;\nLimit the length of encoded words to 75 octets, as requested by RFC 2047.\n\n\x0c\nVersion 3.1.1 - 2016-12-15\n\nBugfixes\n\n* Restore a prematurely removed header file\n',
     [('EMAIL_ADDRESS', 'root@example.org')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/nl/kmymoney/details-ledgers.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.ledgers">\n<chapterinfo>\n  <authorgroup>\n    <author\n>&Michael.T.Edwardes; &Michael.T.Edwardes.mail; </author>\n    <author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n    <author\n><personname\n><firstname\n>Michael</firstname\n><surname\n>Carpino</surname\n></personname\n> <email\n>mfcarpino@gmail.com</email\n> </author>\n  </authorgroup>\n  <date\n>2019-04-02</date>\n  <releaseinfo\n>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title\n>Grootboeken</title>\n\n<sect1 id="details.ledgers.view">\n<title\n>De grootboekweergave</title>\n\n<para\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package procmail 3.22-27: /usr/share/doc/procmail/README.Maildir', '',
     'This version of procmail supports Maildir folders.\n\nTo make procmail to deliver into a Maildir folder, just append\na slash (/) to the name of the maildir folder in your ~/.procmailrc file.\nFor example, the following rule:\n\n:0\n* ^Resent-Sender.*debian-user-request@lists.debian.org\ndebian-user/\n\nwill deliver all mail from the debian-user mailing list to the Maildir\nfolder "debian-user".\n',
     [('EMAIL_ADDRESS', 'debian-user-request@lists.debian.org')]),
    ('Debian package efax 1:0.9a-21: /usr/share/doc/efax/README.Debian', '',
     'efax-0.9a for Debian\n--------------------\n\n* Configuration:\n\nThe "efax" usually will not work at all until you adapt its configuration\nin "/etc/efax.rc" to your local needs.\n\nTo give unprivileged users permission to send and receive fax documents\nusing the fax(1) command you have to add them to group "dialout".\n\n\n* Notes/patches:\n\nThis Debian version contains some enhancements by Masaki Shinomiya \n<shino@pos.to>. Source: http://shino.pos.to/linux/efax.html\n\n -- Muhammad Hussain Yusuf <yusuf@debian.org>, Sat, 20 Jul 2002 10:10:44 +0100\n',
     [('EMAIL_ADDRESS', 'shino@pos.to'), ('EMAIL_ADDRESS', 'yusuf@debian.org')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/pt_BR/kmymoney/index.docbook', '',
     '  <!ENTITY faq SYSTEM "faq.docbook">\n  <!ENTITY reference SYSTEM "reference.docbook">\n  <!ENTITY credits SYSTEM "credits.docbook">\n  <!ENTITY installation SYSTEM "installation.docbook">\n]>\n\n<book id="kmymoney" lang="&language;">\n\n<bookinfo>\n<title\n>Manual do &kappname;</title>\n<subtitle\n>para o &kappname; versão 4.7</subtitle>\n\n<authorgroup>\n<!-- This is just put in as an example.  For real documentation, please\n     define a general entity in entities/contributor.entities, e.g.\n<!ENTITY George.N.Ugnacious "<personname\n><firstname\n>George</firstname\n><othername\n>N.</othername\n><surname\n>Ugnacious</surname\n></personname\n>">\n<!ENTITY George.N.Ugnacious.mail "<email\n>gnu@kde.org</email\n>">\nand use `&George.N.Ugnacious; &George.N.Ugnacious.mail;\' in the author element.\n -->\n<author\n>&Michael.T.Edwardes; &Michael.T.Edwardes.mail; </author>\n<author\n',
     [('EMAIL_ADDRESS', 'gnu@kde.org')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/backends/aqhbci/dialogs/dlg_pintan_tanmode.dlg', '',
     '<?xml version="1.0" encoding="utf-8"?>\n\n<!--\n/***************************************************************************\n copyright   : (C) 2019 by Martin Preuss\n email       : martin@aqbanking.de\n\n ***************************************************************************\n * This file is part of the project "AqBanking".                           *\n * Please see toplevel file COPYING of that project for license details.   *\n ***************************************************************************/\n-->\n\n<dialog type="dialog" name="ah_setup_pintan_tanmode" i18n="aqbanking"\n        flags="decorShrinkable decorStretchable decorMaximize decorMinimize decorClose decorMenu" >\n  <widget type="vlayout" flags="fillX fillY" >\n\n    <widget type="label" name="messageLabel" flags="fillX fillY justifyLeft" />\n\n    <widget type="label" text="Selected TAN Method" />\n',
     [('EMAIL_ADDRESS', 'martin@aqbanking.de')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/libexec/neomutt/smime_keys', '',
     '#! /usr/bin/perl -w\n\n# Copyright (C) 2001-2002 Oliver Ehli <elmy@acm.org>\n# Copyright (C) 2001 Mike Schiraldi <raldi@research.netsol.com>\n# Copyright (C) 2003 Bjoern Jacke <bjoern@j3e.de>\n# Copyright (C) 2015 Kevin J. McCarthy <kevin@8t8.us>\n#\n#     This program is free software; you can redistribute it and/or modify\n#     it under the terms of the GNU General Public License as published by\n#     the Free Software Foundation; either version 2 of the License, or\n#     (at your option) any later version.\n#\n#     This program is distributed in the hope that it will be useful,\n#     but WITHOUT ANY WARRANTY; without even the implied warranty of\n#     MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the\n#     GNU General Public License for more details.\n#\n#     You should have received a copy of the GNU General Public License\n',
     [('EMAIL_ADDRESS', 'bjoern@j3e.de'), ('EMAIL_ADDRESS', 'elmy@acm.org'), ('EMAIL_ADDRESS', 'kevin@8t8.us'), ('EMAIL_ADDRESS', 'raldi@research.netsol.com')]),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/pigeonhole.NEWS', '',
     '\t  undocumented and far from functional.\n\t+ Added a custom debug extension that provides the possibility to print debug\n\t  messages from scripts executed by the Sieve tools.\n\t- Fixed issue with opening relative paths as a mail file. Bug reported by Ian\n\t  P. Christian.\n\t- Fixed MAC OSX compile problem. Turns out the extern modifier was missing at\n\t  multiple places. Bug reported by Edgar Fuss.\n\t- Fixed Solaris compile problem: removed unecessary and unportable linker\n\t  flags that caused compile to fail. Bug reported by Andrés Yacopino.\n\nv0.1.3 12-02-2009  Stephan Bosch <stephan@rename-it.nl>\n\n\t* Adapted to changes in Dovecot, making this release dependent on Dovecot\n\t  >= 1.2.beta1\n\t* Made mail address comparison fully case-insensitive. This is particularly\n\t  noticeable for the :addresses argument of the vacation command.\n',
     [('EMAIL_ADDRESS', 'stephan@rename-it.nl')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/60_welcomelist_auth.cf', '',
     'def_welcomelist_auth *@fedex.com\ndef_welcomelist_auth *@*.fedex.com\ndef_welcomelist_auth americanexpress@aexpfeedback.com\ndef_welcomelist_auth *@capitalone.com\ndef_welcomelist_auth *@*.capitalone.com\ndef_welcomelist_auth *@*.capitaloneemail.com\ndef_welcomelist_auth *@*.khanacademy.org\ndef_welcomelist_auth *@*.wordpress.com\ndef_welcomelist_auth *@statefarm.com\ndef_welcomelist_auth *@*.statefarminfo.com\ndef_welcomelist_auth *@*.visa.com\ndef_welcomelist_auth *@visapayablesautomation.com\ndef_welcomelist_auth *@visadpsmessage.com\ndef_welcomelist_auth *@*.pinterest.com\ndef_welcomelist_auth *@indeed.com\ndef_welcomelist_auth *@docusign.net\ndef_welcomelist_auth *@*.docusign.com\n\n# Senders consistently scoring low with advanced tuned SA to help default SA configurations.\n#\n# Criteria to be listed below:\n# - minimum of 100 emails over a week and\n',
     [('EMAIL_ADDRESS', 'americanexpress@aexpfeedback.com')]),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/op/op.txt', '',
     '      gogh.CS.Berkeley.EDU" the $f macro will be "eric"  and\n      the $g macro will be "eric@vangogh.CS.Berkeley.EDU."\n\n           The  $x  macro  is  set  to  the full name of the\n      sender.  This can be determined in several  ways.   It\n      can  be passed as flag to sendmail.  It can be defined\n      in the NAME environment variable.  The third choice is\n      the value of the "Full-Name:" line in the header if it\n      exists, and the fourth choice is the comment field  of\n      a "From:" line.  If all of these fail, and if the mes-\n      sage is being originated locally,  the  full  name  is\n      looked up in the /etc/passwd file.\n\n           When  sending,  the $h, $u, and $z macros get set\n      to the host, user, and home directory  (if  local)  of\n      the  recipient.  The first two are set from the $@ and\n      $: part of the rewriting rules, respectively.\n\n',
     [('EMAIL_ADDRESS', 'eric@vangogh.CS.Berkeley.EDU')]),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/nl/kmymoney/details-schedules.docbook', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<chapter id="details.schedules">\n<chapterinfo>\n  <authorgroup>\n    <author\n>&Roger.Lum; &Roger.Lum.mail; </author>\n    <author\n>&Michael.T.Edwardes; &Michael.T.Edwardes.mail; </author>\n    <author\n><personname\n><firstname\n>Michael</firstname\n><surname\n>Carpino</surname\n></personname\n> <email\n>mfcarpino@gmail.com</email\n> </author>\n  </authorgroup>\n  <date\n>2019-04-01</date>\n  <releaseinfo\n>5.0.3</releaseinfo>\n</chapterinfo>\n\n<title\n>Periodieke transacties</title>\n\n<sect1 id="details.schedules.intro">\n<title\n>Inleiding</title>\n\n<para>\n  <quote\n>Periodieke transacties beheert informatie over transacties die een of meer keren gebeuren over een gespecificeerde tijdsperiode. </quote>\n</para>\n\n<para\n',
     [('EMAIL_ADDRESS', 'mfcarpino@gmail.com')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/protocol/nokia.rst.txt', '',
     'Nokia protocols\n===============\n\nDocument describing protocol used in Nokia phones.\n\nThe data provided is for information purposes only.\nSome of the frames might be hazardous to your phone. Be careful!!!\nWe do not take any responsibility or liability for damages, etc.\n\nLast update 23.06.2003\n\nAssembled by\nBalazs Nagy          <js@iksz.hu>\nAlfred R. Nurnberger <arnu@flosys.com>\nHugh Blemings        <Hugh.Blemings@vsb.com.au>\nMike Bradley         <mike@trumpington.st>\nOdinokov Serge       <serge@takas.lt>\nPavel Janik          <Pavel@Janik.cz>\nPawel Kot            <pkot@linuxnews.pl>\nMarcin Wiacek        <Marcin@MWiacek.com>\nJens Bennfors        <jens.bennfors@ing.hj.se>\nMichael Hund         <michael@drhund.de>\nJay Bertrand         <jay.bertrand@libertysurf.fr>\n<arnu@venia.net>\nAndrew Kozin\nPavel Machek         <pavel@ucw.cz>\nDiego Betancor       <dbetancor@duocom.net>\n',
     [('EMAIL_ADDRESS', 'Hugh.Blemings@vsb.com.au'), ('EMAIL_ADDRESS', 'Marcin@MWiacek.com'), ('EMAIL_ADDRESS', 'Pavel@Janik.cz'), ('EMAIL_ADDRESS', 'arnu@flosys.com'), ('EMAIL_ADDRESS', 'arnu@venia.net'), ('EMAIL_ADDRESS', 'dbetancor@duocom.net'), ('EMAIL_ADDRESS', 'jay.bertrand@libertysurf.fr'), ('EMAIL_ADDRESS', 'jens.bennfors@ing.hj.se'), ('EMAIL_ADDRESS', 'js@iksz.hu'), ('EMAIL_ADDRESS', 'michael@drhund.de'), ('EMAIL_ADDRESS', 'mike@trumpington.st'), ('EMAIL_ADDRESS', 'pavel@ucw.cz'), ('EMAIL_ADDRESS', 'pkot@linuxnews.pl'), ('EMAIL_ADDRESS', 'serge@takas.lt')]),
    ('Debian package msmtp 1.8.23-1: /usr/share/doc/msmtp/NEWS.Debian', '',
     '    Scripts (msmtpq and msmtpqueue) are now installed in /usr/libexec/msmtp\n    instead of /usr/share/doc/msmtp/examples previously.\n\n -- Emmanuel Bouthenot <kolter@debian.org>  Tue, 25 Oct 2022 21:49:01 +0000\n\nmsmtp (1.8.3-1) unstable; urgency=medium\n\n    The system-wide configuration file (/etc/msmtprc) can contain SMTP credentials\n    that are best kept secret. To let regular users use msmtp while preventing them\n    from reading the file, the permissions can be adjusted that way:\n\n    # chmod 0640 /etc/msmtprc\n    # chgrp msmtp /etc/msmtprc\n\n    So that msmtp\'s binary executing as the "msmtp" group (setgid) can access it.\n\n -- Simon Deziel <simon@sdeziel.info>  Sun, 20 Jan 2019 20:41:20 -0500\n\nmsmtp (1.8.2-1) unstable; urgency=medium\n\n    /usr/bin/msmtp ships with an Apparmor profile restricting what the binary\n    can access.\n',
     [('EMAIL_ADDRESS', 'kolter@debian.org'), ('EMAIL_ADDRESS', 'simon@sdeziel.info')]),
    ('Debian package bbdb3 3.2.2b-1: /usr/share/emacs/site-lisp/bbdb3/bbdb-tex.el', '',
     ';; `bbdb-tex\' understands one new BBDB xfield: tex-name, see also\n;; `bbdb-tex-name\'.  If this xfield is defined for a record,\n;; this will be used for the TeXed listing instead of the name field\n;; of that record.  The value of the xfield tex-name is used verbatim,\n;; it does not see `bbdb-tex-field\' and `bbdb-tex-replace-list\'.\n;;\n;;\n;; This program was adapted for BBDB by Boris Goldowsky\n;; <boris@cs.rochester.edu> and Dirk Grunwald\n;; <grunwald@cs.colorado.edu> using a TeX format designed by Luigi\n;; Semenzato <luigi@paris.cs.berkeley.edu>.\n;; We are also grateful to numerous people on the bbdb-info\n;; mailing list for suggestions and bug reports.\n\n;;; Code:\n\n(eval-when-compile (require \'cl-lib))\n(require \'bbdb)\n(require \'bbdb-com)\n\n;;; Variables:\n\n(defcustom bbdb-tex-name \'tex-name\n  "Xfield holding the name in TeX format.\n',
     [('EMAIL_ADDRESS', 'boris@cs.rochester.edu'), ('EMAIL_ADDRESS', 'grunwald@cs.colorado.edu'), ('EMAIL_ADDRESS', 'luigi@paris.cs.berkeley.edu')]),
    ('PyPI khard 0.21.0: test/test_khard.py', '',
     '            Address(display_name="John Doe", username="jdoe", domain="machine.example"),\n            Address(display_name="Mary Smith", username="mary", domain="example.net"),\n        ]\n        self.assertEqual(expected, addrs)\n\n    def test_non_address_header_finds_none(self):\n        text = (\n            "From: John Doe <jdoe@machine.example>, "\n            "Mary Smith <mary@example.net>\\nOther: test"\n        )\n        addrs = find_email_addresses(text, ["other"])\n        expected = []\n        self.assertEqual(expected, addrs)\n\n    def test_multiple_headers_finds_some(self):\n        text = (\n            "From: John Doe <jdoe@machine.example>, "\n            "Mary Smith <mary@example.net>\\nOther: test"\n        )\n        addrs = find_email_addresses(text, ["other", "from"])\n        expected = [\n            Address(display_name="John Doe", username="jdoe", domain="machine.example"),\n',
     [('EMAIL_ADDRESS', 'jdoe@machine.example'), ('EMAIL_ADDRESS', 'mary@example.net')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/hcache-bench/neomutt-hcache-bench.sh', '',
     "#!/bin/sh\n#\n# Copyright 2017 Pietro Cerutti <gahr@gahr.ch>\n#\n# Redistribution and use in source and binary forms, with or without\n# modification, are permitted provided that the following conditions are met:\n#\n# 1. Redistributions of source code must retain the above copyright notice,\n#    this list of conditions and the following disclaimer.\n# 2. Redistributions in binary form must reproduce the above copyright notice,\n#    this list of conditions and the following disclaimer in the documentation\n#    and/or other materials provided with the distribution.\n#\n# THIS SOFTWARE IS PROVIDED BY THE AUTHOR AND CONTRIBUTORS ``AS IS'' AND ANY\n# EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED\n# WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE\n# DISCLAIMED. IN NO EVENT SHALL THE AUTHOR OR CONTRIBUTORS BE LIABLE FOR ANY\n",
     [('EMAIL_ADDRESS', 'gahr@gahr.ch')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/doc/spamassassin/NEWS.Debian', '',
     '  -l option is given to spamd. Please note that there may be security\n  implications with enabling this option. (Command line options to\n  spamd are changed in /etc/default/spamassassin)\n\n -- Duncan Findlay <duncf@debian.org>  Wed,  5 Oct 2005 14:40:41 -0400\n',
     [('EMAIL_ADDRESS', 'duncf@debian.org')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/ptylogin/ptylogin.1', '',
     'Note that if you specify users which bypass this default, for\nexample for PPP, FTN or UUCP, you would enter something like\n\n.I "uu*     \\-       \\-       /bin/login.one @"\n\n.B WARNING:\nYou must use a login program which doesn\'t allow more than one retry. Else\ninteractive users can bypass the default ptylogin restricted login.\n\n.SH AUTHOR\nMarc SCHAEFER <schaefer@alphanet.ch>\n\n.SH VERSION\nManual version 1.0 PV001 documents ptylogin version 1.0\n\n.SH NOTES\n\n.SH BUGS\nPlease look at the source.\n\n.SH TODO\n\n.SH BASED\\-ON\n\\- An idea to simplify rlogin and still fix the problems from\n     Theodore Y. Ts\'o <tytso@MIT.EDU>\n\n\\- rlogind and rlogin code from Linux NetKit-0.09\n\n\\- virtual_connection from Marc SCHAEFER <schaefer@alphanet.ch>\n\n.SH HISTORY\n\n.SH COPYRIGHT\nThis work is (C) Marc SCHAEFER 1999 and has been done in my free\ntime. However, it is placed under the GPL and thus any use is\n',
     [('EMAIL_ADDRESS', 'schaefer@alphanet.ch'), ('EMAIL_ADDRESS', 'tytso@MIT.EDU')]),
    ('Debian package getmail6 6.18.11-2: /usr/share/doc/getmail6/NEWS.Debian', '',
     'getmail6 (6.18.4-2) unstable; urgency=medium\n\n  getmail6 is a python3 fork of getmail. Any issue with getmail6 should be\n  reported to https://github.com/getmail6/getmail6/issues.\n\n -- Sudip Mukherjee <sudipm.mukherjee@gmail.com>  Sun, 21 Nov 2021 22:10:23 +0000\n',
     [('EMAIL_ADDRESS', 'sudipm.mukherjee@gmail.com')]),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/manual.txt', '',
     "    NeoMutt normalizes all e-mail addresses to the simplest form possible. If\n    an address contains a real_name, the form Joe User <joe@example.com> is\n    used and the pure e-mail address without angle brackets otherwise, i.e.\n    just joe@example.com.\n\n    This normalization affects all headers NeoMutt generates including aliases.\n\nInitial folder selection\n\n    The folder NeoMutt opens at startup is determined as follows: the folder\n    specified in the $MAIL environment variable if present. Otherwise, the\n    value of $MAILDIR is taken into account. If that isn't present either,\n    NeoMutt takes the user's mailbox in the mailspool as determined at\n    compile-time (which may also reside in the home directory). The $spool_file\n    setting overrides this selection. Highest priority has the mailbox given\n    with the -f command line option.\n\nChapter\xa05.\xa0NeoMutt's MIME Support\n\n",
     [('EMAIL_ADDRESS', 'joe@example.com')]),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/60_welcomelist_dkim.cf', '',
     'def_whitelist_from_dkim  *@paypal.pt\ndef_whitelist_from_dkim  *@*.paypal.pt\ndef_whitelist_from_dkim  *@paypal.ca\ndef_whitelist_from_dkim  *@*.paypal.ca\n\ndef_whitelist_from_dkim  *@cisco.com\ndef_whitelist_from_dkim  *@lh.lufthansa.com\ndef_whitelist_from_dkim  *@*.milesandmore.com\ndef_whitelist_from_dkim  *@mail.hotels.com\ndef_whitelist_from_dkim  *@email.hotels.com\ndef_whitelist_from_dkim  *@alert.bankofamerica.com\ndef_whitelist_from_dkim  *@ealerts.bankofamerica.com\ndef_whitelist_from_dkim  *@cc.yahoo-inc.com\tyahoo-inc.com\ndef_whitelist_from_dkim  *@cc.yahoo-inc.com\ndef_whitelist_from_dkim  googlealerts-noreply@google.com\ndef_whitelist_from_dkim  *@*.google.com\n\ndef_whitelist_from_dkim  *@springer.delivery.net\ndef_whitelist_from_dkim  *@sci.scientific-direct.net\ndef_whitelist_from_dkim  *@strongmail.the-scientist.com\ndef_whitelist_from_dkim  *@ealert.nature.com\n',
     [('EMAIL_ADDRESS', 'googlealerts-noreply@google.com')]),
    ('Debian package libaqbanking-data 6.5.3-1: /usr/share/aqbanking/backends/aqhbci/dialogs/dlg_zkacard.dlg', '',
     '<?xml version="1.0" encoding="utf-8"?>\n\n<!--\n/***************************************************************************\n copyright   : (C) 2010 by Martin Preuss\n email       : martin@aqbanking.de\n\n ***************************************************************************\n * This file is part of the project "AqBanking".                           *\n * Please see toplevel file COPYING of that project for license details.   *\n ***************************************************************************/\n-->\n\n<dialog type="dialog" name="ah_setup_rsacard" i18n="aqbanking"\n        flags="decorShrinkable decorStretchable decorMaximize decorMinimize decorClose decorMenu" >\n  <widget type="vlayout" flags="fillX fillY" >\n\n    <!-- wizard pages -->\n    <widget type="widgetStack" name="wiz_stack" flags="fillX fillY" >\n      <!-- intro page -->\n      <widget type="vlayout" flags="fillX fillY" >\n',
     [('EMAIL_ADDRESS', 'martin@aqbanking.de')]),
    ('Debian package hledger 1.25-2+b5: /usr/share/doc/hledger/hledger.info', '',
     'File: hledger.info,  Node: Paypal,  Prev: Amazon,  Up: Examples\n\n13.1.4 Paypal\n-------------\n\nHere\'s a real-world rules file for (customised) Paypal CSV, with some\nPaypal-specific rules, and a second rules file included:\n\n"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Item Title","Item ID","Reference Txn ID","Receipt ID","Balance","Note"\n"10/01/2019","03:46:20","PDT","Calm Radio","Subscription Payment","Completed","USD","-6.99","0.00","-6.99","simon@joyful.com","memberships@calmradio.com","60P57143A8206782E","MONTHLY - $1 for the first 2 Months: Me - Order 99309. Item total: $1.00 USD first 2 months, then $6.99 / Month","","I-R8YLY094FJYR","","-6.99",""\n',
     [('EMAIL_ADDRESS', 'memberships@calmradio.com'), ('EMAIL_ADDRESS', 'simon@joyful.com')]),
    ('npm awesome-phonenumber 7.8.0: index-esm.mjs', '',
     '\t\t,,,,,,[-1]],[,,,,,,,,,[-1]],,,[,,,,,,,,,[-1]]],TD:[,[,,"(?:22|30|[689]\\\\d|77)\\\\d{6}",,,,,,,[8]],[,,"22(?:[37-9]0|5[0-5]|6[89])\\\\d{4}",,,,"22501234"],[,,"(?:30|[69]\\\\d|77|8[5-7])\\\\d{6}",,,,"63012345"],[,,,,,,,,,[-1]],[,,,,,,,,,[-1]],[,,,,,,,,,[-1]],[,,,,,,,,,[-1]],[,,,,,,,,,[-1]],"TD",235,"00|16",,,,,,"00",,[[,"(\\\\d{2})(\\\\d{2})(\\\\d{2})(\\\\d{2})","$1 $2 $3 $4",["[236-9]"]]],,[,,,,,,,,,[-1]],,,[,,,,,,,,,[-1]],[,,,,,,,,,[-1]],,,[,,,,,,,,,[-1]]],TG:[,[,,"[279]\\\\d{7}",,,,,,,[8]],[,,"2(?:2[2-7]|3[23]|4[45]|55|6[67]|77)\\\\d{5}",\n',
     []),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.wimax', '',
     'ATTRIBUTE\tWiMAX-E-UTRAN-Vector-AUTN\t\t145.1.4\toctets\nATTRIBUTE\tWiMAX-E-UTRAN-Vector-KASME\t\t145.1.5\toctets\n\nATTRIBUTE\tWiMAX-Visited-PLMN-ID\t\t\t146\toctets\n\nATTRIBUTE\tWiMAX-RAT-Type\t\t\t\t150\tinteger\n\nATTRIBUTE\tWiMAX-Terminal-Information\t\t151\ttlv\nATTRIBUTE\tWiMAX-IMEI\t\t\t\t151.2\tstring\nATTRIBUTE\tWiMAX-Software-Version\t\t\t151.2\tstring\n\nATTRIBUTE\tWiMAX-Subscription-Data\t\t\t154\ttlv\nATTRIBUTE\tWiMAX-UE-AMBR-DL\t\t\t154.2\tinteger\nATTRIBUTE\tWiMAX-UE-AMBR-UL\t\t\t154.3\tinteger\n\nATTRIBUTE\tWiMAX-Cancellation-Type\t\t\t155\tbyte\n\nVALUE\tWiMAX-Cancellation-Type\tMME_UPDATE_PROCEDURE\t\t0\nVALUE\tWiMAX-Cancellation-Type\tSUBSCRIPTION_WITHDRAWAL\t\t2\nVALUE\tWiMAX-Cancellation-Type\tINITIAL_ATTACH_PROCEDURE\t4\n\nATTRIBUTE\tWiMAX-EPS-Location-Information\t\t156\ttlv\nATTRIBUTE\tWiMAX-E-UTRAN-Cell-Global-Identity\t156.1\toctets\nATTRIBUTE\tWiMAX-Tracking-Area-Identity\t\t156.2\toctets\nATTRIBUTE\tWiMAX-Geographical-Information\t\t156.3\toctets\n',
     []),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/manual.txt', '',
     'The period “.” matches any single character. The caret “^” and the dollar sign \n“$” are metacharacters that respectively match the empty string at the\nbeginning and end of a line.\n\nA list of characters enclosed by “[” and “]” matches any single character in\nthat list; if the first character of the list is a caret “^” then it matches\nany character not in the list. For example, the regular expression [0123456789]\nmatches any single digit. A range of ASCII characters may be specified by\ngiving the first and last characters, separated by a hyphen “-”. Most\nmetacharacters lose their special meaning inside lists. To include a literal “]\n” place it first in the list. Similarly, to include a literal “^” place it\nanywhere but first. Finally, to include a literal hyphen “-” place it last.\n\nCertain named classes of characters are predefined. Character classes consist\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/faq/general.html', '',
     'SMS Daemon\nMiscellaneous utilities\nTesting Gammu\nPhone Protocols\nGlossary\n\nIndices and tables\n\nRelated Topics\n\n  Documentation overview\n  Gammu Documentation Contents\n  Frequently Asked Questions\n      Previous: Frequently Asked Questions\n      Next: Configuring Gammu FAQ\n\n  Quick search\n\n      ©2009-2023, Michal Čihař .\n\n      |\n      Powered by Sphinx 5.3.0\n      & Alabaster 0.7.12\n\n      |\n      Page source\n\n',
     []),
    ('PyPI ofxparse 0.21: tests/fixtures/fail_nice/decimal_error.ofx', '',
     '                    <DTPOSTED>201120000000</DTPOSTED>\n                    <TRNAMT>$120</TRNAMT>\n                    <FITID>2000957249</FITID>\n                    <NAME>Fail1</NAME>\n                </STMTTRN>\n\n            </BANKTRANLIST>\n            \n            <LEDGERBAL>\n                <BALAMT>0</BALAMT>\n                <DTASOF>20110614</DTASOF>\n            </LEDGERBAL>\n            </STMTRS>\n        </STMTTRNRS>\n    </BANKMSGSRSV1>\n</OFX> \n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/sendmail/README', '',
     '\tBroken inet_aton and inet_ntoa on IRIX using gcc: There\'s\n\ta problem with gcc on IRIX, i.e., gcc can\'t pass structs\n\tless than 16 bits long unless they are 8 bits; IRIX 6.2 has\n\tsome other sized structs.  See\n\thttp://www.bitmechanic.com/mail-archives/mysql/current/0418.html\n\tThis problem seems to be fixed by gcc v2.95.2, gcc v2.8.1\n\tis reported as broken.  Check your gcc version for this bug\n\tbefore installing sendmail.\n\nIRIX 6.4\n\tThe IRIX 6.5.4 version of /bin/m4 does not work properly with\n\tsendmail.  Either install fw_m4.sw.m4 off the Freeware_May99 CD and\n\tuse /usr/freeware/bin/m4 or install and use GNU m4.\n\nNeXT or NEXTSTEP\n\tNEXTSTEP 3.3 and earlier ship with the old DBM library.  Also,\n\tBerkeley DB does not currently run on NEXTSTEP.\n\n\tIf you are compiling on NEXTSTEP, you will have to create an\n\tempty file "unistd.h" and create a file "dirent.h" containing:\n\n',
     []),
    ('Debian package hylafax-server 3:6.0.7-5: /usr/share/doc/hylafax-server/README.mgetty', '',
     'ii  libtiff-tools  3.5.4-5        TIFF manipulation and conversion tools\nii  zlib1g         1.1.3-5        compression library - runtime\n\n--- Begin /etc/hylafax/config (modified conffile)\nLogFacility:\t\tlocal5\nCountryCode:\t\t1\nAreaCode:\t\t403\nLongDistancePrefix:\t1\nInternationalPrefix:\t011\nDialStringRules:\tetc/dialrules\nServerTracing:\t\t1\n\n--- End /etc/hylafax/config\n\n',
     []),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/html/manual.html', '',
     "            editor's documentation if you intend to send f=f\n            messages.\n\n            For example, vim provides the\n            w flag for its formatoptions\n            setting to assist in creating f=f messages, see\n            :help fo-table for details.\n          6.4.4.\xa0Reformatting\n            NeoMutt has some support for reformatting when viewing and replying\n            to format=flowed messages. In order to take\n            advantage of these, $reflow_text\n            must be set.\n\n                Paragraphs are automatically reflowed and wrapped at a width\n                specified by $reflow_wrap.\n\n                In its original format, the quoting style of\n                format=flowed messages can be difficult to\n                read, and doesn't intermix well with non-flowed replies.\n                Setting\n                $reflow_space_quotes\n",
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/kmymoney/templates/de_DE/skr49.kmt', '',
     '    <account type="12" name="2150-2170 Aufnahmegebühren">\n     <account type="12" name="2150 Aufnahmegebühren &lt;300€"/>\n     <account type="12" name="2160 Aufnahmegebühren 300€–1.534€"/>\n     <account type="12" name="2170 Umlagen"/>\n    </account>\n    <account type="12" name="2300 Zuschüsse">\n     <account type="12" name="2301 Zuschüsse von Verbänden"/>\n     <account type="12" name="2302 Zuschüsse von Behörden"/>\n     <account type="12" name="2303 Sonstige Zuschüsse"/>\n    </account>\n    <account type="12" name="2400 Sonstige Einnahmen ideeller Bereich">\n     <account type="12" name="2410 Steuerfreie Einnahmen nicht gemeinnütziger Vereine"/>\n     <account type="12" name="2412 Zuwendungen Dritter"/>\n     <account type="12" name="2420 Steuerfreie Einnahmen gemeinnütziger Vereine"/>\n     <account type="12" name="2421 Veräußerungserlöse ideeller Bereich"/>\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/c/debug.html', '',
     'Upon successful return, these functions return the number of characters printed (as printf). \n\ntypedef struct _GSM_Debug_Info GSM_Debug_Info¶\nDebugging configuration. \n\nGammu\n\nNavigation\n\nGammu Documentation Contents\nGammu project\nQuick starter guide\nFrequently Asked Questions\npython-gammu\nlibGammu\nGammu internals\nFile formats used by Gammu\nGammu Configuration File\nGammu Utility\nSMS Daemon\nMiscellaneous utilities\nTesting Gammu\nPhone Protocols\nGlossary\n\nIndices and tables\n\nRelated Topics\n\n  Documentation overview\n  Gammu Documentation Contents\n  libGammu\n  libGammu C API\n      Previous: Date and time\n      Next: Error handling\n\n  Quick search\n\n      ©2009-2023, Michal Čihař .\n\n      |\n      Powered by Sphinx 5.3.0\n      & Alabaster 0.7.12\n\n      |\n      Page source\n\n',
     []),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/tcl/faxview-0.2/faxview.tcl', '',
     '# --------------------------------------------------------------\n# Basic initialization.\n# --------------------------------------------------------------\n\n\n# What is this.\n#\nwm title . FAXview\n\n# Set the defaults.\n#\nset color_background\t#dfdfdf\t\t;# light gray\nset color_active\t#bfbfbf\t\t;# medium gray\nset color_disabled\t#7f7f7f\t\t;# dark gray\nset color_foreground\t#000000\t\t;# black\nset color_ground\t#dfdfbf\t\t;# gray-shaded ivory\nset color_input\t\t#ffffdf\t\t;# light yellow\nset color_selection\t#ffdfbf\t\t;# pale orange\nset color_button\t#bf5f5f\t\t;# indian red\nset color_highlight\t$color_disabled\n\n. configure \\\n\t-background $color_background\n\noption add *background $color_background\noption add *foreground $color_foreground\noption add *activeBackground $color_active\noption add *activeForeground $color_foreground\noption add *selectBackground $color_selection\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/bank/xfer.py', '',
     '"""\nIntrabank funds transfer  - OFX Section 11.6\n"""\n\nfrom __future__ import annotations\n\n__all__ = [\n    "XFERINFO",\n    "XFERPRCSTS",\n    "INTRARQ",\n    "INTRARS",\n    "INTRAMODRQ",\n    "INTRACANRQ",\n    "INTRAMODRS",\n    "INTRACANRS",\n    "INTRATRNRQ",\n    "INTRATRNRS",\n]\n\n\n# local imports\nfrom ofxtools.models.bank.stmt import BANKACCTFROM, BANKACCTTO, CCACCTFROM, CCACCTTO\nfrom ofxtools.models.base import Aggregate\nfrom ofxtools.models.i18n import CURRENCY_CODES\nfrom ofxtools.models.wrapperbases import TrnRq, TrnRs\nfrom ofxtools.Types import DateTime, Decimal, OneOf, String, SubAggregate\n\n\nclass XFERINFO(Aggregate):\n    """OFX section 11.3.5"""\n\n    bankacctfrom = SubAggregate(BANKACCTFROM)\n    ccacctfrom = SubAggregate(CCACCTFROM)\n    bankacctto = SubAggregate(BANKACCTTO)\n    ccacctto = SubAggregate(CCACCTTO)\n    trnamt = Decimal(required=True)\n    dtdue = DateTime()\n\n',
     []),
    ('npm awesome-phonenumber 7.8.0: index-esm.mjs', '',
     '\t\t[,"(\\\\d{4})(\\\\d{4})","$1 $2",["16[08]"]],[,"(\\\\d{3})(\\\\d{5,6})","$1 $2",["3(?:[157]|35|49|9[1-68])|4(?:[17]|2[179]|6[47-9]|8[23])|5(?:[1357]|2[37]|4[36]|6[1-46]|80)|6(?:3[1-5]|6[0238]|9[12])|7(?:01|[1579]|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]|4[13]|5[1-5])|(?:4[35]|59|85)[1-9]","(?:3(?:[157]\\\\d|35|49|9[1-68])|4(?:[17]\\\\d|2[179]|[35][1-9]|6[47-9]|8[23])|5(?:[1357]\\\\d|2[37]|4[36]|6[1-46]|80|9[1-9])|6(?:3[1-5]|6[0238]|9[12])|7(?:01|[1579]\\\\d|2[248]|3[014-9]|4[3-6]|6[023689])|8(?:1[236-8]|2[5-7]|[37]\\\\d|5[1-9]|8[36-8]|9[1-8])|9(?:0[1-3689]|1[1-79]|[379]\\\\d|4[13]|5[1-5]))[19]",\n',
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/72_active.cf', '',
     'body     __FEES           /\\b(?:security|safe\\w*|courier|registration|pay|paid|up-?front|processing|delivery|transfer|keeping)[\\s\\w]{0,15}\\s(?:fee|charge)s?\\b/i \n\nbody     __FIFTY_FIFTY    /\\b(?:50|fifty)(?:%?[\\/:]50%?|%|\\spercent)/i\n\nif !plugin(Mail::SpamAssassin::Plugin::ReplaceTags)\n  meta     __FILL_THIS_FORM               0\nendif\n\nifplugin Mail::SpamAssassin::Plugin::ReplaceTags\n  meta     __FILL_THIS_FORM               (__FILL_THIS_FORM_LONG || __FILL_THIS_FORM_PARTIAL > 4 || __FILL_THIS_FORM_PARTIAL_RAW > 4)\nendif\n\nif !plugin(Mail::SpamAssassin::Plugin::ReplaceTags)\n  meta     __FILL_THIS_FORM_FRAUD_PHISH   0\nendif\n\nifplugin Mail::SpamAssassin::Plugin::ReplaceTags\n  meta     __FILL_THIS_FORM_FRAUD_PHISH   (__FILL_THIS_FORM || __FILL_THIS_FORM_SHORT) && (__FILL_THIS_FORM_FRAUD_PHISH1 || __EMAIL_PHISH || __ACCT_PHISH)\nendif\n\nif !plugin(Mail::SpamAssassin::Plugin::ReplaceTags)\n',
     []),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/manual.html', '',
     'See Syntax of Initialization Files for more information on " and \'\ndelimiter processing.  To match a literal " or \' you must preface it\nwith \\ (backslash).\n\nThe fundamental building blocks are the regular expressions that match a\nsingle character.  Most characters, including all letters and digits,\nare regular expressions that match themselves.  Any metacharacter with\nspecial meaning may be quoted by preceding it with a backslash.\n\nThe period “.” matches any single character.  The caret\n“^” and the dollar sign “$” are metacharacters\nthat respectively match the empty string at the beginning and end of a\nline.\n\nA list of characters enclosed by “[” and “]”\nmatches any single character in that list; if the first character of the\nlist is a caret “^” then it matches any character\nnot in the list.  For example, the regular\nexpression [0123456789] matches any single digit.\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/smsd/mysql.html', '',
     "For creating the SQL tables you need more privileges, especially for\ncreating triggers, which are used for some functionality.\n\nCreating tables for MySQL¶\nDepending on MySQL version and settings please choose best fitting\nscript to create tables:\n\nmysql.sql, requires MySQL 5.6.5 or newer\nmysql-legacy.sql supports legacy MySQL versions, but requires neither of\nNO_ZERO_DATE, ANSI or STRICT modes to be set in the server\n\nSQL script mysql.sql for creating tables in MySQL database:\n-- \n-- Database for Gammu SMSD\n-- \n-- In case you get errors about not supported charset, please\n-- replace utf8mb4 with utf8.\n\n-- --------------------------------------------------------\n\n-- \n-- Table structure for table `gammu`\n-- \n\nCREATE TABLE `gammu` (\n  `Version` integer NOT NULL default '0' PRIMARY KEY\n) ENGINE=MyISAM DEFAULT CHARSET=utf8mb4;\n\n-- \n-- Dumping data for table `gammu`\n-- \n\n",
     []),
    ('PyPI stripe 16.1.0: stripe/params/_setup_intent_update_params.py', '',
     '    must be populated accordingly\n    """\n    requestor_challenge_indicator: NotRequired[str]\n    """\n    The challenge indicator (`threeDSRequestorChallengeInd`) which was requested in the\n    AReq sent to the card Issuer\'s ACS. A string containing 2 digits from 01-99.\n    """\n    transaction_id: NotRequired[str]\n    """\n    For 3D Secure 1, the XID. For 3D Secure 2, the Directory Server\n    Transaction ID (dsTransID).\n    """\n    version: NotRequired[\n        "Literal[\'1.0.2\', \'2.1.0\', \'2.2.0\', \'2.3.0\', \'2.3.1\']|str"\n    ]\n    """\n    The version of 3D Secure that was performed.\n    """\n\n\nclass SetupIntentUpdateParamsPaymentMethodOptionsCardThreeDSecureNetworkOptions(\n    TypedDict,\n):\n    cartes_bancaires: NotRequired[\n        "SetupIntentUpdateParamsPaymentMethodOptionsCardThreeDSecureNetworkOptionsCartesBancaires"\n    ]\n    """\n    Cartes Bancaires-specific 3DS fields.\n    """\n\n\n',
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/72_active.cf', '',
     "uri        __IMGUR_IMG                 m,^https?://(?:[^.]+\\.)?imgur\\.com/[a-z0-9]{7}\\.(?:png|gif|jpe?g)$,i\ntflags     __IMGUR_IMG                 multiple maxhits=4\n\nmeta       __IMGUR_IMG_2               __IMGUR_IMG == 2\n\nmeta       __IMGUR_IMG_3               __IMGUR_IMG == 3\n\nif !plugin(Mail::SpamAssassin::Plugin::ImageInfo)\n  meta       __IMG_LE_300K           0\nendif\n\nifplugin Mail::SpamAssassin::Plugin::ImageInfo\n  body       __IMG_LE_300K           eval:pixel_coverage('all',62500,300000)\nendif\n\nbody     __INHERIT_PMT    /\\binheritance\\spayment\\s/i\n\nbody     __INTL_BANK      /\\b(?:international\\s(?:\\w+\\s)?bank|banque\\sinternationale)\\b/i\n\nbody     __INVEST_COUNTRY /\\binvest\\sin\\syour?\\scountry\\b/i\n\nbody     __INVEST_MONEY   /\\binvest(?:ir)?\\s(?:this|ces|d[ae]s|sur ce|de ces)\\s(?:money|f[ou]nds?)\\b/i\n\n",
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/internal/index.rst.txt', '',
     '.. _internal:\n\nGammu internals\n===============\n\nGammu project internals are a bit more complicated than required, mostly for\nhistorical reasons. Before digging into source code, you should look at\n:doc:`../project/directories` and  :doc:`../project/coding-style`.\n\n.. toctree::\n    :maxdepth: 2\n\n    reply\n    state-machine\n    new-phone\n',
     []),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.starent', '',
     'VALUE\tSN-User-Privilege\t\tAdministrative\t\t6\nVALUE\tSN-User-Privilege\t\tNAS_Prompt\t\t7\nVALUE\tSN-User-Privilege\t\tInspector\t\t19650516\nVALUE\tSN-User-Privilege\t\tSecurity_Admin\t\t19660618\n\nVALUE\tSN-IPv6-Alloc-Method\t\tAlloc_Local_Pool\t0\nVALUE\tSN-IPv6-Alloc-Method\t\tAlloc_Dhcp_Client\t1\nVALUE\tSN-IPv6-Alloc-Method\t\tAlloc_No_Alloc\t\t2\nVALUE\tSN-IPv6-Alloc-Method\t\tAlloc_Static_Alloc\t3\n\nVALUE\tSN-WSG-MIP-Required\t\tNo\t\t\t0\nVALUE\tSN-WSG-MIP-Required\t\tYes\t\t\t1\n\nVALUE\tSN-WSG-MIP-Release-TIA\t\tNo\t\t\t0\nVALUE\tSN-WSG-MIP-Release-TIA\t\tYes\t\t\t1\n\nVALUE\tSN-WSG-MIP-Simple-IP-Fallback\tNo\t\t\t0\nVALUE\tSN-WSG-MIP-Simple-IP-Fallback\tYes\t\t\t1\n\nEND-VENDOR\tStarent\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/python/objects.rst.txt', '',
     "* ``T_CYCL`` - Training - Cycling\n* ``T_BUDO`` - Training - Budo\n* ``T_DANC`` - Training - Dance\n* ``T_EXTR`` - Training - Extreme Sports\n* ``T_FOOT`` - Training - Football\n* ``T_GOLF`` - Training - Golf\n* ``T_GYM`` - Training - Gym\n* ``T_HORS`` - Training - Horse Race\n* ``T_HOCK`` - Training - Hockey\n* ``T_RACE`` - Training - Races\n* ``T_RUGB`` - Training - Rugby\n* ``T_SAIL`` - Training - Sailing\n* ``T_STRE`` - Training - Street Games\n* ``T_SWIM`` - Training - Swimming\n* ``T_TENN`` - Training - Tennis\n* ``T_TRAV`` - Training - Travels\n* ``T_WINT`` - Training - Winter Games\n* ``ALARM`` - Alarm\n* ``DAILY_ALARM`` - Alarm repeating each day.\n\n.. attribute:: Priority\n\n   Entry priority, one of:\n\n* ``High``\n* ``Medium``\n* ``Low``\n* ``None``\n\n.. attribute:: Entries\n\n   Actual entries, see :ref:`todo_entry_obj`\n\nExample:\n\n.. code-block:: python\n\n    TODO = {\n        'Type': 'MEMO',\n",
     []),
    ('Debian package hylafax-client 3:6.0.7-5: /usr/share/doc/hylafax-client/faxmail/README', '',
     '#\t$Id$\n#\n# HylaFAX Facsimile Software\n#\n# Copyright (c) 1990-1996 Sam Leffler\n# Copyright (c) 1991-1996 Silicon Graphics, Inc.\n# HylaFAX is a trademark of Silicon Graphics, Inc.\n# \n# Permission to use, copy, modify, distribute, and sell this software and \n# its documentation for any purpose is hereby granted without fee, provided\n# that (i) the above copyright notices and this permission notice appear in\n# all copies of the software and related documentation, and (ii) the names of\n# Sam Leffler and Silicon Graphics may not be used in any advertising or\n# publicity relating to the software without the specific, prior written\n# permission of Sam Leffler and Silicon Graphics.\n# \n# THE SOFTWARE IS PROVIDED "AS-IS" AND WITHOUT WARRANTY OF ANY KIND, \n# EXPRESS, IMPLIED OR OTHERWISE, INCLUDING WITHOUT LIMITATION, ANY \n# WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.  \n# \n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_bank.py', '',
     '        )\n\n\nclass Example4RequestTestCase(base.OfxTestCase, unittest.TestCase):\n    """OFX Section 11.14.4"""\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRQV1>\n            <SONRQ>\n                <DTCLIENT>20051029101000</DTCLIENT>\n                <USERID>12345</USERID>\n                <USERPASS>MyPassword</USERPASS>\n                <LANGUAGE>ENG</LANGUAGE>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n                <APPID>MyApp</APPID>\n                <APPVER>0500</APPVER>\n            </SONRQ>\n        </SIGNONMSGSRQV1>\n        <BANKMSGSRQV1>\n            <RECINTRATRNRQ>\n                <TRNUID>1001</TRNUID>\n                <RECINTRARQ>\n                    <RECURRINST>\n                        <FREQ>MONTHLY</FREQ>\n                    </RECURRINST>\n                    <INTRARQ>\n                        <XFERINFO>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_header.py', '',
     '                <DTPROFUP>19991029101003</DTPROFUP>\n                <DTACCTUP>20031029101003</DTACCTUP>\n                <FI>\n                    <ORG>NCH</ORG>\n                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n    </OFX>\n    """.strip()\n\n    def testValid(self):\n        for attr, values in self.valid.items():\n            for value in values:\n                # Test class constructor with valid overrides\n                kw = {attr: value}\n                if attr != "version":\n                    kw["version"] = self.defaultVersion\n                header = self.headerClass(**kw)\n                self.assertEqual(getattr(header, attr), value)\n\n                # Test OFXHeaderBase.parse() with valid fields\n                rawheader = str(header)\n                (header_dupe, rest) = self.headerClass.parse(rawheader)\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/smsd/pgsql.rst.txt', '',
     '.. _gammu-smsd-pgsql:\n\nPostgreSQL Backend\n==================\n\nDescription\n-----------\n\nPGSQL backend stores all data in a `PostgreSQL`_ database server, which\nparameters are defined by configuration (see :ref:`gammu-smsdrc` for description of\nconfiguration options).\n\nFor tables description see :ref:`gammu-smsd-tables`.\n\nThis backend is based on :ref:`gammu-smsd-sql`.\n\n.. _PostgreSQL: https://www.postgresql.org/\n\nConfiguration\n-------------\n\nBefore running :ref:`gammu-smsd` you need to create necessary tables in the\ndatabase, which is described below.\n\nThe configuration file then can look like:\n\n.. code-block:: ini\n\n    [smsd]\n    service = sql\n    driver = native_pgsql\n    host = localhost\n\n.. seealso:: :ref:`gammu-smsdrc`\n\n.. _pgsql-create:\n\nCreating tables for PostgreSQL\n------------------------------\n\nSQL script for creating tables in PostgreSQL database:\n\n',
     []),
    ('PyPI stripe 16.1.0: stripe/params/_payment_intent_update_params.py', '',
     '    Amount intended to be collected by this PaymentIntent. A positive integer representing how much to charge in the [smallest currency unit](https://docs.stripe.com/currencies#zero-decimal) (e.g., 100 cents to charge $1.00 or 100 to charge ¥100, a zero-decimal currency). The minimum amount is $0.50 US or [equivalent in charge currency](https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). The amount value supports up to eight digits (e.g., a value of 99999999 for a USD charge of $999,999.99).\n    """\n    amount_details: NotRequired[\n        "Literal[\'\']|PaymentIntentUpdateParamsAmountDetails"\n    ]\n    """\n    Provides industry-specific information about the amount.\n    """\n    application_fee_amount: NotRequired["Literal[\'\']|int"]\n    """\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/libmilter/html/smfi_version.html', '',
     'SMFI_VERSION\nmacro to determine which functions to use\n(at compile time via C preprocessor statements).\nUsing this macro and the\nsmfi_version()\nfunction,\na milter can determine at runtime whether it has been (dynamically)\nlinked against the expected libmilter version.\nSuch a function should only compare the major and minor version,\nnot the patch level,\ni.e., the libmilter library will be compatible despite\ndifferent patch levels.\n\nCopyright (c) 2006-2008 Proofpoint, Inc. and its suppliers.\nAll rights reserved.\n\nBy using this file, you agree to the terms and conditions set\nforth in the LICENSE.\n\n',
     []),
    ('Debian package smstools 3.1.21-4+b1: /usr/share/doc/smstools/html/doc/index.html', '',
     'forwarding messages via eMail (SMS to eMail gateway), ... and whatever you like.\n\nThe SMS Server Tools runs on Microsoft Windows (with CygWin) and any Unix including Solaris, BSD, FreeBSD and GNU/Linux.\nThis software needs a GSM modem (or mobile phone) with SMS command set according to the european specifications \nGSM 07.05 (=ETSI TS 300 585) and GSM 03.38 (=ETSI TS 100 900). \nAT command set is supported. \nDevices can be connected with serial port, infrared, USB or network modems using a socket. \n\nSMS Server Tools has been available from 2000 (as 1.x, starting from 2005 as 2.x).\n\n  SMS Server Tools is originally created by Mr. Stefan Frings.\n  Developing of version 2.x is freezed couple of years ago. Bugs are fixed if any critical one found.\n  2.x website.\n\nCurrent and actively developed version is 3.x.\n\n  SMS Server Tools 3 is maintained by Mr. Keijo "Keke" Kasvi.\n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/kmymoney/templates/de_DE/wohnungsw.kmt', '',
     '   <account type="12" name="66 sonstige betriebliche Erträge">\n    <account type="12" name="660 Erträge aus Anlageverkäufen"/>\n    <account type="12" name="661 Erträge aus Zuschreibungen"/>\n    <account type="12" name="662 Erträge aus der Auflösung von Rückstellungen"/>\n    <account type="12" name="663 Eintrittsgelder und Bearbeitungsgebühren"/>\n    <account type="12" name="664 Erträge aus Materialverkäufen"/>\n    <account type="12" name="665 Erträge aus unbebauten Grundstücken"/>\n    <account type="12" name="666 Erträge aus früheren Jahren"/>\n    <account type="12" name="667 Erträge aus der Auflösung von Sonderposten mit Rücklageanteil, steuerrechtliche Wertberichtigungen">\n     <account type="12" name="6670-6673 Erträge aus der Auflösung von Sonderposten mit Rücklageanteil"/>\n',
     []),
    ('Debian package courier-doc 1.0.16-3: /usr/share/doc/courier-doc/html/courier.html', '',
     "for more information) for mail from certain IP addresses.\nIf sizelimit does not exist, and SIZELIMIT is\nnot set, the maximum message size defaults to 10485760 bytes.submitdelay\nsubmitdelay specifies the delay before the first delivery\nattempt for a message that has been entered into the mail queue. Normally,\nthe first delivery attempt is made as soon as possible. This setting delays\nthe initial delivery attempt. It is normally used when you have a mail filter\ninstalled that detects duplicate messages arriving in a short period of time.\nIf the mail filter detects this situation it can use the\ncancelmsg(1)\n\ncommand to reject duplicate messages in the queue\n(and return them back to the envelope sender).\nsubmitdelay specifies a time interval in the same format as\nqueuetime.usexsender\nIf this configuration file exists, the Courier mail server's webmail server will set the\n",
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/bank/msgsets.py', '',
     '    """OFX section 11.13.3"""\n\n    creditcardmsgsetv1 = SubAggregate(CREDITCARDMSGSETV1, required=True)\n\n\nclass INTERXFERMSGSRQV1(Aggregate):\n    """OFX section 11.13.1.3.1"""\n\n    intertrnrq = ListAggregate(INTERTRNRQ)\n    recintertrnrq = ListAggregate(RECINTERTRNRQ)\n    intersyncrq = ListAggregate(INTERSYNCRQ)\n    recintersyncrq = ListAggregate(RECINTERSYNCRQ)\n\n\nclass INTERXFERMSGSRSV1(Aggregate):\n    """OFX section 11.13.1.3.2"""\n\n    intertrnrs = ListAggregate(INTERTRNRS)\n    recintertrnrs = ListAggregate(RECINTERTRNRS)\n    intersyncrs = ListAggregate(INTERSYNCRS)\n    recintersyncrs = ListAggregate(RECINTERSYNCRS)\n\n\nclass INTERXFERMSGSETV1(Aggregate):\n    """OFX section 11.13.4"""\n\n    msgsetcore = SubAggregate(MSGSETCORE, required=True)\n    xferprof = SubAggregate(XFERPROF, required=True)\n    canbillpay = Bool(required=True)\n    cancwnd = Integer(3, required=True)\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_client.py', '',
     '    #          "</PROFRQ>"\n    #          "</PROFTRNRQ>"\n    #          "</PROFMSGSRQV1>"\n    #          "</OFX>"\n    #      ).format(appid=DEFAULT_APPID, appver=DEFAULT_APPVER)\n\n    #      self.assertEqual(data, request)\n\n    def testRequestAccounts(self):\n        data = self._testRequest(\n            self.client.request_accounts,\n            "t0ps3kr1t",\n            datetime(1954, 10, 31, tzinfo=UTC),\n        )\n\n        request = (\n            "OFXHEADER:100\\r\\n"\n            "DATA:OFXSGML\\r\\n"\n            "VERSION:103\\r\\n"\n            "SECURITY:NONE\\r\\n"\n            "ENCODING:USASCII\\r\\n"\n            "CHARSET:NONE\\r\\n"\n            "COMPRESSION:NONE\\r\\n"\n            "OLDFILEUID:NONE\\r\\n"\n            "NEWFILEUID:DEADBEEF\\r\\n"\n            "\\r\\n"\n            "<OFX>"\n            "<SIGNONMSGSRQV1>"\n            "<SONRQ>"\n            "<DTCLIENT>20170401000000.000[+0:UTC]</DTCLIENT>"\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/c/smsd.rst.txt', '',
     'SMSD\n====\n\n.. doxygenfunction:: SMSD_InjectSMS\n.. doxygenfunction:: SMSD_GetStatus\n.. doxygenfunction:: SMSD_Shutdown\n.. doxygenfunction:: SMSD_ReadConfig\n.. doxygenfunction:: SMSD_MainLoop\n.. doxygenfunction:: SMSD_NewConfig\n.. doxygenfunction:: SMSD_FreeConfig\n.. doxygenstruct:: GSM_SMSDStatus\n    :members:\n.. doxygentypedef:: GSM_SMSDConfig\n',
     []),
    ('Debian package dovecot-core 1:2.3.19.1+dfsg1-2.1+deb12u7: /usr/share/doc/dovecot-core/wiki/MailboxFormat.Maildir.txt', '',
     'NFS server to stat() every file in a directory.  The solution under Linux is to\nmake sure the NFS filesystem is mounted with the "nordirplus" option.\n\n * https://dovecot.org/list/dovecot/2012-July/066939.html\n\nDirectory Structure\n-------------------\n\nBy default Dovecot uses Maildir++\n[https://www.courier-mta.org/imap/README.maildirquota.html] directory layout\nfor organizing mailbox directories. This means that all the folders are\ndirectly inside \'~/Maildir\' directory:\n\n * \'~/Maildir/new\', \'~/Maildir/cur\' and \'~/Maildir/tmp\' directories contain the\n   messages for INBOX. The \'tmp\' directory is used during delivery, new\n   messages arrive in \'new\' and read shall be moved to \'cur\' by the clients.\n * \'~/Maildir/.folder/\' is a mailbox folder\n * \'~/Maildir/.folder.subfolder/\' is a subfolder of a folder (ie.\n   "folder/subfolder")\n\n',
     []),
    ('Debian package hledger 1.25-2+b5: /usr/share/doc/hledger/hledger.info', '',
     'Node: Filtered balance report\x7f93200\nRef: #filtered-balance-report\x7f93387\nNode: List or tree mode\x7f93714\nRef: #list-or-tree-mode\x7f93882\nNode: Depth limiting\x7f95227\nRef: #depth-limiting\x7f95393\nNode: Dropping top-level accounts\x7f95994\nRef: #dropping-top-level-accounts\x7f96196\nNode: Multi-period balance report\x7f96506\nRef: #multi-period-balance-report\x7f96719\nNode: Showing declared accounts\x7f98994\nRef: #showing-declared-accounts\x7f99187\nNode: Data layout\x7f99718\nRef: #data-layout\x7f99873\nNode: Sorting by amount\x7f107813\nRef: #sorting-by-amount\x7f107968\nNode: Percentages\x7f108638\nRef: #percentages\x7f108796\nNode: Balance change end balance\x7f109757\nRef: #balance-change-end-balance\x7f109950\nNode: Balance report types\x7f111378\nRef: #balance-report-types\x7f111568\nNode: Useful balance reports\x7f115847\nRef: #useful-balance-reports\x7f116028\nNode: Budget report\x7f117113\nRef: #budget-report\x7f117297\nNode: Budget report start date\x7f122572\n',
     []),
    ('Debian package getmail6 6.18.11-2: /usr/share/doc/getmail6/faq.txt', '',
     '   You may find it necessary to specify the paths of some decompression\n   utilities used by ClamAV with additional arguments like:\n\n arguments = ( …,\n     "--unzip=/usr/local/bin/unzip",\n     "--unrar=/usr/local/bin/unrar",\n     "--unarj=/usr/local/bin/unarj",\n     "--lha=/usr/local/bin/lha",\n     "--jar=/usr/local/bin/unzip",\n     "--tar=/usr/bin/tar",\n     "--tgz=/usr/bin/tar"\n\n   Note: if you want to use the daemonized (client/server) version of ClamAV,\n   ensure that your clamav.conf file contains:\n\n ScanMail\n\n   The paths to the various decompression utilities must be specified in this\n   file as well.\n\n   See the following mailing list message from Frankye Fattarelli for\n   additional notes on using ClamAV with getmail:\n   https://marc.info/?l=getmail&m=109128345509273&w=2\n\n    Getting prettier output from ClamAV\n\n',
     []),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/contrib/logparse.c', '',
     '/* Analyse der Fax-Logdatei: Liste aller ausgehenden erfolgreichen */\n/* Verbindungen mit Dauer und Kosten. */\n/* Das optionale erste Argument gibt die Dauer einer Telefoneinheit an */\n/* 24.11.94 Roland Meier */\n\n#include <stdio.h>\n#include <string.h>\n#include <stdlib.h>\n#include <math.h>\n\n#define STRSIZ 100\n\n\nint main(int argc, char *argv[])\n{\n  FILE *fin;\n  char *ptr;\n  char str[STRSIZ],id[STRSIZ];\n  double einheit=0, gpreis=0;\n  int amon,atag,astd,amin,asek;\n  int bmon,btag,bstd,bmin,bsek;\n  int anz, stat, geschw=0, ende=0, endeerk=1;\n\n  if (argc>1) {\n    einheit = atoi(argv[1]);\n    if ((!einheit) || (argc>2)) {\n      fprintf(stderr,"usage: %s [Dauer einer Einheit]\\n\\n", argv[0]);\n      exit(1);\n    }\n  }     \n  if (!einheit)\n    einheit = 360;\n  if ( !(fin=fopen("/var/spool/fax/Faxlog","r"))) {\n    fprintf(stderr,"Logdatei nicht gefunden!\\n\\n");\n    exit(2);\n  }\n',
     []),
    ('Debian package smstools 3.1.21-4+b1: /usr/share/doc/smstools/html/doc/slideshow/page8.html', '',
     '\nSMS Server Tools 3\n\nBODY {\n\tBACKGROUND: #efefef;\n\tMARGIN: 5px 5px 10px;\n\tFONT: 10pt verdana, geneva, lucida, arial, helvetica, sans-serif;\n\tCOLOR: #000000;\n}\nH3 {\n\tFONT: 14pt verdana, geneva, lucida, arial, helvetica, sans-serif;\n\tCOLOR: #000000;\n\tBACKGROUND-COLOR: #dcdcfe;\n}\nA:link {\n\tCOLOR: #0000ff;\n\tTEXT-DECORATION: none;\n}\nA:visited {\n\tCOLOR: #0000ff;\n\tTEXT-DECORATION: none;\n}\nA:hover {\n\tCOLOR: #ffffff;\n\tBACKGROUND-COLOR: #5555ff;\n\tTEXT-DECORATION: none;\n}\n.TextArea {\n\tFONT: 12pt verdana, geneva, lucida, arial, helvetica, sans-serif;\n\tCOLOR: #000000;\n}\n.MenuArea {\n\tFONT: 10pt verdana, geneva, lucida, arial, helvetica, sans-serif;\n\tCOLOR: #000000;\n}\n.Image {\n\tFONT: 12pt verdana, geneva, lucida, arial, helvetica, sans-serif;\n\tCOLOR: #800000;\n}\ndiv.slideborder { \n\tborder-bottom-width: 4px;\n\tborder-bottom-color: #333333;\n\tborder-bottom-style: groove;\n\n\tborder-right-width: 3px;\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_models_signon.py', '',
     '            status=base.StatusTestCase.aggregate,\n            dtserver=datetime(2005, 10, 29, 10, 10, 3, tzinfo=UTC),\n            userkey="DEADBEEF",\n            tskeyexpire=datetime(2005, 12, 31, tzinfo=UTC),\n            language="ENG",\n            dtprofup=datetime(2005, 1, 1, tzinfo=UTC),\n            dtacctup=datetime(2005, 1, 2, tzinfo=UTC),\n            fi=FiTestCase.aggregate,\n            sesscookie="BADA55",\n            accesskey="CAFEBABE",\n        )\n\n    def testConvertRemoveProprietaryTag(cls):\n        # Make sure SONRS.from_etree() removes proprietary tags\n        root = deepcopy(cls.etree)\n        SubElement(root, "INTU.BANKID").text = "12345678"\n\n        sonrs = Aggregate.from_etree(root)\n        cls.assertIsInstance(sonrs, SONRS)\n        # Converted Aggregate should still have 10 values, not 11\n        cls.assertEqual(len(sonrs._spec_repr), 10)\n\n',
     []),
    ('Debian package homebank-data 5.6.2-1: /usr/share/homebank/datas/example.xhb', '',
     '<ope date="738261" amount="-25" account="1" paymode="6" st="2" payee="19" category="48" wording="up and running"/>\n<ope date="738266" amount="-94" account="1" paymode="6" st="2" payee="17" category="4" wording="fuel"/>\n<ope date="738272" amount="-20" account="1" dst_account="2" st="2" flags="8" payee="21" category="127" wording="for hard time" kxfer="4"/>\n<ope date="738273" amount="-100" account="1" paymode="8" st="2" payee="8" category="19" wording="boiler and cooking"/>\n<ope date="738276" amount="-20" account="1" paymode="6" st="2" payee="14" category="50" wording="my pills"/>\n<ope date="738277" amount="-90" account="1" paymode="6" st="2" payee="22" category="1" wording="food"/>\n<ope date="738277" amount="-76" account="1" paymode="7" st="2" payee="20" category="13" wording="plugged stuff"/>\n',
     []),
    ('Debian package hylafax-server 3:6.0.7-5: /var/spool/hylafax/config/rockwell-k56', '',
     '# $Id$\n#\n# HylaFAX Facsimile Software\n#\n# Copyright (c) 1990-1996 Sam Leffler\n# Copyright (c) 1991-1996 Silicon Graphics, Inc.\n# HylaFAX is a trademark of Silicon Graphics, Inc.\n# \n# Permission to use, copy, modify, distribute, and sell this software and \n# its documentation for any purpose is hereby granted without fee, provided\n# that (i) the above copyright notices and this permission notice appear in\n# all copies of the software and related documentation, and (ii) the names of\n# Sam Leffler and Silicon Graphics may not be used in any advertising or\n# publicity relating to the software without the specific, prior written\n# permission of Sam Leffler and Silicon Graphics.\n# \n# THE SOFTWARE IS PROVIDED "AS-IS" AND WITHOUT WARRANTY OF ANY KIND, \n# EXPRESS, IMPLIED OR OTHERWISE, INCLUDING WITHOUT LIMITATION, ANY \n# WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.  \n# \n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/kmymoney/templates/de_DE/skr04.kmt', '',
     '       <account type="9" name="Forderg.a. Lieferungen/Leistungen &gt; 1 J"/>\n      </account>\n      <account type="9" name="Gegenkonto 1221-1229, 1250-1257, 1270-1279, 1290-1297 bei Aufteilung Debitorenkonto"/>\n      <account type="9" name="Gegenkonto zu sonstigen Vermögensgegenständen bei Buchungen über Debitorenkonto"/>\n      <account type="9" name="Wechsel aus Lieferung und Leistung">\n       <account type="9" name="Wechsel a. Lieferungen/Leistungen &lt; 1 J"/>\n       <account type="9" name="Wechsel a. Lieferungen/Leistungen &gt; 1 J"/>\n       <account type="9" name="Wechsel a. Lieferungen/Leistungen, bundesbankfähig"/>\n      </account>\n      <account type="9" name="Zweifelhafte Forderungen">\n       <account type="9" name="Einzelwertberichtigung Forderung (&lt; 1J)"/>\n       <account type="9" name="Einzelwertberichtigung Forderung (&gt; 1J)"/>\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/_sources/autoapi/khard/address_book/index.rst.txt', '',
     ':py:mod:`khard.address_book`\n============================\n\n.. py:module:: khard.address_book\n\n.. autoapi-nested-parse::\n\n   A simple class to load and manage the vcard files from disk.\n\n\n\nModule Contents\n---------------\n\nClasses\n~~~~~~~\n\n.. autoapisummary::\n\n   khard.address_book.AddressBook\n   khard.address_book.VdirAddressBook\n   khard.address_book.AddressBookCollection\n\n\n\n\nAttributes\n~~~~~~~~~~\n\n.. autoapisummary::\n\n   khard.address_book.logger\n\n\n.. py:data:: logger\n   \n\n   \n\n.. py:exception:: AddressBookParseError(filename: str, abook: str, reason: Exception)\n\n   Bases: :py:obj:`Exception`\n\n   Indicate an error while parsing data from an address book backend.\n\n   .. py:method:: __str__() -> str\n\n      Return str(self).\n\n\n\n.. py:exception:: AddressBookNameError\n\n   Bases: :py:obj:`Exception`\n\n   Indicate an error with an address book name.\n\n\n.. py:class:: AddressBook(name: str)\n\n',
     []),
    ('PyPI ofxparse 0.21: README.rst', '',
     "ofxparse\n========\n\nofxparse is a parser for Open Financial Exchange (.ofx) format files.  OFX\nfiles are available from almost any online banking site, so they work well\nif you want to pull together your finances from multiple sources.  Online\ntrading accounts also provide account statements in OFX files.\n\nThere are three different types of OFX files, called BankAccount,\nCreditAccount and InvestmentAccount files.  This library has been tested with\nreal-world samples of all three types.  If you find a file that does not work\nwith this library, please consider contributing the file so ofxparse can be\nimproved.  See the Help! section below for directions on how to do this.\n\nExample Usage\n=============\n\nHere's a sample program\n\n.. code:: python\n\n  from ofxparse import OfxParser\n  with codecs.open('file.ofx') as fileobj:\n      ofx = OfxParser.parse(fileobj)\n  \n  # The OFX object\n  \n",
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/smsd/sql.rst.txt', '',
     '    Name of the :ref:`outbox_multipart` table.\n\n.. config:option:: phones\n\n    Name of the :ref:`phones` table.\n\nYou can change any table name using these:\n\n.. code-block:: ini\n\n    [tables]\n    inbox = special_inbox\n\n.. _SQL Queries:\n\nSQL Queries\n-----------\n\nAlmost all queries are configurable. You can edit them in\n:config:section:`[sql]` section. There are several variables used in SQL\nqueries. We can separate them into three groups:\n\n* phone specific, which can be used in every query, see :ref:`Phone Specific Parameters`\n* SMS specific, which can be used in queries which works with SMS messages, see :ref:`SMS Specific Parameters`\n* query specific, which are numeric and are specific only for given query (or set of queries), see :ref:`Configurable queries`\n\n.. _Phone Specific Parameters:\n\nPhone Specific Parameters\n+++++++++++++++++++++++++\n\n``%I``\n    IMEI of phone\n``%S``\n    SIM IMSI\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/NEWS', '',
     '        This has resulted in some minor changes in behaviour - some index\n        values in the hrStorageTable have changed from earlier releases,\n        and the (non-raw) memory statistics are now consistent, reporting\n        percentage usage calculated over the last minute on _all_ systems.\n      - Agent builds default module list from a default_mibs.h rather than\n        a hard coded configure list\n      - [PATCH 1568150]: Extend pass_persist error messages that can be\n\tpassed back from the script\n      - [PATCH 1570982]: Solaris IF-MIB: Support for IPv6-only interfaces\n\n    snmptrapd:\n      - the traphandle directive now supports a -t switch to indicate\n        matching any OID in the tree below the specified OID\n\n    mib2c:\n      - New mib2c.emulation.conf provides a quick way to do simplistic\n        emulation of an entire MIB or MIB branch.\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/invest/msgsets.py', '',
     '"""\nBill pay message sets\n"""\n\nfrom __future__ import annotations\n\n__all__ = [\n    "INVSTMTMSGSRQV1",\n    "INVSTMTMSGSRSV1",\n    "INVSTMTMSGSETV1",\n    "INVSTMTMSGSET",\n    "SECLISTMSGSRQV1",\n    "SECLISTMSGSRSV1",\n    "SECLISTMSGSETV1",\n    "SECLISTMSGSET",\n]\n\n\nfrom typing import Any\n\n# local imports\nfrom ofxtools.models.base import Aggregate\nfrom ofxtools.models.common import MSGSETCORE\nfrom ofxtools.models.invest.mail import (\n    INVMAILSYNCRQ,\n    INVMAILSYNCRS,\n    INVMAILTRNRQ,\n    INVMAILTRNRS,\n)\nfrom ofxtools.models.invest.securities import SECLIST, SECLISTTRNRQ, SECLISTTRNRS\nfrom ofxtools.models.invest.stmt import INVSTMTTRNRQ, INVSTMTTRNRS\nfrom ofxtools.Types import Bool, ListAggregate, SubAggregate, Unsupported\n\n\nclass INVSTMTMSGSRQV1(Aggregate):\n    """OFX section 13.7.1.2.1"""\n\n    invstmttrnrq = ListAggregate(INVSTMTTRNRQ)\n    invmailtrnrq = ListAggregate(INVMAILTRNRQ)\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/gammu/index.html', '',
     'Send some funky message with predefined sound and animation from 2 bitmaps:\ngammu sendsms EMS 123456 -text "Greetings" -defsound 1 -text "from Gammu -tone10 axelf.txt -animation 2 file1.bmp file2.bmp\n\nSend protected message with ringtone:\ngammu sendsms EMS 123456 -protected 2 -variablebitmaplong ala.bmp -toneSElong axelf.txt -toneSE ring.txt\n\nRetrieving USSD replies¶\nFor example for retrieving prepaid card status or retrieving various network info:\ngammu getussd \'#555#\'\n\nUploading files to Nokia¶\nAdd Alien to applications in your phone (you need to have files Alien.JAD and Alien.JAR in current directory):\ngammu nokiaaddfile APPLICATION Alien\n\nAdd file.mid to ringtones folder:\ngammu nokiaaddfile TONES file.mid\n\nSetting operator logo¶\nSet logo for network 230 03 (Vodafone CZ):\ngammu setbitmap OPERATOR ala.bmp "230 03"\n\nConverting file formats¶\n',
     []),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/fake2.ofx', '',
     '<TRNAMT>-702.27\n<FITID>FAKEOFX-CHECKING-20210902-2--702.27\n<NAME>Rent Payment\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20210902\n<TRNAMT>-44.50\n<FITID>FAKEOFX-CHECKING-20210902-1--44.50\n<NAME>Kenneth Cole\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20210901\n<TRNAMT>-16.50\n<FITID>FAKEOFX-CHECKING-20210901-2--16.50\n<NAME>Overlimit Fee\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20210901\n<TRNAMT>-19.52\n<FITID>FAKEOFX-CHECKING-20210901-1--19.52\n<NAME>Interest Fee\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20210830\n<TRNAMT>-54.08\n<FITID>FAKEOFX-CHECKING-20210830-1--54.08\n<NAME>Dr. Jackson\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20210828\n<TRNAMT>-12.28\n<FITID>FAKEOFX-CHECKING-20210828-1--12.28\n<NAME>Neiman-Marcus\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEP\n<DTPOSTED>20210826\n<TRNAMT>1961.54\n<FITID>FAKEOFX-CHECKING-20210826-4-1961.54\n<NAME>Payroll\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/python/worker.rst.txt', '',
     "   done, caller is notified via callback.\n\n\n   .. method:: GammuWorker.abort()\n      :module: gammu.worker\n\n      Aborts any remaining operations.\n\n\n   .. method:: GammuWorker.configure(config)\n      :module: gammu.worker\n\n      Configures gammu instance according to config.\n\n      :param config: Gammu configuration, same as :meth:`gammu.StateMachine.SetConfig` accepts.\n      :type config: hash\n\n\n   .. method:: GammuWorker.enqueue(command, params=None, commands=None)\n      :module: gammu.worker\n\n      Enqueues command or task.\n\n      :param command: Command(s) to execute. Each command is tuple containing function name and it's parameters.\n      :type command: tuple of list of tuples\n      :param params: Parameters to command.\n      :type params: tuple or string\n",
     []),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /etc/Muttrc', '',
     'mime_lookup application/octet-stream\n\n# Upgrade the progress counter every 250ms, good for mutt over SSH\n# see http://bugs.debian.org/537746\nset time_inc=250\n\n# Allow mutt to understand References, Cc and In-Reply-To as headers in mailto:\nmailto_allow = cc in-reply-to references\n\n##\n## *** DEFAULT SETTINGS FOR THE ATTACHMENTS PATCH ***\n##\n\n##\n## Please see the manual (section "attachments")  for detailed\n## documentation of the "attachments" command.\n##\n## Removing a pattern from a list removes that pattern literally. It\n## does not remove any type matching the pattern.\n##\n##  attachments   +A */.*\n##  attachments   +A image/jpeg\n##  unattachments +A */.*\n##\n## This leaves "attached" image/jpeg files on the allowed attachments\n## list. It does not remove all items, as you might expect, because the\n## second */.* is not a matching expression at this time.\n##\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/tax1099.py', '',
     'class ADDLSTATETAXWHAGG(Aggregate):\n    """OFX tax extensions section 2.2.12"""\n\n    statecode = String(2, required=True)\n    stateidnum = String(32)\n    statetaxwheld = Decimal(required=True)\n\n\nclass TAX1099MISC_V100(Aggregate):\n    """OFX tax extensions section 2.2.9"""\n\n    srvrtid = String(10, required=True)\n    taxyear = Integer(4, required=True)\n    void = Bool()\n    corrected = Bool()\n    rents = Decimal()\n    royalties = Decimal()\n    otherincome = Decimal()\n    federaltaxwh = Decimal()\n    fishboatpro = Decimal()\n    medhealthpay = Decimal()\n    nonempcomp = Decimal()\n    subpmts = Decimal()\n    payer5ksales = Decimal()\n    cropinspro = Decimal()\n    sttaxwh = Decimal()\n    payerstate = String(2)\n    payerstid = String(32)\n    stincome = Decimal()\n    addlsttaxwhagg = ListAggregate(ADDLSTTAXWHAGG)\n    grossattor = Decimal()\n    excsgldn = Decimal()\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/config/index.rst.txt', '',
     '    The value for the setting is a comma delimited list of single digits\n    corresponding to the values for the ``AT+CNMI`` modem command. If a digit\n    is not provided, or if the provided digit is outside of the acceptable\n    range for the device the default value is used.\n\n    For example setting ``atgen_setcnmi = ,,2`` would set the third parameter of\n    the CNMI command to the value 2, leaving the rest of the parameters at\n    default, and ``atgen_setcnmi = 1,,,1`` would set the first and fourth parameters\n    respectively.\n\nOther options\n+++++++++++++\n\n.. config:option:: DataPath\n\n    Additional path where to search for data files. The default path is\n    configured on build time (and defaults to ``/usr/share/data/gammu`` on Unix\n    systems). Currently it is used only for searching files to upload to phone\n    using :option:`gammu install`.\n\nExamples\n--------\n\n',
     []),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/OLDNEWS', '',
     "\nThere are 201 people on the fetchmail-friends list.\n\n------------------------------------------------------------------------------\nfetchmail-2.8.0 (Sat Jan 11 15:48:33 EST 1997), 8139 lines:\n\nfeatures -- \n\n* We now get the hostname used for progress messages from the server greeting.\n  This means you'll get sensible-looking progress messages even when using\n  ssh to redirect secure connections.\n\n* Reorganized and improved man page.\n\n* Mail header parsing now handles RFC822 escapes properly.\n\nbugs --\n\n* Stop netrc parser from complaining about blank lines.\n\n* Add ssh recipe correction.\n\n* Eliminate infinite-loop bug in defaults handling.\n\n* Fixed some address-parsing bugs in rfc822.c:nxtaddr().\n\n* 2.7 broke portability to Solaris.  Fix that.\n\nThere are 184 people on the fetchmail-friends list.\n\n------------------------------------------------------------------------------\n",
     []),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/manual.txt', '',
     'Using the append-hook will save time, but Mutt won\'t be able to determine the\ntype of the mail folder inside the compressed file.\n\nMutt will assume the type to be that of the $mbox_type variable. Mutt also uses\nthis type for temporary files.\n\nMutt will only use the append-hook for existing files. The close-hook will be\nused for empty, or missing files.\n\nNote\n\nIf your command writes to stdout, it is vital that you use >> in the “\nappend-hook”. If not, data will be lost.\n\nExample\xa06.5.\xa0Example of append-hook\n\nappend-hook \'\\.gz$\' "gzip -c \'%t\' >> \'%f\'"\n\n  • Mutt wants to append an email to a folder, “example.gz”, that it opened\n    with open-hook\n\n  • Mutt has an append-hook whose regexp matches the filename: \\.gz$\n\n  • Mutt knows the mailbox type from the $mbox variable\n\n  • Mutt uses the command gzip -c to append to an existing compressed file\n\n\n12.2.4.\xa0Empty Files\n\n',
     []),
    ('Debian package smstools 3.1.21-4+b1: /usr/share/doc/smstools/html/doc/configure.html', '',
     'Specifies version of modem command set.\nAlmost everybody needs to use this as a "new".\n\nFrom version >= 3.0.9 this effects mainly to the sending side. In the receiving side the incoming PDU is checked,\nand if it does not match to the selected mode, another mode is tried automatically.\n\n\xa0old\xa0\nFor Falcom A1 and maybe some other old modems of GSM phase 1 (1990-1995).\nIn the receiving side this mode does not have SCA information in the begin of PDU.\n\n\xa0new\xa0\nFor nearly all mobile phones and modems.\nIn the receiving side this mode has SCA information in the begin of PDU.\n\n(SCA stands for Service Centre Address).\n\nmodem_disabled = yes/no\nDefault value: no.\nAvailable from version >= 3.0.9. This is for testing purposes too.\nWhole messaging system including eventhandlers etc. can be tested without any working\n',
     []),
    ('Debian package libofx-doc 1:0.10.9-1: /usr/share/doc/libofx-dev/ofx_sample_files/use-after-free.log', '',
     'LibOFX ERROR: startElement: incoming_data should be empty! You are probably using OpenSP <= 1.3.4.  The following data was lost: NRS>\n(Above message occurred on Line 3, Column 1)\nLibOFX ERROR: WRITEME: STATUS () is not supported by the  container\n(Above message occurred on Line 4, Column 1)\nLibOFX ERROR: Tried to close a DTD but a  is currently open.\n(Above message occurred on Line 4, Column 1)\nLibOFX ERROR: OpenSP parser: otherError (misc parse error):\n/tmp/libofxtmpBaAGl0:4:16:E: "OFC" not finished but containing element ended\n\n(Above message occurred on Line 4, Column 17)\nLibOFX ERROR: OpenSP parser: otherError (misc parse error):\n/tmp/libofxtmpBaAGl0:4:16:E: end tag for "OFC" omitted, but its declaration does not permit this\n/tmp/libofxtmpBaAGl0:2:15: start tag was here\n\n(Above message occurred on Line 4, Column 17)\n',
     []),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/manual.txt', '',
     'You can also attach files to your message by specifying\n\nAttach: filename [ description ]\n\nwhere filename is the file to attach and description is an optional string to\nuse as the description of the attached file. Spaces in filenames have to be\nescaped using backslash (“\\”). The file can be removed as well as more added\nfrom the compose menu.\n\n6.2.3.\xa0Pgp: Pseudo Header\n\nIf you want to use PGP, you can specify\n\nPgp: [ E | S | S<id> ]\n\n“E” selects encryption, “S” selects signing and “S<id>” selects signing with\nthe given key, setting $pgp_sign_as for the duration of the message composition\nsession. The selection can later be changed in the compose menu.\n\n6.2.4.\xa0In-Reply-To: Header\n\nWhen replying to messages, the In-Reply-To: header contains the Message-Id of\nthe message(s) you reply to. If you remove or modify its value, Mutt will not\n',
     []),
    ('Debian package smstools 3.1.21-4+b1: /usr/share/doc/smstools/html/doc/configure.html', '',
     'Note that if a modem process is idle and delaytime is very long, it takes a while until process goes to suspended.\nThis delay can be bypassed by sending a signal CONT to a process.\n\nAfter version >= 3.1.19 wildcard definitions can be used in the suspend file,\nfor example: ELISA*: <reason>.\nThe letters before *: are tested, and if the name of a modem matches with them, suspend is applied.\n\nT\n\xa0top\xa0\n\nterminal = yes/no\nDefault value: no.\nAvailable from version >= 3.1. Enables terminal mode like command line argument -t.\n\ntrim_text = yes/no\nDefault value: yes.\nAvailable from version >= 3.1.7.\nWith this setting trailing whitespaces are removed from the outgoing message.\nDoes not effect with messages written using Unicode or GSM alphabet.\n\nAfter version >= 3.1.9, if the message is going blank, the removal is not done.\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/smsd/code.html', '',
     'Gammu Utility\nSMS Daemon\nMiscellaneous utilities\nTesting Gammu\nPhone Protocols\nGlossary\n\nIndices and tables\n\nRelated Topics\n\n  Documentation overview\n  Gammu Documentation Contents\n  SMS Daemon\n      Previous: SMSD Database Structure\n      Next: Miscellaneous utilities\n\n  Quick search\n\n      ©2009-2023, Michal Čihař .\n\n      |\n      Powered by Sphinx 5.3.0\n      & Alabaster 0.7.12\n\n      |\n      Page source\n\n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/kmymoney/templates/de_DE/skr49.kmt', '',
     '        <account type="13" name="7514 Anteilige Verwaltungskosten"/>\n        <account type="13" name="7516 Aufzuteilende Posten Teilbereich 7001"/>\n        <account type="13" name="7517 Einstellungen in steuerliche Rücklagen"/>\n        <account type="12" name="7518 Ertrag aus Storno Aufwandspauschale"/>\n        <account type="13" name="7520 Ertrag aus Storno Trainingskosten"/>\n       </account>\n      </account>\n     </account>\n    </account>\n    <account type="12" name="7800-7999 NEBENTÄTIGKEITEN SPORT">\n     <account type="12" name="7800-7849 EINNAHMEN / ERTRÄGE">\n      <account type="12" name="7800-7829 Kommerzielle Werbung">\n       <account type="12" name="7800 Werbeeinnahmen in eigener Regie bei Sport">\n        <account type="12" name="7801 Einnahmen Reklameflächen"/>\n        <account type="12" name="7802 Einnahmen Trikotwerbung"/>\n',
     []),
    ('Debian package freeradius-common 3.2.1+dfsg-4+deb12u1: /usr/share/freeradius/dictionary.ascend', '',
     'VALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-1088000\t151\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-128000\t160\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-256000\t159\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-384000\t158\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-512000\t157\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-640000\t156\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-768000\t155\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-800000\t154\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-928000\t152\nVALUE\tAscend-Dsl-Upstream-Limit\tadsldmt-up-auto\t\t150\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-1168000\t\t5\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-144000\t\t0\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-1552000\t\t6\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-2320000\t\t7\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-272000\t\t1\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-400000\t\t2\nVALUE\tAscend-Dsl-Upstream-Limit\tsdsl-528000\t\t3\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_invest.py', '',
     '                    <FID>1001</FID>\n                </FI>\n            </SONRS>\n        </SIGNONMSGSRSV1>\n        <INVSTMTMSGSRSV1>\n            <INVSTMTTRNRS>\n                <TRNUID>1001</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <INVSTMTRS>\n                    <DTASOF>20050827010000.000[+0:UTC]</DTASOF>\n                    <CURDEF>USD</CURDEF>\n                    <INVACCTFROM>\n                        <BROKERID>121099999</BROKERID>\n                        <ACCTID>999988</ACCTID>\n                    </INVACCTFROM>\n                    <INVTRANLIST>\n                        <DTSTART>20050824130105.000[+0:UTC]</DTSTART>\n                        <DTEND>20050828101000.000[+0:UTC]</DTEND>\n                        <BUYSTOCK>\n                            <INVBUY>\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/_sources/autoapi/khard/helpers/typing/index.rst.txt', '',
     '.. py:function:: string_to_list(input: Union[str, List[str]], delimiter: str) -> List[str]\n\n\n.. py:function:: string_to_date(string: str) -> datetime.datetime\n\n   Convert a date string into a date object.\n\n   :param string: the date string to parse\n   :returns: the parsed datetime object\n\n\n',
     []),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/contrib/fetchmailnochda.pl', '',
     '# the size of the original and the backup logfile\n# i know it\'s a dirty way, but hey, it works ...\n \nuse File::Compare;\n\n# config\n# where lives fetchmail on your system\n$fetchmail = \'/usr/bin/fetchmail\';\n# where should be the logfile for fetchmail\n$fetchmaillog = \'/var/log/fetchmail.log\';\n# where could the script write the backup of the logfile\n$fetchmailwatch = \'/var/log/fetchmailwatch\';\n# after how many seconds fetchmail should get mail, the poll intervall\n$fetchmailtime = \'3600\';\n# which config file should fetchmail use for retrieval\n$fetchmailconf = \'/root/.fetchmailrc\';\n# where lives your cp program \n$copycp = \'cp\';\n#end config\n\nif (!(-e "$fetchmaillog")) {\n# es existiert keine logdatei von fetchmail\n# there isn\'t a logfile of fetchmail\nprint "There seems to be a problem with the fetchmail daemon\\n\nI couldn\'t find a logfile of fetchmail.\\n\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     '   run. (See 4.22 for a more general discussion of this problem.) They\n   decided that most people need a client-only version of sendmail. So it\n   is listening only on the localhost interface. Check the RH\n   documentation on how to change that:\n\n   Make sure that you have installed the "sendmail-cf" package on your\n   system -- it should be on your install media.\n\n   Then check the file "sendmail.mc" (probably in "/etc/mail"). Look for\n   the string "DAEMON_OPTIONS" and for the comment lines near that\n   string.\n\n   Also note that Red Hat 7.1 and later build sendmail with tcpwrapper\n   support, and provide a hosts.deny file that rejects all external mail.\n   The sendmail:ALL addition to hosts.allow fixes this.\n     _________________________________________________________________\n\n  5.3.2 -- SuSE\n     _________________________________________________________________\n\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/smsd/sql.rst.txt', '',
     '.. config:option:: delete_outbox_multipart\n\n    Remove messages from outbox_multipart after threir successful send.\n\n    Default value:\n\n    .. code-block:: sql\n\n        DELETE FROM outbox_multipart WHERE ID=%1\n\n    Query specific parameters:\n\n    ``%1``\n        ID of message\n\n.. config:option:: create_outbox\n\n    Create message (insert to outbox).\n\n    Default value:\n\n    .. code-block:: sql\n\n        INSERT INTO outbox (CreatorID, SenderID, DeliveryReport, MultiPart,\n        InsertIntoDB, Text, DestinationNumber, RelativeValidity, Coding, UDH, Class,\n        TextDecoded) VALUES (%1, %P, %2, %3, NOW(), %E, %R, %V, %c, %u, %x, %T)\n\n    Query specific parameters:\n\n    ``%1``\n        creator of message\n    ``%2``\n        delivery status report - yes/default\n    ``%3``\n        multipart - FALSE/TRUE\n    ``%4``\n        Part (part number)\n    ``%5``\n        ID of message\n\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/python/exceptions.rst.txt', '',
     "    Exception corresponding to gammu error ERR_DEVICELOCKED.\n    Verbose error description: Error opening device, it is locked.\n\n.. exception:: gammu.ERR_DEVICENODRIVER\n\n    Exception corresponding to gammu error ERR_DEVICENODRIVER.\n    Verbose error description: Error opening device. No required driver in operating system.\n\n.. exception:: gammu.ERR_DEVICENOPERMISSION\n\n    Exception corresponding to gammu error ERR_DEVICENOPERMISSION.\n    Verbose error description: Error opening device, you don't have permissions.\n\n.. exception:: gammu.ERR_DEVICENOTEXIST\n\n    Exception corresponding to gammu error ERR_DEVICENOTEXIST.\n    Verbose error description: Error opening device, it doesn't exist.\n\n.. exception:: gammu.ERR_DEVICENOTWORK\n\n    Exception corresponding to gammu error ERR_DEVICENOTWORK.\n    Verbose error description: Error opening device. Some hardware not connected/wrongly configured.\n",
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/c/ringtone.rst.txt', '',
     '.. doxygenstruct:: GSM_RingNote\n    :members:\n.. doxygenenum:: GSM_RingCommandType\n.. doxygenstruct:: GSM_RingCommand\n    :members:\n.. doxygenstruct:: GSM_NoteRingtone\n    :members:\n.. doxygenstruct:: GSM_NokiaBinaryRingtone\n    :members:\n.. doxygenstruct:: GSM_BinaryTone\n    :members:\n.. doxygenenum:: GSM_RingtoneFormat\n.. doxygenstruct:: GSM_Ringtone\n    :members:\n.. doxygenstruct:: GSM_RingtoneInfo\n    :members:\n.. doxygenstruct:: GSM_AllRingtonesInfo\n    :members:\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/protocol/samsung.html', '',
     'Write command uses index and direct memory reference with special 65535 value to locate empty memory position.\nDelete command use direct memory reference, index are automatically reorganized.\nHint: After create or delete an organizer entry, reread full information to update index table.\n\nGammu\n\nNavigation\n\nGammu Documentation Contents\nGammu project\nQuick starter guide\nFrequently Asked Questions\npython-gammu\nlibGammu\nGammu internals\nFile formats used by Gammu\nGammu Configuration File\nGammu Utility\nSMS Daemon\nMiscellaneous utilities\nTesting Gammu\nPhone Protocols\nGlossary\n\nIndices and tables\n\nRelated Topics\n\n  Documentation overview\n  Gammu Documentation Contents\n  Phone Protocols\n      Previous: TDMA 5120\n      Next: SAMSUNG GT calendar AT commands\n\n  Quick search\n\n      ©2009-2023, Michal Čihař .\n\n      |\n      Powered by Sphinx 5.3.0\n      & Alabaster 0.7.12\n\n      |\n      Page source\n\n',
     []),
    ('Debian package neomutt 20220429+dfsg1-4.1: /usr/share/doc/neomutt/html/manual.html', '',
     "            lengths regardless of what the sender sent. Technically this is\n            achieved by letting lines of a “flowable” paragraph\n            end in spaces except for the last line.\n\n            While for text-mode clients like NeoMutt it's the best way to\n            assume only a standard 80x25 character cell terminal, it may be\n            desired to let the receiver decide completely how to view\n            a message.\n          6.4.2.\xa0NeoMutt Support\n            NeoMutt only supports setting the required\n            format=flowed MIME parameter on outgoing\n            messages if the $text_flowed\n            variable is set, specifically it does not add the trailing spaces.\n\n            After editing, NeoMutt properly space-stuffs the message.\n            Space-stuffing is required by RFC3676 defining\n            format=flowed and means to prepend a space to:\n\n",
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/FAQ', '',
     '  necessary packages *are* actually present on the system.\n\n\n\nI\'ve got a problem with the Net-SNMP module.  Can you help?\n----------------------------------------------------------\n\n  Sorry, despite the similar-sounding name, the Net-SNMP (or Net::SNMP)\n  module is nothing to do with this package, or the NetSNMP modules.\n  Net::SNMP is a "pure-perl" implementation of SNMP support, developed\n  by David Town.  The developers of the (C-based) Net-SNMP suite do\n  not have any significant experience in using this particular module,\n  and you\'ll probably be better off asking for help via CPAN or some\n  other perl-related forum.\n\n\n\nMIBS\n====\n\nWhere can I find a MIB compiler?\n-------------------------------\n\n  That depends what you mean by a "MIB compiler".  There are at least two\n  types of tool that are commonly referred to by this name.\n\n',
     []),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/OLDNEWS', '',
     "* The IMAP driver now sets SEEN at deletion time, in case the server\n  ships DSNs when that bit is set (HP OpenMail does this).\n* Delay between POP3 subsessions to allow the server time to release locks.\n* Improved environment-query logic to handle mutiple names per UID.\n  (This also fixes the no-pidfile bug introduced in 5.0.1.)\n* FAQ now includes the location of SSL patches.\n\nThere are 256 people on fetchmail-friends and 377 on fetchmail-announce.\n\nfetchmail-5.0.1 (Sun Apr 18 14:59:56 EDT 1999), 17142 lines:\n* Try to discover user/home via getpwuid(getuid()) before using LOGNAME/HOME.\n* Mike Pearce's fix for buggy DEFAULT handling in .netrc.\n* Keep validation errors from generating message lines that qmail will reject.\n* Can now use expunge option to chop POP3 retrievals into subsessions.\n* Fix broken site-deletion code in fetchmailconf.\n\n",
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/op/op.txt', '',
     '                Compile in support for  shared  memory,  see\n                section about "/var/spool/mqueue".\n\n      MILTER    Compile  in  support for contacting external\n                mail filters built with the Milter API.\n\n           There are also several compilation flags to indi-\n      cate the environment such as "_AIX3" and "_SCO_unix_".\n      See the sendmail/README file for the latest  scoop  on\n      these flags.\n\n      6.1.1.  For Future Releases\n\n              sendmail  often  contains compile time options\n         For Future Releases (prefix _FFR_) which  might  be\n         enabled  in a subsequent version or might simply be\n         removed as they turned out not to be really useful.\n         These  features  are  usually not documented but if\n         they are, then the required (FFR) compile time  op-\n         tions  are listed here for rulesets and macros, and\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/faq/phone.rst.txt', '',
     '-----------------------------\n\nUnfortunately no at the moment. Any help in this area is welcome.\n\n.. seealso:: See our `issue tracker <https://github.com/gammu/gammu/issues/81>`_ for more details.\n\n.. _faq-blackberry:\n\nAre Blackberry phones supported?\n--------------------------------\n\nUnfortunately no at the moment. Any help in this area is welcome.\n\n.. _faq-iphone:\n\nAre iPhone phones supported?\n----------------------------\n\nUnfortunately no at the moment. Any help in this area is welcome.\n\n.. _Gammu Phones Database: https://wammu.eu/phones/\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/gammu/index.rst.txt', '',
     '.. option:: deleteallmemory DC|MC|RC|ON|VM|SM|ME|MT|FD|SL\n\n    Deletes all entries from specified memory type.\n\n    For memory types description see :ref:`memory types`.\n\n.. option:: deletememory DC|MC|RC|ON|VM|SM|ME|MT|FD|SL start [stop]\n\n    Deletes entries in specified range from specified memory type.\n\n    For memory types description see :ref:`memory types`.\n\n.. option:: getallmemory DC|MC|RC|ON|VM|SM|ME|MT|FD|SL\n\n    Get all memory locations from phone.\n\n    For memory types description see :ref:`memory types`.\n\n.. option:: getmemory DC|MC|RC|ON|VM|SM|ME|MT|FD|SL start [stop [-nonempty]]\n\n    Get memory location from phone.\n\n    For memory types description see :ref:`memory types`.\n\n    Locations are numerated from 1.\n\n.. option:: getspeeddial start [stop]\n\n    Gets speed dial choices.\n\n.. option:: searchmemory text\n\n    Scans all memory entries for given text. It performs\n',
     []),
    ('PyPI khard 0.21.0: doc/source/index.rst', '',
     '  pip3 install khard\n\nIf you want to help the development or need more advanced installation\ninstructions see :doc:`contributing`.\n\nIf you need a tarball use the one from `PyPi`_ and not from the Github release\npage.  These are missing an auto generated python file.\n\n.. _PyPi: https://pypi.python.org/pypi/khard/\n\nConfiguration\n=============\n\nThe configuration file of khard is stored in the XDG conform config directory.\nIf the environment variable ``$XDG_CONFIG_HOME`` is set, it is\n``$XDG_CONFIG_HOME/khard/khard.conf`` and it defaults to\n``~/.config/khard/khard.conf`` otherwise.\n\nAn :download:`example configuration <examples/khard.conf.example>` is provided\nin the source tree.  It looks like this:\n\n.. literalinclude:: examples/khard.conf.example\n   :language: ini\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/faq.txt', '',
     '               o 5.1.1 How can I solve "line 273: replacement $3 out of\n                 bounds" errors?\n               o 5.1.2 How can I solve "line 445: bad ruleset 96 (50\n                 max)" errors?\n               o 5.1.3 Why does version 8 sendmail (< 8.7.5) sometimes\n                 hang under Solaris 2.5?\n               o 5.1.4 Why can\'t I use SunOS/Solaris to get email to\n                 certain large sites?\n               o 5.1.5 Why do I have trouble compiling on Solaris?\n               o 5.1.6 How does 8.X compare to 8.X+Sun?\n          + 5.2 IBM AIX\n               o 5.2.1 The system resource controller always reports\n                 sendmail as "inoperative". What\'s wrong?\n               o 5.2.2 Why can\'t I use AIX to get email to some sites?\n               o 5.2.3 Why can\'t I get sendmail 8.7.1 to use MX records\n                 with AIX 3.2.5?\n          + 5.3 Linux\n',
     []),
    ('Debian package fetchmail 6.4.37-1: /usr/share/doc/fetchmail/NEWS', '',
     '  for each body line written.)\n  The conditions under which these had been printed were inconsistent,\n  illogical, and documentation hadn\'t matched real behaviour for long.\n* For NTLM authentication, use dynamically allocated buffers.\n  Fixes Debian Bug#449179, reported by Stepan Golosunov.\n* Non-delivery notice ("bounce mail") now mentions the original reason again,\n  before the address list. This fixes a regression introduced in 6.3.0.\n* Several compiler warnings were fixed.\n* The minimum recommended SMTP (RFC-5321) timeouts are enforced to leave\n  sufficient time for the listener to respond. Some synchronous listeners,\n  particularly when used with spam filtering and other policy enforcement\n  services, take extended amounts of time to process messages after the sender,\n  recipient, or data block and EOM line. This can cause fetchmail to not wait\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/_sources/commandline.rst.txt', '',
     '   khard show --format=yaml -o contact.yaml [-a addr_name] [search terms [search terms ...]]\n\nEdit the yaml file and re-import either through stdin:\n\n.. code-block:: shell\n\n   cat contact.yaml | khard edit [-a addr_name] [search terms [search terms ...]]\n\nor file name:\n\n.. code-block:: shell\n\n   khard edit -i contact.yaml [-a addr_name] [search terms [search terms ...]]\n\nIf you want to merge contacts use the following to select a first and then a\nsecond contact:\n\n.. code-block:: shell\n\n   khard merge [-a source_abook] [search terms [search terms ...]] [-A target_abook] [-t target_search_terms]\n\nYou will be launched into your ``merge_editor`` (see |khard.conf|_) where you\ncan merge all changes from the first selected contact onto the second. Once you\nare finished, the first contact is deleted and the second one updated.\n\nCopy or move contact:\n\n.. code-block:: shell\n\n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/en/kmymoney/details-payees.docbook', '',
     '  like this <quote>SUNTRUST BANK MAPLE VALLEY, GA 111506</quote> one month and\n  then <quote>SUNTRUST BANK MAPLE VALLEY, GA 121606</quote> the next month.  You\n  would really like both of those transactions to be assigned to your payee\n  <quote>SunTrust</quote>.  The transaction matching feature is for you!\n</para>\n\n<para>\n<screenshot>\n\t<screeninfo>The payee matching tab</screeninfo>\n\t<mediaobject>\n\t<imageobject>\n\t<imagedata fileref="payee_match.png" format="PNG" />\n\t</imageobject>\n\t<textobject>\n\t<phrase>Payee matching details</phrase>\n\t</textobject>\n\t</mediaobject>\n</screenshot>\n</para>\n</sect3>\n\n<sect3>\n<title>Setting up</title>\n\n<para>\n  From the Matching tab, you can set the transaction matching settings.  You can\n  select one of four options with the <guilabel>Match method</guilabel>\n  dropdown.\n</para>\n\n<itemizedlist>\n  <listitem>\n    <para>\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_billpay.py', '',
     '            payacct="10101",\n            dtdue=datetime(2005, 10, 1, tzinfo=UTC),\n            memo="payment #3",\n        )\n        trnrs = models.PMTTRNRS(\n            trnuid="1021",\n            status=STATUS,\n            pmtmodrs=models.PMTMODRS(\n                srvrtid="1030155",\n                pmtinfo=pmtinfo,\n                pmtprcsts=models.PMTPRCSTS(\n                    pmtprccode="WILLPROCESSON",\n                    dtpmtprc=datetime(2005, 9, 28, tzinfo=UTC),\n                ),\n            ),\n        )\n        return models.OFX(\n            signonmsgsrsv1=SIGNONMSGSRSV1, billpaymsgsrsv1=models.BILLPAYMSGSRSV1(trnrs)\n        )\n\n\nclass PmtmodDateRequestTestCase(base.OfxTestCase, unittest.TestCase):\n    """\n    OFX Section 12.12.2\n\n    Change the date of the same payment to December 12, 2005\n    """\n\n    ofx = """\n    <OFX>\n        <SIGNONMSGSRQV1>\n            <SONRQ>\n',
     []),
    ('Debian package hledger 1.25-2+b5: /usr/share/doc/hledger/hledger.info', '',
     "     (This check can be disabled with '-I'/'--ignore-assertions'.)\n\n\x1f\nFile: hledger.info,  Node: Strict checks,  Next: Other checks,  Prev: Basic checks,  Up: check\n\n11.9.2 Strict checks\n--------------------\n\nThese additional checks are run when the '-s'/'--strict' (strict mode)\nflag is used.  Or, they can be run by giving their names as arguments to\n'check':\n\n   * *accounts* - all account names used by transactions have been\n     declared\n\n   * *commodities* - all commodity symbols used have been declared\n\n   * *balancednoautoconversion* - transactions are balanced, possibly\n     using explicit transaction prices but not inferred ones\n\n\x1f\nFile: hledger.info,  Node: Other checks,  Next: Custom checks,  Prev: Strict checks,  Up: check\n\n11.9.3 Other checks\n-------------------\n\nThese checks can be run only by giving their names as arguments to\n",
     []),
    ('PyPI stripe 16.1.0: stripe/_charge.py', '',
     '    Amount intended to be collected by this payment. A positive integer representing how much to charge in the [smallest currency unit](https://docs.stripe.com/currencies#zero-decimal) (e.g., 100 cents to charge $1.00 or 100 to charge ¥100, a zero-decimal currency). The minimum amount is $0.50 US or [equivalent in charge currency](https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). The amount value supports up to eight digits (e.g., a value of 99999999 for a USD charge of $999,999.99).\n    """\n    amount_captured: int\n    """\n    Amount in cents (or local equivalent) captured (can be less than the amount attribute on the charge if a partial capture was made).\n    """\n    amount_refunded: int\n    """\n    Amount in cents (or local equivalent) refunded (can be less than the amount attribute on the charge if a partial refund was issued).\n    """\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/search.html', '',
     '\n\n    Search — khard 0.18.0 documentation\n\n  Search\n\n    Please activate JavaScript to enable the search\n    functionality.\n\n    Searching for multiple words only shows matches that contain\n    all words.\n\nRelated Topics\n\n  Documentation overview\n\n      ©2022, Eric Scheibler.\n\n      |\n      Powered by Sphinx 5.3.0\n      & Alabaster 0.7.12\n\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/sendmail/README', '',
     '\tvendor location rather than changing the location in the sendmail\n\tbinary.\n\n\tNETINFO systems use NETINFO to determine the location of\n\tsendmail.cf.  The full path to sendmail.cf is stored as the value of\n\tthe "sendmail.cf" property in the "/locations/sendmail"\n\tsubdirectory of NETINFO.  Set the value of this property to\n\t"/etc/mail/sendmail.cf" (without the quotes) to use this new\n\tdefault location for Sendmail 8.10.0 and higher.\n\nControlSocket permissions\n\tParaphrased from BIND 8.2.1\'s README:\n\n\tSolaris and other pre-4.4BSD kernels do not respect ownership or\n\tprotections on UNIX-domain sockets.  The short term fix for this is to\n\toverride the default path and put such control sockets into root-\n\towned directories which do not permit non-root to r/w/x through them.\n\tThe long term fix is for all kernels to upgrade to 4.4BSD semantics.\n\nHP MPE/iX\n',
     []),
    ('PyPI stripe 16.1.0: tests/test_generated_examples.py', '',
     '                        "departure_at": 1633651200,\n                        "passenger_name": "John Doe",\n                        "refundable": True,\n                        "segments": [\n                            {\n                                "arrival_airport_code": "SFO",\n                                "carrier": "Delta",\n                                "departure_airport_code": "LAX",\n                                "flight_number": "DL100",\n                                "service_class": "Economy",\n                                "stopover_allowed": True,\n                            },\n                        ],\n                        "travel_agency": "Orbitz",\n                    },\n                    "fuel": {\n                        "type": "diesel",\n                        "unit": "liter",\n                        "unit_cost_decimal": Decimal("3.5"),\n',
     []),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     '      message. David J. Fiander <david at golem.uucp>, David A.\n      Truesdell <truesdel at nas.nasa.gov> and Tom Wilmore <sastjw at\n      unx.sas.com> have sample scripts to do these.\n\nFrom: Jerry Peek <jpeek at jpeek.com>\nDate: Tue, 1 Sep 1992 00:00:00 -0800\n\n  1c) mysend, a sendproc script, processes a message after "What now?\n      send". See "What references exist for MH" to see where the MH\n      book scripts can be ftped from. The script is explained in MH\n      book Section 7.1.4 (13.13), or the URL:\n      http://rand-mh.sourceforge.net/book/mh/senove.html#ASAtDm\n\n  2) Using your editor.  If you use vi, you can use something like:\n\n       map S :r ~/.signature\n\n     to load your signature out of .signature every time you\n     hit \'S\'.\n\n  3) Use your windowing system. xterm, for example, can provide key\n     and button mappings for the utterly lazy.\n\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/c/misc.html', '',
     '\n\n    Miscellaneous — Gammu 1.42.0 documentation\n\nMiscellaneous¶\n\nsize_t GetLine(FILE *File, char *Line, int count)¶\nReads single line from file.\n\nParameters:\n\nFile – File descriptor to read from. \nLine – Buffer where t ostore result. \ncount – Maximal length of text which can be stored in buffer.\n\nReturns:\nLength of read line, -1 on error. \n\nconst char *GetGammuVersion(void)¶\nGets Gammu library version. \n\nconst char *GetCompiler(void)¶\nGets compiler which was used to compile Gammu library. \n\nconst char *GetOS(void)¶\nGets host OS. \n\nconst char *GetGammuLocalePath(void)¶\nReturns path to Gammu locales. \n\nvoid GSM_InitLocales(const char *path)¶\nInitializes locales. This sets up things needed for proper string conversion from local charset as well as initializes gettext based translation.\n\nParameters:\n\npath – Path to gettext translation. If NULL compiled in default is used. \n\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/_downloads/15f376c1823495bde00f02b3f3bf5702/khard.conf.example', '',
     '# example configuration file for khard version > 0.14.0\n# place it under ~/.config/khard/khard.conf\n# This file is parsed by the configobj library.  The syntax is described at\n# https://configobj.readthedocs.io/en/latest/configobj.html#the-config-file-format\n\n[addressbooks]\n[[family]]\npath = ~/.contacts/family/\n[[friends]]\npath = ~/.contacts/friends/\n\n[general]\ndebug = no\ndefault_action = list\n# These are either strings or comma seperated lists\neditor = vim, -i, NONE\nmerge_editor = vimdiff\n\n[contact table]\n# display names by first or last name: first_name / last_name / formatted_name\ndisplay = first_name\n# group by address book: yes / no\ngroup_by_addressbook = no\n# reverse table ordering: yes / no\nreverse = no\n# append nicknames to name column: yes / no\nshow_nicknames = no\n# show uid table column: yes / no\nshow_uids = yes\n# show kind table column: yes / no\nshow_kinds = no\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/FAQ', '',
     '  Firstly, make sure that you\'re asking for the object by the right name.\n  Object descriptors are case-sensitive, so asking for \'sysuptime\' will\n  not be recognised, but \'sysUpTime\' will.\n\n  Alternatively, the object may be defined in a MIB that hasn\'t been\n  loaded.  Try loading in all the MIB files:\n\n\tsnmpget -m ALL -v1 -c public localhost sysUpTime.0\n\n  or specify the name of the appropriate MIB explicitly:\n\n\tsnmpget -v1 -c public myhost SNMPv2-MIB::sysUpTime.0\n\n  Note that this uses the name of the *module*, not the name of the file.\n  However, if \'snmpwalk\' displays the object by name, this is unlikely to\n  be the cause, and you should look closely at the exact object name you\n  are using.  In particular, see the next entry.\n\n\n\nWhy do I get "noSuchName" when asking for "sysUpTime" (or similar)?\n------------------------------------------------------------------\n\n',
     []),
    ('PyPI ofxtools 1.1.1: tests/test_spec_bank.py', '',
     '                <TRNUID>1001</TRNUID>\n                <STATUS>\n                    <CODE>0</CODE>\n                    <SEVERITY>INFO</SEVERITY>\n                </STATUS>\n                <STPCHKRS>\n                    <CURDEF>USD</CURDEF>\n                    <BANKACCTFROM>\n                        <BANKID>121099999</BANKID>\n                        <ACCTID>999988</ACCTID>\n                        <ACCTTYPE>CHECKING</ACCTTYPE>\n                    </BANKACCTFROM>\n                    <STPCHKNUM>\n                        <CHECKNUM>200</CHECKNUM>\n                        <CHKSTATUS>101</CHKSTATUS>\n                    </STPCHKNUM>\n                    <STPCHKNUM>\n                        <CHECKNUM>201</CHECKNUM>\n                        <CHKSTATUS>0</CHKSTATUS>\n                    </STPCHKNUM>\n                    <STPCHKNUM>\n                        <CHECKNUM>202</CHECKNUM>\n',
     []),
    ('PyPI mt940 0.8.1: mt940/__init__.py', '',
     '# This file is part of mt940.  The COPYRIGHT file at the top level of\n# this repository contains the full copyright notices and license terms.\n"""a parser for MT940 files\n"""\n__version__ = \'0.8.1\'\n__all__ = [\'MT940\', \'rabo_description\', \'abn_amro_description\',\n    \'ing_description\', \'regiobank_description\']\n\nimport datetime\nimport io\nimport re\nfrom collections import defaultdict, namedtuple\nfrom decimal import Decimal\n\nSECTIONS = {\n    \'begin\': [\':940:\'],\n    \'statement\': [\':20:\'],\n    \'account\': [\':25:\'],\n    \'information\': [\':28:\', \':28C:\'],\n    \'start_balance\': [\':60F:\'],\n    \'transaction\': [\':61:\'],\n    \'description\': [\':86:\'],\n    \'end_balance\': [\':62F:\'],\n    }\n\n\ndef _parse_date(date):\n    return datetime.datetime.strptime(date, \'%y%m%d\').date()\n\n\ndef _parse_amount(amount, sign=\'C\'):\n    amount = Decimal(amount.replace(\',\', \'.\'))\n    if sign in (\'D\', \'RC\'):\n        return -amount\n',
     []),
    ('Debian package nmh 1.8~RC2-2: /usr/share/doc/nmh/FAQ', '',
     '    ftp://sunsite.unc.edu/pub/Linux/system/Mail/readers/mh-6.8.3-diffs.tar.gz\n    ftp://sunsite.unc.edu/pub/Linux/system/Mail/readers/mh-6.8.3-bin.tar.gz\n\n  The sizes are 650k and 22k respectively.\n\n  Note that these files are occasionally "cleaned up" by accident so\n  please let me know if they are missing.\n\n------------------------------\n  \nSubject: 02.09 How can I build MH on IRIX?\nFrom: Richard Coleman <coleman at math.gatech.edu>\nDate: Tue, 20 Jan 1998 02:19:58 -0500\n\n  nmh should build out of the box for Irix.\n\nFrom: Bill Wohler <wohler at newt.com>\nDate: Sun, 8 Sep 1996 15:33:22 -0700\n\n  See http://www.gw.com/mail/mh/patches/sgi/ for patches you may need.\n\nFrom: Arne K. Frick <frick at info.uni-karlsruhe.de>\nDate: 06 Jun 1995 18:30:01 GMT\n\n  There is a file at viz.tamu.edu:/pub/sgi (see FAQ) containing a diff\n  and sample configuration. If you cannot locate it, I can mail it to\n',
     []),
    ('Debian package spamassassin 4.0.1-1~deb12u1: /usr/share/spamassassin/STATISTICS-set2.txt', '',
     '# False positives:        44  0.21%\n# False negatives:      2791  6.32%\n# TCR(l=50): 8.842717  SpamRecall: 93.676%  SpamPrec: 99.894%\n\n# SUMMARY for threshold 5.5:\n# Correctly non-spam:  21175  99.95%\n# Correctly spam:      38245  86.66%\n# False positives:        11  0.05%\n# False negatives:      5889  13.34%\n# TCR(l=50): 6.854170  SpamRecall: 86.657%  SpamPrec: 99.971%\n\n# SUMMARY for threshold 6.0:\n# Correctly non-spam:  21179  99.97%\n# Correctly spam:      36879  83.56%\n# False positives:         7  0.03%\n# False negatives:      7255  16.44%\n# TCR(l=50): 5.803287  SpamRecall: 83.561%  SpamPrec: 99.981%\n\n# SUMMARY for threshold 6.5:\n# Correctly non-spam:  21185  100.00%\n# Correctly spam:      33533  75.98%\n# False positives:         1  0.00%\n# False negatives:     10601  24.02%\n# TCR(l=50): 4.143648  SpamRecall: 75.980%  SpamPrec: 99.997%\n\n# SUMMARY for threshold 7.0:\n',
     []),
    ('Debian package kmymoney-common 5.1.3-1: /usr/share/doc/HTML/nl/kmymoney/installation.docbook', '',
     '>Zoals in het voorgaande paragraaf al gesteld, zijn er twee verschillende redenen om &kmymoney; vanaf broncode te compileren. Als u geen versie specifiek voor uw distributie kunt vinden, dan kunt u de tarball van de meest recente stabiele release downloaden. Op het moment van schrijven is dit versie 4.6.0. Dit is de aanbevolen compileer optie voor normale gebruikers. </para>\n\n<para\n>Maar, als u de huidige ontwikkeling-status wilt bestuderen, om een recente bug fix of een nieuwe mogelijkheid te bekijken, dan kunt u een tarball downloaden, die een momentopname is van de development repository. U kunt ook de broncode direct uit de repository kopiëren. De versie 4.x broncode is in de &kde; &git;. (De versie 1.0.x broncode was in SourceForge cvs, maar wordt niet langer ondersteund of verder ontwikkelt.) Instructies over de toegang vindt u op de homepagina van het project. </para>\n\n<warning>\n',
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/models/billpay/msgsets.py', '',
     '    canmodmdls = Bool(required=True)\n    difffirstpmt = Bool(required=True)\n    difflastpmt = Bool(required=True)\n    billpubcontext = Bool()\n\n\nclass BILLPAYMSGSET(Aggregate):\n    """OFX section 12.11.2"""\n\n    billpaymsgsetv1 = SubAggregate(BILLPAYMSGSETV1, required=True)\n',
     []),
    ('Debian package libsnmp-base 5.9.3+dfsg-2+deb12u1: /usr/share/doc/libsnmp-base/NEWS', '',
     '    - using a counter type in snmpset/snmptrap\n\n*4.1.1*\n Fixes:\n    - Better agent handling of unauthorized requests.\n    - Better "make test" support.\n    - Misc bug fixes.\n\n*4.1*\n New:\n    - Many new command line flags have been added for input/output flexibility.\n      (see the snmpcmd(1) manual page on the -O flag and -I flag)\n    - The tools support regex matching of oids on the command line.\n      (see the snmpcmd(1) manual page on the -Ib option)\n    - A ucd-snmp usage tutorial has been placed on the main web page.\n      (see http://www.net-snmp.org/tutorial/)\n    - snmptable is much smarter and handles sparse tables better.\n    - tkmib supports snmpv3.\n    - New agent libraries to embed SNMP and AgentX agents into other programs.\n      (see the snmp_agent_api(3) manual page and the tutorial)\n    - SNMP over TCP is supported.\n      (-T TCP on the command lines)\n',
     []),
    ('Debian package wvdial 1.61-6: /usr/share/doc/wvdial/README', '',
     "the patch.  But still, people can build small Linux systems based on WvDial\nwithout having to give out the source code to their *entire* main program.\n\nNaturally none of that is legally binding.  The nice people at GNU have\nprepared the legalese already and you can find their license verbatim in the\nfile COPYING.LIB or, if you installed the Debian package,\n/usr/doc/copyright/LGPL.  Please read it carefully before distributing (or\nworse, not distributing) modified copies of WvDial, because the rules aren't\nquite as simple as I've made them sound.\n\n\nCompiling and Installing WvDial\n===============================\n\nIf you are not using our pre-compiled Debian package, you will need to\ncompile WvDial yourself.  This is not too difficult as long as you have a\nfew things installed on your Linux system:\n\n\t- pppd 2.2.0f or 2.3.5, with the pppd program preferably \n\t\tat /usr/sbin/pppd.\n\n",
     []),
    ('Debian package mutt 2.2.12-0.1~deb12u2: /usr/share/doc/mutt/html/manual.html', '',
     "by a “*” character, which is equivalent to giving identical\nplus and minus error margins.\nTable\xa04.6.\xa0Date unitsUnitDescriptionyYearsmMonthswWeeksdDays\nExample: To select any messages two weeks around January 15, 2001, you'd\nuse the following pattern:\n\nLimit to messages matching: ~d 15/1/2001*2w\n3.4.2.\xa0Relative Dates\nThis type of date is relative to the current date, and may be specified\nas:\n\n>offset for messages older than\noffset units\n\n<offset for messages newer than\noffset units\n\n=offset for messages exactly\noffset units old\n\noffset is specified as a positive number with one\nof the units from Table\xa04.7, “Relative date units”.\nTable\xa04.7.\xa0Relative date unitsUnitDescriptionyYearsmMonthswWeeksdDaysHHoursMMinutesSSeconds\nExample: to select messages less than 1 month old, you would use\n\nLimit to messages matching: ~d <1m\nNote\nAll dates used when searching are relative to the\n",
     []),
    ('PyPI ofxtools 1.1.1: ofxtools/scripts/ofxget.py', '',
     '        logger.debug("Received HTTP response; not parsing SIGNONINFO")\n        valid = True\n\n    logger.info(f"valid: {valid}, signoninfo: {signoninfo}")\n    return valid, signoninfo\n\n\ndef collate_scan_results(\n    scan_results: Iterable[tuple[OFXVersion, Sequence[MarkupFormat]]],\n) -> ScanResult:\n    """\n    Input ``scan_results`` needs to be a complete set for either OFXv1 or v2,\n    with no results for the other version admixed.\n    """\n    results_ = list(scan_results)\n    if not results_:\n        return {"versions": [], "formats": []}\n    versions, formats = zip(*results_)\n\n    # Assumption: the same markup formatting requirements apply to all\n    # versions (e.g. 1.0.2 and 1.0.3, or 2.0.3 and 2.2.0).\n    # If markup format succeeds on some versions but fails on others,\n    # we\'ll chalk it up to network transmission errors.\n    #\n',
     []),
    ('Debian package khard 0.18.0-1: /usr/share/doc/khard/html/_sources/autoapi/khard/helpers/interactive/index.rst.txt', '',
     ':py:mod:`khard.helpers.interactive`\n===================================\n\n.. py:module:: khard.helpers.interactive\n\n.. autoapi-nested-parse::\n\n   Helper functions for user interaction.\n\n\n\nModule Contents\n---------------\n\nClasses\n~~~~~~~\n\n.. autoapisummary::\n\n   khard.helpers.interactive.EditState\n   khard.helpers.interactive.Editor\n\n\n\nFunctions\n~~~~~~~~~\n\n.. autoapisummary::\n\n   khard.helpers.interactive.confirm\n   khard.helpers.interactive.select\n\n\n\nAttributes\n~~~~~~~~~~\n\n.. autoapisummary::\n\n   khard.helpers.interactive.T\n\n\n.. py:data:: T\n   \n\n   \n\n.. py:function:: confirm(message: str, accept_enter_key: bool = True) -> bool\n\n   Ask the user for confirmation on the terminal.\n\n   :param message: the question to print\n   :param accept_enter_key: Accept ENTER as alternative for "n"\n   :returns: the answer of the user\n\n\n',
     []),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/config/index.html', '',
     'If IrDA does not work on Linux, you might need to bring up the interface and\nenable discovery (you need to run these commands as root):\nip l s dev irda0 up          # Enables irda0 device\nsysctl net.irda.discovery=1  # Enables device discovery on IrDA\n\nNote\nNative IrDA is not supported on Linux, you need to setup virtual\nserial port for it (eg. /dev/ircomm0) and use it same way as cable.\nThis can be usually achieved by loading modules ircomm-tty and irtty-sir:\nmodprobe ircomm-tty\nmodprobe irtty-sir\n\nSee also\nConfiguring Gammu FAQ\n\nPort¶\n\nDeprecated since version 1.27.95: Please use Device instead.\n\nAlias for Device, kept for backward compatibility.\n\nModel¶\nDo not use this parameter unless really needed! The only use case for this is\nwhen Gammu does not know your phone and misdetects it’s features.\nThe only special case for using model is to force special type of OBEX\n',
     []),
    ('Debian package sendmail-doc 8.17.1.9-2+deb12u2: /usr/share/doc/sendmail-doc/sendmail/README', 'FI',
     "\t *  Kimmo.Suominen@lut.fi  *  SysVr4 enthusiast at GRENDEL.LUT.FI  *\n\t*    KIM@FINFILES.BITNET   *  Postmaster and Hostmaster at LUT.FI   *\n\t *    + 358 200 865 718    *  Unix area moderator at NIC.FUNET.FI  *\n\nConvexOS 10.1 and below\n\tIn order to use the name server, you must create the file\n\t/etc/use_nameserver.  If this file does not exist, the call\n\tto res_init() will fail and you will have absolutely no\n\taccess to DNS, including MX records.\n\nAmdahl UTS 2.1.5\n\tIn order to get UTS to work, you will have to port BIND 4.9.\n\tThe vendor's BIND is reported to be ``totally inadequate.''\n\tSee sendmail/contrib/AmdahlUTS.patch for the patches necessary\n\tto get BIND 4.9 compiled for UTS.\n\nUnixWare\n\tAccording to Alexander Kolbasov <sasha@unitech.gamma.ru>,\n\tthe m4 on UnixWare 2.0 (still in Beta) will core dump on the\n\tconfig files.  GNU m4 and the m4 from UnixWare 1.x both work.\n\n",
     [('EMAIL_ADDRESS', 'KIM@FINFILES.BITNET'), ('EMAIL_ADDRESS', 'Kimmo.Suominen@lut.fi'), ('EMAIL_ADDRESS', 'sasha@unitech.gamma.ru'), ('PHONE_NUMBER', '+ 358 200 865 718')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/smsd/run.html', 'CZ',
     'Size of MMS as specified in MMS indication message.\n\nExamples¶\n\nActivating RunOnReceive¶\nTo activate this feature you need to set RunOnReceive in\nthe SMSD Configuration File.\n[smsd]\nRunOnReceive = /path/to/script.sh\n\nProcessing messages from the files backend¶\nFollowing script (if used as RunOnReceive handler) passes\nmessage data to other program. This works only with the Files backend.\n#!/bin/sh\nINBOX=/path/to/smsd/inbox\nPROGRAM=/bin/cat\nfor ID in "$@" ; do\n    $PROGRAM < $INBOX/$ID\ndone\n\nInvoking commands based on message text¶\nFollowing script (if used as RunOnReceive handler) executes\ngiven programs based on message text.\n#!/bin/sh\n\n# Check for sender number\nif [ "$SMS_1_NUMBER" != "+420123456789" ] ; then\n    exit\nfi\n\n# Handle commands\ncase "$SMS_1_TEXT" in\n    "DMS A")\n        /usr/bin/dms-a\n        ;;\n    "DMS B")\n        /usr/bin/dms-b\n        ;;\nesac\n\n',
     [('PHONE_NUMBER', '+420123456789')]),
    ('Debian package gammu-doc 1.42.0-8: /usr/share/doc/gammu/html/_sources/python/objects.rst.txt', 'CZ',
     "   Default message format, one of:\n\n* ``Text``\n* ``Pager``\n* ``Fax``\n* ``Email``\n\n.. attribute:: Validity\n\n   Default message validity as a string\n\n* ``NA`` - validity not available\n* ``Max`` - maximum validity allowed by network\n* ``nM``, ``nH``, ``nD``, ``nW`` - period defined in minutes, hours, days or\n  weeks, eg. ``3W``\n\nExample:\n\n.. code-block:: python\n\n    SMSC = {\n        'Location': 1,\n        'Number': '+420987654321',\n        'Format': 'Text',\n        'Validity': 'Max',\n    }\n\n.. _sms_info_obj:\n\nSMS Info Object\n---------------\n\nMessage info dictionary can consist of following fields:\n\n.. attribute:: Unicode\n\n   Whether to use Unicode for the message.\n\n.. attribute:: ReplaceMessage\n\n   Id of message which this message is supposed to replace\n\n.. attribute:: Unknown\n\n   Boolean flag indicating there was some part which Gammu could not decode.\n\n.. attribute:: Class\n\n",
     [('PHONE_NUMBER', '+420987654321')]),
    ('Debian package gammu 1.42.0-8: /usr/share/doc/gammu/examples/sms-send.c', 'US',
     'void interrupt(int sign)\n{\n\tsignal(sign, SIG_IGN);\n\tgshutdown = TRUE;\n}\n\nint main(int argc UNUSED, char **argv UNUSED)\n{\n\tGSM_SMSMessage sms;\n\tGSM_SMSC PhoneSMSC;\n\tchar recipient_number[] = "+1234567890";\n\tchar message_text[] = "Sample Gammu message";\n\tGSM_Debug_Info *debug_info;\n\tint return_value = 0;\n\n\t/* Register signal handler */\n\tsignal(SIGINT, interrupt);\n\tsignal(SIGTERM, interrupt);\n\n\t/*\n\t * We don\'t need gettext, but need to set locales so that\n\t * charset conversion works.\n\t */\n\tGSM_InitLocales(NULL);\n\n\t/* Enable global debugging to stderr */\n\tdebug_info = GSM_GetGlobalDebug();\n\tGSM_SetDebugFileDescriptor(stderr, TRUE, debug_info);\n\tGSM_SetDebugLevel("textall", debug_info);\n\n\t/* Prepare message */\n\t/* Cleanup the structure */\n\tmemset(&sms, 0, sizeof(sms));\n\t/* Encode message text */\n\tEncodeUnicode(sms.Text, message_text, strlen(message_text));\n\t/* Encode recipient number */\n',
     [('PHONE_NUMBER', '+1234567890')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/examples/new_fax.vacation', 'DE',
     '                              (o o)\n---------------------------oOO-(_)-OOo---------------------------\n\\input faxformat\n\\input today\n\n\n\\from\nRalph Schleicher\nFAX: (07522) 7425\n\n\\to\nUnknown Sender\nFAX: @ID@\n\\fax{to: @TO@}\n\n\\subject\nYour facsimile message of \\today.\n\n\\body\nHello,\n\nI will not be able to read the incoming facsimile messages\nfor a while.  Your message will be read and maybe replied\nwhen I am back.\n\n\\closing\nRegards,\n\n\\signature rs.ps\n\n\\bye\n---------------------------oOo-----oOo---------------------------\n-- \nRalph Schleicher, Germany (Freie Republik Allg\\"au)\n\n',
     [('PHONE_NUMBER', '(07522) 7425')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/frontends/emacs/faxmode11.ANN', 'DE',
     "Ralph Schleicher wrote:\n> * New minor mode for Dired called `Faxed'.  Allows to view fax messages\n> by simply pressing `v', try `M-x faxed <fax-incoming-directory> RET'.\n\nMeinst Du, man koennte hier die Standard-Verzeichnisse gleich automatisch\ndurchsuchen (/*/[spool/]fax/incoming)? Dann muesste man das nicht jedes\nMal angeben...\n\ngert\n\n-- \n                                                            //www.muc.de/~gert\nGert Doering - Munich, Germany                             gert@greenie.muc.de\nfax: +49-89-3545980 <---new!!!              gert.doering@physik.tu-muenchen.de\n",
     [('EMAIL_ADDRESS', 'gert.doering@physik.tu-muenchen.de'), ('EMAIL_ADDRESS', 'gert@greenie.muc.de'), ('PHONE_NUMBER', '+49-89-3545980')]),
    ('Debian package mgetty-docs 1.2.1-1.2: /usr/share/doc/mgetty/modems.db', 'DE',
     'Modem brand/model: \t"TKR Terbo Line"\nat+fmfr?\t\tFAX TEST CODE\nat+fmdl?\t\tAT&T\nat+frev?\t\tFAX Version 3.99\nati3\t\t\tTKR Terbo Line 19K2/010-Q\nati4\t\t\t007040C004000\ntested on:\t\tLinux version 1.2.1, mgetty 0.23\nworking:\t\tsendfax, mgetty/fax receive, dialout\nremarks:  The Firmware version 010 (ati3) is the first that is able\n          to decide wether a call is from a modem or fax. Earlier versions\n          receive only in fax mode. You can get the newest version from the\n          TKR bbs (+49 431 336199) or by snail-mail (Phone: +49 431 34589).\ncontributor:\t\tfte@impulse.ris.de (Frank Tegtmeyer)\n#define DEFAULT_PORTSPEED\t19200\n',
     [('EMAIL_ADDRESS', 'fte@impulse.ris.de'), ('PHONE_NUMBER', '+49 431 336199'), ('PHONE_NUMBER', '+49 431 34589')]),
    ('Debian package ppp 2.4.9-1+1.1+b1: /usr/share/doc/ppp/copyright', 'US',
     ' * 1. Redistributions of source code must retain the above copyright\n *    notice, this list of conditions and the following disclaimer.\n *\n * 2. Redistributions in binary form must reproduce the above copyright\n *    notice, this list of conditions and the following disclaimer in\n *    the documentation and/or other materials provided with the\n *    distribution.\n *\n * 3. The name "Carnegie Mellon University" must not be used to\n *    endorse or promote products derived from this software without\n *    prior written permission. For permission or any legal\n *    details, please contact\n *      Office of Technology Transfer\n *      Carnegie Mellon University\n *      5000 Forbes Avenue\n *      Pittsburgh, PA  15213-3890\n *      (412) 268-4387, fax: (412) 268-7395\n *      tech-transfer@andrew.cmu.edu\n *\n * 4. Redistributions of any form whatsoever must retain the following\n *    acknowledgment:\n *    "This product includes software developed by Computing Services\n',
     [('EMAIL_ADDRESS', 'tech-transfer@andrew.cmu.edu'), ('PHONE_NUMBER', '(412) 268-4387'), ('PHONE_NUMBER', '(412) 268-7395')]),
    ('Debian package efax 1:0.9a-21: /usr/share/doc/efax/copyright', 'CA',
     'The source files also contain the following two paragraphs:\n\n    Please contact the author if you wish to use efax or efix in\n    ways not covered by the GNU GPL.\n\n    You may contact the author by e-mail at: edc@cce.com, by mail\n    at: 2629 West 3rd Ave, Vancouver, BC, Canada, V6K 1M4, or by\n    fax at: +1 604 734 5291.\n',
     [('EMAIL_ADDRESS', 'edc@cce.com'), ('PHONE_NUMBER', '+1 604 734 5291')]),
    ('PyPI phone-iso3166 0.4.1: README.rst', 'BR',
     "More information\n----------------\n\nIf want more information, you can easily use the country code with other python\npackages such as `pycountry`_.\n\n.. code:: pycon\n\n\n    >>> from phone_iso3166.country import phone_country\n    >>> import pycountry\n    >>> phone = '+55 21 3814-2121'\n    >>> c = pycountry.countries.get(alpha_2=phone_country(phone))\n    >>> c.name\n    'Brazil'\n    >>> c.official_name\n    'Federative Republic of Brazil'\n\n",
     [('PHONE_NUMBER', '+55 21 3814-2121')]),
    ('PyPI phone-iso3166 0.4.1: README.rst', 'GB',
     'This package makes no attempt to understand the various input options for\nphone numbers, and assumes an international phone number. If you deal in fuzzy\ninputs, try `phonenumbers`_.\n\n.. code:: pycon\n\n\n    >>> from phone_iso3166.country import phone_country\n    >>> import phonenumbers\n    >>> import pycountry\n    >>> local = phonenumbers.parse("020 8366 1177", "GB")\n    >>> phonenumbers.format_number(local, phonenumbers.PhoneNumberFormat.E164)\n    \'+442083661177\'\n    >>> cc = phone_country(str(local.country_code)+str(local.national_number))\n    >>> uk = pycountry.countries.get(alpha_2=cc)\n    >>> uk.name\n    \'United Kingdom\'\n    >>> uk.official_name\n    \'United Kingdom of Great Britain and Northern Ireland\'\n',
     [('PHONE_NUMBER', '+442083661177'), ('PHONE_NUMBER', '020 8366 1177')]),
    ('Debian package kannel-extras 1.4.5-12: /usr/lib/kannel/test/settings4.txt', 'FI',
     '<?xml version="1.0"?>\n<!DOCTYPE CHARACTERISTIC-LIST SYSTEM "file://gw/settings.dtd">\n<CHARACTERISTIC-LIST>\n\n<CHARACTERISTIC TYPE="ADDRESS">\n<PARM NAME="BEARER" VALUE="GSM/CSD"/>\n<PARM NAME="PROXY" VALUE="213.161.40.40"/>\n<PARM NAME="PORT" VALUE="9201"/>\n<PARM NAME="CSD_DIALSTRING" VALUE="+358600505050"/>\n<PARM NAME="PPP_AUTHTYPE" VALUE="PAP"/>\n<PARM NAME="PPP_AUTHNAME" VALUE="rl"/>\n<PARM NAME="PPP_AUTHSECRET" VALUE="wap"/>\n<PARM NAME="CSD_CALLTYPE" VALUE="ISDN"/>\n<PARM NAME="CSD_CALLSPEED" VALUE="9600"/>\n</CHARACTERISTIC>\n\n<CHARACTERISTIC TYPE="URL" \n     VALUE="http://cn.wiral.com/wapwml/loginphtml"/>\n\n<CHARACTERISTIC TYPE="NAME">\n<PARM NAME="NAME" VALUE="Matrix Login CSD"/>\n</CHARACTERISTIC>\n\n</CHARACTERISTIC-LIST>',
     [('IP_ADDRESS', '213.161.40.40'), ('PHONE_NUMBER', '+358600505050')]),
]


if __name__ == "__main__":
    sys.exit(main())
