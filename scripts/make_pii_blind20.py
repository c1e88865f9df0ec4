"""Build the pii_blind20 evaluation set: synthetic texts with and without PII plus frozen real snippets.

Output: benchmarks/data/pii_blind20/blind20.jsonl, one JSON object per line with keys
id, locale, spans, template, text. Deterministic: one random.Random(SEED), Faker instances seeded
from it in sorted locale order, no clock. Refuses to overwrite an existing file without --force.
"""

import argparse
import ipaddress
import json
import random
import re
import string
import sys
from pathlib import Path

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdiban
from stdnum import numdb

SEED = 2020
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind20/blind20.jsonl")
N_PII = 700
N_FREE = 350

LOCALE_REGION = {
    "ar_AE": "AE", "ar_EG": "EG", "ar_JO": "JO", "ar_SA": "SA", "az_AZ": "AZ", "bg_BG": "BG",
    "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ", "da_DK": "DK", "de_AT": "AT", "de_CH": "CH",
    "de_DE": "DE", "el_GR": "GR", "en_AU": "AU", "en_CA": "CA", "en_GB": "GB", "en_IE": "IE",
    "en_IN": "IN", "en_KE": "KE", "en_NG": "NG", "en_NZ": "NZ", "en_PH": "PH", "en_PK": "PK",
    "en_US": "US", "es_AR": "AR", "es_CL": "CL", "es_CO": "CO", "es_ES": "ES", "es_MX": "MX",
    "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI", "fil_PH": "PH", "fr_BE": "BE", "fr_CA": "CA",
    "fr_CH": "CH", "fr_FR": "FR", "he_IL": "IL", "hi_IN": "IN", "hr_HR": "HR", "hu_HU": "HU",
    "hy_AM": "AM", "id_ID": "ID", "is_IS": "IS", "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE",
    "ko_KR": "KR", "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE",
    "nl_NL": "NL", "no_NO": "NO", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT", "ro_RO": "RO",
    "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL", "sv_SE": "SE", "ta_IN": "IN",
    "th_TH": "TH", "tr_TR": "TR", "tw_GH": "GH", "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN",
    "yo_NG": "NG", "zh_CN": "CN", "zh_TW": "TW", "zu_ZA": "ZA",
}

# Phone labels in the locale's language: (phone, mobile, fax, e-mail, "call me")
LABELS = {
    "ar": ("هاتف", "جوال", "فاكس", "البريد", "اتصل على"), "az": ("Telefon", "Mobil", "Faks", "E-poçt", "zəng edin"),
    "bg": ("Тел.", "Моб.", "Факс", "Имейл", "обадете се на"), "bn": ("ফোন", "মোবাইল", "ফ্যাক্স", "ইমেইল", "কল করুন"),
    "bs": ("Tel.", "Mob.", "Faks", "E-mail", "nazovite"), "cs": ("Tel.", "Mobil", "Fax", "E-mail", "volejte na"),
    "da": ("Tlf.", "Mobil", "Fax", "E-mail", "ring på"), "de": ("Tel.", "Mobil", "Fax", "E-Mail", "ruf an unter"),
    "el": ("Τηλ.", "Κιν.", "Φαξ", "Email", "καλέστε στο"), "en": ("Tel", "Mobile", "Fax", "Email", "call me on"),
    "es": ("Tel.", "Cel.", "Fax", "Correo", "llámame al"), "et": ("Tel", "Mob", "Faks", "E-post", "helista"),
    "fa": ("تلفن", "موبایل", "فکس", "ایمیل", "تماس بگیرید"), "fi": ("Puh.", "GSM", "Faksi", "Sähköposti", "soita"),
    "fil": ("Tel", "Cell", "Fax", "Email", "tawagan sa"), "fr": ("Tél.", "Portable", "Fax", "Courriel", "appelez le"),
    "he": ("טל׳", "נייד", "פקס", "דוא״ל", "התקשרו"), "hi": ("फ़ोन", "मोबाइल", "फैक्स", "ईमेल", "कॉल करें"),
    "hr": ("Tel.", "Mob.", "Faks", "E-pošta", "nazovite"), "hu": ("Tel.", "Mobil", "Fax", "E-mail", "hívjon"),
    "hy": ("Հեռ.", "Բջջ.", "Ֆաքս", "Էլ. փոստ", "զանգահարեք"), "id": ("Telp", "HP", "Faks", "Email", "hub"),
    "is": ("Sími", "GSM", "Fax", "Netfang", "hringdu í"), "it": ("Tel.", "Cell.", "Fax", "E-mail", "chiamami al"),
    "ja": ("電話", "携帯", "FAX", "メール", "お電話は"), "ka": ("ტელ.", "მობ.", "ფაქსი", "ელ-ფოსტა", "დარეკეთ"),
    "ko": ("전화", "휴대폰", "팩스", "이메일", "연락처"), "lt": ("Tel.", "Mob.", "Faksas", "El. paštas", "skambinkite"),
    "lv": ("Tālr.", "Mob.", "Fakss", "E-pasts", "zvaniet"), "mt": ("Tel", "Mob", "Fax", "Email", "ċempel"),
    "ne": ("फोन", "मोबाइल", "फ्याक्स", "इमेल", "सम्पर्क"), "nl": ("Tel.", "Mobiel", "Fax", "E-mail", "bel"),
    "no": ("Tlf.", "Mobil", "Faks", "E-post", "ring"), "pl": ("Tel.", "Kom.", "Faks", "E-mail", "dzwoń"),
    "pt": ("Tel.", "Cel.", "Fax", "E-mail", "ligue para"), "ro": ("Tel.", "Mobil", "Fax", "E-mail", "sunați la"),
    "ru": ("Тел.", "Моб.", "Факс", "Эл. почта", "звоните"), "sk": ("Tel.", "Mobil", "Fax", "E-mail", "volajte"),
    "sl": ("Tel.", "GSM", "Faks", "E-pošta", "pokličite"), "sq": ("Tel.", "Cel.", "Faks", "Email", "telefononi"),
    "sv": ("Tel.", "Mobil", "Fax", "E-post", "ring"), "ta": ("தொலைபேசி", "கைபேசி", "தொலைநகல்", "மின்னஞ்சல்", "அழைக்கவும்"),
    "th": ("โทร.", "มือถือ", "แฟกซ์", "อีเมล", "โทรหา"), "tr": ("Tel", "Cep", "Faks", "E-posta", "arayın"),
    "tw": ("Tel", "Mobile", "Fax", "Email", "frɛ"), "uk": ("Тел.", "Моб.", "Факс", "Ел. пошта", "дзвоніть"),
    "uz": ("Tel.", "Mobil", "Faks", "E-pochta", "qo'ng'iroq qiling"), "vi": ("ĐT", "DĐ", "Fax", "Email", "gọi"),
    "yo": ("Fóònù", "Alágbèéká", "Fax", "Ímeèlì", "pè mí"), "zh": ("电话", "手机", "传真", "邮箱", "请致电"),
    "zu": ("Ucingo", "Iselula", "Ifeksi", "I-imeyili", "shayela"),
}
# Extension words kept outside the span (the rules' list) and inside it.
EXT_OUTSIDE = ["Durchwahl", "poste", "interno", "ramal", "toestel", "wew.", "klapka", "mellék", "dahili", "内線", "分机", "내선", "ต่อ", "máy lẻ", "داخلی"]
EXT_INSIDE = [" x", " ext. ", " ext ", " Ext. ", " extension ", " anexo ", " доб. "]


# ---------------------------------------------------------------- phones
PHONE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
               PhoneNumberType.VOIP, PhoneNumberType.SHARED_COST]
IDD = {"US": "011", "CA": "011", "AU": "0011", "JP": "010", "RU": "8 10", "UZ": "8 10", "KR": "001",
       "TH": "001", "CO": "009", "CL": "00", "BR": "0021", "ID": "001", "NG": "009", "KE": "000",
       "TW": "002", "IL": "00"}


def phone_number(rng, region, valid):
    """A random number of the region: valid, or possible but not valid."""
    types = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t)]
    for _ in range(400):
        t = rng.choice(types)
        ex = phonenumbers.example_number_for_type(region, t)
        nsn = str(ex.national_number)
        keep = min(len(nsn) - 3, rng.randint(1, 4))
        digits = nsn[:keep] + "".join(rng.choice(string.digits) for _ in range(len(nsn) - keep))
        num = phonenumbers.parse("+%d%s" % (ex.country_code, digits))
        if valid and phonenumbers.is_valid_number(num):
            return num
        if not valid and phonenumbers.is_possible_number(num) and not phonenumbers.is_valid_number(num):
            return num
    raise RuntimeError("no number for " + region)


def regroup(digits, rng):
    sizes = rng.choice([(2,), (3,), (3, 4), (4, 3), (2, 3)])
    out, i, k = [], 0, 0
    while i < len(digits):
        n = sizes[k % len(sizes)]
        out.append(digits[i:i + n]); i += n; k += 1
    return out


def format_phone(rng, num, region):
    cc = num.country_code
    intl = phonenumbers.format_number(num, PhoneNumberFormat.INTERNATIONAL)
    nat = phonenumbers.format_number(num, PhoneNumberFormat.NATIONAL)
    rest = intl[len("+%d " % cc):]
    nsn = phonenumbers.national_significant_number(num)
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    nprefix = meta.national_prefix or ""
    style = rng.choice(["nat", "nat", "intl", "intl", "e164", "00", "idd", "paren_cc", "cc0", "dots",
                        "dashes", "plain_nat", "nbsp", "nnbsp", "odd", "area_paren"])
    if style == "nat":
        return nat
    if style == "intl":
        return intl
    if style == "e164":
        return "+%d%s" % (cc, nsn)
    if style == "00":
        return "00%d %s" % (cc, rest)
    if style == "idd":
        return "%s %d %s" % (IDD.get(region, "00"), cc, rest)
    if style == "paren_cc":
        return "(+%d) %s" % (cc, rest)
    if style == "cc0" and nprefix == "0":
        return "+%d (0)%s" % (cc, rest)
    if style == "dots":
        return "+%d.%s" % (cc, re.sub(r"[ -]", ".", rest))
    if style == "dashes":
        return re.sub(r" ", "-", nat) if rng.random() < 0.5 else "+%d-%s" % (cc, re.sub(r"[ ]", "-", rest))
    if style == "plain_nat":
        return re.sub(r"\D", "", nat) if nat.startswith(("0", "1", "8")) or nprefix == "" else re.sub(r"\D", "", nat)
    if style in ("nbsp", "nnbsp"):
        sep = "\u00a0" if style == "nbsp" else "\u202f"
        return intl.replace(" ", sep)
    if style == "odd":
        lead = nprefix if nprefix and nat.startswith(nprefix) else ""
        return lead + " ".join(regroup(nsn, rng)) if rng.random() < 0.5 else "+%d %s" % (cc, " ".join(regroup(nsn, rng)))
    if style == "area_paren" and nprefix == "0" and len(nsn) > 7:
        k = rng.choice([2, 3])
        return "(0%s) %s" % (nsn[:k], " ".join(regroup(nsn[k:], rng)))
    return nat


