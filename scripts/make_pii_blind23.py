"""Build the blind PII evaluation set ``pii_blind23``.

The set is written apart from any detector: it is meant to be scored, never
read for tuning. Three kinds of record are built:

* synthetic texts with PII (``b23-<genre>``), drawn with Faker for the
  surrounding words and with ``phonenumbers`` metadata, Luhn and the IBAN
  registry for the PII itself;
* synthetic PII-free texts full of look-alikes (``b23f-<genre>``);
* real windows of text written by people (``b23r-<source>``), frozen below in
  ``REAL_SNIPPETS`` and labelled by reading.

Output: one JSON object per line (keys ``id``, ``locale``, ``spans``,
``template``, ``text``). Deterministic: one ``random.Random(SEED)``, Faker
instances seeded from it in sorted locale order, no clock, nothing iterated
from an unsorted set.

Usage::

    python scripts/make_pii_blind23.py [--out PATH] [--force]
"""

import argparse
import ipaddress
import json
import random
import re
import sys
import unicodedata
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat
from stdnum import iban as stdnum_iban
from stdnum import luhn, numdb

try:
    import faker
    from faker import Faker
except ImportError:  # the test skips when Faker is missing
    faker = None
    Faker = None

SEED = 2323
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind23/blind23.jsonl")
N_PII = 700
N_FREE = 350

# Faker locale -> region of the phone numbers written in its records.
LOCALES = {
    "ar_AE": "AE", "ar_BH": "BH", "ar_DZ": "DZ", "ar_EG": "EG", "ar_JO": "JO", "ar_SA": "SA",
    "az_AZ": "AZ", "bg_BG": "BG", "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ", "da_DK": "DK",
    "de_AT": "AT", "de_CH": "CH", "de_DE": "DE", "de_LU": "LU", "el_CY": "CY", "el_GR": "GR",
    "en_AU": "AU", "en_CA": "CA", "en_GB": "GB", "en_IE": "IE", "en_IN": "IN", "en_KE": "KE",
    "en_NG": "NG", "en_NZ": "NZ", "en_PH": "PH", "en_PK": "PK", "en_US": "US", "es_AR": "AR",
    "es_CL": "CL", "es_CO": "CO", "es_ES": "ES", "es_MX": "MX", "et_EE": "EE", "fa_IR": "IR",
    "fi_FI": "FI", "fil_PH": "PH", "fr_BE": "BE", "fr_CA": "CA", "fr_CH": "CH", "fr_FR": "FR",
    "ga_IE": "IE", "he_IL": "IL", "hi_IN": "IN", "hr_HR": "HR", "hu_HU": "HU", "hy_AM": "AM",
    "id_ID": "ID", "is_IS": "IS", "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE", "ko_KR": "KR",
    "lb_LU": "LU", "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE",
    "nl_NL": "NL", "no_NO": "NO", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT", "ro_RO": "RO",
    "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL", "sv_SE": "SE", "ta_IN": "IN",
    "th_TH": "TH", "tr_TR": "TR", "tw_GH": "GH", "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN",
    "yo_NG": "NG", "zh_CN": "CN", "zh_TW": "TW", "zu_ZA": "ZA",
}

# The region's own international dialling prefix where it is not 00.
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "KR": "001", "RU": "8 10",
       "BR": "0021", "CO": "009", "TH": "001", "ID": "001", "CL": "00", "IL": "00",
       "NG": "009", "KE": "000", "UZ": "8 10", "MX": "00", "HK": "001", "TW": "002"}

# Labels in the locale's own language: phone, mobile, fax, e-mail.
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "البريد"), "az": ("Telefon", "Mobil", "Faks", "E-poçt"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল"),
    "bs": ("Tel.", "Mob.", "Faks", "E-mail"), "cs": ("Tel.", "Mobil", "Fax", "E-mail"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail"), "de": ("Tel.", "Mobil", "Fax", "E-Mail"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email"), "en": ("Phone", "Mobile", "Fax", "Email"),
    "es": ("Tel.", "Cel.", "Fax", "Correo"), "et": ("Tel", "Mob", "Faks", "E-post"),
    "fa": ("تلفن", "همراه", "فکس", "ایمیل"), "fi": ("Puh.", "GSM", "Faksi", "Sähköposti"),
    "fil": ("Telepono", "Cell", "Fax", "Email"), "fr": ("Tél.", "Portable", "Fax", "Courriel"),
    "ga": ("Fón", "Póca", "Facs", "Ríomhphost"), "he": ("טלפון", "נייד", "פקס", "דוא\"ל"),
    "hi": ("फ़ोन", "मोबाइल", "फैक्स", "ईमेल"), "hr": ("Tel.", "Mob.", "Faks", "E-pošta"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ"),
    "id": ("Telp.", "HP", "Faks", "Surel"), "is": ("Sími", "GSM", "Fax", "Netfang"),
    "it": ("Tel.", "Cell.", "Fax", "E-mail"), "ja": ("電話", "携帯", "FAX", "メール"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "ელ-ფოსტა"), "ko": ("전화", "휴대폰", "팩스", "이메일"),
    "lb": ("Tel.", "GSM", "Fax", "E-Mail"), "lt": ("Tel.", "Mob.", "Faks.", "El. paštas"),
    "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts"), "mt": ("Tel.", "Mob.", "Fax", "Email"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल"), "nl": ("Tel.", "Mobiel", "Fax", "E-mail"),
    "no": ("Tlf.", "Mobil", "Faks", "E-post"), "pl": ("Tel.", "Kom.", "Faks", "E-mail"),
    "pt": ("Tel.", "Cel.", "Fax", "E-mail"), "ro": ("Tel.", "Mobil", "Fax", "E-mail"),
    "ru": ("Тел.", "Моб.", "Факс", "Эл. почта"), "sk": ("Tel.", "Mobil", "Fax", "E-mail"),
    "sl": ("Tel.", "GSM", "Faks", "E-pošta"), "sq": ("Tel.", "Cel.", "Faks", "Email"),
    "sv": ("Tel.", "Mobil", "Fax", "E-post"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล"), "tr": ("Tel.", "Cep", "Faks", "E-posta"),
    "tw": ("Phone", "Mobile", "Fax", "Email"), "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта"),
    "uz": ("Tel.", "Mobil", "Faks", "E-pochta"), "vi": ("ĐT", "DĐ", "Fax", "Email"),
    "yo": ("Fóònù", "Alágbèéká", "Fax", "Imeeli"), "zh": ("电话", "手机", "传真", "邮箱"),
    "zu": ("Ucingo", "Iselula", "Ifeksi", "I-imeyili"),
}

# Extension words whose digits stay outside the span, by language.
EXT_OUTSIDE = {"de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
               "pl": "wew.", "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili",
               "ja": "内線", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی"}
EXT_INSIDE = ["x", "ext", "ext.", "Ext.", "extension"]

DOMAINS = ["example-mail.com", "posteo.example", "mail.kontor.example", "inbox.example.org",
           "corp.example.net", "alumni.uni-example.edu", "studio.example.photography",
           "club.example.international", "shop.example.store", "team.example.io",
           "example.co.uk", "example.com.br", "example.de", "example.fr", "example.co.jp",
           "lists.example.org", "example.technology", "example.museum", "ex4mple.net"]

# Labels that make a digit run a look-alike rather than a phone number.
LOOKALIKE_LABELS = [
    "order", "bestell", "commande", "pedido", "ordine", "zamów", "imei", "isbn", "population",
    "einwohner", "tracking", "sendung", "suivi", "ticket", "invoice no", "rechnung", "factura",
    "part", "teil", "sku", "ref", "serial", "s/n", "tax", "vat", "ust", "nif", "cif", "siret",
    "abn", "gst", "pan", "otp", "code", "pin", "postcode", "zip", "plz", "sort code", "build",
    "version", "oid", "case", "booking", "reservation", "flight", "member", "customer no",
    "kundennummer", "policy", "claim", "parcel", "awb", "waybill", "score", "attendance",
    "amount", "total", "balance", "coordinates", "lat", "hash", "mac", "ean", "gtin", "upc",
    "kw", "patent", "docket", "lot", "batch", "account", "konto",
]


class Doc:
    """A text built from plain strings and labelled pieces."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.length = 0

    def add(self, text):
        self.parts.append(text)
        self.length += len(text)
        return self

    def pii(self, entity, value, extra=None):
        span = {"entity": entity, "start": self.length, "end": self.length + len(value)}
        if extra:
            span.update(extra)
        self.spans.append(span)
        return self.add(value)

    @property
    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- PII drawing

PHONE_TYPES = [("fixed", "fixed_line"), ("mobile", "mobile"), ("tollfree", "toll_free"),
               ("voip", "voip"), ("shared", "shared_cost")]


def collapse(text):
    return re.sub(r"\s+", " ", text).strip()


def strip_inside_extension(text):
    return re.sub(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", text)


def phone_validity(span_text, region):
    number = phonenumbers.parse(strip_inside_extension(collapse(span_text)), region)
    return phonenumbers.is_valid_number(number)


def draw_phone_number(rng, region, want_valid, kinds=None):
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    cc = meta.country_code
    choices = []
    for kind, attr in PHONE_TYPES:
        desc = getattr(meta, attr)
        if desc is not None and desc.example_number and (kinds is None or kind in kinds):
            choices.append((kind, desc.example_number))
    if not choices:
        choices = [("fixed", meta.fixed_line.example_number)]
    for _ in range(400):
        kind, example = rng.choice(choices)
        keep = rng.randint(1, 3) if not want_valid else min(len(example) - 3, rng.randint(2, 4))
        digits = example[:keep] + "".join(rng.choice("0123456789") for _ in example[keep:])
        if not want_valid and rng.random() < 0.5:
            digits = digits[:1] + rng.choice("0123456789") + digits[2:]
        number = phonenumbers.parse("+%d%s" % (cc, digits))
        if not phonenumbers.is_possible_number(number):
            continue
        if phonenumbers.is_valid_number(number) == want_valid:
            return kind, number
    if not want_valid:
        return draw_phone_number(rng, region, True, kinds)
    if kinds is not None:
        return draw_phone_number(rng, region, want_valid, None)
    raise RuntimeError("no number drawn for %s" % region)


def phone_styles(number, region):
    nat = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    cc = "+%d" % number.country_code
    rest = intl[len(cc):].strip()
    styles = {"national": nat, "intl": intl, "e164": e164, "00": "00" + intl[1:],
              "(+cc)": "(%s) %s" % (cc, rest), "dashes": cc + "-" + rest.replace(" ", "-"),
              "dots": cc + "." + rest.replace(" ", ".").replace("-", "."),
              "nat_dots": nat.replace(" ", ".").replace("-", "."),
              "nat_dashes": nat.replace(" ", "-"),
              "nosep": re.sub(r"[^\d]", "", nat) if nat[:1] in "0123456789(" else e164,
              "nbsp": intl.replace(" ", "\u00a0"), "nnbsp": nat.replace(" ", "\u202f")}
    if region in IDD:
        styles["idd"] = "%s %s" % (IDD[region], intl[1:])
    prefix = phonenumbers.PhoneMetadata.metadata_for_region(region).national_prefix
    if prefix == "0" and nat.startswith("0"):
        styles["+cc(0)"] = "%s (0)%s" % (cc, re.sub(r"^0\s*", "", nat))
        groups = nat.split(" ")
        if len(groups) >= 2 and not nat.startswith("("):
            styles["slash"] = groups[0] + "/" + "".join(groups[1:])
            styles["bracket"] = "(%s) %s" % (groups[0], " ".join(groups[1:]))
    digits = re.sub(r"\D", "", nat)
    if len(digits) >= 8 and digits.startswith("0"):
        styles["pairs"] = digits[:2] + " " + " ".join(digits[i:i + 2] for i in range(2, len(digits), 2))
    return styles


def format_phone(rng, number, region, style=None):
    styles = phone_styles(number, region)
    names = sorted(styles)
    for _ in range(20):
        name = style if style in styles else rng.choice(names)
        text = styles[name]
        style = None
        try:
            parsed = phonenumbers.parse(collapse(text), region)
        except phonenumbers.NumberParseException:
            continue
        if (parsed.country_code == number.country_code
                and parsed.national_number == number.national_number
                and phonenumbers.is_possible_number(parsed)):
            return text
    return styles["intl"]


class Drawer:
    """Draws PII values for one record's locale."""

    def __init__(self, rng, fake, locale):
        self.rng = rng
        self.fake = fake
        self.locale = locale
        self.region = LOCALES[locale]
        self.lang = locale.split("_")[0]

    def label(self, i):
        return LABELS.get(self.lang, LABELS["en"])[i]

    def phone(self, doc, style=None, kinds=None, ext=None, wrap=False):
        want_valid = self.rng.random() >= 0.1
        _, number = draw_phone_number(self.rng, self.region, want_valid, kinds)
        text = format_phone(self.rng, number, self.region, style)
        tail = ""
        if ext == "inside":
            word = self.rng.choice(EXT_INSIDE)
            text += (" " if word != "x" or self.rng.random() < 0.5 else "") + word + \
                ("" if word == "x" else " ") + str(self.rng.randint(10, 9999))
        elif ext == "outside":
            word = EXT_OUTSIDE.get(self.lang, "Durchwahl")
            tail = " %s %d" % (word, self.rng.randint(10, 999))
        if wrap and " " in text:
            cut = [m.start() for m in re.finditer(" ", text)]
            pos = cut[len(cut) // 2]
            text = text[:pos] + "\n" + text[pos + 1:]
        valid = phone_validity(text, self.region)
        doc.pii("PHONE_NUMBER", text, {"valid": valid})
        if tail:
            doc.add(tail)
        return doc

    def email(self, doc, name=None):
        doc.pii("EMAIL_ADDRESS", self.email_text(name))
        return doc

    def email_text(self, name=None):
        rng = self.rng
        base = ascii_slug(name or self.fake.name()) or "kontakt"
        words = base.split(".")
        shape = rng.randint(0, 6)
        if shape == 0:
            local = words[0]
        elif shape == 1:
            local = ".".join(words[:2])
        elif shape == 2:
            local = words[0] + str(rng.randint(1, 99))
        elif shape == 3:
            local = words[0] + "+" + rng.choice(["news", "shop", "git", "lists", "2024"])
        elif shape == 4:
            local = words[0][:1] + "_" + words[-1]
        elif shape == 5:
            local = rng.choice(["info", "office", "sekretariat", "contacto", "hello", "bestuur",
                                "kontakt", "admin", "noreply", "billing"])
        else:
            local = words[-1] + "." + words[0][:1] + str(rng.randint(1970, 2005))
        return "%s@%s" % (local, rng.choice(DOMAINS))

    def card(self, doc):
        doc.pii("CREDIT_CARD", card_text(self.rng))
        return doc

    def iban(self, doc, own=True):
        doc.pii("IBAN_CODE", iban_text(self.rng, self.region if own else None))
        return doc

    def ipv4(self, doc, kind=None):
        doc.pii("IP_ADDRESS", ipv4_text(self.rng, kind))
        return doc

    def ipv6(self, doc, kind=None):
        doc.pii("IP_ADDRESS", ipv6_text(self.rng, kind))
        return doc


def ascii_slug(name):
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if c.isascii() and (c.isalpha() or c == " ")).lower()
    words = [w for w in text.split() if len(w) > 1 and w not in ("dr", "mr", "mrs", "ms", "prof")]
    return ".".join(words[:3])


CARD_BRANDS = [
    ("visa", ["4"], [13, 16, 19]),
    ("mastercard", [str(p) for p in range(51, 56)] + ["2221", "2300", "2500", "2720", "2698"], [16]),
    ("amex", ["34", "37"], [15]),
    ("diners", ["300", "305", "36", "38"], [14]),
    ("discover", ["6011", "65", "644", "649"], [16, 19]),
    ("jcb", ["3528", "3540", "3589"], [16, 19]),
    ("unionpay", ["62"], [16, 17, 18, 19]),
    ("maestro", ["5018", "5020", "5038", "6304", "6759", "6761"], [12, 13, 16, 19]),
]


def card_digits(rng):
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    prefix = rng.choice(prefixes)
    length = rng.choice(lengths)
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    return brand, body + luhn.calc_check_digit(body)


def group(digits, sizes, sep):
    out, i = [], 0
    for size in sizes:
        out.append(digits[i:i + size])
        i += size
    if i < len(digits):
        out.append(digits[i:])
    return sep.join(out)


def card_text(rng):
    brand, digits = card_digits(rng)
    sep = rng.choice([" ", "-", " "])
    n = len(digits)
    shape = rng.random()
    if shape < 0.2:
        return digits
    if n == 15:
        return group(digits, [4, 6, 5], sep)
    if n == 14:
        return group(digits, [4, 6, 4], sep)
    if n == 16:
        return group(digits, rng.choice([[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4]]), sep)
    if n == 19:
        return group(digits, rng.choice([[4, 4, 4, 4, 3], [6, 13]]), sep)
    return group(digits, [4] * (n // 4), sep)


def _iban_formats():
    out = {}
    for _, low, _, props, _ in numdb.get("iban").prefixes:
        out[low] = props["bban"]
    return out


IBAN_FORMATS = _iban_formats()
IBAN_COUNTRIES = sorted(IBAN_FORMATS)


def random_bban(rng, fmt):
    out = []
    for count, kind in re.findall(r"(\d+)!([nac])", fmt):
        pool = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}[kind]
        out.append("".join(rng.choice(pool) for _ in range(int(count))))
    return "".join(out)


def iban_check(country, bban):
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return "%02d" % (98 - int(digits) % 97)


def iban_plain(rng, country):
    for _ in range(20000):
        bban = random_bban(rng, IBAN_FORMATS[country])
        number = country + iban_check(country, bban) + bban
        if stdnum_iban.is_valid(number):
            return number
    raise RuntimeError("no IBAN drawn for %s" % country)


def iban_text(rng, region=None):
    if region is None or region not in IBAN_FORMATS or rng.random() < 0.5:
        region = rng.choice(IBAN_COUNTRIES)
    number = iban_plain(rng, region)
    if rng.random() < 0.55:
        return " ".join(number[i:i + 4] for i in range(0, len(number), 4))
    return number


def ipv4_text(rng, kind=None):
    kind = kind or rng.choice(["public", "private", "loopback", "doc", "netmask", "public"])
    if kind == "private":
        return rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                           "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                           "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])
    if kind == "loopback":
        return rng.choice(["127.0.0.1", "127.0.1.1", "0.0.0.0"])
    if kind == "doc":
        return rng.choice(["192.0.2.%d", "198.51.100.%d", "203.0.113.%d"]) % rng.randint(1, 254)
    if kind == "netmask":
        return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.252.0"])
    return "%d.%d.%d.%d" % (rng.choice([23, 31, 45, 62, 77, 81, 89, 91, 103, 141, 176, 185, 212]),
                            rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def ipv6_text(rng, kind=None):
    kind = kind or rng.choice(["compressed", "full", "upper", "mapped", "loop", "link", "doc", "any"])
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if kind in ("doc", "compressed", "full", "upper"):
        groups[0], groups[1] = 0x2001, 0x0DB8
        if kind == "compressed":
            groups[0] = rng.choice([0x2001, 0x2a02, 0x2606, 0x2400])
        groups[rng.randint(3, 5)] = 0
        groups[rng.randint(5, 6)] = 0
    address = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
    if kind == "full":
        return address.exploded
    if kind == "upper":
        return address.compressed.upper()
    if kind == "mapped":
        return "::ffff:" + ipv4_text(rng, rng.choice(["doc", "private"]))
    if kind == "loop":
        return "::1"
    if kind == "any":
        return "::"
    if kind == "link":
        return "fe80::%x:%x:%x:%x" % tuple(rng.randint(1, 0xFFFF) for _ in range(4))
    return address.compressed


# ---------------------------------------------------------------- checks

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)")
IPV6_RE = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![\w:])")
DIGIT_RUN_RE = re.compile(r"\d(?:[ \-]?\d){11,18}")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}")
INTL_RE = re.compile(r"(?:\+|\b00)\d[\d \-.()\u00a0\u202f]{6,}\d")
SEP_RUN_RE = re.compile(r"\(?\+?\d+\)?(?:[ \-./\u00a0\u202f]\(?\d+\)?)+")


def masked(text, spans):
    chars = list(text)
    for span in spans:
        for i in range(span["start"], span["end"]):
            chars[i] = "\u2591" if chars[i] != "\n" else "\n"
    return "".join(chars)


def has_label_before(text, start):
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 40):start].lower()
    return any(label in before for label in LOOKALIKE_LABELS)


def lookalike_problems(text, spans):
    """Return why a text has PII (or a forbidden look-alike) outside its spans."""
    rest = masked(text, spans)
    problems = []
    if EMAIL_RE.search(rest):
        problems.append("email")
    for m in IPV4_RE.finditer(rest):
        if all(int(p) <= 255 for p in m.groups()):
            problems.append("ipv4")
    for m in IPV6_RE.finditer(rest):
        try:
            ipaddress.IPv6Address(m.group().strip(".:") if m.group().count(":") < 2 else m.group())
            problems.append("ipv6")
        except ValueError:
            pass
    for m in DIGIT_RUN_RE.finditer(rest):
        digits = re.sub(r"\D", "", m.group())
        for i in range(len(digits)):
            for j in range(i + 12, min(len(digits), i + 19) + 1):
                if digits[i] in "23456" and luhn.is_valid(digits[i:j]):
                    problems.append("luhn")
                    break
            if problems and problems[-1] == "luhn":
                break
    for m in IBAN_RE.finditer(rest):
        if stdnum_iban.is_valid(m.group().replace(" ", "")):
            problems.append("iban")
    for m in INTL_RE.finditer(rest):
        candidate = m.group()
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(collapse(candidate), None)):
                problems.append("intl-phone")
        except phonenumbers.NumberParseException:
            pass
    for m in SEP_RUN_RE.finditer(rest):
        run = m.group()
        if len(re.sub(r"\D", "", run)) >= 7 and re.search(r"[ \-./()\u00a0\u202f]", run):
            if not has_label_before(rest, m.start()):
                problems.append("digit-run:" + run)
    return problems


# ---------------------------------------------------------------- genres with PII

def _name(d):
    return d.fake.name()


def _company(d):
    try:
        return d.fake.company()
    except AttributeError:
        return d.fake.last_name() + " & Co"


def _city(d):
    return d.fake.city()


def g_email_signature(d, doc):
    doc.add("%s\n\n-- \n%s\n%s\n%s\n" % (d.rng.choice(["Best regards,", "Mit freundlichen Grüßen", "Saludos,", "Cheers,"]),
                                      _name(d), d.fake.job(), _company(d)))
    doc.add("%s: " % d.label(0)); d.phone(doc, ext=d.rng.choice([None, None, "inside", "outside"])); doc.add("\n")
    if d.rng.random() < 0.6:
        doc.add("%s: " % d.label(1)); d.phone(doc, kinds=["mobile"]); doc.add("\n")
    d.email(doc); doc.add("\n")


def g_shop_footer(d, doc):
    doc.add("%s · %s · %s\n" % (_company(d), d.fake.street_address(), _city(d)))
    doc.add("%s " % d.label(0)); d.phone(doc); doc.add(" | %s " % d.label(2)); d.phone(doc)
    doc.add(" | "); d.email(doc); doc.add("\n© %s – All rights reserved\n" % _company(d))


def g_classified_ad(d, doc):
    doc.add("%s — %s. %s " % (d.rng.choice(["FOR SALE", "SE VENDE", "ZU VERKAUFEN", "À VENDRE", "TE KOOP"]),
                            d.fake.sentence(nb_words=6), d.rng.choice(["Call", "Ring", "Llamar", "Anrufen", "Appeler"])))
    d.phone(doc, kinds=["mobile"]); doc.add(" %s.\n" % d.rng.choice(["after 6pm", "evenings", "no texts", "WhatsApp ok"]))


def g_forum_post(d, doc):
    doc.add("Re: %s\n\n%s If anyone wants the spare parts just mail me at " % (d.fake.sentence(nb_words=4), d.fake.paragraph(nb_sentences=2)))
    d.email(doc); doc.add(" or call ")
    d.phone(doc); doc.add(". %s\n" % d.fake.sentence())


def g_chat_lines(d, doc):
    t = d.rng.randint(8, 21)
    doc.add("[%02d:%02d] %s: hey, whats your number again?\n" % (t, d.rng.randint(0, 59), d.fake.first_name()))
    doc.add("[%02d:%02d] %s: " % (t, d.rng.randint(0, 59), d.fake.first_name()))
    d.phone(doc, style=d.rng.choice(["nosep", "national", "pairs", None]), kinds=["mobile"]); doc.add("\n")
    doc.add("[%02d:%02d] %s: thx, or mail " % (t + 1, d.rng.randint(0, 59), d.fake.first_name())); d.email(doc); doc.add(" ?\n")


def g_csv_export(d, doc):
    doc.add("name,city,phone,email\n")
    for _ in range(d.rng.randint(2, 4)):
        doc.add('"%s",%s,' % (_name(d), _city(d).replace(",", " ")))
        d.phone(doc, style=d.rng.choice(["e164", "intl", "national"])); doc.add(","); d.email(doc); doc.add("\n")


def g_tsv_export(d, doc):
    doc.add("id\tcustomer\tiban\tcontact\n")
    for i in range(d.rng.randint(2, 3)):
        doc.add("%d\t%s\t" % (d.rng.randint(100, 999), _name(d))); d.iban(doc); doc.add("\t"); d.email(doc); doc.add("\n")


def g_json_export(d, doc):
    doc.add('{\n  "name": "%s",\n  "phone": "' % _name(d)); d.phone(doc, style=d.rng.choice(["e164", "intl"]))
    doc.add('",\n  "email": "'); d.email(doc); doc.add('",\n  "last_ip": "'); d.ipv4(doc)
    doc.add('",\n  "newsletter": %s\n}\n' % d.rng.choice(["true", "false"]))


def g_yaml_config(d, doc):
    doc.add("smtp:\n  host: ")
    d.ipv4(doc, "private"); doc.add("\n  port: 587\n  from: "); d.email(doc)
    doc.add("\nlisten:\n  - \"[")
    d.ipv6(doc, "doc"); doc.add("]:8443\"\n  - \""); d.ipv4(doc, "loopback"); doc.add(":8080\"\nalerts:\n  sms: \"")
    d.phone(doc, style="e164", kinds=["mobile"]); doc.add("\"\n")


def g_sshd_log(d, doc):
    for _ in range(d.rng.randint(2, 4)):
        doc.add("%s %2d %02d:%02d:%02d gw sshd[%d]: %s from " % (
            d.rng.choice(["Jan", "Feb", "Mar", "Apr", "Oct", "Nov"]), d.rng.randint(1, 28), d.rng.randint(0, 23),
            d.rng.randint(0, 59), d.rng.randint(0, 59), d.rng.randint(1000, 65000),
            d.rng.choice(["Failed password for root", "Accepted publickey for deploy", "Invalid user admin"])))
        if d.rng.random() < 0.7:
            d.ipv4(doc)
        else:
            d.ipv6(doc, d.rng.choice(["compressed", "link"]).replace("link", "compressed"))
        doc.add(" port %d ssh2\n" % d.rng.randint(1024, 65000))


def g_nginx_log(d, doc):
    for _ in range(d.rng.randint(2, 3)):
        if d.rng.random() < 0.7:
            d.ipv4(doc, d.rng.choice(["public", "private", "doc"]))
        else:
            d.ipv6(doc, "upper")
        doc.add(' - - [%02d/Mar/2024:%02d:%02d:%02d +0100] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            d.rng.randint(1, 28), d.rng.randint(0, 23), d.rng.randint(0, 59), d.rng.randint(0, 59),
            d.rng.choice(["index.html", "api/v2/items", "login", "static/app.js"]), d.rng.choice([200, 301, 404, 502]),
            d.rng.randint(100, 999)))


def g_firewall_log(d, doc):
    for _ in range(d.rng.randint(2, 3)):
        doc.add("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=")
        d.ipv4(doc); doc.add(" DST="); d.ipv4(doc, "private")
        doc.add(" LEN=%d PROTO=TCP SPT=%d DPT=%d\n" % (d.rng.randint(40, 1500), d.rng.randint(1024, 65000), d.rng.choice([22, 23, 445, 3389])))


def g_dhcp_log(d, doc):
    mac = ":".join("%02x" % d.rng.randint(0, 255) for _ in range(6))
    doc.add("dhcpd: DHCPACK on ")
    d.ipv4(doc, "private"); doc.add(" to %s (%s) via eth1\n" % (mac, d.fake.first_name().lower()))
    doc.add("dhcpd: DHCPREQUEST for "); d.ipv4(doc, "private"); doc.add(" from %s via eth1\n" % mac)
    doc.add("dhcp6: lease "); d.ipv6(doc, "compressed"); doc.add(" assigned, netmask ")
    d.ipv4(doc, "netmask"); doc.add("\n")


def g_ini_config(d, doc):
    doc.add("[network]\naddress = ")
    d.ipv4(doc, "private"); doc.add("\nnetmask = "); d.ipv4(doc, "netmask")
    doc.add("\ngateway = "); d.ipv4(doc, "private"); doc.add("\ndns = "); d.ipv6(doc, d.rng.choice(["doc", "full"]))
    doc.add("\n\n[owner]\nemail = "); d.email(doc); doc.add("\n")


def g_html_links(d, doc):
    email = d.email_text()
    doc.add('<p>Kontakt: <a href="mailto:'); doc.pii("EMAIL_ADDRESS", email); doc.add('">')
    doc.pii("EMAIL_ADDRESS", email); doc.add("</a><br>\n")
    phone = Doc()
    d.phone(phone, style="e164")
    value = phone.text
    doc.add('<a href="tel:'); doc.pii("PHONE_NUMBER", value, {"valid": phone.spans[0]["valid"]})
    doc.add('">%s</a></p>\n' % d.label(0))


def g_invoice_bank(d, doc):
    doc.add("%s %d\n%s\n%s\n\nBank: %s\nIBAN: " % (d.rng.choice(["Invoice", "Rechnung", "Factura", "Facture"]),
                                                d.rng.randint(1000, 9999), _company(d), d.fake.street_address(),
                                                d.fake.last_name() + " Bank"))
    d.iban(doc); doc.add("\nBIC: %s\n%s: " % ("".join(d.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(8)), d.label(0)))
    d.phone(doc); doc.add("\n")


def g_support_chat_card(d, doc):
    doc.add("Agent: Could you confirm the card on the booking?\nCustomer: sure its ")
    d.card(doc); doc.add(" exp %02d/%02d\nAgent: Thanks, and a callback number?\nCustomer: " % (d.rng.randint(1, 12), d.rng.randint(25, 31)))
    d.phone(doc, kinds=["mobile"]); doc.add("\n")


def g_prose_mid_sentence(d, doc):
    doc.add("%s When %s moved to %s she kept her old number, " % (d.fake.sentence(), d.fake.first_name(), _city(d)))
    d.phone(doc); doc.add(", and told everyone to write to ")
    d.email(doc); doc.add(" instead. %s\n" % d.fake.sentence())


def g_local_label(d, doc):
    doc.add("%s\n%s\n" % (_name(d), d.fake.address().replace("\n", ", ")))
    for i in (0, 1, 2):
        if d.rng.random() < 0.8:
            doc.add("%s: " % d.label(i)); d.phone(doc, kinds=["mobile"] if i == 1 else None); doc.add("\n")
    doc.add("%s: " % d.label(3)); d.email(doc); doc.add("\n")


def g_no_label(d, doc):
    doc.add("%s\n" % _name(d))
    d.phone(doc); doc.add("\n")
    if d.rng.random() < 0.5:
        d.phone(doc, kinds=["mobile"]); doc.add("\n")
    d.email(doc); doc.add("\n")


def g_unusual_label(d, doc):
    doc.add("%s %s " % (d.fake.first_name(), d.rng.choice(["☎", "📞", "reach me on", "WhatsApp/Signal:", "hotline >>", "(bell)"])))
    d.phone(doc); doc.add("\n")


def g_tollfree_mobile(d, doc):
    doc.add("%s\n" % d.rng.choice(["Customer service (free of charge):", "Hotline:", "Service-Nummer:", "Línea gratuita:"]))
    d.phone(doc, kinds=["tollfree", "shared"]); doc.add("\n%s: " % d.label(1)); d.phone(doc, kinds=["mobile"]); doc.add("\n")


def g_fax_block(d, doc):
    doc.add("%s\n%s: " % (_company(d), d.label(0))); d.phone(doc, kinds=["fixed"])
    doc.add("\n%s: " % d.label(2)); d.phone(doc, kinds=["fixed"]); doc.add("\n")


def g_extension(d, doc):
    doc.add("%s, %s\n%s: " % (_name(d), d.fake.job(), d.label(0)))
    d.phone(doc, kinds=["fixed"], ext=d.rng.choice(["inside", "outside"])); doc.add("\n")


def g_wrapped(d, doc):
    doc.add("Please call the reception desk on ")
    d.phone(doc, style=d.rng.choice(["intl", "national", "00"]), wrap=True)
    doc.add(" between 9 and 17, or write to "); d.email(doc); doc.add(".\n")


def g_brackets(d, doc):
    doc.add("%s (" % _name(d)); d.phone(doc); doc.add(") and %s [" % _name(d)); d.phone(doc, kinds=["mobile"]); doc.add("]\n")


def g_multi_list(d, doc):
    doc.add("%s: " % d.label(0))
    sep = d.rng.choice([" / ", "; ", " or ", ", "])
    for i in range(d.rng.randint(2, 3)):
        if i:
            doc.add(sep)
        d.phone(doc)
    doc.add("\n")


def g_sepa(d, doc):
    doc.add("Please transfer the membership fee of %d,00 EUR to\n%s\n" % (d.rng.randint(12, 120), _company(d)))
    d.iban(doc); doc.add("\nreference: member %d\nQuestions: " % d.rng.randint(10, 999)); d.email(doc); doc.add("\n")


def g_payment_form(d, doc):
    doc.add("Cardholder: %s\nCard number: " % _name(d)); d.card(doc)
    doc.add("\nExpiry: %02d/%02d  CVC: ***\nBilling e-mail: " % (d.rng.randint(1, 12), d.rng.randint(25, 31)))
    d.email(doc); doc.add("\n")


