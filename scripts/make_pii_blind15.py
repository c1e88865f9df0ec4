"""Build the pii_blind15 evaluation set (scored only, never used for tuning).

Three kinds of records, shuffled together with one seeded generator:

* synthetic texts with PII (``b15-<genre>``): Faker fillers in many locales,
  phone numbers drawn from ``phonenumbers`` metadata and written the way
  people write them, Luhn-valid cards, registry IBANs, e-mails and IP addresses;
* synthetic PII-free texts (``b15f-<genre>``): look-alikes only;
* real snippets (``b15r-<source>``): windows of text written by other people,
  frozen in ``REAL_SNIPPETS`` below and labelled by reading.

The output is byte-identical across runs, ``PYTHONHASHSEED`` and ``TZ``.
Usage: ``python scripts/make_pii_blind15.py [--out PATH] [--force]``.
"""

from __future__ import annotations

import argparse
import datetime
import ipaddress
import json
import random
import re
import string
import sys
from pathlib import Path

SEED = 1515
N_PII = 700
N_FREE = 350
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind15/blind15.jsonl")

# Faker locales used for synthetic texts; the region is the locale's suffix.
LOCALES = sorted([
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_SA", "az_AZ", "bg_BG",
    "bn_BD", "bs_BA", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LU",
    "el_CY", "el_GR", "en_AU", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE",
    "en_NG", "en_NZ", "en_PH", "en_PK", "en_TH", "en_US", "es_AR", "es_CL",
    "es_CO", "es_ES", "es_MX", "et_EE", "fa_IR", "fi_FI", "fil_PH", "fr_BE",
    "fr_CA", "fr_CH", "fr_FR", "ga_IE", "gu_IN", "ha_NG", "he_IL", "hi_IN",
    "hr_HR", "hu_HU", "hy_AM", "id_ID", "is_IS", "it_IT", "ja_JP", "ka_GE",
    "ko_KR", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE", "nl_NL", "no_NO",
    "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL",
    "sv_SE", "ta_IN", "th_TH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN",
    "yo_NG", "zh_CN", "zh_TW", "zu_ZA",
])

ENTITIES = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS")

# Phone-number labels in the locale's language (a few per language) and
# extension words: the first group stays inside the span, the second outside.
PHONE_LABELS = {
    "ar": ["هاتف:", "جوال:", "رقم الهاتف:"], "az": ["Telefon:", "Mobil:"],
    "bg": ["Тел.:", "Моб.:"], "bn": ["ফোন:", "মোবাইল:"], "bs": ["Tel:", "Mob:"],
    "cs": ["Tel.:", "Mobil:"], "da": ["Tlf.:", "Mobil:"], "de": ["Tel.:", "Telefon:", "Mobil:"],
    "el": ["Τηλ.:", "Κιν.:"], "en": ["Tel:", "Phone:", "Mobile:", "Call us on", "Ph."],
    "es": ["Tel.:", "Teléfono:", "Cel.:", "Llámanos al"], "et": ["Tel:", "Mob:"],
    "fa": ["تلفن:", "همراه:"], "fi": ["Puh.", "GSM:"], "fil": ["Telepono:", "Cel:"],
    "fr": ["Tél. :", "Téléphone :", "Portable :"], "ga": ["Guthán:", "Fón:"],
    "gu": ["ફોન:", "મોબાઇલ:"], "ha": ["Waya:", "Lambar waya:"], "he": ["טלפון:", "נייד:"],
    "hi": ["फ़ोन:", "मोबाइल:"], "hr": ["Tel.:", "Mob.:"], "hu": ["Tel.:", "Mobil:"],
    "hy": ["Հեռ.:", "Բջջ.:"], "id": ["Telp.", "HP:", "WA:"], "is": ["Sími:", "GSM:"],
    "it": ["Tel.:", "Cell.:"], "ja": ["電話:", "TEL:", "携帯:"], "ka": ["ტელ.:", "მობ.:"],
    "ko": ["전화:", "휴대폰:"], "lt": ["Tel.:", "Mob.:"], "lv": ["Tālr.:", "Mob.:"],
    "mt": ["Tel:", "Mob:"], "ne": ["फोन:", "मोबाइल:"], "nl": ["Tel.:", "Mobiel:"],
    "no": ["Tlf.:", "Mobil:"], "pl": ["Tel.:", "Kom.:"], "pt": ["Tel.:", "Telefone:", "Celular:"],
    "ro": ["Tel.:", "Mobil:"], "ru": ["Тел.:", "Моб.:"], "sk": ["Tel.:", "Mobil:"],
    "sl": ["Tel.:", "GSM:"], "sq": ["Tel.:", "Cel.:"], "sv": ["Tel:", "Mobil:"],
    "ta": ["தொலைபேசி:", "கைபேசி:"], "th": ["โทร.", "มือถือ:"], "tr": ["Tel:", "Cep:"],
    "tw": ["Tel:", "Phone:"], "uk": ["Тел.:", "Моб.:"], "uz": ["Tel:", "Mobil:"],
    "vi": ["ĐT:", "Điện thoại:"], "yo": ["Fóònù:", "Tel:"], "zh": ["电话：", "手机：", "電話："],
    "zu": ["Ucingo:", "Tel:"],
}
FAX_LABELS = {"de": "Fax:", "fr": "Télécopie :", "es": "Fax:", "pt": "Fax:", "ja": "FAX:",
              "ru": "Факс:", "zh": "传真：", "it": "Fax:", "nl": "Fax:", "pl": "Faks:"}
EXT_IN = ["x", "ext", "ext.", "Ext.", "extension", "anexo", "доб."]
EXT_OUT = ["Durchwahl", "poste", "interno", "ramal", "toestel", "wew.", "klapka",
           "mellék", "dahili", "内線", "分机", "내선", "ต่อ", "máy lẻ", "داخلی"]

PHONE_TYPES = ("FIXED_LINE", "MOBILE", "TOLL_FREE", "VOIP", "SHARED_COST")

# Labels that make a following digit run a look-alike rather than a phone number.
LOOKALIKE_LABELS = re.compile(
    r"(postal|gps|deadline|updated|on |order|invoice|ticket|tracking|imei|isbn|population|ref|reference|sku|part|serial|"
    r"version|build|release|v\.|oid|section|§|chapter|date|time|lat|lon|coordinates|"
    r"score|total|price|amount|tax|vat|postcode|zip|sort code|otp|code|batch|lot|"
    r"hash|sha|md5|mac|id|no\.|nr|#|€|\$|£|¥|km|kg|m²|iso|en |din|rfc|patent|case|"
    r"account ending|card ending|plz|cep|cp |pin|awb|bl |container|flight|seat|"
    r"room|gate|record|measure|reading|row|lot|kod|numer|номер|заказ|编号|注文|"
    r"pedido|commande|bestell|auftrag|factura|nota|rechnung|trajet|train|bus|"
    r"[0-9]+ x |table|figure|fig\.|eq\.|page|p\.|vol\.|issue|doi|pmid|arxiv|"
    r"temperature|°|%|mm|cm|ml|hz|volt|watt|rpm|mb|gb|kb|ms\b|sec|min|hrs|h\b)",
    re.I)


def _lang(locale):
    return locale.split("_")[0]


def _region(locale):
    return locale.split("_")[1]


# ---------------------------------------------------------------- phones

def _idd_prefix(region):
    """The region's own international dialling prefix as people write it."""
    from phonenumbers import PhoneMetadata
    meta = PhoneMetadata.metadata_for_region(region)
    if meta.preferred_international_prefix:
        return meta.preferred_international_prefix.replace("~", " ")
    pat = meta.international_prefix or ""
    if pat.isdigit():
        return pat
    for cand in ("00", "011", "0011", "010", "001", "002", "009", "000", "0021", "810"):
        if re.fullmatch(pat, cand):
            return cand
    return None


def _draw_number(rng, region, want_valid):
    """A random number of the region: valid, or possible but not valid."""
    import phonenumbers
    from phonenumbers import PhoneNumberType
    types = [t for t in PHONE_TYPES
             if phonenumbers.example_number_for_type(region, getattr(PhoneNumberType, t))]
    for _ in range(400):
        ptype = rng.choice(types)
        ex = phonenumbers.example_number_for_type(region, getattr(PhoneNumberType, ptype))
        nsn = phonenumbers.national_significant_number(ex)
        keep = rng.randint(1, min(4, len(nsn) - 3))
        digits = nsn[:keep] + "".join(rng.choice(string.digits) for _ in nsn[keep:])
        num = phonenumbers.parse("+%d%s" % (ex.country_code, digits), None)
        if ex.italian_leading_zero:
            num.italian_leading_zero = True
        if not phonenumbers.is_possible_number(num):
            continue
        if phonenumbers.is_valid_number(num) == want_valid:
            if want_valid and phonenumbers.region_code_for_number(num) != region:
                continue
            return num, ptype
    return None, None


def _regroup(digits, rng):
    """Odd groupings people type: 3-3-4, 2-2-2…, 4-4, or none."""
    sizes = rng.choice([(3, 3), (4, 4), (2, 2, 2), (3, 4), (3, 2, 2)])
    out, i = [], 0
    for s in sizes:
        if i >= len(digits):
            break
        out.append(digits[i:i + s])
        i += s
    if i < len(digits):
        out.append(digits[i:])
    return out


def format_phone(rng, num, region, style):
    """Write ``num`` in one of the ways people do; returns the string."""
    import phonenumbers
    from phonenumbers import PhoneNumberFormat as F
    cc = num.country_code
    nat = phonenumbers.format_number(num, F.NATIONAL)
    intl = phonenumbers.format_number(num, F.INTERNATIONAL)
    nsn = phonenumbers.national_significant_number(num)
    rest = intl.split(" ", 1)[1] if " " in intl else nsn
    if style == "national":
        return nat
    if style == "international":
        return intl
    if style == "e164":
        return phonenumbers.format_number(num, F.E164)
    if style == "00":
        return "00%d %s" % (cc, rest)
    if style == "idd":
        idd = _idd_prefix(region)
        return "%s %d %s" % (idd, cc, rest) if idd else intl
    if style == "paren_cc":
        return "(+%d) %s" % (cc, rest)
    if style == "cc_zero":
        return "+%d (0)%s" % (cc, rest)
    if style == "dots":
        return "+%d.%s" % (cc, re.sub(r"[\s-]+", ".", rest))
    if style == "dashes":
        return "+%d-%s" % (cc, re.sub(r"[\s.]+", "-", rest))
    if style == "nat_dashes":
        return re.sub(r"[\s.]+", "-", nat)
    if style == "nat_dots":
        return re.sub(r"[\s\-]+", ".", re.sub(r"[()]", "", nat))
    if style == "nat_plain":
        return re.sub(r"\D", "", nat)
    if style == "nbsp":
        return intl.replace(" ", "\u00a0")
    if style == "nnbsp":
        return nat.replace(" ", "\u202f")
    if style == "odd":
        return "+%d %s" % (cc, " ".join(_regroup(nsn, rng)))
    if style == "slash":
        parts = re.split(r"[\s-]+", nat, maxsplit=1)
        return "%s/%s" % (parts[0], re.sub(r"\D", "", parts[1])) if len(parts) == 2 else nat
    if style == "bracket_area":
        parts = re.split(r"[\s-]+", re.sub(r"[()]", "", nat), maxsplit=1)
        return "(%s) %s" % tuple(parts) if len(parts) == 2 else nat
    return intl


PHONE_STYLES = ("national", "national", "international", "international", "e164", "00",
                "idd", "paren_cc", "cc_zero", "dots", "dashes", "nat_dashes", "nat_dots",
                "nat_plain", "nbsp", "nnbsp", "odd", "slash", "bracket_area")


def phone_valid(span, region):
    """``valid`` as the format defines it: whitespace collapsed, extension removed."""
    import phonenumbers
    s = re.sub(r"\s+", " ", span)
    s = re.split(r"\s*(?:\bx\b|\bext\b\.?|\bExt\.|\bextension\b|\banexo\b|доб\.)", s)[0]
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except phonenumbers.NumberParseException:
        return False


def _belongs(s, region):
    import phonenumbers
    try:
        p = phonenumbers.parse(re.sub(r"\s+", " ", s), region)
    except phonenumbers.NumberParseException:
        return False
    cc = phonenumbers.country_code_for_region(region)
    return p.country_code == cc and phonenumbers.is_possible_number(p)


def make_phone(rng, region, want_valid=None, style=None):
    """A phone string for ``region`` (parses there, its country code, possible)."""
    if want_valid is None:
        want_valid = rng.random() >= 0.1
    num, _ = _draw_number(rng, region, want_valid)
    if num is None:
        num, _ = _draw_number(rng, region, True)
    for _ in range(6):
        s = format_phone(rng, num, region, style or rng.choice(PHONE_STYLES))
        if _belongs(s, region):
            return s
        style = None
    import phonenumbers
    return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


# ---------------------------------------------------------------- cards, IBANs

CARD_BRANDS = [
    ("Visa", ["4"], [13, 16, 19], {16: (4, 4, 4, 4), 13: (4, 4, 5), 19: (4, 4, 4, 4, 3)}),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2500", "2720", "2303"], [16], {16: (4, 4, 4, 4)}),
    ("American Express", ["34", "37"], [15], {15: (4, 6, 5)}),
    ("Diners Club", ["36", "300", "305", "38"], [14], {14: (4, 6, 4)}),
    ("Discover", ["6011", "65", "644", "649"], [16, 19], {16: (4, 4, 4, 4), 19: (4, 4, 4, 4, 3)}),
    ("JCB", ["3528", "3589", "3540"], [16, 19], {16: (4, 4, 4, 4), 19: (4, 4, 4, 4, 3)}),
    ("UnionPay", ["62", "6212", "6282"], [16, 17, 18, 19], {16: (4, 4, 4, 4), 19: (6, 13)}),
    ("Maestro", ["5018", "5020", "5038", "6304", "6759", "6761"], [12, 13, 16, 19],
     {16: (4, 4, 4, 4), 19: (4, 4, 4, 4, 3), 12: (4, 4, 4), 13: (4, 4, 5)}),
]


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _luhn_complete(rng, prefix, length):
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        if luhn_ok(body + check):
            return body + check
    raise AssertionError("unreachable")


def make_card(rng):
    brand, prefixes, lengths, groups = rng.choice(CARD_BRANDS)
    length = rng.choice(lengths)
    digits = _luhn_complete(rng, rng.choice(prefixes), length)
    how = rng.random()
    if how < 0.25:
        return brand, digits
    if how < 0.45:
        cut = [(8, 8)] if length == 16 else [(length // 2, length - length // 2)]
        if length == 16 and rng.random() < 0.5:
            cut = [(4, 8, 4)]
        sizes = cut[0]
    else:
        sizes = groups.get(length) or (4,) * (length // 4) + ((length % 4,) if length % 4 else ())
    sep = rng.choice([" ", " ", "-"])
    out, i = [], 0
    for s in sizes:
        out.append(digits[i:i + s])
        i += s
    return brand, sep.join(out)


def _iban_registry():
    from stdnum import numdb
    return sorted((p[1], p[3]["bban"]) for p in numdb.get("iban").prefixes)


def _bban(rng, fmt):
    out = []
    for count, kind in re.findall(r"(\d+)!([nac])", fmt):
        pool = {"n": string.digits, "a": string.ascii_uppercase,
                "c": string.digits + string.ascii_uppercase}[kind]
        out.append("".join(rng.choice(pool) for _ in range(int(count))))
    return "".join(out)


def make_iban(rng, country=None):
    from stdnum import iban
    reg = dict(_iban_registry())
    if country not in reg:
        country = rng.choice(sorted(reg))
    for _ in range(20000):
        bban = _bban(rng, reg[country])
        num = "".join(str(int(c, 36)) for c in bban + country + "00")
        check = "%02d" % (98 - int(num) % 97)
        value = country + check + bban
        if iban.is_valid(value):
            if rng.random() < 0.55:
                return " ".join(value[i:i + 4] for i in range(0, len(value), 4))
            return value
    raise RuntimeError("no valid IBAN drawn for %s" % country)


# ---------------------------------------------------------------- e-mails, IPs

TLDS = ["com", "net", "org", "io", "co", "info", "dev", "online", "services", "travel",
        "museum", "photography", "consulting", "email", "shop"]


def _ascii_slug(s):
    import unicodedata
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "", s.lower()) or "info"


def make_email(rng, fk, region):
    first = _ascii_slug(fk.first_name())
    last = _ascii_slug(fk.last_name())
    cc = region.lower()
    shapes = [
        lambda: "%s.%s" % (first, last),
        lambda: "%s%s%d" % (first[0], last, rng.randint(1, 99)),
        lambda: "%s+%s" % (first, rng.choice(["news", "shop", "2024", "bills", "x"])),
        lambda: "%s_%s" % (last, first[:3]),
        lambda: rng.choice(["info", "contact", "support", "billing", "hr", "no-reply", "kontakt"]),
        lambda: "%s.%s.%d" % (first, last, rng.randint(1970, 2005)),
    ]
    local = rng.choice(shapes)()
    dom = _ascii_slug(fk.last_name())[:12] + rng.choice(["", "-group", "tech", "mail", "-" + cc])
    dshape = rng.random()
    if dshape < 0.35:
        domain = "%s.%s" % (dom, rng.choice(TLDS))
    elif dshape < 0.6:
        domain = "%s.%s" % (dom, cc if cc not in ("gb",) else "co.uk")
    elif dshape < 0.8:
        domain = "%s.%s.%s" % (rng.choice(["mail", "eu", "corp", "dept", "staff"]), dom, rng.choice(TLDS))
    else:
        domain = "%s.com.%s" % (dom, cc)
    return "%s@%s" % (local, domain)


def make_ipv4(rng, kind=None):
    kind = kind or rng.choice(["public", "private", "private", "loopback", "doc", "mask", "linklocal"])
    if kind == "private":
        base = rng.choice(["10.%d.%d.%d", "192.168.%d.%d", "172.%d.%d.%d"])
        vals = [rng.randint(0, 255) for _ in range(base.count("%d"))]
        if base.startswith("172"):
            vals[0] = rng.randint(16, 31)
        return base % tuple(vals)
    if kind == "loopback":
        return rng.choice(["127.0.0.1", "127.0.1.1", "127.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))])
    if kind == "doc":
        return "%s.%d" % (rng.choice(["192.0.2", "198.51.100", "203.0.113"]), rng.randint(1, 254))
    if kind == "mask":
        return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.254.0", "255.0.0.0"])
    if kind == "linklocal":
        return "169.254.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def make_ipv6(rng, kind=None):
    kind = kind or rng.choice(["doc", "doc", "global", "linklocal", "full", "upper", "mapped", "loop", "any", "ula"])
    if kind == "loop":
        return "::1"
    if kind == "any":
        return "::"
    if kind == "mapped":
        return "::ffff:%s" % make_ipv4(rng, "public")
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if kind == "doc":
        groups[:2] = [0x2001, 0xDB8]
    elif kind == "linklocal":
        groups[:4] = [0xFE80, 0, 0, 0]
    elif kind == "ula":
        groups[0] = 0xFD00 + rng.randint(0, 0xFF)
    else:
        groups[0] = rng.choice([0x2001, 0x2400, 0x2600, 0x2a00, 0x2a02, 0x2c0f])
    if rng.random() < 0.5:
        i = rng.randint(2, 5)
        for j in range(i, min(8, i + rng.randint(2, 4))):
            groups[j] = 0
    addr = ipaddress.IPv6Address(bytes(b for g in groups for b in g.to_bytes(2, "big")))
    if kind == "full":
        return addr.exploded
    s = addr.compressed
    return s.upper() if kind == "upper" else s


# ---------------------------------------------------------------- text building

class Doc:
    """Text built from pieces; PII pieces become gold spans."""

    def __init__(self):
        self.parts = []

    def t(self, s):
        self.parts.append((s, None))
        return self

    def p(self, entity, s):
        self.parts.append((s, entity))
        return self

    def build(self):
        text, spans, pos = [], [], 0
        for s, ent in self.parts:
            if ent:
                spans.append((ent, pos, pos + len(s)))
            text.append(s)
            pos += len(s)
        return "".join(text), spans


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
IPV6_RE = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")
DIGITRUN_RE = re.compile(r"\d(?:[ \-]?\d){11,18}")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}\b")
INTL_RE = re.compile(r"(?:\+|\b00)\d[\d \u00a0\u202f().\-/]{5,}\d")
SEPRUN_RE = re.compile(r"(?<![\w.])\(?\d[\d \u00a0\u202f().\-/]*\d\)?(?!\w)")


def lookalike_problems(text, spans):
    """Unlabelled PII-like strings outside the gold spans (empty list = clean)."""
    import phonenumbers
    from stdnum import iban
    mask = [False] * len(text)
    for _, a, b in spans:
        for i in range(a, b):
            mask[i] = True

    def outside(m):
        return not any(mask[m.start():m.end()])

    probs = []
    for m in EMAIL_RE.finditer(text):
        if outside(m):
            probs.append(("email", m.group()))
    for m in IPV4_RE.finditer(text):
        if outside(m) and all(int(g) <= 255 for g in m.groups()):
            probs.append(("ipv4", m.group()))
    for m in IPV6_RE.finditer(text):
        if outside(m) and re.search(r"[0-9A-Fa-f]", m.group()):
            try:
                ipaddress.IPv6Address(m.group())
                probs.append(("ipv6", m.group()))
            except ValueError:
                pass
    for m in DIGITRUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if outside(m) and d[0] in "23456" and luhn_ok(d):
            probs.append(("luhn", m.group()))
    for m in IBAN_RE.finditer(text):
        if outside(m) and iban.is_valid(m.group()):
            probs.append(("iban", m.group()))
    for m in INTL_RE.finditer(text):
        if not outside(m):
            continue
        s = m.group()
        s = "+" + s[2:] if s.startswith("00") else s
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(s, None)):
                probs.append(("intl", m.group()))
        except phonenumbers.NumberParseException:
            pass
    for m in SEPRUN_RE.finditer(text):
        s = m.group()
        if not outside(m) or len(re.sub(r"\D", "", s)) < 7 or not re.search(r"[ \u00a0\u202f().\-/]", s.strip("()")):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 40):m.start()]
        if not LOOKALIKE_LABELS.search(before):
            probs.append(("seprun", s))
    return probs


# ---------------------------------------------------------------- genres with PII

def _phone_label(rng, locale):
    return rng.choice(PHONE_LABELS.get(_lang(locale), PHONE_LABELS["en"]))


def _maybe_ext(rng, d, region):
    """Extension after a phone: some inside the span, some outside."""
    r = rng.random()
    if r < 0.08:
        return " %s %d" % (rng.choice(EXT_IN), rng.randint(10, 9999)), True
    if r < 0.14:
        d_out = " (%s %d)" % (rng.choice(EXT_OUT), rng.randint(10, 999))
        return d_out, False
    return "", False


def add_phone(rng, d, ctx, style=None, ext=True):
    s = make_phone(rng, ctx["region"], style=style)
    tail, inside = _maybe_ext(rng, d, ctx["region"]) if ext else ("", False)
    if inside:
        d.p("PHONE_NUMBER", s + tail)
    else:
        d.p("PHONE_NUMBER", s)
        d.t(tail)
    return d


def _city(fk):
    """Faker's city, except it_IT, where Faker draws it from a set and hash order would leak in."""
    return fk.last_name() + " " + fk.city_suffix() if fk.locales == ["it_IT"] else fk.city()


def _addr(fk, sep=", "):
    """Faker address; a Portuguese-style NNNN-NNN postcode gets its label."""
    a = re.sub(r"\b(\d{5}-\d{3})\b", r"CEP \1", fk.address().replace("\n", sep))
    return re.sub(r"\b(\d{4}-\d{3})\b", r"Código postal \1", a)


def g_signature(rng, fk, ctx):
    d = Doc().t(rng.choice(["Best regards,", "Kind regards,", "Cheers,", "--", "Saludos,", "Mit freundlichen Grüßen"]) + "\n")
    d.t("%s\n%s | %s\n" % (fk.name(), fk.job(), fk.company()))
    d.t(_phone_label(rng, ctx["locale"]) + " ")
    add_phone(rng, d, ctx)
    if rng.random() < 0.6:
        d.t("\n" + rng.choice(["M:", "Mob.", "Cell", "WhatsApp:"]) + " ")
        add_phone(rng, d, ctx, ext=False)
    d.t("\n").p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t("\n")
    return d


