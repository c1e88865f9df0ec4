"""Build the pii_blind19 evaluation set (synthetic texts plus frozen real snippets).

The set is for scoring only. It was written without looking at the detector it
measures, so nothing here should be tuned against that detector's output.

Usage:
    python scripts/make_pii_blind19.py [--out PATH] [--force]

Determinism: one ``random.Random(SEED)`` drives everything; Faker instances are
seeded from it in sorted locale order; nothing reads the clock. The output is
byte-identical across ``PYTHONHASHSEED`` and ``TZ``.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import sys
from pathlib import Path

import faker
import phonenumbers
from faker import Faker
from faker.providers.address.it_IT import Provider as ItAddressProvider
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban

SEED = 19_190_519
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind19/blind19.jsonl")
N_PII = 700
N_FREE = 350

# Faker locale -> phonenumbers region whose numbers appear in that locale's texts.
LOCALE_REGION = {
    "ar_AE": "AE", "ar_BH": "BH", "ar_EG": "EG", "ar_JO": "JO", "ar_SA": "SA",
    "az_AZ": "AZ", "bg_BG": "BG", "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ",
    "da_DK": "DK", "de_AT": "AT", "de_CH": "CH", "de_DE": "DE", "de_LI": "LI",
    "el_CY": "CY", "el_GR": "GR", "en_AU": "AU", "en_CA": "CA", "en_GB": "GB",
    "en_IN": "IN", "en_KE": "KE", "en_NG": "NG", "en_NZ": "NZ", "en_PH": "PH",
    "en_PK": "PK", "en_US": "US", "es_AR": "AR", "es_CL": "CL", "es_CO": "CO",
    "es_ES": "ES", "es_MX": "MX", "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI",
    "fil_PH": "PH", "fr_BE": "BE", "fr_CA": "CA", "fr_CH": "CH", "fr_DZ": "DZ",
    "fr_FR": "FR", "ga_IE": "IE", "ha_NG": "NG", "he_IL": "IL", "hi_IN": "IN",
    "hr_HR": "HR", "hu_HU": "HU", "hy_AM": "AM", "id_ID": "ID", "is_IS": "IS",
    "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE", "ko_KR": "KR", "lb_LU": "LU",
    "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE",
    "nl_NL": "NL", "no_NO": "NO", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT",
    "ro_RO": "RO", "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL",
    "sv_SE": "SE", "sw": "TZ", "ta_IN": "IN", "th_TH": "TH", "tr_TR": "TR",
    "tw_GH": "GH", "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN", "zh_CN": "CN",
    "zh_TW": "TW", "zu_ZA": "ZA",
}
LOCALES = sorted(LOCALE_REGION)

# Phone labels in each language: (general, mobile, fax, toll free).
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "الرقم المجاني"),
    "az": ("Tel.", "Mob.", "Faks", "Pulsuz xətt"),
    "bg": ("Тел.", "Моб.", "Факс", "Безплатна линия"),
    "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "টোল-ফ্রি"),
    "bs": ("Tel.", "Mob.", "Fax", "Besplatni broj"),
    "cs": ("Tel.", "Mobil", "Fax", "Zelená linka"),
    "da": ("Tlf.", "Mobil", "Fax", "Gratisnummer"),
    "de": ("Tel.", "Mobil", "Fax", "Gebührenfrei"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Χωρίς χρέωση"),
    "en": ("Tel", "Mobile", "Fax", "Toll-free"),
    "es": ("Tel.", "Celular", "Fax", "Línea gratuita"),
    "et": ("Tel", "Mob", "Faks", "Tasuta number"),
    "fa": ("تلفن", "موبایل", "فکس", "شماره رایگان"),
    "fi": ("Puh.", "GSM", "Faksi", "Maksuton numero"),
    "fil": ("Telepono", "Cell", "Fax", "Toll-free"),
    "fr": ("Tél.", "Portable", "Fax", "Numéro vert"),
    "ga": ("Fón", "Fón póca", "Facs", "Saorghlao"),
    "ha": ("Waya", "Salula", "Fax", "Kyauta"),
    "he": ("טל'", "נייד", "פקס", "חיוג חינם"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "टोल-फ़्री"),
    "hr": ("Tel.", "Mob.", "Faks", "Besplatni broj"),
    "hu": ("Tel.", "Mobil", "Fax", "Zöld szám"),
    "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Անվճար գիծ"),
    "id": ("Telp.", "HP", "Faks", "Bebas pulsa"),
    "is": ("Sími", "GSM", "Fax", "Gjaldfrjálst"),
    "it": ("Tel.", "Cell.", "Fax", "Numero verde"),
    "ja": ("TEL", "携帯", "FAX", "フリーダイヤル"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "უფასო ხაზი"),
    "ko": ("전화", "휴대폰", "팩스", "수신자부담"),
    "lb": ("Tel.", "GSM", "Fax", "Gratis Nummer"),
    "lt": ("Tel.", "Mob.", "Faksas", "Nemokama linija"),
    "lv": ("Tālr.", "Mob.", "Fakss", "Bezmaksas tālrunis"),
    "mt": ("Tel.", "Mob.", "Fax", "Freephone"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "निःशुल्क"),
    "nl": ("Tel.", "Mobiel", "Fax", "Gratis nummer"),
    "no": ("Tlf.", "Mobil", "Faks", "Grønt nummer"),
    "pl": ("tel.", "kom.", "faks", "Infolinia bezpłatna"),
    "pt": ("Tel.", "Celular", "Fax", "Linha gratuita"),
    "ro": ("Tel.", "Mobil", "Fax", "Număr gratuit"),
    "ru": ("Тел.", "Моб.", "Факс", "Бесплатно по России"),
    "sk": ("Tel.", "Mobil", "Fax", "Bezplatná linka"),
    "sl": ("Tel.", "GSM", "Faks", "Brezplačna številka"),
    "sq": ("Tel.", "Cel.", "Faks", "Numër falas"),
    "sv": ("Tel.", "Mobil", "Fax", "Kostnadsfritt"),
    "sw": ("Simu", "Rununu", "Faksi", "Bila malipo"),
    "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "கட்டணமில்லா"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "โทรฟรี"),
    "tr": ("Tel", "Cep", "Faks", "Ücretsiz hat"),
    "tw": ("Tel", "Mobile", "Fax", "Toll-free"),
    "uk": ("Тел.", "Моб.", "Факс", "Безкоштовно"),
    "uz": ("Tel.", "Mob.", "Faks", "Bepul liniya"),
    "vi": ("Điện thoại", "Di động", "Fax", "Miễn phí"),
    "zh_CN": ("电话", "手机", "传真", "免费热线"),
    "zh_TW": ("電話", "手機", "傳真", "免付費專線"),
    "zu": ("Ucingo", "Iselula", "Ifeksi", "Mahhala"),
}
# Extension words that stay outside a phone span, per language.
EXT_OUTSIDE = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
    "pl": "wew.", "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線",
    "zh_CN": "分机", "zh_TW": "分機", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
EXT_INSIDE = ["x", "ext", "ext.", "Ext.", "extension"]
EXT_INSIDE_LANG = {"es": "anexo", "ru": "доб.", "bg": "доб.", "uk": "доб."}
EXT_IN_SPAN_RE = re.compile(r"\s*,?\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")

PHONE_TYPES = [
    PhoneNumberType.FIXED_LINE, PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE,
    PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE, PhoneNumberType.VOIP,
    PhoneNumberType.SHARED_COST, PhoneNumberType.FIXED_LINE_OR_MOBILE,
]


def lang_of(locale: str) -> str:
    if locale in ("zh_CN", "zh_TW"):
        return locale
    return locale.split("_")[0]


# ---------------------------------------------------------------- span builder
class Doc:
    """Accumulates text pieces; PII pieces become spans."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.pos = 0

    def add(self, s: str) -> "Doc":
        self.parts.append(s)
        self.pos += len(s)
        return self

    def pii(self, entity: str, s: str) -> "Doc":
        self.spans.append({"entity": entity, "start": self.pos, "end": self.pos + len(s)})
        return self.add(s)

    def text(self) -> str:
        return "".join(self.parts)


# ---------------------------------------------------------------- phones
def phone_valid(span: str, region: str) -> bool:
    s = re.sub(r"\s+", " ", span)
    s = EXT_IN_SPAN_RE.sub("", s)
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except phonenumbers.NumberParseException:
        return False


def draw_number(rng: random.Random, region: str, want_valid: bool):
    cc = phonenumbers.country_code_for_region(region)
    for _ in range(400):
        t = rng.choice(PHONE_TYPES)
        ex = phonenumbers.example_number_for_type(region, t)
        if ex is None:
            continue
        nsn = phonenumbers.national_significant_number(ex)
        keep = max(1, min(len(nsn) - 4, rng.choice([1, 2, 3, 3, 4])))
        if want_valid:
            body = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        else:
            body = "".join(rng.choice("0123456789") for _ in range(len(nsn)))
            if body[0] == "0" and region not in ("IT",):
                body = rng.choice("123456789") + body[1:]
        try:
            num = phonenumbers.parse("+%d%s" % (cc, body), None)
        except phonenumbers.NumberParseException:
            continue
        if num.country_code != cc or not phonenumbers.is_possible_number(num):
            continue
        if phonenumbers.is_valid_number(num) != want_valid:
            continue
        if want_valid and phonenumbers.region_code_for_number(num) not in (region, None):
            # shared country codes (+1, +7, +44 …): keep the record's own region
            if phonenumbers.region_code_for_number(num) != region:
                continue
        return num, t
    raise RuntimeError("no number for %s" % region)


def idd_prefix(region: str) -> str | None:
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    for p in (md.preferred_international_prefix, md.international_prefix):
        if p and re.fullmatch(r"\d+", p):
            return p
        if p == "8~10":
            return "8 10"
    return None