def g_network_inventory(d, doc):
    doc.add("host        ipv4             ipv6\n")
    for _ in range(d.rng.randint(2, 4)):
        doc.add("%-10s  " % d.fake.word().lower()[:10]); d.ipv4(doc); doc.add("  ")
        d.ipv6(doc, d.rng.choice(["compressed", "mapped", "link", "doc"])); doc.add("\n")


def g_mail_headers(d, doc):
    doc.add("Received: from mx.example.net (mx.example.net [")
    d.ipv4(doc); doc.add("])\n\tby mail.example.org; %s\nFrom: %s <" % (d.rng.choice(["Mon, 4 Mar 2024 10:12:01 +0100", "Tue, 5 Mar 2024 08:01:55 +0000"]), _name(d)))
    d.email(doc); doc.add(">\nTo: "); d.email(doc); doc.add("\nSubject: %s\n" % d.fake.sentence(nb_words=4))


def g_vcard(d, doc):
    doc.add("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=work:" % _name(d))
    d.phone(doc, style="intl"); doc.add("\nTEL;TYPE=cell:"); d.phone(doc, kinds=["mobile"], style="e164")
    doc.add("\nEMAIL:"); d.email(doc); doc.add("\nEND:VCARD\n")


def g_sms_notice(d, doc):
    doc.add("SMS from ")
    d.phone(doc, style="e164", kinds=["mobile"])
    doc.add(": Your parcel will arrive tomorrow. Questions? Call ")
    d.phone(doc, kinds=["tollfree", "fixed"]); doc.add("\n")


def g_meeting_invite(d, doc):
    doc.add("Invitation: %s\nDial-in: " % d.fake.sentence(nb_words=3))
    d.phone(doc, style=d.rng.choice(["intl", "(+cc)", "+cc(0)", "idd"])); doc.add(" (PIN: %d#)\nOrganiser: " % d.rng.randint(1000, 99999))
    d.email(doc); doc.add("\n")


def g_git_commit(d, doc):
    doc.add("commit %040x\nAuthor: %s <" % (d.rng.getrandbits(160), _name(d)))
    d.email(doc); doc.add(">\n\n    Fix bind address default to ")
    d.ipv4(doc, d.rng.choice(["loopback", "private"])); doc.add(" and ["); d.ipv6(doc, "loop"); doc.add("]\n")


def g_helpdesk(d, doc):
    doc.add("Ticket #%d opened by " % d.rng.randint(10000, 99999)); d.email(doc)
    doc.add("\nUser reports VPN drops from "); d.ipv4(doc); doc.add(". Callback: "); d.phone(doc); doc.add("\n")


def g_card_typed(d, doc):
    doc.add("%s: hi, payment keeps failing, card is " % d.fake.first_name())
    _, digits = card_digits(d.rng)
    doc.pii("CREDIT_CARD", digits if d.rng.random() < 0.5 else group(digits, [4] * 5, " ").strip())
    doc.add(" does that look right?\n")


GENRES_PII = {
    "email-signature": g_email_signature, "shop-footer": g_shop_footer, "classified-ad": g_classified_ad,
    "forum-post": g_forum_post, "chat-lines": g_chat_lines, "csv-export": g_csv_export,
    "tsv-export": g_tsv_export, "json-export": g_json_export, "yaml-config": g_yaml_config,
    "sshd-log": g_sshd_log, "nginx-log": g_nginx_log, "firewall-log": g_firewall_log,
    "dhcp-log": g_dhcp_log, "ini-config": g_ini_config, "html-links": g_html_links,
    "invoice-bank": g_invoice_bank, "support-chat-card": g_support_chat_card,
    "prose-mid-sentence": g_prose_mid_sentence, "local-label": g_local_label, "no-label": g_no_label,
    "unusual-label": g_unusual_label, "tollfree-mobile": g_tollfree_mobile, "fax-block": g_fax_block,
    "extension": g_extension, "wrapped-number": g_wrapped, "brackets": g_brackets,
    "multi-number-list": g_multi_list, "sepa-transfer": g_sepa, "payment-form": g_payment_form,
    "network-inventory": g_network_inventory, "mail-headers": g_mail_headers, "vcard": g_vcard,
    "sms-notice": g_sms_notice, "meeting-invite": g_meeting_invite, "git-commit": g_git_commit,
    "helpdesk-ticket": g_helpdesk, "typed-card": g_card_typed,
}


# ---------------------------------------------------------------- PII-free genres

def f_versions(rng, fake):
    return "Release notes\nBuild 10.0.%d.%d ships with libfoo %d.%d.%d and kernel %d.%d.%d-%d.\nUpgrade from version %d.%d.%d is supported.\n" % (
        rng.randint(17000, 26000), rng.randint(300, 5000), rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 40),
        rng.randint(4, 6), rng.randint(0, 19), rng.randint(0, 200), rng.randint(1, 99), rng.randint(1, 9),
        rng.randint(0, 20), rng.randint(0, 9))


def f_sections(rng, fake):
    return "As described in section %d.%d.%d and §%d.%d, the %s applies; see also clause %d.%d(b).\n" % (
        rng.randint(1, 12), rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 30), rng.randint(1, 9),
        fake.word(), rng.randint(1, 20), rng.randint(1, 9))


def f_oids(rng, fake):
    return "sysObjectID OID 1.3.6.1.4.1.%d.%d.%d.%d\nifDescr OID 1.3.6.1.2.1.2.2.1.%d\n" % (
        rng.randint(300, 60000), rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 22))


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def f_dates(rng, fake):
    return "Meeting on %s at %02d:%02d, follow-up %d %s %d, deadline %d/%d.\n" % (
        rng.choice(WEEKDAYS), rng.randint(7, 20), rng.choice([0, 15, 30, 45]), rng.randint(1, 28),
        rng.choice(MONTHS), rng.randint(2019, 2026), rng.randint(1, 28), rng.randint(1, 12))


def f_prices(rng, fake):
    lines = ["%s ... %d,%02d EUR" % (fake.word(), rng.randint(1, 999), rng.randint(0, 99)) for _ in range(3)]
    lines.append("Total: %d %03d,%02d" % (rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99)))
    return "\n".join(lines) + "\n"


def f_isbn(rng, fake):
    core = "978" + str(rng.randint(0, 1)) + "".join(rng.choice("0123456789") for _ in range(8))
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    isbn = core + str((10 - total % 10) % 10)
    return "%s, %s (%d). ISBN %s-%s-%s-%s-%s\n" % (fake.name(), fake.sentence(nb_words=4).rstrip("."),
                                                  rng.randint(1990, 2024), isbn[:3], isbn[3], isbn[4:8], isbn[8:12], isbn[12])