def normalise_phone(span):
    s = re.sub(r"\s+", " ", span)
    s = re.split(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", s)[0]
    return s


def phone_checks(span, region):
    num = phonenumbers.parse(normalise_phone(span), region)
    return num, phonenumbers.is_valid_number(num)


def make_phone(ctx, ext=False):
    rng, region = ctx.rng, ctx.region
    valid = rng.random() >= 0.1
    for _ in range(50):
        num = phone_number(rng, region, valid)
        s = format_phone(rng, num, region)
        try:
            p, _ = phone_checks(s, region)
        except phonenumbers.NumberParseException:
            continue
        if p.country_code == num.country_code and phonenumbers.is_possible_number(p) and p.national_number == num.national_number:
            if ext:
                s += rng.choice(EXT_INSIDE) + str(rng.randint(10, 999))
            return s
    raise RuntimeError("format failed " + region)


# ---------------------------------------------------------------- cards
CARD_BRANDS = [
    ("Visa", ["4"], [13, 16, 19]), ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2500", "2720"], [16]),
    ("Amex", ["34", "37"], [15]), ("Diners", ["36", "38", "300", "305"], [14]),
    ("Discover", ["6011", "65", "644", "649"], [16, 19]), ("JCB", ["3528", "3555", "3589"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]), ("Maestro", ["6759", "6761", "5018", "5020", "5038", "6304"], [12, 13, 16, 19]),
]


def luhn_ok(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            n -= 9 if n > 9 else 0
        total += n
    return total % 10 == 0


def make_card(ctx):
    rng = ctx.rng
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    body = rng.choice(prefixes)
    body += "".join(rng.choice(string.digits) for _ in range(n - len(body) - 1))
    for c in string.digits:
        if luhn_ok(body + c):
            d = body + c
            break
    groups = {16: [(4, 4, 4, 4), (8, 8), (4, 8, 4)], 15: [(4, 6, 5)], 14: [(4, 6, 4)], 19: [(4, 4, 4, 4, 3), (6, 13)]}
    sep = rng.choice([" ", "-", " "])
    if n in groups and rng.random() < 0.75:
        g, out, i = rng.choice(groups[n]), [], 0
        for k in g:
            out.append(d[i:i + k]); i += k
        return brand, sep.join(out)
    return brand, d


# ---------------------------------------------------------------- IBANs
IBAN_DB = [(p[1], p[3]["bban"]) for p in numdb.get("iban").prefixes]
IBAN_COUNTRIES = sorted(c for c, _ in IBAN_DB)
ALNUM = string.ascii_uppercase + string.digits


def make_iban(ctx, country=None):
    rng = ctx.rng
    if country is None or country not in IBAN_COUNTRIES:
        country = rng.choice(IBAN_COUNTRIES)
    struct = dict(IBAN_DB)[country]
    parts = re.findall(r"(\d+)!([nac])", struct)
    for _ in range(20000):
        bban = ""
        for k, kind in parts:
            pool = {"n": string.digits, "a": string.ascii_uppercase, "c": ALNUM}[kind]
            bban += "".join(rng.choice(pool) for _ in range(int(k)))
        check = stdiban.calc_check_digits(country + "00" + bban)
        num = country + check + bban
        if stdiban.is_valid(num):
            return num if rng.random() < 0.5 else stdiban.format(num)
    raise RuntimeError("no IBAN for " + country)


# ---------------------------------------------------------------- IPs and e-mails
def make_ip(ctx):
    """(text before, address, text after) so that prefix, port, zone and brackets stay outside."""
    rng = ctx.rng
    r = lambda a, b: rng.randint(a, b)
    kind = rng.choice(["pub4", "priv4", "doc4", "loop4", "mask", "v6", "v6full", "v6upper", "mapped", "any6", "loop6", "ll6", "doc6"])
    pre, post = "", ""
    if kind == "pub4":
        a = "%d.%d.%d.%d" % (rng.choice([23, 45, 62, 81, 91, 103, 141, 185, 212]), r(0, 255), r(0, 255), r(1, 254))
    elif kind == "priv4":
        a = rng.choice(["10.%d.%d.%d" % (r(0, 255), r(0, 255), r(1, 254)), "192.168.%d.%d" % (r(0, 255), r(1, 254)),
                        "172.%d.%d.%d" % (r(16, 31), r(0, 255), r(1, 254))])
    elif kind == "doc4":
        a = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(r(1, 254))
    elif kind == "loop4":
        a = rng.choice(["127.0.0.1", "0.0.0.0", "127.0.1.1"])
    elif kind == "mask":
        a = rng.choice(["255.255.255.0", "255.255.0.0", "255.255.255.128", "255.255.252.0"])
    else:
        if kind == "v6":
            a = str(ipaddress.IPv6Address("2001:db8::%x:%x" % (r(0, 65535), r(1, 65535))))
        elif kind == "v6full":
            a = ipaddress.IPv6Address("2001:db8:%x::%x" % (r(1, 65535), r(1, 65535))).exploded
        elif kind == "v6upper":
            a = str(ipaddress.IPv6Address("2a02:%x:%x::%x" % (r(1, 65535), r(1, 65535), r(1, 65535)))).upper()
        elif kind == "mapped":
            a = "::ffff:%d.%d.%d.%d" % (r(1, 223), r(0, 255), r(0, 255), r(1, 254))
        elif kind == "any6":
            a = "::"
        elif kind == "loop6":
            a = "::1"
        elif kind == "ll6":
            a = "fe80::%x:%x:%x:%x" % (r(1, 65535), r(1, 65535), r(1, 65535), r(1, 65535))
            if rng.random() < 0.4:
                post = "%" + rng.choice(["eth0", "wlan0", "en0"])
        else:
            a = "2001:db8:%x:%x::%x" % (r(1, 65535), r(1, 65535), r(1, 65535))
        if kind not in ("any6", "loop6") and not post and rng.random() < 0.3:
            pre, post = "[", "]:%d" % rng.choice([443, 8443, 22, 5060])
        elif not post and rng.random() < 0.2:
            post = "/%d" % rng.choice([48, 56, 64, 128])
        return pre, a, post
    x = rng.random()
    if kind != "mask" and x < 0.2:
        post = ":%d" % rng.choice([22, 80, 443, 3306, 8080, 5432])
    elif kind != "mask" and x < 0.35:
        post = "/%d" % rng.choice([8, 16, 24, 32])
    return pre, a, post


TLDS = ["com", "net", "org", "io", "co.uk", "com.br", "de", "fr", "photography", "international", "museum", "tech", "co.za", "ng", "pk", "in", "or.jp", "edu.au"]


def ascii_slug(s):
    return re.sub(r"[^a-z]", "", s.lower())


def make_email(ctx):
    rng = ctx.rng
    first = ascii_slug(ctx.fake_en.first_name()) or "info"
    last = ascii_slug(ctx.fake_en.last_name()) or "mail"
    local = rng.choice([first + "." + last, first + "_" + last, first[0] + last + str(rng.randint(1, 99)),
                        first + "+" + rng.choice(["news", "orders", "2024", "spam"]), last + "." + first[0] + "." + str(rng.randint(70, 99)),
                        rng.choice(["info", "sales", "kontakt", "support", "office", "billing"])])
    dom = rng.choice([last, first + last, "mail", "post", ascii_slug(ctx.fake_en.word()) or "box"])
    if rng.random() < 0.25:
        dom = rng.choice(["mail", "eu", "corp", "lists"]) + "." + dom
    return "%s@%s.%s" % (local, dom, rng.choice(TLDS))


# ---------------------------------------------------------------- genres with PII
def P(ctx, ext=False):
    return ("PHONE_NUMBER", make_phone(ctx, ext))


def E(ctx):
    return ("EMAIL_ADDRESS", make_email(ctx))


def C(ctx):
    return ("CREDIT_CARD", make_card(ctx)[1])


def I(ctx, own=True):
    return ("IBAN_CODE", make_iban(ctx, ctx.region if own and ctx.rng.random() < 0.5 else None))


def IP(ctx):
    pre, a, post = make_ip(ctx)
    return [pre, ("IP_ADDRESS", a), post]


def g_signature(c):
    L = c.labels
    return [c.name, "\n", c.company, "\n", L[0] + ": ", P(c), "\n", L[1] + ": ", P(c), "\n", L[3] + ": ", E(c), "\n"]


def g_shop_footer(c):
    L = c.labels
    return [c.company, " · ", c.city, " · ", L[0], " ", P(c), " · ", E(c), "\nIBAN ", I(c), "  ·  © ", c.company]


def g_classified(c):
    L = c.labels
    return ["Verkaufe/Selling: bike, barely used, ", str(c.rng.randint(50, 900)), " ", c.currency, ". ",
            L[4], " ", P(c), " or WhatsApp ", P(c), " after 6pm. No dealers."]


def g_forum(c):
    return ["Re: anyone tried the new router firmware?\n", c.name, " wrote:\n> mine kept dropping at ", *IP(c),
            "\nsame here, support told me to ring ", P(c), " but nobody picks up. mail me at ", E(c), " if you find a fix"]


def g_chat(c):
    t = c.rng.choice(["09:14", "21:03", "17:45"])
    return ["[", t, "] ", c.name, ": my new number is ", P(c), "\n[", t, "] ", c.name2, ": ok saved. email still ",
            E(c), "?\n[", t, "] ", c.name, ": yes"]


def g_csv(c):
    return ["name;phone;email\n", c.name, ";", P(c), ";", E(c), "\n", c.name2, ";", P(c), ";", E(c), "\n"]


def g_tsv(c):
    return ["id\tcontact\tfax\n", str(c.rng.randint(1, 99)), "\t", P(c), "\t", P(c), "\n"]


def g_json(c):
    return ['{"customer": "', c.name, '", "phone": "', P(c), '", "email": "', E(c), '", "iban": "', I(c), '"}']


def g_yaml(c):
    return ["contact:\n  name: ", c.name, "\n  phone: \"", P(c), "\"\n  mail: ", E(c), "\nserver:\n  bind: ", *IP(c), "\n"]


def g_sshd(c):
    return ["sshd[", str(c.rng.randint(1000, 9999)), "]: Failed password for invalid user admin from ", *IP(c),
            " port ", str(c.rng.randint(1024, 65000)), " ssh2\nsshd[", str(c.rng.randint(1000, 9999)),
            "]: Accepted publickey for deploy from ", *IP(c), " port ", str(c.rng.randint(1024, 65000)), " ssh2"]


def g_nginx(c):
    pre, a, post = make_ip(c)
    return [("IP_ADDRESS", a), ' - - "GET /index.html HTTP/1.1" 200 ', str(c.rng.randint(200, 9000)),
            ' "-" "Mozilla/5.0"\n', *IP(c), ' - - "POST /login HTTP/1.1" 302 0']


def g_firewall(c):
    return ["DROP IN=eth0 SRC=", *IP(c), " DST=", *IP(c), " PROTO=TCP DPT=", str(c.rng.choice([22, 23, 3389, 445]))]


def g_dhcp(c):
    return ["DHCPACK on ", *IP(c), " to ", c.mac, " (", c.host, ") via eth1\nDHCPREQUEST for ", *IP(c), " from ", c.mac]


def g_config(c):
    return ["# mail relay\nrelayhost = ", *IP(c), "\nadmin_email = ", E(c), "\nallowed_hosts = ", *IP(c), ", ", *IP(c), "\n"]


def g_html(c):
    ph = make_phone(c)
    em = make_email(c)
    return ['<p>Contact: <a href="mailto:', ("EMAIL_ADDRESS", em), '">', ("EMAIL_ADDRESS", em), '</a> | <a href="tel:',
            ("PHONE_NUMBER", ph), '">', ("PHONE_NUMBER", ph), "</a></p>"]


def g_invoice(c):
    return ["INVOICE\nBill to: ", c.name, ", ", c.city, "\nAmount due: ", str(c.rng.randint(10, 5000)), ",00 ", c.currency,
            "\nPlease pay to IBAN: ", I(c), "\nQuestions: ", P(c), " / ", E(c)]


def g_bank_details(c):
    return ["Bank details for the deposit:\nAccount holder: ", c.name, "\nIBAN ", I(c), "\n(or the old one, ", I(c, own=False), ")"]


def g_support_card(c):
    return ["agent: for the refund I need the card you paid with\ncustomer: ", C(c), "\nagent: thanks. and the phone on the account?\ncustomer: ", P(c)]


def g_typed_card(c):
    return ["ok here it is ", C(c), " exp 0", str(c.rng.randint(1, 9)), "/", str(c.rng.randint(26, 31)), " pls charge it today"]


def g_prose(c):
    return [c.name, " said she would be at the office until five and that the quickest way to reach her was ", P(c),
            ", although her assistant on ", P(c), " usually knew more."]


def g_native_labels(c):
    L = c.labels
    return [L[0], ": ", P(c), "\n", L[1], ": ", P(c), "\n", L[2], ": ", P(c), "\n", L[3], ": ", E(c)]


def g_no_label(c):
    return [c.name, "\n", c.street, "\n", c.city, "\n", P(c), "\n", E(c)]


def g_odd_label(c):
    return ["reach us → ", P(c), "  |  ☎ ", P(c), "  |  ✉ ", E(c)]


def g_tollfree(c):
    return ["Hotline (free of charge): ", P(c), ". From abroad: ", P(c), ". Mon–Fri 8–18."]


def g_fax(c):
    L = c.labels
    return ["Please send the signed form by fax to ", P(c), " (", L[2], ") or scan it to ", E(c), "."]


def g_extension(c):
    word = c.rng.choice(EXT_OUTSIDE)
    return ["Switchboard ", P(c, ext=True), "; reception ", P(c), " ", word, " ", str(c.rng.randint(10, 999)), "."]


def g_wrapped(c):
    ph = make_phone(c)
    parts = ph.split(" ")
    if len(parts) > 2:
        k = c.rng.randint(1, len(parts) - 1)
        ph = " ".join(parts[:k]) + "\n" + " ".join(parts[k:])
    return ["If you cannot reach the desk, try the duty phone ", ("PHONE_NUMBER", ph), " which is staffed around the clock."]


def g_brackets(c):
    return ["Call the front desk (", P(c), ") or the night porter [", P(c), "]."]


def g_list_sep(c):
    sep = c.rng.choice([" / ", "; ", " or ", ", "])
    return ["Numbers: ", P(c), sep, P(c), sep, P(c)]


def g_mobile_sms(c):
    return ["Txt or call ", P(c), " for a free quote. Reply STOP to opt out."]


def g_rental(c):
    return ["2-room flat in ", c.city, ", ", str(c.rng.randint(35, 95)), " m², ", str(c.rng.randint(300, 2000)), " ", c.currency,
            "/month. Viewing: ", P(c), " (evenings), ", E(c)]


def g_job(c):
    return ["We are hiring a warehouse assistant in ", c.city, ". Send your CV to ", E(c), " or call HR at ", P(c), "."]


def g_mixed_all(c):
    return ["Customer record\nName: ", c.name, "\nCard: ", C(c), "\nIBAN: ", I(c), "\nLast login from ", *IP(c),
            "\nPhone: ", P(c), "\nEmail: ", E(c)]


def g_email_headers(c):
    return ["From: ", c.name, " <", E(c), ">\nTo: ", E(c), "\nReceived: from mail.example.net (", *IP(c), ")\n\nHi, call me at ", P(c)]


PII_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("g_")}


# ---------------------------------------------------------------- PII-free genres
def f_versions(c):
    r = c.rng.randint
    return "Changelog\nVersion %d.%d.%d released. Build: 10.0.%d.%d. Requires runtime %d.%d or later." % (
        r(1, 9), r(0, 20), r(0, 40), r(17000, 22631), r(1000, 4000), r(2, 8), r(0, 9))


def f_sections(c):
    r = c.rng.randint
    return "See section %d.%d.%d and Annex %s, clause %d.%d. The definitions in (%d.%d.%d) apply." % (
        r(1, 12), r(1, 9), r(1, 9), c.rng.choice("ABC"), r(1, 20), r(1, 9), r(1, 9), r(1, 9), r(1, 5))


def f_oid(c):
    r = c.rng.randint
    return "OID: 1.3.6.1.4.1.%d.%d.%d (enterprise subtree). OID: 2.16.840.1.%d.%d.%d" % (r(300, 60000), r(1, 99), r(1, 9), r(100000, 119999), r(1, 9), r(1, 9))


def f_dates(c):
    r = c.rng.randint
    return "Opening hours changed on %d.%d. (Mon–Fri %d:%02d–%d:%02d). Next meeting: %d %s at %d:%02d." % (
        r(1, 28), r(1, 12), r(7, 9), r(0, 59), r(16, 20), r(0, 59), r(1, 28), c.rng.choice(["March", "Juni", "octobre", "mayo"]), r(8, 18), r(0, 59))


def f_prices(c):
    r = c.rng.randint
    return "Price list: coffee %d,%02d %s; cake %d.%02d %s; menu %d %s. VAT included." % (r(1, 9), r(0, 99), c.currency, r(2, 9), r(0, 99), c.currency, r(10, 40), c.currency)


def isbn13(rng):
    d = "978" + "".join(rng.choice(string.digits) for _ in range(9))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    return d + str((10 - s % 10) % 10)


def f_isbn(c):
    b = isbn13(c.rng)
    return "New arrivals: %s, paperback. ISBN %s-%s-%s-%s-%s, %d pages." % (c.fake_en.catch_phrase(), b[:3], b[3], b[4:8], b[8:12], b[12], c.rng.randint(90, 700))


def f_imei(c):
    tac = c.rng.choice(["86", "01", "99"]) + "".join(c.rng.choice(string.digits) for _ in range(6))
    body = tac + "".join(c.rng.choice(string.digits) for _ in range(6))
    check = next(d for d in string.digits if luhn_ok(body + d))
    return "Device registered. IMEI: %s. Firmware build %d. Warranty until the end of the year." % (body + check, c.rng.randint(100, 999))


def f_order(c):
    r = c.rng.randint
    return "Thanks for your order! Order: %03d %04d %04d. Tracking number: JD%d%d GB. Ticket: #%d." % (r(10, 999), r(0, 9999), r(0, 9999), r(10000, 99999), r(1000, 9999), r(10000, 99999))


def f_coords(c):
    r = c.rng.uniform
    return "Meet at the trailhead, coordinates %.5f, %.5f (elev. %d m), then head north %.1f km." % (r(-60, 60), r(-170, 170), c.rng.randint(100, 3000), r(1, 9))


def f_hashes(c):
    h = "".join(c.rng.choice("0123456789abcdef") for _ in range(40))
    s = "".join(c.rng.choice("0123456789abcdef") for _ in range(64))
    return "commit %s\nsha256: %s\nMerge pull request #%d" % (h, s, c.rng.randint(100, 9999))


def f_mac(c):
    m = ":".join("%02x" % c.rng.randint(0, 255) for _ in range(6))
    return "Interface wlan0: HWaddr %s, MTU %d, RX packets %d, TX packets %d" % (m, c.rng.choice([1500, 9000]), c.rng.randint(1000, 99999), c.rng.randint(1000, 99999))


def f_taxid(c):
    r = c.rng.randint
    return "Supplier details — VAT: DE%09d. Tax ID: %03d/%03d/%05d. Registration court: %s." % (r(0, 999999999), r(10, 999), r(100, 999), r(10000, 99999), c.city)


def f_postcodes(c):
    return "Postcodes of the delivery zones: %s, %s and %s. The lookup covers these areas." % (c.fake.postcode(), c.fake.postcode(), c.fake.postcode())


def f_otp(c):
    return "Your verification code is %06d. It expires in %d minutes. Never share this code." % (c.rng.randint(0, 999999), c.rng.randint(3, 15))


def f_parts(c):
    r = c.rng.randint
    return "Replacement parts: Part no. %d-%03d-%02d (filter), SKU %s-%04d, qty %d." % (r(10, 99), r(0, 999), r(0, 99), c.rng.choice(["AX", "KT", "ZR"]), r(0, 9999), r(1, 20))


def f_population(c):
    r = c.rng.randint
    return "%s — Population: %d %03d %03d (census). Area: %d km². Density: %d/km²." % (c.city, r(1, 9), r(0, 999), r(0, 999), r(100, 9000), r(20, 900))


def f_scores(c):
    r = c.rng.randint
    return "Final scores: %d–%d, %d:%d (aet), %d-%d. Attendance %d,%03d. Points table updated." % (r(0, 5), r(0, 5), r(0, 3), r(0, 3), r(60, 120), r(60, 120), r(5, 80), r(0, 999))


def f_table(c):
    r = c.rng.randint
    rows = "\n".join("%s\t%d.%d\t%d\t%d.%02d" % (c.rng.choice(["A", "B", "C", "D"]), r(10, 99), r(0, 9), r(100, 999), r(0, 9), r(0, 99)) for _ in range(4))
    return "sample\tlength_cm\tmass_g\tratio\n" + rows


def f_sortcode(c):
    r = c.rng.randint
    return "Our bank uses sort code %02d-%02d-%02d; please ask us for the account number before paying." % (r(10, 99), r(0, 99), r(0, 99))


def f_masked_card(c):
    return "Payment received with card **** **** **** %04d (exp %02d/%02d). Receipt no. %d." % (c.rng.randint(0, 9999), c.rng.randint(1, 12), c.rng.randint(26, 31), c.rng.randint(1000, 99999))


def f_labelled_lookalike(c):
    r = c.rng.randint
    return "Order: %03d %04d %04d has shipped. Invoice: %04d/%02d. Ref: %02d-%06d." % (r(10, 99), r(0, 9999), r(0, 9999), r(0, 9999), r(10, 99), r(10, 99), r(0, 999999))


FREE_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("f_")}


