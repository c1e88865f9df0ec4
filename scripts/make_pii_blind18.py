"""Build the ``pii_blind18`` evaluation set for PII detection.

The set is written apart from any detector: synthetic texts are generated here from Faker,
``phonenumbers`` metadata and ``python-stdnum`` structures, and the real snippets below were
labelled by reading. It is meant to be scored only, never read for tuning.

Output: ``benchmarks/data/pii_blind18/blind18.jsonl`` (one JSON object per line, keys ``id``,
``locale``, ``spans``, ``template``, ``text``). Deterministic: one ``random.Random(SEED)``, Faker
instances seeded from it in sorted locale order, no clock, nothing iterated from an unordered set.

Usage: ``python scripts/make_pii_blind18.py [--out PATH] [--force]``
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat
from stdnum import iban as std_iban
from stdnum import numdb

try:
    import faker
    from faker import Faker
    from faker.config import AVAILABLE_LOCALES
except ImportError:  # pragma: no cover - the message is the point
    sys.exit("make_pii_blind18: Faker 40.0.0 is required (pip install faker==40.0.0)")

SEED = 18_0518
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind18/blind18.jsonl")
N_SYNTH_PII = 700
N_SYNTH_FREE = 350

PHONE, EMAIL, CARD, IBAN, IP = "PHONE_NUMBER", "EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"

# Faker locales wanted for synthetic texts; every one has a phone region in phonenumbers.
_WANTED_LOCALES = [
    "am_ET", "ar_AE", "ar_EG", "ar_JO", "ar_SA", "az_AZ", "bg_BG", "bn_BD", "bs_BA", "cs_CZ",
    "da_DK", "de_AT", "de_CH", "de_DE", "el_CY", "el_GR", "en_AU", "en_CA", "en_GB", "en_IE",
    "en_IN", "en_KE", "en_NG", "en_NZ", "en_PH", "en_PK", "en_US", "es_AR", "es_CL", "es_CO",
    "es_ES", "es_MX", "es_PE", "es_VE", "et_EE", "fa_IR", "fi_FI", "fil_PH", "fr_BE", "fr_CA",
    "fr_CH", "fr_DZ", "fr_FR", "ga_IE", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID",
    "is_IS", "it_IT", "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE",
    "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL",
    "sv_SE", "ta_IN", "th_TH", "tl_PH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "yo_NG",
    "zh_CN", "zh_TW", "zu_ZA",
]

# Only the locales this Faker offers (es_PE, es_VE and am_ET are not in Faker 40).
LOCALES = sorted(loc for loc in _WANTED_LOCALES if loc in AVAILABLE_LOCALES)

# Phone labels in the locale's own language (first: phone, second: mobile, third: fax).
LABELS = {
    "am": ("ስልክ", "ሞባይል", "ፋክስ"), "ar": ("هاتف", "جوال", "فاكس"), "az": ("Tel.", "Mob.", "Faks"),
    "bg": ("Тел.", "Моб.", "Факс"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স"), "bs": ("Tel.", "Mob.", "Fax"),
    "cs": ("Tel.", "Mobil", "Fax"), "da": ("Tlf.", "Mobil", "Fax"), "de": ("Tel.", "Mobil", "Fax"),
    "el": ("Τηλ.", "Κιν.", "Φαξ"), "en": ("Tel", "Mobile", "Fax"), "es": ("Tel.", "Móvil", "Fax"),
    "et": ("Tel", "Mob", "Faks"), "fa": ("تلفن", "همراه", "فکس"), "fi": ("Puh.", "GSM", "Faksi"),
    "fil": ("Tel.", "Cell", "Fax"), "fr": ("Tél.", "Portable", "Fax"), "ga": ("Guthán", "Fón póca", "Facs"),
    "he": ("טלפון", "נייד", "פקס"), "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स"), "hr": ("Tel.", "Mob.", "Fax"),
    "hu": ("Tel.", "Mobil", "Fax"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս"), "id": ("Telp.", "HP", "Faks"),
    "is": ("Sími", "GSM", "Fax"), "it": ("Tel.", "Cell.", "Fax"), "ja": ("電話", "携帯", "FAX"),
    "ka": ("ტელ.", "მობ.", "ფაქსი"), "ko": ("전화", "휴대폰", "팩스"), "lt": ("Tel.", "Mob.", "Faksas"),
    "lv": ("Tālr.", "Mob.", "Fakss"), "mt": ("Tel.", "Mob.", "Fax"), "ne": ("फोन", "मोबाइल", "फ्याक्स"),
    "nl": ("Tel.", "Mobiel", "Fax"), "no": ("Tlf.", "Mobil", "Faks"), "pl": ("tel.", "kom.", "faks"),
    "pt": ("Tel.", "Telemóvel", "Fax"), "ro": ("Tel.", "Mobil", "Fax"), "ru": ("Тел.", "Моб.", "Факс"),
    "sk": ("Tel.", "Mobil", "Fax"), "sl": ("Tel.", "GSM", "Faks"), "sq": ("Tel.", "Cel.", "Faks"),
    "sv": ("Tel", "Mobil", "Fax"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்"), "th": ("โทร", "มือถือ", "แฟกซ์"),
    "tl": ("Tel.", "Cell", "Fax"), "tr": ("Tel", "Cep", "Faks"), "tw": ("Tel", "Mobile", "Fax"),
    "uk": ("Тел.", "Моб.", "Факс"), "uz": ("Tel.", "Mob.", "Faks"), "vi": ("ĐT", "DĐ", "Fax"),
    "yo": ("Tel", "Mobile", "Fax"), "zh": ("电话", "手机", "传真"), "zu": ("Ucingo", "Iselula", "Ifeksi"),
}
# Extension words that stay outside the span (with their digits).
OUTSIDE_EXT = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel", "pl": "wew.",
    "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh": "分机",
    "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
INSIDE_EXT = ["x", "ext", "ext.", "Ext.", "extension"]
IDD_CANDIDATES = ["011", "0011", "010", "810", "001", "002", "009", "000", "0021"]
EXT_RE = re.compile(r"\s*[,;]?\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


# ---------------------------------------------------------------------------------------------
# Text builder
# ---------------------------------------------------------------------------------------------

@dataclass
class Doc:
    """A text under construction with its gold spans."""

    parts: list[str] = field(default_factory=list)
    spans: list[dict] = field(default_factory=list)
    length: int = 0

    def add(self, text: str) -> "Doc":
        self.parts.append(text)
        self.length += len(text)
        return self

    def pii(self, entity: str, text: str, **extra) -> "Doc":
        span = {"entity": entity, "start": self.length, "end": self.length + len(text)}
        span.update(extra)
        self.spans.append(span)
        return self.add(text)

    @property
    def text(self) -> str:
        return "".join(self.parts)


def phone_valid(text: str, region: str) -> bool:
    """The ``valid`` flag of a phone span, as the format defines it."""
    cleaned = EXT_RE.sub("", re.sub(r"\s+", " ", text)).strip()
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(cleaned, region))
    except phonenumbers.NumberParseException:
        return False


# ---------------------------------------------------------------------------------------------
# PII generators
# ---------------------------------------------------------------------------------------------

PHONE_TYPES = ["fixed_line", "mobile", "toll_free", "voip", "shared_cost"]


def _region(locale: str) -> str:
    return locale.split("_")[1] if "_" in locale else "KE"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def draw_phone_number(rng: random.Random, region: str, kind: str | None = None, valid: bool | None = None):
    """A PhoneNumber of ``region``: randomised example number, possible; valid unless asked not."""
    md = PhoneMetadata.metadata_for_region(region)
    kinds = [k for k in PHONE_TYPES if getattr(md, k) is not None and getattr(md, k).example_number]
    if kind not in kinds:
        kind = rng.choice(kinds)
    example = getattr(md, kind).example_number
    want_valid = (rng.random() >= 0.1) if valid is None else valid
    for _ in range(200):
        keep = max(1, len(example) - rng.randint(2, min(6, len(example) - 1)))
        nsn = example[:keep] + _digits(rng, len(example) - keep)
        if not want_valid:
            pos = rng.randrange(min(3, len(nsn)))
            nsn = nsn[:pos] + rng.choice(string.digits) + nsn[pos + 1:]
        number = phonenumbers.parse("+%d%s" % (md.country_code, nsn))
        if not phonenumbers.is_possible_number(number):
            continue
        is_valid = phonenumbers.is_valid_number_for_region(number, region)
        if is_valid == want_valid:
            return number, kind
    return phonenumbers.parse("+%d%s" % (md.country_code, example)), kind


def _idd(region: str) -> str:
    md = PhoneMetadata.metadata_for_region(region)
    for cand in IDD_CANDIDATES:
        if re.fullmatch(md.international_prefix, cand):
            return "8 10" if cand == "810" else cand
    return "00"


def format_phone(rng: random.Random, number, region: str, style: str | None = None) -> str:
    """The number written in one of the ways people write numbers of ``region``."""
    national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    cc = str(number.country_code)
    rest = intl[len(cc) + 2:]
    md = PhoneMetadata.metadata_for_region(region)
    styles = ["national", "national", "intl", "intl", "e164", "00", "idd", "paren_cc", "dots",
              "dashes", "nosep", "nbsp", "nnbsp", "pairs", "bracket_area", "slash", "trunk0"]
    style = style or rng.choice(styles)
    nat_digits = re.sub(r"\D", "", national)
    if style == "national":
        out = national
    elif style == "intl":
        out = intl
    elif style == "e164":
        out = e164
    elif style == "00":
        out = "00" + cc + " " + rest
    elif style == "idd":
        out = _idd(region) + " " + cc + " " + rest
    elif style == "paren_cc":
        out = "(+%s) %s" % (cc, rest)
    elif style == "dots":
        out = re.sub(r"[ \-]", ".", re.sub(r"[()]", "", national)).strip(".")
    elif style == "dashes":
        out = re.sub(r"[ .]", "-", re.sub(r"[()]", "", national)).strip("-")
    elif style == "nosep":
        out = nat_digits if national.lstrip("(").startswith(nat_digits[:1]) else e164
    elif style == "nbsp":
        out = intl.replace(" ", "\u00a0")
    elif style == "nnbsp":
        out = national.replace(" ", "\u202f")
    elif style == "pairs":
        head = 3 if len(nat_digits) % 2 else 2
        out = nat_digits[:head] + "".join(" " + nat_digits[i:i + 2] for i in range(head, len(nat_digits), 2))
    elif style == "bracket_area":
        groups = national.split(" ")
        out = "(%s) %s" % (groups[0].strip("()"), " ".join(groups[1:])) if len(groups) > 1 else national
    elif style == "slash":
        groups = national.split(" ")
        out = groups[0] + "/" + "".join(groups[1:]) if len(groups) > 1 else national
    elif style == "trunk0":
        out = "+%s (0)%s" % (cc, rest) if (md.national_prefix == "0" and national.startswith("0")) else intl
    else:  # pragma: no cover
        raise ValueError(style)
    try:
        back = phonenumbers.parse(out, region)
    except phonenumbers.NumberParseException:
        return intl
    if back.country_code != number.country_code or back.national_number != number.national_number:
        return intl
    return out


CARD_BRANDS = [
    ("visa", ["4"], [13, 16, 19]),
    ("mastercard", ["51", "52", "53", "54", "55"] + [str(p) for p in range(2221, 2721, 37)], [16]),
    ("amex", ["34", "37"], [15]),
    ("diners", ["300", "301", "305", "36", "38"], [14]),
    ("discover", ["6011", "65", "644", "649"], [16, 19]),
    ("jcb", ["3528", "3540", "3589"], [16, 19]),
    ("unionpay", ["62"], [16, 17, 18, 19]),
    ("maestro", ["5018", "5020", "5038", "6304", "6759", "6761"], [12, 13, 16, 19]),
]


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def draw_card(rng: random.Random) -> str:
    """A Luhn-valid card number of a random brand, grouped as printed or as people type."""
    _, prefixes, lengths = rng.choice(CARD_BRANDS)
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _digits(rng, length - len(prefix) - 1)
    check = next(d for d in string.digits if luhn_ok(body + d))
    digits = body + check
    sep = rng.choice([" ", " ", "-"])
    layouts = {16: [(4, 4, 4, 4), (8, 8), (4, 8, 4), (16,)], 15: [(4, 6, 5), (15,)],
               14: [(4, 6, 4), (14,)], 19: [(4, 4, 4, 4, 3), (6, 13), (19,)],
               13: [(4, 4, 5), (13,)], 12: [(4, 4, 4), (12,)], 17: [(17,)], 18: [(18,)]}
    groups, pos = [], 0
    for size in rng.choice(layouts[length]):
        groups.append(digits[pos:pos + size])
        pos += size
    return sep.join(groups)


IBAN_STRUCT = sorted((p[1], p[3]["bban"]) for p in numdb.get("iban").prefixes)


def _bban(rng: random.Random, structure: str) -> str:
    out = []
    for count, kind in re.findall(r"(\d+)!?([nace])", structure):
        pool = {"n": string.digits, "a": string.ascii_uppercase,
                "c": string.digits + string.ascii_uppercase, "e": " "}[kind]
        out.append("".join(rng.choice(pool) for _ in range(int(count))))
    return "".join(out)


def draw_iban(rng: random.Random, country: str | None = None) -> str:
    """A valid IBAN (mod-97, registry structure, stdnum's national checks), plain or in fours."""
    countries = [c for c, _ in IBAN_STRUCT]
    if country not in countries:
        country = rng.choice(countries)
    structure = dict(IBAN_STRUCT)[country]
    for _ in range(5000):
        bban = _bban(rng, structure)
        check = std_iban.calc_check_digits(country + "00" + bban)
        value = country + check + bban
        if std_iban.is_valid(value):
            break
    else:  # pragma: no cover - national checks always found within the budget
        raise RuntimeError("no valid IBAN for " + country)
    if rng.random() < 0.5:
        return " ".join(value[i:i + 4] for i in range(0, len(value), 4))
    return value


TLDS = ["com", "org", "net", "de", "fr", "io", "co.uk", "com.br", "technology", "museum", "info",
        "travel", "photography", "ac.jp", "gov.in", "edu.au", "nl", "es", "ng", "co.ke"]
WORDS = ["atlas", "birch", "cobalt", "delta", "ember", "fjord", "garnet", "harbor", "indigo",
         "juniper", "kestrel", "lumen", "marble", "nimbus", "orchid", "pepper", "quartz", "raven",
         "sierra", "tundra", "umber", "velvet", "willow", "xenon", "yarrow", "zephyr"]


def _ascii(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def draw_email(rng: random.Random, name: str = "") -> str:
    first = _ascii(name.split(" ")[0]) if name else ""
    last = _ascii(name.split(" ")[-1]) if name else ""
    first = first or rng.choice(WORDS)
    last = last or rng.choice(WORDS)
    local = rng.choice([
        first + "." + last, first[0] + last, first + "_" + last + _digits(rng, 2), first + "+" + rng.choice(WORDS),
        last + "." + first[0] + _digits(rng, 4), first + "-" + last, first + _digits(rng, 3), "info", "kontakt",
        "office." + last, first + "." + last + "+" + rng.choice(["news", "billing", "2024"]),
    ])
    domain = rng.choice(WORDS) + rng.choice(["", "-" + rng.choice(WORDS), _digits(rng, 2)])
    sub = rng.choice(["", "", "", "mail.", "eu.", "support.", "dept." + rng.choice(WORDS) + "."])
    return "%s@%s%s.%s" % (local, sub, domain, rng.choice(TLDS))


def draw_ipv4(rng: random.Random) -> str:
    kind = rng.choice(["public", "public", "private10", "private192", "private172", "loopback",
                       "doc", "netmask", "zero"])
    if kind == "public":
        return "%d.%d.%d.%d" % (rng.choice([31, 45, 62, 77, 81, 93, 104, 141, 185, 213]),
                                rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if kind == "private10":
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if kind == "private192":
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    if kind == "private172":
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    if kind == "loopback":
        return "127.0.0.1"
    if kind == "doc":
        return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randrange(1, 255))
    if kind == "netmask":
        return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.192", "255.255.252.0"])
    return "0.0.0.0"


def draw_ipv6(rng: random.Random) -> str:
    kind = rng.choice(["doc", "doc", "full", "upper", "mapped", "any", "loop", "link", "global"])
    groups = ["%x" % rng.randrange(1, 0xFFFF) for _ in range(4)]
    if kind == "doc":
        return "2001:db8:%s::%s" % (groups[0], groups[1])
    if kind == "full":
        return ":".join("%04x" % rng.randrange(0x10000) for _ in range(8))
    if kind == "upper":
        return ("2001:DB8:%s::%s" % (groups[0], groups[1])).upper()
    if kind == "mapped":
        return "::ffff:%d.%d.%d.%d" % (192, 0, 2, rng.randrange(1, 255))
    if kind == "any":
        return "::"
    if kind == "loop":
        return "::1"
    if kind == "link":
        return "fe80::%s:%s" % (groups[0], groups[1])
    return "2a02:%s:%s:%s::%s" % (groups[0], groups[1], groups[2], groups[3])


# ---------------------------------------------------------------------------------------------
# Context handed to every genre
# ---------------------------------------------------------------------------------------------

@dataclass
class Ctx:
    rng: random.Random
    fake: Faker
    locale: str

    @property
    def region(self) -> str:
        return _region(self.locale)

    @property
    def lang(self) -> str:
        return self.locale.split("_")[0]

    def label(self, which: int = 0) -> str:
        return LABELS.get(self.lang, LABELS["en"])[which]

    def phone_text(self, kind: str | None = None, style: str | None = None, valid: bool | None = None) -> str:
        number, _ = draw_phone_number(self.rng, self.region, kind, valid)
        return format_phone(self.rng, number, self.region, style)

    def phone(self, doc: Doc, kind: str | None = None, style: str | None = None, ext: bool = False) -> Doc:
        text = self.phone_text(kind, style)
        if ext:
            word = "anexo" if self.lang == "es" else "доб." if self.lang == "ru" else self.rng.choice(INSIDE_EXT)
            sep = "" if word == "x" and self.rng.random() < 0.5 else " "
            text = text + self.rng.choice([" ", ", "]) + word + sep + str(self.rng.randint(2, 4999))
        return doc.pii(PHONE, text, valid=phone_valid(text, self.region))

    def name(self) -> str:
        return self.fake.name()

    def company(self) -> str:
        return self.fake.company()

    def city(self) -> str:
        return self.fake.city()

    def street(self) -> str:
        return self.fake.street_address()

    def email(self, doc: Doc, name: str = "") -> Doc:
        return doc.pii(EMAIL, draw_email(self.rng, name))

    def iban(self, doc: Doc) -> Doc:
        own = self.region if self.rng.random() < 0.5 else None
        return doc.pii(IBAN, draw_iban(self.rng, own))

    def card(self, doc: Doc) -> Doc:
        return doc.pii(CARD, draw_card(self.rng))

    def ip4(self, doc: Doc) -> Doc:
        return doc.pii(IP, draw_ipv4(self.rng))

    def ip6(self, doc: Doc) -> Doc:
        return doc.pii(IP, draw_ipv6(self.rng))


# ---------------------------------------------------------------------------------------------
# Genres with PII
# ---------------------------------------------------------------------------------------------

def g_signature(c: Ctx) -> Doc:
    d, n = Doc(), c.name()
    d.add("-- \n%s\n%s\n%s, %s\n%s: " % (n, c.fake.job(), c.street(), c.city(), c.label(0)))
    c.phone(d, "fixed_line")
    d.add("\n%s: " % c.label(1))
    c.phone(d, "mobile")
    d.add("\n")
    return c.email(d, n).add("\n")


def g_shop_footer(c: Ctx) -> Doc:
    d = Doc().add("%s · %s · %s\n%s " % (c.company(), c.street(), c.city(), c.label(0)))
    c.phone(d)
    d.add(" · ")
    c.email(d)
    d.add("\nIBAN ")
    c.iban(d)
    return d.add("\n© %s\n" % c.company())


def g_classified(c: Ctx) -> Doc:
    d = Doc().add("%s — %s. %s. " % (c.fake.word().capitalize(), c.fake.sentence(), c.city()))
    d.add(c.rng.choice(["Call ", "Anrufen: ", "Llamar al ", "☎ ", "", "WhatsApp "]))
    c.phone(d, "mobile")
    return d.add(c.rng.choice([" after 6pm", " (no SMS)", "", " !!"]) + "\n")


def g_forum(c: Ctx) -> Doc:
    d = Doc().add("Re: %s\n\n%s Just ring them on " % (c.fake.sentence(nb_words=4), c.fake.sentence()))
    c.phone(d)
    d.add(" or mail ")
    c.email(d)
    return d.add(", worked for me. %s\n" % c.fake.sentence())


def g_chat(c: Ctx) -> Doc:
    a, b = c.fake.first_name(), c.fake.first_name()
    d = Doc().add("[%02d:%02d] %s: whats ur number again\n[%02d:%02d] %s: " % (
        c.rng.randrange(24), c.rng.randrange(60), a, c.rng.randrange(24), c.rng.randrange(60), b))
    c.phone(d, "mobile")
    d.add("\n[%02d:%02d] %s: thx, and the office one?\n[%02d:%02d] %s: " % (
        c.rng.randrange(24), c.rng.randrange(60), a, c.rng.randrange(24), c.rng.randrange(60), b))
    c.phone(d, "fixed_line")
    d.add("\n[%02d:%02d] %s: and the card for the deposit?\n[%02d:%02d] %s: " % (
        c.rng.randrange(24), c.rng.randrange(60), a, c.rng.randrange(24), c.rng.randrange(60), b))
    c.card(d)
    return d.add("\n")


def g_csv(c: Ctx) -> Doc:
    d = Doc().add("name,email,phone,city\n")
    for _ in range(c.rng.randint(2, 4)):
        n = c.name()
        d.add('"%s",' % n)
        c.email(d, n)
        d.add(",")
        c.phone(d)
        d.add(",%s\n" % c.city())
    return d


def g_tsv(c: Ctx) -> Doc:
    d = Doc().add("kunde\ttelefon\tiban\n")
    for _ in range(c.rng.randint(2, 3)):
        d.add("%s\t" % c.fake.last_name())
        c.phone(d)
        d.add("\t")
        c.iban(d)
        d.add("\n")
    return d


def g_json(c: Ctx) -> Doc:
    n = c.name()
    d = Doc().add('{\n  "name": "%s",\n  "email": "' % n)
    c.email(d, n)
    d.add('",\n  "phone": "')
    c.phone(d, style=c.rng.choice(["e164", "intl", "national"]))
    d.add('",\n  "card": "')
    c.card(d)
    d.add('",\n  "last_ip": "')
    c.ip4(d)
    return d.add('",\n  "active": true\n}\n')


def g_yaml(c: Ctx) -> Doc:
    d = Doc().add("contact:\n  owner: %s\n  email: " % c.fake.last_name())
    c.email(d)
    d.add("\n  phone: \"")
    c.phone(d)
    d.add("\"\nserver:\n  bind: ")
    c.ip4(d)
    d.add("\n  bind6: \"")
    c.ip6(d)
    return d.add("\"\n  port: %d\n" % c.rng.choice([443, 8443, 22, 5432]))


def g_sshd(c: Ctx) -> Doc:
    d = Doc()
    for _ in range(c.rng.randint(2, 3)):
        d.add("Mar %2d %02d:%02d:%02d host sshd[%d]: Failed password for invalid user %s from " % (
            c.rng.randint(1, 28), c.rng.randrange(24), c.rng.randrange(60), c.rng.randrange(60),
            c.rng.randint(1000, 65000), c.fake.user_name()))
        c.ip4(d) if c.rng.random() < 0.7 else c.ip6(d)
        d.add(" port %d ssh2\n" % c.rng.randint(1024, 65535))
    return d


def g_nginx(c: Ctx) -> Doc:
    d = Doc()
    for _ in range(c.rng.randint(1, 3)):
        c.ip4(d) if c.rng.random() < 0.6 else c.ip6(d)
        d.add(' - - [12/Mar:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            c.rng.randrange(24), c.rng.randrange(60), c.rng.randrange(60), c.fake.word(),
            c.rng.choice([200, 301, 404, 502]), c.rng.randint(0, 999)))
    return d


def g_firewall(c: Ctx) -> Doc:
    d = Doc()
    for _ in range(c.rng.randint(2, 3)):
        d.add("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=")
        c.ip4(d)
        d.add(" DST=")
        c.ip4(d)
        d.add(" PROTO=TCP SPT=%d DPT=%d\n" % (c.rng.randint(1024, 65535), c.rng.choice([22, 23, 445, 3389])))
    return d


def g_dhcp(c: Ctx) -> Doc:
    d = Doc().add("dhcpd: DHCPACK on ")
    c.ip4(d)
    mac = ":".join("%02x" % c.rng.randrange(256) for _ in range(6))
    d.add(" to %s (%s) via eth1\ndhcpd: DHCPREQUEST for " % (mac, c.fake.word()))
    c.ip4(d)
    return d.add(" from %s via eth1\n" % mac)


def g_config(c: Ctx) -> Doc:
    d = Doc().add("[network]\naddress = ")
    c.ip4(d)
    d.add("\nnetmask = ")
    d.pii(IP, c.rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128"]))
    d.add("\ngateway6 = ")
    c.ip6(d)
    d.add("\n\n[alerts]\nmail_to = ")
    c.email(d)
    return d.add("\nretries = %d\n" % c.rng.randint(1, 9))


def g_html(c: Ctx) -> Doc:
    d = Doc().add('<p>%s<br>\n<a href="mailto:' % c.company())
    e = draw_email(c.rng)
    d.pii(EMAIL, e).add('">').pii(EMAIL, e).add('</a><br>\n<a href="tel:')
    number, _ = draw_phone_number(c.rng, c.region)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    shown = format_phone(c.rng, number, c.region)
    d.pii(PHONE, e164, valid=phone_valid(e164, c.region)).add('">')
    d.pii(PHONE, shown, valid=phone_valid(shown, c.region))
    return d.add("</a></p>\n")


def g_invoice(c: Ctx) -> Doc:
    d = Doc().add("INVOICE %s-%04d\n%s\n%s\n\nBank details:\nIBAN: " % (
        c.fake.word().upper()[:3], c.rng.randint(1, 9999), c.company(), c.street()))
    c.iban(d)
    d.add("\nBIC: %s\nQuestions: " % "".join(c.rng.choice(string.ascii_uppercase) for _ in range(8)))
    c.email(d)
    d.add(" / ")
    c.phone(d)
    return d.add("\n")


def g_support_card(c: Ctx) -> Doc:
    d = Doc().add("Agent: Could you confirm the card you used?\nCustomer: sure its ")
    c.card(d)
    d.add(" exp %02d/%02d\nAgent: Thanks. And the card ending %04d is no longer active?\nCustomer: yes, use the new one\n" % (
        c.rng.randint(1, 12), c.rng.randint(26, 31), c.rng.randrange(10000)))
    return d


def g_prose(c: Ctx) -> Doc:
    d = Doc().add("%s told me that if the delivery is late I should phone " % c.fake.first_name())
    c.phone(d)
    d.add(" before noon, and that the backup address is ")
    c.email(d)
    return d.add(". %s\n" % c.fake.sentence())


def g_local_label(c: Ctx) -> Doc:
    d = Doc().add("%s\n%s\n%s " % (c.company(), c.street(), c.label(0)))
    c.phone(d, "fixed_line")
    d.add("\n%s " % c.label(1))
    c.phone(d, "mobile")
    d.add("\n%s " % c.label(2))
    c.phone(d, "fixed_line")
    return d.add("\n")


def g_no_label(c: Ctx) -> Doc:
    d = Doc().add("%s\n" % c.name())
    c.phone(d)
    d.add("\n%s, %s\n" % (c.street(), c.city()))
    return d


def g_tollfree(c: Ctx) -> Doc:
    d = Doc().add("Hotline (free of charge): ")
    c.phone(d, "toll_free")
    d.add("\nFrom abroad: ")
    c.phone(d, "fixed_line", style=c.rng.choice(["intl", "00", "idd", "paren_cc"]))
    return d.add("\n")


def g_fax(c: Ctx) -> Doc:
    d = Doc().add("%s: " % c.label(0))
    c.phone(d, "fixed_line")
    d.add("  |  %s: " % c.label(2))
    c.phone(d, "fixed_line")
    return d.add("\n")


def g_extension(c: Ctx) -> Doc:
    d = Doc().add("Reception: ")
    c.phone(d, "fixed_line", ext=True)
    out = OUTSIDE_EXT.get(c.lang)
    if out:
        d.add("\n%s: " % c.label(0))
        c.phone(d, "fixed_line", style="national")
        d.add(", %s %d" % (out, c.rng.randint(10, 999)))
    return d.add("\n")


def g_wrapped(c: Ctx) -> Doc:
    number, _ = draw_phone_number(c.rng, c.region)
    text = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    if " " in text:
        cut = [i for i, ch in enumerate(text) if ch == " "]
        i = c.rng.choice(cut[1:] or cut)
        text = text[:i] + "\n" + text[i + 1:]
    d = Doc().add("Please call our service desk on\n" if c.rng.random() < 0.5 else "Kontakt unter ")
    d.pii(PHONE, text, valid=phone_valid(text, c.region))
    return d.add(" during office hours.\n")


def g_brackets(c: Ctx) -> Doc:
    d = Doc().add("%s (" % c.fake.last_name())
    c.phone(d)
    d.add(") and %s [" % c.fake.last_name())
    c.phone(d)
    return d.add("] will both be there.\n")


def g_list(c: Ctx) -> Doc:
    d = Doc().add("%s: " % c.label(0))
    c.phone(d, style="national")
    d.add(c.rng.choice([" / ", "; ", " or "]))
    c.phone(d, style="national")
    if c.rng.random() < 0.5:
        d.add(c.rng.choice([" / ", "; ", " or "]))
        c.phone(d, "mobile")
    return d.add("\n")


def g_payment_form(c: Ctx) -> Doc:
    d = Doc().add("Cardholder: %s\nCard number: " % c.name().upper())
    c.card(d)
    return d.add("\nValid thru: %02d/%02d\nBilling: %s\n" % (c.rng.randint(1, 12), c.rng.randint(26, 32), c.city()))


def g_sepa(c: Ctx) -> Doc:
    d = Doc().add("SEPA Direct Debit Mandate\nCreditor: %s\nDebtor: %s\nDebtor IBAN: " % (c.company(), c.name()))
    c.iban(d)
    d.add("\nCreditor IBAN: ")
    c.iban(d)
    return d.add("\nSigned in %s\n" % c.city())


def g_inventory(c: Ctx) -> Doc:
    d = Doc().add("host        ipv4             ipv6\n")
    for _ in range(c.rng.randint(2, 3)):
        d.add("%-11s " % c.fake.word())
        c.ip4(d)
        d.add("   ")
        c.ip6(d)
        d.add("\n")
    return d


def g_mail_headers(c: Ctx) -> Doc:
    d = Doc().add("Received: from mx.%s.example ([" % c.fake.word())
    c.ip4(d)
    d.add("])\nReceived: from relay ([")
    c.ip6(d)
    d.add("]:%d)\nFrom: %s <" % (c.rng.choice([25, 587]), c.name()))
    c.email(d)
    d.add(">\nReply-To: ")
    c.email(d)
    return d.add("\n")


def g_vcard(c: Ctx) -> Doc:
    n = c.name()
    d = Doc().add("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=WORK:" % n)
    c.phone(d, "fixed_line")
    d.add("\nTEL;TYPE=CELL:")
    c.phone(d, "mobile")
    d.add("\nEMAIL:")
    c.email(d, n)
    return d.add("\nEND:VCARD\n")


def g_sms(c: Ctx) -> Doc:
    d = Doc().add("Your parcel is waiting. Questions? Text or call ")
    c.phone(d, "mobile", style=c.rng.choice(["intl", "e164", "national", "nosep"]))
    return d.add(". Do not reply to this message.\n")


def g_ticket(c: Ctx) -> Doc:
    d = Doc().add("Ticket updated by %s\nCustomer reached at " % c.fake.first_name())
    c.phone(d, ext=c.rng.random() < 0.3)
    d.add(" (prefers email: ")
    c.email(d)
    d.add("). Affected host ")
    c.ip4(d)
    d.add(", IPv6 [")
    c.ip6(d)
    return d.add("]:%d unreachable.\n" % c.rng.choice([80, 443, 8080]))


def g_ip_shapes(c: Ctx) -> Doc:
    # A /prefix, a :port, the brackets and a zone index (%eth0) stay outside the span.
    d = Doc().add("allow ")
    c.ip4(d)
    d.add("/%d;\nallow " % c.rng.choice([8, 16, 24, 32]))
    c.ip6(d)
    d.add("/%d;\nlisten [" % c.rng.choice([48, 64, 128]))
    d.pii(IP, "::1")
    d.add("]:%d;\nping " % c.rng.choice([80, 8080]))
    d.pii(IP, "fe80::%x" % c.rng.randrange(1, 0xFFFF))
    return d.add("%eth0\n")


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified,
    "forum": g_forum, "chat": g_chat, "csv": g_csv, "tsv": g_tsv, "json": g_json, "yaml": g_yaml,
    "sshd-log": g_sshd, "nginx-log": g_nginx, "firewall-log": g_firewall, "dhcp-log": g_dhcp,
    "config": g_config, "html": g_html, "invoice": g_invoice, "support-card": g_support_card,
    "prose": g_prose, "local-label": g_local_label, "no-label": g_no_label, "tollfree": g_tollfree,
    "fax": g_fax, "extension": g_extension, "wrapped": g_wrapped, "brackets": g_brackets,
    "list": g_list, "payment-form": g_payment_form, "sepa": g_sepa, "inventory": g_inventory,
    "mail-headers": g_mail_headers, "vcard": g_vcard, "sms": g_sms, "ticket": g_ticket,
    "ip-shapes": g_ip_shapes,
}


# ---------------------------------------------------------------------------------------------
# PII-free genres (look-alikes only)
# ---------------------------------------------------------------------------------------------

def f_versions(r: random.Random, f: Faker) -> str:
    return "Build info\nOS Version: 10.0.%d.%d\npackage %s %d.%d.%d-%d\n__version__ = '%d.%d.%d.%d'\n" % (
        r.randint(17000, 22631), r.randint(100, 4000), f.word(), r.randint(0, 9), r.randint(0, 30),
        r.randint(0, 99), r.randint(1, 9), r.randint(1, 9), r.randint(0, 9), r.randint(0, 9), r.randint(256, 9999))


def f_sections(r: random.Random, f: Faker) -> str:
    return "See section %d.%d.%d.%d.%d (%s) and clause %d.%d.%d of the standard.\n" % (
        r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), f.word(),
        r.randint(1, 12), r.randint(1, 9), r.randint(1, 9))


