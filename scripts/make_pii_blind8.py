"""Build the `pii_blind8` evaluation set: synthetic texts with PII, PII-free look-alikes and real snippets.

The set is written apart from the detector it will score and must only ever be scored, never used for
tuning. Output is one JSON object per line (keys `id`, `locale`, `spans`, `template`, `text`) and is
byte-identical across runs, `PYTHONHASHSEED` and `TZ`: one `random.Random(SEED)` drives everything,
Faker instances are seeded from it in sorted locale order, and nothing reads the clock.

Usage: python scripts/make_pii_blind8.py [--out PATH] [--force]
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

import faker
import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import ean, luhn, numdb

SEED = 20250808
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind8/blind8.jsonl")
N_SYNTHETIC_PII = 1200
N_SYNTHETIC_FREE = 430
MAX_REDRAWS = 200

NBSP = "\u00a0"
NNBSP = "\u202f"

# Faker locale -> (phone region, label language). Every continent is covered.
LOCALES = {
    "ar_AE": ("AE", "ar"), "ar_BH": ("BH", "ar"), "ar_DZ": ("DZ", "ar"), "ar_EG": ("EG", "ar"),
    "ar_JO": ("JO", "ar"), "ar_PS": ("PS", "ar"), "ar_SA": ("SA", "ar"), "az_AZ": ("AZ", "az"),
    "bg_BG": ("BG", "bg"), "bn_BD": ("BD", "bn"), "bs_BA": ("BA", "bs"), "cs_CZ": ("CZ", "cs"),
    "da_DK": ("DK", "da"), "de_AT": ("AT", "de"), "de_CH": ("CH", "de"), "de_DE": ("DE", "de"),
    "de_LI": ("LI", "de"), "de_LU": ("LU", "de"), "el_CY": ("CY", "el"), "el_GR": ("GR", "el"),
    "en_AU": ("AU", "en"), "en_BD": ("BD", "en"), "en_CA": ("CA", "en"), "en_GB": ("GB", "en"),
    "en_IE": ("IE", "en"), "en_IN": ("IN", "en"), "en_KE": ("KE", "en"), "en_MS": ("MS", "en"),
    "en_NG": ("NG", "en"), "en_NZ": ("NZ", "en"), "en_PH": ("PH", "en"), "en_PK": ("PK", "en"),
    "en_TH": ("TH", "en"), "en_US": ("US", "en"), "es_AR": ("AR", "es"), "es_CL": ("CL", "es"),
    "es_CO": ("CO", "es"), "es_ES": ("ES", "es"), "es_MX": ("MX", "es"), "et_EE": ("EE", "et"),
    "fa_IR": ("IR", "fa"), "fi_FI": ("FI", "fi"), "fil_PH": ("PH", "fil"), "fr_BE": ("BE", "fr"),
    "fr_CA": ("CA", "fr"), "fr_CH": ("CH", "fr"), "fr_FR": ("FR", "fr"), "ga_IE": ("IE", "ga"),
    "he_IL": ("IL", "he"), "hi_IN": ("IN", "hi"), "hr_HR": ("HR", "hr"), "hu_HU": ("HU", "hu"),
    "hy_AM": ("AM", "hy"), "id_ID": ("ID", "id"), "is_IS": ("IS", "is"), "it_CH": ("CH", "it"),
    "it_IT": ("IT", "it"), "ja_JP": ("JP", "ja"), "ka_GE": ("GE", "ka"), "ko_KR": ("KR", "ko"),
    "lt_LT": ("LT", "lt"), "lv_LV": ("LV", "lv"), "mt_MT": ("MT", "mt"), "ne_NP": ("NP", "ne"),
    "nl_BE": ("BE", "nl"), "nl_NL": ("NL", "nl"), "no_NO": ("NO", "no"), "pl_PL": ("PL", "pl"),
    "pt_BR": ("BR", "pt"), "pt_PT": ("PT", "pt"), "ro_RO": ("RO", "ro"), "ru_RU": ("RU", "ru"),
    "sk_SK": ("SK", "sk"), "sl_SI": ("SI", "sl"), "sq_AL": ("AL", "sq"), "sv_SE": ("SE", "sv"),
    "ta_IN": ("IN", "ta"), "th_TH": ("TH", "th"), "tr_TR": ("TR", "tr"), "tw_GH": ("GH", "en"),
    "uk_UA": ("UA", "uk"), "uz_UZ": ("UZ", "uz"), "vi_VN": ("VN", "vi"), "zh_CN": ("CN", "zh_CN"),
    "zh_TW": ("TW", "zh_TW"), "zu_ZA": ("ZA", "en"),
}

# Label words: phone, mobile, fax, e-mail, "call us". Latin-script fallbacks come from "en".
LABELS = {
    "en": ("Tel", "Mobile", "Fax", "Email", "Call us on"),
    "de": ("Tel.", "Mobil", "Fax", "E-Mail", "Rufen Sie uns an unter"),
    "fr": ("Tél.", "Portable", "Fax", "Courriel", "Appelez-nous au"),
    "es": ("Tel.", "Móvil", "Fax", "Correo", "Llámenos al"),
    "pt": ("Tel.", "Celular", "Fax", "E-mail", "Ligue para"),
    "it": ("Tel.", "Cellulare", "Fax", "E-mail", "Chiamaci al"),
    "nl": ("Tel.", "Mobiel", "Fax", "E-mail", "Bel ons op"),
    "pl": ("Tel.", "Kom.", "Faks", "E-mail", "Zadzwoń pod"),
    "ru": ("Тел.", "Моб.", "Факс", "Эл. почта", "Звоните по номеру"),
    "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта", "Телефонуйте за номером"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл", "Обадете се на"),
    "cs": ("Tel.", "Mobil", "Fax", "E-mail", "Volejte na"),
    "sk": ("Tel.", "Mobil", "Fax", "E-mail", "Volajte na"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail", "Hívjon minket:"),
    "ro": ("Tel.", "Mobil", "Fax", "E-mail", "Sunați-ne la"),
    "hr": ("Tel.", "Mob.", "Faks", "E-pošta", "Nazovite nas na"),
    "bs": ("Tel.", "Mob.", "Faks", "E-pošta", "Pozovite nas na"),
    "sl": ("Tel.", "GSM", "Faks", "E-pošta", "Pokličite nas na"),
    "sq": ("Tel.", "Cel.", "Faks", "E-mail", "Na telefononi në"),
    "sv": ("Tel", "Mobil", "Fax", "E-post", "Ring oss på"),
    "no": ("Tlf.", "Mobil", "Faks", "E-post", "Ring oss på"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail", "Ring til os på"),
    "fi": ("Puh.", "GSM", "Faksi", "Sähköposti", "Soita meille:"),
    "is": ("Sími", "GSM", "Fax", "Netfang", "Hringdu í"),
    "et": ("Tel", "Mob", "Faks", "E-post", "Helista meile:"),
    "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts", "Zvaniet:"),
    "lt": ("Tel.", "Mob.", "Faksas", "El. paštas", "Skambinkite:"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email", "Καλέστε μας στο"),
    "tr": ("Tel", "Cep", "Faks", "E-posta", "Bizi arayın:"),
    "az": ("Tel.", "Mob.", "Faks", "E-poçt", "Bizə zəng edin:"),
    "uz": ("Tel.", "Mob.", "Faks", "E-pochta", "Qo'ng'iroq qiling:"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "ელფოსტა", "დაგვირეკეთ:"),
    "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ", "Զանգահարեք՝"),
    "ar": ("هاتف", "جوال", "فاكس", "البريد الإلكتروني", "اتصل بنا على"),
    "fa": ("تلفن", "همراه", "فکس", "ایمیل", "با ما تماس بگیرید:"),
    "he": ("טלפון", "נייד", "פקס", "דוא\"ל", "התקשרו אלינו:"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "ईमेल", "हमें कॉल करें:"),
    "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்", "அழைக்கவும்:"),
    "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল", "কল করুন:"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल", "फोन गर्नुहोस्:"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล", "ติดต่อ"),
    "vi": ("ĐT", "Di động", "Fax", "Email", "Gọi cho chúng tôi:"),
    "id": ("Telp.", "HP", "Faks", "Email", "Hubungi kami di"),
    "fil": ("Tel.", "Cell", "Fax", "Email", "Tumawag sa"),
    "ja": ("電話", "携帯", "FAX", "メール", "お問い合わせ："),
    "zh_CN": ("电话", "手机", "传真", "邮箱", "咨询热线："),
    "zh_TW": ("電話", "手機", "傳真", "信箱", "服務專線："),
    "ko": ("전화", "휴대폰", "팩스", "이메일", "문의:"),
    "mt": ("Tel.", "Mob.", "Fax", "Email", "Ċemplilna fuq"),
    "ga": ("Fón", "Fón póca", "Facs", "Ríomhphost", "Glaoigh orainn ar"),
}

# Extension words that stay inside the phone span, and local words whose digits stay outside.
EXT_INSIDE = {"es": ("anexo",), "pt": ("anexo",), "ru": ("доб.",)}
EXT_INSIDE_COMMON = ("x", "ext", "ext.", "Ext.", "extension")
EXT_OUTSIDE = {
    "de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel", "pl": "wew.",
    "cs": "klapka", "sk": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh_CN": "分机",
    "zh_TW": "分機", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی",
}
IDD_FALLBACKS = ("0021", "001", "002", "009", "005", "008", "000")
IN_SPAN_EXT_RE = re.compile(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$")

PHONE_TYPES = (
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
    PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST,
)

CARD_BRANDS = {
    "visa": (("4",), (13, 16, 19)),
    "mastercard": (tuple(str(p) for p in range(51, 56)) + tuple(str(p) for p in range(2221, 2721)), (16,)),
    "amex": (("34", "37"), (15,)),
    "diners": (("300", "301", "302", "303", "304", "305", "36", "38", "39"), (14,)),
    "discover": (("6011", "644", "645", "646", "647", "648", "649", "65"), (16, 19)),
    "jcb": (tuple(str(p) for p in range(3528, 3590)), (16, 19)),
    "unionpay": (("62",), (16, 17, 18, 19)),
    "maestro": (("5018", "5020", "5038", "6304", "6759", "6761", "6763"), (12, 13, 16, 19)),
}
CARD_GROUPS = {15: ((4, 6, 5),), 14: ((4, 6, 4),), 16: ((4, 4, 4, 4), (8, 8), (4, 8, 4)), 19: ((4, 4, 4, 4, 3), (6, 13))}

WORDS = (
    "amber", "birch", "cobalt", "delta", "ember", "fjord", "granite", "harbor", "indigo", "juniper",
    "kestrel", "lumen", "maple", "nimbus", "orchid", "pebble", "quartz", "raven", "saffron", "tundra",
    "umber", "velvet", "willow", "yarrow", "zephyr", "atlas", "beacon", "cedar", "dune", "falcon",
)
TLDS = (
    "com", "net", "org", "io", "de", "fr", "co.uk", "com.br", "com.au", "co.jp", "technology", "photography",
    "international", "museum", "travel", "app", "dev", "info", "biz", "co.za", "ng", "in", "com.mx", "nz",
)


# ---------------------------------------------------------------- numbers and addresses


def phone_metadata(region: str):
    return phonenumbers.PhoneMetadata.metadata_for_region(region)


def idd_prefix(region: str) -> str | None:
    """The region's own international dialling prefix as people write it, or None."""
    md = phone_metadata(region)
    if md.preferred_international_prefix:
        return md.preferred_international_prefix.replace("~", " ")
    if re.fullmatch(r"\d+", md.international_prefix or ""):
        return md.international_prefix
    for cand in IDD_FALLBACKS:
        if re.fullmatch(md.international_prefix, cand):
            return cand
    return None


def random_phone_number(rng: random.Random, region: str, want_valid: bool, ptype=None) -> phonenumbers.PhoneNumber:
    """A number of the region drawn around a metadata example; valid, or possible but not valid."""
    types = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t) is not None]
    weights = [4 if t in (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE) else 1 for t in types]
    if ptype not in types:
        ptype = rng.choices(types, weights)[0]
    example = phonenumbers.example_number_for_type(region, ptype)
    nsn = phonenumbers.national_significant_number(example)
    cc = example.country_code
    for _ in range(400):
        keep = rng.randint(1, max(1, min(4, len(nsn) - 4)))
        if not want_valid:
            keep = rng.randint(0, 2)
        digits = nsn[:keep] + "".join(rng.choice(string.digits) for _ in range(len(nsn) - keep))
        num = phonenumbers.parse("+%d%s" % (cc, digits), None)
        if not phonenumbers.is_possible_number(num):
            continue
        valid = phonenumbers.is_valid_number(num)
        if valid == want_valid:
            return num
    if want_valid:
        return example
    raise RuntimeError("no possible-but-invalid number for %s" % region)


def _national_groups(num) -> list[str]:
    return re.findall(r"\d+", phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL))


def format_phone(rng: random.Random, num, region: str, style: str) -> str:
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    natl = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    cc = str(num.country_code)
    rest = intl[len(cc) + 2:]
    nprefix = phone_metadata(region).national_prefix
    groups = _national_groups(num)
    if style == "national":
        return natl
    if style == "intl":
        return intl
    if style == "e164":
        return e164
    if style == "00cc":
        return "00" + intl[1:]
    if style == "idd":
        return "%s %s" % (idd_prefix(region), intl[1:])
    if style == "paren_cc":
        return "(+%s) %s" % (cc, rest)
    if style == "plus_zero":
        return "+%s (%s)%s" % (cc, nprefix, rest)
    if style == "dots":
        return rng.choice(("+%s." % cc + re.sub(r"[ -]", ".", rest), re.sub(r"[ -]", ".", natl)))
    if style == "dashes":
        return rng.choice(("+%s-" % cc + re.sub(r" ", "-", rest), re.sub(r"[ .]", "-", natl)))
    if style == "nosep":
        return "".join(groups)
    if style == "nbsp":
        return intl.replace(" ", rng.choice((NBSP, NNBSP)))
    if style == "slash":
        return "%s/%s" % (groups[0], "".join(groups[1:]))
    if style == "bracket_area":
        return "(%s) %s" % (groups[0], " ".join(groups[1:]))
    if style == "odd":
        with_cc = rng.random() < 0.3
        digits = phonenumbers.national_significant_number(num) if with_cc else "".join(groups)
        chunks, i = [], 0
        while i < len(digits):
            step = rng.choice((2, 3, 3, 4))
            chunks.append(digits[i:i + step])
            i += step
        if len(chunks[-1]) == 1 and len(chunks) > 1:
            last = chunks.pop()
            chunks[-1] += last
        return ("+%s " % cc if with_cc else "") + " ".join(chunks)
    raise ValueError(style)


def phone_styles(region: str, num) -> list[str]:
    styles = ["national", "national", "intl", "intl", "e164", "paren_cc", "dots", "dashes", "nosep",
              "nbsp", "bracket_area", "odd"]
    if re.fullmatch(phone_metadata(region).international_prefix, "00"):
        styles.append("00cc")
    if idd_prefix(region) and idd_prefix(region) != "00":
        styles.append("idd")
    if phone_metadata(region).national_prefix == "0":
        styles += ["plus_zero", "slash"]
    if len(_national_groups(num)) < 2:
        styles = [s for s in styles if s not in ("slash", "bracket_area")]
    return styles


def phone_span_check(span_text: str, region: str) -> bool:
    """`valid` per the labelling rule; also asserts the number is the region's and possible."""
    cleaned = IN_SPAN_EXT_RE.sub("", re.sub(r"\s+", " ", span_text))
    num = phonenumbers.parse(cleaned, region)
    expected_cc = phone_metadata(region).country_code
    if num.country_code != expected_cc or not phonenumbers.is_possible_number(num):
        raise AssertionError("phone %r is not a possible %s number" % (span_text, region))
    return phonenumbers.is_valid_number(num)


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return body + luhn.calc_check_digit(body)


def random_card(rng: random.Random) -> str:
    brand = rng.choice(sorted(CARD_BRANDS))
    prefixes, lengths = CARD_BRANDS[brand]
    number = luhn_complete(rng.choice(prefixes), rng.choice(lengths), rng)
    groupings = CARD_GROUPS.get(len(number), ())
    if not groupings or rng.random() < 0.25:
        return number
    sep = rng.choice((" ", " ", "-"))
    out, i = [], 0
    for size in rng.choice(groupings):
        out.append(number[i:i + size])
        i += size
    return sep.join(out)


IBAN_RE_PART = re.compile(r"(\d+)!([nac])")


def iban_countries() -> list[str]:
    return sorted(row[1] for row in numdb.get("iban").prefixes)


def iban_structure(cc: str) -> str:
    for _, low, _, props, _ in numdb.get("iban").prefixes:
        if low == cc:
            return props["bban"]
    raise KeyError(cc)


def random_iban(rng: random.Random, cc: str, grouped: bool) -> str:
    structure = iban_structure(cc)
    for _ in range(20000):
        bban = ""
        for count, kind in IBAN_RE_PART.findall(structure):
            alphabet = {"n": string.digits, "a": string.ascii_uppercase,
                        "c": string.digits * 3 + string.ascii_uppercase}[kind]
            bban += "".join(rng.choice(alphabet) for _ in range(int(count)))
        number = cc + stdnum_iban.calc_check_digits(cc + "00" + bban) + bban
        if stdnum_iban.is_valid(number):
            return stdnum_iban.format(number) if grouped else number
    raise RuntimeError("could not draw an IBAN for %s" % cc)


def random_email(rng: random.Random, first: str, last: str, company: str) -> str:
    first = ascii_slug(first) or rng.choice(WORDS)
    last = ascii_slug(last) or rng.choice(WORDS)
    org = ascii_slug(company) or rng.choice(WORDS)
    tld = rng.choice(TLDS)
    local = rng.choice((
        "%s.%s" % (first, last), "%s%s" % (first[0], last), "%s_%s" % (first, last), first,
        "%s.%s%d" % (first, last, rng.randint(1, 99)), "%s+%s" % (first, rng.choice(("news", "shop", "2024", "tag"))),
        "%s-%s" % (last, first[:3]), "%s%d" % (last, rng.randint(1950, 2009)),
        rng.choice(("info", "sales", "kontakt", "contact", "support", "office", "billing", "noreply", "hr")),
    ))
    domain = rng.choice((
        "%s.%s" % (org, tld), "mail.%s.%s" % (org, tld), "%s.%s" % (rng.choice(WORDS), tld),
        "%s-%s.%s" % (org, rng.choice(WORDS), tld), "eu.%s.%s" % (org, tld),
    ))
    return "%s@%s" % (local.lower(), domain.lower())


def ascii_slug(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())[:14]


def random_ipv4(rng: random.Random) -> str:
    kind = rng.choice(("public", "public", "private10", "private192", "private172", "loopback", "doc", "cgnat"))
    if kind == "loopback":
        return rng.choice(("127.0.0.1", "127.0.1.1", "127.0.0.53"))
    if kind == "private10":
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private192":
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if kind == "private172":
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    if kind == "doc":
        return rng.choice(("192.0.2.%d", "198.51.100.%d", "203.0.113.%d")) % rng.randint(1, 254)
    if kind == "cgnat":
        return "100.%d.%d.%d" % (rng.randint(64, 127), rng.randint(0, 255), rng.randint(1, 254))
    return "%d.%d.%d.%d" % (rng.choice((5, 31, 45, 62, 77, 81, 89, 91, 104, 146, 151, 185, 193, 212, 217)),
                            rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def random_ipv6(rng: random.Random) -> str:
    kind = rng.choice(("compressed", "compressed", "full", "upper", "mapped", "unspec", "loop", "linklocal", "doc"))
    if kind == "unspec":
        return "::"
    if kind == "loop":
        return "::1"
    if kind == "mapped":
        return "::ffff:" + random_ipv4(rng)
    words = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if kind == "linklocal":
        words[:4] = [0xFE80, 0, 0, 0]
    elif kind == "doc":
        words[:2] = [0x2001, 0xDB8]
        words[2:6] = [rng.choice((0, 0, rng.randint(1, 0xFFFF))) for _ in range(4)]
    else:
        words[0] = rng.choice((0x2001, 0x2a00, 0x2a02, 0x2600, 0x2c0f, 0x2400, 0x2804))
        words[3:6] = [0, 0, rng.choice((0, rng.randint(1, 0xFFFF)))]
    addr = ipaddress.IPv6Address(int("".join("%04x" % w for w in words), 16))
    if kind == "full":
        return addr.exploded
    if kind == "upper":
        return addr.compressed.upper()
    return addr.compressed


def random_netmask(rng: random.Random) -> str:
    return str(ipaddress.IPv4Network("0.0.0.0/%d" % rng.randint(8, 30)).netmask)


# ---------------------------------------------------------------- building a record


class Doc:
    """Text assembled from plain pieces and labelled pieces; offsets follow from the assembly."""

    def __init__(self):
        self.text = ""
        self.spans = []

    def add(self, *pieces) -> "Doc":
        for piece in pieces:
            if isinstance(piece, tuple):
                entity, value = piece
                self.spans.append({"entity": entity, "start": len(self.text), "end": len(self.text) + len(value)})
                self.text += value
            else:
                self.text += piece
        return self


class Ctx:
    """Per-record drawing context: locale, region, labels and PII makers."""

    def __init__(self, rng: random.Random, fake: faker.Faker, locale: str):
        self.rng = rng
        self.fake = fake
        self.locale = locale
        self.region, self.lang = LOCALES[locale]
        self.labels = LABELS.get(self.lang, LABELS["en"])

    def phone(self, styles=None, valid=None, ext=False, ptype=None) -> tuple:
        want_valid = self.rng.random() >= 0.10 if valid is None else valid
        num = random_phone_number(self.rng, self.region, want_valid, ptype)
        style = self.rng.choice(styles or phone_styles(self.region, num))
        if style in ("plus_zero", "slash") and phone_metadata(self.region).national_prefix != "0":
            style = "intl"
        if style == "00cc" and not re.fullmatch(phone_metadata(self.region).international_prefix, "00"):
            style = "intl"
        if style == "idd" and not idd_prefix(self.region):
            style = "intl"
        text = format_phone(self.rng, num, self.region, style)
        if ext:
            words = EXT_INSIDE.get(self.lang, ()) + EXT_INSIDE_COMMON
            text += " %s%s%d" % (self.rng.choice(words), self.rng.choice((" ", "")), self.rng.randint(2, 4999))
        return ("PHONE_NUMBER", text)

    def ext_outside(self) -> str:
        word = EXT_OUTSIDE.get(self.lang)
        return " %s %d" % (word, self.rng.randint(2, 999)) if word else ""

    def email(self) -> tuple:
        return ("EMAIL_ADDRESS", random_email(self.rng, self.first(), self.last(), self.company()))

    def card(self) -> tuple:
        return ("CREDIT_CARD", random_card(self.rng))

    def iban(self, grouped=None) -> tuple:
        countries = iban_countries()
        cc = self.region if self.region in countries and self.rng.random() < 0.5 else self.rng.choice(countries)
        grouped = self.rng.random() < 0.5 if grouped is None else grouped
        return ("IBAN_CODE", random_iban(self.rng, cc, grouped))

    def ipv4(self) -> tuple:
        return ("IP_ADDRESS", random_ipv4(self.rng))

    def ipv6(self) -> tuple:
        return ("IP_ADDRESS", random_ipv6(self.rng))

    def ip(self) -> tuple:
        return self.ipv4() if self.rng.random() < 0.6 else self.ipv6()

    def first(self) -> str:
        return self.fake.first_name()

    def last(self) -> str:
        return self.fake.last_name()

    def name(self) -> str:
        return self.fake.name()

    def company(self) -> str:
        return self.fake.company()

    def city(self) -> str:
        return self.fake.city()

    def street(self) -> str:
        return self.fake.street_address()

    def pick(self, *options):
        return self.rng.choice(options)


# ---------------------------------------------------------------- genres with PII


def g_signature(c: Ctx) -> Doc:
    tel, mob, fax, mail, _ = c.labels
    d = Doc().add("--\n", c.name(), "\n", c.pick("Sales Manager", "Head of Operations", "Projektleiter", "Account Executive",
                                                "Office", "Customer Care"), " | ", c.company(), "\n", c.street(), ", ",
                  c.city(), "\n", tel, ": ", c.phone())
    if c.rng.random() < 0.7:
        d.add("\n", mob, ": ", c.phone())
    if c.rng.random() < 0.3:
        d.add("\n", fax, ": ", c.phone())
    return d.add("\n", mail, ": ", c.email(), "\n")


def g_shop_footer(c: Ctx) -> Doc:
    tel, _, _, mail, _ = c.labels
    sep = c.pick(" · ", " | ", " – ", "\n")
    d = Doc().add("© ", c.company(), sep, c.street(), ", ", c.city(), sep, tel, " ", c.phone(), sep, c.email())
    if c.rng.random() < 0.5:
        d.add(sep, "IBAN ", c.iban())
    return d.add(sep, c.pick("Impressum", "Privacy", "AGB", "Terms", "Cookies"), "\n")


def g_classified(c: Ctx) -> Doc:
    item = c.pick("mountain bike, 21 gears", "sofa, barely used", "iPhone 12, 128GB", "baby stroller", "2 winter tyres",
                  "flat for rent, 2 rooms", "guitar amp 40W", "kitten looking for home")
    return Doc().add(c.pick("FOR SALE: ", "Selling ", "Offer: ", ""), item, ". ", c.city(), ". ",
                     c.pick("Call or text ", "Call ", "WhatsApp ", "ring ", ""), c.phone(),
                     c.pick(" after 6pm", " (evenings)", "", " - ask for " + c.first()), ". ",
                     *(("Or mail ", c.email(), ".") if c.rng.random() < 0.4 else
                       (c.pick("No emails please.", "Serious buyers only."),)), "\n")


def g_forum_post(c: Ctx) -> Doc:
    return Doc().add("Re: ", c.pick("router keeps dropping connection", "can't reach NAS from outside", "VPN setup help",
                                    "weird traffic at night"), "\n\n", c.pick("I set", "Tried setting", "Changed"),
                     " the DNS to ", c.ipv4(), " and the gateway to ", c.ipv4(), " but it still fails. ",
                     "My v6 address shows as ", c.ipv6(), " in the status page. ",
                     c.pick("Any idea? You can also mail me at ", "PM me or write to ", "Logs on request: "), c.email(),
                     "\n-- ", c.first(), "\n")


def g_chat(c: Ctx) -> Doc:
    a, b = c.first(), c.first()
    h = c.rng.randint(7, 21)
    return Doc().add("[%02d:%02d] " % (h, c.rng.randint(0, 59)), a, ": ",
                     c.pick("my new number is ", "here's my cell ", "call me on ", "this is mine: ", ""), c.phone(), "\n",
                     "[%02d:%02d] " % (h, c.rng.randint(0, 59)), b, ": ", c.pick("saved 👍", "ok", "thx", "got it"), "\n",
                     "[%02d:%02d] " % (h + 1, c.rng.randint(0, 59)), a, ": ",
                     c.pick("and my mail is ", "email ", "send it to "), c.email(), "\n")


def g_csv(c: Ctx) -> Doc:
    d = Doc().add("id,name,email,phone,city\n")
    for i in range(c.rng.randint(2, 5)):
        d.add(str(c.rng.randint(100, 999)), ",", c.name().replace(",", " "), ",", c.email(), ",")
        d.add('"', c.phone(), '"')
        d.add(",", c.city().replace(",", " "), "\n")
    return d


def g_tsv(c: Ctx) -> Doc:
    d = Doc().add("user\tlast_login_ip\tmobile\n")
    for _ in range(c.rng.randint(2, 5)):
        d.add(ascii_slug(c.last()) or c.pick(*WORDS), "\t", c.ip(), "\t", c.phone(styles=["e164", "intl", "national", "nosep"]), "\n")
    return d


def g_json(c: Ctx) -> Doc:
    d = Doc().add("[\n")
    n = c.rng.randint(1, 3)
    for i in range(n):
        d.add('  {"name": "', c.name(), '", "email": "', c.email(), '", "phone": "', c.phone(), '", ')
        d.add('"iban": "', c.iban(), '", "ip": "', c.ip(), '"}', "," if i < n - 1 else "", "\n")
    return d.add("]\n")


def g_yaml(c: Ctx) -> Doc:
    return Doc().add("smtp:\n  host: ", c.ipv4(), "\n  port: 587\n  from: ", c.email(), "\n",
                     "oncall:\n  name: ", c.name(), "\n  phone: \"", c.phone(), "\"\n",
                     "listen:\n  - ", c.ipv4(), "\n  - \"", c.ipv6(), "\"\n")


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _logtime(c: Ctx) -> str:
    return "%s %2d %02d:%02d:%02d" % (c.pick(*MONTHS), c.rng.randint(1, 28), c.rng.randint(0, 23),
                                      c.rng.randint(0, 59), c.rng.randint(0, 59))


def g_sshd_log(c: Ctx) -> Doc:
    d = Doc()
    host = c.pick("web01", "bastion", "nas", "pi", "vps-fra")
    for _ in range(c.rng.randint(2, 4)):
        d.add(_logtime(c), " ", host, " sshd[", str(c.rng.randint(1000, 99999)), "]: ",
              c.pick("Failed password for root from ", "Invalid user admin from ", "Accepted publickey for deploy from ",
                     "Connection closed by "), c.ip(), " port ", str(c.rng.randint(1024, 65535)), " ssh2\n")
    return d


def g_nginx_log(c: Ctx) -> Doc:
    d = Doc()
    for _ in range(c.rng.randint(2, 4)):
        d.add(c.ip(), ' - - [%02d/%s/2024:%02d:%02d:%02d +0000] "' % (c.rng.randint(1, 28), c.pick(*MONTHS),
              c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59)),
              c.pick("GET / HTTP/1.1", "POST /login HTTP/1.1", "GET /wp-admin/ HTTP/1.1", "GET /favicon.ico HTTP/2.0"),
              '" ', c.pick("200", "301", "404", "403"), " ", str(c.rng.randint(100, 999)), ' "-" "',
              c.pick("Mozilla/5.0", "curl/8.4.0", "python-requests/2.31.0"), '"\n')
    return d