def g_shop_footer(rng, fk, ctx):
    d = Doc().t("%s · %s\n" % (fk.company(), _addr(fk)))
    d.t("%s " % _phone_label(rng, ctx["locale"]))
    add_phone(rng, d, ctx)
    d.t(" · ").p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"]))
    if rng.random() < 0.5:
        d.t("\nIBAN: ").p("IBAN_CODE", make_iban(rng, ctx["region"] if rng.random() < 0.5 else None))
    d.t("\n© %d %s" % (rng.randint(2015, 2025), fk.company()))
    return d


def g_classified(rng, fk, ctx):
    d = Doc().t(rng.choice(["FOR SALE: ", "Se vende: ", "Zu verkaufen: ", "À vendre : ", "Vendo "]))
    d.t("%s, good condition, %s. " % (fk.word(), _city(fk)))
    d.t(rng.choice(["Call or text ", "Contact ", "Ring ", "WhatsApp "]))
    add_phone(rng, d, ctx, ext=False)
    d.t(rng.choice([" after 6pm.", " (no calls on Sunday)", ", ask for %s." % fk.first_name(), "."]))
    return d


def g_forum(rng, fk, ctx):
    d = Doc().t("Re: %s\n\n" % fk.sentence(nb_words=5).rstrip("."))
    d.t("%s I had the same issue. In the end I just called their hotline on " % fk.sentence(nb_words=6))
    add_phone(rng, d, ctx, ext=False)
    d.t(" and they sorted it in ten minutes. %s\n" % fk.sentence(nb_words=7))
    if rng.random() < 0.4:
        d.t("You can also mail them at ").p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t(".\n")
    return d


def g_chat(rng, fk, ctx):
    a, b = fk.first_name(), fk.first_name()
    d = Doc().t("[%02d:%02d] %s: hey, what's your number again?\n" % (rng.randint(7, 22), rng.randint(0, 59), a))
    d.t("[%02d:%02d] %s: " % (rng.randint(7, 22), rng.randint(0, 59), b))
    add_phone(rng, d, ctx, style=rng.choice(["national", "nat_plain", "odd", "e164"]), ext=False)
    d.t("\n[%02d:%02d] %s: thx, saved\n" % (rng.randint(7, 22), rng.randint(0, 59), a))
    return d


def g_csv(rng, fk, ctx):
    sep = rng.choice([",", ";", "\t"])
    d = Doc().t(sep.join(["name", "email", "phone", "city"]) + "\n")
    for _ in range(rng.randint(2, 4)):
        d.t(fk.name() + sep).p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t(sep)
        d.p("PHONE_NUMBER", make_phone(rng, ctx["region"], style=rng.choice(["e164", "international", "national", "00"])))
        d.t(sep + _city(fk) + "\n")
    return d


def g_json(rng, fk, ctx):
    d = Doc().t('{\n  "customer": "%s",\n  "email": "' % fk.name())
    d.p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t('",\n  "phone": "')
    d.p("PHONE_NUMBER", make_phone(rng, ctx["region"], style=rng.choice(["e164", "international"])))
    d.t('",\n  "last_login_ip": "').p("IP_ADDRESS", make_ipv4(rng) if rng.random() < 0.6 else make_ipv6(rng))
    d.t('",\n  "country": "%s"\n}' % ctx["region"])
    return d


def g_yaml(rng, fk, ctx):
    d = Doc().t("contact:\n  name: %s\n  phone: \"" % fk.name())
    add_phone(rng, d, ctx, ext=False)
    d.t("\"\n  email: ").p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"]))
    d.t("\nbilling:\n  iban: ").p("IBAN_CODE", make_iban(rng, ctx["region"] if rng.random() < 0.5 else None)).t("\n")
    return d


def g_sshd(rng, fk, ctx):
    d = Doc()
    host = _ascii_slug(fk.word())
    for _ in range(rng.randint(2, 4)):
        ip = make_ipv4(rng) if rng.random() < 0.75 else make_ipv6(rng)
        d.t("%s %2d %02d:%02d:%02d %s sshd[%d]: %s from " % (
            rng.choice(["Jan", "Feb", "Mar", "Oct", "Nov"]), rng.randint(1, 28), rng.randint(0, 23),
            rng.randint(0, 59), rng.randint(0, 59), host, rng.randint(1000, 65000),
            rng.choice(["Failed password for root", "Accepted publickey for deploy", "Invalid user admin",
                        "Connection closed by authenticating user git"])))
        d.p("IP_ADDRESS", ip).t(" port %d ssh2\n" % rng.randint(1024, 65535))
    return d


def g_nginx(rng, fk, ctx):
    d = Doc()
    for _ in range(rng.randint(2, 3)):
        d.p("IP_ADDRESS", make_ipv4(rng) if rng.random() < 0.7 else make_ipv6(rng))
        d.t(' - - [%02d/Mar/2024:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
            _ascii_slug(fk.word()), rng.choice([200, 301, 404, 500]), rng.randint(0, 999)))
    return d


def g_firewall(rng, fk, ctx):
    d = Doc()
    for _ in range(rng.randint(2, 3)):
        d.t("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=").p("IP_ADDRESS", make_ipv4(rng))
        d.t(" DST=").p("IP_ADDRESS", make_ipv4(rng, "private"))
        d.t(" PROTO=TCP SPT=%d DPT=%d\n" % (rng.randint(1024, 65535), rng.choice([22, 23, 80, 443, 3389])))
    return d


def g_dhcp(rng, fk, ctx):
    mac = ":".join("%02x" % rng.randint(0, 255) for _ in range(6))
    d = Doc().t("dhcpd: DHCPACK on ").p("IP_ADDRESS", make_ipv4(rng, "private"))
    d.t(" to %s (%s) via eth1\n" % (mac, _ascii_slug(fk.first_name())))
    d.t("dhcpd: DHCPREQUEST for ").p("IP_ADDRESS", make_ipv4(rng, "private")).t(" from %s via eth1\n" % mac)
    return d


def g_config(rng, fk, ctx):
    d = Doc().t("[server]\nlisten = ").p("IP_ADDRESS", make_ipv4(rng, rng.choice(["private", "loopback"])))
    d.t(":%d\nnetmask = " % rng.choice([8080, 5432, 6379])).p("IP_ADDRESS", make_ipv4(rng, "mask"))
    d.t("\nbind6 = [").p("IP_ADDRESS", make_ipv6(rng)).t("]:443\nadmin_email = ")
    d.p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t("\nallow = ")
    d.p("IP_ADDRESS", make_ipv4(rng, "doc")).t("/24\n")
    return d


def g_html(rng, fk, ctx):
    email = make_email(rng, fk, ctx["region"])
    phone = make_phone(rng, ctx["region"], style=rng.choice(["international", "national"]))
    d = Doc().t('<footer>\n  <p>%s</p>\n  <a href="mailto:' % fk.company())
    d.p("EMAIL_ADDRESS", email).t('">').p("EMAIL_ADDRESS", email).t('</a>\n  <a href="tel:')
    d.p("PHONE_NUMBER", re.sub(r"[^\d+]", "", phone) if phone.startswith("+") else phone).t('">')
    d.p("PHONE_NUMBER", phone).t("</a>\n</footer>")
    return d


def g_invoice(rng, fk, ctx):
    d = Doc().t("INVOICE %d-%04d\n%s\n%s\n\n" % (rng.randint(2020, 2025), rng.randint(1, 9999), fk.company(), _addr(fk, "\n")))
    d.t("Amount due: %d.%02d\nPlease transfer to\nIBAN: " % (rng.randint(10, 9999), rng.randint(0, 99)))
    d.p("IBAN_CODE", make_iban(rng, ctx["region"] if rng.random() < 0.5 else None))
    d.t("\nQuestions: ").p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t(" / ")
    add_phone(rng, d, ctx)
    return d


def g_bank_details(rng, fk, ctx):
    d = Doc().t("Bank details for %s\nBeneficiary: %s\n" % (fk.company(), fk.name()))
    d.t("Account (IBAN) ").p("IBAN_CODE", make_iban(rng, None)).t("\n")
    if rng.random() < 0.5:
        d.t("Second account: ").p("IBAN_CODE", make_iban(rng, ctx["region"])).t("\n")
    d.t("Reference: INV-%05d" % rng.randint(1, 99999))
    return d


def g_card_chat(rng, fk, ctx):
    brand, card = make_card(rng)
    d = Doc().t("Agent: Could you confirm the card you used?\nCustomer: sure it's my %s " % brand)
    d.p("CREDIT_CARD", card).t(" exp %02d/%02d\nAgent: thank you, one moment.\n" % (rng.randint(1, 12), rng.randint(25, 31)))
    return d


def g_card_form(rng, fk, ctx):
    brand, card = make_card(rng)
    d = Doc().t("Payment method\nCardholder: %s\nCard number: " % fk.name()).p("CREDIT_CARD", card)
    d.t("\nExpiry: %02d/%02d   CVC: ***\nBilling email: " % (rng.randint(1, 12), rng.randint(25, 31)))
    d.p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"]))
    return d


def g_prose_phone(rng, fk, ctx):
    d = Doc().t("%s If you have questions you can reach %s at " % (fk.sentence(nb_words=8), fk.first_name()))
    add_phone(rng, d, ctx, ext=False)
    d.t(" or, after hours, at ")
    add_phone(rng, d, ctx, ext=False)
    d.t(". %s" % fk.sentence(nb_words=6))
    return d


def g_unlabelled(rng, fk, ctx):
    d = Doc().t("%s\n%s\n" % (fk.company(), _addr(fk, "\n")))
    add_phone(rng, d, ctx, ext=False)
    d.t("\n")
    if rng.random() < 0.5:
        add_phone(rng, d, ctx, ext=False)
        d.t("\n")
    return d


def g_tollfree(rng, fk, ctx):
    d = Doc().t(rng.choice(["Free hotline: ", "Toll-free: ", "Línea gratuita: ", "Numéro vert : ", "Kostenlos: "]))
    add_phone(rng, d, ctx, ext=False)
    d.t(" (%s)\nMobile: " % rng.choice(["24/7", "Mon–Fri 8–20", "weekdays"]))
    add_phone(rng, d, ctx, ext=False)
    return d


def g_fax(rng, fk, ctx):
    lang = _lang(ctx["locale"])
    d = Doc().t("%s " % _phone_label(rng, ctx["locale"]))
    add_phone(rng, d, ctx)
    d.t("\n%s " % FAX_LABELS.get(lang, "Fax:"))
    add_phone(rng, d, ctx, ext=False)
    d.t("\n")
    return d


def g_extension(rng, fk, ctx):
    s = make_phone(rng, ctx["region"], style=rng.choice(["international", "national"]))
    d = Doc().t("Switchboard: ")
    if rng.random() < 0.5:
        d.p("PHONE_NUMBER", "%s %s %d" % (s, rng.choice(EXT_IN), rng.randint(10, 999)))
    else:
        d.p("PHONE_NUMBER", s).t(", %s %d" % (rng.choice(EXT_OUT), rng.randint(10, 999)))
    d.t("\nAsk for %s." % fk.name())
    return d


def g_wrapped(rng, fk, ctx):
    s = make_phone(rng, ctx["region"], style=rng.choice(["international", "00", "national"]))
    parts = s.rsplit(" ", 1)
    if len(parts) == 2:
        s = parts[0] + "\n" + parts[1]
    d = Doc().t("For bookings please ring our reception on the number ")
    d.p("PHONE_NUMBER", s).t(" before noon.")
    return d


def g_brackets(rng, fk, ctx):
    d = Doc().t("%s (" % fk.name())
    add_phone(rng, d, ctx, ext=False)
    d.t(") will coordinate; backup contact [")
    d.p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t("].")
    return d


def g_list(rng, fk, ctx):
    sep = rng.choice([" / ", "; ", " or ", ", "])
    d = Doc().t("%s " % _phone_label(rng, ctx["locale"]))
    for i in range(rng.randint(2, 3)):
        if i:
            d.t(sep)
        add_phone(rng, d, ctx, ext=False)
    return d


def g_whatsapp(rng, fk, ctx):
    s = make_phone(rng, ctx["region"], want_valid=True, style="international")
    d = Doc().t("Order via WhatsApp ").p("PHONE_NUMBER", s).t(" — we reply within the hour. ")
    d.t("%s" % fk.catch_phrase())
    return d


def g_ip_prose(rng, fk, ctx):
    d = Doc().t("The printer moved to ").p("IP_ADDRESS", make_ipv4(rng, "private"))
    d.t("; the old one at ").p("IP_ADDRESS", make_ipv4(rng, "private"))
    d.t(" is retired. IPv6 clients use ").p("IP_ADDRESS", make_ipv6(rng)).t(" instead.")
    return d


def g_ipv6_url(rng, fk, ctx):
    d = Doc().t("Dashboard: http://[").p("IP_ADDRESS", make_ipv6(rng)).t("]:%d/status\n" % rng.choice([8080, 3000, 9090]))
    d.t("Loopback check: curl http://").p("IP_ADDRESS", "127.0.0.1").t(":%d/health\n" % rng.choice([8000, 5000]))
    d.t("Zone: ping ").p("IP_ADDRESS", "fe80::%x:%x" % (rng.randint(1, 0xFFFF), rng.randint(1, 0xFFFF))).t("%eth0\n")
    return d


def g_mailto(rng, fk, ctx):
    e1, e2 = make_email(rng, fk, ctx["region"]), make_email(rng, fk, ctx["region"])
    d = Doc().t("Write to <").p("EMAIL_ADDRESS", e1).t("> or use mailto:").p("EMAIL_ADDRESS", e2)
    d.t(" — %s" % fk.sentence(nb_words=5))
    return d


def g_sms(rng, fk, ctx):
    d = Doc().t("%s: your parcel is out for delivery. Courier: " % fk.company())
    add_phone(rng, d, ctx, ext=False)
    d.t(". Reply STOP to opt out.")
    return d


def g_directory(rng, fk, ctx):
    d = Doc()
    for _ in range(rng.randint(2, 4)):
        d.t("%-22s " % fk.name()[:22])
        add_phone(rng, d, ctx, ext=False)
        d.t("  ")
        d.p("EMAIL_ADDRESS", make_email(rng, fk, ctx["region"])).t("\n")
    return d


def g_mixed_support(rng, fk, ctx):
    brand, card = make_card(rng)
    d = Doc().t("Ticket #%d\nCustomer %s called from " % (rng.randint(10000, 99999), fk.name()))
    add_phone(rng, d, ctx, ext=False)
    d.t(", logged in from ").p("IP_ADDRESS", make_ipv4(rng, "public"))
    d.t(", disputes charge on card ").p("CREDIT_CARD", card).t(".\n")
    return d


def g_tsv_payments(rng, fk, ctx):
    d = Doc().t("payer\tiban\tamount\n")
    for _ in range(rng.randint(2, 3)):
        d.t(fk.name() + "\t").p("IBAN_CODE", make_iban(rng, None)).t("\t%d.%02d\n" % (rng.randint(1, 999), rng.randint(0, 99)))
    return d


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified,
    "forum": g_forum, "chat": g_chat, "csv": g_csv, "json": g_json, "yaml": g_yaml,
    "sshd-log": g_sshd, "nginx-log": g_nginx, "firewall-log": g_firewall, "dhcp-log": g_dhcp,
    "config": g_config, "html-footer": g_html, "invoice": g_invoice, "bank-details": g_bank_details,
    "card-chat": g_card_chat, "card-form": g_card_form, "prose-phone": g_prose_phone,
    "unlabelled": g_unlabelled, "tollfree-mobile": g_tollfree, "fax": g_fax,
    "extension": g_extension, "wrapped": g_wrapped, "brackets": g_brackets, "phone-list": g_list,
    "whatsapp": g_whatsapp, "ip-prose": g_ip_prose, "ipv6-url": g_ipv6_url, "mailto": g_mailto,
    "sms": g_sms, "directory": g_directory, "support-ticket": g_mixed_support,
    "tsv-payments": g_tsv_payments,
}


# ---------------------------------------------------------------- PII-free genres

def f_versions(rng, fk, ctx):
    return ("Release notes\nVersion %d.%d.%d.%d — build 10.0.19045.%d\nlibfoo (>= %d.%d.%d)\n__version__ = '%d.%d.%d.%d'\n" % (
        rng.randint(1, 12), rng.randint(0, 9), rng.randint(0, 99), rng.randint(1000, 9999), rng.randint(1000, 4999),
        rng.randint(0, 3), rng.randint(0, 99), rng.randint(0, 9),
        rng.randint(1, 5), rng.randint(0, 9), rng.randint(0, 9), rng.randint(300, 9999)))


def f_sections(rng, fk, ctx):
    return "See section %d.%d.%d.%d.%d and §%d.%d; chapter %d.%d.%d covers %s." % (
        rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 30),
        rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9), fk.word())


def f_oids(rng, fk, ctx):
    return "OID 1.3.6.1.4.1.%d.%d.%d (%s)\nOID 2.5.4.%d.0\nsysObjectID: 1.3.6.1.2.1.%d.%d" % (
        rng.randint(1000, 60000), rng.randint(1, 20), rng.randint(1, 9), fk.word(), rng.randint(3, 45),
        rng.randint(1, 60), rng.randint(1, 9))


def f_dates(rng, fk, ctx):
    # Faker's dates read the clock and the machine's TZ; draw them from rng instead
    def day(pattern):
        lo = datetime.date(1970, 1, 1).toordinal()
        return datetime.date.fromordinal(rng.randint(lo, lo + 60 * 365)).strftime(pattern)
    return "Date: %s\nUpdated on %s at %02d:%02d\nDeadline: %s" % (
        day("%Y-%m-%d"), day("%d.%m.%Y"), rng.randint(0, 23), rng.randint(0, 59), day("%d/%m/%Y"))


def f_prices(rng, fk, ctx):
    return "Price: %d.%02d\nTotal: %d,%02d €\nAmount: $%d,%03d.%02d incl. VAT" % (
        rng.randint(1, 999), rng.randint(0, 99), rng.randint(1, 9999), rng.randint(0, 99),
        rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99))


def f_isbn(rng, fk, ctx):
    return "ISBN 978-%d-%04d-%04d-%d\nISBN-10: %d-%03d-%05d-X" % (
        rng.randint(0, 9), rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(0, 9),
        rng.randint(0, 9), rng.randint(0, 999), rng.randint(0, 99999))


def f_imei(rng, fk, ctx):
    tac = rng.choice(["86", "01", "99"]) + "".join(rng.choice(string.digits) for _ in range(6))
    body = tac + "".join(rng.choice(string.digits) for _ in range(6))
    return "IMEI: %s\nIMEI 2: %s %s" % (_luhn_complete(rng, body, 15), tac[:2], tac[2:])


def f_orders(rng, fk, ctx):
    return "Order: %03d %04d %04d\nTracking number: 1Z%s\nTicket #%d-%d\nAWB %d-%d" % (
        rng.randint(0, 999), rng.randint(0, 9999), rng.randint(0, 9999),
        "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(16)),
        rng.randint(1000, 9999), rng.randint(100000, 999999), rng.randint(100, 999), rng.randint(10000000, 99999999))


def f_coords(rng, fk, ctx):
    return "Coordinates: lat %s, lon %s\nGPS %s %s" % (fk.latitude(), fk.longitude(), fk.latitude(), fk.longitude())


def f_hashes(rng, fk, ctx):
    h = "".join(rng.choice("0123456789abcdef") for _ in range(64))
    return "sha256: %s\ncommit %s\nmd5 %s" % (h, h[:40], h[:32])


def f_mac(rng, fk, ctx):
    macs = [":".join("%02X" % rng.randint(0, 255) for _ in range(6)) for _ in range(3)]
    return "MAC address table\n" + "\n".join("%s  port %d  vlan %d" % (m, rng.randint(1, 48), rng.randint(1, 400)) for m in macs)


def f_taxids(rng, fk, ctx):
    return "Tax ID: %02d-%07d\nVAT: %s%09d\nCompany reg. no. %08d" % (
        rng.randint(10, 99), rng.randint(0, 9999999), ctx["region"], rng.randint(0, 999999999), rng.randint(0, 99999999))


def f_postcodes(rng, fk, ctx):
    return "Ship to: %s\n%s\nPostcode %s" % (fk.name(), _addr(fk, "\n"), fk.postcode())


def f_otp(rng, fk, ctx):
    return "Your one-time code is %06d. It expires in %d minutes. Never share this code." % (
        rng.randint(0, 999999), rng.choice([5, 10, 15]))


def f_parts(rng, fk, ctx):
    return "Part no. %d-%04d-%02d\nSKU %s-%05d\nBatch %d/%d" % (
        rng.randint(100, 999), rng.randint(0, 9999), rng.randint(0, 99), fk.word().upper()[:4],
        rng.randint(0, 99999), rng.randint(1, 99), rng.randint(2019, 2025))


def f_population(rng, fk, ctx):
    return "%s — Population: %s (%d census), area %d km²" % (
        _city(fk), "{:,}".format(rng.randint(10000, 9999999)).replace(",", rng.choice([",", ".", " "])),
        rng.randint(2000, 2023), rng.randint(10, 9999))


def f_scores(rng, fk, ctx):
    return "Final score %d–%d; season record %d-%d-%d; attendance %d,%03d" % (
        rng.randint(0, 5), rng.randint(0, 5), rng.randint(0, 30), rng.randint(0, 30), rng.randint(0, 30),
        rng.randint(1, 90), rng.randint(0, 999))


def f_measurements(rng, fk, ctx):
    rows = "\n".join("%d\t%.2f\t%.3f\t%d" % (i, rng.uniform(0, 100), rng.uniform(0, 10), rng.randint(100, 9999)) for i in range(1, 6))
    return "run\ttemperature\tvoltage\trpm\n" + rows


def f_sortcode(rng, fk, ctx):
    return "Sort code %02d-%02d-%02d (branch only, no account given)\nBIC %s%s22" % (
        rng.randint(0, 99), rng.randint(0, 99), rng.randint(0, 99), fk.word().upper()[:4].ljust(4, "X"), ctx["region"])


def f_masked(rng, fk, ctx):
    return "Card ending **** %04d was charged. Visa •••• %04d expires %02d/%02d." % (
        rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(1, 12), rng.randint(25, 31))


def f_labelled_lookalike(rng, fk, ctx):
    return "Order: %03d %04d %04d\nInvoice no. %04d/%06d\nReference %d-%d-%d" % (
        rng.randint(10, 99), rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(2019, 2025),
        rng.randint(0, 999999), rng.randint(100, 999), rng.randint(100, 999), rng.randint(1000, 9999))


def f_code(rng, fk, ctx):
    return "for i in range(len(xs))[::-1]:\n    ys = xs[::step]\nstd::vector<int> v; std::sort(v.begin(), v.end());\n"


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates,
    "prices": f_prices, "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "coordinates": f_coords,
    "hashes": f_hashes, "mac": f_mac, "tax-ids": f_taxids, "postcodes": f_postcodes, "otp": f_otp,
    "parts": f_parts, "population": f_population, "scores": f_scores, "measurements": f_measurements,
    "sort-code": f_sortcode, "masked-card": f_masked, "labelled-lookalike": f_labelled_lookalike,
    "code": f_code,
}


# ---------------------------------------------------------------- real snippets

def _standalone(text, a, b, entity):
    """An occurrence is a span unless it is glued to a longer token."""
    before = text[a - 1] if a else ""
    after = text[b] if b < len(text) else ""
    if before.isalnum() or after.isalnum():
        return False
    if entity == "PHONE_NUMBER" and before == "+":
        return False
    if entity == "EMAIL_ADDRESS" and (before in "._%+-" or after in "_%+-@"):
        return False
    if entity == "IP_ADDRESS" and (before == "." or (after == "." and text[b + 1:b + 2].isdigit())):
        return False
    return True