def format_phone(rng: random.Random, num, region: str) -> str:
    cc = num.country_code
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    nsn = phonenumbers.national_significant_number(num)
    rest = intl[len("+%d " % cc):]
    md = phonenumbers.PhoneMetadata.metadata_for_region(region)
    styles = ["nat", "nat", "intl", "intl", "e164", "00", "paren_cc", "dots", "dashes",
              "nbsp", "nnbsp", "plain_nat", "pairs", "idd"]
    if md.national_prefix == "0" and nat.startswith("0"):
        styles += ["cc0", "slash", "bracket_area"]
    for _ in range(20):
        st = rng.choice(styles)
        if st == "nat":
            s = nat
        elif st == "intl":
            s = intl
        elif st == "e164":
            s = e164
        elif st == "00":
            s = "00" + intl[1:]
        elif st == "idd":
            p = idd_prefix(region)
            s = (p + " " + intl[1:]) if p else intl
        elif st == "paren_cc":
            s = "(+%d) %s" % (cc, rest)
        elif st == "dots":
            s = re.sub(r"[ \-]", ".", rng.choice([nat, intl]))
            s = s.replace("(", "").replace(")", "")
        elif st == "dashes":
            s = re.sub(r" ", "-", intl)
        elif st == "nbsp":
            s = intl.replace(" ", "\u00a0")
        elif st == "nnbsp":
            s = rng.choice([intl, nat]).replace(" ", "\u202f")
        elif st == "plain_nat":
            s = re.sub(r"\D", "", nat)
        elif st == "pairs":
            digits = nsn
            groups = [digits[i:i + 2] for i in range(0, len(digits), 2)]
            if len(groups[-1]) == 1:
                groups[-2] += groups.pop()
            s = "+%d %s" % (cc, " ".join(groups))
        elif st == "cc0":
            s = "+%d (0)%s" % (cc, nat[1:])
        elif st == "slash":
            m = re.match(r"(0\d+)[ \-](.+)", nat)
            s = (m.group(1) + "/" + re.sub(r"[ \-]", "", m.group(2))) if m else nat
        elif st == "bracket_area":
            m = re.match(r"(0\d+)[ \-](.+)", nat)
            s = ("(%s) %s" % (m.group(1), m.group(2))) if m else nat
        else:  # pragma: no cover
            s = intl
        try:
            p = phonenumbers.parse(EXT_IN_SPAN_RE.sub("", re.sub(r"\s+", " ", s)), region)
        except phonenumbers.NumberParseException:
            continue
        if p.country_code == cc and p.national_number == num.national_number:
            return s
    return intl


class PhoneMaker:
    def __init__(self, rng: random.Random, region: str, locale: str):
        self.rng, self.region, self.lang = rng, region, lang_of(locale)

    def __call__(self, kind: str | None = None) -> str:
        want_valid = self.rng.random() > 0.10
        num, _ = draw_number(self.rng, self.region, want_valid)
        return format_phone(self.rng, num, self.region)

    def with_ext(self) -> tuple[str, str]:
        """(span text, trailing text outside the span)."""
        base = self()
        digits = str(self.rng.randint(2, 9999))
        if self.lang in EXT_OUTSIDE and self.rng.random() < 0.6:
            return base, " %s %s" % (EXT_OUTSIDE[self.lang], digits)
        word = EXT_INSIDE_LANG.get(self.lang) or self.rng.choice(EXT_INSIDE)
        sep = "" if word == "x" and self.rng.random() < 0.5 else " "
        return base + " " + word + sep + digits, ""


# ---------------------------------------------------------------- cards, IBANs, IPs, e-mails
def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CARD_BRANDS = [
    ("Visa", ["4"], [13, 16, 16, 16, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2720", "2500"], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Diners Club", ["36", "38", "300", "305"], [14]),
    ("Discover", ["6011", "65", "644", "649"], [16, 19]),
    ("JCB", ["3528", "3566", "3589"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["5018", "5020", "5038", "6304", "6759", "6761", "6763"], [12, 13, 16, 19]),
]


def group(d: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for s in sizes:
        out.append(d[i:i + s])
        i += s
    return sep.join(out)


def make_card(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    d = luhn_complete(rng, rng.choice(prefixes), n)
    sep = rng.choice([" ", " ", "-"])
    shapes = {
        16: [[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4], None],
        15: [[4, 6, 5], None],
        14: [[4, 6, 4], None],
        19: [[4, 4, 4, 4, 3], [6, 13], None],
    }.get(n, [None])
    shape = rng.choice(shapes)
    return brand, d if shape is None else group(d, shape, sep)


IBAN_COUNTRIES = sorted(p[1] for p in stdnum_iban._ibandb.prefixes)


def make_iban(rng: random.Random, country: str | None = None) -> str:
    cc = country or rng.choice(IBAN_COUNTRIES)
    info = dict(stdnum_iban._ibandb.info(cc + "00")[0][1])
    parts = re.findall(r"(\d+)!([nac])", info["bban"])
    for _ in range(5000):
        bban = ""
        for ln, kind in parts:
            pool = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}[kind]
            bban += "".join(rng.choice(pool) for _ in range(int(ln)))
        check = stdnum_iban.calc_check_digits(cc + "00" + bban)
        code = cc + check + bban
        if stdnum_iban.is_valid(code):
            if rng.random() < 0.55:
                return " ".join(code[i:i + 4] for i in range(0, len(code), 4))
            return code
    raise RuntimeError("no IBAN for %s" % cc)


def make_ipv4(rng: random.Random) -> str:
    kind = rng.choice(["pub", "pub", "pub", "p10", "p192", "p172", "lo", "doc", "mask", "zero", "bcast"])
    r = rng.randint
    if kind == "pub":
        return "%d.%d.%d.%d" % (rng.choice([23, 31, 45, 62, 77, 81, 91, 103, 151, 176, 185, 195, 212, 217]),
                                r(0, 255), r(0, 255), r(1, 254))
    if kind == "p10":
        return "10.%d.%d.%d" % (r(0, 255), r(0, 255), r(1, 254))
    if kind == "p192":
        return "192.168.%d.%d" % (r(0, 20), r(1, 254))
    if kind == "p172":
        return "172.%d.%d.%d" % (r(16, 31), r(0, 255), r(1, 254))
    if kind == "lo":
        return rng.choice(["127.0.0.1", "127.0.1.1"])
    if kind == "doc":
        return rng.choice(["192.0.2.%d", "198.51.100.%d", "203.0.113.%d"]) % r(1, 254)
    if kind == "mask":
        return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.255.252", "255.255.248.0"])
    if kind == "zero":
        return "0.0.0.0"
    return "255.255.255.255"


def make_ipv6(rng: random.Random) -> str:
    kind = rng.choice(["comp", "comp", "full", "upper", "mapped", "any", "lo", "ll", "doc"])
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if kind in ("comp", "full", "upper"):
        groups[0] = rng.choice([0x2001, 0x2a00, 0x2a02, 0x2600, 0x2404, 0x2c0f, 0x2803])
        if rng.random() < 0.6:
            groups[4:7] = [0, 0, 0]
        a = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
        if kind == "full":
            return a.exploded
        if kind == "upper":
            return a.compressed.upper()
        return a.compressed
    if kind == "mapped":
        return "::ffff:%s" % make_ipv4(rng)
    if kind == "any":
        return "::"
    if kind == "lo":
        return "::1"
    if kind == "ll":
        return "fe80::%x:%x:%x:%x" % tuple(groups[:4])
    return "2001:db8:%x::%x" % (groups[1], groups[2])


def make_email(rng: random.Random, fk: Faker) -> str:
    first = re.sub(r"[^a-z]", "", ascii_fold(fk.first_name()).lower())
    last = re.sub(r"[^a-z]", "", ascii_fold(fk.last_name()).lower())
    if not first or not last:
        user = re.sub(r"[^a-z]", "", ascii_fold(fk.user_name()).lower())
        first = first or user[:6] or rng.choice(["info", "office", "hello", "team"])
        last = last or user[6:] or rng.choice(["sales", "admin", "desk", "ops", "support"])
    dom = re.sub(r"[^a-z0-9.-]", "", ascii_fold(fk.domain_word()).lower()) or "mail"
    tld = rng.choice(["com", "net", "org", "io", "co.uk", "com.au", "de", "fr", "jp", "co.kr",
                      "com.br", "in", "photography", "museum", "travel", "email", "solutions",
                      "ac.jp", "edu.vn", "or.th", "gov.ph", "com.tw", "co.id"])
    local = rng.choice([
        first, "%s.%s" % (first, last), "%s_%s" % (first, last), "%s%s" % (first[0], last),
        "%s.%s%d" % (first, last, rng.randint(1, 99)), "%s+%s" % (first, rng.choice(["news", "shop", "2024", "billing"])),
        "%s-%s" % (last, rng.choice(["office", "sales", "hr"])), "%s%d" % (last, rng.randint(1950, 2010)),
    ])
    sub = rng.choice(["", "", "", "mail.", "eu.", "corp.", "students."])
    return "%s@%s%s.%s" % (local, sub, dom, tld)


def ascii_fold(s: str) -> str:
    import unicodedata
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


# ---------------------------------------------------------------- look-alike checks
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
IPV4_RE = re.compile(r"(?<![\d.])(?<!\d\.)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
IPV6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![\w:])")
DIGIT_RUN_RE = re.compile(r"\d+(?:[ .\-/()\u00a0\u202f]{1,2}\d+)*")
LUHN_RUN_RE = re.compile(r"\d+(?:[ \-]\d+)*")
IBAN_CAND_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,32}")
PLUS_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d \-().\u00a0]{5,22}\d")
DATE_TIME_RE = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}[:.]\d{2}(?:[:.]\d{2})?)?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}/\d{2}/\d{2}"
    r"|\d{1,2}:\d{2}(?::\d{2})?")
SAFE_LABELS = re.compile(
    r"(order|bestell|commande|pedido|ordine|заказ|注文|订单|訂單|주문|đơn hàng|imei|isbn|population|einwohner"
    r"|tracking|sendung|suivi|seguimiento|rastreio|ticket|case|incident|invoice|rechnung|facture|factura|fattura"
    r"|version|build|versão|versión|release|kb\d|part|art\.-?nr|sku|ref|steuer|tax|vat|tva|iva|nif|npwp|gstin|ust"
    r"|sort code|blz|bsb|routing|otp|code|pin|serial|s/n|coordinates|lat|gps|isbn-13|issn|doi|oid|hash|sha|md5"
    r"|postcode|zip|plz|cep|score|total|amount|price|betrag|measurement|lot|batch|policy|claim|member|account no"
    r"|population|reg\.|registration|commit|device|vin|mac|patent|court|az\.|aktenzeichen|docket|record|id\b|nr\.|no\.|#)",
    re.I)


