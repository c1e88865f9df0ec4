"""Build the blind PII evaluation set ``pii_blind26``.

Writes ``benchmarks/data/pii_blind26/blind26.jsonl``: synthetic texts with PII in many
locales and genres, synthetic PII-free look-alikes, and real snippets from public
community, parish and club web sites labelled by reading (frozen in ``REAL_SNIPPETS`` at the end of this file).

Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in sorted
locale order; nothing reads the clock; the output is byte-identical across
``PYTHONHASHSEED`` and ``TZ``.  The script refuses to overwrite an existing output
without ``--force`` and stops unless Faker 40.0.0 is installed.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import random
import re
import sys
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban

SEED = 260026
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind26/blind26.jsonl")
N_PII = 700
N_FREE = 350

# Faker locale -> phone region.  Regions come from the locale's country part.
LOCALES = sorted([
    "ar_AE", "ar_EG", "ar_JO", "ar_SA", "az_AZ", "bg_BG", "bn_BD", "bs_BA", "cs_CZ", "da_DK",
    "de_AT", "de_CH", "de_DE", "el_GR", "en_AU", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE",
    "en_NG", "en_NZ", "en_PH", "en_PK", "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX",
    "et_EE", "fa_IR", "fi_FI", "fil_PH", "fr_BE", "fr_CA", "fr_CH", "fr_FR", "he_IL", "hi_IN",
    "hr_HR", "hu_HU", "hy_AM", "id_ID", "it_IT", "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV",
    "ne_NP", "nl_BE", "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK",
    "sl_SI", "sq_AL", "sv_SE", "ta_IN", "th_TH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN",
    "zh_CN", "zh_TW", "zu_ZA", "sw", "mt_MT", "is_IS", "lb_LU",
])
REGION_OVERRIDE = {"sw": "TZ"}

# International dialling prefixes people write in place of "+".
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "RU": "8 10", "KR": "001",
       "TH": "001", "ID": "001", "KE": "000", "TZ": "000", "NG": "009", "BR": "0021",
       "CO": "009", "UZ": "8 10"}

LABELS = {
    "de": ("Tel.", "Mobil", "Fax", "E-Mail"), "fr": ("Tél.", "Portable", "Fax", "Courriel"),
    "es": ("Tel.", "Móvil", "Fax", "Correo"), "it": ("Tel.", "Cell.", "Fax", "E-mail"),
    "pt": ("Tel.", "Telemóvel", "Fax", "E-mail"), "nl": ("Tel.", "Mobiel", "Fax", "E-mail"),
    "pl": ("tel.", "kom.", "faks", "e-mail"), "ru": ("Тел.", "Моб.", "Факс", "Эл. почта"),
    "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта"), "tr": ("Tel", "Cep", "Faks", "E-posta"),
    "ja": ("電話", "携帯", "FAX", "メール"), "zh": ("电话", "手机", "传真", "邮箱"),
    "ko": ("전화", "휴대폰", "팩스", "이메일"), "ar": ("هاتف", "جوال", "فاكس", "البريد"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "ईमेल"), "sv": ("Tel", "Mobil", "Fax", "E-post"),
    "no": ("Tlf.", "Mobil", "Faks", "E-post"), "da": ("Tlf.", "Mobil", "Fax", "E-mail"),
    "fi": ("Puh.", "GSM", "Faksi", "Sähköposti"), "cs": ("Tel.", "Mobil", "Fax", "E-mail"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail"), "ro": ("Tel.", "Mobil", "Fax", "E-mail"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email"), "id": ("Telp.", "HP", "Faks", "Surel"),
    "vi": ("ĐT", "DĐ", "Fax", "Email"), "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "ელ-ფოსტა"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ"),
    "az": ("Tel.", "Mob.", "Faks", "E-poçt"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल"), "sw": ("Simu", "Rununu", "Faksi", "Barua pepe"),
    "fil": ("Tel.", "Cel", "Fax", "Email"), "he": ("טל׳", "נייד", "פקס", "דוא״ל"),
    "fa": ("تلفن", "همراه", "فکس", "ایمیل"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்"),
    "sk": ("Tel.", "Mobil", "Fax", "E-mail"), "hr": ("Tel.", "Mob.", "Faks", "E-pošta"),
}
EN_LABELS = ("Tel", "Mobile", "Fax", "Email")
# extension words whose digits stay outside the span, by language
EXT_OUTSIDE = {"de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
               "pl": "wew.", "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線",
               "zh": "分机", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی"}
EXT_INSIDE = ["x", "ext", "ext.", "Ext.", "extension"]
EXT_INSIDE_LANG = {"es": "anexo", "ru": "доб."}

NBSP, NNBSP = "\u00a0", "\u202f"


def region_of(locale: str) -> str:
    return REGION_OVERRIDE.get(locale, locale.split("_")[-1])


def lang_of(locale: str) -> str:
    return locale.split("_")[0]


def labels_for(locale: str):
    return LABELS.get(lang_of(locale), EN_LABELS)


# ---------------------------------------------------------------- phone numbers
PHONE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
               PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST, PhoneNumberType.FIXED_LINE,
               PhoneNumberType.MOBILE]


def collapse_phone(span: str) -> str:
    s = re.sub(r"\s+", " ", span.replace(NBSP, " ").replace(NNBSP, " ")).strip()
    s = re.sub(r"\s*(?:,|;)?\s*(?:x|ext\.?|Ext\.?|extension|anexo|доб\.)\s*\d+$", "", s)
    return s


def phone_valid(span: str, region: str) -> bool:
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(collapse_phone(span), region))
    except phonenumbers.NumberParseException:
        return False


def phone_belongs(span: str, region: str) -> bool:
    try:
        n = phonenumbers.parse(collapse_phone(span), region)
    except phonenumbers.NumberParseException:
        return False
    cc = phonenumbers.country_code_for_region(region)
    return n.country_code == cc and phonenumbers.is_possible_number(n)


def draw_number(rng: random.Random, region: str, want_valid: bool, kind=None):
    types = [kind] if kind is not None else PHONE_TYPES
    for _ in range(200):
        t = rng.choice(types)
        ex = phonenumbers.example_number_for_type(region, t)
        if ex is None:
            continue
        nsn = str(ex.national_number)
        keep = min(len(nsn) - 2, rng.choice([1, 2, 2, 3, 3, 4]))
        new = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        n = phonenumbers.PhoneNumber(country_code=ex.country_code, national_number=int(new))
        if ex.italian_leading_zero or new.startswith("0"):
            n.italian_leading_zero = new.startswith("0")
            if n.italian_leading_zero:
                n.number_of_leading_zeros = len(new) - len(new.lstrip("0"))
        if not phonenumbers.is_possible_number(n):
            continue
        if phonenumbers.is_valid_number(n) == want_valid:
            return n
    return None


def format_phone(rng: random.Random, n, region: str) -> str:
    intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
    nat = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
    e164 = phonenumbers.format_number(n, PhoneNumberFormat.E164)
    cc = str(n.country_code)
    rest = intl[len(cc) + 2:] if intl.startswith("+" + cc + " ") else e164[len(cc) + 1:]
    nsn = phonenumbers.national_significant_number(n)
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    npfx = meta.national_prefix or ""
    styles = ["intl", "intl", "nat", "nat", "nat", "e164", "00", "paren_cc", "dots", "dashes",
              "nosep_nat", "nbsp", "nnbsp", "odd"]
    if region in IDD:
        styles += ["idd", "idd"]
    if npfx == "0":
        styles += ["trunk0", "trunk0"]
    for _ in range(20):
        st = rng.choice(styles)
        if st == "intl":
            s = intl
        elif st == "nat":
            s = nat
        elif st == "e164":
            s = e164
        elif st == "00":
            s = "00" + cc + " " + rest
        elif st == "idd":
            s = IDD[region] + " " + cc + " " + rest
        elif st == "paren_cc":
            s = "(+" + cc + ") " + rest
        elif st == "trunk0":
            s = "+" + cc + " (0)" + rest
        elif st == "dots":
            s = "+" + cc + "." + re.sub(r"[ \-]", ".", rest) if rng.random() < 0.5 else re.sub(r"[ \-]", ".", nat)
        elif st == "dashes":
            s = "+" + cc + "-" + re.sub(r"[ .]", "-", rest) if rng.random() < 0.5 else re.sub(r"[ .]", "-", nat)
        elif st == "nosep_nat":
            s = re.sub(r"[^\d+]", "", nat)
        elif st == "nbsp":
            s = intl.replace(" ", NBSP) if rng.random() < 0.5 else nat.replace(" ", NBSP)
        elif st == "nnbsp":
            s = intl.replace(" ", NNBSP)
        else:  # odd grouping people type
            digits = (npfx if npfx and rng.random() < 0.6 else "") + nsn
            if not digits.startswith(npfx or "\0"):
                digits = nsn
            cut = [rng.choice([2, 3, 4]) for _ in range(6)]
            parts, i = [], 0
            for c in cut:
                if i >= len(digits):
                    break
                parts.append(digits[i:i + c])
                i += c
            if i < len(digits):
                parts.append(digits[i:])
            s = " ".join(parts)
            if not npfx or not s.startswith(npfx):
                s = "+" + cc + " " + s
        if phone_belongs(s, region):
            return s
    return intl


# ---------------------------------------------------------------- cards, IBANs, IPs, e-mails
def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
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


CARD_BRANDS = [  # (name, prefixes, lengths, printed grouping by length)
    ("Visa", ["4"], [13, 16, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2720", "2500"], [16]),
    ("Amex", ["34", "37"], [15]),
    ("Diners", ["36", "38", "300", "305"], [14]),
    ("Discover", ["6011", "65", "644"], [16, 19]),
    ("JCB", ["3528", "3589", "3540"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["6759", "5018", "5020", "6304"], [12, 13, 16, 19]),
]
PRINTED = {13: [4, 4, 5], 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 17: [4, 4, 4, 5],
           18: [4, 4, 4, 6], 19: [4, 4, 4, 4, 3], 12: [4, 4, 4]}


def group(d: str, sizes, sep: str) -> str:
    out, i = [], 0
    for s in sizes:
        out.append(d[i:i + s])
        i += s
    if i < len(d):
        out.append(d[i:])
    return sep.join(x for x in out if x)


def draw_card(rng: random.Random):
    name, prefixes, lengths = rng.choice(CARD_BRANDS)
    length = rng.choice(lengths)
    d = luhn_complete(rng.choice(prefixes), length, rng)
    style = rng.choice(["plain", "printed", "printed", "printed_dash", "typed88", "typed484", "unionpay613"])
    if style == "plain":
        s = d
    elif style == "printed":
        s = group(d, PRINTED[length], " ")
    elif style == "printed_dash":
        s = group(d, PRINTED[length], "-")
    elif style == "typed88" and length == 16:
        s = group(d, [8, 8], " ")
    elif style == "typed484" and length == 16:
        s = group(d, [4, 8, 4], " ")
    elif style == "unionpay613" and length == 19:
        s = group(d, [6, 13], " ")
    else:
        s = group(d, PRINTED[length], " ")
    return name, s


def _iban_registry():
    path = os.path.join(os.path.dirname(stdnum_iban.__file__), "iban.dat")
    reg = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(r'([A-Z]{2}) .*bban="([^"]+)"', line)
            if m:
                reg[m.group(1)] = m.group(2)
    return dict(sorted(reg.items()))


IBAN_REGISTRY = _iban_registry()


def _bban(struct: str, rng: random.Random) -> str:
    out = []
    for count, kind in re.findall(r"(\d+)!?([nac])", struct):
        alphabet = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}[kind]
        out.append("".join(rng.choice(alphabet) for _ in range(int(count))))
    return "".join(out)


def draw_iban(rng: random.Random, country: str):
    struct = IBAN_REGISTRY[country]
    for _ in range(3000):
        bban = _bban(struct, rng)
        check = stdnum_iban.calc_check_digits(country + "00" + bban)
        value = country + check + bban
        if stdnum_iban.is_valid(value):
            return value
    return None


def format_iban(rng: random.Random, value: str) -> str:
    return value if rng.random() < 0.4 else " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def draw_ip(rng: random.Random):
    """Returns (shape, address, prefix_text, suffix_text) with the address alone labelled."""
    kind = rng.choice(["v4", "v4", "v4priv", "v4loop", "v4doc", "mask", "v6", "v6full", "v6upper",
                       "v6mapped", "v6loop", "v6any", "v6ll", "v6doc", "v4port", "v6port", "v4cidr", "v6cidr"])
    r = rng.randint
    if kind in ("v4", "v4port", "v4cidr"):
        a = f"{r(11, 223)}.{r(0, 255)}.{r(0, 255)}.{r(1, 254)}"
    elif kind == "v4priv":
        a = rng.choice([f"10.{r(0, 255)}.{r(0, 255)}.{r(1, 254)}", f"192.168.{r(0, 255)}.{r(1, 254)}",
                        f"172.{r(16, 31)}.{r(0, 255)}.{r(1, 254)}"])
    elif kind == "v4loop":
        a = "127.0.0.1"
    elif kind == "v4doc":
        a = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r(1, 254))
    elif kind == "mask":
        a = rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.192", "255.255.252.0", "255.255.255.248"])
    elif kind in ("v6", "v6port", "v6cidr"):
        a = str(ipaddress.IPv6Address(rng.getrandbits(128) | (0x2001 << 112) & ~(0xFFFF << 112) | (r(0x2001, 0x2a0f) << 112)))
    elif kind == "v6full":
        a = ipaddress.IPv6Address(rng.getrandbits(128)).exploded
    elif kind == "v6upper":
        a = str(ipaddress.IPv6Address((0x2a00 << 112) | rng.getrandbits(100))).upper()
    elif kind == "v6mapped":
        a = f"::ffff:{r(11, 223)}.{r(0, 255)}.{r(0, 255)}.{r(1, 254)}"
    elif kind == "v6loop":
        a = "::1"
    elif kind == "v6any":
        a = "::"
    elif kind == "v6ll":
        a = str(ipaddress.IPv6Address((0xfe80 << 112) | rng.getrandbits(64)))
    else:
        a = str(ipaddress.IPv6Address((0x20010db8 << 96) | rng.getrandbits(32)))
    pre, suf = "", ""
    if kind == "v4port":
        suf = f":{rng.choice([22, 80, 443, 8080, 5432, 3306, 51820])}"
    elif kind == "v6port":
        pre, suf = "[", f"]:{rng.choice([443, 8443, 22, 9000])}"
    elif kind == "v4cidr":
        suf = f"/{rng.choice([8, 16, 24, 28, 32])}"
    elif kind == "v6cidr":
        suf = f"/{rng.choice([32, 48, 56, 64, 128])}"
    elif kind == "v6ll" and rng.random() < 0.5:
        suf = "%" + rng.choice(["eth0", "en0", "wlan0"])
    return pre, a, suf


DOMAINS = ["gmail.com", "outlook.com", "yahoo.co.jp", "mail.ru", "web.de", "orange.fr", "libero.it",
           "proton.me", "gmx.at", "naver.com", "qq.com", "uol.com.br", "rediffmail.com", "seznam.cz",
           "wp.pl", "yandex.ru", "hotmail.co.uk", "icloud.com", "example-shop.co.za", "mail.ee"]
TLDS = ["com", "org", "net", "io", "dev", "shop", "museum", "travel", "photography", "co.uk", "com.au",
        "de", "fr", "es", "com.br", "co.jp", "in", "ng", "ke", "ge", "am", "az", "bd", "np"]


def ascii_slug(s: str) -> str:
    import unicodedata
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "", s)


def draw_email(rng: random.Random, fk) -> str:
    first = ascii_slug(fk.first_name()) or rng.choice(["ana", "li", "omar", "kim", "sara"])
    last = ascii_slug(fk.last_name()) or rng.choice(["ito", "diaz", "khan", "novak"])
    shape = rng.randrange(8)
    if shape == 0:
        local = f"{first}.{last}"
    elif shape == 1:
        local = f"{first}{rng.randint(1, 99)}"
    elif shape == 2:
        local = f"{first}+{rng.choice(['news', 'orders', 'b26', 'club'])}"
    elif shape == 3:
        local = f"{first[0]}.{last}"
    elif shape == 4:
        local = f"{last}_{first}"
    elif shape == 5:
        local = rng.choice(["info", "office", "kontakt", "contacto", "bookings", "support", "secretaria"])
    elif shape == 6:
        local = f"{first}-{last}{rng.randint(1970, 2009)}"
    else:
        local = f"{first}.{last}.{rng.randint(2, 9)}"
    if rng.random() < 0.45:
        domain = rng.choice(DOMAINS)
    else:
        org = ascii_slug(fk.last_name()) or "club"
        sub = rng.choice(["", "", "mail.", "members.", "eu."])
        domain = f"{sub}{org}{rng.choice(['', '-group', 'club', 'law'])}.{rng.choice(TLDS)}"
    return f"{local}@{domain}"


# ---------------------------------------------------------------- text assembly
class Doc:
    """Pieces of text; labelled pieces become spans."""

    def __init__(self):
        self.parts = []

    def t(self, s: str):
        self.parts.append((s, None))
        return self

    def e(self, entity: str, s: str):
        self.parts.append((s, entity))
        return self

    def build(self, region: str):
        text, spans, pos = [], [], 0
        for s, ent in self.parts:
            if ent:
                span = {"entity": ent, "start": pos, "end": pos + len(s)}
                if ent == "PHONE_NUMBER":
                    span["valid"] = phone_valid(s, region)
                spans.append(span)
            text.append(s)
            pos += len(s)
        return "".join(text), spans


def place_name(rng: random.Random, fk) -> str:
    return fk.last_name() + rng.choice(["", "", " Heights", " Bridge", "ville", " Park", " Valley"])


class Ctx:
    def __init__(self, rng, fk, locale):
        self.rng, self.fk, self.locale = rng, fk, locale
        self.region = region_of(locale)
        self.lab = labels_for(locale)
        self.lang = lang_of(locale)

    def phone(self, kind=None) -> str:
        valid = self.rng.random() >= 0.10
        n = draw_number(self.rng, self.region, valid, kind) or draw_number(self.rng, self.region, True)
        return format_phone(self.rng, n, self.region)

    def email(self) -> str:
        return draw_email(self.rng, self.fk)

    def card(self):
        return draw_card(self.rng)

    def iban(self) -> str:
        country = self.region if (self.region in IBAN_REGISTRY and self.rng.random() < 0.5) else self.rng.choice(list(IBAN_REGISTRY))
        v = draw_iban(self.rng, country) or draw_iban(self.rng, "DE")
        return format_iban(self.rng, v)

    def name(self) -> str:
        return self.fk.name()

    def company(self) -> str:
        try:
            return self.fk.company()
        except AttributeError:
            return self.fk.last_name() + " & Co"

    def city(self) -> str:
        # Faker's city() depends on PYTHONHASHSEED in some locales; a surname as place name does not
        return place_name(self.rng, self.fk)


def ext_suffix(c: Ctx, d: Doc):
    """Adds an extension after a phone: inside the span for x/ext words, outside for others."""
    digits = str(c.rng.randint(2, 4999))
    if c.lang in EXT_OUTSIDE and c.rng.random() < 0.6:
        d.t(f", {EXT_OUTSIDE[c.lang]} {digits}")
        return None
    word = EXT_INSIDE_LANG.get(c.lang) or c.rng.choice(EXT_INSIDE)
    return f" {word} {digits}" if word not in ("x",) else f" x{digits}"


# each genre writes one text -----------------------------------------------------
def g_signature(c, d):
    tel, mob, fax, mail = c.lab
    d.t(f"--\n{c.name()}\n{c.fk.job() if hasattr(c.fk, 'job') else 'Manager'} | {c.company()}\n{tel}: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))
    d.t(f"\n{mob}: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t(f"\n{mail}: ").e("EMAIL_ADDRESS", c.email()).t("\n")


def g_shop_footer(c, d):
    tel, _, fax, mail = c.lab
    d.t(f"{c.company()} · {c.city()}\n{tel} ").e("PHONE_NUMBER", c.phone()).t(f" · {fax} ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))
    d.t(" · ").e("EMAIL_ADDRESS", c.email()).t("\nIBAN ").e("IBAN_CODE", c.iban()).t("\n© all rights reserved")


def g_classified(c, d):
    item = c.rng.choice(["Selling my bike", "Sofa for sale", "Room available", "Lost cat, grey tabby", "Piano lessons", "Puppies looking for a home"])
    d.t(f"{item} in {c.city()}. Price negotiable, pick-up only. Call or text ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t(" after 6pm, no calls on Sunday please.")


def g_forum(c, d):
    d.t(f"Re: who do I call about the broken streetlight?\n\nI rang the council on ").e("PHONE_NUMBER", c.phone()).t(" last week and they told me to e-mail ")
    d.e("EMAIL_ADDRESS", c.email()).t(" instead. Still waiting. Anyone had better luck?")


def g_chat(c, d):
    who = c.fk.first_name()
    d.t(f"[{c.rng.randint(7, 22):02d}:{c.rng.randint(0, 59):02d}] {who}: my new number is ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))
    d.t(f"\n[{c.rng.randint(7, 22):02d}:{c.rng.randint(0, 59):02d}] {c.fk.first_name()}: saved 👍 old one still works?\n[{c.rng.randint(7, 22):02d}:{c.rng.randint(0, 59):02d}] {who}: no, that one's gone")


def g_csv(c, d):
    d.t("id,name,phone,email,city\n")
    for i in range(c.rng.randint(2, 4)):
        d.t(f"{i + 1},{c.name().replace(',', ' ')},").e("PHONE_NUMBER", c.phone()).t(",").e("EMAIL_ADDRESS", c.email()).t(f",{c.city().replace(',', ' ')}\n")


def g_tsv(c, d):
    d.t("member\tmobile\tjoined\n")
    for _ in range(c.rng.randint(2, 4)):
        d.t(f"{c.name()}\t").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t(f"\t{c.rng.randint(2015, 2025)}\n")


def g_json(c, d):
    d.t('{\n  "customer": "' + c.name() + '",\n  "phone": "').e("PHONE_NUMBER", c.phone()).t('",\n  "email": "').e("EMAIL_ADDRESS", c.email())
    d.t('",\n  "last_login_ip": "').e("IP_ADDRESS", draw_ip(c.rng)[1]).t('",\n  "newsletter": true\n}')


def g_yaml(c, d):
    d.t(f"contact:\n  name: {c.name()}\n  phone: \"").e("PHONE_NUMBER", c.phone()).t("\"\n  email: ").e("EMAIL_ADDRESS", c.email()).t("\nbilling:\n  iban: ").e("IBAN_CODE", c.iban()).t("\n")


def _ip_piece(c, d):
    pre, a, suf = draw_ip(c.rng)
    d.t(pre).e("IP_ADDRESS", a).t(suf)


def g_sshd(c, d):
    for _ in range(c.rng.randint(2, 3)):
        d.t(f"Mar {c.rng.randint(1, 28):2d} {c.rng.randint(0, 23):02d}:{c.rng.randint(0, 59):02d}:{c.rng.randint(0, 59):02d} host sshd[{c.rng.randint(300, 65000)}]: Failed password for invalid user admin from ")
        _, a, _ = draw_ip(c.rng)
        d.e("IP_ADDRESS", a).t(f" port {c.rng.randint(1024, 65535)} ssh2\n")


def g_nginx(c, d):
    _, a, _ = draw_ip(c.rng)
    d.e("IP_ADDRESS", a).t(f' - - [{c.rng.randint(1, 28):02d}/Oct/2024:{c.rng.randint(0, 23):02d}:{c.rng.randint(0, 59):02d}:07 +0000] "GET /contact HTTP/1.1" 200 {c.rng.randint(200, 9000)} "-" "Mozilla/5.0"\n')
    _, a, _ = draw_ip(c.rng)
    d.e("IP_ADDRESS", a).t(f' - - [{c.rng.randint(1, 28):02d}/Oct/2024:{c.rng.randint(0, 23):02d}:{c.rng.randint(0, 59):02d}:41 +0000] "POST /login HTTP/2.0" 302 0 "-" "curl/8.5.0"\n')


def g_firewall(c, d):
    for _ in range(2):
        d.t(f"kernel: [UFW BLOCK] IN=eth0 OUT= SRC=")
        _, a, _ = draw_ip(c.rng)
        d.e("IP_ADDRESS", a).t(" DST=")
        _, b, _ = draw_ip(c.rng)
        d.e("IP_ADDRESS", b).t(f" PROTO=TCP SPT={c.rng.randint(1024, 65535)} DPT={c.rng.choice([22, 23, 445, 3389])}\n")


def g_dhcp(c, d):
    mac = ":".join(f"{c.rng.randint(0, 255):02x}" for _ in range(6))
    a = f"192.168.{c.rng.randint(0, 9)}.{c.rng.randint(20, 250)}"
    d.t("dhcpd: DHCPACK on ").e("IP_ADDRESS", a).t(f" to {mac} (android-{c.rng.randint(1000, 9999)}) via eth1\n")
    d.t("dhcpd: DHCPREQUEST for ").e("IP_ADDRESS", a).t(" from " + mac + " via eth1\n")


def g_config(c, d):
    d.t("[server]\nlisten = ")
    _ip_piece(c, d)
    d.t("\nadmin_email = ").e("EMAIL_ADDRESS", c.email()).t("\nnetmask = ").e("IP_ADDRESS", c.rng.choice(["255.255.255.0", "255.255.0.0"])).t("\ndns = ")
    _, a, _ = draw_ip(c.rng)
    d.e("IP_ADDRESS", a).t("\nsupport_phone = ").e("PHONE_NUMBER", c.phone()).t("\n")


def g_html(c, d):
    p = c.phone()
    e = c.email()
    d.t('<p>Questions? <a href="mailto:').e("EMAIL_ADDRESS", e).t('">').e("EMAIL_ADDRESS", e).t('</a> or call <a href="tel:')
    d.e("PHONE_NUMBER", re.sub(r"[^\d+]", "", p) if p.startswith("+") else p).t('">').e("PHONE_NUMBER", p).t("</a>.</p>")


def g_invoice(c, d):
    d.t(f"INVOICE {c.rng.randint(100, 999)}/{c.rng.randint(2023, 2025)}\nPayable within 14 days to {c.company()}\nIBAN: ").e("IBAN_CODE", c.iban())
    d.t(f"\nReference: INV{c.rng.randint(10000, 99999)}\nQuestions about this invoice: ").e("EMAIL_ADDRESS", c.email()).t("\n")


def g_bank(c, d):
    d.t(f"Please transfer the club fee (€{c.rng.randint(20, 120)}) to our account:\n{c.company()}\n").e("IBAN_CODE", c.iban()).t("\nand mention your name. Treasurer: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))


def g_support_card(c, d):
    brand, s = c.card()
    d.t(f"Customer: hi, my payment failed twice\nAgent: sorry about that! which card did you use?\nCustomer: the {brand}, ").e("CREDIT_CARD", s)
    d.t(f" exp {c.rng.randint(1, 12):02d}/{c.rng.randint(26, 31)}\nAgent: please don't share the full number here, I'll send a secure link to ").e("EMAIL_ADDRESS", c.email())


def g_card_form(c, d):
    brand, s = c.card()
    d.t(f"Card holder: {c.name()}\nCard number: ").e("CREDIT_CARD", s).t(f"\nType: {brand}\nBilling phone: ").e("PHONE_NUMBER", c.phone())


def g_prose(c, d):
    d.t(f"When the flood closed the bridge, {c.fk.first_name()} kept the shop open and told everyone they could reach her on ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))
    d.t(" at any hour; the town hall line, ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE)).t(", was busy for three days straight.")


def g_local_label(c, d):
    tel, mob, fax, mail = c.lab
    d.t(f"{c.company()}\n{c.fk.address() if hasattr(c.fk, 'address') else c.city()}\n{tel}: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))
    d.t(f"\n{mob}: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t(f"\n{mail}: ").e("EMAIL_ADDRESS", c.email())


def g_no_label(c, d):
    d.t(f"{c.name()}\n{c.city()}\n").e("PHONE_NUMBER", c.phone()).t("\n").e("EMAIL_ADDRESS", c.email())


def g_odd_label(c, d):
    lab = c.rng.choice(["☎", "📞", "Ring us:", "Whatsapp:", "Hotline →", "reach me @", "(m)", "T/"])
    d.t(f"{c.company()} {lab} ").e("PHONE_NUMBER", c.phone()).t(" — open Mon–Fri")


def g_tollfree(c, d):
    d.t("Free advice line (calls are free from landlines and mobiles): ").e("PHONE_NUMBER", c.phone(PhoneNumberType.TOLL_FREE))
    d.t(". For urgent matters text ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t(".")


def g_fax(c, d):
    tel, _, fax, _ = c.lab
    d.t(f"Please send the signed form by {fax.lower()} to ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE)).t(f" or bring it to the front desk. {tel} ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))


def g_extension(c, d):
    tel = c.lab[0]
    p = c.phone(PhoneNumberType.FIXED_LINE)
    d.t(f"Reception {tel} ")
    tmp = Doc()
    inside = ext_suffix(c, tmp)
    d.e("PHONE_NUMBER", p + (inside or ""))
    d.parts.extend(tmp.parts)
    d.t(f"\nAsk for {c.fk.first_name()} in accounts.")


def g_wrapped(c, d):
    p = c.phone()
    if " " in p:
        k = p.index(" ", len(p) // 2 - 1) if " " in p[len(p) // 2 - 1:] else p.rindex(" ")
        p = p[:k] + "\n" + p[k + 1:]
    d.t("For bookings and all other enquiries please contact the secretary on\n").e("PHONE_NUMBER", p).t(" (evenings only).")


def g_brackets(c, d):
    d.t(f"{c.name()} (").e("PHONE_NUMBER", c.phone()).t(") will lead the walk; meet at the car park at 9.")


def g_list(c, d):
    sep = c.rng.choice([" / ", "; ", " or ", ", "])
    d.t("Contact numbers: ").e("PHONE_NUMBER", c.phone()).t(sep).e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))
    if c.rng.random() < 0.5:
        d.t(sep).e("PHONE_NUMBER", c.phone())


def g_sms(c, d):
    d.t(f"Reminder: your appointment with Dr {c.fk.last_name()} is tomorrow at {c.rng.randint(8, 17)}:{c.rng.choice(['00', '15', '30', '45'])}. To cancel reply NO or call ").e("PHONE_NUMBER", c.phone()).t(".")


def g_event(c, d):
    d.t(f"Charity quiz night on Friday at the community hall, doors open 7pm, teams of up to six. Tickets from {c.fk.first_name()} on ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))
    d.t(" or by e-mail (").e("EMAIL_ADDRESS", c.email()).t("). All proceeds to the roof fund.")


def g_vcard(c, d):
    d.t(f"BEGIN:VCARD\nVERSION:3.0\nFN:{c.name()}\nTEL;TYPE=CELL:").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE)).t("\nTEL;TYPE=WORK:").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))
    d.t("\nEMAIL:").e("EMAIL_ADDRESS", c.email()).t("\nEND:VCARD")


def g_headers(c, d):
    d.t("From: ").e("EMAIL_ADDRESS", c.email()).t("\nTo: <").e("EMAIL_ADDRESS", c.email()).t(f">\nSubject: re: invoice\nReceived: from mail.example.org (")
    _, a, _ = draw_ip(c.rng)
    d.t("[").e("IP_ADDRESS", a).t("])\n")


def g_crm(c, d):
    d.t(f"Note {c.rng.randint(1, 28)}/{c.rng.randint(1, 12)}: spoke with {c.name()}, prefers calls on ").e("PHONE_NUMBER", c.phone(PhoneNumberType.MOBILE))
    d.t(" rather than the office; will pay by card ").e("CREDIT_CARD", c.card()[1]).t(" next week.")


def g_hotel(c, d):
    d.t(f"Booking confirmed for {c.name()}, 2 nights. Guarantee card: ").e("CREDIT_CARD", c.card()[1]).t(". Hotel reception: ").e("PHONE_NUMBER", c.phone(PhoneNumberType.FIXED_LINE))


def g_recruit(c, d):
    d.t(f"We are hiring a part-time bookkeeper in {c.city()}. Send your CV to ").e("EMAIL_ADDRESS", c.email()).t(" or call ").e("PHONE_NUMBER", c.phone()).t(" for a chat.")


def g_wireguard(c, d):
    d.t("[Interface]\nAddress = ")
    _, a, _ = draw_ip(c.rng)
    d.e("IP_ADDRESS", a).t("/24\n[Peer]\nEndpoint = ")
    pre, b, suf = draw_ip(c.rng)
    d.t(pre).e("IP_ADDRESS", b).t(suf or ":51820").t("\nAllowedIPs = ").e("IP_ADDRESS", "0.0.0.0").t("/0\n")


PII_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("g_")}


# ---------------------------------------------------------------- PII-free look-alikes
def f_versions(r, fk):
    return (f"Changelog: upgraded from {r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 40)} to {r.randint(10, 12)}.{r.randint(0, 5)}.{r.randint(0, 9)}. "
            f"Tested on Windows build 10.0.{r.randint(17000, 26100)}.{r.randint(100, 5000)} and kernel 6.{r.randint(1, 12)}.{r.randint(0, 30)}.")


def f_sections(r, fk):
    return f"See section {r.randint(1, 9)}.{r.randint(1, 9)}.{r.randint(1, 9)}.{r.randint(1, 9)}.{r.randint(1, 9)} and clause {r.randint(1, 20)}.{r.randint(1, 9)} of the agreement; annex {r.choice('ABC')}.{r.randint(1, 9)} lists exceptions."


def f_oids(r, fk):
    return f"OID 1.3.6.1.4.1.{r.randint(1000, 60000)}.{r.randint(1, 9)}.{r.randint(1, 30)} identifies the sensor; the sysUpTime OID is 1.3.6.1.2.1.1.3.0."


def f_dates(r, fk):
    return (f"Meeting moved from {r.randint(1, 28):02d}.{r.randint(1, 12):02d}.{r.randint(2023, 2026)} to {r.randint(2023, 2026)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d} "
            f"at {r.randint(8, 20)}:{r.choice(['00', '30'])}; the deadline stays {r.randint(1, 12)}/{r.randint(1, 28)}/{r.randint(2024, 2026)}.")


def f_prices(r, fk):
    return f"Total: €{r.randint(1, 999)},{r.randint(10, 99)} (VAT {r.choice([7, 19, 20, 21])}%: €{r.randint(1, 99)},{r.randint(10, 99)}). Shipping ₹{r.randint(40, 400)}, ¥{r.randint(1000, 99999):,}."


def _isbn13(r):
    body = "978" + "".join(r.choice("0123456789") for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def f_isbn(r, fk):
    i = _isbn13(r)
    return f"ISBN {i[:3]}-{i[3]}-{i[4:7]}-{i[7:12]}-{i[12]}, paperback, {r.randint(120, 600)} pages, {r.randint(2001, 2024)}."


def _imei(r):
    tac = r.choice(["86", "01", "99"]) + "".join(r.choice("0123456789") for _ in range(6))
    body = tac + "".join(r.choice("0123456789") for _ in range(6))
    return luhn_complete(body, 15, r) if False else body + str(_luhn_digit(body))


def _luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def f_imei(r, fk):
    return f"Device returned under warranty. IMEI: {_imei(r)}. Serial no. {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(10))}."


def f_orders(r, fk):
    return (f"Order: {r.randint(100, 999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} shipped. Tracking number: 1Z{r.randint(100000, 999999)}{r.randint(10000000, 99999999)}. "
            f"Ticket #{r.randint(10000, 99999)}.")


def f_coords(r, fk):
    return f"Meeting point coordinates: {r.uniform(-60, 60):.6f}, {r.uniform(-170, 170):.6f} (parking) — elevation {r.randint(10, 2500)} m."


def f_hashes(r, fk):
    return f"commit {''.join(r.choice('0123456789abcdef') for _ in range(40))}\nsha256: {''.join(r.choice('0123456789abcdef') for _ in range(64))}"


def f_mac(r, fk):
    return f"Interface eth0 HWaddr {':'.join(f'{r.randint(0, 255):02X}' for _ in range(6))}, wlan0 {'-'.join(f'{r.randint(0, 255):02x}' for _ in range(6))}."


def f_taxids(r, fk):
    return f"VAT: DE{r.randint(100000000, 999999999)} / Steuernummer: {r.randint(10, 99)}/{r.randint(100, 999)}/{r.randint(10000, 99999)}. Company reg. HRB {r.randint(1000, 99999)}."


def f_postcodes(r, fk):
    return f"Deliveries to {r.randint(10000, 99999)} {place_name(r, fk)} and SW{r.randint(1, 20)} {r.randint(1, 9)}AB only; PO Box {r.randint(100, 9999)}."


def f_otp(r, fk):
    return f"Your verification code is {r.randint(100000, 999999)}. It expires in {r.randint(2, 10)} minutes. Never share it."


def f_parts(r, fk):
    return f"Replace part no. {r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.choice('ABCD')}{r.randint(10, 99)} and gasket Part: {r.randint(10, 99)} {r.randint(100, 999)} {r.randint(1000, 9999)}."


def f_population(r, fk):
    return f"{place_name(r, fk)} — Population: {r.randint(1, 9)} {r.randint(100, 999)} {r.randint(100, 999)} (census {r.randint(2001, 2021)}); area {r.randint(50, 900)} km²."


def f_scores(r, fk):
    return f"Results: {place_name(r, fk)} {r.randint(0, 5)}–{r.randint(0, 5)} {place_name(r, fk)}; cricket {r.randint(100, 300)}/{r.randint(1, 10)} in {r.randint(30, 50)}.{r.randint(0, 5)} overs."


def f_measure(r, fk):
    rows = "\n".join(f"{r.randint(1, 30):>3} | {r.uniform(0, 40):6.2f} | {r.uniform(900, 1100):8.1f} | {r.randint(10, 99)}%" for _ in range(4))
    return f"day | temp C | hPa | humidity\n{rows}"


def f_sortcode(r, fk):
    return f"Sort code: {r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)} (branch only, account number on request). BIC {r.choice(['DEUTDEFF', 'BNPAFRPP', 'NWBKGB2L'])}."


def f_masked(r, fk):
    return f"Paid with card ending **** **** **** {r.randint(1000, 9999)} (exp {r.randint(1, 12):02d}/{r.randint(26, 30)}). Receipt {r.randint(1000, 9999)}."


def f_labelled_phone_like(r, fk):
    return f"Order: 0{r.randint(20, 89)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} — Customer no.: {r.randint(10, 99)} {r.randint(100, 999)} {r.randint(1000, 9999)}."


FREE_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("f_")}


# ---------------------------------------------------------------- look-alike checks
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
IPV4_RE = re.compile(r"(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w.]|\.\d)")
IPV6_RE = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![\w:])")
DIGITRUN_RE = re.compile(r"(?<![\w])\+?\d(?:\d|[ \-./\u00a0\u202f](?=\d))+(?![\w])")
INTL_RE = re.compile(r"(?:\+|\b00)\d[\d \-().\u00a0\u202f]{5,}\d")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}\b")
DATE_RE = re.compile(r"^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}/\d{1,2}/\d{1,2})$")
LOOKALIKE_LABELS = ("order", "imei", "isbn", "population", "customer no", "part", "tracking",
                    "ticket", "serial", "steuernummer", "vat", "build", "version", "oid", "sha", "commit",
                    "code", "receipt", "reg", "hrb", "census", "invoice", "reference", "coordinates", "elevation")


def unlabelled_lookalike(text: str, spans) -> str | None:
    """Returns a description of the first unlabelled look-alike outside spans, else None."""
    mask = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            mask[i] = True

    def outside(m):
        return not any(mask[m.start():m.end()])

    for m in EMAIL_RE.finditer(text):
        if outside(m):
            return "email " + m.group()
    for m in IPV4_RE.finditer(text):
        if outside(m) and all(int(g) <= 255 for g in m.groups()):
            return "ipv4 " + m.group()
    for m in IPV6_RE.finditer(text):
        if outside(m) and m.group().count(":") >= 2:
            try:
                ipaddress.IPv6Address(m.group())
                return "ipv6 " + m.group()
            except ValueError:
                pass
    for m in DIGITRUN_RE.finditer(text):
        if not outside(m):
            continue
        g = m.group()
        digits = re.sub(r"\D", "", g)
        if 12 <= len(digits) <= 19 and digits[0] in "23456" and luhn_ok(digits):
            return "luhn " + g
        if len(digits) >= 7 and not DATE_RE.match(g):
            before = text[max(0, m.start() - 40):m.start()].lower()
            if not any(lab in before for lab in LOOKALIKE_LABELS):
                return "digits " + g
    for m in INTL_RE.finditer(text):
        if outside(m):
            try:
                if phonenumbers.is_valid_number(phonenumbers.parse(m.group(), None if m.group().startswith("+") else "DE")):
                    return "intl phone " + m.group()
            except phonenumbers.NumberParseException:
                pass
    for m in IBAN_RE.finditer(text):
        if outside(m) and stdnum_iban.is_valid(m.group()):
            return "iban " + m.group()
    return None


# ---------------------------------------------------------------- real snippets
REAL_LOCALE = {"GB": "en_GB", "FR": "fr_FR", "DE": "de_DE", "AT": "de_AT", "CH": "it_CH", "NL": "nl_NL",
               "IT": "it_IT", "PL": "pl_PL", "VE": "es_VE", "US": "en_US", "AU": "en_AU", "PE": "es_PE"}


def real_records():
    out = []
    for source, region, text, labels in REAL_SNIPPETS:
        spans = []
        for entity, s in labels:
            assert s in text, (source, s)
            for m in re.finditer(re.escape(s), text):
                a, b = m.start(), m.end()
                left = text[a - 1] if a else " "
                right = text[b] if b < len(text) else " "
                if left.isalnum() or right.isalnum() or (entity == "PHONE_NUMBER" and (left == "+" or right.isdigit())):
                    continue
                if entity == "EMAIL_ADDRESS" and (left in "._%+-" or right == "@"):
                    continue
                sp = {"entity": entity, "start": a, "end": b}
                if entity == "PHONE_NUMBER":
                    sp["valid"] = phone_valid(s, region)
                spans.append(sp)
        spans.sort(key=lambda x: (x["start"], x["end"]))
        for x, y in zip(spans, spans[1:]):
            assert x["end"] <= y["start"], (source, x, y)
        has_phone = any(x["entity"] == "PHONE_NUMBER" for x in spans)
        locale = REAL_LOCALE[region] if has_phone else ("en_US" if spans else "")
        slug = re.sub(r"[^a-z0-9]+", "-", source.split("@")[0].split("/")[-1].lower()).strip("-")
        out.append({"locale": locale, "spans": spans, "template": f"b26r-{slug}", "text": text})
    return out


# ---------------------------------------------------------------- build
def build(rng: random.Random):
    import faker
    fakers = {}
    for loc in LOCALES:
        fk = faker.Faker(loc)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[loc] = fk
    recs = []
    genres = list(PII_GENRES)
    for i in range(N_PII):
        loc = LOCALES[i % len(LOCALES)]
        genre = genres[rng.randrange(len(genres))]
        for attempt in range(200):
            if attempt and attempt % 50 == 0:  # some locales' addresses hold 7-digit postcodes
                genre = genres[rng.randrange(len(genres))]
            c = Ctx(rng, fakers[loc], loc)
            d = Doc()
            PII_GENRES[genre](c, d)
            text, spans = d.build(c.region)
            bad = unlabelled_lookalike(text, spans)
            phones_ok = all(phone_belongs(text[s["start"]:s["end"]], c.region) for s in spans if s["entity"] == "PHONE_NUMBER")
            if bad is None and phones_ok:
                break
        else:
            raise SystemExit(f"could not draw a clean {genre} text for {loc}: {bad}")
        recs.append({"locale": loc, "spans": spans, "template": f"b26-{genre.replace('_', '-')}", "text": text})
    free = list(FREE_GENRES)
    for i in range(N_FREE):
        loc = LOCALES[rng.randrange(len(LOCALES))]
        genre = free[i % len(free)]
        for _ in range(50):
            text = FREE_GENRES[genre](rng, fakers[loc])
            if unlabelled_lookalike(text, []) is None:
                break
        else:
            raise SystemExit(f"could not draw a clean PII-free {genre} text")
        recs.append({"locale": "", "spans": [], "template": f"b26f-{genre.replace('_', '-')}", "text": text})
    recs.extend(real_records())
    rng.shuffle(recs)
    for i, r in enumerate(recs):
        r["id"] = f"blind26-{i:05d}"
    return recs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    import faker
    if faker.VERSION != FAKER_VERSION:
        raise SystemExit(f"Faker {FAKER_VERSION} is required (found {faker.VERSION}); the set would not be reproducible.")
    if args.out.exists() and not args.force:
        raise SystemExit(f"{args.out} exists; pass --force to overwrite it.")
    recs = build(random.Random(SEED))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(recs)} records to {args.out}")


# ---------------------------------------------------------------- real snippet data
# (source 'owner/repo@commit:path', phone region, window text, [(entity, string), ...]).
# Labelled by reading; every stand-alone occurrence of a labelled string becomes a span.
REAL_SNIPPETS = [
    ('KamilWo/ppksandomierz2025@9c7ad53a8ccf:archiwum2.php', 'PL',
     '                                Rodziny z&nbsp;Milczan Państwo – Paluchowski, Wódz –\n                                2&nbsp;rodziny, Gajek i&nbsp;Pawłowski – 3&nbsp;rodziny.</p>\n                                <p>6. Na stoliku pod chórem jest świeża prasa katolicka.\n                                Zachęcamy, korzystajcie z&nbsp;niej.</p>\n                                <p>7. Koło Przyjaciół Radia Maryja organizuje pielgrzymkę\n                                na Jasną Górę na spotkanie Rodziny Radia Maryja w dniu\n                                14&nbsp;lipca 2013 r. (niedziela). Koszt 50&nbsp;zł.\n                                Zapisy: tel. 502 564 245.</p>\n                                <p>8. XXX piesza pielgrzymka na Jasną Górę wyruszy\n                                z&nbsp;Sandomierza 4&nbsp;sierpnia. Prosimy się zapisywać\n                                w&nbsp;parafii zamieszkania do&nbsp;25&nbsp;lipca.</p>\n                                <p>9. Wszystkim, którzy w&nbsp;tym tygodniu obchodzą swoje\n                                imieniny, urodziny, jakiekolwiek rocznice, gościom,\n                                uczestnikom liturgii składamy najlepsze życzenia: zdrowia,\n                                wszelkiej pomyślności, opieki Matki Najświętszej i&nbsp;Bożego',
     [('PHONE_NUMBER', '502 564 245')]),
    ('KamilWo/ppksandomierz2025@9c7ad53a8ccf:archiwum3.php', 'PL',
     '                                <p>6. Na&nbsp;stoliku pod chórem jest świeża prasa\n                                katolicka. Zachęcamy, korzystajcie z&nbsp;niej.</p>\n                                <p>7. 4&nbsp;października jest spotkanie członków\n                                Kół Żywego Różańca w&nbsp;Sanktuarium Matki Bożej\n                                Saletyńskiej w&nbsp;Ostrowcu. Parafia św.&nbsp;Józefa\n                                organizuje tam wspólny wyjazd autokarem. Zapisy\n                                w&nbsp;parafii Św.&nbsp;Józefa lub telefonicznie\n                                605-152-224. Koszt 20&nbsp;zł.</p>\n                                <p>8. Spotkanie młodzieżowej grupy parafialnej\n                                w&nbsp;piątek po&nbsp;Mszy Świętej wieczorowej.\n                                Zbiórka ministrantów w&nbsp;sobotę o&nbsp;godzinie\n                                9.00. Spotkanie scholi w&nbsp;soboty o&nbsp;godzinie 10.00.</p>\n                                <p>9. <strong>Przypomnę, że&nbsp;w&nbsp;nowym budynku\n                                parafialnym jest możliwość spożywania posiłków\n                                od&nbsp;poniedziałku do&nbsp;piątku w&nbsp;godzinach',
     [('PHONE_NUMBER', '605-152-224')]),
    ('KamilWo/ppksandomierz2025@9c7ad53a8ccf:archiwum6.php', 'PL',
     '\n                                <p>Diecezjalna pielgrzymka do&nbsp;Fatimy z&nbsp;racji\n                                100. rocznicy objawień odbędzie się w&nbsp;dniach 18-25\n                                września. Zgłoszenia – do&nbsp;28&nbsp;lutego br.&nbsp;do\n                                ks.&nbsp;Marka Bednarza, wikariusza par. katedralnej\n                                (tel. 692 026 793; e-mail:\n                                <a href="mailto:marqus1979@wp.pl">marqus1979@wp.pl</a>).</p>\n                                <p>Zapraszamy na&nbsp;Seminarium Odnowy Wiary –\n                                cykl ośmiu spotkań, które dają szansę na&nbsp;odnowienie\n                                i&nbsp;pogłębienie relacji z&nbsp;Panem Bogiem. Prowadzi\n                                je&nbsp;wspólnota ewangelizacyjna z&nbsp;Krakowa.\n                                Spotkania w&nbsp;kościele Świętego Ducha w&nbsp;Sandomierzu\n                                w&nbsp;soboty o&nbsp;19.00. </p>\n                                <p>Więcej szczegółów na naszym parafialnym Facebooku.</p>',
     [('PHONE_NUMBER', '692 026 793'), ('EMAIL_ADDRESS', 'marqus1979@wp.pl')]),
    ('KamilWo/ppksandomierz2025@9c7ad53a8ccf:wizyta_duszpasterska.php', 'PL',
     '                                <strong>Chwałki cz.&nbsp;I:</strong><br>\n                                Plan zostanie podany w&nbsp;Boże Narodzenie.\n                            </td>\n                        </tr>\n                    </tbody>\n                </table>\n            </div>\n        </div>\n        <div class="text-center">\n            <h5 class="card-title">Kontakt</h5>\n            <p class="card-text">W&nbsp;razie jakichwilwiek pytań dotyczących\n            Wizyty duszpasterskiej prosimy o&nbsp;kontakt:</p>\n            <p class="fw-bold mb-0">ks.&nbsp;Krystian</p>\n            <a href="tel:+48662500621" class="btn btn-outline-primary mt-2">+48 662 500 621</a>\n        </div>\n    </div>\n</div>\n<br>',
     [('PHONE_NUMBER', '+48662500621'), ('PHONE_NUMBER', '+48 662 500 621')]),
    ('degurebon/pgh@f75c0217e30c:content/collections/activiteiten/kerkvervoer.md', 'NL',
     '          -\n            type: paragraph\n            attrs:\n              textAlign: left\n            content:\n              -\n                type: text\n                text: \'Met vermelding kerkganger of chauffeur.\'\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        text: \'Met een vriendelijke groet van de contactpersonen,\'\n      -\n        type: hardBreak\n      -\n        type: text\n        text: \'Jan Andries de Vries (\'\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: \'tel:06-46996089\'\n              rel: null\n              target: null\n              title: null\n        text: 06-46996089\n      -\n        type: text\n        text: )\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        text: "\\_"\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        text: "\\_"\nupdated_by: 47e120c0-c653-4bfd-a81f-bc32cec57707\nupdated_at: 1748181990\n---\n',
     [('PHONE_NUMBER', '06-46996089')]),
    ('degurebon/pgh@f75c0217e30c:content/collections/articles/2025-02-22.vacature-dominee.md', 'NL',
     '        text: \'Voel je je geroepen? \'\n      -\n        type: hardBreak\n      -\n        type: text\n        text: "Schrijf ons je brief, stuur ons je mail of laat op een andere manier weten dat je graag bij ons zou\\_ werken."\n  -\n    type: paragraph\n    content:\n      -\n        type: text\n        text: "\\_"\n  -\n    type: paragraph\n    content:\n      -\n        type: text\n        text: \'Met vragen kan je terecht bij de voorzitter van de beroepingscommissie, Petra Bosma.\'\n  -\n    type: paragraph\n    content:\n      -\n        type: text\n        text: \'Je kan haar bellen op dinsdagen, in de weekenden en ’s avonds na 19:00 uur op 06-49798231 of mail naar ln.neevnereehetneemegestnatsetorp@eicsgnipeoreb\'\n  -\n    type: paragraph\n    content:\n      -\n        type: text\n        text: \'(Hieronder de uitgebreide informatie over de PKN gemeente Heerenveen en onze gezamenlijke Missie en Visie)\'\n  -\n    type: paragraph\n    content:\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: \'https://protestantsegemeenteheerenveen.nl/wp-content/uploads/2024/12/Profieschets-van-de-gemeente.pdf\'\n              rel: null\n              target: null\n              title: null\n        text: \'Profieschets van de gemeente\'',
     [('PHONE_NUMBER', '06-49798231')]),
    ('degurebon/pgh@f75c0217e30c:content/collections/jeugd/0-4-jaar.md', 'NL',
     "        text: 'We zijn bij de crèche ook op zoek naar vrijwilligers; zowel tieners als volwassenen. Lijkt het je leuk om zo je steentje bij te dragen? Neem dan contact met mij op.'\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        text: 'Graag tot ziens!'\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        text: 'Iris van der Heijden-Koekoek'\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'T '\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: 'tel:06-49749160'\n              rel: null\n              target: null\n              title: null\n        text: 06-49749160\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'E '\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: 'mailto:imvanderheijden@hotmail.com'\n              rel: null\n              target: null\n              title: null\n        text: moc.liamtoh@nedjiehrednavmi\n  -\n    type: paragraph\n    attrs:\n      textAlign: left\n    content:\n      -\n        type: text\n        marks:\n          -\n            type: bold",
     [('PHONE_NUMBER', '06-49749160'), ('EMAIL_ADDRESS', 'imvanderheijden@hotmail.com')]),
    ('degurebon/pgh@f75c0217e30c:content/collections/jeugd/12.md', 'NL',
     "        type: text\n        text: 'Je wordt uitgenodigd via de groepsapp en je vind de data terug op de Nieuwsbrief in De Kern en op de website van de kerk.'\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'We hopen jou in De Verdieping te zien!'\n      -\n        type: hardBreak\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'Contactpersoon: Fimmy de Vries'\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'T: '\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: 'tel:06-19510546'\n              rel: null\n              target: null\n              title: null\n        text: 06-19510546\n      -\n        type: hardBreak\n      -\n        type: text\n        text: 'E: '\n      -\n        type: text\n        marks:\n          -\n            type: link\n            attrs:\n              href: 'mailto:fimmydevries@yahoo.com'\n              rel: null\n              target: null\n              title: null\n        text: moc.oohay@seirvedymmif\n      -\n        type: hardBreak\n      -\n        type: hardBreak\n      -\n        type: text\n        marks:\n          -\n            type: bold\n        text: 'Dirk, Jannie, Hanneke, Fabienne en Klarie en Fimmy'",
     [('PHONE_NUMBER', '06-19510546'), ('EMAIL_ADDRESS', 'fimmydevries@yahoo.com')]),
    ('draco305/Webseite-EmK-Jena@ae4d8551e6a3:content/contact/index.md', 'DE',
     '+++\ntitle = "Kontakt"\ndescription = "Nehmen Sie gerne Kontakt mit uns auf"\nheroCaption = "Foto von [Volodymyr Hryshchenko](https://unsplash.com/de/@lunarts?utm_content=creditCopyText) auf [Unsplash](https://unsplash.com/de/fotos/%EB%85%B8%EB%9E%80%EC%83%89-%EC%A4%84%EC%9D%B4-%EA%B7%B8%EC%96%B4%EC%A7%84-%EC%A2%85%EC%9D%B4%EB%A1%9C-%EB%91%98%EB%9F%AC%EC%8B%B8%EC%9D%B8-%EB%85%B9%EC%83%89-%ED%91%9C%EB%A9%B4%EC%97%90-%EC%84%B8-%EA%B0%9C%EC%9D%98-%EA%B5%AC%EA%B2%A8%EC%A7%84-%EB%85%B8%EB%9E%80%EC%83%89-%EC%A2%85%EC%9D%B4-V5vqWC9gyEU?utm_content=creditCopyText)"\nshowDate = false\nshowReadingTime = false\nsmartTOC = false\n+++\n\nNehmen Sie gerne Kontakt mit uns auf.\n\n### Adresse\n{{< icon "location-dot-solid" >}} Humboldtstraße 29, 07743 Jena\n\n### Pastor Matthias Zieboll\n{{< icon "phone" >}}&nbsp;[036734-239501](tel:036734-239501)  \n\n\n### Pastorin Christin Eibisch\n{{< icon "phone" >}}&nbsp;[03641-3878063](tel:03641-3878063)  \n{{< icon "paper-plane-regular" >}}&nbsp;E-Mail [jena@emk.de](mailto:jena@emk.de)\n',
     [('PHONE_NUMBER', '036734-239501'), ('PHONE_NUMBER', '03641-3878063'), ('EMAIL_ADDRESS', 'jena@emk.de')]),
    ('draco305/Webseite-EmK-Jena@ae4d8551e6a3:content/impressum.md', 'DE',
     '\n#### Vertreten durch\n{{< icon "user-solid" >}}&nbsp;Pastor Matthias Zieboll  \n{{< icon "user-solid" >}}&nbsp;Pastorin Christin Eibisch  \n\n### Kontakt\n{{< icon "location-dot-solid" >}}&nbsp;Humboldtstraße 29, 07743 Jena  \n{{< icon "phone" >}}&nbsp;Tel.: [03641-820881](tel:03641-820881)  \n{{< icon "paper-plane-regular" >}}&nbsp;E-Mail [jena@emk.de](mailto:jena@emk.de)\n\n### Redaktionell verantwortlich\n{{< icon "user-solid" >}}&nbsp;Pastor Matthias Zieboll  \n{{< icon "location-dot-solid" >}}&nbsp;Ilmtal 1, 07338 Leutenberg',
     [('PHONE_NUMBER', '03641-820881'), ('EMAIL_ADDRESS', 'jena@emk.de')]),
    ('evang9wien/meka1@9bc31645ddb2:src/content/post/angebote/neue-gottesdienstreihe.md', 'AT',
     '\n25.2. – Was gibt mir Gewissheit im Glauben?\\*\n\n10.3. – Wie kann man die Bibel lesen?\\*\n\n17.3. – Warum und wie bete ich?\\*\n\n29.3. – Karfreitag: Wir erinnern an Jesu Tod\n\n1.4. – Ostern: Wir feiern Auferstehung\n\n14.4. – Wozu braucht es die Taufe?\\*\n\n\\*mit Kaffee, Kuchen & Gespräch im Anschluss\n\nNähere Infos bei Pfarrer Stefan (pfarrer@evang9.wien, 0699 188 77 791).\n\nFür Newcomer genauso wie für Fortgeschrittene. Die ideale Möglichkeit, unsere Messiaskapelle und den christlichen Glauben kennenzulernen. Termine finden Sie hier.\n',
     [('PHONE_NUMBER', '0699 188 77 791'), ('EMAIL_ADDRESS', 'pfarrer@evang9.wien')]),
    ('evang9wien/meka1@9bc31645ddb2:src/content/post/angebote/pfarrer2go.md', 'AT',
     '\nEs gibt viele gute Gründe, unser neues Angebot „Pfarrer to go“ in Anspruch zu nehmen. Gerade für Menschen, die neu in unserer Gemeinde sind, ist es eine gute Möglichkeit, unseren Pfarrer und unsere Gemeinde kennenzulernen. Pfarrer Stefan nimmt sich gerne Zeit für einen Spaziergang und ein gutes Gespräch. Wenn gewünscht, fällt dieses Gespräch selbstverständlich auch unter die seelsorgerliche Schweigepflicht. <br/>\n\nDie Terminvereinbarung erfolgt ganz unkompliziert per Mail (pfarrer@evang9.wien), per Telefon (0699 188 77 791) oder persönlich im Anschluss an den Sonntagsgottesdienst. Um den Kaffee kümmert sich unser Pfarrer höchstpersönlich, der dafür gerne seine langjährige Expertise als Mitarbeiter einer amerikanischen Kaffeehauskette einbringt. 😉 Und selbstverständlich gibt es auch heiße Schokolade und verschiedene Sorten Tee.\n',
     [('PHONE_NUMBER', '0699 188 77 791'), ('EMAIL_ADDRESS', 'pfarrer@evang9.wien')]),
    ('evang9wien/meka1@9bc31645ddb2:src/content/post/news/hephzibah.md', 'AT',
     '\nCaroline Koczan und das Team der Messiaskapelle freuen sich auf viele Kinder und eine schöne, gemeinsame Zeit bei uns in der Messiaskapelle.\n\nWeitere Informationen bei Pfr. Stefan Fleischner-Janits: pfarrer@evang9.wien, 0699 188 77 791.\n',
     [('PHONE_NUMBER', '0699 188 77 791'), ('EMAIL_ADDRESS', 'pfarrer@evang9.wien')]),
    ('evang9wien/meka1@9bc31645ddb2:src/content/post/news/jugendref.md', 'AT',
     '\n- Möglichkeiten der Aus- und Weiterbildung sowie der Supervision im\nRahmen der Anstellung.\n\n- Dienstliche Email-Adresse.\n\n- Eine geringfügige Anstellung für ca. 6 Stunden nach der\nMindestgehälterverordnung der Ev. Kirche Österreich, je nach\nVordienstzeit.\n\n**Alles weitere erzählen wir Dir gerne in einem persönlichen Gespräch.**\n\n*Bitte schicke deine Bewerbung an: stefan.fleischner-janits@evang.at*\n\n*Interesse? Fragen? Melde dich einfach: Pfarrer Stefan\nFleischner-Janits, 0699 188 77 791\\\noder stefan.fleischner-janits@evang.at*',
     [('PHONE_NUMBER', '0699 188 77 791'), ('EMAIL_ADDRESS', 'stefan.fleischner-janits@evang.at')]),
    ('evang9wien/meka1@9bc31645ddb2:src/content/post/news/urlaub.md', 'AT',
     '---\ntitle: Urlaub\nexcerpt: Pfarrer Stefan Fleischner-Janits geht in diesem Sommer von Montag, 15. Juli bis Sonntag, 18. August auf Urlaub. Er wird in dieser Zeit von Kolleginnen und Kollegen aus der Region Wien-Mitte vertreten. <a class="text-muted underline  font-medium" href="/news/urlaub">Mehr anzeigen</a>.\ncategory: news\ntags:\n  - old\nimage: https://images.unsplash.com/photo-1475503572774-15a45e5d60b9?q=80&w=3570&auto=format&fit=crop&ixlib=rb-4.0.3&ixid=M3wxMjA3fDB8MHxwaG90by1wYWdlfHx8fGVufDB8fHx8fA%3D%3D\npublishDate: 2024-07-5T21:32:43.810Z\nauthor: Andreas\n---\n\nPfarrer Stefan Fleischner-Janits geht in diesem Sommer von Montag, 15. Juli bis Sonntag, 18. August auf Urlaub. Er wird in dieser Zeit von Kolleginnen und Kollegen aus der Region Wien-Mitte vertreten. In dringenden Fällen wenden Sie sich bitte an unser Pfarramt pfarramt@stadtkirche.at oder 01/512 83 92. Für seelsorgerliche Gespräche steht rund um die Uhr anonym und kostenlos die Telefonseelsorge unter der Nummer 142 zur Verfügung.\n',
     [('PHONE_NUMBER', '01/512 83 92'), ('EMAIL_ADDRESS', 'pfarramt@stadtkirche.at')]),
    ('gnodet/bonpasteur@837fa55458ae:content/bienvenue.md', 'FR',
     '\n  * **Messes dominicales** : Tous les dimanches dans nos différentes églises\n  * **Soirées de prière** : Chaque vendredi soir avec les chants de Taizé\n  * **Café-rencontre** : Premier samedi du mois après la messe\n  * **Conférences** : Régulièrement sur des thèmes spirituels et sociétaux\n\n## Premier contact\n\n**Téléphone :** [02 31 29 35 00](tel:+33231293500)\n\n**Email :** [accueil@paroisse-bonpasteur-caen.fr](mailto:accueil@paroisse-bonpasteur-caen.fr)  \n[Nous contacter  \n](/infos/contact)  \n\n[Tous les horaires](/infos/messes-horaires)',
     [('PHONE_NUMBER', '02 31 29 35 00'), ('PHONE_NUMBER', '+33231293500'), ('EMAIL_ADDRESS', 'accueil@paroisse-bonpasteur-caen.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/demandes/bapteme.md', 'FR',
     "\nLe baptême, plonger au cœur de la vie : [des vidéos pour aller plus loin](https://www.theodom.org/serie/bapteme/)\n\n---\n\n## Contact\n\nPour toute demande de baptême ou information complémentaire, n'hésitez pas à nous contacter :\n\n📞 **Téléphone** : [02 31 86 13 11](tel:+33231861311)\n📧 **Email** : [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n🏛️ **Adresse** : Presbytère Saint-Jean, 11 rue des Équipes d'Urgence, 14000 Caen\n\n[**Nous contacter**](/infos/contact)",
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/demandes/catechese.md', 'FR',
     '\nTous les 1ers mercredis du mois, un temps de formation, d’adoration et de prière adapté aux enfants est proposé.\n\nLes parents sont invités à accompagner leurs enfants.\n\nLieu : 33 place Reine Mathilde – Salle St Gilles\n\nContact : Anne-Claire FABRE : [06 15 44 57 91](tel:+33615445791) \n\n## Éveil à la Foi (3 à 6 ans inclus)\n\n[](https://github.com/gnodet/bonpasteur#%C3%A9veil-%C3%A0-la-foi-3-%C3%A0-6-ans-inclus)\n\nL’éveil à la foi (Grande Section et CP): Un samedi par mois de 10h30 à 11h30. Nous vous invitons à vous inscrire en [ligne ici.](https://framaforms.org/formulaire-individuel-dinscription-au-catechisme-20252026-1750270705)',
     [('PHONE_NUMBER', '06 15 44 57 91'), ('PHONE_NUMBER', '+33615445791')]),
    ('gnodet/bonpasteur@837fa55458ae:content/demandes/grandir-dans-la-foi.md', 'FR',
     '\nAu **Café Mancel** dans l’enceinte du Château de Caen, une série d’environ six entretiens annuels autour d’un verre ou d’un café avec des invités prestigieux suivis de débats animés sur des sujets qui engagent les chrétiens dans le monde.\n\nEntrée libre (majoration des consommations de 1€ reversée à l’association Théophile).\n\nPossibilité de dîner. Réservation recommandée au [02 31 86 63 64](tel:+33231866364). \n\n**Rencontres bibliques**\n\nSi vous souhaitez participer, contacter le presbytère au [02 31 86 37 21](tel:+33231863721). Vous pouvez constituer un groupe (famille, voisins, amis…) ou rejoindre une des équipes de la paroisse:',
     [('PHONE_NUMBER', '02 31 86 63 64'), ('PHONE_NUMBER', '+33231866364'), ('PHONE_NUMBER', '02 31 86 37 21'), ('PHONE_NUMBER', '+33231863721')]),
    ('gnodet/bonpasteur@837fa55458ae:content/demandes/obseques.md', 'FR',
     '---\ntitle: Obsèques\ndescription: Lors de la disparition d’une personne proche, l’Église est là pour vous\n  aider, vous entourer de sa prière et témoigner...\nlayout: paroisse/page\nupdated: \'2025-09-16\'\nurl: /obseques/\nhero_image: images/eglises/deuil-2.jpg\nhero_subtitle: "Lors de la disparition d’une personne proche, l’Église est là pour vous aider, vous entourer de sa prière et témoigner de son Espérance."\n---\n\n## Vous vous posez des questions par rapport à vos obsèques ou celles d’un proche\n\nAppelez le [06 86 77 34 08](tel:+33686773408). Nous tenterons d’apporter toutes les réponses à vos questions.\n\n## Vous venez de perdre un être cher\n\nVous venez de perdre un être cher et vous souhaitez être aidé pour préparer des obsèques religieuses. En lien avec les prêtres, une équipe est à votre service pour vous accompagner et vous aider à vivre au mieux ce temps de deuil.',
     [('PHONE_NUMBER', '06 86 77 34 08'), ('PHONE_NUMBER', '+33686773408')]),
    ('gnodet/bonpasteur@837fa55458ae:content/demandes/rejoindre-un-groupe.md', 'FR',
     '\n[](https://github.com/gnodet/bonpasteur#rejoindre-un-groupe-de-pri%C3%A8re-avec-la-parole)\n\nUn temps simple et fraternel pour : – prier en petits groupes à partir de l’Évangile du dimanche – partager ce qui nous touche, nous interroge – retenir une parole, un message pour nous, pour le monde\n\nChaque 2e et 4e samedi du mois De 10 h 30 à 11 h 15 Dans la chapelle de l’Église Saint Joseph [stjoseph@bayeuxlisieux.catholique.fr](mailto:stjoseph@bayeuxlisieux.catholique.fr) [02 31 75 11 45](tel:+33231751145)\n\n## Rejoindre un Chapelet des enfants\n\n[](https://github.com/gnodet/bonpasteur#rejoindre-un-chapelet-des-enfants)',
     [('PHONE_NUMBER', '02 31 75 11 45'), ('PHONE_NUMBER', '+33231751145'), ('EMAIL_ADDRESS', 'stjoseph@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/donner.md', 'FR',
     "\nVos dons à la paroisse ouvrent droit à une réduction d'impôt :\n- **66% du montant** pour les particuliers (dans la limite de 20% du revenu imposable)\n- **60% du montant** pour les entreprises (dans la limite de 5‰ du chiffre d'affaires)\n\n## Contact\n\nPour toute question concernant les dons :\n\n**Paroisse Bon Pasteur de Caen**  \nPresbytère Saint-Jean  \n11 rue des Équipes d'Urgence  \n14000 Caen  \n\n**Téléphone** : [02 31 86 13 11](tel:+33231861311)\n**Email** : [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n---\n\n*Merci pour votre générosité et votre soutien à notre mission !*\n",
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/eglises/carmel-de-caen.md', 'FR',
     '\nConsulter directement le Carmel pour les horaires de prière et de messe.\n\n### Contact\n\n**Contact direct du Carmel :**\n\n  * **Téléphone :** [02 31 93 66 63](tel:+33231936663)\n  * **Email :** [carmel.caen@wanadoo.fr](mailto:carmel.caen@wanadoo.fr)\n  * **Site web :** [carmelitesfrancenord.fr](https://www.carmelitesfrancenord.fr/carmel-de-caen/)\n\n**Contact paroissial :**\n\n  * **Téléphone :** [02 31 86 13 11](tel:+33231861311)\n  * **Email :** [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n## Activités et services',
     [('PHONE_NUMBER', '02 31 93 66 63'), ('PHONE_NUMBER', '+33231936663'), ('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'carmel.caen@wanadoo.fr'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/eglises/chapelle-benedictines.md', 'FR',
     '\n_Adresse à compléter_\n\n### Horaires des messes\n\n_Horaires à compléter_\n\n### Contact\n\nPour plus d’informations sur les activités de cette chapelle, contactez :\n\n  * **Téléphone :** [02 31 86 13 11](tel:+33231861311)\n  * **Email :** [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n## Activités et services\n\n### Célébrations\n\n  * Messes dominicales\n  * Messes en semaine\n  * Célébrations des fêtes liturgiques\n  * Offices monastiques\n\n### Vie spirituelle\n\n  * Prière monastique\n  * Retraites spirituelles\n  * Accompagnement spirituel',
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/eglises/chapelle-chr.md', 'FR',
     '\n_Adresse à compléter_\n\n### Horaires des messes\n\n_Horaires à compléter_\n\n### Contact\n\nPour plus d’informations sur les activités de cette chapelle, contactez :\n\n  * **Téléphone :** [02 31 86 13 11](tel:+33231861311)\n  * **Email :** [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n## Activités et services\n\n### Célébrations\n\n  * Messes dominicales\n  * Messes en semaine\n  * Célébrations des fêtes liturgiques\n\n### Accompagnement hospitalier\n\n  * Visite aux malades\n  * Accompagnement des familles\n  * Soutien spirituel au personnel soignant',
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/eglises/chapelle-misericorde.md', 'FR',
     '\n_Adresse à compléter_\n\n### Horaires des messes\n\n_Horaires à compléter_\n\n### Contact\n\nPour plus d’informations sur les activités de cette chapelle, contactez :\n\n  * **Téléphone :** [02 31 86 13 11](tel:+33231861311)\n  * **Email :** [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n## Activités et services\n\n### Célébrations\n\n  * Messes dominicales\n  * Messes en semaine\n  * Célébrations des fêtes liturgiques\n\n### Sacrements\n\n  * Baptêmes\n  * Mariages\n  * Funérailles\n  * Confessions',
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('gnodet/bonpasteur@837fa55458ae:content/eglises/chapelle-oasis.md', 'FR',
     '\n_Adresse à compléter_\n\n### Horaires des messes\n\n_Horaires à compléter_\n\n### Contact\n\nPour plus d’informations sur les activités de cette chapelle, contactez :\n\n  * **Téléphone :** [02 31 86 13 11](tel:+33231861311)\n  * **Email :** [paroisse.bonpasteur@bayeuxlisieux.catholique.fr](mailto:paroisse.bonpasteur@bayeuxlisieux.catholique.fr)\n\n## Activités et services\n\n### Célébrations\n\n  * Messes dominicales\n  * Messes en semaine\n  * Célébrations des fêtes liturgiques\n\n### Sacrements\n\n  * Baptêmes\n  * Mariages\n  * Funérailles\n  * Confessions',
     [('PHONE_NUMBER', '02 31 86 13 11'), ('PHONE_NUMBER', '+33231861311'), ('EMAIL_ADDRESS', 'paroisse.bonpasteur@bayeuxlisieux.catholique.fr')]),
    ('irene02IT/parrocchia-san-francesco-lc@7b5533ff1c41:centro_ascolto_caritas.php', 'IT',
     '\n        <div class="row content">\n          <div class="col-lg-6">\n            <h2>Sei in difficoltà?</h2>\n            <h3>Lo sportello parrocchiale è pronto ad aiutarti</h3>\n          </div>\n          <div class="col-lg-6 pt-4 pt-lg-0">\n            <p>\n            Puoi essere contattato via mail\n            all\'indirizzo</p>\n            <p><i class="icofont-envelope"></i><b> centroascolto@parrocchiasanfrancescolecco.it</b>\n            </p>\n            <p>\n            o telefonando al numero\n            </p><p><i class="icofont-phone"></i><b> 0341 365401</b>\n            </p>\n            <p>\n            Lo sportello è aperto al <b>Sabato dalle 10.00 alle 11.30</b>,\n            ma in questo periodo in cui gli incontri\n            devono essere limitati è possibile contattarci\n            tramite telefono o mail.\n            </p>\n          </div>',
     [('PHONE_NUMBER', '0341 365401'), ('EMAIL_ADDRESS', 'centroascolto@parrocchiasanfrancescolecco.it')]),
    ('irene02IT/parrocchia-san-francesco-lc@7b5533ff1c41:contatti.php', 'IT',
     '\n          <div class="col-lg-4">\n            <div class="info">\n              <div class="address">\n                <i class="icofont-google-map"></i>\n                <h4>Indirizzo:</h4>\n                <p>Piazza Cappuccini 6 <br>Lecco(LC), CAP 23900 <br>Italia<br></p>\n              </div>\n\n              <div class="email">\n                <i class="icofont-envelope"></i>\n                <h4>Email:</h4>\n                <p>frati@parrocchiasanfrancescolecco.it</p>\n              </div>\n\n              <div class="phone">\n                <i class="icofont-phone"></i>\n                <h4>Telefono:</h4>\n                <p>0341 365401</p>\n              </div>\n\n            </div>\n\n          </div>',
     [('PHONE_NUMBER', '0341 365401'), ('EMAIL_ADDRESS', 'frati@parrocchiasanfrancescolecco.it')]),
    ('isaduboucher64/paroisse_navarrenx@3860ce2ee64b:content/paroisse/index.md', 'FR',
     '+++\ndate = \'2025-02-15T14:44:58+01:00\'\ndraft = false\ntitle = \'Paroisse\'\n+++\nNotre paroisse couvre deux églises : \n\n## Eglise Saint François-Xavier<br /> (Navarrenx)\n### Infos pratiques\n\n- <i class="fa-solid fa-crosshairs"></i>: située au 32 place Darrade, 64190 Navarrenx\n- horaires:\n  - secrétariat: du mardi au samedi de 09h à 12h\n  - église: tous les jours de 7H à 9H\n    - <i class="fa fa-phone"></i>: 05 59 66 50 59\n    - <i class="fa-solid fa-envelope"></i>: paroissenavarrenx64@gmail.com\n\n## Eglise Saint-André<br />(Sauveterre de béarn)\n### Infos pratiques\n\n- <i class="fa-solid fa-location-crosshairs"></i>: 2 rue de l\'abbé Duplech, 64390 Sauveterre de Béarn\n- horaires:\n  - lundi: 09h00 - 19h00\n  - mardi: 07h00 - 19h00\n  - mercredi: 09h00 - 19h00\n  - jeudi: 07h30 - 19h00\n  - vendredi: 07h30 - 19h00\n  - samedi: 08h30 - 19h00\n  - dimanche: 08h30 - 19h00\n- <i class="fa fa-phone"></i>: 05 59 38 52 72\n- <i class="fa-solid fa-envelope"></i>: paroissesauveterre@gmail.com',
     [('PHONE_NUMBER', '05 59 66 50 59'), ('PHONE_NUMBER', '05 59 38 52 72'), ('EMAIL_ADDRESS', 'paroissenavarrenx64@gmail.com'), ('EMAIL_ADDRESS', 'paroissesauveterre@gmail.com')]),
    ('isaduboucher64/paroisse_navarrenx@3860ce2ee64b:content/paroisse/index.md', 'FR',
     '\n# Les prêtres\n\n- Père Paul-marie Boutin, Abbé,\n  curé de la paroisse\\\n  <i class="fa fa-phone"></i> 06 40 46 51 01\\\n  <i class="fa-solid fa-envelope"></i> paulmarie.boutin@gmail.com\n\n- Abbé Sanche de Franssu, vicaire\\\n  <i class="fa fa-phone"></i> 06 67 31 39 87\\\n  <i class="fa-solid fa-envelope"></i>absanchedefranssu@gmail.com\n\n- Abbé Paul Dinh Van Hoan\\\n  <i class="fa fa-phone"></i> 06 43 16 23 65\\\n  <i class="fa-solid fa-envelope"></i>pauldinhvanhoan@yahoo.com\n\n# Les religieuses\nServantes du Seigneur et de la Vierge de Matara',
     [('PHONE_NUMBER', '06 40 46 51 01'), ('PHONE_NUMBER', '06 67 31 39 87'), ('PHONE_NUMBER', '06 43 16 23 65'), ('EMAIL_ADDRESS', 'paulmarie.boutin@gmail.com'), ('EMAIL_ADDRESS', 'absanchedefranssu@gmail.com'), ('EMAIL_ADDRESS', 'pauldinhvanhoan@yahoo.com')]),
    ('isaduboucher64/paroisse_navarrenx@3860ce2ee64b:content/paroisse/index.md', 'FR',
     '\n- Soeur Soli\\\n  <i class="fa fa-phone"></i> 06 67 65 07 19\n\n- Soeur Marie de Lourdes\\\n  <i class="fa fa-phone"></i> 07 43 01 16 57\n\n- Soeur Maria delle Beatitudini\\\n  <i class="fa fa-phone"></i> 06 67 61 32 66\n\n# Horaires des messes\n- Navarrenx\n  - tous les jours à 18h, sauf le dimanche à 10h30\n- Sauveterre\n  - dimanche 09h (Messe Saint Pie V) et 10h30\n  - voir la feuille d\'annonces hebdomadaire, s\'il vous plaît\n\n# Sacrement du pardon\n- Navarrenx: 30mn avant chaque messe, et juste aprés\n- Sauveterre: samedi de 10h à 11h',
     [('PHONE_NUMBER', '06 67 65 07 19'), ('PHONE_NUMBER', '07 43 01 16 57'), ('PHONE_NUMBER', '06 67 61 32 66')]),
    ('l3nz/salorino@5f08e8b2ff7b:sito/_includes/indirizzo.md', 'CH',
     '\n__Contatti__\n\n**Parrocchia di San Zenone**<br>\nvia Lunga 2 <br>\n6872 Salorino <br><br>\ntel. 091 646.19.59<br><br>\nDon Angelo Epistolio, amministratore parrocchiale -  e-mail *angiepis1@gmail.com*<br><br>\nDr. Alessandro Perucchi, presidente Consiglio parrocchiale<br><br>\nConto corrente postale “Parrocchia di Salorino”\t nr. 69-5564-7 \n{: .notice}\n\n',
     [('PHONE_NUMBER', '091 646.19.59'), ('EMAIL_ADDRESS', 'angiepis1@gmail.com')]),
    ('l3nz/salorino@5f08e8b2ff7b:sito/_posts/2018-10-12-prove-corale.md', 'CH',
     '---\nlayout: single\ntitle:  "Prove della corale parrocchiale"\ndate:   2018-10-12 06:56:47 +0200\ncategories: bollettino 1811\ntags: \tComunità Corale\n---\n\n\nSono riprese nel corso del mese di ottobre le prove settimanali della corale parrocchiale che si tengono il **lunedì sera dalle 20.15 alle 21.45** nella saletta parrocchiale. \n\nVoci nuove sono sempre benvenute e quindi un invito a partecipare è rivolto a tutti coloro che trovano piacere nel canto; non è necessario avere particolari conoscenze musicali. \n\nGli interessati possono presentarsi direttamente alle prove o prendere contatto con Ettore Brenni – 091/646.79.86\n',
     [('PHONE_NUMBER', '091/646.79.86')]),
    ('lovell/stokeferry.com@867787f897f6:src/2001/06/save-1st-feltwell-guides/index.md', 'GB',
     "\nI love going to Guides! There are 27 other girls and it would be really sad if they didn't get to see each other. Girls come from all over the district.\n\nPlease, please, please get in touch, even if you think you could only come and help occasionally. We really need you!\n\nThis is the only Guide unit in our district. We learn loads and have great fun and I want it to continue. But it can't without you!\n\nIf you are interested please contact Yvonne Crouch 01842 827501.\n\nIf no one is then Guides will discontinue. Please help!\n\nElinor Tuffnell (11)\n",
     [('PHONE_NUMBER', '01842 827501')]),
    ('lovell/stokeferry.com@867787f897f6:src/2003/02/future-of-stoke-ferry/index.md', 'GB',
     "\nOn Wednesday, 26th February at 7.00 pm, there will be a meeting at the Community Centre, which will include discussion to establish what YOU feel should be the future of STOKE FERRY. The information and opinions gathered will be fed back formally to the Borough Council and will DIRECTLY influence the future planning decisions for our community. If we don't take this chance to voice our views, the council will assume we do not care and will carry on as before.\n\nThis is your chance to have a say in your future and that of the local community and to tell local authorities about your priorities. Opportunities like these do not come along very often, so please make an effort to attend.\n\nFree refreshments will be available during the evening, but unfortunately childcare facilities cannot be provided.\n\nIf you need more information, please call me on 01366 500872.\n\nChris Hollier\n",
     [('PHONE_NUMBER', '01366 500872')]),
    ('lovell/stokeferry.com@867787f897f6:src/2003/10/church-newsletter/index.md', 'GB',
     '---\ntitle: "Church Newsletter"\ndate: "2003-10-01"\ncategories: \n  - "stoke-ferry"\n  - "village-pump"\n  - "west-dereham"\n  - "whittington"\n  - "wretton"\n---\n\nIs there really a link between Freedom and Democracy? Keith explores this and provides information on church services and activiities in October\n\nThe Parishes of St. Andrew, Northwold; All Saints, Wretton with Stoke Ferry;\n\nand Christ Church, Whittington.\n\nFor more details contact me, Keith MacLeod at West Barn, Whindrove Farm, West Dereham (07766 766 137) (email: keith.macleod@virgin.net)\n\nDiary for Oct 2003\n\nSunday 28th September (15th after Trinity)\n\n9.30am Holy Communion at All Saints\n\n11.00 am Harvest Festival at St Andrews',
     [('PHONE_NUMBER', '07766 766 137'), ('EMAIL_ADDRESS', 'keith.macleod@virgin.net')]),
    ('lovell/stokeferry.com@867787f897f6:src/2004/02/the-parish-magazine-for-february/index.md', 'GB',
     '---\ntitle: "The parish magazine for february"\ndate: "2004-02-01"\ncategories: \n  - "stoke-ferry"\n  - "village-pump"\n  - "west-dereham"\n  - "whittington"\n  - "wretton"\n---\n\nThe magazine for Stoke Ferry, Whittington and Wretton\n\nThe Parishes of St. Andrew, Northwold; All Saints, Wretton with Stoke Ferry;\n\nand Christ Church, Whittington.\n\nFor more details contact me, Keith MacLeod at West Barn, Whindrove Farm, West Dereham (07766 766 137) (email: keith.macleod@virgin.net)\n\nDiary for February 2004\n\n25th January (3rd Sunday of Epiphany)\n\n9.30am Benefice Holy Communion\n\nat All Saints',
     [('PHONE_NUMBER', '07766 766 137'), ('EMAIL_ADDRESS', 'keith.macleod@virgin.net')]),
    ('lovell/stokeferry.com@867787f897f6:src/2004/10/church-of-england-newsletter/index.md', 'GB',
     '---\ntitle: "Church of England Newsletter"\ndate: "2004-10-01"\ncategories: \n  - "stoke-ferry"\n  - "village-pump"\n  - "west-dereham"\n  - "whittington"\n  - "wretton"\n---\n\nKeith examines the tragedy of Beslan\n\nThe Parishes of St. Andrew, Northwold; All Saints, Wretton with Stoke Ferry;\n\nand Christ Church, Whittington.\n\nFor more details contact me, Keith MacLeod at West Barn, Ryston Road, West Dereham\n\n(01366 500960) (07766 766 137) (email: keith.macleod@virgin.net)\n\nDiary for October 2004\n\n26th September (16th after Trinity\n\n9.30am Benefice Holy Communion\n\nAt St Andrews\n\n3rd October (17th after Trinity)',
     [('PHONE_NUMBER', '01366 500960'), ('PHONE_NUMBER', '07766 766 137'), ('EMAIL_ADDRESS', 'keith.macleod@virgin.net')]),
    ('lovell/stokeferry.com@867787f897f6:src/2005/02/age-concern-norfolk/index.md', 'GB',
     '\nIt was recognised that this was not a representative group but more a "cross section" group. The meeting discussed Terms of Reference of the group, whether the Norfolk COMPACT is proving useful and working well, general communication and information flow and how best to discuss future contract levels and "fee negotiations".\n\nThe minutes of the meeting were not available at time of going to press, but can be obtained by contacting Paula Skelton on 01603 785235.\n\nThe next meeting will take place on Thursday 24 February 2005 and any issues related to social care contracts with Social Services can be raised. Please let Paula have any items you would like raised.',
     [('PHONE_NUMBER', '01603 785235')]),
    ('lovell/stokeferry.com@867787f897f6:src/2005/05/st-andrews-west-dereham-newsletter-2/index.md', 'GB',
     "\n5pm: Downham Festival Service on Town Square, led by the Methodist Church\n\nPRESENT CHURCHWARDENS for St. Andrew's West Dereham:\n\nMrs Christine Vincent, Aspen, Ryston Road, W. Dereham 01366 500283\n\nMrs Maureen Aylmer Stoke Ferry\n\nINTERCESSIONS: Please let one of our churchwardens know (see telephone nos. above) if you, or anyone you know, needs prayer, for sickness, or any other personal or family problem (in absolute confidence: No details are made public unless you wish it). We will gladly add any names to our weekly intercession list.) We believe that God hears and answers prayers, according to His plan and purpose for your life.",
     [('PHONE_NUMBER', '01366 500283')]),
    ('lovell/stokeferry.com@867787f897f6:src/2005/08/boughton-news-4/index.md', 'GB',
     "\nBT proposes to re-align payphone provision to meet consumer demand, in other words remove payphones where there is little or no demand. They say 99% of homes now have a phone in the house: 85% also have a mobile as well. Two thirds of the 66,000 public payphones do not cover their costs and Boughton's is one of them. However, BT is mindful of its responsibility to provide access to the telephone network, particularly for emergency calls. The solution they propose is to remove the ability to make cash payment calls, but retain the callbox so calls can still be made to the emergency services, also operator controlled, reverse charge, credit card and Chargecard calls.\n\nWe have until August 9th to respond. If anyone has any comments/objections, please let me have them. Alternatively speak to BT Payphones Customer Services on 0800 661610: our callbox number is (01366) 500379.\n\nPaul Coulten",
     [('PHONE_NUMBER', '0800 661610'), ('PHONE_NUMBER', '(01366) 500379')]),
    ('lovell/stokeferry.com@867787f897f6:src/2006/02/whittington-parochial-church-council-3/index.md', 'GB',
     '\nOur regular fundraiser the Bonus Ball Competition brought us in £1274 in 2005. We split the proceeds 50/50, so when all 49 numbers are sold that means the prize money each week is £24.50. Last year as there were 53 Saturdays we made 31st. December a free draw to everyone as a thank you for supporting us throughout the year.\n\nSome numbers became available at the end of last year, so if anyone would like to have a little flutter and help support Whittington church for £1.00 per week please ring Jenny on 01366 500143 for the details.\n\nJenny Elsey\n',
     [('PHONE_NUMBER', '01366 500143')]),
    ('lovell/stokeferry.com@867787f897f6:src/2007/03/young-at-heart-group/index.md', 'GB',
     '\n8 people turned up for our inaugural meeting which was held on Wednesday 7th February. It was a brilliant first meeting and decisions were made as to what we wanted out of the group, both now and in the future. Members agreed that they wanted demonstrations by selected people, games days, outings and, most importantly, fun.\n\nOur next meeting will be held on 21st February and we decided to go out for the day to The Taverham Craft and Garden Centre. We will leave Andromeda Lodge at approximately 9.30am.\n\nThe meetings for March will be held on the 7th and 21st at Andromeda lodge, 5 Buckenham Drive from 2pm to 4pm. If anyone would like to come along but has difficulty in getting there, please ring 01366 501270 and transport will be arranged.\n\nChairman\n\nJoyce Hull\n',
     [('PHONE_NUMBER', '01366 501270')]),
    ('lovell/stokeferry.com@867787f897f6:src/2007/09/boughton-news-11/index.md', 'GB',
     "\nRomanian Shoebox Appeal 2007. The Shoebox Appeal has been running since 1992. It's a simple idea: anyone can pack up a shoebox to send as a personal Christmas gift to a desperately poor Romanian family. Over the years, more than 300,000 have been sent. It is virtually impossible for us in the West to envisage a Christmas with no presents. But for them, it is just another bitingly cold winter's day, with extreme conditions and the need to find the basic essentials of life, to keep the family going until tomorrow. So, if you are tired of all the commercialism and hype here is the perfect antidote!\n\nShoebox appeals have been run from All Saints' Boughton for 2-3 years now, and we would like you to support us again this year. Leaflets can be obtained from Pam Wakeling 01366 500429 (email robet1@tiscali.co.uk) and the shoeboxes need to be ready by early November. A more precise date will be given as soon as it is known, but we are hoping to have at least sixty boxes and qualify as an area collecting point.\n\nResearching the History of Boughton",
     [('PHONE_NUMBER', '01366 500429'), ('EMAIL_ADDRESS', 'robet1@tiscali.co.uk')]),
    ('lovell/stokeferry.com@867787f897f6:src/2008/02/news-from-boughton-14/index.md', 'GB',
     '\nAn entry fee of £5.00 is payable on provision of seed. Any money left after purchase of seed and a Trophy will be given to Parish Funds.\n\nSeeds will be issued by F.Reid or G.Proctor Feb - March\n\nTo Enter and arrange seed allocation contact the above.\n\nThe heaviest Pumpkin will be the winner.\n\nWeigh-in currently scheduled for Sat. 13th September on village green. 5.00-6.00 pm. There is a social event planned for the evening by Boughton Village Caravan.\n\nDetails will be posted on the notice board in the near future. If you require any further information call F.Reid on 01366 500743.\n\nCo-ordinated by Pam Wakeling\n',
     [('PHONE_NUMBER', '01366 500743')]),
    ('lovell/stokeferry.com@867787f897f6:src/2008/05/another-letter-to-the-editor-8/index.md', 'GB',
     "\nDear Ray\n\nI'm sure many readers of The Pump will be interested in attending an evening of music presented by the choir of Gonville and Caius College, Cambridge. By kind permission of Kit Hesketh-Harvey, this will take place in Stoke Ferry church on Saturday 28th June, starting at 7 pm.\n\nTickets (£10 each including a glass of wine) are available from John O'Dwyer, telephone 01366 328431.\n\nAll proceeds from the evening will go towards raising money to pay for urgently needed repairs to Oxborough Church.\n\nKind regards,",
     [('PHONE_NUMBER', '01366 328431')]),
    ('lovell/stokeferry.com@867787f897f6:src/2008/07/what-does-the-doctor-think-this-month-7/index.md', 'GB',
     "\nThe good new is that Accenture, one of the first computer companies to be involved, pulled out in 2006, many other companies have steered well clear of the doomed project and Fujitsu's £896 million contract has just been terminated after months of negotiations had broken down. Fears over security of patient information were paramount in this decision. The Government now acknowledges that the scheme is at least six years behind schedule. This gives us all plenty of time to refuse to have our medical records uploaded. Also, such refusal will help to blow the superclinic idea out of the water. If you wish to know more about opting out, ring 01494 882458 or visit www.thebigoptout.org. You will need to be persistent in the face of opposition but it can be done.",
     [('PHONE_NUMBER', '01494 882458')]),
    ('lovell/stokeferry.com@867787f897f6:src/2008/11/can-you-help/index.md', 'GB',
     "\nThe family emigrated to Canada in 1957, settling in Hamilton, Ontario. Luggie later worked as a draughtsman at the large International harvester farm machinery company until it relocated in the 1980's and he had to take early retirement. Anneliese passed away in the 1980's. Today, Luggie is an 84 year-old grandfather of five, with his family living close by. He, and Rita, would love to know if anyone remembers him and the Newman's, so if anyone has any information please contact Karen (6 Stowfields, Downham market PE38 9UX 01366 384727) or me so we can relay the information to Luggie and Rita.",
     [('PHONE_NUMBER', '01366 384727')]),
    ('lovell/stokeferry.com@867787f897f6:src/2009/04/open-studio-stoke-ferry/index.md', 'GB',
     '\nTERESA WALLER : "I have always enjoyed art, passing Art GCE at school. As a senior university lecturer I produced working models, posters and diagrammes as teaching aids, but there was never time for leisure painting. Since retiring I have taken up the challenge of watercolours, attending Northwold Art Group and other classes and courses; I enjoy sharing ideas. The medium\'s complexities and qualities intrigue and amaze me; the way colours blend themselves, the beautiful textures appearing magically on the page. On the basis that \'fools rush in\' I will attempt almost any subject and technique. Recently I have explored pastel painting. The triumph of a pleasing piece is immense. I am delighted that many others like my work enough to buy my pictures for their homes."\n\nWe hope you will come to meet us and to enjoy our efforts. The venue offers adjacent car parking and easy access for the less able. The exhibition has been made possible by kind permission of Kit Hesketh-Harvey, allowing us to use the beautiful former parish Church for this event.\n\nFor further details please phone Teresa WaIler on 01366 501369.\n\nTeresa Waller\n',
     [('PHONE_NUMBER', '01366 501369')]),
    ('lovell/stokeferry.com@867787f897f6:src/2009/10/passionate-about-plants-19/index.md', 'GB',
     "\nI would like to ask your help in furthering my research. Please could you send me any gardening sayings and folklore that you have had handed down to you. Please can you send them to Paul Markwell, Quaymount Nurseries, The Row, Wereham, King's Lynn, Norfolk, PE33 9AY. Or email me at info@quaymountplants.co.uk\n\nYou can always drop your stories and sayings in at the nursery where we will be pleased to see you.\n\nHappy Gardening.\n\nQuaymount Nurseries,\n\nThe Row,\n\nWereham.\n\n01366 500691.\n\nPaul Markwell,\n",
     [('PHONE_NUMBER', '01366 500691'), ('EMAIL_ADDRESS', 'info@quaymountplants.co.uk')]),
    ('lovell/stokeferry.com@867787f897f6:src/2010/02/our-food-our-future/index.md', 'GB',
     "\nThe day consisted of speakers, stalls. films, a talk by Bob Flowerdew, garden share and most important food and the eating thereof. It is our intention to bring an offspring of this event to Stoke Ferry and villages around the weekend of March 21st. Anyone interested is welcome to participate. You may have ideas we haven't thought of. The intention is to have an event that is sociable and informative, that looks, sounds and tastes good and supports peoples efforts to become more self reliant. Call 01366 502106 for more information or to help.",
     [('PHONE_NUMBER', '01366 502106')]),
    ('lovell/stokeferry.com@867787f897f6:src/2010/06/passionate-about-plants-what-happened-to-spring/index.md', 'GB',
     "\nWhoever said that to be happy for an hour you should get drunk, but to be happy for a lifetime, plant a garden missed an obvious opportunity: to get drunk and plant a garden. My advice is to take a week off work and begin to put your dreams into action. Especially if like me it's your birthday this month and you will be receiving a slew of gardening related gifts. So celebrate by heading off to the pub, proudly wearing your I would rather be gardening T shirt. Remember A well balanced diet is a pint in each hand.\n\nJune is sale time at Quaymount.\n\nQuaymount Gardening Services.\n\nWe offer a planting and general gardening service, and will also tidy up your garden. Please phone for a quote.\n\nA Very Happy Gardening.\n\nQuaymount Nurseries\n\nWereham\n\n01366 500691.\n\nPaul Markwell\n",
     [('PHONE_NUMBER', '01366 500691')]),
    ('lovell/stokeferry.com@867787f897f6:src/2010/12/stoke-ferry-forget-me-not-club-15/index.md', 'GB',
     '\nMavis held the raffle on board the coach and all three prizes were won by the same couple, they were obviously glad they came. We returned to Stoke Ferry at approximately 5pm.\n\nWe are all looking forward to our Christmas festivities in the next month.\n\nWe meet at the Community Centre at James Bradfield School, Stoke Ferry at 2 pm on alternate Wednesdays.\n\nIf anyone over 55 years young would like to join us we would be pleased to see you.\n\nRing Maureen on 01366 502174 or Vi on 01366 501053 for more details or just come along where a warm welcome awaits you.\n\nM E Groombridge\n\nSecretary\n',
     [('PHONE_NUMBER', '01366 502174'), ('PHONE_NUMBER', '01366 501053')]),
    ('lovell/stokeferry.com@867787f897f6:src/2011/04/wereham-newsletter-8/index.md', 'GB',
     '\nForthcoming Event-Wereham School Annual Reunion\n\nThe Wereham Schoolfriends annual reunion will be held at the George and Dragon on Saturday 14th May at 12 noon.\n\nFor more information contact Sid West on 01924 827628 or sidwest@talktalk.net\n\nWereham Open Gardens 2011\n\nBy the time you read this it will be April and the nights will be lighter and the signs of spring should be well and truly here! I will soon be calling on my happy band of gardeners to ask if you would like to open again this year. (Our Open Gardens Day is June 19th)',
     [('PHONE_NUMBER', '01924 827628'), ('EMAIL_ADDRESS', 'sidwest@talktalk.net')]),
    ('lovell/stokeferry.com@867787f897f6:src/2011/08/wereham-news-29/index.md', 'GB',
     "\nFRIENDS AND NEIGHBOURS every Friday from 2.00pm until 4.00pm, at the Village Hall. Tea and cakes available and activities include, dominoes, darts, scrabble, playing cards, cribbage, or just come for a chat.\n\nFAMILY QUIZ NIGHT Friday 5th August at the Village Hall, 6.00 pm. £5.00 including food and soft drink. Sandra 01366 500421 or Louise 01366 501130.\n\nADVANCE INFORMATION - AUTUMN SAUSAGE SIZZLER on 28th October in the Village Hall. Proceeds going to St. Margaret's Church. More details to follow in next month's news.",
     [('PHONE_NUMBER', '01366 500421'), ('PHONE_NUMBER', '01366 501130')]),
    ('lovell/stokeferry.com@867787f897f6:src/2012/03/stoke-ferry-diamond-jubilee-event/index.md', 'GB',
     '\nClimbing Wall\n\nClowns\n\nHorse and Carriage Rides\n\nKing and Queen Fancy Dress Competition\n\n(open to all ages)\n\nRaffle (Proceeds to go to Charity)\n\nHog Roast, BBQ, Bar, Teas, Coffees, Cakes etc\n\nVarious Stalls—Plants, Craft, White Elephant etc.\n\nLighting of Beacon\n\nPlease let us know what else you would like to take place - if you would like to run a stall or help in any way - please contact Carol on 01366 501252 - as soon as possible.\n\nStoke Ferry Parish Council\n\n\xa0\n\nWatch out for further details\n',
     [('PHONE_NUMBER', '01366 501252')]),
    ('lovell/stokeferry.com@867787f897f6:src/2013/02/boughton-news-february/index.md', 'GB',
     '\nG.Proctor\n\nD.Cooper.\n\nT.Madgwick.\n\n\xa0Clerk.\xa0\xa0\xa0\xa0 D.Horkan.\xa0\xa0\xa0\xa0\xa0\xa0 01366 347890.\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 F.Reid.\xa0\xa0\xa0\xa0\xa0\xa0 01366 500743.\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\n\nCPRE AWARD FOR BOUGHTON FEN WILDLIFEWALK\n\n\xa0Following the hard work last winter from a tremendous group of volunteers, the Boughton Fen Wildlife Walk began to draw the attention of the Campaign for Rural England.\xa0 We were visited by one of the judges, Tony Leech, on one of the only hot days we experienced at the end of the summer, and he enjoyed a tour of the whole site with Mark, Allan and myself.',
     [('PHONE_NUMBER', '01366 347890'), ('PHONE_NUMBER', '01366 500743')]),
    ('lovell/stokeferry.com@867787f897f6:src/2013/10/wereham-news-october-2/index.md', 'GB',
     "\nWEREHAM TOTS\n\nFriday mornings from 10.00am to 12.00 noon. All welcome. _Angela_\n\nBINGO -\n\nEvery Wednesday, at the Village Hall. Doors open 6.45 pm eyes down at 7.30 pm. Cash prize, raffle, refreshments with complimentary biscuits. Come along an support our new organiser, Roger. All proceeds to the Village Hall. Enquiries to Roger Collins on 01366 500088.\n\nINK CARTRIDGES and MOBILE PHONES\n\n\\- the collection boxes are located on the piano in the Village Hall. Alternatively, I'll collect - _Victoria 501277_.\n\nWEREHAM’S RETRO POP-UP CAFÉ",
     [('PHONE_NUMBER', '01366 500088')]),
    ('lovell/stokeferry.com@867787f897f6:src/2014/05/boughton-parish-council-april/index.md', 'GB',
     '\nOver the next few days, the grass areas of Highland Fen will be cut to different levels to give varied habitat over the area.\xa0 The cutting will be done by the Hawk and Owl Trust, who are kindly giving us a owl box for this part of the fen.\n\n\xa0\n\nOn 26th April, we are hosting a visit from CPRE Norfolk.\xa0 We are one of six award winning sites opening their doors to guided tours.\xa0 As of today .most of the places on the walk have been booked.\n\n\xa0\n\nA number of seats are being built around the walk for you to break your stroll; we hope you enjoy them.\xa0 Cutting of the path will, of course, continue during the summer.\xa0 If you would like to help with this, please give me a call on 01366 500461.\xa0\n\n\xa0\n\nMARK POGMORE\n\n\xa0\n\nThe Big Bluebell Dog Walk',
     [('PHONE_NUMBER', '01366 500461')]),
    ('lovell/stokeferry.com@867787f897f6:src/2014/07/july-gardening/index.md', 'GB',
     '\nWhen growing any plant, the one thing outside of your control is the weather. Whatever July brings, I hope you are able to enjoy some time simply relaxing in your garden.\n\nRachel Sobiechowski BSc (Hons) P&R Garden Supplies,\n\nFengate Drove, Brandon \xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa001842 814800\n\n[www.p-rgardensupplies.co.uk](http://www.p-rgardensupplies.co.uk/)\n',
     [('PHONE_NUMBER', '01842 814800')]),
    ('lovell/stokeferry.com@867787f897f6:src/2014/11/october-gardening/index.md', 'GB',
     '\nAs the nights are drawing in garden lighting is a great way to extend the use of your garden beyond daylight hours. Lighting the patio, garden features or specimen plants the garden a whole new dimension, allowing the garden to become a feature at night. When choosing lighting consider the effect on wildlife, night-flying moths navigate by light sources such as the moon and become disorientated by artificial light, bats and owls are also distracted by bright lights. Choose low intensity lights, such as Solar-powered lights, which emit a dim light that is unlikely to affect wildlife.\n\nRachel Sobiechowski BSc (Hons) P&R Garden Supplies, Fengate Drove, Brandon 01842 814800 \xa0\xa0[www.p-rgardensupplies.co.uk](http://www.p-rgardensupplies.co.uk/)\n',
     [('PHONE_NUMBER', '01842 814800')]),
    ('lovell/stokeferry.com@867787f897f6:src/2015/02/toad-watch/index.md', 'GB',
     '\nIn the meantime we will continue to do what we can and appeal to drivers to cooperate with our efforts but we also ask for those of you who would like to help a native species survive to come forward and volunteer. If you do not want to do evenings, we also require people to work within a team to empty the bucket traps through the day.\xa0 Maybe you walk your dog and would be happy to do so along our forest track whilst recovering trapped toads at the same time and releasing them to their breeding pond.\xa0 As well as doing a good turn for nature, this is a great way to trim up, get fit and lose a few pounds gained over the winter. The thought of sitting indoors in front of the telly on a damp evening may be something you cannot do without, but our most committed volunteers become addicts to the evening strolls along the A134. Teamwork is strong and the buzz from saving a thousand toads on a busy night is a very positive experience.\n\nWe will be organising a daytime site orientation meet for new volunteers at the end of February. For details of how to get involved please call Donna on 01366 500835 or leave your contact details at Stoke Ferry corner shop and someone will call you.\n',
     [('PHONE_NUMBER', '01366 500835')]),
    ('lovell/stokeferry.com@867787f897f6:src/2016/02/december-gardening-2/index.md', 'GB',
     '\n- Keep live Christmas Trees well watered, they can drink up to 1 litre a day.\n- Check winter protection is securely in place and that greenhouse heaters are working.\n- Remove leaves that accumulate around Alpine’s to prevent rot.\n\nWhatever you are planning for your garden next season, Paul and I look forward to meeting all of your gardening needs in 2016. Have a merry Christmas.\n\nRachel Sobiechowski BSc (Hons) P&R Garden Supplies, Fengate Drove, Brandon 01842 814800 \xa0\xa0[www.p-rgardensupplies.co.uk](http://www.p-rgardensupplies.co.uk/)\n',
     [('PHONE_NUMBER', '01842 814800')]),
    ('lovell/stokeferry.com@867787f897f6:src/2016/03/wereham-news-march-4/index.md', 'GB',
     '\nI will be 85 years old in August (if I survive)! I have lovely memories of Wereham as I delivered milk for the late Mrs J.Newell, then later I was Post Lady for 25 years, which I enjoyed. Post now comes later in the day, mine was early mornings. Everything not the same and never will be, unfortunately.\n\nBarbara Roberts\n\nDo you have any memories or photographs of old Wereham? If you would like to share them please let me know Viv Scott. Tel: 01366 500346. Email: Vivienne.scott@googlemail.com\n\nWereham & Wretton Scout Group – Beavers are Back!\n\nOur Beaver colony is now up and running with latest adult recruit, Nicky Dickens, as Beaver Leader. There are still spaces available for boys and girls (age 6 to 8) to join the new section. Beavers meet on Monday evenings at our Scout HQ, Grange Farm, Crimplesham (just off the A134), between 5.30pm and 6.30pm. Do get in touch if your son or daughter would like to join or find out more by phoning Nicky on 07799 074679, or Paul (Group Scout Leader) on 01366 501224. Alternatively email wereham.wretton.scouts@gmail.com',
     [('PHONE_NUMBER', '01366 500346'), ('PHONE_NUMBER', '07799 074679'), ('PHONE_NUMBER', '01366 501224'), ('EMAIL_ADDRESS', 'Vivienne.scott@googlemail.com'), ('EMAIL_ADDRESS', 'wereham.wretton.scouts@gmail.com')]),
    ('lovell/stokeferry.com@867787f897f6:src/2016/07/west-dereham-parish-council-meeting-june-16/index.md', 'GB',
     '\nThe official meeting concluded at 8.58pm, and was opened to the floor for general comment. Open Forum. • A parishioner enquired about taking on an allotment plot and was requested to supply her details to the Clerk at the end of the meeting who would pass them to the Allotment Liaison Officer. • An update was requested on installation of the village gateways. The Clerk advised that Highways had said this would be done shortly but she would chase the matter up again along with the installation of the additional sign on the A134. • It was reported that a drain was blocked at the junction of Lime Kiln Road with the A134. Clerk to report to Highways.\n\nClosure. The Chairman thanked everyone for attending, and final closure of the meeting was at 9.03pm. Next PC meeting is on Thursday 7 July 2016 at 7.30pm with Open Surgery from 7.00pm. Clerk: Sarah Thorpe Email: clerk@westderehamparishcouncil.uk Telephone: 01945 430930\n\nChairman’s signature …………………………………… Date ……………………………\n',
     [('PHONE_NUMBER', '01945 430930'), ('EMAIL_ADDRESS', 'clerk@westderehamparishcouncil.uk')]),
    ('lovell/stokeferry.com@867787f897f6:src/2017/11/stoke-ferry-parish-council-august-meeting-3/index.md', 'GB',
     '\nIn answer to a query that if it was possible that the odour was landing in the fields surrounding and then released when cut, MW advised that odour was a broad term but it was something that was in the air.\xa0 A Parishioner commented that the odour mostly appeared (lingered) \xa0within the home but when going outside it didn’t appear to be present.\n\n\xa0\n\nRD of British Sugar shared that it was appreciated that not all had the contact details, but the best course of action was to contact the Borough Council’s environmental team on 01553 616200.\n\n\xa0\n\nCllr Colin Sampson shared that as local councillor he had received the biggest response to the issue since the incinerator, mainly from Stoke Ferry, and even as far away as Upwell and Feltwell on a non-windy day.',
     [('PHONE_NUMBER', '01553 616200')]),
    ('lovell/stokeferry.com@867787f897f6:src/2018/07/magpie-centre-forecasts-a-summer-of-fun/index.md', 'GB',
     '\nFinally, we come to our star attraction, the Craft and Country Fair, to be held at Wallington Hall on Sunday August 19, 10 am to 5 pm by kind permission of Mr and Mrs J Plaxton. This really does offer something to interest everyone, with a massive indoor Art and Craft Fair, plus vintage vehicle parades, carriage driving displays, birds of prey, trade stands, pony rides, food outlets and a licensed bar, plus a flypast by one of the few remaining Lancaster bombers. Admission, which includes parking, is £5.00 per person (under 5’s free) or save money with a family ticket. No dogs allowed, except service dogs. For exhibitor, catering unit and trade stand details, call 01553 672756.',
     [('PHONE_NUMBER', '01553 672756')]),
    ('lovell/stokeferry.com@867787f897f6:src/2018/07/west-dereham-parish-council-may-meeting-minutes/index.md', 'GB',
     '\n17\\. Open Forum There were no further questions raised from the Parishioners present.\n\nClosure : The Chairman thanked everyone for attending, and final closure of the meeting was at 9.15 pm. There were no further items raised by members of the Public present.\n\nNext meeting is the Parish Council Annual General Meeting on Thursday 7th June 2018 at 7.30pm with Open Surgery from 7.00pm.\n\nClerk: Peter King - Email: clerk@westderehamparishcouncil.uk Telephone: 01366 502110\n\nChairman’s signature …………………………………… Date ………………………\n',
     [('PHONE_NUMBER', '01366 502110'), ('EMAIL_ADDRESS', 'clerk@westderehamparishcouncil.uk')]),
    ('lovell/stokeferry.com@867787f897f6:src/2019/04/wereham-news-april-7/index.md', 'GB',
     '\nWereham Cemetery – Memorials Next of Kin\n\nPlease could any members of the public known to be the next of kin for memorials within the Wereham Cemetery please contact the Parish Clerk to agree to share their contact details. We need to ensure that our contact database for the purposes of contacting next of kin, where we need to discuss memorials is as up to date as possible. Helen Richardson Wereham Parish Clerk and Finance Responsible Person Email werehampc@gmail.com or Phone/Text: 0779 500 6811\n\nCraft Group. Our meetings are held monthly on the second Tuesday of every month, 10.30am until about 12.30pm, coffee and cake or biscuits are served during the morning. Last month one of our members gave us a demonstration on paper flower making and the end result can be seen in the foyer cafe on the tables. New members always welcome. Our next craft Fair is on 1st June 2019. for details please contact me on 01366 501330 or 07749240606, e mail rosemary.pease@btinternet.com.',
     [('PHONE_NUMBER', '0779 500 6811'), ('PHONE_NUMBER', '01366 501330'), ('PHONE_NUMBER', '07749240606'), ('EMAIL_ADDRESS', 'werehampc@gmail.com'), ('EMAIL_ADDRESS', 'rosemary.pease@btinternet.com')]),
    ('luisdanielfc/Parroquia_San_Juan_Bosco@7aa4c9d2811f:application/views/paginas/contactanos.php', 'VE',
     '\n                        <ul class="contact-info p-0">\n                            <li><i class="fa fa-clock-o"></i><span>Despacho: Lunes a Viernes de 2:30 PM - 6:00 PM</span></li>\n                            <li><i class="fa fa-map-marker"></i><a href="https://goo.gl/maps/hnwECWcE5WwbtJAW9" target="_blank"><span>Avenida Los Médanos con Avenida Josefa Camejo. Sector San Bosco. Santa Ana de Coro, Falcón, Venezuela</span></li>\n                            <li><i class="fa fa-phone"></i><a href="tel:+582682528172"><span>+58 268 252 8172</span></a></li>\n                            <li><i class="fa fa-envelope"></i><a href="mailto:psanjuanbosco.coro@gmail.com" target="_blank"><span>psanjuanbosco.coro@gmail.com</span></a></li>\n                            <li><i class="fa fa-facebook"></i><a href="https://www.facebook.com/parroquiasanjuan.bosco.9421" target="_blank"><span>Parroquia San Juan Bosco</span></a></li>\n                            <li><i class="fa fa-instagram"></i><a href="https://www.instagram.com/psanjuanbosco.coro" target="_blank"><span>psanjuanbosco.coro</span></a></li>\n                            <li><i class="fa fa-youtube"></i><a href="https://www.youtube.com/channel/UCQQyIyD30JVAetRhufZ6wXw" target="_blank"><span>Parroquia sanjuanbosco</span></a></li>\n                        </ul>\n                    </div>\n                </div><!-- .col -->',
     [('PHONE_NUMBER', '+582682528172'), ('PHONE_NUMBER', '+58 268 252 8172'), ('EMAIL_ADDRESS', 'psanjuanbosco.coro@gmail.com')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:attivita/content.html', 'AT',
     '                  Scrivici se sei interessato ad uno di questi corsi per tuo figlio o tua figlia.\n                </p>\n                <p>\n                  Le iscrizioni per l\'anno pastorale 2025-2026 sono aperte fino a Domenica <b>12 Ottobre 2025</b>.\n                  Per l\'iscrizione usate per favore il link \n                  <a target = _blank rel = "noopener" href = "https://forms.gle/nVPdcK4XrVNrBV3P8">https://forms.gle/nVPdcK4XrVNrBV3P8</a>.\n                  Per ulteriori informazioni, potete scrivere a <a href = "mailto:catechismo@gmx.at">catechismo@gmx.at</a>\n                  oppure contattare il numero +43 699 17083624.\n                </p>\n                <p>\n                  L\'elenco completo degli appuntamenti di catechismo per l\'anno pastorale 2025-2026 è disponibile \n                  a <a href = "https://mcivienna.org/#!/blog/2025/10/05/catechismo_2025-2026">questo link</a>.\n                </p>\n                <!--<p>\n                  A motivo delle diverse tempistiche delle chiusure delle scuole \n                    per le ferie del semestre, a Febbraio non si terrà l\'incontro dei gruppi del catechismo. \n                    Si terrà invece l\'<a href = "#agape">Agape</a> \n                    <b>Domenica 10 Febbraio dopo la Messa delle 10:30</b> nella chiesa di ',
     [('PHONE_NUMBER', '+43 699 17083624'), ('EMAIL_ADDRESS', 'catechismo@gmx.at')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:blog/2019/05/18/gita_a_leopoldsberg_e_kahlenberg/content.html', 'AT',
     '\n  <!-- start of the blog text -->\n        \n  <p>\n    Sabato 18 Maggio ci sarà una gita della comunità a Leopoldsberg, \n    Kahlenberg e Grinzing. \n    <b>Se avete intenzione di partecipare, per favore mandate un\'email o un sms a p. Thomas</b> \n    (email: <a href = "mailto:missione.cattolica@gmx.at">missione.cattolica@gmx.at</a> \n    - telefono: 0676 6688 809).\n  </p>\n\n  <img style = "max-width: 100%; padding-bottom: 20px;" \n  src = "https://mcivienna.org/images/blog/2019/05/18/gita_a_leopoldsberg_e_kahlenberg/vista_da_kahlenberg.jpg" alt = "Vista da Kahlenberg">',
     [('PHONE_NUMBER', '0676 6688 809'), ('EMAIL_ADDRESS', 'missione.cattolica@gmx.at')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:blog/2020/03/12/covid-19/content.html', 'AT',
     "    \n    <br><br>\n\n    <b>A partire da lunedì 16 Marzo non verranno celebrate Messe alla presenza dei fedeli. \n      Continuerò a celebrare la Santa Messa senza fedeli per l'intera comunità e \n      per le vostre intenzioni di preghiera.</b>\n    <br>\n    Potete rivolgervi a me per qualunque esigenza pastorale telefonandomi al numero <b>0676 6688 809</b>.\n    \n    <br><br>\n\n    Tanti nostri familiari si trovano in Italia. Alcuni hanno in Italia \n    genitori anziani o malati, il compagno o la compagna, i figli; altri hanno parenti ed amici.\n    <br>\n    Questo momento è molto duro per loro e per noi che stiamo lontano da loro. \n    Naturalmente questa situazione ci rattrista e ci fa vivere momenti di ansia e angoscia.\n    <br>\n    Vi sono vicino con la mia preghiera e condivido la sofferenza di ognuno di voi.\n    <br>\n    Alziamo i nostri occhi al Signore e affidiamo a lui tutte le persone che \n    sono colpite dal COVID-19, tutte le persone che si impegnano nella cura dei \n    malati e anche il nostro sconforto, scaturito in questo momento dalla nostra impotenza.\n    <br>\n    Accanto alle preghiere mi appello ad ogni fedele affinché remiamo \n    tutti nella stessa direzione collaborando con le autorità civili. ",
     [('PHONE_NUMBER', '0676 6688 809')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:blog/2020/05/10/ripresa_delle_celebrazioni/content.html', 'AT',
     '    Grazie alle indicazioni dell\'autorità della Chiesa locale di Vienna, in accordo con\n    il governo, riprenderemo la celebrazione delle Sante Messe agli orari stabiliti \n    (il sabato alle ore 17:00 e la domenica alle ore 11:30).\n  </p>\n  <p>\n    Naturalmente le celebrazioni potranno essere svolte alla presenza di un limitato\n    numero di persone. Per questo motivo vi prego di esprimere il vostro desiderio \n    alla partecipazione preventivamente via email al seguente indirizzo: \n    <a href = "mailto:missione.cattolica@gmx.at">missione.cattolica@gmx.at</a> \n    oppure al numero di telefono <b>0676 6688 809</b> precisando anche la vostra preferenza sull\'orario\n    in cui volete partecipare alla S. Messa.\n  </p>\n  <p>\n    In questo modo potrò, se necessario, programmare un orario aggiuntivo per una\n    ulteriore S. Messa, al fine di dare a tutti la possibilità di partecipare\n    alla celebrazione eucaristica.\n  </p>\n  <p>\n    Le persone che non potranno partecipare alle celebrazioni per malattia \n    o per l\'età avanzata possono contattarmi (<b>0676 6688 809</b>) per le loro necessità spirituali.\n  </p>\n  <p>\n    Nei prossimi giorni pubblicheremo sul nostro sito internet ulteriori \n    informazioni relative alle prossime celebrazioni.',
     [('PHONE_NUMBER', '0676 6688 809'), ('EMAIL_ADDRESS', 'missione.cattolica@gmx.at')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:blog/2020/05/15/indicazioni_per_le_celebrazioni/content.html', 'AT',
     '\n  <ul class = "normal_list">\n    <li>\n      Visto che i posti sono limitati, vi preghiamo di contattare padre Thomas (email:\n      <a href = "mailto:missione.cattolica@gmx.at">missione.cattolica@gmx.at</a>,\n      cellulare 0676 6688 809) in maniera tale da essere sicuri di \n      poter partecipare ad una delle celebrazioni eucaristiche. In caso di necessità, \n      eventualmente organizzeremo una Messa aggiuntiva.\n    </li>\n    <li>\n      Arrivate per favore 5-10 minuti prima dell\'inizio della celebrazione.\n    </li>\n    <li>\n      L\'unica entrata agibile è quella principale da Alser Straße. \n      Se avete necessità con passeggini o sedie a rotelle, venite comunque all\'entrata principale, \n      e sarete aiutati ad entrare.\n    </li>\n    <li>\n      All\'ingresso sarà disponibile disinfettante per le mani.\n    </li>',
     [('PHONE_NUMBER', '0676 6688 809'), ('EMAIL_ADDRESS', 'missione.cattolica@gmx.at')]),
    ('missione-italiana-vienna/missione-italiana-vienna.github.io@a8b34f9964c3:blog/2020/05/15/indicazioni_per_le_prossime_celebrazioni/content.html', 'AT',
     '\n  <p>\n    A <a href = "https://mcivienna.org/#!/streaming/">questo link</a> troverete i link della diretta.\n    Per informazioni riguardo alle successive celebrazioni in streaming, forniremo i dettagli sempre a\n    <a href = "https://mcivienna.org/#!/streaming/">questo link</a>.\n  </p>\n\n  <br>\n\n  <p>\n    Per le Confessioni, Battesimi e Cresime, contattateci via email al seguente indirizzo: \n    <a href = "mailto:missione.cattolica@gmx.at">missione.cattolica@gmx.at</a> \n    oppure al numero di telefono 0676 6688 809.\n  </p>\n\n  <br>\n  \n  <p>\n    Gli orari delle prossime celebrazioni (compresa la festa dell\'Ascensione) \n    sono elencati come di consueto nel nostro \n    <a href = "https://mcivienna.org/#!/calendario/">calendario</a>.\n  </p>',
     [('PHONE_NUMBER', '0676 6688 809'), ('EMAIL_ADDRESS', 'missione.cattolica@gmx.at')]),
    ('piotrek24061988/piotraipawla@d9e567128cf2:biuro.php', 'PL',
     '\n\t\t\t<h3 class="bg-light mb-5 content2 p-5 text-center">\t\t\t\t\n\t\t\t\t<b>ul. Mikołaja Reja 3</b><br/>\n\t\t\t\t<b>tel. 52 328 64 80</b><br/>\n\t\t\t\t<br/>\n\t\t\t\t<b>Czynne:</b><br/>\n\t\t\t\tponiedziałek i środa 16.00 - 17.30<br/>\n\t\t\t\tsobota 11.00 - 12.00<br/>\n\t\t\t\t<br/>\n\t\t\t\t<b>W czasie kolędy:</b><br/>\n\t\t\t\tponiedziałek i środa 9.00 - 9.30<br/> \n\t\t\t\tsobota 11.00 - 12.00<br/>\n\t\t\t\t<br/>\n\t\t\t\t<b>Nieczynne:</b><br/>\n\t\t\t\tUroczystości kościelne i święta państwowe<br/>\n\t\t\t\tKAPŁAN DYŻURNY - 887 098 787<br/>\n\t\t\t\t<br/>\n\t\t\t\t<b>Pary narzeczonych:</b><br/>\n\t\t\t\tTrzy miesiące przed ślubem zgłaszają się w biurze naszej parafii.<br/>\n\t\t\t</h3>\n        </main>',
     [('PHONE_NUMBER', '52 328 64 80'), ('PHONE_NUMBER', '887 098 787')]),
    ('piotrek24061988/piotraipawla@d9e567128cf2:duchowni.php', 'PL',
     '\n\t\t\t\t<div class="row">\n\t\t\t\t\t<h2 class="col-12 text-center mt-3">Proboszcz</h2>\n\t\t\t\t\t<img src="media/proboszcz.jpg" alt="proboszcz" class="col-12 col-md-3"/>\n\t\t\t\t\t<p class="col-12 col-md-9 justify-content-center d-flex align-items-center">\n\t\t\t\t\t\tKs. Ryszard Szymkowiak <br/>\n\t\t\t\t\t\tul. Mikołaja Reja 3, 85-007 Bydgoszcz<br/> \n\t\t\t\t\t\ttel. /0-52/ 328-64-80\n\t\t\t\t\t</p>\n\t\t\t\t</div>\n\n\t\t\t\t<div class="row">\n\t\t\t\t\t<h2 class="col-12 text-center mt-5">Wikariusz</h2>\n\t\t\t\t\t<img src="media/wikariusz4.jpg" alt="wikariusz" class="col-12 col-md-3"/>\n\t\t\t\t\t<p class="col-12 col-md-9 justify-content-center d-flex align-items-center">\n\t\t\t\t\t\tKs. Rafał Wegner <br/>\n\t\t\t\t\t\tul. Krasińskiego 11/1, 85-008 Bydgoszcz<br/> \n\t\t\t\t\t\ttel. kom. 887 09 87 87\n\t\t\t\t\t</p>\n\t\t\t\t</div>\n\n\t\t\t<div class="row">\n\t\t\t\t\t<h2 class="col-12 text-center"><b>Do września 2024 r.</b></h2>\n\t\t\t</div>',
     [('PHONE_NUMBER', '887 09 87 87')]),
    ('sparkbox/standard@66d5aad378a4:meetups/README.md', 'US',
     '\n- [ ] Signs on doors\n- [ ] Have a round-the-room question (best robot movie character, fav language, etc)\n\n**11:15am**\n\n- [ ] Ask round-the-room question\n\n**11:30am**\n\n- [ ] Announce upcoming events, meetups\n- [ ] Start video recording (as needed)\n- [ ] Start screen recording (as needed)\n- [ ] Introductions\n\n**12:00**\n\n- [ ] Food in building\n\n**1pm**\n\n- [ ] Cleanup (from all the food mess, etc)\n\n## Food\n\n#### Pizza\n\n_Oregon Express (937-223-9205)_\n\n- 2x Ranchero\n- 2x BLT\n- 1x Reuben\n- 1x Veggie\n\n_Wheat Penny (937.496.5268)_\n\n- 1x Sicilian Gluten Free\n',
     [('PHONE_NUMBER', '937-223-9205'), ('PHONE_NUMBER', '937.496.5268')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:about/community.html', 'AU',
     '\n<div class="container">\n  <div class="row">\n    <div class="col">\n      <h1 class="text-center">{{ page.title }}</h1>\n      <!-- <h4 class="text-center">Updated for 2020</h4> -->\n    </div>\n  </div>\n  <hr>\n  <div class="row">\n      <h4>Field and Clubhouse Hire</h4>\n      <p>Field and clubhouse hire is available. For further information please contact</p>\n      <address>\n        <p>\n          <strong>Kerry Harmon</strong><br>\n          <abbr title="Phone">P:</abbr> 0400 531 803<br>\n          <abbr title="Email">E:</abbr> <a href="mailto:president@northbrisbanefc.com.au">president@northbrisbanefc.com.au</a><br>\n        </p>\n      </address>\n      <br>\n      <h4>Volunteering</h4>\n      <p>North Brisbane FC welcomes the support of volunteers and community members in any way, big or small</p>\n      <p>Feel free to come down on game day and support the players.</p>\n      <p>If you are wanting to assist the club in any way please do not hesistate to contact any of our <a href="../about/committee.html">committee members</a>.</p>\n      <br>\n  </div>\n</div>',
     [('PHONE_NUMBER', '0400 531 803'), ('EMAIL_ADDRESS', 'president@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:about/sponsors.html', 'AU',
     '\n<div class="container">\n  <div class="row top-buffer">\n    <div class="col">\n      <h1 class="text-center">Sponsors</h1>\n      <hr>\n      <br>\n    </div>\n  </div>\n</div>\n\n<div class="container">\n  <div class="row">\n    <div class="col">\n      <p>If you are interested in becoming a sponsor of North Brisbane FC please contact:</p>\n      <p>Greg Vitulano</p>\n      <p>P: 0437 320 107</p>\n      <p>E: <a href="mailto:treasurer@northbrisbanefc.com.au">treasurer@northbrisbanefc.com.au</a></p>\n    </div>\n  </div>\n  <hr>\n</div>\n',
     [('PHONE_NUMBER', '0437 320 107'), ('EMAIL_ADDRESS', 'treasurer@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2021-09-08-summer-football.md', 'AU',
     "- Limited borrowing of players from other teams is allowed (maximum of 2 players per game)\n- Maximum number of teams is 12 for each competition - so get in early and don't miss out. We may split the competitions into 2 divisions, depending on the quality of teams...\n- We may also form a Masters competition if enough players are interested.\n- Players outside the club are most welcome to play. All registered players are covered for insurance.\n- All games to be played at Prentice Park - the home of football in Brisbane!\n- Any enquiries/queries, please Message us via our Facebook page, use the form below or contact Greg on [0437 320 107](tel:61437320107) or via email on [treasurer@northbrisbanefc.com.au](mailto:treasurer@northbrisbanefc.com.au?subject=Summer%20Football).",
     [('PHONE_NUMBER', '0437 320 107'), ('PHONE_NUMBER', '61437320107'), ('EMAIL_ADDRESS', 'treasurer@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2021-11-03-girls-football-2022.md', 'AU',
     '\n- Quality coaching twice a week, with emphasis on skills and team development\n- Holistic learning environment- \xa0look to develop young women, not just young footballers.\n- Excellent fees- $450-500- which covers everything (no additional game day fees) and you get a full kit to keep- shorts, shirt and playing strip.\n- Trials at Prentice Park from 9.45-11.00 am on Saturdays 13 and 20 November.\n\nPlease submit your Expression of Interest here….key details to include are your name, age, playing history and preferred playing position.\n\nMessage us via our Facebook page, use the form below or contact Greg on [0437 320 107](tel:61437320107) or via email on [treasurer@northbrisbanefc.com.au](mailto:treasurer@northbrisbanefc.com.au?subject=Summer%20Football).\n\nCheers!  \nNorth Brisbane FC Team\n',
     [('PHONE_NUMBER', '0437 320 107'), ('PHONE_NUMBER', '61437320107'), ('EMAIL_ADDRESS', 'treasurer@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2021-12-12-2022-senior-mens-teams.md', 'AU',
     '\nTraining is on every Tuesday and Thursday from 7 pm onwards at Prentice Park (note we’ll be training at Norths Rugby on Wednesday 5 January, Monday 10 January and Wednesday 12 January- all at 7 pm- while Prentice Park is being top-dressed).\n\nPlayers are always welcome to come down and trial - send us a message below or via Facebook or contact our head coach Anj Sandhar on 0422 330 430 or via email at [anjiaman11@gmail.com](anjiaman11@gmail.com).\n\n**Metro (formerly City) League**  \nWith some of our older brigade moving into Over 35s, we are looking to field 3 teams in the Metro League competition - likely to be in Divs 4, 6, 7 or 8.',
     [('PHONE_NUMBER', '0422 330 430'), ('EMAIL_ADDRESS', 'anjiaman11@gmail.com')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2021-12-12-2022-senior-womens-teams.md', 'AU',
     '\n**FQPL**  \nLike our men, both our Firsts and Reserves women will play in the newly-named FQPL Div 3 competition in 2022. Training for our FQPL squad is on every Monday and Wednesday at Prentice Park from 7 pm to 8.30 pm, starting from Monday 17 January (training will be held at Norths Rugby on Monday 10 January and Wednesday 12 January from 7 pm while Prentice park is being top-dressed).\n\nPlayers are always welcome to come down and trial - send us a message below or via Facebook or contact our head coach Fiore Bartilomo on 0403 511 853 or via email at [fiorebartilomo@bigpond.com](fiorebartilomo@bigpond.com).\n\n**Metro (formerly City) League**  \nIn addition to our FQPL sides, we will again have 3 Metro League sides, likely to be in divs 3, and 5.',
     [('PHONE_NUMBER', '0403 511 853'), ('EMAIL_ADDRESS', 'fiorebartilomo@bigpond.com')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2022-01-22-2022-junior-womens-teams.md', 'AU',
     '\n- Quality coaching twice a week, with emphasis on skills and team development\n- Holistic learning environment- where we look to develop young women, not just young footballers.\n- Excellent fees- $450- which covers everything (no additional game day fees) and you get a full kit to keep- club polo, playing strip, shorts and socks.\n\nKeep an eye out for our come and try day on Saturday 5th February at 10:30 a.m.\n\nPlease submit your Expression of Interest using the form below; key details to include are your name, age, playing history and preferred playing position.\n\nAny further info, feel free to contact Maurice Sorbello on 0400 006 994 or Greg Vitulano on 0437 320 107.\n',
     [('PHONE_NUMBER', '0400 006 994'), ('PHONE_NUMBER', '0437 320 107')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2022-02-19-2022-player-insurance.md', 'AU',
     '\nWith any claim you need a doctor’s referral and they also need to complete an “Attending Physician” statement. As such, we strongly urge you to visit your doctor and get their referral as soon as possible after the injury.\n\nClaim Forms can be accessed via the Claims Portal which can be found on the [Gow Gates Sport](https://football.gowgatessport.com.au/welcome/) website.\n\n**Completed forms should be sent to [info@northbrisbanefc.com.au](info@northbrisbanefc.com.au).**\n\nAny queries, please direct them to the club Treasurer.\n\n**4tfi Physiotherapy**  \n1382 Sandgate Rd  \nNundah, QLD 4012  \nP: [(07) 3266 7444](tel:61732667444)  \nW: [www.4tfiphysio.com.au](www.4tfiphysio.com.au)\n',
     [('PHONE_NUMBER', '(07) 3266 7444'), ('PHONE_NUMBER', '61732667444'), ('EMAIL_ADDRESS', 'info@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2023-01-03-2023-junior-womens-teams.md', 'AU',
     '\n- Quality coaching twice a week, with emphasis on skills and team development\n- Holistic learning environment- where we look to develop young women, not just young footballers.\n- Good value for money fees- $500- which covers everything (no additional game day fees) and you get a full kit to keep- club polo, playing strip, shorts and socks.\n\nKeep an eye out for our come and try day on Saturday 28th January at 10:00 a.m.\n\nSpots are limited so please submit your Expression of Interest using the form below; key details to include are your name, age, playing history and preferred playing position.\n\nAny further info, feel free to contact Maurice Sorbello on 0400 006 994 or via email at (duevespe@optusnet.com.au).\n',
     [('PHONE_NUMBER', '0400 006 994'), ('EMAIL_ADDRESS', 'duevespe@optusnet.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2023-01-03-2023-senior-mens-teams.md', 'AU',
     '\nTraining is on every Tuesday and Thursday from 6.45 pm onwards at Prentice Park from Tuesday 17 January (note we’ll be training at Kedron AFL, Sixth Avenue Kedron on Wednesday 4 January, Monday 11 January and Wednesday 13 January- all at 6.45 pm- while Prentice Park is being top-dressed).\n\nPlayers are always welcome to come down and trial - send us a message below or via Facebook or contact our head coach Anj Sandhar on 0422 330 430 or via email at [anjiaman11@gmail.com(anjiaman11@gmail.com).\nThe Under 23 coach is Ben Herron. He can be contacted via email at bjherron84@gmail.com.\n\n**Metro (formerly City) League**  \nWe are looking to field 3 teams in the Metro League competition - likely to be in Divs 3/4, 5 and 8.',
     [('PHONE_NUMBER', '0422 330 430'), ('EMAIL_ADDRESS', 'anjiaman11@gmail.com'), ('EMAIL_ADDRESS', 'bjherron84@gmail.com')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2023-01-05-2023-mini-roos-teams.md', 'AU',
     "\nIf your child is playing for the first time and you're not sure how they'll go, we will have a number of Come and Try days to sort out our teams prior to the start of fixtures. Our Mini Roos Come and Try days will run over 5 Saturday mornings (9-10 am at Prentice), starting on 25 February and ending on 25 March (last week before the Easter break). Wednesday training for teams will start on 19 April and run every week till 6 September (school holidays excluded)\n\nPlaces are limited as we need to place our existing Mini Roos players and we have limited field space.\n\nTo register your interest, please complete the form below and indicate your child’s name and date of birth. Any queries, feel free to contact our Mini Roos Co-ordinator Greg Vitulano on 0437 320 107 or via email on [treasurer@northbrisbanefc.com.au](treasurer@northbrisbanefc.com.au).\n",
     [('PHONE_NUMBER', '0437 320 107'), ('EMAIL_ADDRESS', 'treasurer@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2023-12-31-players-wanted-u18-mens-u15-girls.md', 'AU',
     '\n- Quality coaching twice a week, with emphasis on skills and team development\n- Holistic learning environment- where we look to develop young women, not just young footballers.\n- Excellent fees- $530- which covers everything (no additional game day fees) and you get a full kit to keep- club polo, playing strip, shorts and socks.\n\nPlease submit your Expression of Interest using the form below; key details to include are your name, age, playing history and preferred playing position.\n\nAny further info, feel free to contact Maurice Sorbello on 0400 006 994 or [duevespe@optusnet.com.au](duevespe@optusnet.com.au).\n',
     [('PHONE_NUMBER', '0400 006 994'), ('EMAIL_ADDRESS', 'duevespe@optusnet.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2023-12-31-senior-mens-football.md', 'AU',
     '\nTraining is on every Tuesday and Thursday from 6.45 pm onwards at Prentice Park from Tuesday 9 January (training will be at Aspley RLFC 340 Zillmere Road on Thursday 4 January 2024 from 6.45 pm onwards)\n\nPlayers are always welcome to come down and trial - send us a message below or via Facebook or contact our head coach Anj Sandhar on 0422 330 430 or via email at [anjiaman11@gmail.com](anjiaman11@gmail.com).\n\n**Metro League**  \nWe are looking to field 3 teams in the Metro League competition - likely to be in Divs 3, 5 and 7/8.',
     [('PHONE_NUMBER', '0422 330 430'), ('EMAIL_ADDRESS', 'anjiaman11@gmail.com')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2024-12-30-senior-men-and-u18-info.md', 'AU',
     '\nOur FQPL Firsts and Under 23s will look to consolidate \xa0in the FQPL div 3 competition in 2025.\n\nTraining is on every Tuesday and Thursday from 6.45 pm onwards at Prentice Park from Tuesday 21 January (training will be at Aspley RLFC 340 Zillmere Road on Tuesday and Thursday 7 and 9 January 2024 from 6.45 pm onwards)\n\nPlayers are always welcome to come down and trial - send us a message below or via Facebook or contact our head coach Anj Sandhar on 0422 330 430 or via email at  [fqplmen@northbrisbanefc.com.au](mailto:fqplmen@northbrisbanefc.com.au)\n\n#### Metro Community Seniors\n\nWe are looking to field 4 teams in the Metro Community Senior  competition - likely to be in Divs 3,4, 6 and 7/8.',
     [('PHONE_NUMBER', '0422 330 430'), ('EMAIL_ADDRESS', 'fqplmen@northbrisbanefc.com.au')]),
    ('technicalnbfc/technicalnbfc.github.io@c8ecbd07d0ec:blog/_posts/2025-12-31-senior-mens-teams.md', 'AU',
     '\nUnder the guidance of long-standing head coach Anj Sandhar and Under 23s coach Kale Boone, the men’s FQPL program is looking to improve on last year’s finishing positions and develop our next generation of NBFC players. \n\nTraining is on every Tuesday and Thursday from 6.45 pm onwards at Prentice Park, starting Tuesday 6 January. \n\nPlayers are always welcome to come down and trial - contact our head coach Anj Sandhar on 0422 330 430 or via email at [fqplmen@northbrisbanefc.com.au](mailto:fqplmen@northbrisbanefc.com.au?subject=Senior%20Mens%20Football).\n\n\n#### Metro Community Seniors   \n\nWe are looking to field 3 teams in the Metro Community Senior  competition - likely to be in Divs 3, 5 and 7/8.',
     [('PHONE_NUMBER', '0422 330 430'), ('EMAIL_ADDRESS', 'fqplmen@northbrisbanefc.com.au')]),
]


if __name__ == "__main__":
    main()