def f_imei(rng, fake):
    body = rng.choice(["86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(12))
    imei = body + luhn.calc_check_digit(body)
    return "Device: %s\nIMEI: %s\nIMEI SV: %02d\n" % (fake.word().title(), imei, rng.randint(1, 99))


def f_order(rng, fake):
    return "Order: %d-%d-%d\nTracking: %s %d %d %d\nTicket #%d\n" % (
        rng.randint(100, 999), rng.randint(1000000, 9999999), rng.randint(1000000, 9999999),
        rng.choice(["JJD", "1Z", "RR"]), rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(1000, 9999),
        rng.randint(100000, 999999))


def f_coordinates(rng, fake):
    return "Coordinates: lat %.6f, lon %.6f (elevation %d m)\n" % (rng.uniform(-60, 70), rng.uniform(-170, 170), rng.randint(0, 3000))


def f_hashes(rng, fake):
    return "sha256: %064x\nmd5 %032x  %s.tar.gz\n" % (rng.getrandbits(256), rng.getrandbits(128), fake.word())


def f_mac(rng, fake):
    macs = ["-".join("%02X" % rng.randint(0, 255) for _ in range(6)) for _ in range(2)]
    return "MAC address %s (wlan0), MAC %s (eth0)\n" % tuple(macs)


def f_tax(rng, fake):
    return "VAT: %s%d\nTax no: %d/%d/%d\n" % (rng.choice(["DE", "FR", "IT", "NL"]), rng.randint(100000000, 999999999),
                                           rng.randint(10, 99), rng.randint(100, 999), rng.randint(10000, 99999))


def f_postcodes(rng, fake):
    return "%s\nPostcode: %s\nZIP %05d-%04d\n" % (fake.street_address(), fake.postcode(), rng.randint(10000, 99999), rng.randint(1000, 9999))


def f_otp(rng, fake):
    return "Your verification code is %06d. It expires in %d minutes. Code: %03d %03d\n" % (
        rng.randint(0, 999999), rng.randint(2, 15), rng.randint(0, 999), rng.randint(0, 999))


def f_parts(rng, fake):
    return "Part no. %d-%d-%d  qty %d\nSKU %d.%d.%d\n" % (rng.randint(100, 999), rng.randint(1000, 9999), rng.randint(10, 99),
                                                        rng.randint(1, 50), rng.randint(100, 999), rng.randint(100, 999), rng.randint(10, 99))


def f_population(rng, fake):
    return "%s — Population: %s (census %d), area %d.%d km²\n" % (fake.city(), "{:,}".format(rng.randint(1000000, 30000000)).replace(",", " "),
                                                                rng.randint(2000, 2022), rng.randint(10, 9000), rng.randint(0, 9))


def f_scores(rng, fake):
    return "Final score %d:%d, attendance %s, half-time %d–%d\n" % (rng.randint(0, 5), rng.randint(0, 5),
                                                                    "{:,}".format(rng.randint(1000, 90000)), rng.randint(0, 3), rng.randint(0, 3))


def f_measurements(rng, fake):
    rows = ["%5.1f  %6.2f  %7.3f" % (rng.uniform(0, 100), rng.uniform(0, 500), rng.uniform(0, 9)) for _ in range(4)]
    return "temp    flow    ratio\n" + "\n".join(rows) + "\n"


def f_sort_code(rng, fake):
    return "Sort code: %02d-%02d-%02d (account details on request)\n" % (rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99))


def f_masked_card(rng, fake):
    return "Paid with card **** **** **** %04d on %d %s. Refund to •••• %04d.\n" % (
        rng.randint(0, 9999), rng.randint(1, 28), rng.choice(MONTHS), rng.randint(0, 9999))


def f_labelled_phone_like(rng, fake):
    return "Order: 0%d %d %d\nCustomer no: %d %d %d\nBooking: %d-%d\n" % (
        rng.randint(20, 89), rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(100, 999),
        rng.randint(100, 999), rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(100000, 999999))


GENRES_FREE = {
    "versions": f_versions, "section-numbers": f_sections, "oids": f_oids, "dates-times": f_dates,
    "prices": f_prices, "isbn": f_isbn, "imei": f_imei, "order-tracking": f_order,
    "coordinates": f_coordinates, "hashes": f_hashes, "mac-addresses": f_mac, "tax-ids": f_tax,
    "postcodes": f_postcodes, "otp": f_otp, "part-numbers": f_parts, "population": f_population,
    "scores": f_scores, "measurements": f_measurements, "sort-code": f_sort_code,
    "masked-card": f_masked_card, "labelled-phone-like": f_labelled_phone_like,
}


# ---------------------------------------------------------------- real snippets

# (source, locale, text, [(entity, string), ...]); the labels were read by hand.
REAL_SNIPPETS = [
    ('vfl-zusamaltheim-web', 'de_DE',
     '<th>Funktion</th> <th>Name</th> <th>Telefon</th><th>Email</th>\n</tr>\n</thead> \n<tbody>\n<tr class="odd">\n<td>Abteilungsleiter:</td>\n<td>Jochen Manzenrieder</td>\n<td>0176 / 833 297 56</td>\n<td><a title="Mail an Herrn Jochen Manzenrieder" href="mailto:jochen.manzenrieder@freenet,de">jochen.manzenrieder@freenet.de</a></td>\n</tr>\n<tr>\n<tr class="even">\n<td>Jugendleiter:</td>\n<td>Markus Hefele</td>\n<td>0152 / 292 303 59</td>\n<td><a title="Mail z.Hd. Herrn Jochen Manzenrieder" href="mailto:markus9@online.de">markus9@online.de</a></td>\n</tr>\n<tr class="odd">\n<td>Pressewart:</td>\n<td>Erich Wieland</td>\n<td>0170 / 891 717 8</td>\n<td><a title="Mail an Herrn Erich Wieland" href="mailto:erichwieland2006@web.de">erichwieland2006@web.de</a><br></td>\n</tr>\n<tr>\n</tr>\n<tr class="odd">',
     [('EMAIL_ADDRESS', 'erichwieland2006@web.de'), ('EMAIL_ADDRESS', 'jochen.manzenrieder@freenet.de'), ('EMAIL_ADDRESS', 'markus9@online.de'), ('PHONE_NUMBER', '0152 / 292 303 59'), ('PHONE_NUMBER', '0170 / 891 717 8'), ('PHONE_NUMBER', '0176 / 833 297 56')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '---\ntitle: Tennis\nlayout: single\nmenu:\n  main:\n    identifier: tennis\n---\n\n## Ansprechpartner\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th> <th>Name</th> <th>Telefon</th><th>Email</th>\n</tr>\n</thead> \n<tbody>\n<tr class="odd">\n<td>Abteilungsleiter:</td>\n<td>Rudi Kohlert<br></td>\n<td>0157 / 850 790 96<br></td>\n<td>r.kohlert@gmx.de<br></td>\n</tr>\n<tr class="even">\n<td>Abteilungsleiter (stv)</td>\n<td>Josef Rupp<br></td>\n<td>0151 / 708 306 44<br></td>\n<td>j.rupp5555@gmail.com<br></td>\n</tr>\n<tr>\n</tr>\n</tr>\n</tbody>\n</table>\n\n### Ansprechpartner - Mannschaftsführer*innen - Tennis\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th><th>Name</th><th>Telefon</th><th>Email<br></th>',
     [('EMAIL_ADDRESS', 'j.rupp5555@gmail.com'), ('EMAIL_ADDRESS', 'r.kohlert@gmx.de'), ('PHONE_NUMBER', '0151 / 708 306 44'), ('PHONE_NUMBER', '0157 / 850 790 96')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '---\ntitle: Tischtennis\nlayout: single\nmenu:\n  main:\n    identifier: tischtennis\n---\n\n## Ansprechpartner\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th> <th>Name</th> <th>Telefon</th><th>Email</th>\n</tr>\n</thead>\n<tbody>\n<tr class="odd">\n<td>Abteilungsleiter:</td>\n<td>Johannes Lutz<br></td>\n<td>0176 / 555 353 96<br></td>\n<td><a title="Mail an Herrn Johannes Lutz" href="mailto:Jo20Lu00@gmail.com">Jo20Lu00@gmail.com</a><br></td>\n</tr>\n<tr class="even">\n<td>Abteilungsleiter<br>(Stellvertreter)</td>\n<td>Michael Meyerle<br></td>\n<td>0152 / 262 988 66</td>\n<td><a title="Mail an Herrn Michael Meyerle" href="mailto:michael.meyerle@gmx.de">michael.meyerle@gmx.de</a><br></td>',
     [('EMAIL_ADDRESS', 'Jo20Lu00@gmail.com'), ('EMAIL_ADDRESS', 'michael.meyerle@gmx.de'), ('PHONE_NUMBER', '0152 / 262 988 66'), ('PHONE_NUMBER', '0176 / 555 353 96')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '<td><a title="Mail an Herrn Johannes Lutz" href="mailto:Jo20Lu00@gmail.com">Jo20Lu00@gmail.com</a><br></td>\n</tr>\n<tr class="even">\n<td>Abteilungsleiter<br>(Stellvertreter)</td>\n<td>Michael Meyerle<br></td>\n<td>0152 / 262 988 66</td>\n<td><a title="Mail an Herrn Michael Meyerle" href="mailto:michael.meyerle@gmx.de">michael.meyerle@gmx.de</a><br></td>\n</tr>\n<tr class="odd">\n<td>Jugendwart:<br></td>\n<td>Ralf Gumpp</td>\n<td>0172 / 861 852 1</td>\n<td><a title="Mail an Herrn Ralf Gumpp" href="mailto:xxxx">xxxx</a></td>\n</tr>\n<tr class="odd">\n<td>Gerätewart</td>\n<td>Werner Tepasse</td>\n<td>08296 / 1472</td>\n<td><a title="Mail an Herrn Werner Tepasse" href="mailto:xxxx">xxxx</a></td>\n</tr>\n</tbody>\n</table>\n\n###  Trainer\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th><th>Trainer</th><th>Telefon</th><th>Termin<br></th>',
     [('EMAIL_ADDRESS', 'Jo20Lu00@gmail.com'), ('EMAIL_ADDRESS', 'michael.meyerle@gmx.de'), ('PHONE_NUMBER', '0152 / 262 988 66'), ('PHONE_NUMBER', '0172 / 861 852 1'), ('PHONE_NUMBER', '08296 / 1472')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '<td>Gerätewart</td>\n<td>Werner Tepasse</td>\n<td>08296 / 1472</td>\n<td><a title="Mail an Herrn Werner Tepasse" href="mailto:xxxx">xxxx</a></td>\n</tr>\n</tbody>\n</table>\n\n###  Trainer\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th><th>Trainer</th><th>Telefon</th><th>Termin<br></th>\n</tr>\n<tr class="even">\n<td>Trainer</td>\n<td>Ralf Gumpp<br>Michael Meyerle</td>\n<td>0172 / 861 852 1<br>0152 / 262 988 66</td>\n<td>Dienstag: 18.00 - 21.00 Uhr<br>Freitag: 18.00 - 21.00 Uhr</td>\n</tr>\n</thead> \n<tbody>\n</tbody>\n</table>\n\n### Mannschaftsführer\n\n<table>\n<thead>\n<tr>\n<th>Mannschaft</th><th>Mannschaftsführer</th><th>Telefon</th></th><th>Email</th>\n</tr>\n</thead> \n<tbody>\n<tr class="odd">\n<td>1. Herrenmannschaft</td>\n<td>Michael Meyerle<br></td>',
     [('PHONE_NUMBER', '0152 / 262 988 66'), ('PHONE_NUMBER', '0172 / 861 852 1'), ('PHONE_NUMBER', '08296 / 1472')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '---\ntitle: Turnen\nlayout: single\nmenu:\n  main:\n    identifier: turnen\n---\n\n## Ansprechpartner\n\n<table>\n<thead> \n<tr>\n<th>Funktion</th> <th>Name</th> <th>Telefon <br></th><th>Email</th>\n</tr>\n</thead> \n<tbody>\n<tr class="odd">\n<td>Abteilungsleiter:</td>\n<td>Irene Kaim<br></td>\n<td>0172 / 921 334 0</td>\n<td>irene.kaim@icloud.com<br></td>\n</tr>\n<tr class="even">\n<td>Abteilungsleiter (stv)</td>\n<td>Dunja Reiter<br></td>\n<td>08272 / 6219<br></td>\n<td></td>\n</tr>\n<tr class="odd">\n<td>Kassenwart</td>\n<td>Helga Killisperger<br></td>\n<td>08296/ 279009<br></td>\n<td>&nbsp;</td>\n</tr>\n</tbody>\n</table>\n\n### Übungsleiter*innen\n\n<table>\n<thead> \n<tr>\n<th>Sparte</th> <th>Übungsleiter</th> <th>Telefon</th> <th>Trainingstermin<br></th>',
     [('EMAIL_ADDRESS', 'irene.kaim@icloud.com'), ('PHONE_NUMBER', '0172 / 921 334 0'), ('PHONE_NUMBER', '08272 / 6219'), ('PHONE_NUMBER', '08296/ 279009')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '<td>Kassenwart</td>\n<td>Helga Killisperger<br></td>\n<td>08296/ 279009<br></td>\n<td>&nbsp;</td>\n</tr>\n</tbody>\n</table>\n\n### Übungsleiter*innen\n\n<table>\n<thead> \n<tr>\n<th>Sparte</th> <th>Übungsleiter</th> <th>Telefon</th> <th>Trainingstermin<br></th>\n</tr>\n<tr class="odd">\n<td>Mutti-Kind:</td>\n<td>Arjan Plooij<br>Kathrin Niesner<br>Anita Kramer</td>\n<td>0160 / 979 788 05<br>0151 / 110 808 15<br>xxxx</td>\n<td>Montag: 16.15 - 17.45 h</td>\n</tr>\n<tr class="odd">\n<td>Gesundheitsgymnastik</td>\n<td>Wolfgang Patz<br></td>\n<td>0151 / 125 416 18</td>\n<td>Montag: 19.00 - 19.45 h<br></td></tr>\n<tr class="odd">\n</tr>\n<tr class="odd">\n<td>Body-Fit</td>\n<td>Dunja Reiter</td>\n<td>08272 / 6219</td>\n<td>Montag, 20.00 - 21.00 h</td>',
     [('PHONE_NUMBER', '0151 / 110 808 15'), ('PHONE_NUMBER', '0151 / 125 416 18'), ('PHONE_NUMBER', '0160 / 979 788 05'), ('PHONE_NUMBER', '08272 / 6219'), ('PHONE_NUMBER', '08296/ 279009')]),
    ('vfl-zusamaltheim-web', 'de_DE',
     '<td>Gesundheitsgymnastik</td>\n<td>Wolfgang Patz<br></td>\n<td>0151 / 125 416 18</td>\n<td>Montag: 19.00 - 19.45 h<br></td></tr>\n<tr class="odd">\n</tr>\n<tr class="odd">\n<td>Body-Fit</td>\n<td>Dunja Reiter</td>\n<td>08272 / 6219</td>\n<td>Montag, 20.00 - 21.00 h</td>\n</tr>\n<td>Kinderturnen</td>\n<td>Simona Greif<br>Melanie Baumgart<br>Maria Krüger</td>\n<td>0151 / 128 106 89<br>0163 / 726 606 5<br>0152 / 531 243 95</td>\n<td>Donnerstag: 17.00 - 18.30 h<br></td>\n</tr>\n<tr class="even">\n<td>Zumba</td>\n<td>Nadine Vogt</td>\n<td>0176 / 349 400 26</td>\n<td>Donnerstag, 19.00 - 20.00 h</td>\n\n</tr>\n</thead> \n<tbody>\n</tbody>\n</table>\n<br>\n[![Turnen1](/images/Kinderturnen_1.jpeg)]({{< ref "/turnen/_index.md" >}})\n[![Turnen2](/images/Kinderturnen_2.jpeg)]({{< ref "/turnen/_index.md" >}})',
     [('PHONE_NUMBER', '0151 / 125 416 18'), ('PHONE_NUMBER', '0151 / 128 106 89'), ('PHONE_NUMBER', '0152 / 531 243 95'), ('PHONE_NUMBER', '0163 / 726 606 5'), ('PHONE_NUMBER', '0176 / 349 400 26'), ('PHONE_NUMBER', '08272 / 6219')]),
    ('annunlord-github-io', 'en_US',
     '  - title: "Parochial Vicar"\n    name: "Father Max Gallegos"\n    informal_name: "Fr. Max Gallegos"\n    photo: "/assets/images/gallegos.webp"\n    bio: "Peace be with you! I am delighted to be a part of this wonderful parish family. Whether you are a lifelong member or a first-time visitor, know that you are always welcome here." # <-- New field\n    contact:\n      - value: "(256) 353-2667 x 131"\n        link: "tel:+1-256-353-2667,,131"\n        style: "btn--inverse"\n      - value: "padre@annunlord.com"\n        link: "mailto:padre@annunlord.com"\n        style: "btn--inverse"\n\ndeacons:\n  - title: "Deacon"\n    name: "Deacon Patrick Lappert"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 221-8844"\n        link: "tel:+1-256-221-8844"',
     [('EMAIL_ADDRESS', 'padre@annunlord.com'), ('PHONE_NUMBER', '(256) 221-8844'), ('PHONE_NUMBER', '(256) 353-2667 x 131'), ('PHONE_NUMBER', '+1-256-221-8844'), ('PHONE_NUMBER', '+1-256-353-2667')]),
    ('annunlord-github-io', 'en_US',
     '        style: "btn--inverse"\n\ndeacons:\n  - title: "Deacon"\n    name: "Deacon Patrick Lappert"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 221-8844"\n        link: "tel:+1-256-221-8844"\n        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Lou Sciaroni"\n    photo: "/assets/images/DcnSciaroni.webp"\n    contact:\n      - value: "(256) 355-3363"\n        link: "tel:+1-256-355-3363"\n        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Bob Catanach"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 604-6865"\n        link: "tel:+1-256-604-6865"\n        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Javier Ramirez"\n    photo: "/assets/images/bio-photo-2.webp"',
     [('PHONE_NUMBER', '(256) 221-8844'), ('PHONE_NUMBER', '(256) 355-3363'), ('PHONE_NUMBER', '(256) 604-6865'), ('PHONE_NUMBER', '+1-256-221-8844'), ('PHONE_NUMBER', '+1-256-355-3363'), ('PHONE_NUMBER', '+1-256-604-6865')]),
    ('annunlord-github-io', 'en_US',
     '        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Bob Catanach"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 604-6865"\n        link: "tel:+1-256-604-6865"\n        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Javier Ramirez"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 345-1721"\n        link: "tel:+1-256-345-1721"\n        style: "btn--inverse"\n  - title: "Deacon"\n    name: "Deacon Rick Chenault"\n    photo: "/assets/images/bio-photo-2.webp"\n    contact:\n      - value: "(256) 476-0134"\n        link: "tel:+1-256-476-0134"\n        style: "btn--inverse"\n\nparish_staff:\n  - title: "Secretary"\n    name: ""\n    photo: "/assets/images/bio-photo-2.webp"',
     [('PHONE_NUMBER', '(256) 345-1721'), ('PHONE_NUMBER', '(256) 476-0134'), ('PHONE_NUMBER', '(256) 604-6865'), ('PHONE_NUMBER', '+1-256-345-1721'), ('PHONE_NUMBER', '+1-256-476-0134'), ('PHONE_NUMBER', '+1-256-604-6865')]),
    ('annunlord-github-io', 'en_US',
     '## St. Vincent DePaul\n\nFor financial help or for assistance with food Please call\n[(256) 353-2667 x 502](tel:+1-256-353-2667,,502){: .btn .btn--inverse}\n{: .notice--success}\n\n## Our Diocese\n\n<address>\nDiocese of Birmingham in Alabama<br/>\n2121 3rd Avenue North (35203)<br/>\nP. O. Box 12047<br/>\nBirmingham, AL 35202-2047<br/>\nUnited States\n</address>\n\n[(205) 838-8322](tel:+1-205-838-8322){: .btn .btn--inverse}\n[www.bhmdiocese.org](https://www.bhmdiocese.org){: .btn .btn--inverse}\n\n## United States Conference of Catholic Bishops\n\n<address>\nUnited States Conference of Catholic Bishops<br/>\n3211 Fourth Street NE<br/>\nWashington DC 20017<br/>\nUnited States\n</address>\n\n[(202) 541-3000](tel:+1-202-541-3000){: .btn .btn--inverse}',
     [('PHONE_NUMBER', '(202) 541-3000'), ('PHONE_NUMBER', '(205) 838-8322'), ('PHONE_NUMBER', '(256) 353-2667 x 502'), ('PHONE_NUMBER', '+1-202-541-3000'), ('PHONE_NUMBER', '+1-205-838-8322'), ('PHONE_NUMBER', '+1-256-353-2667')]),
    ('invicto', 'nl_BE',
     '+++\ntitle = "Contact"\ndescription = "Voor al uw vragen"\ndate = 2021-03-09T11:19:39+01:00\nkeywords = ["contact", "e-mail", "informatie", "gegevens", "locatie", "keerbergen", "sporthal", "administratie", "federatie"]\ndraft = false\nlayout = "generic"\n+++\n## Contact Informatie\n### Locatie van trainingen\nGemeentelijke Sporthal Keerbergen \\\nPutsebaan 103 \\\n3140 Keerbergen \\\nTel.: +32 15 51 80 71\n\nZie ook: [trainingen](/trainingen).',
     [('PHONE_NUMBER', '+32 15 51 80 71')]),
    ('invicto', 'nl_BE',
     '* Dinsdag: [Brazilian Ju-Jitsu (BJJ)](/bjj) van 20:30 tot 22:00.\n* Donderdag: [Ju-Jitsu Fighting](/fighting) van 19:30 tot 20:30.\n* Donderdag: [No-Gi / Grappling](/grappling) van 20:30 tot 22:00.\n* Zaterdag: [Striking](/striking) van 09:30 tot 10:30.\n* Zaterdag: [No-Gi / Grappling](/grappling) van 10:30 tot 12:30.\n\n### Locatie\nGemeentelijke Sporthal Keerbergen \\\nPutsebaan 103 \\\n3140 Keerbergen \\\nTel.: +32 15 51 80 71\n\n### Trainers\nEr wordt lesgegeven door [Sport vlaanderen erkende / gediplomeerde trainers](/trainers)\n\n## Trainingskledij \n* De GI mag enkel van logo’s en reclame voorzien worden die door het Bestuur werden goedgekeurd\n* Aan representaties binnen de VJJF en BJJF of internationale wedstrijden gelinkt aan JJIF wordt steeds deelgenomen onder Invicto Belgium en in outfit van Invicto Belgium (wedstrijdgi en trainingsoutfit)',
     [('PHONE_NUMBER', '+32 15 51 80 71')]),
    ('vvschijf-netlify', 'nl_NL',
     '---\ntitle: Afgelastingen\n---\n\nHieronder wordt de procedure van de communicatie bij afgelastingen toegelicht.\n\n## Afgelasting op trainingsdagen\nOp iedere trainingsdag worden afgelastingen gemeld via de **afgelast App**. \n(ben je nog niet toegevoegd aan deze App, stuur dan even een verzoek naar [06 55 688 931](tel:0655688931))\n\nIn overleg kan voor de prestatiegerichte teams (Heren 1, Heren 2 en Dames 1) een uitzondering worden gemaakt.\nDit kan betekenen dat zij op delen van het veld mogen trainen of lopen.\n\nWanneer een specifiek veld niet bespeeld mag worden door alle teams, wordt dit aan de leiders gecommuniceerd.\n\n## Afgelasting op wedstrijddagen\nBij wedstrijden zijn er 3 manieren waarop een afgelasting tot stand kan komen:',
     [('PHONE_NUMBER', '06 55 688 931'), ('PHONE_NUMBER', '0655688931')]),
    ('vvschijf-netlify', 'nl_NL',
     '\nIn contact komen met de vertrouwenscontactpersoon? Wij stellen je graag voor: Kristel Snepvangers-Kerstens 0612199063/mobypinas@hotmail.com , Sanne Aarts sanne_weslee@hotmail.com en Sven Arink 0612010556\n\nEven voorstellen: Mijn naam is Kristel geboren en getogen in Schijf. Moeder van 2 dochters waarvan mijn oudste dochter momenteel voetbalt bij de dames van Schijf. Zelf heb ik ook gevoetbald, maar dat is intussen al wel heel wat jaren geleden. Voor mijn rol als vertrouwenspersoon was ik al betrokken bij de vereniging. Startend als leider, daarna leider/trainer bij de jeugd. Later als lid van het jeugdbestuur. Nu mag ik de rol van vertrouwenscontactpersoon vervullen. Dit is een nieuwe rol binnen de vereniging en dat maakt dat het misschien nog niet heel duidelijk is wat dit inhoudt. Iedereen is vrij om me te benaderen met vragen hierover. En ik hoop dat jullie me ook weten te vinden als het gaat om situaties die mogelijk lastig zijn.',
     [('EMAIL_ADDRESS', 'mobypinas@hotmail.com'), ('EMAIL_ADDRESS', 'sanne_weslee@hotmail.com'), ('PHONE_NUMBER', '0612010556'), ('PHONE_NUMBER', '0612199063')]),
    ('vvschijf-netlify', 'nl_NL',
     'Graag ook de naam van de vervanger doorgeven aan Jan Naalden.\n\nHet **overzicht** wanneer wie aan de beurt is kun je onder aan deze pagina **downloaden** en hangt ook op het mededelingenbord in de kantine.\nOp maandag voordat je aan de beurt bent word je ter herinnering door Jan Naalden gebeld.\n\n## Contactpersoon oud-papier\n\n**Jan Naalden**\\\nTelefoon: [0165 - 34 36 95](tel:0165343695)\\\nMobiel: [06 - 48 62 09 13](tel:0648620913)',
     [('PHONE_NUMBER', '0165 - 34 36 95'), ('PHONE_NUMBER', '0165343695'), ('PHONE_NUMBER', '06 - 48 62 09 13'), ('PHONE_NUMBER', '0648620913')]),
    ('vvschijf-netlify', 'nl_NL',
     '    image: /img/vleeswinkeltje.png\n    link: http://www.vleeswienkeltje.nl/\n---\n## Sponsor worden?\nBenieuwd naar de mogelijkheden om sponsor van VV Schijf te worden? Gebruik dan [dit contactformulier](#form) of neem dan contact op met:\n\n**Rob Adriaensen**\\\n[robadriaensen@gmail.com](mailto:robadriaensen@gmail.com)\\\nScherpenbergsebaan 27\\\n4721 ST Schijf\\\n[06-83968415](tel:+31683968415)\n',
     [('EMAIL_ADDRESS', 'robadriaensen@gmail.com'), ('PHONE_NUMBER', '+31683968415'), ('PHONE_NUMBER', '06-83968415')]),
    ('consanpaolino', 'it_IT',
     'manifestazione culturale, portata avanti dalla nostra Associazione senza alcuno\nscopo di lucro e solo a fini sociali, culturali e ricreativi.\n\nLe modalità di erogazione del contributo, per consentirne la piena\ntracciabilità, è attraverso bonifico bancario con i seguenti dati:\n\nintestatario: Associazione Contrade San Paolino\nIBAN: IT83G0626013711100000009749\n\n## Contatti\n\nPaolo Gianni\n\nPresidente ACSP\n\nCellulare:  347 35 79 286\n\nEmail: consanpaolino@gmail.com\n',
     [('EMAIL_ADDRESS', 'consanpaolino@gmail.com'), ('IBAN_CODE', 'IT83G0626013711100000009749'), ('PHONE_NUMBER', '347 35 79 286')]),
    ('1polska', 'pl_PL',
     '\tKontakt dla osób chcących działać "w realu" (nie tylko w sieci) oraz lokalnie na rzecz zjednoczenia społeczeństwa i\n\tpołączenia sił:<br/>\n\t<strong>Jarek Zienkiewicz</strong> ( <a href="mailto:Jarek1PL@gmail.com?Subject=1Polska%20stronaWWW">Jarek1PL@gmail.com</a> )\n\t- koordynator spraw organizacyjnych i kontakt informacyjny<br/>\n\t<br/>\n<!--\t<strong>*** KONTAKT DLA MEDIÓW:</strong> Mariusz Olczak <strong>+48 510 789 412</strong><br/>\n\t<strong id="grupy">Mariusz Olczak - Pełnomocnik wyborczy KWW Jedna Polska - Ruch Oddolny</strong><br/>\n\t<br/>\n\tKoordynator główny budowy struktur lokalnych:<br/>\n\t<strong>Jan Sposób</strong> ( <a href="mailto:jan.sposob@o2.pl?Subject=1Polska%20struktury%20stronaWWW">jan.sposob@o2.pl</a> ) <strong>tel: +48 794 999 711</strong> <br/>\n-->',
     [('EMAIL_ADDRESS', 'Jarek1PL@gmail.com'), ('EMAIL_ADDRESS', 'jan.sposob@o2.pl'), ('PHONE_NUMBER', '+48 510 789 412'), ('PHONE_NUMBER', '+48 794 999 711')]),
    ('vsf-nu', 'sv_SE',
     '<?php include "head.php"; ?>\n\t<body>\n\t\t<div id="wrap">\n\n<?php include "meny.php" ?>\n\n\t\t\t<div id="left">\n\t\t\t\t<h2>Bli medlem!</h2>\n\t\t\t\t<p>Ett medlemskap kostar 100 kr per år till och med 18 år. 19 år och uppåt 275 kr per år. Du kan bli medlem\n\t\t\t\t\tgenom att sätta in beloppet på Bankgiro 5949-4591. <span class="strong">Glöm inte ange namn och adress!</span>\n\t\t\t\t</p>\n\t\t\t\t<p>\t\t\t\t\n\t\t\t\tDu kan också fylla i dina uppgifter i formuläret, så kommer vsf att höra av sig till dig inom kort! Har du frågor om medlemskap, \n\t\t\t\tkontakta\n\t\t\t\t</p>\n\t\t\t\t<p>Anders Brissman<br/>\n\t\t\t\tVästra Långgatan 93 B<br/>\n\t\t\t\t543 33 Tibro<br/>\n\t\t\t\tTelefon: 0504 - 120 10</p>',
     [('PHONE_NUMBER', '0504 - 120 10')]),
    ('vsf-nu', 'sv_SE',
     '\t\t\t\t\t<h4>VALBEREDNING:</h4>\n\t\t\t\t\t<p>Thomas Johansson<br/>\n\t\t\t\t\t(sammankallande)<br/>\n\t\t\t\t\tSäckpipsgatan 9<br/>\n\t\t\t\t\t504 72 BORÅS<br/>\n\t\t\t\t\t033- 120350 </p>\n\t\t\t\t\t<p>\n\t\t\t\t\tArne Elmgren<br/>\n\t\t\t\t\tMossöa<br/>\n\t\t\t\t\t511 93 TORESTORP<br/>\n\t\t\t\t\tTel 0320 - 55167<br/>\n\t\t\t\t\t</p>\n\t\t\t\t\t<p>Mikael Pettersson<br />\n\t\t\t\t\tKrukmakarevägen 1 <br />\n\t\t\t\t\t54535 TÖREBODA<br />\n\t\t\t\t\tTel 0762 - 25 44 88 \n\t\t\t\t\t</p>\n\t\t\t\t</div>\n\t\t\t\t<div id="forsrev">\n\t\t\t\t\t<h4>REVISORER:</h4>\n\t\t\t\t\t<p>Marika Jakobsson<br/>\n\t\t\t\t\tÅke Nyqvist<br/></p>\n\t\t\t\t\t<p>Ersättare:<br/>\n\t\t\t\t\tDan van Ginhofen<br/>\n\t\t\t\t\tInga-Lill Andersson</p>\n\t\t\t\t</div>\n\t\t\t\t<div class="clear">\n\t\t\t\t</div>\n\t\t\t\t<div id="luft">\n\t\t\t\t</div>\n\t\t\t</div>\n<?php include "right.php"; ?>\n<?php include "sidfot.php"; ?>',
     [('PHONE_NUMBER', '033- 120350'), ('PHONE_NUMBER', '0762 - 25 44 88')]),
    ('php-site', 'sv_SE',
     '  <p>Tåsjö IF är en idrottsförening i Tåsjö, i norra Jämtland.<br>Föreningen bildades 1938 och huvudgrenen är längdskidåkning.<br>Föreningen står bakom Tåsjöklassikern och arrangerar deltävlingarna Tåsjödalen Classic Ski (långlopp skidor), Tåsjö-Flåset (löpning) och Tåsjö-Trampet (cykling).</p>\n  <p>Föreningen har cirka 200 medlemmar.&nbsp;</p>\n  <p><strong>Styrelsen</strong><br>Magnus Ahlstrand, ordförande och kassör, 070-620 69 93<br>Thomas Blom, vice ordförande,&nbsp;070-348 16 45<br>Tomas Mårtensson, sekreterare, 070-298 54 08<br>Erika Magnusson, ledamot, 070-294 36 86<br>Katarina Bjelke, ledamot, 070-659 65 63<br>Oskar Ahlstrand, suppleant, 070-620 19 34<br><br></p>\n  <p>\n    <strong>Kontaktuppgifter</strong><br>Mejl: <a href="mailto:info@tasjoif.se">info@tasjoif.se</a>\n',
     [('EMAIL_ADDRESS', 'info@tasjoif.se'), ('PHONE_NUMBER', '070-294 36 86'), ('PHONE_NUMBER', '070-298 54 08'), ('PHONE_NUMBER', '070-348 16 45'), ('PHONE_NUMBER', '070-620 19 34'), ('PHONE_NUMBER', '070-620 69 93'), ('PHONE_NUMBER', '070-659 65 63')]),
    ('sokolsestajovice-cz', 'cs_CZ',
     'V každé kategorii bude vyhlášeno 1.–3. místo.\n\nStart a cíl\n\n- fotbalové hřiště Šestajovice\n- [mapa trasy závodu na 6000 m](https://mapy.cz/s/17ZQ1)\n\nStartovné\n\n- Děti do 18-ti let a účastníci nad 60 let zdarma. Ostatní 50,– Kč.\n- Platí se při registraci hotově.\n\nKontakt\n\nHana Otáhalová, [sokol.sestajovice@gmail.com](mailto:sokol.sestajovice@gmail.com), 605 204 967\n\nDoprovodný program\n\nZábavné aktivity pro děti během závodu hlavní kategorie.\n\nChcete se aktivně zúčastnit, ale nechcete nebo nemůžete běhat? **Zúčastněte se jako dobrovolník** a pomozte s organizací závodu. V případě zájmu nás kontaktujte na [sokol.sestajovice@gmail.com](mailto:sokol.sestajovice@gmail.com)\n\n\n**Vypnutí aplikace pro členy**\n',
     [('EMAIL_ADDRESS', 'sokol.sestajovice@gmail.com'), ('PHONE_NUMBER', '605 204 967')]),
    ('sokolsestajovice-cz', 'cs_CZ',
     '| 6000 m velké plemeno + muži | pes nad 10 kg |\n\nV každé kategorii bude vyhlášeno 1.–3. místo.\n\n\nStart a cíl: fotbalové hřiště Šestajovice\n\n* [mapa trasy závodu na 6000 m](https://mapy.cz/s/17ZQ1)\n\nStartovné: Děti do 18-ti let a účastníci nad 60 let zdarma. Ostatní 50,– Kč. Platí se při registraci hotově.\n\nKontakt: Hana Otáhalová, sokol.sestajovice@gmail.com, 605 204 967\n\nDoprovodný program: Zábavné aktivity pro děti během závodu hlavní kategorie.\n\nChcete se aktivně zúčastnit, ale nechcete nebo nemůžete běhat? Zúčastněte se jako dobrovolník a pomozte s organizací závodu. V případě zájmu nás kontaktujte pomocí [formuláře níže](#f).\n\nPodívejte se na [výsledky](https://airtable.com/shr87059aLyUBQluR) nebo [foto](http://www.rajce.net/a12031180/) [galerie](http://www.rajce.net/a13364942) z minulých let.',
     [('EMAIL_ADDRESS', 'sokol.sestajovice@gmail.com'), ('PHONE_NUMBER', '605 204 967')]),
    ('sokolsestajovice-cz', 'cs_CZ',
     '\t\t\t\t\t\t\t\t\t\t\t<td>Pondělí a čtvrtek: velká sportovní hala, U Váhy 1000, 250 92 Šestajovice, Pátek: hala Čelákovice, U Učiliště 1683, 25088 Čelákovice</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Vedoucí oddílu</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>Ladislav Podracký, hlavní trenér Stanislav Rubeš</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Telefon na vedoucího</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>601 210 553</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Kapacita oddílu</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>30 členů</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Obsazenost oddílu</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>80 %</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Oddílový příspěvek</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>3 000 Kč za pololetí</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t</tbody>\n\t\t\t\t\t\t\t\t</table>',
     [('PHONE_NUMBER', '601 210 553')]),
    ('sokolsestajovice-cz', 'cs_CZ',
     '\t\t\t\t\t\t<div id="table12" class="table-wrapper">\n\t\t\t\t\t\t\t<div class="table-inner">\n\t\t\t\t\t\t\t\t<table>\n\t\t\t\t\t\t\t\t\t<tbody>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Věk členů</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>0–123 let</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Vedoucí oddílu</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>Jakub Otáhal</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Telefon na vedoucího</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>602 114 389</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Kapacita oddílu</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>neomezená</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t\t\t\t<td>Oddílový příspěvek</td>\n\t\t\t\t\t\t\t\t\t\t\t<td>nehradí se</td>\n\t\t\t\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t\t\t</tbody>\n\t\t\t\t\t\t\t\t</table>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div id="image24" data-scroll-id="prispivajici-prihlaska" data-scroll-behavior="default" class="image">',
     [('PHONE_NUMBER', '602 114 389')]),
    ('sokol', 'cs_CZ',
     '            <a href="img/areal/original/sokol_53.JPG" data-lightbox="stt" data-title="Místnost pro stolní tenis"><img class="img_detail img_klikatelne" src="img/areal/sokol_tn_53.jpg"></a>\n          </div>\n        </li>\n        <li>\n          <h2 class="podnadpis_areal">Restaurace U Havránka</h2>\n          <p>Posezení pro 50 osob</p>\n          <p>Celodenní provoz kuchyně</p></p>\n          <p>Salónek pro 40 osob</p>\n          <p>Terasa pro 25 osob</p>\n          <p><u>Pro rezervace volejte na: 377 423 737</u></p>\n          <p>Prozovní - Daniel Starý (+420 731 537 328)</p>\n          <div class="fotka_areal">\n            <a href="img/areal/original/havran_1.jpg" data-lightbox="res" data-title="Restaurace U Havránka"><img class="img_detail img_klikatelne" src="img/areal/havran_tn_1.jpg"></a>\n            <a href="img/areal/original/havran_2.jpg" data-lightbox="res" data-title="Restaurace U Havránka"><img class="img_detail img_klikatelne" src="img/areal/havran_tn_2.jpg"></a>',
     [('PHONE_NUMBER', '+420 731 537 328'), ('PHONE_NUMBER', '377 423 737')]),
    ('sokol', 'cs_CZ',
     '          </article>\n          <article class="flex_paticka kontakt">\n             <h2> Adresa </h2>\n              <p>TJ Sokol Plzeň-Doubravka<br>\n              Hřbitovní 24<br>\n              312 16, Plzeň<br>\n              <a href="https://www.google.cz/maps/place/T%C4%9Blocvi%C4%8Dn%C3%A1+jednota+Sokol+Plze%C5%88+-+Doubravka/@49.7552646,13.4240928,17z/data=!3m1!4b1!4m5!3m4!1s0x470af04afac2d239:0x135804b4242cac6f!8m2!3d49.7552612!4d13.4262815">(ukázat na mapě)</a>\n              <br> </p>\n             <h2> Kontakt </h2>\n              <p>tel. 602 169 692<br>\n              e-mail: miladanovakova@centrum.cz</p>\n              <a href="http://www.sokoldoubravka.cz/old/" target="_blank"> Staré stránky </a> ',
     [('EMAIL_ADDRESS', 'miladanovakova@centrum.cz'), ('PHONE_NUMBER', '602 169 692')]),
    ('sokol', 'cs_CZ',
     '          <h2 id="progres_nadpis"> Kontaktuje nás! </h2>\n\n\n          <div class="flex_kontakt">\n\n            <div class="person_flex">\n\n              <p class="funkce_kontakt">Starosta</p>\n              <img class="avatar" src="img/avatars/avatar_1.png" alt="avatar" width="50%">\n              <p class="jmeno_kontakt">Karas Milan</p>\n              <img src="img/tel_icon.png">\n              <a href="tel:+420720294536"><p class="cislo_kontakt">720 294 536</p></a>\n              <img src="img/obalka_icon.png" alt="obálka">\n              <a href="mailto:m.karas.ing@seznam.cz"><p class="email_kontakt">m.karas.ing@seznam.cz</p></a>\n\n            </div>\n\n            <div class="person_flex">\n\n              <p class="funkce_kontakt">Jednatelka</p>\n              <img class="avatar" src="img/avatars/avatar_2.png" alt="avatar" width="50%">',
     [('EMAIL_ADDRESS', 'm.karas.ing@seznam.cz'), ('PHONE_NUMBER', '+420720294536'), ('PHONE_NUMBER', '720 294 536')]),
    ('sokol', 'cs_CZ',
     '              <a href="mailto:m.karas.ing@seznam.cz"><p class="email_kontakt">m.karas.ing@seznam.cz</p></a>\n\n            </div>\n\n            <div class="person_flex">\n\n              <p class="funkce_kontakt">Jednatelka</p>\n              <img class="avatar" src="img/avatars/avatar_2.png" alt="avatar" width="50%">\n              <p class="jmeno_kontakt">Nováková Milada</p>\n              <img src="img/tel_icon.png">\n              <a href="tel:+420602169692"><p class="cislo_kontakt">602 169 692</p></a>\n              <img src="img/obalka_icon.png" alt="obálka">\n              <a href="mailto:miladanovakova@centrum.cz"><p class="email_kontakt">miladanovakova@centrum.cz</p></a>\n\n            </div>\n\n            <div class="person_flex">\n\n              <p class="funkce_kontakt">Hospodář</p>\n              <img class="avatar" src="img/avatars/avatar_3.png" alt="avatar" width="50%">',
     [('EMAIL_ADDRESS', 'm.karas.ing@seznam.cz'), ('EMAIL_ADDRESS', 'miladanovakova@centrum.cz'), ('PHONE_NUMBER', '+420602169692'), ('PHONE_NUMBER', '602 169 692')]),
    ('sokol', 'cs_CZ',
     '                   <p>badmintonové rakety vám vypleteme námi dodaným nebo vaším vlastním výpletem podle vašich požadavků. Pokud se vám při střetu se spoluhráčem nebo jiným nešťastným způsobem podaří nalomit nebo jinak poškodit badmintonovou raketu, zajistíme vám její opravu. Také vám můžeme nabídnout k\xa0prodeji základní badmintonové potřeby (rakety, míčky, bagy), zajistíme možnost testování a poradíme při výběru vhodného vybavení. Pro splnění vašich požadavků v\xa0tomto směru volejte na 602\xa0169 692 nebo pište na adresu miladanovakova@centrum.cz .</p> \n                   <div class="tlacitka_container"> \n                   <a class="container_button" href="tel:+420602169692"> Kontakt - Telefon </a>\n                   <a class="container_button" href="mail:miladanovakova@centrum.cz"> Kontakt - Email </a>     \n                   </div>      \n            </div>',
     [('EMAIL_ADDRESS', 'miladanovakova@centrum.cz'), ('PHONE_NUMBER', '+420602169692'), ('PHONE_NUMBER', '602\xa0169 692')]),
    ('sokol', 'cs_CZ',
     '            <div class="flex_kontakt" style="max-width: 600px;">\n            <div class="person_flex">\n            \n              <p class="funkce_kontakt">Jednatelka</p>\n              <img class="avatar" src="img/avatars/avatar_2.png" alt="avatar" width="50%">\n              <p class="jmeno_kontakt">Nováková Milada</p>\n              <img src="img/tel_icon.png">\n              <a href="tel:+420602169692"><p class="cislo_kontakt">602 169 692</p></a>\n              <img src="img/obalka_icon.png" alt="obálka">\n              <a href="mailto:miladanovakova@centrum.cz"><p class="email_kontakt">miladanovakova@centrum.cz</p></a>\n\n            </div>\n\n          </div>\n\n          \n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n<!-- -------------------------------------------------------------------------------------------------------------------- -->',
     [('EMAIL_ADDRESS', 'miladanovakova@centrum.cz'), ('PHONE_NUMBER', '+420602169692'), ('PHONE_NUMBER', '602 169 692')]),
    ('jtba2025', 'ja_JP',
     '    <li>事務局が休みの期間など、事情により返信が遅れる場合があります。</li>\n    <li>携帯電話の受信拒否設定や迷惑メールのフィルタリングにより、稀にメールが正常に届かない場合があります。お手元の受信機器の設定をご確認ください。お急ぎの場合は事務局へ直接お電話ください。</li>\n  </ul>\n</div>\n\n  <h2 class="headline-inquily ico-t">電話でのお問い合わせ</h2>\n  <dl class="inquiry-list">\n    <dt>受付時間</dt>\n    <dd>平日（月曜日〜金曜日）の午前９時から午後５時まで</dd>\n    <dt>電話番号</dt>\n    <dd class="inquiry-num-button"><a href="tel:0357385526">03-5738-5526<span><br>タップで電話をかける</span></a></dd>\n  </dl>\n  <ul class="inquiry-caution">\n    <li>年末年始・夏期休暇期間を除く（事務局のスケジュールは<a href="<?php echo get_permalink(241); ?>">行事予定表</a>をご確認ください）</li>\n    <li>各精舎へのご連絡は、<a href="<?php echo get_permalink(233); ?>">精舎とダンマサークル</a>のページをご覧ください。</li>\n    <li>行事に関するお問い合わせは、<a href="<?php echo get_permalink(241); ?>">行事予定表</a>に掲載されているそれぞれの「問い合わせ先」までご連絡ください。</li>',
     [('PHONE_NUMBER', '03-5738-5526'), ('PHONE_NUMBER', '0357385526')]),
    ('jtba2025', 'ja_JP',
     '    <li>年末年始・夏期休暇期間を除く（事務局のスケジュールは<a href="<?php echo get_permalink(241); ?>">行事予定表</a>をご確認ください）</li>\n    <li>各精舎へのご連絡は、<a href="<?php echo get_permalink(233); ?>">精舎とダンマサークル</a>のページをご覧ください。</li>\n    <li>行事に関するお問い合わせは、<a href="<?php echo get_permalink(241); ?>">行事予定表</a>に掲載されているそれぞれの「問い合わせ先」までご連絡ください。</li>\n  </ul>\n\n  <h2 class="headline-inquily ico-f">FAXによるお問い合わせ</h2>\n  <dl class="inquiry-list">\n    <dt>FAX番号</dt>\n    <dd class="inquiry-num">03-5738-5527</dd>\n  </dl>\n  <ul class="inquiry-caution">\n    <li>事務局が休みの期間などのお問合せは、返信が遅くなる場合があります。</li>\n  </ul>\n\n</div>\n',
     [('PHONE_NUMBER', '03-5738-5527')]),
    ('jtba2025', 'ja_JP',
     '  <h4 class="headline-eventcaution">行事に参加希望の方はお読みください</h4>\n  <ol>\n    <li>当協会の催しは会員に限らず誰でも自由に参加できます。宿泊瞑想会以外、予約は必要ありません。瞑想会に初めて参加される場合は、講師から瞑想指導がありますので、時間に遅れないようにお越しください。</li>\n    <li>瞑想会では、坐禅を組みますので座りやすい服装でお越しください。座ることが困難な方には椅子の用意があります。当日受付にお申し出ください(坐禅に使う坐布は、会場にあります）。</li>\n    <li>公共施設を使用した行事の際は、他団体の方々も使用されていますので、瞑想実践は決められた部屋でお願い致します。</li>\n    <li>問い合わせ先の指定がない催し物に関するお問い合せは、事務局(tel:03-5738-5526\u3000mail to: info@j-theravada.netまで。</li>\n  </ol>\n</section>\n<section>\n  <h4 class="headline-eventcaution">参加費（ご喜捨）について</h4>\n  <p>日本テーラワーダ仏教協会の行事は、基本的に参加者のご喜捨（お気持ちで頂くお布施）で運営されています。\n    <br> 初めて行事に参加される方は、「お布施と言われても実際にいくらぐらい払えばいいの？\u3000その場の雰囲気でお金を取られてしまうんじゃないの？」と不安になるかもしれません。\n    <br> お金を出したことで、あとから「見栄張って勿体なかった」「ケチりすぎた」といった後悔をすることなく、満足感と喜びを感じられるならば、それは「喜捨」になります。そのように、自分の「気持ち」を基準にすれば間違いないでしょう。お布施とは神秘的なものではなく、自分のこころによい結果をもたらす誰にでもできる「よいこと」です。',
     [('PHONE_NUMBER', '03-5738-5526')]),
    ('jtba2025', 'ja_JP',
     '    <br> お金を出したことで、あとから「見栄張って勿体なかった」「ケチりすぎた」といった後悔をすることなく、満足感と喜びを感じられるならば、それは「喜捨」になります。そのように、自分の「気持ち」を基準にすれば間違いないでしょう。お布施とは神秘的なものではなく、自分のこころによい結果をもたらす誰にでもできる「よいこと」です。\n    <br> そんな感じで、気楽に考えてご参加ください。</p>\n</section>\n\n<section id="sect-3">\n  <h2 class="headline-eventabout">各精舎の住所</h2>\n  <div class="wrapper-viharalist">\n    <section class="wrapper-viharaitem">\n      <h3 class="headline-eventvihara">ゴータミー精舎</h3>\n      <ul>\n        <li>東京都渋谷区幡ヶ谷1-23-9</li>\n        <li>電話：03-5738-5526</li>\n        <li>京王新線幡ケ谷駅，笹塚駅，小田急線（営団千代田線）代々木上原駅下車</li>\n      </ul>\n      <a href="<?php echo esc_url( home_url( \'/vihara\' ) ); ?>#sect-1" class="button-viharaitem">詳\u3000細</a>\n    </section>\n    <section class="wrapper-viharaitem">\n      <h3 class="headline-eventvihara">アラナ精舎</h3>\n      <ul>\n        <li>岸和田市流木町226</li>\n        <li>電話：072-427-6614</li>',
     [('PHONE_NUMBER', '03-5738-5526'), ('PHONE_NUMBER', '072-427-6614')]),
    ('jtba2025', 'ja_JP',
     '        <li>電話：072-427-6614</li>\n        <li>ＪＲ阪和線\u3000東岸和田駅，南海本線\u3000岸和田駅下車</li>\n      </ul>\n      <a href="<?php echo esc_url( home_url( \'/vihara\' ) ); ?>#sect-2" class="button-viharaitem">詳\u3000細</a>\n    </section>\n    <section class="wrapper-viharaitem">\n      <h3 class="headline-eventvihara">マーヤデーヴィー精舎</h3>\n      <ul>\n        <li>兵庫県三田市対中町21-2</li>\n        <li>079-506-0003</li>\n        <li>JR福知山線\u3000三田駅より徒歩約１５分，神戸電鉄\u3000三田本町駅より徒歩約１０分</li>\n      </ul>\n      <a href="<?php echo esc_url( home_url( \'/vihara\' ) ); ?>#sect-3" class="button-viharaitem">詳\u3000細</a>\n    </section>\n  </div>\n</section>\n\n',
     [('PHONE_NUMBER', '072-427-6614'), ('PHONE_NUMBER', '079-506-0003')]),
    ('jtba2025', 'ja_JP',
     '        <li>電話：03-5738-5526</li>\n        <li>京王新線幡ケ谷駅，笹塚駅，小田急線（営団千代田線）代々木上原駅下車</li>\n      </ul>\n      <a href="<?php echo esc_url( home_url( \'/vihara\' ) ); ?>#sect-1" class="button-viharaitem">詳\u3000細</a>\n    </section>\n    <section class="wrapper-viharaitem">\n      <h3 class="headline-eventvihara">アラナ精舎</h3>\n      <ul>\n        <li>岸和田市流木町226</li>\n        <li>電話：072-427-6614</li>\n        <li>ＪＲ阪和線\u3000東岸和田駅，南海本線\u3000岸和田駅下車</li>\n      </ul>\n      <a href="<?php echo esc_url( home_url( \'/vihara\' ) ); ?>#sect-2" class="button-viharaitem">詳\u3000細</a>\n    </section>\n    <section class="wrapper-viharaitem">\n      <h3 class="headline-eventvihara">マーヤデーヴィー精舎</h3>\n      <ul>\n        <li>兵庫県三田市対中町21-2</li>\n        <li>079-506-0003</li>\n        <li>JR福知山線\u3000三田駅より徒歩約１５分，神戸電鉄\u3000三田本町駅より徒歩約１０分</li>',
     [('PHONE_NUMBER', '03-5738-5526'), ('PHONE_NUMBER', '072-427-6614'), ('PHONE_NUMBER', '079-506-0003')]),
    ('nusite', 'de_DE',
     '[CCCongresses](https://www.ccc.de/en/updates/2019/36c3-in-leipzig "cccongress")\nvom 27. bis zum 30. Dezember mit ca. 17.000 Teilnehmern bieten wir für\nalle, deren Comfort Zone nicht für so viele Menschen Platz bietet, oder\ndie aus anderen Gründen nicht nach Leipzig fahren können, wieder\nCongress Everywhere an:\n[Vorträge](https://fahrplan.events.ccc.de/congress/2019/Fahrplan/) im\n[Congress-Stream](https://streaming.media.ccc.de/ "stream") gucken,\nbausteln, Pizza Essen im kleinen Rahmen in unseren gerade neu bezogenen\nRäumen ([gleicher Ort](/kontakt/ "Anfahrt"), ein\nStockwerk tiefer).\n\nAb dem Nachmittag bis in den Abend - guckt auf unserem Blog rechts oben,\nob der Space auf ist, oder ruft einfach an: +49 561 47395848',
     [('PHONE_NUMBER', '+49 561 47395848')]),
    ('nusite', 'de_DE',
     'Raum betrittst, passiert normalerweise: nichts. Wundere dich also nicht, sondern\n[sprich jemanden an](https://web.archive.org/web/20180207085018/https://store.xkcd.com/products/just-shy)!\n\nWenn du vorher mit uns Kontakt aufnehmen willst, melde dich einfach per Mail\noder in in unserem [Matrix-Chatraum][matrix].\n\n## Details\n\n* Email: `com[ät]flipdot.org` (Wird von ausgewählten Mitgliedern gelesen und wird archiviert)\n* Telefon: +49 561 47395848\n* Matrix: [#general:flipdot.org][matrix], Details und Hilfe [hier][matrix-details]\n* Mumble: `mumble.flipdot.org`, [Details hier][mumble-details]\n* Telegram Gruppe: siehe [hier][telegram-details]\n\n[matrix]: https://matrix.to/#/#general:flipdot.org?via=flipdot.org&via=matrix.org\n[matrix-details]: /matrix/\n[mumble-details]: /mumble/\n[telegram-details]: /matrix/#Telegram',
     [('PHONE_NUMBER', '+49 561 47395848')]),
    ('potterieshackspace-githu', 'en_GB',
     '* [50 Broad St, Hanley, Stoke on Trent, ST1 4EU](https://w3w.co/artist.watch.rents).\n\nPlease check [our calendar](https://www.google.com/calendar/embed?src=00nfs1crll5qrehok98qmmitlc%40group.calendar.google.com&ctz=Europe/London) for other events we\'re involved in.\n\nIf you\'re coming to join us, you might want to give us a call.\n\nYou can reach us on:\n\n* <a href="tel:01782692995">01782 692995</a>\n\n<small>Please note: This number is only operated while we\'re on-site.</small>\n\n*Note:* If this is your first time, then it might be worth getting in touch and introducing yourself through our [mailing list or social media first](/contact).\n',
     [('PHONE_NUMBER', '01782 692995'), ('PHONE_NUMBER', '01782692995')]),
    ('northrydesoccer', 'en_AU',
     '                  <td><a class="tablelink" href="mailto:mmbrh@optusnet.com.au">mmbrh@optusnet.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Vice President</td>\n                  <td></td>\n                  <td></td>\n                  <td></td>\n                </tr>\n                <tr>\n                  <td>Secretary/GHFA Delegate</td>\n                  <td>Allan Ball</td>\n                  <td>0430 444 890</td>\n                  <td><a class="tablelink" href="mailto:allan_ball@optusnet.com.au">allan_ball@optusnet.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Treasurer</td>\n                  <td>Artak Giulambarian </td>\n                  <td>0437 346 262</td>\n                  <td><a class="tablelink" href="mailto:nrsc.treasurer@gmail.com">nrsc.treasurer@gmail.com</a></td>',
     [('EMAIL_ADDRESS', 'allan_ball@optusnet.com.au'), ('EMAIL_ADDRESS', 'mmbrh@optusnet.com.au'), ('EMAIL_ADDRESS', 'nrsc.treasurer@gmail.com'), ('PHONE_NUMBER', '0430 444 890'), ('PHONE_NUMBER', '0437 346 262')]),
    ('northrydesoccer', 'en_AU',
     '                  <td class="tablesubheader clubcontactc2">NAME</td>\n                  <td class="tablesubheader clubcontactc3">CONTACT NO</td>\n                  <td class="tablesubheader clubcontactc4">EMAIL</td>\n                </tr>\n                <tr>\n                  <td>Registrar</td>\n                  <td>Terry Boyd</td>\n                  <td>0417 210 704</td>\n                  <td><a class="tablelink" href="mailto:tboyd@saxonsystems.com.au">tboyd@saxonsystems.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Registrar</td>\n                  <td>Tony Borg</td>\n                  <td>0419 275 228</td>\n                  <td><a class="tablelink" href="mailto:tonyborg@iinet.net.au">tonyborg@iinet.net.au</a></td>',
     [('EMAIL_ADDRESS', 'tboyd@saxonsystems.com.au'), ('EMAIL_ADDRESS', 'tonyborg@iinet.net.au'), ('PHONE_NUMBER', '0417 210 704'), ('PHONE_NUMBER', '0419 275 228')]),
    ('northrydesoccer', 'en_AU',
     '                  <td>Registrar</td>\n                  <td>Tony Borg</td>\n                  <td>0419 275 228</td>\n                  <td><a class="tablelink" href="mailto:tonyborg@iinet.net.au">tonyborg@iinet.net.au</a></td>\n                </tr>\n                <tr>\n                  <td>Minis Coordinator</td>\n                  <td>Mark Milne</td>\n                  <td>0402 159 347</td>\n                  <td><a class="tablelink" href="mailto:milney_is@hotmail.com">milney_is@hotmail.com</a></td>\n                </tr>\n                <tr>\n                  <td>Juniors Coordinator</td>\n                  <td>Allan Ball</td>\n                  <td>0430 444 890</td>\n                  <td><a class="tablelink" href="mailto:allan_ball@optusnet.com.au">allan_ball@optusnet.com.au</a></td>',
     [('EMAIL_ADDRESS', 'allan_ball@optusnet.com.au'), ('EMAIL_ADDRESS', 'milney_is@hotmail.com'), ('EMAIL_ADDRESS', 'tonyborg@iinet.net.au'), ('PHONE_NUMBER', '0402 159 347'), ('PHONE_NUMBER', '0419 275 228'), ('PHONE_NUMBER', '0430 444 890')]),
    ('northrydesoccer', 'en_AU',
     '                facilities including the <span class="italic">Tribal Zone</span> for kids,\n                several eateries and restaurants. Enjoy the amenities and relax in surroundings\n                that include a downstairs sports bar and purpose-built outdoor smoking areas.\n                <br/><br/>\n                Cnr Pittwater & Magdala Rds, North Ryde NSW 2113\n                <br/>T: (02) 9888 7588 | F: (02) 9805 1805\n                <br/>Email: <a href="mailto:manager@nrrsl.com.au">manager@nrrsl.com.au</a>\n                <br/>Web: <a href="http://www.northrydersl.com.au/" target="_blank">www.northrydersl.com.au</a>\n              </td>\n              <td class="sponsorspacerX"></td>\n              <td class="sponsorbox">\n                <a href="http://www.lifetimeadvisers.com.au/" target="_blank">',
     [('EMAIL_ADDRESS', 'manager@nrrsl.com.au'), ('PHONE_NUMBER', '(02) 9805 1805'), ('PHONE_NUMBER', '(02) 9888 7588')]),
    ('northrydesoccer', 'en_AU',
     '                loans including cars and equipment. Initial consultation free and no obligation.\n                Special home loan rebates to club members and family.\n                <br/><br/>\n                Please contact <span class="bold">Frances Hesse</span>\n                <br/><br/>\n                PO Box 6043, North Ryde NSW 2113\n                <br/>T: (02) 9809 1777 | F: (02) 9809 1799 | M: 0438894995\n                <br/>Email: <a href="mailto:info@lifetimeadvisers.com.au">info@lifetimeadvisers.com.au</a>\n                <br/>Web: <a href="http://www.lifetimeadvisers.com.au/" target="_blank">www.lifetimeadvisers.com.au</a>\n              </td>\n            </tr>\n            <tr><td class="sponsorspacerY"></td></tr>',
     [('EMAIL_ADDRESS', 'info@lifetimeadvisers.com.au'), ('PHONE_NUMBER', '(02) 9809 1777'), ('PHONE_NUMBER', '(02) 9809 1799'), ('PHONE_NUMBER', '0438894995')]),
    ('northrydesoccer', 'en_AU',
     '                as an extensive menu of modern and traditional dishes. Fantastic value and make\n                sure you leave room for the gelato and other desserts. Offers home delivery.\n                Open Tue to Sun including lunch Wed-Fri and Sun.\n                <br/><br/>\n                2 Sager Place, East Ryde NSW 2113\n                <br/>T: (02) 9889 7770 | F: (02) 9878 0563\n              </td>\n              <td class="sponsorspacerX"></td>\n              <td class="sponsorbox">\n                <img class="noborder" src="images/sponsors/coxs_road_hardware.jpg">\n                <br/><br/>\n                <span class="bold">Cox\'s Road Hardware</span> offers a great range that caters\n                to tradesmen and DIY\'s needs. Conveniently located in Coxs Road Mall they are',
     [('PHONE_NUMBER', '(02) 9878 0563'), ('PHONE_NUMBER', '(02) 9889 7770')]),
    ('northrydesoccer', 'en_AU',
     '              </td>\n            </tr>\n            <tr><td class="spacersmallY"></td></tr>\n            <tr>\n              <td>\n                <table cellspacing="0" cellpadding="4">\n                <tr>\n                  <td class="spacermediumX"></td>\n                  <td>Hornsby Council:</td>\n                  <td class="spacermediumX"></td>\n                  <td>(02) 9847 6764</td>\n                </tr>\n                <tr>\n                  <td class="spacermediumX"></td>\n                  <td>Ryde Council:</td>\n                  <td class="spacermediumX"></td>\n                  <td>(02) 9952 8244</td>\n                </tr>\n                <tr>\n                  <td class="spacermediumX"></td>\n                  <td>Baulkham Hills Council:</td>',
     [('PHONE_NUMBER', '(02) 9847 6764'), ('PHONE_NUMBER', '(02) 9952 8244')]),
    ('northrydesoccer', 'en_AU',
     '                  <td class="spacermediumX"></td>\n                  <td>Ryde Council:</td>\n                  <td class="spacermediumX"></td>\n                  <td>(02) 9952 8244</td>\n                </tr>\n                <tr>\n                  <td class="spacermediumX"></td>\n                  <td>Baulkham Hills Council:</td>\n                  <td class="spacermediumX"></td>\n                  <td>(02) 9843 0354</td>\n                </tr>\n                </table>\n              </td>\n            </tr>\n            <tr><td class="spacermediumY"></td></tr>\n            <tr><td class="spacermediumY"></td></tr>\n            <tr>\n              <td class="forte">Weather Search</td>\n            </tr>\n            <tr><td class="spacersmallY"></td></tr>\n            <tr>',
     [('PHONE_NUMBER', '(02) 9843 0354'), ('PHONE_NUMBER', '(02) 9952 8244')]),
    ('northrydesoccer', 'en_AU',
     '                  <td><a href="mailto:mmbrh@optusnet.com.au">mmbrh@optusnet.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Vice President</td>\n                  <td></td>\n                  <td></td>\n                  <td></td>\n                </tr>\n                <tr>\n                  <td>Secretary/GHFA Delegate</td>\n                  <td>Allan Ball</td>\n                  <td>0430 444 890</td>\n                  <td><a href="mailto:allan_ball@optusnet.com.au">allan_ball@optusnet.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Treasurer</td>\n                  <td>Artak Giulambarian </td>\n                  <td>0437 346 262</td>\n                  <td><a href="mailto:nrsc.treasurer@gmail.com">nrsc.treasurer@gmail.com</a></td>',
     [('EMAIL_ADDRESS', 'allan_ball@optusnet.com.au'), ('EMAIL_ADDRESS', 'mmbrh@optusnet.com.au'), ('EMAIL_ADDRESS', 'nrsc.treasurer@gmail.com'), ('PHONE_NUMBER', '0430 444 890'), ('PHONE_NUMBER', '0437 346 262')]),
    ('northrydesoccer', 'en_AU',
     '\t<table style="width:100%;" cellspacing="0" cellpadding="0">\n                <tr>\n                  <th>Role</td>\n                  <th>Name</td>\n                  <th>Contact No.</td>\n                  <th>Email</td>\n                </tr>\n                <tr>\n                  <td>Registrar</td>\n                  <td>Terry Boyd</td>\n                  <td>0417 210 704</td>\n                  <td><a href="mailto:tboyd@saxonsystems.com.au">tboyd@saxonsystems.com.au</a></td>\n                </tr>\n                <tr>\n                  <td>Registrar</td>\n                  <td>Tony Borg</td>\n                  <td>0419 275 228</td>\n                  <td><a href="mailto:tonyborg@iinet.net.au">tonyborg@iinet.net.au</a></td>',
     [('EMAIL_ADDRESS', 'tboyd@saxonsystems.com.au'), ('EMAIL_ADDRESS', 'tonyborg@iinet.net.au'), ('PHONE_NUMBER', '0417 210 704'), ('PHONE_NUMBER', '0419 275 228')]),
    ('northrydesoccer', 'en_AU',
     '                  <td>Registrar</td>\n                  <td>Tony Borg</td>\n                  <td>0419 275 228</td>\n                  <td><a href="mailto:tonyborg@iinet.net.au">tonyborg@iinet.net.au</a></td>\n                </tr>\n                <tr>\n                  <td>Minis Coordinator</td>\n                  <td>Mark Milne</td>\n                  <td>0402 159 347</td>\n                  <td><a href="mailto:milney_is@hotmail.com">milney_is@hotmail.com</a></td>\n                </tr>\n                <tr>\n                  <td>Juniors Coordinator</td>\n                  <td>Allan Ball</td>\n                  <td>0430 444 890</td>\n                  <td><a class="tablelink" href="mailto:allan_ball@optusnet.com.au">allan_ball@optusnet.com.au</a></td>',
     [('EMAIL_ADDRESS', 'allan_ball@optusnet.com.au'), ('EMAIL_ADDRESS', 'milney_is@hotmail.com'), ('EMAIL_ADDRESS', 'tonyborg@iinet.net.au'), ('PHONE_NUMBER', '0402 159 347'), ('PHONE_NUMBER', '0419 275 228'), ('PHONE_NUMBER', '0430 444 890')]),
    ('northrydesoccer', 'en_AU',
     '\t\t\t\t\t\t\t\t                \t\tseveral eateries and restaurants. Enjoy the amenities and relax in surroundings\n\t\t\t\t\t\t\t\t               \t\t \tthat include a downstairs sports bar and purpose-built outdoor smoking areas.\n\t\t\t\t\t\t\t\t                \t\t<br/><br/>\n\t\t\t\t\t\t\t\t                \t\tCnr Pittwater & Magdala Rds, North Ryde NSW 2113\n\t\t\t\t\t\t\t\t                \t\t<br/>T: (02) 9888 7588 | F: (02) 9805 1805\n\t\t\t\t\t\t\t\t                \t\t<br/>Email: <a href="mailto:manager@nrrsl.com.au">manager@nrrsl.com.au</a>\n\t\t\t\t\t\t\t\t                \t\t<br/>Web: <a href="http://www.northrydersl.com.au/" target="_blank">www.northrydersl.com.au</a>\n\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\t\t</p>\n\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t</div> <!-- /article-content -->',
     [('EMAIL_ADDRESS', 'manager@nrrsl.com.au'), ('PHONE_NUMBER', '(02) 9805 1805'), ('PHONE_NUMBER', '(02) 9888 7588')]),
    ('northrydesoccer', 'en_AU',
     '\t\t\t\t\t\t\t\t\t\t                loans including cars and equipment. Initial consultation free and no obligation.\n\t\t\t\t\t\t\t\t\t\t                Special home loan rebates to club members and family.\n\t\t\t\t\t\t\t\t\t\t                <br/><br/>\n\t\t\t\t\t\t\t\t\t\t                Please contact <span class="bold">Frances Hesse</span>\n\t\t\t\t\t\t\t\t\t\t                <br/><br/>\n\t\t\t\t\t\t\t\t\t\t                PO Box 6043, North Ryde NSW 2113\n\t\t\t\t\t\t\t\t\t\t                <br/>T: (02) 9809 1777 | F: (02) 9809 1799 | M: 0438894995\n\t\t\t\t\t\t\t\t\t\t                <br/>Email: <a href="mailto:info@lifetimeadvisers.com.au">info@lifetimeadvisers.com.au</a>\n\t\t\t\t\t\t\t\t\t\t                <br/>Web: <a href="http://www.lifetimeadvisers.com.au/" target="_blank">www.lifetimeadvisers.com.au</a>\n\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\t\t</p>\n\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>',
     [('EMAIL_ADDRESS', 'info@lifetimeadvisers.com.au'), ('PHONE_NUMBER', '(02) 9809 1777'), ('PHONE_NUMBER', '(02) 9809 1799'), ('PHONE_NUMBER', '0438894995')]),
    ('northrydesoccer', 'en_AU',
     '\t\t\t\t\t\t\t\t\t\t                as an extensive menu of modern and traditional dishes. Fantastic value and make\n\t\t\t\t\t\t\t\t\t\t                sure you leave room for the gelato and other desserts. Offers home delivery.\n\t\t\t\t\t\t\t\t\t\t                Open Tue to Sun including lunch Wed-Fri and Sun.\n\t\t\t\t\t\t\t\t\t\t                <br/><br/>\n\t\t\t\t\t\t\t\t\t\t                2 Sager Place, East Ryde NSW 2113\n\t\t\t\t\t\t\t\t\t\t                <br/>T: (02) 9889 7770 | F: (02) 9878 0563\n\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\t\t</p>\n\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t</div> <!-- /article-content -->\n\t\t\t\t\t\t\t\t<div class="article-info">\n\t\t\t\t\t\t\t\t</div> <!-- /article-info -->\n\t\t\t\t\t\t\t</div> <!-- /article -->\n\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t<div class="article">\n\t\t\t\t\t\t\t\t<div class="article-content">\n\t\t\t\t\t\t\t\t\t<div class="RichTextElement">',
     [('PHONE_NUMBER', '(02) 9878 0563'), ('PHONE_NUMBER', '(02) 9889 7770')]),
    ('oko2013', 'cs_CZ',
     'e-mail: <a href="mailto:epce@changenet.sk">epce@changenet.sk</a><br>\nWeb: <a href="http://www.ekopolis.sk" target="_blank">www.ekopolis.sk</a></p>\n\n<p><strong>Czech Republic – Nadace Partnerství</strong><br>\nÚdolní 33, 602 00 Brno<br>\nTelefon: +420 515 903 111<br>\nFax: +420 542 422 777</p>\n\n<p>Krátká 26, 100 00 Praha 10<br>\nTelefon: +420 274 816 727<br>\nFax: +420 274 816 727<br>\ne-mail: <a href="mailto:partnerstvi@nap.cz" style="color: #4b736b; text-decoration: underline; padding: 0px; margin: 0px;">partnerstvi@nap.cz</a><br>\nWeb: <a href="http://www.nadacepartnerstvi.cz" target="_blank">www.nadacepartnerstvi.cz</a></p>\n\n<p><strong>Romania – Fundatia pentru Parteneriat (Polgár-Társ Alapítvány)</strong><br>\nStr. Arsenalului nr. 13,<br>',
     [('EMAIL_ADDRESS', 'epce@changenet.sk'), ('EMAIL_ADDRESS', 'partnerstvi@nap.cz'), ('PHONE_NUMBER', '+420 274 816 727'), ('PHONE_NUMBER', '+420 515 903 111'), ('PHONE_NUMBER', '+420 542 422 777')]),
    ('oko2013', 'hu_HU',
     '    \n  <div class="content">\n    <article id="node-2" class="node node-page clearfix">\n\n\n  <header>\n  \n      \n    </header>\n\n\n  <div class="content">\n    <div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even"><h2>Ökotárs Alapítvány</h2>\n\n<p><strong>Telefon:</strong>&nbsp;+36 1 411 3500<br>\n<strong>Fax:&nbsp;</strong>+36 1 411 3515<br>\n<strong>Web:</strong>&nbsp;<a href="http://www.okotars.hu/" target="_blank">www.okotars.hu</a><br>\n<strong>E-mail:&nbsp;</strong><a href="mailto:info@okotars.hu" target="_blank">info@okotars.hu</a><br>\n<strong>Székhely:</strong>&nbsp;1056 Budapest, Szerb utca 17–19.<br>\n<a href="http://okotars.hu/munkatarsaink"><strong>Munkatársak e-mail címe</strong></a></p>',
     [('EMAIL_ADDRESS', 'info@okotars.hu'), ('PHONE_NUMBER', '+36 1 411 3500'), ('PHONE_NUMBER', '+36 1 411 3515')]),
    ('oko2013', 'hu_HU',
     '  if (isset($_GET[\'q\'])) {\n    if ($lang == \'en\') {\n      $body_class = $translate[$_GET[\'q\']];\n    } else {\n      $body_class = $_GET[\'q\'];\n    }\n  }\n  else {\n    $body_class = \'nyitolap\';\n  }\n  \n?>\n<body class="<?php print $body_class; ?>">\n  <div id="top-header">\n    <div class="contacts">\n      <div class="contact" id="contact-phone">\n        <span class="info">+36 1 411 3500</span>\n      </div>\n      <div class="contact" id="contact-mail">\n        <span class="info"><a href="mailto:info@okotars.hu">info@okotars.hu</a></span>\n      </div>\n      <div class="contact" id="contact-web">\n        <span class="info"><a href="http://okotars.hu">www.okotars.hu</a></span>\n      </div>\n      <div class="contact" id="contact-address">',
     [('EMAIL_ADDRESS', 'info@okotars.hu'), ('PHONE_NUMBER', '+36 1 411 3500')]),
    ('oko2013', 'hu_HU',
     '              I have never receveid a pence from this Norwegian money and I won’t in the future either. It is not important for me. I believe in the professionalism of Ökotárs; I know that the employees are trustworthy and serious people who have a 20 years of knowledge of the sector and they have worked for it ever since.\n            </li>          \n          <?php }; ?>\n        </ul>\n      </div>\n    </div>\n  </div>\n  <div id="top-header">\n    <div class="contacts">\n      <div class="contact" id="contact-phone">\n        <span class="info">+36 1 411 3500</span>\n      </div>\n      <div class="contact" id="contact-mail">\n        <span class="info"><a mailto="info@okotars.hu">info@okotars.hu</a></span>\n      </div>\n      <div class="contact" id="contact-web">\n        <span class="info"><a href="http://okotars.hu">www.okotars.hu</a></span>\n      </div>\n      <div class="contact" id="contact-address">\n        <span class="info">H-1056 Budapest, Szerb utca 17-19.</span>',
     [('EMAIL_ADDRESS', 'info@okotars.hu'), ('PHONE_NUMBER', '+36 1 411 3500')]),
    ('projektmunka', 'hu_HU',
     '\t\t\t\t\t\t<div align="left">Iratok megtekinthetők:</div>\r\n\t\t\t\t\t</th>\r\n\t\t\t\t\t<td>1039 Budapest, Lehel u. 15-17.</td>\r\n\t\t\t\t</tr>\r\n\t\t\t\t<tr>\r\n\t\t\t\t\t<th scope="row"></th>\r\n\t\t\t\t\t<td></td>\r\n\t\t\t\t</tr>\r\n\t\t\t\t<tr>\r\n\t\t\t\t\t<th scope="row">\r\n\t\t\t\t\t\t<div align="left"><strong>Somogyi Iroda:</strong></div>\r\n\t\t\t\t\t</th>\r\n\t\t\t\t\t<td>Cím: 8699 Somogyvámos, Fő u. 38.<br>\r\n\t\t\t\t\t\tTelefon: 30/526-0265</td>\r\n\t\t\t\t</tr>\r\n\t\t\t\t<tr>\r\n\t\t\t\t\t<th scope="row">\r\n\t\t\t\t\t\t<div align="left"><strong>Debreceni Iroda:</strong></div>\r\n\t\t\t\t\t</th>\r\n\t\t\t\t\t<td>Cím: 4028 Debrecen, Magyari u. 2.<br>\r\n\t\t\t\t\t\tTelefon: 30/686-3479</td>\r\n\t\t\t\t</tr>\r\n\t\t\t\t<tr>\r\n\t\t\t\t\t<th scope="row">\r\n\t\t\t\t\t\t<div align="left"><strong>Egri Iroda:</strong></div>\r\n\t\t\t\t\t</th>\r\n\t\t\t\t\t<td>Cím: 3300 Eger, Tűzoltó tér 5.<br>\r',
     [('PHONE_NUMBER', '30/526-0265'), ('PHONE_NUMBER', '30/686-3479')]),
    ('projektmunka', 'hu_HU',
     '\t\t\t\t\t</th>\r\n\t\t\t\t\t<td>Telefon: 70/336-4028</td>\r\n\t\t\t\t</tr>\r\n\t\t\t\t\r\n\t\t\t</table>\r\n\t\t\t\r\n\t\t\t<p>\r\n\t\t\t<br>\r\n\t\t\t<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2691.146730999184!2d19.045613476759623!3d47.58438798951064!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x4741d9c1a502f723%3A0x5c1ef38f10f8b1e3!2sBudapest%2C%20Lehel%20u.%2015%2C%201039!5e0!3m2!1shu!2shu!4v1696607066556!5m2!1shu!2shu"  frameborder="0" style="border:0; aspect-ratio: 4/3; max-width 600px; width: 100% " allowfullscreen></iframe>\r\n            <br>\r\n            <a target="_blank" href="https://www.google.com/maps/place/Budapest,+Lehel+u.+15,+1039/@47.584388,19.0456135,17z/data=!3m1!4b1!4m6!3m5!1s0x4741d9c1a502f723:0x5c1ef38f10f8b1e3!8m2!3d47.5843844!4d19.0481884!16s%2Fg%2F11gh4m4pht?entry=ttu">Nagyobb térkép</a>\r',
     [('PHONE_NUMBER', '70/336-4028')]),
    ('oh3ac', 'fi_FI',
     '    <meta name="viewport" content="width=device-width, initial-scale=1.0">\n    <title>Hallitus 2024</title>\n    <link rel="stylesheet" href="styles/styles.css">\n</head>\n<body>\n    <div class="hallitus">\n        <h1>Hallitus 2024</h1>\n\n        <!--Hallituksen tiedot -->\n        <section>\n            <h2>Hallituksen jäsenet</h2>\n            <p>Vuosikokouksessa 6.5.2024 valittu hallitus:</p>\n\n            <div class="hallitus-info">\n                <h3>Jari Jussila, OH2BU</h3>\n                <p>Hallituksen puheenjohtaja<br>\n                <strong>Puhelin:</strong> 0400 503 221<br>\n                <strong>Sähköposti:</strong> <a href="mailto:oh2bu@oh3ac.fi">oh2bu@oh3ac.fi</a></p>\n            </div>\n\n            <div class="hallitus-info">',
     [('EMAIL_ADDRESS', 'oh2bu@oh3ac.fi'), ('PHONE_NUMBER', '0400 503 221')]),
    ('oh3ac', 'fi_FI',
     '                <p>Hallituksen varapuheenjohtaja, museon ja OH3R yhdyshenkilö<br>\n                <strong>Sähköposti:</strong> <a href="mailto:oh3bzk@oh3ac.fi">oh3bzk@oh3ac.fi</a></p>\n            </div>\n\n            <div class="hallitus-info">\n                <h3>Saku Salminen, OH3BKL</h3>\n                <p>Hallituksen jäsen, nuorisojaoston puheenjohtaja<br>\n                <strong>Puhelin:</strong> 045 318 7115<br>\n                <strong>Sähköposti:</strong> <a href="mailto:oh3bkl@oh3ac.fi">oh3bkl@oh3ac.fi</a></p>\n            </div>\n\n            <div class="hallitus-info">\n                <h3>Antti Tarvainen, OH8TO</h3>\n                <p>Hallituksen jäsen<br>\n                <strong>Sähköposti:</strong> <a href="mailto:oh8to@oh3ac.fi">oh8to@oh3ac.fi</a></p>',
     [('EMAIL_ADDRESS', 'oh3bkl@oh3ac.fi'), ('EMAIL_ADDRESS', 'oh3bzk@oh3ac.fi'), ('EMAIL_ADDRESS', 'oh8to@oh3ac.fi'), ('PHONE_NUMBER', '045 318 7115')]),
    ('oh3ac', 'fi_FI',
     '    </section>\n\n    <section>\n        <h2>OH3R PÄIVYSTÄÄ JOKA SUNNUNTAI - TULE WORKKIMAAN TAI MUKAAN PÄIVYSTÄMÄÄN</h2>\n        <p>Asemalla on päivystäjä yleensä joka sunnuntai kello 12:00–15:00 Suomen aikaa. Jos haluat workkia aseman, niin ota yhteyttä kerhoon esim. sähköpostilla <a href="mailto:oh3ac@oh3ac.fi">oh3ac@oh3ac.fi</a> tai puhelimella <a href="tel:+358447001599">044 7001 599</a>. Sovitaan jokin tietty aika ja bandi tai kuulostele bandeja sunnuntaisin. Voit myös pyytää varausoikeutta vuorolistasta.</p>\n        <p><strong>HUOM!</strong> Lisää päivystäjiä kaivataan!</p>\n    </section>\n\n    <section class="oh3r-centered">\n        <h2>OH3R ASEMAN PÄIVYSTYS VUOROLISTA</h2>\n        <iframe width="100%" height="300" src="https://docs.google.com/spreadsheets/d/e/2PACX-1vQNsdPrwZnMIbsnzXuH99o8VjV6pWDlP22djufW0wBL-Qzn37zmmN9m3oQeXwvNwg/pubhtml?gid=1916619763&amp ;single=true&amp;widget=true&amp;headers=false"></iframe>',
     [('EMAIL_ADDRESS', 'oh3ac@oh3ac.fi'), ('PHONE_NUMBER', '+358447001599'), ('PHONE_NUMBER', '044 7001 599')]),
    ('oh3ac', 'fi_FI',
     '                <li><a href="https://automatic.sral.fi/index.php?st=234" target="_blank">OH3RAC 145.775 MHz</a></li>\n                <li><a href="https://automatic.sral.fi/index.php?st=285" target="_blank">OH3RAC 434,600 MHz</a></li>\n            </ul>\n        </section>\n\n        <section>\n            <h2>DMR-Asema</h2>\n            <p>Kerholla on DMR-asema. Sen DMR-tunnus on <strong>2443134</strong>.</p>\n        </section>\n\n        <section>\n            <h2>Yhteystiedot</h2>\n            <p>Kerhon toistinasemien valvojana toimii Marko, OH3MN. Mikäli toistimella kuulee liikennettä, joka ei ole radioamatöörimääräysten mukaista, Markon tavoittaa puhelinnumerosta <a href="tel:+358504396548">050 439 6548</a>.</p>\n        </section>\n    </div>',
     [('PHONE_NUMBER', '+358504396548'), ('PHONE_NUMBER', '050 439 6548')]),
    ('aparecida', 'pt_BR',
     'CURSO DE PREPARAÇÃO PARA O BATISMO:\nCurso de batismo todo 2º sábado do mês, das 16h às 19h.\nOs batizados acontecem aos domingos às 11h, ligar antes na secretaria para confirmar.\nMaiores informações na Secretaria:\nde 3ª a Sábado : das 8:00 às 12:00 e das 14:00 às 18:00 hs.\nDomingos: das 8:00 às 12:00 hs.\nE-mail: paroquiansaparecida.scs@gmail.com\nFone: (11) 4224-1612\nParóquia Nossa Senhora Aparecida | São Caetano do Sul',
     [('EMAIL_ADDRESS', 'paroquiansaparecida.scs@gmail.com'), ('PHONE_NUMBER', '(11) 4224-1612')]),
    ('aparecida', 'pt_BR',
     'Casamentos\nMaiores informações na Secretaria:\nde 3ª a Sábado :\ndas 8:00 às 12:00 e das 13:00 às 18:00 hs.\nDomingos :\ndas 8:00 às 12:00 hs.\n\nE-mail: paroquiansaparecida.scs@gmail.com\nFone: (11) 4224-1612',
     [('EMAIL_ADDRESS', 'paroquiansaparecida.scs@gmail.com'), ('PHONE_NUMBER', '(11) 4224-1612')]),
    ('aparecida', 'pt_BR',
     '<p class="text-justify"> A Catequese de Pais e Padrinhos acontece todo 2º sábado do mês, iniciando com a participação na missa das 16h e na sequencia com a catequese até às 19h.<br/>\nOs batizados acontecem aos domingos na missa das 11h, <br/>\nMaiores informações na Secretaria:<br/>\nde Terça a Sexta : das 10:00 às 16:00  hs.<br/>\nsábado: das 09:00 às 17:00 hs.<br/>\nE-mail: paroquiansaparecida.scs@gmail.com\nFone: (11) 4224-1612\n\n</p>\n@endsection\n\t\t',
     [('EMAIL_ADDRESS', 'paroquiansaparecida.scs@gmail.com'), ('PHONE_NUMBER', '(11) 4224-1612')]),
    ('aparecida', 'pt_BR',
     '<h1 id="conteudo">Casamentos </h1>\n\t\t<div class="container-fluid">\t\n<img src="imagens/casamento.jpg" width="350" height="300" alt="Imagem da celebração de um casamento">\n</div>\t\t\n\t\t\n<p class="text-justify"> Maiores informações na Secretaria:<br/>\nde terça a Sexta :\ndas 10:00 às 16:00  hs.<br/>\nSábados :\ndas 09:00 às 17:00 hs.<br/>\n\nE-mail: paroquiansaparecida.scs@gmail.com\nFone: (11) 4224-1612\n<h2>ORIENTAÇÕES PARA OS NOIVOS </h2>\n<h3>1. RESERVA DE DATA</h3>\na) Ao escolher a nossa igreja para a celebração do matrimônio, a primeira providência é \nmarcar com antecedência de 3 meses a data e o horário do casamento. Em nossa \nigreja são realizados às sextas-feiras às 20 horas e aos sábados das 18 às 20:30 horas. \n<br/>\nb) A reserva somente é feita mediante a um sinal. Se houver desistência, não há ',
     [('EMAIL_ADDRESS', 'paroquiansaparecida.scs@gmail.com'), ('PHONE_NUMBER', '(11) 4224-1612')]),
    ('hor-rios-de-missa', 'pt_BR',
     '            longitude: -34.81262288093629\n        }   \n    },\n\n    {\n        paroquia: "Comunidade Mel de Deus",\n        endereco: "Endereço: R. Maria Loureiro Franca, 145, Cabo Branco",\n        diahorario: "Horários: Segunda - 07:30, Terça - 07:30, Quarta - 07:30, Quinta - 07:30, Sexta - 07:30, Sábado - 07:30, Domingo - 07:30",\n        contato: "Contato: (83) 98196-7727",\n        link: "https://www.instagram.com/meldedeus.jp",\n        tags: "Comunidade Mel de Deus Mel de Deus Cabo Branco",\n        coordenadas: {\n            latitude: -7.121709711171675, \n            longitude: -34.82733385165621\n        }   \n    },\n\n    {\n        paroquia: "Paróquia N Sra. de Guadalupe",\n        endereco: "Endereço: R. Maria Loureiro Franca, 145, Cabo Branco",',
     [('PHONE_NUMBER', '(83) 98196-7727')]),
    ('hor-rios-de-missa', 'pt_BR',
     '            latitude: -7.121709711171675, \n            longitude: -34.82733385165621\n        }   \n    },\n\n    {\n        paroquia: "Paróquia N Sra. de Guadalupe",\n        endereco: "Endereço: R. Maria Loureiro Franca, 145, Cabo Branco",\n        diahorario: "Horários: Segunda a Sexta - 17:00, Sábado - 07:00, 19:00, Domingo - 07:00, 10:00, 18:00",\n        contato: "Contato: (83) 3226-9182 / (83) 99340-2928",\n        link: "https://www.instagram.com/nsguadalupejp/",\n        tags: "Paróquia Nossa Senhora de Guadalupe Igreja Nossa Senhora de Guadalupe Nossa Senhora de Guadalupe Cabo Branco",\n        coordenadas: {\n            latitude: -7.121695349238669, \n            longitude: -34.82733958128602\n        }   \n    },\n\n    {\n        paroquia: "Comunidade Fraterno Amor - Oásis",',
     [('PHONE_NUMBER', '(83) 3226-9182'), ('PHONE_NUMBER', '(83) 99340-2928')]),
    ('hor-rios-de-missa', 'pt_BR',
     '            latitude: -7.121695349238669, \n            longitude: -34.82733958128602\n        }   \n    },\n\n    {\n        paroquia: "Comunidade Fraterno Amor - Oásis",\n        endereco: "Endereço: Rua João Targino Delgado, 53, Camboinha III, Cabedelo",\n        diahorario: "Horários: Terça, Quarta, Sexta - 07:00, Sábado - 17:30",\n        contato: "Contato: (83) 99964-5813",\n        link: "https://www.instagram.com/fraterno_amor/",\n        tags: "Comunidade Fraterno Amor Oásis  Fraterno amor Camboinha cabedelo",\n        coordenadas: {\n            latitude: -6.999050802748421, \n            longitude: -34.82878981249019\n        }   \n    },\n\n    {\n        paroquia: "Paróquia Maria Mãe de Deus",\n        endereco: "Endereço: Rua Golfo de Áden s/n, Intermares, Cabedelo",',
     [('PHONE_NUMBER', '(83) 99964-5813')]),
    ('ona', 'en_CA',
     '        <b>Stephen Adams</b><br/>\n        Hamilton, ON<br/>\n        <a href="mailto:steve@canadiannumismatics.ca">steve@canadiannumismatics.ca</a><br/>\n        <hr>\n\n        <h2>Area Directors</h2>\n        <h3>South-Western Ontario Area 1, South-Central Ontario Area 6</h3>\n        <b>Dave Hill</b><br/>\n        Wasaga Beach, ON<br/>\n        <a href="tel:705-440-0394">(705) 440-0394</a></br>\n        <a href="mailto:davescoinsnmore@gmail.com">davescoinsnmore@gmail.com</a><br/>\n        <h3>South-Western Ontario Area 3, 4</h3>\n        <b>Len Trakalo</b><br/>\n        Hamilton, ON<br/>\n        <a href="tel:2262086873">(226) 208-6873</a></br>\n        <a href="mailto:onaawardscommittee@gmail.com">onaawardscommittee@gmail.com</a><br/>',
     [('EMAIL_ADDRESS', 'davescoinsnmore@gmail.com'), ('EMAIL_ADDRESS', 'onaawardscommittee@gmail.com'), ('EMAIL_ADDRESS', 'steve@canadiannumismatics.ca'), ('PHONE_NUMBER', '(226) 208-6873'), ('PHONE_NUMBER', '(705) 440-0394'), ('PHONE_NUMBER', '705-440-0394')]),
    ('ona', 'en_CA',
     '        <a href="mailto:wsobcoins@hotmail.com">wsobcoin@hotmail.com</a><br/>\n        <h3>Eastern Ontario Area 8, 9</h3>\n        <b>Wilf Lauber</b><br/>\n        Ottawa, ON<br/>\n        <a href="tel:6138294615">(613) 829-4615</a></br>\n        <a href="mailto:wlauber@rogers.com">wlauber@rogers.com</a><br/>\n        <h3>Northern Ontario Area 10</h3>\n        <b>Rick Dupuis</b><br/>\n        Lucknow, ON<br/>\n        <a href="tel:5193799765">(519) 379-9765</a></br>\n        <a href="mailto:sendithere27@yahoo.com">sendithere27@yahoo.com</a><br/>\n        <h3>Northern Ontario Area 11</h3>\n        <b>Dale Rooke</b><br/>\n        Longlac, ON<br/>\n        <a href="tel:8076300538">(807) 630-0538</a></br>\n        <a href="mailto:Dale.Rooke@cn.ca">Dale.Rooke@cn.ca</a><br/>\n        <h3>Specialty and Out-of-Province Clubs Area 12, 13, 14</h3>',
     [('EMAIL_ADDRESS', 'Dale.Rooke@cn.ca'), ('EMAIL_ADDRESS', 'sendithere27@yahoo.com'), ('EMAIL_ADDRESS', 'wlauber@rogers.com'), ('EMAIL_ADDRESS', 'wsobcoin@hotmail.com'), ('EMAIL_ADDRESS', 'wsobcoins@hotmail.com'), ('PHONE_NUMBER', '(519) 379-9765'), ('PHONE_NUMBER', '(613) 829-4615'), ('PHONE_NUMBER', '(807) 630-0538')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t<div class="contact-tip" data-aos="fade-up" data-aos-duration="1000">如您有任何建議以及需要我們服務的地方來電洽詢，謝謝</div>\n\t\t\t\t<div class="contact-info flex">\n\t\t\t\t\t<div class="contact-info__row flex" data-aos="fade-up" data-aos-delay="300" data-aos-duration="1000">\n\t\t\t\t\t\t<div class="contact-info__icon flex"><img src="images/contact-icon1.svg" alt=""></div>\n\t\t\t\t\t\t<div class="contact-info__content">\n\t\t\t\t\t\t\t<span>電話</span>\n\t\t\t\t\t\t\t<span class="text">04-22464888</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="contact-info__row flex" data-aos="fade-up" data-aos-delay="500" data-aos-duration="1000">\n\t\t\t\t\t\t<div class="contact-info__icon flex"><img src="images/contact-icon2.svg" alt=""></div>\n\t\t\t\t\t\t<div class="contact-info__content">\n\t\t\t\t\t\t\t<span>傳真</span>\n\t\t\t\t\t\t\t<span class="text">04-22434663</span>\n\t\t\t\t\t\t</div>',
     [('PHONE_NUMBER', '04-22434663'), ('PHONE_NUMBER', '04-22464888')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t\t<th>旅行社編號</th>\n\t\t\t\t\t\t<td>065001</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>營業範圍</th>\n\t\t\t\t\t\t<td>甲種旅行業</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>負責人</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>會員代表</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司地址</th>\n\t\t\t\t\t\t<td>40351台中市西區臺灣大道二段545號7樓之3</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司電話</th>\n\t\t\t\t\t\t<td>04-26885216</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司傳真</th>\n\t\t\t\t\t\t<td>04-26882625</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司信箱</th>\n\t\t\t\t\t\t<td>zorachi@mail2000.com.tw</td>\n\t\t\t\t\t</tr>\n\t\t\t\t</table>\n\t\t\t</div>\n\t\t</div>\n\t</main>\n\t<!--#include file="footer.asp"-->\n\t<!--#include file="common-script.asp"-->\n</body>\n\n</html>',
     [('EMAIL_ADDRESS', 'zorachi@mail2000.com.tw'), ('PHONE_NUMBER', '04-26882625'), ('PHONE_NUMBER', '04-26885216')]),
    ('jinwoen', 'zh_TW',
     '    <div class="all-width">\n        <div class="foot-wrap">\n            <div class="foot-logo">\n                <img src="images/foot-logo.png" alt="">\n            </div>\n            <ul class="foot-list">\n                <li class="flex"><i class="fa-solid fa-location-dot"></i>406臺中市北屯區北屯路360號8樓之2</li>\n                <li class="flex"><i class="fa-solid fa-phone"></i>04-22464888</li>\n                <li class="flex"><i class="fa-solid fa-fax"></i>04-22434663</li>\n                <li class="flex"><i class="fa-solid fa-envelope"></i>atta@atta.org.tw</li>\n            </ul>\n            <div class="foot-link">\n                <a href="about.asp" title="公會組織">公會組織</a>\n                <a href="member.asp" title="會員名冊">會員名冊</a>\n                <a href="course.asp" title="課程與活動">課程與活動</a>',
     [('EMAIL_ADDRESS', 'atta@atta.org.tw'), ('PHONE_NUMBER', '04-22434663'), ('PHONE_NUMBER', '04-22464888')]),
    ('jinwoen', 'zh_TW',
     '\t<meta name="copyright" content="" />\n\t<meta name="format-detection" content="telephone=no" />\n\t<!--#include file="common-css.asp"-->\n</head>\n\n<body>\n\t<div class="member-content">\n\t\t<div class="member-content__title">百利旅行社股份有限公司</div>\n\t\t<table class="member-content__table">\n\t\t\t<tr>\n\t\t\t\t<th>統一編號</th>\n\t\t\t\t<td>80557161</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>入會日期</th>\n\t\t\t\t<td>2003.101</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>旅行社編號</th>\n\t\t\t\t<td>092162</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>營業範圍</th>\n\t\t\t\t<td>甲種旅行業</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>負責人</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>會員代表</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司地址</th>\n\t\t\t\t<td>40351台中市西區臺灣大道二段545號7樓之3</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司電話</th>\n\t\t\t\t<td>04-26885216</td>',
     [('PHONE_NUMBER', '04-26885216')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t<td>092162</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>營業範圍</th>\n\t\t\t\t<td>甲種旅行業</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>負責人</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>會員代表</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司地址</th>\n\t\t\t\t<td>40351台中市西區臺灣大道二段545號7樓之3</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司電話</th>\n\t\t\t\t<td>04-26885216</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司傳真</th>\n\t\t\t\t<td>04-26882625</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司信箱</th>\n\t\t\t\t<td>zorachi@mail2000.com.tw</td>\n\t\t\t</tr>\n\t\t</table>\n\t</div>\n</body>\n\n</html>',
     [('EMAIL_ADDRESS', 'zorachi@mail2000.com.tw'), ('PHONE_NUMBER', '04-26882625'), ('PHONE_NUMBER', '04-26885216')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t<div class="member-list" data-aos="fade-up" data-aos-duration="1000">\n\t\t\t\t\t\t<div class="member-list__item">\n\t\t\t\t\t\t\t<a href="member-iframe.asp" data-fancybox data-type="iframe" data-width="800" class="member-list__link"></a>\n\t\t\t\t\t\t\t<div class="member-list__name">百利旅行社股份有限公司</div>\n\t\t\t\t\t\t\t<ul class="member-list__info">\n\t\t\t\t\t\t\t\t<li>臺中市西區忠誠里臺灣大道二段545號7樓之3</li>\n\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>\n\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="member-list__item">\n\t\t\t\t\t\t\t<a href="member-iframe.asp" data-fancybox data-type="iframe" data-width="800" class="member-list__link"></a>\n\t\t\t\t\t\t\t<div class="member-list__name">百利旅行社股份有限公司百利旅行社股份有限公司</div>\n\t\t\t\t\t\t\t<ul class="member-list__info">\n\t\t\t\t\t\t\t\t<li>臺中市西區忠誠里臺灣大道二段545號7樓之3</li>\n\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>',
     [('PHONE_NUMBER', '(04)2319-5669')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>\n\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="member-list__item">\n\t\t\t\t\t\t\t<a href="member-iframe.asp" data-fancybox data-type="iframe" data-width="800" class="member-list__link"></a>\n\t\t\t\t\t\t\t<div class="member-list__name">百利旅行社股份有限公司</div>\n\t\t\t\t\t\t\t<ul class="member-list__info">\n\t\t\t\t\t\t\t\t<li>臺中市西區忠誠里臺灣大道二段545號7樓之3</li>\n\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>\n\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="member-list__item">\n\t\t\t\t\t\t\t<a href="member-iframe.asp" data-fancybox data-type="iframe" data-width="800" class="member-list__link"></a>\n\t\t\t\t\t\t\t<div class="member-list__name">百利旅行社股份有限公司</div>\n\t\t\t\t\t\t\t<ul class="member-list__info">\n\t\t\t\t\t\t\t\t<li>臺中市西區忠誠里臺灣大道二段545號7樓之3</li>\n\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>',
     [('PHONE_NUMBER', '(04)2319-5669')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>\n\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="member-list__item">\n\t\t\t\t\t\t\t<a href="member-iframe.asp" data-fancybox data-type="iframe" data-width="800" class="member-list__link"></a>\n\t\t\t\t\t\t\t<div class="member-list__name">百利旅行社股份有限公司</div>\n\t\t\t\t\t\t\t<ul class="member-list__info">\n\t\t\t\t\t\t\t\t<li>臺中市西區忠誠里臺灣大道二段545號7樓之3</li>\n\t\t\t\t\t\t\t\t<li>電話 : (04)2319-5669</li>\n\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t<div class="pagination">\n\t\t\t\t\t<a class=" active" href="member.asp">1</a>\n\t\t\t\t\t<a class="" href="member.asp">2</a>\n\t\t\t\t\t<a class="" href="member.asp">3</a>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</main>\n\t<!--#include file="footer.asp"-->\n\t<!--#include file="common-script.asp"-->\n</body>\n\n</html>',
     [('PHONE_NUMBER', '(04)2319-5669')]),
    ('wzuusr-org', 'zh_TW',
     '# 聯絡我們\n\n歡迎與文藻小螺絲釘 USR 計畫團隊聯繫！\n\n---\n\n## 聯絡資訊\n\n<div class="card-grid" markdown>\n\n<div class="usr-card" markdown>\n\n### :material-office-building: 辦公室位置\n\n**文藻外語大學**\n\n高雄市三民區民族一路 900 號\n\n</div>\n\n<div class="usr-card" markdown>\n\n### :material-phone: 電話聯繫\n\n**07-342-6031 分機 2021**\n\n服務時間：週一至週五 9:00-17:00\n\n</div>\n\n<div class="usr-card" markdown>\n\n### :material-email: 電子郵件\n\n歡迎來信洽詢計畫相關事宜\n\n</div>\n\n</div>\n\n---\n\n## 社群媒體\n\n追蹤我們的社群媒體，獲取最新活動資訊：\n\n<div class="social-links" markdown>\n\n[:fontawesome-brands-facebook: Facebook](https://fb.wzuusr.org){ .md-button }\n[:fontawesome-brands-instagram: Instagram](https://ig.wzuusr.org){ .md-button }',
     [('PHONE_NUMBER', '07-342-6031')]),
    ('mtct-v3', 'en_IN',
     '              \n              <div class="text-justify mb-3">\n                  <h4>Our Free Computer Center in Ahamadnagar, Pune</h4>\n         </div>  \n              <div class="text-justify mb-3">\n            <ul class="mtct-list">\n            <li><i class="fa fa-arrow-right" aria-hidden="true"></i>\n               For Admission Please Contact - Mr. Joel - 08793126734\n            </li>\n                  </ul>\n              </div>\n              \n              <div class="text-justify mb-3">\n                  <img src="img/projects/ccenter.jpg" class="rounded img-fluid" alt="Computer Centre 1">\n         </div> \n              \n          \n              </div>\n      </div>\n      <div class="col-lg-3 col-md-3 col-12">',
     [('PHONE_NUMBER', '08793126734')]),
    ('mtct-v3', 'en_IN',
     "                    Donation Receipt</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='#FFFFFF'>\n                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    43, Nelson Manickam Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "            <td bgcolor='#FFFFFF'>\n                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    43, Nelson Manickam Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>\n                <p align='center'>\n                    <span class='style8'>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "                    Transaction Status</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='#FFFFFF'>\n                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    43, Nelson Manickam Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    43, Nelson Manickam Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>\n                <p align='center'>\n                    <span class='style8'>\n                        <font color='red'><b>Transaction Mismatched</b></font>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "            </td>\n        </tr>\n        <tr>\n            <td bgcolor='#FFFFFF'>\n                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    Mother's Castle, No:40 , Thiruvengadapuram Main Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "                <center>\n                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    Mother's Castle, No:40 , Thiruvengadapuram Main Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>\n                <p align='center'>\n                    <span class='style8'>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     "                    <img src='https://www.motherteresacharities.org/external/images/logoM.png' alt='logo' /></center>\n                <p align='center' class='style9'>\n                    Mother's Castle, No:40 , Thiruvengadapuram Main Road, Choolaimedu,Chennai-600094.India.\n                    <br />\n                    Ph: +91 44 23743883,+91 44 23742399, Mobile: +91 8939300227\n                    <br />\n                    Email: mtct1997@yahoo.co.in,mtct1997@gmail.com<br />Web: www.mtct.info, www.motherteresacharities.org, www.motherteresatrust.org</p>\n            </td>\n        </tr>\n        <tr>\n            <td bgcolor='yellow' height='50'>\n                <p align='center'>\n                    <span class='style8'>\n                        <font color='red'><b>Transaction Mismatched</b></font>",
     [('EMAIL_ADDRESS', 'mtct1997@gmail.com'), ('EMAIL_ADDRESS', 'mtct1997@yahoo.co.in'), ('PHONE_NUMBER', '+91 44 23742399'), ('PHONE_NUMBER', '+91 44 23743883'), ('PHONE_NUMBER', '+91 8939300227')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t<tr><td colspan="4" class="dist-list">Parbhani</td></tr>\n\t\t\t\t<tr class="donors-content no-donors"> <td colspan="4">  </td></tr>\n\t\t\t\t<tr><td colspan="4" class="dist-list">Pune</td></tr>\n\t\t\t\t\n\t\t\t\t<tr class="donors-head"> <td> NAME </td> <td> BLOOD GROUP </td> <td> MOBILE </td> <td> CITY </td> </tr>\n\t\t\t\t<tr class="donors-content"> <td> SANKALP </td> <td> O+ </td> <td> 9545538285 </td> <td> pune </td></tr>\n\t\t\t\t<tr class="donors-content"> <td> Amol </td> <td> AB+ </td> <td> +917350787793 </td> <td> Alandi </td></tr>\n\t\t\t\t<tr class="donors-content"> <td> Sagar Shivaji Gangarde </td> <td> AB+ </td> <td> 9765458803 </td> <td> Alandi </td></tr>\n\t\t\n\t\t\t\t<tr><td colspan="4" class="dist-list">Raigad</td></tr>\n\t\t\t\t<tr class="donors-content no-donors"> <td colspan="4">  </td></tr>',
     [('PHONE_NUMBER', '+917350787793')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t<tr><td colspan="4" class="dist-list">Devbhoomi Dwarka</td></tr>\n\t\t\t\t<tr class="donors-content no-donors"> <td colspan="4">  </td></tr>\n\t\t\t\t<tr><td colspan="4" class="dist-list">Gandhinagar</td></tr>\n\t\t\t\t\n\t\t\t<tr class="donors-head"> <td> NAME </td> <td> BLOOD GROUP </td> <td> MOBILE </td> <td> CITY </td> </tr>\n\t\t\t<tr class="donors-content"> <td> Shivangi vyas </td> <td> A- </td> <td> \t09409048276 </td> <td> Gandhinagar </td></tr>\n\t\t\t<tr class="donors-content"> <td> Vraj Shah </td> <td> B- </td> <td> \t8511876725 </td> <td> Gandhinagar </td></tr>\n\t\t\t<tr class="donors-content"> <td> Nikhil Tayal </td> <td> AB+ </td> <td> \t7048546242 </td> <td> Gandhinagar </td></tr>\n\t\t\t\n\t\t\t\t<tr><td colspan="4" class="dist-list">Gir Somnath</td></tr>\n\t\t\t\t<tr class="donors-content no-donors"> <td colspan="4">  </td></tr>',
     [('PHONE_NUMBER', '09409048276')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t<tr><td colspan="4" class="dist-list">Hoshangabad</td></tr>\n\t\t\t\t<tr class="donors-content no-donors"> <td colspan="4">  </td></tr>\n\t\t\t\t<tr><td colspan="4" class="dist-list">Indore</td></tr>\n\t\t\t\t\n\t\t\t\t<tr class="donors-head"> <td> NAME </td> <td> BLOOD GROUP </td> <td> MOBILE </td> <td> CITY </td> </tr>\n\t\t\t\t<tr class="donors-content"> <td> Pooja Thakur </td> <td> B+ </td> <td> 09685041850 </td> <td> indore </td></tr>\n\t\t\t\t<tr class="donors-content"> <td> MATHAN KUMAR V </td> <td> A+ </td> <td> +91 8939774476 </td> <td> indore </td></tr>\n\t\t\t\t<tr class="donors-content"> <td> Abhinav V Sagar </td> <td> A+ </td> <td> 9739170977 </td> <td> indore </td></tr>\n\t\t\t\t<tr class="donors-content"> <td> Patturaja Selvaraj </td> <td> B+ </td> <td> 9755580845 </td> <td> indore </td></tr>',
     [('PHONE_NUMBER', '+91 8939774476'), ('PHONE_NUMBER', '09685041850')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t\t<tr class="donors-content no-donors">\n\t\t\t\t\t\t<td colspan="4"> </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td colspan="4" class="dist-list">Pune</td>\n\t\t\t\t\t</tr>\n\n\t\t\t\t\t<tr class="donors-head">\n\t\t\t\t\t\t<td> NAME </td>\n\t\t\t\t\t\t<td> BLOOD GROUP </td>\n\t\t\t\t\t\t<td> MOBILE </td>\n\t\t\t\t\t\t<td> CITY </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> SANKALP </td>\n\t\t\t\t\t\t<td> O+ </td>\n\t\t\t\t\t\t<td> 9545538285 </td>\n\t\t\t\t\t\t<td> pune </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Amol </td>\n\t\t\t\t\t\t<td> AB+ </td>\n\t\t\t\t\t\t<td> +917350787793 </td>\n\t\t\t\t\t\t<td> Alandi </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Sagar Shivaji Gangarde </td>\n\t\t\t\t\t\t<td> AB+ </td>\n\t\t\t\t\t\t<td> 9765458803 </td>\n\t\t\t\t\t\t<td> Alandi </td>\n\t\t\t\t\t</tr>\n\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td colspan="4" class="dist-list">Raigad</td>',
     [('PHONE_NUMBER', '+917350787793')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t\t\t<td colspan="4"> </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td colspan="4" class="dist-list">Gandhinagar</td>\n\t\t\t\t\t</tr>\n\n\t\t\t\t\t<tr class="donors-head">\n\t\t\t\t\t\t<td> NAME </td>\n\t\t\t\t\t\t<td> BLOOD GROUP </td>\n\t\t\t\t\t\t<td> MOBILE </td>\n\t\t\t\t\t\t<td> CITY </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Shivangi vyas </td>\n\t\t\t\t\t\t<td> A- </td>\n\t\t\t\t\t\t<td> 09409048276 </td>\n\t\t\t\t\t\t<td> Gandhinagar </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Vraj Shah </td>\n\t\t\t\t\t\t<td> B- </td>\n\t\t\t\t\t\t<td> 8511876725 </td>\n\t\t\t\t\t\t<td> Gandhinagar </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Nikhil Tayal </td>\n\t\t\t\t\t\t<td> AB+ </td>\n\t\t\t\t\t\t<td> 7048546242 </td>\n\t\t\t\t\t\t<td> Gandhinagar </td>\n\t\t\t\t\t</tr>\n\n\t\t\t\t\t<tr>',
     [('PHONE_NUMBER', '09409048276')]),
    ('mtct-v3', 'en_IN',
     '\t\t\t\t\t<tr class="donors-content no-donors">\n\t\t\t\t\t\t<td colspan="4"> </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td colspan="4" class="dist-list">Indore</td>\n\t\t\t\t\t</tr>\n\n\t\t\t\t\t<tr class="donors-head">\n\t\t\t\t\t\t<td> NAME </td>\n\t\t\t\t\t\t<td> BLOOD GROUP </td>\n\t\t\t\t\t\t<td> MOBILE </td>\n\t\t\t\t\t\t<td> CITY </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Pooja Thakur </td>\n\t\t\t\t\t\t<td> B+ </td>\n\t\t\t\t\t\t<td> 09685041850 </td>\n\t\t\t\t\t\t<td> indore </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> MATHAN KUMAR V </td>\n\t\t\t\t\t\t<td> A+ </td>\n\t\t\t\t\t\t<td> +91 8939774476 </td>\n\t\t\t\t\t\t<td> indore </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">\n\t\t\t\t\t\t<td> Abhinav V Sagar </td>\n\t\t\t\t\t\t<td> A+ </td>\n\t\t\t\t\t\t<td> 9739170977 </td>\n\t\t\t\t\t\t<td> indore </td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr class="donors-content">',
     [('PHONE_NUMBER', '+91 8939774476'), ('PHONE_NUMBER', '09685041850')]),
    ('hostia-website', 'en_IN',
     '                    <div class="row align-items-center">\n                        <div class="col-lg-6 col-sm-7 col-7">\n                            <div class="preheader-left">\n                                <a href="mailto:info@codeboxr.com"><strong>Email:</strong> info@codeboxr.com</a>\n                                <a href="mailto:info@construc.com"><strong>Hotline:</strong> 880 454 5477</a>\n                            </div>\n                        </div>\n\n                        <div class="col-lg-6 col-sm-5 col-5 text-end">\n                            <div class="preheader-right">\n                                <a title="Login" class="btn-auth btn-auth-rev" href="register.html">Login</a>\n                                <a title="Register" class="btn-auth btn-auth" href="register.html">Signup</a>',
     [('EMAIL_ADDRESS', 'info@codeboxr.com'), ('EMAIL_ADDRESS', 'info@construc.com'), ('PHONE_NUMBER', '880 454 5477')]),
    ('hostia-website', 'en_IN',
     '                            <div class="col-md-12 wow bounceInLeft animated animated" style="visibility: visible;">\n                                <div class="icon-box">\n                                <div class="icon"><img src="assets/images/address/call.png"></div>\n                                    <h6>Phone</h6>\n                                    <div class="text"><a href="tel:04344260687">04344 260687</a> </div>\n                                </div>\n                            </div>\n                              <div class="col-md-12 wow bounceInLeft animated animated" style="visibility: visible;">\n                                <div class="icon-box">\n                                <div class="icon">\n                                    <img src="assets/images/address/whatsapp.png"></div>',
     [('PHONE_NUMBER', '04344 260687'), ('PHONE_NUMBER', '04344260687')]),
    ('hostia-website', 'en_IN',
     '                              <div class="col-md-12 wow bounceInLeft animated animated" style="visibility: visible;">\n                                <div class="icon-box">\n                                <div class="icon">\n                                    <img src="assets/images/address/whatsapp.png"></div>\n                                    <h6>Mobile</h6>\n                                     <div class="text"><a href="tel:+919487230890">+919487230890</a></div>\n                                    \n                                </div>\n                            </div>\n                            <div class="col-md-12 wow bounceInLeft animated animated" style="visibility: visible;">\n                                <div class="icon-box">\n                                <div class="icon"><img src="assets/images/address/mail.png"></div>',
     [('PHONE_NUMBER', '+919487230890')]),
    ('hostia-website', 'en_IN',
     '                                        <div class="member-name"> <h2 align="center">JAWAKAR KUMARAN S.N\n                                            </h2> </div>\n                                        <div class="member-info_exe"> <h4> EC-1 </h4> <p align="center">ADHIRA CNC CENTRE</p> \n                                            <h6> N-5, Sidco INDL. Estate, Hosur - 635126.</h6>\n                                        </div>\n                                        <p class="text-center"><a href="tel:+919566845075">9566845075 </a> </p>\n                                        <div class="member-mail"> <p align="center"> <a href="mailto:adhiracnc@gmail.com">adhiracnc@gmail.com</a> </p> </div>\n                                        <!-- <div class="member-social"> ',
     [('EMAIL_ADDRESS', 'adhiracnc@gmail.com'), ('PHONE_NUMBER', '+919566845075')]),
    ('hostia-website', 'en_IN',
     '                                        <div class="member-name"> <h2 align="center">DURAIRAJU M\n                                            </h2> </div>\n                                        <div class="member-info_exe"> <h4> EC-2 </h4> <p align="center">CONVEYOR ENGINEERING SYSTEMS</p> \n                                        <h6> 2/214-1, Maruthi Nagar, Near Anchaneyar Kovil, Zuzuvadi, Sipcot, Hosur - 635 126.</h6>\n                                        </div>\n                                        <p class="text-center"><a href="tel:+919944412609">9944412609 </a> </p>\n                                        <div class="member-mail"> <p align="center"> <a href="mailto:conveyorengsystems@gmail.com">conveyorengsystems@gmail.com</a> </p> </div>\n                                     ',
     [('EMAIL_ADDRESS', 'conveyorengsystems@gmail.com'), ('PHONE_NUMBER', '+919944412609')]),
    ('hostia-website', 'en_IN',
     '                                        <div class="member-info_exe">  <h4> EC-3 </h4> <p align="center">SAIBABA SCIENTIFIC GLASSES</p>\n                                        <h6>  #: 1/277.C3, Grapes Garden 2nd Cross, Krishnagiri DT, Mookandapalli, Hosur.</h6>\n                                        </div>\n                                        <p class="text-center"><a href="tel:+919443263653">9443263653 </a> </p>\n                                        <div class="member-mail"> <p align="center"> <a href="mailto:saibabaglasses@gmail.com">saibabaglasses@gmail.com</a> </p> </div>\n                                    \n                                        </div>\n                                    </div>\n                                </div>',
     [('EMAIL_ADDRESS', 'saibabaglasses@gmail.com'), ('PHONE_NUMBER', '+919443263653')]),
    ('hostia-website', 'en_IN',
     '                    <div class="row align-items-center">\n                        <div class="col-lg-6 col-sm-7 col-7 display_desk">\n                            <div class="preheader-left">\n                                <a href="mailto:hostia.hosur@gmail.com"><strong>Email:</strong> hostia.hosur@gmail.com</a>\n                                <a href="tel:+919487230890"><strong>Call:</strong> +9194872 30890</a>\n                            </div>\n                        </div>\n                        <div class="col-lg-2 col-sm-2 col-12 text-center">\n                        <div class="main-menu__language">\n                                <div id="google_language_translator" class="default-language-en"></div>\n                                </div>',
     [('EMAIL_ADDRESS', 'hostia.hosur@gmail.com'), ('PHONE_NUMBER', '+9194872 30890'), ('PHONE_NUMBER', '+919487230890')]),
    ('hostia-website', 'en_IN',
     '                    <div class="row align-items-center">\n                        <div class="col-lg-6 col-sm-7 col-7 display_desk">\n                            <div class="preheader-left">\n                                <a href="mailto:hostia.hosur@gmail.com"><strong>Email:</strong> hostia.hosur@gmail.com</a>\n                                <a href="tel:+919487230890"><strong>Call:</strong> +9194872 30890</a>\n                            </div>\n                        </div>\n\n                        <div class="col-lg-6 col-sm-5 col-5 text-end">\n                            <div class="preheader-right">\n                                <a title="Memebers Login" class="btn-auth btn-auth-rev" href="#">Memebers Login</a>',
     [('EMAIL_ADDRESS', 'hostia.hosur@gmail.com'), ('PHONE_NUMBER', '+9194872 30890'), ('PHONE_NUMBER', '+919487230890')]),
    ('hostia-website', 'en_IN',
     '    \n                                            <div class="text-start">\n                                                <p class="text-muted font-13"><strong>Full Name :</strong> <span class="ms-2">Johnathan Deo</span></p>\n    \n                                                <p class="text-muted font-13"><strong>Mobile :</strong><span class="ms-2">(123) 123 1234</span></p>\n    \n                                                <p class="text-muted font-13"><strong>Email :</strong> <span class="ms-2">coderthemes@gmail.com</span></p>\n    \n                                                <p class="text-muted font-13"><strong>Location :</strong> <span class="ms-2">USA</span></p>\n                                            </div>',
     [('EMAIL_ADDRESS', 'coderthemes@gmail.com'), ('PHONE_NUMBER', '(123) 123 1234')]),
    ('hostia-website', 'en_IN',
     '                                        </p>\n\n                                        <div class="text-start">\n                                            <p class="text-muted font-13"><strong>Full Name :</strong> <span class="ms-2">Johnathan Deo</span></p>\n\n                                            <p class="text-muted font-13"><strong>Mobile :</strong><span class="ms-2">(123) 123 1234</span></p>\n\n                                            <p class="text-muted font-13"><strong>Email :</strong> <span class="ms-2">coderthemes@gmail.com</span></p>\n\n                                            <p class="text-muted font-13"><strong>Location :</strong> <span class="ms-2">USA</span></p>\n                                        </div>\n\n                                        <button type="button" class="btn btn-primary rounded-pill waves-effect waves-light">Send Message</button>',
     [('EMAIL_ADDRESS', 'coderthemes@gmail.com'), ('PHONE_NUMBER', '(123) 123 1234')]),
    ('hostia-website', 'en_IN',
     '                                        <div class="member-name"> <h2 align="center">S.MOORTHY\n                                            </h2> </div>\n                                        <div class="member-info"><h4> PRESIDENT </h4> <p align="center">AQURA TURN TECH</p> \n                                            <h6>    # 81 , RAJESHWARI LAYOUT, SIPCOT, HOSUR - 635 126.</h6>\n                                            \n                                        </div>\n                                       <p class="text-center"> <i class="fa fa-mobile-phone"></i><a href="tel:+919894765970">9894765970 </a> </p>\n                                        <div class="member-mail"> <p align="center"> <i class="fa fa-envelope"></i> <a href="mailto:aqura2030@gmail.com">aqura2030@gmail.com</a> </p> </div>',
     [('EMAIL_ADDRESS', 'aqura2030@gmail.com'), ('PHONE_NUMBER', '+919894765970')]),
    ('hostia-website', 'en_IN',
     '                                        <div class="member-name"> <h2 align="center">S.SRIDHARAN\n                                            </h2> </div>\n                                        <div class="member-info"> <h4> SECRETARY </h4> <p align="center">AMMAN METAL WORKS</p> \n                                        <h6> 117/1. RAJESWARI LAYOUT,BEGEPALLI, SIPCOT,  HOSUR - 635126.</h6>\n                                        </div>\n                                       <p class="text-center"><a href="tel:+919443055163">9443055163 </a> </p>\n                                        <div class="member-mail"> <p align="center"> <a href="mailto:amman.metal-works@gmail.com">amman.metal-works@gmail.com</a> </p> </div>\n                                     ',
     [('EMAIL_ADDRESS', 'amman.metal-works@gmail.com'), ('PHONE_NUMBER', '+919443055163')]),
    ('bancs-publics', 'fr_FR',
     '          Pour <b>contacter</b> le collectif ou si vous souhaitez vous inscrire à la <b>mailinglist</b> du collectif et recevoir toutes nos informations, envoyez un mail à : <a href="mailto:bancspublicssete@gmail.com?subject=Inscription mailinglist">bancspublicssete@gmail.com</a>\n        </li>\n        <li>\n          Contact <b>presse</b> : Christophe AUCAGNE (trésorier) / <a href="mailto:crisbiosete@gmail.com">crisbiosete@gmail.com</a> / <a href="tel:06 51 97 86 35">06 51 97 86 35</a>\n        </li>\n        <br>\n        N\'hésitez pas, nous vous répondrons dès que possible !\n      </ul>\n      <p>Vous pouvez également nous rencontrer <b>tous les samedis matins à partir de 11h</b> sous le kiosque de la place Aristide Briand à Sète.</p>\n    </div>\n  </div>\n</section>\n\n<?php include \'../includes/footer.php\'; ?>\n',
     [('EMAIL_ADDRESS', 'bancspublicssete@gmail.com'), ('EMAIL_ADDRESS', 'crisbiosete@gmail.com'), ('PHONE_NUMBER', '06 51 97 86 35')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>장흥수</td>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직책</th>\n\t\t\t\t<td>회장</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직장/직위</th>\n\t\t\t\t<td>(주)대픙웰텍/대표이사</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>전화</th>\n\t\t\t\t<td>010-4588-9430</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\n\t\t\t<div class="table">\n\t\t\t<table class="tblType2" summary="클럽회장 기본사항 안내표">\n\t\t\t<colgroup>\n\t\t\t\t<col width="90px" />\n\t\t\t\t<col width="80px" />\n\t\t\t\t<col width="*" />\n\t\t\t\t<col width="90px" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>',
     [('PHONE_NUMBER', '010-4588-9430')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>장흥수</td>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직책</th>\n\t\t\t\t<td>회장</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직장/직위</th>\n\t\t\t\t<td>(주)대픙웰텍/대표이사</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>전화</th>\n\t\t\t\t<td>010-4588-9430</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\t\t</div>\n\t\t<!-- 내용 -->\n\t</div>\n\t<!-- 컨테이너 -->\n\n</body>\n</html>\n',
     [('PHONE_NUMBER', '010-4588-9430')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t<col width="*" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>박진우(울산동의MJF L.C)</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직책</th>\n\t\t\t\t<td>1지역부총재</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직장/직위</th>\n\t\t\t\t<td>(주)동인주류/대표이사</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>전화</th>\n\t\t\t\t<td>010-4588-9430</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\n\t\t\t<div class="table">\n\t\t\t<table class="tblType2">\n\t\t\t<colgroup>\n\t\t\t\t<col width="90px" />\n\t\t\t\t<col width="80px" />\n\t\t\t\t<col width="*" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>차성진(백양 L.C)</td>',
     [('PHONE_NUMBER', '010-4588-9430')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t<col width="*" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>차성진(백양 L.C)</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직책</th>\n\t\t\t\t<td>1지역1지대위원장</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직장/직위</th>\n\t\t\t\t<td>(주)동인주류/대표이사</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>전화</th>\n\t\t\t\t<td>010-4588-9430</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\t\t\t<div class="table">\n\t\t\t<table class="tblType2">\n\t\t\t<colgroup>\n\t\t\t\t<col width="90px" />\n\t\t\t\t<col width="80px" />\n\t\t\t\t<col width="*" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>장흥수</td>',
     [('PHONE_NUMBER', '010-4588-9430')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t<col width="*" />\n\t\t\t</colgroup>\n\t\t\t<tbody>\n\t\t\t<tr>\n\t\t\t\t<td rowspan="4" class="Profile_img"><img src="/images/lionsclubs/mobile/photo.gif" alt="본인 사진" /></td>\n\t\t\t\t<th>성명</th>\n\t\t\t\t<td>장흥수</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직책</th>\n\t\t\t\t<td>1지역2지대위원장</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>직장/직위</th>\n\t\t\t\t<td>(주)대픙웰텍/대표이사</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>전화</th>\n\t\t\t\t<td>010-4588-9430</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\t\t</div>\n\t\t<!-- 내용 -->\n\t</div>\n\t<!-- 컨테이너 -->\n\n</body>\n</html>\n',
     [('PHONE_NUMBER', '010-4588-9430')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t\t<col width="150px" />\n\t\t\t\t\t<col width="100px" />\n\t\t\t\t\t<col width="120px" />\n\t\t\t\t\t<col width="*" />\n\t\t\t\t</colgroup>\n\t\t\t\t<tbody>\n\t\t\t\t<tr>\n\t\t\t\t\t<th>이름</th>\n\t\t\t\t\t<th>소속클럽</th>\n\t\t\t\t\t<th>업체명</th>\n\t\t\t\t\t<th>업체직책</th>\n\t\t\t\t\t<th>업체전화</th>\n\t\t\t\t\t<th>업체주소</th>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>',
     [('PHONE_NUMBER', '052-258-5963')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>',
     [('PHONE_NUMBER', '052-258-5963')]),
    ('bokjuri', 'ko_KR',
     '\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t<tr>\n\t\t\t\t\t<td>홍길동</td>\n\t\t\t\t\t<td>서울산</td>\n\t\t\t\t\t<td>강남쇼파제작공장</td>\n\t\t\t\t\t<td>대표이사</td>\n\t\t\t\t\t<td>052-258-5963</td>\n\t\t\t\t\t<td>울산광역시 남구 삼산중로 6</td>\n\t\t\t\t</tr>\n\t\t\t\t</table>\n\t\t\t</div><!-- table -->\n\n\t\t\t<div class="paging">',
     [('PHONE_NUMBER', '052-258-5963')]),
    ('ona', 'en_CA',
     '        <h3>South-Western Ontario Area 1, South-Central Ontario Area 6</h3>\n        <b>Dave Hill</b><br/>\n        Wasaga Beach, ON<br/>\n        <a href="tel:705-440-0394">(705) 440-0394</a></br>\n        <a href="mailto:davescoinsnmore@gmail.com">davescoinsnmore@gmail.com</a><br/>\n        <h3>South-Western Ontario Area 3, 4</h3>\n        <b>Len Trakalo</b><br/>\n        Hamilton, ON<br/>\n        <a href="tel:2262086873">(226) 208-6873</a></br>\n        <a href="mailto:onaawardscommittee@gmail.com">onaawardscommittee@gmail.com</a><br/>\n        <h3>South-Western Ontario Area 2, 5</h3>\n        <b>Mike Johnston</b><br/>\n        Hanover, ON<br/>\n        <a href="tel:5197221421">(519) 722-1421</a></br>\n        <a href="mailto:mpjohnston@wightman.ca">mpjohnston@wightman.ca</a><br/>',
     [('EMAIL_ADDRESS', 'davescoinsnmore@gmail.com'), ('EMAIL_ADDRESS', 'mpjohnston@wightman.ca'), ('EMAIL_ADDRESS', 'onaawardscommittee@gmail.com'), ('PHONE_NUMBER', '(226) 208-6873'), ('PHONE_NUMBER', '(519) 722-1421'), ('PHONE_NUMBER', '(705) 440-0394'), ('PHONE_NUMBER', '705-440-0394')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t\t\t<span class="text">04-22464888</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="contact-info__row flex" data-aos="fade-up" data-aos-delay="500" data-aos-duration="1000">\n\t\t\t\t\t\t<div class="contact-info__icon flex"><img src="images/contact-icon2.svg" alt=""></div>\n\t\t\t\t\t\t<div class="contact-info__content">\n\t\t\t\t\t\t\t<span>傳真</span>\n\t\t\t\t\t\t\t<span class="text">04-22434663</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="contact-info__row flex" data-aos="fade-up" data-aos-delay="700" data-aos-duration="1000">\n\t\t\t\t\t\t<div class="contact-info__icon flex"><img src="images/contact-icon3.svg" alt=""></div>\n\t\t\t\t\t\t<div class="contact-info__content">\n\t\t\t\t\t\t\t<span>信箱</span>\n\t\t\t\t\t\t\t<span class="text">atta@atta.org.tw</span>\n\t\t\t\t\t\t</div>',
     [('EMAIL_ADDRESS', 'atta@atta.org.tw'), ('PHONE_NUMBER', '04-22434663'), ('PHONE_NUMBER', '04-22464888')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t\t\t<th>營業範圍</th>\n\t\t\t\t\t\t<td>甲種旅行業</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>負責人</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>會員代表</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司地址</th>\n\t\t\t\t\t\t<td>40351台中市西區臺灣大道二段545號7樓之3</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司電話</th>\n\t\t\t\t\t\t<td>04-26885216</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司傳真</th>\n\t\t\t\t\t\t<td>04-26882625</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司信箱</th>\n\t\t\t\t\t\t<td>zorachi@mail2000.com.tw</td>\n\t\t\t\t\t</tr>\n\t\t\t\t</table>\n\t\t\t</div>\n\t\t</div>\n\t</main>\n\t<!--#include file="footer.asp"-->\n\t<!--#include file="common-script.asp"-->\n</body>\n\n</html>',
     [('EMAIL_ADDRESS', 'zorachi@mail2000.com.tw'), ('PHONE_NUMBER', '04-26882625'), ('PHONE_NUMBER', '04-26885216')]),
    ('jinwoen', 'zh_TW',
     '                <img src="images/foot-logo.png" alt="">\n            </div>\n            <ul class="foot-list">\n                <li class="flex"><i class="fa-solid fa-location-dot"></i>406臺中市北屯區北屯路360號8樓之2</li>\n                <li class="flex"><i class="fa-solid fa-phone"></i>04-22464888</li>\n                <li class="flex"><i class="fa-solid fa-fax"></i>04-22434663</li>\n                <li class="flex"><i class="fa-solid fa-envelope"></i>atta@atta.org.tw</li>\n            </ul>\n            <div class="foot-link">\n                <a href="about.asp" title="公會組織">公會組織</a>\n                <a href="member.asp" title="會員名冊">會員名冊</a>\n                <a href="course.asp" title="課程與活動">課程與活動</a>\n                <a href="news.asp" title="最新消息">最新消息</a>',
     [('EMAIL_ADDRESS', 'atta@atta.org.tw'), ('PHONE_NUMBER', '04-22434663'), ('PHONE_NUMBER', '04-22464888')]),
    ('jinwoen', 'zh_TW',
     '\t\t\t\t<td>2003.101</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>旅行社編號</th>\n\t\t\t\t<td>092162</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>營業範圍</th>\n\t\t\t\t<td>甲種旅行業</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>負責人</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>會員代表</th>\n\t\t\t\t<td>馮國豐</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司地址</th>\n\t\t\t\t<td>40351台中市西區臺灣大道二段545號7樓之3</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司電話</th>\n\t\t\t\t<td>04-26885216</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司傳真</th>\n\t\t\t\t<td>04-26882625</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<th>公司信箱</th>\n\t\t\t\t<td>zorachi@mail2000.com.tw</td>\n\t\t\t</tr>\n\t\t</table>\n\t</div>\n</body>\n\n</html>',
     [('EMAIL_ADDRESS', 'zorachi@mail2000.com.tw'), ('PHONE_NUMBER', '04-26882625'), ('PHONE_NUMBER', '04-26885216')]),
    ('muil', 'no_NO',
     '# Fotball\n\nMyra fotball er en del av Myra ungdoms- og idrettslag. Vi har lag for jenter og gutter, fra første til syttende klasse. Vi satser også på et ungdomeslag til neste år, da vi har et godt grunnlag i 2012 og 2013-årgangen.\n\n**E-post:** [e-post](mailto:fotball@muil.no)\n\n**Leder:** [Bengt-Ove Madsen](tel:+4795155667)\n\n**Nestleder:** [Cecilie Johansen Sandåker](tel:+4797746266)\n\n## Lag og treningstider\n\n| Lag    | Mandag      | Tirsdag      | Onsdag      | Torsdag      | Fredag | Lørdag       | Søndag       | Kontaktperson                       |\n| ------ | ----------- | ------------ | ----------- | ------------ | ------ | ------------ | ------------ | ----------------------------------- |',
     [('EMAIL_ADDRESS', 'fotball@muil.no'), ('PHONE_NUMBER', '+4795155667'), ('PHONE_NUMBER', '+4797746266')]),
    ('muil', 'no_NO',
     '| Lag    | Mandag      | Tirsdag      | Onsdag      | Torsdag      | Fredag | Lørdag       | Søndag       | Kontaktperson                       |\n| ------ | ----------- | ------------ | ----------- | ------------ | ------ | ------------ | ------------ | ----------------------------------- |\n| A-lag  |             | 19:30- 21:00 |             | 19:30- 21:00 |        |              |              | [Kenneth Johansen](tel:+4745847719) |\n| G13    | 18:00-19:30 | 17:00-18:30  |             | 17:00-18:30  |        | Egen trening | Egen trening | [Preben Rønningen](tel:+4790582440) |\n| G12    | 18:00-19:30 |              |             | 18:00-19:30  |        | Egen trening | Egen trening | [Lewi Uberg](tel:+4795002496)       |\n| G11    |             | 17:00-18:30  |             | 17:00-18:30  |        |              |              | [Per Voie](tel:+4799323066)         |',
     [('PHONE_NUMBER', '+4745847719'), ('PHONE_NUMBER', '+4790582440'), ('PHONE_NUMBER', '+4795002496'), ('PHONE_NUMBER', '+4799323066')]),
    ('muil', 'no_NO',
     '| G12    | 18:00-19:30 |              |             | 18:00-19:30  |        | Egen trening | Egen trening | [Lewi Uberg](tel:+4795002496)       |\n| G11    |             | 17:00-18:30  |             | 17:00-18:30  |        |              |              | [Per Voie](tel:+4799323066)         |\n| G9-10  | 17:00-18:30 |              |             | 16:30-17:30  |        |              |              | [Hugo Pedersen](tel:+4791555352)    |\n| G8     | 17:00-18:00 |              |             |              |        |              |              |\n| G7     |             | 17:00-18:00  |             |              |        |              |              |\n| J12-14 | 17:30-19:00 |              | 17:30-19:00 |              |        |              |              |\n\n---\n\n## Arendal Sportsklubb - Klein Fotball',
     [('PHONE_NUMBER', '+4791555352'), ('PHONE_NUMBER', '+4795002496'), ('PHONE_NUMBER', '+4799323066')]),
    ('muil', 'no_NO',
     '# HOVEDSTYRET\n\nPraktisk informasjon og kontaktinformasjon for leie av Myra grendehus finner du her.\n\n## Styrediagram\n\n```mermaid\ngraph TD\n    Leder["Linda Wibe Namsvatn<br>Telefon: 951 08 633"]\n    Nestleder["Hugo Pedersen<br>Telefon: 915 55 352"]\n    Kasserer["Ellen Marie Sundby Johansen<br>Telefon: 474 62 511"]\n    Medlemsansvarlig["Kathrine Aalerud<br>Telefon: 975 59 220"]\n    WebSoMe["Maria Moksness<br>Telefon: 476 64 762"]\n    Styremedlem1["Christoffer Moland<br>Telefon: 928 33 064"]\n    Styremedlem2["Cathrine Botterli<br>Telefon: 942 76 726"]',
     [('PHONE_NUMBER', '474 62 511'), ('PHONE_NUMBER', '476 64 762'), ('PHONE_NUMBER', '915 55 352'), ('PHONE_NUMBER', '928 33 064'), ('PHONE_NUMBER', '942 76 726'), ('PHONE_NUMBER', '951 08 633'), ('PHONE_NUMBER', '975 59 220')]),
    ('muil', 'no_NO',
     '    WebSoMe["Maria Moksness<br>Telefon: 476 64 762"]\n    Styremedlem1["Christoffer Moland<br>Telefon: 928 33 064"]\n    Styremedlem2["Cathrine Botterli<br>Telefon: 942 76 726"]\n\n    Leder --> Nestleder\n    Leder --> Kasserer\n    Leder --> Medlemsansvarlig\n    Leder --> WebSoMe\n    Leder --> Styremedlem1\n    Leder --> Styremedlem2\n```\n\n## Leder\n\n**Linda Wibe Namsvatn**  \nTelefonnummer: 951 08 633  \nE-post\n\n## Nestleder\n\n**Hugo Pedersen**  \nTelefonnummer: 915 55 352  \nE-post\n\n## Kasserer\n\n**Ellen Marie Sundby Johansen**  \nTelefonnummer: 474 62 511  \nE-post\n\n## Medlemsansvarlig\n\n**Kathrine Aalerud**  \nTelefonnummer: 975 59 220  \nE-post\n\n## Web, SoMe og kommunikasjon\n\n**Maria Moksness**  \nTelefonnummer: 476 64 762  \nE-post\n\n## Styremedlem\n\n**Christoffer Moland**  ',
     [('PHONE_NUMBER', '474 62 511'), ('PHONE_NUMBER', '476 64 762'), ('PHONE_NUMBER', '915 55 352'), ('PHONE_NUMBER', '928 33 064'), ('PHONE_NUMBER', '942 76 726'), ('PHONE_NUMBER', '951 08 633'), ('PHONE_NUMBER', '975 59 220')]),
    ('muil', 'no_NO',
     '**Hugo Pedersen**  \nTelefonnummer: 915 55 352  \nE-post\n\n## Kasserer\n\n**Ellen Marie Sundby Johansen**  \nTelefonnummer: 474 62 511  \nE-post\n\n## Medlemsansvarlig\n\n**Kathrine Aalerud**  \nTelefonnummer: 975 59 220  \nE-post\n\n## Web, SoMe og kommunikasjon\n\n**Maria Moksness**  \nTelefonnummer: 476 64 762  \nE-post\n\n## Styremedlem\n\n**Christoffer Moland**  \nTelefonnummer: 928 33 064  \nE-post\n\n## Styremedlem\n\n**Cathrine Botterli**  \nTelefonnummer: 942 76 726  \nE-post\n\n---\n\n## Andre kontaktpersoner\n\n### Vaktmester og anleggsleder\n\n**Kenneth Johansen**  \nTelefonnummer: 481 76 418  \nE-post\n\n### Miljøgruppa\n\n**Kirsten Helene Jacobsen**  \nTelefonnummer: 900 66 325  \nE-post\n\n### Leder leikarringen\n\n**Magne Blågestad**  \nTelefonnummer: 924 13 595  ',
     [('PHONE_NUMBER', '474 62 511'), ('PHONE_NUMBER', '476 64 762'), ('PHONE_NUMBER', '481 76 418'), ('PHONE_NUMBER', '900 66 325'), ('PHONE_NUMBER', '915 55 352'), ('PHONE_NUMBER', '924 13 595'), ('PHONE_NUMBER', '928 33 064'), ('PHONE_NUMBER', '942 76 726'), ('PHONE_NUMBER', '975 59 220')]),
    ('gruppe03', 'no_NO',
     '          <a href="https://www.youtube.com/channel/UCMzBr0zvB2uhUTRvnSFzwIw" target="_blank" class="fa fa-youtube"></a>\n          <a href="https://www.instagram.com/rosenborgballklub/?hl=nb" target="_blank" class="fa fa-instagram"></a>\n        </div>\n        <!-- Sosiale-medier-linker fra w3schools: https://www.w3schools.com/howto/howto_css_social_media_buttons.asp slutter -->\n        <p> E-pOst: infO@rbk.nO eller TelefOn: 73822100 </p>\n      </div>\n    </div>\n  </body>\n</html>\n',
     [('EMAIL_ADDRESS', 'infO@rbk.nO'), ('PHONE_NUMBER', '73822100')]),
    ('gruppe03', 'no_NO',
     '          <a href="https://twitter.com/RBKfotball?ref_src=twsrc%5Egoogle%7Ctwcamp%5Eserp%7Ctwgr%5Eauthor" target="_blank" class="fa fa-twitter"></a>\n          <a href="https://www.youtube.com/channel/UCMzBr0zvB2uhUTRvnSFzwIw" target="_blank" class="fa fa-youtube"></a>\n          <a href="https://www.instagram.com/rosenborgballklub/?hl=nb" target="_blank" class="fa fa-instagram"></a>\n        </div>\n        <p> E-pOst: infO@rbk.nO eller TelefOn: 73822100 </p>\n      </div>\n    </div>\n  </body>\n</html>\n',
     [('EMAIL_ADDRESS', 'infO@rbk.nO'), ('PHONE_NUMBER', '73822100')]),
    ('gruppe03', 'no_NO',
     '      <!-- Meny som blir på topen av side fra w3schools (https://www.w3schools.com/howto/howto_css_sticky_element.asp) slutter -->\n<div class="background">\n\n\n      <div class="innhold_om_rbk">\n        <br>\n        <br>\n        <h2>OM RBK</h2>\n        <h3>ANSATTE</h3>\n        <br>\n        <h9>  <h10> Daglig leder og arrangementssjef: </h10><br>\n                Tove Moe Dyrhaug  - 481 80 740  - tove.dyrhaug@rbk.no <br><br>\n\n              <h3>  Sportslig avdeling A-lag  </h3><br><br>\n                <h10>Hovedtrener: </h10> <br>\n                Eirik Horneland <br><br>\n                <h10>Assistenttrener: </h10> <br>\n                Karl Oskar Emberland <br>\n                Trond Henriksen <br><br>\n                <h10>Keepertrener/logistikkansvarlig:  </h10><br>',
     [('EMAIL_ADDRESS', 'tove.dyrhaug@rbk.no'), ('PHONE_NUMBER', '481 80 740')]),
    ('gruppe03', 'no_NO',
     '                Stig Inge Bjørnebye <br><br>\n                <h10>Med. koordinator fysioterapeut/osteopat:  </h10><br>\n                Haakon Schwabe,  - 959 59 539 - haakon.schwabe@rbk.no <br><br>\n                <h10>Fysioterapeuter: </h10> <br>\n                Christian Thorbjørnsen - christian.thorbjornsen@rbk.no <br>\n                Eirik Nordtvedt - 926 84 106 - eirik.nordtvedt@rbk.no <br><br>\n                <h10>Sjefspeider: </h10> <br>\n                Hallvar Thoresen <br><br>\n                <h10>Trener:  </h10><br>\n                Vebjørn Rodal <br><br>\n                <h10>Materialforvalter:  </h10><br>\n                Gunnar Stene - 911 74 133 - gunnar.stene@rbk.no <br><br>\n                <h10>Kostholdsekspert: </h10> <br>',
     [('EMAIL_ADDRESS', 'christian.thorbjornsen@rbk.no'), ('EMAIL_ADDRESS', 'eirik.nordtvedt@rbk.no'), ('EMAIL_ADDRESS', 'gunnar.stene@rbk.no'), ('EMAIL_ADDRESS', 'haakon.schwabe@rbk.no'), ('PHONE_NUMBER', '911 74 133'), ('PHONE_NUMBER', '926 84 106'), ('PHONE_NUMBER', '959 59 539')]),
    ('gruppe03', 'no_NO',
     '                Gunnar Stene - 911 74 133 - gunnar.stene@rbk.no <br><br>\n                <h10>Kostholdsekspert: </h10> <br>\n                Henning Svendsen <br><br>\n                <h10>Lege: </h10> <br>\n                Reidar Due <br><br>\n\n\n\n\n\n\n\n                <h3>Økonomi, eiendom og stadion</h3>  <br><br>\n              <h10>  Leder:</h10>  <br>\n                Roar Munkvold - 916 61 563 - roar.munkvold@rbk.no <br><br>\n              <h10>  Økonomimedarbeidere:</h10>  <br>\n                Bergljot Angen - bergljot.angen@rbk.no <br>\n                Maren Rognhaug Nybrodal - maren.nybrodal@rbk.no <br><br>\n              <h10>  Driftsleder:</h10>  <br>\n                Per Haugnes - 913 38 380 - per.haugnes@rbk.no <br><br>\n              <h10>  Banemester:</h10>  <br>',
     [('EMAIL_ADDRESS', 'bergljot.angen@rbk.no'), ('EMAIL_ADDRESS', 'gunnar.stene@rbk.no'), ('EMAIL_ADDRESS', 'maren.nybrodal@rbk.no'), ('EMAIL_ADDRESS', 'per.haugnes@rbk.no'), ('EMAIL_ADDRESS', 'roar.munkvold@rbk.no'), ('PHONE_NUMBER', '911 74 133'), ('PHONE_NUMBER', '913 38 380'), ('PHONE_NUMBER', '916 61 563')]),
    ('vfl-zusamaltheim-web', '',
     '---\ndate: 2019-03-02T21:07:13+01:00\ntitle: Willkommen\nlayout: single\nweight: 0\n---\n\nHerzlich Willkommen auf der Online-Präsenz des VfL Zusamaltheims!\n\nDer VfL Zusamaltheim umfasst insgesamt vier Abteilungen.\n\n[![Fussball](/images/icons/football.jpg)]({{< ref "/fussball/_index.md" >}})\n[![Tennis](/images/icons/tennis.jpg)]({{< ref "/tennis/_index.md" >}})\n[![Tischtennis](/images/icons/tabletennis.jpg)]({{< ref "/tischtennis/_index.md" >}})',
     []),
    ('vfl-zusamaltheim-web', '',
     '[![Tennis](/images/icons/tennis.jpg)]({{< ref "/tennis/_index.md" >}})\n[![Tischtennis](/images/icons/tabletennis.jpg)]({{< ref "/tischtennis/_index.md" >}})\n[![Turnen](/images/icons/athletics.jpg)]({{< ref "/turnen/_index.md" >}})\n\n<br>\n<br>\n### Nächste Termine des VfL Zusamaltheim\n\n![Willkommen auf unserer Website"="$](/images/Willkommen_website.jpg)\n![Fussballschule_2026"="$](/images/fussballschule/fussballschule_2026.jpeg)\n<br>\n\n',
     []),
    ('vfl-zusamaltheim-web', '',
     'Ein spannendes und aufregendes Spiel gegen Leipzig folgte anschließend im Stadion. Beim \n3:3 beider Mannschaften ging es dann hin und her. \nSchade nur, dass der FCA den Ausgleich kurz vor Schluss noch hat hinnehmen müssen.\nAlles in allem war es aber erneut ein toller Tag für unseren VfL-Nachwuchs den wir auch im \nkommenden Jahr wieder planen wollen!\n<br>\n[![FCA_Spieltagscamp_22_1](/images/FCA_Spieltagscamp_22_1.jpeg)]({{< ref "/fussball/Was ist los beim VfL.md" >}})\n[![FCA_Spieltagscamp_22_2](/images/FCA_Spieltagscamp_22_2.jpeg)]({{< ref "/fussball/Was ist los beim VfL.md" >}})\n',
     []),
    ('vfl-zusamaltheim-web', '',
     'Ergebnis des Elternturniers:<br>\nPlatz 1:\tGünther Kurz<br>\nPlatz 2:\tPeter Denzel<br>\nPlatz 3:\tMichael Mengele<br>\n<br>\nWir bedanken uns bei Ralf Gumpp für die Organisation und Turnierleitung, den Eltern und unserem Andreas Schlagenhaft<br>\nfür die vorzügliche Verköstigung und wünschen Allen ein frohes Weihnachtsfest und ein gutes gesundes neues Jahr.<br>\n<br>\n[![Weihnachten_TT_2023](/images/Weihnachten_TT_2023.jpg)]({{< ref "/tischtennis/Was ist los in der Abt. TT.md" >}})\n\n',
     []),
    ('annunlord-github-io', '',
     'title: "Directions"\nexcerpt: "Directions to Our Parish"\nlayout: single\ndate: 2022-04-02\nlast_modified_at: 2022-07-22\n---\n\n## Address\n\nWe are located at\n\n<address>\n3910 Spring Ave SW<br/>\nDecatur, AL 35603<br/>\nUnited States\n</address>\n\n[Navigate on GoogleMaps](https://www.google.com/maps/dir/?api=1&destination=3910%20Spring%20Ave%20SW%20Decatur%20AL%2035603){: .btn .btn--primary .btn--large}\n\n## Google Maps\n\n<div class="responsive-video-container">\n<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3286.8359567051543!2d-87.00012548429463!3d34.53238388047796!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0xca1a6bfcceffa898!2sAnnunciation-Lord%20Church!5e0!3m2!1sen!2sus!4v1648946070272!5m2!1sen!2sus" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>',
     []),
    ('rdfcc', '',
     '[\n  {\n    "Num": 1,\n    "Date": "15/04/2025",\n    "Time": "19:00",\n    "Name": "Parkend 1km Sprint",\n    "Course": "Parkend 1km",\n    "Distance": "1km",\n    "CourseLink": "parkend-sprint",\n    "CTTLink":"4106-uc-503-parkend-1-km"\n  },\n  {\n    "Num": 2,\n    "Date": "22/04/2025",\n    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",\n    "CourseLink": "lydbrook10",\n    "CTTLink":"4110-uc-501"\n  },\n  {\n    "Num": 3,\n    "Date": "29/04/2025",\n    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",',
     []),
    ('rdfcc', '',
     '    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",\n    "CourseLink": "lydbrook10",\n    "CTTLink":"4110-uc-501"\n  },\n  {\n    "Num": 3,\n    "Date": "29/04/2025",\n    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",\n    "CourseLink": "lydbrook10",\n    "CTTLink":"4110-uc-501"\n  },\n  {\n    "Num": 4,\n    "Date": "06/05/2025",\n    "Time": "19:00",\n    "Name": "Lower Cannop x1",\n    "Course": "UC507",\n    "Distance": "6 miles",\n    "CourseLink": "lower-cannop",\n    "CTTLink":"4119-uc-507"\n  },\n  {\n    "Num": 5,\n    "Date": "13/05/2025",\n    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",',
     []),
    ('rdfcc', '',
     '    "Time": "19:00",\n    "Name": "Lower Cannop x1",\n    "Course": "UC507",\n    "Distance": "6 miles",\n    "CourseLink": "lower-cannop",\n    "CTTLink":"4119-uc-507"\n  },\n  {\n    "Num": 5,\n    "Date": "13/05/2025",\n    "Time": "19:00",\n    "Name": "Lydbrook 10",\n    "Course": "uc501",\n    "Distance": "10 miles",\n    "CourseLink": "lydbrook10",\n    "CTTLink":"4110-uc-501"\n  },\n  {\n    "Num": 6,\n    "Date": "20/05/2025",\n    "Time": "19:00",\n    "Name": "Upper Cannop x2",\n    "Course": "uc507",\n    "Distance": "12 miles",\n    "CourseLink": "cannop",\n    "CTTLink":"4119-uc-507"\n  },\n  {\n    "Num": 7,\n    "Date": "27/05/2025",\n    "Time": "19:00",\n    "Name": "Hilly Lydbrook",\n    "Course": "UC506",\n    "Distance": "15 miles",',
     []),
    ('invicto', '',
     '+++\ntitle = "Pagina niet gevonden"\ndescription = "Whoops"\nnoindex = true\ndate = 2021-03-09T11:19:39+01:00\ndraft = false\nlayout = "generic"\n+++\n\nDe gevraagde pagina kon niet gevonden geworden.\n\nVia onze [homepage](/) kan je zeker de juiste pagina vinden.',
     []),
    ('invicto', '',
     '+++\ntitle = "Invicto BJJ"\ndescription = "Onze BJJ-afdeling"\nmetaImage = "/images/site/invicto_bjj.jpg"\nimageAlt = "Invicto BJJ Logo"\ndate = 2021-03-09T11:19:39+01:00\ndraft = false\nlayout = "generic"\n+++\n## Brazilian Ju-Jitsu (BJJ)\n\nOntdek de opwindende wereld van Braziliaans Jiu-jitsu! Deze geavanceerde vechtsport richt zich op het grondgevecht, beter bekend als ne-waza, en het toepassen van submissions zoals houdgrepen, ook wel Osae Komi Waza genoemd in het Japans. Ons doel is om jou de vaardigheden aan te leren die je nodig hebt om een dominante positie te bereiken en je aanvaller snel tot overgave te dwingen.',
     []),
    ('invicto', '',
     '+++\ntitle = "Invicto Grappling"\ndescription = "Onze No-Gi-afdeling"\ndate = 2021-03-09T11:19:39+01:00\ndraft = false\nlayout = "generic"\n+++\n## No-Gi / Grappling\n\nNo-Gi is een BJJ-stijl waarbij je geen Gi-uniform (kimono) hoeft te dragen. \\\nWe leren hier onze technieken toepassen op een partner die geen kimono draagt, op deze manier benaderen we een veel realistischere manier van werken.\n\nKijk zeker ook even naar onze [BJJ-afdeling](/bjj).',
     []),
    ('vvschijf-netlify', '',
     '    image: /img/nada_lingerie.jpg\n    link: http://www.nada-lingerie.nl/\n  - title: DGD Roosendaal\n    image: /img/dgd_logo.jpg\n    link: http://www.dgdroosendaal.nl/\n  - title: Schipper Groep\n    image: /img/logo_afb345.jpg\n    link: http://www.schippergroep.nl\n  - title: ADMX\n    image: /img/admx.jpg\n    link: http://admx.nl/\n  - title: Coop Compact Schrauwen\n    image: /img/00031_coop_compact_schrauwen.jpg\n    link: http://www.coop.nl/supermarkten/kruisland/coopcompact-schrauwen\n  - title: Gookar Trailers\n    image: /img/gookar_logo.gif\n    link: http://www.gookar.nl/\n---\n',
     []),
    ('vvschijf-netlify', '',
     '---\ntitle: 12 mei voetbalquiz\nvisible: true\ndate: 2021-04-25T19:26:49.378Z\ndescription: 12 mei voetbalquiz!\nimages:\n  - image: /img/2021-voetbalquiz.jpg\n---\n<!--StartFragment-->\n\n\n\nOp woensdagavond 12 mei om 20:00 organiseert vv Schijf een digitale voetbalquiz met lekkers! Meld je duo aan voor de quiz, vermeld daarbij welke borrelpakketjes je af wilt nemen, en geniet op 12 mei van een volledig verzorgde avond! In ieder pakketje zitten twee lootjes voor de loterij!',
     []),
    ('vvschijf-netlify', '',
     '---\ntitle: 22 mei kaderdag\nvisible: true\ndate: 2022-05-05T13:57:23.754Z\ndescription: "Zondag 22 mei is het eindelijk weer tijd voor de Kaderdag! 🤩 "\n---\nOm 14:30 zal Schijf 1 aftrappen tegen Terneuzen 1. ⚽️ Na de wedstrijd zal een BBQ worden verzorgd door ‘t Vleeswienkeltje voor sponsors, kaderleden, leden en vrienden van VV Schijf. 🥓🍗\nKosten:\nVolwassenen: €15\nKinderen (tot en met 12 jaar): €7,50\nOpgeven:',
     []),
    ('vvschijf-netlify', '',
     '---\ntitle: 26 mei familievoetbaltoernooi\nvisible: true\ndate: 2022-04-17T08:59:12.249Z\ndescription: Ook dit jaar met hemelvaart organiseert VV Schijf weer het 7x7\n  familievoetbaltoernooi!\xa0!⚽\nimages:\n  - image: /img/familievoetbaltoernooi.jpg\n---\n<!--StartFragment-->\n\nRoep je familie bij elkaar en haal de voetbalschoenen uit de kast om een gezellig middagje te voetballen.\xa0![🤩](https://static.xx.fbcdn.net/images/emoji.php/v9/t58/1/16/1f929.png)',
     []),
    ('vvschijf-netlify', '',
     '---\ntitle: 7 november Red-Yellow party\nvisible: true\ndate: 2021-11-01T19:52:47.859Z\ndescription: >\n  Eindelijk is het weer zo ver: Derby time! Trek je rood-gele attributen uit de\n  kast en kom naar de Red Yellow party! 🔴🟡\nimages:\n  - image: /img/red-yellow-party.jpg\n---\nNa de wedstrijd Schijf - Zundert staat Dj Rick klaar met de lekkerste dansplaten. Zorg dat je erbij bent en neem je QR-code mee!\nWaar? Sportpark de Zoek',
     []),
    ('consanpaolino', '',
     "---\npublished: false\ndate: '2017-12-17T00:00:00+02:00'\ntitle: XI Campionato Regionale Toscano LITAB\nwhere: Sotterranei Baluardo San Paolino, Lucca\nmatches:\n  - title: Gara a squadre\n    rankings:\n      - name: Compagnia Balestrieri Città di Volterra\n        score: 318\n      - name: Contrade San Paolino\n        score: 288\n        image: /assets/images/competitions/20171217-sanpaolino.jpg",
     []),
    ('consanpaolino', '',
     "---\npublished: false\ndate: '2018-05-20T15:00:00+02:00'\ntitle: I Palio dei Balistarii della Repubblica di Lucca\nwhere: Piazza Napoleone, Lucca\nmatches:\n  - title: Tiro in corniolo\n    rankings:\n      - Antonino Lino (Granchio)\n      - Valentina Fatiguso (Luna)\n      - Matteo Toraldo (Luna)\n      - Alessandro Iacopini (Sirena)\n---\n",
     []),
    ('consanpaolino', '',
     "---\npublished: false\ndate: '2018-06-24T15:00:00+02:00'\ntitle: I Giostra Ghibellina\nwhere: Campo Tiri della Repubblica di Lucca\nmatches:\n  - title: Gara a squadre a 5\n    rankings:\n      - name: Montefalco A\n        score: 419\n      - name: Lucca A\n        score: 413\n      - name: Lucca B\n        score: 386\n    shooters:\n      - Matteo Toraldo (Lucca A)\n      - Mauro Tolomei (Lucca A)\n      - Massimo Mazzei (Lucca A)",
     []),
    ('consanpaolino', '',
     "---\npublished: false\ndate: '2018-09-30T15:00:00+02:00'\ntitle: II Palio delle Contrade San Paolino\nwhere: Campo Tiri della Repubblica di Lucca\nmatches:\n  - title: Tiro in corniolo\n    rankings:\n      - Alessandro Iacopini (Sirena)\n      - Michele Satta (Sirena)\n      - Giovanni Toraldo (Granchio)\n      - Massimo Mazzei (Luna)\n    shooters:\n      - Giovanni Toraldo\n      - Valentina Fatiguso",
     []),
    ('consanpaolino', '',
     "---\npublished: false\ndate: '2018-12-08T15:00:00+02:00'\ntitle: Frecce e Bandiere di Natale 2018\nwhere: Campo Tiri della Repubblica di Lucca\nmatches:\n  - title: II Torneo Frecce e Bandiere di Natale\n    rankings:\n      - name: Lorenzo Coppi\n        score: 87\n      - name: Simona Di Marco\n        score: 87\n      - name: Francesco Bianchini\n        score: 86\n  - title: Gara delle reclute\n    rankings:",
     []),
    ('1polska', '',
     "    public function validationDefault(Validator $validator)\n    {\n        $validator\n            ->allowEmptyString('id', 'create');\n\n        $validator\n            ->scalar('subject')\n            ->maxLength('subject', 255)\n            ->requirePresence('subject', 'create')\n            ->allowEmptyString('subject', false);\n\n        $validator\n            ->scalar('txt')\n            ->maxLength('txt', 4294967295)\n            ->requirePresence('txt', 'create')\n            ->allowEmptyString('txt', false);\n\n        $validator\n            ->scalar('status')\n            ->allowEmptyString('status', false);\n\n        return $validator;\n    }\n\n\tpublic function sendEmailsToAttachedUsers(Newsletter $newsletter)\n\t{\n\t\t$newsletters_users = $this->NewslettersUsers->find()",
     []),
    ('vsf-nu', '',
     '                <label for="date_display">Visat datum: </label><input type="text" name="date_display" id="date_display" />\n                <label for="description">Beskrivning: </label>  \n                <script>edToolbar(\'description\');</script>                       \n\t\t\t\t<textarea name="description" id="description" class="ed" cols="50" rows="10"></textarea>\n                <input type="hidden" name="MAX_FILE_SIZE" value="96000000" />\n    \t\t\t<label for="uploaded_file">Ladda upp fil:</label>\n    \t\t\t<input name="uploaded_file" id="uploaded_file" type="file" />\n                <input type="submit" value="Spara" />\n                </form>\n                </div>\n                </div>\n\t\t\t</div>\n<?php include "right.php"; ?>\n<?php include "sidfot.php"; ?>\n        </div>\n<?php include "script_section.php"; ?>',
     []),
    ('vsf-nu', '',
     '                \t\t<label for=\'new_description\'>Beskrivning: </label>\n                \t\t<script>edToolbar(\'new_description\');</script>                             \n                \t\t<textarea name=\'new_description\' id=\'new_description\' class=\'ed\' cols=\'50\' rows=\'10\'>".$description."</textarea>\n                \t\t<input type=\'hidden\' name=\'MAX_FILE_SIZE\' value=\'96000000\' />\n\t\t    \t\t\t<label for=\'uploaded_file\'>Ladda upp fil:</label>\n    \t\t\t\t\t<input name=\'new_uploaded_file\' id=\'new_uploaded_file\' type=\'file\' />\t\n        \t\t\t\t<input type=\'hidden\' id=\'id\' name=\'id\' value=\'$update_id\' />";\n\t\t}\necho "\n\t\t\t\t\t\t<input type=\'submit\' name=\'updated\' value=\'Spara\' />\n\t\t\t\t\t</form>\n\t\t\t\t</div>";\n\t}\n?>\n\t\t\t</div>\n\t\t</div>\n\t\t\t<?php include "right.php"; ?>',
     []),
    ('vsf-nu', '',
     '        \t\t\t<label for=\'new_date\'>Datum: </label><input type=\'text\' name=\'new_date\' id=\'new_date\' value=\'$date\' />\n\t\t\t\t\t<label for=\'new_text\'>Beskrivning: </label><script>edToolbar(\'new_text\');</script>                             \n                \t<textarea name=\'new_text\' id=\'new_text\' class=\'ed\' cols=\'50\' rows=\'10\'>".$text."</textarea>\n                \t<input type=\'hidden\' name=\'MAX_FILE_SIZE\' value=\'96000000\' />\n\t\t    \t\t<label for=\'uploaded_file\'>Ladda upp fil:</label>\n    \t\t\t\t<input name=\'uploaded_file\' id=\'uploaded_file\' type=\'file\' />\n        \t\t\t<input type=\'hidden\' id=\'id\' name=\'id\' value=\'$update_id\' />";\n\t\t}\n\t\techo "\n\t\t\t\t\t<input type=\'submit\' name=\'updated\' value=\'Spara\' /></form></div>";\n\t}\n?>\n\t\t\t</div>\n\t\t</div>\n<?php include "right.php"; ?>\n<?php include "sidfot.php"; ?>',
     []),
    ('vsf-nu', '',
     '<!DOCTYPE HTML>\n<html>\n    <head profile="http://www.w3.org/2005/10/profile">\n        <link rel="icon" type="image/png" href="images/favicon.png" />\n    \n        <meta name="viewport" content="width=device-width; initial-scale=1.0; user-scalable=yes">\n\n        <meta http-equiv="Content-type" content="text/html; charset=UTF-8" />\n        <meta property="og:title" content="Gilla" />\n        <meta property="og:url" content="http://www.vsf.nu" />',
     []),
    ('vsf-nu', '',
     '        <meta http-equiv="Content-type" content="text/html; charset=UTF-8" />\n        <meta property="og:title" content="Gilla" />\n        <meta property="og:url" content="http://www.vsf.nu" />\n        <meta property="og:image" content="http://www.vsf.nu/bilder/topfiol.png" />\n        <meta property="og:site_name" content="V&#xe4;sterg&#xf6;tlands Spelmansf&#xf6;rbund" />\n        <meta property="fb:admins" content="726717030" />\n\t    <link rel="stylesheet" type="text/css" href="css/styles.css" />\n<!--[if IE]>\n        <link rel="stylesheet" type="text/css" href="css/stylesie.css" />\n<![endif]-->\n        <link href="lightbox/css/lightbox.css" rel="stylesheet" />\n        <title>Västergötlands Spelmansförbund</title>\n\t</head>\n\n',
     []),
    ('vsf-nu', '',
     '                                1969\n                            \n                        </td>\n                        <td>\n                            \n                                Filip Engkvist, Skövde\n                            \n                        </td>\n                        <td>\n                            \n                                1908 - 1995\n                            \n                        </td>\n                    </tr>\n                    <tr>\n                        <td>\n                            \n                                1974\n                            \n                        </td>\n                        <td>\n                            \n                                Anton Niklasson, Bollebygd',
     []),
    ('php-site', '',
     '<?php\n\nini_set(\'display_errors\', \'On\');\nerror_reporting(E_ALL);\n\n\n$conn = mysqli_connect("localhost","lajo0010","Kossen848812","lajo0010");\n\nif(!$conn) {\n\tthrow new Exception(mysqli_connect_error(), mysqli_connect_errno());\n}',
     []),
    ('php-site', '',
     '<?php\n\n//http://codersfolder.com/2016/08/simple-crud-with-php-mysqli/\n\n  include_once \'db.inc.php\';\n\n  if ($_POST) {\n  /*   $edit_rubrik = $_POST[\'rubrik\'];\n    $edit_info = $_POST[\'info\']; */\n    $edit_rubrik = mysqli_real_escape_string($conn, $_POST[\'rubrik\']);\n    $edit_info  = mysqli_real_escape_string($conn, $_POST[\'info\']);\n    $id = $_POST[\'id\'];\n\n    $sql = "UPDATE Aktiviteter SET rubrik = \'$edit_rubrik\', info = \'$edit_info\' WHERE id = \'$id\' " ;',
     []),
    ('php-site', '',
     '<?php\n\tinclude_once \'_includes/head.php\';\n?>\n\n\n\n<?php\n\n  if (!isset($_COOKIE[\'u_name\'])) {\n    header("Location: ./login.php");\n    exit();\n  }\n\n  // http://codersfolder.com/2016/08/simple-crud-with-php-mysqli/\n  // Jag var tvungen att att kopiera den här koden... Jag provade själv men fick inte till det. Det som är bra med\n  // den här länken är att jag även förstår koden. Det är bara det att jag måste tänka mer objektorienterat. För det är så den här koden är skriven.\n  // Men som jag förstår så går det bra att blanda, koden funkar ändå. Men inte så bra för framtiden om det är fler som jag sitta med koden.',
     []),
    ('sokolsestajovice-cz', '',
     '|              70 | 13:33      |\n|              71 | 10:57      |\n|              72 | 21:15      |\n\n\n\nČasový harmonogram\n\nDatum: 13. října 2019\n\n- 8:30 – 9:30 registrace\n- 10:00 – 10:45 závod ročníků 2002 a mladších\n- 11:00 hlavní závod (6000 m a 6000 m canicross)\n- 11:45 vyhlášení výsledků\n\nKategorie\n\n_Dětské kategorie_\n\n- ročník 2013 a mladší – 100 m\n- ročníky 2010 – 2012 – 500 m\n- ročníky 2007 – 2009 – 1500 m\n- ročníky 2004 – 2006 – 3000 m\n\n_Kategorie dospělých_\n\n- ročníky 1969 – 2003 muži – 6000 m\n- ročníky 1969 – 2003 ženy – 6000 m\n- ročníky 1968 a starší muži – 6000 m\n- ročníky 1968 a starší ženy – 6000 m\n\n_Kategorie canicrossu_\n\n- 6000 m malé plemeno + ženy – pes do 10kg\n- 6000 m malé plemeno + muži – pes do 10 kg\n- 6000 m velké plemeno + ženy – pes nad 10 kg',
     []),
    ('sokol', '',
     '* [#14275](https://dev.ckeditor.com/ticket/14275): [IE9+] Fixed: `onerror` and `onload` events are not used in browsers it could have been used when loading scripts dynamically.\n\n## CKEditor 4.5.9\n\nFixed Issues:\n\n* [#10685](https://dev.ckeditor.com/ticket/10685): Fixed: Unreadable toolbar icons after updating to the new editor version. Fixed with [6876179](https://github.com/ckeditor/ckeditor-dev/commit/6876179db4ee97e786b07b8fd72e6b4120732185) in [ckeditor-dev](https://github.com/ckeditor/ckeditor-dev) and [6c9189f4](https://github.com/ckeditor/ckeditor-presets/commit/6c9189f46392d2c126854fe8889b820b8c76d291) in [ckeditor-presets](https://github.com/ckeditor/ckeditor-presets).\n* [#14573](https://dev.ckeditor.com/ticket/14573): Fixed: Missing [Widget](https://ckeditor.com/cke4/addon/widget) drag handler CSS when there are multiple editor instances.',
     []),
    ('sokol', '',
     'CKEditor is a trademark of CKSource - Frederico Knabben. All other brand\nand product names are trademarks, registered trademarks or service\nmarks of their respective holders.\n\n---\n\nAppendix A: The GPL License\n---------------------------\n\n```\nGNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n\n Copyright (C) 1989, 1991 Free Software Foundation, Inc.,\n 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA\n Everyone is permitted to copy and distribute verbatim copies\n of this license document, but changing it is not allowed.\n\nPreamble\n\n  The licenses for most software are designed to take away your\nfreedom to share and change it.  By contrast, the GNU General Public\nLicense is intended to guarantee your freedom to share and change free\nsoftware-to make sure the software is free for all its users.  This',
     []),
    ('sokol', '',
     'PROGRAMS), EVEN IF SUCH HOLDER OR OTHER PARTY HAS BEEN ADVISED OF THE\nPOSSIBILITY OF SUCH DAMAGES.\n\nEND OF TERMS AND CONDITIONS\n```\n\nAppendix B: The LGPL License\n----------------------------\n\n```\nGNU LESSER GENERAL PUBLIC LICENSE\nVersion 2.1, February 1999\n\n Copyright (C) 1991, 1999 Free Software Foundation, Inc.\n     59 Temple Place, Suite 330, Boston, MA  02111-1307  USA\n Everyone is permitted to copy and distribute verbatim copies\n of this license document, but changing it is not allowed.\n\n[This is the first released version of the Lesser GPL.  It also counts\n as the successor of the GNU Library Public License, version 2, hence\n the version number 2.1.]\n\nPreamble\n\n  The licenses for most software are designed to take away your',
     []),
    ('sokol', '',
     " * (for example to upgrade), visit one the following links:\n *\n * (1) https://ckeditor.com/cke4/builder\n *     Visit online builder to build CKEditor from scratch.\n *\n * (2) https://ckeditor.com/cke4/builder/69572399705cb1b2cc03d308961f036c\n *     Visit online builder to build CKEditor, starting with the same setup as before.\n *\n * (3) https://ckeditor.com/cke4/builder/download/69572399705cb1b2cc03d308961f036c\n *     Straight download link to the latest version of CKEditor (Optimized) with the same setup as before.\n *\n * NOTE:\n *    This file is not used by CKEditor, you may remove it.\n *    Changing this file will not change your CKEditor configuration.\n */\n\nvar CKBUILDER_CONFIG = {\n\tskin: 'flat',\n\tpreset: 'standard',\n\tignore: [\n\t\t'.DS_Store',",
     []),
    ('sokol', '',
     '                     ?>\n                   </div>\n                   <a class="info_aktualita" href="akce.php"> Zobrazit další akce </a>\n            </div>\n\n            <div class="map_container">\n                     <h2 id="kde"> Kde nás najdeš? </h2>\n                     <iframe class="mapa" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2462.975249574112!2d13.425583741174702!3d49.755220828845694!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x135804b4242cac6f!2sT%C4%9Blocvi%C4%8Dn%C3%A1+jednota+Sokol+Plze%C5%88+-+Doubravka!5e1!3m2!1scs!2scz!4v1517077660363" width="1000" height="300" frameborder="0" style="border:0" allowfullscreen></iframe>\n            </div>\n\n\n            <div class="social_container">',
     []),
    ('www', '',
     '{\n  "hosting": {\n    "public": "public",\n    "ignore": [\n      "firebase.json",\n      "**/.*",\n      "**/node_modules/**"\n    ],\n    "headers": [\n      {\n        "source": "**",\n        "headers": [\n          {\n            "key": "Strict-Transport-Security",\n            "value": "max-age=31536000; includeSubdomains; preload"\n          },\n          {\n            "key": "Content-Security-Policy",\n            "value": "default-src \'none\'; object-src \'none\'; base-uri \'self\'; frame-ancestors \'none\'; script-src \'self\' https://*.googletagmanager.com \'sha256-dkOtSzvFrLxTqUWJ56gAiNHAPClZnm8nRrXm5szMZVw=\'; img-src \'self\' https://*.google-analytics.com https://*.googletagmanager.com; connect-src \'self\' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; style-src \'self\' \'unsafe-inline\'; form-action \'self\';"',
     []),
    ('www', '',
     '---\ndate: 2021-04-11T15:00:00+09:00\ndraft: false\nfeatured_image: ""\ntoc: false\ncategories: [news]\ntitle: "Recruiting additional overseas internship students for FY2021"\n---\n\n<!--more-->\n\n| Item                        | content                         |\n| --------------------------- | ------------------------------- |\n| Application period          | April 8, 2021 – April 30, 2021. |',
     []),
    ('www', '',
     '---\ndate: 2022-04-07T15:00:00+09:00\ndraft: false\nfeatured_image: ""\ntoc: false\ncategories: [news]\ntitle: "Recruiting additional overseas internship students for FY2022"\n---\n\n<!--more-->\n\n| Item                        | content                         |\n| --------------------------- | ------------------------------- |\n| Application period          | April 5, 2022 – April 30, 2022. |',
     []),
    ('www', '',
     '---\ndate: 2022-08-15T15:00:00+09:00\ndraft: false\nfeatured_image: ""\ntoc: false\ncategories: [news]\ntitle: "Notice on recruitment requirements for the year 2023"\n---\n\nThe application guidelines and required documents for this year\'s internship in 2023 are now available.<br>\nPlease check them if you are interested in participating.\n\n- [2023 Application Guideline](../required-docs.md)',
     []),
    ('www', '',
     '---\ndate: 2023-03-30T02:00:00+09:00\ndraft: false\nfeatured_image: ""\ntoc: false\ncategories: [news]\ntitle: "Recruiting additional overseas internship students for FY2023"\n---\n\n<!--more-->\n\n| Item                        | content                         |\n| --------------------------- | ------------------------------- |\n| Application period          | April 1, 2023 – April 25, 2023. |',
     []),
    ('www', '',
     '---\ndate: 2024-02-23T00:00:00+09:00\ndraft: false\nfeatured_image: ""\ntoc: false\ncategories: [news]\ntitle: "Internship Opportunity Offered to 35 Candidates for Dispatch."\n---\n\nLast year, forty-two students applied for the 2024 Trainee Selection Examination, and 35 of them were selected as candidates for dispatch.<br>\nAs a result of close negotiations with each member country, we obtained 32 offers* that were in line with each candidate\'s area of expertise and preferences. ',
     []),
    ('jtba2025', '',
     '          <li>この慈しみ募金専用口座番号にお振り込みいただいた浄財は、災害支援の目的で拠出されます。</li>\n          <li>通常の郵便振替口座とは番号が異なりますのでご注意ください。</li>\n          <li>お礼状は割愛させていただきます。</li>\n          <li>ご不明の点は<a href="<?php echo get_permalink(237); ?>">協会事務局までお問合せ</a>ください。</li>\n        </ul>\n      </div>\n      <div class="cell medium-5 itukusimi-kouza">\n        <dl class="kouza-data">\n          <dt>郵便振替口座</dt>\n          <dd>００１７０－２－７２７８０９</dd>\n          <dd>慈しみ募金専用振替口座</dd>\n        </dl>\n      </div>\n    </div>\n  </section>\n</section>\n',
     []),
    ('jtba2025', '',
     '    <li><span><b>ゆうちょダイレクトや他行からお振込みの場合は、必ず協会事務局までメールにて上記項目をお知らせください。</b></span>その際「<span>振込日・振込金額</span>」をあわせてご連絡ください。ご連絡が無いと入会手続きができませんので、重ねてお願い申し上げます。</li>\r\n    <li>協会の入会・退会は自由に行えます。</li>\r\n    <li>入会金・年会費は仏法僧へのお布施としてお預かりします。お布施の返金はできませんので、予めご了承ください。</li>\r\n    <li>ご不明の点は<a href="<?php echo get_permalink(237); ?>">協会事務局までお問合せ</a>ください。</li>\r\n  </ul>\r\n  <div class="wrapper-kouza">\r\n    <div class="kouza-box">\r\n      <dl class="kouza-data">\r\n        <dt>郵便振替口座</dt>\r\n        <dd>００１２０－５－７６３９１４</dd>\r\n        <dd>宗教法人日本テーラワーダ仏教協会</dd>\r\n      </dl>\r\n    </div>\r\n    <div class="kouza-box">\r\n      <dl class="kouza-data">\r\n        <dt>他行からのお振込み</dt>\r\n        <dd>ゆうちょ銀行 〇一九 店<small>（ゼロイチキユウ店）</small></dd>\r\n        <dd>当座\u3000０７６３９１４</dd>\r\n      </dl>\r\n    </div>\r\n  </div>\r\n  <dl class="keizoku-kaiin">\r\n    <dt>2年目以降の会員継続について</dt>\r\n    <dd>\r\n      <ul>\r',
     []),
    ('jtba2025', '',
     '    <li><span><b>ゆうちょダイレクトや他行からお振込みの場合は、必ず協会事務局までメールにて上記項目をお知らせください。</b></span>その際「<span>振込日・振込金額</span>」をあわせてご連絡ください。ご連絡が無いと適切な手続きができませんので、重ねてお願い申し上げます。</li>\r\n    <li>お布施項目の名称の記載がない場合は「協会お布施」とさせていただきます。</li>\r\n    <li>記入内容が不明で確認がとれない場合は、3ヶ月後に「協会お布施」とさせていだたきます。</li>\r\n    <li>ご不明の点は<a href="<?php echo get_permalink(237); ?>">協会事務局までお問合せ</a>ください。</li>\r\n  </ul>\r\n  <div class="wrapper-kouza">\r\n    <div class="kouza-box">\r\n      <dl class="kouza-data">\r\n        <dt>郵便振替口座</dt>\r\n        <dd>００１２０－５－７６３９１４</dd>\r\n        <dd>宗教法人日本テーラワーダ仏教協会</dd>\r\n      </dl>\r\n    </div>\r\n    <div class="kouza-box">\r\n      <dl class="kouza-data">\r\n        <dt>他行からのお振込み</dt>\r\n        <dd>ゆうちょ銀行 〇一九 店<small>（ゼロイチキユウ店）</small></dd>\r\n        <dd>当座\u3000０７６３９１４</dd>\r\n      </dl>\r\n    </div>\r\n  </div>\r\n</section>\r\n',
     []),
    ('jtba2025', '',
     '    <div class="cell large-5 vihara-img-container">\n      <img src="<?php echo esc_url(get_theme_file_uri(\'/assets/img/v-gotami.jpg\')) ?>" alt="ゴータミー精舎外観">\n    </div>\n  </div>\n  <h4 class="headline-access"><span>アクセス</span></h4>\n  <div class="grid-x grid-margin-x">\n    <div class="cell large-7">\n      <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3241.122142096063!2d139.67185861571468!3d35.67399438019591!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x6018f33c5a2a8d03%3A0xda761f5970cb337e!2z5pel5pys44OG44O844Op44Ov44O844OA5LuP5pWZ5Y2U5Lya!5e0!3m2!1sja!2sjp!4v1516273775195" width="100%" height="350px" frameborder="0" style="border:0" allowfullscreen></iframe>\n    </div>\n    <div class="cell large-5 address-list-container">',
     []),
    ('jtba2025', '',
     '    <div class="cell large-5 vihara-img-container">\n      <img src="<?php echo esc_url(get_theme_file_uri(\'/assets/img/v-arana.jpg\')) ?>" alt="アラナ精舎外観">\n    </div>\n  </div>\n  <h4 class="headline-access"><span>アクセス</span></h4>\n  <div class="grid-x grid-margin-x">\n    <div class="cell large-7">\n      <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3290.688982132512!2d135.38834211568826!3d34.43465448050353!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x6000cf3ef07b5eb1%3A0x69dcffc0471a2214!2z44Ki44Op44OK57K-6IiO!5e0!3m2!1sja!2sjp!4v1516281053351" width="100%" height="350" frameborder="0" style="border:0" allowfullscreen></iframe>\n    </div>\n    <div class="cell large-5 address-list-container">\n      <dl class="vihara-address-list">',
     []),
    ('jtba2025', '',
     '    <div class="cell large-5 vihara-img-container">\n      <img src="<?php echo esc_url(get_theme_file_uri(\'/assets/img/v-mayadevi.jpg\')) ?>" alt="マーヤーデーヴィー精舎外観">\n    </div>\n  </div>\n  <h4 class="headline-access"><span>アクセス</span></h4>\n  <div class="grid-x grid-margin-x">\n    <div class="cell large-7">\n      <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3273.1010808914107!2d135.2243118156975!3d34.87880798038905!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x600066aa55ba18a9%3A0xd6deca7431ad686f!2z44Oe44O844Ok44O844OH44O844O044Kj44O857K-6IiO!5e0!3m2!1sja!2sjp!4v1516282407152" width="100%" height="350" frameborder="0" style="border:0" allowfullscreen></iframe>\n    </div>\n    <div class="cell large-5 address-list-container">',
     []),
    ('nusite', '',
     '{\n    // See https://go.microsoft.com/fwlink/?LinkId=827846 to learn about workspace recommendations.\n    // Extension identifier format: ${publisher}.${name}. Example: vscode.csharp\n    // List of extensions which should be recommended for users of this workspace.\n    "recommendations": [\n        "EditorConfig.EditorConfig",\n        "karunamurti.tera",\n        "tamasfe.even-better-toml",\n    ],\n    // List of extensions recommended by VS Code that should not be recommended for users of this workspace.',
     []),
    ('nusite', '',
     '[Rick](https://e-bildwerke.de/) und [ich](https://infragelb.de/tinker/) an\neinem vorläufigen Konzeptpapier, das Menschen von der Stadt und dem\nwomöglichen Vermieter vorgelegt werden soll für vorläufige Gedanken\nhinsichtlich Fördermöglichkeiten. Und was ist denn schon fest? Kassel\nwird in Kürze einen Hackerspace haben! (Vorgehensweise frei nach "[The\nCult of Done\nManifesto](https://www.brepettis.com/blog/2009/3/3/the-cult-of-done-manifesto.html)")\n',
     []),
    ('nusite', '',
     'aliases = ["/blog/archives/19-Building-a-Hacker-Space.html"]\n+++\n[![](/media/ohlig.jpg)](https://chaosradio.ccc.de/24c3_m4v_2133.html)\n\nWie hier schon mit einem Link auf das Wiki von hackerspaces.org\n[erwähnt](https://flipdot.org/blog/archives/2-Erst-Ei,-dann-Gack!.html),\nheute noch das [Video zum Vortrag von Lars Weiler und Jens\nOhlig](https://chaosradio.ccc.de/24c3_m4v_2133.html) zum Hacker Space\nDesign Pattern Catalogue auf dem\n[24C3](https://events.ccc.de/congress/2007/Fahrplan/events/2133.en.html).\nEtwas krudes CCC-Englisch, aber hübsche Folien, letztere\n[hier](https://events.ccc.de/congress/2007/Fahrplan/attachments/1003_Building%20a%20Hacker%20Space.pdf)\nals pdf.\n',
     []),
    ('potterieshackspace-githu', '',
     '    url: https://www.google.com/calendar/embed?src=00nfs1crll5qrehok98qmmitlc%40group.calendar.google.com&ctz=Europe/London\n  - title: YouTube\n    url: https://www.youtube.com/user/potterieshackspace\n  - title: IRC\n    url: irc://chat.freenode.net/potterieshackspace\ndonate:\n  - title: via GoCardless\n    url: https://dashboard.gocardless.com/api/paylinks/0P4J6WTM08\n  - title: via CoinBase\n    url: https://coinbase.com/checkouts/f7febf3521750f7b11d510c231970b17\n  - title: via PayPal\n    url: https://www.paypal.com/cgi-bin/webscr?cmd=_s-xclick&hosted_button_id=N46U9V699JA9S\nlocation:\n  - address: 50 Broad St, Hanley, Stoke on Trent, ST1 4EU\n    url: https://map.what3words.com/tribe.rested.stones',
     []),
    ('potterieshackspace-githu', '',
     '        <p>Please check our calendar for current [events](/events).</p>\n        <p>\n            <iframe src="https://www.google.com/calendar/embed?showTitle=0&amp;showNav=0&amp;showDate=0&amp;showPrint=0&amp;showTabs=0&amp;showCalendars=0&amp;showTz=0&amp;mode=AGENDA&amp;height=400&amp;wkst=2&amp;bgcolor=%23FFFFFF&amp;src=00nfs1crll5qrehok98qmmitlc%40group.calendar.google.com&amp;color=%232F6309&amp;ctz=Europe%2FLondon"\n                    style=" border-width:0 " width="100%" height="400" frameborder="0" scrolling="no"></iframe>\n        </p>\n    </div>\n</aside>\n',
     []),
    ('potterieshackspace-githu', '',
     '\n**[<img class="alignleft" alt="DSC_0894" src="/wp-content/uploads/2013/03/dsc_0894.jpg?w=300" width="300" height="200" />](/wp-content/uploads/2013/03/dsc_0894.jpg)The electronic components arrived!**\n\nSi brought down our order and got a home for them mounted on the wall.\n\nPerhaps now we can actually start building some prototype boards and using our Arduinos.\n\n[<img class="alignleft" alt="DSC_0897" src="/wp-content/uploads/2013/03/dsc_0897.jpg?w=300" width="300" height="200" />](/wp-content/uploads/2013/03/dsc_0897.jpg)Having said that, a few guys were already getting stuck in with their own components and circuits which was great to see.',
     []),
    ('potterieshackspace-githu', '',
     '[<img class="alignleft" alt="DSC_0897" src="/wp-content/uploads/2013/03/dsc_0897.jpg?w=300" width="300" height="200" />](/wp-content/uploads/2013/03/dsc_0897.jpg)Having said that, a few guys were already getting stuck in with their own components and circuits which was great to see.\n\nThe hackspace is very quickly becoming a hive of activity, which is brilliant.\n\n[<img class="alignleft" alt="DSC_0898" src="/wp-content/uploads/2013/03/dsc_0898.jpg?w=300" width="300" height="200" />](/wp-content/uploads/2013/03/dsc_0898.jpg)Dave brought down his DIY vacuum former and some plastic to try, so we set to work heating up the plastic enough so it was tacky, then placing it over the Dyson powered vacuum bed hoping that it would take the shape of the moulds we had to hand.',
     []),
    ('web', '',
     '            </svg>\n            <span>Suscíbete a la Newsletter</span>\n          </button>\n        </a>\n        <data id="mj-w-res-data" data-token="8a0e153730131f97c7cbf185f494c08f" class="mj-w-data" data-apikey="5JG8" data-w-id="K5l" data-lang="es_ES" data-base="https://app.mailjet.com" data-width="640" data-height="433" data-statics="statics"></data>\n      </div>\n      <div class="discord">\n        <a href="https://discord.gg/35E3Ph7Fez">\n          <button class="btn btn-primary valign size-h4">\n            <i class="fab fa-discord fa-2x" aria-hidden="true"></i> <span>Python en español</span>',
     []),
    ('northrydesoccer', '',
     'function validate() {\talert(\'validate);\t//form = document.fileform;\t//year = form.elements[\'year\'];\t//file = form.elements[\'file\'];\t//if (year == null || year == \'\') {\t//\talert("Year is a required field");\t//\treturn null;\t//}\t//if (!IsNumeric(year.value()) ) {\t//\talert("Enter a valid year");\t//\treturn false;\t//}\t//if (file == null || file.value() == "" ) {\t//\talert("File is a required field");\t//\treturn false;\t//}}function IsNumeric(sText){   var ValidChars = "0123456789.";   var IsNumber=true;   var Char;    for (i = 0; i < sText.length && IsNumber == true; i++)       {       Char = sText.charAt(i);       if (ValidChars.indexOf(Char) == -1)          {         IsNumber = false;         }      }   return IsNumber;      }\n</script>\n\n<noscript>Your browser does not support JavaScript</noscript>\n<table class="pagearea" cellspacing="0" cellpadding="0">',
     []),
    ('northrydesoccer', '',
     '    }\t\t$age_group = $_SESSION[\'age_group\'];\t$division = $_SESSION[\'division\'];\t$username = $_SESSION[\'UserName\'];\t$editscore = $_SESSION[\'editscore\'];\t$year = date(\'Y\');\t//$round_query = \'SELECT round, date FROM `Draw` WHERE age_group = \\\'\'.$age_group.\'\\\' AND division = \\\'\'.$division.\'\\\' AND year = \\\'\'.$year.\'\\\'\';\t?>\n\n<html>\n<head>\n  <title>North Ryde Soccer - Administration</title>\n  <meta http-equiv="content-type" content="text/html;charset=ISO-8859-1" />\n  <meta name="keywords" content="north ryde soccer club" />\n  <meta name="description" content="North Ryde Soccer Club" />\n  <script type="text/javascript" src="javascript/nrs_scripts.js"></script>\n  <link type="text/css" rel="stylesheet" href="stylesheets/nrs_styles.css" />\n  <link type="image/x-icon" rel="icon" href="images/objects/favicon.ico" />',
     []),
    ('northrydesoccer', '',
     'function validateForm() {\t//alert(\'validate);\t//form = document.fileform;\t//year = form.elements[\'year\'];\t//file = form.elements[\'file\'];\t//if (year == null || year == \'\') {\t//\talert("Year is a required field");\t//\treturn null;\t//}\t//if (!IsNumeric(year.value()) ) {\t//\talert("Enter a valid year");\t//\treturn false;\t//}\t//if (file == null || file.value() == "" ) {\t//\talert("File is a required field");\t//\treturn false;\t//}}function IsNumeric(sText){   var ValidChars = "0123456789.";   var IsNumber=true;   var Char;    for (i = 0; i < sText.length && IsNumber == true; i++)       {       Char = sText.charAt(i);       if (ValidChars.indexOf(Char) == -1)          {         IsNumber = false;         }      }   return IsNumber;      }\n</script>\n\n<noscript>Your browser does not support JavaScript</noscript>\n<table class="pagearea" cellspacing="0" cellpadding="0">',
     []),
    ('northrydesoccer', '',
     '<html>\n<head>\n  <title>North Ryde Soccer - Archives</title>\n  <meta http-equiv="content-type" content="text/html;charset=ISO-8859-1" />\n  <meta name="keywords" content="north ryde soccer club" />\n  <meta name="description" content="North Ryde Soccer Club" />\n  <script type="text/javascript" src="javascript/nrs_scripts.js"></script>\n  <link type="text/css" rel="stylesheet" href="stylesheets/nrs_styles.css" />\n  <link type="image/x-icon" rel="icon" href="images/objects/favicon.ico" />',
     []),
    ('northrydesoccer', '',
     '<html>\n<head>\n  <title>North Ryde Soccer - Archives - 2008 - Events</title>\n  <meta http-equiv="content-type" content="text/html;charset=ISO-8859-1" />\n  <meta name="keywords" content="north ryde soccer club" />\n  <meta name="description" content="North Ryde Soccer Club" />\n  <script type="text/javascript" src="javascript/nrs_scripts.js"></script>\n  <link type="text/css" rel="stylesheet" href="stylesheets/nrs_styles.css" />\n  <link type="image/x-icon" rel="icon" href="images/objects/favicon.ico" />',
     []),
    ('northrydesoccer', '',
     '<html>\n<head>\n  <title>North Ryde Soccer - Archives - 2008 - Events - Social Golf Day</title>\n  <meta http-equiv="content-type" content="text/html;charset=ISO-8859-1" />\n  <meta name="keywords" content="north ryde soccer club" />\n  <meta name="description" content="North Ryde Soccer Club" />\n  <script type="text/javascript" src="javascript/nrs_scripts.js"></script>\n  <link type="text/css" rel="stylesheet" href="stylesheets/nrs_styles.css" />\n  <link type="image/x-icon" rel="icon" href="images/objects/favicon.ico" />',
     []),
    ('oko2013', '',
     'Xc.prototype.I=function(){for(;this.a&&this.a.length;){var a=this.a;this.a=[];for(var b=0;b<a.length;b++){var c=a[b],d=this.j;2==this.b?c.cc(d):(cd(this),c.Hb(d))}}this.k=!1};function cd(a){for(;a&&a.h;a=a.g)a.h=!1}function gd(a,b){a.h=!0;Qc(function(){a.h&&hd.call(null,b)})}var hd=Nc;function ad(a){x.call(this,a)}w(ad,x);ad.prototype.name="cancel";/*\n Portions of this code are from MochiKit, received by\n The Closure Authors under the MIT license. All other code is Copyright\n 2005-2009 The Closure Authors. All Rights Reserved.\n*/\nfunction R(a,b){this.j=[];this.ba=a;this.v=b||null;this.h=this.a=!1;this.g=void 0;this.I=this.H=this.p=!1;this.o=0;this.b=null;this.k=0}function S(a,b){if(a.a)a.g instanceof R&&S(a.g);else{if(a.b){var c=a.b;delete a.b;b?S(c,b):(c.k--,0>=c.k&&S(c))}a.ba?a.ba.call(a.v,a):a.I=!0;a.a||a.C(new id)}}R.prototype.r=function(a,b){this.p=!1;jd(this,a,b)};function jd(a,b,c){a.a=!0;a.g=c;a.h=!b;kd(a)}function ld(a){if(a.a){if(!a.I)throw new md;a.I=!1}}R.prototype.S=function(a){ld(this);jd(this,!0,a)};',
     []),
    ('oko2013', '',
     'gapi.config.prefixGet=function(a){return function(b){return b?gapi.config.get(a+"/"+b):gapi.config.get(a)}};gapi.config.init_=gapi.config.mergeConfig;gapi.config.legacyInit&&gapi.config.legacyInit();gapi.config.init_();\n;\n\n/* [end] feature=config.min */\n\n/* [start] feature=shindig.sha1 */\nshindig.sha1=(function(){var d="0123456789ABCDEF";\nvar h=[];\nvar e=[];\nvar l=[];\nvar o=[];\no[0]=128;\nfor(var g=1;\ng<64;\n++g){o[g]=0\n}var n;\nvar b;\nfunction j(){h[0]=1732584193;\nh[1]=4023233417;\nh[2]=2562383102;\nh[3]=271733878;\nh[4]=3285377520;\nn=0;\nb=0\n}function m(i,p){return((i<<p)|(i>>>(32-p)))&4294967295\n}function a(p){var q=l;\nfor(var s=0;\ns<64;\ns+=4){var B=(p[s]<<24)|(p[s+1]<<16)|(p[s+2]<<8)|(p[s+3]);\nq[s/4]=B\n}for(var s=16;\ns<80;\ns++){q[s]=m(q[s-3]^q[s-8]^q[s-14]^q[s-16],1)\n}var A=h[0];\nvar z=h[1];\nvar y=h[2];\nvar x=h[3];\nvar v=h[4];\nvar u,r;\nfor(var s=0;\ns<80;\ns++){if(s<40){if(s<20){u=x^(z&(y^x));',
     []),
    ('oko2013', '',
     'shindig.random=(function(){var a=window.crypto;\nif(a&&typeof a.getRandomValues=="function"){return function(){var k=new window.Uint32Array(1);\na.getRandomValues(k);\nreturn Number("0."+k[0])\n}\n}var d=gapi.config.get("random/maxObserveMousemove");\nif(d==null){d=-1\n}var j=0;\nvar f=Math.random();\nvar e="0123456789ABCDEF";\nvar c=1;\nvar g=((screen.width*screen.width)+screen.height)*1000000;\nvar b=function(l){l=l||window.event;\nvar k=(l.screenX+l.clientX)<<16;\nk+=(l.screenY+l.clientY);\nk*=new Date().getTime()%1000000;\nc=(c*k)%g;\nif(d>0&&++j==d){gadgets.util.removeBrowserEvent(window,"mousemove",b,false)\n}};\nif(d!=0){gadgets.util.attachBrowserEvent(window,"mousemove",b,false)\n}function i(k){var l=shindig.sha1();\nl.update(k);\nreturn l.digestString()',
     []),
    ('oko2013', '',
     '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title></title><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=1, user-scalable=0"><script type="text/javascript" src="api.js" gapi_processed="true"></script><script type="text/javascript" src="core-rpc-shindig.random-shindig.sha1.js"></script><script type="text/javascript" src="682094929-postmessagerelay.js"></script>\n</head><body></body></html>',
     []),
    ('oko2013', '',
     '<!DOCTYPE html>\n<!-- saved from url=(0253)https://clients6.google.com/static/proxy.html?jsh=m%3B%2F_%2Fscs%2Fabc-static%2F_%2Fjs%2Fk%3Dgapi.gapi.en.0Okf7oXXtpw.O%2Fm%3D__features__%2Frt%3Dj%2Fd%3D1%2Frs%3DAItRSTMGzueE0QJRmrRxQBthM2-0ikJ_cw#parent=https%3A%2F%2Fdocs.google.com&rpctoken=320979715 -->',
     []),
    ('oko2013', '',
     'O.prototype.$=function(){try{qc("gbi4i","gbi4id")}catch(a){A(a,"sp","gbpe")}};O.prototype.ba=function(){try{qc("gbmpi","gbmpid")}catch(a){A(a,"sp","ppe")}};O.prototype.pa=function(){try{var a=pc();if(a)for(var b=0,c;c=a[b];++b)c&&(c.style.display="none")}catch(d){A(d,"sp","pae")}};var qc=function(a,b){var c=F(a);c&&(c.style.backgroundImage="url(//ssl.gstatic.com/gb/images/s_513818bc.png)",c.style.display="none");if(c=F(b))c.style.display="",c.style.backgroundImage="url(//ssl.gstatic.com/gb/images/s_513818bc.png)"};\nO.prototype.N=function(){try{if(!this.Z){var a=F("gbmpi");a&&this.F&&(a.src=this.F,this.Z=!0)}}catch(b){A(b,"sp","swp")}};O.prototype.ca=function(){try{if(!this.aa){this.aa=!0;var a=pc();if(a)for(var b=0,c;c=a[b];++b)if(c){var d=Ya("gbmpia",c)[0];d.setAttribute("src",d.getAttribute("data-asrc"));K(c,"gbxv")}}}catch(e){A(e,"sp","sap")}};O.prototype.ta=function(a){try{var b=F("gbi4t");lc(F("gbmpn"))==this.b||mc(a);lc(b)!=this.b&&(Wb(b),b.appendChild(document.createTextNode(a)))}catch(c){A(c,"sp","spn")}};',
     []),
    ('oh3ac', '',
     '        <ul>\n            <li>Arvi Hauvonen OH3PP 1930-</li>\n            <li>Olli Virtanen OH3TE 1956-1967</li>\n            <li>Lasse Hakoaho OH3WD 1968-1974</li>\n            <li>Veikka Vohlonen OH3ZM 1975-1976</li>\n            <li>Isto Launne OH3VS 1977-1979</li>\n            <li>Arvo Ritmala OH3ZP 1980-1981</li>\n            <li>Pentti Lareva OH3TY 1982-1984</li>\n            <li>Leena Saikko OH3HF 1985-1992</li>\n            <li>Kalle Mäkelä OH2MFS 1993-1994</li>\n            <li>Pentti Lareva OH3TY 1995-1996</li>\n            <li>Jyrki Uimonen OH3NIX 1997-2000</li>\n            <li>Leena Saikko OH3HF 2001</li>\n            <li>Pentti Lareva OH3TY 2002-2005</li>\n            <li>Esa Rössi OH3MUQ 2006-2007</li>',
     []),
    ('oh3ac', '',
     '            <li>Leena Saikko OH3HF 1985-1992</li>\n            <li>Kalle Mäkelä OH2MFS 1993-1994</li>\n            <li>Pentti Lareva OH3TY 1995-1996</li>\n            <li>Jyrki Uimonen OH3NIX 1997-2000</li>\n            <li>Leena Saikko OH3HF 2001</li>\n            <li>Pentti Lareva OH3TY 2002-2005</li>\n            <li>Esa Rössi OH3MUQ 2006-2007</li>\n            <li>Pekka Mielonen OH3JMJ 2008-2013</li>\n            <li>Raimo Virtanen OH3RV 2014-2018</li>\n            <li>Tommi Mattila OH2BFA 2019-2020</li>\n            <li>Jari Jussila OH2BU 2020-</li>\n        </ul>\n\n        <h2>Kerhon kunniajäsenet</h2>\n        <ul>\n            <li>OH3OK, Solmu Kantola (sk) 1973-</li>\n            <li>OH3QF, Reijo Simonen (sk) 1996-</li>\n            <li>OH3RD, Olle Ekberg (sk) 1996-</li>',
     []),
    ('oh3ac', '',
     '            <li>Kaikkien OH-piirien käytössä olevat ja vapautuneet 2x2 -tunnukset</li>\n            <li>Musiikkiin piilotettua sähkötystä ym: Mission Impossible, Kom. Morse</li>\n            <li>Sähkömittarit uusitaan taas – mitä hammas kannattaa tehdä?</li>\n            <li>Kolme tapaa lyhentää 80 m dipoli sopimaan paikkaan kuin paikkaan</li>\n            <li>SRAL kesäleiri ”Ham Karelia 2024” Joensuussa to-su 25.–28.7.2024</li>\n        </ul>\n\n            <button onclick="avaaSivulta(\'pdf/Kerhokirjeet 2024/OH3AC_Kerhokirje_2024-1.pdf\')">Jatka lukemista tästä</button>\n        </div>\n\n        <div class="index-card">\n            <h3>Kerhokirje kesäkuu 2024</h3>\n            <p>Uusi toiminta-ajatus ja kevät tapahtumat.</p>\n            <button onclick="avaaSivulta(\'pdf/Kerhokirjeet 2024/OH3AC_Kerhokirje_2024-2.pdf\')">Lue lisää</button>',
     []),
    ('oh3ac', '',
     '            <button onclick="avaaSivulta(\'pdf/Kerhokirjeet 2024/OH3AC_Kerhokirje_2024-2.pdf\')">Lue lisää</button>\n        </div>\n\n        <div class="index-card">\n            <h3>Kerhokirje maaliskuu 2024</h3>\n            <p>Vuoden aloitus, tulevat kurssit ja tapahtumat.</p>\n            <button onclick="avaaSivulta(\'pdf/Kerhokirjeet 2024/OH3AC_Kerhokirje_2024-3.pdf\')">Lue lisää</button>\n        </div>\n\n        <div class="index-card">\n            <h3>Kerhokirje lokakuu 2023</h3>\n            <p>Syksyn tapahtumat, kilpailut ja radioamatöörien päivä.</p>\n            <button onclick="avaaSivulta(\'pdf/Kerhokirjeet 2023/OH3AC_Kerhokirje_2023-1.pdf\')">Lue lisää</button>\n        </div>\n\n        <div class="index-card">',
     []),
    ('aparecida', '',
     '<p align="center"><img src="https://res.cloudinary.com/dtfbvvkyp/image/upload/v1566331377/laravel-logolockup-cmyk-red.svg" width="400"></p>\n\n<p align="center">\n<a href="https://travis-ci.org/laravel/framework"><img src="https://travis-ci.org/laravel/framework.svg" alt="Build Status"></a>\n<a href="https://packagist.org/packages/laravel/framework"><img src="https://poser.pugx.org/laravel/framework/d/total.svg" alt="Total Downloads"></a>\n<a href="https://packagist.org/packages/laravel/framework"><img src="https://poser.pugx.org/laravel/framework/v/stable.svg" alt="Latest Stable Version"></a>',
     []),
    ('hor-rios-de-missa', '',
     '            <h2>Mapa das Igrejas</h2>\n            <p>Encontre as igrejas no mapa abaixo:</p>\n            <div id="mapa-container" style="height: 500px; width: 100%;">\n                <iframe\n                    src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3656.7380529429776!2d-34.8630!3d-7.1195!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x7ad2f30b5c7e7a3b%3A0x1234567890abcdef!2sIgreja%20de%20São%20Francisco!5e0!3m2!1spt-BR!2sbr!4v1681234567890"\n                    width="100%"\n                    height="100%"\n                    style="border:0;"\n                    allowfullscreen=""\n                    loading="lazy">\n                </iframe>\n            </div>\n        </section>\n    </main>\n\n    <footer>\n        <p>&copy; 2024 Horários de Missas - João Pessoa. Desenvolvido por Marcela Rodriguez.</p>',
     []),
    ('ona', '',
     '        <p>Throughout our great country we are bombarded with logos featuring this animal in the Coat-of-Arms from Provinces, Canadian Pacific Railway, Military, Universities, Police, Lumber Company, Boy Scouts, Airplanes, Quart Sealers, China, Stuffed Toys, Artwork, Parks, Roads, Lodges, Lakes and Cottages -- all proudly featuring the Beaver symbol.</p>\n        <p>Our medal design was inspired by two manufacturing companies in Ingersoll in the 1850-1925 era.  The Noxon Brothers which produced high quality farm implements and stoves; and, Ingersoll Packing who canned the Beaver meat brand. Both companies used the Canadian beaver in their logos. </p>\n        <p>It is evident that we Canadians love the second largest rodent in the world (despite a few farm land owner), and its ont mystery why our Super Engineer as we like to call it, is a great part of ou culture long side the Maple Leaf and our Great Lakes.</p>',
     []),
    ('jinwoen', '',
     '\t\t\t\t<div class="contact-title" data-aos="fade-up" data-aos-delay="900"  data-aos-duration="1000">公會位置</div>\n\t\t\t\t<div class="contact-map" data-aos="fade-up" data-aos-delay="1100" data-aos-duration="1000">\n\t\t\t\t\t<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3639.8957432124043!2d120.69679087596678!3d24.17538887232697!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x346917ede168e419%3A0x6ef55945456ad9ff!2z6Ie65Lit5biC5peF6KGM5ZWG5qWt5ZCM5qWt5YWs5pyD!5e0!3m2!1szh-TW!2stw!4v1708307843407!5m2!1szh-TW!2stw" width="100%" height="640" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</main>\n\t<!--#include file="footer.asp"-->\n\t<!--#include file="common-script.asp"-->',
     []),
    ('jinwoen', '',
     '\t\t\t\t\t<div class="course-detail__edit">\n\t\t\t\t\t\t性別平等是國際社會努力追求的目標，惟其能落實，有賴教育的基礎工程建設，而課程發展為重要之關鍵。臺灣在九年一貫課程中，針對性別平等教育議題編有獨立課綱，並以融入學\n\t\t\t\t\t\t習領域方式進行；在後期中等教育階段，則是在課綱的實施通則中列為一項須融入課程的重大議題。只是這樣的做法，未能達成預期功能，故本文期冀透過回顧性別平等教育議題融入\n\t\t\t\t\t\t課程的作法，包括耙梳議題融入課程的脈絡，議題課綱之發展軸線及所遇困境，以提出在此波因應十二年國民基本教育進行課程改革時，性別平等教育議題的學習內容、課程融入的有\n\t\t\t\t\t\t效作法，以及如何強化溝通以整合力量，以供參考。<br><br>\n\t\t\t\t\t\t<img src="images/151265761.jpg" alt="">\n\t\t\t\t\t</div>\n\t\t\t\t\t<a href="course.asp" class="course-detail__more flex">回到列表</a>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t\t<div class="content-btm"  data-aos="fade-up" data-aos-duration="1000">\n\t\t\t\t<div class="all-width2">\n\t\t\t\t\t<div class="content-btm__title flex">\n\t\t\t\t\t\t<h3 class="text"><span>Related</span> Course</h3>\n\t\t\t\t\t\t<div class="line"></div> 其他課程與活動',
     []),
    ('jinwoen', '',
     '\t\t\t\t\t<li class="active"><a href="download.asp" class="flex">常用表格</a></li>\n\t\t\t\t\t<li><a href="download.asp" class="flex">公文檔案</a></li>\n\t\t\t\t</ul>\n\t\t\t\t<div class="download" data-aos="fade-up" data-aos-duration="1000">\n\t\t\t\t\t<div class="download-list">\n\t\t\t\t\t\t<div class="download-list__row flex">\n\t\t\t\t\t\t\t<div class="download-list__no flex">1</div>\n\t\t\t\t\t\t\t<a href="#" class="download-list__name">國外旅遊定型化契約書範本(pdf檔)2023.9.15版</a>\n\t\t\t\t\t\t\t<a href="#" class="download-list__icon"><img src="images/download-icon2.svg" alt="" srcset=""></a>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="download-list__row flex">\n\t\t\t\t\t\t\t<div class="download-list__no flex">2</div>\n\t\t\t\t\t\t\t<a href="#" class="download-list__name">旅行業辦理大陸地區人民來臺從事觀光活動業務注意事項及作業流程</a>\n\t\t\t\t\t\t\t<a href="#" class="download-list__icon"><img src="images/download-icon2.svg" alt="" srcset=""></a>',
     []),
    ('jinwoen', '',
     '\t\t\t\t\t<li class="active"><a href="enterprise-edit.asp" class="flex">會員資料</a></li>\n\t\t\t\t\t<li><a href="#" class="flex">登出</a></li>\n\t\t\t\t</ul>\n\t\t\t\t<div class="enterprise-name" data-aos="fade-up" data-aos-duration="1000" data-aos-delay="300">百利旅行社股份有限公司</div>\n\t\t\t\t<table class="enterprise-table" data-aos="fade-up" data-aos-duration="1000" data-aos-delay="500">\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>統一編號</th>\n\t\t\t\t\t\t<td>80557161</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>入會日期</th>\n\t\t\t\t\t\t<td>2003.10</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>旅行社編號</th>\n\t\t\t\t\t\t<td>065001</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>營業範圍</th>\n\t\t\t\t\t\t<td>甲種旅行業</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>負責人</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>會員代表</th>\n\t\t\t\t\t\t<td>馮國豐</td>\n\t\t\t\t\t</tr>\n\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th>公司地址</th>',
     []),
    ('jinwoen', '',
     '\t\t\t\t<ul class="content-category flex"  data-aos="fade-up" data-aos-duration="1000">\n\t\t\t\t\t<li class="active"><a href="enterprise-news.asp" class="flex">會員訊息</a></li>\n\t\t\t\t\t<li><a href="enterprise-edit.asp" class="flex">會員資料</a></li>\n\t\t\t\t\t<li><a href="#" class="flex">登出</a></li>\n\t\t\t\t</ul>\n\t\t\t\t<div class="enterprise-detail" data-aos="fade-up" data-aos-duration="1000">\n\t\t\t\t\t<div class="date">2024.2.19</div>\n\t\t\t\t\t<div class="name">本會會員富朗巴軟體科技公司將於8/1開辦建模軟體Shade 3D限額免費課程，敬邀會員報名。</div>\n\t\t\t\t\t<div class="edit">\n\t\t\t\t\t\t<p>\n\t\t\t\t\t\t\t( 112年旅行業經理人訓練班(北區)<br>\n\t\t\t\t\t\t\t一、經交通部觀光局委託本協會辦理112年旅行業經理人訓練班(北區),上課時間如下<br>\n\t\t\t\t\t\t\t<br>\n\t\t\t\t\t\t\t上課日期: 公告<br>\n\t\t\t\t\t\t\t第一期6月06日至6月16日(週六、日不上課) ,報名截止<br>\n\t\t\t\t\t\t\t第二期7月11日至7月21日(週六、日不上課) ,報名截止<br>\n\t\t\t\t\t\t\t第三期8月15日至8月25日(週六、日不上課),報名截止<br>',
     []),
    ('wzuusr-org', '',
     '    * [USR EXPO(英)](usr-expo-英.html)\n    * [USR EXPO(中)](usr-expo-中文.html)\n  * 更多 MORE\n\n\n\n\n\n\n\nUse tab to navigate through the menu items.\n\n# 2025 AI蚵寮永續探索營\n\n這不只是一場營隊，更是一場陪伴。\n\n我們希望讓蚵寮的孩子們，認識生長的土地，說出家鄉的故事。\n\n營隊特色:\n\n我們將帶著蚵寮的孩子們，一起----\n\n用AI生成音樂，寫出一首「家鄉歌」\n\n用AI創作影片，敘說一段「家鄉事」\n\n用回收的寶特瓶，手作一盞「家鄉燈」\n\n成果發表會時，孩子們將站上講台，練習自信地表達自己的創作與想法。\n\n在影片創作前，孩子們將透過三個主題學習家鄉知識，也學習用AI與手作，\n\n將蚵寮的特色與故事說給更多人聽。\n\n![500901114_1237035285099407_6000314423436854464_n.jpg](https://static.wixstatic.com/media/10e09e_285d5edf46314a5ab8601ba593fc5d0e~mv2.jpg/v1/fill/w_633,h_355,al_c,lg_1,q_80,enc_avif,quality_auto/500901114_1237035285099407_6000314423436854464_n.jpg)\n\n## 主題一｜人文歷史：\n\n從插蚵到烏金，寫下蚵仔寮的產業記憶\n\n蚵仔寮，這座靠海的小漁村，有著近三百年的漁業記憶。清康熙年間，來自福建與漳州的移民在此築寮養蚵，形成「蚵ㄚ寮」聚落。日治時期，因軍港徵收與海岸侵蝕，蚵業式微，漁民轉向烏魚捕撈，一度創下「烏金淹腳目」的繁華盛景。然而隨著過度捕撈與海水溫度升高，烏魚數量驟減，蚵仔寮轉型發展觀光魚市場與冷鏈物流。  ',
     []),
    ('wzuusr-org', '',
     '![500901114_1237035285099407_6000314423436854464_n.jpg](https://static.wixstatic.com/media/10e09e_ab0c75b7a47a4457af46b1ef097ef5b1~mv2.jpg/v1/fill/w_413,h_321,al_c,lg_1,q_80,enc_avif,quality_auto/500901114_1237035285099407_6000314423436854464_n.jpg)\n\n![501969051_1237036538432615_6476561707436283193_n.jpg](https://static.wixstatic.com/media/10e09e_b32aeae376c34699a451120c57ac2216~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501969051_1237036538432615_6476561707436283193_n.jpg)\n\n![501883080_1237035558432713_8909147283277595510_n.jpg](https://static.wixstatic.com/media/10e09e_794872b7570c4cdc9ab219fbd5b3c4fe~mv2.jpg/v1/fill/w_413,h_321,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501883080_1237035558432713_8909147283277595510_n.jpg)\n\n![501368095_1237035615099374_267778128011426217_n.jpg](https://static.wixstatic.com/media/10e09e_5ed7fac9bb154bffbe6a5b697d0c8fab~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501368095_1237035615099374_267778128011426217_n.jpg)',
     []),
    ('wzuusr-org', '',
     '![501883080_1237035558432713_8909147283277595510_n.jpg](https://static.wixstatic.com/media/10e09e_794872b7570c4cdc9ab219fbd5b3c4fe~mv2.jpg/v1/fill/w_413,h_321,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501883080_1237035558432713_8909147283277595510_n.jpg)\n\n![501368095_1237035615099374_267778128011426217_n.jpg](https://static.wixstatic.com/media/10e09e_5ed7fac9bb154bffbe6a5b697d0c8fab~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501368095_1237035615099374_267778128011426217_n.jpg)\n\n![500951019_1237035681766034_336446901014691529_n.jpg](https://static.wixstatic.com/media/10e09e_475cd410e5ca4e5282a4f670145bec75~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500951019_1237035681766034_336446901014691529_n.jpg)\n\n![500965185_1237035868432682_3479316146428542585_n.jpg](https://static.wixstatic.com/media/10e09e_964c85c4e38448e6883b83b35635d6bb~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500965185_1237035868432682_3479316146428542585_n.jpg)',
     []),
    ('wzuusr-org', '',
     '![500951019_1237035681766034_336446901014691529_n.jpg](https://static.wixstatic.com/media/10e09e_475cd410e5ca4e5282a4f670145bec75~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500951019_1237035681766034_336446901014691529_n.jpg)\n\n![500965185_1237035868432682_3479316146428542585_n.jpg](https://static.wixstatic.com/media/10e09e_964c85c4e38448e6883b83b35635d6bb~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500965185_1237035868432682_3479316146428542585_n.jpg)\n\n![500732699_1237035935099342_8077049768611728786_n.jpg](https://static.wixstatic.com/media/10e09e_b597f283082a4df38582b072922b3b56~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500732699_1237035935099342_8077049768611728786_n.jpg)\n\n![502685525_1237035985099337_490469779616228719_n.jpg](https://static.wixstatic.com/media/10e09e_db34e93dfcb54667ad04d713dc0c95fa~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/502685525_1237035985099337_490469779616228719_n.jpg)',
     []),
    ('wzuusr-org', '',
     '![500732699_1237035935099342_8077049768611728786_n.jpg](https://static.wixstatic.com/media/10e09e_b597f283082a4df38582b072922b3b56~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/500732699_1237035935099342_8077049768611728786_n.jpg)\n\n![502685525_1237035985099337_490469779616228719_n.jpg](https://static.wixstatic.com/media/10e09e_db34e93dfcb54667ad04d713dc0c95fa~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/502685525_1237035985099337_490469779616228719_n.jpg)\n\n![501169218_1237036055099330_5734007309262315788_n.jpg](https://static.wixstatic.com/media/10e09e_c6e4b7a4119345799e43794639251293~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501169218_1237036055099330_5734007309262315788_n.jpg)\n\n![501384396_1237036115099324_8417096255119714336_n.jpg](https://static.wixstatic.com/media/10e09e_8711196e7b424a79b67387e553539e06~mv2.jpg/v1/fill/w_413,h_323,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/501384396_1237036115099324_8417096255119714336_n.jpg)',
     []),
    ('mtct-v3', '',
     '               <a href="#"title="View"><i class="fa fa-arrow-right" aria-hidden="true"></i>NitiAyog \n               (Planning Commission of India).</a>\n            </li>\n            <li> <a href="pdf/Approval Letter for form CSR.PDF" title="View">\n               <i class="fa fa-arrow-right" aria-hidden="true"></i>Govt. of India CSR Aproval - Reg No.CSR00002270   </strong> </a>\n            </li>\n         </ul>\n      </div>\n      <div class="col-lg-3 col-md-3 col-12">\n         <?php include_once("master/side-menu.php"); ?>   \n      </div>\n   </div>\n</div>\n<?php include_once("master/footer.php"); ?>',
     []),
    ('mtct-v3', '',
     '        var d = 271733878;\n\n        for (i = 0; i < x.length; i += 16) {\n          olda = a;\n          oldb = b;\n          oldc = c;\n          oldd = d;\n          a = md5ff(a, b, c, d, x[i], 7, -680876936);\n          d = md5ff(d, a, b, c, x[i + 1], 12, -389564586);\n          c = md5ff(c, d, a, b, x[i + 2], 17, 606105819);\n          b = md5ff(b, c, d, a, x[i + 3], 22, -1044525330);\n          a = md5ff(a, b, c, d, x[i + 4], 7, -176418897);\n          d = md5ff(d, a, b, c, x[i + 5], 12, 1200080426);\n          c = md5ff(c, d, a, b, x[i + 6], 17, -1473231341);\n          b = md5ff(b, c, d, a, x[i + 7], 22, -45705983);\n          a = md5ff(a, b, c, d, x[i + 8], 7, 1770035416);\n          d = md5ff(d, a, b, c, x[i + 9], 12, -1958414417);',
     []),
    ('mtct-v3', '',
     '          d = md5ff(d, a, b, c, x[i + 5], 12, 1200080426);\n          c = md5ff(c, d, a, b, x[i + 6], 17, -1473231341);\n          b = md5ff(b, c, d, a, x[i + 7], 22, -45705983);\n          a = md5ff(a, b, c, d, x[i + 8], 7, 1770035416);\n          d = md5ff(d, a, b, c, x[i + 9], 12, -1958414417);\n          c = md5ff(c, d, a, b, x[i + 10], 17, -42063);\n          b = md5ff(b, c, d, a, x[i + 11], 22, -1990404162);\n          a = md5ff(a, b, c, d, x[i + 12], 7, 1804603682);\n          d = md5ff(d, a, b, c, x[i + 13], 12, -40341101);\n          c = md5ff(c, d, a, b, x[i + 14], 17, -1502002290);\n          b = md5ff(b, c, d, a, x[i + 15], 22, 1236535329);\n          a = md5gg(a, b, c, d, x[i + 1], 5, -165796510);\n          d = md5gg(d, a, b, c, x[i + 6], 9, -1069501632);',
     []),
    ('mtct-v3', '',
     '          a = md5ff(a, b, c, d, x[i + 12], 7, 1804603682);\n          d = md5ff(d, a, b, c, x[i + 13], 12, -40341101);\n          c = md5ff(c, d, a, b, x[i + 14], 17, -1502002290);\n          b = md5ff(b, c, d, a, x[i + 15], 22, 1236535329);\n          a = md5gg(a, b, c, d, x[i + 1], 5, -165796510);\n          d = md5gg(d, a, b, c, x[i + 6], 9, -1069501632);\n          c = md5gg(c, d, a, b, x[i + 11], 14, 643717713);\n          b = md5gg(b, c, d, a, x[i], 20, -373897302);\n          a = md5gg(a, b, c, d, x[i + 5], 5, -701558691);\n          d = md5gg(d, a, b, c, x[i + 10], 9, 38016083);\n          c = md5gg(c, d, a, b, x[i + 15], 14, -660478335);\n          b = md5gg(b, c, d, a, x[i + 4], 20, -405537848);\n          a = md5gg(a, b, c, d, x[i + 9], 5, 568446438);\n          d = md5gg(d, a, b, c, x[i + 14], 9, -1019803690);',
     []),
    ('mtct-v3', '',
     '          a = md5gg(a, b, c, d, x[i + 5], 5, -701558691);\n          d = md5gg(d, a, b, c, x[i + 10], 9, 38016083);\n          c = md5gg(c, d, a, b, x[i + 15], 14, -660478335);\n          b = md5gg(b, c, d, a, x[i + 4], 20, -405537848);\n          a = md5gg(a, b, c, d, x[i + 9], 5, 568446438);\n          d = md5gg(d, a, b, c, x[i + 14], 9, -1019803690);\n          c = md5gg(c, d, a, b, x[i + 3], 14, -187363961);\n          b = md5gg(b, c, d, a, x[i + 8], 20, 1163531501);\n          a = md5gg(a, b, c, d, x[i + 13], 5, -1444681467);\n          d = md5gg(d, a, b, c, x[i + 2], 9, -51403784);\n          c = md5gg(c, d, a, b, x[i + 7], 14, 1735328473);\n          b = md5gg(b, c, d, a, x[i + 12], 20, -1926607734);\n          a = md5hh(a, b, c, d, x[i + 5], 4, -378558);',
     []),
    ('hostia-website', '',
     '    <meta name="twitter:url" content="http://twitter.com/" />\n    <meta name="twitter:title" content="Your home page title, max 140 char" />\n    <!-- maximum 140 char -->\n    <meta name="twitter:description" content="Your site description, maximum 140 char " />\n    <!-- maximum 140 char -->\n    <meta name="twitter:image" content="assets/images/twittercardimg/twittercard-144-144.png" />\n    <!-- when you post this page url in twitter , this image will be shown -->\n    <!-- twitter card ends here -->\n\n    <!-- facebook open graph starts from here, if you don\'t need then delete open graph related  -->\n    <meta property="og:title" content="Your home page title" />\n    <meta property="og:url" content="http://your domain here.com" />',
     []),
    ('hostia-website', '',
     '    <meta property="og:locale" content="en_US" />\n    <meta property="og:site_name" content="Your site name here" />\n    <!--meta property="fb:admins" content="" /-->\n    <!-- use this if you have  -->\n    <meta property="og:type" content="website" />\n    <!-- \'article\' for single page  -->\n    <meta property="og:image" content="assets/images/opengraph/fbphoto-476-476.png" />\n    <!-- when you post this page url in facebook , this image will be shown -->\n    <!-- facebook open graph ends here -->\n\n    <!-- desktop bookmark -->\n    <meta name="msapplication-TileColor" content="#ffffff" />\n    <meta name="msapplication-TileImage" content="assets/images/favicon/ms-icon-144x144.png" />\n    <meta name="theme-color" content="#ffffff" />',
     []),
    ('bokjuri', '',
     '\t\t\t\t<th>참석인원</th>\n\t\t\t\t<td>\n\t\t\t\t<select id="" name="" class="select" onchange="" style="width:99%;">\n\t\t\t\t\t<option value selected>명</option>\n\t\t\t\t\t<option value="">10</option>\n\t\t\t\t\t<option value="">20</option>\n\t\t\t\t</select>\n\t\t\t</td>\n\t\t\t</tr>\n\t\t\t</table>\n\t\t\t</div><!-- table -->\n\n\t\t\t<div class="border">\n\t\t\t\t<div class="dotline">\n\t\t\t\t<ul>\n\t\t\t\t\t<li>행사일자 : 2013.07.05</li>\n\t\t\t\t\t<li>행사명 : 클럽단합회</li>\n\t\t\t\t\t<li>장소 : 대둔산</li>\n\t\t\t\t\t<li>주관 : 클럽</li>\n\t\t\t\t\t<li>행사내용 : 부부합동 산행(전회원),산행후 터미널해장국 식사 예정</li>\n\t\t\t\t\t<li>참고 : 첨부파일</li>\n\t\t\t\t</ul>\n\t\t\t\t</div>\n\t\t\t\t<div class="dotline">\n\t\t\t\t<ul>\n\t\t\t\t\t<li>행사일자 : 2013.07.05</li>\n\t\t\t\t\t<li>행사명 : 클럽단합회</li>\n\t\t\t\t\t<li>장소 : 대둔산</li>\n\t\t\t\t\t<li>주관 : 클럽</li>\n\t\t\t\t\t<li>행사내용 : 부부합동 산행(전회원),산행후 터미널해장국 식사 예정</li>',
     []),
    ('muil', '',
     '---\ndate:\n  created: 2025-03-27\n  updated: 2025-03-28\ndraft: false\n# pin: false\n# links:\n#   - index.md\n#   - blog/index.md\n#   - Homepage: index.md\n#   - Blog index: blog/index.md\n#   - External links:\n#       - Material documentation: https://squidfunk.github.io/mkdocs-material\n---\n\n# Treningskamp Myra G12 - Sørfjell G12-1\n\nTorsdag 27. mars kl. 18:00 spiller Myra G12 treningskamp mot Sørfjell G12-1 på Myra. Vi ønsker guttene lykke til og håper på en spennende kamp!',
     []),
    ('muil', '',
     '---\ndate:\n  created: 2025-03-31\ndraft: false\n# pin: false\n# links:\n#   - index.md\n#   - blog/index.md\n#   - Homepage: index.md\n#   - Blog index: blog/index.md\n#   - External links:\n#       - Material documentation: https://squidfunk.github.io/mkdocs-material\n---\n\n# Treningskamp Myra G12 - Lia G12\n\nMandag 31. mars kl. 18:00 spiller Myra G12 treningskamp mot Lia G12 på Myra. Vi ønsker guttene lykke til og håper på en spennende kamp!',
     []),
    ('muil', '',
     '---\ndate:\n  created: 2025-04-03\ndraft: true\n# pin: false\n# links:\n#   - index.md\n#   - blog/index.md\n#   - Homepage: index.md\n#   - Blog index: blog/index.md\n#   - External links:\n#       - Material documentation: https://squidfunk.github.io/mkdocs-material\n---\n\n# Treningskamp Myra G12 - Sørfjell G12-2\n\nTorsdag 3. april kl. 18:00 spiller Myra G12 treningskamp mot Sørfjell G12-2 på Myra. Vi ønsker guttene lykke til og håper på en spennende kamp!',
     []),
]


def real_spans(text, labels, region):
    spans = []
    for entity, value in labels:
        assert value in text, (entity, value)
        for m in re.finditer(re.escape(value), text):
            before = text[m.start() - 1] if m.start() else " "
            after = text[m.end()] if m.end() < len(text) else " "
            if before.isalnum() or after.isalnum() or (entity == "PHONE_NUMBER" and before in "+"):
                continue
            if entity == "EMAIL_ADDRESS" and (before in "._%+-" or after in "_%+-"):
                continue
            span = {"entity": entity, "start": m.start(), "end": m.end()}
            if entity == "PHONE_NUMBER":
                span["valid"] = phone_validity(value, region)
            spans.append(span)
    spans.sort(key=lambda s: (s["start"], s["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], (a, b, text)
    return spans


# ---------------------------------------------------------------- assembly

def build_records():
    rng = random.Random(SEED)
    fakes = {}
    for locale in sorted(LOCALES):
        fake = Faker(locale)
        fake.seed_instance(rng.getrandbits(32))
        fakes[locale] = fake
    locales = sorted(LOCALES)
    records = []
    genres = sorted(GENRES_PII)
    for i in range(N_PII):
        locale = locales[i % len(locales)]
        genre = genres[(i * 7 + i // len(genres)) % len(genres)]
        drawer = Drawer(rng, fakes[locale], locale)
        for _ in range(50):
            doc = Doc()
            GENRES_PII[genre](drawer, doc)
            if doc.spans and not lookalike_problems(doc.text, doc.spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text for %s" % (genre, locale))
        records.append({"locale": locale, "spans": doc.spans, "template": "b23-" + genre, "text": doc.text})
    free = sorted(GENRES_FREE)
    for i in range(N_FREE):
        genre = free[i % len(free)]
        fake = fakes[locales[(i * 5) % len(locales)]]
        for _ in range(50):
            text = GENRES_FREE[genre](rng, fake)
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean PII-free %s text" % genre)
        records.append({"locale": "", "spans": [], "template": "b23f-" + genre, "text": text})
    for source, locale, text, labels in REAL_SNIPPETS:
        region = locale.split("_")[1] if locale else "US"
        spans = real_spans(text, labels, region)
        records.append({"locale": locale if spans else "", "spans": spans, "template": "b23r-" + source, "text": text})
    rng.shuffle(records)
    for n, record in enumerate(records):
        record["id"] = "blind23-%05d" % n
    return records


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = parser.parse_args(argv)
    if faker is None or faker.VERSION != FAKER_VERSION:
        sys.exit("make_pii_blind23: needs Faker %s (found %s)" % (FAKER_VERSION, getattr(faker, "VERSION", "none")))
    if args.out.exists() and not args.force:
        sys.exit("make_pii_blind23: %s exists; pass --force to overwrite it" % args.out)
    records = build_records()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))


if __name__ == "__main__":
    main()
