"""Build the blind PII evaluation set ``benchmarks/data/pii_blind9/blind9.jsonl``.

The set is written apart from the detector it will score: nothing here reads or
imports the detector. Three kinds of records:

* synthetic texts with PII (``b9-<genre>``), one phone region per record;
* synthetic PII-free texts full of look-alikes (``b9f-<genre>``);
* real snippets written by other people (``b9r-<source>``), frozen at the end
  of this script (``REAL_SNIPPETS``) with labels made by reading.

Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in
sorted locale order; no clock; anything built from a set is sorted. The output
is byte-identical across PYTHONHASHSEED and TZ.

Usage: python scripts/make_pii_blind9.py [--out PATH] [--force]
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import os
import random
import re
import string

import faker
import phonenumbers
from faker import Faker
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import luhn

SEED = 90909
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = "benchmarks/data/pii_blind9/blind9.jsonl"
N_PII = 1200
N_FREE = 430
INVALID_PHONE_SHARE = 0.10

NBSP = "\u00a0"
NNBSP = "\u202f"

# Faker locale -> phone region. At least one on every continent.
LOCALE_REGION = {
    "ar_AE": "AE", "ar_BH": "BH", "ar_DZ": "DZ", "ar_EG": "EG", "ar_JO": "JO",
    "ar_PS": "PS", "ar_SA": "SA", "az_AZ": "AZ", "bg_BG": "BG", "bn_BD": "BD",
    "bs_BA": "BA", "cs_CZ": "CZ", "da_DK": "DK", "de_AT": "AT", "de_CH": "CH",
    "de_DE": "DE", "de_LI": "LI", "de_LU": "LU", "el_CY": "CY", "el_GR": "GR",
    "en_AU": "AU", "en_CA": "CA", "en_GB": "GB", "en_IE": "IE", "en_IN": "IN",
    "en_KE": "KE", "en_NG": "NG", "en_NZ": "NZ", "en_PH": "PH", "en_PK": "PK",
    "en_US": "US", "es_AR": "AR", "es_CL": "CL", "es_CO": "CO", "es_ES": "ES",
    "es_MX": "MX", "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI", "fil_PH": "PH",
    "fr_BE": "BE", "fr_CA": "CA", "fr_CH": "CH", "fr_FR": "FR", "ga_IE": "IE",
    "he_IL": "IL", "hi_IN": "IN", "hr_HR": "HR", "hu_HU": "HU", "hy_AM": "AM",
    "id_ID": "ID", "is_IS": "IS", "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE",
    "ko_KR": "KR", "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP",
    "nl_BE": "BE", "nl_NL": "NL", "no_NO": "NO", "pl_PL": "PL", "pt_BR": "BR",
    "pt_PT": "PT", "ro_RO": "RO", "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI",
    "sq_AL": "AL", "sv_SE": "SE", "ta_IN": "IN", "th_TH": "TH", "tr_TR": "TR",
    "tw_GH": "GH", "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN", "yo_NG": "NG",
    "zh_CN": "CN", "zh_TW": "TW", "zu_ZA": "ZA",
}

# International dialling prefixes where the metadata gives a pattern, not a string.
IDD_OVERRIDE = {"KR": "001", "SG": "001", "TH": "001", "BR": "0021", "CO": "009", "TZ": "000",
                "IL": "012", "AU": "0011", "CL": "00", "MX": "00"}

# Labels in the locale's language. Missing keys fall back to English.
WORDS = {
    "en": dict(phone="Phone", tel="Tel.", mobile="Mobile", fax="Fax", email="E-mail", iban="IBAN",
               card="Card number", tollfree="Toll-free", call="call", or_="or", ext_out=None,
               hello="Hi", thanks="Thanks", office="Office", home="Home"),
    "de": dict(phone="Telefon", tel="Tel.", mobile="Mobil", fax="Fax", email="E-Mail", card="Kartennummer",
               tollfree="Gebührenfrei", call="anrufen unter", or_="oder", ext_out="Durchwahl",
               hello="Hallo", thanks="Danke", office="Büro", home="Privat"),
    "fr": dict(phone="Téléphone", tel="Tél.", mobile="Portable", fax="Télécopie", email="Courriel",
               card="Numéro de carte", tollfree="Numéro vert", call="appelez le", or_="ou", ext_out="poste",
               hello="Bonjour", thanks="Merci", office="Bureau", home="Domicile"),
    "es": dict(phone="Teléfono", tel="Tel.", mobile="Móvil", fax="Fax", email="Correo", card="Número de tarjeta",
               tollfree="Línea gratuita", call="llame al", or_="o", ext_out=None, ext_in="anexo",
               hello="Hola", thanks="Gracias", office="Oficina", home="Casa"),
    "pt": dict(phone="Telefone", tel="Tel.", mobile="Celular", fax="Fax", email="E-mail", card="Número do cartão",
               tollfree="Ligação gratuita", call="ligue para", or_="ou", ext_out="ramal",
               hello="Olá", thanks="Obrigado", office="Escritório", home="Casa"),
    "it": dict(phone="Telefono", tel="Tel.", mobile="Cellulare", fax="Fax", email="E-mail", card="Numero carta",
               tollfree="Numero verde", call="chiamate il", or_="oppure", ext_out="interno",
               hello="Ciao", thanks="Grazie", office="Ufficio", home="Casa"),
    "nl": dict(phone="Telefoon", tel="Tel.", mobile="Mobiel", fax="Fax", email="E-mail", card="Kaartnummer",
               tollfree="Gratis nummer", call="bel", or_="of", ext_out="toestel",
               hello="Hoi", thanks="Bedankt", office="Kantoor", home="Thuis"),
    "ru": dict(phone="Телефон", tel="Тел.", mobile="Моб.", fax="Факс", email="Эл. почта", card="Номер карты",
               tollfree="Бесплатный", call="звоните", or_="или", ext_out=None, ext_in="доб.",
               hello="Здравствуйте", thanks="Спасибо", office="Офис", home="Дом"),
    "uk": dict(phone="Телефон", tel="Тел.", mobile="Моб.", fax="Факс", email="Ел. пошта", or_="або",
               call="телефонуйте", hello="Вітаю", thanks="Дякую"),
    "pl": dict(phone="Telefon", tel="Tel.", mobile="Komórka", fax="Faks", email="E-mail", or_="lub",
               call="zadzwoń pod", ext_out="wew.", hello="Cześć", thanks="Dzięki", office="Biuro"),
    "cs": dict(phone="Telefon", tel="Tel.", mobile="Mobil", fax="Fax", or_="nebo", ext_out="klapka",
               call="volejte", hello="Ahoj", thanks="Díky"),
    "sk": dict(phone="Telefón", tel="Tel.", mobile="Mobil", fax="Fax", or_="alebo", ext_out="klapka",
               hello="Ahoj", thanks="Vďaka"),
    "hu": dict(phone="Telefon", tel="Tel.", mobile="Mobil", fax="Fax", or_="vagy", ext_out="mellék",
               hello="Szia", thanks="Köszi"),
    "tr": dict(phone="Telefon", tel="Tel.", mobile="Cep", fax="Faks", email="E-posta", or_="veya",
               ext_out="dahili", call="arayın", hello="Merhaba", thanks="Teşekkürler"),
    "ja": dict(phone="電話", tel="TEL", mobile="携帯", fax="FAX", email="メール", or_="または", ext_out="内線",
               hello="こんにちは", thanks="よろしくお願いします"),
    "zh": dict(phone="电话", tel="电话", mobile="手机", fax="传真", email="邮箱", or_="或", ext_out="分机",
               hello="您好", thanks="谢谢"),
    "zh_TW": dict(phone="電話", tel="電話", mobile="手機", fax="傳真", email="信箱", or_="或", ext_out="分機",
                  hello="您好", thanks="謝謝"),
    "ko": dict(phone="전화", tel="전화", mobile="휴대폰", fax="팩스", email="이메일", or_="또는", ext_out="내선",
               hello="안녕하세요", thanks="감사합니다"),
    "th": dict(phone="โทร", tel="โทร.", mobile="มือถือ", fax="แฟกซ์", email="อีเมล", or_="หรือ", ext_out="ต่อ",
               hello="สวัสดี", thanks="ขอบคุณ"),
    "vi": dict(phone="Điện thoại", tel="ĐT", mobile="Di động", fax="Fax", or_="hoặc", ext_out="máy lẻ",
               hello="Chào", thanks="Cảm ơn"),
    "fa": dict(phone="تلفن", tel="تلفن", mobile="همراه", fax="فکس", email="ایمیل", or_="یا", ext_out="داخلی",
               hello="سلام", thanks="ممنون"),
    "ar": dict(phone="هاتف", tel="هاتف", mobile="جوال", fax="فاكس", email="البريد", or_="أو",
               hello="مرحبا", thanks="شكرا"),
    "he": dict(phone="טלפון", tel="טל׳", mobile="נייד", fax="פקס", email="דוא״ל", or_="או",
               hello="שלום", thanks="תודה"),
    "hi": dict(phone="फ़ोन", tel="फ़ोन", mobile="मोबाइल", fax="फ़ैक्स", email="ईमेल", or_="या",
               hello="नमस्ते", thanks="धन्यवाद"),
    "bn": dict(phone="ফোন", tel="ফোন", mobile="মোবাইল", fax="ফ্যাক্স", email="ইমেইল", or_="অথবা",
               hello="নমস্কার", thanks="ধন্যবাদ"),
    "ne": dict(phone="फोन", tel="फोन", mobile="मोबाइल", fax="फ्याक्स", or_="वा", hello="नमस्ते", thanks="धन्यवाद"),
    "ta": dict(phone="தொலைபேசி", tel="தொ.பே.", mobile="கைபேசி", or_="அல்லது", hello="வணக்கம்", thanks="நன்றி"),
    "sv": dict(phone="Telefon", tel="Tel.", mobile="Mobil", fax="Fax", email="E-post", or_="eller",
               hello="Hej", thanks="Tack"),
    "no": dict(phone="Telefon", tel="Tlf.", mobile="Mobil", fax="Faks", email="E-post", or_="eller",
               hello="Hei", thanks="Takk"),
    "da": dict(phone="Telefon", tel="Tlf.", mobile="Mobil", fax="Fax", email="E-mail", or_="eller",
               hello="Hej", thanks="Tak"),
    "fi": dict(phone="Puhelin", tel="Puh.", mobile="Matkapuhelin", fax="Faksi", email="Sähköposti", or_="tai",
               hello="Moi", thanks="Kiitos"),
    "el": dict(phone="Τηλέφωνο", tel="Τηλ.", mobile="Κινητό", fax="Φαξ", email="Email", or_="ή",
               hello="Γεια σας", thanks="Ευχαριστώ"),
    "bg": dict(phone="Телефон", tel="Тел.", mobile="Моб.", fax="Факс", or_="или", hello="Здравейте",
               thanks="Благодаря"),
    "ro": dict(phone="Telefon", tel="Tel.", mobile="Mobil", fax="Fax", or_="sau", hello="Salut", thanks="Mulțumesc"),
    "hr": dict(phone="Telefon", tel="Tel.", mobile="Mobitel", fax="Faks", or_="ili", hello="Bok", thanks="Hvala"),
    "bs": dict(phone="Telefon", tel="Tel.", mobile="Mobitel", fax="Faks", or_="ili", hello="Zdravo", thanks="Hvala"),
    "sl": dict(phone="Telefon", tel="Tel.", mobile="Mobitel", fax="Faks", or_="ali", hello="Živjo", thanks="Hvala"),
    "sq": dict(phone="Telefon", tel="Tel.", mobile="Celular", or_="ose", hello="Përshëndetje", thanks="Faleminderit"),
    "lt": dict(phone="Telefonas", tel="Tel.", mobile="Mob.", fax="Faksas", or_="arba", hello="Labas", thanks="Ačiū"),
    "lv": dict(phone="Tālrunis", tel="Tālr.", mobile="Mob.", fax="Fakss", or_="vai", hello="Sveiki", thanks="Paldies"),
    "et": dict(phone="Telefon", tel="Tel.", mobile="Mobiil", fax="Faks", or_="või", hello="Tere", thanks="Aitäh"),
    "is": dict(phone="Sími", tel="Sími", mobile="GSM", fax="Fax", or_="eða", hello="Halló", thanks="Takk"),
    "az": dict(phone="Telefon", tel="Tel.", mobile="Mobil", or_="və ya", hello="Salam", thanks="Təşəkkürlər"),
    "ka": dict(phone="ტელეფონი", tel="ტელ.", mobile="მობ.", or_="ან", hello="გამარჯობა", thanks="მადლობა"),
    "hy": dict(phone="Հեռախոս", tel="Հեռ.", mobile="Բջջ.", or_="կամ", hello="Բարև", thanks="Շնորհակալություն"),
    "uz": dict(phone="Telefon", tel="Tel.", mobile="Mobil", or_="yoki", hello="Salom", thanks="Rahmat"),
    "id": dict(phone="Telepon", tel="Telp.", mobile="HP", fax="Faks", or_="atau", hello="Halo",
               thanks="Terima kasih"),
    "fil": dict(phone="Telepono", tel="Tel.", mobile="Cellphone", or_="o", hello="Kumusta", thanks="Salamat"),
    "mt": dict(phone="Telefon", tel="Tel.", mobile="Mobile", or_="jew", hello="Bongu", thanks="Grazzi"),
    "ga": dict(phone="Fón", tel="Fón", mobile="Fón póca", or_="nó", hello="Dia duit", thanks="Go raibh maith agat"),
    "sw": dict(phone="Simu", tel="Simu", mobile="Simu ya mkononi", or_="au", hello="Habari", thanks="Asante"),
}
LANG_OF = {"fil_PH": "fil", "zh_TW": "zh_TW", "tw_GH": "en", "yo_NG": "en", "zu_ZA": "en", "en_KE": "en"}


def words(locale: str) -> dict:
    lang = LANG_OF.get(locale, locale.split("_")[0])
    merged = dict(WORDS["en"])
    merged.update(WORDS.get(lang, {}))
    if "ext_in" not in WORDS.get(lang, {}):
        merged["ext_in"] = None
    return merged


# ---------------------------------------------------------------- text builder

class Doc:
    """Text with gold spans, built left to right."""

    def __init__(self):
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.size = 0

    def t(self, s: str) -> "Doc":
        self.parts.append(s)
        self.size += len(s)
        return self

    def pii(self, entity: str, s: str, core: str | None = None) -> "Doc":
        span = {"entity": entity, "start": self.size, "end": self.size + len(s)}
        if entity == "PHONE_NUMBER":
            span["_core"] = core if core is not None else s
        self.spans.append(span)
        return self.t(s)

    def text(self) -> str:
        return "".join(self.parts)


# ---------------------------------------------------------------- phones

PHONE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
               PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST]


def collapse(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def phone_valid(core: str, region: str) -> bool:
    return phonenumbers.is_valid_number(phonenumbers.parse(collapse(core), region))


def draw_number(rng: random.Random, region: str, kind: str, valid: bool):
    """A phonenumbers.PhoneNumber of the region: valid, or possible but not valid."""
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    cc = meta.country_code
    types = [kind] if kind else PHONE_TYPES
    examples = []
    for t in types:
        ex = phonenumbers.example_number_for_type(region, t)
        if ex is not None:
            examples.append(str(ex.national_number))
    if not examples:
        examples = [str(phonenumbers.example_number(region).national_number)]
    for _ in range(400):
        base = rng.choice(examples)
        keep = rng.randint(max(1, len(base) - 6), max(1, len(base) - 2))
        nsn = base[:keep] + "".join(rng.choice(string.digits) for _ in range(len(base) - keep))
        if not valid and rng.random() < 0.5:
            nsn = str(rng.randint(1, 9)) + nsn[1:]
        num = phonenumbers.PhoneNumber(country_code=cc, national_number=int(nsn))
        if region == "IT" and nsn.startswith("0"):
            num.italian_leading_zero = True
        if phonenumbers.region_code_for_number(num) not in (region, None) and valid:
            continue
        if phonenumbers.is_valid_number_for_region(num, region) == valid and phonenumbers.is_possible_number(num):
            if valid or phonenumbers.region_code_for_number(num) in (region, None):
                return num
    return None


def regroup(digits: str, rng: random.Random) -> str:
    groups, i = [], 0
    while i < len(digits):
        n = rng.choice([2, 3, 3, 4])
        groups.append(digits[i:i + n])
        i += n
    if len(groups) > 1 and len(groups[-1]) == 1:
        last = groups.pop()
        groups[-1] += last
    return " ".join(groups)


def format_phone(rng: random.Random, num, region: str) -> str:
    """The number written the way people write it, in one of many styles."""
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    cc = str(num.country_code)
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    rest = intl[len(cc) + 2:] if intl.startswith("+" + cc + " ") else e164[len(cc) + 1:]
    nsn = phonenumbers.national_significant_number(num)
    idd = IDD_OVERRIDE.get(region) or meta.preferred_international_prefix or meta.international_prefix
    if idd and not re.fullmatch(r"[0-9~]+", idd):
        idd = None
    idd = idd.replace("~", " ") if idd else None
    styles = ["intl", "intl", "nat", "nat", "e164", "00", "paren_cc", "dots", "dashes", "nosep_nat",
              "nbsp", "nnbsp", "regroup", "bracket_area"]
    if idd and idd != "00":
        styles.append("idd")
    if meta.national_prefix == "0" and nat.startswith("0"):
        styles += ["plus_zero", "slash"]
    style = rng.choice(styles)
    if style == "intl":
        return intl
    if style == "nat":
        return nat
    if style == "e164":
        return e164
    if style == "00":
        return "00" + cc + " " + rest
    if style == "idd":
        return idd + " " + cc + " " + rest
    if style == "paren_cc":
        return "(+" + cc + ") " + rest
    if style == "plus_zero":
        return "+" + cc + " (0)" + rest
    if style == "dots":
        return re.sub(r"[\s\-]+", ".", nat.replace("(", "").replace(")", ""))
    if style == "dashes":
        return "+" + cc + "-" + re.sub(r"[\s\-]+", "-", rest.replace("(", "").replace(")", ""))
    if style == "nosep_nat":
        return re.sub(r"\D", "", nat) if not nat.startswith("+") else e164
    if style == "nbsp":
        return intl.replace(" ", NBSP)
    if style == "nnbsp":
        return nat.replace(" ", NNBSP)
    if style == "regroup":
        return "+" + cc + " " + regroup(nsn, rng)
    if style == "bracket_area":
        prefix = "0" if meta.national_prefix == "0" else ""
        cut = rng.randint(2, 4)
        return "(" + prefix + nsn[:cut] + ") " + regroup(nsn[cut:], rng)
    if style == "slash":
        cut = rng.randint(2, 4)
        return "0" + nsn[:cut] + "/" + nsn[cut:]
    raise AssertionError(style)


class PhoneMaker:
    def __init__(self, rng: random.Random, region: str):
        self.rng, self.region = rng, region

    def __call__(self, kind=None, valid=None) -> tuple[str, bool]:
        rng, region = self.rng, self.region
        if valid is None:
            valid = rng.random() >= INVALID_PHONE_SHARE
        for _ in range(60):
            num = draw_number(rng, region, kind, valid)
            if num is None:
                num = draw_number(rng, region, None, True)
                valid = True
            s = format_phone(rng, num, region)
            try:
                parsed = phonenumbers.parse(collapse(s), region)
            except phonenumbers.NumberParseException:
                continue
            if parsed.country_code != num.country_code or not phonenumbers.is_possible_number(parsed):
                continue
            if phonenumbers.is_valid_number(parsed) != valid:
                continue
            return s, valid
        raise RuntimeError("no phone for " + region)


# ---------------------------------------------------------------- cards, IBANs, IPs, e-mails

CARD_BRANDS = [
    ("visa", ["4"], [13, 16, 16, 16, 19]),
    ("mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2720"], [16]),
    ("amex", ["34", "37"], [15]),
    ("diners", ["36", "38", "300", "305"], [14]),
    ("discover", ["6011", "644", "649", "65"], [16, 19]),
    ("jcb", ["3528", "3550", "3589"], [16, 19]),
    ("unionpay", ["62"], [16, 17, 18, 19]),
    ("maestro", ["5018", "5020", "5038", "6304", "6759", "6761", "6763"], [12, 13, 16, 19]),
]
CARD_GROUPS = {16: [(4, 4, 4, 4), (8, 8), (4, 8, 4)], 15: [(4, 6, 5)], 14: [(4, 6, 4)],
               19: [(4, 4, 4, 4, 3), (6, 13)], 13: [(4, 4, 5)], 12: [(4, 4, 4)]}


def make_card(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    body = rng.choice(prefixes)
    body += "".join(rng.choice(string.digits) for _ in range(n - 1 - len(body)))
    digits = body + luhn.calc_check_digit(body)
    style = rng.random()
    if style < 0.3 or n not in CARD_GROUPS:
        return brand, digits
    sep = " " if style < 0.75 else "-"
    out, i = [], 0
    for g in rng.choice(CARD_GROUPS[n]):
        out.append(digits[i:i + g])
        i += g
    return brand, sep.join(out)


def _iban_structures() -> dict[str, list[tuple[int, str]]]:
    path = os.path.join(os.path.dirname(stdnum_iban.__file__), "iban.dat")
    out = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r'([A-Z]{2}) .*bban="([^"]+)"', line)
            if m:
                out[m.group(1)] = [(int(n), k) for n, k in re.findall(r"(\d+)!([nac])", m.group(2))]
    return dict(sorted(out.items()))


IBAN_STRUCT = _iban_structures()
IBAN_COUNTRIES = sorted(IBAN_STRUCT)


def make_iban(rng: random.Random, country: str) -> str:
    alphabet = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}
    for _ in range(5000):
        bban = "".join(rng.choice(alphabet[k]) for n, k in IBAN_STRUCT[country] for _ in range(n))
        check = stdnum_iban.calc_check_digits(country + "00" + bban)
        candidate = country + check + bban
        if stdnum_iban.is_valid(candidate):
            if rng.random() < 0.5:
                return " ".join(candidate[i:i + 4] for i in range(0, len(candidate), 4))
            return candidate
    raise RuntimeError("no IBAN for " + country)


def make_ip(rng: random.Random) -> tuple[str, str, str]:
    """(before, address, after): the address plus context that stays outside the span."""
    r = rng.random()
    o = lambda lo=1, hi=254: str(rng.randint(lo, hi))  # noqa: E731
    if r < 0.12:
        a = "10." + o(0) + "." + o(0) + "." + o()
    elif r < 0.22:
        a = "192.168." + o(0) + "." + o()
    elif r < 0.28:
        a = "172." + str(rng.randint(16, 31)) + "." + o(0) + "." + o()
    elif r < 0.31:
        a = rng.choice(["127.0.0.1", "0.0.0.0", "255.255.255.0", "255.255.255.240", "255.255.0.0"])
    elif r < 0.46:
        a = rng.choice(["198.51.100.", "203.0.113.", "192.0.2."]) + o() if rng.random() < 0.4 else \
            ".".join([str(rng.randint(11, 223)), o(0, 255), o(0, 255), o()])
    elif r < 0.60:
        a = str(ipaddress.IPv6Address(rng.getrandbits(128) & ~(0xFFFF << 80) | (0x2001 << 112) | (0xDB8 << 96)))
    elif r < 0.66:
        a = ipaddress.IPv6Address(rng.getrandbits(128)).exploded
        if rng.random() < 0.5:
            a = a.upper()
    elif r < 0.72:
        a = "fe80::" + ":".join("%x" % rng.getrandbits(16) for _ in range(rng.randint(1, 4)))
        return "", a, "%" + rng.choice(["eth0", "wlan0", "en0", "3"])
    elif r < 0.76:
        a = "::ffff:" + ".".join([str(rng.randint(11, 223)), o(0, 255), o(0, 255), o()])
    elif r < 0.80:
        a = rng.choice(["::1", "::", "::1", "2001:db8::1", "2001:DB8::FF00:42:8329"])
    else:
        a = str(ipaddress.IPv6Address(rng.getrandbits(64) << 64 | rng.getrandbits(16)))
        if rng.random() < 0.3:
            a = a.upper()
    ctx = rng.random()
    if ":" in a and ctx < 0.2:
        return "[", a, "]:" + str(rng.choice([443, 8080, 22, 8443]))
    if ":" not in a and ctx < 0.2:
        return "", a, ":" + str(rng.choice([80, 443, 8080, 22, 3306, 5432]))
    if ctx < 0.32 and a not in ("::", "::1", "127.0.0.1", "0.0.0.0") and not a.startswith("255"):
        return "", a, "/" + str(rng.choice([8, 16, 24, 28, 32] if ":" not in a else [48, 56, 64, 128]))
    return "", a, ""


EMAIL_TLDS = ["com", "org", "net", "io", "de", "co.uk", "com.au", "fr", "info", "travel", "museum",
              "photography", "international", "solutions", "co.jp", "com.br", "nl", "es", "it", "app"]


def ascii_slug(s: str) -> str:
    s = s.lower()
    table = str.maketrans("áàâäãåçéèêëíìîïñóòôöõøúùûüýÿšžčćđłńśźżőűăâîșțğışāēīūķļņģ",
                          "aaaaaaceeeeiiiinoooooouuuuyyszccdlnszzouaaistgisaeiuklng")
    s = s.translate(table)
    return re.sub(r"[^a-z]+", "", s)


def make_email(rng: random.Random, fake: Faker) -> str:
    first = ascii_slug(fake.first_name()) or rng.choice(["ana", "li", "omar", "mia", "raj", "yuki"])
    last = ascii_slug(fake.last_name()) or rng.choice(["khan", "ito", "silva", "berg", "nowak"])
    local = rng.choice([
        first + "." + last, first[0] + last, first + "_" + last, last + str(rng.randint(1, 99)),
        first + "+" + rng.choice(["news", "shop", "tax", "2024", "invoices"]), first + "." + last[0],
        rng.choice(["info", "sales", "support", "kontakt", "contacto", "office", "billing", "noreply"]),
        first + str(rng.randint(1950, 2009)), first + "-" + last + "." + rng.choice(["work", "dev", "ops"]),
    ])
    company = ascii_slug(fake.last_name()) or "example"
    domain = rng.choice([
        company + "." + rng.choice(EMAIL_TLDS),
        rng.choice(["mail", "smtp", "corp", "eu", "intra", "students"]) + "." + company + "." + rng.choice(EMAIL_TLDS),
        rng.choice(["gmail.com", "outlook.com", "yahoo.co.jp", "web.de", "mail.ru", "proton.me", "gmx.net",
                    "yandex.ru", "naver.com", "qq.com", "hotmail.fr", "libero.it", "uol.com.br"]),
        company + "-" + rng.choice(["group", "labs", "shop", "law"]) + "." + rng.choice(EMAIL_TLDS),
    ])
    return local + "@" + domain


# ---------------------------------------------------------------- look-alike check

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d|\.\d)")
IPV6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![\w:])")
CARD_RE = re.compile(r"(?<!\d)\d(?:[ \-]?\d){11,18}(?!\d)")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}\b")
INTL_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d \-.()/\u00a0\u202f]{5,}\d")
DIGITS_RE = re.compile(r"(?<![\w])\(?\d[\d \-./()\u00a0\u202f]*\d\)?")
LABEL_RE = re.compile(
    r"(order|bestell|pedido|commande|ordine|заказ|tracking|sendung|suivi|ticket|case|invoice|rechnung|factura|"
    r"facture|fattura|ref|isbn|imei|serial|s/n|sku|part|article|artikel|version|build|release|ver\.?|"
    r"population|einwohner|habitantes|oid|otp|code|kod|código|pin|postcode|plz|zip|cep|tax|vat|ust|nif|"
    r"cif|siret|siren|rfc|gst|pan|tin|steuer|coordinates|coords|lat|lon|date|datum|fecha|time|"
    r"timestamp|created|updated|score|total|sum|amount|betrag|price|preis|prix|qty|sort|blz|bsb|routing|"
    r"batch|lot|patent|doi|issn|ean|gtin|upc|hash|sha|md5|commit|checksum|tracking no|awb|waybill|"
    r"booking|pnr|policy|claim|member|kundennummer|customer|account no|contract|vertrag|measured|mm|cm|kg|"
    r"km|steps|votes|views|rows|bytes|size|uptime|pid|port|seq|id)\b[^\n]{0,30}$",
    re.IGNORECASE)


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    """Strings outside gold spans that a careful reader could take for PII."""
    chars = list(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            chars[i] = "\x00" if chars[i] != "\n" else "\n"
    masked = "".join(chars)
    bad = [m.group() for m in EMAIL_RE.finditer(masked)]
    bad += [m.group() for m in IPV4_RE.finditer(masked) if all(int(g) <= 255 for g in m.groups())]
    for m in IPV6_RE.finditer(masked):
        try:
            ipaddress.IPv6Address(m.group())
            bad.append(m.group())
        except ValueError:
            pass
    for m in CARD_RE.finditer(masked):
        digits = re.sub(r"\D", "", m.group())
        if digits[0] in "23456" and luhn.is_valid(digits):
            bad.append(m.group())
    bad += [m.group() for m in IBAN_RE.finditer(masked) if stdnum_iban.is_valid(m.group())]
    for m in INTL_RE.finditer(masked):
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(collapse(m.group().replace("(", "").replace(")", "")), None)):
                bad.append(m.group())
        except phonenumbers.NumberParseException:
            pass
    for m in DIGITS_RE.finditer(masked):
        if len(re.sub(r"\D", "", m.group())) >= 7:
            line_start = masked.rfind("\n", 0, m.start()) + 1
            if not LABEL_RE.search(masked[line_start:m.start()]):
                bad.append(m.group())
    return bad


# ---------------------------------------------------------------- synthetic genres with PII

class Ctx:
    def __init__(self, rng, fake, locale, shared):
        self.rng, self.fake, self.locale, self.shared = rng, fake, locale, shared
        self.region = LOCALE_REGION[locale]
        self.w = words(locale)
        self.phone = PhoneMaker(rng, self.region)

    def email(self):
        return make_email(self.rng, self.fake)

    def name(self):
        return self.fake.name()

    def company(self):
        try:
            return self.fake.company()
        except AttributeError:
            return self.fake.last_name() + " & Co"

    def city(self):
        try:
            return self.fake.city()
        except AttributeError:
            return "Springfield"

    def iban(self):
        rng = self.rng
        if self.region in IBAN_STRUCT and rng.random() < 0.5:
            return make_iban(rng, self.region)
        # Foreign IBANs cycle through the registry so that every country is drawn.
        n = self.shared["foreign_ibans"]
        self.shared["foreign_ibans"] = n + 1
        return make_iban(rng, IBAN_COUNTRIES[n % len(IBAN_COUNTRIES)])

    def ext(self, d: Doc, core_s: str):
        """Write a phone with an extension, inside or outside the span."""
        rng, w = self.rng, self.w
        n = str(rng.randint(2, 4999))
        inside = [" x" + n, " ext. " + n, " ext " + n, " Ext. " + n, " extension " + n]
        if w["ext_in"]:
            inside += [" " + w["ext_in"] + " " + n] * 3
        if w["ext_out"] and rng.random() < 0.6:
            d.pii("PHONE_NUMBER", core_s).t(", " + w["ext_out"] + " " + n)
        else:
            d.pii("PHONE_NUMBER", core_s + rng.choice(inside), core=core_s)


def ph(c: Ctx, d: Doc, kind=None):
    s, _ = c.phone(kind)
    d.pii("PHONE_NUMBER", s)


def g_signature(c: Ctx) -> Doc:
    d, w, rng = Doc(), c.w, c.rng
    d.t(w["thanks"] + ",\n\n--\n" + c.name() + "\n" + c.company() + "\n")
    d.t(w["phone"] + ": ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\n" + w["mobile"] + ": ")
    ph(c, d, PhoneNumberType.MOBILE)
    if rng.random() < 0.5:
        d.t("\n" + w["fax"] + ": ")
        ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\n" + w["email"] + ": ").pii("EMAIL_ADDRESS", c.email()).t("\n")
    return d


def g_shop_footer(c: Ctx) -> Doc:
    d, w = Doc(), c.w
    d.t("© " + c.company() + " · " + c.city() + " · " + w["tel"] + " ")
    ph(c, d)
    d.t(" · ").pii("EMAIL_ADDRESS", c.email())
    d.t(" · IBAN ").pii("IBAN_CODE", c.iban()).t("\n")
    return d


def g_classified(c: Ctx) -> Doc:
    d, w, rng = Doc(), c.w, c.rng
    item = rng.choice(["Bicycle", "Sofa", "Piano", "Laptop", "Stroller", "Aquarium", "Guitar", "Snow tyres"])
    d.t(item + ", " + str(rng.randint(20, 900)) + " — " + c.city() + ". ")
    d.t(rng.choice(["Call or text ", w["call"] + " ", "WhatsApp ", ""]))
    ph(c, d, PhoneNumberType.MOBILE)
    d.t(rng.choice([" after 6pm.", ".", " (no calls on Sunday)", " — " + c.name()]))
    return d


def g_forum(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("Re: " + rng.choice(["router keeps dropping", "landlord won't answer", "lost my wallet", "server hacked?"]))
    d.t("\n\n" + c.w["hello"] + " all, I tried to reach them at ")
    ph(c, d)
    d.t(" but nobody picks up. My box is at ")
    b, a, e = make_ip(rng)
    d.t(b).pii("IP_ADDRESS", a).t(e)
    d.t(" and the logs show nothing. If anyone knows more, mail me: ").pii("EMAIL_ADDRESS", c.email()).t("\n")
    return d


def g_chat(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    a, b = c.fake.first_name(), c.fake.first_name()
    h = rng.randint(7, 22)
    d.t("[%02d:%02d] %s: what's your number again?\n" % (h, rng.randint(0, 59), a))
    d.t("[%02d:%02d] %s: " % (h, rng.randint(0, 59), b))
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("\n[%02d:%02d] %s: and the office one is " % (h, rng.randint(0, 59), b))
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t(" " + rng.choice(["👍", "ok?", "", "!"]) + "\n")
    return d


def g_csv(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    sep = rng.choice([",", ";", "\t"])
    d.t(sep.join(["name", "email", "phone", "city"]) + "\n")
    for _ in range(rng.randint(2, 4)):
        d.t('"' + c.name() + '"' + sep).pii("EMAIL_ADDRESS", c.email()).t(sep)
        ph(c, d)
        d.t(sep + c.city() + "\n")
    return d


def g_json(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t('{\n  "customer": "' + c.name() + '",\n  "contact": {\n    "email": "')
    d.pii("EMAIL_ADDRESS", c.email()).t('",\n    "phone": "')
    ph(c, d)
    d.t('"\n  },\n  "payment": {"iban": "').pii("IBAN_CODE", c.iban()).t('"},\n  "last_ip": "')
    b, a, e = make_ip(rng)
    d.pii("IP_ADDRESS", a).t('"\n}\n')
    return d


def g_yaml(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("server:\n  listen: ")
    b, a, e = make_ip(rng)
    d.t(b).pii("IP_ADDRESS", a).t(e)
    d.t("\n  admin_email: ").pii("EMAIL_ADDRESS", c.email())
    d.t("\noncall:\n  - name: " + c.name() + "\n    phone: \"")
    ph(c, d)
    d.t("\"\n")
    return d


def g_sshd(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    host = rng.choice(["web01", "bastion", "nas", "db-2"])
    for _ in range(rng.randint(2, 4)):
        b, a, e = make_ip(rng)
        a_only = a
        d.t("%s %2d %02d:%02d:%02d %s sshd[%d]: Failed password for %s from " % (
            rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun"]), rng.randint(1, 28), rng.randint(0, 23),
            rng.randint(0, 59), rng.randint(0, 59), host, rng.randint(300, 65000),
            rng.choice(["root", "admin", "invalid user test", "ubuntu"])))
        d.pii("IP_ADDRESS", a_only).t(" port %d ssh2\n" % rng.randint(1024, 65535))
    return d


def g_nginx(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    for _ in range(rng.randint(2, 3)):
        b, a, e = make_ip(rng)
        d.pii("IP_ADDRESS", a).t(' - - [%02d/%s/2023:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            rng.randint(1, 28), rng.choice(["Mar", "Oct", "Dec"]), rng.randint(0, 23), rng.randint(0, 59),
            rng.randint(0, 59), rng.choice(["", "login", "api/v2/items", "wp-admin"]), rng.choice([200, 404, 301]),
            rng.randint(100, 999)))
    return d


def g_firewall(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    for _ in range(rng.randint(2, 3)):
        d.t("kernel: [UFW BLOCK] IN=eth0 OUT= SRC=")
        _, a, _ = make_ip(rng)
        d.pii("IP_ADDRESS", a).t(" DST=")
        _, a2, _ = make_ip(rng)
        d.pii("IP_ADDRESS", a2).t(" PROTO=TCP SPT=%d DPT=%d\n" % (rng.randint(1024, 65535), rng.choice([22, 23, 445])))
    return d


def g_dhcp(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    mac = ":".join("%02x" % rng.randint(0, 255) for _ in range(6))
    d.t("dhcpd: DHCPACK on ")
    d.pii("IP_ADDRESS", "192.168.%d.%d" % (rng.randint(0, 9), rng.randint(2, 250)))
    d.t(" to " + mac + " (" + rng.choice(["android-phone", "laptop", "printer"]) + ") via eth1\n")
    d.t("dnsmasq-dhcp: DHCPOFFER(br0) ")
    d.pii("IP_ADDRESS", "10.0.%d.%d" % (rng.randint(0, 9), rng.randint(2, 250))).t(" " + mac + "\n")
    return d


def g_config(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("[network]\naddress = ")
    _, a, _ = make_ip(rng)
    d.pii("IP_ADDRESS", a).t("\nnetmask = ").pii("IP_ADDRESS", rng.choice(["255.255.255.0", "255.255.0.0"]))
    d.t("\ndns = ")
    d.pii("IP_ADDRESS", rng.choice(["1.1.1.1", "9.9.9.9", "8.8.4.4", "2606:4700:4700::1111"]))
    d.t("\n\n[alerts]\nmail_to = ").pii("EMAIL_ADDRESS", c.email()).t("\nsms = ")
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("\n")
    return d


def g_html(c: Ctx) -> Doc:
    d = Doc()
    e = c.email()
    s, _ = c.phone()
    tel = re.sub(r"[^\d+]", "", s)
    d.t('<p>' + c.w["phone"] + ': <a href="tel:').pii("PHONE_NUMBER", tel).t('">').pii("PHONE_NUMBER", s)
    d.t('</a><br>\n' + c.w["email"] + ': <a href="mailto:').pii("EMAIL_ADDRESS", e).t('">')
    d.pii("EMAIL_ADDRESS", e).t("</a></p>\n")
    return d


def g_invoice(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(c.company() + "\nInvoice " + str(rng.randint(100, 9999)) + " — due in 14 days\n")
    d.t("Please transfer the amount to IBAN ").pii("IBAN_CODE", c.iban())
    d.t("\nBIC " + "".join(rng.choice(string.ascii_uppercase) for _ in range(6)) + "2X\n")
    d.t("Questions: ").pii("EMAIL_ADDRESS", c.email()).t(" / ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\n")
    return d


def g_support_card(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("Agent: For the refund I need the card you paid with.\nCustomer: ")
    _, card = make_card(rng)
    d.t(rng.choice(["it's ", "", "ok ", "sure: "])).pii("CREDIT_CARD", card)
    d.t(rng.choice([" exp 09/27", "", " — the old one", " (visa i think)"]) + "\nAgent: Thanks, and a callback number?\nCustomer: ")
    ph(c, d)
    d.t("\n")
    return d


def g_prose(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(c.name() + " said the clinic moved, and that the new number, ")
    ph(c, d)
    d.t(", only works in the mornings; " + rng.choice(["she", "he", "they"]) + " also gave me ")
    d.pii("EMAIL_ADDRESS", c.email()).t(" in case nobody answers.\n")
    return d


def g_local_labels(c: Ctx) -> Doc:
    d, w = Doc(), c.w
    d.t(c.company() + "\n" + w["tel"] + " ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\n" + w["mobile"] + " ")
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("\n" + w["email"] + " ").pii("EMAIL_ADDRESS", c.email()).t("\n")
    return d


def g_no_label(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(c.name() + "\n" + c.city() + "\n")
    ph(c, d)
    d.t("\n")
    if rng.random() < 0.5:
        ph(c, d)
        d.t("\n")
    return d


def g_odd_labels(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(rng.choice(["☎ ", "📞 ", "ring me: ", "WA ", "hotline >> ", "reach us on ", "Zentrale ", "☏ "]))
    ph(c, d)
    d.t(rng.choice(["\n", " anytime\n", " (24/7)\n"]))
    return d


def g_tollfree(c: Ctx) -> Doc:
    d, w = Doc(), c.w
    d.t(w["tollfree"] + ": ")
    ph(c, d, PhoneNumberType.TOLL_FREE)
    d.t("\n" + w["mobile"] + ": ")
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("\n")
    return d


def g_fax(c: Ctx) -> Doc:
    d, w = Doc(), c.w
    d.t(c.company() + " | " + w["fax"] + " ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t(" | " + w["tel"] + " ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\n")
    return d


def g_extension(c: Ctx) -> Doc:
    d, w = Doc(), c.w
    d.t(c.name() + ", " + w["office"] + ": ")
    s, _ = c.phone(PhoneNumberType.FIXED_LINE)
    c.ext(d, s)
    d.t("\n")
    return d


def g_wrapped(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    for _ in range(20):
        s, _ = c.phone()
        if " " in s:
            break
    d.t("If the portal is down again please phone our front desk on" + rng.choice([" ", "\n"]))
    if " " in s:
        cut = [m.start() for m in re.finditer(" ", s)]
        i = rng.choice(cut)
        s = s[:i] + "\n" + s[i + 1:]
    d.pii("PHONE_NUMBER", s).t(" and quote your booking.\n")
    return d


def g_brackets(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(c.name() + " (")
    ph(c, d)
    d.t(") and " + c.name() + " [")
    ph(c, d)
    d.t("] will " + rng.choice(["cover the weekend.", "join the call.", "sign the lease."]) + "\n")
    return d


def g_list(c: Ctx) -> Doc:
    d, rng, w = Doc(), c.rng, c.w
    d.t(w["phone"] + ": ")
    n = rng.randint(2, 3)
    for i in range(n):
        ph(c, d)
        if i < n - 1:
            d.t(rng.choice([" / ", "; ", " " + w["or_"] + " ", ", "]))
    d.t("\n")
    return d


def g_vcard(c: Ctx) -> Doc:
    d = Doc()
    d.t("BEGIN:VCARD\nVERSION:3.0\nFN:" + c.name() + "\nTEL;TYPE=work:")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\nTEL;TYPE=cell:")
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("\nEMAIL:").pii("EMAIL_ADDRESS", c.email()).t("\nEND:VCARD\n")
    return d


def g_sms(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(rng.choice(["Your parcel is waiting.", "Appointment tomorrow 10:30.", "Your table is booked."]))
    d.t(" Questions? ")
    ph(c, d)
    d.t(" Reply STOP to opt out.\n")
    return d


def g_hotel(c: Ctx) -> Doc:
    d = Doc()
    d.t("Booking confirmed for " + c.name() + ".\nHotel " + c.fake.last_name() + ", " + c.city() + "\n")
    d.t("Reception: ")
    ph(c, d, PhoneNumberType.FIXED_LINE)
    d.t("\nGuest e-mail: ").pii("EMAIL_ADDRESS", c.email()).t("\nGuarantee card: ")
    _, card = make_card(c.rng)
    d.pii("CREDIT_CARD", card).t("\n")
    return d


def g_ticket(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("> On " + rng.choice(["Monday", "Tuesday", "Friday"]) + ", " + c.name() + " <")
    d.pii("EMAIL_ADDRESS", c.email()).t("> wrote:\n> the VPN gateway ")
    b, a, e = make_ip(rng)
    d.t(b).pii("IP_ADDRESS", a).t(e).t(" rejects my login\n\nHi, can you call me on ")
    ph(c, d)
    d.t("? Then we can check it together.\n")
    return d


def g_crm(c: Ctx) -> Doc:
    d = Doc()
    d.t("Lead: " + c.name() + " | " + c.company() + "\nTel ")
    ph(c, d)
    d.t(" | ").pii("EMAIL_ADDRESS", c.email()).t("\nNote: prefers calls before noon, asked for a quote.\n")
    return d


def g_markdown(c: Ctx) -> Doc:
    d = Doc()
    d.t("| Name | Phone | Email |\n|---|---|---|\n")
    for _ in range(2):
        d.t("| " + c.name() + " | ")
        ph(c, d)
        d.t(" | ").pii("EMAIL_ADDRESS", c.email()).t(" |\n")
    return d


def g_xml(c: Ctx) -> Doc:
    d = Doc()
    d.t("<contact>\n  <name>" + c.name() + "</name>\n  <phone type=\"mobile\">")
    ph(c, d, PhoneNumberType.MOBILE)
    d.t("</phone>\n  <email>").pii("EMAIL_ADDRESS", c.email()).t("</email>\n  <account>")
    d.pii("IBAN_CODE", c.iban()).t("</account>\n</contact>\n")
    return d


def g_apache(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    _, a, _ = make_ip(rng)
    d.t("<VirtualHost ").pii("IP_ADDRESS", a).t(":443>\n    ServerAdmin ").pii("EMAIL_ADDRESS", c.email())
    d.t("\n    Require ip ")
    d.pii("IP_ADDRESS", "10.%d.0.0" % rng.randint(0, 255)).t("/16\n</VirtualHost>\n")
    return d


def g_router(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("interface GigabitEthernet0/%d\n ip address " % rng.randint(0, 3))
    d.pii("IP_ADDRESS", "172.%d.%d.1" % (rng.randint(16, 31), rng.randint(0, 255))).t(" ")
    d.pii("IP_ADDRESS", "255.255.255.0").t("\n ipv6 address ")
    _, a, _ = make_ip(rng)
    d.pii("IP_ADDRESS", a).t("\n!\nsnmp-server contact ").pii("EMAIL_ADDRESS", c.email()).t("\n")
    return d


def g_env(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("DB_HOST=")
    _, a, _ = make_ip(rng)
    d.pii("IP_ADDRESS", a).t("\nSUPPORT_EMAIL=").pii("EMAIL_ADDRESS", c.email()).t("\nTWILIO_FROM=")
    s, _ = c.phone(PhoneNumberType.MOBILE)
    d.pii("PHONE_NUMBER", s).t("\nDEBUG=false\n")
    return d


def g_sql(c: Ctx) -> Doc:
    d = Doc()
    d.t("INSERT INTO customers (name, email, phone, iban) VALUES ('" + c.name().replace("'", "") + "', '")
    d.pii("EMAIL_ADDRESS", c.email()).t("', '")
    ph(c, d)
    d.t("', '").pii("IBAN_CODE", c.iban()).t("');\n")
    return d


def g_card_typed(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t(rng.choice(["pls charge this one: ", "new card -> ", "Card: ", "use my other card "]))
    _, card = make_card(rng)
    d.pii("CREDIT_CARD", card).t(rng.choice([" thx", "", " cvv on the back", "\n"]))
    return d


def g_bank_details(c: Ctx) -> Doc:
    d, rng = Doc(), c.rng
    d.t("Bank details / Bankverbindung\nAccount holder: " + c.name() + "\nIBAN: ").pii("IBAN_CODE", c.iban())
    if rng.random() < 0.5:
        d.t("\nSecond account: ").pii("IBAN_CODE", c.iban())
    d.t("\nReference: rent " + rng.choice(["March", "April", "May"]) + "\n")
    return d


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified, "forum": g_forum,
    "chat": g_chat, "csv": g_csv, "json": g_json, "yaml": g_yaml, "sshd-log": g_sshd, "nginx-log": g_nginx,
    "firewall-log": g_firewall, "dhcp-log": g_dhcp, "config": g_config, "html": g_html, "invoice": g_invoice,
    "support-card": g_support_card, "prose": g_prose, "local-labels": g_local_labels, "no-label": g_no_label,
    "odd-label": g_odd_labels, "tollfree": g_tollfree, "fax": g_fax, "extension": g_extension,
    "wrapped": g_wrapped, "brackets": g_brackets, "list": g_list, "vcard": g_vcard, "sms": g_sms,
    "hotel": g_hotel, "ticket": g_ticket, "crm": g_crm, "markdown": g_markdown, "xml": g_xml,
    "apache": g_apache, "router": g_router, "env": g_env, "sql": g_sql, "card-typed": g_card_typed,
    "bank-details": g_bank_details,
}


# ---------------------------------------------------------------- PII-free genres

def _d(s: str) -> Doc:
    return Doc().t(s)


def f_versions(rng, fake):
    return _d("Changelog\n- Windows build 10.0.%d.%d tested\n- Version %d.%d.%d released, see 4.%d.%d for the LTS line\n- Kernel %d.%d.%d-%d-generic\n" % (
        rng.randint(17000, 22631), rng.randint(1000, 4000), rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 20),
        rng.randint(0, 9), rng.randint(0, 9), rng.randint(4, 6), rng.randint(0, 19), rng.randint(0, 200), rng.randint(1, 99)))


def f_sections(rng, fake):
    a, b = rng.randint(1, 12), rng.randint(1, 9)
    return _d("See section %d.%d.%d and clause %d.%d(b); annex %d.%d.%d.%d.%d covers the exceptions.\n" % (
        a, b, rng.randint(1, 9), a, b + 1, a, b, rng.randint(1, 9), rng.randint(1, 9), rng.randint(1, 9)))


def f_oids(rng, fake):
    return _d("OID: 1.3.6.1.4.1.%d.%d.%d.%d\nsysUpTime OID: 1.3.6.1.2.1.1.3.0\n" % (
        rng.randint(300, 60000), rng.randint(1, 9), rng.randint(1, 30), rng.randint(0, 9)))


def f_dates(rng, fake):
    y, m, dd = rng.randint(1990, 2030), rng.randint(1, 12), rng.randint(1, 28)
    return _d("Date: %04d-%02d-%02d, Datum: %02d.%02d.%04d, fecha: %02d/%02d/%04d, at %02d:%02d:%02d\n" % (
        y, m, dd, dd, m, y, dd, m, y, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)))


def f_prices(rng, fake):
    return _d("Total: %d.%02d EUR (VAT incl.), was %s %d,%02d; shipping 4.99\n" % (
        rng.randint(10, 99999), rng.randint(0, 99), rng.choice(["€", "$", "£"]), rng.randint(10, 999), rng.randint(0, 99)))


def f_isbn(rng, fake):
    body = "978" + str(rng.randint(0, 1)) + "".join(rng.choice(string.digits) for _ in range(8))
    total = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
    isbn = body + str((10 - total % 10) % 10)
    return _d("ISBN %s-%s-%s-%s-%s, paperback, %d pages\n" % (isbn[:3], isbn[3], isbn[4:7], isbn[7:12], isbn[12], rng.randint(80, 900)))


def f_imei(rng, fake):
    body = rng.choice(["86", "01", "99"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return _d("Device info\nIMEI: %s\nIMEI 2: %s\n" % (body + luhn.calc_check_digit(body),
                                                    body[:-1] + "7" + luhn.calc_check_digit(body[:-1] + "7")))


def f_orders(rng, fake):
    return _d("Order: %03d %04d %04d\nOrder no. %d\n" % (rng.randint(10, 999), rng.randint(0, 9999), rng.randint(0, 9999),
                                                      rng.randint(10 ** 7, 10 ** 9)))


def f_tracking(rng, fake):
    return _d("Tracking: 1Z %s %s %s %s\nWaybill: JD%018d\n" % (
        "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(3)),
        "".join(rng.choice(string.ascii_uppercase) for _ in range(3)), rng.randint(10, 99), rng.randint(1000, 9999),
        rng.randint(0, 10 ** 17)))


def f_tickets(rng, fake):
    return _d("Ticket #%d opened, case %d-%d-%d linked.\n" % (
        rng.randint(10 ** 6, 10 ** 8), rng.randint(100, 999), rng.randint(1000, 9999), rng.randint(100, 999)))


def f_coords(rng, fake):
    return _d("Coordinates: %.6f, %.6f (lat/lon), elevation %d m\n" % (
        rng.uniform(-60, 70), rng.uniform(-170, 170), rng.randint(0, 4000)))


def f_hashes(rng, fake):
    return _d("commit %s\nsha256: %s\n" % ("".join(rng.choice("0123456789abcdef") for _ in range(40)),
                                          "".join(rng.choice("0123456789abcdef") for _ in range(64))))


def f_macs(rng, fake):
    return _d("ether %s  brd ff:ff:ff:ff:ff:ff\nWi-Fi MAC %s\n" % (
        ":".join("%02x" % rng.randint(0, 255) for _ in range(6)), "-".join("%02X" % rng.randint(0, 255) for _ in range(6))))


def f_taxids(rng, fake):
    return _d("VAT: DE%09d\nTax ID (Steuer-ID): %011d\nSIREN %09d\n" % (
        rng.randint(10 ** 8, 10 ** 9 - 1), rng.randint(10 ** 10, 10 ** 11 - 1), rng.randint(10 ** 8, 10 ** 9 - 1)))


def f_postcodes(rng, fake):
    return _d("Postcodes served: %05d, %05d, %s %d%s, %d-%03d\n" % (
        rng.randint(1000, 99999), rng.randint(1000, 99999), rng.choice(["SW1A", "EC2R", "M1"]), rng.randint(1, 9),
        rng.choice(["AA", "BD"]), rng.randint(10, 99), rng.randint(0, 999)))


def f_otp(rng, fake):
    return _d("Your verification code is %06d. It expires in 10 minutes. Code: %03d %03d\n" % (
        rng.randint(0, 999999), rng.randint(0, 999), rng.randint(0, 999)))


def f_parts(rng, fake):
    return _d("Part no. %d-%04d-%02d, SKU %d, Art.-Nr. %s\n" % (
        rng.randint(100, 999), rng.randint(0, 9999), rng.randint(0, 99), rng.randint(10 ** 6, 10 ** 8),
        "%d.%03d.%02d" % (rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 99))))


def f_population(rng, fake):
    return _d("%s — Population: %s (2021 census), area %d km²\n" % (
        fake.city(), "{:,}".format(rng.randint(10 ** 6, 4 * 10 ** 7)).replace(",", rng.choice([",", " ", "."])),
        rng.randint(50, 9000)))


def f_scores(rng, fake):
    return _d("Final score %d–%d, attendance %d, next match %02d.%02d.\n" % (
        rng.randint(0, 5), rng.randint(0, 5), rng.randint(1000, 80000), rng.randint(1, 28), rng.randint(1, 12)))


def f_measures(rng, fake):
    rows = "\n".join("%d\t%.2f\t%.1f\t%d" % (i, rng.uniform(0, 100), rng.uniform(-10, 40), rng.randint(0, 999))
                     for i in range(1, rng.randint(3, 6)))
    return _d("sample\tmm\ttemp\tcount\n" + rows + "\n")


def f_sortcode(rng, fake):
    return _d("Sort code: %02d-%02d-%02d (account number on request)\nBSB %03d-%03d\n" % (
        rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999)))


def f_masked(rng, fake):
    return _d("Paid with card ending **** **** **** %04d on %02d/%02d. Visa •••• %04d\n" % (
        rng.randint(0, 9999), rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 9999)))


def f_labelled_phone_like(rng, fake):
    return _d("Order: 0%d %04d %04d\nCustomer no. %03d %03d %04d\n" % (
        rng.randint(20, 89), rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(100, 999),
        rng.randint(0, 999), rng.randint(0, 9999)))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "tracking": f_tracking, "tickets": f_tickets,
    "coordinates": f_coords, "hashes": f_hashes, "mac": f_macs, "tax-ids": f_taxids, "postcodes": f_postcodes,
    "otp": f_otp, "parts": f_parts, "population": f_population, "scores": f_scores,
    "measurements": f_measures, "sort-codes": f_sortcode, "masked-cards": f_masked,
    "labelled-phone-like": f_labelled_phone_like,
}


# ---------------------------------------------------------------- records

def finish_spans(spans: list[dict], region: str) -> list[dict]:
    out = []
    for sp in sorted(spans, key=lambda s: s["start"]):
        sp = dict(sp)
        core = sp.pop("_core", None)
        if sp["entity"] == "PHONE_NUMBER":
            sp["valid"] = phone_valid(core, region)
        out.append(sp)
    for a, b in zip(out, out[1:]):
        assert a["end"] <= b["start"], (a, b)
    return out


def synthetic_pii(rng: random.Random, fakers: dict) -> list[dict]:
    locales = sorted(fakers)
    genres = sorted(PII_GENRES)
    records, shared = [], {"foreign_ibans": 0}
    while len(records) < N_PII:
        locale = locales[len(records) % len(locales)]
        genre = genres[rng.randrange(len(genres))]
        c = Ctx(rng, fakers[locale], locale, shared)
        for _ in range(50):
            d = PII_GENRES[genre](c)
            text = d.text()
            if d.spans and not lookalike_problems(text, d.spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text for %s" % (genre, locale))
        records.append({"locale": locale, "template": "b9-" + genre, "text": text,
                        "spans": finish_spans(d.spans, c.region)})
    return records


FREE_INTROS = ["", "", "Notes from the meeting:\n", "FYI —\n", "Copied from the ticket:\n", "Quick summary below.\n",
               "As discussed,\n", "Reminder:\n", "From the spec sheet:\n", "> forwarded message\n",
               "Hi team, see below.\n\n", "Status update\n\n"]
FREE_OUTROS = ["", "", "Cheers\n", "Let me know if anything is off.\n", "-- sent from my tablet\n",
               "(no action needed)\n", "Thanks!\n", "See you on Monday.\n"]


def synthetic_free(rng: random.Random, fakers: dict) -> list[dict]:
    genres = sorted(FREE_GENRES)
    en = fakers["en_US"]
    records = []
    while len(records) < N_FREE:
        genre = genres[len(records) % len(genres)]
        for _ in range(50):
            text = rng.choice(FREE_INTROS) + FREE_GENRES[genre](rng, en).text() + rng.choice(FREE_OUTROS)
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean %s text" % genre)
        records.append({"locale": "", "template": "b9f-" + genre, "text": text, "spans": []})
    return records


def standalone(text: str, start: int, end: int, entity: str) -> bool:
    """True if text[start:end] is not part of a longer word, number or address."""
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    after2 = text[end + 1] if end + 1 < len(text) else ""
    if before.isalnum() or before == "_" or after.isalnum() or after == "_":
        return False
    if before == "." or (after == "." and after2.isalnum()):
        return False
    ipv6 = entity == "IP_ADDRESS" and ":" in text[start:end]
    if ipv6 and (before == ":" or (after == ":" and after2.isalnum())):
        return False
    if entity == "EMAIL_ADDRESS" and (before in "+-%" or after == "@"):
        return False
    if entity == "PHONE_NUMBER" and before in "+-/":
        return False
    return True


def real_records() -> list[dict]:
    records = []
    for source, key, locale, text, labels in REAL_SNIPPETS:
        assert 200 <= len(text) <= 1400, (source, len(text))
        region = locale.split("_")[1] if locale else "US"
        found = []
        for entity, s in labels:
            hits = [m.start() for m in re.finditer(re.escape(s), text) if standalone(text, m.start(), m.start() + len(s), entity)]
            assert hits, (source, s)
            found += [(len(s), h, entity, s) for h in hits]
        taken, spans = [], []
        for n, h, entity, s in sorted(found, key=lambda x: (-x[0], x[1])):
            if any(h < b and a < h + n for a, b in taken):
                continue
            taken.append((h, h + n))
            sp = {"entity": entity, "start": h, "end": h + n}
            if entity == "PHONE_NUMBER":
                sp["_core"] = s
            spans.append(sp)
        records.append({"locale": locale if spans else "", "template": "b9r-" + key, "text": text,
                        "spans": finish_spans(spans, region)})
    return records


def build() -> list[dict]:
    if faker.VERSION != FAKER_VERSION:
        raise SystemExit("Faker %s is required (found %s); the set would differ." % (FAKER_VERSION, faker.VERSION))
    rng = random.Random(SEED)
    fakers = {}
    for locale in sorted(LOCALE_REGION):
        f = Faker(locale)
        # Faker's it_IT city list is built from a set, so its order follows the hash seed.
        for factory in f.factories:
            for provider in factory.providers:
                if isinstance(getattr(provider, "cities", None), list):
                    provider.cities = sorted(provider.cities)
        f.seed_instance(rng.getrandbits(64))
        fakers[locale] = f
    records = synthetic_pii(rng, fakers) + synthetic_free(rng, fakers) + real_records()
    rng.shuffle(records)
    out = []
    for i, r in enumerate(records):
        out.append({"id": "blind9-%05d" % i, "locale": r["locale"], "spans": r["spans"],
                    "template": r["template"], "text": r["text"]})
    return out


def write(records: list[dict], path: str) -> None:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = ap.parse_args(argv)
    if os.path.exists(args.out) and not args.force:
        raise SystemExit("%s exists; pass --force to overwrite it." % args.out)
    write(build(), args.out)


# ---------------------------------------------------------------- real snippets
# (source, template key, locale, text, [(entity, string), ...]); every stand-alone
# occurrence of a labelled string in its window is a span.
REAL_SNIPPETS = [
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     "#no-resolv\n\n# If you don't want dnsmasq to poll /etc/resolv.conf or other resolv\n# files for changes and re-read them then uncomment this.\n#no-poll\n\n# Add other name servers here, with domain specs if they are for\n# non-public domains.\n#server=/localnet/192.168.0.1\n\n# Example of routing PTR queries to nameservers: this will send all\n# address->name queries for 192.168.3/24 to nameserver 10.1.2.3\n#server=/3.168.192.in-addr.arpa/10.1.2.3\n\n# Add local-only domains here, queries in these domains are answered\n# from /etc/hosts or DHCP only.\n#local=/localnet/\n\n# Add domains which you want to force to an IP address here.\n# The example below send any host in double-click.net to a local\n# web-server.\n#address=/double-click.net/127.0.0.1",
     [('IP_ADDRESS', '10.1.2.3'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.0.1')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     "# interface (eg eth0) here.\n# Repeat the line for more than one interface.\n#interface=\n# Or you can specify which interface _not_ to listen on\n#except-interface=\n# Or which to listen on by address (remember to include 127.0.0.1 if\n# you use this.)\n#listen-address=\n# If you want dnsmasq to provide only DNS service on an interface,\n# configure it as shown above, and then use the following line to\n# disable DHCP and TFTP on it.\n#no-dhcp-interface=\n\n# On systems which support it, dnsmasq binds the wildcard address,\n# even when it is listening on only some interfaces. It then discards\n# requests that it shouldn't reply to. This has the advantage of\n# working even when interfaces come and go and change address. If you",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     '# of some type for the subnet in question.\n# In this case the netmask is implied (it comes from the network\n# configuration on the machine running dnsmasq) it is possible to give\n# an explicit netmask instead.\n#dhcp-range=192.168.0.0,static\n\n# Enable DHCPv6. Note that the prefix-length does not need to be specified\n# and defaults to 64 if missing/\n#dhcp-range=1234::2, 1234::500, 64, 12h\n\n# Do Router Advertisements, BUT NOT DHCP for this subnet.\n#dhcp-range=1234::, ra-only \n\n# Do Router Advertisements, BUT NOT DHCP for this subnet, also try and\n# add names to the DNS for the IPv6 address of SLAAC-configured dual-stack \n# hosts. Use the DHCPv4 lease to derive the name, network segment and ',
     [('IP_ADDRESS', '1234::'), ('IP_ADDRESS', '1234::2'), ('IP_ADDRESS', '1234::500'), ('IP_ADDRESS', '192.168.0.0')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     '# IP addresses DO NOT have to be in the range given above, they just\n# need to be on the same network. The order of the parameters in these\n# do not matter, it\'s permissible to give name, address and MAC in any\n# order.\n\n# Always allocate the host with Ethernet address 11:22:33:44:55:66\n# The IP address 192.168.0.60\n#dhcp-host=11:22:33:44:55:66,192.168.0.60\n\n# Always set the name of the host with hardware address\n# 11:22:33:44:55:66 to be "fred"\n#dhcp-host=11:22:33:44:55:66,fred\n\n# Always give the host with Ethernet address 11:22:33:44:55:66\n# the name fred and IP address 192.168.0.60 and lease time 45 minutes\n#dhcp-host=11:22:33:44:55:66,fred,192.168.0.60,45m\n\n# Give a host with Ethernet address 11:22:33:44:55:66 or\n# 12:34:56:78:90:12 the IP address 192.168.0.60. Dnsmasq will assume',
     [('IP_ADDRESS', '192.168.0.60')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     '# any dhcp-options. If you use Windows clients and Samba, there\n# are some options which are recommended, they are detailed at the\n# end of this section.\n\n# Override the default route supplied by dnsmasq, which assumes the\n# router is the same machine as the one running dnsmasq.\n#dhcp-option=3,1.2.3.4\n\n# Do the same thing, but using the option name\n#dhcp-option=option:router,1.2.3.4\n\n# Override the default route supplied by dnsmasq and send no default\n# route at all. Note that this only works for the options sent by\n# default (1, 3, 6, 12, 28) the same line will send a zero-length option\n# for all other option numbers.\n#dhcp-option=3\n\n# Set the NTP time server addresses to 192.168.0.4 and 10.10.0.5\n#dhcp-option=option:ntp-server,192.168.0.4,10.10.0.5',
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '10.10.0.5'), ('IP_ADDRESS', '192.168.0.4')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     '#dhcp-option = tag:red, option:ntp-server, 192.168.1.1\n\n# The following DHCP options set up dnsmasq in the same way as is specified\n# for the ISC dhcpcd in\n# https://web.archive.org/web/20040313070105/http://us1.samba.org/samba/ftp/docs/textdocs/DHCP-Server-Configuration.txt\n# adapted for a typical dnsmasq installation where the host running\n# dnsmasq is also the host running samba.\n# you may want to uncomment some or all of them if you use\n# Windows clients and Samba.\n#dhcp-option=19,0           # option ip-forwarding off',
     [('IP_ADDRESS', '192.168.1.1')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/examples/dnsmasq.conf.example', 'dnsmasq-base', 'en_US',
     "# a TFTP server; either dnsmasq's built-in TFTP server or an\n# external one. (See below for how to enable the TFTP server.)\n#dhcp-boot=pxelinux.0\n\n# The same as above, but use custom tftp-server instead machine running dnsmasq\n#dhcp-boot=pxelinux,server.name,192.168.1.100\n\n# Boot for iPXE. The idea is to send two different\n# filenames, the first loads iPXE, and the second tells iPXE what to\n# load. The dhcp-match sets the ipxe tag for requests from iPXE.\n#dhcp-boot=undionly.kpxe\n#dhcp-match=set:ipxe,175 # iPXE sends a 175 option.\n#dhcp-boot=tag:ipxe,http://boot.ipxe.org/demo/boot.php\n\n# Encapsulated options for iPXE. All the options are\n# encapsulated within option 175\n#dhcp-option=encap:175, 1, 5b         # priority code",
     [('IP_ADDRESS', '192.168.1.100')]),
    ('deb:isc-dhcp-server:/usr/share/doc/isc-dhcp-server/examples/dhcpd.conf.example', 'isc-dhcp-server', 'en_US',
     "# Use this to send dhcp log messages to a different log file (you also\n# have to hack syslog.conf to complete the redirection).\n#log-facility local7;\n\n# No service will be given on this subnet, but declaring it helps the \n# DHCP server to understand the network topology.\n\n#subnet 10.152.187.0 netmask 255.255.255.0 {\n#}\n\n# This is a very basic subnet declaration.\n\n#subnet 10.254.239.0 netmask 255.255.255.224 {\n#  range 10.254.239.10 10.254.239.20;\n#  option routers rtr-239-0-1.example.org, rtr-239-0-2.example.org;\n#}\n\n# This declaration allows BOOTP clients to get dynamic addresses,\n# which we don't really recommend.\n\n#subnet 10.254.239.32 netmask 255.255.255.224 {\n#  range dynamic-bootp 10.254.239.40 10.254.239.60;\n#  option broadcast-address 10.254.239.31;",
     [('IP_ADDRESS', '10.152.187.0'), ('IP_ADDRESS', '10.254.239.0'), ('IP_ADDRESS', '10.254.239.10'), ('IP_ADDRESS', '10.254.239.20'), ('IP_ADDRESS', '10.254.239.31'), ('IP_ADDRESS', '10.254.239.32'), ('IP_ADDRESS', '10.254.239.40'), ('IP_ADDRESS', '10.254.239.60'), ('IP_ADDRESS', '255.255.255.0'), ('IP_ADDRESS', '255.255.255.224')]),
    ('deb:isc-dhcp-server:/usr/share/doc/isc-dhcp-server/examples/dhcpd.conf.example', 'isc-dhcp-server', 'en_US',
     '#  option routers rtr-239-32-1.example.org;\n#}\n\n# A slightly different configuration for an internal subnet.\n#subnet 10.5.5.0 netmask 255.255.255.224 {\n#  range 10.5.5.26 10.5.5.30;\n#  option domain-name-servers ns1.internal.example.org;\n#  option domain-name "internal.example.org";\n#  option routers 10.5.5.1;\n#  option broadcast-address 10.5.5.31;\n#  default-lease-time 600;\n#  max-lease-time 7200;\n#}\n\n# Hosts which require special configuration options can be listed in\n# host statements.   If no address is specified, the address will be\n# allocated dynamically (if possible), but the host-specific information',
     [('IP_ADDRESS', '10.5.5.0'), ('IP_ADDRESS', '10.5.5.1'), ('IP_ADDRESS', '10.5.5.26'), ('IP_ADDRESS', '10.5.5.30'), ('IP_ADDRESS', '10.5.5.31'), ('IP_ADDRESS', '255.255.255.224')]),
    ('deb:isc-dhcp-server:/usr/share/doc/isc-dhcp-server/examples/dhcpd.conf.example', 'isc-dhcp-server', 'en_US',
     '# in a certain class get addresses on the 10.17.224/24 subnet, and all\n# other clients get addresses on the 10.0.29/24 subnet.\n\n#class "foo" {\n#  match if substring (option vendor-class-identifier, 0, 4) = "SUNW";\n#}\n\n#shared-network 224-29 {\n#  subnet 10.17.224.0 netmask 255.255.255.0 {\n#    option routers rtr-224.example.org;\n#  }\n#  subnet 10.0.29.0 netmask 255.255.255.0 {\n#    option routers rtr-29.example.org;\n#  }\n#  pool {\n#    allow members of "foo";\n#    range 10.17.224.10 10.17.224.250;\n#  }\n#  pool {\n#    deny members of "foo";\n#    range 10.0.29.10 10.0.29.230;\n#  }\n#}',
     [('IP_ADDRESS', '10.0.29.0'), ('IP_ADDRESS', '10.0.29.10'), ('IP_ADDRESS', '10.0.29.230'), ('IP_ADDRESS', '10.17.224.0'), ('IP_ADDRESS', '10.17.224.10'), ('IP_ADDRESS', '10.17.224.250'), ('IP_ADDRESS', '255.255.255.0')]),
    ('deb:isc-dhcp-server:/etc/dhcp/dhcpd6.conf', 'isc-dhcp-server', 'en_US',
     '#  (default is 3/4 preferred lifetime)\n#  (set to 2 hours)\noption dhcp-rebinding-time 7200;\n\n# Enable RFC 5007 support (same than for DHCPv4)\nallow leasequery;\n\n# Global definitions for name server address(es) and domain search list\noption dhcp6.name-servers 3ffe:501:ffff:100:200:ff:fe00:3f3e;\noption dhcp6.domain-search "test.example.com","example.com";\n\n# Set preference to 255 (maximum) in order to avoid waiting for\n# additional servers when there is only one\n##option dhcp6.preference 255;\n\n# Server side command to enable rapid-commit (2 packet exchange)\n##option dhcp6.rapid-commit;\n\n# The delay before information-request refresh\n#  (minimum is 10 minutes, maximum one day, default is to not refresh)\n#  (set to 6 hours)\noption dhcp6.info-refresh-time 21600;',
     [('IP_ADDRESS', '3ffe:501:ffff:100:200:ff:fe00:3f3e')]),
    ('deb:isc-dhcp-server:/etc/dhcp/dhcpd6.conf', 'isc-dhcp-server', 'en_US',
     '# Static definition (must be global)\n#host myclient {\n#\t# The entry is looked up by this\n#\thost-identifier option\n#\t\tdhcp6.client-id 00:01:00:01:00:04:93:e0:00:00:00:00:a2:a2;\n#\n#\t# A fixed address\n#\tfixed-address6 3ffe:501:ffff:100::1234;\n#\n#\t# A fixed prefix\n#\tfixed-prefix6 3ffe:501:ffff:101::/64;\n#\n#\t# Override of the global definitions,\n#\t# works only when a resource (address or prefix) is assigned\n#\toption dhcp6.name-servers 3ffe:501:ffff:100:200:ff:fe00:4f4e;\n#\n#\t# For debug (to see when the entry statements are executed)\n#\t#  (log "sol" when a matching Solicitation is received)\n#\t##if packet(0,1) = 1 { log(debug,"sol"); }\n#}\n#\n#host otherclient {\n#        # This host entry is hopefully matched if the client supplies a DUID-LL',
     [('IP_ADDRESS', '3ffe:501:ffff:100:200:ff:fe00:4f4e'), ('IP_ADDRESS', '3ffe:501:ffff:100::1234'), ('IP_ADDRESS', '3ffe:501:ffff:101::')]),
    ('deb:isc-dhcp-server:/etc/dhcp/dhcpd6.conf', 'isc-dhcp-server', 'en_US',
     '#        # or DUID-LLT containing this MAC address.\n#        hardware ethernet 01:00:80:a2:55:67;\n#\n#        fixed-address6 3ffe:501:ffff:100::4321;\n#}\n\n# The subnet where the server is attached\n#  (i.e., the server has an address in this subnet)\n#subnet6 3ffe:501:ffff:100::/64 {\n#\t# Two addresses available to clients\n#\t#  (the third client should get NoAddrsAvail)\n#\trange6 3ffe:501:ffff:100::10 3ffe:501:ffff:100::11;\n#\n#\t# Use the whole /64 prefix for temporary addresses\n#\t#  (i.e., direct application of RFC 4941)\n#\trange6 3ffe:501:ffff:100:: temporary;\n#\n#\t# Some /64 prefixes available for Prefix Delegation (RFC 3633)',
     [('IP_ADDRESS', '3ffe:501:ffff:100::'), ('IP_ADDRESS', '3ffe:501:ffff:100::10'), ('IP_ADDRESS', '3ffe:501:ffff:100::11'), ('IP_ADDRESS', '3ffe:501:ffff:100::4321')]),
    ('deb:dnsmasq-base:/usr/share/man/man8/dnsmasq.8.gz (rendered with man -l | col -bx)', 'dnsmasq-base', 'en_US',
     "              of  both  interfaces  and  addresses  is used. Note that if no\n              --interface option is given, but --listen-address is,  dnsmasq\n              will  not  automatically  listen on the loopback interface. To\n              achieve this, its IP address, 127.0.0.1,  must  be  explicitly\n              given as a --listen-address option.\n\n       -z, --bind-interfaces\n              On  systems  which  support it, dnsmasq binds the wildcard ad‐\n              dress, even when it is listening on only some  interfaces.  It\n              then  discards  requests  that it shouldn't reply to. This has\n              the advantage of working even when interfaces come and go  and\n              change address. This option forces dnsmasq to really bind only",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('deb:dnsmasq-base:/usr/share/man/man8/dnsmasq.8.gz (rendered with man -l | col -bx)', 'dnsmasq-base', 'en_US',
     '       --rev-server=<ip-address>[/<prefix-len>][,<server>][#<port>][@<inter‐\n       face>][@<source-ip>[#<port>]]\n              This  is  functionally the same as --server, but provides some\n              syntactic sugar to  make  specifying  address-to-name  queries\n              easier. For example --rev-server=1.2.3.0/24,192.168.0.1 is ex‐\n              actly equivalent  to  --server=/3.2.1.in-addr.arpa/192.168.0.1\n              Allowed  prefix  lengths  are 1-32 (IPv4) and 1-128 (IPv6). If\n              the prefix length is omitted, dnsmasq  substitutes  either  32\n              (IPv4) or 128 (IPv6).\n\n       -A, --address=/<domain>[/<domain>...]/[<ipaddr>]\n              Specify  an IP address to return for any host in the given do‐\n              mains.  A (or AAAA) queries in the domains are never forwarded',
     [('IP_ADDRESS', '1.2.3.0'), ('IP_ADDRESS', '192.168.0.1')]),
    ('deb:dnsmasq-base:/usr/share/man/man8/dnsmasq.8.gz (rendered with man -l | col -bx)', 'dnsmasq-base', 'en_US',
     '              replies, unless the subnet address being added is constant.\n\n              For example, --add-subnet=24,96 will add the /24 and /96  sub‐\n              nets  of  the  requestor for IPv4 and IPv6 requestors, respec‐\n              tively.  --add-subnet=1.2.3.4/24 will add 1.2.3.0/24 for  IPv4\n              requestors   and   ::/0   for   IPv6  requestors.   --add-sub‐\n              net=1.2.3.4/24,1.2.3.4/24 will add 1.2.3.0/24  for  both  IPv4\n              and IPv6 requestors.\n\n       --strip-subnet\n              Remove  any  subnet  address  already  present in a downstream\n              query before forwarding it upstream. If  --add-subnet  is  set\n              this  also  ensures that any downstream-provided subnet is re‐',
     [('IP_ADDRESS', '1.2.3.0'), ('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '::')]),
    ('deb:dnsmasq-base:/usr/share/man/man8/dnsmasq.8.gz (rendered with man -l | col -bx)', 'dnsmasq-base', 'en_US',
     '              The option numbers are specified  in  RFC2132  and  subsequent\n              RFCs.  The set of option-names known by dnsmasq can be discov‐\n              ered by running "dnsmasq --help dhcp".  For  example,  to  set\n              the   default  route  option  to  192.168.4.4,  do  --dhcp-op‐\n              tion=3,192.168.4.4   or   --dhcp-option    =    option:router,\n              192.168.4.4 and to set the time-server address to 192.168.0.4,\n              do --dhcp-option  =  42,192.168.0.4  or  --dhcp-option  =  op‐\n              tion:ntp-server,  192.168.0.4  The  special address 0.0.0.0 is\n              taken to mean "the address of the machine running dnsmasq".\n\n              An option without data is valid, and includes just the  option',
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '192.168.0.4'), ('IP_ADDRESS', '192.168.4.4')]),
    ('deb:dnsmasq-base:/usr/share/man/man8/dnsmasq.8.gz (rendered with man -l | col -bx)', 'dnsmasq-base', 'en_US',
     '       configuration file. These server specifications optionally take a do‐\n       main  name  which tells dnsmasq to use that server only to find names\n       in that particular domain.\n\n       In order to configure dnsmasq to act as cache for the host  on  which\n       it  is  running,  put  "nameserver  127.0.0.1" in /etc/resolv.conf to\n       force local processes to send queries to dnsmasq. Then either specify\n       the  upstream  servers  directly to dnsmasq using --server options or\n       put their addresses real in another file, say /etc/resolv.dnsmasq and\n       run  dnsmasq  with the --resolv-file /etc/resolv.dnsmasq option. This\n       second technique allows for dynamic update of the server addresses by\n       PPP or DHCP.\n\n       Addresses  in  /etc/hosts  will  "shadow" different addresses for the',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('deb:isc-dhcp-server:/usr/share/man/man5/dhcpd.conf.5.gz (rendered with man -l | col -bx)', 'isc-dhcp-server', 'en_US',
     '       Parameter statements either say how to do something (e.g., how long a\n       lease  to offer), whether to do something (e.g., should dhcpd provide\n       addresses to unknown clients), or what parameters to provide  to  the\n       client (e.g., use gateway 220.177.244.7).\n\n       Declarations are used to describe the topology of the network, to de‐\n       scribe clients on the network, to provide addresses that can  be  as‐\n       signed  to  clients,  or to apply a group of parameters to a group of\n       declarations.  In any group of parameters and declarations,  all  pa‐\n       rameters  must  be  specified before any declarations which depend on\n       those parameters may be specified.\n\n       Declarations about network topology include  the  shared-network  and',
     [('IP_ADDRESS', '220.177.244.7')]),
    ('deb:isc-dhcp-server:/usr/share/man/man5/dhcpd.conf.5.gz (rendered with man -l | col -bx)', 'isc-dhcp-server', 'en_US',
     '       may  be able to arrange for addresses from one pool to be allowed ac‐\n       cess to the Internet, while addresses in another pool are  not,  thus\n       encouraging  users  to  register their DHCP clients.  To do this, you\n       would set up a pair of pool declarations:\n\n       subnet 10.0.0.0 netmask 255.255.255.0 {\n         option routers 10.0.0.254;\n\n         # Unknown clients get this pool.\n         pool {\n           option domain-name-servers bogus.example.com;\n           max-lease-time 300;\n           range 10.0.0.200 10.0.0.253;\n           allow unknown-clients;\n         }\n\n         # Known clients get this pool.\n         pool {\n           option domain-name-servers ns1.example.com, ns2.example.com;\n           max-lease-time 28800;',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.0.200'), ('IP_ADDRESS', '10.0.0.253'), ('IP_ADDRESS', '10.0.0.254'), ('IP_ADDRESS', '255.255.255.0')]),
    ('deb:isc-dhcp-server:/usr/share/man/man5/dhcpd.conf.5.gz (rendered with man -l | col -bx)', 'isc-dhcp-server', 'en_US',
     '       described previously.\n\n       The DNS server must be configured to allow updates for any zone  that\n       the  DHCP  server  will  be  updating.   For example, let us say that\n       clients in the sneedville.edu domain will be  assigned  addresses  on\n       the 10.10.17.0/24 subnet.  In that case, you will need a key declara‐\n       tion for the TSIG key you will be using, and also two  zone  declara‐\n       tions  -  one  for the zone containing A records that will be updates\n       and one for the zone containing PTR records - for ISC BIND, something\n       like this:\n\n       key DHCP_UPDATER {\n         algorithm HMAC-MD5.SIG-ALG.REG.INT;\n         secret pRP5FapFoJ95JEL06sv4PQ==;\n       };\n\n       zone "example.org" {',
     [('IP_ADDRESS', '10.10.17.0')]),
    ('deb:isc-dhcp-server:/usr/share/man/man5/dhcpd.conf.5.gz (rendered with man -l | col -bx)', 'isc-dhcp-server', 'en_US',
     '              In general "first available" is determined  by  the  order  in\n              which  pools  are  defined in the server\'s configuration.  For\n              example, if a subnet is defined with three prefix  pools  A,B,\n              and C:\n\n              subnet 3000::/64 {\n                   # pool A\n                   pool6 {\n                        :\n                   }\n                   # pool B\n                   pool6 {\n                        :\n                   }\n                   # pool C\n                   pool6 {\n                        :\n                   }\n              }\n\n              then the pools will be checked in the order A, B, C. For modes\n              prefer, minimum, and maximum this may mean checking the  pools',
     [('IP_ADDRESS', '3000::')]),
    ('deb:iptables:/usr/share/man/man8/iptables-extensions.8.gz (rendered with man -l | col -bx)', 'iptables', 'en_US',
     '       types are used within the kernel networking stack and categorize  ad‐\n       dresses  into various groups.  The exact definition of that group de‐\n       pends on the specific layer three protocol.\n\n       The following address types are possible:\n\n       UNSPEC an unspecified address (i.e. 0.0.0.0)\n\n       UNICAST\n              an unicast address\n\n       LOCAL  a local address\n\n       BROADCAST\n              a broadcast address\n\n       ANYCAST\n              an anycast packet\n\n       MULTICAST\n              a multicast address\n\n       BLACKHOLE\n              a blackhole address\n\n       UNREACHABLE\n              an unreachable address\n\n       PROHIBIT\n              a prohibited address\n\n       THROW  FIXME\n\n       NAT    FIXME\n\n       XRESOLVE',
     [('IP_ADDRESS', '0.0.0.0')]),
    ('deb:iptables:/usr/share/man/man8/iptables-extensions.8.gz (rendered with man -l | col -bx)', 'iptables', 'en_US',
     '       --hashlimit-rate-interval sec\n              Can be used with --hashlimit-rate-match to specify the  inter‐\n              val at which the rate should be sampled\n\n       Examples:\n\n       matching on source host\n              "1000  packets per second for every host in 192.168.0.0/16" =>\n              -s  192.168.0.0/16  --hashlimit-mode  srcip   --hashlimit-upto\n              1000/sec\n\n       matching on source port\n              "100  packets  per second for every service of 192.168.1.1" =>\n              -s  192.168.1.1  --hashlimit-mode   srcport   --hashlimit-upto\n              100/sec\n\n       matching on subnet\n              "10000  packets  per  minute for every /28 subnet (groups of 8\n              addresses) in 10.0.0.0/8" => -s 10.0.0.0/8 --hashlimit-mask 28',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.168.1.1')]),
    ('deb:iptables:/usr/share/man/man8/iptables-extensions.8.gz (rendered with man -l | col -bx)', 'iptables', 'en_US',
     '       --dst-pfx [prefix/length]\n              Set destination prefix that you want to use in the translation\n              and length\n\n       You have to use the SNPT target to undo the translation. Example:\n\n              ip6tables -t mangle -I POSTROUTING -s fd00::/64   -o  vboxnet0\n              -j SNPT --src-pfx fd00::/64 --dst-pfx 2001:e20:2000:40f::/64\n\n              ip6tables    -t    mangle    -I   PREROUTING   -i   wlan0   -d\n              2001:e20:2000:40f::/64        -j        DNPT         --src-pfx\n              2001:e20:2000:40f::/64 --dst-pfx fd00::/64\n\n       You may need to enable IPv6 neighbor proxy:\n\n              sysctl -w net.ipv6.conf.all.proxy_ndp=1\n\n       You  also have to use the NOTRACK target to disable connection track‐',
     [('IP_ADDRESS', '2001:e20:2000:40f::'), ('IP_ADDRESS', 'fd00::')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/FILTERS.gz', 'fail2ban', 'en_US',
     'reference these in the comments above the log line.\n\nFailJSON metadata\n-----------------\n\nA failJSON metadata is a comment immediately above the log message. It will\nlook like::\n\n  # failJSON: { "time": "2013-06-10T10:10:59", "match": true , "host": "93.184.216.119" }\n\nTime should match the time of the log message. It is in a specific format of\nYear-Month-Day\'T\'Hour:minute:Second.  If your log message does not include a\nyear, like the example below, the year should be listed as 2005, if before Sun\nAug 14 10am UTC, and 2004 if afterwards.  Here is an example failJSON\nline preceding a sample log line::\n\n  # failJSON: { "time": "2005-03-24T15:25:51", "match": true , "host": "198.51.100.87" }\n  Mar 24 15:25:51 buffalo1 dropbear[4092]: bad password attempt for \'root\' from 198.51.100.87:5543',
     [('IP_ADDRESS', '198.51.100.87'), ('IP_ADDRESS', '93.184.216.119')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/FILTERS.gz', 'fail2ban', 'en_US',
     "that log file do not log user generated text at the beginning of the line, or,\nif they do, ensure the regexes of the filter are sufficient to mitigate the risk\nof insertion.\n\n\nExamples of poor filters\n------------------------\n\n1. Too restrictive\n\nWe find a log message::\n\n    Apr-07-13 07:08:36 Invalid command fial2ban from 1.2.3.4\n\nWe make a failregex::\n\n    ^Invalid command \\S+ from <HOST>\n\nNow think evil. The user does the command 'blah from 1.2.3.44'\n\nThe program diligently logs::\n\n    Apr-07-13 07:08:36 Invalid command blah from 1.2.3.44 from 1.2.3.4\n\nAnd fail2ban matches 1.2.3.44 as the IP that it ban. A DoS attack was successful.\n\nThe fix here is that the command can be anything so .* is appropriate::\n\n    ^Invalid command .* from <HOST>\n\nHere the .* will match until the end of the string. Then realise it has more to",
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '1.2.3.44')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/FILTERS.gz', 'fail2ban', 'en_US',
     '       1.2.3.4  Sun Sep 29 17:15:02 2013\n\nIt should of matched 127.0.0.1. So the first greedy part of the greedy regex\nmatched until the end of the string. The was no "from <HOST>" so the regex\nengine worked backwards from the end of the string until this was matched.\n\nThe result was that 1.2.3.4 was matched, injected by the user, and the wrong IP\nwas banned.\n\nThe solution here is to make the first .* non-greedy with .*?. Here it matches\nas little as required and the fail2ban-regex tool shows the output::',
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '127.0.0.1')]),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     "    by 'update' can be extended after the update to drop additional\n    traffic as desired.\n\n5)  When AUTOMAKE=Yes, each directory in the CONFIG_PATH was originally\n    searched recursively for files newer than the compiled script. That\n    was changed in Shorewall 5.1.10.2 such that only the listed\n    directories themselves were searched. That broke some\n    configurations that played tricks with embedded SHELL such as:\n    \n       SHELL cat /etc/shorewall/rules.d/loc/*.rules\n       \n    Prior to 5.1.10.2, a change to a file in or adding a file to\n    /etc/shorewall/rules.d/loc/ would trigger recompilation. Beginning\n    with 5.1.10.2, such changes would not trigger recompilation.\n\n    Beginning with Shorewall 5.2.0, the pre-5.1.10.2 behavior can be",
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     "    replaced by 'shorewall.org'.\n\n----------------------------------------------------------------------------\n             P R O B L E M S  C O R R E C T E D  I N  5 . 2 . 4\n----------------------------------------------------------------------------\n\n5.2.4.4\n\n1)  When DYNAMIC_BLACKLIST=ipset... or when SAVE_IPSETS=Yes in\n    shorewall[6].conf, 'shorewall[6] start' could hang when 5.2.4.3\n    was installed. That has been corrected.\n\n2)  When 5.2.4.3 was installed, 'shorewall[6] start' would not\n    automatically create dynamic blacklisting ipsets. That has been\n    corrected.\n\n5.2.4.3\n\n1)  When interfaces was managed by Network Manager and IFUPDOWN=1 was\n    specified in the Shorewall-init configuration file, when an optional",
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     '    (and in nat actions), the latter form was actually flagged as an error\n    while in other contexts, it resulted in a less obvious error being\n    raised.\n\n6)  The manpages have been updated to refer to https://shorewall.org\n    rather than http://www.shorewall.org.\n\n5.2.3.4\n\n1)  If multi-queue NFQUEUE (e.g., NFQUEUE(0:1) ) WAS used as a policy,\n    an error such as the following was previously incorrectly raised.\n\n      ERROR: Invalid policy (NFQUEUE(0) /etc/shorewall/policy (line\n             15)\n    \n    That has been corrected such that no error is raised.\n\n2)  If multi-queue NFQUEUE( e.g., NFQUEUE(0:1,bypass) ) was passed to a\n    macro, an error such as the following was previously incorrectly\n    raised:\n\n      ERROR: Invalid ACTION (PARAM:1c,bypass)))',
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     "              loaded\n\n    To eliminate that message, Shorewall no longer attempts to load\n    ipt_ULOG. Note that most current distributions no longer support\n    ULOG. Current users of ULOG should convert to using NFLOG at the\n    earliest opportunity.\n\n5.2.1.1\n\n1)  The Perl module versions were not updated for the 5.2.1\n    release. That has been corrected.\n\n2)  The lib.common file previously confused Emacs such that editing the\n    file in shell mode was awkward. Because lib.common is included in\n    compiled scripts, this defect also made editing a compiled script\n    awkward. The issue has been resolved, so that the file now renders\n    properly in Emacs's shell mode.\n\n3)  Previously, if ip6tables-restore failed during Shorewall6 start,",
     []),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/MultiISP.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     "        although it requires that your ISPs offer routing protocol\n        support.\n\nOverview\n\nLet's assume that a firewall is connected via two separate\n      Ethernet interfaces to two different ISPs.[1] as in the following diagram.\n\neth0 connects to ISP1. The IP address of eth0 is\n          206.124.146.176 and the ISP's gateway router has IP address\n          206.124.146.254.\n\neth1 connects to ISP 2. The IP address of eth1 is\n          130.252.99.27 and the ISP's gateway router has IP address\n          130.252.99.254.\n\neth2 connects to the local LAN. Its IP configuration is not\n          relevant to this discussion.\n\nEach of these providers is described in an\n      entry in the file /etc/shorewall/providers.\nEntries in /etc/shorewall/providers can",
     [('IP_ADDRESS', '130.252.99.254'), ('IP_ADDRESS', '130.252.99.27'), ('IP_ADDRESS', '206.124.146.176'), ('IP_ADDRESS', '206.124.146.254')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/MultiISP.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     'For each external interface, you need to add an entry to\n          /etc/shorewall/masq\n          (/etc/shorewall/snat).\n\nIf we extend the above example to add eth3 with IP address\n      16.105.78.4 with gateway 16.105.78.254, then:\n/etc/shorewall/providers:\n\n#NAME   NUMBER  MARK    DUPLICATE       INTERFACE       GATEWAY         OPTIONS          COPY\nISP1    1       1       main            eth0            206.124.146.254 track,balance    eth2\nISP2    2       2       main            eth1            130.252.99.254  track,balance    eth2\nISP3    3       3       main            eth3            16.105.78.254   track,balance    eth2\n/etc/shorewall/masq:',
     [('IP_ADDRESS', '130.252.99.254'), ('IP_ADDRESS', '16.105.78.254'), ('IP_ADDRESS', '16.105.78.4'), ('IP_ADDRESS', '206.124.146.254')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/MultiISP.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     '            interface are simply deleted from the routing table by the kernel,\n            while the blackhole routes are untouched.\nLets take our example above: when eth0 goes down, then the\n            route we defined in "routes" for our private subnet (10.1.0.0/24)\n            will be deleted from the routing table. As soon as eth0 goes back\n            up again, unless the route for our private 10.1.0.0/24 subnet is\n            defined again, all packets originating from or destined to\n            10.1.0.0/24 will simply be dropped by the kernel!\nAn indication of this type of behaviour is getting endless\n            "martian" packets reported in the system log, like so:\n\nIPv4: martian source 10.1.0.7 from 10.1.0.1, on dev eth0',
     [('IP_ADDRESS', '10.1.0.0'), ('IP_ADDRESS', '10.1.0.1'), ('IP_ADDRESS', '10.1.0.7')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/MultiISP.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     '2               $FW             0.0.0.0/0       tcp     21\n2               $FW             0.0.0.0/0       tcp     -               -       -       -       -       -       -               ftp\n2               $FW             0.0.0.0/0       tcp     119\nThese rules:\nUse avvanta for FTP.\n\nUse avvanta for NTTP\n\nThe same rules converted to use the mangle file are:\n\n#MARK           SOURCE          DEST            PROTO   DPORT           SPORT   USER    TEST    LENGTH  TOS     CONNBYTES       HELPER',
     [('IP_ADDRESS', '0.0.0.0')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/SplitDNS.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     '#               mappings for the TCP/IP subsystem.  It is mostly\n#               used at boot time, when no name servers are running.\n#               On small systems, this file can be used instead of a\n#               "named" name server.\n# Syntax:\n#\n# IP-Address  Full-Qualified-Hostname  Short-Hostname\n#\n\n127.0.0.1       localhost\n\n172.20.0.1      openvpn.shorewall.net   openvpn\n172.20.0.2      vpn02.shorewall.net     vpn02\n172.20.0.3      vpn03.shorewall.net     vpn03\n172.20.0.4      vpn04.shorewall.net     vpn04\n172.20.0.5      vpn05.shorewall.net     vpn05\n172.20.0.6      vpn06.shorewall.net     vpn06\n172.20.0.7      vpn07.shorewall.net     vpn07\n172.20.0.8      vpn08.shorewall.net     vpn08\n172.20.0.9      vpn09.shorewall.net     vpn09\n172.20.0.10     vpn10.shorewall.net     vpn10',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '172.20.0.1'), ('IP_ADDRESS', '172.20.0.10'), ('IP_ADDRESS', '172.20.0.2'), ('IP_ADDRESS', '172.20.0.3'), ('IP_ADDRESS', '172.20.0.4'), ('IP_ADDRESS', '172.20.0.5'), ('IP_ADDRESS', '172.20.0.6'), ('IP_ADDRESS', '172.20.0.7'), ('IP_ADDRESS', '172.20.0.8'), ('IP_ADDRESS', '172.20.0.9')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/SplitDNS.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     "ff02::2         ipv6-allrouters\nff02::3         ipv6-allhosts\n\n2002:ce7c:92b4::1       gateway6.shorewall.net  gateway6\n2002:ce7c:92b4:1::2     mail6.shorewall.net     mail6\n2002:ce7c:92b4:1::2     lists6.shorewall.net    lists6\n2002:ce7c:92b4:2::2     server6.shorewall.net   server6\n\n If your local hosts are configured using DHCP, that is a simple\n        one-line change to the DHCP configuration.\n\nAnd that's it! Your local clients\n    will resolve those names in the firewall/router's",
     [('IP_ADDRESS', '2002:ce7c:92b4:1::2'), ('IP_ADDRESS', '2002:ce7c:92b4:2::2'), ('IP_ADDRESS', '2002:ce7c:92b4::1'), ('IP_ADDRESS', 'ff02::2'), ('IP_ADDRESS', 'ff02::3')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/netmap.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     'Why use Network MappingSolutionIf you are running Shorewall 4.4.22 or EarlierIf you are running Shorewall 4.4.23 or LaterIPv6\nWhy use Network Mapping\n\nNetwork Mapping is most often used to resolve IP address conflicts.\n    Suppose that two organizations, A and B, need to be linked and that both\n    organizations have allocated the 192.168.1.0/24 subnetwork. There is a\n    need to connect the two networks so that all systems in A can access the\n    192.168.1.0/24 network in B and vice versa without any\n    re-addressing.\n\nSolution\n\nShorewall NETMAP support is designed to supply a solution. The basic\n    situation is as shown in the following diagram.\n\nWhile the link between the two firewalls is shown here as a VPN, it\n    could be any type of interconnection that allows routing of RFC 1918 traffic.',
     [('IP_ADDRESS', '192.168.1.0')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/netmap.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     "          assumed.\nAn entry in this field requires that the PROTO column specify\n          icmp (1), tcp (6), udp (17), sctp (132) or udplite (136). Use '-' if\n          any of the following field is supplied.\nSPORT (Optional - Added in Shorewall\n        4.4.23.2) -\n        port-number-or-name-listSource port(s). If omitted, any source port is acceptable.\n          Specified as a comma-separated list of port names, port numbers or\n          port ranges.\nAn entry in this field requires that the PROTO column specify\n          tcp (6), udp (17), sctp (132) or udplite (136). Use '-' if any of\n          the following fields is supplied.\n\nReferring to the figure above, lets suppose that systems in the top\n    cloud are going to access the 192.168.1.0/24 network in the bottom cloud",
     [('IP_ADDRESS', '192.168.1.0')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/SharedConfig.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     "    Both address families share a fast uplink (eth0) that has a single public\n    IPv4 address, but can delegate IPv6 subnets to the Shorewall-based router.\n    Both address families also have a production uplink. For IPv4, Ethernet is\n    used (eth1) and supports the public IPv4 subnet 70.90.191.120/29. For\n    IPv6, a Hurricane Electric 6in4 tunnel is used (sit1), which provides the\n    public IPv6 subnet 2001:470:b:227::/64. The router also has two bridges. A\n    DMZ bridge (br0) provides access to containers running a web server, a\n    mail exchanger, and an IMAPS mail access server. The second bridge (br1)\n    provides access to a container running irssi under screen, allowing\n    constant access to and monitoring of IRC channels.\nThe firewall's local ethernet interface (eth2) is connected to a",
     [('IP_ADDRESS', '2001:470:b:227::'), ('IP_ADDRESS', '70.90.191.120')]),
    ('deb:shorewall-doc:/usr/share/doc/shorewall-doc/html/SharedConfig.html (HTML tags stripped)', 'shorewall-doc', 'en_US',
     '\tComcastB    { NUMBER=4, MARK=0x10000, INTERFACE=PROD_IF, GATEWAY=10.1.10.1, OPTIONS=loose,load=0.33333333,fallback,persistent }\n    ?else\n\tHE\t    { NUMBER=2, MARK=0x200,   INTERFACE=PROD_IF,                        OPTIONS=track,load=0.33333333,persistent }\n    ?endif\n?else\n    ?if $VERBOSITY > 0\n        ?info Compiling with BALANCE\n    ?endif\n    IPv6Beta\t { NUMBER=1, MARK=$FAST_MARK, INTERFACE=FAST_IF, GATEWAY=$FAST_GATEWAY, OPTIONS=track,balance=2,loose,persistent }\n    ?if __IPV4\n\tComcastB { NUMBER=4, MARK=0x10000,    INTERFACE=PROD_IF, GATEWAY=10.1.10.1,     OPTIONS=nohostroute,loose,balance,persistent }',
     [('IP_ADDRESS', '10.1.10.1')]),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter3.html (HTML tags stripped)', 'bind9-doc', '',
     '3.1.4. localhost Zone File\n\n3.1.5. localhost Reverse-Mapped Zone File\n\n3.2. Authoritative Name Servers\n3.2.1. Primary Authoritative Name Server\n\n3.2.2. Secondary Authoritative Name Server\n\n3.3. Resolver (Caching Name Servers)\n3.3.1. Additional Zone Files\n3.3.1.1. Root Servers (Hint) Zone File\n\n3.3.1.2. Private IP Reverse Map Zone Files\n\n3.3.2. Resolver Configuration\n\n3.3.3. Forwarding Resolver Configuration\n\n3.3.4. Selective Forwarding Resolver Configuration\n\n3.4. Load Balancing\n\n3.5. Zone File\n3.5.1. Resource Records\n3.5.1.1. Textual Expression of RRs\n\n3.5.2. Discussion of MX Records\n\n3.5.3. Setting TTLs\n\n3.5.4. Inverse Mapping in IPv4\n\n3.5.5. Other Zone File Directives\n3.5.5.1. The @ (at-sign)\n\n3.5.5.2. The $ORIGIN Directive',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter3.html (HTML tags stripped)', 'bind9-doc', '',
     'to limit the IP addresses that can use their services. BIND 9 provides a\nnumber of statements and blocks to simplify defining these IP limits and\nconfiguring a closed resolver. The resolver samples given here all\nconfigure closed resolvers using a variety of techniques.\n\n3.3.1. Additional Zone Files\uf0c1\n\n3.3.1.1. Root Servers (Hint) Zone File\uf0c1\n\nResolvers (although not necessarily forwarding resolvers) need to access the\nDNS hierarchy. To do this, they need to know the addresses (IPv4 and/or IPv6)\nof the 13 root servers. This is done by the provision of a\nroot server zone file, which is contained in the standard BIND 9 distribution\nas the file named.root (normally found in /etc/namedb or\n/usr/local/namedb). This file may also be obtained from the IANA website',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter3.html (HTML tags stripped)', 'bind9-doc', 'en_US',
     'statements are described in detail in the appropriate sections.\n\nAs a reminder, the configuration of this forwarding resolver does not\nforward any recursive query for which:\n\nThe answer is already in the cache.\n\nThe domain name is localhost (zone localhost).\n\nIs a reverse-map query for 127.0.0.1 (zone 0.0.127.in-addr.arpa).\n\nIs a reverse-map query for 192.168.254/24 (zone 254.168.192.in-addr.arpa).\n\nIs a reverse-map query for any local IP (empty-zones-enable statement).\n\nAll other recursive queries will be forwarded to resolve the query.\n\n3.3.4. Selective Forwarding Resolver Configuration\uf0c1\n\nThis forwarding resolver configuration only forwards recursive queries for the\nzone example.com to the resolvers at 192.168.250.3 and 192.168.230.27. All',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.230.27'), ('IP_ADDRESS', '192.168.250.3')]),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter3.html (HTML tags stripped)', 'bind9-doc', 'en_US',
     'the MX record is in error and is ignored. Instead, the mail is\ndelivered to the server specified in the MX record pointed to by the\nCNAME. For example:\n\nexample.com.\n\nIN\n\nMX\n\n10\n\nmail.example.com.\n\nIN\n\nMX\n\n10\n\nmail2.example.com.\n\nIN\n\nMX\n\n20\n\nmail.backup.org.\n\nmail.example.com.\n\nIN\n\nA\n\n10.0.0.1\n\nmail2.example.com.\n\nIN\n\nA\n\n10.0.0.2\n\nMail delivery is attempted to mail.example.com and\nmail2.example.com (in any order); if neither of those succeeds,\ndelivery to mail.backup.org is attempted.\n\n3.5.3. Setting TTLs\uf0c1\n\nThe time-to-live (TTL) of the RR field is a 32-bit integer represented in\nunits of seconds, and is primarily used by resolvers when they cache\nRRs. The TTL describes how long an RR can be cached before it should be\ndiscarded. The following three types of TTLs are currently used in a zone',
     [('IP_ADDRESS', '10.0.0.1'), ('IP_ADDRESS', '10.0.0.2')]),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter6.html (HTML tags stripped)', 'bind9-doc', '',
     "6.8.5. Change of Ownership (coo)\n\n6.9. DNS Firewalls and Response Policy Zones\n6.9.1. Why Use a DNS Firewall?\n\n6.9.2. What Can a DNS Firewall Do?\n\n6.9.3. Creating and Maintaining RPZ Rule Sets\n\n6.9.4. Limitations of DNS RPZ\n\n6.9.5. DNS Firewall Usage Examples\n6.9.5.1. A Real-World Example of DNS RPZ's Value\n\n6.9.6. Keeping Firewall Policies Updated\n\n6.9.7. Performance and Scalability When Using Multiple RPZs\n\n6.9.8. Practical Tips for DNS Firewalls and DNS RPZ\n\n6.9.9. Creating a Simple Walled Garden Triggered by IP Address\n\n6.9.10. A Known Inconsistency in DNS RPZ's NSDNAME and NSIP Rules\n6.9.10.1. DNS Delegation\n\n6.9.10.2. A Quick Review of DNS Iteration\n\n6.9.10.3. Enter RPZ\n\n6.9.11. Example: Using RPZ to Disable Mozilla DoH-by-Default",
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter6.html (HTML tags stripped)', 'bind9-doc', 'en_US',
     'Blocks: options, view\n\nTags: zone\n\nConfigures catalog zones in named.conf.\n\nCatalog zones are configured with a catalog-zones statement in the\noptions or view section of named.conf. For example:\n\ncatalog-zones {\n    zone "catalog.example"\n         default-primaries { 10.53.0.1; }\n         in-memory no\n         zone-directory "catzones"\n         min-update-interval 10;\n};\n\nThis statement specifies that the zone catalog.example is a catalog\nzone. This zone must be properly configured in the same view. In most\nconfigurations, it would be a secondary zone.\n\nThe options following the zone name are not required, and may be\nspecified in any order.\n\ndefault-mastersSynonym for default-primaries.\n\ndefault-primariesThis option defines the default primaries for member',
     [('IP_ADDRESS', '10.53.0.1')]),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter6.html (HTML tags stripped)', 'bind9-doc', 'en_US',
     '8.0.0.0.10.rpz-ip                CNAME   rpz-passthru.\n16.0.0.45.128.rpz-nsip           CNAME   rpz-passthru.\nns.partner1.com.rpz-nsdname      CNAME   rpz-passthru.\nns.partner2.com.rpz-nsdname      CNAME   rpz-passthru.\n\nHere, we know that answers in address block 10.0.0.0/8 indicate a business\npartner, as well as answers involving any name server whose address is in\nthe 128.45.0.0/16 address block, and answers involving the name servers\nwhose names are ns.partner1.com or ns.partner2.com.\n\nThe above example demonstrates that when matching by answer IP address (the\n.rpz-ip owner), or by name server IP address (the .rpz-nsip owner) or by\nname server domain name (the .rpz-nsdname owner), the special RPZ marker\n(.rpz-ip, .rpz-nsip, or .rpz-nsdname) does not appear as part of the CNAME',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '128.45.0.0')]),
    ('deb:ipcalc:/usr/share/man/man1/ipcalc.1.gz (rendered with man -l | col -bx)', 'ipcalc', 'en_US',
     '              Display results as HTML\n\n       -v, --version\n              Print Version\n\n       -s, --split n1 n2 n3.\n              Split into networks of size n1, n2, n3\n\n       -r, --range\n              Deaggregate address range\n\nEXAMPLES\n       ipcalc 192.168.0.1/24\n\n       ipcalc 192.168.0.1/255.255.128.0\n\n       ipcalc 192.168.0.1 255.255.128.0 255.255.192.0\n\n       ipcalc 192.168.0.1 0.0.63.255\n\n       deaggregate address range\n              ipcalc <ADDRESS1> - <ADDRESS2>\n\n       split network to subnets where a b c fits in\n              ipcalc <ADDRESS>/<NETMASK> -s a b c\n\nAUTHOR\n            Written by Krischan Jodies <krischan@jodies.de>\n\nSEE ALSO\n       ipsc(1) gipsc(1)\n\n       The ipcalc website: http://jodies.de/ipcalc',
     [('EMAIL_ADDRESS', 'krischan@jodies.de'), ('IP_ADDRESS', '0.0.63.255'), ('IP_ADDRESS', '192.168.0.1'), ('IP_ADDRESS', '255.255.128.0'), ('IP_ADDRESS', '255.255.192.0')]),
    ('deb:netmask:/usr/share/man/man1/netmask.1.gz (rendered with man -l | col -bx)', 'netmask', 'en_US',
     '              All addresses from address1 to address1+address2.\n\n       address/mask\n              A group starting at address spanning mask.\n\n       An address is an internet network address, it can look like:\n\n       ftp.gnu.org\n              An internet hostname.\n\n       209.81.8.252\n              A standard dotted quad internet address notation.\n\n       100    A decimal number (100 in this case).\n\n       0100   An octal number preceded by "0" (64 in this case).\n\n       0x100  A hexadecimal number preceded by "0x" (256 in this case).\n\n       A mask is a network mask, it can look like:\n\n       255.255.224.0\n              A dotted quad netmask (netmask will complain if it  is  not  a\n              valid netmask).\n\n       0.0.31.255',
     [('IP_ADDRESS', '0.0.31.255'), ('IP_ADDRESS', '209.81.8.252'), ('IP_ADDRESS', '255.255.224.0')]),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', 'en_US',
     "Debian Developer's Reference\n****************************\n\nDeveloper's Reference Team <developers-reference@packages.debian.org>\n\n* Copyright © 2019 - 2023 Holger Levsen\n\n* Copyright © 2015 - 2020 Hideki Yamane\n\n* Copyright © 2008 - 2015 Lucas Nussbaum\n\n* Copyright © 2004 - 2007 Andreas Barth\n\n* Copyright © 2002 - 2009 Raphaël Hertzog\n\n* Copyright © 1998 - 2003 Adam Di Carlo\n\n* Copyright © 1997 - 1998 Christian Schwarz\n\nThis manual is free software; you may redistribute it and/or modify it\nunder the terms of the GNU General Public License as published by the\nFree Software Foundation; either version 2, or (at your option) any",
     [('EMAIL_ADDRESS', 'developers-reference@packages.debian.org')]),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', 'en_US',
     'with you on your package and upload it to the Debian archive once they\nare happy with the packaging work you have done. You can find a\nsponsor by mailing the "debian-mentors@lists.debian.org" mailing list,\ndescribing your package and yourself and asking for a sponsor (see\nSponsoring packages and https://wiki.debian.org/DebianMentorsFaq for\nmore information on sponsoring). On the other hand, if you are\ninterested in porting Debian to alternative architectures or kernels\nyou can subscribe to port specific mailing lists and ask there how to\nget started. Finally, if you are interested in documentation or\nQuality Assurance (QA) work you can join maintainers already working',
     [('EMAIL_ADDRESS', 'debian-mentors@lists.debian.org')]),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     'version "<most-recent-version-ever-in-Debian>+rm".\n\n\n5.9.2.1. Removing packages from "Incoming"\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\nIn the past, it was possible to remove packages from "incoming".\nHowever, with the introduction of the new incoming system, this is no\nlonger possible. [4] Instead, you have to upload a new revision of\nyour package with a higher version than the package you want to\nreplace. Both versions will be installed in the archive but only the\nhigher version will actually be available in "unstable" since the',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     'in "unstable" (and the extra "hurd-i386" doesn\'t matter, as it\'s not a\nrelease architecture).\n\nSometimes, the question is raised if it is possible to allow packages\nin that are not yet built on all architectures: No. Just plainly no.\n(Except if you maintain glibc or so.)\n\n\n5.14.2.2. Removals from testing\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\nSometimes, a package is removed to allow another package in: This\nhappens only to allow *another* package to go in if it\'s ready in\nevery other sense. Suppose e.g. that "a" cannot be installed with the\nnew version of "b"; then "a" may be removed to allow "b" in.\n\nOf course, there is another reason to remove a package from "testing":\nit\'s just too buggy (and having a single RC-bug is enough to be in',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     'to you, they may be impossible to understand for others. If you cannot\navoid them, try to explain them (use the extended description). When\ndoing so, try to balance between verbosity and simplicity.\n\n\n6.6.2.2. Be kind to translators\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\nDebconf templates may be translated. Debconf, along with its sister\npackage "po-debconf", offers a simple framework for getting templates\ntranslated by translation teams or even individuals.\n\nPlease use gettext-based templates. Install "po-debconf" on your\ndevelopment system and read its documentation ("man po-debconf" is a\ngood start).\n\nAvoid changing templates too often. Changing template text induces',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     '3. Otherwise, the upstream tarball must have been packaged without a\n   common top-level directory (shame on the upstream author!). In this\n   case, "dpkg-source" renames the temporary directory *itself* to\n   *packagename*"-"*upstream-version*"(.orig)".\n\n\n6.8.8.2. Repackaged upstream source\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\nYou **should** upload packages with a pristine source tarball if\npossible, but there are various reasons why it might not be possible.\nThis is the case if upstream does not distribute the source as gzipped\ntar at all, or if upstream\'s tarball contains non-DFSG-free material\nthat you must remove before uploading.\n\nIn these cases the developer must construct a suitable\n".orig.tar.{gz,bz2,xz}" file themselves. We refer to such a tarball as',
     []),
    ('deb:debian-history:/usr/share/doc/debian-history/docs/project-history.en.txt.gz', 'debian-history', 'en_US',
     '---------------------------------------------------------------------\n                                  \n                     version: 2.28 (2023-02-15)\n\n---------------------------------------------------------------------\n\nCopyright © 1999-2020 Debian Documentation Team <\ndebian-doc@lists.debian.org>\n\nCopyright © 2023 Debian Publicity Team <\ndebian-publicity@lists.debian.org>\n\n                        Debian Publicity Team\n\n                 <debian-publicity@lists.debian.org>\n\n\xa0\xa0\xa0 This document may be freely redistributed or modified in any form\n    provided your changes are clearly documented.\n\n    This document may be redistributed for fee or free, and may be\n    modified (including translation from one type of media or file\n\xa0\xa0\xa0 format to another or from one spoken language to another)',
     [('EMAIL_ADDRESS', 'debian-doc@lists.debian.org'), ('EMAIL_ADDRESS', 'debian-publicity@lists.debian.org')]),
    ('deb:debian-history:/usr/share/doc/debian-history/docs/project-history.en.txt.gz', 'debian-history', 'en_US',
     '    provided that all changes from the original are clearly marked as\n    such.\n\n\xa0\xa0\xa0 Significant contributions were made to this document by\n\n      * Javier Fernández-Sanguino <jfs@debian.org>\n\n      * Bdale Garbee <bdale@debian.org>\n\n      * Hartmut Koptein <koptein@debian.org>\n\n      * Nils Lohner <lohner@debian.org>\n\n\xa0\xa0\xa0   * Will Lowe <lowe@debian.org>\n\n      * Bill Mitchell <Bill.Mitchell@pobox.com>\n\n      * Ian Murdock\n\n      * Martin Schulze <joey@debian.org>\n\n      * Craig Small <csmall@debian.org>\n\nAbstract\n\nThis document describes the history and goals of the Debian project.\n\n---------------------------------------------------------------------',
     [('EMAIL_ADDRESS', 'Bill.Mitchell@pobox.com'), ('EMAIL_ADDRESS', 'bdale@debian.org'), ('EMAIL_ADDRESS', 'csmall@debian.org'), ('EMAIL_ADDRESS', 'jfs@debian.org'), ('EMAIL_ADDRESS', 'joey@debian.org'), ('EMAIL_ADDRESS', 'koptein@debian.org'), ('EMAIL_ADDRESS', 'lohner@debian.org'), ('EMAIL_ADDRESS', 'lowe@debian.org')]),
    ('deb:maint-guide:/usr/share/doc/maint-guide/maint-guide.en.txt.gz', 'maint-guide', 'en_US',
     "                    Debian New Maintainers' Guide\n\n\n---------------------------------------------------------------------\n                                  \n                             Josip Rodin\n\n                original contents\xa0<joy-mg@debian.org>\n\n                             Osamu Aoki\n\n                 updated contents\xa0<osamu@debian.org>\n\n                           version 1.2.53\n\n---------------------------------------------------------------------\n\nCopyright © 1998-2002 Josip Rodin\n\nCopyright © 2005-2015 Osamu Aoki\n\nCopyright © 2010 Craig Small\n\nCopyright © 2010 Raphaël Hertzog\n\n\xa0\xa0\xa0 This document may be used under the terms of the GNU General\n    Public License version 2 or higher.",
     [('EMAIL_ADDRESS', 'joy-mg@debian.org'), ('EMAIL_ADDRESS', 'osamu@debian.org')]),
    ('deb:maint-guide:/usr/share/doc/maint-guide/maint-guide.en.txt.gz', 'maint-guide', 'en_US',
     "            it may require a package outside of main for compilation\n            or execution.\n\n          + For the non-free section, it may be non-compliant with\n\xa0\xa0\xa0         the DFSG but it must be distributable.\n\n          + If you are unsure about where it should go, post the\n            license text on debian-legal@lists.debian.org and ask for\n            advice.\n\n      * The program should not introduce security and maintenance\n        concerns into the Debian system.\n\n          + The program should be well documented and its code needs\n            to be understandable (i.e., not obfuscated).\n\n          + You should contact the program's author(s) to check if\n            they agree with packaging it and are amicable to Debian.\n            It is important to be able to consult with the author(s)",
     [('EMAIL_ADDRESS', 'debian-legal@lists.debian.org')]),
    ('deb:maint-guide:/usr/share/doc/maint-guide/maint-guide.en.txt.gz', 'maint-guide', 'en_US',
     '    gentoo package has its VCS located in the Debian Alioth Git\n    Service at git://git.debian.org/git/collab-maint/gentoo.git.\n\n\xa0\xa0\xa0 Finally, here is the updated control file:\n\n     1 Source: gentoo\n     2 Section: x11\n     3 Priority: optional\n     4 Maintainer: Josip Rodin <joy-mg@debian.org>\n     5 Build-Depends: debhelper (>=10), xlibs-dev, libgtk1.2-dev, libglib1.2-dev\n     6 Standards-Version: 4.0.0\n     7 Vcs-Git: https://anonscm.debian.org/git/collab-maint/gentoo.git\n     8 Vcs-browser: https://anonscm.debian.org/git/collab-maint/gentoo.git\n     9 Homepage: http://www.obsession.se/gentoo/\n    10\n    11 Package: gentoo\n    12 Architecture: any\n    13 Depends: ${shlibs:Depends}, ${misc:Depends}\n\xa0\xa0\xa0 14 Suggests: file\n    15 Description: fully GUI-configurable, two-pane X file manager',
     [('EMAIL_ADDRESS', 'joy-mg@debian.org')]),
    ('deb:maint-guide:/usr/share/doc/maint-guide/maint-guide.en.txt.gz', 'maint-guide', 'en_US',
     "\xa0\xa0\xa0 You will end up with something like this:\n\n    1  gentoo (0.9.12-1) UNRELEASED; urgency=low\n    2\n    3   * Initial Release. Closes: #12345\n\xa0\xa0\xa0 4   * This is my first Debian package.\n    5   * Adjusted the Makefile to fix $(DESTDIR) problems.\n    6\n    7  -- Josip Rodin <joy-mg@debian.org>  Mon, 22 Mar 2010 00:37:31 +0100\n    8\n\n\xa0\xa0\xa0 (I've added the line numbers.)\n\n    Once you are satisfied with all the changes and documented them\n\xa0\xa0\xa0 in changelog, you should change the distribution value from\n    UNRELEASED to the target distribution value unstable (or even\n    experimental). ^[36]\n\n\xa0\xa0\xa0 You can read more about updating the changelog file later in\n    Chapter\xa08, Updating the package.\n\n4.4.\xa0rules\n\n    Now we need to take a look at the exact rules that ",
     [('EMAIL_ADDRESS', 'joy-mg@debian.org')]),
    ('deb:miscfiles:/usr/share/misc/mailinglists.gz', 'miscfiles', 'en_US',
     "      GNU Project Electronic Mailing Lists and gnUSENET Newsgroups\n\t\t\t Last Updated 1999-05-06\n\n\t   Please report improvements to: gnu@gnu.org\n\n* Mailing list archives\n\nThe GNU mailing lists are archived at\nftp://ftp-mailing-list-archives.gnu.org/\n\n* GNU mailing lists are also distributed as USENET news groups\n\nThe mailing lists are gated both ways with the gnu.all newsgroups at\nuunet.  The one-to-one correspondence is indicated below.  If\nyou don't know if your site is on USENET, ask your system administrator.\nIf you are a USENET site and don't get the gnu.all newsgroups, please\nask your USENET administrator to get them.  If he has your feeds ask",
     [('EMAIL_ADDRESS', 'gnu@gnu.org')]),
    ('deb:miscfiles:/usr/share/misc/mailinglists.gz', 'miscfiles', 'en_US',
     "This list is also gated one way to USENET's newsgroup comp.emacs (once\nknown as net.emacs).  This one-way gating is done for users whose sites\nget comp.emacs, but not gnu.emacs.help.  Users at non-USENET sites may\nreceive all articles from comp.emacs by making their request to:\nunix-emacs-request@bbn.com\n\nIf Emacs crashes, or if you build Emacs following the standard procedure\non a system which Emacs is supposed to work on (see etc/MACHINES) and it\ndoes not work at all, or if an editing command does not behave as it is\ndocumented to behave, this is a bug.  Don't send bug reports to\nhelp-gnu-emacs (gnu.emacs.help) or post them to comp.emacs; mail them to\nbug-gnu-emacs@gnu.org instead.\n\nSee section '* General Information about help-* lists'.\n\n* info-gnu-emacs-request@gnu.org to subscribe to info-gnu-emacs",
     [('EMAIL_ADDRESS', 'bug-gnu-emacs@gnu.org'), ('EMAIL_ADDRESS', 'info-gnu-emacs-request@gnu.org'), ('EMAIL_ADDRESS', 'unix-emacs-request@bbn.com')]),
    ('deb:miscfiles:/usr/share/misc/mailinglists.gz', 'miscfiles', 'en_US',
     "It is also gated one way to USENET's newsgroup comp.lang.c++.  This\none-way gating is done for users whose sites get comp.lang.c++, but not\ngnu.g++.announce.\n\nDo not report g++ bugs to info-g++ or comp.lang.c++, mail them to\nbug-g++@gnu.org instead.\n\nSee section '* General Information about info-* lists'.\n\n* bug-lib-g++-request@gnu.org to subscribe to bug-lib-g++\n** gnUSENET newsgroup: gnu.g++.lib.bug\n** lib-g++ bug reports to: bug-lib-g++@gnu.org\n\nThis list distributes, to the active maintainers of libg++ (GNU's\nlibrary for C++), bug reports and fixes for, and suggestions for\nimprovements in lib-g++.  User discussion of libg++ also occurs here.\n\nAnnouncements of new releases of libg++ are made on both info-g++ and",
     [('EMAIL_ADDRESS', 'bug-g++@gnu.org'), ('EMAIL_ADDRESS', 'bug-lib-g++-request@gnu.org'), ('EMAIL_ADDRESS', 'bug-lib-g++@gnu.org')]),
    ('deb:miscfiles:/usr/share/misc/mailinglists.gz', 'miscfiles', 'en_US',
     "NNTP-base network news reader for GNU Emacs (which also works a news\nspool).  It is quite different than GNUS.\n\n* gnu-emacs-ada-request@grebyn.com to subscribe to gnu-emacs-ada\n** gnUSENET newsgroup: NONE PLANNED\n** Gnu Emacs Ada support bug reports to: gnu-emacs-ada@grebyn.com\n\nThis list distributes bug reports for, fixes for bugs in, and\nsuggestions for improvements in GNU Emacs' editing support of the Ada\nprogramming language.\n\nThere are no other GNU mailing lists or gnUSENET newsgroups for GNU\nEmacs' editing support of Ada.\n\nSee section '* General Information about bug-* lists and reporting",
     [('EMAIL_ADDRESS', 'gnu-emacs-ada-request@grebyn.com'), ('EMAIL_ADDRESS', 'gnu-emacs-ada@grebyn.com')]),
    ('deb:twinkle:/usr/share/doc/twinkle/changelog.Debian.gz', 'twinkle', 'en_US',
     'twinkle (1:1.10.2+dfsg-2) unstable; urgency=medium\n\n  * Team upload.\n  * Change upstream URL taken over by hostile actors (Closes: #1034661)\n\n -- Bernhard Schmidt <berni@debian.org>  Sat, 20 May 2023 17:12:46 +0200\n\ntwinkle (1:1.10.2+dfsg-1) unstable; urgency=medium\n\n  * New upstream version 1.10.2+dfsg\n  * remove already applied patches\n\n -- Victor Seva <vseva@debian.org>  Thu, 03 Dec 2020 15:47:34 +0100\n\ntwinkle (1:1.10.1+dfsg-4) unstable; urgency=medium\n\n  * wrap-and-sort -sat\n  * add myself to Uploaders\n  * set twinkle-common as Multi-Arch: foreign\n  * add fix for alsa v1.1.7 from upstream\n  * update Standards-Version to 4.2.1, no changes needed',
     [('EMAIL_ADDRESS', 'berni@debian.org'), ('EMAIL_ADDRESS', 'vseva@debian.org')]),
    ('deb:twinkle:/usr/share/doc/twinkle/changelog.Debian.gz', 'twinkle', 'en_US',
     ' -- Victor Seva <vseva@debian.org>  Wed, 12 Dec 2018 09:40:42 +0100\n\ntwinkle (1:1.10.1+dfsg-3.1) unstable; urgency=medium\n\n  * Non-maintainer upload.\n  * Add upstream fix for FTBFS with Qt 5.11,\n    thanks to Juhani Numminen. (Closes: #906657)\n  * Remove alternative dependency on the no longer existing\n    qtdeclarative5-qtquick2-plugin. (Closes: #904029)\n\n -- Adrian Bunk <bunk@debian.org>  Sun, 16 Sep 2018 19:21:15 +0300\n\n# Older entries have been removed from this changelog.\n# To read the complete changelog use `apt changelog twinkle`.',
     [('EMAIL_ADDRESS', 'bunk@debian.org'), ('EMAIL_ADDRESS', 'vseva@debian.org')]),
    ('deb:netmask:/usr/share/doc/netmask/changelog.Debian.gz', 'netmask', 'en_US',
     "  * Rename Debian branch to debian/latest for DEP-14 compliance.\n  * Add d/salsa-ci.yml file for GitLab CI.\n  * Refresh patches.\n  * Update watch file format version to 4.\n  * Bump Standards-Version to 4.5.1 (no changes necessary).\n\n -- Guilhem Moulin <guilhem@debian.org>  Tue, 05 Jan 2021 17:28:39 +0100\n\nnetmask (2.4.4-2) unstable; urgency=medium\n\n  [ Guilhem Moulin ]\n  * d/control: Set 'Rules-Requires-Root: no'.\n  * d/control: Bump debhelper compatibility level to 13.\n  * d/control: Bump Standards-Version to 4.5.0 (no changes necessary).\n  * d/upstream/metadata: Set fields Bug-Database, Bug-Submit,\n    Repository-Browse.\n\n  [ Debian Janitor ]\n  * Trim trailing whitespace.\n  * Set debhelper-compat version in Build-Depends.",
     [('EMAIL_ADDRESS', 'guilhem@debian.org')]),
    ('deb:sipcalc:/usr/share/doc/sipcalc/changelog.gz', 'sipcalc', 'en_US',
     '  * Fixed a bunch of compiler warnings when compiling with -Wall.\n    Thanks to the sipcalc Debian package maintainer Adriaan Peeters\n    for the heads up.\n  * Version 1.1.4\n\nWed Nov  2 10:03:00 CET 2005\n  * Fixed typos in sipcalc man page, thanks to A Costa <agcosta@gis.net>\n    for patch.\n  * Added -w ipv4 option to display some inverse mask information.\n\nWed Mar 19 13:27:32 CET 2003\n  * Changed stuff around to be compatible with newer version of autoconf.\n  * Updated ipv6 reverse dns output to use the domain ip6.arpa instead of\n    ip6.int, thanks to M�ns Nilsson for bringing this to my attention.\n  * Change license from GPL to BSD, see COPYING for details.\n  * Version 1.1.2\n\nFri May 24 23:05:42 CEST 2002\n  * Removed web (cgi) support for now.',
     [('EMAIL_ADDRESS', 'agcosta@gis.net')]),
    ('deb:radvd:/usr/share/doc/radvd/changelog.gz', 'radvd', 'en_US',
     "2013/04/13\tForce UnicodeOnly if IFF_MULTICAST is unavailable\n\t\tRemove check for IFF_BROADCAST since it isn't used\n\n2013/03/14\tFix for systems without sysctl.h from vapier\n\t\tUpdating to version 1.9.3\n\t\trelease 1.9.3\n\n2013/03/04\tradvdump MTU and route fix by Jean-Jacques\n\n2012/11/20\tReplaced pekkas@netcore.fi with reubenhwk@gmail.com\n\t\tNormalized dates in CHANGES to YYYY/MM/DD\n\t\trelease 1.9.2\n\n2012/10/11\tFix in Makefile.am for parallel builds\n\n2012/06/19\tRemoving AC_C_CONST from configure\n\n2012/06/19\tFixing bashism '==' in configure\n\t\tUpdating to 1.9.1 and releasing\n\n2012/06/14\tVersion 1.9 release\n\n2012/06/02\tFixing Dabian bug #634485 (GheRivero)\n\n2012/04/10\tUsing libdaemon\n\t\tbumping version to 1.9\n\n2012/02/22\tinclude the prefix option in the RA packets even when",
     [('EMAIL_ADDRESS', 'pekkas@netcore.fi'), ('EMAIL_ADDRESS', 'reubenhwk@gmail.com')]),
    ('deb:radvd:/usr/share/doc/radvd/changelog.gz', 'radvd', 'en_US',
     '2001/06/30\tCheck for possible buffer overflows; replace strcpy with\n\t\tstrncpy.  No fatals found.  Remove redunant radvd -t check.\n\t\t(Pekka Savola)\n\n2001/06/24\tFix 1-byte overflow in /proc/net/igmp6 handling,\n                clean out possible memory garbage when sending RA\'s\n\t\t(patch from <yoshfuji@linux-ipv6.org>).\n\n2001/06/19\tWhen dropping root, also set up supplementary groups\n\t\tproperly.  On Linux, when sending RA\'s, check that the\n\t\tinterface has joined all-routers multicast group.  Add a few\n\t\tRFC2461 MUST sanity checks when receiving datagrams.  Clean\n\t\tout non-EUI64 addressing scheme and other minor bits.\n\t\t(Pekka Savola)\n\n2001/04/28\tMisc cleanup and bugfixes, automake support.\n\n2001/03/28\tGrammar cleanup. Integrated 6to4 support through\n\t\t"Base6to4Interface" option in prefix configuration. Signal',
     [('EMAIL_ADDRESS', 'yoshfuji@linux-ipv6.org')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/changelog.gz', 'fail2ban', 'en_US',
     '      rewrite the regex like in example below resp. using `(?:(?P=ip4)|(?P=ip6)` instead of `(?P=host)`\n      (or `(?:(?P=ip4)|(?P=ip6)|(?P=dns))` corresponding your `usedns` and `raw` settings).\n\n      Of course you can always define your own capture-group (like below `_cond_ip_`) to do this.\n      ```\n      testln="1500000000 failure from 192.0.2.1: bad host 192.0.2.1"\n      fail2ban-regex "$testln" "^\\s*failure from (?P<_cond_ip_><HOST>): bad host (?P=_cond_ip_)$"\n      ```\n    * New internal groups (currently reserved for internal usage):\n      `ip4`, `ip6`, `dns`, `fid`, `fport`, additionally `user` and another captures in lower case if\n      mapping from tag `<F-*>` used in failregex (e. g. `user` by `<F-USER>`).\n\n  - v.0.10 and 0.11 use more precise date template handling, that can be theoretically incompatible to some',
     [('IP_ADDRESS', '192.0.2.1')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/changelog.gz', 'fail2ban', 'en_US',
     '    - apache-fakegooglebot.conf  Thanks Lee Clemens\n    - nginx-botsearch  Thanks Frantisek Sumsal\n    - drupal-auth  Thanks Lee Clemens\n* New recursive embedded substitution feature added:\n    - `<<PREF>HOST>` becomes `<IPV4HOST>` for PREF=`IPV4`;\n    - `<<PREF>HOST>` becomes `1.2.3.4` for PREF=`IPV4` and IPV4HOST=`1.2.3.4`;\n* New interpolation feature for config readers - `%(known/parameter)s`.\n  (means last known option with name `parameter`). This interpolation makes\n  possible to extend a stock filter or jail regexp in .local file\n  (opposite to simply set failregex/ignoreregex that overwrites it),\n  see gh-867.\n* Monit config for fail2ban in `files/monit/`\n* New actions:\n    - `action.d/firewallcmd-multiport` and `action.d/firewallcmd-allports` Thanks Donald Yandt',
     [('IP_ADDRESS', '1.2.3.4')]),
    ('deb:fail2ban:/usr/share/doc/fail2ban/changelog.gz', 'fail2ban', '',
     '* [f52ba99] downgraded "already banned" from WARN to INFO level. Closes gh-79\n* [f105379] added hints into the log on some failure return codes (e.g. 0x7f00\n  for this gh-87)\n* Various others: travis-ci integration, script to run tests\n  against all available Python versions, etc\n\nver. 0.8.7.1 (2012/07/31) - stable\n----------\n\n### Fixes\n* [e9762f3] Removed sneaked in comment on sys.path.insert\n\nver. 0.8.7 (2012/07/31) - stable\n----------\n\n### Fixes\n- Tom Hendrikx & Jeremy Olexa\n    * [0eaa4c2,444e4ac] Fix Gentoo init script: $opts variable is deprecated.\n      See http://forums.gentoo.org/viewtopic-t-899018.html\n- Chris Reffett\n    * [a018a26] Fixed addBannedIP to add enough failures to trigger a ban,\n      rather than just one failure.',
     []),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', 'en_US',
     '\t- cachemgr.cgi: Add validation for hostname parameter\n\t- ... and several compile issues\n\t- ... and some documentation updates\n\nChanges to squid-4.8 (09 Jul 2019):\n\n\t- Bug 4957: Multiple XSS issues in cachemgr.cgi\n\t- Bug 4953: to_localhost does not include ::\n\t- Bug 4937: cachemgr.cgi: unallocated memory access\n\t- Bug 4936: terminating c-strings beyond BASE64_DECODE_LENGTH\n\t- Bug 4889: Ignore ECONNABORTED in accept(2)\n\t- Bug 4842: Memory leak when http_reply_access uses external_acl\n\t- TLS: Fix tls-min-version= being ignored\n\t- TLS: Add the NO_TLSv1_3 option to available tls-options values\n\t- HTTP: RFC 7230 forbids generation of userinfo subcomponent of https URL\n\t- HTTP: Remove userinfo support from old protocols',
     [('IP_ADDRESS', '::')]),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', '',
     '\t- Adjust format code %la for intercepted connections\n\t- Log ICAP_ERR_GONE ICAP transaction outcome when ICAP initiator disappears early\n\t- Send RST packet when closing an ICAP connection after a transaction error\n\t- Support maximum field width for string access.log fields\n\nChanges to squid-3.2.0.11 (28 Aug 2011):\n\n\t- Bug 3243: CVE-2009-0801 Bypass of browser same-origin access control\n\t\t- Host: authority validation of intercepted destination IP\n\t\t- Host: authority validation of request URL\n\t\t- Host: authority validation of CONNECT tunnel destination\n\t\t- Preserve client destination IP in intercepted communication\n\t- Regression Bug 3316: Failed to connect to nameserver using TCP\n\t- Regression Bug 3311: segmentation fault in getMyPort() with only intercept port set',
     []),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', '',
     "\t- Remove obsolete RunCache/RunAccel scripts.\n\t- Add client_ip_max_connections\n\t- Add the http::>ha format code and make http::>h log original request headers\n\t- ... and all bug fixes from 3.0 up to 3.0.STABLE22\n\t- ... and many more minor build and display annoyances.\n\nChanges to squid-3.1.0.15 (23 Nov 2009):\n\n\t- Regression Fix: myip ACL not accepted in config\n\t- Bug 2795: acl arp lookups including port\n\t- Bug 2794: ESI parsing fails on FreeBSD\n\t- Bug 2778: fix linking issues using SunCC\n\t- Bug 2724: eCAP build failure unless ICAP enabled\n\t- Bug 2628: Correct default PID location to PREFIX/var/run/squid.pid\n\t- Bug 2617: Performance degradation during processing list of dstdomain ACL's\n\t- Bug 2374: Support ICY / ICEcast / SHOUTcast streaming protocol.",
     []),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', 'en_US',
     '\tupstream DNS servers. There are some gotchas associated with this\n\t(it will mysteriously fail to work if the dnsmasq instance\n\tbeing started is in the path from the system resolver to the DNS),\n\tand a seemingly sensible configuration like\n\t--server=domain.name@1.2.3.4 is unactionable if domain.name\n\tonly resolves to an IPv6 address). There are, however,\n\tcases where is can be useful. Thanks to Dominik Derigs for\n\tthe patch.\n\n\tHandle DS records for unsupported crypto algorithms correctly.\n\tSuch a DS, as long as it is validated, should allow answers\n\tin the domain it attests to be returned as unvalidated, and not\n\tas a validation error.\n\n\tOptimise reading large numbers of --server options. When re-reading\n\tupstream servers from /etc/resolv.conf or other sources that',
     [('IP_ADDRESS', '1.2.3.4')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', 'en_US',
     '\tfrom files in -dhcp-optsdir directories. Thanks to\n\tLindgren Fredrik for the bug report.\n\n\tAdd to --synth-domain the ability to create names using\n\tsequential numbers, as well as encodings of IP addresses.\n\tFor instance,\n\t--synth-domain=thekelleys.org.uk,192.168.0.50,192.168.0.70,internal-*\n\tcreates 21 domain names of the form\n\tinternal-4.thekelleys.org.uk over the address range given, with\n\tinternal-0.thekelleys.org.uk being 192.168.0.50 and\n\tinternal-20.thekelleys.org.uk being 192.168.0.70\n\tThanks to Andy Hawkins for the suggestion.\n\n\tTidy up Crypto code, removing workarounds for ancient\n\tversions of libnettle. We now require libnettle 3.\n\n\nversion 2.78\n        Fix logic of appending ".<layer>" to PXE basename. Thanks to Chris',
     [('IP_ADDRESS', '192.168.0.50'), ('IP_ADDRESS', '192.168.0.70')]),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', 'en_US',
     "\tFix regression in TFTP server on *BSD platforms introduced\n\tin version 2.56, due to confusion with sockaddr\n\tlength. Many thanks to Loic Pefferkorn for finding this.\n\n\tSupport scope-ids in IPv6 addresses of nameservers from\n\t/etc/resolv.conf and in --server options. Eg\n\tnameserver fe80::202:a412:4512:7bbf%eth0 or\n\tserver=fe80::202:a412:4512:7bbf%eth0. Thanks to \n\tMichael Stapelberg for the suggestion.\n\n\tUpdate Polish translation, thanks to Jan Psota.\n\n\tUpdate French translation. Thanks to Gildas Le Nadan.\n\n\nversion 2.57\n\tAdd patches to allow build under Android.\n\n\tProvide our own header for the DNS protocol, rather than\n\trelying on arpa/nameser.h. This has proved more or less\n\tdefective over the years and the final straw is that it's\n\teffectively empty on Android.",
     [('IP_ADDRESS', 'fe80::202:a412:4512:7bbf')]),
    ('pypi:schwifty==2026.10.1:docs/source/examples.rst', 'schwifty', 'en_US',
     "``schwifty`` by example\n=======================\n\nBasics\n------\n\n:class:`.IBAN`-objects are usually created from their string representation\n\n.. code-block:: pycon\n\n  >>> from schwifty import IBAN\n  >>> iban = IBAN('DE89 3704 0044 0532 0130 00')\n  <IBAN=DE89370400440532013000>\n\n\nAfterwards, you can access all relevant components and meta-information of the IBAN as attributes.\n\n.. code-block:: pycon\n\n  >>> str(iban)\n  'DE89370400440532013000'\n  >>> iban.formatted\n  'DE89 3704 0044 0532 0130 00'\n  >>> iban.country_code\n  'DE'\n  >>> iban.bank_code\n  '37040044'\n  >>> iban.account_code\n  '0532013000'\n  >>> len(iban)\n  22\n  >>> iban.bban\n  <BBAN=370400440532013000>\n\nFor many countries it is also possible to get ahold of the :class:`.BIC` associated to the bank-code",
     [('IBAN_CODE', 'DE89 3704 0044 0532 0130 00'), ('IBAN_CODE', 'DE89370400440532013000')]),
    ('pypi:schwifty==2026.10.1:docs/source/examples.rst', 'schwifty', 'en_US',
     '* United Arab Emirates\n* United Kingdom\n\n.. note::\n\n  The :class:`.IBAN` and :class:`.BIC` classes are subclasses of :class:`str` so that all methods\n  and functionallities (e.g. slicing) can be directly used. E.g.\n\n  .. code-block:: pycon\n\n    >>> iban = IBAN(\'DE89 3704 0044 0532 0130 00\')\n    >>> iban[2:4]\n    "89"\n    >>> iban.count("0")\n    8\n    >>> iban.startswith("DE")\n    True\n\n\nValidation\n----------\n\nWhen it comes to validation the :class:`.IBAN` and :class:`.BIC` constructors raise an exception\nwhenever the provided code is incorrect for some reason. ``schwifty`` comes with a number of\ndedicated exceptions classes that help identify the concrete reason for the validation error. They\nall derive from a common base exception :exc:`.SchwiftyException` which makes it easy to catch all',
     [('IBAN_CODE', 'DE89 3704 0044 0532 0130 00')]),
    ('pypi:schwifty==2026.10.1:docs/source/examples.rst', 'schwifty', 'en_US',
     "reported with the :class:`.NationalChecksumNotVerified` warning. If the check is mandatory for your\nuse case, turn the warning into an error:\n\n.. code-block:: pycon\n\n   >>> import warnings\n   >>> warnings.simplefilter('error', NationalChecksumNotVerified)\n   >>> IBAN('HU42 1177 3016 1111 1018 0000 0000', validate_bban=True)\n   ...\n   NationalChecksumNotVerified: No national checksum algorithm is registered for HU ...\n\nFor BICs it is checked if the country-code and the length is valid and if the structure matches the\nISO 9362 specification.\n\n.. code-block:: pycon\n\n  >>> BIC('PBNKDXFFXXX')\n  ...\n  InvalidCountryCode: Invalid country code DX\n\n  >>> BIC('PBNKDXFFXXXX')\n  ...\n  InvalidLength: Invalid length 12\n\n  >>> BIC('PBNKD1FF')\n  ...\n  InvalidStructure: Invalid structure 'PBNKD1FF'",
     [('IBAN_CODE', 'HU42 1177 3016 1111 1018 0000 0000')]),
    ('pypi:schwifty==2026.10.1:docs/source/examples.rst', 'schwifty', 'en_US',
     '   <BIC=BNPAFRPP039>, <BIC=BNPAFRPPENG>, <BIC=BNPAFRPPNEU>, <BIC=BNPAFRPPORE>,\n   <BIC=BNPAFRPPPEE>, <BIC=BNPAFRPPPXV>, <BIC=BNPAFRPPIFO>]\n\n\nRandom IBANs\n~~~~~~~~~~~~\n\nFor testing and other usecases it might be useful to generate random IBANs. Therefore you can simply\ncall\n\n.. code-block:: pycon\n\n  >>> IBAN.random()\n  <IBAN=IT53D0838265738IXCFNXEVWPNL>\n\nand you will get a random but valid IBAN. You can also predefine some parameters of the random\nresult to narrow down the possible values, e.g.\n\n.. code-block:: pycon\n\n  >>> IBAN.random(country_code="GB")\n  <IBAN=GB67COBA74887171221908>\n\nwill give you a British IBAN. Similarly,\n\n.. code-block:: pycon\n\n  >>> IBAN.random(country_code="GB", bank_code="LOYD")\n  <IBAN=GB53LOYD00952296262556>\n\nwill only give you IBANs from the Lloyds Bank.\n\nNotice that for countries that have a bank registry, the bank code will be taken from there, so',
     [('IBAN_CODE', 'GB53LOYD00952296262556'), ('IBAN_CODE', 'GB67COBA74887171221908'), ('IBAN_CODE', 'IT53D0838265738IXCFNXEVWPNL')]),
    ('pypi:schwifty==2026.10.1:tests/test_iban.py', 'schwifty', 'en_US',
     'import pytest\nfrom pycountry import countries  # type: ignore\n\nfrom schwifty import IBAN\nfrom schwifty.exceptions import InvalidStructure\nfrom schwifty.exceptions import SchwiftyException\nfrom schwifty.registry import convert_bban_spec_to_regex\n\n\nvalid = [\n    "AL47 2121 1009 0000 0002 3569 8741",  # Albania\n    "AD12 0001 2030 2003 5910 0100",  # Andorra\n    "AT61 1904 3002 3457 3201",  # Austria\n    "AZ21 NABZ 0000 0000 1370 1000 1944",  # Republic of Azerbaijan\n    "BH67 BMAG 0000 1299 1234 56",  # Bahrain (Kingdom of)\n    "BE68 5390 0754 7034",  # Belgium\n    "BA39 1290 0794 0102 8494",  # Bosnia and Herzegovina\n    "BR97 0036 0305 0000 1000 9795 493P 1",  # Brazil\n    "BR18 0000 0000 1414 5512 3924 100C 2",  # Brazil\n    "BG80 BNBG 9661 1020 3456 78",  # Bulgaria',
     [('IBAN_CODE', 'AD12 0001 2030 2003 5910 0100'), ('IBAN_CODE', 'AL47 2121 1009 0000 0002 3569 8741'), ('IBAN_CODE', 'AT61 1904 3002 3457 3201'), ('IBAN_CODE', 'AZ21 NABZ 0000 0000 1370 1000 1944'), ('IBAN_CODE', 'BA39 1290 0794 0102 8494'), ('IBAN_CODE', 'BG80 BNBG 9661 1020 3456 78'), ('IBAN_CODE', 'BH67 BMAG 0000 1299 1234 56'), ('IBAN_CODE', 'BR18 0000 0000 1414 5512 3924 100C 2'), ('IBAN_CODE', 'BR97 0036 0305 0000 1000 9795 493P 1')]),
    ('pypi:schwifty==2026.10.1:tests/test_iban.py', 'schwifty', 'en_US',
     '    "TN59 1000 6035 1835 9847 8831",  # Tunisia\n    "TR33 0006 1005 1978 6457 8413 26",  # Turkey\n    "UA21 3996 2200 0002 6007 2335 6600 1",  # Ukraine\n    "AE07 0331 2345 6789 0123 456",  # United Arab Emirates\n    "GB29 NWBK 6016 1331 9268 19",  # United Kingdom\n    "VG96 VPVG 0000 0123 4567 8901",  # Virgin Islands, British\n    "BY13 NBRB 3600 9000 0000 2Z00 AB00",  # Republic of Belarus\n    "SV62 CENR 0000 0000 0000 0070 0025",  # El Salvador\n    "FO62 6460 0001 6316 34",  # Faroe Islands',
     [('IBAN_CODE', 'AE07 0331 2345 6789 0123 456'), ('IBAN_CODE', 'BY13 NBRB 3600 9000 0000 2Z00 AB00'), ('IBAN_CODE', 'FO62 6460 0001 6316 34'), ('IBAN_CODE', 'GB29 NWBK 6016 1331 9268 19'), ('IBAN_CODE', 'SV62 CENR 0000 0000 0000 0070 0025'), ('IBAN_CODE', 'TN59 1000 6035 1835 9847 8831'), ('IBAN_CODE', 'TR33 0006 1005 1978 6457 8413 26'), ('IBAN_CODE', 'UA21 3996 2200 0002 6007 2335 6600 1'), ('IBAN_CODE', 'VG96 VPVG 0000 0123 4567 8901')]),
    ('pypi:schwifty==2026.10.1:tests/test_iban.py', 'schwifty', 'en_US',
     '    assert iban.country == countries.get(alpha_2="PL")\n    assert iban.bank_name == "mBank Spółka Akcyjna"\n    assert iban.bank_short_name == "mBank Spółka Akcyjna"\n    assert iban.in_sepa_zone\n\n\n@pytest.mark.parametrize(\n    ("components", "compact"),\n    [\n        (("BE", "050", "123"), "BE66050000012343"),\n        (("BE", "050", "123456"), "BE45050012345689"),\n        (("BE", "539", "0075470"), "BE68539007547034"),\n        (("BE", "050", "177"), "BE54050000017797"),\n        (("DE", "43060967", "7000534100"), "DE42430609677000534100"),\n        (("DE", "51230800", "2622196545"), "DE61512308002622196545"),\n        (("DE", "20690500", "9027378"), "DE37206905000009027378"),\n        (("DK", "0040", "0440116243"), "DK5000400440116243"),\n        (("FR", "2004101005", "0500013M026"), "FR1420041010050500013M02606"),',
     [('IBAN_CODE', 'BE45050012345689'), ('IBAN_CODE', 'BE54050000017797'), ('IBAN_CODE', 'BE66050000012343'), ('IBAN_CODE', 'DE37206905000009027378'), ('IBAN_CODE', 'DE42430609677000534100'), ('IBAN_CODE', 'DE61512308002622196545'), ('IBAN_CODE', 'DK5000400440116243'), ('IBAN_CODE', 'FR1420041010050500013M02606')]),
    ('pypi:schwifty==2026.10.1:tests/test_iban.py', 'schwifty', 'en_US',
     '        ("CH5489022000012345678", "DEUTDEFFXXX"),\n        ("CR23015108410026012345", "BNCRCRSJXXX"),\n        ("CY21002001950000357001234567", "BCYPCY2N"),\n        ("CZ5508000000001234567899", "GIBACZPX"),\n        ("DE37206905000009027378", "GENODEF1S11"),\n        # ("DK9520000123456789", "NDEADKKK"),\n        ("EE471000001020145685", "EEUHEE2X"),\n        ("ES7921000813610123456789", "CAIXESBB"),\n        ("FI1410093000123458", "NDEAFIHH"),\n        ("FR7630006000011234567890189", "AGRIFRPPXXX"),',
     [('IBAN_CODE', 'CH5489022000012345678'), ('IBAN_CODE', 'CR23015108410026012345'), ('IBAN_CODE', 'CY21002001950000357001234567'), ('IBAN_CODE', 'CZ5508000000001234567899'), ('IBAN_CODE', 'DE37206905000009027378'), ('IBAN_CODE', 'DK9520000123456789'), ('IBAN_CODE', 'EE471000001020145685'), ('IBAN_CODE', 'ES7921000813610123456789'), ('IBAN_CODE', 'FI1410093000123458'), ('IBAN_CODE', 'FR7630006000011234567890189')]),
    ('pypi:django-localflavor==5.1:tests/test_generic/tests.py', 'django-localflavor', 'en_US',
     '        self.assertInputFormats(time_field, time_input_formats)\n\n\nclass IBANTests(TestCase):\n    def test_iban_validator__example_ibans(self):\n        # IBAN Registry v101 example IBANs published here:\n        # https://www.swift.com/swift-resource/11971/download\n        valid_ibans = [\n            "AD12 0001 2030 2003 5910 0100",\n            "AE07 0331 2345 6789 0123 456",\n            "AL47 2121 1009 0000 0002 3569 8741",\n            "AT61 1904 3002 3457 3201",\n            "AZ21 NABZ 0000 0000 1370 1000 1944",\n            "BA39 1290 0794 0102 8494",\n            # "BE68 5390 0754 7034", - Can\'t use example from the IBAN registry because 539 is not a valid bank code.\n            "BE41 0630 1234 5610",  # Alternate example with a valid bank.\n            "BG80 BNBG 9661 1020 3456 78",',
     [('IBAN_CODE', 'AD12 0001 2030 2003 5910 0100'), ('IBAN_CODE', 'AE07 0331 2345 6789 0123 456'), ('IBAN_CODE', 'AL47 2121 1009 0000 0002 3569 8741'), ('IBAN_CODE', 'AT61 1904 3002 3457 3201'), ('IBAN_CODE', 'AZ21 NABZ 0000 0000 1370 1000 1944'), ('IBAN_CODE', 'BA39 1290 0794 0102 8494'), ('IBAN_CODE', 'BE41 0630 1234 5610'), ('IBAN_CODE', 'BG80 BNBG 9661 1020 3456 78')]),
    ('pypi:django-localflavor==5.1:tests/test_generic/tests.py', 'django-localflavor', 'en_US',
     '            "PS92 PALS 0000 0000 0400 1234 5670 2",\n            "PT50 0002 0123 1234 5678 9015 4",\n            "QA58 DOHB 0000 1234 5678 90AB CDEF G",\n            "RO49 AAAA 1B31 0075 9384 0000",\n            "RS35 2600 0560 1001 6113 79",\n            "RU03 0445 2522 5408 1781 0538 0913 1041 9",\n            "SA03 8000 0000 6080 1016 7519",\n            "SC18 SSCB 1101 0000 0000 0000 1497 USD",\n            "SD21 2901 0501 2340 01",\n            "SE45 5000 0000 0583 9825 7466",\n            "SI56 2633 0001 2039 086",',
     [('IBAN_CODE', 'PS92 PALS 0000 0000 0400 1234 5670 2'), ('IBAN_CODE', 'PT50 0002 0123 1234 5678 9015 4'), ('IBAN_CODE', 'QA58 DOHB 0000 1234 5678 90AB CDEF G'), ('IBAN_CODE', 'RO49 AAAA 1B31 0075 9384 0000'), ('IBAN_CODE', 'RS35 2600 0560 1001 6113 79'), ('IBAN_CODE', 'RU03 0445 2522 5408 1781 0538 0913 1041 9'), ('IBAN_CODE', 'SA03 8000 0000 6080 1016 7519'), ('IBAN_CODE', 'SC18 SSCB 1101 0000 0000 0000 1497 USD'), ('IBAN_CODE', 'SD21 2901 0501 2340 01'), ('IBAN_CODE', 'SE45 5000 0000 0583 9825 7466'), ('IBAN_CODE', 'SI56 2633 0001 2039 086')]),
    ('npm:ibantools@4.5.4:README.md', 'ibantools', 'en_US',
     'Note that Bower package will not be generated any more after TypeScript 7 release.\n\n## Usage\n\nSee [full documentation](http://simplify.github.io/ibantools) with examples on Github pages.\n\n### Node.js - CommonJS\n\n```js\nconst ibantools = require(\'ibantools\');\nconst iban = electronicFormatIBAN(\'NL91 ABNA 0417 1643 00\'); // \'NL91ABNA0517164300\'\nibantools.isValidIBAN(iban);\n\n// If you want to know reason why IBAN is invalid\nibantools.validateIBAN(\'NL91ABNA0517164300\');\n// Returns { valid: false, errorCodes: [iban.ValidationErrorsIBAN.WrongIBANChecksum] }\n\n// Validate BIC\nibantools.isValidBIC(\'ABNANL2A\');\n```\n\n### AMD - RequireJS - Browser\n\n```js\nrequire(["ibantools"], function(ibantools) {\n  console.log(ibantools.isValidIBAN(\'NL91 ABNA 0417 1643 00\'));\n  console.log(ibantools.isValidBIC(\'ABNANL2A\'));',
     [('IBAN_CODE', 'NL91 ABNA 0417 1643 00')]),
    ('npm:card-validator@10.0.4:README.md', 'card-validator', 'en_US',
     "      <td>no</td>\n      <td>no</td>\n    </tr>\n    <tr>\n      <td><code>'411'</code></td>\n      <td><code>'visa'</code></td>\n      <td><strong>true</strong></td>\n      <td>false</td>\n      <td>no</td>\n      <td>no</td>\n    </tr>\n    <tr>\n      <td><code>'4111111111111111'</code></td>\n      <td><code>'visa'</code></td>\n      <td><strong>true</strong></td>\n      <td><strong>true</strong></td>\n      <td>no</td>\n      <td><strong>yes</strong></td>\n    </tr>\n    <tr>\n      <td><code>'411x'</code></td>\n      <td><code>null</code></td>\n      <td>false</td>\n      <td>false</td>\n      <td><strong>yes</strong></td>\n      <td>no</td>\n    </tr>\n  </tbody>\n</table>\n\n---\n\n#### `valid.cardholderName(value: string): object`\n\nThe `cardholderName` validation essentially tests for a valid string greater than 0 characters in length that does not look like a card number.",
     [('CREDIT_CARD', '4111111111111111')]),
    ('npm:credit-card-type@10.3.0:README.md', 'credit-card-type', 'en_US',
     '| `type`     | `String` | A code-friendly presentation of the card brand (useful to class names in CSS). Please refer to Card Type "Constants" below for the list of possible values.<br/>- `visa`<br />- `mastercard`<br />- `american-express`<br />- `diners-club`<br />- `discover`<br />- `jcb`<br />- `unionpay`<br />- `maestro`<br />- `mir`<br /> - `elo`<br /> - `hiper`<br /> - `hipercard`<br /> - `verve`<br /> - `naranja`<br /> - `troy` |\n| `gaps`     | `Array`  | The expected indices of gaps in a string representation of the card number. For example, in a Visa card, `4111 1111 1111 1111`, there are expected spaces in the 4th, 8th, and 12th positions. This is useful in setting your own formatting rules.                                                                                                                                                                           |',
     [('CREDIT_CARD', '4111 1111 1111 1111')]),
    ('deb:radvd:/usr/share/doc/radvd/examples/radvd.conf.example', 'radvd', 'en_US',
     '# the router for the purposes of default router determination.\n# NOTE: This feature is still being specified and is not widely supported!\n#\n\tAdvDefaultPreference low;\n\n#\n# Disable Mobile IPv6 support\n#\n\tAdvHomeAgentFlag off;\n\n#\n# example of a standard prefix\n#\n\tprefix 2001:db8:1:0::/64\n\t{\n\t\tAdvOnLink on;\n\t\tAdvAutonomous on;\n\t\tAdvRouterAddr off;\n\t};\n\n#\n# example of a 6to4 prefix\n#\n# Note that the first 48 bits are specified here as zeros.  These will be\n# replaced with the appropriate 6to4 address when radvd starts or is\n# reconfigured. Be sure that the SLA ID (1234 in this case) is specified\n# here!\n#\n\tprefix 0:0:0:1234::/64\n\t{\n\t\tAdvOnLink on;\n\t\tAdvAutonomous on;\n\t\tAdvRouterAddr off;\n\n#\n# This setting causes radvd to replace the first 48 bits of the prefix',
     [('IP_ADDRESS', '0:0:0:1234::'), ('IP_ADDRESS', '2001:db8:1:0::')]),
    ('deb:radvd:/usr/share/doc/radvd/examples/radvd.conf.example', 'radvd', 'en_US',
     '# with the 6to4 address generated from the specified interface.  For example,\n# if the address of ppp0 is 192.0.2.25 when radvd configures itself, this\n# prefix will be advertised as 2002:C000:0219:1234::/64.\n#\n# If ppp0 is not available at configuration time, this prefix will not be\n# advertised, but other prefixes listed in the configuration will be\n# advertised as usual.\n#\n# When using the Base6to4Interface option, make sure radvd receives a\n# SIGHUP every time the ppp0 interface goes up, down, or is assigned a\n# new IPv4 address.  The SIGHUP will cause radvd to recognize that the',
     [('IP_ADDRESS', '192.0.2.25'), ('IP_ADDRESS', '2002:C000:0219:1234::')]),
    ('deb:nftables:/usr/share/doc/nftables/examples/load_balancing.nft', 'nftables', 'en_US',
     '# For up-to-date information please visit https://wiki.nftables.org\n\nflush ruleset\n\ntable ip nat {\n\tchain prerouting {\n\t\ttype nat hook prerouting priority -300;\n\t\t# round-robing load balancing between the 2 IPv4 addresses:\n\t\tdnat to numgen inc mod 2 map {\n\t\t\t\t0 : 192.168.10.100, \\\n\t\t\t\t1 : 192.168.20.200 }\n\t\t# emulate flow distribution with different backend weights using intervals:\n\t\tdnat to numgen inc mod 10 map {\n\t\t\t\t0-5 : 192.168.10.100, \\\n\t\t\t\t6-9 : 192.168.20.200 }\n\t\t# tcp port based distribution is also possible:\n\t\tip protocol tcp dnat to 192.168.1.100 : numgen inc mod 2 map {\n\t\t\t\t0 : 4040 ,\\\n\t\t\t\t1 : 4050 }\n\t\t# consistent hash-based distribution:\n\t\tdnat to jhash ip saddr . tcp dport mod 2 map {\n\t\t\t\t0 : 192.168.20.100, \\',
     [('IP_ADDRESS', '192.168.1.100'), ('IP_ADDRESS', '192.168.10.100'), ('IP_ADDRESS', '192.168.20.100'), ('IP_ADDRESS', '192.168.20.200')]),
    ('deb:openssh-client:/usr/share/man/man1/ssh.1.gz (rendered with man -l | col -bx)', 'openssh-client', 'en_US',
     "     The following example tunnels an IRC session from the client to an IRC\n     server at “server.example.com”, joining channel “#users”, nickname\n     “pinky”, using the standard IRC port, 6667:\n\n         $ ssh -f -L 6667:localhost:6667 server.example.com sleep 10\n         $ irc -c '#users' pinky IRC/127.0.0.1\n\n     The -f option backgrounds ssh and the remote command “sleep 10” is\n     specified to allow an amount of time (10 seconds, in the example) to\n     start the program which is going to use the tunnel.  If no connections\n     are made within the time specified, ssh will exit.\n\nX11 FORWARDING\n     If the ForwardX11 variable is set to “yes” (or see the description of\n     the -X, -x, and -Y options above) and the user is using X11 (the\n     DISPLAY environment variable is set), the connection to the X11 display",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('deb:openssh-client:/usr/share/man/man1/ssh.1.gz (rendered with man -l | col -bx)', 'openssh-client', 'en_US',
     '     the tun(4) network pseudo-device, allowing two networks to be joined\n     securely.  The sshd_config(5) configuration option PermitTunnel con‐\n     trols whether the server supports this, and at what level (layer 2 or 3\n     traffic).\n\n     The following example would connect client network 10.0.50.0/24 with\n     remote network 10.0.99.0/24 using a point-to-point connection from\n     10.1.1.1 to 10.1.1.2, provided that the SSH server running on the gate‐\n     way to the remote network, at 192.168.1.15, allows it.\n\n     On the client:\n\n           # ssh -f -w 0:1 192.168.1.15 true\n           # ifconfig tun0 10.1.1.1 10.1.1.2 netmask 255.255.255.252\n           # route add 10.0.99.0/24 10.1.1.2\n\n     On the server:\n\n           # ifconfig tun1 10.1.1.2 10.1.1.1 netmask 255.255.255.252',
     [('IP_ADDRESS', '10.0.50.0'), ('IP_ADDRESS', '10.0.99.0'), ('IP_ADDRESS', '10.1.1.1'), ('IP_ADDRESS', '10.1.1.2'), ('IP_ADDRESS', '192.168.1.15'), ('IP_ADDRESS', '255.255.255.252')]),
    ('deb:radvd:/usr/share/man/man8/radvd.8.gz (rendered with man -l | col -bx)', 'radvd', 'en_US',
     "              (e.g. /var/run/radvd/radvd.pid).\n\nFILES\n       /usr/sbin/radvd\n       /etc/radvd.conf\n       /run/radvd.pid\n       /var/log/radvd.log\n\nBUGS\n       There certainly are some bugs. If you find them or have other sugges‐\n       tions please contact Reuben Hawkins <reubenhwk@gmail.com>.\n\nSEE ALSO\n       radvd.conf(5), radvdump(8)\n\nAUTHORS\n       Pedro Roque    <roque@di.fc.ul.pt> - wrote first version for Linux\n       Lars Fenneberg <lf@elemental.net>  - previous maintainer\n       Nathan Lutchansky   <lutchann@litech.org>    - previous maintainer\n       Pekka Savola   <pekkas@netcore.fi>     - previous maintainer\n       Craig Metz     <cmetz@inner.net>   - port to NRL's IPv6 code for BSD4.4\n       Marko Myllynen <myllynen@lut.fi>   - RFC 2461 update, Mobile IPv6 support",
     [('EMAIL_ADDRESS', 'cmetz@inner.net'), ('EMAIL_ADDRESS', 'lf@elemental.net'), ('EMAIL_ADDRESS', 'lutchann@litech.org'), ('EMAIL_ADDRESS', 'myllynen@lut.fi'), ('EMAIL_ADDRESS', 'pekkas@netcore.fi'), ('EMAIL_ADDRESS', 'reubenhwk@gmail.com'), ('EMAIL_ADDRESS', 'roque@di.fc.ul.pt')]),
    ('deb:radvd:/usr/share/man/man5/radvd.conf.5.gz (rendered with man -l | col -bx)', 'radvd', 'en_US',
     '       prefix prefix/length {\n            list of prefix specific options\n       };\n\n       Prefix can be network prefix or the address of  the  interface.   The\n       address  of  interface  should  be used when using Mobile IPv6 exten‐\n       sions.\n\n       Special prefix "::/64" is also supported on  systems  that  implement\n       getifaddrs()  (on  other  systems, configuration activation fails and\n       radvd exits).  When configured, radvd picks all non-link-local prefix\n       assigned to the interface and starts advertising it.  This may be ap‐\n       plicable in  non-6to4  scenarios  where  the  upstream  prefix  might\n       change.   This  option is incompatible with Base6to4Interface option.\n       AdvRouterAddr option is always enabled  when  this  configuration  is',
     [('IP_ADDRESS', '::')]),
    ('deb:radvd:/usr/share/man/man5/radvd.conf.5.gz (rendered with man -l | col -bx)', 'radvd', 'en_US',
     '       interface (e.g., Bluetooth), skip the interface if it is  not  active\n       yet.\n\n       interface bnep0\n       {\n               IgnoreIfMissing on;\n               AdvSendAdvert on;\n\n               # Advertise at least every 30 seconds\n               MaxRtrAdvInterval 30;\n\n               prefix 0:0:0:5678::/64\n               {\n                       AdvOnLink on;\n                       AdvAutonomous on;\n                       Base6to4Interface ppp0;\n\n                       # Very short lifetimes for dynamic addresses\n                       AdvValidLifetime 300;\n                       AdvPreferredLifetime 120;\n               };\n       };\n\n       Since   6to4   is   enabled,   the   prefix  will  be  advertised  as\n       2002:WWXX:YYZZ:5678::/64, where WW.XX.YY.ZZ is the  IPv4  address  of',
     [('IP_ADDRESS', '0:0:0:5678::')]),
    ('deb:nftables:/usr/share/man/man8/nft.8.gz (rendered with man -l | col -bx)', 'nftables', 'en_US',
     "       replace   Similar to add, but the\n                 rule replaces the\n                 specified rule.\n\n       delete    Delete the specified\n                 rule.\n\n       add a rule to ip table output chain.\n\n           nft add rule filter output ip daddr 192.168.0.0/24 accept # 'ip filter' is assumed\n           # same command, slightly more verbose\n           nft add rule ip filter output ip daddr 192.168.0.0/24 accept\n\n       delete rule from inet table.\n\n           # nft -a list ruleset\n           table inet filter {\n                   chain input {\n                           type filter hook input priority filter; policy accept;\n                           ct state established,related accept # handle 4\n                           ip saddr 10.1.1.1 tcp dport ssh accept # handle 5",
     [('IP_ADDRESS', '10.1.1.1'), ('IP_ADDRESS', '192.168.0.0')]),
    ('deb:nftables:/usr/share/man/man8/nft.8.gz (rendered with man -l | col -bx)', 'nftables', 'en_US',
     '       which is not reached by returned numbers. The optional offset allows\n       one to increment the returned value by a fixed offset.\n\n       A typical use-case for numgen is load-balancing:\n\n       Using numgen expression.\n\n           # round-robin between 192.168.10.100 and 192.168.20.200:\n           add rule nat prerouting dnat to numgen inc mod 2 map \\\n                   { 0 : 192.168.10.100, 1 : 192.168.20.200 }\n\n           # probability-based with odd bias using intervals:\n           add rule nat prerouting dnat to numgen random mod 10 map \\\n                   { 0-2 : 192.168.10.100, 3-9 : 192.168.20.200 }\n\n   HASH EXPRESSIONS\n           jhash {ip saddr | ip6 daddr | tcp dport | udp sport | ether saddr} [. ...] mod NUM [ seed NUM ] [ offset NUM ]',
     [('IP_ADDRESS', '192.168.10.100'), ('IP_ADDRESS', '192.168.20.200')]),
    ('deb:nftables:/usr/share/man/man8/nft.8.gz (rendered with man -l | col -bx)', 'nftables', 'en_US',
     '                   tcp dport 321 tproxy to :ssh\n                   tcp dport 99 tproxy ip to 1.1.1.1:999\n                   udp dport 155 tproxy ip6 to [dead::beef]:smux\n               }\n           }\n\n   SYNPROXY STATEMENT\n       This statement will process TCP three-way-handshake parallel in\n       netfilter context to protect either local or backend system. This\n       statement requires connection tracking because sequence numbers need\n       to be translated.\n\n           synproxy [mss mss_value] [wscale wscale_value] [SYNPROXY_FLAGS]\n\n       Table 68. synproxy statement attributes',
     [('IP_ADDRESS', '1.1.1.1'), ('IP_ADDRESS', 'dead::beef')]),
    ('deb:postfix:/usr/share/man/man5/postconf.5.gz (rendered with man -l | col -bx)', 'postfix', 'en_US',
     '       Specify an empty value (address_verify_sender =) or <> if you want to\n       use the null sender address. Beware, some sites reject mail from  <>,\n       even though RFCs require that such addresses be accepted.\n\n       Examples:\n\n       address_verify_sender = <>\n       address_verify_sender = postmaster@my.domain\n\n       This feature is available in Postfix 2.1 and later.\n\naddress_verify_sender_dependent_default_transport_maps (default: $sender_de‐\n       pendent_default_transport_maps)\n       Overrides the sender_dependent_default_transport_maps parameter  set‐\n       ting for address verification probes.\n\n       This feature is available in Postfix 2.7 and later.\n\naddress_verify_sender_dependent_relayhost_maps    (default:   $sender_depen‐\n       dent_relayhost_maps)',
     [('EMAIL_ADDRESS', 'postmaster@my.domain')]),
    ('deb:postfix:/usr/share/man/man5/postconf.5.gz (rendered with man -l | col -bx)', 'postfix', 'en_US',
     '       that locally posted mail is delivered to. The  default,  $myhostname,\n       is  adequate  for small sites.  If you run a domain with multiple ma‐\n       chines, you should (1) change this to $mydomain and (2) set up a  do‐\n       main-wide    alias    database    that    aliases    each   user   to\n       user@that.users.mailhost.\n\n       Example:\n\n       myorigin = $mydomain\n\nnested_header_checks (default: $header_checks)\n       Optional lookup tables for content  inspection  of  non-MIME  message\n       headers  in  attached  messages, as described in the header_checks(5)\n       manual page.\n\n       This feature is available in Postfix 2.0 and later.\n\nnewaliases_path (default: see postconf -d output)\n       Sendmail compatibility feature that specifies  the  location  of  the',
     [('EMAIL_ADDRESS', 'user@that.users.mailhost')]),
    ('deb:postfix:/usr/share/man/man5/postconf.5.gz (rendered with man -l | col -bx)', 'postfix', 'en_US',
     '       This can be specified in the main.cf file for all SMTP clients, or it\n       can be specified in the master.cf file for a specific client, for ex‐\n       ample:\n\n           /etc/postfix/master.cf:\n               smtp ... smtp -o smtp_bind_address=11.22.33.44\n\n       See smtp_bind_address_enforce for how Postfix  should  handle  errors\n       (Postfix 3.7 and later).\n\n       Note 1: when inet_interfaces specifies no more than one IPv4 address,\n       and that address is a non-loopback address, it is automatically  used\n       as  the smtp_bind_address.  This supports virtual IP hosting, but can\n       be a problem on multi-homed firewalls. See the inet_interfaces  docu‐\n       mentation for more detail.',
     [('IP_ADDRESS', '11.22.33.44')]),
    ('deb:sipcalc:/usr/share/man/man1/sipcalc.1.gz (rendered with man -l | col -bx)', 'sipcalc', 'en_US',
     '              the  sipcalc  "smart  parsing"  of addresses/interfaces on the\n              commandline. This can be useful if you for  example  for  some\n              reason  have  an interface with the same name as an actual ad‐\n              dress, eg. 127.0.0.1 or ::1 etc.  See also: -4 -6.\n\n       -n, --subnets=NUM\n              Display NUM extra subnets (starting from the current  subnet).\n              Will display all subnets in the current /24 if NUM is 0.\n\n       -r, --v6rev (IPv6)\n              Display IPv6 reverse DNS information.\n\n       -s, --v4split=MASK (IPv4)\n              Split  the current network into subnets of MASK size. MASK can\n              be given in dotted quad, hex or CIDR form.',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')]),
    ('deb:fail2ban:/etc/fail2ban/jail.conf', 'fail2ban', 'en_US',
     '# (default is true). Fail2ban will not ban a host which matches such addresses.\n#ignoreself = true\n\n# "ignoreip" can be a list of IP addresses, CIDR masks or DNS hosts. Fail2ban\n# will not ban a host which matches an address in this list. Several addresses\n# can be defined using space (and/or comma) separator.\n#ignoreip = 127.0.0.1/8 ::1\n\n# External command that will take an tagged arguments to ignore, e.g. <ip>,\n# and return true if the IP is to be ignored. False otherwise.\n#\n# ignorecommand = /path/to/command <ip>\nignorecommand =\n\n# "bantime" is the number of seconds that a host is banned.\nbantime  = 10m\n\n# A host is banned if it has generated "maxretry" during the last "findtime"\n# seconds.\nfindtime  = 10m\n\n# "maxretry" is the number of failures before a host get banned.',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::1')]),
    ('deb:iptables:/usr/share/man/man8/iptables.8.gz (rendered with man -l | col -bx)', 'iptables', 'en_US',
     '              ally  bad  idea.   The mask can be either an ipv4 network mask\n              (for iptables) or a plain number, specifying the number of 1\'s\n              at  the left side of the network mask.  Thus, an iptables mask\n              of 24 is equivalent to 255.255.255.0.  A "!"  argument  before\n              the  address  specification  inverts the sense of the address.\n              The flag --src is an alias  for  this  option.   Multiple  ad‐\n              dresses  can  be  specified,  but this will expand to multiple\n              rules (when adding with -A), or will cause multiple  rules  to\n              be deleted (with -D).\n\n       [!] -d, --destination address[/mask][,...]\n              Destination  specification.   See  the  description  of the -s',
     [('IP_ADDRESS', '255.255.255.0')]),
    ('deb:squid-common:/usr/share/squid/mib.txt', 'squid-common', '',
     '        REVISION      "200712140000Z"\n        DESCRIPTION\n                "Added support for IPv6 Technology."\n\n        REVISION      "9901010000Z"\n        DESCRIPTION\n                "Added objects and corrected asn.1 syntax and\n                descriptions."\n\n        REVISION      "9809220000Z"\n        DESCRIPTION\n                "Move to SMIv2. Prepare to split into proxy/squid."',
     []),
    ('pypi:schwifty==2026.10.1:PKG-INFO', 'schwifty', '',
     '.. image:: https://img.shields.io/pypi/v/schwifty.svg?style=flat-square\n    :target: https://pypi.python.org/pypi/schwifty\n.. image:: https://img.shields.io/github/actions/workflow/status/mdomke/schwifty/lint-and-test.yml?branch=main&style=flat-square\n    :target: https://github.com/mdomke/schwifty/actions?query=workflow%3Alint-and-test\n.. image:: https://img.shields.io/pypi/l/schwifty.svg?style=flat-square\n    :target: https://pypi.python.org/pypi/schwifty\n.. image:: https://readthedocs.org/projects/schwifty/badge/?version=latest&style=flat-square\n    :target: https://schwifty.readthedocs.io\n.. image:: https://img.shields.io/endpoint?url=https://raw.githubusercontent.com/astral-sh/ruff/main/assets/badge/v2.json&style=flat-square\n    :target: https://github.com/astral-sh/ruff\n.. image:: https://img.shields.io/codecov/c/gh/mdomke/schwifty?token=aJj1Yg0NUq&style=flat-square\n    :target: https://codecov.io/gh/mdomke/schwifty',
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     "    If you are migrating from Shorewall 4.6.x or earlier, please see\n    http://www.shorewall.org/pub/shorewall/5.0/shorewall-5.0.15/releasenotes.txt\n\n    Immediately after installing Shorewall 5.2.x, we recommend that you run\n    'shorewall[6] update'. This command will handle many of the migration\n    issues described here.",
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     '    The following is a comparison of Shorewall 5.0 and Shorewall 5.1\n    with respect to the CLI invocation:\n\n    \t All four packages installed:\n\n    \t Shorewall 5.0\t\t\tShorewall 5.1\n\n\t shorewall \t\t\tshorewall\n\t shorewall6\t\t\tshorewall -6\n\t shorewall-lite\t\t\tshorewall -l\n\t shorewall6-lite\t\tshorewall -6l',
     []),
    ('deb:shorewall:/usr/share/doc/shorewall/releasenotes.txt.gz', 'shorewall', '',
     '2)  Previously, the compiler always detected the OLD_CONNTRACK_MATCH\n    capability as being available in IPv6. When OLD_CONNTRACK_MATCH\n    was available, the compiler also mishandled inversion (\'!\') in the\n    ORIGDEST columns, leading to an assertion failure:\n\n      Shorewall::Config::fatal_error("Internal error in\n        Shorewall::Chains::set_rule_option at /usr/"...) called at\n        /usr/share/shorewall/Shorewall/Config.pm line 1619',
     []),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', '',
     '\t\nversion 2.85\n        Fix problem with DNS retries in 2.83/2.84.\n        The new logic in 2.83/2.84 which merges distinct requests\n\tfor the same domain causes problems with clients which do\n\tretries as distinct requests (differing IDs and/or source ports.)\n\tThe retries just get piggy-backed on the first, failed, request.\n        The logic is now changed so that distinct requests for repeated\n        queries still get merged into a single ID/source port, but\n\tthey now always trigger a re-try upstream.\n        Thanks to Nicholas Mu for his analysis.',
     []),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', '',
     'version 2.75\n\tFix reversion on 2.74 which caused 100% CPU use when a \n\tdhcp-script is configured. Thanks to Adrian Davey for\n\treporting the bug and testing the fix.\n\n\nversion 2.74\n\tFix reversion in 2.73 where --conf-file would attempt to\n\tread the default file, rather than no file.\n\n\tFix inotify code to handle dangling symlinks better and\n\tnot SEGV in some circumstances.',
     []),
    ('deb:dnsmasq-base:/usr/share/doc/dnsmasq-base/changelog.gz', 'dnsmasq-base', '',
     '\tAllow the empty domain "." in dhcp domain-search (119)\n\toptions. \n\n\nversion 2.54\n\tThere is no version 2.54 to avoid confusion with 2.53,\n\twhich incorrectly identifies itself as 2.54.\n\n\nversion 2.53\n\tFix failure to compile on Debian/kFreeBSD. Thanks to \n\tAxel Beckert and Petr Salinger.\n\n\tFix code to avoid scary strict-aliasing warnings\n\tgenerated by gcc 4.4.',
     []),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', '',
     "Changes in squid-5.4.1 (12 Feb 2022):\n\n\t- Bug 5055: FATAL FwdState::noteDestinationsEnd exception: opening\n\t- Fix FATAL ServiceRep::putConnection exception: theBusyConns > 0\n\t- Fix ConnOpener orphan connection warnings when requester ends early\n\t- Fix ConnOpener connection handling when sending negative answers\n\t- Fix Comm::ConnOpener::cleanFd() debugging\n\t- Fix ConnOpener callback's syncWithComm()\n\t- Fix FwdState::advanceDestination() losing ERR_GATEWAY_FAILURE details\n\t- Fix Tunneler handling of last-resort callback on premature job ending\n\t- Fix PeerConnector handling of last-resort callback on premature job ending\n\t- Fix FreeBSD 14 build\n\t- Fix OpenBSD 7.0 build\n\t- Add Comm::Connection::cloneDestinationDetails() debugging\n\t- Improve Security::PeerConnector::serverConn and Http::Tunneler::connection management\n\t- Refactor ConnOpener users to stop relying on the answer providing Comm::Connection\n\t- Refactor ICAP connection-establishing code\n\t- Polish PeerPoolMgr code\n\t- Polish IDENT code\n\t- Polish Gopher code\n\t- Polished AsyncJob::Start() API\n\t- ... and update code documentation",
     []),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', '',
     "Changes to squid-4.0.2 (01 Nov 2015):\n\n\t- Regression Bug 4351: compile errors when authentication modules disabled\n\t- Regression fix: HTTP/1.1 Transfer-Encoding:chunked parsing\n\t- Bug 4359: assertion failure 'Comm::IsConnOpen(conn)' within ConnStateData::requestTimeout\n\t- Bug 4356: segmentation fault using proxy_auth ACL\n\t- Bug 4352: compile errors in OS X 10.11\n\t- Bug 4021: ext_user_regex does exact match\n\t- Bug 3574: avoid crashes, prohibit reconfiguration during shutdown\n\t- Support re-assigning delay pools based on HTTP reply details\n\t- ... and all fixes from squid 3.5.11",
     []),
    ('deb:squid-common:/usr/share/doc/squid-common/changelog.gz', 'squid-common', '',
     "Changes to squid-3.2.9 (12 Mar 2013):\n\n\t- Regression fix: Accept-Language header parse\n\t- Bug 3673: Silence 'Failed to select source' messages\n\t- Fix authentication headers sent on peer digest requests\n\t- Fix build error on Solaris, OpenIndiana, Omnios\n\nChanges to squid-3.2.8 (02 Mar 2013):\n\n\t- Bug 3767: tcp_outgoing_tos/mark ACLs do not obey acl_uses_indirect_client\n\t- Bug 3763: diskd Error: no filename in shm buffer\n\t- Bug 3752: objects that cannot be cached in memory are not cached on disk\n\t- Bug 3753: Removes the domain from the cache_peer server pconn key\n\t- Bug 3749: IDENT lookup using wrong ports to identify the user\n\t- Bug 3723: tcp_outgoing_tos/mark broken for CONNECT requests\n\t- Bug 3686: cache_dir max-size default fails\n\t- Bug 3515: crash in FtpStateData::ftpTimeout\n\t- Bug 3329: Quieten orphan Comm::Connection messages\n\t- Make squid -z for cache_dir rock preserve the rock DB\n\t- Fixed several server connect problems\n\t- ... and some build issues on Solaris, OpenIndiana, MacOS X\n\t- ... and some documentation and debugs polishing",
     []),
    ('deb:nginx-doc:/usr/share/doc/nginx-doc/changelog.gz', 'nginx-doc', '',
     'Changes with nginx 1.22.0                                        24 May 2022\n\n    *) 1.22.x stable branch.\n\n\nChanges with nginx 1.21.6                                        25 Jan 2022\n\n    *) Bugfix: when using EPOLLEXCLUSIVE on Linux client connections were\n       unevenly distributed among worker processes.',
     []),
    ('deb:nginx-doc:/usr/share/doc/nginx-doc/changelog.gz', 'nginx-doc', '',
     'Changes with nginx 0.8.52                                        28 Sep 2010\n\n    *) Bugfix: nginx used SSL mode for a listen socket if any listen option\n       was set; the bug had appeared in 0.8.51.\n\n\nChanges with nginx 0.8.51                                        27 Sep 2010\n\n    *) Change: the "secure_link_expires" directive has been canceled.',
     []),
    ('deb:nginx-doc:/usr/share/doc/nginx-doc/changelog.gz', 'nginx-doc', '',
     '    *) Bugfix: in a miss case ngx_http_memcached_module returned the "END"\n       line as response body instead of default 404 page body; the bug had\n       appeared in 0.7.18.\n       Thanks to Maxim Dounin.\n\n    *) Bugfix: while SMTP proxying nginx issued message "250 2.0.0 OK"\n       instead of "235 2.0.0 OK"; the bug had appeared in 0.7.22.\n       Thanks to Maxim Dounin.',
     []),
    ('deb:nginx-doc:/usr/share/doc/nginx-doc/changelog.gz', 'nginx-doc', '',
     'Changes with nginx 0.5.12                                        12 Feb 2007\n\n    *) Bugfix: nginx could not be built on platforms different from i386,\n       amd64, sparc, and ppc; the bug had appeared in 0.5.8.\n\n    *) Bugfix: a segmentation fault might occur in worker process if the\n       temporary files were used while working with FastCGI server; the bug\n       had appeared in 0.5.8.',
     []),
    ('deb:openssh-client:/usr/share/doc/openssh-client/changelog.gz', 'openssh-client', '',
     '    Now that all FIDO signing calls attempt first without PIN and then\n    fall back to trying PIN only if that attempt fails, we can remove the\n    hack^wtrick that removed the UV flag from the keys returned during\n    enroll.\n    \n    By Corinna Vinschen\n    \n    OpenBSD-Commit-ID: 684517608c8491503bf80cd175425f0178d91d7f',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter10.html (HTML tags stripped)', 'bind9-doc', '',
     '8. Configuration Reference\n\n9. Troubleshooting\n\n10. Building BIND 9\n10.1. Required Libraries\n\n10.2. Optional Features\n\n10.3. macOS\n\nAppendices\n\nDNSSEC Guide\n\nManual Pages\n\nGeneral DNS Reference Information\n\nRelease Notes\n\nChangelog\n\nA Brief History of the DNS and BIND\n\n          BIND 9\n\n      10. Building BIND 9',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/chapter10.html (HTML tags stripped)', 'bind9-doc', '',
     'libcrypto, libssl\n\nlibuv\n\nperl\n\npkg-config / pkgconfig / pkgconf\n\nBIND 9.18 requires libuv 1.0.0 or higher; using libuv >= 1.40.0\nis recommended. Compiling or running with libuv 1.35.0 or 1.36.0 is\nnot supported, as this could lead to an assertion failure in the UDP\nreceive code. On older systems an updated libuv package needs to be\ninstalled from sources, such as EPEL, PPA, or other native sources. The\nother option is to build and install libuv from source.',
     []),
    ('pypi:django-localflavor==5.1:tests/test_nl/tests.py', 'django-localflavor', '',
     "    def test_NLBSNValidator(self):\n        valid = [\n            '123456782',\n        ]\n        invalid = [\n            '000000000',\n            '123456789',\n            'foo',\n        ]\n        self.assert_validator(validators.NLBSNFieldValidator(), valid, invalid)\n\n    def test_NLLicensePlateValidator(self):\n        valid = [\n            '12-AA-13',\n            'CDJ-123',\n            'AA-01',\n        ]\n        invalid = [\n            'ZZZ-123',\n            'AA-AAA-1',\n            '11-123-A',\n        ]\n        self.assert_validator(validators.NLLicensePlateFieldValidator(), valid, invalid)",
     []),
    ('pypi:django-localflavor==5.1:tests/test_es.py', 'django-localflavor', '',
     "    def test_ESIdentityCardNumberField_model_field_to_python_strips_whitespace(self):\n        field = ESIdentityCardNumberModelField()\n\n        self.assertEqual('X6124387Q', field.to_python('X-6124387-Q'))\n        self.assertEqual('P39008008', field.to_python('P 39008008'))\n\n    def test_ESIdentityCardNumberField_model_field_default_form(self):\n        field = ESIdentityCardNumberModelField()\n        self.assertEqual(type(field.formfield()), type(ESIdentityCardNumberField()))",
     []),
    ('pypi:django-localflavor==5.1:tests/test_cn.py', 'django-localflavor', '',
     "    def test_CNPostCodeField(self):\n        error_format = ['Enter a post code in the format XXXXXX.']\n        valid = {\n            '091209': '091209'\n        }\n        invalid = {\n            '09120': error_format,\n            '09120916': error_format\n        }\n        self.assertFieldOutput(CNPostCodeField, valid, invalid)",
     []),
    ('pypi:django-localflavor==5.1:tests/test_fr/tests.py', 'django-localflavor', '',
     "    def test_FRRNANumber(self):\n        error_format = ['Enter a valid French RNA number.']\n        valid = {\n            'W442010167': 'W442010167',\n            'W-442010167': 'W442010167',\n            'W 442010167': 'W442010167',\n        }\n        invalid = {\n            '442010167': error_format,          # W Letter missing\n            'W4420101671': error_format,        # Too many numbers\n            'W44201016': error_format,          # Too few numbers\n            '5142010167': error_format,         # W Letter missing and too many numbers\n        }\n        self.assertFieldOutput(FRRNAField, valid, invalid)",
     []),
    ('pypi:schwifty==2026.10.1:tests/test_bic.py', 'schwifty', '',
     'def test_bic_properties() -> None:\n    bic = BIC("GENODEM1GLS")\n    assert bic.length == len(bic) == 11\n    assert bic.bank_code == "GENO"\n    assert bic.country_code == "DE"\n    assert bic.location_code == "M1"\n    assert bic.branch_code == "GLS"\n    assert bic.domestic_bank_codes == ["43060967", "43060988"]\n    assert bic.bank_names == [\n        "GLS Gemeinschaftsbank",\n        "GLS Gemeinschaftsbank (GAA)",\n    ]\n    assert bic.bank_short_names == [\n        "GLS Bank in Bochum (GAA)",\n        "GLS Gemeinschaftsbk Bochum",\n    ]\n    assert bic.country == countries.get(alpha_2="DE")\n    with pytest.warns(DeprecationWarning, match="Use `BIC.bank_names` instead"):\n        assert bic.bank_name == "GLS Gemeinschaftsbank"\n    with pytest.warns(DeprecationWarning, match="Use `BIC.bank_short_names` instead"):\n        assert bic.bank_short_name == "GLS Bank in Bochum (GAA)"\n    with pytest.warns(DeprecationWarning, match="Use `BIC.domestic_bank_codes` instead"):\n        assert bic.country_bank_code == "43060967"\n    assert bic.exists\n    assert bic.type == "passive"',
     []),
    ('pypi:schwifty==2026.10.1:tests/test_bic.py', 'schwifty', '',
     'def test_bic_oro_pay_cyprus() -> None:\n    bic = BIC("OROACY2LXXX")\n    assert bic.bank_names == ["ORO PAY LTD"]\n    assert bic.bank_short_names == ["ORO PAY"]\n    assert bic.country_code == "CY"\n\n\ndef test_bic_prefers_branch_specific_registry_entry() -> None:\n    # Where the registry does hold branch-specific entries, those must still\n    # win over the institution-level fallback.\n    assert BIC("MARKDEF1100").domestic_bank_codes == ["10000000"]\n    assert BIC("GENODEM1GLS").domestic_bank_codes == ["43060967", "43060988"]',
     []),
    ('deb:iptables:/usr/share/man/man8/iptables-extensions.8.gz (rendered with man -l | col -bx)', 'iptables', '',
     '              iptables  -A  PREROUTING  -t  mangle  -i eth2 -m mark ! --mark\n              0xffff -j DROP\n\n       And the following commands to make all nodes see the same packets:\n\n              ip maddr add 01:00:5e:00:01:01 dev eth1\n\n              ip maddr add 01:00:5e:00:01:02 dev eth2\n\n              arptables -A OUTPUT -o eth1 --h-length 6 -j  mangle  --mangle-\n              mac-s 01:00:5e:00:01:01',
     []),
    ('deb:iptables:/usr/share/man/man8/iptables-extensions.8.gz (rendered with man -l | col -bx)', 'iptables', '',
     '   NFQUEUE\n       This target passes the packet to userspace using the  nfnetlink_queue\n       handler.   The  packet is put into the queue identified by its 16-bit\n       queue number.  Userspace can inspect and modify  the  packet  if  de‐\n       sired.  Userspace must then drop or reinject the packet into the ker‐\n       nel.  Please see libnetfilter_queue for details.  nfnetlink_queue was\n       added  in  Linux  2.6.14. The queue-balance option was added in Linux\n       2.6.31, queue-bypass in 2.6.39.',
     []),
    ('deb:fail2ban:/usr/share/doc/fail2ban/changelog.gz', 'fail2ban', '',
     "### New Features\n* [..c7ae460] Multiline failregex. Close gh-54\n* [8af32ed] Guacamole filter and support for Apache Tomcat date\n  format\n* [..b6059f4] 'timeout' option for actions Close gh-60 and Debian\n  bug #410077.  Also it would now capture and include stdout and stderr\n  into logging messages in case of error or at DEBUG loglevel.\n* Added action xarf-login-attack to report formatted attack messages\n  according to the XARF standard (v0.2). Close gh-105\n* Support PyPy\n* Add filter for apache-botsearch\n* Add filter for kerio. Thanks Tony Lawrence for blog of regexs and\n  providing samples. Close gh-120\n* Filter for stunnel\n* Filter for Counter Strike 1.6. Thanks to onorua for logs.\n  Close gh-347\n* Filter for squirrelmail. Close gh-261\n* Filter for tine20. Close gh-583\n* Custom date formats (strptime) can now be set in filters and jail.conf\n* Python based actions can now be created.\n     - SMTP action for sending emails on jail start, stop and ban.\n* Added action to use badips.com reporting and blacklist\n     - Requires Python 2.7+",
     []),
    ('deb:fail2ban:/usr/share/doc/fail2ban/changelog.gz', 'fail2ban', '',
     '### Enhancements\n- Adam Spiers\n    * [3152afb] Recognise time-stamped kernel messages\n- Guido Bozzetto\n    * [713fea6] Added ipmasq rule file to restart fail2ban when iptables are\n      wiped out: see http://bugs.debian.org/461417\n- Łukasz\n    * [5f23542] Matching of month names in Polish (thanks michaelberg79\n      for QA)\n- Tom Hendrikx\n    * [9fa54cf] Added Date: header for sendmail*.conf actions\n- Yaroslav Halchenko & Tom Hendrikx\n    * [b52d420..22b7007] <matches> in action files now can be used\n      to provide matched loglines which triggered action\n- Yaroslav Halchenko\n    * [ed0bf3a] Removed duplicate entry for DataCha0s/2\\.0 in badbots:\n      see http://bugs.debian.org/519557\n    * [dad91f7] sshd.conf: allow user names to have spaces and\n      trailing spaces in the line\n    * [a9be451] removed expansions for few Date and Revision SVN keywords\n    * [a33135c] set/getFile for ticket.py -- found in source distribution\n      of 0.8.4\n    * [fbce415] additional logging while stopping the jails',
     []),
    ('deb:postfix:/usr/share/doc/postfix/changelog.gz', 'postfix', '',
     '\tOn RedHat Linux 4.2/5.0, when a FIFO listener opens the\n\tFIFO with mode O_RDONLY, the FIFO remains forever readable\n\tafter the writer has closed it.  Workaround: open the FIFO\n\tmode O_RDWR.\n\n\tTest program: util/fifo_rdonly_bug.c\n\n\tUnfortunately, the above fix triggers a bug on BSD/OS 3.1\n\twhere opening the FIFO mode O_RDWR causes select() to claim\n\tthat the FIFO is readable even before any data is written\n\tto it, causing read() to block or to fail.',
     []),
    ('deb:postfix:/usr/share/doc/postfix/changelog.gz', 'postfix', '',
     '20110225\n\n\tWorkaround (problem introduced with IPv6 support in Postfix\n\t2.2): the SMTP client did not support mail to [ipv6:ipv6addr].\n\tFix based on a patch by Gurusamy Sarathy (Sophos).  File:\n\tutil/host_port.c and regression test files.\n\n20110227\n\n\tPortability: FreeBSD closefrom() support time window.  Sahil\n\tTandon. File: util/sys_defs.h.',
     []),
    ('deb:squid-common:/usr/share/squid/mib.txt', 'squid-common', '',
     '        REVISION      "9901010000Z"\n        DESCRIPTION\n                "Added objects and corrected asn.1 syntax and\n                descriptions."\n\n        REVISION      "9809220000Z"\n        DESCRIPTION\n                "Move to SMIv2. Prepare to split into proxy/squid."\n\n        ::= { nlanr 1 }\n\n--\n-- OID Assignments\n--\n\n        nlanr         OBJECT IDENTIFIER ::= { enterprises 3495 }',
     []),
    ('deb:squid-common:/usr/share/squid/mib.txt', 'squid-common', '',
     '                        "Storage LRU Expiration Age"\n        ::= { cacheSysPerf 8 }\n\n        cacheCurrentUnlinkRequests OBJECT-TYPE\n                SYNTAX Gauge32\n                MAX-ACCESS read-only\n                STATUS current\n                DESCRIPTION\n                        "Requests given to unlinkd"\n        ::= { cacheSysPerf 9 }\n\n        cacheCurrentUnusedFDescrCnt OBJECT-TYPE',
     []),
    ('deb:squid-common:/usr/share/squid/mib.txt', 'squid-common', '',
     '        ::= { cacheDns 1 }\n\n        cacheDnsReplies OBJECT-TYPE\n                SYNTAX Counter32\n                MAX-ACCESS read-only\n                STATUS current\n                DESCRIPTION\n                        "Number of external DNS server replies"\n        ::= { cacheDns 2 }\n\n        cacheDnsNumberServers OBJECT-TYPE\n                SYNTAX Counter32',
     []),
    ('pypi:django-phonenumber-field==5.0.0:PKG-INFO', 'django-phonenumber-field', '',
     '        django-phonenumber-field\n        ========================\n        \n        .. image:: https://travis-ci.org/stefanfoulis/django-phonenumber-field.svg?branch=master\n            :target: https://travis-ci.org/stefanfoulis/django-phonenumber-field\n        .. image:: https://img.shields.io/coveralls/stefanfoulis/django-phonenumber-field/develop.svg',
     []),
    ('pypi:django-localflavor==1.6.2:setup.py', 'django-localflavor', '',
     "    package_data=find_package_data(),\n    install_requires=[\n        'django>=1.8'\n    ],\n    classifiers=[\n        'Development Status :: 5 - Production/Stable',\n        'Environment :: Web Environment',\n        'Framework :: Django',\n        'Intended Audience :: Developers',\n        'License :: OSI Approved :: BSD License',",
     []),
    ('pypi:schwifty==2026.10.1:PKG-INFO', 'schwifty', '',
     'License-Expression: MIT\nLicense-File: LICENSE\nClassifier: Development Status :: 5 - Production/Stable\nClassifier: Intended Audience :: Developers\nClassifier: Operating System :: OS Independent\nClassifier: Programming Language :: Python\nClassifier: Programming Language :: Python :: 3\nClassifier: Programming Language :: Python :: 3.11',
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/Config.pm', 'shorewall', '',
     "#\n#\tget_action_disposition() - get the current action disposition.\n#\n#\tset_action_param() - set the value of an argument.\n#\npackage Shorewall::Config;\n\nuse strict;\nuse warnings;\nuse File::Basename;\nuse File::Temp qw/ tempfile tempdir /;\nuse File::Glob ':globally';\nuse Cwd qw(abs_path getcwd);\nuse autouse 'Carp' => qw(longmess confess);",
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/Config.pm', 'shorewall', '',
     "\t\t\t\t     ) , ] ,\n\t\t   protocols => [ qw (\n\t\t\t\t       TCP\n\t\t\t\t       UDP\n\t\t\t\t       UDPLITE\n\t\t\t\t       ICMP\n\t\t\t\t       DCCP\n\t\t\t\t       IPv6_ICMP\n\t\t\t\t       SCTP\n\t\t\t\t       GRE\n\t\t\t\t    ) , ],\n\t\t   );\n\nExporter::export_ok_tags('internal');\n\nour $VERSION = '5.2_8';\n\n#\n# describe the current command, it's present progressive, and it's completion.",
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/Config.pm', 'shorewall', '',
     "    join( '', $first, $val, $rest );\n}\n\n#\n# Declare passed() in Shorewall::User\n#\nsub declare_passed() {\n    my $result = ( eval q(package Shorewall::User;\n                          use strict;\n                          sub passed( $ ) {\n                              my $val = shift;\n                              defined $val && $val ne '' && $val ne '-';",
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/IPAddrs.pm', 'shorewall', '',
     '#   This module provides interfaces for dealing with IPv4 addresses, protocol names, and\n#   port names. It also exports functions for validating protocol- and port- (service)\n#   related constructs.\n#\npackage Shorewall::IPAddrs;\nrequire Exporter;\nuse Shorewall::Config qw( :DEFAULT split_list require_capability in_hex8 numeric_value F_IPV4 F_IPV6 :protocols %config );',
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/IPAddrs.pm', 'shorewall', '',
     '    } else {\n\t#\n\t# Suppress leading zeros\n\t#\n\t$addr =~ s/^0+//;\n\t$addr =~ s/:0+/:/g;\n\t$addr =~ s/^:/0:/;\n\t$addr =~ s/:$/:0/;\n\n\t$addr =~ s/::/:0::/ while $addr =~ tr/:/:/ < 7;\n\t#\n\t# Note: "s/::/:0:/g" doesn\'t work here\n\t#\n\t1 while $addr =~ s/::/:0:/;\n\n\t$addr =~ s/^0+:/0:/;\n\n\t$addr;\n    }\n}\n\nsub validate_6range( $$ ) {',
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/Chains.pm', 'shorewall', '',
     "#  This is the low-level iptables module. It provides the basic services\n#  of chain and rule creation. It is used by the higher level modules such\n#  as Rules to create iptables-restore input.\n#\npackage Shorewall::Chains;\nrequire Exporter;\n\nuse Scalar::Util 'reftype';\nuse Digest::SHA qw(sha1_hex);",
     []),
    ('deb:shorewall:/usr/share/shorewall/Shorewall/Chains.pm', 'shorewall', '',
     '\t\t$ruleref->{$option} = join(\' \', $value1, $value ) unless $value1 eq $value;\n\t    }\n\t} elsif ( $opttype == EXCLUSIVE ) {\n\t    $ruleref->{$option} .= ",$value";\n\t} elsif ( $opttype  == CONTROL ) {\n\t    $ruleref->{$option} = $value;\n\t} elsif ( $opttype == UNIQUE ) {\n\t    #\n\t    # Shorewall::Rules::perl_action_tcp_helper() can produce rules that have two -p specifications.',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     '* 2. Applying to Become a Member\n\n  * 2.1. Getting started\n\n  * 2.2. Debian mentors and sponsors\n\n  * 2.3. Registering as a Debian member\n\n* 3. Debian Developer\'s Duties\n\n  * 3.1. Package Maintainer\'s Duties\n\n    * 3.1.1. Work towards the next "stable" release\n\n    * 3.1.2. Maintain packages in "stable"',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     '    * 5.11.6. NMUs vs QA uploads\n\n    * 5.11.7. NMUs vs team uploads\n\n  * 5.12. Package Salvaging\n\n    * 5.12.1. When a package is eligible for package salvaging\n\n    * 5.12.2. How to salvage a package\n\n  * 5.13. Collaborative maintenance\n\n  * 5.14. The testing distribution\n\n    * 5.14.1. Basics\n\n    * 5.14.2. Updates from unstable',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     'Appendix\n^^^^^^^^\n\n* 1. Overview of Debian Maintainer Tools\n\n  * 1.1. Core tools\n\n    * 1.1.1. "dpkg-dev"\n\n    * 1.1.2. "debconf"\n\n    * 1.1.3. "fakeroot"\n\n  * 1.2. Package lint tools\n\n    * 1.2.1. "lintian"\n\n    * 1.2.2. "lintian-brush"\n\n    * 1.2.3. "piuparts"\n\n    * 1.2.4. "debdiff"\n\n    * 1.2.5. "diffoscope"',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     '   evince     | 3.38.2-1         | unstable            | source, amd64, arm64, armel, armhf, i386, mips64el, mipsel, ppc64el, s390x\n   evince     | 3.38.2-1         | unstable-debug      | source\n   evince     | 40.4-1           | buildd-experimental | source, amd64, arm64, armel, armhf, i386, mips64el, mipsel, ppc64el, s390x',
     []),
    ('deb:developers-reference:/usr/share/developers-reference/developers-reference.txt.gz', 'developers-reference', '',
     '1.2.6. "duck"\n-------------\n\n"duck", the Debian Url ChecKer, processes several fields in the\n"debian/control", "debian/upstream", "debian/copyright",\n"debian/patches/*" and "systemd.unit" files and checks if URLs, VCS\nlinks and email address domains found therein are valid.\n\n\n1.2.7. "adequate"\n-----------------',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/notes.html (HTML tags stripped)', 'bind9-doc', '',
     '10. Building BIND 9\n\nAppendices\n\nDNSSEC Guide\n\nManual Pages\n\nGeneral DNS Reference Information\n\nRelease Notes\nIntroduction\n\nSupported Platforms\n\nDownload\n\nKnown Issues\n\nNotes for BIND 9.18.49\nSecurity Fixes\n\nFeature Changes\n\nBug Fixes\n\nNotes for BIND 9.18.48\nSecurity Fixes\n\nBug Fixes\n\nNotes for BIND 9.18.47',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/notes.html (HTML tags stripped)', 'bind9-doc', '',
     'Bug Fixes\n\nKnown Issues\n\nNotes for BIND 9.18.23\n\nNotes for BIND 9.18.22\n\nNotes for BIND 9.18.21\n\nRemoved Features\n\nKnown Issues\n\nNotes for BIND 9.18.20\n\nFeature Changes\n\nBug Fixes\n\nKnown Issues\n\nNotes for BIND 9.18.19\n\nSecurity Fixes\n\nRemoved Features\n\nFeature Changes\n\nBug Fixes\n\nKnown Issues\n\nNotes for BIND 9.18.18',
     []),
    ('deb:bind9-doc:/usr/share/doc/bind9-doc/arm/notes.html (HTML tags stripped)', 'bind9-doc', '',
     'minutes. That has been fixed. [GL #5246]\n\nFix a purge-keys bug when using multiple views of a zone.\n\nPreviously, when a DNSSEC key was purged by one zone view, other zone\nviews would return an error about missing key files. This has been\nfixed. [GL #5315]\n\nNotes for BIND 9.18.37\uf0c1\n\nNotes for BIND 9.18.36\uf0c1',
     []),
    ('deb:linphone-common:/usr/share/doc/linphone-common/changelog.gz', 'linphone-common', '',
     '# Changelog\nAll notable changes to this project will be documented in this file.\n\nThe format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),\nand this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).\n\n# Preamble\n\nThis changelog file was started on October 2019. Previous changes were more or less tracked in the *NEWS* file.',
     []),
    ('deb:linphone-common:/usr/share/doc/linphone-common/changelog.gz', 'linphone-common', '',
     '- client-based video conference in active speaker switching mode (beta feature).\n\n### Changed\n- Warning: some function parameters have been renamed for consistency, which modified the Swift API (where parameter names are part of the ABI).\n  As a result, adjustements in applications are expected when migrating a swift app based on liblinphone from 4.4 to 4.5.',
     []),
    ('pypi:django-localflavor==1.6.2:tests/test_au/tests.py', 'django-localflavor', 'en_AU',
     "    def test_AUPhoneNumberField(self):\n        error_format = ['Phone numbers must contain 10 digits.']\n        valid = {\n            '1234567890': '1234567890',\n            '0213456789': '0213456789',\n            '02 13 45 67 89': '0213456789',\n            '(02) 1345 6789': '0213456789',\n            '(02) 1345-6789': '0213456789',\n            '(02)1345-6789': '0213456789',\n            '0408 123 456': '0408123456',\n        }",
     [('PHONE_NUMBER', '(02) 1345 6789'), ('PHONE_NUMBER', '(02) 1345-6789'), ('PHONE_NUMBER', '(02)1345-6789'), ('PHONE_NUMBER', '02 13 45 67 89'), ('PHONE_NUMBER', '0213456789'), ('PHONE_NUMBER', '0408 123 456'), ('PHONE_NUMBER', '0408123456'), ('PHONE_NUMBER', '1234567890')]),
    ('pypi:django-localflavor==1.6.2:tests/test_be.py', 'django-localflavor', 'nl_BE',
     "    def test_BEPhoneNumberField(self):\n        error_format = [\n            ('Enter a valid phone number in one of the formats 0x xxx xx xx, '\n                '0xx xx xx xx, 04xx xx xx xx, 0x/xxx.xx.xx, 0xx/xx.xx.xx, '\n                '04xx/xx.xx.xx, 0x.xxx.xx.xx, 0xx.xx.xx.xx, 04xx.xx.xx.xx, '\n                '0xxxxxxxx or 04xxxxxxxx.')\n        ]\n        valid = {\n            '01 234 56 78': '01 234 56 78',\n            '01/234.56.78': '01/234.56.78',\n            '01.234.56.78': '01.234.56.78',\n            '012 34 56 78': '012 34 56 78',\n            '012/34.56.78': '012/34.56.78',\n            '012.34.56.78': '012.34.56.78',\n            '0412 34 56 78': '0412 34 56 78',\n            '0412/34.56.78': '0412/34.56.78',\n            '0412.34.56.78': '0412.34.56.78',\n            '012345678': '012345678',\n            '0412345678': '0412345678',\n        }",
     [('PHONE_NUMBER', '01 234 56 78'), ('PHONE_NUMBER', '01.234.56.78'), ('PHONE_NUMBER', '01/234.56.78'), ('PHONE_NUMBER', '012 34 56 78'), ('PHONE_NUMBER', '012.34.56.78'), ('PHONE_NUMBER', '012/34.56.78'), ('PHONE_NUMBER', '012345678'), ('PHONE_NUMBER', '0412 34 56 78'), ('PHONE_NUMBER', '0412.34.56.78'), ('PHONE_NUMBER', '0412/34.56.78'), ('PHONE_NUMBER', '0412345678')]),
    ('pypi:django-localflavor==1.6.2:tests/test_br.py', 'django-localflavor', 'pt_BR',
     "    def test_BRPhoneNumberField(self):\n        error_format = [('Phone numbers must be in either of the following '\n                         'formats: XX-XXXX-XXXX or XX-XXXXX-XXXX.')]\n        valid = {\n            '41-3562-3464': '41-3562-3464',\n            '4135623464': '41-3562-3464',\n            '41 3562-3464': '41-3562-3464',\n            '41 3562 3464': '41-3562-3464',\n            '(41) 3562 3464': '41-3562-3464',\n            '41.3562.3464': '41-3562-3464',\n            '41.93562.3464': '41-93562-3464',\n            '41.3562-3464': '41-3562-3464',\n            ' (41) 3562.3464': '41-3562-3464',\n            ' (41) 98765.3464': '41-98765-3464',\n            '(16) 91342-4325': '16-91342-4325',\n        }",
     [('PHONE_NUMBER', '(16) 91342-4325'), ('PHONE_NUMBER', '(41) 3562 3464'), ('PHONE_NUMBER', '(41) 3562.3464'), ('PHONE_NUMBER', '(41) 98765.3464'), ('PHONE_NUMBER', '16-91342-4325'), ('PHONE_NUMBER', '41 3562 3464'), ('PHONE_NUMBER', '41 3562-3464'), ('PHONE_NUMBER', '41-3562-3464'), ('PHONE_NUMBER', '41-93562-3464'), ('PHONE_NUMBER', '41-98765-3464'), ('PHONE_NUMBER', '41.3562-3464'), ('PHONE_NUMBER', '41.3562.3464'), ('PHONE_NUMBER', '41.93562.3464'), ('PHONE_NUMBER', '4135623464')]),
    ('pypi:django-localflavor==1.6.2:tests/test_ca.py', 'django-localflavor', 'en_CA',
     "    def test_CAPhoneNumberField(self):\n        error_format = ['Phone numbers must be in XXX-XXX-XXXX format.']\n        valid = {\n            '403-555-1212': '403-555-1212',\n            '4035551212': '403-555-1212',\n            '403 555-1212': '403-555-1212',\n            '(403) 555-1212': '403-555-1212',\n            '403 555 1212': '403-555-1212',\n            '403.555.1212': '403-555-1212',\n            '403.555-1212': '403-555-1212',\n            ' (403) 555.1212 ': '403-555-1212',\n        }",
     [('PHONE_NUMBER', '(403) 555-1212'), ('PHONE_NUMBER', '(403) 555.1212'), ('PHONE_NUMBER', '403 555 1212'), ('PHONE_NUMBER', '403 555-1212'), ('PHONE_NUMBER', '403-555-1212'), ('PHONE_NUMBER', '403.555-1212'), ('PHONE_NUMBER', '403.555.1212'), ('PHONE_NUMBER', '4035551212')]),
    ('pypi:django-localflavor==1.6.2:tests/test_ch.py', 'django-localflavor', 'de_CH',
     "    def test_CHPhoneNumberField(self):\n        error_format = [_('Phone numbers must be in 0XX XXX XX XX format.')]\n        valid = {\n            '012 345 67 89': '012 345 67 89',\n            '0123456789': '012 345 67 89',\n        }",
     [('PHONE_NUMBER', '012 345 67 89'), ('PHONE_NUMBER', '0123456789')]),
    ('pypi:django-localflavor==1.6.2:tests/test_dk.py', 'django-localflavor', 'da_DK',
     '    def test_DKPhoneNumberField(self):\n        error_format = [\n            _("A phone number must be 8 digits and may have country code")\n        ]\n        valid = {\n            "12345678": "12345678",\n            "12 34 56 78": "12 34 56 78",\n            "+4512345678": "+4512345678",\n            "+45 12345678": "+45 12345678",\n            "+45 12 34 56 78": "+45 12 34 56 78",\n        }',
     [('PHONE_NUMBER', '+45 12 34 56 78'), ('PHONE_NUMBER', '+45 12345678'), ('PHONE_NUMBER', '+4512345678'), ('PHONE_NUMBER', '12 34 56 78'), ('PHONE_NUMBER', '12345678')]),
    ('pypi:django-localflavor==1.6.2:tests/test_es.py', 'django-localflavor', 'es_ES',
     "    def test_ESPhoneNumberField(self):\n        error_invalid = ['Enter a valid phone number in one of the formats 6XXXXXXXX, 8XXXXXXXX or 9XXXXXXXX.']\n        valid = {\n            '650010101': '650010101',\n            '931234567': '931234567',\n            '800123123': '800123123',\n            '789789789': '789789789',\n        }",
     [('PHONE_NUMBER', '650010101'), ('PHONE_NUMBER', '789789789'), ('PHONE_NUMBER', '800123123'), ('PHONE_NUMBER', '931234567')]),
    ('pypi:django-localflavor==1.6.2:tests/test_fr.py', 'django-localflavor', 'fr_FR',
     "    def test_FRPhoneNumberField(self):\n        error_format = ['Phone numbers must be in 0X XX XX XX XX format.']\n        valid = {\n            '01 55 44 58 64': '01 55 44 58 64',\n            '0155445864': '01 55 44 58 64',\n            '01 5544 5864': '01 55 44 58 64',\n            '01 55.44.58.64': '01 55 44 58 64',\n            '01.55.44.58.64': '01 55 44 58 64',\n        }",
     [('PHONE_NUMBER', '01 55 44 58 64'), ('PHONE_NUMBER', '01 55.44.58.64'), ('PHONE_NUMBER', '01 5544 5864'), ('PHONE_NUMBER', '01.55.44.58.64'), ('PHONE_NUMBER', '0155445864')]),
    ('pypi:django-localflavor==1.6.2:tests/test_gr.py', 'django-localflavor', 'el_GR',
     "    def test_GRPhoneNumberField(self):\n        error = ['Enter a 10-digit greek phone number.']\n        valid = {\n            '2109292921': '2109292921',\n            '+301109292921': '+301109292921',\n\n        }",
     [('PHONE_NUMBER', '+301109292921'), ('PHONE_NUMBER', '2109292921')]),
    ('pypi:django-localflavor==1.6.2:tests/test_gr.py', 'django-localflavor', 'el_GR',
     "    def test_GRMobilePhoneNumberField(self):\n        error = ['Enter a greek mobile phone number starting with 69.']\n        valid = {\n            '6945555555': '6945555555',\n            '6931234567': '6931234567',\n            '+306971234567': '+306971234567',\n\n        }",
     [('PHONE_NUMBER', '+306971234567'), ('PHONE_NUMBER', '6931234567'), ('PHONE_NUMBER', '6945555555')]),
    ('pypi:django-localflavor==1.6.2:tests/test_hk.py', 'django-localflavor', 'zh_HK',
     "    def test_HKPhoneNumberField(self):\n        error_msgs = HKPhoneNumberField.default_error_messages\n        valid = {\n            '2111-1111': '2111-1111',\n            '3111 1111': '3111-1111',\n            '51111111': '5111-1111',\n            '852-6111-1111': '6111-1111',\n            '(+852) 8111-1111': '8111-1111',\n            '(+852) 9111-1111': '9111-1111',\n            '85291111111': '9111-1111',\n        }",
     [('PHONE_NUMBER', '(+852) 8111-1111'), ('PHONE_NUMBER', '(+852) 9111-1111'), ('PHONE_NUMBER', '2111-1111'), ('PHONE_NUMBER', '3111 1111'), ('PHONE_NUMBER', '3111-1111'), ('PHONE_NUMBER', '5111-1111'), ('PHONE_NUMBER', '51111111'), ('PHONE_NUMBER', '6111-1111'), ('PHONE_NUMBER', '8111-1111'), ('PHONE_NUMBER', '852-6111-1111'), ('PHONE_NUMBER', '85291111111'), ('PHONE_NUMBER', '9111-1111')]),
    ('pypi:django-localflavor==1.6.2:tests/test_hr.py', 'django-localflavor', 'hr_HR',
     "    def test_HRPhoneNumberField(self):\n        error_invalid = ['Enter a valid phone number']\n        error_area = ['Enter a valid area or mobile network code']\n        error_number = ['The phone number is too long']\n        valid = {\n            '+38511234567': '+38511234567',\n            '0038511234567': '+38511234567',\n            '011234567': '+38511234567',\n            '+38521123456': '+38521123456',\n            '0038521123456': '+38521123456',\n            '021123456': '+38521123456',\n        }",
     [('PHONE_NUMBER', '+38511234567'), ('PHONE_NUMBER', '+38521123456'), ('PHONE_NUMBER', '0038511234567'), ('PHONE_NUMBER', '0038521123456'), ('PHONE_NUMBER', '011234567'), ('PHONE_NUMBER', '021123456')]),
    ('pypi:django-localflavor==1.6.2:tests/test_id.py', 'django-localflavor', 'id_ID',
     "    def test_IDPhoneNumberField(self):\n        error_invalid = ['Enter a valid phone number']\n        valid = {\n            '0812-3456789': '0812-3456789',\n            '081234567890': '081234567890',\n            '021 345 6789': '021 345 6789',\n            '0213456789': '0213456789',\n            '+62-21-3456789': '+62-21-3456789',\n            '(021) 345 6789': '(021) 345 6789',\n        }",
     [('PHONE_NUMBER', '(021) 345 6789'), ('PHONE_NUMBER', '+62-21-3456789'), ('PHONE_NUMBER', '021 345 6789'), ('PHONE_NUMBER', '0213456789'), ('PHONE_NUMBER', '0812-3456789'), ('PHONE_NUMBER', '081234567890')]),
    ('pypi:django-localflavor==1.6.2:tests/test_il.py', 'django-localflavor', 'he_IL',
     "    def test_ILMobilePhoneNumber(self):\n        error_invalid = ['Enter a valid Mobile Number.']\n        valid = {\n            '0500000000': '0500000000',\n            '0522222222': '0522222222',\n            '0533333333': '0533333333',\n            '0544444444': '0544444444',\n            '0555555555': '0555555555',\n            '0566666666': '0566666666',\n            '0577777777': '0577777777',\n            '0588888888': '0588888888',\n            '0599999999': '0599999999',\n            '052-2222222': '052-2222222',\n            '52-2222222': '52-2222222',\n            '525555555': '525555555',\n            '(050)-1111111': '(050)-1111111',\n            '(050)1111111': '(050)1111111'\n        }",
     [('PHONE_NUMBER', '(050)-1111111'), ('PHONE_NUMBER', '(050)1111111'), ('PHONE_NUMBER', '0500000000'), ('PHONE_NUMBER', '052-2222222'), ('PHONE_NUMBER', '0522222222'), ('PHONE_NUMBER', '0533333333'), ('PHONE_NUMBER', '0544444444'), ('PHONE_NUMBER', '0555555555'), ('PHONE_NUMBER', '0566666666'), ('PHONE_NUMBER', '0577777777'), ('PHONE_NUMBER', '0588888888'), ('PHONE_NUMBER', '0599999999'), ('PHONE_NUMBER', '52-2222222'), ('PHONE_NUMBER', '525555555')]),
    ('pypi:django-localflavor==1.6.2:tests/test_in.py', 'django-localflavor', 'en_IN',
     "    def test_INPhoneNumberField(self):\n        error_format = ['Phone numbers must be in 02X-8X or 03X-7X or 04X-6X format.']\n        valid = {\n            '0423-2443667': '0423-2443667',\n            '0423 2443667': '0423 2443667',\n            '04236-244366': '04236-244366',\n            '040-24436678': '040-24436678',\n        }",
     [('PHONE_NUMBER', '040-24436678'), ('PHONE_NUMBER', '0423 2443667'), ('PHONE_NUMBER', '0423-2443667'), ('PHONE_NUMBER', '04236-244366')]),
    ('pypi:django-localflavor==1.6.2:tests/test_is.py', 'django-localflavor', 'is_IS',
     "    def test_ISPhoneNumberField(self):\n        error_invalid = ['Enter a valid value.']\n        error_atleast = ['Ensure this value has at least 7 characters (it has 6).']\n        error_atmost = ['Ensure this value has at most 8 characters (it has 9).']\n        valid = {\n            '1234567': '1234567',\n            '123 4567': '1234567',\n            '123-4567': '1234567',\n        }",
     [('PHONE_NUMBER', '123 4567'), ('PHONE_NUMBER', '123-4567'), ('PHONE_NUMBER', '1234567')]),
    ('pypi:django-localflavor==1.6.2:tests/test_it.py', 'django-localflavor', 'it_IT',
     "    def test_ITPhoneNumberField(self):\n        error_format = ['Enter a valid Italian phone number.']\n        valid = {\n            '+39 347 1234567': '347 1234567',\n            '39 347 123 4567': '347 1234567',\n            '347-1234567': '347 1234567',\n            '3471234567': '347 1234567',\n            '+39 347 12345678': '347 12345678',\n            '39 347 123 45678': '347 12345678',\n            '347-12345678': '347 12345678',\n            '34712345678': '347 12345678',\n            '+39 347 123456': '347 123456',\n            '39 347 123 456': '347 123456',\n            '347-123456': '347 123456',\n            '347123456': '347 123456',\n            '+39 0861 12345678': '0861 12345678',\n            '39 0861 1234 5678': '0861 12345678',\n            '0861-12345678': '0861 12345678',\n            '0861 12345': '0861 12345',\n        }",
     [('PHONE_NUMBER', '+39 0861 12345678'), ('PHONE_NUMBER', '+39 347 123456'), ('PHONE_NUMBER', '+39 347 1234567'), ('PHONE_NUMBER', '+39 347 12345678'), ('PHONE_NUMBER', '0861 12345'), ('PHONE_NUMBER', '0861 12345678'), ('PHONE_NUMBER', '0861-12345678'), ('PHONE_NUMBER', '347 123456'), ('PHONE_NUMBER', '347 1234567'), ('PHONE_NUMBER', '347 12345678'), ('PHONE_NUMBER', '347-123456'), ('PHONE_NUMBER', '347-1234567'), ('PHONE_NUMBER', '347-12345678'), ('PHONE_NUMBER', '347123456'), ('PHONE_NUMBER', '3471234567'), ('PHONE_NUMBER', '34712345678'), ('PHONE_NUMBER', '39 0861 1234 5678'), ('PHONE_NUMBER', '39 347 123 456'), ('PHONE_NUMBER', '39 347 123 4567'), ('PHONE_NUMBER', '39 347 123 45678')]),
    ('pypi:django-localflavor==1.6.2:tests/test_lt.py', 'django-localflavor', 'lt_LT',
     "    def test_LTPhoneField_mobile(self):\n        errors = LTPhoneField().error_messages\n        valid = {'8 600 00 000': '+37060000000',\n                 '370 600 00 000': '+37060000000',\n                 '+370 612 34 567': '+37061234567'}",
     [('PHONE_NUMBER', '+370 612 34 567'), ('PHONE_NUMBER', '+37060000000'), ('PHONE_NUMBER', '+37061234567'), ('PHONE_NUMBER', '370 600 00 000'), ('PHONE_NUMBER', '8 600 00 000')]),
    ('pypi:django-localflavor==1.6.2:tests/test_lt.py', 'django-localflavor', 'lt_LT',
     "    def test_LTPhoneField_service(self):\n        errors = LTPhoneField().error_messages\n        valid = {'8 800 00 000': '+37080000000',\n                 '370 800 00 000': '+37080000000',\n                 '+370 800 34 567': '+37080034567'}",
     [('PHONE_NUMBER', '+370 800 34 567'), ('PHONE_NUMBER', '+37080000000'), ('PHONE_NUMBER', '+37080034567'), ('PHONE_NUMBER', '370 800 00 000'), ('PHONE_NUMBER', '8 800 00 000')]),
    ('pypi:django-localflavor==1.6.2:tests/test_lt.py', 'django-localflavor', 'lt_LT',
     "    def test_LTPhoneField_landline(self):\n        errors = LTPhoneField().error_messages\n\n        valid = {'850000000': '+37050000000',\n                 '37050000000': '+37050000000',\n                 '+37050000000': '+37050000000'}",
     [('PHONE_NUMBER', '+37050000000'), ('PHONE_NUMBER', '37050000000'), ('PHONE_NUMBER', '850000000')]),
    ('pypi:django-localflavor==1.6.2:tests/test_nl/tests.py', 'django-localflavor', 'nl_NL',
     "    def test_NLPhoneNumberField(self):\n        error_invalid = ['Enter a valid phone number.']\n        valid = {\n            '012-3456789': '012-3456789',\n            '0123456789': '0123456789',\n            '+31-12-3456789': '+31-12-3456789',\n            '(0123) 456789': '(0123) 456789',\n            '0623456789': '0623456789',\n\n        }",
     [('PHONE_NUMBER', '(0123) 456789'), ('PHONE_NUMBER', '+31-12-3456789'), ('PHONE_NUMBER', '012-3456789'), ('PHONE_NUMBER', '0123456789'), ('PHONE_NUMBER', '0623456789')]),
    ('pypi:django-localflavor==1.6.2:tests/test_no.py', 'django-localflavor', 'no_NO',
     "    def test_NOPhoneNumberField(self):\n        error_format = [_('A phone number must be 8 digits and may have country code')]\n        valid = {\n            '12345678': '12345678',\n            '12 34 56 78': '12 34 56 78',\n            '123 45 678': '123 45 678',\n            '+4712345678': '+4712345678',\n            '+47 12345678': '+47 12345678',\n            '+47 12 34 56 78': '+47 12 34 56 78',\n            '+47 123 45 678': '+47 123 45 678',\n        }",
     [('PHONE_NUMBER', '+47 12 34 56 78'), ('PHONE_NUMBER', '+47 123 45 678'), ('PHONE_NUMBER', '+47 12345678'), ('PHONE_NUMBER', '+4712345678'), ('PHONE_NUMBER', '12 34 56 78'), ('PHONE_NUMBER', '123 45 678'), ('PHONE_NUMBER', '12345678')]),
    ('pypi:django-localflavor==1.6.2:tests/test_pk/tests.py', 'django-localflavor', 'en_PK',
     "    def test_PKPhoneNumberField(self):\n        error_format = ['Phone numbers must contain 9, 10 or 11 digits.']\n        valid = {\n            '123456789': '123456789',\n            '1234567890': '1234567890',\n            '12345678901': '12345678901',\n            '0513456789': '0513456789',\n            '051 3456789': '0513456789',\n            '051 3456 789': '0513456789',\n            '(051) 3456 789': '0513456789',\n            '(051) 3456-789': '0513456789',\n            '(051)3456-789': '0513456789',\n            '0300 1234567': '03001234567',\n            '0300 1234 567': '03001234567',\n        }",
     [('PHONE_NUMBER', '(051) 3456 789'), ('PHONE_NUMBER', '(051) 3456-789'), ('PHONE_NUMBER', '(051)3456-789'), ('PHONE_NUMBER', '0300 1234 567'), ('PHONE_NUMBER', '0300 1234567'), ('PHONE_NUMBER', '03001234567'), ('PHONE_NUMBER', '051 3456 789'), ('PHONE_NUMBER', '051 3456789'), ('PHONE_NUMBER', '0513456789'), ('PHONE_NUMBER', '123456789'), ('PHONE_NUMBER', '1234567890'), ('PHONE_NUMBER', '12345678901')]),
    ('pypi:django-localflavor==1.6.2:tests/test_sg.py', 'django-localflavor', 'en_SG',
     "    def test_SGPhoneNumberField(self):\n        error_format = ['Phone numbers must contain 8 digits and start with '\n                        'either 6, or 8, or 9.']\n        valid = {\n            '6880 4321 ': '68804321',\n            '  9123 3132': '91233132',\n            '83234441': '83234441',\n        }",
     [('PHONE_NUMBER', '6880 4321'), ('PHONE_NUMBER', '68804321'), ('PHONE_NUMBER', '83234441'), ('PHONE_NUMBER', '9123 3132'), ('PHONE_NUMBER', '91233132')]),
    ('pypi:django-localflavor==1.6.2:tests/test_si.py', 'django-localflavor', 'sl_SI',
     "    def test_SIPhoneNumberField(self):\n        error_invalid = ['Enter phone number in form +386XXXXXXXX or 0XXXXXXXX.']\n        valid = {\n            '+38640999999': '40999999',\n            '+3861999999': '1999999',\n            '0038640999999': '40999999',\n            '040999999': '40999999',\n            '01999999': '1999999',\n            '059099999': '59099999',\n            '059 09 99 99': '59099999',\n            '0590/999-99': '59099999',\n        }",
     [('PHONE_NUMBER', '+3861999999'), ('PHONE_NUMBER', '+38640999999'), ('PHONE_NUMBER', '0038640999999'), ('PHONE_NUMBER', '01999999'), ('PHONE_NUMBER', '040999999'), ('PHONE_NUMBER', '059 09 99 99'), ('PHONE_NUMBER', '0590/999-99'), ('PHONE_NUMBER', '059099999'), ('PHONE_NUMBER', '1999999'), ('PHONE_NUMBER', '40999999'), ('PHONE_NUMBER', '59099999')]),
    ('pypi:django-localflavor==1.6.2:tests/test_tr.py', 'django-localflavor', 'tr_TR',
     '    def test_TRPhoneNumberField(self):\n        f = TRPhoneNumberField()\n        self.assertEqual(f.clean("312 455 56 78"), "3124555678")\n        self.assertEqual(f.clean("312 4555678"), "3124555678")\n        self.assertEqual(f.clean("3124555678"), "3124555678")\n        self.assertEqual(f.clean("0312 455 5678"), "3124555678")\n        self.assertEqual(f.clean("0 312 455 5678"), "3124555678")\n        self.assertEqual(f.clean("0 (312) 455 5678"), "3124555678")\n        self.assertEqual(f.clean("+90 312 455 4567"), "3124554567")\n        self.assertEqual(f.clean("+90 312 455 45 67"), "3124554567")\n        self.assertEqual(f.clean("+90 (312) 4554567"), "3124554567")',
     [('PHONE_NUMBER', '+90 (312) 4554567'), ('PHONE_NUMBER', '+90 312 455 45 67'), ('PHONE_NUMBER', '+90 312 455 4567'), ('PHONE_NUMBER', '0 (312) 455 5678'), ('PHONE_NUMBER', '0 312 455 5678'), ('PHONE_NUMBER', '0312 455 5678'), ('PHONE_NUMBER', '312 455 56 78'), ('PHONE_NUMBER', '312 4555678'), ('PHONE_NUMBER', '3124554567'), ('PHONE_NUMBER', '3124555678')]),
    ('pypi:django-localflavor==1.6.2:tests/test_us/tests.py', 'django-localflavor', 'en_US',
     "    def test_USPhoneNumberField(self):\n        error_format = ['Phone numbers must be in XXX-XXX-XXXX format.']\n        valid = {\n            '312-555-1212': '312-555-1212',\n            '3125551212': '312-555-1212',\n            '312 555-1212': '312-555-1212',\n            '(312) 555-1212': '312-555-1212',\n            '312 555 1212': '312-555-1212',\n            '312.555.1212': '312-555-1212',\n            '312.555-1212': '312-555-1212',\n            ' (312) 555.1212 ': '312-555-1212',\n        }",
     [('PHONE_NUMBER', '(312) 555-1212'), ('PHONE_NUMBER', '(312) 555.1212'), ('PHONE_NUMBER', '312 555 1212'), ('PHONE_NUMBER', '312 555-1212'), ('PHONE_NUMBER', '312-555-1212'), ('PHONE_NUMBER', '312.555-1212'), ('PHONE_NUMBER', '312.555.1212'), ('PHONE_NUMBER', '3125551212')]),
    ('deb:kamailio:/usr/share/doc/kamailio/modules/README.seas.gz', 'kamailio', 'es_ES',
     "Seas Module\n\nElias Baixas\n\n   VozTelecom Sistemas\n   www.wesip.eu\n\n   Ronda Can Fatjo, 9, 1p Parc Tecnologic del Valles Cerdanyola, 08520 (SP\n   AIN)\n     Phone:+34 933968800\n     www.voztele.com\n     <elias.baixas@voztele.com>\n\n   Copyright © 2006 VozTelecom Sistemas\n     __________________________________________________________________\n\n   Table of Contents\n\n   1. The Sip Express Application Server User's Guide\n\n        1. Application Servers\n\n              1.1. Sip Express Application Server module overview\n              1.2. Application Servers\n              1.3. Dependencies",
     [('EMAIL_ADDRESS', 'elias.baixas@voztele.com'), ('PHONE_NUMBER', '+34 933968800')]),
    ('deb:exim4-config:/usr/share/doc/exim4-config/copyright', 'exim4-config', 'en_US',
     "     3.   The name 'Carnegie Mellon University' must not be used to endorse or\n          promote products derived from this software without prior written\n          permission. For permission or any other legal details, please\n          contact\n\n            Office of Technology Transfer\n            Carnegie Mellon University\n            5000 Forbes Avenue\n            Pittsburgh, PA  15213-3890\n            (412) 268-4387, fax: (412) 268-7395\n            tech-transfer@andrew.cmu.edu\n\n     4.   Redistributions of any form whatsoever must retain the following\n          acknowledgment:\n             This product includes software developed by Computing Services at\n             Carnegie Mellon University (http://www.cmu.edu/computing/).",
     [('EMAIL_ADDRESS', 'tech-transfer@andrew.cmu.edu'), ('PHONE_NUMBER', '(412) 268-4387'), ('PHONE_NUMBER', '(412) 268-7395')]),
    ('deb:miscfiles:/usr/share/misc/mailinglists.gz', 'miscfiles', 'en_US',
     "* bug-gnu960-request@ichips.intel.com to subscribe to bug-gnu960\n** gnUSENET newsgroup: NONE PLANNED\n** Intel 960 Port bug reports to: bug-gnu960@ichips.intel.com\n\nThis list distributes bug reports for, fixes for bugs in, and\nsuggestions for improvements in Intel's port of GNU software to the\nIntel 960 microprocessor.\n\nYou can also fax to: GNU/960 - 1-503-696-4930.\n\nThere are no other GNU mailing lists or gnUSENET newsgroups for Intel's\nport of GNU software to the Intel 960 microprocessor.\n\nSee section '* General Information about bug-* lists and reporting\nprogram bugs'.\n\n* bug-glibc-request@gnu.org to subscribe to bug-glibc\n** gnUSENET newsgroup: gnu.glibc.bug\n** GNU C Library bug reports to: bug-glibc@gnu.org",
     [('EMAIL_ADDRESS', 'bug-glibc-request@gnu.org'), ('EMAIL_ADDRESS', 'bug-glibc@gnu.org'), ('EMAIL_ADDRESS', 'bug-gnu960-request@ichips.intel.com'), ('EMAIL_ADDRESS', 'bug-gnu960@ichips.intel.com'), ('PHONE_NUMBER', '1-503-696-4930')]),
    ('deb:postfix:/usr/share/doc/postfix/changelog.gz', 'postfix', 'en_US',
     '\tCleanup: simplified the handling of throttled output (i.e.\n\toutput that can\'t be sent because the receiver tries to be\n\tnasty).  File: postscreen/postscreen_send.c.\n\n20110104\n\n\tFeature: add contact information to each SMTP server reject\n\tmessage. For example, "smtpd_reject_footer = call 800-555-0101\n\tfor assistance", with macro expansion and with multi-line\n\tsupport. Files: global/mail_params.h, mantools/postlink,\n\tproto/postconf.proto, smtpd/smtpd.c, smtpd/smtpd_chat.c,\n\tsmtpd/smtpd_expand.[hc], util/mac_expand.[hc].\n\n20110105\n\n\tCleanup: the forest of TLS-related booleans was shrunk.',
     [('PHONE_NUMBER', '800-555-0101')]),
    ('npm:react-phone-number-input@3.4.18:README.md', 'react-phone-number-input', 'en_US',
     "<!--\nTo format the `value` back to a human-readable phone number, use the exported [`formatPhoneNumber(value)`](#formatphonenumbervalue-string-string) or [`formatPhoneNumberIntl(value)`](#formatphonenumberintlvalue-string-string) functions.\n\n```js\nimport { formatPhoneNumber, formatPhoneNumberIntl } from 'react-phone-number-input'\n\nformatPhoneNumber('+12133734253') === '(213) 373-4253'\nformatPhoneNumberIntl('+12133734253') === '+1 213 373 4253'\n```\n\nTo recover the country code from a valid phone number, use the exported [`parsePhoneNumber(value)`](#parsephonenumberinput-string-phonenumber) function.\n\n```js\nimport { parsePhoneNumber }",
     [('PHONE_NUMBER', '(213) 373-4253'), ('PHONE_NUMBER', '+1 213 373 4253'), ('PHONE_NUMBER', '+12133734253')]),
    ('npm:phone@3.1.72:README.md', 'phone', 'en_US',
     '## What is phone?\n`phone` is used to normalize mobile phone numbers into E.164 format.\n\nA common problem is that users normally input phone numbers in this way:\n\n```\n`(817) 569-8900` or\n`817569-8900` or\n`1(817) 569-8900` or\n`+1(817) 569-8900` or ...\n```\n\nWe always want:\n\n```\n+18175698900\n```\n\n## Install\n```\nnpm install phone',
     [('PHONE_NUMBER', '(817) 569-8900'), ('PHONE_NUMBER', '+1(817) 569-8900'), ('PHONE_NUMBER', '+18175698900'), ('PHONE_NUMBER', '1(817) 569-8900'), ('PHONE_NUMBER', '817569-8900')]),
    ('npm:phone@3.1.72:README.md', 'phone', 'zh_HK',
     "phone('91234567',  {country: 'HKG'})\n// { isValid: true, phoneNumber: '+85291234567', countryIso2: 'HK', countryIso3: 'HKG', countryCode: '+852' }\n```\n\n### 5. Skipping phone number initial digit checking\n\nIf you want to skip phone number initial digit checking, set `validateMobilePrefix` to false:\n\n```javascript\nphone('+(852) 2356-4902');\n// { isValid: false }\n// '2' is a Hong Kong landline phone number prefix, not a valid mobile phone number prefix\n\nphone('+(852) 2356-4902', {validateMobilePrefix: true});\n// { isValid: false }\n// same as above, default value of validateMobilePrefix = true\n\nphone('+(852) 2356-4902', {validateMobilePrefix: false});\n// { isValid: true, phoneNumber: '+85223564902', countryIso2: 'HK', countryIso3: 'HKG', countryCode: '+852' }\n// skipping mobile prefix checking\n```\n\nWith `validateMobilePrefix` set to `false`, the initial digit checking logic will be disabled completely, even you enter a phone number start with a non-exist digit:\n\n```javascript\nphone('+(852) 0356-4902', {validateMobilePrefix: false});\n// { isValid: true, phoneNumber: '+85203564902', countryIso2: 'HK', countryIso3: 'HKG', countryCode: '+852' }\n// even the phone number start with `0` is not a valid landline phone number\n```\nNote that the module does not have",
     [('PHONE_NUMBER', '+(852) 0356-4902'), ('PHONE_NUMBER', '+(852) 2356-4902'), ('PHONE_NUMBER', '+85203564902'), ('PHONE_NUMBER', '+85223564902'), ('PHONE_NUMBER', '+85291234567'), ('PHONE_NUMBER', '91234567')]),
    ('npm:react-phone-number-input@3.4.18:modules/PhoneInputWithCountry.js', 'react-phone-number-input', 'ru_RU',
     "      // `phoneDigits` state property holds non-formatted user's input.\n      // The reason is that there's no way of finding out\n      // in which form should `value` be displayed: international or national.\n      // E.g. if `value` is `+78005553535` then it could be input\n      // by a user both as `8 (800) 555-35-35` and `+7 800 555 35 35`.\n      // Hence storing just `value` is not sufficient for correct formatting.\n      // E.g. if a user entered `8 (800) 555-35-35`\n      // then value is `+78005553535` and `phoneDigits` are `88005553535`\n      // and if a user entered `+7 800 555 35 35`\n      // then value is `+78005553535` and `phoneDigits` are `+78005553535`.\n      phoneDigits: getInitialPhoneDigits({",
     [('PHONE_NUMBER', '+7 800 555 35 35'), ('PHONE_NUMBER', '+78005553535'), ('PHONE_NUMBER', '8 (800) 555-35-35'), ('PHONE_NUMBER', '88005553535')]),
]


if __name__ == "__main__":
    main()