# ---------------------------------------------------------------- real snippets
REAL_SOURCES = {
    'idig': ('raihanhd12/ML_spam-detection', '1c07cf5e9498966068c28d1bd94d9a55a7f1d64a', 'data/instagram_posts.csv'),
    'idmail': ('raihanhd12/ML_spam-detection', '1c07cf5e9498966068c28d1bd94d9a55a7f1d64a', 'data/mail_data.csv'),
    'idsms': ('raihanhd12/ML_spam-detection', '1c07cf5e9498966068c28d1bd94d9a55a7f1d64a', 'data/sms_spam_indo.csv'),
    'ngo': ('ngosangns/spam-sms-detector-1123', '8c5698db64b9b9de7897706c9c7163f4ea4b4727', 'data/sms-data-corpus.csv'),
    'trsms': ('SezerFidanci/tensorflow-spam-sms-detection', 'a178463e8f5b8e0614209d7b8d4f0436c3f9e77e', 'TurkishSMSCollection.csv'),
    'vnlab': ('duynguyenhoang22/IE403_DoAnCuoiKy', '8229fe6400de820e1e83cbc3e2fce43b841f2677', 'data/labeled_sms_data.csv'),
    'vnraw1': ('duynguyenhoang22/IE403_DoAnCuoiKy', '8229fe6400de820e1e83cbc3e2fce43b841f2677', 'raw_data/30112025_22520327.csv'),
    'vnraw2': ('duynguyenhoang22/IE403_DoAnCuoiKy', '8229fe6400de820e1e83cbc3e2fce43b841f2677', 'raw_data/30112025_22520391.csv'),
    'vnraw3': ('duynguyenhoang22/IE403_DoAnCuoiKy', '8229fe6400de820e1e83cbc3e2fce43b841f2677', 'raw_data/30112025_22521686.csv'),
}

