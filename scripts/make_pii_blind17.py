"""Build the blind PII evaluation set ``pii_blind17``.

The set has three parts: synthetic texts with PII (many Faker locales, many
genres), synthetic PII-free texts full of look-alikes, and real snippets written
by other people, frozen below in ``REAL_SNIPPETS`` with labels assigned by
reading.  The output is ``benchmarks/data/pii_blind17/blind17.jsonl``; one JSON
object per line with the keys ``id``, ``locale``, ``spans``, ``template``,
``text``.

Determinism: one ``random.Random(SEED)`` drives everything, Faker instances are
seeded from it in sorted locale order, nothing reads the clock, and anything
built from a set is sorted.  The output is byte-identical across
``PYTHONHASHSEED`` and ``TZ``.

Usage::

    python scripts/make_pii_blind17.py [--out PATH] [--force]
"""

from __future__ import annotations

import argparse
import datetime
import ipaddress
import json
import random
import re
import sys
import unicodedata
from pathlib import Path

import faker
import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import numdb

SEED = 17_2026
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind17/blind17.jsonl")
N_SYNTHETIC_PII = 700
N_SYNTHETIC_FREE = 350
INVALID_PHONE_SHARE = 0.10

# Faker locales whose region is also a phonenumbers region, on every continent.
LOCALES = sorted([
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_PS", "ar_SA", "az_AZ", "bg_BG", "bn_BD",
    "bs_BA", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LI", "de_LU", "el_CY", "el_GR",
    "en_AU", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE", "en_NG", "en_NZ", "en_PH", "en_PK",
    "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX", "et_EE", "fa_IR", "fi_FI", "fil_PH",
    "fr_BE", "fr_CA", "fr_CH", "fr_FR", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID",
    "is_IS", "it_IT", "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE",
    "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL",
    "sv_SE", "ta_IN", "th_TH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "zh_CN", "zh_TW",
    "zu_ZA",
])

PHONE_TYPES = [
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
    PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST,
]

# Phone, mobile, fax, e-mail, toll-free labels in the locale's own language.
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "البريد الإلكتروني", "الرقم المجاني"),
    "az": ("Telefon", "Mobil", "Faks", "E-poçt", "Pulsuz xətt"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл", "Безплатна линия"),
    "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল", "টোল-ফ্রি"),
    "bs": ("Tel.", "Mob.", "Faks", "E-mail", "Besplatni broj"),
    "cs": ("Tel.", "Mobil", "Fax", "E-mail", "Bezplatná linka"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail", "Gratisnummer"),
    "de": ("Tel.", "Mobil", "Fax", "E-Mail", "Gebührenfrei"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email", "Χωρίς χρέωση"),
    "en": ("Tel", "Mobile", "Fax", "Email", "Toll-free"),
    "es": ("Tel.", "Cel.", "Fax", "Correo", "Línea gratuita"),
    "et": ("Tel", "Mob", "Faks", "E-post", "Tasuta number"),
    "fa": ("تلفن", "همراه", "فکس", "ایمیل", "تلفن رایگان"),
    "fi": ("Puh.", "GSM", "Faksi", "Sähköposti", "Maksuton numero"),
    "fil": ("Telepono", "Cell", "Fax", "Email", "Toll-free"),
    "fr": ("Tél.", "Portable", "Fax", "Courriel", "Numéro vert"),
    "he": ("טל׳", "נייד", "פקס", "דוא״ל", "חיוג חינם"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "ईमेल", "टोल-फ़्री"),
    "hr": ("Tel.", "Mob.", "Faks", "E-pošta", "Besplatni broj"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail", "Zöld szám"),
    "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ", "Անվճար գիծ"),
    "id": ("Telp.", "HP", "Faks", "Surel", "Bebas pulsa"),
    "is": ("Sími", "GSM", "Fax", "Netfang", "Gjaldfrjálst"),
    "it": ("Tel.", "Cell.", "Fax", "E-mail", "Numero verde"),
    "ja": ("電話", "携帯", "FAX", "メール", "フリーダイヤル"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "ელ-ფოსტა", "უფასო ხაზი"),
    "ko": ("전화", "휴대폰", "팩스", "이메일", "수신자부담"),
    "lt": ("Tel.", "Mob.", "Faksas", "El. paštas", "Nemokama linija"),
    "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts", "Bezmaksas tālrunis"),
    "mt": ("Tel", "Mowbajl", "Fax", "Email", "Numru b'xejn"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल", "टोल-फ्री"),
    "nl": ("Tel.", "Mob.", "Fax", "E-mail", "Gratis nummer"),
    "no": ("Tlf.", "Mobil", "Faks", "E-post", "Grønt nummer"),
    "pl": ("Tel.", "Kom.", "Faks", "E-mail", "Infolinia bezpłatna"),
    "pt": ("Tel.", "Cel.", "Fax", "E-mail", "Linha gratuita"),
    "ro": ("Tel.", "Mobil", "Fax", "E-mail", "Linie gratuită"),
    "ru": ("Тел.", "Моб.", "Факс", "Эл. почта", "Бесплатная линия"),
    "sk": ("Tel.", "Mobil", "Fax", "E-mail", "Bezplatná linka"),
    "sl": ("Tel.", "GSM", "Faks", "E-pošta", "Brezplačna številka"),
    "sq": ("Tel.", "Cel.", "Faks", "Email", "Numër pa pagesë"),
    "sv": ("Tel.", "Mobil", "Fax", "E-post", "Gratisnummer"),
    "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்", "கட்டணமில்லா"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล", "โทรฟรี"),
    "tr": ("Tel.", "Cep", "Faks", "E-posta", "Ücretsiz hat"),
    "tw": ("Tel", "Mobile", "Fax", "Email", "Toll-free"),
    "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта", "Безкоштовна лінія"),
    "uz": ("Tel.", "Mobil", "Faks", "E-pochta", "Bepul liniya"),
    "vi": ("ĐT", "DĐ", "Fax", "Email", "Miễn phí"),
    "zh": ("电话", "手机", "传真", "邮箱", "免费热线"),
    "zu": ("Ucingo", "Iselula", "Ifeksi", "I-imeyili", "Inombolo yamahhala"),
}

# Extension words that stay outside the span, by language (rules: Durchwahl, poste, ...).
EXT_OUTSIDE = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
    "pl": "wew.", "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線",
    "zh": "分机", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
EXT_INSIDE = ["x", "ext", "ext.", "Ext.", "extension"]

ASCII_WORDS = [
    "amber", "atlas", "birch", "cobalt", "delta", "ember", "fjord", "garnet", "harbor", "indigo",
    "juniper", "kestrel", "lumen", "maple", "nimbus", "onyx", "pixel", "quartz", "raven", "sierra",
    "tundra", "umber", "vertex", "willow", "yarrow", "zephyr", "orbit", "cedar", "falcon", "meadow",
]
IT_CITIES = ["Torino", "Bergamo", "Lecce", "Ravenna", "Cagliari", "Trento", "Perugia", "Salerno", "Udine", "Siena"]
TLDS = ["com", "net", "org", "io", "co.uk", "de", "fr", "com.br", "co.jp", "com.au", "info",
        "travel", "museum", "photography", "engineering", "international", "co.za", "com.mx"]


def ascii_slug(text: str) -> str:
    norm = unicodedata.normalize("NFKD", text)
    return re.sub(r"[^a-z]", "", norm.encode("ascii", "ignore").decode("ascii").lower())


def luhn_complete(prefix_digits: str, length: int, rng: random.Random) -> str:
    body = prefix_digits + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix_digits) - 1))
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


# --------------------------------------------------------------------------------------------
# Generators of the five PII types
# --------------------------------------------------------------------------------------------

def _idd_prefix(region: str) -> str | None:
    meta = PhoneMetadata.metadata_for_region(region)
    pref = meta.preferred_international_prefix or meta.international_prefix
    if pref is None:
        return None
    pref = pref.replace("~", " ")
    return pref if re.fullmatch(r"[0-9 ]+", pref) else None


def phone_valid_flag(span_text: str, region: str) -> bool:
    """The ``valid`` field: whitespace runs collapsed, an in-span extension removed."""
    s = re.sub(r"\s+", " ", span_text).strip()
    s = re.sub(r"\s*(?:,|;)?\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", s)
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except phonenumbers.NumberParseException:
        return False


def _parses_as(s: str, region: str, cc: int, nsn: str) -> bool:
    s = re.sub(r"\s+", " ", s)
    try:
        num = phonenumbers.parse(s, region)
    except phonenumbers.NumberParseException:
        return False
    return (num.country_code == cc and phonenumbers.national_significant_number(num) == nsn
            and phonenumbers.is_possible_number(num))


class PhoneMaker:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def number(self, region: str, want_valid: bool, kind: int | None = None):
        rng = self.rng
        kinds = [k for k in PHONE_TYPES if phonenumbers.example_number_for_type(region, k) is not None]
        if kind not in kinds:
            kind = rng.choice(kinds)
        ex = phonenumbers.example_number_for_type(region, kind)
        nsn = phonenumbers.national_significant_number(ex)
        best = ex
        for _ in range(60):
            keep = rng.randint(max(1, len(nsn) - 6), max(1, len(nsn) - 2))
            cand = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(len(nsn) - keep))
            num = phonenumbers.parse("+%d%s" % (ex.country_code, cand), None)
            if phonenumbers.is_valid_number(num):
                best = num
                break
        if want_valid:
            return best, kind
        for _ in range(400):
            cand = "".join(str(rng.randrange(10)) for _ in range(len(nsn)))
            if cand[0] == "0":
                continue
            num = phonenumbers.parse("+%d%s" % (ex.country_code, cand), None)
            if phonenumbers.is_possible_number(num) and not phonenumbers.is_valid_number(num):
                return num, kind
        return best, kind

    def render(self, num, region: str, style: str | None = None) -> str:
        """Write ``num`` the way people do; falls back to international format."""
        rng = self.rng
        cc = num.country_code
        nsn = phonenumbers.national_significant_number(num)
        intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
        natl = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
        rest = intl[len("+%d " % cc):] if intl.startswith("+%d " % cc) else nsn
        meta = PhoneMetadata.metadata_for_region(region)
        styles = ["intl", "intl", "natl", "natl", "natl", "e164", "00", "idd", "paren_cc",
                  "trunk0", "dots", "dashes", "plain", "nbsp", "nnbsp", "odd", "slash"]
        style = style or rng.choice(styles)
        out = intl
        if style == "natl":
            out = natl
        elif style == "e164":
            out = "+%d%s" % (cc, nsn)
        elif style == "00":
            out = "00" + intl[1:] if rng.random() < 0.7 else "00%d%s" % (cc, nsn)
        elif style == "idd":
            idd = _idd_prefix(region)
            if idd:
                out = "%s %d %s" % (idd, cc, rest)
        elif style == "paren_cc":
            out = "(+%d) %s" % (cc, rest)
        elif style == "trunk0":
            if meta.national_prefix == "0" and natl.startswith("0"):
                out = "+%d (0)%s" % (cc, natl[1:])
        elif style == "dots":
            out = re.sub(r"[ \-]", ".", natl if rng.random() < 0.5 else intl)
            out = out.replace("(", "").replace(")", "")
        elif style == "dashes":
            out = re.sub(r" ", "-", intl if rng.random() < 0.5 else natl)
        elif style == "plain":
            out = re.sub(r"[^\d+]", "", natl)
        elif style == "nbsp":
            out = (intl if rng.random() < 0.5 else natl).replace(" ", "\u00a0")
        elif style == "nnbsp":
            out = (intl if rng.random() < 0.5 else natl).replace(" ", "\u202f")
        elif style == "odd":
            digits = nsn
            groups, i = [], 0
            while i < len(digits):
                step = rng.choice([2, 3, 4])
                groups.append(digits[i:i + step])
                i += step
            lead = "+%d " % cc if rng.random() < 0.6 else ("0" if meta.national_prefix == "0" else "")
            out = lead + " ".join(groups) if lead.startswith("+") else lead + groups[0] + " " + " ".join(groups[1:])
        elif style == "slash":
            if meta.national_prefix == "0" and natl.startswith("0") and " " in natl:
                head, tail = natl.split(" ", 1)
                out = head + "/" + re.sub(r"[ \-]", "", tail)
        if not _parses_as(out, region, cc, nsn):
            out = intl
        return out


def region_of(locale: str) -> str:
    return locale.split("_")[1]


def lang_of(locale: str) -> str:
    return locale.split("_")[0]