def f_oids(r: random.Random, f: Faker) -> str:
    return "OID: 1.3.6.1.4.1.%d.%d.%d\nOID: 1.2.840.113549.1.1.%d\nsnmpget -v2c host 1.3.6.1.2.1.1.%d.0\n" % (
        r.randint(1000, 60000), r.randint(1, 9), r.randint(1, 99), r.randint(1, 14), r.randint(1, 7))


def f_dates(r: random.Random, f: Faker) -> str:
    y, m, d = r.randint(1990, 2030), r.randint(1, 12), r.randint(1, 28)
    return "Date: %04d-%02d-%02d\nDatum: %02d.%02d.%04d, %02d:%02d Uhr\nFecha: %02d/%02d/%04d\nTime: %02d:%02d:%02d UTC\n" % (
        y, m, d, d, m, y, r.randrange(24), r.randrange(60), d, m, y, r.randrange(24), r.randrange(60), r.randrange(60))


def f_prices(r: random.Random, f: Faker) -> str:
    return "Price: %d %03d,%02d €\nPreis: %d.%03d,%02d EUR\nTotal: $%d,%03d.%02d\n" % (
        r.randint(1, 9), r.randrange(1000), r.randrange(100), r.randint(1, 99), r.randrange(1000),
        r.randrange(100), r.randint(1, 99), r.randrange(1000), r.randrange(100))