# (source key, locale, text, [(entity, string), ...]); labelled by reading.
REAL_SNIPPETS = [
    ('ngo', 'ms_MY', 'ham,"Wat!is tht u gt other hp num is 0124613103?is tht u?oh,my!"\nham,"Haha ooo! Icic is it nice? Haha dowan! it\'ll make me look short!Hahaha if I ever go is probably only to check it out bah! That guyfrom my english group, I dun like him. Haha I\'m not cute lah! If noteveryone sure jio me le right:D yup he is! Now still in the hall,sitting at the back slacking! Kevin slapped feyra and pushed her headagainst the cluster gate.."', [('PHONE_NUMBER', '0124613103')]),
    ('ngo', 'ms_MY', "ham,my hp num is 0165460953 more cheaper sms by phone!\nham,The baking??  <#>  I think. Meeting is  <#> ! Do we need to meet earlier?\nham,Ugh its been a long day. I'm exhausted. Just want to cuddle up and take a nap", [('PHONE_NUMBER', '0165460953')]),
    ('ngo', 'en_SG', 'ham,BOEZ y no reply frm u can u sms me at 96821456\nham,Ok sure I was checking if u needed a ride to sch. See u then!\nham,Its fun! :D\nham,Any one wanna chat?\nham,Hahahaha ya lor.Sian.must reach on time de huh?', [('PHONE_NUMBER', '96821456')]),
    ('ngo', 'en_SG', 'ham,hope ü guys sms or cal me. My num is 93517902 :)\nham,Ha bhai jarur lena he.. N vit ka b.. Acnt numbr kyu chahye tha?\nham,Eatin lunch later not...\nham,Vivien says okay!\nham,Semma xperessi枚n po!\nham,Oh nvm I shall wear jeans!', [('PHONE_NUMBER', '93517902')]),
    ('ngo', 'en_US', 'ham,"Hey my email is whackers33@hotmail.com. Haha, know this reply is darn late, forgot all abt it till now. Oh anyway ü wanna catch a show this afternoon say 3 plus"\nham,Could very well be. :-) Any place else you\'d fancy going?', [('EMAIL_ADDRESS', 'whackers33@hotmail.com')]),
    ('ngo', 'ms_MY', 'ham,d like very much 2 b ur fren Can u give me ur tel. no? 0166305681 pls. call me ok. TQ!\nham,Opps... I meet ur at 7 k? Got drivin...\nham,Hmm true. Wait for you to come then buy eh.\nham,Lg in thert toilet. Hee', [('PHONE_NUMBER', '0166305681')]),
    ('ngo', 'ms_MY', 'ham,Sms my hp 0168596707 now\nham,It ll take another  <#>  mnts 2 reach thr.\nham,Hahahahaha HAHAHA hahahahahahahahahahahHahahahaha\nham,Yunny dear u wan to go for ur nus law bash tonight after ur movie? Hee', [('PHONE_NUMBER', '0168596707')]),
    ('ngo', 'ms_MY', "ham,we can chat by sms more cheap.my hp num is 0165460953.\nham,hey i uploading the program to sunfire coz it's abit faster thandropbix.. or u orefer msn\nham,I actually sent you that abt  <#> mins ago.. Lol.. I reach home le..", [('PHONE_NUMBER', '0165460953')]),
    ('ngo', 'en_US', 'ham,mail me at indiapore@yahoo.com\nham,"Memory space ws full,tai sms jchlo na.took time 2 del.han xam wl b ovr n tenth,so i l leavng cz nxt da s my bday,in cse u dnt knw"\nham,Block 3?? Or uncle noodle?', [('EMAIL_ADDRESS', 'indiapore@yahoo.com')]),
    ('ngo', 'ms_MY', "ham,gtg.nice chatting wth u guys.hope we can b friends.sms ok? 0163564902.bye\nham,OMG WAHAHAHAH I tink so much that sentence still got error! Is yourday not you day T.T... nvm good night!\nham,The breeze can't reach first floor!!", [('PHONE_NUMBER', '0163564902')]),
    ('ngo', 'en_SG', 'ham,hey i have a new number.. 91074867 yep. i chose biz ad. you ?\nham,Hey Es. You going for soc game on?\nham,You take care too\nham,"Come around  <DECIMAL> pm vikky..i\'m otside nw, il come by tht time"', [('PHONE_NUMBER', '91074867')]),
    ('ngo', 'ms_MY', "ham,Msg my hp 0168596707\nham,hey edmund u awake?\nham,Ohh it's back:D teehee! Second floor is so short!!\nham,Haha dunno... eh I tink next mth the contract up bah... super fulllol order alot! So scary... fat fat le...", [('PHONE_NUMBER', '0168596707')]),
    ('ngo', 'en_SG', 'ham,Hey dearies.. On da way to e airport now.. Can msg me at 93466348 if u wanna contact me k.. Cya all when i get back! Luv ya!\nham,Yay:D hahaha you all are pigs!!!!! Where is your hammer!\nham,Dear good morning now only i am up', [('PHONE_NUMBER', '93466348')]),
    ('ngo', 'ms_MY', 'ham,Angel sms me at 0164330931 ok? Chinese male here\nham,"Hahaha! Dun dao, must teach him mah! Haha yups raffles place!"\nham,"Hi Ricky, I did receive your guys electrical quote,but it did notitemize by area, so its impossible to decide what to take and what toforgo.  I thought I forwarded it to you?"', [('PHONE_NUMBER', '0164330931')]),
    ('ngo', 'en_SG', 'ham,ANGEL y no reply leh?if u wan u can msg me at 96473920.\nham,Ok see u. Worried abt Pao getting there too late though.\nham,"Haha coz you keep staying in my mind, cannot concentrate haha! No lahit\'s alright if I dun talk to you also will feel uneasy haha! Oh as inhow did you go msia? Haha I did lah just with my dad\'s car insteadhaha:P"', [('PHONE_NUMBER', '96473920')]),
    ('ngo', 'ms_MY', 'ham,"m frm K.L.,RANGER. U? Can I have ur tel. no pls? Mine is 0166305681"\nham,"hello aunty, how was ur day? :)"\nham,"Haha I see mood 1 la, don\'t pressurise me. Mun ting, shiyi and brendatay all ae specialisation."', [('PHONE_NUMBER', '0166305681')]),
    ('ngo', 'en_SG', 'ham,Ps tel 64549808 98388367 4 mrs ong about tuition mrs lim 64535909 is waiting 4 yr call\nham,Near room wait\nham,"Yo, Zhenyi u sound pessimistic.. I dun tink things shld get any worse.. ji xu jia you."', [('PHONE_NUMBER', '64535909'), ('PHONE_NUMBER', '64549808'), ('PHONE_NUMBER', '98388367')]),
    ('ngo', 'ms_MY', 'ham,"me 24 male malay chinese, sms me 0168505252"\nham,Oh hahahaha ya I heard abt their nv ending amt of work.lol.u can find back those pple in accenture mah sure can find alot of clients.haha.\nham,s confirmed... I tot they juz say oni... Ok then...', [('PHONE_NUMBER', '0168505252')]),
    ('ngo', 'en_US', 'ham,kwekml@hotmail.com pls msg me\nham,BTW I\'m coming over for some pizza. I\'m starving right now.\nham,Starting! Waiting for ppl to come hahaha!\nham,We have pizza if u want\nham,"m okay wif dat, as long u want me can liao..."', [('EMAIL_ADDRESS', 'kwekml@hotmail.com')]),
    ('ngo', 'en_US', 'ham,s yijue@hotmail.com\nham,Lols something that u r more interested in\nham,"I on my way will be on bike on the expressway, where do u want me tostop by? I in school now. Is cake on a bike safe for the cake?"', [('EMAIL_ADDRESS', 'yijue@hotmail.com')]),
    ('ngo', 'ms_MY', 'ham,hi roy ! Intro pls ..... Pls sms at 016 5419814\nham,Hmmm next week I can only meet at six though. Perhaps you three meet up?\nham,Hee. Chou bao bei!!put down ur kindle and get some test. I reallyappreciate u for being so caring and understanding dear. Tmr I shallhug u tight tight!! Mugss :*:*:*:*:*:*', [('PHONE_NUMBER', '016 5419814')]),
    ('ngo', 'en_SG', "ham,Msg me 92857690 mike\nham,Haha no he use ebook too.\nham,Lol I don't like sitting behind too... might as well not be atlecture. I like the middle\nham,Cdr and vdr which used in series and parallel\nham,I taken ur cs <#>  term test paper for u later pass to u", [('PHONE_NUMBER', '92857690')]),
    ('ngo', 'en_SG', 'ham,if u dun mind u kan msg me at 98754123 ok gal\nham,please dont make me do that\nham,Dude avatar 3d was imp. At one point i thought there were actually flies in the room and almost tried hittng one as a reflex', [('PHONE_NUMBER', '98754123')]),
    ('ngo', 'en_SG', "ham,The phone number in my home is 66666666.-- Lee\nham,Haha make friends only mah.\nham,Come b2\nham,Hey sexy buns! What of that day? No word from you this morning on YM ... :-( ... I think of you\nham,Okay =D yaaaaayyyyy I'm super excited", [('PHONE_NUMBER', '66666666')]),
    ('ngo', 'en_SG', 'ham,85631397 studying in school again ah?\nham,UPON HOW MUCH CHESTER I HATE YOU\nham,"""The world suffers a lot... Not because of the violence of bad people. But because of the silence of good people!"", Gud night...."', [('PHONE_NUMBER', '85631397')]),
    ('ngo', 'en_SG', 'ham,violyn y no reply frm u can u msg me at 90853276?\nham,Haha yeap! Vivo! I ate!!! It was nice but a very guilty pleasure):haha waiting for  <#> !\nham,control paper ki timing kya ha?\nham,:/ Does that mean no?', [('PHONE_NUMBER', '90853276')]),
    ('ngo', 'ms_MY', 'ham,"Ok Paul, 0165656589. Anyway, w ur u wrkg as what? Nice sms u."\nham,Haha nah I\'m not going without a partner.\nham,T.T... I tot I just now told u I pon at 5 sobsobsob lonely journey onthe mrt~~~ then wat time eating dinner? Where u want to eat', [('PHONE_NUMBER', '0165656589')]),
    ('ngo', 'en_US', 'ham,kohzhenchang@hotmail.com\nham,Dunno... My mum is still bathing.\nham,"Heard of beeconomic? Got one good deal, eat pasta leh. Buy $ <#>coupon can eat $ <#>  worth of food. The place is call platypus testkitchen at raffles place. Wanna go for your bday?"', [('EMAIL_ADDRESS', 'kohzhenchang@hotmail.com')]),
    ('ngo', 'en_US', 'ham,Peter.edward@tata-aig.com.\nham,oh no\nham,"Remember to feed fighting fishes (more for female), terrapin andcheck on shrimps and flatfishes."\nham,"On the shore of life , all gud relations r like waves. They come n go bt they touch in such a way that a feeling of closeness always remain forever.."', [('EMAIL_ADDRESS', 'Peter.edward@tata-aig.com')]),
    ('trsms', 'tr_TR', 'DIGITURKTEN FIRSAT! SiZE OZEL YIL SONUNA KADAR 200 UZERi ULUSAL HD YAYIN BELGESEL+SPOR+DiZi+YETiSKiN iLK AY LiG TV AYDA SADECE 10 TL.HEMEN ARAYIN 02122129070;1;Spam\n"İyi ya dokuz eylül iyidir arş.gör falan kovala ;)";0;Normal', [('PHONE_NUMBER', '02122129070')]),
    ('trsms', 'tr_TR', "1 Ekim tarihinde 30000 TL olarak onaylanan fakat kullanmadiginiz IHTIYAC KREDINIZ icin 31/10/2015 tarihine kadar subelerimize bekliyoruz.Bilgi: 02522117030;1;Spam\n1 GB ve uzeri Turkcell Cepten Internet paketinizi Internet Subesi'nden yukleyin, haftalik 1 GB internet kazanin! Son gun 28 Subat! Bilgi: http://goo.gl/omLNws;1;Spam", [('PHONE_NUMBER', '02522117030')]),
    ('trsms', 'tr_TR', '1000 SMS 29, 10.000 SMS 199TL INDIRIMLI ve HEDIYELI YENI PAKETLERIMIZDEN yararlanmak icin uyeliginizi aktif hale getirin. www.netgsm.com.tr 03129110911;1;Spam\n100dk ucretsiz konusma bu firsatta! 3 gun icerisinde en az 30TL yukleyin 1 hafta boyunca Turkcell lilerle 100dk ucretsiz konusun. Turkcell in kampanya ve hizmetlerinden sizi haberdar etmemizi istemiyorsaniz IZINIPTAL yazip 2780 e gonderebilirsiniz.;1;Spam', [('PHONE_NUMBER', '03129110911')]),
    ('trsms', 'tr_TR', "14 Subat'a kadar 100 USD ve uzeri yurtdisi harcamalarinizi 3 taksitle odemek icin DUNYA yazip yurticinden 3340'a, yurtdisindan +905327523340'a gonderin. SMS ucreti odemeden kolayca katilmak icin BonusFlas'i indirin! garanti.com.tr/bonus_flas;1;Spam", [('PHONE_NUMBER', '+905327523340')]),
    ('trsms', 'tr_TR', "16 Aralik'a kadar Internet Subesi'ne girin, Biletall.com'dan alacaginiz ucak biletlerinde %70 hizmet bedeli indirim firsatini kacirmayin! - Iletisim tercihlerinizi degistirmek icin:Internet Subesi veya 08507240724 T. Is Bankasi A.S. Mersis No: 89433976125;1;Spam", [('PHONE_NUMBER', '08507240724')]),
    ('trsms', 'tr_TR', "19 Mart-21 Nisanda Migrosta toplam 200TL alisveris ve Petrol Ofisinde toplam 200TL yakit alimina 40TL puan! MONEYPO yaz 5818'e gonder.Detaylar poas.com.tr;1;Spam\n19 MAYIS'A KADAR 100 USD VE UZERI YURT DISI HARCAMALARINIZI 3 TAKSITTE ODEMEK ICIN HENUZ KATILMADIYSANIZ, TATIL YAZIP +905327523340'A GONDERIN! WWW.BONUS.COM.TR;1;Spam", [('PHONE_NUMBER', '+905327523340')]),
    ('trsms', 'tr_TR', '2 seviye sizden 1 seviye bizden kampanyasinda Son 5 gun! Yasar Universitesi onayli sececeginiz online egitimler de hediyemiz! Kontenjanlarimiz sinirlidir. Adres: Pirimehmet Mah. Mimar Sinan Cad. Finansbank yani Tel: 0246 218 0900 ;1;Spam', [('PHONE_NUMBER', '0246 218 0900')]),
    ('trsms', 'tr_TR', '2 seviye sizden 1 seviye bizden kampanyasinda Son gun 31 Ekim! Yasar Universitesi onayli sececeginiz online egitimler de hediyemiz ! Kontenjanlarimiz sinirlidir .Adres : Pirimehmet Mah. Mimar Sinan Cad. Finansbank yani Tel : 0246 218 0900 Sms iptali icin ;1;Spam', [('PHONE_NUMBER', '0246 218 0900')]),
    ('trsms', 'tr_TR', "20 NISAN-16 MAYIS TARIHLERI ARASINDA , P.BAKIM, DEBRIYAJ, FREN, SUSPANSIYON, EGZOZ, KLIMA PARCA VE ISCILIKLERINDE %15 INDIRIM FIRSATI. RANDEVU TEL 0 246 2287000;1;Spam\n20 Nisan tarihinde Internet veya Cep Subesi'ne giris yaptiniz, arzum.com.tr'deki alisverislerinizde gecerli %35 indirim kazandiniz.Kodunuzu 10 Mayis tarihine kadar kullanabilirsiniz.Keyifli alisverisler.Kodunuz: GRYAZPi33SMi;1;Spam", [('PHONE_NUMBER', '0 246 2287000')]),
    ('trsms', 'tr_TR', "2016 KPSS hazirlikta uygulayacagimiz en ozel fiyatlardan yararlanmak icin son gun 31 MART! ISPARTA IHTIYAC AKADEMI (0246) 232 71 77;1;Spam\n2016'ya geri sayim basladi! 21 Aralik %21 indirim, 22 Aralik %22 indirim!.. 11 gun boyunca her gun farkli urunlerde indirim orani artiyor, 31 Aralik'ta tam %31 indirim firsati sizi bekliyor! Hemen ebebek.com ve magazalarini ziyaret edin, buyuk firsati kacirmayin.;1;Spam", [('PHONE_NUMBER', '(0246) 232 71 77')]),
    ('trsms', 'tr_TR', "22 Ekim'e kadar Maximum Kart'a ozel %5 Maxipuan firsatiyla Beta Geleneksel Garaj Gunleri 49 TL'den baslayan fiyatlarla betashoes.com'da! - Iletisim tercihlerinizi degistirmek icin:Internet Subesi veya 08507240724 T. Is Bankasi A.S. Mersis No: 894339761255;1;Spam", [('PHONE_NUMBER', '08507240724')]),
    ('trsms', 'tr_TR', "2500 TL limitli Avans Hesap icin son firsat! 13 Agustos tarihine kadar subemize gelin, nakit sikintisi cekmeyin! Bilgi: 02522117030.Ucretsiz SMS almak istemiyorsaniz 'IZINSIZ' yazip 3342'ye gonderebilirsiniz.Mersis:0879001756600379;1;Spam", [('PHONE_NUMBER', '02522117030')]),
    ('trsms', 'tr_TR', '2500 TL limitli Avans Hesap icin son firsat! 15 Haziran tarihine kadar subemize gelin, nakit sikintisi cekmeyin! Bilgi: 02522117030. Iletisim tercihlerinizi degistirmek icin Paramatikler ve 08502220333;1;Spam', [('PHONE_NUMBER', '02522117030'), ('PHONE_NUMBER', '08502220333')]),
    ('trsms', 'tr_TR', "30 Haziran'a kadar 32-35 gunluk TL,$,EUR cinsinden vadeli hesap acilisinda size ozel faiz orani!Bilgi icin:Mugla Sb. DILEK DEMIR 02522141297 - Iletisim tercihlerinizi degistirmek icin:Internet Subesi veya 08507240724;1;Spam", [('PHONE_NUMBER', '02522141297'), ('PHONE_NUMBER', '08507240724')]),
    ('trsms', 'tr_TR', '3000 TL limitli Avans Hesap icin son firsat! 13 Temmuz tarihine kadar subemize gelin, nakit sikintisi cekmeyin! Bilgi: 02522117030. Iletisim tercihlerinizi degistirmek icin Paramatikler ve 08502220333;1;Spam', [('PHONE_NUMBER', '02522117030'), ('PHONE_NUMBER', '08502220333')]),
    ('trsms', 'tr_TR', "31 Mart'a kadar 32-35 gunluk TL,$,EUR cinsinden vadeli hesap acilisinda size ozel faiz orani!Bilgi icin: MuglaSb. Sb MELEK DEMIR 02522141297;1;Spam\n31 Mayıs'a kadar Goodyear'dan tek seferde 15 jant ve üzeri 4 adet dört mevsim veya yaz lastiği alışverişine 50TL değerinde Yakıt Kart hediye! www.opet.com.tr;1;Spam", [('PHONE_NUMBER', '02522141297')]),
    ('trsms', 'tr_TR', "48400TL Yeni EGEA 24000TL 20AY %0FAiZ,500LER VE TiCARi ARACLARDA 30000TL 24AY %0FAiZ KAMPANYASI YON'DE (FETHiYE:02526468800 BODRUM:02523630033)Izinli veri tabanindasiniz.SMS iptali icin YON RET Yaz 7889'a Gonder - linke tikla. http://izin.manisali.com.tr/oo/coqxh MERSiS:0983030514700011(Ronesans Mobil);1;Spam", [('PHONE_NUMBER', '02523630033'), ('PHONE_NUMBER', '02526468800')]),
    ('trsms', 'tr_TR', "50TL bonus! Bonus'a uye market,akaryakit ve restoranda her 100TL harcamaya 10TL,toplam 50TL bonus! Ilk harcamadan once KAZAN yaz 3340'a gonder.Son gun 19 Temmuz! Bilgi: bonus.com.tr Iletisim tercihlerinizi degistirmek icin: Paramatikler ve 08502220333;1;Spam", [('PHONE_NUMBER', '08502220333')]),
    ('trsms', 'tr_TR', "50TL bonus!Bonus'a uye market,giyim,beyaz esya,restoranda her 100TL harcamaya 10TL,toplam 50TL bonus.Ilk harcamadan once 3340a KAZAN yazin,katilin. bonus.com.tr Iletisim tercihlerinizi degistirmek icin: Paramatikler ve 0850 222 0 333;1;Spam", [('PHONE_NUMBER', '0850 222 0 333')]),
    ('trsms', 'tr_TR', "50TL bonus!Bonusa uye market,giyim,egitim,kirtasiyede her 100TL harcamaya 10TL,toplam 50TL bonus! Ilk harcamadan once KAZAN yazip 3340'a gonderin. bonus.com.tr ;1;Spam\n5325555555 No lu Telefon üzerinden Internet bankaciligi ve cep subesine giris yapmaniz sonucu Banka tarafindan S6 cep telefonu kazandiniz.Bilgi icin.02129252963;1;Spam", [('PHONE_NUMBER', '02129252963'), ('PHONE_NUMBER', '5325555555')]),
    ('idsms', 'id_ID', 'spam,Plg Yth: Simcard anda mendptkan bonus poin plus-plus 555 dr:PT.INDOSAT pin anda:277fg49 u/info klik di www.indosat-555.blogspot.com atau Hub:021-3338-0074.\nham,Iya ih ko sedih sih gtau kapan lg ke bandung :(', [('PHONE_NUMBER', '021-3338-0074')]),
    ('idsms', 'id_ID', 'spam,Uangnya di Trnsfer di BNI ini aja a/n RASTINA NO.REK.0253 7915 37.Klo sdh d Trnsfer Sms aja di no ini 085293355598 Trmks.\nspam,PESAN RESMI Selamat NO Simcard anda M-dptkam hadiah cek.Rp.35juta dr TRI CARE pin:7Y7R8K9Z info keik: www.id-tricare2016.blogspot.com', [('PHONE_NUMBER', '085293355598')]),
    ('idsms', 'id_ID', 'spam,"Sy RUDI di jambi, bgi tman2 yg sering kalah Togel saatnya kalahkan bandar hub mbah ROS 082325557768 di jamin tembus, sy sdh buktikan 4D 50jt."\nspam,Tri berBAGI bonus PULSA di bulan pernuh berkah! Isi pulsa min. 5rb dapet bonus pulsa 10rb utk nelp ke nmr Tri! Hanya hari ini saja! Ayo buruan isi pulsa! T496', [('PHONE_NUMBER', '082325557768')]),
    ('idsms', 'id_ID', 'spam,"Mengenai Uang kontrakan kalau Masih Mau Di terusin Harap ke bpk, Suyono, Nomor Hp: 082127377377, Soalnya shd sya kuasakan Penuh ke dia, Maaf Cuma sms"\nham,Selamat ulang tahun semoga panjang umur dan sehat selalu', [('PHONE_NUMBER', '082127377377')]),
    ('idsms', 'id_ID', 'spam,PROMO BLACKBERRY BB Dakota 2jt BB Torch 1.5jt BB Davis 1.3jt BB Orlando 1.8jt BB Gemini 950rb Berminat Hub : 085715186696 Promo terbatas\nham,Jauh amat jemput di poskamling cilimus dee\nham,"[Akademik] Untuk perhatian tuk jadwal kontrak kuliah buat ang 2012 itu bukan sebenarny, kuliah ikut jadwal kur yg baru ang 2013 ato keatas 2014,2015,2016.. sehingga jadwal yg ada adalah jadwal bayangan tuk tujuan kontrak kuliah..Hal diatas ga berlaku tuk mk yg memang berjalan di ang kalian spt skripsi dan sidang..demikian harap diperhatikan.."', [('PHONE_NUMBER', '085715186696')]),
    ('idsms', 'id_ID', 'spam,"Pinjaman s/d 1 miliard jaminan bpkb mobil/truck min th 1998. Bunga 0,8%. Syarat mudah. Proses1hari \xa0PT. Bunas Finance Tbk (cover all wilayah) ANDI 081330134449"\nham,Bu maaf saya lupa sekarang hari jumat ya...kalau jumat kita buka jam 1 bu...mau solat jumat dulu...maaf di dari upi ya', [('PHONE_NUMBER', '081330134449')]),
    ('idsms', 'id_ID', 'spam,"ma, isi dl pulsa 20 rb di nmr ini 085337784732"\nham,Kalo pake daging yg dah direbus enak gak dijadiin sate?\nham,"Pas sma gak pernah, tp kuliah disini org tua aku udah 2x pulang kampung"\nspam,HOT PROMO! Dptkan EXTRA PULSA TSEL 50rb dg beli paket internet pertama kali di My Telkomsel App sjk 25 Agsts - 25 Sept. Cek detail paketnya di tsel.me/mytsel1', [('PHONE_NUMBER', '085337784732')]),
    ('idsms', 'id_ID', 'spam,"GT-SHOP Disc.41% BB Z10 3jt BB Torch 2jt BB Davis 1jt Minat? Galaxy S4 3,5jt Cp.08994352577 Pin.25A1785B Gili-SMS versi Demo. Http://www/yusiwa.com"\nham,Jgn lupa malam ini jgn terlalu malam aja. Seadanya aja aku jg', [('PHONE_NUMBER', '08994352577')]),
    ('idsms', 'id_ID', 'spam,"Yank tlong isi’in aku pulsa 10rb, di no ini,082189983017 nanti aq yg tlpn yacc!"\nspam,Paket Tsel Flash akan berakhir tgl 07/08/2016. Akan diperpanjang dg 10 MB utk 1 hari dengan harga 2500 dpt berubah sesuai lokasi anda .  Pastikan pulsa anda mencukupi. Utk berhenti berlangganan Ketik FLASH OFF ke 3636. Info detail tariff lihat di Tsel.me/internet ', [('PHONE_NUMBER', '082189983017')]),
    ('idsms', '', 'spam,"Transfer ke BNI aja, a/n SORAYA HARUM rek;0233-293-922 klo sdh kbrin di nmr ini ya!"\nspam,"Paket super Ngebut 3.5GB, 30hr, Rp25rb Anda sudah aktif. Nikmati 500MB di 12.00:24.00 & 3G di 00:00-12:00 di 3G. Diperpanjang pada 11-Mar-2013 jam 23:59. Info 817"', []),
    ('idsms', 'id_ID', 'ham,"Baik Pak, bsk sekalian kami bawa form penilaian ya Pak, dan berkas lainnya."\nspam,"Ingin Tahu Angka Jitu! Yg Keluar Putaran Pada Hari ini 20/01/2013 Hubungi : 082-335555-454. mbah TOGEL semarang ""Jamin 100% Tembus"" Raja SHIO (Buka 24 Jam)"', [('PHONE_NUMBER', '082-335555-454')]),
    ('idsms', 'id_ID', 'spam,"plgn yth,saya h.rian harino opoerator tri tlah menghubungi anda tapi tidak tersambung jdi informasi ini saya sampaikan lwt sms,sblum hadiah jatuh tempo,selamat no tri anda menang undian dari 3care no pin pemenang anda MG75K7,segera hub kantor tri jakarta;0895-349-076-577/info klik www.kejutanundiantri.blogspot.com"', [('PHONE_NUMBER', '0895-349-076-577')]),
    ('idsms', 'id_ID', 'spam,INFO RESMI SELAMAT!!! NO simCARD Anda Men_dptkn Uang Tunai Rp 45jt. Dr PT.INDOSAT PIN(TBL48VG) info Hub: 085694961118 A/u klik www.indosat-info2013.jimdo.com\nham,"Murah nuy 30seorang, drpd naik angkot bisa 15rebu, belum ngetem, macet, gt"', [('PHONE_NUMBER', '085694961118')]),
    ('idsms', 'id_ID', 'spam,"INDOVISON PROMO: hanya 299 rbu, nikmati 2 bln berlangganan, GRATIS biaya pasang+bonus cinema 3 (3bln). hub : 087738718255, 08555796717 PIN BB 32F1C805"\nham,Wihh nyimper kopernya dmn? Motor gigi kan?', [('PHONE_NUMBER', '08555796717'), ('PHONE_NUMBER', '087738718255')]),
    ('idsms', 'id_ID', 'ham,Pagi bu saya dengan nama1 dari Bebek Komar ...sangat bisa bu untuk pesanan besok bu...menu yang di pesan apa ya bu...diantar ke mana ya...nuhun\nspam,Surat Keputusan Dri Tri Care No.XV/2015 Pin Pemenang 477BFG7S Mdptkan Hadiah HONDA JAZZ HUB:02150227999 Info Pin klik: www.tricareindonesia.com', [('PHONE_NUMBER', '02150227999')]),
    ('idsms', 'id_ID', 'spam,"Dapatkan Segera TIKET Murah & Promo DiTRAVEL Kmi,Untuk Penerbangan Domestik & Internasional ONLINE BOOKING 24 Jam Anda Berminat Hub:085318303276"\nspam,Pelanggan Yth. TRI CARE No.XV/2015 PIN_PEMENANG ANDA 8JF2177. Mendapatkan Hadiah 1 Unit Mobil Toyota Yaris. Info klik http://tri-3.webnode.com/ UNTUK MENCOCOKKAN PIN PEMENANG ANDA', [('PHONE_NUMBER', '085318303276')]),
    ('idsms', 'id_ID', 'spam,Manfaatkan segera creditCard anda utk apply pinjaman 20-250jt ada cashback berminat hub: Bintang 021-27450166.tks\nspam,"Yuk tetap gunakan Flash Volume Ultima utk update informasi Anda, kuota 60MB/7hr mulai Rp7rb di *100*431#. Tarif&lokasi cek di tsel.me/FL"', [('PHONE_NUMBER', '021-27450166')]),
    ('idsms', 'id_ID', 'ham,Kok antara optimis dan ngga yah 😟\nspam,Pesan Resmi M-KIOS Sim Card Anda Menang Hadiah ke4 Cek 100jt Dari Promo M-KIOS PIN:M7H7R47 hub:Ir.H.SURIANTO 0823 8777 5019 klik: www.kjtn-mkiosjkt.blogspot.com', [('PHONE_NUMBER', '0823 8777 5019')]),
    ('idsms', 'id_ID', 'spam,"Slmt simCARD anda 08562XXXXXX mdpat cek tunai Rp.49jt PIN (RWD2749) info CS,085691371116 atau kunjungi www.indosat-id.jimdo.com"\nspam,Selamat Anda mendapatkan voucher Zalora Rp100rb. Masukkan kode voucher TSU59 saat transaksi di www.zalora.co.id/simPATI. Mau voucher lain? Hub *999*1#', [('PHONE_NUMBER', '085691371116')]),
    ('idsms', 'id_ID', 'spam,Dapatkan E-TICKET Promo untuk penerbangan DOMESTIK & INTERNASIONAL melalui Via Online mudah & aman. Hub ; 085285485509 klick. www.mhegatravel.com\nspam,"KHUSUS buat kamu. PAKET internet hanya 10ribu dgn kuota 1.5GB selama 30hr, berlaku 24Jam di Jaringan tercepat Indosat. Balas SMS ini ketik YA ke 919 sd 22 Mei 15"', [('PHONE_NUMBER', '085285485509')]),
    ('idsms', 'id_ID', 'spam,"Artha Cell diskon Brg elektronik BB Dakota 3 juta BB Onyx3 2,8 jt Camera DLL HUB Sms ke : 085335875777 Pin BB 28BDDF4D www.arthajaya-cell.blogspot.com"\nham,Boleh nitip coklat ke alhuda?\nham,"sok saya bebas gmna kalian, bsok hayu , jumat oke"', [('PHONE_NUMBER', '085335875777')]),
    ('idsms', 'id_ID', 'spam,Dapatkan e-Tiket Murah & Promo Untuk Penerbangan Domestic & International BOOKING ONLINE Info Hub: 085216181177 www.surya-travel.jimdo.com\nham,itu yang tugas pentaho langsung presentasi di pentaho nya ?', [('PHONE_NUMBER', '085216181177')]),
    ('idsms', 'id_ID', 'spam,"Toko bagus phone promo diskon 50% blackberry:Dakota Rp.2,8jt torchRp 2jt Gemini 900rb info/sms/pin 282F4C55 085776973349 WWW.TOKOBAGUSPHONE.COM"\nspam,"GRATIS nelpon kemana saja, ke semua operator! Cukup beli Internet Harian 100MB seharga Rp1500. Balas SMS ini dgn ketik JS utk membeli. N092"', [('PHONE_NUMBER', '085776973349')]),
    ('idsms', 'id_ID', 'spam,Layanan VIP GAMES Rp3300/sms 4x/mgg sdh diperpanjang.Nikmati layanan disini:http://live.vipgames.me/?sid=40186483 stop? *123*66#. CS:02152971540\nham,Mohon maaf lahir dan batin ipa3😚😚\nham,"Oke nama1, nanti udah beres bimbingan aku kesana"', [('PHONE_NUMBER', '02152971540')]),
    ('idsms', 'id_ID', 'spam,Jika anda butuh ANGKA jitu GAIB 2D_3D_4D_SGP Yang dijamin 99% tembus. Silahkan SMS 085337807887 MASTERTOGEL\nspam,"Pelanggan Yth, Selamat, Anda men-dpt hadiah dr: Pengundian PT . INDOFOOD POPMIE pin anda FH53X77, U/info klik:www.pop-mie-indofood.webs.com"', [('PHONE_NUMBER', '085337807887')]),
    ('idig', 'id_ID', ' - CLOSED Order 15 JULI 2025\n - Wilayah Sleman pembayaran bisa cod / transfer ( BCA / OVO / DANA )\n- Luar Kota Kirim (J&T/JNE)\n- DILARANG LIST AND RUN\n-----------------------------\n• ORDER?\nNAMA - ALAMAT - SZ\nWA : 087847711390', [('PHONE_NUMBER', '087847711390')]),
    ('idig', 'id_ID', 'Jangan ragu untuk menghubungi kami apabila melihat atau mengalami suatu tindak kejahatan maupun membutuhkan pertolongan Polisi.\n\n𝗦𝗣𝗞𝗧 𝗣𝗼𝗹𝗿𝗲𝘀 𝗚𝘂𝗻𝘂𝗻𝗴𝗸𝗶𝗱𝘂𝗹 \n𝟬𝟴𝟱𝟭-𝟯𝟯𝟳𝟱-𝟬𝟴𝟳𝟱\n𝗮𝘁𝗮𝘂\n𝗖𝗮𝗹𝗹 𝗖𝗲𝗻𝘁𝗲𝗿 𝗣𝗼𝗹𝗶𝘀𝗶 𝟭𝟭𝟬\n\n......', [('PHONE_NUMBER', '𝟬𝟴𝟱𝟭-𝟯𝟯𝟳𝟱-𝟬𝟴𝟳𝟱')]),
    ('idig', 'id_ID', 'HOTLINE KRIMINALITAS\n\nJika anda melihat, mengetahui segala bentuk tindak kejahatan atau anda sedang menjadi korban kejahatan.\n\nSEGERA LAPORKAN PADA KAMI,\nPIKET SIAGA SATRESKRIM\nNomor Telp. 085174444094.\n', [('PHONE_NUMBER', '085174444094')]),
    ('idig', 'id_ID', 'Apabila warga masyarakat mendapati adanya gangguan Kamtibmas maupun tindak kejahatan dapat menghubungi Nomor telpon untuk meminta bantuan Polisi.\n\nCall Center Polisi :110\nAtau\nSPKT POLRES GUNUNGKIDUL : 0851-3375-0875\natau', [('PHONE_NUMBER', '0851-3375-0875')]),
    ('vnlab', 'vi_VN', '"[QC] Cơ hội TRÚNG XE MÁY HONDA SH 125i PHIÊN BẢN THỂ THAO khi hòa mạng Internet Viettel và đóng trước cước từ 6 tháng trở lên, cước thuê bao chỉ từ 220.000đ/tháng. LH 18008168 (0đ) để được tư vấn gói cước và phí hòa mạng. CT áp dụng từ 1/10 - 31/12/2025 tại TP. Hồ Chí Minh. Từ chối QC, soạn TC3 gửi 199.",0,0,1,brandname', [('PHONE_NUMBER', '18008168')]),
    ('vnlab', 'vi_VN', '"[TB] Mung ngay Quoc khanh Viet Nam 2/9, lien ket so dien thoai Viettel Money voi VNeID ngay hom nay de nhan tien An sinh xa hoi tu Chinh Phu vao tai khoan. Neu da lien ket vui long bo qua. Chi tiet xem tai https://viettelmoney.go.link/lienketVNeID . Lien he 18009000 (0d). Tran trong!",0,1,1,brandname', [('PHONE_NUMBER', '18009000')]),
    ('vnlab', 'vi_VN', '"[QC] Xem trực tiếp Lễ diễu binh, diễu hành cấp Quốc gia trên TV360 tại http://s.viettel.vn/80namquockhanh vào 6h30 ngày 2/9. Hãy cùng hòa mình vào không khí kỷ niệm 80 năm ngày Quốc khánh Việt Nam. Chi tiết LH 18008119 (0đ). Từ chối QC, soạn TC4 gửi 199.",0,1,1,brandname', [('PHONE_NUMBER', '18008119')]),
    ('vnlab', 'vi_VN', '"[QC] 1 cham giai ngan den 35 TRIEU dong, chi can CCCD. Dang ky Vay nhanh Mcredit voi Viettel Money: https://viettelmoney.go.link/Ngdub .Chi tiet LH 18009000 (0d). Tu choi QC, soan TC3 gui 199.",0,1,1,brandname', [('PHONE_NUMBER', '18009000')]),
    ('vnlab', 'vi_VN', '"[QC] Lào - Việt Nam: 17h ngày 19/7. U23 Việt Nam chính thức ra quân. Soạn 5GVS12 gửi 191: 12K/ngày có: - 6GB data - Xem thể thao và truyền hình trên TV360 không tốn data tại https://tv360.vn . Ưu đãi sử dụng đến 24h ngày đăng ký, gia hạn theo ngày. LH 18008119 (0đ). Từ chối QC, soạn TC4 gửi 199.",0,1,1,brandname', [('PHONE_NUMBER', '18008119')]),
    ('vnlab', 'vi_VN', '"Tai khoan cua Quy khach sap het. Soan: 1 gui 211 de cong 5 phut noi mang (800d/p), su dung trong 7 ngay 2 gui 211 de cong 1 phut ngoai mang (1.400d/p), su dung trong 7 ngay 3 gui 211 de cong 15 tin nhan noi mang (250d/tin), su dung trong 7 ngay Chi tiet LH 18008098 (mien phi).",0,0,1,shortcode', [('PHONE_NUMBER', '18008098')]),
    ('vnlab', 'vi_VN', 'Thue bao 0867256447 cua Quy khach vua dang nhap ung dung My Viettel - http://viettel.vn/app tren mot thiet bi co ten: SM-A715F. Xin cam on!,0,1,1,brandname\n"Doi thanh cong 1.000 diem tieu dung Viettel++ thanh 100 MB Data. Han su dung truoc 19/05/2025. Tong diem tieu dung con lai trong tai khoan Viettel++ cua Quy khach la 697 diem. De kiem tra lich su doi diem va lua chon uu dai hap dan khac, vui long truy cap https://vietteltelecom.vn/vtplus. Tran trong.",0,1,0,brandname', [('PHONE_NUMBER', '0867256447')]),
    ('vnlab', 'vi_VN', '"Nhap ma OTP 3241 de xac thuc Dang nhap tren ung dung My Viettel. Ma OTP se het han sau 5p. Chi tiet LH 18008098 (0d) hoac truy cap https://viettel.vn/app. De dam bao an toan cho tai khoan cua Quy khach, vui long khong chia se ma xac thuc nay voi bat ky ai.",0,1,1,brandname', [('PHONE_NUMBER', '18008098')]),
    ('vnlab', 'vi_VN', '"Truong DH CNTT thong bao hoc bu mon Internet va cong nghe Web(IE104.P11.CNVN) vao thu 7 ngay 07/12/2024, Tiet 2,3,4,5, Phong B3.10. Chi tiet vui long lien he (028) 372 52002 chon 155",0,0,0,brandname', [('PHONE_NUMBER', '(028) 372 52002')]),
    ('vnlab', 'vi_VN', 'TK ViettelPay 9704...1278 GD -10.000 VND luc 2024-11-28 16:50:28 So du 3.372 VND ND: GD thanh toan 241128195225035 NAP TIEN DIEN THOAI cho Khach hang 0867256447,0,0,1,brandname\n"Quy khach co 11.415 dong trong tai khoan. Bam goi *098*3# de co 3GB voi 15.000d/3 ngay hoac *098*989# (30.000d/3 ngay) co 15GB (5GB/ngay), mien phi 10 phut/cuoc noi mang, 15 phut ngoai mang, SMS noi mang va TV360. Goi cuoc gia han khi het chu ky. De biet thong tin cac uu dai khac, bam goi *098# hoac truy cap My Viettel tai https://myvt.page.link/goidata . Chi tiet LH 198 (0d). Tran trong.",0,1,0,shortcode', [('PHONE_NUMBER', '0867256447')]),
    ('vnlab', 'vi_VN', '"[QC] TANG NGAY 1 thang cuoc dich vu INTERNET VIETTEL khi dang ky moi va dong truoc cuoc 12 thang. Cuoc TB chi tu 210.000d/thang. Phi hoa mang 300.000d, mien phi modem wifi, thu tuc don gian va nhanh chong. Chi tiet LH 18008168 (0d) hoac truy cap https://viettel.vn/s/STAR1T. Tu choi QC, soan TC3 gui 199.",0,1,1,brandname', [('PHONE_NUMBER', '18008168')]),
    ('vnlab', 'vi_VN', '"Quy khach vua nap the thanh cong va duoc khuyen mai 50% de truy cap Internet voi don gia 0,48d/50KB trong 15 ngay. Bam goi *102# de kiem tra. Chi tiet LH 198 (0d). Tran trong.",0,0,0,shortcode\nTK ViettelPay 9704...1278 GD +1.000 VND luc 2024-10-10 18:46:10 So du 4.372 VND ND: 241010169000208 VIETTELMONEY TRATHUONG MACQ 241010169000208 84867256447,0,0,1,brandname', [('PHONE_NUMBER', '84867256447')]),
    ('vnlab', 'vi_VN', 'TK ViettelPay 9704...1278 GD +5.000 VND luc 2024-10-10 18:45:52 So du 8.372 VND ND: 241010168993997 QUATANGVOUCHER 241010168993997 84867256447,0,0,1,brandname\n[TB] Dung quen Ban dang co voucher MIEN PHI 5.000d khi nap dien thoai Viettel. Mo app hoac truy cap https://km.vtmoney.vn/314y/uudai2 de su dung uu dai ngay Ban nhe.,0,1,0,brandname', [('PHONE_NUMBER', '84867256447')]),
    ('vnlab', 'vi_VN', '"Truong DH CNTT thong bao hoc bu mon Thiet ke giao dien nguoi dung(IE106.P11.CNVN) vao thu 3 ngay 10/12/2024, Tiet 6,7,8,9, Phong B1.16. Chi tiet vui long lien he (028) 372 52002 chon 155",0,0,0,brandname', [('PHONE_NUMBER', '(028) 372 52002')]),
    ('vnlab', 'vi_VN', '"[QC] Viettel Store Hồ Chí Minh hỗ trợ đổi điện thoại cũ (2G/3G) lấy máy 4G mới, trả góp 0%, trợ giá máy 4G đến 1 triệu đồng, miễn phí 6 tháng dùng Data 4G (mua trả góp Samsung Galaxy A05, A05s, A15). CT áp dụng đến 30/6/2024. Mua ngay tại https://tinyurl.com/tramchuyendoi4g hoặc LH 18008123 (0đ). Từ chối QC, soạn TC3 gửi 199.",0,1,1,brandname', [('PHONE_NUMBER', '18008123')]),
    ('vnraw1', 'vi_VN', '"Received","Aug 20, 2025 18:53:42","+84559312321","+84559312321","Su dung cuoc mien phi khong can nap S73qtEP ! Cuoc vào 3+ su kien (ty le tu 1.4). Hieu luc den 23.08 Kiem tra tai Cài dat tài khoan. https://slim.link/CbB DLS"', [('PHONE_NUMBER', '+84559312321')]),
    ('vnraw1', 'vi_VN', '"Received","Oct 1, 2024 12:57:06","191","191","Quý khách đã đăng ký thành công gói KS6H: 10.000đ có 3GB sử dụng trong 6 giờ kể từ thời điểm đăng ký. Truy cập https://viettel.vn/kttk để kiểm tra ưu đãi. Chi tiết LH 198 (0đ). Trân trọng."\n"Sent","Sep 30, 2024 20:55:22","+84917438668","","Mình muốn ghé vào sáng mai thì khoảng mấy giờ chỗ mình mở cửa v ạ ? "', [('PHONE_NUMBER', '+84917438668')]),
    ('vnraw1', 'vi_VN', '"Received","Sep 30, 2024 20:43:15","+84917438668","+84917438668","Dạ em chào Anh/Chị, kính của mình có rồi ạ. Khi nào có thời gian mình ghé cửa hàng giúp em nhé ạ.\nEm cảm ơn Anh/Chị nhiều ạ\nMắt kính Tâm Đức"', [('PHONE_NUMBER', '+84917438668')]),
    ('vnraw2', 'vi_VN', 'CSKH: 18001091 (0đ)."\n"Received","Nov 17, 2025 1:58:03 PM","NAPTHE-VNP","NAPTHE-VNP","(TB) Ưu đãi chạm tay – Nạp ngay đừng ngại! VinaPhone dành riêng cho Quý khách nhận được tin nhắn:\n+ Tặng ngay 20% giá trị thè nạp trong NGÀY MAI 18/11/2025. Khuyến mại được sử dụng gọi/nhắn tin trong 15 ngày. ', [('PHONE_NUMBER', '18001091')]),
    ('vnraw2', 'vi_VN', '"Received","Nov 16, 2025 8:26:38 AM","NAPTHE-VNP","NAPTHE-VNP","(TB) TIÊU DÙNG THÔNG THÁI - CHỚP NGAY ƯU ĐÃI VỚI MYVNPT! VinaPhone tặng Quý khách 50% khi nạp tiền điện thoại bằng hình thức trực tiếp DUY NHẤT trên ứng dụng My VNPT trong hôm nay 16/11/2025 tại: https://my.vnpt.com.vn/adv/napdt . Khuyến mãi được sử dụng gọi và nhắn tin trong 15 ngày. CSKH:18001091 (0đ).', [('PHONE_NUMBER', '18001091')]),
    ('vnraw2', 'vi_VN', '"Received","Nov 14, 2025 11:14:25 AM","VNPT","VNPT","VinaPhone Đồng Nai thông báo: Internet Wifi- Home1; 300Mb. Gia:180k/thang, LH:18001166 hoặc truy cập https://digishop.vnpt.vn/internet-tv/home-sanh-2/4126 TC gửi 024800126 để từ chối."', [('PHONE_NUMBER', '18001166')]),
    ('vnraw3', 'vi_VN', 'Received,11/11/2025 17:14,84562491665,84562491665,YH 888b - tang tan thu code 60K trai nghiem ( H6Y1Y1907T39X) choi thang rut ngay. Nap dau tang them 100% cuc hot. jOeR5Rv.Gezne.de i7V\nReceived,11/11/2025 15:50,NAPTHE-VNP,NAPTHE-VNP,"(TB) 11/11- Ưu đãi xịn bùng nổ, nạp liền kẻo lỡ! VinaPhone dành riêng cho Quý khách nhận được tin nhắn và nạp thẻ trong HÔM NAY, có ngay:', [('PHONE_NUMBER', '84562491665')]),
    ('vnraw3', 'vi_VN', 'Received,11/1/2025 19:00,FUTABUSLINE,FUTABUSLINE,"Mua ve thanh cong. Ma SI8C3L: Tuyen Mien Tay - An Minh (Kien Giang), ngay di 01/11/2025, gio 22:35, ghe B01, co mat truoc 15 phut. Mo TK SHB qua app FUTA nhan goi qua tang hon 1trd. Ho tro 1900 6067"', [('PHONE_NUMBER', '1900 6067')]),
    ('idmail', 'en_GB', "ham,As per your request 'Melle Melle (Oru Minnaminunginte Nurungu Vettam)' has been set as your callertune for all Callers. Press *9 to copy your friends Callertune\nspam,WINNER!! As a valued network customer you have been selected to receivea £900 prize reward! To claim call 09061701461. Claim code KL341. Valid 12 hours only.", [('PHONE_NUMBER', '09061701461')]),
    ('idmail', 'en_GB', 'spam,Had your mobile 11 months or more? U R entitled to Update to the latest colour mobiles with camera for Free! Call The Mobile Update Co FREE on 08002986030\nham,"I\'m gonna be home soon and i don\'t want to talk about this stuff anymore tonight, k? I\'ve cried enough today."', [('PHONE_NUMBER', '08002986030')]),
    ('idmail', 'en_GB', 'spam,07732584351 - Rodger Burns - MSG = We tried to call you re your reply to our sms for a free nokia mobile + free camcorder. Please call now 08000930705 for delivery tomorrow\nham,WHO ARE YOU SEEING?', [('PHONE_NUMBER', '07732584351'), ('PHONE_NUMBER', '08000930705')]),
    ('idmail', 'en_GB', 'spam,"Congrats! 1 year special cinema pass for 2 is yours. call 09061209465 now! C Suprman V, Matrix3, StarWars3, etc all 4 FREE! bx420-ip4-5we. 150pm. Dont miss out!"\nham,"Sorry, I\'ll call later in meeting."', [('PHONE_NUMBER', '09061209465')]),
    ('idmail', 'en_GB', 'spam,"As a valued customer, I am pleased to advise you that following recent review of your Mob No. you are awarded with a £1500 Bonus Prize, call 09066364589"\nham,"Today is ""song dedicated day.."" Which song will u dedicate for me? Send this to all ur valuable frnds but first rply me..."', [('PHONE_NUMBER', '09066364589')]),
    ('idmail', 'en_GB', 'spam,Please call our customer service representative on 0800 169 6031 between 10am-9pm as you have WON a guaranteed £1000 cash or £5000 prize!\nham,Havent planning to buy later. I check already lido only got 530 show in e afternoon. U finish work already?', [('PHONE_NUMBER', '0800 169 6031')]),
    ('idmail', 'en_GB', 'spam,GENT! We are trying to contact you. Last weekends draw shows that you won a £1000 prize GUARANTEED. Call 09064012160. Claim Code K52. Valid 12hrs only. 150ppm\nham,"Wa, ur openin sentence very formal... Anyway, i\'m fine too, juz tt i\'m eatin too much n puttin on weight...Haha... So anythin special happened?"', [('PHONE_NUMBER', '09064012160')]),
    ('idmail', 'en_GB', "ham,Hmm...my uncle just informed me that he's paying the school directly. So pls buy food.\nspam,PRIVATE! Your 2004 Account Statement for 07742676969 shows 786 unredeemed Bonus Points. To claim call 08719180248 Identifier Code: 45239 Expires", [('PHONE_NUMBER', '07742676969'), ('PHONE_NUMBER', '08719180248')]),
    ('idmail', 'en_GB', 'spam,"URGENT! Your Mobile No. was awarded £2000 Bonus Caller Prize on 5/9/03 This is our final try to contact U! Call from Landline 09064019788 BOX42WR29C, 150PPM"\nham,here is my new address -apples&pairs&all that malarky', [('PHONE_NUMBER', '09064019788')]),
    ('idmail', 'en_GB', 'spam,Todays Voda numbers ending 7548 are selected to receive a $350 award. If you have a match please call 08712300220 quoting claim code 4041 standard rates app\nham,I am going to sao mu today. Will be done only at 12', [('PHONE_NUMBER', '08712300220')]),
    ('idmail', 'en_GB', 'ham,"Hello, my love. What are you doing? Did you get to that interview today? Are you you happy? Are you being a good boy? Do you think of me?Are you missing me ?"\nspam,Customer service annoncement. You have a New Years delivery waiting for you. Please call 07046744435 now to arrange delivery', [('PHONE_NUMBER', '07046744435')]),
    ('idmail', 'en_GB', 'spam,URGENT! We are trying to contact you. Last weekends draw shows that you have won a £900 prize GUARANTEED. Call 09061701939. Claim code S89. Valid 12hrs only\nham,"Hi frnd, which is best way to avoid missunderstding wit our beloved one\'s?"', [('PHONE_NUMBER', '09061701939')]),
    ('idmail', 'en_GB', 'spam,Please call our customer service representative on FREEPHONE 0808 145 4742 between 9am-11pm as you have WON a guaranteed £1000 cash or £5000 prize!\nham,Have you got Xmas radio times. If not i will get it now', [('PHONE_NUMBER', '0808 145 4742')]),
    ('idmail', 'en_GB', 'spam,U 447801259231 have a secret admirer who is looking 2 make contact with U-find out who they R*reveal who thinks UR so special-call on 09058094597\nham,Tomarrow final hearing on my laptop case so i cant.', [('PHONE_NUMBER', '09058094597'), ('PHONE_NUMBER', '447801259231')]),
    ('idmail', 'en_GB', 'spam,We tried to contact you re your reply to our offer of a Video Handset? 750 anytime networks mins? UNLIMITED TEXT? Camcorder? Reply or call 08000930705 NOW\nham,I‘m parked next to a MINI!!!! When are you coming in today do you think?', [('PHONE_NUMBER', '08000930705')]),
    ('idmail', 'en_GB', "spam,T-Mobile customer you may now claim your FREE CAMERA PHONE upgrade & a pay & go sim card for your loyalty. Call on 0845 021 3680.Offer ends 28thFeb.T&C's apply\nham,Unless it's a situation where YOU GO GURL would be more appropriate", [('PHONE_NUMBER', '0845 021 3680')]),
    ('idmail', 'en_GB', 'spam,December only! Had your mobile 11mths+? You are entitled to update to the latest colour camera mobile for Free! Call The Mobile Update Co FREE on 08002986906\nham,"Coffee cake, i guess..."\nham,"Merry Christmas to you too babe, i love ya *kisses*"', [('PHONE_NUMBER', '08002986906')]),
    ('idmail', 'en_GB', "spam,Call Germany for only 1 pence per minute! Call from a fixed line via access number 0844 861 85 85. No prepayment. Direct access!\nham,Any chance you might have had with me evaporated as soon as you violated my privacy by stealing my phone number from your employer's paperwork. Not cool at all. Please do not contact me again or I will report you to your supervisor.", [('PHONE_NUMBER', '0844 861 85 85')]),
    ('idmail', 'en_GB', 'spam,Valentines Day Special! Win over £1000 in our quiz and take your partner on the trip of a lifetime! Send GO to 83600 now. 150p/msg rcvd. CustCare:08718720201.\nham,"Ta-Daaaaa! I am home babe, are you still up ?"', [('PHONE_NUMBER', '08718720201')]),
    ('idmail', 'en_GB', 'spam,Ur cash-balance is currently 500 pounds - to maximize ur cash-in now send CASH to 86688 only 150p/msg. CC: 08708800282 HG/Suite342/2Lands Row/W1J6HL\nham,"I\'m an actor. When i work, i work in the evening and sleep late. Since i\'m unemployed at the moment, i ALWAYS sleep late. When you\'re unemployed, every day is saturday."', [('PHONE_NUMBER', '08708800282')]),
    ('idmail', 'en_GB', 'ham,Well i know Z will take care of me. So no worries.\nspam,"Update_Now - Xmas Offer! Latest Motorola, SonyEricsson & Nokia & FREE Bluetooth! Double Mins & 1000 Txt on Orange. Call MobileUpd8 on 08000839402 or call2optout/F4Q="', [('PHONE_NUMBER', '08000839402')]),
    ('ngo', '', 'ham,Go out wif Chiobu bojio!\nham,Oh. I forgot.\nham,Haha okay la okay. When are you going to thailand again? No school?\nham,Wads ur username?\nham,Enjoy ur holiday..\nham,Jus SMS can but l wan 2 listen 2 ur swe t voice u c\nham,Ok! I take winter melon at home. Weihao reached home?', []),
    ('ngo', '', 'ham,U reach home faster call the mother?\nham,Hey yun... Can you help me print something out tonight and pass to me tmr?\nham,Aiyo\nham,"Opps... Sorry reply so late... I did until 5, e rest not sure how to do..."\nham,channel 8..\nham,U free tml night?\nham,I am getting threats from your sales executive Shifad as i raised complaint against him. Its an official message.', []),
    ('ngo', '', 'ham,Hhahaha why suddenly hang. You view your own pictures too much eh.\nham,Yeah sure. No problem.\nham,s ok. we wait 4 u.\nham,Haha hao ah! Let me know again eh. :D\nham,Lol what da heck is that\nham,<EMAIL>\nham,Dum dum full of love for u le\nham,Just seeing your missed call my dear brother. Do have a gr8 day.', []),
    ('ngo', '', "ham,PROBABLY :X hahaha omg I can't wait ~~~\nham,Ok\nham,Yes yes goodnight! Omg it came out as dogfight!\nham,Yeah get the unlimited\nham,Ok =)\nham,Bout 6\nham,Ü collecting ur laptop then going to configure da settings izzit?\nham,Ok sure.\nham,Wat r u goin to watch?", []),
    ('ngo', '', 'ham,Yay I guess that is not too bad thank you!!!!!!!!!!!!!!\nham,Love it! Daddy will make you scream with pleasure! I am going to slap your ass with my dick!\nham,Lol lihai. I no sch today. Later I go your house transfer.\nham,Ok her\nham,"Yes damn tired. I was awaken by the rain and thunder, if not confirmsleep until 6am."', []),
    ('ngo', '', 'ham,Wat time u b done?\nham,What doing?\nham,Ohh damn ~ I fell asleep hahaha ohh then how!\nham,Yraaaaaaaaaa\nham,U buy e present oredi?\nham,Hahha.. I thought you meeting your friend?\nham,m the first one..\nham,Wah wah. Haha read alot of books eh. I also leh. I read 7 books le.', []),
    ('ngo', '', 'ham,play soccer today?\nham,What you doing?\nham,Eric says there is bug. Please check as soon as you can\nham,Yes. In about  <#>  minutes. Is that OK?\nham,t think I am taking anything out of my core this sem. But got 2 required cross facs which are statistics and genes and society.', []),
    ('ngo', '', 'ham,You slept\nham,"Hihi ppl wanna volunteer to help out for a swimming event? On 4 & 5Nov, 7 am to 9 pm with 5 hours break in between on both days plus acompulsory training session on  <#>  Oct  <#>  -  <#> . Can get twoevent tshirts &  <#>  bucks! Reply with your nric, house address,emergency contact (name, number, relationship) plus your allergies!Let\'s volunteer tgt, so we sign up for uhh f&b and VIP room (1stchoice) or ushers (2nd) coz hehe I think these two move ard less bahand not so stress! Please reply if you\'re interested and jio anyoneelse! I need replies by tonight! I sent this to abbie, vivien, sophie,friend, Ivan, huikang and wenbo, I dun have Jimmy\'s number!"', []),
    ('ngo', '', 'ham,Everything OK already.\nham,m still in sydney lor... But will b goin mel on thurs...\nham,the meeting is at basement\nham,s late den get seats first...\nham,Wa I forgot today got marketing study also T.T.. now I also minus<DECIMAL>  le sianz\nham,Rly I nvr lie den u aggro me. I jus say the 1st thing in my mind! Unvr trusted me', []),
    ('ngo', '', 'ham,m reaching soon..where do i walk from there??\nham,Mummy ka cal aa rha tha to galti se tmko lag gaya.\nham,Only once then after ill obey all yours.\nham,About 6 I think.\nham,Sorry I lag. Eat already leh.\nham,Tomorrow i am not going to theatre. . . So i can come wherever u call me. . . Tell me where and when to come tomorrow', []),
    ('ngo', '', 'ham,well done ....\nham,another day lor.. sorry..\nham,Heh 4pm. :D\nham,Han teri kya baat hai..haha\nham,Ahhhhhhhhhhh.\nham,Ok im going back\nham,Have one la. Heee.\nham,Hahahahaha if not you go with lynette eh.\nham,Oh? What bbq?\nham,Hmmm.... Take your time. I ll get it from you some time next month if its alright wif you.', []),
    ('ngo', '', 'ham,i very long nv go fb le ma.. her hair now looks shorter.  <#> th? u when free?\nham,ya lor. Gosh. I feel so embarrassed now... 2 hours without realising leh.... I hope nobody noticed... Damn paiseh.\nham,"K I\'m leaving soon, be there a little after 9"\nham,U all solve already the bug? If not send in the email I see see', []),
    ('ngo', '', "ham,Haha it's going to rain soon.\nham,LOL HAHA 5 MINS ONLY\nham,It's fine love =)\nham,i nv see your msg. I jus sent u the list i am considerin to your isc mail. You see liao reply me k\nham,Lara unsold\nham,depends.. when will you give me a call?\nham,U called me?", []),
    ('ngo', '', 'ham,"Haha it\'s no problem, don\'t sleep too late! Jiayou for your test tmr!"\nham,Got one near e Hougang interchange. If duno is ok never mind.\nham,Hey 2morow session 4 tgmc! Ppl 4m ibm r cmng itseems!\nham,OOPS I missed by  <#>  mins!! Happy belated birthday!!!\nham,Hi.:)technical support.providing assistance to us customer through call and email:)', []),
    ('ngo', '', 'ham,Haha.. Dapao what?\nham,Oh if you want to then!\nham,Yea so sorry..\nham,Huh means computational science... Y they like dat one push here n there...\nham,m wearing blue shirt n black pants.\nham,Yea and put a present there\nham,Bluray clarity.\nham,Ya where u\nham,Have u 2 pay ur bil? How much. Shal pay after mas', []),
    ('ngo', '', 'ham,Train le\nham,Really? Wtf\nham,"Oh omg. Oh right you are red green colourblind! What does it looklike to you? It\'s hot pink, my hairband too"\nham,36 no gal around to chat wif leh.\nham,Guys our result came.\nham,Im walking by yo work\nham,"Alright, well I appreciate you trying to help and I\'ll see you Friday"', []),
    ('ngo', '', "ham,S..m sure..\nham,Yeah. And my tab's running out of batt. They didnt even inform people that there will be this exchange booth..\nham,its raining i cant cometo the gym 2day\nham,Good night.\nham,But got  <#>  teams can win le. Our group win how many tickets denthe rest date cost la", []),
    ('ngo', '', 'ham,coming out le\nham,I with frens!\nham,"I just reach home.. I go bathe first k, den i call u again."\nham,Yo so playing mahjong??\nham,HAHAHA I am officially a bss staff already leh lol\nham,Hee kiss u back!:-*\nham,Watsh acv\nham,t make it there at 1pm. Can I meet u at 1.30pm instead? So sorry for the last min change..', []),
    ('ngo', '', "ham,Simi lj? U get full marks alr la! I study  <#>  mins go slp le\nham,Aiya... Den 430 come la....\nham,Not today. Most likely either tmr or wed\nham,Love u lots too!\nham,Yep!! more like brunch Lol\nham,Hey mom! Just letting you know I'm back at calarts safely\nham,re meeting at 7 pm at esplanade tonight.", []),
    ('ngo', '', 'ham,s my dear doing?\nham,Chou baobei! U reached home already?\nham,"U need 2 days for it meh, anyway the buffet 2hrs only. U want antisocial then I sit with you then separate seats la. Treat urself to gdmeal for ur birthday."\nham,Waitng for bus le. Ps\nham,Mummy ask if wana stay Maldives', []),
    ('ngo', '', 'ham,Hovis grannery pls x\nham,"Hi, congraz. Coulnt find u then. Bye."\nham,"We leaving sch latest  <#> h, so play safe try be ready by 7. I\'ll update in the morning"\nham,"Hi diane, Tha ks for your help the other day. We have some questionsabout the HSBC home loan information. Appreciate it if I can try tocall you about it.  I will try to reach you again later today ifpossible.  Also we are interested in knowing the rate for homerenovation loans.  Can you help?  Thanks!"', []),
    ('ngo', '', 'ham,chapter 5 kahan tak ha?\nham,"ey how is your new home ,when will you take me to your new home"\nham,What!!?? Black shirt or???\nham,1? I just finished Varun\'s exam\nham,Hmmm okay. Got receipt or sticker? When can we deal?\nham,"I didnt get ur full msg..sometext is missing, send it again"', []),
    ('trsms', '', "1 ALANA 1 HEDIYE Kampanyasi tum magazalarimiz ve Internet Magazamizda !  Hemen alisverise basla http://tr.uspoloassn.com/1-alana-1-hediye/  Keyifli alisverisler.;1;Spam\n1 ay sonra cinsiyeti de belli olur;0;Normal\n1 ay spora gittim;0;Normal\n1 BOL MALZEMOS ALANA 1 BOL MALZEMOS + 1LT COCA-COLA BEDAVA! bit.ly/1OrtDmb DOMINO'S PIZZA'DAN SMS ALMAK ISTEMIYORSANIZ IPTAL YAZIP 5564'E GONDEREBILIRSINIZ.;1;Spam", []),
    ('trsms', '', '15 dakka da bisiklet sureriz ??;0;Normal\n15 dakka olsun;0;Normal\n15 inde gidicem ablacm;0;Normal\n15 Nisan\x92a kadar farkli gun ve tek seferde yapacaginiz 100TL uzeri 5. akaryakit harcamaniza 50TL ParafPara!KAZAN yaz kart son 6 hane 3404\x92e gonder.parafcard.com;1;Spam', []),
    ('trsms', '', "27 Eylul'e kadar Prima Premium Care Firsat Paketlerinden 3 adet ve uzeri alin, her pakette 10 TL indirim kazanin! http://bbk.im/enyakinmagaza  (Size ozel firsatlardan haberdar olmak istemiyorsaniz EBEBEK RET yazarak 4933'e gonderebilirsiniz. ;1;Spam\n28 Şubat'a kadar opet.paro.com.tr sayfasına gelip mesajın ulaştığı cep numaranızı kullanarak formu doldurun Opet'te geçerli 5TL değerinde yakıt puan kazanın.;1;Spam", []),
    ('trsms', '', 'Abi gelmiş sağoolll :);0;Normal\nAbi günaydın kusura bakma benim kafa gitti :/ 80 tl demiştik abi cama;0;Normal\nAbi iki hesaba da attım;0;Normal\nAbi kusura bakma Özür dilemekten bi hal oldum :p abi 40 liraya bize geliyor parça herşey dahil 60 desen 10 numara olur.;0;Normal', []),
    ('trsms', '', "Ailece keyifle izleyebileceginiz bir animasyon, The Boxtrolls Turkcell TV+'da! Hemen indirin cebinizden, tabletinizden izleyin http://trcll.im/tvplus;1;Spam\nAkademik bilisim 2015 eskisehir 3 subat sali gece otobus ile yola cikis. 4-5-6 eskisehir konferans. 7 cumartesi sehir gezisi aksamina otobus ve donus?;0;Normal", []),
    ('trsms', '', 'Ama babas? sabah uyar? yapt? bu gece do?urma;0;Normal\nAma ben ütü yapıp valiz hazırlayacağım;0;Normal\nAma hepsini almayabilirsin ben de tam fırsatçı oldum :);0;Normal\nAma ilk bana söyle lütfen;0;Normal\nAma mahallede değil, iş yerinde Ben de şaka yaptım yav;0;Normal', []),
    ('trsms', '', '"Anladım eve geliyom da soraym dedim napıon diye ;) Yemek yedin mi?  Ayşe bişiler hazırlıyor  Beraber gider yeriz?";0;Normal\nAnladım faydalı olur diyorsun yanı;0;Normal\nAnladım kolay gelsin;0;Normal\nAnladım kolay gelsin çay koymuştm maça gelirsin diyede şu idari işler bayaa uğraştıroyor anlaşılan :/;0;Normal', []),
    ('trsms', '', "AVEA ile YILDIZLAR Acikhava Sahnesinde! Profesyonel Tarife musterilerine ozel, 30 Eylul'deki Selcuk Balci konser biletinizi Biletix'ten %50 indirimli almak icin PROF SELCUK BALCI yazip 5060 'a gonderin, sifreniz cebinize gelsin. Detaylar: avea.co/pro;1;Spam\nAvea Online Islemler Mobil Uygulamasi ile islemlerinizi dilediginiz yerden, data kullanim ucreti odemeden aninda gerceklestirebilirsiniz. http://goo.gl/6mQxk;1;Spam", []),
    ('trsms', '', 'Aynen süper tanımlama;0;Normal\nAynen tozluklar sende dimi?;0;Normal\nAynen üzülme olur bunlar;0;Normal\nAynen ya telefonun çaldığını duydum ama kimle konuştuğunu falan anlamadım;0;Normal\nAynen yapicam bende biseyler 3 aydan sonra:);0;Normal\nAynen yarn akşam 6.45 te otobüs aldık bileti bi değişilik yok;0;Normal', []),
    ('trsms', '', "Başka da film yok sizle karar verelim bi filme evde izleyelim bi gün;0;Normal\nBaşkanlık sistemi gelecek ya onu;0;Normal\nBaşlığını da belirleseler iyi olur neyse hallederiz;0;Normal\nBayaa uğraştın olum gerek yoktu:);0;Normal\nBayan ve Cocuk Ic Giyimde %30 Indirim ve Erkek Ic Giyimde 5 Al 4 Ode Kampanyamiz Baslamistir. Bu mesaji almak istemiyorsan RET yaz 3347'ye SMS gonder;1;Spam", []),
    ('trsms', '', 'Ben daha baslamadim bile;0;Normal\nBen de biraz kilo verdim, spora gittim, yazın hayli abartmıştım;0;Normal\nBen de çıkışta geleyim bize geçelim :);0;Normal\nBen de çok umutlu konuşmaktan korkuyorum ama içim de güzelhissediyor;0;Normal\nBen de güzelim selamlar herkese;0;Normal', []),
    ('trsms', '', "Bir şeye ihtiyacın olursa haber ver lütfen;0;Normal\nBir şeyler düşüncem gari, tamamdır hallediyorum ben;0;Normal\nBir tane film var ama emin değiliz yani eğer senin daha iyi bir Öner'in varsa;0;Normal\nBiraz biber domates topladık o kadar;0;Normal\nBiraz da başkaları yapsın;0;Normal", []),
    ('trsms', '', 'Biz de engel teşkil edecek bir durum yok Yarın akşam için uygunuz :);0;Normal\nBiz de Muğla dayız da :);0;Normal\nBiz gelemiyoruz. İnşallah başka bir güne Mehmet abinin bir işi varmış.;0;Normal\nBiz hiç boya falan da yapmadık seneye çıkacağız evden muhtemelen;0;Normal', []),
    ('trsms', '', "Bonus Flas'a ozel Yargici'da Miles&Smiles kredi kartiniza 250 TL'ye ekstra 250 mil! Son gun 29.02.Daha fazla kampanya ve firsat icin BonusFlas'i indirin garanti.com.tr/bonus_flas.;1;Spam\nBONUS PLATINUM'LA BU ISLEMDEN %10 INDIRIM KAZANDINIZ! INDIRIM TUTARI 4 SUBAT 2016 TARIHINDE KARTINIZA YUKLENECEKTIR. BILGI: BONUS.COM.TR;1;Spam", []),
    ('trsms', '', "Bu hafta sonu iPhone 5s 16gb 1899 TL,HP K8M25EA i7 Notebook 1699 TL.Bu mesaji almak istemiyorsaniz VATAN RET yaz 2835'e gonder ya da vatan.dataport.com.tr tikla;1;Spam\nBu hafta sonu MOI Sahne'de Cuma saat 21.00 Ince Saz Konseri, Cumartesi saat 20.30 Tiyatro Kare Leyla'nin Evi Pazar saat 18.00 Mahser-i Cumbus! biletix.com ;1;Spam", []),
    ('trsms', '', "Bugune ozel fiyatiyla Quatro M1453 Cep Telefonu sadece 589TL! Ucretsiz Kargo firsatiyla hemen alin: n11.com/quatro-mobile;1;Spam\nBugune ozel kacirilmayacak firsat! %55 indirimli DIESEL DZ1399 Erkek Kol Saati 299,90 TL. http://bit.ly/1CnIhmi;1;Spam\nBugune ozel kacirilmayacak firsat! 1099 TL'ye LG G2 32 GB akilli telefon, ustelik 100 TL bonus hediye http://bit.ly/1GpE5c8;1;Spam", []),
    ('trsms', '', "BUYUK INDIRIM!! YILIN ILK INDIRIMI GAZIMUHTAR PASA BLV. & FORUM AVM adidas'tan. %35'e VARAN INDIRIMLER SIZLERI BEKLIYOR. MUTLU YILLAR;1;Spam\nBuyuk ikramiye buyuk heyecan! Hemen MP BILETNO yaz 2222 ye gonder hem Milli Piyango biletini sorgula hem de akilli telefon T50 kazanma sansini yakala(1,6TL/srg);1;Spam", []),
    ('trsms', '', 'Cok üzgünün sertifikalarınız süresıi gecmiş sil baştan sürücü kursuna gidecekmisiz;0;Normal\nCok yakismissiniz bize bi tanede yanyana sarilirken bi resim gonder emi! Bi taraftan kardesim evleniyomus gibi uzuluyom bi taraftan kardesim bizim ilimize geliyo diye seviniyom! Hep senin yuzunden :) selamlar saygilar ailelere;0;Normal', []),
    ('trsms', '', 'Çok sağol Zeynepcim. .;0;Normal\nçok sukur;0;Normal\nçok teşekkür ederim hocam. Yarın elden teslim edilecek. Gerek kalmadı. Sağolun tekrar her şey için. Slm.;0;Normal\nçok teşekkür ederim.  Peki bu hesap ile yoklama sistemine girebilecekmiyim;0;Normal\nÇok teşekkür ederlm. Sevgller. ;0;Normal', []),
    ('trsms', '', "Davetiye mi;0;Normal\nDE FACTO ÇOCUK ÜRÜNLERİNDE 1 ALANA 1 BEDAVA BAŞLADIII...KEYİFLİ ALIŞVERİŞLER.;1;Spam\nDedim halini hatrini sorayim;0;Normal\nDegerli abonemiz 4.5G yazin, 7000'e ucretsiz SMS gonderin, veya http://vftr.co/servisler linkine tiklayin, Nisan 2016 tarihinden itibaren internete Vodafone 4.5G hizinda baglanmak icin simdi talebinizi iletin. Detayli bilgi icin: vodafone.com.tr;1;Spam", []),
    ('trsms', '', "Derbinin gollerini cepten izle! GS yaz 2222'ye gonder veya tikla: http://trcll.im/GSaray Galatasaray Premium uyeligi ile gol sevincine ortak ol! (2,45TL/hft);1;Spam\nDergi arama, tasima derdine son! 590TL degerindeki yuzlerce dergi aylik sadece 9,9 TL karsiliginda Dergilik ile cebinizde, tabletinizde. DERGI yazip 2222ye gonderin (9,90TL/ay) Turkcell in kampanya ve hizmetlerinden sizi haberdar etmemizi istemiyorsaniz I;1;Spam", []),
    ('trsms', '', "Doğru söylüyorsun;0;Normal\nDoğum da kolay olur böylece;0;Normal\nDoğum için ameliyata aldılar dua edin;0;Normal\nDoktora tez Öner'i savunması için gelmiştim mahsur kaldım maalesef :(;0;Normal\nDominos;0;Normal\nDönem başına motivasyon bulursun tekrar. şimdi güzelce dinlen;0;Normal", []),
    ('idsms', '', 'ham,Kalo pake daging yg dah direbus enak gak dijadiin sate?\nham,"Pas sma gak pernah, tp kuliah disini org tua aku udah 2x pulang kampung"\nspam,HOT PROMO! Dptkan EXTRA PULSA TSEL 50rb dg beli paket internet pertama kali di My Telkomsel App sjk 25 Agsts - 25 Sept. Cek detail paketnya di tsel.me/mytsel1', []),
    ('idsms', '', 'ham,Besok dwm jadi ya praktikum weka. Bawa laptop.\nham,Gais aku sudah brgkt. Mau matiin hp\nspam,Mau BONUS KEREN dari Indosat ooredoo? Ketik *345# dari HP kamu sekarang juga..!!\nham,Pagi bu saya dengan nama1 dari Bebek Komar ...sangat bisa bu untuk pesanan besok bu...menu yang di pesan apa ya bu...diantar ke mana ya...nuhun', []),
    ('idsms', '', 'ham,"Bentar lg ke gik, buru2 ga? Kalo buru2 nitip yg ngontrak ipc aj"\nham,Paket tadi sore mendadak habis.\nham,"yaudah, minta data dummy untuk diagnosa_pasien dong"\nspam,"Anda akan menerima setting ponsel, agar ponsel Anda dapat mengakses internet dan berkirim foto/MMS. Jika Anda setuju balas pesan ini (gratis) dengan ketik Y."', []),
    ('idsms', '', 'ham,"Jajaran kantin 79 kesana deket2 pengkolan pokoknya kang, ada tulisanya da"\nspam,Mau Liburan Gratis ke Lombok Sambil Belajar Foto? Klik http://goo.gl/FVcnW .Paket Internet HANYA Rp1500 dpt 7MB/1hr. hub *100*15# .Cek status paket di *889# <<\nham,Hub kita lg kalo udah dkt wktnya.', []),
    ('idsms', '', 'ham,"Atuhlah, aku telah meninggalkan yg nyaah, jgn gitulah gais, bisi teringat masa lalu 😢"\nspam,Gunakan GrabCar atau GrabTaxi & dapatkan diskon 35RIBU ke dan dari Stasiun/Bandara di Bandung. Masukkan kode promo GRABTRAVEL hingga pemakaian 30 September 2016. Hatur Nuhun.', []),
    ('idsms', '', 'ham,"Okayyy, nanti siang jam 1an hehe. Ga kemana-mana hari ini?"\nham,"soal ada multiple choice ada essay. Yg weka masuk ke essay, tapi ada juga file yang dikumpulkan."\nham,"saya keluar kota sd jumat, senin tgl 12 pagi aja (jam 9), gabung sama gameprog."\nham,Dimulai dari angka 0', []),
    ('idsms', '', 'ham,Itu namanya ap nur? Tokopedi bukalapak lumayan laa complete walopun kw sejenis\nspam,Dapatkan saldo bermain sebesar Rp 125rb hanya dengan bayar Rp 75rb. Berlaku hari Senin-Kamis. Tukarkan SMS ini segera di Timezone terdekat! Promo *606#\nspam,PESAN RESMI DR TRI CARE INDONESIA 2016 Selamat No.anda mendpatkn hadiah dgn No.PIN:47BL759 U/info silahkan kunjungi: www.gebyar3care-2016.jimdo.com', []),
    ('idsms', '', 'ham,"kalo aku sih pertabel  nama1, mnyesuaikan kebutuhan :)"\nspam,Udah top up coins di LINE utk beli sticker atau themes? Beli skrg jg pake pulsa utk tambah koleksi-mu! Cek caranya di http://tsel.me/jajanonline\nham,"Naik kelapa ledeng turun di ciateul, sebelum terminal bgt. Terus naik kalapa dayeuh kolot turun di depan kantor bgt."', []),
    ('idsms', '', 'ham,"Gais kata aku kita ngantor tgl 4 sekalian bawa form penilaian, daftar hadir, form bimbingan. Sekalulian foto."\nham,Gais kalau ada chat2 sebelumnya tolong dibaca dan dipahami biar ga ulg2 😂😂\nham,Dmana aja kang boleh hehe\nham,Dilantai 2 ya tepat diruang skripsi', []),
    ('vnlab', '', '"[TB] Bộ Công an cảnh báo: Xuất hiện tình trạng tội phạm lợi dụng các hình ảnh, video của người dân được công khai trên không gian mạng để chỉnh sửa, cắt, ghép tạo nội dung nhạy cảm nhằm đe doạ, tống tiền. Khuyến cáo người dân: Cảnh giác khi nhận được các tin nhắn, cuộc gọi có nội dung như trên; Không chuyển tiền khi bị đe dọa; Khi phát hiện dấu hiệu bị lừa đảo, cưỡng đoạt tài sản cần nhanh chóng trình báo Cơ quan Công an nơi gần nhất và phản ánh qua ứng dụng VNeID.",0,0,0,brandname', []),
    ('vnlab', '', '"[TB] GỌI RẺ HƠN - ƯU ĐÃI HƠN Chỉ 50.000đ/30 ngày có 500 phút gọi nội mạng. Gói cước gia hạn sau 30 ngày. Đăng ký, soạn DK50K gửi 109. CT áp dụng cho thuê bao nhận được tin nhắn. Chi tiết LH 198 (0đ).",0,0,0,brandname\n[TB] GỌI RẺ HƠN - ƯU ĐÃI HƠN Chỉ 50.000đ/30 ngày được miễn phí 10 phút/cuộc gọi nội mạng (tối đa 500 phút). Gói cước gia hạn sau 30 ngày. Đăng ký tại https://viettel.vn/MP50X hoặc soạn MP50X gửi 109. CT áp dụng cho thuê bao nhận được tin nhắn. Chi tiết LH 198 (0đ).,0,1,0,brandname', []),
    ('vnlab', '', 'Ma OTP de xac thuc so dien thoai cho tai khoan ViOlympic la 925639. Ma se het han sau 10 phut. Vui long khong chia se ma nay! ,0,0,0,shortcode\n"Viettel TB: Gói ST5KDS đã kết thúc. Để biết các CTKM dành riêng cho Quý khách, vui lòng bấm gọi *098# hoặc truy cập My Viettel tại https://viettel.vn/goidata . Chi tiết LH 198 (0đ). Trân trọng.",0,1,0,shortcode', []),
    ('vnlab', '', 'Mo Viettel Money la co qua. Nhan ngay qua tang tu 1.000D den 1 TRIEU cho lan dang nhap app dau tien trong thang. Mo app Viettel Money hoac truy cap ngay link https://km.vtmoney.vn/314y/uudai1 de nhan qua ngay thoi Ban oi.,0,1,0,brandname\nVoucher giam 5K khi nap dien thoai hoac mua data Viettel MIEN PHI dang cho Ban. Chi can 5K doi lay 10K. Con chan cho gi nua Ban oi. Mo app Viettel Money hoac truy cap tai https://km.vtmoney.vn/314y/uudai2 de su dung.,0,1,0,brandname', []),
    ('vnlab', '', '"Quy khach co 73.500 dong trong tai khoan. Bam goi *098*3# de co 3GB voi 15.000d/3 ngay hoac *098*989# (30.000d/3 ngay) co 15GB (5GB/ngay), mien phi 10 phut/cuoc noi mang, 15 phut ngoai mang, SMS noi mang va TV360. Goi cuoc gia han khi het chu ky. De biet thong tin cac uu dai khac, bam goi *098# hoac truy cap My Viettel tai https://myvt.page.link/goidata . Chi tiet LH 198 (0d). Tran trong.",0,1,0,shortcode', []),
    ('vnlab', '', '"[TB] Bộ Công an thông báo: Hiện nay, tội phạm giả danh cơ quan Công an, Viện kiểm sát, Tòa án... gọi điện thông báo có liên quan đến các vụ án đang điều tra, mua bán ma túy, rửa tiền..., gửi lệnh bắt giữ hay tài liệu liên quan khác qua mạng xã hội để đe dọa, yêu cầu chuyển tiền đến các tài khoản chỉ định hoặc tài khoản mới mở rồi cung cấp thông tin tài khoản để kiểm tra hoặc tải các đường link, phần mềm giả mạo cơ quan, nhằm đánh cắp thông tin tài khoản ngân hàng để chiếm đoạt. Việc các cơ quan chức năng điều tra, xác minh, xử lý tội phạm đều được tiến hành trực tiếp, không thông qua mạng xã hội gửi thông báo, tin nhắn yêu cầu. Đề nghị người dân cảnh giác, không thực hiện theo các yêu cầu của đối tượng và trình báo ngay với cơ quan công an nơi gần nhất để được giải quyết.",0,0,0,brandname', []),
    ('vnlab', '', '"Quy khach co 21.438 dong trong tai khoan. Bam goi *098*3# de co 3GB voi 15.000d/3ngay hoac *098*7# de co 7GB voi 30.000d/7 ngay. De biet cac CT khuyen mai danh rieng cho Quy khach, vui long bam goi *098# hoac truy cap My Viettel tai https://myvt.page.link/goidata. Chi tiet LH 198 (0d). Tran trong.",0,1,0,shortcode', []),
    ('vnlab', '', '[TB] Tặng 20.000đ khi nạp thẻ từ 10.000đ trong 2 ngày 12-13/12. LH 198 (0đ). Lưu ý:  (1) Tiền KM để gọi và nhắn tin nội mạng trong 15 ngày và được cộng sau khi nạp thẻ tối đa 60 phút.  (2) KM áp dụng với thẻ đầu tiên nạp cho TB nhận được tin nhắn.,0,0,0,brandname', []),
    ('vnlab', '', 'Dạ c Thuý. Em Trang ở VIB ạ. E gọi báo chị stk đến hạn mà k nghe dc. E để lãi nhập gốc cho chị nhé. Chúc c nhiều skhoe ạ,0,0,0,personal_number\n"[TB] DONG HANH VUOT QUA DAI DICH COVID-19. Trong thoi gian gian cach phong chong dich, Viettel ho tro cung cap the cao, SIM toi Khach hang trong khu vuc cach ly, mien phi van chuyen. Quy khach vui long lien he tong dai 198 (0d) de yeu cau dich vu. Kinh chuc Quy khach an toan, manh khoe. Viet Nam quyet thang dai dich!",0,0,0,brandname', []),
    ('vnlab', '', 'Hm nay thuy ru chi linh chi xuông nha .co dô dep do xuông lưa nha ,0,0,0,personal_number\n11A7 (AD 19/4)  T2 S1: Nghe+Nghe+H+H;C1: CC+SH+H+V+T T3 S2: QP+Si+AV;C1: AV+AV+CN+L+L T4 ;C1: AV+GDCD+CN+S+Si T5 S1: TD+TD+Nghe;C1: Tin+Tin+H+Si+T T6 S1: T+L+L+V;C1: T+T+V+V+D,0,0,0,brandname', []),
    ('vnlab', '', '"[QC] NẠP THẺ LIỀN TAY, NHẬN NGAY QUÀ KHỦNG 1.Thẻ mệnh giá dưới 50.000đ, tặng 6GB/3 ngày: 3GB trên các hạ tầng (ST15K)+3GB trên 4G 2.Thẻ mệnh giá từ 50.000đ trở lên, tặng 14GB/7 ngày: 7GB trên các hạ tầng (ST30K)+7GB trên 4G CT áp dụng với THẺ NẠP ĐẦU TIÊN trong ngày 08/01 cho TB của Quý khách. LH 198 (0đ). Từ chối QC, soạn TC1 gửi 199",0,0,0,brandname', []),
    ('vnlab', '', '"(TB) Để phòng ngừa cháy, nổ trong dịp Tết Nguyên Đán, Công an tỉnh khuyến cáo: Không sắp xếp hàng hóa, vật dụng gần nguồn lửa, nguồn nhiệt và lấn chiếm lối đi; Trông coi khi đun nấu, thắp hương, đốt vàng mã, cỏ rác; Tắt thiết bị điện, khóa van gas khi không sử dụng; Mở lối thoát hiểm thứ hai, chuẩn bị phương án thoát nạn và các phương tiện chữa cháy; Tham gia “Tổ liên gia an toàn PCCC”; Khi có sự cố cháy, nổ gọi ngay 114 hoặc sử dụng App “Báo cháy 114”.",0,0,0,brandname', []),
    ('vnlab', '', '"goId: Ma xac thuc cua ban la: 136149, MKC2 cua ban la: A6DE08D4. MKC2 chi co tac dung sau khi xac thuc.",0,0,0,shortcode\n"Bộ Công an thông báo: Hiện nay, tội phạm giả mạo là người nước ngoài (sỹ quan, binh lính đang tham gia chiến tranh, làm nhiệm vụ quốc tế tại các khu vực chiến sự... không có người thân) thông qua mạng xã hội làm quen, sau đó lấy lý do gửi quà, đồ vật giá trị, thậm chí là ngoại tệ, vàng có giá trị rất lớn nhờ nhận, quản lý, lưu giữ; sau đó giả danh là nhân viên sân bay, hải quan, thuế... yêu cầu nộp tiền cước vận chuyển, thuế, phi, tiền phạt, chi phí tiêu cực... để chiếm đoạt. Đề nghị người dân cảnh giác, không chuyển tiền vào các tài khoản do đối tượng yêu cầu và trình báo ngay với cơ quan công an nơi gần nhất để được giải quyết.",0,0,0,brandname', []),
    ('vnlab', '', '[TB] DATA CHO MỖI CHUYẾN ĐI! 1. Soạn ST7K gửi 191: 7K có 1GB 2. Soạn 5G10 gửi 191: 10K có 6GB Ưu đãi sử dụng đến 24h ngày đăng ký. Các gói cước gia hạn theo ngày. Chi tiết LH 198 (0đ).,0,0,0,brandname\n"Viettel TB: Gói ST7K đã kết thúc. Để biết các ưu đãi khác, truy cập https://viettel.vn/goidata hoặc bấm gọi *098#. Chi tiết LH 198 (0đ). Trân trọng.",0,1,0,shortcode', []),
]