def mask_spans(text: str, spans: list[dict]) -> str:
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            if chars[i] != "\n":
                chars[i] = "\u2588"
    return "".join(chars)


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    t = mask_spans(text, spans)
    probs = []
    if EMAIL_RE.search(t):
        probs.append("email")
    for m in IPV4_RE.finditer(t):
        if all(int(g) <= 255 for g in m.groups()):
            probs.append("ipv4:" + m.group(0))
    for m in IPV6_RE.finditer(t):
        cand = m.group(0)
        if cand.count(":") >= 2:
            try:
                ipaddress.IPv6Address(cand)
                probs.append("ipv6:" + cand)
            except ValueError:
                pass
    for m in LUHN_RUN_RE.finditer(t):
        d = re.sub(r"\D", "", m.group(0))
        for tok in {d, *re.findall(r"\d+", m.group(0))}:
            if 12 <= len(tok) <= 19 and tok[0] in "23456" and luhn_ok(tok):
                probs.append("luhn:" + tok)
    for m in IBAN_CAND_RE.finditer(t):
        c = m.group(0).replace(" ", "")
        for end in range(len(c), 13, -1):
            if stdnum_iban.is_valid(c[:end]):
                probs.append("iban:" + c[:end])
                break
    for m in PLUS_RE.finditer(t):
        s = m.group(0)
        s2 = "+" + s[2:] if s.startswith("00") else s
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(s2, None)):
                probs.append("plus:" + s)
        except phonenumbers.NumberParseException:
            pass
    for m in DIGIT_RUN_RE.finditer(t):
        run = m.group(0)
        if len(re.sub(r"\D", "", run)) < 7:
            continue
        if DATE_TIME_RE.fullmatch(run.strip()):
            continue
        line_start = t.rfind("\n", 0, m.start()) + 1
        before = t[max(line_start, m.start() - 48):m.start()]
        if SAFE_LABELS.search(before):
            continue
        probs.append("digits:" + run)
    return probs


def span_problems(text: str, spans: list[dict], region: str) -> list[str]:
    probs = []
    cc = phonenumbers.country_code_for_region(region) if region else None
    for s in spans:
        v = text[s["start"]:s["end"]]
        e = s["entity"]
        if e == "PHONE_NUMBER":
            core = EXT_IN_SPAN_RE.sub("", re.sub(r"\s+", " ", v))
            try:
                p = phonenumbers.parse(core, region)
            except phonenumbers.NumberParseException:
                probs.append("phone-parse:" + v)
                continue
            if p.country_code != cc or not phonenumbers.is_possible_number(p):
                probs.append("phone-region:" + v)
        elif e == "CREDIT_CARD":
            d = re.sub(r"[ \-]", "", v)
            if not (d.isdigit() and luhn_ok(d)):
                probs.append("card:" + v)
        elif e == "IBAN_CODE":
            if not stdnum_iban.is_valid(v):
                probs.append("iban:" + v)
        elif e == "IP_ADDRESS":
            try:
                ipaddress.ip_address(v)
            except ValueError:
                probs.append("ip:" + v)
        elif e == "EMAIL_ADDRESS":
            if not EMAIL_RE.fullmatch(v):
                probs.append("email:" + v)
    return probs


# ---------------------------------------------------------------- synthetic genres with PII
IT_CITIES = sorted(set(ItAddressProvider.cities))

class Ctx:
    def __init__(self, rng: random.Random, fk: Faker, locale: str):
        self.rng, self.fk, self.locale = rng, fk, locale
        self.region = LOCALE_REGION[locale]
        self.lang = lang_of(locale)
        self.labels = LABELS.get(self.lang, LABELS["en"])
        self.phone = PhoneMaker(rng, self.region, locale)

    def email(self) -> str:
        return make_email(self.rng, self.fk)

    def iban(self) -> str:
        own = self.region if self.region in IBAN_COUNTRIES and self.rng.random() < 0.5 else None
        return make_iban(self.rng, own)

    def ip(self) -> str:
        return make_ipv4(self.rng) if self.rng.random() < 0.6 else make_ipv6(self.rng)

    def name(self) -> str:
        return self.fk.name()

    def company(self) -> str:
        return self.fk.company()

    def city(self) -> str:
        if self.locale == "it_IT":
            # Faker's it_IT city list is built from a set, so its order follows the hash seed
            return self.rng.choice(IT_CITIES)
        return self.fk.city()

    def street(self) -> str:
        return self.fk.street_address()

    def word(self) -> str:
        return self.fk.word()


def g_signature(d: Doc, c: Ctx) -> None:
    tel, mob, fax, _ = c.labels
    d.add("%s\n%s\n%s, %s\n" % (c.name(), c.company(), c.street(), c.city()))
    d.add(tel + ": ").pii("PHONE_NUMBER", c.phone()).add("\n")
    if c.rng.random() < 0.7:
        d.add(mob + ": ").pii("PHONE_NUMBER", c.phone()).add("\n")
    if c.rng.random() < 0.4:
        d.add(fax + ": ").pii("PHONE_NUMBER", c.phone()).add("\n")
    d.add(c.rng.choice(["E-mail: ", "Mail: ", "", "✉ "])).pii("EMAIL_ADDRESS", c.email()).add("\n")


def g_shop_footer(d: Doc, c: Ctx) -> None:
    tel, _, fax, free = c.labels
    d.add("© %s · %s · %s\n" % (c.company(), c.street(), c.city()))
    d.add("%s " % free).pii("PHONE_NUMBER", c.phone()).add(" | %s " % tel).pii("PHONE_NUMBER", c.phone())
    d.add(" | ").pii("EMAIL_ADDRESS", c.email()).add("\n")
    d.add(c.rng.choice(["Impressum · AGB · Datenschutz", "Privacy · Terms · Shipping", "Politique · CGV", "About · Help"]))


def g_classified(d: Doc, c: Ctx) -> None:
    _, mob, _, _ = c.labels
    item = c.rng.choice(["Sofa", "bicycle", "Nintendo Switch", "iPhone 12", "dining table", "winter tyres", "stroller"])
    d.add("%s — %s, %s. %s %d. " % (item.upper(), c.fk.sentence(nb_words=6), c.city(),
                                      c.rng.choice(["Price", "Preis", "Prix", "Precio", "Giá"]), c.rng.randint(20, 900)))
    d.add(c.rng.choice(["Call or text ", "%s " % mob, "WhatsApp ", "Only serious buyers: ", "ring "]))
    d.pii("PHONE_NUMBER", c.phone())
    if c.rng.random() < 0.5:
        d.add(" or write to ").pii("EMAIL_ADDRESS", c.email())
    d.add(".")


def g_forum(d: Doc, c: Ctx) -> None:
    d.add("Re: %s\n\n%s " % (c.fk.sentence(nb_words=5).rstrip("."), c.fk.paragraph(nb_sentences=2)))
    d.add(c.rng.choice(["I called them at ", "their hotline ", "the number on the box was ", "ring "]))
    d.pii("PHONE_NUMBER", c.phone()).add(c.rng.choice([" and nobody answered.", " twice, no luck.", " — worked for me."]))
    if c.rng.random() < 0.5:
        d.add(" PM me or mail ").pii("EMAIL_ADDRESS", c.email()).add(".")


def g_chat(d: Doc, c: Ctx) -> None:
    a, b = c.fk.first_name(), c.fk.first_name()
    h = c.rng.randint(8, 21)
    d.add("[%02d:%02d] %s: %s\n" % (h, c.rng.randint(0, 59), a, c.fk.sentence(nb_words=5)))
    d.add("[%02d:%02d] %s: " % (h, c.rng.randint(0, 59), b)).pii("PHONE_NUMBER", c.phone()).add("\n")
    d.add("[%02d:%02d] %s: " % (h + 1, c.rng.randint(0, 59), a))
    d.add(c.rng.choice(["thx, and email? ", "ok. mail: ", "saved. "]))
    d.pii("EMAIL_ADDRESS", c.email()).add("\n")


def g_csv(d: Doc, c: Ctx) -> None:
    sep = c.rng.choice([",", ";"])
    d.add(sep.join(["id", "name", "email", "phone", "city"]) + "\n")
    for i in range(c.rng.randint(2, 4)):
        d.add("%d%s%s%s" % (c.rng.randint(100, 999), sep, c.name().replace(sep, " "), sep))
        d.pii("EMAIL_ADDRESS", c.email()).add(sep)
        q = c.rng.random() < 0.3
        d.add('"' if q else "").pii("PHONE_NUMBER", c.phone()).add('"' if q else "")
        d.add(sep + c.city().replace(sep, " ") + "\n")


def g_tsv(d: Doc, c: Ctx) -> None:
    d.add("customer\tiban\tmobile\n")
    for _ in range(c.rng.randint(2, 3)):
        d.add(c.name() + "\t").pii("IBAN_CODE", c.iban()).add("\t").pii("PHONE_NUMBER", c.phone()).add("\n")


def g_json(d: Doc, c: Ctx) -> None:
    d.add('{\n  "user": "%s",\n  "email": "' % c.fk.user_name()).pii("EMAIL_ADDRESS", c.email())
    d.add('",\n  "phone": "').pii("PHONE_NUMBER", c.phone()).add('",\n  "last_login_ip": "').pii("IP_ADDRESS", c.ip())
    d.add('",\n  "locale": "%s"\n}' % c.locale)


def g_yaml(d: Doc, c: Ctx) -> None:
    d.add("contact:\n  name: %s\n  email: " % c.name()).pii("EMAIL_ADDRESS", c.email())
    d.add("\n  phones:\n    - ").pii("PHONE_NUMBER", c.phone()).add("\n    - '").pii("PHONE_NUMBER", c.phone())
    d.add("'\nserver:\n  bind: ").pii("IP_ADDRESS", make_ipv4(c.rng)).add("\n  port: %d\n" % c.rng.choice([80, 443, 8080, 8443]))


def g_sshd(d: Doc, c: Ctx) -> None:
    host = c.fk.user_name()[:10]
    for _ in range(c.rng.randint(2, 4)):
        ip = c.ip()
        d.add("%s %2d %02d:%02d:%02d %s sshd[%d]: " % (c.rng.choice(["Jan", "Feb", "Mar", "Oct", "Nov"]), c.rng.randint(1, 28),
                                                        c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59),
                                                        host, c.rng.randint(1000, 65000)))
        d.add(c.rng.choice(["Failed password for invalid user admin from ", "Accepted publickey for deploy from ",
                            "Connection closed by authenticating user root ", "Disconnected from "]))
        d.pii("IP_ADDRESS", ip).add(" port %d ssh2\n" % c.rng.randint(1024, 65535))