CARD_BRANDS = [
    ("Visa", ["4"], [13, 16, 16, 16, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2720", "2610"], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Diners Club", ["300", "305", "36", "38"], [14]),
    ("Discover", ["6011", "644", "649", "65"], [16, 19]),
    ("JCB", ["3528", "3589", "3540"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["50", "56", "57", "58", "6304", "6759", "676770"], [12, 13, 16, 19]),
]


def make_card(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    prefix = rng.choice(prefixes)
    if brand == "Mastercard" and len(prefix) == 4:
        prefix = str(rng.randint(2221, 2720))
    if brand == "JCB":
        prefix = str(rng.randint(3528, 3589))
    length = rng.choice(lengths)
    digits = luhn_complete(prefix, length, rng)
    sep = rng.choice([" ", " ", "-", ""])
    groups_by_len = {
        16: [[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4]],
        15: [[4, 6, 5]],
        14: [[4, 6, 4]],
        19: [[4, 4, 4, 4, 3], [6, 13]],
        13: [[4, 4, 5]],
        12: [[4, 4, 4]],
        17: [[17]],
        18: [[18]],
    }
    groups = rng.choice(groups_by_len[length])
    if sep == "" or length in (17, 18) or (length in (12, 13) and rng.random() < 0.5):
        return brand, digits
    parts, i = [], 0
    for g in groups:
        parts.append(digits[i:i + g])
        i += g
    return brand, sep.join(parts)


_IBAN_DB = numdb.get("iban")
IBAN_COUNTRIES = sorted(p[1] for p in _IBAN_DB.prefixes)


def _bban_from_structure(struct: str, rng: random.Random) -> str:
    out = []
    for count, kind in re.findall(r"(\d+)!?([nac])", struct):
        for _ in range(int(count)):
            if kind == "n":
                out.append(str(rng.randrange(10)))
            elif kind == "a":
                out.append(chr(65 + rng.randrange(26)))
            else:
                out.append(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
    return "".join(out)


def make_iban(country: str, rng: random.Random) -> str:
    info = dict(_IBAN_DB.info(country)[0][1])
    for _ in range(5000):
        bban = _bban_from_structure(info["bban"], rng)
        number = country + "00" + bban
        number = country + stdnum_iban.calc_check_digits(number) + bban
        if stdnum_iban.is_valid(number):
            return number
    raise RuntimeError("no valid IBAN drawn for " + country)


def format_iban(number: str, rng: random.Random) -> str:
    return stdnum_iban.format(number) if rng.random() < 0.6 else number


def make_email(fk, rng: random.Random) -> str:
    first = ascii_slug(fk.first_name()) or rng.choice(ASCII_WORDS)
    last = ascii_slug(fk.last_name()) or rng.choice(ASCII_WORDS)
    word = rng.choice(ASCII_WORDS)
    tld = rng.choice(TLDS)
    domain = rng.choice([word + "." + tld, rng.choice(ASCII_WORDS) + "-" + word + "." + tld,
                         "mail." + word + "." + tld, word + str(rng.randint(2, 99)) + "." + tld,
                         "dept." + rng.choice(ASCII_WORDS) + "." + word + "." + tld])
    local = rng.choice([
        first + "." + last, first[0] + last, last + "_" + first, first + str(rng.randint(1, 9999)),
        first + "." + last + "+" + rng.choice(["news", "shop", "bills", "github", "2024"]),
        first + "-" + last, last + "." + first[0] + str(rng.randint(10, 99)), "info", "contact",
        "office", "sales." + word, first,
    ])
    return local + "@" + domain


def make_ipv4(rng: random.Random) -> str:
    kind = rng.choice(["public", "public", "private10", "private192", "private172", "loop", "doc", "mask"])
    if kind == "public":
        while True:
            a = rng.randint(1, 223)
            if a not in (10, 127, 172, 192):
                break
        return "%d.%d.%d.%d" % (a, rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private10":
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private192":
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private172":
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "loop":
        return rng.choice(["127.0.0.1", "127.0.1.1", "127.0.0.53"])
    if kind == "doc":
        return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
    return rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.252.0"])


def make_ipv6(rng: random.Random) -> str:
    kind = rng.choice(["global", "global", "doc", "ll", "full", "upper", "mapped", "any", "loop", "ula"])
    groups = ["%x" % rng.randrange(0x10000) for _ in range(8)]
    if kind == "global":
        groups[0] = "2%03x" % rng.randrange(0x1000)
        return str(ipaddress.IPv6Address(":".join(groups[:4]) + "::" + ":".join(groups[6:])))
    if kind == "doc":
        return "2001:db8:%x::%x" % (rng.randrange(0x10000), rng.randrange(1, 0x10000))
    if kind == "ll":
        return "fe80::%x:%x:%x:%x" % tuple(rng.randrange(0x10000) for _ in range(4))
    if kind == "full":
        groups[0] = "2a0%x" % rng.randrange(16)
        return ":".join("%04x" % int(g, 16) for g in groups)
    if kind == "upper":
        groups[0] = "2%03x" % rng.randrange(0x1000)
        return str(ipaddress.IPv6Address(":".join(groups))).upper()
    if kind == "mapped":
        return "::ffff:" + make_ipv4(rng)
    if kind == "any":
        return "::"
    if kind == "loop":
        return "::1"
    return "fd%02x:%x:%x::%x" % (rng.randrange(256), rng.randrange(0x10000), rng.randrange(0x10000), rng.randrange(1, 0x10000))


# --------------------------------------------------------------------------------------------
# Text assembly: a template returns a list of plain strings and (entity, value[, valid]) parts
# --------------------------------------------------------------------------------------------

class Ctx:
    """What a template needs: the locale, its Faker, the generators and the shared RNG."""

    def __init__(self, locale: str, fk, rng: random.Random, phones: PhoneMaker):
        self.locale, self.fk, self.rng, self.phones = locale, fk, rng, phones
        self.region = region_of(locale)
        self.lang = lang_of(locale)
        self.labels = LABELS.get(self.lang, LABELS["en"])

    def phone(self, kind=None, style=None, valid=None):
        if valid is None:
            valid = self.rng.random() >= INVALID_PHONE_SHARE
        num, _ = self.phones.number(self.region, valid, kind)
        return ("PHONE_NUMBER", self.phones.render(num, self.region, style))

    def email(self):
        return ("EMAIL_ADDRESS", make_email(self.fk, self.rng))

    def card(self):
        return ("CREDIT_CARD", make_card(self.rng)[1])

    def iban(self):
        if self.region in IBAN_COUNTRIES and self.rng.random() < 0.5:
            country = self.region
        else:
            country = self.rng.choice(IBAN_COUNTRIES)
        return ("IBAN_CODE", format_iban(make_iban(country, self.rng), self.rng))

    def ip4(self):
        return ("IP_ADDRESS", make_ipv4(self.rng))

    def ip6(self):
        return ("IP_ADDRESS", make_ipv6(self.rng))

    def ip(self):
        return self.ip4() if self.rng.random() < 0.6 else self.ip6()

    def name(self):
        return self.fk.name()

    def company(self):
        return self.fk.company()

    def city(self):
        if self.locale == "it_IT":
            # Faker's it_IT city list is built from a set, so its order follows PYTHONHASHSEED.
            return self.rng.choice(IT_CITIES)
        return self.fk.city()


def assemble(parts) -> tuple[str, list[dict]]:
    text, spans = [], []
    pos = 0
    for part in parts:
        if isinstance(part, str):
            text.append(part)
            pos += len(part)
            continue
        entity, value = part[0], part[1]
        spans.append({"entity": entity, "start": pos, "end": pos + len(value)})
        text.append(value)
        pos += len(value)
    return "".join(text), spans


def g_signature(c: Ctx):
    t, m, f, e, _ = c.labels
    return ["--\n", c.name(), "\n", c.fk.job(), " | ", c.company(), "\n", c.city(),
            "\n", t, ": ", c.phone(), "\n", m, ": ", c.phone(PhoneNumberType.MOBILE), "\n", e, ": ", c.email(), "\n"]


def g_shop_footer(c: Ctx):
    t, _, f, e, tf = c.labels
    return [c.company(), " · ", c.city(), "\n", t, " ", c.phone(), " · ", tf, " ", c.phone(PhoneNumberType.TOLL_FREE),
            " · ", e, " ", c.email(), "\n© ", c.company(), ". All rights reserved."]


def g_classified(c: Ctx):
    item = c.rng.choice(["bike, barely used", "sofa, 3 seats", "Golf VI 1.6 TDI", "baby stroller", "iPhone 12, 128 GB",
                         "apartment, 2 rooms", "guitar + amp"])
    return ["FOR SALE: ", item, ". Pickup in ", c.city(), ". Call or text ", c.phone(PhoneNumberType.MOBILE),
            " after 6pm, or write to ", c.email(), ". No dealers please."]


def g_forum(c: Ctx):
    return ["Re: router keeps dropping\n> Quote from ", c.fk.user_name(), ":\n> what does the log say?\n\n",
            "It keeps leasing ", c.ip4(), " and then falls back to ", c.ip6(), ". If someone wants to help, my number is ",
            c.phone(), " (evenings). Thanks!"]


def g_chat(c: Ctx):
    h = c.rng.randint(8, 21)
    return ["[%02d:%02d] " % (h, c.rng.randint(0, 59)), c.fk.first_name(), ": can you send me the number of the plumber?\n",
            "[%02d:%02d] " % (h, c.rng.randint(0, 59)), c.fk.first_name(), ": sure ", c.phone(), "\n",
            "[%02d:%02d] " % (h + 1, c.rng.randint(0, 59)), c.fk.first_name(), ": and his mail is ", c.email(), "\n"]


def g_csv(c: Ctx):
    _, m, _, e, _ = c.labels
    parts = ["name;city;", m.lower(), ";", e.lower(), "\n"]
    for _ in range(c.rng.randint(2, 4)):
        parts += [c.name(), ";", c.city(), ";", c.phone(), ";", c.email(), "\n"]
    return parts


def g_tsv(c: Ctx):
    parts = ["host\taddr\towner\n"]
    for _ in range(c.rng.randint(2, 4)):
        parts += [c.rng.choice(ASCII_WORDS) + "-%02d" % c.rng.randint(1, 40), "\t", c.ip(), "\t", c.email(), "\n"]
    return parts


def g_json(c: Ctx):
    return ['{"customer": {"name": "', c.name(), '", "phone": "', c.phone(), '", "email": "', c.email(),
            '", "last_login_ip": "', c.ip(), '"}}']


def g_yaml(c: Ctx):
    return ["contacts:\n  - name: ", c.name(), "\n    phone: \"", c.phone(), "\"\n    email: ", c.email(),
            "\n  - name: ", c.name(), "\n    phone: \"", c.phone(), "\"\n"]


def g_sshd(c: Ctx):
    user = c.rng.choice(["root", "admin", "deploy", "ubuntu", "git"])
    port = c.rng.randint(1024, 65535)
    return ["Mar %2d 0%d:%02d:%02d bastion sshd[%d]: Failed password for invalid user " % (
        c.rng.randint(1, 28), c.rng.randint(0, 9), c.rng.randint(0, 59), c.rng.randint(0, 59), c.rng.randint(900, 9000)),
        user, " from ", c.ip(), " port %d ssh2\n" % port,
        "Mar %2d 0%d:%02d:%02d bastion sshd[%d]: Accepted publickey for deploy from " % (
        c.rng.randint(1, 28), c.rng.randint(0, 9), c.rng.randint(0, 59), c.rng.randint(0, 59), c.rng.randint(900, 9000)),
        c.ip4(), " port %d ssh2\n" % c.rng.randint(1024, 65535)]


def g_nginx(c: Ctx):
    return [c.ip(), ' - - [12/Mar/2024:10:%02d:%02d +0100] "GET /api/v2/orders?page=%d HTTP/1.1" 200 %d "-" "Mozilla/5.0"\n' % (
        c.rng.randint(0, 59), c.rng.randint(0, 59), c.rng.randint(1, 9), c.rng.randint(200, 9000)),
        c.ip4(), ' - - [12/Mar/2024:10:%02d:%02d +0100] "POST /login HTTP/1.1" 302 0 "-" "curl/8.4.0"\n' % (
        c.rng.randint(0, 59), c.rng.randint(0, 59))]


def g_firewall(c: Ctx):
    return ["kernel: [UFW BLOCK] IN=eth0 OUT= SRC=", c.ip4(), " DST=", c.ip4(), " LEN=60 TTL=%d PROTO=TCP SPT=%d DPT=%d\n" % (
        c.rng.randint(40, 128), c.rng.randint(1024, 65535), c.rng.choice([22, 23, 3389, 445])),
        "kernel: [UFW ALLOW] IN=eth0 OUT= SRC=", c.ip6(), " DST=", c.ip6(), " PROTO=UDP SPT=%d DPT=53\n" % c.rng.randint(1024, 65535)]


def g_dhcp(c: Ctx):
    mac = ":".join("%02x" % c.rng.randrange(256) for _ in range(6))
    ip = c.ip4()
    return ["dhcpd: DHCPDISCOVER from ", mac, " via eth1\n", "dhcpd: DHCPOFFER on ", ip, " to ", mac, " via eth1\n",
            "dhcpd: DHCPACK on ", ip, " to ", mac, " (", c.rng.choice(ASCII_WORDS), "-laptop) via eth1\n"]


def g_server_conf(c: Ctx):
    return ["upstream app {\n    server ", c.ip4(), ":%d weight=3;\n    server " % c.rng.choice([8080, 9000, 3000]), c.ip4(),
            ":%d backup;\n}\nserver {\n    listen [" % c.rng.choice([8080, 9000, 3000]), c.ip6(), "]:443 ssl;\n    allow ", c.ip4(),
            "/24;\n    deny all;\n}\n"]


def g_html(c: Ctx):
    p = c.phone()
    e = c.email()
    return ['<p class="contact">Write to <a href="mailto:', e, '">', e, '</a> or call <a href="tel:', p, '">', p,
            "</a>.</p>"]


def g_invoice(c: Ctx):
    return ["INVOICE %d-%04d\n" % (c.rng.randint(2019, 2025), c.rng.randint(1, 9999)), c.company(), "\n",
            "Please transfer the amount within 14 days to\nIBAN: ", c.iban(), "\nBIC: ",
            "".join(c.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)) + "2X", "\nQuestions: ", c.email(),
            " / ", c.phone(), "\n"]


def g_support_card(c: Ctx):
    return ["Agent: To finish the order I need the card number.\n", c.fk.first_name(), ": ok its ", c.card(),
            "\nAgent: Thanks. And the expiry date?\n", c.fk.first_name(), ": 0%d/%d\n" % (c.rng.randint(1, 9), c.rng.randint(26, 31)),
            "Agent: Done, confirmation goes to ", c.email(), "."]


def g_prose(c: Ctx):
    return ["When I moved to ", c.city(), " I kept my old number, ", c.phone(), ", for a while, but the bank still sends letters about the account ",
            c.iban(), " to my parents' address. If anything comes up, my sister can be reached on ", c.phone(), "."]


def g_local_label(c: Ctx):
    t, m, f, e, tf = c.labels
    return [c.name(), "\n", c.fk.street_address(), "\n", c.city(), "\n", t, ": ", c.phone(PhoneNumberType.FIXED_LINE), "\n",
            m, ": ", c.phone(PhoneNumberType.MOBILE), "\n", e, ": ", c.email()]


def g_no_label(c: Ctx):
    return [c.name(), " — ", c.company(), "\n", c.phone(), "\n", c.email(), "\n", c.city()]


def g_odd_label(c: Ctx):
    label = c.rng.choice(["ring me:", "WA", "☎", "📞", "hotline >>", "reach us ->", "Signal/Telegram", "call-back no."])
    return ["Questions about the booking? ", label, " ", c.phone(), " — we answer within the day."]


def g_tollfree(c: Ctx):
    _, m, _, _, tf = c.labels
    return ["Customer service\n", tf, ": ", c.phone(PhoneNumberType.TOLL_FREE), "\n", m, " (WhatsApp): ",
            c.phone(PhoneNumberType.MOBILE), "\nShared cost line: ", c.phone(PhoneNumberType.SHARED_COST)]


def g_fax(c: Ctx):
    t, _, f, e, _ = c.labels
    return [c.company(), "\n", t, " ", c.phone(PhoneNumberType.FIXED_LINE), "\n", f, " ", c.phone(PhoneNumberType.FIXED_LINE), "\n",
            e, " ", c.email()]


def g_extension(c: Ctx):
    num = c.phone(PhoneNumberType.FIXED_LINE, style=c.rng.choice(["intl", "natl"]))
    ext = str(c.rng.randint(10, 9999))
    if c.lang in EXT_OUTSIDE and c.rng.random() < 0.5:
        return ["Reception: ", num, " ", EXT_OUTSIDE[c.lang], " ", ext, " (", c.fk.first_name(), ")"]
    word = c.rng.choice(EXT_INSIDE)
    joiner = "" if word == "x" and c.rng.random() < 0.5 else " "
    return ["Reception: ", ("PHONE_NUMBER", num[1] + " " + word + joiner + ext), " (", c.fk.first_name(), ")"]


def g_wrapped(c: Ctx):
    ent, num = c.phone(style="intl")
    if " " in num:
        i = [k for k, ch in enumerate(num) if ch == " "]
        cut = c.rng.choice(i)
        num = num[:cut] + "\n" + num[cut + 1:]
    return ["Hi all, quick note from the front desk: the new number for the workshop in ", c.city(), " is ",
            (ent, num), " and the\nold one is switched off from Monday."]


def g_brackets(c: Ctx):
    return ["Contact person: ", c.name(), " (", c.phone(), ") or her colleague [", c.phone(), "]; e-mail <", c.email(), ">"]


def g_list_sep(c: Ctx):
    sep = c.rng.choice([" / ", "; ", " or ", ", "])
    t = c.labels[0]
    return [t, ": ", c.phone(), sep, c.phone(), sep, c.phone()]


def g_vcard(c: Ctx):
    n = c.name()
    return ["BEGIN:VCARD\nVERSION:3.0\nFN:", n, "\nORG:", c.company(), "\nTEL;TYPE=WORK,VOICE:", c.phone(style="intl"),
            "\nTEL;TYPE=CELL:", c.phone(PhoneNumberType.MOBILE, style="e164"), "\nEMAIL;TYPE=INTERNET:", c.email(), "\nEND:VCARD\n"]


def g_ics(c: Ctx):
    return ["BEGIN:VEVENT\nSUMMARY:Kick-off meeting\nLOCATION:", c.city(), "\nORGANIZER;CN=", c.name(), ":mailto:", c.email(),
            "\nATTENDEE;CN=", c.name(), ":mailto:", c.email(), "\nDESCRIPTION:Dial-in ", c.phone(), "\nEND:VEVENT\n"]


def g_wireguard(c: Ctx):
    return ["[Interface]\nAddress = ", c.ip4(), "/24, ", c.ip6(), "/64\nListenPort = 51820\n\n[Peer]\nEndpoint = ", c.ip4(),
            ":51820\nAllowedIPs = ", c.ip4(), "/32\nPersistentKeepalive = 25\n"]


def g_k8s(c: Ctx):
    return ["apiVersion: v1\nkind: Service\nmetadata:\n  name: ", c.rng.choice(ASCII_WORDS), "\nspec:\n  type: LoadBalancer\n  loadBalancerIP: ",
            c.ip4(), "\n  externalIPs:\n    - ", c.ip4(), "\n  clusterIP: ", c.ip4(), "\n"]


def g_mail_headers(c: Ctx):
    return ["Received: from mx.", c.rng.choice(ASCII_WORDS), ".net ([", c.ip4(), "])\n\tby smtp.", c.rng.choice(ASCII_WORDS),
            ".org with ESMTPS; Tue, 4 Jun 2024 09:12:44 +0200\nFrom: ", c.name(), " <", c.email(), ">\nTo: ", c.email(),
            "\nSubject: Re: offer\n"]


def g_order_card(c: Ctx):
    brand, number = make_card(c.rng)
    return ["Order confirmation\nPaid with ", brand, ": ", ("CREDIT_CARD", number), "\nShipping notice to: ", c.email(), "\n"]


def g_sepa(c: Ctx):
    return ["SEPA Direct Debit Mandate\nCreditor: ", c.company(), "\nDebtor: ", c.name(), "\nDebtor IBAN: ", c.iban(),
            "\nRefund IBAN (second account): ", c.iban(), "\n"]


def g_netplan(c: Ctx):
    return ["network:\n  version: 2\n  ethernets:\n    eno1:\n      addresses: [", c.ip4(), "/24, \"", c.ip6(), "/64\"]\n      routes:\n        - to: default\n          via: ",
            c.ip4(), "\n      nameservers:\n        addresses: [", c.ip4(), ", ", c.ip6(), "]\n"]


def g_zone(c: Ctx):
    return ["$ORIGIN example.org.\n@\tIN\tA\t", c.ip4(), "\nwww\tIN\tAAAA\t", c.ip6(), "\nmail\tIN\tA\t", c.ip4(),
            "\n@\tIN\tTXT\t\"contact=", c.email(), "\"\n"]


def g_mixed_payment(c: Ctx):
    return ["Hi, I tried twice and the shop refused my card ", c.card(), ". My bank says the account ", c.iban(),
            " is fine. Call me back at ", c.phone(), " please."]


def g_bank_details(c: Ctx):
    t = c.labels[0]
    return ["Bank details for the deposit\nAccount holder: ", c.name(), "\nIBAN ", c.iban(), "\nReference: deposit flat ",
            str(c.rng.randint(1, 40)), "\nQuestions: ", t, " ", c.phone(), "\n"]


def g_iban_list(c: Ctx):
    return ["Payroll accounts updated:\n- ", c.fk.first_name(), ": ", c.iban(), "\n- ", c.fk.first_name(), ": ", c.iban(),
            "\n- ", c.fk.first_name(), ": ", c.iban(), "\n"]


def g_typed_card(c: Ctx):
    return ["pls charge this one instead → ", c.card(), " (the old one ", c.card(), " was blocked), thx"]


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified, "forum": g_forum,
    "chat": g_chat, "csv": g_csv, "tsv": g_tsv, "json": g_json, "yaml": g_yaml, "sshd-log": g_sshd,
    "nginx-log": g_nginx, "firewall-log": g_firewall, "dhcp-log": g_dhcp, "server-conf": g_server_conf,
    "html": g_html, "invoice": g_invoice, "support-card": g_support_card, "prose": g_prose,
    "local-label": g_local_label, "no-label": g_no_label, "odd-label": g_odd_label, "tollfree": g_tollfree,
    "fax": g_fax, "extension": g_extension, "wrapped": g_wrapped, "brackets": g_brackets,
    "list": g_list_sep, "vcard": g_vcard, "ics": g_ics, "wireguard": g_wireguard, "k8s": g_k8s,
    "mail-headers": g_mail_headers, "order-card": g_order_card, "sepa": g_sepa, "netplan": g_netplan,
    "zone": g_zone, "payment-chat": g_mixed_payment,
    "bank-details": g_bank_details, "iban-list": g_iban_list, "typed-card": g_typed_card,
}


# --------------------------------------------------------------------------------------------
# PII-free look-alikes
# --------------------------------------------------------------------------------------------

def f_versions(c: Ctx):
    r = c.rng
    return ("Build %d.%d.%d.%d shipped; Windows 10.0.%d.%d is required; libfoo %d.%d.%d; release %d.%d.%d.%d-rc%d" % (
        r.randint(1, 9), r.randint(0, 9), r.randint(300, 9999), r.randint(0, 99), r.randint(17000, 22631), r.randint(1000, 4000),
        r.randint(0, 5), r.randint(0, 30), r.randint(0, 20), r.randint(1, 3), r.randint(0, 9), r.randint(256, 999), r.randint(0, 9), r.randint(1, 5)))


def f_sections(c: Ctx):
    r = c.rng
    return "See section %d.%d.%d and clause %d.%d.%d.%d.%d of the standard; Annex %s, paragraph %d.%d." % (
        r.randint(1, 12), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9),
        r.randint(1, 9), r.choice("ABCD"), r.randint(1, 9), r.randint(1, 30))


def f_oids(c: Ctx):
    r = c.rng
    return "OID 1.3.6.1.4.1.%d.%d.%d.%d.%d (sysDescr), 0.9.2342.19200300.100.1.%d (attribute), 1.2.840.113549.1.%d.%d" % (
        r.randint(300, 60000), r.randint(1, 9), r.randint(1, 20), r.randint(1, 9), r.randint(1, 99), r.randint(3, 45),
        r.randint(1, 12), r.randint(1, 20))


def f_dates(c: Ctx):
    d = c.fk.date_between(datetime.date(2019, 1, 1), datetime.date(2026, 12, 31))
    return "Date: %s, %s at %02d:%02d; due %s; Datum %02d.%02d.%d; Fecha %02d/%02d/%d; %d年%d月%d日" % (
        d.isoformat(), d.strftime("%d %b %Y"), c.rng.randint(0, 23), c.rng.randint(0, 59), d.strftime("%m/%d/%Y"),
        d.day, d.month, d.year, d.day, d.month, d.year, d.year, d.month, d.day)


def f_prices(c: Ctx):
    r = c.rng
    return "Total: EUR %d.%03d,%02d (VAT incl.); price $%d,%03d.%02d; Preis: %d %03d,%02d €; ¥%d,%03d" % (
        r.randint(1, 999), r.randint(0, 999), r.randint(0, 99), r.randint(1, 99), r.randint(0, 999), r.randint(0, 99),
        r.randint(1, 99), r.randint(0, 999), r.randint(0, 99), r.randint(1, 999), r.randint(0, 999))


def f_isbn(c: Ctx):
    r = c.rng
    return "ISBN 978-%d-%03d-%05d-%d; ISBN-10: %d-%04d-%04d-%d; ISSN %04d-%04d" % (
        r.randint(0, 9), r.randint(0, 999), r.randint(0, 99999), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9999),
        r.randint(0, 9999), r.randint(0, 9), r.randint(0, 9999), r.randint(0, 9999))


def f_imei(c: Ctx):
    r = c.rng
    tac = r.choice(["86", "01", "99"])
    return "IMEI: %s%06d%07d\nIMEI 2: %s %06d %06d %d\nSerial: R58M%d" % (
        tac, r.randint(0, 999999), r.randint(0, 9999999), tac, r.randint(0, 999999), r.randint(0, 999999), r.randint(0, 9),
        r.randint(10000000, 99999999))


def f_orders(c: Ctx):
    r = c.rng
    return "Order: %d-%07d-%07d\nTracking No.: 1Z%s%010d\nTicket: #%d\nOrder: 0%d %04d %04d (shipped)" % (
        r.randint(100, 999), r.randint(0, 9999999), r.randint(0, 9999999),
        "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(6)), r.randint(0, 9999999999), r.randint(100000, 999999),
        r.randint(10, 99), r.randint(0, 9999), r.randint(0, 9999))


def f_coords(c: Ctx):
    r = c.rng
    return "Coordinates: %.6f, %.6f (WGS84); alt. %d° %d′ %.2f″ N, %d° %d′ %.2f″ E" % (
        r.uniform(-80, 80), r.uniform(-170, 170), r.randint(0, 89), r.randint(0, 59), r.uniform(0, 59),
        r.randint(0, 179), r.randint(0, 59), r.uniform(0, 59))


def f_hashes(c: Ctx):
    r = c.rng
    return "commit %040x\nsha256: %064x\nmd5 %032x" % (r.getrandbits(160), r.getrandbits(256), r.getrandbits(128))


def f_mac(c: Ctx):
    r = c.rng
    macs = [":".join("%02x" % r.randrange(256) for _ in range(6)) for _ in range(2)]
    return "MAC %s, HWaddr %s, Cisco %04x.%04x.%04x" % (macs[0], macs[1].upper(), r.randrange(65536), r.randrange(65536), r.randrange(65536))


def f_taxids(c: Ctx):
    r = c.rng
    return "Tax ID: DE%09d; VAT No.: FR%02d%09d; EIN: %02d-%07d; CNPJ: %02d.%03d.%03d/0001-%02d" % (
        r.randint(0, 999999999), r.randint(0, 99), r.randint(0, 999999999), r.randint(10, 99), r.randint(0, 9999999),
        r.randint(0, 99), r.randint(0, 999), r.randint(0, 999), r.randint(0, 99))


def f_postcodes(c: Ctx):
    return "Ship to: %s, %s (postcode %s). Depot postcode: %s." % (c.city(), c.fk.street_address(), c.fk.postcode(), c.fk.postcode())


def f_otp(c: Ctx):
    r = c.rng
    return "Your verification code is %06d. It expires in 10 minutes. Backup codes: %04d-%04d, %04d-%04d." % (
        r.randint(0, 999999), r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 9999))