def f_isbn(r: random.Random, f: Faker) -> str:
    body = "978" + _digits(r, 9)
    check = (10 - sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(body)) % 10) % 10
    isbn = "%s-%s-%s-%s-%d" % (body[:3], body[3], body[4:8], body[8:], check)
    return "%s, %s. ISBN %s\n" % (f.name(), f.sentence(nb_words=4).rstrip("."), isbn)


def f_imei(r: random.Random, f: Faker) -> str:
    body = r.choice(["86", "01", "99"]) + _digits(r, 12)
    check = next(d for d in string.digits if luhn_ok(body + d))
    return "Device: %s\nIMEI: %s%s\nS/N: %s\n" % (f.word().capitalize(), body, check, "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(11)))


def f_orders(r: random.Random, f: Faker) -> str:
    return "Order: %s\nTracking number: 1Z%s\nTicket: #%d\nOrder: 030 %s %s\n" % (
        _digits(r, 3) + "-" + _digits(r, 7), "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(16)),
        r.randint(10000, 999999), _digits(r, 4), _digits(r, 4))


def f_coords(r: random.Random, f: Faker) -> str:
    return "Coordinates: %.6f, %.6f\nGPS: N %d° %d.%03d' E %d° %d.%03d'\n" % (
        r.uniform(-60, 70), r.uniform(-170, 170), r.randint(0, 89), r.randint(0, 59), r.randrange(1000),
        r.randint(0, 179), r.randint(0, 59), r.randrange(1000))


def f_hashes(r: random.Random, f: Faker) -> str:
    hx = "".join(r.choice("0123456789abcdef") for _ in range(64))
    return "sha256: %s\ncommit %s\n" % (hx, hx[:40])


def f_mac(r: random.Random, f: Faker) -> str:
    mac = ["%02X" % r.randrange(256) for _ in range(6)]
    return "MAC: %s\nether %s\n" % (":".join(mac), "-".join(mac).lower())


def f_taxids(r: random.Random, f: Faker) -> str:
    return "VAT: DE%s\nUSt-IdNr.: ATU%s\nSIREN: %s %s %s\nTax ID: %s-%s\n" % (
        _digits(r, 9), _digits(r, 8), _digits(r, 3), _digits(r, 3), _digits(r, 3), _digits(r, 2), _digits(r, 7))


def f_postcodes(r: random.Random, f: Faker) -> str:
    return "Postcode: %s\nPLZ: %05d\nCEP: %05d-%03d\nZIP: %05d-%04d\n" % (
        f.postcode(), r.randrange(100000), r.randrange(100000), r.randrange(1000), r.randrange(100000), r.randrange(10000))


def f_otp(r: random.Random, f: Faker) -> str:
    return "Your verification code is %s. It expires in %d minutes.\nOTP: %s %s\n" % (
        _digits(r, 6), r.randint(2, 15), _digits(r, 3), _digits(r, 3))


def f_parts(r: random.Random, f: Faker) -> str:
    return "Part no.: %s-%s-%s\nSKU: %s\nRef: %s.%s.%s\n" % (
        _digits(r, 3), _digits(r, 4), _digits(r, 2), _digits(r, 10), _digits(r, 3), _digits(r, 3), _digits(r, 3))


def f_population(r: random.Random, f: Faker) -> str:
    return "%s\nPopulation: %d %03d %03d\nArea: %d km²\nDensity: %d /km²\n" % (
        f.city(), r.randint(1, 99), r.randrange(1000), r.randrange(1000), r.randint(100, 99999), r.randint(10, 5000))


def f_scores(r: random.Random, f: Faker) -> str:
    rows = "".join("%-10s %d - %d   (%d-%d, %d-%d)\n" % (f.word(), r.randint(0, 5), r.randint(0, 5), r.randint(0, 3),
                   r.randint(0, 3), r.randint(0, 3), r.randint(0, 3)) for _ in range(3))
    return "Results\n" + rows


def f_measurements(r: random.Random, f: Faker) -> str:
    rows = "".join("| %5.2f | %6.3f | %7.1f |\n" % (r.uniform(0, 99), r.uniform(0, 9), r.uniform(0, 9999)) for _ in range(4))
    return "| t[s] | v[m/s] | p[Pa] |\n" + rows


def f_sortcode(r: random.Random, f: Faker) -> str:
    return "Sort code: %02d-%02d-%02d\nBLZ: %s %s %s\nRouting: %s\n" % (
        r.randrange(100), r.randrange(100), r.randrange(100), _digits(r, 3), _digits(r, 3), _digits(r, 2), _digits(r, 9))


def f_masked(r: random.Random, f: Faker) -> str:
    return "Paid with card **** **** **** %s\nVisa ending in %s\nIBAN: DE** **** **** **** **%s %s\n" % (
        _digits(r, 4), _digits(r, 4), _digits(r, 2), _digits(r, 2))


def f_labelled_lookalike(r: random.Random, f: Faker) -> str:
    return "Invoice no.: %s %s %s\nCustomer no.: %s-%s\nSerial: %s/%s\n" % (
        _digits(r, 3), _digits(r, 3), _digits(r, 3), _digits(r, 4), _digits(r, 4), _digits(r, 4), _digits(r, 4))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates,
    "prices": f_prices, "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "coords": f_coords,
    "hashes": f_hashes, "mac": f_mac, "taxids": f_taxids, "postcodes": f_postcodes, "otp": f_otp,
    "parts": f_parts, "population": f_population, "scores": f_scores, "measurements": f_measurements,
    "sortcode": f_sortcode, "masked-card": f_masked, "labelled-lookalike": f_labelled_lookalike,
}


