"""Build the blind PII evaluation set ``pii_blind24``.

The set is meant to be scored only, never read for tuning a detector. It mixes
synthetic texts with PII, synthetic PII-free look-alike texts and frozen real
windows from tourism and hospitality pages (labelled by reading).

Output: ``benchmarks/data/pii_blind24/blind24.jsonl`` (one JSON object per line,
keys ``id``, ``locale``, ``spans``, ``template``, ``text``).

Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in
sorted locale order; nothing reads the clock; everything built from sets is
sorted. The output is byte-identical across ``PYTHONHASHSEED`` and ``TZ``.

Usage::

    python scripts/make_pii_blind24.py [--out PATH] [--force]
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

try:
    import faker
    from faker import Faker
except ImportError:  # pragma: no cover - the test skips when Faker is missing
    faker = None
    Faker = None

SEED = 24_2024
FAKER_VERSION = "40.0.0"
N_SYNTHETIC_PII = 700
N_SYNTHETIC_FREE = 350
DEFAULT_OUT = Path("benchmarks/data/pii_blind24/blind24.jsonl")

# Faker locales used for synthetic texts; the region after "_" is the phone region.
LOCALES = sorted([
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_PS", "ar_SA", "az_AZ", "bg_BG", "bn_BD",
    "bs_BA", "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LI", "de_LU", "el_CY", "el_GR",
    "en_AU", "en_BD", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE", "en_NG", "en_NZ", "en_PH",
    "en_PK", "en_TH", "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX", "et_EE", "fa_IR",
    "fi_FI", "fil_PH", "fr_BE", "fr_CA", "fr_CH", "fr_FR", "ga_IE", "gu_IN", "ha_NG", "he_IL",
    "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID", "ig_NG", "is_IS", "it_CH", "it_IT", "ja_JP",
    "ka_GE", "ko_KR", "lb_LU", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE", "nl_NL", "no_NO",
    "or_IN", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL", "sv_SE",
    "ta_IN", "th_TH", "tl_PH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "yo_NG", "zh_CN",
    "zh_TW", "zu_ZA",
])

IN_SPAN_EXT = ["x", "ext", "ext.", "Ext.", "extension", "anexo", "доб."]
OUT_OF_SPAN_EXT = ["Durchwahl", "poste", "interno", "ramal", "toestel", "wew.", "klapka", "mellék",
                   "dahili", "内線", "分机", "分機", "내선", "ต่อ", "máy lẻ", "داخلی"]
NBSP = "\u00a0"
NNBSP = "\u202f"

PHONE_LABELS = {
    "de": ["Tel.", "Telefon:", "Fon", "Mobil:", "Fax:", "Handy"], "fr": ["Tél. :", "Téléphone :", "Portable :", "Fax :"],
    "es": ["Tel.:", "Teléfono:", "Móvil:", "Cel.", "Fax:"], "pt": ["Tel.:", "Telefone:", "Telemóvel:", "Celular:"],
    "it": ["Tel.", "Telefono:", "Cell.", "Fax"], "nl": ["Tel.:", "Telefoon:", "Mobiel:"], "pl": ["tel.", "Telefon:", "kom."],
    "ru": ["Тел.:", "Телефон:", "Моб.:"], "uk": ["Тел.:", "Телефон:"], "ja": ["TEL", "電話:", "携帯:"], "zh": ["电话：", "電話：", "手机："],
    "ko": ["전화:", "TEL", "휴대폰:"], "tr": ["Tel:", "Telefon:", "Cep:"], "ar": ["هاتف:", "جوال:", "Tel:"], "he": ["טלפון:", "נייד:"],
    "el": ["Τηλ.:", "Τηλέφωνο:"], "th": ["โทร.", "โทรศัพท์:"], "vi": ["ĐT:", "Điện thoại:"], "hi": ["फ़ोन:", "मोबाइल:"],
    "sv": ["Tel:", "Telefon:", "Mobil:"], "no": ["Tlf.:", "Telefon:"], "da": ["Tlf.:", "Telefon:"], "fi": ["Puh.", "Puhelin:"],
    "cs": ["Tel.:", "Telefon:", "Mob.:"], "sk": ["Tel.:", "Mobil:"], "hu": ["Tel.:", "Telefon:", "Mobil:"],
    "ro": ["Tel.:", "Telefon:", "Mobil:"], "hr": ["Tel.:", "Mob.:"], "bg": ["Тел.:", "Телефон:"], "id": ["Telp.", "HP:", "WA:"],
    "fa": ["تلفن:", "همراه:"], "ka": ["ტელ.:"], "hy": ["Հեռ.:"], "az": ["Tel.:", "Mob.:"], "bn": ["ফোন:"], "ne": ["फोन:"],
    "en": ["Tel:", "Phone:", "Mobile:", "Cell:", "Fax:", "Call", "Ph.", "WhatsApp:", "Toll-free:"],
}


# --------------------------------------------------------------------------- text building


class Doc:
    """A text assembled from pieces; PII pieces become spans at their offsets."""

    def __init__(self):
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.length = 0

    def add(self, text: str) -> "Doc":
        self.parts.append(text)
        self.length += len(text)
        return self

    def pii(self, entity: str, text: str, valid: bool | None = None) -> "Doc":
        span = {"entity": entity, "start": self.length, "end": self.length + len(text)}
        if entity == "PHONE_NUMBER":
            span["valid"] = bool(valid)
        self.spans.append(span)
        return self.add(text)

    def phone(self, item: tuple) -> "Doc":
        """Add a phone item ``(span_text, valid, tail)``; the tail stays outside the span."""
        text, valid, tail = item
        self.pii("PHONE_NUMBER", text, valid)
        return self.add(tail)

    @property
    def text(self) -> str:
        return "".join(self.parts)


# --------------------------------------------------------------------------- phones

PHONE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
               PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST]


def region_of(locale: str) -> str:
    return locale.split("_")[-1]


def norm_for_check(span_text: str) -> str:
    """Collapse whitespace runs and drop an in-span extension, as the labelling rule says."""
    text = re.sub(r"\s+", " ", span_text).strip()
    text = re.sub(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", text)
    return text


def phone_validity(span_text: str, region: str) -> bool:
    return phonenumbers.is_valid_number(phonenumbers.parse(norm_for_check(span_text), region))


def belongs_to_region(span_text: str, region: str) -> bool:
    try:
        num = phonenumbers.parse(norm_for_check(span_text), region)
    except phonenumbers.NumberParseException:
        return False
    return (num.country_code == phonenumbers.country_code_for_region(region)
            and phonenumbers.is_possible_number(num))


def draw_number(rng: random.Random, region: str, want_valid: bool):
    """A phonenumbers number for region: an example number with its tail randomised."""
    types = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t) is not None]
    for _ in range(2000):
        ptype = rng.choice(types)
        example = phonenumbers.example_number_for_type(region, ptype)
        digits = str(example.national_number)
        if want_valid:
            keep = max(1, len(digits) - rng.randint(3, min(6, len(digits) - 1)))
        else:  # a made-up number: only the first digit or two of a real range survive
            keep = rng.randint(0, min(2, len(digits) - 1))
        cand = digits[:keep] + "".join(rng.choice("0123456789") for _ in range(len(digits) - keep))
        if cand[0] == "0" and not example.italian_leading_zero:
            continue
        num = phonenumbers.parse("+%d%s" % (example.country_code, cand), None)
        if example.italian_leading_zero:
            num.italian_leading_zero = True
        if not phonenumbers.is_possible_number(num):
            continue
        if phonenumbers.is_valid_number(num) == want_valid:
            return num, ptype
    return None, None


def idd_prefix(region: str) -> str | None:
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    pref = meta.preferred_international_prefix or meta.international_prefix
    if pref and re.fullmatch(r"[0-9~]+", pref):
        return pref.replace("~", " ")
    return None


def format_variants(num, region: str) -> list[str]:
    """Ways people write one number; every variant still parses to the same region."""
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    e164 = phonenumbers.format_number(num, PhoneNumberFormat.E164)
    cc = str(num.country_code)
    rest = intl[len(cc) + 2:]
    nsn = phonenumbers.national_significant_number(num)
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    out = [intl, nat, e164, "00" + cc + " " + rest, "(+" + cc + ") " + rest, intl.replace(" ", "-"),
           intl.replace(" ", "."), nat.replace(" ", NBSP), intl.replace(" ", NNBSP), "+" + cc + nsn,
           "+" + cc + " " + " ".join(nsn[i:i + 3] for i in range(0, len(nsn), 3)),
           "+" + cc + " " + " ".join(nsn[i:i + 2] for i in range(0, len(nsn), 2))]
    idd = idd_prefix(region)
    if idd and idd != "00":
        out.append(idd + " " + cc + " " + rest)
    if meta.national_prefix == "0" and not nat.startswith("0"):
        pass
    if meta.national_prefix == "0" and nat.startswith("0"):
        out.append("+" + cc + " (0)" + rest)
        bare = re.sub(r"\D", "", nat)
        out.append(bare)
        groups = re.split(r"[\s\-]+", nat.strip())
        if len(groups) >= 2 and "(" not in nat:
            out.append(groups[0] + "/" + "".join(groups[1:]))
            out.append("(" + groups[0] + ") " + " ".join(groups[1:]))
            out.append(groups[0] + "-" + "-".join(groups[1:]))
            out.append(".".join(groups))
    if region in ("US", "CA"):
        out += [nsn[:3] + "." + nsn[3:6] + "." + nsn[6:], "1-" + nsn[:3] + "-" + nsn[3:6] + "-" + nsn[6:],
                "(" + nsn[:3] + ")" + nsn[3:6] + "-" + nsn[6:]]
    good = []
    for text in out:
        if text and belongs_to_region(text, region) and text not in good:
            good.append(text)
    return good


def make_phone(rng: random.Random, region: str, valid_rate: float = 0.9, ext: bool = False,
               wrap: bool = False) -> tuple:
    """One phone item ``(span_text, valid, tail)`` for region; tail holds out-of-span text."""
    want_valid = rng.random() < valid_rate
    num, _ = draw_number(rng, region, want_valid)
    if num is None:
        num, _ = draw_number(rng, region, True)
    variants = format_variants(num, region)
    text = rng.choice(variants)
    tail = ""
    if wrap and re.search(r"[ \u00a0\u202f]", text.strip()):
        cut = [i for i, ch in enumerate(text) if ch in " \u00a0\u202f"]
        i = rng.choice(cut)
        text = text[:i] + "\n" + text[i + 1:]
    if ext:
        digits = str(rng.randint(1, 999))
        if rng.random() < 0.5:
            word = rng.choice(IN_SPAN_EXT)
            sep = "" if word == "x" and rng.random() < 0.5 else " "
            text = text + " " + word + sep + digits
        else:
            tail = " " + rng.choice(OUT_OF_SPAN_EXT) + " " + digits
    if not belongs_to_region(text, region):
        return make_phone(rng, region, valid_rate, False, False)
    return text, phone_validity(text, region), tail


# --------------------------------------------------------------------------- cards, IBANs, e-mails, IPs

CARD_BRANDS = [  # (brand, prefixes, lengths)
    ("Visa", ["4"], [13, 16, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2610", "2720"], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Diners Club", ["36", "38", "300", "305"], [14]),
    ("Discover", ["6011", "644", "649", "65"], [16, 19]),
    ("JCB", ["3528", "3540", "3589"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["5018", "5020", "5038", "6304", "6759", "6761", "6763"], [12, 13, 16, 19]),
]


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body: str) -> str:
    for last in "0123456789":
        if luhn_ok(body + last):
            return body + last
    raise AssertionError(body)


def group(digits: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for size in sizes:
        out.append(digits[i:i + size])
        i += size
    return sep.join(out)


def make_card(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    length = rng.choice(lengths)
    prefix = rng.choice(prefixes)
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    digits = luhn_complete(body)
    sep = rng.choice([" ", " ", "-", ""])
    layouts = {16: [[4, 4, 4, 4], [8, 8], [4, 8, 4]], 15: [[4, 6, 5]], 14: [[4, 6, 4]], 19: [[4, 4, 4, 4, 3], [6, 13]]}
    if sep and length in layouts and rng.random() < 0.8:
        return brand, group(digits, rng.choice(layouts[length]), sep)
    return brand, digits


def _iban_structures() -> list[tuple[str, str]]:
    path = Path(stdnum_iban.__file__).with_name("iban.dat")
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r'^([A-Z]{2}) country="[^"]*" bban="([^"]+)"', line)
        if m:
            out.append((m.group(1), m.group(2)))
    return sorted(out)


IBAN_STRUCTURES = _iban_structures()
IBAN_COUNTRIES = [cc for cc, _ in IBAN_STRUCTURES]
CHARSETS = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", "e": " "}


def make_iban(rng: random.Random, country: str) -> str:
    bban_spec = dict(IBAN_STRUCTURES)[country]
    tokens = re.findall(r"(\d+)!([nace])", bban_spec)
    for _ in range(5000):
        bban = "".join("".join(rng.choice(CHARSETS[kind]) for _ in range(int(n))) for n, kind in tokens)
        numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
        check = 98 - int(numeric) % 97
        iban = "%s%02d%s" % (country, check, bban)
        if stdnum_iban.is_valid(iban):
            return iban
    raise AssertionError("no valid IBAN drawn for " + country)


def format_iban(rng: random.Random, iban: str) -> str:
    if rng.random() < 0.5:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


TLDS = ["com", "net", "org", "de", "fr", "co.uk", "com.au", "io", "travel", "museum", "photography",
        "restaurant", "hotel", "info", "es", "it", "nl", "pl", "jp", "co.za", "com.br", "in", "kr", "ch"]
WORDS = ["sunrise", "bluebay", "lakeview", "oldmill", "pinecrest", "harbour", "olive", "atlas", "coral",
         "meadow", "granite", "saffron", "willow", "amber", "cedar", "riviera", "summit", "lagoon", "tundra"]


def ascii_token(text: str, rng: random.Random) -> str:
    token = re.sub(r"[^a-z0-9]", "", text.lower())
    return token[:14] or rng.choice(WORDS)


def make_email(rng: random.Random, fake) -> str:
    first = ascii_token(fake.first_name(), rng)
    last = ascii_token(fake.last_name(), rng)
    domain = rng.choice(WORDS) + rng.choice(["", "-" + rng.choice(WORDS), str(rng.randint(2, 99))])
    tld = rng.choice(TLDS)
    shape = rng.randrange(9)
    local = [first + "." + last, first[0] + last, first + "_" + last + str(rng.randint(1, 99)),
             first + "+" + rng.choice(["booking", "news", "spam", "2024", "travel"]), last + str(rng.randint(10, 9999)),
             "info", "reservations", first + "." + last[0], rng.choice(["frontdesk", "stay", "hello", "concierge"])][shape]
    if rng.random() < 0.2:
        domain = rng.choice(["mail", "guests", "booking", "eu"]) + "." + domain
    return local + "@" + domain + "." + tld


def make_ipv4(rng: random.Random) -> str:
    kind = rng.randrange(8)
    if kind == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if kind == 2:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    if kind == 3:
        return rng.choice(["127.0.0.1", "0.0.0.0", "255.255.255.0", "255.255.240.0", "8.8.8.8"])
    if kind == 4:
        return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(1, 254))
    return "%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def make_ipv6(rng: random.Random) -> str:
    kind = rng.randrange(8)
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if kind == 0:
        return rng.choice(["::1", "::"])
    if kind == 1:
        return "fe80::%x:%x:%x:%x" % tuple(groups[:4])
    if kind == 2:
        return "2001:db8:%x:%x::%x" % tuple(groups[:3])
    if kind == 3:
        return "::ffff:%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == 4:
        return ":".join("%04x" % g for g in groups)
    if kind == 5:
        return str(ipaddress.IPv6Address(bytes(rng.randrange(256) for _ in range(16)))).upper()
    return str(ipaddress.IPv6Address("2a02:%x:%x:%x::%x" % tuple(groups[:4])))


# --------------------------------------------------------------------------- look-alike checks

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
IPV6_RE = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![\w:])")
DIGIT_RUN_RE = re.compile(r"(?<![\w.])\+?\d[\d \-./()\u00a0\u202f]*\d(?![\w])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}\b")
LABEL_RE = re.compile(
    r"(order|ordine|commande|bestell|pedido|tracking|sendung|suivi|ticket|imei|isbn|population|einwohner|"
    r"part|teil|ref|réf|invoice|rechnung|factura|booking|buchung|reserv|confirmation|serial|s/n|sku|ean|"
    r"steuer|tax|vat|ust|nif|siret|siren|cif|rfc|pan|gst|abn|account ref|member|loyalty|folio|case|"
    r"otp|code|pin|zip|postcode|plz|cep|sort code|coordinates|gps|lat|lon|oid|version|build|isbn-13|"
    r"room|zimmer|km|score|voucher|gutschein|receipt|beleg|mrn|awb|policy|contract|parcel|shipment|"
    r"amount|total|price|preis|prix|revenue|visitors|figure|measure|reading|hash|sha|md5|mac|kernel)"
    r"[^\n]{0,24}$", re.I)
DATE_TIME_RE = re.compile(r"^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(:\d{2})?)$")


def masked(text: str, spans: list[dict]) -> str:
    chars = list(text)
    for span in spans:
        for i in range(span["start"], span["end"]):
            if chars[i] != "\n":
                chars[i] = "\u2588"
    return "".join(chars)


def lookalike_problems(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the spans that a detector could fairly call PII (empty list = clean)."""
    rest = masked(text, spans)
    problems = []
    problems += ["email:" + m.group(0) for m in EMAIL_RE.finditer(rest)]
    for m in IPV4_RE.finditer(rest):
        if all(int(g) <= 255 for g in m.groups()):
            problems.append("ipv4:" + m.group(0))
    for m in IPV6_RE.finditer(rest):
        cand = m.group(0)
        if cand.count(":") >= 2:
            try:
                ipaddress.IPv6Address(cand)
                problems.append("ipv6:" + cand)
            except ValueError:
                pass
    for m in IBAN_RE.finditer(rest):
        if stdnum_iban.is_valid(m.group(0)):
            problems.append("iban:" + m.group(0))
    for m in DIGIT_RUN_RE.finditer(rest):
        run = m.group(0).rstrip(" -./(")
        digits = re.sub(r"\D", "", run)
        if 12 <= len(digits) <= 19 and digits[0] in "23456" and luhn_ok(digits):
            problems.append("luhn:" + run)
        for pm in phonenumbers.PhoneNumberMatcher(run, "ZZ", leniency=phonenumbers.Leniency.POSSIBLE):
            if phonenumbers.is_valid_number(pm.number):
                problems.append("intl-phone:" + run)
        if len(digits) >= 7 and not DATE_TIME_RE.match(run.strip()):
            line_start = rest.rfind("\n", 0, m.start()) + 1
            if not LABEL_RE.search(rest[line_start:m.start()]):
                problems.append("digits:" + run)
    return problems


# --------------------------------------------------------------------------- synthetic genres with PII


def lang_of(locale: str) -> str:
    return locale.split("_")[0].replace("fil", "en").replace("tl", "en")


def plabel(rng: random.Random, locale: str) -> str:
    return rng.choice(PHONE_LABELS.get(lang_of(locale), PHONE_LABELS["en"]))


def own_iban(rng: random.Random, region: str) -> str:
    country = region if region in IBAN_COUNTRIES and rng.random() < 0.5 else rng.choice(IBAN_COUNTRIES)
    return format_iban(rng, make_iban(rng, country))


