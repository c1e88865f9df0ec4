"""Build the blind PII evaluation set ``pii_blind14``.

The set is written apart from any detector: it is meant to be scored only, never read for tuning.
Three kinds of records:

* ``b14-<genre>``: synthetic texts with PII, drawn from Faker locales and phonenumbers metadata;
* ``b14f-<genre>``: synthetic PII-free texts full of look-alikes (versions, dates, IMEIs, ...);
* ``b14r-<source>``: real windows of text written by other people, labelled by reading and frozen
  in ``REAL_SNIPPETS`` at the end of this script.

Output: one JSON object a line, keys ``id, locale, spans, template, text``. Deterministic: one
``random.Random(SEED)``, Faker instances seeded from it in sorted locale order, no clock.

Usage: python scripts/make_pii_blind14.py [--out PATH] [--force]
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import string
import sys
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import numdb

SEED = 14_2026_11_27
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind14/blind14.jsonl")
N_PII = 900
N_FREE = 350

# Faker locale -> phone region. Faker 40 has no es_PE, es_VE, en_SG, en_MY, ms_MY or am_ET.
LOCALE_REGION = {
    "ar_AE": "AE", "ar_BH": "BH", "ar_DZ": "DZ", "ar_EG": "EG", "ar_JO": "JO", "ar_PS": "PS",
    "ar_SA": "SA", "az_AZ": "AZ", "bg_BG": "BG", "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ",
    "da_DK": "DK", "de_AT": "AT", "de_CH": "CH", "de_DE": "DE", "de_LI": "LI", "de_LU": "LU",
    "el_CY": "CY", "el_GR": "GR", "en_AU": "AU", "en_BD": "BD", "en_CA": "CA", "en_GB": "GB",
    "en_IE": "IE", "en_IN": "IN", "en_KE": "KE", "en_MS": "MS", "en_NG": "NG", "en_NZ": "NZ",
    "en_PH": "PH", "en_PK": "PK", "en_TH": "TH", "en_US": "US", "es_AR": "AR", "es_CL": "CL",
    "es_CO": "CO", "es_ES": "ES", "es_MX": "MX", "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI",
    "fil_PH": "PH", "fr_BE": "BE", "fr_CA": "CA", "fr_CH": "CH", "fr_DZ": "DZ", "fr_FR": "FR",
    "fr_QC": "CA", "ga_IE": "IE", "gu_IN": "IN", "ha_NG": "NG", "he_IL": "IL", "hi_IN": "IN",
    "hr_HR": "HR", "hu_HU": "HU", "hy_AM": "AM", "id_ID": "ID", "ig_NG": "NG", "is_IS": "IS",
    "it_CH": "CH", "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE", "ko_KR": "KR", "lb_LU": "LU",
    "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE", "nl_NL": "NL",
    "no_NO": "NO", "or_IN": "IN", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT", "ro_RO": "RO",
    "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL", "sv_SE": "SE", "sw": "TZ",
    "ta_IN": "IN", "th_TH": "TH", "tl_PH": "PH", "tr_TR": "TR", "tw_GH": "GH", "uk_UA": "UA",
    "uz_UZ": "UZ", "vi_VN": "VN", "yo_NG": "NG", "zh_CN": "CN", "zh_TW": "TW", "zu_ZA": "ZA",
}

# Words for phone/fax/mobile/e-mail/toll-free/bank in each language (first part of the locale).
LABELS = {
    "en": ("Tel", "Fax", "Mobile", "Email", "Toll-free", "Bank"),
    "de": ("Telefon", "Fax", "Mobil", "E-Mail", "Gebührenfrei", "Bankverbindung"),
    "fr": ("Tél.", "Télécopie", "Portable", "Courriel", "Numéro vert", "Coordonnées bancaires"),
    "es": ("Teléfono", "Fax", "Celular", "Correo", "Línea gratuita", "Datos bancarios"),
    "it": ("Tel.", "Fax", "Cell.", "E-mail", "Numero verde", "Coordinate bancarie"),
    "pt": ("Telefone", "Fax", "Celular", "E-mail", "Ligação gratuita", "Dados bancários"),
    "nl": ("Tel.", "Fax", "Mobiel", "E-mail", "Gratis nummer", "Bankgegevens"),
    "pl": ("Tel.", "Faks", "Kom.", "E-mail", "Infolinia bezpłatna", "Rachunek"),
    "cs": ("Tel.", "Fax", "Mobil", "E-mail", "Bezplatná linka", "Bankovní spojení"),
    "sk": ("Tel.", "Fax", "Mobil", "E-mail", "Bezplatná linka", "Bankové spojenie"),
    "ru": ("Тел.", "Факс", "Моб.", "Эл. почта", "Бесплатно", "Реквизиты"),
    "uk": ("Тел.", "Факс", "Моб.", "Ел. пошта", "Безкоштовно", "Реквізити"),
    "tr": ("Tel", "Faks", "GSM", "E-posta", "Ücretsiz hat", "Banka"),
    "ja": ("電話", "FAX", "携帯", "メール", "フリーダイヤル", "振込先"),
    "zh": ("电话", "传真", "手机", "邮箱", "免费热线", "开户行"),
    "ko": ("전화", "팩스", "휴대폰", "이메일", "수신자부담", "계좌"),
    "ar": ("هاتف", "فاكس", "جوال", "البريد", "رقم مجاني", "الحساب البنكي"),
    "he": ("טלפון", "פקס", "נייד", "דוא\"ל", "חיוג חינם", "חשבון בנק"),
    "fa": ("تلفن", "فکس", "همراه", "ایمیل", "تماس رایگان", "حساب"),
    "hi": ("फ़ोन", "फ़ैक्स", "मोबाइल", "ईमेल", "टोल फ्री", "बैंक"),
    "th": ("โทร", "แฟกซ์", "มือถือ", "อีเมล", "โทรฟรี", "บัญชี"),
    "vi": ("Điện thoại", "Fax", "Di động", "Email", "Miễn phí", "Tài khoản"),
    "id": ("Telp.", "Faks", "HP", "Surel", "Bebas pulsa", "Rekening"),
    "sv": ("Tel.", "Fax", "Mobil", "E-post", "Kostnadsfritt", "Bankgiro"),
    "da": ("Tlf.", "Fax", "Mobil", "E-mail", "Gratisnummer", "Bank"),
    "no": ("Tlf.", "Faks", "Mobil", "E-post", "Grønt nummer", "Konto"),
    "fi": ("Puh.", "Faksi", "GSM", "Sähköposti", "Maksuton", "Tili"),
    "el": ("Τηλ.", "Φαξ", "Κιν.", "Email", "Δωρεάν γραμμή", "Λογαριασμός"),
    "hu": ("Tel.", "Fax", "Mobil", "E-mail", "Zöld szám", "Bankszámla"),
    "ro": ("Tel.", "Fax", "Mobil", "E-mail", "Linie gratuită", "Cont bancar"),
    "bg": ("Тел.", "Факс", "Моб.", "Имейл", "Безплатна линия", "Банкова сметка"),
    "hr": ("Tel.", "Faks", "Mob.", "E-pošta", "Besplatni broj", "Račun"),
    "bs": ("Tel.", "Faks", "Mob.", "E-mail", "Besplatni broj", "Račun"),
    "sl": ("Tel.", "Faks", "GSM", "E-pošta", "Brezplačna", "TRR"),
    "sq": ("Tel.", "Faks", "Cel.", "Email", "Falas", "Llogaria"),
    "et": ("Tel", "Faks", "Mob", "E-post", "Tasuta", "Arveldusarve"),
    "lv": ("Tālr.", "Fakss", "Mob.", "E-pasts", "Bezmaksas", "Konts"),
    "lt": ("Tel.", "Faksas", "Mob.", "El. paštas", "Nemokama", "Sąskaita"),
    "ka": ("ტელ.", "ფაქსი", "მობ.", "ელ-ფოსტა", "უფასო ხაზი", "ანგარიში"),
    "hy": ("Հեռ.", "Ֆաքս", "Բջջ.", "Էլ. փոստ", "Անվճար", "Հաշիվ"),
    "az": ("Tel.", "Faks", "Mob.", "E-poçt", "Pulsuz xətt", "Hesab"),
    "bn": ("ফোন", "ফ্যাক্স", "মোবাইল", "ইমেইল", "টোল ফ্রি", "ব্যাংক"),
    "ne": ("फोन", "फ्याक्स", "मोबाइल", "इमेल", "निःशुल्क", "खाता"),
    "sw": ("Simu", "Faksi", "Rununu", "Barua pepe", "Bila malipo", "Akaunti"),
    "ta": ("தொலைபேசி", "தொலைநகல்", "கைபேசி", "மின்னஞ்சல்", "கட்டணமில்லா", "வங்கி"),
    "fil": ("Telepono", "Fax", "Cellphone", "Email", "Toll-free", "Bangko"),
    "tl": ("Telepono", "Fax", "Cellphone", "Email", "Toll-free", "Bangko"),
    "is": ("Sími", "Fax", "Farsími", "Netfang", "Gjaldfrjálst", "Reikningur"),
    "mt": ("Tel.", "Fax", "Mob.", "Email", "Bla ħlas", "Kont"),
    "uz": ("Tel.", "Faks", "Mob.", "E-pochta", "Bepul", "Hisob"),
    "ga": ("Guthán", "Facs", "Fón póca", "Ríomhphost", "Saorghlao", "Banc"),
    "lb": ("Tel.", "Fax", "GSM", "E-Mail", "Gratis", "Bankkonto"),
}
# Extension words that stay outside the span, by language (the span ends before them).
OUTSIDE_EXT = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
    "pl": "wew.", "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh": "分机",
    "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی", "sk": "klapka",
}
INSIDE_EXT = ["x", "ext", "ext.", "Ext.", "extension"]

PHONE_TYPES = [
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
    PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST, PhoneNumberType.FIXED_LINE,
    PhoneNumberType.MOBILE,
]
IDD_CANDIDATES = ["00", "011", "0011", "010", "001", "002", "009", "000", "0021", "810"]

BRANDS = [
    # (name, prefixes, lengths)
    ("visa", ["4"], [13, 16, 19]),
    ("mastercard", ["51", "52", "53", "54", "55", "2221", "2500", "2720", "2349"], [16]),
    ("amex", ["34", "37"], [15]),
    ("diners", ["300", "305", "36", "38"], [14]),
    ("discover", ["6011", "644", "65"], [16, 19]),
    ("jcb", ["3528", "3589", "3540"], [16, 19]),
    ("unionpay", ["62"], [16, 17, 18, 19]),
    ("maestro", ["5018", "5020", "6304", "6759", "5893"], [12, 13, 16, 19]),
]

IBAN_COUNTRIES = sorted(
    line.split()[0] for line in (Path(numdb.__file__).parent / "iban.dat").read_text().splitlines()
    if line and not line.startswith("#")
)

IPV4_POOL = [
    "127.0.0.1", "10.0.0.1", "192.168.1.254", "172.16.8.10", "0.0.0.0", "255.255.255.0",
    "255.255.240.0", "192.0.2.33", "198.51.100.7", "203.0.113.250", "100.64.12.9",
    "169.254.10.20",
]
IPV6_POOL = [
    "::1", "::", "fe80::1", "2001:db8::8a2e:370:7334", "2001:0db8:0000:0000:0000:ff00:0042:8329",
    "FE80::0202:B3FF:FE1E:8329", "::ffff:192.0.2.128", "2001:db8:85a3::8a2e:370:7334",
    "fd12:3456:789a:1::1", "2606:4700:4700::1111",
]


class Builder:
    """Accumulates text and gold spans."""

    def __init__(self):
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.pos = 0

    def t(self, s: str) -> "Builder":
        self.parts.append(s)
        self.pos += len(s)
        return self

    def e(self, entity: str, s: str, valid: bool | None = None) -> "Builder":
        span = {"entity": entity, "start": self.pos, "end": self.pos + len(s)}
        if entity == "PHONE_NUMBER":
            span["valid"] = valid
        self.spans.append(span)
        return self.t(s)

    def p(self, ph: tuple[str, bool]) -> "Builder":
        return self.e("PHONE_NUMBER", ph[0], ph[1])

    def text(self) -> str:
        return "".join(self.parts)


# --------------------------------------------------------------------------- phones

EXT_IN_SPAN = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")


def phone_validity(s: str, region: str) -> bool:
    """The ``valid`` flag of a PHONE_NUMBER span, as the brief defines it."""
    s = EXT_IN_SPAN.sub("", re.sub(r"\s+", " ", s))
    return phonenumbers.is_valid_number(phonenumbers.parse(s, region))


def phone_belongs(s: str, region: str) -> bool:
    s = EXT_IN_SPAN.sub("", re.sub(r"\s+", " ", s))
    try:
        num = phonenumbers.parse(s, region)
    except phonenumbers.NumberParseException:
        return False
    cc = PhoneMetadata.metadata_for_region(region).country_code
    return num.country_code == cc and phonenumbers.is_possible_number(num)


def region_idd(region: str) -> str | None:
    meta = PhoneMetadata.metadata_for_region(region)
    if meta.preferred_international_prefix:
        return meta.preferred_international_prefix.replace("~", " ")
    pat = meta.international_prefix or ""
    if pat.isdigit():
        return pat
    for cand in IDD_CANDIDATES:
        if re.fullmatch(pat, cand):
            return cand
    return None


def draw_number(rng: random.Random, region: str, want_valid: bool):
    cc = PhoneMetadata.metadata_for_region(region).country_code
    for _ in range(400):
        ptype = rng.choice(PHONE_TYPES)
        ex = phonenumbers.example_number_for_type(region, ptype)
        if ex is None:
            continue
        nsn = phonenumbers.national_significant_number(ex)
        keep = max(2, len(nsn) // 2 - rng.randint(0, 1))
        new = nsn[:keep] + "".join(rng.choice(string.digits) for _ in nsn[keep:])
        if not want_valid and rng.random() < 0.5:
            new = new[:-1] if rng.random() < 0.5 else new + rng.choice(string.digits)
        num = phonenumbers.parse(f"+{cc}{new}", None)
        if not phonenumbers.is_possible_number(num):
            continue
        if phonenumbers.is_valid_number(num) == want_valid:
            return num, ptype
    return None, None


def format_number(rng: random.Random, num, region: str) -> str:
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    cc = str(num.country_code)
    rest = intl[len(cc) + 2:]
    nsn = phonenumbers.national_significant_number(num)
    meta = PhoneMetadata.metadata_for_region(region)
    style = rng.choice([
        "nat", "nat", "nat", "intl", "intl", "e164", "00", "idd", "pcc", "cc0", "dots", "dashes",
        "slash", "bare", "nbsp", "nnbsp", "pairs", "paren_area", "intl_dash",
    ])
    if style == "nat":
        return nat
    if style == "intl":
        return intl
    if style == "e164":
        return e164
    if style == "00" and (meta.international_prefix or "").startswith("00"):
        return "00" + intl[1:]
    if style == "idd":
        idd = region_idd(region)
        if idd:
            return f"{idd} {cc} {rest}"
    if style == "pcc":
        return f"(+{cc}) {rest}"
    if style == "cc0" and meta.national_prefix == "0":
        return f"+{cc} (0){rest}"
    if style == "dots":
        return re.sub(r"[ \-]", ".", nat.replace("(", "").replace(")", ""))
    if style == "dashes":
        return re.sub(r" ", "-", nat.replace("(", "").replace(")", ""))
    if style == "intl_dash":
        return "+" + cc + "-" + rest.replace(" ", "-")
    if style == "slash" and " " in nat:
        head, tail = nat.split(" ", 1)
        return head + "/" + tail.replace(" ", "")
    if style == "bare":
        return re.sub(r"[^\d+]", "", nat)
    if style == "nbsp":
        return intl.replace(" ", "\u00a0")
    if style == "nnbsp":
        return nat.replace(" ", "\u202f")
    if style == "pairs":
        prefix = meta.national_prefix or ""
        digits = prefix + nsn if prefix == "0" else nsn
        return " ".join(digits[i:i + 2] for i in range(0, len(digits), 2))
    if style == "paren_area" and " " in nat and "(" not in nat:
        head, tail = nat.split(" ", 1)
        return f"({head}) {tail}"
    return nat


def make_phone(rng: random.Random, region: str, *, ext: bool = False,
               wrap: bool = False) -> tuple[str, bool]:
    """A phone number of ``region`` as written, and its ``valid`` flag."""
    for _ in range(200):
        num, _ptype = draw_number(rng, region, rng.random() >= 0.1)
        if num is None:
            continue
        s = format_number(rng, num, region)
        if ext:
            s += f" {rng.choice(INSIDE_EXT)} {rng.randint(10, 4999)}"
        if wrap and s.count(" ") >= 1:
            i = [m.start() for m in re.finditer(" ", s)]
            k = rng.choice(i)
            s = s[:k] + "\n" + s[k + 1:]
        if phone_belongs(s, region):
            return s, phone_validity(s, region)
    raise RuntimeError(f"no phone for {region}")


# --------------------------------------------------------------------------- other entities

def luhn_complete(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return digits + str((10 - total % 10) % 10)


def luhn_ok(digits: str) -> bool:
    return luhn_complete(digits[:-1]) == digits


def make_card(rng: random.Random) -> str:
    name, prefixes, lengths = rng.choice(BRANDS)
    length = rng.choice(lengths)
    prefix = rng.choice(prefixes)
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    num = luhn_complete(body)
    groups_by_len = {
        16: [[4, 4, 4, 4], [8, 8], [4, 8, 4]], 15: [[4, 6, 5]], 14: [[4, 6, 4]],
        19: [[4, 4, 4, 4, 3], [6, 13]], 13: [[4, 4, 5]], 12: [[4, 4, 4]],
        17: [[4, 4, 4, 5]], 18: [[4, 4, 4, 6]],
    }
    mode = rng.random()
    if mode < 0.25:
        return num
    groups = rng.choice(groups_by_len[length])
    sep = " " if mode < 0.75 else "-"
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def _bban_char(rng: random.Random, kind: str) -> str:
    if kind == "n":
        return rng.choice(string.digits)
    if kind == "a":
        return rng.choice(string.ascii_uppercase)
    return rng.choice(string.digits * 3 + string.ascii_uppercase)


def make_iban(rng: random.Random, country: str) -> str:
    info = numdb.get("iban").info(country + "00")[0][1]
    parts = re.findall(r"(\d+)!([nac])", info["bban"])
    for _ in range(20000):
        bban = "".join(_bban_char(rng, kind) for n, kind in parts for _ in range(int(n)))
        check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
        code = f"{country}{check:02d}{bban}"
        if stdnum_iban.is_valid(code):
            if rng.random() < 0.5:
                return code
            return " ".join(code[i:i + 4] for i in range(0, len(code), 4))
    raise RuntimeError(f"no IBAN for {country}")


def ascii_slug(s: str) -> str:
    s = s.lower()
    s = re.sub(r"[^a-z0-9]+", "", s)
    return s


EMAIL_DOMAINS = ["gmail.com", "outlook.com", "posteo.de", "yahoo.co.jp", "naver.com", "mail.ru",
                 "web.de", "libero.it", "orange.fr", "uol.com.br", "proton.me", "gmx.at"]
TLDS = ["com", "org", "net", "de", "fr", "es", "it", "co.uk", "com.br", "co.jp", "or.kr", "io",
        "travel", "museum", "photography", "consulting", "international", "gov.in", "ac.za"]


def make_email(rng: random.Random, name: str = "", company: str = "") -> str:
    user = ascii_slug(name) or rng.choice(["info", "kontakt", "contacto", "office", "admin"])
    user = user[:18] or "info"
    shape = rng.randrange(8)
    if shape == 0:
        user = user[:1] + "." + user[1:8]
    elif shape == 1:
        user = f"{user}+{rng.choice(['news', 'shop', 'github', '2026'])}"
    elif shape == 2:
        user = f"{user}{rng.randint(1, 1999)}"
    elif shape == 3:
        user = rng.choice(["info", "kontakt", "contacto", "support", "no-reply", "billing",
                           "recepcion", "sekretariat", "soporte_tecnico"])
    comp = ascii_slug(company)[:16] or rng.choice(
        ["example", "hanbit", "sakura-tec", "novaterm", "almaz", "delta-grupo", "kilimo", "ostwind"])
    if rng.random() < 0.4:
        domain = rng.choice(EMAIL_DOMAINS)
    elif rng.random() < 0.3:
        domain = f"{rng.choice(['mail', 'lists', 'eu', 'shop'])}.{comp}.{rng.choice(TLDS)}"
    else:
        domain = f"{comp}.{rng.choice(TLDS)}"
    return f"{user}@{domain}"


def make_ipv4(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return rng.choice(IPV4_POOL)
    first = rng.choice([10, 172, 192, 81, 62, 185, 203, 45, 91, 141])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def make_ipv6(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return rng.choice(IPV6_POOL)
    groups = [f"{rng.randint(0, 0xffff):x}" for _ in range(8)]
    addr = ipaddress.IPv6Address(":".join(["2001", "db8"] + groups[2:]))
    text = addr.compressed if rng.random() < 0.6 else addr.exploded
    return text.upper() if rng.random() < 0.2 else text


# --------------------------------------------------------------------------- look-alikes

def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def imei(rng: random.Random) -> str:
    return luhn_complete(rng.choice(["86", "01", "99"]) + _digits(rng, 12))


def isbn13(rng: random.Random) -> str:
    body = "978" + _digits(rng, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:12]}-{(10 - total % 10) % 10}"


def version4(rng: random.Random) -> str:
    return f"{rng.randint(1, 12)}.{rng.randint(0, 9)}.{rng.randint(1000, 26999)}.{rng.randint(256, 6999)}"


def date_str(rng: random.Random, lang: str) -> str:
    y, m, d = rng.randint(2019, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return {
        "de": f"{d:02d}.{m:02d}.{y}", "ja": f"{y}年{m}月{d}日", "zh": f"{y}年{m}月{d}日",
        "ko": f"{y}. {m}. {d}.", "en": f"{m}/{d}/{y}", "fr": f"{d:02d}/{m:02d}/{y}",
    }.get(lang, f"{y}-{m:02d}-{d:02d}")


def mac(rng: random.Random) -> str:
    return ":".join(f"{rng.randint(0, 255):02X}" for _ in range(6))


def sha(rng: random.Random, n: int = 40) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def masked_card(rng: random.Random) -> str:
    return rng.choice(["**** **** **** ", "XXXX-XXXX-XXXX-", "•••• ", "ending in "]) + _digits(rng, 4)


# --------------------------------------------------------------------------- context

IT_CITIES = ["Bari", "Bergamo", "Bologna", "Cagliari", "Cosenza", "Ferrara", "Lecce", "Livorno",
             "Matera", "Modena", "Perugia", "Pescara", "Sassari", "Trento", "Udine", "Vicenza"]


class Ctx:
    def __init__(self, rng: random.Random, fake, locale: str, region: str):
        self.rng = rng
        self.f = fake
        self.locale = locale
        self.region = region
        self.lang = locale.split("_")[0]
        self.lab = LABELS.get(self.lang, LABELS["en"])

    def phone(self, **kw):
        return make_phone(self.rng, self.region, **kw)

    def name(self) -> str:
        return self.f.name()

    def company(self) -> str:
        try:
            return self.f.company()
        except AttributeError:
            return self.f.last_name() + " & Co"

    def city(self) -> str:
        if self.locale == "it_IT":  # Faker's it_IT city() draws from a set: order depends on the hash seed
            return self.rng.choice(IT_CITIES)
        try:
            return self.f.city()
        except AttributeError:
            return "Centro"

    def street(self) -> str:
        try:
            return self.f.street_address()
        except AttributeError:
            return "Main Street 5"

    def email(self, name: str = "", company: str = "") -> str:
        return make_email(self.rng, name, company)

    def iban(self) -> str:
        own = self.region if self.region in IBAN_COUNTRIES else None
        country = own if own and self.rng.random() < 0.5 else self.rng.choice(IBAN_COUNTRIES)
        return make_iban(self.rng, country)


# --------------------------------------------------------------------------- PII genres

def g_signature(c: Ctx, b: Builder):
    n, co = c.name(), c.company()
    b.t(f"--\n{n}\n{co}\n{c.street()}, {c.city()}\n{c.lab[0]}: ").p(c.phone())
    if c.rng.random() < 0.6:
        b.t(f"\n{c.lab[2]}: ").p(c.phone())
    b.t(f"\n{c.lab[3]}: ").e("EMAIL_ADDRESS", c.email(n, co)).t("\n")


def g_shop_footer(c: Ctx, b: Builder):
    co = c.company()
    b.t(f"© {co} · {c.street()} · {c.city()} · {c.lab[0]} ").p(c.phone())
    b.t(f" · {c.lab[1]} ").p(c.phone()).t(" · ").e("EMAIL_ADDRESS", c.email("", co))
    b.t(" · Impressum · AGB · Datenschutz" if c.lang == "de" else " · Privacy · Terms")


def g_classified(c: Ctx, b: Builder):
    item = c.rng.choice(["Fahrrad 28 Zoll", "sofa cama", "iPhone 12, 128GB", "lavatrice Bosch",
                         "冷蔵庫 (2019年製)", "아기 유모차", "Winterreifen 205/55 R16"])
    b.t(f"{item} — {c.rng.randint(20, 900)} {c.rng.choice(['€', 'EUR', 'R$', '¥', '₩', '$'])}. ")
    b.t(c.rng.choice(["Call or WhatsApp ", "Anrufe bitte nur abends: ", "Llamar al ",
                      "chiamare ", "連絡先 ", "", "☎ "]))
    b.p(c.phone())
    if c.rng.random() < 0.5:
        b.t(c.rng.choice([" or ", " / ", "; ", " o ", " oder "])).p(c.phone())
    b.t(f" ({c.f.first_name()})")


def g_forum_post(c: Ctx, b: Builder):
    b.t(f"Re: {c.rng.choice(['router keeps rebooting', 'Probleme mit DHCP', 'VPN ne marche pas'])}\n\n")
    b.t("I had the same thing. My box got ").e("IP_ADDRESS", make_ipv4(c.rng))
    b.t(" from the ISP but the gateway answered from ").e("IP_ADDRESS", make_ipv4(c.rng))
    b.t(". If you want I can help, mail me at ").e("EMAIL_ADDRESS", c.email(c.name()))
    b.t(c.rng.choice([" or just call ", " or ring me on ", " — my number is "])).p(c.phone())
    b.t(".\n-- posted " + date_str(c.rng, c.lang))


def g_chat(c: Ctx, b: Builder):
    a, d = c.f.first_name(), c.f.first_name()
    t = f"{c.rng.randint(7, 22):02d}:{c.rng.randint(0, 59):02d}"
    b.t(f"[{t}] {a}: hey, what's the number of the plumber?\n[{t}] {d}: ").p(c.phone())
    b.t(f"\n[{t}] {a}: thx! and his mail?\n[{t}] {d}: ").e("EMAIL_ADDRESS", c.email(c.name()))


def g_csv(c: Ctx, b: Builder):
    sep = c.rng.choice([",", ";", "\t", "|"])
    b.t(sep.join(["name", "city", "phone", "email"]) + "\n")
    for _ in range(c.rng.randint(2, 4)):
        n = c.name().replace(sep, " ")
        b.t(f"{n}{sep}{c.city().replace(sep, ' ')}{sep}").p(c.phone()).t(sep)
        b.e("EMAIL_ADDRESS", c.email(n)).t("\n")


def g_json(c: Ctx, b: Builder):
    n = c.name()
    b.t('{\n  "contact": "' + n + '",\n  "phone": "').p(c.phone())
    b.t('",\n  "email": "').e("EMAIL_ADDRESS", c.email(n))
    b.t('",\n  "last_ip": "').e("IP_ADDRESS", make_ipv4(c.rng))
    b.t(f'",\n  "updated": "{c.rng.randint(2020, 2026)}-0{c.rng.randint(1, 9)}-1{c.rng.randint(0, 9)}"\n}}')


def g_yaml(c: Ctx, b: Builder):
    b.t(f"support:\n  team: {c.company()}\n  hotline: \"").p(c.phone())
    b.t("\"\n  mailbox: ").e("EMAIL_ADDRESS", c.email("", c.company()))
    b.t("\nserver:\n  listen: ").e("IP_ADDRESS", make_ipv6(c.rng))
    b.t("\n  port: 8443\n  workers: 4\n")


def g_sshd_log(c: Ctx, b: Builder):
    host = c.rng.choice(["bastion", "web01", "nas"])
    for _ in range(c.rng.randint(2, 4)):
        pid = c.rng.randint(1000, 65000)
        user = c.rng.choice(["root", "admin", "deploy", "git", "ubuntu"])
        b.t(f"Nov {c.rng.randint(1, 28):2d} 0{c.rng.randint(0, 9)}:{c.rng.randint(10, 59)}:{c.rng.randint(10, 59)} {host} sshd[{pid}]: ")
        if c.rng.random() < 0.5:
            b.t(f"Failed password for {user} from ").e("IP_ADDRESS", make_ipv4(c.rng))
        else:
            b.t(f"Accepted publickey for {user} from ").e("IP_ADDRESS", make_ipv6(c.rng))
        b.t(f" port {c.rng.randint(1024, 65535)} ssh2\n")


def g_nginx_log(c: Ctx, b: Builder):
    for _ in range(c.rng.randint(2, 3)):
        b.e("IP_ADDRESS", make_ipv4(c.rng))
        b.t(f' - - [27/Nov/2026:10:{c.rng.randint(10, 59)}:{c.rng.randint(10, 59)} +0100] "GET /api/v2/items?page={c.rng.randint(1, 40)} HTTP/1.1" 200 {c.rng.randint(100, 999)} "-" "curl/8.5.0"\n')


def g_firewall(c: Ctx, b: Builder):
    for _ in range(c.rng.randint(2, 3)):
        b.t(f"kernel: [UFW BLOCK] IN=eth0 OUT= SRC=").e("IP_ADDRESS", make_ipv4(c.rng))
        b.t(" DST=").e("IP_ADDRESS", make_ipv4(c.rng))
        b.t(f" LEN=60 TTL=5{c.rng.randint(0, 9)} PROTO=TCP SPT={c.rng.randint(1024, 65535)} DPT=22\n")


def g_dhcp(c: Ctx, b: Builder):
    m = mac(c.rng).lower()
    ip = make_ipv4(c.rng)
    b.t("dhcpd: DHCPREQUEST for ").e("IP_ADDRESS", ip).t(f" from {m} via eth1\n")
    b.t("dhcpd: DHCPACK on ").e("IP_ADDRESS", ip).t(f" to {m} (printer-2) via eth1\n")


def g_config(c: Ctx, b: Builder):
    b.t("[network]\naddress = ").e("IP_ADDRESS", make_ipv4(c.rng)).t("/24\nnetmask = ")
    b.e("IP_ADDRESS", c.rng.choice(["255.255.255.0", "255.255.0.0", "255.255.252.0"]))
    b.t("\ngateway = ").e("IP_ADDRESS", make_ipv4(c.rng))
    b.t("\ndns = [").e("IP_ADDRESS", make_ipv6(c.rng)).t("]:53\nadmin_contact = ")
    b.e("EMAIL_ADDRESS", c.email(c.name())).t("\n")


def g_html(c: Ctx, b: Builder):
    co = c.company()
    ph = c.phone()
    e = c.email("", co)
    b.t(f'<footer class="contact">\n  <strong>{co}</strong><br>\n  <a href="tel:').p(ph)
    b.t('">').p(ph).t('</a><br>\n  <a href="mailto:').e("EMAIL_ADDRESS", e).t('">')
    b.e("EMAIL_ADDRESS", e).t("</a>\n</footer>")


def g_invoice(c: Ctx, b: Builder):
    co = c.company()
    b.t(f"{co}\n{c.street()}\n{c.city()}\n\n{c.lab[5]}:\nIBAN: ").e("IBAN_CODE", c.iban())
    b.t(f"\nBIC: {c.rng.choice(['DEUTDEFF', 'BNPAFRPP', 'CAIXESBB', 'UNCRITMM', 'INGBNL2A'])}\n")
    b.t(f"{c.lab[0]}: ").p(c.phone()).t("\n")
    b.t(f"Invoice date: {date_str(c.rng, c.lang)} · Amount due: {c.rng.randint(10, 999)},{c.rng.randint(10, 99)}")


def g_card_chat(c: Ctx, b: Builder):
    b.t("Agent: For the refund I need the card you paid with.\nCustomer: ok it's ")
    b.e("CREDIT_CARD", make_card(c.rng))
    b.t(f", expiry {c.rng.randint(1, 12):02d}/{c.rng.randint(27, 31)}\nAgent: Thanks. And a number to call you back?\nCustomer: ")
    b.p(c.phone())


def g_prose(c: Ctx, b: Builder):
    n = c.name()
    b.t(f"Yesterday {n} wrote that the new office in {c.city()} is open and that anyone who ")
    b.t("needs a key can ring ").p(c.phone()).t(" between nine and five, or write to ")
    b.e("EMAIL_ADDRESS", c.email(n)).t(" — though, she added, nobody reads that inbox on Fridays.")


def g_local_labels(c: Ctx, b: Builder):
    l = c.lab
    b.t(f"{c.company()}\n{c.street()}\n{l[0]}: ").p(c.phone()).t(f"\n{l[1]}: ").p(c.phone())
    b.t(f"\n{l[2]}: ").p(c.phone()).t(f"\n{l[3]}: ").e("EMAIL_ADDRESS", c.email("", c.company()))


def g_no_label(c: Ctx, b: Builder):
    b.t(f"{c.name()}\n{c.city()}\n").p(c.phone()).t("\n")
    if c.rng.random() < 0.5:
        b.p(c.phone()).t("\n")
    b.e("EMAIL_ADDRESS", c.email(c.name()))


def g_odd_label(c: Ctx, b: Builder):
    lab = c.rng.choice(["☎", "📞", "T.", "ph.", "Call us ›", "Hotline 24/7:", "W/A", "Rufnummer ⇒",
                        "Tél/WhatsApp", "☏ ", "Kontakt →", "(M)"])
    b.t(f"{c.company()} | {lab} ").p(c.phone()).t(" | open Mon–Sat")


def g_tollfree(c: Ctx, b: Builder):
    b.t(f"{c.lab[4]}: ").p(c.phone()).t(f"\n{c.lab[2]}: ").p(c.phone())
    b.t("\n(free from landlines; mobile rates may apply)")


def g_fax(c: Ctx, b: Builder):
    b.t(f"Please send the signed form by {c.lab[1].lower()} to ").p(c.phone())
    b.t(f" or scan it to ").e("EMAIL_ADDRESS", c.email("", c.company())).t(".")


def g_extension(c: Ctx, b: Builder):
    if c.lang in OUTSIDE_EXT and c.rng.random() < 0.6:
        b.t(f"{c.lab[0]}: ").p(c.phone()).t(f" {OUTSIDE_EXT[c.lang]} {c.rng.randint(10, 999)}")
    else:
        b.t(f"{c.lab[0]}: ").p(c.phone(ext=True))
    b.t(f"\n{c.name()}, {c.rng.choice(['Buchhaltung', 'Sales', 'Recepción', 'Segreteria'])}")


def g_wrapped(c: Ctx, b: Builder):
    b.t(f"If the door is locked, please call the caretaker on ").p(c.phone(wrap=True))
    b.t(" (day and night).")


def g_brackets(c: Ctx, b: Builder):
    b.t(f"{c.company()} (").p(c.phone()).t(") and the branch office [").p(c.phone()).t("]")


def g_list(c: Ctx, b: Builder):
    b.t(f"{c.lab[0]}: ")
    n = c.rng.randint(2, 4)
    for i in range(n):
        if i:
            b.t(c.rng.choice([" / ", "; ", " or ", ", ", " | "]))
        b.p(c.phone())


def g_ipv6_shapes(c: Ctx, b: Builder):
    ip = make_ipv6(c.rng)
    b.t("Reachable at http://[").e("IP_ADDRESS", ip).t(f"]:{c.rng.choice([80, 8080, 8443])}/status")
    b.t(" and the link-local ").e("IP_ADDRESS", "fe80::" + f"{c.rng.randint(1, 0xffff):x}")
    b.t("%eth0; prefix ").e("IP_ADDRESS", "2001:db8:" + f"{c.rng.randint(1, 0xffff):x}" + "::").t("/48.")


def g_ipv4_shapes(c: Ctx, b: Builder):
    b.t("route add -net ").e("IP_ADDRESS", f"10.{c.rng.randint(0, 255)}.0.0").t(" netmask ")
    b.e("IP_ADDRESS", "255.255.0.0").t(" gw ").e("IP_ADDRESS", make_ipv4(c.rng))
    b.t("\ncurl http://").e("IP_ADDRESS", "127.0.0.1").t(f":{c.rng.randint(3000, 9999)}/health")


def g_bank_details(c: Ctx, b: Builder):
    n = c.name()
    b.t(f"Kontoinhaber / account holder: {n}\nIBAN ").e("IBAN_CODE", c.iban())
    b.t(f"\nVerwendungszweck: Rechnung {c.rng.randint(100, 999)}-{c.rng.randint(10, 99)}")
    if c.rng.random() < 0.5:
        b.t("\nAlternative: ").e("IBAN_CODE", c.iban())


def g_order_confirmation(c: Ctx, b: Builder):
    b.t(f"Order {c.rng.randint(10000, 99999)} confirmed. Paid with card ").e("CREDIT_CARD", make_card(c.rng))
    b.t(f". Delivery to {c.street()}, {c.city()}. Questions: ").e("EMAIL_ADDRESS", c.email("", c.company()))
    b.t(" / ").p(c.phone())


def g_address_block(c: Ctx, b: Builder):
    b.t(f"{c.name()}\n{c.street()}\n{c.city()}\n\n").p(c.phone()).t("\n").e("EMAIL_ADDRESS", c.email(c.name()))


def g_meetup(c: Ctx, b: Builder):
    b.t(f"## Meetup #{c.rng.randint(10, 80)} in {c.city()}\n\nHost: {c.name()} (")
    b.e("EMAIL_ADDRESS", c.email(c.name())).t(")\nIf you get lost, call ").p(c.phone())
    b.t(f".\nWi-Fi: guest / pass {c.rng.choice(['kaffee', 'meetup', 'welcome'])}{c.rng.randint(10, 99)}")


def g_vcard(c: Ctx, b: Builder):
    n = c.name()
    b.t(f"BEGIN:VCARD\nVERSION:3.0\nFN:{n}\nTEL;TYPE=CELL:").p(c.phone()).t("\nTEL;TYPE=WORK:")
    b.p(c.phone()).t("\nEMAIL:").e("EMAIL_ADDRESS", c.email(n)).t("\nEND:VCARD")


def g_email_headers(c: Ctx, b: Builder):
    n = c.name()
    b.t(f"From: {n} <").e("EMAIL_ADDRESS", c.email(n)).t(">\nTo: ")
    b.e("EMAIL_ADDRESS", c.email(c.name())).t("\nReceived: from mx1 ([").e("IP_ADDRESS", make_ipv4(c.rng))
    b.t("])\nSubject: Rückruf / callback\n\nPlease call me back on ").p(c.phone()).t(".")


def g_payment_form(c: Ctx, b: Builder):
    b.t(f"Name on card: {c.name()}\nCard number: ").e("CREDIT_CARD", make_card(c.rng))
    b.t(f"\nCVC: {c.rng.randint(100, 999)}\nValid thru: {c.rng.randint(1, 12):02d}/{c.rng.randint(27, 32)}\n")
    if c.rng.random() < 0.5:
        b.t("Backup card: ").e("CREDIT_CARD", make_card(c.rng)).t("\n")
    b.t("Or pay by transfer to ").e("IBAN_CODE", c.iban())


def g_sepa(c: Ctx, b: Builder):
    b.t(f"SEPA-Lastschriftmandat\nZahlungspflichtiger: {c.name()}\nIBAN: ").e("IBAN_CODE", c.iban())
    b.t(f"\nMandatsreferenz: M-{c.rng.randint(1000, 9999)}\nGläubiger: {c.company()}, IBAN ")
    b.e("IBAN_CODE", c.iban()).t(f"\nDatum: {date_str(c.rng, 'de')}")


def g_card_typed(c: Ctx, b: Builder):
    b.t(c.rng.choice(["my card is ", "use this one pls: ", "numero de tarjeta ", "Kartennummer "]))
    b.e("CREDIT_CARD", make_card(c.rng)).t(c.rng.choice([" thx", "", " (the blue one)", " !!"]))


PII_GENRES = {
    "payment-form": g_payment_form, "sepa": g_sepa, "card-typed": g_card_typed,
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified,
    "forum": g_forum_post, "chat": g_chat, "csv": g_csv, "json": g_json, "yaml": g_yaml,
    "log-sshd": g_sshd_log, "log-nginx": g_nginx_log, "log-firewall": g_firewall,
    "log-dhcp": g_dhcp, "config": g_config, "html": g_html, "invoice": g_invoice,
    "card-chat": g_card_chat, "prose": g_prose, "local-labels": g_local_labels,
    "no-label": g_no_label, "odd-label": g_odd_label, "tollfree-mobile": g_tollfree,
    "fax": g_fax, "extension": g_extension, "wrapped": g_wrapped, "brackets": g_brackets,
    "list": g_list, "ipv6": g_ipv6_shapes, "ipv4": g_ipv4_shapes, "bank": g_bank_details,
    "order": g_order_confirmation, "address-block": g_address_block, "meetup": g_meetup,
    "vcard": g_vcard, "mail-headers": g_email_headers,
}


# --------------------------------------------------------------------------- PII-free genres

def f_versions(c: Ctx, b: Builder):
    b.t(f"Windows build {version4(c.rng)} ships .NET {c.rng.randint(4, 9)}.{c.rng.randint(0, 9)}.{c.rng.randint(100, 999)};")
    b.t(f" driver {version4(c.rng)} fixes the sleep bug from {c.rng.randint(1, 3)}.{c.rng.randint(0, 20)}.{c.rng.randint(0, 9)}.")


def f_sections(c: Ctx, b: Builder):
    s = f"{c.rng.randint(1, 9)}.{c.rng.randint(1, 9)}.{c.rng.randint(1, 9)}"
    b.t(f"See section {s} and Annex {c.rng.choice('ABCD')}.{c.rng.randint(1, 9)}; Art. {c.rng.randint(1, 300)} para. {c.rng.randint(1, 9)}")
    b.t(f" (as amended {date_str(c.rng, c.lang)}).")


def f_oids(c: Ctx, b: Builder):
    b.t(f"OID 1.3.6.1.4.1.{c.rng.randint(1000, 60000)}.{c.rng.randint(1, 9)}.{c.rng.randint(1, 9)} maps to ifDescr; ")
    b.t(f"1.2.840.113549.1.1.{c.rng.randint(2, 14)} is the signature algorithm.")


def f_dates(c: Ctx, b: Builder):
    b.t(f"Termine: {date_str(c.rng, 'de')}, {date_str(c.rng, 'ja')}, {date_str(c.rng, 'ko')}, ")
    b.t(f"{date_str(c.rng, 'fr')} um {c.rng.randint(8, 20)}:{c.rng.choice(['00', '15', '30'])} Uhr.")


def f_prices(c: Ctx, b: Builder):
    b.t(f"Preis: {c.rng.randint(1, 99)}.{c.rng.randint(100, 999)},{c.rng.randint(10, 99)} € · ")
    b.t(f"USD {c.rng.randint(1, 9)},{c.rng.randint(100, 999)}.{c.rng.randint(10, 99)} · ¥{c.rng.randint(100, 999)},{c.rng.randint(100, 999)}")


def f_isbn(c: Ctx, b: Builder):
    b.t(f"ISBN {isbn13(c.rng)} — {c.f.last_name()}, Collected Essays, 3rd ed., pp. {c.rng.randint(10, 99)}–{c.rng.randint(100, 400)}.")


def f_imei(c: Ctx, b: Builder):
    b.t(f"IMEI: {imei(c.rng)}\nIMEI2: {imei(c.rng)}\nSerial: {c.rng.choice('RFCX')}{_digits(c.rng, 2)}{c.rng.choice('ABCDEFGH')}{_digits(c.rng, 6)}")


def f_order(c: Ctx, b: Builder):
    b.t(f"Order: {_digits(c.rng, 3)} {_digits(c.rng, 4)} {_digits(c.rng, 4)}\n")
    b.t(f"Tracking number: {c.rng.choice(['JJD', 'LX', 'RR'])}{_digits(c.rng, 9)}{c.rng.choice(['DE', 'CN'])}\n")
    b.t(f"Ticket #{_digits(c.rng, 6)} · status: shipped")


def f_coords(c: Ctx, b: Builder):
    b.t(f"Lat/Lon: {c.rng.uniform(-60, 60):.6f}, {c.rng.uniform(-170, 170):.6f} (WGS84), ")
    b.t(f"elevation {c.rng.randint(10, 3000)} m, UTM 3{c.rng.randint(1, 9)}U {_digits(c.rng, 6)} {_digits(c.rng, 7)}")


def f_hashes(c: Ctx, b: Builder):
    b.t(f"commit {sha(c.rng)}\nsha256: {sha(c.rng, 64)}\nmd5 {sha(c.rng, 32)}")


def f_mac(c: Ctx, b: Builder):
    b.t(f"eth0  Link encap:Ethernet  HWaddr {mac(c.rng)}\nwlan0 HWaddr {mac(c.rng)}  MTU:1500")


def f_taxids(c: Ctx, b: Builder):
    b.t(f"USt-IdNr.: DE{_digits(c.rng, 9)}\nSIRET : {_digits(c.rng, 3)} {_digits(c.rng, 3)} {_digits(c.rng, 3)} {_digits(c.rng, 5)}\n")
    b.t(f"NIF: B{_digits(c.rng, 8)}")


def f_postcodes(c: Ctx, b: Builder):
    b.t(f"PLZ {c.rng.randint(10000, 99999)} {c.city()}, CP {c.rng.randint(10000, 52999)}, ")
    b.t(f"CEP {_digits(c.rng, 5)}-{_digits(c.rng, 3)}, 〒{_digits(c.rng, 3)}-{_digits(c.rng, 4)}")


def f_otp(c: Ctx, b: Builder):
    b.t(f"Your verification code is {_digits(c.rng, 6)}. It expires in 10 minutes. Ref {c.rng.choice('ABCDEFG')}{_digits(c.rng, 4)}.")


def f_parts(c: Ctx, b: Builder):
    b.t(f"Part No. {_digits(c.rng, 3)}-{_digits(c.rng, 4)}-{_digits(c.rng, 2)} ×{c.rng.randint(1, 20)}\n")
    b.t(f"Part No. {c.rng.choice(['A', 'BX', 'K'])}{_digits(c.rng, 4)}/{_digits(c.rng, 2)} ×{c.rng.randint(1, 20)}")


def f_population(c: Ctx, b: Builder):
    b.t(f"{c.city()} — Population: {c.rng.randint(1, 9)} {_digits(c.rng, 3)} {_digits(c.rng, 3)} (census), ")
    b.t(f"area {c.rng.randint(100, 9000)} km², density {c.rng.randint(10, 900)}/km²")


def f_scores(c: Ctx, b: Builder):
    b.t(f"Final: {c.rng.randint(0, 5)}–{c.rng.randint(0, 5)} (HT {c.rng.randint(0, 2)}–{c.rng.randint(0, 2)}); ")
    b.t(f"attendance {c.rng.randint(10, 80)},{_digits(c.rng, 3)}; table: 1. {c.f.last_name()} 34 pts, 2. {c.f.last_name()} 31 pts")


def f_measure(c: Ctx, b: Builder):
    b.t("| sample | mass (g) | temp (°C) |\n|---|---|---|\n")
    for i in range(3):
        b.t(f"| S{i + 1} | {c.rng.uniform(1, 99):.3f} | {c.rng.uniform(-5, 40):.1f} |\n")


def f_sortcode(c: Ctx, b: Builder):
    b.t(f"Sort code: {_digits(c.rng, 2)}-{_digits(c.rng, 2)}-{_digits(c.rng, 2)} (branch only, no account on file). BLZ {_digits(c.rng, 3)} {_digits(c.rng, 3)} {_digits(c.rng, 2)}")


def f_masked(c: Ctx, b: Builder):
    b.t(f"Paid with card {masked_card(c.rng)} on {date_str(c.rng, c.lang)}; auth code {_digits(c.rng, 6)}.")


def f_labelled_phonelike(c: Ctx, b: Builder):
    b.t(f"Order: 0{c.rng.randint(20, 89)} {_digits(c.rng, 4)} {_digits(c.rng, 4)}\n")
    b.t(f"Invoice no.: {_digits(c.rng, 3)}-{_digits(c.rng, 3)}-{_digits(c.rng, 4)}\n")
    b.t(f"Customer ID: {_digits(c.rng, 2)} {_digits(c.rng, 3)} {_digits(c.rng, 3)}")


def f_timetable(c: Ctx, b: Builder):
    b.t("Linie 12  ")
    for _ in range(5):
        b.t(f"{c.rng.randint(5, 23):02d}:{c.rng.randint(0, 59):02d}  ")
    b.t(f"\nGültig ab {date_str(c.rng, 'de')}")


PII_FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates,
    "prices": f_prices, "isbn": f_isbn, "imei": f_imei, "order": f_order, "coords": f_coords,
    "hashes": f_hashes, "mac": f_mac, "taxids": f_taxids, "postcodes": f_postcodes,
    "otp": f_otp, "parts": f_parts, "population": f_population, "scores": f_scores,
    "measurements": f_measure, "sortcode": f_sortcode, "masked-card": f_masked,
    "labelled-phonelike": f_labelled_phonelike, "timetable": f_timetable,
}


# --------------------------------------------------------------------------- look-alike check

LOOKALIKE_LABEL = re.compile(
    r"(?i)(order|imei\d?|isbn|population|tracking number|ticket|invoice no\.|customer id|part no\.|"
    r"serial|sha256|md5|commit|siret|ust-idnr\.|nif|blz|sort code|utm \d+u|cep|〒|plz|ref|auth code|"
    r"code is|rechnung|build|driver|oid)\s*[:#]?\s*$"
)
DATE_LIKE = re.compile(r"^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}|\d{1,2}/\d{1,2}/\d{4}|\d{2}/\d{2}/\d{4})$")


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the gold spans that a careful reader could take for PII."""
    masked = list(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            masked[i] = "§"
    out = "".join(masked)
    bad = []
    if re.search(r"[\w.+-]+@[\w-]+\.[\w.-]+", out):
        bad.append("email")
    for m in re.finditer(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])", out):
        if all(int(g) <= 255 for g in m.groups()):
            bad.append("ipv4:" + m.group())
    for m in re.finditer(r"[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*", out):
        try:
            ipaddress.IPv6Address(m.group())
            bad.append("ipv6:" + m.group())
        except ValueError:
            pass
    for m in re.finditer(r"\d(?:[ -]?\d){11,18}", out):
        d = re.sub(r"\D", "", m.group())
        if d[0] in "23456" and luhn_ok(d):
            bad.append("luhn:" + m.group())
    for m in re.finditer(r"\d{12,19}", out):
        if m.group()[0] in "23456" and luhn_ok(m.group()):
            bad.append("luhn:" + m.group())
    for m in re.finditer(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,30}", out):
        if stdnum_iban.is_valid(m.group()):
            bad.append("iban:" + m.group())
    for m in re.finditer(r"(?:\+|\b00)\d[\d \-.()]{5,18}\d", out):
        s = "+" + m.group().lstrip("+")[2:] if m.group().startswith("00") else m.group()
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(s, None)):
                bad.append("intl-phone:" + m.group())
        except phonenumbers.NumberParseException:
            pass
    for m in re.finditer(r"\d(?:[\d]|[ \-./()](?=\d)){6,}", out):
        s = m.group()
        if len(re.sub(r"\D", "", s)) < 7 or not re.search(r"[ \-./()]", s):
            continue
        if DATE_LIKE.match(s) or LOOKALIKE_LABEL.search(out[max(0, m.start() - 30):m.start()]):
            continue
        if re.fullmatch(r"\d{1,3}(?:\.\d{1,6}){3,}", s):  # versions and OIDs
            continue
        if re.fullmatch(r"\d+\.\d+", s):  # one decimal number (coordinates, measurements)
            continue
        bad.append("digits:" + s)
    return bad