# ---------------------------------------------------------------------------------------------
# Own checks for unlabelled look-alikes outside the gold spans
# ---------------------------------------------------------------------------------------------

LOOKALIKE_LABEL = re.compile(
    r"(Order|IMEI|ISBN|Population|Tracking|Ticket|Invoice|Customer|Serial|Part|SKU|Ref|Price|Preis|Total|"
    r"Date|Datum|Fecha|Time|VAT|USt|SIREN|Tax|PLZ|ZIP|CEP|Postcode|OTP|code|BLZ|Routing|Sort|OS Version|"
    r"Coordinates|GPS|OID|snmpget|INVOICE|Build|__version__|version|package|section|clause|S/N|Area|Density|MAC|ether)\b[^\n]*$",
    re.IGNORECASE)
RE_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
RE_IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
RE_IPV6 = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![\w:])")
RE_DIGITRUN = re.compile(r"\d(?:[ \-]?\d){11,18}")
RE_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}")
RE_INTL = re.compile(r"(?:\+|\b00)\d[\d \-./()]{5,20}\d")
RE_PHONESEP = re.compile(r"\+?\(?\d[\d \-./()\u00a0\u202f]*\d")
RE_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4}")


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the spans that a reader could take for one of the five types."""
    masked = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            masked[i] = "\u2588"
    m = "".join(masked)
    bad = [x.group(0) for x in RE_EMAIL.finditer(m)]
    bad += [x.group(0) for x in RE_IPV4.finditer(m) if all(int(g) <= 255 for g in x.groups())]
    for x in RE_IPV6.finditer(m):
        token = x.group(0)
        if token.count(":") >= 2:
            try:
                ipaddress.IPv6Address(token)
                bad.append(token)
            except ValueError:
                pass
    for x in RE_DIGITRUN.finditer(m):
        digits = re.sub(r"\D", "", x.group(0))
        if digits[0] in "23456" and luhn_ok(digits):
            bad.append(x.group(0))
    for x in RE_IBAN.finditer(m):
        if std_iban.is_valid(x.group(0)):
            bad.append(x.group(0))
    for x in RE_INTL.finditer(m):
        token = x.group(0)
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse("+" + token.lstrip("+0") if token.startswith("00") else token, None)):
                bad.append(token)
        except phonenumbers.NumberParseException:
            pass
    for x in RE_PHONESEP.finditer(m):
        token = x.group(0)
        if len(re.sub(r"\D", "", token)) >= 7 and re.search(r"[ \-./()]", token.strip()):
            if RE_DATE.fullmatch(token) or LOOKALIKE_LABEL.search(m[max(0, x.start() - 40):x.start()]):
                continue
            bad.append(token)
    return bad


# ---------------------------------------------------------------------------------------------
# Real snippets, labelled by reading (frozen text and labels).
# Source format: owner/repo@commit:path#Lstart-Lend
# ---------------------------------------------------------------------------------------------

# REAL_SNIPPETS_BEGIN
REAL_SNIPPETS: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    ('mstoltenburg/spk@bdcf19e15895:impressum/index.php#L1-L40', '',
     '<!DOCTYPE html>\n<html lang="de">\n\n<?php include \'../include/config.inc.php\'; $BASE_DIR = \'impressum\'; ?>\n\n<head>\n<?php include $BASE_URL . \'include/snippets/head.inc.php\'; ?>\n</head>\n\n<body>\n<?php include $BASE_URL . \'include/snippets/header.inc.php\'; ?>\n\n\t<div id="content">\n\t\t<h2>Impressum</h2>\n\t<div id="stage">\n\n\t\t<p>\n\t\tSchilddrüsenpraxis<br />\n\t\tKantstraße 14<br />\n\t\t10623 Berlin<br />\n\t\t</p>\n\n\t\t<p>\n\t\t\t<?php include $BASE_URL . \'include/snippets/phone.inc.php\'; ?>\n\t\t</p>\n\n\n\t\t<h5>Zuständige Aufsichtsbehörde</h5>\n\t\t<p>\n\t\t\tÄrztekammer Berlin\n\t\t</p>\n\n\t\t<h5>Urheberrechte</h5>\n\t\t<p>\n\t\t\tAlle Texte, Bilder, Grafiken und Animationsdateien sowie deren Anordnung auf dieser Website unterliegen dem Urheberrecht und anderen Gesetzen zum Schutz geistigen Eigentums. Sie dürfen weder für kommerzielle Zwecke oder zur Weitergabe kopiert, noch verändert und auf anderen Websites verwendet werden.\n\t\t</p>\n\n\t\t<h5>Domaininhaber und verantwortlich für den Inhalt</h5>\n\t\t<p>\n\t\t\tDr. med. Barbara Rautenberg',
     []),
    ('HNiem/example_01@165c5653f702:official/impressum.php#L24-L36', 'de_AT',
     '\t\t\t\t\t\t<div class="databox contentbox">\n\t\t\t\t\t\t\t<h1>Impressum/Site Notice</h1>\n\t\t\t\t\t\t\t<h4>Harald Niemeczek</h4>\n\t\t\t\t\t\t\t<p>\n\t\t\t\t\t\t\t\tWien, Österreich / Vienna, Austria<br />\n\t\t\t\t\t\t\t\tTelefon/Phone: <a href="tel:+4367761208583">+4367761208583</a><br />\n\t\t\t\t\t\t\t\tE-Mail: <a href="mailto:postmaster@niemeczek.at?subject=Request%20on%20niemeczek.at%20(Imprint)%20(Don!%20Change!)">postmaster@niemeczek.at</a><br />\n\t\t\t\t\t\t\t\tKontaktaufnahme via E-Mail wird bevorzugt, eine Verschlüsselung via <a href="/blog/gpg/">GPG</a> ist erwünscht. <br />\n\t\t\t\t\t\t\t\tI prefer to be contacted via E-Mail, encryption with <a href="/blog/gpg/">GPG</a> is desired.\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t</p>\n\t\t\t\t\t\t\t\n\t\t\t\t\t\t</div>',
     [('PHONE_NUMBER', '+4367761208583'), ('EMAIL_ADDRESS', 'postmaster@niemeczek.at')]),
    ('bioarchitettura/bioarchitettura-rivista@a15f1bff4d43:contatti.md#L28-L43', 'it_IT',
     '---\n\n### Sede legale  \nIndirizzo: Certosa di Firenze, Via della Certosa, 1, 50124 Firenze FI\n\n### Sede amministrativa  \nIndirizzo: Via Portici, 71, 39100 - Bolzano  \nTelefono: 0471 973097  \nEmail: [bioa@bioarchitettura.org](mailto:bioa@bioarchitettura.org)\n\n### Dati contabili  \nNominativo: Fondazione Italiana di Bioarchitettura  \nIBAN: IT44Z0604511601000001006739  \nBIC: CRBZIT2B001',
     [('PHONE_NUMBER', '0471 973097'), ('EMAIL_ADDRESS', 'bioa@bioarchitettura.org'), ('IBAN_CODE', 'IT44Z0604511601000001006739')]),
    ('EspacoInternetMora/Fluviario-de-Mora@61eb6becff21:contactos.php#L10-L42', 'pt_PT',
     '    <div id="contactosPage">\n        <h2>\n            Fluviário de Mora\n        </h2>\n\n        <p class="leftMargin">\n           <strong>Morada:</strong><br>\n            Parque Ecológico do Gameiro<br>\n            7490-909 Cabeção - Mora<br><br>\n\n            <strong>Tel.</strong> (+351) 266 448 130<br>\n            <strong>Fax:</strong> (+351) 266 446 034<br><br>\n\n            <strong>E-mail:</strong> <a href="mailto:geral@fluviariomora.pt">geral@fluviariomora.pt</a><br><br>&nbsp;\n        </p>\n\n        <h2>\n            Câmara Municipal de Mora\n        </h2>\n         <p class="leftMargin">\n         <strong>Morada:</strong><br>\n        Câmara Municipal de Mora<br>\n        Rua do Município, 41<br>\n        7490-243 Mora<br><br>\n\n        <strong>N.º de Contribuinte:</strong> 501 129 103<br><br>\n\n        <strong>Tel.</strong> (+351) 266 439 070<br>\n        <strong>Fax:</strong> (+351) 266 403 260<br><br>\n\n        <strong>E-mail:</strong> <a href="mailto:geral@cm-mora.pt">geral@cm-mora.pt</a>\n        </p>\n    </div>',
     [('PHONE_NUMBER', '(+351) 266 448 130'), ('PHONE_NUMBER', '(+351) 266 446 034'), ('PHONE_NUMBER', '(+351) 266 439 070'), ('PHONE_NUMBER', '(+351) 266 403 260'), ('EMAIL_ADDRESS', 'geral@fluviariomora.pt'), ('EMAIL_ADDRESS', 'geral@cm-mora.pt')]),
    ('michaltomala/ReturnThings@94125e381d14:src/main/webapp/WEB-INF/views/contact.jsp#L19-L31', 'pl_PL',
     '<section class="about-us">\n    <div class="about-us--text">\n        <h2>Adres siedziby ReturnThings</h2>\n        <p>Ul. Emilii Plater 22 00-113 Warszawa, województwo MAZOWIECKIE</p>\n        <p>Telefon +48 782-744-122</p>\n        <p>Numer NIP 5364884590</p>\n        <p>Numer REGON 517248613</p>\n        <p>Numer KRS 0000133156</p>\n        <img src="images/signature.svg" alt="Signature">\n    </div>\n    <div class="about-us--image">\n        <img src="images/about-us.jpg" alt="People in circle">\n    </div>',
     [('PHONE_NUMBER', '+48 782-744-122')]),
    ('infogratic/istanbulnakkashanesi.com@3ec83c37714a:_pages/contact.md#L1-L26', 'tr_TR',
     '---\ntitle: "İletişim"\npermalink: "/iletisim"\ncomments: false\n---\n\n<h5>Adres:</h5>\n<div>İstanbul Nakkaşhanesi,\nKanlıca Mah. Mihrabat Cad. No: 91 Beykoz / İstanbul</div>\n<h5>Telefon:</h5>\n<div><a href="tel:+902163324025">0216 332 40 25</a></div>\n<h5>e-posta:</h5>\n<div><a href="mailto:{{site.email}}">{{site.email}}</a></div>\n<hr>\n\n<h5>Şube</h5>\n<div><b>Adres: </b>Cerrahpaşa Mh. Hekimoğlu Ali Paşa Cd. Hekimoğlu Ali Paşa Külliyesi No: 119 Koca Mustafa Paşa / Fatih / İstanbul</div>\n<hr>\n\n<h5>Eğitim İşleri</h5>\n<div>Kanlıca 0530 160 45 79</div>\n<div>Kanlıca 0530 160 45 79</div>\n<div>\n<img src="/assets/images/contact/iletisim.jpg" alt="">\n</div>',
     [('PHONE_NUMBER', '+902163324025'), ('PHONE_NUMBER', '0216 332 40 25'), ('PHONE_NUMBER', '0530 160 45 79')]),
    ('D4NToN/Beadand-WebMGYA@1c0b06d569bd:contact.php#L8-L16', 'hu_HU',
     '        <h3 class="contact-text">KAPCSOLAT</h3>\n\n        <h4 class="index-text">Az Alapítvány postacíme: 1519 Budapest, Pf.: 428<br/>Az Alapítvány székhelye: 1146 Budapest, Bethesda u. 10.<br/>E-mail: info@mgya.org</h4>\n        <h4 class="contact-1">Doroszlai Richárd<br/>Alapítványi titkár<br/>+36-20-520-8940<br/>rdoroszlai@mgya.org</h4>\n\n        <h4 class="contact-2">Dr. Gesztes Éva<br/>Szakmai igazgató<br/>+36-20-523-6190<br/>egesztes@mgya.org</h4>\n\n        <h4 class="contact-3">Bükkösi Krisztián<br/>Oktatásszervező<br/>oktatas@mgya.org</h4><br/><br/>',
     [('PHONE_NUMBER', '+36-20-520-8940'), ('PHONE_NUMBER', '+36-20-523-6190'), ('EMAIL_ADDRESS', 'info@mgya.org'), ('EMAIL_ADDRESS', 'rdoroszlai@mgya.org'), ('EMAIL_ADDRESS', 'egesztes@mgya.org'), ('EMAIL_ADDRESS', 'oktatas@mgya.org')]),
    ('krondorl/taltosjogsi@4efdd14fd093:kapcsolat.php#L3-L19', 'hu_HU',
     '    <h1 class="page-title">Kapcsolat</h1>\n    <img class="img-bottom" src="img/kapcsolat.jpg" alt="Kapcsolat, illusztráció">\n    <?php include_once "warning.php"; ?>\n   <div class="row">\n     <div class="col-xs-12 col-sm-6">\n        <h4>Jelöljön be minket <a href="http://www.facebook.com/pages/T%C3%A1ltos-Jogsi/226109164087715" target="_blank">FaceBookon</a>!</h4>\n        <h4>Keressen meg minket <a href="https://plus.google.com/b/105378310876147797428/105378310876147797428" target="_blank">Google Plus-on</a>!</h4>\n\n        <h4>Kövessen minket a <a href="https://twitter.com/taltosjogsi" target="_blank">Twitteren</a>!</h4>\n\n        <h4>Telefon</h4>\n        Kovács Dorottya irodavezető (9-19h között).\n        <ul>\n        <li>061-46-67-208</li>\n        <li>06-20-9768-118</li>\n        <li>06-70-776-3881</li>\n        </ul>',
     [('PHONE_NUMBER', '061-46-67-208'), ('PHONE_NUMBER', '06-20-9768-118'), ('PHONE_NUMBER', '06-70-776-3881')]),
    ('krondorl/taltosjogsi@4efdd14fd093:kapcsolat.php#L24-L50', '',
     '     </div>\n     <div class="col-xs-12 col-sm-6">\n\n        <h4>Cégadatok</h4>\n\n        <ul>\n          <li>fantázianév: Táltos Autósiskola</li>\n          <li>cégforma: egyéni vállalkozás</li>\n          <li>cégvezető: Burucs András</li>\n          <li>Felnőttképzés nysz.: 00386-2012</li>\n        </ul>\n\n\n        <h4>Nyitvatartás</h4>\n        <p>Hétfő: 10 - 14h és 15 - 19h</p>\n        \n        <p>Vagy telefonon egyeztetett időpontban.</p>\n\n        <h4>Helyszín</h4>\n        <ul>\n          <li>cím: 1118 Budapest, Alsóhegy u. 48.</li>\n          <li>utcáról nyílik a bejárat</li>\n          <li>61-es villamos vonalán a Villányi-Karolina úti megálló közelében</li>\n        </ul>\n\n\n     </div>',
     []),
    ('MarekBartoss/kominictvi@33f8c7362068:contact.php#L26-L49', 'cs_CZ',
     '    <!-- Přidána animace na celý grid -->\n    <div class="contact-grid animate-on-load anim-fade-in-up anim-delay-300">\n      <div class="contact-info">\n        <p><strong>KOMINICTVÍ PALKANIN – BARTOŠ s.r.o.</strong></p>\n        <p>Schnirchova 28, 170 00 Praha 7</p>\n\n        <!-- OPRAVA: Přidány tel: odkazy -->\n        <p><strong>Tel./Fax:</strong> <a href="tel:+420220801773">220 801 773</a><br>\n        <strong>Mobil:</strong> <a href="tel:+420728819270">728 819 270</a><br>\n        <strong>Email:</strong> <a href="mailto:kominictvipalkanin@seznam.cz">kominictvipalkanin@seznam.cz</a></p>\n\n        <p><strong>IČO:</strong> 27134351<br>\n        <strong>DIČ:</strong> CZ27134351</p>\n\n        <p><strong>Úřední hodiny kanceláře:</strong><br>\n        Po–Čt: 7.00–14.00</p>\n\n        <p><strong>Členství:</strong><br>\n        Člen Společenstva kominíků ČR<br>\n        Člen Jednoty kominíků v Praze</p>\n\n        <p>Firma je zapsaná v Obchodním rejstříku vedeného Městským soudem v Praze,<br>\n         oddíl C, vložka 98843.</p>\n      </div>',
     [('PHONE_NUMBER', '+420220801773'), ('PHONE_NUMBER', '220 801 773'), ('PHONE_NUMBER', '+420728819270'), ('PHONE_NUMBER', '728 819 270'), ('EMAIL_ADDRESS', 'kominictvipalkanin@seznam.cz')]),
    ('razvanbalsan/studiidemediu@54ba73092964:contact.markdown#L1-L10', 'ro_RO',
     '---\nlayout: page\ntitle: Contact\npermalink: /contact/\nsubtitle: Suntem aici să vă ajutăm\ndescription: "Contactați-ne pentru servicii de consultanță de mediu: studii de impact, monitorizare, aerofotogrametrie. Biroul în Cluj-Napoca. Tel: 0264 410 071."\nkeywords: "contact studii mediu Cluj-Napoca, consultanță mediu Cluj, USI studii de mediu, office@studiidemediu.ro"\n---\n\n## Informații de contact',
     [('PHONE_NUMBER', '0264 410 071'), ('EMAIL_ADDRESS', 'office@studiidemediu.ro')]),
    ('razvanbalsan/studiidemediu@54ba73092964:contact.markdown#L36-L55', 'ro_RO',
     '    <div class="contact-card-content">\n      <h3>Telefon</h3>\n      <p><strong>Tel/Fax:</strong> <a href="tel:+40264410071">0264 410 071</a></p>\n      <p><strong>Mobil:</strong> <a href="tel:+40744826619">0744 826 619</a></p>\n    </div>\n  </div>\n\n  <div class="contact-card">\n    <div class="contact-card-icon">\n      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">\n        <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z"></path>\n        <polyline points="22,6 12,13 2,6"></polyline>\n      </svg>\n    </div>\n    <div class="contact-card-content">\n      <h3>Email</h3>\n      <p><a href="mailto:office@studiidemediu.ro">office@studiidemediu.ro</a></p>\n    </div>\n  </div>',
     [('PHONE_NUMBER', '+40264410071'), ('PHONE_NUMBER', '0264 410 071'), ('PHONE_NUMBER', '+40744826619'), ('PHONE_NUMBER', '0744 826 619'), ('EMAIL_ADDRESS', 'office@studiidemediu.ro')]),
    ('46401z/MS-Web@4a87e577b5e8:WebApplication1/Pages/Contact.aspx#L8-L20', 'bg_BG',
     '        <div class="container">\n            <p><strong>Адрес:&nbsp;</strong>София 1137, с. Панчарево, ул. "Самоковско шосе" 230</p>\n            <p><strong>КМЕТ: НИКОЛАЙ ГЮРОВ<br>\n            </strong></p>\n            <p><strong>Телефон:&nbsp;</strong>02/9760-506; 02/9923-120</p>\n            <p><strong>Факс:&nbsp;</strong>02/9921-506</p>\n            <p><strong>e-mail:&nbsp;<a href="mailto:Info@pancharevo.org">Info@pancharevo.org</a>&nbsp;; <a href="mailto:so_pancharevo@abv.bg">so_pancharevo@abv.bg</a></strong><span id="cloakff23f77f1394c31b4d84ad29c56be1ec"><a href="mailto:so_pancharevo@abv.bg"><br>\n            </a></span></p>\n            <p><strong>ПАМДТ /Данъчна служба/</strong></p>\n            <p>ул.“Гауди“ № 2</p>\n            <p>Работно време: 09:00 - 17-30 часа</p>\n            <p>Телефон: 02/904-12-34</p>\n            <p><strong>ДИРЕКЦИЯ „СОЦИАЛНО ПОДПОМАГАНЕ“ – Младост, филиал „Панчарево“</strong></p>',
     [('PHONE_NUMBER', '02/9760-506'), ('PHONE_NUMBER', '02/9923-120'), ('PHONE_NUMBER', '02/9921-506'), ('PHONE_NUMBER', '02/904-12-34'), ('EMAIL_ADDRESS', 'Info@pancharevo.org'), ('EMAIL_ADDRESS', 'so_pancharevo@abv.bg')]),
    ('46401z/MS-Web@4a87e577b5e8:WebApplication1/Pages/Contact.aspx#L21-L31', 'bg_BG',
     '            <p>ул. „Риляник“ № 2</p>\n            <p>Работно време: 08:30 - 17:30 часа</p>\n            <p>Телефон: 02/992-33-05</p>\n            <p><strong>ПОЛИЦЕЙСКИ УЧАСТЪК „Панчарево“</strong></p>\n            <p>ул. „Риляник“ № 2А</p>\n            <p>Дежурен телефон: 02/992-30-97</p>\n            <p><strong>СТОЛИЧЕН ИНСПЕКТОРАТ - Панчарево</strong></p>\n            <p>с. Панчарево, ул. „Риляник“ № 2А.</p>\n            <p>Работно време: 08:30 - 17:00 часа</p>\n            <p>тел: 02/ 976-05-19</p>\n        </div>',
     [('PHONE_NUMBER', '02/992-33-05'), ('PHONE_NUMBER', '02/992-30-97'), ('PHONE_NUMBER', '02/ 976-05-19')]),
    ('naskodaskalov/SoftUni---Software-Technologies@3a16a1133973:project/views/contacts/index.php#L5-L27', 'bg_BG',
     '<main>\n    <div class="box">\n        <div class="box-heading">Адрес</div>\n            <div class="address-title">\n                София, кв. Изгрев, ул. "Тинтява" 15-17, етаж 1<br>\n            </div>\n            <div class="headlines">\n                Работно време: <br>\n                <span>10:00 - 20:00 (Понеделник - Петък)<br></span>\n            </div>\n            <div class="headlines">\n                Телефон:<br>\n                <span>+359 899 55 55 92<br></span>\n            </div>\n            <div class="headlines">\n                Пощенски код:<br>\n                <span> 1113<br></span>\n            </div>\n            <div class="headlines">\n                Имейл:<br>\n                <span><a class="mailto" href="mailto:info@softuni.bg" target="blank">info@softuni.bg</a></span>\n            </div>\n    </div>',
     [('PHONE_NUMBER', '+359 899 55 55 92'), ('EMAIL_ADDRESS', 'info@softuni.bg')]),
    ('NIkolayrr/HighSchoolWebsite@fdf16337ddc8:contact.php#L18-L30', 'bg_BG',
     '<div id="contact">\n<section>\n<address>\n  <strong>Адрес: кв."Монте Карло" № 1</strong><br>\n  п. код: 2300 Перник <br>\n  <abbr title="Phone">Терефон:</abbr> +359 602542<br/>\n  <abbr title="Phone">Gsm:</abbr>+359 76 608766\n</address>\n \n<address>\n  <strong>Емилия Първанова Грозданова</strong><br>\n  <a href="mailto:#">pmg_smirnenski@abv.bg </a>\n</address>',
     [('PHONE_NUMBER', '+359 602542'), ('PHONE_NUMBER', '+359 76 608766'), ('EMAIL_ADDRESS', 'pmg_smirnenski@abv.bg')]),
    ('sopdu/sterra.doxsw.com@e3ad765801a3:include/static_page/contacts_heder.php#L5-L27', 'ru_RU',
     '\t<table style="width: 100%;">\n\t<tbody>\n\t<tr>\n\t\t<td style="width: 50%;">\n\t\t\t<div style="text-align: center; margin-top: 10px;">\n\t\t\t\t<h3>Приобретение продукции</h3>\n\t\t\t\t<p>\n\t\t\t\t\t Тел.: +7 (499) 940 9001;<br>\n\t\t\t\t\t E-mail: <a href="mailto:sales@s-terra.ru">sales@s-terra.ru</a>\n\t\t\t\t</p>\n\t\t\t</div>\n\t\t</td>\n\t\t<td style="width: 50%;">\n\t\t\t<div style="text-align: center; margin-top: 10px;">\n\t\t\t\t<h3>Технический консалтинг</h3>\n\t\t\t\t<p>\n\t\t\t\t\t Тел.: +7 (499) 940 9001, доб. 630<br>\n\t\t\t\t\t E-mail:&nbsp;<a href="mailto:presale@s-terra.ru">presale@s-terra.ru</a>\n\t\t\t\t</p>\n\t\t\t</div>\n\t\t</td>\n\t</tr>\n\t<tr>',
     [('PHONE_NUMBER', '+7 (499) 940 9001'), ('PHONE_NUMBER', '+7 (499) 940 9001, доб. 630'), ('EMAIL_ADDRESS', 'sales@s-terra.ru'), ('EMAIL_ADDRESS', 'presale@s-terra.ru')]),
    ('sopdu/sterra.doxsw.com@e3ad765801a3:include/static_page/contacts_heder.php#L28-L62', 'ru_RU',
     '\t\t<td style="width: 50%;">\n\t\t\t<div style="text-align: center; margin-top: 10px;">\n\t\t\t\t<h3>Техническая поддержка</h3>\n\t\t\t\t<p>\n\t\t\t\t\t Тел.: +7 (499) 940 9071<br>\n\t\t\t\t\t E-mail: <a href="mailto:support@s-terra.ru">support@s-terra.ru</a><br>\n\t\t\t\t\t Портал: <a href="https://support.s-terra.com/" target="_blank">https://support.s-terra.com/</a>\n\t\t\t\t</p>\n\t\t\t</div>\n\t\t</td>\n\t\t<td style="width: 50%;">\n\t\t\t<div style="text-align: center; margin-top: 10px;">\n\t\t\t\t<h3>Общие вопросы</h3>\n\t\t\t\t<p>\n\t\t\t\t\t Тел.: +7 (499) 940 9061<br>\n\t\t\t\t\t Факс: +7 (499) 940 9061<br>\n\t\t\t\t\t E-mail:&nbsp;<a href="mailto:information@s-terra.ru">information@s-terra.ru</a>\n\t\t\t\t</p>\n\t\t\t</div>\n\t\t</td>\n\t</tr>\n\t<tr>\n\t\t<td colspan="2">\n\t\t\t<div style="text-align: center; margin-top: 10px;">\n\t\t\t\t<h3>Ремонт оборудования</h3>\n\t\t\t\t<p>\n\t\t\t\t\t Адрес: 124498, Москва, г.&nbsp;Зеленоград, Георгиевский проспект,<br>\n\t\t\t\t\t дом 5, этаж 4-й основной, помещение I.<br>\n\t\t\t\t\t Тел.: +7 (499) 940 9061<br>\n\t\t\t\t\t E-mail: <a href="mailto:logistics@s-terra.ru">logistics@s-terra.ru</a>\n\t\t\t\t</p>\n\t\t\t\t<p>\n\t\t\t\t\t Контактное лицо для отправлений: <i>Грекова Неля</i>\n\t\t\t\t</p>\n\t\t\t</div>',
     [('PHONE_NUMBER', '+7 (499) 940 9071'), ('PHONE_NUMBER', '+7 (499) 940 9061'), ('EMAIL_ADDRESS', 'support@s-terra.ru'), ('EMAIL_ADDRESS', 'information@s-terra.ru'), ('EMAIL_ADDRESS', 'logistics@s-terra.ru')]),
    ('sopdu/sterra.doxsw.com@e3ad765801a3:include/static_page/contacts_heder.php#L90-L105', '',
     '\t\t &nbsp;\n\t</p>\n\t<h3>Юридический адрес:</h3>\n\t<p style="margin-left: 40px;">\n\t\t 124498, Москва, г. Зеленоград, Георгиевский проспект, дом&nbsp;5, помещение&nbsp;I, комната&nbsp;33.\n\t</p>\n\t<h3>Адрес местонахождения:</h3>\n\t<p style="margin-left: 40px;">\n\t\t 124498, Москва, г. Зеленоград, Георгиевский проспект, дом 5, этаж 4-й основной, помещение I.<br>\n\t\t Координаты для навигатора: 55.983863, 37.212843. <br>\n <span style="color: #ff0000;">Внимание:</span>&nbsp;прежнее наименование – проезд 4806, дом 6.\n\t</p>\n\t<h3>Почтовый адрес:</h3>\n\t<p style="margin-left: 40px;">\n\t\t 124498, Москва, г. Зеленоград,&nbsp;&nbsp;Георгиевский проспект, дом 5, Южная промзона, 4-й основной этаж, ООО «С-Терра СиЭсПи».\n\t</p>',
     []),
    ('zahod5277/cbscg-test@4942ae4f42a3:core/elements/chunks/contacts/contacts.tpl#L2-L27', '',
     '<div class="itemHeader">\n    </div>\n    <div class="itemBody">\n        <div class="itemFullText">\n            <div class="row">\n                <div class="col-xs-6">\n                    <div class="name-offece">\n                        <strong>Главный офис «Южный»</strong>\n                    </div>\n                    <div class="address-offece">\n                        Октябрьский проспект, 112<br>\n                        м. Лермонтовский проспект\n                    </div>\n                    <div class="our-office">\n                       <script type="text/javascript" charset="utf-8" async src="https://api-maps.yandex.ru/services/constructor/1.0/js/?sid=aZP5LT3n6rmF-hLzb4rw7rtDOIPYNIAn&amp;width=100%25&amp;height=360&amp;lang=ru_RU&amp;sourceType=constructor&amp;scroll=true"></script>\n                    </div>\n                    <div class="path-to-addres">\n                        <div class="schema-desc">\n                            Схема проезда:\n                        </div>\n                        <div class="schema-desc-inner">\n                            м. Лермонтовский проспект (Восточный вестибюль)<br>\n                            автобусы: 323,346,373,463; маршрутки: любая, до остановки "Школа", далее по ходу движения маршрутки 4 минуты пешком.\n                        </div>\n                    </div>\n                </div>',
     []),
    ('Grizelj/Volonteri_finalno@f9c0119eaf6e:kontakt.php#L12-L27', 'hr_HR',
     '      \t<div class="grid-x grid-padding-x">\n\t\t\t<div class="large-12 cell">\n                <h1 style="color:red">Kontakt</h1>\n\t\t\t\tHrvatski Crveni Križ Društvo Crevenog križa Osječko-baranjske županije <hr>\n                \n                OIB: 02026772515 <hr>\n                \n                e-mail: info@crvenikrizosijek.hr <hr>\n                \n                Telefon: 031/205-488 <hr>\n                \n                Adresa: Šetalište Petra Preradovića 6\n                            31 000 Osijek <hr>\n                \n                \n                Hrvatski Crveni križ Društvo Crvenog križa Osječko-baranjske županije ima pravnu osobnost i jedan je od ustrojstvenih oblika Hrvatskog Crvenog križa, po organizacijskom ustroju je zajednica udruga gradskih i općinskih društava Crvenog križa (kao ustrojstvenih oblika Hrvatskog Crvenog križa), djeluje na teritoriju Osječko-baranjske županije nepristrano i bez diskriminacije radi promicanja i ostvarivanja humanitarnih ciljeva i programa od opće koristi i kao dio Hrvatskog Crvenog križa uživa posebnu zaštitu i skrb Republike Hrvatske.',
     [('PHONE_NUMBER', '031/205-488'), ('EMAIL_ADDRESS', 'info@crvenikrizosijek.hr')]),
    ('ftopolovec/bideja-2016@a0a8dd2f7dc9:templates/partials/kontakt-page.php#L1-L17', 'hr_HR',
     '<div class="container-fluid bg-light-gray">\n\t<div class="container top-marg-50">\n\t\t<div class="col-md-6 ukratko kontakt">\n\t\t\t<h2>Burza ideja d.o.o.</h2>\n\t\t\t<hr align="left">\n\t\t\t<p>Burza ideja djeluje od 2008. godine kao specijalizirana tvrtka za izradu i održavanje responzivnih web stranica i web trgovina, izradu SEO analiza i SEO optimizacije web stranica.</p>\n\t\t\t<ul>\n\t\t\t\t<li>Krapinska 9, Varaždin</li>\n\t\t\t\t<li class="li-pad">42000 Varaždin</li>\n\t\t\t\t<li>OIB: 60382139644</li>\n\t\t\t\t<li class="li-pad">MB: 070081924</li>\n\t\t\t\t<li>Mob: <a href="tel:+385959109102">+385 95 910 9102 – Mladen</a></li>\n\t\t\t\t<li>Mob: <a href="tel:+385911865265">+385 91 186 5265 – Josip</a></li>\n\t\t\t\t<li>Fax: <a href="tel:+385042331723">+385 (0)42 331 723</a></li>\n\t\t\t\t<li>E-mail: <a href="mailto:info@burza-ideja.hr">info@burza-ideja.hr</a></li>\n\t\t\t</ul>\n\t\t</div>',
     [('PHONE_NUMBER', '+385959109102'), ('PHONE_NUMBER', '+385 95 910 9102'), ('PHONE_NUMBER', '+385911865265'), ('PHONE_NUMBER', '+385 91 186 5265'), ('PHONE_NUMBER', '+385042331723'), ('PHONE_NUMBER', '+385 (0)42 331 723'), ('EMAIL_ADDRESS', 'info@burza-ideja.hr')]),
    ('ftopolovec/bideja-2016@a0a8dd2f7dc9:templates/partials/kontakt-page.php#L25-L40', '',
     '<div class="container top-marg-50">\n\t<div class="col-md-12 bottom-marg-50 ukratko">\n\t\t<h2 align="center">Osnovne informacije</h2>\n\t\t<hr>\n\t\t<ul>\n\t\t\t<li>Puni naziv: BURZA IDEJA društvo s ograničenom odgovornošću za odnose sa javnošću, multimediju i marketing</li>\n\t\t\t<li>Skraćeni naziv: BURZA IDEJA d.o.o.</li>\n\t\t\t<li>Tvrtka je upisana u Trgovačkom sudu u Varaždinu.</li>\n\t\t\t<li>OIB: 60382139644</li>\n\t\t\t<li>MBS: 070081924</li>\n\t\t\t<li>Temeljni kapital od 20.000,00 kn plaćen je u cijelosti.</li>\n\t\t\t<li>Članovi društva/direktor: Mladen Greguraš, Josip Cofek</li>\n\t\t\t<li>IBAN code: HR32 2340 0091 1160 3955 5 PBZ d.d.</li>\n\t\t</ul>\n\t</div>\n</div>',
     [('IBAN_CODE', 'HR32 2340 0091 1160 3955 5')]),
    ('antonKrizmanic/DWA@f532c16a0372:Seminar1/Kazaliste_Felicita/php_html/tal/kontakt.php#L14-L34', 'hr_HR',
     '\t<div class="container">\n\t\t<section class="content contact">\n\t\t\t<h2>Contatti</h2>\n\n\t\t\t<div class="row">\n\t\t\t\t<div class="col-sm-4">\n\t\t\t\t\t<h3>Casa</h3>\n\t\t\t\t\t<p>Marija Jakšić</p>\n\t\t\t\t\t<p>tel. + 385(0)1 43 38 5 67</p>\t\t\t\t\t\t\t\t\t\t\n\t\t\t\t\t<h3>Teatro Civico \'Felicità\'</h3>\n\t\t\t\t\t<p>Uprava: Konavoska 2, Zagreb, Hrvatska <br>\n\t\t\t\t\tKazališna zgrada: Vrbik 8, Zagreb, Hrvatska</p>\n\n\t\t\t\t\t<p>tel: + 385(0)1 84 44 453 <br>\n\t\t\t\t\tfax: + 385(0)1 84 44 843 <br>\n\t\t\t\t\te-mail: <a href="mailto:prodaja@kazalistefelicita.hr">prodaja@kazalistefelicita.hr</a></p>\n\n\t\t\t\t\t<p>MB: 8245023 <br>\n\t\t\t\t\tIBAN: HR5223611110010455349 <br>\n\t\t\t\t\tOIB: 988268432456</p>\n\t\t\t\t</div>',
     [('PHONE_NUMBER', '+ 385(0)1 43 38 5 67'), ('PHONE_NUMBER', '+ 385(0)1 84 44 453'), ('PHONE_NUMBER', '+ 385(0)1 84 44 843'), ('EMAIL_ADDRESS', 'prodaja@kazalistefelicita.hr')]),
    ('247Max/website@b4a9a3f2e903:src/_content/contact/index.md#L1-L26', 'fr_FR',
     '---\ntitle: Contact\nmetaDescription: Vous pouvez nous contacter par mail, notre siège social se situe à Paris\ntranslatedUrl: /en/contact/\n---\n\n# Contact\n\n<div class="grid" style="--grid-columns: 3;">\n\n<div class="grid_col">\n\n<p class="heading mt0">Email</p>\n\n[dev@scenario42.fr](mailto:dev@scenario42.fr)\n\n<p class="heading">Téléphone</p>\n\n[+33 9 54 50 92 83](tel:+33954509283)\n\n<p class="heading">Adresse</p>\n\n53 rue du Faubourg Poissonnière,<br>\n75009 Paris\n\n</div>',
     [('PHONE_NUMBER', '+33 9 54 50 92 83'), ('PHONE_NUMBER', '+33954509283'), ('EMAIL_ADDRESS', 'dev@scenario42.fr')]),
    ('opennederland/www.opennederland.nl@bce67a7cbec4:pages/contact.md#L20-L45', 'nl_NL',
     '    </a>\n</div>\n\n<hr />\n\n<div class="connection-box content-body">\n    <div class="mb-sm">\n        <span class="font-bold">E-mail:</span> \n        <a href="mailto:bestuur@opennederland.nl">bestuur@opennederland.nl</a>\n    </div>\n    <div class="mb-sm">\n        <span class="font-bold">Telefoon:</span> \n        <a href="tel:+31850160418">+31 85 016 04 18</a>\n    </div>\n    <div class="mb-sm">\n        <span class="font-bold">KVK:</span> 73999393\n    </div>\n    <div class="mb-sm">\n        <span class="font-bold">BTW:</span> NL859738346B01\n    </div>\n    <div class="mb-0">\n        <span class="font-bold">Bank:</span> NL80 BUNQ 22 0854 3998\n    </div>\n</div>\n\n</div>',
     [('PHONE_NUMBER', '+31850160418'), ('PHONE_NUMBER', '+31 85 016 04 18'), ('EMAIL_ADDRESS', 'bestuur@opennederland.nl'), ('IBAN_CODE', 'NL80 BUNQ 22 0854 3998')]),
    ('timcallvoip/callvoip-website@1a61bc0da9d1:content/formulier/contact.md#L1-L30', 'nl_NL',
     '---\ntitle: Contact\nurl: "/contact/"\n\n---\n<br>\n\n{{< layout/columns >}}\n{{< layout/column2 >}}\n**Openingstijden** <br> Callvoip is op werkdagen geopend vanaf 08:30 tot 17:30.\n{{</ layout/column2 >}}\n{{< layout/column2 >}}\n**Contactgegevens** <br> Telefoonnummer: [050-820 00 00](tel:+31508200000) <br> Email: [callvoip@callvoip.nl](https://www.callvoiptelefonie.nl/contact/contactgegevens/)\n{{</ layout/column2 >}}\n{{</ layout/columns >}}\n\n<br>\n\n{{< layout/columns >}}\n{{< layout/column2 >}}\n**Adresgegevens** <br> Koldingweg 19-1 9723 HL GRONINGEN\n<br> Postbus 5236 9700 GE GRONINGEN\n{{</ layout/column2 >}}\n{{< layout/column2 >}}\n**Overige informatie**\nIBAN: NL35RABO 0329402501 <br> KvK Groningen: 02066541 <br> BTW: NL1041.63.252.B01 <br>\n{{</ layout/column2 >}}\n{{</ layout/columns >}}<br>\n\n### Informatie of hulp nodig?',
     [('PHONE_NUMBER', '050-820 00 00'), ('PHONE_NUMBER', '+31508200000'), ('EMAIL_ADDRESS', 'callvoip@callvoip.nl'), ('IBAN_CODE', 'NL35RABO 0329402501')]),
    ('Rockrullarna/Webbsidan@18871dc4948d:src/kontakt/index.php#L86-L94', 'en_US',
     '            <div class="rr-association-meta-item"><strong>Öppettider</strong>Under terminerna feb–april och sept–nov<br /> mån-tors 18-21, sön 16-21</div>\n            <div class="rr-association-meta-item"><strong>Sommar- och vintertid</strong>Stängt dec–jan och juni–aug</div>\n            <div class="rr-association-meta-item"><strong>E-post</strong><a href="mailto:info@rockrullarna.se" title="Maila info@rockrullarna.se">info@rockrullarna.se</a></div>\n            <div class="rr-association-meta-item"><strong>Faktura e-post</strong><a href="mailto:ekonomi@rockrullarna.se" title="Maila ekonomi@rockrullarna.se">ekonomi@rockrullarna.se</a></div>\n            <div class="rr-association-meta-item"><strong>Hemsida</strong><a href="https://www.rockrullarna.se" title="Gå till Rockrullarna.se">www.rockrullarna.se</a></div>\n            <div class="rr-association-meta-item"><strong>Bankgiro</strong>865-0277</div>\n            <div class="rr-association-meta-item"><strong>Swish</strong>1232220283</div>\n            <div class="rr-association-meta-item"><strong>Org. nummer</strong>875001-4147</div>\n          </div>',
     [('EMAIL_ADDRESS', 'info@rockrullarna.se'), ('EMAIL_ADDRESS', 'ekonomi@rockrullarna.se')]),
    ('skimmfish/toppoffert@4ecc8896dde9:resources/views/pages/kontactos.blade.php#L770-L790', 'sv_SE',
     '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21.89 21.93" class="icon icon-faded">\n  <g id="Layer_2" data-name="Layer 2">\n    <path d="M19.3 12.9a11.9 11.9 0 0 1-2.59-.65 3 3 0 0 0-3.17.68l-.72.72a15 15 0 0 1-4.58-4.59L9 8.34a3 3 0 0 0 .68-3.16A11.91 11.91 0 0 1 9 2.58 3 3 0 0 0 6 0H2.73A3 3 0 0 0 0 3.29a20.89 20.89 0 0 0 3.22 9.1 20.63 20.63 0 0 0 6.3 6.3 20.91 20.91 0 0 0 9.08 3.23h.29a3 3 0 0 0 3-3v-3a3 3 0 0 0-2.59-3.02zm.59 3v3a1 1 0 0 1-1.07 1 18.89 18.89 0 0 1-8.21-2.9 18.64 18.64 0 0 1-5.7-5.7A18.86 18.86 0 0 1 2 3.09a1 1 0 0 1 .23-.73A1 1 0 0 1 3 2h3a1 1 0 0 1 1 .85 13.87 13.87 0 0 0 .76 3 1 1 0 0 1-.22 1.05L6.27 8.2a1 1 0 0 0-.16 1.2 17 17 0 0 0 6.37 6.37 1 1 0 0 0 1.2-.16L15 14.35a1 1 0 0 1 1-.22 13.85 13.85 0 0 0 3 .75 1 1 0 0 1 .86 1z" id="Layer_1-2" data-name="Layer 1" />\n  </g>\n</svg>\n\n                        010-33 020 11\n                    </a>\n                </div>\n\n                <p class="small" style="margin-bottom: 10px">\n                    Öppettider: måndag-fredag 9-17. Lunchstängt 12-13.\n                </p>\n\n                 <p class="small">\n                    Avvikande öppettider: Dag före röd dag har vi öppet 09-15. Dagen före midsommarafton, julafton och nyårsafton har vi öppet som vanligt. Röda dagar har vi stängt. \n                </p>\n\n\n                <h4>Skicka ett meddelande till oss</h4>',
     [('PHONE_NUMBER', '010-33 020 11')]),
    ('rodevstudio/Roomie-Demo-Instructions@edb0d24489c3:info_general.md#L8-L27', 'es_ES',
     '### Datos del hotel\n\n**Nombre comercial:** Estival Eldorado Resort\n**Categoría:** Hotel de 4 estrellas\n**Tipo:** Resort vacacional frente al mar\n\n**Contacto:**\n- Teléfono: +34 977 36 11 90\n- Email: eldorado@estivalgroup.com\n- Web oficial: https://www.estivalgroup.com/estival-eldorado-resort.html\n\n**Ubicación:**\n- Dirección: Carrer Doppler n.º 1, Urb. Eldorado Playa, 43850 Cambrils, Tarragona, España\n- Google Maps: https://www.google.com/maps/place/Estival+Eldorado+Resort/\n- Entorno: Frente al mar con acceso directo a la playa, paseo marítimo, zona residencial tranquila cerca de restaurantes y tiendas del centro de Cambrils\n\n**Cómo llegar:**\n- Coche: Autopista AP-7, salida Cambrils\n- Tren: Estación de Cambrils (~2 km)\n- Avión: Aeropuerto de Reus (~18 km) / Aeropuerto de Barcelona (~100 km)',
     [('PHONE_NUMBER', '+34 977 36 11 90'), ('EMAIL_ADDRESS', 'eldorado@estivalgroup.com')]),
    ('rodevstudio/Roomie-Demo-Instructions@edb0d24489c3:servicios_externos.md#L36-L62', 'es_ES',
     '### Transporte y transfers\n\n**Taxi:**\n- Parada de taxi en el hotel\n- Solicitar en recepción: +34 977 36 11 90\n\n**Transfers aeropuerto:**\n- El hotel NO gestiona transfers directamente\n- Recomendación: Consultar en recepción opciones de empresas de transfer o alquiler de vehículos\n\n**Alquiler de coches:**\n- Empresas disponibles en aeropuertos de Reus y Barcelona\n- Consultar en recepción para información de contacto\n\n**Transporte público:**\n- Estación de tren de Cambrils: ~2 km\n- Líneas de autobús locales disponibles\n\n---\n\n### Cómo usar esta información\n\n**Para actividades/atracciones:** Informa distancia, tipo de atracción y características principales\n\n**Para restaurantes externos:** Menciona la zona del puerto como referencia gastronómica, pero indica que no gestionas reservas externas\n\n**Para transporte:** Informa opciones disponibles + indica que pueden solicitar asistencia en recepción (+34 977 36 11 90) para contactos específicos',
     [('PHONE_NUMBER', '+34 977 36 11 90')]),
]
# REAL_SNIPPETS_END


def _standalone(text: str, start: int, end: int, entity: str) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    if before.isalnum() or after.isalnum():
        return False
    if entity == EMAIL and (before in "._%+-" or after == "@"):
        return False
    if entity == PHONE and (before in "+" or (before == "-" and text[start - 2:start - 1].isdigit())):
        return False
    return True


def real_records() -> list[dict]:
    out = []
    for source, locale, text, labels in REAL_SNIPPETS:
        found = []
        for entity, value in labels:
            assert value in text, (source, value)
            start = text.find(value)
            while start >= 0:
                end = start + len(value)
                if _standalone(text, start, end, entity):
                    found.append((start, end, entity))
                start = text.find(value, start + 1)
        # A shorter label inside a longer one (a number inside its extension form) yields to it.
        found.sort(key=lambda s: (s[0], -(s[1] - s[0])))
        spans, last_end = [], -1
        for start, end, entity in found:
            if start < last_end:
                continue
            span = {"entity": entity, "start": start, "end": end}
            if entity == PHONE:
                span["valid"] = phone_valid(text[start:end], _region(locale))
            spans.append(span)
            last_end = end
        if spans and not locale:
            assert not any(s["entity"] == PHONE for s in spans), source
            locale = "en_US"
        repo = source.split("@")[0].replace("/", "-")
        out.append({"locale": locale, "spans": spans, "template": "b18r-" + repo, "text": text})
    return out


# ---------------------------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    fakers = {}
    for loc in sorted(LOCALES):
        fk = Faker(loc)
        fk.seed_instance(rng.randrange(2**32))
        for provider in fk.providers:
            # it_IT builds its city list from a set: its order would follow PYTHONHASHSEED.
            if isinstance(getattr(provider, "cities", None), list):
                provider.cities = sorted(provider.cities)
        fakers[loc] = fk
    neutral = Faker("en_US")
    neutral.seed_instance(rng.randrange(2**32))

    records = []
    genres = sorted(PII_GENRES)
    for i in range(N_SYNTH_PII):
        locale = LOCALES[i % len(LOCALES)]
        genre = genres[(i // len(LOCALES) + i) % len(genres)]
        ctx = Ctx(rng, fakers[locale], locale)
        for _ in range(50):
            doc = PII_GENRES[genre](ctx)
            if not lookalike_problems(doc.text, doc.spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text for %s" % (genre, locale))
        records.append({"locale": locale, "spans": doc.spans, "template": "b18-" + genre, "text": doc.text})

    free = sorted(FREE_GENRES)
    for i in range(N_SYNTH_FREE):
        genre = free[i % len(free)]
        for _ in range(50):
            text = FREE_GENRES[genre](rng, neutral)
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean PII-free %s text" % genre)
        records.append({"locale": "", "spans": [], "template": "b18f-" + genre, "text": text})

    records.extend(real_records())
    for rec in records:
        rec["spans"] = sorted(rec["spans"], key=lambda s: s["start"])
        check_record(rec)
    rng.shuffle(records)
    for n, rec in enumerate(records):
        rec["id"] = "blind18-%05d" % n
    return records


def check_record(rec: dict) -> None:
    text, last = rec["text"], 0
    for s in rec["spans"]:
        assert last <= s["start"] < s["end"] <= len(text), rec
        value = text[s["start"]:s["end"]]
        assert value == value.strip(), (rec["template"], value)
        if s["entity"] == CARD:
            assert luhn_ok(re.sub(r"\D", "", value)), value
        if s["entity"] == IBAN:
            assert std_iban.is_valid(value), value
        if s["entity"] == IP:
            ipaddress.ip_address(value)
        last = s["end"]


def write(records: list[dict], out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = parser.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("make_pii_blind18: Faker %s is required, found %s" % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("make_pii_blind18: %s exists; pass --force to overwrite it" % args.out)
    write(build(), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