# ---------------------------------------------------------------- look-alike check
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
QUAD_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
V6_RE = re.compile(r"(?<![\w:.])[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![\w:])")
CARD_RE = re.compile(r"\d(?:[ -]?\d){11,18}")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){2,8}")
INTL_RE = re.compile(r"(?:\+|\b00)\d[\d \-.()\u00a0\u202f]{5,}\d")
RUN_RE = re.compile(r"\d[\d \-./()\u00a0\u202f]*\d")
LOOKALIKE_LABELS = re.compile(
    r"(Order|IMEI|ISBN|Population|Tracking|Ticket|Invoice|Ref|Part no|SKU|VAT|Tax ID|Receipt|Build|Version|OID|"
    r"commit|sha256|RX packets|TX packets|Attendance|verification code|Date|Datum|sort code|coordinates|Postcodes|Tracking number|IBAN)\W[^\n]{0,60}$")


def lookalike_problem(text, spans):
    """Return a reason when the text outside the gold spans holds something that looks like PII."""
    chars = list(text)
    for s in spans:
        for k in range(s["start"], s["end"]):
            chars[k] = "#"
    rest = "".join(chars)
    if EMAIL_RE.search(rest):
        return "email"
    for m in QUAD_RE.finditer(rest):
        if all(int(g) <= 255 for g in m.groups()):
            return "ipv4"
    for m in V6_RE.finditer(rest):
        try:
            ipaddress.IPv6Address(m.group(0))
            return "ipv6"
        except ValueError:
            pass
    for m in CARD_RE.finditer(rest):
        d = re.sub(r"\D", "", m.group(0))
        for i in range(len(d)):
            for n in range(12, 20):
                if i + n <= len(d) and d[i] in "23456" and luhn_ok(d[i:i + n]):
                    return "luhn"
    for m in IBAN_RE.finditer(rest):
        if stdiban.is_valid(m.group(0)):
            return "iban"
    for m in INTL_RE.finditer(rest):
        s = m.group(0)
        try:
            num = phonenumbers.parse("+" + s[2:] if s.startswith("00") else s, None)
            if phonenumbers.is_valid_number(num):
                return "intl phone"
        except phonenumbers.NumberParseException:
            pass
    for m in RUN_RE.finditer(rest):
        if len(re.sub(r"\D", "", m.group(0))) >= 7 and not LOOKALIKE_LABELS.search(rest[:m.start()]):
            return "digit run"
    return None