def f_parts(c: Ctx):
    r = c.rng
    return "Part no.: %d-%04d-%03d\nMPN: %s%d-%d\nArt.-Nr.: %d.%03d.%02d" % (
        r.randint(100, 999), r.randint(0, 9999), r.randint(0, 999), r.choice(["LM", "TPS", "STM"]), r.randint(100, 9999),
        r.randint(1, 99), r.randint(100, 999), r.randint(0, 999), r.randint(0, 99))


def f_population(c: Ctx):
    r = c.rng
    return "%s — Population: %d %03d %03d (census); area: %d,%d km²; density %d.%d/km²" % (
        c.city(), r.randint(1, 9), r.randint(0, 999), r.randint(0, 999), r.randint(100, 9999), r.randint(0, 9),
        r.randint(10, 999), r.randint(0, 9))


def f_scores(c: Ctx):
    r = c.rng
    return "Final: %d–%d (%d–%d, %d–%d, %d–%d); attendance %d,%03d; season record %d-%d-%d" % (
        r.randint(0, 5), r.randint(0, 5), r.randint(0, 30), r.randint(0, 30), r.randint(0, 30), r.randint(0, 30),
        r.randint(0, 30), r.randint(0, 30), r.randint(1, 80), r.randint(0, 999), r.randint(0, 30), r.randint(0, 30), r.randint(0, 9))


def f_measurements(c: Ctx):
    r = c.rng
    rows = ["sample\tT (K)\tp (hPa)\tflux"]
    for i in range(r.randint(3, 5)):
        rows.append("S%02d\t%.2f\t%.1f\t%.3e" % (i + 1, r.uniform(200, 400), r.uniform(900, 1100), r.uniform(1e-6, 1e-2)))
    return "\n".join(rows)


def f_sortcode(c: Ctx):
    r = c.rng
    return "Sort code: %02d-%02d-%02d (branch only, account number on request). BSB: %03d-%03d." % (
        r.randint(0, 99), r.randint(0, 99), r.randint(0, 99), r.randint(0, 999), r.randint(0, 999))


def f_masked(c: Ctx):
    r = c.rng
    return "Card on file: **** **** **** %04d (exp. %02d/%02d); Amex ending in %04d; XXXX-XXXX-XXXX-%04d" % (
        r.randint(0, 9999), r.randint(1, 12), r.randint(26, 31), r.randint(0, 9999), r.randint(0, 9999))


def f_labelled_phonelike(c: Ctx):
    r = c.rng
    return "Order: 0%d %04d %04d\nInvoice no.: %d %03d %03d\nCustomer ID: %03d-%03d-%04d\nReference: %02d %02d %02d %02d" % (
        r.randint(20, 99), r.randint(0, 9999), r.randint(0, 9999), r.randint(1, 9), r.randint(0, 999), r.randint(0, 999),
        r.randint(0, 999), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99))


def f_code(c: Ctx):
    r = c.rng
    return "std::vector<int> v{%d, %d};\nauto it = std::find(v.begin(), v.end(), %d);\nrev = s[::-1]\nevens = xs[1::2]\nfoo::bar::baz();" % (
        r.randint(0, 99), r.randint(0, 99), r.randint(0, 99))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "coords": f_coords, "hashes": f_hashes, "mac": f_mac,
    "taxids": f_taxids, "postcodes": f_postcodes, "otp": f_otp, "parts": f_parts, "population": f_population,
    "scores": f_scores, "measurements": f_measurements, "sortcode": f_sortcode, "masked-cards": f_masked,
    "labelled-lookalikes": f_labelled_phonelike, "code": f_code,
}


# --------------------------------------------------------------------------------------------
# Checks for unlabelled look-alikes in synthetic text
# --------------------------------------------------------------------------------------------

RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)")
RE_V6_TOKEN = re.compile(r"(?<![\w:])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![\w:])")
RE_DIGIT_RUN = re.compile(r"\d(?:[ \-]?\d){11,18}")
RE_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
RE_INTL = re.compile(r"(?:\+|\b00)\d[\d \-().\u00a0\u202f]{5,}\d")
RE_SEPARATED = re.compile(r"\(?\d+\)?(?:[ \-./\u00a0\u202f]\(?\d+\)?)+")
RE_DATE = re.compile(r"^(?:\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4}|\d{1,2} \w+ \d{4})$")
LOOKALIKE_LABELS = ("Order", "IMEI", "ISBN", "ISSN", "Population", "Invoice", "Customer ID", "Reference", "Tracking",
                    "Ticket", "Part no", "Art.-Nr", "MPN", "Tax ID", "VAT", "EIN", "CNPJ", "Serial", "commit", "sha256",
                    "md5", "Date", "Datum", "Fecha", "due", "Coordinates", "Backup codes", "Total", "price", "Preis",
                    "attendance", "Sort code", "BSB", "census", "Build", "Windows", "release", "INVOICE", "OID", "Mar ",
                    "[", "Final", "season", "code", "area", "postcode", "Ship to")


def _outside(mask, start, end) -> bool:
    return not any(mask[start:end])


def unlabelled_lookalike(text: str, spans: list[dict]) -> str | None:
    """The name of the first look-alike found outside the gold spans, or None."""
    mask = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            mask[i] = True
    for m in RE_EMAIL.finditer(text):
        if _outside(mask, m.start(), m.end()):
            return "email"
    for m in RE_IPV4.finditer(text):
        if all(int(g) <= 255 for g in m.groups()) and _outside(mask, m.start(), m.end()):
            return "ipv4"
    for m in RE_V6_TOKEN.finditer(text):
        tok = m.group().strip(".")
        prev2 = text[max(0, m.start() - 2):m.start()]
        if len(prev2) == 2 and prev2[1] == "[" and (prev2[0].isalnum() or prev2[0] == "_"):
            continue  # a slice such as xs[::-1] or xs[1::2]
        if tok.count(":") >= 2 and _outside(mask, m.start(), m.end()):
            try:
                ipaddress.IPv6Address(tok)
                return "ipv6"
            except ValueError:
                pass
    for m in RE_DIGIT_RUN.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        for i in range(len(digits)):
            for j in range(i + 12, min(len(digits), i + 19) + 1):
                d = digits[i:j]
                if d[0] in "23456" and luhn_ok(d) and _outside(mask, m.start(), m.end()):
                    if i == 0 and j == len(digits):
                        return "luhn"
    for m in RE_IBAN.finditer(text):
        cand = m.group().replace(" ", "")
        for end in range(len(cand), 14, -1):
            if stdnum_iban.is_valid(cand[:end]) and _outside(mask, m.start(), m.end()):
                return "iban"
    for m in RE_INTL.finditer(text):
        if not _outside(mask, m.start(), m.end()):
            continue
        s = m.group()
        try:
            num = phonenumbers.parse(s if s.startswith("+") else "+" + s[2:], None)
            if phonenumbers.is_valid_number(num):
                return "intl-phone"
        except phonenumbers.NumberParseException:
            pass
    for m in RE_SEPARATED.finditer(text):
        if sum(ch.isdigit() for ch in m.group()) < 7 or not _outside(mask, m.start(), m.end()):
            continue
        if RE_DATE.match(m.group()):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[line_start:m.start()]
        if not any(lbl in before for lbl in LOOKALIKE_LABELS):
            return "separated-digits"
    return None


# --------------------------------------------------------------------------------------------
# Real snippets
# --------------------------------------------------------------------------------------------

def occurrences(text: str, needle: str, entity: str) -> list[tuple[int, int]]:
    """Stand-alone occurrences of ``needle``: not glued to a longer token of its kind."""
    out, start = [], 0
    while True:
        i = text.find(needle, start)
        if i < 0:
            return out
        j = i + len(needle)
        prev = text[i - 1] if i > 0 else " "
        nxt = text[j] if j < len(text) else " "
        nxt2 = text[j + 1] if j + 1 < len(text) else " "
        ok = not prev.isalnum() and not nxt.isalnum()
        if entity == "EMAIL_ADDRESS":
            ok = ok and prev not in "._+-@" and nxt not in "@"
        if entity == "IP_ADDRESS" and ":" in needle:
            ok = ok and prev not in ".:" and not (nxt in ".:" and nxt2.isalnum())
        elif entity == "IP_ADDRESS":
            ok = ok and prev != "." and not text[:i].lower().endswith("ffff:") and not (nxt == "." and nxt2.isalnum())
        if entity == "PHONE_NUMBER":
            ok = ok and prev not in "+" and not (nxt in "-./" and nxt2.isdigit())
        if ok:
            out.append((i, j))
        start = i + 1