# --------------------------------------------------------------------------- real snippets

def real_records() -> list[dict]:
    records = []
    for source, locale, text, labels in REAL_SNIPPETS:
        spans = []
        for entity, s in labels:
            assert s in text, (source, s)
            for m in re.finditer(re.escape(s), text):
                a, z = m.start(), m.end()
                before = text[a - 1] if a else ""
                after = text[z] if z < len(text) else ""
                if (before.isalnum() and s[0].isalnum()) or (after.isalnum() and s[-1].isalnum()):
                    continue  # not stand-alone
                if before == "+" and entity == "PHONE_NUMBER" and s[0] != "+":
                    continue
                span = {"entity": entity, "start": a, "end": z}
                if entity == "PHONE_NUMBER":
                    span["valid"] = phone_validity(s, LOCALE_REGION.get(locale, locale[-2:]))
                spans.append(span)
        spans.sort(key=lambda d: (d["start"], d["end"]))
        for x, y in zip(spans, spans[1:]):
            assert x["end"] <= y["start"], (source, x, y)
        records.append({"locale": locale, "spans": spans, "template": f"b14r-{source}", "text": text})
    return records


# --------------------------------------------------------------------------- assembly

def build(rng: random.Random) -> list[dict]:
    import faker

    if faker.VERSION != FAKER_VERSION:
        sys.exit(f"make_pii_blind14: needs Faker {FAKER_VERSION}, found {faker.VERSION}; "
                 "install it (pip install Faker==40.0.0) so the set is byte-identical.")
    locales = sorted(LOCALE_REGION)
    fakers = {}
    for loc in locales:
        f = faker.Faker(loc)
        f.seed_instance(rng.randrange(2**32))
        fakers[loc] = f
    records = []
    genres = sorted(PII_GENRES)
    for i in range(N_PII):
        loc = locales[i % len(locales)]
        genre = genres[i % len(genres)] if i < len(genres) * 2 else rng.choice(genres)
        for _ in range(50):
            c = Ctx(rng, fakers[loc], loc, LOCALE_REGION[loc])
            b = Builder()
            PII_GENRES[genre](c, b)
            text = b.text()
            if not lookalike_problems(text, b.spans):
                break
        else:
            raise RuntimeError(f"could not draw a clean {genre} text for {loc}")
        records.append({"locale": loc, "spans": b.spans, "template": f"b14-{genre}", "text": text})
    free = sorted(PII_FREE_GENRES)
    for i in range(N_FREE):
        loc = rng.choice(locales)
        genre = free[i % len(free)]
        for _ in range(50):
            c = Ctx(rng, fakers[loc], loc, LOCALE_REGION[loc])
            b = Builder()
            PII_FREE_GENRES[genre](c, b)
            text = b.text()
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError(f"could not draw a clean PII-free {genre} text")
        records.append({"locale": "", "spans": [], "template": f"b14f-{genre}", "text": text})
    records.extend(real_records())
    rng.shuffle(records)
    for i, r in enumerate(records):
        r["id"] = f"blind14-{i:05d}"
    return records