def g_nginx(d: Doc, c: Ctx) -> None:
    for _ in range(c.rng.randint(2, 3)):
        d.pii("IP_ADDRESS", c.ip()).add(' - - [%02d/Mar/2024:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            c.rng.randint(1, 28), c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59),
            c.fk.uri_path(), c.rng.choice([200, 301, 404, 502]), c.rng.randint(0, 999)))


def g_firewall(d: Doc, c: Ctx) -> None:
    for _ in range(c.rng.randint(2, 3)):
        d.add("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=").pii("IP_ADDRESS", make_ipv4(c.rng))
        d.add(" DST=").pii("IP_ADDRESS", make_ipv4(c.rng)).add(" LEN=%d PROTO=TCP SPT=%d DPT=%d\n" % (
            c.rng.randint(40, 1500), c.rng.randint(1024, 65535), c.rng.choice([22, 23, 445, 3389])))


def g_dhcp(d: Doc, c: Ctx) -> None:
    mac = ":".join("%02x" % c.rng.randint(0, 255) for _ in range(6))
    ip = "192.168.%d.%d" % (c.rng.randint(0, 9), c.rng.randint(2, 250))
    d.add("dhcpd: DHCPDISCOVER from %s via eth1\n" % mac)
    d.add("dhcpd: DHCPOFFER on ").pii("IP_ADDRESS", ip).add(" to %s via eth1\n" % mac)
    d.add("dhcpd: DHCPACK on ").pii("IP_ADDRESS", ip).add(" to %s (%s) via eth1\n" % (mac, c.fk.user_name()))


def g_ini(d: Doc, c: Ctx) -> None:
    d.add("[network]\naddress = ").pii("IP_ADDRESS", make_ipv4(c.rng)).add("/%d\n" % c.rng.choice([8, 16, 24, 28]))
    d.add("gateway = ").pii("IP_ADDRESS", make_ipv4(c.rng)).add("\n")
    d.add("dns = ").pii("IP_ADDRESS", make_ipv4(c.rng)).add(", ").pii("IP_ADDRESS", make_ipv6(c.rng)).add("\n")
    d.add("[admin]\nnotify = ").pii("EMAIL_ADDRESS", c.email()).add("\n")


def g_html(d: Doc, c: Ctx) -> None:
    tel = c.labels[0]
    e = c.email()
    p = c.phone()
    href = re.sub(r"[^\d+]", "", p)
    d.add('<p class="contact">%s<br>\n%s: <a href="tel:' % (c.company(), tel)).pii("PHONE_NUMBER", href)
    d.add('">').pii("PHONE_NUMBER", p)
    d.add('</a><br>\n<a href="mailto:').pii("EMAIL_ADDRESS", e).add('">').pii("EMAIL_ADDRESS", e).add("</a></p>")


def g_invoice(d: Doc, c: Ctx) -> None:
    d.add("%s %d-%04d\n%s\n" % (c.rng.choice(["Invoice", "Rechnung", "Facture", "Factura"]), c.rng.randint(2021, 2025),
                                c.rng.randint(1, 9999), c.company()))
    d.add("Total: %d.%02d EUR\n" % (c.rng.randint(10, 9000), c.rng.randint(0, 99)))
    d.add(c.rng.choice(["IBAN: ", "IBAN ", "Bank account (IBAN): "])).pii("IBAN_CODE", c.iban()).add("\n")
    d.add("BIC: %s\n" % c.fk.swift(length=8) if hasattr(c.fk, "swift") else "")
    d.add("Questions: ").pii("EMAIL_ADDRESS", c.email()).add("\n")


def g_support_card(d: Doc, c: Ctx) -> None:
    _, card = make_card(c.rng)
    d.add("Customer: %s\nAgent: %s\n" % (c.rng.choice(["my card keeps failing", "payment declined again??", "can you charge this one instead"]),
                                        c.rng.choice(["Could you confirm the card number?", "Please type the card details.", "Which card?"])))
    d.add("Customer: ").add(c.rng.choice(["", "it's ", "number is ", "card: "])).pii("CREDIT_CARD", card)
    d.add(c.rng.choice([" exp 09/27", " exp. 11/26 cvv on back", "", " valid thru 03/28"]) + "\n")
    d.add("Agent: Thanks, please never share the code on the back.")


def g_prose(d: Doc, c: Ctx) -> None:
    d.add("%s %s " % (c.name(), c.rng.choice(["said that anyone with questions can call", "asked readers to contact her on",
                                                 "can be reached on", "gave out the office line,"])))
    d.pii("PHONE_NUMBER", c.phone())
    d.add(c.rng.choice([" during office hours. ", ", she added. ", " before Friday. "]))
    d.add(c.fk.sentence(nb_words=9))


def g_own_labels(d: Doc, c: Ctx) -> None:
    tel, mob, fax, free = c.labels
    d.add("%s\n%s, %s\n" % (c.company(), c.street(), c.city()))
    for lab in c.rng.sample([tel, mob, fax, free], c.rng.randint(2, 3)):
        sep = c.rng.choice([": ", " : ", "：", " ", ". "]) if c.lang in ("ja", "zh_CN", "zh_TW") else c.rng.choice([": ", " ", " – "])
        d.add(lab + sep).pii("PHONE_NUMBER", c.phone()).add("\n")


def g_no_label(d: Doc, c: Ctx) -> None:
    d.add("%s\n%s\n" % (c.name(), c.city()))
    d.add(c.rng.choice(["☎ ", "📞 ", "", "» ", "(", "☏ "]))
    p = c.phone()
    d.pii("PHONE_NUMBER", p)
    if d.parts[-2] == "(":
        d.add(")")
    d.add("\n" + c.rng.choice(["", "Mon–Fri 9–17", "after 6pm", "WhatsApp only"]))


def g_tollfree(d: Doc, c: Ctx) -> None:
    _, mob, _, free = c.labels
    d.add("%s\n%s " % (c.fk.catch_phrase(), free)).pii("PHONE_NUMBER", c.phone())
    d.add("\n%s " % mob).pii("PHONE_NUMBER", c.phone()).add("\n")


def g_fax(d: Doc, c: Ctx) -> None:
    tel, _, fax, _ = c.labels
    d.add("%s · %s " % (c.company(), tel)).pii("PHONE_NUMBER", c.phone()).add(" · %s " % fax).pii("PHONE_NUMBER", c.phone())


def g_extension(d: Doc, c: Ctx) -> None:
    tel = c.labels[0]
    span, trail = c.phone.with_ext()
    d.add("%s, %s\n%s: " % (c.name(), c.fk.job(), tel)).pii("PHONE_NUMBER", span).add(trail + "\n")
    if c.rng.random() < 0.5:
        span, trail = c.phone.with_ext()
        d.add(c.rng.choice(["Reception ", "Helpdesk ", "Office "])).pii("PHONE_NUMBER", span).add(trail + "\n")


def g_wrapped(d: Doc, c: Ctx) -> None:
    for _ in range(10):
        p = c.phone()
        idx = [m.start() for m in re.finditer(r" ", p)]
        if idx:
            break
    else:
        p, idx = p, []
    d.add("%s %s " % (c.fk.sentence(nb_words=8).rstrip("."), c.rng.choice(["please call", "on", "at the number"])))
    if idx:
        k = c.rng.choice(idx)
        p = p[:k] + "\n" + p[k + 1:]
    d.pii("PHONE_NUMBER", p).add(" " + c.fk.sentence(nb_words=5))


def g_brackets(d: Doc, c: Ctx) -> None:
    d.add("%s (" % c.name()).pii("PHONE_NUMBER", c.phone()).add(") %s [" % c.rng.choice(["and", "or", "cc"]))
    d.pii("EMAIL_ADDRESS", c.email()).add("] " + c.fk.sentence(nb_words=6))


def g_multi(d: Doc, c: Ctx) -> None:
    sep = c.rng.choice([" / ", "; ", " or ", ", ", " | "])
    d.add("%s: " % c.labels[0])
    for i in range(c.rng.randint(2, 3)):
        if i:
            d.add(sep)
        d.pii("PHONE_NUMBER", c.phone())
    d.add("\n")


def g_receipt_card(d: Doc, c: Ctx) -> None:
    brand, card = make_card(c.rng)
    d.add("Payment method: %s\nCard number: " % brand).pii("CREDIT_CARD", card)
    d.add("\nAmount: %d.%02d\nAuth code: %s\n" % (c.rng.randint(5, 999), c.rng.randint(0, 99), c.fk.bothify("??####").upper()))
    d.add("Receipt sent to ").pii("EMAIL_ADDRESS", c.email())


def g_sepa(d: Doc, c: Ctx) -> None:
    d.add("SEPA Direct Debit Mandate\nCreditor: %s\nDebtor: %s\nDebtor IBAN: " % (c.company(), c.name()))
    d.pii("IBAN_CODE", c.iban()).add("\nCreditor IBAN: ").pii("IBAN_CODE", make_iban(c.rng)).add("\n")


def g_netinv(d: Doc, c: Ctx) -> None:
    d.add("| host | ipv4 | ipv6 |\n|---|---|---|\n")
    for _ in range(c.rng.randint(2, 3)):
        d.add("| %s | " % c.fk.hostname(0)).pii("IP_ADDRESS", make_ipv4(c.rng)).add(" | ").pii("IP_ADDRESS", make_ipv6(c.rng)).add(" |\n")


def g_vcard(d: Doc, c: Ctx) -> None:
    d.add("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=work,voice:" % (c.name(), c.company()))
    d.pii("PHONE_NUMBER", c.phone()).add("\nTEL;TYPE=cell:").pii("PHONE_NUMBER", c.phone())
    d.add("\nEMAIL:").pii("EMAIL_ADDRESS", c.email()).add("\nEND:VCARD")


def g_sms(d: Doc, c: Ctx) -> None:
    d.add(c.rng.choice(["Your parcel is waiting. Questions? Call ", "Reminder: appointment tomorrow. To cancel call ",
                        "Driver on the way, contact "]))
    d.pii("PHONE_NUMBER", c.phone()).add(".")


