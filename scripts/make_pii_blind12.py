"""Build the blind PII evaluation set ``pii_blind12``.

The set is meant to be scored only. It was written without looking at the detector it measures.

Output: ``benchmarks/data/pii_blind12/blind12.jsonl``, one JSON object per line with the keys
``id``, ``locale``, ``spans``, ``template`` and ``text``. Three kinds of record:

* ``b12-<genre>``: synthetic text with PII (phones, cards, IBANs, IPs, e-mails) in many locales;
* ``b12f-<genre>``: synthetic PII-free text full of look-alikes (versions, dates, IMEIs, ...);
* ``b12r-<source>``: real text windows from public repositories, labelled by reading and frozen
  in ``REAL_SNIPPETS`` at the end of this file.

Determinism: one ``random.Random(SEED)``; Faker instances are seeded from it in sorted locale
order; nothing reads the clock; anything built from a set is sorted. The output is byte-identical
across ``PYTHONHASHSEED`` and ``TZ``.

Usage: ``python scripts/make_pii_blind12.py [--out PATH] [--force]``
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

SEED = 20261127
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind12/blind12.jsonl")
N_PII = 900
N_FREE = 350

PHONE, EMAIL, CARD, IBAN, IP = "PHONE_NUMBER", "EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"

# Faker locales with a region that phonenumbers knows; every continent is present.
LOCALES = [
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_SA", "az_AZ", "bg_BG", "bn_BD", "bs_BA",
    "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LI", "de_LU", "el_CY", "el_GR", "en_AU",
    "en_BD", "en_CA", "en_GB", "en_IE", "en_IN", "en_KE", "en_NG", "en_NZ", "en_PH", "en_PK",
    "en_US", "es_AR", "es_CL", "es_CO", "es_ES", "es_MX", "et_EE", "fa_IR", "fi_FI", "fil_PH",
    "fr_BE", "fr_CA", "fr_CH", "fr_FR", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID",
    "is_IS", "it_IT", "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE",
    "nl_NL", "no_NO", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL",
    "sv_SE", "ta_IN", "th_TH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "zh_CN", "zh_TW",
    "zu_ZA", "yo_NG",
]

# Contact labels in the locale's own language (fallback: English).
WORDS = {
    "en": dict(phone="Phone", mobile="Mobile", fax="Fax", email="Email", toll="Toll-free", contact="Contact", call="call", or_="or"),
    "de": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-Mail", toll="Gebührenfrei", contact="Kontakt", call="anrufen", or_="oder"),
    "fr": dict(phone="Tél.", mobile="Portable", fax="Télécopie", email="Courriel", toll="Numéro vert", contact="Contact", call="appelez", or_="ou"),
    "es": dict(phone="Teléfono", mobile="Celular", fax="Fax", email="Correo", toll="Línea gratuita", contact="Contacto", call="llame al", or_="o"),
    "pt": dict(phone="Telefone", mobile="Telemóvel", fax="Fax", email="E-mail", toll="Linha grátis", contact="Contacto", call="ligue", or_="ou"),
    "it": dict(phone="Tel.", mobile="Cell.", fax="Fax", email="E-mail", toll="Numero verde", contact="Contatti", call="chiamare il", or_="oppure"),
    "nl": dict(phone="Telefoon", mobile="Mobiel", fax="Fax", email="E-mail", toll="Gratis nummer", contact="Contact", call="bel", or_="of"),
    "pl": dict(phone="Tel.", mobile="Tel. kom.", fax="Faks", email="E-mail", toll="Infolinia", contact="Kontakt", call="zadzwoń pod", or_="lub"),
    "cs": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-mail", toll="Bezplatná linka", contact="Kontakt", call="volejte", or_="nebo"),
    "sk": dict(phone="Telefón", mobile="Mobil", fax="Fax", email="E-mail", toll="Bezplatná linka", contact="Kontakt", call="volajte", or_="alebo"),
    "sv": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-post", toll="Avgiftsfritt", contact="Kontakt", call="ring", or_="eller"),
    "da": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-mail", toll="Gratisnummer", contact="Kontakt", call="ring på", or_="eller"),
    "no": dict(phone="Telefon", mobile="Mobil", fax="Faks", email="E-post", toll="Grønt nummer", contact="Kontakt", call="ring", or_="eller"),
    "fi": dict(phone="Puhelin", mobile="Matkapuhelin", fax="Faksi", email="Sähköposti", toll="Maksuton", contact="Yhteystiedot", call="soita", or_="tai"),
    "is": dict(phone="Sími", mobile="Farsími", fax="Fax", email="Netfang", toll="Gjaldfrjálst", contact="Samband", call="hringdu í", or_="eða"),
    "et": dict(phone="Telefon", mobile="Mobiil", fax="Faks", email="E-post", toll="Tasuta", contact="Kontakt", call="helista", or_="või"),
    "lv": dict(phone="Tālrunis", mobile="Mob.", fax="Fakss", email="E-pasts", toll="Bezmaksas", contact="Kontakti", call="zvaniet", or_="vai"),
    "lt": dict(phone="Tel.", mobile="Mob.", fax="Faksas", email="El. paštas", toll="Nemokamai", contact="Kontaktai", call="skambinkite", or_="arba"),
    "hu": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-mail", toll="Zöld szám", contact="Kapcsolat", call="hívja a", or_="vagy"),
    "ro": dict(phone="Telefon", mobile="Mobil", fax="Fax", email="E-mail", toll="Număr gratuit", contact="Contact", call="sunați la", or_="sau"),
    "bg": dict(phone="Тел.", mobile="Моб.", fax="Факс", email="Имейл", toll="Безплатен номер", contact="Контакти", call="обадете се на", or_="или"),
    "ru": dict(phone="Тел.", mobile="Моб.", fax="Факс", email="Эл. почта", toll="Бесплатно", contact="Контакты", call="звоните", or_="или"),
    "uk": dict(phone="Тел.", mobile="Моб.", fax="Факс", email="Ел. пошта", toll="Безкоштовно", contact="Контакти", call="телефонуйте", or_="або"),
    "el": dict(phone="Τηλ.", mobile="Κιν.", fax="Φαξ", email="Email", toll="Δωρεάν γραμμή", contact="Επικοινωνία", call="καλέστε", or_="ή"),
    "tr": dict(phone="Tel", mobile="GSM", fax="Faks", email="E-posta", toll="Ücretsiz hat", contact="İletişim", call="arayın", or_="veya"),
    "hr": dict(phone="Tel.", mobile="Mob.", fax="Faks", email="E-pošta", toll="Besplatni broj", contact="Kontakt", call="nazovite", or_="ili"),
    "bs": dict(phone="Tel.", mobile="Mob.", fax="Faks", email="E-mail", toll="Besplatni broj", contact="Kontakt", call="nazovite", or_="ili"),
    "sl": dict(phone="Tel.", mobile="GSM", fax="Faks", email="E-pošta", toll="Brezplačna številka", contact="Kontakt", call="pokličite", or_="ali"),
    "sq": dict(phone="Tel.", mobile="Cel.", fax="Faks", email="Email", toll="Falas", contact="Kontakt", call="telefononi", or_="ose"),
    "mt": dict(phone="Tel.", mobile="Mob.", fax="Fax", email="Email", toll="B'xejn", contact="Kuntatt", call="ċempel", or_="jew"),
    "ar": dict(phone="هاتف", mobile="جوال", fax="فاكس", email="البريد الإلكتروني", toll="الرقم المجاني", contact="اتصل بنا", call="اتصل على", or_="أو"),
    "fa": dict(phone="تلفن", mobile="همراه", fax="فکس", email="ایمیل", toll="تلفن رایگان", contact="تماس", call="تماس بگیرید", or_="یا"),
    "he": dict(phone="טלפון", mobile="נייד", fax="פקס", email="דוא\"ל", toll="חיוג חינם", contact="צור קשר", call="התקשרו", or_="או"),
    "hi": dict(phone="फ़ोन", mobile="मोबाइल", fax="फ़ैक्स", email="ईमेल", toll="टोल-फ़्री", contact="संपर्क", call="कॉल करें", or_="या"),
    "ta": dict(phone="தொலைபேசி", mobile="கைபேசி", fax="தொலைநகல்", email="மின்னஞ்சல்", toll="கட்டணமில்லா", contact="தொடர்பு", call="அழைக்கவும்", or_="அல்லது"),
    "bn": dict(phone="ফোন", mobile="মোবাইল", fax="ফ্যাক্স", email="ইমেইল", toll="টোল-ফ্রি", contact="যোগাযোগ", call="কল করুন", or_="অথবা"),
    "ne": dict(phone="फोन", mobile="मोबाइल", fax="फ्याक्स", email="इमेल", toll="निःशुल्क", contact="सम्पर्क", call="फोन गर्नुहोस्", or_="वा"),
    "ja": dict(phone="電話", mobile="携帯", fax="FAX", email="メール", toll="フリーダイヤル", contact="お問い合わせ", call="お電話ください", or_="または"),
    "ko": dict(phone="전화", mobile="휴대폰", fax="팩스", email="이메일", toll="수신자부담", contact="문의", call="전화 주세요", or_="또는"),
    "zh": dict(phone="电话", mobile="手机", fax="传真", email="邮箱", toll="免费热线", contact="联系方式", call="请致电", or_="或"),
    "th": dict(phone="โทร", mobile="มือถือ", fax="แฟกซ์", email="อีเมล", toll="โทรฟรี", contact="ติดต่อ", call="โทร", or_="หรือ"),
    "vi": dict(phone="Điện thoại", mobile="Di động", fax="Fax", email="Email", toll="Miễn phí", contact="Liên hệ", call="gọi", or_="hoặc"),
    "id": dict(phone="Telp.", mobile="HP", fax="Faks", email="Surel", toll="Bebas pulsa", contact="Kontak", call="hubungi", or_="atau"),
    "fil": dict(phone="Telepono", mobile="Cellphone", fax="Fax", email="Email", toll="Toll-free", contact="Makipag-ugnayan", call="tumawag sa", or_="o"),
    "az": dict(phone="Tel.", mobile="Mob.", fax="Faks", email="E-poçt", toll="Pulsuz xətt", contact="Əlaqə", call="zəng edin", or_="və ya"),
    "hy": dict(phone="Հեռ.", mobile="Բջջ.", fax="Ֆաքս", email="Էլ. փոստ", toll="Անվճար", contact="Կապ", call="զանգահարեք", or_="կամ"),
    "ka": dict(phone="ტელ.", mobile="მობ.", fax="ფაქსი", email="ელ-ფოსტა", toll="უფასო ხაზი", contact="კონტაქტი", call="დარეკეთ", or_="ან"),
    "uz": dict(phone="Tel.", mobile="Mob.", fax="Faks", email="E-pochta", toll="Bepul", contact="Aloqa", call="qo'ng'iroq qiling", or_="yoki"),
    "sw": dict(phone="Simu", mobile="Rununu", fax="Faksi", email="Barua pepe", toll="Bila malipo", contact="Mawasiliano", call="piga", or_="au"),
}

# Extension words: inside the span (with their digits) or outside it.
EXT_IN = ["x", "ext", "ext.", "Ext.", "extension", "anexo", "доб."]
EXT_OUT = {"de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel", "pl": "wew.",
           "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線", "zh": "分机", "ko": "내선", "th": "ต่อ",
           "vi": "máy lẻ", "fa": "داخلی"}

# Labels that make a following long digit run a look-alike rather than PII.
LOOKALIKE_LABELS = [
    "order", "bestellung", "commande", "pedido", "ordine", "zamówienie", "imei", "isbn", "population",
    "einwohner", "tracking", "sendungsnummer", "ticket", "invoice", "rechnung", "facture", "factura",
    "part no", "art.-nr", "serial", "s/n", "tax id", "vat", "ust-id", "steuernummer", "nif", "cnpj",
    "regon", "nip", "ref", "reference", "referenz", "case", "vorgang", "booking", "buchung", "reserva",
    "customer no", "kundennummer", "policy", "police", "ean", "gtin", "sku", "build", "otp", "code",
    "kvk", "siret", "krs", "sort code", "account ending", "mrn", "pnr", "awb", "container", "batch",
    "lot", "meter", "zählernummer", "contract", "vertrag", "ticket no", "incident", "issue", "pr ",
]


def _faker():
    """Import Faker and insist on the pinned version (output depends on its data)."""
    try:
        import faker
    except ImportError as exc:  # pragma: no cover - reported to the user
        sys.exit(f"make_pii_blind12: Faker is not installed ({exc}); install faker=={FAKER_VERSION}")
    if faker.VERSION != FAKER_VERSION:
        sys.exit(f"make_pii_blind12: needs Faker {FAKER_VERSION}, found {faker.VERSION}; "
                 f"the set is only reproducible with the pinned version")
    return faker


# ---------------------------------------------------------------------------------------------
# Checks shared by every record kind
# ---------------------------------------------------------------------------------------------

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
IPV4_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
IPV6_RE = re.compile(r"(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\w:])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
CARDRUN_RE = re.compile(r"(?<![\d])\d(?:[ \-]?\d){11,18}(?!\d)")
INTL_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d \u00a0\u202f().\-/]{5,}\d")
RUN_RE = re.compile(r"(?<![\w.])[(+]?\d[\d \u00a0\u202f().\-/]*\d(?![\w])")
DATE_RES = [re.compile(p) for p in (
    r"\d{4}-\d{2}-\d{2}", r"\d{1,2}\.\d{1,2}\.\d{2,4}", r"\d{1,2}/\d{1,2}/\d{2,4}", r"\d{4}/\d{1,2}/\d{1,2}",
    r"\d{4}\.\d{1,2}\.\d{1,2}\.?", r"\d{1,2}-\d{1,2}-\d{4}", r"\d{4}-\d{2}-\d{2} \d{2}", r"\d{1,2}:\d{2}(?::\d{2})?",
)]
DOTTED_RE = re.compile(r"\d+(?:\.\d+){2,}|\d{1,4}[.,]\d+")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    for check in "0123456789":
        if luhn_ok(body + check):
            return body + check
    raise AssertionError("unreachable")


def _is_ipv6(s: str) -> bool:
    try:
        ipaddress.IPv6Address(s)
        return True
    except ValueError:
        return False


def lookalike_violations(text: str, spans: list[dict]) -> list[str]:
    """Strings outside the gold spans that a reader could take for PII (the set must have none)."""
    import phonenumbers
    from stdnum import iban as stdiban

    covered = [False] * len(text)
    for s in spans:
        for k in range(s["start"], s["end"]):
            covered[k] = True

    def outside(m):
        return not any(covered[m.start():m.end()])

    bad = []
    for m in EMAIL_RE.finditer(text):
        if outside(m):
            bad.append("email:" + m.group())
    for m in IPV4_RE.finditer(text):
        if outside(m) and all(int(p) <= 255 for p in m.group().split(".")):
            bad.append("ipv4:" + m.group())
    for m in IPV6_RE.finditer(text):
        g = m.group()
        if outside(m) and g.count(":") >= 2 and _is_ipv6(g):
            bad.append("ipv6:" + g)
    for m in IBAN_RE.finditer(text):
        if outside(m) and stdiban.is_valid(m.group()):
            bad.append("iban:" + m.group())
    for m in CARDRUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if outside(m) and d[0] in "23456" and luhn_ok(d):
            bad.append("card:" + m.group())
    for m in INTL_RE.finditer(text):
        if not outside(m):
            continue
        s = m.group()
        s = "+" + s[2:] if s.startswith("00") else s
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(re.sub(r"\s+", " ", s), None)):
                bad.append("intl:" + m.group())
        except phonenumbers.NumberParseException:
            pass
    for m in RUN_RE.finditer(text):
        run = m.group()
        if sum(c.isdigit() for c in run) < 7 or not outside(m):
            continue
        if any(p.fullmatch(run) for p in DATE_RES) or DOTTED_RE.fullmatch(run):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 40):m.start()].lower()
        if any(lab in before for lab in LOOKALIKE_LABELS):
            continue
        bad.append("run:" + run)
    return bad


# ---------------------------------------------------------------------------------------------
# Building records from parts
# ---------------------------------------------------------------------------------------------

class Pii:
    """A PII string inside a text; ``valid`` is filled for phones."""

    def __init__(self, entity: str, text: str, region: str | None = None):
        self.entity, self.text, self.region = entity, text, region


def phone_valid(span_text: str, region: str) -> bool:
    import phonenumbers

    s = re.sub(r"\s+", " ", span_text.replace("\u00a0", " ").replace("\u202f", " ")).strip()
    s = re.sub(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", s)
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(s, region))
    except phonenumbers.NumberParseException:
        return False


def assemble(parts: list) -> tuple[str, list[dict]]:
    text, spans = [], []
    pos = 0
    for p in parts:
        if isinstance(p, Pii):
            span = {"entity": p.entity, "start": pos, "end": pos + len(p.text)}
            if p.entity == PHONE:
                span["valid"] = phone_valid(p.text, p.region)
            spans.append(span)
            text.append(p.text)
            pos += len(p.text)
        else:
            text.append(p)
            pos += len(p)
    return "".join(text), spans


# ---------------------------------------------------------------------------------------------
# PII generators
# ---------------------------------------------------------------------------------------------

class PhoneMaker:
    """Phone numbers drawn from phonenumbers' example numbers, randomised and formatted."""

    def __init__(self, rng: random.Random):
        import phonenumbers
        from phonenumbers import PhoneNumberType as T

        self.pn, self.rng = phonenumbers, rng
        self.types = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.VOIP, T.SHARED_COST]

    def number(self, region: str, valid: bool = True, kind=None):
        pn, rng = self.pn, self.rng
        cc = pn.country_code_for_region(region)
        types = [t for t in self.types if pn.example_number_for_type(region, t)]
        if kind is not None and kind in types:
            types = [kind]
        for _ in range(600):
            t = rng.choice(types)
            nsn = pn.national_significant_number(pn.example_number_for_type(region, t))
            keep = rng.randint(1, max(1, min(3, len(nsn) - 5)))
            length = len(nsn) + (rng.choice([-1, 1]) if not valid and rng.random() < 0.3 else 0)
            digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(length - keep))
            try:
                num = pn.parse(f"+{cc}{digits}", None)
            except pn.NumberParseException:
                continue
            if not pn.is_possible_number(num):
                continue
            if valid and pn.is_valid_number(num) and pn.region_code_for_number(num) == region:
                return num
            if not valid and not pn.is_valid_number(num):
                return num
        return pn.example_number_for_type(region, types[0])

    def _ok(self, s: str, region: str, num) -> bool:
        pn = self.pn
        s = re.sub(r"\s+", " ", s.replace("\u00a0", " ").replace("\u202f", " "))
        try:
            p = pn.parse(s, region)
        except pn.NumberParseException:
            return False
        return p.country_code == num.country_code and pn.is_possible_number(p) and p.national_number == num.national_number

    def format(self, num, region: str, style: str | None = None) -> str:
        pn, rng = self.pn, self.rng
        from phonenumbers import PhoneMetadata, PhoneNumberFormat as F

        meta = PhoneMetadata.metadata_for_region(region)
        intl = pn.format_number(num, F.INTERNATIONAL)
        nat = pn.format_number(num, F.NATIONAL)
        e164 = pn.format_number(num, F.E164)
        cc = str(num.country_code)
        rest = intl[len(cc) + 2:]
        styles = ["national", "national", "intl", "intl", "e164", "00", "idd", "pcc", "zero", "dots",
                  "dashes", "slash", "nosep", "nbsp", "odd", "bracket"]
        style = style or rng.choice(styles)
        idd = meta.preferred_international_prefix or meta.international_prefix or "00"
        if not re.fullmatch(r"[\d~]+", idd):
            idd = "00"
        idd = idd.replace("~", " ")
        nat_digits = re.sub(r"\D", "", nat)
        trunk = meta.national_prefix or ""
        cand = {
            "national": nat,
            "intl": intl,
            "e164": e164,
            "00": "00" + cc + " " + rest,
            "idd": idd + " " + cc + " " + rest,
            "pcc": "(+" + cc + ") " + rest,
            "zero": "+" + cc + " (" + trunk + ")" + rest if trunk and not rest.startswith(trunk) else intl,
            "dots": re.sub(r"[ \-]", ".", nat if rng.random() < 0.5 else rest) if True else nat,
            "dashes": re.sub(r" ", "-", intl if rng.random() < 0.5 else nat),
            "slash": None,
            "nosep": nat_digits if rng.random() < 0.6 else e164,
            "nbsp": intl.replace(" ", rng.choice(["\u00a0", "\u202f"])),
            "odd": None,
            "bracket": None,
        }
        groups = re.split(r"[ \-]", nat)
        if len(groups) >= 2 and groups[0].isdigit():
            cand["slash"] = groups[0] + "/" + "".join(groups[1:])
            cand["bracket"] = "(" + groups[0] + ") " + " ".join(groups[1:])
        digits = nat_digits
        cuts, i = [], 0
        while i < len(digits):
            step = rng.choice([2, 3, 4])
            cuts.append(digits[i:i + step])
            i += step
        cand["odd"] = " ".join(cuts)
        if cand["dots"] and cand["dots"] is not None and cand["dots"] == re.sub(r"[ \-]", ".", rest):
            cand["dots"] = "+" + cc + "." + cand["dots"]
        s = cand.get(style)
        if not s or not self._ok(s, region, num):
            s = intl
        return s


def ascii_slug(s: str) -> str:
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "", s)


FALLBACK_WORDS = ["alex", "mira", "sam", "noor", "kai", "lena", "omar", "yuki", "ravi", "ines", "tomas",
                  "ana", "jan", "eli", "zoe", "ivan", "leo", "maya", "nico", "sara"]
LONG_TLDS = ["international", "photography", "solutions", "agency", "community", "consulting", "museum"]


class EmailMaker:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def make(self, fake, cctld: str) -> str:
        rng = self.rng
        first = ascii_slug(fake.first_name()) or rng.choice(FALLBACK_WORDS)
        last = ascii_slug(fake.last_name()) or rng.choice(FALLBACK_WORDS)
        word = ascii_slug(fake.word()) or rng.choice(FALLBACK_WORDS)
        comp = ascii_slug(fake.company().split()[0]) or rng.choice(FALLBACK_WORDS)
        shape = rng.randrange(9)
        local = [f"{first}.{last}", f"{first[0]}.{last}", f"{first}_{last}", f"{first}+{word[:8] or 'news'}",
                 f"{first}{last}{rng.randint(1, 99)}", f"{last}.{first}.{rng.randint(1950, 2009)}",
                 f"info", f"{word[:10] or 'office'}", f"{first}-{last}"][shape]
        tld = rng.choice([cctld, cctld, "com", "org", "net", rng.choice(LONG_TLDS)])
        dom = [f"{comp}.{tld}", f"mail.{comp}.{tld}", f"{comp}-{word[:6] or 'group'}.{tld}",
               f"{comp}{rng.randint(2, 99)}.{tld}", f"dept.{comp}.co.{cctld}"][rng.randrange(5)]
        return f"{local}@{dom}"


CARD_BRANDS = [
    ("visa", ["4"], [13, 16, 19]), ("mastercard", ["51", "52", "53", "54", "55"], [16]),
    ("mastercard2", [str(x) for x in range(2221, 2721, 37)], [16]), ("amex", ["34", "37"], [15]),
    ("diners", ["36", "38", "300", "305"], [14]), ("discover", ["6011", "65", "644", "649"], [16, 19]),
    ("jcb", ["3528", "3541", "3589"], [16, 19]), ("unionpay", ["62"], [16, 17, 18, 19]),
    ("maestro", ["6759", "5018", "5020", "6304"], [12, 13, 16, 19]),
]


def group(digits: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        if i >= len(digits):
            break
        out.append(digits[i:i + n])
        i += n
    if i < len(digits):
        out.append(digits[i:])
    return sep.join(out)


def make_card(rng: random.Random) -> tuple[str, str]:
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    length = rng.choice(lengths)
    digits = luhn_complete(rng.choice(prefixes), length, rng)
    printed = {15: [4, 6, 5], 14: [4, 6, 4], 16: [4, 4, 4, 4], 19: rng.choice([[4, 4, 4, 4, 3], [6, 13]]),
               13: [4, 4, 5], 12: [4, 4, 4], 17: [4, 4, 4, 5], 18: [4, 4, 4, 6]}[length]
    style = rng.choice(["plain", "printed", "printed", "typed88", "typed484"])
    sep = rng.choice([" ", " ", "-"])
    if style == "plain":
        s = digits
    elif style == "printed":
        s = group(digits, printed, sep)
    elif style == "typed88" and length == 16:
        s = group(digits, [8, 8], sep)
    elif style == "typed484" and length == 16:
        s = group(digits, [4, 8, 4], sep)
    else:
        s = group(digits, printed, sep)
    return brand, s


class IbanMaker:
    def __init__(self, rng: random.Random):
        from stdnum import iban as stdiban

        self.rng, self.iban = rng, stdiban
        self.structs = {p[1]: p[3]["bban"] for p in stdiban._ibandb.prefixes}
        self.countries = sorted(self.structs)
        self.cache: dict[str, list[str]] = {}

    def make(self, country: str) -> str:
        rng, iban = self.rng, self.iban
        struct = self.structs[country]
        parts = re.findall(r"(\d+)!([nac])", struct)
        for _ in range(20000):
            bban = "".join("".join(rng.choice({"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                                              "c": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}[k])
                                   for _ in range(int(n))) for n, k in parts)
            num = country + "00" + bban
            num = country + iban.calc_check_digits(num) + bban
            if iban.is_valid(num):
                return num if rng.random() < 0.45 else iban.format(num)
        raise RuntimeError(f"no valid IBAN drawn for {country}")


def make_ipv4(rng: random.Random) -> str:
    kind = rng.randrange(8)
    if kind == 0:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if kind == 1:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if kind == 2:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if kind == 3:
        return rng.choice(["127.0.0.1", "0.0.0.0", "255.255.255.255"])
    if kind == 4:
        return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + f".{rng.randint(1, 254)}"
    return f"{rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def make_netmask(rng: random.Random) -> str:
    return str(ipaddress.IPv4Network(f"0.0.0.0/{rng.randint(8, 30)}").netmask)


def make_ipv6(rng: random.Random) -> str:
    kind = rng.randrange(9)
    groups = [f"{rng.randint(0, 0xffff):x}" for _ in range(8)]
    if kind == 0:
        return "::1"
    if kind == 1:
        return "::"
    if kind == 2:
        return f"fe80::{rng.randint(0, 0xffff):x}:{rng.randint(0, 0xffff):x}:{rng.randint(0, 0xffff):x}:{rng.randint(1, 0xffff):x}"
    if kind == 3:
        return f"::ffff:{make_ipv4(rng)}"
    if kind == 4:
        return str(ipaddress.IPv6Address("2001:db8::" + ":".join(groups[:rng.randint(1, 3)])))
    if kind == 5:
        return ipaddress.IPv6Address("2001:" + ":".join(groups[1:])).exploded
    if kind == 6:
        return str(ipaddress.IPv6Address("2a0" + str(rng.randint(0, 9)) + ":" + ":".join(groups[1:4]) + "::" + groups[7])).upper()
    return str(ipaddress.IPv6Address(f"{rng.choice(['2001', '2600', '2a02', '2c0f', '240e'])}:" + ":".join(groups[1:4]) + "::" + groups[6]))


# ---------------------------------------------------------------------------------------------
# Synthetic texts with PII: one function per genre, each returning a list of parts
# ---------------------------------------------------------------------------------------------

class Ctx:
    """Everything a genre needs for one record."""

    def __init__(self, rng, fake, locale, phones, emails, ibans):
        self.rng, self.fake, self.locale = rng, fake, locale
        self.region = locale.split("_")[-1]
        self.lang = locale.split("_")[0]
        self.w = WORDS.get(self.lang, WORDS["en"])
        self.phones, self.emails, self.ibans = phones, emails, ibans
        self.cctld = self.region.lower()

    def ph(self, style=None, kind=None, ext=False):
        valid = self.rng.random() >= 0.10
        num = self.phones.number(self.region, valid=valid, kind=kind)
        s = self.phones.format(num, self.region, style)
        if ext:
            s += self.rng.choice([" x", " ext. ", " Ext. ", " ext ", " extension ", " anexo ", " доб. "]) + str(self.rng.randint(2, 9999))
        return Pii(PHONE, s, self.region)

    def em(self):
        return Pii(EMAIL, self.emails.make(self.fake, self.cctld))

    def card(self):
        return Pii(CARD, make_card(self.rng)[1])

    def iban(self):
        own = self.region if self.region in self.ibans.structs else None
        country = own if own and self.rng.random() < 0.5 else self.rng.choice(self.ibans.countries)
        return Pii(IBAN, self.ibans.make(country))

    def ip4(self):
        return Pii(IP, make_ipv4(self.rng))

    def ip6(self):
        return Pii(IP, make_ipv6(self.rng))

    def ip(self):
        return self.ip4() if self.rng.random() < 0.6 else self.ip6()

    def name(self):
        return self.fake.name()

    def company(self):
        return self.fake.company()

    def city(self):
        return self.fake.city()

    def address(self):
        lines = [ln for ln in self.fake.address().split("\n") if sum(c.isdigit() for c in ln) < 7]
        return ", ".join(lines) if lines else self.fake.city()

    def sentence(self):
        return self.fake.sentence()

    def ts(self, fmt="iso"):
        r = self.rng
        y, mo, d, h, mi, s = 2024 + r.randint(0, 2), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
        if fmt == "syslog":
            return f"{['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][mo-1]} {d:2d} {h:02d}:{mi:02d}:{s:02d}"
        if fmt == "clf":
            return f"{d:02d}/{['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][mo-1]}/{y}:{h:02d}:{mi:02d}:{s:02d} +0000"
        return f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z"


def g_signature(c):
    w = c.w
    parts = ["-- \n", c.name(), "\n", c.fake.job() if hasattr(c.fake, "job") else "", " | ", c.company(), "\n", c.address(), "\n",
             f"{w['phone']}: ", c.ph(), "\n"]
    if c.rng.random() < 0.6:
        parts += [f"{w['mobile']}: ", c.ph(kind=_mobile()), "\n"]
    parts += [f"{w['email']}: ", c.em(), "\n"]
    return parts


def _mobile():
    from phonenumbers import PhoneNumberType
    return PhoneNumberType.MOBILE


def _tollfree():
    from phonenumbers import PhoneNumberType
    return PhoneNumberType.TOLL_FREE


def g_shop_footer(c):
    w = c.w
    return [c.company(), " · ", c.address(), " · ", f"{w['phone']} ", c.ph(), " · ", f"{w['toll']} ", c.ph(kind=_tollfree()),
            " · ", c.em(), "\n", "© ", str(2020 + c.rng.randint(0, 6)), " ", c.company(), "\n"]


def g_classified(c):
    w = c.w
    item = c.rng.choice(["Bicycle", "Sofa", "Piano", "Camera", "Laptop", "Washing machine", "Kayak", "Guitar"])
    return [f"{item} – {c.rng.randint(20, 900)} ", c.rng.choice(["EUR", "USD", "€", "zł", "kr", "₹", "R$", "¥"]), "\n",
            c.sentence(), "\n", f"{w['call']} ", c.ph(), f" {w['or_']} ", c.em(), "\n"]


def g_forum(c):
    return [f"Re: {c.sentence()}\n\n", c.sentence(), " ", c.sentence(), " If anyone has the same problem just ring me on ",
            c.ph(), " after 6pm, or drop a line to ", c.em(), ".\n\n-- ", c.fake.user_name(), "\n"]


def g_chat(c):
    n1, n2 = c.fake.first_name(), c.fake.first_name()
    return [f"[{c.ts()[11:16]}] {n1}: {c.sentence()}\n", f"[{c.ts()[11:16]}] {n2}: my number is ", c.ph(style="odd"), "\n",
            f"[{c.ts()[11:16]}] {n1}: ok, and mail? \n", f"[{c.ts()[11:16]}] {n2}: ", c.em(), "\n"]


def g_csv(c):
    parts = ["name,company,phone,email\n"]
    for _ in range(c.rng.randint(2, 4)):
        parts += [f'"{c.name()}","{c.company()}",', c.ph(), ",", c.em(), "\n"]
    return parts


def g_tsv(c):
    w = c.w
    parts = [f"{w['contact']}\t{w['phone']}\t{w['fax']}\n"]
    for _ in range(c.rng.randint(2, 3)):
        parts += [c.company(), "\t", c.ph(), "\t", c.ph(), "\n"]
    return parts


def g_json(c):
    return ['{\n  "customer": "', c.name(), '",\n  "phone": "', c.ph(style="e164"), '",\n  "email": "', c.em(),
            '",\n  "iban": "', c.iban(), '",\n  "last_login_ip": "', c.ip(), '"\n}\n']


def g_yaml(c):
    return ["contact:\n  name: ", c.name(), "\n  phone: \"", c.ph(), "\"\n  email: ", c.em(), "\nserver:\n  bind: ", c.ip4(),
            "\n  port: ", str(c.rng.choice([22, 80, 443, 8080, 5432])), "\n"]


def g_sshd(c):
    parts = []
    for _ in range(c.rng.randint(2, 4)):
        user = c.rng.choice(["root", "admin", "deploy", ascii_slug(c.fake.first_name()) or "guest"])
        parts += [f"{c.ts('syslog')} {ascii_slug(c.fake.word()) or 'host'} sshd[{c.rng.randint(1000, 65000)}]: "
                  f"{c.rng.choice(['Failed password', 'Accepted publickey', 'Invalid user'])} for {user} from ", c.ip(),
                  f" port {c.rng.randint(1024, 65535)} ssh2\n"]
    return parts


def g_nginx(c):
    parts = []
    for _ in range(c.rng.randint(2, 3)):
        ip = c.ip()
        parts += [ip, f' - - [{c.ts("clf")}] "GET /{c.fake.uri_path()} HTTP/1.1" {c.rng.choice([200, 301, 404, 500])} '
                      f'{c.rng.randint(100, 999)} "-" "Mozilla/5.0"\n']
    return parts


def g_firewall(c):
    return [f"{c.ts('syslog')} fw kernel: [UFW BLOCK] IN=eth0 OUT= SRC=", c.ip4(), " DST=", c.ip4(),
            f" LEN={c.rng.randint(40, 1500)} PROTO=TCP SPT={c.rng.randint(1024, 65535)} DPT={c.rng.choice([22, 23, 445, 3389])}\n",
            f"{c.ts('syslog')} fw kernel: [UFW BLOCK] IN=eth0 SRC=", c.ip6(), " DST=", c.ip6(), " PROTO=UDP\n"]


def g_dhcp(c):
    mac = ":".join(f"{c.rng.randint(0, 255):02x}" for _ in range(6))
    return [f"{c.ts('syslog')} gw dhcpd: DHCPACK on ", c.ip4(), f" to {mac} ({ascii_slug(c.fake.first_name()) or 'pc'}-laptop) via eth1\n",
            f"{c.ts('syslog')} gw dhcpd: DHCPREQUEST for ", c.ip4(), " from ", f"{mac} via eth1\n"]


def g_config(c):
    return ["[network]\naddress = ", c.ip4(), "\nnetmask = ", Pii(IP, make_netmask(c.rng)), "\ngateway = ", c.ip4(),
            "\ndns = ", c.ip6(), "\n\n[notify]\nadmin_mail = ", c.em(), "\nsms = ", c.ph(style="e164"), "\n"]


def g_html(c):
    p1, e1 = c.ph(), c.em()
    return [f'<footer>\n  <p>{c.company()}</p>\n  <p><a href="tel:', Pii(PHONE, re.sub(r"[^\d+]", "", p1.text), c.region), '">', p1,
            '</a> | <a href="mailto:', e1, '">', Pii(EMAIL, e1.text), "</a></p>\n</footer>\n"]


def g_invoice(c):
    w = c.w
    return [f"{c.company()}\n{c.address()}\n{w['phone']}: ", c.ph(), "\n\nInvoice total: ", f"{c.rng.randint(10, 9999)}.{c.rng.randint(0, 99):02d}",
            "\nIBAN: ", c.iban(), "\nBIC: ", c.rng.choice(["DEUTDEFF", "BNPAFRPP", "INGBNL2A", "COBADEFFXXX", "BCITITMM"]),
            "\n", f"{w['email']}: ", c.em(), "\n"]


def g_support_card(c):
    agent = c.fake.first_name()
    return [f"{agent} (support): Could you confirm the card you used?\n", "Customer: sure it's ", c.card(), "\n",
            f"{agent} (support): thanks, and the expiry?\n", f"Customer: {c.rng.randint(1, 12):02d}/{c.rng.randint(26, 31)}\n"]


def g_prose(c):
    return [c.sentence(), f" {c.name()} said that anyone interested can {c.w['call']} ", c.ph(), " until Friday; written questions go to ",
            c.em(), ". ", c.sentence(), "\n"]


def g_local_block(c):
    w = c.w
    return [f"{w['contact']}\n{c.company()}\n{c.address()}\n{w['phone']}: ", c.ph(), "\n", f"{w['fax']}: ", c.ph(), "\n",
            f"{w['email']}: ", c.em(), "\n"]


def g_unlabelled(c):
    return [c.company(), "\n", c.address(), "\n", c.ph(), "\n", c.ph(), "\n", c.em(), "\n"]


def g_tollfree(c):
    w = c.w
    return [f"{w['toll']}: ", c.ph(kind=_tollfree()), "\n", f"{w['mobile']}: ", c.ph(kind=_mobile()), "\n", c.sentence(), "\n"]


def g_fax(c):
    w = c.w
    return [f"{w['fax']} ", c.ph(), f" · {w['phone']} ", c.ph(), "\n", c.sentence(), "\n"]


def g_extension(c):
    w = c.w
    lang_word = EXT_OUT.get(c.lang)
    parts = [f"{c.company()}\n{w['phone']}: ", c.ph(ext=True), "\n"]
    if lang_word:
        parts += [f"{w['phone']}: ", c.ph(), f" {lang_word} {c.rng.randint(10, 999)}\n"]
    return parts


def g_wrapped(c):
    p = c.ph(style=c.rng.choice(["intl", "national"]))
    text = p.text
    cut = [m.start() for m in re.finditer(r"[ \-]", text)]
    if cut:
        k = c.rng.choice(cut)
        text = text[:k] + "\n" + text[k + 1:]
    return [f"{c.sentence()} For questions about the delivery please call our office on ", Pii(PHONE, text, c.region),
            " during business hours.\n"]


def g_brackets(c):
    return [f"{c.name()} (", c.ph(), f") and {c.name()} [", c.ph(), "] will coordinate; backup contact: <", c.em(), ">\n"]


def g_list_sep(c):
    w = c.w
    sep = c.rng.choice([" / ", "; ", f" {w['or_']} ", ", "])
    return [f"{w['phone']}: ", c.ph(), sep, c.ph(), sep, c.ph(), "\n"]


def g_vcard(c):
    n = c.name()
    return ["BEGIN:VCARD\nVERSION:3.0\nFN:", n, "\nORG:", c.company(), "\nTEL;TYPE=WORK,VOICE:", c.ph(), "\nTEL;TYPE=CELL:",
            c.ph(kind=_mobile()), "\nEMAIL;TYPE=INTERNET:", c.em(), "\nEND:VCARD\n"]


def g_order_confirmation(c):
    return [f"Order: {c.rng.randint(10000000, 99999999)}\n", f"Delivery to {c.name()}, {c.address()}\n",
            "We will text you at ", c.ph(kind=_mobile()), " when the parcel leaves our depot.\n",
            "Questions: ", c.em(), "\n"]


def g_md_table(c):
    w = c.w
    parts = [f"| {w['contact']} | {w['phone']} | {w['email']} |\n|---|---|---|\n"]
    for _ in range(c.rng.randint(2, 3)):
        parts += [f"| {c.name()} | ", c.ph(), " | ", c.em(), " |\n"]
    return parts


def g_mail_headers(c):
    host = ascii_slug(c.fake.word()) or "mx"
    return ["Received: from ", f"{host}.example.net (", f"{host}.example.net [", c.ip4(), "])\n\tby mx.example.org with ESMTPS\n",
            "From: ", c.name(), " <", c.em(), ">\nTo: ", c.em(), "\nSubject: ", c.sentence(), "\n"]


def g_sql(c):
    return ["INSERT INTO customers (name, phone, email, iban) VALUES ('", c.name().replace("'", " "), "', '", c.ph(), "', '", c.em(),
            "', '", c.iban(), "');\n"]


def g_xml(c):
    return ["<contact>\n  <name>", c.name(), "</name>\n  <tel>", c.ph(), "</tel>\n  <mail>", c.em(), "</mail>\n  <ip>", c.ip(),
            "</ip>\n</contact>\n"]


def g_payment_dump(c):
    return ["payment_method=card\ncard_number=", c.card(), f"\nexp={c.rng.randint(1, 12):02d}/{c.rng.randint(26, 31)}\nrefund_iban=",
            c.iban(), "\nclient_ip=", c.ip(), "\n"]


def g_inventory(c):
    zone = c.rng.choice(["eth0", "en0", "wlan0", "br-lan"])
    p = c.ip6()
    ll = Pii(IP, f"fe80::{c.rng.randint(1, 0xffff):x}:{c.rng.randint(1, 0xffff):x}")
    return ["host: ", ascii_slug(c.fake.word()) or "node", f"-{c.rng.randint(1, 40):02d}\n  v4: ", c.ip4(), f"/{c.rng.randint(16, 30)}\n  v6: ",
            p, f"/{c.rng.choice([48, 56, 64])}\n  link: ", ll, f"%{zone}\n  api: [", c.ip6(), f"]:{c.rng.randint(1024, 9999)}\n"]


def g_flyer(c):
    w = c.w
    return [f"{c.sentence().upper()}\n{c.city()}, {c.rng.randint(1, 28)}.{c.rng.randint(1, 12)}.\n", f"{w['contact']}: ",
            c.name(), " ", c.ph(kind=_mobile()), "\n", f"{w['email']}: ", c.em(), "\n"]


def g_transfer(c):
    return [f"Please transfer the deposit to {c.name()}\nIBAN ", c.iban(), "\nor pay by card at the desk. Reference: ",
            f"{c.rng.randint(1000, 9999)}-{c.fake.word()}\n", c.w["phone"], ": ", c.ph(), "\n"]


GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("g_") and callable(fn)}


# ---------------------------------------------------------------------------------------------
# Synthetic PII-free texts
# ---------------------------------------------------------------------------------------------

def imei(rng):
    return luhn_complete(rng.choice(["86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(6)), 15, rng)


def isbn13(rng):
    body = "978" + str(rng.randint(0, 1)) + "".join(rng.choice("0123456789") for _ in range(8))
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return f"{body[:3]}-{body[3]}-{body[4:7]}-{body[7:12]}-{(10 - total % 10) % 10}"


def f_versions(c):
    r = c.rng
    return (f"Release notes\n- kernel {r.randint(4, 6)}.{r.randint(0, 19)}.{r.randint(0, 120)}\n- Windows build 10.0.{r.randint(17000, 26100)}.{r.randint(300, 5000)}\n"
            f"- app version {r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 99)} (build {r.randint(1000, 99999)})\n"
            f"- firmware {r.randint(1, 5)}.{r.randint(0, 9)}.{r.randint(256, 999)}.{r.randint(1, 99)}\n")


def f_sections(c):
    r = c.rng
    return (f"See section {r.randint(1, 12)}.{r.randint(1, 9)}.{r.randint(1, 9)} and Annex {r.choice('ABCD')}, paragraph "
            f"{r.randint(1, 20)}.{r.randint(1, 9)}. Article {r.randint(1, 300)}({r.randint(1, 5)}) applies; cf. § {r.randint(1, 99)} Abs. {r.randint(1, 4)}.\n")


def f_oids(c):
    r = c.rng
    return "\n".join(f"OID 1.3.6.1.4.1.{r.randint(300, 60000)}.{r.randint(1, 9)}.{r.randint(1, 30)}.{r.randint(1, 9)} = {r.choice(['ifInOctets', 'sysUpTime', 'hrStorageUsed'])}"
                     for _ in range(3)) + f"\nsignature algorithm 1.2.840.113549.1.1.{r.choice([5, 11, 12, 13])}\n"


def f_dates(c):
    r = c.rng
    ds = f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.{r.randint(1980, 2026)}"
    return (f"{c.fake.city()}, {ds}\nMeeting moved to {r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(2024, 2027)} at {r.randint(8, 18)}:{r.choice(['00', '15', '30', '45'])}.\n"
            f"Deadline: {r.randint(2024, 2027)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}\n")


def f_prices(c):
    r = c.rng
    lines = [f"{c.fake.word()}: {r.randint(1, 999)},{r.randint(0, 99):02d} {r.choice(['€', 'zł', 'kr', 'Kč', 'Ft', 'лв'])}" for _ in range(3)]
    return "Price list\n" + "\n".join(lines) + f"\nTotal: {r.randint(1000, 99999):,} USD\n"


def f_isbn(c):
    return f"{c.fake.sentence()}\nISBN {isbn13(c.rng)}\nISBN-13: {isbn13(c.rng)}\n"


def f_imei(c):
    return f"Device report\nIMEI: {imei(c.rng)}\nIMEI 2: {imei(c.rng)}\nStatus: {c.rng.choice(['active', 'blocked', 'in repair'])}\n"


def f_orders(c):
    r = c.rng
    return (f"Order: {r.randint(100, 999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}\nTracking: {r.choice(['JJD', '1Z'])}{r.randint(10**13, 10**14 - 1)}\n"
            f"Ticket no {r.randint(1000000, 9999999)} was closed.\nInvoice {r.randint(2024, 2026)}/{r.randint(10000, 99999)}\n")


def f_coordinates(c):
    r = c.rng
    return (f"Location: {r.uniform(-80, 80):.5f}, {r.uniform(-179, 179):.5f}\nElevation {r.randint(0, 4000)} m\n"
            f"GPS {r.randint(0, 89)}°{r.randint(0, 59)}′{r.randint(0, 59)}″N {r.randint(0, 179)}°{r.randint(0, 59)}′{r.randint(0, 59)}″E\n")


def f_hashes(c):
    r = c.rng
    h = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    return f"commit {h(40)}\nsha256: {h(64)}\nmd5 ({c.fake.word()}.tar.gz) = {h(32)}\n"


def f_macs(c):
    r = c.rng
    mac = lambda: ":".join(f"{r.randint(0, 255):02X}" for _ in range(6))
    return f"Interface eth0 ether {mac()}\nwlan0 HWaddr {mac().lower()}\nBluetooth {mac().replace(':', '-')}\n"


def f_taxids(c):
    r = c.rng
    return (f"VAT: {c.region}{r.randint(10**8, 10**9 - 1)}\nTax ID: {r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(100, 999)}\n"
            f"REGON: {r.randint(10**8, 10**9 - 1)}\n")


def f_postcodes(c):
    r = c.rng
    return f"Postcodes covered: {', '.join(str(r.randint(10000, 99999)) for _ in range(5))}; {r.randint(100, 999)}-{r.randint(10, 99)}; SW1A {r.randint(1, 9)}AA\n"


def f_otp(c):
    r = c.rng
    return f"Your verification code is {r.randint(100000, 999999)}. It expires in {r.randint(2, 15)} minutes. Do not share it.\n"


def f_parts(c):
    r = c.rng
    return "\n".join(f"Part No. {r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(10, 99)}  qty {r.randint(1, 50)}" for _ in range(3)) + "\n"


def f_population(c):
    r = c.rng
    return f"{c.fake.city()} — Population: {r.randint(1, 9)} {r.randint(100, 999)} {r.randint(100, 999)} (census {r.randint(2010, 2024)}); area {r.randint(100, 9999)} km²\n"


def f_scores(c):
    r = c.rng
    return "\n".join(f"{c.fake.city()} {r.randint(0, 5)}:{r.randint(0, 5)} {c.fake.city()} ({r.randint(0, 3)}:{r.randint(0, 3)})" for _ in range(3)) + "\n"


def f_measurements(c):
    r = c.rng
    rows = "\n".join(f"{r.randint(1, 60):>3} | {r.uniform(0, 100):7.2f} | {r.uniform(0, 10):6.3f} | {r.randint(100, 999)}" for _ in range(4))
    return f"run | temp °C | flow l/s | rpm\n{rows}\n"


def f_sortcode(c):
    r = c.rng
    return f"Sort code: {r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)} (branch {c.fake.city()}); account details follow by post.\n"


def f_masked(c):
    r = c.rng
    return f"Card **** **** **** {r.randint(1000, 9999)} charged; previous card ending {r.randint(1000, 9999)}; XXXX-XXXX-XXXX-{r.randint(1000, 9999)}\n"


def f_labelled_phone_like(c):
    r = c.rng
    return (f"Order: 0{r.randint(20, 89)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}\nCustomer no {r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(1000, 9999)}\n"
            f"Case {r.randint(1000000, 9999999)} is pending.\n")


def f_changelog(c):
    r = c.rng
    return (f"## [{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}] - {r.randint(2023, 2026)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}\n"
            f"- Fixed crash in `std::vector` resize ({c.fake.word()}::{c.fake.word()})\n- Bumped dependency to {r.randint(1, 9)}.{r.randint(0, 99)}.{r.randint(300, 999)}\n")


def f_timetable(c):
    r = c.rng
    return "\n".join(f"{r.randint(5, 23):02d}:{r.choice(['05', '20', '35', '50'])}  {c.fake.city()}  platform {r.randint(1, 12)}" for _ in range(4)) + "\n"


FREE_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("f_") and callable(fn)}


# ---------------------------------------------------------------------------------------------
# Real snippets
# ---------------------------------------------------------------------------------------------

def _bounds(entity: str, s: str) -> str:
    q = re.escape(s)
    if entity == EMAIL:
        return rf"(?<![\w.+\-]){q}(?![\w\-]|\.[A-Za-z0-9])"
    if entity == IP:
        return rf"(?<![\w:.]){q}(?![\w:]|\.\d)" if ":" in s else rf"(?<![\w.]){q}(?!\w|\.\d)"
    if entity == IBAN:
        return rf"(?<![A-Za-z0-9]){q}(?![A-Za-z0-9])"
    return rf"(?<![\d+]){q}(?!\d)"


def real_record(source: str, locale: str, text: str, labels: list) -> dict:
    spans = []
    region = locale.split("_")[-1] if locale else "US"
    for entity, s in labels:
        found = list(re.finditer(_bounds(entity, s), text))
        assert found, f"label {s!r} not found in snippet from {source}"
        for m in found:
            span = {"entity": entity, "start": m.start(), "end": m.end()}
            if entity == PHONE:
                span["valid"] = phone_valid(s, region)
            spans.append(span)
    spans.sort(key=lambda s: (s["start"], s["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], f"overlapping labels in snippet from {source}: {a} {b}"
    repo = source.split("@")[0]
    return {"locale": locale, "spans": spans, "template": "b12r-" + repo.replace("/", "-"), "text": text}


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------

def build() -> list[dict]:
    faker = _faker()
    rng = random.Random(SEED)
    fakes = {}
    for loc in sorted(LOCALES):
        f = faker.Faker(loc)
        f.seed_instance(rng.getrandbits(64))
        fakes[loc] = f
    phones, emails, ibans = PhoneMaker(rng), EmailMaker(rng), IbanMaker(rng)
    records = []
    genres = sorted(GENRES)
    for i in range(N_PII):
        loc = LOCALES[i % len(LOCALES)] if i < 2 * len(LOCALES) else rng.choice(LOCALES)
        genre = genres[i % len(genres)]
        for _ in range(50):
            ctx = Ctx(rng, fakes[loc], loc, phones, emails, ibans)
            text, spans = assemble(GENRES[genre](ctx))
            bad = lookalike_violations(text, spans)
            if spans and not bad:
                break
        else:
            raise RuntimeError(f"could not draw a clean {genre} text for {loc}: {bad}")
        records.append({"locale": loc, "spans": spans, "template": f"b12-{genre.replace('_', '-')}", "text": text})
    free = sorted(FREE_GENRES)
    for i in range(N_FREE):
        loc = rng.choice(LOCALES)
        genre = free[i % len(free)]
        for _ in range(50):
            ctx = Ctx(rng, fakes[loc], loc, phones, emails, ibans)
            text = FREE_GENRES[genre](ctx)
            bad = lookalike_violations(text, [])
            if not bad:
                break
        else:
            raise RuntimeError(f"could not draw a clean PII-free {genre} text: {bad}")
        records.append({"locale": "", "spans": [], "template": f"b12f-{genre.replace('_', '-')}", "text": text})
    for source, locale, text, labels in REAL_SNIPPETS:
        records.append(real_record(source, locale, text, labels))
    rng.shuffle(records)
    out = []
    for i, r in enumerate(records):
        out.append({"id": f"blind12-{i:05d}", **r})
    return out


def write(records: list[dict], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if args.out.exists() and not args.force:
        sys.exit(f"make_pii_blind12: {args.out} exists; pass --force to overwrite it")
    _faker()
    write(build(), args.out)
    return 0



# ---------------------------------------------------------------------------------------------
# Real snippets: (source, locale, text, [(entity, string), ...]); every stand-alone occurrence
# of a labelled string in its window is a span. Sources are repository@commit:path.
# ---------------------------------------------------------------------------------------------

REAL_SNIPPETS = [
    ('GobCDMX/politicadedatos@cc9641deef9cb8d70b24fa1988f349ff2a1fe69f:post/directorio_06/i-directorio.md', 'en_US',
     '    <td class="column0 style4 s">Agencia de Protección Sanitaria del Gobierno de la Ciudad de México</td>\n    <td class="column1 style5 s">Cuauhtémoc Moreno Alba</td>\n    <td class="column2 style47 s">No Disponible</td>\n    <td class="column3 style4 s">cuauhtemoc.moreno@cdmx.gob.mx</td>\n  </tr>\n  <tr class="row4">\n    <td class="column0 style3 s">Alcaldía Álvaro Obregón</td>\n    <td class="column1 style5 s">Dr. Miguel Ángel Gallardo López</td>\n    <td class="column2 style47 s">No Disponible</td>\n    <td class="column3 style4 s">gobierno.electronico@aao.cdmx.gob.mx; miguel.gallardo@aao.cdmx.gob.mx</td>\n  </tr>\n  <tr class="row5">\n    <td class="column0 style3 s">Alcaldía Azcapotzalco</td>\n    <td class="column1 style46 s">Sin Designar</td>\n    <td class="column2 style47 s">No Disponible</td>\n    <td class="column3 style47 s">No Disponible</td>',
     [(EMAIL, 'cuauhtemoc.moreno@cdmx.gob.mx'), (EMAIL, 'gobierno.electronico@aao.cdmx.gob.mx'), (EMAIL, 'miguel.gallardo@aao.cdmx.gob.mx')]),
    ('GobCDMX/politicadedatos@cc9641deef9cb8d70b24fa1988f349ff2a1fe69f:post/directorio_06/i-directorio.md', 'es_MX',
     '    <td class="column3 style47 s">No Disponible</td>\n  </tr>\n  <tr class="row46">\n    <td class="column0 style4 s">Fondo de Desarrollo Económico del Distrito Federal </td>\n    <td class="column1 style5 s">Mtra. Silvia Ramírez Trejo</td>\n    <td class="column2 style6 s">5556822096 ext. 461</td>\n    <td class="column3 style4 s">sramirezt@cdmx.gob.mx</td>\n  </tr>\n  <tr class="row47">\n    <td class="column0 style3 s">Fondo Mixto de Promoción Turística de la Ciudad de México</td>\n    <td class="column1 style46 s">Sin Designar</td>\n    <td class="column2 style47 s">No Disponible</td>',
     [(PHONE, '5556822096 ext. 461'), (EMAIL, 'sramirezt@cdmx.gob.mx')]),
    ('GobCDMX/politicadedatos@cc9641deef9cb8d70b24fa1988f349ff2a1fe69f:post/directorio_06/i-directorio.md', 'es_MX',
     '  </tr>\n  <tr class="row63">\n    <td class="column0 style3 s">Instituto para la Atención y Prevención de las Adicciones</td>\n    <td class="column1 style5 s">Mtro. Iván Estrada Ramírez</td>\n    <td class="column2 style6 s">5546313035 ext. 3001</td>\n    <td class="column3 style4 s">iestradar@iapa.cdmx.gob.mx</td>\n  </tr>\n  <tr class="row64">\n    <td class="column0 style4 s">Instituto para la Seguridad de las Construcciones en la Ciudad de México</td>\n    <td class="column1 style5 s">C. Ruendy Mena Martínez</td>\n    <td class="column2 style6 n">5551343130</td>\n    <td class="column3 style4 s">rmena@cdmx.gob.mx</td>\n  </tr>\n  <tr class="row65">\n    <td class="column0 style3 s">Junta de Asistencia Privada del Distrito Federal</td>\n    <td class="column1 style5 s">Salim Lajud Piña.</td>\n    <td class="column2 style6 s">5552797270 extt. 7279</td>',
     [(PHONE, '5546313035 ext. 3001'), (EMAIL, 'iestradar@iapa.cdmx.gob.mx'), (PHONE, '5551343130'), (EMAIL, 'rmena@cdmx.gob.mx'), (PHONE, '5552797270')]),
    ('GobCDMX/politicadedatos@cc9641deef9cb8d70b24fa1988f349ff2a1fe69f:post/directorio_06/i-directorio.md', 'es_MX',
     '  </tr>\n  <tr class="row87">\n    <td class="column0 style3 s">Secretaría de Obras y Servicios</td>\n    <td class="column1 style4 s">Lic. Mario Dubón Peniche; Ing. Leopoldo Ramírez Sáenz</td>\n    <td class="column2 style6 s">5553458217 ext. 1205</td>\n    <td class="column3 style4 s">mario.dubon@cdmx.gob.mx; lramirezs@cdmx.gob.mx</td>\n  </tr>\n  <tr class="row88">\n    <td class="column0 style3 s">Secretaría de Pueblos y Barrios Originarios y Comunidades Indigenas Residentes</td>\n    <td class="column1 style5 s">Lic.Hazziel Padilla Doval </td>\n    <td class="column2 style6 s">5511026500 ext. 6565</td>\n    <td class="column3 style4 s">hpadillad@cdmx.gob.mx</td>\n  </tr>\n  <tr class="row89">\n    <td class="column0 style3 s">Secretaría de Salud</td>\n    <td class="column1 style4 s">Dr. Jorge Gerardo Morales Velázquez</td>\n    <td class="column2 style6 s">5555210547 ext. 1024</td>',
     [(PHONE, '5553458217 ext. 1205'), (EMAIL, 'mario.dubon@cdmx.gob.mx'), (EMAIL, 'lramirezs@cdmx.gob.mx'), (PHONE, '5511026500 ext. 6565'), (EMAIL, 'hpadillad@cdmx.gob.mx'), (PHONE, '5555210547 ext. 1024')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios/quilmes.json', 'es_AR',
     '{\n  "nombre": "Municipio de Quilmes",\n  "provincia": "Buenos Aires",\n  "email": "reclamos@quilmes.gob.ar",\n  "telefono": "0800-999-5656",\n  "whatsapp": "1144934483",\n  "web": "https://reclamos.quilmes.gov.ar/Solicitud/",\n  "mapa_centro": [-34.7241, -58.2605],\n  "mapa_zoom": 12,\n  "tipos_reclamo": [\n    "bacheo",\n    "luminarias",\n    "limpieza",\n    "poda",\n    "recolección de residuos"\n  ],\n  "notas": "QuiBOT asistente virtual vía WhatsApp 11-4493-4483. Sistema SUAV online. Línea anónima: 0800-999-3760.",\n  "horarios": "24hs (WhatsApp QuiBOT)",\n  "metodo_alternativo": {\n    "nombre": "QuiBOT WhatsApp",\n    "tipo": "whatsapp",\n    "numero": "1144934483"\n  },\n  "verificado": true,\n  "ultima_actualizacion": "2025-01-08",\n  "contribuido_por": "@0juano"\n}',
     [(EMAIL, 'reclamos@quilmes.gob.ar'), (PHONE, '0800-999-5656'), (PHONE, '1144934483'), (PHONE, '11-4493-4483'), (PHONE, '0800-999-3760')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios/rosario.json', 'es_AR',
     '{\n  "nombre": "Municipalidad de Rosario",\n  "provincia": "Santa Fe",\n  "email": "",\n  "telefono": "147",\n  "whatsapp": "3415440147",\n  "web": "https://www.rosario.gob.ar/inicio/consultas-y-reclamos",\n  "mapa_centro": [-32.9442, -60.6505],\n  "mapa_zoom": 12,\n  "tipos_reclamo": [\n    "bacheo",\n    "luminarias",\n    "limpieza",\n    "arbolado",\n    "tránsito",\n    "transporte"\n  ],\n  "notas": "MuniBot vía WhatsApp 3415440147 (24hs). Formulario web disponible. Twitter: @RosarioResponde",\n  "horarios": "24hs (línea 147 y WhatsApp)",\n  "metodo_alternativo": {\n    "nombre": "MuniBot WhatsApp",\n    "tipo": "whatsapp",\n    "numero": "3415440147"\n  },\n  "verificado": true,\n  "ultima_actualizacion": "2025-01-08",\n  "contribuido_por": "@0juano"\n}',
     [(PHONE, '3415440147')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios/lomas-de-zamora.json', 'es_AR',
     '{\n  "nombre": "Municipio de Lomas de Zamora",\n  "provincia": "Buenos Aires",\n  "email": "reclamoscav@lomasdezamora.gov.ar",\n  "telefono": "0800-122-5662 / 0800-666-6666",\n  "whatsapp": "1121937726",\n  "web": "https://lomasdezamora.gov.ar/gestion/atencion-vecinal",\n  "mapa_centro": [-34.7592, -58.4009],\n  "mapa_zoom": 12,\n  "tipos_reclamo": [\n    "bacheo",\n    "luminarias",\n    "limpieza",\n    "poda",\n    "recolección de residuos"',
     [(EMAIL, 'reclamoscav@lomasdezamora.gov.ar'), (PHONE, '0800-122-5662'), (PHONE, '0800-666-6666'), (PHONE, '1121937726')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios/san-miguel-de-tucuman.json', 'es_AR',
     '  "mapa_centro": [-26.8241, -65.2226],\n  "mapa_zoom": 12,\n  "tipos_reclamo": [\n    "bacheo",\n    "arbolado y poda",\n    "basurales",\n    "luminarias",\n    "transporte"\n  ],\n  "notas": "App Ciudad SMT con geolocalización. WhatsApp por tema: Bacheo 381-223-0569, Basurales 381-223-0568, Arbolado 381-223-0567.",\n  "horarios": "Lun-Vie 8-16hs (147), WhatsApp 8-20hs",\n  "metodo_alternativo": {\n    "nombre": "App Ciudad SMT",\n    "tipo": "app"\n  },\n  "verificado": true,\n  "ultima_actualizacion": "2025-01-08",\n  "contribuido_por": "@0juano"',
     [(PHONE, '381-223-0569'), (PHONE, '381-223-0568'), (PHONE, '381-223-0567')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios-contacto-tracking.md', 'es_AR',
     '> Quería consultar si esta dirección de email es la correcta para enviar reclamos sobre problemas en la vía pública (baches, luminarias, poda, etc.).\n>\n> Muchas gracias.\n\n### Respuestas\n\n| Municipio | Email | Respondió | Tiempo de respuesta | Notas |\n|-----------|-------|-----------|---------------------|-------|\n| Tigre | sirve@tigre.gob.ar | ✅ | 36 min | Confirmaron que es el email correcto. Mencionaron portal web sirve.tigre.gob.ar para gestionar pedidos |\n| Lomas de Zamora | reclamoscav@lomasdezamora.gov.ar | ✅ | 3h 7m | Confirmaron email. Tel: 0800-122-5662 / 0800-666-6666. WhatsApp: 15-2193-7726 |\n| Santa Fe | informes@santafeciudad.gov.ar | ✅ | 10h 23m | Confirmaron: "Sí es la correcta". Operador César de Atención Ciudadana |\n| Salta | consumidor.municipal@municipalidadsalta.gob.ar | ❌ | - | - |\n| Lanús | centrodeatencion@lanus.com.ar | ❌ | - | - |\n| La Matanza | matanzaresponde@lamatanza.gov.ar | ❌ | - | - |\n| Florencio Varela | contacto@varela.gob.ar | ❌ | - | - |\n| Córdoba | appciudadana@cordoba.gov.ar | ❌ | - | - |\n| Almirante Brown | defensaconsumidor@brown.gob.ar | ❌ | - | - |',
     [(EMAIL, 'sirve@tigre.gob.ar'), (EMAIL, 'reclamoscav@lomasdezamora.gov.ar'), (PHONE, '0800-122-5662'), (PHONE, '0800-666-6666'), (EMAIL, 'informes@santafeciudad.gov.ar'), (EMAIL, 'consumidor.municipal@municipalidadsalta.gob.ar'), (EMAIL, 'centrodeatencion@lanus.com.ar'), (EMAIL, 'matanzaresponde@lamatanza.gov.ar'), (EMAIL, 'contacto@varela.gob.ar'), (EMAIL, 'appciudadana@cordoba.gov.ar'), (EMAIL, 'defensaconsumidor@brown.gob.ar'), (PHONE, '15-2193-7726')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios-contacto-tracking.md', 'en_US',
     '| Santa Fe | informes@santafeciudad.gov.ar | ✅ | 10h 23m | Confirmaron: "Sí es la correcta". Operador César de Atención Ciudadana |\n| Salta | consumidor.municipal@municipalidadsalta.gob.ar | ❌ | - | - |\n| Lanús | centrodeatencion@lanus.com.ar | ❌ | - | - |\n| La Matanza | matanzaresponde@lamatanza.gov.ar | ❌ | - | - |\n| Florencio Varela | contacto@varela.gob.ar | ❌ | - | - |\n| Córdoba | appciudadana@cordoba.gov.ar | ❌ | - | - |\n| Almirante Brown | defensaconsumidor@brown.gob.ar | ❌ | - | - |\n\n### Insights para el Prompt\n\n**Tigre:**\n- Respuesta rápida y profesional\n- Piden: dirección exacta + entre calles para cada solicitud\n- Tienen sistema web alternativo: sirve.tigre.gob.ar\n- Tono: formal pero amigable ("Estimado vecino")',
     [(EMAIL, 'informes@santafeciudad.gov.ar'), (EMAIL, 'consumidor.municipal@municipalidadsalta.gob.ar'), (EMAIL, 'centrodeatencion@lanus.com.ar'), (EMAIL, 'matanzaresponde@lamatanza.gov.ar'), (EMAIL, 'contacto@varela.gob.ar'), (EMAIL, 'appciudadana@cordoba.gov.ar'), (EMAIL, 'defensaconsumidor@brown.gob.ar')]),
    ('0juano/reclamo-bot@bf876c6a61cf496d0993f810f1e72141b97bef1a:municipios-contacto-tracking.md', 'es_AR',
     '- Piden: dirección exacta + entre calles para cada solicitud\n- Tienen sistema web alternativo: sirve.tigre.gob.ar\n- Tono: formal pero amigable ("Estimado vecino")\n\n**Lomas de Zamora:**\n- Respuesta en horario laboral (3h)\n- Múltiples canales: email, 0800-122-5662, 0800-666-6666, WhatsApp 15-2193-7726\n- Horarios: Lun-Vie 8-20hs, Sáb/Dom/Feriados 8-13hs\n- Tono: formal ("Estimado")\n\n**Santa Fe:**\n- Respuesta nocturna (operador César)\n- Línea 0800-777-5000 las 24hs\n- Tono: informal pero profesional ("Buenas noches")\n\n---\n\n## Municipios sin contactar (pendientes)\n\n- Buenos Aires (CABA)\n- La Plata\n- General Pueyrredón (Mar del Plata)\n- Quilmes\n- Rosario\n- San Miguel de Tucumán',
     [(PHONE, '0800-122-5662'), (PHONE, '0800-666-6666'), (PHONE, '0800-777-5000'), (PHONE, '15-2193-7726')]),
    ('cnogola/escolacasadafloresta@a08e4f1ff7e3401291309aef5d74feaffdb586bd:pages/contactos.md', 'pt_PT',
     'layout: page\ntitle: "Contactos"\nmeta_title: "Contactos e formulário de contacto"\nsubheadline: ""\nteaser: \'Envie as suas dúvidas, questões ou sugestões utilizando o formulário de contacto ou envie-nos um <a href="mailto:escolacasadafloresta@gmail.com">email</a>.\'\npermalink: "/contactos/"\n---\n<center>\nSítio do Barcal nº9<br />\n1500-554 Lisboa<br />\nTel/fax: <a href="tel:+351217743242">21 77 4 32 42</a><br />\n<br />\n<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3112.065838775872!2d-9.183638684635145!3d38.73925136385542!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0xd193331b2e87985%3A0x8907',
     [(EMAIL, 'escolacasadafloresta@gmail.com'), (PHONE, '+351217743242'), (PHONE, '21 77 4 32 42')]),
    ('adamsdotter/DKH@6d10d199a2a6eda6d9ba73135da886f63924614e:kontakt.php', 'sv_SE',
     "<?php\n    // Metadata\n    $metaTitle = 'Kontakta Doktor Kom Hem | Husläkarmottagning på Kungsholmen i Stockholm';\n    $metaDescription = 'Vill du kontakta eller boka en tid hos Doktor Kom Hem? Ring vår växel på nummer 08-6569700.';\n    $canonical = 'kontakt';\n\n    // Page specifict\n    $siteLang = 'sv';\n    $pageName = 'contact'; // To set active in nav\n    $pageTitle = 'Kontakt';\n    $pageImg = 'dkh.jpg';\n?>\n\n<?php require_once('assets/head.php'); ?>",
     [(PHONE, '08-6569700')]),
    ('adamsdotter/DKH@6d10d199a2a6eda6d9ba73135da886f63924614e:kontakt.php', 'sv_SE',
     '>Lindhagensgatan 140-142</a> p&aring; Kungsholmen. Vi har <b>&ouml;ppet m&aring;n-fre 08:00-17:00</b>.</p>\n\n<p>Om du vill boka en tid hos oss &auml;r b&auml;sta s&auml;ttet att ringa v&aring;r <b>v&auml;xel <a href="tel:08-6569700">08-656 97 00</a></b>.</p>\n\n<p><strong>Akut:</strong> N&auml;r v&aring;rdcentralen &auml;r st&auml;ngd h&auml;nvisar vi till Sabbatsbergs husläkarjour på Dalagatan 9, Sabbatsbergs sjukhus.<br />\nDe har öppet vardagar kl 17-22. Lör, sön och helgdagar kl 8-22.<br />\n<a href="tel:086723990">Telefon 08-672 39 90. </a></p>\n\n<p><i>Fr&aring;n och med 1 oktober 2013 g&aring;r det inte l&auml;ngre att kommunicera per e-post med Doktor Kom Hem.</i> Vi beklagar detta. Anledningen &auml;r direktiv fr&aring;n H&auml;lso-och sjukv&aring;',
     [(PHONE, '08-6569700'), (PHONE, '08-656 97 00'), (PHONE, '086723990'), (PHONE, '08-672 39 90')]),
    ('adamsdotter/DKH@6d10d199a2a6eda6d9ba73135da886f63924614e:kontakt.php', 'sv_SE',
     'l;r direktiv fr&aring;n H&auml;lso-och sjukv&aring;rdsn&auml;mnen i Stockholm d&aring; data-/och patientsekretessen ej kan garanteras med denna kommunikationsform. Vi h&auml;nvisar till Mina v&aring;rdkontakter, telefon 08-656 97 00 och/eller personligt bes&ouml;k.</p>\n\n<h2>Hitta hit</h2>\n\n<p>Du tar dig l&auml;ttast till v&aring;r husl&auml;karmottagning med buss 50 mot &quot;Moa Martinsons torg&quot; som g&aring;r via Fridhemsplan och stannar utan',
     [(PHONE, '08-656 97 00')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/kontaktaoss.php', 'sv_SE',
     '            <div class="row">\n                <div class="col-md-12">\n                    <h4 class="center">Hos oss kan ni  boka tolk dygnet runt.\nNi kan boka tolk via vår web inloggning eller på telefon : <a href="tel:+46-10-562-4210">(010) 562 42 10</a>\nObservera , Övriga tjänster nås under kontorstid.</h4>\n                </div>\n            </div>\n            <hr>\n            <div class="row">\n                <div class="col-md-6">\n                    <div class="alert alert-success hidden" id="contactSuccess">',
     [(PHONE, '+46-10-562-4210'), (PHONE, '(010) 562 42 10')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/kontaktaoss.php', 'sv_SE',
     '                    <div id="googlemaps" class="google-map small mt-xs"></div>\n                    <ul class="list list-icons list-icons-style-3 mt-sm">\n                        <li><i class="fa fa-phone"></i> <strong>Telefon:</strong> <a href="tel:+46-10-562-4210">(010) 562 42 10</a></li>\n                        <li><i class="fa fa-envelope"></i> <strong>E-Post:</strong> <a\n                                href="mailto: kundtjanst@c4tolk.se"> kundtjanst@c4tolk.se</a></li>\n                                <li><i class="fa fa-map-marker"></i> <strong>Besöksadress: Nya boulevarden 10 (Våning 3), 291 31 Kristianstad</strong>\n                                </li>\n                        <li><i class="fa fa-envelope"></i> <strong>Postadress: BOX 21, 291 21 Kristianstad</strong></li>',
     [(PHONE, '+46-10-562-4210'), (PHONE, '(010) 562 42 10'), (EMAIL, 'kundtjanst@c4tolk.se')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/omoss.php', 'sv_SE',
     '                                <ul class="list list-icons list-icons-style-3 ml-xs">\n                                    <li><i class="fa fa-envelope"></i> <strong>E-post:</strong> <a\n                                            href="mailto:rami@sarvari.se">rami@sarvari.se</a></li>\n                                    <li><i class="fa fa-phone"></i> <strong>Telefon:</strong> 010 166 10 12\n                                    </li>\n                                </ul>\n\n                            </div>\n                        </div>\n                    </div>\n                    <div class="col-md-3 col-sm-6 col-xs-12 isotope-item leadership">',
     [(EMAIL, 'rami@sarvari.se'), (PHONE, '010 166 10 12')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/omoss.php', 'sv_SE',
     '                                <ul class="list list-icons list-icons-style-3 ml-xs">\n                                    <li><i class="fa fa-envelope"></i> <strong>E-post:</strong> <a\n                                            href="mailto:info@sarvari.se">info@sarvari.se</a></li>\n                                    <li><i class="fa fa-phone"></i> <strong>Telefon:</strong> 010 166 10 16\n                                    </li>\n                                </ul>\n\n                            </div>\n                        </div>\n                    </div>\n                    <div class="col-md-3 col-sm-6 col-xs-12 isotope-item leadership">',
     [(EMAIL, 'info@sarvari.se'), (PHONE, '010 166 10 16')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/omoss.php', 'sv_SE',
     '                                <ul class="list list-icons list-icons-style-3 ml-xs">\n                                    <li><i class="fa fa-envelope"></i> <strong>E-post:</strong> <a\n                                            href="mailto:annchristine@tolktjanst.se">annchristine@tolktjanst.se</a>\n                                    </li>\n                                    <li><i class="fa fa-phone"></i> <strong>Telefon:</strong> 010 166 10 14\n                                    </li>\n                                </ul>\n                            </div>\n                        </div>\n                    </div>\n                    <div class="col-md-3 col-sm-6 col-xs-12 isotope-item leadership">',
     [(EMAIL, 'annchristine@tolktjanst.se'), (PHONE, '010 166 10 14')]),
    ('H-Ryan/stoab@7b859731de365527d9dbd7c98c7c9d1c608b228b:public_html/omoss.php', 'en_US',
     '                                <ul class="list list-icons list-icons-style-3 ml-xs">\n                                    <li><i class="fa fa-envelope"></i> <strong>E-post:</strong> <a\n                                            href="mailto:ahmad@tolktjanst.se">ahmad@tolktjanst.se</a></li>\n                                </ul>\n                            </div>\n                        </div>\n                    </div>\n                    <div class="col-md-3 col-sm-6 col-xs-12 isotope-item leadership">',
     [(EMAIL, 'ahmad@tolktjanst.se')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_kontakty.php', 'cs_CZ',
     '2!3d50.1444858!4d15.6850262" target="_blank" class="karta-telefon">Obec Osice<br>Osice 117<br>503 26 Osice</a> </p>\n                <p class="display-flex-row"><span class="karta-obsah-radek">Telefon:</span><a href="tel:+420495451823" class="karta-telefon">+420 495 451 823</a></p>\n                <p class="display-flex-row"><span class="karta-obsah-radek">E-mail:</span><a href="mailto:ou@osice.cz" class="karta-telefon">ou@osice.cz</a></p>\n                <p class="display-flex-row"><span class="karta-obsah-radek">Datová schránka:</span><a>2t8apji</a></p>\n                <p class="display-flex-row"><span class="karta-obsah-radek">Bankovní spojení:</span><a>1080811309/0800</a></p>',
     [(PHONE, '+420495451823'), (PHONE, '+420 495 451 823'), (EMAIL, 'ou@osice.cz')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_kontakty.php', 'cs_CZ',
     '              <div class="col-6 karta-obsah display-flex-column">\n                <p class="karta-obsah-radek" style="margin-bottom: 10px;">Starosta:</p>\n                <p>Bydžovský Stanislav</p>\n                <a href="tel:+420724183723" class="karta-telefon" style="margin-bottom: 8px;">+420 724 183 723</a>\n                <p>Pondělí 17:00 - 19:00</p>\n                <p>Středa 17:00 - 19:00</p><br>\n\n                <p class="karta-obsah-radek" style="margin-bottom: 10px;">Místostarosta:</p>\n                <p>Novotná Ivana</p>\n                <a href="tel:+420604899051" class="karta-telefon" style="margin-bottom: 8px;">+420 604 899 051</a>\n                <p>Pondělí 17:00 - 19:00</p>\n                <p>Středa 17:00 - 19:00</p>\n              </div>\n\n\n              <div class="col-6 karta-obsah display-flex-column">\n                <p class="karta-obsah-radek" style="margin-bottom: 10px;">Účetní:</p>',
     [(PHONE, '+420724183723'), (PHONE, '+420 724 183 723'), (PHONE, '+420604899051'), (PHONE, '+420 604 899 051')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_podnikatele-firmy.php', 'cs_CZ',
     '17z/data=!3m1!4b1!4m5!3m4!1s0x470c2dd9e170b28d:0xe97aafa385c7eab6!8m2!3d50.1448106!4d15.6853541" target="_blank">Osice 109, 503 26</a><br>\n                <strong>Telefon:</strong> <a class="podnikatele-odkaz" href="tel:+420732851192">+420 732 851 192</a></p>\n            </div>\n          </div>\n\n\n          <div class="karta uredni-deska-karta display-flex-row podnikatele-karta">\n            <p class="uredni-deska-nadpis podnikatele-nadpis paticka-margin col-12 col-md-6" style="text-decoration: none;">Discoray - František Poledno,<br>Luboš Pražan</p>\n           \n            <div class="display-flex-column col-12 col-md-6 flex-end">\n              <p style="color: #484747;"><strong>Adresa:</strong> <a class="podnikatele-odkaz" href="tel:+420776267915">+420 776 267 915</a><br>\n                <strong style="opacity: 0;">Telefon:</strong> <a class="podnikatele-odkaz" href="tel:+420606863887">+420 606 863 887</a></p>\n            </div>\n          </div>\n\n          <div class="karta uredni-deska-karta display-flex-row podnikatele-karta">',
     [(PHONE, '+420732851192'), (PHONE, '+420 732 851 192'), (PHONE, '+420776267915'), (PHONE, '+420 776 267 915'), (PHONE, '+420606863887'), (PHONE, '+420 606 863 887')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_podnikatele-firmy.php', 'cs_CZ',
     '              <p style="color: #484747;"><strong>Adresa:</strong> <a class="podnikatele-odkaz" href="tel:+420776267915">+420 776 267 915</a><br>\n                <strong style="opacity: 0;">Telefon:</strong> <a class="podnikatele-odkaz" href="tel:+420606863887">+420 606 863 887</a></p>\n            </div>\n          </div>\n\n          <div class="karta uredni-deska-karta display-flex-row podnikatele-karta">\n            <p class="uredni-deska-nadpis podnikatele-nadpis paticka-margin col-12 col-md-6" style="text-decoration: none;">Elektro opravy - Mirsad Draganovič</p>',
     [(PHONE, '+420776267915'), (PHONE, '+420 776 267 915'), (PHONE, '+420606863887'), (PHONE, '+420 606 863 887')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_podnikatele-firmy.php', 'cs_CZ',
     '17z/data=!3m1!4b1!4m5!3m4!1s0x470c2dd9e170b28d:0xe97aafa385c7eab6!8m2!3d50.1448106!4d15.6853541" target="_blank">Osice 109, 503 26</a><br>\n                <strong>Telefon:</strong> <a class="podnikatele-odkaz" href="tel:+420732851192">+420 732 851 192</a><br>\n                <strong>E-mail:</strong> <a class="podnikatele-odkaz" href="mailto:mirsad@email.cz">mirsad@email.cz</a></p>\n            </div>\n          </div>\n\n          <div class="karta uredni-deska-karta display-flex-row podnikatele-karta" style="margin-bottom: 100px;">\n            <p class="uredni-deska-nadpis podnikatele-nadpis paticka-margin col-12 col-md-6" style="text-decoration: none;">Autoopravna - Václav Jakoubek</p>',
     [(PHONE, '+420732851192'), (PHONE, '+420 732 851 192'), (EMAIL, 'mirsad@email.cz')]),
    ('Konyycz/obec-Osice-php@08be823be544b176e78fa08d61410bc67854cc72:page_podnikatele-firmy.php', 'cs_CZ',
     '17z/data=!3m1!4b1!4m5!3m4!1s0x470c2dd9e170b28d:0xe97aafa385c7eab6!8m2!3d50.1448106!4d15.6853541" target="_blank">Osice 109, 503 26</a><br>\n                <strong>Telefon:</strong> <a class="podnikatele-odkaz" href="tel:+420732851192">+420 732 851 192</a></p>\n            </div>\n              \n            </div>\n          </div>\n      </div>\n    </div>\n  </div>\n\n  <?php include "_bottom.php"; ?>\n\n<script>\n\n  $(".menu-obec").addClass(\'main-menu-active\');\n  \n  </script>',
     [(PHONE, '+420732851192'), (PHONE, '+420 732 851 192')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obecni-urad.sql', 'cs_CZ',
     ' height="96">&nbsp;Uložte si vizitku obecního úřadu pomocí QR kódu</p>\n      <p>&nbsp;</p>\n      <p>&nbsp;</p>\n      <p>&nbsp;</p>\n      <p><strong>Telefon:</strong></p>\n      <p style="padding-left: 40px;">pevná linka: 495 428 270</p>\n      <p style="padding-left: 40px;">pevná linka: 491 110 974 (VOIP)</p>\n      <p style="padding-left: 40px;">mobilní: 739 787 827 (Hlášení poruch kanalizace (06:00 - 22:00))</p>\n      <p><strong>WWW:</strong></p>\n      <p style="padding-left: 40px;">oficiální: <a href="http://www.blesno.cz">http://www.blesno.cz</a></p>\n      <p><strong>E-mail:</strong></p>\n      <p style="padding-left: 40px;">podatelna: <a href="mailto:blesno@blesno.cz">blesno@blesno.cz</a></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:starosta@blesno.cz">starosta@blesno.cz</a></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:admin@blesno.cz">admin@blesno.cz</a> (administrátor webu)</p>',
     [(PHONE, '495 428 270'), (PHONE, '491 110 974'), (PHONE, '739 787 827'), (EMAIL, 'blesno@blesno.cz'), (EMAIL, 'starosta@blesno.cz'), (EMAIL, 'admin@blesno.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obecni-urad.sql', 'en_US',
     '      <p style="padding-left: 40px;">oficiální: <a href="http://www.blesno.cz">http://www.blesno.cz</a></p>\n      <p><strong>E-mail:</strong></p>\n      <p style="padding-left: 40px;">podatelna: <a href="mailto:blesno@blesno.cz">blesno@blesno.cz</a></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:starosta@blesno.cz">starosta@blesno.cz</a></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:admin@blesno.cz">admin@blesno.cz</a> (administrátor webu)</p>\n      <p><strong>ID datové schránky:</strong></p>\n      <p style="padding-left: 40px;">g8eb3qc</p>\n      <p><strong>IČO:</strong></p>\n      <p style="padding-left: 40px;">45978638</p>\n      <p><strong>DIČ:</strong></p>',
     [(EMAIL, 'blesno@blesno.cz'), (EMAIL, 'starosta@blesno.cz'), (EMAIL, 'admin@blesno.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obecni-urad.sql', 'cs_CZ',
     '      <li><strong>Adresa úřadovny pro osobní návštěvu</strong><br>oficiální<br>Obec Blešno<br>Blešno 73<br>503 46 Třebechovice pod Orebem</li>\n      <li><strong>Úřední hodiny</strong><br>Pondělí: 9:30 - 12:30, 18:00 - 20:00</li>\n      <li><strong>Telefonní čísla</strong><br>pevná linka: 495 428 270<br>pevná linka: 491 110 974 (VOIP)<br>mobilní: 739 787 827 (Hlášení poruch kanalizace (06:00 - 22:00))</li>\n      <li><strong>Čísla faxu</strong></li>\n      <li><strong>Adresa internetové stránky</strong><br>oficiální: <a href="http://www.blesno.cz">http://www.blesno.cz</a></li>\n      <li><strong>Adresa e-podatelny</strong><br>podatelna: <a href="mailto:blesno@blesno.cz">blesno@blesno.cz</a></li>\n      <li><strong>Další elektronické adresy</strong><br>oficiální: <a href="mailto:starosta@blesno.cz">starosta@blesno.cz</a><br>oficiální: <a href="mailto:admin@blesno.cz">admin@blesno.cz</a> (administrátor webu)</li>\n      </ol>\n      </li>\n      <li><strong>Případné platby lze poukázat<br></strong>Číslo účtu: 2300895159, kód banky: 2010',
     [(PHONE, '495 428 270'), (PHONE, '491 110 974'), (PHONE, '739 787 827'), (EMAIL, 'blesno@blesno.cz'), (EMAIL, 'starosta@blesno.cz'), (EMAIL, 'admin@blesno.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obecni-urad.sql', 'en_US',
     '      <li><strong>Adresa e-podatelny</strong><br>podatelna: <a href="mailto:blesno@blesno.cz">blesno@blesno.cz</a></li>\n      <li><strong>Další elektronické adresy</strong><br>oficiální: <a href="mailto:starosta@blesno.cz">starosta@blesno.cz</a><br>oficiální: <a href="mailto:admin@blesno.cz">admin@blesno.cz</a> (administrátor webu)</li>\n      </ol>\n      </li>\n      <li><strong>Případné platby lze poukázat<br></strong>Číslo účtu: 2300895159, kód banky: 2010<br>Učet určený pouze pro platbu záloh a vyúčtování stočného.<br>Čí',
     [(EMAIL, 'blesno@blesno.cz'), (EMAIL, 'starosta@blesno.cz'), (EMAIL, 'admin@blesno.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obec-blesno/odpad.sql', 'cs_CZ',
     'aké můžete, nemáte-li možnost odvozu,&nbsp; předat v určené hodiny na stanovišti pro nebezpečný odpad, nebo v odůvodněných případech sjednat odvoz přímo od Vašeho domu. Odvoz je nutné objednat na OÚ osobně, telefonem na 495 428 270, nebo na <a href="mailto:blesno@blesno.org">blesno@blesno.org</a> do pátku do 12 hodin.</p>\n<p><strong>Do kontejneru patří:</strong></p>\n<p>Koberce,&nbsp; matrace, skříně, křesla, židle, autoskla, staré oblečení, textil (nesmí být znečištěný např. olejem), umyvadla, toalety.</p>\n<p><strong>Do kontejneru v žádném případě nepatří:</strong></p>',
     [(PHONE, '495 428 270'), (EMAIL, 'blesno@blesno.org')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/obec-blesno/odpad.sql', 'cs_CZ',
     'od 09:00 do 12:00 zde bude obsluha. Starší a zdravotně hendikepovaní spoluobčané si mohou v odůvodněných případech sjednat odvoz přímo od svého domu. Odvoz je nutné objednat osobně na obecním úřadu, telefonicky na čísle 495 428 270, nebo na e-mailu <a href="mailto:blesno@blesno.cz">blesno@blesno.cz</a> nejdéle v pátek do 12:00.</p>\n<p><strong>Do kontejneru</strong> patří koberce, matrace, nábytek, autoskla, staré znečištěné oblečení, textil, umyvadla, toalety.</p>\n<p><strong>Do kontejneru</strong> nepatří TV přijí',
     [(PHONE, '495 428 270'), (EMAIL, 'blesno@blesno.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/zivot-v-obci/podnikatele-a-firmy.sql', 'en_US',
     '      <p style="padding-left: 40px;">oficiální: <a href="http://www.aldes-czech.cz">http://www.aldes-czech.cz</a></p>\n      <p><strong>E-mail:</strong></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:kovako@kovako.cz">kovako@kovako.cz</a></p>\n      <p><strong>IČO:</strong></p>\n      <p style="padding-left: 40px;">11579421</p>\n      <p><strong>DIČ:</strong></p>\n      <p style="padding-left: 40px;">CZ511112009</p>\n      <p><strong>Adresa:</strong></p>\n      <p style="padding-left: 40px;">Jan Kopelent - KOVAKO</p>',
     [(EMAIL, 'kovako@kovako.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/zivot-v-obci/podnikatele-a-firmy.sql', 'cs_CZ',
     '     \'podnikatele-a-firmy\',\n     \'<p>Prodej, oprava a výměna pneu</p>\n      <p>&nbsp;</p>\n      <p>Prodej, oprava a výměna pneu</p>\n      <p>&nbsp;</p>\n      <p><strong>Telefon:</strong></p>\n      <p style="padding-left: 40px;">pevná linka: 495428271</p>\n      <p><strong>IČO:</strong></p>\n      <p style="padding-left: 40px;">13567420</p>\n      <p><strong>Adresa:</strong></p>\n      <p style="padding-left: 40px;">Zdeněk Janko - PNEUSERVIS</p>\n      <p style="padding-left: 40px;">Blešno 44</p>',
     [(PHONE, '495428271')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/zivot-v-obci/podnikatele-a-firmy.sql', 'cs_CZ',
     '     \'TRIPLEX s.r.o.\',\n     \'2020-01-01\',\n     \'podnikatele-a-firmy\',\n     \'<p>Výroba, montáž a servis výtahů a plošin</p>\n      <p>&nbsp;</p>\n      <p><strong>Telefon:</strong></p>\n      <p style="padding-left: 40px;">pevná linka: 495 518 851</p>\n      <p style="padding-left: 40px;">pevná linka: 800 101 113 (Zelená linka)</p>\n      <p style="padding-left: 40px;">fax: 495 514 956</p>\n      <p><strong>WWW:</strong></p>\n      <p style="padding-left: 40px;">oficiální: <a href="http://www.triplex.cz">http://www.triplex.cz</a></p>\n      <p><strong>E-mail:</strong></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:triplex@triplex.cz">triplex@triplex.cz</a></p>\n      <p><strong>Adresa:</strong></p>\n      <p style="padding-left: 40px;">TRIPLEX s.r.o.</p>\n      <p style="padding-left: 40px;">Blešno 21</p>\n      <p style="padding-left: 40px;">503 46 Třebechovice pod Orebem</p>\'),',
     [(PHONE, '495 518 851'), (PHONE, '800 101 113'), (PHONE, '495 514 956'), (EMAIL, 'triplex@triplex.cz')]),
    ('tomkre/obec-blesno@593d7f1daab45c3ad55ce4e7589ee4bda646700c:blesno-be/src/main/resources/data/articles/zivot-v-obci/podnikatele-a-firmy.sql', 'cs_CZ',
     '     \'Karel Bulíček - Kovářství\',\n     \'2020-01-01\',\n     \'podnikatele-a-firmy\',\n     \'<p>Umělecké kovářství</p>\n      <p>&nbsp;</p>\n      <p><strong>Telefon:</strong></p>\n      <p style="padding-left: 40px;">pevná linka: +420 731 479 749</p>\n      <p><strong>E-mail:</strong></p>\n      <p style="padding-left: 40px;">oficiální: <a href="mailto:kovarblesno@yahoo.com">kovarblesno@yahoo.com</a></p>\n      <p><strong>Adresa:</strong></p>\n      <p style="padding-left: 40px;">Karel Bulíček - Kovářství</p>\n      <p style="padding-left: 40px;">K Zastávce 125</p>\n      <p style="padding-left: 40px;">Blešno</p>\n      <p style="padding-left: 40px;">503 46 Třebechovice pod Orebem</p>',
     [(PHONE, '+420 731 479 749'), (EMAIL, 'kovarblesno@yahoo.com')]),
    ('FastalGroup/test-embeddings@9c37ab92dfe955ad6eb095870e46f2b71028dc83:docs/contatti.md', 'it_IT',
     "- Impianti (elettrici, idraulici, termoidraulici)\n- E molti altri...\n\n**Per l'elenco completo dei settori**, consulta [Mestieri.md](Mestieri.md)\n\n## Servizi Specifici - Contatti Dedicati\n\n### Informazioni Generali e Servizi alle Imprese\n\n**Email**: info@cnaroma.it\n**Telefono**: 06 5701 51\n\n**Servizi gestiti da questo contatto:**\n- Assistenza fiscale e contabilità\n- Assistenza paghe e gestione del personale\n- Ambiente, sicurezza e igiene degli alimenti\n- Bandi e finanziamenti\n- Formazione professionale\n- Start-up e nuove imprese\n- Internazionalizzazione\n- Convenzioni\n- Assicurazioni\n- Agenzia per il lavoro\n\n### Ufficio Soci\n\n**Email**: ufficiosoci@cnaroma.it\n**Telefono**: 06 5701 51\n\n**Per informazioni su:**\n- Adesione a CNA Roma (nuovi soci)\n- Rinnovo associazione annuale\n- Gestione tessera associativa\n- Benefit e vantaggi per soci\n- Modifiche dati anagrafici\n- Cessazione associazione\n\n### Medicina del Lavoro",
     [(EMAIL, 'info@cnaroma.it'), (PHONE, '06 5701 51'), (EMAIL, 'ufficiosoci@cnaroma.it')]),
    ('FastalGroup/test-embeddings@9c37ab92dfe955ad6eb095870e46f2b71028dc83:docs/contatti.md', 'it_IT',
     '**Per informazioni su:**\n- Adesione a CNA Roma (nuovi soci)\n- Rinnovo associazione annuale\n- Gestione tessera associativa\n- Benefit e vantaggi per soci\n- Modifiche dati anagrafici\n- Cessazione associazione\n\n### Medicina del Lavoro\n\n**Email**: asq-medica@cnapmi.com\n**Telefono**: 06 5701 51\n\n**Servizi:**\n- Visite mediche preventive e periodiche\n- Sorveglianza sanitaria obbligatoria\n- Prenotazioni ambulatorio (Via C. Colombo 283/A)\n- Visite presso azienda con unità mobile\n- Consulenza medica competente\n\n**Ambulatorio dedicato**: Presso sede centrale, Via C. Colombo 283/A\n\n### Sportello Internazionalizzazione\n\n**Email**: intlab@cnaroma.it\n**Telefono**: 06 5701 51\n\n**Servizi:**\n- Consulenza export e mercati esteri\n- Analisi mercati globali e fattori di rischio\n- Supporto partecipazione fiere internazionali\n- Voucher internazionalizzazione PMI\n- Export digitale (Alibaba, e-commerce)',
     [(EMAIL, 'asq-medica@cnapmi.com'), (PHONE, '06 5701 51'), (EMAIL, 'intlab@cnaroma.it')]),
    ('FastalGroup/test-embeddings@9c37ab92dfe955ad6eb095870e46f2b71028dc83:docs/contatti.md', 'it_IT',
     '00012 Guidonia Montecelio (RM)\n\n**Contatti**\n- Telefono: 0774 343813\n- Email: cnapointguidonia@cnaroma.it\n- \n### CNA Point Frascati\n\n**Zona**: Castelli Romani\n\n**Indirizzo**\nVia Gregoriana, 15\n00044 Frascati (RM)\n\n**Contatti**\n- Telefono: 06 94015034\n- Email: cnapointfrascati@cnaroma.it\n\n### CNA Point Monterotondo\n\n**Zona**: Sabina / Valle del Tevere\n\n**Indirizzo**\nPiazza Caduti sul Lavoro, 1\nPresso Sede UnipolSai\n00015 Monterotondo (RM)\n\n**Contatti**\n- Telefono: 06 9003882\n- Email: cnapointmonterotondo@cnaroma.it\n\n### CNA Point Jonio\n\n**Zona**: Roma Nord-Est\n\n**Indirizzo**\nViale Tirreno, 251\n00141 Roma\n\n**Contatti**\n- Telefono: 06 88640910\n- Email: cnapointionio@cnaroma.it\n\n## Come Scegliere la Sede\n\n### Per Imprese\nTutte le sedi (esclusa Dragona) offrono servizi completi. Scegli in base alla vicinanza geografica.\n\n### Per Cittadini (CAF e Patronato)\nTutte le sedi offrono servizi CAF e Patronato. La sede Dragona è specializzata esclusivamente in servizi al cittadino.',
     [(PHONE, '0774 343813'), (EMAIL, 'cnapointguidonia@cnaroma.it'), (PHONE, '06 94015034'), (EMAIL, 'cnapointfrascati@cnaroma.it'), (PHONE, '06 9003882'), (EMAIL, 'cnapointmonterotondo@cnaroma.it'), (PHONE, '06 88640910'), (EMAIL, 'cnapointionio@cnaroma.it')]),
    ('FastalGroup/test-embeddings@9c37ab92dfe955ad6eb095870e46f2b71028dc83:docs/contatti.md', 'it_IT',
     '### Per Cittadini (CAF e Patronato)\nTutte le sedi offrono servizi CAF e Patronato. La sede Dragona è specializzata esclusivamente in servizi al cittadino.\n\n### Per Informazioni Generali\nContatta la **Sede Centrale** al 06 5701 51 o scrivi a info@cnaroma.it\n\nPer conoscere i servizi offerti da ogni sede, consulta [sedi_e_territori.md](sedi_e_territori.md)\n\n## Privacy e Trattamento Dati\n\n### Informativa GDPR\n\nI dati personali raccolti tramite i moduli di contatto, email o telefono sono trattati in conformità al **Regolamento UE 2016/679 (GDPR)** e alla normativa nazionale sulla protezione dei dati.',
     [(PHONE, '06 5701 51'), (EMAIL, 'info@cnaroma.it')]),
    ('electricant/faberlibertatis.org@173b6ebf357a6f6284175ddc8861a3eb2b4b2220:content-sample/contatti.md', 'it_IT',
     'dalle 21:30 fino alle 23:00.\n\n**ATTENZIONE: si consiglia di avvertire sempre tramite mailing list o altro se è\nla prima volta che si viene in visita!**\n\nIl numero di telefono della sede (operativo solo negli orari di apertura) è\n`340 1927222`.\n\nAbbiamo anche usa seconda sede a Stra (VE). L\'indirizzo è il seguente:\n\n<pre style="font-size: 1.25em; border: dashed; text-align: center;\n\tmargin-bottom:1em;">\nStrada dei cent\'anni, 10\n30039 Stra (VE)\n</pre>\n\n## Posta elettronica\nPer contatti diretti sono disponibili i seguenti indirizzi e-mail:\n\n* [info@faberlibertatis.org](mailto:info@faberlibertatis.org): l\'indirizzo più\n\timportante da contattare per qualsiasi informazione (donazioni hardware,\n\tproposte di collaborazione, domande varie, ecc.);\n* [presidente@faberlibertatis.org](mailto:presidente@faberlibertatis.org) per\n\tcontattare il Presidente;\n* [cd@faberlibertatis.org](mailto:cd@faberlibertatis.org) per contattare il\n\tconsiglio direttivo;\n* [webmaster@faberlibertatis.org](mailto:webmaster@faberlibertatis.org) per',
     [(PHONE, '340 1927222'), (EMAIL, 'info@faberlibertatis.org'), (EMAIL, 'presidente@faberlibertatis.org'), (EMAIL, 'cd@faberlibertatis.org'), (EMAIL, 'webmaster@faberlibertatis.org')]),
    ('electricant/faberlibertatis.org@173b6ebf357a6f6284175ddc8861a3eb2b4b2220:content-sample/contatti.md', 'en_US',
     "* [info@faberlibertatis.org](mailto:info@faberlibertatis.org): l'indirizzo più\n\timportante da contattare per qualsiasi informazione (donazioni hardware,\n\tproposte di collaborazione, domande varie, ecc.);\n* [presidente@faberlibertatis.org](mailto:presidente@faberlibertatis.org) per\n\tcontattare il Presidente;\n* [cd@faberlibertatis.org](mailto:cd@faberlibertatis.org) per contattare il\n\tconsiglio direttivo;\n* [webmaster@faberlibertatis.org](mailto:webmaster@faberlibertatis.org) per\n\tcontattare i gestori del sito.\n\n## Liste di discussione\nSono inoltre attive alcune liste di discussione pubbliche:\n\n* [faber](http://faberlibertatis.org/mailman/listinfo/faber): attraverso la\n\tquale i partecipanti all'Associazione discutono, progettano e organizzano",
     [(EMAIL, 'info@faberlibertatis.org'), (EMAIL, 'presidente@faberlibertatis.org'), (EMAIL, 'cd@faberlibertatis.org'), (EMAIL, 'webmaster@faberlibertatis.org')]),
    ('electricant/faberlibertatis.org@173b6ebf357a6f6284175ddc8861a3eb2b4b2220:content-sample/contatti.md', 'en_US',
     "Di entrambe le liste è possiblie consultare l'archivio delle precedenti\ncomunicazioni, risalente più o meno al 2003.\n\n## Coordinate bancarie\nL'Associazione ha un conto corrente di cui si riportano le coordinate bancarie:\n\n* Banca Prossima per le imprese sociali e le comunità\n* IBAN: IT82 B033 5901 6001 0000 0010 014\n* BIC: BCITITMX\n* Conto: 1000 / 10014\n* Presso la filiale: 05000, via Manzoni Ang. via Verdi, 20121 Milano\n* Intestato a: Associazione di Promozione Sociale Faber Libertatis, via Santa Rita, 18 35127 Padova\n* Codice fiscale: 92167500286",
     [(IBAN, 'IT82 B033 5901 6001 0000 0010 014')]),
    ('fracabu/tourist-interceptor@8d58cfe6c37f6c4eb3d4e66eb9647017019bd400:dati.md', 'it_IT',
     '- **Particolarità:** Provider ECM accreditato, organizzano sia eventi residenziali che online\n- **Sito:** https://www.event-lab.eu/\n\n---\n\n### 2. ACTIVITY EVENTI E COMUNICAZIONE\n\n**Nome organizzazione completo:** Activity Eventi e Comunicazione\n\n**Responsabile:** Eduardo Fiorito\n\n**Email diretta:** eduardofiorito@activityeventicomunicazione.com\n\n**Email ufficio:** info@activityeventicomunicazione.com\n\n**Telefono:** 333 5845640\n\n**PEC:** activityeventi@legalmail.it\n\n**Indirizzo sede:** Via Domenico Chelini, 3, 00197 Roma\n\n**Note operative:**\n- **Specializzazione:** Eventi, congressi, formazione\n- **Dimensione tipica eventi:** Piccoli/medi eventi corporate e formativi\n- **Target accessibile:** Agenzia dimensioni contenute, approccio personalizzato\n- **Modalità contatto:** Email diretta a Eduardo Fiorito o telefono 333 5845640\n- **Particolarità:** Gestiscono eventi a Roma con approccio boutique\n- **Sito:** https://www.activityeventicomunicazione.com/\n\n---\n\n### 3. GAMMA CONGRESSI\n\n**Nome organizzazione completo:** Gamma Congressi S.r.l.\n\n**Responsabile Eventi:** Ufficio Organizzazione',
     [(EMAIL, 'eduardofiorito@activityeventicomunicazione.com'), (EMAIL, 'info@activityeventicomunicazione.com'), (PHONE, '333 5845640'), (EMAIL, 'activityeventi@legalmail.it')]),
    ('fracabu/tourist-interceptor@8d58cfe6c37f6c4eb3d4e66eb9647017019bd400:dati.md', 'it_IT',
     '- **Particolarità:** Gestiscono eventi a Roma con approccio boutique\n- **Sito:** https://www.activityeventicomunicazione.com/\n\n---\n\n### 3. GAMMA CONGRESSI\n\n**Nome organizzazione completo:** Gamma Congressi S.r.l.\n\n**Responsabile Eventi:** Ufficio Organizzazione\n\n**Email diretta:** info@gammacongressi.it\n\n**Telefono:** +39 06 36300769\n\n**Cellulare:** +39 344 3414958 / +39 342 0927016\n\n**Fax:** +39 06 32906.94\n\n**Indirizzo sede:** Via Achille Loria, 8 - 00191 Roma\n\n**Note operative:**\n- **Volume eventi annui:** 30-50 eventi/anno (stima)\n- **Specializzazione:** Congressi medici, supporto organizzativo società scientifiche, eventi corporate',
     [(EMAIL, 'info@gammacongressi.it'), (PHONE, '+39 06 36300769'), (PHONE, '+39 344 3414958'), (PHONE, '+39 342 0927016'), (PHONE, '+39 06 32906.94')]),
    ('fracabu/tourist-interceptor@8d58cfe6c37f6c4eb3d4e66eb9647017019bd400:dati.md', 'it_IT',
     '- **Specializzazione:** Congressi medico-scientifici nazionali/internazionali, ECM, seminari farmaceutici\n- **Dimensione tipica eventi:** 30-120 partecipanti\n- **Target accessibile:** Gestiscono eventi medici/pharma di varie dimensioni\n- **Modalità contatto:** Email info@fenicia-events.eu o telefono 06 87671411\n- **Particolarità:** Sede centrale Roma, focus su eventi medici e industria farmaceutica\n- **Sito:** https://fenicia.events/\n\n---\n\n### 5. MCR CONFERENCE (Base Firenze - Opera Roma)\n\n**Nome organizzazione completo:** MCR Conference S.r.l.\n\n**Responsabile:** Team Organizzazione\n\n**Email:** info via sito (form contatti)\n\n**Telefono:**\n- +39 055 0541807\n- +39 333 6581076\n\n**PEC:** mcrconference@legalmail.it\n\n**Indirizzo sede:** Via Finlandia, 26 - 50126 Firenze\n\n**Note operative:**\n- **Volume eventi annui:** 40-60+ eventi (stima)\n- **Specializzazione:** Congressi medico-scientifici, eventi corporate, culturali, sportivi - opera in tutta Italia',
     [(EMAIL, 'info@fenicia-events.eu'), (PHONE, '06 87671411'), (PHONE, '+39 055 0541807'), (PHONE, '+39 333 6581076'), (EMAIL, 'mcrconference@legalmail.it')]),
    ('fracabu/tourist-interceptor@8d58cfe6c37f6c4eb3d4e66eb9647017019bd400:dati.md', 'it_IT',
     '- **Particolarità:** Ranked #1 Italia comunicazione (Censis), forte carattere internazionale, eventi con EU policymakers, offrono servizi visa support/traduzioni\n\n**Altro contatto chiave:**\n- **Prof. Aniello Merone** - Responsabile Relazioni Internazionali\n- Email: aniello.merone@unier.it\n- Tel: +39 0666543809\n- **Specialità:** Ospiti internazionali, visiting professors\n\n---\n\n## GRUPPO 5 - FREELANCE/PICCOLI EVENT MANAGER (2 contatti)\n\n### 14. IRENE GUERRINI - FREELANCE EVENT & PROJECT MANAGER\n\n**Nome:** Irene Guerrini\n\n**Ruolo:** Freelance Event & Project Manager',
     [(EMAIL, 'aniello.merone@unier.it'), (PHONE, '+39 0666543809')]),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:src/views/partial/who-to-contact.php', 'en_US',
     '<?php\n\n/**\n * This file is part of the italy.coronavirusinfections.org project.\n * \n * @author Valentino Pesce\n * @copyright (c) Valentino Pesce <valentino@iltuobrand.it>\n * \n * For the full copyright and license information, please view the LICENSE\n * file that was distributed with this source code.\n */\n\n ?>\n        \n        <div class="mt-5 mb-4 text-left ml-4" id="contact">\n            <h3 class="text-warning mb-4">A chi rivolgersi</h3>',
     [(EMAIL, 'valentino@iltuobrand.it')]),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:src/views/partial/who-to-contact.php', 'it_IT',
     '                    <strong>Emilia-Romagna</strong>: <a class="text-success" href="tel:800033033">800 033 033</a>\n                </li>\n                <li>\n                    <strong>Friuli Venezia Giulia</strong>: <a class="text-success" href="tel:800500300">800 500 300</a>\n                </li>\n                <li>\n                    <strong>Lazio</strong>: <a class="text-success" href="tel:800118800">800 11 88 00</a>\n                </li>\n                <li>\n                    <strong>Lombardia</strong>: <a class="text-success" href="tel:800894545">800 89 45 45</a>\n                </li>\n                <li>\n                    <strong>Marche</strong>: <a class="text-success" href="tel:800936677">800 93 66 77</a>\n                </li>\n                <li>\n                    <strong>Piemonte</strong>:\n                    <ul>\n                        <li>\n                            <strong><a class="text-success" href="tel:800192020">800 19 20 20</a></strong> attivo 24 ore su 24',
     [(PHONE, '800033033'), (PHONE, '800 033 033'), (PHONE, '800500300'), (PHONE, '800 500 300'), (PHONE, '800118800'), (PHONE, '800 11 88 00'), (PHONE, '800894545'), (PHONE, '800 89 45 45'), (PHONE, '800936677'), (PHONE, '800 93 66 77'), (PHONE, '800192020'), (PHONE, '800 19 20 20')]),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:src/views/partial/who-to-contact.php', 'it_IT',
     '                    <strong>Provincia autonoma di Trento</strong>: <a class="text-success" href="tel:800867388">800 867 388</a>\n                </li>\n                <li>\n                    <strong>Provincia autonoma di Bolzano</strong>: <a class="text-success" href="tel:800751751">800 751 751</a>\n                </li>\n                <li>\n                    <strong>Puglia</strong>: <a class="text-success" href="tel:800713931">800 713 931</a>\n                </li>\n                <li>\n                    <strong>Sardegna</strong>: <a class="text-success" href="tel:800311377">800 311 377</a>\n                </li>\n                <li>\n                    <strong>Sicilia</strong>: <a class="text-success" href="tel:800458787">800 45 87 87</a>\n                </li>\n                <li>\n                    <strong>Toscana</strong>: <a class="text-success" href="tel:800556060">800 55 60 60</a>\n                </li>\n                <li>\n                    <strong>Umbria</strong>: <a class="text-success" href="tel:800636363">800 63 63 63</a>',
     [(PHONE, '800867388'), (PHONE, '800 867 388'), (PHONE, '800751751'), (PHONE, '800 751 751'), (PHONE, '800713931'), (PHONE, '800 713 931'), (PHONE, '800311377'), (PHONE, '800 311 377'), (PHONE, '800458787'), (PHONE, '800 45 87 87'), (PHONE, '800556060'), (PHONE, '800 55 60 60'), (PHONE, '800636363'), (PHONE, '800 63 63 63')]),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:src/views/partial/who-to-contact.php', 'it_IT',
     '                    <strong>Sicilia</strong>: <a class="text-success" href="tel:800458787">800 45 87 87</a>\n                </li>\n                <li>\n                    <strong>Toscana</strong>: <a class="text-success" href="tel:800556060">800 55 60 60</a>\n                </li>\n                <li>\n                    <strong>Umbria</strong>: <a class="text-success" href="tel:800636363">800 63 63 63</a>\n                </li>\n                <li>\n                    <strong>Val d’Aosta</strong>: <a class="text-success" href="tel:800122121">800 122 121</a>\n                </li>\n                <li>\n                    <strong>Veneto</strong>: <a class="text-success" href="tel:800462340">800 462 340</a>\n                </li>\n            </ul>\n            <h3 class="text-warning mb-4">Numero di pubblica utilità</h3>\n            <p class="text-light">Attivo anche il numero di pubblica utilità <a class="text-success" href="tel:1500">1500</a> del Ministero della Salute.</p>',
     [(PHONE, '800458787'), (PHONE, '800 45 87 87'), (PHONE, '800556060'), (PHONE, '800 55 60 60'), (PHONE, '800636363'), (PHONE, '800 63 63 63'), (PHONE, '800122121'), (PHONE, '800 122 121'), (PHONE, '800462340'), (PHONE, '800 462 340')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:ciptamediabersama/tentangcmb.html', 'id_ID',
     '                            <li>Facebook: https://www.facebook.com/pages/Benor-FM/191411954262992</li>\n                            <li>Twitter: @benorfm (pantauan)</li>\n                            <li>Ushaidi SMS ketik BFM Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>Indonesian Street Art Database</li>\n                        <ol>\n                            <li>Situs web: http://award.indonesianstreetartdatabase.org</li>\n                            <li>Facebook: http://www.facebook.com/indonesianstreetartdatabase</li>\n                            <li>Twitter: @I_S_A_D (pantauan)</li>\n                            <li>Ushaidi SMS ketik ISAD Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>Border Blogger Movement</li>\n                        <ol>\n                            <li>Situs web: http://borderblogger.org/</li>\n                            <li>Facebook: https://www.facebook.com/pages/Border-Blogger-Movement/141423292647443</li>',
     [(PHONE, '0877 8880 2262')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:ciptamediabersama/tentangcmb.html', 'id_ID',
     '                            <li>Facebook: http://www.facebook.com/groups/190859517620432/</li>\n                            <li>Twitter: @Lenteratimurcom (pantauan)</li>\n                            <li>Ushaidi SMS ketik LT Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>AJI Banda Aceh: Media Sehat</li>\n                        <ol>\n                            <li>Situs web: http://mediasehat.ajibanda.org/</li>\n                            <li>Facebook: facebook.com/ajibanda</li>\n                            <li>Twitter: @aji_banda (pantauan)</li>\n                            <li>Ushaidi SMS ketik MSA Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>ALDP Papua</li>\n                        <ol>\n                            <li>Situs web: http://aldp-papua.com</li>\n                            <li>Facebook: http://www.facebook.com/aldp.papua</li>',
     [(PHONE, '0877 8880 2262')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:ciptamediabersama/tentangcmb.html', 'id_ID',
     '                            <li>Situs web: http://videoguruku.net/</li>\n                            <li>Facebook: tidak ada</li>\n                            <li>Twitter: tidak ada</li>\n                            <li>Ushaidi SMS ketik HP Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>Bhinneka (Majalah)</li>\n                        <ol>\n                            <li>Situs web: http://lembagabhinneka.org/</li>\n                            <li>Facebook: www.facebook.com/lembaga.bhinneka</li>\n                            <li>Twitter: @lembagabhinneka</li>\n                            <li>Ushaidi SMS ketik BNK Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                    <br/>\n                    <li>Pantau</li>\n                        <ol>\n                            <li>Situs web: http://www.pantau.or.id/</li>\n                            <li>Facebook: http://www.facebook.com/yayasan.pantau</li>',
     [(PHONE, '0877 8880 2262')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:ciptamediabersama/tentangcmb.html', 'id_ID',
     '                            <li>Facebook: http://www.facebook.com/yayasan.pantau</li>\n                            <li>Twitter: @Yayasan_Pantau</li>\n                            <li>Ushaidi SMS ketik PNT Lokasi Pesan kirim ke 0877 8880 2262</li>\n                        </ol>\n                </ol>\n            </div>\n            <div id="petunjuk" class="tab-pane fade">\n                <br/>\n                <h1>Petunjuk dan Arahan</h1>\n                <h2>Siapa Saja Yang Boleh Ikut?</h2>',
     [(PHONE, '0877 8880 2262')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2014-02-08-promosi-keliling-cipta-media-seluler-di-kota-anda.markdown', 'id_ID',
     '9. Selasa 1 April 2014, pkl. 19.00 WIB\n   Rumah Blogger Bengawan\n   Solo, Jawa Tengah\n\n10. Sabtu, 5 April 2014, pkl. 14.00 WIB\n    Universitas Sumatera Utara\n    Jalan Alumni No. 9\n    Medan, Sumatera Utara\n    Kontak: Ade Candra (0813 622 99 775)\n    Surel: ade.cdr (at) gmail.com\n\n11. Sabtu, 5 April 2014,\n    Hotel Ningrat\n    Jalan KHM. Kholil No.113,\n    Bangkalan, Jawa Timur\n    Kontak: Itsnain Maulana (0857 468 78 766)\n    Surel: berbenahdiri (at) gmail.com\n\n12. Senin, 7 April 2014, pkl. 08.30 WIB\n    Politeknik Aceh\n    Jalan Politeknik Aceh No. 1, Ulee Kareng\n    Banda Aceh, Aceh\n    Kontak: Mahmud (0852 7025 7167)\n    Surel: mahmud (at) politeknikaceh.ac.id\n\n13. Sabtu, 12 April 2014, pkl. 18.00 WIT\n    Kampus STIKOM Muhammadiyah Jayapura\n    Jalan Abepantai No. 25, Tanah Hitam, Abepura\n    Jayapura, Papua\n    Kontak: Mihram (0813 54 63 1840)',
     [(PHONE, '0813 622 99 775'), (PHONE, '0857 468 78 766'), (PHONE, '0852 7025 7167'), (PHONE, '0813 54 63 1840')]),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2014-02-08-promosi-keliling-cipta-media-seluler-di-kota-anda.markdown', 'id_ID',
     '    Kontak: Mahmud (0852 7025 7167)\n    Surel: mahmud (at) politeknikaceh.ac.id\n\n13. Sabtu, 12 April 2014, pkl. 18.00 WIT\n    Kampus STIKOM Muhammadiyah Jayapura\n    Jalan Abepantai No. 25, Tanah Hitam, Abepura\n    Jayapura, Papua\n    Kontak: Mihram (0813 54 63 1840)\n    Surel: rmihram (at) gmail.com\n\n14. Senin, 14 April 2014, pkl. 10.00 WIT\n    Hotel Safirna\n    Ternate, Maluku Utara\n    Kontak: Munadi Kilkoda (0812 81 14 4459)\n    Surel: kilkodamunadi (at) yahoo.co.id\n\n15. Selasa, 15 April 2014, pkl. 14.00 WIT\n    Fakultas Teknik Ruang Seminar Lantai 3\n    Universitas Sam Ratulangi\n    Manado, Sulawesi Utara\n    Kontak: Yaulie Rindengan (0813 81 47 6853)\n    Surel: rindengan (at) yahoo.com\n\nAnda juga dapat mengundang panitia Cipta Media Seluler untuk datang ke kota Anda dengan mengisi formulir di halaman [ini](http://ciptamedia.org/promosi-keliling/).',
     [(PHONE, '0852 7025 7167'), (PHONE, '0813 54 63 1840'), (PHONE, '0812 81 14 4459'), (PHONE, '0813 81 47 6853')]),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:README.md', 'ja_JP',
     '東京都|千代田区<br />中央区<br />港区<br />新宿区<br />文京区<br />台東区<br />墨田区<br />江東区<br />品川区<br />目黒区<br />大田区<br />世田谷区<br />渋谷区<br />中野区<br />杉並区<br />豊島区<br />北区<br />荒川区<br />板橋区<br />練馬区<br />足立区<br />葛飾区<br />江戸川区|[LINK](https://www.tfd.metro.tokyo.lg.jp/lfe/kyuu-adv/soudan-center.htm)|24時間|24時間|24時間|#7119<br />03-3212-2323\n東京都||[LINK](https://www.tfd.metro.tokyo.lg.jp/lfe/kyuu-adv/soudan-center.htm)|24時間|24時間|24時間|#7119<br />042-521-2323\n神奈川都|横浜市|[LINK](https://www.yokohama-emc.jp/pc/syouni/syouni.html)|24時間|24時間|24時間|#7119<br />045-232-7119\n神奈川都|川崎市|[LINK](http://www.kawasaki.kanagawa.med.or.jp/emergency/center)|24時間|24時間|24時間|044-739-1919\n埼玉県||[LINK](https://99.pref.saitama.lg.jp/)|24時間|24時間|24時間|#7119<br />048-824-4199\n茨城県||[LINK](http://www.qq.pref.ibaraki.jp/?)|24時間|24時間|24時間|#7119<br />050-5445-2856\n千葉県||[LINK](http://www.qq.pref.chiba.lg.jp/)|24時間|24時間|24時間|#7009<br /> 03-6735-8305\n栃木県||[LINK](https://www.pref.tochigi.lg.jp/e02/welfare/iryou/kyuukyuu/kyukyudenwasoudan.html)|午後6時から午後10時|午後4時から午後10時|午後4時から午後10時|#7111<br />028-623-3344',
     [(PHONE, '03-3212-2323'), (PHONE, '042-521-2323'), (PHONE, '045-232-7119'), (PHONE, '044-739-1919'), (PHONE, '048-824-4199'), (PHONE, '050-5445-2856'), (PHONE, '03-6735-8305'), (PHONE, '028-623-3344')]),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:README.md', 'ja_JP',
     '山口県|下関市<br />宇部市<br />山口市<br />防府市<br />下松市<br />光市<br />長門市<br />柳井市<br />美祢市<br />周南市<br />山陽小野田市<br />周防大島町<br />上関町<br />田布施町<br />平生町|[LINK](https://www.pref.yamaguchi.lg.jp/cms/a11600/7119/201906200001.html)|24時間|24時間|24時間|#7119<br />083-921-7119\n山口県|萩市<br />阿武町|[LINK](https://www.city.hagi.lg.jp/soshiki/41/h33662.html)|24時間|24時間|24時間|0120-506-322\n徳島県||[LINK](https://anshin.pref.tokushima.jp/med/docs/2019111900060/)|午後6時から翌8時|午前8時から翌8時|午前8時から翌8時|#7111<br />088-622-6530\n高知県||[LINK](https://www.kochi-iryo.net/)|24時間|24時間|24時間|088-825-1299\n福岡県||[LINK](http://www.fmc.fukuoka.med.or.jp/t7119/index.html)|24時間|24時間|24時間|#7119<br />092-471-0099\n佐賀県||[LINK](https://www.qq.pref.saga.jp/pb_top/top_medical_interrogating)|24時間|24時間|24時間|(リンク先参照)\n\n## 小児(有人対応)\n\n都道府県|市区町村|WEB|平日|土曜|日祝|電話\n---|---|---|---|---|---|---\n北海道||[LINK](https://www.qq.pref.hokkaido.jp/qq/qq01.asp)|24時間|24時間|24時間|#8000<br />011-232-1599',
     [(PHONE, '083-921-7119'), (PHONE, '0120-506-322'), (PHONE, '088-622-6530'), (PHONE, '088-825-1299'), (PHONE, '092-471-0099'), (PHONE, '011-232-1599')]),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:README.md', 'ja_JP',
     '佐賀県||[LINK](https://www.qq.pref.saga.jp/pb_top/top_medical_interrogating)|24時間|24時間|24時間|(リンク先参照)\n\n## 小児(有人対応)\n\n都道府県|市区町村|WEB|平日|土曜|日祝|電話\n---|---|---|---|---|---|---\n北海道||[LINK](https://www.qq.pref.hokkaido.jp/qq/qq01.asp)|24時間|24時間|24時間|#8000<br />011-232-1599\n青森県||[LINK](https://www.pref.aomori.lg.jp/soshiki/kenko/iryo/kodomoqq.html)|午後6時から翌8時|午後1時から翌8時|午前8時から翌8時|#8000<br />017－722－1152\n岩手県||[LINK](http://kodomo-qq.jp/index.php?pname=n8000%2Fp3)|午後7時から午後11時|午後7時から午後11時|午後7時から午後11時|#8000<br />019-605-9000\n秋田県||[LINK](https://www.pref.akita.lg.jp/pages/archive/2319)|午後7時から翌8時|午後7時から翌8時|午後7時から翌8時|#8000<br />018-895-9900\n宮城県||[LINK](https://www.pref.miyagi.jp/soshiki/iryou/shouni04.html)|午後7時から翌8時|午後7時から翌8時|午後7時から翌8時|#8000<br />022-212-9390\n山形県||[LINK](https://www.pref.yamagata.jp/090013/bosai/shobo/kyuukyuu/99tel.html)|午後7時から翌8時|午後7時から翌8時|午後7時から翌8時|#8000<br />023-633-0299\n福島県||[LINK](http://www.pref.fukushima.lg.jp/sec/21045c/iryou-kodomokyukyu.html)|午後7時から翌8時|午後7時から翌8時|午後7時から翌8時|#8000<br />024-521-3790',
     [(PHONE, '011-232-1599'), (PHONE, '017－722－1152'), (PHONE, '019-605-9000'), (PHONE, '018-895-9900'), (PHONE, '022-212-9390'), (PHONE, '023-633-0299'), (PHONE, '024-521-3790')]),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:README.md', 'ja_JP',
     '滋賀県||[LINK](http://www.shiga.iryo-navi.jp/qqport/kenmintop/other/fks020.php)|午後6時から翌8時|午後6時から翌8時|午前9時から翌8時|#8000<br />077-524-7856\n京都府||[LINK](http://www.pref.kyoto.jp/iryo/8000.html)|午後7時から翌8時|午後3時から翌8時|午後7時から翌8時|#8000<br />075-661-5596\n大阪府||[LINK](https://www.pref.osaka.lg.jp/iryo/syouni-qq/syouni_qq_tel.html)|午後7時から翌8時|午後7時から翌8時|午後7時から翌8時|#8000<br />06-6765-3650\n兵庫県||[LINK](http://web.pref.hyogo.lg.jp/kf15/hw11_000000013.html)|午後6時から翌8時|午後6時から翌8時|午前8時から翌8時|#8000<br />078-304-8899\n奈良県||[LINK](https://www.pref.nara.jp/item/15976.htm)|午後6時から翌8時|午後1時から翌8時|午前8時から翌8時|#8000<br />0742-20-8119\n和歌山県||[LINK](https://www.pref.wakayama.lg.jp/prefg/050100/kodomodial/kodomokyukyu.html)|午後7時から翌9時|午前9時から翌9時|午前9時から翌9時|#8000<br />073-431-8000\n鳥取県||[LINK](https://www.pref.tottori.lg.jp/dd.aspx?menuid=97931)|午後7時から翌8時|午前8時から翌8時|午前8時から翌8時|#8000<br />03-6626-220\n島根県||[LINK](https://www.pref.shimane.lg.jp/medical/kenko/iryo/shimaneno_iryo/8000/)|午後7時から翌9時|午前9時から翌9時|午前9時から翌9時|#8000<br />03-3478-1060',
     [(PHONE, '077-524-7856'), (PHONE, '075-661-5596'), (PHONE, '06-6765-3650'), (PHONE, '078-304-8899'), (PHONE, '0742-20-8119'), (PHONE, '073-431-8000'), (PHONE, '03-3478-1060'), (PHONE, '03-6626-220')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/filials.php', 'ru_RU',
     '                                <h2>Городская библиотека</h2>\n                                <div class="filials-adress">613200, г. Белая Холуница, ул. Усатовой, д. 2</div>\n                                <div class="filials-phone">тел. (83364) 4-44-42</div>\n                            </div>\n                            <a href="filials/filial-gorod.html"></a>\n                         </div>\n\n\n                        <div class="filials-row clearfix">\n                            <div class="filials-image"><img src="<?php echo SITEURL;?>images/pages/filials/filial-bogorodskoe.png"></div>',
     [(PHONE, '(83364) 4-44-42')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/filials.php', 'ru_RU',
     '                                <h2>Детская библиотека</h2>\n                                <div class="filials-adress">613200, г. Белая Холуница, ул. Здравоохранения, д.1</div>\n                                <div class="filials-phone">тел. (83364) 4-15-56 </div>\n                            </div>\n                            <a href="filials/filial-detskaya.html"></a>\n                        </div>\n\n                        <div class="filials-row clearfix">\n                            <div class="filials-image"><img src="<?php echo SITEURL;?>images/pages/filials/filial-dubrovka.png"></div>',
     [(PHONE, '(83364) 4-15-56')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/filials.php', 'ru_RU',
     '                                <h2>Поломская библиотека</h2>\n                                <div class="filials-adress">с. Полом, ул. Энгельса, д. 47</div>\n                                <div class="filials-phone">тел. (83364)6-41-92</div>\n                            </div>\n                            <a href="filials/filial-polom.html"></a>\n                        </div>\n\n                        <div class="filials-row clearfix">\n                            <div class="filials-image"><img src="<?php echo SITEURL;?>images/pages/filials/filial-a-prokopie.png"></div>',
     [(PHONE, '(83364)6-41-92')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/filials.php', 'ru_RU',
     '                                <h2>Троицкая библиотека</h2>\n                                <div class="filials-adress">613225, с. Троица, ул. Советская, д. 35</div>\n                                <div class="filials-phone">тел. (83364) 4-44-42</div>\n                            </div>\n                            <a href="filials/filial-troica.html"></a>\n                        </div>\n\n                        <div class="filials-row clearfix">\n                            <div class="filials-image"><img src="<?php echo SITEURL;?>images/pages/filials/filial-fedosyata.png"></div>',
     [(PHONE, '(83364) 4-44-42')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/about/contacts.php', 'ru_RU',
     '                    <div class="about-history contacts">\n\n                        <h2>Наши контакты</h2>\n\t\t\t\t\t\t\n\t\t\t\t\t\t<table>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<td class="contacts-name">\n\t\t\t\t\t\t\t\t\t<p>МБУК Белохолуницкая ЦБ</p>\n\t\t\t\t\t\t\t\t\t<p>тел. (83364) 4-15-02</p>\n\t\t\t\t\t\t\t\t\t<a href=\'mailto:b-hol-cb\'+\'%40\'+\'yandex.ru\'><img src="http://www.mailonpix.ru/images/220026d4c766ebc6982ffd44c89929f2.gif" border="0" alt="mailonpix.ru"></a>\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t<td class="contacts-map">',
     [(PHONE, '(83364) 4-15-02')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/about/contacts.php', 'ru_RU',
     'u_RU" alt="" style="border: 0;" /></a>\n\t\t\t\t\t\t\t\t\tг. Белая Холуница, ул. Здравоохранения, д.1\n\t\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<td class="contacts-name">\n\t\t\t\t\t\t\t\t\t<p>Детская БФ</p>\n\t\t\t\t\t\t\t\t\t<p>тел. (83364) 4-15-56</p>\n\t\t\t\t\t\t\t\t\t<a href=\'mailto:szubova68\'+\'%40\'+\'mail.ru\'><img src="http://www.mailonpix.ru/images/71f05a91258d036240fa79eec0005f43.gif" border="0" alt="mailonpix.ru"></a>\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t<td class="contacts-map">\n\t',
     [(PHONE, '(83364) 4-15-56')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/about/contacts.php', 'ru_RU',
     'RU" alt="" style="border: 0;" /></a>\n\t\t\t\t\t\t\t\t\tг. Белая Холуница, ул. Здравоохранения, д.1\n\t\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<td class="contacts-name">\n\t\t\t\t\t\t\t\t\t<p>Городская БФ</p>\n\t\t\t\t\t\t\t\t\t<p>тел. (83364) 4-44-42</p>\n\t\t\t\t\t\t\t\t\t<a href=\'mailto:belokholunitskajagbf\'+\'%40\'+\'yandex.ru\'><img src="http://www.mailonpix.ru/images/5b2b187b421600e503765aaea705e57e.gif" border="0" alt="mailonpix.ru"></a>\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t<td class="contacts-map">',
     [(PHONE, '(83364) 4-44-42')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/about/contacts.php', 'ru_RU',
     'ght=400&amp;lang=ru_RU" alt="" style="border: 0;" /></a>\n\t\t\t\t\t\t\t\t\tп. Подрезчиха, ул. Советская, д.8\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t</tr>\n\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t\t\t<td class="contacts-name">\n\t\t\t\t\t\t\t\t\t<p>Поломская БФ</p>\n\t\t\t\t\t\t\t\t\t<p>тел. (83364) 6-41-92</p>\n\t\t\t\t\t\t\t\t\t<a href=\'mailto:polomskayabf\'+\'%40\'+\'yandex.ru\'><img src="http://www.mailonpix.ru/images/3de181cc97513dbae7797c0a21b67d05.gif" border="0" alt="mailonpix.ru"></a>\n\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t<td class="contacts-map">',
     [(PHONE, '(83364) 6-41-92')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/structure/administration.php', 'ru_RU',
     '                                                <div>Директор</div>\n                                                <img src="<?php echo SITEURL; ?>images/pages/filials/ico/phone.png" width="25px" height="25px">\n                                                Тел. (83364) 4-15-02\n                                            </div>\n                                        </div>\n\n                                        <div class="department-workers-item">\n                                            <div class="department-workers-item-main">',
     [(PHONE, '(83364) 4-15-02')]),
    ('simple777/bholcb22@dec212f1d17b307689a1bc082a42ad0d772ab851:views/structure/administration.php', 'ru_RU',
     '                                                <div>Заместитель директора</div>\n                                                <img src="<?php echo SITEURL; ?>images/pages/filials/ico/phone.png" width="25px" height="25px">\n                                                Тел. (83364) 4-15-02\n                                            </div>\n                                        </div>\n\n\n                                </div>\n                            </div>\n                        </div>\n\n                    </div>',
     [(PHONE, '(83364) 4-15-02')]),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:index.php', 'pt_BR',
     '\t\t\t\t\t<div class="container h5 p-1 font-bold">\n\t\t\t\t\t\tDose Única\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="container font-bold h2">\n\t\t\t\t\t\t345\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t</div>\n\n\t\t<div class=\'container aglomerate-container\'>\n\t\t\t<p id=\'aglomerate-link\'> Denuncie: <a href="tel: 18996556408">&nbsp;(18) 99655-6408&nbsp;</a></p>\n\t\t</div>\n\t</div>\n\n\t<?php include(HTDOCS_DIR . \'/html/footer.php\'); ?>\n</body>\n\n<script>\n\tnew Chart(document.getElementById("cases-chart-1"), {\n\t\ttype: \'line\',\n\t\tdata: {\n\t\t\tlabels: [\'21/03/20\', \'22/03/20\', ',
     [(PHONE, '18996556408'), (PHONE, '(18) 99655-6408')]),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:contato.php', 'pt_BR',
     '\t\t\t\t<li><strong>Local:</strong> Rua Maria Pérez Jorge, s/nº. Entrada pelo portão lateral da Unidade Ambulatorial ─ Santa Casa.</li>\n\t\t\t\t<li><strong>Atendimento:</strong> diariamente das 8h às 20h.</li>\n\t\t\t\t<li><strong>Telefone:</strong> (18) 99799-0070.</li>\n\t\t\t</ul>\n\t\t\t<p>Evite aglomerações!</p>\n\t\t\t<p>Dúvidas também são esclarecidas por telefone.</p>\n\t\t</div>\n\n\t\t<div class="container-cgc-call-center">\n\t\t\t<h2>Comitê de Gestão de Crise ─ CGC</h2>\n\t\t\t<p>Informações espe',
     [(PHONE, '(18) 99799-0070')]),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:saude/covid-19.php', 'pt_BR',
     "\t\t\t\t<li><strong>Local:</strong> Rua Maria Pérez Jorge, s/nº. Entrada pelo portão lateral da Unidade Ambulatorial ─ Santa Casa.</li>\n\t\t\t\t<li><strong>Horário de atendimento:</strong> diariamente das 8h às 20h</li>\n\t\t\t\t<li><strong>Telefone:</strong> (18) 99799-0070.</li>\n\t\t\t</ul>\n\t\t\t<p>Evite aglomerações!</p>\n\t\t\t<p>Dúvidas também são esclarecidas por telefone.</p>\n\t\t</div>\n\n\t\t<?php include(HTDOCS_DIR . '/html/call-center-health.php'); ?>\n\n\t</div>\n\n\t<?php include(HTDOCS_DIR . '/html/footer.php'); ?>",
     [(PHONE, '(18) 99799-0070')]),
    ('meine-buecherei/meine-buecherei.github.io@71de808d3deeeaf4ccdf27798a7f467d44ce8184:_posts/2026-02-14-umzug.md', '',
     '---\nWir ziehen um! Deshalb bleibt unsere Bücherei **am Dienstag, 24.02.26 und Donnerstag, 26.02.26 geschlossen**. \nAm Sonntag, 01.03.26 gibt\'s einen Tag der offenen Tür in unseren neuen Räumen (nähere Infos folgen), und ab\n03.03.26 erwarten wir Euch zu den gewohnten Öffnungszeiten im historischen Pfarrhof. Besucht uns doch diese und\nnächste Woche noch gerne zum "Abschied nehmen" im Schulweg 3. \n\nBis bald, euer Büchereiteam!',
     []),
    ('YoloxOff/MairieLavaur@b7371880afbd0a0a46e4136b14452a3aace1185a:lib/coordonnees.ts', 'fr_FR',
     '// https://www.ville-lavaur.fr/ (juillet 2026).\nexport const mairie = {\n\tnom: "Ville de Lavaur",\n\tadresseLigne1: "Place du Général Sudre",\n\tadresseLigne2: "CS 60088",\n\tcodePostal: "81503",\n\tville: "LAVAUR",\n\ttelephone: "05 63 83 12 20",\n\ttelephoneHref: "+33563831220",\n\tfax: "05 63 41 42 89",\n\temail: "mairie@ville-lavaur.fr",\n\thoraires: [\n\t\t{ jours: "Lundi au jeudi", heures: "8h-12h / 13h30-17h30" },\n\t\t{ jours: "Vendredi", heures: "8h-12h / 13h30-16h30" },\n\t],\n\tadresseComplete: "Place du Général Sudre - CS 60088 - 81503 Lavaur",\n};\n\nexport const numerosUtiles = [\n\t{ label: "Mairie - Hôtel de Ville", tel: "05 63 83 12 20", telHref: "+33563831220" },\n\t{ label: "Police municipale", tel: "05 63 58 05 69", telHref: "+33563580569" },\n\t{ label: "Gendarmerie", tel: "05 63 58 93 20", telHref: "+33563589320" },\n\t{ label: "Urgences - Gendarmerie", tel: "17", telHref: "17" },\n\t{ label: "SAMU", tel: "15", telHref: "15" },\n\t{ label: "Pompiers", tel: "18", telHref: "18" },',
     [(PHONE, '05 63 83 12 20'), (PHONE, '+33563831220'), (PHONE, '05 63 41 42 89'), (EMAIL, 'mairie@ville-lavaur.fr'), (PHONE, '05 63 58 05 69'), (PHONE, '+33563580569'), (PHONE, '05 63 58 93 20'), (PHONE, '+33563589320')]),
    ('YoloxOff/MairieLavaur@b7371880afbd0a0a46e4136b14452a3aace1185a:lib/coordonnees.ts', 'fr_FR',
     'export const numerosUtiles = [\n\t{ label: "Mairie - Hôtel de Ville", tel: "05 63 83 12 20", telHref: "+33563831220" },\n\t{ label: "Police municipale", tel: "05 63 58 05 69", telHref: "+33563580569" },\n\t{ label: "Gendarmerie", tel: "05 63 58 93 20", telHref: "+33563589320" },\n\t{ label: "Urgences - Gendarmerie", tel: "17", telHref: "17" },\n\t{ label: "SAMU", tel: "15", telHref: "15" },\n\t{ label: "Pompiers", tel: "18", telHref: "18" },\n\t{ label: "Centre hospitalier de Lavaur", tel: "05 63 58 81 81", telHref: "+33563588181" },\n\t{ label: "Violences femmes info", tel: "3919", telHref: "3919" },\n\t{ label: "Gare SNCF de Lavaur", tel: "05 63 58 01 19", telHref: "+33563580119" },\n];\n\nexport const serviceUrbanisme = {\n\tadresse: "300 Chemin d\'En Roudil, 81500 Lavaur",\n\ttelephone: "05 63 83 12 42",\n\ttelephoneAlt: "05 63 83 03 04",\n\temail: "urbanisme@ville-lavaur.fr",\n\thoraires: [\n\t\t{ jours: "Lundi au jeudi", heures: "8h-12h / 13h30-17h30" },',
     [(PHONE, '05 63 83 12 20'), (PHONE, '+33563831220'), (PHONE, '05 63 58 05 69'), (PHONE, '+33563580569'), (PHONE, '05 63 58 93 20'), (PHONE, '+33563589320'), (PHONE, '05 63 58 81 81'), (PHONE, '+33563588181'), (PHONE, '05 63 58 01 19'), (PHONE, '+33563580119'), (PHONE, '05 63 83 12 42'), (PHONE, '05 63 83 03 04'), (EMAIL, 'urbanisme@ville-lavaur.fr')]),
    ('YoloxOff/MairieLavaur@b7371880afbd0a0a46e4136b14452a3aace1185a:lib/coordonnees.ts', 'fr_FR',
     '\t{ label: "Violences femmes info", tel: "3919", telHref: "3919" },\n\t{ label: "Gare SNCF de Lavaur", tel: "05 63 58 01 19", telHref: "+33563580119" },\n];\n\nexport const serviceUrbanisme = {\n\tadresse: "300 Chemin d\'En Roudil, 81500 Lavaur",\n\ttelephone: "05 63 83 12 42",\n\ttelephoneAlt: "05 63 83 03 04",\n\temail: "urbanisme@ville-lavaur.fr",\n\thoraires: [\n\t\t{ jours: "Lundi au jeudi", heures: "8h-12h / 13h30-17h30" },\n\t\t{ jours: "Vendredi", heures: "8h-12h / 13h30-16h30" },\n\t],\n};\n\nexport function toTelHref(telephone: string): string {\n\tconst digits = telephone.replace(/\\s/g, "");',
     [(PHONE, '05 63 58 01 19'), (PHONE, '+33563580119'), (PHONE, '05 63 83 12 42'), (PHONE, '05 63 83 03 04'), (EMAIL, 'urbanisme@ville-lavaur.fr')]),
    ('YoloxOff/MairieLavaur@b7371880afbd0a0a46e4136b14452a3aace1185a:lib/coordonnees.ts', 'fr_FR',
     '\treturn digits.startsWith("0") ? `+33${digits.slice(1)}` : digits;\n}\n\nexport const isatis = {\n\tnom: "L\'Isatis",\n\tdescription: "Le bus urbain gratuit de la Ville de Lavaur, en service depuis le 1er septembre 2021.",\n\ttelephone: "05 31 81 96 35",\n\temail: "lisatis@ville-lavaur.fr",\n};',
     [(PHONE, '05 31 81 96 35'), (EMAIL, 'lisatis@ville-lavaur.fr')]),
    ('labastidedengras/mairie-la-bastide@f3bcb8c1068298dcc06b9a4ae98fadd36eeb623a:components/layout/footer.tsx', 'fr_FR',
     '              9 rue des Mouchards\n              <br />\n              30330 La Bastide-d&apos;Engras\n              <br />\n              France\n            </li>\n            <li className="pt-2">\n              <a\n                href="tel:0466728145"\n                className="transition-colors hover:text-white"\n              >\n                04 66 72 81 45\n              </a>\n            </li>\n            <li>\n              <a\n                href="mailto:la-bastide-dengras@wanadoo.fr"\n                className="transition-colors hover:text-white break-all"\n              >\n                la-bastide-dengras@wanadoo.fr\n              </a>\n            </li>\n          </ul>\n        </div>\n\n        {/* Colonne 2 — Horaires Réels */}\n        <div>\n          <h3 className="mb-5 text-xs uppercase tracking-[0.25em] text-white/40">\n            Horaires d&apos;ouverture',
     [(PHONE, '0466728145'), (PHONE, '04 66 72 81 45'), (EMAIL, 'la-bastide-dengras@wanadoo.fr')]),
    ('labastidedengras/mairie-la-bastide@f3bcb8c1068298dcc06b9a4ae98fadd36eeb623a:app/(site)/mentions-legales/page.tsx', 'fr_FR',
     '              <span className="font-semibold text-stone-700">SIRET :</span> 213\n              000 318 00047\n            </p>\n            <p className="text-sm text-stone-500">\n              <span className="font-semibold text-stone-700">Téléphone :</span>{" "}\n              04 66 72 81 45\n            </p>\n            <p className="text-sm text-stone-500">\n              <span className="font-semibold text-stone-700">Email :</span>{" "}\n              la-bastide-dengras@wanadoo.fr\n            </p>\n          </div>\n        </section>\n\n        <section className="mb-8">\n          <h2 className="font-serif text-xl font-medium mb-3 text-stone-900">\n            2. Directeur de la publication\n          </h2>',
     [(PHONE, '04 66 72 81 45'), (EMAIL, 'la-bastide-dengras@wanadoo.fr')]),
    ('vin-vui/Mairie-de-Champlive@6984fb5522b2d338532fc29e5f3e3a264ea58f3e:resources/views/legal-informations.blade.php', 'fr_FR',
     '                <div class="font-h2 underline text-xl mb-5">Éditeur du site</div>\n                <div class="font-p text-smocky-black">\n                    <div>Mairie de Champlive\n                        <div>12 Grande Rue, 25360 CHAMPLIVE</div>\n                        <div>03 81 55 27 67</div>\n                        <div class="text-blue-500 hover:underline">\n                            <a href="mailto:mairie.champlive@wanadoo.fr">mairie.champlive@wanadoo.fr</a>\n                        </div>\n                    </div>\n                </div>\n            </div>\n\n            <div class="mb-5">\n                <div class="font-h2 underline text-xl mb-4">Responsable de la publication</div>',
     [(PHONE, '03 81 55 27 67'), (EMAIL, 'mairie.champlive@wanadoo.fr')]),
    ('vin-vui/Mairie-de-Champlive@6984fb5522b2d338532fc29e5f3e3a264ea58f3e:resources/views/legal-informations.blade.php', 'fr_FR',
     '                <div class="font-h2 underline text-xl mb-4">Responsable de la publication</div>\n                <div class="font-p text-smocky-black">\n                    <div>Mme LECOMTE Noëlle</div>\n                    <div>Maire</div>\n                    <div>03 81 55 27 67</div>\n                </div>\n            </div>\n\n            <div class="mb-5">\n                <div class="font-h2 underline text-xl mb-4">Hébergement du site web</div>\n\n                <div class="font-p text-smocky-black">',
     [(PHONE, '03 81 55 27 67')]),
    ('vin-vui/Mairie-de-Champlive@6984fb5522b2d338532fc29e5f3e3a264ea58f3e:resources/views/legal-informations.blade.php', 'en_US',
     '                    <div>Adresse web : <a class="text-blue-500 hover:underline"\n                            href="https://www.digitalocean.com/">https://www.digitalocean.com/</a></div>\n                    <div>Téléphone de l\'hébergeur : +1.6463978051</div>\n                    <div>Adresse électronique : contact@digitalocean.com</div>\n                </div>\n            </div>\n\n            <div class="mb-5">\n                <div class="font-h2 underline text-xl mb-4">Propriété intellectuelle</div>\n                <div class="font-p text-smocky-black"> Le contenu du site internet de la Mairie de Champlive est protégé',
     [(PHONE, '+1.6463978051'), (EMAIL, 'contact@digitalocean.com')]),
    ('mandarinfactory/templates_website@093925c485107caca6d3f0100e22968d8fd303a4:museum/library.php', 'ko_KR',
     '            <li>월~금, 10:00~18:00</li>\n            <li class="emphasis">휴관일</li>\n            <li>주말(토·일) 및 법정공휴일 <br>\n                4월, 11월 첫째 월요일(상설전시관 정기휴관일)</li>\n            <li class="emphasis">이용문의</li>\n            <li>\n                전화 02-2077-9324, 9316~9319 <br>\n                팩스 02-2077-9943\n            </li>\n        </ul>\n    </ul>\n    <ul class="library_three">\n        <li class="li_title serif emphasis">자료열람</li>\n        <ul class="archive_desc">\n            <li>열람실 내 단행본 및 연속간행물은 자유롭게 열람 가능합니다.</li>\n            <li>멀티미디어자료 및 서고자료는 폐가식으로 운영되며 자료이용은 안내데스크로 문의하시기 바랍니다.</li>',
     [(PHONE, '02-2077-9324'), (PHONE, '02-2077-9943')]),
    ('mandarinfactory/templates_website@093925c485107caca6d3f0100e22968d8fd303a4:museum/footer.php', 'ko_KR',
     '<footer>\n  <nav>\n    <?php include "menu.php"?>\n  </nav>\n  <address>\n    <div>\n      <p class="company">\n      <i> 서울시 용산구 서빙고로 137(용산동6가 168-6)</i>\n        <i>Tel :  02-2077-9000 </i>\n        <i>E-mail : loremIpsum@gmail.com</i>\n      </p>\n      <p class="copy">\n        Copyright &copy; National Museum of Korea.\n      </p>\n    </div>\n  </address>\n</footer>\n</body>\n</html>',
     [(PHONE, '02-2077-9000'), (EMAIL, 'loremIpsum@gmail.com')]),
    ('minsk-hackerspace/hackerspace.by@1301b3f212d9e08e2291ee0ac87e5b89361fa68a:app/views/main/contacts.html.haml', 'ru_BY',
     '    %img.img-fluid{src: image_path(\'/images/enterance.jpg\')}\n\n%h2 Карта\n%center.map.mb-3\n  %iframe{src: \'https://www.openstreetmap.org/export/embed.html?marker=53.9430552430846%2C27.597586512565613&bbox=27.59439468383789%2C53.9418443482044%2C27.600778341293335%2C53.944266102816115\', style: \'border: 1px black solid; align: center;\'}\n.row\n  .col-md-6.col-md-offset-3\n    .well.well-sm\n      %h4 Реквизиты\n      %p\n        Первичная организация "Мастерская инновационно-технического творчества" ОО БОИР, УНП 102386174\n      %p\n        Адрес: 220113, г. Минск, ул. Леонида Беды, 45, пом. 755\n      %p\n        Расчётный счет: BY50BLBB30150102386174001001 в отделении №537 ОАО «Белинвестбанк» г. Минск, BIC BLBBBY2X\n      %p\n        Телефоны: +375296364938, +375298584636.\n      %p\n        Email:\n        %a{href: \'mailto:info@hackerspace.by\'}\n          info@hackerspace.by\n      %p= link_to \'Инструкция по оплате взносов\', howtopay_path',
     [(IBAN, 'BY50BLBB30150102386174001001'), (PHONE, '+375296364938'), (PHONE, '+375298584636'), (EMAIL, 'info@hackerspace.by')]),
    ('minsk-hackerspace/hackerspace.by@1301b3f212d9e08e2291ee0ac87e5b89361fa68a:app/views/main/contacts.html.haml', 'ru_BY',
     "      %p\n        Расчётный счет: BY50BLBB30150102386174001001 в отделении №537 ОАО «Белинвестбанк» г. Минск, BIC BLBBBY2X\n      %p\n        Телефоны: +375296364938, +375298584636.\n      %p\n        Email:\n        %a{href: 'mailto:info@hackerspace.by'}\n          info@hackerspace.by\n      %p= link_to 'Инструкция по оплате взносов', howtopay_path",
     [(IBAN, 'BY50BLBB30150102386174001001'), (PHONE, '+375296364938'), (PHONE, '+375298584636'), (EMAIL, 'info@hackerspace.by')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:pages/contact.md', 'nl_NL',
     '---\nlayout: default\nvariant: white\npermalink: /contact/\n\ntitle: Contact\nquote:\ndescription: "Neem gerust contact op door een e-mail te sturen naar info@tiltshift.nl of te bellen met +31 (0)20 722 02 07."\nkeywords: \'innovatie, interventie, contact opnemen, contactgegevens, utrecht, tiltshift, good public tech\'\n\nhideBanner: true\nimage: /assets/img/foto/Leiderschap-bij-starten-of-vastgelopen-digitalisering.jpg\ncaption: \'\'\n---\nTijdens een vrijblijvend intake- en adviesgesprek bespreken we jouw situatie en hoe we daarbij kunnen helpen.\n\n### Contactgegevens\n\n<a href="mailto:info@tiltshift.nl">info@tiltshift.nl</a><br />\n<a href="tel:+31307210868">+31 (0)30 721 08 68</a>\n\n### Postadres\n\nTiltshift B.V.<br>\nStrawinskylaan 11<br>\n2102 CM Heemstede\n\n### Bedrijfsgegevens\n\nKvK 68994222<br>\nBTW-ID NL857680237B01<br>\nIBAN NL67 SNSB 8846 5901 39',
     [(EMAIL, 'info@tiltshift.nl'), (PHONE, '+31 (0)20 722 02 07'), (PHONE, '+31307210868'), (PHONE, '+31 (0)30 721 08 68'), (IBAN, 'NL67 SNSB 8846 5901 39')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:pages/contact.md', 'nl_NL',
     '<a href="mailto:info@tiltshift.nl">info@tiltshift.nl</a><br />\n<a href="tel:+31307210868">+31 (0)30 721 08 68</a>\n\n### Postadres\n\nTiltshift B.V.<br>\nStrawinskylaan 11<br>\n2102 CM Heemstede\n\n### Bedrijfsgegevens\n\nKvK 68994222<br>\nBTW-ID NL857680237B01<br>\nIBAN NL67 SNSB 8846 5901 39',
     [(EMAIL, 'info@tiltshift.nl'), (PHONE, '+31307210868'), (PHONE, '+31 (0)30 721 08 68'), (IBAN, 'NL67 SNSB 8846 5901 39')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:_data/mensen.yml', 'nl_NL',
     'info:\n  img:\n  link: /\n  full_name: Tiltshift\n  first_name: Tiltshift\n  function: Intake en advies\n  tel: "+31207220207"\n  tel_display: +31 (0)20 722 02 07\n  mail: info@tiltshift.nl\njohan:\n  img: Johan-Groenen.png\n  link: /mensen/johan-groenen\n  full_name: Johan Groenen\n  first_name: Johan\n  function: Partner\n  tel: "+31207220207"\n  tel_display: +31 (0)20 722 02 07\n  linkedin: jgroenen\n  mail: johan@tiltshift.nl\nmaarten:\n  img: Maarten-Geraets.png\n  full_name: Maarten Geraets\n  function: Partner\n  tel: "+31650222771"\n  tel_display: +31 (0)6 50 22 2771\n  linkedin: maarten-geraets\n  mail: maarten.geraets@tiltshift.nl\njoris:\n  img: Joris-Boeren.png\n  link: /mensen/joris-boeren\n  full_name: Joris Boeren\n  first_name: Joris\n  function: Partner\n  tel: "+31307210868"\n  tel_display: +31 (0)30 721 08 68\n  linkedin: jorisboeren\n  mail: joris.boeren@tiltshift.nl\nrutger:\n  img: Rutger-Dik.png\n  link: /mensen/rutger-dik\n  full_name: Rutger Dik\n  first_name: Rutger\n  function: Consultant\n  tel: "+31628131889"',
     [(PHONE, '+31207220207'), (PHONE, '+31 (0)20 722 02 07'), (EMAIL, 'info@tiltshift.nl'), (EMAIL, 'johan@tiltshift.nl'), (PHONE, '+31650222771'), (PHONE, '+31 (0)6 50 22 2771'), (EMAIL, 'maarten.geraets@tiltshift.nl'), (PHONE, '+31307210868'), (PHONE, '+31 (0)30 721 08 68'), (EMAIL, 'joris.boeren@tiltshift.nl'), (PHONE, '+31628131889')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:_data/mensen.yml', 'nl_NL',
     '  linkedin: maarten-geraets\n  mail: maarten.geraets@tiltshift.nl\njoris:\n  img: Joris-Boeren.png\n  link: /mensen/joris-boeren\n  full_name: Joris Boeren\n  first_name: Joris\n  function: Partner\n  tel: "+31307210868"\n  tel_display: +31 (0)30 721 08 68\n  linkedin: jorisboeren\n  mail: joris.boeren@tiltshift.nl\nrutger:\n  img: Rutger-Dik.png\n  link: /mensen/rutger-dik\n  full_name: Rutger Dik\n  first_name: Rutger\n  function: Consultant\n  tel: "+31628131889"\n  tel_display: +31 (0)6 28 13 18 89\n  linkedin: rutgerdik\n  mail: rutger.dik@tiltshift.nl\njerina:\n  img: Jerina-Luteijn.png\n  link: /mensen/jerina-luteijn\n  full_name: Jerina Luteijn\n  first_name: Jerina\n  function: Coördinator Bedrijfsvoering\n  tel: "+31626360121"\n  tel_display: +31 (0)6 263 601 21\n  linkedin: jerina-luteijn\n  mail: jerina.luteijn@tiltshift.nl',
     [(EMAIL, 'maarten.geraets@tiltshift.nl'), (PHONE, '+31307210868'), (PHONE, '+31 (0)30 721 08 68'), (EMAIL, 'joris.boeren@tiltshift.nl'), (PHONE, '+31628131889'), (PHONE, '+31 (0)6 28 13 18 89'), (EMAIL, 'rutger.dik@tiltshift.nl'), (PHONE, '+31626360121'), (PHONE, '+31 (0)6 263 601 21'), (EMAIL, 'jerina.luteijn@tiltshift.nl')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:_data/mensen.yml', 'nl_NL',
     '  img: Jerina-Luteijn.png\n  link: /mensen/jerina-luteijn\n  full_name: Jerina Luteijn\n  first_name: Jerina\n  function: Coördinator Bedrijfsvoering\n  tel: "+31626360121"\n  tel_display: +31 (0)6 263 601 21\n  linkedin: jerina-luteijn\n  mail: jerina.luteijn@tiltshift.nl',
     [(PHONE, '+31626360121'), (PHONE, '+31 (0)6 263 601 21'), (EMAIL, 'jerina.luteijn@tiltshift.nl')]),
    ('tiltshiftnl/tiltshiftnl.github.io@7a802421cf1e2ac8bf4821a0b46d4fbd3bd9203c:index.md', 'nl_NL',
     'ise.\n\nZo zorgen we snel voor concrete resultaten en maken we verandering behapbaar, stap voor stap.\n\nLoop je vast in interne digitalisering en wil je nu eens écht aan de slag met digitale transformatie? Bel <a href="tel:+31207220207">020-722 02 07</a>!\n\n## Voelbaar anders\n\nWij zijn mensen die verandering niet alleen begrijpen; we doen het ook echt. We lopen voorop en scheppen duidelijkheid, zelfs waar dat schuurt. Niet op afstand, maar met en tussen de mensen die het moeten doen.',
     [(PHONE, '+31207220207'), (PHONE, '020-722 02 07')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'nl_NL',
     ' stagiaires helpen u en uw kinderen graag digitaal bij huiswerkbegeleiding en andere zaken. En voor ouderen en mensen die zich eenzaam voelen zijn wij telefonisch bereikbaar.\n                                Ronald Kalka 06-22196973 en Radj Ramcharan 06-26618770\n                        </strong>\n                    </p>\n                </div>\n            </div>\n        </div>\n    </div>\n</body>\n   \n<body>\n    <!-- NAVIGATION -->\n    <nav class="navigation-main" style="border-bottom: 3px solid #eabd1a;">',
     [(PHONE, '06-22196973'), (PHONE, '06-26618770')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'en_US',
     '\t\t\t\tVanwege corona moeten wij ons houden aan de veiligheidsrichtlijnen. Geef je a.u.b.  maandag 21 sept vóór 12:00 uur op en geef aan of je aanwezig bent en of je mee eet.\n                Opgeven kan via \n                    <a href="mailto:radj.ramcharan.utrecht@gmail.com">radj.ramcharan.utrecht@gmail.com</a>\n                <br></br>\t\n\t\t\t\tWij verwelkomen jullie heel graag! \t\t\n                <br></br>\t\n\t\t\t\t<h3 class="headline scroll-animated-from-bottom text-center" ><font size="7" weight="900" color="#eabd1a" >\n                    <b>Ontmoet het Utrechtse Raadslid',
     [(EMAIL, 'radj.ramcharan.utrecht@gmail.com')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'en_US',
     '                Vanwege corona moeten wij ons houden aan de veiligheidsrichtlijnen. Geef je a.u.b.  maandag 28 sept vóór 12:00 uur op en geef aan of je aanwezig bent en of je mee eet.Opgeven kan via \n                    <a href="mailto:radj.ramcharan.utrecht@gmail.com">radj.ramcharan.utrecht@gmail.com</a>\t\t\t\t\t\t\n                <br></br>\t\t\t\t\t\t\n                Wij verwelkomen jullie graag,\t\t\t\t\t\t\n                <br></br>\t\t\t\t\t\t\n                Laura Coello (Inclusive Works) en Radj Ramcharan (stichting Asha)\t\t\n                <br></br>\t\t\t\t\t\t',
     [(EMAIL, 'radj.ramcharan.utrecht@gmail.com')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'en_US',
     '                -\tpanel met dialoog\n                <br></br>\n\n                21:30&nbsp;\t\t\t\t \teinde programma\n                <br></br>\n\n                De toegang is gratis.\n                <br></br>\n\n                Aanmelding via <a href="mailto:radj.ramcharan.utrecht@gmail.com">radj.ramcharan.utrecht@gmail.com</a> \t\t\t\n                <br></br>\n\n                Deze avond wordt mede mogelijk gemaakt door het VSB Fonds. \t\t\t\n                <br></br>\n                <img src="assets/img/vsb.jpg" alt="picture" width="150" height="150">',
     [(EMAIL, 'radj.ramcharan.utrecht@gmail.com')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'nl_NL',
     '                        Cartesiusweg 11<br> \n                        3534 BA, Utrecht<br> \n                    </p>\n                    <p>\n                        www.stichtingasha.nl<br>\n                        Bankrekeningnummer: NL66 ABNA  0434 9324 34<br> \n                        Stichting Asha KvK-nummer: 41178719\n                    </p>\n                    <p>\n                        <b>\n                            Naam: Ronald Kalka,\n                            Voorzitter<br>\n                            <a href="mailto:r.kalka@ziggo.nl ">\n                                E-mail:<font color="red"> \n                                r.kalka@ziggo.nl</font> \n                            </a><br>\n                                Telefoonnummer: \n                            <a href="tel:0622196973 ">\n                                <font color="red">\n                                06-22196973</font> ',
     [(EMAIL, 'r.kalka@ziggo.nl'), (PHONE, '0622196973'), (PHONE, '06-22196973'), (IBAN, 'NL66 ABNA  0434 9324 34')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'nl_NL',
     '                                E-mail:<font color="red"> \n                                r.kalka@ziggo.nl</font> \n                            </a><br>\n                                Telefoonnummer: \n                            <a href="tel:0622196973 ">\n                                <font color="red">\n                                06-22196973</font> \n                            </a>\n                        </b>\n                    </p>\n                    <p>\n                        <b>\n                            Naam: Radj Ramcharan, \n                            Secretaris<br>\n                            <a href="mailto:radj.ramcharan.utrecht@gmail.com ">\n                                E-mail: \n                                <font color="red">\n                                radj.ramcharan.utrecht@gmail.com</font>\n                            </a><br>\n                                Telefoonnummer: ',
     [(EMAIL, 'r.kalka@ziggo.nl'), (PHONE, '0622196973'), (PHONE, '06-22196973'), (EMAIL, 'radj.ramcharan.utrecht@gmail.com')]),
    ('NclrLaunchcodes/StichingAsha@f33fa15fd89ba1dcfcfcdfbfcfdc9fdaf134dd65:index.php', 'nl_NL',
     '                            Secretaris<br>\n                            <a href="mailto:radj.ramcharan.utrecht@gmail.com ">\n                                E-mail: \n                                <font color="red">\n                                radj.ramcharan.utrecht@gmail.com</font>\n                            </a><br>\n                                Telefoonnummer: \n                            <a href="tel:0626618770 ">\n                                <font color="red">\n                                06-26618770</font> \n                            </a> \n                        </b>\n                    </p>\n                </h3>\n            </div>\n        </div>\n    </section>\n        \n    <!-- FOOTER -->\n\n    <section id="footer">',
     [(EMAIL, 'radj.ramcharan.utrecht@gmail.com'), (PHONE, '0626618770'), (PHONE, '06-26618770')]),
    ('heroes-kiev/16b@b69c0a00af1d3a1cc5f45b5c50dbf22174389ff6:phones.md', 'uk_UA',
     '        <td>Приемная ЖЭК 502</td>\n        <td style="text-align: center;">338-30-89</td>\n        <td style="text-align: center; vertical-align: middle;">\n            Оболонский проспект,\xa028В<br>\n            <a href="mailto:509jed@gmail.com">509jed@gmail.com</a>\n        </td>\n        <td style="text-align: center; vertical-align: middle;">\n            среда 15:00\xa0–\xa019:00<br/>пятница 10:00\xa0–\xa013:00<br/>первая и третья субботы\xa0–\xa013:00<br>\n            Волковская Вера Николаевна главный инженер\n        </td>\n    </tr>\n    <tr>\n        <td>Киевэнерго</td>\n        <td style="text-align: center;">15-88<br/>202-15-88<br/>0-800-50-1588</td>\n        <td>Маршала Тимошенко, 18</td>\n        <td>стационарный и мобильный</td>\n    </tr>\n    <tr>\n        <td>Киевводоканал</td>\n        <td style="text-align: center;">202-02-02</td>\n        <td>пр. Героев Сталинграда, 14Ж</td>',
     [(EMAIL, '509jed@gmail.com'), (PHONE, '0-800-50-1588'), (PHONE, '338-30-89'), (PHONE, '202-15-88'), (PHONE, '202-02-02')]),
    ('heroes-kiev/16b@b69c0a00af1d3a1cc5f45b5c50dbf22174389ff6:phones.md', 'uk_UA',
     '        <td>&nbsp;</td>\n    </tr>\n    <tr>\n        <td>Контактный центр г. Киева (КМДА)</td>\n        <td style="text-align: center;">15-51<br/>205-73-37</td>\n        <td>\n            Богдана Хмельницкого, 6-4<br>\n            <a href="mailto:info@1551.gov.ua">info@1551.gov.ua</a>\n        </td>\n        <td>городской и мобильный<br/>с городского</td>\n    </tr>\n    <tr>\n        <td>ЖКХ</td>\n        <td style="text-align: center;">15-58</td>\n        <td>&nbsp;</td>\n        <td>&nbsp;</td>\n    </tr>\n    <tr>\n        <td>Сантехник</td>\n        <td style="text-align: center;">(097) 392-98-87</td>\n        <td>&nbsp;</td>\n        <td>Александр</td>\n    </tr>\n    <tr>\n        <td>Электрик</td>\n        <td style="text-align: center;">(097) 292-21-94</td>\n        <td>&nbsp;</td>\n        <td>Константин</td>\n    </tr>\n    <tr>\n        <td>Пожарная охрана</td>\n        <td style="text-align: center;">101</td>\n        <td>&nbsp;</td>\n        <td>&nbsp;</td>\n    </tr>\n    <tr>',
     [(EMAIL, 'info@1551.gov.ua'), (PHONE, '(097) 392-98-87'), (PHONE, '(097) 292-21-94'), (PHONE, '205-73-37')]),
    ('sinndrin/sinndrin.github.io@d21d271cefea4213ae85cd6b007e7d125484fd5c:blog/_posts/2014-08-19-fairphone-versand-neun-stunden-spaeter.markdown', 'de_CH',
     'Selbstabholer_innen können Ihre Geräte ab morgen, Mittwoch 20. August 2014 in der gewählten Filiale abholen. Bitte beachten Sie dafür die Öffnungszeiten und Abholbedingungen:\n\n* [Sürprisen][su], Öffnungszeiten: **Bitte Übergabe telefonisch vereinbaren: Tel. 031 931 25 52**, Zentweg 17, 3006 Bern\n* [Marktlücke][ml],  Öffnungszeiten: Mo - Fr 10 - 19 h, Sa 10 - 17 h, Schipfe 24, 8001 Zürich , 044 212 77 25\n* [Just Bottle][jb], Öffnungszeiten: Di - Fr 10.30 - 19 h, Sa 10.30 - 16 h, Boulevard Lilienthal 27, 8152 Glattpark, 044 810 05 71\n* [Faircustomer Büro][fc], Öffnungszeiten: **Bitte Übergabe telefonisch vereinbaren: Tel. 044 242 07 00**, c/o Gammarus GmbH, Röntgenstrasse 44, 8005 Zürich\n\n\n[dhl]: http://www.dhl.ch/content/ch/de/express/sendungsverfolgung.shtml?brand=DHL&AWB=1400631094\n[jb]: http://www.justbottle.com/\n[ml]: http://www.markt-luecke.ch/\n[su]: http://www.suerprisen.ch/',
     [(PHONE, '031 931 25 52'), (PHONE, '044 212 77 25'), (PHONE, '044 810 05 71'), (PHONE, '044 242 07 00')]),
    ('sinndrin/sinndrin.github.io@d21d271cefea4213ae85cd6b007e7d125484fd5c:ueber-uns/impressum.md', 'de_CH',
     '---\nlayout: two-columns\ntitle:  "Impressum"\n---\n### Herausgeber\n\n**sinndrin genossenschaft**<br>\nZürcherstrasse 54<br>\nCH-5432 Neuenhof<br>\n<i class="fi-telephone"></i> 044 534 64 54<br>\n<a href="mailto:webmaster@sinndrin.ch"><i class="fi-mail"></i> webmaster@sinndrin.ch</a><br><br>\nMWST-Nr.: CHE-259.799.074 MWST<br>\n<a href="https://zh.chregister.ch/cr-portal/auszug/auszug.xhtml;jsessionid=da3db4a28da3869dfa359420c3fb?uid=CHE-259.799.074"><i class="fi-info"></i> Handelsregistereintrag</a><br>',
     [(PHONE, '044 534 64 54'), (EMAIL, 'webmaster@sinndrin.ch')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_pages/ueber-uns.md', 'de_CH',
     'Engagiere Dich mit uns zusammen; wir freuen uns über neue Ideen und Deine aktive Unterstützung.\nSehr gerne kannst Du uns auch als Passivmitglied unterstützen. \n\nInteressiert? Melde Dich unverbindlich auf <a href="mailto:info@naturschutz-r-s.ch">info@naturschutz-r-s.ch</a> oder bei \nErich Kolb, Tel. 078 909 47 48  \n  \n\n##### Jahresbericht\nSie können den Jahresbericht gerne bei unsererem <a href="mailto:info@naturschutz-r-s.ch">Vorstand</a> anfordern.\n\n<hr>\n\n## Vorstand und Mitglieder\n\n<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/NSRS_Regula-2.jpg"/>\n  </div>\n  <div class="large-10 columns">',
     [(EMAIL, 'info@naturschutz-r-s.ch'), (PHONE, '078 909 47 48')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_pages/ueber-uns.md', 'en_US',
     '  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/NSRS_Regula-2.jpg"/>\n  </div>\n  <div class="large-10 columns">\n    <h3>Regula Büchler</h3>\n    <h4>Aktuarin</h4>\n\n    <p>E-Mail: <a href="mailto:buechler@naturschutz-r-s.ch">buechler@naturschutz-r-s.ch</a><br>\n    Adresse: Mülibachstrasse 19, 8805 Richterswil</p>\n  </div>\n</div>\n\n<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/erich-kolb.jpg"/>\n  </div>\n  <div class="large-10 columns">\n      <h3>Erich Kolb</h3>\n      <h4>Obmann Stv., Beisitzer</h4>\n\n    <p>E-Mail: <a href="mailto:kolb@naturschutz-r-s.ch">kolb@naturschutz-r-s.ch</a><br>\n    Adresse: Paulistrasse 38, 8834 Schindellegi</p>\n  </div>\n</div>\n\n\n<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/frank_blume.png"/>\n  </div>',
     [(EMAIL, 'buechler@naturschutz-r-s.ch'), (EMAIL, 'kolb@naturschutz-r-s.ch')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_pages/ueber-uns.md', 'de_CH',
     '<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/frank_blume.png"/>\n  </div>\n  <div class="large-10 columns">\n      <h3>Frank Blume</h3>\n      <h4>Kassier</h4>\n\n    <p>E-Mail: <a href="mailto:blume@naturschutz-r-s.ch">blume@naturschutz-r-s.ch</a><br>\n    Adresse: Sunnengartenstrasse 4, 8805 Richterswil</p>\n  </div>\n</div>\n\n\n<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    <img width="133" src="/images/ueber-uns/joe.jpg"/>\n  </div>\n  <div class="large-10 columns">\n      <h3>Joe Rogenmoser</h3>\n      <h4>Obmann</h4>\n\n    <p>E-Mail: <a href="mailto:joyoro@bluewin.ch ">joyoro@bluewin.ch </a><br>\n    Telefon: 044 785 09 81<br>\n    Adresse: Mülibachstrasse 46, 8805 Richterswil</p>\n  </div>\n</div>\n\n\n<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    \n  </div>\n  <div class="large-10 columns">\n      <h3>Marius Wälchli</h3>',
     [(EMAIL, 'blume@naturschutz-r-s.ch'), (EMAIL, 'joyoro@bluewin.ch'), (PHONE, '044 785 09 81')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_pages/ueber-uns.md', 'en_US',
     '<div class="row" style="margin-bottom:50px;">\n  <div class="large-2 columns">\n    \n  </div>\n  <div class="large-10 columns">\n      <h3>Marius Wälchli</h3>\n      <h4>Betreuung Webseite</h4>\n    \n    <p>E-Mail: <a href="mailto:marius.waelchli@hotmail.com">marius.waelchli@hotmail.com</a><br>\n    </p>\n  </div>\n</div>\n\n\n[praesident-email]: mailto:info@naturschutz-r-s.ch',
     [(EMAIL, 'marius.waelchli@hotmail.com'), (EMAIL, 'info@naturschutz-r-s.ch')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_posts/veranstaltungen/2016-11-04-exkursion-waldkauz.md', 'de_CH',
     'Haltestelle Campus Reidbach für TP Reidbach-Weiher am Sonntag nicht bedient.\n\nAusrüstung: Der Witterung angepasste, warme Kleidung, ev. Stirnlampe.\nAuskunft: Die Exkursion findet bei Dauerregen nicht statt. Am Vorabend bei zweifelhafter Witterung bei [Frank Blume](mailto:frank.blume@hispeed.ch) bzw. 043 537 93 45',
     [(EMAIL, 'frank.blume@hispeed.ch'), (PHONE, '043 537 93 45')]),
    ('Naturschutz-Richterswil-Samstagern/Naturschutz-Richterswil-Samstagern.github.io@2f5b5507e97cadf129beb86cd76b2fa82c808933:_posts/news/2017-07-17-fischotter.md', 'de_CH',
     '**Link zum Projekt ["Fischotterbuch"](https://www.100-days.net/de/projekt/fischotterbuch)**\n\n\nHerzlichen Dank und mit fröhlichem Gruss in den Sommer.    \nAuf dass die Träume wahr werden.    \nIrene\n\n\n Stiftung Pro Lutra    \n Wasserwerkgasse 2, CH-3011 Bern     \n Tel. 031 328 33 53\n\n www.prolutra.ch    \n info@prolutra.ch',
     [(PHONE, '031 328 33 53'), (EMAIL, 'info@prolutra.ch')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/abc-dom.pl', 'pl_PL',
     'Lista ofert - ABCDOM - Biuro Nieruchomosci Krakow sprzedaz - wynajem nieruchomosci\nskocz do tresci skocz do ofert skocz do menu\nABC Dom Biuro Nieruchomosci\nal. 29 listopada 75/4, 31-425 Krakow\ntel. +48 12 633 39 33 * +48 12 633 39 00 * +48 605 44 88 41 * +48 607 100 103\nfaks +48 12 633 39 00 * e-mail biuro@abc-dom.pl * www.abc-dom.pl\n\n+48\xa012 633 39 33\n\n+48\xa012 633 39 33\n\n+48\xa0605 44 88 41\n\n+48\xa0605 44 88 41\n\nbiuro@abc-dom.pl\n\nStrona glowna\n\nO nas\n\nKontakt\n\nKomercyjne\n\nSprzedaz\n\nWynajem\n\nGrunty\n\nSprzedaz\n\nDzierzawa\n\nMieszkania\n\nSprzedaz\n\nWynajem\n\nDomy\n\nSprzedaz\n\nWynajem\n\n\xa0\xa0\xa0\xa0\xa0Menu\xa0\xa0\xa0\xa0\xa0\n\nPoszukuje\n\nZglos oferte\n\nChce zostac agentem\n\nKredyty\n\nFirmy wspolpracujace',
     [(PHONE, '+48 12 633 39 33'), (PHONE, '+48 12 633 39 00'), (PHONE, '+48 605 44 88 41'), (PHONE, '+48 607 100 103'), (EMAIL, 'biuro@abc-dom.pl'), (PHONE, '+48\xa012 633 39 33'), (PHONE, '+48\xa0605 44 88 41')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/abc-dom.pl', '',
     'Liczba pokoi: 3\nPowierzchnia: 48.48 m2\n330 000 PLNKrakow, Bienczyce - os. Albertynskie - 3 pokoje, balkon, jasna kuchnia\n\nSprzedam dom Bolechowice 342940235Miejscowosc: Bolechowice\nUlica: Bolechowice\nPowierzchnia: 119.00 m2\n648 000 PLNBolechowice (Gmina Zabierzow)  - nowoczesny dom wolnostojacy,\n\nSprzedam dom Krakow 342900235Miejscowosc: Krakow\nUlica: Ruczaj\nPowierzchnia: 300.00 m2\n1 595 000 PLNKrakow Ruczaj - dom wolnostojacy, 9 pokoi, garaz+ wiata, garazowa',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/albaterm.pl', 'pl_PL',
     'Strona nie istnieje\n\nToggle navigation\n\nO firmie\n\nProdukty\n\nAktualnosci\n\nDo pobrania\n\nKontakt\n\nStrona nie istnieje\n\nStrona nie istnieje,\n\nstrona glowna\n\nALBATERM Sp. z o.o, Staw, 62-420 Strzalkowo\nalbaterm@albaterm.pl, Telefon: +48 63 220 56 36, Faks: +48 63 220 22 97\nInformacje: dzial handlowy, tel. +48 063 220 56 36\nProjekt i wykonanie: hmcnet.pl',
     [(EMAIL, 'albaterm@albaterm.pl'), (PHONE, '+48 63 220 56 36'), (PHONE, '+48 63 220 22 97'), (PHONE, '+48 063 220 56 36')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/artmedic.com.pl', 'pl_PL',
     'Strefa klienta\n\nLogowanie\n\nRejestracja\n\nPrzypomnienie hasla\n\nWszystkie prawa zastrzezone\n\nCopyright (c) 2013 Artmedic\n\n\xa0\n\nCreated by Eclipse Eryk Szolc\n\n\xa0\n\n\xa0\n\nARTMEDIC S.C.\n\nul. Ignacego Adama Bujnickiego 15/20\n\n62-800 Kalisz\n\ntel. 534 555 580\n\ntel./fax 62 768 32 47\n\nsklep@artmedic.com.pl\n\nPrzedstawione produkty nie stanowia oferty w rozumieniu Kodeksu Cywilnego,\nsa zaproszeniem do rozpoczecia rokowan (zgodnie z art. 71 K.C.).\n\nZastrzegamy sobie prawo do niezrealizowania zamowien z waznych powodow ekonom',
     [(PHONE, '534 555 580'), (PHONE, '62 768 32 47'), (EMAIL, 'sklep@artmedic.com.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/bipgimlobudzice.zelow.pl', 'pl_PL',
     'Ochrona Danych Osobowych\n\nDane teleadresowe\n\nSzkola Podstawowa im. Janusza Kusocinskiego w Lobudzicach\n\nLokalizacja\n\nwoj. lodzkie\n\npow. belchatowski\n\ngm. Zelow\n\nAdres\n\nLobudzice 54\n\n97-425 Zelow\n\nNIP\n\n769-222-90-98\n\nREGON\n\n367742510\n\nTelefon\n\n44 634 22 89\n\nTelefon\n\n530-73-85-85\n\nFaks\n\n44 634-22-89\n\nE-mail\n\nlobudzice@interia.pl\n\nhttp://www.lobudzice.cal.\npl\n\nPatron\n\nJanusz Kusocinski\n\nLiczba uczniow\n\n57\n\nMenu podmiotowe\n\nDyrekcja szkoly\n\nRada Pedagogiczna\n\nSamodzielne stanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nOrganizacja i funkcjonowanie\n\nInformacje',
     [(PHONE, '44 634 22 89'), (PHONE, '530-73-85-85'), (PHONE, '44 634-22-89'), (EMAIL, 'lobudzice@interia.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/bipgimlobudzice.zelow.pl', 'pl_PL',
     'Statut Gimnazjum imienia Janusza Kusocinskiego z oddzialami integracyjnymi w Lobudzicach z dnia 7 wrzesnia 2011r.\nUchwala Nr VIII/74/99 Rady Miejskiej w Zelowie z dnia 29 kwietnia 1999r. w sprawie zalozenia Zespolu Szkol Ogolnoksztalcacych w Lobudzicach.\nUchwala Nr XXXI/309/2001 Rady Miejskiej w Zelowie z dnia 26 kwietnia 2001r. w sprawie rozwiazania Zespolu Szkol Ogolnoksztalcacych w Lobudzicach.\nUchwala Nr XXXII/258/2009 Rady Miejskiej w Zelowie z dnia 22 czerwca 2009r. w sprawie zmiany nazwy Gimnazjum im. Janusza Kusocinskiego w Lobudzicach.\nUchwala Nr XXXI/309/2001 Rady Miejskiej w Zelowie\nz dnia 26 kwietnia 2001 r.\nLiczba zatrudnionych:\t24\nInformacje o uzytkownikach:\tUczniowie\nTryb dzialania w zakresie gospodarki budzetowej i pozabudzetowej:\tZgodnie z obowiazujaca ustawa i statutem gimnazjum',
     [(PHONE, '309/2001')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/bipspwygielzow.zelow.pl', 'pl_PL',
     'Ochrona Danych Osobowych\n\nDane teleadresowe\n\nSzkola Podstawowa im. Marii Konopnickiej w Wygielzowie\n\nLokalizacja\n\nwoj. lodzkie\n\npow. belchatowski\n\ngm. Zelow\n\nAdres\n\nWygielzow 17\n\n97-425 Zelow\n\nNIP\n\n769-19-18-068\n\nREGON\n\n001231813\n\nTelefon\n\n44 634 14 91\n\nFaks\n\n44 634 14 91\n\nE-mail\n\nszkolawygielzow@op.pl\n\nwww.szkolawygielzow.com.p\nl\n\nPatron\n\nMaria Konopnicka\n\nMenu podmiotowe\n\nDyrektor szkoly\n\nRada Pedagogiczna\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nOrganizacja i funkcjonowanie\n\nInformacje o szkole\n\nKontrole\n\nWnioski i petycje',
     [(PHONE, '44 634 14 91'), (EMAIL, 'szkolawygielzow@op.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/bipspwygielzow.zelow.pl', 'pl_PL',
     '19 maja 2016 13:09 (Marcin Selerowicz) - Aktualizacja danych.\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja\n\nRejestr zmian\n\nStatystyki\n\nWyszukiwarka\n\nSzkola Podstawowa im. Marii Konopnickiej w Wygielzowie\n\nCertyfikaty\n\nAdres\n\nWygielzow 17\n\n97-425 Zelow\n\nKontakt\n\nTEL.: 44 634 14 91\n\nE-MAIL: szkolawygielzow@op.pl\n\nStatystyka odwiedzin\n\nRealizacja: Superszkolna.pl\n\nWszelkie prawa zastrzezone (c) 2019 Szkola Podstawowa im. Marii Konopnickiej w Wygielzowie',
     [(PHONE, '44 634 14 91'), (EMAIL, 'szkolawygielzow@op.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/carkris.partneropony.pl', 'pl_PL',
     'orfantego 41. Partner Opony Polska\n\nPrzejdz do tresci\n\nO NAS\n\nDOLACZ DO SIECI PARTNER\n\nKONTAKT\n\nUslugi\n\nAsortyment\n\nPoradniki\n\n\xa0 \xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\nCar Kris - serwis opon Partner Opony Polska\n\nKorfantego 41\n\n43-400 Cieszyn\n\ncarkris@op.pl\n\nTel. 787 787 107\n\nPon.-Pt.:\n\n08:00-18:00\n\nSobota:\n\n08:00-13:00\n\n\xa0\n\nWskazowki dojazdu\n\nSpecjalizacja\n\nMechanika pojazdowa\n\nWulkanizacja\n\nOpony\n\nosobowe\n\ndostawcze\n\nterenowe\n\nciezarowe\n\nprzemyslowe\n\nmotocyklowe\n\nUslugi wulkanizacyjne\n\nW k',
     [(EMAIL, 'carkris@op.pl'), (PHONE, '787 787 107')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/cukierkireklamowe.lubin.edu.pl', 'pl_PL',
     'slodycze reklamowe lubin,cukierki reklamowe lubin,krowki reklamowe lubin,czekoladki reklamowe lubin,lizaki reklamowe lubin,czekolady reklamowe lubin,upominki reklamowe lubin,gadzety reklamowe lubin,gadzety firmowe lubin,gadzety promocyjne lubin\n\nKontakt z nami\n\nul. Traugutta 2a\n\n59-300 Lubin\n\ntel. 76 847 68 68\n\nlub  791 49 72 77\n\nStrona Pracowni Reklamy\n\nPokaz STUDIO REKLAMY Level5. Agencja reklamowa Lubin. na wiekszej mapie\n\nRealizacja : LEVEL 5  &  SIN',
     [(PHONE, '76 847 68 68'), (PHONE, '791 49 72 77')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/edu-sport.pl', 'pl_PL',
     '28 marca  2019\n\nJuniorki w cwiercfinalach Mistrzostw Polski\n\n28 lutego 2019\n\nMultimedia\n\nWiecej filmow\n\nWiecej galerii\n\nPartnerzy\n\nSzkola Mistrzostwa Sportowego EDU-SPORT\nPlac Wolnosci 10\n43-300 Bielsko-Biala\n\ntel./fax: 33 810 33 88\ne-mail: info@edu-sport.pl\n\nEDU-SPORT s.c. NIP: 937-24-28-495',
     [(PHONE, '33 810 33 88'), (EMAIL, 'info@edu-sport.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/firma-arczykowski.com.pl', 'pl_PL',
     'istnieje\n\nStrona glowna\n\nO firmie\n\nOferta\n\nPoradnik klienta\n\nDo pobrania\n\nGaleria Realizacji\n\nKontakt\n\nStrona nie istnieje\n\nStrona nie istnieje, strona glowna\n\nFirma Arczykowski\n\nul. Kowanowska 15\n\n64-600 Oborniki Wlkp\n\nbiuro@arczykowski.pl\n\noferty@arczykowski.pl\n\npoliweglan@arczykowski.pl\n\nl\n\ntel. 61 646 34 16\n\ntel. 604 529 780\n\ntel. 516 172 270\n\nprojekt i wykonanie hmc.net',
     [(EMAIL, 'biuro@arczykowski.pl'), (EMAIL, 'oferty@arczykowski.pl'), (EMAIL, 'poliweglan@arczykowski.pl'), (PHONE, '61 646 34 16'), (PHONE, '604 529 780'), (PHONE, '516 172 270')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/galenicapanax.pl', 'pl_PL',
     'GALENICA PANAX\n\nO firmie\n\nBlad\n\nNie udalo sie znalezc zadanej strony!\n\nLogowanie\n\nLogin: *\n\nHaslo: *\n\nkontakt\n\nNEUCA S.A.\n\nul. Szosa Bydgoska 58\n\n87-100 Torun\n\ntel. 56 669 40 00\n\ne-mail: neuca@neuca.pl\n\nNIP: 879 00 17 162\n\nKRS: 0000049872\n\nREGON: 870227804\n\nSad Rejonowy w Toruniu VII Wydzial Gospodarczy KRS\n\nKapital zakladowy (oraz kapital oplacony) NEUCA\xa0S.A. wynosi 4 471 512 zl i dzieli sie na 4 471 512 akcje o wartosci 1 zl kazda.\n\ninfolinie\n\nbiuro obslugi klienta neukontakt:\n\n800 804 805\n\npolaczenia z tel. komorkowych:\n\n56 640 44 05\n\nCopyright © 2019 NEUCA S.A.Created by NEKK',
     [(PHONE, '56 669 40 00'), (EMAIL, 'neuca@neuca.pl'), (PHONE, '800 804 805'), (PHONE, '56 640 44 05')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/galw.pl', 'pl_PL',
     'Rekomenduje Firme IBF Slawomir Dymowski jako solidna i wiarygodna, spelniajaca w peni nasze wymagania, posiadajaca duzy potencjal techniczny i organizacyjny, gwarantujacy wysoki poziom i profesjonalizm wykonywanych uslug pokryc galwanicznych.\n\nIBF Slawomir Dymowski\n\nul. Duchnicka 3, 01-796 Warszawa\n\nNIP: 5371330390, REGON: 030169394\n\ntel. 022 663 43 16\n\nemail: biuro.ibf@wp.pl\n\nibf.galw.pl\n\nLinki\n\nStrona glowna\n\nUslugi galwaniczne\n\nCzesci do tuningu\n\nMaszyny rolnicze\n\nUslugi budowlane\n\nLinki\n\nOpinie klientow\n\nKontakt\n\nTagi\n\nUslugi galwaniczne Uslugi mechaniczne Ciecie laserem Lakierowanie proszkowe',
     [(EMAIL, 'biuro.ibf@wp.pl'), (PHONE, '022 663 43 16')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/goplast.com.pl', 'pl_PL',
     'Przepraszamy, ale strona, ktorej szukasz zostala przeniesiona, usunieta lub tez nigdy nie istniala.\n\nKliknij tutaj aby powrocic na strone glowna.\n\nObsluga platnosci:\n\nGoplast Serafinscy sp.j\nul Sulecinska 56, 66-400 Gorzow Wlkp.\nPon-Pt: 08:00-16:00\nhandel@goplast.com.pl\n\ntel./fax. 95 723 85 50, 95 723 85 51\ntel./fax. 95 720 69 35\ne-mail: bok@goplast.com.pl\n\nGorzow Wlkp., ul. Jagielly 3a\ntel. 95 720 60 71\ngorzow@goplast.com.pl\n\nBarlinek, ul. Strzelecka 1\ntel. 95 746 13 71\nbarlinek@goplast.com.pl\n\nMysliborz, ul. Krolewiecka 1a\ntel. 95 747 49 80\nmysliborz@goplast.com.pl\n\nStrzelce Krajenskie, ul. Chrobrego 13\ntel. 95 763 42 87\nstrzelce@goplast.com.pl\n\nSkwierzyna, ul. Niepodleglosci 1\ntel. 601-933-502\nskwierzyna@goplast.com.pl\n\nSulecin, ul. Kosciuszki 24\ntel. 95 755 54 48\nsulecin@goplast.com.pl\n\n(c) Goplast 2014. Wszystkie prawa zastrzezone.\n\nPolityka Cookies\n\nProjekt i realizacja: Iguana Studio Agencja Interaktywna',
     [(EMAIL, 'handel@goplast.com.pl'), (PHONE, '95 723 85 50'), (PHONE, '95 723 85 51'), (PHONE, '95 720 69 35'), (EMAIL, 'bok@goplast.com.pl'), (PHONE, '95 720 60 71'), (EMAIL, 'gorzow@goplast.com.pl'), (PHONE, '95 746 13 71'), (EMAIL, 'barlinek@goplast.com.pl'), (PHONE, '95 747 49 80'), (EMAIL, 'mysliborz@goplast.com.pl'), (PHONE, '95 763 42 87'), (EMAIL, 'strzelce@goplast.com.pl'), (PHONE, '601-933-502'), (EMAIL, 'skwierzyna@goplast.com.pl'), (PHONE, '95 755 54 48'), (EMAIL, 'sulecin@goplast.com.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/jtauto.pl', 'pl_PL',
     'Strona korzysta z plikow cookies w celu realizacji uslug i zgodnie z Polityka Plikow Cookies. Mozesz okreslic warunki przechowywania lub dostepu do plikow cookies w Twojej przegladarce.\nAkceptuje, nie pokazuj wiecej\n\nJ.T.AUTO  s.c.                                                    Mechanika Pojazdowa\ntel.  22 643 82 49                                                     Warszawa  -  Ursynow\n604 105 994 , 692 081 465                                          ul.   Farbiarska    86/90\n\nStrona glowna\n\nOkresowe serwisowanie auta to gwarancja jego wieloletniej , bezproblemowej eksploatacji.\nTerminowo wykonywane przeglady pozwalaja zniwelowac do minimum przykre niespodzianki.',
     [(PHONE, '22 643 82 49'), (PHONE, '604 105 994'), (PHONE, '692 081 465')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kimkominki.pl', 'pl_PL',
     'Wykonujemy kominki z plaszczem wodnym podlaczone do innych systemow grzewczych oraz systemy dystrybucji cieplego powietrza do ogrzewania pomieszczen kominkiem .\n\nWykonujemy rowniez kominki na bazie wkladow wloskiej firmy MCZ\n\nPROJEKTY\n\nREALIZACJE\n\nKONTAKT\n\nKim Kominki Marek Kimel\n\n40-585 Katowice\n\nul. Brynowska 46a\n\nTelefon biuro; 32 203-79-74\n\nTelefon kom. 503-555-550\n\nEmail: biuro@kimkominki.pl\n\nWypelnij formularz\n\nImie i nazwisko (wymagane)\n\nAdres email (wymagane)\n\nTemat\n\nTresc wiadomosci\n\nPolityka prywatnosci i bezpieczenstwa RODO dowiedz sie wiecej.Ok, rozumiem',
     [(PHONE, '32 203-79-74'), (PHONE, '503-555-550'), (EMAIL, 'biuro@kimkominki.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kwaszarniaas.konst.pl', 'pl_PL',
     'Kwaszarnia AS Aleksy Sobczak\n\nKwaszarnia AS\n\nGospodarstwo Rolno-Warzywne\n\nAleksy Sobczak\n\n95-050 Konstantynow Lodzki\n\n\t\t\t\t\tul. Koscielna 5a\n\n\t\t\t\t\ttel. 42 211 46 19\n\nkom. 600 87 57 89\n\n\t\t\t\t\te-mail: aleksobczak@wp.pl\n\nOferta firmy:\n\nKapusta kiszona\n\nPaczka 0,5 kg\n\nPaczka 5 kg\n\nWiadro plastik 5 kg\n\nWiadro plastik 10 kg\n\nSkrzynia - paleta drewniana 800 kg\n\nOgorki kwaszone\n\nPaczka 0,5 kg\n\nPaczka 3 kg\n\nWiadro plastik 3 kg\n\nWiadro plastik 6 kg',
     [(PHONE, '42 211 46 19'), (PHONE, '600 87 57 89'), (EMAIL, 'aleksobczak@wp.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/medykplock.biposwiata.pl', 'pl_PL',
     'Struktura Organizacyjna\n\nObowiazek informacyjny\n\nDane teleadresowe\n\nZespol Medycznych Szkol Policealnych w Plocku\n\nLokalizacja\n\nwoj. mazowieckie\n\npow. Plock\n\nAdres\n\nAl. Marszalka J.Pilsudskiego 8\n\n09-407 Plock\n\nNIP\n\n7743120981\n\nTelefon\n\n242625965\n\nFaks\n\n242626065\n\nE-mail\n\nsekretariat@medykplock.pl\n\nwww.medykplock.pl\n\nMenu podmiotowe\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nPraca\n\nKonkurs na stanowisko dyrektora\n\nOrgany szkoly\n\nBaza szkoly\n\nMajatek\n\nStruktura Organizacyjna\n\nObowiazek informacyjny\n\nInformacje dodatkowe\n\nRegon:141933350\n\nGodziny pracy sekretariatu\n\nod poniedzialku do piatku w godzinach 7.30-15.30\ntel. 24 262 59 65\n\nRejestr zmian\n\nData wprowadzenia dokumentu do BIP: 06 grudnia 2011 14:27\n\nDokument wprowadzony do BIP przez: Lukasz Rajewski\n\nIlosc wyswietlen: 21644\n\n12 lutego 2018 17:24 (Piotr Kujawa) - Aktualizacja danych.\n\n20 pazdziernika 2016 15:42 (Grzegorz Golubski) - Aktualizacja danych kontaktowych.',
     [(PHONE, '242625965'), (PHONE, '242626065'), (EMAIL, 'sekretariat@medykplock.pl'), (PHONE, '24 262 59 65')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/medykplock.biposwiata.pl', 'pl_PL',
     '06 grudnia 2011 14:27 (Lukasz Rajewski) - Aktualizacja danych.\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja\n\nRejestr zmian\n\nStatystyki\n\nWyszukiwarka\n\nZespol Medycznych Szkol Policealnych w Plocku\n\nCertyfikaty\n\nAdres\n\nAl. Marszalka J.Pilsudskiego 8\n\n09-407 Plock\n\nKontakt\n\nTEL.: 242625965\n\nE-MAIL: sekretariat@medykplock.pl\n\nStatystyka odwiedzin\n\nRealizacja: Superszkolna.pl\n\nWszelkie prawa zastrzezone (c) 2019 Zespol Medycznych Szkol Policealnych w Plocku',
     [(PHONE, '242625965'), (EMAIL, 'sekretariat@medykplock.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/mit.org.pl', 'pl_PL',
     'Czekamy na Panstwa potwierdzenia do 08.03.2019 r. Po tym terminie zostana wyslane potwierdzenia oraz szczegolowe informacje.\n\nSerdecznie zapraszamy !!!! pozdrawiam Aneta Noszczynska Polska Izba Turystyki - Oddzial Malopolski tel. 668083472 email: Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyc, konieczne jest wlaczenie w przegladarce obslugi JavaScript. www.mit.org.pl\n\nZalaczniki:\n\nSTUDY TOUR  POLNOCNE WEGRY.pdf\n\n238 kB\n\n2019-02-28\n\nIII Miedzynarodowy Kongres Turystyki Religijnej i Pielgrzymkowej - 6-10 listopada 2019',
     [(PHONE, '668083472')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/mit.org.pl', 'pl_PL',
     'ym droga mailowa. ZAPRASZAMY DO UDZIALU W TARGACH! Obsluga Wystawcow: Hanna Lisiecka Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyc, konieczne jest wlaczenie w przegladarce obslugi JavaScript. tel. 61 869 26 77 Zapraszamy na targi! Grzegorz Chmielewski Wiceprezes Polskiej Izby Turystyki www.pit.org.pl Polska Izba Turystyki Nadawca maila jest Polska Izba Turystyki, ul. Marszalkowska 9/15 lok. 29, 00-626 Warszawa, tel./fax: 22 826 55 36www.pit.org.pl',
     [(PHONE, '61 869 26 77'), (PHONE, '22 826 55 36')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/osrodek.lzs.info.pl', 'pl_PL',
     'Co roku w miesiacu czerwcu w Osrodku odbywa sie Final Dolnoslaski Turnieju Samorzadow organizowany w ramach Dolnoslaskich Igrzysk LZS Mieszkancow Wsi i Miast.\n\n\xa0\n\nGrzybobranie – Nowa Bystrzyca pazdziernik\n\nData: 7 wrzesnia 2013\n\nKontakt\n\nNowa Bystrzyca 74\n\n57-500 Bystrzyca Klodzka\n\nwoj. dolnoslaskie\n\ne-mail: osrodek@lzs.info.pl\n\nDolnoslaskie Zrzeszenie\nLudowe Zespoly Sportowe\n\nul. Wyscigowa 15\n\n53-011 Wroclaw\n\ntel. 71 339 79 15\n\nLeszek Noworol\n\nPrezes Rady DZ LZS\n\ntel. 607 133 024\n\ne-mail: lzs@lzs.info.pl\n\nAndrzej Cywinski\n\nZastepca Prezesa Rady DZ LZS\n\ntel. 605 060 348\n\ne-mail: dzlzs@lzs.info.pl\n\n© 2019 - Dolnoslaskie Zrzeszenie Ludowe Zespoly Sportowe\n\nProjekt graficzny oraz obsluga techniczna - ARTSIGNUM Web Design,',
     [(EMAIL, 'osrodek@lzs.info.pl'), (PHONE, '71 339 79 15'), (PHONE, '607 133 024'), (EMAIL, 'lzs@lzs.info.pl'), (PHONE, '605 060 348'), (EMAIL, 'dzlzs@lzs.info.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/polskafirma.deante.pl', 'pl_PL',
     'Nadeslane przez Alicje G\n\nMiejsce 2\nLazienka Primo ze Szczecina\nNadeslane przez Miroslawa T\n\nMiejsce 3\nMoja lazienka & Cubic z Wroclawia\nNadeslane przez Dominike T\n\nDeante (r) Sp. J.\n\n\t\t\tAl. Kosciuszki 3\n\n\t\t\t90-418 Lodz\n\n\t\t\ttel.: 42 638 30 00\n\n\t\t\tfax: 42 638 30 80\n\n\t\t\tE-mail:  help@desk.deante.pl\n\n\t\t\tInfolinia: +48 800 242 515\n\nZobacz rowniez:\n\nOficjalna strona\n\nKatalog produktow\n\nNowosci produktowe\n\nGenerator ulotek\n\nKontakt',
     [(PHONE, '42 638 30 00'), (PHONE, '42 638 30 80'), (EMAIL, 'help@desk.deante.pl'), (PHONE, '+48 800 242 515')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/psd.diabetologiaonline.pl', 'pl_PL',
     'ul. Szpitalna 37, Bialystok\n\nPlatynowy Sponsor\n\n\xa0\n\nZloty Sponsor\n\n\xa0\n\nSrebrni Sponsorzy\n\nSzanowni Panstwo, rejestracja online zostala zamknieta. Zapraszamy do rejestracji na miejscu podczas kongresu!\n\nBIURO ORGANIZACYJNE\n\ncasusBTL / casusMEDICAL\n\n+48 61 830 40 57\n\nul. Reglowa 4\n60-113 Poznan\n\norganizator@psd.diabetologiaonline.pl\n\nWYKONANIE:\n\nNiniejsza strona uzywa plikow cookies. Pozostajac na stronie wyrazasz zgode na ich wykorzystywanie. Wiecej informacji w Polityce prywatnosci. Zamknij komunikat',
     [(PHONE, '+48 61 830 40 57'), (EMAIL, 'organizator@psd.diabetologiaonline.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/rsfstudio.pl', 'en_US',
     'Oferujemy rowniez rozwiazania oparte o gotowe, sprawdzone szablony e-commerce:\n\nWspolnie, dzieki solidnosci i wysokiej jakosci prowadzonych dzialan, osiagniemy zalozone cele.\n\nNasi klienci:\n\nADRES\n\nRSF STUDIO Sp. z o.o.\n\nul. Brylantowa 24/6\n\n52-214 Wroclaw\n\nKONTAKT\n\nkontakt@rsfstudio.pl\n\nNIP/REGON/KRS\n\nNIP: 899 275 10 95,\n\nREGON: 022 35 33 65,\n\nKRS: 0000497874,\n\nKapital zakladowy: 1 785 000,00 zl.\n\nW Internecie nic nie ulega zapomnieniu, kazdy wpis pozostaje na lata, negatywne opinie moga obnizac zaufanie i\xa0sprzedaz - nie warto pozostawiac wizerunku firmy bez profesjonalnego wsparcia.',
     [(EMAIL, 'kontakt@rsfstudio.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/schronisko.olsztyn.pl', 'pl_PL',
     'Schronisko\n\nbiuro@schronisko.olsztyn.pl\n\nSchronisko dla Zwierzat\n\nw Olsztynie\n\nul. Turystyczna 2\n\n10-369 Olsztyn\n\nSchronisko:\n\ntel. 89 526 82 15\n\nStraz Miejska:\n\ntel. 986\n\nSchronisko\n\nO placowce\xa0\n\nRagulaminy organizacyjne\xa0\n\nPrzetargi\xa0\n\nAdopcje\n\nZanim adoptujesz\xa0\n\nWarunki adopcji\xa0\n\nAdopcja tymczasowa\xa0\n\nAdopcja seniora\xa0\n\nKwarantanna\xa0\n\nJak dzialamy\n\nZasady przyjmowania i wydawania zwierzat\xa0',
     [(EMAIL, 'biuro@schronisko.olsztyn.pl'), (PHONE, '89 526 82 15')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/schronisko.olsztyn.pl', 'pl_PL',
     'ZOSTAN DOMEM TYMCZASOWYM\n\nPRZEKA?? 1% PODATKU\n\nADOPTUJ SENIORA\n\nAKCJA EDUKACJA\n\nPrzepraszam. Zawartosc chcesz zobaczyc nie mozna znalezc. Plik nie istnieje.\n\nSchronisko dla Zwierzat\n\nw Olsztynie\n\nul. Turystyczna 2\n\n10-369 Olsztyn\n\n+48 89 526 82 15\n\nbiuro@schronisko.olsztyn.pl\n\n\xa0\n\nSchronisko\n\nAdopcje\n\nJak dzialamy\n\nJak nam pomoc\n\nPoradnik wlasciciela\n\nPomagaja nam\n\nKontakt\n\nO placowce\n\nRagulaminy organizacyjne\n\nPrzetargi\n\nZanim adoptujesz\n\nWarunki adopcji\n\nAdopcja tymczasowa\n\nAdopcja seniora',
     [(PHONE, '+48 89 526 82 15'), (EMAIL, 'biuro@schronisko.olsztyn.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/simstal.pl', 'pl_PL',
     'Wychodzac naprzeciw potrzebom i oczekiwaniom naszych odbiorcow oraz tendencjom na rynku stali, staramy sie elastycznie poszerzac zakres oferowanego asortymentu.\n\nSerdecznie zapraszamy do wspolpracy i prosimy o zapoznanie sie z nasza oferta.\n\nSIMSTAL© 2016-2018 Simstal Sp. z o.o. ul. Nakielska 35, 42-600 Tarnowskie Gory, tel.: 32 381 33 71 do 9 fax: 32 381 33 70 e-mail: biuro@simstal.pl\n\nDesigned by PROJEKT',
     [(PHONE, '32 381 33 71'), (PHONE, '32 381 33 70'), (EMAIL, 'biuro@simstal.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sppaszowice.superszkolna.pl', 'pl_PL',
     'Projekty\n\nPrezydium Rady Rodzicow\n\nOddzialowe Rady Rodzicow\n\nDla uczniow\n\nDla rodzicow\n\nPolecane strony\n\nAbsolwenci\n\nFilmy\n\nZ naszej galerii\n\nKontakt\n\nSzkola Podstawowa w Paszowicach\n\nPaszowice 124\n\n59-411 Paszowice\n\n\xa0\n\n76 870 17 22\n\nsppaszowice1@o2.pl\n\nLokalizacja\n\nWiecej »\n\nNajnowsze wiadomosci\n\n23 kwietnia 2019 11:16 | Ogloszenia\n\nZawiadomienie\n\nDrodzy Rodzice! Drodzy Uczniowie! \nW Szkole Podstawowej w Paszowicach trwa w dalszym ciagu akcja strajkowa.\n W zwiazku z ',
     [(PHONE, '76 870 17 22'), (EMAIL, 'sppaszowice1@o2.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sppaszowice.superszkolna.pl', 'pl_PL',
     '13 35-14 20\n\nImieniny:\nGrzegorza i Aleksandra\n\nKalendarz\n\nTematy\n\nbezpieczenstwo\n\nPortal odwiedzilo 80218 osob\n\nAktualnie przebywaja 2 osoby\n\nKontakt\n\nSzkola Podstawowa w Paszowicach\n\nPaszowice 124\n\n59-411 Paszowice\n\nTel.: 76 870 17 22\n\nE-mail: sppaszowice1@o2.pl\n\nRealizacja: Superszkolna.pl',
     [(PHONE, '76 870 17 22'), (EMAIL, 'sppaszowice1@o2.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sun-travel.com.pl', 'pl_PL',
     'Elzbieta\n\nJastrzebie Zd.\n\nDorota\n\nWodzislaw Sl.\n\nJoanna\n\nKonsultanci - GG:\n\nZory\n\nElzbieta\n\nJastrzebie Zd.\n\nDorota\n\nMENU\n\nHOME\n\nO NAS\n\nINCENTIVE\n\nPARTNERZY\n\nJAK KUPIC\n\nKONTAKT\n\nNASZE WYPRAWY\n\nPRZEWODNIKI\n\nSchowek\n\nNasze biura\n\n32 755 91 88, 32 434 18 88\n\nkom: 505 025 234, kom: 508 081 748, e-mail: bp@sun-travel.com.pl\n\nO NAS\n\nINCENTIVE\n\nWYLOTY Z NIEMIEC\n\nPARTNERZY\n\nJAK KUPIC\n\nKONTAKT\n\nWyszukaj oferte\n\nWyszukiwarka wczasow\n\nSamolotem\n\nAutokarem\n\nDojazd wlasny\n\nPodroz z\n\n0 Doroslych\n\n1 Dorosly\n\n2 Doroslych\n\n3 Doroslych\n\n4 Doroslych\n\n5 Doroslych',
     [(PHONE, '32 755 91 88'), (PHONE, '32 434 18 88'), (PHONE, '505 025 234'), (PHONE, '508 081 748'), (EMAIL, 'bp@sun-travel.com.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sun-travel.com.pl', 'pl_PL',
     'nasze biuro. Jest tam galeria etc...\n\nZobacz wszystko\n\nPrognoza pogody\n\nHurghada\n\nPogoda - Hurghada\n\nZapisz sie do newslettera:\n\nZAPISZ\n\nO NAS\n\nKONTAKT\n\nNASZE BIURA\n\nJAK REZERWOWAC\n\nNASI PARTNERZY\n\nINCENTIVE\n\nZGLOS UWAGI DO STRONY\n\n+48 505 025 234\n\n(c) 2015 Sun Travel. Uzytkowanie serwisu oznacza akceptacje Regulaminu oraz Polityki prywatnosci, w tym zapisywania plikow cookie.\n\nProjekt i realizacja {inixDESIGN}\n\nTa strona uzywa ciasteczek\n\nTa strona uzywa ciasteczek , dzieki ktorym nasz serwis moze dzialac lepiej.',
     [(PHONE, '+48 505 025 234')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/torfarm.com.pl', 'pl_PL',
     'Torfarm\n\nO firmie\n\nBlad\n\nNie udalo sie znalezc zadanej strony!\n\nLogowanie\n\nLogin: *\n\nHaslo: *\n\nkontakt\n\nNEUCA S.A.\n\nul. Szosa Bydgoska 58\n\n87-100 Torun\n\ntel. 56 669 40 00\n\ne-mail: neuca@neuca.pl\n\nNIP: 879 00 17 162\n\nKRS: 0000049872\n\nREGON: 870227804\n\nSad Rejonowy w Toruniu VII Wydzial Gospodarczy KRS\n\nKapital zakladowy (oraz kapital oplacony) NEUCA\xa0S.A. wynosi 4 471 512 zl i dzieli sie na 4 471 512 akcje o wartosci 1 zl kazda.\n\ninfolinie\n\nbiuro obslugi klienta neukontakt:\n\n800 804 805\n\npolaczenia z tel. komorkowych:\n\n566 404 405\n\nCopyright © 2019 NEUCA S.A.Created by NEKK',
     [(PHONE, '56 669 40 00'), (EMAIL, 'neuca@neuca.pl'), (PHONE, '800 804 805'), (PHONE, '566 404 405')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/transbetbp.pl', 'pl_PL',
     'Wykonywanie drog asfaltowych, podjazdow, parkingow, mostow\n\nPark maszynowy\n\nSzeroki wybor maszyn na uzytek wlasny oraz z mozliwoscia wypozyczenia:\n\n- Gruszkopompa,\n\n- Betonomieszarka,\n\n- Pompa do betonu\n\ni wiele innych\n\nBiala Podlaska, ul. Grzybowa 52A Tel. 83 311 32 80\n\nTwoj partner od betonu\n\nO nas\n\nNasze realizacje\n\nReferencje\n\nOferta\n\nPark maszynowy\n\nKontakt\n\nOferta\n\nSprzedaz betonu towarowego\n\nPrefabrykaty betonowe\n\nProdukcja mieszanki mineralno-asfaltowej\n\nGalanteria betonowa\n\nTransport maszyn i materialow budowlanych',
     [(PHONE, '83 311 32 80')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/venustravel.pl', 'pl_PL',
     'Venus Travel\n\nbiuro@venustravel.pl\n\n41 378 28 50\n\nBony podarunkowe\n\nO nas\n\nOferta\n\nWyjazdy grupowe\n\nWarto wiedziec\n\nKontakt\n\nBilety autokarowe\n\nBilety lotnicze\n\nNoclegi w zakopane\n\nvenus travel\n\nzaplanuj z nami\nswoje wymarzone wakacje\n\nWyszukiwarka wczasow\n\nSamolotem',
     [(EMAIL, 'biuro@venustravel.pl'), (PHONE, '41 378 28 50')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/venustravel.pl', 'pl_PL',
     'sprawdz nasz oferte\n\nNasi Partnerzy\n\nNasi Partnerzy\n\nInformacje\n\nMSZ Polak za granica\n\nMSZ ostrzezenia\n\nKontakt\n\nBiuro Podrozy Venus Travel\n\nos.Leszka Czarnego 1/4a\n( wejscie od ulicy Kilinskiego)\n28-100 Busko-Zdroj\n\n\n\n\ntel 413782850\n\n\ntel/fax 413782851\n\nemail: biuro@venustravel.pl\n\nMapka\n\ncopyrights © VenusTravel\n\nProjek i realizacja:  A-Design',
     [(PHONE, '413782850'), (PHONE, '413782851'), (EMAIL, 'biuro@venustravel.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/wentyl.partneropony.pl', 'pl_PL',
     'ny Polska\n\nPrzejdz do tresci\n\nO NAS\n\nDOLACZ DO SIECI PARTNER\n\nKONTAKT\n\nUslugi\n\nAsortyment\n\nPoradniki\n\n\xa0 \xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\nWentyl Serwis Ogumienia Tomasz Gorski - serwis opon Partner Opony Polska\n\nFieldorfa 5\n\n42-273 Opole\n\nserwis@wentylopole.pl\n\nTel. 77 455 22 56\n\nPon.-Pt.:\n\n08:00-18:00\n\nSobota:\n\n09:00-14:00\n\n\xa0\n\nWskazowki dojazdu\n\nSpecjalizacja\n\nMechanika pojazdowa\n\nWulkanizacja\n\nOpony\n\nosobowe\n\ndostawcze\n\nterenowe\n\nUslugi wulkanizacyjne\n\nW kazdym serwisie Sieci Partner Opony Polska kompleksowo, jako standardowa usluga, wykonujemy: uszczelnianie opon, mycie kol do wywazenia, prostowanie felg stalowych, montaz i demontaz kol.',
     [(EMAIL, 'serwis@wentylopole.pl'), (PHONE, '77 455 22 56')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/wsd.diabetologiaonline.pl', 'pl_PL',
     'Forum Nowoczesnego Diabetologa\n\nWarszawa | 18 listopada 2017 r.\n\nPatronat\n\nZaproszenie\n\nProgram konferencji\n\nRejestracja\n\nMiejsce obrad\n\nKontakt\n\nDojazd\n\n\xa0\n\n\xa0\n\n\xa0\n\nBiuro organizacyjne\n\nul. Rodawska 26, 61-312 Poznan\ntel. +48 61 830 40 67\n\nOrganizator\n\nKoordynator projektu\n\nAgata Zuk\nagata.zuk@casusbtl.pl\ntel. +48 662 021 192',
     [(PHONE, '+48 61 830 40 67'), (EMAIL, 'agata.zuk@casusbtl.pl'), (PHONE, '+48 662 021 192')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.audio-lab.pl', 'pl_PL',
     'Firma AUDIO-LAB Aparaty Sluchowe powstala w 2005 roku. Misja firmy jest niesienie pomocy osobom niedoslyszacym.\n\nOferta\n\nOd malych, praktycznie niewidocznych wewnatrzkanalowych, przez dyskretne zauszne (open), po silne aparaty zauszne.\n\nPoznan\n\nul. Kasprzaka 16\n\nII pietro\n\ntel./fax 61 8666 997\n\ntel. kom. 691 630 959\n\nJarocin\n\nul. Hallera 9\n\ngabinet nr 26\n\ntel./fax 62 747 99 30\n\ntel. kom. 691 630 959\n\n© 2018 AUDIO LAB. Wszelkie prawa zastrzezone.\n\nO firmie|\nOferta|\nCertyfikaty|\nKontakt\n\nprojekt i wykonanie: DyalCom.pl',
     [(PHONE, '61 8666 997'), (PHONE, '691 630 959'), (PHONE, '62 747 99 30')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.automotoplus.pl', 'pl_PL',
     'Elektromechanika samochodowa\n\nSamochody zastepcze\n\nAutomatyczne skrzynie biegow\n\nPrzeglad samochodu przed zakupem\n\nPraca\n\nDojazd\n\nGaleria\n\nKontakt\n\nWszystko Czego Potrzebuje Twoje Auto\n\nBoschServicePLUS\n\nBielsko-Biala, ul.Wajdeloty 9; tel. 33/ 814-19-46\n\ntel. 602-331-883, tel. 660-614-161\n\nBlad 404 - Strona nie zostala odnaleziona\n\nMenu gorne\n\nO Firmie\n\nOferta\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Promocje - oferty\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Mechanika\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Diesel serwis\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Klimatyzacje samochodowe\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Instalacje LPG\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Monitoring GPS',
     [(PHONE, '33/ 814-19-46'), (PHONE, '602-331-883'), (PHONE, '660-614-161')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.automotoplus.pl', 'pl_PL',
     '\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Samochody zastepcze\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Automatyczne skrzynie biegow\n\n\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0 Przeglad samochodu przed zakupem\n\nPraca\n\nDojazd\n\nGaleria\n\nKontakt\n\nBosch Service PLUS\n\nLeszek Siuda, Seweryn Szczerbowski\n\nul. Wajdeloty 9, 43-300 Bielsko-Biala, tel. +48 33 814 19 46\n\ntel. 602-331-883, tel. 660-614-161\n\nCzynne od poniedzialku do piatku\n\nw godzinach od 8.00-17.00\n\n(L)',
     [(PHONE, '+48 33 814 19 46'), (PHONE, '602-331-883'), (PHONE, '660-614-161')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.biznes-simplex.pl', 'pl_PL',
     'Blad.\n\nStrona glówna\n\nBlad\n\nPodczas przetwarzania zadania wystapil blad.\n\nSprawdz poprawnaosc wpisywanego adresu lub przejdz do strony glownej.\n\n"Simplex" Sp. z o.o., 76-200 Slupsk, ul. Wisniowa 28, tel. 59 845 66 73, fax 59 848 16 78, e-mail: biuro@biznes-simplex.pl\n\nKRS-0000140144, wysokosc kapitalu zakladowego 50,000 zl\n\n© 2010 Infocity',
     [(PHONE, '59 845 66 73'), (PHONE, '59 848 16 78'), (EMAIL, 'biuro@biznes-simplex.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.cieplozimno.waw.pl', 'pl_PL',
     'O nas\n\nMenu\n\ndla dzieci\n\nimprezy\n\naktualnosci\n\nkontakt\n\ntel. 22 405-34-50\n\nNie ma takiej strony\n\nStrona http://www.cieplozimno.waw.pl/robots.txt/ nie istnieje.\n\nProsimy sprawdz, czy to czego szukasz jest na stronie glownej',
     [(PHONE, '22 405-34-50')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.drewnoestonskie.pl', 'pl_PL',
     'idualnych. Prog minimum logistycznego zostal dostosowany do potrzeb. Grupe Klientow Detalicznych obslugujemy lokalnie z naszych skladow w Polsce.\n\nDowiedz sie wiecej\n\nCentrala Firmy\n\n12-200 Pisz, ul. Grunwaldzka 5\n\ntel. (+48) 87 423 30 03\n\ne-mail: biuro-polska@puidukoda.eu\n\nSklad MAZURY\n\n12-200 Pisz, ul. Gdanska 16\n\ntel. (+48) 87 423 21 59\n\ne-mail: anna@puidukoda.eu\n\ne-mail: barbara@puidukoda.eu\n\ne-mail: wojciech@puidukoda.eu\n\ne-mail: magdalena@puidukoda.eu\n\nSklad WIELKOPOLSKA\n\nWeglew, ul. Bukowa 13, 62-590 Golina\n\ntel. (+48) 63 248 21 06\n\ne-mail: grazyna@puidukoda.eu\n\ne-mail: jerzy@puidukoda.eu\n\nInformacje rejestrowe\n\nPUIDUKODA Polska Spolka z o.o.\n\n12-250 Orzysz, ul. Wojska Polskiego 86/1\n\nNIP: 8491584284, KRS: 0000394570\n\nPUIDUKODA Polska Spolka z o.o.',
     [(PHONE, '(+48) 87 423 30 03'), (EMAIL, 'biuro-polska@puidukoda.eu'), (PHONE, '(+48) 87 423 21 59'), (EMAIL, 'anna@puidukoda.eu'), (EMAIL, 'barbara@puidukoda.eu'), (EMAIL, 'wojciech@puidukoda.eu'), (EMAIL, 'magdalena@puidukoda.eu'), (PHONE, '(+48) 63 248 21 06'), (EMAIL, 'grazyna@puidukoda.eu'), (EMAIL, 'jerzy@puidukoda.eu')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.erdex.pl', 'pl_PL',
     '- naprawa i renowacja historycznych odbiornikow lampowych, tranzystorowych oraz urzadzen fonograficznych\n\n- nawijanie obwodow w.cz. (uzwojenia koszykowe)\n\n- przewijanie transformatorow\n\n- miernictwo radiotechniczne\n\nERDEX Ryszard Dulski\n\nul. Górska 31a/4\n\n32-410 Dobczyce\n\ntel. 0048 / 12 636 97 90\n\ntel. kom. +48 505 099 644 \xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\n\nemail: erdex@poczta.fm\n\nWitamy na stronie firmy ERDEX.\n\nOd ponad 30 lat swiadczymy profesjonalne uslugi w zakresie projektowania sieci radiolacznosci oraz instalacji, konserwacji i napraw urzadzen radiokomunikacyjnych. Jestesmy autoryzowanym,',
     [(PHONE, '0048 / 12 636 97 90'), (PHONE, '+48 505 099 644'), (EMAIL, 'erdex@poczta.fm')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.gim.pl', 'pl_PL',
     'GIM\n\nZakatek Mazurski GIM,\n\nNowa Kaletka 50, 10-687 Olsztyn\n\ntel. +48 89 513 38 29\n\nToggle navigation\n\nStrona glowna\n\nO nas\n\nTeren\n\nLokalizacja i dojazd\n\nDomki\n\nDomki Standard\n\nDomki Komfort\n\nDe Luxe\n\nRestauracja\n\nCeny i pakiety\n\nWakacje 2019\n\nGim Fitness Camp\n\nAktywny Senior\n\nRodzinna Majowka\n\nWeekend Boze Cialo',
     [(PHONE, '+48 89 513 38 29')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.gim.pl', 'pl_PL',
     'Gim Fitness Camp\n\nAktywny Senior\n\nRodzinna Majowka\n\nWeekend Boze Cialo\n\nDzien dziecka\n\nJoga\n\nAtrakcje\n\nAtrakcje na miejscu\n\nAtrakcje w okolicy\n\nAnimacje\n\nGaleria\n\nKontakt\n\n(c) by GIM 2016 Wszelkie prawa zastrzezone\n\nwww.gim.pl\ngim@gim.pl\n\n+48 89 5133829\n+48 693 908 791',
     [(EMAIL, 'gim@gim.pl'), (PHONE, '+48 89 5133829'), (PHONE, '+48 693 908 791')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.hptextile.pl', 'pl_PL',
     'edkdKRtphCAttbZixkr\n\nbiuro: +48 32 222 15 17\n\nhurtownia: +48 32 318 23 90\n\nsortownia i hurtownia\n\nod 1995 r.\n\nHP Textile Recycling sp. z o.o.\n\nul. Mikolowska 31, 41-400 Myslowice\n\nwoj. slaskie\n\nZobacz jak do nas dojechac\n\ntel. +48 32 222 15 17\n\ne-mail: biuro@hptextile.pl\n\n© HP Textile Recycling Sp. z o.o.\n\nPolityka plikow cookies',
     [(PHONE, '+48 32 222 15 17'), (PHONE, '+48 32 318 23 90'), (EMAIL, 'biuro@hptextile.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.hydrosfera.kietrz.pl', 'pl_PL',
     'GALERIA\n\nOFERTA\n\nPROMOCJE\n\nCENNIK\n\nAKTUALNOSCI\n\nHYDROSFERA\n\nHYDROSFERA\n\nAKTUALNOSCI\n\nCENNIK\n\nPROMOCJE\n\nOFERTA\n\nGALERIA\n\nREGULAMINY\n\nKONTAKT\n\nszukaj\n\nKryta Plywalnia HYDROSFERA\nul. Kosciuszki 14 A\n48 - 130 Kietrz\n\n\xa0\ntel.: 77 485 04 51\nplywalnia@hydrosfera.eu\n\nNewsletter\n\nok\n\nDziekujemy!\n\nZnajdz nas na Facebook-u\n\nPlywalnia powstala przy\nwykorzystaniu pomocy:\n\nPROGRAM REGIONALNY Regrionalna strategia spojnosci\nGMINA KIETRZ\nUNIA EUROPEJSKA\n\nHydrosfera\n\nGMINA\nKIETRZ\n\nprojekt,\nwykonanie',
     [(PHONE, '77 485 04 51'), (EMAIL, 'plywalnia@hydrosfera.eu')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.kam-bil.pl', 'pl_PL',
     'amieniarstwo\n\nStrona glowna\n\nStrona glowna\n\nO firmie\n\nNasza oferta\n\nKontakt\n\nMapka dojazdu\n\nWystapil blad!\n\nPrzepraszamy. Podana strona nie istnieje!\n\n\xa0\n\nZaklad Kamieniarski "KAM-BIL"\nNysa 48-300, ul. Kosciuszki 21\ntel. 77 433 47 72; 888 84 29 12\n\nStrona glowna\n\xa0\xa0\xa0|\xa0\xa0\xa0\nKontakt\n\xa0\xa0\xa0|\xa0\xa0\xa0\nPoprzednia strona\n\xa0\xa0\xa0|\xa0\xa0\xa0\nDo gory strony',
     [(PHONE, '77 433 47 72'), (PHONE, '888 84 29 12')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.komornik.rzeszow.pl', 'pl_PL',
     '"Fiat iustitia, et pereat mundus"\n\n"Sprawiedliwosci musi sie stac zadosc,\n\nchocby swiat mial zginac"\n\n"Executio iuris non habet iniuriam"\n\n"Egzekwowanie prawa nie jest bezprawiem"\n\nKANCELARIA KOMORNICZA\n\nul. Chodkiewicza 7\n\n35-051 Rzeszow\nTEL/FAX +48 17 853 35 51\nzobacz na mapie\n\nStrona glowna\n\nO kancelarii\n\nWzory dokumentow\n\nLicytacje\n\nRuchomosci\n\nNieruchomosci\n\nArchiwum\n\nObszar dzialalnosci\n\nKontakt\n\nLicytacje\n\nZobacz wszystkie licytacje\n\nObwieszczenie o pierwszej licytacji ruchomosci',
     [(PHONE, '+48 17 853 35 51')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.konsultacje.bytom.pl', 'pl_PL',
     'Konsultacja projektu uchwaly Rady Miejskiej w Bytomiu w sprawie uchwalenia miejscowego planu zagospodarowania przestrzennego dla terenu polozonego przy ulicy Cegielnianej w Bytomiu - II wylozenie do publicznego wgladu + przedluzenie terminu konsultacji.\n\nZobacz informacje\n\nAdres\n\nUrzad Miejski w Bytomiu\n41-902 Bytom, ul. Parkowa 2\n\nTelefony\n\ntel.: 32 388 33 47\ntel.: 32 281 20 51\n\nE-mail\n\nbiuro [at] konsultacje [dot] bytom [dot] pl\n\nLinki\n\nPolityka prywatnosci\nKontakt\n\n© 2014 Urzad Miejski w Bytomiu\nWszelkie prawa zastrzezone\n\nProjekt wspolfinansowany ze srodkow Unii Europejskiej w ramach Europejskiego Funduszu Spolecznego',
     [(PHONE, '32 388 33 47'), (PHONE, '32 281 20 51')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.krysta.bls.pl', 'pl_PL',
     'Inne\n\nOczyszczalnie sciekow i biogazownie\n\nReferencje i certyfikaty\n\nWspolpraca\n\nBlad 404 - Strona nie zostala odnaleziona\n\nKontakt\n\nWitold Krysta\n\nul. Prosta 74\n\n43-365 Wilkowice k/Bielska-Bialej\n\nNIP 9372664391\n\ntel. +48 33 817 12 10\n\nkrysta@bls.pl\n\nZainteresowany produktem? Napisz do nas\n\n(C) 2016 www.krysta.bls.pl - Balustrady, Pochwyty i konstrukcje stalowe (L)',
     [(PHONE, '+48 33 817 12 10'), (EMAIL, 'krysta@bls.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.lecznica-swlukasza.pl', 'pl_PL',
     'Pracownia EMG Pracownia ENG Konstancin - Jeziorna Warszawa - pogotowie pielegniarskie\n\n22 822 30 20\n\nSTRONA GLOWNA\nPOGOTOWIE PIELEGNIARSKIE\nKONTAKT\n\nPOGOTOWIE\nPIELEGNIARSKIE\nAKTUALNOSCI\n\nCHORY\nKREGOSLUP\n\nZapraszamy do specjalistycznych placowek medycznych\n\noferujacych konsultacje w zakresie:\n\nKontakt:\n\nOrtopedii i traumatologii',
     [(PHONE, '22 822 30 20')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.lecznica-swlukasza.pl', 'pl_PL',
     'Badania nystagmograficzne (ENG/VNG) - diagnostyka zawrotów glowy\n\nBadania sluchu - dzieci, dorosli\n\nLaboratoryjne badania diagnostyczne\n\nTesty alergologiczne\n\nSzczepienia profilaktyczne\n\n\xa0\n\n\xa0\n\nKonstancin - Jeziorna\n\nul. Józefa Pilsudskiego 30\n\ntel. 22 756 44 40\n\nponiedzialek - piatek: 9.00 - 20.00\n\nsobota: 8.30 - 13.00\n\nAKTUALNOSCI\n\nLECZENIE BÓLU ZA POMOCA ABLACJI RF*\n\nPrzewlekla choroba zwyrodnieniowa stawów, to bolesne schorzenie, czesto wystepujace wsród pacjentów w podeszlym wieku.',
     [(PHONE, '22 756 44 40')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.maszyny-pax.pl', 'pl_PL',
     'Przecinarki tasmowe\nPrzecinarki tarczowe\nGwinciarki / Wiertarki CNC\nWiertarki promieniowe\nPrasy / Gilotyny\nWalcarki / Zwijarki\n\nCopyright\n\nNasz kanal YouTube\n\nNasz profil Facebook\n\n\xa0\n\nul. Sloneczny Sad 4J\n72-002 Doluje k.Szczecina\ntel.: +48 91 435 84 34\nfax: +48 91 489 44 56\nskontaktuj sie z nami\n\nDla klientow\n\nO nas\n\nGaleria\n\nPromocje\n\nUzywane\n\nKatalogi\n\nKontakt\n\n(c) 2017 PAX PHU Wszystkie prawa zastrzezone\n\nProjekt i wykonanie: virtual people',
     [(PHONE, '+48 91 435 84 34'), (PHONE, '+48 91 489 44 56')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.meble-sabo.pl', 'pl_PL',
     'Po latach doswiadczen w tej branzy mozemy zaoferowac Panstwu\nmeble i lampy wysokiej jakosci od sprawdzonych wloskich producentow.\n\nZapraszamy Panstwa do naszego sklepu on-line i zyczymy\nudanych zakupow z bardzo szerokiej gamy prezentowanych\nprzez nas mebli i lamp.\n\n+48 16 676 94 30\n\nbiuro@meble-sabo.pl\n\nWloskie meble pokojowe\n\nWloskie sypialnie\n\nMeble Systemowe (wyprzedaz)\n\nWloskie meble tapicerowane\n\nEkskluzywne meble wloskie\n\nHosting i kreacja webfabryka.pl © 2005-2012\n\nmeble wloskie | ekskluzywne meble wloskie | no',
     [(PHONE, '+48 16 676 94 30'), (EMAIL, 'biuro@meble-sabo.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.meritum.bielsko.pl', 'pl_PL',
     'Obsluga podmiotow gospodarczych, firm, korporacji, szpitali..\n\nOchrona przed Komornikiem lub Windykacja\n\nPomoc Frankowiczom\n\nWspolpraca\n\nNasze skucesy\n\nRODO\n\nKontakt\n\nKontakt\n\nz nami\n\nMERITUM Sp. J.\n\nul. 11 listopada 60-62\n\n43-300 Bielsko-Biala\n\nKRS: 0000283712\n\ntel: +48 33 822 99 90\n\ntel: +48 33 822 90 19\n\nfax: wew. 30\n\ngsm: +48 506 059 099\n\ninfolinia: 533 102 101\n\ne-mail: biuro@meritum.bielsko.pl\n\nZAPRASZAMY:\n\nponiedzialek - piatek\n\n800 - 1600\n\nMapa dojazdu - kliknij\n\nZapraszamy Panstwa do zapoznania sie rowniez z nasza oferta w zakresie bledow medycznych\n\nFormularz kontaktowy\n\nWiadomosc zostala wyslana pomyslnie!',
     [(PHONE, '+48 33 822 99 90'), (PHONE, '+48 33 822 90 19'), (PHONE, '+48 506 059 099'), (PHONE, '533 102 101'), (EMAIL, 'biuro@meritum.bielsko.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.select.pl', 'pl_PL',
     'Firma Select Mailorder postanowiła wstrzymać sprzedaż internetową w Polsce, jednak wciąż będzie obsługiwać zwroty i reklamacje.\n\nZwroty należy wysyłać na adres:\nGrunwaldzka 13, 14-200 Iława\n\nInne sprawy obsługujemy pod nr tel: 89 678 80 80\nlub emailem: sklep@select.pl\n\nSelect Mailorder Sp. z o.o.\n\nNIP 5252475716 REGON 142349014',
     [(PHONE, '89 678 80 80'), (EMAIL, 'sklep@select.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.stabilsecurity.pl', 'pl_PL',
     'S 0000548622, NIP: 8992764235, REGON: 361062197.\n\n2. Z inspektorem ochrony danych w firmie STABIL SECURITY GROUP Sp. z o.o. Spolka Komandytowa mozna kontaktowac sie pod adresem e-mail: Turn on Javascript!, numerem tel.: 71 348 12 28, numerem fax: 71 348 12 28.\n\nStabil Security 2016 | Site by Avenus',
     [(PHONE, '71 348 12 28')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.studionobis.pl', 'pl_PL',
     'Czy mozna zaprojektowac cos nowego w sektorze opakowan na kostki rosolowe? Mozna!\n\nCzy Amerykanie jedza twarog?\nJedza, ale tylko na slodko.\n\n(c) 2011 Studio Nobis S.C. Wszelkie prawa zastrzezone\n\nStudio Nobis S.C. ul. Odmobile 1c 31-751 Krakow  tel. +48 12 357 38 34  studio@nobis.pl\n\nStrona uzywa cookies (ciasteczek). Dowiedz sie wiecej o celu ich uzywania i zmianach ustawien. Korzystajac ze strony wyrazasz zgode na uzywanie cookies, zgodnie z aktualnymi ustawieniami przegladarki. Szczegoly',
     [(PHONE, '+48 12 357 38 34'), (EMAIL, 'studio@nobis.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.unitex.net.pl', 'pl_PL',
     "Warning:  include(): Failed opening 'blocks/error/00000006.php' for inclusion (include_path='.:/:/usr/local/php56/lib/pear') in /zumi.new.unitex.net.pl/eco/libraries/blocks.php on line 11\n\nStrona startowa\n\nO firmie\n\nProdukty\n\nObszary zastosowan\n\nDo pobrania\n\nKontakt\n\nNovita S.A\n\nul. Dekoracyjna 3\n\n65-722 Zielona Gora\n\ntel. +48 68 456 15 00\n\nfax. +48 68 456 13 51\n\ne-mail: novita@novita.com.pl\n\nKRS: 0000013306 Sad Rejonowy w Zielonej Gorze\n\nVIII Wydzial Gospodarczy KRS\n\nNIP: PL-929-009-40-94\n\nRegon: 970307115\n\nWysokosc Kapitalu Zakladowego: 5.000.000.00zl\n\nWysokosc Kapitalu Wplaconego: 5.000.000.00zl\n\n2017 | Projekt i Realizacja ZOOM Marketing",
     [(PHONE, '+48 68 456 15 00'), (PHONE, '+48 68 456 13 51'), (EMAIL, 'novita@novita.com.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.wydawnictworytm.pl', 'pl_PL',
     'Oficyna Wydawnicza RYTM\n\n\xa0\n\nAktualnosci\n\nZapowiedzi\n\nPromocje\n\nNowosci\n\nWYSYLKA I PLATNOSC\n\nPRENUMERATA SECRETUM\n\nKontakt\n\nDzial handlowy\n\nOficyny Wydawniczej RYTM Sp. z o.o.\n\nul. Wolska 84/86, 01-141 Warszawa\n\nNIP 5272644464\n\ntel. 22 308 00 83\n\ne-mail:dzial.handlowy@rytm-wydawnictwo.pl\n\nkonto przy platnosci\n\nkarta lub przelewem: \xa0\n\nING Bank Slaski 57 1050 1025 1000 0023 5816 8488\n\nPrzy odbiorze osobistym platnosc gotówka\n\nAktualnosci\n\n2019-02-03\nKsiegarnia Wojskowa im. gen. dyw. Stefana Grota Roweckiego',
     [(PHONE, '22 308 00 83'), (EMAIL, 'dzial.handlowy@rytm-wydawnictwo.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zablocka.pl', 'pl_PL',
     '<li>Dziala antybakteryjnie, przeciwzapalnie, przeciwgrzybiczo</li>\n<!--<li>Lagodzi napiecie nerwowe i ulatwia zasypianie</li>--></ul>\n</div>",\n"street" => "Illakowiczowny 11B/12",\n"city" => "40-134 Katowice",\n"telephone" => "32 250 86 66",\n"e-mail" => "biuro@zablocka.pl",\n"user_id" => "0",\n"created" => "2014-10-30 10:39:46",\n"modified" => "2015-10-23 16:00:22",\n"locale" => "pol"\n),\n"Meta" => array(\n"id" => null,\n"association_key" => null,\n"model" => null,\n"title" => null,\n"keywords" => null,',
     [(PHONE, '32 250 86 66'), (EMAIL, 'biuro@zablocka.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zspgniew.biposwiata.pl', 'pl_PL',
     'Dane teleadresowe\n\nZespol Szkol Ponadgimnazjalnych im. Henryka Mrossa w Gniewie\n\nLokalizacja\n\nwoj. pomorskie\n\npow. tczewski\n\ngm. Gniew\n\nAdres\n\nul. Sobieskiego 11\n\n83-140 Gniew\n\nNIP\n\n593-10-90-999\n\nREGON\n\n191888477\n\nTelefon\n\n58 535 35 77\n\nFaks\n\n58 535 35 77\n\nE-mail\n\nsekretariat@zspgniew.pl\n\nPatron\n\nks. Henryk Mross\n\nMenu podmiotowe\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nInformacje dodatkowe\n\nMajatek szkoly\n\nOgloszenia\n\nPrzetargi\n\nKomunikaty\n\nRejestr zmian\n\nData wprowadzenia dokumentu do BIP: 19 marca 2017 16:55',
     [(PHONE, '58 535 35 77'), (EMAIL, 'sekretariat@zspgniew.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zspgniew.biposwiata.pl', 'pl_PL',
     '19 marca 2017 16:55 (Teresa  Holownia) - Aktualizacja danych.\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja\n\nRejestr zmian\n\nStatystyki\n\nWyszukiwarka\n\nZespol Szkol Ponadgimnazjalnych im. Henryka Mrossa w Gniewie\n\nCertyfikaty\n\nAdres\n\nul. Sobieskiego 11\n\n83-140 Gniew\n\nKontakt\n\nTEL.: 58 535 35 77\n\nE-MAIL: sekretariat@zspgniew.pl\n\nStatystyka odwiedzin\n\nRealizacja: Superszkolna.pl\n\nWszelkie prawa zastrzezone (c) 2019 Zespol Szkol Ponadgimnazjalnych im. Henryka Mrossa w Gniewie',
     [(PHONE, '58 535 35 77'), (EMAIL, 'sekretariat@zspgniew.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zsswmcr-konstancin.pl', 'pl_PL',
     'Nasza lokalizacja\n\nGaleria\n\nPRACOWNIA KOMPUTEROWA\n\nGAZETKA SZKOLNA - SZKOLNE ABC\n\nZ naszej galerii\n\nKontakt\n\nZespol Szkol Specjalnych w Mazowieckim Centrum Rehabilitacji\n\nul. Dluga 40/42\n\n05-510 Konstancin - Jeziorna\n\n\xa0\n\n22 754-74-48\n\n22 754-74-48\n\nzsswcr@interklasa.pl\n\nLokalizacja\n\nWiecej »\n\nDane teleadresowe\n\nNazwa:Zespol Szkol Specjalnych w Mazowieckim Centrum Rehabilitacji\n\nWojewodztwo:mazowieckie\n\nPowiat:piaseczynski\n\nGmina:Konstancin-Jeziorna\n\nAdres:ul. Dluga 40/42\n\nMiejscowosc:Konstancin - Jeziorna\n\nKod pocztowy:05-510\n\nKontakt:\n22 754-74-48\n22 754-74-48\nzsswcr@interklasa.pl\n\nDYREKTOR ZESPOLU SZKOL :Zofia Wojciechowska\n22 7547448\n22 754 74 48\nzsswcr@interklasa.pl\n\nWiadomosci\n\nAktualnosci\n\nEGZAMIN GIMNAZJALNY\n\nKONKURSY\n\nKomunikaty\n\nMAZOWIECKI INFORMATOR DLA RODZICOW I OPIEKUNOW DZIECKA Z NIEPELNOSPRAWNOSCIA\n\nOgloszenia\n\nRODO\n\nSTATUT SZKOLY\n\nNasza szkola\n\nKadra\n\nPrzedmioty\n\nPlany lekcji',
     [(PHONE, '22 754-74-48'), (EMAIL, 'zsswcr@interklasa.pl'), (PHONE, '22 7547448'), (PHONE, '22 754 74 48')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zsswmcr-konstancin.pl', 'pl_PL',
     '13 55-14 40\n\n14 45-15 30\n\n15 40-16 25\n\n16 30-17 15\n\n17 20-18 05\n\nImieniny:\nMarka i Jaroslawa\n\nKalendarz\n\nKontakt\n\nZespol Szkol Specjalnych w Mazowieckim Centrum Rehabilitacji\n\nul. Dluga 40/42\n\n05-510 Konstancin - Jeziorna\n\nTel.: 22 754-74-48\n\nFax: 22 754-74-48\n\nE-mail: zsswcr@interklasa.pl\n\nRealizacja: Superszkolna.pl',
     [(PHONE, '22 754-74-48'), (EMAIL, 'zsswcr@interklasa.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zswyszogrod.powiat-plock.pl', 'pl_PL',
     'Menu przedmiotowe\n\nAkty prawne\n\nDane teleadresowe\n\nZespol Szkol im. Jana Sniadeckiego w Wyszogrodzie\n\nLokalizacja\n\nwoj. mazowieckie\n\npow. plocki\n\ngm. Wyszogrod\n\nAdres\n\nul. Niepodleglosci 11a\n\n09-450 Wyszogrod\n\nTelefon\n\n24 231-11-00\n\nFaks\n\n24 231-11-00\n\nE-mail\n\nlowyszogrod@wp.pl\n\nhttp://zs-wyszogrod.pl\n\nPatron\n\nJan Sniadecki\n\nMenu podmiotowe\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nStanowiska\n\nDyrektor\n\nJoanna Urszula Misiakowska\n\nZastepca Dyrektora\n\nAnna Filipiak\n\nZastepca Dyrektora\n\nTomasz Zagroba',
     [(PHONE, '24 231-11-00'), (EMAIL, 'lowyszogrod@wp.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zswyszogrod.powiat-plock.pl', 'pl_PL',
     '16 marca 2016 09:46 (Adam Kosinski) - Aktualizacja danych.\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja\n\nRejestr zmian\n\nStatystyki\n\nWyszukiwarka\n\nZespol Szkol im. Jana Sniadeckiego w Wyszogrodzie\n\nCertyfikaty\n\nAdres\n\nul. Niepodleglosci 11a\n\n09-450 Wyszogrod\n\nKontakt\n\nTEL.: 24 231-11-00\n\nE-MAIL: lowyszogrod@wp.pl\n\nStatystyka odwiedzin\n\nRealizacja: Superszkolna.pl\n\nWszelkie prawa zastrzezone (c) 2019 Zespol Szkol im. Jana Sniadeckiego w Wyszogrodzie',
     [(PHONE, '24 231-11-00'), (EMAIL, 'lowyszogrod@wp.pl')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '         Veilchenstra&szlig;e 19\n         <br>\n         4072 Alkhoven\n         <br>\n         Internet: <a href="https://www.badminton-alkoven.at/">www.badminton-alkhoven.at</a>\n         <br>\n         E-mail: <a href="mailto:f.freimueller@eduhi.at">f.freimueller@eduhi.at</a>\n         <br>\n         Mobil: 0664 5340799\n    </div>\n\n    <br>\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#altmuenster" name="altmuenster">Sportunion Altm&uuml;nster</a>\n        </h4>\n        <br>\n        Kennzahl: 344\n        <br>\n        Dachverband: Sportunion\n        <br>\n        <br>\n        <b>Peter Kickinger</b>\n        <br>\n\n        Eben 72\n        <br>\n        4813 Altm&uuml;nster\n        <br>\n        E-mail: <a href="mailto:peter.kickinger@aon.at">peter.kickinger@aon.at</a>\n        <br>\n        Mobil: 0660 6760427\n\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#andorf" name="andorf">&Ouml;TB - Allgemeiner Turnverein Andorf</a>',
     [(EMAIL, 'f.freimueller@eduhi.at'), (PHONE, '0664 5340799'), (EMAIL, 'peter.kickinger@aon.at'), (PHONE, '0660 6760427')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '        Dachverband: Sportunion\n        <br>\n        <br>\n        <b>Klaus Baumann</b>\n        <br>\n        Attergauerstra&szlig;e 99\n        <br>\n        4880 St. Georgen/A.\n        <br>\n        E-mail: <a href="mailto:klaus.baumann1968@gmail.com">klaus.baumann1968@gmail.com</a>\n        <br>\n        Mobil: 0676 5009399\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#braunau" name="braunau">Union VKB Braunau</a>\n        </h4>\n        <br>\n        Kennzahl: 310\n        <br>\n        Dachverband: Sportunion\n        <br>\n        <br>\n        <b>Stephan Kundl</b>\n        <br>\n        Mitterweg 11\n        <br>\n        5282 Ranshofen\n        <br>\n        E-mail: <a href="mailto:badminton.braunau@googlemail.com">badminton.braunau@googlemail.com</a>\n        <br>\n        Mobil: 0650 4977137\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#kematen" name="kematen">SV Kemanten am Innbach</a>',
     [(EMAIL, 'klaus.baumann1968@gmail.com'), (PHONE, '0676 5009399'), (EMAIL, 'badminton.braunau@googlemail.com'), (PHONE, '0650 4977137')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '        <b>Andreas Rabel</b>\n        <br>\n        Teichweg 13\n        <br>\n        4501 Neuhofen\n        <br>\n        Internet: <a href="http://ubc-neuhofen.at/">www.ubc-neuhofen.at</a>\n        <br>\n        E-mail: <a href="mailto: rabel.badminton@aon.at">rabel.badminton@aon.at</a>\n        <br>\n        Mobil: 0664 1147807\n        <br>\n        Telefon Firma: 0732 7613940\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#ohlsdorf" name="ohlsdorf">&Ouml;sterreichische Turn- und Sportunion Ohlsdorf</a>\n        </h4>\n        <br>\n        Kennzahl: 314',
     [(EMAIL, 'rabel.badminton@aon.at'), (PHONE, '0664 1147807'), (PHONE, '0732 7613940')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '        <br>\n        Ehrendorfer Wald 2\n        <br>\n        4694 Ohlsdorf\n        <br>\n        Internt: <a href="http://www.sportunion-ohlsdorf.at/">www.sportunion-ohlsdorf.at</a>\n        <br>\n        E-mail: <a href="mailto: retschis@utanat.at">retschis@utanat.at</a>\n        <br>\n        Mobil: 0669 12657691\n        <br>\n        Telefon Privat: 07612 47732\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n         <h4 style="margin-top: 0px;">\n            <a href="#pasching" name="pasching">ASk&Ouml; Badmintonverein Pasching</a>\n        </h4>\n        <br>\n        Kennzahl: 305\n        <br>',
     [(EMAIL, 'retschis@utanat.at'), (PHONE, '0669 12657691'), (PHONE, '07612 47732')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '        Karl-K&ouml;ttl-Stra&szlig;e 19\n        <br>\n        4650 Lambach\n        <br>\n        Internet: <a href="http://www.union4651.at.tf/">www.union4651.at.tf (stimmt nichtt!!!)</a>\n        <br>\n        E-mail: <a href="mailto: badm.4651@gmx.at">badm.4651@gmx.at</a>\n        <br>\n        Mobil: 0676 4546039\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#steinbach" name="steinbach">ATSV Steinbach/Gr&uuml;nburg</a>\n        </h4>\n        <br>\n        Kennzahl: 331\n        <br>\n        Dachverband: ASK&Ouml;\n        <br>\n        <br>\n        <b>Reinhard Ebner</b>\n        <br>\n        Kirchenstra&szlig;e 2\n        <br>\n        4593 Obergr&uuml;nburg\n        <br>\n        E-mail: <a href="mailto: reinhard.ebner@webspeed.at">reinhard.ebner@webspeed.at</a>\n        <br>\n        Mobil: 06502309650\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n         <h4 style="margin-top: 0px;">\n            <a href="#steyr" name="steyr">ASTV Steyr</a>\n        </h4>',
     [(EMAIL, 'badm.4651@gmx.at'), (PHONE, '0676 4546039'), (EMAIL, 'reinhard.ebner@webspeed.at'), (PHONE, '06502309650')]),
    ('TobiHatti/DA-WebSite-BadmintonOOE@16c2ce678e6e2dfe71f7f6812017c4d62f71f015:vereine.php', 'de_AT',
     '        Theodor-K&ouml;rnerstra&szlig;e 5/4\n        <br>\n        4050 Traun\n        <br>\n        Internet: <a href="http://www.badminton-traun.at/">www.badminton-traun.at</a>\n        <br>\n        E-mail: <a href="mailto: herbet.koch@gmx.at">herbet.koch@gmx.at</a>\n        <br>\n        Mobil: 0664 2407556\n        <br>\n        Telefon Privat: 07229 63867\n    </div>\n\n    <br>\n    <br>\n\n    <div>\n        <h4 style="margin-top: 0px;">\n            <a href="#urfahr" name="urfahr">&Ouml;sterreichische Turn- und Sportunion Urfahr</a>\n        </h4>\n        <br>\n        Kennzahl: 332',
     [(EMAIL, 'herbet.koch@gmx.at'), (PHONE, '0664 2407556'), (PHONE, '07229 63867')]),
    ('msoharab/madmec@e3bbbc268faf04071fa7376c0cad121dc405aa8f:web_bhavaniindia.com/html/contact_us.php', 'en_IN',
     '\t\t\t\t\t\t\t<strong>Old Office Address :</strong><p>#43, 1th floor, 3rd Main Road<br>\n\t\t\t\t\t\t\tNew Thara Gupet</p><br>\n\t\t\t\t\t\t\t</span>\n\t\t\t\t\t\t\t<br />\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="col-lg-3">\n                            Call to us :<span>(080) 26700731</span><br>\n                            <span style="margin-left: 5em;">(080) 26700461</span><br>\n                            <span style="margin-left: 5em;">(080) 26701913</span><br>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="col-lg-3">\n                            <i class="fa fa-home" aria-hidden="true"></i>\n                            <strong>New Office Address :</strong><p># 92 1st R BLOCK 20th \'B\'<br>MAIN ROAD RAJAJINAGAR<br>(NEAR MAHALAXMI METRO STATION)<br> Bangalore 560010</p><br />',
     [(PHONE, '(080) 26700731'), (PHONE, '(080) 26700461'), (PHONE, '(080) 26701913')]),
    ('msoharab/madmec@e3bbbc268faf04071fa7376c0cad121dc405aa8f:web_bhavaniindia.com/html/contact_us.php', 'en_IN',
     '                            <strong>New Office Address :</strong><p># 92 1st R BLOCK 20th \'B\'<br>MAIN ROAD RAJAJINAGAR<br>(NEAR MAHALAXMI METRO STATION)<br> Bangalore 560010</p><br />\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="col-lg-3">\n                            <i class="fa fa-envelope" aria-hidden="true"></i>\n                            Email :<span><a href="mailto:bhavanivittal1997@gmail.com">bhavanivittal1997@gmail.com</a></span><br>\n                            <span><a href="mailto:bhavanienterprise.info@gmail.com">bhavanienterprise.info@gmail.com</a></span><br>\n                            <i class="fa fa-fax" aria-hidden="true"></i>\n                            Fax : <span> 26706020</span> <br>\n                            <i class="fa fa-mobile" aria-hidden="true"></i>\n                            Mobile No :<span> 9448084732</span><br>\n                            <i class="fa fa-phone" aria-hidden="true"></i>\n                            Call to us :<span>(080) 28063600</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n                </div>\n            </div>',
     [(EMAIL, 'bhavanivittal1997@gmail.com'), (EMAIL, 'bhavanienterprise.info@gmail.com'), (PHONE, '9448084732'), (PHONE, '(080) 28063600'), (PHONE, '26706020')]),
    ('msoharab/madmec@e3bbbc268faf04071fa7376c0cad121dc405aa8f:web_bhavaniindia.com/html/contact_us.php', 'en_IN',
     '                            <i class="fa fa-mobile" aria-hidden="true"></i>\n                            Mobile No :<span> 9448084732</span><br>\n                            <i class="fa fa-phone" aria-hidden="true"></i>\n                            Call to us :<span>(080) 28063600</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n                </div>\n            </div>\n            <div class="clearfix"></div>\n        </div>\n    </div>\n\t</div>\n</div>\n<!-- //banner -->\n<!-- map -->\n<div class="map">\n    <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3889.1501590952334!2d77.58639871433351!3d12.898064419978573!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x3bae153e3a2818d3%3A0x90da24ba7189f291!2sMadMec!5e0!3m2!1sen!2sin!4v1473919924674" width="600" height="450" frameborder="0" style="border:0" allowfullscreen></iframe>',
     [(PHONE, '9448084732'), (PHONE, '(080) 28063600')]),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:locations/w38b.yml', 'en_US',
     '    # With dlink_covr-x1860-a1 mesh_only does not work. Channel 13 has \'no IR\' set\n    # this means no initial radiation. The mesh only starts with an additional AP\n    wireless_profile: w38b\n    mac_override: { eth0: 0c:0e:76:cf:2e:3a }\n\nsnmp_devices:\n  - hostname: w38b-sama\n    address: 10.31.212.3\n    snmp_profile: af60\n  - hostname: w38b-rhnk\n    address: 10.31.212.4\n    snmp_profile: af60\n  - hostname: w38b-switch\n    address: 10.31.212.194\n    snmp_profile: zyxel\n\n# IPs\nipv6_prefix: "2001:bf7:830:bc00::/56"\n\n# got following prefixes:\n# Router: 10.31.212.0/24\n# --MGMT: 10.31.212.0/27\n# --MESH: 10.31.212.32/27\n# --UPLK: 10.31.212.64/27\n# --DHCP: 10.31.212.96/28   (HOST)\n# --DHCP: 10.31.212.112/28  (PRIVATE-2)\n# --DHCP: 10.31.212.128/26  (FF)\n# --DHCP: 10.31.212.192/26  (PRIVATE-1)\n\n# Disable noping\ndhcp_no_ping: false\n\nnetworks:\n  # MESH - Sama\n  - vid: 10\n    role: mesh\n    name: mesh_sama\n    prefix: 10.31.212.33/32\n    ipv6_subprefix: -10\n    ptp: true\n    # prefer routing via RHNK over SAMA',
     [(IP, '10.31.212.3'), (IP, '10.31.212.4'), (IP, '10.31.212.194'), (IP, '2001:bf7:830:bc00::'), (IP, '10.31.212.0'), (IP, '10.31.212.32'), (IP, '10.31.212.64'), (IP, '10.31.212.96'), (IP, '10.31.212.112'), (IP, '10.31.212.128'), (IP, '10.31.212.192'), (IP, '10.31.212.33')]),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:locations/w38b.yml', 'en_US',
     '        mesh_id: Mesh-Freifunk-Berlin\n        radio: [11a_standard, 11g_standard, 11a_mesh]\n        mcast_rate: 12000\n        mesh_fwding: 0\n        mesh_nolearn: 1\n        ifname_hint: mesh\n\n# DNS-Servers\ndns_servers:\n  # quad9\n  - 9.9.9.9\n  - 149.112.112.112\n  - 2620:fe::fe\n  - 2620:fe::9\n  # cloudflare\n  - 1.1.1.1\n  - 1.0.0.1\n  - 2606:4700:4700::1111\n  - 2606:4700:4700::1001\n\n# SSH Keys\nssh_keys:\n  - comment: Noki\n    key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPjIgJKflHEYOIdskwalr83PflhPmFkrAebP2bUkOE11 Noki',
     [(IP, '9.9.9.9'), (IP, '149.112.112.112'), (IP, '2620:fe::fe'), (IP, '2620:fe::9'), (IP, '1.1.1.1'), (IP, '1.0.0.1'), (IP, '2606:4700:4700::1111'), (IP, '2606:4700:4700::1001')]),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:locations/vaterhaus.yml', 'en_US',
     '---\n\nlocation: vaterhaus\nlocation_nice: Kirche Zum Vaterhaus, Baumschulenstraße 82-83, 12437 Berlin\nlatitude: 52.4649\nlongitude: 13.4852\naltitude: 72\ncontact_nickname: "xayax"\ncontacts:\n  - "ff@xayax.de"\n\nhosts:\n  - hostname: vaterhaus-core\n    role: corerouter\n    model: "mikrotik_routerboard-750gr3"\n    # USBIP packages to manage Meshtastic node (HELTEC V1) connected via USB\n    host__packages__to_merge:\n      - "kmod-usb-ohci usbip-server usbip-client"\n\n  - hostname: vaterhaus-n-nf-2ghz\n    role: ap\n    model: "ubnt_nanostation-m2_xm"\n    poe_on: []\n\nsnmp_devices:\n  - hostname: vaterhaus-cube-xa\n    address: 10.230.192.201\n    snmp_profile: mikrotik_60g\n\n  - hostname: vaterhaus-zwingli\n    address: 10.230.192.202\n    snmp_profile: af60\n\n  - hostname: vaterhaus-w\n    address: 10.230.192.203\n    snmp_profile: airos_8\n\n  - hostname: vaterhaus-nw\n    address: 10.230.192.204\n    snmp_profile: airos_8\n\n  - hostname: vaterhaus-o\n    address: 10.230.192.205',
     [(EMAIL, 'ff@xayax.de'), (IP, '10.230.192.201'), (IP, '10.230.192.202'), (IP, '10.230.192.203'), (IP, '10.230.192.204'), (IP, '10.230.192.205')]),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:locations/vaterhaus.yml', 'en_US',
     '    #   snmp_profile: airos_6\n\nairos_dfs_reset:\n  - name: "vaterhaus-w"\n    target: "10.230.192.203"\n    username: "ubnt"\n    password: "file:/root/pwd.txt"\n    daytime_limit: "2-7"\n\n  - name: "vaterhaus-nw"\n    target: "10.230.192.204"\n    username: "ubnt"\n    password: "file:/root/pwd.txt"\n    daytime_limit: "2-7"\n\n  - name: "vaterhaus-o"\n    target: "10.230.192.205"\n    username: "ubnt"\n    password: "file:/root/pwd.txt"\n    daytime_limit: "2-7"\n\n  - name: "vaterhaus-adlershof"\n    target: "10.230.192.206"\n    username: "ubnt"\n    password: "file:/root/pwd.txt"\n    daytime_limit: "2-7"\n\n  - name: "vaterhaus-s"\n    target: "10.230.192.207"\n    username: "ubnt"\n    password: "file:/root/pwd.txt"\n    daytime_limit: "2-7"\n\nipv6_prefix: "2001:bf7:830:a500::/56"\n\n# Vaterhaus got following prefixes:\n# Router: 10.230.192.192/26\n# --MGMT: 10.230.192.192/27\n# --MESH: 10.230.192.224/27 {as /32}\n# --DHCP: 10.31.155.0/26\n#\n# The Edgeswitch 10.230.192.194 has a ping-watchdog on the core router on Port 1 - POE Ping Watchdog 10 min 8.8.8.8',
     [(IP, '10.230.192.203'), (IP, '10.230.192.204'), (IP, '10.230.192.205'), (IP, '10.230.192.206'), (IP, '10.230.192.207'), (IP, '2001:bf7:830:a500::'), (IP, '10.230.192.192'), (IP, '10.230.192.224'), (IP, '10.31.155.0'), (IP, '10.230.192.194'), (IP, '8.8.8.8')]),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:locations/mela.yml', 'en_US',
     '    model: "tplink_cpe210-v1"\n  - hostname: mela-w2\n    role: ap\n    model: "tplink_cpe210-v1"\n  - hostname: mela-kanzel\n    role: ap\n    model: "tplink_cpe210-v1"\n\nsnmp_devices:\n  - hostname: mela-switch-hinten\n    address: 10.36.70.2\n    snmp_profile: edgeswitch\n  - hostname: mela-switch-vorne\n    address: 10.36.70.3\n    snmp_profile: edgeswitch\n  - hostname: mela-nw-5ghz\n    address: 10.36.70.4\n    snmp_profile: airos_6\n  - hostname: mela-ono-5ghz\n    address: 10.36.70.5\n    snmp_profile: airos_6\n  - hostname: mela-teufelsberg\n    address: 10.36.70.6\n    snmp_profile: airos_8\n\nipv6_prefix: "2001:bf7:790:f00::/56"\n\n# got following prefixes:\n# Router:  10.36.70.0/24 (MGMT / MESH)\n#          10.36.92.0/24 (DHCP)\n#          2001:bf7:790:f00::/56\n# --MGMT:  10.36.70.0/27\n# --MESH:  10.36.70.32/27\n# --DHCP:  10.36.92.0/24\n\nnetworks:\n  # PTMP / PTP Mesh\n  - vid: 10\n    role: mesh\n    name: mesh_teufel\n    prefix: 10.36.70.33/32\n    ipv6_subprefix: -10\n\n  - vid: 11\n    role: mesh\n    name: mesh_nw',
     [(IP, '10.36.70.2'), (IP, '10.36.70.3'), (IP, '10.36.70.4'), (IP, '10.36.70.5'), (IP, '10.36.70.6'), (IP, '2001:bf7:790:f00::'), (IP, '10.36.70.0'), (IP, '10.36.92.0'), (IP, '10.36.70.32'), (IP, '10.36.70.33')]),
    ('FreifunkHochstift/ffho-salt-public@9e24afcf09930e21f38cc08b92430db67ab48fbf:bird/bogon_unreach.conf', 'en_US',
     "# Add unreachable routes for any prefix we don't want to route to\n# the internet.\nprotocol static bogon_unreach {\n{%- if proto == 'v4' %}\n\t# RFC1918, RFC 6598, APIPA, TEST nets, and stuff\n\troute 0.0.0.0/8\t\tunreachable;\t# Host-Subnet\n\troute 10.0.0.0/8\tunreachable;\t# RFC 1918\n\troute 100.64.0.0/10\tunreachable;\t# RFC 6598\n\troute 169.254.0.0/16\tunreachable;\t# APIPA\n\troute 172.16.0.0/12\tunreachable;\t# RFC 1918\n\troute 192.0.0.0/24\tunreachable;\t# IANA RESERVED\n\troute 192.0.2.0/24\tunreachable;\t# TEST-NET-1\n\troute 192.168.0.0/16\tunreachable;\t# RFC 1918\n\troute 198.18.0.0/15\tunreachable;\t# BENCHMARK\n\troute 198.51.100.0/24\tunreachable;\t# TEST-NET-2\n\troute 203.0.113.0/24\tunreachable;\t# TEST-NET-3\n\troute 224.0.0.0/3\tunreachable;\t# MCast + Class E\n{%- else %}\n\troute ::/96         unreachable; # RFC 4291\n\troute 2001:db8::/32 unreachable; # Documentation\n\troute fec0::/10     unreachable; # Site Local\n\troute fc00::/7      unreachable; # ULA",
     [(IP, '0.0.0.0'), (IP, '10.0.0.0'), (IP, '100.64.0.0'), (IP, '169.254.0.0'), (IP, '172.16.0.0'), (IP, '192.0.0.0'), (IP, '192.0.2.0'), (IP, '192.168.0.0'), (IP, '198.18.0.0'), (IP, '198.51.100.0'), (IP, '203.0.113.0'), (IP, '224.0.0.0'), (IP, '2001:db8::'), (IP, 'fec0::'), (IP, 'fc00::')]),
    ('FreifunkHochstift/ffho-salt-public@9e24afcf09930e21f38cc08b92430db67ab48fbf:Documentation/example-pillar/nodes/gw03.sls', 'en_US',
     '.in.ffho.net:\n  id: 11\n\n  sysLocation: BER\n\n  roles:\n    - router\n    - batman\n    - batman_gw\n    - batman_ext\n    - fastd\n\n  sites:\n    - legacy\n    - pad-cty\n    - hx-nord\n\n  ifaces:\n    lo:\n      prefixes:\n        - 10.132.255.11/32\n        - 2a03:2260:2342:ffff::11/128\n\n    eth0:\n      desc: SysEleven\n      mac: 52:54:1f:03:01:63\n      #\n      prefixes:\n        - 185.46.137.163/25\n        - 2a00:13c8:1000:2::163/64\n      gateway:\n        - 185.46.137.129\n        - 2a00:13c8:1000:2::1\n      vrf: vrf_external\n\n    vlan1015:\n      desc: L2-BER\n      mac: 52:54:1f:03:10:15\n      prefixes:\n        - <POP L2-Subnet prefix v4>/28\n        - <POP L2-Subnet prefix v6>/64\n\n    he-ipv6:\n      method: tunnel\n      desc: HE IPv6 Transit',
     [(IP, '10.132.255.11'), (IP, '2a03:2260:2342:ffff::11'), (IP, '185.46.137.163'), (IP, '2a00:13c8:1000:2::163'), (IP, '185.46.137.129'), (IP, '2a00:13c8:1000:2::1')]),
    ('FreifunkHochstift/ffho-salt-public@9e24afcf09930e21f38cc08b92430db67ab48fbf:Documentation/example-pillar/nodes/gw03.sls', 'en_US',
     '      mac: 52:54:1f:03:10:15\n      prefixes:\n        - <POP L2-Subnet prefix v4>/28\n        - <POP L2-Subnet prefix v6>/64\n\n    he-ipv6:\n      method: tunnel\n      desc: HE IPv6 Transit\n      mode: sit\n      ttl: 255\n      local: 185.46.137.163\n      endpoint: <HE endpoint>\n      tunnel-physdev: vrf_external\n      prefixes:\n        - <v6 transfer network>/64\n\n    br-legacy:\n      desc: "Site Legacy"\n      bridge-ports: bat-legacy\n      prefixes:\n        - 2001:470:6d:860:8::3/64\n\n    br-pad-cty:\n      desc: "Site Paderborn City"\n      bridge-ports: bat-pad-cty\n      prefixes:\n        - 10.132.32.3/20\n        - 2a03:2260:2342:100::3/64\n\n    br-hx-nord:\n      desc: "Site Hoexter Nord"\n      bridge-ports: bat-hx-nord\n      prefixes:\n        - 10.132.96.3/21\n        - 2a03:2260:2342:800::3/64\n\n\n  fastd:\n    nodes_pubkey: <public key here>\n    intergw_pubkey: <public key here>\n\n{% if grains[\'id\'] == \'gw03.in.ffho.net\' %}\n    nodes_privkey: <private key here>\n    intergw_privkey: <private key here>',
     [(IP, '185.46.137.163'), (IP, '2001:470:6d:860:8::3'), (IP, '10.132.32.3'), (IP, '2a03:2260:2342:100::3'), (IP, '10.132.96.3'), (IP, '2a03:2260:2342:800::3')]),
    ('FreifunkHochstift/ffho-salt-public@9e24afcf09930e21f38cc08b92430db67ab48fbf:icinga2/services/ntp.conf', 'en_US',
     '#\n# ntp.srv.in.ffho.net\n#\n\n# Anycast NTP server\nobject Host "ntp.srv.in.ffho.net" {\n\timport "generic-dummy-host"\n\n\tdisplay_name = "ntp.srv.in.ffho.net"\n\n\taddress = "10.132.251.123"\n\taddress6 = "2a03:2260:2342:f251::123"\n\n\tvars.services = [\n\t\t"ntp",\n\t]\n}\t\t\t\t\t\t\t\t\t\n\nobject Host "ntp01.srv.in.ffho.net" {\n\timport "generic-dummy-host"\n\n\tdisplay_name = "ntp01.srv.in.ffho.net"\n\n\taddress = "10.132.251.124"\n\taddress6 = "2a03:2260:2342:f251::124"\n\n\tvars.services = [\n\t\t"ntp",\n\t]\n}\n\nobject Host "ntp02.srv.in.ffho.net" {\n\timport "generic-dummy-host"\n\n\tdisplay_name = "ntp02.srv.in.ffho.net"\n\n\taddress = "10.132.251.125"\n\taddress6 = "2a03:2260:2342:f251::125"\n\n\tvars.services = [\n\t\t"ntp",\n\t]\n}\n\n\n# Check NTP servers\napply Service "ntp4" {\n\timport "generic-service"\n\n\tcheck_command = "ntp_time"\n\tvars.ntp_ipv4 = true\n\n\tassign where host.address && "ntp" in host.vars.services\n}\n\napply Service "ntp6" {',
     [(IP, '10.132.251.123'), (IP, '2a03:2260:2342:f251::123'), (IP, '10.132.251.124'), (IP, '2a03:2260:2342:f251::124'), (IP, '10.132.251.125'), (IP, '2a03:2260:2342:f251::125')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/adeffective.pl', 'pl_PL',
     'w kampaniach Facebook Ads\n\nSkontaktuj sie z nami\n\nWyrazam zgode na przetwarzanie danych osobowych zgodnie\nz Regulaminem\n\nWpisz SLOWNIE wynik rownania\n0 + zero =\n\nWyslij\n\nnapisz lub zadzwon\nprzygotujemy oferte dla Ciebie\n\n22 100 42 44\n\nAgencja interaktywna adeffective\njest czescia\n\nPronet Group Sp. z o.o.\nul. Rydygiera 8 bud 3A\n01-793 Warszawa\nNIP: 525-252-23-38\n\nZnajdz dojazd do biura\n\nTa strona uzywa Cookies. Dowiedz sie wiecej o celu ich uzywania - przeczytaj nasza Polityke Cookies. Korzystajac ze strony wyrazasz zgode na uzywanie Cookies, zgodnie z aktualnymi ustawieniami przegladarki.',
     [(PHONE, '22 100 42 44')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/bean.com.pl', 'pl_PL',
     'BEAN sklady budowlane - Strona Glowna\n\nStrona Glowna\n\nKontakt\n\nO nas\n\nNasze oddzialy\n\nWolowice 373\ntel. 12 280 23 54, kom. 531 544 312\n\nKryspinow, nad rzeka Sanka\ntel. 12 280 69 80,        kom. 698 611 099\n\nBabice,  ul. Kard.Wyszynskiego  31\ntel. 32 613 49 60,  kom.   533 301 102         fax. 32 620 11 11\n\nOferta\n\nStrona Glowna\n\nNasza oferta na Allegro\n\nKalkulatory budowlane\n\nOgrod wystawowy kostki brukowej - 600m2\n\nSalon okien i drzwi - 200m2\n\nMaterialy sypkie\n\nDrewno\n\nMaterialy scienne\n\nSystemy kominowe\n\nStal\n\nPokrycia dachowe',
     [(PHONE, '12 280 23 54'), (PHONE, '531 544 312'), (PHONE, '12 280 69 80'), (PHONE, '698 611 099'), (PHONE, '32 613 49 60'), (PHONE, '533 301 102'), (PHONE, '32 620 11 11')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/ckfis-belzyce.pl', 'pl_PL',
     'ej...\n\nwiecej\n\n- Poprzednie\n\n\xa01\xa0\n\n\xa02\xa0\n\n\xa03\xa0\n\n\xa04\xa0\n\n\xa05\xa0\n\nNastepna >\nOstatnia >>\n\nCentrum Kultury Fizycznej i Sportu\nw Belzycach\n(c) Wszelkie prawa zastrzezone\n\nPlywalnia | Hala Sportowa\nul. Ks. Bp. T. Wilczynskiego 62\ntel. 81 517-20-33\n\nStadion Miejski\nul. Zamkowa 47\ntel./fax 81 517-23-50\n\nRealizacja: E-Studio Software',
     [(PHONE, '81 517-20-33'), (PHONE, '81 517-23-50')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/convention.wroclaw.pl', 'pl_PL',
     '[translation|wroclaw_w_liczbach]\n\n0\n\n[translation|banner_1]\n\n0\n\n[translation|banner_2]\n\n0\n\n[translation|banner_3]\n\n0\n\n[translation|banner_4]\n\n0\n\n[translation|banner_5]\n\nul. Wystawowa 1 (budynek IASE p.219), 51-618 Wroclaw, Poland Tel.: +48 71 347 51 87, E-mail: info@convention.wroclaw.pl   NIP: 898-20-08-615   REGON: 932846474\n\n[translation|main_page]\n\n[translation|dofinansowanie]',
     [(PHONE, '+48 71 347 51 87'), (EMAIL, 'info@convention.wroclaw.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/czwartorzed.geo.uni.lodz.pl', 'pl_PL',
     'mgr Paulina Dominczak\n\nmgr Piotr Majecki\n\nmgr Agnieszka Mroczkowska\n\nmgr Wiktor Piech\n\nmgr Bartosz Stepien\n\nmgr Agnieszka Mroczkowska\n\nKatedra Geomorfologii i Paleogeografii\n\n90-139 Lodz, ul. Narutowicza 88\n\npokoj 315\n\nTelefon: (+48) 42 665 59 61\n\nPoczta: agnieszka.mroczkowska@uni.lodz.eu\n\nZainteresowania badawcze\n\nPaleoekologia Chironomidae\n\nPaleoekologia ladocera\n\nPaleoklimatologia\n\nPaleolimnologia\n\nPrzebieg pracy zawodowej\n\ndoktorant (od 2016)\n\nmagister ochrony srodowiska, Wydzial Biologii i Ochrony Srodowiska Uniwersytetu Lodzkiego  Specjalizacja ekologia i ochrona wod (2016)',
     [(PHONE, '(+48) 42 665 59 61'), (EMAIL, 'agnieszka.mroczkowska@uni.lodz.eu')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/e-rosa.pl', 'pl_PL',
     'Oszczedzasz:\xa036%\n\nWazne linki\n\nBlog ogrodniczy\n\nMapa dojazdu\n\nZielony Zakatek\n\nLogowanie\n\ne-mail\n\nHaslo\n\nPrzypomnij mi haslo\n\nREJESTRACJA NOWEGO KONTA\n\nKontakt z nami\n\nP.H. ROSA s.c.\n\nul. Wyszynskiego 28\n\n21-400 Lukow\n\nTel./Fax: 25 798 42 79\n\ne-mail: sklep@e-rosa.pl\n\nWyslij email\n\nKoszyk\xa0\xa0[wiecej]\n\n...jest pusty\n\nPlatnosci\n\nDariusz Komorowski\nul. Siedlecka 3/48\n21-400 Lukow\nPKO Inteligo\n17 1020 1260 0000 0102 0056 4096\n\nBestsellery\n\nWpinka zlaczka zawor + docisk...\n\nTrojnik 3x Tasma do tasmy...',
     [(PHONE, '25 798 42 79'), (EMAIL, 'sklep@e-rosa.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/eurocast-ind.pl', 'pl_PL',
     'Strzelarki do rdzeni\n\nAutomatyczne szlifierki do odlewow\n\nSrutownice\n\nMaszyny do masy bentonitowej\n\nUSLUGI\n\nNASI KLIENCI\n\nAKTUALNOSCI\n\nAktualnosci\n\nGRANTY UE\n\nKONTAKT\n\n404 Page Not Found\n\nTomasz Pasternak\n\nKierownik Dzialu Maszyn\n\ntpasternak@eurocast-ind.com\n\ntel. +48 693 618 151\n\n\xa0\n\nTomasz Czapla\n\nSpecjalista ds. Sprzedazy Maszyn\n\ntczapla@eurocast-ind.com\n\ntel. +48 509 738 088\n\n\xa0\n\nEUROCAST INDUSTRIES\n\n30-227 Kraków\n\nul. Grabowa 19\n\ntel. +48 12 625 25 40\n\nNIP: 6772384280\n\nPolityka prywatnosci i ochrona danych osobowych',
     [(EMAIL, 'tpasternak@eurocast-ind.com'), (PHONE, '+48 693 618 151'), (EMAIL, 'tczapla@eurocast-ind.com'), (PHONE, '+48 509 738 088'), (PHONE, '+48 12 625 25 40')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/europack-opakowania.pl', 'pl_PL',
     'Tuby i tunele\n\nTuby\n\nTunele\n\nDisplaye\n\nWieczka z foli\n\nPudelka klejone\n\nPudelka ozdobne\n\nTloczenie reklamowe, woblery\n\nArkuszowanie\n\nEuro-Pack s.c. Zaklad Opakowan\n\nul. Wladyslawa Lokietka 352\n\n31-334 Kraków\n\nTel / Fax: +48 12 635 13 52\n\nTel kom: +48 604 701 287\n\nE-mail: euro-pack@wp.pl\n\nStrona glówna\n\nEuro-Pack S.C. producent opakowan z folii sztywnej oferuje klientom: opakowania termoformowalne, opakowania z folii sztywnej, opakowania sztancowane, opakowania wykrawane oraz wiele innych produktów z folii twardej',
     [(PHONE, '+48 12 635 13 52'), (PHONE, '+48 604 701 287'), (EMAIL, 'euro-pack@wp.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/glaz.com.pl', 'pl_PL',
     'Utworzona profesjonalna siec dystrybucji, wsparta wlasnym taborem transportowym, pozwala na\xa0natychmiastowa realizacje zlecen dokonywanych na\xa0terenie naszego kraju oraz\xa0panstw wchodzacych w\xa0sklad\xa0UE.\n\n\xa0\xa0KONTAKT\n\nProducent Chemii Budowlanej\nGLAZ\n\nul. Szosa Rypinska 26\n\n87-400 Golub-Dobrzyn\n\ntel. 0-56 683 65 43\n\nfax 0-56 683 64 30\n\nGrzegorz Chrusciel\n\ntel.: 504 272 974\n\ne-mail: grzegorz@glaz.com.pl\n\nOddzial SLASK\n\nul. Rzemieslnicza\n\n43-246 Strumien\n\ntel. 0-33 851 02 02\n\nfax 0-33 858 52 57\n\nRadoslaw Dabrowski\n\ntel 507 145 849\n\nImie i Nazwisko\n\nNie wprowadzono imienia i nazwiska!\n\nTelefon\n\nNie wprowadzono nr telefonu!\n\nE-mail\n\nNie wprowadzono adresu email!\n\nWprowadzony e-mail jest niepoprawny!\n\nZapytanie\n\nNie wprowadzono tresci!\n\nO FIRMIE\n\n|',
     [(PHONE, '504 272 974'), (EMAIL, 'grzegorz@glaz.com.pl'), (PHONE, '507 145 849'), (PHONE, '0-56 683 65 43'), (PHONE, '0-56 683 64 30'), (PHONE, '0-33 851 02 02'), (PHONE, '0-33 858 52 57')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/instalnova.pl', 'pl_PL',
     'INSTALNOVA Juz budujemy!\n\nJuz budujemy nowa strone!\n\nZapraszamy wkrotce.\n\ntel.: 54 230 80 85, fax: 54 233 13 98\n\nmwesolowska@instalnova.pl\n\nINSTALNOVA Grupa SBS K. Borkowski Spolka Komandytowa ul. Plocka 28B 87-800 Wloclawek NIP 888-311-62-24 Regon: 341292004\n\nCO ROBIMY?\n\nJesli planujesz budowe lub generalny remont swojego domu – skorzystaj z naszego doswiadczenia! Mamy swiadomosc, ze budowa wlasnego domu to czesto zyciowe przedsiewziecie. Duza ilosc firm handlowych, dostarczajacych materialy budowlane i instalacyjne, powoduje ze wybor wlasciwego dostawcy jest trudnym i czasochlonnym zadaniem.',
     [(PHONE, '54 230 80 85'), (PHONE, '54 233 13 98'), (EMAIL, 'mwesolowska@instalnova.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/jedenprocent.wm.pl', 'pl_PL',
     'W odpowiedniej rubryce zeznania podatkowego wpisujemy nazwe organizacji pozytku publicznego, jej numer KRS oraz wyliczona wczesniej kwote.\n\nStowarzyszenie Pomocy Spolecznej i Ochrony Zdrowia im. sw. Lukasza KRS 0000216673\n\n19-400 Olecko Kolonia\t\t\t\t 4\n\ntel. 87 520 22 08\n\nwoj. warminsko-mazurskie,\npowiat / gmina:\nolecki / Olecko\n\nE-mail\nhttp://www.stowarzyszenie.olecko.pl/\n\nprzejdz do prezentacji...\n\nDOM RODZINNY\n\n05-100 Nowy Dwor Mazowiecki\t\t,  Pprzytorowa\t\t 1\n\ntel. 22 775 22 05\n\nwoj. mazowieckie,\npowiat / gmina:\nnowodworski / Nowy Dwor Mazowiecki\n\nE-mail\nhttp://domrodzinny.pl/\n\nprzejdz do prezentacji...\n\nPrzyjazna Warszawa\n\n01-233 Warszawa\t\t, Jozefa Bema\t\t 83\n\ntel. 226220459\n\nwoj. mazowieckie,\npowiat: Warszawa (miasto)\n\nE-mail\nhttp://www.przyjazna-warszawa.pl\n\nprzejdz do prezentacji...\n\nStowarzyszenie Osobom Niepelnosprawnym,,JESTES-MY"\n\n11-200 Bartoszyce\t\t, Limanowskiego \t\t 9\n\ntel. 89 762 97 56',
     [(PHONE, '87 520 22 08'), (PHONE, '22 775 22 05'), (PHONE, '226220459'), (PHONE, '89 762 97 56')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kampinos.pl', 'pl_PL',
     '2019-02-01\n\nwiecej»\n\nAwaria linii telefonicznej w Urzedzie Gminy\n\n2019-02-01\n\nZ powodu awarii technicznej nie dzialaja telefony stacjonarne w Urzedzie Gminy. W celu skontaktowania sie z Urzedem prosimy dzwonic na numer 509 179 017.wiecej»\n\nW Kampinosie trwaja warsztaty ,,Mlodzi Odkrywcy z Kampinosu"\n\n2019-01-31\n\nwiecej»\n\nKonkurs plastyczny "Pocztowka z ferii"\n\n2019-01-31\n\nwiecej»\n\nOcena jakosci wody za rok 2018\n\n2019-01-29\n\nwiecej»\n\nPokaz talentow artystycznych podczas miedzyszkolnego konkursu Koled i Piosenek Bozonarodzeniowych',
     [(PHONE, '509 179 017')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/karet.skoczow.pl', 'pl_PL',
     'Gosciec Karet - restauracja, imprezy okolicznosciowe, catering Skoczow\n\nGOSCINIEC KARET\n\nSkoczow, ul. Ustronska 10\n\ntel. +48 33 853 34 81\n\nkaret@autograf.pl\n\npolec znajomym\n\nwpisz szukane slowo, fraze\n\nOba pola wymagane.\n\nEmail osoby polecajacej\n\nEmail odoby, ktorej chcemy polecic\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\nO nas\xa0\xa0|\xa0\xa0\n\nRestauracja\xa0\xa0|\xa0\xa0\n\nOrganizacja imprez\xa0\xa0|\xa0\xa0\n\nPokoje\xa0\xa0|\xa0\xa0\n\nRezerwacje\xa0\xa0|\xa0\xa0',
     [(PHONE, '+48 33 853 34 81'), (EMAIL, 'karet@autograf.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kartkireklamowe.lubin.edu.pl', 'pl_PL',
     'Zblizaja sie swieta lub inna uroczystosc? Pomysl juz o tym by zamowic kartki okolicznosciowe dla twojej firmy. Wykonujemy na zlecenie kartki Swiateczne, okolicznosciowe imienne z logo twojej Firmy, nazwa instytucji.\n\nIndywidualne projekty, szata graficzna dobrana do kazdej branzy. zapraszamy do kontaktu z naszym biurem obslugi klienta pod nr tel. 791-49-72-77 lub poprzez strone http://www.level5.com.pl.\n\nkartki reklamowe lubin,widokowki lubin,kartki okolicznosciowe lubin,pocztowki lubin,kartki promocyjne lubin,kartki firmow elubin,zaproszenia lubin,drukarnia lubin,druk cyfrowy lubin,wydruki w lubinie,gadzety reklamowe lubin,gadzety firmowe\n\nKontakt z nami\n\nul. Traugutta 2a\n\n59-300 Lubin\n\ntel. 76 847 68 68\n\nlub  791 49 72 77\n\nStrona Pracowni Reklamy\n\nPokaz STUDIO REKLAMY Level5. Agencja reklamowa Lubin. na wiekszej mapie\n\nRealizacja : LEVEL 5  &  SIN',
     [(PHONE, '791-49-72-77'), (PHONE, '76 847 68 68'), (PHONE, '791 49 72 77')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kk.ptkardio.pl', 'pl_PL',
     ' roku. Egzamin nie bedzie obejmowal nowych czterech zalecen opublikowanych w j. angielskim w czasie kongresu ESC w Barcelonie w koncu sierpnia 2017 roku.\n\n\xa0\n\n\xa0\n\n\xa0Koszyki pytan egzaminacyjnych\xa0\n\n\xa0\n\nKomisje egzaminacyjne\n\n+48 91 466 14 05\n\nProf. dr hab. n. med. Jaroslaw Kazmierczak\nKlinika Kardiologii Pomorskiego Uniwersytetu Medycznego\nSamodzielny Publiczny Szpital Kliniczny Nr 2 PUM w Szczecinie\nal. Powstancow Wielkopolskich 72\n70-111 Szczecin\n\nkonsultantkrajowy@ptkardio.pl\n\nWYKONANIE:',
     [(PHONE, '+48 91 466 14 05'), (EMAIL, 'konsultantkrajowy@ptkardio.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kml.szczecin.pl', 'pl_PL',
     'Obecnie firma zajmuje sie transportem i sprzedaza kruszyw.\n\nReferencje\n\ncopyright © 2016 KML Sp. z o.o.\nKML Sp. z o.o. Przedsiebiorstwo Uslugowo - Transportowe\nrealizacja: projekt-web.pl\nprzydatne.org\n\nBiuro\nul. Sloneczny Sad 17\n72-002 Doluje\ntel.: 91 311-88-16\nbiuro@kml.szczecin.pl\n\nDyspozytor\nul. Klonowica 5\n71-241 Szczecin\ntel.: 91 486-05-91\nkom.: 501-292-107\n\nO firmie\n\nOferta\n\nRealizacje\n\nKontakt\n\nPraca\n\nMapa strony\n\nFacebook',
     [(PHONE, '91 311-88-16'), (EMAIL, 'biuro@kml.szczecin.pl'), (PHONE, '91 486-05-91'), (PHONE, '501-292-107')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/konferencja.niewydolnosc-serca.pl', 'pl_PL',
     '- najlepszy plakat zostanie nagrodzony grantem wyjazdowym na Kongres Heart Failure 2020.\n\n\xa0\n\nSystem abstraktowy bedzie czynny\n\nna stronie http://ptkardio.pl\xa0\n\nod 15 lutego do 31 marca 2019 r.\n\nMIEJSCE\n\nGolden Tulip Warsaw Centre\n\n00-811 Warszawa, ul. Towarowa 2\n\ntel. 22 582 75 00\n\nSPONSORZY\n\nSponsor platynowy\n\nSponsor zloty\n\nSponsor srebrny\n\nSponsor\n\nSponsor wspierajacy\n\nPatroni medialni\n\nBIURO ORGANIZACYJNE\n\nCOWALSKI\n\nAL. WIELKOPOLSKA 29\n\n60-603 POZNAN\n\nTEL. 576 954 917\n\nE-MAIL: sympozjum@cowalski.pl\n\n> medtech.cowalski.pl <\n\n> MEDmeetsTECH <\n\n\xa0\n\nKOORDYNATOR PROJEKTU:\n\nJANUSZ KOWALSKI\n\nE-MAIL: janusz@cowalski.pl\n\nTEL. 606 83 43 68\n\nBIURO PRASOWE\n\nMAGDALENA KOWALSKA\n\nE-MAIL: magda@cowalski.pl\n\nTEL. 601 54 16 74\n\n\xa0\n\nPobierz pelna notatke prasowa.\n\nPobierz materialy graficzne (logo oraz grafika).\n\n\xa0\n\nNr certyfikatu INFARMA: 1509\n\nCertyfikat MedTech\n\nPolityka prywatnosci',
     [(PHONE, '22 582 75 00'), (PHONE, '576 954 917'), (EMAIL, 'sympozjum@cowalski.pl'), (EMAIL, 'janusz@cowalski.pl'), (PHONE, '606 83 43 68'), (EMAIL, 'magda@cowalski.pl'), (PHONE, '601 54 16 74')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/latajzglowa.pl', 'pl_PL',
     'ULC - Lataj z glowa | 10 zasad latania bezzalogowym statkiem powietrznym\n\nTel. +48 22 520 72 00; Mail:  uav@ulc.gov.pl\n\nLataj z glowa\n\n10 ZASAD\n\nBEZPIECZNEGO\n\nLATANIA\n\nBEZZALOGOWYM\n\nSTATKIEM\n\nPOWIETRZNYM\n\n\xa0\n\n\xa0\n\nlatajzglowa.pl (c)2015 Wszelkie prawa zastrzezone.',
     [(PHONE, '+48 22 520 72 00'), (EMAIL, 'uav@ulc.gov.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/lucky.com.pl', 'pl_PL',
     'Tanie linie lotnicze wyszukiwarka lotow bilety USA tanie -\n\nInfolinia*: 801 000 221 lub  +48 22 621 11 11\n\nBilety lotnicze\n\nPromocje\n\nTanie latanie\n\nUbezpieczenie z biletem\n\nKontakt\n\nRezerwuj online bilety lotnicze!\n\nAktualnosci\n\nLoty na Bora-Bora\n\nBora-Bora - 8999 zl\n\nRomantyczny Paryz\n\nParyz - 799 zl.\n\nSwiatowa stolica hazardu',
     [(PHONE, '801 000 221'), (PHONE, '+48 22 621 11 11')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/mastr.pl', 'pl_PL',
     'Mastr.pl - wynajem telebimu, obsluga imprez, pomiar czasu, Lodz\n\ntel. +48 42 235 23 17\n\ne-mail: biuro@mastr.pl\n\no firmie\n\n/\n\nobsluga imprez\n\nLEDowe tablice informacyjne\n\nObsluga informatyczna\n\nsystemy lacznosci\n\nkamery i realizacja\n\nkioski multimedialne\n\nmonitory\n\nprojektory multimedialne\n\nsciany wizyjne\n\nsystemy kontroli dostepu',
     [(PHONE, '+48 42 235 23 17'), (EMAIL, 'biuro@mastr.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/megustas.pl', 'pl_PL',
     'godziny od pon do sb 10:00-21:00 w nd 10:00-20:00\n\nzamawiaj przez pyszne.pl\n\nPowiadom mnie\nInformacje\n\nJesli chcesz otrzymac powiadomienie w dniu uruchomienia naszej nowej strony,  zostaw nam swojego maila.\n\nPowiadom mnie\n\nAdres\n\nSpoldzielczosci Pracy 36b\n\nTelefon\n\n81 444 88 99\n\nEmail\n\nmegustas.lublin@gmail.com\n\nMasz pytania? Napisz do nas! Postaramy sie odpowiedziec najszybciej jak to mozliwe.\n\nWyslij wiadomosc',
     [(PHONE, '81 444 88 99'), (EMAIL, 'megustas.lublin@gmail.com')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/mojewpisy.pl', 'pl_PL',
     'Warto rozmawiac na kazdy temat\n\nPod adresem mojewpisy.pl nie ma jeszcze zalozonej strony internetowej.\n\nJezeli uwazasz, ze powinna byc lub jestes zainteresowany zakupem domeny mojewpisy.pl,\nskontaktuj sie z administratorem serwisu pod nr tel. + 48 22 122 13 00 lub mailowo admin (at) techmedia.pl\n\nmojewpisy.pl domain does not have yet website.\n\nIf you think it should be or you are interested to buy mojewpisy.pl domain,\nplease do not hesitate to contact us by phone + 48 22 122 13 00 or by email admin (at) techmedia.pl',
     [(PHONE, '+ 48 22 122 13 00')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/nsz.beskidy.pl', 'pl_PL',
     'Partyzanckie Narodowych Sil Zbrojnych „Bartka” 1945-1947”. Od 30 sierpnia do 25 wrzesnia 2015 roku zapraszamy do Miejskiego Osrodka Kultury, Promocji i Informacji im. Jana Wiezika (43-370 Szczyrk, ul. Mysliwska 34, tel. 33 81-78-636, e-mail:mokpi@szczyrk.pl). W dni robocze w godzinach pracy Osrodka 8-16, w soboty nieczynne, zas w niedziele ( z wyjatkiem 6 wrzesnia) w godz. 11-14.\n\nW niedziele pelnic beda dyzury czlonkowie Zwiazku Zolnierzy Narodowych Sil Zbrojnych. Serdecznie zapraszamy.\xa0',
     [(PHONE, '33 81-78-636'), (EMAIL, 'mokpi@szczyrk.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/optyk.pl', 'pl_PL',
     'okularowe lupy techniczne szkla korekcyjne Essilor JZO Hoya Transitions Eschenbach Schweizer Multiles Coil\n\nSzukaj:\xa0\n\nAktualnosci\n\nPozostale aktualnosci\n\nnasi partnerzy\n\nPracownie Optyczne Lublin\n\nul. F.Chopina 15\n\ntel. 81 448 07 63\n\nul. Marii Curie-Sklodowskiej 28\n\ntel. 81 534 94 51\n\nal. Wladyslawa Andersa 9\n(Centrum Handlowe Carrefour)\n\ntel. 81 747 15 12\n\nNewsletter\n\nNewsletter - Newsletter\n\n© 2012 Pracownia Optyczna. Wszelkie prawa zastrzezone\n\nDodaj do ulubionych\n\nPolec znajomym\n\nWszystkie znajdujace sie w serwisie znaki towarowe naleza do ich wlascicieli, zostaly uzy',
     [(PHONE, '81 448 07 63'), (PHONE, '81 534 94 51'), (PHONE, '81 747 15 12')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/powiat-gniezno.pl', 'pl_PL',
     'Pierwsze koronacje królewskie\n\nPomniki historii\n\nZnak Dziedzictwa Europejskiego\n\nKultura Piastów dla dzieci\n\nZespoly reprezentacyjne powiatu\n\n\xa0\n\nKONTAKT\n\nStarostwo Powiatowe w Gnieznie\n\nul. Papieza Jana Pawla II 9/10\n\n62-200 Gniezno\n\ntel. 61 424 07 06\n\nfax 61 424 07 70\n\ne-mail: starostwo@powiat-gniezno.pl\n\nAdres skrytki urzedu na platformie ePUAP:\xa0\n\n/SPGNIEZNO/SkrytkaESP\n\nGodziny pracy urzedu: 7.30 - 15.30\n\nWydzial Komunikacji i Transportu\n\ntel. 61 424 07 09\n\nponiedzialek: 7.30 - 17.00\n\nwtorek, czwartek, piatek: 7.30 - 15.00\n\nsroda: 7.30 - 14.30\n\nRODO\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\nSZYBKI KONTAKT\n\nemail\n\nwiadomosc\n\n\xa0\xa0Wysylajac e-mail akceptujesz regulamin oraz polityka prywatnosci.\n\nWyslij',
     [(PHONE, '61 424 07 06'), (PHONE, '61 424 07 70'), (EMAIL, 'starostwo@powiat-gniezno.pl'), (PHONE, '61 424 07 09')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/pstrag.xl.pl', 'pl_PL',
     'xl.pl\n\nTarnowo 16, 64-930 Pila \xa0  67 216 02 36 \xa0  Pstrag_Tarnowo \xa0  pstrag@xl.pl \xa0  mapa dojazdu\n\nxl.pl Konsulting Ziemowit Pirtan, Tarnowo 16, 64-930 Pila\xa0+48 602503256, +48 606697342\xa0 ziemko@xl.pl\n\nHodowla ryb\xa0\n\n\xa0\n\nSprzedaz i dystrybucja karpia swiatecznego\n\n\xa0\xa0\xa0 Zapraszamy klientów hurtowych i detalicznych do zakupu naszego karpia z pstragowych wód !\n\n>> wiecej\n\nRybajka\xa0\n\ndelikatesy z ryb\xa0\n\nPromocja - KAWIOR ZLOTY z pstraga alpejskiego',
     [(PHONE, '67 216 02 36'), (EMAIL, 'pstrag@xl.pl'), (PHONE, '+48 602503256'), (PHONE, '+48 606697342'), (EMAIL, 'ziemko@xl.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/warszawa.ptl.pl', 'pl_PL',
     '(r) Grzegorz Okolow\n\n(r) Grzegorz Okolow\n\n(r) Grzegorz Okolow\n\n(r) Grzegorz Okolow\n\n(r) Grzegorz Okolow\n\nKONTAKT\n\nPolskie Towarzystwo Lesne\n\nOddzial w Warszawie\n\nul. Bitwy Warszawskiej 1920 r. nr 3, 02-362 Warszawa\n\ntel.:22 715 05 13\n\nwarszawa@ptl.pl\n\nCzy wiesz, ze:\n\nPoczatki Polskiego Towarzystwa Lesnego siegaja roku 1882, kiedy to we Lwowie odbyl sie I Walny Zjazd Galicyjskiego Towarzystwa Lesnego. Pod nazwa obecna Towarzystwo istnieje od 1925 roku.\n\nW okresie mie',
     [(PHONE, '22 715 05 13'), (EMAIL, 'warszawa@ptl.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.amd.net.pl', 'pl_PL',
     'Strona glowna\n\nO nas\n\nNasza oferta\n\nKsiegowosc\n\nKadry i place\n\nUslugi bieglego rewidenta\n\nInne Uslugi\n\nNasza kadra\n\nNasi klienci\n\nUslugi IT\n\nPromocje\n\nKontakt\n\n"A.M.D."\nKancelaria Rachunkowa\nul. Krótka 1\n34-100 Wadowice\ntel 33 873 33 90\nfax 33 873 20 34\nemail biuro@amd.net.pl\n\nZapoznaj sie z programem.\n\nLokalizacja na mapie...',
     [(PHONE, '33 873 33 90'), (PHONE, '33 873 20 34'), (EMAIL, 'biuro@amd.net.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.budserwisjp.pl', 'pl_PL',
     'Chinese\n\nO Firmie\n\nCennik\n\nRegulamin\n\nKontakt\n\nTen serwis internetowy korzysta z plikow Cookies. Polityka Cookies\n\nKliknij Akceptuj.\n\nWypozyczanie profesjonalnego sprzetu spawalniczego, budowlanego i elektronarzedzi\n\ntel.: 12 684 01 73\n\nmail:\xa0biuro@budserwisjp.pl\n\nul. Mrozowa 5, Krakow\n\nStrona glowna\n\nSPRZET SPAWALNICZY\n\nKLUCZE DYNAMOMETRYCZNE\n\nZAGESZCZARKI GRUNTU\n\nAGREGATY PRADOTWORCZE\n\nSPRZET BUDOWLANY\n\nMLOTY UDAROWE\n\nELEKTRONARZEDZIA\n\nAUTOMATY SPAWALNICZE SAW\n\nPOLAUTOMATY MIG/MAG',
     [(PHONE, '12 684 01 73'), (EMAIL, 'biuro@budserwisjp.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.coms.com.pl', 'pl_PL',
     '10\nczerwca\n\nCOMS i AWFiS Gdansk podpisaly porozumienie o wspolpracyczytaj wiecej...\n\n\xa0\n\nwszystkie aktualnosci\n\nPartnerzy Zatrzymaj przesuwanie partnerow\n\nCOMS Warszawa\n\nul. Pory 78, 02-757 Warszawa\n\nRejestracja:\xa0 \xa0\n\nTel. 22 355 86 00\nTel. 22 355 86 01\n\nFilia w Gdyni\n\nul. Olimpijska 5/9, 81-538 Gdynia\n\nRejestracja:\xa0 \xa0\nTel. 58 765 07 96\n\nFilia w Warszawie\n\n"Centrum Medycyny Klinicznej i Doswiadczalnej"\n\nul. Zwirki i Wigury 63 A, 02 - 091 Warszawa\n\nRejestracja: \xa0\xa0\n\nTel. 22 669 26 04\n\n\xa0\nDolacz do nas na Facebooku\xa0\n\nMapa strony\ndesign & code: LemonArt.pl\n\nKorzystanie z witryny www.coms.pl oznacza zgode na wykorzystywanie plikow cookie, z ktorych niektore moga byc juz zapisane w folderze przegladarki.',
     [(PHONE, '22 355 86 00'), (PHONE, '22 355 86 01'), (PHONE, '58 765 07 96'), (PHONE, '22 669 26 04')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.elzet.com.pl', 'pl_PL',
     'Kontakt Simon, Basic Modul K45, Simon 54 Premium, Simon Connect, Mosaic, Prolink Exclusive, Prolink Futura, Vocant, Lindy, MRS, Cabletech, Conotech, Lexton, DaVinci,  Vitalco\n\nElzet\n\nTrabki, ul. Osadnicza 7\n\n08-440 Pilawa\n\ntel. 25 685 43 39\n\ntel. 601 072 817\n\n×\n\nLogowanie\n\nLogin\n\n*pole wymagane\n\nHaslo\n\n*pole wymagane\n\nZapomnialem hasla\n\nZamknij\n\n×\n\nZapomniales hasla?\n\nEmail\n\n*pole wymagane\n\nPrzypomnij haslo\nZamknij',
     [(PHONE, '25 685 43 39'), (PHONE, '601 072 817')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.furnitureconcept.pl', 'pl_PL',
     'Podczas XV Jubileuszowej Konferencji Programowej Stowarzyszenia Eksporterów Polskich, która odbyla sie 26 czerwca 2017 r. w Ministerstwie Rozwoju Firma Furniture Concept otrzymala Puchar Lidera Polskiego Eksportu.\n\nwiecej\n\nKONTAKT:\n\ntel.: +48 89 762 87 10\ne-mail: sekretariat@furnitureconcept.pl\n\nInformujemy, iz Administratorem danych osobowych jest Furniture Concept Sp. Z o.o. z siedziba w Warszawie przy ul. Smolnej 38/10c. Dane osobowe beda przetwarzane zgodnie z Rozporzadzeniem Parlamentu Europejskiego i Rad',
     [(PHONE, '+48 89 762 87 10'), (EMAIL, 'sekretariat@furnitureconcept.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.galeriakaliska.pl', 'pl_PL',
     'Kaliskie Zgromadzenie Kupcow i Uslugodawcow\n\nPrzeskocz do tresci\n\nStrona glowna\n\nO Nas\n\nKarta Rabatowa\n\nPlacowki Honorujace Karte Rabatowa\n\nAGD Elektronika Komputery\n\nSalon Komputerowy „Proxy” J.Splawski Kalisz ul.Gornoslaska 14 tel.625025039 Rabat 5%\n\nArt.Elektryczne i Oswietleniowe\n\nArt.Papiernicze\n\nSklep „MARKER” Kalisz ul.Kanonicka 5 tel.602303102 Rabat 5%\n\nBielizna, Bielizna Nocna Posciel\n\nSklep ,,Elegant" Ireny Borowiak Kalisz Glowny Rynek 17 tel.627572788 Rabat 5%\n\n„J.M.” Salon Poscieli i Bielizny Nocnej Kalisz ul.Babina 12 tel.627570079  Rabat 5%\n\n,,J.M." Salon Poscieli i Bielizny Nocnej Kalisz ul.Srodmiejska 31 tel.627573247 Rabat 5%\n\nSklep z Bielizna Urszula Mielcarek Kalisz ul.Srodmiejska 23 tel.660273186 Rabat do 5%\n\nTorby i Bielizna „U Izy” Kalisz ul.Srodmiejska 39 tel.504215192 Rabat 5%\n\nSklep z Posciela PPUH „KALVOY” Kalisz ul.Gornoslaska 1 tel.531886799 Rabat do 10%\n\nCukiernie – Kawiarnie\n\nElektronarzedzia\n\nFirany Porcelana',
     [(PHONE, '625025039'), (PHONE, '602303102'), (PHONE, '627572788'), (PHONE, '627570079'), (PHONE, '627573247'), (PHONE, '660273186'), (PHONE, '504215192'), (PHONE, '531886799')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.garda.bydgoszcz.pl', 'pl_PL',
     'O firmie\n\nRolety zewnetrzne\n\nBezprzewodowe\nsterowanie roletami\n\nBramy garazowe\n\nFirmy montazowe\n\nKlient detaliczny\n\nCertyfikat\n\nKontakt\n\nProducent GARDA\n\nBydgoszcz,\n\nul. Buska 2 (wjazd od Kieleckiej),\n\ntel. 52 372 04 04, kom. 504 166 613, e-mail: rolety@garda.bydgoszcz.pl',
     [(PHONE, '52 372 04 04'), (PHONE, '504 166 613'), (EMAIL, 'rolety@garda.bydgoszcz.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.geecs.pl', 'pl_PL',
     'ej z\xa0mozliwoscia pozyskiwania srodków finansowych na realizacje projektów.\n\nNasz zespól tworza wysokiej klasy fachowcy z\xa0branzy energetycznej, technologicznej, metalowej, FMCG oraz sektora medycznego.\n\nGEECS  S.A., tel. +48 17 857 62 72, e-mail: biuro@geecs.pl\n\nprojekt i wykonanie project8.pl',
     [(PHONE, '+48 17 857 62 72'), (EMAIL, 'biuro@geecs.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.ixxl.pl', 'pl_PL',
     'Kasetony                                    1\n\nKasetony\n\nKasetony\n\nPoligrafia\n\nPoligrafia\n\nAuta\n\nAuta\n\nStrony www\n\nStrony www\n\n"Zeby miec naprawde dobry pomysl trzeba miec wiele pomyslow"\n\n- Thomas Edison\n\nKontakt\n\nPakosz 47\n\n25-040 Kielce\n\nTelefon: (48) 41 241 24 27\n\nEmail: biuro@ixxl.pl\n\nPn – Pt: 8:00 - 16:00\n\nSob – Niedz: Nieczynne\n\nCopyright (c) 2018 iXXL.pl\n\nSerwis wykorzystuje pliki cookies. Korzystajac ze strony wyrazasz zgode na wykorzystywanie plikow cookies. dowiedz sie wiecej.Ok, rozumiem',
     [(PHONE, '(48) 41 241 24 27'), (EMAIL, 'biuro@ixxl.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.klubmaczki.pl', 'pl_PL',
     ' przy wiklinie. Niech bedzie ona motorem dzialania i pretekstem do spotkan. Wlasnie po to jestesmy.\n\n\xa0\n\n\xa0 \xa0 \xa0\n\nZobacz co uczestnicy tworza z wikliny: TUTAJ\n\nMiejski Klub "Maczki"\n\nul. Krakowska 26, 41-217 Sosnowiec\ntel: 32 294 81 28\nmail: biuro(malpa)klubmaczki.pl\nNIP: 644 28 80 685\n\nGodziny otwarcia:\n12:00-20:00 - w roku szkolnym\n10:00-18:00 - w ferie i wakacje\nbiuro czynne od 8:30\n\nBiblioteka Miejska filia nr13 w Maczkach:\n\nponiedzialek: 10.00 - 15.00 , wtorek, sroda, piatek: 12.00 - 18.00\nczwartek, sobota, niedziela: NIECZYNNE\ntel: 32 292 38 89\n\nAktywnosci\n\nWiklina\n\nPozytywni 50+\n\nPLAMA\n\nmkm Gaming\n\nmkm Sport\n\nSala\n\nOferta Edukacyjna dla szkol\n\n------------------\n\nKTG Perc - archiwum\n\nMK Maczki\n\nhome\n\nkontakt\n\nFacebook\n\npolityka plikow cookie\n\ninne placowki kutury',
     [(PHONE, '32 294 81 28'), (PHONE, '32 292 38 89')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.maciejklich.pl', 'pl_PL',
     'Konsultacje lekarskie\n\nZ kim wspolpracuje\n\nRehabilitacja\n\nDiagnostyka obrazowa\n\nDla Pacjentow\n\nMiejsce wykonywania zabiegow operacyjnych\n\nKontakt\n\nBlad 404\n\nnie ma strony\n\nMiejsca konsultacji\n\nPrime Clinic\nul. Topiel 12\n00-342 Warszawa\ntel. 22 350 08 08\n\nCentrum Medyczne Gamma\nul. Bobrowiecka 8\n02-728 Warszawa\ntel. 530 262 662\n\nLinki\n\nZapraszam na moja nowa strone\n\nCopyright (c) 2019 NetArt',
     [(PHONE, '22 350 08 08'), (PHONE, '530 262 662')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.nak-bud.pl', 'pl_PL',
     'Ups, takiej strony nie ma! | Nak-Bud\n\ntel. 62 738 00 90 tel. 601 88 56 90\n\nstrona glowna\n\no firmie\n\ncennik\n\noferta\n\nkontakt\n\n"Calosc tworza szczegoly..."\n\no firmie\n\ncennik\n\noferta\n\nkontakt\n\ndowiedz sie wiecej\n\nO firmie\n\nCennik\n\nOferta\n\nKontakt\n\nPobierz folder\n\nskontaktuj sie z nami\n\nJezeli masz jakiekolwiek pytania skontaktuj sie z nami. Napisz do nas lub zadzwon.\n\ntel. 62 738 00 90\n\ntel. 601 88 56 90\n\ntel. 697 711 669\n\nnasiadek@onet.eu\n\nzapoznaj sie z nami\n\nZapraszamy na nasz fanpage\n\nCopyright © 2017 by Milosz Guglas\nZaloguj sie',
     [(PHONE, '62 738 00 90'), (PHONE, '601 88 56 90'), (PHONE, '697 711 669'), (EMAIL, 'nasiadek@onet.eu')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.piaskowiec.com.pl', 'pl_PL',
     'panele elewacyjne z piaskowca\n\nspecjalne oferty dla inwestorow\n\nZobacz nasza oferte\n\n404\n\nNie znaleziono strony\n\nPowrot\n\nZaklad Kamiennych\n\nMat. Budowlanych\n\nAlicja Kosek\n\nMiedzna Drewniana 2/2\n\n26-307 Bialaczow\n\nNIP: 771-119-62-77\n\nREGON: 591040929\n\ntel: 44 758 16 40\n\nfax: 44 758 16 36\n\ntel. kom. 669 300 230\n\ninfo@piaskowiec.com.pl\n\nPracujemy od poniedzialku do piatku\n\nod 7:00 do 15:00\n\nCopyrights 2019 by Piaskowiec All rights reserved.\n\nProjekt i realizacja: internet media polska - pozycjonowanie stron\n\n×\n\nWiadomosc zostala wyslana!\n\nDziekujemy za wiadomosc !',
     [(PHONE, '44 758 16 40'), (PHONE, '44 758 16 36'), (PHONE, '669 300 230'), (EMAIL, 'info@piaskowiec.com.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.podium.pl', 'pl_PL',
     'Cool Sport tworza ludzie gotowi sprostac kazdemu wyzwaniu.\n\n\xa0\n\nDane firmy:\n\nCool Sport sp. z o.o. sp. k.\n\nul. Handlowców 2\n\n32-085 Modlniczka\n\nNIP: 677-19-50-257\n\nBiuro:\n\nGodziny pracy:\n\npon.-pt.: 8:00 - 16:00\n\nTelefon: +48 12 623-90-15\n\nTelefon kom.: +48 690-336-986\n\nSekretariat: wew. 23\n\nDystrybucja: wew. 37\n\nMagazyn:\n\nGodziny pracy:\n\npon.-pt.: 7:00 - 15:00\n\nTelefon: 690-336-985\n\nAdres:\n\nCool Sport\n\nul. Handlowców 2\n\n32-085 Modlniczka\n\nReklamacje:\n\nGodziny pracy:\n\npon.-pt.: 7:00 - 15:00\n\nTelefon: 506-000-137\n\n\xa0\n\nZnajdz nas na:\n\nWszystkie prawa zastrzezone CoolSport 2019',
     [(PHONE, '+48 12 623-90-15'), (PHONE, '+48 690-336-986'), (PHONE, '690-336-985'), (PHONE, '506-000-137')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.poledno.pl', 'pl_PL',
     'JARMARK NATURA 3.05\n\nPakiety pobytowe\n\nSpa\n\nRestauracja\n\nWESELA I PRZYJECIA\n\nDla firm\n\nWystawa przyrodnicza\n\nAtrakcje w okolicy\n\nVoucher na prezent\n\nPraca\n\nKontakt\n\nGaleria\n\nmenu\n\nPalac Poledno\n\nPoledno 2\n\n86-122 Bukowiec\n\ntel. +48 52 333 17 00\n\nhotel@poledno.pl\n\nPoledno k/Swiecia\n\ntel. +48 52 333 17 00\n\nhotel@poledno.pl\n\nPLEN\n\nPL\n\nPLEN\n\nRezerwacje online\n\nwszelkie prawa zastrzezone dla Palac Poledno\n\nprojekt i realizacja net-atak.pl\n\nNiestety nie znaleziono odpowiedniej podstrony\n\nwszelkie prawa zastrzezone dla Palac Poledno\n\nprojekt i',
     [(PHONE, '+48 52 333 17 00'), (EMAIL, 'hotel@poledno.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.tomgraf.pl', 'pl_PL',
     'Identyfikacja wizualna (CI)\n\nPylony, totemy\n\nFotografia/filmy korporacyjne\n\nMurale\n\nDruk wielkoformatowy\n\nOznakowanie obiektów\n\nBiuro obslugi\n\nKlienta korporacyjnego\n\n95-050 Konstantynów Lódzki\n\nul. Zgierska 47b\xa0\n\ntel. +48 42 211 50 10\n\nKonrad Tomaszek\n\ntel. +48 601 566 723\n\ne-mail: konrad@tomgraf.pl\n\nRafal Nowak\n\ntel. +48 531 130 213\n\ne-mail: rafal@tomgraf.pl\n\nRafal Janik\n\ntel. +48 601 214 448\n\ne-mail: rafal@tomgraf.eu\n\nBiuro obslugi\n\nKlienta detalicznego\n\n95-050 Konstantynów Lódzki\n\nul. Lódzka 24\n\ntel. +48 42 211 50 51\n\ntel./fax. +48 42 211 50 48\n\nPrzemyslaw Jedrzejczyk\xa0\n\ntel. +48 601 898 257\n\ne-mail: przemek@tomgraf.pl\n\nKrzysztof Masirek\n\ntel. +48 601 752 927\n\ne-mail: krzysiek@tomgraf.pl\n\nPartnerzy:\n\nGRUPA TOMGRAF\n\nInformujemy, iz na naszej stronie stosujemy pliki cookies w celu swiadczenia uslug na najwyzszym poziomie.\nKorzystanie z witryny bez zmiany ustawien cookies oznacza, ze beda one zamieszczane w Twoim urzadzeniu.',
     [(PHONE, '+48 42 211 50 10'), (PHONE, '+48 601 566 723'), (EMAIL, 'konrad@tomgraf.pl'), (PHONE, '+48 531 130 213'), (EMAIL, 'rafal@tomgraf.pl'), (PHONE, '+48 601 214 448'), (EMAIL, 'rafal@tomgraf.eu'), (PHONE, '+48 42 211 50 51'), (PHONE, '+48 42 211 50 48'), (PHONE, '+48 601 898 257'), (EMAIL, 'przemek@tomgraf.pl'), (PHONE, '+48 601 752 927'), (EMAIL, 'krzysiek@tomgraf.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.vanstar.pl', 'pl_PL',
     'PRODUCENT UKLADOW WYDECHOWYCH | VANSTAR\n\n×\n\n+48 41 386-39-64\nvanstar(at)vanstar.pl\n\nENG\nDE\nRU\n\nFirma\nOferta\nKatalog\nCertyfikaty\n\nVanstar Service\nDPF\nAktualnosci\nKontakt\n\nFIRMA\n\nOFERTA\n\nKATALOG\n\nCERTYFIKATY\n\nVANSTAR SERVICE\n\nREGENERACJA DPF\n\nAKTUALNOSCI\n\nKONTAKT\n\nFirma Vanstar\n\nProducent ukladow',
     [(PHONE, '+48 41 386-39-64')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.wbep.pl', 'pl_PL',
     'GODZILLA II: KROL POTWOROW - Oficjalny zwiastun #3 PL\n\n| Strona glowna | Filmy | Newsy | Polityka prywatnosci | Warunki uzytkowania |\n\n©2019 Warner Bros. Ent. All Rights Reserved.\nul. Bitwy Warszawskiej 1920r. nr 7a, 02-366 Warszawa\nTel: +48 22 358 26 00, Fax: +48 22 358 26 01, Email: sekretariat@warnerbros.com',
     [(PHONE, '+48 22 358 26 00'), (PHONE, '+48 22 358 26 01'), (EMAIL, 'sekretariat@warnerbros.com')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.wczasy-neptun.pl', 'pl_PL',
     'Osrodek Sportów Wodnych i Rekreacji „Neptun” jest jednym z najpiekniejszych i najbardziej atrakcyjnych terenów rekreacyjno-wypoczynkowych polozonych nad Jeziorem Zywieckim (Beskid Zywiecki).\n\nTresna-Zarzecze\n\n34-326 Pietrzykowice\n\nul. Beskidzka 88\n\ne-mail: neptun@wczasy-neptun.pl\n\n2012 OW Neptun (L)\n\nWykonanie: Exponet 2012\n\nrecepcja - tel: +48 33 863 35 48, fax: +48 33 860 29 41\n\nrecepcja kom: +48 691 311 344\n\nkierownik: +48 603 741 429\n\nbosman',
     [(EMAIL, 'neptun@wczasy-neptun.pl'), (PHONE, '+48 33 863 35 48'), (PHONE, '+48 33 860 29 41'), (PHONE, '+48 691 311 344'), (PHONE, '+48 603 741 429')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/www.zdz.torun.pl', 'pl_PL',
     'Nasza strona wykorzystuje pliki cookies. Dowiedz sie wiecej o celu ich uzywania i zmianie ustawien plikow cookies w przegladarce internetowej.\nKorzystajac ze strony wyrazasz zgode na zapisywanie plikow cookies.\n\n\xa0\xa0Zamknij\n\n\xa0info@zdz.torun.pl\n\n\xa056 659 85 25\n\nZaufali nam\n\nMENU\n\nO ZDZ\n\nAktualnosci\n\nMedia\n\nKontakt\n\nPolityka prywatnosci\n\nPraca\n\nOFERTA\n\nKursy i szkolenia\n\nSzkolenia zamkniete dla firm\n\nBranzowa Szkola I Stopnia Rzemiosla i Przedsiebiorczosci\n\nFAPO - Pompy i systemy dozowania\n\nSprzedaz i wynajem\n\nKONTAKT\n\nZaklad Doskonalenia Zawodowego\n\nul. Zolkiewskiego 37/41\n\ntel. 56 659 85 25\n\nfax. 56 659 85 35\n\ninfo@zdz.torun.pl\n\nDolacz do nas na\n\nCopyright @ 2019 by Zaklad Doskonalenia Zawodowego w Toruniu\n\n2013 Created by Mono Interactive',
     [(EMAIL, 'info@zdz.torun.pl'), (PHONE, '56 659 85 25'), (PHONE, '56 659 85 35')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/wyspamalucha.edu.pl', 'pl_PL',
     'o nas\n\noferta\n\nnasz zlobek\n\nnasze przedszkole\n\nrozklad dnia\n\nzajecia dodatkowe\n\njadlospis\n\nkadra\n\nrekrutacja\n\ngaleria\n\ncennik przedszkola i zlobka.\n\nkontakt\n\nWykonanie: Studio Graficzne ARS\n\nPrzeclaw 101, 72-005 Przeclaw\n\ninfo@wyspamalucha.edu.pl\n\ntel. 91 311 71 71',
     [(EMAIL, 'info@wyspamalucha.edu.pl'), (PHONE, '91 311 71 71')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zsgabin.powiat-plock.pl', 'pl_PL',
     'Dane teleadresowe\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nDane teleadresowe\n\nZespol Szkol im. Stanislawa Staszica w Gabinie\n\nLokalizacja\n\nwoj. mazowieckie\n\npow. plocki\n\ngm. Gabin\n\nAdres\n\nul. Staszica 1\n\n09-530 Gabin\n\nTelefon\n\n24 277-10-49\n\nFaks\n\n24 277-12-57\n\nE-mail\n\nzsgabin@wp.pl\n\nhttp://zsgabin.pl\n\nPatron\n\nStanislaw Staszic\n\nMenu podmiotowe\n\nStanowiska\n\nMenu przedmiotowe\n\nAkty prawne\n\nStanowiska\n\nDyrektor\n\nDanuta Kowalkowska-Filoniuk\n\nZastepca Dyrektora\n\nMaria Blaszczyk\n\nZastepca Dyrektora\n\nSlawomir Sztygiel',
     [(PHONE, '24 277-10-49'), (PHONE, '24 277-12-57'), (EMAIL, 'zsgabin@wp.pl')]),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/zsppogrzebien.kornowac.pl', 'pl_PL',
     'Projekt ,,Szkola Marzen - program wsparcia uczniow oraz poprawy efektywnosci ksztalcenia w Zespole Szkolno - Przedszkolnym w Pogrzebieniu"\n\nProjekty unijne\n\nBoisko\n\nSport w naszej szkole - UKS\n\nPomoc Psychologiczno - Pedagogiczna\n\nFilmy\n\nZ naszej galerii\n\nKontakt\n\nZespol Szkolno - Przedszkolny w Pogrzebieniu\n\nul. Pamiatki 25\n\n44-285 Pogrzebien\n\n\xa0\n\n32 430 10 11\n\nszkola.pogrzebien@kornowac.pl\n\nLokalizacja\n\nWiecej »\n\nAktualnosci\n\n1  2  3  4  5  6  7  8  9  ... Dalej »\n\n22 kwietnia 2019 09:53 | Aktualnosci\n\nSport to zdrowie.\n\nDzieci w wieku przedszkolnym maja niewyczerpane poklady energii, dlatego tez uwielbiaja sie gimnastykowac.\nNa zajeciach z gimnastyki cwicza ogólna sprawnosc, koordynacje ruchowa, wykonuja cwiczenia przeciwko plaskostopiu, koryguja wady postawy, a takze uczestnicza w cwiczeniach...',
     [(PHONE, '32 430 10 11'), (EMAIL, 'szkola.pogrzebien@kornowac.pl')]),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ABGB.000.md', '',
     '# BG.ABGB.000 — Allgemeines bürgerliches Gesetzbuch (ABGB)\n**Typ:** Bundesgesetz  \n**Kurztitel:** ABGB  \n**Langtitel:** Allgemeines bürgerliches Gesetzbuch für die gesammten deutschen Erbländer der Oesterreichischen Monarchie  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001622  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.ABGB.000.md  \n**LawAT Änderungen im Markup:** [BG.ABGB.c100-p1209-abslist](../patches/BG.ABGB.c100-p1209-abslist.diff), [BG.ABGB.c100-p202-absrem](../patches/BG.ABGB.c100-p202-absrem.diff)  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ABGB.000.md', '',
     '*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.ABGB.md](BG.ABGB.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n## Inhaltsverzeichnis\n\n**Einleitung. # Von den bürgerlichen Gesetzen überhaupt.**  \n* [§ 1 ABGB # Begriff des bürgerlichen Rechtes](BG.ABGB.001.md#-1-abgb--begriff-des-bürgerlichen-rechtes)  \n* [§ 2 ABGB](BG.ABGB.001.md#-2-abgb)  \n* [§ 3 ABGB # Anfang der Wirksamkeit der Gesetze](BG.ABGB.001.md#-3-abgb--anfang-der-wirksamkeit-der-gesetze)  \n* [§ 5 ABGB](BG.ABGB.001.md#-5-abgb)  \n* [§ 6 ABGB # Auslegung](BG.ABGB.001.md#-6-abgb--auslegung)  \n* [§ 7 ABGB](BG.ABGB.001.md#-7-abgb)  \n* [§ 8 ABGB](BG.ABGB.001.md#-8-abgb)  \n* [§ 9 ABGB # Dauer des Gesetzes](BG.ABGB.001.md#-9-abgb--dauer-des-gesetzes)\n\n**Andere Arten der Vorschriften, als:**  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ASVG.008.md', '',
     '# BG.ASVG.008 — Allgemeines Sozialversicherungsgesetz (ASVG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** ASVG  \n**Langtitel:** Bundesgesetz vom 9. September 1955 über die Allgemeine Sozialversicherung (Allgemeines Sozialversicherungsgesetz – ASVG.).  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008147  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.ASVG.008.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ASVG.008.md', '',
     '`§ 33 (1a) ASVG.`  \nDer Dienstgeber hat die Anmeldeverpflichtung so zu erfüllen, dass er in zwei Schritten meldet, und zwar  \n`§ 33 (1a) Z 1 ASVG.`\nvor Arbeitsantritt die Beitragskontonummer, die Namen und Versicherungsnummern bzw. die Geburtsdaten der beschäftigten Personen, den Tag der Beschäftigungsaufnahme sowie das Vorliegen einer Voll- oder Teilversicherung und  \n`§ 33 (1a) Z 2 ASVG.`\ndie noch fehlenden Angaben mit der monatlichen Beitragsgrundlagenmeldung für jenen Beitragszeitraum, in dem die Beschäftigung aufgenommen wurde.\n\n`§ 33 (1b) ASVG.`  \nErfolgt die Anmeldung nach Abs.\xa01a Z\xa01 nicht mittels elektronischer Datenfernübertragung, so ist die elektronische Übermittlung (§\xa041 Abs.\xa01) – unbeschadet des §\xa041 Abs.\xa04 – innerhalb von sieben Tagen ab dem Beginn der Pflichtversicherung nachzuholen.\n\n`§ 33 (1c) ASVG.`  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ASVG.045.md', '',
     '# BG.ASVG.045 — Allgemeines Sozialversicherungsgesetz (ASVG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** ASVG  \n**Langtitel:** Bundesgesetz vom 9. September 1955 über die Allgemeine Sozialversicherung (Allgemeines Sozialversicherungsgesetz – ASVG.).  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008147  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.ASVG.045.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ASVG.045.md', '',
     'von den Bestimmungen des Ersten Teiles die §§\xa08 Abs.\xa01 Z.\xa01 lit.\xa0b, 10 Abs.\xa07, 21, 22, 32, 38, 40, 42, 43, 60 Abs.\xa01 und 3, 61, 62, 64 mit der Maßgabe, daß im Abs.\xa02 an Stelle des nach §\xa058 Abs.\xa06 berufenen Versicherungsträgers der Träger der zusätzlichen Pensionsversicherung tritt, 65 bis 69, 73 Abs.\xa03 und 4, 79 Abs.\xa01, 81, 84 Abs.\xa01, Abs.\xa03 Z\xa02 lit.\xa0a, Abs.\xa05 Z\xa02 lit.\xa0a und Abs.\xa06, 86, 87, 96, 97, 98, 98a, 101, 102 Abs.\xa03, 103, 104 Abs.\xa03 und 5, 107, 107a, 109 bis 113;  \n`§ 479 (2) Z 2 ASVG.`\nvon den Bestimmungen des Fünften Teiles die §§\xa0321 und 332 bis 337;  \n`§ 479 (2) Z 3 ASVG.`\ndie Bestimmungen des Siebenten Teiles;  \n`§ 479 (2) Z 4 ASVG.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.AuskPG.md', '',
     '# BG.AuskPG — Auskunftspflichtgesetz (AuskPG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** AuskPG  \n**Langtitel:** Bundesgesetz vom 15. Mai 1987 über die Auskunftspflicht der Verwaltung des Bundes und eine Änderung des Bundesministeriengesetzes 1986 (Auskunftspflichtgesetz)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10000916  \n**Letzte Änderung im RIS:** BGBl. I Nr. 5/2024 (NR: GP XXVII RV 2238 AB 2420 S. 249. BR: 11414 AB 11416 S. 963.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.AuskPG.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n## Inhaltsverzeichnis\n\n* [§ 1 AuskPG](#-1-auskpg)  \n* [§ 2 AuskPG](#-2-auskpg)  \n* [§ 3 AuskPG](#-3-auskpg)  \n* [§ 4 AuskPG](#-4-auskpg)  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.AuskPG.md', '',
     '\\[ [🔗\xa0Permalink](https://github.com/clairexen/LawAT/blob/main/files/BG.AuskPG.md#-1-auskpg) | [📜\xa0RIS-Paragraphenansicht](http://www.ris.bka.gv.at/NormDokument.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10000916&Paragraf=1) | [📖\xa0RIS-Gesamtansicht](https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10000916#MainContent_DocumentRepeater_BundesnormenCompleteNormDocumentData_1_TextContainer_1) | [🤖\xa0KI-freundliche Fassung](https://github.com/clairexen/LawAT/blob/main/files/BG.AuskPG.001.md#-1-auskpg) \\]\n\n----\n\n### § 2 AuskPG\n\n> Jedermann kann schriftlich, mündlich oder telephonisch Auskunftsbegehren anbringen\\. Dem Auskunftswerber kann die schriftliche Ausführung eines mündlich oder telefonisch angebrachten Auskunftsbegehrens aufgetragen werden, wenn aus dem Begehren der Inhalt oder der Umfang der gewünschten Auskunft nicht ausreichend klar hervorgeht\\.',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.DSG.004.md', '',
     '# BG.DSG.004 — Datenschutzgesetz (DSG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** DSG  \n**Langtitel:** Bundesgesetz zum Schutz natürlicher Personen bei der Verarbeitung personenbezogener Daten (Datenschutzgesetz – DSG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001597  \n**Letzte Änderung im RIS:** BGBl. I Nr. 70/2024 (NR: GP XXVII AB 2594 S. 268. BR: AB 11514 S. 968.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.DSG.004.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.DSG.md](BG.DSG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.DSG.004.md', '',
     '*(Fortsetzg. v. [BG.DSG.003](BG.DSG.003.md))*\n\n## 3.\xa0Abschnitt # Rechtsbehelfe, Haftung und Sanktionen\n\n### Art. 2 § 24 DSG # Beschwerde an die Datenschutzbehörde\n\n`Art. 2 § 24 (1) DSG.`  \nJede betroffene Person hat das Recht auf Beschwerde bei der Datenschutzbehörde, wenn sie der Ansicht ist, dass die Verarbeitung der sie betreffenden personenbezogenen Daten gegen die DSGVO oder gegen §\xa01 oder Artikel\xa02 1.\xa0Hauptstück verstößt. Dies gilt nicht, soweit ein Recht auf Beschwerde beim Parlamentarischen Datenschutzkomitee gemäß §\xa035f Abs.\xa01 besteht.\n\n`Art. 2 § 24 (2) DSG.`  \nDie Beschwerde hat zu enthalten:  \n`Art. 2 § 24 (2) Z 1 DSG.`\ndie Bezeichnung des als verletzt erachteten Rechts,  \n`Art. 2 § 24 (2) Z 2 DSG.`\nsoweit dies zumutbar ist, die Bezeichnung des Rechtsträgers oder Organs, dem die behauptete Rechtsverletzung zugerechnet wird (Beschwerdegegner),  \n`Art. 2 § 24 (2) Z 3 DSG.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.GOG.md', '',
     '# BG.GOG — Gerichtsorganisationsgesetz (GOG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** GOG  \n**Langtitel:** Gesetz vom 27. November 1896, womit Vorschriften über die Besetzung, innere Einrichtung und Geschäftsordnung der Gerichte erlassen werden (Gerichtsorganisationsgesetz – GOG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10000009  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32012L0029, 32016L0343, 32016L0680, 32024L1260]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.GOG.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n## Inhaltsverzeichnis\n\n**Erster Abschnitt.**  \n**Erster Unterabschnitt**  \n**Sicherheit in Gerichtsgebäuden und bei auswärtigen Gerichtshandlungen**  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.GOG.md', '',
     '* [§ 9 GOG — Betrauung von Unternehmern (Sicherheitsunternehmer)](#-9-gog--betrauung-von-unternehmern-sicherheitsunternehmer)  \n* [§ 10 GOG — Vertragsbedingungen](#-10-gog--vertragsbedingungen)  \n* [§ 11 GOG — Befugnisse und Aufgaben der Kontrollorgane](#-11-gog--befugnisse-und-aufgaben-der-kontrollorgane)  \n* [§ 12 GOG — Widerruf der Betrauung eines Sicherheitsunternehmers](#-12-gog--widerruf-der-betrauung-eines-sicherheitsunternehmers)  \n* [§ 13 GOG — Einschreiten der Sicherheitsbehörden und Organe des öffentlichen Sicherheitsdienstes](#-13-gog--einschreiten-der-sicherheitsbehörden-und-organe-des-öffentlichen-sicherheitsdienstes)  \n* [§ 14 GOG — Haftung](#-14-gog--haftung)  \n* [§ 15 GOG — Dokumentation von Angriffen und ernstzunehmenden Drohungen](#-15-gog--dokumentation-von-angriffen-und-ernstzunehmenden-drohungen)  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.GmbHG.md', '',
     '# BG.GmbHG — GmbH-Gesetz (GmbHG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** GmbHG  \n**Langtitel:** Gesetz vom 6. März 1906, über Gesellschaften mit beschränkter Haftung (GmbH-Gesetz – GmbHG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001720  \n**Letzte Änderung im RIS:** BGBl. I Nr. 179/2023 (NR: GP XXVII RV 2320 AB 2342 S. 247. BR: AB 11397 S. 961.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.GmbHG.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n## Inhaltsverzeichnis\n\n**I. Hauptstück.**  \n**Organisatorische Bestimmungen.**  \n**Erster Abschnitt.**  \n**Errichtung der Gesellschaft.**  \n* [§ 1 GmbHG](#-1-gmbhg)  \n* [§ 2 GmbHG](#-2-gmbhg)  \n* [§ 3 GmbHG](#-3-gmbhg)  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.GmbHG.md', '',
     '* [§ 4 GmbHG](#-4-gmbhg)  \n* [§ 5 GmbHG](#-5-gmbhg)  \n* [§ 6 GmbHG](#-6-gmbhg)  \n* [§ 6a GmbHG](#-6a-gmbhg)  \n* [§ 7 GmbHG](#-7-gmbhg)  \n* [§ 8 GmbHG](#-8-gmbhg)  \n* [§ 9 GmbHG](#-9-gmbhg)  \n* [§ 9a GmbHG — Vereinfachte Gründung](#-9a-gmbhg--vereinfachte-gründung)  \n* [§ 10 GmbHG](#-10-gmbhg)  \n* [§ 10a GmbHG](#-10a-gmbhg)  \n* [§ 11 GmbHG](#-11-gmbhg)  \n* [§ 12 GmbHG](#-12-gmbhg)\n\n**Zweiter Abschnitt.**  \n**Die gesellschaftlichen Organe.**  \n**1. Titel.**  \n**Die Geschäftsführer. (Der Vorstand.)**  \n* [§ 15 GmbHG](#-15-gmbhg)  \n* [§ 15a GmbHG](#-15a-gmbhg)  \n* [§ 16 GmbHG](#-16-gmbhg)  \n* [§ 16a GmbHG — Rücktritt der Geschäftsführer](#-16a-gmbhg--rücktritt-der-geschäftsführer)  \n* [§ 17 GmbHG](#-17-gmbhg)  \n* [§ 18 GmbHG](#-18-gmbhg)  \n* [§ 19 GmbHG](#-19-gmbhg)  \n* [§ 20 GmbHG](#-20-gmbhg)  \n* [§ 21 GmbHG](#-21-gmbhg)  \n* [§ 22 GmbHG](#-22-gmbhg)  \n* [§ 23 GmbHG](#-23-gmbhg)  ',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.MedienG.000.md', '',
     '# BG.MedienG.000 — Mediengesetz (MedienG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** MedienG  \n**Langtitel:** Bundesgesetz vom 12. Juni 1981 über die Presse und andere publizistische Medien (Mediengesetz – MedienG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10000719  \n**Letzte Änderung im RIS:** BGBl. I Nr. 182/2023 (NR: GP XXVII RV 2309 AB 2344 S. 247. BR: 11366 AB 11400 S. 961.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.MedienG.000.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.MedienG.000.md', '',
     '*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.MedienG.md](BG.MedienG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n## Inhaltsverzeichnis\n\n**Erster Abschnitt # Begriffsbestimmungen**  \n* [§ 1 MedienG](BG.MedienG.001.md#-1-medieng)\n\n**Zweiter Abschnitt # Schutz der journalistischen Berufsausübung; Redaktionsstatuten**  \n* [§ 2 MedienG # Überzeugungsschutz](BG.MedienG.001.md#-2-medieng--überzeugungsschutz)  \n* [§ 3 MedienG # Schutz namentlich gezeichneter Beiträge](BG.MedienG.001.md#-3-medieng--schutz-namentlich-gezeichneter-beiträge)  \n* [§ 4 MedienG # Kein Veröffentlichungszwang](BG.MedienG.001.md#-4-medieng--kein-veröffentlichungszwang)  \n* [§ 5 MedienG # Redaktionsstatuten](BG.MedienG.001.md#-5-medieng--redaktionsstatuten)',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.RStDG.014.md', '',
     '# BG.RStDG.014 — Richter- und Staatsanwaltschaftsdienstgesetz (RStDG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** RStDG  \n**Langtitel:** Bundesgesetz über das Dienstverhältnis der Richterinnen und Richter, Staatsanwältinnen und Staatsanwälte und Richteramtsanwärterinnen und Richteramtsanwärter (Richter- und Staatsanwaltschaftsdienstgesetz – RStDG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 19.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008187  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.RStDG.014.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.RStDG.014.md', '',
     '*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.RStDG.md](BG.RStDG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.RStDG.013](BG.RStDG.013.md))*\n\n## 7.\xa0Teil\n\n### § 212 RStDG # Inkrafttreten und Vollziehung\n\n`§ 212 (1) RStDG.`  \nDieses Bundesgesetz tritt am 1.\xa0Mai 1962 in Kraft.\n\n`§ 212 (2) RStDG.`  \nMit dem Inkrafttreten dieses Bundesgesetzes werden alle älteren gesetzlichen Vorschriften über Gegenstände, die in diesem Bundesgesetz geregelt sind, aufgehoben. Insbesondere werden aufgehoben:  \n`§ 212 (2) Z 1 RStDG.`\nDas Kaiserliche Patent vom 3.\xa0Mai 1853, RGBl. Nr.\xa081 (Gerichtsinstruktion), soweit es durch das Gerichtsorganisationsgesetz\xa01945, StGBl. Nr.\xa047, wieder in Kraft gesetzt worden ist, ausgenommen §\xa070 zweiter Satz.  \n`§ 212 (2) Z 2 RStDG.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.SchUG.010.md', '',
     '# BG.SchUG.010 — Schulunterrichtsgesetz (SchUG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** SchUG  \n**Langtitel:** Bundesgesetz über die Ordnung von Unterricht und Erziehung in den im Schulorganisationsgesetz geregelten Schulen (Schulunterrichtsgesetz – SchUG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10009600  \n**Letzte Änderung im RIS:** BGBl. I Nr. 29/2025 (NR: GP XXVIII IA 321/A AB 123 S. 33. BR: AB 11649 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.SchUG.010.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.SchUG.010.md', '',
     'Neben den auf Grund anderer gesetzlicher Bestimmungen übertragenen Entscheidungsbefugnissen obliegt dem Klassenforum die Beschlussfassung in den folgenden Angelegenheiten, soweit sie nur eine Klasse betreffen, und dem Schulforum die Beschlussfassung jedenfalls in den Angelegenheiten der Z\xa01 lit.\xa0c, d, g, h, i, l, m, n, o, p, q, r, s und v, ferner in den folgenden Angelegenheiten, soweit sie mehr als eine Klasse berühren:  \n`§ 63a (2) Z 1 SchUG.`\ndie Entscheidung über  \n`§ 63a (2) Z 1 lit. a SchUG.`\ndie Durchführung von mehrtägigen Schulveranstaltungen (§§\xa02 Abs.\xa04, 3 Abs.\xa02 und 9 Abs.\xa01 Schulveranstaltungenverordnung, BGBl. Nr.\xa0498/1995 in der geltenden Fassung),  \n`§ 63a (2) Z 1 lit. b SchUG.`\ndie Erklärung einer Veranstaltung zu einer schulbezogenen Veranstaltung (§\xa013a Abs.\xa01),  \n`§ 63a (2) Z 1 lit. c SchUG.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.StPO.008.md', '',
     '# BG.StPO.008 — Strafprozeßordnung (StPO)\n**Typ:** Bundesgesetz  \n**Kurztitel:** StPO  \n**Langtitel:** Strafprozeßordnung 1975 (StPO)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10002326  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32012L0029, 32016L0343, 32016L0680, 32024L1260]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.StPO.008.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.StPO.md](BG.StPO.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.StPO.007](BG.StPO.007.md))*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.StPO.008.md', '',
     '## 8. Hauptstück # Ermittlungsmaßnahmen und Beweisaufnahme # 1. Abschnitt # Sicherstellung, Beschlagnahme, Beschlagnahme von Datenträgern und Daten, Auskunft aus dem Kontenregister und Auskunft über Bankkonten und Bankgeschäfte\n\n### § 109 StPO # Definitionen\n\n`§ 109 StPO.`  \nIm Sinne dieses Gesetzes ist  \n`§ 109 Z 1 StPO.`\n„Sicherstellung“  \n`§ 109 Z 1 a. StPO.`\ndie vorläufige Begründung der Verfügungsmacht über Gegenstände, Vermögenswerte und Daten und  \n`§ 109 Z 1 b. StPO.`\ndas vorläufige Verbot der Herausgabe von Gegenständen oder anderen Vermögenswerten an Dritte (Drittverbot) und das vorläufige Verbot der Veräußerung oder Verpfändung solcher Gegenstände und Vermögenswerte,  \n`§ 109 Z 1a StPO.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.StVO.001.md', '',
     '# BG.StVO.001 — Straßenverkehrsordnung (StVO)\n**Typ:** Bundesgesetz  \n**Kurztitel:** StVO  \n**Langtitel:** Bundesgesetz vom 6. Juli 1960, mit dem Vorschriften über die Straßenpolizei erlassen werden (Straßenverkehrsordnung 1960 – StVO. 1960).  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10011336  \n**Letzte Änderung im RIS:** BGBl. I Nr. 52/2024 (NR: GP XXVII IA 3975/A AB 2518 S. 259. BR: AB 11481 S. 966.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.StVO.001.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.StVO.001.md', '',
     'Reitweg: ein für den Reitverkehr bestimmter und als solcher gekennzeichneter Weg;  \n`§ 2 (1) Z 10 StVO.`\nGehsteig: ein für den Fußgängerverkehr bestimmter, von der Fahrbahn durch Randsteine, Bodenmarkierungen oder dgl. abgegrenzter Teil der Straße;  \n`§ 2 (1) Z 11 StVO.`\nGehweg: ein für den Fußgängerverkehr bestimmter und als solcher gekennzeichneter Weg;  \n`§ 2 (1) Z 11a StVO.`\nGeh- und Radweg: ein für den Fußgänger- und Fahrradverkehr bestimmter und als solcher gekennzeichneter Weg;  \n`§ 2 (1) Z 11b StVO.`\nRadfahranlage: ein Radfahrstreifen, ein Mehrzweckstreifen, ein Radweg, Geh- und Radweg oder eine Radfahrerüberfahrt;  \n`§ 2 (1) Z 12 StVO.`\nSchutzweg: ein durch gleichmäßige Längsstreifen (sogenannte „Zebrastreifen“) gekennzeichneter, für die Überquerung der Fahrbahn durch Fußgänger bestimmter Fahrbahnteil;  \n`§ 2 (1) Z 12a StVO.`',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.TSchG.005.md', '',
     '# BG.TSchG.005 — Tierschutzgesetz (TSchG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** TSchG  \n**Langtitel:** Bundesgesetz über den Schutz der Tiere (Tierschutzgesetz – TSchG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20003541  \n**Letzte Änderung im RIS:** BGBl. I Nr. 21/2025 (NR: GP XXVIII IA 77/A AB 86 S. 21. BR: AB 11641 S. 978.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.TSchG.005.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.TSchG.md](BG.TSchG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.TSchG.005.md', '',
     '*(Fortsetzg. v. [BG.TSchG.004](BG.TSchG.004.md))*\n\n## 4. Hauptstück # Straf- und Schlussbestimmungen\n\n### § 38 TSchG # Strafbestimmungen\n\n`§ 38 (1) TSchG.`  \nWer gegen die Bestimmungen der in der Anlage genannten unmittelbar anwendbaren Rechtsakte der Europäischen Union oder gegen die Bestimmungen dieses Bundesgesetzes verstößt, indem er  \n`§ 38 (1) Z 1 TSchG.`\neinem Tier entgegen §\xa05 Schmerzen, Leiden, Schäden oder schwere Angst zufügt oder  \n`§ 38 (1) Z 2 TSchG.`\nein Tier entgegen §\xa06 tötet oder  \n`§ 38 (1) Z 3 TSchG.`\nan einem Tier entgegen §\xa07 Eingriffe vornimmt oder  \n`§ 38 (1) Z 4 TSchG.`\ngegen §\xa08 oder §\xa08b verstößt,  \nbegeht eine Verwaltungsübertretung und ist von der Behörde mit einer Geldstrafe bis zu 7\xa0500\xa0Euro, im Wiederholungsfall bis zu 15\xa0000\xa0Euro zu bestrafen.\n\n`§ 38 (2) TSchG.`  \nIn schweren Fällen der Tierquälerei ist eine Strafe von mindestens 2\xa0000\xa0Euro zu verhängen.',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.VStG.003.md', '',
     '# BG.VStG.003 — Verwaltungsstrafgesetz (VStG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** VStG  \n**Langtitel:** Verwaltungsstrafgesetz 1991 – VStG  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10005770  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32013L0048]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.VStG.003.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.VStG.md](BG.VStG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.VStG.002](BG.VStG.002.md))*\n\n## 4. Abschnitt: Abgekürztes Verfahren',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.VStG.003.md', '',
     'Das oberste Organ kann, soweit die Verwaltungsvorschriften nicht anderes bestimmen, durch Verordnung zur Verfahrensbeschleunigung einzelne Tatbestände von Verwaltungsübertretungen bestimmen, für die die Behörde durch Strafverfügung eine unter Bedachtnahme auf §\xa019 Abs.\xa01 im Vorhinein festgesetzte Geldstrafe bis zu 500\xa0Euro verhängen darf.\n\n### § 48 VStG\n\n`§ 48 VStG.`  \nIn der Strafverfügung müssen angegeben sein:  \n`§ 48 Z 1 VStG.`\ndie Behörde, die die Strafverfügung erläßt;  \n`§ 48 Z 2 VStG.`\nder Vorname und der Familienname sowie der Wohnort des Beschuldigten;  \n`§ 48 Z 3 VStG.`\ndie Tat, die als erwiesen angenommen ist, ferner die Zeit und der Ort ihrer Begehung;  \n`§ 48 Z 4 VStG.`\ndie Verwaltungsvorschrift, die durch die Tat verletzt worden ist;  \n`§ 48 Z 5 VStG.`\ndie verhängte Strafe und die angewendete Gesetzesbestimmung;  \n`§ 48 Z 6 VStG.`',
     []),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:group_vars/all/snmp_profiles.yml', '',
     '---\n\ncollectd_snmp_profiles:\n  af60:\n    sys_uptime:\n      Type: uptime\n      TypeInstance: days\n      Table: false\n      Scale: 1.15740740741e-07\n      Values: .1.3.6.1.2.1.1.3.0\n    rf_freq:\n      Type: frequency\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.3\n    rf_width:\n      PluginInstance: "channel width"\n      Type: frequency\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.4\n    rf_sta_signal:\n      Type: signal_power\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.5\n    rf_sta_signal_remote:\n      PluginInstance: "remote"\n      Type: signal_power\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.21',
     []),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:group_vars/all/snmp_profiles.yml', '',
     '    rf_sta_snr:\n      Type: snr\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.6\n    rf_sta_snr_remote:\n      PluginInstance: "remote"\n      Type: snr\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.22\n    rf_sta_tx_mcs:\n      PluginInstance: "MCS tx"\n      Type: gauge\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.7\n    rf_sta_rx_mcs:\n      PluginInstance: "MCS rx"\n      Type: gauge\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.8\n    rf_sta_tx_capacity:\n      Type: bitrate\n      PluginInstance: tx\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Scale: 1000',
     []),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:group_vars/all/snmp_profiles.yml', '',
     '      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.9\n    rf_sta_rx_capacity:\n      Type: bitrate\n      PluginInstance: rx\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Scale: 1000\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.10\n    rf_sta_distance:\n      PluginInstance: distance\n      Type: gauge\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.11.2.3.1.17\n      Values: .1.3.6.1.4.1.41112.1.11.2.3.1.18\n    gps_fix:\n      PluginInstance: "fix"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.4.2.1\n    gps_altitude:\n      PluginInstance: "altitude"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.4.5.1\n    gps_sats_visible:\n      PluginInstance: "sats visible"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.4.7.1\n    gps_sats_tracked:',
     []),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:group_vars/all/snmp_profiles.yml', '',
     '      PluginInstance: "sats tracked"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.4.8.1\n    gps_hdop:\n      PluginInstance: "HDOP"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.4.9.1\n    orientation_tilt:\n      PluginInstance: "tilt"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.5.1.1\n    orientation_roll:\n      PluginInstance: "roll"\n      Type: gauge\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.11.1.5.2.1\n\n  airos_8:\n    sys_uptime:\n      Type: uptime\n      TypeInstance: days\n      Table: false\n      Scale: 1.15740740741e-07\n      Values: .1.3.6.1.2.1.1.3.0\n    rf_freq:\n      Type: frequency\n      TypeInstance: "Frequency (MHz)"\n      Table: false\n      Values: .1.3.6.1.4.1.41112.1.4.1.1.4.1\n    rf_sta_distance:\n      PluginInstance: distance\n      Type: gauge\n      Table: true',
     []),
    ('freifunk-berlin/bbb-configs@79dea9a10505940836f4e1bfdefac044630e7037:group_vars/all/snmp_profiles.yml', '',
     '      TypeInstanceOID: .1.3.6.1.4.1.41112.1.4.7.1.2.1\n      Values: .1.3.6.1.4.1.41112.1.4.7.1.5.1\n    rf_sta_signal:\n      Type: signal_power\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.4.7.1.2.1\n      Values: .1.3.6.1.4.1.41112.1.4.7.1.3.1\n    rf_sta_cinr:\n      Type: snr\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.4.7.1.2.1\n      Values: .1.3.6.1.4.1.41112.1.4.7.1.16.1\n    rf_sta_rx_capacity:\n      Type: bitrate\n      PluginInstance: rx\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.4.7.1.2.1\n      Scale: 1000\n      Values: .1.3.6.1.4.1.41112.1.4.7.1.18.1\n    rf_sta_tx_capacity:\n      Type: bitrate\n      PluginInstance: tx\n      Table: true\n      TypeInstanceOID: .1.3.6.1.4.1.41112.1.4.7.1.2.1\n      Scale: 1000\n      Values: .1.3.6.1.4.1.41112.1.4.7.1.17.1\n    rf_sta_tx_latency:\n      Type: latency\n      Table: true',
     []),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:data/csv/national-trend/andamento-nazionale.csv', '',
     '2020-03-13T17:00:00,ITA,7426,1328,8754,6201,14955,2116,2547,1439,1266,,,17660,97488,,\n2020-03-14T17:00:00,ITA,8372,1518,9890,7860,17750,2795,3497,1966,1441,,,21157,109170,,\n2020-03-15T17:00:00,ITA,9663,1672,11335,9268,20603,2853,3590,2335,1809,,,24747,124899,,\n2020-03-16T17:00:00,ITA,11025,1851,12876,10197,23073,2470,3233,2749,2158,,,27980,137962,,nd-IT-0004;nd-IT-0006\n2020-03-17T17:00:00,ITA,12894,2060,14954,11108,26062,2989,3526,2941,2503,,,31506,148657,,nd-IT-0009\n2020-03-18T17:00:00,ITA,14363,2257,16620,12090,28710,2648,4207,4025,2978,,,35713,165541,,nd-IT-0012;nd-IT-0014\n2020-03-19T17:00:00,ITA,15757,2498,18255,14935,33190,4480,5322,4440,3405,,,41035,182777,,\n2020-03-20T17:00:00,ITA,16020,2655,18675,19185,37860,4670,5986,5129,4032,,,47021,206886,,\n2020-03-21T17:00:00,ITA,17708,2857,20565,22116,42681,4821,6557,6072,4825,,,53578,233222,,',
     []),
    ('kenlog/italy.coronavirusinfections.org@9f7d13e9a20c5314c6a8b9d5deed9feda023218c:data/csv/national-trend/andamento-nazionale.csv', '',
     '2020-05-20T17:00:00,ITA,9624,676,10300,52452,62752,-2377,665,132282,32330,,,227364,3171719,2038216,\n2020-05-21T17:00:00,ITA,9269,640,9909,51051,60960,-1792,642,134560,32486,,,228006,3243398,2078860,\n2020-05-22T17:00:00,ITA,8957,595,9552,49770,59322,-1638,652,136720,32616,,,228658,3318778,2121847,\n2020-05-23T17:00:00,ITA,8695,572,9267,48485,57752,-1570,669,138840,32735,,,229327,3391188,2164426,\n2020-05-24T17:00:00,ITA,8613,553,9166,47428,56594,-1158,531,140479,32785,,,229858,3447012,2198632,pd-IT-0021\n2020-05-25T17:00:00,ITA,8185,541,8726,46574,55300,-1294,300,141981,32877,,,230158,3482253,2219308,dc-IT-0035\n2020-05-26T17:00:00,ITA,7917,521,8438,44504,52942,-2358,397,144658,32955,,,230555,3539927,2253252,\n2020-05-27T17:00:00,ITA,7729,505,8234,42732,50966,-1976,584,147101,33072,,,231139,3607251,2290551,',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/decreto-de-abertura-de-credito-excepcional-I.php', '',
     '    <script src="https://kit.fontawesome.com/fa170b8b16.js" crossorigin="anonymous"></script>\n</head>\n\n\n\n<body>\n    <?php include(HTDOCS_DIR . \'/html/header.php\'); ?>\n\n    <script>\n        $("#mn-news").addClass("current-menu-item");\n    </script>\n\n\n\n    <div class=\'content\'>\n        <span class=\'date\'>03 de abril de 2020</span>\n        <h1>Decreto de abertura de crédito extraordinário, em caráter excepcional ─ DECRETO Nº 4.111</h1>\n        <span class=\'author\'>O texto reproduzido tem caráter informativo e não substitui o <a href=""></a>publicado no diário oficial do município</span>\n\n        <p><strong>"DISPÕE SOBRE A ABERTURA DE CRÉDITO EXTRAORDINÁRIO, EM CARÁTER EXCEPCIONAL, NOS TERMOS DO INCISO III DO ART. 41 DA LEI 4.320/64, AO ORÇAMENTO DE 2020 LEI 3417 DE 10/12/2019 E DÁ OUTRAS PROVIDÊNCIAS"</strong></p>',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/decreto-de-abertura-de-credito-excepcional-I.php', '',
     '        <p><strong>MÁRCIO BIDÓIA, PREFEITO EM EXERCÍCIO NO MUNICÍPIO DE QUATÁ, ESTADO DE SÃO PAULO, NO USO DAS ATRIBUIÇÕES QUE LHE SÃO CONFERIDAS POR LEI.</strong></p>\n\n        <p><strong>CONSIDERANDO</strong> que o município já adotou Medidas Emergenciais para o enfrentamento da pandemia no Decreto nº 4.101 de 21/03/2020, de Estado de Calamidade no Decreto nº 4.103 de 21/03/2010 e determinou Período de Quarentena através do Decreto nº 4.107 de 26/03/2020;</p>\n\n        <p><strong>CONSIDERANDO</strong> que o município já adotou Medidas Emergenciais para o enfrentamento da pandemia no Decreto nº 4.101 de 21/03/2020, de Estado de Calamidade no Decreto nº 4.103 de 21/03/2010 e determinou Período de Quarentena através do Decreto nº 4.107 de 26/03/2020;</p>',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/decreto-de-calamidade-publica.php', '',
     '\t<script src="javascript/lib/jquery-3.4.1.min.js"></script>\n\t<script src="https://kit.fontawesome.com/fa170b8b16.js" crossorigin="anonymous"></script>\n</head>\n\n\n\n<body>\n    <?php include(HTDOCS_DIR . \'/html/header.php\'); ?>\n\n    <script>\n        $("#mn-news").addClass("current-menu-item");\n    </script>\n\n\n\n    <div class=\'content\'>\n        <span class=\'date\'>21 de março de 2020</span>\n        <h1>Decreto de estado de calamidade pública ─ DECRETO Nº 4.103</h1>\n        <span class=\'author\'>O texto reproduzido tem caráter informativo e não substitui o <a href=""></a>publicado\n            no\n            diário oficial do município</span>\n\n        <p><strong>"DECRETA ESTADO DE CALAMIDADE PÚBLICA NO MUNICÍPIO DE QUATÁ COMO MEDIDA DE ENFRENTAMENTO DA\n                EMERGÊNCIA DE SAÚDE PÚBLICA DECORRENTE DA PANDEMIA DO COVID-19 (NOVO CORONAVIRUS) E DISPÕE SOBRE A',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/decreto-uso-de-mascaras.php', '',
     '    <script src="javascript/lib/jquery-3.4.1.min.js"></script>\n    <script src="https://kit.fontawesome.com/fa170b8b16.js" crossorigin="anonymous"></script>\n</head>\n\n\n\n<body>\n    <?php include(HTDOCS_DIR . \'/html/header.php\'); ?>\n\n    <script>\n        $("#mn-news").addClass("current-menu-item");\n    </script>\n\n\n\n    <div class=\'content\'>\n        <span class=\'date\'>05 de maio de 2020</span>\n        <h1>Decreto de regulamentação o uso de máscaras ─ DECRETO Nº 4.125</h1>\n        <span class=\'author\'>O texto reproduzido tem caráter informativo e não substitui o <a href=""></a>publicado no diário oficial do município</span>',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/decreto-uso-de-mascaras.php', '',
     '        <p><strong>"DISPÕE SOBRE O USO GERAL E OBRIGATÓRIO DE MÁSCARAS DE PROTEÇÃO FACIAL PELA POPULAÇÃO COMO MEIO COMPLEMENTAR DE PREVENÇÃO AO CORONAVIRUS E SOBRE MEDIDAS ADICIONAIS AOS DECRETOS Nº. 4.101/20 e 4.103/20 COM SUAS ALTERAÇÕES E DÁ OUTRAS PROVIDÊNCIAS"</strong></p>\n\n        <p><strong>MARCELO PECCHIO,</strong>, Prefeito Municipal de Quatá, no uso de suas atribuições legais;</p>\n\n        <p><strong>CONSIDERANDO</strong> as medidas adotadas para enfrentamento de emergência em saúde pública decorrente do COVID-19, conforme estabelecido no Decreto Municipal nº 4.101/20 e 4.103/2020, com suas alterações;</p>\n\n        <p><strong>CONSIDERANDO</strong> a altíssima capacidade de disseminação do vírus agravada pela aglomeração de pessoas em espaços comuns;</p>',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/alteracao-de-medidas-de-quarentena.php', '',
     '\t<script src="https://kit.fontawesome.com/fa170b8b16.js" crossorigin="anonymous"></script>\n</head>\n\n\n\n<body>\n\t<?php include(HTDOCS_DIR . \'/html/header.php\'); ?>\n\n\t<script>\n\t\t$("#mn-news").addClass("current-menu-item");\n\t</script>\n\n\n\n\t<div class=\'content\'>\n\t\t<span class=\'date\'>26 de março de 2020</span>\n\t\t<h1>Decreto de Quarentena e Medidas Complementares de Prevenção à Pandemia do COVID-19, altera Decreto 4.103 ─ DECRETO Nº 4.107</h1>\n\t\t<span class=\'author\'>O texto reproduzido tem caráter informativo e não substitui o <a href=""></a>publicado no diário oficial do município</span>',
     []),
    ('rafaelssantos/coronavirus@0f3507fcf4c12d76770c4cdf5ee41a9ec2547fb0:legislacao/alteracao-de-medidas-de-quarentena.php', '',
     '\t\t<p><strong>"ALTERA O DECRETO MUNICIPAL Nº. 4.103 DE 21/03/2020, DECRETA QUARENTENA NO MUNICÍPIO DE QUATÁ COMO MEDIDA DE ENFRENTAMENTO DA EMERGÊNCIA DE SAÚDE PÚBLICA DECORRENTE DA PANDEMIA DO COVID-19 (NOVO CORONAVIRUS) E DISPÕE SOBRE A ADOÇÃO DE MEDIDAS COMPLEMENTARES NO ÂMBITO DA ADMINISTRAÇÃO PÚBLICA E SETOR PRIVADO MUNICIPAL".</strong></p>\n\n        <p><strong>MARCELO DE SOUZA PECCHIO</strong>, Prefeito do Município de Quatá, Estado de São Paulo, no uso e suas atribuições legais;</p>\n\n        <p><strong>CONSIDERANDO</strong> o disposto no Decreto Municipal nº 4.103, de 21 de março de 2020, que decretou estado de calamidade pública no Município de Quatá;</p>',
     []),
    ('GobCDMX/politicadedatos@cc9641deef9cb8d70b24fa1988f349ff2a1fe69f:_sass/post/Intro_01/ii-quedatos.md', '',
     'De acuerdo al <a href=" http://www.ordenjuridico.gob.mx/Constitucion/articulos/6.pdf">Artículo sexto de la Constitución Política de los Estados Unidos Mexicanos </a> y la <a href="http://www.infodf.org.mx/documentospdf/Ley%20de%20Transparencia,%20Acceso%20a%20la%20Informaci%C3%B3n%20P%C3%BAblica%20y%20Rendici%C3%B3n%20de%20Cuentas%20de%20la%20Ciudad%20de%20M%C3%A9xico.pdf">Ley de Transparencia, Acceso <br> a la Información Pública y Rendición de Cuentas de la Ciudad de México.</a>, los datos públicos son todos los datos en posesión de cualquier autoridad, entidad, Ente y organismo de los Poderes Ejecutivo, Legislativo y Judicial, órganos autónomos, partidos políticos, fideicomisos y fondos públicos, así como de cualquier persona física, moral o sindicato que reciba y ejerza recursos públicos o realice actos de autoridad en el ámbito federal, estatal y municipal.',
     []),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:src/repository/area.rs', '',
     '                to: MyTime(24),\n            },\n            phone: vec!["HPのみ"],\n        },\n        AreaHelpLine {\n            pref: "秋田県",\n            cities: Vec::new(),\n            hp: "あきた医療情報ガイド\xa0トップメニュー\xa0-\xa0秋田県 災害・救急医療情報システム",\n            url: "http://www.qq.pref.akita.lg.jp/qq05/WP0101/RP010101BL.do;jsessionid=1A22E05A8C7F68094742FC475C6B6628",\n            time: TimeType::Allday {\n                from: MyTime(0),\n                to: MyTime(24),\n            },\n            phone: vec!["HPのみ"],\n        },\n        AreaHelpLine {\n            pref: "山形県",\n            cities: Vec::new(),\n            hp: "山形県医療機関情報ネットワーク",\n            url: "https://www.pref.yamagata.jp/medical-net/",\n            time: TimeType::Allday {\n                from: MyTime(0),\n                to: MyTime(24),\n            },\n            phone: vec!["HPのみ"],\n        },\n        AreaHelpLine {\n            pref: "福島県",',
     []),
    ('tokishirazu-llc/qq_sodan_doko@05135b1314f75b7d67c1ce2576dc8a3e5660236e:src/repository/area.rs', '',
     '                to: MyTime(24),\n            },\n            phone: vec!["(HPのみ)"],\n        },\n        AreaHelpLine {\n            pref: "広島県",\n            cities: Vec::new(),\n            hp: "救急医療 Ｎｅｔ Ｈｉｒｏｓｈｉｍａ",\n            url: "http://www.qq.pref.hiroshima.jp/qq34/qqport/kenmintop/",\n            time: TimeType::Allday {\n                from: MyTime(0),\n                to: MyTime(24),\n            },\n            phone: vec!["(大人の項目参照)"],\n        },\n        AreaHelpLine {\n            pref: "山口県",\n            cities: Vec::new(),\n            hp: "やまぐち医療情報ネット",\n            url: "https://www.qq.pref.yamaguchi.lg.jp/qq35/WP000/RP000001BL.do",\n            time: TimeType::Allday {\n                from: MyTime(0),\n                to: MyTime(24),\n            },\n            phone: vec!["(大人の項目参照)"],\n        },\n        AreaHelpLine {\n            pref: "愛媛県",\n            cities: Vec::new(),',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2011-08-24-akumassa-dot-org.markdown', '',
     '---\ntitle: AKUMASSA.ORG\ndate: 2011-08-24 12:07:00 +07:00\ncategories:\n- CMB\n- Acara\ntags:\n- akumassa\nauthor: admincmb\ncomments: true\nimg: "/uploads/akumassa.jpg"\n---\n\n![akumassa.jpg](/uploads/akumassa.jpg){: .img-responsive .center-block }\n\n**Nomor:**\n\n0123\n\n**Inisiator:**\n\nAKUMASSA\n\n**Tanggal aplikasi:**\n\n11 Agustus 2011\n\n**Lokasi:**\n\nDKI Jakarta\n\n**Dana yang diminta:**\n\n55 Juta Rupiah\n\n**Topik hibah:**\n\nKeadilan dan kesetaraan akses terhadap media\n\n**Masa aktivitas:**\n\nJanuari 2012 – Januari 2013 (1 tahun)\n\n**Deskripsi proyek:**',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2011-10-11-penajaman-proposal-dan-evaluasi-anggaran.markdown', '',
     '---\ntitle: Penajaman Proposal dan Evaluasi Anggaran untuk Calon Penerima Hibah\ndate: 2011-10-11 13:46:00 +07:00\ncategories:\n- CMB\n- Acara\ntags:\n- penajaman proposal\n- evaluasi anggaran\n- hibah\n- CMB\nauthor: admincmb\ncomments: true\nimg: "/uploads/Idaman-Fasilitator-Result-Based-Management-Project-300x173.jpg"\n---\n\n![Idaman-Fasilitator-Result-Based-Management-Project-300x173.jpg](/uploads/Idaman-Fasilitator-Result-Based-Management-Project-300x173.jpg){: .img-responsive .center-block }',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-03-rekrutmen-dan-mou-untuk-staf-jurnalis.markdown', '',
     '---\ntitle: Rekrutmen dan MOU untuk Staf Jurnalis dan Koresponden Keerom\ndate: 2012-01-03\ncategories:\n- laporan\n- CMB\n- Aldepe.com\nlayout: laporancmb\n---\n\n![Januari_03_2012_Rekrutmen_dan_MOU_Jurnalis_&Koresponden_Keerom.jpg](/uploads/Januari_03_2012_Rekrutmen_dan_MOU_Jurnalis_&Koresponden_Keerom.jpg){: .img-responsive .center-block }\n\n**Tujuan** : Rekrutmen dan MOU untuk Staf Jurnalis dan Koresponden Keerom\n\n**Lokasi** : Jayapura\n\n**Alamat** : Jayapura\n\n**Jam** : 13.00 s/d 13.30 WIT\n\n**Hadir** : \n* Jerry Omona\n* Asri\n* Yusman (ALDP)\n* Latifah Anum Siregar (ALDP)\n\n**Ringkasan** : \n* Membuat Surat Kontrak Kerja (MOU)\n* Menjelaskan maksud dan tujuan MOU serta menjelaskan substansi pemberitaan/liputan\n* Menjelaskan alur kerja dan SOP manajemen Peliputan Webiste',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-08-kartunet-media-online-sosialisasi.markdown', '',
     '---\ntitle: Kartunet - Proposal Lengkap\ndate: 2012-01-08 12:52:00 +07:00\ncategories:\n- laporan\n- CMB\n- Kartunet.com\nlayout: laporancmb\n---\n\n![250px-Kartunet.gif](/uploads/250px-Kartunet.gif){: .img-responsive .center-block }\n\n**Kartunet: Media Online Sosialisasi dan Pengembangan Komunitas Pemuda dengan Disabilitas**\n\n**Organisasi**',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-11-pelatihan-wiki-untuk-penerima-hibah-cipta-media-bersama.markdown', '',
     '---\ntitle: Pelatihan Wiki untuk Penerima Hibah Cipta Media Bersama\ndate: 2012-01-11 13:32:00 +07:00\ncategories:\n- CMB\n- Acara\ntags:\n- wiki\n- hibah\n- CMB\nauthor: admincmb\ncomments: true\nimg: "/uploads/Pelatihan-Wiki-Cipta-Media-930x1024.jpg"\n---\n\n![Pelatihan-Wiki-Cipta-Media-930x1024.jpg](/uploads/Pelatihan-Wiki-Cipta-Media-930x1024.jpg){: .img-responsive .center-block }\n\nPada hari Senin, 9 Januari 2012, Cipta Media Bersama mengadakan pelatihan wiki untuk laporan keuangan dan aktivitas serta melakukan kelas-kelas pengantar untuk [lisensi Creative Commons](http://creativecommons.or.id%20/), frontline SMS, dan Ushaidi untuk 10 penerima hibah yang berada di Jakarta dan Bandung. Acara ini merupakan kelas pelatihan pertama yang diadakan setelah d[ana hibah termin pertama diturunkan](http://wikimedia.or.id/wiki/Tabel_penerima_hibah).',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-13-di-balik-frekuensi-film-dokumenter-mengenai-media-di-indonesia.markdown', '',
     '---\ntitle: \'Di Balik Frekuensi: Film Dokumenter Mengenai Media di Indonesia\'\ndate: 2012-01-13 11:48:00 +07:00\ncategories:\n- CMB\n- Teladan\ntags:\n- film\n- dokumenter\n- Media\n- Ucu Agustin\nauthor: admincmb\ncomments: true\nimg: "/uploads/Dibalik-Frekuensi-1024x492.png"\n---\n\n![Dibalik-Frekuensi-1024x492.png](/uploads/Dibalik-Frekuensi-1024x492.png){: .img-responsive .center-block }\n\n**Bagaimana pers di Indonesia bekerja?** Banyak tulisan mengenai hal ini di Indonesia, namun untuk masyarakat Indonesia belum ada film tentang media di negara ini. Media di Indonesia terlalu sibuk membuat liputan tentang hal yang lain dan lupa napak tilas apa yang terjadi pada media itu sendiri terlepas dari kepentingan lain.',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-20-Tim-LenteraTimur.com-bergerak-menuju-Medan-menggunakan-jalur-darat.markdown', '',
     '---\ntitle: Tim LenteraTimur.com bergerak menuju Medan menggunakan jalur darat.\ndate: 2012-01-20\ncategories:\n- laporan\n- CMB\n- LenteraTimur.com\nlayout: laporancmb\n---\n\n![200px-Januari_20_2012_LenteraTimur.com_Menempuh_jalur_darat_Jakarta-Medan_selama_4_hari_4_malam.jpg](/uploads/200px-Januari_20_2012_LenteraTimur.com_Menempuh_jalur_darat_Jakarta-Medan_selama_4_hari_4_malam.jpg){: .img-responsive .center-block }\n\n\n**Tujuan** : Tim LenteraTimur.com bergerak menuju Medan menggunakan jalur darat.\n\n**Lokasi** : Jakarta-Medan\n\n**Alamat** : \n\n**Jam** : \n\n**Hadir** :  \n* [Tengku Muhammad Dhani Iqbal](http://wiki.ciptamedia.org/wiki/Tengku_Muhammad_Dhani_Iqbal)\n* [Ken Miryam Vivekananda Fadlil](http://wiki.ciptamedia.org/wiki/Ken_Miryam_Vivekananda_Fadlil)\n* [Martin Aleida](http://wiki.ciptamedia.org/wiki/Martin_Aleida)\n* [Arif Budiman](http://wiki.ciptamedia.org/wiki/Arif_Budiman)',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-25-Har-ke-1-Pelatihan-Jurnalistik.markdown', '',
     '---\ntitle: Hari ke-1 Pelatihan Jurnalistik\ndate: 2012-01-25\ncategories:\n- laporan\n- CMB\n- LenteraTimur.com\nlayout: laporancmb\n---\n\n![200px-Januari_25_2012_LenteraTimur.com_Suasana_registrasi_peserta.jpg](/uploads/200px-Januari_25_2012_LenteraTimur.com_Suasana_registrasi_peserta.jpg){: .img-responsive .center-block }\n\n![200px-Januari_25_2012_LenteraTimur.com_Modul_pelatihan,_pulpen,_kartu_tanda_peserta_&_konsumsi_gratis_untuk_seluruh_peserta.jpg](/uploads/200px-Januari_25_2012_LenteraTimur.com_Modul_pelatihan,_pulpen,_kartu_tanda_peserta_&_konsumsi_gratis_untuk_seluruh_peserta.jpg){: .img-responsive .center-block }',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-01-28-Perencanaan-Siaran-Literasi-untuk-Pemantauan-Tayangan-Televisi-di-RKSP-FM.markdown', '',
     '---\ntitle: Perencanaan Siaran Literasi untuk Pemantauan Tayangan Televisi di RKSP FM\ndate: 2012-01-28\ncategories:\n- laporan\n- CMB\n- JRKL\nlayout: laporancmb\n---\n\n![200px-Januari_28-29_2012_Perencanaan_Siaran_Literasi_untuk_Pemantauan_Tayangan_Televisi_di_RKSP_FM_.jpg](/uploads/200px-Januari_28-29_2012_Perencanaan_Siaran_Literasi_untuk_Pemantauan_Tayangan_Televisi_di_RKSP_FM_.jpg){: .img-responsive .center-block }\t\n\t\n**Tujuan** :\tPerencanaan Siaran Literasi untuk Pemantauan Tayangan Televisi di RKSP FM\n\t\n**Lokasi** :\tRKSP FM\n\t\n**Alamat** : \tPekon Pahmungan, Kecamatan Pesisir Tengah, Kabupaten Lampung Barat, Lampung\n\t\n**Jam** :\t09.00 - 20.00 WIB (28-29 Januari 2012)\n\t\n**Hadir** :\t\n*\tAlfianto (JRKL)\n*\tErwin Beni (RKSP FM)\n*\tSukri Awan (RKSP FM)\n*\tEvi Handayani (RKSP FM)\n*\tBilli Anggara (RKSP FM)\n*\tHeri Irawan (RKSP FM)\n\n**Ringkasan** :\t',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-01-Memberikan-Informasi-mengenai-Indonesian-Human-Rights-Blog-Award.markdown', '',
     '---\ntitle: Memberikan Informasi mengenai Indonesian Human Rights Blog Award\ndate: 2012-02-01\ncategories:\n- laporan\n- CMB\n- Human Rights Blogger Award\nlayout: laporancmb\n---\n\n![250px-Februari_1_2012_IMDLN_website_IHRBA.JPG](/uploads/250px-Februari_1_2012_IMDLN_website_IHRBA.JPG){: .img-responsive .center-block }\n\n\n**Tujuan** : Memberikan Informasi mengenai Indonesian Human Rights Blog Award\n\n**Lokasi** : Sekretariat IMDLN \n\n**Alamat** : Jl Cempaka No.4 Poltangan Area Pasar Minggu Jakarta Selatan \n\n**Jam** : 13.00 WIB \n\n**Hadir** :\n\n**Ringkasan** \n* Pengaktifan website [INDONESIAN HUMAN RIGHTS BLOG AWARD](http://www.hamblogger.org/)',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-03-pelatihan-pemantauan-media-berbasis-komunitas-hari-ii.markdown', '',
     '---\ntitle: Pelatihan Pemantauan Media berbasis Komunitas Hari II\ndate: 2012-02-03\ncategories:\n- laporan\n- CMS\n- AKUMASSA.ORG\n---\n\n![200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_1.jpg](/uploads/200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_1.jpg){: .img-responsive .center-block }\n\n![200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_2.jpg](/uploads/200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_2.jpg){: .img-responsive .center-block }\n\n![200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_3.jpg](/uploads/200px-Februari_03_2012_Akumassa_Pelatihan-Media-Berbasis-Komunitas_3.jpg){: .img-responsive .center-block }\n\n**Tujuan** : Pelatihan Pemantauan Media berbasis Komunitas Hari I\n\n**Lokasi** : \tGG House\n\n**Alamat** : Kampung Cibogo II No. 423, Gadog, Cipayung, Bogor 1675. Jawa Barat',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-08-aldp-proposal-lengkap.markdown', '',
     '---\ntitle: ALDP - Proposal Lengkap\ndate: 2012-02-08 13:23:00+07:00\ncategories:\n- laporan\n- CMS\n- Aldepe.com\n---\n\n![250px-Aldepe.jpg](/uploads/250px-Aldepe.jpg){: .img-responsive .center-block }\n\n**Aldepe.com: Advokasi Hak Asasi Manusia (HAM) di Papua Via Media Online, Telpon Seluler dan Sosial Media**\n\n**Organisasi**',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-11-Pelatihan-Wiki-Untuk-Laporan-Penggunaan-Dana-dan-Aktivitas-Proyek-Kartunet.markdown', '',
     '---\ntitle: Pelatihan Wiki Untuk Laporan Penggunaan Dana dan Aktivitas Proyek Kartunet\ndate: 2012-02-11\ncategories:\n- laporan\n- CMB\n- Kartunet.com\nlayout: laporancmb\n---\n\n![200px-Februari_11_2012_Kartunet_Pelatihan_Wiki.jpg](/uploads/200px-Februari_11_2012_Kartunet_Pelatihan_Wiki.jpg){: .img-responsive .center-block }\n\n**Tujuan** : Pelatihan Wiki Untuk Laporan Penggunaan Dana dan Aktivitas Proyek Kartunet\n\n**Lokasi** : \tSekretariat Kartunet\n\n**Alamat** : Jl. Pepaya V Jagakarsa Jakarta Selatan\n\n**Jam** : 10:00 - 16:00 WIB\n\n**Hadir** : \n* Trias Nurhidayat\n* Hendra Prastiawan\n\n**Ringkasan** : \n* Pelatihan Pembutan Laporan Keuangan untuk proyek Kartunet\n* Pelatihan pembuatan [Laporan Aktivitas](http://wiki.ciptamedia.org/wiki/Kartunet.com/Laporan_Aktivitas)',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-15-border-blogger-movement-proposal-lengkap.markdown', '',
     '---\ntitle: Border Blogger Movement - Proposal Lengkap\ndate: 2012-02-15 14:08:00+07:00\ncategories:\n- laporan\n- CMS\n- Border Blogger Movement\n---\n\n![250px-Border_Blogger_Movement.jpg](/uploads/250px-Border_Blogger_Movement.jpg){: .img-responsive .center-block }\n\n**Organisasi**\n\nBorneo Blogger Community adalah komunitas blogger serantau Borneo yang diinisiasi oleh Asriyadi Alexander Mering, Stefanus Akim dan Yaser Ac dan dideklarasikan bersama 9 blogger lainnya di Pontianak, 27 Juli 2008.\n\nTujuan komunitas ini antara lain menyebarluaskan informasi, kearifan-pengetahuan lokal dan maupun teknologi dengan concept citizen journalism melalui weblog, media sosial, training-training, publishing media, seminar dan lain sebagainya. Dengan harapan akan merangsang keterbukaan informasi dan inisiatif warga secara terbuka di Pulau Borneo.',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-18-Pelatihan-Jurnalistik.markdown', '',
     '---\ntitle: Pelatihan Jurnalistik\ndate: 2012-02-18\ncategories:\n- laporan\n- CMB\n- Marsinah FM\nlayout: laporancmb\n---\n\n![200px-Februari_18_2012_FBLP_pelatihan_jurnalistik_-1.jpg](/uploads/200px-Februari_18_2012_FBLP_pelatihan_jurnalistik_-1.jpg){: .img-responsive .center-block }\n\n![200px-Februari_18_2012_FBLP_pelatihan_jurnalistik-2.jpg](/uploads/200px-Februari_18_2012_FBLP_pelatihan_jurnalistik-2.jpg){: .img-responsive .center-block }\n\n\n**Tujuan** : Pelatihan Jurnalistik\n\n**Lokasi** : Sekretariat Marsinah fm\n\n**Alamat** : Jl. Tipar Selatan XII, No.9, Semper Barat, Jakarta Utara\n\n**Jam** : 13:00 WIB - 17:30 WIB\n\n**Hadir** : \n* [Dian Septi Trisnanti](http://wiki.ciptamedia.org/wiki/Dian_Septi_Trisnanti)\n* [Atin Kurniati](http://wiki.ciptamedia.org/wiki/Atin_Kurniati)\n* [Jumisih](http://wiki.ciptamedia.org/wiki/Jumisih)\n* [Ampi](http://wiki.ciptamedia.org/wiki/Ampi)\n* Richi\n* Marlina\n* Sri',
     []),
    ('cipta-media/website@943b8ecdb1f7e507abbb404051afbd40d0a855d3:_posts/2012-02-24-AJI-Banda-Aceh-Mentoring-24-Februari-2012.markdown', '',
     '---\ntitle: AJI Banda Aceh - Mentoring 24 Februari 2012\ndate: 2012-02-24\ncategories:\n- laporan\n- mentoring\n- CMB\n- AJI Banda Aceh\nlayout: laporancmb\n---\n\n* Oleh [Anggara](http://wiki.ciptamedia.org/wiki/Pengguna:Anggara) di Jangongan Media Rakyat (Yogyakarta)\n\nProyek AJI Banda Aceh adalah peningkatan profesionalitas dan proporsionalitas jurnalis dalam memberitakan pelaksanaan syariat Islam di Aceh dan pemantauan media dalam pemberitaan syariat Islam di Aceh.\n\nKegiatan yang telah dilakukan adalah:\n\n1. Melakukan pemantauan media terhadap 12 media cetak dan 6 media online\n2. Model pemantauan dilakukan perhari selama satu tahun ditambahkan dengan analisa.\n3. Pemantauan dilakukan menggunakan coding berdasarkan KEJ, Frekuensi berita, dan proporsi\n\n**Catatan**',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/johndeere.wanicki.pl', '',
     'Osmiu przedstawicieli handlowych oczekuje na Panstwa\xa0 w terenie lub jednym z naszych oddzialów w Pulankowicach, Sitancu, Kazimierzówce i Janówku w województwie Lubelskim. Zapraszamy!\n\nNowe maszyny rolnicze John Deere, Ciagniki rolnicze John Deere, Kombajn John Deere, Uzywane maszyny rolnicze, Autoryzowany serwis maszyn rolniczych, Wynajem maszyn rolniczych John Deere\n\n\xa0\n\n\xa0\n\n\xa0\n\nAKTUALNOSCI I WYDARZENIA\n\nPromocja - ciagnik John Deere 5050E\n\n23/04/2019\n\nSkorzystaj ze specjalnej oferty - odbierz rabat 10%.\nJohn Deere 5050E to niezawodny ciagnik zwany "malym gigantem"- uniwersalny i wszechstronny.\n...\n\nSprawdz!\n\n5 lat 0% na kombajny (oraz przyrzady zniwne) W540\n\n18/04/2019\n\nMyslisz o zakupie kombajnu John Deere? Dowiedz sie wiecej o ofercie na finansowanie zakupu modelu W540.\xa0\n\xa0\nZasady:\n\nPromocja dotycz...\n\nSprawdz!\n\nKosiarki John Deere w 10 ratach 0%\n\n26/03/2019',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/jubilerolsztyn.pl', '',
     '9\t\t\t\t\t\t\t20\t\t\t\t\t\t\t43\t\t\t\t\t\t\t11\t\t\t\t\t\t\t42\t\t\t\t\t\t\t48\t\t\t\t\t\t\t44\t\t\t\t\t\t\t13\t\t\t\t\t\t\t17\t\t\t\t\t\t\t50\t\t\t\t\t\t\t60\t\t\t\t\t\t\t14\t\t\t\t\t\t\t40 cm\t\t\t\t\t\t\t45 cm\t\t\t\t\t\t\t55 cm\t\t\t\t\t\t\t55\t\t\t\t\t\t\t45\t\t\t\t\t\t\t61\t\t\t\t\t\t\t56\t\t\t\t\t\t\t40\t\t\t\t\t\t\t14/24\t\t\t\t\t\t\t\t\t\t\t\t\t\t19,0\t\t\t\t\t\t\t19,5\t\t\t\t\t\t\t18\t\t\t\t\t\t\t21 cm\t\t\t\t\t\t\t19,5 cm\t\t\t\t\t\t\tregulowana\t\t\t\t\t\t\t19\t\t\t\t\t\t\t17,5\t\t\t\t\t\t\t21\t\t\t\t\t\t\t16,5\t\t\t\t\t\t\t26\t\t\t\t\t\t\t18,5\t\t\t\t\t\t\t24\t\t\t\t\t\t\t27\t\t\t\t\t\t\t53\t\t\t\t\t\t\t65\t\t\t\t\t\t\t64\t\t\t\t\t\t\t59\t\t\t\t\t\t\t54\t\t\t\t\t\t\t49\t\t\t\t\t\t\t10\t\t\t\t\t\t\t12\t\t\t\t\t\t\t22\t\t\t\t\t\t\t16\t\t\t\t\t\t\t46\t\t\t\t\t\t\t13/22\t\t\t\t\t\t\t23\t\t\t\t\t\t\t19,50\t\t\t\t\t\t\t20,5\t\t\t\t\t\t\t15\n\nKategorie\n\nBizuteria zlota\n\nKolczyki\n\nKolczyki z diamentami\n\nSygnety\n\nNaszyjniki z kamieniami szlachetnymi\n\nBransoletki z diamentami\n\nZawieszki z kamieniami szlachetnymi\n\nPierscionki\n\nPierscionki z diamentami\n\nBransoletki Damskie\n\nBransoletki Meskie\n\nNaszyjniki Damskie - celebrytki\n\nLancuszki Damskie\n\nLancuszki Meskie\n\nZawieszki\n\nZawieszki Literki\n\nZawieszki Zodiaki\n\nZawieszki Charms',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kaiso.pl', '',
     'Szanowny Uzytkowniku! Od 25 maja 2018 roku obowiazuje Rozporzadzenie Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. w sprawie ochrony osob fizycznych w zwiazku z przetwarzaniem danych osobowych i w sprawie swobodnego przeplywu takich danych oraz uchylenia dyrektywy 95/46/WE (okreslane jako "RODO"). W zwiazku z powyzszym informujemy o przetwarzaniu Twoich danych oraz zasadach, na jakich odbywa sie to po dniu: 25 maja 2018 roku. Aby dostarczac coraz lepsze materialy informacyjne oraz uslugi szkolen, wdrazania i doskonalenia w zakresie systemow zarzadzania ISO, potrzebujemy zgody na dopasowanie tresci marketingowych do Twojego zachowania. Dbamy o Twoja prywatnosc. Nie zwiekszamy zakresu naszych uprawnien. Twoje dane sa u nas bezpieczne, a zgode mozesz wycofac w kazdej chwili zgodnie z Polityka Prywatnosci. Prosze potwierdz nizej "Przejdz do serwisu", jezeli zgadzasz sie na przetwarzanie przez ,,KaISO" Kazimierz Bujas i naszych Zaufanych Partnerow Twoich danych osobowych, zbieranych w ramach korzystania przez Ciebie ze strony www.kaiso.pl (w tym danych zapisywanych w plikach cookies) w celach marketingowych i realizacji uslug. Zgoda jest dobrowolna i mozesz ja w dowolnym momencie wycofac (wiecej informacji w naszej Polityce Prywatnosci).',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kamery-na-stokach.webcamera.pl', '',
     'wtorek, 02 kwietnia 2019W Gniewie juz tez jest parka. Czy wiecie, ze para bocianow wedruje na zimowiska osobno i osobno z nich powraca? Ptaki te spotykaja sie dopiero na gniezdzie :-) Zobaczcie live.zobacz »poniedzialek, 01 kwietnia 2019Pierwsze lodzie juz wyplynely. Dzis poczatek sezonu.Flisacy pieninscy zapraszaja nasplyw przelomem Dunajca.zobacz »piatek, 29 marca 2019Przegapiles czwartkowe przywitanie Daru Mlodziezy w porcie w Gdyni? Zobacz co sie dzialo.zobacz »czwartek, 28 marca 2019Dar Mlodziezy dzis konczy Rejs Niepodleglosci dookola swiata. Wlasnie przybija do portu w Gdyni - zobacz na zywo.zobacz »wtorek, 26 marca 2019Zima jeszcze nie powiedziala ostatniego slowa. Widok z osniezonej Gubalowki na panorame Tatr.zobacz »piatek, 22 marca 2019GRYGLOWKA to kompleks usytuowany w samym sercu Zielenca.\nMiejsce, w ktorym mozna aktywnie spedzic urlop. Stacja czynna - zapraszamy.zobacz »',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kampinos.pl', '',
     'Gmina Kampinos\n\nDzis jest Sroda, 24.04.2019,imieniny Bony, Horacji, Jerzego\n\nStrona glowna\xa0»\xa0\n\nAktualnosci\n\n"RODO"\n\nKarta Mieszkanca Gm. Kampinos\n\nBaza teleadresowa\n\nInformacje o Gminie\n\nTURYSTYKA\n\nKOMUNIKACJA\n\nOsrodek Pomocy Spolecznej\n\nBiblioteka Publiczna Gm. Kampinos\n\nZespol Rekreacyjno-Sportowy\n\nOswiata\n\nFUNDUSZE I DOTACJE\n\nOpieka zdrowotna\n\nPolicja\n\nParafie\n\nStowarzyszenia\n\nJednostki OSP\n\nTerenowy Zespol Doradcow\n\nZarzadzanie Kryzysowe\n\nInformacje dla Rolnikow\n\nBiuletyn Kampinoski\n\nLinki do Sasiadow\n\nStypendia i zasilki szkolne\n\nGminna Spolka Wodna Kampinos\n\nProjekty wspolfinansowane z UE\n\nWYBORY SAMORZADOWE 2018\n\nWybory do Europarlamentu\n\nwstecz\n\nZapraszamy 3 maja do Granicy\n\n2019-04-24\n\nwiecej»\n\n9. edycja Polmaratonu im. Janusza Kusocinskiego\n\n2019-04-24\n\nwiecej»\n\nNAJSERDECZNIEJSZE ZYCZENIA WIELKANOCNE!\n\n2019-04-19\n\nwiecej»\n\nInformacja dla kandydatow na czlonkow OKW\n\n2019-04-19',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kk.ptkardio.pl', '',
     'Kujawsko-Pomorskie\n\nProf. dr hab. med. Aleksander Goch\n\nKlinika Kardiologii i Kardiochirurgii\n10 Wojskowy Szpital Kliniczny z Poliklinika\nSamodzielny Publiczny Zaklad Opieki Zdrowotnej\nul. Powstanców Warszawy 5\n85-681 Bydgoszcz\n\nLubelskie\n\nProf. dr hab. med. Andrzej Wysokinski\n\nKlinika Kardiologii Uniwersytetu Medycznego\nul. Jaczewskiego 8\n20-090 Lublin\n\nLubuskie\n\nDr hab. med. Krzysztof Blaszyk\n\nI Klinika Kardiologii Uniwersytetu Medycznego\nul. Dluga 1/2,\n61-848 Poznan\n\nLódzkie\n\nProf. dr hab. med.\xa0Marzenna Zielinska\n\nKlinika Intensywnej Terapii Kardiologicznej\nKatedra Kardiologii i Kardiochirurgii\nUniwersytet Medyczny w Lodzi\nul. Pomorska 251,\xa0\n92-213 Lódz\n\nMalopolskie\n\nProf. dr hab. med. Piotr Podolec\n\nOddzial Kliniczny Chorób Serca i Naczyn\nKrakowski Szpital Specjalistyczny im. Jana Pawla II w Krakowie,\nCollegium Medium Uniwersytetu Jagiellonskiego\nul. Pradnicka 80\n31-202 Kraków\xa0\xa0',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kmrm.pl', '',
     'Czlonkiem klubu motorowego moze byc kazda osoba ktora pracowala/pracuje w Ratownictwie Medycznym lub Stacjach Pogotowia Ratunkowego po uzyskaniu rekomendacji dwoch czlonkow klubu. Ostateczna decyzje o przyjeciu nowego czlonka podejmuje Zarzad klubu.\n\nZarzad Klubu Motorowego Ratownictwa Medycznego\n\nPrezesem Klubu Motorowego jest Dariusz Nowak\n\nWiceprezesem Klubu Motorowego jest Cezary Jarek\n\n\xa0\n\nLegitymacja i skladki czlonkowskie\n\nSkladka czlonkowska wynosi 25zl rocznie.\tWydanie legitymacji czlonkowskiej oraz przedluzenie jej waznosci jest bezplatne.\n\nKazda legitymacja jest personalizowana, zabezpieczona hologramem oraz specjalnym grawerem.\n\nWspolpracujemy\n\nWojewodzki Osrodek Medycyny Pracy\nul. Marii Sklodowskiej-Curie 61/67, 87-100 Torun\n\nTornet.pl Jacek Kwiatkowski\nul. Polna 71, 87-100 Torun\n\nTlumiki Janusz Prus\nul. Droga Trzepowska 27, 87-100 Torun\n\n\xa0\n\nKontakt',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/konferencja.niewydolnosc-serca.pl', '',
     'Olga Trojnarska\n\nAgnieszka Tycinska\n\nIzabella Uchmanowicz\n\nMaria Walkiewicz\n\nKazimierz Widenka\n\nKarol Wierzbicki\n\nKarina Wierzbowska-Drabik\n\nAdam Witkowski\n\nMarta Wleklik\n\nRenata Wolfshaut-Wolak\n\nMichal Zakliczynski\n\nMichal Zembala\n\nTomasz Zielinski\n\nRobert Zymlinski\n\nPROGRAM\n\nPiatek\n\n10:30 - 11:45\n\nSala Tulip 1+2\n\nWARSZTATY\n\nEchokardiografia serca niewydolnego – od rozpoznania do skutecznego leczenia.\nWe wspólpracy z Sekcja Echokardiografii.\n\nProwadzenie: O. Trojnarska\xa0(Poznan)\n\nHFrEF – elementy oceny zaawansowania.\nT. Kukulski\xa0(Zabrze)\n\nPacjent 1.\nA. Gackowski (Kraków)\n\nHfpEF – jak rozpoznac?\nK. Mizia-Stec\n\nPacjent 2.\nP. Szymanski (Warszawa)\n\nSala Azalia\n\nWARSZTATY INTERAKTYWNE\n\nEKG a niewydolnosc serca.\n\nZagadki EKG u pacjentów z niewydolnoscia serca.\n\nR. Baranowski\n\n11:45 - 12:00\n\nPrzerwa kawowa\n\n12:00 - 13:30\n\nSala Tulip 1+2\n\nPacjent z niewydolnoscia serca i cukrzyca AD 2019.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kornowac.bipgmina.pl', '',
     'Rzadowe Centrum Legislacji - elektroniczne dzienniki\n\nDziennik Urzedowy Wojewodztwa Slaskiego\n\nElektroniczna Skrzynka Podawcza\n\nArchiwum\n\nCharakterystyka ogolna gminy\n\nZarzadzanie Kryzysowe\n\nRejestry i ewidencje\n\nOchrona danych osobowych\n\nOgloszenia\n\nPrzetargi\n\nKomunikaty\n\nAktualnosci\n\nSrodowisko i jego ochrona\n\nAnaliza stanu gospodarki odpadami\n\nW liczbach\n\nObszar\n\n26,3 km²\n\nStanowiska\n\nWojt\n\nGrzegorz Niestroj\n\nSekretarz\n\nRadoslaw Luszcz\n\nSkarbnik\n\nBeata Orc\n\nREGON\n\n276258411\n\nNr konta\n\n45 8455 0000 2001 0032 3095 0002\n\nAdres skrytki EPUAP\n\n/d47d32wssw/skrytka\n\nPodstawa prawna',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/korzen.partneropony.pl', '',
     'Wulkanizacja Debica - Firma Uslugowo Handlowa Adam Korzen i wspolnicy Spolka Jawna. Kaweczynska 65. Partner Opony Polska\n\nPrzejdz do tresci\n\nO NAS\n\nDOLACZ DO SIECI PARTNER\n\nKONTAKT\n\nUslugi\n\nAsortyment\n\nPoradniki\n\n\xa0 \xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\n\xa0\n\nFirma Uslugowo Handlowa Adam Korzen i wspolnicy Spolka Jawna - serwis opon Partner Opony Polska\n\nKaweczynska 65\n\n39-200 Debica\n\nPon.-Pt.:\n\n07:30-18:00\n\nSobota:\n\n07:30-14:00\n\n\xa0\n\nWskazowki dojazdu\n\nSpecjalizacja\n\nMechanika pojazdowa\n\nStacja Kontroli Pojazdow\n\nWulkanizacja\n\nOpony\n\nosobowe\n\ndostawcze\n\nterenowe\n\nciezarowe\n\nprzemyslowe\n\nmotocyklowe\n\nUslugi wulkanizacyjne\n\nW kazdym serwisie Sieci Partner Opony Polska kompleksowo, jako standardowa usluga, wykonujemy: uszczelnianie opon, mycie kol do wywazenia, prostowanie felg stalowych, montaz i demontaz kol.\n\nwywazanie kola\n\nnaprawa felg\n\npompowanie opon gazem\n\nprzechowywanie opon\n\nobsluga opon typu Run Flat',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/kursy.wcies.edu.pl', '',
     'Szkolenia - Kursy - WCIES\n\nAktualnosciMoj profilMoje szkolenia\n\nBIP\n\nMoodle\n\nFacebook\n\nFlaga\n\nWszystkie pola sa wymagane.\n\nAdres e-mail\n\nAktualnosci\n\nSzkolenia\n\nMoj profil\n\nMoje szkolenia\n\nZaloguj sie\n\nA+\nA\nA-\n\nNajblizsze szkolenia\n\nPoczatek za: dzisiaj\n\nJak ciekawie mowic o\xa0historii\xa0muzyki?\n\nTermin: 24 kwietnia -  15 maja 2019\n\nLiczba miejsc: 28\n\nwiecej >\n\nPoczatek za: 1 dzien\n\nJedzie pociag z\xa0daleka.\n\nTermin: 25 kwietnia 2019\n\nLista rezerwowa\n\nwiecej >\n\nPoczatek za: 1 dzien\n\nPrzedluzenie Certyfikatu Prezydenta m. st. W-wy WARS i\xa0SAWA, gr.1\n\nTermin: 25 kwietnia 2019\n\nLiczba miejsc: 21\n\nwiecej >\n\nPoczatek za: 1 dzien\n\nMasz\xa0glos, decyduj. Nie rezygnuj! Konferencja podsumowujaca.\n\nTermin: 25 kwietnia 2019\n\nLiczba miejsc: 54\n\nwiecej >\n\nPoczatek za: 1 dzien\n\n,,Przyjecie pod chmurka" - zabawy kulinarne z\xa0elementami\xa0kodowania.\n\nTermin: 25 kwietnia 2019\n\nLiczba miejsc: 4\n\nwiecej >',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/leauto.pl', '',
     'Jak mozna przeczytac na niemieckiej stronie poswieconej tematyce motoryzacji* firma BMW pracuje nad super wydajnym pojazdem hybrydowym.\n\nczytaj wiecej...\n\nDebiut nowej Hondy Civic Coupe!\n\nTomasz Wrodarczyk | 2015-11-15\n\nNa zblizajacych sie targach motoryzacyjnych w Los Angeles, swoj debiut odnotuje nowa wersja Hondy Civic Coupe!\n\nczytaj wiecej...\n\nGorace oferty\n\nIveco  Daily 3517SP 3.0 + Pakiet TOP + Wyposazenie dodatkowe\n\ncena: 129 210,00zl | rabat: 15 210,00zl\n\nnasza cena: 114 000,00zl\n\nOpel Astra K Elite + Bogate wyposazenie MT 5 105KM Start&Stop\n\ncena: 91 190,00zl | rabat: 24 690,00zl\n\nnasza cena: 66 500,00zl\n\nPolecane\n\nPeugeot Expert Furgon Premium   Diesel BlueHDI\n\ncena: 123 099,00zl | rabat: 37 100,00zl\n\nnasza cena: 85 999,00zl\n\nRenault Trafic Grand Passenger Pack Clim 3,0t Energy 1.6 dCi 125  + pakiet Control, Pakiet Maxi Max 1.6 dCi\n\ncena: 122 800,00zl | rabat: 18 500,00zl',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/lopuszczykowo.biposwiata.pl', '',
     'Kierownik wyszkolenia sportowego - dla interesantow\nponiedzialek 12.30 -14.30\nsroda 12.30 - 14.30,\nczwartek 10.30 - 14.30\npiatek 10.30 - 14.30\nsekretariat szkoly \t                             codziennie\t8.00 - 15.00\n\nData wprowadzenia dokumentu do BIP: 07 wrzesnia 2008 17:14\n\nDokument wprowadzony do BIP przez:\n\nIlosc wyswietlen: 50716\n\n06 czerwca 2018 10:47 (Dorota Rojewska) - Aktualizacja danych stanowiska.\n\n06 czerwca 2018 10:47 (Dorota Rojewska) - Usuniecie danych kontaktowych.\n\n06 czerwca 2018 10:47 (Dorota Rojewska) - Usuniecie danych kontaktowych.\n\nwiecej »\n\n06 czerwca 2018 10:46 (Dorota Rojewska) - Aktualizacja danych kontaktowych.\n\n06 czerwca 2018 10:46 (Dorota Rojewska) - Aktualizacja danych kontaktowych.\n\n06 czerwca 2018 10:45 (Dorota Rojewska) - Aktualizacja danych kontaktowych.\n\n06 czerwca 2018 10:45 (Dorota Rojewska) - Aktualizacja danych kontaktowych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/lustra-online.pl', '',
     'Nasze nietlukace lustra obserwacyjne wyprodukowane sa z nowoczesnych i wysoko jakosciowych materialow. W zaleznosci od modelu lustra, czesc optyczna naszych luster obserwacyjnych wykonana jest z takich materialow jak: PLEKSIGLAS, POLYMIR (c) lub P.A.S.(c).\n\nWszystkie nasze lustra obserwacyjne, lustra kontrolne, lustra sklepowe i inne dostarczane sa z kompletem uniwersalnych uchwytow do zamontowania na scianach, sufitach lub slupach owalnych (o srednicy od 76-90 mm) oraz na slupach prostokatnych (60x80 lub 80x80mm).\n\nTwoja firma w doskonalej panoramie\n\nMapa strony\n\nwykonanie: EBweb.pl\n\nWszelkie prawa zastrzezone LUSTRA-ONLINE.PL (c) 2008-2011\nMaterialy opublikowane na stronie chronione sa prawem autorskim.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/magnat.saleilokale.pl', '',
     'Sale w slaskim\nSale w swietokrzyskim\nSale w warminsko-mazurskim\nSale w wielkopolskim\nSale w zachodniopomorskim\n\nDom Weselny\nRestauracja\nHotel\nDwor\nSala Weselna\nPensjonat\nPalac\nZamek\nOsrodek Wczasowy\nCentrum Konferencyjne\nObiekt kultury\n\n\xa0\xa0Osoby, ktore widzialy ten obiekt przegladaly takze sale w lubelskim:\n\nDwor Keblow\nSala na 280 osob\n\nH O T E L Grochowski\nSala na 100 osob\n\nDom Weselny Artemida Lublin\nSala na 300 osob\n\nSala Bankietowa Gloria\nSala na 250 osob\n\nKomentarze\n\nAktualnie brak komentarzy dotyczacych tego obiektu.\n\nDodaj komentarz:\n\nKod:\nd2b59\n\nKupTeraz\n\xa0\xa0|\xa0\xa0\n\nStrona Glowna\n\xa0\xa0|\xa0\xa0\n\nRegulamin\n\xa0\xa0|\xa0\xa0\n\nPolityka Prywatnosci i cookies\n\xa0\xa0|\xa0\xa0\n(c) Copyright 2008-2019\n\xa0\xa0|\xa0\xa0\nO Nas\n\xa0\xa0|\xa0\xa0\nMapa Serwisu\n\xa0\xa0|\xa0\xa0\nKontakt',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/marketdomen.pl', '',
     '.pruszkow.pl\n.przeworsk.pl\n.pulawy.pl\n.radom.pl\n.rawa-maz.pl\n.rybnik.pl\n.rzeszow.pl\n.sanok.pl\n.sejny.pl\n.slask.pl\n.slupsk.pl\n.sosnowiec.pl\n.stalowa-wola.pl\n.skoczow.pl\n.starachowice.pl\n.stargard.pl\n.suwalki.pl\n.swidnica.pl\n.swiebodzin.pl\n.swinoujscie.pl\n.szczecin.pl\n.szczytno.pl\n.tarnobrzeg.pl\n.tgory.pl\n.turek.pl\n.tychy.pl\n.ustka.pl\n.walbrzych.pl\n.warmia.pl\n.warszawa.pl\n.wegrow.pl\n.waw.pl\n.wielun.pl\n.wlocl.pl\n.wloclawek.pl\n.wodzislaw.pl\n.wolomin.pl\n.wroclaw.pl\n.zachpomor.pl\n.zagan.pl\n.zarow.pl\n.zgora.pl\n.zgorzelec.pl\n\nDlugosc:\n\nmin\nod\n\nmax\ndo\n\nfull\nod-do\n\n/\n\n1\n1\n\n2\n2\n\n3\n3\n\n4\n4\n\n5\n5\n\n10\n10\n\n15\n15\n\ninne\n6\n7\n8\n9\n11\n12\n13\n14\n16\n17\n18\n19\n20\n21\n22\n23\n24\n25\n26\n27\n28\n29\n30\n31\n32\n33\n34\n35\n36\n37\n38\n39\n40\n41\n42\n43\n44\n45\n46\n47\n48\n49\n50\n51\n52\n53\n54\n55\n56\n57\n58\n59\n60\n61\n62\n63\n\nznakow\n\n0\n\n63\n\nCena:\n\nmin\nod\n\nmax\ndo\n\nfull\nod-do\n\n/\n\n1\n1\n\n100\n100\n\n500\n500\n\n1000\n1000\n\n5000\n5000\n\nPLN\n\n0\n\n5000000',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spbarwice.superszkolna.pl', '',
     'Szanowni Rodzice!\rW zwiazku z trwajacym strajkiem nie jestem w stanie zapewnic zajec dydaktycznych wszystkim uczniom. Biorac pod uwage koniecznosc realizacji podstawy programowej, w miare mozliwosci, od 25 kwietnia 2019r. zostaly zaplanowane lekcje dla klas IV-VIII. Z powodu braków...\n\nczytaj wiecej »\n\n23 kwietnia 2019 13:44 | Aktualnosci\n\nwtorek- 23 kwietnia 2019r.\n\nDrodzy Rodzice!\r \rNa dzien dzisiejszy strajk nadal trwa.\rNie posiadam informacji o jego zawieszeniu badz zakonczeniu.\rW zwiazku z tym, bardzo prosze o dalsze sledzenie informacji zamieszczanych na stronie internetowej szkoly.\rBedziecie Panstwo informowani na biezaco.\rDzieci, którym...\n\nczytaj wiecej »\n\n05 kwietnia 2019 13:40 | Aktualnosci\n\nSTRAJK',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spbazanowice.bipszkola.pl', '',
     'Data wprowadzenia dokumentu do BIP: 29 grudnia 2015 09:25\n\nDokument wprowadzony do BIP przez: Joanna Waliczek\n\nIlosc wyswietlen: 6840\n\n08 marca 2019 13:00 (Joanna Waliczek) - Usuniecie danych kontaktowych.\n\n04 marca 2019 11:05 (Joanna Waliczek) - Aktualizacja danych stanowiska: PEDAGOG SZKOLNY mgr Martyna Bak  /  mgr Elzbieta Beczala.\n\n04 marca 2019 11:04 (Joanna Waliczek) - Aktualizacja danych stanowiska: PEDAGOG SZKOLNY mgr Martyna Bak                zastepstwo mgr Elzbieta Beczala.\n\nwiecej »\n\n04 marca 2019 11:04 (Joanna Waliczek) - Aktualizacja danych stanowiska: PEDAGOG SZKOLNY mgr Martyna Bak  zastepstwo mgr Elzbieta Beczala.\n\n04 marca 2019 11:04 (Joanna Waliczek) - Aktualizacja danych stanowiska: PEDAGOG SZKOLNY mgr Martyna Bak  zastepstwo mgr Elzbieta Beczala.\n\n03 marca 2019 16:03 (Joanna Waliczek) - Aktualizacja danych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spchmielnik.superszkolna.pl', '',
     'Szkola Podstawowa im. Stefana Zeromskiego w Chmielniku - Aktualnosci\n\nSZKOLA PODSTAWOWA\nim. Stefana Zeromskiego\nw Chmielniku\n\nMenu glowne\n\n|\n\n|\n\n|\nAAA\n\nDane teleadresowe\n\nNasza lokalizacja\n\nAktualnosci\n\nKomunikaty\n\nGaleria\n\nO szkole\n\nRekrutacja 2019/2020\n\nWykaz podrecznikow i mat. eduk. w roku szkolnym 2018/2019\n\nOrganizacja pracy szkoly 2018/2019\n\nDokumenty szkoly\n\nSamorzad Uczniowski\n\nRada Rodzicow\n\nSwietlica szkolna\n\nBiblioteka szkolna\n\nStolowka szkolna\n\nSukcesy uczniowskie\n\nSzkola z klasa\n\n150. rocznica urodzin Stefana Zeromskiego\n\nAKADEMIA SIATKOWKI SKRY BELCHATOW\n\n80. GROMADA ZUCHOWA "PRZYJACIELE PUCHATKA"\n\nDO POBRANIA\n\nWESOLE SRODY\n\nJEZYK ANGIELSKI\n\nSPONSORZY SZKOLY\n\nKLUB GIER PLANSZOWYCH\n\nMistrzostwa Powiatu Kieleckiego Szkol Podstawowych w Warcabach Klasycznych\n\nEDUKACJA GLOBALNA 2016/2017\n\nEDUKACJA GLOBALNA 2017/2018\n\n"RAZEM MOZEMY WIECEJ"\n\nRODO\n\nFilmy\n\nZ naszej galerii',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spcisownica.biposwiata.pl', '',
     'http://www.goleszow.bip.net.pl\n\nRejestr zmian\n\nData wprowadzenia dokumentu do BIP: 11 grudnia 2015 12:05\n\nDokument wprowadzony do BIP przez: Aleksandra Lewicka\n\nIlosc wyswietlen: 11205\n\n10 stycznia 2019 10:11 (Aleksandra Lewicka) - Aktualizacja danych.\n\n10 stycznia 2019 10:10 (Aleksandra Lewicka) - Aktualizacja danych.\n\n10 stycznia 2019 10:07 (Aleksandra Lewicka) - Dodanie stanowiska: Psycholog Szkolny mgr Martyna Dzaszkiewicz.\n\nwiecej »\n\n10 stycznia 2019 10:03 (Aleksandra Lewicka) - Aktualizacja danych.\n\n05 wrzesnia 2018 09:41 (Aleksandra Lewicka) - Aktualizacja danych kontaktowych.\n\n28 maja 2018 08:00 (Aleksandra Lewicka) - Aktualizacja danych.\n\n28 maja 2018 07:58 (Aleksandra Lewicka) - Aktualizacja danych.\n\n06 listopada 2017 08:24 (Aleksandra Lewicka) - Aktualizacja danych.\n\n06 listopada 2017 08:21 (Aleksandra Lewicka) - Aktualizacja danych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spdabrowa.bipszkola.pl', '',
     'Rada Pedagogiczna\n\nRada Rodzicow\n\nStanowiska\n\nMenu przedmiotowe\n\nInformacja o ochronie danych osobowych\n\nDokumenty szkoly\n\nRekrutacja\n\nOgloszenia\n\nInformacje dodatkowe\n\nGodziny otwarcia\n\n7:30 do 15:30\n\nRejestr zmian\n\nData wytworzenia dokumentu: 2.02.2018\n\nOsoba odpowiedzialna za tresc dokumentu: Dorota Smukala\n\nData wprowadzenia dokumentu do BIP: 06 lipca 2010 12:01\n\nDokument wprowadzony do BIP przez: Maria Ignatowicz\n\nIlosc wyswietlen: 27892\n\n27 lutego 2019 14:42 (Dorota Smukala) - Aktualizacja danych.\n\n27 lutego 2019 14:41 (Dorota Smukala) - Aktualizacja danych.\n\n02 lutego 2018 13:24 (Dorota Smukala) - Dodanie danych kontaktowych.\n\nwiecej »\n\n02 lutego 2018 13:23 (Dorota Smukala) - Usuniecie danych kontaktowych.\n\n02 lutego 2018 13:06 (Dorota Smukala) - Aktualizacja danych.\n\n02 lutego 2018 13:06 (Dorota Smukala) - Aktualizacja danych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/speedwayparts.pl', '',
     'Wszystkie przedstawione projekty objete sa prawem autorskim i naleza do Astromal Sp. z o.o.\n\nKopiowanie, drukowanie i jakakolwiek forma publikacji bez zgody autora jest zabroniona.\n\nWszystko\n\nBlotniki przednie\n\nBlotniki tylne\n\nOslona Lancucha\n\nOslony kola\n\nSilnik\n\nTransport\n\nUklad wydechowy\n\nWizualizacja\n\nBLACHY SILNIKA\n\nAS-SPEEDWAY-EPJ4-01\n\nBLACHY SILNIKA\n\nAS-SPEEDWAY-EPJ4-02\n\nBLACHY SILNIKA\n\nAS-SPEEDWAY-EPJ4-03\n\nBLACHY SILNIKA\n\nAS-SPEEDWAY-EPJ4-04\n\nSKRZYNIA TRANSPORTOWA\n\nAS-SPEEDWAY-EB-01\n\nPASKI FLUO\n\nAS-SPEEDWAY-STRIPE-01\n\nLOGOTYP FLUO\n\nAS-SPEEDWAY-LOGO\n\nOSLONA RURY WYDECHOWEJ\n\nAS-SPEEDWAY-EC-01\n\nOSLONA RURY WYDECHOWEJ\n\nAS-SPEEDWAY-EC-02\n\nOSLONA TLUMIKA\n\nAS-SPEEDWAY-SC-01\n\nOSLONA TLUMIKA\n\nAS-SPEEDWAY-SC-02\n\nOSLONA TLUMIKA\n\nAS-SPEEDWAY-SC-03\n\nOSLONA TLUMIKA – POLDEM 2\n\nAS-SPEEDWAY-SC-04\n\nOSLONA TLUMIKA – POLDEM 2\n\nAS-SPEEDWAY-SC-05\n\nOSLONA TLUMIKA – MOTAD\n\nAS-SPEEDWAY-SC-06',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spjankowice.biposwiata.pl', '',
     'Dokument wprowadzony do BIP przez: Piotr  Pszonka\n\nIlosc wyswietlen: 22591\n\n21 wrzesnia 2017 23:01 (Piotr  Pszonka) - Aktualizacja danych.\n\n28 lutego 2017 11:04 (Piotr  Pszonka) - Usuniecie danych kontaktowych.\n\n28 lutego 2017 11:02 (Piotr  Pszonka) - Aktualizacja danych kontaktowych.\n\nwiecej »\n\n28 lutego 2017 11:01 (Piotr  Pszonka) - Dodanie danych kontaktowych.\n\n28 lutego 2017 11:00 (Piotr  Pszonka) - Aktualizacja danych.\n\n28 lutego 2017 10:58 (Piotr  Pszonka) - Aktualizacja danych.\n\n16 marca 2016 23:58 (Piotr  Pszonka) - Aktualizacja danych.\n\n16 marca 2016 23:45 (Piotr  Pszonka) - Aktualizacja danych.\n\n01 wrzesnia 2015 23:53 (Piotr  Pszonka) - Aktualizacja danych.\n\n01 wrzesnia 2015 23:52 (Piotr  Pszonka) - Aktualizacja danych stanowiska: Zastepca Dyrektora Katarzyna Szymik.\n\n01 wrzesnia 2015 23:46 (Piotr  Pszonka) - Aktualizacja danych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spkarscino.superszkolna.pl', '',
     'Sukces ucznia SP Karscino Szymona Cmocha w finale powiatowym OTWP w Karlinie.\nW dniu 28 marca 2019 roku w Domu Strazaka w Karlinie odbyl sie final powiatowy XLII Ogólnopolskiego Turnieju Wiedzy Pozarniczej „Mlodziez Zapobiega Pozarom”. Turniej ten organizowany przez Panstwowa...\n\nczytaj wiecej »\n\n04 kwietnia 2019 21:17 | Aktualnosci\n\nInformacja od Dyrektora Szkoly\n\n\rW ZWIAZKU Z POJAWIAJACYMI SIE DONIESIENIAMI O MOZLIWOSCI AKCJI PROTESTACYJNEJ NAUCZYCIELSKICH ZWIAZKÓW ZAWODOWYCH, PRZYPADAJACYCH OD 8 KWIETNIA, DYREKTOR SZKOLY PODSTAWOWEJ W KARSCINIE INFORMUJE, ZE LEKCJE W NASZEJ SZKOLE BEDA ODBYWAC SIE ZGODNIE Z PLANEM.\n\nczytaj wiecej »\n\n04 kwietnia 2019 19:36 | Aktualnosci\n\n"Dzien Marchewki".',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spkin.edu.pl', '',
     'Stwarzamy warunki przez wspolne wyjazdy, prace i mieszkanie w akademiku do zawiazania przyjazni, owocujacych przez cale zycie.\n\nDLA UCZNIOW\n\nPropozycja dla uczniow jest Klub Potok czyli miejsce wszechstronnych zajec pozaszkolnych dla chlopakow w wieku 13-19 lat. Miejsce, gdzie ciekawie i tworczo spedza sie czas.\n\n\xa0\n\nZOBACZ WIECEJ\n\nDLA MATURZYSTOW I STUDENTOW\n\nPropozycja dla maturzystow i studentow jest Osrodek Akademicki ,,Przy Filtrowej". To miejsce, gdzie prowadzi sie zajecia, warsztaty, spotkania z ciekawymi ludzmi. Przy Osrodku znajduje sie takze akademik.\n\n\xa0\n\nZOBACZ WIECEJ\n\nWSPIERAJ NAS\n\nStowarzyszenie Promocji Kultury i Nauki jest organizacja pozytku publicznego. Mozna przekazac nam 1% podatku dochodowego lub tez wesprzec bezposrednio na rachunek bankowy darowizna: Stowarzyszenie Promocji Kultury i Nauki 02-057 Warszawa, ul. Filtrowa 27 Nr rachunku 16 2130 0004 2001 0216 7344 0001',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spkrzeczynwielki.pl', '',
     'Pracownicy Szkoly Podstawowej w Krzeczynie Wielkim od dnia 8 kwietnia 2019r. przystapili do Ogólnopolskiego Strajku Pracowników Oswiaty.\n\nczytaj wiecej »\n\n06 kwietnia 2019 10:13 | Aktualnosci\n\nUWAGA!!! REKOLEKCJE\n\nRekolekcje dnia 8, 9 i 10 kwietnia odbeda sie w Kosciele pw. Sw. Jana Pawla II na osiedlu Lubin w godz. 8.30 - 9.30.\rPo rekolekcjach dzieci nie wracaja do szkoly.\n\nczytaj wiecej »\n\n06 kwietnia 2019 01:56 | Aktualnosci\n\nIV edycja projektu ,,Nocne spotkanie z lektura 2019"  - LEGENDY\n\nW nocy z 5 na 6 kwietnia milosnicy dobrej zabawy, niezapomnianych wrazen, a przede wszystkim literatury juz po raz IV przybyli na „Nocne spotkanie z lektura”. Tegoroczne zajecia zgromadzily 49 uczniów z kl. IV-VIII. A glówna problematyka spotkania dotyczyla legend....\n\nczytaj wiecej »\n\n06 kwietnia 2019 01:43 | Aktualnosci\n\nDARY DLA HOSPICJUM',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/splubocino.superszkolna.pl', '',
     'Pola Nadziei na Pomorzu 2019\n\nW niedziele 7 kwietnia 2019 roku przy kosciele w Tylowie mozna bylo spotkac uczniów naszej szkoly ubranych w zólte koszulki. Znak to, ze wolontariusze Szkolnego Kola Wolontariatu razem z opiekunami wzieli udzial w akcji Pola Nadziei na Pomorzu. Celem akcji jest zbiórka...\n\nczytaj wiecej »\n\n06 kwietnia 2019 17:03 | Aktualnosci\n\nXXI Przeglad Malych Form Teatralnych\n\n4 kwietnia w Domu Kultury w Slawoszynie odbyl sie XXI Przeglad Malych Form Teatralnych, zorganizowany przez Szkole Podstawowa w Krokowej. Na scenie zaprezentowalo sie 8 zespolów z 5 szkól Gminy Krokowa. Nie zabraklo oczywiscie aktorów z Lubocina, którzy pokazali...\n\nczytaj wiecej »\n\n06 kwietnia 2019 16:56 | Aktualnosci\n\nNa niebiesko dla autyzmu',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spm.bipszkola.pl', '',
     '27 pazdziernika 2015 08:36 (Agata Rybicka) - Aktualizacja danych kontaktowych.\n\n27 pazdziernika 2015 08:36 (Agata Rybicka) - Aktualizacja danych kontaktowych.\n\n30 kwietnia 2015 09:34 (Agata Rybicka) - Aktualizacja danych stanowiska: Sekretarz szkoly Magdalena Romanowska.\n\n30 kwietnia 2015 09:33 (Agata Rybicka) - Aktualizacja danych stanowiska: Sekretarz szkoly Dorota Sauer-Goerne.\n\n30 kwietnia 2015 09:21 (Agata Rybicka) - Aktualizacja danych.\n\n16 maja 2013 11:41 (Agata Rybicka) - Aktualizacja danych stanowiska: Specjalista do spraw ekonomicznych i kadr Edyta Grykalowska- Kepa.\n\n17 listopada 2010 10:00 (Agata Rybicka) - Aktualizacja danych stanowiska: Sekretarz szkoly Dorota Sauer-Goerne.\n\n10 listopada 2010 11:04 (Agata Rybicka) - Aktualizacja danych stanowiska: Sekretarz szkoly Dorota Saur-Goerne.\n\n10 listopada 2010 11:03 (Agata Rybicka) - Aktualizacja danych.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sppaszowice.superszkolna.pl', '',
     '23 kwietnia 2019 09:52 | Aktualnosci\n\nWizyta uczniow klas I - III w Sadzie Rejonowym w Jaworze - 8.04.2019r.\n\nW dniu 8 kwietnia 2019 r. uczniowie klas I-III naszej szkoly uczestniczyli w wycieczce dydaktycznej do Sadu Rejonowego w Jaworze. Celem wycieczki bylo poznanie: system wymiaru sprawiedliwosci w Polsce, pracy sedziego, adwokata, oraz roli prawa w zyciu obywatela. Zajecia odbyly sie na najwiekszej...\n\nczytaj wiecej »\n\n23 kwietnia 2019 09:30 | Aktualnosci\n\nDni Otwarte w VII LO w Legnicy - 3.04.2019r.\n\nczytaj wiecej »\n\n23 kwietnia 2019 09:13 | Aktualnosci\n\nXVII Powiatowe Targi Edukacyjne - 22.03.2019r.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sppawezow.superszkolna.pl', '',
     'Konkurs\n\nSerdecznie zapraszamy wszystkich uczniów do wziecia udzialu w konkursie PIX 2019 – Ogólnopolskie Szkolne Mistrzostwa w Programowaniu.\nWiecej szczególów oraz regulamin i harmonogram na stronie:\nhttps://pix.edu.pl/\rZadania konkursowe moga byc równiez rozwiazywane...\n\nczytaj wiecej »\n\n23 kwietnia 2019 08:41 | Aktualnosci\n\nWazna informacja\n\n\rOd dnia 24.04.2019 r. tj. sroda - zajecia beda odbywac sie zgodnie z planem lekcji.\n\nDyrektor szkoly mgr Bozena Swietek\n\nczytaj wiecej »\n\n19 kwietnia 2019 10:06 | Aktualnosci\n\nZyczenia swiateczne\n\nczytaj wiecej »\n\n11 kwietnia 2019 11:59 | Aktualnosci\n\nEgzamin osmoklasisty',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spradocza.superszkolna.pl', '',
     'Odplatnosc za obiady za miesiac kwiecien 2019 r. wynosi:\r \r SP: 10 dni\rDzieci: 10 dni x 2,80 zl. = 28,00 zl.\rTermin platnosci mija 30 kwietnia br. /wtorek/\r \r \r Przedszkole: 20 dni\r2 posilki: 20 x 4,30 zl. = 86,00 zl.\r3 posilki: 20 x 5,30 zl. = 106,00 zl.\r Terminy platnosci:\rzywienie:...\n\nczytaj wiecej »\n\n23 kwietnia 2019 14:04 | Aktualnosci\n\nKolejne sukcesy naszych uczniow!\n\n5 kwietnia w Panstwowej Wyzszej Szkole Zawodowej w Oswiecimiu odbyl sie etap wojewódzki VI edycji Malopolskiego Konkursu ,,Sladami niezlomnych. Witold Pilecki i Elzbieta Zawacka". Wzielo w nim udzial 39 uczniów z Malopolski wylonionych w eliminacjach szkolnych. W tej elitarnej...\n\nczytaj wiecej »\n\n16 kwietnia 2019 13:01 | Aktualnosci\n\nINFORMACJA',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spswietajno.superszkolna.pl', '',
     'Dowozenie uczniów rozpoczecie roku szkolnego\rAutosan (41 miejsc) - kierowca p. Przemyslaw Predko \r \rR A N O, Wyjazd z bazy 6.20\r \r6.40 Borki Zamoscie\n6.43 Borki PKS\n6.47 Rogojny kolo Wawrzyna\n6.48 Rogojny PKS\n6.49 Rogojny kolo Slepskich\n6.51 Mazury PKS\n6.52 Mazury kolo Stasi...\n\nczytaj wiecej »\n\n29 maja 2018 15:03 | Komunikaty\n\nKlauzule informacyjne\n\nW zwiazku z rozpoczeciem stosowania z dniem 25 maja 2018 r. Rozporzadzenia Parlamentu Europejskiego i Rady (UE) 2016/679 z 27 kwietnia 2016 r. w sprawie ochrony osób fizycznych w zwiazku z przetwarzaniem danych osobowych i w sprawie swobodnego przeplywu takich danych oraz uchylenia dyrektywy...\n\nczytaj wiecej »\n\n13 listopada 2017 23:40 | Ogloszenia\n\nDrogi Rodzicu!  Skorzystaj z mozliwosci  i wspomoz swoje dziecko  w wyborze sciezki edukacyjno-zawodowej.\n\nczytaj wiecej »\n\n01 wrzesnia 2017 22:49 | Aktualnosci',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/spuszczyn.superszkolna.pl', '',
     '04 kwietnia 2019 roku uczniowie naszej szkoly: Klaudia Barczyk, Weronika Bezgacka i Stanislaw Fussy wzieli udzial w Miedzyszkolnym Konkursie Recytatorskim zorganizowanym przez Miejska Biblioteke Publiczna w Sulejowie. Recytatorzy dostarczyli zebranym niezapomnianych wrazen. II miejsce w tym...\n\nczytaj wiecej »\n\n14 kwietnia 2019 13:41 | Aktualnosci\n\nKonkurs Ortograficzny "Mistrz Ortografii klas III"\n\nDnia 4 kwietnia 2019 roku w Szkole Podstawowej nr 2 im. Królowej Jadwigi w Sulejowie odbyl sie Miedzyszkolny Konkurs Ortograficzny o tytul "Mistrza Ortografii klas III". Wzielo w nim udzial 6 uczniów klas III, z trzech szkól podstawowych gminy Sulejów. Uczestnicy mieli...\n\nczytaj wiecej »\n\n12 kwietnia 2019 15:22 | Aktualnosci\n\nInformacja dla rodzicow.',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/ssm.bydgoszcz.pl', '',
     'W chwili obecnej Schronisko dysponuje 90 miejscami noclegowymi w pokojach 1, 2, 3, 4, 6 i 12 osobowych. Trzy pokoje jednoosobowe maja pelne wezly sanitarne. Wszystkie pokoje jedno i dwuosobowe maja na wyposazeniu telewizory.\n\nCzytaj wiecej!\n\nGaleria zdjec SSM\n\nZapraszamy do obejrzenia galerii zdjec Szkolnego Schroniska Mlodziezowego w Bydgoszczy.\n\nCzytaj wiecej!\n\nAtrakcje turystyczne Bydgoszczy\n\nOdwiedzajac Bydgoszcz trzeba pamietac, ze z Naszym Miastem zwiazanych jest wiele znanych postaci.\n\nCzytaj wiecej!\n\n«\n\n1\n\n(aktualna)\n\n2\n\n»\n\nWazne\n\nPublikacja: 28.09.2018r., godz. 11:55\n\nOferta Szkolnego Schroniska Mlodziezowego\n\nPublikacja: 27.09.2018r., godz. 10:18\n\nRegulamin rezerwacji\n\nPublikacja: 27.09.2018r., godz. 10:15\n\nRegulamin Szkolnego Schroniska Mlodziezowego\n\nPublikacja: 27.09.2018r., godz. 10:10\n\nCennik SSM\n\nPublikacja: 26.09.2018r., godz. 21:05\n\nTroche historii budynku',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/ssm.edu.bydgoszcz.pl', '',
     'W chwili obecnej Schronisko dysponuje 90 miejscami noclegowymi w pokojach 1, 2, 3, 4, 6 i 12 osobowych. Trzy pokoje jednoosobowe maja pelne wezly sanitarne. Wszystkie pokoje jedno i dwuosobowe maja na wyposazeniu telewizory.\n\nCzytaj wiecej!\n\nGaleria zdjec SSM\n\nZapraszamy do obejrzenia galerii zdjec Szkolnego Schroniska Mlodziezowego w Bydgoszczy.\n\nCzytaj wiecej!\n\nAtrakcje turystyczne Bydgoszczy\n\nOdwiedzajac Bydgoszcz trzeba pamietac, ze z Naszym Miastem zwiazanych jest wiele znanych postaci.\n\nCzytaj wiecej!\n\n«\n\n1\n\n(aktualna)\n\n2\n\n»\n\nWazne\n\nPublikacja: 28.09.2018r., godz. 11:55\n\nOferta Szkolnego Schroniska Mlodziezowego\n\nPublikacja: 27.09.2018r., godz. 10:18\n\nRegulamin rezerwacji\n\nPublikacja: 27.09.2018r., godz. 10:15\n\nRegulamin Szkolnego Schroniska Mlodziezowego\n\nPublikacja: 27.09.2018r., godz. 10:10\n\nCennik SSM\n\nPublikacja: 26.09.2018r., godz. 21:05\n\nTroche historii budynku',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/stupsk.bipgmina.pl', '',
     'Urzad Gminy Stupsk - Dane urzedu\n\nPrzejdz do menu glownego\n\nPrzejdz do tresci\n\nPrzejdz do menu gornego\n\nMapa strony\n\nUrzad Gminy Stupsk\n\nOgloszenia i informacje biezace::NUMER RACHUNKU BANKOWEGO GMINY STUPSK::PODATKI W 2019 ROKU::KLAUZULA INFORMACYJNA O PRZETWARZANIU DANYCH OSOBOWYCH\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja biuletynu\n\nRejestr zmian\n\nWyszukiwarka\n\nAktualnosci\n\nKomunikaty\n\nOferty Inwestycyjne\n\nPrzetargi\n\nBiuletyn Informacji Publicznej\n\n| Sroda, 24 kwietnia 2019\n\n|https://stupsk.bipgmina.pl\n\n|a\n\na\n\na\n\n|\n\n|\n\n|\n\nJestes: Strona glowna\n» Dane urzedu\n\nMenu glowne\n\nDane teleadresowe\n\nNasza lokalizacja\n\nStanowiska\n\nOswiadczenia majatkowe\n\nOswiadczenia majatkowe 2019\n\nOswiadczenia majatkowe 2018\n\nOswiadczenia majatkowe 2017\n\nOswiadczenia majatkowe 2016\n\nOswiadczenia majatkowe 2015\n\nOswiadczenia majatkowe 2014\n\nOswiadczenia majatkowe 2013\n\nOswiadczenia majatkowe 2012',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/styroline.pl', '',
     '45,00zl/mb\n\nLP4\n\nWymiary\nWysokosc: 90 mm\nSzerokosc: 85 mm\nDlugosci: 2000mm\n\nCena (brutto):\n\n45.00zl/mb\n\nLP3\n\nCena (brutto):\n\n46,50zl/mb\n\nLP3\n\nWymiary\nWysokosc: 100 mm\nSzerokosc: 100 mm\nDlugosci: 2000mm\n\nCena (brutto):\n\n46.50zl/mb\n\nLP2\n\nCena (brutto):\n\n45,00zl/mb\n\nLP2\n\nWymiary\nWysokosc: 90 mm\nSzerokosc: 85 mm\nDlugosci: 2000mm\n\nCena (brutto):\n\n45.00zl/mb\n\nLP1\n\nCena (brutto):\n\n45,00zl/mb\n\nLP1\n\nWymiary\n\nCena (brutto):\n\n45.00zl/mb\n\nZwornik Z11\n\nCena (brutto):\n\n38,00zl/szt\n\nZwornik Z11\n\nWymiary\nWysokosc: 180mm\nSzerokosc: 60mm\n\nCena (brutto):\n\n38.00zl/szt\n\nZwornik Z10\n\nCena (brutto):\n\n38,00zl/szt\n\nZwornik Z10\n\nWymiary\nWysokosc: 180mm\nSzerokosc: 60mm\n\nCena (brutto):\n\n38.00zl/szt\n\nZwornik Z9\n\nCena (brutto):\n\n38,00zl/szt\n\nZwornik Z9\n\nWymiary\nWysokosc: 180\nSzerokosc: 60\n\nCena (brutto):\n\n38.00zl/szt\n\nZwornik Z8\n\nCena (brutto):\n\n38,00zl/szt\n\nZwornik Z8\n\nWymiary\nWysokosc: 160 mm\nSzerokosc: 50mm',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/sun-travel.com.pl', '',
     'Bez wyzywienia\nSniadanie\nObiad\nSniadanie i obiadokolacja\nPelne wyzywienie\nPrzekaska\nAll inclusive\nWg programu\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\n\xa0Szukaj\n\nPodroz z\n\n0 Doroslych\n\n1 Dorosly\n\n2 Doroslych\n\n3 Doroslych\n\n4 Doroslych\n\n5 Doroslych\n\n6 Doroslych\n\n7 Doroslych\n\n8 Doroslych\n\nBez dzieci\n\n1 Dziecko\n\n2 Dzieci\n\n3 Dzieci\n\n4 Dzieci\n\nBez wyzywienia\nSniadanie\nObiad\nSniadanie i obiadokolacja\nPelne wyzywienie\nPrzekaska\nAll inclusive\nWg programu\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\n\xa0Szukaj\n\n0 Doroslych\n\n1 Dorosly\n\n2 Doroslych\n\n3 Doroslych\n\n4 Doroslych\n\n5 Doroslych\n\n6 Doroslych\n\n7 Doroslych\n\n8 Doroslych\n\nBez dzieci\n\n1 Dziecko\n\n2 Dzieci\n\n3 Dzieci\n\n4 Dzieci\n\nBez wyzywienia\nSniadanie\nObiad\nSniadanie i obiadokolacja\nPelne wyzywienie\nPrzekaska\nAll inclusive\nWg programu\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\nStandard od\n\n\xa0Szukaj',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/suprema.com.pl', '',
     'Przebieg:\n\nNumer seryjny:    98000589\n\nNAZWA PRZEDMIOTU SKY JACK,  SJ 6832RT,\n\nMarka i model:     SJ 6832RT\nRok produkcji:    2008\n\n38 500 PLN Netto\n\nCertyfikat CE:   tak\n\nPrzebieg:\n\nNumer seryjny:    37001451\n\nNAZWA PRZEDMIOTU SWEPAC FB 465\n\nMarka i model:     SWEPAC FB 465\nRok produkcji:    2010\n\n7 900 PLN Netto\n\nCertyfikat CE:   tak\n\nPrzebieg:\n\nNumer seryjny:     465498\n\nUPRIGHT MX 19\n\nMarka i model   UpRight MX 19\nRok produkcji   2007\n\n14 900 PLN Netto\n\nWaga    1350 kg\n\nNumer seryjny    51040/07\n\nNosnosc    227 kg lub 2 osoby + sprzet\n\nNapiecie    24 V\n\nSKY JACK SJ III 4632\n\nMarka i model   SKY JACK SJ III 4632\nRok produkcji   2011\n\n28 900 PLN Netto\n\nWaga    2300 kg\n\nNumer seryjny    70008672\n\nNosnosc    317 kg lub 2 osoby + sprzet\n\nNapiecie    24 V\n\nSKY JACK SJ III 3219\n\nMarka i model   SKY JACK SJ III 3219\nRok produkcji   2007\n\n14 900 PLN Netto\n\nWaga    1170 kg',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/szkolapasieki.superszkolna.pl', '',
     '22 kwietnia 2019 15:13 | Aktualnosci\n\nWesolych Swiat\n\nNiech Zmartwychwstanie Panskie, które niesie odrodzenie duchowe, napelni wszystkich spokojem i wiara, da sile w pokonywaniu trudnosci i pozwoli z ufnoscia patrzec w przyszlosc...\n\nczytaj wiecej »\n\n22 kwietnia 2019 14:59 | Aktualnosci\n\nEgzamin osmoklasisty\n\nW dniach 15-17 IV w naszej szkole odbyl sie egzamin ósmoklasisty. Uczniowie w kolejnych dniach sprawdzali stan swojej wiedzy z jezyka polskiego, matematyki i jezyka angielskiego. Na wyniki trzeba poczekac nieco ponad póltora miesiaca. Trzymamy kciuki za naszych uczniów!\n\nczytaj wiecej »\n\n12 kwietnia 2019 19:44 | Aktualnosci\n\nFinal konkursu "Stroik wielkanocny"',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/szkolarzemiosl.pl', '',
     'W holdzie dla Niepodleglej!\n\n9 listopada o godz. 11:11 zabrzmial w naszej Szkole, tak jak w calej Polsce, "Mazurek Dabrowskiego". Wspólnie odspiewalismy nasz Hymn oraz Rote i inne piesni patriotyczne. Mlodziez z klas pierwszych pod kierunkiem nauczyciela historii, Pani Lidii Debskiej - Pietruszczak, przeprowadzila...\n\nczytaj wiecej »\n\n22 listopada 2018 09:26 | Aktualnosci\n\nSpotkanie z kombatantem, panem Franciszkiem Turkiem.\n\nMlodziez wysluchala historii pana Franciszka, w która wplecione byly informacje na temat odzyskania przez Polske niepodleglosci. Zapoznala sie ze zdjeciami i dokumentami zgromadzonymi przez Zwiazek Kombatantow, m.in. kronika ludzi odznaczonych za walke o niepodleglosc.\n\nczytaj wiecej »\n\n24 pazdziernika 2018 14:42 | Aktualnosci\n\nWycieczka do Warszawy',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/tender.pl', '',
     'Warning:  session_start() [function.session-start]: Cannot send session cache limiter - headers already sent (output started at /home/dane/www/tender/www/cake/basics.php:1013) in /home/dane/www/tender/www/cake/libs/session.php on line 146\n\nWarning:  Cannot modify header information - headers already sent by (output started at /home/dane/www/tender/www/cake/basics.php:1013) in /home/dane/www/tender/www/cake/libs/session.php on line 147\n\nNotice:  Undefined index:  controller in /home/dane/www/tender/www/code/app/controllers/components/cms_locale.php on line 138\n\nWarning:  Cannot modify header information - headers already sent by (output started at /home/dane/www/tender/www/cake/basics.php:1013) in /home/dane/www/tender/www/code/app/error.php on line 74\n\nNotice:  Undefined variable: base in /home/dane/www/tender/www/code/app/error.php on line 34',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/tiptop.partneropony.pl', '',
     'Przy zakupie AKUMULATORA - WYMIANA ,SPRAWDZENIE UKLADU LADOWANIA - GRATIS (wazne do 31.03.2019)*\n\nPrzy zakupie srub i nakretek - woreczek GRATIS*\n\nPrzy zakupie 4szt. opon marek PREMIUM - otrzymasz dodatkowa karte ASSISTANCE : GOODYEAR-Gold Club + Dunlop-Sport Club [ od 16\\" ] *\n\n< ZADBAJ O SWOJA WIDOCZNOSC > WYCIERACZKI -10% PROMOCYJNA CENA Z APILKACJA [ do pobrania z naszej strony www.tiptopopony.pl ] *\n\n< ZADBAJ O SWOJE FELGI > PLYN DO FELG -10% PROMOCYJNA CENA Z APILKACJA [ do pobrania z naszej strony www.tiptopopony.pl ] *\n\nWszystkie aktualne PROMOCJE na www.tiptopopony.pl i facebook.com/tiptopopony*\n\nSzczegoly w BOK !!! [ Biuro Obslugi Klienta ]*\n\nPROMOCJE - nie lacza sie wzajemnie !!!*\n\nUWAGA - INFORMACJA !\n\nSERWIS z ul. Bielska 61, zostal PRZENIESIONY na ul. Sierpecka 2\n\nZ A P R A S Z A M Y\n\nUWAGA !\n\nSerwis czynny w godzinach :\n\nPN - PT 8.00 - 16.30\n\nSOBOTA 8.00 - 14.00',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/tupowstalapolska.pl', '',
     'ZAPLANUJ POBYT\n\nNIE PRZEGAP!\n\nINSPIRACJE\n\nPerla architektury, czyli palac w Czerniejewie\n\nZabytki\n\n2019/04/24\n\nDwie jubileuszowe wystawy w Muzeum Pierwszych Piastow na Lednicy\n\nwydarzenie\n\n2019/04/23\n\nCzerwonym szlakiem do zrodel polskosci\n\nAktywnie\n\n2019/04/19\n\nPol wieku Muzeum Pierwszych Piastow na Lednicy\n\nwydarzenie\n\n2019/02/22\n\nPierwszy w Wielkopolsce Festiwal Historyczny - Tajemnice Trzech Stuleci\n\nwydarzenia\n\n2019/02/14\n\n,,13 pomyslow na Gniezno i okolice" in English\n\nwydarzenia\n\n2019/01/03\n\nPOLECAMY\n\nKultura Piastów dla dzieci\n\nGry turystyczne\n\nPakiety na Szlaku Piastowskim\n\nWirtualny przewodnik po Szlaku Piastowskim\n\nMuzeum Poczatków Panstwa Polskiego\n\nMuzeum Pierwszych Piastów na Lednicy\n\nMuzeum Archidiecezji Gnieznienskiej\n\nBiuro Obslugi Turystycznej i Pielgrzymkowej Wzgórza Lecha\n\nParowozownia Gniezno\n\nMuzeum Zabytków Kultury Technicznej\n\nMuzeum Techniki i Machin Wojennych',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/turystyka.powiatkrasnicki.pl', '',
     'Bedzie to powiatowe podsumowanie sezonu pilkarskiego 2015/2016. O godz. 17.00 oficjalne otwarcie imprezy, a po nim mecz oldbojów o Puchar Starosty Krasnickiego Powiat Krasnicki - Viktoria Parczew.\n\nwiecej\n\n2016-06-07\n\nJuz 11 czerwca kolejna edycja "Biegu po Usmiech" w Krasniku\n\nTrwaja zapisy do udzialu w biegach na 5 i 10 km. Tradycyjnie nie zabraknie wielu konkurencji biegowych dla najmlodszych. Rozpoczna sie one o godz. 11.30. Bedzie tez "Bieg gosci honorowych", "Bieg integracyjny" oraz "Bieg na szpilkach".\n\nwiecej\n\n2016-06-06\n\n690 - lecie Dzierzkowic\n\nPrzed nami dwudniowe obchody 690-lecia Dzierzkowic. W sobote 11 czerwca konferencja naukowa poswiecona ziemi dzierzkowickiej oraz wieczorna Biesiada Sarmacka.\xa0\n\nwiecej\n\n2016-06-01\n\n12 czerwca Memorial Kolarski im. Jozefa Kloca w Wilkolazie',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/ugsierpc.bipgmina.pl', '',
     'Data wprowadzenia dokumentu do BIP: 16 lutego 2011 11:59\n\nDokument wprowadzony do BIP przez: Mariusz Staniszewski\n\nIlosc wyswietlen: 225628\n\n07 pazdziernika 2011 08:59 Mariusz Staniszewski - Aktualizacja lokalizacji na mapie.\n\n07 pazdziernika 2011 08:58 Mariusz Staniszewski - Aktualizacja danych kontaktowych.\n\n16 lutego 2011 12:06 Mariusz Staniszewski - Aktualizacja danych.\n\nwiecej »\n\n16 lutego 2011 12:04 Mariusz Staniszewski - Dodanie danych kontaktowych.\n\n16 lutego 2011 12:04 Mariusz Staniszewski - Dodanie danych kontaktowych.\n\n16 lutego 2011 12:00 Mariusz Staniszewski - Dodanie danych kontaktowych.\n\n16 lutego 2011 11:59 Mariusz Staniszewski - Dodanie danych kontaktowych.\n\n16 lutego 2011 11:59 Mariusz Staniszewski - Aktualizacja danych.\n\nMapa strony\n\nInstrukcja obslugi\n\nRedakcja\n\nRejestr zmian\n\nStatystyki\n\nWyszukiwarka\n\nUrzad Gminy w Sierpcu\n\nCertyfikaty\n\nAdres\n\nul. Biskupa Floriana 4',
     []),
    ('KqSMea8/ISI-PROJECT2@384a0cfe6b8386181043f60eb397b7f17aef99da:HtmlRobotsFiles/um-elblag.samorzady.pl', '',
     '2) Dane osobowe przetwarzane sa w celu realizacji zadan ustawowych, o których mowa w Art. 7.1 Ustawy z dnia 8 marca 1990 r. o samorzadzie gminnym, Art. 4 Ustawy z dnia 5 czerwca 1998 r. o samorzadzie powiatowym oraz zadan zleconych z zakresu administracji rzadowej.\n\n3) Dane osobowe przechowywane sa przez okres niezbedny do realizacji wskazanych w pkt. 2 celów, a nastepnie – w przypadkach, w których wymagaja tego przepisy ustawy z dnia 14 lipca 1983 r. o narodowym zasobie archiwalnym i archiwach – przez czas okreslony w tych przepisach.\n\n4) Podanie danych osobowych jest:\n- obowiazkowe, w sytuacji gdy przeslanke przetwarzania danych osobowych stanowi przepis prawa,\n- dobrowolne, w sytuacji gdy przetwarzanie odbywa sie na podstawie zgody osoby, której dane dotycza.\n\n5) Dane osobowe moga byc przekazywane wylacznie podmiotom uprawnionym na podstawie przepisów prawa.',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ABGB.006.md', '',
     '# BG.ABGB.006 — Allgemeines bürgerliches Gesetzbuch (ABGB)\n**Typ:** Bundesgesetz  \n**Kurztitel:** ABGB  \n**Langtitel:** Allgemeines bürgerliches Gesetzbuch für die gesammten deutschen Erbländer der Oesterreichischen Monarchie  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001622  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.ABGB.006.md  \n**LawAT Änderungen im Markup:** [BG.ABGB.c100-p1209-abslist](../patches/BG.ABGB.c100-p1209-abslist.diff), [BG.ABGB.c100-p202-absrem](../patches/BG.ABGB.c100-p202-absrem.diff)  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.ASVG.018.md', '',
     '# BG.ASVG.018 — Allgemeines Sozialversicherungsgesetz (ASVG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** ASVG  \n**Langtitel:** Bundesgesetz vom 9. September 1955 über die Allgemeine Sozialversicherung (Allgemeines Sozialversicherungsgesetz – ASVG.).  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008147  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.ASVG.018.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.AVG.001.md', '',
     '# BG.AVG.001 — Allgemeines Verwaltungsverfahrensgesetz (AVG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** AVG  \n**Langtitel:** Allgemeines Verwaltungsverfahrensgesetz 1991 – AVG  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10005768  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32012L0029, 32016L0343, 32016L0680, 32024L1260]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.AVG.001.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.AVG.md](BG.AVG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.AVG.000](BG.AVG.000.md))*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.BDG.017.md', '',
     '# BG.BDG.017 — Beamten-Dienstrechtsgesetz (BDG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** BDG  \n**Langtitel:** Bundesgesetz vom 27. Juni 1979 über das Dienstrecht der Beamten (Beamten-Dienstrechtsgesetz 1979 – BDG 1979)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008470  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.BDG.017.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.EO.014.md', '',
     '# BG.EO.014 — Exekutionsordnung (EO)\n**Typ:** Bundesgesetz  \n**Kurztitel:** EO  \n**Langtitel:** Gesetz vom 27. Mai 1896, über das Executions- und Sicherungsverfahren (Exekutionsordnung – EO).  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10001700  \n**Letzte Änderung im RIS:** BGBl. I Nr. 136/2023 (NR: GP XXVII RV 2209 AB 2261 S. 233. BR: 11307 AB 11323 S. 959.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.EO.014.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.EO.md](BG.EO.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.GewO.025.md', '',
     '# BG.GewO.025 — Gewerbeordnung (GewO)\n**Typ:** Bundesgesetz  \n**Kurztitel:** GewO  \n**Langtitel:** Gewerbeordnung 1994 – GewO 1994  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10007517  \n**Letzte Änderung im RIS:** BGBl. I Nr. 150/2024 (NR: GP XXVIII IA 3/A AB 7 S. 3. BR: AB 11609 S. 972.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.GewO.025.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.GewO.md](BG.GewO.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.GewO.024](BG.GewO.024.md))*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.KSchG.004.md', '',
     '# BG.KSchG.004 — Konsumentenschutzgesetz (KSchG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** KSchG  \n**Langtitel:** Bundesgesetz vom 8. März 1979, mit dem Bestimmungen zum Schutz der Verbraucher getroffen werden (Konsumentenschutzgesetz – KSchG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10002462  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32020L1828]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.KSchG.004.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.KSchG.md](BG.KSchG.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.RStDG.011.md', '',
     '# BG.RStDG.011 — Richter- und Staatsanwaltschaftsdienstgesetz (RStDG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** RStDG  \n**Langtitel:** Bundesgesetz über das Dienstverhältnis der Richterinnen und Richter, Staatsanwältinnen und Staatsanwälte und Richteramtsanwärterinnen und Richteramtsanwärter (Richter- und Staatsanwaltschaftsdienstgesetz – RStDG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 19.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10008187  \n**Letzte Änderung im RIS:** BGBl. I Nr. 25/2025 (NR: GP XXVIII RV 69 und Zu 69 AB 100 S. 30. BR: 11643 AB 11645 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.RStDG.011.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.SchUG.011.md', '',
     '# BG.SchUG.011 — Schulunterrichtsgesetz (SchUG)\n**Typ:** Bundesgesetz  \n**Kurztitel:** SchUG  \n**Langtitel:** Bundesgesetz über die Ordnung von Unterricht und Erziehung in den im Schulorganisationsgesetz geregelten Schulen (Schulunterrichtsgesetz – SchUG)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10009600  \n**Letzte Änderung im RIS:** BGBl. I Nr. 29/2025 (NR: GP XXVIII IA 321/A AB 123 S. 33. BR: AB 11649 S. 979.)  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.SchUG.011.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*',
     []),
    ('clairexen/LawAT@b9d25e528c21276ae34928e304d72a322b8e6750:files/BG.StPO.013.md', '',
     '# BG.StPO.013 — Strafprozeßordnung (StPO)\n**Typ:** Bundesgesetz  \n**Kurztitel:** StPO  \n**Langtitel:** Strafprozeßordnung 1975 (StPO)  \n**Gesamte Rechtsvorschrift in der Fassung vom:** 17.07.2025  \n**Quelle:** https://ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10002326  \n**Letzte Änderung im RIS:** [CELEX-Nr.: 32012L0029, 32016L0343, 32016L0680, 32024L1260]  \n**LawAT Permalink:** https://github.com/clairexen/LawAT/blob/main/files/BG.StPO.013.md  \n*Mit RisEx für RisEn, RisEn-GPT, und LawAT von HTML zu MarkDown konvertiert. (Irrtümer und Fehler vorbehalten.)*\n\n*Das ist die "AI-Friendly" multi-part Variante dieser Rechtsvorschrift mit kompakter Formatierung. Siehe [BG.StPO.md](BG.StPO.md) für die "Human-Friendly" single-page Variante dieser Norm mit hübscherer Formatierung.*\n\n*(Fortsetzg. v. [BG.StPO.012](BG.StPO.012.md))*\n\n## 2. Abschnitt # Festnahme',
     []),
]


if __name__ == "__main__":
    sys.exit(main())