def g_firewall_log(c: Ctx) -> Doc:
    d = Doc()
    for _ in range(c.rng.randint(1, 3)):
        d.add(_logtime(c), " gw kernel: [UFW BLOCK] IN=eth0 OUT= SRC=", c.ipv4(), " DST=", c.ipv4(),
              " LEN=60 TTL=", str(c.rng.randint(40, 128)), " PROTO=TCP SPT=", str(c.rng.randint(1024, 65535)),
              " DPT=", c.pick("22", "23", "443", "3389", "8080"), "\n")
    return d


def g_dhcp_log(c: Ctx) -> Doc:
    mac = ":".join("%02x" % c.rng.randint(0, 255) for _ in range(6))
    return Doc().add(_logtime(c), " router dhcpd: DHCPREQUEST for ", c.ipv4(), " from ", mac, " via br0\n",
                     _logtime(c), " router dhcpd: DHCPACK on ", c.ipv4(), " to ", mac, " (", c.pick("android-tv", "laptop",
                                                                                                    "printer"), ") via br0\n")


def g_config(c: Ctx) -> Doc:
    return Doc().add("[server]\nbind_address = ", c.ipv4(), "\nlisten = [", c.ipv6(), "]:", str(c.rng.randint(1024, 9999)),
                     "\nallowed = ", c.ipv4(), "/", str(c.rng.randint(8, 32)), ", ", c.ipv4(),
                     "\n\n[mail]\nadmin = ", c.email(), "\nreply_to = <", c.email(), ">\n")


def g_hosts(c: Ctx) -> Doc:
    d = Doc().add("# /etc/hosts\n", ("IP_ADDRESS", "127.0.0.1"), "\tlocalhost\n", ("IP_ADDRESS", "::1"),
                  "\tlocalhost ip6-localhost\n")
    for _ in range(c.rng.randint(1, 3)):
        d.add(c.ip(), "\t", c.pick("db", "cache", "git", "mail", "backup"), ".", c.pick("lan", "internal", "home"), "\n")
    return d


def g_html(c: Ctx) -> Doc:
    e = c.email()
    num = random_phone_number(c.rng, c.region, c.rng.random() >= 0.1)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    shown = phonenumbers.format_number(num, c.pick(PhoneNumberFormat.NATIONAL, PhoneNumberFormat.INTERNATIONAL))
    return Doc().add('<footer class="contact">\n  <a href="mailto:', e, '">', e, '</a>\n  <a href="tel:',
                     ("PHONE_NUMBER", e164), '">', ("PHONE_NUMBER", shown), "</a>\n  <span>", c.city(), "</span>\n</footer>\n")


def g_invoice(c: Ctx) -> Doc:
    tel, _, _, mail, _ = c.labels
    return Doc().add(c.company(), "\n", c.street(), "\n", c.city(), "\n\nInvoice No. INV-", str(c.rng.randint(1000, 9999)),
                     "\nAmount due: ", str(c.rng.randint(20, 999)), ".", "%02d" % c.rng.randint(0, 99), " EUR\n\n",
                     "Bank details\nAccount holder: ", c.name(), "\nIBAN: ", c.iban(), "\nBIC: ",
                     c.pick("DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "RZBAATWW"), "\n\n",
                     "Questions? ", mail, ": ", c.email(), " / ", tel, ": ", c.phone(), "\n")


def g_support_card(c: Ctx) -> Doc:
    agent = c.first()
    return Doc().add("Customer: hi, payment keeps failing. card is ", c.card(), " exp ",
                     "%02d/%02d" % (c.rng.randint(1, 12), c.rng.randint(25, 31)), "\n",
                     agent, " (Support): Please never post full card numbers in chat. I have masked it as **** ",
                     str(c.rng.randint(1000, 9999)), ".\nCustomer: sorry. try this one then ", c.card(), "\n")


def g_prose(c: Ctx) -> Doc:
    return Doc().add(c.name(), " said that anyone interested could reach ", c.pick("her", "him", "them"), " at ", c.phone(),
                     " until Friday, or simply write to ", c.email(), " with the subject line \"", c.pick("Volunteers",
                     "Flat", "Choir"), "\". The meeting itself will be held in ", c.city(), ".\n")


def g_local_label(c: Ctx) -> Doc:
    tel, mob, fax, mail, callus = c.labels
    return Doc().add(c.company(), "\n", callus, " ", c.phone(), "\n", mob, ": ", c.phone(), "\n", fax, ": ", c.phone(),
                     "\n", mail, ": ", c.email(), "\n")


def g_no_label(c: Ctx) -> Doc:
    return Doc().add(c.name(), "\n", c.street(), "\n", c.city(), "\n", c.phone(), "\n",
                     *((c.phone(), "\n") if c.rng.random() < 0.5 else ()), c.email(), "\n")


def g_unusual_label(c: Ctx) -> Doc:
    return Doc().add(c.pick("☎ ", "📞 ", "Ph ", "T/ ", "call → ", "hotline>> ", "Num: ", "☏"), c.phone(), "  ",
                     c.pick("✉ ", "📧 ", "m: ", "mail→ ", "@: "), c.email(), "\n")


def g_tollfree_mobile(c: Ctx) -> Doc:
    d = Doc().add(c.pick("Free hotline", "Kostenlose Hotline", "Línea gratuita", "Numéro vert", "Toll-free"), ": ")
    d.add(c.phone(ptype=PhoneNumberType.TOLL_FREE))
    return d.add("\n", c.labels[1], ": ", c.phone(ptype=PhoneNumberType.MOBILE), " (",
                 c.pick("WhatsApp", "SMS", "Signal", "24/7"), ")\n")


def g_fax(c: Ctx) -> Doc:
    tel, _, fax, _, _ = c.labels
    return Doc().add(tel, " ", c.phone(), "  ", fax, " ", c.phone(), "\n", c.pick("Fax orders to ", "Send the form by fax: "),
                     c.phone(), "\n")


def g_extension(c: Ctx) -> Doc:
    tel = c.labels[0]
    d = Doc().add(tel, ": ", c.phone(ext=True), "\n")
    word = EXT_OUTSIDE.get(c.lang)
    if word:
        d.add(c.labels[0], " ", c.phone(styles=["national", "intl"]), ", ", word, " ", str(c.rng.randint(10, 999)), "\n")
    else:
        d.add(c.pick("Reception", "Front desk", "Switchboard"), ": ", c.phone(ext=True), "\n")
    return d


def g_wrapped(c: Ctx) -> Doc:
    for _ in range(50):
        entity, text = c.phone(styles=["intl", "national", "00cc", "odd"])
        if " " in text.strip():
            break
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    i = c.rng.choice(spaces)
    text = text[:i] + "\n" + text[i + 1:]
    return Doc().add("Please contact our office during opening hours under the number ", (entity, text),
                     " or write to ", c.email(), ".\n")


def g_bracketed(c: Ctx) -> Doc:
    return Doc().add(c.name(), " (", c.labels[0].lower(), " ", c.phone(), ") and ", c.name(), " [", c.phone(), "] ",
                     c.pick("will coordinate", "are the contacts", "handle bookings"), " (", c.email(), ").\n")


def g_multi_list(c: Ctx) -> Doc:
    sep = c.pick(" / ", "; ", " or ", " oder ", ", ", " o ", " ou ")
    d = Doc().add(c.labels[0], ": ", c.phone(), sep, c.phone())
    if c.rng.random() < 0.4:
        d.add(sep, c.phone())
    return d.add("\n")


def g_vcard(c: Ctx) -> Doc:
    first, last = c.first(), c.last()
    return Doc().add("BEGIN:VCARD\nVERSION:3.0\nN:", last, ";", first, ";;;\nFN:", first, " ", last, "\nORG:", c.company(),
                     "\nTEL;TYPE=work,voice:", c.phone(), "\nTEL;TYPE=cell:", c.phone(), "\nEMAIL;TYPE=internet:", c.email(),
                     "\nEND:VCARD\n")


def g_email_headers(c: Ctx) -> Doc:
    return Doc().add("Received: from mx", str(c.rng.randint(1, 9)), ".", c.pick(*WORDS), ".net ([", c.ipv4(), "])\n",
                     "From: \"", c.name(), "\" <", c.email(), ">\nTo: ", c.email(), "\nCc: <", c.email(), ">\n",
                     "Subject: ", c.pick("Re: quote", "Fwd: Ihre Anfrage", "meeting notes", "Rechnung"), "\n")


def g_sql(c: Ctx) -> Doc:
    d = Doc().add("INSERT INTO customers (id, name, email, phone, iban) VALUES\n")
    n = c.rng.randint(1, 3)
    for i in range(n):
        d.add("  (", str(c.rng.randint(1, 9999)), ", '", c.name().replace("'", " "), "', '", c.email(), "', '", c.phone(), "', '",
              c.iban(grouped=False), "')", "," if i < n - 1 else ";", "\n")
    return d


def g_sms(c: Ctx) -> Doc:
    return Doc().add(c.pick("Hi, it's ", "Hey! ", "Hallo, hier ist ", "Hola, soy "), c.first(), c.pick(
        " - new number: ", ", this is my new no. ", ". Neue Nummer: ", " nuevo número "), c.phone(), c.pick(
        " save it pls", " 🙂", "", " (old one is dead)"), "\n")


def g_order_confirmation(c: Ctx) -> Doc:
    return Doc().add("Order confirmation\nPayment method: ", c.pick("Visa", "Mastercard", "Amex", "card"), " **** ",
                     str(c.rng.randint(1000, 9999)), "\nBilling contact: ", c.email(), "\nDelivery phone: ", c.phone(),
                     "\nShipping to: ", c.city(), "\n")


def g_payment_form(c: Ctx) -> Doc:
    return Doc().add("card_number=", c.card(), "&name=", ascii_slug(c.first()) or "anon", "&email=", c.email(),
                     "&client_ip=", c.ipv4(), "\n", "Card number: ", c.card(), "\nCardholder: ", c.name(), "\n")


def g_inventory(c: Ctx) -> Doc:
    d = Doc().add("| host | IPv4 | IPv6 | owner |\n|---|---|---|---|\n")
    for _ in range(c.rng.randint(2, 4)):
        d.add("| ", c.pick("app", "db", "lb", "vpn", "ci"), str(c.rng.randint(1, 9)), " | ", c.ipv4(), " | ", c.ipv6(), " | ",
              c.email(), " |\n")
    return d


def g_code(c: Ctx) -> Doc:
    return Doc().add("ALLOWED_HOSTS = [\"", c.ipv4(), "\", \"[", c.ipv6(), "]\"]\nADMINS = [(\"", c.name(), "\", \"",
                     c.email(), "\")]\nSUPPORT_PHONE = \"", c.phone(), "\"\n")


def g_sepa(c: Ctx) -> Doc:
    return Doc().add(c.pick("Bitte überweisen Sie den Betrag an", "Please transfer the amount to", "Veuillez virer le montant à",
                            "Por favor transfiera el importe a"), ":\n", c.name(), "\n", c.iban(), "\n",
                     c.pick("Verwendungszweck", "Reference", "Référence", "Concepto"), ": ", c.pick("Miete", "Invoice", "Cotisation",
                                                                                                "Cuota"), " ", c.pick(*MONTHS), "\n")


def g_meeting(c: Ctx) -> Doc:
    return Doc().add("Join by phone\n", c.phone(styles=["intl", "e164", "00cc"]), " (", c.region, ")\nPIN: ",
                     str(c.rng.randint(1000, 9999)), "#\nOrganizer: ", c.email(), "\n")


def g_ip_usage(c: Ctx) -> Doc:
    return Doc().add("$ curl -s http://", c.ipv4(), ":", c.pick("8080", "3000", "9090"), "/health\n",
                     "$ ip route add ", c.ipv4(), "/", str(c.rng.randint(8, 30)), " via ", c.ipv4(), "\n",
                     "$ ping6 -c 3 ", c.ipv6(), "\n$ curl -g 'http://[", c.ipv6(), "]:8443/'\n")


def g_netconf(c: Ctx) -> Doc:
    return Doc().add("auto eth0\niface eth0 inet static\n    address ", c.ipv4(), "\n    netmask ",
                     ("IP_ADDRESS", random_netmask(c.rng)), "\n    gateway ", c.ipv4(), "\n    dns-nameservers ", c.ipv4(),
                     " ", c.ipv4(), "\niface eth0 inet6 static\n    address ", c.ipv6(), "/64\n")


def g_zone_v6(c: Ctx) -> Doc:
    ll = "fe80::%x:%x:%x:%x" % tuple(c.rng.randint(1, 0xFFFF) for _ in range(4))
    return Doc().add("neighbor ", ("IP_ADDRESS", ll), "%", c.pick("eth0", "en0", "wlan0", "3"), " lladdr ",
                     ":".join("%02x" % c.rng.randint(0, 255) for _ in range(6)), " REACHABLE\n",
                     "ping ", c.ipv6(), " from ", c.ipv4(), "\n")


def g_kyc(c: Ctx) -> Doc:
    return Doc().add("Name: ", c.name(), "\nAddress: ", c.street(), ", ", c.city(), "\n", c.labels[0], ": ", c.phone(),
                     "\nE-mail: ", c.email(), "\nIBAN: ", c.iban(), "\nCard on file: ", c.card(), "\nSignup IP: ", c.ip(), "\n")


PII_GENRES = {
    "signature": g_signature, "shop-footer": g_shop_footer, "classified": g_classified, "forum": g_forum_post,
    "chat": g_chat, "csv": g_csv, "tsv": g_tsv, "json": g_json, "yaml": g_yaml, "sshd-log": g_sshd_log,
    "nginx-log": g_nginx_log, "firewall-log": g_firewall_log, "dhcp-log": g_dhcp_log, "config": g_config,
    "hosts": g_hosts, "html": g_html, "invoice": g_invoice, "support-card": g_support_card, "prose": g_prose,
    "local-label": g_local_label, "no-label": g_no_label, "unusual-label": g_unusual_label,
    "tollfree-mobile": g_tollfree_mobile, "fax": g_fax, "extension": g_extension, "wrapped": g_wrapped,
    "bracketed": g_bracketed, "multi-list": g_multi_list, "vcard": g_vcard, "email-headers": g_email_headers,
    "sql": g_sql, "sms": g_sms, "order-confirmation": g_order_confirmation, "payment-form": g_payment_form,
    "inventory": g_inventory, "code": g_code, "sepa": g_sepa, "meeting": g_meeting, "ip-usage": g_ip_usage,
    "netconf": g_netconf, "zone-v6": g_zone_v6, "kyc": g_kyc,
}


# ---------------------------------------------------------------- PII-free look-alike genres


def _digits(c: Ctx, n: int, first: str = string.digits) -> str:
    return c.rng.choice(first) + "".join(c.rng.choice(string.digits) for _ in range(n - 1))


def f_versions(c: Ctx) -> str:
    return ("Upgraded %s from %d.%d.%d to %d.%d.%d; host runs Windows 10.0.%d.%d, kernel %d.%d.0-%d-generic, "
            "build %d.%d.\n" % (c.pick("nginx", "postgres", "openssl", "node"), c.rng.randint(1, 9), c.rng.randint(0, 30),
                                c.rng.randint(0, 20), c.rng.randint(1, 9), c.rng.randint(0, 30), c.rng.randint(0, 20),
                                c.rng.choice((19044, 19045, 22621, 22631, 26100)), c.rng.randint(1000, 5000),
                                c.rng.randint(5, 6), c.rng.randint(0, 15), c.rng.randint(10, 99),
                                c.rng.randint(22000, 26999), c.rng.randint(300, 4999)))


def f_sections(c: Ctx) -> str:
    return ("As required by section %d.%d.%d and clause %d.%d(b), see also Annex %s, paragraph %d.%d, and Table %d-%d.\n"
            % (c.rng.randint(1, 12), c.rng.randint(1, 9), c.rng.randint(1, 9), c.rng.randint(1, 30), c.rng.randint(1, 9),
               c.pick("A", "B", "IV"), c.rng.randint(1, 9), c.rng.randint(1, 20), c.rng.randint(1, 9), c.rng.randint(1, 20)))


def f_oids(c: Ctx) -> str:
    return ("OID 1.3.6.1.4.1.%d.%d.%d (enterprise), policy OID 2.23.140.1.2.%d, signature OID 1.2.840.113549.1.1.%d.\n"
            % (c.rng.randint(300, 60000), c.rng.randint(1, 9), c.rng.randint(1, 99), c.rng.randint(1, 3),
               c.rng.randint(11, 14)))


def f_dates(c: Ctx) -> str:
    y, m, d = c.rng.randint(2019, 2026), c.rng.randint(1, 12), c.rng.randint(1, 28)
    return c.pick(
        "Termin: %02d.%02d.%d um %02d:%02d Uhr\n" % (d, m, y, c.rng.randint(8, 18), c.rng.randint(0, 59)),
        "Due %02d/%02d/%d %d:%02d PM, updated %d-%02d-%02dT%02d:%02d:%02dZ\n" % (m, d, y, c.rng.randint(1, 11),
                                                                              c.rng.randint(0, 59), y, m, d,
                                                                              c.rng.randint(0, 23), c.rng.randint(0, 59),
                                                                              c.rng.randint(0, 59)),
        "会議は%d年%d月%d日 %d:%02dから\n" % (y, m, d, c.rng.randint(9, 18), c.rng.randint(0, 59)),
        "Le %d/%02d/%d à %dh%02d\n" % (d, m, y, c.rng.randint(8, 20), c.rng.randint(0, 59)),
        "Срок: %02d.%02d.%d г.\n" % (d, m, y),
    )


def f_prices(c: Ctx) -> str:
    return ("Price: €%d.%03d,%02d (was €%d,%02d) - Total: $%d,%03d.%02d - Preis %d %03d,%02d € - ¥%d,%03d\n"
            % (c.rng.randint(1, 9), c.rng.randint(0, 999), c.rng.randint(0, 99), c.rng.randint(100, 999), c.rng.randint(0, 99),
               c.rng.randint(1, 99), c.rng.randint(0, 999), c.rng.randint(0, 99), c.rng.randint(1, 99), c.rng.randint(0, 999),
               c.rng.randint(0, 99), c.rng.randint(1, 999), c.rng.randint(0, 999)))


def f_isbn(c: Ctx) -> str:
    body = "978" + _digits(c, 9)
    full = body + ean.calc_check_digit(body)
    return "ISBN %s-%s-%s-%s-%s (paperback), %d pages.\n" % (full[:3], full[3], full[4:8], full[8:12], full[12],
                                                                   c.rng.randint(80, 900))


def f_imei(c: Ctx) -> str:
    imei = luhn_complete(c.pick("86", "01", "99"), 15, c.rng)
    return "IMEI: %s\nIMEI 2: %s\nSerial: %s\n" % (imei, luhn_complete(c.pick("86", "01", "99"), 15, c.rng),
                                                  "".join(c.rng.choice(string.ascii_uppercase + string.digits) for _ in range(11)))


def f_orders(c: Ctx) -> str:
    return ("Order: 0%s %s %s\nTracking number: 1Z%s%s\nTicket #%d\nSendungsnummer: %s\n"
            % (_digits(c, 2, "123456789"), _digits(c, 4), _digits(c, 4), "".join(c.rng.choice(string.ascii_uppercase) for _ in range(3)),
               _digits(c, 13), c.rng.randint(10000, 999999), _digits(c, 20, "0")))


def f_coordinates(c: Ctx) -> str:
    return ("Coordinates: %.4f° N, %.4f° E (lat=%.6f, lon=%.6f), elevation %d m\n"
            % (c.rng.uniform(0, 70), c.rng.uniform(0, 170), c.rng.uniform(-60, 60), c.rng.uniform(-170, 170),
               c.rng.randint(0, 3000)))


def f_hashes(c: Ctx) -> str:
    hx = lambda n: "".join(c.rng.choice("0123456789abcdef") for _ in range(n))
    return "commit %s\nsha256: %s\nmd5 %s\n" % (hx(40), hx(64), hx(32))


def f_mac(c: Ctx) -> str:
    b = [c.rng.randint(0, 255) for _ in range(6)]
    return ("MAC %s, also shown as %s and %s\n" % (":".join("%02x" % x for x in b), "-".join("%02X" % x for x in b),
                                                 ".".join("%02x%02x" % (b[i], b[i + 1]) for i in (0, 2, 4))))


def f_tax_ids(c: Ctx) -> str:
    return c.pick(
        "USt-IdNr.: DE%s, Steuernummer: %s/%s/%s\n" % (_digits(c, 9, "123456789"), _digits(c, 2), _digits(c, 3), _digits(c, 5)),
        "VAT: GB %s %s %s\n" % (_digits(c, 3), _digits(c, 4), _digits(c, 2)),
        "CPF: %s.%s.%s-%s, CNPJ: %s.%s.%s/0001-%s\n" % (_digits(c, 3), _digits(c, 3), _digits(c, 3), _digits(c, 2),
                                                      _digits(c, 2), _digits(c, 3), _digits(c, 3), _digits(c, 2)),
        "NIP: %s-%s-%s-%s\n" % (_digits(c, 3), _digits(c, 3), _digits(c, 2), _digits(c, 2)),
        "ИНН %s, КПП %s\n" % (_digits(c, 10), _digits(c, 9)),
    )


def f_postcodes(c: Ctx) -> str:
    return "Postcodes: SW1A 1AA, 10115 Berlin, 〒100-0001 Tokyo, CEP 01310-100 São Paulo, 75008 Paris, %s %s\n" % (
        _digits(c, 5, "123456789"), c.city())


def f_otp(c: Ctx) -> str:
    return c.pick("Your verification code is %s. It expires in 10 minutes.\n", "Код подтверждения: %s\n",
                  "Ihr Bestätigungscode lautet %s.\n", "認証コード：%s\n") % _digits(c, 6)


def f_parts(c: Ctx) -> str:
    return "P/N %s-%s, SKU: %s-%s-%s, Lot %s, Qty %d\n" % (_digits(c, 4), c.pick("DR", "TR", "A1"), _digits(c, 4),
                                                          _digits(c, 4), _digits(c, 2), _digits(c, 6), c.rng.randint(1, 500))


def f_population(c: Ctx) -> str:
    return "%s - Population: %s (%d est.), area %d km²\n" % (
        c.city(), "{:,}".format(c.rng.randint(1_000_000, 40_000_000)), c.rng.randint(2015, 2024), c.rng.randint(100, 9000))


def f_scores(c: Ctx) -> str:
    return "Final score %d-%d (HT %d-%d). Ratings: %.1f, %.1f, %.1f. Attendance %d.\n" % (
        c.rng.randint(0, 5), c.rng.randint(0, 5), c.rng.randint(0, 2), c.rng.randint(0, 2), c.rng.uniform(5, 10),
        c.rng.uniform(5, 10), c.rng.uniform(5, 10), c.rng.randint(1000, 80000))


def f_measurements(c: Ctx) -> str:
    rows = ["| %.3f | %.2f | %.1f | %d |" % (c.rng.uniform(0, 5), c.rng.uniform(0, 100), c.rng.uniform(0, 500),
                                           c.rng.randint(1, 9999)) for _ in range(3)]
    return "| mm | in | g | n |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"


def f_sort_code(c: Ctx) -> str:
    return "Sort code %02d-%02d-%02d (branch %s). Account details will follow by post.\n" % (
        c.rng.randint(10, 99), c.rng.randint(0, 99), c.rng.randint(0, 99), c.city())


def f_masked_card(c: Ctx) -> str:
    last4 = _digits(c, 4)
    return c.pick("Card ending **** **** **** %s was charged.\n", "Paid with VISA xxxx-xxxx-xxxx-%s\n",
                  "Tarjeta terminada en •••• %s\n", "Karte: ************%s\n") % last4


def f_labelled_phone_like(c: Ctx) -> str:
    return c.pick("Order: 0%s %s %s\n", "Invoice no. %s %s %s\n", "Customer no.: %s-%s-%s\n",
                  "Ref.: %s %s %s\n") % (_digits(c, 2, "123456789"), _digits(c, 4), _digits(c, 4))


def f_ip_like_versions(c: Ctx) -> str:
    return "Package %s version %d.%d.%d.%d, firmware %d.%d.%d.%d\n" % (
        c.pick("libfoo", "driver", "agent"), c.rng.randint(1, 9), c.rng.randint(0, 9), c.rng.randint(300, 999),
        c.rng.randint(0, 99), c.rng.randint(256, 999), c.rng.randint(0, 9), c.rng.randint(0, 9), c.rng.randint(1, 9))


def f_times(c: Ctx) -> str:
    return "Lap times: %d:%02d.%03d, %d:%02d.%03d; uptime %d days, %02d:%02d:%02d\n" % (
        c.rng.randint(1, 2), c.rng.randint(0, 59), c.rng.randint(0, 999), c.rng.randint(1, 2), c.rng.randint(0, 59),
        c.rng.randint(0, 999), c.rng.randint(1, 400), c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbn, "imei": f_imei, "orders": f_orders, "coordinates": f_coordinates, "hashes": f_hashes,
    "mac": f_mac, "tax-ids": f_tax_ids, "postcodes": f_postcodes, "otp": f_otp, "parts": f_parts,
    "population": f_population, "scores": f_scores, "measurements": f_measurements, "sort-code": f_sort_code,
    "masked-card": f_masked_card, "labelled-phone-like": f_labelled_phone_like, "ip-like-versions": f_ip_like_versions,
    "times": f_times,
}


# ---------------------------------------------------------------- look-alike checks


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
IPV6_RE = re.compile(r"(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?![\w:])")
DIGIT_RUN_RE = re.compile(r"(?<![A-Za-z0-9])\d(?:(?:[ \-./\u00a0\u202f]|\) ?| ?\()?\d)*(?![A-Za-z0-9])")
CARD_RUN_RE = re.compile(r"\d(?:[ \-]?\d)*")
IBAN_RUN_RE = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
INTL_PHONE_RE = re.compile(r"(?<![\w+./-])(?:\+|00)\s?[1-9](?:[\d \-./()\u00a0\u202f]*\d)")
DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}|\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b|\d{4}年\d{1,2}月\d{1,2}日")
LOOKALIKE_LABEL_RE = re.compile(
    r"(order|invoice|customer no|ref\.|imei|isbn|population|tracking|sendungsnummer|ticket|tax|vat|ust-idnr|steuernummer|"
    r"nip|инн|кпп|cpf|cnpj|sha256|md5|commit|oid|coordinates|lat=|lon=|code|код|p/n|sku|lot|price|preis|total|"
    r"version|firmware|windows|kernel|build|attendance|postcodes|serial|sort code|mac)[^\n]{0,64}$", re.I)