# ---------------------------------------------------------------- records
CURRENCY = {"GB": "GBP", "US": "USD", "JP": "JPY", "IN": "INR", "BR": "BRL", "NG": "NGN", "KE": "KES", "ZA": "ZAR",
            "TR": "TRY", "RU": "RUB", "PL": "PLN", "CH": "CHF", "MX": "MXN", "ID": "IDR", "VN": "VND", "TH": "THB"}


class Ctx:
    """Per-record drawing context: the locale's Faker, its region and labels."""

    def __init__(self, rng, locale, fake, fake_en):
        self.rng, self.locale, self.fake, self.fake_en = rng, locale, fake, fake_en
        self.region = LOCALE_REGION[locale]
        self.labels = LABELS.get(locale.split("_")[0], LABELS["en"])
        self.currency = CURRENCY.get(self.region, "EUR")
        self.name = self.safe("name")
        self.name2 = self.safe("name")
        self.company = self.safe("company")
        self.city = self.safe("city")
        self.street = self.safe("street_address")
        self.mac = ":".join("%02x" % rng.randint(0, 255) for _ in range(6))
        self.host = (ascii_slug(fake_en.word()) or "host") + "-pc"

    def safe(self, attr):
        # Faker 40's it_IT city and company providers pick from sets, whose order follows PYTHONHASHSEED.
        if self.locale == "it_IT" and attr in ("city", "company"):
            return getattr(self.fake_en, attr)()
        try:
            return getattr(self.fake, attr)()
        except AttributeError:
            return getattr(self.fake_en, attr)()