def g_email_signature(rng, fake, locale, region):
    d = Doc().add(rng.choice(["Best regards,", "Kind regards,", "Cheers,", "Mit freundlichen Grüßen", "Cordialement,", "Saludos,"]) + "\n")
    d.add(fake.name() + "\n" + rng.choice(["Front Office Manager", "Reservations", "Guest Relations", "Tour Coordinator"]) + " | " + fake.company() + "\n")
    d.add(plabel(rng, locale) + " ").phone(make_phone(rng, region)).add("\n")
    if rng.random() < 0.6:
        d.add(rng.choice(["M ", "Mob. ", "Cell "])).phone(make_phone(rng, region)).add("\n")
    d.add("E ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_shop_footer(rng, fake, locale, region):
    d = Doc().add("© " + fake.company() + " · " + fake.city() + "\n")
    d.add(plabel(rng, locale) + " ").phone(make_phone(rng, region)).add(" · ")
    d.pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    d.add(rng.choice(["IBAN ", "Bank: IBAN ", "Bankverbindung: "])).pii("IBAN_CODE", own_iban(rng, region)).add("\n")
    d.add(rng.choice(["Opening hours Mon–Fri 9–18", "Open daily 8:00–22:00", "Closed on Sundays"]) + "\n")
    return d


def g_classified_ad(rng, fake, locale, region):
    d = Doc().add(rng.choice(["FOR RENT: ", "SALE: ", "Room available: ", "Selling: "]))
    d.add(rng.choice(["2-bed holiday flat near the beach", "mountain bike, barely used", "camper van, 2014", "guest room with breakfast"]) + ". ")
    d.add(rng.choice(["Call ", "Ring ", "Text or call ", "Interested? "])).phone(make_phone(rng, region)).add(rng.choice([" after 6pm.", " anytime.", ".", " (no agencies)."]))
    if rng.random() < 0.5:
        d.add(" Or mail ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add(".")
    return d


def g_forum_post(rng, fake, locale, region):
    d = Doc().add("Re: " + rng.choice(["best campsite near the lake?", "hostel recommendation", "airport transfer scam?"]) + "\n")
    d.add(rng.choice(["We stayed there last summer, the owner was lovely. ", "Had the same problem. ", "Avoid the first place. "]))
    d.add("Their number was ").phone(make_phone(rng, region)).add(rng.choice([" if I remember right.", ", ask for the manager.", " — still works I think."]))
    if rng.random() < 0.4:
        d.add(" My mail is ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add(" if you want photos.")
    return d


def g_chat_lines(rng, fake, locale, region):
    n1, n2 = fake.first_name(), fake.first_name()
    d = Doc().add("[%02d:%02d] %s: where do we meet?\n" % (rng.randint(7, 22), rng.randint(0, 59), n1))
    d.add("[%02d:%02d] %s: lobby. my new number " % (rng.randint(7, 22), rng.randint(0, 59), n2)).phone(make_phone(rng, region)).add("\n")
    d.add("[%02d:%02d] %s: ok, the driver is " % (rng.randint(7, 22), rng.randint(0, 59), n1)).phone(make_phone(rng, region)).add("\n")
    return d


def g_csv_export(rng, fake, locale, region):
    d = Doc().add("guest_id,name,phone,email,room\n")
    for _ in range(rng.randint(2, 4)):
        d.add("%d,%s," % (rng.randint(1000, 99999), fake.name().replace(",", " "))).phone(make_phone(rng, region))
        d.add(",").pii("EMAIL_ADDRESS", make_email(rng, fake)).add(",%d\n" % rng.randint(101, 420))
    return d


def g_tsv_export(rng, fake, locale, region):
    d = Doc().add("supplier\tcontact\tiban\n")
    for _ in range(rng.randint(2, 3)):
        d.add(fake.company().replace("\t", " ") + "\t").phone(make_phone(rng, region)).add("\t")
        d.pii("IBAN_CODE", own_iban(rng, region)).add("\n")
    return d


def g_json_record(rng, fake, locale, region):
    d = Doc().add('{"property": "%s", "contact": {"phone": "' % fake.company().replace('"', ""))
    d.phone(make_phone(rng, region)).add('", "email": "').pii("EMAIL_ADDRESS", make_email(rng, fake))
    d.add('"}, "rooms": %d, "stars": %d}' % (rng.randint(4, 120), rng.randint(1, 5)))
    return d


def g_yaml_config(rng, fake, locale, region):
    d = Doc().add("site:\n  name: %s\n  contact:\n    phone: \"" % fake.company())
    d.phone(make_phone(rng, region)).add("\"\n    email: ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    d.add("  upstream: ").pii("IP_ADDRESS", make_ipv4(rng)).add(":%d\n" % rng.choice([80, 8080, 443, 3000]))
    return d


def g_sshd_log(rng, fake, locale, region):
    d = Doc()
    for _ in range(rng.randint(2, 4)):
        ip = make_ipv4(rng) if rng.random() < 0.7 else make_ipv6(rng)
        d.add("%s %2d %02d:%02d:%02d gw sshd[%d]: %s " % (rng.choice(["Jan", "Mar", "Jul", "Oct"]), rng.randint(1, 28), rng.randint(0, 23),
              rng.randint(0, 59), rng.randint(0, 59), rng.randint(300, 65000), rng.choice(["Failed password for root from", "Accepted publickey for deploy from", "Invalid user admin from"])))
        d.pii("IP_ADDRESS", ip).add(" port %d ssh2\n" % rng.randint(1024, 65535))
    return d


def g_nginx_log(rng, fake, locale, region):
    d = Doc()
    for _ in range(rng.randint(2, 3)):
        d.pii("IP_ADDRESS", make_ipv4(rng)).add(' - - [%02d/Aug/2024:%02d:%02d:%02d +0000] "GET /%s HTTP/1.1" %d %d\n' % (
            rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.choice(["rooms", "booking", "menu.pdf", "contact"]),
            rng.choice([200, 301, 404]), rng.randint(200, 90000)))
    return d


def g_firewall_log(rng, fake, locale, region):
    d = Doc()
    for _ in range(rng.randint(2, 3)):
        d.add("kernel: [UFW BLOCK] IN=eth0 SRC=").pii("IP_ADDRESS", make_ipv4(rng)).add(" DST=").pii("IP_ADDRESS", make_ipv4(rng))
        d.add(" PROTO=TCP SPT=%d DPT=%d\n" % (rng.randint(1024, 65535), rng.choice([22, 23, 3389, 445])))
    return d


def g_dhcp_log(rng, fake, locale, region):
    mac = ":".join("%02x" % rng.randrange(256) for _ in range(6))
    d = Doc().add("dhcpd: DHCPACK on ").pii("IP_ADDRESS", make_ipv4(rng)).add(" to %s via eth1\n" % mac)
    d.add("dhcpd: subnet mask ").pii("IP_ADDRESS", rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128"])).add("; router ")
    d.pii("IP_ADDRESS", make_ipv4(rng)).add("\n")
    return d


def g_app_config(rng, fake, locale, region):
    v6 = make_ipv6(rng)
    d = Doc().add("[server]\nlisten = ").pii("IP_ADDRESS", make_ipv4(rng)).add("\nlisten_v6 = [").pii("IP_ADDRESS", v6).add("]:%d\n" % rng.choice([443, 8443]))
    d.add("allow = ").pii("IP_ADDRESS", make_ipv4(rng)).add("/%d\n" % rng.choice([8, 16, 24, 32]))
    d.add("[mail]\nadmin = ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_html_links(rng, fake, locale, region):
    email = make_email(rng, fake)
    item = make_phone(rng, region)
    d = Doc().add('<p class="contact">' + rng.choice(["Write to", "Contact", "Bookings:"]) + ' <a href="mailto:').pii("EMAIL_ADDRESS", email)
    d.add('">').pii("EMAIL_ADDRESS", email).add("</a><br>\n" + plabel(rng, locale) + " <span>").phone(item).add("</span></p>\n")
    return d


def g_invoice_bank(rng, fake, locale, region):
    d = Doc().add(rng.choice(["INVOICE", "RECHNUNG", "FACTURE", "FACTURA"]) + " %d/%d\n" % (rng.randint(10, 999), rng.choice([2023, 2024, 2025])))
    d.add(fake.company() + "\n" + plabel(rng, locale) + " ").phone(make_phone(rng, region)).add("\n")
    d.add("Amount due: %d.%02d EUR\nPlease transfer to IBAN " % (rng.randint(40, 3000), rng.randint(0, 99))).pii("IBAN_CODE", own_iban(rng, region))
    d.add("\nBIC: %s\n" % rng.choice(["DEUTDEFF", "BNPAFRPP", "INGBNL2A", "UNCRITMM", "CAIXESBB"]))
    return d


def g_support_chat_card(rng, fake, locale, region):
    brand, card = make_card(rng)
    d = Doc().add("Agent: To secure the booking I need a card.\nGuest: ok it's a %s " % brand).pii("CREDIT_CARD", card)
    d.add(" exp %02d/%d\nAgent: Thanks, and a phone for the driver?\nGuest: " % (rng.randint(1, 12), rng.randint(26, 31))).phone(make_phone(rng, region)).add("\n")
    return d


def g_prose_mid_sentence(rng, fake, locale, region):
    d = Doc().add("When we got to %s the office was closed, so I phoned " % fake.city()).phone(make_phone(rng, region))
    d.add(" and a woman called %s picked up straight away; she later sent the voucher from " % fake.first_name())
    d.pii("EMAIL_ADDRESS", make_email(rng, fake)).add(".")
    return d


def g_unlabelled(rng, fake, locale, region):
    d = Doc().add(fake.company() + "\n").phone(make_phone(rng, region)).add("\n")
    if rng.random() < 0.5:
        d.phone(make_phone(rng, region)).add("\n")
    d.add(rng.choice(["ask for Maria", "after 5", "24h", "☎", "→ reception"]))
    return d


def g_tollfree_mobile(rng, fake, locale, region):
    d = Doc().add(rng.choice(["Free hotline: ", "Toll-free: ", "Service line "])).phone(make_phone(rng, region)).add("\n")
    d.add(rng.choice(["Mobile / WhatsApp: ", "Cell: ", "SMS: "])).phone(make_phone(rng, region)).add("\n")
    return d


def g_fax_block(rng, fake, locale, region):
    d = Doc().add(fake.company() + "\n" + plabel(rng, locale) + " ").phone(make_phone(rng, region)).add("\n")
    d.add(rng.choice(["Fax ", "Fax: ", "Telefax "])).phone(make_phone(rng, region)).add("\n")
    return d


def g_extensions(rng, fake, locale, region):
    d = Doc().add("Switchboard ").phone(make_phone(rng, region, ext=True)).add("\n")
    d.add("Group desk ").phone(make_phone(rng, region, ext=True)).add("\n")
    return d


def g_wrapped(rng, fake, locale, region):
    d = Doc().add("For late arrivals please call the night porter on ").phone(make_phone(rng, region, wrap=True))
    d.add(" or leave a message.")
    return d


def g_brackets(rng, fake, locale, region):
    d = Doc().add(fake.company() + " (").phone(make_phone(rng, region)).add(") and the annex [").phone(make_phone(rng, region)).add("]")
    return d


def g_number_list(rng, fake, locale, region):
    d = Doc().add(plabel(rng, locale) + " ").phone(make_phone(rng, region))
    for _ in range(rng.randint(1, 2)):
        d.add(rng.choice([" / ", "; ", " or ", ", "])).phone(make_phone(rng, region))
    return d.add("\n")


def g_booking_confirmation(rng, fake, locale, region):
    brand, card = make_card(rng)
    d = Doc().add("Booking confirmed for %s\nArrival %02d.%02d., %d nights\n" % (fake.name(), rng.randint(1, 28), rng.randint(1, 12), rng.randint(1, 9)))
    d.add("Guarantee card: ").pii("CREDIT_CARD", card).add("\nHotel " + plabel(rng, locale) + " ").phone(make_phone(rng, region))
    d.add("\nQuestions: ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_tour_operator(rng, fake, locale, region):
    d = Doc().add("%s Tours — day trips to %s\n" % (fake.last_name(), fake.city()))
    d.add("Office " + plabel(rng, locale) + " ").phone(make_phone(rng, region)).add("\nGuide on duty: ").phone(make_phone(rng, region))
    d.add("\n").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_museum_info(rng, fake, locale, region):
    d = Doc().add("Museum of %s\nGroup visits must be booked two weeks ahead: " % fake.city()).phone(make_phone(rng, region))
    d.add(" (Tue–Sun). School programmes: ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_restaurant(rng, fake, locale, region):
    d = Doc().add("Trattoria %s — reservations only by phone " % fake.last_name()).phone(make_phone(rng, region))
    d.add("\nLunch 12–15, dinner 19–23. Groups over 8: ").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\n")
    return d


def g_sepa_transfer(rng, fake, locale, region):
    d = Doc().add("Beneficiary: %s\nIBAN: " % fake.name()).pii("IBAN_CODE", own_iban(rng, region))
    d.add("\nReference: deposit %d\nDebtor IBAN: " % rng.randint(100, 999)).pii("IBAN_CODE", own_iban(rng, region)).add("\n")
    return d


def g_payment_dump(rng, fake, locale, region):
    d = Doc()
    for _ in range(rng.randint(1, 3)):
        brand, card = make_card(rng)
        d.add("card_brand=%s card_number=" % brand.replace(" ", "_")).pii("CREDIT_CARD", card).add(" client_ip=").pii("IP_ADDRESS", make_ipv4(rng)).add("\n")
    return d


def g_network_inventory(rng, fake, locale, region):
    d = Doc().add("host          v4               v6\n")
    for i in range(rng.randint(2, 3)):
        d.add("ap-%02d  " % (i + 1)).pii("IP_ADDRESS", make_ipv4(rng)).add("  ").pii("IP_ADDRESS", make_ipv6(rng)).add("\n")
    return d


def g_email_headers(rng, fake, locale, region):
    sender = make_email(rng, fake)
    d = Doc().add("From: %s <" % fake.name()).pii("EMAIL_ADDRESS", sender).add(">\nTo: ").pii("EMAIL_ADDRESS", make_email(rng, fake))
    d.add("\nReceived: from mail.example.net ([").pii("IP_ADDRESS", make_ipv4(rng)).add("])\nSubject: your stay\n")
    return d


def g_sms(rng, fake, locale, region):
    d = Doc().add("SMS from ").phone(make_phone(rng, region)).add(": Your room is ready. Code at door. Call back on ")
    d.phone(make_phone(rng, region)).add(" if locked out.")
    return d


def g_vcard(rng, fake, locale, region):
    d = Doc().add("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=WORK:" % fake.name()).phone(make_phone(rng, region))
    d.add("\nTEL;TYPE=CELL:").phone(make_phone(rng, region)).add("\nEMAIL:").pii("EMAIL_ADDRESS", make_email(rng, fake)).add("\nEND:VCARD\n")
    return d


def g_tel_link(rng, fake, locale, region):
    text, valid, tail = make_phone(rng, region)
    d = Doc().add('<a href="tel:').pii("PHONE_NUMBER", text, valid).add('">' + plabel(rng, locale) + "</a>" + tail + "\n")
    return d


PII_GENRES = {
    "email-signature": g_email_signature, "shop-footer": g_shop_footer, "classified-ad": g_classified_ad,
    "forum-post": g_forum_post, "chat": g_chat_lines, "csv": g_csv_export, "tsv": g_tsv_export, "json": g_json_record,
    "yaml": g_yaml_config, "sshd-log": g_sshd_log, "nginx-log": g_nginx_log, "firewall-log": g_firewall_log,
    "dhcp-log": g_dhcp_log, "ini-config": g_app_config, "html": g_html_links, "invoice": g_invoice_bank,
    "support-chat-card": g_support_chat_card, "prose": g_prose_mid_sentence, "unlabelled": g_unlabelled,
    "tollfree-mobile": g_tollfree_mobile, "fax": g_fax_block, "extensions": g_extensions, "wrapped": g_wrapped,
    "brackets": g_brackets, "number-list": g_number_list, "booking": g_booking_confirmation,
    "tour-operator": g_tour_operator, "museum": g_museum_info, "restaurant": g_restaurant, "sepa": g_sepa_transfer,
    "payment-log": g_payment_dump, "network-inventory": g_network_inventory, "mail-headers": g_email_headers,
    "sms": g_sms, "vcard": g_vcard, "tel-link": g_tel_link,
}


# --------------------------------------------------------------------------- frozen real windows
# (source "owner/repo@commit:path", locale, text, [(entity, string), ...]); labelled by reading.
REAL_SNIPPETS = [
    ('cheeZery/landhotel-dietzel@ae2a00b458187001d4939c56e2c7378147d6d19e:kontakt.php#L1-L13', 'de_DE',
     '<?php include("include/topInclude.php"); ?>\n\t<div class="contentItem">\n\t\t<h2>Kontakt</h2>\n\t\tLandhotel Dietzel<br />\n\t\t<br />\n\t\tNeuer Weg 11<br />\n\t\t59757 Arnsberg<br />\n\t\t<br />\n\t\tTelefon: 02932/4533<br />\n\t\tTelefax: 02932/51344<br />\n\t\t<br />\n\t\tE-Mail: <a href="mailto:info@landhotel-dietzel.de">info@landhotel-dietzel.de</a><br />\n\t\t<br />\n',
     [('PHONE_NUMBER', '02932/4533'), ('PHONE_NUMBER', '02932/51344'), ('EMAIL_ADDRESS', 'info@landhotel-dietzel.de')]),
    ('cheeZery/landhotel-dietzel@ae2a00b458187001d4939c56e2c7378147d6d19e:include/zusatzinfos.php#L13-L22', 'de_DE',
     '\t</script>\n\t<div id="zusatzinfos">\n\t\t<div class="zusatzItem">\n\t\t\tTelefon: 02932/4533<br />\n\t\t\tTelefax: 02932/51344\n\t\t</div>\n\t\t<div class="zusatzItem">\n\t\t\t<a href="mailto:info@landhotel-dietzel.de" target="_blank">info@landhotel-dietzel.de</a>\n\t\t</div>\n\t\t<div class="zusatzItem">\n',
     [('PHONE_NUMBER', '02932/4533'), ('PHONE_NUMBER', '02932/51344'), ('EMAIL_ADDRESS', 'info@landhotel-dietzel.de')]),
    ('cheeZery/landhotel-dietzel@ae2a00b458187001d4939c56e2c7378147d6d19e:silvester.php#L50-L85', '',
     '\t\t\n\t\t<h3>Preise</h3>\n\t\tabhängig von der Aufenthaltsdauer:<br />\n\t\t\n\t\t<table border=0 class="preistable">\n\t\t\t<tr>\n\t\t\t\t<td>29.12.2015 - 01.01.2015</td>\n\t\t\t\t<td class="preisTd">208,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>30.12.2015 - 01.01.2015</td>\n\t\t\t\t<td class="preisTd">154,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>31.12.2015 - 01.01.2015</td>\n\t\t\t\t<td class="preisTd">110,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>&nbsp;</td>\n\t\t\t\t<td>&nbsp;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>29.12.2015 - 02.01.2015</td>\n\t\t\t\t<td class="preisTd">268,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>30.12.2015 - 02.01.2015</td>\n\t\t\t\t<td class="preisTd">214,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>31.12.2015 - 02.01.2015</td>\n\t\t\t\t<td class="preisTd">170,- &euro;</td>\n\t\t\t</tr>\n\t\t\t<tr>\n\t\t\t\t<td>&nbsp;</td>\n\t\t\t\t<td>&nbsp;</td>\n',
     []),
    ('pojntfx/pension-cafe-baeckerei-zuefle-site@5043f49237e1c4ccf7cd6a827804667fd47c1e2b:src/_overviews/impressum.md#L1-L19', 'de_DE',
     '---\nlayout: default\ntitle: Impressum\n---\n\nAngaben gemäß § 5 TMG\n\nMatthias Züfle<br/>\nRuhesteinstraße 304-307<br/>\n72270 Baiersbronn-Mitteltal<br/>\n\n**Vertreten durch:**<br/>\nMatthias Züfle\n\n## Kontakt\n\nTelefon: 07442-81320<br/>\nFax: 07442-81321<br/>\nE-Mail: <cafe-m.zuefle@t-online.de>\n',
     [('PHONE_NUMBER', '07442-81320'), ('PHONE_NUMBER', '07442-81321'), ('EMAIL_ADDRESS', 'cafe-m.zuefle@t-online.de')]),
    ('pojntfx/pension-cafe-baeckerei-zuefle-site@5043f49237e1c4ccf7cd6a827804667fd47c1e2b:src/_cafe/oeffnungszeiten.md#L1-L14', '',
     '---\nlayout: default\ntitle: Öffnungszeiten Café\n---\n\n| Tag      | Uhrzeit                                     |\n| -------- | ------------------------------------------- |\n| Werktags | 8.00 - 11.45 Uhr sowie 13.30 Uhr bis 18 Uhr |\n| Mittwoch | 8.00 - 11.45 Uhr (nachmittags geschlossen)  |\n| Samstag  | 8.00 - 11.45 Uhr (nachmittags geschlossen)  |\n| Sonntag  | 13.30 - 18.00 Uhr                           |\n\nFür die Bäckerei finden Sie die Öffnungszeiten [hier](/baeckerei).\n',
     []),
    ('NicHub/pousadajardimdosanjos-v3-hugosource@752191cff2c3fe51beb721e2277dd0f80e243c27:themes/pjda/layouts/shortcodes/adresse.html#L1-L11', 'pt_BR',
     '<div id="address" class="address">\n<b>Pousada <i>Jardim dos Anjos</i></b><br>\nAvda. Belem Qd. 16 Lot 01, Bairro Lindo Horizonte<br>\nAbadiânia , Goias, Brasil, CEP 72940-000<br>\n+55 62 3343 1793<br>\nSkype: pousadajardimdosanjos3<br>\nEmail: <a href="mailto:jardimdosanjos@yahoo.com.br">jardimdosanjos@yahoo.com.br</a><br>\n<a href="http://pousadajardimdosanjos.com/">pousadajardimdosanjos.com</a><br>\nGoogle Maps\xa0:&nbsp;<a href="http://goo.gl/maps/aAvzR">http://goo.gl/maps/aAvzR</a><br>\nGPS\xa0:&nbsp;-16.18704°,-48.71°\n</div>\n',
     [('PHONE_NUMBER', '+55 62 3343 1793'), ('EMAIL_ADDRESS', 'jardimdosanjos@yahoo.com.br')]),
    ('tammyvitorino/sitebrava@a66b2ab77e371c1b51b8ccd09641498f30d44b1e:header.php#L8-L21', 'pt_BR',
     '                        </div><!-- Fim Logo -->\n                        \n                        <div> <!-- botao Reserva -->                               \n                       \t\t<span class="btn -btn-0">\n                            \t<a href="https://myreservations.omnibees.com/default.aspx?q=6781" target="_blank">Reserve aqui</a>\n                            </span>                             \n                        </div> <!-- Fim botao Reserva -->   \n                        <div class="topocontato only_desktop" style="text-transform:lowercase;"> <!-- contatos-->\n                \t +55 22   2623-7070 | +55 22 99727-7096 \n\t\t\t\t\t&nbsp;&nbsp;&nbsp;◘&nbsp;&nbsp;&nbsp;\n                    reservas@bravaclub.com\n\t\t\t\t\t&nbsp;&nbsp;&nbsp;&nbsp;\n                    <a href="en/index.html"><img src="assets/imgs/uk_flag.png" width="15"></a>                              \n                </div>\n',
     [('PHONE_NUMBER', '+55 22   2623-7070'), ('PHONE_NUMBER', '+55 22 99727-7096'), ('EMAIL_ADDRESS', 'reservas@bravaclub.com')]),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/contact.ts#L97-L114', 'el_GR',
     '  contactInfo: {\n    title: "Prefer direct contact?",\n    text:\n      "You can also call us directly or send your inquiry through WhatsApp. Direct communication helps us suggest the most suitable available option.",\n    items: [\n      {\n        icon: "☎️",\n        label: "Landline",\n        value: "+30 22710 31733",\n        href: "tel:+302271031733",\n      },\n      {\n        icon: "📱",\n        label: "Mobile",\n        value: "+30 6944 474226",\n        href: "tel:+306944474226",\n      },\n      {\n',
     [('PHONE_NUMBER', '+30 22710 31733'), ('PHONE_NUMBER', '+302271031733'), ('PHONE_NUMBER', '+30 6944 474226'), ('PHONE_NUMBER', '+306944474226')]),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/deals.ts#L176-L190', 'el_GR',
     '      "Ανακαλύψτε προσφορές διαμονής στη Χίο, πακέτα και εκπτωτικούς κωδικούς για απευθείας κράτηση στο Voulamandis House στον Κάμπο.",\n    ogImage: dealsHeroImage,\n  },\n  hero: {\n    kicker: "Voulamandis House • Κάμπος, Χίος",\n    title: "Προσφορές διαμονής στη Χίο",\n    description:\n      "Δείτε ειδικές προσφορές, πακέτα διαμονής και εκπτωτικούς κωδικούς για απευθείας κράτηση στο Voulamandis House.",\n    image: dealsHeroImage,\n    phoneLabel: "Κρατήσεις: +30 22710 31733",\n    phoneHref,\n  },\n  countdown: {\n    label: "Η προσφορά λήγει σε",\n    targetIso: offerTargetIso,\n',
     [('PHONE_NUMBER', '+30 22710 31733')]),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/deals.ts#L93-L118', '',
     '      tags: [\n        "Chios travel deals",\n        "Chios travel packages",\n        "Chios accommodation offers",\n        "Best price",\n      ],\n      tip: "Copy the coupon code for the next step.",\n      couponCode: "ECOMAY10",\n      discountLabel: "Economy offer",\n      bookingHref:\n        "https://beds24.com/booking.php?propid=117813&roomid=268803&lang=en",\n      roomPageHref: "/chios-rooms/economy-double-rooms/",\n    },\n    {\n      id: "ground-floor-double",\n      title: "Ground Floor Double",\n      description:\n        "A comfortable ground-floor room offer with easy access to the courtyard and garden atmosphere of Voulamandis House.",\n      image: dealsHeroImage,\n      imageAlt:\n        "Chios accommodation offer for ground floor double room at Voulamandis House",\n      tags: [\n        "Chios travel deals",\n        "Chios travel packages",\n        "Chios accommodation offers",\n        "Garden view",\n',
     []),
    ('haikararou/hoshino_area@f8e8c7be8e6b4235882801e7509e924634a9902a:page/access.php#L165-L179', 'ja_JP',
     '            <div class="l-contents-2column -mgB-s">\n              <div class="l-contents-2column__block -w-1_2  -fix">\n                <h2 class="c-title-small"><span class="tag-b">電車</span>JR軽井沢駅から1駅の中軽井沢駅下車。</h2>\n                <p>JR軽井沢駅から中軽井沢駅まではしなの鉄道をご利用ください。しなの鉄道時刻表はこちら</p>\n                <p><a href="https://www.shinanorailway.co.jp/rail-info/time-table/index.php" target="_blank"><span class="c-button-arrow c-button-outerlink c-text-underline">しなの鉄道時刻表</span></a></p>\n              </div>\n              <div class="l-contents-2column__block -w-1_2  -fix">\n                <h2 class="c-title-small"><span class="tag-b">タクシー</span>近隣のタクシー会社に直接ご連絡ください。</h2>\n                <p class="">ますや交通（ TEL:<a href="tel:+81-267455223">0267-45-5223 ）<br>軽井沢観光タクシー（ TEL:<a href="tel:+81-267455408">0267-45-5408</a> ）<br>浅間観光タクシー（ TEL:<a href="tel:+81-267455264">0267-45-5264</a> ）</p>\n              </div>\n            </div>\n            <div class="l-footer-important-news -mgB-s">\n              <div class="l-footer-important-news__inner">\n                <h2 class="l-footer-important-news__title">コインロッカーについて</h2>\n                <p>星野エリアにはコインロッカーはございません。軽井沢駅または中軽井沢駅のコインロッカーをご利用ください。</p>\n',
     [('PHONE_NUMBER', '+81-267455223'), ('PHONE_NUMBER', '0267-45-5223'), ('PHONE_NUMBER', '+81-267455408'), ('PHONE_NUMBER', '0267-45-5408'), ('PHONE_NUMBER', '+81-267455264'), ('PHONE_NUMBER', '0267-45-5264')]),
    ('honzasvacek/hotellegie@a969cd879477c4ec4732888ea2f5ce20a6ffe212:docs/05.contact.cs.md#L20-L35', 'cs_CZ',
     '### **Rezervace**\n\n<div class="info-text">\n<p>Tel.číslo: <a href="tel:+420775712882" target="_blank">+420 775 712 882</a></p>\n<p>E-mail: <a href="mailto:reservation@petrs.cz" target="_blank">reservation@petrs.cz</a></p>\n<p>Pondělí – Pátek: 10:00 – 18:00</p>\n</div>\n\n### **Recepce (pouze informace)**\n<div class="info-text">\n<p>Tel.číslo: <a href="tel:+420775564968" target="_blank">+420 775 564 968</a></p>\n<p>E-mail: <a href="mailto:legie.recepce@petrs.cz" target="_blank">legie.recepce@petrs.cz</a></p>\n</div>\n\n--8<-- "booking-form.cs.html"',
     [('PHONE_NUMBER', '+420775712882'), ('PHONE_NUMBER', '+420 775 712 882'), ('EMAIL_ADDRESS', 'reservation@petrs.cz'), ('PHONE_NUMBER', '+420775564968'), ('PHONE_NUMBER', '+420 775 564 968'), ('EMAIL_ADDRESS', 'legie.recepce@petrs.cz')]),
    ('marioastur/hostal_lapicota@0ef142834872c5f4deb52d814da2df3d9623510a:pie.inc.html#L17-L34', 'es_ES',
     '        <div class="boton-mapa">\n            <a href="https://goo.gl/maps/8tuKBuZ6oBadpfaW7"><button>Ubicación GMaps</button></a>\n        </div>\n        <div>\n            <p>Crta. Boñar - Puerto Tarna, 35 <br>Cofiñal - Puebla de Lillo</p>\n        </div>\n        <div>\n            <p>+34 655 98 95 02</p>\n        </div>\n        <div>\n            <p><a href="mailto:info@casalapicota.com" target="_blank">info@casalapicota.com</a></p>\n        </div>\n        <div>\n            Acerca de | Legal | Privacidad\n        </div>\n    </div>\n    <div class="b3">\n        <div>\n',
     [('PHONE_NUMBER', '+34 655 98 95 02'), ('EMAIL_ADDRESS', 'info@casalapicota.com')]),
    ('happybananaDev/alrobale@1b61af854d7ef79187f9263583eb5215b9b1fcf2:resources/views/partials/_footer.blade.php#L1-L10', 'it_IT',
     '<footer class="relative bottom-0 left-0 w-full bg-white px-10 py-2 flex\nflex-col-reverse md:flex-row md:justify-between md:items-end text-center">\n    <span class="text-yellow-900 font-semibold text-sm">\n        © {{__(\'Copyright All rights reserved\')}} <a href="/">alrobale.info</a>\n    </span>\n    <div class="flex flex-col sm:flex-row text-yellow-900 font-semibold text-sm sm:space-x-4 justify-center">\n        <a href="tel:+39035642633">Tel: +39 035 642633</a>\n        <a href="mailto:info@alrobale.info">Email: info@alrobale.info</a>\n    </div>\n    <div class="hidden md:flex w-[100px]">\n',
     [('PHONE_NUMBER', '+39035642633'), ('PHONE_NUMBER', '+39 035 642633'), ('EMAIL_ADDRESS', 'info@alrobale.info')]),
    ('thegokosocial/GokoHostelWebpages@a80c831b9b1e12ca5f35e53c99b0d22e083b5fa3:src/content/howToReach.ts#L5-L40', '',
     'export const howToReachHero = {\n  title: "🗺️ How to Reach Us",\n  subtitle: "Your complete travel guide to finding paradise in Gokarna",\n};\n\nexport const transportModes = [\n  {\n    title: "By flight",\n    icon: "✈️",\n    body: [\n      "Nearest airport: Dabolim (GOI), Goa — ~140 km, 3–4 hours by road. Pre-booked taxi, or bus to Margao then train/bus to Gokarna.",\n      "Alternative: Hubli (HBX) — ~150 km, fewer flights.",\n    ],\n  },\n  {\n    title: "By train",\n    icon: "🚂",\n    body: [\n      "Nearest station: Gokarna Road (GOK) — ~10 km from town. Connected to Mumbai, Mangalore, Bangalore. Auto/taxi available to the hostel.",\n      "Tip: Konkan Railway trains offer scenic coastal views.",\n    ],\n  },\n  {\n    title: "By bus",\n    icon: "🚌",\n    body: [\n      "Gokarna Bus Stand — direct buses from Bangalore (overnight), Goa, Mangalore, Hubli. KSRTC and private operators. Sleeper buses recommended overnight.",\n      "From Goa: bus to Karwar, then local bus/auto to Gokarna.",\n    ],\n  },\n  {\n    title: "By road",\n    icon: "🚗",\n    body: [\n      "Bangalore ~480 km (8–9 h via NH48). Goa (Panjim) ~140 km (3–4 h). Mangalore ~240 km (5–6 h).",\n      "Coastal roads are scenic and winding near Gokarna.",\n',
     []),
    ('Kimanko-pod-Sosnami/Kimanko-pod-Sosnami.github.io@56427af46ad041814b57b2cbe7fa965a2ab2e526:_data/contact.yml#L1-L12', 'pl_PL',
     'address:\n  street_number: ul. Szkolna 11\n  municipality: 43-438 Brenna\n  country: Poland\n\nemail: kimanko.pod.sosnami@op.pl\ntel: +48 795 529 578\n\nfacebook:\n  url: https://www.facebook.com\n  name: KimankoPodSosnami\n',
     [('EMAIL_ADDRESS', 'kimanko.pod.sosnami@op.pl'), ('PHONE_NUMBER', '+48 795 529 578')]),
    ('dsbehn/YorkshireInn@3ce30ddd250ccda06eece491f3a6d0970c95f13d:app/views/contact.view.php#L58-L70', 'en_US',
     '    <div class="container">\n\n        <section class="contact section-title">\n            <h2>Contact The Yorkshire Inn to Book Your Stay</h2>\n\n            <h3>Ready to book with us? <br> Have a question about our rooms or services? <br> We\'ll be happy to help!</h3>\n\n            <p>Email Us: innkeeper@theyorkshireinn.com <br> Call Us: (315) 548-9675</p>\n\n            <p>1135 New York Highway 96, <br> Phelps, New York 14532, <br> United States</p>\n\n            <p>Check-In Time 3pm-6pm <br>Check-Out 11 am <br>Cancelation Policy Below</p>\n\n',
     [('EMAIL_ADDRESS', 'innkeeper@theyorkshireinn.com'), ('PHONE_NUMBER', '(315) 548-9675')]),
    ('dsbehn/YorkshireInn@3ce30ddd250ccda06eece491f3a6d0970c95f13d:app/views/contact.view.php#L136-L149', 'en_US',
     '                        <a href="https://www.yelp.com/biz/the-yorkshire-inn-phelps"><img\n                                src="<?=ROOT?>assets/images/icons/yelp-white.svg" alt="yelp"></a>\n                    </div>\n                </div>\n\n                <div class="footer-contact">\n                    <p class="footer-title">Contact us</p>\n                    <p>315-548-9675</p>\n                    <p>innkeeper@theyorkshireinn.com</p>\n                </div>\n\n            </div>\n\n            <p class="copyright">© 2023 THE YORKSHIRE INN - ALL RIGHTS RESERVED</p>\n',
     [('PHONE_NUMBER', '315-548-9675'), ('EMAIL_ADDRESS', 'innkeeper@theyorkshireinn.com')]),
    ('hanmersprings/hanmersprings.github.io@80d0a4f2978d039b021abc8e6e65eb025897fed5:accommodation/scarborough-lodge.php#L62-L80', 'en_NZ',
     '        <div class="col-md-4">\n            <h4>Contact Information</h4>\n            <div class="row">\n                <div class="col-md-3 col-md-offset-1"><strong>Address:</strong></div>\n                <div class="col-md-8">34 Harrogate Street<br>Hanmer Springs</div>\n            </div>\n            <div class="row top-margin">\n                <div class="col-md-3 col-md-offset-1"><strong>Telephone:</strong></div>\n                <div class="col-md-8">+64 3 315 5272</div>\n            </div>\n            <div class="row top-margin">\n                <div class="col-md-3 col-md-offset-1"><strong>Email:</strong></div>\n                <div class="col-md-8">info@scarboroughlodge.co.nz</div>\n            </div>\n            <div class="row top-margin">\n                <div class="col-md-3 col-md-offset-1"><strong>Website:</strong></div>\n                <div class="col-md-8">www.scarboroughlodge.co.nz</div>\n            </div>\n        </div>\n',
     [('PHONE_NUMBER', '+64 3 315 5272'), ('EMAIL_ADDRESS', 'info@scarboroughlodge.co.nz')]),
    ('hanmersprings/hanmersprings.github.io@80d0a4f2978d039b021abc8e6e65eb025897fed5:transport/hanmer-tours-shuttle.php#L96-L102', 'en_NZ',
     '            </div>\n        </div>\n        <div class="col-md-4">\n            <h4>Bookings</h4>\n            <p>To make a booking please call us on +64 (0)3 315 7418 or email us on info@hanmertours.co.nz<br>\n            Alternatively, you can book online.</p>\n            <a href="http://bookings.bookitsecure.com/pub/supplier.aspx?b=HANM99" target="_blank" class="btn btn-primary" role="button">Online Booking</a>\n',
     [('PHONE_NUMBER', '+64 (0)3 315 7418'), ('EMAIL_ADDRESS', 'info@hanmertours.co.nz')]),
    ('hanmersprings/hanmersprings.github.io@80d0a4f2978d039b021abc8e6e65eb025897fed5:accommodation/backpackers-hostels.php#L60-L76', 'en_NZ',
     '                <li><a href="/accommodation/apartments.php">Apartments</a></a></li>\n                <li><a href="/accommodation/backpackers-hostels.php">Backpackers &amp; Hostels</a></li>\n                <li><a href="/accommodation/bed-breakfast.php">Bed &amp; Breakfast</a></li>\n                <li><a href="/accommodation/holiday-homes.php">Holiday Homes</a></li>\n                <li><a href="/accommodation/holiday-parks-campsites.php">Holiday Parks &amp; Campsites</a></li>\n                <li><a href="/accommodation/hotels-resorts.php">Hotels &amp; Resorts</a></li>\n                <li><a href="/accommodation/luxury-retreats-lodges.php">Luxury Retreats &amp; Lodges</a></li>\n                <li><a href="/accommodation/motels.php">Motels</a></li>\n            </ul>\n\n            <h4>Book A Bus From Christchurch</h4>\n            <div class="sidebar-content">\n                <p><strong>Hanmer Tours &amp; Shuttle</strong><br>03 315 7418</p>\n                <p><strong>Hanmer Connection</strong><br>0800 242 663</p>\n            </div>\n\n        </div>\n',
     [('PHONE_NUMBER', '03 315 7418'), ('PHONE_NUMBER', '0800 242 663')]),
    ('brootaylor/bostontparty-v2@c6a20fd3829e2744595895a149cd44f176c9d773:src/_content/pages/contact/contact.md#L18-L40', 'zu_ZA',
     '\n<address>\n\nBoston T Party   \n118 Elands Vlei Farm  \nBoston, 3211  \nKwa-Zulu Natal  \nSouth Africa\n\n**Email:**\n<code>\n    <noscript>\n        <span aria-hidden="true">tsusan394[at]gmail[dot]com</span>\n        <span class="visually-hidden">tsusan394@gmail.com</span>\n    </noscript>\n    <script>\n        document.write(\'tsusan394\' + \'@\' + \'gmail.com\');\n    </script>\n</code>  \n**Call:** <a href="tel:27-83-6560979" rel="nofollow">+27 (0)83 656 0979</a>  \n<small><sup><b>*</b></sup>*WhatsApp messages/calls **ONLY** due to poor network coverage.*</small>\n\n</address>\n',
     [('EMAIL_ADDRESS', 'tsusan394@gmail.com'), ('PHONE_NUMBER', '27-83-6560979'), ('PHONE_NUMBER', '+27 (0)83 656 0979')]),
    ('tresgarza/marry_diegoYfer_OAX@2e7a7fa5d0208d9bbe5e46ba428b4a35c48c993a:hotel_recommendations.md#L5-L8', 'es_MX',
     '| Hotel | Categoría | Dirección | Google Maps | Teléfonos | Tarifas | Código / Instrucciones | Fecha Límite |\n| :--- | :--- | :--- | :--- | :--- | :--- | :--- | :--- |\n| **Grand Fiesta Americana** | 5* | Calle de José María Pino Suárez #702, Centro | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0712,-96.7208) | 9515017690, 4433108019, 4431378728 | $6,188.00 (Ocupación Sencilla o Doble) | **G1UZ48@FGO** - Reservar por canales indicados. | 12 de Agosto |\n| **Holiday Inn Express** | 4* | Diaz Quintas 115, Oaxaca, OAX, MX | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0706,-96.7231) | 8008385364 | $2,500.00 | **FYD** - Llamar o usar link con código. | Bloqueo Abierto |\n',
     [('PHONE_NUMBER', '9515017690'), ('PHONE_NUMBER', '4433108019'), ('PHONE_NUMBER', '4431378728'), ('PHONE_NUMBER', '8008385364')]),
    ('tresgarza/marry_diegoYfer_OAX@2e7a7fa5d0208d9bbe5e46ba428b4a35c48c993a:hotel_recommendations.md#L9-L11', 'es_MX',
     '| **Hotel Boutique de la Parra** | Boutique | Guerrero #117, Centro | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0594,-96.7234) | 9515141900 | $4,875.00 - $6,880.00 | **F&D1009** | Bloqueo Abierto |\n| **Suites de la Parra** | Boutique | Las Casas #110, Centro | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0592,-96.7247) | 9515141900 | $4,050.00 - $6,000.00 | **F&D1009** | Bloqueo Abierto |\n| **Majagua** | Boutique | José María Pino Suárez #519, Centro | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0673,-96.7214) | 5513284105 | $7,000 - $10,000 (10% Descuento) | **FERNANDAYDIEGO2026** - 10% de descuento sobre tarifa del momento. | Bloqueo Abierto |\n',
     [('PHONE_NUMBER', '9515141900'), ('PHONE_NUMBER', '5513284105')]),
    ('tresgarza/marry_diegoYfer_OAX@2e7a7fa5d0208d9bbe5e46ba428b4a35c48c993a:hotel_recommendations.md#L12-L14', 'es_MX',
     '| **Naura** | Boutique | Miguel Hidalgo 918, Centro, Oaxaca de Juárez | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0603,-96.7196) | 9515015400 | $2,499.00 - $3,213.00 (Imp. Incluidos) | Reservar directo | Bloqueo Abierto |\n| **Hotel Abu** | Boutique | Murguía #104, Centro | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0641,-96.7248) | 9515164900 | $1,743.00 - $2,756.00 (Imp. Incluidos) | Reservar directo | Bloqueo Abierto |\n| **Hotel City Centro** | 4* | Aldama #414, Barrio de Jalatlaco | [Ver Mapa](https://www.google.com/maps/search/?api=1&query=17.0675,-96.7139) | 5564488773 | $3,332.00 - $4,284.00 (Imp. Incluidos) | Reservar directo | Bloqueo Abierto |\n',
     [('PHONE_NUMBER', '9515015400'), ('PHONE_NUMBER', '9515164900'), ('PHONE_NUMBER', '5564488773')]),
    ('ucielsola/ucihuen-svkit@c438e182522e9cb4595680ef1b59eb15cae0c350:llms.md#L1-L9', 'es_AR',
     '# Cabañas Ucihuen — Alquiler de Cabañas en Lago Puelo, Patagonia Argentina\n\n> Cabañas Ucihuen es un complejo de cabañas ubicado en Lago Puelo, Chubut, Patagonia Argentina. Ofrece alquiler temporario de cabañas completamente equipadas para 4 y 7 personas, a dos cuadras del centro de la Villa Turística y a menos de 3 kilómetros del Parque Nacional Lago Puelo.\n\n- **Sitio web**: https://ucihuen.com.ar\n- **Teléfono / WhatsApp**: +54 9 11 3158-6242\n- **Airbnb**: https://www.airbnb.com.ar/rooms/1320462855669343724\n- **Booking.com**: https://www.booking.com/hotel/ar/cabana-ucihuen.es-ar.html\n- **Instagram**: https://www.instagram.com/ucihuen/\n',
     [('PHONE_NUMBER', '+54 9 11 3158-6242')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     'export default {\n\tversion: 0.6,\n\tgenerator: "Overpass API 0.7.57 93a4d346",\n\tosm3s: {\n\ttimestamp_osm_base: "2022-05-11T02:42:06Z",\n\tcopyright: "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL."\n\t},\n\telements: [\n\t{\n\ttype: "node",\n\tid: 304082751,\n\tlat: 49.9548872,\n\tlon: 7.0012795,\n\ttags: {\n\tamenity: "restaurant",\n\t"contact:email": "info@brauhaus-kloster-machern.de",\n\t"contact:fax": "+49 6532 9515-15",\n\t"contact:phone": "+49 6532 9515-0",\n\t"contact:website": "http://brauhaus-kloster-machern.de/",\n\tname: "Brauhaus Kloster Machern",\n',
     [('PHONE_NUMBER', '+49 6532 9515-15'), ('PHONE_NUMBER', '+49 6532 9515-0'), ('EMAIL_ADDRESS', 'info@brauhaus-kloster-machern.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\tamenity: "restaurant",\n\t\'contact:email\': "info@weinromanitikhotel.de",\n\t\'contact:fax\': "+49 6534 948100",\n\t\'contact:phone\': "+49 6534 9480",\n\t\'contact:website\': "http://www.weinromantikhotel.com/",\n\tname: "Weinromanitikhotel Richtershof",\n\tsource: "http://weinromanitikhotel.de/",\n\t\'source:date\': "2020-06-16",\n\ttourism: "hotel",\n\twheelchair: "limited"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 418279903,\n\tlat: 49.9170258,\n\tlon: 7.0169648,\n\ttags: {\n\t\'addr:housename\': "Weingut Hugo Hower",\n\t\'addr:housenumber\': "42",\n\t\'addr:street\': "Moselstraße",\n\tamenity: "restaurant",\n\tcraft: "winery",\n\tcuisine: "wine",\n\tname: "Weingut Hugo Hower",\n\tshop: "alcohol",\n',
     [('PHONE_NUMBER', '+49 6534 948100'), ('PHONE_NUMBER', '+49 6534 9480'), ('EMAIL_ADDRESS', 'info@weinromanitikhotel.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'toilets:wheelchair\': "no",\n\twheelchair: "yes"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 418279907,\n\tlat: 49.9169517,\n\tlon: 7.0219489,\n\ttags: {\n\t\'addr:city\': "Lieser",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "56",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Moselstraße",\n\tamenity: "restaurant",\n\t\'contact:email\': "info@thanisch.de",\n\t\'contact:fax\': "+49 6531 8294",\n\t\'contact:phone\': "+49 6531 8227",\n\t\'contact:website\': "http://www.thanisch.de/",\n\tcuisine: "regional",\n\tname: "Thanisch",\n\tsource: "http://www.thanisch.de/",\n\t\'source:date\': "2017-08-17",\n\ttourism: "guest_house"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471026189,\n\tlat: 49.9339837,\n\tlon: 6.992167,\n',
     [('PHONE_NUMBER', '+49 6531 8294'), ('PHONE_NUMBER', '+49 6531 8227'), ('EMAIL_ADDRESS', 'info@thanisch.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\ttags: {\n\tamenity: "restaurant",\n\tcuisine: "german;italian;regional",\n\temail: "info@klostermuehle-siebenborn.de",\n\tfax: "+49 6535 943043",\n\tname: "Klostermühle Siebenborn",\n\topening_hours: "Tu-Su 11:30-22:00",\n\t\'opening_hours:kitchen\': "Tu-Su 11:30-22:00",\n\toutdoor_seating: "yes",\n\tphone: "+49 6535 7037",\n\treservation: "yes",\n\tsmoking: "outside",\n\twebsite: "http://www.klostermuehle-siebenborn.de/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471536576,\n\tlat: 49.9774049,\n\tlon: 7.0856643,\n\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:housenumber\': "18",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Pommerstraße",\n\tamenity: "restaurant",\n',
     [('PHONE_NUMBER', '+49 6535 943043'), ('PHONE_NUMBER', '+49 6535 7037'), ('EMAIL_ADDRESS', 'info@klostermuehle-siebenborn.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'contact:phone\': "+49 6541 818900",\n\tname: "Zum Ackermann"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471542234,\n\tlat: 49.9809554,\n\tlon: 7.0890725,\n\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:housenumber\': "44",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Robert-Schuman-Straße",\n\tamenity: "restaurant",\n\t\'contact:email\': "info@springiersbacher-hof.de",\n\t\'contact:fax\': "+49 6541 4238",\n\t\'contact:phone\': "+49 6541 1451",\n\t\'contact:website\': "http://www.springiersbacher-hof.de/",\n\tname: "Springiersbacher Hof",\n\topening_hours: "Apr-Nov: Mo-Th 16:00+, Fr-Su 12:00+",\n\toperator: "Müllers GbR",\n\toutdoor_seating: "terrace",\n\trooms: "28",\n',
     [('PHONE_NUMBER', '+49 6541 818900'), ('PHONE_NUMBER', '+49 6541 4238'), ('PHONE_NUMBER', '+49 6541 1451'), ('EMAIL_ADDRESS', 'info@springiersbacher-hof.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\tsource: "http://www.springiersbacher-hof.de/",\n\t\'source:date\': "2016-09-08",\n\ttourism: "hotel"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471542237,\n\tlat: 49.9807056,\n\tlon: 7.088574,\n\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:housenumber\': "54",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Robert-Schuman-Straße",\n\tamenity: "pub",\n\t\'contact:email\': "info@steinfelderhof.de",\n\t\'contact:phone\': "+49 6541 1223",\n\t\'contact:website\': "http://www.steinfelderhof.de/",\n\tname: "Im Spundloch",\n\toperator: "Melanie Römer",\n\tsource: "http://www.steinfelderhof.de/",\n\t\'source:date\': "2016-09-11"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471543125,\n\tlat: 49.979288,\n\tlon: 7.088706,\n',
     [('PHONE_NUMBER', '+49 6541 1223'), ('EMAIL_ADDRESS', 'info@steinfelderhof.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:housenumber\': "58",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Moselweinstraße",\n\tamenity: "restaurant",\n\t\'contact:email\': "beth-wein@web.de",\n\t\'contact:fax\': "+49 6541 815895",\n\t\'contact:phone\': "+49 6541 813465",\n\t\'contact:website\': "http://www.roemerkeller-kroev.de/",\n\tcuisine: "italian",\n\tname: "Römerkeller",\n\topening_hours: "Mo 17:00-23:30; We 17:00-23:30; Th 17:00-23:30; Fr 17:00-23:30; Sa 17:00-23:30; Su 11:30-14:30,17:00-23:30; Tu off",\n\tsource: "http://www.roemerkeller-kroev.de/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471543126,\n\tlat: 49.9796293,\n\tlon: 7.0884453,\n\ttags: {\n\t\'addr:city\': "Kröv",\n',
     [('PHONE_NUMBER', '+49 6541 815895'), ('PHONE_NUMBER', '+49 6541 813465'), ('EMAIL_ADDRESS', 'beth-wein@web.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'addr:housenumber\': "9",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Raiffeisenstraße",\n\tamenity: "restaurant",\n\t\'contact:phone\': "+49 6541 9131",\n\tname: "Zum guten Tropfen"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 471544054,\n\tlat: 49.9780783,\n\tlon: 7.0841795,\n\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:housenumber\': "40",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Pommerstraße",\n\tamenity: "restaurant",\n\t\'contact:phone\': "+49 6541 816943",\n\tname: "Pizzeria Calabria"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 472472160,\n\tlat: 49.9324572,\n\tlon: 7.0722464,\n\ttags: {\n\tfax: "+49 6531 6662",\n\tinternet_access: "wlan",\n\t\'internet_access:fee\': "yes",\n',
     [('PHONE_NUMBER', '+49 6541 9131'), ('PHONE_NUMBER', '+49 6541 816943'), ('PHONE_NUMBER', '+49 6531 6662')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\tname: "Kemmer\'s Hotel Panorama",\n\toperator: "Albert Kemmer",\n\tphone: "+49 6531 4505",\n\ttourism: "hotel",\n\twebsite: "http://www.mosel-panorama-hotel.de/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 472472165,\n\tlat: 49.9330496,\n\tlon: 7.0721972,\n\ttags: {\n\tamenity: "restaurant",\n\tcuisine: "german",\n\temail: "info@weingut-philipps-eckstein.de",\n\tfax: "+49 6531 4593",\n\tname: "Winzerwirtschaft Eckstein",\n\topening_hours: "May 01-Oct 31 Fr 17:00-22:00, May 01-Oct 31 Sa 13:00-22:00, May 01-Oct 31 Su 13:00-20:00",\n\tphone: "+49 6531 6542",\n\twebsite: "https://weingut-philipps-eckstein.de"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 472472173,\n\tlat: 49.928635,\n\tlon: 7.0684366,\n',
     [('PHONE_NUMBER', '+49 6531 4505'), ('PHONE_NUMBER', '+49 6531 4593'), ('PHONE_NUMBER', '+49 6531 6542'), ('EMAIL_ADDRESS', 'info@weingut-philipps-eckstein.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\ttags: {\n\t\'addr:city\': "Graach an der Mosel",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "20",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Weingartenstraße",\n\tamenity: "restaurant",\n\tcuisine: "regional",\n\tfax: "+49 6531 970075",\n\tlastcheck: "2017-02-12",\n\tname: "Petrushof",\n\tphone: "+49 6531 8594",\n\twebsite: "https://www.petrushof.de"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 472472187,\n\tlat: 49.9363594,\n\tlon: 7.0620309,\n\ttags: {\n\tamenity: "restaurant",\n\tname: "Toni Meyer"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 472472188,\n\tlat: 49.9350047,\n\tlon: 7.0632731,\n\ttags: {\n\t\'addr:city\': "Graach an der Mosel",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "102",\n',
     [('PHONE_NUMBER', '+49 6531 970075'), ('PHONE_NUMBER', '+49 6531 8594')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Hauptstraße",\n\tamenity: "restaurant",\n\t\'contact:phone\': "+49 6531 2189",\n\tcuisine: "german",\n\tname: "Hotel zur Traube",\n\ttourism: "hotel"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 484735046,\n\tlat: 49.9523105,\n\tlon: 7.0179146,\n\ttags: {\n\t\'addr:city\': "Zeltingen-Rachtig",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "7",\n\t\'addr:postcode\': "54492",\n\t\'addr:street\': "Uferallee",\n\t\'contact:email\': "info@hotel-nicolay.de",\n\t\'contact:facebook\': "https://www.facebook.com/Hotel.Nicolay.1881",\n\t\'contact:fax\': "+49 6532 2306",\n\t\'contact:phone\': "+49 6532 93910",\n\t\'contact:website\': "http://www.hotel-nicolay.de/",\n',
     [('PHONE_NUMBER', '+49 6531 2189'), ('PHONE_NUMBER', '+49 6532 2306'), ('PHONE_NUMBER', '+49 6532 93910'), ('EMAIL_ADDRESS', 'info@hotel-nicolay.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'diet:vegan\': "only",\n\tinternet_access: "wlan",\n\t\'internet_access:fee\': "no",\n\tname: "Vegan Hotel Nicolay 1881",\n\tsource: "http://www.hotel-nicolay.de/",\n\t\'source:date\': "2020-06-16",\n\ttourism: "hotel",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 484735128,\n\tlat: 49.9524772,\n\tlon: 7.017365,\n\ttags: {\n\t\'addr:city\': "Zeltingen-Rachtig",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "9",\n\t\'addr:postcode\': "54492",\n\t\'addr:street\': "Uferallee",\n\tamenity: "restaurant",\n\t\'contact:email\': "info@hotel-stephanus.de",\n\t\'contact:facebook\': "https://www.facebook.com/WeinhotelSt.Stephanus",\n\t\'contact:fax\': "+49 6532 68420",\n',
     [('PHONE_NUMBER', '+49 6532 68420'), ('EMAIL_ADDRESS', 'info@hotel-stephanus.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'contact:phone\': "+49 6532 680",\n\t\'contact:website\': "http://www.hotel-stephanus.de/",\n\tinternet_access: "wlan",\n\t\'internet_access:fee\': "no",\n\tname: "Hotel Stephanus",\n\trooms: "43",\n\tsource: "http://www.hotel-stephanus.de/",\n\t\'source:date\': "2020-06-16",\n\tstars: "4",\n\ttourism: "hotel",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 492018787,\n\tlat: 49.9418311,\n\tlon: 7.0444504,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "26",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Brückenstraße",\n\t\'addr:suburb\': "Wehlen",\n\tamenity: "restaurant",\n\t\'contact:email\': "info@hotel-moselbrueck.de",\n',
     [('PHONE_NUMBER', '+49 6532 680'), ('EMAIL_ADDRESS', 'info@hotel-moselbrueck.de')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'contact:fax\': "+49 6531 963611",\n\t\'contact:phone\': "+49 6531 96360",\n\t\'contact:website\': "http://www.hotel-moselbrueck.de/",\n\tname: "Zur Moselbrücke",\n\toperator: "Marco Karl",\n\toutdoor_seating: "yes",\n\trooms: "7",\n\tsource: "http://www.hotel-moselbrueck.de/",\n\t\'source:date\': "2017-08-10",\n\ttourism: "hotel"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 492018791,\n\tlat: 49.9411682,\n\tlon: 7.0423428,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:housenumber\': "109",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Hauptstraße",\n\t\'addr:suburb\': "Wehlen",\n\tamenity: "restaurant",\n\t\'contact:phone\': "+49 6531 8424",\n\t\'contact:website\': "http://www.hotel-hauth.de/",\n',
     [('PHONE_NUMBER', '+49 6531 963611'), ('PHONE_NUMBER', '+49 6531 96360'), ('PHONE_NUMBER', '+49 6531 8424')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\tname: "Hauth",\n\tsource: "http://www.hotel-hauth.de/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 528992131,\n\tlat: 50.0224219,\n\tlon: 7.1159649,\n\ttags: {\n\t\'addr:city\': "Reil",\n\t\'addr:housenumber\': "16",\n\t\'addr:postcode\': "56861",\n\t\'addr:street\': "Kaiserstraße",\n\tamenity: "restaurant",\n\t\'contact:facebook\': "https://www.facebook.com/Pizzeria-Caruso-286561261430201",\n\t\'contact:phone\': "+49 6542 900266",\n\tcuisine: "pizza",\n\tname: "Pizzeria - Eiscafé Caruso",\n\toutdoor_seating: "yes"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 599339850,\n\tlat: 49.972339,\n\tlon: 6.9389072,\n\ttags: {\n\t\'addr:city\': "Wittlich",\n\t\'addr:housenumber\': "3",\n\t\'addr:postcode\': "54516",\n',
     [('PHONE_NUMBER', '+49 6542 900266')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', 'de_DE',
     '\t\'addr:street\': "Bahnhofstraße",\n\tamenity: "restaurant",\n\tcuisine: "spanish",\n\tname: "El Tilos",\n\topening_hours: "Tu-Fr 18:00-22:00; Sa 18:00-23:00",\n\tphone: "+49 6571 265252",\n\twebsite: "https://www.eltilos.de/",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 685686739,\n\tlat: 49.98299,\n\tlon: 7.1356207,\n\ttags: {\n\t\'addr:city\': "Enkirch",\n\t\'addr:housenumber\': "80",\n\t\'addr:postcode\': "56850",\n\t\'addr:street\': "Am Steffensberg",\n\tamenity: "restaurant",\n\tbeds: "29",\n\tcuisine: "regional",\n\temail: "info@dampfmuehle-enkirch.de",\n\tfax: "+49 6541 4904",\n\tname: "Moselromantik-Hotel Dampfmühle",\n\topening_hours: "Th-Tu 11:30-14:00,17:30-21:00; We off",\n',
     [('PHONE_NUMBER', '+49 6571 265252'), ('PHONE_NUMBER', '+49 6541 4904'), ('EMAIL_ADDRESS', 'info@dampfmuehle-enkirch.de')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "@id": "node/318422339",\n        "name": "Camping Le Pusset",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.4641246,\n          48.6068728\n        ]\n      },\n      "id": "node/318422339"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/349048962",\n        "addr:city": "Buttermere",\n        "addr:postcode": "CA13 9XA",\n        "name": "Syke Farm Campsite",\n        "phone": "+44 17687 70222",\n        "tourism": "camp_site",\n        "website": "https://sykefarmcampsite.wordpress.com/"\n      },\n      "geometry": {\n',
     [('PHONE_NUMBER', '+44 17687 70222')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/380819283",\n        "name": "Gwaun Vale Caravan Park",\n        "phone": "+44 1348 874698",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.9467451,\n          51.9831006\n        ]\n      },\n      "id": "node/380819283"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/384412240",\n        "name": "Church House Farm",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.33934,\n          51.8154394\n',
     [('PHONE_NUMBER', '+44 1348 874698')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        ]\n      },\n      "id": "node/384412240"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/390220943",\n        "caravans": "yes",\n        "name": "Trebellan Park",\n        "phone": "+44 1637 830522",\n        "tents": "yes",\n        "tourism": "camp_site",\n        "website": "https://www.trebellan.co.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -5.1091035,\n          50.3718702\n        ]\n      },\n      "id": "node/390220943"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/390355269",\n        "name": "Ruan Scout Camp",\n',
     [('PHONE_NUMBER', '+44 1637 830522')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "addr:street": "Gartness Road",\n        "description": "Campsite",\n        "fee": "yes",\n        "internet_access": "yes",\n        "internet_access:fee": "no",\n        "name": "Drymen Camping",\n        "payment:cash": "yes",\n        "phone": "+44 7494144064",\n        "tourism": "camp_site",\n        "website": "https://drymencamping.co.uk"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.4319797,\n          56.0535722\n        ]\n      },\n      "id": "node/441256992"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/441605151",\n        "tourism": "camp_site"\n',
     [('PHONE_NUMBER', '+44 7494144064')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '      "id": "node/471773929"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/473232431",\n        "addr:city": "Pléneuf Val André",\n        "addr:postcode": "22370",\n        "name": "Parc résidentiel de la Vallée du Preto",\n        "note": "Chalet",\n        "phone": "+33296631979",\n        "source": "RLM",\n        "tourism": "camp_site",\n        "website": "https://www.parc-du-preto.com/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.517412,\n          48.5928279\n        ]\n      },\n      "id": "node/473232431"\n    },\n    {\n      "type": "Feature",\n',
     [('PHONE_NUMBER', '+33296631979')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '      "properties": {\n        "@id": "node/474788350",\n        "name": "Red Bank Farm",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.8091376,\n          54.1061327\n        ]\n      },\n      "id": "node/474788350"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/475393389",\n        "name": "Ballamoar Farm",\n        "name:en": "Ballamoar Farm",\n        "name:gv": "Ballamoar",\n        "phone": "01624 897442",\n        "place": "farm",\n        "postal_code": "IM7 5EE",\n        "source": "Isle of Man Government 1:25000 map (2007)",\n',
     [('PHONE_NUMBER', '01624 897442')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '      },\n      "id": "node/765301894"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/784507329",\n        "addr:city": "North Berwick",\n        "addr:postcode": "EH39 5NJ",\n        "addr:street": "Dunbar Road",\n        "caravans": "yes",\n        "email": "tantallon@meadowhead.co.uk",\n        "name": "Tantallon Caravan & Camping Park",\n        "phone": "+44 162 089 3348",\n        "source": "survey and http://www.meadowhead.co.uk/TantallonHome.aspx",\n        "tents": "yes",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.6937184,\n',
     [('PHONE_NUMBER', '+44 162 089 3348'), ('EMAIL_ADDRESS', 'tantallon@meadowhead.co.uk')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "type": "Point",\n        "coordinates": [\n          -3.1290188,\n          54.2736531\n        ]\n      },\n      "id": "node/800519210"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/803653087",\n        "name": "Bryn Bach",\n        "phone": "+44 1758712285",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.5004066,\n          52.8029889\n        ]\n      },\n      "id": "node/803653087"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/812895780",\n        "backcountry": "yes",\n        "fee": "no",\n',
     [('PHONE_NUMBER', '+44 1758712285')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "@id": "node/838752158",\n        "name": "Ynysarwed Farm & Camp Site",\n        "phone": "+44 1639 710517",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.7218926,\n          51.7029522\n        ]\n      },\n      "id": "node/838752158"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/844740489",\n        "name": "Lydford Caravan & Camp Site",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.1066515,\n          50.6486317\n        ]\n      },\n',
     [('PHONE_NUMBER', '+44 1639 710517')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '      "id": "node/844740489"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/844991274",\n        "description": "Location de mobil home uniquement.",\n        "name": "Les Palmiers",\n        "tourism": "camp_site",\n        "website": "https://www.campingpalmiers.com"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.8414917,\n          48.6057888\n        ]\n      },\n      "id": "node/844991274"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/846145808",\n        "name": "Tyllwyd",\n        "phone": "+44 1974 282216",\n',
     [('PHONE_NUMBER', '+44 1974 282216')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.7288379,\n          52.3631591\n        ]\n      },\n      "id": "node/846145808"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/846161992",\n        "name": "Brynawelon Touring & Camping Park",\n        "phone": "+44 1239 654548",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.4543971,\n          52.130563\n        ]\n      },\n      "id": "node/846161992"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     [('PHONE_NUMBER', '+44 1239 654548')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_IE',
     '        "addr:housename": "Cong Camping Caravan & Glamping Park",\n        "addr:postcode": "F31XD56",\n        "addr:street": "Quay Road",\n        "name": "Cong Camping Caravan & Glamping Park",\n        "phone": "+353-94-954-6089",\n        "tourism": "camp_site",\n        "website": "https://www.congcamping.com/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -9.2710164,\n          53.5391787\n        ]\n      },\n      "id": "node/1122768718"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1133915038",\n        "addr:postcode": "PA42 7AT",\n        "name": "Kintra Campsite",\n',
     [('PHONE_NUMBER', '+353-94-954-6089')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "phone": "+44 1496 302051",\n        "tourism": "camp_site",\n        "website": "http://www.kintrafarm.co.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -6.2611727,\n          55.6556123\n        ]\n      },\n      "id": "node/1133915038"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1149341150",\n        "name": "Swallaw Falls Complex",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.8460517,\n          53.1017867\n        ]\n      },\n      "id": "node/1149341150"\n    },\n    {\n',
     [('PHONE_NUMBER', '+44 1496 302051')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '        "name": "YHA Land\'s End",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -5.6886793,\n          50.1159507\n        ]\n      },\n      "id": "node/1313063909"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1313828747",\n        "caravans": "yes",\n        "name": "Camping municipal",\n        "name:br": "Tachenn-gampiñ kêr",\n        "nudism": "no",\n        "phone": "+33 298991058",\n        "tents": "yes",\n        "tourism": "camp_site",\n',
     [('PHONE_NUMBER', '+33 298991058')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "website": "http://www.ville-carhaix.bzh/accueil_carhaix/decouvrir_carhaix/tourisme_de_loisirs_et_daffaires/camping_municipal_de_la_vallee_de_lhyeres"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.6019721,\n          48.2775098\n        ]\n      },\n      "id": "node/1313828747"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1332822317",\n        "addr:postcode": "TR19 7BE",\n        "ele": "113.08",\n        "name": "Trevedra Farm",\n        "phone": "+44 1736 871818",\n        "sym": "Campground",\n        "toilets:wheelchair": "yes",\n',
     [('PHONE_NUMBER', '+44 1736 871818')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/1406933529",\n        "tourism": "camp_site",\n        "url": "http://www.baronscrossinn.com/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.7632977,\n          52.2225588\n        ]\n      },\n      "id": "node/1406933529"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1412232313",\n        "name": "Bosmeleac",\n        "phone": "+33 2 96 28 87 88",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.9015996,\n          48.3017454\n',
     [('PHONE_NUMBER', '+33 2 96 28 87 88')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "@id": "node/1768049188",\n        "caravans": "no",\n        "name": "New Ing Lodge Camping",\n        "phone": "+44 1931 716719",\n        "source": "survey",\n        "tents": "yes",\n        "tourism": "camp_site",\n        "website": "www.newinglodge.co.uk"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.677181,\n          54.5336764\n        ]\n      },\n      "id": "node/1768049188"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1785973474",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n',
     [('PHONE_NUMBER', '+44 1931 716719')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/1863104292",\n        "addr:city": "Saint Aignan",\n        "addr:country": "FR",\n        "addr:housenumber": "6€ /personnes",\n        "addr:postcode": "56480",\n        "addr:street": "Anse de Sordan",\n        "name": "Camping Merlin les Pieds dans l\'eau",\n        "phone": "+33 2 97 27 52 36",\n        "stars": "2",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.0694625,\n          48.2014275\n        ]\n      },\n      "id": "node/1863104292"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     [('PHONE_NUMBER', '+33 2 97 27 52 36')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "@id": "node/2190009123",\n        "name": "Abbey Farm",\n        "phone": "+44 1472753476",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.4097528,\n          54.1047831\n        ]\n      },\n      "id": "node/2190009123"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2192194706",\n        "addr:city": "Caton",\n        "addr:housename": "New Parkside Farm",\n        "addr:postcode": "LA2 9HH",\n        "name": "New Parkside Farm Camp Site",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n',
     [('PHONE_NUMBER', '+44 1472753476')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_IE',
     '        "coordinates": [\n          -2.7477936,\n          54.0721161\n        ]\n      },\n      "id": "node/2192194706"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2211175530",\n        "addr:city": "Dingle",\n        "addr:country": "IE",\n        "addr:street": "Co. Kerry",\n        "contact:email": "info@rainbowhosteldingle.com",\n        "contact:phone": "+353 66 915 1044",\n        "name": "Rainbow Hostel Dingle",\n        "tourism": "camp_site",\n        "website": "http://www.rainbowhosteldingle.com/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -10.2888956,\n',
     [('PHONE_NUMBER', '+353 66 915 1044'), ('EMAIL_ADDRESS', 'info@rainbowhosteldingle.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '        "phone": "+33 2 97 23 42 74",\n        "source:name:br": "proper translation",\n        "tourism": "camp_site",\n        "website": "http://www.gourin.fr/piscine-camping.html"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.6172781,\n          48.1415598\n        ]\n      },\n      "id": "node/2340964042"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2351658414",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.4114075,\n          50.6531014\n        ]\n      },\n      "id": "node/2351658414"\n',
     [('PHONE_NUMBER', '+33 2 97 23 42 74')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "@id": "node/2419937147",\n        "name": "Cottage Farm Touring Park",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -5.1151612,\n          50.3876817\n        ]\n      },\n      "id": "node/2419937147"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2439646822",\n        "email": "webmaster@campingcornwall.net",\n        "internet_access": "no",\n        "name": "Penrose Camp Site",\n        "phone": "+44 7977 570 764",\n        "tourism": "camp_site",\n        "website": "http://www.campingcornwall.net"\n      },\n      "geometry": {\n',
     [('PHONE_NUMBER', '+44 7977 570 764'), ('EMAIL_ADDRESS', 'webmaster@campingcornwall.net')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.2286475,\n          51.9491852\n        ]\n      },\n      "id": "node/2484209509"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2552445898",\n        "name": "Wrekin View Naturist Club",\n        "phone": "+44 758 2137 563",\n        "source": "http://www.wrekinview.org.uk/",\n        "tourism": "camp_site",\n        "website": "http://www.wrekinview.org.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.6161062,\n          52.8450959\n        ]\n',
     [('PHONE_NUMBER', '+44 758 2137 563')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/2862404008",\n        "email": "info@langcliffe.com",\n        "name": "Langcliffe Park",\n        "phone": "+44 1729 822387",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.2802565,\n          54.0819006\n        ]\n      },\n      "id": "node/2862404008"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2888327070",\n        "name": "Whitemead Park",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n',
     [('PHONE_NUMBER', '+44 1729 822387'), ('EMAIL_ADDRESS', 'info@langcliffe.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '          -2.5604277,\n          51.7654237\n        ]\n      },\n      "id": "node/2888327070"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2934518352",\n        "name": "Bridgend Campsite",\n        "phone": "+44 1770860597",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -5.2957028,\n          55.5228373\n        ]\n      },\n      "id": "node/2934518352"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2938209004",\n        "name": "Cannington farm campsite",\n        "tourism": "camp_site"\n      },\n',
     [('PHONE_NUMBER', '+44 1770860597')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "name": "Rhydd Covert Scout Camp",\n        "operator": "Scouts, supported by Robert Plant from Led Zeppelin",\n        "phone": "+44 1562 754257",\n        "tourism": "camp_site",\n        "website": "http://www.rhyddcovert.org.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.2849816,\n          52.3779813\n        ]\n      },\n      "id": "node/2941674422"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2950785210",\n        "addr:city": "Pwllheli",\n        "addr:postcode": "LL53 6NG",\n        "addr:street": "Penfras Isaf, Llwyndyrys",\n',
     [('PHONE_NUMBER', '+44 1562 754257')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "contact:email": "post@away-from-it-all.co.uk",\n        "contact:phone": "01758 750279",\n        "name": "Away From It All Glamping Holiday",\n        "operator": "Pryderi & Bethan",\n        "tourism": "camp_site",\n        "website": "http://www.away-from-it-all.co.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.421134,\n          52.9436323\n        ]\n      },\n      "id": "node/2950785210"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2960954718",\n        "caravans": "no",\n        "name": "Danywenallt YHA",\n        "operator": "YHA England & Wales",\n',
     [('PHONE_NUMBER', '01758 750279'), ('EMAIL_ADDRESS', 'post@away-from-it-all.co.uk')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_IE',
     '      "properties": {\n        "@id": "node/3061364106",\n        "name": "Noongallas",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -5.5436828,\n          50.1457441\n        ]\n      },\n      "id": "node/3061364106"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3104997745",\n        "email": "sleepyhollows@eircom.net",\n        "name": "Sleepy Hollow",\n        "phone": "00353 74 954 8272",\n        "tourism": "camp_site",\n        "website": "http://homepage.eircom.net/~sleepyhollows/index.htm"\n      },\n      "geometry": {\n',
     [('PHONE_NUMBER', '00353 74 954 8272'), ('EMAIL_ADDRESS', 'sleepyhollows@eircom.net')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'fr_FR',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/3259041060",\n        "addr:city": "Châteauneuf-du-Faou",\n        "addr:postcode": "29520",\n        "addr:street": "Penn ar Pont",\n        "name": "Camping municipal Penn ar Pont",\n        "operator": "Municipal",\n        "phone": "+33 2 98 81 81 25",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.1871856,\n          48.2951628\n        ]\n      },\n      "id": "node/3259041060"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3269252092",\n        "tourism": "camp_site"\n',
     [('PHONE_NUMBER', '+33 2 98 81 81 25')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', 'en_GB',
     '        "name": "Borders Hideway Camping and Caravan Site",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.1693975,\n          52.0860647\n        ]\n      },\n      "id": "node/3625435802"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3639121378",\n        "caravans": "yes",\n        "name": "Gwinear Farm",\n        "phone": "+44 1637 830 172",\n        "tents": "yes",\n        "tourism": "camp_site",\n        "website": "http://www.gwinearfarm.co.uk/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n',
     [('PHONE_NUMBER', '+44 1637 830 172')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "tags": {\n        "name": "Clare\'s Rock Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 313948866,\n      "lat": 52.9310955,\n      "lon": -9.3458489,\n      "tags": {\n        "addr:city": "Lahinch",\n        "name": "Lahinch Hostel",\n        "phone": "+ 353 65 7081040",\n        "tourism": "hostel",\n        "website": "http://www.lahinchhostel.ie"\n      }\n    },\n    {\n      "type": "node",\n      "id": 416128352,\n      "lat": 53.2536685,\n      "lon": -6.2842446,\n      "tags": {\n        "name": "Larch Hill Scouting Center",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n',
     [('PHONE_NUMBER', '+ 353 65 7081040')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_GB',
     '        "name": "Paddy\'s Palace Belfast",\n        "phone": "+44 28 9033 3367",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 579036326,\n      "lat": 54.5858851,\n      "lon": -5.9391085,\n      "tags": {\n        "addr:city": "Belfast",\n        "addr:country": "GB",\n        "addr:housenumber": "63",\n        "addr:street": "Fitzwilliam Street",\n        "name": "Archie\'s Backpacker",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 593885260,\n      "lat": 53.2949416,\n      "lon": -6.1485784,\n      "tags": {\n        "addr:housenumber": "7",\n        "addr:postcode": "A96 HF51",\n',
     [('PHONE_NUMBER', '+44 28 9033 3367')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "addr:street": "Old Dunleary Road",\n        "contact:facebook": "https://www.facebook.com/Marina.House.Dublin/",\n        "contact:instagram": "https://www.instagram.com/marina_hostel/",\n        "email": "info@marinahostel.com",\n        "name": "Marina House",\n        "phone": "+353-1-214-8482",\n        "tourism": "hostel",\n        "website": "https://www.marinahostel.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 600494648,\n      "lat": 53.2727826,\n      "lon": -9.0484306,\n      "tags": {\n        "addr:street": "Queen Street",\n        "name": "Claddagh Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n',
     [('PHONE_NUMBER', '+353-1-214-8482'), ('EMAIL_ADDRESS', 'info@marinahostel.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "type": "node",\n      "id": 622348416,\n      "lat": 53.1727678,\n      "lon": -6.2177743,\n      "tags": {\n        "name": "Knockree Youth Hostel",\n        "operator": "An Óige",\n        "phone": "+353 1 276 7981",\n        "tourism": "hostel",\n        "website": "http://anoige.ie/hostels/our-hostel-guide/knockree-youth-hostel/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 659792335,\n      "lat": 53.5927148,\n      "lon": -9.7692812,\n      "tags": {\n        "leisure": "sports_centre",\n        "name": "Killary Adventure Company",\n        "source": "Estimate, but better than half way up a mountain where it was before",\n',
     [('PHONE_NUMBER', '+353 1 276 7981')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "lat": 53.3334744,\n      "lon": -6.2652115,\n      "tags": {\n        "addr:street": "Camden Street Upper",\n        "name": "Camden Hall Hostel (Closed)",\n        "phone": "+353 1 4244111",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 759300852,\n      "lat": 53.3496638,\n      "lon": -6.2534612,\n      "tags": {\n        "addr:housenumber": "5",\n        "addr:street": "Beresford Place",\n        "email": "info@paddyspalace.com",\n        "name": "Paddy\'s Place Hostel",\n        "name:en": "Paddy\'s Palace",\n        "phone": "+353-1-8230822",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+353 1 4244111'), ('PHONE_NUMBER', '+353-1-8230822'), ('EMAIL_ADDRESS', 'info@paddyspalace.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "website": "http://www.paddyspalace.com"\n      }\n    },\n    {\n      "type": "node",\n      "id": 853608161,\n      "lat": 54.7176784,\n      "lon": -7.2327132,\n      "tags": {\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 983384091,\n      "lat": 52.9184415,\n      "lon": -6.4128399,\n      "tags": {\n        "name": "Lugnaquilla House Hostel",\n        "phone": "+353-402-94651",\n        "tourism": "hostel",\n        "website": "http://www.lugnaquillahousehostel.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 987772936,\n      "lat": 53.7303083,\n      "lon": -6.8817641,\n      "tags": {\n',
     [('PHONE_NUMBER', '+353-402-94651')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '    {\n      "type": "node",\n      "id": 1335815378,\n      "lat": 52.160465,\n      "lon": -10.0284494,\n      "tags": {\n        "name": "Dingle Gate Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1340584223,\n      "lat": 52.9814102,\n      "lon": -6.0422752,\n      "tags": {\n        "name": "Captain Halpin\'s Bunkhouse",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1341079423,\n      "lat": 53.3483874,\n      "lon": -6.277675,\n      "tags": {\n        "name": "Generator Hostel Dublin",\n        "phone": "+35319010222",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+35319010222')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "website": "https://generatorhostels.com/destinations/dublin",\n        "wheelchair": "yes"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1356396175,\n      "lat": 51.9986112,\n      "lon": -9.4341085,\n      "tags": {\n        "email": "peacockhostel@eircom.net",\n        "name": "Peacock Farm Hostel",\n        "phone": "+353 (0)64 663 3557",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1361025969,\n      "lat": 52.1476943,\n      "lon": -10.2886318,\n      "tags": {\n        "addr:city": "Dingle",\n        "addr:country": "IE",\n        "addr:street": "Co. Kerry",\n',
     [('PHONE_NUMBER', '+353 (0)64 663 3557'), ('EMAIL_ADDRESS', 'peacockhostel@eircom.net')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "contact:email": "info@rainbowhosteldingle.com",\n        "contact:phone": "+353 66 915 1044",\n        "name": "Rainbow Hostel Dingle",\n        "tourism": "hostel",\n        "website": "http://www.rainbowhosteldingle.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1362937691,\n      "lat": 51.8627779,\n      "lon": -9.7091101,\n      "tags": {\n        "name": "Greenwood Hostel",\n        "phone": "+353 89 208 1009",\n        "tourism": "hostel",\n        "website": "https://greenwoodhostel.com"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1380688631,\n      "lat": 52.5708949,\n      "lon": -9.8610664,\n      "tags": {\n',
     [('PHONE_NUMBER', '+353 66 915 1044'), ('PHONE_NUMBER', '+353 89 208 1009'), ('EMAIL_ADDRESS', 'info@rainbowhosteldingle.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "addr:street": "Belgrave Place",\n        "contact:email": "info@sheilashostel.ie",\n        "contact:fax": "+353-21-4500-940",\n        "contact:phone": "+353-21-4505-562",\n        "internet_access": "wlan",\n        "internet_access:fee": "no",\n        "name": "Sheilas Hostel",\n        "old_name": "Scoil Íte",\n        "tourism": "hostel",\n        "website": "http://www.sheilashostel.ie/",\n        "wheelchair": "no"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1450473314,\n      "lat": 53.2766914,\n      "lon": -9.0505277,\n      "tags": {\n        "name": "Sleepzone",\n        "tourism": "hostel"\n      }\n    },\n    {\n',
     [('PHONE_NUMBER', '+353-21-4500-940'), ('PHONE_NUMBER', '+353-21-4505-562'), ('EMAIL_ADDRESS', 'info@sheilashostel.ie')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "type": "node",\n      "id": 1460508190,\n      "lat": 53.3559356,\n      "lon": -6.268339,\n      "tags": {\n        "addr:city": "Dublin",\n        "addr:housenumber": "61",\n        "addr:street": "Mountjoy Street",\n        "guest_house": "hostel",\n        "name": "Dublin International Hostel (Closed)",\n        "operator": "An Óige",\n        "phone": "+353-1-882-2561",\n        "tourism": "hostel",\n        "website": "https://anoige.ie/dublin-international-hostel/",\n        "wheelchair": "no"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1469413981,\n      "lat": 53.2712567,\n      "lon": -9.0541188,\n      "tags": {\n',
     [('PHONE_NUMBER', '+353-1-882-2561')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "phone": "+353 (0)95 42929",\n        "tourism": "hostel",\n        "website": "https://www.sleepzone.ie/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1496777389,\n      "lat": 52.3067241,\n      "lon": -7.499615,\n      "tags": {\n        "designation": "Hostel",\n        "name": "Rathgormack Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1498471155,\n      "lat": 53.3323866,\n      "lon": -6.2633845,\n      "tags": {\n        "addr:housenumber": "3-6",\n        "addr:street": "Charlemont Street",\n        "name": "Citi Hostel",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+353 (0)95 42929')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '    },\n    {\n      "type": "node",\n      "id": 1738672198,\n      "lat": 54.272793,\n      "lon": -8.4809982,\n      "tags": {\n        "name": "Railway Hostel",\n        "source": "Garmin",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1771555716,\n      "lat": 51.5366945,\n      "lon": -9.2481655,\n      "tags": {\n        "addr:city": "Skibbereen",\n        "addr:street": "Castletownsend Road",\n        "contact:phone": "+353 28 22451",\n        "name": "Russagh Mills Hostel & Adventure Centre",\n        "tourism": "hostel",\n        "website": "https://www.russaghmillhostel.com/"\n      }\n    },\n    {\n',
     [('PHONE_NUMBER', '+353 28 22451')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "type": "node",\n      "id": 1789909113,\n      "lat": 54.2894,\n      "lon": -9.3749648,\n      "tags": {\n        "email": "jadehughes2001@yahoo.com",\n        "name": "Donmar Cottage",\n        "phone": "+353 86 8739963",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1809978663,\n      "lat": 53.4875257,\n      "lon": -10.0211231,\n      "tags": {\n        "name": "Clifden Town Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1830697415,\n      "lat": 51.7701452,\n      "lon": -10.0990254,\n      "tags": {\n        "name": "Travellers Rest",\n        "tourism": "hostel"\n',
     [('PHONE_NUMBER', '+353 86 8739963'), ('EMAIL_ADDRESS', 'jadehughes2001@yahoo.com')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      }\n    },\n    {\n      "type": "node",\n      "id": 1965496517,\n      "lat": 54.7055647,\n      "lon": -8.7416873,\n      "tags": {\n        "guest_house": "hostel",\n        "name": "Dooey Hostel",\n        "smoking": "outside",\n        "source": "Bing",\n        "tourism": "hostel",\n        "website": "http://www.glencolmcille.ie/dooey.htm"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2263121889,\n      "lat": 53.4706989,\n      "lon": -9.8426407,\n      "tags": {\n        "email": "info@anoige.ie",\n        "name": "Ben Lettery Hostel",\n        "phone": "+353 86 84 93 712",\n        "tourism": "hostel"\n      }\n    },\n    {\n',
     [('PHONE_NUMBER', '+353 86 84 93 712'), ('EMAIL_ADDRESS', 'info@anoige.ie')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "type": "node",\n      "id": 2336822716,\n      "lat": 53.7859555,\n      "lon": -7.2621834,\n      "tags": {\n        "name": "Orchard Cottage",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2405362034,\n      "lat": 52.0593498,\n      "lon": -9.5105776,\n      "tags": {\n        "addr:city": "Killarney",\n        "addr:street": "New Street",\n        "email": "neptunes@eircom.net",\n        "name": "Neptune\'s Hostel",\n        "phone": "+353646635255",\n        "source": "GPS",\n        "tourism": "hostel",\n        "website": "http://www.neptuneshostel.com/"\n      }\n    },\n    {\n      "type": "node",\n',
     [('PHONE_NUMBER', '+353646635255'), ('EMAIL_ADDRESS', 'neptunes@eircom.net')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "id": 2409497556,\n      "lat": 52.0587233,\n      "lon": -9.5134093,\n      "tags": {\n        "name": "Paddy\'s Palace",\n        "source": "survey",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2447138898,\n      "lat": 54.0615116,\n      "lon": -8.2989666,\n      "tags": {\n        "addr:city": "Lough Arrow",\n        "addr:housename": "Rock House",\n        "addr:street": "Ballynary",\n        "name": "Arrowrock Lodge",\n        "operator": "Craig & Mary",\n        "phone": "+353 71 9666073",\n        "source": "Owner",\n        "tourism": "hostel",\n        "website": "http://www.arrowrocklodge.com/"\n      }\n',
     [('PHONE_NUMBER', '+353 71 9666073')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      "id": 2531563570,\n      "lat": 53.3564014,\n      "lon": -6.2659453,\n      "tags": {\n        "addr:city": "Dublin",\n        "addr:country": "IE",\n        "addr:housenumber": "5",\n        "addr:street": "Blessington Street",\n        "name": "The Dublin Central Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2574545665,\n      "lat": 53.2745832,\n      "lon": -9.0518042,\n      "tags": {\n        "addr:city": "Galway",\n        "addr:street": "Eglinton Street",\n        "name": "The Savoy Hostel",\n        "phone": "+353 (0)91 375 421",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+353 (0)91 375 421')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "website": "http://www.galwayhostel.ie/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2574552912,\n      "lat": 53.3453301,\n      "lon": -6.261747,\n      "tags": {\n        "name": "Oliver St John Gogarty\'s Hostel",\n        "phone": "+353-1-6711822",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2579029460,\n      "lat": 53.3556031,\n      "lon": -6.2644268,\n      "tags": {\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2579036747,\n      "lat": 53.3555143,\n      "lon": -6.2641318,\n      "tags": {\n        "name": "Backpackers Ireland",\n',
     [('PHONE_NUMBER', '+353-1-6711822')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2579089712,\n      "lat": 53.3562178,\n      "lon": -6.259863,\n      "tags": {\n        "name": "Lyndon House B&B",\n        "tourism": "hostel",\n        "website": "http://www.lyndonhouse.net/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2622584907,\n      "lat": 52.0752566,\n      "lon": -9.6208346,\n      "tags": {\n        "addr:city": "Killarney",\n        "addr:housename": "Gortacollopa",\n        "addr:street": "Fossa",\n        "name": "Dunloe View Hostel",\n        "phone": "+353646644187",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+353646644187')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "website": "http://www.dunloeviewhostel.ie"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2694308348,\n      "lat": 54.6353213,\n      "lon": -8.6256774,\n      "tags": {\n        "email": "derrylahan@eircom.net",\n        "name": "Derrylahan Independent Hostel",\n        "phone": "+353 749738079",\n        "tourism": "hostel",\n        "website": "http://www.derrylahanhostel.ie/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2697052783,\n      "lat": 52.5201875,\n      "lon": -7.8963202,\n      "tags": {\n        "name": "O\'Briens Holiday Lodge",\n        "tourism": "hostel",\n        "website": "http://www.cashel-lodge.com/"\n',
     [('PHONE_NUMBER', '+353 749738079'), ('EMAIL_ADDRESS', 'derrylahan@eircom.net')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '      }\n    },\n    {\n      "type": "node",\n      "id": 2823445901,\n      "lat": 52.1662796,\n      "lon": -10.4062393,\n      "tags": {\n        "name": "Cig an Saorsaig",\n        "smoking": "no",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2884020102,\n      "lat": 52.8304948,\n      "lon": -6.935905,\n      "tags": {\n        "name": "Otterholt Riverside Lodge",\n        "phone": "+353 59 913 0404",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2893703804,\n      "lat": 51.8952983,\n      "lon": -8.4747164,\n      "tags": {\n        "addr:city": "Cork",\n',
     [('PHONE_NUMBER', '+353 59 913 0404')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "addr:housename": "Blackmore Court Accommodation",\n        "addr:street": "Blackmore Lane",\n        "alt_name": "Blackmore Court Accommodation",\n        "internet_access": "wlan",\n        "internet_access:fee": "no",\n        "name": "Blackmore Court",\n        "phone": "+353 85 765 2700",\n        "source": "Local knowledge",\n        "tourism": "hostel",\n        "website": "http://www.blackmorecourt.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2975395433,\n      "lat": 52.0601041,\n      "lon": -9.5064038,\n      "tags": {\n        "addr:city": "Killarney",\n        "breakfast": "yes",\n        "name": "Sugan Hostel",\n',
     [('PHONE_NUMBER', '+353 85 765 2700')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "phone": "+353-87-718-8237",\n        "tourism": "hostel",\n        "website": "http://www.suganhostelkillarney.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 2987683034,\n      "lat": 54.0126872,\n      "lon": -9.9697369,\n      "tags": {\n        "name": "The Valley House",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 3019001405,\n      "lat": 53.8038072,\n      "lon": -9.9496939,\n      "tags": {\n        "addr:city": "Westport",\n        "addr:street": "Capnagower",\n        "contact:facebook": "http://www.facebook.com/goexplorehostel",\n',
     [('PHONE_NUMBER', '+353-87-718-8237')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "contact:google_plus": "https://plus.google.com/114244982800124641704",\n        "contact:linkedin": "http://ie.linkedin.com/pub/carl-o-grady/3b/672/9b",\n        "contact:tripadvisor": "http://www.tripadvisor.com/Hotel_Review-g1800632-d3343008-Reviews-Go_Explore_Hostel-Clare_Island_County_Mayo.html",\n        "contact:twitter": "http://twitter.com/goexplorehostel",\n        "email": "stay@goexplorehostel.ie",\n        "fee": "yes",\n        "internet_access": "wlan",\n        "name": "Go Explore Hostel",\n        "name:en": "Go Explore Hostel",\n        "phone": "+353-98-26307",\n        "tourism": "hostel",\n',
     [('PHONE_NUMBER', '+353-98-26307'), ('EMAIL_ADDRESS', 'stay@goexplorehostel.ie')]),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', 'en_IE',
     '        "website": "http://www.goexplorehostel.ie/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 3162664039,\n      "lat": 53.3322897,\n      "lon": -6.2677776,\n      "tags": {\n        "addr:city": "Dublin",\n        "addr:housenumber": "21",\n        "addr:street": "Harrington Street",\n        "name": "Harrington House Hostel",\n        "phone": "+353 1 475 4008",\n        "tourism": "hostel",\n        "website": "http://harringtonhousedublin.weebly.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 3336614247,\n      "lat": 52.9916846,\n      "lon": -6.3083474,\n      "tags": {\n        "designation": "Hostel",\n',
     [('PHONE_NUMBER', '+353 1 475 4008')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "phone": "+91 963 906 0712",\n        "tourism": "hotel",\n        "website": "http://www.song-river-dhamra-ashram.com"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.23634,\n          30.0459353\n        ]\n      },\n      "id": "node/1171045390"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1184535989",\n        "historic": "monument",\n        "name": "Blue Shiva",\n        "religion": "hindu",\n        "tourism": "artwork"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3131661,\n          30.1212361\n        ]\n      },\n',
     [('PHONE_NUMBER', '+91 963 906 0712')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        ]\n      },\n      "id": "node/1203957378"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/1239486672",\n        "addr:city": "Mussoorie",\n        "addr:full": "Sterling Holiday Resorts, Radha Bhawan Estate, Circular Road, Mussoorie",\n        "addr:postcode": "248179",\n        "addr:street": "Circular Road",\n        "email": "sterlingmussoorie@sterlingresort.co.in",\n        "name": "Sterling Holidays",\n        "phone": "+91 0135 2631713;+91 0135 2631715",\n        "tourism": "hotel",\n        "website": "http://www.sterlingholidays.in/our-resorts/sterling-destination-network/mussoorie.aspx"\n      },\n',
     [('PHONE_NUMBER', '+91 0135 2631713'), ('PHONE_NUMBER', '+91 0135 2631715'), ('EMAIL_ADDRESS', 'sterlingmussoorie@sterlingresort.co.in')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '          78.2477001,\n          30.4236322\n        ]\n      },\n      "id": "node/2617724153"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2619676632",\n        "internet_access": "no",\n        "name": "GMVN-Bharat Bhoomi",\n        "operator": "Garhwal Mandal Vikas Nigam",\n        "phone": "+91-135-2433002",\n        "smoking": "no",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.2825949,\n          30.1136412\n        ]\n      },\n      "id": "node/2619676632"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     [('PHONE_NUMBER', '+91-135-2433002')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "@id": "node/2657561835",\n        "name": "Waterfall",\n        "tourism": "viewpoint"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3526904,\n          30.1229012\n        ]\n      },\n      "id": "node/2657561835"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/2657566341",\n        "name": "Bhandari Swiss Cottage",\n        "phone": "+91135 243 2939",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3184711,\n          30.127467\n        ]\n      },\n      "id": "node/2657566341"\n    },\n    {\n',
     [('PHONE_NUMBER', '+91135 243 2939')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "internet_access": "wlan",\n        "loc_name": "Kasar Devi",\n        "name": "The Real Place",\n        "operator": "Mr. Bhagwat",\n        "phone": "+919470736132",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.6647415,\n          29.6464119\n        ]\n      },\n      "id": "node/3474642238"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3811562491",\n        "name": "GMVN, Har Ki Dun",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.4310006,\n',
     [('PHONE_NUMBER', '+919470736132')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '          31.1528662\n        ]\n      },\n      "id": "node/3811562491"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3811570228",\n        "name": "Forest Rest House",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.4292196,\n          31.1505386\n        ]\n      },\n      "id": "node/3811570228"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3812555001",\n        "name": "Yoga Villa",\n        "phone": "01352440144",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n',
     [('PHONE_NUMBER', '01352440144')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "coordinates": [\n          78.3192261,\n          30.1200241\n        ]\n      },\n      "id": "node/3812555001"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3812555002",\n        "name": "Negi Bhawan",\n        "phone": "8126375433",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3195454,\n          30.1205215\n        ]\n      },\n      "id": "node/3812555002"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3812555003",\n        "name": "Swasti Yogshala",\n        "tourism": "guest_house"\n      },\n',
     [('PHONE_NUMBER', '8126375433')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3205379,\n          30.1205528\n        ]\n      },\n      "id": "node/3812555003"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3812555177",\n        "name": "Narayana Kunj",\n        "phone": "+919758881169",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3182708,\n          30.1199481\n        ]\n      },\n      "id": "node/3812555177"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815682835",\n        "name": "Pink",\n',
     [('PHONE_NUMBER', '+919758881169')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "phone": "9756538724",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3134465,\n          30.1172076\n        ]\n      },\n      "id": "node/3815682835"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815682836",\n        "name": "Himalaya",\n        "phone": "9012052669",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3134134,\n          30.1168635\n        ]\n      },\n      "id": "node/3815682836"\n    },\n    {\n      "type": "Feature",\n',
     [('PHONE_NUMBER', '9756538724'), ('PHONE_NUMBER', '9012052669')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "properties": {\n        "@id": "node/3815682837",\n        "name": "Green View",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3132748,\n          30.117549\n        ]\n      },\n      "id": "node/3815682837"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815682838",\n        "name": "Ganga",\n        "phone": "+917579153663",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3136966,\n          30.1174239\n        ]\n      },\n      "id": "node/3815682838"\n    },\n',
     [('PHONE_NUMBER', '+917579153663')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815685511",\n        "name": "Brijwasi Palace",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3127686,\n          30.1172258\n        ]\n      },\n      "id": "node/3815685511"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815685512",\n        "name": "Nirvana Palace",\n        "phone": "+911352440300",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3133079,\n          30.1169469\n        ]\n      },\n',
     [('PHONE_NUMBER', '+911352440300')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "id": "node/3815685512"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815686781",\n        "name": "Green",\n        "name:en": "Hotel Green",\n        "phone": "7434948",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3128951,\n          30.117654\n        ]\n      },\n      "id": "node/3815686781"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815686782",\n        "name": "Baba Ji",\n        "phone": "9917139737",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n',
     [('PHONE_NUMBER', '7434948'), ('PHONE_NUMBER', '9917139737')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "coordinates": [\n          78.3135746,\n          30.1174695\n        ]\n      },\n      "id": "node/3815686782"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815692269",\n        "name": "Vashishth",\n        "phone": "00911352440029",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3130203,\n          30.1172884\n        ]\n      },\n      "id": "node/3815692269"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815692270",\n        "name": "Rama",\n        "phone": "01352434417",\n',
     [('PHONE_NUMBER', '00911352440029'), ('PHONE_NUMBER', '01352434417')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.313555,\n          30.1171737\n        ]\n      },\n      "id": "node/3815692270"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3815692272",\n        "name": "Yog Vashishth",\n        "phone": "+91352440030",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3128921,\n          30.1170238\n        ]\n      },\n      "id": "node/3815692272"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     [('PHONE_NUMBER', '+91352440030')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "@id": "node/3822420123",\n        "name": "Ananda",\n        "phone": "09758164982",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3176679,\n          30.1201061\n        ]\n      },\n      "id": "node/3822420123"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3822425462",\n        "name": "Sarika",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3184858,\n          30.1196069\n        ]\n      },\n      "id": "node/3822425462"\n    },\n    {\n',
     [('PHONE_NUMBER', '09758164982')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/3822425465",\n        "name": "Krishna Cottage",\n        "phone": "01352440193",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3176472,\n          30.1198049\n        ]\n      },\n      "id": "node/3822425465"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3822425470",\n        "name": "Sudesh",\n        "phone": "01353240140",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3176116,\n',
     [('PHONE_NUMBER', '01352440193'), ('PHONE_NUMBER', '01353240140')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '          30.1201381\n        ]\n      },\n      "id": "node/3822425470"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3822427034",\n        "name": "Sarika Home",\n        "phone": "00911352440156",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3183408,\n          30.1193887\n        ]\n      },\n      "id": "node/3822427034"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3822427036",\n        "name": "Gayatri Kunj",\n        "phone": "01352440840",\n        "tourism": "guest_house"\n      },\n',
     [('PHONE_NUMBER', '00911352440156'), ('PHONE_NUMBER', '01352440840')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3108641,\n          30.1140226\n        ]\n      },\n      "id": "node/3822628390"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3822628407",\n        "name": "Moksha",\n        "phone": "01352440040",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3173948,\n          30.1194216\n        ]\n      },\n      "id": "node/3822628407"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3846344061",\n',
     [('PHONE_NUMBER', '01352440040')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "addr:street": "Bazpur Road",\n        "name": "Hotel Sherina",\n        "phone": "+915947272999",\n        "tourism": "hotel",\n        "website": "http://www.hotelsharina.com"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.0036454,\n          29.1856133\n        ]\n      },\n      "id": "node/3846344061"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/3908321628",\n        "addr:city": "Nainital",\n        "addr:postcode": "236002",\n        "building": "house",\n        "name": "Raj Bhavan",\n        "tourism": "attraction"\n      },\n      "geometry": {\n',
     [('PHONE_NUMBER', '+915947272999')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "type": "Feature",\n      "properties": {\n        "@id": "node/4110125604",\n        "addr:street": "Jassa Ram Road",\n        "internet_access": "wlan",\n        "name": "Hotel Swagat Palace",\n        "phone": "+91 1334 221 581",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.1584851,\n          29.9460747\n        ]\n      },\n      "id": "node/4110125604"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4142375189",\n        "name": "nadigaon",\n        "tourism": "viewpoint"\n      },\n      "geometry": {\n        "type": "Point",\n',
     [('PHONE_NUMBER', '+91 1334 221 581')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "name": "Prospect Point Lodge",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.1038766,\n          30.4558635\n        ]\n      },\n      "id": "node/4211862090"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4211923370",\n        "name": "Pine Tree Lodge",\n        "phone": "9760245445",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.1025138,\n          30.4565337\n        ]\n      },\n      "id": "node/4211923370"\n    },\n    {\n      "type": "Feature",\n',
     [('PHONE_NUMBER', '9760245445')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "website": "https://www.zostel.com/zostel/Rishikesh/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.324895,\n          30.1316494\n        ]\n      },\n      "id": "node/4367973004"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4411229695",\n        "internet_access": "wlan",\n        "name": "ANNA Café",\n        "name:de": "ANNA Café",\n        "name:en": "ANNA Café",\n        "phone": "+919793856886",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3287457,\n          30.1227275\n',
     [('PHONE_NUMBER', '+919793856886')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "coordinates": [\n          80.2456001,\n          29.429714\n        ]\n      },\n      "id": "node/4445358789"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4457764090",\n        "addr:postcode": "249192",\n        "addr:street": "Badrinath Road",\n        "email": "VishwaChandera@yahoo.com",\n        "internet_access": "wlan",\n        "name": "Hotel Vishwa Chandra Palace",\n        "name:en": "Hotel Vishwa Chandra Palace",\n        "opening_hours": "24/7",\n        "operator": "Vinay Singh",\n        "phone": "01352435087",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n',
     [('PHONE_NUMBER', '01352435087'), ('EMAIL_ADDRESS', 'VishwaChandera@yahoo.com')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      "id": "node/4459979790"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4465992090",\n        "addr:street": "Binsar st. Kasaar Devi",\n        "email": "mr.kishanmehra@yahoo.com",\n        "internet_access": "wlan",\n        "name": "Jungal Guest House",\n        "name:hi": "Jungal Guest House",\n        "opening_hours": "24/7",\n        "operator": "Kishan sing",\n        "phone": "+919410158598",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.6656922,\n          29.6523146\n        ]\n      },\n      "id": "node/4465992090"\n    },\n',
     [('PHONE_NUMBER', '+919410158598'), ('EMAIL_ADDRESS', 'mr.kishanmehra@yahoo.com')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.4408023,\n          29.6444215\n        ]\n      },\n      "id": "node/4535332590"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4600301989",\n        "email": "info@adventuria.in",\n        "name": "Adventuria Animal Path",\n        "name:en": "Adventuria Animal Path",\n        "phone": "9716013332",\n        "tourism": "camp_site",\n        "website": "https://www.adventuria.in/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.3835228,\n',
     [('PHONE_NUMBER', '9716013332'), ('EMAIL_ADDRESS', 'info@adventuria.in')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '          30.0815915\n        ]\n      },\n      "id": "node/4600301989"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4646819790",\n        "addr:housenumber": "1. bhulkuna",\n        "addr:postcode": "246473",\n        "addr:street": "Chopta Gopeshwar road",\n        "email": "pushirawat@gmail.com",\n        "name": "Rhodendron forest - Mud hut @ Chopta",\n        "name:en": "Rhodendron forest - Mud hut @ Chopta",\n        "opening_hours": "24/7",\n        "operator": "Pushpendra Singh Rawat",\n        "phone": "7895031411",\n        "tourism": "guest_house",\n        "website": "http://www.peacetrips.com/chopta"\n',
     [('PHONE_NUMBER', '7895031411'), ('EMAIL_ADDRESS', 'pushirawat@gmail.com')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.2105621,\n          30.4782252\n        ]\n      },\n      "id": "node/4646819790"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4646860089",\n        "addr:housenumber": "1 Gwaanaa Dhaar",\n        "addr:postcode": "246401",\n        "addr:street": "Gopeshwar Ghinghraan road",\n        "email": "info@peachesandpears.net",\n        "name": "Peaches and Pears B&B",\n        "name:en": "Peaches and Pears B&B",\n        "operator": "Tulsi Rawat",\n        "phone": "9917012636",\n        "tourism": "guest_house",\n',
     [('PHONE_NUMBER', '9917012636'), ('EMAIL_ADDRESS', 'info@peachesandpears.net')]),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', 'en_IN',
     '        "website": "https://www.peachesandpears.net/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.3423964,\n          30.4161073\n        ]\n      },\n      "id": "node/4646860089"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n        "@id": "node/4662746089",\n        "addr:housenumber": "24 chandrabhaga",\n        "addr:postcode": "249201",\n        "addr:street": "chandreshwar road",\n        "email": "shivgangamylove@rediffmail.com",\n        "name": "Swiss cottage. 1961",\n        "name:en": "Swiss cottage. 1961",\n        "phone": "9412992856",\n        "tourism": "guest_house"\n      },\n',
     [('PHONE_NUMBER', '9412992856'), ('EMAIL_ADDRESS', 'shivgangamylove@rediffmail.com')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "【園區步道】\\r\\n平日 9:00 - 17:00\\r\\n假日 8:30 - 17:00\\r\\n16:00停止入園\\r\\n【動物展示】\\r\\n09:00-16:30\\r\\n【教育中心】\\r\\n09:00-17:00 每週一休館；農曆除夕休館，遇假日則順延隔日休館",\n      "zipcode": "116",\n      "distric": "文山區",\n      "address": "116 臺北市文山區新光路二段30號",\n      "tel": "+886-2-29382300#630",\n      "fax": "+886-2-29382316",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 24.99886,\n      "elong": 121.58106,\n      "official_site": "https://www.zoo.gov.taipei/",\n      "facebook": "https://www.facebook.com/TaipeiZoo/",\n      "ticket": "入園門票：全票/60元、優待票/30元 \\r\\n教育中心：全票/20元、優待票/10元\\r\\n遊客列車：全票/5元",\n',
     [('PHONE_NUMBER', '+886-2-29382300'), ('PHONE_NUMBER', '+886-2-29382316')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "週二至週日09:00~17:00, 公休日：週一及國定假日。",\n      "zipcode": "110",\n      "distric": "信義區",\n      "address": "110 臺北市信義區市府路1號1-4樓",\n      "tel": "+886-2-27208889#8630",\n      "fax": "+886-2-27232793",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.03753,\n      "elong": 121.56377,\n      "official_site": "https://discovery.gov.taipei/Default.aspx",\n      "facebook": "",\n      "ticket": "免費參觀。",\n      "remind": "設有穆斯林祈禱室",\n      "staytime": "",\n      "modified": "2021-08-13 11:11:07 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/42",\n      "category": [\n        {\n',
     [('PHONE_NUMBER', '+886-2-27208889'), ('PHONE_NUMBER', '+886-2-27232793')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "\\r\\n【全園區】\\r\\n園區內-室內區域：9:00~18:00\\r\\n園區內-戶外區域：8:00~22:00\\r\\n園區生態景觀池周邊範圍：24小時開放\\r\\n\\r\\n【松菸小賣所】\\r\\n營業時間｜每日10:00-18:00\\r\\n營業地點｜東向製菸工廠1樓\\r\\n\\r\\n【服務中心】\\r\\n9:00~18:00。若租借相關器材或使用置物櫃，請於17:30前至服務中心歸還或提領。",\n      "zipcode": "110",\n      "distric": "信義區",\n      "address": "110 臺北市信義區光復南路133號",\n      "tel": "+886-2-27651388",\n      "fax": "+886-2-27671823",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.04369,\n      "elong": 121.56063,\n      "official_site": "http://www.songshanculturalpark.org/",\n      "facebook": "https://www.facebook.com/SCCPTaipei/",\n      "ticket": "",\n',
     [('PHONE_NUMBER', '+886-2-27651388'), ('PHONE_NUMBER', '+886-2-27671823')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "主場館 09:00~22:00 (視館內活動時間另行調整)",\n      "zipcode": "105",\n      "distric": "松山區",\n      "address": "105 臺北市松山區南京東路4段2號",\n      "tel": "+886-2-25783536",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.05139,\n      "elong": 121.54974,\n      "official_site": "https://www.arena.taipei/",\n      "facebook": "",\n      "ticket": "",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-07-30 10:23:25 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/271",\n      "category": [\n        {\n          "id": 15,\n          "name": "藝文館所"\n',
     [('PHONE_NUMBER', '+886-2-25783536')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "國立故宮博物院北部院區自109年7月1日起延續開放時間調整措施：開放時間為每週二至週日09:00～17:00，每週一休館，取消每日及週末延長開館時間，同時暫停張大千紀念館對外開放。圖書文獻館自2020年10月19日(一)起至2021年1月底暫停對外開放。\\r\\n\\r\\n各項措施調整時間，將參考中央流行疫情指揮中心相關指示辦理，請隨時關注國立故宮博物院官網最新消息。造成您的不便，尚請見諒，感謝您的配合！",\n      "zipcode": "111",\n      "distric": "士林區",\n      "address": "111 臺北市士林區至善路二段221號",\n      "tel": "+886-2-28812021",\n      "fax": "",\n      "email": "service@npm.gov.tw",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.10236,\n      "elong": 121.54849,\n      "official_site": "https://www.npm.gov.tw/",\n      "facebook": "https://www.facebook.com/npmgov/",\n      "ticket": "門票及各展區開放時間依官方網站公告為主。",\n',
     [('PHONE_NUMBER', '+886-2-28812021'), ('EMAIL_ADDRESS', 'service@npm.gov.tw')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "tel": "+886-2-23431100",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.03619,\n      "elong": 121.51868,\n      "official_site": "http://www.cksmh.gov.tw/",\n      "facebook": "",\n      "ticket": "",\n      "remind": "升降旗時間：\\r\\n夏令時間：4/1~9/30\\r\\n*升旗：6：00AM    降旗：6：10 PM\\r\\n冬令時間：10/1~3/31\\r\\n*升旗：6：30 AM    降旗：5：10 PM\\r\\n \\r\\n 三軍儀隊每日交接時間：\\r\\n上午：9:00、10:00、11:00、12:00\\r\\n下午：1:00、2:00、3:00、4:00、5:00\\r\\n［註］除機電保養日、二二八紀念日、春節除夕及大年初一休館外，開館期間每日整點交接一次。",\n      "staytime": "",\n      "modified": "2021-07-27 15:21:43 +08:00",\n',
     [('PHONE_NUMBER', '+886-2-23431100')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "每日09:00~17:00。\\r\\n週六、寒暑假期間及連續假期（除收假日外）延長營運至20:00。\\r\\n週日或連假假期收假日延長營運至18:00。\\r\\n農曆除夕為休園日不對外開放。\\r\\n營運時間如有調整將另行公告。",\n      "zipcode": "111",\n      "distric": "士林區",\n      "address": "111 臺北市士林區承德路五段55號",\n      "tel": "+886-2-28333823",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.09724,\n      "elong": 121.51494,\n      "official_site": "https://www.tcap.taipei/Default.aspx",\n      "facebook": "",\n      "ticket": "參考門票資訊連結",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-07-27 15:18:49 +08:00",\n',
     [('PHONE_NUMBER', '+886-2-28333823')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "每周一休館，每周二至周日開放時間為10:00 - 18:00，且售票於當日17:30停止服務。",\n      "zipcode": "103",\n      "distric": "大同區",\n      "address": "103 臺北市大同區長安西路39號",\n      "tel": "+886-2-25523721",\n      "fax": "+886-2-25593874",\n      "email": "services@mocataipei.org.tw",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.05072,\n      "elong": 121.51892,\n      "official_site": "http://www.mocataipei.org.tw/",\n      "facebook": "https://www.facebook.com/TaipeiMOCA/",\n      "ticket": "門票收費資訊請以官方網站公告為主。",\n',
     [('PHONE_NUMBER', '+886-2-25523721'), ('PHONE_NUMBER', '+886-2-25593874'), ('EMAIL_ADDRESS', 'services@mocataipei.org.tw')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "週一 休館\\r\\n週二至週日 9:30-17:30\\r\\n週六 9:30-20:30\\r\\n週六17:00後免票參觀",\n      "zipcode": "104",\n      "distric": "中山區",\n      "address": "104 臺北市中山區中山北路3段181號",\n      "tel": "+886-2-25957656",\n      "fax": "+886-2-25944104",\n      "email": "info@tfam.gov.tw",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.07196,\n      "elong": 121.52437,\n      "official_site": "http://www.tfam.museum/",\n      "facebook": "https://www.facebook.com/taipeifineartsmuseum?ddlLang=zh-tw",\n      "ticket": "",\n',
     [('PHONE_NUMBER', '+886-2-25957656'), ('PHONE_NUMBER', '+886-2-25944104'), ('EMAIL_ADDRESS', 'info@tfam.gov.tw')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "週二至週日 10:00-18:00\\r\\n週一固定休館\\r\\n（其餘必要休館時間，請參考最新消息之場館公告）",\n      "zipcode": "108",\n      "distric": "萬華區",\n      "address": "108 臺北市萬華區三水街70號",\n      "tel": "+886-2-23081092",\n      "fax": "+886-2-23081105",\n      "email": "umkt@jutfoundation.org.tw",\n      "months": "",\n      "nlat": 25.03601,\n      "elong": 121.50193,\n      "official_site": "http://umkt.jutfoundation.org.tw/",\n      "facebook": "https://www.facebook.com/Umkt.JUTfoundation/",\n      "ticket": "免費參觀",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-07-27 14:28:12 +08:00",\n',
     [('PHONE_NUMBER', '+886-2-23081092'), ('PHONE_NUMBER', '+886-2-23081105'), ('EMAIL_ADDRESS', 'umkt@jutfoundation.org.tw')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "zipcode": "106",\n      "distric": "大安區",\n      "address": "106 臺北市大安區建國南路一段",\n      "tel": "+886-2-23256995",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.03362,\n      "elong": 121.53781,\n      "official_site": "http://www.fafa.org.tw/",\n      "facebook": "https://www.facebook.com/建國假日花市粉絲專業-595700107130608/",\n      "ticket": "",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-07-27 14:24:41 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/1577",\n      "category": [\n        {\n          "id": 24,\n          "name": "主題商街"\n        }\n',
     [('PHONE_NUMBER', '+886-2-23256995')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "introduction": "關渡自然公園位處淡水河及基隆河的交會口，自古以來，即是重要的候鳥棲地。經過各界保育人士十餘年的努力，在民國85年成立關渡自然公園，民國90年12月1日起，此公園由臺北市政府委由《社團法人臺北市野鳥學會》來經營管理。\\r\\n\\r\\n關渡自然公園最主要的目的在於保育關渡的濕地環境、復育關渡濕地風貌、找回關渡濕地原住民，並教育民眾認識關渡濕地。為了讓民眾更瞭解濕地，園方經常舉辦多元化的濕地環境教育活動及展示如主題特展、假日講座、親子 DIY教室、營隊等，並協助學校進行多元化的環境教育如駐站解說、戶外教學等。除了保持濕地自然環境之外，也提供市民及遊客一處體驗自然、假日休閒的好去處。\\r\\n\\r\\n",\n      "open_time": "夏令時間（4 - 9月）    \\r\\n中心 09:00-17:00 (假日到18:00)\\r\\n戶外 09:00-17:30 (假日到18:30)\\r\\n冬令時間 ( 10-3月 )\\r\\n非假日：9:00-17:00\\r\\n假    日：9:00-17:30\\r\\n\\r\\n",\n      "zipcode": "112",\n      "distric": "北投區",\n      "address": "112 臺北市北投區關渡路55號",\n      "tel": "+886-2-28587417",\n      "fax": "+886-2-28587416",\n',
     [('PHONE_NUMBER', '+886-2-28587417'), ('PHONE_NUMBER', '+886-2-28587416')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "distric": "中正區",\n      "address": "202 基隆市中正區碧砂漁港",\n      "tel": "+886-2-24693606、+886-2-24691822",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.14714,\n      "elong": 121.78629,\n      "official_site": "",\n      "facebook": "",\n      "ticket": "",\n      "remind": "備註事項:遊客如欲搭船出海，應備妥身分證明文件以供查驗（幼童須健保卡）。",\n      "staytime": "",\n      "modified": "2021-05-10 17:21:59 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/130",\n      "category": [\n        {\n          "id": 20,\n          "name": "北北基景點"\n        }\n      ],\n      "target": [\n        {\n',
     [('PHONE_NUMBER', '+886-2-24693606'), ('PHONE_NUMBER', '+886-2-24691822')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "tel": "+886-2-24992381",\n      "fax": "",\n      "email": "",\n      "months": "07,08,03,09,04,10,05,11,06",\n      "nlat": 25.02168,\n      "elong": 121.94421,\n      "official_site": "https://www.fullon-hotels.com.tw/fl/tw/fac-detail/fullonbeach/",\n      "facebook": "",\n      "ticket": "",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-05-10 16:38:04 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/312",\n      "category": [\n        {\n          "id": 20,\n          "name": "北北基景點"\n        }\n      ],\n      "target": [\n        {\n          "id": 62,\n          "name": "校外教學"\n        }\n      ],\n',
     [('PHONE_NUMBER', '+886-2-24992381')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "open_time": "全日開放，依各店家營業時間為主。",\n      "zipcode": "239",\n      "distric": "鶯歌區",\n      "address": "239 新北市鶯歌區文化路、尖山埔路",\n      "tel": "+886-2-29603456",\n      "fax": "",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 24.95221,\n      "elong": 121.3517,\n      "official_site": "https://tour.ntpc.gov.tw/zh-tw/attraction/Detail?wnd_id=60&id=110661",\n      "facebook": "",\n      "ticket": "",\n      "remind": "",\n      "staytime": "",\n      "modified": "2021-05-10 16:23:41 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/304",\n      "category": [\n        {\n          "id": 20,\n',
     [('PHONE_NUMBER', '+886-2-29603456')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '          "name": "購物"\n        }\n      ],\n      "friendly": [],\n      "images": [],\n      "files": [],\n      "links": []\n    },\n    {\n      "id": 299,\n      "name": "猴硐",\n      "name_zh": null,\n      "open_status": 1,\n      "introduction": "猴硐貓村102年曾被美國有線電視新聞網(CNN)評選全球六大賞貓景點之一的山城，早年因猴子出沒及煤礦而得名。近年起因於一個愛貓網友的發動，成立了志工隊希望改善村內的環境，讓貓咪有更友善的生活空間，隨著網路資訊的傳播而逐漸聞名，現成為許多愛貓遊客朝聖的地點。新北市政府為了宣導正確餵養貓咪的保育觀念，並活化閒置空間再利用，特地將位於貓村的台鐵舊宿舍翻修打造為貓咪資訊站，並於103年11月開幕，提供民眾正確的動保觀念。&nbsp;",\n      "open_time": "全日開放，依各店家營業時間為主。",\n      "zipcode": "224",\n      "distric": "瑞芳區",\n      "address": "224 新北市瑞芳區柴寮路70號",\n      "tel": "+886-2-24974143",\n      "fax": "",\n      "email": "",\n',
     [('PHONE_NUMBER', '+886-2-24974143')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "introduction": "紫藤咖啡園簡介\\r\\n紫藤咖啡園(原咕咕鐘歐式花園) 前身為淡水三空泉之咕咕鐘歐式花園，在淡水區以花園西餐廳聞名。\\r\\n\\r\\n2010年搬遷至淡水區屯山里，更名為紫藤咖啡園,園區內種植超過五百棵紫藤，園主精心規劃造型紫藤，例如:招牌紫藤隧道，獨創紫藤樹,紫藤牆......等等，更在園區內種植數十種植物花卉，歡迎各位朋友來賞花。\\r\\n\\r\\n紫藤咖啡園每年紫藤花季開放，每年預計是3/15至4月底開放，其餘時間不對外開放參觀。紫藤難以照顧，其餘時需精心照顧，園主堅持每年限制開放時間，才能讓遊客欣賞到最漂亮的紫藤花。\\r\\n\\r\\n\\r\\n",\n      "open_time": "",\n      "zipcode": "251",\n      "distric": "淡水區",\n      "address": "251 新北市淡水區屯山里石頭厝2-1號",\n      "tel": "+886-2-28010800",\n      "fax": "",\n      "email": "",\n      "months": "03,04,05",\n      "nlat": 25.23575,\n      "elong": 121.45851,\n      "official_site": "http://ifhgduir.wixsite.com/fujidanshui",\n',
     [('PHONE_NUMBER', '+886-2-28010800')]),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', 'zh_TW',
     '      "introduction": "台北地下街位於台北市民大道（即鄭州路）一段地下一層，西起塔城街東側，沿市民大道經過延平北路、重慶北路、太原路、承德路等重要南北幹道路口，東迄公園路口西側，全長八二五公尺，為一層兩層之鋼骨鋼筋混凝土建築，其中地下一層為地下街商場，地下二層做為停車場及供設置地下街所需之機電、空調機房之用。\\r\\n\\r\\n\\r\\n&nbsp;\\r\\n\\r\\n\\r\\n\\r\\n\\r\\n&nbsp;\\r\\n\\r\\n附近行程推薦:推薦行程\\r\\n&nbsp;",\n      "open_time": "",\n      "zipcode": "100",\n      "distric": "中正區",\n      "address": "100 臺北市中正區市民大道一段100號B1",\n      "tel": "+886-2-25594566",\n      "fax": "+886-2-25594560",\n      "email": "",\n      "months": "01,07,02,08,03,09,04,10,05,11,06,12",\n      "nlat": 25.04956,\n      "elong": 121.51389,\n      "official_site": "http://www.taipeimall.com.tw/zh-TW",\n',
     [('PHONE_NUMBER', '+886-2-25594566'), ('PHONE_NUMBER', '+886-2-25594560')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '[\n  {\n    "contentId": "6724",\n    "name": "가야산국립공원 백운동야영장",\n    "location": "경북 성주군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6724/thumb/thumb_720_0731eBLNP3vCX23fR3sLOxTB.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "일반야영장,자동차야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "경상북도 성주군 수륜면 백운리 1833-2",\n    "tel": "054-931-1430",\n    "mapX": "128.1438279",\n    "mapY": "35.8036003",\n    "resveUrl": "http://reservation.knps.or.kr/main.action"\n  },\n  {\n    "contentId": "6822",\n    "name": "삼정야영장",\n    "location": "경북 성주군",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '054-931-1430')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6822/thumb/thumb_720_7400fz0jrqXifBy05uqGjrH4.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "일반야영장,자동차야영장",\n    "lctCl": "산,숲",\n    "addr1": "경남 합천군 가야면 가야산로 1645-8",\n    "tel": "055-930-8000",\n    "mapX": "128.1004247",\n    "mapY": "35.7886115",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "7067",\n    "name": "치인야영장",\n    "location": "경남 합천군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/7067/thumb/thumb_720_5107gLs2wn2uVefpmwY1Gc4r.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n',
     [('PHONE_NUMBER', '055-930-8000')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "amenities": [],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲",\n    "addr1": "경상남도 합천군 가야면 치인리 산 16-1",\n    "tel": "055-930-8000",\n    "mapX": "128.0840614",\n    "mapY": "35.7956874",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "101403",\n    "name": "계룡산 갑사자동차야영장",\n    "location": "충남 공주시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/101403/thumb/thumb_720_0226J6ttUVNa1aCfordRG9EJ.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "물놀이장",\n      "산책로",\n      "운동장"\n    ],\n    "inDuty": "자동차야영장,카라반",\n    "lctCl": "산,강",\n',
     [('PHONE_NUMBER', '055-930-8000')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "addr1": "충남 공주시 계룡면 갑사로 451",\n    "tel": "041-881-3007",\n    "mapX": "127.1781203",\n    "mapY": "36.3729373",\n    "resveUrl": "https://reservation.knps.or.kr/"\n  },\n  {\n    "contentId": "233",\n    "name": "계룡산동학사자동차야영장",\n    "location": "충남 공주시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/233/thumb/thumb_720_6474UtVgwUnwG6A62I88jprT.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "숲",\n    "addr1": "충청남도 공주시 반포면 동학사2로 115-16",\n    "tel": "042-825-9597",\n    "mapX": "127.2410248",\n',
     [('PHONE_NUMBER', '041-881-3007'), ('PHONE_NUMBER', '042-825-9597')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "mapY": "36.3583238",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "6803",\n    "name": "백양사 가인야영장",\n    "location": "전남 장성군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6803/thumb/thumb_720_0429tkWSBeuCstJSIFAyyXqy.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "놀이터"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "전라남도 장성군 북하면 약수리 108",\n    "tel": "061-393-3088",\n    "mapX": "126.881391",\n    "mapY": "35.4331068",\n    "resveUrl": "https://reservation.knps.or.kr/main.action"\n  },\n  {\n    "contentId": "591",\n',
     [('PHONE_NUMBER', '061-393-3088')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "name": "내장산국립공원 내장야영장",\n    "location": "전남 장성군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/591/thumb/thumb_720_3270h1ZTRnluFfurX4EiA708.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "전라북도 정읍시 내장동 내장산로 800(내장동 92-2)",\n    "tel": "063-538-7886",\n    "mapX": "126.9181089",\n    "mapY": "35.4983233",\n    "resveUrl": "https://reservation.knps.or.kr/main.action"\n  },\n  {\n    "contentId": "101153",\n    "name": "내장호야영장",\n    "location": "전북 정읍시",\n    "type": "국립",\n    "firstImageUrl": "",\n',
     [('PHONE_NUMBER', '063-538-7886')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "자동차야영장",\n    "lctCl": "",\n    "addr1": "전북특별자치도 정읍시 내장호반로 276 (내장동)",\n    "tel": "",\n    "mapX": "126.9058608",\n    "mapY": "35.5074531",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "100746",\n    "name": "다도해해상국립공원 구계등야영장",\n    "location": "전남 완도군",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "일반야영장",\n    "lctCl": "",\n    "addr1": "전남 완도군 완도읍 구계등길 47-1",\n    "tel": "061-550-0900",\n    "mapX": "126.7092746",\n    "mapY": "34.2983381",\n    "resveUrl": ""\n  },\n',
     [('PHONE_NUMBER', '061-550-0900')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '  {\n    "contentId": "2213",\n    "name": "염포야영장",\n    "location": "전남 고흥군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/2213/thumb/thumb_720_0857JNc3ECABmZliM72mhj4x.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "해변",\n    "addr1": "전라남도 고흥군 봉래면 우주로 3844",\n    "tel": "061-835-7828",\n    "mapX": "127.4944808",\n    "mapY": "34.4306314",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "3210",\n    "name": "팔영산야영장",\n    "location": "전남 고흥군",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '061-835-7828')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장,자동차야영장",\n    "lctCl": "숲",\n    "addr1": "전라북도 무주군 설천면 삼공리 산60-5",\n    "tel": "063-322-3173",\n    "mapX": "127.7765373",\n    "mapY": "35.8927071",\n    "resveUrl": "http://www.knps.or.kr/front/portal/open/campingfacList.do?menuNo=7020014"\n  },\n  {\n    "contentId": "8217",\n    "name": "도원야영장",\n    "location": "전남 화순군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/8217/thumb/thumb_720_3804tmJDZurfD2cq3CnD2xSv.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n',
     [('PHONE_NUMBER', '063-322-3173')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '      "전기",\n      "놀이터"\n    ],\n    "inDuty": "자동차야영장",\n    "lctCl": "산",\n    "addr1": "전남 화순군 이서면 도원길 80-30",\n    "tel": "061-374-1197",\n    "mapX": "127.0269073",\n    "mapY": "35.1110285",\n    "resveUrl": "https://reservation.knps.or.kr/reservation/searchSimpleCampReservation.do"\n  },\n  {\n    "contentId": "6808",\n    "name": "변산반도국립공원 고사포 야영장",\n    "location": "전북 부안군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6808/thumb/thumb_720_7220TFDBmnMnj80cEaOn5lup.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "놀이터",\n      "산책로",\n',
     [('PHONE_NUMBER', '061-374-1197')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '      "마트.편의점"\n    ],\n    "inDuty": "일반야영장,자동차야영장",\n    "lctCl": "해변",\n    "addr1": "전라북도 부안군 변산면 운산리 441-11",\n    "tel": "063-582-7808",\n    "mapX": "126.5092132",\n    "mapY": "35.6626201",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "101101",\n    "name": "북한산 사기막야영장",\n    "location": "경기 덕양구",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "산책로"\n    ],\n    "inDuty": "일반야영장,카라반,글램핑",\n    "lctCl": "산",\n    "addr1": "경기 고양시 덕양구 북한산로618번길 130 (효자동)",\n    "tel": "02-388-3301",\n    "mapX": "126.9646347",\n',
     [('PHONE_NUMBER', '063-582-7808'), ('PHONE_NUMBER', '02-388-3301')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "mapY": "37.6762165",\n    "resveUrl": "https://reservation.knps.or.kr"\n  },\n  {\n    "contentId": "1668",\n    "name": "설악산국립공원 설악동자동차야영장",\n    "location": "강원 속초시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1668/thumb/thumb_720_27512vmnHwDOlFSLTpUg03fZ.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "놀이터",\n      "산책로",\n      "운동시설"\n    ],\n    "inDuty": "일반야영장,자동차야영장,카라반",\n    "lctCl": "산,숲",\n    "addr1": "강원도 속초시 설악동 375-3",\n    "tel": "033-636-1262",\n    "mapX": "128.5438624",\n    "mapY": "38.1630072",\n',
     [('PHONE_NUMBER', '033-636-1262')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "resveUrl": "http://www.knps.or.kr/knpshp/visit/reservation/camp.jsp?menuid=P10610&depth=3"\n  },\n  {\n    "contentId": "1717",\n    "name": "소백산국립공원 남천야영장",\n    "location": "충북 단양군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1717/thumb/thumb_720_0801S2U9bTxwtFVpdTQrCmtV.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "",\n    "addr1": "충청북도 단양군 영춘면 남천계곡로 381-7",\n    "tel": "043-421-0721",\n    "mapX": "128.512994",\n    "mapY": "37.0389694",\n    "resveUrl": "https://reservation.knps.or.kr/member/memberLogin.action"\n  },\n',
     [('PHONE_NUMBER', '043-421-0721')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '  {\n    "contentId": "1718",\n    "name": "소백산삼가야영장",\n    "location": "경북 영주시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1718/thumb/thumb_720_1114gLXbO3hmTcaIFkqVeTjF.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "물놀이장"\n    ],\n    "inDuty": "일반야영장,글램핑",\n    "lctCl": "산",\n    "addr1": "경상북도 영주시 풍기읍 삼가로 476",\n    "tel": "054-638-6196",\n    "mapX": "128.502086",\n    "mapY": "36.926357",\n    "resveUrl": "https://reservation.knps.or.kr"\n  },\n  {\n    "contentId": "2488",\n    "name": "월악산국립공원 닷돈재 자동차야영장",\n    "location": "충북 제천시",\n',
     [('PHONE_NUMBER', '054-638-6196')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/2488/thumb/thumb_720_7503db5ZJrFsYcL66lAHenCG.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "온수"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "충청북도 제천시 한수면 송계리 70-2",\n    "tel": "043-653-3250",\n    "mapX": "128.0925548",\n    "mapY": "36.8445408",\n    "resveUrl": "http://www.knps.or.kr/knpshp/visit/reservation/camp.jsp?menuid=P10610&depth=3"\n  },\n  {\n    "contentId": "2489",\n    "name": "월악산국립공원 덕주야영장",\n    "location": "충북 제천시",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '043-653-3250')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/2489/thumb/thumb_720_12975VG6pzKi3Jftw0CEm926.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "놀이터"\n    ],\n    "inDuty": "자동차야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "충청북도 제천시 한수면 미륵송계로 1647",\n    "tel": "043-653-3250",\n    "mapX": "128.087888",\n    "mapY": "36.8674239",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "2490",\n    "name": "월악산국립공원 송계자동차 야영장",\n    "location": "충북 제천시",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n',
     [('PHONE_NUMBER', '043-653-3250')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '      "놀이터"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "",\n    "addr1": "충청북도 제천시 한수면 미륵송계로 1625",\n    "tel": "043-653-3250",\n    "mapX": "128.0788234",\n    "mapY": "36.8851999",\n    "resveUrl": "http://www.knps.or.kr/knpshp/visit/reservation/camp.jsp?menuid=P10610&depth=3"\n  },\n  {\n    "contentId": "2491",\n    "name": "월악산국립공원 용하야영장",\n    "location": "충북 제천시",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "운동시설"\n    ],\n    "inDuty": "자동차야영장",\n    "lctCl": "",\n    "addr1": "충북 제천시 덕산면 월악산로 913",\n    "tel": "043-653-3250",\n    "mapX": "128.1620891",\n',
     [('PHONE_NUMBER', '043-653-3250')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "mapY": "36.8580133",\n    "resveUrl": "http://worak.knps.or.kr/front/portal/visit/visitCourseMain.do?parkId=121400&parkNavGb=park_facView&vnewsId=169"\n  },\n  {\n    "contentId": "100319",\n    "name": "하선암 카라반 야영장",\n    "location": "충북 단양군",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "온수",\n      "물놀이장",\n      "놀이터"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산",\n    "addr1": "충북 단양군 단성면 선암계곡로 1369-1",\n    "tel": "043-422-5062",\n    "mapX": "128.3078304",\n    "mapY": "36.9105982",\n    "resveUrl": "https://reservation.knps.or.kr/#"\n  },\n  {\n',
     [('PHONE_NUMBER', '043-422-5062')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "contentId": "7060",\n    "name": "월출산국립공원 천황야영장",\n    "location": "전남 영암군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/7060/thumb/thumb_720_7173tMzOqixzjt7UHPC8TefR.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "온수"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲",\n    "addr1": "전라남도 영암군 영암읍 천황사로 280-73",\n    "tel": "061-473-5210",\n    "mapX": "126.718657",\n    "mapY": "34.7734182",\n    "resveUrl": "https://reservation.knps.or.kr/member/memberLogin.action"\n  },\n  {\n    "contentId": "2765",\n    "name": "주왕산국립공원 상의자동차 야영장",\n    "location": "경북 청송군",\n',
     [('PHONE_NUMBER', '061-473-5210')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/2765/thumb/thumb_720_6953nJ2hDvQIUbKGK7FijH8h.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "온수",\n      "산책로"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "경상북도 청송군 주왕산면 상의리 368",\n    "tel": "054-870-5300",\n    "mapX": "129.142102",\n    "mapY": "36.3938364",\n    "resveUrl": "http://www.knps.or.kr/knpshp/visit/reservation/camp.jsp?menuid=P10610&depth=3"\n  },\n  {\n    "contentId": "590",\n    "name": "내원야영장",\n    "location": "경남 산청군",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '054-870-5300')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/590/thumb/thumb_720_69989AZ34l0U8LPxNGsWRGBe.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷"\n    ],\n    "inDuty": "자동차야영장,카라반",\n    "lctCl": "산,숲,계곡",\n    "addr1": "경상남도 산청군 삼장면 대포리 산 106-2",\n    "tel": "055-972-7775",\n    "mapX": "127.8124104",\n    "mapY": "35.2967767",\n    "resveUrl": "(http://reservation.knps.or.kr)"\n  },\n  {\n    "contentId": "696",\n    "name": "달궁자동차 야영장",\n    "location": "전북 남원시",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '055-972-7775')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/696/thumb/thumb_720_4270dQRfHKP89NfBgbHw9QE2.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "산책로",\n      "운동시설"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,계곡",\n    "addr1": "전라북도 남원시 산내면 덕동리 274번지 외 22필지",\n    "tel": "063-630-8900",\n    "mapX": "127.5579135",\n    "mapY": "35.3546629",\n    "resveUrl": "http://res.knps.or.kr"\n  },\n  {\n    "contentId": "804",\n    "name": "덕동자동차야영장",\n    "location": "전북 남원시",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '063-630-8900')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/804/thumb/thumb_720_0891te0tXrr2zeqoNSe6Ison.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "일반야영장",\n    "lctCl": "",\n    "addr1": "전북 남원시 산내면 지리산로 593",\n    "tel": "063-630-8900",\n    "mapX": "127.5673004",\n    "mapY": "35.3646902",\n    "resveUrl": "http://res.knps.or.kr"\n  },\n  {\n    "contentId": "1266",\n    "name": "백무동야영장",\n    "location": "경남 함양군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1266/thumb/thumb_720_7631lNhmocEuXIWGY3dDcy1k.jpg",\n    "lineIntro": null,\n    "available": 0,\n',
     [('PHONE_NUMBER', '063-630-8900')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "경상남도 함양군 마천면 강청리 148",\n    "tel": "055-963-1260",\n    "mapX": "127.6813458",\n    "mapY": "35.3580771",\n    "resveUrl": "https://reservation.knps.or.kr/information/campInfo.action?seqId=B011007"\n  },\n  {\n    "contentId": "6806",\n    "name": "뱀사골 힐링야영장",\n    "location": "전북 남원시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6806/thumb/thumb_720_2667RwPDYd5aDiKkpD2TrBk9.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "놀이터"\n    ],\n    "inDuty": "일반야영장",\n',
     [('PHONE_NUMBER', '055-963-1260')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "lctCl": "산,숲",\n    "addr1": "전북 남원시 산내면 와운길 29",\n    "tel": "063-630-8900",\n    "mapX": "127.5797402",\n    "mapY": "35.3702199",\n    "resveUrl": "http://res.knps.or.kr"\n  },\n  {\n    "contentId": "1715",\n    "name": "소막골야영장",\n    "location": "경남 산청군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1715/thumb/thumb_720_08167PRrRb42rYyWZgDHwZJZ.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "무선인터넷"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲",\n    "addr1": "경남 산청군 삼장면 대원사길 245",\n    "tel": "055-972-7775",\n    "mapX": "127.8168127",\n    "mapY": "35.3494068",\n',
     [('PHONE_NUMBER', '063-630-8900'), ('PHONE_NUMBER', '055-972-7775')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "resveUrl": ""\n  },\n  {\n    "contentId": "7846",\n    "name": "학천야영장",\n    "location": "전북 남원시",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/7846/thumb/thumb_720_1967yeEC5pX66e9LLhe807gH.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "카라반",\n    "lctCl": "산",\n    "addr1": "전북 남원시 산내면 지리산로 712",\n    "tel": "063-630-8950",\n    "mapX": "127.5723560",\n    "mapY": "35.3701175",\n    "resveUrl": "https://reservation.knps.or.kr/information/campInfo.action?seqId=B012010"\n  },\n  {\n    "contentId": "350",\n    "name": "구룡자동차야영장(치악산국립공원)",\n',
     [('PHONE_NUMBER', '063-630-8950')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "location": "강원 원주시",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "산책로",\n      "운동시설"\n    ],\n    "inDuty": "자동차야영장,카라반",\n    "lctCl": "계곡",\n    "addr1": "강원 원주시 소초면 구룡마을길 14",\n    "tel": "033-732-5231",\n    "mapX": "128.0454132",\n    "mapY": "37.4081447",\n    "resveUrl": "http://www.knps.or.kr/knpshp/visit/reservation/camp.jsp?menuid=P10610&depth=3"\n  },\n  {\n    "contentId": "462",\n    "name": "금대자동차야영장",\n    "location": "강원 원주시",\n    "type": "국립",\n',
     [('PHONE_NUMBER', '033-732-5231')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "firstImageUrl": "https://gocamping.or.kr/upload/camp/462/thumb/thumb_720_7788wRf6jsLbuSdwfcj2euE3.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [],\n    "inDuty": "자동차야영장",\n    "lctCl": "",\n    "addr1": "강원도 원주시 판부면 영원산성길 372",\n    "tel": "033-763-5232",\n    "mapX": "128.0184745",\n    "mapY": "37.2936167",\n    "resveUrl": ""\n  },\n  {\n    "contentId": "100551",\n    "name": "태백산국립공원 소도야영장",\n    "location": "강원 태백시",\n    "type": "국립",\n    "firstImageUrl": "",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "온수",\n      "산책로"\n    ],\n',
     [('PHONE_NUMBER', '033-763-5232')]),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', 'ko_KR',
     '    "inDuty": "일반야영장,자동차야영장,카라반",\n    "lctCl": "산",\n    "addr1": "강원 태백시 천제단길 181 (소도동)",\n    "tel": "033-553-7441",\n    "mapX": "128.9517389",\n    "mapY": "37.1180784",\n    "resveUrl": "https://reservation.knps.or.kr/"\n  },\n  {\n    "contentId": "6984",\n    "name": "몽산포 자동차 야영장",\n    "location": "충남 태안군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/6984/thumb/thumb_720_6731lK3vO2ZAXlUxvnX3e4SL.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "무선인터넷",\n      "장작판매",\n      "온수",\n      "놀이터",\n      "산책로",\n      "마트.편의점"\n    ],\n    "inDuty": "자동차야영장",\n',
     [('PHONE_NUMBER', '033-553-7441')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Ain', 'Pont-de-Vaux', 'musée Chintreuil', '66 rue Maréchal de Lattre-de-Tassigny', 1190, '03 85 51 45 75',\n        'https://musee-chintreuil.com/', '46.430076', '4.938125');\n",
     [('PHONE_NUMBER', '03 85 51 45 75')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Ain', 'Seyssel', 'musée du bois', 'place de la République', 1420, '04 50 56 21 55 (mairie)', NULL, '45.959038',\n        '5.831489');\n",
     [('PHONE_NUMBER', '04 50 56 21 55')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Puy-de-Dôme', 'Clermont-Ferrand', 'musée Bargoin', '45, rue Ballainvilliers', 63000, '04.43.76.25.50',\n        'https://clermontmetropole.eu/bouger-se-divertir/le-dynamisme-culturel/les-musees-de-clermont-auvergne-metropole/musee-bargoin/',\n        '45.774229', '3.0869');\n",
     [('PHONE_NUMBER', '04.43.76.25.50')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Puy-de-Dôme', 'Marsac-en-Livradois', 'musée des pénitents blancs', 'place de l''Eglise', 63940,\n        '04  73 95 60 08',\n        'https://vacances-livradois-forez.com/patrimoine-culturel/chapelle-musee-des-penitents-blancs-marsac-en-livradois/',\n        '45.478967', '3.728534');\n",
     [('PHONE_NUMBER', '04  73 95 60 08')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Yonne', 'Villiers-Saint-Benoît', 'musée d''art et d''histoire de Puisaye', 'Rue Paul-Huillard', 89130,\n        '03 86 45 73 05, 09 64 44 32 62',\n        'mahvillierssaintbeno.wixsite.com/musee?utm_source=OT_Puisaye_Forterre&utm_medium=OT_Puisaye_Forterre&utm_campaign=OT_Puisaye_Forterre',\n        '47.780142', '3.20739');\n",
     [('PHONE_NUMBER', '03 86 45 73 05'), ('PHONE_NUMBER', '09 64 44 32 62')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Haute-Marne', 'Bourbonne-les-Bains', 'musée municipal', 'Parc du château', 52400, '03.25.90.69.47',\n        'bourbonne.com/detente/culture/', '47.942274', '5.732204');\n",
     [('PHONE_NUMBER', '03.25.90.69.47')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Aisne', 'Chauny', 'musée bibliothèque', '28 rue de la Paix', 2300, '03 23 38 32 59',\n        'https://ville-chauny.fr/Ville_chauny_web/FR/Accueil.awp?page=57&m=6.110.115', '49.615394', '3.216814');\n",
     [('PHONE_NUMBER', '03 23 38 32 59')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Paris', 'Paris', 'musée de la musique', '221, avenue Jean-Jaurès', 75019,\n        '01 44 84 45 00 ; 01 44 84 44 84 (visites avec conférencier)', 'philharmoniedeparis.fr/fr/musee-de-la-musique',\n        '48.889306', '2.393807');\n",
     [('PHONE_NUMBER', '01 44 84 45 00'), ('PHONE_NUMBER', '01 44 84 44 84')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Calvados', 'Caen', 'musée des beaux-arts', 'Musée des beaux-arts', 14000, '02.31.30.47.70', 'mba.caen.fr/',\n        '49.18615122825814', '-0.36122381941157106');\n",
     [('PHONE_NUMBER', '02.31.30.47.70')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Aveyron', 'Rodez', 'musée Soulages', 'Communauté d’Agglomération du Grand Rodez', 12005,\n        '05 65 73 83 00 (standard) ; 05 65 73 82 43 (conservation)', 'https://musee-soulages-rodez.fr/',\n        '44.35313045450826',\n        '2.5679787878647');\n",
     [('PHONE_NUMBER', '05 65 73 83 00'), ('PHONE_NUMBER', '05 65 73 82 43')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Haute-Garonne', 'Toulouse', 'Les Abattoirs, musée d''art moderne et contemporain', '76 allée Charles de Fitte',\n        31300, '05  62 48 58 00', 'https://lesabattoirs.org', '43.600678', '1.428998');\n",
     [('PHONE_NUMBER', '05  62 48 58 00')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Haute-Garonne', 'Toulouse', 'musée Georges Labit', '43 rue des Martyrs-de-la-Libération', 31400,\n        '05 61 14 65 50', 'https://museegeorgeslabit.fr/', '43.590964', '1.4584');\n",
     [('PHONE_NUMBER', '05 61 14 65 50')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Saône-et-Loire', 'Saint-Léger-sous-Beuvray', 'musée de Bibracte', 'Col du Rebout', 71990, '03 85 86 52 35',\n        'https://bibracte.fr/', '46.934539', '4.062979');\n",
     [('PHONE_NUMBER', '03 85 86 52 35')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Finistère', 'Pont-l''Abbé', 'musée bigouden', 'Square de l''Europe', 29120, '02 98 66 09 09 (mairie)',\n        'https://musee.ville-pontlabbe.bzh/', '47.866452', '-4.227768');\n",
     [('PHONE_NUMBER', '02 98 66 09 09')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Calvados', 'Tilly-sur-Seulles', 'musée de la bataille de Tilly-sur-Seulles', 'Chapelle Notre-Dame-du-Val',\n        14250, '02 31 80 92 10', 'seulles-terre-mer.fr/tourisme/sites_et_musees.html', '49.177537', '-0.612546');\n",
     [('PHONE_NUMBER', '02 31 80 92 10')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Gironde', 'Blasimon', 'musée archéologique', NULL, 33540, '05 56  71 52 12', NULL, '44.748299', '-0.074554');\n",
     [('PHONE_NUMBER', '05 56  71 52 12')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Landes', 'Sanguinet', 'musée archéologique', 'Place de la Mairie', 40460,\n        '05 58 78 02 33 (musée) ou 05 58 78 11 82 (mairie en dehors des périodes d''ouverture)',\n        'https://musee-lac-sanguinet.fr/', '44.483822', '-1.075791');\n",
     [('PHONE_NUMBER', '05 58 78 02 33'), ('PHONE_NUMBER', '05 58 78 11 82')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Gard', 'Nîmes', 'musée des beaux-arts', 'rue  Cité-Foulc', 30000,\n        '04 66 76 71 82 (accueil) 04 66 76 71 91 (conservation)',\n        'https://nimes.fr/culture/musees-planetarium/musee-des-beaux-arts.html', '43.832001', '4.36081');\n",
     [('PHONE_NUMBER', '04 66 76 71 82'), ('PHONE_NUMBER', '04 66 76 71 91')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Allier', 'Vichy', 'musée des arts africains et asiatiques (maison du missionnaire)', '16, avenue Thermale',\n        3200, '04 70 97 76 40', 'https://musee-aaa.com/', '46.128104', '3.419803');\n",
     [('PHONE_NUMBER', '04 70 97 76 40')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Cher', 'Bourges', 'musée du Berry', '4-6, rue des Arènes', 18000, '02 48 57 81 15 ou 02 48 70 41 92',\n        'https://bourges.fr/site/musee-berry', '47.083735', '2.39325');\n",
     [('PHONE_NUMBER', '02 48 57 81 15'), ('PHONE_NUMBER', '02 48 70 41 92')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Nord', 'Bavay', 'forum antique de Bavay', 'Allée Chanoine Biévelet', 59570, '03 59 73 15 50',\n        'forumantique.fr/', '50.284781', '3.774369');\n",
     [('PHONE_NUMBER', '03 59 73 15 50')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Gers', 'Mirande', 'musée des beaux-arts et des arts décoratifs', '13 rue de l''Evêché', 32300,\n        '05 62 66 68 10', 'https://patrimoine-musees-gers.fr/le-reseau/musee-de-mirande/', '43.515315', '0.403452');\n",
     [('PHONE_NUMBER', '05 62 66 68 10')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Doubs', 'Nancray', 'musée de plein air des maisons comtoises', 'rue du musée', 25360, '03 81 55 29 77',\n        'https://maisons-comtoises.org/', '47.242984', '6.18963');\n",
     [('PHONE_NUMBER', '03 81 55 29 77')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Paris', 'Paris', 'musée des monuments français', '1 place du Trocadéro', 75016, '01 58 51 52 00',\n        'https://citedelarchitecture.fr/fr/article/le-musee-des-monuments-francais', '48.862323', '2.281879');\n",
     [('PHONE_NUMBER', '01 58 51 52 00')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Maine-et-Loire', 'Trélazé', 'musée de l''ardoise', '32 chemin de La Maraîchère', 49800, '02 41 69 04 71',\n        'https://lemuseedelardoise.fr', '47.450792', '-0.491518');\n",
     [('PHONE_NUMBER', '02 41 69 04 71')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Loir-et-Cher', 'Naveil', 'atelier musée Louis Leygue', 'rue des Venages', 41100, '02 54 77 26 13', NULL,\n        '47.795395', '1.04019');\n",
     [('PHONE_NUMBER', '02 54 77 26 13')]),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', 'fr_FR',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Ariège', 'Lavelanet', 'musée du textile et du peigne en corne', '65, rue Jean Canal', 9300, '05 61 03 89 19',\n        'https://museedutextileariege.fr/', '42.929968', '1.845351');\n",
     [('PHONE_NUMBER', '05 61 03 89 19')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '### PLAN B: Port Macquarie (~550km)\n**Shorter drive, highly recommended alternative**\n\n**North Haven Beach Holiday Park**\n- Phone: (02) 6559 9512\n- Location: North Haven (10 mins north of Port Mac)\n- Why: Quieter than central Port Mac, beautiful beaches\n- Facilities: Powered sites, camp kitchen, excellent amenities\n- Estimate: $50-60/night powered\n\n**NRMA Port Macquarie Breakwall Holiday Park**\n- Phone: 1300 687 672\n- Location: Town Beach, central Port Mac\n- Why: NRMA quality, great facilities, good location\n- Facilities: Resort-style, powered sites, everything you need\n- Estimate: $55-65/night powered\n\n### PLAN C: Byron Bay Area (~600km)\n**If you want to break up drive differently**\n\n',
     [('PHONE_NUMBER', '(02) 6559 9512'), ('PHONE_NUMBER', '1300 687 672')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '**Broken Head Holiday Park**\n- Phone: (02) 6685 3245\n- Location: 10 mins south of Byron Bay\n- Why: Quieter than Byron township, beautiful Seven Mile Beach\n- Facilities: Powered sites, camp kitchen\n- Estimate: $50-60/night powered\n\n### PLAN D: Further South Options\n\n**Ballina (~630km from Brisbane)**\n- Ballina Lakeside Holiday Park: (02) 6686 3953\n- Right on Lake Ainsworth, good facilities\n\n**Yamba (~570km from Brisbane)**\n- Calypso Holiday Park: (02) 6646 2483\n- Great coastal location, good for fishing\n\n### HOTEL/MOTEL BACKUP:\nIf all camping full (unlikely for Dec 23):\n- Coffs Harbour has numerous motels ($120-180/night)\n- Port Macquarie similar\n- Search Booking.com day before if needed\n\n',
     [('PHONE_NUMBER', '(02) 6685 3245'), ('PHONE_NUMBER', '(02) 6686 3953'), ('PHONE_NUMBER', '(02) 6646 2483')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     "**Emergency Option 1: Melbourne Camping**\n- BIG4 Melbourne Holiday Park: (03) 9354 3533\n- Discovery Parks Melbourne: 1800 444 442\n\n**Emergency Option 2: Hotel**\n- Search Booking.com for last-minute availability\n- Budget: $150-200/night\n- Look for parking included\n\n**But you won't need these - you're staying at Parker's!**\n\nSee **PLAN_UPDATE_PARKERS_HOUSE.md** for complete Christmas planning details.\n\n---\n\n## NIGHT 5: December 27 - Apollo Bay (GREAT OCEAN ROAD)\n\n### PRIMARY OPTION:\n**BIG4 Apollo Bay Pisces Holiday Park**\n- Phone: (03) 5237 6749\n\n### PLAN B: Apollo Bay Alternatives\n\n**Marengo Holiday Park**\n- Phone: (03) 5237 6161\n- Location: Marengo Beach, 5 mins from Apollo Bay\n",
     [('PHONE_NUMBER', '(03) 5237 6749'), ('PHONE_NUMBER', '(03) 5237 6161'), ('PHONE_NUMBER', '(03) 9354 3533'), ('PHONE_NUMBER', '1800 444 442')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '- Why: Quieter location, good facilities\n- Often has availability when BIG4 is full\n- Estimate: $45-55/night powered\n\n**Surfside Holiday Park**\n- Phone: (03) 5237 6262\n- Location: Central Apollo Bay\n- Facilities: Powered sites, camp kitchen\n- Estimate: $50-60/night powered\n\n### PLAN C: Nearby Alternatives\n\n**Cape Otway Bimbi Park**\n- Phone: (03) 5237 9246\n- Location: 30 mins from Apollo Bay (inland toward Cape Otway)\n- Why: **UNIQUE - camp among wild koalas!**\n- Basic facilities (toilets, fire pits)\n- Estimate: $25-35/night unpowered\n- **Trade-off:** More basic but amazing experience\n\n**Lorne Foreshore Caravan Park**\n- Phone: (03) 5289 1382\n',
     [('PHONE_NUMBER', '(03) 5237 6262'), ('PHONE_NUMBER', '(03) 5237 9246'), ('PHONE_NUMBER', '(03) 5289 1382')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     "- Location: Lorne (40 mins from Twelve Apostles, 45 mins toward Melbourne)\n- Why: If Apollo Bay completely booked, stay here night before\n- Estimate: $55-65/night powered\n\n### PLAN D: Airbnb/Motel\n\n**Apollo Bay Motel Options:**\n- Chris's Beacon Point Restaurant & Villas: (03) 5237 6411 (~$180-250/night)\n- Apollo Bay Waterfront Motor Inn: (03) 5237 6667 (~$150-200/night)\n\n**Airbnb Apollo Bay:**\n- Search properties with parking\n- Popular for Christmas, book ASAP if camping full\n\n---\n\n## NIGHT 6: December 28 - Port Campbell Area (TWELVE APOSTLES)\n\n### 🔴 MOST CRITICAL BOOKING - HIGHEST DEMAND\n\n### PRIMARY OPTION:\n**Port Campbell Recreation Reserve**\n- Phone: (03) 5598 6492\n\n",
     [('PHONE_NUMBER', '(03) 5598 6492'), ('PHONE_NUMBER', '(03) 5237 6411'), ('PHONE_NUMBER', '(03) 5237 6667')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '### PLAN B: Port Campbell Alternatives\n\n**Port Campbell Touring Park**\n- Phone: (03) 5598 6242\n- Location: Central Port Campbell\n- Smaller than Recreation Reserve\n- Estimate: $45-55/night powered\n\n**Port Campbell Holiday Park**\n- Phone: (03) 5598 6492 (same management as Recreation Reserve)\n- Ask specifically for this if Recreation Reserve full\n\n### PLAN C: Nearby Alternatives (20-30 mins from Twelve Apostles)\n\n**🌟 BEST BACKUP: Warrnambool (30km east)**\n\n**Warrnambool is your best Plan C** - larger city with multiple options:\n\n1. **BIG4 Warrnambool Beach Holiday Park**\n   - Phone: (03) 5561 2537\n   - Location: Beachfront, east side of Warrnambool\n   - Why: Large, reliable, good facilities\n',
     [('PHONE_NUMBER', '(03) 5598 6242'), ('PHONE_NUMBER', '(03) 5598 6492'), ('PHONE_NUMBER', '(03) 5561 2537')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '   - Estimate: $60-70/night powered\n\n2. **Warrnambool Holiday Park (NRMA)**\n   - Phone: (03) 5561 2611\n   - Location: Near beach, central\n   - Estimate: $55-65/night powered\n\n3. **Figtree Holiday Park**\n   - Phone: (03) 5561 2792\n   - Smaller, often has availability\n   - Estimate: $45-55/night powered\n\n**Advantage of Warrnambool:**\n- Only 25 mins drive to Twelve Apostles (still easy sunrise visit!)\n- Multiple campground options (unlikely all full)\n- Regional city = good shops, restaurants\n- Can visit Flagstaff Hill Maritime Village\n\n**Peterborough (20km west of Port Campbell)**\n\n**Peterborough Caravan Park**\n- Phone: (03) 5598 7234\n- Location: Small town west of Port Campbell\n',
     [('PHONE_NUMBER', '(03) 5561 2611'), ('PHONE_NUMBER', '(03) 5561 2792'), ('PHONE_NUMBER', '(03) 5598 7234')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '- Why: Less popular, more likely available\n- Facilities: Basic but adequate\n- Estimate: $40-50/night powered\n- **Note:** Small park, may also book out\n\n**Princetown (10km east of Port Campbell)**\n\n**Princetown Campground**\n- Very basic, limited facilities\n- Often used as last resort\n- Check availability via local info\n\n### PLAN D: Go Further West to Allansford/Koroit\n\n**Allansford (~35km from Twelve Apostles)**\n- Various farmstays and small campgrounds\n- Check WikiCamps app for options\n\n### PLAN E: Airbnb/Motel Port Campbell\n\n**Port Campbell Motel Options:**\n- Port Campbell Parkview Motel: (03) 5598 6252 (~$150-180/night)\n- Sea Foam Villas: (03) 5598 6413 (~$180-220/night)\n\n',
     [('PHONE_NUMBER', '(03) 5598 6252'), ('PHONE_NUMBER', '(03) 5598 6413')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '**Airbnb Port Campbell/Warrnambool:**\n- Small town = limited options\n- Warrnambool has more Airbnb availability\n- Search both locations\n\n### PLAN F: Stay Apollo Bay 2nd Night\n\n**If Port Campbell area completely booked:**\n- Stay Apollo Bay 2nd night (Dec 28)\n- Early morning drive to Twelve Apostles (1 hour, leave 5:30am)\n- Sunrise at Twelve Apostles 6:30am\n- Spend full day visiting all sites\n- Drive to Warrnambool/Port Fairy in evening\n- **Trade-off:** More driving, but workable\n\n---\n\n## NIGHT 7: December 29 - Port Fairy\n\n### PRIMARY OPTION:\n**Port Fairy Holiday Park**\n- Phone: (03) 5568 1060\n\n### PLAN B: Port Fairy Alternatives\n\n**Belfast Cove Caravan Park**\n- Phone: (03) 5568 3285\n',
     [('PHONE_NUMBER', '(03) 5568 1060'), ('PHONE_NUMBER', '(03) 5568 3285')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '- Location: Waterfront, Port Fairy\n- Why: Privacy hedges around sites, quieter\n- Estimate: $50-60/night powered\n\n**Gardens Caravan Park**\n- Phone: (03) 5568 1060 (same management as Port Fairy Holiday Park)\n- Different section of park complex\n\n### PLAN C: Koroit (10 mins inland)\n\n**Koroit Caravan Park**\n- Phone: (03) 5565 8277\n- Location: Small inland town, 10 mins from Port Fairy\n- Why: Less popular, more availability\n- Estimate: $40-50/night powered\n\n### PLAN D: Stay Warrnambool 2nd Night\n\n**If Port Fairy full:**\n- Stay Warrnambool again (see options above)\n- Day trip to Port Fairy (25 mins drive)\n- Visit for lunch/afternoon, return to Warrnambool\n\n### PLAN E: Airbnb/Motel\n\n',
     [('PHONE_NUMBER', '(03) 5568 1060'), ('PHONE_NUMBER', '(03) 5565 8277')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '**Port Fairy Accommodation:**\n- Seacombe House: (03) 5568 1082 (Luxury, ~$250+/night)\n- Oscars Waterfront Boutique Hotel: (03) 5568 3022 (~$180-220/night)\n- Various Airbnb cottages (popular for Christmas)\n\n---\n\n## NIGHT 8: December 30 - Mount Gambier\n\n### PRIMARY OPTION:\n**Blue Lake Holiday Park**\n- Phone: (08) 8725 9856\n\n### PLAN B: Mount Gambier Alternatives\n\n**Mount Gambier Central Caravan Park**\n- Phone: (08) 8725 2095\n- Location: Town center\n- Why: Walking distance to shops, Blue Lake nearby\n- Estimate: $45-55/night powered\n\n**Lakes Caravan Park**\n- Phone: (08) 8725 9856 (same owner as Blue Lake Holiday Park)\n- Ask for either park - same management\n\n### PLAN C: Mount Gambier Suburbs\n\n',
     [('PHONE_NUMBER', '(03) 5568 3022'), ('PHONE_NUMBER', '(08) 8725 9856'), ('PHONE_NUMBER', '(08) 8725 2095'), ('PHONE_NUMBER', '(03) 5568 1082')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '**Pine Country Caravan Park**\n- Phone: (08) 8725 8322\n- Location: Northern outskirts\n- Why: Quieter, usually has space\n- Estimate: $40-50/night powered\n\n### PLAN D: Nearby Alternatives\n\n**Port MacDonnell (30 mins south)**\n- Coastal town, multiple campgrounds\n- Cape Douglas Caravan Park: (08) 8738 2108\n- Good if want coastal location vs. town\n\n**Penola (50 mins north)**\n- Wine region town\n- Penola Caravan Park: (08) 8737 2417\n- Good if interested in Coonawarra wineries\n\n### PLAN E: Hotel/Motel\n\n**Mount Gambier Accommodation:**\n- Regional city, plenty of options\n- Comfort Inn: ~$120-150/night\n- Best Western: ~$130-160/night\n- Metro Hotel: ~$110-140/night\n- Many Airbnb options\n\n---\n\n',
     [('PHONE_NUMBER', '(08) 8725 8322'), ('PHONE_NUMBER', '(08) 8738 2108'), ('PHONE_NUMBER', '(08) 8737 2417')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     "## NIGHT 9: December 31 - Robe (NEW YEAR'S EVE!)\n\n### 🔴 SECOND MOST CRITICAL - NYE IN POPULAR BEACH TOWN\n\n### PRIMARY OPTION:\n**Discovery Parks Robe**\n- Phone: 1800 444 442\n\n### PLAN B: Robe Alternatives\n\n**Long Beach Caravan Park**\n- Phone: (08) 8768 2237\n- Location: Long Beach, Robe\n- Estimate: $60-80/night NYE premium pricing\n\n**Robe Lakeside Caravan Park**\n- Phone: (08) 8768 2237 (often same contact as Long Beach)\n- Lake side location\n\n**Lake View Caravan Park**\n- Phone: (08) 8768 2193\n- Estimate: $55-75/night\n\n### PLAN C: Beachport (30km south)\n\n**🌟 BEST BACKUP: Beachport**\n\n**Southern Ocean Tourist Park**\n- Phone: (08) 8735 8153\n- Location: Beachport (30 mins south of Robe)\n",
     [('PHONE_NUMBER', '1800 444 442'), ('PHONE_NUMBER', '(08) 8768 2237'), ('PHONE_NUMBER', '(08) 8768 2193'), ('PHONE_NUMBER', '(08) 8735 8153')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '- Why: Less trendy than Robe, more likely available\n- Still nice beach town, good NYE atmosphere\n- Estimate: $50-60/night (less NYE premium than Robe)\n\n**Beachport Caravan Park**\n- Phone: (08) 8735 8128\n- Central location\n- Estimate: $45-55/night\n\n**Advantage of Beachport:**\n- Lower-key NYE (less crazy than Robe)\n- Usually has availability when Robe is full\n- Pool of Siloam nearby (volcanic spring)\n- Still good beach celebration atmosphere\n\n### PLAN D: Kingston SE (40km north)\n\n**Kingston Foreshore Caravan Park**\n- Phone: (08) 8767 2050\n- Location: Fishing town, less touristy\n- Why: Working port town, not trendy, availability good\n- Estimate: $45-55/night\n\n**Discovery Parks Kingston SE**\n',
     [('PHONE_NUMBER', '(08) 8735 8128'), ('PHONE_NUMBER', '(08) 8767 2050')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PLAN_B_CAMPGROUNDS.md', 'en_AU',
     '- Phone: 1800 444 442 (same chain as Robe)\n- Ask if Robe full, they may have Kingston available\n\n### PLAN E: Stay Mount Gambier NYE\n\n**If all coastal towns full:**\n- Stay Mount Gambier Dec 30-31 (2 nights)\n- Day trip to Robe Dec 31 for afternoon/evening\n- Watch fireworks in Robe, drive back (1.5 hours)\n- **Trade-off:** Designated driver for NYE, but ensures accommodation\n- **Advantage:** Save $30-50 on NYE premium camping rate\n\n### PLAN F: Naracoorte (Inland, 1 hour from Robe)\n\n**Naracoorte Caravan Park**\n- Phone: (08) 8762 2128\n- Location: Inland town (Naracoorte Caves area)\n- Why: Much less popular, definitely available\n- **Trade-off:** Not a beach NYE, but caves are interesting\n',
     [('PHONE_NUMBER', '1800 444 442'), ('PHONE_NUMBER', '(08) 8762 2128')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     '- **Renmark** (first town on Murray River SA side)\n  - Fuel stop\n  - Lunch by the river\n  - Stretch legs\n\n**Afternoon:**\n- Drive to Mildura\n- Arrive mid-afternoon (3-4pm)\n- Set up camp with time to relax\n\n**Mildura - What to Do:**\n- Walk along Murray River\n- Mildura Riverfront\n- Old Mildura Homestead (if time)\n- Good restaurants for dinner\n- Prepare for early start tomorrow\n\n**Camping Options in Mildura:**\n\n**Option 1: Mildura Riverside Caravan Park** (RECOMMENDED)\n- Phone: (03) 5023 6879\n- Location: Right on Murray River, central\n- Why: Best location, walk to town\n- Facilities: Powered sites, excellent amenities, pool\n- Estimate: $45-55/night powered\n\n',
     [('PHONE_NUMBER', '(03) 5023 6879')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     '**Option 2: BIG4 Mildura Getaway Holiday Park**\n- Phone: (03) 5024 4055\n- Location: Slight outside town\n- Why: Resort facilities, pool, playground\n- Estimate: $50-60/night powered\n\n**Option 3: Apex Riverbeach Holiday Park**\n- Phone: (03) 5023 6655\n- Location: Riverfront\n- Swimming beach on Murray\n- Estimate: $40-50/night powered\n\n**Hotel Alternative:**\n- Comfort Inn Mildura: ~$120-140/night\n- Quest Mildura: ~$140-160/night\n- Good if want break from camping\n\n**Weather:** Hot! January Mildura = 30-38°C\n- River swimming perfect for cooling off\n- Evening much more pleasant than day\n\n**Food:**\n- Mildura has good restaurants\n- Try local Murray cod (fish)\n',
     [('PHONE_NUMBER', '(03) 5024 4055'), ('PHONE_NUMBER', '(03) 5023 6655')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     '- Cons: 35 mins drive to Charlotte Pass (other walk option)\n\n**RECOMMENDATION: Stay Jindabyne** - More options, good base\n\n---\n\n### Jindabyne Accommodation Options:\n\n**Camping/Caravan Parks:**\n\n**Option 1: Jindabyne Holiday Park** (RECOMMENDED)\n- Phone: (02) 6456 2249\n- Location: Central Jindabyne, Lake Jindabyne frontage\n- Why: Best camping option, great location, good facilities\n- Facilities: Powered sites, camp kitchen, hot showers, laundry\n- Estimate: $45-55/night powered (summer rates)\n- Views: Lake Jindabyne\n- **Book ahead** - January is busy (summer holidays)\n\n**Option 2: Discovery Parks - Jindabyne**\n- Phone: 1800 444 442\n- Location: Near lake\n- Resort-style facilities\n',
     [('PHONE_NUMBER', '(02) 6456 2249'), ('PHONE_NUMBER', '1800 444 442')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     '- Estimate: $50-60/night powered\n\n**Option 3: Snowline Caravan Park**\n- Phone: (02) 6456 2099\n- Location: East Jindabyne\n- Quieter location\n- Estimate: $40-50/night powered\n\n**Hotel/Motel Options:**\n\n**Station Resort Jindabyne**\n- Phone: (02) 6456 8400\n- Location: Central Jindabyne\n- Why: Comfortable after long drive, good for pre-walk rest\n- Estimate: $140-180/night\n- Self-contained apartments available\n\n**Rydges Horizons Snowy Mountains**\n- Phone: (02) 6456 2522\n- Resort hotel\n- Estimate: $150-200/night\n\n**Airbnb Jindabyne:**\n- Many options, cabins and houses\n- Good for comfort before/after big walk\n- $120-200/night range\n\n---\n\n### **Alternative: Thredbo Village Accommodation**\n\n',
     [('PHONE_NUMBER', '(02) 6456 2099'), ('PHONE_NUMBER', '(02) 6456 8400'), ('PHONE_NUMBER', '(02) 6456 2522')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     "**If you prefer staying right at mountains:**\n\n**Thredbo Alpine Hotel**\n- Phone: 1300 020 589\n- Ski-in village hotel (no ski, just village location)\n- Estimate: $180-250/night (summer rates cheaper than winter)\n\n**Thredbo Holiday Accommodation**\n- Various apartments/chalets\n- Book through thredbo.com.au\n- $150-300/night range\n\n**Camping near Thredbo:**\n- Limited options\n- Thredbo Diggings Campground (basic, free/cheap)\n- Check WikiCamps for options\n\n---\n\n### Evening in Jindabyne (Jan 4):\n\n**Preparation for Tomorrow's Walk:**\n\n1. **Check Weather:**\n   - Download BOM Weather app\n   - Check Jindabyne/Charlotte Pass forecast\n   - Summer alpine weather can change quickly\n",
     [('PHONE_NUMBER', '1300 020 589')]),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/RETURN_JOURNEY_ITINERARY.md', 'en_AU',
     "**Camping Options Albury-Wodonga:**\n\n**Option 1: Albury Riverfront Caravan Park** (BEST LOCATION)\n- Phone: (02) 6021 8420\n- Location: Right on Murray River, Noreuil Park\n- Why: **Best camping on Murray** - can't get closer to river!\n- Walking distance to town\n- Beautiful river views from sites\n- Facilities: Powered sites, excellent amenities, camp kitchen\n- River access: Direct - swim from your site!\n- Estimate: $45-55/night powered\n- **HIGHLY RECOMMENDED**\n\n**Option 2: BIG4 Albury Tourist Park**\n- Phone: (02) 6025 2999\n- Location: 3km from CBD\n- Resort facilities, pool\n- Estimate: $50-60/night powered\n\n**Option 3: Wodonga Caravan Park**\n- Phone: (02) 6024 2098\n- Location: Victorian side\n",
     [('PHONE_NUMBER', '(02) 6021 8420'), ('PHONE_NUMBER', '(02) 6025 2999'), ('PHONE_NUMBER', '(02) 6024 2098')]),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\t\'addr:street\': "Moselstraße",\n\tamenity: "restaurant",\n\tcraft: "winery",\n\tcuisine: "wine",\n\tname: "Weingut Hugo Hower",\n\tshop: "alcohol",\n\t\'toilets:wheelchair\': "no",\n\twheelchair: "yes"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 418279907,\n\tlat: 49.9169517,\n\tlon: 7.0219489,\n\ttags: {\n\t\'addr:city\': "Lieser",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "56",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Moselstraße",\n\tamenity: "restaurant",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\twebsite: "https://www.kroever-berg.com/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 768862512,\n\tlat: 50.0003019,\n\tlon: 6.9480274,\n\ttags: {\n\tamenity: "pub",\n\tname: "Heiners Scheune"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 814667083,\n\tlat: 49.9879846,\n\tlon: 6.9395836,\n\ttags: {\n\tamenity: "pub",\n\tname: "Gäßestrepper"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 819502571,\n\tlat: 49.951193,\n\tlon: 7.1154974,\n\ttags: {\n\t\'addr:city\': "Traben-Trarbach",\n\t\'addr:housenumber\': "15",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\t\'source:date\': "2016-09-08",\n\tstars: "3",\n\ttourism: "hotel"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2334902801,\n\tlat: 49.9527796,\n\tlon: 7.0153742,\n\ttags: {\n\tamenity: "cafe",\n\tname: "Café Hansen",\n\tsource: "Anwohner"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2334902807,\n\tlat: 49.9530713,\n\tlon: 7.0173456,\n\ttags: {\n\t\'addr:city\': "Zeltingen-Rachtig",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "18",\n\t\'addr:postcode\': "54492",\n\t\'addr:street\': "Kunibertstraße",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\t\'contact:website\': "http://www.hotel-koelchens.de/",\n\tinternet_access: "wlan",\n\tname: "Kölchens",\n\toperator: "Maria Kölchens",\n\tsource: "http://www.hotel-koelchens.de/",\n\t\'source:date\': "2017-08-10",\n\ttourism: "hotel"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2389098134,\n\tlat: 49.9213314,\n\tlon: 7.0463816,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "1",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Amselweg",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\tlon: 7.0468982,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:housenumber\': "9",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Amselweg",\n\t\'addr:suburb\': "Kues",\n\tamenity: "pub",\n\tname: "Kneippchen"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2389098223,\n\tlat: 49.9217697,\n\tlon: 7.0477512,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "11",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Amselweg",\n\t\'addr:suburb\': "Kues",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\tid: 2389098394,\n\tlat: 49.9189306,\n\tlon: 7.0487007,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:housenumber\': "4d",\n\t\'addr:postcode\': "54470",\n\t\'addr:street\': "Kueser Plateau",\n\t\'addr:suburb\': "Kues",\n\tamenity: "restaurant",\n\tcuisine: "italian",\n\tname: "Netzroller",\n\twheelchair: "yes"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2389101989,\n\tlat: 49.9259408,\n\tlon: 7.0613499,\n\ttags: {\n\t\'addr:city\': "Bernkastel-Kues",\n\t\'addr:country\': "DE",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\ttype: "node",\n\tid: 2485427832,\n\tlat: 49.9806568,\n\tlon: 7.0894124,\n\ttags: {\n\t\'addr:city\': "Kröv",\n\t\'addr:postcode\': "54536",\n\t\'addr:street\': "Springierbacherstraße",\n\tamenity: "pub",\n\tfixme: "name?"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 2794924042,\n\tlat: 49.9843306,\n\tlon: 7.1235299,\n\ttags: {\n\t\'addr:city\': "Enkirch",\n\t\'addr:housenumber\': "1",\n\t\'addr:postcode\': "56850",\n\t\'addr:street\': "Am Steffensberg",\n\tamenity: "restaurant",\n\tcuisine: "pizza",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\twebsite: "http://www.reiler-hof.de/",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 3641024199,\n\tlat: 50.0206251,\n\tlon: 7.1185527,\n\ttags: {\n\t\'addr:city\': "Reil",\n\t\'addr:postcode\': "56861",\n\tamenity: "biergarten",\n\t\'contact:website\': "http://www.reiler-hof.de/",\n\tname: "Zur Traube",\n\twheelchair: "limited"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 3710282989,\n\tlat: 49.982862,\n\tlon: 6.8842791,\n\ttags: {\n\t\'addr:city\': "Wittlich",\n\t\'addr:housenumber\': "12",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\tsource: "http://www.hotel-zum-treppchen.de/",\n\t\'source:date\': "2016-08-30",\n\ttourism: "hotel",\n\twebsite: "http://www.hotel-zum-treppchen.de/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 4357649118,\n\tlat: 49.9729473,\n\tlon: 7.0468279,\n\ttags: {\n\t\'addr:city\': "Lösnich",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "71",\n\t\'addr:postcode\': "54492",\n\t\'addr:street\': "Hauptstraße",\n\tamenity: "restaurant",\n\tcraft: "winery",\n\tcuisine: "buschenschank",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\tsource: "http://www.weingut-derkum.de/",\n\t\'source:date\': "2016-09-01",\n\twebsite: "http://www.weingut-derkum.de/",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 4453107700,\n\tlat: 50.0200422,\n\tlon: 7.1187861,\n\ttags: {\n\tamenity: "restaurant",\n\tname: "Zum Römerkeller"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 4453181377,\n\tlat: 49.9849487,\n\tlon: 7.1237069,\n\ttags: {\n\tamenity: "restaurant",\n\tcuisine: "buschenschank",\n\tname: "Strausswitschaft Weingut Conrad"\n\t}\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\t{\n\ttype: "node",\n\tid: 4952738643,\n\tlat: 49.9482973,\n\tlon: 7.1118204,\n\ttags: {\n\tamenity: "cafe",\n\tcuisine: "ice_cream",\n\tlevel: "0",\n\tname: "Ital. Eiscafé Simonetti",\n\toutdoor_seating: "yes",\n\ttakeaway: "yes",\n\twheelchair: "no"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 5000400449,\n\tlat: 49.9746323,\n\tlon: 7.0075373,\n\ttags: {\n\t\'addr:city\': "Zeltingen-Rachtig",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "13",\n\t\'addr:postcode\': "54492",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\ttakeaway: "yes"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 5968998153,\n\tlat: 49.948223,\n\tlon: 7.1137769,\n\ttags: {\n\tamenity: "cafe",\n\tname: "Cafe Müller"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 6006091424,\n\tlat: 50.0528206,\n\tlon: 7.1057973,\n\ttags: {\n\tamenity: "restaurant",\n\tcuisine: "german"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 6063079799,\n\tlat: 50.0734801,\n\tlon: 7.0229174,\n\ttags: {\n\t\'addr:city\': "Bad Bertrich",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "1",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\twebsite: "http://haeckers-hotels.com/fuerstenhof-bad-bertrich/hotel/"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 6092754273,\n\tlat: 50.0711451,\n\tlon: 7.0377007,\n\ttags: {\n\t\'addr:city\': "Bad Bertrich",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "72",\n\t\'addr:postcode\': "56864",\n\t\'addr:street\': "Kurfürstenstraße",\n\tamenity: "restaurant",\n\tcheck_date: "2018-11-26",\n\tcuisine: "german",\n\tname: "Gasthaus „Alt Kurfürst“",\n\topening_hours: "10:00-22:00; Tu off",\n',
     []),
    ('hville/hville.github.io@717f936d803821837e5fb6d63fba8cf0a9a104b5:docs/urbi/overpass_data.js', '',
     '\treservation: "recommended",\n\tsmoking: "no",\n\ttoilets: "yes",\n\t\'toilets:access\': "customers",\n\t\'toilets:wheelchair\': "no",\n\twheelchair: "limited",\n\t\'wheelchair:description\': "Außengastronomie barrierfrei, drinnen nicht"\n\t}\n\t},\n\t{\n\ttype: "node",\n\tid: 6403530803,\n\tlat: 49.9862973,\n\tlon: 6.8865488,\n\ttags: {\n\t\'addr:city\': "Wittlich",\n\t\'addr:country\': "DE",\n\t\'addr:housenumber\': "1a",\n\t\'addr:postcode\': "54516",\n\t\'addr:street\': "Himmeroder Straße",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "name": "Cashel Camping & Caravan Park Forest Holidays",\n        "tourism": "camp_site",\n        "website": "http://camping.forestholidays.co.uk/camping_and_caravanning/our_sites__locations/scotland/cashel.aspx"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -4.5820056,\n          56.1125629\n        ]\n      },\n      "id": "node/667005293"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "addr:city": "Settle",\n        "addr:postcode": "BD24 0HD",\n        "addr:village": "Horton-in-Ribblesdale",\n        "name": "Holme Farm",\n        "source": "survey",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.2938364,\n          54.1455517\n        ]\n      },\n      "id": "node/1746976635"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "addr:city": "Taunton",\n        "addr:hamlet": "Shoreditch",\n        "addr:postcode": "TA3 7BS",\n        "addr:street": "Killams Avenue",\n        "name": "Cornish Farm Touring Park",\n        "source": "ACSI",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -3.09278,\n          50.99222\n        ]\n      },\n      "id": "node/1789140355"\n    },\n    {\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "addr:city": "Dulverton",\n        "addr:country": "GB",\n        "addr:county": "Somerset",\n        "addr:housename": "Mill House",\n        "addr:postcode": "TA22 9JR",\n        "addr:street": "Week Lane",\n        "addr:village": "Bridgetown",\n        "fhrs:authority": "West Somerset",\n        "fhrs:id": "161256",\n        "fhrs:local_authority_id": "PI/000001238",\n        "name": "Exe Valley Caravan Site",\n        "source": "ACSI",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "addr:housename": "Greenway Touring Park",\n        "addr:postcode": "SY7 9LU",\n        "addr:street": "Greenway",\n        "name": "Greenway Touring Park for Adults",\n        "operator": "Greenway",\n        "tourism": "camp_site"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -2.7914412,\n          52.4418551\n        ]\n      },\n      "id": "node/4340968399"\n    },\n    {\n      "type": "Feature",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "name:en": "Craig House Campsite",\n        "note": "seems to be this field next house; only single tent when I passed",\n        "tourism": "camp_site",\n        "website": "https://craighousecampsite.myfreesites.net/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -6.4353168,\n          55.2285213\n        ]\n      },\n      "id": "node/4855425021"\n    },\n    {\n      "type": "Feature",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "addr:city": "Porspoder",\n        "addr:postcode": "29840",\n        "addr:street": "Route de Keroustad",\n        "camp_site": "serviced",\n        "caravans": "yes",\n        "fee": "yes",\n        "internet_access": "yes",\n        "name": "Camping Mézou Pors",\n        "payment:cash": "yes",\n        "payment:cheque": "yes",\n        "payment:credit_cards": "no",\n        "payment:cryptocurrencies": "no",\n        "payment:debit_cards": "no",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "hot_water": "yes",\n        "internet_access": "no",\n        "kitchen": "no",\n        "lit": "no",\n        "motor_vehicle": "yes",\n        "name": "Camping de Kerloury",\n        "power_supply": "yes",\n        "shower": "hot",\n        "swimming_pool": "no",\n        "tents": "yes",\n        "toilets": "yes",\n        "tourism": "camp_site",\n        "washing_machine": "no",\n        "waste_disposal": "yes"\n      },\n      "geometry": {\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/campsites.js', '',
     '        "tourism": "camp_site",\n        "website": "https://wildflowerglamping.ie/"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          -7.4508397,\n          54.0012686\n        ]\n      },\n      "id": "node/8112036678"\n    }\n  ]\n}',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "name": "Fitzgerald\'s Eurohostel",\n        "tourism": "hostel",\n        "wheelchair": "no"\n      }\n    },\n    {\n      "type": "node",\n      "id": 313686180,\n      "lat": 52.060507,\n      "lon": -9.5031649,\n      "tags": {\n        "name": "Railway Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 313948865,\n      "lat": 53.034029,\n      "lon": -9.0769675,\n      "tags": {\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '      "lat": 53.2536685,\n      "lon": -6.2842446,\n      "tags": {\n        "name": "Larch Hill Scouting Center",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 416470365,\n      "lat": 53.335442,\n      "lon": -6.2645588,\n      "tags": {\n        "addr:housenumber": "8",\n        "addr:street": "Camden Place",\n        "name": "Times Hostel",\n        "note": "FIXME Check name",\n        "tourism": "hostel"\n      }\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "name": "The Galway Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 566627157,\n      "lat": 51.6417595,\n      "lon": -10.044026,\n      "tags": {\n        "name": "Youth Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 579036307,\n      "lat": 54.5860092,\n      "lon": -5.9401959,\n      "tags": {\n        "addr:city": "Belfast",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "addr:street": "Fitzwilliam Street",\n        "name": "Archie\'s Backpacker",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 593885260,\n      "lat": 53.2949416,\n      "lon": -6.1485784,\n      "tags": {\n        "addr:housenumber": "7",\n        "addr:postcode": "A96 HF51",\n        "addr:street": "Old Dunleary Road",\n        "contact:facebook": "https://www.facebook.com/Marina.House.Dublin/",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "amenity": "restaurant",\n        "name": "Cloverfox, Bar and Restaurant",\n        "tourism": "hostel",\n        "website": "http://www.bardsden.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 699612197,\n      "lat": 52.1412337,\n      "lon": -10.2680024,\n      "tags": {\n        "name": "The Hideout hostel",\n        "tourism": "hostel",\n        "website": "www.thehideouthostel.com"\n      }\n    },\n    {\n      "type": "node",\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "name": "Kells Holiday Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1012183620,\n      "lat": 54.273676,\n      "lon": -8.473705,\n      "tags": {\n        "addr:city": "Sligo",\n        "addr:street": "Markievicz Road",\n        "name": "The White House Hostel",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1332808638,\n      "lat": 53.0679732,\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "name": "The Lighthouse Inn",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1407572045,\n      "lat": 53.8003964,\n      "lon": -9.52413,\n      "tags": {\n        "name": "The Old Mill Holiday Hostel",\n        "operator": "Carr",\n        "tourism": "hostel",\n        "website": "http://www.oldmillhostel.com/"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1430186970,\n      "lat": 51.9026294,\n',
     []),
    ('RMacW98/AWM2020CA2@322d7f014121a749a6aebc0401c0266906abc1b0:DjangoApp/world/data/hostel.json', '',
     '        "old_name": "Scoil Íte",\n        "tourism": "hostel",\n        "website": "http://www.sheilashostel.ie/",\n        "wheelchair": "no"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1450473314,\n      "lat": 53.2766914,\n      "lon": -9.0505277,\n      "tags": {\n        "name": "Sleepzone",\n        "tourism": "hostel"\n      }\n    },\n    {\n      "type": "node",\n      "id": 1460508190,\n      "lat": 53.3559356,\n      "lon": -6.268339,\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "name:de": "Gaumukh",\n        "natural": "cave_entrance",\n        "source": "yahoo sat.",\n        "tourism": "attraction",\n        "wikidata": "Q1496251",\n        "wikipedia": "de:Gaumukh"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.0818205,\n          30.9257397\n        ]\n      },\n      "id": "node/1188283230"\n    },\n    {\n      "type": "Feature",\n      "properties": {\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "name": "Valley of Flowers Entry (600Rp)",\n        "name:de": "Valley of Flowers Eingang (600Rp)",\n        "name:en": "Valley of Flowers Entry (600Rp)",\n        "opening_hours": "Mo-Su 07:00-17:00",\n        "tourism": "information"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.5958552,\n          30.7056798\n        ]\n      },\n      "id": "node/4421850089"\n    },\n    {\n      "type": "Feature",\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "name:ta": "ஹரனின் படித்துறை",\n        "name:ur": "ہر کی پوڑی",\n        "tourism": "attraction",\n        "wikidata": "Q2721704",\n        "wikimedia_commons": "Category:Har Ki Pauri",\n        "wikipedia": "hi:हर की पौड़ी"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.1708619,\n          29.9566381\n        ]\n      },\n      "id": "node/5984981985"\n    },\n    {\n      "type": "Feature",\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "reservation": "required",\n        "rooms": "4",\n        "smoking": "separated",\n        "source": "gps;survey;local knowledge;aerial imagery;streetlevel imagery",\n        "start_date": "2015-11-15",\n        "tourism": "guest_house",\n        "website": "bit.ly/prashanthomestay",\n        "wheelchair": "no"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.4665525,\n          29.3841798\n        ]\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "description": "Created by Tanay Das",\n        "guest_house": "guest_house",\n        "internet_access": "yes",\n        "internet_access:fee": "no",\n        "name": "Vanabaran Vaban",\n        "operator": "Forest Survey of India",\n        "rooms": "15",\n        "tourism": "guest_house"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          78.0132041,\n          30.343079\n        ]\n      },\n',
     []),
    ('suryapratap424/AICTE_CharDham@74747e7617fc35e89c0193e7c13e6a7112a7d140:tourism.js', '',
     '        "name:gu": "કસાર મોઉન્ટેન લાઈટ હોમસ્ટે",\n        "name:hi": "कसार माउंटेन लाइट होमस्टे",\n        "tourism": "hotel"\n      },\n      "geometry": {\n        "type": "Point",\n        "coordinates": [\n          79.663321,\n          29.6472016\n        ]\n      },\n      "id": "node/9399437053"\n    }\n  ]\n}',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     'let data={\n  "total": 78,\n  "data": [\n    {\n      "id": 211,\n      "name": "臺北市立動物園",\n      "name_zh": null,\n      "open_status": 1,\n      "introduction": "<!--td {\\r\\n  border: 1px solid #ccc;\\r\\n  }\\r\\n  br {\\r\\n    mso-data-placement:same-cell;\\r\\n  }\\r\\n  -->\\r\\n\\r\\n※入園預約制分為兩時段09:00-12:00、12:01-16:00，請遊客來園參觀前先完成線上預約，如預約額滿將限制入園，造成不便，請多包涵。\\r\\n8/10-8/16：每日入園上限6,000人，每時段入園限制3,000人，入園人流管控每小時原則不超過1,000人入園。\\r\\n線上預約網頁: https://is.gd/V80pa3。\\r\\n\\r\\n臺北市立動物園是世界前十大都市型的動物園之一，搭捷運木柵線到最後一站就可以抵達。園區內有超過四百種的動物，是東南亞規模最大的動物園。\\r\\n\\r\\n園區內分為室內及戶外展示區，首先要造訪的是「昆蟲館」，在這裡可以看到臺灣特有種的蝴蝶喔；再來，不能錯過超高人氣的「無尾熊館」和「企鵝館」，還有兩隻從中國來的大貓熊，這些都是園區內受歡迎的動物明星，來瞧瞧他們可愛的模樣吧！\\r\\n\\r\\n上一代的招牌動物是亞洲象「林旺爺爺」，大象林旺活了86歲，比一般的亞洲象多活了20歲左右，被動物學家稱為奇蹟，林旺過世後被製成標本，是全世界最大的亞洲象標本，目前在「教育中心」展出。\\r\\n\\r\\n除了室內展示館，戶外展示區依地理環境做劃分，兼具物種展示及生態環境教育的功能，其中「兒童動物園」、「臺灣鄉土動物區」和「非洲動物區」是動物園線上票選最受歡迎的展示區。「臺灣鄉土動物區」展出梅花鹿、臺灣黑熊、台灣獼猴和藍腹鷳等台灣特有種，這些可都是台灣限定，千萬不可以錯過喔！",\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '      "official_site": "https://www.zoo.gov.taipei/",\n      "facebook": "https://www.facebook.com/TaipeiZoo/",\n      "ticket": "入園門票：全票/60元、優待票/30元 \\r\\n教育中心：全票/20元、優待票/10元\\r\\n遊客列車：全票/5元",\n      "remind": "入園相關資訊請參考官方網站。",\n      "staytime": "",\n      "modified": "2021-08-13 11:19:52 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/211",\n      "category": [\n        {\n          "id": 19,\n          "name": "親子共遊"\n        },\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '        },\n        {\n          "id": 144,\n          "name": "餐飲"\n        },\n        {\n          "id": 145,\n          "name": "購物"\n        },\n        {\n          "id": 146,\n          "name": "公廁"\n        },\n        {\n          "id": 147,\n          "name": "停車場"\n        },\n        {\n          "id": 148,\n          "name": "失物招領"\n        },\n        {\n          "id": 149,\n          "name": "廣播服務"\n        },\n        {\n          "id": 150,\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/64565",\n          "subject": "",\n          "ext": ".jpg"\n        }\n      ],\n      "files": [],\n      "links": [\n        {\n          "src": "https://www.zoo.gov.taipei/News_Content.aspx?n=0C91137A8B97AF0E&sms=F3B2EF982C0582B3&s=0251C55BFFB61E24",\n          "subject": "門票資訊"\n        },\n        {\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '      "introduction": "身為臺北人，你知道臺北事嗎？歡迎來到台北探索館，瞭解臺北的大小事。台北探索館有4個樓層，1樓為臺北印象廳，以圖文、影像呈現臺北印象；2樓為特展廳，常舉辦相關展覽；3樓為城市探索廳，可看到臺北街道如凱達格蘭大道、中山北路、敦化南北路、忠孝東路等，和西門町、信義區的變遷史；4樓為時空對話廳，有互動裝置，仿古城牆的基石、圖片、文物及模型設施，想瞭解艋舺、大稻埕、臺北城、淡水河的身世，來這裡準沒錯。\\r\\n\\r\\n一樓的臺北印象廳，簡約的風格，讓人馬上聯想到人文薈萃的大臺北調調。主牆面播映的多層次媒體影像及地面投影，展現臺北的一顰一笑。\\r\\n\\r\\n二樓的特展廳，佔地雖然不大，&nbsp;卻是&quot;麻雀雖小，五臟俱全&quot;，主要配合市府相關局處或市民關心的議題，定期舉辦特展。\\r\\n\\r\\n三樓的城市探索廳，是一個讓人&nbsp;放縱想像力的地方，從臺北街道的變遷，帶觀眾追尋臺北的發展軌跡。\\r\\n\\r\\n四樓的時空對話廳，代表著城市發展與歷史演進，就像搭乘時光機回到過往的臺北，體驗古今對照、時空變換的意境。\\r\\n\\r\\n發現劇場的360度的大螢幕，放映「城市身世」、「城市生活」、「城市風采」、「台北好時光」等4部影片，提出各種關於臺北市的故事與思索，適合各種不同年齡層的民眾，來此探索。\\r\\n\\r\\n民眾來參訪台北探索館前也可以先在網路上觀看展館的雲端虛擬實境喔！\\r\\n\\r\\n",\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '      "remind": "設有穆斯林祈禱室",\n      "staytime": "",\n      "modified": "2021-08-13 11:11:07 +08:00",\n      "url": "https://www.travel.taipei/zh-tw/attraction/details/42",\n      "category": [\n        {\n          "id": 15,\n          "name": "藝文館所"\n        },\n        {\n          "id": 19,\n          "name": "親子共遊"\n        },\n        {\n          "id": 25,\n          "name": "無障礙旅遊推薦景點"\n        }\n      ],\n      "target": [],\n      "service": [\n        {\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '        }\n      ],\n      "friendly": [],\n      "images": [\n        {\n          "src": "https://www.travel.taipei/image/63782",\n          "subject": "",\n          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/63783",\n          "subject": "",\n          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/63784",\n          "subject": "",\n          "ext": ".jpg"\n        },\n',
     []),
    ('az25486107/az25486107.github.io@cbec4f6a885e783574e1738c0793cca572e34f8d:attraction.js', '',
     '          "src": "https://www.travel.taipei/image/63789",\n          "subject": "",\n          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/63790",\n          "subject": "",\n          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/182782",\n          "subject": "",\n          "ext": ".jpg"\n        },\n        {\n          "src": "https://www.travel.taipei/image/63780",\n',
     []),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', '',
     '    "resveUrl": "http://res.knps.or.kr"\n  },\n  {\n    "contentId": "1266",\n    "name": "백무동야영장",\n    "location": "경남 함양군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/1266/thumb/thumb_720_7631lNhmocEuXIWGY3dDcy1k.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "산,숲,계곡",\n    "addr1": "경상남도 함양군 마천면 강청리 148",\n',
     []),
    ('RRRdj/Camping@937e8dcaa9af13512f46d430201f1f9fa1378c86:lib/tools/json/campground_data.json', '',
     '    "resveUrl": "https://reservation.knps.or.kr"\n  },\n  {\n    "contentId": "3394",\n    "name": "학암포 오토 캠핑장",\n    "location": "충남 태안군",\n    "type": "국립",\n    "firstImageUrl": "https://gocamping.or.kr/upload/camp/3394/thumb/thumb_720_8481tlbPw77QO0qbTgrddZya.jpg",\n    "lineIntro": null,\n    "available": 0,\n    "total": 0,\n    "amenities": [\n      "전기",\n      "온수",\n      "운동시설"\n    ],\n    "inDuty": "일반야영장",\n    "lctCl": "해변",\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "# Brisbane to Adelaide Christmas Road Trip 2025 - REVISED\n## Kristyn & Rick's Great Ocean Road Adventure\n\n**Last Updated:** November 24, 2025\n**Version:** 2.0 (Major Route Revision)\n\n---\n\n## Trip Overview\n\n**Departure:** December 23, 2025 (Brisbane)\n**Return:** January 4, 2026 (Brisbane)\n**Total Duration:** 13 days\n**Vehicle:** Toyota Hilux with camping equipment\n**Total Distance:** ~4,500 km (roundtrip)\n\n**Route Summary:**\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     'December 23-January is PEAK summer holiday season. You have only **29 days** until departure!\n\n**Priority bookings needed:**\n1. **Dec 23:** Murray River area (Albury-Wodonga/Echuca region)\n2. **Dec 27:** Port Campbell area (NEAR TWELVE APOSTLES - MOST CRITICAL!)\n3. **Dec 28-31:** Great Ocean Road route\n4. **Jan 2-3:** Return journey stops\n\n---\n\n## Detailed Day-by-Day Itinerary\n\n### Day 1: December 23 - Brisbane to Murray River Region\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     '- **7:00pm:** Arrive Murray River region\n\n**Important Tips:**\n- This is a LONG driving day - take turns driving\n- Breaks every 2 hours minimum\n- Fuel up regularly (stations become sparse inland)\n- Stock up on water and snacks\n- Watch for kangaroos at dusk!\n- This is NOT coastal - inland route through NSW\n- Hot temperatures expected (30-40°C possible)\n\n**Weather:** Hot and dry inland NSW (25-38°C)\n\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "**Route Option 2 (from Echuca):** Echuca → Bendigo → Melbourne\n\n**Stops Along the Way:**\n- **Wangaratta or Bendigo:** Coffee/breakfast stop\n- **Benalla:** Lake Benalla (if from Albury)\n- **Seymour:** Final break before Melbourne\n\n**Arrive Melbourne:** Early-mid afternoon (2-4pm)\n\n**🏠 Arrival at Parker's House:**\n- GPS address from Parker (GET THIS BEFORE YOU LEAVE!)\n- Unpack essentials only\n- Leave camping gear securely in Hilux\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "**Evening:** Christmas Eve with family, early night (Christmas morning tomorrow!)\n\n---\n\n### Day 3: December 25 - CHRISTMAS DAY at Parker's! 🎄\n\n**Staying at:** Parker's house, Melbourne\n\n**Christmas Day Plans:**\n\n**Morning:**\n- Christmas breakfast with family\n- Open presents with Parker\n- Relaxed family morning\n\n**Midday:**\n- Christmas lunch/dinner at home\n- Traditional Christmas meal together\n- Quality time with your son\n\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "- SEA LIFE Melbourne Aquarium\n- Melbourne Zoo\n- Cinemas\n\n**Weather:** Summer conditions (20-30°C, can spike to 40°C+)\n\n**Note:** This is YOUR Christmas with family - make it special!\n\n---\n\n### Day 4: December 26 - BOXING DAY at Parker's! 🏏\n\n**Staying at:** Parker's house, Melbourne\n\n**BOXING DAY - Major Australian Holiday**\n\n**Optional Activities:**\n\n**Option 1: Boxing Day Test Cricket at MCG (with or without Parker)**\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "- Leisurely breakfast at Parker's\n- Light activities in Melbourne\n- **IMPORTANT:** Prepare for Great Ocean Road tomorrow!\n\n**Evening - Critical Preparation:**\n- Pack Hilux properly for GOR departure\n- Check all camping gear is ready and accessible\n- Fill up fuel tank (full tank for tomorrow)\n- Check tire pressures\n- Grocery shop for next 3-4 days of camping\n- Say goodbye to Parker (won't see him for a while!)\n- Early night - big day tomorrow!\n\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     '- Quick breakfast: 6:30am\n- Final packing and farewells: 7:00am\n- **DEPART: 7:30-8:00am sharp**\n- Thank Parker for amazing Christmas!\n\n**Route:** Melbourne → Geelong → Torquay → Great Ocean Road → Lorne → Apollo Bay → Port Campbell\n\n**THE GREAT OCEAN ROAD - Key Stops:**\n\n**8:30-9:00am: Geelong**\n- Quick stop if needed\n- Fuel available\n\n**9:30am: TORQUAY - Official GOR Start**\n- **Great Ocean Road Memorial Arch** (photo stop!)\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     "- Guaranteed koala sightings\n- Amazing photos!\n- Allow 45-60 minutes\n\n**1:00pm: APOLLO BAY**\n- Lunch stop (great cafes and fish & chips)\n- Fuel up here!\n- Beautiful beach town\n- 45 minutes\n\n**2:00pm: CAPE OTWAY (Optional detour)**\n- 30 min detour off main road\n- Australia's oldest surviving lighthouse\n- Entry fee ~$20pp\n- More koalas in surrounding bush\n- Skip if running late or save for tomorrow\n\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/MAIN_ITINERARY_REVISED.md', '',
     '- Early night (been a big day!)\n\n**Critical Notes:**\n- **START EARLY** from Melbourne to avoid crowds at Twelve Apostles\n- Fuel up in Apollo Bay (next fuel: Port Campbell or Warrnambool)\n- Bring food/snacks for the drive\n- Download offline maps\n- This is the HIGHLIGHT day of your entire trip!\n\n---\n\n### Day 6: December 28 - Port Campbell Area (Full Exploration Day)\n**Distance:** Minimal driving (30-50 km exploring)\n\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PROJECT_STATUS.md', '',
     '# Project Status & Progress Tracker\n## Brisbane to Adelaide Christmas Road Trip 2025 - REVISED\n\n**Last Updated:** November 24, 2025\n**Days Until Departure:** 29 days (December 23, 2025)\n**Version:** 2.0 (Major Route Revision)\n\n---\n\n## ⚠️ CRITICAL ALERT\n\n**YOU ARE NOW 3 WEEKS BEHIND SCHEDULE!**\n\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PROJECT_STATUS.md', '',
     '| MAIN_ITINERARY_REVISED.md | ✅ Complete | Nov 24, 2025 |\n| ITINERARY_CHANGES_SUMMARY.md | ✅ Complete | Nov 24, 2025 |\n| CAMPING_BOOKINGS_GUIDE.md | 🔄 NEEDS UPDATE | Nov 3, 2025 |\n| HILUX_PACKING_LIST.md | ✅ Complete | Nov 3, 2025 |\n| QUICK_REFERENCE_GUIDE.md | 🔄 NEEDS UPDATE | Nov 3, 2025 |\n| BOOKING_TRACKER.md | 🔄 NEEDS UPDATE | Nov 3, 2025 |\n\n---\n\n## Major Itinerary Changes (Nov 24, 2025)\n\n**NEW PLAN:**\n',
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PROJECT_STATUS.md', '',
     "- ❌ ~~Coffs Harbour Jan 1~~ - Replaced with Maddara\n- ❌ ~~Gold Coast Jan 2~~ - Replaced with Maddara\n\n**TOTAL BOOKINGS REQUIRED:** 4 locations (depending on Parker's availability Dec 30: 3-4)\n**TOTAL CAMPING/ACCOMMODATION NIGHTS:** 5-6 nights\n\n**Status Legend:**\n- ⏳ NOT BOOKED - Need to book urgently\n- 📞 CALLED - Called but not confirmed\n- ✅ CONFIRMED - Booking confirmed and paid\n- ❌ UNAVAILABLE - Need alternative\n\n---\n\n",
     []),
    ('Heavywpn/life2026@8e70f7202c85bb1f0f04fdd1688571a018aa0414:GreatOceanRD/PROJECT_STATUS.md', '',
     '- Ask for powered site (for fridge)\n- Mention you have a Hilux with camping setup\n- Ask about camp kitchen facilities\n- Get cancellation policy\n- Pay deposit if required to secure booking\n\n---\n\n## Pre-Departure Checklist Progress - REVISED\n\n### ✅ 8 Weeks Before (by Nov 1) - COMPLETED\n- [x] Research route and create itinerary\n- [x] Create comprehensive planning documents\n- [x] Identify campgrounds and accommodation\n\n',
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "VALUES ('Hauts-de-Seine', 'Courbevoie', 'musée des travaux publics', 's''adresser à la mairie', 92974, NULL, NULL,\n        '48.89817715987157', '2.2579850008669635');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Hauts-de-Seine', 'Sceaux', 'musée du domaine départemental de Sceaux', 'Domaine Départemental de Sceaux',\n",
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "        'https://museedupaysderetz.fr/', '47.042318', '-1.952164');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Loire-Atlantique', 'Chateaubriant', 'musée municipal', 'Hôtel de Ville, BP 189', 44146, NULL, NULL,\n        '47.72100904526619', '-1.3758648096623352');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\n",
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "        'https://museedestourneurssurbois.com',\n        '43.776017', '6.243581');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Var', 'Draguignan', 'musée de la société d''études scientifiques et archéologiques', '21 allée d''Azémar',\n        83300, NULL, 'societe-etudes-draguignan.com/web/?page_id=11', '43.536558', '6.461588');\n",
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "VALUES ('Nord', 'Sars-Poteries', 'MusVerre', '1 rue du Général de Gaulle', 59216, NULL,\n        'musverre.lenord.fr/fr/Accueil.aspx', '50.164428', '4.023602');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Nord', 'Tourcoing', 'Muba Eugène Leroy Tourcoing / musée des beaux-arts Eugène Leroy de Tourcoing',\n",
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "INSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Seine-et-Marne', 'Crécy-la-Chapelle', 'musée municipal', 's''adresser à la mairie', 77580, NULL, NULL,\n        '48.85813263142596', '2.908441509296712');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\n",
     []),
    ('xingcdev/museifier-api@2090bb6456ce7788d17d8d1bfa5163c7cae7b7e9:src/main/resources/data.sql', '',
     "        'https://ville-granville.fr/a-voir-a-faire-a-granville/vie-culturelle-et-artistique/musee-dart-et-dhistoire/',\n        '48.837248', '-1.602814');\nINSERT INTO museum(department, city, name, address, postal_code, phone_number, url, latitude, longitude)\nVALUES ('Manche', 'Valognes', 'musée régional du cidre et du calvados', 'Rue du Petit-Versailles', 50700,\n",
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     'export type IndividualRoomData = {\n  id: string;\n  name: string;\n  type: string;\n  location: string;\n  maxGuests: number;\n  description: string;\n  badges: string[];\n  beds: string[];\n  amenities: {\n    icon: string;\n    label: string;\n  }[];\n  images: {\n    src: string;\n    alt: string;\n    caption: string;\n  }[];\n};\n\nexport type RoomDetailData = {\n  id: string;\n  seo: {\n    canonicalPath: string;\n    title: string;\n    description: string;\n',
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     '      value: string;\n    }[];\n  };\n  gallery: {\n    kicker: string;\n    title: string;\n    images: {\n      src: string;\n      alt: string;\n    }[];\n  };\n  amenities: {\n    kicker: string;\n    title: string;\n    items: {\n      icon: string;\n      label: string;\n      text: string;\n    }[];\n  };\n  individualRooms: {\n    kicker: string;\n    title: string;\n    description: string;\n    rooms: IndividualRoomData[];\n  };\n  bestFor: {\n',
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     '   ========================================================================== */\n\nexport const standardDoubleRoomEn: RoomDetailData = {\n  id: "standard-double-room",\n  seo: {\n    canonicalPath: "/chios-rooms/standard-double-room/",\n    title: "Standard Double & Triple Rooms in Chios | Voulamandis House",\n    description:\n',
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     '      "Comfortable double and triple rooms for couples, friends and small families. Choose easy garden access on the ground floor or a brighter first-floor stay with a more premium feel.",\n    image:\n      "/images/rooms/double-triple-room.jpg",\n    imageAlt: "Standard double and triple room in Chios at Voulamandis House",\n    badges: ["2–4 guests", "Garden or terrace feel", "Free WiFi", "Air conditioning"],\n    primaryCta: {\n',
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     '      "The standard double and triple rooms at Voulamandis House are designed for guests who want more comfort, more space and a calm Kambos atmosphere.",\n      "Ground floor rooms are ideal if you prefer easy access to the courtyard and garden. First floor rooms offer a brighter stay and a more elevated feeling, with access to the shared terrace area.",\n',
     []),
    ('stratosv1/chioshotel-next@5ba69c089c5b8c04cf3195d244563a1390954a0e:content/room-details.ts', '',
     '    kicker: "Room photos",\n    title: "See the room atmosphere",\n    images: [\n      {\n        src: "/images/rooms/double-triple-room.jpg",\n        alt: "Ground floor double and triple room in Chios",\n      },\n      {\n        src: "/images/rooms/DSC07776-2-e1675109942622.webp",\n        alt: "First floor double and triple room in Chios",\n      },\n      {\n        src: "/images/rooms/DSC07867-1.webp",\n',
     []),
    ('honzasvacek/hotellegie@a969cd879477c4ec4732888ea2f5ce20a6ffe212:docs/04.conferenceFacilities.en.md', '',
     '---\nhide:\n  - navigation\n---\n\n# **Conference Facilities**\n\nHotel Legie offers pleasant and representative **conference facilities in Prague 2** for hosting corporate events, training sessions, meetings, and other occasions in a prestigious location – right next to the I.P. Pavlova metro station and just a short walk from Wenceslas Square.\n\nWe offer fully equipped conference spaces with a total capacity of up to **170 people**.\n\n',
     []),
    ('honzasvacek/hotellegie@a969cd879477c4ec4732888ea2f5ce20a6ffe212:docs/04.conferenceFacilities.en.md', '',
     '### Photos from the event – *“Veterans’ Gathering”*\n\n<div class="gallery-slider" id="gallery-veterans">\n  <img src="/hotellegie/assets/akce/veterani1.jpg" alt="Veterans Meeting Photo 1">\n  <div class="slider-controls">\n    <button onclick="prevImage(\'gallery-veterans\')">←</button>\n    <span id="gallery-veterans-counter">1 of 8</span>\n    <button onclick="nextImage(\'gallery-veterans\')">→</button>\n  </div>\n</div>\n\n--8<-- "booking-form.en.html"\n',
     []),
    ('ucielsola/ucihuen-svkit@c438e182522e9cb4595680ef1b59eb15cae0c350:llms.md', '',
     'Las cabañas están ubicadas a solo dos cuadras del centro de la Villa Turística Lago Puelo, combinando tranquilidad, comodidad y facilidad de acceso a los negocios y servicios de la zona.\n\nA menos de 3 kilómetros se encuentra el Parque Nacional Lago Puelo, con características únicas en su fauna y flora, y una amplia gama de atractivos turísticos: paseos en lancha y en kayak, senderos interpretativos, playas, bosques y cascadas.\n\n## Cabañas\n\n',
     []),
    ('ucielsola/ucihuen-svkit@c438e182522e9cb4595680ef1b59eb15cae0c350:llms.md', '',
     '- Desayuno de bienvenida (café, té, mate cocido, azúcar y dulce casero)\n- Calefacción y agua caliente las 24 horas\n- Parrilla individual\n- Parque con árboles frutales\n- Apto para mascotas\n- Secador de pelo\n- Equipamiento de cocina completo\n- Espacio para fumadores\n- Almohadas y frazadas extra\n- Extintor de incendios\n- Botiquín de primeros auxilios\n\n## Paseos y excursiones recomendadas\n\n### Parque Nacional Lago Puelo\n\n',
     []),
    ('ucielsola/ucihuen-svkit@c438e182522e9cb4595680ef1b59eb15cae0c350:llms.md', '',
     '\n### Pasarela Río Azul\n\nBalneario natural único para pasar un día inolvidable en familia. Además, senderos de diferente duración y dificultad para los amantes del trekking. Refugios, lagunas, cascadas y los hitos que limitan con Chile.\n\n### Balneario Cayún\n\nSitio natural ubicado en la zona de Lago Puelo, conocido por sus paisajes escénicos. Ideal para senderismo y disfrute del entorno patagónico.\n\n### Feria Regional El Bolsón\n\n',
     []),
]


# --------------------------------------------------------------------------- synthetic PII-free look-alikes


def imei(rng: random.Random) -> str:
    body = rng.choice(["86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(12))
    return luhn_complete(body)


def isbn13(rng: random.Random) -> str:
    body = rng.choice(["978", "979"]) + "".join(rng.choice("0123456789") for _ in range(9))
    check = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return "%s-%s-%s-%s-%d" % (body[:3], body[3], body[4:7], body[7:12], check)


def f_versions(rng, fake, locale):
    return ("Release notes\nversion %d.%d.%d (build %d.%d.%d.%d)\nWindows version 10.0.%d.%d, kernel %d.%d.%d-%d-generic\n" % (
        rng.randint(1, 9), rng.randint(0, 20), rng.randint(0, 30), rng.randint(1, 12), rng.randint(0, 9), rng.randint(1000, 9999), rng.randint(256, 9999),
        rng.randint(17763, 26100), rng.randint(1000, 5000), rng.randint(4, 6), rng.randint(0, 19), rng.randint(0, 120), rng.randint(10, 99)))


def f_sections(rng, fake, locale):
    a, b = rng.randint(1, 9), rng.randint(1, 9)
    return ("See section %d.%d.%d and clause %d.%d.%d(b); Annex %d, paragraph %d.%d applies to %s.\n" % (
        a, b, rng.randint(1, 9), a, b + 1, rng.randint(1, 9), rng.randint(1, 5), rng.randint(1, 20), rng.randint(1, 9), fake.city()))


def f_oids(rng, fake, locale):
    return ("snmpget -v2c -c public switch1 OID 1.3.6.1.2.1.%d.%d.%d\nOID 1.2.840.%d.1.%d.%d\n" % (
        rng.randint(1, 30), rng.randint(1, 20), rng.randint(1, 99), rng.choice([113549, 10045]), rng.randint(1, 12), rng.randint(1, 20)))


def f_dates(rng, fake, locale):
    y = rng.choice([2023, 2024, 2025, 2026])
    return ("Check-in %d-%02d-%02d from 15:00, check-out %02d.%02d.%d until 11:00; late check-out %02d/%02d/%d 14:30.\n" % (
        y, rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 28), rng.randint(1, 12), y, rng.randint(1, 12), rng.randint(1, 28), y))


def f_prices(rng, fake, locale):
    return ("Double room €%d,%02d / night · Suite %d %03d Kč · Breakfast $%d.%02d · Total %d,%03d.%02d JPY\n" % (
        rng.randint(60, 400), rng.randint(0, 99), rng.randint(3, 12), rng.randint(0, 999), rng.randint(8, 30), rng.randint(0, 99),
        rng.randint(10, 99), rng.randint(0, 999), rng.randint(0, 99)))


def f_isbns(rng, fake, locale):
    return "Guidebooks in the shop: ISBN %s (%s), ISBN %s.\n" % (isbn13(rng), fake.city(), isbn13(rng))


def f_imeis(rng, fake, locale):
    return "Lost & found: phone, IMEI: %s; tablet IMEI %s, handed to reception.\n" % (imei(rng), imei(rng))


def f_orders(rng, fake, locale):
    return ("Order: %03d %04d %04d\nTracking number: 1Z%s\nTicket #%d-%d\nBooking ref. %d\n" % (
        rng.randint(10, 999), rng.randint(0, 9999), rng.randint(0, 9999), "".join(rng.choice("0123456789ABCDEF") for _ in range(16)),
        rng.randint(1000, 9999), rng.randint(100000, 999999), rng.randint(10000000, 99999999)))


def f_coordinates(rng, fake, locale):
    return "GPS: %.6f, %.6f (lat/lon), elevation %d m; trailhead coordinates %.5f N %.5f E\n" % (
        rng.uniform(-60, 70), rng.uniform(-170, 170), rng.randint(0, 4000), rng.uniform(0, 70), rng.uniform(0, 170))


def f_hashes(rng, fake, locale):
    return "sha256 %s  backup.tar.gz\nmd5 %s\ncommit %s\n" % (
        "".join(rng.choice("0123456789abcdef") for _ in range(64)), "".join(rng.choice("0123456789abcdef") for _ in range(32)),
        "".join(rng.choice("0123456789abcdef") for _ in range(40)))


def f_macs(rng, fake, locale):
    return "Registered devices:\n  lobby-tv MAC %s\n  printer MAC %s\n" % (
        ":".join("%02X" % rng.randrange(256) for _ in range(6)), "-".join("%02x" % rng.randrange(256) for _ in range(6)))


def f_tax_ids(rng, fake, locale):
    return "VAT no. DE%09d · Steuernummer: %02d/%03d/%05d · SIRET: %03d %03d %03d %05d\n" % (
        rng.randint(0, 10 ** 9 - 1), rng.randint(10, 99), rng.randint(100, 999), rng.randint(10000, 99999),
        rng.randint(100, 999), rng.randint(100, 999), rng.randint(100, 999), rng.randint(10000, 99999))


def f_postcodes(rng, fake, locale):
    return "Shuttle stops: %s %05d, %s %04d, %s SW1A %dAA, zip %05d-%04d.\n" % (
        fake.city(), rng.randint(1000, 99999), fake.city(), rng.randint(1000, 9999), fake.city(), rng.randint(1, 9),
        rng.randint(10000, 99999), rng.randint(1000, 9999))


def f_otps(rng, fake, locale):
    return "Your verification code is %06d. Door PIN %04d, valid until %02d:%02d. Wi-Fi code: %d\n" % (
        rng.randint(0, 999999), rng.randint(0, 9999), rng.randint(0, 23), rng.randint(0, 59), rng.randint(10000, 99999))


def f_part_numbers(rng, fake, locale):
    return "Spare parts: part no. %d-%04d-%02d, SKU %d, EAN %d\n" % (
        rng.randint(100, 999), rng.randint(0, 9999), rng.randint(0, 99), rng.randint(100000, 999999), rng.randint(4000000000000, 4999999999999))


def f_population(rng, fake, locale):
    return "%s — population: %d %03d %03d (census), visitors %d,%03d,%03d a year, area %d km².\n" % (
        fake.city(), rng.randint(1, 9), rng.randint(0, 999), rng.randint(0, 999), rng.randint(1, 9), rng.randint(0, 999), rng.randint(0, 999),
        rng.randint(50, 9000))


def f_scores(rng, fake, locale):
    return "Final score %d:%d (%d:%d). Rating %d.%d/10 from %d %03d reviews.\n" % (
        rng.randint(0, 5), rng.randint(0, 5), rng.randint(0, 3), rng.randint(0, 3), rng.randint(5, 9), rng.randint(0, 9),
        rng.randint(1, 99), rng.randint(0, 999))


def f_measurements(rng, fake, locale):
    rows = "".join("| %-4s | %5.1f | %5.1f | %2d |\n" % (m, rng.uniform(-5, 35), rng.uniform(0, 300), rng.randint(0, 31))
                   for m in ["Jan", "Apr", "Jul", "Oct"])
    return "| month | temp °C | rain mm | rain days |\n" + rows


def f_sort_codes(rng, fake, locale):
    return "Pay at the desk or by transfer; sort code %02d-%02d-%02d (account number on request). Routing no. withheld.\n" % (
        rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99))


def f_masked_cards(rng, fake, locale):
    return "Card on file: **** **** **** %04d (exp %02d/%d). Amex •••• %05d charged deposit.\n" % (
        rng.randint(0, 9999), rng.randint(1, 12), rng.randint(26, 31), rng.randint(0, 99999))


def f_labelled_phone_like(rng, fake, locale):
    return ("Order: 0%d %04d %04d\nInvoice ref. %03d-%03d-%04d\nParcel tracking 1%03d %04d %04d\n" % (
        rng.randint(10, 99), rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(100, 999), rng.randint(100, 999),
        rng.randint(0, 9999), rng.randint(0, 999), rng.randint(0, 9999), rng.randint(0, 9999)))


def f_rooms_hours(rng, fake, locale):
    return "Room %d is on floor %d; sauna open %02d:00–%02d:00, pool %d m, %d km to the station, bus line %d.\n" % (
        rng.randint(101, 812), rng.randint(1, 8), rng.randint(6, 10), rng.randint(19, 23), rng.randint(12, 50),
        rng.randint(1, 40), rng.randint(1, 199))


FREE_GENRES = {
    "versions": f_versions, "sections": f_sections, "oids": f_oids, "dates": f_dates, "prices": f_prices,
    "isbn": f_isbns, "imei": f_imeis, "orders": f_orders, "coordinates": f_coordinates, "hashes": f_hashes,
    "mac": f_macs, "tax-ids": f_tax_ids, "postcodes": f_postcodes, "otp": f_otps, "part-numbers": f_part_numbers,
    "population": f_population, "scores": f_scores, "measurements": f_measurements, "sort-codes": f_sort_codes,
    "masked-cards": f_masked_cards, "labelled-phone-like": f_labelled_phone_like, "rooms-hours": f_rooms_hours,
}


# --------------------------------------------------------------------------- real snippets


def real_spans(text: str, labels: list, region: str) -> list[dict]:
    """Every stand-alone occurrence of each labelled string becomes a span."""
    spans = []
    for entity, string in labels:
        assert string in text, (entity, string)
        for m in re.finditer(re.escape(string), text):
            before = text[m.start() - 1] if m.start() else ""
            after = text[m.end()] if m.end() < len(text) else ""
            if re.match(r"[A-Za-z0-9]", before) or re.match(r"[A-Za-z0-9]", after):
                continue
            if entity == "EMAIL_ADDRESS" and (before in ".+-_%" or after == "@"):
                continue
            span = {"entity": entity, "start": m.start(), "end": m.end()}
            if entity == "PHONE_NUMBER":
                span["valid"] = phone_validity(string, region)
            spans.append(span)
    spans.sort(key=lambda s: (s["start"], s["end"]))
    kept = []
    for span in spans:  # a shorter label inside a longer one yields to the longer one
        if kept and span["start"] < kept[-1]["end"]:
            if span["end"] - span["start"] > kept[-1]["end"] - kept[-1]["start"]:
                kept[-1] = span
            continue
        kept.append(span)
    return kept


def real_records() -> list[dict]:
    out = []
    for source, locale, text, labels in REAL_SNIPPETS:
        region = region_of(locale) if locale else "US"
        repo = source.split("@")[0].split("/")[-1]
        out.append({"locale": locale, "spans": real_spans(text, labels, region),
                    "template": "b24r-" + re.sub(r"[^a-z0-9]+", "-", repo.lower()).strip("-"), "text": text})
    return out


# --------------------------------------------------------------------------- assembly


def synthetic_pii(rng: random.Random, fakes: dict) -> list[dict]:
    genres = sorted(PII_GENRES)
    out = []
    for i in range(N_SYNTHETIC_PII):
        locale = LOCALES[i % len(LOCALES)] if i < 2 * len(LOCALES) else rng.choice(LOCALES)
        genre = genres[i % len(genres)] if i < 3 * len(genres) else rng.choice(genres)
        region = region_of(locale)
        for _ in range(60):
            doc = PII_GENRES[genre](rng, fakes[locale], locale, region)
            if not lookalike_problems(doc.text, doc.spans):
                break
        else:
            raise AssertionError("no clean text for %s/%s" % (genre, locale))
        out.append({"locale": locale, "spans": doc.spans, "template": "b24-" + genre, "text": doc.text})
    return out


def synthetic_free(rng: random.Random, fakes: dict) -> list[dict]:
    genres = sorted(FREE_GENRES)
    out = []
    for i in range(N_SYNTHETIC_FREE):
        genre = genres[i % len(genres)]
        locale = rng.choice(LOCALES)
        for _ in range(60):
            parts = [FREE_GENRES[genre](rng, fakes[locale], locale)]
            if rng.random() < 0.5:
                parts.append(FREE_GENRES[rng.choice(genres)](rng, fakes[locale], locale))
            text = "".join(parts)
            if not lookalike_problems(text, []):
                break
        else:
            raise AssertionError("no clean PII-free text for " + genre)
        out.append({"locale": "", "spans": [], "template": "b24f-" + genre, "text": text})
    return out


def check_record(rec: dict) -> None:
    text = rec["text"]
    last = 0
    for span in rec["spans"]:
        assert last <= span["start"] < span["end"] <= len(text), rec
        last = span["end"]
        assert text[span["start"]:span["end"]].strip() == text[span["start"]:span["end"]], rec


def build(seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    fakes = {}
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(rng.randrange(2 ** 32))
        fakes[locale] = fake
    records = synthetic_pii(rng, fakes) + synthetic_free(rng, fakes) + real_records()
    for rec in records:
        check_record(rec)
    rng.shuffle(records)
    out = []
    for i, rec in enumerate(records):
        out.append({"id": "blind24-%05d" % i, "locale": rec["locale"], "spans": rec["spans"],
                    "template": rec["template"], "text": rec["text"]})
    return out


def write(records: list[dict], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")


def pin_hash_seed() -> None:
    """Re-run under PYTHONHASHSEED=0: some Faker locale data (it_IT city names, ...) sits in sets
    whose iteration order follows the hash seed, which would make the output depend on it."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + sys.argv[1:], env)


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        pin_hash_seed()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = parser.parse_args(argv)
    if faker is None or faker.VERSION != FAKER_VERSION:
        found = "not installed" if faker is None else faker.VERSION
        sys.exit("make_pii_blind24: needs Faker %s (found %s); the set is only reproducible with it."
                 % (FAKER_VERSION, found))
    if args.out.exists() and not args.force:
        sys.exit("make_pii_blind24: %s exists; pass --force to overwrite it." % args.out)
    records = build()
    write(records, args.out)
    print("wrote %d records to %s" % (len(records), args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