def lookalike_problems(text: str) -> list[str]:
    """Strings outside the gold spans that the rules forbid; `text` has its spans blanked out."""
    problems = ["email " + m.group() for m in EMAIL_RE.finditer(text)]
    problems += ["ipv4 " + m.group() for m in IPV4_RE.finditer(text) if all(int(g) <= 255 for g in m.groups())]
    for m in IPV6_RE.finditer(text):
        try:
            ipaddress.IPv6Address(m.group())
            problems.append("ipv6 " + m.group())
        except ValueError:
            pass
    for m in CARD_RUN_RE.finditer(text):
        run = m.group()
        starts = [0] + [i + 1 for i, ch in enumerate(run) if not ch.isdigit()]
        ends = [i for i, ch in enumerate(run) if not ch.isdigit()] + [len(run)]
        for s in starts:
            for e in ends:
                digits = re.sub(r"\D", "", run[s:e])
                if 12 <= len(digits) <= 19 and digits[0] in "23456" and luhn.is_valid(digits):
                    problems.append("luhn " + run[s:e])
    for m in IBAN_RUN_RE.finditer(text):
        compact = m.group().replace(" ", "")
        if any(stdnum_iban.is_valid(compact[:n]) for n in range(15, len(compact) + 1)):
            problems.append("iban " + m.group())
    for m in INTL_PHONE_RE.finditer(text):
        cand = "+" + re.sub(r"^\+|^00", "", m.group()).strip()
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(cand, None)):
                problems.append("phone " + m.group())
        except phonenumbers.NumberParseException:
            pass
    undated = DATE_RE.sub(lambda m: "D" * len(m.group()), text)
    for m in DIGIT_RUN_RE.finditer(undated):
        if sum(ch.isdigit() for ch in m.group()) >= 7 and not LOOKALIKE_LABEL_RE.search(undated[:m.start()]):
            problems.append("digits " + m.group())
    return problems


def blank_spans(text: str, spans: list[dict]) -> str:
    out = list(text)
    for span in spans:
        for i in range(span["start"], span["end"]):
            out[i] = "\ue000"
    return "".join(out)


def check_span_values(text: str, spans: list[dict], region: str) -> None:
    """Each gold span is what its label says, by the rules."""
    for span in spans:
        value = text[span["start"]:span["end"]]
        entity = span["entity"]
        if entity == "PHONE_NUMBER":
            span["valid"] = phone_span_check(value, region)
        elif entity == "CREDIT_CARD":
            assert luhn.is_valid(re.sub(r"[ -]", "", value)), value
        elif entity == "IBAN_CODE":
            assert stdnum_iban.is_valid(value), value
        elif entity == "IP_ADDRESS":
            ipaddress.ip_address(value)
        elif entity == "EMAIL_ADDRESS":
            assert EMAIL_RE.fullmatch(value), value
        assert value == value.strip(), value



# ---------------------------------------------------------------- real snippets

BOUNDARY_BEFORE = {
    "EMAIL_ADDRESS": r"[A-Za-z0-9._%+-]", "IP_ADDRESS": r"[0-9A-Za-z:.]", "PHONE_NUMBER": r"[0-9A-Za-z+]",
    "CREDIT_CARD": r"[0-9A-Za-z]", "IBAN_CODE": r"[0-9A-Za-z]",
}
BOUNDARY_AFTER = {
    "EMAIL_ADDRESS": r"[A-Za-z0-9-]|\.[A-Za-z0-9]", "IP_ADDRESS": r"[0-9A-Za-z]|\.\d", "PHONE_NUMBER": r"[0-9A-Za-z]",
    "CREDIT_CARD": r"[0-9A-Za-z]", "IBAN_CODE": r"[0-9A-Za-z]",
}


def standalone_occurrences(text: str, entity: str, value: str) -> list[tuple[int, int]]:
    found, start = [], text.find(value)
    while start >= 0:
        end = start + len(value)
        before = text[start - 1] if start else ""
        after_ok = not re.match(BOUNDARY_AFTER[entity], text[end:end + 2])
        if ":" in value and entity == "IP_ADDRESS" and text[end:end + 1] == ":":
            after_ok = False
        if (not before or not re.match(BOUNDARY_BEFORE[entity], before)) and after_ok:
            found.append((start, end))
        start = text.find(value, start + 1)
    return found