def real_records():
    """Real windows: every stand-alone occurrence of a labelled string is a span."""
    out = []
    for source, locale, text, labels in REAL_SNIPPETS:
        spans = []
        for entity, s in labels:
            assert entity in ENTITIES and s in text, (source, entity, s)
            spans += [(entity, m.start(), m.end()) for m in re.finditer(re.escape(s), text)
                      if _standalone(text, m.start(), m.end(), entity)]
        spans = _resolve(spans)
        assert bool(spans) == bool(labels), source
        repo = source.split("@")[0]
        out.append(dict(template="b15r-" + repo.replace("/", "__"), locale=locale if spans else "",
                        text=text, spans=[{"entity": e, "start": a, "end": b} for e, a, b in spans]))
    return out


def _resolve(spans):
    """Sort and drop spans contained in a longer one."""
    spans = sorted(set(spans), key=lambda s: (s[1], -(s[2] - s[1])))
    out = []
    for s in spans:
        if out and s[1] < out[-1][2]:
            assert s[2] <= out[-1][2], ("overlap", s, out[-1])
            continue
        out.append(s)
    return out


# ---------------------------------------------------------------- assembly

def build(rng):
    import faker
    fakers = {}
    for loc in LOCALES:
        fk = faker.Faker(loc)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[loc] = fk
    records = []
    pii_names = sorted(PII_GENRES)
    for i in range(N_PII):
        loc = LOCALES[i % len(LOCALES)] if i < len(LOCALES) else rng.choice(LOCALES)
        genre = pii_names[i % len(pii_names)] if i < 3 * len(pii_names) else rng.choice(pii_names)
        ctx = {"locale": loc, "region": _region(loc)}
        for _ in range(50):
            text, spans = PII_GENRES[genre](rng, fakers[loc], ctx).build()
            if not lookalike_problems(text, spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text for %s" % (genre, loc))
        records.append(dict(template="b15-" + genre, locale=loc, text=text,
                            spans=_with_valid(text, spans, ctx["region"])))
    free_names = sorted(FREE_GENRES)
    for i in range(N_FREE):
        loc = rng.choice(LOCALES)
        genre = free_names[i % len(free_names)]
        ctx = {"locale": loc, "region": _region(loc)}
        for _ in range(50):
            text = FREE_GENRES[genre](rng, fakers[loc], ctx)
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean %s text" % genre)
        records.append(dict(template="b15f-" + genre, locale="", text=text, spans=[]))
    for r in real_records():
        region = r["locale"].split("_")[1] if r["locale"] else ""
        for s in r["spans"]:
            if s["entity"] == "PHONE_NUMBER":
                s["valid"] = phone_valid(r["text"][s["start"]:s["end"]], region)
        records.append(r)
    rng.shuffle(records)
    for i, r in enumerate(records):
        r["id"] = "blind15-%05d" % i
    return records


def _with_valid(text, spans, region):
    out = []
    for ent, a, b in sorted(spans, key=lambda s: s[1]):
        d = {"entity": ent, "start": a, "end": b}
        if ent == "PHONE_NUMBER":
            d["valid"] = phone_valid(text[a:b], region)
        out.append(d)
    for x, y in zip(out, out[1:]):
        assert x["end"] <= y["start"], "overlapping spans"
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = ap.parse_args(argv)
    try:
        import faker
    except ImportError:
        sys.exit("Faker %s is needed to build pii_blind15 (pip install faker==%s)" % (FAKER_VERSION, FAKER_VERSION))
    if faker.VERSION != FAKER_VERSION:
        sys.exit("pii_blind15 needs Faker %s exactly, found %s: the set would not be reproducible"
                 % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("%s exists; pass --force to overwrite it" % args.out)
    records = build(random.Random(SEED))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))