def build(parts):
    text, spans = "", []
    flat = []
    for p in parts:
        flat.extend(p if isinstance(p, list) else [p])
    for p in flat:
        if isinstance(p, tuple):
            spans.append({"entity": p[0], "start": len(text), "end": len(text) + len(p[1])})
            text += p[1]
        else:
            text += p
    return text, spans


def add_validity(text, spans, region):
    for s in spans:
        if s["entity"] == "PHONE_NUMBER":
            try:
                _, valid = phone_checks(text[s["start"]:s["end"]], region)
            except phonenumbers.NumberParseException:
                valid = False
            s["valid"] = bool(valid)
    return spans


def standalone_spans(text, labels):
    spans = []
    for entity, s in labels:
        assert s in text, (entity, s)
        found = 0
        for m in re.finditer(re.escape(s), text):
            before = text[m.start() - 1] if m.start() else " "
            after = text[m.end()] if m.end() < len(text) else " "
            if before.isalnum() or after.isalnum() or (entity == "PHONE_NUMBER" and (before == "+" or after.isdigit())):
                continue
            spans.append({"entity": entity, "start": m.start(), "end": m.end()})
            found += 1
        assert found, (entity, s)
    spans.sort(key=lambda x: (x["start"], x["end"]))
    for a, b in zip(spans, spans[1:]):
        assert a["end"] <= b["start"], (a, b, text)
    return spans