def g_invite(d: Doc, c: Ctx) -> None:
    d.add("Meeting: %s\nDial-in: " % c.fk.bs()).pii("PHONE_NUMBER", c.phone())
    d.add(" (PIN %d#)\nOrganizer: " % c.rng.randint(1000, 99999)).pii("EMAIL_ADDRESS", c.email()).add("\n")


def g_ticket(d: Doc, c: Ctx) -> None:
    d.add("Reporter: ").pii("EMAIL_ADDRESS", c.email()).add("\nSummary: login fails from ")
    ip = c.ip()
    if ":" in ip and c.rng.random() < 0.5:
        d.add("[").pii("IP_ADDRESS", ip).add("]:%d" % c.rng.choice([443, 8443]))
    else:
        d.pii("IP_ADDRESS", ip)
    d.add("\n%s" % c.fk.paragraph(nb_sentences=2))


def g_hosts(d: Doc, c: Ctx) -> None:
    d.pii("IP_ADDRESS", "127.0.0.1").add("\tlocalhost\n").pii("IP_ADDRESS", "::1").add("\tip6-localhost\n")
    for _ in range(c.rng.randint(1, 3)):
        d.pii("IP_ADDRESS", make_ipv4(c.rng)).add("\t%s\n" % c.fk.hostname(1))
    if c.rng.random() < 0.5:
        d.pii("IP_ADDRESS", "fe80::%x:%x" % (c.rng.randint(1, 0xFFFF), c.rng.randint(1, 0xFFFF))).add("%eth0\tgw-ll\n")


def g_mdtable(d: Doc, c: Ctx) -> None:
    d.add("| %s | %s | e-mail |\n|---|---|---|\n" % ("Name", c.labels[0]))
    for _ in range(c.rng.randint(2, 4)):
        d.add("| %s | " % c.name()).pii("PHONE_NUMBER", c.phone()).add(" | ").pii("EMAIL_ADDRESS", c.email()).add(" |\n")


def g_typed_card(d: Doc, c: Ctx) -> None:
    _, card = make_card(c.rng)
    d.add(c.rng.choice(["pls charge my other card ", "ok here: ", "new card is ", "try this "])).pii("CREDIT_CARD", card)
    d.add(c.rng.choice([" thanks", "", " same address", " !!"]))


def g_server_cfg(d: Doc, c: Ctx) -> None:
    d.add("server {\n    listen 80;\n    listen [").pii("IP_ADDRESS", "::").add("]:80;\n    server_name %s;\n" % c.fk.domain_name())
    d.add("    allow ").pii("IP_ADDRESS", make_ipv4(c.rng)).add("/%d;\n    deny all;\n" % c.rng.choice([24, 32]))
    d.add("    # contact ").pii("EMAIL_ADDRESS", c.email()).add("\n}")


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified, "forum": g_forum,
    "chat": g_chat, "csv": g_csv, "tsv": g_tsv, "json": g_json, "yaml": g_yaml, "sshd-log": g_sshd,
    "nginx-log": g_nginx, "firewall-log": g_firewall, "dhcp-log": g_dhcp, "ini-config": g_ini, "html": g_html,
    "invoice": g_invoice, "support-card": g_support_card, "prose": g_prose, "own-labels": g_own_labels,
    "no-label": g_no_label, "toll-free": g_tollfree, "fax": g_fax, "extension": g_extension,
    "wrapped": g_wrapped, "brackets": g_brackets, "multi-list": g_multi, "receipt-card": g_receipt_card,
    "sepa": g_sepa, "net-inventory": g_netinv, "vcard": g_vcard, "sms": g_sms, "invite": g_invite,
    "ticket": g_ticket, "hosts": g_hosts, "md-table": g_mdtable, "typed-card": g_typed_card,
    "nginx-conf": g_server_cfg,
}