def real_records(snippets) -> list[dict]:
    records = []
    for source, locale, text, labels in snippets:
        found = []
        for entity, needle in labels:
            assert needle in text, (source, needle)
            occ = occurrences(text, needle, entity)
            assert occ, (source, needle)
            found += [(a, b, entity) for a, b in occ]
        found.sort(key=lambda t: (t[0], -(t[1] - t[0])))
        spans, last_end = [], -1
        for a, b, entity in found:
            if a < last_end:
                continue
            span = {"entity": entity, "start": a, "end": b}
            if entity == "PHONE_NUMBER":
                span["valid"] = phone_valid_flag(text[a:b], region_of(locale))
            spans.append(span)
            last_end = b
        records.append({"locale": locale, "spans": spans, "template": "b17r-" + source_name(source), "text": text})
    return records


def source_name(source: str) -> str:
    repo = source.split("@")[0]
    return re.sub(r"[^a-z0-9]+", "-", repo.lower()).strip("-")


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

def synthetic_records(rng: random.Random) -> list[dict]:
    fakers = {}
    for loc in LOCALES:
        fk = faker.Faker(loc)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[loc] = fk
    phones = PhoneMaker(rng)
    records = []
    pii_names = sorted(PII_GENRES)
    for i in range(N_SYNTHETIC_PII):
        loc = LOCALES[i % len(LOCALES)] if i < 2 * len(LOCALES) else rng.choice(LOCALES)
        genre = pii_names[i % len(pii_names)] if i < 3 * len(pii_names) else rng.choice(pii_names)
        c = Ctx(loc, fakers[loc], rng, phones)
        for _ in range(50):
            text, spans = assemble(PII_GENRES[genre](c))
            if unlabelled_lookalike(text, spans) is None:
                break
        else:
            raise RuntimeError("could not draw a clean text for " + genre + " " + loc)
        for s in spans:
            if s["entity"] == "PHONE_NUMBER":
                s["valid"] = phone_valid_flag(text[s["start"]:s["end"]], c.region)
        records.append({"locale": loc, "spans": spans, "template": "b17-" + genre, "text": text})
    free_names = sorted(FREE_GENRES)
    for i in range(N_SYNTHETIC_FREE):
        loc = rng.choice(LOCALES)
        genre = free_names[i % len(free_names)]
        c = Ctx(loc, fakers[loc], rng, phones)
        for _ in range(50):
            text = FREE_GENRES[genre](c)
            if unlabelled_lookalike(text, []) is None:
                break
        else:
            raise RuntimeError("could not draw a clean PII-free text for " + genre)
        records.append({"locale": "", "spans": [], "template": "b17f-" + genre, "text": text})
    return records


def build() -> list[dict]:
    rng = random.Random(SEED)
    records = synthetic_records(rng) + real_records(REAL_SNIPPETS)
    rng.shuffle(records)
    out = []
    for i, rec in enumerate(records):
        out.append({"id": "blind17-%05d" % i, **rec})
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("Faker %s is installed; this set is defined with Faker %s." % (faker.VERSION, FAKER_VERSION))
    if args.out.exists() and not args.force:
        sys.exit("%s exists; pass --force to overwrite it." % args.out)
    records = build()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))
    return 0