# BEGIN REAL_SNIPPETS
REAL_SNIPPETS = [
    ('AntonBos/CCI@d1308731bf8a:app/views/frontend/contact.blade.php', 'en_ZA',
     '                                            <td>\n                                                <p>Telephone</p>\n                                            </td>\n                                            <td>\n                                                <p>+27 (21) 531 0850</p>\n                                            </td>\n                                            <td>\n                                                <p>+27 (11) 664 6055</p>\n                                            </td>',
     [('PHONE_NUMBER', '+27 (21) 531 0850'), ('PHONE_NUMBER', '+27 (11) 664 6055')]),
    ('AntonBos/CCI@d1308731bf8a:app/views/frontend/contact.blade.php', 'en_ZA',
     '                                            <td>\n                                                <p>Fax</p>\n                                            </td>\n                                            <td>\n                                                <p>+27 (21) 531 0851</p>\n                                            </td>\n                                            <td>\n                                                <p>+27 (11) 664 6194</p>\n                                            </td>',
     [('PHONE_NUMBER', '+27 (21) 531 0851'), ('PHONE_NUMBER', '+27 (11) 664 6194')]),
    ('AntonBos/CCI@d1308731bf8a:app/views/layout/frontend.blade.php', 'en_ZA',
     '                                    \n                                    <div class="office-wrap">\n                                        <p class="detail-head">Cape Town Head Office</p>\n                                        <ul class="details">\n                                            <li><strong>Tel: </strong>+27 (0) 21 531 0850</li>\n                                            <li><strong>Fax: </strong>+27 (0) 21 531 0851</li>\n                                            <li><strong>Email: </strong><a href="mailto:contact@cci.co.za?Subject=CCI Website Enquiry">contact@cci.co.za</a></li>\n                                        </ul>\n                                        <p class="copyright">Unit A3O Pinelands Business Park, Avonduur Road, Pinelands, 7405, CAPE TOWN</p>',
     [('PHONE_NUMBER', '+27 (0) 21 531 0850'), ('PHONE_NUMBER', '+27 (0) 21 531 0851'), ('EMAIL_ADDRESS', 'contact@cci.co.za')]),
    ('ElvizB/barrigafong@324f1ee7baec:plantillas/footer.php', 'es_PE',
     '        <div class="grid-footer">\n            <div class="footer-datos">\n                <div class="grid-info-footer">\n                    <img src="<?php echo RUTA_IMG?>footer/tel.png" draggable="false" class="img-fluid" />\n                    <p>949-703-230</p>\n                </div>\n                <div class="grid-info-footer">\n                    <img src="<?php echo RUTA_IMG?>footer/correo.png" draggable="false" class="img-fluid" />\n                    <p>hengui_fong@hotmail.com</p>',
     [('PHONE_NUMBER', '949-703-230'), ('EMAIL_ADDRESS', 'hengui_fong@hotmail.com')]),
    ('ElvizB/barrigafong@324f1ee7baec:vistas/contacto.php', 'es_PE',
     '                                <p><b>Ica</b>: Clínica Regional</p>\n                                <p><b>Nasca:</b> Clínica Napoleón</p>\n                            </div>\n                            <div class="content-info-telephone">\n                                <p>949-703-230 </p>\n                                <p>hengui_fong@hotmail.com</p>\n                            </div>\n                        </div>\n                    </div>',
     [('PHONE_NUMBER', '949-703-230'), ('EMAIL_ADDRESS', 'hengui_fong@hotmail.com')]),
    ('murraygreig78/skapari@7fb478382946:sourcefiles/contact.php', 'en_ZA',
     '\n                    <div class="row">\n                        <div class="col-md-6">\n                            <p>Riejean Joubert<br>\n                                +27 (0)71 917 6511<br>\n                                riejean@skapari.co.za</p>\n                        </div>\n                        <div class="col-md-6 text-right">\n                            <p>Jacqualin Greig<br> +27 (0)83 326 6078<br> jacky@skapari.co.za</p>',
     [('PHONE_NUMBER', '+27 (0)71 917 6511'), ('PHONE_NUMBER', '+27 (0)83 326 6078'), ('EMAIL_ADDRESS', 'riejean@skapari.co.za'), ('EMAIL_ADDRESS', 'jacky@skapari.co.za')]),
    ('murraygreig78/skapari@7fb478382946:sourcefiles/assets/images/demo.php', 'en_ZA',
     '<footer style="text-align: center;">\n    <div style="margin: 30px;"><img src="skapari-rune.svg" height="150px"></div>\n    <div  class="footer-contact">\n        <h4>Jacqualin\tGreig\u2029</h4>\n        <p>jacky@skapari.co.za\u2029</p>\n        <p>083 326 6078\u2029\u2029</p>\n    </div>\n    <div class="footer-contact">\n        <h4>Riejean\tJoubert\u2029</h4>',
     [('PHONE_NUMBER', '083 326 6078'), ('EMAIL_ADDRESS', 'jacky@skapari.co.za')]),
    ('thiagomelop/clinica-pediatrica@18972351798f:README.md', 'pt_BR',
     'Consultas de Rotina: Exames médicos abrangentes para monitorar o desenvolvimento e a saúde geral da criança.\nVacinação: Administração de vacinas recomendadas para proteger as crianças contra doenças infecciosas.\nTratamento Especializado: Assistência médica especializada para condições pediátricas específicas.\nComo Marcar uma Consulta\nPara marcar uma consulta, entre em contato conosco pelo telefone (11) 96600-9888 (WhatsApp).\n\nLocalização\n\nNossa clínica está localizada em [Rua Formosa n°55 - Rudge Ramos - SBC/SP], proporcionando fácil acesso e conveniência para nossos pacientes e suas famílias.',
     [('PHONE_NUMBER', '(11) 96600-9888')]),
    ('thiagomelop/clinica-pediatrica@18972351798f:README.md', 'pt_BR',
     '\nSe você gostaria de contribuir para melhorar nossa landing page ou tem sugestões para novos recursos, sinta-se à vontade para abrir uma issue ou enviar um pull request.\n\nContato\nTelefone: (11) 982986766\n\n\nLicença\nEste projeto é licenciado sob a Licença MIT.',
     [('PHONE_NUMBER', '(11) 982986766')]),
    ('Gabriel-Ribeiro-Hub/acimoniliarias@86cbd1bc978a:contato.php', 'pt_BR',
     '          <i class="fa fa-street-view"></i>\n        </div>\n\n        <div class="div-flex-contato">\n          <p><strong class="laranja">Telefone:</strong> (11) 99183-4114</p>\n          <i class="fa fa-phone"></i>\n        </div>\n\n        <div class="div-flex-contato">',
     [('PHONE_NUMBER', '(11) 99183-4114')]),
    ('Driven-Soft/HC-Auxilia-React@49c325c231d4:src/routes/Contato/Contato.tsx', 'pt_BR',
     '          <InfoText>\n            <h1 className="text-3xl font-bold">Telefone:</h1>\n          </InfoText> \n\n          <InfoText>\n            <p>(0xx11) 2661-0000</p>\n          </InfoText> \n        </InfoDiv>\n      </section>\n      <VoltarButton />\n    </Wrapper>',
     [('PHONE_NUMBER', '(0xx11) 2661-0000')]),
    ('juliTorossian/Kpaci-Thor@946705c2dd0f:view/contacto.php', 'es_AR',
     '                        <ul>\n                            <li><i class="bi bi-geo-fill icon-header"     ></i>  Av. Corrientes 2037, CABA, Buenos Aires</li>\n                            <br>\n                            <li><b style="color: #25d366;">Whatsapp (<span style="text-decoration: underline">NO</span> llamadas):</b><br></li>\n                            <li>Ventas/Consultas Generales: <a href="tel:+542944900241" style="color: #29a19c"><i class="bi bi-whatsapp" style="color: #29a19c"></i></i>(+54) 294-4900241</a></li>\n                            <br>\n                            <li><i class="bi bi-clock"></i> Horario de Atención:<br></li>\n                            <li><strong>09:00 a 12:30 y de 13:30 a 16hs</strong></li>\n                        </ul>',
     [('PHONE_NUMBER', '+542944900241'), ('PHONE_NUMBER', '(+54) 294-4900241')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/templates/aside-mole.php', 'es_AR',
     '                    </h2>\n                    <address>\n                        Dirección: Moreno 353<br>\n                        www.aguasdelsurhotel.com.ar<br>\n                        Tel. 0294 - 4422995 / 4424329\n                    </address>\n                </li>\n\n                <li>',
     [('PHONE_NUMBER', '0294 - 4422995'), ('PHONE_NUMBER', '4424329')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/templates/aside-mole.php', 'es_AR',
     '                    </h2>\n                    <address>\n                        Dirección: Moreno 365<br>\n                        www.monteclarohotel.com.ar<br>\n                        Tel. 0294 - 4422995 / 4424329\n                    </address>\n                </li>\n\n                <li>',
     [('PHONE_NUMBER', '0294 - 4422995'), ('PHONE_NUMBER', '4424329')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/templates/section-contacto.php', 'es_AR',
     '                        </h1>\n                        <address>\n                            Gral. Urquiza 64 - C.P. 1641\n                            Acassuso | BS. AS. - Argentina<br>\n                            +54 11.3962.7656<br>\n                            Lun/Vie: 10 a 18hrs\n                        </address>\n                        \n                        <div class="form-wrapper">',
     [('PHONE_NUMBER', '+54 11.3962.7656')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/templates/section-contacto.php', 'es_AR',
     '                    </h1>\n                    <address>\n                        Calle 50 Nro. 740 1/2 - CP 1900<br>\n                        Pcia. de Buenos Aires<br>\n                        +54 11.3962.7656<br>\n                        laplata@baxtter.com.ar<br>\n                        Lun/Vie: 10 a 18hrs\n                    </address>\n                </li>',
     [('PHONE_NUMBER', '+54 11.3962.7656'), ('EMAIL_ADDRESS', 'laplata@baxtter.com.ar')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/templates/section-contacto.php', 'es_AR',
     '                    </h1>\n                    <address>\n                        Av Corrientes 617 Piso 2<br>\n                        CP 1043 - C.A.B.A.<br>\n                        +54 11.3962.7656<br>\n                        bsas@baxtter.com.ar<br>\n                        Lun/Vie: 10 a 18hrs\n                    </address>\n                </li>',
     [('PHONE_NUMBER', '+54 11.3962.7656'), ('EMAIL_ADDRESS', 'bsas@baxtter.com.ar')]),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/inc/config.php', 'es_AR',
     "define('SCREENSHOT', MAINSURL . '/assets/images/popupdefault.jpg' );\ndefine( 'HABILITACIONES', 'Baxtter viajes E.V. y T 7476 Disp. 109 - Todos los derechos reservados. - Web site 2017' );\ndefine('INSTAGRAM', 'somosbaxtter');//nombre usuario\n//LINKS:\ndefine( 'EMAILFORMULARIO', 'info@baxtter.com.ar' );\ndefine( 'EMAILREUNION', 'redes@baxtter.com.ar' );\ndefine( 'LINK_EMAIL', 'info@baxtter.com.ar' );\ndefine( 'WHATSAPPTEXT', '+54.911.7287.8008');\ndefine( 'WHATSAPP', '541172878008');",
     [('PHONE_NUMBER', '+54.911.7287.8008'), ('PHONE_NUMBER', '541172878008'), ('EMAIL_ADDRESS', 'info@baxtter.com.ar'), ('EMAIL_ADDRESS', 'redes@baxtter.com.ar')]),
    ('abisoyeola/wecma@e9924f52d647:ofiles/header.php', 'en_NG',
     '\t<div class="top-hd">\n\t\t<div class="container">\n\t<header class="row top-menu-top">\n\t\t<div class="accounts col-md-9 col-6">\n\t\t\t\t<li class="top_li"><span class="fa fa-phone"></span><a href="tel:+234 704 443 3346">+234 704 443 3346</a> </li>\n\t\t\t\t<li class="top_li1"><span class="fa fa-envelope-o"></span> <a href="mailto:info@wecta.com" class="mail"> info@wecta.com</a>\t</li>\n\t\t</div>\n\t\t<div class="social-top col-md-3 col-6">\n    <!-- https://paystack.com/pay/16wux9wr8z -->',
     [('PHONE_NUMBER', '+234 704 443 3346'), ('EMAIL_ADDRESS', 'info@wecta.com')]),
    ('abisoyeola/wecma@e9924f52d647:letter.php', 'en_NG',
     '<hr width=\'100%\'>\n<p style="text-align: center">\n    \n    Whispering palms, iworo-Ajido Epeme road, off Aradagun, Badagry Lagos. <br>\n    Website:https://www.wecta.ng &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Email:admission@wecta.ng<br>\n    Telephone:+2347044433346\n<br>\n<a href="" onclick="window.print()">Print Now</a> \n</p>',
     [('PHONE_NUMBER', '+2347044433346'), ('EMAIL_ADDRESS', 'admission@wecta.ng')]),
    ('Onome-Owah/Welcome-to-Lagos@09305e6094a7:src/Contact.js', 'en_NG',
     '            Obafemi Awolowo way,\n\n            Ikeja,\n\n            Lagos State,\n\n            Nigeria.\n\n            Email:info@lagosstate.gov.ng\n            </p>\n            <div>\n            Tel: 08102553775\n\n            Twitter: @lasgmoe\n\n            Instagram: @lagosmoe\n            </div>',
     [('PHONE_NUMBER', '08102553775'), ('EMAIL_ADDRESS', 'info@lagosstate.gov.ng')]),
    ('web-developer77/acn-laravel@fbd67eed0afa:resources/views/layouts/contact-us.blade.php', 'en_US',
     '        </div>\n      </div>\n      <p class="p-2">ACN Register welcomes your comments regarding this Statement of Privacy. If you believe that\n        ACN Register has\n        not adhered to this Statement, please contact ACN Register at <a>admin@acnregister.com.au</a>\n        We will use commercially reasonable efforts to promptly determine and remedy the problem.</p>\n      <div class="row">\n        <!-- Start contact icon column -->\n        <div class="col-md-4 col-sm-4 col-xs-12">',
     [('EMAIL_ADDRESS', 'admin@acnregister.com.au')]),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:about/contact.md', 'en_AU',
     '---\n\n<div class="row">\n\t<div class="col-xs-24 col-sm-8">\n\t\t<h4>Sydney</h4>\n\t\t<p><a href="tel:+61 2 9550 5001">02 9550 5001</a></p>\n\t</div>\n\t<div class="col-xs-24 col-sm-8">\n\t\t<h4>Melbourne</h4>\n\t\t<p><a href="tel:+61 3 9999 1033">03 9999 1033</a></p>\n\t</div>',
     [('PHONE_NUMBER', '+61 2 9550 5001'), ('PHONE_NUMBER', '02 9550 5001'), ('PHONE_NUMBER', '+61 3 9999 1033'), ('PHONE_NUMBER', '03 9999 1033')]),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/merchantNumber.md', 'en_AU',
     '* National Australia Bank\n* St George\n* Westpac Australia\n\nOnce we have received your details we will be able to set you up as an Internet Merchant in our system and you will be able to process credit cards directly into your bank account. If you have any further questions regarding this, you may also phone ish on 02 9550 5001 or email sales@ish.com.au.\n\nYou will need to supply ISH with the following details depending on which bank you go with: \n\n## ANZ ',
     [('PHONE_NUMBER', '02 9550 5001'), ('EMAIL_ADDRESS', 'sales@ish.com.au')]),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/merchantNumber.md', 'en_AU',
     'This is usually the town or city of your business.\n\n* Merchant Category Code (MCC): Your bank will assign you with a merchant category code based on your business type (4 digits) \n\nNew Merchants Ph 1300 366 988\nExisting Merchants Ph 1800 039 025\n\n## Westpac\n',
     [('PHONE_NUMBER', '1300 366 988'), ('PHONE_NUMBER', '1800 039 025')]),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/merchantNumber.md', 'en_AU',
     'This is usually the town or city of your business.\n\n* Merchant Category Code (MCC): Your bank will assign you with a merchant category code based on your business type (4 digits) \n\nPh 1300 660 953\n\n## CBA\n\nWhen requesting these details initially with the bank, you can tell them that you "require a Commlink Facility that will connect to a third party payment gateway called Payment Express (by Direct Payment Solutions)." Below are the details they should give you at the end of the process which you will need to pass onto ish:',
     [('PHONE_NUMBER', '1300 660 953')]),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/merchantNumber.md', 'en_AU',
     'This is usually the town or city of your business.\n\n* Merchant Category Code (MCC): Your bank will assign you with a merchant category code based on your business type (4 digits) \n\nNew Merchants Ph 1800 730 554\nExisting Merchants Ph 1800 230 177\n\n## BankWest (FirstData)\n',
     [('PHONE_NUMBER', '1800 730 554'), ('PHONE_NUMBER', '1800 230 177')]),
    ('monisima/comercios_multicaja@da57d91d826e:html/footer.php', 'es_CL',
     '\t\t      \t<div class="linea-footer rig"></div>\n\t\t      </div>\n\t\t      <div class="col-md-4 col-sm-4 col-xs-12">\n\t\t      \t<div class=" direccion">\n\t\t\t      \t<p><span>Call Center <br>600 363 20 20</span></p>\n\n\t\t\t      \t<p><span>Horario de Atención</span>\n\t\t\t      \t<br>Lunes a Viernes 08:00 a 23.00 hrs.\n\t\t\t\t\t<br>Sábado, Domingo Y Festivos 09:00 a 23.00 hrs.</p>',
     [('PHONE_NUMBER', '600 363 20 20')]),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/footer.php', 'en_US',
     '<?php\n/**\n * Footer general\n *\n * @package\t\thbse\n * @author\t\tAgencia Digital Reactor <contacto@reactor.cl>\n * @version\t\t1.0.0\n */\n?>\n<!--</div>.fix--footer-->\n</div><!--.page-wrapper-->\n<div class="site-footer">\n    <div class="wrap">\n        <div class="column">',
     [('EMAIL_ADDRESS', 'contacto@reactor.cl')]),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/page-nosotros.php', 'en_US',
     '                    </div>\n                    <div class="team__text">\n                        <h3 class="team__name">Carlos Fuentes Cáceres</h3>\n                        <p class="team__cargo">Gerente General</p>\n                        <a href="mailto:cfuentes@hbse.cl" class="team__mail">\n                            <span>\n                                <svg><use xlink:href="#shape-icon-mail" /></svg>\n                            </span>\n                            cfuentes@hbse.cl',
     [('EMAIL_ADDRESS', 'cfuentes@hbse.cl')]),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/page-nosotros.php', 'es_CL',
     '                                <svg><use xlink:href="#shape-icon-mail" /></svg>\n                            </span>\n                            cfuentes@hbse.cl\n                        </a>\n                        <a href="tel:+56224120711" class="team__phone">\n                            <span>\n                                <svg><use xlink:href="#shape-icon-cel" /></svg>\n                            </span>\n                            +56 2 2412 0711',
     [('PHONE_NUMBER', '+56224120711'), ('PHONE_NUMBER', '+56 2 2412 0711'), ('EMAIL_ADDRESS', 'cfuentes@hbse.cl')]),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/page-nosotros.php', 'en_US',
     '                    </div>\n                    <div class="team__text">\n                        <h3 class="team__name">Victor Maldonado</h3>\n                        <p class="team__cargo">Utility &amp; OEM</p>\n                        <a href="mailto:vmaldonado@hbse.cl" class="team__mail">\n                            <span>\n                                <svg><use xlink:href="#shape-icon-mail" /></svg>\n                            </span>\n                            vmaldonado@hbse.cl',
     [('EMAIL_ADDRESS', 'vmaldonado@hbse.cl')]),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/page-nosotros.php', 'es_CL',
     '                                <svg><use xlink:href="#shape-icon-mail" /></svg>\n                            </span>\n                            vmaldonado@hbse.cl\n                        </a>\n                        <a href="tel:+56224120835" class="team__phone">\n                            <span>\n                                <svg><use xlink:href="#shape-icon-cel" /></svg>\n                            </span>\n                            +56 2 2412 0835',
     [('PHONE_NUMBER', '+56224120835'), ('PHONE_NUMBER', '+56 2 2412 0835'), ('EMAIL_ADDRESS', 'vmaldonado@hbse.cl')]),
    ('LuisFOsG/Consulta-Medica@23b08d703f44:particiones/pie.php', 'es_CO',
     '                <ul class="live">\n                    Régimen Contributivo\n                    <li class="titulo">En Barrancabermeja <br> (1) 322 9045</li>\n                    <li class="titulo">Línea Gratuita Nacional <br>\n                    01 8000 634974 <br></li>\n                    Régimen Subsidiado\n                    <li class="titulo">Línea Gratuita Nacional <br>\n                    01 8000 983562 <br></li>\n                </ul>',
     [('PHONE_NUMBER', '(1) 322 9045'), ('PHONE_NUMBER', '01 8000 634974'), ('PHONE_NUMBER', '01 8000 983562')]),
    ('agenciawebbogota/Nuevo-sitio@059b8a755ad0:contacto.php', 'es_CO',
     '<head>\n    <meta charset="utf-8">\n    <meta http-equiv="X-UA-Compatible" content="IE=edge" />\n    <title>Contacto - Agencia Web Bogotá</title>\n    <meta name="description" content="Agencia Web Bogotá - Contáctenos 316 878 56 01 - 320 867 39 01 - info@agenciawebbogota.com">\n    <meta name="viewport" content="width=device-width, initial-scale=0.85">\n    <meta name="HandheldFriendly" content="True">\n    <meta name="MobileOptimized" content="320">\n    <link rel="icon" href="assets/images/favicon.png">',
     [('PHONE_NUMBER', '316 878 56 01'), ('PHONE_NUMBER', '320 867 39 01'), ('EMAIL_ADDRESS', 'info@agenciawebbogota.com')]),
    ('agenciawebbogota/Nuevo-sitio@059b8a755ad0:contacto.php', 'es_CO',
     '                        </div>\n                    </header>\n                    <ul>\n                        <li>Fijo: 789 20 93</li>\n                        <li>Celular: 316 878 56 01</li>\n                        <li>Celular: 320 867 39 01</li>\n                    </ul>\n                </div>\n            </div>',
     [('PHONE_NUMBER', '789 20 93'), ('PHONE_NUMBER', '316 878 56 01'), ('PHONE_NUMBER', '320 867 39 01')]),
    ('agenciawebbogota/Nuevo-sitio@059b8a755ad0:includes/footer.php', 'en_US',
     '                  <span class="additional-name"></span>\n                  <span class="family-name"></span>\n                </span>\n                 <div class="org">Agencia Web Bogotá</div>\n                 <a class="email" href="mailto:info@agenciawebbogota.com"><span itemprop="email">info@agenciawebbogota.com</span></a>\n                 <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress" class="adr">\n                  <div itemprop="streetAddress" class="street-address">Calle 2 # 91C-85</div>\n                  <span itemprop="addressLocality"><span class="locality">Bogotá</span>,\n                  <span class="region">Distrito Especial</span>,',
     [('EMAIL_ADDRESS', 'info@agenciawebbogota.com')]),
    ('Ivonnemtz96/creativa@71c7768d5fa9:modules/contacto.php', 'es_MX',
     '                                    </span>\n                                </div>\n                                <div class="contact-info-content">\n                                    <span>Llamadas</span>\n                                    <h4><a href="tel:+526241215088">624 121 5088</a></h4>\n                                </div>\n                            </div>\n                            <div class="contact-info">\n                                <div class="contact-info-icon">',
     [('PHONE_NUMBER', '+526241215088'), ('PHONE_NUMBER', '624 121 5088')]),
    ('VizoneCEO/Celamex@751462f2e5ed:front/contacto/body.php', 'es_MX',
     '                </div>\n                \n                <div class="text-info-cont">\n                    <span>\n                           +52 - 5519286793\n                    </span>\n                </div>\n                \n                 <div class="text-info-title">',
     [('PHONE_NUMBER', '+52 - 5519286793')]),
    ('PaulKish/rfbs@aba1c5f6eaa1:views/site/contact.php', 'en_KE',
     '\t\t\t        \t<h3>Eastern African Grain Council</h3>\n\t\t\t        \tPlot 958, Galukande Close <br>\n\t\t\t\t\t\tMunyenga (Opp. Kironde Close) <br>\n\t\t\t\t\t\tP.O Box 28435 Kampala, Uganda <br>\n\t\t\t\t\t\tTel: +256 393 112 854/ +256 414 501 903\n\t\t\t        \t</strong>\n\t\t\t        </address>\n\t\t\t    </div>\n\t\t\t    <div role="tabpanel" class="tab-pane" id="tanzania">',
     [('PHONE_NUMBER', '+256 393 112 854'), ('PHONE_NUMBER', '+256 414 501 903')]),
    ('ChrisOwuor/kaybbros@255153329d6d:src/Components/Footer/ItemContact.js', 'en_KE',
     '          <li className="text-sm">Utalii House 10th Floor room 1020</li>\n          <li className="text-sm">P.O. Box 7563-00300 </li>\n          <li className="text-sm">Nairobi-Kenya </li>\n\n          <li className="text-sm">Tell No:+254 722 612401</li>\n\n          <li className="text-sm">kaybroslimited@gmail.com</li>\n        </ol>\n      </div>',
     [('PHONE_NUMBER', '+254 722 612401'), ('EMAIL_ADDRESS', 'kaybroslimited@gmail.com')]),
    ('ChrisOwuor/kaybbros@255153329d6d:src/Components/Footer/Menus.js', 'en_KE',
     '\n\nexport const Icons = [\n  { name: "logo-facebook", link: "0713347175" },\n  { name: "logo-twitter", link: "google.com" },\n  { name: "logo-github", link: "#" },\n  { name: "logo-linkedin", link: "#" },\n  { name: "logo-instagram", link: "#" },\n];\n',
     [('PHONE_NUMBER', '0713347175')]),
    ('boabramah/boab-cms@3b66263a9d80:src/Invetico/MailerBundle/Resources/views/Template/contact_us.php', 'en_GH',
     '                    </div>\n                    <div class="ts-contact-infomation left ts-contact-sidebar1">\n                        <h4>Accra Office</h4>\n                        <p>Obedeben off Spintex Road</p>\n                        <span>Email</span>: <a href="mailto:info@ssbrothersltd.com">info@ssbrothersltd.com</a><br/>\n                        <span>Phone</span>: (+233) 244 586 120 / (+233) 268 400 941<br/>\n                    </div>\n                </div>\n            </div>',
     [('PHONE_NUMBER', '(+233) 244 586 120'), ('PHONE_NUMBER', '(+233) 268 400 941'), ('EMAIL_ADDRESS', 'info@ssbrothersltd.com')]),
    ('boabramah/boab-cms@3b66263a9d80:src/Invetico/MailerBundle/Resources/views/Template/home_contact_container.php', 'en_GH',
     '                    activities, we will respond to them as soon as possible.  We appreciate any form of communication \n                    from you.</p>  \n                </div>              \n                <div class="divider"></div>\n                <ul class="contactDetails"><a href="mailto:info@meridiancgh.com">info@meridiancgh.com</a></li>\n                    <li><i class="fa fa-phone-square"></i>+233 302 985 234, +233 543 545 847</li>\n                    <li><i class="fa fa-home"></i>P. O. Box KN 3275, Kaneshie, Accra</li>\n                </ul>\n                <?php echo $this->contactForm;?>',
     [('PHONE_NUMBER', '+233 302 985 234'), ('PHONE_NUMBER', '+233 543 545 847'), ('EMAIL_ADDRESS', 'info@meridiancgh.com')]),
    ('eeTiboah/test@71f9ab3e2f5d:src/components/Contact/Contact.js', 'en_GH',
     '                <p>\n                Head Office: 28th February Road\n                (near Independence Square)\n                Post Office Box M 194, Accra – Ghana\n                Email: info@aquafind.com.gh\n                website: www.aquafind.netlify.app\n               AquaFind Call Centre, Adjacent to 37 Military Hospital\n                0800 40000 (Toll-free on vodafone)\n                0207385088, 0207385089, 0207385090, 0302-2218240',
     [('PHONE_NUMBER', '0800 40000'), ('PHONE_NUMBER', '0207385088'), ('PHONE_NUMBER', '0207385089'), ('PHONE_NUMBER', '0207385090'), ('EMAIL_ADDRESS', 'info@aquafind.com.gh'), ('PHONE_NUMBER', '0302-2218240')]),
    ('YoussefAmr0/mqaber0@1dcdbe1283be:resources/views/layout/Contactus.blade.php', 'en_US',
     '    <div class="col-lg-4">\n      <div class="info">\n    <div class="email">\n      <i class="bi bi-envelope"></i>\n      <h4>البريد الالكتروني:</h4>\n      <p>hamadaa_shalaby@hotmail.com</p>\n    </div>\n  </div>\n    </div>\n    <div class="col-lg-4">\n      <div class="info">',
     [('EMAIL_ADDRESS', 'hamadaa_shalaby@hotmail.com')]),
    ('YoussefAmr0/mqaber0@1dcdbe1283be:resources/views/layout/Contactus.blade.php', 'ar_EG',
     '    <div class="col-lg-4">\n      <div class="info">\n    <div class="phone">\n      <i class="bi bi-phone"></i>\n      <h4>للتواصل:</h4>\n      <p>01003064001</p>\n      <p>01120400501</p>\n      <p>01067017771</p>\n      <p>01005201913</p>\n    </div>\n  </div>',
     [('PHONE_NUMBER', '01003064001'), ('PHONE_NUMBER', '01120400501'), ('PHONE_NUMBER', '01067017771'), ('PHONE_NUMBER', '01005201913')]),
    ('aynuod/Online-Credit-Application-Platform@9a88eba7c59c:footer.php', 'fr_MA',
     '                    <div class="col-lg-3 col-md-4 col-6 mb-4 mb-lg-0">\n                        <h6 class="site-footer-title mb-3">Information</h6>\n        \n                        <p class="text-white d-flex mb-1">\n                            <a href="tel:0801000100" class="site-footer-link">\n                                0801000100\n                            </a>\n                        </p>\n        ',
     [('PHONE_NUMBER', '0801000100')]),
    ('bigane1/maroquinerieelmansour@09d08acb5f18:shared/footer.php', 'fr_MA',
     '                                <div class="icon">\n                                    <i class="fal fa-phone"></i>\n                                </div>\n                                <div class="contact-info">\n                                    <p>+212 6 09 29 96 60</p>\n                                </div>\n                            </div>\n                            <div class="single-contact-info" bidden >\n                                <div class="icon">',
     [('PHONE_NUMBER', '+212 6 09 29 96 60')]),
    ('bigane1/maroquinerieelmansour@09d08acb5f18:tajine.php', 'fr_MA',
     '    <link rel="stylesheet" href="style.css">\n    <script>\n//     function myFunction() {\n//         console.info("demo");\n//         const phoneNumber = \'0663630737\';\n//         const message = "ID de la ligne" ;\n// //     const apiUrl = `https://api.whatsapp.com/send?phone=${phoneNumber}&text=${encodeURIComponent(message)}`;\n// }\n',
     [('PHONE_NUMBER', '0663630737')]),
    ('bigane1/maroquinerieelmansour@09d08acb5f18:services-details.php', 'fr_MA',
     '                                        <i class="fal fa-phone"></i>\n                                    </div>\n                                    <div class="contact-info">\n                                        <span>Tel</span>\n                                        <p>07 61 91 62 22 </p>\n                                    </div>\n                                </div>\n                                <div class="single-contact-info">\n                                    <div class="icon">',
     [('PHONE_NUMBER', '07 61 91 62 22')]),
    ('syhamm830/E-commerce-project@d924558b531c:E-commerce/pages/footer.php', 'fr_TN',
     '            <div class="footer-logo">\r\n                <img src="../imgs/logo.jpg" alt="Logo de l\'entreprise">\r\n            </div>\r\n            <div class="footer-info">\r\n                <p>Téléphone: +216 55 519 895</p>\r\n                <p>Adresse:\r\n                    <ul>\r\n                        <li>Avenue Habib Bourguiba, Ezzahra</li>\r\n                        <li>Tunisia Mall 1 Lac 2(3ème étage)</li>\r',
     [('PHONE_NUMBER', '+216 55 519 895')]),
    ('Amani111/immo-project@7d1f96871a4d:resources/views/front_end/includes/footer.blade.php', 'fr_TN',
     '\n                        <div class="address-text">\n                            <ul>\n                                <li>Address: IMM, cercle des bureaux centre urbain nord tunis 1082 </li>\n                                <li>téléphone: (216) 71 822 371</li>\n                                <li>Fax: (216)  71 822 371</li>\n                                <li>Email: contact@mobilyacom.com.tn</li>\n                            </ul>\n                        </div>',
     [('PHONE_NUMBER', '(216) 71 822 371'), ('PHONE_NUMBER', '(216)  71 822 371'), ('EMAIL_ADDRESS', 'contact@mobilyacom.com.tn')]),
    ('Amani111/immo-project@7d1f96871a4d:resources/views/emails/registermail.blade.php', 'fr_TN',
     '        \n  <div class="v-text-align" style="line-height: 170%; text-align: left; word-wrap: break-word;">\n    <p style="font-size: 14px; line-height: 170%;"><span style="font-family: Lato, sans-serif; font-size: 16px; line-height: 27.2px;"> </span></p>\n<p style="font-size: 14px; line-height: 170%;">&nbsp;</p>\n<p style="font-size: 14px; line-height: 170%;"><span style="font-family: Lato, sans-serif; font-size: 16px; line-height: 27.2px;">Nous aimerions vous confirmer que votre compte a été créé avec succès. Pour accéder au notre portail , contactez-nous à  71 822 371 ou par email contact@mobilyacom.com.tn &nbsp;</span></p>\n<p style="font-size: 14px; line-height: 170%;">&nbsp;</p>\n<p style="font-size: 14px; line-height: 170%;"><span style="font-family: Lato, sans-serif; font-size: 16px; line-height: 27.2px;">Cordialement,</span></p>\n<p style="font-size: 14px; line-height: 170%;"><span style="font-family: Lato, sans-serif; font-size: 14px; line-height: 23.8px;"><strong><span style="font-size: 16px; line-height: 27.2px;">Mobilya-Com</span></strong></span></p>\n  </div>',
     [('PHONE_NUMBER', '71 822 371'), ('EMAIL_ADDRESS', 'contact@mobilyacom.com.tn')]),
    ('liadZiffer/lomda@679a97d6e8ca:footer.php', 'he_IL',
     '                                <img src="images/site-images/logo-footer.png" alt="לוגו סימולטרים תחתית מסך" title="לוגו סימולטרים תחתית מסך">\n                        </div>\n                            <div class="col-lg-4 col-12 col-sm-12 info-footer-wrap order-lg-3 order-12">\n                                <p class="footer-email-wrap col-md-12">\n                                    <span>דואר-אלקטרוני: </span> chaim.10wave@gmail.com  \n                                </p>\n                                <p class="footer-phone-wrap col-md-12">\n                                    <span>מספר טלפון: </span> 08-664-4435  \n                                </p>',
     [('PHONE_NUMBER', '08-664-4435'), ('EMAIL_ADDRESS', 'chaim.10wave@gmail.com')]),
    ('peamit-plus/jerusalem@953adaaab5f4:page/about.html', 'he_IL',
     '        <br> למוסדות ופרטיים\n        <br><br> כולל שירות משלוחים בירושלים\n        <br> שירות איכות ואמינות\n      </p>\n      <p><b><a style="text-decoration: underline;" href="tel:+972-055-6610747">055-6610747</a> אברהם</b>\n        <br />\n        <a style="text-decoration: underline;" href="mailto:avizeev85@gmail.com" class="mobile-link"\n          target="_blank">avizeev85@gmail.com</a>\n        <a style="text-decoration: underline;"',
     [('PHONE_NUMBER', '+972-055-6610747'), ('PHONE_NUMBER', '055-6610747'), ('EMAIL_ADDRESS', 'avizeev85@gmail.com')]),
    ('peamit-plus/jerusalem@953adaaab5f4:JS/foter.js', 'he_IL',
     '      </div>\n      <div class="col-md-3" style="margin-top:5px;">\n      <h3>יצירת קשר</h3>\n      <a href="https://docs.google.com/forms/d/e/1FAIpQLSe12UgtnTNi8pcSFSZ09V3OCWxKMmXCTzOMylstH7djGJXPVQ/viewform" target="_blank">דיווח על תקלות </a><br/>\n      <a href="tel:+972556610747">בפלאפון 0556610747</a><br/>\n      <a href="mailto:avizeev85@gmail.com">avizeev85@gmail.com</a><br/>\n      <a href="https://g.page/r/CSWWTVep_ek9EBM/review" target="_blank">מתן ביקורת לפעמית פלוס + ⭐</a>\n      </div>\n      <div class="col-md-3 img-center" style="margin-top:10px;">',
     [('PHONE_NUMBER', '+972556610747'), ('PHONE_NUMBER', '0556610747'), ('EMAIL_ADDRESS', 'avizeev85@gmail.com')]),
    ('zohar-p/Tom-The-Gardener@29bd60d30359:footer.php', 'he_IL',
     '    <div class="container">\n        <div class="row py-3">\n            <div class="col-12 col-sm-4 text-center order-sm-2">\n                <ul class="p-0 d-flex flex-wrap justify-content-around align-items-center d-sm-block m-0 p-0 icons">\n                    <li class="mb-sm-2"><a href="tel:+972526315320"><i class="fas fa-phone fa-2x d-sm-none"></i><span class="d-none d-sm-inline">0526315320</span></a></li>\n                    <li class="mb-sm-2"><a href="mailto:tompfeffer1@gmail.com"><i class="fas fa-envelope fa-2x d-sm-none"></i><span class="d-none d-sm-inline">tompfeffer1@gmail.com</span></a></li>\n                    <li class="mb-sm-2 align-self-start"><a href="https://www.facebook.com/tomhaganan/" target="_blank"><i class="fab fa-facebook-square fa-2x d-sm-none"></i><span class="d-none d-sm-inline"> "תום הגנן" בפייסבוק</span></a></li>\n                    <li class="mb-sm-2 align-self-start"><a href="https://goo.gl/maps/VCmyevisGnA2" target="_blank"><i class="fas fa-map-marker-alt fa-2x d-sm-none"></i><span class="d-none d-sm-inline">החרמון, מטולה</span></a></li>\n                </ul>',
     [('PHONE_NUMBER', '+972526315320'), ('PHONE_NUMBER', '0526315320'), ('EMAIL_ADDRESS', 'tompfeffer1@gmail.com')]),
    ('anaseem80/UAQ-Forms@e7323b678ae0:contact-us.php', 'en_US',
     '                    <div class="col-lg-12 message-box d-flex flex-wrap align-items-center border p-2">\n                        <div><img src="images/envelope.svg" width="89" height="89" alt="envelope"></div>\n                        <div class="ms-lg-3 ms-0 mt-lg-0 mt-3">\n                            <h4>Email</h4>\n                            <a href="mailto:uaqforms@eim.ae">uaqforms@eim.ae</a>\n                        </div>\n                    </div>\n                    <div class="col-lg-12 mt-4 message-box d-flex align-items-center border p-2 w-100">\n                        <div><img src="images/callsvg.svg" width="89" height="89" alt="envelope"></div>',
     [('EMAIL_ADDRESS', 'uaqforms@eim.ae')]),
    ('anaseem80/UAQ-Forms@e7323b678ae0:contact-us.php', 'ar_AE',
     '                        <div><img src="images/callsvg.svg" width="89" height="89" alt="envelope"></div>\n                        <div class="ms-lg-3 ms-0 mt-lg-0 mt-3 w-100">\n                            <h4>Call Us</h4>\n                            <div class="d-flex justify-content-between pe-3 flex-wrap">\n                                <a href="mailto:+971 6 766 6727" class="custom-link position-relative"><img src="images/call.svg" width="16" height="16" alt="phone"> +971 6 766 6727</a>\n                                <a href="mailto:+971 50 796 9292" class="custom-link position-relative"><img src="images/call.svg" width="16" height="16" alt="phone"> +971 50 796 9292</a>\n                                <a href="mailto:+971 52 911 8822" class="custom-link position-relative"><img src="images/call.svg" width="16" height="16" alt="phone"> +971 52 911 8822</a>\n                            </div>\n                        </div>',
     [('PHONE_NUMBER', '+971 6 766 6727'), ('PHONE_NUMBER', '+971 50 796 9292'), ('PHONE_NUMBER', '+971 52 911 8822')]),
    ('anaseem80/UAQ-Forms@e7323b678ae0:contact-us.php', 'ar_AE',
     '                            <div class="mt-1 ms-2">\n                                <h4>UMM AL QUWAIN</h4>\n                                <a href="https://maps.app.goo.gl/e3MkqcLQwKW6c8rs9?g_st=iwb" target="_blank" class="custom-link d-block mt-2">P.O. Box: 505, King Faisal Street</a>\n                                <div class="d-flex flex-wrap">\n                                    <a href="tel:+97167666727" class="custom-link d-block mt-2">Tel.: +97167666727</a>\n                                    <a href="tel:+97167664483" class="custom-link d-block mt-2 ms-lg-3 ms-0">Fax: +97167664483</a>\n                                </div>\n                            </div>\n                        </div>',
     [('PHONE_NUMBER', '+97167666727'), ('PHONE_NUMBER', '+97167664483')]),
    ('anaseem80/UAQ-Forms@e7323b678ae0:includes/footer.php', 'en_US',
     '                            </address>\n                        </div>\n                        <div class="col-lg-6 m-lg-0 mb-3">\n                            <p class="head">Contact</p>\n                            <p class="d-flex align-items-center"><img src="images/mail.svg" alt="mail" width="24" height="24"> <a href="mailto:support@computerformsuaq.com" class="ms-2 text-decoration-none text-wrap custom-link text-break">support@computerformsuaq.com</a></p>\n                            <div class="d-flex gap-3">\n                                <a href="<?php echo $settings[\'facebook\'] ?>" target="_blank" data-bs-toggle="tooltip" data-bs-placement="top" title="Follow us on facebook"><img src="../images/facebook.svg" width="40" height="40" alt="facebook"></a>\n                                <a href="<?php echo $settings[\'instagram\'] ?>" target="_blank" data-bs-toggle="tooltip" data-bs-placement="top" title="Follow us on instagram"><img src="../images/instagram.svg" width="40" height="40" alt="instagram"></a>\n                                <a href="<?php echo $settings[\'threads\'] ?>" target="_blank" data-bs-toggle="tooltip" data-bs-placement="top" title="Follow us on twitter"><img src="../images/threads.svg" class="rounded-circle" width="40" height="40" alt="twitter"></a>',
     [('EMAIL_ADDRESS', 'support@computerformsuaq.com')]),
    ('FarzinZaker/LocalSearchDiscovery@bc9bed1e70b9:grails-app/views/info/contact.gsp', 'fa_IR',
     '            <h2 class="static-inner-heading">\n                تلفن\n            </h2>\n            <p class="ltr text-right">\n                +98 (21) 88 333 285 &nbsp;&nbsp;&nbsp; +98(21)88 354 318\n            </p>\n\n            <h2 class="static-inner-heading">\n                فکس',
     [('PHONE_NUMBER', '+98 (21) 88 333 285'), ('PHONE_NUMBER', '+98(21)88 354 318')]),
    ('harshalaardekar/hospital-management-system@742b6340e8e9:website/contact_us.php', 'en_IN',
     '<p>&nbsp;</p>\n<p><strong>Address:</strong><br />\n12, Rani sati Marg, Bandra(E), Mumbai, Maharashtra 400020</p>\n<p>&nbsp;</p>\n<p><strong>Telephone No.:</strong> +91-22-22067676, 40511101<br />\n<strong>Fax No.:</strong> +91-22-22080571</p>\n<p>&nbsp;</p>\n<p><strong>Email id – Enquiries: </strong><a href="mailto:helpdesk@healthcarehospital.com" data-cke-saved-href="mailto:helpdesk@healthcarehospital.com">helpdesk@healthcarehospital.com</a><br />\n<strong>Suggestions: </strong><a href="mailto:suggest@healthcarehospital.com" data-cke-saved-href="mailto:suggest@helathcarehospital.com">suggest@healthcarehospital.com</a><br />',
     [('PHONE_NUMBER', '+91-22-22067676'), ('PHONE_NUMBER', '40511101'), ('PHONE_NUMBER', '+91-22-22080571'), ('EMAIL_ADDRESS', 'helpdesk@healthcarehospital.com'), ('EMAIL_ADDRESS', 'suggest@healthcarehospital.com'), ('EMAIL_ADDRESS', 'suggest@helathcarehospital.com')]),
    ('harshalaardekar/hospital-management-system@742b6340e8e9:website/medicines.php', 'en_IN',
     '<p><strong>Bombay Hospital Reserves the right to deny the Cashless Facility to any of the Card Holders of Above Mentioned TPA’s.</strong></p>\n<p>Marketing department will assist you and guide you in the process of obtaining the cashless facility from the TPA / Insurance company. <strong>However the primary responsibility of obtaining the authorisation would be of the patient / relative.</strong></p>\n<p><strong>MARKETING DEPARTMENT</strong><br />\n12, New Marine Lines, Mumbai - 400 020.<br />\nTelephone No.: 022-22067676 Ext. 430<br />\nFax No.: 22079485<br />\nWebsite : <a data-cke-saved-href="http://www.bombayhospital.com" href="http://www.bombayhospital.com/">www.bombayhospital.com</a><br />\nEmail : <a data-cke-saved-href="mailto:bhtmktg@gmail.com" href="mailto:bhtmktg@gmail.com">bhtmktg@gmail.com</a></p>\n  </div>',
     [('PHONE_NUMBER', '022-22067676 Ext. 430'), ('PHONE_NUMBER', '22079485'), ('EMAIL_ADDRESS', 'bhtmktg@gmail.com')]),
    ('Siddhesh-Dhamale/angelHealth@84b6df15b32c:contact.php', 'en_IN',
     '\t\t\t\t\t\t\t\t<span class="spo"><span class="spib"><span class="d-inline-block">Reach us at</span></span></span>\n\t\t\t\t\t\t\t</h2>\n\t\t\t\t\t\t\t<ul class="c_list">\n\t\t\t\t\t\t\t\t<li class="para-21 para-slide">912, Maker Chambers 5, <br> Nariman Point,  Mumbai, <br>  Maharashtra - 400021.</li>\n\t\t\t\t\t\t\t\t<li class="para-21 para-slide">Call us at: <a href="tel:+91 9819622622">+91 9819622622</a><br>\n\t\t\t\t\t\t\t\t                 &nbsp; &nbsp; &nbsp;  &nbsp;  &nbsp;&nbsp; &nbsp; &nbsp; &nbsp;&nbsp;<a href="tel:+91 90042 64646">+91 90042 64646</a><br>\n\t\t\t\t\t\t\t\t                 &nbsp; &nbsp; &nbsp;  &nbsp;  &nbsp;&nbsp; &nbsp; &nbsp; &nbsp;&nbsp;<a href="tel:+91 9819422422">+91 9819422422</a>\n\t\t\t\t\t\t\t\t</li>\n\t\t\t\t\t\t\t',
     [('PHONE_NUMBER', '+91 9819622622'), ('PHONE_NUMBER', '+91 90042 64646'), ('PHONE_NUMBER', '+91 9819422422')]),
    ('Siddhesh-Dhamale/angelHealth@84b6df15b32c:profile/sagar.html', 'en_IN',
     '                    <h1 class="name text-center m-0">Sagar Pednekar</h1>\n                    <h3 class="title text-center m-0">Business Head</h3>\n                </div>\n                <div class="card-body d-flex flex-column gap-2 py-3 px-2 w-100">\n                    <a href="tel:+91 97696 27520" target="_blank" class="box border">\n                        <div class="top d-flex flex-nowrap gap-2 align-items-center">\n                            <div class="icon">\n                                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" id="mdi-phone" width="24" height="24" viewBox="0 0 24 24"><path d="M6.62,10.79C8.06,13.62 10.38,15.94 13.21,17.38L15.41,15.18C15.69,14.9 16.08,14.82 16.43,14.93C17.55,15.3 18.75,15.5 20,15.5A1,1 0 0,1 21,16.5V20A1,1 0 0,1 20,21A17,17 0 0,1 3,4A1,1 0 0,1 4,3H7.5A1,1 0 0,1 8.5,4C8.5,5.25 8.7,6.45 9.07,7.57C9.18,7.92 9.1,8.31 8.82,8.59L6.62,10.79Z" /></svg>\n                            </div>',
     [('PHONE_NUMBER', '+91 97696 27520')]),
    ('kmomin/HealthWatch-Changes@a5c94d610a02:contact-us.php', 'en_IN',
     '    <div class="container">\r\n      <div class="row wrapper">\r\n        <div class="col-md-8">\r\n          <h1>To book a test, call</h1>\r\n          <h2><a target="_blank" href="tel:+919999222554">+91 9999 222 554</a></h2>\r\n          <p>09:00 AM - 07:00 PM IST, Monday to Saturday</p>\r\n          <p class="small">Except national and festive holidays</p>\r\n          <h1>For all other enquiries</h1>\r\n          <h2><a target="_blank" href="tel:+911125815533">+91 11 2581 5533</a></h2>\r',
     [('PHONE_NUMBER', '+919999222554'), ('PHONE_NUMBER', '+91 9999 222 554'), ('PHONE_NUMBER', '+911125815533'), ('PHONE_NUMBER', '+91 11 2581 5533')]),
    ('kmomin/HealthWatch-Changes@a5c94d610a02:footer.php', 'en_IN',
     '      </div>\r\n      <div class="col-md-6 col-sm-4 no-pad text-center">\r\n        <h1>Corporate Headquarters</h1>\r\n        <p style="margin-bottom: 30px;">26/1 CHC House, East Patel Nagar <br>New Delhi, India 110008</p>\r\n        <h2>Phone: <a target="_blank" href="tel:+911125815533">+91-11-2581 5533</a></h2>\r\n        <p class="timings">09:00 AM - 07:00 PM IST, Monday to Saturday</p>\r\n        <small>Except national and festive holidays</small>\r\n        <h2>Email: <a target="_blank" href="mailto:ask@chcgroup.in">ask@chcgroup.in</a></h2>\r\n      </div>\r',
     [('PHONE_NUMBER', '+911125815533'), ('PHONE_NUMBER', '+91-11-2581 5533'), ('EMAIL_ADDRESS', 'ask@chcgroup.in')]),
    ('kmomin/HealthWatch-Changes@a5c94d610a02:footer.php', 'en_IN',
     '        <h2>Email: <a target="_blank" href="mailto:ask@chcgroup.in">ask@chcgroup.in</a></h2>\r\n      </div>\r\n      <div class="col-md-3 col-sm-4 text-center">\r\n        <h1>Test-booking helpline</h1>\r\n        <p class="phn-mrg-top"><a target="_blank" href="tel:+919999222554">+91-9999 222 554</a></p>\r\n        <p class="timings">09:30 AM - 06:30 PM IST, Monday to Saturday</p>\r\n        <small>Except national and festive holidays</small>\r\n        <p>mypatchsupport@chcgroup.in</p>\r\n        <div class="visible-xs">\r',
     [('PHONE_NUMBER', '+919999222554'), ('PHONE_NUMBER', '+91-9999 222 554'), ('EMAIL_ADDRESS', 'ask@chcgroup.in'), ('EMAIL_ADDRESS', 'mypatchsupport@chcgroup.in')]),
    ('imran8811/pkapparel@89c1a4debb68:app/views/static/contact.php', 'en_PK',
     '            <span>Lucky Hotel Stop, 21-KM, Ferozpur Road, <br />Lahore, Pakistan</span>\n          </li>\n          <li class="clearfix mb-3">\n            <span>Tel/Whatsapp: </span>\n            <span>(+92) 301 9062877</span>\n          </li>\n          <li class="clearfix mb-2">\n            <span>Email: </span>\n            <span><a href="mailto:info@pkapparel.com">info@pkapparel.com</a></span>',
     [('PHONE_NUMBER', '(+92) 301 9062877'), ('EMAIL_ADDRESS', 'info@pkapparel.com')]),
    ('imran8811/pkapparel@89c1a4debb68:app/views/post/jeans-manufacturers.php', 'en_PK',
     '        <tr>\n          <td>PK Apparel</td>\n          <td>Pakistan</td>\n          <td>\n            <a href="tel:+923019062877" class="d-block mb-2">+92 301 9062877</a>\n            <a href="mailto:info@pkapparel.com" class="d-block">info@pkapparel.com</a>\n          </td>\n        </tr>\n        <tr>',
     [('PHONE_NUMBER', '+923019062877'), ('PHONE_NUMBER', '+92 301 9062877'), ('EMAIL_ADDRESS', 'info@pkapparel.com')]),
    ('imran8811/pkapparel@89c1a4debb68:app/views/post/jeans-manufacturers.php', 'en_PK',
     '        <tr>\n          <td>Taiga Apparel</td>\n          <td>Pakistan</td>\n          <td>\n            <a href="tel:+923228724461" class="d-block mb-2">+92 322 8724461</a>\n            <a href="mailto:info@taiga-apparel.com" class="d-block">info@taiga-apparel.com</a>\n          </td>\n        </tr>\n        <tr>',
     [('PHONE_NUMBER', '+923228724461'), ('PHONE_NUMBER', '+92 322 8724461'), ('EMAIL_ADDRESS', 'info@taiga-apparel.com')]),
    ('imran8811/pkapparel@89c1a4debb68:app/views/post/jeans-manufacturers.php', 'en_PK',
     '        </tr>\n        <tr>\n          <td>US Apparel</td>\n          <td>Pakistan</td>\n          <td>\n            <a href="tel:+924235340034" class="d-block mb-2">+92 42 35340034</a>\n          </td>\n        </tr>\n        <tr>\n          <td>Ambition Apparel</td>\n          <td>Pakistan</td>',
     [('PHONE_NUMBER', '+924235340034'), ('PHONE_NUMBER', '+92 42 35340034')]),
    ('usmanaliwallara/E-CommerceSite-@c2c6683631c2:contact.php', 'en_PK',
     '                    <div class="col-md-12 mt-2">\n                        <span class="text-dark">\n                            <i class="fa fa-phone" aria-hidden="true"></i>\n                        </span>\n                        <p class="text-secondary d-inline pl-3">+92 340 2025611</p>\n                    </div>\n                    <div class="col-md-12 mt-3">\n                        <span class="text-dark">\n                            <i class="fa fa-map-marker" aria-hidden="true"></i>',
     [('PHONE_NUMBER', '+92 340 2025611')]),
    ('ahm-arif/dimsum-distributor-order@8f4ca3e7ac08:pages/kontak/view.php', 'id_ID',
     '            <div class="col-lg-12">\n                <div style="padding: 0 10px;text-align:justify"> \n                    <h4>Kantor</h4>\n                    <p><i style="margin-right:10px" class="fa fa-map-marker"></i>Jalan Sementara, Cilandak, Kota Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12450</p>\n                    <p><i style="margin-right:10px" class="fa fa-phone"></i>+62 812 1000 386</p>\n                </div>\n            </div>\n        </div>\n    </div>',
     [('PHONE_NUMBER', '+62 812 1000 386')]),
    ('ahm-arif/dimsum-distributor-order@8f4ca3e7ac08:admin/modules/pengiriman/cetak.php', 'id_ID',
     '                <td style="border-right:none;text-align: center" rowspan="3"><img src="../../assets/img/logokurir2.png" width="70"></td>\n                <td style="border-left:none" colspan="3" rowspan="3">\n                    <span style="font-size:18px"><strong>Dimsum Salmon Order</strong></span> <span style="color:#fff">....</span> <br>\n                    <span style="font-size:11px">Alamat : Jalan Raya Cijulang <br> Kabupaten Pangandaran 46394, Indonesia <br>\n                    Telp. +62 85323251840 </span>\n                </td>\n                <td height="20" align="center" colspan="2"><strong>BUKTI TANDA TERIMA PENGIRIMAN BARANG</strong></td>\n            </tr>\n',
     [('PHONE_NUMBER', '+62 85323251840')]),
    ('Loetfi/lini_compro@8c8b7f31233e:application/views/front/kontak.php', 'id_ID',
     '                                                <span class="text">Epicentrum Walk South, 529A Jl. HR. Rasuna Said, Kuningan Jakarta</span>\n                                            </li> \n                                            <li class="phone clearfix">\n                                                <span class="hl">Phone:</span> \n                                                <span class="text">+62 21 28541102</span> \n                                                <span class="text">+62 21 5682703</span>\n                                            </li>\n                                            <li class="email clearfix">\n                                                <span class="hl">E-mail:</span>',
     [('PHONE_NUMBER', '+62 21 28541102'), ('PHONE_NUMBER', '+62 21 5682703')]),
    ('Loetfi/lini_compro@8c8b7f31233e:application/views/template.php', 'id_ID',
     '\t\t\t\t\t<h3 class="letter-spacing-1">Sekretariat Jenderal Kementerian Energi dan Sumber Daya Mineral </h3> \r\n\t\t\t\t\t<p>\r\n\r\n\t\t\t\t\t\tJl.Medan Merdeka Selatan No.18 Jakarta Pusat 10110  \r\n\t\t\t\t\t</p>\r\n\t\t\t\t\t<p>Telp.021 3804242 Fax. 021 3507210</p>\r\n\t\t\t\t</div>\r\n\t\t\t\t<!-- /col #1 -->\r\n\r\n\t\t\t\t<!-- col #2 -->\r\n\r',
     [('PHONE_NUMBER', '021 3804242'), ('PHONE_NUMBER', '021 3507210')]),
    ('wee0305/sms_service_portal@2b9cd42a73d1:contactUs.php', 'ms_MY',
     '                <tr>\n                    <td>53300,Setapak Kuala Lumpur, Malaysia.</td>\n                </tr>\n                <tr>\n                    <td>Tel : +603 4131 2319</td>\n                </tr>\n                <tr>\n                    <td>Fax : +603 4131 2319</td>\n                </tr>',
     [('PHONE_NUMBER', '+603 4131 2319')]),
    ('chin-phang/mcdse105-assignment2@a5b7b2044894:src/main/webapp/WEB-INF/jsp/contact.jsp', 'ms_MY',
     '\t<div class="container" style="margin-top: 10px; margin-bottom: 20px;">\n\t\t<h2>Contact</h2>\n\t\t<p>Rasapop (M) Sdn Bhd (1416319-T)</p>\n\t\t<p>Address: 25-3 Jalan Wangsa Delima 10, Seksyen 5 Wangsa Maju, 53300 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur.</p>\n\t\t<p>Email: khairulaming@rasapop.com.my</p>\n\t\t<p>Tel: 011 - 16400164</p>\n\n\t    <%@include file="footer.html" %>\n\t</div>',
     [('PHONE_NUMBER', '011 - 16400164'), ('EMAIL_ADDRESS', 'khairulaming@rasapop.com.my')]),
    ('van0219/onlinebank@6268d590e7eb:contacts.php', 'en_PH',
     '\t\t<h4 style="color: #363636;">Quezon City Branch</h4>\n\t\t<fieldset>\n\t\t\t<p><span class="heading">Address: </span>Tierra Commercial Center Bldg Commonwealth Ave. corner, Tandang Sora Ave, Quezon City, Metro Manila</p>\n\t\t\t<p><span class="heading">Phone: </span>(02) 455 1925</p>\n\t\t\t<p><span class="heading">Email: </span>onlinebank@quezoncity.com</p>\n\t\t</fieldset> \n\t\t<!--#####-->\n\t\t<h4 style="color: #363636;">Makati City Branch</h4>\n\t\t<fieldset>',
     [('PHONE_NUMBER', '(02) 455 1925'), ('EMAIL_ADDRESS', 'onlinebank@quezoncity.com')]),
    ('van0219/onlinebank@6268d590e7eb:contacts.php', 'en_PH',
     '\t\t<h4 style="color: #363636;">Makati City Branch</h4>\n\t\t<fieldset>\n\t\t\t<p><span class="heading">Address: </span>L.V. Locsin Bldg Ayala Avenue corner, 1228 Makati Ave, Makati, 1228</p>\n\t\t\t<p><span class="heading">Phone: </span>(02) 817 7455</p>\n\t\t\t<p><span class="heading">Email: </span>onlinebank@makaticity.com</p>\n\t\t</fieldset>\n\t\t<!--#####-->\n\t\t<h4 style="color: #363636;">Manila City Branch</h4>\n\t\t<fieldset style="margin-bottom: 10px;>',
     [('PHONE_NUMBER', '(02) 817 7455'), ('EMAIL_ADDRESS', 'onlinebank@makaticity.com')]),
    ('goldev2018/ewg4@18e1460a0e20:contact-us.php', 'en_HK',
     '\t\t\t\t\t\t\t\t\t\t\t48th Floor, Sun Hung Kai Centre<br>\n\t\t\t\t\t\t\t\t\t\t\t30 Harbour Road<br>\n\t\t\t\t\t\t\t\t\t\t\tHong Kong<br>\n\t\t\t\t\t\t\t\t\t\t</address>\n\t\t\t\t\t\t\t\t<p><strong>Phone: </strong>+852 2528 0082</p>-->\n\t\t\t\t\t\t\t\t<p style="text-decoration:none"><strong>Email: </strong><a href="mailto:#">ewc188@netvigator.com</a></p>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>',
     [('PHONE_NUMBER', '+852 2528 0082'), ('EMAIL_ADDRESS', 'ewc188@netvigator.com')]),
    ('repzlopez/dlc@cc71b36a8bb6:contact.php', 'en_PH',
     '\t<span class="s3">Holidays</span>please contact the office to confirm schedule<br />\n\t</li></ul>\n\n\t<ul><lh>Hotlines</lh><li>\n\t<span class="s3">Landline:</span>+63 2 7729 3929<br />\n\t<span class="s3">Globe:</span>+63 915 170 7388<br />\n\t<span class="s3">Smart:</span>+63 947 692 8060<br />\n\t</li></ul>\n',
     [('PHONE_NUMBER', '+63 2 7729 3929'), ('PHONE_NUMBER', '+63 915 170 7388'), ('PHONE_NUMBER', '+63 947 692 8060')]),
    ('SeanAbstract/gatsby-starter-netlify-cms@715234761b84:src/pages/contact/index.md', 'en_NZ',
     "  title: Contact\ninformationSection:\n  customerServiceContacts:\n    - hours: '10:00 - 16:00'\n      phoneNumber: (+64) 9 520 1919\n      subtitle: NZ Trading Hours\n      title: Global (En/Ch)\n    - hours: '09:00 - 24:00'\n      phoneNumber: +86 400-118-8886",
     [('PHONE_NUMBER', '(+64) 9 520 1919'), ('PHONE_NUMBER', '+86 400-118-8886')]),
    ('Grapheme/pfd@8448dfdd3bc6:app/views/contacts.blade.php', 'en_US',
     '@extends(\'layouts/main\')\n\n@section(\'meta\')\n\t<title>Contact Us - Pacific Financial Derivatives </title>\n\t<meta name="Description" content="At Pacific financial derivatives we are always interested in hearing from you. Although, we offer world-class brokerage and trading platforms. Please stay on touch on  HYPERLINK "mailto:info@pfd-nz.com" info@pfd-nz.com"/>\n\t<meta name="Keyword" content="Pacific Financial Derivatives "/>\n@stop\n\n@section(\'wrapper\')',
     [('EMAIL_ADDRESS', 'info@pfd-nz.com')]),
    ('josemperezv/dbpages@466d0a4f2359:Telcorp/contact.php', 'es_VE',
     '              <p><address class="address">\n                 <strong class="text-info"><a href="http://www.telcorp.com.ve/" target="blank">Venezuela</a><br>\n                 Caracas<br>\n                  CC Paseo El Hatillo, Torre de Oficinas, Piso 10, Oficina 10-16. El Hatillo, Caracas, Venezuela </strong>\n                  <span>Telefono: </span>+58 212 881 9800 - +58 212 583 3810<br>\n                  <strong class="text-info">Valencia<br>\n                  Urb. El Parral, Avenida 119 (Cuatro Avenidas), C.C. Multicentro Paseo El Parral, Oficina 3-12-A, Valencia, Estado Carabobo Venezuela</strong>\n                  <span>Telefono: </span>+58 412 935 2678 - +58 412 235 2685<br>\n                  <strong class="text-info">Barquisimeto<br>',
     [('PHONE_NUMBER', '+58 212 881 9800'), ('PHONE_NUMBER', '+58 212 583 3810'), ('PHONE_NUMBER', '+58 412 935 2678'), ('PHONE_NUMBER', '+58 412 235 2685')]),
    ('josemperezv/dbpages@466d0a4f2359:Telcorp/contact.php', 'es_VE',
     '                  <span>Telefono: </span>+58 412 935 2678 - +58 412 235 2685<br>\n                  <strong class="text-info">Barquisimeto<br>\n                  Urb del este carrera 6 con calle 4 . # 4-24. Barquisimeto Edo Lara. Venezuela</strong>\n\t\t  <!--Edificio Torre BEL, piso 13, Oficina 13-8. Barquisimeto Edo Lara. Venezuela</strong> -->\n                  <span>Telefono:</span>+58 251 418 1475 - +58 412 235 2682<br>\n                  E-mail: <a href="mailto:ventas@telcorp.com.ve">ventas@telcorp.com.ve</a><br>\n                </address></p>\n\n              <p><address class="address">',
     [('PHONE_NUMBER', '+58 412 935 2678'), ('PHONE_NUMBER', '+58 412 235 2685'), ('PHONE_NUMBER', '+58 251 418 1475'), ('PHONE_NUMBER', '+58 412 235 2682'), ('EMAIL_ADDRESS', 'ventas@telcorp.com.ve')]),
    ('josemperezv/dbpages@466d0a4f2359:Telcorp/contact.php', 'es_EC',
     '\n              <p><address class="address">\n                  <strong class="text-info"><a href="http://www.telcorp.com.ec/" target="blank">Ecuador</a><br>\n          Enrique Gangotena N26-64,Francisco de Orellana. Quito, Ecuador</strong>\n                  <span>Telefono:</span>+593 (2) 3360468<br>\n                  E-mail: <a href="mailto:ventas@telcorp.com.ec">ventas@telcorp.com.ec</a><br>\n        </address></p>\n                 <p><address class="address">\n                 <strong class="text-info"><a href="http://www.telcorpsystems.net" target="blank">USA</a><br>',
     [('PHONE_NUMBER', '+593 (2) 3360468'), ('EMAIL_ADDRESS', 'ventas@telcorp.com.ec')]),
    ('Md-Anikul-Islam-Binju/news-paper-php@04c7fec0c104:contact-us.php', 'bn_BD',
     "\t\t\t\n\t\t\t<div class='innerText'> We are Very Interested About Our Visitor/User Interesting.and Was are Want to Know Your Experience When You are Visiting Our Site.If You Face any Problem When You Visiting Our Site.<br><br></div>\n\t\t\t<div class='innerText'>Please contact us in the following ways: <br><br></div>\n\t\t\t<div class='innerText'> If you would like to Contact Please Following Our Contact Email.We ar Reply Your Quarry at intervals One workplace Day.Thank You.<br><br></div>\n\t\t\t<div class='innerText'> Our Contacting E-Mail: torunkanthabd@gmail.com<br><br></div>\n\t\t\t<div class='innerText'> Address : 80/1, Purana Paltan (3rd floor), Dhaka-1000. GPO Box No. 2627<br> Phone : 01711431060, 01511969513, 01716175072,01911969513<br><br><br></div>\n\t\t\t\n\t\t\t\n\t\t\t</div>",
     [('PHONE_NUMBER', '01711431060'), ('PHONE_NUMBER', '01511969513'), ('PHONE_NUMBER', '01716175072'), ('PHONE_NUMBER', '01911969513'), ('EMAIL_ADDRESS', 'torunkanthabd@gmail.com')]),
    ('Md-Anikul-Islam-Binju/news-paper-php@04c7fec0c104:common/footer.php', 'bn_BD',
     '\t\t\t \n\t\t\t\n\t\t</div>\n\t\t<div class="col-sm-3">\n\t\t\t<p><b>মোবাইল : </b></br>০২ ৯৫১৩৬৯৭, ০১৭১১৪৩১০৮০, ০১৫১১৯৬৯৫১৩</br>০১৭১৬১৮৫০৭২,০১৯১১৯৬৯৫১৩</p>\n\t\t\t<p>ই-মেইল : <a href="" class="En">torunkanthabd@gmail.com</a></p>.\n\t\t</div>\n\t\t<div class="col-sm-3">\n\t\t\t<p><b>বার্তা ও বাণিজ্য কার্যালয় </b> </p>',
     [('PHONE_NUMBER', '০২ ৯৫১৩৬৯৭'), ('PHONE_NUMBER', '০১৭১১৪৩১০৮০'), ('PHONE_NUMBER', '০১৫১১৯৬৯৫১৩'), ('PHONE_NUMBER', '০১৭১৬১৮৫০৭২'), ('PHONE_NUMBER', '০১৯১১৯৬৯৫১৩'), ('EMAIL_ADDRESS', 'torunkanthabd@gmail.com')]),
    ('AntonBos/CCI@d1308731bf8a:creative/index.html', '',
     '<!DOCTYPE html>\n<!--[if lt IE 7]>      <html class="no-js lt-ie9 lt-ie8 lt-ie7"> <![endif]-->\n<!--[if IE 7]>         <html class="no-js lt-ie9 lt-ie8"> <![endif]-->\n<!--[if IE 8]>         <html class="no-js lt-ie9"> <![endif]-->\n<!--[if gt IE 8]><!--> <html class="no-js"> <!--<![endif]-->\n    <head>\n        <meta charset="utf-8">\n        <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">\n        <title>CCI - Providers of IT Connectivity Solutions</title>\n        <meta name="description" content="">\n        <meta name="viewport" content="width=device-width">\n\n        <link rel="stylesheet" href="assets/css/global.css">\n        <link rel="stylesheet" href="assets/css/font-awesome.min.css">',
     []),
    ('AntonBos/CCI@d1308731bf8a:creative/index.html', '',
     '                        <h5>We’re not the only ones excited about our services. Meet our clients.</h5>\n                        <div class="list_carousel">\n                            <ul id="clients">\n                                <li><img src="assets/img/client-logo-1.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-2.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-3.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-4.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-5.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-6.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-1.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-2.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-3.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-4.jpg" alt=""></li>\n                                <li><img src="assets/img/client-logo-5.jpg" alt=""></li>',
     []),
    ('ElvizB/barrigafong@324f1ee7baec:vistas/home.php', '',
     '            <img loading="lazy" src="<?php echo RUTA_IMG?>home/bg_3.png" draggable="false" height="629" />\n        </div>\n        <div class="bg-hoja-vida">\n            <div class="grid-hoja-vida">\n                <!-- <h1>HOLA</h1> -->\n                <p>\n                    Soy Cirujano General y Laparoscópico; con registro del Colegio Médico del Perú 56737 y Registro\n                    Nacional de Especialidad 31929. Natural de la ciudad de Trujillo, conocida como la Ciudad de la\n                    Eterna Primavera. Soy parte de diversas ONG como Misión Caritas Felices, Healing The Children y\n                    Mercy Mission, realizando operaciones gratuitas y con resultados positivos.\n                </p>\n                <p>\n                    Actualmente trabajo en la hermosa región de Ica. Si necesita una intervención quirúrgica puede\n                    contactarnos, estaremos gustosos en poder ayudarlo.',
     []),
    ('ElvizB/barrigafong@324f1ee7baec:css/menu/index.css', '',
     '#nav-menu2 li:hover > a {\n  background: rgba(0, 0, 0, 0.2);\n}\n#nav-menu2 ul {\n  margin: 20px 0 0 0;\n  opacity: 0;\n  visibility: hidden;\n  position: absolute;\n  top: 74px;\n  left: -140px;\n  z-index: 3;\n  background: #5fc4e1;\n  border-radius: 3px;\n  transition: all 0.3s ease-in-out;',
     []),
    ('The-DigitalAcademy/pwd-bathande-client@23be8792b3c0:client/src/components/Category/Category.css', '',
     '.category {\n    margin-top: 2rem;\n    text-align: center;\n    width: 100%;\n    position: relative;\n  }\n\n  .header {\n    background-color: rgba(128, 128, 128, 0.211);\n    font-weight: bold;\n    font-size: 1.5rem;\n    padding: .5rem 1rem;\n    border-radius: .5rem;\n  }',
     []),
    ('The-DigitalAcademy/pwd-bathande-client@23be8792b3c0:client/src/components/Category/Category.css', '',
     '  .category .list-2 .item {\n    width: 18rem;\n    height: 10rem;\n    border: solid 1px gray;\n    display: grid;\n    place-content: center;\n    font-size: 1.5rem;\n    font-weight: bold;\n    transition: .5s;\n    cursor: pointer;\n  }\n\n  .category .list-2 .item:hover {\n    transform: scale(1.1);',
     []),
    ('murraygreig78/skapari@7fb478382946:sourcefiles/cameroon-radisson.php', '',
     '                            <a href="assets/images/cameroon-pullman/cameroon-pullman2.jpg" data-fslightbox="">\n                                <img src="assets/images/cameroon-pullman/cameroon-pullman2.jpg" class="w-100">\n                            </a>\n                        </div>\n                    </div>\n\n                    <div class="col-lg-3 col-md-4 col-sm-4 col-6 mt-4">\n                        <div class="bg-image hover-overlay">\n                            <a href="assets/images/cameroon-pullman/cameroon-pullman1.jpg" data-fslightbox="">\n                                <img src="assets/images/cameroon-pullman/cameroon-pullman1.jpg" class="w-100">\n                            </a>\n                        </div>\n                    </div>\n',
     []),
    ('murraygreig78/skapari@7fb478382946:sourcefiles/cameroon-radisson.php', '',
     '                    <div class="col-lg-3 col-md-4 col-sm-4 col-6 mt-4">\n                        <div class="bg-image hover-overlay">\n                            <a href="assets/images/cameroon-pullman/cameroon-pullman3.jpg" data-fslightbox="">\n                                <img src="assets/images/cameroon-pullman/cameroon-pullman3.jpg" class="w-100">\n                            </a>\n                        </div>\n                    </div>\n\n                    <div class="col-lg-3 col-md-4 col-sm-4 col-6 mt-4">\n                        <div class="bg-image hover-overlay">\n                            <a href="assets/images/cameroon-pullman/cameroon-pullman4.jpg" data-fslightbox="">\n                                <img src="assets/images/cameroon-pullman/cameroon-pullman4.jpg" class="w-100">\n                            </a>\n                        </div>',
     []),
    ('thiagomelop/clinica-pediatrica@18972351798f:src/style.css', '',
     '  left: 0;\n  width: 100vw;\n  height: auto;\n  padding: .5em;\n  justify-content: space-evenly;\n  align-items: center;\n  border-bottom: 3px  solid #283040;\n  background-color: #e3bec5;\n  z-index: 1000;\n}\n\n.menu a {\n  text-decoration: none;\n  font-size: 1.5em;',
     []),
    ('thiagomelop/clinica-pediatrica@18972351798f:src/style.css', '',
     "  transition: .8s;\n  color: #283040;\n  font-family: 'Arsenal', 'montserrat', Arial, Helvetica, sans-serif;\n}\n\na:hover {\n  transform: scale(1.2, 1.2);\n  text-decoration: underline;\n  text-decoration-color: #283040;\n}\n\n#inicio-link {\n  display: none;\n}",
     []),
    ('Gabriel-Ribeiro-Hub/acimoniliarias@86cbd1bc978a:container.php', '',
     '        margin: 15px;\n        cursor: pointer;\n        background: white;\n        color: #fb570d;\n        border-radius: 1rem;\n        box-shadow: 0 0.2rem 20rem #aaaaaa2e;\n        overflow: hidden;\n\n        & svg {\n            position: absolute;\n            top: 50%;\n            left: 50%;\n            transform: translate(-50%, -50%);\n            z-index: 1000;',
     []),
    ('Gabriel-Ribeiro-Hub/acimoniliarias@86cbd1bc978a:container.php', '',
     '    \n\n    button.roam {\n        &::before {\n            position: absolute;\n            content: "";\n            top: 0;\n            left: 0;\n            bottom: 0;\n            right: 0;\n            transform: scale(1.42) rotate(-45deg) transformX(-100%);\n            visibility: hidden;\n        }\n',
     []),
    ('Driven-Soft/HC-Auxilia-React@49c325c231d4:src/routes/Manuais/ManualTeleconsulta.tsx', '',
     '            <InfoText className="text-center">\n                <h1 className="font-extrabold text-4xl">Manual de Teleconsulta HC</h1>\n            </InfoText>\n        </InfoDiv>\n\n        <InfoDiv className="w-[90%] md:w-[80%]">\n            <InfoText className="text-center">\n                <p>Acesse o Portal, clique na opção Teleconsulta conforme imagem abaixo e clique na agenda.</p>\n            </InfoText>\n        </InfoDiv>\n\n        <InfoDiv className="w-[85%] md:w-[70%] lg:w-[50%] h-auto flex justify-center">\n          <img src={TeleconsultaManual_1} alt=""/>\n        </InfoDiv>',
     []),
    ('Driven-Soft/HC-Auxilia-React@49c325c231d4:src/components/Header.tsx', '',
     '    }\n\n    return (\n      <ul className="divide-y-2 divide-gray-200 dark:divide-gray-800">\n        {matches.map((m) => (\n          <li key={m.to}>\n            <button\n              onClick={() => onNavigate(m.to)}\n              className="w-full text-left px-3 py-2 hover:bg-gray-100 dark:bg-gray-900 dark:hover:bg-gray-700 dark:border-white dark:border-2 cursor-pointer"\n            >\n              <p className="dark:text-yellow-300">\n              {m.titulo}\n              </p>\n            </button>',
     []),
    ('juliTorossian/Kpaci-Thor@946705c2dd0f:view/miCuenta.php', '',
     '                    <button class="nav-link" id="v-pills-profile-tab" data-bs-toggle="pill" data-bs-target="#FavoritosUsuario" type="button" role="tab" aria-controls="FavoritosUsuario" aria-selected="false">Mis Favoritos</button>\n                    <button class="nav-link" id="v-pills-messages-tab" data-bs-toggle="pill" data-bs-target="#ComprasUsuario" type="button" role="tab" aria-controls="ComprasUsuario" aria-selected="false">Mis Compras</button>\n                </div>\n                <div class="tab-content ml-3" id="v-pills-tabContent" style="width:100%">\n                    <div class="tab-pane fade show active" id="DatosUsuario" role="tabpanel" aria-labelledby="v-pills-home-tab" style="background-color: lightgrey;">\n                        <div style="margin-left: 70px; margin-right: 70px; background-color: white;">\n                            <div class="row">\n                                <div class="col-1"></div>\n                                <div class="col-5">\n                                    <div class="my-4 px-5">\n                                        <label>Nombre:</label>\n                                        <h3 style="margin-left: 40px;"><?php echo($usuario[\'usrNombre\']); ?></h3>\n                                    </div>\n                                </div>',
     []),
    ('juliTorossian/Kpaci-Thor@946705c2dd0f:view/producto.php', '',
     '            <div class="row">\n                <div class="col-7">\n                    <img src="./public/img/img_productos/<?php echo($producto->proNomImagen);?>_550x550.jpg" alt="Imagen producto" class="px-auto">\n                </div>\n                <div class="col-5" style="text-align: center;">\n                    <h2><?php echo($producto->proNombre);?></h2>\n\n                    <div class="mt-5">\n                        <h4>Descripcion</h4>\n                        <p>\n                            <?php echo($producto->proDescripcion); ?>\n                        </p>\n                    </div>\n                    ',
     []),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/landing/index.html', '',
     '<!DOCTYPE html>\n<html lang="es">\n<head>\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n\t<title>Baxtter Brochure</title>\n\n<!--favicon-->\n<link rel="apple-touch-icon" sizes="180x180" href="http://baxtter.tur.ar/apple-touch-icon.png">\n<link rel="icon" type="image/png" sizes="32x32" href="http://baxtter.tur.ar/favicon-32x32.png">\n<link rel="icon" type="image/png" sizes="16x16" href="http://baxtter.tur.ar/favicon-16x16.png">\n<link rel="manifest" href="http://baxtter.tur.ar/site.webmanifest">\n<link rel="mask-icon" href="http://baxtter.tur.ar/safari-pinned-tab.svg" color="#7a7a7a">\n<meta name="msapplication-TileColor" content="#da532c">',
     []),
    ('lacuevatv/baxtter-2018@114aa541ebfe:public/landing/index.html', '',
     '        <div class="front-section">\n                \n            <div class="left biggerxxl">\n                <span class="text vertical color-negro w160px align-right">BRC_Lifestyle</span>\n                <span class="line vertical fondo-negro w160px"></span>\n            </div>\n            \n            <div class="deco-diagonal load-images">\n                <img data-src="http://baxtter.tur.ar/info/assets/images/triangulo-degradado.svg">\n            </div>\n\n            <div class="right biggerxxl">\n                <span class="line vertical fondo-negro w160px"></span>\n                <span class="text vertical color-celeste w160px">Viví la experiencia Baxtter</span>',
     []),
    ('pessalucas/atencionusuarios@4d7fc2a1feff:administrador at usuarios/helpers/functions.php', '',
     '\t\t/*  Datos obtenidos de worpdress. Inmodificables. \n\t\t\tIDs definidos por wordpress en los Departamentos en la taxonomy de Servicios\n\t\tDepartamento de alumbrado publico = 322\n\t\tDepartamento de estacionamiento medido = 260\n\t\tDepartamento de higiene urbana = 7\n\t\tDepartamento de subte = 123\n\t\tDepartamento de transporte = 141\n\t\t\n\t\t\tIDs definidos por wordpress en los Departamentos en la taxonomy de Empresas\n\t\tDepartamendo de alumbrado = 445\n\t\tDepartamento de higiene urbana = 34\n\n\t\t\tIDs definidos por wordpress en las Empresas en la taxonomy de Empresas\n\t\t\t\tALUMBRADO:',
     []),
    ('pessalucas/atencionusuarios@4d7fc2a1feff:administrador at usuarios/helpers/functions.php', '',
     '\t\t\t\t$empresas_depto_id=0;\n\t\t\t\tbreak;\n\t\t}\n\n\t\t//Obtengo la empresa asociada a esa comuna y la retorno\n\t\tswitch ($empresas_depto_id) {\n\t\t\tcase 445:\n\t\t\t\t\t\t\t//Departamento de alumbrado. Segun comuna devuelvo la zona correspondiente\n\t\t\t\t\t\t\t//Primero verifico que se trate del servicio de alumbrado publico ID = 323\n\t\t\t\t\t\t\tif($tipo_servicio == 323){ \n\t\t\t\t\t\t\t\tif (($comuna_number==2) OR ($comuna_number==5) OR ($comuna_number==3) OR ($comuna_number==4) OR ($comuna_number==1)){\n\t\t\t\t\t\t\t\t\t//Devuelvo zona 1\n\t\t\t\t\t\t\t\t\treturn 446;\n\t\t\t\t\t\t\t\t} else if (($comuna_number==13) OR ($comuna_number==15) OR ($comuna_number==14) OR ($comuna_number==12)){',
     []),
    ('Onome-Owah/Welcome-to-Lagos@09305e6094a7:src/Backtotop.js', '',
     '\n    {backToTopButton && (\n        <button style={{\n            position:"fixed",\n            bottom: \'40px\',\n            right: \'40px\',\n            height: \'40px\',\n            width: \'40px\',\n            fontSize: \'40px\',\n            opacity : 0.70\n        }} onClick={scrollUp}>^</button>\n    )}\n    </div>\n}',
     []),
    ('Onome-Owah/Welcome-to-Lagos@09305e6094a7:src/About.js', '',
     "        <div className= 'section' >\n            <h2>Welcome to Lagos State</h2>\n            <p>\n            Lagos (Nigerian English: /ˈleɪɡɒs/; Yoruba: Èkó) is the largest city in Nigeria and the second most populous city in Africa,\n             with a population of 15.3 million as of 2022 within the city proper. The Lagos metropolitan area has a total population\n            of roughly 23.5 million as of 2018, making it the largest metropolitan area in Africa. Lagos is a major African financial centre \n            and is the economic hub of Lagos State and Nigeria at large. Lagos is also among the top ten of the world's fastest-growing \n            cities and urban areas. The megacity has the fourth-highest GDP in Africa and houses one of the largest and \n            busiest seaports on the continent. The Lagos metropolitan area is a major educational and cultural centre in Sub \n            Saharan Africa.\n\n            Lagos initially emerged as a home to the Awori subgroup of the Yoruba of West Africa and later emerged as a port city that \n            originated on a collection of islands, which are contained in the present day Local Government Areas (LGAs) of Lagos Island, \n            Eti-Osa, Amuwo-Odofin and Apapa. The islands are separated by creeks, fringing the southwest mouth of Lagos Lagoon, while ",
     []),
    ('AtlasOfLivingAustralia/mdba-hub@b7e45fc9ae5d:web-app/js/document.js', '',
     "        'application/vnd.openxmlformats-officedocument.spreadsheetml.template',\n        'application/vnd.ms-excel.sheet.macroEnabled.12',\n        'application/vnd.ms-excel.template.macroEnabled.12',\n        'application/vnd.ms-excel.addin.macroEnabled.12',\n        'application/vnd.ms-excel.sheet.binary.macroEnabled.12',\n        'application/vnd.ms-powerpoint',\n        'application/vnd.openxmlformats-officedocument.presentationml.presentation',\n        'application/vnd.openxmlformats-officedocument.presentationml.template',\n        'application/vnd.openxmlformats-officedocument.presentationml.slideshow',\n        'application/vnd.ms-powerpoint.addin.macroEnabled.12',\n        'application/vnd.ms-powerpoint.presentation.macroEnabled.12',\n        'application/vnd.ms-powerpoint.template.macroEnabled.12',\n        'application/vnd.ms-powerpoint.slideshow.macroEnabled.12',\n        'application/vnd.oasis.opendocument.chart',",
     []),
    ('AtlasOfLivingAustralia/mdba-hub@b7e45fc9ae5d:web-app/css/resources.css', '',
     '.row-fluid [class*="span"].fc-resource-preview-container {\n    position: relative;\n    /*height: 100%;*/\n    min-height: 600px;\n    margin-bottom: 20px;\n}\n\n.well.fc-resource-preview-well {\n    position: absolute;\n    height: 100%;\n    width: 100%;\n    -webkit-box-sizing: border-box;\n    -moz-box-sizing: border-box;\n    box-sizing: border-box;',
     []),
    ('web-developer77/acn-laravel@fbd67eed0afa:package.json', '',
     '{\n    "private": true,\n    "scripts": {\n        "dev": "vite",\n        "build": "vite build"\n    },\n    "devDependencies": {\n        "axios": "^0.27",\n        "laravel-vite-plugin": "^0.5.0",\n        "lodash": "^4.17.19",\n        "postcss": "^8.1.14",\n        "vite": "^3.0.0"\n    }\n}',
     []),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/index.md', '',
     '\nIf you are on a commercial contract then we welcome you to contact us for help. Speak us when you get stuck, and also when you just want to know how better to customise or use onCourse to match your business needs.\n\n\n\n## Handbooks for other versions of onCourse\n\n### Version 2.0\n\n* onCourse handbook: [online](/s/onCourse/doc/2.0/manual/) or [download pdf](/s/onCourse/doc/2.0/manual/manual.pdf)\n\n### Version 2.1\n\n* onCourse handbook: [online](/s/onCourse/doc/2.1/manual/) or [download pdf](/s/onCourse/doc/2.1/manual/manual.pdf)',
     []),
    ('mehulmakwana97/jekyll-demo@38b8b1fb744e:support/index.md', '',
     '\n### Version 3.0\n\n* onCourse handbook: [online](/s/onCourse/doc/3.0/manual/) or [download pdf](/s/onCourse/doc/3.0/manual/manual.pdf)\n\n### Version 4.0\n\n* onCourse handbook: [online](/s/onCourse/doc/4.0/manual/) or [download pdf](/s/onCourse/doc/4.0/manual/manual.pdf)\n\n### Version 4.1\n\n* onCourse handbook: [online](/s/onCourse/doc/4.1/manual/) or [download pdf](/s/onCourse/doc/4.1/manual/manual.pdf)\n\n### Version 5.0',
     []),
    ('2811Chile/2811Chile.github.io@4e48995aed8b:_proyectos/01proyecto.md', '',
     '---\ntitle: 01commons\ndate: 2017-01-25 09:38:00 Z\nposition: 3\nnombre: Commons Latam\nlink: http://ashokau.org/commons/latam/\nimagen: "/uploads/Pagina%202811%20(4).png"\n---\n\nIncubadora virtual para equipos de instituciones de educación superior interesados en desarrollar áreas de innovación social. **[Aquí más información del programa.](https://ashokau.org/commons/latam/)**',
     []),
    ('2811Chile/2811Chile.github.io@4e48995aed8b:_layouts/commons.html', '',
     '          {{ content }}\n          <div class="row">\n            <h3 id="experiencias">Experiencias Commons Latam 2017</h3>\n            {% for i in page.experiences_links %}\n              <div class="col-xs-6">\n                <iframe width="360" height="215" src="https://www.youtube.com/embed/{{ i.item.link }}?rel=0" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen class="experiences"></iframe>\n                <p class="experiences-guest">{{ i.item.name }}</p>\n              </div>\n            {% endfor %}\n            <h3 id="latinoamericanas">Experiencias Latinoamericanas de Innovación Social en la Educación Superior</h3>\n            {% for i in page.edu_sup %}\n            <div class="col-xs-6">\n              <iframe width="360" height="215" src="https://www.youtube.com/embed/{{ i.item.link }}?rel=0" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen class="experiences"></iframe>\n              <p class="experiences-guest">{{ i.item.name }}</p>',
     []),
    ('monisima/comercios_multicaja@da57d91d826e:html/simulador.php', '',
     '<link rel="shortcut icon" href="https://www.multicaja.cl/personas/img/favicon.ico">\n\n<!--font-->\n<link href=\'https://fonts.googleapis.com/css?family=Titillium+Web:300,400,700italic,700,600,600italic\' rel=\'stylesheet\' type=\'text/css\'>\n<link href=\'https://fonts.googleapis.com/css?family=Dosis:600\' rel=\'stylesheet\' type=\'text/css\'>\n\n<!--javascript-->\n<script src="js/jquery.min.js"></script>\n<script src="js/bootstrap.min.js"></script>\n<script type="text/javascript" src="js/bootstrap-select.min.js"></script>\n\n</head>\n<body data-spy="scroll" data-target=".navbar" data-offset="65">\n     <?php include_once("header.php"); ?>',
     []),
    ('monisima/comercios_multicaja@da57d91d826e:html/simulador.php', '',
     '\t\t\t\t  <div class="col-md-7 col-md-offset-3 col-md-7 col-md-offset-3 col-sm-8 col-sm-offset-2">\n\t\t\t\t\t  <div class="col-md-12">\n\t\t\t\t\t  <div class="simula">\n\t\t\t\t\t  <div class="row">\n\t\t\t\t\t  <div class="dudas"> <div class="txt-simula-marg"><img src="images/down.png">¿Con qué equipo te gustaría operar?</div>\n\t\t\t\t\t    </div>\n\t\t\t\t\t  \t\t<select class="selectpicker selec-simula" data-width="100%">\n\t\t\t\t\t\t\t  <option value="1">POS</option>\n\t\t\t\t\t\t\t  <option value="2">Web / Celular</option>\t\t\t\t\t\t\n\t\t\t\t\t\t\t</select>\n\t\t\t\t\t\t<div class="tooltip-user"><img src="images/pregunta.png" class="pregunt-tooltip">\n                               <span class="tooltiptext"> <img class="flecha" src="images/flecha-white.png"/>\n                                     Cada opción cuenta con distintos servicios disponibles. La comisión de recargas varía según el equipo seleccionado. Revisa las comisiones vigentes en la página de servicios.\n                               </span>',
     []),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/js/main.js', '',
     "            sidebarHeight = $('.js-sidebar-list').outerHeight() + 75,\n            page = $('.js-productos'),\n            scrollTop = $window.scrollTop();\n        if(windowSize > 1030) {\n            if(page.length) {\n                var start = page.offset().top + 50,\n                    brand = $('.brand-container').offset().top,\n                    brandBot = $('.brand-container').outerHeight(),\n                    bot = brandBot + sidebarHeight + 56,\n                    stop = brand - sidebarHeight,\n                    left = page.offset().left + 10;\n                if(scrollTop > start && scrollTop < stop) {\n                    sidebar.css({\n                        height: 'auto',",
     []),
    ('jairoburbano/hbse@7ff6ba9ffc1b:maquetacion/js/main.js', '',
     "                start: function(slider) {\n                    var title = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-title'),\n                        text = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-text'),\n                        link = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-link');\n                    galleryTitle.empty().css('opacity', 0).text(title).stop().delay(100).animate({'opacity' : 1});\n                    galleryContent.empty().css('opacity', 0).text(text).stop().delay(400).animate({'opacity' : 1});\n                    galleryLink.css('opacity', 0).attr('href', link).stop().delay(700).animate({'opacity' : 1});\n                },\n                after: function(slider) {\n                    var title = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-title'),\n                        text = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-text'),\n                        link = $('.flex-viewport .slides').find('.flex-active-slide').children().attr('data-link');\n                    galleryTitle.empty().css('opacity', 0).text(title).stop().delay(100).animate({'opacity' : 1});\n                    galleryContent.empty().css('opacity', 0).text(text).stop().delay(400).animate({'opacity' : 1});",
     []),
    ('LuisFOsG/Consulta-Medica@23b08d703f44:dbconnection/verificationform.php', '',
     '            $resultado = mysqli_query($con, $consulta) or die ( "Algo ha salido mal en la consulta a la base de datos");\n            while ($valores = mysqli_fetch_array($resultado)) {\n                if($_REQUEST[\'Especialistas\']===$valores["nombretipoesp"]){\n                    $especialista = $valores["nombretipoesp"];\n\n                    $consulta1 = " SELECT tipoespecialista.idtipo FROM tipoespecialista WHERE nombretipoesp = \'$especialista\'";\n                    $resultado1 = mysqli_query($con, $consulta1) or die ( "Algo ha salido mal en la consulta a la base de datos de datos de consulta");\n\n                    while ($valores1 = mysqli_fetch_array($resultado1)) {\n                        $idespecialista = $valores1["idtipo"];\n                        $consulta2 = " SELECT especialistas.ccespe FROM especialistas WHERE Idtipo = \'$idespecialista\'";\n                        $resultado2 = mysqli_query($con, $consulta2) or die ( "Algo ha salido mal en la consulta a la base de datos de datos de consulta");\n                        while ($valores2 = mysqli_fetch_array($resultado2)) {\n                            $Ccespe = $valores2[\'ccespe\'];',
     []),
    ('LuisFOsG/Consulta-Medica@23b08d703f44:public/css/index.css', '',
     '    font-family: Arial;\n    color: rgba(76, 74, 192, 0.795);\n    top: 0;\n    left: 0;\n    text-align: center;\n    font-size: 2em;\n    opacity: .5;\n    line-height: .75;\n    -webkit-transition: .5s;\n    transition: .5s;\n}\n\n.live > li:hover {\n    color: rgba(76, 74, 192, 0.795);',
     []),
    ('agenciawebbogota/Nuevo-sitio@059b8a755ad0:diseno-web-para-empresas.php', '',
     '<!DOCTYPE html>\n<html class="no-js" lang="es">\n<head>\n  <meta charset="utf-8">\n  <meta http-equiv="X-UA-Compatible" content="IE=edge" />\n  <meta http-equiv="Content-Language" content="es">\n  <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">\n  <meta name="HandheldFriendly" content="True">\n  <meta name="MobileOptimized" content="320">\n  <meta name="Robots" content="index, follow">\n  <title>Diseño Web para Empresas en Bogotá | Páginas web desde $800.000</title>\n  <meta name="description" content="Diseño Web para Empresas en Bogotá Desde $800.000 IVA Incluido. Páginas web con hosting, dominio, posicionamiento SEO y versión para móviles">\n  <meta name="keywords" content="diseño web para empresas, empresas bogotá, agencia web bogota, diseño web bogota, diseño de paginas web Bogota,">\n  <meta name="author" content="Agencia Web Bogotá">',
     []),
    ('Ivonnemtz96/creativa@71c7768d5fa9:assets/js/settings.html', '',
     '    </style>\n    <meta http-equiv="X-UA-Compatible" content="IE=edge">\n    <meta name="viewport" content="width=device-width, initial-scale=1">\n    <title>Oops, something lost</title>\n    <meta name="description" content="Oops, looks like the page is lost. Start your website on the cheap.">\n    <link media="all" rel="stylesheet" href="/htdocs_error/style.css">\n    <link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/bootstrap/3.3.7/css/bootstrap.min.css">\n    <link href="https://fonts.googleapis.com/css?family=Open+Sans:300,300i,400,400i,600,600i,700,700i,800,800i" rel="stylesheet">\n\n    <script>\n        (function(i,s,o,g,r,a,m){i[\'GoogleAnalyticsObject\']=r;i[r]=i[r]||function(){\n                (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),\n            m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)\n        })(window,document,\'script\',\'https://www.google-analytics.com/analytics.js\',\'ga\');',
     []),
    ('Ivonnemtz96/creativa@71c7768d5fa9:assets/js/main.js', '',
     '/***************************************************\n==================== JS INDEX ======================\n****************************************************\n// 00. PreLoader\n// 02. Mobile Menu Js\n// 03. Sidebar\n// 04. Sticky Header Js\n// 05. Data Background\n// 06. Data Mask\n// 07. side - info\n// 08. service hover Js\n// 09. Mouse Custom Cursor\n// 10. Active Odometer Counter  \n// 11. magnificPopup js ',
     []),
    ('VizoneCEO/Celamex@751462f2e5ed:front/general/css/hacemos-style.css', '',
     '  Diseño Webapp (0px - 767px)\n===================================================================*/\n\n\n/*Header<---------------------------------------------------------*/\n\n.header{\n    position: fixed;\n    display:flex;\n    justify-content: space-between;\n    width: 100%; height: 70px; \n    background-color:#1a4a6f;\n    z-index: 3;\n    align-items: center;',
     []),
    ('VizoneCEO/Celamex@751462f2e5ed:front/general/css/hacemos-style.css', '',
     "    font-family: 'Roboto', sans-serif; /*Funte del menu */\n    position: fixed; z-index: 3;\n    top: 70px; left: -100%; width: 100%;\n    height: calc(100% - 70px);\n    background-color:hsla(0,0%,0%,0.90);\n    transition: left 0.4s ease-in-out;\n    font-size: 20px;\n}\n\n.is-open{\n    left:0; display: block;\n    \n}\n",
     []),
    ('lalomedina09/kids@87f37d36044e:resources/views/layouts/email.blade.php', '',
     '<!doctype html>\n<html lang="es">\n    <head>\n        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n        <meta charset="UTF-8">\n        <meta name="viewport" content="width=device-width, user-scalable=no, initial-scale=1.0, maximum-scale=1.0, minimum-scale=1.0">\n        <title>Querido Dinero</title>\n        <link href="https://fonts.googleapis.com/css?family=Montserrat:300,400,500,600,700,800,900" rel="stylesheet">\n\n        <style>\n            * {\n                font-family: \'Montserrat\', sans-serif;\n                font-size: 14px;\n            }',
     []),
    ('lalomedina09/kids@87f37d36044e:resources/views/layouts/email.blade.php', '',
     '        <table width="750px" border="0" cellpadding="0" cellspacing="0" style="margin:auto;">\n            <tr height="30px"></tr>\n\n            <tr>\n                <td style="vertical-align:middle;text-align:center;">\n                    <a href="{{ config(\'app.url\') }}" target="_blank" rel="noopener noreferrer">\n                        <img src="{{ asset(\'images/emails/logo.png\') }}" width="250">\n                    </a>\n                </td>\n            </tr>\n\n            <tr height="30px"></tr>\n\n            <tr height="60px">',
     []),
    ('PaulKish/rfbs@aba1c5f6eaa1:composer.json', '',
     '    "minimum-stability": "dev",\n    "require": {\n        "php": ">=5.4.0",\n        "yiisoft/yii2": "~2.0.5",\n        "yiisoft/yii2-bootstrap": "~2.0.0",\n        "yiisoft/yii2-swiftmailer": "~2.0.0",\n        "dektrium/yii2-user": "^0.9.12",\n        "2amigos/yii2-date-picker-widget": "~1.0",\n        "miloschuman/yii2-highcharts-widget": "dev-master",\n        "symfony/var-dumper": "^3.2",\n        "nterms/yii2-pagesize-widget": "*",\n        "cybercog/yii2-google-analytics": "dev-master",\n        "mickgeek/yii2-actionbar": "*",\n        "mongosoft/yii2-upload-behavior": "*"',
     []),
    ('PaulKish/rfbs@aba1c5f6eaa1:composer.json', '',
     '    },\n    "require-dev": {\n        "yiisoft/yii2-debug": "~2.0.0",\n        "yiisoft/yii2-gii": "~2.0.0",\n        "yiisoft/yii2-faker": "~2.0.0",\n\n        "codeception/base": "^2.2.3",\n        "codeception/verify": "~0.3.1",\n        "codeception/specify": "~0.4.3"\n    },\n    "config": {\n        "process-timeout": 1800,\n        "fxp-asset": {\n            "installer-paths": {',
     []),
    ('ChrisOwuor/kaybbros@255153329d6d:src/Components/Carousel/base.css', '',
     ' /* .theme-light {\n  --brand-primary: rgb(47, 112, 193);\n  --brand-secondary: rgb(116, 97, 195);\n  --brand-alternative: rgb(19, 120, 134);\n  --background-site: rgb(249, 249, 249);\n  --background-code: rgb(244, 244, 244);\n  --text-body: rgb(54, 49, 61);\n  --text-comment: rgb(99, 94, 105);\n  --text-high-contrast: rgb(49, 49, 49);\n  --text-medium-contrast: rgb(99, 94, 105);\n  --text-low-contrast: rgb(120, 112, 122);\n  --detail-high-contrast: rgb(192, 192, 192);\n  --detail-medium-contrast: rgb(234, 234, 234);\n  --detail-low-contrast: rgb(240, 240, 242);',
     []),
    ('ChrisOwuor/kaybbros@255153329d6d:src/Components/Carousel/base.css', '',
     '  --admonition-note: rgb(46, 109, 188);\n  --admonition-warning: rgb(255, 196, 9);\n  --admonition-danger: rgb(220, 38, 38);\n  --brand-primary-rgb-value: 47, 112, 193;\n  --brand-secondary-rgb-value: 116, 97, 195;\n  --brand-alternative-rgb-value: 19, 120, 134;\n  --background-site-rgb-value: 249, 249, 249;\n  --background-code-rgb-value: 244, 244, 244;\n  --text-body-rgb-value: 54, 49, 61;\n  --text-comment-rgb-value: 99, 94, 105;\n  --text-high-contrast-rgb-value: 49, 49, 49;\n  --text-medium-contrast-rgb-value: 99, 94, 105;\n  --text-low-contrast-rgb-value: 120, 112, 122;\n  --detail-high-contrast-rgb-value: 192, 192, 192;',
     []),
    ('boabramah/boab-cms@3b66263a9d80:src/Invetico/BoabCmsBundle/Resources/views/Form/Type/ContactType.php', '',
     "                    'attr' => [\n                        'maxlength' => 50,\n                        'placeholder' => 'Your E-mail'\n                    ]\n                ]\n            )\n            // i'm using captcha bundle which you can download here https://github.com/Gregwar/CaptchaBundle\n            // and you can simply remove it from here and from the view if you don't want to use it\n            ->add(\n                'captcha', 'captcha', [\n                    'length' => 3,\n                    'attr' => ['maxlength' => 10, 'placeholder' => 'Security code'],\n                    'invalid_message' => 'Security code is invalid',\n                    'background_color' => [255, 255, 255],",
     []),
    ('eeTiboah/test@71f9ab3e2f5d:package.json', '',
     '    "react-firebaseui": "^4.1.0",\n    "react-router-dom": "^5.2.0",\n    "react-scripts": "4.0.2",\n    "web-vitals": "^1.1.0"\n  },\n  "scripts": {\n    "start": "react-scripts start",\n    "build": "react-scripts build",\n    "test": "react-scripts test",\n    "eject": "react-scripts eject"\n  },\n  "eslintConfig": {\n    "extends": [\n      "react-app",',
     []),
    ('eeTiboah/test@71f9ab3e2f5d:src/SignIn.css', '',
     '.signin_page{\n    position: absolute;\n    background: #2193b0;  \n    background: -webkit-linear-gradient(to right, #6dd5ed, #2193b0); \n    background: linear-gradient(to right, #48AAD4, #2193b0); \n   \n    height: 84vh;\n    width: 100%;\n    /* display: flex; */\n    /* justify-content: center; */\n    /* align-items: center; */\n}\n\n.signin_p{',
     []),
    ('kwadjoWusu/Web-Tech-Group-3-B@31fee39fd229:g_css/admin_style.css', '',
     '    padding: 10px;\n    height: 100px;\n    cursor: pointer;\n    box-sizing: border-box;\n    background-color: white;\n    margin: 5px;\n    box-shadow: 0px 0px 3px #CBD4C2;\n    display: flex;\n    flex-direction: column;\n    justify-content: space-between;\n  }\n  .day:hover {\n    background-color: #e8faed;\n  }',
     []),
    ('kwadjoWusu/Web-Tech-Group-3-B@31fee39fd229:g_css/admin_style.css', '',
     '    cursor: default !important;\n    background-color: #FFFCFF !important;\n    box-shadow: none !important;\n  }\n  #newEventModal, #deleteEventModal {\n    display: none;\n    z-index: 20;\n    padding: 25px;\n    background-color: #e8f4fa;\n    box-shadow: 0px 0px 3px black;\n    border-radius: 5px;\n    width: 350px;\n    top: 100px;\n    left: calc(50% - 175px);',
     []),
    ('adel-nabih/misr-el-kheir@ab1687a6383d:economic.php', '',
     '            <img src="images/Unknown.jpeg" alt="Economic Empowerment" class="header-image">\n            <h1>Empowering Communities through Economic Growth</h1>\n            <p>Misr El Kheir supports economic empowerment programs, benefiting thousands of individuals through microloans, job training, and small business development.</p>\n        </div>\n   \n        <div class="about-section">\n            <h2>About Economic Empowerment Initiatives</h2>\n            <p>Misr El Kheir’s economic empowerment programs are designed to create long-term economic independence for individuals in need. By offering financial resources, skills training, and business development opportunities, we help participants achieve sustainable livelihoods.</p>\n            <div class="about-images">\n                <table>\n                    <tr>\n                        <td>\n                            <img src="images/3381c7d0-7f65-447a-9c71-f5a47c4406f8.png" alt="Microloan Initiative">\n                        </td>',
     []),
    ('adel-nabih/misr-el-kheir@ab1687a6383d:boxes.php', '',
     '                        <figure>\n                            <a href="women.php"><img src="images/Misr-El-kheir2.png"></a>\n                            <figcaption>women Empowerment</figcaption>\n                        </figure>\n                    </td>\n                    <td>\n                        <figure>\n                            <a href="economic.php"><img src="images/3381c7d0-7f65-447a-9c71-f5a47c4406f8.png"></a>\n                            <figcaption>Economic Empowerment</figcaption>\n                        </figure>\n                    </td>\n                    <td>\n                        <figure>\n                            <a href="agricultural.php"><img src="images/Unknown 2.jpeg"></a>',
     []),
    ('YoussefAmr0/mqaber0@1dcdbe1283be:resources/views/layout/places/Badr.blade.php', '',
     '<div class="container-fluid venue-gallery-container" data-aos="fade-up" data-aos-delay="100">\n  <div class="row g-0">\n\n    <div class="col-lg-3 col-md-4">\n      <div class="venue-gallery">\n        <a href="/assets/img/مدافن مدينه بدر 40 متر/badr1.jpeg" class="glightbox" data-gall="venue-gallery">\n          <img src="/assets/img/مدافن مدينه بدر 40 متر/badr1.jpeg" alt="" class="img-fluid">\n        </a>\n      </div>\n    </div>\n\n    <div class="col-lg-3 col-md-4">\n      <div class="venue-gallery">\n        <a href="/assets/img/مدافن مدينه بدر 40 متر/badr2.jpeg" class="glightbox" data-gall="venue-gallery">',
     []),
    ('YoussefAmr0/mqaber0@1dcdbe1283be:resources/views/layout/places/Badr.blade.php', '',
     '          <img src="/assets/img/مدافن مدينه بدر 40 متر/badr2.jpeg" alt="" class="img-fluid">\n        </a>\n      </div>\n    </div>\n\n    <div class="col-lg-3 col-md-4">\n      <div class="venue-gallery">\n        <a href="/assets/img/مدافن مدينه بدر 40 متر/badr3.jpeg" class="glightbox" data-gall="venue-gallery">\n          <img src="/assets/img/مدافن مدينه بدر 40 متر/badr3.jpeg" alt="" class="img-fluid">\n        </a>\n      </div>\n    </div>\n\n    <div class="col-lg-3 col-md-4">',
     []),
    ('aynuod/Online-Credit-Application-Platform@9a88eba7c59c:changePwd.php', '',
     '            bottom: 100px;\n            /* padding: 20px; */\n            margin-bottom: 40px;\n        }\n        .featured-section {\n            background-color: var(--secondary-color);\n            border-radius: 0 0 100px 100px;\n            padding-bottom: 56px;\n        }\n        .logo {\n                      position: absolute;\n                      top: 10px;\n                      left: 25px;\n                      width: 105px; /* adjust the width as needed */',
     []),
    ('aynuod/Online-Credit-Application-Platform@9a88eba7c59c:changePwd.php', '',
     '                      height: auto; /* maintains aspect ratio */\n                    }\n                \n                * {\n                    margin: 0px;\n                    padding: 0px;\n                }\n                #body a {\n                    text-decoration: none;\n                }\n                #body {\n                    height: 90vh;\n                    /* background: #5C258D;\n                    background: -webkit-linear-gradient(to right, #2a8caf, #7329b4);',
     []),
    ('bigane1/maroquinerieelmansour@09d08acb5f18:plafonnier.php', '',
     '                        <div class="member-profile-img bg-cover bg-center" ><img src="assets/img/dinanderie/plafonnier01.jpg" alt=""></div>\n                    </div>\n               \n                    <div class="col-lg-8 d-sm-flex justify-content-between col-md-8 col-xl-9">\n                        <div class="member-info">\n                            <h2>PLAFONNIER EN CUIVRE</h2>\n                            <span>1500 DH</span>\n                            <p>Le luminaire MARRAKECH est un plafonnier à suspension idéal pour illuminer votre salon, votre chambre ou même votre extérieur. Votre boutique de décoration en ligne Artisanat Maroc Marrakech vous propose ce luminaire, fait main par des maîtres artisans marocains de Fes, \n                                qui va vous permettre d’embellir votre source de lumière à petit prix. Dimensions :Hauteur : 56 CM  </p>\n                                <?php\n                            include \'shared/social.php\';\n                            ?>\n                        </div>\n                        <?php',
     []),
    ('syhamm830/E-commerce-project@d924558b531c:E-commerce/pages/style.css', '',
     '*{\r\n    font-family: "Poppins", sans-serif;\r\n    margin: 0;\r\n    padding: 0;\r\n}\r\nbody {\r\n    background-color: #f4f4f4;\r\n    background: linear-gradient(to right, #e2e2e2, #c9d6ff);\r\n    height: 100vh;\r\n}\r\n.container{\r\n    background-color: #fff;\r\n    border-radius: 30px;\r\n    box-shadow: 0 5px 15px rgba(0, 0, 0, 0.35);\r',
     []),
    ('syhamm830/E-commerce-project@d924558b531c:E-commerce/pages/style.css', '',
     '    position: relative;\r\n    overflow: hidden;\r\n    width: 768px;\r\n    max-width: 100%;\r\n    min-height: 480px;\r\n    display: flex;\r\n    align-items: center;\r\n    justify-content: center;\r\n    flex-direction: column;\r\n    margin-left:350px;\r\n}\r\n\r\n.container p{\r\n    font-size: 14px;\r',
     []),
    ('Amani111/immo-project@7d1f96871a4d:resources/views/emails/registermail.blade.php', '',
     '<!DOCTYPE HTML PUBLIC "-//W3C//DTD XHTML 1.0 Transitional //EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">\n<head>\n<!--[if gte mso 9]>\n<xml>\n  <o:OfficeDocumentSettings>\n    <o:AllowPNG/>\n    <o:PixelsPerInch>96</o:PixelsPerInch>\n  </o:OfficeDocumentSettings>\n</xml>\n<![endif]-->\n  <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n  <meta name="viewport" content="width=device-width, initial-scale=1.0">\n  <meta name="x-apple-disable-message-reformatting">',
     []),
    ('Amani111/immo-project@7d1f96871a4d:resources/views/emails/registermail.blade.php', '',
     '    </style>\n  \n  \n\n<!--[if !mso]><!--><link href="https://fonts.googleapis.com/css?family=Lato:400,700&display=swap" rel="stylesheet" type="text/css"><link href="https://fonts.googleapis.com/css?family=Open+Sans:400,700&display=swap" rel="stylesheet" type="text/css"><!--<![endif]-->\n\n</head>\n\n<body class="clean-body u_body" style="margin: 0;padding: 0;-webkit-text-size-adjust: 100%;background-color: #c2e0f4;color: #000000">\n  <!--[if IE]><div class="ie-container"><![endif]-->\n  <!--[if mso]><div class="mso-container"><![endif]-->\n  <table id="u_body" style="border-collapse: collapse;table-layout: fixed;border-spacing: 0;mso-table-lspace: 0pt;mso-table-rspace: 0pt;vertical-align: top;min-width: 320px;Margin: 0 auto;background-color: #c2e0f4;width:100%" cellpadding="0" cellspacing="0">\n  <tbody>\n  <tr style="vertical-align: top">',
     []),
    ('peamit-plus/jerusalem@953adaaab5f4:products/index11.html', '',
     '   <link href="https://peamit-plus.github.io/jerusalem/CSS/styleproduct.css" rel="stylesheet" type="text/css" />\n  <!-- Font Awesome for icons -->\n  <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.7.0/css/font-awesome.min.css">\n  <!-- Google tag (gtag.js) -->\n  <script async src="https://www.googletagmanager.com/gtag/js?id=G-XV8E525X7H"></script>\n  <script>\n    window.dataLayer = window.dataLayer || [];\n    function gtag(){dataLayer.push(arguments);}\n    gtag(\'js\', new Date());\n\n    gtag(\'config\', \'G-XV8E525X7H\');\n  </script>\n</head>\n<body onload="initForCategory(11)">',
     []),
    ('peamit-plus/jerusalem@953adaaab5f4:products/index11.html', '',
     '  <div class="container BorderContainer mt-5" style="margin-top:25px">\n    <div class="header">\n        <div class="row">\n          <div class="col-xs-12 col-md-2">\n            <button class="btn btn-primary btn-block" onclick="index12()">הבא</button>\n         </div>\n         <div class="col-xs-12 col-md-2">\n            <button class="btn btn-primary btn-block" onclick="search()">חיפוש מוצר</button>\n         </div>\n         <div class="col-xs-12 col-md-4">\n          <button  class="btn btn-info btn-block" id="sidebarCollapse">סיים הזמנה</button>\n        </div>\n          <div class="col-xs-12 col-md-2">\n            <button class="btn btn-primary btn-block" onclick="btnhome()">דף הבית</button>',
     []),
    ('zohar-p/Tom-The-Gardener@29bd60d30359:header.php', '',
     '<?php\ninclude_once "includes/functions.inc.php";\n?>\n<!doctype html>\n<html lang="he" dir="rtl">\n  <head>\n    <!-- meta tags -->\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n    \n    <!-- favicon -->\n    <link rel="apple-touch-icon" sizes="180x180" href="/img/favicon/apple-touch-icon.png">\n    <link rel="icon" type="image/png" sizes="32x32" href="/img/favicon/favicon-32x32.png">\n    <link rel="icon" type="image/png" sizes="16x16" href="/img/favicon/favicon-16x16.png">',
     []),
    ('zohar-p/Tom-The-Gardener@29bd60d30359:js/reveal.js', '',
     "ScrollReveal().reveal('.reveal', { duration: 800, easing: 'ease-in-out', distance: '10px', origin: 'bottom', opacity: 0.1 });\nScrollReveal().reveal('.benefits-reveal', { delay: 160, interval: 160, duration: 800, easing: 'ease-in-out', distance: '10px', origin: 'bottom' });\nScrollReveal().reveal('.services-reveal', { interval: 160, duration: 800, easing: 'ease-in-out', distance: '10px', origin: 'bottom', });\nScrollReveal().reveal('.testimonials-reveal', { interval: 250, duration: 1000, easing: 'ease-in-out', distance: '10px', origin: 'bottom' });\nScrollReveal().reveal('.thumb-reveal', { interval: 40, duration: 800, easing: 'ease-in-out' });",
     []),
    ('anaseem80/UAQ-Forms@e7323b678ae0:clients.php', '',
     '<?php \n$title = "Clients";\ninclude \'includes/header.php\';\n?>\n\n\n    <div class="breadcrumb header-top text-center justify-content-center flex-column position-relative">\n        <h1 class="text-light" data-aos-duration="100" data-aos="fade-up">list of <span>the clients</span></h1>\n        <div class="box bg-white p-5 d-inline-block m-auto" data-aos-duration="100" data-aos="fade-right">\n            <h1>Clients</h1>\n            <h5>Home / Our Clients</h5>\n        </div>\n    </div>\n',
     []),
    ('anaseem80/UAQ-Forms@e7323b678ae0:clients.php', '',
     '    <main class="solutions-page main-content-page p-main pb-0 mt-5">\n        <div class="container">\n            <div class="text-center" data-aos-duration="100" data-aos="fade-down">\n                <h2 class="text-color-black">List of the clinents </h2>\n                <p class="col-lg-8 col-12 m-auto mt-4 text-center">Here is a list of the clients we work with every day. They are the wind beneath our wings, \nand the reason we strive for excellence every single day.</p>\n            </div>\n            <div class="row">\n                <div class="clients">\n                        <?php \n                            $itemsPerPage = 15;\n\n                            $current_page = isset($_GET[\'page\']) ? max(1, intval($_GET[\'page\'])) : 1;\n',
     []),
    ('Siddhesh-Dhamale/angelHealth@84b6df15b32c:index.php', '',
     '\t\t<h3>Health</h3>\n\t\t<div class="container">\n\t\t\t<div class="banner-txt"> \n\t\t\t\t<h2 class="quote h2-up">Revealing the  </h2>\n\t\t\t\t<h2 class="quote h2-down">code of attraction, </h2>\n\t\t\t\t<h2 class="quote h2-up">where ratios & </h2>\n\t\t\t\t<h2 class="quote h2-down">proportions marry</h2>\n\t\t\t\t\n\t\t\t\t<div class="para-wrp">\n\t\t\t\t\t<a href="the-attraction-code.php" class="btn btn-knowmore pageLink"><span class="txt">Know the attraction code</span></a>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</div>',
     []),
    ('Siddhesh-Dhamale/angelHealth@84b6df15b32c:index.php', '',
     '\t<div class="section home-content" id="section2">\n\t\t<div class="container c_w1140">\n\t\t\t<div class="row flex-row-reverse">\n\t\t\t\t\n\t\t\t\t<div class="col-md-5">\n\t\t\t\t\t<div class="img-science">\n\t\t\t\t\t\t<img src="assets/home/science.gif" class="img-fluid" alt=""> \n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t<div class="col-md-7">\n\t\t\t\t\t<div class="banner-txt">\n\t\t\t\t\t\t<h2 class="quote h2-up">Defeat aging with science.</h2>\n\t\t\t\t\t\t<h2 class="quote h2-down">This is how we do it.</h2>\n\t\t\t\t\t</div>',
     []),
    ('kmomin/HealthWatch-Changes@a5c94d610a02:test-booking1.php', '',
     '          <span class="input input--nao">\r\n            <input class="input__field input__field--nao" name= "name" type="text">\r\n            <label class="input__label input__label--nao" for="input-1">\r\n              <span class="input__label-content input__label-content--nao"><span class="red">*</span> Full name</span>\r\n            </label>\r\n            <svg class="graphic graphic--nao" width="300%" height="100%" viewBox="0 0 1200 60" preserveAspectRatio="none">\r\n              <path d="M0,56.5c0,0,298.666,0,399.333,0C448.336,56.5,513.994,46,597,46c77.327,0,135,10.5,200.999,10.5c95.996,0,402.001,0,402.001,0"/>\r\n            </svg>\r\n          </span>\r\n        </div>  <!-- End form-group -->\r\n\r\n        <div class="form-group">\r\n          <span class="input input--nao">\r\n            <input class="input__field input__field--nao" name="phone" type="tel" />\r',
     []),
    ('kmomin/HealthWatch-Changes@a5c94d610a02:test-booking1.php', '',
     '            <label class="input__label input__label--nao" for="input-1">\r\n              <span class="input__label-content input__label-content--nao"><span class="red">*</span> Mobile (+91)</span>\r\n            </label>\r\n            <svg class="graphic graphic--nao" width="300%" height="100%" viewBox="0 0 1200 60" preserveAspectRatio="none">\r\n              <path d="M0,56.5c0,0,298.666,0,399.333,0C448.336,56.5,513.994,46,597,46c77.327,0,135,10.5,200.999,10.5c95.996,0,402.001,0,402.001,0"/>\r\n            </svg>\r\n          </span>\r\n        </div>  <!-- End form-group -->\r\n\r\n        <div class="form-group">\r\n          <span class="input input--nao">\r\n            <input class="input__field input__field--nao" name="email" type="email">\r\n            <label class="input__label input__label--nao" for="input-1">\r\n              <span class="input__label-content input__label-content--nao"><span class="red">*</span> Email</span>\r',
     []),
    ('imran8811/pkapparel@89c1a4debb68:app/views/static/contact.php', '',
     '<?php include_once(dirname(__DIR__)."/shared/header.php"); ?>\n<div class="container-fluid page-content mb-3">\n  <strong class="page-title">Contact Us</strong>\n  <div class="contact-wrap row mb-3 mx-3 pt-5 p-3">\n    <div class="col-lg-6">\n      <div class="mb-5">\n        <h2>Liaison Office</h2>\n        <hr />\n        <ul>\n          <li class="clearfix mb-3">\n            <span>Address</span>\n            <span>Lucky Hotel Stop, 21-KM, Ferozpur Road, <br />Lahore, Pakistan</span>\n          </li>\n          <li class="clearfix mb-3">',
     []),
    ('imran8811/pkapparel@89c1a4debb68:app/views/static/contact.php', '',
     '      </div> -->\n    </div>\n    <div class="col-lg-6 mb-5">\n      <!-- <h2>Map Directions</h2>\n      <hr />\n      <div class="justify-content-center">\n        <div class="map-outer col-12">\n          <div class="gmap_canvas">\n            <iframe\n              class="gmap_iframe"\n              width="100%"\n              height="600"\n              frameBorder="0"\n              scrolling="no"',
     []),
    ('asgharlatif/HSSWebSite@b5338f62fd39:Styles/sitemap.css', '',
     '\tpadding: 8px 10px 10px 12px;\n\tborder-style: solid;\n\tborder-width: 0px 0px 0px 0px;\n\tborder-color: #000000;\n\tmargin-top: 3px;\n\tfloat: left;\n\twidth: 924px;\n\theight: 11px;\n\tfont-family: Gulim;\n\tfont-size: 12px;\n\tpadding-left: 5px;\n\tfont-style: inherit;\n\tdisplay:none;\n\t',
     []),
    ('asgharlatif/HSSWebSite@b5338f62fd39:Styles/sitemap.css', '',
     "\tbackground-image: url('../frontimages/background/sitepathbackground_2Part_330Width_Final.gif');\n\tbackground-repeat: no-repeat;\n}\n\ndiv.SiteMapDiv2Partcls a:hover\n{\n    text-decoration:underline;\n}\n\ndiv.SiteMapDiv2Partcls a:link, div.SiteMapDiv2Partcls a:visited\n{\n\tfont-size: 12px;\n\tcolor: #000000;\n\ttext-decoration: none;",
     []),
    ('usmanaliwallara/E-CommerceSite-@c2c6683631c2:admin/edit.php', '',
     '\t\t{\n\t\t\t$v1 = rand(1111,9999);\n\t\t\t$v2 = rand(1111,9999);\n\n\t\t\t$v3 = $v1.$v2;\n\t\t\t$v3 = md5($v3);\n\n\n\t\t\t$fnm = $_FILES["pimage"] ["name"];\n\t\t\t$dst = "./product_image/".$v3.$fnm;\n\t\t\t$dst1 = "product_image/".$v3.$fnm;\n\t\t\tmove_uploaded_file($_FILES ["pimage"] ["tmp_name"] , $dst);\n\n\t\t\tmysqli_query($link,"update product set product_image=\'$dst1\', product_name=\'$_POST[pnm]\', product_price=\'$_POST[pprice]\', product_qty=\'$_POST[pqty]\', product_category=\'$_POST[pcategory]\', product_des=\'$_POST[pta]\' where id=$id");',
     []),
    ('usmanaliwallara/E-CommerceSite-@c2c6683631c2:checkout.php', '',
     '\nif (isset($_COOKIE[\'item\'])) \n{\n\n    foreach ($_COOKIE[\'item\'] as $name1 => $value) \n    {\n    # code...\n        $values11=explode("__", $value);\n        mysqli_query($link,"insert into confirm_order_product values(\'\',\'$id\',\'$values11[1]\',\'$values11[2]\',\'$values11[3]\',\'$values11[0]\',\'$values11[4]\')");\n    }\n}\n?>\n  \n',
     []),
    ('ahm-arif/dimsum-distributor-order@8f4ca3e7ac08:admin/modules/supir/view.php', '',
     '\t\t\t\t\t\t\t$query = mysqli_query($mysqli, "SELECT * FROM supir ORDER BY no_ktp DESC")\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\tor die(\'Ada kesalahan pada query tampil data supir: \'.mysqli_error($mysqli));\n\n                            while ($data = mysqli_fetch_assoc($query)) { ?>\n                            \t<tr>\n\t\t\t\t\t\t\t\t\t<td width="50" class="center"><?php echo $no; ?></td>\n\t\t\t\t\t\t\t\t\t<td width="100" class="center"><?php echo $data[\'no_ktp\']; ?></td>\n\t\t\t\t\t\t\t\t\t<td width="180"><?php echo $data[\'nama_supir\']; ?></td>\n\t\t\t\t\t\t\t\t\t<td width="250"><?php echo $data[\'alamat\']; ?></td>\n\t\t\t\t\t\t\t\t\t<td width="80" class="center"><?php echo $data[\'telepon\']; ?></td>\n\n\t\t\t\t\t\t\t\t\t<td width="80" class="center">\n\t\t\t\t\t\t\t\t\t\t<div class="action-buttons">\n\t\t\t\t\t\t\t\t\t\t\t<a data-rel="tooltip" data-placement="top" title="Ubah" style="margin-right:5px" class="blue tooltip-info" href="?module=form_supir&form=edit&id=<?php echo $data[\'no_ktp\']; ?>">',
     []),
    ('ahm-arif/dimsum-distributor-order@8f4ca3e7ac08:pages/track/view.php', '',
     '                </ol>\n            </div>\n        </div>\n\n        <div class="row">\n            <div class="col-lg-12">\n                <div class="row">\n                    <div class="col-lg-12">\n\n                        <div class="panel panel-default">\n                            <div style="background:#e7531d" class="panel-body">\n                                <form class="form-horizontal" method="POST" action="?page=track">\n                                    \n                                    <h4 class="text-center" style="margin-top:10px;margin-bottom:30px;color:#fff;border-bottom:none" class="page-header">',
     []),
    ('Loetfi/lini_compro@8c8b7f31233e:application/views/Permohonan/list.php', '',
     "                else if ($row['status'] == 'Verifikasi'){\r\n                    $sdate = strtotime(date('Y-m-d', $row['vdate']));\r\n                    $terlambat = ($edate - $sdate) / 86400;\r\n                    if ($terlambat > 1) $rowColor='background: red; color: #fff;';\r\n                    else $rowColor='background: yellow;';\r\n                }\r\n                else if ($row['status'] == 'Proses'){\r\n                    $sdate = strtotime(date('Y-m-d', $row['pdate']));\r\n                    $terlambat = ($edate - $sdate) / 86400;\r\n                    if ($terlambat >= 3 && $terlambat <= 7) { $rowColor='background: yellow;'; }\r\n                    else if ($terlambat > 7) { $rowColor='background: red; color: #fff;'; }\r\n                }\r\n                else if ($row['status'] == 'Selesai') $classRow = 'success';\r\n                ?>\r",
     []),
    ('wee0305/sms_service_portal@2b9cd42a73d1:updateProfile.php', '',
     '                            <input type="text" name="cust_phone" maxlength="13" size="30" value="<?php echo $cust_phone; ?>"required/>\n                        </td>\n                    </tr>\n                    <tr>\n                        <td>Email*</td>\n                        <td>\n                            <input type="text" name="cust_email" maxlength="30" size="30" value="<?php echo $cust_email; ?>"required/>\n                        </td>\n                    </tr>\n                    <tr>\n                        <td>Password*</td>\n                        <td>\n                            <input type="text" name="cust_pswd" maxlength="16" size="30" value="<?php echo $cust_pswd; ?>" required/>\n                        </td>',
     []),
    ('wee0305/sms_service_portal@2b9cd42a73d1:css/style.css', '',
     '/*\nClick nbfs://nbhost/SystemFileSystem/Templates/Licenses/license-default.txt to change this license\nClick nbfs://nbhost/SystemFileSystem/Templates/ClientSide/css.css to edit this template\n*/\n/* \n    Created on : Apr 25, 2023, 10:02:48 PM\n    Author     : Chang Ching We\n*/\n\nbody{\n    background: #E9DAC4;\n    border: solid gray 1px;\n    width:50%;\n    height: auto;',
     []),
    ('chin-phang/mcdse105-assignment2@a5b7b2044894:README.md', '',
     '# Step 1: Run MySQL in Docker\nMake sure to install Docker Desktop\n```shell\ndocker run --name mcdse105-mysql -e MYSQL_ALLOW_EMPTY_PASSWORD=yes -p 3306:3306 -d mysql:8\n```\n\n# Step 2: Setup database\nUse DBBeaver or other client and connect to localhost:3306\n```sql\ncreate database `mcdse105`;\n```\n\n# Step 3: Build .war\n```shell',
     []),
    ('JoshyChan13/BSIT-ITEC@a88bf869d0d9:Reservation_details.php', '',
     '                    <th><?php echo $list[\'Name\']?> </th>\n                    <th><?php echo $list[\'Email\']?> </th>\n                    <th><?php echo $list[\'Date\']?> </th>\n                    <th><?php echo $list[\'Time\']?> </th>\n                    <th><?php echo $list[\'Num_of_Guests\']?> </th>\n                    <th> <a href="Reservation_update.php?rid=<?php echo $list[\'Reservation_id\']; ?>"><img src="img/Update.png" width="30" height="30" border="0" style="border-radius: 100px;"> </a>\n                        <a href="Reservation_delete.php?rid=<?php echo $list[\'Reservation_id\']; ?>"><img src="img/Delete.png" width="30" height="30" border="0" style="border-radius: 100px;"> </a> </th>\n                </tr>\n                <?php\n                    }\n                ?>\n            </tbody>\n        </table>\n    </div>',
     []),
    ('JoshyChan13/BSIT-ITEC@a88bf869d0d9:Reservation.php', '',
     '                                <div class="form-group">\n                                    <label>Date</label>\n                                    <input type="date" class="form-control" placeholder="Date" name="date" required>\n                                </div>\n                                <div class="form-group">\n                                    <label>Time</label>\n                                    <select id="options" class="form-control" name="time" required>\n                                        <option value="" selected></option>\n                                        <option value="9am - 11-am">9am - 11-am</option>\n                                        <option value="1pm - 3pm">1pm - 3pm</option>\n                                        <option value="4pm - 6pm">4pm - 6pm</option>\n                                        <option value="7pm - 9pm">7pm - 9pm</option>\n                                    </select>\n                                </div>',
     []),
    ('van0219/onlinebank@6268d590e7eb:account_transfer_process.php', '',
     '\t\t\t  WHERE STATUS = \'ACTIVE\'";\n\t$result = mysqli_query($link, $query) or die(mysqli_error($link));\n\t$rows = mysqli_fetch_array($result);\n\t$rLast = $rows[0];//last trans_id  of beneficiary\n\t#####\n\t$query2 = "SELECT * FROM PASSBOOK".$receiverID."\n\t\t\t   WHERE ID = \'$rLast\'";\n\t$result2 = mysqli_query($link, $query2) or die(mysqli_error($link));\n\twhile ($rows2 = mysqli_fetch_array($result2)) {\n\t\t$rAmount = $rows2[9];\n\t\t$rfname = $rows2[2];\n\t\t$rmname = $rows2[3];\n\t\t$rlname = $rows2[4];\n\t\t$rBranch = $rows2[5];',
     []),
    ('van0219/onlinebank@6268d590e7eb:account_transfer_process.php', '',
     '\t\t$rBranchCode = $rows2[6];\n\t}\n\t#####\n\t$query3 = "SELECT MAX(ID) FROM PASSBOOK".$senderID;\n\t$result3 = mysqli_query($link, $query3) or die(mysqli_error($link));\n\t$rows3 = mysqli_fetch_array($result3);\n\t$sLast = $rows3[0];//last trans_id in sender\n\t#####\n\t$query4 = "SELECT * FROM PASSBOOK".$senderID." WHERE ID=\'$sLast\'";\n\t$result4 = mysqli_query($link, $query4) or die(mysqli_error($link));\n\twhile ($rows4 = mysqli_fetch_array($result4)) {\n\t\t$sAmount = $rows4[9];\n\t\t$sfname = $rows4[2];\n\t\t$smname = $rows4[3];',
     []),
    ('goldev2018/ewg4@18e1460a0e20:skins/rose.css', '',
     '/* === color === */\n\na, a:hover,a:focus,a:active, strike, .post-meta span a:hover, \nul.meta-post li a:hover, ul.cat li a:hover, ul.recent li h6 a:hover, ul.portfolio-categ li.active a, ul.portfolio-categ li.active a:hover, ul.portfolio-categ li a:hover,ul.related-post li h4 a:hover, span.highlight,article .post-heading h3 a:hover,\n.navbar .nav > .active > a,.navbar .nav > .active > a:hover,.navbar .nav > li > a:hover,.navbar .nav > li > a:focus,.navbar .nav > .active > a:focus, .validation  { \n\tcolor:#9E001D;\n}\n\n.highlight {\n  background-color: #9E001D;\n}\n\n.sb-icon-search {\n\tbackground: #9E001D;',
     []),
    ('goldev2018/ewg4@18e1460a0e20:skins/rose.css', '',
     '\tcolor:#9E001D;\n}\n.navbar-default .navbar-nav > .active > a,\n.navbar-default .navbar-nav > .active > a:hover,\n.navbar-default .navbar-nav > .active > a:focus {\n\tcolor:#9E001D;\n}\n.navbar-default .navbar-nav > .open > a,\n.navbar-default .navbar-nav > .open > a:hover,\n.navbar-default .navbar-nav > .open > a:focus {\n\tcolor:#9E001D;\n}\t\n.dropdown-menu > .active > a,\n.dropdown-menu > .active > a:hover,',
     []),
    ('repzlopez/dlc@cc71b36a8bb6:css/mail.css', '',
     'ul,div { -moz-border-radius:5px;-webkit-border-radius:5px;-khtml-border-radius:5px;border-radius:5px;border:#ccc solid 1px;list-style:none;margin:20px; }\nul,li,p { font:normal 14px "lucida sans unicode","Lucida Grande",sans-serif;padding:10px; }\ndiv { background:#eee;padding:20px; }\np { font-size:10px; margin:0 20px; }\n',
     []),
    ('SeanAbstract/gatsby-starter-netlify-cms@715234761b84:src/components/MainBlogRoll.js', '',
     '    position: absolute;\n    top: 0;\n    left: 0;\n    width: 100%;\n    height: 100%;\n    background-image: url(${props =>\n      props.bgImg.childImageSharp ? props.bgImg.childImageSharp.fluid.src : props.bgImg});\n    background-repeat: no-repeat;\n    background-size: cover;\n    background-position: center;\n    filter: grayscale(100%);\n    z-index: -1;\n  }\n',
     []),
    ('SeanAbstract/gatsby-starter-netlify-cms@715234761b84:src/components/Mobile/indexPage.js', '',
     '        <div\n          className="col-6 justify-content-center d-flex align-items-center text-primary pt-1 font-weight-bold"\n          style={{borderRight: \'1px solid rgba(120,120,120, 0.2)\'}}\n        >\n          OPEN ACCOUNT\n        </div>\n        <div\n          className="col-3 d-flex justify-content-center d-flex align-items-center pt-1"\n          style={{borderRight: \'1px solid rgba(120,120,120, 0.2)\'}}\n        >\n          <svg\n            width="25"\n            height="19"\n            viewBox="0 0 25 19"',
     []),
    ('Grapheme/pfd@8448dfdd3bc6:app/views/cfd.blade.php', '',
     '\t\t        \t\t\t\t</p>\n\t\t        \t\t\t</div>\n\t\t        \t\t\t\n\t\t        \t\t\t<div class="table-container" style="padding: 0;">\n\t\t\t        \t\t\t\t<table cellspacing="0" cellpadding="0">\n\t\t\t\t\t\t\t\t\t\t<tbody><tr>\n\t\t\t\t\t\t\t\t\t\t<td width="4%" style="width:4.92%;padding:1.5pt 1.5pt 1.5pt 1.5pt;min-height:22.5pt"><p align="center"><strong>Symbol</strong></p>\n\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t\t\t<td width="14%" style="width:14.86%;padding:1.5pt 1.5pt 1.5pt 1.5pt;min-height:22.5pt"><p align="left"><strong>Contract &amp; Description</strong></p>\n\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t\t\t<td width="11%" style="width:11.88%;padding:1.5pt 1.5pt 1.5pt 1.5pt;min-height:22.5pt"><p align="left"><strong>Size</strong></p>\n\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t\t\t<td width="11%" style="width:11.88%;padding:1.5pt 1.5pt 1.5pt 1.5pt;min-height:22.5pt"><p align="left"><strong>Margin</strong></p>\n\t\t\t\t\t\t\t\t\t\t</td>',
     []),
    ('Grapheme/pfd@8448dfdd3bc6:app/views/cfd.blade.php', '',
     '\t\t\t\t\t\t\t\t\t\t<td width="11%" style="width:11.88%;padding:1.5pt 1.5pt 1.5pt 1.5pt;min-height:22.5pt"><p align="left"><strong>Expiry</strong></p>\n\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="center">CL_XX</p></td>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="left">Crude Oil</p></td>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="left">1,000</p></td>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="left">4000</p></td>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="left">Expiry</p></td>\n\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="center">DM_XX</p></td>\n\t\t\t\t\t\t\t\t\t  <td valign="top" style="padding:1.5pt 1.5pt 1.5pt 1.5pt" class="even"><p align="left">Mini Dow</p></td>',
     []),
    ('Md-Anikul-Islam-Binju/news-paper-php@04c7fec0c104:details.php', '',
     '\n\t\t\t\t<div class="row"><div class="col-sm-12">\n\t\t\t\t\t<img src="<?php echo $sImgShow; ?>" alt="<?php echo $sCaption; ?>" title="<?php echo $sCaption; ?>" class="img-responsive img100">\n\t\t\t\t\t<p class="pCaption"><?php echo $sCaption; ?></p>\n\t\t\t\t</div></div>\n\n\t\t\t\t<div class="row"><div class="col-sm-12 DDetailsBody" id="DDetailsBody">\n\t\t\t\t\t<?php echo $sDetails; ?>\n\t\t\t\t</div></div>\n\n\t\t\t\t<?php if($sVideo!=""){ ?>\n\t\t\t\t<div class="row"><div class="col-sm-12">\n\t\t\t\t\t<div class="embed-responsive embed-responsive-16by9">\n\t\t\t\t\t\t<iframe class="embed-responsive-item" src="https://www.youtube.com/embed/<?php echo $sVideo; ?>?rel=0" allowfullscreen></iframe>',
     []),
]
# END REAL_SNIPPETS


if __name__ == "__main__":
    main()
