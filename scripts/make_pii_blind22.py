#!/usr/bin/env python3
"""Build the pii_blind22 PII-detection evaluation set.

The set is for scoring only: it was written apart from the detector and must
never be read to tune it.  Output: one JSON object per line with the keys
``id``, ``locale``, ``spans``, ``template``, ``text`` (see the README next to
the output file).

Three kinds of record:
  * ``b22-<genre>``  synthetic texts with PII (Faker 40.0.0 + phonenumbers metadata),
  * ``b22f-<genre>`` synthetic PII-free texts full of look-alikes,
  * ``b22r-<source>`` real windows from public directories of services, frozen
    below in ``REAL_SNIPPETS`` and labelled by reading.

Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in
sorted locale order; nothing reads the clock; everything built from sets is
sorted.  The generator refuses to overwrite an existing output without
``--force`` and stops if Faker is not version 40.0.0.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import sys
import unicodedata
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF
from phonenumbers import PhoneNumberType as PNT
from stdnum import iban as stdnum_iban

SEED = 2222022
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind22/blind22.jsonl")
N_PII = 700
N_FREE = 350

# Faker locales whose region phonenumbers knows (es_CA is Catalan, not Canada: left out).
LOCALES = sorted([
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_PS", "ar_SA", "az_AZ", "bg_BG", "bn_BD",
    "bs_BA", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LI", "de_LU", "el_CY", "el_GR",
    "en_AU", "en_BD", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE", "en_MS", "en_NG", "en_NZ",
    "en_PH", "en_PK", "en_TH", "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX", "et_EE",
    "fa_IR", "fi_FI", "fil_PH", "fr_BE", "fr_CA", "fr_CH", "fr_DZ", "fr_FR", "ga_IE", "gu_IN",
    "ha_NG", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID", "ig_NG", "is_IS", "it_CH",
    "it_IT", "ja_JP", "ka_GE", "ko_KR", "lb_LU", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE",
    "nl_NL", "no_NO", "or_IN", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI",
    "sq_AL", "sv_SE", "ta_IN", "th_TH", "tl_PH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN",
    "yo_NG", "zh_CN", "zh_TW", "zu_ZA",
])

# Phone / mobile / fax / e-mail labels in the locale's language (first part of the locale).
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "البريد"), "az": ("Telefon", "Mobil", "Faks", "E-poçt"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল"),
    "bs": ("Tel.", "Mob.", "Faks", "E-mail"), "cs": ("Tel.", "Mobil", "Fax", "E-mail"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail"), "de": ("Tel.", "Mobil", "Fax", "E-Mail"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email"), "en": ("Tel", "Mobile", "Fax", "Email"),
    "es": ("Tel.", "Cel.", "Fax", "Correo"), "et": ("Tel", "Mob", "Faks", "E-post"),
    "fa": ("تلفن", "همراه", "فکس", "ایمیل"), "fi": ("Puh.", "GSM", "Faksi", "Sähköposti"),
    "fil": ("Tel.", "Cell", "Fax", "Email"), "fr": ("Tél.", "Portable", "Fax", "Courriel"),
    "ga": ("Fón", "Fón póca", "Facs", "R-phost"), "gu": ("ફોન", "મોબાઇલ", "ફેક્સ", "ઇમેઇલ"),
    "ha": ("Waya", "Salula", "Fax", "Imel"), "he": ("טל׳", "נייד", "פקס", "דוא״ל"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "ईमेल"), "hr": ("Tel.", "Mob.", "Faks", "E-pošta"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ"),
    "id": ("Telp.", "HP", "Faks", "Surel"), "ig": ("Ekwentị", "Mobile", "Fax", "Email"),
    "is": ("Sími", "GSM", "Fax", "Netfang"), "it": ("Tel.", "Cell.", "Fax", "E-mail"),
    "ja": ("電話", "携帯", "FAX", "メール"), "ka": ("ტელ.", "მობ.", "ფაქსი", "ელფოსტა"),
    "ko": ("전화", "휴대폰", "팩스", "이메일"), "lb": ("Tel.", "Handy", "Fax", "E-Mail"),
    "lt": ("Tel.", "Mob.", "Faksas", "El. paštas"), "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts"),
    "mt": ("Tel.", "Mob.", "Fax", "Email"), "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल"),
    "nl": ("Tel.", "Mobiel", "Fax", "E-mail"), "no": ("Tlf.", "Mobil", "Faks", "E-post"),
    "or": ("ଫୋନ", "ମୋବାଇଲ", "ଫ୍ୟାକ୍ସ", "ଇମେଲ"), "pl": ("Tel.", "Kom.", "Faks", "E-mail"),
    "pt": ("Tel.", "Cel.", "Fax", "E-mail"), "ro": ("Tel.", "Mobil", "Fax", "E-mail"),
    "ru": ("Тел.", "Моб.", "Факс", "Эл. почта"), "sk": ("Tel.", "Mobil", "Fax", "E-mail"),
    "sl": ("Tel.", "GSM", "Faks", "E-pošta"), "sq": ("Tel.", "Cel.", "Faks", "Email"),
    "sv": ("Tfn", "Mobil", "Fax", "E-post"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล"), "tl": ("Tel.", "Cell", "Fax", "Email"),
    "tr": ("Tel", "Cep", "Faks", "E-posta"), "tw": ("Fon", "Mobile", "Fax", "Email"),
    "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта"), "uz": ("Tel.", "Mobil", "Faks", "E-pochta"),
    "vi": ("ĐT", "Di động", "Fax", "Email"), "yo": ("Fóònù", "Mobile", "Fax", "Imeeli"),
    "zh": ("电话", "手机", "传真", "邮箱"), "zu": ("Ucingo", "Iselula", "Ifeksi", "I-imeyili"),
}

# Extension words that keep their digits inside the span, and words that do not.
EXT_INSIDE = ["x", "ext", "ext.", "Ext.", "extension"]
EXT_INSIDE_LANG = {"es": "anexo", "ru": "доб."}
EXT_OUTSIDE_LANG = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel", "pl": "wew.",
    "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "ko": "내선",
    "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
EXT_INSIDE_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")

# Words after which a look-alike digit run is allowed in a text (see README).
LOOKALIKE_LABELS = re.compile(
    r"(?i)(order|imei|isbn|population|tracking|ticket|invoice|ref(?:erence)?|part|serial|sku|ean|"
    r"tax|vat|oid|case|policy|sort code|otp|build|version|postcode|zip|booking|pnr|confirmation|"
    r"customer|batch|lot|parcel|shipment|receipt|transaction|kundennr|bestellnr|pedido|commande|"
    r"awb|consignment|cnpj|cpf|siret|nif|inn|gstin|ntn|tin|npwp|rfc|nit|ruc|cuit|abn|matricule|registr\w*|"
    r"licen[cs]e|member|account no|acct|cep|pin|mac|hwaddr|bssid|wi-fi|〒)[^\n]{0,24}$")


# ----------------------------------------------------------------------------- helpers


class Doc:
    """Text built piece by piece; PII pieces become spans."""

    def __init__(self, region: str):
        self.region = region
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.n = 0

    def t(self, s: str) -> "Doc":
        self.parts.append(s)
        self.n += len(s)
        return self

    def pii(self, entity: str, s: str) -> "Doc":
        start = self.n
        self.t(s)
        span = {"entity": entity, "start": start, "end": self.n}
        if entity == "PHONE_NUMBER":
            span["valid"] = phone_valid(s, self.region)
        self.spans.append(span)
        return self

    def text(self) -> str:
        return "".join(self.parts)


def phone_valid(s: str, region: str) -> bool:
    """phonenumbers.is_valid_number of a span, per the labelling rules."""
    s = re.sub(r"\s+", " ", s).strip()
    s = EXT_INSIDE_RE.sub("", s)
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except phonenumbers.NumberParseException:
        return False


def ascii_word(s: str) -> str:
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", s.lower())


def luhn_complete(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


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


# ----------------------------------------------------------------------------- phones

PHONE_TYPES = [PNT.FIXED_LINE, PNT.MOBILE, PNT.TOLL_FREE, PNT.VOIP, PNT.SHARED_COST]


def _idd(region: str) -> str | None:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    if md is None:
        return None
    pref = md.preferred_international_prefix or md.international_prefix
    if pref and re.fullmatch(r"[\d~]+", pref):
        return pref.replace("~", " ")
    return None


def draw_number(rng: random.Random, region: str, want_valid: bool, kind: str | None = None):
    types = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t)]
    if kind == "mobile" and PNT.MOBILE in types:
        types = [PNT.MOBILE]
    elif kind == "tollfree" and PNT.TOLL_FREE in types:
        types = [PNT.TOLL_FREE]
    elif kind == "fixed" and PNT.FIXED_LINE in types:
        types = [PNT.FIXED_LINE]
    for attempt in range(400):
        ex = phonenumbers.example_number_for_type(region, rng.choice(types))
        nsn = phonenumbers.national_significant_number(ex)
        if want_valid:
            keep = max(1, len(nsn) - rng.randint(3, 6))
        else:
            keep = rng.randint(0, 2)
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        try:
            p = phonenumbers.parse("+%d%s" % (ex.country_code, digits))
        except phonenumbers.NumberParseException:
            continue
        if not phonenumbers.is_possible_number(p):
            continue
        valid = phonenumbers.is_valid_number(p)
        if valid != want_valid:
            continue
        if valid and phonenumbers.region_code_for_number(p) != region:
            continue
        return p
    return draw_number(rng, region, True, kind) if not want_valid else None


PHONE_STYLES = ["national", "national", "intl", "intl", "e164", "00", "idd", "paren_cc", "plus0",
                "dots", "dashes", "slash", "nosep", "nbsp", "nnbsp", "odd", "bracket_area"]


def format_phone(rng: random.Random, p, region: str, style: str) -> str:
    nat = phonenumbers.format_number(p, PNF.NATIONAL)
    intl = phonenumbers.format_number(p, PNF.INTERNATIONAL)
    cc = str(p.country_code)
    rest = intl[len(cc) + 2:]
    nsn = phonenumbers.national_significant_number(p)
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    trunk = md.national_prefix if md else None
    if style == "national":
        return nat
    if style == "intl":
        return intl
    if style == "e164":
        return phonenumbers.format_number(p, PNF.E164)
    if style == "00":
        return "00" + cc + " " + rest
    if style == "idd":
        idd = _idd(region)
        return (idd + " " + cc + " " + rest) if idd else intl
    if style == "paren_cc":
        return "(+" + cc + ") " + rest
    if style == "plus0":
        return ("+" + cc + " (0)" + rest) if trunk == "0" else intl
    if style == "dots":
        return re.sub(r"[ \-]", ".", re.sub(r"[()]", "", nat)).strip(".")
    if style == "dashes":
        return "+" + cc + "-" + re.sub(r"[ ]", "-", rest)
    if style == "slash":
        if trunk == "0" and nat.startswith("0") and " " in nat:
            head, tail = nat.split(" ", 1)
            return head + "/" + re.sub(r"[ \-]", "", tail)
        return nat
    if style == "nosep":
        return re.sub(r"[^\d+]", "", nat)
    if style == "nbsp":
        return intl.replace(" ", "\u00a0")
    if style == "nnbsp":
        return nat.replace(" ", "\u202f")
    if style == "odd":
        groups, i = [], 0
        while i < len(nsn):
            step = rng.choice([2, 3, 3, 4])
            groups.append(nsn[i:i + step])
            i += step
        return "+" + cc + " " + " ".join(groups)
    if style == "bracket_area":
        m = re.fullmatch(r"(0\d{1,4})[ \-](.+)", nat)
        return "(" + m.group(1) + ") " + m.group(2) if m else nat
    raise ValueError(style)


def phone_string(rng: random.Random, region: str, *, kind: str | None = None, style: str | None = None,
                 valid: bool | None = None) -> str:
    """A phone number of ``region`` written in one of the ways people write them."""
    if valid is None:
        valid = rng.random() >= 0.10
    p = draw_number(rng, region, valid, kind)
    if p is None:
        p = draw_number(rng, region, True, None)
    styles = [style] if style else []
    styles += rng.sample(PHONE_STYLES, len(PHONE_STYLES))
    for st in styles + ["intl"]:
        s = format_phone(rng, p, region, st)
        try:
            q = phonenumbers.parse(EXT_INSIDE_RE.sub("", re.sub(r"\s+", " ", s)), region)
        except phonenumbers.NumberParseException:
            continue
        if q.country_code == p.country_code and q.national_number == p.national_number \
                and phonenumbers.is_possible_number(q):
            return s
    raise RuntimeError("no usable format for %s" % region)


# ----------------------------------------------------------------------------- cards, IBANs, e-mails, IPs

CARD_BRANDS = [
    ("Visa", ["4"], [13, 16, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55"] + [str(x) for x in (2221, 2300, 2500, 2720)], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Diners Club", ["36", "38", "300", "301", "305"], [14]),
    ("Discover", ["6011", "65", "644", "649"], [16, 19]),
    ("JCB", ["3528", "3540", "3589"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["5018", "5020", "5038", "6304", "6759", "6761", "6763"], [12, 13, 16, 19]),
]


def card_string(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    prefix = rng.choice(prefixes)
    if brand == "Mastercard" and len(prefix) == 4:
        prefix = str(rng.randint(2221, 2720))
    body = prefix + "".join(rng.choice("0123456789") for _ in range(n - len(prefix) - 1))
    digits = luhn_complete(body)
    layouts = {16: [[4, 4, 4, 4], [8, 8], [4, 8, 4], None], 15: [[4, 6, 5], None], 14: [[4, 6, 4], None],
               19: [[4, 4, 4, 4, 3], [6, 13], None], 13: [[4, 4, 5], None], 12: [[4, 4, 4], None],
               17: [[4, 4, 4, 5], None], 18: [[4, 4, 4, 6], None]}
    layout = rng.choice(layouts[n])
    if layout is None:
        return brand, digits
    sep = rng.choice([" ", " ", "-"])
    out, i = [], 0
    for g in layout:
        out.append(digits[i:i + g])
        i += g
    return brand, sep.join(out)


def _iban_structures() -> dict[str, str]:
    import stdnum
    path = Path(stdnum.__file__).parent / "iban.dat"
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r'([A-Z]{2}) country="[^"]*" bban="([^"]+)"', line)
        if m:
            out[m.group(1)] = m.group(2)
    return dict(sorted(out.items()))


IBAN_STRUCT = _iban_structures()


def iban_string(rng: random.Random, country: str) -> str:
    alphabet = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
    for _ in range(20000):
        bban = ""
        for num, kind in re.findall(r"(\d+)!([nac])", IBAN_STRUCT[country]):
            bban += "".join(rng.choice(alphabet[kind] if kind != "c" or rng.random() < 0.3 else alphabet["n"])
                            for _ in range(int(num)))
        check = stdnum_iban.calc_check_digits(country + "00" + bban)
        number = country + check + bban
        if stdnum_iban.is_valid(number):
            if rng.random() < 0.5:
                return " ".join(number[i:i + 4] for i in range(0, len(number), 4))
            return number
    raise RuntimeError("no valid IBAN for " + country)


TLDS = ["com", "net", "org", "io", "co.uk", "com.br", "de", "fr", "co.jp", "africa", "photography",
        "international", "travel", "technology", "com.au", "co.za", "ng", "co.ke", "in", "com.mx",
        "cl", "pe", "vn", "co.id", "ph", "my", "com.tw", "kr", "ae", "sa", "eg", "ma", "ge", "am", "np"]
WORDS = ["delta", "nova", "orbit", "sierra", "kilim", "baobab", "lotus", "andes", "pampa", "atlas",
         "savanna", "monsoon", "cedar", "harbor", "meridian", "zenith", "coral", "tundra", "quartz",
         "sahel", "mekong", "nile", "amazon", "tigris", "kauri", "fjord", "steppe", "oasis", "jade"]


def email_string(rng: random.Random, fk) -> str:
    first = ascii_word(fk.first_name()) or rng.choice(WORDS)
    last = ascii_word(fk.last_name()) or rng.choice(WORDS)
    dom = rng.choice(WORDS) + rng.choice(["", "-" + rng.choice(WORDS), str(rng.randint(1, 99))])
    tld = rng.choice(TLDS)
    shape = rng.randrange(8)
    if shape == 0:
        local = first + "." + last
    elif shape == 1:
        local = first + str(rng.randint(1, 9999))
    elif shape == 2:
        local = first + "+" + rng.choice(["news", "billing", "shop", "2024", "alerts"])
    elif shape == 3:
        local = first[0] + last
        dom = rng.choice(["mail", "post", "corp", "staff"]) + "." + dom
    elif shape == 4:
        local = rng.choice(["info", "contact", "support", "reservas", "kontakt", "admin", "office"])
    elif shape == 5:
        local = last + "_" + first[:1] + str(rng.randint(70, 99))
    elif shape == 6:
        local = first + "." + last + "." + str(rng.randint(1, 9))
        dom = rng.choice(WORDS) + "." + dom
    else:
        local = first[:1] + "." + last + "-" + rng.choice(WORDS)
    return local + "@" + dom + "." + tld


def ip_piece(rng: random.Random) -> tuple[str, str, str]:
    """(prefix text, address, suffix text) – prefix/suffix stay outside the span."""
    kind = rng.randrange(16)
    if kind == 0:
        a = "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    elif kind == 1:
        a = "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    elif kind == 2:
        a = "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    elif kind == 3:
        a = "127.0.0.1"
    elif kind == 4:
        a = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
    elif kind == 5:
        a = rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.252.0"])
    elif kind in (6, 7):
        a = "%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    elif kind == 8:
        a = str(ipaddress.IPv6Address(rng.getrandbits(128)))
    elif kind == 9:
        a = ipaddress.IPv6Address(rng.getrandbits(128)).exploded
    elif kind == 10:
        a = str(ipaddress.IPv6Address((0x20010db8 << 96) | rng.getrandbits(32))).upper()
    elif kind == 11:
        a = "::ffff:%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    elif kind == 12:
        a = rng.choice(["::", "::1"])
    elif kind == 13:
        a = str(ipaddress.IPv6Address((0xfe80 << 112) | rng.getrandbits(64)))
    elif kind == 14:
        a = str(ipaddress.IPv6Address((0x20010db8 << 96) | (rng.getrandbits(16) << 16)))
    else:
        a = str(ipaddress.IPv6Address((0x2a00 << 112) | rng.getrandbits(80)))
    v6 = ":" in a
    deco = rng.randrange(5)
    if v6 and deco == 0:
        return "[", a, "]:%d" % rng.choice([443, 8443, 22, 5060])
    if v6 and deco == 1 and a.lower().startswith("fe80"):
        return "", a, "%" + rng.choice(["eth0", "en0", "wlan0", "3"])
    if deco == 2 and a not in ("::", "::1", "127.0.0.1") and not a.startswith("255."):
        return "", a, "/%d" % (rng.choice([64, 48, 56]) if v6 else rng.choice([24, 16, 32, 28]))
    if not v6 and deco == 3 and not a.startswith("255."):
        return "", a, ":%d" % rng.choice([22, 80, 443, 3306, 8080, 5432])
    return "", a, ""


# ----------------------------------------------------------------------------- stray look-alike check

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
IPV6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\w:])")
GROUPED_DIGITS_RE = re.compile(r"(?<![\d])\d(?:[ \-]?\d){11,18}(?![\d])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
INTL_PHONE_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d \-.()/\u00a0\u202f]{5,20}\d")
DATE_TIME_RE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}[./]\d{1,2}[./]\d{2,4}|"
                          r"\d{1,2}:\d{2}(?::\d{2})?")
SEP_RUN_RE = re.compile(r"\d[\d \-/().\u00a0\u202f]*\d")


def stray_lookalikes(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the gold spans that the rules say must not be there."""
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "§"
    masked = "".join(chars)
    found = []
    found += EMAIL_RE.findall(masked)
    for m in IPV4_RE.finditer(masked):
        if all(int(g) <= 255 for g in m.groups()):
            found.append(m.group())
    for m in IPV6_RE.finditer(masked):
        try:
            ipaddress.IPv6Address(m.group())
            found.append(m.group())
        except ValueError:
            pass
    for m in GROUPED_DIGITS_RE.finditer(masked):
        d = re.sub(r"\D", "", m.group())
        if 12 <= len(d) <= 19 and d[0] in "23456" and luhn_ok(d):
            found.append(m.group())
    for m in re.finditer(r"\d{12,19}", masked):
        if m.group()[0] in "23456" and luhn_ok(m.group()):
            found.append(m.group())
    for m in IBAN_RE.finditer(masked):
        for end in range(len(m.group()), 13, -1):
            cand = m.group()[:end]
            if stdnum_iban.is_valid(cand):
                found.append(cand)
                break
    for m in INTL_PHONE_RE.finditer(masked):
        s = m.group()
        s = "+" + s[2:] if s.startswith("00") else s
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(re.sub(r"\s+", " ", s), None)):
                found.append(m.group())
        except phonenumbers.NumberParseException:
            pass
    nodates = DATE_TIME_RE.sub(lambda m: "§" * len(m.group()), masked)
    for m in SEP_RUN_RE.finditer(nodates):
        run = m.group()
        if len(re.sub(r"\D", "", run)) < 7 or not re.search(r"[ \-/()\u00a0\u202f]", run):
            continue
        # a run made only of short numbers separated by single spaces is prose ("3 of 12 2024")
        if re.fullmatch(r"\d{1,4}(?: \d{1,4})+", run) and not re.fullmatch(r"(?:\d{2,4} ){2,}\d{2,4}", run):
            continue
        line_start = nodates.rfind("\n", 0, m.start()) + 1
        if LOOKALIKE_LABELS.search(nodates[line_start:m.start()]):
            continue
        found.append(run)
    return found


# ----------------------------------------------------------------------------- synthetic texts with PII


HASH_ORDERED_CITY = {"it_IT"}


class Ctx:
    def __init__(self, rng: random.Random, fk, locale: str):
        self.rng = rng
        self.fk = fk
        self.locale = locale
        self.lang, self.region = locale.split("_")
        self.lab = LABELS.get(self.lang, LABELS["en"])

    def phone(self, **kw) -> str:
        return phone_string(self.rng, self.region, **kw)

    def email(self) -> str:
        return email_string(self.rng, self.fk)

    def iban(self) -> str:
        own = self.region if self.region in IBAN_STRUCT else None
        country = own if own and self.rng.random() < 0.5 else self.rng.choice(list(IBAN_STRUCT))
        return iban_string(self.rng, country)

    def name(self) -> str:
        return safe(self.fk, "name", "Alex Morgan")

    def company(self) -> str:
        return safe(self.fk, "company", "Northwind Trading")

    def city(self) -> str:
        # Faker 40's it_IT city() draws from a set, so its order follows PYTHONHASHSEED.
        if self.locale in HASH_ORDERED_CITY:
            return "Borgo " + safe(self.fk, "last_name", "Rossi")
        return safe(self.fk, "city", "Springfield")


def safe(fk, attr: str, default: str) -> str:
    try:
        value = str(getattr(fk, attr)())
    except AttributeError:
        return default
    # Faker fields never carry digits into the texts, so they cannot make look-alikes.
    value = re.sub(r"[\d@]", "", value).strip(" ,-")
    return value or default


def add_ip(d: Doc, rng: random.Random) -> Doc:
    pre, addr, post = ip_piece(rng)
    return d.t(pre).pii("IP_ADDRESS", addr).t(post)


def g_signature(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.rng.choice(["Best regards,\n", "Kind regards,\n", "--\n", "Saludos,\n", "Mit freundlichen Grüßen\n"]))
    d.t(c.name() + "\n" + c.rng.choice(["Sales Manager", "Office", "Logistics", "Front desk", "Director"]))
    d.t(" | " + c.company() + "\n")
    d.t(c.lab[0] + ": ").pii("PHONE_NUMBER", c.phone(kind="fixed")).t("\n")
    if c.rng.random() < 0.6:
        d.t(c.lab[1] + ": ").pii("PHONE_NUMBER", c.phone(kind="mobile")).t("\n")
    d.t(c.lab[3] + ": ").pii("EMAIL_ADDRESS", c.email())
    return d