# ---------------------------------------------------------------- synthetic PII-free look-alikes
def f_versions(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("Changelog\n")
    d.add("Version %d.%d.%d (%d-%02d-%02d)\n" % (r(1, 9), r(0, 30), r(0, 99), r(2019, 2025), r(1, 12), r(1, 28)))
    d.add("Build 10.0.%d.%d\n" % (r(17763, 22631), r(256, 4999)))
    d.add("Requires libfoo >= %d.%d.%d.%d\n" % (r(1, 9), r(0, 9), r(300, 999), r(0, 9)))
    d.add("- %s\n" % c.fk.sentence(nb_words=7))


def f_sections(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    for _ in range(3):
        d.add("§ %d.%d.%d %s\n" % (r(1, 12), r(1, 9), r(1, 20), c.fk.sentence(nb_words=5)))
    d.add("See clause %d.%d and annex %s.%d.\n" % (r(1, 30), r(1, 9), c.rng.choice("ABC"), r(1, 9)))


def f_oids(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("OID 1.3.6.1.4.1.%d.%d.%d\n" % (r(300, 60000), r(1, 9), r(1, 99)))
    d.add("oid: 2.16.840.1.%d.%d.%d.%d\n" % (r(100000, 114999), r(1, 999), r(1, 9), r(1, 9)))
    d.add("sysObjectID = 1.3.6.1.4.1.9.1.%d\n" % r(1000, 2999))


def f_dates(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("Opening hours %02d:%02d–%02d:%02d\n" % (r(6, 10), c.rng.choice([0, 30]), r(16, 22), c.rng.choice([0, 30])))
    d.add("Date: %02d.%02d.%d · %d/%02d/%02d · %d-%02d-%02dT%02d:%02d:%02dZ\n" % (
        r(1, 28), r(1, 12), r(2000, 2025), r(2000, 2025), r(1, 12), r(1, 28), r(2000, 2025), r(1, 12), r(1, 28),
        r(0, 23), r(0, 59), r(0, 59)))
    d.add("%d年%d月%d日 %d時%d分\n" % (r(2000, 2025), r(1, 12), r(1, 28), r(0, 23), r(0, 59)))


def f_prices(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    for _ in range(3):
        d.add("%s ........ %s %d.%03d,%02d\n" % (c.fk.word().capitalize(), c.rng.choice(["€", "R$", "₫", "¥", "$"]), r(1, 99), r(0, 999), r(0, 99)))
    d.add("Total amount: %d %03d %03d VND\n" % (r(1, 99), r(0, 999), r(0, 999)))


def f_isbn(d: Doc, c: Ctx) -> None:
    d.add("%s. %s: %s, %d. ISBN %s\n" % (c.name(), c.fk.sentence(nb_words=4).rstrip("."), c.city(), c.rng.randint(1990, 2024),
                                         isbn13(c.rng)))
    d.add("ISBN-13: %s\n" % isbn13(c.rng))


def isbn13(rng: random.Random) -> str:
    body = "978" + "".join(rng.choice("0123456789") for _ in range(9))
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])


def imei(rng: random.Random) -> str:
    body = rng.choice(["86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(12))
    for ch in "0123456789":
        if luhn_ok(body + ch):
            return body + ch
    raise AssertionError


def f_imei(d: Doc, c: Ctx) -> None:
    d.add("Device info\nIMEI: %s\nIMEI 2: %s\nSerial: %s\n" % (imei(c.rng), imei(c.rng), c.fk.bothify("??##?###??").upper()))


def f_orders(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("Order: %03d %04d %04d\n" % (r(100, 999), r(0, 9999), r(0, 9999)))
    d.add("Tracking number: %s%09dDE\n" % (c.rng.choice(["RR", "CP", "LX"]), r(0, 999999999)))
    d.add("Ticket #%d – %s\n" % (r(100000, 999999), c.fk.sentence(nb_words=5)))


def f_coords(d: Doc, c: Ctx) -> None:
    d.add("GPS: %.6f, %.6f\nlat/lon %.4f %.4f\n" % (c.rng.uniform(-60, 70), c.rng.uniform(-170, 170),
                                                    c.rng.uniform(-60, 70), c.rng.uniform(-170, 170)))


def f_hashes(d: Doc, c: Ctx) -> None:
    d.add("sha256: %s\nmd5 %s\ncommit %s\n" % (c.fk.sha256(), c.fk.md5(), c.fk.sha1()[:12]))


def f_mac(d: Doc, c: Ctx) -> None:
    for _ in range(3):
        m = [c.rng.randint(0, 255) for _ in range(6)]
        d.add("%s  %s  %s\n" % (c.fk.hostname(0), ":".join("%02X" % x for x in m), "-".join("%02x" % x for x in m)))


def f_taxid(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("%s\nVAT ID: %s%09d\nTax no.: %03d/%03d/%05d\n" % (c.company(), c.rng.choice(["DE", "ATU", "FR", "IT"]), r(0, 999999999),
                                                              r(100, 999), r(100, 999), r(10000, 99999)))


def f_postcodes(d: Doc, c: Ctx) -> None:
    d.add("%s\nPostcode: %s\n" % (c.fk.street_name(), c.fk.postcode()))
    d.add("ZIP %05d-%04d\n" % (c.rng.randint(10000, 99999), c.rng.randint(0, 9999)))


def f_otp(d: Doc, c: Ctx) -> None:
    d.add("Your verification code is %06d. It expires in %d minutes.\nOTP: %03d %03d\n" % (
        c.rng.randint(0, 999999), c.rng.randint(2, 15), c.rng.randint(0, 999), c.rng.randint(0, 999)))


def f_parts(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    for _ in range(3):
        d.add("Part no. %03d-%04d-%02d  %s  qty %d\n" % (r(100, 999), r(0, 9999), r(0, 99), c.fk.word(), r(1, 50)))


def f_population(d: Doc, c: Ctx) -> None:
    for _ in range(3):
        d.add("%s — Population: %s (%d census)\n" % (c.city(), format(c.rng.randint(1_000_000, 40_000_000), ","),
                                                       c.rng.choice([2010, 2011, 2020, 2021])))


def f_scores(d: Doc, c: Ctx) -> None:
    for _ in range(3):
        d.add("%s %d–%d %s (%d:%d HT)\n" % (c.city(), c.rng.randint(0, 5), c.rng.randint(0, 5), c.city(),
                                           c.rng.randint(0, 3), c.rng.randint(0, 3)))


def f_measure(d: Doc, c: Ctx) -> None:
    d.add("sample\tmass_g\tlength_mm\ttemp_C\n")
    for i in range(4):
        d.add("S%02d\t%.3f\t%.2f\t%.1f\n" % (i + 1, c.rng.uniform(0, 999), c.rng.uniform(0, 500), c.rng.uniform(-20, 40)))


def f_sortcode(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("Bank: %s\nSort code: %02d-%02d-%02d\nBSB %03d-%03d\nRouting (ABA): on request\n" % (
        c.company(), r(10, 99), r(0, 99), r(0, 99), r(0, 999), r(0, 999)))


def f_masked(d: Doc, c: Ctx) -> None:
    d.add("Paid with Visa **** **** **** %04d\nMastercard ending in %04d\nCard: XXXX-XXXX-XXXX-%04d\n" % (
        c.rng.randint(0, 9999), c.rng.randint(0, 9999), c.rng.randint(0, 9999)))


def f_labelled_phonelike(d: Doc, c: Ctx) -> None:
    r = c.rng.randint
    d.add("Order: 0%d %04d %04d\nInvoice no. %03d-%03d-%04d\nCase ID: %02d/%06d\n" % (
        r(10, 99), r(0, 9999), r(0, 9999), r(100, 999), r(100, 999), r(0, 9999), r(10, 99), r(0, 999999)))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "coordinates": f_coords, "hashes": f_hashes,
    "mac": f_mac, "tax-ids": f_taxid, "postcodes": f_postcodes, "otp": f_otp, "part-numbers": f_parts,
    "population": f_population, "scores": f_scores, "measurements": f_measure, "sort-codes": f_sortcode,
    "masked-cards": f_masked, "labelled-phone-like": f_labelled_phonelike,
}


# ---------------------------------------------------------------- real snippets
def real_record(source: str, locale: str, text: str, labels: list[tuple[str, str]]) -> dict:
    """Every stand-alone occurrence of a labelled string becomes a span."""
    spans: list[dict] = []
    taken = [False] * len(text)
    for entity, value in sorted(labels, key=lambda ev: (-len(ev[1]), ev[0], ev[1])):
        assert value in text, "%s: %r not in window" % (source, value)
        found = False
        for m in re.finditer(re.escape(value), text):
            a, b = m.start(), m.end()
            if a > 0 and (text[a - 1].isalnum() or (entity == "EMAIL_ADDRESS" and text[a - 1] in "._+-")):
                continue
            if b < len(text) and (text[b].isalnum() or (entity == "EMAIL_ADDRESS" and text[b] == "@")):
                continue
            if any(taken[a:b]):
                continue
            for i in range(a, b):
                taken[i] = True
            spans.append({"entity": entity, "start": a, "end": b})
            found = True
        assert found, "%s: %r has no stand-alone occurrence" % (source, value)
    spans.sort(key=lambda s: s["start"])
    region = locale.split("_")[-1] if locale else ""
    for s in spans:
        if s["entity"] == "PHONE_NUMBER":
            s["valid"] = phone_valid(text[s["start"]:s["end"]], region)
    if not spans:
        locale = ""
    elif not locale:
        # PII but no phone: the rules give such a window en_US
        assert not any(s["entity"] == "PHONE_NUMBER" for s in spans), source
        locale = "en_US"
    return {"locale": locale, "spans": spans, "template": "b19r-" + source, "text": text}


# ---------------------------------------------------------------- assembly
def synth_record(rng: random.Random, fakers: dict, locale: str, genre: str, fn, free: bool) -> dict:
    c = Ctx(rng, fakers[locale], locale)
    for _ in range(80):
        d = Doc()
        fn(d, c)
        text, spans = d.text(), d.spans
        if free and spans:
            raise AssertionError(genre)
        last_probs = lookalike_problems(text, spans) + span_problems(text, spans, c.region)
        if last_probs:
            continue
        for s in spans:
            if s["entity"] == "PHONE_NUMBER":
                s["valid"] = phone_valid(text[s["start"]:s["end"]], c.region)
        return {"locale": "" if free else locale, "spans": spans,
                "template": ("b19f-" if free else "b19-") + genre, "text": text}
    raise RuntimeError("could not draw a clean %s text for %s: %s" % (genre, locale, last_probs))


def build() -> list[dict]:
    rng = random.Random(SEED)
    fakers = {}
    for loc in LOCALES:
        fk = Faker(loc)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[loc] = fk
    records = []
    genres = sorted(PII_GENRES)
    for i in range(N_PII):
        loc = LOCALES[i % len(LOCALES)]
        g = genres[(i * 7 + i // len(LOCALES)) % len(genres)]
        records.append(synth_record(rng, fakers, loc, g, PII_GENRES[g], free=False))
    fgenres = sorted(FREE_GENRES)
    for i in range(N_FREE):
        loc = LOCALES[(i * 5) % len(LOCALES)]
        g = fgenres[i % len(fgenres)]
        records.append(synth_record(rng, fakers, loc, g, FREE_GENRES[g], free=True))
    for source, locale, text, labels in REAL_SNIPPETS:
        records.append(real_record(source, locale, text, labels))
    for r in records:
        check_spans(r)
    rng.shuffle(records)
    out = []
    for i, r in enumerate(records):
        out.append({"id": "blind19-%05d" % i, **r})
    return out


def check_spans(r: dict) -> None:
    last = 0
    for s in r["spans"]:
        assert s["start"] >= last and s["end"] > s["start"], r
        last = s["end"]
        v = r["text"][s["start"]:s["end"]]
        assert v == v.strip(), (r["template"], v)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("Faker %s is required (found %s); texts would differ." % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("%s exists; pass --force to overwrite it." % args.out)
    records = build()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))
    return 0


# Real snippets: (source, locale, text, [(entity, string), ...]). Sources are listed in the README.
REAL_SNIPPETS: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    ('chaga-wp', 'ja_JP',
     '      <div class="footer-contact">\n        <div class="footer-contact__block">\n          <p class="footer-contact__lead">お電話でのお問い合わせ</p>\n          <div class="footer-contact__link"><img class="is-tel" src="<?php echo get_template_directory_uri(); ?>/img/common/icon-tel-white.svg" alt="電話">\n            <p>0120-197-013</p>\n          </div>\n          <p class="footer-contact__note">受付時間 9:00~17:00 (土日祝を除く)</p>\n        </div>\n        <div class="footer-contact__block">\n          <p class="footer-contact__lead">メールでのお問い合わせ</p>\n          <div class="footer-contact__link"><img src="<?php echo get_template_directory_uri(); ?>/img/common/icon-mail-white.svg" alt="メール"><a class="is-small" href="/contact">お問い合わせフォーム</a></div>\n        </div>\n      </div>',
     [('PHONE_NUMBER', '0120-197-013')]),
    ('athome511-frontend', 'ja_JP',
     '\t\t<!-- 会社概要 -->\n\t\t<div class="grayBg func">\n\t\t\t<div class="inner">\n\t\t\t\t<ul class="col2">\n\t\t\t\t\t<li>\n\t\t\t\t\t\t<dl>\n\t\t\t\t\t\t\t<dt>社名</dt>\n\t\t\t\t\t\t\t<dd>メディカルアシストTV株式会社</dd>\n\t\t\t\t\t\t\t<dt>代表取締役</dt>\n\t\t\t\t\t\t\t<dd>奥村 光英</dd>\n\t\t\t\t\t\t\t<dt>住所</dt>\n\t\t\t\t\t\t\t<dd>東京都豊島区東池袋1-31-13-304</dd>\n\t\t\t\t\t\t\t<dt>電話番号</dt>\n\t\t\t\t\t\t\t<dd>03-6914-3613</dd>\n\t\t\t\t\t\t\t<dt>設立</dt>\n\t\t\t\t\t\t\t<dd>2018年11月1日</dd>\n\t\t\t\t\t\t\t<dt>資本金</dt>\n\t\t\t\t\t\t\t<dd>5,000,000円</dd>\n\t\t\t\t\t\t\t<dt>主要取引銀行</dt>\n\t\t\t\t\t\t\t<dd><p>りそな銀行 池袋支店</p><p>西武信用金庫 池袋支店</p></dd>\n\n\t\t\t\t\t\t\t<dt>主な取引先</dt>\n\t\t\t\t\t\t\t<!--<dd><p><a href="#" target="_blank">株式会社東京技研</a></p><p><a href="#" target="_blank">和田精密歯研株式会社</a></p><p><a href="#" target="_blank">株式会社ノーザ</a></p></dd>-->\n\t\t\t\t\t\t\t<dd><p>株式会社東京技研</p><p>和田精密歯研株式会社</p><p>株式会社ノーザ</p></dd>\n\t\t\t\t\t\t</dl>',
     [('PHONE_NUMBER', '03-6914-3613')]),
    ('launer', 'ko_KR',
     '<%@page contentType="text/html" pageEncoding="UTF-8"%>\n\n<footer id="userfooterWrap">\n    <div class="userfooterSubwrap">\n        <div id="userFooter" class="clearfix">\n            <div class="userFooterLeft">\n                <div id="userFooterMenu">\n                    <a href="/launer/user/agreement">이용약관</a>\n                    <a href="/launer/user/privacy">개인정보취급방침</a>\n                    <a href="/launer/laundryService/order/guide">이용안내</a>\n                    <a href="/launer/user/board/notice">공지사항/FAQ</a>\n                </div>\n                <div id="userFooterCompany">\n                    <p>(주)러너<span class="line">|</span>대표 : 정지효<span class="line">|</span>\n                        <span>TEL 02-3000-3000</span><span class="line"></span>FAX 02-3000-3000\n                        <span class="line"></span></p>\n                    <p>본사 주소 : 서울특별시 서대문구 신촌로 141, 202호 </p>\n                    <p>세탁센터 주소 : 서울특별시 서대문구 신촌로 141, 러너 세탁 센터 </p>\n                    <p>사업자등록번호 : 123-45-67890<span class="line">|</span>통신판매업신고번호 : 제 2023-서울서대문-0202호\n                        <span class="line">|</span>개인정보관리책임자 : 송정인</p>\n                    <p>대표 메일, 제휴문의  laundryavengers@ezen.co.kr, wjddls100472@naver.com</p>\n                    <p>Copyright © 런드리 어벤져스. All rights reserved.</p>\n                </div>',
     [('PHONE_NUMBER', '02-3000-3000'), ('EMAIL_ADDRESS', 'laundryavengers@ezen.co.kr'), ('EMAIL_ADDRESS', 'wjddls100472@naver.com')]),
    ('jakomo-pubport', 'ko_KR',
     '                <div class="footer-left">\n                    <h1 class="footer-logo"><img src="img/main/logo.png"></h1>\n                    <p>법인명(상호) :(주)자코모</p>\n                    <p>대표 : 박경분<span>사업자등록번호 : 132-81-62165</span></p>\n                    <p>통신판매업신고번호 : 2020-진접오남-0219</p>\n                    <p>주소 : 경기도 남양주시 오남읍 진건 오남로929번길 8 (경기도 남양주시 오남읍 양지리 699-5)</p>\n                    <p>대표번호 : 1588-6007<span>팩스번호 : 031-527-8618</span></p>\n                    <p>개인정보보호책임자 : 배창도</p>\n                    <h4>ⓒALL RIGHTS RESERVED.</h4>\n                </div>\n                <div class="footer-right">\n                    <h5>CUSTOMER</h5>\n                    <p class="footer-phone">1588-6007</p>',
     [('PHONE_NUMBER', '1588-6007'), ('PHONE_NUMBER', '031-527-8618')]),
    ('black-oliveyoung', 'ko_KR',
     '\t\t\t\t\t\t서면을 교부하여야 한다. 다만, 전자적 장치의 운영장애, 그 밖의 사유로 거래내용을 확인하게 할 수 없는 때에는 인터넷\n\t\t\t\t\t\t등을 이용하여 즉시 그 사유를 알리고, 그 사유가 종료된 때부터 "사용자"가 거래내용을 확인할 수 있도록 하여야 한다.</p>\n\t\t\t\t\t<p>2."발행사"는 "사용자"에게 거래내용을 서면으로 제공할 것을 요청 받은 경우 전자적 장치의 운영장애, 그\n\t\t\t\t\t\t밖의 사유로 거래내용을 제공할 수 없는 때에는 그 "사용자"에게 즉시 이를 알려야 한다. 이 경우 법 제7조제2항의\n\t\t\t\t\t\t거래내용에 관한 서면의 교부기간을 산정함에 있어서 전자적 장치의 운영장애, 그 밖의 사유로 거래내용을 제공할 수 없는\n\t\t\t\t\t\t기간은 산입하지 아니한다.</p>\n\t\t\t\t\t<p>이용자는 거래내용을 서면으로 제공받고자 하는 경우에는 발행자의 본사(전화번호:02-2187-2700, 주소:\n\t\t\t\t\t\t서울시 마포구 아현동 686번지 Credit Center Building 5F, 이메일주소:\n\t\t\t\t\t\tnicegiftcard@nicevan.co.kr)로 신청 하여야 한다.</p>',
     [('PHONE_NUMBER', '02-2187-2700'), ('EMAIL_ADDRESS', 'nicegiftcard@nicevan.co.kr')]),
    ('black-oliveyoung', 'ko_KR',
     '\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t<div class="error">\n\t\t\t\t\t\t\t\t\t<dl>\n\t\t\t\t\t\t\t\t\t\t<dt>인증 오류가 해결되지 않을 경우엔?</dt>\n\t\t\t\t\t\t\t\t\t\t<dd>\n\t\t\t\t\t\t\t\t\t\t\t<ul class="bul_list">\n\t\t\t\t\t\t\t\t\t\t\t\t<li><span class="dot_arr">나이스평가정보 1600-1522</span></li>\n\t\t\t\t\t\t\t\t\t\t\t\t<li><span class="dot_arr">KMC 한국모바일인증 02-2033-8500</span></li>\n\t\t\t\t\t\t\t\t\t\t\t\t<li><span class="dot_arr">CJ ONE 고객센터 1577-8888</span></li>\n\t\t\t\t\t\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t\t\t\t\t</dd>\n\t\t\t\t\t\t\t\t\t</dl>\n\t\t\t\t\t\t\t\t</div>',
     [('PHONE_NUMBER', '1600-1522'), ('PHONE_NUMBER', '02-2033-8500'), ('PHONE_NUMBER', '1577-8888')]),
    ('spirax', 'zh_CN',
     '    </div>\n  </div>\n\n  <div class="contact-item">\n    <span class="i-material-symbols:call w-6 h-6 inline-block v-sub"></span>\n    <div class="contact-info">\n      <strong>电话</strong>\n      <p><a href="tel:021-51602757">021-5160 2757</a></p>\n    </div>\n  </div>\n\n  <div class="contact-item">\n    <span class="i-material-symbols:fax-rounded w-6 h-6 inline-block v-sub"></span>\n    <div class="contact-info">\n      <strong>传真</strong>\n      <p>021-6091 1164</p>\n    </div>\n  </div>\n\n  <div class="contact-item">\n    <span class="i-material-symbols:mail-sharp w-6 h-6 inline-block v-sub"></span>\n    <div class="contact-info">\n      <strong>邮箱</strong>\n      <p><a href="mailto:13917444407@163.com">13917444407@163.com</a></p>\n    </div>\n  </div>\n</div>',
     [('PHONE_NUMBER', '021-51602757'), ('PHONE_NUMBER', '021-5160 2757'), ('PHONE_NUMBER', '021-6091 1164'), ('EMAIL_ADDRESS', '13917444407@163.com')]),
    ('spirax', 'zh_CN',
     '-   [Draining-valve](#)\n-   [Check-valve](#)\n-   [Diaphragm-valve](#)\n-   [Discharge-valve](#)\n-   [Filter-valve](#)\n\n[Inlet Valve](#)[Butterfly-valve](#)[Gate-valve](#)[Globe-valve](#)[Reducing-valve](#)[Stop-valve](#)[Draining-valve](#)[Check-valve](#)[Diaphragm-valve](#)[Discharge-valve](#)[Filter-valve](#)\n\nAddress:Guangqian Road, Nanqiao, Fengxian District, Shanghai.  \nTel: +86 021-5160 2757',
     [('PHONE_NUMBER', '+86 021-5160 2757')]),
    ('hungtbph-assignment', 'vi_VN',
     'Địa chỉ: Đường Nguyễn Đổng Chi, Xóm Xếp, Từ Liêm, Hà Nội</p>\n                                <p style="margin: 0px; padding: 0px; outline: 0px; line-height: 26px; font-size: 14px;">\n                                    Điện thoại: 0943 180 888</p>\n                                <p style="margin: 0px; padding: 0px; outline: 0px; line-height: 26px; font-size: 14px;">\n                                    Tư vấn, hỗ trợ khách hàng (<strong style="margin: 0px; padding: 0px; outline: 0px;">8h đến 17h) từ Thứ 2 đến Thứ 6</strong><span class="Apple-converted-space">&nbsp;</span>- Thứ 7(<strong style="margin: 0px; padding: 0px; outline: 0px;">8h đến 12h</strong>). Hotline:<span class="Apple-converted-space">&nbsp;</span><strong style="margin: 0px; padding: 0px; outline: 0px; color: red; font-size: 16.8px;">0943180888</strong></p>\n                                <p style="margin: 0px; padding: 0px; outline: 0px; line-height: 26px; font-size: 14px;">\n                                    Email:<a href="mailto:marketing@thanhcongmobile.com" style="margin: 0px; padding: 0px; outline: 0px; text-decoration: none; color: rgb(51, 51, 51);"><strong style="margin: 0px; padding: 0px; outline: 0px; color: rgb(51, 102, 255);">marketing@thanhcongmobile.com</strong>',
     [('PHONE_NUMBER', '0943 180 888'), ('PHONE_NUMBER', '0943180888'), ('EMAIL_ADDRESS', 'marketing@thanhcongmobile.com')]),
    ('opendocs', 'en_US',
     '# Contact Us\n\nWe value your feedback, questions, and concerns. If you need assistance or would like to get in touch with us, please use the contact information below:\n\n---\n\n## **Support Contact Information**\n\n- **Email**: [mka1913@outlook.com]  \n  For all inquiries, please email us at the address above, and we will respond as soon as possible.\n\n- **Phone**: [+1 (206) 803-3469]  \n  For urgent issues, you can reach us by phone during working hours.\n\n---',
     [('PHONE_NUMBER', '+1 (206) 803-3469'), ('EMAIL_ADDRESS', 'mka1913@outlook.com')]),
    ('opendocs', 'en_US',
     '# Contact Us\n\nWe value your feedback, questions, and concerns. If you need assistance or would like to get in touch with us, please use the contact information below:\n\n---\n\n## **Support Contact Information**\n\n- **Email**: [tarkankarslar@outlook.com] \n  For all inquiries, please email us at the address above, and we will respond as soon as possible.\n\n- **Phone**: [+1 (206) 803-2786] \n  For urgent issues, you can reach us by phone during working hours.\n\n---',
     [('PHONE_NUMBER', '+1 (206) 803-2786'), ('EMAIL_ADDRESS', 'tarkankarslar@outlook.com')]),
    ('opendocs', 'en_US',
     '# Contact Us\n\nWe value your feedback, questions, and concerns. If you need assistance or would like to get in touch with us, please use the contact information below:\n\n---\n\n## **Support Contact Information**\n\n- **Email**: [ngothientuan9029@icloud.com]  \n  For all inquiries, please email us at the address above, and we will respond as soon as possible.\n\n- **Phone**: [+1 (737) 520-5869]  \n  For urgent issues, you can reach us by phone during working hours.\n\n---',
     [('PHONE_NUMBER', '+1 (737) 520-5869'), ('EMAIL_ADDRESS', 'ngothientuan9029@icloud.com')]),
    ('opendocs', 'en_US',
     '# Contact Us\n\nWe value your feedback, questions, and concerns. If you need assistance or would like to get in touch with us, please use the contact information below:\n\n---\n\n## **Support Contact Information**\n\n- **Email**: [erkanporcay2@outlook.com]  \n  For all inquiries, please email us at the address above, and we will respond as soon as possible.\n\n- **Phone**: [+1 (217) 215-1545]  \n  For urgent issues, you can reach us by phone during working hours.\n\n---',
     [('PHONE_NUMBER', '+1 (217) 215-1545'), ('EMAIL_ADDRESS', 'erkanporcay2@outlook.com')]),
    ('opendocs', 'en_US',
     '# Contact Us\n\nWe value your feedback, questions, and concerns. If you need assistance or would like to get in touch with us, please use the contact information below:\n\n---\n\n## **Support Contact Information**\n\n- **Email**: [metintartann@outlook.com]  \n  For all inquiries, please email us at the address above, and we will respond as soon as possible.\n\n- **Phone**: [+1 (321) 513-8051]  \n  For urgent issues, you can reach us by phone during working hours.\n\n---',
     [('PHONE_NUMBER', '+1 (321) 513-8051'), ('EMAIL_ADDRESS', 'metintartann@outlook.com')]),
    ('midtrans-php', '',
     '    <code>\n        <pre>\n        <b>Testing cards:</b>\n\n        <b>For 3D Secure:</b>\n        Visa        4811 1111 1111 1114\n        MasterCard  5211 1111 1111 1117\n\n        <b>For Non 3D Secure:</b>\n        Visa success      4011 1111 1111 1112\n        Visa challenge    4111 1111 1111 1111\n        Visa deny by FDS  4211 1111 1111 1110\n\n        MasterCard success      5481 1611 1111 1081\n        MasterCard challenge    5110 1111 1111 1119\n        MasterCard deny by FDS  5210 1111 1111 1118\n\n        </pre>',
     [('CREDIT_CARD', '4811 1111 1111 1114'), ('CREDIT_CARD', '5211 1111 1111 1117'), ('CREDIT_CARD', '4011 1111 1111 1112'), ('CREDIT_CARD', '4111 1111 1111 1111'), ('CREDIT_CARD', '4211 1111 1111 1110'), ('CREDIT_CARD', '5481 1611 1111 1081'), ('CREDIT_CARD', '5110 1111 1111 1119'), ('CREDIT_CARD', '5210 1111 1111 1118')]),
    ('midtrans-php', '',
     '            <small><strong>Field that may be presented to customer:</strong></small>\n            <p>\n                <label>Card Number</label>\n                <input class="card-number" name="card-number" value="4811 1111 1111 1114" size="23" type="text" autocomplete="off" />\n            </p>\n            <p>\n                <label>Expiration (MM/YYYY)</label>\n                <input class="card-expiry-month" name="card-expiry-month" value="12" placeholder="MM" size="2" type="text" />\n                <span> / </span>\n                <input class="card-expiry-year" name="card-expiry-year" value="2025" placeholder="YYYY" size="4" type="text" />\n            </p>\n            <p>\n                <label>CVV</label>\n                <input class="card-cvv" name="card-cvv" value="123" size="4" type="password" autocomplete="off" />\n            </p>\n            <p>\n                <label>Save credit card</label>\n                <input type="checkbox" id="save_cc" name="save_cc" value="true">\n            </p>',
     [('CREDIT_CARD', '4811 1111 1111 1114')]),
    ('culqi-php', '',
     'Luego declara en variables el id RSA y llave RSA en tu backend, y envialo en las funciones de la librería.\n\nEjemplo\n\n```php\n$encryption_params = array(\n  "rsa_public_key" => "la llave pública RSA",\n  "rsa_id" => "el id de tu llave"\n);\n $req_body = array(\n    "card_number" => "4111111111111111",\n    "cvv" => "123",\n    "email" => "culqi".uniqid()."@culqi.com", //email must not repeated\n    "expiration_month" => "7",\n    "expiration_year" => $futureDate,\n    "fingerprint" => uniqid(),\n    "metadata" => array("dni" => "71702935")\n);\n$token = $culqi->Tokens->create(\n    $req_body,\n    $encryption_params',
     [('CREDIT_CARD', '4111111111111111')]),
    ('airship-stripe-cards', '',
     'CardMap = {\n  "Visa": "4242424242424242",\n  "Visa (debit)": "4000056655665556",\n  "Mastercard": "5555555555554444",\n  "Mastercard (2-series)":"2223003122003222",\n  "Mastercard (debit)":"5200828282828210",\n  "Mastercard (prepaid)":"5105105105105100",\n  "American Express":"378282246310005",\n  "Discover":"6011111111111117",\n  "American Express":"378282246310005",\n  "Discover 2":"6011000990139424",\n  "Discover (debit)":"6011981111111113",\n  "Diners Club":"3056930009020004",\n  "Diners Club (14-digit card)":"36227206271667",\n  "JCB":"3566002020360505",\n  "UnionPay":"6200000000000005",\n}',
     [('CREDIT_CARD', '4242424242424242'), ('CREDIT_CARD', '4000056655665556'), ('CREDIT_CARD', '5555555555554444'), ('CREDIT_CARD', '2223003122003222'), ('CREDIT_CARD', '5200828282828210'), ('CREDIT_CARD', '5105105105105100'), ('CREDIT_CARD', '378282246310005'), ('CREDIT_CARD', '6011111111111117'), ('CREDIT_CARD', '6011000990139424'), ('CREDIT_CARD', '6011981111111113'), ('CREDIT_CARD', '3056930009020004'), ('CREDIT_CARD', '36227206271667'), ('CREDIT_CARD', '3566002020360505'), ('CREDIT_CARD', '6200000000000005')]),
    ('omise-php', '',
     "     * @test\n     * Assert that a token is successfully created with the given parameters set.\n     */\n    public function create()\n    {\n        $token = OmiseToken::create([\n            'card' => [\n                'name' => 'Zin Kyaw Kyaw',\n                'number' => '4242424242424242',\n                'expiration_month' => 10,\n                'expiration_year' => date('Y', strtotime('+2 years')),\n                'city' => 'Bangkok',\n                'postal_code' => '10320',\n                'security_code' => 123\n            ]\n        ]);\n        $this->assertArrayHasKey('object', $token);\n        $this->assertEquals('token', $token['object']);\n    }\n\n    /**",
     [('CREDIT_CARD', '4242424242424242')]),
    ('omise-php', '',
     '{\n  "object": "charge",\n  "id": "chrg_test_63444wyfsg4mtvvck1z",\n  "location": "/charges/chrg_test_63444wyfsg4mtvvck1z",\n  "amount": 100000,\n  "acquirer_reference_number": null,\n  "net": 96094,\n  "fee": 3650,\n  "fee_vat": 256,\n  "interest": 0,\n  "interest_vat": 0,\n  "funding_amount": 100000,\n  "refunded_amount": 0,\n  "transaction_fees": {\n    "fee_flat": "0.0",\n    "fee_rate": "3.65",\n    "vat_rate": "7.0"\n  },\n  "platform_fee": {\n    "fixed": null,\n    "amount": null,\n    "percentage": null\n  },\n  "currency": "THB",\n  "funding_currency": "THB",\n  "ip": "127.0.0.1",\n  "refunds": {\n    "object": "list",\n    "data": [],\n    "limit": 20,\n    "offset": 0,\n    "total": 0,\n    "location": "/charges/chrg_test_63444wyfsg4mtvvck1z/refunds",\n    "order": "chronological",\n    "from": "1970-01-01T00:00:00Z",\n    "to": "2025-03-20T09:24:15Z"\n  },\n  "link": null,\n  "description": "Order-123",\n  "metadata": {},',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('omise-php', '',
     '  "card": {\n    "object": "card",\n    "id": "card_test_63440m1wwjc3ipgm9w4",\n    "livemode": false,\n    "location": "/customers/cust_test_63440m5rxrwz1lcwno0/cards/card_test_63440m1wwjc3ipgm9w4",\n    "deleted": false,\n    "street1": null,\n    "street2": null,\n    "city": "Bangkok",\n    "state": null,\n    "phone_number": null,\n    "postal_code": "10320",\n    "country": "",\n    "financing": "",\n    "bank": "",\n    "brand": "Visa",\n    "fingerprint": "6Dg5ncsSseId+2Pkar1y8MNjk+1MPEYQaBAWxr64McE=",\n    "first_digits": null,\n    "last_digits": "4242",\n    "name": "Zin Kyaw Kyaw",\n    "expiration_month": 11,\n    "expiration_year": 2027,\n    "security_code_check": true,\n    "tokenization_method": null,\n    "created_at": "2025-03-20T09:12:01Z"\n  },',
     []),
    ('xendit-php', '',
     '            // Creating a Payment Method\n            $payment_method_parameters = new PaymentMethodParameters([\n                \'type\' => Xendit\\PaymentMethod\\PaymentMethodType::CARD,\n                \'card\' => new CardParameters([\n                    "currency" => Xendit\\PaymentRequest\\PaymentRequestCurrency::IDR,\n                    "channel_properties" => new CardChannelProperties([\n                        "success_return_url" => "https://redirect.me/goodstuff",\n                        "failure_return_url" => "https://redirect.me/badstuff"\n                    ]),\n                    "card_information" => new CardParametersCardInformation([\n                        "card_number" => "4000000000001091",\n                        "expiry_month" => "12",\n                        "expiry_year" => "2027",\n                        "cvv" => "123",\n                        "cardholder_name" => "John Doe"\n                    ])\n                ]),\n                "reusability" => Xendit\\PaymentMethod\\PaymentMethodReusability::ONE_TIME_USE,',
     [('CREDIT_CARD', '4000000000001091')]),
    ('conekta-php', '',
     "## [5.0.2](https://github.com/conekta/conekta-php/pull/210) - 2023-02-16\n\n## What's Changed\n* Add GitHub actions by @fcarrero in https://github.com/conekta/conekta-php/pull/208\n* Configure Renovate by @renovate in https://github.com/conekta/conekta-php/pull/200\n* [209] avoid dynamic properties by @fcarrero in https://github.com/conekta/conekta-php/pull/210\n\n## New Contributors\n* @fcarrero made their first contribution in https://github.com/conekta/conekta-php/pull/208\n* @renovate made their first contribution in https://github.com/conekta/conekta-php/pull/200\n\n**Full Changelog**: https://github.com/conekta/conekta-php/compare/5.0.1...5.0.2\n\n## [5.0.1](https://github.com/conekta/conekta-php/pull/206) - 2022-06-15\n\n[Full Changelog](https://github.com/conekta/conekta-php/compare/v5.0.0...v5.0.1)\n\n### Fix\n- Revert Changes\n\n## [5.0.0](https://github.com/conekta/conekta-php/pull/204) - 2022-06-15\n\n[Full Changelog](https://github.com/conekta/conekta-php/compare/v4.3.0...v5.0.0)\n\n### Feature",
     []),
]

if __name__ == "__main__":
    raise SystemExit(main())
