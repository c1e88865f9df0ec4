"""Build the pii_blind21 evaluation set (scored only, never used for tuning).

Output: one JSON object per line with keys id, locale, spans, template, text.
Synthetic texts come from Faker 40.0.0 and phonenumbers metadata under one seeded
random.Random; real windows are frozen in REAL_SNIPPETS below. The same command
gives the same bytes whatever PYTHONHASHSEED or TZ is.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import random
import re
import sys
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum import numdb

SEED = 2121
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind21/blind21.jsonl")
N_PII = 700
N_FREE = 350

LOCALES = sorted([
    "ar_AE", "ar_BH", "ar_DZ", "ar_EG", "ar_JO", "ar_SA", "az_AZ", "bg_BG", "bn_BD", "bs_BA",
    "cs_CZ", "da_DK", "de_AT", "de_CH", "de_DE", "de_LU", "el_CY", "el_GR", "en_AU", "en_CA",
    "en_GB", "en_IE", "en_IN", "en_KE", "en_NG", "en_NZ", "en_PH", "en_PK", "en_US", "es_AR",
    "es_CL", "es_CO", "es_ES", "es_MX", "et_EE", "fa_IR", "fi_FI", "fil_PH", "fr_BE", "fr_CA",
    "fr_CH", "fr_FR", "he_IL", "hi_IN", "hr_HR", "hu_HU", "hy_AM", "id_ID", "is_IS", "it_IT",
    "ja_JP", "ka_GE", "ko_KR", "lt_LT", "lv_LV", "mt_MT", "ne_NP", "nl_BE", "nl_NL", "no_NO",
    "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sl_SI", "sq_AL", "sv_SE", "ta_IN",
    "th_TH", "tr_TR", "tw_GH", "uk_UA", "uz_UZ", "vi_VN", "zh_CN", "zh_TW", "zu_ZA",
])

# Phone / mobile / fax / e-mail labels in the locale's language; English otherwise.
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "البريد"), "az": ("Telefon", "Mobil", "Faks", "E-poçt"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল"),
    "bs": ("Tel.", "Mob.", "Faks", "E-mail"), "cs": ("Tel.", "Mobil", "Fax", "E-mail"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail"), "de": ("Tel.", "Handy", "Fax", "E-Mail"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email"), "es": ("Tel.", "Cel.", "Fax", "Correo"),
    "et": ("Tel", "Mob", "Faks", "E-post"), "fa": ("تلفن", "موبایل", "فکس", "ایمیل"),
    "fi": ("Puh.", "GSM", "Faksi", "Sähköposti"), "fil": ("Tel.", "Cell", "Fax", "Email"),
    "fr": ("Tél.", "Portable", "Fax", "Courriel"), "he": ("טל׳", "נייד", "פקס", "דוא״ל"),
    "hi": ("फ़ोन", "मोबाइल", "फ़ैक्स", "ईमेल"), "hr": ("Tel.", "Mob.", "Faks", "E-pošta"),
    "hu": ("Tel.", "Mobil", "Fax", "E-mail"), "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ"),
    "id": ("Telp.", "HP", "Faks", "Email"), "is": ("Sími", "GSM", "Fax", "Netfang"),
    "it": ("Tel.", "Cell.", "Fax", "Email"), "ja": ("電話", "携帯", "FAX", "メール"),
    "ka": ("ტელ.", "მობ.", "ფაქსი", "ელ-ფოსტა"), "ko": ("전화", "휴대폰", "팩스", "이메일"),
    "lt": ("Tel.", "Mob.", "Faksas", "El. paštas"), "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts"),
    "nl": ("Tel.", "Mobiel", "Fax", "E-mail"), "no": ("Tlf.", "Mobil", "Faks", "E-post"),
    "pl": ("Tel.", "Kom.", "Faks", "E-mail"), "pt": ("Tel.", "Telemóvel", "Fax", "E-mail"),
    "ro": ("Tel.", "Mobil", "Fax", "E-mail"), "ru": ("Тел.", "Моб.", "Факс", "Эл. почта"),
    "sk": ("Tel.", "Mobil", "Fax", "E-mail"), "sl": ("Tel.", "GSM", "Faks", "E-pošta"),
    "sq": ("Tel.", "Cel.", "Faks", "Email"), "sv": ("Tel.", "Mobil", "Fax", "E-post"),
    "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்"), "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล"),
    "tr": ("Tel.", "Cep", "Faks", "E-posta"), "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта"),
    "uz": ("Tel.", "Mobil", "Faks", "E-pochta"), "vi": ("ĐT", "DĐ", "Fax", "Email"),
    "zh": ("电话", "手机", "传真", "邮箱"), "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल"),
}
EN_LABELS = ("Phone", "Mobile", "Fax", "Email")
# Extension words that stay outside the span (with their digits).
OUTSIDE_EXT = {"de": "Durchwahl", "fr": "poste", "it": "interno", "pt": "ramal", "nl": "toestel",
               "pl": "wew.", "cs": "klapka", "hu": "mellék", "tr": "dahili", "ja": "内線",
               "zh": "分机", "ko": "내선", "th": "ต่อ", "vi": "máy lẻ", "fa": "داخلی"}
INSIDE_EXT = ("x", "ext", "ext.", "Ext.", "extension")

WORDS = ["anna", "mark", "li", "oscar", "team", "info", "sales", "kontakt", "admin", "rosa", "ivan",
         "noor", "yuki", "amara", "pablo", "leila", "tomas", "sven", "ines", "ravi", "mei", "omar",
         "hello", "billing", "support", "jobs", "office", "owner", "rent", "shop"]
DOMAINS = ["gmail.com", "yahoo.co.uk", "mail.example.org", "outlook.com", "posteo.de", "web.de",
           "example.net", "inbox.lv", "mail.ru", "proton.me", "uni-wien.ac.at", "shop.example.travel",
           "corp.example.photography", "example.co.jp", "yandex.kz", "example.com.br", "abv.bg"]


def faker_module():
    import faker
    if faker.VERSION != FAKER_VERSION:
        sys.exit(f"Faker {FAKER_VERSION} is required to rebuild pii_blind21, found {faker.VERSION}")
    return faker


# ---------- value makers ----------

def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
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


CARD_BRANDS = [
    (["4"], [13, 16, 19]), (["51", "52", "53", "54", "55", "2221", "2500", "2720"], [16]),
    (["34", "37"], [15]), (["36", "300", "305", "38"], [14]), (["6011", "65"], [16, 19]),
    (["3528", "3566", "3589"], [16, 19]), (["62"], [16, 17, 18, 19]),
    (["6759", "5018", "5020", "5038", "6304"], [12, 13, 16, 19]),
]


def group_card(num: str, rng: random.Random) -> str:
    n = len(num)
    options = [[n]]
    if n == 16:
        options += [[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4]]
    elif n == 15:
        options += [[4, 6, 5]]
    elif n == 14:
        options += [[4, 6, 4]]
    elif n == 19:
        options += [[4, 4, 4, 4, 3], [6, 13]]
    elif n == 13:
        options += [[4, 4, 5]]
    groups = rng.choice(options)
    sep = rng.choice([" ", " ", "-"])
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def make_card(rng: random.Random) -> str:
    prefixes, lengths = rng.choice(CARD_BRANDS)
    return group_card(luhn_complete(rng.choice(prefixes), rng.choice(lengths), rng), rng)


def iban_countries() -> list[tuple[str, str]]:
    db = numdb.get("iban")
    out = []
    for a in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        for b in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
            info = db.info(a + b + "00")[0][1]
            if "bban" in info:
                out.append((a + b, info["bban"]))
    return out


IBAN_COUNTRIES = iban_countries()
IBAN_BY_CC = dict(IBAN_COUNTRIES)


def random_bban(struct: str, rng: random.Random) -> str:
    out = []
    for count, kind in re.findall(r"(\d+)!?([nac])", struct):
        pool = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}[kind]
        out.append("".join(rng.choice(pool) for _ in range(int(count))))
    return "".join(out)


def make_iban(rng: random.Random, cc: str | None = None) -> str:
    if cc is None or cc not in IBAN_BY_CC:
        cc = rng.choice(IBAN_COUNTRIES)[0]
    for _ in range(20000):
        bban = random_bban(IBAN_BY_CC[cc], rng)
        check = stdnum_iban.calc_check_digits(cc + "00" + bban)
        number = cc + check + bban
        if stdnum_iban.is_valid(number):
            if rng.random() < 0.5:
                return " ".join(number[i:i + 4] for i in range(0, len(number), 4))
            return number
    return make_iban(rng, None)


def make_email(rng: random.Random) -> str:
    a = rng.choice(WORDS)
    shape = rng.randrange(6)
    if shape == 0:
        local = a
    elif shape == 1:
        local = f"{a}.{rng.choice(WORDS)}"
    elif shape == 2:
        local = f"{a}{rng.randrange(1, 99)}"
    elif shape == 3:
        local = f"{a}+{rng.choice(['ads', 'shop', 'rent', 'news'])}"
    elif shape == 4:
        local = f"{a}_{rng.choice(WORDS)}{rng.randrange(10)}"
    else:
        local = f"{a[0]}.{rng.choice(WORDS)}"
    return f"{local}@{rng.choice(DOMAINS)}"


def make_ipv4(rng: random.Random) -> str:
    kind = rng.randrange(7)
    if kind == 0:
        return f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if kind == 1:
        return f"192.168.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if kind == 2:
        return rng.choice(["127.0.0.1", "255.255.255.0", "255.255.0.0", "0.0.0.0"])
    if kind == 3:
        return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randrange(1, 255)}"
    return f"{rng.randrange(11, 224)}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"


def make_ipv6(rng: random.Random) -> str:
    kind = rng.randrange(7)
    g = lambda: format(rng.randrange(1, 65536), "x")  # noqa: E731
    if kind == 0:
        return f"2001:db8:{g()}::{g()}"
    if kind == 1:
        return str(ipaddress.IPv6Address(f"2001:db8:{g()}:{g()}:{g()}:{g()}:{g()}:{g()}").exploded)
    if kind == 2:
        return f"fe80::{g()}:{g()}ff:fe{rng.randrange(16, 256):02x}:{g()}"
    if kind == 3:
        return f"2001:DB8:{g().upper()}::{g().upper()}"
    if kind == 4:
        return f"::ffff:{make_ipv4(rng)}"
    if kind == 5:
        return rng.choice(["::1", "::"])
    return f"2a0{rng.randrange(1, 10)}:{g()}:{g()}::{g()}"


# ---------- phones ----------

PHONE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.MOBILE,
               PhoneNumberType.TOLL_FREE, PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST]


def phone_number(region: str, rng: random.Random, want_valid: bool, ptype=None):
    types = [ptype] if ptype is not None else PHONE_TYPES
    for _ in range(400):
        t = rng.choice(types)
        ex = phonenumbers.example_number_for_type(region, t)
        if ex is None:
            continue
        nsn = phonenumbers.national_significant_number(ex)
        keep = rng.randrange(1, max(2, len(nsn) - 3))
        cand = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(len(nsn) - keep))
        num = phonenumbers.parse("+" + str(ex.country_code) + cand)
        if not phonenumbers.is_possible_number(num):
            continue
        if phonenumbers.is_valid_number(num) == want_valid:
            if want_valid and phonenumbers.region_code_for_number(num) != region:
                continue
            return num
    return None


def format_phone(num, region: str, rng: random.Random) -> str:
    cc = str(num.country_code)
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    nsn = phonenumbers.national_significant_number(num)
    style = rng.randrange(12)
    if style in (0, 1, 2):
        return nat
    if style in (3, 4):
        return intl
    if style == 5:
        return phonenumbers.format_number(num, PhoneNumberFormat.E164)
    if style == 6:
        return "00" + intl[1:]
    if style == 7:
        return f"(+{cc}) " + intl.split(" ", 1)[1] if " " in intl else intl
    if style == 8:
        return re.sub(r"[\s\-]+", rng.choice([".", "-", "\u00a0", "\u202f"]), nat.strip())
    if style == 9:
        prefix = phonenumbers.country_mobile_token(cc) or ""
        return nat.replace(" ", "") if not prefix else nat
    if style == 10:
        parts = [nsn[i:i + rng.choice([2, 3, 4])] for i in range(0, len(nsn), 3)]
        return "+" + cc + " " + " ".join(p for p in parts if p)
    return intl.replace(" ", "-", 1)


def phone_ok(text: str, region: str) -> tuple[bool, bool]:
    cleaned = re.sub(r"\s+", " ", text)
    cleaned = re.sub(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", "", cleaned)
    try:
        num = phonenumbers.parse(cleaned, region)
    except phonenumbers.NumberParseException:
        return False, False
    cc_ok = num.country_code == phonenumbers.country_code_for_region(region)
    return cc_ok and phonenumbers.is_possible_number(num), phonenumbers.is_valid_number(num)


class Ctx:
    def __init__(self, rng, fk, locale):
        self.rng, self.fk, self.locale = rng, fk, locale
        self.region = locale.split("_")[1]
        self.lang = locale.split("_")[0]
        self.labels = LABELS.get(self.lang, EN_LABELS)

    def phone(self, ptype=None, ext=False, wrap=False):
        for _ in range(60):
            num = phone_number(self.region, self.rng, self.rng.random() >= 0.1, ptype)
            if num is None:
                num = phone_number(self.region, self.rng, True, None)
            s = format_phone(num, self.region, self.rng)
            if wrap and " " in s:
                i = [k for k, c in enumerate(s) if c == " "]
                k = self.rng.choice(i)
                s = s[:k] + "\n" + s[k + 1:]
            possible, _ = phone_ok(s, self.region)
            if possible:
                if ext:
                    s += self.rng.choice([" x", " ext. ", " Ext. ", " extension "]) + str(self.rng.randrange(10, 999))
                return ("PHONE_NUMBER", s)
        raise RuntimeError("no phone for " + self.region)

    def name(self):
        return self.fk.name()

    def city(self):
        # Faker 40's it_IT city() depends on set order (PYTHONHASHSEED), so draw from a fixed list.
        if self.locale == "it_IT":
            return self.rng.choice(["Torino", "Bari", "Cagliari", "Lecce", "Trento", "Perugia", "Rimini"])
        return self.fk.city()


E = lambda ctx: ("EMAIL_ADDRESS", make_email(ctx.rng))  # noqa: E731
C = lambda ctx: ("CREDIT_CARD", make_card(ctx.rng))  # noqa: E731
IP4 = lambda ctx: ("IP_ADDRESS", make_ipv4(ctx.rng))  # noqa: E731
IP6 = lambda ctx: ("IP_ADDRESS", make_ipv6(ctx.rng))  # noqa: E731


def IB(ctx):
    own = ctx.region if ctx.rng.random() < 0.5 else None
    return ("IBAN_CODE", make_iban(ctx.rng, own))


# ---------- synthetic genres with PII: each returns a list of str / (entity, value) parts ----------

def g_signature(c):
    t, m, f, e = c.labels
    return [f"--\n{c.name()}\n{c.city()}\n{t}: ", c.phone(PhoneNumberType.FIXED_LINE), f"\n{m}: ", c.phone(PhoneNumberType.MOBILE), f"\n{e}: ", E(c), "\n"]


def g_shop_footer(c):
    t, _, f, e = c.labels
    return [f"© {c.fk.company()} · {c.city()} · {t} ", c.phone(), f" · {f} ", c.phone(PhoneNumberType.FIXED_LINE), " · ", E(c)]


def g_classified(c):
    return [f"Selling my bike, barely used, {c.rng.randrange(50, 400)} EUR. Pick-up in {c.city()}. Call or WhatsApp ", c.phone(PhoneNumberType.MOBILE), " after 6pm, no calls on Sunday."]


def g_forum(c):
    return ["Has anyone dealt with this landlord? I rang ", c.phone(), " three times and nobody picked up, then emailed ", E(c), " and got a bounce."]


def g_chat(c):
    return [f"[{c.rng.randrange(10, 23)}:{c.rng.randrange(10, 59)}] {c.fk.first_name()}: my new number is ", c.phone(PhoneNumberType.MOBILE), " save it pls"]


def g_csv(c):
    t, m, _, e = c.labels
    rows = [f"name;city;{t};{e}\n"]
    for _ in range(c.rng.randrange(2, 4)):
        rows += [f"{c.name()};{c.city()};", c.phone(), ";", E(c), "\n"]
    return rows


def g_tsv(c):
    return ["id\thost\tcontact\n", f"{c.rng.randrange(1, 99)}\t", IP4(c), "\t", E(c), "\n", f"{c.rng.randrange(100, 199)}\t", IP6(c), "\t", E(c), "\n"]


def g_json(c):
    return ['{"seller": "', c.name(), '", "phone": "', c.phone(), '", "email": "', E(c), '"}']


def g_yaml(c):
    return ["contact:\n  name: ", c.name(), "\n  phone: \"", c.phone(), "\"\n  fax: \"", c.phone(PhoneNumberType.FIXED_LINE), "\"\n"]


def g_sshd(c):
    return [f"sshd[{c.rng.randrange(1000, 9999)}]: Failed password for invalid user admin from ", IP4(c), f" port {c.rng.randrange(1024, 65535)} ssh2\n",
            f"sshd[{c.rng.randrange(1000, 9999)}]: Accepted publickey for deploy from ", IP6(c), f" port {c.rng.randrange(1024, 65535)} ssh2"]


def g_nginx(c):
    return [IP4(c), f' - - [12/Mar/2024:{c.rng.randrange(10, 23)}:14:07 +0000] "GET /listing/{c.rng.randrange(100, 999)} HTTP/1.1" 200 {c.rng.randrange(200, 9000)} "-" "Mozilla/5.0"']


def g_firewall(c):
    return ["DROP IN=eth0 SRC=", IP4(c), " DST=", IP4(c), f" PROTO=TCP SPT={c.rng.randrange(1024, 65535)} DPT=22\nallow from ", IP6(c), "/64 to any port 443"]


def g_dhcp(c):
    return ["DHCPACK on ", IP4(c), f" to 3c:22:fb:{c.rng.randrange(16, 99)}:0a:1b via eth1\nnetmask ", ("IP_ADDRESS", c.rng.choice(["255.255.255.0", "255.255.254.0"])), " gateway ", IP4(c)]


def g_config(c):
    return ["[server]\nlisten = ", IP4(c), f":{c.rng.randrange(1024, 9999)}\nadmin_email = ", E(c), "\nupstream = [", IP6(c), f"]:{c.rng.randrange(1024, 9999)}\n"]


def g_html(c):
    e = E(c)
    p = c.phone()
    return ['<p>Contact: <a href="mailto:', e, '">', e, '</a> | <a href="tel:', ("PHONE_NUMBER", re.sub(r"[^\d+]", "", p[1]) if p[1].startswith("+") else p[1]), '">', p, "</a></p>"]


def g_invoice(c):
    return [f"Invoice {c.rng.randrange(100, 999)}/{c.rng.randrange(2023, 2026)}\nPlease transfer to IBAN ", IB(c), f" (BIC {c.fk.lexify('????').upper()}XX)\nQuestions: ", E(c)]


def g_bank(c):
    return ["Account holder: ", c.name(), "\nIBAN: ", IB(c), "\nSecond account: ", IB(c), "\n"]


def g_card_chat(c):
    return ["Customer: can you charge this card instead? ", C(c), f" exp {c.rng.randrange(1, 12):02d}/{c.rng.randrange(26, 31)}\nAgent: thanks, the card ending {c.rng.randrange(1000, 9999)} is updated."]


def g_card_typed(c):
    return ["my card no is ", C(c), " and the old one was ", C(c), " pls remove it"]


def g_prose(c):
    return [f"When I moved to {c.city()} the agency gave me ", c.phone(), " as the only number, and later a second one, ", c.phone(), ", which actually worked."]


def g_label_local(c):
    t, m, f, e = c.labels
    return [f"{t} ", c.phone(PhoneNumberType.FIXED_LINE), f"\n{m} ", c.phone(PhoneNumberType.MOBILE), f"\n{f} ", c.phone(PhoneNumberType.FIXED_LINE)]


def g_no_label(c):
    return [f"{c.name()}\n{c.city()}\n", c.phone(), "\n", E(c)]


def g_tollfree(c):
    return ["Free hotline: ", c.phone(PhoneNumberType.TOLL_FREE), " (24/7), mobile team ", c.phone(PhoneNumberType.MOBILE)]


def g_fax(c):
    _, _, f, _ = c.labels
    return [f"Please fax the signed form to {f} ", c.phone(PhoneNumberType.FIXED_LINE), " or scan it to ", E(c)]


def g_extension(c):
    out = ["Reception: ", c.phone(PhoneNumberType.FIXED_LINE, ext=True)]
    word = OUTSIDE_EXT.get(c.lang)
    if word:
        out += [", accounts: ", c.phone(PhoneNumberType.FIXED_LINE), f" {word} {c.rng.randrange(10, 99)}"]
    return out


def g_wrapped(c):
    return ["For viewings please ring our office on\n", c.phone(wrap=True), " during business hours."]


def g_brackets(c):
    return [f"{c.name()} (", c.phone(), ") will meet you at the gate; backup (", c.phone(PhoneNumberType.MOBILE), ")."]


def g_list(c):
    sep = c.rng.choice([" / ", "; ", " or "])
    return ["Numbers: ", c.phone(), sep, c.phone(), sep, c.phone()]


def g_rental(c):
    return [f"Room for rent in {c.city()}, {c.rng.randrange(12, 40)} m², {c.rng.randrange(200, 900)}/month incl. bills. Viber/Telegram ", c.phone(PhoneNumberType.MOBILE), ", e-mail ", E(c)]


def g_job(c):
    return [f"We are hiring a driver in {c.city()}. Send your CV to ", E(c), " or call HR on ", c.phone(), ". Shortlisted candidates only."]


def g_lost(c):
    return [f"LOST: grey cat near {c.city()} market, answers to Mimi. Reward! ", c.phone(PhoneNumberType.MOBILE)]


def g_tutor(c):
    return [f"Maths & physics tutoring, {c.rng.randrange(10, 40)}/hour, online or at home. Text me: ", c.phone(PhoneNumberType.MOBILE), " / mail: ", E(c)]


def g_network_ticket(c):
    return ["Ticket: VPN drops every hour. Client ", IP4(c), " behind NAT, server ", IP6(c), ", DNS ", IP4(c), ". Reporter: ", E(c)]


def g_car_ad(c):
    return [f"Toyota Corolla {c.rng.randrange(2008, 2022)}, {c.rng.randrange(40, 250)} 000 km, first owner, service book. Price negotiable. ", c.phone(PhoneNumberType.MOBILE), " (WhatsApp only)"]


PII_GENRES = {name[2:].replace("_", "-"): fn for name, fn in sorted(globals().items()) if name.startswith("g_")}


# ---------- synthetic PII-free look-alikes ----------

def f_versions(r):
    return f"Upgraded the laptop to build 10.0.{r.randrange(19041, 22631)}.{r.randrange(1000, 4000)} and the driver to version {r.randrange(1, 30)}.{r.randrange(0, 9)}.{r.randrange(0, 99)}.{r.randrange(0, 999)}; the firmware is v{r.randrange(1, 9)}.{r.randrange(0, 20)}.{r.randrange(0, 9)}."


def f_sections(r):
    return f"See section {r.randrange(1, 9)}.{r.randrange(1, 9)}.{r.randrange(1, 9)}.{r.randrange(1, 9)}.{r.randrange(1, 9)} and clause {r.randrange(1, 20)}.{r.randrange(1, 9)} of the tenancy agreement before signing."


def f_oid(r):
    return f"OID: 1.3.6.1.4.1.{r.randrange(1000, 60000)}.{r.randrange(1, 9)}.{r.randrange(1, 99)} maps to the printer page counter."


def f_dates(r):
    return f"Viewing on {r.randrange(1, 28):02d}.{r.randrange(1, 12):02d}.{r.randrange(2023, 2027)} at {r.randrange(8, 20)}:{r.randrange(0, 59):02d}, or {r.randrange(2023, 2027)}-{r.randrange(1, 12):02d}-{r.randrange(1, 28):02d} if that suits better."


def f_prices(r):
    return f"Price: {r.randrange(1, 999)} {r.randrange(100, 999)} RSD, was {r.randrange(1000, 9999)},{r.randrange(10, 99)} EUR; deposit 2 months, fees {r.randrange(100, 900)}.00."


def f_isbn(r):
    return f"ISBN 978-{r.randrange(0, 9)}-{r.randrange(100, 999)}-{r.randrange(10000, 99999)}-{r.randrange(0, 9)}, paperback, like new, {r.randrange(3, 20)} EUR."


def f_imei(r):
    tac = r.choice(["86", "01", "99"])
    return f"Phone unlocked, IMEI: {tac}{''.join(str(r.randrange(10)) for _ in range(13))}, battery {r.randrange(80, 100)}%."


def f_order(r):
    return f"Order: {r.randrange(100, 999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} shipped; Tracking: 1Z{r.randrange(10**9, 10**10)}; Ticket #{r.randrange(10000, 99999)}."


def f_coords(r):
    return f"Meet at GPS: {r.uniform(-60, 60):.5f}, {r.uniform(-170, 170):.5f} (parking lot)."


def f_hash(r):
    return f"sha256: {''.join(r.choice('0123456789abcdef') for _ in range(64))}\ncommit {''.join(r.choice('0123456789abcdef') for _ in range(12))}"


def f_mac(r):
    return "MAC " + ":".join(f"{r.randrange(256):02x}" for _ in range(6)) + ", port Gi0/" + str(r.randrange(1, 48))


def f_taxid(r):
    return f"VAT: DE{r.randrange(10**8, 10**9)} · Tax ID: {r.randrange(10, 99)}-{r.randrange(10**6, 10**7)}"


def f_postcode(r):
    return f"Delivery to {r.randrange(10000, 99999)} and {r.choice(['SW1A', 'EC2V', 'M1'])} {r.randrange(1, 9)}AA only, postcodes {r.randrange(1000, 9999)}–{r.randrange(1000, 9999)} extra."


def f_otp(r):
    return f"Your code is {r.randrange(100000, 999999)}. It expires in 10 minutes. Never share it."


def f_parts(r):
    return f"Part no. {r.randrange(100, 999)}-{r.randrange(1000, 9999)}-{r.choice('ABC')}, fits models {r.randrange(2000, 2020)}–{r.randrange(2020, 2025)}."


def f_population(r):
    return f"Population: {r.randrange(1, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)} (census), area {r.randrange(100, 9999)} km²."


def f_scores(r):
    return f"Final score {r.randrange(0, 5)}–{r.randrange(0, 5)}; season table: W{r.randrange(5, 30)} D{r.randrange(0, 10)} L{r.randrange(0, 10)}, {r.randrange(20, 90)} pts."


def f_measure(r):
    rows = "\n".join(f"{r.randrange(10, 99)}.{r.randrange(0, 9)}\t{r.randrange(100, 999)}\t{r.randrange(0, 99)}.{r.randrange(10, 99)}" for _ in range(4))
    return "temp\tpressure\thumidity\n" + rows


def f_sortcode(r):
    return f"Sort code {r.randrange(10, 99)}-{r.randrange(10, 99)}-{r.randrange(10, 99)} (account number on request)."


def f_masked(r):
    return f"Paid with card **** **** **** {r.randrange(1000, 9999)} on {r.randrange(1, 28)} May."


def f_labelled_phone_like(r):
    return f"Booking ref: {r.randrange(100, 999)} {r.randrange(100, 999)} {r.randrange(1000, 9999)} — keep it for the check-in desk."


def f_mileage(r):
    return f"{r.randrange(2005, 2023)}, {r.randrange(20, 300)}.{r.randrange(100, 999)} km, {r.randrange(1, 3)}.{r.randrange(0, 9)} TDI, {r.randrange(70, 300)} hp, {r.randrange(3, 30)}.{r.randrange(100, 999)} €."


FREE_GENRES = {name[2:].replace("_", "-"): fn for name, fn in sorted(globals().items()) if name.startswith("f_")}


# ---------- own look-alike checks for synthetic texts ----------

LOOKALIKE_LABEL = re.compile(r"(GPS|Order|IMEI|ISBN|Population|Booking ref|Tracking|Ticket|VAT|Tax ID|OID|build|version|Part no\.|sha256|commit|code is|Invoice|BIC)\W{0,3}[\w\-.,: ]{0,24}$", re.I)
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$|^\d{2}\.\d{2}\.\d{4}$")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
IPV6_RE = re.compile(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*")
DIGITRUN_RE = re.compile(r"\d(?:[ \-]?\d){11,18}")
IBAN_RE = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}")
INTL_RE = re.compile(r"(?:\+|(?<!\d)00)\d[\d \-().\u00a0\u202f]{5,20}\d")
SEPRUN_RE = re.compile(r"\d[\d \-./()\u00a0\u202f]{5,}\d")


def lookalike_problem(text: str) -> str | None:
    if EMAIL_RE.search(text):
        return "email"
    for m in IPV4_RE.finditer(text):
        if all(int(x) <= 255 for x in m.groups()) and not LOOKALIKE_LABEL.search(text[max(0, m.start() - 30):m.start()]):
            return "ipv4"
    for m in IPV6_RE.finditer(text):
        try:
            ipaddress.IPv6Address(m.group(0).strip(":") if m.group(0) not in ("::",) else "::")
            if m.group(0).count(":") >= 2:
                return "ipv6"
        except ValueError:
            pass
    for m in DIGITRUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group(0))
        for i in range(len(d)):
            for j in range(i + 12, min(len(d), i + 19) + 1):
                if d[i] in "23456" and luhn_ok(d[i:j]):
                    return "luhn"
    for m in IBAN_RE.finditer(text):
        if stdnum_iban.is_valid(m.group(0)):
            return "iban"
    for m in INTL_RE.finditer(text):
        s = m.group(0)
        s = "+" + s[2:] if s.startswith("00") else s
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(s, None)):
                return "intl-phone"
        except phonenumbers.NumberParseException:
            pass
    for m in SEPRUN_RE.finditer(text):
        s = m.group(0).strip()
        if len(re.sub(r"\D", "", s)) >= 7 and not DATE_RE.match(s) and not LOOKALIKE_LABEL.search(text[max(0, m.start() - 40):m.start()]):
            return "digit-run"
    return None


def assemble(parts):
    text, spans = "", []
    for p in parts:
        if isinstance(p, tuple):
            ent, val = p
            spans.append({"entity": ent, "start": len(text), "end": len(text) + len(val)})
            text += val
        else:
            text += p
    return text, spans


def masked_outside(text, spans):
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\u0000"
    return "".join(chars).replace("\u0000", " \u0000 ")


def add_validity(text, spans, region):
    for s in spans:
        if s["entity"] == "PHONE_NUMBER":
            possible, valid = phone_ok(text[s["start"]:s["end"]], region)
            if not possible:
                return False
            s["valid"] = valid
    return True


# ---------- real snippets ----------

def real_spans(text, labels):
    spans = []
    for ent, val in sorted(set(labels)):
        assert val in text, (val, text[:60])
        start = 0
        while True:
            i = text.find(val, start)
            if i < 0:
                break
            before = text[i - 1] if i > 0 else " "
            after = text[i + len(val)] if i + len(val) < len(text) else " "
            if not (before.isalnum() or after.isalnum() or (val[0].isdigit() and before in "+")):
                spans.append({"entity": ent, "start": i, "end": i + len(val)})
            start = i + 1
    spans.sort(key=lambda s: (s["start"], s["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], (a, b)
    return spans


def real_records():
    out = []
    for kind, source, locale, text, labels in REAL_SNIPPETS:
        spans = real_spans(text, labels)
        region = locale.split("_")[1] if locale else "US"
        for s in spans:
            if s["entity"] == "PHONE_NUMBER":
                possible, valid = phone_ok(text[s["start"]:s["end"]], region)
                s["valid"] = valid
        out.append({"locale": locale if spans else "", "spans": spans, "template": "b21r-" + kind, "text": text})
    return out


# ---------- build ----------

def build():
    faker = faker_module()
    rng = random.Random(SEED)
    fakers = {}
    for loc in LOCALES:
        fk = faker.Faker(loc)
        fk.seed_instance(rng.randrange(2**32))
        fakers[loc] = fk
    records = []
    pii_names = sorted(PII_GENRES)
    for i in range(N_PII):
        loc = LOCALES[i % len(LOCALES)]
        genre = pii_names[rng.randrange(len(pii_names))]
        for _ in range(50):
            ctx = Ctx(rng, fakers[loc], loc)
            text, spans = assemble(PII_GENRES[genre](ctx))
            if lookalike_problem(masked_outside(text, spans)) is None and add_validity(text, spans, ctx.region):
                break
        else:
            raise RuntimeError(f"could not draw a clean {genre} text for {loc}")
        records.append({"locale": loc, "spans": spans, "template": "b21-" + genre, "text": text})
    free_names = sorted(FREE_GENRES)
    for i in range(N_FREE):
        genre = free_names[i % len(free_names)]
        for _ in range(50):
            text = FREE_GENRES[genre](rng)
            if lookalike_problem(text) is None:
                break
        else:
            raise RuntimeError(f"could not draw a clean {genre} text")
        records.append({"locale": "", "spans": [], "template": "b21f-" + genre, "text": text})
    records += real_records()
    rng.shuffle(records)
    lines = []
    for n, rec in enumerate(records):
        rec["id"] = f"blind21-{n:05d}"
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=True))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    if args.out.exists() and not args.force:
        sys.exit(f"{args.out} exists; pass --force to overwrite it")
    data = build()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(data, encoding="utf-8")
    print(f"wrote {data.count(chr(10))} records to {args.out}")


# (kind, source, locale, text, [(entity, string), ...]); labelled by reading.
REAL_SNIPPETS = [
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7499067174', 'en_US',
     "PROPERTY INFO ID: 280224598Rent: $2,625 / MonthBeds: 1Bath: 1Pet: Pet Friendly This price is unbelievable for such a desirable building so units are going quickly!!   Call/Text Azalia at 630.853.6340...Hurry and schedule your tour before they're gone!   Brand new in 2022, this 7-story apartment complex brings an elevated luxury living option to renters in Chicago’s Lakeview neighborhood. It is within walking distance to the Lakefront Trail, park district golf course and tennis courts, Wrigley",
     [('PHONE_NUMBER', '630.853.6340')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7499957862', 'en_US',
     "counter tops and stainless-steel appliances, elegant baths, in unit washer and dryers and private balconies (select units).  Community amenities include a roof deck with views of Lake Michigan, heated indoor parking, elevator access and more.   FEATURESBalcony-Some UnitsCentral Air-YesDishwasher-AllDogs-Weight LimitFlooring-Hardwood OnlyLaundry- W/D In UnitLofted (Open)-Some BedroomsLuxury PropertyNew PropertySecurity-Intercom/Key FobSmoking-NoStove-GasTrue Lofts-Some Units  Jack O'Brien 773-414-4222 HotSpot Rentals    Disclaimer: Photos may not be of exact unit available and may be of various model units and various vacant units. Apartment availability and lease terms may vary. Pricing, availability, and specials are subject to change at any time and without notice. Please note that the price",
     [('PHONE_NUMBER', '773-414-4222')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7500274419', 'en_US',
     ' Parking is available on-site at an additional charge and there is permit street parking within walking distance. Cats and dogs are accepted throughout (dog breed restrictions apply, but there is no weight limit) and there is a dog park on-site for your furry friend.   FEATURESBalcony-Some UnitsCentral Air-YesDishwasher-AllDogs-Weight LimitFlooring-Hardwood OnlyLaundry-On SitePool-OutdoorSecurity-Intercom/Key FobSecurity-Part-Time DoormanSmoking-NoStove-ElectricValue Property  Garo Tokat 1-847-239-0728 HotSpot Rentals(License #481.011892)    Disclaimer: Photos may not be of exact unit available and may be of various model units and various vacant units. Apartment availability and lease terms may vary. Pricing, availability, and specials are subject to change at any time and without notice.',
     [('PHONE_NUMBER', '1-847-239-0728')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7496175713', 'en_US',
     'with exposed brick walls and baths are ceramic  -Be in Downtown in 20 minutes on the Red line.Walk to everything  -Easy to commute to Lake view,Edgewater,Andersonville,Rogers Park,Loyola,DePaul,Old Town,Lincoln Park,Downtown,South Loop,West Loop,River North,River . 2nd month rent  free  for qualified applicnts signing a 2 year lease!Utility package  is $68 covers ,heat water cooking gas and trash.Tanants pay  only electricity.  Restrictions to apply -To schedule your viewing today call 773-484-8042 Thank you.',
     [('PHONE_NUMBER', '773-484-8042')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7496585872', 'en_US',
     '-Party Room, with kitchen and outdoor patio area -Bicycle and storage units -Private hospitality suite available for your family and visitors  This unit offers an open floor plan with great views and has every upgrade imaginable including:  -Washer/Dryer IN UNIT -Tons of Closet Space and walk in closets -Stainless Steel Appliances and hardwood entryway are both available (please inquire, additional fee may apply) -Granite Kitchen Island and HUGE balcony in unit   Velocity Apartment Group  312-253-7403 *****For faster response from one of our Agents, please provide your cell phone number, move date and email address when inquiring.  Thank you.  Availability and pricing may change at any time without notice. Ads subject to errors and omissions. Please contact agent for additional questions and',
     [('PHONE_NUMBER', '312-253-7403')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7498920416', 'en_US',
     'net effective of promotion. Utility package of $125 covers gas, water, trash, sewage, Heat, AC, and internet. Parking is available for $295/ month.  All prospective tenants are subject to income, credit, and background screening. If any questions or concerns, ask me! Here to help, have thousands of listings throughout Chicago, work with various kinds of credit/income! Have studios, 1, 2, 3 bedrooms throughout Chicago! Inquire! SCHEDULE A SHOWING TODAY! For quickest response Call/Text Rachel 219-916-6499 with following: FULL NAME, EMAIL AND PHONE NUMBER  Setting a new benchmark in flawless urban luxury, This property offers unsurpassed comfort and convenience. No expense has been spared and not a single detail has been overlooked in the creation of these spectacular apartments. There is a range of',
     [('PHONE_NUMBER', '219-916-6499')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7501021246', 'en_US',
     'to get down to work, our business center is complete conference rooms and printing/scanning capabilities.  With the latest cardio, strength and free-weight equipment, as well as towel service, home is the best place to work out.  The separate studio space is perfect for yoga, stretching, private classes or personal training.  The special steam and sauna are perfect for relaxation and rejuvenation.   Call/Text Jon Immediately for a showing  Jon Zolecki Managing Broker One Real Estate Chicago 815.355.4061 Call or Text',
     [('PHONE_NUMBER', '815.355.4061')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7500980243', 'en_US',
     'for $200.  • Rent includes all utilities ($300 value per month). Include gym, fast speed internet, premium cable, heat, air conditioning. You pay nothing but electricity.  • Center location at River North, walking distance to many restaurants, CTA, grocery, train/bus station, lakefront, park, Michigan Ave, magnificent mile.  • Private spacious balcony, in unit washer/dryer, walk-in closet, amazing city view.  • Desired move in date 9/1/2022, long-term lease 2 years to start.  C a l l / t e x t 312 823 2081 if interested  CENTER LOCATION AT RIVER NORTH Downtown Chicago, Walking Distance to Many Restaurants, Pubs and Bars, Grocery Stores like Jewel, Walgreens, Whole Foods, CTA/Red Line Train/Bus Stations, Easy Transportation, Post Office, Michigan Avenue and Magnificent Mile, Lake Front, Bike Trail. ',
     [('PHONE_NUMBER', '312 823 2081')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7501998679', 'en_US',
     'To schedule your viewing today call Minira at 773-706-0970  Completely restored 1950’s building with terrific views from select apartments!  -Island Kitchens with Oak Cabinets and Stainless Steel Sinks -Stainless Steel Appliances -Hardwood Floors Throughout -Cable and Internet Ready -Mailroom -Fitness Center -WiFi Zone  -On-Site Laundry Room -On-Site',
     [('PHONE_NUMBER', '773-706-0970')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7499768519', 'en_US',
     'Call Apartment Guys at 773-549-3474 and ask for Reference #128732. Large Gold Coast Rehabbed One Bedroom with a Balcony! Amazing views from your floor to ceiling windows and private balcony! Ideal location right on the Gold Coast and River North border!  this unit also has great closet space, central air conditioning, and newer',
     [('PHONE_NUMBER', '773-549-3474')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7501944965', 'en_US',
     'has tons of seating, plus grilling stations. There’s also an entertainment lounge and game room. If you work from home, you’ll be covered in the co-working space that was designed with individual stations and private conference rooms.  Cats and dogs are welcome with breed restrictions. There’s an on-site dog run and pet spa, but you’ll also have the added pet perk with over 13 acres of green space at the park right across the street. Garage parking is available with additional fees  Dan Zager 847-308-8243 HotSpot Rentals(License #481.011892)    Disclaimer: Photos may not be of exact unit available and may be of various model units and various vacant units. Apartment availability and lease terms may vary. Pricing, availability, and specials are subject to change at any time and without notice.',
     [('PHONE_NUMBER', '847-308-8243')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7496850534', 'en_US',
     'PROPERTY INFO ID: 115875654Rent: $4,100 / MonthBeds: 2Bath: 2.5Pet: Pet FriendlyParking:: attached garage This is a great price for this stellar two-level Townhome. Enjoy all building amenities and river access as well as in-unit laundry and terrace. Act fast as this will not last long. Feel free to call or text Randy at 843-345-2369.  For quickest response, call or text Randy at 843-345-2369  Perched on the river, this unique and modern high rise is what urban development is about. Not only do you get amazing cityscape views, you’ve got great river views as well. Kick back at the outdoor pool and hot tub with private cabanas',
     [('PHONE_NUMBER', '843-345-2369')]),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7498243516', '',
     "Newly renovated,  updated bathrooms and new wood floors throughout.  Beautiful River North Condo on high floor, 1.5 bedroom with walk closet and den (possible 2 bedroom), 1.5 baths.  Includes includes, heat, air, basic cable, gas reserved parking and additional storage cage. Located in Admiral's Point, enjoy breathtaking city and river views from your private balcony! In-unit washer/dryer. Building features a 24-hour door person, exercise room, party room with kitchen and bike storage room. Short walk to brown line, Ward Park, River Walk, dog park, East Bank Club, restaurants and more!",
     []),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7499612793', '',
     "North facing, bright and spacious studio condo in River North with balcony. Highly renovated, with brand new kitchen, brand new stainless steel appliances, island with brand new quartz countertop, and brand new hardwood floors. Around 700 sq ft. Floor-to-ceiling windows, generous closet space, and freshly painted. Building has 24hr doorman, laundry room, fitness center, sundeck. Close to Whole Foods, Trader Joe's, restaurants, Michigan Ave, buses, and the red, brown, and blue lines. Rent includes heat, air, water, internet, and cable. Tenant is responsible for electricity. Pets negotiable. Unit is available 08/01/2022. Parking available for an additional $200/month.",
     []),
    ('craigslist', 'asl7168/craigslist_housing@9c444956bbdfe00ef71fd7a214bc3e3420f29724:csv_processing/temp.csv#post_id=7499539091', '',
     "**************New CARPET, Newly Painted, Brand New Refrigerator, On Michigan Ave, New APPLIANCES, Walk able distance to Lake, Nice Downtown and Lake Michigan View from Bedroom. ******************  For the unit, it's east facing, usable balcony space, 5-burner Gas range, brand new refrigerator.  A two bed one bath Condo is available for rent in River North. It is newly painted and has all modern appliances and equipment. It has excellent Lake Michigan View located in heart of downtown you can find tons of restaurants, most famous bars/clubs of chicago, and L & Bus Stop a block away.  contact: 224 - five three two, three eight seven zero.   Rent Includes -Water, Gas, Cable TV, Internet. Renters pays only Electricity   No Smoking in the apartment.  Features:- ---------- - Floor to celing window. - Ten inches of transparent celing. - Granite Counter top - In unit washer and dryer - Double",
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=34', 'pt_PT',
     'Opel vectra 2.0 turbo 170cv de 2003 caixa de 6 velocidades iuc pago vidros eléctricos comandos no volante fecho central com comando ar condicionado vidros escurecidos averbamento no documento unico jantes 17.Qualquer assunto disponha 9 6 7 0 6 0 5 8 2',
     [('PHONE_NUMBER', '9 6 7 0 6 0 5 8 2')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0800.json#idx=810', 'lb_LU',
     'E-mail: Tiago.Silva2211@hotmail.com/ +352661758550\nVW Golf\n– Compacto importado de 2017, este Golf GTI Bluemotion alia performance desportiva, conforto e tecnologia num só modelo. Ideal para quem valoriza condução envolvente, segurança e um equipamento completo.\nPrimeiro registo: maio de 2017\n5 portas\nMotor 2.0 TSI (230cv)\nCaixa manual de 6 velocidades\n159.000 km\nBancos dianteiros desportivos e aquecidos\nClimatização automática bi-zona\nFaróis LED com função de curva e lava-faróis\nSistema de travagem automática de emergência\nControlo de tração, ESP e diferencial autoblocante\nAssistente de estacionamento dianteiro e traseiro\nVolante multifunções em pele\nISOFIX para cadeiras de criança\nTravão de mão elétrico\nStart/Stop\nConsumos equilibrados: urbano 7,8L/100km, extra-urbano 5,5L/100km\nSe procuras um carro que une potência, conforto e design icónico, este Golf 7 GTI é a escolha certa.\n✔️ Excelente estado geral\n✔️ Manutenção cuidada\n✔️ Equipamento completo\n✔️ Condução precisa e divertida\nTodas as informações presentes neste anúncio devem ser confirmadas com o vendedor.',
     [('EMAIL_ADDRESS', 'Tiago.Silva2211@hotmail.com'), ('PHONE_NUMBER', '+352661758550')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1250.json#idx=1294', 'pt_PT',
     'Fiat Tipo\nAno: 09/2019\nKms: 217.000 km\nCilindrada: 1248 cm³\nPotência: 95 cv\nCombustível: Diesel\nTransmissão: Manual\n5 portas | Lotação: 5 lugares\nCor: Preto\nExtras e equipamentos de origem:\nÁudio e Multimédia\nConforto e Outros Equipamentos\nTecnologia Eléctrica\nElectrónica e Assistência à Condução\nDesempenho e Ajustes\nSegurança\nFinanciamento até 120 meses\nTodas as informações presentes neste anúncio devem ser confirmadas com o vendedor.\nVisite-nos! Estamos à sua espera.\nMR. AUTO – PONTINHA\n214 790 113 / 931 637 467\nAv. 25 de Abril, nº 39 – 1675-183 Pontinha\n29 de março de 2026 às 15:55\nID\n:\n8095285545',
     [('PHONE_NUMBER', '214 790 113'), ('PHONE_NUMBER', '931 637 467')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_3150.json#idx=3164', 'de_DE',
     'Manutenção de topo: no ano passado levou caixa automática nova na Ford (Lisboa), ainda com 2 anos de garantia. Foram também substituídos o turbo e o conjunto da bomba de água.\nFaturas de todos os serviços disponíveis para comprovação.\nViatura em estado irrepreensível, pronta a usar, sem necessidade de qualquer investimento.\nModelo de final de janeiro de 2020.\nPS: posso oferecer uma inspecao numa Oficina certificda na compra do automovel se entender que sim.\nPara perguntas sobre o carro ou sobre a compra, podem enviar mensagem aqui pela plataforma ou, alternativamente, pelo WhatsApp ( 004917683352351 ). Encontro‑me a viver na Alemanha, mas o meu amigo JP tem o carro consigo caso alguém o queira ver ou fazer uma prova de condução.\n28 de março de 2026 às 8:08\nID\n:\n8097076304',
     [('PHONE_NUMBER', '004917683352351')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0950.json#idx=966', 'en_US',
     'AUDI Q4 SPORTBACK ETRON SPORT\n2021/12 | 15.000 Km | ELÉTRICO | 170 cv | 323 kms autonomia\nEquipamento em destaque:\n‣ Caixa Automática\n‣ Teto de Abrir Panorâmico\n‣ Faróis Led\n‣ Bluetooth | GPS | Apple CarPlay | Android Auto\n‣ Cruise Control\n‣ Quadrante digital\n‣ Volante Multifunções em Pele\n‣ Vidros traseiros escurecidos\n‣ Sensores de Parqueamento\n‣ Mala Elétrica\n‣ Travão eléctrico\n‣ Jante Liga Leve 19\n‣ Bancos desportivos e aquecidos\n▷ Livro de revisões completo AUDI e Garantia AUDI\n* VIATURA COM IVA DEDUTíVEL\nFinanciamento até 120 meses, sem entrada inicial.\n�Para mais informações: geral@revocar.pt ou\nVer telefone\n.\nEste anúncio foi gerado por uma rotina informática, todos os dados carecem de validação com a equipa comercial.\n29 de março de 2026 às 21:29\nID\n:\n8097410028',
     [('EMAIL_ADDRESS', 'geral@revocar.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1050.json#idx=1057', 'en_US',
     'Jaguar XF R-Sport Black Edition\nGarantia 18 Meses\nAceitamos Retomas\nFinanciamento S/Entrada desde 378€/Mês\nLink do anúncio completo:\nConta com os seguintes extras:\nAC Automático 3 Zonas\nCaixa automática\nCruise control\nLimitador velocidade\nCâmara de marcha-atrás\nNavegação\nChave inteligente\nLane assist\nBancos elétricos e aquecidos\nModos de condução\nStart and Stop\nFaróis Bi-xenon\nAssistente de máximos\nSensores de Estacionamento traseiros\nSensores dianteiros\nSensores de Chuva\nSensores de Luz\nBluetooth\nNOTA: Este Jaguar é um exemplar que se encontra em muito bom estado, antes de ser anunciado foi alvo de uma preparação Automóvel, onde o interior foi todo higienizado e a pintura polida. Viatura sempre assistida na marca !\nPara qualquer questão:\ngeral@undcars.pt\nRoberto Malho -\nVer telefone\n29 de março de 2026 às 21:50\nID\n:\n8097227270',
     [('EMAIL_ADDRESS', 'geral@undcars.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1050.json#idx=1088', 'en_US',
     '✨ A OPORTUNIDADE CHEGOU AO NICOLACAR! ✨\n\nCITROEN C3 1.2 PURETECH FEEL\n11990 euros| 47750 kms| 2021\n\n🔑 Compromisso NicolaCar: A Sua Tranquilidade em Primeiro Lugar\nNa NicolaCar, garantimos uma compra sem surpresas:\n* 18 Meses ou 12 000 KM de Garantia \n* Revisão Completa e Limpeza Profunda do veículo antes da entrega.\n* Transparência Total: Quilometragem real e certificada.\n* Soluções Personalizadas: Aceitamos o seu carro antigo como retoma!\n* Serviço Nacional: Levamos o seu novo carro até à sua porta, de Norte a Sul, incluindo ilhas.\nNão perca tempo! A combinação de preço, garantia e estado desta viatura é imbatível.\nFale connosco hoje!\n📱  𝐂𝐨𝐧𝐭𝐚𝐜𝐭𝐨s/ 𝐖𝐡𝐚𝐭𝐬𝐀𝐩𝐩 :\nVer telefone\n|\nVer telefone\n|\nVer telefone\n|\nVer telefone\n(Chamada para rede móvel nacional)\n 📧 𝐄-𝐦𝐚𝐢𝐥: nicolacar@sapo.pt\n🌐 Visite-nos em:\n💡 www.nicolacar.pt 💡\n\nNICOLACAR: Onde a Excelência Encontra a Paixão em Cada Quilómetro!\n29 de março de 2026 às 10:48\nID\n:\n8095361396',
     [('EMAIL_ADDRESS', 'nicolacar@sapo.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1100.json#idx=1119', 'en_US',
     'A Rocha Automóveis Sintra, desde 2008, oferece uma vasta gama de veículos, elétricos e de combustão, com uma verificação rigorosa e garantia mínima de 18 meses.\n\nPeugeot 3008 com elegante cor preta e confortável caixa automática EAT8. Uma experiência de condução sofisticada e dinâmica à sua espera.\n\n\nRocha Automóveis Sintra\nContacto:\nVer telefone\n- - sintra@rochaautomoveis.pt\n29 de março de 2026 às 18:20\nID\n:\n8097229335',
     [('EMAIL_ADDRESS', 'sintra@rochaautomoveis.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1150.json#idx=1155', 'en_US',
     'AUDI A3 SPORTBACK\nAno 2009. Compacto, prático e com design intemporal, ideal para quem procura conforto e versatilidade. Viatura de 5 portas e 5 lugares, perfeita para o dia-a-dia ou viagens em família.\nPrimeira matrícula:\nSetembro 2009\nEmissões CO₂:\n134 g/km\n5 portas\n5 lugares\nGarantia de 18 meses\nContacte-nos para mais informações ou agende um test drive!\nEmail: gatilhauto@gmail.com | Telefone:\nVer telefone\nTodas as informações presentes neste anúncio devem ser confirmadas com o vendedor.\n29 de março de 2026 às 20:40\nID\n:\n8096282029',
     [('EMAIL_ADDRESS', 'gatilhauto@gmail.com')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1200.json#idx=1230', 'en_US',
     'AUDI Q5 S-LINE 2.0 TDI AUTOMÁTICO\n2022/04 | 95.000 Km | DIESEL | 163 cv | 1968 cc\nEquipamento em destaque:\n‣ Caixa Automática\n‣ Faróis MATRIX Led\n‣ Bluetooth | GPS | Apple CarPlay | Android Auto\n‣ Cruise Control\n‣ Quadrante digital\n‣ Volante Multifunções em Pele\n‣ Vidros traseiros escurecidos\n‣ Sensores de Parqueamento\n‣ Câmara traseira\n‣ Carregamento telemóvel por indução\n‣ Mala Elétrica\n‣ Travão eléctrico\n‣ Jante Liga Leve 19\n‣ Bancos desportivos e aquecidos\n▷ Livro de revisões completo AUDI\n▷ Financiamento até 120 meses, sem entrada inicial\nPara mais informações: geral@revocar.pt, ou\nVer telefone\n.\nEste anúncio foi gerado por uma rotina informática, todos os dados carecem de validação com a equipa comercial.\n29 de março de 2026 às 21:18\nID\n:\n8097201798',
     [('EMAIL_ADDRESS', 'geral@revocar.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1200.json#idx=1235', 'en_US',
     'VW Golf Variant 1.6 TDI Bluemotion Comfortline – 2019. Carrinha espaçosa, importada, ideal para famílias ou profissionais que procuram conforto, economia e tecnologia. Versão equipada e eficiente, com consumos reduzidos e vasta lista de extras.\nGPS/Navegação\nBluetooth e USB\nAr condicionado\nVidros elétricos frente e trás\nJantes liga leve 16"\nSensores de estacionamento dianteiros e traseiros\nLuzes diurnas e traseiras LED\nStart & Stop\nVolante multifunções em pele\nSistema de chamada de emergência\nQuadrante digital\nSensor de luz\nFront assist\nAlerta de colisão\nHold assist\nMúltiplos ajustes\nGarantia de 18 meses incluída.\nPossibilidade de financiamento e retoma. Contacto: ICARDETAIL MOTORSPORT –\nVer telefone\n/ icardetailpt@gmail.com.\nTodas as informações presentes neste anúncio devem ser confirmadas com o vendedor.\n29 de março de 2026 às 16:33\nID\n:\n8096431888',
     [('EMAIL_ADDRESS', 'icardetailpt@gmail.com')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1200.json#idx=1249', 'en_US',
     'Hyundai Tucson\nO SUV de 2024 que alia design moderno, conforto e tecnologia avançada. Este Hyundai Tucson destaca-se pelo seu interior espaçoso, acabamentos de qualidade e uma condução eficiente, ideal para famílias e para quem procura versatilidade em todas as viagens.\nPrimeiro registo: Setembro 2024\n5 portas para máxima funcionalidade\n5 lugares confortáveis\nConsumo médio: 4,4 l/100 km\nEmissões CO₂: 134 g/km\nJantes de liga leve de 18"\nEstofos em pele e banco do condutor com ajuste elétrico\nClimatização automática bi-zona\nSistema de navegação e ecrã tátil\nCâmara traseira e sensores de estacionamento dianteiros e traseiros\nCruise control, Bluetooth e limitador de velocidade\nFaróis LED, luzes diurnas LED e sensores de chuva\nAssistente ativo de faixa e monitorização do condutor\nTravagem de emergência e múltiplos airbags\nMais de 100 viaturas seminovas disponíveis em stock\nGarantia mínima de 18 meses\nServiço de Financiamento, Seguro e Assistência\n38 anos de experiência no mercado automóvel\nCaldas da Rainha\nPara mais informações, contacte AJúlio Mobility: carlosribeiro@autojulio.pt ou\nVer telefone\n.\n29 de março de 2026 às 21:54\nID\n:\n8096459909',
     [('EMAIL_ADDRESS', 'carlosribeiro@autojulio.pt')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_1250.json#idx=1264', 'en_US',
     'NISSAN QASHQAI\n– SUV urbano de 2015, ideal para quem procura versatilidade, conforto e tecnologia num só veículo. Este modelo destaca-se pelo seu design moderno e funcionalidade, sendo uma excelente escolha para famílias ou para o dia a dia citadino.\nPrimeiro registo:\nmarço de 2015\n5 portas\n5 lugares\nConsumo médio:\n4,9 l/100km\nConsumo urbano:\n5,6 l/100km\nConsumo extraurbano:\n4,6 l/100km\nEmissões CO₂:\n128 g/km\nABS, ESP e controlo de tração\nISOFIX para cadeiras de criança\nBluetooth e sistema mãos-livres\nCruise control\nNavegação e câmara traseira\nSensores de estacionamento dianteiros e traseiros\nAr condicionado automático\nJantes de liga leve de 18"\nRetrovisores elétricos, rebatíveis e aquecidos\nVidros elétricos dianteiros e traseiros\nVolante em pele com comandos de rádio\nSensor de chuva e faróis de nevoeiro\nHill Descent Control\nGarantia do vendedor válida até 36 meses.\nPara mais informações, contacte: antonionewcar39@gmail.com ou\nVer telefone\n.\nTodas as informações presentes neste anúncio devem ser confirmadas com o vendedor.\n29 de março de 2026 às 17:16\nID\n:\n8096416224',
     [('EMAIL_ADDRESS', 'antonionewcar39@gmail.com')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_2850.json#idx=2856', 'en_US',
     'Vendo Volkswagen Golf 4 1.4 gasolina, matrícula de março de 2003, com aproximadamente 215.000 km, em bom estado geral.\nCaracterísticas e estado do carro:\nVidros elétricos\nFecho central de portas\nDuas chaves incluídas\nAr condicionado\nFiltros e óleo recentemente trocados\nPneus com cerca de 70% de vida útil\nInspeção periódica, selo e IUC pagos\nCarro a circular, manutenção em dia\nIdeal para quem procura um carro fiável, económico e com historial de manutenção cuidado. Pequenos sinais normais de uso para a idade.\nContacto:\nVer telefone\n, sergiomggarrido@gmail.com\nPreferencia contacto por email ou SMS/Whatsapp.\nLocalização: Castelo Branco\n30 de março de 2026 às 13:52\nID\n:\n8097410504',
     [('EMAIL_ADDRESS', 'sergiomggarrido@gmail.com')]),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=2', '',
     'Equipamento de ponta:\nEcrã tátil com sistema de navegação Profissional\nComputador de bordo c/ Apple Car Play Auto\n(Navegação e Car Play Atualizados recentemente)\nSensores (todos)\nLuzes automaticas\n2 chaves com comando\nLuzes diurnas LED\nFaróis de nevoeiro direcionais\nFarolim traseiro LED\nVolante desportivo multifunções em pele\nAC automático bi-zona\nTravão assistido eletronicamente com sistema Auto Hold\nSistema de deteção de fadiga\nAssistencia ao condutor pré-colisão\nESP\nVidros escurecidos de origem\nISOFIX\nCruise control Adaptativo\nApoio em Inclinação\nServiço (revisões) completo na origem Vw\nComprovativo de klms\nSemi novo...',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=3', '',
     'Mercedes C220 CDI Coupé automático muito confortável, com interior em pele clara em excelente estado para a idade e inspeção válida.\nMotor 2.2 CDI Mercedes conhecido pela grande durabilidade, com caixa automática suave e condução muito confortável.\nVersão com interior em pele e sistema de regulação elétrica na porta (banco e volante), característica muito rara neste modelo.\nCarro em utilização diária. Pode trazer mecânico sem qualquer problema. Valor negociável presencialmente.\nPreço negociável presencialmente.\nEquipamento:\n-Bancos em pele cinza\n-Regulação elétrica do banco e volante na porta com memória\n-Retrovisor interior com escurecimento automático\n-Kit mãos livres Patriot\n-Caixa automática\n-Cruise control\n-Ar condicionado\n-Vidros elétricos\n-Sensores de estacionamento traseiros\n-Interior Mercedes confortável e bem conservado\n-Controlo de tração\n-ABS\nEstado:\nCaixa automática suave\nInspeção válida\nCarro pronto a circular\nCoupé elegante e cada vez mais raro de encontrar nesta configuração.\nIdeal para quem procura um Mercedes econômico e confortável para uso diário ou para entusiasta da marca.\nDocumentação pronta.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=7', '',
     'Viatura em estado perfeito sem qualquer defeito nos interiores, pintura exterior imaculada de origem (sem acidentes).\nInspeção válida até 2027/03/08, aprovado sem observações.\nConsumo misto de 5,3 L/100km, gasolina.\nEquipamentos Especiais:\nBarras de Teto Pretas, Volante Desportivo em Couro Multifuncional, Jantes de Liga Leve 6,5x16 (Victory Spoke, Pretas), Vidros com Proteção Solar.\nEquipamentos Adicionais:\nComputador de Bordo. Painel de instrumentos central com anel LED.\nSistema de personalização (Perfil Pessoal), Indicador de ponto de mudança de velocidade, Chamada de Emergência Inteligente incl. TeleServiços, Função Start/Stop.\nSistema de Áudio: Rádio MINI Standard, Entrada AUXILIAR, Interface USB.\nManete de mudanças em couro (6 velocidades).\nABS, Controlo de alcance dos faróis, Luz de nevoeiro traseira, Luzes de Travão Dinâmicas.\nDistribuição Eletrónica da Força de Travagem.\nDiferencial Eletrónico de Deslizamento Limitado.\nSistema de airbags: de cabeça traseiros, de cabeça dianteiros, laterais.\nAcendimento Automático dos Faróis (Follow Me Home),\nRetrovisores Externos com padrão Union Jack e Regulação Elétrica.\nForro do Teto Cinza Satélite, Spoiler de Teto,\nCaracterísticas Externas: Saias Laterais com Piscas Integrados Sinais luminosos.\nFaixa do puxador da porta traseira,',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=10', '',
     'Mercedes CLA45 AMG Line\nMotor 2.0 mais potente do mundo\nTerror dos bmw\n2016 com 127 mil km\n7 mudanças embraiagem dupla\nModo de condução:\nConfort\nIndividualmente\nSport\nSport + 381cV7\nCruise control\nBluetooth\nGps profissional\nSensores de luz e chuva\nAr condicionado bi zona\nGrelha Amg gt\nAmbient light\nSensores de estacionamento\nFaróis bi-xênon\nBancos aquecidos\nPatilhas no volante\nLimitador de velocidade\nBancos em pele e Alcântara\nSensor anti colisão\nVidros escuros\nEstacionamento automático\nDuas chaves\nJantes 18\nValor sem retoma',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=11', '',
     'Particular..\nOportunidade de negócio, aproveite agora porque o preço dos carros usados vai aumentar derivado à inflação!\nPreço reduzido para desocupar!!\nIpo até agosto de 2027 sem anotações\nEdição especial Red Edition\nModelo de Agosto 2019\nMotor 0.9cc  com 90cv Turbo a gasolina\nConta com 85mil kms\nConsumo combinado 4.7L/100kms\nCinza metalizado com tecto e espelhos em preto\nTecto Panorâmico (Raro neste modelo)\nDireção assistida\n4 vidros eléctricos escurecidos de origem atrás\nTecto interior em preto\nEspelhos eléctricos e rebatíveis electronicamente\n8 Airbags\nBluetooth\nCruise control adaptativo\nSensores frente e trás com Câmera\nSistema de navegação\nBancos aquecidos\nAr condicionado automático\nVolante em pele multifunções\nSistema key less com 2 chaves de origem\nPorta usb e entrada Aux\nAndroid auto\nApple car play\nConta com pneu suplente\nComputador de bordo\nLuzes led e luzes de curva\nSensor de luzes e de chuva\nSistema de travagem anti-bloqueio\nSistema de controle de estabilidade\nRevisão recente\nJantes 17 em alumínio de origem diferentes nesta edição\nExcelente estado geral\nCarro com tudo a funcionar sem nada a fazer e sem avarias\nPortuguese, English and Swedish spoken!',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=12', '',
     '€€€Modelo novo€€€\nViatura nacional de Abr/2007, paga IUC barato (cerca de 45 EUR).\nÓptimo Jeep Grande Vitara, já do modelo novo, mais robusto e com um design moderno.\nMotor 1.9DDis, cheio de força e com boas prestações.\nVersão Sport, possui teto de abrir eléctrico, estribos laterais, estofos em pele, jantes especiais, faróis de nevoeiro, sistema de tração 4×4, ar condicionado, computador de bordo, etc..',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=15', '',
     'BMW 118d Pack M (LCI) Pack Shadow— 2015\nAno: 2015\nCombustível: Gasóleo\nPotência: 150cv\nCaixa: Manual 6 velocidades\nQuilometragem: 199.000 kms\n⸻\nEquipamento em destaque\nPack M exterior\nPack M interior\nSistema de som Harman Kardon\nBancos em Alcântara\nBancos aquecidos\nCâmara traseira\nVolante M Sport\nÓpticas bi-xénon\nVidros escurecidos\nSensores de estacionamento\nCâmara de marcha-atrás\nSistema Keyless\n4 modos de condução\nAuto Check Control\nManutenção / Estado\nHistórico de manutenções completo\nRevisão feita\nViatura muito bem estimada\nCom Check-Up completo na BMCar do Porto\nPronta a circular\nPossibilidade de financiamento até 120 meses sem entrada inicial\nPossibilidade de obter garantia de 18 até 36 meses por mútuo acordo.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=18', '',
     'Vendo Renault Megane III GT Line Berlina de 2010. Viatura em excelente estado geral, com a manutenção sempre em dia e bem cuidada.\nMotor 1.5 Dci de 110 cv, conhecido pela sua fiabilidade e consumos baixos( entre 5L e 5.5L aos 100km )\nVersão GT Line com chassis e Bancos desportivos\nTem atualmente os kms que são mostrados na imagem/foto, a diesel, caixa manual de 6 velocidades.\nIUC e IPO Pagos e válidos até 31 Agosto de 2026\nEquipamento Extra:\nFaróis Bi-Xenon Direcionais de Origem, o que facilita a visibilidade e segurança em curva\nBancos Desportivos GT Line com logo bordado e apoio lombar\nAr Condicionado Automático Bi-zona, a funcionar em perfeitas condições\nSensores de estacionamento traseiros de origem\nRádio Cd/Mp3 com bluetooth e entrada Aux/Usb\nCruise control e limitador de velocidade\nJantes de liga leve originais GT Line 17"\nSistema Keyless Entry & Go( Chave cartão mãos livres)\nVolante em pele multifunções\nLivro de revisões\nUltima revisão efetuada aos 193765km em agosto de 2025( oleo e filtros)\nKit de Distribuição mudado aos 154171km\nEstá equipado com Pneus novos\nLevou suspensão dianteira da sachs\nViatura de Garagem\nPossui alarme da Pandora anti car jacking com monitoramento no telemóvel\nPossui também alarme de origem\nPreço de 7800 euros (Negociável)',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=19', '',
     'Renault Zoe INTENS\nBateria de 41Kw - Autonomia até 300kms\nBaterias próprias em ótimo estado\nVeículo muito confortável, espaçoso e em excelente estado, tanto interior como exterior\nSuper económico - Um carregamento da bateria completo em casa fica aproximadamente por cerca de 5€ pode fazer até 300kms (a cada 10.000 kms, poderá poupar cerca de 700€)\nModelo IntensE, versão com vários extras\nCaixa Automática\nConsola central multimédia\nJantes especiais em liga leve\nVidros escurecidos\nAndroid auto (Google maps, wazze, Youtube, WhatsApp, etc.)\nGPS com ecrã táctil e mapas atualizados da Europa\nRádio com USB\nChave-Cartão Renault mãos livres (2 unidades): pode abrir, fechar e ligar o carro sem tirar a chave do bolso\nBluetooth\nSistema Telemóvel Mãos Livres\nComandos por voz\nSensores de estacionamento\nCruise controle e limitador de velocidade\nAr condicionado\nAjuda ao arranque em subida\nRevisão em dia\nVolante multifunções com comandos do rádio\nVolante Regulável em Altura e Profundidade\nAirbags laterais, condutor e passageiro\nVidros elétricos dianteiros\nFaróis Diurnos em LED\nFaróis Dianteiros e traseiros\nFaróis Reguláveis em altura\nBancos traseiros rebatíveis\nISOFIX\nESP Controle Eletrónico de Estabilidade\nImobilizador\nDireção assistida\nABS\nFecho Central c/ Comando\nTomada elétrica 12V',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=21', '',
     'Audi A3 Sportback 2012 · 1.6 TDI Sport · Look RS3\nApresento este Audi A3 Sportback de 2012, versão Sport, equipado com o reconhecido motor 1.6 TDI, sinónimo de fiabilidade, conforto e eficiência. Uma viatura que alia a qualidade de construção Audi a um visual desportivo e atual.\nCaracterísticas principais:\n•\tMotorização: 1.6 TDI\n•\tQuilometragem: 260.000 km\n•\tCor exterior: Preto\n•\tVersão: Sport\n•\tCarroçaria: Sportback (5 portas)\nDestaques e equipamentos:\n•\tKit estético RS3, que confere um aspeto mais agressivo e sofisticado\n•\tSistema multimédia Android integrado, com câmara de marcha-atrás original\n•\tInterior cuidado, com bancos em pano confortáveis e bem conservados\n•\tClimatização, direção assistida e restantes sistemas de conforto Audi\n•\tJantes de design desportivo\nViatura bem estimada, com condução sólida e consumos reduzidos, ideal para quem procura um automóvel equilibrado, elegante e económico, sem abdicar de imagem e prazer de condução.\nExcelente oportunidade para quem valoriza qualidade, design e fiabilidade.\nNota Importante\nA viatura encontra-se em uso diário, pelo que os quilómetros poderão sofrer alterações até ao momento da venda. Carro a andar regularmente, garantindo o seu normal funcionamento no dia a dia.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=22', '',
     'Seat Ibiza 1.2 12V\nPotência : 70cv\nCilindrada: 1200cc\nKilometros: 255000\nInclui:\n-Vidros Eletricos\n-Travas Traseiras\n-Travões de Disco à frente\n-Multimedia Digital com bluetooth, camara traseira e outras funções\n-Bola de Reboque\n-2 chaves\nReparações recentes:\n-Alternador Novo\n-Correia de Acessórios Nova\n-4 Pneus com menos de 6meses\n-Inspeção válida até Dezembro\nO carro encontra-se com algumas marcas de uso como se vê nas fotos,devido aos kilometros e uso.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=23', '',
     'Toyota Land Cruiser 150\n- O Verdadeiro Todo-o-Terreno-\nVende-se Toyota Land Cruiser 150, ano 2010, equipado com o fiável motor 3.0 D-4D.\nUm SUV de luxo que combina conforto excecional em estrada com capacidades 4x4 inigualáveis.\nVeículo conhecido pela sua longevidade, sendo uma aposta segura para quem procura robustez e fiabilidade.\nEspecificações Principais:\nAno: 2010 (Modelo 150 Series)\nMotor: 3.0 D-4D Diesel 190cv,\nTração: 4x4 Integral (Constant 4WD) com caixa de transferências (altas/baixas)\nTransmissão: Manual\nQuilometragem: 145 000 km\nLugares: 5\nEquipamento e Destaques:\nAr condicionado automático dual-zone, bancos em pele.\nTodo-o-Terreno:\nSuspensão robusta e já melhorada, redutoras, diferencial bloqueável, assistência à descida/subida.\nTecnologia e Segurança:\nSistema de navegação, câmara traseira, Bluetooth, sensores de estacionamento\nExterior:\nJantes liga leve 18" com pneus mistos\nEstribos laterais\nEstado do Veículo:\nManutenções rigorosamente em dia.\nInteriores em excelente estado.\nPintura e chapa sem acidentes.\nPronto para viajar ou para aventuras fora de estrada.\nNotas:\nVeículo com grande capacidade de reboque (até 3000kg). Possibilidade de mostrar o carro na zona de Marinha Grande.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=24', '',
     'BMW 120d Pack M de 2014 em bom estado geral, muito estimado e pronto a circular. Viatura fiável, confortável e com excelente desempenho, aliando potência a consumos equilibrados.\nDispõe de 4 modos de condução, que permitem escolher entre um modo mais económico, um modo normal para o dia a dia e modos mais desportivos para uma condução mais dinâmica e responsiva.\nVersão Pack M, com visual desportivo e bom nível de equipamento, incluindo:\nKit exterior M\nJantes especiais\nBancos desportivos\nVolante M multifunções\nSensores de estacionamento\nAr condicionado automático\nSistema multimédia com Bluetooth\nCruise control\nFaróis de nevoeiro\nEntre outros extras\nCarrinha ideal para quem procura um carro confortável, económico e com espírito desportivo.\n✅ Test drive disponível mediante marcação\nPara mais informações ou agendar visita, entre em contacto.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=25', '',
     'Tesla 3 Long Range Dual Motor AWD (tração integral)\n476CV\nTopo de gama de Particular, 1 Dono.\n170000 km reais (Nacional).\nCarro sempre guardado em garagem.\nSempre estimado e assistido com o maximo cuidado. Sempre carregado em casa, em baixa voltagem, garantindo a longevidade e boa conservação da bateria.\nCom todos os registos, chaves , livros. App Tesla com keyless mode.\nAutopilot, bancos aquecidos, podendo ligar os bancos e climatização remotamente com a App.\nTodos os km feitos em Auto-estrada.\nBateria a 83% Soh - 460km autonomia combinada.\nSem quaisquer ruidos parasitas, sejam de interiores ou mecânica.\nGarantia Tesla Julho 2027 ou 192.000 km, (o que ocorrer primeiro).\nViatura que dispensa apresentações, tanto no seu conforto, espaco interior, condução, performance, bem como quantidade e qualidade de extras, prestigio, na sua autonomia, bem como fiabilidade.\nAs viaturas Tesla são conhecidas por serem viaturas sem manutenção necessária.\nMotivo da venda, aquisição de nova viatura que já está na garagem.\nNão aceito retomas pois já tenho 1 carro a mais na garagem.\nSrs Whatsapp não se incomodem',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=26', '',
     'Volkswagen Golf 7 GTI 2.0 TSI 220cv\n2013 | 167.000 km | 17.500€ | Gasolina | 220 CV\n-Quilometragem certificada\n-Duplicado de chaves e manuais originais\nEQUIPAMENTO:\nTeto de abrir\nBluetooth\nEntrada USB\nSistema de Navegação (GPS)\nAr Condicionado Automático\nFaróis Diurnos LED\nJantes de Liga Leve GTI\nLuzes Traseiras LED\nRetrovisores com Regulação Elétrica e Rebatimento\nSuspensão Desportiva GTI\nVidros Elétricos\nVolante Multifunções em Pele\nEstofos Desportivos GTI\nVolante Regulável em Altura e Profundidade\nSistema Start & Stop\nCruise Control\nDireção Assistida\nABS\nAirbags Frontais e Laterais\n-MANUTENÇÕES\nRevisão de óleo e filtros efetuada\nPneus em excelente estado',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=29', '',
     'Motor - SWAP 2.0 16V - F7R 714 com preparação\nQuilometragem - Motor com 41185km\nCaixa - Manual\nTração - Dianteira\nCombustível - Gasolina\nCarro totalmente equipado. Alguns dos extras são:\nTecto de abrir elétrico\nInterior completo Clio Williams\nJantes Clio 15" Clio Williams\nTravões Brembo 4 pistões\nSuspensão Bilstein B8\nMolas Eibach\nLinha de escape completa\nEtc...\nCarro encontra se em muito bom estado, o interior está impecável.\nCarro de garagem, documentação com tudo em dia.\nNão aceito trocas ou retomas e agradeço aos verdadeiros interessados que me contactem directamente.\nRegisto obrigatório no acto da compra.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=30', '',
     'Vendo Ford Ka 1.3i, ano 1999\nCilindrada 1300 cc • Potência 60 cv\nOportunidade para Restauro ou Peças!\nParado há cerca de 12 anos, precisa de **bateria** e **radiador** (já tem um radiador novo pronto a colocar)\nMarca 99 000 km\nIdeal para amantes de restauro, mecânica ou como fonte de peças\nChassis em bom estado, interiores conservados tendo em conta a idade, bom motor com potencial',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=31', '',
     'Toyota Yaris 1.5 16v VVT-i T Sport\nViatura nacional de 2001/06\nComprimento :364.0 cm\nLargura :   \t166.0 cm\nAltura :\t   148.0 cm\nPeso :\t   925 kg\nPneus da Frente :\t185/55 R15 e 195/45 R15\nPneus de Trás :\t185/55 R15 e 195/45 R15\nSuspensão da Frente e dr trás Independent. MacPherson. Coil Springs. Anti-roll bar.\nTravões da Frente Discos Ventilados\nTravões de Trás Discos\nCalços de travão ebc yellowstuff\nEspaço mala de 205 L\nDeposito de 45 L\nAutonomia :\t652 km\nConsumos - Médio 6.9 L/100 km\nConsumos - Extra-Urbano 5.8 L/100 km\nConsumos - Cidade 8.8 L/100 km\nCaixa de Velocidades 5 velocidades Manual\nBinário :\t145 Nm /  4200 rpm\nPotência: 106 cv / 6000 rpm\nTaxa de Compressão :\t10.5\nCilindrada :\t1497 cm3\nDirecção assistida\nEspelhos retrovisores eléctricos aquecidos\nFecho central\nBancos desportivos\nAr condicionado\nAuto radio original mais conjunto de colunas pioneer\nEquipamento extra tte / toyota team europe\nAileron, escape, molas, barra anti-aproximação.\nJantes, embaladeiras laterais, filtro de ar k&n de caixa.\nO volante original e manete velocidades estão guardados para manter um bom estado de conservação.\nTambém tenho par de chuventos originais\nAinda dentro da embalagem.\nRevisão geral foi feita no início de janeiro\nValor negociável\nNão aceito retomas',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=35', '',
     'BMW E91 LCI 320d 163cv\nCarrinha super competente equilibrada e estável tanto em cidade como em autoestrada.\n235.000 km\n- Manutenção cuidada (revisões de 10.000 em 10.000 km com óleo de qualidade)\nIntervenções recentes\n-  Polimento de pintura\n- Bomba de água\n- Poli da cambota\n-  Correias dos acessórios\n- Junta da tampa de válvulas\n- Vedantes dos injetores\n- Revisão completa (óleo + filtros)\nExtras opcionais\n- Bancos Sport elétricos (lombar + dorsal)\n- Bancos aquecidos\n- Suspensão M original (Suspensão mais firme e mais baixa 1.5/2cm do que standard)\n- Faróis BiXenon adaptativos\n- Espelhos rebatíveis\n- Porta copos, ambos completamente funcionais\n- Keyless( apenas necessita ter a chave no bolso para abrir/fechar ou ligar o carro)\n- iDrive Profissional CIC (compatível para colocar CarPlay mantendo o ecrã original )\n- Sensores de estacionamento a frente e atras\n- Smoker’s package\n- Espelhos / Retrovisor anti encandeamento\n- Jantes 16” 17” 18” e 19” averbadas\nAceito retomas a preço de comercio',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=36', '',
     'Motivo da venda, o carro agora está sempre parado porque tenho carro para trabalho.\n138000 quilómetros\nAc automático\nGps\nJantes 19\nVidros eléctricos\nFecho central\nSensores de estacionamento\nEtc\nIva dedutível para empresas.\nPoderei aceitar retoma para facilitar negócio.\nSe necessário trato de financiamento.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=37', '',
     'Ler Importante:\nAos interessados na compra desta viatura, que considerem  o valor anunciado elevado, que conseguem adquirir uma viatura exactamente com as mesmas características gerais, kms, etc, por outro valor, não percam o vosso tempo, nem me façam perder o meu pf, com propostas completamente descabidas ou a perguntar o valor mínimo, etc porque não vão ser respondidas.\nObrigado.\nAudi A6 3.0 TDI V6 Quattro\nFull Extras:\n>Bancos em Pele com regulação Elétrica e Memória\n>Climatização Automática Bi-zona\n>Tecto de Abrir Eléctrico em Vidro\n>Volante com Patilhas / Multifunções\n>Cruise Control\n>Computador de Bordo Multifunções\n>Rádio/CD com Bluetooth e comandos Volante\n>Não fumador\n>Espelhos retrovisores Elétricos /Retráteis\n>Faróis Xenon\n>Sensores de Estacionamento\n>Fecho Centralizado com Comando\n>Jantes em liga leve R18 (Homologadas)\n>Segurança: ABS + EBD, ESP (controlo estabilidade), Airbags (frontais, laterais e cortina), Tração Integral Quattro permanente\n>IUC 73€ (Junho 2026)\n>IPO sem anotações (Junho 2026)\n>Kms Reais (Última foto)\nSempre bastante cuidado e estimado, guardado em garagem coberta, utilizado principalmente em fins de semana e viagens longas, sem acidentes, pintura original, interior extremamente bem conservado sem rasgões ou manchas, mecânica Irrepreensível.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=40', '',
     'Ler tudo até ao fim!',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=41', '',
     'Faróis frontais LED;\nJantes 18”, averbadas;\n4 pneus novos;\nPonteiras de escape Akrapovic em carbono;\nLip frontal M2 Performance;\nDifusor traseiro M Performance;\nEmbaladeiras M2 Performance;\nSistema de navegação profissional;\nBancos em Pele, aquecidos;\nModo condução Eco Pro, Confort e Sport;\nCaixa manual de 6 velocidades;\nVolante M multifunções, em pele;\nSensores de estacionamento traseiros;\nCâmera de marca atrás;\nRetrovisores com regulação elétrica;\nAux-in e entrada usb;\nBluetooth;\nIsofix;\nSensor de luminosidade;\nSensor de chuva;\nAr condicionado automático e independente;\nMostradores desportivos;\nCruise control e limitador de velocidade;\nFrisos interiores em carbono;\nLuz ambiente;\nTeto estrelado;\nTeto panorâmico;\nCapô Look M2 GTS;\nParachoques frontal M2;\nParachoques traseiro Pack M Performance;\nEntre outros extras disponíveis;\nVendas particulares com possibilidade de financiamento por intermédiario legal  de crédito até 120 meses, com ou SEM ENTRADA INICIAL.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=43', '',
     'Vendo Honda Jazz de 2007, carro nacional, muito bem estimado e em bom estado geral. Conta com 2 chaves originais com comando e tapetes originais. Revisão em dia.\nEquipado com ar condicionado a funcionar a 100%, retrovisores aquecidos, teto de abrir, volante multifunções, jantes especiais e 4 pneus em bom estado.\nCarro sem folgas nem barulhos, mecânica fiável e económica, ideal para o dia a dia.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=44', '',
     'Fiat Panda 1.0 Hybrid 2022 | Nacional | Como Novo | Uso Particular\n\u200bVendo Fiat Panda Mild Hybrid de setembro de 2022 em excelente estado. Carro nacional, de uso particular, muito bem estimado e com manutenção rigorosa. Ideal para quem procura um citadino prático, fiável e com consumos de 4L/5L aos 100km.\n\u200bDestaques:\n\u200bTecnologia Mild Hybrid: Auxilia no arranque e consumos. IUC muito barato.\n\u200bManutenção em dia: Recentemente levou um check-up completo e 4 pneus novos (Norauto Prevensys4) com alinhamento de direção (tenho fatura de fevereiro 2026).\n\u200bMecânica: Apenas 68.600 km maioritariamente feitos em estrada. Podem ver na foto o estado impecável do motor.\n\u200bEquipamento:\n\u200bAr Condicionado.\n\u200bSistema Bluetooth com Kit mãos livres.\n\u200bComandos no volante.\n\u200bFunção "City" na direção assistida (ultraleve para estacionar).\n\u200bCondições:\n\u200bValor: 8990€ (ligeiramente negociável presencialmente).\n\u200bPode ser visto na zona de Amares / Braga.\n\u200bMudança de nome obrigatória no ato da compra.\n\u200bNão aceito retomas de valor baixo. Venha ver e comprovar o estado real do carro.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=47', '',
     'Vendo Renault Captur de 2013 90cv a gasóleo\nViatura muito bem estimada, económica, confortável e com excelente desempenho.\nManutenções sempre feitas a tempo e horas, sem qualquer problema mecânico.\nInterior e exterior em muito bom estado.\nCarro pronto a circular, sem necessidade de qualquer investimento.\nAceito retoma a preço de comércio..',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0000.json#idx=48', '',
     'Vendo Seat Ibiza 1.2 TDI ST, em bom estado geral e muito económico.\nEquipamento:\nAr condicionado\nSistema Start/Stop\nVidros elétricos\nFecho central\nRádio com Bluetooth\nDireção assistida\nBancos confortáveis e bem cuidados\nConsumos muito baixos\nCarro fiável, ideal para o dia a dia, com manutenção em dia e documentos em ordem.\nPronto a circular sem problemas.\nAceito retomas.\nPossibilidade de financiamento.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=50', '',
     'Vendo Citroën C3 2016 a gasóleo, muito económico e confortável, ideal para o dia a dia, trabalho ou quem procura um carro barato de manter.\nDados do veículo:\n•\tAno: 2016\n•\tCombustível: Gasóleo\n•\tMotor: 1.5 BlueHDi\n•\tQuilometragem: 200.000 km\n•\tCaixa manual\n•\t5 portas\n•\t5 lugares\nEquipamentos:\n•\tAr condicionado\n•\tABS\n•\tControlo de tração\n•\tComputador de bordo\n•\tDireção assistida\n•\tVidros elétricos\n•\tRetrovisores elétricos\n•\tFecho central\n•\tJantes de liga-leve\nVeículo confortável, económico e com manutenção acessível. Preço negociável.\nPara mais informações ou marcação de visita, responder ao anúncio.\nJá estamos atentos a golpes. Não perca seu tempo!',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=51', '',
     'Range Rover Sport 3.0 306Cv Full extras.\nFaróis de Xênon, sistema de som Meridian, Teto de abrir panorâmico, Portas soft-close, bancos elétricos, GPS, Gancho de Reboque elétrico,  bancos aquecidos atras e a frente, apoio de braço com frigorifico,  mala elétrica, head-display, etc...\nRevisões em dia, viatura encontra-se irrepreensível.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=54', '',
     'Vendo o meu Mitsubishi Space Star 1.2 Intense de 2019, com 74.850 km.\nÉ um carro muito económico, fiável e fácil de conduzir no dia a dia. Tem a conhecida fiabilidade japonesa, direção muito leve e confortável, ótima para cidade, manobras e trânsito, mas ao mesmo tempo comporta-se muito bem em estrada. O motor 1.2 responde bem, a suspensão é confortável e acertada, e o carro não bate nada.\nTodas as revisões foram feitas na Mitsubishi. Tenho livro de revisões completo, manual, chave suplente e também as faturas das manutenções feitas ao longo do tempo. O carro fica sempre estacionado em garagem. A próxima inspeção é apenas em 2027.\nTem dois pneus Yokohama novos atrás. Os pneus da frente estão a meio uso.\nEm termos de consumos, faz normalmente entre 4,5L/100 km e 5,0L/100 km, podendo até fazer menos dependendo da forma de conduzir. É um carro muito equilibrado para quem quer baixos custos de utilização sem abdicar de conforto e equipamento.\nApesar de ser um carro compacto por fora, tem um espaço interior muito competente para a categoria e acaba por surpreender nesse ponto. Esta versão vem também bastante bem equipada, o que faz diferença no uso diário.\nCondução e conforto\n• Direção assistida eletricamente\n• Cruise control\n• Ar condicionado automático\n• Sensor de chuva',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=55', '',
     'Vendo Mercedes A220 CDI Euro 6 com 219.000 km. Viatura muito bem estimada, sempre assistida na Mercedes, com histórico de manutenção comprovável e duas chaves originais.\nVersão com caixa automática e patilhas no volante, proporcionando uma condução confortável ou mais desportiva quando pretendido.\nEquipamento em destaque:\n•\tCaixa automática com patilhas no volante\n•\tCruise control com regulador de distância (Distronic)\n•\tÓticas LED com farol bi-direcional (acompanha a curva)\n•\tSensores de ângulo morto\n•\tCâmara de marcha-atrás\n•\tSensores de estacionamento frente e trás\n•\tTravão de mão elétrico\n•\tDynamic Select (modos de condução)\n•\tBancos elétricos, aquecidos e com 3 memórias\n•\tTeto panorâmico elétrico (abre totalmente)\n•\tJantes liga leve Mercedes\n•\tAr condicionado automático bi-zona\nInterior e exterior muito bem conservados, conforme fotos.\nMotor 2.2 CDI muito fiável, com excelente equilíbrio entre performance e consumo. Versão Euro 6.\nCarro pronto a circular, sem necessidade de qualquer investimento.\nValor negociável dentro do razoável.\nPoderei aceitar retoma.\nMais informações por mensagem privada.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=57', '',
     'Carrinha ( de 7 lugares ) em bom estado geral com todos os extras, caixa automática e sequencial. Ar condicionado a funcionar, sempre revisionada atempadamente. Embora tenha alguns quilómetros está num estado muito bom, venha ver a carrinha sem qualquer compromisso.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=59', '',
     'Vendo a minha 407 SW, uma unidade nacional estimada com o motor 2.2 Bi-Turbo de 170cv. É a versão ideal para quem procura a fiabilidade deste bloco com um consumo equilibrado e a grande vantagem de pagar o IUC antigo (selo barato).\n\u200bDestaques de Equipamento:\n\u200bConforto: Vidros duplos (isolamento acústico superior), bancos elétricos e aquecidos, teto panorâmico total.\n\u200bTecnologia: Upgrade para rádio Touch com Android Auto / Apple CarPlay e câmara de marcha-atrás (entrego também o rádio original).\n\u200bSegurança: Faróis Xénon automáticos, sensores de estacionamento, luz e chuva, e monitorização de pressão de pneus.\n\u200bEstado Mecânico:\n\u200b210.000 km reais. Revisão feita há menos de 5.000 km.\n\u200bManutenção rigorosa, sem qualquer barulho ou fumo. Documentação em dia com as duas chaves. Inspeção válida até Maio de 2027.\n\u200bCarrinha de uso diário, muito confortável e pronta a circular sem qualquer intervenção necessária. Mostro na zona de Fernão Ferro / Seixal.\n\u200bPreço: 5.400 € (Ligeiramente negociável aos verdadeiros interessados).',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=60', '',
     "Vendo Peugeot 5008 na versão topo de gama GT Line, motor 1.5 BlueHDi, a gasóleo (económico e fiável), de Junho de 2019, com teto de abrir e caixa automática Veículo nacional, muito bem estimado e com configuração de 7 lugares.\nDestaques de Manutenção Recente (Fevereiro 2026):\n* Pneus Novos: 4 pneus colocados há menos de um mês.\n* Revisão Completa: Efetuada recentemente, sem nada a prever.\n* Inspeção: Válida e sem anotações.\n* IUC: Pago.\nEquipamento Principal (Versão GT Line):\n* Teto de Abrir Panorâmico elétrico (com cortina).\n* i-Cockpit Digital: Painel de instrumentos totalmente digital e personalizável.\n* Segurança: Sensores de estacionamento (frente/trás), câmara de marcha-atrás, aviso de saída de faixa e travagem de emergência.\n* Conforto: Estofos desportivos GT Line (misto pele/tecido), luzes de cortesia LED, ar condicionado automático bi-zona.\n* Navegação e Tech: GPS 3D, Apple CarPlay e Android Auto.\n* Exterior: Faróis Full LED, jantes especiais de 18'', vidros traseiros escurecidos.\n* Versatilidade: 7 lugares reais com mesas tipo avião nos bancos traseiros.\n* Quilometragem real e comprovável: 93.300 km.\n* Carro de garagem.",
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=61', '',
     'Carro em muito bom estado. Estimado, 2chaves, livro de revisoes (na marca) e varios extras. Tem 4 pneus com imenso piso. Versão 4wd que acrescenta segurança e pouco ou nada influencia nos consumos (muito economico). A retomar, apenas motas de valor inferior por valor de comércio.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=62', '',
     '* Primeiro registo: 2018\n* 5 portas\n* 5 lugares\n* Motor Híbrido-Gasolina 2.9 (462cv)\n* Caixa automática\n* Emissões CO₂: 59 g/km\n* Jantes de liga leve\n* Ar condicionado automático\n* Estofos em pele\n* Luzes LED\n* Câmara traseira\n* Sensores estacionamento frontais e traseiros\n* Jantes 21 Polegadas\n* Modos condução\n* Suspensão pneumática\n* Vidros elétricos dianteiros e traseiros\n* ABS, ESP, assistente de travagem e controlo de tração\n* Airbags frontais, laterais e de cortina\n* ISOFIX\n* Cruise control\n* Computador de bordo\n* Bluetooth, USB e sistema mãos livres\n*140.000 Km',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=63', '',
     'Ligier JS50 Diesel • 2023 • 19.300 km • COMO NOVO • Sempre Garagem • Revisões na Marca\nVeículo extremamente estimado, sempre guardado em garagem e com todas as revisões efetuadas na marca, o que garante fiabilidade total e ausência de surpresas.\nIdeal para quem procura um microcarro seguro, económico e praticamente novo, sem pagar o preço de um zero km.\n- Apenas 19.300 km reais\n- Histórico completo na marca\n- Nunca sujeito a maus tratos\n- Utilização cuidada e maioritariamente urbana\n- Pronto a circular, sem qualquer intervenção necessária\nDADOS PRINCIPAIS\nModelo: Ligier JS50\nCombustível: Gasóleo\nCategoria: Quadriciclo ligeiro (L6)\nLotação: 2 lugares\nVelocidade máx.: 45 km/h\nMatrícula: 17/05/2023\nPeso: 498 kg\nPneus: 145/80 R13',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=64', '',
     'Carro comprado novo\nSegunda chave\nGuardado sempre em garagem\nNão aceito retoma\n116 520 km reais\nTotalmente original\n- O preço apresentado é simbólico, servindo apenas para ter permissão para publicação do anúncio e ponto de partida para a eventual negociação.\n-Respondo apenas a proposta(s) que valorize(m) devidamente o carro.\n-Carro eventualmente apropriado para fãs da marca/colecionadores.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=65', '',
     'Automóvel Nacional,  sem acidentes, comprado novo.\nSimilar Opel Astra Caravan, Ford Focus SW, VW Golf Variant.\nSem filtro de partículas de origem, paga imposto barato, a volta 20€.\nImposto e inspeção válidos até Fevereiro de 2027.\nBaixos consumos, 4,5/5 aos 100.\nFaz anualmente poucos quilómetros pela proximidade do trabalho.\nA apontar pequenas marcas de uso, normais, derivado aos anos.\nPoderei mandar reparar com acréscimo do preço.\nEsteja a vontade para fazer visita com mecânico de confiança.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=67', '',
     'Escreva-me por WhatsApp. Dispenso revendedores!!\nViatura em excelente estado, muito económica e com condução ágil graças à caixa automática de 7 velocidades (7DCT).\nQuilometragem: 93.000 km\nMotor: 1.0 T-GDI (Gasolina + Elétrico 48V)\nConsumos: 3.9L - 4.2L/100km (Autoestrada)\nIUC e Inspeção (IPO): Válidos até Junho/Julho de 2026\nEstado e Manutenção:\nRevisão recente: Óleo e filtros mudados.\nBateria nova: Instalada há apenas 2 semanas.\nCarro nunca esteve envolvido em acidentes. Inclui 2 chaves originais.\nEquipamento de Destaque:\nAssistente de permanência na faixa (Lane Assist).\nCruise Control e luzes automáticas.\nSistema de som de alta qualidade e excelente isolamento acústico.\nVenda particular. Não aceito trocas nem retomas.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=68', '',
     'BMW 330e (G20) iPerformance 2019 | 292cv | Nacional |\nDescrição:\nVendo BMW 330e de 2019, a nova geração (G20) deste fantástico híbrido plug-in que combina luxo, desportividade e uma economia imbatível. Viatura nacional, sempre estimada e com todas as manutenções em dia na marca.\n• Performance:\xa0Potência combinada de 292cv (em modo XtraBoost) e 420 Nm de binário, garantindo uma condução muito ágil e segura (0-100 km/h em apenas 5.9s).\n• Eficiência:\xa0Autonomia elétrica real que permite fazer as deslocações diárias sem gastar combustível. IUC muito reduzido e estacionamento facilitado/gratuito em vários municípios.\n• Tecnologia e Conforto:\xa0Equipado com o novo BMW Live Cockpit Professional (Painel totalmente digital), Sistema de Navegação, Apple CarPlay/Android Auto sem fios, Sensores de estacionamento 360º e diferentes modos de condução (Eco Pro, Hybrid, Sport e Electric).\n• Estado:\xa0Apenas 79500 km. Interiores em excelente estado, pintura impecável e pneus com muito piso.\nNacional com histórico na marca\nAutonomia elétrica ideal para a cidade\nModo XtraBoost para performance máxima\nRevisão feita recentemente\nContacte se estiver realmente interessado para mais fotos ou detalhes.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=69', '',
     '* 136 mil km\n* Led Interno, Matrículas e Farol\n* Multimídia Carplay 9 Polegadas\n* Motor Toyota de Corrente\n* 1.0 Gasolina\n* 68 Cavalos\n* 02 Chaves\n* Fecho Central\n* Ar Condicionado Carregado\n* IUC e Inspeção em dia\n* Vidro Elétrico\n* Para Pessoas Exigentes\n* Venda Particular\n* Pronto a Circular\n* Seguro Ativo\nPeugeot 107, ano 2012, 1.0 Gasolina 68 Cavalos. Motor Toyota de Corrente.\nLed Interno, Matrículas e no farol auxiliar.\nÓleo e Filtros Novos. Se encontra em estado raro de conservação, com 136 mil km\nAcompanha Multimídia de 9 Polegadas\nTudo funcionando perfeitamente, AC carregado e a fazer frio. Sem barulhos de suspensão.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=71', '',
     'Audi a4 importada com 370,000 km, muito cuidada.\nJantes especiais oficias da marca\nPneus semi novos principalmente os do eixo frontal ( Michelin pilot sport 5).\n3 dono\nCarro com pintura um pouco gasta e claro apresenta um pouco de desgaste mas algo muito pouco significativo.',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=73', '',
     'Viatura bem estimada, 7 lugares , a diesel, manutenção em dia. Cor cinzento. Estofos em pele protegidos por capa. E tapetes especiais em  todo interior da viatura. Pequeno reparo (muito simples) a ser descontado do valor total. Não interfere na estética da viatura . Motor 1.7',
     []),
    ('olx-pt', 'nikit34/olx-car-parser@293573299d667b97a416ce66bed972bc2455a7fc:data/chunks_in/chunk_0050.json#idx=75', '',
     'Renault Grand Modus 1.5 DCI Sport 105cv, difícil encontrar este motor no mercado.\nNacional, inspecionado, com 172 mil quilómetros, sempre revisionado no tempo certo, com manuais.\nDuas chaves, uma com comando.\n4VE, AC a trabalhar e carregado, DA elétrica.\nEm dezembro fez revisão, levou todos os filtros e óleo Elf 5W30, discos e pastilhas na frente, sem olhar a despesas.\nFaróis e limpa vidros automáticos, faróis com luzes direcionais, retrovisores elétricos, rádio com CD com comandos junto ao volante, cruise control.\nBarras de tejadilho originais Renault com chave.\nÚnico problema é a pintura no para-choque dianteiro um pouco gasta.\nVendo porque preciso de um carro automático, motivo de saúde.',
     []),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=1', 'es_CO',
     "    contactPhone: '3118677017',\n    whatsapp: '+573118677017',\n    title: 'Apartamento en Venta, CHICO NORTE II, Bogotá D.C.',\n    link:\n      '/inmueble/venta-apartamento-bogota-chico-norte-ii-2-habitaciones-2-banos-1-garajes/4405-M2856916',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/4405-M2856916/4405-M2856916_2_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 4405-M2856916 que encontre en www.metrocuadrado.com  - Apartamento en Venta, CHICO NORTE II, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573118677017'), ('PHONE_NUMBER', '3118677017')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=2', 'es_CO',
     "    contactPhone: '3112076121',\n    whatsapp: '+573112076121',\n    title: 'Casa en Venta, MARANTA III, Bogotá D.C.',\n    link:\n      '/inmueble/venta-casa-bogota-maranta-iii-sector-3-habitaciones-3-banos-2-garajes/5265-M2856945',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/5265-M2856945/5265-M2856945_2_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 5265-M2856945 que encontre en www.metrocuadrado.com  - Casa en Venta, MARANTA III, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573112076121'), ('PHONE_NUMBER', '3112076121')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=3', 'es_CO',
     "    contactPhone: '3183055639',\n    whatsapp: '+573183055639',\n    title: 'Apartamento en Venta, Cedro Golf, Bogotá D.C.',\n    link:\n      '/inmueble/venta-apartamento-bogota-cedro-salazar-3-habitaciones-2-banos-2-garajes/175-10743744',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/175-10743744/175-10743744_1_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 175-10743744 que encontre en www.metrocuadrado.com  - Apartamento en Venta, Cedro Golf, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573183055639'), ('PHONE_NUMBER', '3183055639')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=4', 'es_CO',
     "    contactPhone: '3045825549',\n    whatsapp: '+573045825549',\n    title: 'Apartamento en Venta, CHICO NORTE, Bogotá D.C.',\n    link:\n      '/inmueble/venta-apartamento-bogota-chico-norte-1-habitaciones-2-banos-1-garajes/3390-M2856958',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/3390-M2856958/3390-M2856958_4_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 3390-M2856958 que encontre en www.metrocuadrado.com  - Apartamento en Venta, CHICO NORTE, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573045825549'), ('PHONE_NUMBER', '3045825549')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=5', 'es_CO',
     "    contactPhone: '3188660488',\n    whatsapp: '+573188660488',\n    title: 'Apartamento en Venta, SABANA DE TIBABUYES, Bogotá D.C.',\n    link:\n      '/inmueble/venta-apartamento-bogota-rodesia-3-habitaciones-2-banos/603-100701450',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/603-100701450/603-100701450_1_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 603-100701450 que encontre en www.metrocuadrado.com  - Apartamento en Venta, SABANA DE TIBABUYES, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573188660488'), ('PHONE_NUMBER', '3188660488')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=6', 'es_CO',
     "    contactPhone: '3004296595',\n    whatsapp: '+573004296595',\n    title: 'Casa en Venta, Gratamira, Bogotá D.C.',\n    link:\n      '/inmueble/venta-casa-bogota-ciudad-jardin-norte-4-habitaciones-4-banos-2-garajes/2444-1328L7',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/2444-1328L7/2444-1328L7_1_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 2444-1328L7 que encontre en www.metrocuadrado.com  - Casa en Venta, Gratamira, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573004296595'), ('PHONE_NUMBER', '3004296595')]),
    ('metrocuadrado', 'my-house-app/central@715bc97f3dc6b40a13926db845013bfc76af866d:api/src/loaders/rawData.js#object=7', 'es_CO',
     "    contactPhone: '3133876107',\n    whatsapp: '+573133876107',\n    title: 'Apartamento en Venta, San Patricio, Bogotá D.C.',\n    link:\n      '/inmueble/venta-apartamento-bogota-santa-bibiana-2-habitaciones-2-banos/416-1556',\n    imageLink:\n      'https://metrocuadrado.blob.core.windows.net/inmuebles/416-1556/416-1556_1_p.jpg',\n    whatsappMessage:\n      'Hola, Estoy interesado en anuncio con ID: 416-1556 que encontre en www.metrocuadrado.com  - Apartamento en Venta, San Patricio, Bogotá D.C. y quiero  más información - https://www.metrocuadrado.com',",
     [('PHONE_NUMBER', '+573133876107'), ('PHONE_NUMBER', '3133876107')]),
]


if __name__ == "__main__":
    main()