def g_shop_footer(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("© " + c.company() + " · " + c.city() + "\n")
    d.t(c.lab[0] + " ").pii("PHONE_NUMBER", c.phone()).t(" · ").pii("EMAIL_ADDRESS", c.email())
    if c.rng.random() < 0.5:
        d.t("\nBank: IBAN ").pii("IBAN_CODE", c.iban())
    d.t("\nOpening hours Mon–Fri 9:00–18:00")
    return d


def g_classified(c: Ctx) -> Doc:
    d = Doc(c.region)
    item = c.rng.choice(["Mountain bike, barely used", "Sofa, 3 seats", "Flat for rent near the station",
                         "Puppies ready for new homes", "Used textbooks, semester one", "Washing machine"])
    d.t(item + ". Price negotiable. ")
    d.t(c.rng.choice(["Call or WhatsApp ", "SMS only: ", "Ring ", "Contact: "]))
    d.pii("PHONE_NUMBER", c.phone(kind="mobile"))
    d.t(c.rng.choice([" after 6pm.", " (no calls on Sunday).", ".", " – ask for " + c.name() + "."]))
    if c.rng.random() < 0.5:
        d.t(" Or mail ").pii("EMAIL_ADDRESS", c.email())
    return d


def g_forum_post(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Re: cannot reach the NAS after the update\n\nSame here. The box answers on ")
    add_ip(d, c.rng)
    d.t(" but the web UI times out. Gateway is ")
    add_ip(d, c.rng)
    d.t(". If anyone wants the logs, write to ").pii("EMAIL_ADDRESS", c.email()).t(".")
    return d


def g_chat_line(c: Ctx) -> Doc:
    d = Doc(c.region)
    n1, n2 = c.name(), c.name()
    d.t("[09:%02d] %s: can you send me the number of the plumber?\n" % (c.rng.randint(0, 59), n1))
    d.t("[09:%02d] %s: sure, " % (c.rng.randint(0, 59), n2)).pii("PHONE_NUMBER", c.phone())
    d.t(c.rng.choice([" 👍", "", " he is cheap", " – tell him I sent you"]))
    return d


def _rows(c: Ctx, n: int):
    return [(c.name(), c.email(), c.phone()) for _ in range(n)]


def g_csv_export(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("name,email,phone,city\n")
    for name, mail, ph in _rows(c, c.rng.randint(2, 4)):
        d.t('"%s",' % name).pii("EMAIL_ADDRESS", mail).t(',"').pii("PHONE_NUMBER", ph).t('",%s\n' % c.city())
    return d


def g_tsv_export(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("contact\tmail\ttel\n")
    for name, mail, ph in _rows(c, c.rng.randint(2, 4)):
        d.t(name + "\t").pii("EMAIL_ADDRESS", mail).t("\t").pii("PHONE_NUMBER", ph).t("\n")
    return d


def g_json_record(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t('{"customer": {"name": "%s", "email": "' % c.name()).pii("EMAIL_ADDRESS", c.email())
    d.t('", "phone": "').pii("PHONE_NUMBER", c.phone()).t('", "last_login_ip": "')
    add_ip(d, c.rng)
    d.t('", "tier": "%s"}}' % c.rng.choice(["gold", "basic", "trial"]))
    return d


def g_yaml_config(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("smtp:\n  host: ")
    add_ip(d, c.rng)
    d.t("\n  port: 587\n  sender: ").pii("EMAIL_ADDRESS", c.email())
    d.t("\nalerts:\n  oncall_phone: \"").pii("PHONE_NUMBER", c.phone(style="e164")).t("\"\n  retries: 3\n")
    return d


def g_sshd_log(c: Ctx) -> Doc:
    d = Doc(c.region)
    for _ in range(c.rng.randint(2, 3)):
        d.t("sshd[%d]: %s for %s from " % (c.rng.randint(1000, 65000),
                                           c.rng.choice(["Accepted publickey", "Failed password", "Invalid user"]),
                                           c.rng.choice(["root", "deploy", "admin", "git"])))
        pre, addr, _ = ip_piece(c.rng)
        d.pii("IP_ADDRESS", addr).t(" port %d ssh2\n" % c.rng.randint(1024, 65535))
    return d


def g_nginx_log(c: Ctx) -> Doc:
    d = Doc(c.region)
    for _ in range(c.rng.randint(2, 3)):
        _, addr, _ = ip_piece(c.rng)
        d.pii("IP_ADDRESS", addr)
        d.t(' - - [%02d/Mar/2024:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n'
            % (c.rng.randint(1, 28), c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59),
               c.rng.choice(["", "login", "api/v2/items", "static/app.js"]), c.rng.choice([200, 301, 404, 502]),
               c.rng.randint(120, 999)))
    return d


def g_firewall_log(c: Ctx) -> Doc:
    d = Doc(c.region)
    for _ in range(2):
        _, a, _ = ip_piece(c.rng)
        _, b, _ = ip_piece(c.rng)
        d.t("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=").pii("IP_ADDRESS", a).t(" DST=").pii("IP_ADDRESS", b)
        d.t(" LEN=60 TTL=%d PROTO=TCP SPT=%d DPT=%d\n" % (c.rng.randint(30, 128), c.rng.randint(1024, 65535),
                                                         c.rng.choice([22, 23, 445, 3389])))
    return d


def g_dhcp_log(c: Ctx) -> Doc:
    d = Doc(c.region)
    mac = ":".join("%02x" % c.rng.randrange(256) for _ in range(6))
    ip = "192.168.%d.%d" % (c.rng.randint(0, 10), c.rng.randint(2, 250))
    d.t("dhcpd: DHCPREQUEST for ").pii("IP_ADDRESS", ip).t(" from %s via eth1\n" % mac)
    d.t("dhcpd: DHCPACK on ").pii("IP_ADDRESS", ip).t(" to %s (%s) via eth1\n" % (mac, ascii_word(c.name()) or "host"))
    return d


def g_ini_config(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("[server]\nbind_address = ")
    add_ip(d, c.rng)
    d.t("\nworkers = %d\n\n[contact]\nadmin = " % c.rng.randint(2, 16)).pii("EMAIL_ADDRESS", c.email())
    d.t("\nhelpdesk = ").pii("PHONE_NUMBER", c.phone()).t("\n")
    return d


def g_html_links(c: Ctx) -> Doc:
    d = Doc(c.region)
    mail = c.email()
    p = draw_number(c.rng, c.region, True, None)
    e164 = phonenumbers.format_number(p, PNF.E164)
    shown = format_phone(c.rng, p, c.region, c.rng.choice(["national", "intl"]))
    d.t('<p>Questions? <a href="mailto:').pii("EMAIL_ADDRESS", mail).t('">').pii("EMAIL_ADDRESS", mail)
    d.t('</a> or <a href="tel:').pii("PHONE_NUMBER", e164).t('">').pii("PHONE_NUMBER", shown).t("</a></p>")
    return d


def g_invoice_bank(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("INVOICE %d-%04d\n%s\n" % (c.rng.randint(2023, 2025), c.rng.randint(1, 9999), c.company()))
    d.t("Amount due: %d.%02d EUR within 14 days\n" % (c.rng.randint(20, 9000), c.rng.randint(0, 99)))
    d.t("IBAN: ").pii("IBAN_CODE", c.iban()).t("\nQuestions: ").pii("PHONE_NUMBER", c.phone())
    return d


def g_support_chat_card(c: Ctx) -> Doc:
    d = Doc(c.region)
    brand, card = card_string(c.rng)
    d.t("Agent: Could you confirm the card you paid with?\n")
    d.t("Customer: yes it's my %s " % brand).pii("CREDIT_CARD", card)
    d.t(", expiry %02d/%02d\nAgent: Thanks, I can see the charge now." % (c.rng.randint(1, 12), c.rng.randint(25, 31)))
    return d


def g_prose_mid(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("When we met in %s, %s told me I could reach the office on " % (c.city(), c.name()))
    d.pii("PHONE_NUMBER", c.phone()).t(" most mornings, or write to ").pii("EMAIL_ADDRESS", c.email())
    d.t(" if nobody picks up. I tried twice last week without luck.")
    return d


def g_local_label(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.company() + "\n" + c.city() + "\n")
    d.t(c.lab[0] + ": ").pii("PHONE_NUMBER", c.phone(kind="fixed")).t("\n")
    d.t(c.lab[2] + ": ").pii("PHONE_NUMBER", c.phone(kind="fixed")).t("\n")
    d.t(c.lab[3] + ": ").pii("EMAIL_ADDRESS", c.email())
    return d


def g_unlabeled(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.name() + "\n" + c.company() + "\n").pii("PHONE_NUMBER", c.phone()).t("\n" + c.city())
    return d


def g_tollfree_mobile(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Free hotline ").pii("PHONE_NUMBER", c.phone(kind="tollfree"))
    d.t(" — from abroad or mobile use ").pii("PHONE_NUMBER", c.phone(kind="mobile", style="intl"))
    d.t(". Lines open 24/7.")
    return d


def g_fax_block(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.company() + " | " + c.lab[0] + " ").pii("PHONE_NUMBER", c.phone(kind="fixed"))
    d.t(" | " + c.lab[2] + " ").pii("PHONE_NUMBER", c.phone(kind="fixed"))
    return d


def g_extension(c: Ctx) -> Doc:
    d = Doc(c.region)
    base = c.phone(kind="fixed", valid=True)
    ext = str(c.rng.randint(10, 4999))
    d.t(c.name() + ", reception: ")
    if c.lang in EXT_OUTSIDE_LANG and c.rng.random() < 0.6:
        d.pii("PHONE_NUMBER", base).t(" " + EXT_OUTSIDE_LANG[c.lang] + " " + ext)
    else:
        word = EXT_INSIDE_LANG.get(c.lang) if c.rng.random() < 0.5 else None
        word = word or c.rng.choice(EXT_INSIDE)
        sep = "" if word == "x" and c.rng.random() < 0.5 else " "
        d.pii("PHONE_NUMBER", base + " " + word + sep + ext)
    return d


def g_wrapped(c: Ctx) -> Doc:
    d = Doc(c.region)
    p = draw_number(c.rng, c.region, True, None)
    s = phonenumbers.format_number(p, PNF.INTERNATIONAL)
    cut = [m.start() for m in re.finditer(" ", s)]
    s = s[:cut[-1]] + "\n" + s[cut[-1] + 1:] if cut else s
    d.t("If the parcel cannot be delivered the courier will call the recipient at ")
    d.pii("PHONE_NUMBER", s).t(" before returning it to the depot.")
    return d


def g_brackets(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.company() + " (").pii("PHONE_NUMBER", c.phone()).t(") confirmed the booking; the manager [")
    d.pii("PHONE_NUMBER", c.phone(kind="mobile")).t("] will meet the group.")
    return d


def g_multi_list(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t(c.lab[0] + ": ")
    seps = [" / ", "; ", " or ", ", "]
    for i in range(c.rng.randint(2, 4)):
        if i:
            d.t(c.rng.choice(seps))
        d.pii("PHONE_NUMBER", c.phone())
    return d


def g_vcard(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=work,voice:" % (c.name(), c.company()))
    d.pii("PHONE_NUMBER", c.phone(style="intl")).t("\nTEL;TYPE=cell:").pii("PHONE_NUMBER", c.phone(kind="mobile"))
    d.t("\nEMAIL:").pii("EMAIL_ADDRESS", c.email()).t("\nEND:VCARD")
    return d


def g_sms(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Your delivery is on the way. The driver may call you from ")
    d.pii("PHONE_NUMBER", c.phone(kind="mobile")).t(". Reply STOP to opt out.")
    return d


def g_xml_record(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("<contact id=\"%d\">\n  <name>%s</name>\n  <phone type=\"fax\">" % (c.rng.randint(1, 999), c.name()))
    d.pii("PHONE_NUMBER", c.phone()).t("</phone>\n  <email>").pii("EMAIL_ADDRESS", c.email()).t("</email>\n</contact>")
    return d


def g_markdown_table(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("| Office | Phone | E-mail |\n|---|---|---|\n")
    for _ in range(c.rng.randint(2, 3)):
        d.t("| " + c.city() + " | ").pii("PHONE_NUMBER", c.phone()).t(" | ").pii("EMAIL_ADDRESS", c.email()).t(" |\n")
    return d


def g_email_headers(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Received: from mx.example.net (")
    add_ip(d, c.rng)
    d.t(")\nFrom: %s <" % c.name()).pii("EMAIL_ADDRESS", c.email()).t(">\nTo: ").pii("EMAIL_ADDRESS", c.email())
    d.t("\nSubject: meeting notes\n")
    return d


def g_payment_log(c: Ctx) -> Doc:
    d = Doc(c.region)
    brand, card = card_string(c.rng)
    d.t("payment.declined reason=insufficient_funds brand=%s pan=" % brand.lower().replace(" ", "_"))
    d.pii("CREDIT_CARD", card).t(" client_ip=")
    _, addr, _ = ip_piece(c.rng)
    d.pii("IP_ADDRESS", addr).t("\n")
    return d


def g_crm_note(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Note (%s): customer asked to be called back on " % c.name()).pii("PHONE_NUMBER", c.phone())
    d.t(" about the refund. Refund goes to IBAN ").pii("IBAN_CODE", c.iban()).t(".")
    return d


def g_wire(c: Ctx) -> Doc:
    d = Doc(c.region)
    d.t("Beneficiary: %s\nBank: %s Bank\n" % (c.company(), c.city()))
    d.t("IBAN ").pii("IBAN_CODE", c.iban()).t("\nBIC %s\nReference: deposit flat %d" % (
        c.rng.choice(["DEUTDEFF", "BNPAFRPP", "COBADEFF", "INGBNL2A", "BSCHESMM"]), c.rng.randint(1, 40)))
    return d


def g_card_typed(c: Ctx) -> Doc:
    d = Doc(c.region)
    brand, card = card_string(c.rng)
    d.t("hey can u pay the hotel for me, card no ").pii("CREDIT_CARD", card)
    d.t(" cvv is on the back lol. my mail ").pii("EMAIL_ADDRESS", c.email())
    return d


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified,
    "forum-post": g_forum_post, "chat-line": g_chat_line, "csv": g_csv_export, "tsv": g_tsv_export,
    "json": g_json_record, "yaml": g_yaml_config, "sshd-log": g_sshd_log, "nginx-log": g_nginx_log,
    "firewall-log": g_firewall_log, "dhcp-log": g_dhcp_log, "ini": g_ini_config, "html": g_html_links,
    "invoice": g_invoice_bank, "support-chat-card": g_support_chat_card, "prose": g_prose_mid,
    "local-label": g_local_label, "unlabeled": g_unlabeled, "tollfree-mobile": g_tollfree_mobile,
    "fax": g_fax_block, "extension": g_extension, "wrapped": g_wrapped, "brackets": g_brackets,
    "multi-list": g_multi_list, "vcard": g_vcard, "sms": g_sms, "xml": g_xml_record,
    "markdown-table": g_markdown_table, "email-headers": g_email_headers, "payment-log": g_payment_log,
    "crm-note": g_crm_note, "wire": g_wire, "card-typed": g_card_typed,
}


# ----------------------------------------------------------------------------- synthetic PII-free texts


def f_versions(rng: random.Random) -> str:
    return "Windows 11 build %d.%d (OS %d.0.%d.%d); driver %d.%d.%d; firmware v%d.%d.%d" % (
        rng.randint(22000, 26100), rng.randint(1000, 4000), 10, rng.randint(19041, 22631), rng.randint(1000, 4000),
        rng.randint(1, 31), rng.randint(0, 9), rng.randint(100, 999), rng.randint(1, 5), rng.randint(0, 20),
        rng.randint(0, 99))


def f_sections(rng: random.Random) -> str:
    a, b, c = rng.randint(1, 12), rng.randint(1, 9), rng.randint(1, 9)
    return "As required by section %d.%d.%d and clause %d.%d(b), see also Annex %d, paragraph %d.%d.%d.%d.%d." % (
        a, b, c, a, b + 1, rng.randint(1, 5), a, b, c, rng.randint(1, 9), rng.randint(1, 9))


def f_oids(rng: random.Random) -> str:
    return "OID 1.2.840.113549.1.1.%d (sha256WithRSAEncryption); policy OID 2.16.840.1.%d.%d.%d" % (
        rng.choice([11, 12, 13]), rng.randint(100000, 114412), rng.randint(1, 9), rng.randint(1, 30))


def f_dates(rng: random.Random) -> str:
    y, m, dd = rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28)
    return ("Meeting moved from %02d.%02d.%d to %d-%02d-%02d at %02d:%02d (%d年%d月%d日). "
            "Deadline: %02d/%02d/%d 23:59." % (dd, m, y, y, m, dd, rng.randint(7, 18), rng.choice([0, 15, 30, 45]),
                                               y, m, dd, m, dd, y))


def f_prices(rng: random.Random) -> str:
    return "Total: €%d.%03d,%02d incl. VAT; shipping R$ %d,%02d; list price $%d,%03d.%02d; ¥%d,%03d" % (
        rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99), rng.randint(10, 99), rng.randint(0, 99),
        rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99), rng.randint(1, 99), rng.randint(0, 999))


def _isbn13(rng: random.Random) -> str:
    body = "978" + "".join(rng.choice("0123456789") for _ in range(9))
    total = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
    return body + str((10 - total % 10) % 10)


def f_isbn(rng: random.Random) -> str:
    s = _isbn13(rng)
    return "Reading list: ISBN %s-%s-%s-%s-%s; also ISBN %s." % (s[:3], s[3], s[4:7], s[7:12], s[12], _isbn13(rng))


def f_imei(rng: random.Random) -> str:
    tac = rng.choice(["86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(6))
    imei = luhn_complete(tac + "".join(rng.choice("0123456789") for _ in range(6)))
    return "Device registered. IMEI: %s, IMEI 2: %s %s %s" % (imei, imei[:8], imei[8:14], imei[14])


def f_order_tracking(rng: random.Random) -> str:
    return "Order: %d %d %d shipped. Tracking number 1Z%d%s%08d; ticket #%d; AWB %d-%08d." % (
        rng.randint(100, 999), rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(100, 999),
        rng.choice(["AA", "XW", "E1"]), rng.randint(0, 99999999), rng.randint(100000, 999999),
        rng.randint(100, 999), rng.randint(0, 99999999))


def f_coordinates(rng: random.Random) -> str:
    return "Meet at %.4f° N, %.4f° E (alt. %d m); backup point %.6f, %.6f." % (
        rng.uniform(-60, 60), rng.uniform(-170, 170), rng.randint(0, 4000), rng.uniform(-60, 60), rng.uniform(-170, 170))


def f_hashes(rng: random.Random) -> str:
    return "sha256: %064x\ncommit %040x\nMD5 (archive.tar) = %032x" % (rng.getrandbits(256), rng.getrandbits(160), rng.getrandbits(128))


def f_mac(rng: random.Random) -> str:
    mac = ["%02X" % rng.randrange(256) for _ in range(6)]
    return "Interface eth0 HWaddr %s; Wi-Fi %s; BSSID %s" % (
        ":".join(mac), "-".join(mac).lower(), ".".join("".join(mac[i:i + 2]) for i in range(0, 6, 2)).lower())


def f_tax_ids(rng: random.Random) -> str:
    return "VAT DE%09d; GSTIN %02dAAPFU%04dF1ZV; CNPJ %02d.%03d.%03d/0001-%02d; RFC XAXX%06d%03d" % (
        rng.randint(100000000, 999999999), rng.randint(1, 37), rng.randint(1000, 9999), rng.randint(10, 99),
        rng.randint(0, 999), rng.randint(0, 999), rng.randint(10, 99), rng.randint(100000, 999999), rng.randint(100, 999))


def f_postcodes(rng: random.Random) -> str:
    return "Postcode (DE): %05d\nCEP: %05d-%03d\nPostcode (JP): 〒%03d-%04d\nPIN code: %06d\nPostcode (UK): SW%d %dAA" % (
        rng.randint(10000, 99999), rng.randint(10000, 99999), rng.randint(0, 999), rng.randint(100, 999),
        rng.randint(0, 9999), rng.randint(110000, 855999), rng.randint(1, 20), rng.randint(1, 9))


def f_otp(rng: random.Random) -> str:
    return "Your verification code is %06d. It expires in 10 minutes. Do not share it. Ref %d." % (
        rng.randint(0, 999999), rng.randint(1000, 9999))


def f_part_numbers(rng: random.Random) -> str:
    return "Replace part P/N %04d-%04d-%02d with serial SN%09d; kit lot %d/%d." % (
        rng.randint(1000, 9999), rng.randint(0, 9999), rng.randint(0, 99), rng.randint(0, 999999999),
        rng.randint(10, 99), rng.randint(2019, 2026))


def f_population(rng: random.Random) -> str:
    return "Population: %d %03d %03d (census), density %d.%d per km²; area %d %03d km²." % (
        rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 999), rng.randint(10, 900), rng.randint(0, 9),
        rng.randint(1, 999), rng.randint(0, 999))


def f_scores(rng: random.Random) -> str:
    return "Final: %d–%d (HT %d–%d). Attendance %d,%03d. Possession %d%%–%d%%." % (
        rng.randint(0, 5), rng.randint(0, 5), rng.randint(0, 2), rng.randint(0, 2), rng.randint(2, 90),
        rng.randint(0, 999), 55, 45)


def f_measurements(rng: random.Random) -> str:
    rows = ["| %s | %.2f | %.1f | %d |" % (c, rng.uniform(0, 100), rng.uniform(-20, 45), rng.randint(0, 2000))
            for c in ("A1", "B2", "C3", "D4")]
    return "| sample | mass (g) | temp (°C) | count |\n|---|---|---|---|\n" + "\n".join(rows)


def f_sort_codes(rng: random.Random) -> str:
    return "Sort code %02d-%02d-%02d (branch only, no account given); BSB %03d-%03d; routing see branch list." % (
        rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999))


def f_masked_cards(rng: random.Random) -> str:
    return "Paid with card **** **** **** %04d (exp %02d/%02d). Refund to card ending in %04d; xxxx-xxxx-xxxx-%04d." % (
        rng.randint(0, 9999), rng.randint(1, 12), rng.randint(25, 31), rng.randint(0, 9999), rng.randint(0, 9999))


def f_labelled_phone_like(rng: random.Random) -> str:
    return "Order: 0%d %04d %04d\nCustomer no. %03d-%03d-%04d\nInvoice ref %d/%04d/%02d" % (
        rng.randint(20, 99), rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(100, 999), rng.randint(0, 999),
        rng.randint(0, 9999), rng.randint(2020, 2026), rng.randint(0, 9999), rng.randint(1, 12))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbn, "imei": f_imei, "order-tracking": f_order_tracking, "coordinates": f_coordinates,
    "hashes": f_hashes, "mac": f_mac, "tax-ids": f_tax_ids, "postcodes": f_postcodes, "otp": f_otp,
    "part-numbers": f_part_numbers, "population": f_population, "scores": f_scores,
    "measurements": f_measurements, "sort-codes": f_sort_codes, "masked-cards": f_masked_cards,
    "labelled-phone-like": f_labelled_phone_like,
}


# ----------------------------------------------------------------------------- real snippets

REAL_LOCALE = {
    "AR": "es_AR", "BD": "bn_BD", "BR": "pt_BR", "CL": "es_CL", "ID": "id_ID", "IN": "en_IN", "JP": "ja_JP",
    "KR": "ko_KR", "MA": "fr_MA", "MY": "ms_MY", "NP": "ne_NP", "PH": "en_PH", "TG": "fr_TG", "TH": "th_TH",
    "SA": "ar_SA", "UG": "en_UG", "US": "en_US", "VE": "es_VE", "VN": "vi_VN", "ZA": "en_ZA",
}


def real_spans(text: str, region: str, labels: list[tuple[str, str]]) -> list[dict]:
    """Every stand-alone occurrence of each labelled string, longest strings first."""
    taken: list[tuple[int, int]] = []
    spans = []
    for entity, s in sorted(labels, key=lambda x: (-len(x[1]), x[1])):
        hits = 0
        for m in re.finditer(re.escape(s), text):
            a, b = m.start(), m.end()
            before = text[a - 1] if a else " "
            after = text[b] if b < len(text) else " "
            if entity == "EMAIL_ADDRESS":
                if re.match(r"[A-Za-z0-9._%+-]", before) or re.match(r"[A-Za-z0-9-]", after) \
                        or (after == "." and b + 1 < len(text) and text[b + 1].isalnum()):
                    continue
            elif before.isalnum() or after.isalnum() or (after in ".-" and b + 1 < len(text) and text[b + 1].isdigit()):
                continue
            if any(a < y and x < b for x, y in taken):
                continue
            taken.append((a, b))
            span = {"entity": entity, "start": a, "end": b}
            if entity == "PHONE_NUMBER":
                span["valid"] = phone_valid(s, region)
            spans.append(span)
            hits += 1
        assert hits, "label %r not found stand-alone" % s
    return sorted(spans, key=lambda x: x["start"])


def real_slug(source: str) -> str:
    repo = source.split(":", 1)[0].split("/", 1)[1]
    return re.sub(r"[^a-z0-9]+", "-", repo.lower()).strip("-")


# ----------------------------------------------------------------------------- assembly


def build_records(rng: random.Random, fakers: dict) -> list[dict]:
    records = []
    genres = sorted(PII_GENRES)
    for i in range(N_PII):
        locale = LOCALES[i % len(LOCALES)]
        genre = genres[(i * 5 + i // len(LOCALES)) % len(genres)]
        for _ in range(200):
            doc = PII_GENRES[genre](Ctx(rng, fakers[locale], locale))
            text = doc.text()
            if doc.spans and not stray_lookalikes(text, doc.spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text for %s" % (genre, locale))
        records.append({"locale": locale, "template": "b22-" + genre, "text": text,
                        "spans": sorted(doc.spans, key=lambda s: s["start"])})
    free = sorted(FREE_GENRES)
    for i in range(N_FREE):
        genre = free[i % len(free)]
        for _ in range(200):
            text = FREE_GENRES[genre](rng)
            if not stray_lookalikes(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean PII-free %s text" % genre)
        records.append({"locale": "", "template": "b22f-" + genre, "text": text, "spans": []})
    for source, region, text, labels in REAL_SNIPPETS:
        spans = real_spans(text, region, labels)
        has_phone = any(s["entity"] == "PHONE_NUMBER" for s in spans)
        locale = REAL_LOCALE[region] if has_phone else ("en_US" if spans else "")
        records.append({"locale": locale, "template": "b22r-" + real_slug(source), "text": text, "spans": spans})
    rng.shuffle(records)
    out = []
    for i, r in enumerate(records):
        out.append({"id": "blind22-%05d" % i, "locale": r["locale"], "spans": r["spans"],
                    "template": r["template"], "text": r["text"]})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    try:
        import faker
    except ImportError:
        sys.exit("Faker %s is required (pip install faker==%s)" % (FAKER_VERSION, FAKER_VERSION))
    if faker.VERSION != FAKER_VERSION:
        sys.exit("Faker %s is required, found %s: the set would not be byte-identical" % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("%s exists; pass --force to overwrite it" % args.out)
    rng = random.Random(SEED)
    fakers = {}
    for loc in LOCALES:
        fk = faker.Faker(loc)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[loc] = fk
    records = build_records(rng, fakers)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))
    return 0



# ----------------------------------------------------------------------------- frozen real snippets
# Sources: public GitHub repositories (owner/name, commit, path); see the README.

REAL_SOURCES = {
    'EriJohnson/LocPostos-React-Native:db-postos.js': ('EriJohnson/LocPostos-React-Native', 'b6ef6d3398eeef844984da50d314c23a715268b5', 'db-postos.js'),
    'HusenZ/xsafety:xsafety/lib/constants/police_station_c.dart': ('HusenZ/xsafety', 'cc5f1f7bb3400cc6055ad36f98925b8ac63008e1', 'xsafety/lib/constants/police_station_c.dart'),
    'KemingHe/givebackhack-2025-hungerhelper-ai-v1:data/pantryData.ts': ('KemingHe/givebackhack-2025-hungerhelper-ai-v1', '98d4401ee36d9346f3e0df4a8cd342143122e1d4', 'data/pantryData.ts'),
    'MiliGaleano/VacunAr:src/services/hospitales.js': ('MiliGaleano/VacunAr', '9e17bba6ceaf2fee9ae2f96a455a7a934bd2807e', 'src/services/hospitales.js'),
    'SZChichango/ECare:Hospitals.sql': ('SZChichango/ECare', 'a60fab761e0fa320df5db99791d510f60e9a0522', 'Hospitals.sql'),
    'TrieuThanhTung/location-based-service:src/data/hospital.ts': ('TrieuThanhTung/location-based-service', '0d6b76f99b13d11239b128d937008c34c6aa8766', 'src/data/hospital.ts'),
    'WH-An/hwlx-app:emgs_data/SubangJaya_EMGS.md': ('WH-An/hwlx-app', '532572f5271dec5d5faaa0fb9fe718f5542c1041', 'emgs_data/SubangJaya_EMGS.md'),
    'WH-An/hwlx-app:emgs_data/selangor/PortKlang_EMGS.md': ('WH-An/hwlx-app', '532572f5271dec5d5faaa0fb9fe718f5542c1041', 'emgs_data/selangor/PortKlang_EMGS.md'),
    'aboullaite/Covid19-MA:Readme.md': ('aboullaite/Covid19-MA', '8556cbb38d2d3b2a68cbab3164b1099657a9ac8d', 'Readme.md'),
    'aftabkhan/alazhar-static:contact-us.php': ('aftabkhan/alazhar-static', '2e6db4c86f8effa00d7c52f7f1e8ec1912ae5554', 'contact-us.php'),
    'clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js': ('clumsyyyy/Milestone02_K01', '093c27a7e781bba5f021fb33fbdf7d4f303f6717', 'src/data/dataRumahSakit.js'),
    'dibiro/aismedAPK:js/datos.js': ('dibiro/aismedAPK', '985520a13dc61ea8327afc7275f076cca54edfb3', 'js/datos.js'),
    'dryanez/Hospitalhunting:DATABASE-SUMMARY.md': ('dryanez/Hospitalhunting', 'e9ec29e7053c73390f03cf25623bbc5bacd7e235', 'DATABASE-SUMMARY.md'),
    'f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart': ('f2alab/pharmaciesgardetogo', '57b1b1ab057a1dae850b17f676e8403b95aa2f16', 'lib/utilitaires/informations_organismes_sante.dart'),
    'itsromack/iKonsultaMoWeb:hospitals.php': ('itsromack/iKonsultaMoWeb', 'cde3346d7917a0cd365421babcd5f401536c9e01', 'hospitals.php'),
    'jjingofarouk/saveme:src/components/common/DataHospitals.js': ('jjingofarouk/saveme', '158dfb5283c427c39cbec132d5860040000918e9', 'src/components/common/DataHospitals.js'),
    'ommpawin/tun_rokh_demo:lib/data/hospital_language.dart': ('ommpawin/tun_rokh_demo', 'fe0d0d63d5dd6810a754ce7c8860da661d8ca27b', 'lib/data/hospital_language.dart'),
    'pdlopdlo/buscador_referentes:data.js': ('pdlopdlo/buscador_referentes', '2250ebc0958047121476432e242a399b0365bff1', 'data.js'),
    'resourcery-final-project/resourcery-backend:data/resources.js': ('resourcery-final-project/resourcery-backend', 'a5c35b98f3d709d3eec3b7390a13b4ea4bcd77e3', 'data/resources.js'),
    'sbsaajan/Interactivemappokhara.github.io:hotel.js': ('sbsaajan/Interactivemappokhara.github.io', 'b431358db9faa152611642203788cc38ad7dd5d9', 'hotel.js'),
    'tfsomrat/bkpa.net:content/hospitals.md': ('tfsomrat/bkpa.net', 'e930103d95a406c17a40e2ffcb0f10de860c1e26', 'content/hospitals.md'),
    'titokawa/teams:SQL.sql': ('titokawa/teams', 'fcf213ce90fa64f416bb57ca23e92a2e1d662cf3', 'SQL.sql'),
    'wnjoon/find-embassy-korea:src/data/embassyData.ts': ('wnjoon/find-embassy-korea', 'b06bb707ea4516953cdb9b62b90336cfd21e5b11', 'src/data/embassyData.ts'),
}

# (source, region, text, [(entity, string), ...]); every stand-alone occurrence of a string is a span.
REAL_SNIPPETS = [
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Nutrición y Dietética",\n        "descripcion": "servicios de diagnóstico"\n      },\n    ],\n    "horarios": [\n      {\n        "name": "Consulta",\n        "horaint": "7:00 Am",\n        "horafin": "1:00 Pm"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },  \n    ],\n  },\n  {\n    "id": 2,\n    "name": "Policlínica San Juan",\n    "direccion": "Calle Araure, Los Laureles, San Juan de los Morros, estado Guárico",\n    "latitud": 10,\n    "longitud": -67,\n    "telefonos": "(0246)431.8601",\n    "fax": "No posee",\n    "email": "No posee",\n    "horarios": [\n      {\n        "name": "Consulta Mañana",\n        "horaint": "8:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",',
     [('PHONE_NUMBER', '(0246)431.8601')]),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '    "longitud": -67.36193166666666,\n    "telefonos": "(0246)431.3806",\n    "fax": "No posee",\n    "email": "No posee",\n    "horarios": [\n      {\n        "name": "Consulta Mañana",\n        "horaint": "8:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Biomedicina Celular",\n        "descripcion": "Servicio prestado por UEM Santa Rosalía"\n      },\n      {\n        "name": "Rayos x",\n        "descripcion": "Servicio prestado por UEM Santa Rosalía"\n      },\n      {\n        "name": "Estudios médicos",\n        "descripcion": "Servicio prestado por UEM Santa Rosalía"\n      },\n      {\n        "name": "Tomografías",',
     [('PHONE_NUMBER', '(0246)431.3806')]),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '    "direccion": "Av. Bolívar, C. C. Galerías, Ofic. 23, Centro, San Juan de los Morros",\n    "latitud": 10,\n    "longitud": -67,\n    "telefonos": "(0246)415.9436",\n    "fax": "No posee",\n    "email": "No posee",\n    "horarios": [\n      {\n        "name": "Consulta Mañana",\n        "horaint": "8:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Artritis",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {\n        "name": "Acné",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {\n        "name": "Colon Irritable",',
     [('PHONE_NUMBER', '(0246)415.9436')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     'export const hospitalesArg = {\n    "features":\n[\n{\n  "properties": {"NOMBRE": "Hospital Militar Central Cirujano Mayor Dr. Cosme Argerich", "TELEFONO": "4576-5659", "WEB": "www.hmc.mil.ar" },\n  "geometry": {"coordinates": [-58.435802,-34.570198]}\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Italiano", "TELEFONO": "4959 - 0300", "WEB": "www.hospitalitaliano.org.ar" \n  },\n  "geometry": {\n    "coordinates": [\n      -58.426453,\n      -34.607265\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Alemán", "TELEFONO": "4827-7000", "WEB": "www.hospitalaleman.org.ar"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.402013,\n      -34.591165\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Británico", "TELEFONO": "4309-6400", "WEB": "www.hospitalbritanico.org.ar"\n  },',
     [('PHONE_NUMBER', '4576-5659'), ('PHONE_NUMBER', '4959 - 0300'), ('PHONE_NUMBER', '4827-7000'), ('PHONE_NUMBER', '4309-6400')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '    "NOMBRE": "Hospital Municipal San José", "TELEFONO": "03489 40-7373", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -58.949399,\n      -34.168024\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Clínica Delta", "TELEFONO": "03489 43-4600", "WEB": "http://www.clinica-delta.com.ar/"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.96296,\n      -34.159488\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Zonal Dr. Enrique Erill", "TELEFONO": "0348 442-0637", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -58.79029,\n      -34.342998\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Sanatorio Plaza", "TELEFONO": "0348 442-4587", "WEB": "http://www.sanatorioplaza.com.ar/"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.793552,\n      -34.348045\n    ]\n  }',
     [('PHONE_NUMBER', '03489 40-7373'), ('PHONE_NUMBER', '03489 43-4600'), ('PHONE_NUMBER', '0348 442-0637'), ('PHONE_NUMBER', '0348 442-4587')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '      -27.479537\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Escuela \'José de San Martín\'", "TELEFONO": "0379 442-1371", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -58.835718,\n      -27.475617\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital de Agudos Juana F. Cabral", "TELEFONO": "0379 442-0696", "WEB": "www.hospgeriatricoctes.com.ar"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.834473,\n      -27.471123\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Sanatorio San Juan", "TELEFONO": "0379 442-6525", "WEB": "www.cardiocor.com.ar/sedes"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.836821,\n      -27.468404\n    ]\n  }\n},\n{\n  "properties": {',
     [('PHONE_NUMBER', '0379 442-1371'), ('PHONE_NUMBER', '0379 442-0696'), ('PHONE_NUMBER', '0379 442-6525')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '    "NOMBRE": "Clínica IMA", "TELEFONO": "4214-1414", "WEB": "www.clinicaima.com"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.397875,\n      -34.80072\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital El Cruce - Nestor Kirchner", "TELEFONO": "4210-9000", "WEB": "www2.hospitalelcruce.org/"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.268949,\n      -34.771734\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Mi Pueblo", "TELEFONO": "4255-7809", "WEB": "www.hospitalmipueblo.org/"\n  },\n  "geometry": {\n    "coordinates": [\n      -58.271554,\n      -34.81973\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Boulogne", "TELEFONO": "4513-7832", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -58.55929,\n      -34.501615\n    ]\n  }\n},\n{\n  "properties": {',
     [('PHONE_NUMBER', '4214-1414'), ('PHONE_NUMBER', '4210-9000'), ('PHONE_NUMBER', '4255-7809'), ('PHONE_NUMBER', '4513-7832')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Policial", "TELEFONO": "0351 433-3586", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -64.224813,\n      -31.424822\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Carrillo", "TELEFONO": "0261 430-8666", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -68.813699,\n      -32.851702\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Luis Lagomaggiore", "TELEFONO": "0261 520-4600", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -68.863681,\n      -32.872199\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "HE Hospital Español de Mendoza", "TELEFONO": "0261 449-0300", "WEB": "www.hespanol.com.ar/"\n  },\n  "geometry": {\n    "coordinates": [\n      -68.78258629148485,\n      -32.90686514749096',
     [('PHONE_NUMBER', '0351 433-3586'), ('PHONE_NUMBER', '0261 430-8666'), ('PHONE_NUMBER', '0261 520-4600'), ('PHONE_NUMBER', '0261 449-0300')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '      -72.244439,\n      -50.334263\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Dr Eduardo Canosa", "TELEFONO": "0297 487-0200", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -68.516227,\n      -50.02235\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Distrital Oscar H. Natale", "TELEFONO": "02963 43-2622", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -70.922046,\n      -46.595509\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Hospital Jorge Uro", "TELEFONO": "03885 42-2270", "WEB": null\n  },\n  "geometry": {\n    "coordinates": [\n      -65.597761,\n      -22.110931\n    ]\n  }\n},\n{\n  "properties": {\n    "NOMBRE": "Sanatorio y Clínica Lavalle", "TELEFONO": "0388 423-1999", "WEB": "www.lavallesc.com.ar/"\n  },\n  "geometry": {\n    "coordinates": [',
     [('PHONE_NUMBER', '0297 487-0200'), ('PHONE_NUMBER', '02963 43-2622'), ('PHONE_NUMBER', '03885 42-2270'), ('PHONE_NUMBER', '0388 423-1999')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '        { "type": "Feature", "properties": { "ID": 14.0, "NOMBRE": "HOSPITAL MATERNO INFANTIL R. SARDA", "NOM_MAP": "HOSP. SARDA", "OBJETO": "HOSPITAL", "CALLE": "ESTEBAN DE LUCA", "ALTURA": "2151", "DOM_NORMA": "LUCA, ESTEBAN DE 2151", "DOM_GEO": "2151 LUCA, ESTEBAN DE", "TELEFONO": "4943-3567", "GUARDIA": "4943-4250", "FAX": "494-34966", "WEB": "www.sarda.org.ar", "COD_POSTAL": "C1246ABQ", "TIPO": "Hospital especializado", "TIPO_ESPEC": "MATERNO-INFANTIL", "MOD_AT_1": "AT. AMB./INTERNACION", "MOD_AT_2": "DIAG./TRATAM.", "DEPEND_ADM": "Ministerio de Salud GCBA", "DIRECTOR": "Dr. Eduardo Valenti" }, "geometry": { "type": "Point", "coordinates": [ -58.402750627537678, -34.63485630841496 ] } },',
     [('PHONE_NUMBER', '4943-3567'), ('PHONE_NUMBER', '4943-4250'), ('PHONE_NUMBER', '494-34966')]),
    ('MiliGaleano/VacunAr:src/services/hospitales.js', 'AR',
     '        { "type": "Feature", "properties": { "ID": 5.0, "NOMBRE": "TALLERES PROTEGIDOS DE REHABILITACION PSIQUIATRICA", "NOM_MAP": "TALLERES DE REHAB. PSIQUIATRICA", "OBJETO": "HOSPITAL", "CALLE": "SUAREZ", "ALTURA": "2215", "DOM_NORMA": "SUAREZ AV. 2215", "DOM_GEO": "2215 SUAREZ AV.", "TELEFONO": "4301-3961", "GUARDIA": null, "FAX": "4302-9160", "WEB": null, "COD_POSTAL": "C1284AGA", "TIPO": "Hospital especializado", "TIPO_ESPEC": "SALUD MENTAL", "MOD_AT_1": "AT. AMBULATORIA", "MOD_AT_2": "DIAGNOSTICO", "DEPEND_ADM": "Ministerio de Salud GCBA", "DIRECTOR": "Dra. Graciela María Ana Russo" }, "geometry": { "type": "Point", "coordinates": [ -58.381429338189051, -34.641988801492822 ] } }\n        ]\n    };',
     [('PHONE_NUMBER', '4301-3961'), ('PHONE_NUMBER', '4302-9160')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    nameKR: "국제상거래법위원회 아태지역센터",\n    nameEN: "UNCITRAL RCAP",\n    addressKR: "인천시 연수구 아트센터대로 175 G타워 3층",\n    addressEN: "3F, G-Tower, 175 Art Center-daero, Yeonsu-gu, Incheon",\n    zipCode: "22004",\n    phone: "032)458-6540",\n    fax: "032)458-6549",\n    email: "uncitral.rcap@un.org"\n  },\n  {\n    nameKR: "국제이주기구",\n    nameEN: "IOM",\n    addressKR: "서울시 중구 무교로 32 효령빌딩 1301호",\n    addressEN: "#1301, 13F, Hyoryung Bldg., 32 Mugyo-ro, Jung-gu, Seoul",\n    zipCode: "04521",\n    phone: "6925-1360",\n    fax: "6925-1361",\n    email: "iomseoul@iom.or.kr"\n  },\n  {\n    nameKR: "국제적십자위원회 서울사무소",\n    nameEN: "ICRC",\n    addressKR: "서울 중구 퇴계로 97 고려대연각타워 503호",\n    addressEN: "#503, Coryo Daeyungak Tower, 97, Toegye-ro, Jung-gu, Seoul",\n    zipCode: "04535",\n    phone: "779-5375",\n    fax: "779-5376",\n    email: "seo_seoul@icrc.org"\n  },\n  {\n    nameKR: "그리스",\n    nameEN: "Greece",',
     [('PHONE_NUMBER', '032)458-6540'), ('PHONE_NUMBER', '032)458-6549'), ('PHONE_NUMBER', '6925-1360'), ('PHONE_NUMBER', '6925-1361'), ('PHONE_NUMBER', '779-5375'), ('PHONE_NUMBER', '779-5376'), ('EMAIL_ADDRESS', 'uncitral.rcap@un.org'), ('EMAIL_ADDRESS', 'iomseoul@iom.or.kr'), ('EMAIL_ADDRESS', 'seo_seoul@icrc.org')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    addressEN: "13F, Jeongdong Bldg., 21-15 Jeongdong-gil, Jung-gu, Seoul",\n    zipCode: "04518",\n    phone: "727-7100",\n    fax: "727-7199",\n    email: "emb.seoul@mfa.no"\n  },\n  {\n    nameKR: "녹색기후기금",\n    nameEN: "Green Climate Fund (GCF)",\n    addressKR: "인천시 연수구 아트센터대로 175 G-타워 14층",\n    addressEN: "14F, G-tower, 175 Art Center-daero, Yeonsu-gu, Incheon",\n    zipCode: "22004",\n    phone: "032)458-6059",\n    fax: "032-458-6094",\n    email: "secretariat@gcfund.org"\n  },\n  {\n    nameKR: "뉴질랜드",\n    nameEN: "New Zealand",\n    addressKR: "서울특별시 중구 정동길 21-15 정동빌딩 8층",\n    addressEN: "8F, Jeongdong Bldg., 21-15 Jeongdong-gil, Jung-gu, Seoul",\n    zipCode: "04518",\n    phone: "3701-7700",\n    fax: "3701-7701",\n    email: "nzembsel@mfat.net"\n  },\n  {\n    nameKR: "니카라과",\n    nameEN: "Nicaragua",\n    addressKR: "서울특별시 중구 소월로 10 단암빌딩 8층",',
     [('PHONE_NUMBER', '727-7100'), ('PHONE_NUMBER', '727-7199'), ('PHONE_NUMBER', '032)458-6059'), ('PHONE_NUMBER', '032-458-6094'), ('PHONE_NUMBER', '3701-7700'), ('PHONE_NUMBER', '3701-7701'), ('EMAIL_ADDRESS', 'emb.seoul@mfa.no'), ('EMAIL_ADDRESS', 'secretariat@gcfund.org'), ('EMAIL_ADDRESS', 'nzembsel@mfat.net')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    addressEN: "8F, Danam Tower, 10, Sowol-ro, Jung-gu, Seoul",\n    zipCode: "04527",\n    phone: "6272-1670",\n    fax: "6272-1671",\n    email: "nicaseoul@gmail.com"\n  },\n  {\n    nameKR: "덴마크",\n    nameEN: "Denmark",\n    addressKR: "서울특별시 중구 한강대로416 서울스퀘어 11층",\n    addressEN: "11F, Seoul Square Bldg., 416 Hangang-daero, Jung-gu, Seoul",\n    zipCode: "04637",\n    phone: "795-4187",\n    fax: "796-0986",\n    email: "selamb@um.dk"\n  },\n  {\n    nameKR: "도미니카공화국",\n    nameEN: "Dominican Republic",\n    addressKR: "서울특별시 중구 세종대로 73 태평로빌딩 19층",\n    addressEN: "19F, Taepyungro Bldg, 73, Sejong-daero, Jung-gu, Seoul",\n    zipCode: "04514",\n    phone: "756-3513",\n    fax: "756-3514",\n    email: "info@embadomkr.gob.do"\n  },\n  {\n    nameKR: "독일",\n    nameEN: "Germany",\n    addressKR: "서울특별시 중구 한강대로 416 서울스퀘어 8층",\n    addressEN: "8F, Seoul Square, 416, Hangang-daero, Jung-gu, Seoul",',
     [('PHONE_NUMBER', '6272-1670'), ('PHONE_NUMBER', '6272-1671'), ('PHONE_NUMBER', '795-4187'), ('PHONE_NUMBER', '796-0986'), ('PHONE_NUMBER', '756-3513'), ('PHONE_NUMBER', '756-3514'), ('EMAIL_ADDRESS', 'nicaseoul@gmail.com'), ('EMAIL_ADDRESS', 'selamb@um.dk'), ('EMAIL_ADDRESS', 'info@embadomkr.gob.do')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '  {\n    nameKR: "세계은행그룹 한국사무소",\n    nameEN: "World Bank Group Korea Office",\n    addressKR: "인천시 연수구 인천 타워대로 241 부영송도타워, 제2타워, 37층",\n    addressEN: "37F, Tower 2, Booyoung Songdo Tower, 241, Incheon Tower-daero, Yeonsu-gu, Incheon",\n    zipCode: "22009",\n    phone: "032)713-7000",\n    fax: "032)713-7040",\n    email: "mjkang@worldbank.org"\n  },\n  {\n    nameKR: "세네갈",\n    nameEN: "Senegal",\n    addressKR: "서울특별시 중구 퇴계로 97 대연각 타워 501호",\n    addressEN: "#501, Coryo Daeyungak Tower, 97 Teogyero, Jung-gu, Seoul",\n    zipCode: "04535",\n    phone: "745-5554",\n    fax: "745-5524",\n    email: "senegalembassyseoul@gmail.com"\n  },\n  {\n    nameKR: "세르비아",\n    nameEN: "Serbia",\n    addressKR: "서울특별시 중구 세종대로 55 부영태평빌딩 22층",\n    addressEN: "22nd Floor, Booyoung Taepyeong Building, 55 Sejong-daero, Jung-gu, Seoul",\n    zipCode: "04513",\n    phone: "797-5109",\n    fax: "790-6109",',
     [('PHONE_NUMBER', '032)713-7000'), ('PHONE_NUMBER', '032)713-7040'), ('PHONE_NUMBER', '745-5554'), ('PHONE_NUMBER', '745-5524'), ('PHONE_NUMBER', '797-5109'), ('PHONE_NUMBER', '790-6109'), ('EMAIL_ADDRESS', 'mjkang@worldbank.org'), ('EMAIL_ADDRESS', 'senegalembassyseoul@gmail.com')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    zipCode: "03188",\n    phone: "720-5488",\n    fax: "720-5483",\n    email: "seoul@unicef.org"\n  },\n  {\n    nameKR: "유럽연합",\n    nameEN: "European Union (EU)",\n    addressKR: "서울시 중구 한강대로 416 서울스퀘어 11층",\n    addressEN: "11F, Seoul Square, 416 Hangang-daero, Jung-gu, Seoul, Korea",\n    zipCode: "04637",\n    phone: "3704-1701",\n    fax: "739-3514",\n    email: "delegation-rep-of-Korea@eeas.europa.eu"\n  },\n  {\n    nameKR: "유엔 세계식량계획",\n    nameEN: "WFP",\n    addressKR: "서울 관악구 관악로 1 서울대학교 152-1동 롯데국제교육관 301호",\n    addressEN: "#301, Lotte International Centre 152-1, SNU, 1 Gwanak-ro, Gwanak-gu, Seoul",\n    zipCode: "08826",\n    phone: "722-9579",\n    fax: "722-7005",\n    email: "wfp.korea@wfp.org"\n  },\n  {\n    nameKR: "유엔 아시아 태평양 경제사회위원회 동북아지역사무소",\n    nameEN: "UN ESCAP",\n    addressKR: "인천광역시 연수구 아트센터대로 175 G-타워 7층",\n    addressEN: "7F, G -Tower, 175, Art Center-daero, Yeonsu-gu, Incheon",',
     [('PHONE_NUMBER', '720-5488'), ('PHONE_NUMBER', '720-5483'), ('PHONE_NUMBER', '3704-1701'), ('PHONE_NUMBER', '739-3514'), ('PHONE_NUMBER', '722-9579'), ('PHONE_NUMBER', '722-7005'), ('EMAIL_ADDRESS', 'seoul@unicef.org'), ('EMAIL_ADDRESS', 'delegation-rep-of-Korea@eeas.europa.eu'), ('EMAIL_ADDRESS', 'wfp.korea@wfp.org')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    addressKR: "서울특별시 서대문구 서소문로 43-12",\n    addressEN: "43-12, Seosomun-ro, Seodaemun-gu, Seoul",\n    zipCode: "03741",\n    phone: "3149-4300",\n    fax: "3149-4310",\n    email: "consulat.seoul-amba@diplomatie.gouv.fr"\n  },\n  {\n    nameKR: "피지",\n    nameEN: "Fiji",\n    addressKR: "서울특별시 용산구 서빙고로 51길 52 비비안빌딩 8층",\n    addressEN: "8F, Vivien Bldg, 52, Seobinggo-ro 51-gil, Yongsan-gu, Seoul",\n    zipCode: "04384",\n    phone: "790-0793",\n    fax: "790-0896",\n    email: "info@fijiembassy.or.kr"\n  },\n  {\n    nameKR: "핀란드",\n    nameEN: "Finland",\n    addressKR: "서울특별시 종로구 종로1 교보빌딩 18층",\n    addressEN: "18F, Kyobo Bldg., 1, Jong-ro, Jongno-gu, Seoul",\n    zipCode: "03154",\n    phone: "3701-0300",\n    fax: "723-4969",\n    email: "sanomat.seo@formin.fi"\n  },\n  {\n    nameKR: "필리핀",\n    nameEN: "Philippines",\n    addressKR: "서울특별시 용산구 회나무로 80",\n    addressEN: "80 Hoenamu-ro, Yongsan-gu, Seoul",',
     [('PHONE_NUMBER', '3149-4300'), ('PHONE_NUMBER', '3149-4310'), ('PHONE_NUMBER', '790-0793'), ('PHONE_NUMBER', '790-0896'), ('PHONE_NUMBER', '3701-0300'), ('PHONE_NUMBER', '723-4969'), ('EMAIL_ADDRESS', 'consulat.seoul-amba@diplomatie.gouv.fr'), ('EMAIL_ADDRESS', 'info@fijiembassy.or.kr'), ('EMAIL_ADDRESS', 'sanomat.seo@formin.fi')]),
    ('wnjoon/find-embassy-korea:src/data/embassyData.ts', 'KR',
     '    fax: "792-2109",\n    email: "mission.sel@mfa.gov.hu"\n  },\n  {\n    nameKR: "호주",\n    nameEN: "Australia",\n    addressKR: "서울특별시 종로구 종로1 교보빌딩 19층",\n    addressEN: "19F, Kyobo Bldg., 1, Jong-ro, Jongno-gu, Seoul",\n    zipCode: "03154",\n    phone: "2003-0100",\n    fax: "2003-0110",\n    email: "seoul-consular@dfat.gov.au"\n  }\n];',
     [('PHONE_NUMBER', '792-2109'), ('PHONE_NUMBER', '2003-0100'), ('PHONE_NUMBER', '2003-0110'), ('EMAIL_ADDRESS', 'mission.sel@mfa.gov.hu'), ('EMAIL_ADDRESS', 'seoul-consular@dfat.gov.au')]),
    ('HusenZ/xsafety:xsafety/lib/constants/police_station_c.dart', 'IN',
     'final List<Map<String, String>> belgaumPoliceStations = [\n  {\n    "name": "Khade Bazar Police Station",\n    "location": "Khade Bazar Street, Belagavi",\n    "contact": "9480804050"\n  },\n  {\n    "name": "Tilakwadi Police Station",\n    "location": "Near 1st Railway Gate, Belagavi",\n    "contact": "9480804052"\n  },\n  {\n    "name": "Camp Police Station",\n    "location": "High Street, Belagavi",\n    "contact": "9480804051"\n  },\n  {\n    "name": "Shahapur Police Station",\n    "location": "Near Nath Pai Circle, Vadgaon Road, Belagavi",\n    "contact": "9480804046"\n  },\n  {\n    "name": "Udyambag Police Station",\n    "location": "Udyambag Industrial Area, Belagavi",\n    "contact": "9480804053"\n  },\n  {\n    "name": "Mal-Maruti Police Station",\n    "location": "Mahantesh Nagar, Belagavi",',
     [('PHONE_NUMBER', '9480804050'), ('PHONE_NUMBER', '9480804052'), ('PHONE_NUMBER', '9480804051'), ('PHONE_NUMBER', '9480804046'), ('PHONE_NUMBER', '9480804053')]),
    ('HusenZ/xsafety:xsafety/lib/constants/police_station_c.dart', 'IN',
     '    "contact": "9480804107"\n  },\n  {\n    "name": "Belagavi Market Police Station",\n    "location": "Opposite Central Bus Stand, Belagavi",\n    "contact": "9480804045"\n  },\n  {\n    "name": "Women Police Station",\n    "location": "Havelock Road, Camp, Belagavi",\n    "contact": "9480804049"\n  },\n  {\n    "name": "Traffic North Police Station",\n    "location": "Kacheri Road, Belagavi",\n    "contact": "9480804103"\n  },\n  {\n    "name": "Traffic South Police Station",\n    "location": "Havelock Road, Camp, Belagavi",\n    "contact": "9480804117"\n  },\n  {\n    "name": "APMC Police Station",\n    "location": "Bauxite Road, Near APMC Market Yard, Belagavi",\n    "contact": "9480804106"\n  },\n  {\n    "name": "Kakati Police Station",\n    "location": "Kakati Village, Belagavi",\n    "contact": "9480804115"',
     [('PHONE_NUMBER', '9480804107'), ('PHONE_NUMBER', '9480804045'), ('PHONE_NUMBER', '9480804049'), ('PHONE_NUMBER', '9480804103'), ('PHONE_NUMBER', '9480804117'), ('PHONE_NUMBER', '9480804106'), ('PHONE_NUMBER', '9480804115')]),
    ('HusenZ/xsafety:xsafety/lib/constants/police_station_c.dart', 'IN',
     '  },\n  {\n    "name": "Marihal Police Station",\n    "location": "Modga Cross, Marihal, Belagavi",\n    "contact": "9480804111"\n  },\n  {\n    "name": "Belagavi Rural Police Station",\n    "location": "Hanuman Nagar, Belagavi",\n    "contact": "9480804031"\n  },\n  {\n    "name": "Special Police Station (City Crime Branch)",\n    "location": "Police Headquarters, Belagavi City",\n    "contact": "8312405279"\n  },\n];',
     [('PHONE_NUMBER', '9480804111'), ('PHONE_NUMBER', '9480804031'), ('PHONE_NUMBER', '8312405279')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     'const dbPostos = [\n  \n  {\n    "id": 23,\n    "unidade": "Miriam Porto Mota",\n    "endereco": "Rua Cel. Jucá, 1636",\n    "bairro": "Aldeota",\n    "cep": "60135-400",\n    "telefone": "3452-2315"\n  },\n  {\n    "id": 88,\n    "unidade": "César Cals de Oliveira",\n    "endereco": "R.Capitão Aragão, 555",\n    "bairro": "Alto da Balança",\n    "cep": "60851-150",\n    "telefone": "3472-9069"\n  },\n  {\n    "id": 6,\n    "unidade": "Floresta",\n    "endereco": "Rua Ten. José Barreira, 251",\n    "bairro": "Álvaro Weyne",\n    "cep": "60336-050",\n    "telefone": "3433-6657"\n  },\n  {\n    "id": 37,\n    "unidade": "Humberto Bezerra",\n    "endereco": "Rua Hugo Victor, 51",\n    "bairro": "Antônio Bezerra",\n    "cep": "60360-820",\n    "telefone": "3212-1920"\n  },\n  {\n    "id": 43,\n    "unidade": "Meton de Alencar",',
     [('PHONE_NUMBER', '3452-2315'), ('PHONE_NUMBER', '3472-9069'), ('PHONE_NUMBER', '3433-6657'), ('PHONE_NUMBER', '3212-1920')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "unidade": "Luís Recamonde Capelo",\n    "endereco": "Rua Maria Quintela, 935",\n    "bairro": "Bonsucesso",\n    "cep": "60520-790",\n    "telefone": "3488-3252"\n  },\n  {\n    "id": 42,\n    "unidade": "Mariusa Silva de Sousa",\n    "endereco": "Rua Araça, s/n",\n    "bairro": "Bonsucesso",\n    "cep": "60541-705",\n    "telefone": "3281-2698"\n  },\n  {\n    "id": 21,\n    "unidade": "Frei Tito",\n    "endereco": "Rua José Cláudio Costa Lima, 100",\n    "bairro": "Caça e Pesca",\n    "cep": "60182-530",\n    "telefone": "3433-2730"\n  },\n  {\n    "id": 19,\n    "unidade": "Célio Brasil Girão",\n    "endereco": "Rua Henrique Firmeza, 82",\n    "bairro": "Cais do Porto",\n    "cep": "60182-025",\n    "telefone": "3433-2739"\n  },\n  {\n    "id": 80,\n    "unidade": "Regina Maria da Silva Severino",',
     [('PHONE_NUMBER', '3488-3252'), ('PHONE_NUMBER', '3281-2698'), ('PHONE_NUMBER', '3433-2730'), ('PHONE_NUMBER', '3433-2739')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "unidade": "Evandro Ayres de Moura",\n    "endereco": "Av. Castelo de Castro, s/n",\n    "bairro": "Conj. Palmeiras",\n    "cep": "60870-066",\n    "telefone": "3269-7477"\n  },\n  {\n    "id": 110,\n    "unidade": "Pedro Sampaio",\n    "endereco": "Rua Iracema 1516",\n    "bairro": "Conj. Palmeiras",\n    "cep": "60870-020",\n    "telefone": "3105-1767"\n  },\n  {\n    "id": 56,\n    "unidade": "Oliveira Pombo",\n    "endereco": "Rua Rio Grande do Sul, s/n",\n    "bairro": "Couto Fernandes",\n    "cep": "60440-131",\n    "telefone": "3433-2965"\n  },\n  {\n    "id": 15,\n    "unidade": "Virgílio Távora",\n    "endereco": "Av. Mons. Hélio Campos, s/n",\n    "bairro": "Cristo Redentor",\n    "cep": "60336-800",\n    "telefone": "3286-2219"\n  },\n  {\n    "id": 50,\n    "unidade": "Gothardo Peixoto F. Lima",',
     [('PHONE_NUMBER', '3269-7477'), ('PHONE_NUMBER', '3105-1767'), ('PHONE_NUMBER', '3433-2965'), ('PHONE_NUMBER', '3286-2219')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "endereco": "Rua Guará, S/N",\n    "bairro": "Itaoca",\n    "cep": "60740-140",\n    "telefone": "3131-7338"\n  },\n  {\n    "id": 55,\n    "unidade": "Ocelo Pinheiro",\n    "endereco": "Rua Elcias Lopes, 517",\n    "bairro": "Itaoca",\n    "cep": "60421-100",\n    "telefone": "3131-7334"\n  },\n  {\n    "id": 48,\n    "unidade": "Dom Aloiso Lorscheider",\n    "endereco": "Rua Betel, 1895",\n    "bairro": "Itaperi",\n    "cep": "60714-612",\n    "telefone": "3131-1945"\n  },\n  {\n    "id": 2,\n    "unidade": "Carlos Ribeiro",\n    "endereco": "Rua Jacinto Matos, 944",\n    "bairro": "Jacarecanga",\n    "cep": "60310-210",\n    "telefone": "3452-6373"\n  },\n  {\n    "id": 105,\n    "unidade": "Melo Jaborandi",\n    "endereco": "Rua 315, 80",\n    "bairro": "Jangurussu",\n    "cep": "60866-380",',
     [('PHONE_NUMBER', '3131-7338'), ('PHONE_NUMBER', '3131-7334'), ('PHONE_NUMBER', '3131-1945'), ('PHONE_NUMBER', '3452-6373')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "endereco": "Rua Júlio Braga, s/n",\n    "bairro": "João XXIII",\n    "cep": "60520-130",\n    "telefone": "3488-3258"\n  },\n  {\n    "id": 45,\n    "unidade": "Sobreira de Amorim",\n    "endereco": "Rua Des. Luís Paulino, 190",\n    "bairro": "Jockey Clube",\n    "cep": "60510-160",\n    "telefone": "3488-1271"\n  },\n  {\n    "id": 46,\n    "unidade": "Waldemar Alcântara",\n    "endereco": "Rua Silveira Filho, 903",\n    "bairro": "Jockey Clube",\n    "cep": "60520-050",\n    "telefone": "3488-3253"\n  },\n  {\n    "id": 72,\n    "unidade": "José Walter",\n    "endereco": "Av. José de Araujo Lima, 1631 - 3a etapa",\n    "bairro": "José Walter",\n    "cep": "60750-015",\n    "telefone": "3433-4819"\n  },\n  {\n    "id": 93,\n    "unidade": "Galba de Araújo",\n    "endereco": "Av. Recreio, 1390",',
     [('PHONE_NUMBER', '3488-3258'), ('PHONE_NUMBER', '3488-1271'), ('PHONE_NUMBER', '3488-3253'), ('PHONE_NUMBER', '3433-4819')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "endereco": "Av I, 618",\n    "bairro": "Mondubim",\n    "cep": "60752-310",\n    "telefone": "3105-3057"\n  },\n  {\n    "id": 12,\n    "unidade": "Paulo de Melo",\n    "endereco": "Rua Bernardo Porto, 497",\n    "bairro": "Monte Castelo",\n    "cep": "60320-570",\n    "telefone": "3452-6380"\n  },\n  {\n    "id": 11,\n    "unidade": "Maria Cirino Souza",\n    "endereco": "Rua da Saudade, 364",\n    "bairro": "Moura Brasil",\n    "cep": "60010-200",\n    "telefone": "3212-1325"\n  },\n  {\n    "id": 20,\n    "unidade": "Flávio Marcílio",\n    "endereco": "Av. Abolição, 416",\n    "bairro": "Mucuripe",\n    "cep": "60165-080",\n    "telefone": "3433-2737"\n  },\n  {\n    "id": 31,\n    "unidade": "Clodoaldo Pinto",\n    "endereco": "Rua Banward Bezerra, 100",\n    "bairro": "Padre Andrade",\n    "cep": "60356-490",',
     [('PHONE_NUMBER', '3105-3057'), ('PHONE_NUMBER', '3452-6380'), ('PHONE_NUMBER', '3212-1325'), ('PHONE_NUMBER', '3433-2737')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "endereco": "Rua Vírgilio Brígido, s/n",\n    "bairro": "Pres. Kennedy",\n    "cep": "60355-050",\n    "telefone": "3238-1851"\n  },\n  {\n    "id": 35,\n    "unidade": "George Benevides",\n    "endereco": "Rua Pio Saraiva, 168",\n    "bairro": "Quintino Cunha",\n    "cep": "60352-490",\n    "telefone": "3105-1086"\n  },\n  {\n    "id": 36,\n    "unidade": "Hermínia Leitão",\n    "endereco": "Rua Gen. Couto, 470",\n    "bairro": "Quintino Cunha",\n    "cep": "60351-000",\n    "telefone": "3433-9741"\n  },\n  {\n    "id": 40,\n    "unidade": "Lícinio Nunes de Miranda",\n    "endereco": "Rua 06, S/N",\n    "bairro": "Quintino Cunha",\n    "cep": "60352-150",\n    "telefone": "3237-8574"\n  },\n  {\n    "id": 29,\n    "unidade": "Anastácio Magalhães",\n    "endereco": "Rua Delmiro de Farias, 1679",',
     [('PHONE_NUMBER', '3238-1851'), ('PHONE_NUMBER', '3105-1086'), ('PHONE_NUMBER', '3433-9741'), ('PHONE_NUMBER', '3237-8574')]),
    ('EriJohnson/LocPostos-React-Native:db-postos.js', 'BR',
     '    "id": 28,\n    "unidade": "Sandra Maria Faustino",\n    "endereco": "Rua Josias Paula de Souza, s/n",\n    "bairro": "Vicente Pinzon",\n    "cep": "60184-110",\n    "telefone": "3452-5403"\n  },\n  {\n    "id": 51,\n    "unidade": "Gutemberg Braun",\n    "endereco": "Rua Monsenhor Agostinho, 505",\n    "bairro": "Vila Peri",\n    "cep": "60730-182",\n    "telefone": "3452-5199"\n  },\n  {\n    "id": 59,\n    "unidade": "Turbay Barreira",\n    "endereco": "Rua Gonçalo Souto, 420",\n    "bairro": "Vila União",\n    "cep": "60411-050",\n    "telefone": "3272-4055"\n  },\n  {\n    "id": 8,\n    "unidade": "João Madeiros",\n    "endereco": "Av. I, 982",\n    "bairro": "Vila Velha",\n    "cep": "60348-140",\n    "telefone": "3452-6646"\n  },\n  {\n    "id": 10,\n    "unidade": "Maria Aparecida",',
     [('PHONE_NUMBER', '3452-5403'), ('PHONE_NUMBER', '3452-5199'), ('PHONE_NUMBER', '3272-4055'), ('PHONE_NUMBER', '3452-6646')]),
    ('titokawa/teams:SQL.sql', 'JP',
     "INSERT INTO hospital(name,address,tel,opentime,closed,homepage,comment)\nVALUES('むらかみ内科クリニック','熊本県熊本市東区山ノ神2-2-32','096-331-2551','月〜金8:30〜12:00、14:30〜18:00\n土8:30〜12:00','日、祝','http://www.murakaminaika096.com/','体のこと、心のこと何でもご相談下さい。\nご高齢の方で、近隣の患者様への往診を行っております。ご希望の方は、お気軽にご相談ください。');\n\nINSERT INTO hospital(name,address,tel,opentime,closed,homepage,comment)\nVALUES('有明メンタルクリニック','熊本県荒尾市増永2800-6','0968-69-1780','月〜金10:00〜14:00、15:00〜19:00','第2木、土、日、祝','http://www.ariakementalclinic.jp/','児童思春期の問題、うつ病などのメンタルヘルス、アルコール、薬物、ギャンブルなどの依存症問題、DVやストーカーをはじめとした暴力問題、パーソナリティ(性格)や行動上の問題など、幅広い「悩み」のご相談をお受けいたします。');\n\nINSERT INTO hospital(name,address,tel,opentime,closed,homepage,comment)",
     [('PHONE_NUMBER', '096-331-2551'), ('PHONE_NUMBER', '0968-69-1780')]),
    ('titokawa/teams:SQL.sql', 'JP',
     "VALUES('熊本駅前木もれびの森心療内科精神科','熊本県熊本市西区春日2丁目1-24\nグッドライフ熊本駅前 2F','096-354-8720','月〜水9:30〜12:00\n金〜土9:30〜12:00','木、日、祝','https://www.kumamoto-mentalclinic.com/','医療理念「優しい医療で、みんなに笑顔を」\n優しい医療とは・・・\n・副作用の少ない優しい医療を目指します。\n・薬剤より栄養状態を重視した優しい医療を目指します。\n・わかりやすい説明による優しい医療を目指します。');",
     [('PHONE_NUMBER', '096-354-8720')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "CREATE TABLE Hospitals (\n    id INT AUTO_INCREMENT PRIMARY KEY,\n    name VARCHAR(255),\n    province VARCHAR(255),\n    address VARCHAR(255),\n    city VARCHAR(255),\n    phone VARCHAR(20)\n);\n\n-- Eastern Cape\nINSERT INTO Hospitals (name, province, address, city, phone) VALUES\n('Cecilia Makiwane Hospital', 'Eastern Cape', '4 Billie Rd, Mdantsane', 'East London', '043 708 2111'),\n('Duncan Village Day Hospital', 'Eastern Cape', 'Douglas Smith Highway', 'East London', '043 742 4768'),\n('Fort Grey TB Hospital', 'Eastern Cape', 'Farm Grey Dell Airport Phase 1, Fort Grey Location, Greenfields', 'East London', '043 736 9850'),\n('Frere Hospital', 'Eastern Cape', 'Amalinda Main Rd', 'East London', '043 709 1111'),\n('Life Beacon Bay Hospital', 'Eastern Cape', '32 Quenera Dr', 'East London', '043 711 5100'),",
     [('PHONE_NUMBER', '043 708 2111'), ('PHONE_NUMBER', '043 742 4768'), ('PHONE_NUMBER', '043 736 9850'), ('PHONE_NUMBER', '043 709 1111'), ('PHONE_NUMBER', '043 711 5100')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "('Mediclinic Bloemfontein', 'Free State', 'Kellner St & Parfitt Street, Westdene', 'Bloemfontein', '051 404 6666'),\n('Life Pasteur Hospital', 'Free State', '54 Pasteur Dr', 'Bloemfontein', '051 522 6601'),\n('Life Rosepark Hospital', 'Free State', '57 Gustav Cres', 'Bloemfontein', '051 505 5111'),\n('Pelonomi Private Hospital', 'Free State', '121 Dr Belcher Road, Heidedal', 'Bloemfontein', '051 407 1500'),\n('Netcare Universitas Private Hospital', 'Free State', '1 Logeman St', 'Bloemfontein', '051 506 3500'),\n('Free State Psychiatric Complex Hospital', 'Free State', '35 Nico Van Der Merwe Avenue, Oranjesig', 'Bloemfontein', '051 407 9911'),\n('National District Hospital', 'Free State', 'Roth Ave & Kolbe Ave', 'Bloemfontein', '051 493 9600'),\n('Bongani Regional Hospital', 'Free State', 'Mothusi Road', 'Thabong', '057 916 8000'),",
     [('PHONE_NUMBER', '051 404 6666'), ('PHONE_NUMBER', '051 522 6601'), ('PHONE_NUMBER', '051 505 5111'), ('PHONE_NUMBER', '051 407 1500'), ('PHONE_NUMBER', '051 506 3500'), ('PHONE_NUMBER', '051 407 9911'), ('PHONE_NUMBER', '051 493 9600'), ('PHONE_NUMBER', '057 916 8000')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "('Helen Joseph Hospital', 'Gauteng', '1 Perth Rd, Westdene', 'Johannesburg', '011 489 1011'),\n('Leratong Hospital', 'Gauteng', '1 Adcock St & Randfontein Road, Chamdor', 'Johannesburg', '011 411 3500'),\n('Mediclinic Morningside', 'Gauteng', 'Hill Roads, Sandton', 'Johannesburg', '011 282 5000'),\n('Mediclinic Sandton', 'Gauteng', 'Main Rd & Peter Place, Bryanston', 'Sandton', '011 709 2000'),\n('Nelson Mandela Children''s Hospital', 'Gauteng', '6 Jubilee Rd', 'Johannesburg', '011 274 5600'),\n('Netcare Garden City Hospital', 'Gauteng', '35 Bartlett Rd', 'Mayfair West', '011 495 5000'),\n('Netcare Linksfield Hospital', 'Gauteng', '24 12th Avenue, Orange Grove', 'Johannesburg', '011 647 3400'),\n('Milpark Hospital', 'Gauteng', '9 Guild Rd, Parktown West', 'Johannesburg', '011 480 5600'),\n('Netcare Mulbarton Hospital', 'Gauteng', '25 True N Rd, Mulbarton', 'Johannesburg', '011 682 4300'),",
     [('PHONE_NUMBER', '011 489 1011'), ('PHONE_NUMBER', '011 411 3500'), ('PHONE_NUMBER', '011 282 5000'), ('PHONE_NUMBER', '011 709 2000'), ('PHONE_NUMBER', '011 274 5600'), ('PHONE_NUMBER', '011 495 5000'), ('PHONE_NUMBER', '011 647 3400'), ('PHONE_NUMBER', '011 480 5600'), ('PHONE_NUMBER', '011 682 4300')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "('King Edward VIII Hospital', 'Kwazulu-Natal', 'Risecliff Rd', 'Durban Central', '031 360 3000'),\n('Prince Mshiyeni Memorial Hospital', 'Kwazulu-Natal', 'Ingwavuma Rd', 'Umlazi', '031 907 8000'),\n('St Aidans Hospital', 'Kwazulu-Natal', '1 Manors Rd, Manor', 'Durban North', '031 204 1300'),\n('Netcare St Augustine''s Hospital', 'Kwazulu-Natal', '107 JB Marks Rd, Glenwood', 'Durban', '031 268 5000'),\n('Netcare The Bay Hospital', 'Kwazulu-Natal', '2 Baumann Rd, Meer En See', 'Richards Bay', '035 780 6111'),\n('Netcare Umhlanga Hospital', 'Kwazulu-Natal', '323 Umhlanga Rocks Drive, Umhlanga Rocks', 'Umhlanga', '031 582 5500'),\n('Ngwelezana Hospital', 'Kwazulu-Natal', 'Mount View Rd', 'Empangeni', '035 787 0111');\n\n-- Limpopo\nINSERT INTO Hospitals (name, province, address, city, phone) VALUES\n('Dr CN Phatudi Hospital', 'Limpopo', '116 Marshall St', 'Maake', '015 355 8000'),",
     [('PHONE_NUMBER', '031 360 3000'), ('PHONE_NUMBER', '031 907 8000'), ('PHONE_NUMBER', '031 204 1300'), ('PHONE_NUMBER', '031 268 5000'), ('PHONE_NUMBER', '035 780 6111'), ('PHONE_NUMBER', '031 582 5500'), ('PHONE_NUMBER', '035 787 0111'), ('PHONE_NUMBER', '015 355 8000')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "('Ellisras Hospital', 'Limpopo', 'Munnik Ave', 'Lephalale', '014 763 2226'),\n('Lebowakgomo Hospital', 'Limpopo', 'Maraba St', 'Lebowakgomo', '015 632 6921'),\n('Letaba Hospital', 'Limpopo', 'Mooketsi', 'Letaba', '015 303 8200'),\n('Mankweng Hospital', 'Limpopo', 'Private Bag X1117', 'Polokwane', '015 286 1000'),\n('Matlala Hospital', 'Limpopo', 'Seshego B', 'Seshego', '015 223 0327'),\n('Mecklenburg Hospital', 'Limpopo', 'N11', 'Burgersfort', '013 268 0114'),\n('Messina Hospital', 'Limpopo', 'Schroeder St', 'Musina', '015 534 0446'),\n('Mokopane Hospital', 'Limpopo', '66 Thabo Mbeki St', 'Mokopane', '015 409 1000'),\n('Nkhensani Hospital', 'Limpopo', 'Off N1 Rd', 'Malamulele', '015 851 0100');\n\n-- Mpumalanga\nINSERT INTO Hospitals (name, province, address, city, phone) VALUES\n('Ermelo Hospital', 'Mpumalanga', 'Smuts St', 'Ermelo', '017 819 1500'),",
     [('PHONE_NUMBER', '014 763 2226'), ('PHONE_NUMBER', '015 632 6921'), ('PHONE_NUMBER', '015 303 8200'), ('PHONE_NUMBER', '015 286 1000'), ('PHONE_NUMBER', '015 223 0327'), ('PHONE_NUMBER', '013 268 0114'), ('PHONE_NUMBER', '015 534 0446'), ('PHONE_NUMBER', '015 409 1000'), ('PHONE_NUMBER', '015 851 0100'), ('PHONE_NUMBER', '017 819 1500')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "('Carnarvon Hospital', 'Northern Cape', 'Kerk St', 'Carnarvon', '053 382 3060'),\n('De Aar Hospital', 'Northern Cape', 'Church St', 'De Aar', '053 631 0511'),\n('DFA Hospital', 'Northern Cape', 'Fritz Stockenström St', 'Upington', '054 338 7200'),\n('Hartswater Hospital', 'Northern Cape', 'Paling St', 'Hartswater', '053 474 1078'),\n('Kimberley Hospital', 'Northern Cape', 'Memorial Rd', 'Kimberley Central', '053 802 9111'),\n('Kuruman Hospital', 'Northern Cape', 'McGregor St', 'Kuruman', '053 712 2411'),\n('Prieska Hospital', 'Northern Cape', 'Barkley St', 'Prieska', '053 353 6800'),\n('Upington Hospital', 'Northern Cape', 'De Waal St', 'Upington', '054 338 7200'),\n('Victoria West Hospital', 'Northern Cape', 'Kruger St', 'Victoria West', '053 621 0974');\n\n-- North West\nINSERT INTO Hospitals (name, province, address, city, phone) VALUES",
     [('PHONE_NUMBER', '053 382 3060'), ('PHONE_NUMBER', '053 631 0511'), ('PHONE_NUMBER', '054 338 7200'), ('PHONE_NUMBER', '053 474 1078'), ('PHONE_NUMBER', '053 802 9111'), ('PHONE_NUMBER', '053 712 2411'), ('PHONE_NUMBER', '053 353 6800'), ('PHONE_NUMBER', '053 621 0974')]),
    ('SZChichango/ECare:Hospitals.sql', 'ZA',
     "INSERT INTO Hospitals (name, province, address, city, phone) VALUES\n('Groote Schuur Hospital', 'Western Cape', 'Main Rd', 'Observatory', '021 404 9111'),\n('Mitchell''s Plain Hospital', 'Western Cape', 'Fagan St', 'Mitchell''s Plain', '021 377 4444'),\n('New Somerset Hospital', 'Western Cape', 'Beach Rd', 'Green Point', '021 402 6911'),\n('Red Cross War Memorial Children''s Hospital', 'Western Cape', 'Klipfontein Rd', 'Rondebosch East', '021 658 5111'),\n('Tygerberg Hospital', 'Western Cape', 'Frans Conradie Dr', 'Tygerberg', '021 938 4911'),\n('Valkenberg Hospital', 'Western Cape', 'Seymour Rd', 'Valkenberg Estate', '021 440 3111'),\n('Victoria Hospital', 'Western Cape', 'Gate 2', 'Wynberg', '021 799 1111'),\n('Vincent Pallotti Hospital', 'Western Cape', 'Lustigan Rd', 'Pinelands', '021 506 5111'),\n('Karl Bremer Hospital', 'Western Cape', 'Michaelson Rd', 'Bellville', '021 918 1911'),",
     [('PHONE_NUMBER', '021 404 9111'), ('PHONE_NUMBER', '021 377 4444'), ('PHONE_NUMBER', '021 402 6911'), ('PHONE_NUMBER', '021 658 5111'), ('PHONE_NUMBER', '021 938 4911'), ('PHONE_NUMBER', '021 440 3111'), ('PHONE_NUMBER', '021 799 1111'), ('PHONE_NUMBER', '021 506 5111'), ('PHONE_NUMBER', '021 918 1911')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     'export const hospitals = [\n{\n"name": "AAR City Health Center",\n"address": "Kampala, Central Region, Uganda",\n\n"description": "Healthcare to patients, insured and uninsured companies can have their staff covered for Medical with us.",\n"phone": "+256701126721",\n"photo": "https://www.ughealthdirectory.com/logos/profile/limage-3741.jpg",\n"profile_url": "/kampala/providers/aar-city-health-center"\n},\n{\n"name": "Case Medical Centre",\n"address": "Plot 69/71, Buganda Road, Central Division",\n\n\n"phone": "0800 211005; 0800 323277",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Children\'s Clinic Kampala Ltd",\n"address": "Plot 5, Yusuf Lule Road, Nakasero, Central Division",\n\n\n"phone": "0393 264953; 0414 345235",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{',
     [('PHONE_NUMBER', '+256701126721'), ('PHONE_NUMBER', '0800 211005'), ('PHONE_NUMBER', '0800 323277'), ('PHONE_NUMBER', '0393 264953'), ('PHONE_NUMBER', '0414 345235')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"address": "Gulu, Northern Region, Uganda",\n\n"description": "No description",\n"phone": "+256771229853",\n"photo": "No image",\n"profile_url": "/gulu/providers/community-healthcare"\n},\n{\n"name": "Community Hospital Lugoba",\n"address": "Kampala, Central Region, Uganda",\n\n"description": "Community Hospital Lugoba is A fully Equipped Hospital with state of art equipment to help you recover from any Sickness, providing the best services and care to our pati",\n"phone": "+256757777714",\n"photo": "https://www.ughealthdirectory.com/images/Uganda_Healthcare_Directory_Default-Member.png",\n"profile_url": "/kampala/providers/community-hospital-lugoba"\n},\n{\n"name": "Cornerstone Health Care",\n"address": "Kitemu, Uganda",',
     [('PHONE_NUMBER', '+256771229853'), ('PHONE_NUMBER', '+256757777714')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"phone": "+256393217645",\n"photo": "No image",\n"profile_url": "/kampala/providers/jaro-hospital-kyaliwajjala"\n},\n{\n"name": "Jevis Health Center Ii",\n"address": "Northern Region, Uganda",\n\n"description": "No description",\n"phone": "+256775348647",\n"photo": "No image",\n"profile_url": "/providers/jevis-health-center-ii"\n},\n{\n"name": "JM children\'s clinic",\n"address": "Kampala, Central Region, Uganda",\n\n"description": "JM children\'s clinic, well suited,to handle children\'s health problems.",\n"phone": "+256704171178",\n"photo": "https://www.ughealthdirectory.com/images/Uganda_Healthcare_Directory_Default-Member.png",\n"profile_url": "/kampala/providers/jm-children-s-clinic"\n},\n{\n"name": "JOiiN Medical Services",\n"address": "Kampala, Central Region, Uganda",\n\n"description": "No description",',
     [('PHONE_NUMBER', '+256393217645'), ('PHONE_NUMBER', '+256775348647'), ('PHONE_NUMBER', '+256704171178')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"phone": "+256777217692",\n"photo": "No image",\n"profile_url": "/kampala/providers/mazzi-health-centre-ii"\n},\n{\n"name": "MB Medicare Clinic",\n"address": "Wakiso, Central Region, Uganda",\n\n"description": "MB Medicare Clinic is a private health care facility that offers modern quality professional services, located at 8.5 miles from Kampala along Kampala-Hoima road in Naluv",\n"phone": "+256759631864",\n"photo": "No image",\n"profile_url": "/wakiso/providers/mb-medicare-clinic"\n},\n{\n"name": "Mbale Medical Center",\n"address": "Mbale, Eastern Region, Uganda",\n\n"description": "No description",\n"phone": "+256774944222",\n"photo": "No image",\n"profile_url": "/mbale/providers/mbale-medical-center"\n},\n{\n"name": "Mbaliga Health Center",\n"address": "Kampala, Central Region, Uganda",',
     [('PHONE_NUMBER', '+256777217692'), ('PHONE_NUMBER', '+256759631864'), ('PHONE_NUMBER', '+256774944222')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"description": "No description",\n"phone": "+256414220970",\n"photo": "https://www.ughealthdirectory.com/images/Uganda_Healthcare_Directory_Default-Member.png",\n"profile_url": "/kampala/providers/sas-clinic"\n},\n{\n"name": "SASH MEDICAL CENTRE",\n"address": "Najjera, Uganda",\n\n"description": "No description",\n"phone": "+256779794148",\n"photo": "https://www.ughealthdirectory.com/images/Uganda_Healthcare_Directory_Default-Member.png",\n"profile_url": "/najjera/providers/sash-medical-centre"\n},\n{\n"name": "Savana General Clinic",\n"address": "Kabale, Western Region, Uganda",\n\n"description": "No description",\n"phone": "+256702122465",\n"photo": "No image",\n"profile_url": "/kabale/providers/savana-general-clinic"\n},\n{\n"name": "Savannah Health Centre",\n"address": "Kampala, Central Region, Uganda",',
     [('PHONE_NUMBER', '+256414220970'), ('PHONE_NUMBER', '+256779794148'), ('PHONE_NUMBER', '+256702122465')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"profile_url": "tcl@tororocement.ltd"\n},\n{\n"name": "Tororo Rock Clinic",\n"address": "Plot 13, Commercial Street, Western Division",\n\n\n"phone": "0702 421551",\n"description": "",\n"photo": "",\n"profile_url": "wabombaf@yahoo.com"\n},\n{\n"name": "Uganda Baati Medical Clinic",\n"address": "Tororo Nagongera Road, Western Division",\n\n\n"phone": "0750 800436; 0753 107918",\n"description": "",\n"photo": "",\n"profile_url": "ubi@safalgroup.com"\n},\n{\n"name": "6K Doctors\' Clinic",\n"address": "Central Ward, Division A, Entebbe",\n\n\n"phone": "0782 691061",\n"description": "",\n"photo": "",\n"profile_url": "kalyesubula@yahoo.com"\n},\n{\n"name": "A & A Medical Centre",\n"address": "Katale-Bukwenda, Nsangi",\n\n\n"phone": "0750 724227",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{',
     [('PHONE_NUMBER', '0702 421551'), ('PHONE_NUMBER', '0750 800436'), ('PHONE_NUMBER', '0753 107918'), ('PHONE_NUMBER', '0782 691061'), ('PHONE_NUMBER', '0750 724227'), ('EMAIL_ADDRESS', 'tcl@tororocement.ltd'), ('EMAIL_ADDRESS', 'wabombaf@yahoo.com'), ('EMAIL_ADDRESS', 'ubi@safalgroup.com'), ('EMAIL_ADDRESS', 'kalyesubula@yahoo.com')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"name": "Divine Medical Clinic",\n"address": "Obote Avenue, Lira City",\n"phone": "0788 423424",\n"email": "immaculate.akullo3@gmail.com; aimfa12140@gmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Suubi Health Center",\n"address": "Budongo, Luuka South",\n"phone": "0392 175163",\n"email": "bicenter2000@gmail.com; info@bicenterug.org",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "African Village Outreach",\n"address": "Kyevunze Kasaala, Luweero Subcounty",\n"phone": "0774 091447; 0701 233765",\n"email": "",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Cooper Medical Centre",\n"address": "Ndejje Kabuye, Nyimbwa",\n"phone": "0701 813291",\n"email": "mosesbcooper@gmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{',
     [('PHONE_NUMBER', '0788 423424'), ('PHONE_NUMBER', '0392 175163'), ('PHONE_NUMBER', '0774 091447'), ('PHONE_NUMBER', '0701 233765'), ('PHONE_NUMBER', '0701 813291'), ('EMAIL_ADDRESS', 'immaculate.akullo3@gmail.com'), ('EMAIL_ADDRESS', 'aimfa12140@gmail.com'), ('EMAIL_ADDRESS', 'bicenter2000@gmail.com'), ('EMAIL_ADDRESS', 'info@bicenterug.org'), ('EMAIL_ADDRESS', 'mosesbcooper@gmail.com')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '"address": "Bulage, Busiro",\n"phone": "0774 865502",\n"email": "firstcareug@hotmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Forum for Health Change Medical Centre",\n"address": "Wampeewo, Nangabo",\n"phone": "0702 058714; 0773 807464",\n"email": "schukwater@gmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Francisca Clinic",\n"address": "Kakiri, Kakiri Town Council",\n"phone": "0773 525018; 0772 461200",\n"email": "bggli@gmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Frontline Medicare",\n"address": "Kitende, Kajjansi Town Council",\n"phone": "0705 346021; 0772 845512",\n"email": "medicarefrontline@gmail.com",\n"description": "",\n"photo": "",\n"profile_url": ""\n},\n{\n"name": "Gallena Medical Centre",',
     [('PHONE_NUMBER', '0774 865502'), ('PHONE_NUMBER', '0702 058714'), ('PHONE_NUMBER', '0773 807464'), ('PHONE_NUMBER', '0773 525018'), ('PHONE_NUMBER', '0772 461200'), ('PHONE_NUMBER', '0705 346021'), ('PHONE_NUMBER', '0772 845512'), ('EMAIL_ADDRESS', 'firstcareug@hotmail.com'), ('EMAIL_ADDRESS', 'schukwater@gmail.com'), ('EMAIL_ADDRESS', 'bggli@gmail.com'), ('EMAIL_ADDRESS', 'medicarefrontline@gmail.com')]),
    ('jjingofarouk/saveme:src/components/common/DataHospitals.js', 'UG',
     '    "email": "enockivan@yahoo.com",\n    "description": "",\n    "photo": "",\n    "profile_url": ""\n  },\n  {\n    "name": "Basaga Medical Centre (Annex)",\n    "address": "Nkazi",\n    "phone": "0751 640454",\n    "email": "",\n    "description": "",\n    "photo": "",\n    "profile_url": ""\n  },\n  {\n    "name": "Bujuuko Doctor\'s Chambers",\n    "address": "",\n    "phone": "0701 757339",\n    "email": "",\n    "description": "",\n    "photo": "",\n    "profile_url": ""\n  }                                          \n\n\n]',
     [('PHONE_NUMBER', '0751 640454'), ('PHONE_NUMBER', '0701 757339'), ('EMAIL_ADDRESS', 'enockivan@yahoo.com')]),
    ('tfsomrat/bkpa.net:content/hospitals.md', 'BD',
     "---\ntitle: Hospitals\ndescription: Emergency Contact List for kidney Patients of Bangladesh\nlayout: contact-list\ncontact_list:\n  - name: 'Parkview Hospital, Chittagong'\n    specialist: Hospital\n    location: 'Chittagong '\n    contact_details: |-\n      4/103, Katalgonj Road পাচঁলাইশ, 4000\n      https://parkview.com.bd/\n  - name: Imperial Hospital Limited\n    specialist: Hospital\n    location: Chittagong\n    contact_details: |\n      Address: Zakir Hossain Road, Pahartali, Chattogram-4202. Bangladesh\n      Website: ihlbd.org\n      Email: info@ihlbd.org\n      Phone: 09612-247-247\n  - name: Epic Health Care Ltd.\n    specialist: Hospital\n    location: Chittagong\n    contact_details: |-\n      Address: Epic Center 19 K.B Fazlul Kader Road, \n      Panchlish, Chittagong ",
     [('PHONE_NUMBER', '09612-247-247'), ('EMAIL_ADDRESS', 'info@ihlbd.org')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     'var Hotel=[\n      {\n        "type": "Feature",\n        "properties": {\n          "@id": "way/120510479",\n          "name": "Fish Tail Lodge",\n          "name:de": "Fish Tail Lodge",\n          "name:ne": "फिस टेल लज",\n          "phone": "061-465071",\n          "source": "2C Field Visit 2018",\n          "tourism": "hotel",\n          "website": "http://fishtail-lodge.com"\n        },\n        "geometry": {\n          "type": "Point",\n          "coordinates": [\n            \n              \n              ',
     [('PHONE_NUMBER', '061-465071')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '        "id": "way/274294909"\n      },\n      {\n        "type": "Feature",\n        "properties": {\n          "@id": "way/281421349",\n          "addr:city": "Pokhara",\n          "addr:street": "Lallamarga",\n          "building": "commercial",\n          "name": "The North Face Inn",\n          "name:ne": "द नथ्र फेस इन",\n          "phone": "+977 61 464987",\n          "smoking": "yes",\n          "tourism": "hotel",\n          "website": "https://www.northfaceinn.com/"\n        },\n        "geometry": {',
     [('PHONE_NUMBER', '+977 61 464987')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '        "properties": {\n          "@id": "node/3942819957",\n          "addr:street": "Barahi path",\n          "beds": "25",\n          "email": "info@hotelgarudainn.com",\n          "internet_access": "wlan",\n          "internet_access:fee": "yes",\n          "name": "Family Home Pokhara",\n          "name:en": "Hotel Garuda Inn",\n          "name:ne": "फेमीली हॊम पोखरा",\n          "phone": "+977 61 463024",\n          "smoking": "no",\n          "tourism": "hotel",\n          "website": "http://www.hotelgarudainn.com",',
     [('PHONE_NUMBER', '+977 61 463024'), ('EMAIL_ADDRESS', 'info@hotelgarudainn.com')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '        "properties": {\n          "@id": "node/4508212089",\n          "addr:housenumber": "480",\n          "addr:postcode": "33700",\n          "addr:street": "lakeside-6 pokhara",\n          "email": "115899585@qq.com",\n          "internet_access": "wlan",\n          "name": "Lucky Inn",\n          "name:zh": "如意客栈",\n          "opening_hours": "24/7",\n          "operator": "陈艳平",\n          "phone": "9815153332",\n          "tourism": "hotel"\n        },\n        "geometry": {\n          "type": "Point",',
     [('PHONE_NUMBER', '9815153332'), ('EMAIL_ADDRESS', '115899585@qq.com')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '        "id": "node/5470329127"\n      },\n      {\n        "type": "Feature",\n        "properties": {\n          "@id": "node/5470405813",\n          "beds": "70",\n          "contact:email": "mountviewpokhara@gmail.com",\n          "contact:facebook": "mountviewpokhara",\n          "name": "Hotel Mount View Pokhara",\n          "name:en": "Hotel Mount View Pokhara",\n          "phone": "+977 61 464200;+977 61 464210;+977 61 466211",\n          "tourism": "hotel"\n        },\n        "geometry": {\n          "type": "Point",',
     [('PHONE_NUMBER', '+977 61 464200'), ('PHONE_NUMBER', '+977 61 464210'), ('PHONE_NUMBER', '+977 61 466211'), ('EMAIL_ADDRESS', 'mountviewpokhara@gmail.com')]),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '        },\n        "id": "node/10659945606"\n      },\n      {\n        "type": "Feature",\n        "properties": {\n          "@id": "node/10659959705",\n          "addr:street": "Lalupate Marg 6, 17th Street",\n          "internet_access": "wlan",\n          "name": "노스 페이스 인",\n          "name:en": "The North Face Inn",\n          "opening_hours": "24/7",\n          "phone": "+977 061464987, +977 9851245399",\n          "tourism": "hotel"\n        },\n        "geometry": {\n          "type": "Point",',
     [('PHONE_NUMBER', '+977 061464987'), ('PHONE_NUMBER', '+977 9851245399')]),
    ('WH-An/hwlx-app:emgs_data/selangor/PortKlang_EMGS.md', 'MY',
     '# PortKlang EMGS 面检诊所\n\n### Poliklinik Cahaya (Pandamaran) Sdn Bhd\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | No.90, Solok Pandamar Indah 1, Taman Pendamar Indah, 42000 Port Klang, Selangor |\n| 营业时间 | Mon–Fri: 8:00 am – 5:00 pm |\n| EMGS 筛查时间 | Mon–Fri: 8:00 am – 4:00 pm |\n| 负责医生 | Dr. N. Pasupathi A/L Nadarajan |\n| 联系方式 | Tel: 03-3168 6510; Email: drpasu@cahayaclinics.com |\n| 地图 | [查看地图](https://www.google.com/maps/search/Poliklinik+Cahaya+Pandamaran+Port+Klang) |\n\n\n### Klinik Nanda\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | 33, Ground Floor Jalan Dato Hamzah, 41000 Klang, Selangor |\n| 营业时间 | Mon–Sun: 8:00 am – 10:00 pm |\n| EMGS 筛查时间 | Mon–Sun: 8:00 am – 10:00 pm |\n| 负责医生 | Dr. Jackvin Derdeep |\n| 联系方式 | Tel: 03-3372 8881; Email: knanda@qualitas.com |',
     [('PHONE_NUMBER', '03-3168 6510'), ('PHONE_NUMBER', '03-3372 8881'), ('EMAIL_ADDRESS', 'drpasu@cahayaclinics.com'), ('EMAIL_ADDRESS', 'knanda@qualitas.com')]),
    ('WH-An/hwlx-app:emgs_data/selangor/PortKlang_EMGS.md', 'MY',
     '| 地图 | [查看地图](https://www.google.com/maps/search/Klinik+Nanda+Klang) |\n\n\n### Klinik Utama Rantau Panjang 24 Jam\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | Lot 31-A1, A2, A3 (GF) Jalan Sungai Nibong 14A/KU4, Kampung Rantau Panjang, 42100 Klang, Selangor |\n| 营业时间 | Mon–Fri: 8:00 am – 4:00 pm |\n| EMGS 筛查时间 | Mon–Fri: 8:00 am – 4:00 pm |\n| 负责医生 | Dr. Nik Irfan Haziq |\n| 联系方式 | Tel: 03-3081 2283; Email: klinikutamarantaupanjang@gmail.com |\n| 地图 | [查看地图](https://www.google.com/maps/search/Klinik+Utama+Rantau+Panjang+Klang) |',
     [('PHONE_NUMBER', '03-3081 2283'), ('EMAIL_ADDRESS', 'klinikutamarantaupanjang@gmail.com')]),
    ('WH-An/hwlx-app:emgs_data/SubangJaya_EMGS.md', 'MY',
     '# SubangJaya EMGS 面检诊所\n\n### Klinik Medic Bestari (CC217)\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | No.31 Jalan USJ 1/19, Taman Subang Permai, 47500 Subang Jaya, Selangor |\n| 营业时间 | Sun–Mon 8:00 am – 11:00 pm |\n| EMGS 筛查时间 | Mon–Fri 8:00 am – 5:00 pm |\n| 负责医生 | Dr. Kavitha A/P Yogeswaran |\n| 联系方式 | Tel: 03-5638 4137; Email: sharifah@qualitas.com.my |\n| 地图 | [查看地图](https://www.google.com/maps/search/Klinik+Medic+Bestari+Subang+Jaya) |\n\n\n### Klinik Dr Nur Ainita (CC110)\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | No. 12 A-1, Ground Floor, Jalan USJ 9/5Q, Subang Business Centre, 47620 Subang Jaya, Selangor |\n| 营业时间 | Mon–Thu 8:30 am – 10:00 pm; Fri 8:30 am – 12:30 pm & 2:00 pm – 10:00 pm; Sat 8:30 am – 2:00 pm; Sun & PH Closed |\n| EMGS 筛查时间 | Mon–Fri 8:30 am – 4:30 pm |\n| 负责医生 | Dr. Periakka Kuganes |',
     [('PHONE_NUMBER', '03-5638 4137'), ('EMAIL_ADDRESS', 'sharifah@qualitas.com.my')]),
    ('WH-An/hwlx-app:emgs_data/SubangJaya_EMGS.md', 'MY',
     '| 联系方式 | Tel: 03-8024 4844; Email: kdna@qualitas.com.my |\n| 地图 | [查看地图](https://www.google.com/maps/search/Klinik+Dr+Nur+Ainita+Subang+Jaya) |\n\n\n### Kumpulan Medic – Subang Jaya (CC167)\n\n| 字段 | 信息 |\n|------|------|\n| 地址 | No. 22 Jalan SS15/4D, 47500 Subang Jaya, Selangor |\n| 营业时间 | Mon–Sat 8:30 am – 4:30 pm; Sun & PH 9:00 am – 12:00 pm |\n| EMGS 筛查时间 | Same as operating hours |\n| 负责医生 | Dr. Suresh A/L Ganesan |\n| 联系方式 | Tel: 03-5633 0913; Email: kmsj@qualitas.com.my |\n| 地图 | [查看地图](https://www.google.com/maps/search/Kumpulan+Medic+Subang+Jaya) |',
     [('PHONE_NUMBER', '03-8024 4844'), ('PHONE_NUMBER', '03-5633 0913'), ('EMAIL_ADDRESS', 'kdna@qualitas.com.my'), ('EMAIL_ADDRESS', 'kmsj@qualitas.com.my')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<?php include "header.php";?>\n<?php include "topmenu.php";?>\n\n<form method = \'POST\' action = \'hospital-map.php\'>\n\n\n<table class="pure-table hospitals">\n<caption>DOH Hospital</caption>\n<thead>\n<tr>\n<th>\n</th>\n</tr>\n</thead>\n<tbody>\n<tr class="pure-table-odd">\n<td>\n<a href="node/1390.html">AMANG RODRIGUEZ  MEDICAL CENTER</a><br/>Marikina City <br />\n<strong>Dr. EMMANUEL BUENO</strong><br />Medical Center Chief II <br/>\t\n<img src="img/icon_telephone.png">948-1263 Local 106, 570-2776, 941-5854 , 941-3441 (TF) <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:amangrod@yahoo.com">amangrod@yahoo.com </a><br />\n<a href="hospital-map.php?name=AMANG RODRIGUEZ  MEDICAL CENTER" class="button-success pure-button">View Map</a>\n</td>\n</tr>\n<tr>\n<td>\n<a href="node/1443.html">Dr. JOSE FABELLA MEMORIAL HOSPITAL</a><br />Lope de Vega, Sta. Cruz, Manila <br/>\n<strong>Dr. RUBEN C. FLORES</strong><br />Medical Center Chief II <br/>',
     [('PHONE_NUMBER', '948-1263'), ('PHONE_NUMBER', '570-2776'), ('PHONE_NUMBER', '941-5854'), ('PHONE_NUMBER', '941-3441'), ('EMAIL_ADDRESS', 'amangrod@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '</thead>\n<tbody>\n<tr class="pure-table-odd">\n<td>\n<a href="node/1391.html">LUNG CENTER OF THE PHILIPPINES</a><br />Quezon Ave., Quezon City          </td>\n<td>\n<strong>Dr. JOSE LUIS J. DANGUILAN</strong><br />Executive Director          </td>\n<td>\n<img src="img/icon_telephone.png">924-6101 , 925-2021 (TF) <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:lung_ctr@pxilonline.com">lung_ctr@pxilonline.com </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="node/1450.html">NATIONAL KIDNEY AND TRANSPLANT INSTITUTE</a><br />East Ave., Quezon City          </td>\n<td>\n<strong>Dr. AILEEN R. JAVIER </strong><br />Executive Director          </td>\n<td>\n<img src="img/icon_telephone.png">924-3601, 924-9755, 924-0135 , 922-5608 (F) <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:info@kidney.gov.ph, ikeona39@yahoo.com">info@kidney.gov.ph, ikeona39@yahoo.com </a>          </td>\n</tr>\n<tr class="pure-table-odd">\n<td>',
     [('PHONE_NUMBER', '924-6101'), ('PHONE_NUMBER', '925-2021'), ('PHONE_NUMBER', '924-3601'), ('PHONE_NUMBER', '924-9755'), ('PHONE_NUMBER', '924-0135'), ('PHONE_NUMBER', '922-5608'), ('EMAIL_ADDRESS', 'lung_ctr@pxilonline.com'), ('EMAIL_ADDRESS', 'info@kidney.gov.ph'), ('EMAIL_ADDRESS', 'ikeona39@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<a href="node/1454.html">LAS PIÑAS GENERAL AND SATELLITE TRAUMA CENTER</a><br />Las Piñas City          </td>\n<td>\n<strong>Dr. EDMUNDO LOPEZ </strong><br />District Health Officer II          </td>\n<td>\n<img src="img/icon_telephone.png">873-0556 Local 368 , 873-0557 (TF) <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:pghstc_doh@yahoo.com">pghstc_doh@yahoo.com </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="node/1455.html">SAN LORENZO RUIZ WOMEN&#039;S HOSPITAL</a><br />O. Reyes St., Santulan, Malabon,Metro Manila          </td>\n<td>\n<strong>Dr. ISABELITA ESTRELLA </strong><br />Chief of Hospital I          </td>\n<td>\n<img src="img/icon_telephone.png">294-4853, 294-4855 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:mimesestrella@yahoo.com">mimesestrella@yahoo.com </a>          </td>\n</tr>\n<tr class="pure-table-odd">\n<td>',
     [('PHONE_NUMBER', '873-0556'), ('PHONE_NUMBER', '873-0557'), ('PHONE_NUMBER', '294-4853'), ('PHONE_NUMBER', '294-4855'), ('EMAIL_ADDRESS', 'pghstc_doh@yahoo.com'), ('EMAIL_ADDRESS', 'mimesestrella@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<img src="img/icon_telephone.png">(072) 607-6418, 607-6422 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:itrmc2010@yahoo.com ">itrmc2010@yahoo.com  </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="node/1457.html">MARIANO MARCOS MEMORIAL MEDICAL CENTER</a><br />Batac, Ilocos Norte          </td>\n<td>\n<strong>Dr. MA. LOURDES K. OTAYZA </strong><br />Chief of Hospital III          </td>\n<td>\n<img src="img/icon_telephone.png">(077) 792-3133, (077) 617-1517, (077) 792-2652 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:marl_otayza@yahoo.com,  mmmh_doh@yahoo.com">marl_otayza@yahoo.com,  mmmh_doh@yahoo.com </a>          </td>\n</tr>\n<tr class="pure-table-odd">\n<td>\n<a href="node/1458.html">REGION I MEDICAL CENTER</a><br />Dagupan City, Pangasinan          </td>\n<td>\n<strong>Dr. JOSEPH ROLAND O. MEJIA </strong><br />Medical Center Chief I          </td>\n<td>',
     [('PHONE_NUMBER', '(072) 607-6418'), ('PHONE_NUMBER', '607-6422'), ('PHONE_NUMBER', '(077) 792-3133'), ('PHONE_NUMBER', '(077) 617-1517'), ('PHONE_NUMBER', '(077) 792-2652'), ('EMAIL_ADDRESS', 'itrmc2010@yahoo.com'), ('EMAIL_ADDRESS', 'marl_otayza@yahoo.com'), ('EMAIL_ADDRESS', 'mmmh_doh@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<img src="img/icon_telephone.png">(084) 217-3347, 217-3671  <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:lhmrh_doh@yahoo.com">lhmrh_doh@yahoo.com </a>          </td>\n</tr>\n</tbody>\n</table>\n<table class="pure-table hospitals">\n<caption>CHD for Cagayan Valley</caption>\n<thead>\n<tr>\n<th>\n</th>\n<th>\n</th>\n<th>\n</th>\n</tr>\n</thead>\n<tbody>\n<tr class="pure-table-odd">\n<td>\n<a href="node/1463.html">CAGAYAN VALLEY MEDICAL CENTER</a><br />Tuguegarao, Cagayan          </td>\n<td>\n<strong>Dr. EMMANUEL F. ACLUBA </strong><br />Chief of Hospital III          </td>\n<td>\n<img src="img/icon_telephone.png">(078) 846-7240, 844-3789, 844-3790 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:emy.acluba@gmail.com ">emy.acluba@gmail.com  </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="node/1464.html">SOUTHERN ISABELA GENERAL HOSPITAL</a><br />Santiago City          </td>\n<td>',
     [('PHONE_NUMBER', '(084) 217-3347'), ('PHONE_NUMBER', '217-3671'), ('PHONE_NUMBER', '(078) 846-7240'), ('PHONE_NUMBER', '844-3789'), ('PHONE_NUMBER', '844-3790'), ('EMAIL_ADDRESS', 'lhmrh_doh@yahoo.com'), ('EMAIL_ADDRESS', 'emy.acluba@gmail.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<a href="node/1466.html">BATAAN GENERAL HOSPTAL</a><br />Balanga, Bataan          </td>\n<td>\n<strong>Dr. GLORIA BALTAZAR</strong><br />OIC, Chief of Hospital III          </td>\n<td>\n<img src="img/icon_telephone.png">(047) 237-2269, 237-3635          </td>\n</tr>\n<tr>\n<td>\n<a href="node/1467.html">JOSE B. LINGAD MEMORIAL REGIONAL HOSPITAL</a><br />San Fernando, Pampanga          </td>\n<td>\n<strong>Dr. YOLANDA L. DEE</strong><br />Chief of Hospital III          </td>\n<td>\n<img src="img/icon_telephone.png">(045) 961-3921, 961-3544 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:dr_yolanda_lee@yahoo.com">dr_yolanda_lee@yahoo.com </a>          </td>\n</tr>\n<tr class="pure-table-odd">\n<td>\n<a href="content/mariveles-mental-hospital.html">MARIVELES MENTAL HOSPITAL</a><br />Bonifacio Street, Mariveles, Bataan          </td>\n<td>',
     [('PHONE_NUMBER', '(047) 237-2269'), ('PHONE_NUMBER', '237-3635'), ('PHONE_NUMBER', '(045) 961-3921'), ('PHONE_NUMBER', '961-3544'), ('EMAIL_ADDRESS', 'dr_yolanda_lee@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<a href="content/western-visayas-sanitarium.html">WESTERN VISAYAS SANITARIUM</a><br />Sta. Barabara, Iloilo          </td>\n<td>\n<strong>DR. ANNABELLE DE GUZMAN</strong><br />Chief of Sanitarium II          </td>\n<td>\n<img src="img/icon_telephone.png">(033) 523-8082, 523-9515          </td>\n</tr>\n</tbody>\n</table>\n<table class="pure-table hospitals">\n<caption>CHD for Central Visayas</caption>\n<thead>\n<tr>\n<th>\n</th>\n<th>\n</th>\n<th>\n</th>\n</tr>\n</thead>\n<tbody>\n<tr class="pure-table-odd">\n<td>\n<a href="content/don-emilio-del-valle-memorial-hospital.html">DON EMILIO DEL VALLE MEMORIAL HOSPITAL</a><br />Ubay, Bohol          </td>\n<td>\n<strong>Dr. MUTYA KISMET T. MACUNO</strong><br />Chief of Hospital I          </td>\n<td>\n<img src="img/icon_telephone.png">(038)  518-0379, 518-8309 , (038)  518-0324 (F)          </td>\n</tr>\n<tr>\n<td>\n<a href="content/eversley-childs-sanitarium.html">EVERSLEY CHILDS SANITARIUM</a><br />Mandaue City          </td>\n<td>',
     [('PHONE_NUMBER', '(033) 523-8082'), ('PHONE_NUMBER', '523-9515'), ('PHONE_NUMBER', '(038)  518-0379'), ('PHONE_NUMBER', '518-8309'), ('PHONE_NUMBER', '(038)  518-0324')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<td>\n<strong>Dr. ROBERT M. DENOPOL </strong><br />Chief of Hospital II          </td>\n<td>\n<img src="img/icon_telephone.png">(032) 346-2468,  261-9989, 418-9477 , (032) 261-9989          </td>\n</tr>\n<tr class="pure-table-odd">\n<td>\n<a href="content/talisay-district-hospital.html">TALISAY DISTRICT HOSPITAL</a><br />Talisay, Cebu          </td>\n<td>\n<strong>Dr. AGUSTIN AGOS</strong><br />Chief of Hospital I          </td>\n<td>\n<img src="img/icon_telephone.png">(032) 273-3225, 273-3226 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:agosjr_surgeon@yahoo.com ">agosjr_surgeon@yahoo.com  </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="content/vicente-sotto-memorial-medical-center.html">VICENTE SOTTO MEMORIAL MEDICAL CENTER</a>          </td>\n<td>\n<strong>Dr. GERARDO AQUINO</strong><br />Chief of Hospital III          </td>\n<td>',
     [('PHONE_NUMBER', '(032) 346-2468'), ('PHONE_NUMBER', '261-9989'), ('PHONE_NUMBER', '418-9477'), ('PHONE_NUMBER', '(032) 261-9989'), ('PHONE_NUMBER', '(032) 273-3225'), ('PHONE_NUMBER', '273-3226'), ('EMAIL_ADDRESS', 'agosjr_surgeon@yahoo.com')]),
    ('itsromack/iKonsultaMoWeb:hospitals.php', 'PH',
     '<strong>DR. PONCIANO LIMCANGCO</strong><br />Medical Center Chief I          </td>\n<td>\n<img src="img/icon_telephone.png">(086) 211-3700 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:donelimcangcomd@yahoo.com, astmmc_doh13@live.com.ph">donelimcangcomd@yahoo.com, astmmc_doh13@live.com.ph </a>          </td>\n</tr>\n<tr>\n<td>\n<a href="content/caraga-regional-hospital.html">CARAGA REGIONAL HOSPITAL</a><br />Surigao City          </td>\n<td>\n<strong>DR. ANDRES DOLAR, JR.</strong><br />Medical Center Chief I          </td>\n<td>\n<img src="img/icon_telephone.png">(086) 826-2459 <br /><img src="img/icon_email.png" width="22px" height="16px">&nbsp;<a href="mailto:caragahospital@gmail.com,  andymarflorijr@gmail.com ">caragahospital@gmail.com,  andymarflorijr@gmail.com  </a>          </td>\n</tr>\n</tbody>\n</table>\n\n<?php include "footer.php";?> -->',
     [('PHONE_NUMBER', '(086) 211-3700'), ('PHONE_NUMBER', '(086) 826-2459'), ('EMAIL_ADDRESS', 'donelimcangcomd@yahoo.com'), ('EMAIL_ADDRESS', 'astmmc_doh13@live.com.ph'), ('EMAIL_ADDRESS', 'caragahospital@gmail.com'), ('EMAIL_ADDRESS', 'andymarflorijr@gmail.com')]),
    ('ommpawin/tun_rokh_demo:lib/data/hospital_language.dart', 'TH',
     'Map<String, dynamic> mainHospitalLanguage = {\n  "1": {\n    "hospital_name": "โรงพยาบาลเชียงดาว",\n    "hospital_address": "285 ถนนโชตนา",\n    "hospital_contact": "053-455-074",\n  },\n  "2": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านนาหวาย",\n    "hospital_address": "หมู่ 3 บ้านนาหวาย",\n    "hospital_contact": "063-784-6123",\n  },\n  "3": {\n    "hospital_name": "สถานบริการสาธารณสุขชุมชนบ้านเมืองนะ",\n    "hospital_address": "หมู่ 1",\n    "hospital_contact": "080-857-8211",\n  },\n  "4": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านแกน้อย",\n    "hospital_address": "หมู่ 2 บ้านแกน้อย",\n    "hospital_contact": "098-926-6630, 081-951-8710",\n  },\n  "5": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านปางเฟือง",\n    "hospital_address": "หมู่ 2 บ้านแกน้อย",',
     [('PHONE_NUMBER', '053-455-074'), ('PHONE_NUMBER', '063-784-6123'), ('PHONE_NUMBER', '080-857-8211'), ('PHONE_NUMBER', '098-926-6630'), ('PHONE_NUMBER', '081-951-8710')]),
    ('ommpawin/tun_rokh_demo:lib/data/hospital_language.dart', 'TH',
     '    "hospital_contact": "061-892-6780",\n  },\n  "6": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านอรุโณทัย",\n    "hospital_address": "หมู่ 10 บ้านอรุโณทัย",\n    "hospital_contact": "053-045-835, 081-960-4579",\n  },\n  "7": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเมืองงาย",\n    "hospital_address": "หมู่ 2 บ้านเมืองงาย",\n    "hospital_contact": "089-838-7586",\n  },\n  "8": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านแม่นะ",\n    "hospital_address": "หมู่ 2 บ้านแม่นะ",\n    "hospital_contact": "053-388-512, 081-111-2585",\n  },\n  "9": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านสบอ้อ",\n    "hospital_address": "หมู่ที่ 7 บ้านสบอ้อ",\n    "hospital_contact": "053-046-154, 081-366-7291",\n  },\n  "10": {',
     [('PHONE_NUMBER', '061-892-6780'), ('PHONE_NUMBER', '053-045-835'), ('PHONE_NUMBER', '081-960-4579'), ('PHONE_NUMBER', '089-838-7586'), ('PHONE_NUMBER', '053-388-512'), ('PHONE_NUMBER', '081-111-2585'), ('PHONE_NUMBER', '053-046-154'), ('PHONE_NUMBER', '081-366-7291')]),
    ('ommpawin/tun_rokh_demo:lib/data/hospital_language.dart', 'TH',
     '    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่",\n    "hospital_address": " 150 หมู่ 1",\n    "hospital_contact": "053-114-896",\n  },\n  "11": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านปางมะเยา",\n    "hospital_address": "บ้านปางมะเยา",\n    "hospital_contact": "053-315-654, 090-468-0573",\n  },\n  "12": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านไตรสภาวะคาม",\n    "hospital_address": "หมู่ 5 บ้านไตรสภาวะคาม",\n    "hospital_contact": "053-456-343, 081-950-1582",\n  },\n  "13": {\n    "hospital_name": "โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทุ่งข้าวพวง",\n    "hospital_address": "หมู่ 3 บ้านทุ่งข้าวพวง",\n    "hospital_contact": "090-318-1847",\n  },\n};',
     [('PHONE_NUMBER', '053-114-896'), ('PHONE_NUMBER', '053-315-654'), ('PHONE_NUMBER', '090-468-0573'), ('PHONE_NUMBER', '053-456-343'), ('PHONE_NUMBER', '081-950-1582'), ('PHONE_NUMBER', '090-318-1847')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     'dataRumahSakit = [\n  {\n    "Nama": "RSUD Dr. Zainoel Abidin",\n    "Alamat": "Jl. Teuku Moh. Daud Beureueh No.108, Bandar Baru, Kec. Kuta Alam, Kota Banda Aceh, Aceh 24415",\n    "Province": "Aceh",\n    "Provinsi": "Aceh",\n    "Nomor Telepon": "0651-34565"\n  },\n  {\n    "Nama": "RSU Royal Prima",\n    "Alamat": "Jl. Ayahanda No.68A, Sei Putih Tengah, Kec. Medan Petisah, Kota Medan, Sumatera Utara 20118",\n    "Province": "North Sumatra",\n    "Provinsi": "Sumatra Utara",\n    "Nomor Telepon": "061-88813182"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Pusat Dr. M. Djamil Padang",\n    "Alamat": "Jl. Perintis Kemerdekaan, Sawahan Tim., Kec. Padang Tim., Kota Padang, Sumatera Barat 25171",\n    "Province": "West Sumatra",\n    "Provinsi": "Sumatra Barat",\n    "Nomor Telepon": "0751-32371"\n  },\n  {\n    "Nama": "Rumah Sakit Santa Maria",',
     [('PHONE_NUMBER', '0651-34565'), ('PHONE_NUMBER', '061-88813182'), ('PHONE_NUMBER', '0751-32371')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Provinsi": "Bengkulu",\n    "Nomor Telepon": "0736-52004"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Pusat Dr. Mohammad Hoesin",\n    "Alamat": "Jl. Jend. Sudirman No.Km, RW.5, Sekip Jaya, Kec. Kemuning, Kota Palembang, Sumatera Selatan 30126",\n    "Province": "South Sumatra",\n    "Provinsi": "Sumatra Selatan",\n    "Nomor Telepon": "0711-354088"\n  },\n  {\n    "Nama": "Rumah Sakit Bakti Timah",\n    "Alamat": "Jalan Bukit Baru No. 1, Pangkalpinang, Taman Bunga, Gerunggang, Kabupaten Bangka, Kepulauan Bangka Belitung 33131",\n    "Province": "Bangka Belitung Islands",\n    "Provinsi": "Kepulauan Bangka Belitung",\n    "Nomor Telepon": "0717-433027"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Daerah Dr. H. Abdul Moeloek",\n    "Alamat": "Jl. Dr. Rivai No.6, Penengahan, Kec. Tj. Karang Pusat, Kota Bandar Lampung, Lampung 35112",\n    "Province": "Lampung",\n    "Provinsi": "Lampung",',
     [('PHONE_NUMBER', '0736-52004'), ('PHONE_NUMBER', '0711-354088'), ('PHONE_NUMBER', '0717-433027')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Nomor Telepon": "0721-703312"\n  },\n  {\n    "Nama": "Rumah Sakit Jakarta",\n    "Alamat": "Jl. Garnisun No. 1 Karet Semanggi Setia Budi RT.5/RW.4 RT.5, RT.5/RW.4, Karet Semanggi, Kecamatan Setiabudi, Kota Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12930",\n    "Province": "Jakarta",\n    "Provinsi": "Jakarta",\n    "Nomor Telepon": "021-5732241"\n  },\n  {\n    "Nama": "RS Premier Bintaro",\n    "Alamat": "Jl. Moh. Husni Thamrin No.1, Pd. Jaya, Kec. Pd. Aren, Kota Tangerang Selatan, Banten 15224",\n    "Province": "Banten",\n    "Provinsi": "Banten",\n    "Nomor Telepon": "021-27625500"\n  },\n  {\n    "Nama": "Rumah Sakit Advent Bandung",\n    "Alamat": "Jl. Cihampelas No.161, Cipaganti, Kecamatan Coblong, Kota Bandung, Jawa Barat 40131",\n    "Province": "West Java",\n    "Provinsi": "Jawa Barat",\n    "Nomor Telepon": "022-20343869"\n  },\n  {',
     [('PHONE_NUMBER', '0721-703312'), ('PHONE_NUMBER', '021-5732241'), ('PHONE_NUMBER', '021-27625500'), ('PHONE_NUMBER', '022-20343869')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Nama": "Rumah Sakit Umum Pusat Dr. Kariadi Semarang",\n    "Alamat": "Jl. DR. Sutomo No.16, Randusari, Kec. Semarang Sel., Kota Semarang, Jawa Tengah 50244",\n    "Province": "Central Java",\n    "Provinsi": "Jawa Tengah",\n    "Nomor Telepon": "024-8413476"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Pusat Dr. Sardjito",\n    "Alamat": "Jl. Kesehatan No.1, Senolowo, Sinduadi, Kec. Mlati, Kabupaten Sleman, Daerah Istimewa Yogyakarta 55281",\n    "Province": "Special Region of Yogyakarta",\n    "Provinsi": "Daerah Istimewa Yogyakarta",\n    "Nomor Telepon": "0274-631190"\n  },\n  {\n    "Nama": "RSUD Dr. Soetomo",\n    "Alamat": "Jl. Mayjen Prof. Dr. Moestopo No.6-8, Airlangga, Kec. Gubeng, Kota Surabaya, Jawa Timur 60286",\n    "Province": "East Java",\n    "Provinsi": "Jawa Timur",\n    "Nomor Telepon": "031-5501078"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Pusat Sanglah",',
     [('PHONE_NUMBER', '024-8413476'), ('PHONE_NUMBER', '0274-631190'), ('PHONE_NUMBER', '031-5501078')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Provinsi": "Kalimantan Barat",\n    "Nomor Telepon": "0562-631798"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Daerah Sultan Imanuddin",\n    "Alamat": "Jl. Sutan Syahrir No.17, Madurejo, Kec. Arut Sel., Kabupaten Kotawaringin Barat, Kalimantan Tengah 74112",\n    "Province": "Central Kalimantan",\n    "Provinsi": "Kalimantan Tengah",\n    "Nomor Telepon": "0536-21404"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Daerah Ulin Banjarmasin",\n    "Alamat": "Jl. A. Yani No.43, Sungai Baru, Kec. Banjarmasin Tengah, Kota Banjarmasin, Kalimantan Selatan 70233",\n    "Province": "South Kalimantan",\n    "Provinsi": "Kalimantan Selatan",\n    "Nomor Telepon": "0511-3252180"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Daerah Abdul Wahab Sjahranie",\n    "Alamat": "Jl. Palang Merah No.1, Sidodadi, Kec. Samarinda Ulu, Kota Samarinda, Kalimantan Timur 75123",\n    "Province": "East Kalimantan",',
     [('PHONE_NUMBER', '0562-631798'), ('PHONE_NUMBER', '0536-21404'), ('PHONE_NUMBER', '0511-3252180')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Alamat": "Jl. Sisingamangaraja No.4, Besusu Tim., Kec. Palu Tim., Kota Palu, Sulawesi Tengah 94118",\n    "Province": "Central Sulawesi",\n    "Provinsi": "Sulawesi Tengah",\n    "Nomor Telepon": "0451-421575"\n  },\n  {\n    "Nama": "RSUD Provinsi Sulawesi Barat",\n    "Alamat": "Jl. RE Martadinata, Simboro, Kec. Simboro Dan Kepulauan, Kabupaten Mamuju, Sulawesi Barat 91512",\n    "Province": "West Sulawesi",\n    "Provinsi": "Sulawesi Barat",\n    "Nomor Telepon": "0852-5507-8893"\n  },\n  {\n    "Nama": "Rumah Sakit Stella Maris",\n    "Alamat": "Jl. Somba OPU No.273, Maloku, Kec. Ujung Pandang, Kota Makassar, Sulawesi Selatan 90111",\n    "Province": "South Sulawesi",\n    "Provinsi": "Sulawesi Selatan",\n    "Nomor Telepon": "0411-854341"\n  },\n  {\n    "Nama": "Rumah Sakit Bhayangkara Kendari",\n    "Alamat": "Jl. Gn. Meluhu No.7, Kec, Kec. Mandonga, Kota Kendari, Sulawesi Tenggara 93117",',
     [('PHONE_NUMBER', '0451-421575'), ('PHONE_NUMBER', '0852-5507-8893'), ('PHONE_NUMBER', '0411-854341')]),
    ('clumsyyyy/Milestone02_K01:src/data/dataRumahSakit.js', 'ID',
     '    "Province": "Southeast Sulawesi",\n    "Provinsi": "Sulawesi Tenggara",\n    "Nomor Telepon": "0401-3121253"\n  },\n  {\n    "Nama": "Rumah Sakit Umum Ternate",\n    "Alamat": "Q9JG+Q84, Tanah Tinggi Bar., Ternate Sel., Kota Ternate, Maluku Utara",\n    "Province": "North Maluku",\n    "Provinsi": "Maluku Utara",\n    "Nomor Telepon": "0921-21281"\n  },\n  {\n    "Nama": "RSUD Dr. M. Haulussy",\n    "Alamat": "Jl. DR. Kayadoe, Kel Benteng, Nusaniwe, Kota Ambon, Maluku 97116",\n    "Province": "Maluku",\n    "Provinsi": "Maluku",\n    "Nomor Telepon": "0911-344871"\n  },\n  {\n    "Nama": "Rumah Sakit Maleo",\n    "Alamat": "Jl. Kesehatan No. 37, Kampung Baru, Kp. Baru, Kec. Sorong, Kota Sorong, Papua Barat 98411",\n    "Province": "West Papua",\n    "Provinsi": "Papua Barat",\n    "Nomor Telepon": "0811-4869-114"\n  },\n  {\n    "Nama": "RSUD Abepura",',
     [('PHONE_NUMBER', '0401-3121253'), ('PHONE_NUMBER', '0921-21281'), ('PHONE_NUMBER', '0911-344871'), ('PHONE_NUMBER', '0811-4869-114')]),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '# 🏥 BASE DE DATOS COMPLETA - Centros de Salud V Región\n\n## 📊 RESUMEN TOTAL\n\n**Total de Centros: 70+**\n\n### Por Tipo:\n- **CESFAMs**: ~50\n- **Hospitales**: ~15\n- **Clínicas Privadas**: ~8\n- **SAPU**: Integrados en CESFAMs\n\n### Por Comuna:\n- **Valparaíso**: 17 centros (14 CESFAMs, 3 Hospitales, 2 Clínicas)\n- **Viña del Mar**: 8 centros (2 CESFAMs, 2 Hospitales, 4 Clínicas)\n- **San Antonio**: 6 centros (5 CESFAMs, 1 Hospital)\n- **Quilpué**: 2 centros (1 CESFAM, 1 Hospital)\n- **Villa Alemana**: 2 CESFAMs\n- **Y más centros en 20+ comunas adicionales\n\n---\n\n## 📋 LISTA DETALLADA POR COMUNA\n\n### VALPARAÍSO (17 centros)\n\n#### CESFAMs (14):\n1.  **CESFAM Barón** - Blanco Viel 661 - ☎️ 800 500 507\n2.  **CESFAM/SAPU Placeres** - Manuel Casanova 289 - ☎️ 800 500 513\n3.  **CESFAM Cordillera** - Chaparro 197 - ☎️ 800 500 508\n4.  **CESFAM Esperanza** - Galvarino Nº7 - ☎️ 800 500 509',
     [('PHONE_NUMBER', '800 500 507'), ('PHONE_NUMBER', '800 500 513'), ('PHONE_NUMBER', '800 500 508'), ('PHONE_NUMBER', '800 500 509')]),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '5.  **CESFAM/SAPU Marcelo Mena** - Av. Alemania 5360 - ☎️ 800 500 512\n6.  **CESFAM/SAPU Placilla** - Calle Octava 724 - ☎️ 800 500 510\n7.  **CESFAM/SAPU Quebrada Verde** - Quebrada Verde 1405 - ☎️ 032-2571503\n8.  **CESFAM/SAPU Reina Isabel II** - Washington 1926 - ☎️ 800 500 512\n9.  **CESFAM Jean y Marie Thierry** - Blas Cuevas 985 - ☎️ 032-2571650\n10. **CESFAM Las Cañas** - Los Alerces s/n - ☎️ 800 500 511\n11. **CESFAM Plaza Justicia** - Plaza Justicia 99 - ☎️ 800 500 523\n12. **CESFAM Puertas Negras** - Pob. Montedónico s/n - ☎️ 800 500 514\n13. **CESFAM Rodelillo** - Tierras Rojas s/n - ☎️ 800 500 517\n14. **CESFAM Padre Damián Molokai** - Cabritería Norte 2055 - ☎️ 800 500 518\n\n#### Hospitales (3):\n15. **Hospital Carlos Van Buren** - San Ignacio 725 - ☎️ +56 32 236 4000\n16. **Hospital Dr. Eduardo Pereira** - Ibsen s/n - ☎️ 032-207700',
     [('PHONE_NUMBER', '800 500 512'), ('PHONE_NUMBER', '800 500 510'), ('PHONE_NUMBER', '032-2571503'), ('PHONE_NUMBER', '032-2571650'), ('PHONE_NUMBER', '800 500 511'), ('PHONE_NUMBER', '800 500 523'), ('PHONE_NUMBER', '800 500 514'), ('PHONE_NUMBER', '800 500 517'), ('PHONE_NUMBER', '800 500 518'), ('PHONE_NUMBER', '+56 32 236 4000'), ('PHONE_NUMBER', '032-207700')]),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '2. **Hospital de Quilpué** - San Martín 1270 - ☎️ (32) 2759010\n\n---\n\n### VILLA ALEMANA (2 centros)\n\n1. **CESFAM Villa Alemana** - Av. Baquedano 1140 - ☎️ 323243512\n2. **CESFAM Eduardo Frei Ruiz-Tagle** - Rivadavia 1119 - ☎️ 323323530\n\n---\n\n### SAN ANTONIO (6 centros)\n\n#### CESFAMs (5):\n1. **CESFAM Néstor Fernández Thomas** - ☎️ +56 35 2280828\n2. **CESFAM San Antonio** - ☎️ +56 35 2280828\n3. **CESFAM Diputado Manuel Bustos** (con SAPU) - ☎️ +56 35 2280828\n4. **CESFAM 30 de Marzo** - ☎️ +56 35 2280828\n5. **CESFAM Barrancas** (con SAPU) - ☎️ +56 35 2280828\n\n#### Hospital (1):\n6. **Hospital Claudio Vicuña** - Carmen Guerrero 945 - ☎️ (035) 2206160\n\n---\n\n### QUILLOTA (2 centros)\n\n1. **CESFAM La Palma** - 🌐 saludquillota.cl\n2. **Hospital San Martín de Quillota** ⭐ Alta complejidad\n\n---\n\n### LA CALERA (3 centros)\n\n1. **CESFAM La Calera**\n2. **CESFAM Artificio**',
     [('PHONE_NUMBER', '(32) 2759010'), ('PHONE_NUMBER', '323243512'), ('PHONE_NUMBER', '323323530'), ('PHONE_NUMBER', '+56 35 2280828'), ('PHONE_NUMBER', '(035) 2206160')]),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     "3. **Hospital Dr. Mario Sánchez** (Comunitario)\n\n---\n\n### SAN FELIPE (2 centros)\n\n1. **CESFAM San Felipe El Real** - 🌐 cesfamsanfelipeelreal.cl\n2. **CESFAM Dr. Segismundo Iturra**\n\n---\n\n### LOS ANDES (2 centros)\n\n1. **CESFAM Centenario** - Avda Perú 487 - ☎️ (34) 2 350020 / 800432333\n   - Con SAPU integrado\n2. **CESFAM Cordillera Andina** - ☎️ 800432244\n\n---\n\n### PETORCA (2 centros)\n\n1. **CESFAM Chincolco** - Bernardo O'Higgins 160 - ☎️ 994549790\n2. **DESAM Petorca** - Calle Silva 575 - ☎️ 975384697\n\n---\n\n### LA LIGUA (1 centro)\n\n1. **CESFAM Raúl Sánchez Bañados** - Papudo 655 - ☎️ 9 9702 4905\n\n---\n\n### CABILDO (1 centro)\n\n1. **Consultorio Adosado Cabildo** - Lautaro s/n - ☎️ 33 7662100\n\n---\n\n### CASABLANCA (1 centro)\n\n1. **Hospital San José de Casablanca**\n\n---\n\n### LIMACHE (1 centro)\n\n1. **Hospital Santo Tomás de Limache** (Comunitario)\n\n---\n\n### QUINTERO (1 centro)",
     [('PHONE_NUMBER', '(34) 2 350020'), ('PHONE_NUMBER', '800432333'), ('PHONE_NUMBER', '800432244'), ('PHONE_NUMBER', '994549790'), ('PHONE_NUMBER', '975384697'), ('PHONE_NUMBER', '9 9702 4905'), ('PHONE_NUMBER', '33 7662100')]),
    ('pdlopdlo/buscador_referentes:data.js', 'CL',
     "var data = \n[\t{\t\t\n    comuna: 'Alhué',\t\t\n    tipo: 'Cesfam 110393',\t\t\n    nombre: 'Centro de Salud Familiar Villa Alhué',\t\t\n    referente: 'Felix Nuñez / Stefanie Nuñez / Vicente',\t\t\n    fono: '+56 9 9624 9131 / +56 9 9671 5312 / +56 9 8568 3424',\t\t\n    mail: 'felix.nunez@comunaalhue.cl / informatica@comunaalhue.cl'\t\n},\t{\t\t\n    comuna: 'Alhué',\t\t\n    tipo: 'PSR 110515',\t\t\n    nombre: 'Posta de Salud Rural Santa María',\t\t\n    referente: 'Felix Nuñez / Stefanie Nuñez / Vicente',\t\t\n    fono: '+56 9 9624 9131 / +56 9 9671 5312 / +56 9 8568 3424',\t\t\n    mail: 'felix.nunez@comunaalhue.cl / informatica@comunaalhue.cl'\t\n},\t{\t\t\n    comuna: 'Alhué',\t\t\n    tipo: 'PSR 110510',\t\t\n    nombre: 'Posta de Salud Rural El Asiento',\t\t\n    referente: 'Felix Nuñez / Stefanie Nuñez / Vicente',\t\t\n    fono: '+56 9 9624 9131 / +56 9 9671 5312 / +56 9 8568 3424',\t\t",
     [('PHONE_NUMBER', '+56 9 9624 9131'), ('PHONE_NUMBER', '+56 9 9671 5312'), ('PHONE_NUMBER', '+56 9 8568 3424'), ('EMAIL_ADDRESS', 'felix.nunez@comunaalhue.cl'), ('EMAIL_ADDRESS', 'informatica@comunaalhue.cl')]),
    ('pdlopdlo/buscador_referentes:data.js', 'CL',
     "    fono: '+56 9 9457 8663 / +56 9 7162 1237',\t\t\n    mail: 'martinadasme@corporacionislademaipo.cl / p.pavez@corporacionislademaipo.cl'\n},\t{\n    comuna: 'Isla de Maipo',\t\t\n    tipo: 'CECOSF 110775',\t\t\n    nombre: 'Centro Comunitario de Salud Familiar La Islita',\t\t\n    referente: 'Martín Adasme / Pablo Pavez',\t\t\n    fono: '+56 9 9457 8663 / +56 9 7162 1237',\t\t\n    mail: 'martinadasme@corporacionislademaipo.cl / p.pavez@corporacionislademaipo.cl'\n},\t{\n    comuna: 'Isla de Maipo',\t\t\n    tipo: 'CECOSF 200385',\t\t\n    nombre: 'Centro Comunitario de Salud Familiar San Vicente de Naltagua',\t\t\n    referente: 'Martín Adasme / Pablo Pavez',\t\t\n    fono: '+56 9 9457 8663 / +56 9 7162 1237',\t\t\n    mail: 'martinadasme@corporacionislademaipo.cl / p.pavez@corporacionislademaipo.cl'\n},\t{\n    comuna: 'Isla de Maipo',\t\t\n    tipo: 'SAPU 200127',\t\t\n    nombre: 'SAPU Isla de Maipo',\t\t",
     [('PHONE_NUMBER', '+56 9 9457 8663'), ('PHONE_NUMBER', '+56 9 7162 1237'), ('EMAIL_ADDRESS', 'martinadasme@corporacionislademaipo.cl'), ('EMAIL_ADDRESS', 'p.pavez@corporacionislademaipo.cl')]),
    ('pdlopdlo/buscador_referentes:data.js', 'CL',
     "    fono: '+56 9 7212 0259  / +56 9 7216 5253',\t\t\n    mail: 'richard.jerez@cormumel.cl'\n},\t{\n    comuna: 'Melipilla',\t\t\n    tipo: 'CECOSF 110778',\t\t\n    nombre: 'Centro Comunitario de Salud Familiar Padre Demetrio Bravo',\t\t\n    referente: 'Richard Jerez',\t\t\n    fono: '+56 9 7212 0259  / +56 9 7216 5253',\t\t\n    mail: 'richard.jerez@cormumel.cl'\n},\t{\n    comuna: 'Melipilla',\t\t\n    tipo: 'PSR 110455',\t\t\n    nombre: 'Posta de salud Rural Pabellón',\t\t\n    referente: 'Richard Jerez',\t\t\n    fono: '+56 9 7212 0259  / +56 9 7216 5253',\t\t\n    mail: 'richard.jerez@cormumel.cl'\n},\t{\n    comuna: 'Melipilla',\t\t\n    tipo: 'PSR 110445',\t\t\n    nombre: 'Posta de Salud Rural Pahuilmo',\t\t\n    referente: 'Richard Jerez',\t\t\n    fono: '+56 9 7212 0259  / +56 9 7216 5253',\t\t\n    mail: 'richard.jerez@cormumel.cl'\n},\t{\n    comuna: 'Melipilla',\t\t\n    tipo: 'PSR 110440',\t\t",
     [('PHONE_NUMBER', '+56 9 7212 0259'), ('PHONE_NUMBER', '+56 9 7216 5253'), ('EMAIL_ADDRESS', 'richard.jerez@cormumel.cl')]),
    ('pdlopdlo/buscador_referentes:data.js', 'CL',
     "    nombre: 'Centro de Salud Familiar Andes',\t\t\n    referente: 'Jaime Vidal',\t\t\n    fono: '+56 9 7883 2784',\t\t\n    mail: 'jaime.vidal@redsalud.gov.cl'  \n},\t{ \n\n    comuna: 'Quinta Normal',\t\t\n    tipo: 'CESFAM 110325',\t\t\n    nombre: 'Centro de Salud Familiar Garín',\t\t\n    referente: 'William Yañez',\t\t\n    fono: '+56 9 8248 7332 / 22 666 9041',\t\t\n    mail: 'informatica@corpquin.cl'  \n},\t{ \n\n    comuna: 'Quinta Normal',\t\t\n    tipo: 'CESFAM 110320',\t\t\n    nombre: 'Centro de Salud Familiar Lo Franco',\t\t\n    referente: 'William Yañez',\t\t\n    fono: '+56 9 8248 7332 / 22 666 9041',\t\t\n    mail: 'informatica@corpquin.cl'   \n},\t{ \n\n    comuna: 'Quinta Normal',\t\t\n    tipo: 'CECOSF 200342',\t\t\n    nombre: 'Centro Comunitario de Salud Familiar Plaza México',\t\t\n    referente: 'William Yañez',\t\t\n    fono: '+56 9 8248 7332 / 22 666 9041',\t\t\n    mail: 'informatica@corpquin.cl'   \n},\t{ ",
     [('PHONE_NUMBER', '+56 9 7883 2784'), ('PHONE_NUMBER', '+56 9 8248 7332'), ('PHONE_NUMBER', '22 666 9041'), ('EMAIL_ADDRESS', 'jaime.vidal@redsalud.gov.cl'), ('EMAIL_ADDRESS', 'informatica@corpquin.cl')]),
    ('pdlopdlo/buscador_referentes:data.js', 'CL',
     "    comuna: 'Talagante',\t\t\n    tipo: 'SAPU 200119',\t\t\n    nombre: 'SAPU Dr. Alberto Allende Jones',\t\t\n    referente: 'Jorge Martinez',\t\t\n    fono: '+56 9 6727 3596 / 2 2574 3755',\t\t\n    mail: 'jmartinez@munitalagante.cl / jmartinez@talasalud.cl'     \n},\t{ \n\n    comuna: 'Talagante',\t\t\n    tipo: 'SAPU 110891',\t\t\n    nombre: 'SAPU Marcela Jacques Vargas',\t\t\n    referente: 'Jorge Martinez',\t\t\n    fono: '+56 9 6727 3596 / 2 2574 3755',\t\t\n    mail: 'jmartinez@munitalagante.cl / jmartinez@talasalud.cl'     \n},\t{ \n\n    comuna: 'Talagante',\t\t\n    tipo: 'SAR 200479',\t\t\n    nombre: 'SAR Oriente María Eugenia Torres',\t\t\n    referente: 'Jorge Martinez',\t\t\n    fono: '+56 9 6727 3596 / 2 2574 3755',\t\t\n    mail: 'jmartinez@munitalagante.cl / jmartinez@talasalud.cl'     \n},\t{ \n\n}];",
     [('PHONE_NUMBER', '+56 9 6727 3596'), ('PHONE_NUMBER', '2 2574 3755'), ('EMAIL_ADDRESS', 'jmartinez@munitalagante.cl'), ('EMAIL_ADDRESS', 'jmartinez@talasalud.cl')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:city": "Hà Nội",\n              "addr:country": "VN",\n              "addr:housenumber": "60",\n              "addr:street": "Tựu Liệt, Tam Hiệp, Thanh Trì",\n              "amenity": "hospital",\n              "ele": "4",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "name": "Bệnh Viện Đa Khoa Thăng Long",\n              "phone": "+84 4 3687 3058"\n          }\n      },\n      {\n          "type": "node",\n          "id": 3752331075,\n          "lat": 21.0492003,\n          "lon": 105.8400348,\n          "tags": {\n              "addr:city": "Hanoi",\n              "addr:country": "VN",\n              "addr:district": "Quận Ba Đình",\n              "addr:housenumber": "32",\n              "addr:street": "Phố Đức Chính",\n              "addr:subdistrict": "Phường Trúc Bạch",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Paris Miki Vietnam",\n              "operator": "Paris Miki Vietnam",',
     [('PHONE_NUMBER', '+84 4 3687 3058')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "description": "Cơ sở Nguyễn Trãi của hệ thống bệnh viện đa khoa quốc tế Thu Cúc",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "name": "Thu Cúc TCI Thanh Xuân",\n              "name:en": "Thu Cuc International General Hospital",\n              "opening_hours": "Mo-Su 08:00-17:00",\n              "phone": "+84 936 188 584",\n              "website": "https://benhvienthucuc.vn/"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9788576207,\n          "lat": 21.0511017,\n          "lon": 105.7907820,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Quận Bắc Từ Liêm",\n              "addr:housenumber": "25 An Sinh",\n              "addr:postcode": "10000",\n              "addr:street": "Ngõ 208 Trần Cung",\n              "addr:subdistrict": "Phường Cổ Nhuế 1",\n              "amenity": "hospital",\n              "healthcare": "hospital",',
     [('PHONE_NUMBER', '+84 936 188 584')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "name": "Bệnh viện Quốc tế Dolife",\n              "opening_hours": "Mo-Su 07:00-16:30",\n              "operator": "Công ty Cổ phần Trung Tín",\n              "operator:type": "private",\n              "phone": "+84 1900 1984",\n              "website": "https://dolifehospital.vn/"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11152952450,\n          "lat": 21.0701905,\n          "lon": 105.7760138,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11169202590,\n          "lat": 21.0662593,\n          "lon": 105.7819381,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "dentist",\n              "name": "Duck\'s Hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11190957339,\n          "lat": 21.0576234,',
     [('PHONE_NUMBER', '+84 1900 1984')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:subdistrict": "Nguyễn Du",\n              "amenity": "hospital",\n              "contact:email": "info@matvietnhat.com.vn",\n              "contact:facebook": "https://www.facebook.com/matvietnhat",\n              "contact:phone": "+84 24 3974 8307",\n              "contact:website": "https://matvietnhat.com.vn/",\n              "emergency": "no",\n              "healthcare": "hospital",\n              "healthcare:speciality": "ophthalmology",\n              "name": "Bệnh viện Mắt Việt Nhật",\n              "name:en": "Vietnam - Japan Eye Hospital",\n              "name:tr": "Vietnam-Japonya Göz Hastanesi"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11683961268,\n          "lat": 21.0395120,\n          "lon": 105.8472708,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Quận Hoàn Kiếm",\n              "addr:housenumber": "5",\n              "addr:province": "Hà Nội",\n              "addr:street": "Phố Hàng Cót",',
     [('PHONE_NUMBER', '+84 24 3974 8307'), ('EMAIL_ADDRESS', 'info@matvietnhat.com.vn')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:province": "Hà Nội",\n              "addr:street": "Phố Phương Mai",\n              "addr:subdistrict": "Phương Mai",\n              "amenity": "hospital",\n              "contact:phone": "+84 24 3577 1100",\n              "contact:website": "https://www.hfh.com.vn",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Việt Pháp",\n              "name:en": "Hanoi French Hospital",\n              "name:tr": "Hanoi Fransız Hastanesi"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1158987496,\n          "center": {\n              "lat": 20.9423319,\n              "lon": 106.3258008\n          },\n          "nodes": [\n              10778045453,\n              10778045454,\n              10778045455,\n              10778045456,\n              10778045457,\n              10778045458,\n              10778045459,\n              10778045460,\n              10778045461,\n              10778045462,',
     [('PHONE_NUMBER', '+84 24 3577 1100')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:district": "Hoàng Mai",\n              "addr:province": "Hà Nội",\n              "addr:street": "Ngõ 587 Tam Trinh",\n              "addr:subdistrict": "Yên Sở",\n              "amenity": "hospital",\n              "contact:email": "benhviendaihocyhanoi@hmuh.vn",\n              "contact:facebook": "https://www.facebook.com/HMUHospital",\n              "contact:phone": "+84 19006422",\n              "contact:website": "http://benhviendaihocyhanoi.com/",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Đại học Y Hà Nội - Cơ sở Hoàng Mai",\n              "name:en": "Hanoi Medical University Hospital - Hoang Mai Campus",\n              "name:tr": "Hanoi Tıp Üniversitesi Hastanesi"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1215063381,\n          "center": {\n              "lat": 21.0121436,\n              "lon": 105.8217867\n          },\n          "nodes": [\n              11257598700,',
     [('PHONE_NUMBER', '+84 19006422'), ('EMAIL_ADDRESS', 'benhviendaihocyhanoi@hmuh.vn')]),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "amenity": "hospital",\n              "emergency": "yes",\n              "fax": "+84 24 38229353",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general",\n              "name": "Bệnh viện Y học cổ truyền Trung ương",\n              "name:en": "National Hospital of Traditional Medicine",\n              "operator": "Bộ Y tế",\n              "operator:type": "public/government",\n              "phone": "+84 24 38263616",\n              "type": "multipolygon",\n              "website": "https://nhtm.gov.vn/",\n              "wheelchair": "yes"\n          }\n      }\n  ]\n}',
     [('PHONE_NUMBER', '+84 24 38229353'), ('PHONE_NUMBER', '+84 24 38263616')]),
    ('KemingHe/givebackhack-2025-hungerhelper-ai-v1:data/pantryData.ts', 'US',
     '\nimport { Pantry } from \'../types\';\n\nexport const pantryData: Pantry[] = [\n    {\n        "Name": "Bethany Presbyterian",\n        "Location": "206 North Garfield Avenue",\n        "Hours": "Sat - 11:30am - 1:30pm",\n        "Phone Number": "6142530077",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "The Dream Center",\n        "Location": "38 West Greenwood",\n        "Hours": "Mon-Tues: 9:30am - 10am; 7pm - 7:30pm. Wed: 9:30am - 10am; 12pm - 12:30pm. Thurs: 7pm - 7:30pm. Fri: 9:30am - 10am; 7pm - 7:30",\n        "Phone Number": "6145473138",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Victory Ministries Center Of Hope",\n        "Location": "3964 East Main Street",\n        "Hours": "Tue & Fri 12pm - 3pm",\n        "Phone Number": "6142522500",\n        "Additional Notes": "Pantry, Clothing"\n    },\n    {\n        "Name": "Community Kitchen Inc.",',
     [('PHONE_NUMBER', '6142530077'), ('PHONE_NUMBER', '6145473138'), ('PHONE_NUMBER', '6142522500')]),
    ('KemingHe/givebackhack-2025-hungerhelper-ai-v1:data/pantryData.ts', 'US',
     '        "Location": "640 South Ohio Avenue",\n        "Hours": "M - Sat 8:30 - 10am & M-Sat 11:30 - 1pm",\n        "Phone Number": "6142526428",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Holy Family Meal Program",\n        "Location": "588 West Gay Street",\n        "Hours": "M-F 9AM to noon",\n        "Phone Number": "6144619444",\n        "Additional Notes": "rear lot"\n    },\n    {\n        "Name": "St. Johns UCC at Trinity",\n        "Location": "125 East Broad Street",\n        "Hours": "Every Wednesday at Noon",\n        "Phone Number": "6142248634",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Jordan\'s Crossing",\n        "Location": "342 North Hague Avenue",\n        "Hours": "Sun-Sun: 11am - 1pm",\n        "Phone Number": "6145073246",\n        "Additional Notes": "lunch"\n    },\n    {\n        "Name": "Reeb Center",\n        "Location": "280 Reeb Avenue",',
     [('PHONE_NUMBER', '6142526428'), ('PHONE_NUMBER', '6144619444'), ('PHONE_NUMBER', '6142248634'), ('PHONE_NUMBER', '6145073246')]),
    ('KemingHe/givebackhack-2025-hungerhelper-ai-v1:data/pantryData.ts', 'US',
     '        "Location": "787 East Broad Street",\n        "Hours": "Wed: 11am-1pm. Thur-Sat: 9:30am - 10:15am; 7pm - 7:45pm.",\n        "Phone Number": "6149148406",\n        "Additional Notes": "breakfast wednesday; lunch and dinner thurs-sat"\n    },\n    {\n        "Name": "Saint Lawrence Haven - SVDP",\n        "Location": "244 East Rich Street",\n        "Hours": "Mon-Fri: 12pm - 2pm",\n        "Phone Number": "6142412569",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "First English Lutheran",\n        "Location": "1015 East Main Street",\n        "Hours": "Thurs: 5:30pm - 6:30pm. Sun: 8:30am - 9:30am",\n        "Phone Number": "6142523191",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Bridge Ministry",\n        "Location": "787 East Broad Street",\n        "Hours": "Thurs-Sat: 9:30am - 10:15am, 7pm - 7:45 pm",\n        "Phone Number": "6145000656",',
     [('PHONE_NUMBER', '6149148406'), ('PHONE_NUMBER', '6142412569'), ('PHONE_NUMBER', '6142523191'), ('PHONE_NUMBER', '6145000656')]),
    ('KemingHe/givebackhack-2025-hungerhelper-ai-v1:data/pantryData.ts', 'US',
     '        "Additional Notes": "breakfast and dinner"\n    },\n    {\n        "Name": "Stowe Mission",\n        "Location": "888 Parsons Avenue",\n        "Hours": "Mon Fri 8:30 - 4:30pm",\n        "Phone Number": "6144458400",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Trinity Episcopal Church",\n        "Location": "125 East Broad Street",\n        "Hours": "Sun 1pm",\n        "Phone Number": "6142215351",\n        "Additional Notes": ""\n    },\n    {\n        "Name": "Feed my sheep ministries",\n        "Location": "2364 West Broad Steet",\n        "Hours": "Tues 6pm-8pm",\n        "Phone Number": "6147215414",\n        "Additional Notes": ""\n    }\n];',
     [('PHONE_NUMBER', '6144458400'), ('PHONE_NUMBER', '6142215351'), ('PHONE_NUMBER', '6147215414')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "export const resources = [\n  {\n    title: 'All Saints Episcopal Church',\n    address: '4033 SE Woodstock Blvd. Portland, OR 97202',\n    phone: 'Main Line: 503-777-3829',\n    description: 'Hot meals.',\n    hours: 'Hours: 11:30 a.m. Sat.',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Blanchet House of Hospitality',\n    address: '310 NW Glisan St. Portland, OR 97209',\n    phone: 'Main Line: 503-241-4340',\n    description: 'Free hot meals. No questions asked.',\n    hours:\n      'Hours: 6:30-7:30 a.m. (breakfast), 11:30 a.m. -12:30 p.m. (lunch), 5-6 p.m. (dinner) Mon.- Sat.',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Cityteam Portland',\n    address: '526 SE Grand Ave. Portland, OR 97214',\n    phone: 'Main Line: 503-231-9334',\n    description: 'Dining hall serving men, women and children.',\n    hours: 'CLOSED',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Clackamas Service Center',",
     [('PHONE_NUMBER', '503-777-3829'), ('PHONE_NUMBER', '503-241-4340'), ('PHONE_NUMBER', '503-231-9334')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "    title: 'Portland Rescue Mission, New Life Recovery',\n    address: '111 W Burnside St. Portland, OR 97209',\n    phone: 'Main Line: 503-906-7690',\n    description: 'Two daily meals, sermon not required.',\n    hours:\n      'Hours: 7 a.m. Mon.-Sun. breakfast; 6 p.m. Mon.-Sun. dinner; 12:30 p.m. Sat.-Sun. lunch.',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Potluck In The Park',\n    address: 'NW Eighth and NW Glisan St Portland, OR 97209',\n    phone: 'Main Line: 503-255-7611',\n    description:\n      'Hot meal on Sundays. Pet food also. Hours: Meal tickets given out at noon. Meal begins: 3 p.m. Website has latest details.',\n    hours: 'Website has latest details.',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Rahabs Sisters',\n    address: '247 SE 82nd Ave. Portland, OR 97215',\n    phone: '',\n    description:",
     [('PHONE_NUMBER', '503-906-7690'), ('PHONE_NUMBER', '503-255-7611')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "      'Sack lunches: 7 a.m. Mon., Tues., Thurs. Clothing (upon availability) hours: 4-5 p.m. Tues.- Fri. Hot lunch, snacks, other services hours: 10-11:30 a.m. Tues.-Thurs., 10-11:15 a.m. Fri., 2-3:45 p.m. Tues.-Sat. Chapel and hot dinner hours: 7:10-8:30 p.m. Tues.-Fri. Breakfast hours: 6:30 a.m. Wed., Fri. Snacks and services hours: 2-4 p.m. Sat. Thanksgiving day dinner: 10 a.m.-1 p.m.',\n    type: 'Ready To Eat',\n  },\n  {\n    title: 'Women of Wisdom',\n    address: '12550 SW Second St. Beaverton, OR 97005',\n    phone: 'Main Line: 503-846-3555',\n    description:\n      'Provides monthly healthy food benefits, growth monitoring and referral to other programs for pregnant and post-partum women, infants and children up to age 5.',\n    hours:\n      'Phone hours: 8:30- 11:50 a.m., 1-6:30 p.m. Mon.; 8:30-11:50 a.m., 1-4:30 p.m. Tues.-Thurs.',\n    type: 'Ready To Eat',\n  },\n  {",
     [('PHONE_NUMBER', '503-846-3555')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "    type: 'Food Box',\n  },\n  {\n    title: 'Portland Adventist Community Services',\n    address: '11020 NE Halsey St. Portland, OR 97220 ',\n    phone: 'Main Line: 503-252-8500',\n    description:\n      'Client Choice Grocery Warehouse provides emergency 3 to 5 days supply of food once a month. Drive through pickup',\n    hours: 'Hours: 9-11 a.m. Mon.-Fri.',\n    type: 'Food Box',\n  },\n  {\n    title: 'Richmond Cmty. Church/Heartwork Ministries',\n    address: '3941 SE Division St. Portland, OR 97202 ',\n    phone: 'Main Line: 503-460-7335',\n    description:\n      'Canned food, personal hygiene items, clothing. Services for housed and homeless. Shop once per week per family. No boundaries.',\n    hours: 'Hours: 11 a.m.-1 p.m. Tues.',\n    type: 'Food Box',\n  },\n  {\n    title: 'Rock Creek Church Food Pantry',\n    address: '4470 NW 185th Ave. Portland, OR 97229 ',",
     [('PHONE_NUMBER', '503-252-8500'), ('PHONE_NUMBER', '503-460-7335')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "    title: 'St. Vincent de Paul Washington Co.',\n    address: '447 SE Third Ave Hillsboro, OR 97123 ',\n    phone: 'Main Line: 503-693-7528',\n    description:\n      '9:00 a.m.-11:30 a.m. Mon., Wed., Thurs. with drive-up and walk-up available',\n    hours:\n      '9:00 a.m.-11:30 a.m. Mon., Wed., Thurs. with drive-up and walk-up available',\n    type: 'Food Box',\n  },\n  {\n    title: 'Sunshine Division',\n    address: '12436 SE Stark St. Portland, OR 97233 ',\n    phone: 'Main Line: 971-255-0834',\n    description:\n      'Emergency food relief to families with children under 18, seniors over 62, and single adults receiving SSI, SSDI, VA pension or SNAP benefits. Must have Portland address.',\n    hours:\n      'Stark St. hours: 9:30-11 a.m., 12:30-3:30 p.m. Tues.-Fri.; 9 a.m.-1 p.m. Sat.',\n    type: 'Food Box',\n  },\n  {\n    title: 'Sunshine Division',",
     [('PHONE_NUMBER', '503-693-7528'), ('PHONE_NUMBER', '971-255-0834')]),
    ('resourcery-final-project/resourcery-backend:data/resources.js', 'US',
     "      '3550 SW Borland Rd (Rolling Hills Community Church) Tualatin, OR 97062 ',\n    phone: 'Main Line: 503-783-0721',\n    description:\n      'Shopping pantry once a month for low-income residents of Durham, Lake Oswego, Tualatin, West Linn and Wilsonville with proof of address. Call to join wait list for emergency dental care.',\n    hours:\n      'Hours: 4:00 p.m.-7:00 p.m. Mon.; 10:00 a.m.-1:00 p.m. Wed.; 10:00 a.m.-1:00 p.m. Fri.',\n    type: 'Food Box',\n  },\n];",
     [('PHONE_NUMBER', '503-783-0721')]),
    ('f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart', 'TG',
     'class InformationsOrganismesSante\n{\n  static String nomInstitution1= " MINISTÈRE DE LA SANTÉ ET DE L\'HYGIÈNE PUBLIQUE ";\n  static String locInstitution1 = "XXXX\\n\\nBP386, Lomé-Togo.";\n  static String contInstitution1 = "22 21 38 01";\n  static String nomInstitution2= "DIVISION PROMOTION DE LA SANTÉ";\n  static String locInstitution2 = "Rue Nangbéto, face Institut National d\'Hygiène, Quartier Administratif.";\n  static String contInstitution2 = "91 95 03 48";\n\n  static String nomInstitution3= "CHU CAMPUS";\n  static String locInstitution3 = "Boulevard Gnassingbé Eyadéma, Campus, face Cité OUA.\\n\\n03 BP 30284, Lomé-Togo. ";\n  static String contInstitution3 = "22 25 47 39";\n  static String nomInstitution4 = "CHU KARA";\n  static String locInstitution4 = "En face de l\'Agence UTB Kara.\\n\\nBP 18, Kara-Togo.";\n  static String contInstitution4 = "26 60 60 48";',
     [('PHONE_NUMBER', '22 21 38 01'), ('PHONE_NUMBER', '91 95 03 48'), ('PHONE_NUMBER', '22 25 47 39'), ('PHONE_NUMBER', '26 60 60 48')]),
    ('f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart', 'TG',
     '  static String nomInstitution9 = "CHR ATAKPAMÉ";\n  static String locInstitution9 = "Atakpamé-Togo";\n  static String contInstitution9 = "24 40 00 01";\n  static String nomInstitution10 = "CHR DAPAONG";\n  static String locInstitution10 = "Dapaong-Togo";\n  static String contInstitution10 = "27 70 81 16";\n  static String nomInstitution11 = "CHR TSÉVIÉ";\n  static String locInstitution11 = "Tsévié-Togo";\n  static String contInstitution11 = "23 30 41 34";\n  static String nomInstitution12 = "CHR KPALIMÉ";\n  static String locInstitution12 = "Kpalimé-Togo";\n  static String contInstitution12 = "24 41 04 15";\n\n  static String nomInstitution13 = "CAMEG";\n  static String locInstitution13 = "202, Boulevard des Armées, face à la Morgue Tokoin-Hôpital.\\n\\n08 BP 8349, Lomé-Togo.";\n  static String contInstitution13 = "22 22 26 94";',
     [('PHONE_NUMBER', '24 40 00 01'), ('PHONE_NUMBER', '27 70 81 16'), ('PHONE_NUMBER', '23 30 41 34'), ('PHONE_NUMBER', '24 41 04 15'), ('PHONE_NUMBER', '22 22 26 94')]),
    ('f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart', 'TG',
     '  static String nomInstitution14= "CENTRE NATIONAL D\'APPAREILLAGE ORTHOPÉDIQUE ET DE RÉÉDUCATION (CNAO)";\n  static String locInstitution14 = "Boulevard de la Victoire, Tokoin-Hôpital, Route de Kpalimé.\\n\\nBP 3173, Lomé-Togo. ";\n  static String contInstitution14 = "22 21 46 73";\n  static String nomInstitution15 = "INSTITUT NATIONAL D\'HYGIÈNE";\n  static String locInstitution15 = "26, Rue Nangbéto, Quartier Administratif.\\n\\nBP 1396, Lomé-Togo.";\n  static String contInstitution15 = "22 21 06 33";\n\n  static String nomInstitution16 = "COMPAGNIE PHARMACEUTIQUE AFRICAINE (CPA)";\n  static String locInstitution16 = "514, Avenue de Calais, Quartier Administratif.\\n\\n01 BP 3701, Lomé-Togo.";\n  static String contInstitution16 = "22 22 27 71";\n\n  static String nomInstitution17 = "UBIPHARM TOGO SA";\n  static String locInstitution17 = "Accès Nord Zone Portuaire, Route A3.\\n\\n08 BP 9127, Lomé-Togo.";',
     [('PHONE_NUMBER', '22 21 46 73'), ('PHONE_NUMBER', '22 21 06 33'), ('PHONE_NUMBER', '22 22 27 71')]),
    ('f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart', 'TG',
     '  static String contInstitution17 = "22 27 02 55";\n\n  static String nomInstitution18 = "INSTITUT NATIONAL D\'ASSURANCE MALADIE (INAM)";\n  static String locInstitution18 = "Avenue de la Libération, angle Rue KAME, Quartier des Étoiles, Wétrivi Kondji.\\n\\n01 BP 11, Lomé-Togo.";\n  static String contInstitution18 = "22 53 20 00";\n  //static String contInstitution18 = "22 21 47 99";\n  static String nomInstitution19 = "ATBEF";\n  static String locInstitution19 = "623, Rue de la Binah, Tokoin-Gbonvié.\\n\\nBP 4056, Lomé-Togo.";\n  static String contInstitution19 = "22 23 30 00";\n  static String nomInstitution20 = "FIDELIA ASSURANCES SA";\n  static String locInstitution20 = "93, Boulevard du 13 Janvier, Nyékonakpoè.\\n\\n01 BP 1679, Lomé-Togo.";\n  static String contInstitution20 = "22 20 74 94";\n  static String nomInstitution21 = "GTA ASSURANCES";',
     [('PHONE_NUMBER', '22 27 02 55'), ('PHONE_NUMBER', '22 53 20 00'), ('PHONE_NUMBER', '22 21 47 99'), ('PHONE_NUMBER', '22 23 30 00'), ('PHONE_NUMBER', '22 20 74 94')]),
    ('f2alab/pharmaciesgardetogo:lib/utilitaires/informations_organismes_sante.dart', 'TG',
     '  static String nomInstitution25= "SUNU ASSURANCES ";\n  static String locInstitution25 = "812, Boulevard du 13 Janvier, Immeuble SUNU.\\n\\nBP 495, Lomé-Togo.";\n  static String contInstitution25 = "22 21 10 33";\n}',
     [('PHONE_NUMBER', '22 21 10 33')]),
    ('aboullaite/Covid19-MA:Readme.md', 'MA',
     '### Important Numbers / ارقام مهمة \n\n| Organization               | Number                         | مؤسسة               |\n| ---------------------- | ------------------------------ | ------------------------------  |\n| Allo Yakada » Covid-19 | 0801 00 47 47                  | Covid-19 « ألو يقضة             |\n| Allo Samu              | 141                            | SAMU ألو                        |\n| Samu Casablanca        | 0522 25 25 25                  | الدار البيضاء SAMU              |\n| SOS médecin Maroc      | 0522 98 98 98                  | نداء الاستغاثة بالمغرب           |\n| SOS médecin Casablanca | 0522 47 47 47                  | نداء الاستغاثة بالدار البيضاء    |\n| Ambulance / pompiers   | 150                            | سيارة الإسعاف / رجال الإطفاء      |\n| Police                 | 190                            | الشرطة                          |\n| Gendarmerie Royale     | 177                            | الدرك الملكي                    |\n| Institut Pasteur       | 05 22 26 20 62 / 0522 43 44 50 | معهد باستور                     |\n| Centre Antipoison      | 0537 68 64 64 / 0801 00 01 80  | مركز السموم                     |\n| Renseignements         | 160                            | معلومات عامة                    |',
     [('PHONE_NUMBER', '0801 00 47 47'), ('PHONE_NUMBER', '0522 25 25 25'), ('PHONE_NUMBER', '0522 98 98 98'), ('PHONE_NUMBER', '0522 47 47 47'), ('PHONE_NUMBER', '05 22 26 20 62'), ('PHONE_NUMBER', '0522 43 44 50'), ('PHONE_NUMBER', '0537 68 64 64'), ('PHONE_NUMBER', '0801 00 01 80')]),
    ('aftabkhan/alazhar-static:contact-us.php', 'SA',
     '                                    <div class="icon-box left media bg-deep p-4 mb-2">\n                                        <a class="media-left pull-left mr-4" href="#"><img src="assets/imgs/icon-phone.svg" alt="" width="40"></a>\n                                        <div class="media-body"> \n                                            <strong class="text-light-blue">OUR CONTACT NUMBER</strong>\n                                            <p class="mt-2 mb-2">+966 11 236 6788</p>\n                                        </div>\n                                    </div>\n                                </div>\n                                <div class="col-xs-12 col-sm-6 col-md-12">\n                                    <div class="icon-box left media bg-deep p-4 mb-2">\n                                        <a class="media-left pull-left mr-4" href="#"><img src="assets/imgs/icon-mail.svg" alt="" width="40"></a>\n                                        <div class="media-body"> \n                                            <strong class="text-light-blue">OUR CONTACT E-MAIL</strong>\n                                            <p class="mt-2 mb-2">support@alazharhospitals.com</p>',
     [('PHONE_NUMBER', '+966 11 236 6788'), ('EMAIL_ADDRESS', 'support@alazharhospitals.com')]),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Cirugía General",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Traumatología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Ginecología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Pediatría Médica",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Oftalmología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Gastroenterología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Neurología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Cirugía de Mano",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Obstetricia",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Cirugía Pediátrica",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Oncología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Nefrología",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Neurocirugía",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Perinatología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Neonatología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Hematología",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Urología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Unidad Oncológica",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Dermatología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Hemodiálisis",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Oftalmología",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Foniatría",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Unidad de Audiología de Adultos",\n        "descripcion": "servicios de Consulta de 7:00 am a 1:00 pm, Módulos Planta Baja"\n      },\n      {\n        "name":"Electrofisiología Auditiva",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "Ofrecemos servicios de quirófano en las 24 "\n      },\n      {\n        "name":"Emergencia",\n        "descripcion": "Ofrecemos servicios de quirófano en las 24 "\n      },\n\n      {\n        "name": "Radiología.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Anatomía Patológica.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Autopsias no forense.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Autopsias forense.",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Biopsias.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Citología.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Laboratorio.",\n        "descripcion": "servicios de diagnóstico"\n      },\n      {\n        "name": "Nutrición y Dietética",\n        "descripcion": "servicios de diagnóstico"\n      },\n    ],\n    "horarios": [\n      {\n        "name": "Consulta",\n        "horaint": "7:00 Am",\n        "horafin": "1:00 Pm"\n      },\n      {',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Hospitalización",\n        "descripcion": "Servicio prestado por Policlínica San Juan"\n      },\n      {\n        "name": "Rayos x",\n        "descripcion": "Servicio prestado por Policlínica San Juan"\n      },\n      {\n        "name": "Estudios médicos",\n        "descripcion": "Servicio prestado por Policlínica San Juan"\n      },\n      {\n        "name": "Odontología",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Médico",\n        "descripcion": "Servicio prestado por Instituto Venezolano de Los Seguros Sociales (Ivss)"\n      },\n      {\n        "name": "Maternidad",\n        "descripcion": "Servicio prestado por Instituto Venezolano de Los Seguros Sociales (Ivss)"\n      },\n      {\n        "name": "Rehabilitación",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '      {\n        "name": "Consulta Mañana",\n        "horaint": "8:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Médicos Urólogos",\n        "descripcion": "Servicio prestado por Sede Principal de Clínica Urológica Quirúrgica Betania CA"\n      },\n      {\n        "name": "Exámenes Clínicos",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Artritis",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {\n        "name": "Acné",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {\n        "name": "Colon Irritable",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "name": "Consulta Mañana",\n        "horaint": "8:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Emergencia",\n        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Fundaciones",\n        "descripcion": "Servicio prestado por Clínica Médica Salud Natural Arc CA"\n      },\n      {\n        "name": "Programa de Prevención y Detección Precoz de Cáncer de Mama",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "11:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Camas de observación",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I PEDRO ZARAZA "\n      },\n      {\n        "name": "Odontológico",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I PEDRO ZARAZA "\n      }\n    ]\n  },\n  {\n    "id": 10,',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "11:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Camas de observación",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS PALMAS"\n      },\n      {\n        "name": "Odontológico",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS PALMAS"\n      }\n    ]\n  },\n  {\n    "id": 12,\n    "name": "ESTABLECIMIENTOS DE ATENCION URBANOS I LAS MAJAGUAS ",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "11:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "5:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Medicina general",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LA ENFERMERIA"\n      },\n      {\n        "name": "Camas de observación ",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LA ENFERMERIA"\n      },\n      {\n        "name": "Odontológico",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "7:00 Am"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Medicina general",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I PUERTA NEGRA "\n      },\n      {\n        "name": "Camas de observación ",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I PUERTA NEGRA "\n      },\n      {\n        "name": "Odontológico",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I PUERTA NEGRA "\n      },\n      {\n        "name": "Oftalmológico",',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '    "horarios": [\n      {\n        "name": "Consulta Mañana",\n        "horaint": "7:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "4:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Camas de observación",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS MINAS"\n      },\n      \n      {\n        "name": "Medicina general",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS MINAS"\n      }\n    ]\n  },\n  {',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horaint": "7:00 Am",\n        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "4:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Camas de observación",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS ARENILLAS"\n      },\n      \n      {\n        "name": "Medicina general",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS ARENILLAS"\n      }\n    ]\n  },\n  {\n    "id": 24,',
     []),
    ('dibiro/aismedAPK:js/datos.js', 'VE',
     '        "horafin": "12:00 Am"\n      },\n      {\n        "name": "Consulta Tarde",\n        "horaint": "1:00 Pm",\n        "horafin": "4:00 Pm"\n      }\n    ],\n    "servicio": [\n      {\n        "name": "Camas de observación",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS CUMBRES"\n      },\n      \n      {\n        "name": "Medicina general",\n        "descripcion": "Servicio prestado por ESTABLECIMIENTOS DE ATENCION URBANOS I LAS CUMBRES"\n      }\n    ]\n  },\n  {\n    "id": 26,\n    "name": "Centro de Diagnóstico Integral “TULIO PINEDA”",',
     []),
    ('sbsaajan/Interactivemappokhara.github.io:hotel.js', 'NP',
     '          "safety:health_protocol_guidelines_by:covid19": "NTO, WHO, own, WTTC, SECRET RETREATS, RARE INDIA, GOIMT",\n          "safety:protocol_training_by:covid19": "In-house Management",\n          "source": "Survey of Industry\'s Preparedness for Tourism Recovery; C2M2 Kathmandu",\n          "tourism": "hotel",\n          "website": "https://tigermountainpokhara.com/"\n        },\n        "geometry": {\n          "type": "Point",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "website": "https://www.paris-miki.vn/"\n          }\n      },\n      {\n          "type": "node",\n          "id": 3945382405,\n          "lat": 21.2461978,\n          "lon": 105.5182179,\n          "tags": {\n              "addr:district": "Vĩnh Tường",\n              "addr:postcode": "280000",\n              "addr:province": "Vĩnh Phúc",\n              "addr:subdistrict": "Bình Dương",\n              "amenity": "hospital",\n              "name": "Trạm y tế Xã Bình Dương"\n          }\n      },\n      {\n          "type": "node",\n          "id": 4249866291,\n          "lat": 21.0428795,\n          "lon": 105.8426220,\n          "tags": {\n              "addr:street": "Phố Cửa Bắc",\n              "amenity": "hospital",\n              "name": "Phú thọ"\n          }\n      },\n      {\n          "type": "node",\n          "id": 4789461522,\n          "lat": 20.6469848,\n          "lon": 106.0573008,\n          "tags": {\n              "amenity": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "name": "Trạm bảo hành Kangaroo",\n              "name:vi": "Trạm bảo hành Kangaroo"\n          }\n      },\n      {\n          "type": "node",\n          "id": 4886715161,\n          "lat": 21.0933795,\n          "lon": 105.8521434,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Đông Anh",\n              "addr:province": "Hà Nội",\n              "addr:subdistrict": "Xuân Canh",\n              "amenity": "hospital",\n              "name": "Trạm y tế xã Xuân Canh",\n              "operator": "Xã Xuân Canh"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5209662235,\n          "lat": 21.1633089,\n          "lon": 106.0749746,\n          "tags": {\n              "amenity": "hospital",\n              "name": "Bệnh viện đa khoa Kinh Bắc",\n              "name:en": "Kinh Bắc Hopital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5243867642,\n          "lat": 20.9677609,\n          "lon": 105.7789877,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "tags": {\n              "addr:district": "Hà Đông",\n              "addr:street": "Tô Hiệu",\n              "addr:subdistrict": "Hà Cầu",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "community;general",\n              "name": "Trung tâm y tế dự phòng quận Hà Đông"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5585952421,\n          "lat": 21.0359163,\n          "lon": 105.8520266,\n          "tags": {\n              "amenity": "hospital",\n              "name": "Tattoo 1984"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5620874321,\n          "lat": 20.9219670,\n          "lon": 105.8821460,\n          "tags": {\n              "amenity": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5808582515,\n          "lat": 21.0101268,\n          "lon": 105.8382699,\n          "tags": {\n              "addr:city": "Hà Nội",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:district": "Hà Nội",\n              "addr:housenumber": "152",\n              "addr:postcode": "100000",\n              "addr:province": "Hà Nội",\n              "addr:street": "Phố Xã Đàn",\n              "addr:subdistrict": "Đống Đa",\n              "amenity": "hospital",\n              "description": "Địa chỉ phòng khám đa khoa quốc tế Hà nội chuyên điều trị bệnh nam khoa, phụ khoa bệnh xã hội uy tín tại Việt Nam",\n              "emergency": "no",\n              "healthcare": "hospital",\n              "healthcare:speciality": "clinic",\n              "name": "Phòng khám Đa khoa Quốc tế Hà Nội",\n              "website": "https://ytequocte.vn/"\n          }\n      },\n      {\n          "type": "node",\n          "id": 5839478946,\n          "lat": 21.0244320,\n          "lon": 105.8548261,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Hoàn Kiếm",\n              "addr:housenumber": "36",\n              "addr:postcode": "10000",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:province": "Hà Nội",\n              "addr:street": "Ngô Quyền",\n              "addr:subdistrict": "Hàng Bài",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general;internal",\n              "name": "Nhà hộ sinh A",\n              "operator": "Trung tâm y tế Hoàn Kiếm"\n          }\n      },\n      {\n          "type": "node",\n          "id": 6185334967,\n          "lat": 20.9727604,\n          "lon": 105.6144225,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm Y tế xã Nghĩa Hương"\n          }\n      },\n      {\n          "type": "node",\n          "id": 6449604779,\n          "lat": 21.1171807,\n          "lon": 105.9631156,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y Tế Thị Xã Từ Sơn"\n          }\n      },\n      {\n          "type": "node",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "id": 6545871088,\n          "lat": 21.1744605,\n          "lon": 106.0542253,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh Viện Đa Khoa Thành An - Thăng Long"\n          }\n      },\n      {\n          "type": "node",\n          "id": 6605854024,\n          "lat": 21.0578596,\n          "lon": 105.8983608,\n          "tags": {\n              "addr:street": "Ngõ 139 Hoa Lâm",\n              "amenity": "hospital",\n              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 6638922413,\n          "lat": 20.9878829,\n          "lon": 105.8414776,\n          "tags": {\n              "amenity": "hospital",\n              "description": "Chuyên gia đầu ngành khám và điều trị bệnh mắt; mổ cận thị, loạn, viễn, cườm, mộng thịt, đục thuỷ tinh thể,...; thẩm mỹ vùng mắt: cắt hai mí, lấy da mi và mỡ thừa, tiêm botox,...",\n              "healthcare": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "image": "https://scontent.fsgn5-5.fna.fbcdn.net/v/t1.6435-9/191092799_108345138118914_3988178037073698418_n.jpg?_nc_cat=100&ccb=1-3&_nc_sid=e3f864&_nc_ohc=Q_K2KpacZTgAX-LK_So&_nc_ht=scontent.fsgn5-5.fna&oh=29275ab11379a7f2bac0458f863f84b4&oe=60D6E499",\n              "mapillary": "https://scontent.fsgn5-5.fna.fbcdn.net/v/t1.6435-9/191092799_108345138118914_3988178037073698418_n.jpg?_nc_cat=100&ccb=1-3&_nc_sid=e3f864&_nc_ohc=Q_K2KpacZTgAX-LK_So&_nc_ht=scontent.fsgn5-5.fna&oh=29275ab11379a7f2bac0458f863f84b4&oe=60D6E499",\n              "name": "Bệnh Viện Mắt Hồng Sơn"\n          }\n      },\n      {\n          "type": "node",\n          "id": 7146615786,\n          "lat": 21.4050891,\n          "lon": 105.8743812,\n          "tags": {\n              "addr:city": "Phổ Yên",\n              "addr:district": "Phổ Yên",\n              "addr:province": "Thái Nguyên",\n              "addr:street": "Trần Nguyên Hãn",\n              "addr:subdistrict": "Nam Tiến",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện đa khoa Yên Bình"\n          }\n      },\n      {\n          "type": "node",\n          "id": 7409549828,\n          "lat": 20.9471543,\n          "lon": 105.7078282,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Chương Mỹ",\n              "addr:province": "Việt Nam",\n              "addr:street": "Phượng Nghĩa",\n              "addr:subdistrict": "Phụng Châu",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm Y tế Phụng Châu"\n          }\n      },\n      {\n          "type": "node",\n          "id": 8317321610,\n          "lat": 21.0383546,\n          "lon": 105.7462536,\n          "tags": {\n              "addr:city": "Phường Xuân Phương",\n              "addr:postcode": "10000",\n              "addr:province": "Hà Nội",\n              "addr:street": "Phố Trịnh Văn Bô",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "geriatrics;elderly_care",\n              "name": "Trung tâm Chăm sóc Sức khoẻ Người cao tuổi Hoa Sen Lotus Care",\n              "name:en": "Lotus Care"\n          }\n      },\n      {\n          "type": "node",\n          "id": 8360208001,\n          "lat": 21.0651797,\n          "lon": 105.7628554,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Nha Khoa"\n          }\n      },\n      {\n          "type": "node",\n          "id": 8588635222,\n          "lat": 21.0472605,\n          "lon": 105.8140405,\n          "tags": {\n              "addr:city": "Phường Bưởi",\n              "addr:housenumber": "99",\n              "addr:province": "Hà Nội",\n              "addr:street": "Phố Trích Sài",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Phòng Khám Đa Khoa Medlatec"',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          }\n      },\n      {\n          "type": "node",\n          "id": 9005878157,\n          "lat": 20.9301069,\n          "lon": 105.8481456,\n          "tags": {\n              "addr:city": "Hanoi",\n              "addr:district": "Km 13 Đ. Ngọc Hồi, Ngọc Hồi, Thanh Trì, Hà Nội 100000, Vietnam",\n              "addr:housenumber": "Km 13",\n              "addr:postcode": "100000",\n              "addr:street": "Đường Ngọc Hồi",\n              "addr:subdistrict": "Km 13 Đ. Ngọc Hồi, Ngọc Hồi, Thanh Trì, Hà Nội 100000, Vietnam",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general",\n              "name": "Trung tâm tiêm ᴄhủng Fivevac",\n              "operator": "person",\n              "operator:type": "government"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9028202324,\n          "lat": 21.4535845,\n          "lon": 105.8621550,\n          "tags": {\n              "amenity": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "healthcare": "hospital",\n              "name": "Bệnh viện Y Tế Phúc Thái"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9028717184,\n          "lat": 21.4054327,\n          "lon": 105.8750175,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9554101929,\n          "lat": 21.1531635,\n          "lon": 106.1555431,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Đa khoa Thiện Nhân"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9587086998,\n          "lat": 21.0431119,\n          "lon": 105.8711851,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh Viện Đa Khoa Quốc Tế Bắc Hà"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9587108043,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "lat": 20.9601420,\n          "lon": 105.7884888,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm Y Tế Phường KIến Hưng"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9593258920,\n          "lat": 20.8487843,\n          "lon": 105.7573208,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm Y Tế Xã Kim An"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9658535627,\n          "lat": 20.9992267,\n          "lon": 105.8141044,\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Thanh Xuân",\n              "addr:housenumber": "136",\n              "addr:province": "Hà Nội",\n              "addr:street": "Nguyễn Trãi",\n              "addr:subdistrict": "Thanh Xuân Trung",\n              "amenity": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "healthcare:speciality": "health",\n              "name": "Trung tâm Nghiên cứu và Ứng dụng Y học cổ truyền CTA",\n              "operator": "Lương y Đỗ Tuấn Nam",\n              "operator:type": "public"\n          }\n      },\n      {\n          "type": "node",\n          "id": 9875885617,\n          "lat": 20.9846120,\n          "lon": 105.7928536,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Tuệ Tĩnh"\n          }\n      },\n      {\n          "type": "node",\n          "id": 10019105710,\n          "lat": 20.9777275,\n          "lon": 105.9018259,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "source": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 10166537628,\n          "lat": 21.0689223,\n          "lon": 105.7616027,\n          "tags": {\n              "amenity": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 10316420839,\n          "lat": 20.9920389,\n          "lon": 105.8166469,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm y tế Khương Hạ"\n          }\n      },\n      {\n          "type": "node",\n          "id": 10855401102,\n          "lat": 20.9245983,\n          "lon": 105.8885189,\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "node",\n          "id": 10855443211,\n          "lat": 20.9243330,\n          "lon": 105.8908793,\n          "tags": {\n              "addr:city": "Thanh Trì",\n              "addr:district": "Duyên Hà",\n              "addr:province": "Hà Nội",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Nhà thuốc đông y Bùi Tộc"\n          }\n      },',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "lon": 105.7836205,\n          "tags": {\n              "addr:street": "Đường Trần Cung",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Tram Xa Co Nhue"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11591853849,\n          "lat": 21.0019138,\n          "lon": 105.7511536,\n          "tags": {\n              "addr:city": "Phường Tây Mỗ",\n              "addr:district": "Quận Nam Từ Liêm",\n              "addr:province": "Thành phố Hà Nội",\n              "addr:street": "Ngõ 27 Tây Mỗ, P. Tây Mỗ, Q. Nam Từ Liêm, TP. Hà Nội",\n              "addr:subdistrict": "Phường Tây Mỗ",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm y tế phường Tây Mỗ"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11601353636,\n          "lat": 21.0168006,\n          "lon": 105.8494660,\n          "tags": {\n              "addr:city": "Hà Nội",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "addr:subdistrict": "Phường Hàng Mã",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trạm Y tế phường Hàng Mã"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11882973176,\n          "lat": 21.0040429,\n          "lon": 105.7496348,\n          "tags": {\n              "addr:city": "Phường Tây Mỗ",\n              "addr:district": "Quận Nam Từ Liêm",\n              "addr:housenumber": "68",\n              "addr:province": "Thành phố Hà Nội",\n              "addr:street": "Tây Mỗ, phường Tây Mỗ, quận Nam Từ Liêm, Hà Nội",\n              "addr:subdistrict": "Phường Tây Mỗ",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Hữu nghị Quốc tế Hà Nội"\n          }\n      },\n      {\n          "type": "node",\n          "id": 11949875397,\n          "lat": 21.0135889,\n          "lon": 105.8209988,\n          "tags": {\n              "amenity": "hospital",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10001017483,\n              10001017484,\n              10001017476\n          ],\n          "tags": {\n              "addr:city": "Sông Công",\n              "addr:district": "Sông Công",\n              "addr:province": "Thái Nguyên",\n              "addr:subdistrict": "Phố Cò",\n              "amenity": "hospital",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general",\n              "name": "Bệnh viện C Thái Nguyên"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1091993293,\n          "center": {\n              "lat": 21.4626973,\n              "lon": 105.9742265\n          },\n          "nodes": [\n              10001017549,\n              10001017550,\n              11297662401,\n              11297662397,\n              10001017551,\n              10001017552,\n              11297662402,\n              11297662399,\n              10001017553,\n              10001017554,\n              10001017555,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10001017549\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Đa khoa huyện Phú Bình"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1092047609,\n          "center": {\n              "lat": 21.2829889,\n              "lon": 105.5427175\n          },\n          "nodes": [\n              10001453539,\n              10001453540,\n              10001453541,\n              10001453542,\n              10001453544,\n              10001453545,\n              10001453546,\n              10001453547,\n              10001453548,\n              10001453539\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Sản - Nhi tỉnh Vĩnh Phúc"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1092047610,\n          "center": {\n              "lat": 21.3201259,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Tâm thần tỉnh Vĩnh Phúc"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1092047615,\n          "center": {\n              "lat": 21.3104620,\n              "lon": 105.5892729\n          },\n          "nodes": [\n              10001453586,\n              10001453587,\n              10001453588,\n              10001453589,\n              10001453590,\n              10001453586\n          ],\n          "tags": {\n              "addr:housenumber": "2",\n              "addr:street": "Đường Phạm Văn Đồng",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế thành phố Vĩnh Yên"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1092053873,\n          "center": {\n              "lat": 21.2308964,\n              "lon": 105.5725840\n          },\n          "nodes": [\n              10001519465,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10001519466,\n              10001519467,\n              10001519468,\n              10001519469,\n              10001519470,\n              10001519471,\n              10001519472,\n              10001519473,\n              10001519474,\n              10001519465\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Yên Lạc"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1092053875,\n          "center": {\n              "lat": 21.4027865,\n              "lon": 105.6114417\n          },\n          "nodes": [\n              10001519486,\n              10001519487,\n              10001519488,\n              10001519489,\n              10001519490,\n              10001519486\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Tam Đảo"\n          }\n      },\n      {',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "type": "way",\n          "id": 1092053876,\n          "center": {\n              "lat": 21.2733307,\n              "lon": 105.6515986\n          },\n          "nodes": [\n              10001519491,\n              10001519492,\n              10001519493,\n              10001519494,\n              10001519495,\n              10001519496,\n              10001519497,\n              10001519498,\n              10001519499,\n              10001519500,\n              10001519491\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Bình Xuyên"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1149665138,\n          "center": {\n              "lat": 20.9703122,\n              "lon": 105.8289681\n          },\n          "nodes": [\n              10695004976,\n              10695004977,\n              10695004978,\n              10695004979,\n              10695004976\n          ],',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10778045463,\n              10778045464,\n              10778045465,\n              10778045466,\n              10778045467,\n              10778045468,\n              10778045469,\n              10778045470,\n              10778045471,\n              10778045472,\n              10778045473,\n              10778045474,\n              10778045475,\n              10778045476,\n              10778045477,\n              10778045478,\n              10778045479,\n              10778045480,\n              10778045481,\n              10778045482,\n              10778045483,\n              10778045484,\n              10778045351,\n              10778045354,\n              10778045485,\n              10778045486,\n              10778045453\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Quân y 7"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1159096870,\n          "center": {',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "lat": 21.4121815,\n              "lon": 105.8601562\n          },\n          "nodes": [\n              10779102368,\n              10779102369,\n              10779102370,\n              10779102371,\n              10779102372,\n              10779102373,\n              10779102374,\n              10779102375,\n              10779102376,\n              10779102377,\n              10779102378,\n              10779102379,\n              10779102380,\n              10779102381,\n              10779102382,\n              10779102383,\n              10779102384,\n              10779102385,\n              10779102386,\n              10779102387,\n              10779102388,\n              10779102453,\n              10779102389,\n              10779102390,\n              10779102391,\n              10779102392,\n              10779102393,\n              10779102394,\n              10779102395,\n              10779102396,\n              10779102397,\n              10779102398,\n              10779102399,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10779102400,\n              10779102401,\n              10779102402,\n              10779102403,\n              10779102404,\n              10779102405,\n              10779102406,\n              10779102407,\n              10779102408,\n              10779102409,\n              10779102410,\n              10779102411,\n              10779102412,\n              10779102413,\n              10779102414,\n              10779102415,\n              10779102416,\n              10779102368\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Quân y 91"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1162059701,\n          "center": {\n              "lat": 20.8686043,\n              "lon": 105.8589233\n          },\n          "nodes": [\n              10807446037,\n              10807446039,\n              10807446040,\n              10807446041,\n              10807446042,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10807446043,\n              10807446044,\n              10807446045,\n              10807446046,\n              10807446047,\n              10807446038,\n              10807446037\n          ],\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Thường Tín",\n              "amenity": "hospital",\n              "emergency": "yes",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general",\n              "name": "Bệnh viện Đa khoa huyện Thường Tín",\n              "name:en": "Thuong Tin District General Hospital",\n              "name:tr": "Thuong Tin Bölge Hastanesi"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1164641686,\n          "center": {\n              "lat": 21.0094780,\n              "lon": 105.7692152\n          },\n          "nodes": [\n              10831718496,\n              10831718497,\n              10831718498,\n              10831718499,\n              10831718500,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10831718501,\n              11114566411,\n              10831718502,\n              10831718503,\n              11400910747,\n              11400910746,\n              10831718496\n          ],\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Nam Từ Liêm",\n              "addr:housenumber": "8",\n              "addr:province": "Hà Nội",\n              "addr:street": "Đường Châu Văn Liêm",\n              "addr:subdistrict": "Phú Đô",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "healthcare:speciality": "general",\n              "name": "Bệnh viện Đa khoa Hồng Ngọc - Phúc Trường Minh",\n              "website": "https://hongngochospital.vn/"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1165535247,\n          "center": {\n              "lat": 21.0480654,\n              "lon": 105.8103421\n          },\n          "nodes": [\n              10841199173,\n              10855971200,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              10841294950,\n              10841199164,\n              10841199165,\n              10855474386,\n              10841199177,\n              10855474385,\n              10841199178,\n              10841294945,\n              10841199179,\n              10841199173\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế quận Tây Hồ",\n              "operator": "Bộ Y tế Hà Nội",\n              "operator:type": "government"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1181961561,\n          "center": {\n              "lat": 21.1102767,\n              "lon": 105.4439101\n          },\n          "nodes": [\n              10976254894,\n              10976254895,\n              10976254896,\n              10976254897,\n              10976254898,\n              10976254918,\n              10976254905,\n              10976254904,\n              10976254899,\n              10976254900,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              "name": "Bệnh viện Đa khoa Quốc tế Vinmec Times City",\n              "name:en": "Vinmec Times City International Hospital",\n              "name:tr": "Uluslararası Vinmec Times City Hastanesi"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1208987601,\n          "center": {\n              "lat": 20.9786327,\n              "lon": 105.8690338\n          },\n          "nodes": [\n              11201648367,\n              11201648377,\n              11201648368,\n              11201648369,\n              11201648370,\n              11201648371,\n              11201648508,\n              11201648372,\n              11201648509,\n              11201648523,\n              11201648522,\n              11201648373,\n              11201648420,\n              11201648417,\n              11201648374,\n              11201648375,\n              11201648528,\n              11201648527,\n              11201648367\n          ],\n          "tags": {\n              "addr:city": "Hà Nội",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              11257598701,\n              11257598702,\n              11257598703,\n              11257598704,\n              11257598705,\n              11257598706,\n              11257598707,\n              11257598708,\n              11257598709,\n              11257598710,\n              11257598723,\n              11257598711,\n              11257598712,\n              11257598713,\n              11257598700\n          ],\n          "tags": {\n              "addr:city": "Hà Nội",\n              "addr:district": "Đống Đa",\n              "addr:housenumber": "21",\n              "addr:province": "Hà Nội",\n              "addr:street": "Phố Trung Liệt",\n              "addr:subdistrict": "Trung Liệt",\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "landuse": "military",\n              "name": "Viện Y học dự phòng Quân đội",\n              "operator": "Cục Quân y",\n              "operator:type": "military"\n          }\n      },\n      {\n          "type": "way",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "id": 1219499690,\n          "center": {\n              "lat": 21.3543030,\n              "lon": 105.9875811\n          },\n          "nodes": [\n              11299703573,\n              11299703587,\n              11299690246,\n              11299703610,\n              11299690251,\n              11299690245,\n              11299703601,\n              11299690238,\n              11299703615,\n              11299703591,\n              11299703577,\n              11299690267,\n              11299690232,\n              11299703617,\n              11299690243,\n              11299703573\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Hiệp Hoà"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1219499692,\n          "center": {\n              "lat": 21.3958322,\n              "lon": 106.1258609\n          },\n          "nodes": [\n              11299690249,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              11299703611,\n              11299690217,\n              11299690233,\n              11299690240,\n              11299703616,\n              11299690265,\n              11299703583,\n              11299690216,\n              11299703600,\n              11299690210,\n              11299690264,\n              11299703569,\n              11299690268,\n              11299703620,\n              11299703571,\n              11299703614,\n              11299690223,\n              11299690249\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Tân Yên"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1219499693,\n          "center": {\n              "lat": 21.2814746,\n              "lon": 106.0957761\n          },\n          "nodes": [\n              11299703599,\n              11299703570,\n              11299690224,\n              11299703585,\n              11299690244,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              11299690236,\n              11299703582,\n              11299703599\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Việt Yên"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1219499698,\n          "center": {\n              "lat": 21.2027719,\n              "lon": 106.2479574\n          },\n          "nodes": [\n              11299690262,\n              11299703606,\n              11299690259,\n              11299690225,\n              11299703602,\n              11299703609,\n              11299703596,\n              11299690242,\n              11299703576,\n              11299703597,\n              11299690262\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Yên Dũng"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1220485446,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "center": {\n              "lat": 20.8750676,\n              "lon": 105.5280800\n          },\n          "nodes": [\n              11309392980,\n              11309386965,\n              11309393059,\n              11309386919,\n              11309393030,\n              11309393015,\n              11309386909,\n              11309392994,\n              11309393031,\n              11309386926,\n              11309393078,\n              11309393014,\n              11309393016,\n              11309393051,\n              11309386951,\n              11309386927,\n              11309386933,\n              11309392980\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế huyện Lương Sơn"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1222155683,\n          "center": {\n              "lat": 21.2879107,\n              "lon": 105.5916586\n          },\n          "nodes": [',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              11335142306,\n              11335142307,\n              11335142308,\n              11335142309,\n              11335142310,\n              11335142311,\n              11335142306\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Phục hồi chức năng Vĩnh Phúc"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1222155684,\n          "center": {\n              "lat": 21.2356530,\n              "lon": 105.6839017\n          },\n          "nodes": [\n              11335142312,\n              11335142313,\n              11335142314,\n              11335142315,\n              11335142316,\n              11335142317,\n              11335142318,\n              11335142319,\n              11335142320,\n              11335142321,\n              11335142322,\n              11335142323,\n              11335142324,\n              11335142325,\n              11335142326,\n              11335142327,',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '              11335142328,\n              11335142329,\n              11335142330,\n              11335142331,\n              11335142332,\n              11335142333,\n              11335142312\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Bệnh viện Giao thông vận tải Vĩnh Phúc"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1222155685,\n          "center": {\n              "lat": 21.2543580,\n              "lon": 105.7118263\n          },\n          "nodes": [\n              11335142334,\n              11335142335,\n              11335142336,\n              11335142337,\n              11335142338,\n              11335142339,\n              11335142334\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Trung tâm Y tế thành phố Phúc Yên"\n          }\n      },\n      {\n          "type": "way",',
     []),
    ('TrieuThanhTung/location-based-service:src/data/hospital.ts', 'VN',
     '          "id": 1223455505,\n          "center": {\n              "lat": 20.8468108,\n              "lon": 105.8490348\n          },\n          "nodes": [\n              11348513352,\n              11348513353,\n              11348513354,\n              11348513355,\n              11348513352\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital"\n          }\n      },\n      {\n          "type": "way",\n          "id": 1245995569,\n          "center": {\n              "lat": 21.0169494,\n              "lon": 105.8332492\n          },\n          "nodes": [\n              11583699080,\n              11583655449,\n              11583699093,\n              11583699089,\n              11583655463,\n              11583699096,\n              11583699080\n          ],\n          "tags": {\n              "amenity": "hospital",\n              "healthcare": "hospital",\n              "name": "Nhà hộ sinh Đống Đa"\n          }\n      },\n      {\n          "type": "way",',
     []),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '1. **Hospital Adriana Cousiño** (Comunitario)\n\n---\n\n### OTROS CESFAMs (Servicio Salud Aconcagua)\n\n- CESFAM San Esteban\n- CESFAM Pedro Aguirre Cerda (San Felipe)\n- CESFAM Rinconada\n- CESFAM Llay-Llay\n- CESFAM Catemu\n- CESFAM Santa María\n- CESFAM Panquehue\n- CESFAM Putaendo\n\n---\n\n## 🎯 COBERTURA GEOGRÁFICA\n\n### ✅ Comunas con Datos Completos:\n- Valparaíso (17 centros) ⭐⭐⭐\n- Viña del Mar (8 centros) ⭐⭐⭐\n- San Antonio (6 centros) ⭐⭐\n- Quilpué (2) ⭐⭐\n- Villa Alemana (2) ⭐⭐\n- Los Andes (2) ⭐\n- Quillota (2) ⭐\n- La Calera (3) ⭐\n- San Felipe (2) ⭐\n- Petorca (2) ⭐\n- La Ligua (1) ⭐\n- Cabildo (1) ⭐\n\n### 📍 Comunas con Centros Listados:\n- Casablanca, Limache, Quintero\n- San Esteban, Rinconada, Llay-Llay\n- Catemu, Santa María, Panquehue, Putaendo\n\n### 🔍 Comunas Pendientes (Información Limitada):\n- Concón, Puchuncaví\n- La Cruz, Nogales, Hijuelas\n- Cartagena, El Tabo, El Quisco, Algarrobo, Santo Domingo',
     []),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '### CESFAM (Centro de Salud Familiar)\n- Atención primaria\n- Medicina general\n- Programas de salud\n- Servicios dentales\n- Control crónico\n\n### SAPU (Servicio de Atención Primaria de Urgencia)\n- Urgencias de baja complejidad\n- Horario extendido (generalmente 17:00-08:00)\n- Fines de semana 24 horas\n- Algunos integrados en CESFAMs\n\n### Hospitales\n- **Alta Complejidad**: Van Buren, Gustavo Fricke, San Martín Quillota\n- **Comunitarios**: Limache, Quintero, La Calera, Casablanca\n- Urgencias 24/7\n- Especialidades\n\n### Clínicas Privadas\n- RedSalud (Valparaíso, Viña del Mar)\n- Ciudad del Mar (Viña del Mar)\n- IntegraMédica (Viña del Mar)\n- Bupa Reñaca (Viña del Mar)\n\n---\n\n## 📊 ESTADÍSTICAS ÚTILES\n\n### Por Servicio de Salud:\n\n**Servicio Valparaíso-San Antonio (SSVSA)**\n- 5 Hospitales\n- 23 CESFAMs\n- 6 CECOSFs\n- 19 Postas Rurales\n\n**Servicio Viña del Mar-Quillota (SSVQ)**',
     []),
    ('dryanez/Hospitalhunting:DATABASE-SUMMARY.md', 'CL',
     '- 11 Hospitales (3 alta complejidad)\n- ~100 establecimientos APS\n\n**Servicio Aconcagua**\n- Múltiples CESFAMs en comunas del interior\n\n---\n\n## 💡 TIPS PARA BÚSQUEDA DE EMPLEO\n\n### ✅ Priorizar:\n1. **Hospitales de Alta Complejidad** (más oportunidades):\n   - Hospital Carlos Van Buren (Valparaíso)\n   - Hospital Gustavo Fricke (Viña del Mar)\n   - Hospital San Martín (Quillota)\n\n2. **CESFAMs con SAPU** (más turnos):\n   - Mayor necesidad de médicos\n   - Turnos nocturnos y fines de semana\n\n3. **Clínicas Privadas** (mejor remuneración):\n   - RedSalud, Ciudad del Mar, IntegraMédica\n\n### 📍 Zonas con Más Centros:\n- Valparaíso ciudad: 17 opciones\n- Gran Valparaíso (Viña, Quilpué, Villa Alemana): 12+ opciones\n- San Antonio: 6 opciones\n\n### 🚗 Planificación de Rutas:\n- **Lunes**: Valparaíso cerros norte (Barón, Cordillera, Esperanza)\n- **Martes**: Valparaíso cerros sur (Placeres, Placilla, Rodelillo)',
     []),
]


if __name__ == "__main__":
    sys.exit(main())
