"""Build the blind PII evaluation set ``pii_blind25``.

Written apart from any detector: the labels come from how each string was
generated (synthetic part) or from reading the window (real part).

Usage: python scripts/make_pii_blind25.py [--out PATH] [--force]
Output is byte-identical for a given Faker version (40.0.0 is required).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
from pathlib import Path

SEED = 250025
FAKER_VERSION = "40.0.0"
DEFAULT_OUT = Path("benchmarks/data/pii_blind25/blind25.jsonl")
N_PII = 700
N_FREE = 350

# Faker locale -> phonenumbers region.
LOCALES = {
    "ar_AE": "AE", "ar_EG": "EG", "ar_JO": "JO", "ar_SA": "SA", "az_AZ": "AZ",
    "bg_BG": "BG", "bn_BD": "BD", "bs_BA": "BA", "cs_CZ": "CZ", "da_DK": "DK",
    "de_AT": "AT", "de_CH": "CH", "de_DE": "DE", "el_GR": "GR", "el_CY": "CY",
    "en_AU": "AU", "en_CA": "CA", "en_GB": "GB", "en_IE": "IE", "en_IN": "IN",
    "en_KE": "KE", "en_NG": "NG", "en_NZ": "NZ", "en_PK": "PK", "en_US": "US",
    "es_AR": "AR", "es_CL": "CL", "es_CO": "CO", "es_ES": "ES", "es_MX": "MX",
    "et_EE": "EE", "fa_IR": "IR", "fi_FI": "FI", "fil_PH": "PH", "fr_BE": "BE",
    "fr_CA": "CA", "fr_CH": "CH", "fr_DZ": "DZ", "fr_FR": "FR", "he_IL": "IL",
    "hi_IN": "IN", "hr_HR": "HR", "hu_HU": "HU", "hy_AM": "AM", "id_ID": "ID",
    "is_IS": "IS", "it_IT": "IT", "ja_JP": "JP", "ka_GE": "GE", "ko_KR": "KR",
    "lt_LT": "LT", "lv_LV": "LV", "mt_MT": "MT", "ne_NP": "NP", "nl_BE": "BE",
    "nl_NL": "NL", "no_NO": "NO", "pl_PL": "PL", "pt_BR": "BR", "pt_PT": "PT",
    "ro_RO": "RO", "ru_RU": "RU", "sk_SK": "SK", "sl_SI": "SI", "sq_AL": "AL",
    "sv_SE": "SE", "ta_IN": "IN", "th_TH": "TH", "tr_TR": "TR", "tw_GH": "GH",
    "uk_UA": "UA", "uz_UZ": "UZ", "vi_VN": "VN", "zh_CN": "CN", "zh_TW": "TW",
    "zu_ZA": "ZA", "en_PH": "PH", "ha_NG": "NG", "sw": "TZ", "lb_LU": "LU",
}

# International dialling prefixes people write instead of "+".
IDD = {
    "US": "011", "CA": "011", "AU": "0011", "JP": "010", "RU": "8 10", "UZ": "8 10",
    "KR": "001", "TH": "001", "TW": "002", "IL": "00", "CO": "009", "KE": "000",
    "ID": "001", "CL": "00", "BR": "0021", "NG": "009", "MX": "00", "AR": "00",
}

LABELS = {
    "de": ("Tel.", "Telefon", "Fax", "Mobil", "Durchwahl"),
    "fr": ("Tél.", "Téléphone", "Fax", "Portable", "poste"),
    "es": ("Tel.", "Teléfono", "Fax", "Móvil", "anexo"),
    "pt": ("Tel.", "Telefone", "Fax", "Celular", "ramal"),
    "it": ("Tel.", "Telefono", "Fax", "Cellulare", "interno"),
    "nl": ("Tel.", "Telefoon", "Fax", "Mobiel", "toestel"),
    "pl": ("tel.", "Telefon", "Faks", "kom.", "wew."),
    "ru": ("Тел.", "Телефон", "Факс", "Моб.", "доб."),
    "ja": ("TEL", "電話", "FAX", "携帯", "内線"),
    "zh": ("电话", "电话", "传真", "手机", "分机"),
    "ko": ("전화", "전화", "팩스", "휴대폰", "내선"),
    "tr": ("Tel", "Telefon", "Faks", "Cep", "dahili"),
    "hu": ("Tel.", "Telefon", "Fax", "Mobil", "mellék"),
    "cs": ("Tel.", "Telefon", "Fax", "Mobil", "klapka"),
    "th": ("โทร", "โทรศัพท์", "แฟกซ์", "มือถือ", "ต่อ"),
    "vi": ("ĐT", "Điện thoại", "Fax", "Di động", "máy lẻ"),
    "fa": ("تلفن", "تلفن", "فکس", "همراه", "داخلی"),
    "en": ("Tel", "Phone", "Fax", "Mobile", "ext."),
}

PN = None  # phonenumbers module, imported in main()


def lang_of(locale):
    lang = locale.split("_")[0]
    return lang if lang in LABELS else "en"


# ---------------------------------------------------------------- phones
def _region_number(rng, region, want_valid):
    """Return a PhoneNumber of ``region`` that is possible and (in)valid as asked."""
    types = [PN.PhoneNumberType.FIXED_LINE, PN.PhoneNumberType.MOBILE,
             PN.PhoneNumberType.TOLL_FREE, PN.PhoneNumberType.VOIP,
             PN.PhoneNumberType.SHARED_COST]
    rng.shuffle(types)
    for t in types:
        ex = PN.example_number_for_type(region, t)
        if ex is None:
            continue
        nsn = PN.national_significant_number(ex)
        keep = max(2, len(nsn) // 3)
        for _ in range(60):
            digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
            num = PN.parse("+%d%s" % (ex.country_code, digits))
            if not PN.is_possible_number(num):
                continue
            if PN.is_valid_number(num) == want_valid:
                return num
    if want_valid:
        return None
    # made-up but possible: change the leading digits until invalid
    ex = PN.example_number(region)
    nsn = PN.national_significant_number(ex)
    for _ in range(400):
        digits = "".join(rng.choice("0123456789") for _ in nsn)
        num = PN.parse("+%d%s" % (ex.country_code, digits))
        if PN.is_possible_number(num) and not PN.is_valid_number(num):
            return num
    return None


def _styles(rng, num, region):
    nat = PN.format_number(num, PN.PhoneNumberFormat.NATIONAL)
    intl = PN.format_number(num, PN.PhoneNumberFormat.INTERNATIONAL)
    e164 = PN.format_number(num, PN.PhoneNumberFormat.E164)
    cc = str(num.country_code)
    rest = intl[len(cc) + 2:]
    nsn = PN.national_significant_number(num)
    out = [nat, nat, intl, intl, e164, "00" + cc + " " + rest, "(+" + cc + ") " + rest,
           intl.replace(" ", "-"), intl.replace(" ", "."), nat.replace(" ", "."),
           nat.replace(" ", "-"), intl.replace(" ", "\u00a0"), intl.replace(" ", "\u202f")]
    if region in IDD:
        out.append(IDD[region] + " " + cc + " " + rest)
    meta = PN.PhoneMetadata.metadata_for_region(region)
    if meta is not None and meta.national_prefix == "0" and nat.startswith("0"):
        out.append("+" + cc + " (0)" + rest)
        groups = re.split(r"[\s\-]+", nat)
        if len(groups) >= 2:
            out.append("(" + groups[0] + ") " + " ".join(groups[1:]))
            out.append(groups[0] + "/" + "".join(groups[1:]))
        out.append("0" + nsn)
    if len(nsn) >= 9:
        out.append("+" + cc + " " + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:])
    return out


def phone_valid(span, region):
    s = re.sub(r"\s+", " ", span)
    s = re.split(r"\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+$", s)[0]
    try:
        return PN.is_valid_number(PN.parse(s, region))
    except PN.NumberParseException:
        return False


def make_phone(rng, region):
    """A formatted phone string of ``region`` that parses back to that region."""
    want_valid = rng.random() >= 0.1
    for _ in range(20):
        num = _region_number(rng, region, want_valid)
        if num is None:
            want_valid = True
            continue
        styles = _styles(rng, num, region)
        for _ in range(10):
            s = rng.choice(styles)
            try:
                back = PN.parse(re.sub(r"\s+", " ", s), region)
            except PN.NumberParseException:
                continue
            if back.country_code == num.country_code and PN.is_possible_number(back):
                return s
    raise RuntimeError("no phone for " + region)


# ---------------------------------------------------------------- cards, IBANs, IPs, e-mails
def luhn_ok(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def luhn_complete(rng, prefix, length):
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CARD_BRANDS = [
    ("4", (13, 16, 19)), ("51", (16,)), ("53", (16,)), ("55", (16,)), ("2221", (16,)),
    ("2720", (16,)), ("2500", (16,)), ("34", (15,)), ("37", (15,)), ("36", (14,)),
    ("300", (14,)), ("6011", (16, 19)), ("65", (16, 19)), ("3528", (16, 19)),
    ("3589", (16,)), ("62", (16, 17, 18, 19)), ("6759", (12, 13, 16, 19)), ("5018", (12, 16, 19)),
]


def make_card(rng):
    prefix, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    d = luhn_complete(rng, prefix, n)
    groupings = {13: [(4, 4, 5)], 14: [(4, 6, 4)], 15: [(4, 6, 5)], 16: [(4, 4, 4, 4), (8, 8), (4, 8, 4)],
                 17: [(4, 4, 4, 5)], 18: [(4, 4, 4, 6)], 19: [(4, 4, 4, 4, 3), (6, 13)], 12: [(4, 4, 4)]}
    style = rng.random()
    if style < 0.3:
        return d
    g = rng.choice(groupings[n])
    parts, i = [], 0
    for k in g:
        parts.append(d[i:i + k])
        i += k
    return (" " if style < 0.8 else "-").join(parts)


def iban_countries():
    import stdnum
    path = Path(stdnum.__file__).parent / "iban.dat"
    out = {}
    for line in path.read_text().splitlines():
        m = re.match(r'^([A-Z]{2}) .*bban="([^"]+)"', line)
        if m:
            out[m.group(1)] = m.group(2)
    return dict(sorted(out.items()))


def make_iban(rng, cc, struct):
    from stdnum import iban
    alph = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "c": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
    parts = re.findall(r"(\d+)!?([nac])", struct)
    for _ in range(5000):
        bban = "".join("".join(rng.choice(alph[t]) for _ in range(int(k))) for k, t in parts)
        check = iban.calc_check_digits(cc + "00" + bban)
        code = cc + check + bban
        if iban.is_valid(code):
            if rng.random() < 0.5:
                return " ".join(code[i:i + 4] for i in range(0, len(code), 4))
            return code
    return None


def make_ipv4(rng):
    k = rng.random()
    if k < 0.15:
        return rng.choice(["127.0.0.1", "10.0.0.1", "192.168.1.1", "0.0.0.0", "255.255.255.0",
                           "255.255.255.255", "192.0.2.%d" % rng.randint(1, 254)])
    if k < 0.35:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k < 0.5:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if k < 0.6:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "%d.%d.%d.%d" % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def make_ipv6(rng):
    import ipaddress
    k = rng.random()
    if k < 0.1:
        return rng.choice(["::1", "::", "fe80::1", "2001:db8::1"])
    groups = [rng.randint(0, 0xFFFF) for _ in range(8)]
    if k < 0.3:
        groups[:2] = [0xFE80, 0]
        groups[2:4] = [0, 0]
    elif k < 0.55:
        groups[:2] = [0x2001, 0x0DB8]
        groups[4:7] = [0, 0, 0]
    elif k < 0.65:
        return "::ffff:" + make_ipv4(rng)
    addr = ipaddress.IPv6Address(bytes(b for g in groups for b in g.to_bytes(2, "big")))
    s = str(addr)
    if rng.random() < 0.2:
        s = addr.exploded
    if rng.random() < 0.2:
        s = s.upper()
    return s


def make_email(rng, fk):
    user = re.sub(r"[^a-z0-9]", "", fk["en_US"].user_name().lower()) or "info"
    first = re.sub(r"[^a-z]", "", fk["en_US"].first_name().lower()) or "ana"
    dom = rng.choice(["mail.com", "praxis-%s.de" % first, "example.org", "studio%s.it" % first,
                      "clinic.co.uk", "mx.uni-%s.edu" % first, "%s.photography" % first,
                      "kanzlei-%s.at" % user[:6], "%s-dental.com.au" % first, "correo.%s.com.ar" % user[:5],
                      "%s.consulting" % user[:7], "bakery.%s.nz" % first])
    shape = rng.choice(["u", "f.l", "u+tag", "f_l", "fd", "u.d"])
    last = re.sub(r"[^a-z]", "", fk["en_US"].last_name().lower()) or "kim"
    local = {"u": user, "f.l": first + "." + last, "u+tag": user + "+" + rng.choice(["news", "termin", "b2b"]),
             "f_l": first + "_" + last, "fd": first + str(rng.randint(1, 99)), "u.d": first[0] + "." + last}[shape]
    return local + "@" + dom


# ---------------------------------------------------------------- text assembly
class Builder:
    """Collect text pieces; ``pii`` pieces become spans."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.len = 0

    def t(self, s):
        self.parts.append(s)
        self.len += len(s)
        return self

    def p(self, entity, s, **extra):
        sp = {"entity": entity, "start": self.len, "end": self.len + len(s)}
        sp.update(extra)
        self.spans.append(sp)
        return self.t(s)

    def text(self):
        return "".join(self.parts)


class Ctx:
    def __init__(self, rng, fk, locale, ibans):
        self.rng, self.fk, self.locale = rng, fk, locale
        self.region = LOCALES[locale]
        self.f = fk[locale]
        self.lab = LABELS[lang_of(locale)]
        self.ibans = ibans

    def phone(self, b, s=None):
        s = s or make_phone(self.rng, self.region)
        b.p("PHONE_NUMBER", s, valid=phone_valid(s, self.region))
        return s

    def iban(self):
        cc = self.region if (self.region in self.ibans and self.rng.random() < 0.5) else self.rng.choice(sorted(self.ibans))
        return make_iban(self.rng, cc, self.ibans[cc]) or make_iban(self.rng, "DE", self.ibans["DE"])

    def name(self):
        return self.f.name()

    def company(self):
        try:
            return self.f.company()
        except AttributeError:
            return self.fk["en_US"].company()

    def city(self):
        try:
            return self.f.city()
        except AttributeError:
            return "Springfield"

    def email(self):
        return make_email(self.rng, self.fk)


def g_signature(c, b):
    b.t(c.name() + "\n" + c.company() + "\n" + c.lab[0] + ": ")
    c.phone(b)
    b.t("\n" + c.lab[2] + ": ")
    c.phone(b)
    b.t("\n")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("\n")