# Real snippets: (source "owner/repo@commit:path#lines", locale, text, [(entity, string), ...]).
# Labelled by reading; every stand-alone occurrence of a labelled string is a span.
REAL_SNIPPETS: list[tuple[str, str, str, list[tuple[str, str]]]] = [  # REAL_SNIPPETS_BEGIN
    ('AbdelMounhim/cv@c6bebd2c1b92:resume.json#L1-L20', 'fr_FR',
     '{\n  "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",\n  "basics": {\n    "name": "Abdel Elissaoui",\n    "label": "Architecte Logiciel full-Stack Api DevOps",\n    "image": "https://avatars.githubusercontent.com/u/5766064?s=400&u=b38cd9ad31d7317a6747ebc7db7fc582ebc8c56d&v=4",\n    "email": "abdelmounhim@free.fr",\n    "phone": "06.88.23.43.20",\n    "url": "https://lefigaro.fr",\n    "summary": "Architecte Logiciel au sein de l\'équipe éditoriale du Groupe Figaro, j\'ai un profil généraliste. J\'automatise les flux, je mets en place des apis, fais évoluer les solutions existantes et les maintient. J\'ai mis en place dans l\'équipe les \\"bonnes pratiques\\" de developpement. Je passe aussi du temps en veille techno pour proposer des solutions innovantes. Je spécifie des architectures applicatives (base de données / backend / frontend), et pilote leur mise en oeuvre. J\'ai aussi participé aussi au choix d\'outils internes au sein du groupe Figaro (outil d\'archivage, outil de transcription speech2text, outil interne wiki...)",\n    "location": {\n      "countryCode": "FR",\n      "address": "France"\n    },\n    "profiles": [\n      {\n        "network": "LinkedIn",\n        "username": "abdelmounhim",\n        "url": "https://www.linkedin.com/in/abdelmounhim/"\n      },',
     [('EMAIL_ADDRESS', 'abdelmounhim@free.fr'), ('PHONE_NUMBER', '06.88.23.43.20')]),
    ('AlanVieyra333/curriculum-vitae@3b34933d3af1:main.tex#L28-L50', 'es_MX',
     "%----------------------------------------------------------------------------------------\n\n% If you don't need one or more of the below, just remove the content leaving the command, e.g. \\cvnumberphone{}\n\n\\profilepic{profile} % Profile picture\n\n\\cvname{Alan Fernando\\\\Rincón Vieyra} % Your name\n\\cvjobtitle{Computer Systems Engineer} % Job title/career\n\n\\cvdate{23-Dec-1995} % Date of birth\n\\cvnationality{Mexican}\n% Short address/location, use \\newline if more than 1 line is required\n\\cvaddress{Mexico City, Mexico.}\n% \\cvaddress{Miguel Hidalgo, Ciudad de México, Mexico.}\n\\cvnumberphone{(+52) 5591250145} % Phone number\n\\cvmail{alan.vieyra376@gmail.com} % Email address\n\\cvsite{} % Personal website\n\\cvlinkedin{https://linkedin.com/in/AlanVieyra333} % LinkedIn account\n\\cvgithub{http://github.com/AlanVieyra333} % Personal website\n\\cvfb{} % Facebook account\n\n%----------------------------------------------------------------------------------------",
     [('PHONE_NUMBER', '(+52) 5591250145'), ('EMAIL_ADDRESS', 'alan.vieyra376@gmail.com')]),
    ('AdolfoVillalobos/CV@3e2ee1fdc89a:cv.tex#L52-L70', 'es_CL',
     '%\tComment any of the lines below if they are not required\n%-------------------------------------------------------------------------------\n% Available options: circle|rectangle,edge/noedge,left/right\n% \\photo{./examples/profile.png}\n\\name{Adolfo}{Villalobos}\n\\position{Data Scientist{\\enskip\\cdotp\\enskip}Mathematical Engineer}\n\\address{Santiago, Chile}\n\n\\mobile{(+56) 9 6247 5153}\n\\email{amvillalobos@uc.cl}\n\\homepage{amvillalobos.me}\n\\github{AdolfoVillalobos}\n\\linkedin{adolfovillalobos}\n% \\gitlab{gitlab-id}\n% \\stackoverflow{SO-id}{SO-name}\n% \\twitter{@twit}\n% \\skype{skype-id}\n% \\reddit{reddit-id}\n% \\medium{madium-id}',
     [('PHONE_NUMBER', '(+56) 9 6247 5153'), ('EMAIL_ADDRESS', 'amvillalobos@uc.cl')]),
    ('AdolfoVillalobos/CV@3e2ee1fdc89a:coverletter.tex#L50-L64', 'ko_KR',
     '%-------------------------------------------------------------------------------\n% Available options: circle|rectangle,edge/noedge,left/right\n\\photo[circle,noedge,left]{./src/profile}\n\\name{Adolfo}{Villalobos}\n\\position{Software Architect{\\enskip\\cdotp\\enskip}Security Expert}\n\\address{42-8, Bangbae-ro 15-gil, Seocho-gu, Seoul, 00681, Rep. of KOREA}\n\n\\mobile{(+82) 10-9030-1843}\n\\email{posquit0.bj@gmail.com}\n\\homepage{www.posquit0.com}\n\\github{posquit0}\n\\linkedin{posquit0}\n% \\gitlab{gitlab-id}\n% \\stackoverflow{SO-id}{SO-name}\n% \\twitter{@twit}',
     [('PHONE_NUMBER', '(+82) 10-9030-1843'), ('EMAIL_ADDRESS', 'posquit0.bj@gmail.com')]),
    ('10395803/cv@aa1018a66795:cv.tex#L270-L284', 'it_IT',
     '\t\\section*{Personal information}\n\t\t\\begin{itemize}\n        \\item[\\faChild] Born on February 20$^{\\text{th}}$, 1992, in Ponte S.\n        Pietro (Italy).\n        \\item[\\faFlagO] Italian citizenship.\n        \\item[\\faBuildingO] Institute for Theoretical Physics, ETH Z\\"urich \\\\\n        Office LZA H7, Via Trevano 131, 6900 Lugano, Switzerland \n        \\item[\\faEnvelopeO] \\href{mailto:subbiali@phys.ethz.ch}{\\texttt{subbiali@phys.ethz.ch}}, \\href{mailto:subbiali@cscs.ch}{\\texttt{subbiali@cscs.ch}}.\n        \\item[\\faPhone] +39 347 01 86 842 (Italian mobile number),\n        +41 77 462 39 03 (Swiss mobile number).\n        \\item[\\faSkype] \\texttt{steubb92} (\\href{mailto:stefano.ubbiali@outlook.com}{\\texttt{stefano.ubbiali@outlook.com}}).\n        \\item[\\faBook] ORCID ID: $0000-0002-1506-9241$.\n    \\end{itemize} \n    \n  \\section*{Education}',
     [('EMAIL_ADDRESS', 'subbiali@phys.ethz.ch'), ('EMAIL_ADDRESS', 'subbiali@cscs.ch'), ('PHONE_NUMBER', '+39 347 01 86 842'), ('PHONE_NUMBER', '+41 77 462 39 03'), ('EMAIL_ADDRESS', 'stefano.ubbiali@outlook.com')]),
    ('helgee/cv@b5f12e07553d:lebenslauf.tex#L36-L52', 'de_DE',
     "% NACHNAME\n\\familyname{Eichhorn}\n%TITEL (optional, ggf. einfach die Zeile lˆschen!)\n\\title{Lebenslauf}\n%ADRESSE  (optional, ggf. einfach die Zeile lˆschen!)\n\\address{Nelly-Sachs-Str. 23}{64347 Griesheim}\n%HANDYNUMMER  (optional, ggf. einfach die Zeile lˆschen!)\n\\mobile{+49 171/8106299}\n%FESTNETZNUMMER  (optional, ggf. einfach die Zeile lˆschen!)\n% \\phone{+496132 / 62947}\n%EMAIL-ADRESSE  (optional, ggf. einfach die Zeile lˆschen!)\n\\email{helge@helgeeichhorn.de}\n%HOMEPAGE  (optional, ggf. einfach die Zeile lˆschen!)\n% \\homepage{www.helgeeichhorn.de}\n%FOTO  (optional, ggf. einfach die Zeile lˆschen!)\n%  64pt = Hˆhe des Bildes, 'picture' = Name des Bildes\n% \\photo[40pt]{ei.jpg}",
     [('PHONE_NUMBER', '+49 171/8106299'), ('PHONE_NUMBER', '+496132 / 62947'), ('EMAIL_ADDRESS', 'helge@helgeeichhorn.de')]),
    ('jwiedenmann/resume@31746787ed42:lebenslauf.tex#L58-L72', 'de_DE',
     '%\tComment any of the lines below if they are not required\n%-------------------------------------------------------------------------------\n% Available options: circle|rectangle,edge/noedge,left/right\n\\photo[rectangle,noedge,left]{./cv/photo.jpg}\n\\name{Jonas}{Wiedenmann}\n\\position{IT-Projektleiter, Softwareentwickler}\n% \\address{address}\n\n\\mobile{+49 176 83512335}\n\\email{jonas-wiedenmann@outlook.de}\n\\github{jwiedenmann}\n\\linkedin{jonas-wiedenmann-622848340}{Jonas Wiedenmann}\n\n%-------------------------------------------------------------------------------\n\\begin{document}',
     [('PHONE_NUMBER', '+49 176 83512335'), ('EMAIL_ADDRESS', 'jonas-wiedenmann@outlook.de')]),
    ('ngocminhdao88/bewerbung@f8a5528deec2:anschreiben.tex#L74-L92', 'de_DE',
     '\n\\newpage\n% Anschreiben\n\n% Sender\n\\begin{flushleft}\n    \\textbf{Ngoc Minh Dao}\\\\\n    Bömelburgstraße 18B\\\\\n    30165 Hannover\\\\\n    E-Mail: \\href{mailto:ngocminhdao88@gmail.com}{ngocminhdao88@gmail.com}\\\\\n    Tel.: (+49) 176 74561589\n\\end{flushleft}\n\n% Empfänger\n\\begin{flushleft}\n    \\textbf{\\FirmaName}\\\\\n    Institut für Stahlbau\\\\\n    %\\AnsprechpartnerVoll\\\\\n    \\FirmaAdresseLineOne\\\\',
     [('EMAIL_ADDRESS', 'ngocminhdao88@gmail.com'), ('PHONE_NUMBER', '(+49) 176 74561589')]),
    ('reyemDarnok/lebenslauf@6f839ebe665f:lebenslauf.tex#L40-L54', 'de_DE',
     '\\usepackage[english]{babel}  % FIXME: using spanish breaks moderncv\n\n% personal data\n\\name{Ben Konrad}{Meyer}\n\\title{Lebenslauf}                               % optional, remove / comment the line if not wanted\n\\born{11 Oktober 2001}                                 % optional, remove / comment the line if not wanted\n\\address{Am Buttermarkt 60}{51371 Leverkusen}{Deutschland}% optional, remove / comment the line if not wanted; the "postcode city" and "country" arguments can be omitted or provided empty\n\\phone[mobile]{+49 15772093042}                   % optional, remove / comment the line if not wanted; the optional "type" of the phone can be "mobile" (default), "fixed" or "fax"\n%\\phone[fixed]{+49 02173 40315}\n\\email{ben.k.meyer@gmail.com}                               % optional, remove / comment the line if not wanted\n%\\homepage{www.johndoe.com}                         % optional, remove / comment the line if not wanted\n\n% Social icons\n\\social[linkedin]{ben-konrad-meyer}                        % optional, remove / comment the line if not wanted\n%\\social[xing]{john\\_doe}                           % optional, remove / comment the line if not wanted',
     [('PHONE_NUMBER', '+49 15772093042'), ('PHONE_NUMBER', '+49 02173 40315'), ('EMAIL_ADDRESS', 'ben.k.meyer@gmail.com')]),
    ('freddieRv/resume@5faee7570bbf:lebenslauf.tex#L48-L64', 'es_MX',
     '\\usepackage{import}\n\n%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\n%     Personal Data\n%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\n%%% Essentials\n\\picture{yomero_v2_xxs.jpg}\n\\name{Federico}{Ramírez Villagrana}\n\\address{Guadalajara, Jalisco, México}\n\\mobile{(+52) 3314 755965}\n%%% Social\n\\email{federico.ram.v@gmail.com}\n\\github{freddieRv}\n\\linkedin{freddierv}\n%%% Optionals\n\\position{26 years old, Software engineer}\n\\quote{My biggest interests are shell scripting, server management, distributed systems, AI, design patterns and principles, databases, and psychedelic cumbias.}',
     [('PHONE_NUMBER', '(+52) 3314 755965'), ('EMAIL_ADDRESS', 'federico.ram.v@gmail.com')]),
    ('lothas/Resume@9f02a0f6b058:resume.tex#L196-L210', 'he_IL',
     "\t\\BibEntry{3}{``A Biologically Inspired Controller For Dynamic Biped Locomotion'', The Eighth Computational Motor Control Workshop at Ben-Gurion University of the Negev, Israel, 2012.}\n\t\n\t\\section*{Contact information for references}\n\t\\begin{itemize}\n\t\t\\item Jean-Baptiste Mouret, Ph.D. (Research Director at Inria), \\EmailLink{jean-baptiste.mouret@inria.fr}\n\t\t\\item Serena Ivaldi, Ph.D. (Research Scientist at Inria), \\EmailLink{serena.ivaldi@inria.fr}\n\t\t\\item Miriam Zacksenhouse, Ph.D. (Assoc. Prof. Technion), +972-54-5820404, \\EmailLink{mermz@technion.ac.il}\n%\t\t\\item Yizhar Or, Ph.D. (Assoc. Prof. at Technion), +972-77-8875493, \t\n%\t\t\\EmailLink{izi@technion.ac.il}\n\t\t\\item Ari Yakir (Project Manager at Cogniteam), \\EmailLink{ari@cogniteam.com}\n\t\t\\item Lauri Viitas (VP of Product and Business Development at Guzik), +1-650-625-8000, \\EmailLink{lauriv@guzik.com}\n\t\\end{itemize}\n}\n\n\\end{document}",
     [('EMAIL_ADDRESS', 'jean-baptiste.mouret@inria.fr'), ('EMAIL_ADDRESS', 'serena.ivaldi@inria.fr'), ('PHONE_NUMBER', '+972-54-5820404'), ('EMAIL_ADDRESS', 'mermz@technion.ac.il'), ('PHONE_NUMBER', '+972-77-8875493'), ('EMAIL_ADDRESS', 'izi@technion.ac.il'), ('EMAIL_ADDRESS', 'ari@cogniteam.com'), ('PHONE_NUMBER', '+1-650-625-8000'), ('EMAIL_ADDRESS', 'lauriv@guzik.com')]),
    ('IvaanEr/cv@28113b5a331b:cv-en.tex#L32-L48', 'es_AR',
     "  %\tNAME AND CONTACT INFORMATION SECTION\n  %----------------------------------------------------------------------------------------\n\n  \\firstname{Iván} % Your first name\n  \\familyname{Ernandorena} % Your last name\n\n  % All information in this block is optional, comment out any lines you don't need\n  % \\title{Curriculum Vitae}\n\n  \\mobile{+54 341 3509 249}\n  \\email{ivan.ernandorena@gmail.com}\n  \\photo[70pt][0.4pt]{picture_2} % The first bracket is the picture height, the second is the thickness of the frame around the picture (0pt for no frame)\n  \\quote{I am a BSc graduate in Computer Science (thesis pending) and I developed my professional career as a software engineer during the last 5 years. Both honesty and responsibility are values\n  that guide my personal and professional development. Advanced level of English, both written and spoken. I love functional programming and I am a cryptocurrency enthusiastic.}\n\n%---------------------------------------------------------------------------------\n%            content",
     [('PHONE_NUMBER', '+54 341 3509 249'), ('EMAIL_ADDRESS', 'ivan.ernandorena@gmail.com')]),
    ('agonzalezro/Curriculum-Vitae@7724859b497b:cv_alex_gonzalez.tex#L26-L42', 'es_ES',
     '% adjust the page margins\n\\usepackage[scale=.95]{geometry}\n%\\setlength{\\hintscolumnwidth}{3cm}\n\\AtBeginDocument{\\recomputelengths}\n\n% personal data\n\\firstname{Álex}\n\\familyname{González}\n\n%\\phone[mobile]{\\texttt{+34 640 265 101}}\n%\\homepage{agonzalezro.github.io}\n\\email{agonzalezro@gmail.com}\n\n%\\social[github]{agonzalezro}\n%\\social[twitter]{agonzalezro}\n\\social[linkedin]{alexandregonzalezrodriguez}',
     [('PHONE_NUMBER', '+34 640 265 101'), ('EMAIL_ADDRESS', 'agonzalezro@gmail.com')]),
    ('geofis/cv@76ee0a7d3b31:cv-es.Rmd#L1-L16', 'es_DO',
     '---\nname: José Ramón\nsurname: Martínez Batlle\nposition: "Professor & Researcher"\naddress: "School of Geography, Autonomous University of Santo Domingo"\nphone: +1809 535 8273 ext 4281\nwww: geografiafisica.org\nemail: "joseramon@geografiafisica.org"\ntwitter: geografiard\ngithub: geofis\ndate: "`r format(Sys.time(), \'%B %Y\')`"\noutput:\n  vitae::hyndman:\n    keep_tex: true\n    # latex_engine: xelatex\neditor_options: ',
     [('PHONE_NUMBER', '+1809 535 8273 ext 4281'), ('EMAIL_ADDRESS', 'joseramon@geografiafisica.org')]),
    ('kevincatino/cv@b61f015331f6:cv.tex#L86-L98', 'es_AR',
     '\\providecommand{\\LANGUAGE}{english}\n\n\\begin{document}\n\\selectlanguage{\\LANGUAGE}\n%----------HEADING----------\n\\begin{center}\n    \\textbf{\\Huge \\scshape Kevin Catino} \\\\ \\vspace{1pt}\n    \\small +54 3489-55-1616 $|$ \\href{mailto:x@x.com}{\\underline{kevincatino18@gmail.com}} $|$ \n    \\href{https://www.linkedin.com/in/kevincatino}{\\underline{www.linkedin.com/in/kevincatino}} $|$\n    \\href{https://github.com/kevincatino}{\\underline{github.com/kevincatino}}\n\\end{center}',
     [('PHONE_NUMBER', '+54 3489-55-1616'), ('EMAIL_ADDRESS', 'x@x.com'), ('EMAIL_ADDRESS', 'kevincatino18@gmail.com')]),
    ('madelinkind/cv@856158f18552:twentyseconds/cv-es.tex#L50-L66', 'es_CU',
     "%----------------------------------------------------------------------------------------\n% If you don't need one or more of the below, just remove the content leaving the command, e.g. \\cvnumberphone{}\n\n\\cvname{MADELIN DIAZ} % Your name\n\\cvjobtitle{ Ingeniero de Software } % Job\n% title/career\n\n\\cvlinkedin{/in/madelin-díaz-ramos/}\n\\cvgithub{github.com/madelinkind}\n\\cvnumberphone{(+53) 535 38731} % Phone number\n\\cvsite{madelinkind.github.io} % Personal website\n\\cvmail{madelinkind@gmail.com} % Email address\n\n%----------------------------------------------------------------------------------------\n\n\\begin{document}",
     [('PHONE_NUMBER', '(+53) 535 38731'), ('EMAIL_ADDRESS', 'madelinkind@gmail.com')]),
    ('miguelmaso/cv@8fbfe8cfd720:cv-es.tex#L1-L20', 'es_ES',
     '\\documentclass[11pt]{article}\n\n\\usepackage[spanish]{babel}\n\\usepackage{cv}\n\n\\addbibresource{cv.bib}\n\n\\author{Dr. Ing. Miguel Masó}\n\n\\begin{document}\n\\maketitle\n\\email{miguel.maso@socotec.com} \\qquad +34 717 712 217 \\\\\nCiudad: Barcelona (08034) \\qquad\nFecha de nacim.: 9/4/1989 \\qquad\nORCID: 0000-0003-0962-8550\n\n\n\\section{Historial profesional}\n\\begin{tabularx}{\\linewidth}{lX}\n    2022 - actual &',
     [('EMAIL_ADDRESS', 'miguel.maso@socotec.com'), ('PHONE_NUMBER', '+34 717 712 217')]),
    ('pforero/personal-cv@1e040a9e7a3f:cv-es.tex#L38-L54', 'es_ES',
     '%\tPERSONAL INFORMATION\n%\tComment any of the lines below if they are not required\n%-------------------------------------------------------------------------------\n% Available options: circle|rectangle,edge/noedge,left/right\n% \\photo{./examples/profile.png}\n\\name{Pablo}{Forero}\n\\position{Científico de Datos{\\enskip\\cdotp\\enskip}Investigador Económico}\n\\address{Av. de Valdemarin 91A 1ºD, 28023, Madrid, España}\n\n\\mobile{(+34) 651 808 171}\n\\email{work@pabloforero.eu}\n\\homepage{pabloforero.eu}\n\\github{pforero}\n\\linkedin{pablo-forero}\n% \\gitlab{gitlab-id}\n% \\stackoverflow{SO-id}{SO-name}\n% \\twitter{@twit}',
     [('PHONE_NUMBER', '(+34) 651 808 171'), ('EMAIL_ADDRESS', 'work@pabloforero.eu')]),
    ('ruifm/cv@b95a4f7f3271:cv.tex#L34-L50', 'es_ES',
     '%----------------------------------------------------------------------------------------\n%\t PERSONAL INFORMATION\n%----------------------------------------------------------------------------------------\n\n\\cvname{Rui Marques}\n\\cvjobtitle{\\en{Software Engineer}\\spa{Ingeniero de Software}}\n\\profilepic{photo.png}\n\\cvlinkedin{in/ruiferreiramarques}\n\\cvgithub{github.com/ruifm}\n\\cvnumberphone{\\href{tel:+34663559607}{(+34) 663 559 607}}\n\\cvsite{ruimarques.xyz}\n\\cvmail{inquiries@ruimarques.xyz}\n\\cvskype{ruifm75969}\n\\cvaddress{\\href{https://goo.gl/maps/ikvtH4ZwUw6LTwAL8}{A Coruña, Spain}}\n\\cvtwitter{rui\\_f\\_marques}',
     [('PHONE_NUMBER', '+34663559607'), ('PHONE_NUMBER', '(+34) 663 559 607'), ('EMAIL_ADDRESS', 'inquiries@ruimarques.xyz')]),
    ('xmnlab/cv@f93fa282c793:cv-es.tex#L27-L31', 'es_BO',
     '% personal data\n\\name{Ivan}{Ogasawara}\n\\title{Open Source Developer}                               % optional, remove / comment the line if not wanted\n% \\address{street and number}{postcode city}{country}% optional, remove / comment the line if not wanted; the "postcode city" and and "country" arguments can be omitted or provided empty\n\\phone[mobile]{+591 69757089}                   % optional, remove / comment the line if not wanted',
     [('PHONE_NUMBER', '+591 69757089')]),
    ('AlexandreLachanceGit/cv@e9188744a5f0:cv_fr.tex#L1-L14', 'fr_CA',
     '\\documentclass{muratcan_cv}\n\n\\setname{Alexandre Lachance}{}\n\\setaddress{Québec, Québec, Canada}\n\\setmobile{+1 514-550-6196}\n\\setmail{alexandrelachance@me.com}\n\\setthemecolor{Black}\n\\setlinkedinaccount{https://www.linkedin.com/in/alexandre-lachance-36b497164/} \n\\setgithubaccount{https://github.com/AlexandreLachanceGit} \n\n\\begin{document}\n\n%Créer en-tête\n\\headerview',
     [('PHONE_NUMBER', '+1 514-550-6196'), ('EMAIL_ADDRESS', 'alexandrelachance@me.com')]),
    ('Ambroisie/cv@7f5b98be30f0:cv_common.tex#L4-L20', 'en_GB',
     '\n\\profilepic{} % Profile picture\n\n\\cvname{Bruno BELANYI} % Your name\n\\cvjobtitle{\\enfr{Computer Scientist}{Ingénieur Informatique}} % Job title/career\n\n\\cvdate{\\enfr{04 November 1999}{04 Novembre 1999}} % Date of birth\n\\cvaddress{\\enfr{London, United-Kingdom}{Londres, Royaume-Uni}} % Current address\n\\cvmail{bruno@belanyi.fr} % Mail address\n\\cvnumberphone{+44 7900 231174} % Phone number\n\\cvsite{https://belanyi.fr} % Personal website\n\n%-------------------------------------------------------------------------------\n\n\\begin{document}\n\n%-------------------------------------------------------------------------------',
     [('EMAIL_ADDRESS', 'bruno@belanyi.fr'), ('PHONE_NUMBER', '+44 7900 231174')]),
    ('Dyc0de/CV@038708c9c60f:cv_fr.tex#L14-L26', 'fr_CA',
     "\\textheight = 700pt\r\n\r\n\\begin{document}\r\n\r\n\\name{Dylan Farvacque\\\\[12pt]} % the \\\\[12pt] adds a blank line after name\r\n\r\n\\address{{\\bf Adresse} \\\\ 2295, Avenue Aird, app\\#08 \\\\ Montr\\'{e}al, QC, H1V 2W4  \\\\ Canada. \\\\(438) 873-0497 }\r\n\\address{{\\bf Courriel} \\\\ dylan.farvacque@polymtl.ca \\\\{\\href{https://ca.linkedin.com/in/dylanfarvacque}{\\textcolor{blue}{\\underline{Mon Linkedin}}}}}\r\n\r\n\\begin{resume}\r\n\r\n\r\n  %Section competences\r",
     [('PHONE_NUMBER', '(438) 873-0497'), ('EMAIL_ADDRESS', 'dylan.farvacque@polymtl.ca')]),
    ('ElliotKetchup/CV@3e03e1b0172d:fr.html#L14-L40', 'fr_FR',
     '  <script type="application/ld+json">\n  {\n    "@context": "https://schema.org",\n    "@type": "Person",\n    "name": "Elliot Alladaye",\n    "email": "alladayeelliot@gmail.com",\n    "telephone": "+33623369225",\n    "url": "https://www.linkedin.com/in/elliot-alladaye",\n    "jobTitle": "Ingénieur Backend & IA",\n    "sameAs": ["https://www.linkedin.com/in/elliot-alladaye"]\n  }\n  </script>\n</head>\n<body>\n  <div class="page">\n\n    <header>\n      <div class="lang-switch"><a href="index.html">EN</a> | <strong>FR</strong></div>\n      <h1>Elliot Alladaye</h1>\n      <p class="job-title">Ingénieur Backend &amp; IA</p>\n      <p class="contact">\n        <a href="mailto:alladayeelliot@gmail.com">alladayeelliot@gmail.com</a> &bull;\n        <a href="tel:+33623369225">+33 6 23 36 92 25</a> &bull;\n        <a href="https://www.linkedin.com/in/elliot-alladaye">linkedin.com/in/elliot-alladaye</a>\n      </p>\n      <p class="availability">Nord de la France / Belgique &bull; <strong>Disponible en CDI/CDD à partir de septembre 2026</strong></p>\n    </header>',
     [('EMAIL_ADDRESS', 'alladayeelliot@gmail.com'), ('PHONE_NUMBER', '+33623369225'), ('PHONE_NUMBER', '+33 6 23 36 92 25')]),
    ('MPeloquin/cv@753f1b5ef1cb:cv.tex#L78-L92', 'fr_CA',
     "\\newcommand{\\resumeItemListEnd}{\\end{itemize}\\vspace{-5pt}}\n\n\\begin{document}\n\n% -- HEADING --\n\\begin{tabular*}{\\textwidth}{l@{\\extracolsep{\\fill}}r}\n  \\textbf{\\Huge\\vspace{-30pt}\\color{main} Maxime P\\'eloquin} \\\\\n\n    & \\href{mailto:maxime.peloquin@gmail.com}{maxime.peloquin@gmail.com} \\\\\n    & 514-358-2342 \\\\\n    & \\href{https://linkedin.com/in/maxime-peloquin}{linkedin.com/in/maxime-peloquin} \\\\\n    \n  \\vspace{-20pt}\n\\end{tabular*}",
     [('EMAIL_ADDRESS', 'maxime.peloquin@gmail.com'), ('PHONE_NUMBER', '514-358-2342')]),
    ('OmarBouhlal/portfolio@2fa37d07eed0:demande_candidature_v1.tex#L16-L36', 'fr_MA',
     '\\begin{document}\n\n% ============================================================\n% SENDER INFO\n% ============================================================\n{\\bfseries Omar BOUHLAL} \\\\\nP22046 \\\\\n2ème année cycle d’Ingénieur \\\\\nOption Informatique - Ingénierie Logicielle et Systèmes Intelligents \\\\\nENSAM – Meknès \\\\\nEmail : omarbouhlal05@gmail.com \\\\\nTél : +212 766 678 608\n\n\\vspace{2em}\n\n% ============================================================\n% DATE & SUBJECT\n% ============================================================\n\\hfill Faite à Meknès, le \\today\n\n\\vspace{1em}',
     [('EMAIL_ADDRESS', 'omarbouhlal05@gmail.com'), ('PHONE_NUMBER', '+212 766 678 608')]),
    ('SabatierBoris/CV@0f72fa4ed73c:cv_fr.tex#L6-L22', 'fr_FR',
     '\\usepackage[utf8]{inputenc}\n\\usepackage[left=0.5cm,top=0.5cm,right=0.5cm,bottom=0cm,nohead,nofoot]{geometry}\n\\usepackage[none]{hyphenat}\n\\setlength{\\hintscolumnwidth}{3cm}           % if you want to change the width of the column with the dates\n\n\\name{Boris}{SABATIER}\n\\title{Ingénieur en informatique}\n\\address{21 rue neyret}{69001 Lyon}\n\\phone[mobile]{06 50 82 32 97}\n\\email{boris-cv@sabatier.io}\n\\extrainfo{Permis voiture depuis 2006}\n\n\\begin{document}\n\t\\maketitle\n\t\\section{Expériences}\n\t\t\\cventry{Depuis Septembre 2016}{Ingénieur DevOps}{Stormshield}{Lyon}{France}{\n\t\t\t\\begin{itemize}',
     [('PHONE_NUMBER', '06 50 82 32 97'), ('EMAIL_ADDRESS', 'boris-cv@sabatier.io')]),
    ('SabatierBoris/CV@0f72fa4ed73c:cv_en.tex#L6-L22', 'fr_FR',
     '\\usepackage[utf8]{inputenc}\n\\usepackage[left=0.5cm,top=0.5cm,right=0.5cm,bottom=0cm,nohead,nofoot]{geometry}\n\\usepackage[none]{hyphenat}\n\\setlength{\\hintscolumnwidth}{3cm}           % if you want to change the width of the column with the dates\n\n\\name{Boris}{SABATIER}\n\\title{DevOps engineer}\n\\address{21 rue neyret}{69001 Lyon, France}\n\\phone[mobile]{+336 50 82 32 97}\n\\email{boris-cv@sabatier.io}\n\\extrainfo{Driving licence since 2006}\n\n\\begin{document}\n\t\\maketitle\n\t\\section{Professional Experience}\n\t\t\\cventry{Since September 2016}{DevOps Engineer}{Stormshield}{Lyon}{France}{\n\t\t\t\\begin{itemize}',
     [('PHONE_NUMBER', '+336 50 82 32 97'), ('EMAIL_ADDRESS', 'boris-cv@sabatier.io')]),
    ('YosrBennagra/Latex-CV@c47c711773d0:CVs/Naoures/French/CV_Naoures_BenNagra_French.tex#L1-L16', 'ar_TN',
     '\\documentclass[11pt,a4paper]{article}\n\\input{../../../preamble}\n\n\\newif\\ifshowkeywords\n\\showkeywordsfalse\n\n\\cvname{Naoures Ben Nagra}\n\\cvcontact{Tunisie}\n\\cvphone{+216 93 507 464}\n\\cvemail{naoures.bennagra@gmail.com}\n\\cvaddress{Tunisie}\n\\cvgithub{}\n\\cvwebsite{}\n\n\\begin{document}\n% ================= HEADER =================',
     [('PHONE_NUMBER', '+216 93 507 464'), ('EMAIL_ADDRESS', 'naoures.bennagra@gmail.com')]),
    ('YosrBennagra/Latex-CV@c47c711773d0:mcp-server/cv-data.js#L1-L16', 'ar_TN',
     "// CANONICAL CV DATA - SOURCE OF TRUTH\n// CRITICAL: AI agents MUST use only this data. Never fabricate or add unverified information.\n// Last Updated: December 2, 2025\n\nexport const cvData = {\n  personal: {\n    name: 'Yosr Ben Nagra',\n    email: 'yosrbennagra@gmail.com',\n    phone: '+216 53916040',\n    location: 'Ariana, Tunisia',\n    github: 'https://github.com/YosrBennagra',\n    portfolio: 'https://portfolio-yosr.vercel.app/en',\n    languages: {\n      arabic: 'Native',\n      english: 'Fluent',\n      french: 'Fluent',",
     [('EMAIL_ADDRESS', 'yosrbennagra@gmail.com'), ('PHONE_NUMBER', '+216 53916040')]),
    ('datenanfragen/website@f2aae6840f9f:content/de/contact.md#L5-L16', 'de_DE',
     '}\n\n## Angaben gemäß § 5 TMG\n\n**Postanschrift** (keine Bürozeiten):  \nDatenanfragen.de e.&nbsp;V.  \nSchreinerweg 6  \n38126 Braunschweig  \nDeutschland\n\n**Telefon:** +49 531 209299 35  \n**Telefax:** +49 531 209299 36  ',
     [('PHONE_NUMBER', '+49 531 209299 35'), ('PHONE_NUMBER', '+49 531 209299 36')]),
    ('datenanfragen/website@f2aae6840f9f:content/fr/verein/board.md#L16-L30', 'de_DE',
     "\n* Malte Wessels, Conseiller ([malte@datenanfragen.de](mailto:malte@datenanfragen.de), [PGP-Key](/pgp/B713F012.asc)  \n  `1657 D0F0 35FE 9AB0 89DB\xa0\xa055BC C7B5 0857 B713 F012`)\n\nTu peux contacter le comité directeur de différentes façons :\n\n* par e-mail à l'adresse [vorstand@datenanfragen.de](mailto:vorstand@datenanfragen.de) ([Clé PGP](/pgp/3E2B296B.asc) `2E72\xa0EA5B\xa0DDE3\xa01730\xa058D7\xa0\xa0F87D\xa0A0C1\xa0C012\xa03E2B\xa0296B`)\n* par téléphone au +49 531 209299 35 (pas d'horaires de bureau)  \n* par fax au +49 531 209299 36  \n* par courrier à l'adresse  \n    *Vorstand  \n    Datenanfragen.de e. V.  \n    Schreinerweg 6  \n    38126 Braunschweig  \n    Allemagne*",
     [('EMAIL_ADDRESS', 'malte@datenanfragen.de'), ('EMAIL_ADDRESS', 'vorstand@datenanfragen.de'), ('PHONE_NUMBER', '+49 531 209299 35'), ('PHONE_NUMBER', '+49 531 209299 36')]),
    ('datenanfragen/website@f2aae6840f9f:content/de/privacy.md#L260-L280', 'de_DE',
     '\n### Recht auf Beschwerde bei einer Aufsichtsbehörde\n\nNach Art. 77 DSGVO hast Du unbeschadet eines anderweitigen verwaltungsrechtlichen oder gerichtlichen Rechtsbehelfs das Recht auf Beschwerde bei einer Aufsichtsbehörde, insbesondere im Mitgliedsstaat Deines gewöhnlichen Aufenthaltsortes, Deines Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes, wenn Du der Ansicht bist, dass die Verarbeitung Dich betreffender personenbezogener Daten gegen die DSGVO verstößt.\n\nFür uns ist die folgende Aufsichtsbehörde zuständig:\n\n{{< link slug="supervisory-authority/dendslfd" text="Die Landesbeauftragte für den Datenschutz Niedersachsen" >}}  \nPrinzenstraße 5  \n30159 Hannover  \nDeutschland\n\nTelefon: +49 511 120 4500  \nTelefax: +49 511 120 4599  \nE-Mail: [poststelle@lfd.niedersachsen.de](mailto:poststelle@lfd.niedersachsen.de) ([PGP-Key](https://www.lfd.niedersachsen.de/wir_ueber_uns/hinweis_zur_eroeffnung_zugangs_elektronischer_kommunikation/hinweis-zur-eroeffnung-des-zugangs-elektronischer-kommunikation-56046.html))  \nWeb: [www.lfd.niedersachsen.de](https://www.lfd.niedersachsen.de/startseite/)',
     [('PHONE_NUMBER', '+49 511 120 4500'), ('PHONE_NUMBER', '+49 511 120 4599'), ('EMAIL_ADDRESS', 'poststelle@lfd.niedersachsen.de')]),
    ('wcarc-on/wcarc-site@aa43636e0f5a:contacts.md#L1-L40', 'en_US',
     '---\nlayout: page\ntitle: Contacts\n---\n## Executive\n\n* President: Mike Kennedy (VA3TEC)\n* Vice President: Lawrence Dobranski (VA3IQ)\n* Treasurer: Glenn MacDonell (VE3XRA)\n* Secretary: Bert Zauhar (VE2ZAZ)\n* Director: Robert Boyd (VE3BE)\n\n## Web Pages\n\n* Webmaster: [Clayton Smith (VE3IRR)](mailto:argilo@gmail.com)\n\n## Mailing Address\n\nWest Carleton Amateur Radio Club  \nc/o Wayne Getchell  \n18 Gervin Street  \nNepean, ON  \nK2G 0J8\n\n## Club Call Signs\n\nThe Club call sign [VE3WCC](https://www.qrz.com/db/ve3wcc) is issued by Industry\nCanada. The official contact for matters related to the Club call sign is Wayne Getchell (VE3CZO).\n\n## Mailing List\n\nOur club uses a Groups.io mailing list for announcements and general discussion:\n[https://groups.io/g/wcclist](https://groups.io/g/wcclist)\n\nTo prevent spam, requests to join the list must be approved by one of the moderators.\nAnyone with an interest in the club may join the mailing list; membership in the club\nis not a requirement.\n\n## Membership',
     [('EMAIL_ADDRESS', 'argilo@gmail.com')]),
    ('0xdkay/cv@b37f476b5302:cv.tex#L690-L714', 'en_US',
     '\\sectiontitle{List of References}\n\n\\begin{timeenumerate}{}{}\n    \\item \\textbf{Dr. Yongdae Kim} \\\\\n    {\\small Director, Cyber Security Research Center (CSRC), KAIST \\\\\n    Professor, School of Electrical Engineering and Graduate School of Information Security, KAIST \\\\\n    Email: \\email{yongdaek@kaist.ac.kr} \\\\\n    Homepage: \\url{https://syssec.kaist.ac.kr/~yongdaek/}}\n\n    \\item \\textbf{Dr. Taesoo Kim} \\\\\n    {\\small Professor, School of Cybersecurity and Privacy (SCP) and Computer Science (SCS), Georgia Tech \\\\\n    Email: \\email{taesoo@gatech.edu} \\\\\n    Homepage: \\url{https://taesoo.kim/}}\n\n    \\item \\textbf{Dr. Sang Kil Cha} \\\\\n    {\\small Director, Cyber Security Research Center (CSRC), KAIST \\\\\n    Associate Professor, School of Computing and Graduate School of Information Security, KAIST \\\\\n    Email: \\email{sangkilc@kaist.ac.kr} \\\\\n    Homepage: \\url{https://softsec.kaist.ac.kr/~sangkilc/}}\n\n    \\item \\textbf{Dr. Sooel Son} \\\\\n    {\\small Associate Professor, School of Computing and Graduate School of Information Security, KAIST \\\\\n    Email: \\email{sl.son@kaist.ac.kr} \\\\\n    Homepage: \\url{https://sites.google.com/site/ssonkaist/}}',
     [('EMAIL_ADDRESS', 'yongdaek@kaist.ac.kr'), ('EMAIL_ADDRESS', 'taesoo@gatech.edu'), ('EMAIL_ADDRESS', 'sangkilc@kaist.ac.kr'), ('EMAIL_ADDRESS', 'sl.son@kaist.ac.kr')]),
    ('plida/2025_2026-introduction_in_routing-k3323-krestyanova_e_f@0e0dda7233d6:lab2/config/r01-msk.rsc#L1-L19', 'en_US',
     '/ip address\nadd address=192.168.11.1/30 interface=ether2\nadd address=192.168.13.2/30 interface=ether3\nadd address=10.1.0.1/16 interface=ether4\n/ip pool\nadd name=dhcp-pool ranges=10.1.0.10-10.1.255.254\n/ip dhcp-server\nadd address-pool=dhcp-pool disabled=no interface=ether4 name=dhcp-server\n/ip dhcp-server network\nadd address=10.1.0.0/16 gateway=10.1.0.1\n/ip route\nadd distance=1 dst-address=10.2.0.0/16 gateway=192.168.11.2\nadd distance=1 dst-address=10.3.0.0/16 gateway=192.168.13.1\n/user\nadd name=plida password=letmein group=full\nremove admin\n/system identity\nset name=R01.MSK',
     [('IP_ADDRESS', '192.168.11.1'), ('IP_ADDRESS', '192.168.13.2'), ('IP_ADDRESS', '10.1.0.1'), ('IP_ADDRESS', '10.1.0.10'), ('IP_ADDRESS', '10.1.255.254'), ('IP_ADDRESS', '10.1.0.0'), ('IP_ADDRESS', '10.2.0.0'), ('IP_ADDRESS', '192.168.11.2'), ('IP_ADDRESS', '10.3.0.0'), ('IP_ADDRESS', '192.168.13.1')]),
    ('a-orlova/2025_2026-introduction_in_routing-k3323-orlova_a_a@89eec3a37c11:lab3/lab3_report.md#L30-L91', 'en_US',
     '\nОписываю схему сети в файле lab3.yaml в соответствии с заданием.\n\n```\nname: lab3\nmgmt:\n  network: alena_mgmt\n  ipv4-subnet: 172.16.16.0/24\n\ntopology:\n  kinds:\n    vr-ros:\n      image: vrnetlab/mikrotik_routeros:6.47.9\n\n  nodes:\n    R01.SPB:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.101\n      startup-config: config/r01_SPB.rsc\n    R01.HKI:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.102\n      startup-config: config/r01_HKI.rsc\n    R01.MSK:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.103\n      startup-config: config/r01_MSK.rsc\n    R01.LND:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.104\n      startup-config: config/r01_LND.rsc\n    R01.LBN:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.105\n      startup-config: config/r01_LBN.rsc\n    R01.NY:\n      kind: vr-ros\n      mgmt-ipv4: 172.16.16.106\n      startup-config: config/r01_NY.rsc\n    PC1:\n      kind: linux\n      image: alpine:latest\n      mgmt-ipv4: 172.16.16.2\n      binds:\n        - ./config:/config\n      exec:\n        - sh /config/pc1.sh\n    SGI_Prism:\n      kind: linux\n      image: alpine:latest\n      mgmt-ipv4: 172.16.16.3\n      binds:\n        - ./config:/config\n      exec:\n        - sh /config/sgi_prism.sh\n\n\n  links:\n    - endpoints: ["R01.SPB:eth1","R01.HKI:eth1"]\n    - endpoints: ["R01.SPB:eth2","R01.MSK:eth1"]\n    - endpoints: ["R01.SPB:eth3","PC1:eth1"]\n    - endpoints: ["R01.HKI:eth2","R01.LBN:eth2"]',
     [('IP_ADDRESS', '172.16.16.0'), ('IP_ADDRESS', '172.16.16.101'), ('IP_ADDRESS', '172.16.16.102'), ('IP_ADDRESS', '172.16.16.103'), ('IP_ADDRESS', '172.16.16.104'), ('IP_ADDRESS', '172.16.16.105'), ('IP_ADDRESS', '172.16.16.106'), ('IP_ADDRESS', '172.16.16.2'), ('IP_ADDRESS', '172.16.16.3')]),
    ('a-orlova/2025_2026-introduction_in_routing-k3323-orlova_a_a@89eec3a37c11:lab2/lab2_report.md#L1-L45', 'en_US',
     'University: [ITMO University](https://itmo.ru/ru/)\n\nFaculty: [FICT](https://fict.itmo.ru)\n\nCourse: [Introduction in routing](https://github.com/itmo-ict-faculty/introduction-in-routing)\n\nYear: 2025/2026\n\nGroup: K3323\n\nAuthor: Orlova Alena Aleksandrovna\n\nLab: Lab2\n\nDate of create: 24.10.2025\n\nDate of finished: 17.11.2025\n\n# Лабораторная работа №2 "Эмуляция распределенной корпоративной сети связи, настройка статической маршрутизации между филиалами"\n\n# Описание\nВ данной лабораторной работе вы первый раз познакомитесь с компанией "RogaIKopita Games" LLC которая занимается разработкой мобильных игр с офисами в Москве, Франкфурте и Берлине. Для обеспечения работы своих офисов "RogaIKopita Games" вам как сетевому инженеру необходимо установить 3 роутера, назначить на них IP адресацию и поднять статическую маршрутизацию. В результате работы сотрудник из Москвы должен иметь возможность обмениваться данными с сотрудником из Франкфурта или Берлина и наоборот.\n\n# Цель работы\nОзнакомиться с принципами планирования IP адресов, настройке статической маршрутизации и сетевыми функциями устройств.\n\n# Ход работы\n\n## Схема сети\nОписываю схему сети в файле lab2.yaml в соответствии с заданием. \n\n```\nname: lab2\nmgmt:\n  network: new_mgmt\n  ipv4-subnet: 172.20.20.0/24\n\ntopology:\n  kinds:\n    vr-ros:\n      image: vrnetlab/mikrotik_routeros:6.47.9\n\n  nodes:\n    R01.BRL:\n      kind: vr-ros',
     [('IP_ADDRESS', '172.20.20.0')]),
    ('buulka/2025_2026-introduction_in_routing-k3323-ivanova_e_a@231ba48799a9:lab1/lab1_report.md#L190-L244', 'en_US',
     '\n- VLAN-интерфейсы и ip адреса на них\n\n  ```commandline\n  /interface vlan\n  add name=vlan10 interface=eth2 vlan-id=10\n  add name=vlan20 interface=eth3 vlan-id=20\n\n  /ip address\n  add address=192.168.10.1/24 interface=vlan10\n  add address=192.168.20.1/24 interface=vlan20\n  ```\n\n- DHCP серверы и диапазоны адресов\n\n  ```commandline\n  /ip pool # определяем диапазоны адресов, которые будут раздаваться\n  add name=pool_vlan10 ranges=192.168.10.10-192.168.10.100 \n  add name=pool_vlan20 ranges=192.168.20.10-192.168.20.100\n\n  /ip dhcp-server # создаем dhcp-серверы на каждом VLAN\n  add name=dhcp_vlan10 interface=vlan10 address-pool=pool_vlan10\n  add name=dhcp_vlan20 interface=vlan20 address-pool=pool_vlan20\n\n  /ip dhcp-server enable dhcp_vlan10 # активируем dhcp-сервера\n  /ip dhcp-server enable dhcp_vlan20\n  ```\n\nДля SW01:\n\n- Смена имени устройства, логина и пароля:\n  \n  ```commandline\n  /system identity set name=SW01\n  /user set 0 name=kate password=123\n  ```\n\nДобавим `startup-config` в файл с топологией и пересоберем сеть командой \n```commandline\nsudo containerlab redeploy -t tplg1.clab.yml \n```\n![](./images/p2.png)\n\n#### Схема сети\nСоздадим схему созданной сети командой \n```commandline\ncontainerlab graph -t tplg1.clab.yml\n```\n![](./images/graph.png)\n\nОтлично, граф соответствует схеме из задания \n\n#### Проверка связности\nПодключимся к PC1 и попробуем отправить пинг на PC2\n```commandline',
     [('IP_ADDRESS', '192.168.10.1'), ('IP_ADDRESS', '192.168.20.1'), ('IP_ADDRESS', '192.168.10.10'), ('IP_ADDRESS', '192.168.10.100'), ('IP_ADDRESS', '192.168.20.10'), ('IP_ADDRESS', '192.168.20.100')]),
    ('buulka/2025_2026-introduction_in_routing-k3323-ivanova_e_a@231ba48799a9:lab1/lab1_report.md#L240-L282', 'en_US',
     'Отлично, граф соответствует схеме из задания \n\n#### Проверка связности\nПодключимся к PC1 и попробуем отправить пинг на PC2\n```commandline\ndocker exec -it clab-tplg1-PC1 sh\n```\n\n```commandline\n/ # ping -c 5 10.20.0.1\nPING 10.20.0.1 (10.20.0.1): 56 data bytes\n64 bytes from 10.20.0.1: seq=0 ttl=64 time=3.275 ms\n64 bytes from 10.20.0.1: seq=1 ttl=64 time=2.112 ms\n64 bytes from 10.20.0.1: seq=2 ttl=64 time=2.326 ms\n64 bytes from 10.20.0.1: seq=3 ttl=64 time=2.092 ms\n64 bytes from 10.20.0.1: seq=4 ttl=64 time=2.204 ms\n\n--- 10.20.0.1 ping statistics ---\n5 packets transmitted, 5 packets received, 0% packet loss\nround-trip min/avg/max = 2.092/2.401/3.275 ms\n```\nТеперь отправим пинг с PC2 на PC1\n\n```commandline\ndocker exec -it clab-tplg1-PC2 sh\n```\n\n```commandline\n/ # ping -c 5 10.20.0.2\nPING 10.20.0.2 (10.20.0.2): 56 data bytes\n64 bytes from 10.20.0.2: seq=0 ttl=64 time=3.287 ms\n64 bytes from 10.20.0.2: seq=1 ttl=64 time=1.490 ms\n64 bytes from 10.20.0.2: seq=2 ttl=64 time=1.614 ms\n64 bytes from 10.20.0.2: seq=3 ttl=64 time=1.455 ms\n64 bytes from 10.20.0.2: seq=4 ttl=64 time=1.335 ms\n\n--- 10.20.0.2 ping statistics ---\n5 packets transmitted, 5 packets received, 0% packet loss\nround-trip min/avg/max = 1.335/1.836/3.287 ms\n```\n### Вывод\n\nВ ходе выполнения лабораторной работы был освоен инструмент ContainerLab и развернута',
     [('IP_ADDRESS', '10.20.0.1'), ('IP_ADDRESS', '10.20.0.2')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:iproute2.md#L1-L47', 'en_US',
     '# iproute2\n\nKnown for the `ip` command.\n\n## Subcommands\n\n| Subcomand | Description |\n| --------- | ----------- |\n| `addr`    | Manage IP |\n| `link`    | Manage state of network interfaces |\n| `route`   | Manage routing table |\n| `maddr`   | Manage multicast IP |\n| `neigh`   | Show ARP table |\n\n## addr\n\n```shell\n# add an address to device eth0\nip addr add 192.168.1.15/24 dev eth0\n\n# delete an address\nip addr del 192.168.1.15/25 dev eth0\n```\n\n## link\n\n```shell\n# up and down\nip link set eth0 up\nip link set eth0 down\n```\n\n## route\n\n```shell\n# add and delete route for default via 192.168.1.1 through eth0\nip route add default via 192.168.1.1 dev eth0\nip route delete default via 192.168.1.1 dev eth0\n\n# add route for 192.168.1.0/24 via 192.168.1.1\nip route add 192.168.1.0/24 via 192.168.1.1\nip route delete 192.168.1.0/24 via 192.168.1.1\n\n# show route info for this ip\nip route get 192.168.1.16\n```',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '192.168.1.15'), ('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.16')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:iproute2.md#L36-L47', 'en_US',
     '# add and delete route for default via 192.168.1.1 through eth0\nip route add default via 192.168.1.1 dev eth0\nip route delete default via 192.168.1.1 dev eth0\n\n# add route for 192.168.1.0/24 via 192.168.1.1\nip route add 192.168.1.0/24 via 192.168.1.1\nip route delete 192.168.1.0/24 via 192.168.1.1\n\n# show route info for this ip\nip route get 192.168.1.16\n```',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.16')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:ipv4.md#L1-L13', 'en_US',
     '# IPv4\n\n* the address is formed by a set of 32 bits separated into 4 groups of 8 bits\n* the values for each octet can range from 0 to 255, which is the equivalent of 11111111 in binary format\n\n```shell\n# Binary format (4 groups of 8 bits)\n11000000.10101000.00001010.00010100\n\n# Decimal format\n192.168.10.20\n```',
     [('IP_ADDRESS', '192.168.10.20')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:nftables.md#L1-L61', 'en_US',
     '# Nftables\n\n## Scripting\n\n* You can manage nftables rules in a single file\n* As soon as you execute the file, the rules will be applied\n\n```bash\n#!/usr/sbin/nft -f\n\n# deletes all rules before they are created again in the following steps\nflush ruleset\n\ntable inet filter {\n  chain input {\n    # allow incomint ssh\n    tcp dport 22 accept\n\n  }\n  chain forward {\n\n  }\n  chain output {\n    # allow outgoing ssh, http, https\n    tcp dport { 22, 80, 443 } accept\n\n    # allow outgoing dns to google\n    tcp dport 53 ip daddr 8.8.8.8 accept\n    udp dport 53 ip daddr 8.8.8.8 accept\n    tcp dport 53 ip6 daddr 2001:4860:4860::8888 accept\n    udp dport 53 ip6 daddr 2001:4860:4860::8888 accept\n  }\n}\n```\n\n## Commands\n\n```shell\n# list tables\nnft list tables\n\n# list chains\nnft list chains\n\n# list ruleset\nnft list ruleset\n\n# monitor rule changes\nnft monitor\n```\n\n## Defaults\n\nDebian:\n\n| Version              | Default Firewall Backend |\n| :------------------- | :----------------------- |\n| Debian  9 (Stretch)  | iptables\n| Debian 10 (Buster)   | nftables\n| Debian 11 (Bullseye) | nftables',
     [('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '2001:4860:4860::8888')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:vyos.md#L1-L43', 'en_US',
     '# VyOS\n\n## General\n\nVersion:\n\n```shell\nshow version\n```\n\n## Workflow\n\n```shell\nconfigure\n<command>\ncommit\nsave\n```\n\n## BGP (Border Gateway Protocol)\n\nShow all peering status:\n\n```shell\nshow ip bgp summary\n```\n\nCheck specific peer:\n\n```shell\nshow ip bgp neighbor <ip of neighbor>\n```\n\nShow route to ip:\n\n```shell\nshow ip bgp 8.8.8.8\n```\n\n## Links\n\n* Cheat Sheet: https://github.com/bertvv/cheat-sheets/blob/master/docs/VyOS.md',
     [('IP_ADDRESS', '8.8.8.8')]),
    ('mritzmann/cheatsheets@5d6ae782bb11:curl.md#L1-L54', 'en_US',
     '# cURL\n\n## Debuging\n\n```shell\ncurl -svo /dev/null http://www.example.com/\n```\n\n## Ignore Proxy\n\n```shell\ncurl --noproxy \'*\' https://example.com\n```\n\n## Fake DNS\n\nProvide a custom address for a specific host and port pair:\n\n```shell\ncurl --resolve example.com:443:127.0.0.1 https://example.com\ncurl --connect-to 127.0.0.1 https://example.com\n```\n\n## Test TLS\n\n```shell\ncurl --tlsv1.0 https://google.com\ncurl --tlsv1.1 https://google.com\ncurl --tlsv1.2 https://google.com\ncurl --tlsv1.3 https://google.com\n```\n\n## Headers\n\nProvide host header:\n\n```shell\ncurl --header "Host: example.com" http://localhost/\ncurl -H "Host: _" http://localhost/\n```\n\n## User-Agent\n\n```shell\ncurl --user-agent "Monit/5.27.1" http://127.0.0.1:8022/\ncurl -H "Monit/5.27.1" http://127.0.0.1:8022/\n```\n\n## Basic Auth\n\n```shell\ncurl -u admin:admin https://example.com/\n```',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('Avb-89/Note@1858547bc325:Linux/CentOS/LAN/Network_Configure.txt#L1-L40', 'en_US',
     '## ===============Первоначальная настройка сети CentOS====================\n\n1) Смотри какие интерфейсы у нас есть:\n\n   ```$ ip a```\n\n    ```\n    [sitis@GitLAB ~]$ ip a\n    1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000\n        link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00\n        inet 127.0.0.1/8 scope host lo\n           valid_lft forever preferred_lft forever\n        inet6 ::1/128 scope host \n           valid_lft forever preferred_lft forever\n    2: ens192: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000\n        link/ether 00:0c:29:f2:8e:96 brd ff:ff:ff:ff:ff:ff\n        inet 192.168.4.2/24 brd 192.168.4.255 scope global noprefixroute ens192\n           valid_lft forever preferred_lft forever\n        inet6 fe80::fac8:c380:f895:9d79/64 scope link noprefixroute \n           valid_lft forever preferred_lft forever\n    ```\n    \n    смотрим название интерфейса в нашем случае "ens192"\n2) Редактируем файл настроек сети\n\n   ```$ sudo vi /etc/sysconfig/network-scripts/ifcfg-ens192```\n\n   ```\n    TYPE=Ethernet\n    PROXY_METHOD=none\n    BROWSER_ONLY=no\n    BOOTPROTO=static (можем написать dhcp)\n    DEFROUTE=yes\n    IPV4_FAILURE_FATAL=no\n    IPV6INIT=yes\n    IPV6_AUTOCONF=yes\n    IPV6_DEFROUTE=yes\n    IPV6_FAILURE_FATAL=no\n    IPV6_ADDR_GEN_MODE=stable-privacy\n    NAME=ens192',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1'), ('IP_ADDRESS', '192.168.4.2'), ('IP_ADDRESS', '192.168.4.255'), ('IP_ADDRESS', 'fe80::fac8:c380:f895:9d79')]),
    ('Avb-89/Note@1858547bc325:Linux/CentOS/LAN/Network_Configure.txt#L36-L57', 'en_US',
     '    IPV6_AUTOCONF=yes\n    IPV6_DEFROUTE=yes\n    IPV6_FAILURE_FATAL=no\n    IPV6_ADDR_GEN_MODE=stable-privacy\n    NAME=ens192\n    UUID=dc102b55-6e20-4112-bc3f-37dd1da024fa\n    DEVICE=ens192\n    ONBOOT=yes\n    IPADDR=192.168.4.2\n    PREFIX=24\n    GATEWAY=192.168.4.254\n    DNS1=8.8.8.8\n    DNS2=8.8.4.4\n    IPV6_PRIVACY=no\n    ```\n3) После редактирования перезапускаем службу сети:\n\n    ```$ sudo systemctl restart network```\n## =======================================================================',
     [('IP_ADDRESS', '192.168.4.2'), ('IP_ADDRESS', '192.168.4.254'), ('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '8.8.4.4')]),
    ('Avb-89/Note@1858547bc325:Linux/Ansible/Hosts.txt#L40-L81', 'en_US',
     '    ```\n    Тег group_name позволяет ссылаться сразу на несколько серверов; alias задаёт имя сервера.\n\n    Я использую папку в /home/sitis/Ansible/hosts/\n    В которой создаю много файлов (группирую машины) для удобства \n    редактирования например машины серверные и пользовательские.\n    в серверном файле у меня написано:\n    ```\n    [servers]\n    192.168.10.37\n    ```\n    в пользовательском:\n    ```\n    [ws]\n    192.168.10.39\n    ```\n    когда я использую playbook в разделе - hosts: я пишу название группы\n    указанной в фале. например файл называется 123, а в нем написано \n    ```\n    [servers]\n    192.168.10.37\n    ```\n    значит в плейбук мы запишем "servers", ansible сам найдет в файлах название\n    нужной группы.\n******************************************************************************\n\n<Пользователь>\n******************************************************************************\n    Можно указать под каким пользователем будет подключаться ansible\n    Для этого нужно в inventory (по умолчанию в /etc/ansible/hosts) \n    добавить папку group_vars и файл в ней all(любой) с текстом:\n    ```\n    ---\n    ansible_ssh_user: root\n    ```\n    проверить под кем подключается можно:\n    ```\n    ansible -m ping all -k\n    ```\n******************************************************************************\n\n<>',
     [('IP_ADDRESS', '192.168.10.37'), ('IP_ADDRESS', '192.168.10.39')]),
    ('Avb-89/Note@1858547bc325:Linux/Debian/Cjdns_in_Debian/cjdroute.conf#L88-L115', 'en_US',
     '                    //     "password": "password to connect with",\n                    //     "publicKey": "remote node key.k",\n                    //     "peerName": "(optional) human-readable name for peer"\n                    // },\n                    // Ask somebody who is already connected.\n\n                    "164.132.111.49:53741":{\n                    "password" : "cr36pn2tp8u91s672pw2uu61u54ryu8",\n                    "publicKey" : "35mdjzlxmsnuhc30ny4rhjyu5r1wdvhb09dctd1q5dcbq6r40qs0.k"}\n                }\n                }\n            },\n            {\n                // Bind to this port.\n                "bind": "[::]:1624",\n                // Set the DSCP value for Qos. Default is 0.\n                // "dscp": 46,\n\n                // Nodes to connect to (IPv6 only).\n                "connectTo":\n                {\n                "[2001:41d0:401:3100::34e6]:53741":{\n                "password" : "cr36pn2tp8u91s672pw2uu61u54ryu8",\n                "publicKey" : "35mdjzlxmsnuhc30ny4rhjyu5r1wdvhb09dctd1q5dcbq6r40qs0.k"}\n          }\n                    // Add connection credentials here to join the network\n                    // Ask somebody who is already connected.\n                }',
     [('IP_ADDRESS', '164.132.111.49'), ('IP_ADDRESS', '::'), ('IP_ADDRESS', '2001:41d0:401:3100::34e6')]),
    ('Avb-89/Note@1858547bc325:Linux/Debian/Cjdns_in_Debian/cjdroute.conf#L186-L210', 'en_US',
     '            // When a node with the given public key connects, give them the\n            // ip4 and/or ip6 addresses listed.\n            "allowedConnections":\n            [\n                // Give the client an address on 192.168.1.0/24, and an address\n                // it thinks has all of IPv6 behind it.\n                // ip4Prefix is the set of addresses which are routable from the tun\n                // for example, if you\'re advertizing a VPN into a company network\n                // which exists in 10.123.45.0/24 space, ip4Prefix should be 24\n                // default is 32 for ipv4 and 128 for ipv6\n                // so by default it will not install a route\n                // ip4Alloc is the block of addresses which are allocated to the\n                // for example if you want to issue 4 addresses to the client, those\n                // being 192.168.123.0 to 192.168.123.3, you would set this to 30\n                // default is 32 for ipv4 and 128 for ipv6 (1 address)\n                // {\n                //     "publicKey": "f64hfl7c4uxt6krmhPutTheRealAddressOfANodeHere7kfm5m0.k",\n                //     "ip4Address": "192.168.1.24",\n                //     "ip4Prefix": 0,\n                //     "ip4Alloc": 32,\n                //     "ip6Address": "2001:123:ab::10",\n                //     "ip6Prefix": 0\n                //     "ip6Alloc": 64,\n                // },',
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '10.123.45.0'), ('IP_ADDRESS', '192.168.123.0'), ('IP_ADDRESS', '192.168.123.3'), ('IP_ADDRESS', '192.168.1.24'), ('IP_ADDRESS', '2001:123:ab::10')]),
    ('Avb-89/Note@1858547bc325:Linux/Apple/apple_route_to.txt#L1-L11', 'en_US',
     'прописать маршрут до микротика полльзователю и себе\n\nПеренаправление сети к себе в систему (forwarding lan)\n\nВПН выдает айпишники пользователям 172.20.31.xx \n\n#sudo route add 172.20.31.0/24 dev ppp0\n\nsudo route add 172.20.31.0/24 -interface ppp0\n\nsudo route add 192.168.10.0/24 -interface ppp0',
     [('IP_ADDRESS', '172.20.31.0'), ('IP_ADDRESS', '192.168.10.0')]),
    ('Avb-89/Note@1858547bc325:Docker/Note/For_Linux/Shpargalka.txt#L218-L287', 'en_US',
     'docker network create -d overlay MyOverlayNetwork\n\ndocker network create -d bridge MyBridgeNetwork\n\ndocker network create -d overlay \\\n  --subnet=192.168.0.0/16 \\\n  --subnet=192.170.0.0/16 \\\n  --gateway=192.168.0.100 \\\n  --gateway=192.170.0.100 \\\n  --ip-range=192.168.1.0/24 \\\n  --aux-address="my-router=192.168.1.5" --aux-address="my-switch=192.168.1.6" \\\n  --aux-address="my-printer=192.170.1.5" --aux-address="my-nas=192.170.1.6" \\\n  MyOverlayNetwork\n\nУдаление сети\n\ndocker network rm MyOverlayNetwork\n\nСписок сетей\n\ndocker network ls\n\nПолучение информации о сети\n\ndocker network inspect MyOverlayNetwork\n\nПодключение работающего контейнера к сети\n\ndocker network connect MyOverlayNetwork nginx\n\nПодключение контейнера к сети при его запуске\n\ndocker run -it -d --network=MyOverlayNetwork nginx\n\nОтключение контейнера от сети\n\ndocker network disconnect MyOverlayNetwork nginx\n\nОчистка Docker\n\nУдаление работающего контейнера\n\ndocker rm nginx\n\nУдаление контейнера и его тома (volume)\n\ndocker rm -v nginx\n\nУдаление всех контейнеров со статусом exited\n\ndocker rm $(docker ps -a -f status=exited -q)\n\nУдаление всех остановленных контейнеров\n\ndocker container prune\n\ndocker rm `docker ps -a -q`\n\nУдаление контейнеров, остановленных более суток назад\n\ndocker container prune --filter "until=24h"\n\nУдаление образа\n\ndocker rmi nginx\n\nУдаление неиспользуемых (dangling) образов\n\ndocker image prune',
     [('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.170.0.0'), ('IP_ADDRESS', '192.168.0.100'), ('IP_ADDRESS', '192.170.0.100'), ('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.5'), ('IP_ADDRESS', '192.168.1.6'), ('IP_ADDRESS', '192.170.1.5'), ('IP_ADDRESS', '192.170.1.6')]),
    ('irumaru/ip-routing-cnn@add2eccb61af:RouterAdaptor/vyosTestData.py#L1-L70', 'en_US',
     'c = """\ninterfaces {\n    ethernet eth0 {\n        address "192.168.10.11/24"\n        hw-id "bc:24:11:36:9f:e6"\n        offload {\n            gro\n            gso\n            sg\n            tso\n        }\n    }\n    ethernet eth1 {\n        address "192.168.9.1/24"\n        address "192.168.11.1/24"\n        hw-id "bc:24:11:fc:61:00"\n    }\n    ethernet eth2 {\n        hw-id "bc:24:11:71:04:1e"\n    }\n    ethernet eth3 {\n        hw-id "bc:24:11:de:09:54"\n    }\n    loopback lo {\n    }\n}\nprotocols {\n    static {\n        route 0.0.0.0/0 {\n            next-hop 192.168.10.1 {\n            }\n        }\n    }\n}\nservice {\n    ntp {\n        allow-client {\n            address "127.0.0.0/8"\n            address "169.254.0.0/16"\n            address "10.0.0.0/8"\n            address "172.16.0.0/12"\n            address "192.168.0.0/16"\n            address "::1/128"\n            address "fe80::/10"\n            address "fc00::/7"\n        }\n        server time1.vyos.net {\n        }\n        server time2.vyos.net {\n        }\n        server time3.vyos.net {\n        }\n    }\n    ssh {\n        port "22"\n    }\n}\nsystem {\n    config-management {\n        commit-revisions "100"\n    }\n    console {\n        device ttyS0 {\n            speed "115200"\n        }\n    }\n    host-name "vyos"\n    login {\n        user vyos {\n            authentication {',
     [('IP_ADDRESS', '192.168.10.1'), ('IP_ADDRESS', '192.168.10.11'), ('IP_ADDRESS', '192.168.9.1'), ('IP_ADDRESS', '192.168.11.1'), ('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '169.254.0.0'), ('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '::1'), ('IP_ADDRESS', 'fe80::'), ('IP_ADDRESS', 'fc00::')]),
    ('a-orlova/2025_2026-introduction_in_routing-k3323-orlova_a_a@89eec3a37c11:lab3/lab3_report.md#L125-L140', 'en_US',
     '```\n\nДалее создаю ip-адреса на интерфейсах роутера согласно схеме:\n```\n/ip address\nadd address=10.20.6.2/30 interface=ether2\nadd address=10.20.7.2/30 interface=ether3\nadd address=192.168.11.1/24 interface=ether4\n```\n\nDHCP-сервер настраивается как обычно на роутерах в Нью-Йорке и Санкт-Петербруге:\n```\n/ip pool\nadd name=dhcp-pool ranges=192.168.11.10-192.168.11.100\n\n/ip dhcp-server',
     [('IP_ADDRESS', '10.20.6.2'), ('IP_ADDRESS', '10.20.7.2'), ('IP_ADDRESS', '192.168.11.1'), ('IP_ADDRESS', '192.168.11.10'), ('IP_ADDRESS', '192.168.11.100')]),
    ('irssi/irssi@43f1727ef9fe:AUTHORS#L1-L71', 'en_US',
     'Original code:\n\n  Timo Sirainen <cras@irssi.org>\n\nIrssi staff (current maintainers) <staff@irssi.org>:\n\n  Valentin Batz (senneth, vb)\n  Wouter Coekaerts (coekie)\n  Jochen Eisinger (c0ffee)\n  Geert Hauwaerts (Geert)\n  Jilles Tjoelker (jilles)\n  Alexander Færøy (ahf)\n  Jase Thew (bazerka)\n  dequis (dx)\n  Ailin Nemui (Nei)\n  Giuseppe (TheLemonMan, lemonboy)\n\nFormer developers:\n\n  Emanuele Giaquinta (exg)\n\nLarge feature patches by:\n\n  David Leadbeater (dg, dgl) : isupport\n  vjt@users.sf.net : SSL support\n  Joel Eriksson : SSL certs\n  Heikki Orsila : DCC SEND queueing\n  Mark Trumbull : DCC SERVER\n  Francesco Fracassi : Passive DCC\n  Uli Meis : OTR support\n  David Goulet : OTR support\n\nOther patches (grep for "patch" in ChangeLog) by:\n\n  Toby Peterson\n  Soren Jacobsen\n  Kuang-che Wu\n  Joost Vunderink (Garion)\n  Wang WenRui\n  Jean-Yves Lefort (decadix)\n  Joel Eriksson\n  Maarten van der Zwaart\n  Noah Levitt\n  Krzysztof Kowalik (Borys)\n  Peder Stray\n  mls@suse.de\n  nix@suhs.nu\n  Marcin Kowalczyk (Qrczak)\n  Petr Baudis\n  Bjoern Krombholz (fuchs)\n  aldem-irssi@aldem.net\n  BC-bd\n  Juerd\n  Han\n  pv2b\n  Tommi Komulainen (tommik)\n  mike@po.cs.msu.su\n  zinx@magenet.net\n  yathen@web.de\n  paul@raade.org\n  Leszek Matok\n  tygrys@moo.pl\n  manoj@io.com\n  cph@cph.demon.co.uk\n  ganesh@earth.li\n  Jakub Jankowski (shasta)\n  vanilla@freebsd.org\n  Tinuk\n  Mark Glines\n  Kjetil Ødegaard\n  Chris Moore',
     [('EMAIL_ADDRESS', 'cras@irssi.org'), ('EMAIL_ADDRESS', 'staff@irssi.org'), ('EMAIL_ADDRESS', 'vjt@users.sf.net'), ('EMAIL_ADDRESS', 'mls@suse.de'), ('EMAIL_ADDRESS', 'nix@suhs.nu'), ('EMAIL_ADDRESS', 'aldem-irssi@aldem.net'), ('EMAIL_ADDRESS', 'mike@po.cs.msu.su'), ('EMAIL_ADDRESS', 'zinx@magenet.net'), ('EMAIL_ADDRESS', 'yathen@web.de'), ('EMAIL_ADDRESS', 'paul@raade.org'), ('EMAIL_ADDRESS', 'tygrys@moo.pl'), ('EMAIL_ADDRESS', 'manoj@io.com'), ('EMAIL_ADDRESS', 'cph@cph.demon.co.uk'), ('EMAIL_ADDRESS', 'ganesh@earth.li'), ('EMAIL_ADDRESS', 'vanilla@freebsd.org')]),
    ('htop-dev/htop@1a4504c0c6a7:ChangeLog#L1-L28', '',
     "What's new in version 3.5.3\n\n* docs: document CPU meter segments in the man page\n* Improve the settings parser (htoprc) to avoid segfaults on tampered files\n  includes fixing CVE-2024-37676\n* Fix Clang MSan sanitizer security issue\n* linux: fix out-of-bounds access when parsing power supply type\n* linux: mark a CPU offline when it is unplugged from the middle\n* linux: release CPU data when a CPU is hot-unplugged\n* XUtils: use strchr instead strstr\n* darwin: fix blank STARTTIME and wrong ELAPSED for threads\n* Exit follow mode when search or filter is cancelled\n* Extend man page to include a External Libraries section on libnl-3 / libnl-genl-3\n* Add zswap pool usage meters\n\nWhat's new in version 3.5.2\n\n* Scheduling: OR in SCHED_RESET_ON_FORK instead of ANDing it\n* linux: fix reading zram values\n* systemd: fix SystemdMeter parsing when falling back to systemctl show\n* freebsd: unifying buffer/cache memory usage for all filesystem cache\n* desktop: add trailing semicolon to Keywords and expand keyword list\n* Remove obsolete OpenVZ and VServer support\n* linux: add M_EPSS column (effective proportional set size)\n* Fix segfault when vCPUs are hot-added: resize AllCPUsMeter data->meters array on CPU count change\n* Introduce sticky_follow setting / Unfollow when moving cursor\n* Show error message when trace feature fails on fork\n* Avoid memory leak on error when listing open files",
     []),
    ('weechat/weechat@fb69b4affb18:CHANGELOG.md#L7-L28', '',
     '# Changelog\n\n## [Unreleased]\n\n_If you are upgrading: please see [UPGRADING.md](UPGRADING.md)._\n\n### Added\n\n- core: add command `/theme` ([#1338](https://github.com/weechat/weechat/issues/1338))\n- core: add built-in "light" theme, applied automatically on first start on light-background terminals ([#1338](https://github.com/weechat/weechat/issues/1338))\n- core: add `themable` flag on configuration options ([#1338](https://github.com/weechat/weechat/issues/1338))\n- core: add options weechat.look.theme and weechat.look.theme_backup ([#1338](https://github.com/weechat/weechat/issues/1338))\n- api: add function theme_register ([#1338](https://github.com/weechat/weechat/issues/1338))\n- fset: add filter `t:themable` ([#1338](https://github.com/weechat/weechat/issues/1338))\n- relay/api: add resource `GET /api/scripts`\n- relay: add option relay.network.unix_socket_permissions ([#2317](https://github.com/weechat/weechat/issues/2317))\n- script: add info "script_languages"\n\n### Changed\n\n- core: improve speed of `/upgrade` with a lot of buffers and lines ([#2338](https://github.com/weechat/weechat/issues/2338), [#2339](https://github.com/weechat/weechat/issues/2339), [#2341](https://github.com/weechat/weechat/issues/2341))\n- core: improve speed of display of long words in chat area ([#2336](https://github.com/weechat/weechat/issues/2336))',
     []),
    ('weechat/weechat@fb69b4affb18:AUTHORS.md#L7-L85', '',
     "# WeeChat Authors\n\n## Developers\n\n- General code\n  - [Sébastien Helleu](https://github.com/flashcode) (FlashCode)\n- Scripts plugins, debian packager\n  - [Emmanuel Bouthenot](https://github.com/k0lter) (kolter)\n\n## Contributors\n\nAlphabetically:\n\n- a1346054\n- Aaron Jones\n- Adam Saponara (adsr)\n- Adrian Bjugård\n- Ailin Nemui (Nei)\n- aizu-m\n- Albert Lee\n- Aleksey V Zapparov\n- Alex Tarkovsky\n- Alfredo Ramos\n- Alvar Penning\n- Anders Bergh\n- Andrew Potter (talisein)\n- Antoine Pietri (seirl)\n- Artiom Di\n- arza\n- Arvydas Sidorenko\n- Asakura\n- Bazerka\n- Benoit Papillault (benoit)\n- Brad Smith\n- Caleb Josue Ruiz Torres\n- Chris Hills\n- Christian Duerr\n- Christian Heinz\n- Christian Hofstaedtler\n- Christine Dodrill\n- Christopher O'Neill (deltafire)\n- coypoop\n- Daniel Lublin\n- Danilo Spinella\n- Darafei Praliaskouski\n- DasBrain\n- David Flatz\n- Dawid Dziurla\n- Dmitry Kobylin\n- Dominik Honnef\n- Dominique Martinet\n- dotflac\n- Eduardo Elias\n- Eli Schwartz\n- Elizabeth Myers (Elizacat)\n- Elián Hanisch (m4v)\n- elKaZe\n- Emanuele Giaquinta\n- Emil Velikov\n- Emir Sarı\n- emk\n- Eric Lalonde\n- Érico Nogueira\n- Érico Rolim\n- Esteban I. Ruiz Moreno (Exio)\n- evalle\n- Evgeny Shmarnev\n- Faisal N Jawdat\n- Felix Eckhofer\n- Filip H.F. Slagter (FiXato)\n- Frank Zacharias\n- Fredrik Fornwall\n- Giuseppe Bilotta\n- Grady Martin\n- Grant Wu\n- Gu1ll4um3r0m41n\n- Guido Berhoerster\n- Gwenn\n- Hasan Kiran (turgay)",
     []),
]  # REAL_SNIPPETS_END

if __name__ == "__main__":
    sys.exit(main())