def real_record(source: str, locale: str, text: str, labels: list[tuple[str, str]]) -> dict:
    spans = []
    for entity, value in labels:
        places = standalone_occurrences(text, entity, value)
        assert places, "%s: %r does not occur stand-alone" % (source, value)
        spans += [{"entity": entity, "start": s, "end": e} for s, e in places]
    # An occurrence inside a longer labelled string is part of that string, not a stand-alone one.
    kept = []
    for span in sorted(spans, key=lambda s: (s["start"] - s["end"], s["start"])):
        if all(span["end"] <= k["start"] or span["start"] >= k["end"] for k in kept):
            kept.append(span)
    spans = sorted(kept, key=lambda s: (s["start"], s["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], "%s: overlapping spans %r %r" % (source, a, b)
    has_phone = any(s["entity"] == "PHONE_NUMBER" for s in spans)
    if not spans:
        assert locale == "", source
    elif not has_phone:
        assert locale == "en_US", source
    region = LOCALES[locale][0] if locale else ""
    for span in spans:
        if span["entity"] == "PHONE_NUMBER":
            value = text[span["start"]:span["end"]]
            cleaned = IN_SPAN_EXT_RE.sub("", re.sub(r"\s+", " ", value))
            try:
                span["valid"] = phonenumbers.is_valid_number(phonenumbers.parse(cleaned, region))
            except phonenumbers.NumberParseException:
                span["valid"] = False
    return {"locale": locale, "spans": spans, "template": "b8r-" + REAL_SOURCE_KIND(source), "text": text}


def REAL_SOURCE_KIND(source: str) -> str:
    for key, kind in REAL_SOURCE_KINDS:
        if key in source:
            return kind
    raise KeyError(source)


# ---------------------------------------------------------------- assembly


def build_synthetic(rng: random.Random, fakers: dict, locale: str, genre, with_pii: bool) -> dict:
    for _ in range(MAX_REDRAWS):
        ctx = Ctx(rng, fakers[locale], locale)
        if with_pii:
            doc = genre(ctx)
            text, spans = doc.text, doc.spans
        else:
            text, spans = genre(ctx), []
        try:
            check_span_values(text, spans, ctx.region)
        except (AssertionError, phonenumbers.NumberParseException, ValueError):
            continue
        if not lookalike_problems(blank_spans(text, spans)) and (spans or not with_pii):
            return {"locale": locale if with_pii else "", "spans": spans, "text": text}
    raise RuntimeError("no clean text for %s after %d draws" % (genre.__name__, MAX_REDRAWS))


def pin_set_built_data(fake: faker.Faker) -> None:
    """Some Faker locales build word lists from sets (it_IT cities), whose order follows the string hash;
    sorting them makes draws independent of PYTHONHASHSEED without changing the uniform distribution."""
    for provider in fake.providers:
        for name in ("cities",):
            value = getattr(provider, name, None)
            if isinstance(value, list):
                setattr(provider, name, sorted(value))


def build_records() -> list[dict]:
    rng = random.Random(SEED)
    fakers = {}
    for locale in sorted(LOCALES):
        fakers[locale] = faker.Faker(locale)
        fakers[locale].seed_instance(rng.randrange(2 ** 32))
        pin_set_built_data(fakers[locale])
    locales = sorted(LOCALES)
    records = []
    pii_genres = sorted(PII_GENRES)
    for i in range(N_SYNTHETIC_PII):
        name = pii_genres[i % len(pii_genres)] if i < 2 * len(pii_genres) else rng.choice(pii_genres)
        record = build_synthetic(rng, fakers, locales[i % len(locales)], PII_GENRES[name], True)
        records.append(dict(record, template="b8-" + name))
    free_genres = sorted(FREE_GENRES)
    for i in range(N_SYNTHETIC_FREE):
        name = free_genres[i % len(free_genres)] if i < 2 * len(free_genres) else rng.choice(free_genres)
        record = build_synthetic(rng, fakers, rng.choice(locales), FREE_GENRES[name], False)
        records.append(dict(record, template="b8f-" + name))
    for source, locale, text, labels in REAL_SNIPPETS:
        records.append(real_record(source, locale, text, labels))
    rng.shuffle(records)
    for n, record in enumerate(records):
        record["id"] = "blind8-%05d" % n
    return records


def write_records(records: list[dict], out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = parser.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit("Faker %s is required to reproduce pii_blind8 byte for byte; found %s." % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("%s exists; pass --force to overwrite it." % args.out)
    records = build_records()
    write_records(records, args.out)
    print("wrote %d records to %s" % (len(records), args.out))
    return 0


# ---------------------------------------------------------------- frozen real snippets

REAL_SOURCE_KINDS = (
    ("/phonenumbers-9.0.43/", "py-phonenumbers"), ("/nyaruka/phonenumbers", "go-phonenumbers"),
    ("/libphonenumber-js-", "npm-libphonenumber-js"), ("/phonenumber-0.3.10", "crate-phonenumber"),
    ("/ipnet-2.12.2/", "crate-ipnet"), ("/ipaddr.js-", "npm-ipaddr-js"), ("/ip-address-", "npm-ip-address"),
    ("/email_validator-", "py-email-validator"), ("/netaddr-", "py-netaddr"), ("/python_stdnum-", "py-stdnum"),
    ("/usr/local/go/", "go-toolchain"), ("/node_modules/npm/docs/", "npm-docs"), ("/usr/lib/jvm/", "jdk-legal"),
)

# (source path and line range, locale, window text, labels read off the window)
REAL_SNIPPETS = [
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:420-429', 'en_US',
     '    def testFormatUSNumber(self):\n        self.assertEqual("650 253 0000", phonenumbers.format_number(US_NUMBER, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+1 650 253 0000", phonenumbers.format_number(US_NUMBER, PhoneNumberFormat.INTERNATIONAL))\n\n        self.assertEqual("800 253 0000", phonenumbers.format_number(US_TOLLFREE, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+1 800 253 0000", phonenumbers.format_number(US_TOLLFREE, PhoneNumberFormat.INTERNATIONAL))\n\n        self.assertEqual("900 253 0000", phonenumbers.format_number(US_PREMIUM, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+1 900 253 0000", phonenumbers.format_number(US_PREMIUM, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("tel:+1-900-253-0000", phonenumbers.format_number(US_PREMIUM, PhoneNumberFormat.RFC3966))\n',
     [('PHONE_NUMBER', '650 253 0000'), ('PHONE_NUMBER', '+1 650 253 0000'), ('PHONE_NUMBER', '800 253 0000'), ('PHONE_NUMBER', '+1 800 253 0000'), ('PHONE_NUMBER', '900 253 0000'), ('PHONE_NUMBER', '+1 900 253 0000'), ('PHONE_NUMBER', '+1-900-253-0000')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:453-458', 'en_GB',
     '    def testFormatGBNumber(self):\n        self.assertEqual("(020) 7031 3000", phonenumbers.format_number(GB_NUMBER, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+44 20 7031 3000", phonenumbers.format_number(GB_NUMBER, PhoneNumberFormat.INTERNATIONAL))\n\n        self.assertEqual("(07912) 345 678", phonenumbers.format_number(GB_MOBILE, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+44 7912 345 678", phonenumbers.format_number(GB_MOBILE, PhoneNumberFormat.INTERNATIONAL))\n',
     [('PHONE_NUMBER', '(020) 7031 3000'), ('PHONE_NUMBER', '+44 20 7031 3000'), ('PHONE_NUMBER', '(07912) 345 678'), ('PHONE_NUMBER', '+44 7912 345 678')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:499-506', 'it_IT',
     '    def testFormatITNumber(self):\n        self.assertEqual("02 3661 8300", phonenumbers.format_number(IT_NUMBER, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+39 02 3661 8300", phonenumbers.format_number(IT_NUMBER, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+390236618300", phonenumbers.format_number(IT_NUMBER, PhoneNumberFormat.E164))\n\n        self.assertEqual("345 678 901", phonenumbers.format_number(IT_MOBILE, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+39 345 678 901", phonenumbers.format_number(IT_MOBILE, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+39345678901", phonenumbers.format_number(IT_MOBILE, PhoneNumberFormat.E164))\n',
     [('PHONE_NUMBER', '02 3661 8300'), ('PHONE_NUMBER', '+39 02 3661 8300'), ('PHONE_NUMBER', '+390236618300'), ('PHONE_NUMBER', '345 678 901'), ('PHONE_NUMBER', '+39 345 678 901'), ('PHONE_NUMBER', '+39345678901')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:508-511', 'en_AU',
     '    def testFormatAUNumber(self):\n        self.assertEqual("02 3661 8300", phonenumbers.format_number(AU_NUMBER, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+61 2 3661 8300", phonenumbers.format_number(AU_NUMBER, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+61236618300", phonenumbers.format_number(AU_NUMBER, PhoneNumberFormat.E164))\n',
     [('PHONE_NUMBER', '02 3661 8300'), ('PHONE_NUMBER', '+61 2 3661 8300'), ('PHONE_NUMBER', '+61236618300')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:518-525', 'es_AR',
     '    def testFormatARNumber(self):\n        self.assertEqual("011 8765-4321", phonenumbers.format_number(AR_NUMBER, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+54 11 8765-4321", phonenumbers.format_number(AR_NUMBER, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+541187654321", phonenumbers.format_number(AR_NUMBER, PhoneNumberFormat.E164))\n\n        self.assertEqual("011 15 8765-4321", phonenumbers.format_number(AR_MOBILE, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+54 9 11 8765 4321", phonenumbers.format_number(AR_MOBILE, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+5491187654321", phonenumbers.format_number(AR_MOBILE, PhoneNumberFormat.E164))\n',
     [('PHONE_NUMBER', '011 8765-4321'), ('PHONE_NUMBER', '+54 11 8765-4321'), ('PHONE_NUMBER', '+541187654321'), ('PHONE_NUMBER', '011 15 8765-4321'), ('PHONE_NUMBER', '+54 9 11 8765 4321'), ('PHONE_NUMBER', '+5491187654321')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:527-542', 'es_MX',
     '    def testFormatMXNumber(self):\n        self.assertEqual("045 234 567 8900", phonenumbers.format_number(MX_MOBILE1, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+52 1 234 567 8900", phonenumbers.format_number(MX_MOBILE1, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+5212345678900", phonenumbers.format_number(MX_MOBILE1, PhoneNumberFormat.E164))\n\n        self.assertEqual("045 55 1234 5678", phonenumbers.format_number(MX_MOBILE2, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+52 1 55 1234 5678", phonenumbers.format_number(MX_MOBILE2, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+5215512345678", phonenumbers.format_number(MX_MOBILE2, PhoneNumberFormat.E164))\n\n        self.assertEqual("01 33 1234 5678", phonenumbers.format_number(MX_NUMBER1, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+52 33 1234 5678", phonenumbers.format_number(MX_NUMBER1, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+523312345678", phonenumbers.format_number(MX_NUMBER1, PhoneNumberFormat.E164))\n\n        self.assertEqual("01 821 123 4567", phonenumbers.format_number(MX_NUMBER2, PhoneNumberFormat.NATIONAL))\n        self.assertEqual("+52 821 123 4567", phonenumbers.format_number(MX_NUMBER2, PhoneNumberFormat.INTERNATIONAL))\n        self.assertEqual("+528211234567", phonenumbers.format_number(MX_NUMBER2, PhoneNumberFormat.E164))\n',
     [('PHONE_NUMBER', '045 234 567 8900'), ('PHONE_NUMBER', '+52 1 234 567 8900'), ('PHONE_NUMBER', '+5212345678900'), ('PHONE_NUMBER', '045 55 1234 5678'), ('PHONE_NUMBER', '+52 1 55 1234 5678'), ('PHONE_NUMBER', '+5215512345678'), ('PHONE_NUMBER', '01 33 1234 5678'), ('PHONE_NUMBER', '+52 33 1234 5678'), ('PHONE_NUMBER', '+523312345678'), ('PHONE_NUMBER', '01 821 123 4567'), ('PHONE_NUMBER', '+52 821 123 4567'), ('PHONE_NUMBER', '+528211234567')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumberutiltest.py:964-972', 'en_GB',
     '    def testFormatInOriginalFormat(self):\n        number1 = phonenumbers.parse("+442087654321", "GB", keep_raw_input=True)\n        self.assertEqual("+44 20 8765 4321", phonenumbers.format_in_original_format(number1, "GB"))\n\n        number2 = phonenumbers.parse("02087654321", "GB", keep_raw_input=True)\n        self.assertEqual("(020) 8765 4321", phonenumbers.format_in_original_format(number2, "GB"))\n\n        number3 = phonenumbers.parse("011442087654321", "US", keep_raw_input=True)\n        self.assertEqual("011 44 20 8765 4321", phonenumbers.format_in_original_format(number3, "US"))\n',
     [('PHONE_NUMBER', '+442087654321'), ('PHONE_NUMBER', '+44 20 8765 4321'), ('PHONE_NUMBER', '02087654321'), ('PHONE_NUMBER', '(020) 8765 4321'), ('PHONE_NUMBER', '011442087654321'), ('PHONE_NUMBER', '011 44 20 8765 4321')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumbermatchertest.py:325-342', 'es_AR',
     '    def testFindNationalNumberArgentina(self):\n        # Test parsing mobile numbers of Argentina.\n        self.doTestFindInContext("+54 9 343 555 1212", "AR")\n        self.doTestFindInContext("0343 15 555 1212", "AR")\n\n        self.doTestFindInContext("+54 9 3715 65 4320", "AR")\n        self.doTestFindInContext("03715 15 65 4320", "AR")\n\n        # Test parsing fixed-line numbers of Argentina.\n        self.doTestFindInContext("+54 11 3797 0000", "AR")\n        self.doTestFindInContext("011 3797 0000", "AR")\n\n        self.doTestFindInContext("+54 3715 65 4321", "AR")\n        self.doTestFindInContext("03715 65 4321", "AR")\n\n        self.doTestFindInContext("+54 23 1234 0000", "AR")\n        self.doTestFindInContext("023 1234 0000", "AR")\n\n',
     [('PHONE_NUMBER', '+54 9 343 555 1212'), ('PHONE_NUMBER', '0343 15 555 1212'), ('PHONE_NUMBER', '+54 9 3715 65 4320'), ('PHONE_NUMBER', '03715 15 65 4320'), ('PHONE_NUMBER', '+54 11 3797 0000'), ('PHONE_NUMBER', '011 3797 0000'), ('PHONE_NUMBER', '+54 3715 65 4321'), ('PHONE_NUMBER', '03715 65 4321'), ('PHONE_NUMBER', '+54 23 1234 0000'), ('PHONE_NUMBER', '023 1234 0000')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumbermatchertest.py:358-368', 'es_MX',
     '    def testFindNumbersMexico(self):\n        # Test parsing fixed-line numbers of Mexico.\n        self.doTestFindInContext("+52 (449)978-0001", "MX")\n        self.doTestFindInContext("01 (449)978-0001", "MX")\n        self.doTestFindInContext("(449)978-0001", "MX")\n\n        # Test parsing mobile numbers of Mexico.\n        self.doTestFindInContext("+52 1 33 1234-5678", "MX")\n        self.doTestFindInContext("044 (33) 1234-5678", "MX")\n        self.doTestFindInContext("045 33 1234-5678", "MX")\n\n',
     [('PHONE_NUMBER', '+52 (449)978-0001'), ('PHONE_NUMBER', '01 (449)978-0001'), ('PHONE_NUMBER', '(449)978-0001'), ('PHONE_NUMBER', '+52 1 33 1234-5678'), ('PHONE_NUMBER', '044 (33) 1234-5678'), ('PHONE_NUMBER', '045 33 1234-5678')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/tests/phonenumbermatchertest.py:426-456', 'en_US',
     '    def testFourMatchesInARow(self):\n        number1 = "415-666-7777"\n        number2 = "800-443-1223"\n        number3 = "212-443-1223"\n        number4 = "650-443-1223"\n        text = number1 + " - " + number2 + " - " + number3 + " - " + number4\n\n        matcher = PhoneNumberMatcher(text, "US")\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number1, "US")\n\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number2, "US")\n\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number3, "US")\n\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number4, "US")\n\n    def testMatchesFoundWithMultipleSpaces(self):\n        number1 = "(415) 666-7777"\n        number2 = "(800) 443-1223"\n        text = number1 + " " + number2\n\n        matcher = PhoneNumberMatcher(text, "US")\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number1, "US")\n\n        match = matcher.next() if matcher.has_next() else None\n        self.assertMatchProperties(match, text, number2, "US")\n',
     [('PHONE_NUMBER', '415-666-7777'), ('PHONE_NUMBER', '800-443-1223'), ('PHONE_NUMBER', '212-443-1223'), ('PHONE_NUMBER', '650-443-1223'), ('PHONE_NUMBER', '(415) 666-7777'), ('PHONE_NUMBER', '(800) 443-1223')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/README.md:87-97', 'en_GB',
     "Once you've got a phone number, a common task is to format it in a standardized format.  There are a few\nformats available (under `PhoneNumberFormat`), and the `format_number` function does the formatting.\n\n```pycon\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.NATIONAL)\n'020 8366 1177'\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.INTERNATIONAL)\n'+44 20 8366 1177'\n>>> phonenumbers.format_number(x, phonenumbers.PhoneNumberFormat.E164)\n'+442083661177'\n```\n",
     [('PHONE_NUMBER', '020 8366 1177'), ('PHONE_NUMBER', '+44 20 8366 1177'), ('PHONE_NUMBER', '+442083661177')]),
    ('/tmp/b8src/pip/phonenumbers-9.0.43/README.md:131-143', 'en_US',
     '```pycon\n>>> text = "Call me at 510-748-8230 if it\'s before 9:30, or on 703-4800500 after 10am."\n>>> for match in phonenumbers.PhoneNumberMatcher(text, "US"):\n...     print(match)\n...\nPhoneNumberMatch [11,23) 510-748-8230\nPhoneNumberMatch [51,62) 703-4800500\n>>> for match in phonenumbers.PhoneNumberMatcher(text, "US"):\n...     print(phonenumbers.format_number(match.number, phonenumbers.PhoneNumberFormat.E164))\n...\n+15107488230\n+17034800500\n```\n',
     [('PHONE_NUMBER', '510-748-8230'), ('PHONE_NUMBER', '703-4800500')]),
    ('/tmp/b8src/libphonenumber-js-1.13.16/package/README.md:150-165', 'ru_RU',
     "\n```js\nimport parsePhoneNumber from 'libphonenumber-js'\n\nconst phoneNumber = parsePhoneNumber(' 8 (800) 555-35-35 ', 'RU')\n\nif (phoneNumber) {\n  phoneNumber.country === 'RU'\n  phoneNumber.number === '+78005553535'\n  phoneNumber.isPossible() === true\n  phoneNumber.isValid() === true\n  // `.getType()` only works when import from 'libphonenumber-js/max'\n  phoneNumber.getType() === 'TOLL_FREE'\n}\n```\n\n",
     [('PHONE_NUMBER', '+78005553535'), ('PHONE_NUMBER', '8 (800) 555-35-35')]),
    ('/tmp/b8src/libphonenumber-js-1.13.16/package/README.md:184-196', 'en_US',
     "_(new API)_\n-->\n\n```js\nimport parsePhoneNumber from 'libphonenumber-js'\n\nconst phoneNumber = parsePhoneNumber('+12133734253')\n\nif (phoneNumber) {\n  phoneNumber.formatInternational() === '+1 213 373 4253'\n  phoneNumber.formatNational() === '(213) 373-4253'\n  phoneNumber.getURI() === 'tel:+12133734253'\n}\n",
     [('PHONE_NUMBER', '+12133734253'), ('PHONE_NUMBER', '+1 213 373 4253'), ('PHONE_NUMBER', '(213) 373-4253')]),
    ('/tmp/b8src/libphonenumber-js-1.13.16/package/README.md:236-244', 'ru_RU',
     "\nValidates a complete phone number.\n\n```js\nimport { isPossiblePhoneNumber, isValidPhoneNumber } from 'libphonenumber-js'\n\nisPossiblePhoneNumber('8 (800) 555-35-35', 'RU') === true\nisValidPhoneNumber('8 (800) 555-35-35', 'RU') === true\n```\n",
     [('PHONE_NUMBER', '8 (800) 555-35-35')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:357-373', 'de_DE',
     '\t\t{\n\t\t\tin:     "0987654321",\n\t\t\tregion: "DE",\n\t\t\texp:    "09876 54321",\n\t\t}, {\n\t\t\tin:     "0049987654321",\n\t\t\tregion: "CH",\n\t\t\texp:    "00 49 9876 54321",\n\t\t}, {\n\t\t\tin:     "+49987654321",\n\t\t\tregion: "DE",\n\t\t\texp:    "+49 9876 54321",\n\t\t}, {\n\t\t\tin:     "49987654321",\n\t\t\tregion: "DE",\n\t\t\texp:    "49 9876 54321",\n\t\t}, {\n',
     [('PHONE_NUMBER', '0987654321'), ('PHONE_NUMBER', '09876 54321'), ('PHONE_NUMBER', '0049987654321'), ('PHONE_NUMBER', '00 49 9876 54321'), ('PHONE_NUMBER', '+49987654321'), ('PHONE_NUMBER', '+49 9876 54321'), ('PHONE_NUMBER', '49987654321'), ('PHONE_NUMBER', '49 9876 54321')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:400-422', 'en_US',
     'func TestFormatOutOfCountryCallingNumber(t *testing.T) {\n\tvar tests = []struct {\n\t\tin     string\n\t\texp    string\n\t\tregion string\n\t\tfrmt   PhoneNumberFormat\n\t}{\n\t\t{\n\t\t\tin:     "+16505551234",\n\t\t\tregion: "US",\n\t\t\texp:    "1 (650) 555-1234",\n\t\t}, {\n\t\t\tin:     "+16505551234",\n\t\t\tregion: "CA",\n\t\t\texp:    "1 (650) 555-1234",\n\t\t}, {\n\t\t\tin:     "+16505551234",\n\t\t\tregion: "CH",\n\t\t\texp:    "00 1 650-555-1234",\n\t\t}, {\n\t\t\tin:     "+16505551234",\n\t\t\tregion: "ZZ",\n\t\t\texp:    "+1 650-555-1234",\n',
     [('PHONE_NUMBER', '+16505551234'), ('PHONE_NUMBER', '1 (650) 555-1234'), ('PHONE_NUMBER', '00 1 650-555-1234'), ('PHONE_NUMBER', '+1 650-555-1234')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:933-966', 'es_MX',
     'func TestMexico(t *testing.T) {\n\ttests := []testCase{\n\t\t{\n\t\t\tnum:           "664 899 1010", // 664 (area code): local 7 digits\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+526648991010",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n\t\t{\n\t\t\tnum:           "55 8912 4785", // 55 (area code): local 8 digits\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+525589124785",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n\t\t{\n\t\t\tnum:           "800 123 2222", // Non-geographic 800\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+528001232222",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n\t\t{\n\t\t\tnum:           "900 433 1234", // Non-geographic 900\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+529004331234",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n',
     [('PHONE_NUMBER', '664 899 1010'), ('PHONE_NUMBER', '+526648991010'), ('PHONE_NUMBER', '55 8912 4785'), ('PHONE_NUMBER', '+525589124785'), ('PHONE_NUMBER', '800 123 2222'), ('PHONE_NUMBER', '+528001232222'), ('PHONE_NUMBER', '900 433 1234'), ('PHONE_NUMBER', '+529004331234')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:967-993', 'es_MX',
     '\t\t{\n\t\t\tnum:           "+52 664 899 1010", // Long distance international incoming call to cell phone\n\t\t\tparseRegion:   "",\n\t\t\texpectedE164:  "+526648991010",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n\t\t{\n\t\t\tnum:           "228 234 5687", // National Long Distance\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+522282345687",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       true,\n\t\t\tisValidRegion: true,\n\t\t},\n\t\t{\n\t\t\tnum:           "+5214424123123", // too long\n\t\t\tparseRegion:   "MX",\n\t\t\texpectedE164:  "+5214424123123",\n\t\t\tvalidRegion:   "MX",\n\t\t\tisValid:       false,\n\t\t\tisValidRegion: false,\n\t\t},\n\t}\n\n\trunTestBatch(t, tests)\n',
     [('PHONE_NUMBER', '+52 664 899 1010'), ('PHONE_NUMBER', '+526648991010'), ('PHONE_NUMBER', '228 234 5687'), ('PHONE_NUMBER', '+522282345687'), ('PHONE_NUMBER', '+5214424123123')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/formatter.rs:268-304', 'fr_FR',
     '    #[test]\n    fn fr_leading_zero() {\n        assert_eq!(\n            "06 31 96 65 43",\n            parser::parse(Some(country::FR), "+330631966543")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+33 6 31 96 65 43",\n            parser::parse(Some(country::FR), "+330631966543")\n                .unwrap()\n                .format()\n                .mode(Mode::International)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+33631966543",\n            parser::parse(Some(country::FR), "+330631966543")\n                .unwrap()\n                .format()\n                .mode(Mode::E164)\n                .to_string()\n        );\n\n        assert_eq!(\n            "tel:+33-6-31-96-65-43",\n            parser::parse(Some(country::FR), "+330631966543")\n                .unwrap()\n                .format()\n                .mode(Mode::Rfc3966)\n                .to_string()\n        );\n',
     [('PHONE_NUMBER', '06 31 96 65 43'), ('PHONE_NUMBER', '+330631966543'), ('PHONE_NUMBER', '+33 6 31 96 65 43'), ('PHONE_NUMBER', '+33631966543'), ('PHONE_NUMBER', '+33-6-31-96-65-43')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/formatter.rs:308-340', 'en_US',
     '    fn us() {\n        assert_eq!(\n            "(650) 253-0000",\n            parser::parse(Some(country::US), "+1 6502530000")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+1 650-253-0000",\n            parser::parse(Some(country::US), "+1 6502530000")\n                .unwrap()\n                .format()\n                .mode(Mode::International)\n                .to_string()\n        );\n\n        assert_eq!(\n            "(800) 253-0000",\n            parser::parse(Some(country::US), "+1 8002530000")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+1 800-253-0000",\n            parser::parse(Some(country::US), "+1 8002530000")\n                .unwrap()\n                .format()\n',
     [('PHONE_NUMBER', '(650) 253-0000'), ('PHONE_NUMBER', '+1 6502530000'), ('PHONE_NUMBER', '+1 650-253-0000'), ('PHONE_NUMBER', '(800) 253-0000'), ('PHONE_NUMBER', '+1 8002530000'), ('PHONE_NUMBER', '+1 800-253-0000')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/formatter.rs:341-372', 'en_US',
     '                .mode(Mode::International)\n                .to_string()\n        );\n\n        assert_eq!(\n            "(900) 253-0000",\n            parser::parse(Some(country::US), "+1 9002530000")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+1 900-253-0000",\n            parser::parse(Some(country::US), "+1 9002530000")\n                .unwrap()\n                .format()\n                .mode(Mode::International)\n                .to_string()\n        );\n\n        assert_eq!(\n            "tel:+1-900-253-0000",\n            parser::parse(Some(country::US), "+1 9002530000")\n                .unwrap()\n                .format()\n                .mode(Mode::Rfc3966)\n                .to_string()\n        );\n    }\n\n',
     [('PHONE_NUMBER', '(900) 253-0000'), ('PHONE_NUMBER', '+1 9002530000'), ('PHONE_NUMBER', '+1 900-253-0000'), ('PHONE_NUMBER', '+1-900-253-0000')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/formatter.rs:374-416', 'en_GB',
     '    fn gb() {\n        assert_eq!(\n            "020 7031 3000",\n            parser::parse(Some(country::GB), "+44 2070313000")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+44 20 7031 3000",\n            parser::parse(Some(country::GB), "+44 2070313000")\n                .unwrap()\n                .format()\n                .mode(Mode::International)\n                .to_string()\n        );\n\n        assert_eq!(\n            "020 7031 3000",\n            parser::parse(Some(country::GB), "+44 2070313000")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "07912 345678",\n            parser::parse(Some(country::GB), "+44 7912345678")\n                .unwrap()\n                .format()\n                .mode(Mode::National)\n                .to_string()\n        );\n\n        assert_eq!(\n            "+44 7912 345678",\n            parser::parse(Some(country::GB), "+44 7912345678")\n                .unwrap()\n                .format()\n                .mode(Mode::International)\n',
     [('PHONE_NUMBER', '020 7031 3000'), ('PHONE_NUMBER', '+44 2070313000'), ('PHONE_NUMBER', '+44 20 7031 3000'), ('PHONE_NUMBER', '07912 345678'), ('PHONE_NUMBER', '+44 7912345678'), ('PHONE_NUMBER', '+44 7912 345678')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/phone_number.rs:283-289', 'en_US',
     '    #[case(parsed("+1 520 878 2491"), Some(US), Type::FixedLineOrMobile)]\n    #[case(parsed("+1-520-878-2491"), Some(US), Type::FixedLineOrMobile)]\n    #[case(parsed("+1 520-878-2491"), Some(US), Type::FixedLineOrMobile)]\n    #[case(parsed("+1 800 723 3456"), Some(US), Type::TollFree)] // issue #46\n    #[case(parsed("+1 800-723-3456"), Some(US), Type::TollFree)] // issue #46\n    #[case(parsed("+1-800-723-3456"), Some(US), Type::TollFree)] // issue #46\n    #[case(parsed("+1 520-878-2491"), Some(US), Type::FixedLineOrMobile)] // issue #47\n',
     [('PHONE_NUMBER', '+1 520 878 2491'), ('PHONE_NUMBER', '+1-520-878-2491'), ('PHONE_NUMBER', '+1 520-878-2491'), ('PHONE_NUMBER', '+1 800 723 3456'), ('PHONE_NUMBER', '+1 800-723-3456'), ('PHONE_NUMBER', '+1-800-723-3456')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:256-263', 'en_GB',
     '\tvar tests = []struct {\n\t\tinput    string\n\t\tregion   string\n\t\tfrmt     PhoneNumberFormat\n\t\texpected string\n\t}{\n\t\t{input: "019 3286 9755", region: "GB", frmt: NATIONAL, expected: "01932 869755"},\n\t\t{input: "+44 (0) 1932 869755", region: "GB", frmt: INTERNATIONAL, expected: "+44 1932 869755"},\n',
     [('PHONE_NUMBER', '019 3286 9755'), ('PHONE_NUMBER', '01932 869755'), ('PHONE_NUMBER', '+44 (0) 1932 869755'), ('PHONE_NUMBER', '+44 1932 869755')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:264-277', 'en_US',
     '\t\t{input: "4431234567", region: "US", frmt: NATIONAL, expected: "(443) 123-4567"},\n\t\t{input: "4431234567", region: "US", frmt: E164, expected: "+14431234567"},\n\t\t{input: "4431234567", region: "US", frmt: INTERNATIONAL, expected: "+1 443-123-4567"},\n\t\t{input: "4431234567", region: "US", frmt: RFC3966, expected: "tel:+1-443-123-4567"},\n\t\t{input: "+1 100-083-0033", region: "US", frmt: INTERNATIONAL, expected: "+1 1000830033"},\n\t}\n\n\tfor _, tc := range tests {\n\t\tnum, err := Parse(tc.input, tc.region)\n\t\tassert.NoError(t, err, "unexpected error for input %s", tc.input)\n\n\t\tassert.Equal(t, tc.expected, Format(num, tc.frmt), "formatted mismatch for input=%s fmt=%d", tc.input, tc.frmt)\n\t}\n}\n',
     [('PHONE_NUMBER', '4431234567'), ('PHONE_NUMBER', '(443) 123-4567'), ('PHONE_NUMBER', '+14431234567'), ('PHONE_NUMBER', '+1 443-123-4567'), ('PHONE_NUMBER', '+1-443-123-4567'), ('PHONE_NUMBER', '+1 100-083-0033'), ('PHONE_NUMBER', '+1 1000830033')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:279-302', 'uz_UZ',
     'func TestFormatForMobileDialing(t *testing.T) {\n\tvar tests = []struct {\n\t\tin     string\n\t\texp    string\n\t\tregion string\n\t\tfrmt   PhoneNumberFormat\n\t}{\n\t\t{\n\t\t\tin:     "950123456",\n\t\t\tregion: "UZ",\n\t\t\texp:    "+998950123456",\n\t\t},\n\t}\n\n\tfor i, test := range tests {\n\t\tnum, err := Parse(test.in, test.region)\n\t\tif err != nil {\n\t\t\tt.Errorf("[test %d] failed: should be able to parse, err:%v\\n", i, err)\n\t\t}\n\t\tgot := FormatNumberForMobileDialing(num, test.region, false)\n\t\tif got != test.exp {\n\t\t\tt.Errorf("[test %d:fmt] failed %s != %s\\n", i, got, test.exp)\n\t\t}\n\t}\n',
     [('PHONE_NUMBER', '950123456'), ('PHONE_NUMBER', '+998950123456')]),
    ('/tmp/b8src/gopath/pkg/mod/github.com/nyaruka/phonenumbers@v1.8.1/phonenumberutil_adhoc_test.go:305-318', 'fr_FR',
     'func TestFormatByPattern(t *testing.T) {\n\tvar tcs = []struct {\n\t\tin          string\n\t\tregion      string\n\t\tformat      PhoneNumberFormat\n\t\tuserFormats []*NumberFormat\n\t\texp         string\n\t}{\n\t\t{\n\t\t\tin:     "+33122334455",\n\t\t\tregion: "FR",\n\t\t\tformat: E164,\n\t\t\tuserFormats: []*NumberFormat{\n\t\t\t\t{\n',
     [('PHONE_NUMBER', '+33122334455')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:51-75', 'en_US',
     '- [IPv6 API](#ipv6-api)\n  - Static: [isValid](#ipv6-isvalid), [isValidCIDR](#ipv6-isvalidcidr), [isIPv6](#ipv6-isipv6), [parse](#ipv6-parse), [parseCIDR](#ipv6-parsecidr), [broadcastAddressFromCIDR](#ipv6-broadcastaddressfromcidr), [networkAddressFromCIDR](#ipv6-networkaddressfromcidr), [subnetMaskFromPrefixLength](#ipv6-subnetmaskfromprefixlength)\n  - Instance: [parts](#ipv6-parts), [zoneId](#ipv6-zoneid), [kind()](#ipv6-kind), [isIPv4MappedAddress()](#ipv6-isipv4mappedaddress), [match()](#ipv6-match), [range()](#ipv6-range), [prefixLengthFromSubnetMask()](#ipv6-prefixlengthfromsubnetmask), [subnetMatch()](#ipv6-subnetmatch-instance), [toByteArray()](#ipv6-tobytearray), [toFixedLengthString()](#ipv6-tofixedlengthstring), [toIPv4Address()](#ipv6-toipv4address), [toNormalizedString()](#ipv6-tonormalizedstring), [toRFC5952String()](#ipv6-torfc5952string), [toString()](#ipv6-tostring)\n\n---\n\n## Global API\n\n```js\nconst ipaddr = require(\'ipaddr.js\');\n```\n\n<a name="ipaddrIsValid"></a>\n### `ipaddr.isValid(string)`\n\nReturns `true` if the string is a valid IPv4 or IPv6 address; `false` otherwise. Never throws.\n\n```js\nipaddr.isValid(\'192.168.1.1\');   // => true\nipaddr.isValid(\'2001:db8::1\');  // => true\nipaddr.isValid(\'999.0.0.1\');    // => false\nipaddr.isValid(\'hello\');        // => false\n```\n\n<a name="ipaddrIsValidCIDR"></a>\n',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:76-100', 'en_US',
     '### `ipaddr.isValidCIDR(string)`\n\nReturns `true` if the string is a valid IPv4 or IPv6 address in CIDR notation; `false` otherwise. Never throws.\n\n```js\nipaddr.isValidCIDR(\'192.168.0.0/24\');  // => true\nipaddr.isValidCIDR(\'2001:db8::/32\');   // => true\nipaddr.isValidCIDR(\'192.168.0.1/33\'); // => false\n```\n\n<a name="ipaddrParse"></a>\n### `ipaddr.parse(string)`\n\nParses the string and returns an `IPv4` or `IPv6` object. Throws if the string is not a valid address.\n\n```js\nconst v4 = ipaddr.parse(\'192.168.1.1\');\nv4.kind();     // => \'ipv4\'\nv4.toString(); // => \'192.168.1.1\'\n\nconst v6 = ipaddr.parse(\'2001:db8::1\');\nv6.kind();     // => \'ipv6\'\nv6.toString(); // => \'2001:db8::1\'\n```\n\n',
     [('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.168.0.1'), ('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '2001:db8::'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:101-125', 'en_US',
     '<a name="ipaddrParseCIDR"></a>\n### `ipaddr.parseCIDR(string)`\n\nParses an IP address with a CIDR prefix length and returns a two-element array `[address, prefixLength]`. Throws if the input is not valid CIDR notation.\n\n```js\nconst [addr, prefix] = ipaddr.parseCIDR(\'192.168.1.0/24\');\naddr.toString(); // => \'192.168.1.0\'\nprefix;          // => 24\n```\n\nThe returned array can be passed directly to `addr.match()`:\n\n```js\nconst addr = ipaddr.parse(\'192.168.1.42\');\naddr.match(ipaddr.parseCIDR(\'192.168.1.0/24\')); // => true\n```\n\n<a name="ipaddrProcess"></a>\n### `ipaddr.process(string)`\n\nLike `ipaddr.parse()`, but automatically converts IPv4-mapped IPv6 addresses (e.g. `::ffff:192.168.1.1`) to their IPv4 equivalents. All other addresses are returned as-is.\n\nThis is useful when accepting connections on a dual-stack IPv6 socket, where IPv4 client addresses appear as IPv4-mapped IPv6 addresses.\n\n',
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.42'), ('IP_ADDRESS', '::ffff:192.168.1.1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:126-150', 'en_US',
     '```js\nipaddr.process(\'::ffff:192.168.1.1\').toString(); // => \'192.168.1.1\'\nipaddr.process(\'::ffff:192.168.1.1\').kind();     // => \'ipv4\'\nipaddr.process(\'2001:db8::1\').kind();            // => \'ipv6\'\nipaddr.process(\'192.168.1.1\').kind();            // => \'ipv4\'\n```\n\n<a name="ipaddrSubnetMatch"></a>\n### `ipaddr.subnetMatch(address, rangeList[, defaultName])`\n\nMatches `address` against a map of named CIDR ranges and returns the name of the first matching range. Returns `defaultName` (default: `\'unicast\'`) if no range matches.\n\nEach `rangeList` value is either a single `[address, prefixLength]` pair or an array of such pairs. The list may mix IPv4 and IPv6 entries; entries of the wrong address family are safely skipped.\n\n```js\nconst rangeList = {\n  private: [\n    [ipaddr.parse(\'10.0.0.0\'), 8],\n    [ipaddr.parse(\'172.16.0.0\'), 12],\n    [ipaddr.parse(\'192.168.0.0\'), 16],\n  ],\n  loopback: [ ipaddr.parse(\'127.0.0.0\'), 8 ],\n};\n\nipaddr.subnetMatch(ipaddr.parse(\'192.168.1.1\'), rangeList);          // => \'private\'\n',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '::ffff:192.168.1.1'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:151-175', 'en_US',
     'ipaddr.subnetMatch(ipaddr.parse(\'127.0.0.1\'), rangeList);            // => \'loopback\'\nipaddr.subnetMatch(ipaddr.parse(\'8.8.8.8\'), rangeList, \'public\');    // => \'public\'\nipaddr.subnetMatch(ipaddr.parse(\'8.8.8.8\'), rangeList);              // => \'unicast\'\n```\n\n<a name="ipaddrFromByteArray"></a>\n### `ipaddr.fromByteArray(bytes)`\n\nConstructs an IPv4 or IPv6 address from a byte array in network byte order (MSB first). Accepts 4 bytes for IPv4, or 16 bytes for IPv6. Throws if the array length is not 4 or 16.\n\n```js\nipaddr.fromByteArray([127, 0, 0, 1]).toString(); // => \'127.0.0.1\'\n\nipaddr.fromByteArray([\n  0x20, 0x01, 0x0d, 0xb8,\n  0x00, 0x00, 0x00, 0x00,\n  0x00, 0x00, 0x00, 0x00,\n  0x00, 0x00, 0x00, 0x01,\n]).toString(); // => \'2001:db8::1\'\n```\n\n---\n\n## IPv4 API\n\n',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:251-275', 'en_US',
     'prefix;          // => 24\n```\n\n<a name="ipv4-broadcastaddressfromcidr"></a>\n#### `ipaddr.IPv4.broadcastAddressFromCIDR(string)`\n\nReturns the broadcast address for the given IPv4 CIDR block.\n\n```js\nipaddr.IPv4.broadcastAddressFromCIDR(\'192.168.1.0/24\').toString(); // => \'192.168.1.255\'\nipaddr.IPv4.broadcastAddressFromCIDR(\'10.0.0.1/8\').toString();     // => \'10.255.255.255\'\n```\n\n<a name="ipv4-networkaddressfromcidr"></a>\n#### `ipaddr.IPv4.networkAddressFromCIDR(string)`\n\nReturns the network address for the given IPv4 CIDR block.\n\n```js\nipaddr.IPv4.networkAddressFromCIDR(\'192.168.1.42/24\').toString(); // => \'192.168.1.0\'\nipaddr.IPv4.networkAddressFromCIDR(\'10.1.2.3/8\').toString();      // => \'10.0.0.0\'\n```\n\n<a name="ipv4-subnetmaskfromprefixlength"></a>\n#### `ipaddr.IPv4.subnetMaskFromPrefixLength(prefix)`\n',
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.255'), ('IP_ADDRESS', '10.0.0.1'), ('IP_ADDRESS', '10.255.255.255'), ('IP_ADDRESS', '192.168.1.42'), ('IP_ADDRESS', '10.1.2.3'), ('IP_ADDRESS', '10.0.0.0')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:276-300', 'en_US',
     '\nReturns the IPv4 subnet mask corresponding to the given CIDR prefix length.\n\n```js\nipaddr.IPv4.subnetMaskFromPrefixLength(24).toString(); // => \'255.255.255.0\'\nipaddr.IPv4.subnetMaskFromPrefixLength(16).toString(); // => \'255.255.0.0\'\n```\n\n### Instance properties and methods\n\n<a name="ipv4-octets"></a>\n#### `addr.octets`\n\nThe four octets of the address as an array of numbers.\n\n```js\nipaddr.parse(\'192.168.1.1\').octets; // => [192, 168, 1, 1]\n```\n\n<a name="ipv4-kind"></a>\n#### `addr.kind()`\n\nAlways returns `\'ipv4\'`.\n\n```js\n',
     [('IP_ADDRESS', '255.255.255.0'), ('IP_ADDRESS', '255.255.0.0'), ('IP_ADDRESS', '192.168.1.1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:326-350', 'en_US',
     '```js\nipaddr.parse(\'127.0.0.1\').range();   // => \'loopback\'\nipaddr.parse(\'192.168.1.1\').range(); // => \'private\'\nipaddr.parse(\'169.254.1.1\').range(); // => \'linkLocal\'\nipaddr.parse(\'8.8.8.8\').range();     // => \'unicast\'\n```\n\n<a name="ipv4-prefixlengthfromsubnetmask"></a>\n#### `addr.prefixLengthFromSubnetMask()`\n\nReturns the CIDR prefix length if this address is a valid contiguous subnet mask, or `null` otherwise.\n\n```js\nipaddr.parse(\'255.255.255.0\').prefixLengthFromSubnetMask();   // => 24\nipaddr.parse(\'255.255.255.240\').prefixLengthFromSubnetMask(); // => 28\nipaddr.parse(\'255.192.168.0\').prefixLengthFromSubnetMask();   // => null\n```\n\n<a name="ipv4-subnetmatch-instance"></a>\n#### `addr.subnetMatch(rangeList[, defaultName])`\n\nInstance-method shorthand for `ipaddr.subnetMatch(addr, rangeList, defaultName)`.\n\n```js\nconst addr = ipaddr.parse(\'192.168.1.1\');\n',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '169.254.1.1'), ('IP_ADDRESS', '8.8.8.8'), ('IP_ADDRESS', '255.255.255.0'), ('IP_ADDRESS', '255.255.255.240'), ('IP_ADDRESS', '255.192.168.0')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:351-375', 'en_US',
     'addr.subnetMatch({ private: [ipaddr.parse(\'192.168.0.0\'), 16] }); // => \'private\'\n```\n\n<a name="ipv4-tobytearray"></a>\n#### `addr.toByteArray()`\n\nReturns the address as an array of four bytes in network byte order.\n\n```js\nipaddr.parse(\'192.168.1.1\').toByteArray(); // => [192, 168, 1, 1]\nipaddr.parse(\'127.0.0.1\').toByteArray();   // => [127, 0, 0, 1]\n```\n\n<a name="ipv4-toipv4mappedaddress"></a>\n#### `addr.toIPv4MappedAddress()`\n\nReturns the IPv4-mapped IPv6 representation of this address (`::ffff:x.x.x.x`).\n\n```js\nipaddr.parse(\'192.168.1.1\').toIPv4MappedAddress().toString(); // => \'::ffff:c0a8:101\'\n```\n\n<a name="ipv4-tonormalizedstring"></a>\n#### `addr.toNormalizedString()`\n\n',
     [('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '::ffff:c0a8:101')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:401-425', 'en_US',
     '\n```js\nipaddr.IPv6.isValid(\'2001:db8::1\');    // => true\nipaddr.IPv6.isValid(\'::1\');           // => true\nipaddr.IPv6.isValid(\'fe80::1%eth0\'); // => true\nipaddr.IPv6.isValid(\'192.168.1.1\');  // => false\n```\n\n<a name="ipv6-isvalidcidr"></a>\n#### `ipaddr.IPv6.isValidCIDR(string)`\n\nReturns `true` if the string is a valid IPv6 CIDR address; `false` otherwise. Never throws.\n\n```js\nipaddr.IPv6.isValidCIDR(\'2001:db8::/32\');  // => true\nipaddr.IPv6.isValidCIDR(\'2001:db8::/129\'); // => false\n```\n\n<a name="ipv6-isipv6"></a>\n#### `ipaddr.IPv6.isIPv6(string)`\n\nReturns `true` if the string matches the IPv6 address pattern. This is a lightweight regex check and does not fully validate all groups. Prefer `isValid()` for authoritative validation.\n\n```js\nipaddr.IPv6.isIPv6(\'2001:db8::1\'); // => true\n',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '::1'), ('IP_ADDRESS', 'fe80::1'), ('IP_ADDRESS', '2001:db8::')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:426-450', 'en_US',
     'ipaddr.IPv6.isIPv6(\'192.168.1.1\'); // => false\n```\n\n<a name="ipv6-parse"></a>\n#### `ipaddr.IPv6.parse(string)`\n\nParses the string and returns an `IPv6` object. Throws if the string is not a valid IPv6 address.\n\n```js\nipaddr.IPv6.parse(\'2001:db8::1\').toString();        // => \'2001:db8::1\'\nipaddr.IPv6.parse(\'::ffff:192.168.1.1\').toString(); // => \'::ffff:c0a8:101\'\n```\n\n<a name="ipv6-parsecidr"></a>\n#### `ipaddr.IPv6.parseCIDR(string)`\n\nParses an IPv6 CIDR address and returns `[IPv6, prefixLength]`. Throws if the input is invalid.\n\n```js\nconst [addr, prefix] = ipaddr.IPv6.parseCIDR(\'2001:db8::/32\');\naddr.toString(); // => \'2001:db8::\'\nprefix;          // => 32\n```\n\n<a name="ipv6-broadcastaddressfromcidr"></a>\n',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '::ffff:192.168.1.1'), ('IP_ADDRESS', '::ffff:c0a8:101'), ('IP_ADDRESS', '2001:db8::')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:451-475', 'en_US',
     '#### `ipaddr.IPv6.broadcastAddressFromCIDR(string)`\n\nReturns the last address in the given IPv6 CIDR block (the IPv6 equivalent of the broadcast address).\n\n```js\nipaddr.IPv6.broadcastAddressFromCIDR(\'2001:db8::/120\').toString(); // => \'2001:db8::ff\'\n```\n\n<a name="ipv6-networkaddressfromcidr"></a>\n#### `ipaddr.IPv6.networkAddressFromCIDR(string)`\n\nReturns the network address for the given IPv6 CIDR block.\n\n```js\nipaddr.IPv6.networkAddressFromCIDR(\'2001:db8::42/32\').toString(); // => \'2001:db8::\'\n```\n\n<a name="ipv6-subnetmaskfromprefixlength"></a>\n#### `ipaddr.IPv6.subnetMaskFromPrefixLength(prefix)`\n\nReturns the IPv6 subnet mask corresponding to the given CIDR prefix length.\n\n```js\nipaddr.IPv6.subnetMaskFromPrefixLength(64).toString(); // => \'ffff:ffff:ffff:ffff::\'\nipaddr.IPv6.subnetMaskFromPrefixLength(48).toString(); // => \'ffff:ffff:ffff::\'\n',
     [('IP_ADDRESS', '2001:db8::'), ('IP_ADDRESS', '2001:db8::ff'), ('IP_ADDRESS', '2001:db8::42'), ('IP_ADDRESS', 'ffff:ffff:ffff:ffff::'), ('IP_ADDRESS', 'ffff:ffff:ffff::')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:476-500', 'en_US',
     '```\n\n### Instance properties and methods\n\n<a name="ipv6-parts"></a>\n#### `addr.parts`\n\nThe eight 16-bit groups of the address as an array of numbers.\n\n```js\nipaddr.parse(\'2001:db8:10::1234:dead\').parts;\n// => [0x2001, 0x0db8, 0x0010, 0, 0, 0, 0x1234, 0xdead]\n```\n\n<a name="ipv6-zoneid"></a>\n#### `addr.zoneId`\n\nThe zone ID string for link-local addresses, or `undefined` if absent.\n\n```js\nipaddr.parse(\'fe80::1%eth0\').zoneId; // => \'eth0\'\nipaddr.parse(\'2001:db8::1\').zoneId;  // => undefined\n```\n\n<a name="ipv6-kind"></a>\n',
     [('IP_ADDRESS', '2001:db8:10::1234:dead'), ('IP_ADDRESS', 'fe80::1'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:501-525', 'en_US',
     '#### `addr.kind()`\n\nAlways returns `\'ipv6\'`.\n\n```js\nipaddr.parse(\'2001:db8::1\').kind(); // => \'ipv6\'\n```\n\n<a name="ipv6-isipv4mappedaddress"></a>\n#### `addr.isIPv4MappedAddress()`\n\nReturns `true` if this is an IPv4-mapped IPv6 address (i.e. in the `::ffff:0:0/96` range).\n\n```js\nipaddr.parse(\'::ffff:192.168.1.1\').isIPv4MappedAddress(); // => true\nipaddr.parse(\'2001:db8::1\').isIPv4MappedAddress();        // => false\n```\n\n<a name="ipv6-match"></a>\n#### `addr.match(other, cidrBits)` / `addr.match([address, cidrBits])`\n\nReturns `true` if the address falls within the given CIDR range.\n\n```js\nconst addr = ipaddr.parse(\'2001:db8:1234::1\');\n',
     [('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '::ffff:0:0'), ('IP_ADDRESS', '::ffff:192.168.1.1'), ('IP_ADDRESS', '2001:db8:1234::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:526-550', 'en_US',
     '\naddr.match(ipaddr.parse(\'2001:db8::\'), 32);     // => true\naddr.match(ipaddr.parseCIDR(\'2001:db8::/32\'));   // => true\naddr.match(ipaddr.parseCIDR(\'2001:db9::/32\'));   // => false\n```\n\n<a name="ipv6-range"></a>\n#### `addr.range()`\n\nReturns the name of the built-in range the address belongs to, or `\'unicast\'` if it does not match any. Recognised names include: `\'unspecified\'`, `\'linkLocal\'`, `\'multicast\'`, `\'loopback\'`, `\'uniqueLocal\'`, `\'ipv4Mapped\'`, `\'reserved\'`, and others.\n\nSee the [source][IPv6 ranges] for the full list.\n\n```js\nipaddr.parse(\'::1\').range();          // => \'loopback\'\nipaddr.parse(\'fe80::1\').range();      // => \'linkLocal\'\nipaddr.parse(\'fc00::1\').range();      // => \'uniqueLocal\'\nipaddr.parse(\'2001:db8::1\').range();  // => \'reserved\'\nipaddr.parse(\'2607:f8b0::1\').range(); // => \'unicast\'\n```\n\n<a name="ipv6-prefixlengthfromsubnetmask"></a>\n#### `addr.prefixLengthFromSubnetMask()`\n\nReturns the CIDR prefix length if this address is a valid contiguous subnet mask, or `null` otherwise.\n',
     [('IP_ADDRESS', '2001:db8::'), ('IP_ADDRESS', '2001:db9::'), ('IP_ADDRESS', '::1'), ('IP_ADDRESS', 'fe80::1'), ('IP_ADDRESS', 'fc00::1'), ('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '2607:f8b0::1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:576-600', 'en_US',
     '```\n\n<a name="ipv6-tofixedlengthstring"></a>\n#### `addr.toFixedLengthString()`\n\nReturns the address with all eight groups fully expanded to four hex digits, separated by colons. No `::` abbreviation is used.\n\n```js\nipaddr.parse(\'2001:db8::1\').toFixedLengthString();\n// => \'2001:0db8:0000:0000:0000:0000:0000:0001\'\n```\n\n<a name="ipv6-toipv4address"></a>\n#### `addr.toIPv4Address()`\n\nConverts an IPv4-mapped IPv6 address to its IPv4 equivalent. Throws if the address is not IPv4-mapped.\n\n```js\nipaddr.parse(\'::ffff:192.168.1.1\').toIPv4Address().toString(); // => \'192.168.1.1\'\n```\n\n<a name="ipv6-tonormalizedstring"></a>\n#### `addr.toNormalizedString()`\n\nReturns the address with all eight 16-bit groups written out in lowercase hex, separated by colons, without `::` compression.\n',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '2001:0db8:0000:0000:0000:0000:0000:0001'), ('IP_ADDRESS', '::ffff:192.168.1.1')]),
    ('/tmp/b8src/ipaddr.js-2.5.0/package/README.md:601-625', 'en_US',
     '\n```js\nipaddr.parse(\'2001:db8::1\').toNormalizedString(); // => \'2001:db8:0:0:0:0:0:1\'\n```\n\n<a name="ipv6-torfc5952string"></a>\n#### `addr.toRFC5952String()`\n\nReturns the address in the canonical format defined by [RFC 5952]: lowercase hex, leading zeros omitted, and the longest run of consecutive all-zero groups replaced by `::`.\n\n```js\nipaddr.parse(\'2001:0db8:0000:0000:0000:0000:0000:0001\').toRFC5952String();\n// => \'2001:db8::1\'\n```\n\n<a name="ipv6-tostring"></a>\n#### `addr.toString()`\n\nReturns the compact string representation of the address, identical to `toRFC5952String()`.\n\n```js\nipaddr.parse(\'2001:0db8::0001\').toString(); // => \'2001:db8::1\'\n```\n\n---\n',
     [('IP_ADDRESS', '2001:db8::1'), ('IP_ADDRESS', '2001:db8:0:0:0:0:0:1'), ('IP_ADDRESS', '2001:0db8:0000:0000:0000:0000:0000:0001'), ('IP_ADDRESS', '2001:0db8::0001')]),
    ('/tmp/b8src/ip-address-10.7.6/package/README.md:26-50', 'en_US',
     "// Validation\nAddress4.isValid('192.168.1.1');           // true\nAddress6.isValid('2001:db8::1');           // true\nAddress6.isValid('not an address');        // false\n\n// Parsing (throws AddressError on invalid input)\nconst v4 = new Address4('192.168.1.1/24');\nconst v6 = new Address6('2001:db8::1/64');\n\n// Subnet membership\nconst host = new Address4('192.168.1.42');\nconst network = new Address4('192.168.1.0/24');\nhost.isInSubnet(network);                  // true\n\n// Subnet range\nnetwork.startAddress().correctForm();      // '192.168.1.0'\nnetwork.endAddress().correctForm();        // '192.168.1.255'\n\n// Strict network-address check (host bits must be zero).\n// isValid() accepts CIDRs with host bits set — '192.168.1.5/24' is a valid\n// host-with-subnet, but it isn't a network address.\nconst cidr = new Address4('192.168.1.5/24');\nAddress4.isValid('192.168.1.5/24');                                // true\ncidr.correctForm() === cidr.startAddress().correctForm();          // false\n\n",
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '192.168.1.42'), ('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.255'), ('IP_ADDRESS', '192.168.1.5'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/ip-address-10.7.6/package/README.md:51-75', 'en_US',
     "// Address properties\nconst link = new Address6('fe80::1');\nlink.isLinkLocal();                        // true\nlink.isMulticast();                        // false\nlink.isLoopback();                         // false\n\nnew Address4('192.168.1.1').isPrivate();   // true (RFC 1918)\nnew Address6('fc00::1').isULA();           // true (RFC 4193)\n\n// Numeric and byte representations\nv4.bigInt();                               // 3232235777n\nv4.toArray();                              // [192, 168, 1, 1]\nv6.canonicalForm();                        // '2001:0db8:0000:0000:0000:0000:0000:0001'\n\n// Embedded IPv4 + Teredo\nconst teredo = new Address6('2001:0:ce49:7601:e866:efff:62c3:fffe');\nteredo.inspectTeredo().client4;            // '157.60.0.1'\n\n// Parse host + port from a URL\nAddress6.fromURL('http://[2001:db8::1]:8080/').port;  // 8080\n```\n\n### Features\n\n- Written in TypeScript with full type definitions; usable from CommonJS and ESM\n",
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '157.60.0.1'), ('IP_ADDRESS', 'fe80::1'), ('IP_ADDRESS', 'fc00::1'), ('IP_ADDRESS', '2001:0db8:0000:0000:0000:0000:0000:0001'), ('IP_ADDRESS', '2001:0:ce49:7601:e866:efff:62c3:fffe'), ('IP_ADDRESS', '2001:db8::1')]),
    ('/tmp/b8src/pip/email_validator-2.4.0/README.md:51-75', 'en_US',
     '(You might need to use `pip3` depending on your local environment.)\n\nQuick Start\n-----------\n\nIf you\'re validating a user\'s email address before creating a user\naccount in your application, you might do this:\n\n```python\nfrom email_validator import validate_email, EmailNotValidError\n\nemail = "my+address@example.org"\n\ntry:\n\n  # Check that the email address is valid. Turn on check_deliverability\n  # for first-time validations like on account creation pages (but not\n  # login pages).\n  emailinfo = validate_email(email, check_deliverability=False)\n\n  # After this point, use only the normalized form of the email address,\n  # especially before going to a database query.\n  email = emailinfo.normalized\n\nexcept EmailNotValidError as e:\n',
     [('EMAIL_ADDRESS', 'my+address@example.org')]),
    ('/usr/local/go/src/net/mail/message_test.go:426-450', 'en_US',
     '\t\t{\n\t\t\t`jdoe@machine.example`,\n\t\t\t[]*Address{{\n\t\t\t\tAddress: "jdoe@machine.example",\n\t\t\t}},\n\t\t},\n\t\t// RFC 5322, Appendix A.1.1\n\t\t{\n\t\t\t`John Doe <jdoe@machine.example>`,\n\t\t\t[]*Address{{\n\t\t\t\tName:    "John Doe",\n\t\t\t\tAddress: "jdoe@machine.example",\n\t\t\t}},\n\t\t},\n\t\t// RFC 5322, Appendix A.1.2\n\t\t{\n\t\t\t`"Joe Q. Public" <john.q.public@example.com>`,\n\t\t\t[]*Address{{\n\t\t\t\tName:    "Joe Q. Public",\n\t\t\t\tAddress: "john.q.public@example.com",\n\t\t\t}},\n\t\t},\n\t\t// Comment in display name\n\t\t{\n\t\t\t`John (middle) Doe <jdoe@machine.example>`,\n',
     [('EMAIL_ADDRESS', 'jdoe@machine.example'), ('EMAIL_ADDRESS', 'john.q.public@example.com')]),
    ('/usr/local/go/src/net/mail/message_test.go:451-475', 'en_US',
     '\t\t\t[]*Address{{\n\t\t\t\tName:    "John Doe",\n\t\t\t\tAddress: "jdoe@machine.example",\n\t\t\t}},\n\t\t},\n\t\t// Display name is quoted string, so comment is not a comment\n\t\t{\n\t\t\t`"John (middle) Doe" <jdoe@machine.example>`,\n\t\t\t[]*Address{{\n\t\t\t\tName:    "John (middle) Doe",\n\t\t\t\tAddress: "jdoe@machine.example",\n\t\t\t}},\n\t\t},\n\t\t{\n\t\t\t`"John <middle> Doe" <jdoe@machine.example>`,\n\t\t\t[]*Address{{\n\t\t\t\tName:    "John <middle> Doe",\n\t\t\t\tAddress: "jdoe@machine.example",\n\t\t\t}},\n\t\t},\n\t\t{\n\t\t\t`Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "Mary Smith",\n',
     [('EMAIL_ADDRESS', 'jdoe@machine.example'), ('EMAIL_ADDRESS', 'mary@x.test'), ('EMAIL_ADDRESS', 'jdoe@example.org'), ('EMAIL_ADDRESS', 'one@y.test')]),
    ('/usr/local/go/src/net/mail/message_test.go:501-525', 'en_US',
     '\t\t\t`Joe Q. Public <john.q.public@example.com>`,\n\t\t\t[]*Address{{\n\t\t\t\tName:    "Joe Q. Public",\n\t\t\t\tAddress: "john.q.public@example.com",\n\t\t\t}},\n\t\t},\n\t\t// RFC 5322, Appendix A.1.3\n\t\t{\n\t\t\t`group1: groupaddr1@example.com;`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "groupaddr1@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t{\n\t\t\t`empty group: ;`,\n\t\t\t[]*Address(nil),\n\t\t},\n\t\t{\n\t\t\t`A Group:Ed Jones <c@a.test>,joe@where.test,John <jdoe@one.test>;`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "Ed Jones",\n',
     [('EMAIL_ADDRESS', 'john.q.public@example.com'), ('EMAIL_ADDRESS', 'groupaddr1@example.com'), ('EMAIL_ADDRESS', 'c@a.test'), ('EMAIL_ADDRESS', 'joe@where.test'), ('EMAIL_ADDRESS', 'jdoe@one.test')]),
    ('/usr/local/go/src/net/mail/message_test.go:551-575', 'en_US',
     '\t\t},\n\t\t{\n\t\t\t` , joe@where.test,,John <jdoe@one.test>,,`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "joe@where.test",\n\t\t\t\t},\n\t\t\t\t{\n\t\t\t\t\tName:    "John",\n\t\t\t\t\tAddress: "jdoe@one.test",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t{\n\t\t\t`Group1: <addr1@example.com>;, Group 2: addr2@example.com;, John <addr3@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "addr1@example.com",\n\t\t\t\t},\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "addr2@example.com",\n\t\t\t\t},\n',
     [('EMAIL_ADDRESS', 'joe@where.test'), ('EMAIL_ADDRESS', 'jdoe@one.test'), ('EMAIL_ADDRESS', 'addr1@example.com'), ('EMAIL_ADDRESS', 'addr2@example.com'), ('EMAIL_ADDRESS', 'addr3@example.com')]),
    ('/usr/local/go/src/net/mail/message_test.go:601-625', 'en_US',
     '\t\t},\n\t\t// RFC 2047 "Q"-encoded UTF-8 address.\n\t\t{\n\t\t\t`=?utf-8?q?J=C3=B6rg_Doe?= <joerg@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    `Jörg Doe`,\n\t\t\t\t\tAddress: "joerg@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// RFC 2047 "Q"-encoded UTF-8 address with multiple encoded-words.\n\t\t{\n\t\t\t`=?utf-8?q?J=C3=B6rg?=  =?utf-8?q?Doe?= <joerg@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    `JörgDoe`,\n\t\t\t\t\tAddress: "joerg@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// RFC 2047, Section 8.\n\t\t{\n\t\t\t`=?ISO-8859-1?Q?Andr=E9?= Pirard <PIRARD@vm1.ulg.ac.be>`,\n\t\t\t[]*Address{\n',
     [('EMAIL_ADDRESS', 'joerg@example.com'), ('EMAIL_ADDRESS', 'PIRARD@vm1.ulg.ac.be')]),
    ('/usr/local/go/src/net/mail/message_test.go:651-675', 'en_US',
     '\t\t},\n\t\t// Custom example with "." in name. For issue 4938\n\t\t{\n\t\t\t`Asem H. <noreply@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    `Asem H.`,\n\t\t\t\t\tAddress: "noreply@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// RFC 6532 3.2.3, qtext /= UTF8-non-ascii\n\t\t{\n\t\t\t`"Gø Pher" <gopher@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    `Gø Pher`,\n\t\t\t\t\tAddress: "gopher@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// RFC 6532 3.2, atext /= UTF8-non-ascii\n\t\t{\n\t\t\t`µ <micro@example.com>`,\n\t\t\t[]*Address{\n',
     [('EMAIL_ADDRESS', 'noreply@example.com'), ('EMAIL_ADDRESS', 'gopher@example.com'), ('EMAIL_ADDRESS', 'micro@example.com')]),
    ('/usr/local/go/src/net/mail/message_test.go:701-725', 'en_US',
     '\t\t},\n\t\t// Issue 14866\n\t\t{\n\t\t\t`"" <emptystring@example.com>`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "emptystring@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// CFWS\n\t\t{\n\t\t\t`<cfws@example.com> (CFWS (cfws))  (another comment)`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "",\n\t\t\t\t\tAddress: "cfws@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t{\n\t\t\t`<cfws@example.com> ()  (another comment), <cfws2@example.com> (another)`,\n\t\t\t[]*Address{\n\t\t\t\t{\n',
     [('EMAIL_ADDRESS', 'emptystring@example.com'), ('EMAIL_ADDRESS', 'cfws@example.com'), ('EMAIL_ADDRESS', 'cfws2@example.com')]),
    ('/usr/local/go/src/net/mail/message_test.go:776-800', 'en_US',
     '\t\t{\n\t\t\t`asjo@example.com (Adam\t=?utf-8?Q?Sj=C3=B8gren?=)`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "Adam Sjøgren",\n\t\t\t\t\tAddress: "asjo@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// Nested comment as display name, Q-encoded\n\t\t{\n\t\t\t`asjo@example.com (Adam =?utf-8?Q?Sj=C3=B8gren?= (Debian))`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tName:    "Adam Sjøgren (Debian)",\n\t\t\t\t\tAddress: "asjo@example.com",\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t\t// Comment in group display name\n\t\t{\n\t\t\t`group (comment:): a@example.com, b@example.com;`,\n\t\t\t[]*Address{\n\t\t\t\t{\n\t\t\t\t\tAddress: "a@example.com",\n',
     [('EMAIL_ADDRESS', 'asjo@example.com'), ('EMAIL_ADDRESS', 'a@example.com'), ('EMAIL_ADDRESS', 'b@example.com')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:261-280', 'en_US',
     '    /// # use std::net::IpAddr;\n    /// # use ipnet::IpNet;\n    /// #\n    /// let net: IpNet = "10.1.0.0/20".parse().unwrap();\n    /// assert_eq!(Ok(net.netmask()), "255.255.240.0".parse());\n    ///\n    /// let net: IpNet = "fd00::/24".parse().unwrap();\n    /// assert_eq!(Ok(net.netmask()), "ffff:ff00::".parse());\n    /// ```\n    pub fn netmask(&self) -> IpAddr {\n        match *self {\n            IpNet::V4(ref a) => IpAddr::V4(a.netmask()),\n            IpNet::V6(ref a) => IpAddr::V6(a.netmask()),\n        }\n    }\n\n    /// Returns the host mask.\n    ///\n    /// # Examples\n    ///\n',
     [('IP_ADDRESS', '10.1.0.0'), ('IP_ADDRESS', '255.255.240.0'), ('IP_ADDRESS', 'fd00::'), ('IP_ADDRESS', 'ffff:ff00::')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:321-340', 'en_US',
     '    /// # Examples\n    ///\n    /// ```\n    /// # use std::net::IpAddr;\n    /// # use ipnet::IpNet;\n    /// #\n    /// let net: IpNet = "172.16.0.0/22".parse().unwrap();\n    /// assert_eq!(Ok(net.broadcast()), "172.16.3.255".parse());\n    ///\n    /// let net: IpNet = "fd00:1234:5678::/24".parse().unwrap();\n    /// assert_eq!(Ok(net.broadcast()), "fd00:12ff:ffff:ffff:ffff:ffff:ffff:ffff".parse());\n    /// ```\n    pub fn broadcast(&self) -> IpAddr {\n        match *self {\n            IpNet::V4(ref a) => IpAddr::V4(a.broadcast()),\n            IpNet::V6(ref a) => IpAddr::V6(a.broadcast()),\n        }\n    }\n    \n    /// Returns the `IpNet` that contains this one.\n',
     [('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '172.16.3.255'), ('IP_ADDRESS', 'fd00:1234:5678::'), ('IP_ADDRESS', 'fd00:12ff:ffff:ffff:ffff:ffff:ffff:ffff')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:441-460', 'en_US',
     '    /// assert_eq!(net.subnets(26).unwrap().collect::<Vec<IpNet>>(), vec![\n    ///     "10.0.0.0/26".parse::<IpNet>().unwrap(),\n    ///     "10.0.0.64/26".parse().unwrap(),\n    ///     "10.0.0.128/26".parse().unwrap(),\n    ///     "10.0.0.192/26".parse().unwrap(),\n    /// ]);\n    ///\n    /// let net: IpNet = "fd00::/16".parse().unwrap();\n    /// assert_eq!(net.subnets(18).unwrap().collect::<Vec<IpNet>>(), vec![\n    ///     "fd00::/18".parse::<IpNet>().unwrap(),\n    ///     "fd00:4000::/18".parse().unwrap(),\n    ///     "fd00:8000::/18".parse().unwrap(),\n    ///     "fd00:c000::/18".parse().unwrap(),\n    /// ]);\n    ///\n    /// let net: IpNet = "10.0.0.0/24".parse().unwrap();\n    /// assert_eq!(net.subnets(23), Err(PrefixLenError));\n    ///\n    /// let net: IpNet = "10.0.0.0/24".parse().unwrap();\n    /// assert_eq!(net.subnets(33), Err(PrefixLenError));\n',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.0.64'), ('IP_ADDRESS', '10.0.0.128'), ('IP_ADDRESS', '10.0.0.192'), ('IP_ADDRESS', 'fd00::'), ('IP_ADDRESS', 'fd00:4000::'), ('IP_ADDRESS', 'fd00:8000::'), ('IP_ADDRESS', 'fd00:c000::')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:761-780', 'en_US',
     '    /// #\n    /// let net: Ipv4Net = "172.16.123.123/16".parse().unwrap();\n    /// assert_eq!(Ok(net.network()), "172.16.0.0".parse());\n    /// ```\n    pub fn network(&self) -> Ipv4Addr {\n        Ipv4Addr::from(u32::from(self.addr) & self.netmask_u32())\n    }\n\n    /// Returns the broadcast address.\n    ///\n    /// # Examples\n    ///\n    /// ```\n    /// # use std::net::Ipv4Addr;\n    /// # use ipnet::Ipv4Net;\n    /// #\n    /// let net: Ipv4Net = "172.16.0.0/22".parse().unwrap();\n    /// assert_eq!(Ok(net.broadcast()), "172.16.3.255".parse());\n    /// ```\n    pub fn broadcast(&self) -> Ipv4Addr {\n',
     [('IP_ADDRESS', '172.16.123.123'), ('IP_ADDRESS', '172.16.0.0'), ('IP_ADDRESS', '172.16.3.255')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:861-880', 'en_US',
     '    ///\n    /// # Examples\n    ///\n    /// ```\n    /// # use ipnet::{Ipv4Net, PrefixLenError};\n    /// #\n    /// let net: Ipv4Net = "10.0.0.0/24".parse().unwrap();\n    /// assert_eq!(net.subnets(26).unwrap().collect::<Vec<Ipv4Net>>(), vec![\n    ///     "10.0.0.0/26".parse::<Ipv4Net>().unwrap(),\n    ///     "10.0.0.64/26".parse().unwrap(),\n    ///     "10.0.0.128/26".parse().unwrap(),\n    ///     "10.0.0.192/26".parse().unwrap(),\n    /// ]);\n    ///\n    /// let net: Ipv4Net = "10.0.0.0/30".parse().unwrap();\n    /// assert_eq!(net.subnets(32).unwrap().collect::<Vec<Ipv4Net>>(), vec![\n    ///     "10.0.0.0/32".parse::<Ipv4Net>().unwrap(),\n    ///     "10.0.0.1/32".parse().unwrap(),\n    ///     "10.0.0.2/32".parse().unwrap(),\n    ///     "10.0.0.3/32".parse().unwrap(),\n',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.0.64'), ('IP_ADDRESS', '10.0.0.128'), ('IP_ADDRESS', '10.0.0.192'), ('IP_ADDRESS', '10.0.0.1'), ('IP_ADDRESS', '10.0.0.2'), ('IP_ADDRESS', '10.0.0.3')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:1401-1420', 'en_US',
     '/// let n4_2: IpNet = "10.1.1.0/26".parse().unwrap();\n/// let n4_3: IpNet = "10.1.2.0/26".parse().unwrap();\n/// let ip4_1: IpAddr = "10.1.1.1".parse().unwrap();\n/// let ip4_2: IpAddr = "10.1.2.1".parse().unwrap();\n///\n/// let n6_1: IpNet = "fd00::/16".parse().unwrap();\n/// let n6_2: IpNet = "fd00::/17".parse().unwrap();\n/// let n6_3: IpNet = "fd01::/17".parse().unwrap();\n/// let ip6_1: IpAddr = "fd00::1".parse().unwrap();\n/// let ip6_2: IpAddr = "fd01::1".parse().unwrap();\n///\n/// assert!(n4_1.contains(&n4_2));\n/// assert!(!n4_1.contains(&n4_3));\n/// assert!(n4_1.contains(&ip4_1));\n/// assert!(!n4_1.contains(&ip4_2));\n///\n/// assert!(n6_1.contains(&n6_2));\n/// assert!(!n6_1.contains(&n6_3));\n/// assert!(n6_1.contains(&ip6_1));\n/// assert!(!n6_1.contains(&ip6_2));\n',
     [('IP_ADDRESS', '10.1.1.0'), ('IP_ADDRESS', '10.1.2.0'), ('IP_ADDRESS', '10.1.1.1'), ('IP_ADDRESS', '10.1.2.1'), ('IP_ADDRESS', 'fd00::'), ('IP_ADDRESS', 'fd01::'), ('IP_ADDRESS', 'fd00::1'), ('IP_ADDRESS', 'fd01::1')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:1481-1500', 'en_US',
     '/// # Examples\n///\n/// ```\n/// # use std::net::{Ipv4Addr, Ipv6Addr};\n/// # use std::str::FromStr;\n/// # use ipnet::{IpNet, IpSubnets, Ipv4Subnets, Ipv6Subnets};\n/// let subnets = IpSubnets::from(Ipv4Subnets::new(\n///     "10.0.0.0".parse().unwrap(),\n///     "10.0.0.239".parse().unwrap(),\n///     26,\n/// ));\n/// \n/// assert_eq!(subnets.collect::<Vec<IpNet>>(), vec![\n///     "10.0.0.0/26".parse().unwrap(),\n///     "10.0.0.64/26".parse().unwrap(),\n///     "10.0.0.128/26".parse().unwrap(),\n///     "10.0.0.192/27".parse().unwrap(),\n///     "10.0.0.224/28".parse().unwrap(),\n/// ]);\n///\n',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.0.239'), ('IP_ADDRESS', '10.0.0.64'), ('IP_ADDRESS', '10.0.0.128'), ('IP_ADDRESS', '10.0.0.192'), ('IP_ADDRESS', '10.0.0.224')]),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ipnet-2.12.2/src/ipnet.rs:1861-1880', 'en_US',
     '    fn test_ipv4_subnets_zero_max_minus_one() {\n        let subnets: Vec<Ipv4Net> = Ipv4Subnets::new(Ipv4Addr::from(0u32), Ipv4Addr::from(u32::MAX-1), 0).collect();\n        assert!(!subnets[0].contains(&Ipv4Addr::from(u32::MAX)));\n    }\n    \n    // Issue #70\n    #[test]\n    fn test_ipv6_subnets_zero_max_minus_one() {\n        let subnets: Vec<Ipv6Net> = Ipv6Subnets::new(Ipv6Addr::from(0u128), Ipv6Addr::from(u128::MAX-1), 0).collect();\n        assert!(!subnets[0].contains(&Ipv6Addr::from(u128::MAX)));\n    }\n\n    #[test]\n    fn ipnet_aggregate() {\n        let ip_nets = make_ipnet_vec![\n            "10.0.0.0/24", "10.0.1.0/24", "10.0.1.1/24", "10.0.1.2/24",\n            "10.0.2.0/24",\n            "10.1.0.0/24", "10.1.1.0/24",\n            "192.168.0.0/24", "192.168.1.0/24", "192.168.2.0/24", "192.168.3.0/24",\n            "fd00::/32", "fd00:1::/32",\n',
     [('IP_ADDRESS', '10.0.0.0'), ('IP_ADDRESS', '10.0.1.0'), ('IP_ADDRESS', '10.0.1.1'), ('IP_ADDRESS', '10.0.1.2'), ('IP_ADDRESS', '10.0.2.0'), ('IP_ADDRESS', '10.1.0.0'), ('IP_ADDRESS', '10.1.1.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.2.0'), ('IP_ADDRESS', '192.168.3.0'), ('IP_ADDRESS', 'fd00::'), ('IP_ADDRESS', 'fd00:1::')]),
    ('/tmp/b8src/pip/netaddr-1.3.0/netaddr/tests/ip/test_ip_v4.py:41-60', 'en_US',
     "            None,\n            IPAddress('255.255.255.255'),\n            IPAddress('0.0.0.0'),\n            1,\n        ),\n        (\n            '192.0.2.0/24',\n            IPAddress('192.0.2.0'),\n            IPAddress('192.0.2.0'),\n            IPNetwork('192.0.2.0/24'),\n            IPAddress('192.0.2.255'),\n            IPAddress('255.255.255.0'),\n            IPAddress('0.0.0.255'),\n            256,\n        ),\n        (\n            '192.0.3.112/22',\n            IPAddress('192.0.3.112'),\n            IPAddress('192.0.0.0'),\n            IPNetwork('192.0.0.0/22'),\n",
     [('IP_ADDRESS', '255.255.255.255'), ('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '192.0.2.0'), ('IP_ADDRESS', '192.0.2.255'), ('IP_ADDRESS', '255.255.255.0'), ('IP_ADDRESS', '0.0.0.255'), ('IP_ADDRESS', '192.0.3.112'), ('IP_ADDRESS', '192.0.0.0')]),
    ('/tmp/b8src/pip/netaddr-1.3.0/netaddr/tests/ip/test_ip_v4.py:121-140', 'en_US',
     "    result = ip[start:stop:step]\n    assert isinstance(result, types.GeneratorType)\n    assert list(result) == list(ip)[start:stop:step]\n\n\ndef test_ipnetwork_sort_order():\n    ip_list = list(IPNetwork('192.0.2.128/28'))\n    random.shuffle(ip_list)\n    assert sorted(ip_list) == [\n        IPAddress('192.0.2.128'),\n        IPAddress('192.0.2.129'),\n        IPAddress('192.0.2.130'),\n        IPAddress('192.0.2.131'),\n        IPAddress('192.0.2.132'),\n        IPAddress('192.0.2.133'),\n        IPAddress('192.0.2.134'),\n        IPAddress('192.0.2.135'),\n        IPAddress('192.0.2.136'),\n        IPAddress('192.0.2.137'),\n        IPAddress('192.0.2.138'),\n",
     [('IP_ADDRESS', '192.0.2.128'), ('IP_ADDRESS', '192.0.2.129'), ('IP_ADDRESS', '192.0.2.130'), ('IP_ADDRESS', '192.0.2.131'), ('IP_ADDRESS', '192.0.2.132'), ('IP_ADDRESS', '192.0.2.133'), ('IP_ADDRESS', '192.0.2.134'), ('IP_ADDRESS', '192.0.2.135'), ('IP_ADDRESS', '192.0.2.136'), ('IP_ADDRESS', '192.0.2.137'), ('IP_ADDRESS', '192.0.2.138')]),
    ('/tmp/b8src/pip/netaddr-1.3.0/netaddr/tests/ip/test_ip_v4.py:201-220', 'en_US',
     "    #   Negative increments around address range boundaries.\n    ip = IPAddress('0.0.0.0')\n    with pytest.raises(IndexError):\n        ip += -1\n\n    ip = IPAddress('255.255.255.255')\n    with pytest.raises(IndexError):\n        ip -= -1\n\n\ndef test_ipaddress_binary_operations_v4():\n    assert IPAddress('192.0.2.15') & IPAddress('255.255.255.0') == IPAddress('192.0.2.0')\n    assert IPAddress('255.255.0.0') | IPAddress('0.0.255.255') == IPAddress('255.255.255.255')\n    assert IPAddress('255.255.0.0') ^ IPAddress('255.0.0.0') == IPAddress('0.255.0.0')\n    assert IPAddress('1.2.3.4').packed == '\\x01\\x02\\x03\\x04'.encode('ascii')\n\n\ndef test_iterhosts_v4():\n    assert list(IPNetwork('192.0.2.0/29').iter_hosts()) == [\n        IPAddress('192.0.2.1'),\n",
     [('IP_ADDRESS', '0.0.0.0'), ('IP_ADDRESS', '255.255.255.255'), ('IP_ADDRESS', '192.0.2.15'), ('IP_ADDRESS', '255.255.255.0'), ('IP_ADDRESS', '192.0.2.0'), ('IP_ADDRESS', '255.255.0.0'), ('IP_ADDRESS', '0.0.255.255'), ('IP_ADDRESS', '255.0.0.0'), ('IP_ADDRESS', '0.255.0.0'), ('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '192.0.2.1')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_iban.doctest:49-68', 'en_US',
     '... AD12 0001 2030 2003 5910 0100\n... AD1200012030200359100100\n... AE070331234567890123456\n... AL47 2121 1009 0000 0002 3569 8741\n... AL47212110090000000235698741\n... AT61 1904 3002 3457 3201\n... AT611904300234573201\n... AZ21NABZ00000000137010001944\n... BA39 1290 0794 0102 8494\n... BA391290079401028494\n... BG80 BNBG 9661 1020 3456 78\n... BG80BNBG96611020345678\n... BH67BMAG00001299123456\n... BR1800000000141455123924100C2\n... BR9700360305000010009795493P1\n... CH93 0076 2011 6238 5295 7\n... CH9300762011623852957\n... CY17 0020 0128 0000 0012 0052 7600\n... CY17002001280000001200527600\n... CZ65 0800 0000 1920 0014 5399\n',
     [('IBAN_CODE', 'AD12 0001 2030 2003 5910 0100'), ('IBAN_CODE', 'AD1200012030200359100100'), ('IBAN_CODE', 'AE070331234567890123456'), ('IBAN_CODE', 'AL47 2121 1009 0000 0002 3569 8741'), ('IBAN_CODE', 'AL47212110090000000235698741'), ('IBAN_CODE', 'AT61 1904 3002 3457 3201'), ('IBAN_CODE', 'AT611904300234573201'), ('IBAN_CODE', 'AZ21NABZ00000000137010001944'), ('IBAN_CODE', 'BA39 1290 0794 0102 8494'), ('IBAN_CODE', 'BA391290079401028494'), ('IBAN_CODE', 'BG80 BNBG 9661 1020 3456 78'), ('IBAN_CODE', 'BG80BNBG96611020345678'), ('IBAN_CODE', 'BH67BMAG00001299123456'), ('IBAN_CODE', 'BR1800000000141455123924100C2'), ('IBAN_CODE', 'BR9700360305000010009795493P1'), ('IBAN_CODE', 'CH93 0076 2011 6238 5295 7'), ('IBAN_CODE', 'CH9300762011623852957'), ('IBAN_CODE', 'CY17 0020 0128 0000 0012 0052 7600'), ('IBAN_CODE', 'CY17002001280000001200527600'), ('IBAN_CODE', 'CZ65 0800 0000 1920 0014 5399')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_iban.doctest:69-88', 'en_US',
     '... CZ6508000000192000145399\n... CZ94 5500 0000 0010 1103 8930\n... CZ9455000000001011038930\n... DE89 3704 0044 0532 0130 00\n... DE89370400440532013000\n... DK50 0040 0440 1162 43\n... DK5000400440116243\n... DO28BAGR00000001212453611324\n... EE38 2200 2210 2014 5685\n... EE382200221020145685\n... ES 58 0049 0290 3424 1352 8341\n... ES04 0075 0078 0605 0005 0355\n... ES0521053014113400002160\n... ES10 0075 0080 11 0600658108\n... ES15-0049-1806-9121-1186-9374\n... ES2030810089311100269222\n... ES24 2090 3191 1400 4012 1040\n... ES27 3183 1500 9600 0121 0562\n... ES28 2104 0485 5390 6968 2983\n... ES29 2100 2815 9822 0059 9427\n',
     [('IBAN_CODE', 'CZ6508000000192000145399'), ('IBAN_CODE', 'CZ94 5500 0000 0010 1103 8930'), ('IBAN_CODE', 'CZ9455000000001011038930'), ('IBAN_CODE', 'DE89 3704 0044 0532 0130 00'), ('IBAN_CODE', 'DE89370400440532013000'), ('IBAN_CODE', 'DK50 0040 0440 1162 43'), ('IBAN_CODE', 'DK5000400440116243'), ('IBAN_CODE', 'DO28BAGR00000001212453611324'), ('IBAN_CODE', 'EE38 2200 2210 2014 5685'), ('IBAN_CODE', 'EE382200221020145685'), ('IBAN_CODE', 'ES 58 0049 0290 3424 1352 8341'), ('IBAN_CODE', 'ES04 0075 0078 0605 0005 0355'), ('IBAN_CODE', 'ES0521053014113400002160'), ('IBAN_CODE', 'ES10 0075 0080 11 0600658108'), ('IBAN_CODE', 'ES15-0049-1806-9121-1186-9374'), ('IBAN_CODE', 'ES2030810089311100269222'), ('IBAN_CODE', 'ES24 2090 3191 1400 4012 1040'), ('IBAN_CODE', 'ES27 3183 1500 9600 0121 0562'), ('IBAN_CODE', 'ES28 2104 0485 5390 6968 2983'), ('IBAN_CODE', 'ES29 2100 2815 9822 0059 9427')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_iban.doctest:89-108', 'en_US',
     '... ES37 2038 8700 7861 0000 9781\n... ES39 0081 0294 66 0001238624\n... ES58 1465 0100 9719 0014 4593\n... ES59 0049 5030 1129 1601 1246\n... ES62 2100 4288 5922 0010 4465\n... ES72 2013-0692-81-0201150993\n... ES72 2048 1075 8334 0000 2171\n... ES81 0081 5515 2900 0157 5763\n... ES8521005731710200031769\n... ES86 2013 0095 1102 0142 6812\n... ES86 30580157682720001384\n... ES88 2095 0497 9191 0708 8631\n... ES91 2100 0418 4502 0005 1332\n... ES9121000418450200051332\n... ES98 0049 5442 2227 1606 6973\n... FI21 1234 5600 0007 85\n... FI2112345600000785\n... FI5542345670000081\n... FO62 6460 0001 6316 34\n... FO6264600001631634\n',
     [('IBAN_CODE', 'ES37 2038 8700 7861 0000 9781'), ('IBAN_CODE', 'ES39 0081 0294 66 0001238624'), ('IBAN_CODE', 'ES58 1465 0100 9719 0014 4593'), ('IBAN_CODE', 'ES59 0049 5030 1129 1601 1246'), ('IBAN_CODE', 'ES62 2100 4288 5922 0010 4465'), ('IBAN_CODE', 'ES72 2013-0692-81-0201150993'), ('IBAN_CODE', 'ES72 2048 1075 8334 0000 2171'), ('IBAN_CODE', 'ES81 0081 5515 2900 0157 5763'), ('IBAN_CODE', 'ES8521005731710200031769'), ('IBAN_CODE', 'ES86 2013 0095 1102 0142 6812'), ('IBAN_CODE', 'ES86 30580157682720001384'), ('IBAN_CODE', 'ES88 2095 0497 9191 0708 8631'), ('IBAN_CODE', 'ES91 2100 0418 4502 0005 1332'), ('IBAN_CODE', 'ES9121000418450200051332'), ('IBAN_CODE', 'ES98 0049 5442 2227 1606 6973'), ('IBAN_CODE', 'FI21 1234 5600 0007 85'), ('IBAN_CODE', 'FI2112345600000785'), ('IBAN_CODE', 'FI5542345670000081'), ('IBAN_CODE', 'FO62 6460 0001 6316 34'), ('IBAN_CODE', 'FO6264600001631634')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_iban.doctest:109-128', 'en_US',
     '... FR14 2004 1010 0505 0001 3M02 606\n... FR1420041010050500013M02606\n... GB29 NWBK 6016 1331 9268 19\n... GB29NWBK60161331926819\n... GE29 NB00 0000 0101 9049 17\n... GE29NB0000000101904917\n... GI75 NWBK 0000 0000 7099 453\n... GI75NWBK000000007099453\n... GL89 6471 0001 0002 06\n... GL8964710001000206\n... GR16 0110 1250 0000 0001 2300 695\n... GR1601101250000000012300695\n... GT82TRAJ01020000001210029690\n... HR12 1001 0051 8630 0016 0\n... HR1210010051863000160\n... HU42 1177 3016 1111 1018 0000 0000\n... HU42117730161111101800000000\n... IE29 AIBK 9311 5212 3456 78\n... IE29AIBK93115212345678\n... IL62 0108 0000 0009 9999 999\n',
     [('IBAN_CODE', 'FR14 2004 1010 0505 0001 3M02 606'), ('IBAN_CODE', 'FR1420041010050500013M02606'), ('IBAN_CODE', 'GB29 NWBK 6016 1331 9268 19'), ('IBAN_CODE', 'GB29NWBK60161331926819'), ('IBAN_CODE', 'GE29 NB00 0000 0101 9049 17'), ('IBAN_CODE', 'GE29NB0000000101904917'), ('IBAN_CODE', 'GI75 NWBK 0000 0000 7099 453'), ('IBAN_CODE', 'GI75NWBK000000007099453'), ('IBAN_CODE', 'GL89 6471 0001 0002 06'), ('IBAN_CODE', 'GL8964710001000206'), ('IBAN_CODE', 'GR16 0110 1250 0000 0001 2300 695'), ('IBAN_CODE', 'GR1601101250000000012300695'), ('IBAN_CODE', 'GT82TRAJ01020000001210029690'), ('IBAN_CODE', 'HR12 1001 0051 8630 0016 0'), ('IBAN_CODE', 'HR1210010051863000160'), ('IBAN_CODE', 'HU42 1177 3016 1111 1018 0000 0000'), ('IBAN_CODE', 'HU42117730161111101800000000'), ('IBAN_CODE', 'IE29 AIBK 9311 5212 3456 78'), ('IBAN_CODE', 'IE29AIBK93115212345678'), ('IBAN_CODE', 'IL62 0108 0000 0009 9999 999')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_iban.doctest:129-148', 'en_US',
     '... IL620108000000099999999\n... IS14 0159 2600 7654 5510 7303 39\n... IS140159260076545510730339\n... IT60 X054 2811 1010 0000 0123 456\n... IT60X0542811101000000123456\n... JO94CBJO0010000000000131000302\n... KZ86125KZT5004100100\n... LB62 0999 0000 0001 0019 0122 9114\n... LB62099900000001001901229114\n... LI21 0881 0000 2324 013A A\n... LI21088100002324013AA\n... LT12 1000 0111 0100 1000\n... LT121000011101001000\n... LU28 0019 4006 4475 0000\n... LU280019400644750000\n... LV80 BANK 0000 4351 9500 1\n... LV80BANK0000435195001\n... MC11 1273 9000 7000 1111 1000 h79\n... MC1112739000700011111000h79\n... MD24AG000225100013104168\n',
     [('IBAN_CODE', 'IL620108000000099999999'), ('IBAN_CODE', 'IS14 0159 2600 7654 5510 7303 39'), ('IBAN_CODE', 'IS140159260076545510730339'), ('IBAN_CODE', 'IT60 X054 2811 1010 0000 0123 456'), ('IBAN_CODE', 'IT60X0542811101000000123456'), ('IBAN_CODE', 'JO94CBJO0010000000000131000302'), ('IBAN_CODE', 'KZ86125KZT5004100100'), ('IBAN_CODE', 'LB62 0999 0000 0001 0019 0122 9114'), ('IBAN_CODE', 'LB62099900000001001901229114'), ('IBAN_CODE', 'LI21 0881 0000 2324 013A A'), ('IBAN_CODE', 'LI21088100002324013AA'), ('IBAN_CODE', 'LT12 1000 0111 0100 1000'), ('IBAN_CODE', 'LT121000011101001000'), ('IBAN_CODE', 'LU28 0019 4006 4475 0000'), ('IBAN_CODE', 'LU280019400644750000'), ('IBAN_CODE', 'LV80 BANK 0000 4351 9500 1'), ('IBAN_CODE', 'LV80BANK0000435195001'), ('IBAN_CODE', 'MC11 1273 9000 7000 1111 1000 h79'), ('IBAN_CODE', 'MC1112739000700011111000h79'), ('IBAN_CODE', 'MD24AG000225100013104168')]),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_isbn.doctest:111-132', '',
     "the second is 978-9024538²70.\n\n>>> isbn.validate(b'978-90245\\xe1\\xad\\x938270'.decode('utf-8'))\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n>>> isbn.validate(b'978-9024538\\xc2\\xb270'.decode('utf-8'))\nTraceback (most recent call last):\n    ...\nInvalidFormat: ...\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 0-19-963209-X\n... 0-201-75041-4\n... 0-7503-0197-X\n... 0-7506-9275-8\n... 0-8412-0473-X\n... 0-8493-0464-4\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_isbn.doctest:133-154', '',
     '... 0-8493-0504-7\n... 0080423906\n... 013036004X\n... 2-225-30547-1\n... 9284401348\n... 978-1-4200-4561-1\n... 978-1-4200-8032-2\n... 978-1-4397-3244-1\n... 978-1-4398-2494-8\n... 978-1-4398-8929-9\n... 978-1-55156-438-8\n... 978-90-208-3866-4\n... 978-90-208-5330-8\n... 978-90-345-0790-7\n... 978-90-345-1183-6\n... 978-90-345-1341-0\n... 978-90-345-2135-4\n... 978-90-345-2248-1\n... 978-90-345-3025-7\n... 978-90-345-3239-8\n... 978-90-345-3629-7\n... 978-90-345-4767-5\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_isin.doctest:23-44', '',
     "\n>>> from stdnum import isin\n>>> from stdnum.exceptions import *\n\n\nThe number should start with a valid ISO 3166-1 alpha-2 country code:\n\n>>> isin.validate('ZZ0378331005')\nTraceback (most recent call last):\n    ...\nInvalidComponent: ...\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... AN8068571086\n... AU000000AAI6\n... AU000000AAT3\n... AU000000CDD7\n... AU000000HYR2\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_isin.doctest:45-66', '',
     '... AU000000IIN2\n... AU000000PMI9\n... AU000000QMN7\n... AU000000TAG0\n... AU000000TAN6\n... AU000000YRR1\n... AU00000GPHO9\n... AU00000HAVO0\n... AU00000IMFG2\n... XF0000C14922\n... AU00000LSRO2\n... AU00000MEUO4\n... AU00000MFFO2\n... AU00000NMGG0\n... AU00000TGGR6\n... AU00000TISN6\n... AU00000TYXN3\n... AU00000WXHG6\n... AU0000ARUAM8\n... AU0000AVIAL7\n... AU0000AYCAA7\n... AU0000BRKDC2\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_cusip.doctest:45-66', '',
     '... 024934408\n... 025081704\n... 068278704\n... 068278878\n... 101156602\n... 140543828\n... 192476109\n... 207267105\n... 23336W809\n... 23337G134\n... 24610B859\n... 25155T528\n... 25156A668\n... 25157M778\n... 25264S403\n... 254939424\n... 261967822\n... 261986566\n... 265458513\n... 265458570\n... 269858817\n... 29372R208\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_cusip.doctest:67-88', '',
     '... 313923302\n... 315911875\n... 315920579\n... 316390640\n... 320600109\n... 320917107\n... 354128704\n... 354723769\n... 409902624\n... 416649507\n... 425888104\n... 461418691\n... 465898682\n... 469785109\n... 471023531\n... 47803M663\n... 4812C0548\n... 52106N442\n... 543912604\n... 56063J849\n... 561709692\n... 561717661\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_de_stnr.doctest:133-154', '',
     '... 123/456/7890\n... 133/5909/3295\n... 133/8150/8159\n... 14044/00050\n... 143/317/22090\n... 147/276/80579\n... 151/815/08156\n... 156 / 141 / 14808\n... 162/107/03482\n... 181/815/08155\n... 1929008636\n... 201/123/12340\n... 201/5902/3626\n... 201/5906/3686\n... 202/ 106/ 08312\n... 203/100/04333\n... 20418290688\n... 208/140/04075\n... 21/815/08150\n... 212/5730/0455\n... 2129081508158\n... 22/815/08154\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_de_stnr.doctest:155-176', '',
     '... 220/5769/0078\n... 2202081508156\n... 2324081508151\n... 24/815/08151\n... 2475081508152\n... 249/115/90057\n... 249/133/90020\n... 26 242 02421\n... 2613081508153\n... 27 173 00028\n... 27/673/50365\n... 2722081508154\n... 2893081508152\n... 29/815/08158\n... 3048081508155\n... 307/5904/0270\n... 3101081508154\n... 312/5120/1726\n... 313/5753/1315\n... 3201012312340\n... 332/5751/2 653\n... 332/5776/0076\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_br_cnpj.doctest:23-44', '',
     "\n>>> from stdnum.br import cnpj\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 07.195.358/0001-66\n... 08.807.432/0001-10\n... 11.015.248/0001-42\n... 11.017.153/0001-68\n... 11.017.153/0002-49\n... 11.017.153/0003-20\n... 11.017.153/0005-91\n... 11.980.459/0001-15\n... 14.847.283/0001-16\n... 14.847.283/0002-05\n... 14.847.283/0003-88\n... 14.847.283/0004-69\n... 14.847.283/0005-40\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_br_cnpj.doctest:45-66', '',
     "... 16.727.230.0001-97\n... 18.090.575/0001-08\n... 18.090.575/0002-99\n... 18.090.575/0003-70\n... 18.090.575/0004-50\n... 18.090.575/0005-31\n... 22.610.961/0001-50\n... 44.407.989/0001-28\n... 47.080.619/0001-17\n... 53.612.734/0001-98\n... 61882613000194\n... 69.435.154/0001-02\n...\n... '''\n>>> [x for x in numbers.splitlines() if x and not cnpj.is_valid(x)]\n[]\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_cl_rut.doctest:23-44', '',
     ">>> from stdnum.cl import rut\n>>> from stdnum.exceptions import *\n\n\nThis is a selection of numbers (which should be valid) found at\nhttps://palena.sii.cl/cvc/dte/ee_empresas_emisoras.html\n\n>>> numbers = '''\n...\n... 10075381-2\n... 10219183-8\n... 10273665-6\n... 10319569-1\n... 10402061-5\n... 10516143-3\n... 10548375-9\n... 10626628-K\n... 10726809-K\n... 10830138-4\n... 10860841-2\n... 11472349-5\n... 11482004-0\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_cl_rut.doctest:45-66', '',
     '... 11605334-9\n... 11840208-1\n... 11975507-7\n... 12150075-2\n... 12362626-5\n... 12392004-K\n... 12415074-4\n... 12423920-6\n... 12574946-1\n... 12584568-1\n... 12645789-8\n... 12723467-1\n... 12790819-2\n... 13021498-3\n... 13073522-3\n... 13095834-6\n... 13097057-5\n... 13309437-7\n... 13490667-7\n... 13531984-8\n... 13646691-7\n... 13674023-7\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_es_nif.doctest:45-66', '',
     "[]\n>>> check('A11111119')  # valid CIF\n['nif', 'cif']\n>>> check('A11111118')  # invalid CIF\n[]\n>>> check('X1111111G')  # valid NIE\n['nif', 'nie']\n>>> check('X1111111A')  # invalid NIE\n[]\n>>> check('L1111111G')  # valid NIF, not classified as DNI, CIF or NIE\n['nif']\n>>> check('L1111111C')  # invalid NIF\n[]\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_eu_vat.doctest:23-44', '',
     "\n>>> from stdnum.eu import vat\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... ATU 142 43 102\n... ATU 15159209\n... ATU 28560205\n... ATU 34172105\n... ATU 40698107\n... ATU 46276408\n... ATU 49362201\n... ATU 54299806\n... ATU 54300000\n... ATU 56377717\n... ATU 57194903\n... ATU 64487479\n... ATU 64762368\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_eu_vat.doctest:45-66', '',
     '... ATU 64938009\n... ATU 65020906\n... ATU 65033803\n... ATU 65034704\n... ATU 65480455\n... ATU13585627\n... ATU46080404\n... ATU61195628\n...\n... BE (0)468.561.072\n... BE 0202.239.951\n... BE 0220.764.971\n... BE 0248.015.142\n... BE 0402 918 402\n... BE 0407.139.583\n... BE 0408 299 922\n... BE 0441.928.931\n... BE 0450 118 996\n... BE 0462423150\n... BE 0474 621 394\n... BE 0795 013 186\n... BE 0897290877\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ar_cuit.doctest:45-66', '',
     "\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 20-10123456-9\n... 20040356437\n... 20047433747\n... 20050573452\n... 20054613009\n... 20058481425\n... 20058723410\n... 20058879089\n... 20073562954\n... 20073659486\n... 20076084735\n... 20077530127\n... 20081042404\n... 20086295106\n... 20086607043\n... 20101234569\n... 20101376630\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ar_cuit.doctest:67-88', '',
     '... 20102289855\n... 20103055475\n... 20105567643\n... 20108146304\n... 20108524244\n... 20108909170\n... 20110831243\n... 20112806440\n... 20113951517\n... 20120774019\n... 20121388570\n... 20125491783\n... 20128032801\n... 20129599058\n... 20131707992\n... 20132002755\n... 20136310136\n... 20143455905\n... 20144779674\n... 20145053294\n... 20146234306\n... 20171104042\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_au_abn.doctest:23-44', '',
     "\n>>> from stdnum.au import abn\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 11574456001\n... 12 123 552 732\n... 12197960056\n... 14 007 145 637\n... 14 085 537 097\n... 15 071 884 994\n... 16 050 539 350\n... 16 875 959 817\n... 16207643640\n... 17 088 952 023\xa0\n... 17 091 664 318\n... 17798019840\n... 18657363620\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_au_abn.doctest:45-66', '',
     '... 18986035694\n... 19406270520\n... 20 080 574 616\n... 21 006 741 420\n... 211 082 588 59\n... 21276698420\n... 22752397988\n... 25 009 256 179\n... 25 078 164 020\n... 26 128 975 842\n... 27146513745\n... 29 176 219 543\n... 30194533815\n... 30319635949\n... 30753140115\n... 32510077067\n... 32967065962\n... 34180019054\n... 35 061 659 185\n... 35367869361\n... 36562063587\n... 38032136826\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_casrn.doctest:89-110', '',
     "... 14314-42-2\n... 16065-83-1\n... 18540-29-9\n... 49863-03-8\n... 55480-22-3\n... 56182-07-1\n... 60679-64-3\n... 70051-97-7\n... 126266-35-1\n... 126371-03-7\n... 153250-52-3\n... 308067-58-5\n... 2040295-03-0\n...\n... '''\n>>> [x for x in numbers.splitlines() if x and not casrn.is_valid(x)]\n[]\n",
     []),
    ('/usr/local/go/src/crypto/x509/x509.go:276-300', '',
     '\tECDSA:   "ECDSA",\n\tEd25519: "Ed25519",\n}\n\nfunc (algo PublicKeyAlgorithm) String() string {\n\tif 0 < algo && int(algo) < len(publicKeyAlgoName) {\n\t\treturn publicKeyAlgoName[algo]\n\t}\n\treturn strconv.Itoa(int(algo))\n}\n\n// OIDs for signature algorithms\n//\n//\tpkcs-1 OBJECT IDENTIFIER ::= {\n//\t\tiso(1) member-body(2) us(840) rsadsi(113549) pkcs(1) 1 }\n//\n// RFC 3279 2.2.1 RSA Signature Algorithms\n//\n//\tmd5WithRSAEncryption OBJECT IDENTIFIER ::= { pkcs-1 4 }\n//\n//\tsha-1WithRSAEncryption OBJECT IDENTIFIER ::= { pkcs-1 5 }\n//\n//\tdsaWithSha1 OBJECT IDENTIFIER ::= {\n//\t\tiso(1) member-body(2) us(840) x9-57(10040) x9cm(4) 3 }\n//\n',
     []),
    ('/usr/local/go/src/crypto/x509/x509.go:301-325', '',
     '// RFC 3279 2.2.3 ECDSA Signature Algorithm\n//\n//\tecdsa-with-SHA1 OBJECT IDENTIFIER ::= {\n//\t\tiso(1) member-body(2) us(840) ansi-x962(10045)\n//\t\tsignatures(4) ecdsa-with-SHA1(1)}\n//\n// RFC 4055 5 PKCS #1 Version 1.5\n//\n//\tsha256WithRSAEncryption OBJECT IDENTIFIER ::= { pkcs-1 11 }\n//\n//\tsha384WithRSAEncryption OBJECT IDENTIFIER ::= { pkcs-1 12 }\n//\n//\tsha512WithRSAEncryption OBJECT IDENTIFIER ::= { pkcs-1 13 }\n//\n// RFC 5758 3.1 DSA Signature Algorithms\n//\n//\tdsaWithSha256 OBJECT IDENTIFIER ::= {\n//\t\tjoint-iso-ccitt(2) country(16) us(840) organization(1) gov(101)\n//\t\tcsor(3) algorithms(4) id-dsa-with-sha2(3) 2}\n//\n// RFC 5758 3.2 ECDSA Signature Algorithm\n//\n//\tecdsa-with-SHA256 OBJECT IDENTIFIER ::= { iso(1) member-body(2)\n//\t\tus(840) ansi-X9-62(10045) signatures(4) ecdsa-with-SHA2(3) 2 }\n//\n',
     []),
    ('/usr/local/go/src/encoding/asn1/asn1_test.go:276-300', '',
     '\t{"91a506234540Z", false, time.Time{}},\n\t{"9105a6234540Z", false, time.Time{}},\n\t{"910506a34540Z", false, time.Time{}},\n\t{"910506334a40Z", false, time.Time{}},\n\t{"91050633444aZ", false, time.Time{}},\n\t{"910506334461Z", false, time.Time{}},\n\t{"910506334400Za", false, time.Time{}},\n\t/* These are invalid times. However, the time package normalises times\n\t * and they were accepted in some versions. See #11134. */\n\t{"000100000000Z", false, time.Time{}},\n\t{"101302030405Z", false, time.Time{}},\n\t{"100002030405Z", false, time.Time{}},\n\t{"100100030405Z", false, time.Time{}},\n\t{"100132030405Z", false, time.Time{}},\n\t{"100231030405Z", false, time.Time{}},\n\t{"100102240405Z", false, time.Time{}},\n\t{"100102036005Z", false, time.Time{}},\n\t{"100102030460Z", false, time.Time{}},\n\t{"-100102030410Z", false, time.Time{}},\n\t{"10-0102030410Z", false, time.Time{}},\n\t{"10-0002030410Z", false, time.Time{}},\n\t{"1001-02030410Z", false, time.Time{}},\n\t{"100102-030410Z", false, time.Time{}},\n\t{"10010203-0410Z", false, time.Time{}},\n\t{"1001020304-10Z", false, time.Time{}},\n',
     []),
    ('/usr/local/go/src/go/version/version_test.go:1-25', '',
     '// Copyright 2023 The Go Authors. All rights reserved.\n// Use of this source code is governed by a BSD-style\n// license that can be found in the LICENSE file.\n\npackage version\n\nimport (\n\t"reflect"\n\t"testing"\n)\n\nfunc TestCompare(t *testing.T) { test2(t, compareTests, "Compare", Compare) }\n\nvar compareTests = []testCase2[string, string, int]{\n\t{"", "", 0},\n\t{"x", "x", 0},\n\t{"", "x", 0},\n\t{"1", "1.1", 0},\n\t{"go1", "go1.1", -1},\n\t{"go1.5", "go1.6", -1},\n\t{"go1.5", "go1.10", -1},\n\t{"go1.6", "go1.6.1", -1},\n\t{"go1.19", "go1.19.0", 0},\n\t{"go1.19rc1", "go1.19", -1},\n\t{"go1.20", "go1.20.0", 0},\n',
     []),
    ('/usr/local/go/src/go/version/version_test.go:26-50', '',
     '\t{"go1.20", "go1.20.0-bigcorp", 0},\n\t{"go1.20rc1", "go1.20", -1},\n\t{"go1.21", "go1.21.0", -1},\n\t{"go1.21", "go1.21.0-bigcorp", -1},\n\t{"go1.21", "go1.21rc1", -1},\n\t{"go1.21rc1", "go1.21.0", -1},\n\t{"go1.6", "go1.19", -1},\n\t{"go1.19", "go1.19.1", -1},\n\t{"go1.19rc1", "go1.19", -1},\n\t{"go1.19rc1", "go1.19", -1},\n\t{"go1.19rc1", "go1.19.1", -1},\n\t{"go1.19rc1", "go1.19rc2", -1},\n\t{"go1.19.0", "go1.19.1", -1},\n\t{"go1.19rc1", "go1.19.0", -1},\n\t{"go1.19alpha3", "go1.19beta2", -1},\n\t{"go1.19beta2", "go1.19rc1", -1},\n\t{"go1.1", "go1.99999999999999998", -1},\n\t{"go1.99999999999999998", "go1.99999999999999999", -1},\n}\n\nfunc TestLang(t *testing.T) { test1(t, langTests, "Lang", Lang) }\n\nvar langTests = []testCase1[string, string]{\n\t{"bad", ""},\n\t{"go1.2rc3", "go1.2"},\n',
     []),
    ('/usr/local/go/src/net/netip/netip.go:151-175', '',
     '\treturn "ParseAddr(" + q(err.in) + "): " + err.msg\n}\n\nfunc parseIPv4Fields(in string, off, end int, fields []uint8) error {\n\tvar val, pos int\n\tvar digLen int // number of digits in current octet\n\ts := in[off:end]\n\tfor i := 0; i < len(s); i++ {\n\t\tif s[i] >= \'0\' && s[i] <= \'9\' {\n\t\t\tif digLen == 1 && val == 0 {\n\t\t\t\treturn parseAddrError{in: in, msg: "IPv4 field has octet with leading zero"}\n\t\t\t}\n\t\t\tval = val*10 + int(s[i]) - \'0\'\n\t\t\tdigLen++\n\t\t\tif val > 255 {\n\t\t\t\treturn parseAddrError{in: in, msg: "IPv4 field has value >255"}\n\t\t\t}\n\t\t} else if s[i] == \'.\' {\n\t\t\t// .1.2.3\n\t\t\t// 1.2.3.\n\t\t\t// 1..2.3\n\t\t\tif i == 0 || i == len(s)-1 || s[i-1] == \'.\' {\n\t\t\t\treturn parseAddrError{in: in, msg: "IPv4 field must have at least one digit", at: s[i:]}\n\t\t\t}\n\t\t\t// 1.2.3.4.5\n',
     []),
    ('/usr/local/go/src/math/big/floatconv_test.go:226-250', '',
     '\t\t{4.459, \'f\', 3, "4.459"},\n\t\t{5.459, \'f\', 4, "5.4590"},\n\n\t\t{0, \'b\', 0, "0"},\n\t\t{math.Copysign(0, -1), \'b\', 0, "-0"},\n\t\t{1.0, \'b\', 0, "4503599627370496p-52"},\n\t\t{-1.0, \'b\', 0, "-4503599627370496p-52"},\n\t\t{4503599627370496, \'b\', 0, "4503599627370496p+0"},\n\n\t\t{0, \'p\', 0, "0"},\n\t\t{math.Copysign(0, -1), \'p\', 0, "-0"},\n\t\t{1024.0, \'p\', 0, "0x.8p+11"},\n\t\t{-1024.0, \'p\', 0, "-0x.8p+11"},\n\n\t\t// all test cases below from strconv/ftoa_test.go\n\t\t{1, \'e\', 5, "1.00000e+00"},\n\t\t{1, \'f\', 5, "1.00000"},\n\t\t{1, \'g\', 5, "1"},\n\t\t{1, \'g\', -1, "1"},\n\t\t{20, \'g\', -1, "20"},\n\t\t{1234567.8, \'g\', -1, "1.2345678e+06"},\n\t\t{200000, \'g\', -1, "200000"},\n\t\t{2000000, \'g\', -1, "2e+06"},\n\n\t\t// g conversion and zero suppression\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_pl_regon.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.pl.regon module. It\ntries to validate a number of numbers that have been found online.\n\n>>> from stdnum.pl import regon\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 000144992\n... 000262289\n... 000569734\n... 001123710\n... 001130740\n... 001130762\n... 001130785\n... 004611261\n... 010925233\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_pl_regon.doctest:41-60', '',
     '... 011370116\n... 015615046\n... 015831301\n... 017282442\n... 021425170\n... 021493503\n... 061245300\n... 080121017\n... 101286521\n... 101624716\n... 101702037\n... 120444729\n... 120812966\n... 122903064\n... 122989806\n... 140006787\n... 140124720\n... 140567178\n... 140906290\n... 141215688\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ru_inn.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.ru.inn module. It\ntries to validate a number of numbers that have been found online.\n\n>>> from stdnum.ru import inn\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 005826107187\n... 0108003670\n... 0273074555\n... 0279111370\n... 0716007984\n... 5190187770\n... 6223002330\n... 6440019934\n... 6672238301\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ru_inn.doctest:41-60', '',
     "... 6903022126\n... 6908012650\n... 6911001698\n... 7609000881\n... 7709442668\n... 7716450028\n... 7724051595\n... 7726485118\n... 7727705694\n... 7728127936\n... 7813045547\n... 7825498171\n... 8614008550\n... 8906008726\n... 8906008740\n...\n... '''\n>>> [x for x in numbers.splitlines() if x and not inn.is_valid(x)]\n[]\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_mx_rfc.doctest:61-80', '',
     'Only personal numbers are allowed to be missing the "homoclave" (check\ndigits) part.\n\n>>> rfc.validate(\'AKJ970902\')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n\n\nA large number of numbers that are in use appear to have invalid check\ndigits. This has been found in about 1.5% of all numbers found. For this\nreason, by default, validation of check digits has been disabled and can be\nenabled explicitly.\n\n>>> rfc.validate(\'SIN 931116 9P8\')\n\'SIN9311169P8\'\n>>> rfc.validate(\'SIN 931116 9P8\', validate_check_digits=True)\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_mx_rfc.doctest:81-100', '',
     ">>> rfc.validate('CCM 650122 I06')\n'CCM650122I06'\n>>> rfc.validate('CCM 650122 I06', validate_check_digits=True)\nTraceback (most recent call last):\n    ...\nInvalidComponent: ...\n\n\nSome extra formatting checks:\n\n>>> rfc.format('VSM140430NQA')\n'VSM 140430 NQA'\n>>> rfc.format('ZUT A770215LK0')\n'ZUTA 770215 LK0'\n\n\nThese have been found online and should all be valid numbers. Note that these\nnumbers all have valid check digits (also see the list below).\n\n>>> numbers = '''\n",
     []),
    ('/usr/lib/node_modules/npm/docs/content/commands/npm-install.md:161-180', '',
     '    npm install readable-stream --save-exact\n    npm install ansi-regex --save-bundle\n    ```\n\n* `npm install <alias>@npm:<name>`:\n\n    Install a package under a custom alias.\n    Allows multiple versions of a same-name package side-by-side, more convenient import names for packages with otherwise long ones, and using git forks replacements or forked npm packages as replacements.\n    Aliasing works only on your project and does not rename packages in transitive dependencies.\n    Aliases should follow the naming conventions stated in [`validate-npm-package-name`](https://www.npmjs.com/package/validate-npm-package-name#naming-rules).\n\n    Examples:\n\n    ```bash\n    npm install my-react@npm:react\n    npm install jquery2@npm:jquery@2\n    npm install jquery3@npm:jquery@3\n    npm install npa@npm:npm-package-arg\n    ```\n\n',
     []),
    ('/usr/lib/node_modules/npm/docs/content/commands/npm-update.md:21-40', '',
     'If the `-g` flag is specified, this command will update globally installed packages.\n\nIf no package name is specified, all packages in the specified location (global or local) will be updated.\n\nNote that by default `npm update` will not update the semver values of direct dependencies in your project `package.json`.\nIf you want to also update values in `package.json` you can run: `npm update --save` (or add the `save=true` option to a [configuration file](/configuring-npm/npmrc) to make that the default behavior).\n\n### Example\n\nFor the examples below, assume that the current package is `app` and it depends on dependencies, `dep1` (`dep2`, .. etc.).\nThe published versions of `dep1` are:\n\n```json\n{\n  "dist-tags": { "latest": "1.2.2" },\n  "versions": [\n    "1.2.2",\n    "1.2.1",\n    "1.2.0",\n    "1.1.2",\n',
     []),
    ('/usr/lib/node_modules/npm/docs/content/using-npm/dependency-selectors.md:81-100', '',
     "If the values are mixed types `satisfies` is used.\n\nSome examples:\n\n- `:semver(^1.0.0)` returns every node that has a `version` satisfied by the provided range `^1.0.0`\n- `:semver(16.0.0, :attr(engines, [node]))` returns every node which has an `engines.node` property satisfying the version `16.0.0`\n- `:semver(1.0.0, [version], lt)` every node with a `version` less than `1.0.0`\n\n##### `:outdated(<type>)`\n\nThe `:outdated` pseudo selector retrieves data from the registry and returns information about which of your dependencies are outdated.\nThe type parameter may be one of the following:\n\n- `any` (default) a version exists that is greater than the current one\n- `in-range` a version exists that is greater than the current one, and satisfies at least one if its parent's dependencies\n- `out-of-range` a version exists that is greater than the current one, does not satisfy at least one of its parent's dependencies\n- `major` a version exists that is a semver major greater than the current one\n- `minor` a version exists that is a semver minor greater than the current one\n- `patch` a version exists that is a semver patch greater than the current one\n\n",
     []),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/parser/helper.rs:1-20', '',
     '// Copyright (C) 2017 1aim GmbH\n//\n// Licensed under the Apache License, Version 2.0 (the "License");\n// you may not use this file except in compliance with the License.\n// You may obtain a copy of the License at\n//\n// http://www.apache.org/licenses/LICENSE-2.0\n//\n// Unless required by applicable law or agreed to in writing, software\n// distributed under the License is distributed on an "AS IS" BASIS,\n// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n// See the License for the specific language governing permissions and\n// limitations under the License.\n\nuse crate::consts;\nuse crate::country;\nuse crate::error;\nuse crate::metadata::{Database, Metadata};\nuse crate::phone_number::Type;\nuse crate::validator;\n',
     []),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/parser/mod.rs:1-20', '',
     '// Copyright (C) 2017 1aim GmbH\n//\n// Licensed under the Apache License, Version 2.0 (the "License");\n// you may not use this file except in compliance with the License.\n// You may obtain a copy of the License at\n//\n// http://www.apache.org/licenses/LICENSE-2.0\n//\n// Unless required by applicable law or agreed to in writing, software\n// distributed under the License is distributed on an "AS IS" BASIS,\n// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n// See the License for the specific language governing permissions and\n// limitations under the License.\n\nuse crate::carrier::Carrier;\nuse crate::consts;\nuse crate::country;\nuse crate::error;\nuse crate::extension::Extension;\nuse crate::is_viable;\n',
     []),
    ('/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phonenumber-0.3.10+9.0.33/src/country.rs:1-20', '',
     '// Copyright (C) 2017 1aim GmbH\n//\n// Licensed under the Apache License, Version 2.0 (the "License");\n// you may not use this file except in compliance with the License.\n// You may obtain a copy of the License at\n//\n// http://www.apache.org/licenses/LICENSE-2.0\n//\n// Unless required by applicable law or agreed to in writing, software\n// distributed under the License is distributed on an "AS IS" BASIS,\n// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n// See the License for the specific language governing permissions and\n// limitations under the License.\n\n//! Country related types.\n\nuse serde_derive::{Deserialize, Serialize};\nuse std::str;\nuse strum::{AsRefStr, EnumString};\n\n',
     []),
    ('/usr/local/go/doc/go_spec.html:321-340', '',
     '0o600\n0O600       // second character is capital letter \'O\'\n0xBadFace\n0xBad_Face\n0x_67_7a_2f_cc_40_c6\n170141183460469231731687303715884105727\n170_141183_460469_231731_687303_715884_105727\n\n_42         // an identifier, not an integer literal\n42_         // invalid: _ must separate successive digits\n4__2        // invalid: only one _ at a time\n0_xBadFace  // invalid: _ must separate successive digits\n</pre>\n\n\n<h3 id="Floating-point_literals">Floating-point literals</h3>\n\n<p>\nA floating-point literal is a decimal or hexadecimal representation of a\n<a href="#Constants">floating-point constant</a>.\n',
     []),
    ('/usr/local/go/src/time/format_test.go:61-80', '',
     '\t\t// marked is an expected output from markChunks.\n\t\t// If we delete the parens and pass it through markChunks,\n\t\t// we should get the original back.\n\t\tformat := strings.Map(noParens, marked)\n\t\tout := markChunks(format)\n\t\tif out != marked {\n\t\t\tt.Errorf("nextStdChunk parses %q as %q, want %q", format, out, marked)\n\t\t}\n\t}\n}\n\ntype TimeFormatTest struct {\n\ttime           Time\n\tformattedValue string\n}\n\nvar rfc3339Formats = []TimeFormatTest{\n\t{Date(2008, 9, 17, 20, 4, 26, 0, UTC), "2008-09-17T20:04:26Z"},\n\t{Date(1994, 9, 17, 20, 4, 26, 0, FixedZone("EST", -18000)), "1994-09-17T20:04:26-05:00"},\n\t{Date(2000, 12, 26, 1, 15, 6, 0, FixedZone("OTO", 15600)), "2000-12-26T01:15:06+04:20"},\n',
     []),
    ('/usr/local/go/src/math/big/int_test.go:501-520', '',
     '\tb.ResetTimer()\n\tfor i := 0; i < b.N; i++ {\n\t\tq.QuoRem(y, x, r)\n\t}\n}\n\nvar bitLenTests = []struct {\n\tin  string\n\tout int\n}{\n\t{"-1", 1},\n\t{"0", 0},\n\t{"1", 1},\n\t{"2", 2},\n\t{"4", 3},\n\t{"0xabc", 12},\n\t{"0x8000", 16},\n\t{"0x80000000", 32},\n\t{"0x800000000000", 48},\n\t{"0x8000000000000000", 64},\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_gb_vat.doctest:41-60', '',
     '... GB 495 2781 05\n... GB 507 5768 25\n... GB 521 6763 52\n... GB 586 367 295\n... GB 591 9373 01\n... GB 605 8678 15\n... GB 662 8564 06\n... GB 698 550 577\n... GB 733 4428 41\n... GB 770 381 235\n... GB 784 9117 89\n... GB 808 6365 12\n... GB 812 8333 44\n... GB 818243334\n... GB 823 531 352\n... GB 829 9594 59\n... GB 845788960\n... GB 879 7056 62\n... GB 881 3758 91\n... GB 913 3041 68\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ch_uid.doctest:41-60', '',
     ">>> numbers = '''\n...\n... CHE 113.042.942.\n... CHE-101.415.551\n... CHE-105.067.880\n... CHE-105.616.108\n... CHE-105.838.471\n... CHE-106.222.918\n... CHE-108.902.220\n... CHE-112.786.448\n... CHE-113.606.230\n... CHE-113.606.253\n... CHE-113.614.519\n... CHE-113.617.417\n... CHE-113.638.690\n... CHE-113.690.319\n... CHE-113.706.877\n... CHE-113.840.903\n... CHE-114.165.895\n... CHE-114.332.288\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_fi_hetu.doctest:21-40', '',
     "\n\nThis file contains more detailed doctests for the stdnum.fi.hetu. It\ntries to cover more corner cases and detailed functionality that is not\nreally useful as module documentation.\n\n>>> from stdnum.fi import hetu\n>>> from stdnum.exceptions import *\n\n\nNormal values that should just work.\n\n>>> hetu.validate('131052-308T')\n'131052-308T'\n>>> hetu.validate('131052+308T')\n'131052+308T'\n>>> hetu.validate('131052A308T')\n'131052A308T'\n>>> hetu.validate('131052a308t')\n'131052A308T'\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_no_mva.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.no.mva module. It\ntries to cover more corner cases and detailed functionality that is not\nreally useful as module documentation.\n\n>>> from stdnum.no import mva\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 965 920 358 MVA\n... 980 430 596 MVA\n... 998 772 680 MVA\n... NO 987 008 644 MVA\n... NO 917 313 008 MVA\n... NO 948007029 MVA\n... NO 966 813 946 MVA\n... NO 982 930 057 MVA\n... NO 982 952 573 MVA\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_tr_vkn.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.tr.vkn module.\n\n>>> from stdnum.tr import vkn\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 0010213576\n... 0010441520\n... 0010448542\n... 0010526814\n... 0010715980\n... 0080463579\n... 0080527931\n... 0080545022\n... 0180044810\n... 0280352329\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_kr_brn.doctest:61-80', '',
     "\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 101-82-13065\n... 102-81-03525\n... 102-81-42945\n... 104-81-25258\n... 104-81-36565\n... 104-84-03406\n... 105-17-41513\n... 105-86-61489\n... 106-82-07200\n... 107-82-09351\n... 107-87-13471\n... 107-87-70962\n... 108-19-83613\n... 109-81-33637\n... 109-81-39795\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_jp_cn.doctest:61-80', '',
     '... 4133937187596\n... 4322035819249\n... 4422212699405\n... 4434215752536\n... 4894094830853\n... 5385009332457\n... 5703079264765\n... 5864353627704\n... 6402078819006\n... 6457924394338\n... 6671470548996\n... 6821550923715\n... 6862173718594\n... 7030204178342\n... 7044157771432\n... 7179487563592\n... 7360581582900\n... 7631172336579\n... 7896877317434\n... 8085647298491\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_cn_uscc.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.cn.uscc module. It\ntries to test more corner cases and detailed functionality that is not really\nuseful as module documentation.\n\n>>> from stdnum.cn import uscc\n\n\nTests for some corner cases.\n\n>>> uscc.validate('91110000600037341L')\n'91110000600037341L'\n>>> uscc.validate('91 110000 600037341L')\n'91110000600037341L'\n>>> uscc.format('91 110000 600037341L')\n'91110000600037341L'\n>>> uscc.validate('12345')\nTraceback (most recent call last):\n    ...\nInvalidLength: ...\n>>> uscc.validate('A1110000600037341L')\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ee_ik.doctest:81-100', '',
     '... 38411280151\n... 38004160054\n... 37406220030\n... 37207010076\n... 46104090101\n... 47306160017\n... 35712020095\n... 35512240278\n... 37111070056\n... 36003050128\n... 34508136020\n... 37112300117\n... 37205120111\n... 36708120106\n... 36204130100\n... 36805280109\n... 36404240119\n... 37609300174\n... 38407170099\n... 35903140121\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_vn_mst.doctest:61-80', '',
     "\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 01.00.112.437\n... 0100112437011\n... 0100233488\n... 0101245486\n... 0102182292\n... 0102278149\n... 0102328512\n... 0102638049\n... 0102641429-066\n... 0102721191-001\n... 0102723382\n... 0103131621\n... 0103326250\n... 0103581701\n... 0105022466\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_ua_edrpou.doctest:61-80', '',
     '... 00100227\n... 00130694\n... 00130725\n... 00130926\n... 00131564\n... 00131587\n... 00131819\n... 00131954\n... 00132003\n... 00217857\n... 00231610\n... 00260652\n... 00282406\n... 00282435\n... 00290280\n... 00308778\n... 00372109\n... 00443074\n... 00480247\n... 00493706\n',
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_th_pin.doctest:41-60', '',
     "InvalidComponent: ...\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 1 1101 00152 64 1\n... 1 1996 00076 67 4\n... 1 6299 00299 92 5\n... 1 7399 00504 82 0\n... 1-1002-00439-84-4\n... 1100900359657\n... 1311100161266\n... 1350500075722\n... 1459900065632\n... 1670800079267\n... 2 3107 00002 24 7\n... 3   451  000  50     5414\n... 3  3415  01 082 5 68\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_sg_uen.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.sg.uen module. It\ntries to test more corner cases and detailed functionality that is not really\nuseful as module documentation.\n\n>>> from stdnum.sg import uen\n\n\nTests for some corner cases.\n\n>>> uen.validate('00192200M')\n'00192200M'\n>>> uen.validate('00192200C')\nTraceback (most recent call last):\n    ...\nInvalidChecksum: ...\n>>> uen.validate('197401143C')\n'197401143C'\n>>> uen.validate('S16FC0121D')\n'S16FC0121D'\n>>> uen.validate('T01FC6132D')\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_is_kennitala.doctest:21-40', '',
     "This file contains more detailed doctests for the stdnum.is_.kennitala\nmodule.\n\n>>> from stdnum.is_ import kennitala\n>>> from stdnum.exceptions import *\n\n\nThese have been found online and should all be valid numbers.\n\n>>> numbers = '''\n...\n... 020884-2749\n... 2607565169\n... 4406032540\n... 450401-3150\n... 480408-0550\n... 4905891209\n... 5609091440\n... 580169-1559\n... 580607-0710\n",
     []),
    ('/tmp/b8src/pip/python_stdnum-2.2/tests/test_id_npwp.doctest:81-100', '',
     '... 01.436.246.1-441.000\n... 01.452.340.1-101.000\n... 01.455.616.1-441.000\n... 01.457.751.4-426.000\n... 01.464.753.1-542.000\n... 01.482.738.0-424.000\n... 01.504.513.1-054.000\n... 01.546.704.6-012.000\n... 01.546.836.6-013.000\n... 01.548.436.3-423.000\n... 01.555.547.7-429.000\n... 01.562.420.8-805.000\n... 01.575.888.1-101.000\n... 01.580.769.6-201.000\n... 01.627.251.0-404.000\n... 01.657.878.3-101.000\n... 01.671.242.4-054.000\n... 01.677.930.8-429.000\n... 01.690.679.4-801.000\n... 01.709.626.4-054.000\n',
     []),
    ('/usr/local/go/src/go/constant/value_test.go:21-40', '',
     '\t// decimals\n\t`1_234 = 1234`,\n\t`1_234_567 = 1234567`,\n\n\t// hexadecimals\n\t`0X_0 = 0`,\n\t`0X_1234 = 0x1234`,\n\t`0X_CAFE_f00d = 0xcafef00d`,\n\n\t// octals\n\t`0o0 = 0`,\n\t`0o1234 = 01234`,\n\t`0o01234567 = 01234567`,\n\n\t`0O0 = 0`,\n\t`0O1234 = 01234`,\n\t`0O01234567 = 01234567`,\n\n\t`0o_0 = 0`,\n\t`0o_1234 = 01234`,\n',
     []),
    ('/usr/local/go/src/encoding/json/decode_test.go:2841-2860', '',
     '\t\tdata:        `{"a":` + strings.Repeat(`[`, 10000) + strings.Repeat(`]`, 10000) + `}`,\n\t\terrMaxDepth: true,\n\t}, {\n\t\tCaseName:    Name("ArrayOverStackDepth"),\n\t\tdata:        `{"a":` + strings.Repeat(`[`, 3000000) + strings.Repeat(`]`, 3000000) + `}`,\n\t\terrMaxDepth: true,\n\t}, {\n\t\tCaseName:    Name("ObjectUnderMaxNestingDepth"),\n\t\tdata:        `{"a":` + strings.Repeat(`{"a":`, 10000-1) + `0` + strings.Repeat(`}`, 10000-1) + `}`,\n\t\terrMaxDepth: false,\n\t}, {\n\t\tCaseName:    Name("ObjectOverMaxNestingDepth"),\n\t\tdata:        `{"a":` + strings.Repeat(`{"a":`, 10000) + `0` + strings.Repeat(`}`, 10000) + `}`,\n\t\terrMaxDepth: true,\n\t}, {\n\t\tCaseName:    Name("ObjectOverStackDepth"),\n\t\tdata:        `{"a":` + strings.Repeat(`{"a":`, 3000000) + `0` + strings.Repeat(`}`, 3000000) + `}`,\n\t\terrMaxDepth: true,\n\t}}\n\n',
     []),
    ('/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/c-libutl.md:1-20', 'en_US',
     '## c-libutl 20160225\n\n### c-libutl License\n```\n\nThis software is distributed under the terms of the BSD license.\n\n==  BSD LICENSE  ===============================================================\n\n (C) 2009 by Remo Dentato (rdentato@gmail.com)\n\n\nRedistribution and use in source and binary forms, with or without modification,\nare permitted provided that the following conditions are met:\n\n    * Redistributions of source code must retain the above copyright notice,\n      this list of conditions and the following disclaimer.\n    * Redistributions in binary form must reproduce the above copyright notice,\n      this list of conditions and the following disclaimer in the documentation\n      and/or other materials provided with the distribution.\n',
     [('EMAIL_ADDRESS', 'rdentato@gmail.com')]),
    ('/usr/lib/jvm/java-17-openjdk-amd64/legal/java.base/siphash.md:1-16', 'en_US',
     '## SipHash v1.0-68c8a7c\n\n### Notice\nSipHash reference C implementation\n\n```\n   Copyright (c) 2016 Jean-Philippe Aumasson <jeanphilippe.aumasson@gmail.com>\n\n   To the extent possible under law, the author(s) have dedicated all copyright\n   and related and neighboring rights to this software to the public domain\n   worldwide. This software is distributed without any warranty.\n\n   You should have received a copy of the CC0 Public Domain Dedication along\n   with\n   this software. If not, see\n   <http://creativecommons.org/publicdomain/zero/1.0/>.\n',
     [('EMAIL_ADDRESS', 'jeanphilippe.aumasson@gmail.com')]),
    ('/usr/local/go/src/crypto/x509/x509.go:326-345', '',
     '//\tecdsa-with-SHA384 OBJECT IDENTIFIER ::= { iso(1) member-body(2)\n//\t\tus(840) ansi-X9-62(10045) signatures(4) ecdsa-with-SHA2(3) 3 }\n//\n//\tecdsa-with-SHA512 OBJECT IDENTIFIER ::= { iso(1) member-body(2)\n//\t\tus(840) ansi-X9-62(10045) signatures(4) ecdsa-with-SHA2(3) 4 }\n//\n// RFC 8410 3 Curve25519 and Curve448 Algorithm Identifiers\n//\n//\tid-Ed25519   OBJECT IDENTIFIER ::= { 1 3 101 112 }\nvar (\n\toidSignatureMD5WithRSA      = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 4}\n\toidSignatureSHA1WithRSA     = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 5}\n\toidSignatureSHA256WithRSA   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 11}\n\toidSignatureSHA384WithRSA   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 12}\n\toidSignatureSHA512WithRSA   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 13}\n\toidSignatureRSAPSS          = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 1, 10}\n\toidSignatureDSAWithSHA1     = asn1.ObjectIdentifier{1, 2, 840, 10040, 4, 3}\n\toidSignatureDSAWithSHA256   = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 3, 2}\n\toidSignatureECDSAWithSHA1   = asn1.ObjectIdentifier{1, 2, 840, 10045, 4, 1}\n\toidSignatureECDSAWithSHA256 = asn1.ObjectIdentifier{1, 2, 840, 10045, 4, 3, 2}\n',
     []),
]

if __name__ == "__main__":
    sys.exit(main())