def g_shop_footer(c, b):
    b.t("© " + c.company() + " · " + c.city() + " · ")
    c.phone(b)
    b.t(" · ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t(" · IBAN ")
    b.p("IBAN_CODE", c.iban())


def g_classified(c, b):
    b.t(c.rng.choice(["Selling my bike, barely used. ", "Piano lessons for kids. ", "Room to rent near the station. ",
                      "Old oak table, must go. "]))
    b.t(c.rng.choice(["Call ", "Text ", "WhatsApp ", "Ring "]))
    c.phone(b)
    b.t(c.rng.choice([" after 6pm.", " (no calls on Sunday)", " or ", "; evenings "]))
    if b.parts[-1] in (" or ", "; evenings "):
        c.phone(b)
        b.t(".")


def g_forum(c, b):
    b.t("Re: " + c.rng.choice(["dentist recommendation?", "good plumber around?", "vet open on weekends"]) + "\n")
    b.t("We went to " + c.company() + " last month, very happy. Their number is ")
    c.phone(b)
    b.t(" and they answer quickly. You can also mail ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t(" if you prefer.")


def g_chat(c, b):
    b.t("[%02d:%02d] %s: can you call me on " % (c.rng.randint(0, 23), c.rng.randint(0, 59), c.f.first_name()))
    c.phone(b)
    b.t(" ?\n[%02d:%02d] %s: ok, or try " % (c.rng.randint(0, 23), c.rng.randint(0, 59), c.f.first_name()))
    c.phone(b)
    b.t("\n")


def g_csv(c, b):
    b.t("name;phone;email\n")
    for _ in range(c.rng.randint(2, 4)):
        b.t(c.name() + ";")
        c.phone(b)
        b.t(";")
        b.p("EMAIL_ADDRESS", c.email())
        b.t("\n")


def g_tsv(c, b):
    b.t("id\tcontact\tip\n")
    for i in range(c.rng.randint(2, 3)):
        b.t("%d\t" % (i + 1))
        c.phone(b)
        b.t("\t")
        b.p("IP_ADDRESS", make_ipv4(c.rng))
        b.t("\n")


def g_json(c, b):
    b.t('{"name": "%s", "phone": "' % c.name())
    c.phone(b)
    b.t('", "email": "')
    b.p("EMAIL_ADDRESS", c.email())
    b.t('", "iban": "')
    b.p("IBAN_CODE", c.iban())
    b.t('"}')


def g_yaml(c, b):
    b.t("contact:\n  name: " + c.name() + "\n  phone: \"")
    c.phone(b)
    b.t("\"\n  fax: \"")
    c.phone(b)
    b.t("\"\n  mail: ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("\n")


def g_sshd(c, b):
    for _ in range(c.rng.randint(2, 3)):
        b.t("sshd[%d]: Failed password for invalid user admin from " % c.rng.randint(1000, 40000))
        b.p("IP_ADDRESS", make_ipv4(c.rng) if c.rng.random() < 0.7 else make_ipv6(c.rng))
        b.t(" port %d ssh2\n" % c.rng.randint(1024, 65000))


def g_nginx(c, b):
    ip = make_ipv4(c.rng) if c.rng.random() < 0.6 else make_ipv6(c.rng)
    b.p("IP_ADDRESS", ip)
    b.t(' - - [12/Mar/2024:10:%02d:%02d +0100] "GET /termine HTTP/1.1" 200 %d "-" "Mozilla/5.0"\n'
        % (c.rng.randint(0, 59), c.rng.randint(0, 59), c.rng.randint(200, 9000)))


def g_firewall(c, b):
    b.t("DROP IN=eth0 SRC=")
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t(" DST=")
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t(" PROTO=TCP SPT=%d DPT=22\n" % c.rng.randint(1024, 65000))


def g_dhcp(c, b):
    b.t("dhcpd: DHCPACK on ")
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t(" to 3c:22:fb:%02x:%02x:%02x via eth1\n" % (c.rng.randint(0, 255), c.rng.randint(0, 255), c.rng.randint(0, 255)))


def g_config(c, b):
    b.t("listen = ")
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t(":%d\nupstream = [" % c.rng.choice([80, 443, 8080, 5060]))
    b.p("IP_ADDRESS", make_ipv6(c.rng))
    b.t("]:%d\nallow = " % c.rng.choice([443, 8443]))
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t("/%d\nnetmask = " % c.rng.choice([8, 16, 24]))
    b.p("IP_ADDRESS", "255.255.%d.0" % c.rng.choice([0, 128, 192, 240, 255]))
    b.t("\nadmin_email = ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("\n")


def g_html(c, b):
    b.t('<p>%s<br>\n<a href="tel:' % c.company())
    s = make_phone(c.rng, c.region)
    c.phone(b, s)
    b.t('">')
    c.phone(b, s)
    b.t('</a><br>\n<a href="mailto:')
    e = c.email()
    b.p("EMAIL_ADDRESS", e)
    b.t('">')
    b.p("EMAIL_ADDRESS", e)
    b.t("</a></p>")


def g_invoice(c, b):
    b.t("INVOICE %s-%d\n%s\nPayable within 14 days to IBAN " % (c.rng.choice(["RE", "FA", "INV"]), c.rng.randint(100, 999), c.company()))
    b.p("IBAN_CODE", c.iban())
    b.t("\nQuestions: ")
    c.phone(b)
    b.t("\n")


def g_bank(c, b):
    b.t("Bankverbindung / bank details\nKontoinhaber: " + c.name() + "\nIBAN: ")
    b.p("IBAN_CODE", c.iban())
    b.t("\nBIC: %s%s\n" % ("".join(c.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)), "XX"))


def g_card_chat(c, b):
    b.t("Customer: my card is ")
    b.p("CREDIT_CARD", make_card(c.rng))
    b.t(" exp %02d/%02d, can you charge the deposit?\nAgent: please don't send card numbers here." % (c.rng.randint(1, 12), c.rng.randint(25, 31)))


def g_card_form(c, b):
    b.t("Card number: ")
    b.p("CREDIT_CARD", make_card(c.rng))
    b.t("\nName on card: " + c.name() + "\nBilling phone: ")
    c.phone(b)
    b.t("\n")


def g_prose(c, b):
    b.t("If the practice is closed, leave a message on ")
    c.phone(b)
    b.t(c.rng.choice([" and we will call back the same day.", " — we check it twice a day.",
                      "; urgent cases are seen first."]))


def g_label_native(c, b):
    b.t(c.lab[1] + ": ")
    c.phone(b)
    b.t("\n" + c.lab[3] + ": ")
    c.phone(b)
    b.t("\n")


def g_nolabel(c, b):
    b.t(c.company() + "\n" + c.city() + "\n")
    c.phone(b)
    b.t("\n")


def g_unusual_label(c, b):
    b.t(c.rng.choice(["Ring us ☎ ", "Hotline »", "Reach the front desk at ", "Night line: ", "📞 "]))
    c.phone(b)
    b.t("\n")


def g_tollfree(c, b):
    b.t(c.rng.choice(["Free call: ", "Toll-free ", "Service line "]))
    c.phone(b)
    b.t("\nMobile: ")
    c.phone(b)


def g_fax(c, b):
    b.t(c.lab[2] + " ")
    c.phone(b)
    b.t(" (" + c.lab[2].lower() + ")\n")


def g_extension(c, b):
    s = make_phone(c.rng, c.region)
    if c.rng.random() < 0.5:
        s = s + c.rng.choice([" x", " ext. ", " Ext. ", " ext ", " extension "]) + str(c.rng.randint(10, 999))
        b.t(c.lab[0] + " ")
        c.phone(b, s)
        b.t("\n")
    else:
        b.t(c.lab[0] + " ")
        c.phone(b, s)
        b.t(", " + c.lab[4] + " %d\n" % c.rng.randint(10, 999))


def g_wrapped(c, b):
    s = make_phone(c.rng, c.region)
    idx = [m.start() for m in re.finditer(r" ", s)]
    if idx:
        k = c.rng.choice(idx)
        s = s[:k] + "\n" + s[k + 1:]
    b.t("For appointments please call us on\n" if "\n" in s else "Appointments: ")
    c.phone(b, s)
    b.t("\nthank you.")


def g_brackets(c, b):
    b.t(c.company() + " (")
    c.phone(b)
    b.t(") is open on Saturdays [")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("]")


def g_list(c, b):
    b.t(c.lab[0] + ": ")
    c.phone(b)
    b.t(c.rng.choice([" / ", "; ", " or "]))
    c.phone(b)
    if c.rng.random() < 0.5:
        b.t(c.rng.choice([" / ", "; ", " or "]))
        c.phone(b)
    b.t("\n")


def g_vcard(c, b):
    b.t("BEGIN:VCARD\nVERSION:3.0\nFN:" + c.name() + "\nTEL;TYPE=work:")
    c.phone(b)
    b.t("\nTEL;TYPE=cell:")
    c.phone(b)
    b.t("\nEMAIL:")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("\nEND:VCARD")


def g_appointment(c, b):
    b.t("Dear %s, your appointment is confirmed. To reschedule call " % c.f.first_name())
    c.phone(b)
    b.t(" or reply to ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t(".")


def g_imprint(c, b):
    b.t("Impressum\n" + c.company() + "\n" + c.city() + "\n" + c.lab[0] + " ")
    c.phone(b)
    b.t("\nE-Mail: ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t("\nIBAN ")
    b.p("IBAN_CODE", c.iban())
    b.t("\n")


def g_server_log(c, b):
    b.t("client connected from [")
    b.p("IP_ADDRESS", make_ipv6(c.rng))
    b.t("]:%d, forwarded-for " % c.rng.randint(1024, 65000))
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t("\n")


def g_zone(c, b):
    b.t("ping6 ")
    b.p("IP_ADDRESS", "fe80::%x:%x" % (c.rng.randint(1, 0xFFFF), c.rng.randint(1, 0xFFFF)))
    b.t("%eth0\nroute add default gw ")
    b.p("IP_ADDRESS", make_ipv4(c.rng))
    b.t("\n")


def g_mixed_payment(c, b):
    b.t("Pay by card (")
    b.p("CREDIT_CARD", make_card(c.rng))
    b.t(") or transfer to ")
    b.p("IBAN_CODE", c.iban())
    b.t(". Receipts go to ")
    b.p("EMAIL_ADDRESS", c.email())
    b.t(".")


PII_GENRES = {name[2:]: fn for name, fn in sorted(globals().items()) if name.startswith("g_") and callable(fn)}


# ---------------------------------------------------------------- PII-free look-alikes
def _d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def imei(rng):
    return luhn_complete(rng, rng.choice(["86", "01", "99"]), 15)


FREE = {
    "version": lambda r: "Updated to Windows 10.0.19045.%d and driver %d.%d.%d.%d." % (r.randint(1000, 4000), r.randint(1, 30), r.randint(0, 9), r.randint(0, 99), r.randint(0, 999)),
    "section": lambda r: "See section %d.%d.%d.%d of the practice rules and clause %d.%d." % (r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 20), r.randint(1, 9)),
    "oid": lambda r: "OID 1.3.6.1.4.1.%d.%d.%d assigned to the lab." % (r.randint(1000, 60000), r.randint(1, 9), r.randint(1, 99)),
    "date": lambda r: "Termin am %02d.%02d.%d um %02d:%02d Uhr; le %02d/%02d/%d à %dh%02d." % (r.randint(1, 28), r.randint(1, 12), r.randint(2024, 2027), r.randint(7, 18), r.choice([0, 15, 30, 45]), r.randint(1, 28), r.randint(1, 12), r.randint(2024, 2027), r.randint(8, 18), r.choice([0, 30])),
    "price": lambda r: "Check-up 49,90 €, cleaning 1.250,00 CZK, crown $%d.%02d, total ¥%d,%03d." % (r.randint(300, 999), r.randint(0, 99), r.randint(1, 99), r.randint(0, 999)),
    "isbn": lambda r: "ISBN 978-3-%s-%s-%d (2nd edition)." % (_d(r, 3), _d(r, 5), r.randint(0, 9)),
    "imei": lambda r: "IMEI: %s (practice tablet)." % imei(r),
    "order": lambda r: "Order: %s %s %s shipped, tracking no. 1Z%s." % (_d(r, 3), _d(r, 4), _d(r, 4), "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))),
    "ticket": lambda r: "Ticket #%s closed; ref. INC-%s." % (_d(r, 6), _d(r, 5)),
    "coords": lambda r: "GPS coordinates: %d.%05d, %d.%05d (parking behind)." % (r.randint(10, 60), r.randint(0, 99999), r.randint(1, 30), r.randint(0, 99999)),
    "hash": lambda r: "sha256 %s" % "".join(r.choice("0123456789abcdef") for _ in range(64)),
    "mac": lambda r: "MAC %s" % ":".join("%02x" % r.randint(0, 255) for _ in range(6)),
    "taxid": lambda r: "USt-IdNr.: DE%s, Steuernr. %s/%s/%s" % (_d(r, 9), _d(r, 3), _d(r, 3), _d(r, 5)),
    "postcode": lambda r: "Postcodes served: %s, %s, %s and SW1A 1AA." % (_d(r, 5), _d(r, 5), _d(r, 5)),
    "otp": lambda r: "Your verification code is %s. It expires in 10 minutes." % _d(r, 6),
    "part": lambda r: "Part no. %s-%s-%s, batch %s." % (_d(r, 3), _d(r, 3), _d(r, 2), _d(r, 4)),
    "population": lambda r: "Population: %d %03d %03d (census)." % (r.randint(1, 99), r.randint(0, 999), r.randint(0, 999)),
    "score": lambda r: "Final score %d:%d, season %d–%d, attendance %d,%03d." % (r.randint(0, 5), r.randint(0, 5), r.randint(2018, 2024), r.randint(2019, 2025), r.randint(1, 60), r.randint(0, 999)),
    "table": lambda r: "\n".join("%-8s %6.2f %6.2f %6.2f" % (n, r.uniform(0, 99), r.uniform(0, 99), r.uniform(0, 99)) for n in ("mon", "tue", "wed")),
    "sortcode": lambda r: "Sort code %02d-%02d-%02d (account number on request)." % (r.randint(10, 99), r.randint(0, 99), r.randint(0, 99)),
    "masked": lambda r: "Paid with card **** **** **** %s on %02d.%02d." % (_d(r, 4), r.randint(1, 28), r.randint(1, 12)),
    "hours": lambda r: "Open Mon–Fri 8:00–12:30 and 14:00–18:30, Sat 9–12.",
    "labelled_lookalike": lambda r: "Order: 030 %s %s, Ticket: %s-%s-%s." % (_d(r, 4), _d(r, 4), _d(r, 3), _d(r, 3), _d(r, 4)),
    "licence": lambda r: "Licence no. %s, registered %d, chamber number %s." % (_d(r, 5), r.randint(1990, 2020), _d(r, 4)),
}


# ---------------------------------------------------------------- look-alike checks
RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_V4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]\d)")
RE_V6 = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")
RE_DIGITRUN = re.compile(r"\d(?:[ \-]?\d){11,18}")
RE_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
RE_INTL = re.compile(r"(?:\+|\b00)\d[\d \-./()\u00a0\u202f]{6,18}\d")
RE_SEPRUN = re.compile(r"\d(?:[ \-./()\u00a0\u202f]*\d){6,}")
LOOKALIKE_LABEL = re.compile(r"(Order:|IMEI:|ISBN|Population:|Ticket|OID|sha256|Part no\.|Steuernr\.|USt-IdNr\.|tracking|Licence no\.|Sort code|Windows|driver|section|clause|attendance|census|code is|batch|INC-|GPS coordinates|Postcodes|Termin|Check-up|Population|Final score|verification|\d\.\d)", re.I)


def unlabelled_lookalikes(text, spans):
    """Reasons a text fails the 'no unlabelled look-alike' rule (outside spans)."""
    from stdnum import iban
    masked = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            masked[i] = "\x00"
    t = "".join(masked)
    bad = []
    if RE_EMAIL.search(t):
        bad.append("email")
    for m in RE_V4.finditer(t):
        if all(int(g) <= 255 for g in m.groups()):
            pre = t[max(0, m.start() - 40):m.start()]
            if not LOOKALIKE_LABEL.search(pre):
                bad.append("ipv4")
    for m in RE_V6.finditer(t):
        if re.fullmatch(r"(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}", m.group(0)):
            continue  # a MAC address
        if m.group(0).count(":") >= 2 and re.search(r"[0-9A-Fa-f]", m.group(0)) and not re.fullmatch(r"[\d:]+", m.group(0)) or m.group(0) == "::":
            bad.append("ipv6")
    for m in RE_DIGITRUN.finditer(t):
        d = re.sub(r"\D", "", m.group(0))
        for i in range(len(d)):
            for j in range(i + 12, min(len(d), i + 19) + 1):
                if d[i] in "23456" and luhn_ok(d[i:j]):
                    bad.append("luhn")
                    break
    for m in RE_IBAN.finditer(t):
        if iban.is_valid(m.group(0)):
            bad.append("iban")
    for m in RE_INTL.finditer(t):
        try:
            if PN.is_valid_number(PN.parse(m.group(0).replace("00", "+", 1) if m.group(0).startswith("00") else m.group(0), None)):
                bad.append("intl-phone")
        except PN.NumberParseException:
            pass
    for m in RE_SEPRUN.finditer(t):
        if re.search(r"[ \-./()\u00a0\u202f]", m.group(0)) and "\x00" not in m.group(0):
            pre = t[max(0, m.start() - 30):m.start()]
            if not LOOKALIKE_LABEL.search(pre + m.group(0)[:3]):
                bad.append("seprun")
    return sorted(set(bad))


# ---------------------------------------------------------------- real snippets
# REAL_SNIPPETS_BEGIN
# Frozen windows: (source, locale, text, [(entity, string), ...]).
# Origins (repository, commit, path, lines) are listed in the README.
REAL_SNIPPETS = [
    ('kuespert-zahnarzt', 'de_DE',
     "title: Praxis\ndata:\n  praxisname: 'Dr. med. dent. Volker Küspert'\n  zusatzbezeichnung: Zahnarztpraxis\n  strasse: 'Fuggerstr. 27'\n  ort: '86830 Schwabmünchen'\n  telefon: 08232-72227\n  telefonlink: '+49823272227'\n  fax: '08232 / 78548'\n  email: info@kuespert-zahnarzt.de\n  url: 'https://www.kuespert-zahnarzt.de'\n  kammer: |-\n    Bayerische Landeszahnärztekammer<br>\n    Flößergasse 1<br>\n    81369 München<br>\n     <br>\n    Telefon: 089/230211-0<br>\n    Telefax: 089/230211-108<br>\n    Internet: www.blzk.de\n  aufsichtsbehoerde: |-\n    Kassenzahnärztliche Vereinigung Bayern<br>\n    Fallstraße 34<br>\n    81369 München<br>\n     <br>\n    Telefon: 089/72401-0<br>\n    Telefax: 089/72401-291<br>\n    Internet: www.kzvb.de",
     [('PHONE_NUMBER', '08232-72227'), ('PHONE_NUMBER', '+49823272227'), ('PHONE_NUMBER', '08232 / 78548'), ('EMAIL_ADDRESS', 'info@kuespert-zahnarzt.de'), ('PHONE_NUMBER', '089/230211-0'), ('PHONE_NUMBER', '089/230211-108'), ('PHONE_NUMBER', '089/72401-0'), ('PHONE_NUMBER', '089/72401-291')]),  # marflow/kuespert-zahnarzt content/globals/praxis.yaml:1-27
    ('kuespert-zahnarzt', 'de_DE',
     "          -\n            type: text\n            text: '86830 Schwabmünchen'\n      -\n        type: heading\n        attrs:\n          level: 3\n        content:\n          -\n            type: text\n            text: Kontakt\n      -\n        type: paragraph\n        content:\n          -\n            type: text\n            text: 'Telefon: 08232 / 72227'\n          -\n            type: hardBreak\n          -\n            type: text\n            text: 'Telefax: 08232 / 78548'\n          -\n            type: hardBreak\n          -\n            type: text\n            text: 'E-Mail: info@kuespert-zahnarzt.de'\n      -\n        type: heading\n        attrs:\n          level: 3\n        content:\n          -\n            type: text\n            text: 'Vertreten durch'\n      -\n        type: paragraph\n        content:\n          -\n            type: text\n            text: 'Dr. med. dent. Volker Küspert, Praxisinhaber'",
     [('PHONE_NUMBER', '08232 / 72227'), ('PHONE_NUMBER', '08232 / 78548'), ('EMAIL_ADDRESS', 'info@kuespert-zahnarzt.de')]),  # marflow/kuespert-zahnarzt content/collections/pages/impressum.md:55-95
    ('praxisdrkoebler', 'de_DE',
     '<footer class="page-footer orchid" style="padding-bottom: 20px">\n  <div class="container">\n    <div style="text-align: right">\n      <div class="grey-text text-lighten-4">\n        Zahnärztlicher Notdienst (24h Telefonansage): 01805 - 607011<br/>\n        <small>(14 Cent/Min. aus d. Festnetz, Mobilfunk max. 42 Cent/Min., ein Service der KZV Hessen)</small>\n      </div>\n    </div>\n  </div>\n</footer>\n',
     [('PHONE_NUMBER', '01805 - 607011')]),  # praxisdrkoebler/praxisdrkoebler.github.io _includes/footer.html:1-11
    ('praxisdrkoebler', 'de_DE',
     '\n<div class="row" style="margin-top: 20px">\n  <div class="col s12 l6 xl7">\n    <div class="flow-text">Vielen Dank!</div>\n    <p>\n      Nach über 8 Jahren als Ihre Zahnärztin und Oralchirurgin nehme ich Abschied und bedanke mich von Herzen für diese wunderbare Zeit, für Ihr Vertrauen, Treue und Loyalität.\n    </p>\n    <p>\n      Ich habe zum <strong>01. April 2021</strong> meine Praxis an meinen zahnärztlichen Kollegen, <strong>Herrn Alexandru Alban-Olesch</strong> übergeben.\n    </p>\n    <p class="flow-text">\n      <em>Von Herzen DANKE!</em><br/>\n      <img src="/images/smiley.png" alt="Smiley" style="width: 40px"/>\n    </p>\n    <p>\n      Die Praxis von Herrn Alexandru Alban-Olesch erreichen Sie ab dem 01.04.2021 wie folgt:<br/>\n      Telefon-Nr: 06071-44246<br/>\n      E-Mail: <a href="mailto:info@ao-dent.de">info@ao-dent.de</a><br/>\n      Website: <a href="http://www.ao-dent.de" target="_blank">www.ao-dent.de</a>\n    </p>',
     [('PHONE_NUMBER', '06071-44246'), ('EMAIL_ADDRESS', 'info@ao-dent.de')]),  # praxisdrkoebler/praxisdrkoebler.github.io index.html:5-24
    ('zahndocs-berlin', 'de_DE',
     '<footer>\n\t<div id="footerupdate">\n\t\tLetzte Aktualisierung: \n\t\t<?php echo date("d.m.Y", filemtime(dirname(__FILE__)."/aside.php")); ?><br>\n\t\t<a href="/impressum.php" >Impressum</a><br />\n\t\t<a href="/data-privacy-statement.php">Datenschutzerklärung</a>\n\t</div>\n\t<div id="footerimprint">\n\t\tZahn-Docs Berlin<br>\n\t\tZÄ Katrin Kunath &amp; Kollegen<br>\n\t\tÄrztezentrum Helle Mitte Haus B<br>\n\t\tKurt-Weill-Gasse 4<br>\n\t\t12627 Berlin\n\t</div>\n\t<address id="footercontact">\n\t\t<b>E-Mail:</b> <a>info@zahndocs-berlin.de</a><br>\n\t\t<b>Tel: 030/99499090</b><br>\n\t\t<b>Fax: 030/99499091</b>\n\t</address>\n</footer>',
     [('EMAIL_ADDRESS', 'info@zahndocs-berlin.de'), ('PHONE_NUMBER', '030/99499090'), ('PHONE_NUMBER', '030/99499091')]),  # maneymarkus/ZahndocsBerlin Website/footer.php:1-20
    ('zahndocs-berlin', 'de_DE',
     '                            <td>Rheinische Gesellschaft für Datenschutz mbH</td>\n                        </tr>\n                        <tr>\n                            <td>Rechtsform der Praxis</td>\n                            <td>Einzelpraxis</td>\n                        </tr>\n                        <tr>\n                            <td>Praxisadresse</td>\n                            <td>Kurt-Weill-Gasse 4, 12627 Berlin</td>\n                        </tr>\n                        <tr>\n                            <td>Telefon</td>\n                            <td>(030) 99 49 90 92</td>\n                        </tr>\n                        <tr>\n                            <td>Telefax</td>\n                            <td>(030) 99 49 90 91</td>\n                        </tr>\n                        <tr>\n                            <td>E-Mail</td>\n                            <td>praxis@zahndocs-berlin.de</td>\n                        </tr>\n',
     [('PHONE_NUMBER', '(030) 99 49 90 92'), ('PHONE_NUMBER', '(030) 99 49 90 91'), ('EMAIL_ADDRESS', 'praxis@zahndocs-berlin.de')]),  # maneymarkus/ZahndocsBerlin Website/data-privacy-statement.php:186-208
    ('zahndocs-berlin', 'de_DE',
     '                        <li>Recht auf Datenübertragbarkeit</li>\n                    </ul>\n\n                    <h3>Wie können Sie sich ggf. beschweren?</h3>\n\n                    <p>Sie haben die Möglichkeit, sich mit einer Beschwerde im Zusammenhang mit der Datenverarbeitung an die für uns zuständige Datenschutzaufsicht zu wenden:</p>\n\n                    <p>\n                        Frau<br />\n                        Maja Smoltczyk<br />\n                        Friedrichstr. 219<br />\n                        10969 Berlin<br />\n                        (030) 13 88 90\n                    </p>\n\n                    <p>Im Nachfolgenden erhalten Sie zusätzliche Informationen über weitere Services, die wir zum Betreiben dieser Website verwenden.</p>\n',
     [('PHONE_NUMBER', '(030) 13 88 90')]),  # maneymarkus/ZahndocsBerlin Website/data-privacy-statement.php:300-316
    ('clinique3v', 'fr_FR',
     '+++\ntitle = "Contact"\nid = "contact"\n+++\n\n<h3 class="text-uppercase"> Horaires </h3>\n<p class="text-uppercase">\n        Lundi: 8h30-12h 14h-18h30\n        <br>Mardi: 8h30-18h30 en continu\n        <br>Mercredi: 8h30-12h 14h-18h30\n        <br>Jeudi: 8h30-18h30 en continu\n        <br>Vendredi: 8h30-12h 14h-18h30\n      </p>\n\n<br>\n\n### Téléphone : 03 39 32 00 50\n<br>\n\n### E-mail : cliniqueveterinaire3v@gmail.com\n<br>\n',
     [('PHONE_NUMBER', '03 39 32 00 50'), ('EMAIL_ADDRESS', 'cliniqueveterinaire3v@gmail.com')]),  # Haashi/clinique3v content/contact.md:1-22
    ('clinique3v', 'fr_FR',
     '# Enable or disable top bar with social icons\n[params.topbar]\n    enable = true\n    text = """<p class="hidden-sm hidden-xs">Appelez nous au 03 39 32 00 50 ou par e-mail cliniqueveterinaire3V@gmail.com !</p>\n      <p class="hidden-md hidden-lg"><a href="tel:+33339320050" data-animate-hover="pulse">03 39 32 00 50<i class="fas fa-phone"></i></a>\n      <br>\n      <a href="mailto:cliniqueveterinaire3V@gmail.com" data-animate-hover="pulse">cliniqueveterinaire3V@gmail.com<i class="fas fa-envelope"></i></a>\n      <br>\n      </p>\n      """\n\n# Top bar social links menu\n\n[[menu.topbar]]\n    weight = 1\n    name = "Phone"\n    url = "tel:+33339320050"\n    pre = "<i class=\'fas fa-2x fa-phone\'></i>"\n',
     [('PHONE_NUMBER', '03 39 32 00 50'), ('PHONE_NUMBER', '+33339320050'), ('EMAIL_ADDRESS', 'cliniqueveterinaire3V@gmail.com')]),  # Haashi/clinique3v hugo.toml:139-157
    ('clinique3v', 'fr_FR',
     '+++\ntitle = "FAQ"\ndescription = "Foire aux questions"\nkeywords = []\n+++\n\n<div style="text-align: justify">\n\n## 1. Que faire si mon animal ne va pas bien ?\n- Vérifiez s\'il mange et bois normalement\n- Vérifiez sa température\n- Notez l\'aspect des selles, voir s\'il urine normalement\n- A t-il des vomissements ?\n- Est-il abattu ?\n- Présente-t-il des douleurs, plaintes ?\n\nContactez nous au téléphone au 03 39 32 00 50 .\n\n------\n## 2. Que faut-il apporter pour une consultation ?\n\nMunissez vous du carnet de santé et de la carte d\'identification si l\'animal en possède.\n\n------\n## 3. Que faut-il apporter pour une hospitalisation ?\n\nEn plus des papiers, vous pouvez apporter un plaid ou un doudou avec l\'odeur de sa maison.\n\n-------\n## 4. Que faire en cas d\'urgence de nuit ou de week-end ?\n\nLa continuité de soin est garantie grâce au service d\'urgences assuré par une équipe d\'urgentistes vétérinaires de Dole. Leurs coordonées sont accessibles en appelant au 03 39 32 00 50.\n\n------\n## 5. Mon animal doit-il venir à la clinique à jeun ?\n\nCeci est indispensable pour certains rendez-vous :\n- chirurgie programmée\n- bilan sanguin\n- examen sous anesthésie',
     [('PHONE_NUMBER', '03 39 32 00 50')]),  # Haashi/clinique3v content/faq.md:1-40
    ('quercyveterinaire', 'fr_FR',
     '\n## Contact et horaires\n\nVous pouvez m\'appeler du lundi au vendredi de 9h à 17h. Laissez un message si je ne réponds pas, il est possible que je sois en consultation.\nRendez vous: nous conviendrons d’un rendez à votre domicile par téléphone à l\'heure qui vous conviendra.\n\n**06 98 52 50 19**\n\n[yrjaquercyveterinaire@gmail.com](mailto:yrjaquercyveterinaire@gmail.com)\n\nVous pouvez suivre des nouvelles sur facebook ou instagram:\n\n<a href="https://www.facebook.com/profile.php?id=61573708923351" class="icon-link" target="_blank"><img src="/images/icon-facebook.svg" class="icon">@Quercy-Vétérinaire</a><br>\n<a href="https://www.instagram.com/quercyveterinaire/" class="icon-link"><img src="/images/icon-instagram.svg" class="icon">@quercyveterinaire</a>\n\nUrgences: en cas d\'urgence et pendant les horaires de fermeture le soir, la nuit, les weekends et les jours fériés appeler le 05 63 28 24 80 (Clinique vétérinaire de Mas de Cazes a Parisot)',
     [('PHONE_NUMBER', '06 98 52 50 19'), ('EMAIL_ADDRESS', 'yrjaquercyveterinaire@gmail.com'), ('PHONE_NUMBER', '05 63 28 24 80')]),  # benjaoming/quercyveterinaire.fr content/contact.md:10-25
    ('quercyveterinaire', 'fr_FR',
     "### Accompagnement de fin de vie\n\nLe dernier au revoir à son compagnon n'est pas un moment facile et beaucoup de propriétaires souhaitent que cela ait lieu à la maison. \nLa maison est l'endroit où votre animal se sent le plus en confiance, et où il peut s'endormir calmement avec un univers familier autour de lui. Cela vous offre également, en tant que propriétaire, une atmosphère détendue, de sorte que vous n'ayez pas à consacrer votre attention à autre chose que de dire au revoir à votre chien ou votre chat.\n\n### Service d'urgence\n\nLes urgences en dehors des heures d'ouverture sont pris en charge par la Clinique vétérinaire de Mas de Cazes a Parisot ou je participe au tour de gardes. \n\nNuméro de téléphone: 06 72 58 44 91 / 05 63 28 24 80",
     [('PHONE_NUMBER', '06 72 58 44 91'), ('PHONE_NUMBER', '05 63 28 24 80')]),  # benjaoming/quercyveterinaire.fr content/services.md:40-49
    ('quercyveterinaire', 'fr_FR',
     "\nBeaucoup d'examens médicaux et soins peuvent être faits dans le cadre rassurant de votre domicile. J'aide à résoudre les problèmes de santé que rencontrent le plus souvent les chiens et les chats, et je propose les services courants dont vous avez besoin en tant que propriétaire d'un animal. \n\nLa liste suivante n'est pas exhaustive, n'hésitez pas à me contacter au 06 98 52 50 19 pour toute question.\n",
     [('PHONE_NUMBER', '06 98 52 50 19')]),  # benjaoming/quercyveterinaire.fr content/services.md:12-16
    ('poligest', 'it_IT',
     '\\# Informativa sul Trattamento dei Dati Personali\n\n\\*\\*Studio Dentistico Agovino & Angrisano\\*\\*    \nVia Farricella, 115, Striano (NA)    \nPartita IVA: 07234911217  \nEmail: studio.agovino.angrisano@gmail.com  \nTelefono: 0818654557\n\nUltimo aggiornamento: 14 dicembre 2025\n\nLa presente informativa è resa ai sensi dell’art. 13 del Regolamento UE 2016/679 (GDPR) e del D.Lgs. 196/2003 (Codice Privacy, come modificato dal D.Lgs. 101/2018) da \\*\\*Studio Dentistico Agovino & Angrisano\\*\\* (di seguito “Studio” o “Titolare”), in qualità di Titolare del trattamento dei dati personali.\n\nLo Studio attribuisce la massima importanza alla protezione dei dati personali dei propri pazienti, visitatori del sito web e di chiunque interagisca con i suoi servizi.\n',
     [('EMAIL_ADDRESS', 'studio.agovino.angrisano@gmail.com'), ('PHONE_NUMBER', '0818654557')]),  # GINNOV/poligest app/AI/CONTENT/Privacy.md:1-14
    ('poligest', 'it_IT',
     "\\# Termini e Condizioni\n\n\\*\\*Studio Associato Dottori Agovino e Angrisano\\*\\*    \nTraversa I Farricella, 115    \n80040 Striano (NA)    \nTelefono: 081 8654557    \nEmail: studio.agovino.angrisano@gmail.com\n\nUltimo aggiornamento: 14 dicembre 2025\n\nLa presente pagina disciplina i \\*\\*Termini e Condizioni\\*\\* (di seguito “Termini”) relativi all'utilizzo del sito web dello Studio Associato Dottori Agovino e Angrisano (di seguito “Studio” o “noi”) e all'erogazione dei servizi odontoiatrici offerti.\n\nAccedendo al sito web o prenotando/utilizzando i nostri servizi, l'utente (di seguito “Paziente” o “Utente”) accetta integralmente i presenti Termini. Qualora non si accetti, si prega di non utilizzare il sito o i servizi.\n\n\\#\\# 1\\. Oggetto  \nLo Studio eroga prestazioni odontoiatriche professionali, tra cui:  ",
     [('PHONE_NUMBER', '081 8654557'), ('EMAIL_ADDRESS', 'studio.agovino.angrisano@gmail.com')]),  # GINNOV/poligest app/AI/CONTENT/Terms.md:1-16
    ('vankemenade', 'nl_NL',
     '    <div class="row">\n\n        <div class="four columns">\n            <h3><span class="dropcap_blue lsf-icon-dropcap" title="time"></span> Openingstijden</h3>\n            <p>\n                Maandag t/m vrijdag van 8.00 tot 17.00<br/>\n                Inschr. nr. KvK: 17193187<br/>\n                Telefoon: 0499-374317<br/>\n                Fax: 0499-327230<br/>\n                E-mail: <a href="mailto:tandartspraktijk@van-kemenade.nl">tandartspraktijk@van-kemenade.nl</a>\n            </p>\n        </div>\n\n',
     [('PHONE_NUMBER', '0499-374317'), ('PHONE_NUMBER', '0499-327230'), ('EMAIL_ADDRESS', 'tandartspraktijk@van-kemenade.nl')]),  # Pauwil/vankemenade.dev home.php:5-18
    ('dlaciebie', 'pl_PL',
     '+++\ntitle = "Najczęstrze pytania"\ndescription = "Często zadawane pytania"\nkeywords = ["FAQ","How do I","questions","what if"]\n+++\n\n>Witamy w "Medycyna dla Ciebie"! Jesteśmy zespołem specjalistów z różnych dziedzin medycyny i estetyki. Tutaj znajdziesz odpowiedzi na pytania, które pomogą Ci lepiej zrozumieć zakres i specyfikę naszych usług. Jeżeli potrzebujesz dodatkowych informacji, skontaktuj się z nami bezpośrednio.\n>\n>### 1. Jak mogę umówić się na wizytę?\n>\n>Wizytę możesz umówić telefonicznie pod numerem +48 519 455 989, przez naszą stronę internetową lub osobiście w naszym gabinecie.\n>\n>### 2. Czy oferujecie pakiety usług dla stałych klientów?\n>\n>Tak, dla naszych stałych klientów przygotowaliśmy specjalne pakiety usług, które pozwalają na korzystanie z różnorodnych zabiegów w atrakcyjnych cenach. Szczegóły pakietów są dostępne u naszych recepcjonistów.\n>\n>### 3. Jakie są godziny otwarcia gabinetu?\n>\n>Pracujemy od poniedziałku do piątku w godzinach od 10:00 do 20:00.\n>',
     [('PHONE_NUMBER', '+48 519 455 989')]),  # MateuszFamulski/dlaciebie content/medicine/faq.pl.md:1-20
    ('dlaciebie', 'pl_PL',
     '\n        <div class="content-section">\n            <div class="contact-container">\n                <h2>Stomatologia dla Ciebie</h2>\n                <p><strong>Niepodległości 59/2<br>\n                   73-110 Stargard</strong></p>\n                <p>Telefon: <a href="tel:+48519455989">+48 519 455 989</a></p>\n\n                <div class="opening-hours">\n                    <h4>Godziny otwarcia</h4>\n                    <p><br>\n                        Poniedziałek: 10:00–20:00<br>\n                        Wtorek: 10:00–20:00<br>\n                        Środa: 10:00–20:00<br>\n                        Czwartek: 10:00–20:00<br>\n                        Piątek: 09:00–20:00<br>\n                        Sobota: Zamknięte<br>\n                        Niedziela: Zamknięte</p>\n                </div>\n            </div>',
     [('PHONE_NUMBER', '+48519455989'), ('PHONE_NUMBER', '+48 519 455 989')]),  # MateuszFamulski/dlaciebie isableFastRender/dentist/contact/index.html:516-535
    ('dr-sel', 'de_AT',
     "owner: Ordination Selwicka-Wienerroither # or company name\nfirst_published: 2011 # if migrating another site, the year of your first publish\nhas_kassenvertrag: false\norganization:\n  founded_iso8601: '1983-01-01'\n  acceptNewPatients: 'true'\n\ncontact:\n  name: Dr. med. Beate Selwicka-Wienerroither\n  address:\n    line1: Krottenbachstrasse 110/11\n    line1a: Eingang über Silvaraweg 2\n    line2: 1190 Wien\n    line3: Österreich\n    postal_code: 1190\n    country_code: AT\n    city_en: Vienna\n    lat: 48.243629\n    long: 16.324240\n  tel: +43 1 320 1543\n  mob: +43 670 188 3414\n  uid: ATU13183008\n",
     [('PHONE_NUMBER', '+43 1 320 1543'), ('PHONE_NUMBER', '+43 670 188 3414')]),  # patrickfav/website-dr-sel _data/global.yml:1-23
    ('dr-sel', 'de_AT',
     "vacation:\n  enabled: true\n  title: Urlaubsvertretung\n  description: 'Bitte wenden Sie sich während meines Urlaubs an meine Vertretung:'\n  list:\n    - start_date: 2018-08-06\n      end_date: 2018-08-12\n      substitute:\n        name: Dr. Christina Niessner\n        url: https://www.praxisplan.at/6115143226/WRAEK\n        address: Schegargasse 1\n        tel: +43 1 369 55 77\n    - start_date: 2018-08-13\n      end_date: 2018-08-19\n      substitute:\n        name: Dr. Petra Wrabetz\n        url: https://www.dr-wrabetz.at/\n        address: Grinzinger Allee 5-9\n        tel: +43 1 320 41 86\n    - start_date: 2019-07-29\n      end_date: 2019-08-11\n      substitute:\n        name: Dr. Tichy Johannes\n        url: https://www.praxisplan.at/6665917506/WRAEK\n        address: Weinberggasse 71\n        tel: +43 1 3205233\n    - start_date: 2019-08-12\n      end_date: 2019-08-18\n      substitute:\n        name: Dr. Terezija Aigner\n        url: https://gruppenpraxis1190.at/\n        address: Saileräckergasse 26/2\n        tel: +43 1 368 22 51\n    - start_date: 2020-07-15\n      end_date: 2020-08-04\n      substitute:\n        name: Praktische Ärzte 1190\n        url: https://www.google.com/search?q=praktische+%C3%A4rzte+1190\n        address:\n        tel:",
     [('PHONE_NUMBER', '+43 1 369 55 77'), ('PHONE_NUMBER', '+43 1 320 41 86'), ('PHONE_NUMBER', '+43 1 3205233'), ('PHONE_NUMBER', '+43 1 368 22 51')]),  # patrickfav/website-dr-sel _data/global.yml:40-79
    ('dr-sel', 'de_AT',
     '    - start_date: 2023-01-16\n      end_date: 2023-01-20\n      substitute:\n        name: Dr. Leisser,\n        url: https://www.gesundheitszentrum-neustift.at/de/pages/kontakt-16.aspx\n        address: Rathstraße 16, 1190\n        tel: +43 1 366 1190\n    - start_date: 2023-06-02\n      end_date: 2023-06-11\n      substitute:\n        name: Praktische Ärzte 1190\n        url: https://www.google.com/search?q=praktische+%C3%A4rzte+1190\n        address:\n        tel:\n    - start_date: 2023-08-07\n      end_date: 2023-08-15\n      substitute:\n        name: Praktische Ärzte 1190\n        url: https://www.google.com/search?q=praktische+%C3%A4rzte+1190\n        address:\n        tel:\n    - start_date: 2024-07-22\n      end_date: 2024-08-04\n      substitute:\n        name: Praktische Ärzte 1190\n        url: https://www.google.com/search?q=praktische+%C3%A4rzte+1190\n        address:\n        tel:\n    - start_date: 2025-05-26\n      end_date: 2024-05-30\n      substitute:\n        name:\n        url:\n        address: In dringenden Fällen bitte telefonisch melden.\n        tel: +43 676 6279745\ncovid:\n  enabled: false\n',
     [('PHONE_NUMBER', '+43 1 366 1190'), ('PHONE_NUMBER', '+43 676 6279745')]),  # patrickfav/website-dr-sel _data/global.yml:94-131
    ('augenarzt-hetzendorf', 'de_AT',
     '# Terminvereinbarung\n\n*Ordinationszeiten nach Vereinbarung.*\n\n------\n\nTelefonisch unter\n\n:::info\n\n<h2>+43 6707 035530 </h2>\n\n:::\n\noder via email an\n\n:::info\n\n<h2>termin@augenarzt-hetzendorf.at </h2>\n\n:::\n\neinen für Sie passenden Termin vereinbaren.\n\n\n\n## Ordinationszeiten\n\nnach vorhergehender Terminvereinbarung. Unseren typischen Ordinationszeiten sind idR: \n\n| Montag     | 15:00-18:00 Uhr |\n| ---------- | --------------- |\n| Donnerstag | 13:00-19:00 Uhr |\n| Freitag    | 08:30-12:30 Uhr |',
     [('PHONE_NUMBER', '+43 6707 035530'), ('EMAIL_ADDRESS', 'termin@augenarzt-hetzendorf.at')]),  # Augenarzt-Hetzendorf/www.augenarzt-hetzendorf.at docs/80-Kontakt/20-Terminvereinbarung.md:7-40
    ('calm-dental-care', 'en_GB',
     '---\nlayout: page\ntitle: Contact\ndescription: How to contact us\npermalink: /contact/\n---\nTelephone 0161 747 6841\n\n132c Flixton Road, Urmston, Manchester M41 5BG\n\ninfo@calmdentalcare.co.uk\n\n<div class="row">\n\n  <div class="col-12">\n  <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2376.1319785617525!2d-2.364973784320128!3d53.44822697477638!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x487bac06cce97425%3A0xb32d7ac8e7cd6623!2sCalm+Dental+Care!5e0!3m2!1sen!2suk!4v1563292228911!5m2!1sen!2suk" class="img-fluid rounded" alt="Responsive image"  frameborder="0" style="border:0;width:100%;height:300px">\n  allowfullscreen</iframe>\n  </div>\n</div>\n\n\n\n\n\n## Opening Times\n\n{:.table}\n| ------------- |:-------------:| -----:|\n| Monday      | 8:30 | 18:00 |\n| Tuesday      | 8:30      |   17:30 |\n| Wednesday | 8:30      |    17:30 |\n| Thursday | 8:30     |    17:30 |\n| Friday | 8:30     |    17:30 |\n| Saturday | Closed     |    Closed |\n| Sunday | Closed | Closed |\n\n<p>If you require emergency treatment during the week, call our reception at the earliest opportunity and we\'ll do our best to see you the same day. Over the weekend call the NHS out of hours emergency number on 0161 337 2246.</p>\n\n<p>If you wish to make a complaint our procedure can be found [here](complaints)</p>',
     [('PHONE_NUMBER', '0161 747 6841'), ('EMAIL_ADDRESS', 'info@calmdentalcare.co.uk'), ('PHONE_NUMBER', '0161 337 2246')]),  # fenkicorp/calm-dental-care contact.md:1-39
    ('calm-dental-care', 'en_GB',
     'title: Calm Dental Care\nemail: info@calmdentalcare.co.uk\ndescription: >- # this means to ignore newlines until "baseurl:"\n  Calm Dental Care\n  <br>\n  132c Flixton Road, Urmston, Manchester M41 5BG\n  <br>\n  Telephone 0161 747 6841\n  <br>\n  info@calmdentalcare.co.uk\nbaseurl: "" # the subpath of your site, e.g. /blog\nurl: "https://calmdental.co.uk" # the base hostname & protocol for your site, e.g. http://example.com\n#twitter_username: jekyllrb\nfacebook_username: CalmDentalPhysio\ninstagram_username: calmdentalcare',
     [('EMAIL_ADDRESS', 'info@calmdentalcare.co.uk'), ('PHONE_NUMBER', '0161 747 6841')]),  # fenkicorp/calm-dental-care _config.yml:16-30
    ('calm-dental-care', 'en_GB',
     '8.\tProper and comprehensive records are kept of any complaint received as well as any actions taken to improve services as a consequence of a complaint\n\n9.\tIf patients are not satisfied with the result of our procedure then a complaint may be referred to:\n\n*\tTrafford PCT\n*\tThe Dental Complaints Service, The Lansdowne Building, 2 Lansdowne Road, Croydon, Greater London CR9 2ER, 08456 120 540 or www.dentalcomplaints.org.uk for complaints about private treatment.\n*\tThe General Dental Council, 37 Wimpole Street, London, W1M 8DQ the dentists’ registration body.',
     [('PHONE_NUMBER', '08456 120 540')]),  # fenkicorp/calm-dental-care complaints.md:27-33
    ('buttlane-dental', 'en_GB',
     '  <div class ="row margin-md top-buffer">\n  <div class="card col-lg-5 side-buffer" style="height: 100%;">\n    <div class="dent-title">\n      <h1>Contact us</h1>\n    </div>\n    <p>You can contact the practice by calling in, post or phone.</p>\n      <dl>\n        <div class=dent-title>\n          <h2>Address:</h2>\n        </div>\n        <dd>Butt Lane Dental Practice</dd>\n        <dd>136 Congleton Road</dd>\n        <dd>Talke</dd>\n        <dd>Stoke-On-Trent</dd>\n        <dd>ST7 1LX</dd>\n        <div class=dent-title>\n          <h2>Telephone</h2>\n        </div>\n        <dd>01782 774396</dd>\n      </dl>\n      <!--The div element for the map -->',
     [('PHONE_NUMBER', '01782 774396')]),  # matthollywood/buttlanefinal contactus.php:6-26
    ('buttlane-dental', 'en_GB',
     '<!doctype html>\n<html lang="en">\n<?php include \'head.php\'?>\n<?php include \'headtonavbar.php\' ?>\n<div class="dent-title">\n<h2>All Dental Emergencies</h2>\n</div>\n<div class="row">\n    <div class="col-lg-4">\n        <h4>During practice hours:</h4>\n\n        <p> Contact the practice on: 01782 774396. <br>\n            We will always try to see a registered patient in pain on the same day.<br>  It helps if you contact us as early as possible.<br></p>\n\n    </div>',
     [('PHONE_NUMBER', '01782 774396')]),  # matthollywood/buttlanefinal emergencies.php:1-15
    ('abogadosabuylla', 'es_ES',
     '\t\t\t\t\t<!-- Contenido principal -->\r\n\t\t\t\t\t<p><img class="derecha" title="home_main" src="images/gran-via-78-color.jpg" alt="Foto edificio vertical" width="265px" height="475px" /><strong>Contacto</strong><br/>\r\n\t\t\t\t\t<p>Nuestro horario de oficina es desde las 9:00 hrs hasta las 20:00 hrs.</p>\r\n\t\t\t\t\t<p>También estamos disponibles para nuestros clientes y abogados fuera del horario de oficina, en casos de urgencia, en el teléfono +34 91 578 06 10.</p>\r\n\t\t\t\t\t<p>Manuel Alvarez-Buylla Ballesteros</p>\r\n\t\t\t\t\t<p>Procurador de los Tribunales en Madrid Capital</p>\r\n\r\n\t\t\t\t\t<p><a href="http://es.wikipedia.org/wiki/Edificio_Coliseum" target="_blank">Edificio Coliseum (wikipedia)</a></p>\r\n\t\t\t\t\t<p>Gran Vía, 78.   Madrid 28013</p>\r\n\t\t\t\t\t<p>Metro líneas 3, 10. Estación Plaza de España</p>\r\n\r\n\t\t\t\t\t<p>T +34 91 578 06 10</p>\r\n\t\t\t\t\t<p>F  +34 91 578 04 68</p>\r\n\t\t\t\t\t<p><a href="mailto:buylla@arrakis.es">buylla@arrakis.es</a></p>\r\n\r',
     [('PHONE_NUMBER', '+34 91 578 06 10'), ('PHONE_NUMBER', '+34 91 578 04 68'), ('EMAIL_ADDRESS', 'buylla@arrakis.es')]),  # balvarezbuylla/abogadosabuylla contacto.html:86-100
    ('abogadosabuylla', 'es_ES',
     '<footer id="footer">\r\n    <section id="pie_de_pagina">\r\n        <div class="info_footer">ALVAREZ-BUYLLA PROCURADORES | 28013 Madrid | Gran V&iacute;a, 78 | T +34 91 578 06 10 | F +34  91 578 06 10 | <a href="mailto:buylla@arrakis.es">buylla@arrakis.es</a></div>\r\n    </section>\r\n</footer><!-- footer -->\r\n\r\n</body>\r\n</html>',
     [('PHONE_NUMBER', '+34 91 578 06 10'), ('PHONE_NUMBER', '+34  91 578 06 10'), ('EMAIL_ADDRESS', 'buylla@arrakis.es')]),  # balvarezbuylla/abogadosabuylla contacto.html:109-116
    ('kondoshika', 'ja_JP',
     '                        <div class="c-access__images"><img src="<?php GUrl::the_asset() ?>/assets/images/img-access-top.png" alt="医院概要"/>\n                        </div>\n                        <table class="c-table">\n                          <tr>\n                            <th>当医院名</th>\n                            <td>近藤歯科クリニック</td>\n                          </tr>\n                          <tr>\n                            <th>住所</th>\n                            <td>東京都立川市高松町2-25-3\u3000メープル立川1F</td>\n                          </tr>\n                          <tr>\n                            <th>TEL・FAX</th>\n                            <td>042-524-0722</td>\n                          </tr>\n                          <tr>\n                            <th>URL</th>\n                            <td><a href="<?php Gurl::the_url() ?>//www.kondo-shika-shinbi.com/" taget="_blank">http://www.kondo-shika-shinbi.com/</a></td>\n                          </tr>\n                        </table>\n                      </div>',
     [('PHONE_NUMBER', '042-524-0722')]),  # hug-noguchi/kondoshika_test kondo-shika-shinbi-html/converted/dist/access/index.html:106-126
    ('nakagawa-dent', 'ja_JP',
     '        <p class="line-height">\n          ▼次の症状がある方は「帰国者・接触者相談センター」にご相談ください<br>\n          ・風邪の症状や37.5℃以上の発熱が4日以上続いている<br>\n          ・強いだるさ（倦怠感）や息苦しさ（呼吸困難）がある\n        </p>\n        <a href="https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/kenkou_iryou/covid19-kikokusyasessyokusya.html" target="_blank">https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/kenkou_iryou/covid19-kikokusyasessyokusya.html</a>\n        <p class="line-height">\n          ▼厚生労働省相談窓口<br>\n          ◯厚生労働省の電話相談窓口<br>\n          電話番号\u30000120-565653（フリーダイヤル）<br>\n          ◯受付時間\u30009:00から12:00<br>\n          （土日・祝日も実施）\n        </p>\n      </div>\n    </div>\n  </section>',
     [('PHONE_NUMBER', '0120-565653')]),  # emoshu-yuta-okuma/nakagawa-dent-hp clinic/clinic.html:152-167
    ('nsch', 'en_KE',
     '              <h3>Location</h3>\n              <p>PO Box 60600-482<br>Maua</p>\n            </div>\n          </div>\n          <!-- Phone -->\n          <div class="media">\n            <i class="fas fa-phone"></i>\n            <div class="media-body">\n              <h3>Phone</h3>\n              <p>\n                +254704320847\n                <br>\n              </p>\n            </div>\n          </div>\n          <!-- Email -->\n          <div class="media">\n            <i class="far fa-envelope"></i>\n            <div class="media-body">\n              <h3>Email</h3>\n              <p>\n                nyambenedh@gmail.com\n                <br>\n              </p>\n            </div>\n          </div>',
     [('PHONE_NUMBER', '+254704320847'), ('EMAIL_ADDRESS', 'nyambenedh@gmail.com')]),  # Ndunguk40/nsch contact/index.html:245-270
    ('nsch', 'en_KE',
     '              <li class="item">\n                <i class="fas fa-map-marker-alt"></i>\n                <p>Murram Road Maua Igembe South Meru KENYA&nbsp;</p>\n              </li>\n              <li class="item">\n                <i class="far fa-envelope" aria-hidden="true"></i>\n                <a href="mailto:nyambenedh@gmail.com">\n                  <p>nyambenedh@gmail.com</p>\n                </a>\n              </li>\n              <li class="item">\n                <i class="fas fa-phone" aria-hidden="true"></i>\n                <p>+254704320847</p>\n              </li>\n            </ul>',
     [('EMAIL_ADDRESS', 'nyambenedh@gmail.com'), ('PHONE_NUMBER', '+254704320847')]),  # Ndunguk40/nsch contact/index.html:336-350
    ('website-alice', 'pt_BR',
     '# Alice Cadore Studio da Beleza - Content\n\n## About\n- **Professionals**:\n  - Alice Cadore: Make / sobrancelhas / egípcia. Consultant for cosmetic lines and stylist.\n  - Ana Julia: Escova / penteados.\n- **Philosophy**: Use of colorimetry to enhance beauty. Specialized in combinations of colors.\n- **Contact**:\n  - WhatsApp: (47) 99971-1211\n  - Instagram: @alicecadore_studiodabeleza\n  - Address: Rua Martin Debatin, 10, Águas Claras, Brusque/SC\n  - Payment: Cash or PIX (Key: (47) 99971-1211)\n\n## Services & Pricing (2023)\n\n### Eyebrows (Sobrancelhas)\n- Design de sobrancelhas (sem forma): R$ 30,00\n- Design de sobrancelhas com henna (sem forma): R$ 35,00\n- Limpeza de sobrancelhas: R$ 20,00\n- Limpeza de sobrancelhas com buço egípcio: R$ 26,00\n- Limpeza de sobrancelhas com henna: R$ 28,00\n',
     [('PHONE_NUMBER', '(47) 99971-1211')]),  # DanielFixa/website-alice content.md:1-22
    ('fosterfamilydental', 'en_US',
     '\t<div class="intro-wrap">\n\n\t\t<div class="info cf">\n\t\t\t<img src="_images/ffd-logo-01.png">\n\t\t\t<div class="info-txt">\n\t\t\t\t<p><i class="fa fa-phone-square ph"></i> <a class="tel" tabIndex="-1" href="tel:(303)%20674-1373">(303) 674-1373</a></p>\n\t\t\t\t<p><i class="fa fa-clock-o"></i> Monday - Friday 8 AM - 5 PM</p>\n\t\t\t\t<p><i class="fa fa-map-marker ep"></i> 27905 Meadow Drive, Evergreen, CO 80439</p>\n\t\t\t</div>\n\t\t</div>\n',
     [('PHONE_NUMBER', '(303) 674-1373')]),  # robertmeans/fosterfamilydental beta/index.php:14-24
    ('bandhagendental', 'sv_SE',
     '            <div class="klinik">\n                <p>Klinik - Bandhagen</p>\n                <ul>\n                    <li>\n                        <i class="fas fa-phone-alt"></i> 08-647 86 20\n                    </li>\n\n                    <li>\n                        <i class="fas fa-envelope"></i> \n                        <a href="mailto:kontakt@bandhagendental.se">kontakt@bandhagendental.se</a>\n                    </li>\n                    <li>\n                        <i class="fas fa-map-marker-alt"></i> Harpsundsvägen 76 2 Tr \n                        <br>124 58 Bandhagen-Stockholm \n                        <br>(Bredvid MatDax) \n                    </li>\n                    <li class="iFont">\n                        <i class="fas fa-hand-holding-usd"></i>\n                        Bankgiro: 484-3637<br>\n                        SWISH: 123-362 38 16\n                    </li>\n                    <li>\n                        <i class="far fa-clock"></i> Måndag-Torsdag 9.00-18.00\n                        <br>Fredag 9.00-17:00\n                    </li>    ',
     [('PHONE_NUMBER', '08-647 86 20'), ('EMAIL_ADDRESS', 'kontakt@bandhagendental.se')]),  # shweta-sim/bandhagendental footer.php:30-54
    ('bandhagendental', 'sv_SE',
     '            <div class="hasselby">\n                <p>Klinik - Hässelby</p>\n                <ul>\n                    <li>\n                        <i class="fas fa-phone-alt"></i> 08-38 11 83\n                    </li>\n                    <li>\n                        <i class="fas fa-tooth"></i> 073-75 75 75 5\n                    </li>\n                    <li>\n                        <i class="fas fa-envelope"></i> \n                        <a href="mailto:kontakt@bandhagendental.se">kontakt@bandhagendental.se</a>\n                    </li>\n                    <li>\n                        <i class="fas fa-map-marker-alt"></i> Valfrid Brodds Väg 33 \n                        <br>165 71 Hässelby \n                        <br>Stockholm\n                    </li>',
     [('PHONE_NUMBER', '08-38 11 83'), ('PHONE_NUMBER', '073-75 75 75 5'), ('EMAIL_ADDRESS', 'kontakt@bandhagendental.se')]),  # shweta-sim/bandhagendental footer.php:64-81
    ('tandomsorgen', 'sv_SE',
     '---\ntitle: Kontakt & Boka tid\ndescription: Kontakta Tandomsorgen i Vimmerby — boka din tid idag\n---\n\n## Kontakta oss\n\nVi ser fram emot att höra från dig! Du kan nå oss på följande sätt:\n\n### Boka tid\n\nDu kan boka tid genom att ringa, skicka e-post eller skicka en intresseanmälan via hemsidan.\n\n- **Telefon:** 0733-03 34 42\n- **E-post:** info@tandomsorgen.se\n\n### Besöksadress\n\nTandomsorgen i Vimmerby AB\nMässhantverksgatan 5\n598 40 Vimmerby\n\n### Öppettider\n\n- Måndag: 07:15–16:45\n- Tisdag–torsdag: 07:15–15:45\n- Fredag: 07:15–12:45\n- Lördag–söndag: Stängt\n\n### Akutfall\n\nVid akut tandvärk under öppettider, ring direkt på 0733-03 34 42. Vid akuta besvär under helgtid kan du skicka SMS för att få svar.\n\n### Betalning\n\nVi accepterar kortbetalning, Swish och faktura efter överenskommelse.',
     [('PHONE_NUMBER', '0733-03 34 42'), ('EMAIL_ADDRESS', 'info@tandomsorgen.se')]),  # RagnarLodbrok79/tandomsorgen src/content/pages/kontakt.md:1-36
    ('veterina-smichov', 'cs_CZ',
     "            - contents:\n                - type: markdown\n                  text: |-\n                    ## Telefon<br>[+420\xa0602\xa0355\xa0496](tel:+420602355496)\n\n                    **Volejte prosím pouze v ordinačních hodinách.**\n\n                    Pokud nezvedáme, věnujeme se pacientům a zkuste to prosím znovu později.\n                - type: image\n                  src: /assets/images/cms-managed/ilustrace-pzf-dog-02.min.svg\n                  alt: ''\n                  fill: true\n                  aspectRatio: C-dummy\nlayout: page.njk\npermalink: /kontakty/\neleventyNavigation:\n  key: Kontakty\n  order: 80\nmeta:\n  description: 'Kontakty na Veterinu Smíchov: Na Skalce 991/27, telefon: +420 602 355 496, info@veterina-smichov.cz'\nsitemapIgnore: false\n---",
     [('EMAIL_ADDRESS', 'info@veterina-smichov.cz'), ('PHONE_NUMBER', '+420 602 355 496'), ('PHONE_NUMBER', '+420602355496'), ('PHONE_NUMBER', '+420\xa0602\xa0355\xa0496')]),  # veterina-smichov/veterina-smichov.github.io src/pages/kontakty.md:49-70
    ('medicalcentrum-cz', 'cs_CZ',
     '<div class="col-md-6">\n<h3>Ordinační hodiny</h3>\n<table class="table table-bordered">\n    <tr>\n        <td></td>\n        <td class="info"><strong>dopoledne</strong></td>\n        <td><strong>odpoledne</strong></td>\n    </tr>\n    <tr>\n        <th>Po</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>-</td>\n    </tr>\n    <tr>\n        <th>Út</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>13:00 - 14:00</td>\n    </tr>\n    <tr>\n        <th>St</th>\n        <td class="info">7:30 - 12:00</td>\n        <td>14:00 - 18:00</td>\n    </tr>\n    <tr>\n        <th>Čt</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>13:00 - 14:00</td>\n    </tr>\n    <tr>\n        <th>Pá</th>\n        <td class="info">7:30 - 12:00</td>\n        <td>-</td>\n    </tr>\n</table>\n</div>\n<div class="col-md-6">\n<h3>Kontakt</h3>\n\n<div class="jumbotron">\n    <p class="lead">\n        Plachého 19<br /> 301 00 Plzeň<br />\n        <span class="glyphicon glyphicon-phone-alt" aria-hidden="true"></span> 377 325 998<br />',
     [('PHONE_NUMBER', '377 325 998')]),  # jvaclavovic/medicalcentrum.cz parts/info.md:11-52
    ('cutandcomb', 'en_AU',
     '<footer>\r\n\t<div class="row">\r\n\t\t<div class="col-sm-4 col-xs-12">\r\n\t\t\t<span style="padding-bottom: 20px;" class="cc-phone" aria-hidden="true"></span>\r\n\t\t\t\t<p>5A Chatham Rd<br>West Ryde<br>NSW 2114<br><a style="color: inherit;" href="tel:0298076575"><i>(02) 9807 6575</i></a></p>\r\n\t\t</div>\r\n\t\t<div class="col-sm-4 col-xs-12">\r\n\t\t\t`<span style="padding-bottom: 20px;" class="cc-world" aria-hidden="true"></span>\r\n\t\t\t\t<p><b>Monday</b>-8:30am–5:30pm<br><b>Tuesday</b>-8:30am–5:30pm<br><b>Wednesday</b>-8:30am–5:30pm<br><b>Thursday</b>-8:30am–8:00pm<br><b>Friday</b>-8:30am–5:30pm<br><b>Saturday</b>-8am–3pm<br><b>Sunday</b>-Closed</p>\r\n\t\t</div>\r\n\t\t<div class="col-sm-4 col-xs-12">\r',
     [('PHONE_NUMBER', '0298076575'), ('PHONE_NUMBER', '(02) 9807 6575')]),  # doodleslr/cutandcomb footer.php:1-11
    ('tandartsgooi', 'nl_NL',
     '\nSPOEDHULP\n==========\n\nBij acute (pijn)klachten heeft u direct hulp nodig. Hiervoor belt u op elke werkdag vóór 9.00 uur naar telefoonnummer 035-6913480 / 035-6970700.\n\nWij zullen u dan – zo mogelijk – nog dezelfde dag helpen. Een voorwaarde is wel dat u uw gebit tweemaal per jaar laat controleren en dat vervolgbehandelingen binnen een maand plaatsvinden. Zo willen we pijnklachten voorkomen.\n \n**Avond- of weekenddienst**\n\nHeeft u tijdens de avonduren of weekenden spoedeisende hulp nodig, bijvoorbeeld na een ongeval of een nabloeding? Bel dan met de **Centrale Doktersdienst** (0900-1515). Daar vertellen ze u welke tandarts dienst heeft.\n\nDe dienstdoende tandarts beperkt zich tot het bieden van eerste hulp. Voor eventuele vervolgbehandelingen verwijst hij/zij u weer terug naar ons.\n\nTijdens de weekenddienst/avonddienst wordt een behandeling altijd contant afgerekend. U ontvangt daarvoor een kwitantie die u kunt indienen bij uw zorgverzekeraar.\n\n**Avonddienst**: maandag tot en met donderdag van 18.00 uur tot 8.00 uur.\n\n**Weekenddienst**: vrijdagochtend 8.00 uur tot en met maandagochtend 8.00 uur.\n\nHet telefoonnummer van de **Centrale Doktersdienst** is 0900-1515.',
     [('PHONE_NUMBER', '035-6913480'), ('PHONE_NUMBER', '035-6970700'), ('PHONE_NUMBER', '0900-1515')]),  # nicholaschris/project-eagle src/templates/markdown/spoedhulp.tandartsgooi.md:1-21
    ('tandartsgooi', 'nl_NL',
     '\nCONTACT \n=======\n\nTandheelkundig Centrum ´t Gooi is centraal gelegen in Bussum, 5 minuten van de A1, en op loopafstand van NS station Naarden-Bussum. \n\nWij verwelkomen u graag! Inschrijven kan online of telefonisch.\n\n\n\n**Onze behandeltijden**\n\nMaandag tot en met vrijdag van 07:30 en 16:30.\n\n**Afspraken maken, verzetten of annuleren**\n\nU kunt dagelijks telefonisch contact opnemen tussen 07:30 en 14:00. \n\nBij spoedgevallen na 14:00 uur wordt u automatisch doorgeschakeld naar de spoedlijn van de praktijk. Telefoon: 035-6913480 / 035-6970700.\n \nAnnuleert u korter dan 24 uur voor de behandeltijd, dan worden kosten in rekening gebracht. Afspraken op maandag kunt u tot uiterlijk 12.00 uur op de vrijdag ervoor annuleren.\n\n**Voor overige vragen kunt u onderstaand formulier gebruiken of telefonisch contact opnemen.**',
     [('PHONE_NUMBER', '035-6913480'), ('PHONE_NUMBER', '035-6970700')]),  # nicholaschris/project-eagle src/templates/markdown/contact.tandartsgooi.md:1-23
    ('medicalcentrum-cz', '',
     '<table class="table table-bordered cenik">\n                        <tr>\n                            <th>Výkon</th>\n                            <th>Cena</th>\n                        </tr>\n                        <tr>\n                            <td>Výpis ze zdravotnické dokumentace</td>\n                            <td>400 Kč</td>\n                        </tr>\n                        <tr>\n                            <td>Vyšetření pro řidičský průkaz (vydání, rozšíření, prodloužení)</td>\n                            <td>650 Kč</td>\n                        </tr>\n                        <!-- tr>\n                            <td>Vyšetření k\xa0vystavení zdravotního průkazu</td>\n                            <td>350 Kč</td>\n                        </tr -->\n                        <tr>\n                            <td>Zdravotní prohlídka na žádost zaměstnavatele</td>\n                            <td>700 Kč</td>\n                        </tr>\n\n\\    <tr>\n                            <td>Vyšetření k\xa0vydání / prodloužení zbrojního průkazu</td>\n                            <td>900 Kč</td>\n                        </tr>',
     []),  # jvaclavovic/medicalcentrum.cz parts/cenik-vykonu.md:10-35
    ('veterina-smichov', '',
     "            - contents:\n                - type: pricelist\n                  sections:\n                    - textBefore: '## Vyšetření'\n                      textAfter: ''\n                      table:\n                        - item:\n                            Základní vyšetření: 525\xa0Kč\n                        - item:\n                            Kontrola: 315\xa0Kč\n                        - item:\n                            Vyšetření drobné zvíře: 335\xa0Kč\n                        - item:\n                            Vyšetření moči + sediment: 395\xa0Kč\n                        - item:\n                            Vyšetření USG: 765\xa0Kč\n                        - item:\n                            Vyšetření tlaku tonometrem: 365\xa0Kč\n                        - item:\n                            Vyšetření stolice – flotace: 465\xa0Kč\n                        - item:\n                            RTG (za každý snímek): 550\xa0Kč\n                    - textBefore: '## Odběry krve a testy'\n                      textAfter: ''\n                      table:\n                        - item:\n                            Odběr krve + hematologické vyšetření: 900\xa0Kč\n                        - item:\n                            Odběr krve + vyšetření T4 + ionty: 1.260\xa0Kč",
     []),  # veterina-smichov/veterina-smichov.github.io src/pages/cenik.md:38-66
    ('veterina-smichov', '',
     "body: |-\n  | den | dopoledne | odpoledne |\n  | --- | --- | --- |\n  | pondělí | zavřeno | 13.00–19.00 |\n  | úterý | operace | 13.00–19.00 |\n  | středa | 9.00–12.00 | 13.00–16.00 |\n  | čtvrtek | operace | 13.00–19.00 |\n  | pátek | 9.00–12.00 | 13.00–16.00 |\npublishChanged: false\nbodyChanged: |-\n  Děkujeme za pochopení.\n\n  | den | dopoledne | odpoledne |\n  | --- | --- | --- |\n  | pondělí | zavřeno | zavřeno |\n  | úterý | zavřeno | zavřeno |\n  | středa | zavřeno | zavřeno |\n  | čtvrtek | operace | 13.00–19.00 |\n  | pátek | 9.00–12.00 | 13.00–16.00 |\nchangeDateFrom: 2025-04-02\nchangeDateTo: 2025-04-03\npublishDateFrom: ''\npublishDateTo: ''\nopeningHoursTitle: Standardní ordinační hodiny\ntemporaryHeading: Dočasná změna ordinační doby\nwarningToday: ', tedy i dnes!'",
     []),  # veterina-smichov/veterina-smichov.github.io src/_data/openingHours.yaml:1-26
    ('tandomsorgen', '',
     '---\ntitle: Öppettider under jul och nyår\ndate: 2025-12-01\ndescription: Information om våra öppettider under julhelgen och nyårshelgen.\nauthor: Sofia Karlsson\n---\n\nVi vill informera om våra justerade öppettider under jul- och nyårshelgerna.\n\n## Julhelgen\n\n- **23 december:** 08:00–12:00\n- **24–26 december:** Stängt\n- **27 december:** 08:00–15:00\n\n## Nyårshelgen\n\n- **30 december:** 08:00–15:00\n- **31 december – 1 januari:** Stängt\n- **2 januari:** Ordinarie öppettider\n\n## Akutfall\n\nVid akuta tandbesvär under helgerna hänvisar vi till tandvårdens jourmottagning. Kontaktuppgifter finns på 1177.se.\n\nVi önskar alla våra patienter en riktigt god jul och ett gott nytt år!',
     []),  # RagnarLodbrok79/tandomsorgen src/content/nyheter/oppettider-jul.md:1-26
    ('medicalcentrum-cz', '',
     '<div class="col-md-6">\n<h3>Ordinační hodiny</h3>\n<table class="table table-bordered">\n    <tr>\n        <td></td>\n        <td class="info"><strong>dopoledne</strong></td>\n        <td><strong>odpoledne</strong></td>\n    </tr>\n    <tr>\n        <th>Po</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>-</td>\n    </tr>\n    <tr>\n        <th>Út</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>13:00 - 14:00</td>\n    </tr>\n    <tr>\n        <th>St</th>\n        <td class="info">7:30 - 12:00</td>\n        <td>14:00 - 18:00</td>\n    </tr>\n    <tr>\n        <th>Čt</th>\n        <td class="info">7:30 - 12:30</td>\n        <td>13:00 - 14:00</td>\n    </tr>\n    <tr>\n        <th>Pá</th>\n        <td class="info">7:30 - 12:00</td>\n        <td>-</td>\n    </tr>\n</table>\n</div>',
     []),  # jvaclavovic/medicalcentrum.cz parts/info.md:11-45
    ('calm-dental-care', '',
     '## Opening Times\n\n{:.table}\n| ------------- |:-------------:| -----:|\n| Monday      | 8:30 | 18:00 |\n| Tuesday      | 8:30      |   17:30 |\n| Wednesday | 8:30      |    17:30 |\n| Thursday | 8:30     |    17:30 |\n| Friday | 8:30     |    17:30 |\n| Saturday | Closed     |    Closed |\n| Sunday | Closed | Closed |\n',
     []),  # fenkicorp/calm-dental-care contact.md:25-36
    ('tierarzt1220', 'de_AT',
     '---\ntitle: "Kontakt"\ndescription: "Kontaktieren Sie uns!"\nauthor_profile: false\nlayout: single\npermalink: /kontakt/\nheader:\n  overlay_color: "#000"\n  overlay_filter: "0.5"\n  overlay_image: /assets/images/title.jpg\nexcerpt: "Zentral gelegen und leicht zu erreichen."\n---\n**Tierarztpraxis am Mühlgrund im 22. Bezirk**  \n\nMag. Corinna Rotsejdl  \nLangobardenstrasse 44, 1220 Wien  \n<i class="fas fa-fw fa-envelope"></i> <a href="mailto:praxis@tierarzt.cc">praxis@tierarzt.cc</a>  \n<i class="fas fa-fw fa-phone"></i> <a href="tel: + 43 1 28 32 779">+43 1 28 32 779</a>\n{: .notice}',
     [('PHONE_NUMBER', '+43 1 28 32 779'), ('PHONE_NUMBER', '+ 43 1 28 32 779'), ('EMAIL_ADDRESS', 'praxis@tierarzt.cc')]),  # Tierarzt1220/website _pages/kontakt.md:1-19
    ('doktor-ch-ag', 'de_CH',
     '            <a class="novip-firmen-name" href="https://www.doktor.ch/arzt/widmer-dean-bellinda-menziken-5737-arzt.html" target="_top">\n              Widmer Dean&nbsp;Bellinda\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="https://www.doktor.ch/arzt/widmer-dean-bellinda-menziken-5737-arzt.html">\n              <img class="novip-right" src="aaa_files/6834.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Fachärztin FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Primeliweg&nbsp;11, 5737&nbsp;Menziken\n            <br>\n            Tel:&nbsp;062 771 61 35\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="https://www.doktor.ch/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="https://www.doktor.ch/arzt/widmer-dean-bellinda-menziken-5737-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '062 771 61 35')]),  # funkydeveloper/vicky src/kantone/ag/original.js:12633-12663
    ('doktor-ch-ai', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/balmer-jacobson-kurt-appenzell-9050-arzt.html" target="_top">\n              Balmer-Jacobson&nbsp;Kurt\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/balmer-jacobson-kurt-appenzell-9050-arzt.html">\n              <img class="novip-right" src="/pictures/10857/small/10857.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Unterer Gansbach&nbsp;2, 9050&nbsp;Appenzell\n            <br>\n            Tel:&nbsp;071 787 88 44\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:kurt_balmer@bluewin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/balmer-jacobson-kurt-appenzell-9050-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '071 787 88 44'), ('EMAIL_ADDRESS', 'kurt_balmer@bluewin.ch')]),  # funkydeveloper/vicky src/kantone/ai/original.js:10-40
    ('doktor-ch-ar', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/vogel-hans-anton-buehler-9055-arzt.html" target="_top">\n              Vogel&nbsp;Hans-Anton\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/vogel-hans-anton-buehler-9055-arzt.html">\n              <img class="novip-right" src="/pictures/118970/small/118970.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Dorfstrasse&nbsp;50, 9055&nbsp;Bühler\n            <br>\n            Tel:&nbsp;071 791 07 10\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:Hans.a.vogel@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/vogel-hans-anton-buehler-9055-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '071 791 07 10'), ('EMAIL_ADDRESS', 'Hans.a.vogel@hin.ch')]),  # funkydeveloper/vicky src/kantone/ar/original.js:10-40
    ('doktor-ch-ar', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/wild-peter-herisau-9100-arzt.html" target="_top">\n              Wild&nbsp;Peter\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/wild-peter-herisau-9100-arzt.html">\n              <img class="novip-right" src="/pictures/6617/small/6617.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Kasernenstrasse&nbsp;30, 9100&nbsp;Herisau\n            <br>\n            Tel:&nbsp;071 352 26 66\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/wild-peter-herisau-9100-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '071 352 26 66')]),  # funkydeveloper/vicky src/kantone/ar/original.js:1128-1158
    ('doktor-ch-be', 'de_CH',
     '          <a class="vip-firmen-name" href="/arzt/haenni-johannes-aarberg-3270-arzt.html" target="_top">\n            Hänni&nbsp;Johannes\n          </a>\n        </td>\n        <td class="vip-right" rowspan="2">\n          <a class="vip" href="https://www.doktor.ch/johannes.haenni/" target="_blank">\n            <img class="vip-right" src="/pictures/53621/small/53621.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="vip">\n        <td class="vip-left">\n          <span class="vip-left-titel">\n            Dr. med.\n          </span>\n          <span class="vip-left-fachbezeichnung">\n            Facharzt FMH für Allgemeinmedizin\n          </span>\n          <br>\n          Blüemlismattstrasse&nbsp;2, 3270&nbsp;Aarberg\n          <br>\n          Tel:&nbsp;032 392 22 70\n          &nbsp;&nbsp;\n          <a class="vip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="vip-google-review" href="/arzt/haenni-johannes-aarberg-3270-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '032 392 22 70')]),  # funkydeveloper/vicky src/kantone/be/original.js:10-40
    ('doktor-ch-be', 'de_CH',
     '          <a class="novip-firmen-name" href="/arzt/bachmann-gianotti-martin-hindelbank-3324-arzt.html" target="_top">\n            Bachmann (-Gianotti)&nbsp;Martin\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/bachmann-gianotti-martin-hindelbank-3324-arzt.html">\n            <img class="novip-right" src="/pictures/6623/small/6623.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr. med.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            Facharzt FMH für Allgemeinmedizin\n          </span>\n          <br>\n          Unterdorfweg&nbsp;7, 3324&nbsp;Hindelbank\n          <br>\n          Tel:&nbsp;034 411 22 11\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/bachmann-gianotti-martin-hindelbank-3324-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '034 411 22 11')]),  # funkydeveloper/vicky src/kantone/be/original.js:25675-25705
    ('doktor-ch-be-city', 'de_CH',
     '            <a class="vip-firmen-name" href="/arzt/berchtold-emanuel-p-bern-3011-arzt.html" target="_top">\n              Berchtold&nbsp;Emanuel P.\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.doktor.ch/emanuel.berchtold/" target="_blank">\n              <img class="vip-right" src="/pictures/57922/small/57922.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-titel">\n              Dr. med.\n            </span>\n            <span class="vip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Schwanengasse&nbsp;8, 3011&nbsp;Bern\n            <br>\n            Tel:&nbsp;031 312 04 88\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-active" href="mailto:emanuel.berchtold@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/berchtold-emanuel-p-bern-3011-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '031 312 04 88'), ('EMAIL_ADDRESS', 'emanuel.berchtold@hin.ch')]),  # funkydeveloper/vicky src/kantone/be_city/original.js:10-40
    ('doktor-ch-be-city', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/klaeui-heinrich-bern-3012-arzt.html" target="_top">\n              Kläui&nbsp;Heinrich\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/klaeui-heinrich-bern-3012-arzt.html">\n              <img class="novip-right" src="/pictures/11520/small/11520.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Bühlstrasse&nbsp;59, 3012&nbsp;Bern\n            <br>\n            Tel:&nbsp;031 302 63 36\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:h.klaeui@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/klaeui-heinrich-bern-3012-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '031 302 63 36'), ('EMAIL_ADDRESS', 'h.klaeui@hin.ch')]),  # funkydeveloper/vicky src/kantone/be_city/original.js:7366-7396
    ('doktor-ch-bs', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/leibundgut-urs-basel-4052-arzt.html" target="_top">\n              Leibundgut&nbsp;Urs\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/leibundgut-urs-basel-4052-arzt.html">\n              <img class="novip-right" src="/pictures/2237/small/2237.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin u. Onkolog\n              <a class="novip-left-fachbezeichnung" href="/arzt/leibundgut-urs-basel-4052-arzt.html">\n                ...\n              </a>\n            </span>\n            <br>\n            Lange Gasse&nbsp;78, 4052&nbsp;Basel\n            <br>\n            Tel:&nbsp;061 279 98 22\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/leibundgut-urs-basel-4052-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '061 279 98 22')]),  # funkydeveloper/vicky src/kantone/bs/original.js:7369-7402
    ('doktor-ch-fl', 'de_LI',
     '            <a class="novip-firmen-name" href="/arzt/buerzle-hermann-balzers-9496-arzt.html" target="_top">\n              Bürzle&nbsp;Hermann\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/buerzle-hermann-balzers-9496-arzt.html">\n              <img class="novip-right" src="/pictures/1376/small/1376.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Zwischenbäch&nbsp;12, 9496&nbsp;Balzers\n            <br>\n            Tel:&nbsp;00423 384 15 16\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:h.buerzle@praxisbj.li?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/buerzle-hermann-balzers-9496-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '00423 384 15 16'), ('EMAIL_ADDRESS', 'h.buerzle@praxisbj.li')]),  # funkydeveloper/vicky src/kantone/fl/original.js:10-40
    ('doktor-ch-fr', 'fr_CH',
     '            <a class="vip-firmen-name" href="/arzt/grossenbacher-peter-alterswil-fr-1715-arzt.html" target="_top">\n              Grossenbacher&nbsp;Peter\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.doktor.ch/peter.grossenbacher/" target="_blank">\n              <img class="vip-right" src="/pictures/21828/small/21828.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-titel">\n              Dr. med.\n            </span>\n            <span class="vip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeine Innere Medizin\n            </span>\n            <br>\n            Geriwil&nbsp;4, 1715&nbsp;Alterswil FR\n            <br>\n            Tel:&nbsp;026 494 33 11\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-active" href="mailto:praxis.grossenbacher@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/grossenbacher-peter-alterswil-fr-1715-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '026 494 33 11'), ('EMAIL_ADDRESS', 'praxis.grossenbacher@hin.ch')]),  # funkydeveloper/vicky src/kantone/fr/original.js:10-40
    ('doktor-ch-fr', 'fr_CH',
     '            <a class="novip-firmen-name" href="/arzt/savopol-monique-fribourg-1700-arzt.html" target="_top">\n              Savopol&nbsp;Monique\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/savopol-monique-fribourg-1700-arzt.html">\n              <img class="novip-right" src="/pictures/9038/small/9038.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr méd.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              spéc. FMH en médecine générale\n            </span>\n            <br>\n            rue Beaumont&nbsp;9, 1700&nbsp;Fribourg\n            <br>\n            Tel:&nbsp;026 424 48 33\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/savopol-monique-fribourg-1700-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '026 424 48 33')]),  # funkydeveloper/vicky src/kantone/fr/original.js:3667-3697
    ('doktor-ch-ge', 'fr_CH',
     '            <a class="novip-firmen-name" href="/arzt/dechevrens-olivier-anieres-1247-arzt.html" target="_top">\n              Dechevrens&nbsp;Olivier\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/dechevrens-olivier-anieres-1247-arzt.html">\n              <img class="novip-right" src="/pictures/12168/small/12168.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              spéc. FMH en médecine générale\n            </span>\n            <br>\n            Chemin des Avallons&nbsp;68, 1247&nbsp;Anières\n            <br>\n            Tel:&nbsp;022 751 01 52\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/dechevrens-olivier-anieres-1247-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '022 751 01 52')]),  # funkydeveloper/vicky src/kantone/ge/original.js:10-40
    ('doktor-ch-ge', 'fr_CH',
     '            <a class="novip-firmen-name" href="/arzt/kaufmann-daniel-geneve-1206-arzt.html" target="_top">\n              Kaufmann&nbsp;Daniel\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/kaufmann-daniel-geneve-1206-arzt.html">\n              <img class="novip-right" src="/pictures/3977/small/3977.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-fachbezeichnung">\n              médecine générale\n            </span>\n            <br>\n            Rue Monnier&nbsp;1, 1206&nbsp;Genève\n            <br>\n            Tel:&nbsp;022 789 10 75\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/kaufmann-daniel-geneve-1206-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '022 789 10 75')]),  # funkydeveloper/vicky src/kantone/ge/original.js:10732-10759
    ('doktor-ch-ge-city', 'fr_CH',
     '          <a class="vip-firmen-name" href="/arzt/audetat-francois-geneve-1201-arzt.html" target="_top">\n            Audétat&nbsp;François\n          </a>\n        </td>\n        <td class="vip-right" rowspan="2">\n          <a class="vip" href="https://www.docteur.ch/francois.audetat/" target="_blank">\n            <img class="vip-right" src="/pictures/61972/small/61972.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="vip">\n        <td class="vip-left">\n          <span class="vip-left-titel">\n            Dr méd.\n          </span>\n          <span class="vip-left-fachbezeichnung">\n            spéc. FMH en médecine interne\n          </span>\n          <br>\n          Rue du Môle&nbsp;4, 1201&nbsp;Genève\n          <br>\n          Tel:&nbsp;022 738 96 57\n          &nbsp;&nbsp;\n          <a class="vip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="vip-google-review" href="/arzt/audetat-francois-geneve-1201-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '022 738 96 57')]),  # funkydeveloper/vicky src/kantone/ge_city/original.js:10-40
    ('doktor-ch-ge-city', 'fr_CH',
     '          <a class="novip-firmen-name" href="/arzt/hyman-yariv-gerald-geneve-1205-arzt.html" target="_top">\n            Hyman&nbsp;Yariv-Gérald\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/hyman-yariv-gerald-geneve-1205-arzt.html">\n            <img class="novip-right" src="/pictures/5577/small/5577.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr méd.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            spéc. FMH en médecine interne et en cardiologie\n          </span>\n          <br>\n          Rue De-Candolle&nbsp;24, 1205&nbsp;Genève\n          <br>\n          Tel:&nbsp;022 329 43 43\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/hyman-yariv-gerald-geneve-1205-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '022 329 43 43')]),  # funkydeveloper/vicky src/kantone/ge_city/original.js:6531-6561
    ('doktor-ch-gl', 'de_CH',
     '          <a class="vip-firmen-name" href="/arzt/gerber-liana-glarus-8750-arzt.html" target="_top">\n            Gerber&nbsp;Liana\n          </a>\n        </td>\n        <td class="vip-right" rowspan="2">\n          <a class="vip" href="https://www.doktor.ch/liana.gerber/" target="_blank">\n            <img class="vip-right" src="/pictures/65599/small/65599.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="vip">\n        <td class="vip-left">\n          <span class="vip-left-titel">\n            PD Dr. med.\n          </span>\n          <span class="vip-left-fachbezeichnung">\n            Fachärztin FMH für Innere Medizin\n          </span>\n          <br>\n          Bürgstrasse&nbsp;50, 8750&nbsp;Glarus\n          <br>\n          Tel:&nbsp;055 640 30 44\n          &nbsp;&nbsp;\n          <a class="vip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="vip-google-review" href="/arzt/gerber-liana-glarus-8750-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '055 640 30 44')]),  # funkydeveloper/vicky src/kantone/gl/original.js:10-40
    ('doktor-ch-gl', 'de_CH',
     '          <a class="novip-firmen-name" href="/arzt/bendel-steger-martin-niederurnen-8867-arzt.html" target="_top">\n            Bendel (-Steger)&nbsp;Martin\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/bendel-steger-martin-niederurnen-8867-arzt.html">\n            <img class="novip-right" src="/pictures/6899/small/6899.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr. med.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            Facharzt FMH für Allgemeinmedizin\n          </span>\n          <br>\n          <span class="novip-left-adresszusatz">\n            Praxis für Allgemeinmedizin FMH Dr. Martin Bendel\n            <br>\n          </span>\n          Poststrasse&nbsp;20, 8867&nbsp;Niederurnen\n          <br>\n          Tel:&nbsp;055 610 27 21\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/bendel-steger-martin-niederurnen-8867-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '055 610 27 21')]),  # funkydeveloper/vicky src/kantone/gl/original.js:673-707
    ('doktor-ch-gr', 'de_CH',
     '          <a class="novip-firmen-name" href="/arzt/jung-harald-alvaneu-dorf-7492-arzt.html" target="_top">\n            Jung&nbsp;Harald\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/jung-harald-alvaneu-dorf-7492-arzt.html">\n            <img class="novip-right" src="/pictures/203901/small/203901.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-fachbezeichnung">\n            Allgemeine Innere Medizin\n          </span>\n          <br>\n          <span class="novip-left-adresszusatz">\n            Praxis Alvaneu\n            <br>\n          </span>\n          Voia Principala&nbsp;59, 7492&nbsp;Alvaneu Dorf\n          <br>\n          Tel:&nbsp;081 404 20 30\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/jung-harald-alvaneu-dorf-7492-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '081 404 20 30')]),  # funkydeveloper/vicky src/kantone/gr/original.js:10-41
    ('doktor-ch-gr', 'de_CH',
     '          <a class="novip-firmen-name" href="/arzt/caflisch-mueller-anita-domat-ems-7013-arzt.html" target="_top">\n            Caflisch Müller&nbsp;Anita\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/caflisch-mueller-anita-domat-ems-7013-arzt.html">\n            <img class="novip-right" src="/pictures/37490/small/37490.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-fachbezeichnung">\n            Fachärztin FMH für Allgemeine Innere Medizin\n          </span>\n          <br>\n          Via Sogn Pieder&nbsp;19, 7013&nbsp;Domat/Ems\n          <br>\n          Tel:&nbsp;081 650 35 25\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/caflisch-mueller-anita-domat-ems-7013-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '081 650 35 25')]),  # funkydeveloper/vicky src/kantone/gr/original.js:5941-5968
    ('doktor-ch-ju', 'fr_CH',
     '          <a class="novip-firmen-name" href="/arzt/morard-vincent-buix-2925-arzt.html" target="_top">\n            Morard&nbsp;Vincent\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/morard-vincent-buix-2925-arzt.html">\n            <img class="novip-right" src="/pictures/8953/small/8953.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-fachbezeichnung">\n            spéc. FMH en médecine générale\n          </span>\n          <br>\n          Chemin de la Carrière&nbsp;12k, 2925&nbsp;Buix\n          <br>\n          Tel:&nbsp;032 475 62 62\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-active" href="mailto:vincentmorard@sunrise.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/morard-vincent-buix-2925-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '032 475 62 62'), ('EMAIL_ADDRESS', 'vincentmorard@sunrise.ch')]),  # funkydeveloper/vicky src/kantone/ju/original.js:10-37
    ('doktor-ch-ju', 'fr_CH',
     '          <a class="novip-firmen-name" href="/arzt/schiff-giulio-delemont-2800-arzt.html" target="_top">\n            Schiff&nbsp;Giulio\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/schiff-giulio-delemont-2800-arzt.html">\n            <img class="novip-right" src="/pictures/62406/small/62406.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr méd.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            médecine générale et chirurgie\n          </span>\n          <br>\n          rue de Dozière&nbsp;28, 2800&nbsp;Delémont\n          <br>\n          Tel:&nbsp;032 422 87 78\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-active" href="mailto:schiff.med@gmail.com?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/schiff-giulio-delemont-2800-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '032 422 87 78'), ('EMAIL_ADDRESS', 'schiff.med@gmail.com')]),  # funkydeveloper/vicky src/kantone/ju/original.js:1250-1280
    ('doktor-ch-lu', 'de_CH',
     '          <a class="novip-firmen-name" href="/arzt/keel-barbara-luzern-6004-arzt.html" target="_top">\n            Keel&nbsp;Barbara\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/keel-barbara-luzern-6004-arzt.html">\n            <img class="novip-right" src="/pictures/11542/small/11542.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr. med.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            Fachärztin FMH für Allgemeinmedizin\n          </span>\n          <br>\n          Alpenstrasse&nbsp;1, 6004&nbsp;Luzern\n          <br>\n          Tel:&nbsp;041 410 22 07\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/keel-barbara-luzern-6004-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '041 410 22 07')]),  # funkydeveloper/vicky src/kantone/lu/original.js:8754-8784
    ('doktor-ch-nu', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/bourgeois-dominique-bevaix-2022-arzt.html" target="_top">\n              Bourgeois&nbsp;Dominique\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/bourgeois-dominique-bevaix-2022-arzt.html">\n              <img class="novip-right" src="/pictures/12292/small/12292.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr méd.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              spéc. FMH en médecine générale\n            </span>\n            <br>\n            Rue Adolphe-Ribaux&nbsp;11, 2022&nbsp;Bevaix\n            <br>\n            Tel:&nbsp;032 846 13 66\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/bourgeois-dominique-bevaix-2022-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '032 846 13 66')]),  # funkydeveloper/vicky src/kantone/nu/original.js:10-40
    ('doktor-ch-nw', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/becker-dagmar-beckenried-6375-arzt.html" target="_top">\n              Becker&nbsp;Dagmar\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/becker-dagmar-beckenried-6375-arzt.html">\n              <img class="novip-right" src="/pictures/62159/small/62159.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Praxis für Allgemeinmedizin\n            </span>\n            <br>\n            Mondmattli&nbsp;3, 6375&nbsp;Beckenried\n            <br>\n            Tel:&nbsp;041 624 93 33\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:dagmar.becker@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/becker-dagmar-beckenried-6375-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 624 93 33'), ('EMAIL_ADDRESS', 'dagmar.becker@hin.ch')]),  # funkydeveloper/vicky src/kantone/nw/original.js:10-40
    ('doktor-ch-nw', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/sigg-martin-hergiswil-nw-6052-arzt.html" target="_top">\n              Sigg&nbsp;Martin\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/sigg-martin-hergiswil-nw-6052-arzt.html">\n              <img class="novip-right" src="/pictures/4697/small/4697.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Seestrasse&nbsp;49, 6052&nbsp;Hergiswil NW\n            <br>\n            Tel:&nbsp;041 630 26 67\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/sigg-martin-hergiswil-nw-6052-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 630 26 67')]),  # funkydeveloper/vicky src/kantone/nw/original.js:893-923
    ('doktor-ch-ow', 'de_CH',
     '            <a class="vip-firmen-name" href="/arzt/eldner-thomas-alpnach-dorf-6055-arzt.html" target="_top">\n              Eldner&nbsp;Thomas\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.dr-eldner.com" target="_blank">\n              <img class="vip-right" src="/pictures/37571/small/37571.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-titel">\n              Dr. med.\n            </span>\n            <span class="vip-left-fachbezeichnung">\n              Praktischer Arzt, Chirurgie FMH\n            </span>\n            <br>\n            Unterdorfstrasse&nbsp;11, 6055&nbsp;Alpnach Dorf\n            <br>\n            Tel:&nbsp;041 670 22 44\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-active" href="mailto:info@dr-eldner.com?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/eldner-thomas-alpnach-dorf-6055-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 670 22 44'), ('EMAIL_ADDRESS', 'info@dr-eldner.com')]),  # funkydeveloper/vicky src/kantone/ow/original.js:10-40
    ('doktor-ch-sg', 'de_CH',
     '            <a class="vip-firmen-name" href="/arzt/gross-reto-altstaetten-sg-9450-arzt.html" target="_top">\n              Gross&nbsp;Reto\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.doktor.ch/reto.gross/" target="_blank">\n              <img class="vip-right" src="/pictures/6149/small/6149.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-titel">\n              Dr. med.\n            </span>\n            <span class="vip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeine Innere Medizin\n            </span>\n            <br>\n            Bahnhofstrasse&nbsp;21a, 9450&nbsp;Altstätten SG\n            <br>\n            Tel:&nbsp;071 755 63 77\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-active" href="mailto:praxis.gross.reto@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/gross-reto-altstaetten-sg-9450-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '071 755 63 77'), ('EMAIL_ADDRESS', 'praxis.gross.reto@hin.ch')]),  # funkydeveloper/vicky src/kantone/sg/original.js:10-40
    ('doktor-ch-sg', 'de_CH',
     '            <a class="vip-firmen-name" href="/arzt/baumann-stefan-schaenis-8718-arzt.html" target="_top">\n              Baumann&nbsp;Stefan\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.doktor.ch/stefan.baumann/" target="_blank">\n              <img class="vip-right" src="/pictures/63163/small/63163.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Rathausplatz&nbsp;16, 8718&nbsp;Schänis\n            <br>\n            Tel:&nbsp;055 615 30 67\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/baumann-stefan-schaenis-8718-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '055 615 30 67')]),  # funkydeveloper/vicky src/kantone/sg/original.js:11889-11916
    ('doktor-ch-sh', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/hoessly-christian-schaffhausen-8207-arzt.html" target="_top">\n              Hoessly&nbsp;Christian\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/hoessly-christian-schaffhausen-8207-arzt.html">\n              <img class="novip-right" src="/pictures/64441/small/64441.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Herblingerstrasse&nbsp;52, 8207&nbsp;Schaffhausen\n            <br>\n            Tel:&nbsp;052 643 23 70\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/hoessly-christian-schaffhausen-8207-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '052 643 23 70')]),  # funkydeveloper/vicky src/kantone/sh/original.js:1990-2020
    ('doktor-ch-so', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/baschung-pascal-balsthal-4710-arzt.html" target="_top">\n              Baschung&nbsp;Pascal\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/baschung-pascal-balsthal-4710-arzt.html">\n              <img class="novip-right" src="/pictures/202216/small/202216.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr.med.\n            </span>\n            <br>\n            <span class="novip-left-adresszusatz">\n              Ärztehaus Balsthal AG\n              <br>\n            </span>\n            Bahnhofstrasse&nbsp;1, 4710&nbsp;Balsthal\n            <br>\n            Tel:&nbsp;062 386 40 40\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:info.aerztehaus-balsthal@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/baschung-pascal-balsthal-4710-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '062 386 40 40'), ('EMAIL_ADDRESS', 'info.aerztehaus-balsthal@hin.ch')]),  # funkydeveloper/vicky src/kantone/so/original.js:10-41
    ('doktor-ch-so', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/huber-ernst-peter-olten-4600-arzt.html" target="_top">\n              Huber (-Ernst)&nbsp;Peter\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/huber-ernst-peter-olten-4600-arzt.html">\n              <img class="novip-right" src="/pictures/4912/small/4912.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Kirchgasse&nbsp;29, 4600&nbsp;Olten\n            <br>\n            Tel:&nbsp;062 212 75 55\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/huber-ernst-peter-olten-4600-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '062 212 75 55')]),  # funkydeveloper/vicky src/kantone/so/original.js:6416-6446
    ('doktor-ch-sz', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/bolliger-karl-peter-altendorf-8852-arzt.html" target="_top">\n              Bolliger&nbsp;Karl Peter\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/bolliger-karl-peter-altendorf-8852-arzt.html">\n              <img class="novip-right" src="/pictures/1286/small/1286.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Dorfplatz&nbsp;2, 8852&nbsp;Altendorf\n            <br>\n            Tel:&nbsp;055 462 33 33\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/bolliger-karl-peter-altendorf-8852-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '055 462 33 33')]),  # funkydeveloper/vicky src/kantone/sz/original.js:10-40
    ('doktor-ch-sz', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/parcina-mladen-kuessnacht-am-rigi-6403-arzt.html" target="_top">\n              Parcina&nbsp;Mladen\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/parcina-mladen-kuessnacht-am-rigi-6403-arzt.html">\n              <img class="novip-right" src="/pictures/2515/small/2515.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Arzt für Allgemeinmedizin\n            </span>\n            <br>\n            Siegwartstrasse&nbsp;9, 6403&nbsp;Küssnacht am Rigi\n            <br>\n            Tel:&nbsp;041 850 70 70\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/parcina-mladen-kuessnacht-am-rigi-6403-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 850 70 70')]),  # funkydeveloper/vicky src/kantone/sz/original.js:3175-3205
    ('doktor-ch-tg', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/arni-moll-urs-aadorf-8355-arzt.html" target="_top">\n              Arni (-Moll)&nbsp;Urs\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/arni-moll-urs-aadorf-8355-arzt.html">\n              <img class="novip-right" src="/pictures/58039/small/58039.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin\n            </span>\n            <br>\n            Untermoosstrasse&nbsp;11, 8355&nbsp;Aadorf\n            <br>\n            Tel:&nbsp;052 368 30 30\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:urs.arni@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/arni-moll-urs-aadorf-8355-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '052 368 30 30'), ('EMAIL_ADDRESS', 'urs.arni@hin.ch')]),  # funkydeveloper/vicky src/kantone/tg/original.js:10-40
    ('doktor-ch-ti', 'it_CH',
     '            <a class="novip-firmen-name" href="/arzt/kozal-henryk-dongio-6715-arzt.html" target="_top">\n              Kozal&nbsp;Henryk\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/kozal-henryk-dongio-6715-arzt.html">\n              <img class="novip-right" src="/pictures/6008/small/6008.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dott. med.\n            </span>\n            <br>\n            6715&nbsp;Dongio\n            <br>\n            Tel:&nbsp;091 871 26 24\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/kozal-henryk-dongio-6715-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '091 871 26 24')]),  # funkydeveloper/vicky src/kantone/ti/original.js:10-37
    ('doktor-ch-ti', 'it_CH',
     '            <a class="novip-firmen-name" href="/arzt/anderhub-hanspeter-lugano-6900-arzt.html" target="_top">\n              Anderhub&nbsp;Hanspeter\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/anderhub-hanspeter-lugano-6900-arzt.html">\n              <img class="novip-right" src="/pictures/118955/small/118955.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Innere Medizin u. Pneumologie\n            </span>\n            <br>\n            Viale Castagnola&nbsp;21B, 6900&nbsp;Lugano\n            <br>\n            Tel:&nbsp;091 971 78 50\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/anderhub-hanspeter-lugano-6900-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '091 971 78 50')]),  # funkydeveloper/vicky src/kantone/ti/original.js:7642-7672
    ('doktor-ch-ur', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/nock-ciocco-cristina-altdorf-ur-6460-arzt.html" target="_top">\n              Nock-Ciocco&nbsp;Cristina\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/nock-ciocco-cristina-altdorf-ur-6460-arzt.html">\n              <img class="novip-right" src="/pictures/56288/small/56288.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr.med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              FMH  Allgemeine Innere Medizin\n            </span>\n            <br>\n            Grundgasse&nbsp;2, 6460&nbsp;Altdorf UR\n            <br>\n            Tel:&nbsp;041 870 67 67\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-active" href="mailto:praxisnock@hin.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/nock-ciocco-cristina-altdorf-ur-6460-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 870 67 67'), ('EMAIL_ADDRESS', 'praxisnock@hin.ch')]),  # funkydeveloper/vicky src/kantone/ur/original.js:753-783
    ('doktor-ch-vd', 'fr_CH',
     '          <a class="novip-firmen-name" href="/arzt/bendimerad-mohamed-reda-aigle-1860-arzt.html" target="_top">\n            Bendimerad&nbsp;Mohamed Reda\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/bendimerad-mohamed-reda-aigle-1860-arzt.html">\n            <img class="novip-right" src="/pictures/64161/small/64161.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-fachbezeichnung">\n            médecin\n          </span>\n          <br>\n          Chemin de Pré d\'Emoz&nbsp;5, 1860&nbsp;Aigle\n          <br>\n          Tel:&nbsp;024 466 11 33\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/bendimerad-mohamed-reda-aigle-1860-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '024 466 11 33')]),  # funkydeveloper/vicky src/kantone/vd/original.js:10-37
    ('doktor-ch-vd', 'fr_CH',
     '          <a class="novip-firmen-name" href="/arzt/willa-claude-lausanne-1005-arzt.html" target="_top">\n            Willa&nbsp;Claude\n          </a>\n        </td>\n        <td class="novip-right" rowspan="2">\n          <a class="novip" href="/arzt/willa-claude-lausanne-1005-arzt.html">\n            <img class="novip-right" src="/pictures/3077/small/3077.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="novip">\n        <td class="novip-left">\n          <span class="novip-left-titel">\n            Dr méd.\n          </span>\n          <span class="novip-left-fachbezeichnung">\n            spéc. FMH en médecine interne et en pneumologie\n          </span>\n          <br>\n          Avenue de Rumine&nbsp;35, 1005&nbsp;Lausanne\n          <br>\n          Tel:&nbsp;021 323 61 28\n          &nbsp;&nbsp;\n          <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="novip-google-review" href="/arzt/willa-claude-lausanne-1005-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '021 323 61 28')]),  # funkydeveloper/vicky src/kantone/vd/original.js:15484-15514
    ('doktor-ch-vs', 'fr_CH',
     '            <a class="novip-firmen-name" href="/arzt/andenmatten-zufferey-franziska-vissoie-3961-arzt.html" target="_top">\n              Andenmatten Zufferey&nbsp;Franziska\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/andenmatten-zufferey-franziska-vissoie-3961-arzt.html">\n              <img class="novip-right" src="/pictures/11567/small/11567.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Fachärztin FMH für Allgemeinmedizin\n            </span>\n            <br>\n            route de Grimentz&nbsp;, 3961&nbsp;Vissoie\n            <br>\n            Tel:&nbsp;027 475 47 07\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/andenmatten-zufferey-franziska-vissoie-3961-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '027 475 47 07')]),  # funkydeveloper/vicky src/kantone/vs/original.js:10-40
    ('doktor-ch-vs', 'fr_CH',
     '            <a class="novip-firmen-name" href="/arzt/piccinin-pascal-st-maurice-1890-arzt.html" target="_top">\n              Piccinin&nbsp;Pascal\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/piccinin-pascal-st-maurice-1890-arzt.html">\n              <img class="novip-right" src="/pictures/5477/small/5477.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr méd.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              spéc. FMH en médecine interne\n            </span>\n            <br>\n            avenue du Simplon &nbsp;10, 1890&nbsp;St-Maurice\n            <br>\n            Tel:&nbsp;024 485 30 15\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/piccinin-pascal-st-maurice-1890-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '024 485 30 15')]),  # funkydeveloper/vicky src/kantone/vs/original.js:6377-6407
    ('doktor-ch-zg', 'de_CH',
     '            <a class="novip-firmen-name" href="/arzt/sigrist-erich-steinhausen-6312-arzt.html" target="_top">\n              Sigrist&nbsp;Erich\n            </a>\n          </td>\n          <td class="novip-right" rowspan="2">\n            <a class="novip" href="/arzt/sigrist-erich-steinhausen-6312-arzt.html">\n              <img class="novip-right" src="/pictures/7202/small/7202.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="novip">\n          <td class="novip-left">\n            <span class="novip-left-titel">\n              Dr. med.\n            </span>\n            <span class="novip-left-fachbezeichnung">\n              Facharzt FMH für Allgemeinmedizin\n            </span>\n            <br>\n            Bahnhofstrasse&nbsp;1, 6312&nbsp;Steinhausen\n            <br>\n            Tel:&nbsp;041 741 18 10\n            &nbsp;&nbsp;\n            <a class="novip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="novip-google-review" href="/arzt/sigrist-erich-steinhausen-6312-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '041 741 18 10')]),  # funkydeveloper/vicky src/kantone/zg/original.js:3064-3094
    ('doktor-ch-zh', 'de_CH',
     '          <a class="vip-firmen-name" href="/arzt/kurmann-robert-adliswil-8134-arzt.html" target="_top">\n            Kurmann&nbsp;Robert\n          </a>\n        </td>\n        <td class="vip-right" rowspan="2">\n          <a class="vip" href="https://www.doktor.ch/robert.kurmann/" target="_blank">\n            <img class="vip-right" src="/pictures/62352/small/62352.png">\n          </a>\n        </td>\n      </tr>\n      <tr class="vip">\n        <td class="vip-left">\n          <span class="vip-left-titel">\n            Dr. med.\n          </span>\n          <span class="vip-left-fachbezeichnung">\n            Facharzt FMH für Allgemeinmedizin\n          </span>\n          <br>\n          Soodstrasse&nbsp;6, 8134&nbsp;Adliswil\n          <br>\n          Tel:&nbsp;044 710 33 22\n          &nbsp;&nbsp;\n          <a class="vip-left-make_appointment-button-inactive" href="/eintrag/de_kein_termin_moeglich.html">\n            Terminanfrage\n          </a>\n          &nbsp;&nbsp;\n          <a class="vip-google-review" href="/arzt/kurmann-robert-adliswil-8134-arzt.html" target="_top">\n            Bewertungen &gt;&gt;&gt;&gt;&gt;\n          </a>\n      </td></tr>',
     [('PHONE_NUMBER', '044 710 33 22')]),  # funkydeveloper/vicky src/kantone/zh/original.js:10-40
    ('doktor-ch-zh-city', 'de_CH',
     '            <a class="vip-firmen-name" href="/arzt/abdili-semun-zuerich-8050-arzt.html" target="_top">\n              Abdili&nbsp;Semun\n            </a>\n          </td>\n          <td class="vip-right" rowspan="2">\n            <a class="vip" href="https://www.vital-lifestyle.ch" target="_blank">\n              <img class="vip-right" src="/pictures/200909/small/200909.png">\n            </a>\n          </td>\n        </tr>\n        <tr class="vip">\n          <td class="vip-left">\n            <span class="vip-left-titel">\n              Dr. med.\n            </span>\n            <span class="vip-left-fachbezeichnung">\n              Allgemeinarzt und Innere Medizin\n            </span>\n            <br>\n            Franklinstrasse&nbsp;31, 8050&nbsp;Zürich\n            <br>\n            Tel:&nbsp;044 310 21 22\n            &nbsp;&nbsp;\n            <a class="vip-left-make_appointment-button-active" href="mailto:info@vital-lifestyle.ch?subject=Terminanfrage via doktor.ch&amp;body=Ich möchte gerne einen Termin vereinbaren.%0A%0AMein Name:%0A%0AMeine Telefonummer:%0A%0AMein Anliegen:">\n              Terminanfrage\n            </a>\n            &nbsp;&nbsp;\n            <a class="vip-google-review" href="/arzt/abdili-semun-zuerich-8050-arzt.html" target="_top">\n              Bewertungen &gt;&gt;&gt;&gt;&gt;\n            </a>\n        </td></tr>',
     [('PHONE_NUMBER', '044 310 21 22'), ('EMAIL_ADDRESS', 'info@vital-lifestyle.ch')]),  # funkydeveloper/vicky src/kantone/zh_city/original.js:10-40
]
# REAL_SNIPPETS_END


def _standalone(text, s):
    out, i = [], 0
    while True:
        k = text.find(s, i)
        if k < 0:
            return out
        before = text[k - 1] if k else " "
        after = text[k + len(s)] if k + len(s) < len(text) else " "
        ok = not (before.isalnum() or before in "+_") and not (after.isalnum() or after == "_")
        if "@" in s:
            ok = ok and before not in ".-" and not (after in ".-" and k + len(s) + 1 < len(text) and text[k + len(s) + 1].isalnum())
        if ok:
            out.append((k, k + len(s)))
        i = k + 1


def real_records():
    recs = []
    for source, locale, text, labels in REAL_SNIPPETS:
        region = LOCALES.get(locale, locale[-2:]) if locale else ""
        spans = []
        for ent, s in labels:
            occ = _standalone(text, s)
            assert occ, (source, s)
            for a, e in occ:
                sp = {"entity": ent, "start": a, "end": e}
                if ent == "PHONE_NUMBER":
                    sp["valid"] = phone_valid(s, region)
                spans.append(sp)
        spans.sort(key=lambda x: (x["start"], x["end"]))
        for a, b in zip(spans, spans[1:]):
            assert a["end"] <= b["start"], (source, a, b)
        recs.append({"locale": locale, "spans": spans, "template": "b25r-" + source, "text": text})
    return recs


# ---------------------------------------------------------------- main
def build(rng):
    from faker import Faker
    locales = sorted(LOCALES)
    fk = {}
    for loc in sorted(set(locales) | {"en_US"}):
        f = Faker(loc)
        f.seed_instance(rng.randrange(2 ** 32))
        fk[loc] = f
    ibans = iban_countries()
    genres = sorted(PII_GENRES)
    recs = []
    for i in range(N_PII):
        loc = locales[i % len(locales)]
        genre = genres[i % len(genres)]
        for _ in range(50):
            b = Builder()
            PII_GENRES[genre](Ctx(rng, fk, loc, ibans), b)
            text = b.text()
            if not unlabelled_lookalikes(text, b.spans):
                break
        else:
            raise RuntimeError("could not draw a clean %s text: %r %s" % (genre, text, unlabelled_lookalikes(text, b.spans)))
        recs.append({"locale": loc, "spans": b.spans, "template": "b25-" + genre, "text": text})
    free = sorted(FREE)
    for i in range(N_FREE):
        genre = free[i % len(free)]
        for _ in range(50):
            n = rng.randint(1, 2)
            text = " ".join(FREE[free[(i + k * 7) % len(free)]](rng) for k in range(n)) if genre != "table" else FREE[genre](rng)
            if not unlabelled_lookalikes(text, []):
                break
        else:
            raise RuntimeError("could not draw a clean free text %s: %r %s" % (genre, text, unlabelled_lookalikes(text, [])))
        recs.append({"locale": "", "spans": [], "template": "b25f-" + genre, "text": text})
    recs.extend(real_records())
    rng.shuffle(recs)
    lines = []
    for k, r in enumerate(recs):
        r["id"] = "blind25-%05d" % k
        lines.append(json.dumps(r, ensure_ascii=False, sort_keys=True))
    return "\n".join(lines) + "\n"


def main(argv=None):
    global PN
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="overwrite an existing output")
    args = ap.parse_args(argv)
    import faker
    if faker.VERSION != FAKER_VERSION:
        sys.exit("make_pii_blind25: Faker %s is required, found %s" % (FAKER_VERSION, faker.VERSION))
    if args.out.exists() and not args.force:
        sys.exit("make_pii_blind25: %s exists; pass --force to overwrite" % args.out)
    import phonenumbers
    PN = phonenumbers
    data = build(random.Random(SEED))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(data, encoding="utf-8")
    print("wrote %s sha256 %s" % (args.out, hashlib.sha256(data.encode("utf-8")).hexdigest()))


if __name__ == "__main__":
    main()