def write(records: list[dict], out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = ap.parse_args(argv)
    if args.out.exists() and not args.force:
        sys.exit(f"make_pii_blind14: {args.out} exists; pass --force to overwrite it.")
    records = build(random.Random(SEED))
    write(records, args.out)
    print(f"wrote {len(records)} records to {args.out}")
    return 0


# --------------------------------------------------------------------------- frozen real windows
# (source, locale, text, [(entity, string), ...]); every stand-alone occurrence of a string is a span.
REAL_SNIPPETS: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    # fmsim/wpevkgrixdorf @ 13eaa2ac15d9 wp-content/themes/wpevkgrixdorf/kontakte.php lines 18-47
    ('rixdorf-kontakte-1', 'de_DE',
     '          Karl-Marx-Straße 197<br>\n          12055 Berlin\n        </p> <!-- .kontakt-anschrift -->\n        <p class="kontakte">\n          Telefon: 56 82 57-30<br>\n          Fax:     56 82 57-31<br>\n          E-mail:  info@evkg-rixdorf.de\n        </p> <!-- .kontakte -->\n        <h5 class="kontakte">Öffnungszeiten:</h5>\n        <p class="oeffnungszeiten">\n          Montag 10 bis 14 Uhr, Dienstag 15 bis 18 Uhr<br>\n          Mittwoch geschlossen<br>\n          Donnerstag und Freitag 9 bis 13 Uhr\n        </p> <!-- .oeffnungszeiten -->\n      </div> <!-- .col-md-6 .kontakt -->\n      <div class="col-md-6 kontakt">\n        <h5 class="kontakte">Friedhofsverwaltung:</h5>\n        <p class="kontakt-name">\n          Christiane Herrmann\n        </p> <!-- .kontakt-name -->\n        <p class="kontakt-anschrift">\n          Verwaltung des Magdalenenkirchhofs und des Böhmischen Gottesackers<br>\n          Karl-Marx-Straße 199<br>\n          12055 Berlin\n        </p> <!-- kontakt-anschrift -->\n        <p class="kontakte">\n          Telefon: 56 82 57-33\n        </p> <!-- .kontakte -->\n        <h5 class="kontakte">Öffnungszeiten:</h5>\n        <p class="oeffnungszeiten">',
     [('PHONE_NUMBER', '56 82 57-30'), ('PHONE_NUMBER', '56 82 57-31'), ('PHONE_NUMBER', '56 82 57-33'), ('EMAIL_ADDRESS', 'info@evkg-rixdorf.de')]),
    # fmsim/wpevkgrixdorf @ 13eaa2ac15d9 wp-content/themes/wpevkgrixdorf/kontakte.php lines 55-87
    ('rixdorf-kontakte-2', 'de_DE',
     '        <a name="juergen"></a>\n        <h5 class="kontakte">Pfarrer</h5>\n        <p class="kontakt-name">Jürgen Fuhrmann</p>\n        <p class="kontakte">\n          Telefon: 66 06 38 93<br>\n          E-mail:  fuhrmann@evkg-rixdorf.de\n        </p> <!-- .kontakte -->\n      </div> <!-- .col-md-4 .kontakt -->\n      <div class="col-md-4 kontakt">\n        <a name="christiane"></a>\n        <h5 class="kontakte">Gemeindepädagogin</h5>\n        <p class="kontakt-name">Christiane Richter</p>\n        <p class="kontakte">\n          Telefon: 747 85 477\n        </p> <!-- .kontakte -->\n      </div> <!-- .col-md-4 .kontakt -->\n      <div class="col-md-4 kontakt">\n        <a name="carmen"></a>\n        <h5 class="kontakte">Kreisjugendpfarrerin</h5>\n        <p class="kontakt-name">Carmen Khan</p>\n        <p class="kontakte">\n          Zurzeit in Elternzeit\n          <!--\n            Telefon: 68 90 41 62<br>\n            Mobil: 0176 - 98 58 45 69<br>\n            E-mail: khan@ejnberlin.de\n          -->\n        </p> <!-- .kontakte -->\n      </div> <!-- .col-md-4 .kontakt -->\n    </div> <!-- .row .row-pfarramt -->\n    <hr>\n    <div class="row row-vikarin">\n      <div class="col">',
     [('PHONE_NUMBER', '66 06 38 93'), ('PHONE_NUMBER', '747 85 477'), ('PHONE_NUMBER', '68 90 41 62'), ('PHONE_NUMBER', '0176 - 98 58 45 69'), ('EMAIL_ADDRESS', 'fuhrmann@evkg-rixdorf.de'), ('EMAIL_ADDRESS', 'khan@ejnberlin.de')]),
    # fmsim/wpevkgrixdorf @ 13eaa2ac15d9 wp-content/themes/wpevkgrixdorf/kontakte.php lines 88-117
    ('rixdorf-kontakte-3', 'de_DE',
     '        <a name="patricia"></a>\n        <h5 class="kontakte">Vikarin</h5>\n        <p class="kontakt-name">Patricia Sorgenfrei</p>\n        <p class="kontakte">\n          patricia.sorgenfrei@gemeinsam.ekbo.de\n        </p> <!-- .kontakte -->\n      </div> <!-- .col -->\n    </div><!-- .row .row-vikarin -->\n    <hr>\n    <div class="row row-arbeitsbereiche">\n      <div class="col-md-6 kontakt">\n        <a name="kirchenmusik"></a>\n        <h5 class="kontakte">Kirchenmusikerin</h5>\n        <p class="kontakt-name">Anke Meyer</p>\n        <p class="kontakte">\n          Telefon: 49 91 02 01<br>\n          E-mail:  a.meyer.kirchenmusik@gmx.de\n        </p> <!-- .kontakte -->\n      </div> <!-- .col-md-6 .kontakt -->\n      <div class="col-md-6 kontakt">\n        <a name="jugendarbeit"></a>\n        <h5 class="kontakte">Jugend- &amp; Konfirmandenarbeit</h5>\n        <p class="kontakt-name">\n          Christian Eisbrenner<br>\n          <span>Jennifer Retzlaff - Zurzeit in Elternzeit</span>\n        </p> <!-- .kontakt-name -->\n        <p class="kontakte">\n          Jugendbüro: 56 82 57 40<br>\n          Mobil:      0176 - 34 38 12 65<br>\n          E-mail:     jugendarbeit@evkg-rixdorf.de</p>',
     [('PHONE_NUMBER', '49 91 02 01'), ('PHONE_NUMBER', '56 82 57 40'), ('PHONE_NUMBER', '0176 - 34 38 12 65'), ('EMAIL_ADDRESS', 'a.meyer.kirchenmusik@gmx.de'), ('EMAIL_ADDRESS', 'jugendarbeit@evkg-rixdorf.de'), ('EMAIL_ADDRESS', 'patricia.sorgenfrei@gemeinsam.ekbo.de')]),
    # fmsim/wpevkgrixdorf @ 13eaa2ac15d9 wp-content/themes/wpevkgrixdorf/impressum.php lines 20-34
    ('rixdorf-impressum-1', 'de_DE',
     '      Vorsitzender des Gemeindekirchenrates\n    </p>\n    <h4>Kontakt:</h4>\n    <p>\n      eMail: info@evkg-rixdorf.de<br>\n      Telefon: 030 - 56825730 während der Öffnungszeiten der Küsterei und Anrufbeantworter<br>\n      Fax: 030 – 56825731\n    </p>\n    <p>\n      Die evangelische Kirchengemeinde Rixdorf ist eine Gemeinde im Kirchenkreis Neukölln<br>\n      Die Rechte an den Texten und Bildern liegen bei der Kirchengemeinde oder bei Dritten. Eine weitere Verwendung ist nicht, bzw. nur nach Rücksprache möglich.\n    </p>\n  </div> <!-- .impressum-container .container -->\n<?php get_footer(); ?>',
     [('PHONE_NUMBER', '030 - 56825730'), ('PHONE_NUMBER', '030 – 56825731'), ('EMAIL_ADDRESS', 'info@evkg-rixdorf.de')]),
    # rsantellan/html-medic-simple-site @ 44331a8ee965 farma_adheridas.php lines 17-47
    ('mp-farmacias-1', 'es_UY',
     '\t\t\t\t\t\t<ul>\n\t\t\t\t\t\t\t<li class="especialidad">Aguada - Palacio Legislativo</li>\n\t\t\t\t\t\t\t<li><strong>Carmen</strong></li>\n\t\t\t\t\t\t\t<li>Bvar. Artigas 3847</li>\n\t\t\t\t\t\t\t<li>Tel.: 2209 9919 </li>\n\t\t\t\t\t\t\t<li><strong>Congreso</strong></li>\n\t\t\t\t\t\t\t<li>Av. Libertador 1953 esq. Lima</li>\n\t\t\t\t\t\t\t<li>Tels.: 2924 0212 / 2924 1101</li>\n\t\t\t\t\t\t\t<li><strong>Farmashop 36</strong></li>\n\t\t\t\t\t\t\t<li>San Martín 3402</li>\n\t\t\t\t\t\t\t<li>Tel.: 2208 4082</li>\n\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t<ul>\n\t\t\t\t\t\t\t<li class="especialidad">Brazo Oriental</li>\n\t\t\t\t\t\t\t<li><strong>Farmashop 44</strong></li>\n\t\t\t\t\t\t\t<li>Gral. Flores 3315 esq. L. A. de Herrera</li>\n\t\t\t\t\t\t\t<li>Tel.: 2203 4075</li>\n\t\t\t\t\t\t</ul>\n\t\t\t\t\t\t<ul>\n\t\t\t\t\t\t\t<li class="especialidad">Buceo</li>\n\t\t\t\t\t\t\t<li><strong>Delmar</strong></li>\n\t\t\t\t\t\t\t<li>L. A. de Herrera 1205 esq.  26 de Marzo</li>\n\t\t\t\t\t\t\t<li>Tels.: 2622 2371 / 2622 0192</li>\n\t\t\t\t\t\t\t<li><strong>Farmashop 53</strong></li>\n\t\t\t\t\t\t\t<li>Ramón Anador 3401 esq. L. A. de Herrera</li>\n\t\t\t\t\t\t\t<li>Tel.: 2481 4024</li>\n\t\t\t\t\t\t\t<li><strong>Farmashop 88</strong></li>\n\t\t\t\t\t\t\t<li>Fco. Solano López 1665 esq. Nancy</li>\n\t\t\t\t\t\t\t<li>Tel.: 2619 9644</li>\n\t\t\t\t\t\t\t<li><strong>San Roque 7</strong></li>\n\t\t\t\t\t\t\t<li>L. A. de Herrera 1290 Local 119</li>',
     [('PHONE_NUMBER', '2209 9919'), ('PHONE_NUMBER', '2924 0212'), ('PHONE_NUMBER', '2924 1101'), ('PHONE_NUMBER', '2208 4082'), ('PHONE_NUMBER', '2203 4075'), ('PHONE_NUMBER', '2622 2371'), ('PHONE_NUMBER', '2622 0192'), ('PHONE_NUMBER', '2481 4024'), ('PHONE_NUMBER', '2619 9644')]),
    # rsantellan/html-medic-simple-site @ 44331a8ee965 contacto.php lines 46-70
    ('mp-contacto-2', 'es_UY',
     '\t\t\t\t\t        <li>Tel.: 2711 1000 Op. 5 Int. 3</li>\n\t\t\t\t\t      </ul>\n\t\t\t\t\t    \n                     <ul>\n                        <li><strong><span style="font-size:17px; margin-bottom:5px">Asistencia en viaje:</span></strong></li>\n                        <li>Tel.: (+598) 2711 4444 – 2710 1795</li>\n                      </ul>\n                      <ul>\n                        <li> </li>\n                      </ul>\n              </div><!-- contacto datos -->\n\t\t\t\t\t<div class="contacto_datos">\n\t\t\t\t\t  <ul>\n\t\t\t\t\t    <li><strong><span style="font-size:17px; margin-bottom:5px">Maldonado:</span></strong></li>\n\t\t\t\t\t \n                        <li><strong>Consultorios Médicos Roosevelt</strong></li>\n                        <li>Tel.: 4249 8849 </li>\n                      </ul>\n                      <ul>\n                        <li><strong>Sanatorio SEMM-Mautone</strong></li>\n                        <li>Tel.: 4222 5474</li>\n                      </ul>\n                      <ul>\n                        <li><strong>Red de Centros Asistenciales de Sanatorio SEMM-Mautone </strong>(Maldonado, San Carlos, Piriápolis, Pan de Azúar y Aiguá)</li>\n                        <li>Tel.: 4222 5353</li>',
     [('PHONE_NUMBER', '2711 1000'), ('PHONE_NUMBER', '(+598) 2711 4444'), ('PHONE_NUMBER', '2710 1795'), ('PHONE_NUMBER', '4249 8849'), ('PHONE_NUMBER', '4222 5474'), ('PHONE_NUMBER', '4222 5353')]),
    # supwin/com_source @ 633dfaf948d7 foa_contact.php lines 60-106
    ('foa-contact-2', 'th_TH',
     '      </tr>\n    </thead>\n    <tbody>\n      <tr>\n        <td>พี่แหม่ม : <a href="tel:0899386880">0899386880</a></td>\n        <td>พี่ส้ม : <a href="tel:0909945362">0909945362</a></td>\n      </tr>\n    </tbody>\n    <thead>\n      <tr>\n        <th colspan="2" style="background-color:#0066cc;color:white;">ฝ่ายไอที</th>\n      </tr>\n    </thead>\n    <tbody>\n      <tr>\n        <td colspan="2">กัน-เชอรี่ : <a href="tel:0954121029">0954121029</a></td>\n      </tr>\n    </tbody>\n    <thead>\n      <tr>\n        <th colspan="2" style="background-color:#0066cc;color:white;">ฝ่ายขาย</th>\n      </tr>\n    </thead>\n    <tbody>\n      <tr>\n        <td colspan="2">พี่แหม่ม : <a href="tel:0813599995">0813599995</a></td>\n      </tr>\n    </tbody>\n    <thead>\n      <tr>\n        <th colspan="2" style="background-color:#0066cc;color:white;">ฝ่ายเอกสาร</th>\n      </tr>\n    </thead>\n    <tbody>\n      <tr>\n        <td colspan="2">พี่นิ : <a href="tel:0961328902">0961328902</a></td>\n      </tr>\n    </tbody>\n  </table>\n\n <h4>Zone</h4>         \n  <table class="table table-bordered">\n    <thead>\n      <tr>\n        <th colspan="2" style="background-color:#0066cc;color:white;">บางบัวทอง</th>\n      </tr>\n    </thead>',
     [('PHONE_NUMBER', '0899386880'), ('PHONE_NUMBER', '0909945362'), ('PHONE_NUMBER', '0954121029'), ('PHONE_NUMBER', '0813599995'), ('PHONE_NUMBER', '0961328902')]),
    # kohimoto/tokyoseihan @ bcb51936b27a app/public/contact/index.php lines 16-42
    ('tokyoseihan-contact-1', 'ja_JP',
     '      </div>\n      <div class="inner-right">\n        <dl>\n          <dt>Tel.</dt>\n          <dd>０３－３６１０－３３２５（代表）</dd>\n          <dt>Fax.</dt>\n          <dd>０３－３６１９－８５９５</dd>\n          <dt>担当：</dt>\n          <dd>経営企画室\u3000遠藤章光</dd>\n          <dt>E-mail:</dt>\n          <dd><a href="mailto:&#101;&#110;&#100;&#111;&#64;&#116;&#111;&#107;&#121;&#111;&#45;&#115;&#101;&#105;&#104;&#97;&#110;&#46;&#99;&#111;&#46;&#106;&#112;">&#101;&#110;&#100;&#111;&#64;&#116;&#111;&#107;&#121;&#111;&#45;&#115;&#101;&#105;&#104;&#97;&#110;&#46;&#99;&#111;&#46;&#106;&#112;</a></dd>\n          <dt>アクセス：</dt>\n          <dd>京成電鉄押上線八広駅から徒歩5分</dd>\n          <dt>地図:</dt>\n          <dd>下記をクリックしてください。<br>\n            <a href="http://www.mapfan.com/index.cgi?MAP=E139.49.55.5N35.43.23.0&amp;ZM=12&amp;" target="_blank"><img src="/images/mfweb.gif" border="0"></a></dd>\n        </dl>\n      </div>\n\t\t</div>\n\t\t</div>\n\t</div>\n\n</div>\n<?php\ninclude("../footer.php");\n?>',
     [('PHONE_NUMBER', '０３－３６１０－３３２５'), ('PHONE_NUMBER', '０３－３６１９－８５９５')]),
    # kohimoto/tokyoseihan @ bcb51936b27a app/public/corporate/index.php lines 17-31
    ('tokyoseihan-corporate-1', 'ja_JP',
     '\t\t\t\t\t<li class="name-box"><div class="type">設\u3000立</div><div class="name">昭和５１年７月２４日</div></li>\n\t\t\t\t\t<li class="name-box"><div class="type">資本金</div><div class="name">１,０００万円</div></li>\n\t\t\t\t\t<li class="name-box"><div class="type">事業内容</div><div class="name">ゴム印・樹脂印・浸透印の製造販売</div></li>\n\t\t\t\t\t<li class="name-box"><div class="type">従業員</div><div class="name">６０名</div></li>\n\t\t\t\t\t<li class="name-box"><div class="type">所在地</div><div class="name">・本社工場<br>東京都墨田区八広６丁目３６番地１５<br>Tel.０３－３６１０－３３２５（代表）<br>Fax.０３－３６１９－８５９５<br>・分室<br>東京都墨田区八広４丁目２６－７</div></li>\n\t\t\t\t\t<li class="name-box"><div class="type">主要取引銀行</div><div class="name">東京東信用金庫\u3000本店<br>東京三菱銀行\u3000向島支店<br>富士銀行\u3000押上支店<br>八千代銀行\u3000吾嬬支店</div></li>\n\t\t\t\t</ul>\n\t\t</div>\n\t\t</div>\n\t</div>\n</div>\n<?php\ninclude("../footer.php");\n?>',
     [('PHONE_NUMBER', '０３－３６１０－３３２５'), ('PHONE_NUMBER', '０３－３６１９－８５９５')]),
    # kang2oon/git_woongjin @ 565714364099 svn_holdings/customer/business_points.aspx lines 34-70
    ('woongjin-points-1', 'ko_KR',
     '\t\t\t\t\t<div class="clearfix">\r\n\t\t\t\t\t\t<div class="fleft title_point">대표번호</div>\r\n\t\t\t\t\t\t<div class="fleft content_point">\r\n\t\t\t\t\t\t\t<ul>\r\n\t\t\t\t\t\t\t\t<li class="tel">02) 2076-4701</li>\r\n\t\t\t\t\t\t\t</ul>\r\n\t\t\t\t\t\t</div>\r\n\t\t\t\t\t</div>\r\n\t\t\t\t\t<div class="mgtop10">&nbsp</div>\r\n\t\t\t\t\t<h3>사업별 문의</h3>\r\n\t\t\t\t\t<hr class="hr2"/>\r\n\t\t\t\t\t<div class="clearfix">\r\n\t\t\t\t\t\t<div class="fleft title_point">SAP ERP<br/>SAP B1</div>\r\n\t\t\t\t\t\t<div class="fleft content_point">\r\n\t\t\t\t\t\t\t<ul>\r\n\t\t\t\t\t\t\t\t<li class="tel">02) 2076-9837</li>\r\n\t\t\t\t\t\t\t\t<li class="mail"><a href="mailto:SAP@wjholdings.co.kr">SAP@wjholdings.co.kr</a></li>\r\n\t\t\t\t\t\t\t</ul><br/>\r\n\t\t\t\t\t\t\t<ul>\r\n\t\t\t\t\t\t\t\t<li class="tel">02) 2076-9857</li>\r\n\t\t\t\t\t\t\t\t<li class="mail"><a href="mailto:SAP@wjholdings.co.kr">SAP@wjholdings.co.kr</a></li>\r\n\t\t\t\t\t\t\t</ul>\r\n\t\t\t\t\t\t</div>\r\n\t\t\t\t\t</div>\r\n\t\t\t\t\t<hr class="hr3"/>\r\n\t\t\t\t\t<div class="clearfix">\r\n\t\t\t\t\t\t<div class="fleft title_point">스마트워크</div>\r\n\t\t\t\t\t\t<div class="fleft content_point">\r\n\t\t\t\t\t\t\t<ul>\r\n\t\t\t\t\t\t\t\t<li class="tel">02) 2076-9837</li>\r\n\t\t\t\t\t\t\t</ul>\r\n\t\t\t\t\t\t</div>\r\n\t\t\t\t\t</div>\r\n\t\t\t\t\t<hr class="hr3"/>\r\n\t\t\t\t\t<div class="clearfix">\r\n\t\t\t\t\t\t<div class="fleft title_point">무안경 3D광고 플랫폼(3D PAN)</div>\r\n\t\t\t\t\t\t<div class="fleft content_point">\r',
     [('PHONE_NUMBER', '02) 2076-4701'), ('PHONE_NUMBER', '02) 2076-9837'), ('PHONE_NUMBER', '02) 2076-9857'), ('EMAIL_ADDRESS', 'SAP@wjholdings.co.kr')]),
    # kang2oon/git_woongjin @ 565714364099 itutor_renewal/html/E010102.html lines 46-90
    ('itutor-e010102-1', 'ko_KR',
     '\t\t\t<div class="section">\n\n\t\t\t\t<div class="pdall5 clearfix">\n\t\t\t\t\t<div class="fleft">\n\t\t\t\t\t\t<strong class="label">신청일 : 2013.07.21</strong>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="fright">\n\t\t\t\t\t\t<button type="button" class="button-style s-size global">컨택</button>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\n\t\t\t\t<div class="viewport">\n\t\t\t\t\t<div class="dtype1">\n\t\t\t\t\t\t<table border="1" class="col">\n\t\t\t\t\t\t<caption class="hiding">고객 통화 결과 조회</caption>\n\t\t\t\t\t\t\t<colgroup>\n\t\t\t\t\t\t\t\t<col style="width: 65px; " />\n\t\t\t\t\t\t\t\t<col style="width: auto; " />\n\t\t\t\t\t\t\t\t<col style="width: 65px; " />\n\t\t\t\t\t\t\t\t<col style="width: auto; " />\n\t\t\t\t\t\t\t</colgroup>\n\n\t\t\t\t\t\t<tbody>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">자녀<br/>이름</th>\n\t\t\t\t\t\t\t\t<td>정병진</td>\n\t\t\t\t\t\t\t\t<th scope="row">학년</th>\n\t\t\t\t\t\t\t\t<td>초1</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">과목</th>\n\t\t\t\t\t\t\t\t<td>사회/과학</td>\n\t\t\t\t\t\t\t\t<th scope="row">제품</th>\n\t\t\t\t\t\t\t\t<td>씽크U사회과학</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">신청<br/>방법</th>\n\t\t\t\t\t\t\t\t<td>신청경로 中 1개</td>\n\t\t\t\t\t\t\t\t<th scope="row">소스<br/>구분</th>\n\t\t\t\t\t\t\t\t<td>신규/과입/재입</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">부모<br/>이름</th>\n\t\t\t\t\t\t\t\t<td>나부모</td>\n\t\t\t\t\t\t\t\t<th scope="row">부모<br/>연락처</th>',
     []),
    # kang2oon/git_woongjin @ 565714364099 itutor_renewal/html/E010102.html lines 91-130
    ('itutor-e010102-2', 'ko_KR',
     '\t\t\t\t\t\t\t\t<td><a href="tel:010-1234-5678">010-1234-5678</a></td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">자녀<br/>주소</th>\n\t\t\t\t\t\t\t\t<td colspan="3">[120-200] 경기도 안양시 동안구 호계동 목련마을 선경 아파트 104-902호</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">남긴말</th>\n\t\t\t\t\t\t\t\t<td colspan="3">33개월입니다.</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<th scope="row">오류<br/>처리</th>\n\t\t\t\t\t\t\t\t<td colspan="3">\n\t\t\t\t\t\t\t\t\t<input type="checkbox" name="error" id="error_type1"/> <label for="error_type1">정보오류</label>&nbsp;&nbsp;&nbsp;\n\t\t\t\t\t\t\t\t\t<input type="checkbox" name="error" id="error_type2"/> <label for="error_type2">기타</label>&nbsp;&nbsp;&nbsp;\n\t\t\t\t\t\t\t\t\t<button type="button" class="button-style s-size global">저장</button>\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t</tbody>\n\t\t\t\t\t\t</table>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t</div>\n\n\t\t\t<hr/>\n\n\t\t\t<div class="section mgtop30">\n\n\t\t\t\t<div class="pdall5 clearfix">\n\t\t\t\t\t<div class="fleft">\n\t\t\t\t\t\t<strong class="label">신청일 : 2013.07.21</strong>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="fright">\n\t\t\t\t\t\t<button type="button" class="button-style s-size global">컨택</button>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\n\t\t\t\t<div class="viewport">\n\t\t\t\t\t<div class="dtype1">\n\t\t\t\t\t\t<table border="1" class="col">',
     [('PHONE_NUMBER', '010-1234-5678')]),
    # suhyunxx/portfolio @ 12c416e35cb9 worklist/errum/inc/footer.php lines 13-25
    ('errum-footer-1', 'ko_KR',
     '            <h1 class="flogo"><a href=""><img src="<?=dir?>img/flogo.png" alt="풋터 로고 이미지"></a></h1>\n            <div class="bot-txt">\n                <p>\n                    [서울사무소] ADD : 서울시 서초구 사평대로 108 3층 (반포동)<br>\n                    TEL : 02-522-2970 FAX : 02-6969-5460 MAIL : mail@elip.kr<br>\n                    [대구사무소] ADD : 대구광역시 수성구 알파시티1로 40길 7, 1층A호(대흥동, 대흥)<br>\n                    TEL : 053-252-5556 / 053-428-2707 FAX : 053-428-2706 MAIL : mail@elip.kr<br>\n                    COPYRIGHT (C) 2015 특허법인 이룸리온 ALL RIGHTS RESERVED. <span ><a href="" class="point">Designed by Hannet.com</a></span>\n                </p>\n            </div>\n        </div>\n    </div>\n</footer>',
     [('PHONE_NUMBER', '02-522-2970'), ('PHONE_NUMBER', '02-6969-5460'), ('PHONE_NUMBER', '053-252-5556'), ('PHONE_NUMBER', '053-428-2707'), ('PHONE_NUMBER', '053-428-2706'), ('EMAIL_ADDRESS', 'mail@elip.kr')]),
    # suhyunxx/portfolio @ 12c416e35cb9 worklist/sgy1388/inc/footer.php lines 84-116
    ('sgy1388-footer-1', 'ko_KR',
     '                   <h1 class="flogo"><img src="<?=dir?>img/flogo1.png" alt=""><br><img src="<?=dir?>img/flogo2.png" alt=""></h1>\n                <ul class="add">\n                    <li>대전광역시서구청소년상담복지센터·대전광역시서구학교밖청소년지원센터</li>\n                    <li>35223 대전광역시 서구 월평로 71(월평동), 서구청소년상담복지센터 3층, 서구학교밖청소년지원센터 4층</li>\n                    <li><span>TEL : 상담복지센터 042-527-3112 |</span><span>&nbsp;꿈드림 : 042-527-1388 |</span><span>&nbsp;FAX : 042-537-9111</span></li>\n                    <li>COPYRIGHT©2017. sgy1388.or.kr. ALL RIGHTS RESERVED.</li>\n                    <li><a href="" class="desingby">Desing by Hannet.com</a></li>\n                </ul>\n                <h1 class="flogo"></h1>\n               </div>\n                \n            </div>\n    </div>\n\n</footer>\n<script src="https://cdn.jsdelivr.net/npm/swiper/swiper-bundle.min.js"></script>\n\n<script>\n      var swiper = new Swiper(".mySwiper", {\n        slidesPerView: "auto",\n        loop: true,\n        spaceBetween: 30,\n          autoplay: {\n          delay: 2500,\n          disableOnInteraction: false,\n        },\n          navigation: {\n          nextEl: ".next1",\n          prevEl: ".prev1",\n        },\n\n      });\n    </script>',
     [('PHONE_NUMBER', '042-527-3112'), ('PHONE_NUMBER', '042-527-1388'), ('PHONE_NUMBER', '042-537-9111')]),
    # Tanawat080/tep @ c092cefa0090 application/views/contactUs/contactUsPage.php lines 16-28
    ('thaiepay-contact-1', 'th_TH',
     '                    <p><b><?= label(\'companyName\',$this);?></b></p>\n                </div>\n                <div class="col-sm-6 text-left" >\n                    <p class="indent"><?= label(\'address\',$this);?><br />\n                        <?= label(\'tel\',$this);?> 0 2515  2324 ,  09 5372 2151, 09 5372 2152, 09 5372 2153  <br />\n                        <?= label(\'fax\',$this);?>  0 2541 4098 </p>\n                    <p><?= label(\'contactChanel\',$this);?> LINE@ :<a href="https://line.me/R/ti/p/%40pay.sn" target="_blank"> <?= label(\'clickHere\',$this);?></a></p>\n                    <p><b><?= label(\'license\',$this);?>  0-1055-56096-53-7</b></p><br />\n                    <p><b><?= label(\'email\',$this);?>:</b></p>\n                    <fieldset>\n                        <ul>\n                            <li><label><?= label(\'informationCenter\',$this);?></label><a id="ctl00_CphBody_LnkEmailInfo" href="contactus.aspx#contactform"> info@thaiepay.com</a></li>\n                            <li><label><?= label(\'customerService\',$this);?></label><a id="ctl00_CphBody_LnkEmailSupport" href="contactus.aspx#contactform"> support@thaiepay.com</a></li>',
     [('PHONE_NUMBER', '0 2515  2324'), ('PHONE_NUMBER', '09 5372 2151'), ('PHONE_NUMBER', '09 5372 2152'), ('PHONE_NUMBER', '09 5372 2153'), ('PHONE_NUMBER', '0 2541 4098'), ('EMAIL_ADDRESS', 'info@thaiepay.com'), ('EMAIL_ADDRESS', 'support@thaiepay.com')]),
    # PinkAss1994/Project-PHP-with-SQL @ aff5ea96bc1a OSM/views/teamplate/footer1.php lines 21-45
    ('osm-footer-1', 'vi_VN',
     '                            <br>\n\n                            3. Hỗ trợ kỹ thuật từ xa tận tình.\n                            <br>\n                            ✔ Gọi mua hàng: 02466.5555.35 / 0868.03.3838\n                            <br>\n                            ✔ Bảo hành & Kỹ thuật: 077.555.6866\n                        </p>\n                        <br>\n                        <p class="call">Liên Lạc  24/7<span><a href="tel:0987541656">0987541656</a></span></p>\n                    </div>\n                    <!-- End Single Widget -->\n                </div>\n                <div class="col-lg-2 col-md-6 col-12">\n                    <!-- Single Widget -->\n                    <div class="single-footer links mt-3">\n                        <h4>Thông Tin</h4>\n                        <ul>\n                            <li><a href="#">Về Chúng Tôi</a></li>\n                            <li><a href="#">Faq</a></li>\n                            <li><a href="#">Điều Khoản & Dịch Vụ</a></li>\n                            <li><a href="#">Liên Lạc</a></li>\n                            <li><a href="#">Hỗ Trợ</a></li>\n                        </ul>\n                    </div>',
     [('PHONE_NUMBER', '02466.5555.35'), ('PHONE_NUMBER', '0868.03.3838'), ('PHONE_NUMBER', '077.555.6866'), ('PHONE_NUMBER', '0987541656')]),
    # PinkAss1994/Project-PHP-with-SQL @ aff5ea96bc1a OSM/views/lien-he.php lines 31-47
    ('osm-lienhe-1', 'vi_VN',
     '        <div class="contact-infor mt-5">\n            <p><span style="color:#990106;"><span style="font-size:18px;"><strong>Online Shop Mobile</strong></span></span></p>\n            <p><strong>Showroom 1:</strong> Số 420 Cầu Giấy, phường Dịch Vọng, Quận Cầu Giấy, Hà Nội.</p>\n            <p><strong>Showroom 2:</strong> Tầng 4 tòa nhà VTC Online,18 Tam Trinh, Quận Hai Bà Trưng, Hà Nội.</p>\n            <p><strong>Hotline tư vấn mua hàng:</strong> 02466.5555.35 - 0868.03.3838</p>\n            <p><strong>Hotline bảo hành và kỹ thuật:</strong> 0987541656</p>\n            <p><strong>Website: </strong>/</p>\n            <p><strong>Facebook:</strong> <a href="www.facebook.com/f5mobile/"><span\n                        style="color:#0000FF;">facebook.com/xuan.le.391420</span></a></p>\n        </div>\n    </div>\n    <br>\n    <br>\n    <?php  require_once __DIR__."/teamplate/footer1.php"; ?>\n</body>\n\n</html>',
     [('PHONE_NUMBER', '02466.5555.35'), ('PHONE_NUMBER', '0868.03.3838'), ('PHONE_NUMBER', '0987541656')]),
    # minhcha/hci @ b1dad4fdb0e4 src/main/webapp/WEB-INF/views/home/contact.jsp lines 2-25
    ('hci-contact-1', 'vi_VN',
     '<%@ include file="/common/taglib.jsp"%>\n<h2 style="text-align: center">LIÊN HỆ</h2>\n<div class="contact-info">\n    <div class="content">\n        <p>Quảng cáo, hợp tác: liên hệ <a href="mailto:caoxuanthang1221@gmail.com">caoxuanthang1221@gmail.com</a></p>\n        <p>Tổng đài tư vấn, hỗ trợ khách hàng (7h30 đến 22h): <span class="tel">0333 22 7624</span></p>\n        <p>Tổng đài khiếu nại: <span class="tel">0333 22 7624</span></p>\n        <p>Email: <a href="mailto:caoxuanthang1221@gmail.com">caoxuanthang1221@gmail.com</a></p>\n    </div>\n    <div class="with-map clearfix">\n        <div class="company-address-wrapper">\n            <div class="company-name">Công Ty Bán Lẻ Sản Phẩm Điện Tử</div>\n            <div class="company-address">\n                <p>Địa chỉ Đăng ký kinh doanh: 1 Võ Văn Ngân, P. Linh Chiểu, Q9, TP HCM</p>\n                <p>Điện thoại: <span class="tel">0333 22 7624</span></p>\n                <p>Fax: <span class="tel">0333 22 7624</span></p>\n            </div>\n        </div>\n        <div class="map-wrapper">\n            <style>\n                .map-wrapper {\n                    display: flex;\n                    justify-content: center;\n                }',
     [('PHONE_NUMBER', '0333 22 7624'), ('EMAIL_ADDRESS', 'caoxuanthang1221@gmail.com')]),
    # dinhhuong105/javac @ 3623dc6b098d wp-content/themes/mugyuu/page-company-pc.php lines 21-48
    ('mugyuu-company-1', 'ja_JP',
     '                        </tr>\r\n                        <tr>\r\n                            <th>連絡先</th>\r\n                            <td>\r\n                                TEL : 044-739-0305（神奈川本社）<br>\r\n                                FAX : 044-739-0307（神奈川本社）<br>\r\n                                E-mail : <a href="mailto:info@mugyuu.jp">info@mugyuu.jp</a>\r\n                            </td>\r\n                        </tr>\r\n                        <tr>\r\n                            <th rowspan="3">所在地</th>\r\n                            <td>\r\n                                神奈川本社<br>\r\n                                〒211-0006<br>\r\n                                神奈川県川崎市中原区丸子通2-682-48<br>\r\n                                新丸子センチュリープラザ21 2F\r\n                            </td>\r\n                        </tr>\r\n                        <tr>\r\n                            <td>\r\n                                宮崎支社<br>\r\n                                〒885-0077<br>\r\n                                宮崎県都城市松元町4-5<br>\r\n                                ガーデンヒルズ松元102号<br>\r\n                            </td>\r\n                        </tr>\r\n                        <tr>\r\n                            <td>\r',
     [('PHONE_NUMBER', '044-739-0305'), ('PHONE_NUMBER', '044-739-0307'), ('EMAIL_ADDRESS', 'info@mugyuu.jp')]),
    # Martinycodev/templateactiva @ 8334b431bf48 views/home/avisolegal.php lines 15-29
    ('activarjonilla-aviso-1', 'es_ES',
     '            entidad:\n            Razón social: Ayuntamiento de Arjonilla\n            CIF: P2300700H\n            Dirección: C/ Mesones, 2\n            Email: <a href="mailto:alcaldia@ayuntamientodearjonilla.es">alcaldia@ayuntamientodearjonilla.es</a> \n            Teléfono: 953 52 01 11</p>\n            <p><strong>FINALIDAD DE LA PÁGINA WEB / APP.</strong>\n            La finalidad de ACTIVARJONILLA a través de su web y también en la app disponible en la Play Store para\n            Android es ser una Guía Digital de los Negocios, Empresas y Servicios de Arjonilla. Asimismo, también se\n            incluyen los Servicios, Actividades, Noticias y Eventos de carácter municipal.\n            Con ACTIVARJONILLA se pretende dar usabilidad, difusión, apoyo y publicidad a los empresarios locales\n            y a los servicios y edificios que presta en Ayuntamiento de Arjonilla.\n            El presente aviso legal (en adelante, el "Aviso Legal") regula el uso del sitio web: www.activarjonilla.com</p>\n            <p><strong>LEGISLACIÓN.</strong>\n            Con carácter general las relaciones entre Ayuntamiento de Arjonilla y los Usuarios de sus servicios',
     [('PHONE_NUMBER', '953 52 01 11'), ('EMAIL_ADDRESS', 'alcaldia@ayuntamientodearjonilla.es')]),
    # teamdigitale/anpr-next-site @ 64e4a625225f contatti.md lines 12-25
    ('anpr-contatti-1', 'it_IT',
     '</p>\n<hr class="mt-2 mt-md-5 mb-2 mb-md-5 ml-0 w-25">\n<h5 class="font-weight-bold text-uppercase">Per Comuni e Prefetture</h5>\n<p>E’ operativo un servizio di assistenza telefonica per richieste di informazioni e segnalazioni relative al funzionamento di ANPR.<br>\nIl servizio può essere contattato al numero verde <b>800 863 116</b>, operativo dal lunedì al venerdì, dalle ore 8:00 alle ore 18:00 e il sabato dalle ore 8:00 alle ore 14:00 (con esclusione delle festività nazionali).\n</p>\n<p>Per chiarimenti sul progetto, puoi seguire il <a href="https://forum.italia.it/c/anpr" target="_blank" class="link-external">forum</a>.</p>\n<hr class="mt-2 mt-md-5 mb-2 mb-md-5 ml-0 w-25">\n<h5 class="font-weight-bold text-uppercase">Per coloro che erogano servizi informatici ai comuni</h5>\n<p>Per interagire con il team di sviluppo di ANPR puoi utilizzare il nostro spazio su <a href="https://github.com/italia/anpr" target="_blank" class="link-external">GitHub</a>.\n</p>\n<hr class="mt-2 mt-md-5 mb-2 mb-md-5 ml-0 w-25">\n<h5 class="font-weight-bold text-uppercase">Altre risorse</h5>\n<p>Per chiarimenti sul progetto, puoi seguire il forum.</p>',
     [('PHONE_NUMBER', '800 863 116')]),
    # sp595/agent-ai-talk @ af135f86ee90 knowledge-base/accesso-civico-semplice.md lines 11-38
    ('codroipo-kb-1', 'it_IT',
     "**Link**: https://www.comune.codroipo.ud.it/it/servizi-224003/autorizzazioni-241598\n\n## Procedura\n\n1. Prenota un appuntamento chiamando il numero 0432 905511 o tramite l'assistente virtuale\n2. Presenta i documenti necessari presso l'ufficio comunale\n3. Attendi l'erogazione del servizio secondo i tempi previsti\n\n## Domande Frequenti (FAQ)\n\n### Come posso richiedere Accesso civico semplice?\n\nPer richiedere Accesso civico semplice devi prenotare un appuntamento presso l'ufficio comunale competente. Puoi farlo telefonando al numero 0432 905511 o tramite questo assistente virtuale.\n\n### Quali documenti servono per Accesso civico semplice?\n\nPer Accesso civico semplice generalmente servono: documento di identità valido, codice fiscale e eventuale documentazione specifica. Ti consiglio di verificare i requisiti esatti al momento della prenotazione.\n\n### Quanto costa Accesso civico semplice?\n\nIl costo di Accesso civico semplice varia in base al tipo di richiesta. Per informazioni precise contatta l'ufficio al 0432 905511.\n\n### Quali sono gli orari per Accesso civico semplice?\n\nLunedì-Venerdì: 8:30-12:30\n\n### Quanto tempo serve per ottenere Accesso civico semplice?",
     [('PHONE_NUMBER', '0432 905511')]),
    # ShaheedLegion/TraceDigitalTPS @ cf5b6608412c contactus.php lines 13-50
    ('tracedigital-contact-1', 'en_ZA',
     '\t\t<p>\n\t\t<table>\n\t\t\t<tr>\n\t\t\t<td>Email address:</td>\n\t\t\t<td>admin@tracedigital.co.za</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t<td>Telephone:</td>\n\t\t\t<td>+27 (0)21 686 0459<br/>+27 (0)21 686 1051</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t<td>Physical address:</td>\n\t\t\t<td>96 Klipfontein Road<br/>Stonefountain House<br/>Suite 212<br/>Rondebosch<br/>7700</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t<td>Postal address:</td>\n\t\t\t<td>PO BOX 14718<br/>Cape Town, 7779</td>\n\t\t\t</tr>\n\t\t</table>\n\t\t</p>\n\t\t</div>\n</div>\n\n\n<div class="content">\n    <div class="sectionrule"></div>\n\t<div class="intro">\n\t\t<h4>Directions</h4>\n\t\t<p>\n\t\tFrom Cape Town, City Center:\n\t\t<ol>\n\t\t<li>Head northwest on Wale St toward Burg St <span class="red">22 m</span></li>\n\t\t<li>Take the 1st right onto Burg St <span class="red">160 m</span></li>\n\t\t<li>Turn right onto Longmarket St <span class="red">170 m</span></li>\n\t\t<li>Turn left onto Adderley St <span class="red">290 m</span></li>\n\t\t<li>Turn right onto Strand St <span class="red">850 m</span></li>\n\t\t<li>Merge onto Nelson Mandela Blvd/N2 via the ramp to Somerset/Muizenberg <span class="red">3,6 km</span></li>\n\t\t<li>Merge onto De Waal Dr/N2 <span class="red">450 m</span></li>',
     [('PHONE_NUMBER', '+27 (0)21 686 0459'), ('PHONE_NUMBER', '+27 (0)21 686 1051'), ('EMAIL_ADDRESS', 'admin@tracedigital.co.za')]),
    # gabrielroriz/wp-insigne @ 369d1c191296 page-contato.php lines 49-86
    ('insigne-contato-1', 'pt_BR',
     '            <div class="contato__infos__row">\n                <h4>Telefone</h4>\n                <h2>\n                    +55 (11) 4502-4718\n                </h2>\n            </div>\n\n\n            <div class="contato__infos__row">\n                <h4>Redes sociais</h4>\n                <div class="contato__infos__social">\n                    <a href="#">Instagram</a>\n                    <a href="#">Facebook</a>\n                    <a href="#">YouTube</a>\n                </div>\n            </div>\n\n            <div class="contato__infos__row">\n                <div class="contato__infos__wpp">\n                    <div href="#">\n                        Whatsapp\n                    </div>    \n                </div>\n                <div class="contato__infos__smalltext">\n                    Horário de atendimento:<br/>\n                    das 08:00h às 17:00h\n                </div>\n            </div>\n\n        </div>\n    </div>\n</div>\n\n<img class="contato__header__diagonal" width="100%" src="<?php echo get_template_directory_uri() . "/assets/min-images/contato/diagonalInstagramMobile.svg"; ?>" alt="">\n\n<div class="contato__instagram">\n    <div class="contato__instagram__container">',
     [('PHONE_NUMBER', '+55 (11) 4502-4718')]),
]

if __name__ == "__main__":
    raise SystemExit(main())