REAL_REGION = {"en_SG": "SG", "ms_MY": "MY", "en_GB": "GB", "tr_TR": "TR", "id_ID": "ID", "vi_VN": "VN", "en_US": "US"}


def generate():
    from faker import Faker

    rng = random.Random(SEED)
    locales = sorted(LOCALE_REGION)
    fakes = {}
    for loc in locales + ["en_US"]:
        f = Faker(loc)
        f.seed_instance(rng.randint(0, 2 ** 31))
        fakes.setdefault(loc, f)
    fake_en = Faker("en_US")
    fake_en.seed_instance(rng.randint(0, 2 ** 31))
    records = []
    pii_genres, free_genres = sorted(PII_GENRES), sorted(FREE_GENRES)
    for i in range(N_PII + N_FREE):
        loc = locales[i % len(locales)]
        pii = i < N_PII
        genre = (pii_genres if pii else free_genres)[i % len(pii_genres if pii else free_genres)]
        for attempt in range(60):
            ctx = Ctx(rng, loc, fakes[loc], fake_en)
            if pii:
                text, spans = build(PII_GENRES[genre](ctx))
            else:
                text, spans = FREE_GENRES[genre](ctx), []
            if not lookalike_problem(text, spans):
                break
        else:
            raise RuntimeError("could not draw a clean text for %s/%s: %s\n%s" % (genre, loc, lookalike_problem(text, spans), text))
        spans = add_validity(text, spans, ctx.region)
        records.append({"locale": loc if pii else "", "spans": spans, "template": ("b20-" if pii else "b20f-") + genre, "text": text})
    for key, loc, text, labels in REAL_SNIPPETS:
        spans = standalone_spans(text, labels)
        if loc:
            spans = add_validity(text, spans, REAL_REGION[loc])
        records.append({"locale": loc, "spans": spans, "template": "b20r-" + key, "text": text})
    rng.shuffle(records)
    for n, r in enumerate(records):
        r["id"] = "blind20-%05d" % n
    return records


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output file")
    args = ap.parse_args(argv)
    import faker

    if faker.VERSION != FAKER_VERSION:
        sys.exit("make_pii_blind20: needs Faker %s, found %s" % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("make_pii_blind20: %s exists; pass --force to overwrite" % args.out)
    records = generate()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %d records to %s" % (len(records), args.out))


if __name__ == "__main__":
    main()
