"""Build the pii_blind10 evaluation set: synthetic texts with and without PII plus frozen real snippets.

The set is written apart from any detector and is meant to be scored only. Output is one JSON object per
line (keys: id, locale, spans, template, text); the whole file is a pure function of SEED, Faker 40.0.0,
phonenumbers and python-stdnum, independent of PYTHONHASHSEED and TZ.

Usage: python scripts/make_pii_blind10.py [--out PATH] [--force]
"""
import argparse
import datetime
import ipaddress
import json
import os
import re
import random
import sys

import faker
import phonenumbers
from faker import Faker
from phonenumbers import PhoneNumberFormat as PNF
from phonenumbers import PhoneNumberType as PNT
from stdnum import iban as std_iban
from stdnum import numdb

SEED = 2026_11_27
OUT = 'benchmarks/data/pii_blind10/blind10.jsonl'
FAKER_VERSION = '40.0.0'
N_PII, N_FREE = 900, 350
NBSP, NNBSP = '\u00a0', '\u202f'

# Locales Faker 40 offers with a region phonenumbers knows; es_CA (Catalan), fr_QC and ar_AA have no usable region.
LOCALES = sorted([
    'ar_AE', 'ar_BH', 'ar_DZ', 'ar_EG', 'ar_JO', 'ar_PS', 'ar_SA', 'az_AZ', 'bg_BG', 'bn_BD', 'bs_BA', 'cs_CZ',
    'da_DK', 'de_AT', 'de_CH', 'de_DE', 'de_LI', 'de_LU', 'el_CY', 'el_GR', 'en_AU', 'en_BD', 'en_CA', 'en_GB',
    'en_IE', 'en_IN', 'en_KE', 'en_NG', 'en_NZ', 'en_PH', 'en_PK', 'en_TH', 'en_US', 'es_AR', 'es_CL', 'es_CO',
    'es_ES', 'es_MX', 'et_EE', 'fa_IR', 'fi_FI', 'fil_PH', 'fr_BE', 'fr_CA', 'fr_CH', 'fr_DZ', 'fr_FR', 'ga_IE',
    'gu_IN', 'ha_NG', 'he_IL', 'hi_IN', 'hr_HR', 'hu_HU', 'hy_AM', 'id_ID', 'ig_NG', 'is_IS', 'it_CH', 'it_IT',
    'ja_JP', 'ka_GE', 'ko_KR', 'lb_LU', 'lt_LT', 'lv_LV', 'mt_MT', 'ne_NP', 'nl_BE', 'nl_NL', 'no_NO', 'or_IN',
    'pl_PL', 'pt_BR', 'pt_PT', 'ro_RO', 'ru_RU', 'sk_SK', 'sl_SI', 'sq_AL', 'sv_SE', 'ta_IN', 'th_TH', 'tl_PH',
    'tr_TR', 'tw_GH', 'uk_UA', 'uz_UZ', 'vi_VN', 'yo_NG', 'zh_CN', 'zh_TW', 'zu_ZA'])

# Local phone labels and extension words; words in EXT_IN stay inside the span, EXT_OUT words stay outside.
PHONE_LABEL = {
    'ar': 'هاتف', 'az': 'Telefon', 'bg': 'Тел.', 'bn': 'ফোন', 'bs': 'Tel.', 'cs': 'Tel.', 'da': 'Tlf.',
    'de': 'Tel.', 'el': 'Τηλ.', 'en': 'Phone', 'es': 'Tel.', 'et': 'Tel', 'fa': 'تلفن', 'fi': 'Puh.',
    'fil': 'Telepono', 'fr': 'Tél.', 'ga': 'Guthán', 'gu': 'ફોન', 'ha': 'Waya', 'he': 'טל׳', 'hi': 'फ़ोन',
    'hr': 'Tel.', 'hu': 'Tel.', 'hy': 'Հեռ.', 'id': 'Telp.', 'ig': 'Ekwentị', 'is': 'Sími', 'it': 'Tel.',
    'ja': '電話', 'ka': 'ტელ.', 'ko': '전화', 'lb': 'Tel.', 'lt': 'Tel.', 'lv': 'Tālr.', 'mt': 'Tel.',
    'ne': 'फोन', 'nl': 'Tel.', 'no': 'Tlf.', 'or': 'ଫୋନ', 'pl': 'tel.', 'pt': 'Tel.', 'ro': 'Tel.',
    'ru': 'Тел.', 'sk': 'Tel.', 'sl': 'Tel.', 'sq': 'Tel.', 'sv': 'Tel.', 'ta': 'தொலைபேசி', 'th': 'โทร',
    'tl': 'Telepono', 'tr': 'Tel.', 'tw': 'Fon', 'uk': 'Тел.', 'uz': 'Tel.', 'vi': 'ĐT', 'yo': 'Foonu',
    'zh': '电话', 'zu': 'Ucingo'}
FAX_LABEL = {'de': 'Fax', 'fr': 'Télécopie', 'es': 'Fax', 'it': 'Fax', 'ja': 'FAX', 'ru': 'Факс', 'zh': '传真'}
MOBILE_LABEL = {'de': 'Mobil', 'fr': 'Portable', 'es': 'Móvil', 'it': 'Cell.', 'pt': 'Celular', 'ru': 'Моб.',
                'pl': 'kom.', 'nl': 'Mobiel', 'ja': '携帯', 'ko': '휴대폰', 'zh': '手机', 'tr': 'Cep',
                'sv': 'Mobil', 'cs': 'Mobil', 'hu': 'Mobil', 'vi': 'DĐ', 'th': 'มือถือ', 'id': 'HP'}
EXT_IN = ['x', 'ext', 'ext.', 'Ext.', 'extension', 'anexo', 'доб.']
EXT_OUT = {'de': 'Durchwahl', 'fr': 'poste', 'it': 'interno', 'pt': 'ramal', 'nl': 'toestel', 'pl': 'wew.',
           'cs': 'klapka', 'hu': 'mellék', 'tr': 'dahili', 'ja': '内線', 'zh': '分机', 'ko': '내선',
           'th': 'ต่อ', 'vi': 'máy lẻ', 'fa': 'داخلی', 'sk': 'klapka', 'es': 'interno'}
IDD = {'US': '011', 'CA': '011', 'AU': '0011', 'JP': '010', 'RU': '8 10', 'KR': '002', 'BR': '0021',
       'TH': '001', 'ID': '001', 'CO': '009', 'HK': '001', 'TW': '002', 'UZ': '8 10'}
# Labels after which digit runs with separators are look-alikes, not phone numbers.
LOOKALIKE_LABELS = (
    'order', 'bestellung', 'commande', 'pedido', 'ordine', 'imei', 'isbn', 'population', 'tracking', 'ticket',
    'invoice', 'rechnung', 'facture', 'factura', 'part', 'serial', 'ref', 'otp', 'code', 'postcode', 'zip', 'plz',
    'tax', 'vat', 'ust', 'siret', 'nif', 'cpf', 'date', 'datum', 'fecha', 'updated', 'build', 'version',
    'sort code', 'account', 'customer', 'kunden', 'policy', 'case', 'shipment', 'parcel', 'booking', 'pnr',
    'voucher', 'receipt', 'loyalty', 'member', 'hash', 'sha', 'md5', 'coordinates', 'lat', 'iban ref', 'awb',
    'scores', 'score', 'measurements', 'table', 'ean', 'gtin', 'sku', 'batch', 'lot', 'oid', 'section', 'isin')

PHONE_TYPES = [PNT.FIXED_LINE, PNT.MOBILE, PNT.TOLL_FREE, PNT.VOIP, PNT.SHARED_COST, PNT.FIXED_LINE, PNT.MOBILE]


def region_of(locale):
    return locale.split('_')[1]


def lang_of(locale):
    return locale.split('_')[0]


# ----------------------------------------------------------------------------------------------- phones
def _random_number(rng, region, want_valid):
    cc = phonenumbers.country_code_for_region(region)
    types = [t for t in PHONE_TYPES if phonenumbers.example_number_for_type(region, t) is not None]
    for _ in range(400):
        ex = phonenumbers.example_number_for_type(region, rng.choice(types))
        nsn = phonenumbers.national_significant_number(ex)
        keep = rng.randint(1, max(1, min(4, len(nsn) - 3))) if want_valid else rng.randint(0, 2)
        cand = nsn[:keep] + ''.join(rng.choice('0123456789') for _ in nsn[keep:])
        if not want_valid and rng.random() < 0.3:
            cand = cand[:-1] if rng.random() < 0.5 else cand + rng.choice('0123456789')
        try:
            num = phonenumbers.parse('+%d%s' % (cc, cand))
        except phonenumbers.NumberParseException:
            continue
        if not phonenumbers.is_possible_number(num) or phonenumbers.region_code_for_number(num) not in (region, None):
            continue
        if phonenumbers.is_valid_number_for_region(num, region) == want_valid:
            return num
    return None


def _regroup(digits, rng):
    out, i = [], 0
    while i < len(digits):
        k = rng.choice([2, 3, 3, 4])
        out.append(digits[i:i + k])
        i += k
    return out


def format_phone(num, region, rng):
    """Format a number as people write it; returns the span text (no extension)."""
    cc = num.country_code
    nat = phonenumbers.format_number(num, PNF.NATIONAL)
    intl = phonenumbers.format_number(num, PNF.INTERNATIONAL)
    nsn = phonenumbers.national_significant_number(num)
    rest = intl.split(' ', 1)[1] if ' ' in intl else nsn
    style = rng.choice(['national', 'intl', 'intl', 'e164', '00', 'idd', 'paren_cc', 'cc_zero', 'dots', 'dashes',
                        'nbsp', 'nnbsp', 'nosep', 'odd', 'bracket_area', 'slash'])
    if style == 'national':
        return nat
    if style == 'intl':
        return intl
    if style == 'e164':
        return phonenumbers.format_number(num, PNF.E164)
    if style == '00':
        return '00' + intl[1:]
    if style == 'idd' and region in IDD:
        return IDD[region] + ' ' + intl[1:]
    if style == 'paren_cc':
        return '(+%d) %s' % (cc, rest)
    if style == 'cc_zero' and nat.startswith('0'):
        return '+%d (0)%s' % (cc, nat[1:].lstrip(' '))
    if style == 'dots':
        return '+%d.%s' % (cc, '.'.join(re.split(r'[ \-]+', rest))) if rng.random() < 0.5 else re.sub(r'[ \-()]+', '.', nat).strip('.')
    if style == 'dashes':
        return '+%d-%s' % (cc, '-'.join(re.split(r'[ \-]+', rest)))
    if style == 'nbsp':
        return intl.replace(' ', NBSP)
    if style == 'nnbsp':
        return nat.replace(' ', NNBSP) if ' ' in nat else intl.replace(' ', NNBSP)
    if style == 'nosep':
        return re.sub(r'[^\d+]', '', nat if rng.random() < 0.5 else intl)
    if style == 'odd':
        return '+%d %s' % (cc, ' '.join(_regroup(nsn, rng)))
    if style == 'bracket_area':
        m = re.match(r'^(\+\d+) (\d+)[ \-](.*)$', intl)
        if m:
            return '%s (%s) %s' % m.groups()
    if style == 'slash':
        m = re.match(r'^(0\d+)[ \-](.*)$', nat)
        if m:
            return '%s/%s' % (m.group(1), re.sub(r'[ \-]', '', m.group(2)))
    return intl


def phone_ok(span, region):
    """A synthetic phone must parse in its region, carry the region's country code and be possible."""
    txt = ' '.join(span.split())
    try:
        num = phonenumbers.parse(txt, region)
    except phonenumbers.NumberParseException:
        return False
    return num.country_code == phonenumbers.country_code_for_region(region) and phonenumbers.is_possible_number(num)


EXT_RE = re.compile(r'\s*(?:x|ext\.?|Ext\.|extension|anexo|доб\.)\s*\d+\s*$')


def phone_valid(span, region):
    txt = EXT_RE.sub('', ' '.join(span.split()))
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(txt, region))
    except phonenumbers.NumberParseException:
        return False


def make_phone(rng, region):
    """Return a phone span string of the region; about 10 % possible but not valid."""
    want_valid = rng.random() >= 0.1
    for _ in range(30):
        num = _random_number(rng, region, want_valid) or _random_number(rng, region, True)
        if num is None:
            continue
        span = format_phone(num, region, rng)
        if phone_ok(span, region):
            return span
        span = phonenumbers.format_number(num, PNF.INTERNATIONAL)
        if phone_ok(span, region):
            return span
    raise RuntimeError('no phone for ' + region)


# ------------------------------------------------------------------------------------------------ cards
CARD_BRANDS = [('Visa', ['4'], [13, 16, 19]), ('Mastercard', ['51', '52', '53', '54', '55'], [16]),
               ('Mastercard', [str(i) for i in range(2221, 2721)], [16]), ('Amex', ['34', '37'], [15]),
               ('Diners', ['300', '301', '302', '303', '304', '305', '36', '38'], [14]),
               ('Discover', ['6011', '65', '644', '645', '646', '647', '648', '649'], [16, 19]),
               ('JCB', [str(i) for i in range(3528, 3590)], [16, 19]), ('UnionPay', ['62'], [16, 17, 18, 19]),
               ('Maestro', ['5018', '5020', '5038', '6304', '6759', '6761', '6763'], [12, 13, 16, 19])]


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        s += d
    return s % 10 == 0


def make_card(rng):
    brand, prefixes, lengths = rng.choice(CARD_BRANDS)
    n = rng.choice(lengths)
    body = rng.choice(prefixes)
    body += ''.join(rng.choice('0123456789') for _ in range(n - len(body) - 1))
    for d in '0123456789':
        if luhn_ok(body + d):
            digits = body + d
            break
    sep = rng.choice([' ', '-', ' ', ''])
    if brand == 'Amex':
        groups = [4, 6, 5]
    elif n == 14:
        groups = [4, 6, 4]
    elif n == 19:
        groups = rng.choice([[4, 4, 4, 4, 3], [6, 13]])
    elif n == 16:
        groups = rng.choice([[4, 4, 4, 4], [4, 4, 4, 4], [8, 8], [4, 8, 4]])
    else:
        groups, sep = [n], ''
    out, i = [], 0
    for g in groups:
        out.append(digits[i:i + g])
        i += g
    return brand, sep.join(out) if sep else digits


# ------------------------------------------------------------------------------------------------- IBANs
IBAN_DB = numdb.get('iban')
IBAN_COUNTRIES = sorted(r for r in set(phonenumbers.SUPPORTED_REGIONS) | {'XK'}
                        if 'bban' in IBAN_DB.info(r)[0][1])
_STRUCT = re.compile(r'(\d+)(!)?([nac])')


def make_iban(rng, country):
    struct = IBAN_DB.info(country)[0][1]['bban']
    for _ in range(5000):
        bban = ''
        for n, _bang, kind in _STRUCT.findall(struct):
            pool = {'n': '0123456789', 'a': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                    'c': '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'}[kind]
            bban += ''.join(rng.choice(pool) for _ in range(int(n)))
        check = std_iban.calc_check_digits(country + '00' + bban)
        value = country + check + bban
        if std_iban.is_valid(value):
            if rng.random() < 0.5:
                return ' '.join(value[i:i + 4] for i in range(0, len(value), 4))
            return value
    raise RuntimeError('no IBAN for ' + country)


# --------------------------------------------------------------------------------------------- IPs, mail
def make_ip(rng):
    kind = rng.choice(['v4', 'v4', 'v4priv', 'loop', 'v6', 'v6full', 'v6upper', 'mapped', 'any6', 'lo6',
                       'link', 'doc6', 'mask', 'doc4'])
    if kind == 'v4':
        return '%d.%d.%d.%d' % (rng.randint(11, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == 'v4priv':
        return rng.choice(['10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                           '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254)),
                           '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])
    if kind == 'loop':
        return rng.choice(['127.0.0.1', '127.0.1.1', '0.0.0.0'])
    if kind == 'doc4':
        return rng.choice(['192.0.2.', '198.51.100.', '203.0.113.']) + str(rng.randint(1, 254))
    if kind == 'mask':
        return rng.choice(['255.255.255.0', '255.255.0.0', '255.255.255.128', '255.255.252.0'])
    words = [rng.randint(0, 0xffff) for _ in range(8)]
    if kind == 'doc6':
        words[0], words[1] = 0x2001, 0xdb8
    addr = ipaddress.IPv6Address(b''.join(w.to_bytes(2, 'big') for w in words))
    if kind == 'v6':
        words[rng.randint(2, 6)] = 0
        addr = ipaddress.IPv6Address(b''.join(w.to_bytes(2, 'big') for w in words))
        return addr.compressed
    if kind == 'v6full':
        return addr.exploded
    if kind == 'v6upper':
        return addr.compressed.upper()
    if kind == 'mapped':
        return '::ffff:%d.%d.%d.%d' % (rng.randint(11, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if kind == 'any6':
        return '::'
    if kind == 'lo6':
        return '::1'
    if kind == 'link':
        return 'fe80::%x:%x:%x:%x' % tuple(rng.randint(0, 0xffff) for _ in range(4))
    return addr.compressed


TLDS = ['com', 'org', 'net', 'de', 'fr', 'co.uk', 'com.br', 'co.jp', 'info', 'io', 'museum', 'photography',
        'international', 'technology', 'ac.in', 'edu.au', 'gov.ph', 'co.za', 'email', 'travel']


def ascii_slug(s):
    s = re.sub(r'[^a-z0-9]+', '', s.lower())
    return s


def make_email(rng, fk):
    first = ascii_slug(fk.first_name()) or rng.choice(['ana', 'li', 'omar', 'kim', 'ravi', 'eva'])
    last = ascii_slug(fk.last_name()) or rng.choice(['silva', 'wong', 'nair', 'berg', 'haddad'])
    dom = ascii_slug(fk.company() if rng.random() < 0.6 else fk.word()) or 'mail'
    dom = dom[:18] or 'mail'
    local = rng.choice([first, first + '.' + last, first[0] + last, first + '_' + last,
                        first + '+' + rng.choice(['news', 'shop', 'work', 'spam']), last + str(rng.randint(1, 99)),
                        first + '.' + last + str(rng.randint(1960, 2005)), 'info', 'kontakt', 'support'])
    sub = rng.choice(['', '', '', 'mail.', 'eu.', 'lists.', 'dept.'])
    return '%s@%s%s.%s' % (local, sub, dom, rng.choice(TLDS))


# ------------------------------------------------------------------------------------------- text builder
class Builder:
    """Accumulates text and the spans of the PII strings put into it."""

    def __init__(self, region):
        self.parts, self.spans, self.pos, self.region = [], [], 0, region

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)
        return self

    def p(self, entity, s):
        span = {'entity': entity, 'start': self.pos, 'end': self.pos + len(s)}
        if entity == 'PHONE_NUMBER':
            span['valid'] = phone_valid(s, self.region)
        self.spans.append(span)
        return self.t(s)

    def text(self):
        return ''.join(self.parts)


class Ctx:
    def __init__(self, rng, fk, locale):
        self.rng, self.fk, self.locale = rng, fk, locale
        self.region, self.lang = region_of(locale), lang_of(locale)

    def phone(self):
        return make_phone(self.rng, self.region)

    def email(self):
        return make_email(self.rng, self.fk)

    def iban(self):
        own = self.region if self.region in IBAN_COUNTRIES and self.rng.random() < 0.5 else None
        return make_iban(self.rng, own or self.rng.choice(IBAN_COUNTRIES))

    def label(self):
        return PHONE_LABEL.get(self.lang, 'Tel.')

    def name(self):
        return self.fk.name()

    def company(self):
        return self.fk.company()

    def city(self):
        return self.fk.city()


def g_signature(b, c):
    b.t('%s\n%s | %s\n%s: ' % (c.name(), c.fk.job()[:40], c.company(), c.label())).p('PHONE_NUMBER', c.phone())
    b.t('\n').t(MOBILE_LABEL.get(c.lang, 'Mobile') + ': ').p('PHONE_NUMBER', c.phone())
    b.t('\n').p('EMAIL_ADDRESS', c.email()).t('\n-- \nSent from my phone, please excuse typos.')


def g_shop_footer(b, c):
    b.t('%s · %s\n%s ' % (c.company(), c.city(), c.label())).p('PHONE_NUMBER', c.phone())
    b.t(' · ').p('EMAIL_ADDRESS', c.email()).t('\nBank: ').p('IBAN_CODE', c.iban())
    b.t('\nOpening hours Mon–Fri 9:00–18:00, Sat 10:00–14:00. Free returns within 30 days.')


def g_classified(b, c):
    b.t('FOR SALE: bicycle, %s, barely used, price negotiable. Pick-up in %s. Call or text ' % (
        c.fk.color_name() if hasattr(c.fk, 'color_name') else 'blue', c.city())).p('PHONE_NUMBER', c.phone())
    b.t(' after 6pm, no dealers please. Or mail ').p('EMAIL_ADDRESS', c.email()).t('.')


def g_forum(b, c):
    b.t('Re: router keeps dropping the connection\n\nI had the same problem. The box was handing out ').p(
        'IP_ADDRESS', make_ip(c.rng)).t(' as gateway although my static config says ').p(
        'IP_ADDRESS', make_ip(c.rng)).t('. Support hotline (').p('PHONE_NUMBER', c.phone()).t(
        ') told me to factory-reset it. Worked for two weeks.\n\n-- %s' % c.fk.user_name())


def g_chat(b, c):
    b.t('[%02d:%02d] %s: can u send me the number of the plumber?\n' % (c.rng.randint(0, 23), c.rng.randint(0, 59),
                                                                    c.fk.first_name()))
    b.t('[%02d:%02d] %s: sure ' % (c.rng.randint(0, 23), c.rng.randint(0, 59), c.fk.first_name())).p(
        'PHONE_NUMBER', c.phone()).t(' or try his wife ').p('PHONE_NUMBER', c.phone()).t('\n')
    b.t('[%02d:%02d] %s: thx!! 🙏' % (c.rng.randint(0, 23), c.rng.randint(0, 59), c.fk.first_name()))


def g_csv(b, c, sep=','):
    b.t(sep.join(['name', 'city', 'phone', 'email']) + '\n')
    for _ in range(c.rng.randint(2, 4)):
        b.t(c.name().replace(sep, ' ') + sep + c.city().replace(sep, ' ') + sep).p('PHONE_NUMBER', c.phone())
        b.t(sep).p('EMAIL_ADDRESS', c.email()).t('\n')


def g_tsv(b, c):
    g_csv(b, c, '\t')


def g_json(b, c):
    b.t('{\n  "customer": "%s",\n  "contact": {\n    "phone": "' % c.name()).p('PHONE_NUMBER', c.phone())
    b.t('",\n    "email": "').p('EMAIL_ADDRESS', c.email()).t('"\n  },\n  "last_login_ip": "').p(
        'IP_ADDRESS', make_ip(c.rng)).t('",\n  "newsletter": %s\n}' % c.rng.choice(['true', 'false']))


def g_yaml(b, c):
    b.t('contact:\n  name: %s\n  phone: "' % c.name()).p('PHONE_NUMBER', c.phone()).t('"\n  fax: "').p(
        'PHONE_NUMBER', c.phone()).t('"\n  mail: ').p('EMAIL_ADDRESS', c.email()).t('\nbilling:\n  iban: ').p(
        'IBAN_CODE', c.iban()).t('\n')


def g_sshd(b, c):
    for _ in range(c.rng.randint(2, 4)):
        ip = make_ip(c.rng)
        b.t('Mar %2d %02d:%02d:%02d srv%d sshd[%d]: Failed password for invalid user %s from ' % (
            c.rng.randint(1, 28), c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59),
            c.rng.randint(1, 9), c.rng.randint(1000, 65000), c.fk.user_name())).p('IP_ADDRESS', ip).t(
            ' port %d ssh2\n' % c.rng.randint(1024, 65535))


def g_nginx(b, c):
    for _ in range(c.rng.randint(2, 3)):
        b.p('IP_ADDRESS', make_ip(c.rng)).t(' - - [%02d/Oct/2026:%02d:%02d:%02d +0000] "GET /shop/item/%d HTTP/1.1" %d %d "-" "Mozilla/5.0"\n' % (
            c.rng.randint(1, 28), c.rng.randint(0, 23), c.rng.randint(0, 59), c.rng.randint(0, 59),
            c.rng.randint(1, 999), c.rng.choice([200, 304, 404]), c.rng.randint(0, 999)))


def g_firewall(b, c):
    for _ in range(c.rng.randint(2, 3)):
        b.t('kernel: [UFW BLOCK] IN=eth0 OUT= SRC=').p('IP_ADDRESS', make_ip(c.rng)).t(' DST=').p(
            'IP_ADDRESS', make_ip(c.rng)).t(' LEN=%d TTL=%d PROTO=TCP SPT=%d DPT=%d\n' % (
                c.rng.randint(40, 1500), c.rng.randint(30, 128), c.rng.randint(1024, 65535), c.rng.choice([22, 23, 445, 3389])))


def g_dhcp(b, c):
    ip = make_ip(c.rng)
    b.t('dhcpd: DHCPACK on ').p('IP_ADDRESS', ip).t(' to %s via eth1\n' % c.fk.mac_address())
    b.t('dhcpd: DHCPREQUEST for ').p('IP_ADDRESS', ip).t(' from %s via eth1\n' % c.fk.mac_address())
    b.t('option routers ').p('IP_ADDRESS', make_ip(c.rng)).t(';\noption subnet-mask ').p('IP_ADDRESS', '255.255.255.0').t(';\n')


def g_config(b, c):
    ip, net = make_ip(c.rng), make_ip(c.rng)
    b.t('[server]\nlisten = ' + ('[' if ':' in ip else '')).p('IP_ADDRESS', ip).t((']' if ':' in ip else '') + ':%d\nadmin_email = ' % c.rng.choice([8080, 443, 25])).p(
        'EMAIL_ADDRESS', c.email()).t('\nallowed_net = ').p('IP_ADDRESS', net).t(('/64' if ':' in net else '/24') + '\n# on-call: ').p(
        'PHONE_NUMBER', c.phone()).t('\n')


def g_html(b, c):
    ph = c.phone()
    b.t('<footer>\n  <p>%s</p>\n  <a href="tel:' % c.company()).p('PHONE_NUMBER', re.sub(r'[^\d+]', '', ph) if ph.startswith('+') else ph).t(
        '">').p('PHONE_NUMBER', ph).t('</a>\n  <a href="mailto:')
    em = c.email()
    b.p('EMAIL_ADDRESS', em).t('">').p('EMAIL_ADDRESS', em).t('</a>\n</footer>')


def g_invoice(b, c):
    b.t('INVOICE\n%s\n%s: ' % (c.company(), c.label())).p('PHONE_NUMBER', c.phone()).t('\nInvoice no. INV-%d\n' % c.rng.randint(10000, 99999))
    b.t('Amount due: %d.%02d\nPlease transfer to IBAN ' % (c.rng.randint(20, 4000), c.rng.randint(0, 99))).p(
        'IBAN_CODE', c.iban()).t('\nQuestions: ').p('EMAIL_ADDRESS', c.email())


def g_bank(b, c):
    b.t('Bankverbindung / bank details\nAccount holder: %s\nIBAN: ' % c.name()).p('IBAN_CODE', c.iban()).t(
        '\nAlternative account: ').p('IBAN_CODE', c.iban()).t('\nReference: rent %s' % c.fk.month_name())


def g_card_chat(b, c):
    brand, card = make_card(c.rng)
    b.t('Agent: How would you like to pay?\nCustomer: my %s card, number is ' % brand).p('CREDIT_CARD', card)
    b.t('\nAgent: Thanks. And the expiry?\nCustomer: %02d/%02d\nAgent: We will confirm to ' % (
        c.rng.randint(1, 12), c.rng.randint(27, 33))).p('EMAIL_ADDRESS', c.email()).t('.')


def g_prose(b, c):
    b.t('When %s moved to %s, the first thing she did was call the landlord at ' % (c.fk.first_name(), c.city())).p(
        'PHONE_NUMBER', c.phone()).t(', who never answered; in the end she wrote to ').p('EMAIL_ADDRESS', c.email()).t(
        ' and got a reply two weeks later.')


def g_nolabel(b, c):
    b.t('%s\n%s\n' % (c.company(), c.city())).p('PHONE_NUMBER', c.phone()).t('\n').p('PHONE_NUMBER', c.phone()).t('\n').p(
        'EMAIL_ADDRESS', c.email())


def g_tollfree(b, c):
    b.t('Customer service (free of charge): ').p('PHONE_NUMBER', c.phone()).t('\nFrom abroad: ').p(
        'PHONE_NUMBER', c.phone()).t('\n%s: ' % MOBILE_LABEL.get(c.lang, 'Mobile')).p('PHONE_NUMBER', c.phone())


def g_fax(b, c):
    b.t('%s: ' % c.label()).p('PHONE_NUMBER', c.phone()).t('\n%s: ' % FAX_LABEL.get(c.lang, 'Fax')).p('PHONE_NUMBER', c.phone())
    b.t('\nPlease fax signed forms to the number above or scan and send to ').p('EMAIL_ADDRESS', c.email()).t('.')


def g_extension(b, c):
    b.t('Reception: ').p('PHONE_NUMBER', c.phone() + ' ' + c.rng.choice(EXT_IN) + ' ' + str(c.rng.randint(10, 9999)))
    word = EXT_OUT.get(c.lang)
    if word:
        b.t('\nAccounts: ').p('PHONE_NUMBER', c.phone()).t(', %s %d' % (word, c.rng.randint(10, 999)))
    b.t('\nAfter hours: ').p('PHONE_NUMBER', c.phone())


def g_wrapped(b, c):
    ph = c.phone()
    cut = [m.start() for m in re.finditer(r'[ \u00a0\u202f]', ph)]
    if cut:
        i = c.rng.choice(cut)
        ph = ph[:i] + '\n' + ph[i + 1:]
    b.t('If the parcel cannot be delivered our courier will call you from\n').p('PHONE_NUMBER', ph).t(
        ' — please keep your phone at hand.')


def g_brackets(b, c):
    b.t('%s (' % c.name()).p('PHONE_NUMBER', c.phone()).t(') and %s [' % c.name()).p('PHONE_NUMBER', c.phone()).t(
        '] will coordinate; mail <').p('EMAIL_ADDRESS', c.email()).t('>.')


def g_multi(b, c):
    b.t('%s: ' % c.label()).p('PHONE_NUMBER', c.phone())
    for _ in range(c.rng.randint(1, 3)):
        b.t(c.rng.choice([' / ', '; ', ' or ', ', '])).p('PHONE_NUMBER', c.phone())


def g_vcard(b, c):
    n = c.name()
    b.t('BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=WORK,VOICE:' % (n, c.company())).p('PHONE_NUMBER', c.phone())
    b.t('\nTEL;TYPE=CELL:').p('PHONE_NUMBER', c.phone()).t('\nEMAIL;TYPE=INTERNET:').p('EMAIL_ADDRESS', c.email()).t('\nEND:VCARD')


def g_ldif(b, c):
    n = c.fk.first_name()
    b.t('dn: uid=%s,ou=people,dc=example,dc=org\nobjectClass: inetOrgPerson\ncn: %s\nmail: ' % (ascii_slug(n) or 'user', n)).p(
        'EMAIL_ADDRESS', c.email()).t('\ntelephoneNumber: ').p('PHONE_NUMBER', c.phone()).t('\n')


def g_sql(b, c):
    b.t("INSERT INTO customers (name, phone, email, card) VALUES ('%s', '" % c.name().replace("'", '')).p('PHONE_NUMBER', c.phone())
    b.t("', '").p('EMAIL_ADDRESS', c.email()).t("', '").p('CREDIT_CARD', make_card(c.rng)[1]).t("');")


def g_mdtable(b, c):
    b.t('| Office | Phone | Mail |\n|---|---|---|\n')
    for _ in range(c.rng.randint(2, 3)):
        b.t('| %s | ' % c.city()).p('PHONE_NUMBER', c.phone()).t(' | ').p('EMAIL_ADDRESS', c.email()).t(' |\n')


def g_mailheader(b, c):
    b.t('Received: from mx%d.%s.net (' % (c.rng.randint(1, 9), ascii_slug(c.fk.word()) or 'mail')).p('IP_ADDRESS', make_ip(c.rng))
    b.t(')\nFrom: %s <' % c.name()).p('EMAIL_ADDRESS', c.email()).t('>\nTo: ').p('EMAIL_ADDRESS', c.email()).t(
        '\nSubject: meeting\n\nCall me on ').p('PHONE_NUMBER', c.phone()).t(' before noon.')


def g_ticket(b, c):
    b.t('Ticket #%d — customer cannot log in.\nReporter: ' % c.rng.randint(1000, 99999)).p('EMAIL_ADDRESS', c.email())
    b.t('\nClient IP: [').p('IP_ADDRESS', make_ip(c.rng)).t(']:%d\nCallback: ' % c.rng.randint(1024, 65535)).p('PHONE_NUMBER', c.phone())


def g_cards_printed(b, c):
    b.t('Saved payment methods:\n')
    for _ in range(c.rng.randint(1, 2)):
        brand, card = make_card(c.rng)
        b.t('- %s ' % brand).p('CREDIT_CARD', card).t(' (exp %02d/%02d)\n' % (c.rng.randint(1, 12), c.rng.randint(27, 33)))
    b.t('- Visa **** %04d (expired)\n' % c.rng.randint(0, 9999))


PII_GENRES = [g_signature, g_shop_footer, g_classified, g_forum, g_chat, g_csv, g_tsv, g_json, g_yaml, g_sshd, g_nginx,
              g_firewall, g_dhcp, g_config, g_html, g_invoice, g_bank, g_card_chat, g_prose, g_nolabel, g_tollfree,
              g_fax, g_extension, g_wrapped, g_brackets, g_multi, g_vcard, g_ldif, g_sql, g_mdtable, g_mailheader,
              g_ticket, g_cards_printed]


def n_versions(b, c):
    r = c.rng
    b.t('Changelog\n- Windows build 10.0.%d.%d tested\n- bumped libfoo to %d.%d.%d.%d\n- __version__ = "%d.%d.%d"\n- requires Python >= 3.%d' % (
        r.randint(17000, 22631), r.randint(1000, 4000), r.randint(1, 9), r.randint(0, 30), r.randint(300, 2000),
        r.randint(0, 9), r.randint(1, 5), r.randint(0, 20), r.randint(0, 9), r.randint(8, 13)))


def n_sections(b, c):
    r = c.rng
    b.t('See section %d.%d.%d for the exception handling, and (%d.%d.%d.%d.%d) for the audit trail. Clause %d.%d applies.' % (
        r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 9),
        r.randint(1, 9), r.randint(1, 9), r.randint(1, 9), r.randint(1, 20), r.randint(1, 9)))


def n_oids(b, c):
    r = c.rng
    b.t('OID 1.3.6.1.4.1.%d.%d.%d (sysDescr)\nOID 1.2.840.10045.3.1.%d (curve)\nOID 1.2.840.113549.1.1.%d' % (
        r.randint(1000, 60000), r.randint(1, 9), r.randint(1, 99), r.randint(1, 7), r.randint(1, 13)))


def n_dates(b, c):
    d1 = c.fk.date_between_dates(datetime.date(1995, 1, 1), datetime.date(2026, 10, 31))
    d2 = c.fk.date_between_dates(datetime.date(1995, 1, 1), datetime.date(2026, 10, 31))
    b.t('Date: %s\nUpdated: %s %02d:%02d:%02d\nDatum: %s' % (d1.isoformat(), d2.strftime('%d/%m/%Y'), c.rng.randint(0, 23),
                                                           c.rng.randint(0, 59), c.rng.randint(0, 59), d1.strftime('%d.%m.%Y')))


def n_prices(b, c):
    r = c.rng
    b.t('Price list\nStandard: %d,%02d EUR\nPremium: %d.%02d USD\nEnterprise: ¥%d,%03d,%03d per year' % (
        r.randint(5, 99), r.randint(0, 99), r.randint(100, 999), r.randint(0, 99), r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)))


def n_isbn(b, c):
    b.t('ISBN %s\nISBN-13: %s\nAuthor: %s' % (c.fk.isbn10(), c.fk.isbn13(), c.name()))


def n_imei(b, c):
    r = c.rng
    for _ in range(5000):
        body = r.choice(['86', '01', '99']) + ''.join(r.choice('0123456789') for _ in range(12))
        for d in '0123456789':
            if luhn_ok(body + d):
                imei = body + d
        break
    b.t('Device info\nIMEI: %s\nModel: %s\nFirmware: %d.%d' % (imei, c.fk.word().title(), r.randint(1, 20), r.randint(0, 9)))


def n_orders(b, c):
    r = c.rng
    b.t('Order: %d %d %d\nTracking number: 1Z%s\nTicket: %d-%d-%d\nCustomer ID: %d' % (
        r.randint(100, 999), r.randint(1000, 9999), r.randint(1000, 9999), ''.join(r.choice('0123456789ABCDEFGH') for _ in range(16)),
        r.randint(100, 999), r.randint(100, 999), r.randint(1000, 9999), r.randint(10000, 999999)))


def n_coords(b, c):
    b.t('Coordinates: %s, %s\nElevation %d m' % (c.fk.latitude(), c.fk.longitude(), c.rng.randint(1, 3000)))


def n_hashes(b, c):
    b.t('sha256: %s\nmd5: %s\ncommit %s' % (c.fk.sha256(), c.fk.md5(), c.fk.sha1()))


def n_mac(b, c):
    b.t('eth0 link/ether %s brd ff:ff:ff:ff:ff:ff\nwlan0 link/ether %s' % (c.fk.mac_address(), c.fk.mac_address()))


def n_taxid(b, c):
    r = c.rng
    b.t('Tax ID: %d%d\nVAT: %s%d\nCompany reg: HRB %d' % (r.randint(10, 99), r.randint(1000000, 9999999), c.region, r.randint(100000000, 999999999), r.randint(1000, 99999)))


def n_postcode(b, c):
    b.t('Postcode: %s\nZIP: %05d\nCity: %s' % (c.fk.postcode(), c.rng.randint(1000, 99999), c.city()))


def n_otp(b, c):
    b.t('Your verification code: %06d\nIt expires in %d minutes. Never share this code.' % (c.rng.randint(0, 999999), c.rng.randint(3, 15)))


def n_parts(b, c):
    r = c.rng
    b.t('Part no. %d-%d-%d\nSKU: %s-%d\nBatch: %d/%d' % (r.randint(100, 999), r.randint(100, 999), r.randint(10, 99), c.fk.word().upper()[:4], r.randint(100, 9999), r.randint(10, 99), r.randint(1000, 9999)))


def n_population(b, c):
    r = c.rng
    b.t('%s\nPopulation: %d %03d %03d (census)\nArea: %d km²\nDensity: %d.%d/km²' % (c.city(), r.randint(1, 9), r.randint(0, 999), r.randint(0, 999), r.randint(100, 9000), r.randint(10, 900), r.randint(0, 9)))


def n_scores(b, c):
    r = c.rng
    b.t('Final scores\n' + '\n'.join('%s %d – %d' % (c.city(), r.randint(0, 5), r.randint(0, 5)) for _ in range(3)) + '\nAttendance %d,%03d' % (r.randint(1, 80), r.randint(0, 999)))


def n_measure(b, c):
    r = c.rng
    rows = '\n'.join('%-6s | %6.2f | %6.2f | %6.2f' % (chr(65 + i), r.uniform(0, 99), r.uniform(0, 99), r.uniform(0, 99)) for i in range(4))
    b.t('Measurements table (mm)\nrow    | width  | height | depth\n' + rows)


def n_sortcode(b, c):
    r = c.rng
    b.t('Sort code: %02d-%02d-%02d\nAccount: %d\nBIC: %sXX' % (r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10000000, 99999999), c.fk.word().upper()[:4].ljust(4, 'X') + c.region))


def n_masked(b, c):
    b.t('Paid with card **** **** **** %04d\nAlso on file: •••• %04d (Amex)' % (c.rng.randint(0, 9999), c.rng.randint(0, 9999)))


def n_labelled_phonelike(b, c):
    r = c.rng
    b.t('Order: %03d %04d %04d\nBooking ref: %d %d %d\nInvoice no. %d-%d' % (r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999), r.randint(100, 999), r.randint(100, 999), r.randint(1000, 9999), r.randint(1000, 9999), r.randint(100, 999)))


def n_cpp(b, c):
    b.t('std::vector<int> v{1, 2, 3};\nauto it = std::find(v.begin(), v.end(), %d);\nfoo::bar::baz(x.rbegin(), x.rend());\nreturn Status::Ok;' % c.rng.randint(0, 9))


FREE_GENRES = [n_versions, n_sections, n_oids, n_dates, n_prices, n_isbn, n_imei, n_orders, n_coords, n_hashes, n_mac,
               n_taxid, n_postcode, n_otp, n_parts, n_population, n_scores, n_measure, n_sortcode, n_masked,
               n_labelled_phonelike, n_cpp]


# ------------------------------------------------------------------------------------ look-alike checks
CHK_EMAIL = re.compile(r'[\w.+-]+@[\w-]+\.[\w.-]+')
CHK_IP4 = re.compile(r'(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w]|\.\d)')
CHK_IP6 = re.compile(r'(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])')
CHK_DIGITRUN = re.compile(r'(?<![\w])[2-6][\d \-]{10,22}\d(?![\w])')
CHK_SEPRUN = re.compile(r'[+(]?\d[\d \u00a0\u202f().\-/]{5,}\d')
CHK_IBAN = re.compile(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b')


def _masked(text, spans):
    chars = list(text)
    for s in spans:
        for i in range(s['start'], s['end']):
            chars[i] = '\u2588'
    return ''.join(chars)


def lookalike_problems(text, spans):
    """Return the reasons why a synthetic text holds an unlabelled look-alike (empty when clean)."""
    m = _masked(text, spans)
    bad = []
    if CHK_EMAIL.search(m):
        bad.append('email')
    for g in CHK_IP4.finditer(m):
        if all(int(x) <= 255 for x in g.groups()):
            bad.append('ipv4')
    for g in CHK_IP6.finditer(m):
        if g.group().count(':') >= 2:
            try:
                ipaddress.IPv6Address(g.group())
                bad.append('ipv6')
            except ValueError:
                pass
    for g in CHK_DIGITRUN.finditer(m):
        d = re.sub(r'\D', '', g.group())
        if 12 <= len(d) <= 19 and luhn_ok(d):
            bad.append('luhn')
    for g in CHK_IBAN.finditer(m):
        if std_iban.is_valid(g.group()):
            bad.append('iban')
    for g in phonenumbers.PhoneNumberMatcher(m, None, leniency=phonenumbers.Leniency.VALID):
        if re.match(r'\s*(\+|00)', g.raw_string):
            bad.append('intl-phone')
    for g in CHK_SEPRUN.finditer(m):
        s = g.group()
        if len(re.sub(r'\D', '', s)) >= 7 and re.search(r'[ \u00a0\u202f().\-/]', s):
            line_start = m.rfind('\n', 0, g.start()) + 1
            before = m[line_start:g.start()].lower()
            if not any(lbl in before for lbl in LOOKALIKE_LABELS):
                bad.append('digit-run:' + s)
    return bad


# ------------------------------------------------------------------------------------------ real texts
def real_spans(text, labels, region):
    """Every stand-alone occurrence of each labelled string becomes a span."""
    spans = []
    for entity, s in labels:
        assert s in text, (entity, s)
        for m in re.finditer(re.escape(s), text):
            a, z = m.start(), m.end()
            left = text[a - 1] if a else ''
            right = text[z] if z < len(text) else ''
            if entity == 'IP_ADDRESS':
                if re.match(r'[\w.:]', left) or re.match(r'[\w:]', right) or (right == '.' and text[z + 1:z + 2].isdigit()):
                    continue
            elif entity == 'EMAIL_ADDRESS':
                if re.match(r'[\w.+-]', left) or re.match(r'[\w-]', right):
                    continue
            elif re.match(r'[\w+]', left) or re.match(r'\w', right):
                continue
            span = {'entity': entity, 'start': a, 'end': z}
            if entity == 'PHONE_NUMBER':
                span['valid'] = phone_valid(s, region)
            spans.append(span)
    spans.sort(key=lambda s: (s['start'], s['end']))
    for x, y in zip(spans, spans[1:]):
        assert x['end'] <= y['start'], (x, y, text[:80])
    return spans


def real_records():
    out = []
    for source, locale, text, labels in REAL_SNIPPETS:
        region = locale.split('_')[1] if locale else 'US'
        kind = source.split(':')[1].split('@')[0].replace('/', '-')
        out.append({'locale': locale, 'spans': real_spans(text, labels, region), 'template': 'b10r-' + kind, 'text': text})
    return out


# ------------------------------------------------------------------------------------------------ build
def synthetic_records(rng, fakers):
    out = []
    for i in range(N_PII):
        genre = PII_GENRES[i % len(PII_GENRES)]
        locale = LOCALES[(i * 7) % len(LOCALES)]
        for _ in range(50):
            c = Ctx(rng, fakers[locale], locale)
            b = Builder(c.region)
            genre(b, c)
            text = b.text()
            if not lookalike_problems(text, b.spans):
                break
        else:
            raise RuntimeError('could not draw a clean text for ' + genre.__name__)
        out.append({'locale': locale, 'spans': b.spans, 'template': 'b10-' + genre.__name__[2:], 'text': text})
    for i in range(N_FREE):
        genre = FREE_GENRES[i % len(FREE_GENRES)]
        locale = LOCALES[(i * 5 + 3) % len(LOCALES)]
        for _ in range(50):
            c = Ctx(rng, fakers[locale], locale)
            b = Builder(c.region)
            genre(b, c)
            text = b.text()
            if not lookalike_problems(text, []):
                break
        else:
            raise RuntimeError('could not draw a clean text for ' + genre.__name__)
        out.append({'locale': '', 'spans': [], 'template': 'b10f-' + genre.__name__[2:], 'text': text})
    return out


def build():
    rng = random.Random(SEED)
    fakers = {}
    for locale in sorted(LOCALES):
        fk = Faker(locale)
        fk.seed_instance(rng.randrange(2 ** 32))
        fakers[locale] = fk
    records = synthetic_records(rng, fakers) + real_records()
    rng.shuffle(records)
    lines = []
    for n, r in enumerate(records):
        r = dict(r, id='blind10-%05d' % n)
        lines.append(json.dumps(r, ensure_ascii=False, sort_keys=True))
    return '\n'.join(lines) + '\n'


def main(argv=None):
    # Some Faker providers draw from sets, whose order follows the string hash seed; pin it so the output
    # is the same whatever PYTHONHASHSEED the caller has.
    if os.environ.get('PYTHONHASHSEED') != '0':
        env = dict(os.environ, PYTHONHASHSEED='0')
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + (sys.argv[1:] if argv is None else argv), env)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--out', default=OUT)
    ap.add_argument('--force', action='store_true', help='overwrite an existing output file')
    args = ap.parse_args(argv)
    if faker.VERSION != FAKER_VERSION:
        sys.exit('make_pii_blind10: Faker %s is required, found %s' % (FAKER_VERSION, faker.VERSION))
    if os.path.exists(args.out) and not args.force:
        sys.exit('make_pii_blind10: %s exists; pass --force to overwrite it' % args.out)
    data = build()
    os.makedirs(os.path.dirname(args.out) or '.', exist_ok=True)
    with open(args.out, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    print('wrote %d records to %s' % (data.count('\n'), args.out))



# ------------------------------------------------------------------------------------ real snippets
# (source, locale, text, [(entity, string), ...]); labelled by reading, frozen here.
REAL_SNIPPETS = [
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'hr_HR',
     '        "USA Embassy in Croatia": {\n            "Address": "Ulica Thomasa Jeffersona 2, 10010 Zagreb, Croatia",\n            "Number": "+385 (1) 661-2200",\n            "Website": "https://hr.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+385 (1) 661-2200')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'fr_HT',
     '        "USA Embassy in Haiti": {\n            "Address": "Tabarre 41, Boulevard Harry Truman, Port-au-Prince, Haiti",\n            "Number": "+509-2229-8000",\n            "Website": "https://ht.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+509-2229-8000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'pt_BR',
     '        "USA Embassy in Brazil": {\n            "Address": "SES Avenida das Nações, Quadra 801, Lote 3, Brasília, DF, Brazil",\n            "Number": "+55 (61) 3312-7000",\n            "Website": "https://br.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+55 (61) 3312-7000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'bg_BG',
     '        "USA Embassy in Bulgaria": {\n            "Address": "16 Kozyak Street, 1408 Sofia, Bulgaria",\n            "Number": "+359 (2) 937-5100",\n            "Website": "https://bg.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+359 (2) 937-5100')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'bn_BD',
     '        "USA Embassy in Bangladesh": {\n            "Address": "Madani Avenue, Baridhara, Dhaka 1212, Bangladesh",\n            "Number": "+880 (2) 5566-2000",\n            "Website": "https://bd.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+880 (2) 5566-2000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'kk_KZ',
     '        "USA Embassy in Kazakhstan": {\n            "Address": "Samal-2, 74/79, 010000 Astana, Kazakhstan",\n            "Number": "+7 (7172) 70-21-00",\n            "Website": "https://kz.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+7 (7172) 70-21-00')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'nl_BE',
     '        "USA Embassy in Belgium": {\n            "Address": "Regentlaan 27, B-1000 Brussels, Belgium",\n            "Number": "+32 (2) 811-4000",\n            "Website": "https://be.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+32 (2) 811-4000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'fr_CM',
     '        "USA Embassy in Cameroon": {\n            "Address": "Avenue Rosa Parks, Bastos, Yaoundé, Cameroon",\n            "Number": "+237 (22) 20-1500",\n            "Website": "https://cm.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+237 (22) 20-1500')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'ar_JO',
     '        "USA Embassy in Jordan": {\n            "Address": "Al-Umawyeen Street, Abdoun, Amman, Jordan",\n            "Number": "+962 (6) 590-6000",\n            "Website": "https://jo.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+962 (6) 590-6000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'id_ID',
     '        "USA Embassy in Indonesia": {\n            "Address": "Jl. Medan Merdeka Selatan 3, Jakarta Pusat 10110, Indonesia",\n            "Number": "+62 (21) 5083-1000",\n            "Website": "https://id.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+62 (21) 5083-1000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'ja_JP',
     '        "USA Embassy in Japan": {\n            "Address": "1-10-5 Akasaka, Minato-Ku, Tokyo 107-8420, Japan",\n            "Number": "+81 (3) 3224-5000",\n            "Website": "https://jp.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+81 (3) 3224-5000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'fr_FR',
     '        "USA Embassy in France": {\n            "Address": "2 Avenue Gabriel, 75008 Paris, France",\n            "Number": "+33 (1) 43-12-22-22",\n            "Website": "https://fr.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+33 (1) 43-12-22-22')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'az_AZ',
     '        "USA Embassy in Azerbaijan": {\n            "Address": "83 Azadliq Prospekti, AZ1007 Baku, Azerbaijan",\n            "Number": "+994 (12) 498-3000",\n            "Website": "https://az.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+994 (12) 498-3000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'fa_AF',
     '        "USA Embassy in Afghanistan": {\n            "Address": "Great Massoud Road, Kabul, Afghanistan",\n            "Number": "+93 (0) 700 114 000",\n            "Website": "https://af.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+93 (0) 700 114 000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_CR',
     '        "USA Embassy in Costa Rica": {\n            "Address": "Calle 98, Avenidas 1 y 3, San Jose, Costa Rica",\n            "Number": "+506 2519-2000",\n            "Website": "https://cr.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+506 2519-2000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'zh_CN',
     '        "USA Embassy in China": {\n            "Address": "No. 55 An Jia Lou Road, Chaoyang District, Beijing 100600, China",\n            "Number": "+86 (10) 8531-3000",\n            "Website": "https://cn.usembassy-china.org.cn/"\n        }',
     [('PHONE_NUMBER', '+86 (10) 8531-3000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_BO',
     '        "USA Embassy in Bolivia": {\n            "Address": "Avenida Arce 2780, La Paz, Bolivia",\n            "Number": "+591 (2) 216-8000",\n            "Website": "https://bo.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+591 (2) 216-8000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'en_IN',
     '        "USA Embassy in India": {\n            "Address": "Shanti Path, Chanakyapuri, New Delhi 110021, India",\n            "Number": "+91 (11) 2419-8000",\n            "Website": "https://in.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+91 (11) 2419-8000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'ar_EG',
     '        "USA Embassy in Egypt": {\n            "Address": "5 Tawfik Diab Street, Garden City, Cairo, Egypt",\n            "Number": "+20 (2) 2797-3300",\n            "Website": "https://eg.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+20 (2) 2797-3300')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_HN',
     '        "USA Embassy in Honduras": {\n            "Address": "Avenida La Paz, Tegucigalpa, Honduras",\n            "Number": "+504 2236-9320",\n            "Website": "https://hn.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+504 2236-9320')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_CL',
     '        "USA Embassy in Chile": {\n            "Address": "Av. Andrés Bello 2800, Las Condes, Santiago, Chile",\n            "Number": "+56 (2) 2330-3000",\n            "Website": "https://cl.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+56 (2) 2330-3000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'sq_AL',
     '        "USA Embassy in Albania": {\n            "Address": "Rruga e Elbasanit, 10301 Tirana, Albania",\n            "Number": "+355 (4) 2247 285",\n            "Website": "https://al.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+355 (4) 2247 285')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'fi_FI',
     '        "USA Embassy in Finland": {\n            "Address": "Itäinen Puistotie 14B, 00140 Helsinki, Finland",\n            "Number": "+358 (9) 616-250",\n            "Website": "https://fi.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+358 (9) 616-250')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'en_CA',
     '        "USA Embassy in Canada": {\n            "Address": "490 Sussex Drive, Ottawa, Ontario K1N 1G8, Canada",\n            "Number": "+1 (613) 688-5335",\n            "Website": "https://ca.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+1 (613) 688-5335')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_SV',
     '        "USA Embassy in El Salvador": {\n            "Address": "Final Boulevard Santa Elena, Antiguo Cuscatlan, La Libertad, El Salvador",\n            "Number": "+503 2501-2999",\n            "Website": "https://sv.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+503 2501-2999')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'de_AT',
     '        "USA Embassy in Austria": {\n            "Address": "Boltzmanngasse 16, A-1090 Vienna, Austria",\n            "Number": "+43 (1) 31339-0",\n            "Website": "https://at.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+43 (1) 31339-0')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'el_GR',
     '        "USA Embassy in Greece": {\n            "Address": "91 Vasilissis Sophias Avenue, 10160 Athens, Greece",\n            "Number": "+30 (210) 721-2951",\n            "Website": "https://gr.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+30 (210) 721-2951')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'en_IE',
     '        "USA Embassy in Ireland": {\n            "Address": "42 Elgin Road, Ballsbridge, Dublin 4, Ireland",\n            "Number": "+353 (1) 668-8777",\n            "Website": "https://ie.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+353 (1) 668-8777')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_EC',
     '        "USA Embassy in Ecuador": {\n            "Address": "Avenida 12 de Octubre y Avenida Patria, Quito, Ecuador",\n            "Number": "+593 (2) 398-5000",\n            "Website": "https://ec.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+593 (2) 398-5000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'hy_AM',
     '        "USA Embassy in Armenia": {\n            "Address": "1 American Avenue, Yerevan 0082, Armenia",\n            "Number": "+374 (10) 464-700",\n            "Website": "https://am.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+374 (10) 464-700')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'ar_DZ',
     '        "USA Embassy in Algeria": {\n            "Address": "Chemin Cheikh Bachir El Ibrahimi, El-Biar, Alger, Algeria",\n            "Number": "+213 (0) 770-08-2000",\n            "Website": "https://dz.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+213 (0) 770-08-2000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'bs_BA',
     '        "USA Embassy in Bosnia and Herzegovina": {\n            "Address": "Marshala Tita Street 71, 71000 Sarajevo, Bosnia and Herzegovina",\n            "Number": "+387 (33) 704-000",\n            "Website": "https://ba.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+387 (33) 704-000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'de_DE',
     '        "USA Embassy in Germany": {\n            "Address": "Clayallee 170, 14195 Berlin, Germany",\n            "Number": "+49 (30) 8305-0",\n            "Website": "https://de.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+49 (30) 8305-0')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'it_IT',
     '        "USA Embassy in Italy": {\n            "Address": "Via Vittorio Veneto 119/A, 00187 Rome, Italy",\n            "Number": "+39 06 46741",\n            "Website": "https://it.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+39 06 46741')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'hu_HU',
     '        "USA Embassy in Hungary": {\n            "Address": "Szabadság tér 12, H-1054 Budapest, Hungary",\n            "Number": "+36 (1) 475-4400",\n            "Website": "https://hu.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+36 (1) 475-4400')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/us-embassies.js', 'es_CU',
     '        "USA Embassy in Cuba": {\n            "Address": "Calle 24 entre N y O, Vedado, Plaza de la Revolucion, Cuba",\n            "Number": "+53 (7) 839-4100",\n            "Website": "https://cu.usembassy.gov/"\n        }',
     [('PHONE_NUMBER', '+53 (7) 839-4100')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'es_PE',
     '{\n        "Country": "Peru",\n        "Address": "Avenida La Encalada cdra. 17 s/n, Surco, Lima 33, Peru",\n        "Phone": "+51 (1) 618-2000",\n        "Fax": "+51 (1) 618-2345",\n        "Website": "https://pe.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+51 (1) 618-2000'), ('PHONE_NUMBER', '+51 (1) 618-2345')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'zh_TW',
     '{\n        "Country": "Taiwan",\n        "Address": "No. 7, Lane 134, Hsin Yi Road, Section 3, Taipei 106, Taiwan",\n        "Phone": "+886 (2) 2162-2000",\n        "Fax": "+886 (2) 2162-2239",\n        "Website": "https://tw.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+886 (2) 2162-2000'), ('PHONE_NUMBER', '+886 (2) 2162-2239')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'en_IE',
     '{\n        "Country": "Ireland",\n        "Address": "42 Elgin Road, Ballsbridge, Dublin 4, Ireland",\n        "Phone": "+353 (1) 668-8777",\n        "Fax": "+353 (1) 668-8938",\n        "Website": "https://ie.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+353 (1) 668-8777'), ('PHONE_NUMBER', '+353 (1) 668-8938')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'tk_TM',
     '{\n        "Country": "Turkmenistan",\n        "Address": "17 Ahal Teke, Ashgabat, Turkmenistan",\n        "Phone": "+993 (12) 94-00-50",\n        "Fax": "+993 (12) 94-00-51",\n        "Website": "https://tm.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+993 (12) 94-00-50'), ('PHONE_NUMBER', '+993 (12) 94-00-51')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'pt_PT',
     '{\n        "Country": "Portugal",\n        "Address": "Avenida das Forças Armadas, 1600-081 Lisbon, Portugal",\n        "Phone": "+351 (21) 727-3300",\n        "Fax": "+351 (21) 726-9109",\n        "Website": "https://pt.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+351 (21) 727-3300'), ('PHONE_NUMBER', '+351 (21) 726-9109')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'ar_MA',
     '      {\n        "Country": "Morocco",\n        "Address": "Km 5.7 Ave. Mohamed VI, Souissi, Rabat, Morocco",\n        "Phone": "+212 (537) 63-3200",\n        "Website": "https://ma.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+212 (537) 63-3200')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'es_AR',
     '      {\n        "Country": "Argentina",\n        "Address": "Avenida Colombia 4300, (C1425GMN) Ciudad Autónoma de Buenos Aires, Argentina",\n        "Phone": "+54 (11) 5777-4533",\n        "Fax": "+54 (11) 5777-4240",\n        "Website": "https://ar.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+54 (11) 5777-4533'), ('PHONE_NUMBER', '+54 (11) 5777-4240')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'is_IS',
     '{\n        "Country": "Iceland",\n        "Address": "Laufásvegur 21, 101 Reykjavík, Iceland",\n        "Phone": "+354 (595) 2200",\n        "Fax": "+354 (595) 2245",\n        "Website": "https://is.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+354 (595) 2200'), ('PHONE_NUMBER', '+354 (595) 2245')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'nl_SR',
     '{\n        "Country": "Suriname",\n        "Address": "165 Kristalstraat Paramaribo, Suriname",\n        "Phone": "+(597) 556-700",\n        "Fax": "+597 (421) 595",\n        "Website": "https://sr.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+(597) 556-700'), ('PHONE_NUMBER', '+597 (421) 595')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'km_KH',
     '{\n        "Country": "Cambodia",\n        "Address": "#1, Street 96, Sangkat Wat Phnom, Khan Daun Penh, Phnom Penh, Cambodia",\n        "Phone": "+855 (23) 728-000",\n        "Fax": "+855 (23) 728-600",\n        "Website": "https://kh.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+855 (23) 728-000'), ('PHONE_NUMBER', '+855 (23) 728-600')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'fr_CG',
     '      {\n        "Country": "Congo (Republic)",\n        "Address": "Avenue Roosevelt, Brazzaville, Congo (R)",\n        "Phone": "+242 06 612-2000",\n        "Website": "https://cg.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+242 06 612-2000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'el_GR',
     '{\n        "Country": "Greece",\n        "Address": "91 Vasilissis Sophias Blvd., 10160 Athens, Greece",\n        "Phone": "+30 (210) 721-2951",\n        "Fax": "+30 (210) 645-6282",\n        "Website": "https://gr.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+30 (210) 721-2951'), ('PHONE_NUMBER', '+30 (210) 645-6282')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'pt_AO',
     '      {\n        "Country": "Angola",\n        "Address": "Rua Houari Boumedienne No. 213, Miramar, Luanda, Angola",\n        "Phone": "+244 (222) 64-1000",\n        "Website": "https://ao.usembassy.gov"\n      }',
     [('PHONE_NUMBER', '+244 (222) 64-1000')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'kk_KZ',
     '{\n        "Country": "Kazakhstan",\n        "Address": "97, Prospekt Dostyk, Almaty 050059, Kazakhstan",\n        "Phone": "+7 (727) 250-4901",\n        "Fax": "+7 (727) 250-4919",\n        "Website": "https://kz.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+7 (727) 250-4901'), ('PHONE_NUMBER', '+7 (727) 250-4919')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'lt_LT',
     '{\n        "Country": "Lithuania",\n        "Address": "Akmenu 6, Vilnius, Lithuania",\n        "Phone": "+370 (5) 266-5200",\n        "Fax": "+370 (5) 266-5210",\n        "Website": "https://lt.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+370 (5) 266-5200'), ('PHONE_NUMBER', '+370 (5) 266-5210')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'th_TH',
     '{\n        "Country": "Thailand",\n        "Address": "95 Wireless Road, Bangkok 10330, Thailand",\n        "Phone": "+66 (2) 205-4000",\n        "Fax": "+66 (2) 254-2990",\n        "Website": "https://th.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+66 (2) 205-4000'), ('PHONE_NUMBER', '+66 (2) 254-2990')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'fr_BF',
     '      {\n        "Country": "Burkina Faso",\n        "Address": "Secteur 15, Ouaga 2000, Avenue de l’Amitie, Ouagadougou, Burkina Faso",\n        "Phone": "+226 25 49 53 00",\n        "Website": "https://bf.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+226 25 49 53 00')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'lb_LU',
     '{\n        "Country": "Luxembourg",\n        "Address": "22 Boulevard Emmanuel Servais, L-2535 Luxembourg, Luxembourg",\n        "Phone": "+352 (46) 01-23-23",\n        "Fax": "+352 (46) 01-23-24",\n        "Website": "https://lu.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+352 (46) 01-23-23'), ('PHONE_NUMBER', '+352 (46) 01-23-24')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'bs_BA',
     '{\n        "Country": "Bosnia and Herzegovina",\n        "Address": "Alipasina 41, 71000 Sarajevo, Bosnia and Herzegovina",\n        "Phone": "+387 (33) 445-700",\n        "Fax": "+387 (33) 659-722",\n        "Website": "https://ba.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+387 (33) 445-700'), ('PHONE_NUMBER', '+387 (33) 659-722')]),
    ('github:a-code-world/travel-advisor@d622250febf65b8cd19e8a3cbfd2596681994f1d:src/data/embassies.js', 'en_SL',
     '      {\n        "Country": "Sierra Leone",\n        "Address": "5 Jomo Kenyatta Road, Freetown, Sierra Leone",\n        "Phone": "+232 (76) 588-285",\n        "Website": "https://sl.usembassy.gov/"\n      }',
     [('PHONE_NUMBER', '+232 (76) 588-285')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_GB',
     'name = "http://www.wolfram.com/service"> for details.\n\n<tag/Extra features and add-ons:/ About 15 application packages.\n\n<tag/Available since:/ October, 1996.\n\n<tag/Countries with distribution:/ World wide.\n\n<tag/Price range:/ US&dollar;1295, academic and student discounts,\nsite licenses available.\n\n<tag/Vendor:/ Wolfram Research Europe Ltd\n\n<tscreen><verb>\n10 Blenheim Office Park\nLower Road\nLong Hanborough\nOxfordshire\nOX8 8LN\nUK\n</verb></tscreen>\n\n<tag/Phone:/ +44 1993 883400\n<tag/Fax:/ +44 1993 883800\n<tag/EMail:/ <htmlurl url = "mailto:info@wolfram.co.uk"\nname = "info@wolfram.co.uk">\n<tag/URL:/ <htmlurl url = "http://www.wolfram.co.uk"\nname = "http://www.wolfram.co.uk">',
     [('PHONE_NUMBER', '+44 1993 883400'), ('PHONE_NUMBER', '+44 1993 883800'), ('EMAIL_ADDRESS', 'info@wolfram.co.uk')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Product support:/ Private news server, EMail.  Patches on web site.\n\n<tag/Extra features and add-ons:/ Everything included on one CD-ROM.\n\n<tag/Available since:/ August, 1996.\n\n<tag/Countries with distribution:/ World wide, direct and through dealers.\n\n<tag/Price range:/ US&dollar;99\n\n<tag/Vendor:/ Syndesis Corporation\n\n<tscreen><verb>\n235 South Main Street\nJefferson, WI 53549\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 414 674 5200\n<tag/Fax:/ +1 414 674 6363\n<tag/EMail:/ <htmlurl url = "mailto:syndesis@threedee.com"\nname = "syndesis@threedee.com">\n<tag/URL:/ <htmlurl url = "http://www.threedee.com"\nname = "http://www.threedee.com">',
     [('PHONE_NUMBER', '+1 414 674 5200'), ('PHONE_NUMBER', '+1 414 674 6363'), ('EMAIL_ADDRESS', 'syndesis@threedee.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Fax:/ +1 303 786 9909\n<tag/EMail:/ <htmlurl url = "mailto:info@rsinc.com" name = "info@rsinc.com">\n<tag/URL:/ <htmlurl url = "http://www.rsinc.com" name = "http://www.rsinc.com">\n<tag/FTP:/ <htmlurl url = "ftp://ftp.rsinc.com"\nname = "ftp://ftp.rsinc.com">\n\n<tag/Last modified:/ November 5, 1997.\n\n</descrip>\n\n<sect1>Megahedron\n<p><descrip>\n\n<tag/Description:/ A flexible and powerful 3D graphics engine controlled by\na high-level interpreted language called SMPL.  With it, you can learn about\n3D, write your own interactive simulations, animations, and ray-tracings.\nYou can even write your own shaders, customize procedural objects and motions,',
     [('PHONE_NUMBER', '+1 303 786 9909'), ('EMAIL_ADDRESS', 'info@rsinc.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Extra features and add-ons:/ Also compatible with FreeBSD.\n\n<tag/Available since:/ September 14, 1995.\n\n<tag/Countries with distribution:/ Australia, Brazil, France, Germany, India,\nItaly, Germany, The Netherlands, Japan, and the UK.\n\n<tag/Price range:/ US&dollar;450.  Educational discount available.\n\n<tag/Vendor:/ PKWARE, Inc.\n\n<tscreen><verb>\n9025 N. Deerwood Drive\nBrown Deer, WI 53223-2480\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 414 354 8699\n<tag/Fax:/ +1 414 354 8559\n<tag/EMail:/ <htmlurl url = "mailto:info@pkware.com"\nname = "info@pkware.com">\n<tag/URL:/ <htmlurl url = "http://www.pkware.com"\nname = "http://www.pkware.com">\n<tag/Contact:/ Bob Gorman',
     [('PHONE_NUMBER', '+1 414 354 8699'), ('PHONE_NUMBER', '+1 414 354 8559'), ('EMAIL_ADDRESS', 'info@pkware.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '41 South Highland Avenue\nPrestonsburg, KY 41653\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 606 886 8202\n<tag/Fax:/ +1 606 277 3239\n<tag/EMail:/ <htmlurl url = "mailto:info@hsdi.com" name = "info@hsdi.com">\n<tag/URL:/ <htmlurl url = "http://www.hsdi.com" name = "http://www.hsdi.com">\n<tag/Contact:/ Eric Herrin\n\n<tag/Last modified:/ November 4, 1997.\n\n</descrip>\n\n<sect1>Raima Database Manager++\n<p><descrip>\n\n<tag/Description:/ Low-level high performance database engine with C API\nand C++ class library, for embedding in applications.  This database is\nused in thousands of leading commercial applications.  Includes source\nfor C++ class library that encapsulates database navigation and object',
     [('PHONE_NUMBER', '+1 606 886 8202'), ('PHONE_NUMBER', '+1 606 277 3239'), ('EMAIL_ADDRESS', 'info@hsdi.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Extra features and add-ons:/ Each Executor 2 CD-ROM contains Executor/DOS\nand Executor/Linux.  You can switch between them, but are allowed to only run\none at a time.\n\n<tag/Price range:/ Suggested Retail: US&dollar;249.  Educational Institutions:\nUS&dollar;149, Full-time Students: US&dollar;65.\n\n<tag/Vendor:/ ARDI\n\n<tscreen><verb>\nSuite 4-101\n1650 University Boulevard, NE\nAlbuquerque, NM 87102\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 505 766 9115\n<tag/Fax:/ +1 505 766 5153\n<tag/EMail:/ <htmlurl url = "mailto:questions@ardi.com"\nname = "questions@ardi.com">\n<tag/URL:/ <htmlurl url = "http://www.ardi.com"\nname = "http://www.ardi.com">\n\n<tag/Last modified:/ November 4, 1997.\n\n</descrip>',
     [('PHONE_NUMBER', '+1 505 766 9115'), ('PHONE_NUMBER', '+1 505 766 5153'), ('EMAIL_ADDRESS', 'questions@ardi.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Product support:/ Customer support service, maintenance/update service,\ntraining and consulting are available.  In addition, a <htmlurl\nurl = "news:comp.lang.idl-pvwave" name = "Usenet group"> is devoted to IDL.\n\n<tag/Extra features and add-ons:/ ENVI: remote sensing image processing\napplication, DataMiner: ODBC database access, HDF, CDF, netCDF support,\nanimation, volume slicer, high resolution mapping.\n\n<tag/Available since:/ May, 1997.\n\n<tag/Countries with distribution:/ Ask vendor.\n\n<tag/Price range:/ Contact vendor/distributor.\n\n<tag/Vendor:/ Research Systems, Inc.\n\n<tscreen><verb>\n2995 Wilderness Place\nBoulder, CO 80301\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 303 786 9900',
     [('PHONE_NUMBER', '+1 303 786 9900')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     'Maintenance, technical and engineering support may be purchased from KRI\non a negotiated basis.\n\n<tag/Available since:/ August, 1996.\n\n<tag/Countries with distribution:/ World wide.  Addison Wesley selling to\neducational market.\n\n<tag/Price range:/ Single user Khoros Pro 2.2 is US&dollar;549.  Independent\nsoftware developer licenses start at US&dollar;5,000 and go up depending on\nplatforms and organization structure.  Royalty agreements can be negotiated.\n\n<tag/Vendor:/ Khoral Research Inc.\n\n<tscreen><verb>\n6001 Indian School NE Suite 200\nAlbuquerque, NM 87110\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 505 837 6500\n<tag/Fax:/ +1 505 881 3842',
     [('PHONE_NUMBER', '+1 505 837 6500'), ('PHONE_NUMBER', '+1 505 881 3842')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     'user licenses).  Licenses may be Group (a number of users can access your\nhelpdesk, e.g. all your customers use one Group license) or Individual\n(helpdesk engineers and administrators would each require one Individual\nlicense).\n\n<tag/Vendor:/ UniPress Software, Inc.\n\n<tscreen><verb>\n2025 Lincoln Highway\nEdison, NJ 08817\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 800 222 0550, +1 732 287 2100\n<tag/Fax:/ +1 732 287 4929\n<tag/EMail:/ <htmlurl url = "mailto:info@unipress.com"\nname = "info@unipress.com">\n<tag/URL:/ <htmlurl url = "http://www.unipress.com/footprints"\nname = "http://www.unipress.com/footprints">\n<tag/Contact:/ Sue Glassberg <htmlurl url = "mailto:sue@unipress.com"',
     [('PHONE_NUMBER', '+1 800 222 0550'), ('PHONE_NUMBER', '+1 732 287 2100'), ('PHONE_NUMBER', '+1 732 287 4929'), ('EMAIL_ADDRESS', 'info@unipress.com'), ('EMAIL_ADDRESS', 'sue@unipress.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'fi_FI',
     '<tag/Distribution media:/ 3.5" diskette, Internet (FTP and WWW).\n\n<tag/Licensing policy:/ Per node basis.  Shareware version can be downloaded\nfrom <htmlurl url = "http://www.bbbs.net" name = "http://www.bbbs.net">.\n\n<tag/OS provisions:/ Current version, 3.33 How, is for libc5.  Next version\nand current beta is for libc6.\n\n<tag/Documentation:/ ASCII and HTML documentation, English.\n\n<tag/Extra features and add-ons:/ Lot of 3rd party utilities.\n\n<tag/Countries with distribution:/ World wide.\n\n<tag/Price range:/ Two node license US&dollar;60.\n\n<tag/Vendor:/ Foobar Oy\n\n<tscreen><verb>\nPaavolankatu 3 D 34\nFIN-20240 Turku\nFinland\n</verb></tscreen>\n\n<tag/Phone:/ +358 2 240 1513',
     [('PHONE_NUMBER', '+358 2 240 1513')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Product support:/ Free, usually 20 minute response time.\n\n<tag/Extra features and add-ons:/ Barcode/magnetic card interface.\n\n<tag/Available since:/ 1992 XENIX and MS-DOS version, 1994 AIX version,\nOctober 1996 Linux version.\n\n<tag/Countries with distribution:/ USA.\n\n<tag/Price range:/ US&dollar;149.99.\n\n<tag/Vendor:/ Quality Software Solutions, Inc.\n\n<tscreen><verb>\n1322 Dodds Avenue\nChattanooga, TN 37404\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 888 423 5757, +1 423 821 5757\n<tag/Fax:/ +1 423 629 0744\n<tag/EMail:/ <htmlurl url = "mailto:dbryson@tclock.com"\nname = "dbryson@tclock.com">\n<tag/URL:/ <htmlurl url = "http://www.tclock.com"\nname = "http://www.tclock.com">',
     [('PHONE_NUMBER', '+1 888 423 5757'), ('PHONE_NUMBER', '+1 423 821 5757'), ('PHONE_NUMBER', '+1 423 629 0744'), ('EMAIL_ADDRESS', 'dbryson@tclock.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Licensing policy:/ Per CPU.\n\n<tag/OS provisions:/ No known problems with any Linux distribution.\n\n<tag/Documentation:/ A 100 page perfect bound manual is included.\n\n<tag/Product support:/ Unlimited support in included.\n\n<tag/Available since:/ 1994.\n\n<tag/Countries with distribution:/ World wide.\n\n<tag/Price range:/ Contact your local reseller, or Xi Graphics.\n\n<tag/Vendor:/ Xi Graphics\n\n<tscreen><verb>\n1801 Broadway, Suite 1710\nDenver, CO 80202\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 303 298 7478\n<tag/Fax:/ +1 303 298 1406\n<tag/EMail:/ <htmlurl url = "mailto:sales@xig.com"\nname = "sales@xig.com">\n<tag/URL:/ <htmlurl url = "http://www.xig.com"\nname = "http://www.xig.com">',
     [('PHONE_NUMBER', '+1 303 298 7478'), ('PHONE_NUMBER', '+1 303 298 1406'), ('EMAIL_ADDRESS', 'sales@xig.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     'documentation with CD-ROM, available in English and Japanese.\n\n<tag/Product support:/ Three months of full technical support from\npurchase date.  Unlimited technical support and product updates available\nthereafter with r-tree maintenance program.\n\n<tag/Available since:/ October, 1995.\n\n<tag/Countries with distribution:/ World wide.\n\n<tag/Price range:/ US&dollar;445.\n\n<tag/Vendor:/ FairCom\n\n<tscreen><verb>\n4006 W. Broadway\nColumbia, MO 65203-0100\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 573 445 6833\n<tag/Fax:/ +1 573 445 9698\n<tag/EMail:/ <htmlurl url = "mailto:Faircom@faircom.com"\nname = "Faircom@faircom.com">\n<tag/URL:/ <htmlurl url = "http://www.faircom.com"',
     [('PHONE_NUMBER', '+1 573 445 6833'), ('PHONE_NUMBER', '+1 573 445 9698'), ('EMAIL_ADDRESS', 'Faircom@faircom.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     'at <htmlurl url = "http://linux.applixware.com"\nname = "http://linux.applixware.com">.\n\n<tag/Extra features and add-ons:/ French and German interface, international\ndictionaries.\n\n<tag/Available since:/ July, 1996.\n\n<tag/Countries with distribution:/ North America, Europe, Japan, Australia.\n\n<tag/Price range:/ US&dollar;99, upgrades for US&dollar;79.\n\n<tag/Vendor:/ Applix, Inc.\n\n<tscreen><verb>\n112 Turnpike Road\nWestboro, MA 01581\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 508 870 0300\n<tag/EMail:/ <htmlurl url = "mailto:mrlinux@applix.com"\nname = "mrlinux@applix.com">\n<tag/URL:/ <htmlurl url = "http://linux.applixware.com"\nname = "http://linux.applixware.com">',
     [('PHONE_NUMBER', '+1 508 870 0300'), ('EMAIL_ADDRESS', 'mrlinux@applix.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Documentation:/ Release note that include references to well-written\ncommerical reference manuals.\n\n<tag/Product support:/ Installation support in included.\n\n<tag/Available since:/ 1995.\n\n<tag/Countries with distribution:/ World wide.\n\n<tag/Price range:/ Contact your local reseller, or Xi Graphics.\n\n<tag/Vendor:/ Xi Graphics\n\n<tscreen><verb>\n1801 Broadway, Suite 1710\nDenver, CO 80202\nU.S.A.\n</verb></tscreen>\n\n<tag/Phone:/ +1 303 298 7478\n<tag/Fax:/ +1 303 298 1406\n<tag/EMail:/ <htmlurl url = "mailto:sales@xig.com"\nname = "sales@xig.com">\n<tag/URL:/ <htmlurl url = "http://www.xig.com"\nname = "http://www.xig.com">\n<tag/Contact:/ Kyle Fink\n\n<tag/Last modified:/ August 14, 1997.\n\n</descrip>',
     [('PHONE_NUMBER', '+1 303 298 7478'), ('PHONE_NUMBER', '+1 303 298 1406'), ('EMAIL_ADDRESS', 'sales@xig.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_US',
     '<tag/Phone:/ +1 303 447 3936\n<tag/Fax:/ +1 303 499 9855\n<tag/EMail:/ <htmlurl url = "mailto:info@metacard.com"\nname = "info@metacard.com">\n<tag/URL:/ <htmlurl url = "http://www.metacard.com"\nname = "http://www.metacard.com">\n\n<tag/Last modified:/ August 4, 1997.\n\n</descrip>\n\n<sect1>ObjectManual Release 3.0\n<p><descrip>\n\n<tag/Description:/ Automated documentation generator from C++\nprograms.  Generates doucmentation in various formats including HTML,\nRTF, MIF along with Java classes.\n\n<tag/Distribution media:/ Internet (FTP and WWW).\n\n<tag/Licensing policy:/ Single, Multiple, Site and Floating Licenses.\n\n<tag/OS provisions:/ Linux ELF.',
     [('PHONE_NUMBER', '+1 303 447 3936'), ('PHONE_NUMBER', '+1 303 499 9855'), ('EMAIL_ADDRESS', 'info@metacard.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'de_DE',
     '<tag/Countries with distribution:/ Contact YARD Software GmbH for information\nabout resellers.\n\n<tag/Price range:/ Upon request.\n\n<tag/Vendor:/ YARD Software GmbH\n\n<tscreen><verb>\nWikingerstr. 18\nD-51107 K&ouml;ln\nGermany\n</verb></tscreen>\n\n<tag/Fax:/ +49 221 98664 99\n<tag/EMail:/ <htmlurl url = "mailto:yard@yard.de" name = "yard@yard.de">\n<tag/URL:/ <htmlurl url = "http://www.yard.de" name = "http://www.yard.de">\n<tag/FTP:/ <htmlurl url = "ftp://ftp.yard.de" name = "ftp://ftp.yard.de">\n<tag/Contact:/ Thomas Schonhoven <htmlurl url = "mailto:thomass@yard.de"\nname = "&lt;thomass@yard.de&gt">\n\n<tag/Last modified:/ August 4, 1997.\n\n</descrip>\n\n<sect>Data Visualisation and CAD\n<p>',
     [('PHONE_NUMBER', '+49 221 98664 99'), ('EMAIL_ADDRESS', 'yard@yard.de'), ('EMAIL_ADDRESS', 'thomass@yard.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'de_AT',
     'is no need for using opcodes, since SIMLIB IG provides an API to\nthe functionality of the image generators.\n\n<tag/Distribution media:/ 4mm DAT tar format and 3.5" diskettes.\n\n<tag/Licensing policy:/ Commercial.\n\n<tag/OS provisions:/ Linux 2.0.\n\n<tag/Documentation:/ Printed manual in English, source code examples\non media.\n\n<tag/Price range:/ US&dollar;2,500.\n\n<tag/Vendor:/ KNIENIEDER Simulationstechnik\n\n<tscreen><verb>\nTechnologiezentrum Tirol\nEduard Bodemgasse 5\nA-6020 Innsbruck\nAustria\n</verb></tscreen>\n\n<tag/Phone:/ +43 512 390415 650\n<tag/Fax:/ +43 512 364000 20, +43 512 364000 30\n<tag/EMail:/ <htmlurl url = "mailto:office@knienieder.co.at"\nname = "office@knienieder.co.at">',
     [('PHONE_NUMBER', '+43 512 390415 650'), ('PHONE_NUMBER', '+43 512 364000 20'), ('PHONE_NUMBER', '+43 512 364000 30'), ('EMAIL_ADDRESS', 'office@knienieder.co.at')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Commercial-HOWTO.sgml', 'en_GB',
     'provides form designer, graphics file viewer, online help, hardcopy\npost-processor and set-up file editor.\n\n<tag/Available since:/ October, 1995.\n\n<tag/Countries with distribution:/ Distributors in North America, Europe\nand Australia.\n\n<tag/Price range:/ Linux version: US&dollar;675 (UK &pound;450).\n\n<tag/Vendor:/ Interactive Software Services Ltd.\n\n<tscreen><verb>\nWestwood House\nLittleton Drive\nHuntington\nStaffs WS12 4TS\nUnited Kingdom\n</verb></tscreen>\n\n<tag/Phone:/ +44 1543 503611\n<tag/Fax:/ +44 1543 574566\n<tag/EMail:/ <htmlurl url = "mailto:support@issltd.demon.co.uk"\nname = "support@issltd.demon.co.uk">\n<tag/URL:/ <htmlurl url = "http://www.demon.co.uk/issltd"',
     [('PHONE_NUMBER', '+44 1543 503611'), ('PHONE_NUMBER', '+44 1543 574566'), ('EMAIL_ADDRESS', 'support@issltd.demon.co.uk')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/PCI-HOWTO.sgml', 'de_DE',
     'archie@CS.Berkeley.EDU and his friend kenf@clark.net.\n</verb>\n\n<sect> copyright/legalese \n\n<p>\n(c)opyright 1993,94,97,2001 by Michael Will - the GPL (Gnu Public License)\napplies. See last section about this.\n\nIf you sell this HOWTO on a CD or in a book I would be happy to\nhave a copy for reference. \n\n(Michael.Will@student.uni-tuebingen.de)\n\nContact me, either via eMail or call +49-7071-889710.\n\nTrademarks are owned by their owners. There is no warranty on the\ninformation in this document. \n\nFor german users I am offering tested, preinstalled / preconfigured \nand supported Linux-PCI-machines. Call me at 07071-889710\n\n<sect> GPL - Gnu Public License\n\n<p>\n<verb>\n\t\t    GNU GENERAL PUBLIC LICENSE',
     [('PHONE_NUMBER', '+49-7071-889710'), ('EMAIL_ADDRESS', 'archie@CS.Berkeley.EDU'), ('EMAIL_ADDRESS', 'kenf@clark.net'), ('EMAIL_ADDRESS', 'Michael.Will@student.uni-tuebingen.de'), ('PHONE_NUMBER', '07071-889710')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/Distributions-HOWTO/Distributions-HOWTO.sgml', 'en_US',
     '        <term><emphasis role="strong">Name:</emphasis></term>\n        <listitem>\n          <para>\n          <emphasis>Mandrake Linux</emphasis>\n          </para>\n        </listitem>\n      </varlistentry>\n\n      <varlistentry>\n        <term><emphasis role="strong">Distributor:</emphasis></term>\n        <listitem>\n\n          <para>\n\t    <address>\n            MandrakeSoft\n            Daniel Morales - MandrakeSoft 818.834.9860\n            Caroline Carmagnol - Aliz&eacute; Public Relations 650.323.1607\n            <email>mandrake@linux-mandrake.com</email>\n\t    </address>\n          </para>\n\n          <para>\n\t    <literallayout>\n            Net: <ulink url="mailto:mandrake@linux-mandrake.com">',
     [('PHONE_NUMBER', '818.834.9860'), ('PHONE_NUMBER', '650.323.1607'), ('EMAIL_ADDRESS', 'mandrake@linux-mandrake.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/Distributions-HOWTO/Distributions-HOWTO.sgml', 'en_US',
     '            mandrake@linux-mandrake.com</ulink> (orders)\n            WWW: <ulink url="http://www.linux-mandrake.com">\n\t    http://www.linux-mandrake.com</ulink>\n            Vox: 818.834.9860\n\t    </literallayout>\n          </para>\n\n        </listitem>\n      </varlistentry>\n\n      <varlistentry>\n        <term><emphasis role="strong">Provider\'s description:</emphasis></term\n        <listitem>\n\n          <para>\n          <inlinemediaobject>\n            <imageobject>\n              <imagedata fileref="mandrake.gif">\n            </imageobject>\n            <textobject>\n              <phrase>mandrake logo</phrase>\n            </textobject>\n          </inlinemediaobject>\n          </para>',
     [('PHONE_NUMBER', '818.834.9860'), ('EMAIL_ADDRESS', 'mandrake@linux-mandrake.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/Distributions-HOWTO/Distributions-HOWTO.sgml', 'en_US',
     '          WWW: http://www.trans-am.com\n          Vox: (408)-727-3883\n          Fax: (408)-727-3882\n          BBS: (408)-980-9840\n          </literallayout>\n        </para>\n\n      </listitem>\n    </varlistentry>\n\n    <varlistentry>\n      <term><emphasis role="strong">Provider\'s description:</emphasis></term>\n      <listitem>\n\n          <para>\n          <inlinemediaobject>\n            <imageobject>\n              <imagedata fileref=".gif">\n            </imageobject>\n            <textobject>\n              <phrase>Linuxware logo</phrase>\n            </textobject>\n          </inlinemediaobject>\n          </para>\n\n        <para>',
     [('PHONE_NUMBER', '(408)-727-3883'), ('PHONE_NUMBER', '(408)-727-3882'), ('PHONE_NUMBER', '(408)-980-9840')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/Distributions-HOWTO/Distributions-HOWTO.sgml', 'en_US',
     '           Fort Collins CO 80524\n          </address>\n         </para>\n \n         <para>\n          <literallayout>\n           Net: <ulink url="mailto:info@tummy.com">info@tummy.com</ulink>\n           WWW: <ulink url="http://www.tummy.com/krud/">http://www.tummy.com/krud</ulink>\n           FTP: <ulink url="ftp://ftp.tummy.com">ftp://ftp.tummy.com</ulink>\n           Vox: (970)-494-0355\n           Fax: (408)-490-2728\n          </literallayout>\n         </para>\n\n\n        </listitem>\n      </varlistentry>\n\n      <varlistentry>\n        <term><emphasis role="strong">Provider\'s description:</emphasis></term\n        <listitem>\n\n          <para>\n          <inlinemediaobject>\n            <imageobject>',
     [('PHONE_NUMBER', '(970)-494-0355'), ('PHONE_NUMBER', '(408)-490-2728'), ('EMAIL_ADDRESS', 'info@tummy.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Fax-Server.sgml', 'he_IL',
     '<sect>Latest version, Contacting the author.\n<p> The latest version of this file can be accessed through the\nworld wide web using URLs\n\n<tscreen><verb>\nhttp://www.newplaces.com/linux/faxsrv/faxsrv-mini-HOWTO.sgml\nhttp://www.newplaces.com/linux/faxsrv/faxsrv-mini-HOWTO.html\nhttp://www.newplaces.com/linux/faxsrv/faxsrv-mini-HOWTO.txt\nhttp://www.newplaces.com/linux/faxsrv/faxsrv-mini-HOWTO.info\n</verb></tscreen>\n\n<p>\nYou can contact me\n<tscreen><verb>\nErez Strauss\nerez@newplaces.com\nhttp://www.newplaces.com/linux/\nhttp://www.newplaces.com/\nPhone: +972 52 739737\nFax:  +972 9 954 3034\n</verb></tscreen>\n\n</article>',
     [('PHONE_NUMBER', '+972 52 739737'), ('PHONE_NUMBER', '+972 9 954 3034'), ('EMAIL_ADDRESS', 'erez@newplaces.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/UPS-HOWTO.xml', 'en_US',
     "<para>APC makes &quot;Replacement Battery Units&quot; for each of the\nSmartUPS models, but they sell them directly only in the U.S.  Your\nlocal Yamaha SeaDoo shop (if you have one) carries 35 ampere-hour deep\ncycle marine batteries that are direct replacements for the kind APC\nuses in many of its models. These are gel-cel and will double the\nruntime and/or cut your recharge time in half.  Here are some West\nCoast sources:</para>\n\n<programlisting>\nJet Works\n1587 Monrovia Ave.\nNewport Beach CA 9266?\nTel: +1 714 548-5259\n\nJ-W Batteries, Inc.\nTel: +1 714 548-4017\n\nWPS 49-1200\nGEL-CELL KB-35 BATTERY\n</programlisting>\n\n<para>The company I've heard most strongly recommended (by Carl",
     [('PHONE_NUMBER', '+1 714 548-5259'), ('PHONE_NUMBER', '+1 714 548-4017')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Hardware-HOWTO.sgml', 'en_GB',
     '      Large IDE (EIDE) drives work fine with newer kernels. The\n      boot partition must lie in the first 1024 cylinders due to PC BIOS\n      limitations.\n    </para>\n\n    <para>\n      Some Conner CFP1060S drives may have problems with Linux and\n      ext2fs. The symptoms are inode errors during \n\n      <literal remap="tt">e2fsck</literal>\n      and corrupt file systems. Conner has released a firmware upgrade\n      to fix this problem, contact Conner at 1-800-4CONNER (US) or\n      +44-1294-315333 (Europe). Have the microcode version (found on\n      the drive label, 9WA1.6x) handy when you call.\n    </para>\n\n    <para>\n      Many Maxtor and Western Digital IDE drives are reported to',
     [('PHONE_NUMBER', '+44-1294-315333')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Mobile-Guide/Mobile-Guide.xml', 'en_US',
     '   Road, Duluth, GA 30096 +1 770 495 1644.\n</para>\n\n<para>\n   The \n   <ulink url="http://karl.jorgensen.com/battery-stats/">battery-stats</ulink>\n   package collects statistics about the (lack of)\n   charge on laptop batteries.  It also contains a simple graph\n   utility to show the battery charge over time or detect \n   a misbehaviour of the battery which might announce a\n   coming end of batterylife.\n   \n   Battery-stats knows nothing about electrochemical stuff going on\n   inside batteries - hence it will not try to make any predictions\n   whatsoever.  But somebody with knowledge of batteries should be able\n   to tell whether they are behaving OK.',
     [('PHONE_NUMBER', '+1 770 495 1644')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Proxy-ARP-Subnet.sgml', 'en_AU',
     '<PARA>The other A.N.U. application involves a teaching lab set up to teach students how to configure machines to use TCP/IP, including setting up the gateway. The network used is a Class C network, and Andrew needed to "subnet" it for security, traffic control and the educational reason mentioned above. He did this using Proxy ARP, and then decided that a single entry in the ARP cache for the whole subnet would be faster and cleaner than one for each host on the subnet.\nVoila...Proxy ARP with subnetting!</PARA></SECT1>\n<SECT1 ID="COPYING"><TITLE>Copying conditions</TITLE>\n<PARA>Copyright 1997 by Bob Edwards <EMAIL>Robert.Edwards@anu.edu.au</EMAIL></PARA>\n<PARA>Voice: (+61) 2 6249 4090',
     [('PHONE_NUMBER', '(+61) 2 6249 4090'), ('EMAIL_ADDRESS', 'Robert.Edwards@anu.edu.au')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Infrared-HOWTO/Infrared-HOWTO.xml', 'de_DE',
     'xid:cmd 9d5dcefa &lt; ffffffff S=6 s=4 (14)\nxid:rsp 9d5dcefa &gt; 08666644 S=6 s=3 SIEMENS S35 hint=9024 [ Modem IrCOMM IrOBEX ] (28)\n</programlisting>\n\n</para>\n\n<para>\nShow general information about your mobile phone\n\n<programlisting role="small">\n# scmxx -i\nAccessing device /dev/ircomm0\nOK, a modem device is present.\nVendor:         SIEMENS\nModel:          S35i\nRevision:       20\nSerial (Phone): xxxxxxxxxxxxxxx\nSerial (SIM):   xxxxxxxxxxxxxxx\nSIM-ID:         xxxxxxxxxxxxxxxxxxxxx\nOperator:       D2\nSMS Server:     +491722270333\nCharset:        GSM\nBattery:        40%\nSignal/BER:     -79 dBm/?\nTime:           02/10/07,11:48:49\nReadable Slots: bmp: 0-1, mid: 0, vcs: 1-30',
     [('PHONE_NUMBER', '+491722270333')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46367">\n      <app:Name>Katholische Schule Neugraben</app:Name>\n      <app:Schul_ID>3222-0</app:Schul_ID>\n      <app:Schulform>Stadtteilschulen</app:Schulform>\n      <app:Schulicon>Stadtteilschulen</app:Schulicon>\n      <app:Adresse>Cuxhavener Straße 379</app:Adresse>\n      <app:Ort>21149 Hamburg</app:Ort>\n      <app:bezirk>Harburg</app:bezirk>\n      <app:stadtteil>Neugraben-Fischbek</app:stadtteil>\n      <app:Telefon>+49 40 702 92 39-10</app:Telefon>\n      <app:FAX>+49 40 702 92 39-29</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:email>sekretariat@kath-schule-neugraben.kshh.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.frieda-stoppenbrink-schule.de">ReBBZ Süderelbe&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>674</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 702 92 39-10'), ('PHONE_NUMBER', '+49 40 702 92 39-29'), ('EMAIL_ADDRESS', 'sekretariat@kath-schule-neugraben.kshh.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_45955">\n      <app:Name>Emilie-Wüstenfeld-Gymnasium</app:Name>\n      <app:Schul_ID>5863-0</app:Schul_ID>\n      <app:Schulform>Gymnasien</app:Schulform>\n      <app:Schulicon>Gymnasien</app:Schulicon>\n      <app:Adresse>Bundesstraße 78</app:Adresse>\n      <app:Ort>20144 Hamburg</app:Ort>\n      <app:bezirk>Eimsbüttel</app:bezirk>\n      <app:stadtteil>Eimsbüttel</app:stadtteil>\n      <app:Telefon>+49 40 428 88 05 0</app:Telefon>\n      <app:FAX>+49 40 428 88 05 42</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.ewg-hamburg.de</app:internet>\n      <app:email>emilie-wuestenfeld-gymnasium@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Eimsbüttel</app:name_rebbz>\n      <app:schueleranzahl>1055</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 88 05 0'), ('PHONE_NUMBER', '+49 40 428 88 05 42'), ('EMAIL_ADDRESS', 'emilie-wuestenfeld-gymnasium@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46240">\n      <app:Name>Schule Iserbrook</app:Name>\n      <app:Schul_ID>5238-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Musäusstraße 29</app:Adresse>\n      <app:Ort>22589 Hamburg</app:Ort>\n      <app:bezirk>Altona</app:bezirk>\n      <app:stadtteil>Iserbrook</app:stadtteil>\n      <app:Telefon>+49 40 428 89-705</app:Telefon>\n      <app:FAX>+49 40 428 89-7522</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.schule-iserbrook.de</app:internet>\n      <app:email>schule-iserbrook@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Altona-West</app:name_rebbz>\n      <app:schueleranzahl>229</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 89-705'), ('PHONE_NUMBER', '+49 40 428 89-7522'), ('EMAIL_ADDRESS', 'schule-iserbrook@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46166">\n      <app:Name>ReBBZ Winterhude</app:Name>\n      <app:Schul_ID>5359-0</app:Schul_ID>\n      <app:Schulform>Sonderschulen</app:Schulform>\n      <app:Schulicon>Sonderschulen</app:Schulicon>\n      <app:Adresse>Eschenweg 1</app:Adresse>\n      <app:Ort>22335 Hamburg</app:Ort>\n      <app:bezirk>Hamburg-Nord</app:bezirk>\n      <app:stadtteil>Fuhlsbüttel</app:stadtteil>\n      <app:Telefon>040 42886-570</app:Telefon>\n      <app:FAX>040 42886-5722</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.hamburg.de/rebbz-winterhude</app:internet>\n      <app:email>rebbz-winterhude-bildung-eschenweg@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.hamburg.de/rebbz-winterhude">ReBBZ Winterhude&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>138</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '040 42886-570'), ('PHONE_NUMBER', '040 42886-5722'), ('EMAIL_ADDRESS', 'rebbz-winterhude-bildung-eschenweg@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46238">\n      <app:Name>Schule Schenefelder Landstraße</app:Name>\n      <app:Schul_ID>5240-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Schenefelder Landstraße 206</app:Adresse>\n      <app:Ort>22589 Hamburg</app:Ort>\n      <app:bezirk>Altona</app:bezirk>\n      <app:stadtteil>Iserbrook</app:stadtteil>\n      <app:Telefon>+49 40 428 93 92-0</app:Telefon>\n      <app:FAX>+49 40 4 14 59-852</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.schela.de</app:internet>\n      <app:email>schule-schenefelder-landstrasse@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Altona-West</app:name_rebbz>\n      <app:schueleranzahl>216</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 93 92-0'), ('PHONE_NUMBER', '+49 40 4 14 59-852'), ('EMAIL_ADDRESS', 'schule-schenefelder-landstrasse@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46239">\n      <app:Name>Grundschule Groß Flottbek</app:Name>\n      <app:Schul_ID>5239-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Osdorfer Weg 24</app:Adresse>\n      <app:Ort>22607 Hamburg</app:Ort>\n      <app:bezirk>Altona</app:bezirk>\n      <app:stadtteil>Bahrenfeld</app:stadtteil>\n      <app:Telefon>+49 40 428 88-750</app:Telefon>\n      <app:FAX>+49 40 428 88-7522</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.grundschule-grossflottbek.hamburg.de</app:internet>\n      <app:email>grundschule-gross-flottbek@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Altona</app:name_rebbz>\n      <app:schueleranzahl>336</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 88-750'), ('PHONE_NUMBER', '+49 40 428 88-7522'), ('EMAIL_ADDRESS', 'grundschule-gross-flottbek@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46365">\n      <app:Name>Niels-Stensen-Gymnasium</app:Name>\n      <app:Schul_ID>3224-0</app:Schul_ID>\n      <app:Schulform>Gymnasien</app:Schulform>\n      <app:Schulicon>mehrere Schulen</app:Schulicon>\n      <app:Adresse>Barlachstraße 16</app:Adresse>\n      <app:Ort>21073 Hamburg</app:Ort>\n      <app:bezirk>Harburg</app:bezirk>\n      <app:stadtteil>Harburg</app:stadtteil>\n      <app:Telefon>+49 40 881 44 98-10</app:Telefon>\n      <app:FAX>+49 40 881 44 98-29</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:internet>http://www.niels-stensen-gymnasium.de</app:internet>\n      <app:email>Leitung@Niels-Stensen-Gymnasium.kshh.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Harburg</app:name_rebbz>\n      <app:schueleranzahl>640</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 881 44 98-10'), ('PHONE_NUMBER', '+49 40 881 44 98-29'), ('EMAIL_ADDRESS', 'Leitung@Niels-Stensen-Gymnasium.kshh.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46085">\n      <app:Name>Schule Richardstraße</app:Name>\n      <app:Schul_ID>5588-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Richardstraße 85</app:Adresse>\n      <app:Ort>22089 Hamburg</app:Ort>\n      <app:bezirk>Wandsbek</app:bezirk>\n      <app:stadtteil>Eilbek</app:stadtteil>\n      <app:Telefon>+49 40 428 93 76-0</app:Telefon>\n      <app:FAX>+49 40 29 81 057 7</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.hh.schule.de/richard</app:internet>\n      <app:email>Schule-Richardstrasse@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.hamburg.de/rebbz-wandsbek-sued-beratung/">ReBBZ Wandsbek-Süd&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>222</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 93 76-0'), ('PHONE_NUMBER', '+49 40 29 81 057 7'), ('EMAIL_ADDRESS', 'Schule-Richardstrasse@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46373">\n      <app:Name>Katholische Schule Harburg</app:Name>\n      <app:Schul_ID>3216-0</app:Schul_ID>\n      <app:Schulform>Stadtteilschulen</app:Schulform>\n      <app:Schulicon>Stadtteilschulen</app:Schulicon>\n      <app:Adresse>Julius-Ludowieg-Straße 89</app:Adresse>\n      <app:Ort>21073 Hamburg</app:Ort>\n      <app:bezirk>Harburg</app:bezirk>\n      <app:stadtteil>Harburg</app:stadtteil>\n      <app:Telefon>+49 40 881 41 08-10</app:Telefon>\n      <app:FAX>+49 40 881 41 08-29</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:email>sekretariat@kath-schule-harburg.kshh.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Harburg</app:name_rebbz>\n      <app:schueleranzahl>754</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 881 41 08-10'), ('PHONE_NUMBER', '+49 40 881 41 08-29'), ('EMAIL_ADDRESS', 'sekretariat@kath-schule-harburg.kshh.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46366">\n      <app:Name>Bugenhagen-Schule Alsterdorf (Stadtteilschule)</app:Name>\n      <app:Schul_ID>3223-0</app:Schul_ID>\n      <app:Schulform>Stadtteilschulen</app:Schulform>\n      <app:Schulicon>mehrere Schulen</app:Schulicon>\n      <app:Adresse>Alsterdorfer Straße 506</app:Adresse>\n      <app:Ort>22337 Hamburg</app:Ort>\n      <app:bezirk>Hamburg-Nord</app:bezirk>\n      <app:stadtteil>Alsterdorf</app:stadtteil>\n      <app:Telefon>5 07 73 - 520</app:Telefon>\n      <app:FAX>+49 40 5 07 73-198</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:internet>http://www.bugi.de</app:internet>\n      <app:email>schulbuero@bugi.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.hamburg.de/rebbz-nord-beratung/">ReBBZ Nord&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>518</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '5 07 73 - 520'), ('PHONE_NUMBER', '+49 40 5 07 73-198'), ('EMAIL_ADDRESS', 'schulbuero@bugi.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46101">\n      <app:Name>Schule Strenge</app:Name>\n      <app:Schul_ID>5541-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Strenge 5</app:Adresse>\n      <app:Ort>22391 Hamburg</app:Ort>\n      <app:bezirk>Wandsbek</app:bezirk>\n      <app:stadtteil>Wellingsbüttel</app:stadtteil>\n      <app:Telefon>+49 40 428 86-760</app:Telefon>\n      <app:FAX>+49 40 428 86-7622</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.schule-strenge.de/</app:internet>\n      <app:email>Schule-Strenge@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.hamburg.de/rebbz-wandsbek-nord-beratung/">ReBBZ Wandsbek-Nord&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>362</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 86-760'), ('PHONE_NUMBER', '+49 40 428 86-7622'), ('EMAIL_ADDRESS', 'Schule-Strenge@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46226">\n      <app:Name>Grundschule Luruper Hauptstraße</app:Name>\n      <app:Schul_ID>5270-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>mehrere Schulen</app:Schulicon>\n      <app:Adresse>Luruper Hauptstraße 131/133</app:Adresse>\n      <app:Ort>22547 Hamburg</app:Ort>\n      <app:bezirk>Altona</app:bezirk>\n      <app:stadtteil>Lurup</app:stadtteil>\n      <app:Telefon>+49 40 428 88-2425</app:Telefon>\n      <app:FAX>+49 40 428 88-2432</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.luruperhauptstrasse.hamburg.de</app:internet>\n      <app:email>grundschule-luruper-hauptstrasse@bsb.Hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Altona-West</app:name_rebbz>\n      <app:schueleranzahl>169</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 88-2425'), ('PHONE_NUMBER', '+49 40 428 88-2432'), ('EMAIL_ADDRESS', 'grundschule-luruper-hauptstrasse@bsb.Hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_45985">\n      <app:Name>Johannes-Brahms-Gymnasium</app:Name>\n      <app:Schul_ID>5822-0</app:Schul_ID>\n      <app:Schulform>Gymnasien</app:Schulform>\n      <app:Schulicon>Gymnasien</app:Schulicon>\n      <app:Adresse>Höhnkoppelort 24</app:Adresse>\n      <app:Ort>22179 Hamburg</app:Ort>\n      <app:bezirk>Wandsbek</app:bezirk>\n      <app:stadtteil>Bramfeld</app:stadtteil>\n      <app:Telefon>+49 40 428 86-2911</app:Telefon>\n      <app:FAX>+49 40 428 86-2930</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.johannes-brahms-gymnasium.de</app:internet>\n      <app:email>Johannes-Brahms-Gymnasium@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.hamburg.de/rebbz-wandsbek-sued-beratung/">ReBBZ Wandsbek-Süd&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>789</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 86-2911'), ('PHONE_NUMBER', '+49 40 428 86-2930'), ('EMAIL_ADDRESS', 'Johannes-Brahms-Gymnasium@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_45819">\n      <app:Name>Rudolf-Steiner-Schule Harburg</app:Name>\n      <app:Schul_ID>8114-0</app:Schul_ID>\n      <app:Schulform>Stadtteilschulen</app:Schulform>\n      <app:Schulicon>Stadtteilschulen</app:Schulicon>\n      <app:Adresse>Ehestorfer Heuweg 82</app:Adresse>\n      <app:Ort>21149 Hamburg</app:Ort>\n      <app:bezirk>Harburg</app:bezirk>\n      <app:stadtteil>Hausbruch</app:stadtteil>\n      <app:Telefon>+49 40 797 18 10</app:Telefon>\n      <app:FAX>+49 40 797 18 20</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:email>mail@rudolfsteinerschule-harburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>&lt;a href="http://www.frieda-stoppenbrink-schule.de">ReBBZ Süderelbe&lt;/a></app:name_rebbz>\n      <app:schueleranzahl>475</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 797 18 10'), ('PHONE_NUMBER', '+49 40 797 18 20'), ('EMAIL_ADDRESS', 'mail@rudolfsteinerschule-harburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_45971">\n      <app:Name>Alexander-von-Humboldt-Gymnasium</app:Name>\n      <app:Schul_ID>5840-0</app:Schul_ID>\n      <app:Schulform>Gymnasien</app:Schulform>\n      <app:Schulicon>Gymnasien</app:Schulicon>\n      <app:Adresse>Rönneburger Straße 50</app:Adresse>\n      <app:Ort>21079 Hamburg</app:Ort>\n      <app:bezirk>Harburg</app:bezirk>\n      <app:stadtteil>Wilstorf</app:stadtteil>\n      <app:Telefon>+49 40 428 96 18-0</app:Telefon>\n      <app:FAX>+49 40 645 39 13 6</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.avh.hamburg.de</app:internet>\n      <app:email>alexander-von-humboldt-gymnasium@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Harburg</app:name_rebbz>\n      <app:schueleranzahl>861</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 96 18-0'), ('PHONE_NUMBER', '+49 40 645 39 13 6'), ('EMAIL_ADDRESS', 'alexander-von-humboldt-gymnasium@bsb.hamburg.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46381">\n      <app:Name>Katholische Schule Hochallee</app:Name>\n      <app:Schul_ID>3208-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Hochallee 9</app:Adresse>\n      <app:Ort>20149 Hamburg</app:Ort>\n      <app:bezirk>Eimsbüttel</app:bezirk>\n      <app:stadtteil>Harvestehude</app:stadtteil>\n      <app:Telefon>+49 40 87 87 915-10</app:Telefon>\n      <app:FAX>+49 40 87 87 915-29</app:FAX>\n      <app:rechtsform>staatlich anerkannte Ersatzschule</app:rechtsform>\n      <app:email>leitung@kath-schule-hochallee.kshh.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Eimsbüttel</app:name_rebbz>\n      <app:schueleranzahl>214</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 87 87 915-10'), ('PHONE_NUMBER', '+49 40 87 87 915-29'), ('EMAIL_ADDRESS', 'leitung@kath-schule-hochallee.kshh.de')]),
    ('github:Jugendhackt/EinsteigerWorkshop@2a470adab39da68ab418af475213e4a21b90f7f8:data/schulen.gml', 'de_DE',
     '  <gml:featureMember>\n    <app:hh_schulen_dwh xmlns:app="http://www.deegree.org/app" gml:id="APP_HH_SCHULEN_DWH_46195">\n      <app:Name>Schule Röthmoorweg</app:Name>\n      <app:Schul_ID>5349-0</app:Schul_ID>\n      <app:Schulform>Grundschulen</app:Schulform>\n      <app:Schulicon>Grundschulen</app:Schulicon>\n      <app:Adresse>Röthmoorweg 9</app:Adresse>\n      <app:Ort>22459 Hamburg</app:Ort>\n      <app:bezirk>Eimsbüttel</app:bezirk>\n      <app:stadtteil>Schnelsen</app:stadtteil>\n      <app:Telefon>+49 40 428 96 76-0</app:Telefon>\n      <app:FAX>+49 40 570 01-622</app:FAX>\n      <app:rechtsform>staatlich</app:rechtsform>\n      <app:internet>http://www.roethmoorweg.de</app:internet>\n      <app:email>schule-roethmoorweg@bsb.hamburg.de</app:email>\n      <app:is_rebbz>false</app:is_rebbz>\n      <app:name_rebbz>ReBBZ Eimsbüttel</app:name_rebbz>\n      <app:schueleranzahl>163</app:schueleranzahl>\n      <app:schueleranzahl_schuljahr>2013</app:schueleranzahl_schuljahr>',
     [('PHONE_NUMBER', '+49 40 428 96 76-0'), ('PHONE_NUMBER', '+49 40 570 01-622'), ('EMAIL_ADDRESS', 'schule-roethmoorweg@bsb.hamburg.de')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    city: Opelousas\n    state: LA\n    zip: '70570'\n    latitude: 30.5211583\n    longitude: -92.0853277\n- id:\n    bioguide: S001188\n    govtrack: 412392\n    thomas: '01981'\n  offices:\n  - id: S001188-fort_wayne\n    address: 6714 Pointe Inverness Way\n    city: Fort Wayne\n    state: IN\n    zip: '46804'\n    latitude: 41.0712118\n    longitude: -85.2334143\n    phone: 260-702-4750\n- id:\n    bioguide: C001123\n    govtrack: 412757\n  offices:\n  - id: C001123-covina\n    address: 100 S. Citrus Ave\n    suite: Suite 204\n    city: Covina\n    state: CA\n    zip: '91723'\n    latitude: 34.0860121",
     [('PHONE_NUMBER', '260-702-4750')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    city: St. Louis\n    state: MO\n    zip: '63101'\n    latitude: 38.6342608\n    longitude: -90.1982023\n    phone: 314-955-9980\n- id:\n    bioguide: O000177\n    govtrack: 456998\n  offices:\n  - id: O000177-cottleville\n    address: 5330 Highway N\n    city: Cottleville\n    state: MO\n    zip: '63304'\n    latitude: 38.7460249\n    longitude: -90.6559638\n    phone: 636-327-7055\n  - id: O000177-jefferson_city\n    address: 235 East High St\n    city: Jefferson City\n    state: MO\n    zip: '65101'\n    latitude: 38.5753765\n    longitude: -92.1725243\n    phone: 573-635-7232\n- id:\n    bioguide: D000634",
     [('PHONE_NUMBER', '314-955-9980'), ('PHONE_NUMBER', '636-327-7055'), ('PHONE_NUMBER', '573-635-7232')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    zip: '53066'\n    latitude: 43.1102761\n    longitude: -88.4971922\n    phone: 262-784-1111\n- id:\n    bioguide: F000472\n    govtrack: 456807\n  offices:\n  - id: F000472-lakeland\n    address: 124 S. Florida Avenue\n    suite: Suite 304\n    city: Lakeland\n    state: FL\n    zip: '33801'\n    latitude: 28.0431636\n    longitude: -81.9568484\n    fax: 863-337-4104\n    phone: 863-644-8215\n  - id: F000472-lake_placid\n    address: 1069 US 27 North\n    suite: Suite 116\n    city: Lake Placid\n    state: FL\n    zip: '33852'\n    latitude: 27.3198618\n    longitude: -81.36395929999999\n    phone: 863-644-8215",
     [('PHONE_NUMBER', '262-784-1111'), ('PHONE_NUMBER', '863-337-4104'), ('PHONE_NUMBER', '863-644-8215')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    latitude: 27.5423782\n    longitude: -99.4887937\n    fax: 956-725-2647\n    hours: Monday - Friday 8:00 a.m. CST to 5:30 p.m. CST\n    phone: 956-725-0639\n  - id: C001063-san_antonio\n    address: 1145 E. Commerce St.\n    suite: Suite 205\n    city: San Antonio\n    state: TX\n    zip: '78205'\n    latitude: 29.4219124\n    longitude: -98.4788622\n    fax: 210-277-6671\n    phone: 210-271-2851\n  - id: C001063-rio_grande_city\n    address: 100 N. FM 3167\n    suite: Suite 208\n    city: Rio Grande City\n    state: TX\n    zip: '78582'\n    latitude: 26.3738676\n    longitude: -98.8594816",
     [('PHONE_NUMBER', '956-725-2647'), ('PHONE_NUMBER', '956-725-0639'), ('PHONE_NUMBER', '210-277-6671'), ('PHONE_NUMBER', '210-271-2851')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    fax: 503-469-6018\n    hours: Monday-Friday 9:00AM-5:00PM\n    phone: 503-469-6010\n- id:\n    bioguide: B001281\n    govtrack: 412565\n    thomas: '02153'\n  offices:\n  - id: B001281-columbus\n    address: 471 E. Broad St.\n    suite: Suite 1100\n    city: Columbus\n    state: OH\n    zip: '43215'\n    latitude: 39.9633834\n    longitude: -82.9878075\n    fax: 614-220-5640\n    hours: Monday-Friday 9:00am-5:00pm\n    phone: 614-220-0003\n- id:\n    bioguide: B001282\n    govtrack: 412541\n    thomas: '02131'\n  offices:\n  - id: B001282-lexington\n    address: 2709 Old Rosebud Rd.\n    suite: Ste. 100",
     [('PHONE_NUMBER', '503-469-6018'), ('PHONE_NUMBER', '503-469-6010'), ('PHONE_NUMBER', '614-220-5640'), ('PHONE_NUMBER', '614-220-0003')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "  - id: C001120-the_woodlands\n    address: 2829 Technology Forest\n    suite: '#280'\n    city: The Woodlands\n    state: TX\n    zip: '77381'\n    latitude: 30.1766047\n    longitude: -95.48130379999999\n    phone: 281-640-7720\n- id:\n    bioguide: C001121\n    govtrack: 412762\n  offices:\n  - id: C001121-aurora\n    address: 2170 S Parker Road\n    suite: '#280'\n    city: Aurora\n    state: CO\n    zip: '80231'\n    phone: 720-748-7514\n- id:\n    bioguide: C001125\n    govtrack: 456860\n  offices:\n  - id: C001125-gretna\n    address: 200 Derbigny St\n    suite: Suite 3200\n    building: Gretna Courthouse",
     [('PHONE_NUMBER', '281-640-7720'), ('PHONE_NUMBER', '720-748-7514')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    longitude: -73.9696891\n    hours: Mon-Fri 9 am to 5pm\n    phone: 718-373-0033\n  - id: J000294-brooklyn-1\n    address: 55 Hanson Pl.\n    suite: Suite 603\n    city: Brooklyn\n    state: NY\n    zip: '11217'\n    latitude: 40.6856283\n    longitude: -73.97577559999999\n    hours: M-F 9 am - 5pm\n    phone: 718-237-2211\n- id:\n    bioguide: J000295\n    govtrack: 412566\n    thomas: '02154'\n  offices:\n  - id: J000295-mentor\n    address: 8500 Station St\n    suite: Suite 390\n    city: Mentor\n    state: OH\n    zip: '44060'\n    latitude: 41.679062\n    longitude: -81.335902\n    fax: 440-266-9004",
     [('PHONE_NUMBER', '718-373-0033'), ('PHONE_NUMBER', '718-237-2211'), ('PHONE_NUMBER', '440-266-9004')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    longitude: -73.19368469999999\n    fax: 203-333-6655\n    phone: 203-333-6600\n- id:\n    bioguide: H001052\n    govtrack: 412434\n    thomas: '02026'\n  offices:\n  - id: H001052-bel_air\n    address: 15 E. Churchville Rd.\n    suite: Suite 102B\n    city: Bel Air\n    state: MD\n    zip: '21014'\n    latitude: 39.535151\n    longitude: -76.34646289999999\n    fax: 410-588-5673\n    hours: By appointment only\n    phone: 410-588-5670\n  - id: H001052-salisbury\n    address: 100 E. Main St.\n    suite: Suite 702\n    city: Salisbury\n    state: MD\n    zip: '21801'\n    latitude: 38.3652997",
     [('PHONE_NUMBER', '203-333-6655'), ('PHONE_NUMBER', '203-333-6600'), ('PHONE_NUMBER', '410-588-5673'), ('PHONE_NUMBER', '410-588-5670')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    longitude: -80.67046309999999\n    phone: 843-521-2530\n- id:\n    bioguide: M000312\n    govtrack: 400263\n    thomas: '01504'\n  offices:\n  - id: M000312-leominster\n    address: 24 Church St.\n    suite: Room 27\n    city: Leominster\n    state: MA\n    zip: '01453'\n    latitude: 42.5279312\n    longitude: -71.7607974\n    fax: 978-466-3973\n    hours: M-F 9-5:00pm\n    phone: 978-466-3552\n  - id: M000312-northampton\n    address: 94 Pleasant St.\n    city: Northampton\n    state: MA\n    zip: '01060'\n    latitude: 42.3185388\n    longitude: -72.6283162\n    fax: 413-584-1216\n    hours: M-F 9-5:00pm",
     [('PHONE_NUMBER', '843-521-2530'), ('PHONE_NUMBER', '978-466-3973'), ('PHONE_NUMBER', '978-466-3552'), ('PHONE_NUMBER', '413-584-1216')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    suite: Room 7-212\n    city: Honolulu\n    state: HI\n    zip: '96850'\n    latitude: 21.3036893\n    longitude: -157.862353\n    fax: 808-523-2065\n    phone: 808-523-2061\n- id:\n    bioguide: S001195\n    govtrack: 412596\n    thomas: '02191'\n  offices:\n  - id: S001195-cape_girardeau\n    address: 2502 Tanner Dr.\n    suite: Suite 205\n    city: Cape Girardeau\n    state: MO\n    zip: '63703'\n    latitude: 37.30292850000001\n    longitude: -89.55584789999999\n    fax: 573-335-1931\n    phone: 573-335-0101\n  - id: S001195-farmington\n    address: 22 E. Columbia St.\n    city: Farmington\n    state: MO",
     [('PHONE_NUMBER', '808-523-2065'), ('PHONE_NUMBER', '808-523-2061'), ('PHONE_NUMBER', '573-335-1931'), ('PHONE_NUMBER', '573-335-0101')]),
    ('github:unitedstates/congress-legislators@dfa9622263dd4c8d08636926e498f1845704d7eb:legislators-district-offices.yaml', 'en_US',
     "    govtrack: 412717\n  offices:\n  - id: S001201-douglaston\n    address: 242-09 Northern Boulevard\n    city: Douglaston\n    state: NY\n    zip: '11363'\n    latitude: 40.7656722\n    longitude: -73.7440153\n    hours: Monday, Wednesday, Friday 9AM-5:30PM\n    phone: 718-631-0400\n  - id: S001201-glen_cove\n    address: 51 Glen Street\n    suite: Second Floor\n    city: Glen Cove\n    state: NY\n    zip: '11542'\n    latitude: 40.86402700000001\n    longitude: -73.62938299999999\n    hours: Monday-Friday 9AM-5PM\n    phone: 516-861-1070\n- id:\n    bioguide: S001203\n    govtrack: 412742\n  offices:",
     [('PHONE_NUMBER', '718-631-0400'), ('PHONE_NUMBER', '516-861-1070')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "Jupiter Hospital",\n            "address": "Near Bharatratna Dr. A.P.J. Abdul Kalam Chowk, Nashik, Maharashtra 422002",\n            "phone": "+91 253 381 1111",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Alexis Multispeciality Hospital",\n            "address": "Plot No 46, Sector 1, Opposite Police Station, Nashik, Maharashtra 422009",\n            "phone": "+91 253 610 2610",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "HCG Manavata Cancer Centre",',
     [('PHONE_NUMBER', '+91 253 381 1111'), ('PHONE_NUMBER', '+91 253 610 2610')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "type": "Multi-specialty Hospital"\n        }\n    ],\n    "visakhapatnam": [\n        {\n            "name": "Apollo Hospitals",\n            "address": "Arilova, Visakhapatnam, Andhra Pradesh 530040",\n            "phone": "+91 891 295 7777",\n            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "KIMS ICON Hospital",\n            "address": "Care Hospital Road, Visakhapatnam, Andhra Pradesh 530002",\n            "phone": "+91 891 300 3000",\n            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "Queen Mary Hospital",\n            "address": "Jagadamba Junction, Visakhapatnam, Andhra Pradesh 530020",',
     [('PHONE_NUMBER', '+91 891 295 7777'), ('PHONE_NUMBER', '+91 891 300 3000')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "name": "Mathura Das Mathur Hospital",\n            "address": "Dr. S.N. Medical College, Jodhpur, Rajasthan 342003",\n            "phone": "+91 291 251 8181",\n            "type": "Government Medical College"\n        },\n        {\n            "name": "Goyal Hospital",\n            "address": "Mahatma Gandhi Hospital Road, Jodhpur, Rajasthan 342006",\n            "phone": "+91 291 274 4444",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Apex Hospital",\n            "address": "Malviya Nagar, Jodhpur, Rajasthan 342011",\n            "phone": "+91 291 274 0000",\n            "type": "Multi-specialty Hospital"\n        },\n        {',
     [('PHONE_NUMBER', '+91 291 251 8181'), ('PHONE_NUMBER', '+91 291 274 4444'), ('PHONE_NUMBER', '+91 291 274 0000')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '        {\n            "name": "Royal Care Hospital",\n            "address": "Trichy Road, Coimbatore, Tamil Nadu 641018",\n            "phone": "+91 422 230 0300",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Sri Ramakrishna Hospital",\n            "address": "395, Sarojini Naidu Road, Coimbatore, Tamil Nadu 641018",\n            "phone": "+91 422 239 0000",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "PSG Hospitals",\n            "address": "Peelamedu, Coimbatore, Tamil Nadu 641004",\n            "phone": "+91 422 434 3434",\n            "type": "Multi-specialty Hospital"\n        }\n    ],\n    "patna": [',
     [('PHONE_NUMBER', '+91 422 230 0300'), ('PHONE_NUMBER', '+91 422 239 0000'), ('PHONE_NUMBER', '+91 422 434 3434')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "name": "Unity Hospital",\n            "address": "Kankanady, Mangalore, Karnataka 575002",\n            "phone": "+91 824 222 0770",\n            "type": "Multi-specialty Hospital"\n        }\n    ],\n    "warangal": [\n        {\n            "name": "Kakatiya Medical College",\n            "address": "MGM Hospital, Warangal, Telangana 506007",\n            "phone": "+91 870 247 4444",\n            "type": "Government Medical College"\n        },\n        {\n            "name": "Jaya Hospital",\n            "address": "Station Road, Warangal, Telangana 506002",\n            "phone": "+91 870 242 2222",\n            "type": "Multi-specialty Hospital"\n        },\n        {',
     [('PHONE_NUMBER', '+91 824 222 0770'), ('PHONE_NUMBER', '+91 870 247 4444'), ('PHONE_NUMBER', '+91 870 242 2222')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '        {\n            "name": "J.A. Group of Hospitals",\n            "address": "Napier Town, Gwalior, Madhya Pradesh 474001",\n            "phone": "+91 751 244 4444",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Gajra Raja Medical College",\n            "address": "Gwalior, Madhya Pradesh 474009",\n            "phone": "+91 751 234 0170",\n            "type": "Government Medical College"\n        },\n        {\n            "name": "Agrawal Hospital",\n            "address": "City Centre, Gwalior, Madhya Pradesh 474011",\n            "phone": "+91 751 403 2222",\n            "type": "Multi-specialty Hospital"\n        }\n    ],\n    "vijayawada": [\n        {',
     [('PHONE_NUMBER', '+91 751 244 4444'), ('PHONE_NUMBER', '+91 751 234 0170'), ('PHONE_NUMBER', '+91 751 403 2222')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "address": "Opposite Golf Club, Nashik, Maharashtra 422005",\n            "phone": "+91 253 666 1000",\n            "type": "Specialty Hospital"\n        },\n        {\n            "name": "Ashoka Medicover Hospital",\n            "address": "Plot No 13A, Sector 1, Near Pathardi Phata, Nashik, Maharashtra 422010",\n            "phone": "+91 253 612 2222",\n            "type": "Multi-specialty Hospital"\n        }\n    ],\n    "faridabad": [\n        {\n            "name": "Fortis Escorts Hospital",\n            "address": "Neelam Chowk, Near Escorts Mujesar Metro Station, Faridabad, Haryana 121001",\n            "phone": "+91 129 422 7000",\n            "type": "Super Specialty Hospital"',
     [('PHONE_NUMBER', '+91 253 666 1000'), ('PHONE_NUMBER', '+91 253 612 2222'), ('PHONE_NUMBER', '+91 129 422 7000')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "address": "58, Canal Circular Road, Kadapara, Phool Bagan, Kolkata, West Bengal 700054",\n            "phone": "+91 33 2320 3040",\n            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "Fortis Hospital Anandapur",\n            "address": "730, Anandapur, E M Bypass Rd, Anandapur, Kolkata, West Bengal 700107",\n            "phone": "+91 33 6628 4444",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "AMRI Hospital Salt Lake",\n            "address": "P-4 & 5, CIT Scheme XLVII, Kestopur, Kolkata, West Bengal 700101",\n            "phone": "+91 33 6606 3800",\n            "type": "Multi-specialty Hospital"',
     [('PHONE_NUMBER', '+91 33 2320 3040'), ('PHONE_NUMBER', '+91 33 6628 4444'), ('PHONE_NUMBER', '+91 33 6606 3800')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '        },\n        {\n            "name": "Prakash Hospital",\n            "address": "6/47, Vishnu Puri, Kanpur, Uttar Pradesh 208002",\n            "phone": "+91 512 254 0000",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Rama Hospital",\n            "address": "LLR Hospital Building, GT Road, Kanpur, Uttar Pradesh 208001",\n            "phone": "+91 512 239 9999",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "GSM Hospital",\n            "address": "Mall Road, Kanpur, Uttar Pradesh 208001",\n            "phone": "+91 512 231 2345",\n            "type": "General Hospital"\n        },\n        {',
     [('PHONE_NUMBER', '+91 512 254 0000'), ('PHONE_NUMBER', '+91 512 239 9999'), ('PHONE_NUMBER', '+91 512 231 2345')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '            "name": "Apollo Speciality Hospital",\n            "address": "80 Feet Road, KK Nagar, Madurai, Tamil Nadu 625020",\n            "phone": "+91 452 435 2255",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Devadoss Multi Speciality Hospital",\n            "address": "118, Bypass Road, Madurai, Tamil Nadu 625016",\n            "phone": "+91 452 250 0500",\n            "type": "Multi-specialty Hospital"\n        },\n        {\n            "name": "Pandian Hospital",\n            "address": "Bypass Road, Madurai, Tamil Nadu 625016",\n            "phone": "+91 452 437 9000",\n            "type": "Multi-specialty Hospital"\n        },\n        {',
     [('PHONE_NUMBER', '+91 452 435 2255'), ('PHONE_NUMBER', '+91 452 250 0500'), ('PHONE_NUMBER', '+91 452 437 9000')]),
    ('github:14Madhan/toddlermate@7ace9ccd1d2711eb1a24d577c36573ea68070ebe:backend/comprehensive_hospitals.py', 'en_IN',
     '        {\n            "name": "Yashoda Hospitals Somajiguda",\n            "address": "Behind Hari Hara Kala Bhawan, S.P. Road, Secunderabad, Hyderabad, Telangana 500003",\n            "phone": "+91 40 2335 0000",\n            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "Apollo Health City",\n            "address": "Road No 72, Film Nagar, Jubilee Hills, Hyderabad, Telangana 500033",\n            "phone": "+91 40 2335 0000",\n            "type": "Super Specialty Hospital"\n        },\n        {\n            "name": "Care Hospitals Banjara Hills",\n            "address": "Road No 1, Banjara Hills, Hyderabad, Telangana 500034",\n            "phone": "+91 40 6163 6363",',
     [('PHONE_NUMBER', '+91 40 2335 0000'), ('PHONE_NUMBER', '+91 40 6163 6363')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.villestoneham.com%2Ffr%2Fbibliotheque.aspx', 'en_CA',
     "La bibliothèque Jean-Luc Grondin fait, bien sûr, l'objet de notre fierté de façon particulière. Confortablement assis dans des fauteuils disposés de part et d'autre de l'âtre du foyer central,\xa0les amateurs de lecture, d'art et de musique pourront jouir d'un ensoleillement maximal et\xa0profiter pleinement de l'environnement paisible et chaleureux de notre milieu champêtre.\nCOORDONNÉES\nDans l'hôtel de ville\nBibliothèque Jean-Luc Grondin\xa0\n325, chemin du Hibou\nStoneham-et-Tewkesbury (Québec)\xa0G3C 1R8\n418 848-2381\nwww.mabibliotheque.ca/stoneham\nCoordonnatrice à la bibliothèque : Éliane Ouellet\neouellet@villestoneham.com\xa0",
     [('PHONE_NUMBER', '418 848-2381'), ('EMAIL_ADDRESS', 'eouellet@villestoneham.com')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.milkriverlibrary.ca%2F', 'en_CA',
     'Library Information\nHours\nContact\nLocation\nTuesday\n11:00 am - 4:00 pm\nWednesday\n11:00 am - 6:00 pm\nThursday\n11:00 am - 6:00 pm\nFriday\n9:00 am - 1:00 pm\nView our Holiday closure dates\nPhone: (403) 647-3793\nEmail: help@milkriverlibrary.ca\n321 - 3 Avenue N.E.\nMilk River, Alberta T0K 1M0\nMap\nDownloadable ebooks\nOnline Research\nCalendar\n«\n\xa0\nSeptember\n\xa0\n»\nS\nM\nT\nW\nT\nF\nS\n\xa0\n\xa0\n\xa0\n\xa0\n1\n\xa0\n2\n\xa0\n3\n\xa0\n4\n\xa0\n5\n\xa0\n6\n\xa0\n7\n\xa0\n8\n\xa0\n9\n\xa0\n10\n\xa0\n11\n\xa0\n12\n\xa0\n13\n\xa0\n14\n\xa0\n15\n\xa0\n16\n\xa0\n17\n\xa0\n18\n\xa0\n19\n\xa0\n20\n\xa0\n21\n\xa0\n22\n\xa0\n23\n\xa0\n24\n\xa0\n25\n\xa0\n26\n\xa0\n27\n\xa0\n28\n\xa0\n29\n\xa0\n30\n\xa0\n\xa0\nTweets by @Chinooklibs\nChinook Arch Member Libraries\nArrowwood Municipal Library\nBarnwell Public Library\nJim & Mary Kearl Library of Cardston\nCarmangay Municipal Library',
     [('PHONE_NUMBER', '(403) 647-3793'), ('EMAIL_ADDRESS', 'help@milkriverlibrary.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.municipalite-lascension.qc.ca%2Ffr%2F%3Fpage_id%3D126', 'en_CA',
     "Formulaire de premier répondant\nCalendrier d'événement\n«\xa0août\noct\xa0»\nseptembre 2016\nL\nMa\nMe\nJ\nV\nS\nD\n\xa0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n21\n22\n23\n24\n25\n26\n27\n28\n29\n30\nEC\nBibliothèque\nVenez visiter notre bibliothèque avec Internet\xa0sans fil, située au 58, rue de l’Hôtel-de-Ville.\nHeures d’ouverture\xa0:\nMardi\xa0: 12h à 15h et 18h à 21h\nJeudi\xa0: \xa09h à 12h\nVendredi\xa0: 16h à 20h\nSamedi : 9h à 12h\nEnfants et adolescents peuvent maintenant profiter d’un espace spécialement aménagé pour eux.\nResponsable:\xa0 Mme Lyne Beaulieu\nTéléphone:\xa0\xa0 (819) 275-3027 poste 227\nTélécopieur:\xa0 (819) 275-3489\nAdresse électronique:\xa0 bibliotheque@municipalite-lascension.qc.ca",
     [('PHONE_NUMBER', '(819) 275-3027'), ('PHONE_NUMBER', '(819) 275-3489'), ('EMAIL_ADDRESS', 'bibliotheque@municipalite-lascension.qc.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.etsmtl.ca%2FBibliotheque%2FAccueil', 'en_CA',
     "Dossier d’emprunteur (Mon compte)\nEndNote, Mendeley\nCalendrier des activités\nAccès hors campus\n\xa0\n\xa0\n\xa0|\xa0Toutes les nouvelles\nAteliers de formation EndNote – Automne 2016\nGérer facilement ses références bibliographiques\xa0– dates des ateliers\nLogiciel de détection de plagiat iThenticate\nAccès rétabli\nAteliers de formation EndNote – Été 2016\nGérer facilement ses références bibliographiques – dates des ateliers\nPersonne en ligne en ce moment, ou JavaScript désactivé.\nService de la bibliothèque de l'École de technologie supérieure\n(514) 396-8960\xa0 bibref@etsmtl.ca\nCoordonnées",
     [('PHONE_NUMBER', '(514) 396-8960'), ('EMAIL_ADDRESS', 'bibref@etsmtl.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.whitby.ca%2Fen%2Ftownhall%2Fofficeofthetownclerk.asp', 'en_CA',
     'The Whitby Archives maintains a comprehensive archival collection containing unpublished records of historical or cultural significance essential to the understanding of the heritage of Whitby and its people. The Whitby Archives is located at the Whitby Central Library. For hours of operation please check the website: http://www.whitbylibrary.on.ca/archives-hours \xa0\nThe Archivist can be reached by email at archives@whitbylibrary.on.ca or phone at 905-668-6531 ext. 2022\nVital Statistics',
     [('PHONE_NUMBER', '905-668-6531 ext. 2022'), ('EMAIL_ADDRESS', 'archives@whitbylibrary.on.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fstclaude.mb.libraries.coop', 'en_CA',
     'Search Our Catalogues\nRecommended Reading\nOnline Resources\nInformation by Subject\nDatabases\neBooks & audioBooks\nUsing the Library\nHow To …\nYour Account\nPolicies\nNews & Events\nBlog\nEvents Calendar\nPhoto Gallery\nKids & Teens\nKids\nTeens\nServices & Programs\nOur Services\nProvincial Services\nPrograms\nAbout Us\nLibrary Information\nSupport the Library\nCommunity Information\nContact Us\nHours of Operation\nMon closed\nTues 1:00 p.m.–5:00 p.m.\nWed 1:00 p.m.–5:00 p.m.\nThurs 12:00 p.m.–6:00 p.m.\nFri closed\nSat closed\nSun closed\nBibliotheque St. Claude Library\nEmail Us\nPhone (204) 379-2524\nFax (204) 379-2524\n50 First Street\nBox 203\nSt. Claude MB R0G 1Z0\nFollow Us',
     [('PHONE_NUMBER', '(204) 379-2524')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fradium.bc.libraries.coop%2F', 'en_CA',
     'Fax (250) 347-2434\nUnit #2 Radium Plaza on Main Street West\nPO Box 293\nRadium Hot Springs BC V0A 1M0\nFollow Us\n© 2013 British Columbia Libraries Cooperative, 605 Robson Street, Suite 850, Vancouver BC V6B 5J3\nTerms of Use',
     [('PHONE_NUMBER', '(250) 347-2434')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.umanitoba.ca%2Flibraries%2F', 'en_CA',
     'University of Manitoba: Libraries\nMake a GIFT\nU of M Home\nA-Z Index\nMaps\nJUMP\nUM Learn\nWebmail\nU of M Website\nPeople\nResearch Experts\nHours\nLocations\nMy Account\nSearch\nAdvanced Search\nDatabases A-Z\nGoogle Scholar\nCourse Reserves\nSubject Guides\nLogin to Search\nLibrary Services\nWhat we do for you.\nUndergraduate Students\nGraduate Students\nFaculty & Researchers\nHealth Sciences Users\nOther Users\nConnect With Us\nEvents\nNews\nAccessibility settings:\nDefault view\nAccessibility view\nUniversity of Manitoba Libraries\nTel: 204-474-9881\nLibrary hours\nlibwww@umanitoba.ca\n© 2016 University of Manitoba Libraries\nNotice Regarding Collection, Use, and Disclosure of Personal Information by the University',
     [('PHONE_NUMBER', '204-474-9881'), ('EMAIL_ADDRESS', 'libwww@umanitoba.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.mississauga.ca%2Fportal%2Fresidents%2Fsheridanlibrary', 'en_CA',
     '> Library Hours and Locations\n> Sheridan Library\nSheridan Library\n\xa0\n2225 Erin Mills Pkwy.\xa0 L5K 1T9\xa0 905-615-4815\nSheridan.Library@mississauga.ca\n\xa0\n(Acting) Manager\nJames Dekens\xa0 905-615-4825 x2647\nJames Dekens@mississauga.ca\n\xa0\nHours\n\xa0\nMon & Wed 11-5\nTues & Thurs 3-9\nFri 1-5\nSat 11-5\nSun 1-5\n\xa0\nClick boxes for details:\nSHERIDAN LIBRARY ACCESSIBILITY\nConnected to the Sheridan Mall Shopping Centre. Outdoor accessible parking available. Automatic doors at the entrance of the library. Accessible seating for the quiet reading area. For specific information regarding Accessibility, contact the Library Branch directly.\nLIBRARY FEATURES',
     [('PHONE_NUMBER', '905-615-4815'), ('PHONE_NUMBER', '905-615-4825 x2647'), ('EMAIL_ADDRESS', 'Sheridan.Library@mississauga.ca'), ('EMAIL_ADDRESS', 'Dekens@mississauga.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.sbhao.on.ca%2Fprograms-services%2Fcare-and-support%2Fresource-centre', 'en_CA',
     "NEW!!!!\xa0The latest edition of the SB&H A Guide to Hydrocephalus/Le guide de l'hydrocephalie, is now available from the Association!\nFor more information please call 416-214-1056 or email provincial@sbhao.on.ca\n\xa0\nTweets by @SBH_Ontario\nSpina Bifida & Hydrocephalus Association of Ontario\nP.O. Box 103, Suite 1006,\xa0555 Richmond Street West\nToronto, Ontario M5V 3B1\nCharitable Registration #10799 9310 RR0001\nCopyright © 2011 - All Rights Reserved\nDisclaimer | Privacy Policy | Site Map\nToronto Drupal development by Intrigue\nToronto Web design by Intrigue",
     [('PHONE_NUMBER', '416-214-1056'), ('EMAIL_ADDRESS', 'provincial@sbhao.on.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fvirl.bc.ca%2Fbranches%2Ftofino', 'en_CA',
     'Tofino | Vancouver Island Regional Library\nSkip to: content – navigation\nCatalogue\nOld Catalogue\nSite\n-A A +A\nLog in\nHome » Using the Library » Services » Branches & Hours\nTofino\nView\nBy term\n331 Main St\nTofino BC\nV0R 2Z0\nPhone: (250) 725-3713\nFax: (250) 725-3743\ntofino [at] virl [dot] bc [dot] ca\nSet as my branch\xa0\nThe Tofino branch opened in 1968. Before this, residents of Tofino received their books\xa0 in wooden crates shipped by boat. The library branch has been in its current location since\xa02005.\nServices:\xa0\nProfessional Staff Information\nLibrary Manager - Michael de\xa0Leur\nCustomer\xa0Services Librarian: Children & Youth\xa0- Robin\xa0Kelley\nMap and Hours\nMonClosed\nTue\n10am-12pm & 1pm-5pm\nWed\nClosed',
     [('PHONE_NUMBER', '(250) 725-3713'), ('PHONE_NUMBER', '(250) 725-3743')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.canmorelibrary.ab.ca%2F', 'en_CA',
     'Due to rainy weather, Park Day will be held in the Programming Room at the CanmorePublic Library.\nJoin us from 2-4 for crafts, snacks, a movie and games.\nRead More\nNewsletter\n06 August 2016\nDid you know the library has a great monthly newsletter?\nYou can read it here, or sign up to have it delivered directly to your inbox.\xa0\n...\nRead More\nView All News Items\nLibrary Information\nHours\nContact\nLocation\nMonday\xa0\xa0\xa0\n\xa010:00 am-8:00 pm\nTuesday\n\xa010:00 am-8:00 pm\nWednesday\n\xa010:00 am-8:00 pm\nThursday\n\xa010:00 am-8:00 pm\nFriday\n\xa010:00 am-8:00 pm\nSaturday\n\xa010:00 am-5:00 pm\nSunday\n\xa010:00 am-5:00 pm\n\xa0\nClosed on statutory holidays.\nPhone:\xa0 403-678-2468\nstaff@canmorelibrary.ab.ca\n101-700 Railway Avenue',
     [('PHONE_NUMBER', '403-678-2468'), ('EMAIL_ADDRESS', 'staff@canmorelibrary.ab.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.marmuseum.ca%2F', 'en_CA',
     '55 Ontario Street, Kingston, Ontario K7L 2Y2\n613 542-2261\n\xa0\nWalking Directions from City Hall\nClick Here\nFrom City Hall - 7 minutes walking\nMuseum Hours\nThe Marine Museum is CLOSED in order to complete our move.\nUpdate: What Really is Plan B?\nSo what is Plan B? \xa0And was there a Plan A?\n\xa0\nPlan A\xa0\nFirst things first, yes, there was a Plan A. \xa0',
     [('PHONE_NUMBER', '613 542-2261')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.warburglibrary.ab.ca%2F', 'en_CA',
     "Location\nRegular Hours:\nMonday\nClosed\nTuesday\n10:00am-6:00pm\nWednesday\n10:00am-6:00pm\nThursday\n10:00am-6:00pm\nFriday\nClosed\nSaturday\n12:00pm-4:00pm\nSunday\nClosed\nSummer Hours (July-August):\nMonday\nClosed\nTuesday\n10:00am-6:00pm\nWednesday\n10:00am-6:00pm\nThursday\n10:00am-6:00pm\nFriday\nClosed\nSaturday\nClosed\nSunday\nClosed\nClosed on statutory holidays.\nPhone:\xa0780-848-2391\nLibrary Manager:\nGail O'Neil\nEmail: warburglibrary@yrl.ab.ca\nMailing Address:\nBox 299\nWarburg, AB T0C 2T0\nPhysical Address:\nThe Warburg Library is located in the Municipal Building at\n5212 50th Ave\nWarburg, Alberta\nT0C 2T0\nLibrary Events\n«\n\xa0\nSeptember\n\xa0\n»\nS\nM\nT\nW\nT\nF\nS\n\xa0\n\xa0\n\xa0\n\xa0\n1\n\xa0\n2\n\xa0\n3\n\xa0\n4\n\xa0\n5\n\xa0\n6\n\xa0\n7\n\xa0\n8\n\xa0\n9\n\xa0\n10\n\xa0\n11\n\xa0\n12\n\xa0",
     [('PHONE_NUMBER', '780-848-2391'), ('EMAIL_ADDRESS', 'warburglibrary@yrl.ab.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.fortassiniboinelibrary.ab.ca%2F', 'en_CA',
     'Chilean President, Salvador Allende is deposed by Military Coup\nChile & Allende\nBy: Sobel, Lester A.\nLocal Links\nPembina Hills Regional\nDivision No. 7\nWoodlands County\nAdult Reading Club\nThe Fort Assiniboine Literary Lovers (F.A.L.L.), our local reading club, will be meeting in the library on Tuesday, September 27th, 2016 at 1:00pm.\xa0 They will be discussing their summer reads (in general) and also, their September reading choice, "A Man Called Ove" by Fredrik Backman.\nIf you are interested in joining, please call the library @ 780-584-2227 and we will be happy to reserve a copy of the book for you.\nCopyright 2014 Fort Assiniboine Public Library. All Rights Reserved.\nFooter Menu\nFAQ',
     [('PHONE_NUMBER', '780-584-2227')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.orl.bc.ca%2Fbranches%2Fkaleden', 'en_CA',
     'Kaleden - Okanagan Regional Library\nSite Map | A\xa0A\xa0A\nYoutube\nBlogger\nFacebook\nTwitter\nORL Mobile\nGo\nLogin to My Account\nAbout Us\nNews & Events\nBranches\nBorrowing & Services\nWeb Resources\nKids\nTeens\nBook Lovers\nContact Us\nHome » Branches » Kaleden\nKaleden\nno result\nLocation\nOpen Hours\nParking\nBox 370 (Mailing Address)\n101 Linden Avenue (Location)\nKaleden, B.C. V0H 1K0\n(250) 497-8066\nThe Kaleden Branch is located above the Kaleden Community Hall. When the library is closed there is a book drop chute near main door.\xa0 It is open\xa024 hours with the exception of Halloween night and during our Easter and Christmas closures.',
     [('PHONE_NUMBER', '(250) 497-8066')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fmspei.org%2F', 'en_CA',
     'President’s Leadership Award\xa0will be presented to a physician who demonstrates the qualities of leadership that enable collaboration and innovation that contributes to better patient and population outcomes.\nThe process to nominate is easy.\xa0\nSimply send a letter, email or submit an online form outlining your experience with your doctor, and why he or she is your choice for the P1 Award to the Medical Society of Prince Edward Island, 2 Myrtle Street, Stratford, PEI, C1B 2W2, by email to awards@mspei.org online forms available at www.mspei.org/p1\n\xa0\n\xa0\n\xa0\n\xa0\n\xa0\n\xa0\nFollow @MSPEI_Docs\n\xa0\nMSPEI Staff\n\xa0\nChief Executive Officer\nLea Bryden\nlea@mspei.org\n902-368-7303 ext .102\nDirector of',
     [('PHONE_NUMBER', '902-368-7303'), ('EMAIL_ADDRESS', 'awards@mspei.org'), ('EMAIL_ADDRESS', 'lea@mspei.org')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.reseaubiblioduquebec.qc.ca%2Fportail%2Findex.aspx%3Fpage%3D3%26BID%3D12', 'en_CA',
     "Sainte-Blandine\nSainte-Blandine\nServices réseau aux abonnés\nCatalogue régional Simb@\nPrésentation de la BIBLIO\nPortrait\nÉquipe\n\xa0\nComment se rendre\nchez nous ?\n22, rue Levesque\nRimouski\xa0(Québec)\nG5N 5S6\nTél : (418) 735-5055\xa0\xa0\xa0\n\xa0biblio.blandine@crsbp.net\nSite Internet : www.reseaubiblioduquebec.qc.ca/portail/index.aspx?page=3&BID=12\nEmplacement : Propriétaire\nRégulier\n\xa0\xa0\xa0\xa0Été\xa0\xa0\xa0\xa0\nInternet\n\xa0Mardi\n13:30\nà\n16:30\n\xa0\n18:30\nà\n20:30\n\xa0Mercredi\n19:00\nà\n21:00\n\xa0Samedi\n10:00\nà\n12:00\nNotes : Du 24 juin au 31 août, la bibliothèque est fermée les samedis.\nRégulier\n\xa0\xa0\xa0\xa0Été\xa0\xa0\xa0\xa0\nInternet\n\xa0Mardi\n13:30\nà\n16:30\n\xa0\n18:30\nà\n20:30\n\xa0Mercredi\n19:00\nà\n21:00\nNotes : Horaire d'été du 24 juin au 31 août.\nRégulier\n\xa0\xa0\xa0\xa0Été\xa0\xa0\xa0\xa0",
     [('PHONE_NUMBER', '(418) 735-5055'), ('EMAIL_ADDRESS', 'biblio.blandine@crsbp.net')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.reseaubiblioduquebec.qc.ca%2Fportail%2Findex.aspx%3Fpage%3D3%26BID%3D519', 'en_CA',
     '\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\xa0\n17, chemin du Manoir\nVal-des-Monts\xa0(Québec)\nJ8N 7E8\nTél : (819) 671-1476\xa0\xa0\xa0\nTélec : (819) 457-4141\n\xa0admperkins@crsbpo.qc.ca\nRégulier\n\xa0\xa0\xa0\xa0Été\xa0\xa0\xa0\xa0\n\xa0Lundi\n13:00\nà\n20:00\n\xa0Mardi\n17:00\nà\n20:00\n\xa0Mercredi\n17:00\nà\n20:00\n\xa0Samedi\n09:00\nà\n12:00\nRégulier\n\xa0\xa0\xa0\xa0Été\xa0\xa0\xa0\xa0\n\xa0Lundi\n13:00\nà\n20:00\n\xa0Mardi\n17:00\nà\n20:00\n\xa0Mercredi\n17:00\nà\n20:00\n\xa0Samedi\n09:00\nà\n12:00\nNotes : La bibliothèque sera fermée les samedi du mois de juillet.\nLancement du nouveau livre de Marjolaine Cadotte',
     [('PHONE_NUMBER', '(819) 671-1476'), ('PHONE_NUMBER', '(819) 457-4141'), ('EMAIL_ADDRESS', 'admperkins@crsbpo.qc.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fvirl.bc.ca%2Fbranches%2Fqualicum-beach', 'en_CA',
     'Qualicum Beach | Vancouver Island Regional Library\nSkip to: content – navigation\nCatalogue\nOld Catalogue\nSite\n-A A +A\nLog in\nHome » Using the Library » Services » Branches & Hours\nQualicum Beach\nView\nBy term\n101 - 660 Primrose St.\nQualicum Beach BC\nV9K 1S9\nPhone: (250) 752-6121\nFax: (250) 752-6630\nqualicumbeach [at] virl [dot] bc [dot] ca\nSet as my branch\xa0\nThe Qualicum Beach library branch opened in 1937. The library lived in several different locations through the years. The library branch has been at its current location “under the clock tower” in the Town Hall since 1997. The interior was repainted in 2009 and new flooring installed in\xa02011.\nServices:\xa0\nProfessional Staff Information',
     [('PHONE_NUMBER', '(250) 752-6121'), ('PHONE_NUMBER', '(250) 752-6630')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.whitecourtlibrary.ab.ca%2F', 'en_CA',
     'New Years\nJanuary 1, 2, 3\nFamily Day\nFebruary\n13, 14, 15\nEaster\nMarch\n25, 26, 27, 28\nVictoria Day\nMay 21, 22, 23\nCanada Day\nJuly 1, 2, 3\nCivic Holiday\nJuly 30, 31, August 1\nLabour Day\nSeptember 3, 4, 5\nThanksgiving\nDay\nOctober 8, 9, 10\nRemembrance\nDay\nNovember 11, 12, 13\nChristmas /\nBoxing Day\nDecember 23, 24, 25, 26, 27\nNew Years\nDecember 31, January 1, 2, 2017\n\xa0\n\xa0\n\xa0\nLibrary Director\nRichard Bangma\nPhone: (780) 778-2900\nEmail\nBox 150,\n5201 - 49th Street\nWhitecourt, AB T7S 1N3\nGoogle Maps\nLibrary Social Media Links:\n\xa0\nWeekday Storytimes\nSeptember Schedule:\nThursday September 1 @ 10:45 am\nTuesday September 6 @ 2 pm\nThursday September 8 @ 10:45 am\nTuesday September 13 @\xa0 2 pm',
     [('PHONE_NUMBER', '(780) 778-2900')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.rockyfordlibrary.ca%2F', 'en_CA',
     'By: Kunitz, Daniel, author\nLibrary Information\nHours\nContact\nLocation\nHOURS\nMonday\xa0\xa0\xa0\n- Closed -\nTuesday\n\xa012:00 pm-6:00 pm\nWednesday\n\xa02:00 pm-8:00 pm\nThursday\n\xa02:00 pm-8:00 pm\nFriday\n- Closed -\nSaturday\n- Closed -\nSunday\n- Closed -\n\xa0\n\xa0\nConnect with us!\n\xa0\xa0 \xa0\xa0 \xa0\xa0\nPhone:\xa0 403-533-3964\n412 Serviceberry Trail\n(Rockyford Community Centre)\nBox 277\nRockyford \xa0 AB \xa0 T0J 2R0\narmlibrary@marigold.ab.ca\n\xa0\nRockyford Community Centre\n412 Serviceberry Trail\nRockyford, AB\nMap\nCalendar\n«\n\xa0\nSeptember\n\xa0\n»\nS\nM\nT\nW\nT\nF\nS\n\xa0\n\xa0\n\xa0\n\xa0\n1\n\xa0\n2\n\xa0\n3\n\xa0\n4\n\xa0\n5\n\xa0\n6\n\xa0\n7\n\xa0\n8\n\xa0\n9\n\xa0\n10\n\xa0\n11\n\xa0\n12\n\xa0\n13\n\xa0\n14\n\xa0\n15\n\xa0\n16\n\xa0\n17\n\xa0\n18\n\xa0\n19\n\xa0\n20\n\xa0\n21\n\xa0\n22\n\xa0\n23\n\xa0\n24\n\xa0\n25\n\xa0\n26\n\xa0\n27\n\xa0\n28\n\xa0\n29\n\xa0\n30\n\xa0\n\xa0\nTweets by @Rockyford_AB',
     [('PHONE_NUMBER', '403-533-3964'), ('EMAIL_ADDRESS', 'armlibrary@marigold.ab.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.jewishpubliclibrary.org%2Ffr%2Fles%2Barchives%2F', 'en_CA',
     'Jewish Public Library - Les Archives\n5151 Côte-Ste-Catherine | Montreal | T 514 345 2627\nAccueil\xa0\xa0|\xa0\xa0Pour nous joindre\xa0\xa0|\xa0\xa0\nCATALOGUE\xa0\xa0|\xa0\xa0\nEnglish\ndonate\ne-newsletter\njoin us\nJPL 100\nÀ propos de nous\nInformations générales\nBibliothèque des enfants\nLes Archives\nPour nous soutenir\nÉvénements, Programmes et Cours\nLes Archives\n\xa0\nLe centre des Archives\n\xa0\n\xa0\nFonds\n\xa0\n\xa0\nComment se servir des archives\n\xa0\n\xa0\nDons archivistiques\n\xa0\n\xa0\nPrologue\n\xa0\nNotre album de mariage\n\xa0\nLe Montréal juif\n\xa0\n\xa0\nExpositions virtuelles\n\xa0\n\xa0\nPour contacter les Archives\n\xa0\nLe centre des Archives',
     [('PHONE_NUMBER', '514 345 2627')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/https%3A%2F%2Fbluenet.ucc.on.ca%2Fsslpage.aspx%3Fpid%3D482', 'en_CA',
     'UCC United Kingdon Foundation (U.K.)\nUCC Association Council\nMembers\nCalendar of events\nExecutive Committee\nArchives & History\nCollege History\nThen and Now\nOnline Resources\nCollege Times\nOld Times\nOfficial Histories\nOnline Exhibits\nHonours & Awards\nJohn D. Stevenson Award\nJohn D. Stevenson Award Nomination\nHarold A.D. Roberts Circle\nHarold A.D. Roberts Circle Award Nomination\nSearch UCC\nQuick Links\nAcademics\nArts\nAthletics\nStudent Life\nGiving\nAdmissions\nContacts\n\xa0\n\xa0\n\xa0\n200 Lonsdale Road\nToronto, Canada M4V 1W6\n416-488-1125\nContact Us\nDirections Map\nSearch',
     [('PHONE_NUMBER', '416-488-1125')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.grhosp.on.ca%2F', 'en_CA',
     "Grand River Facts\nGRH has received a baby friendly designation from the World Health Organization, UNICEF and the Breastfeeding Committee for Canada, recognizing our commitment to breastfeeding as the best start for newborns\nTop\nQuestions? We're here to help.Call 519.742.3611Hospital Directory\nConnect\nPrivacy Policy\nGrand River Hospital Foundation\nAccessibility Statement\n© Grand River Hospital 2016 \xa0 Web design by Eyelight",
     [('PHONE_NUMBER', '519.742.3611')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fcdp-hrc.uottawa.ca%2F', 'en_CA',
     'University of Notre Dame Law School Grad Coming to HRREC Thanks to Prestigious Human Rights Fellowship\nProf. Meredith Terretta Is the New Gordon F. Henderson Chair in Human Rights\nHRREC Welcomes uOttawa President Jacques Frémont, Former Head of Quebec’s Human Rights Commission\nOAS General Assembly Adopts the “American Declaration on the Rights of Indigenous Peoples”\nRead All News\nTweets by @uOttawaHRREC\nBack to top\nHuman Rights Research and Education Centre\nUniversity of Ottawa\n57 Louis Pasteur\nOttawa, Ontario\nCanada K1N 6N5\nFauteux Hall\nRoom 550\xa0\nTel: (613) 562-5775\nFax: (613) 562-5125\nhrrec@uOttawa.ca\nStudents-uoZone\nEmployees\nJobs\nMedia\nAbout uOttawa',
     [('PHONE_NUMBER', '(613) 562-5775'), ('PHONE_NUMBER', '(613) 562-5125'), ('EMAIL_ADDRESS', 'hrrec@uOttawa.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fville.montreal.qc.ca%2Fportal%2Fpage%3F_pageid%3D8377%2C93579594%26_dad%3Dportal%26_schema%3DPORTAL', 'en_CA',
     "Vernissage de l'exposition Montréal, terre d'accueil le jeudi 8 septembreLe maire de l'arrondissement de Pierrefonds-Roxboro et membre du comité exécutif de Montréal responsable de l'approvisionnement, des sports et loisirs ainsi que des communautés d'origines diverses, monsieur Dimitrios Jim Beis et le président du Conseil interculturel de Montréal,...\nToutes les actualités\nÉvénements\xa0»\nLundi 12 septembre 2016, 19 h 30\nSoirée découverte SPJ\nOuvert à tous! Réservation obligatoire. Billetterie : 514-626-1616.\nDu 8\nau 16 septembre 2016\nVernisssage et exposition Montréal, terre d'accueil",
     [('PHONE_NUMBER', '514-626-1616')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Flibraryguides.champlainonline.com%2FLibrary', 'en_CA',
     'Moodle\nMoodle Champlain Saint-Lambert\nMy Champlain / Omnivox\nLog on to Omnivox\nNew Resources (Books, etc.)\nReport a Computer Problem\nComputer Problems\nReference Question Form\nNext: About Us >>\nLast Updated: Sep 9, 2016 4:38 PM\nURL: http://libraryguides.champlainonline.com/library\nPrint Page\nLogin to LibApps\nReport a problem.\nGeorge Wallace Library\nChamplain College, St-Lambert Campus\n900, Riverside Drive\nSaint-Lambert, QC J4P 3P2\nP: (450) 672.7360 Ext. 221 for Loans Desk & Ext. 345 for Reference Desk',
     [('PHONE_NUMBER', '(450) 672.7360 Ext. 221')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.rumseylibrary.ca%2F', 'en_CA',
     'By: Green, Jane, 1968- author.\nFear the dark\nBy: Hooper, Kay, author\nFast and loose\nBy: Michaels, Fern, author\nScandalous behavior\nBy: Woods, Stuart, author\nLibrary Information\nHours\nContact\nLocation\nHOURS\nMonday\xa0\xa0\xa0\n-- CLOSED --\nTuesday\n\xa011:00 am - 6:00 pm\nWednesday\n\xa011:00 am - 6:00 pm\nThursday\n-- CLOSED --\nFriday\n-- CLOSED --\nSaturday\n-- CLOSED --\nSunday\n-- CLOSED --\n\xa0\n\xa0*Closed on statutory holidays\nPhone:\xa0 403-368-3939\nhttp://arumlibrary@marigold.ab.ca\n\xa0\nMain Street\nRumsey, AB\nMap\nCalendar\n«\n\xa0\nSeptember\n\xa0\n»\nS\nM\nT\nW\nT\nF\nS\n\xa0\n\xa0\n\xa0\n\xa0\n1\n\xa0\n2\n\xa0\n3\n\xa0\n4\n\xa0\n5\n\xa0\n6\n\xa0\n7\n\xa0\n8\n\xa0\n9\n\xa0\n10\n\xa0\n11\n\xa0\n12\n\xa0\n13\n\xa0\n14\n\xa0\n15\n\xa0\n16\n\xa0\n17\n\xa0\n18\n\xa0\n19\n\xa0\n20\n\xa0\n21\n\xa0\n22\n\xa0\n23\n\xa0\n24\n\xa0\n25\n\xa0\n26\n\xa0\n27\n\xa0\n28\n\xa0\n29\n\xa0\n30\n\xa0\n\xa0',
     [('PHONE_NUMBER', '403-368-3939'), ('EMAIL_ADDRESS', 'arumlibrary@marigold.ab.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.relsv.qc.ca%2F', 'en_CA',
     "ContactPour plus d'informations vous pouvez nous contacter:\nPère\xa0Jean-Claude Arseneault\nSupérieur provincial\n2555, Chemin Ste-Foy\nQuébec QC - G1V 1T8\nCanada\n+1\xa0418 650 3441\ninfo@r-s-v.org\nYouTube\nMot du Père Bertin Sanon pour le 30 octobre\nMot du Père Bertin Sanon, Supérieur général des RSV pour l'anniversaire de la pieuse mort de notre fondateur, le Vénérable Jean-Léon Le Prevost\n3 mars 2016\nMessage du Père Bertin Sanon, Supérieur général, pour l'anniversaire de fondation de la Congrégation des RSV\nDonations\nSoutenez notre Congrégation, nos Causes de béatification ou la formation de nos séminaristes\nAidez-nous!\nCrédits\nPrivacy\nPrivacy Policy\nBulletin Info RSV",
     [('PHONE_NUMBER', '+1\xa0418 650 3441'), ('EMAIL_ADDRESS', 'info@r-s-v.org')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.royalcollege.ca%2Fportal%2Fpage%2Fportal%2Frc%2Fpublic', 'en_CA',
     'Mar 1 — New standard unifies ethical expectations for physician continuing professional development in Canada\nMedia Enquiries\nMelissa Nisbett\nSenior Communications Specialist\nTel: 613-730-8177 ext 426\nmnisbett@royalcollege.ca\nHome\nContact\nCareers\nHelp\nPrivacy\nAccessibility\nCopyright © 2016 Royal College of Physicians and Surgeons of Canada. All Rights Reserved.',
     [('PHONE_NUMBER', '613-730-8177 ext 426'), ('EMAIL_ADDRESS', 'mnisbett@royalcollege.ca')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.assembly.gov.nt.ca%2Flibrary', 'en_CA',
     'Fax: (867) 873-0207\n\xa0\nMailing Address\nP.O. Box 1320\xa0\nYellowknife, NT X1A 2L9\nContact Us\nPrivacy Statement\nSite Map\nGovernment of the Northwest Territories\n\xa0\n\xa0\n\xa0\n\xa0\n\xa0\nBox 1320; 4570-48th Street; Yellowknife, NT; X1A 2L9 | This website is copyright 2014\xa0Legislative Assembly of the Northwest Territories',
     [('PHONE_NUMBER', '(867) 873-0207')]),
    ('github:dbs/dialled-ca@f2e1ae64b40a2363576aa15eb624166799f4722b:html/http%3A%2F%2Fwww.bcit.ca%2Fabout%2Fmarine.shtml', 'en_CA',
     "Course Information and Registration\n604-453-4111\nFax\n604-985-2862\nSecurity Office\nDay (07:00 - 15:00)\nNight (15:00 - 23:00)\n778-928-2330\n778-928-2329\nOffice Hours\nMonday: 8:30-15:00\nTuesday to Friday: 8:30-15:30\nIn This Section\nOverview\nKey Information\nCampuses and Directions\nBurnaby Campus\nDowntown Campus\nMarine Campus\nAerospace Technology Campuses\nAnnacis Island Campus\nSatellite Locations\nCampus Maps\nSchools of BCIT\nGovernance\nInstitute Policies\nPublications\nBCIT Awards\nPage Tools\nPrint this Page\nEmail this Page\nFeedback wanted: Love it? Hate it? Let us know how BCIT's website is working for you.\nFooter Navigation\nLearn\nApplied & Natural Sciences\nBusiness & Media\nComputing & IT\nEngineering",
     [('PHONE_NUMBER', '604-453-4111'), ('PHONE_NUMBER', '604-985-2862'), ('PHONE_NUMBER', '778-928-2330'), ('PHONE_NUMBER', '778-928-2329')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     ', click on the <Emphasis role="strong">\'Ping\'</Emphasis> button, and enter \nthe address of your Linux box (192.168.0.1) in the dialog window that pops up.  \n(This is only an INTERNAL LAN connection test, you can\'t ping the outside world \nyet.)  If you don\'t see "replies" to your PINGs, please verify your network \nconfiguration.\n</para>\n</listitem>\n\n<listitem>\n<para>\nYou can optionally create a <Literal>Hosts</Literal> file in your System Folder \nso that you can use the hostnames of the machines on your LAN.  The file should \nalready exist in your System Folder, and should contain some (commented-out) \nsample entries which you can modify according to your needs.\n</para>\n</listitem>\n\n</OrderedList>\n\n</para>\n\n</Sect1>\n\n<Sect1 id="configuring-opentransport">',
     [('IP_ADDRESS', '192.168.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     '64 bytes from 12.13.14.15: icmp_seq=3 ttl=255 time=0.5 ms\n^C\n\n--- 12.13.14.15 ping statistics ---\n4 packets transmitted, 4 packets received, 0% packet loss\nround-trip min/avg/max = 0.4/0.5/0.8 ms\n-------------------------------------\n</ProgramListing>\n</para>\n\n<para>\nIf either of these tests doesn\'t work, you need to go back and double check \nyour network cabling and verify that the two network interfaces on the MASQ \nserver are seen in "dmesg".  An example of this output would be the following \ntowards the END of the "dmesg" command:\n</para>\n\n<para>\n<ProgramListing>\n-------------------------------------\n.\n.\nPPP: version 2.3.7 (demand dialling)\nTCP compression code copyright 1989 Regents of the University of California\nPPP line discipline registered.\n3c59x.c:v0.99H 11/17/98 Donald Becker',
     [('IP_ADDRESS', '12.13.14.15')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     '/etc/rc.d/rc.firewall-ipfwadm file just after the network is up.  If you \nwant a more detailed guide and/or a stronger firewall ruleset, I recommend \nyou check out Section 10 of TrinityOS found in the links section at \nthe bottom of this HOWTO.\n</para>\n</listitem>\n</ItemizedList>\n\n<para>\n<Emphasis role="strong">Notes on how users might want to change the above \nfirewall ruleset:</Emphasis>\n</para>\n\n<para>  \nYou could have also enabled IP Masquerading on a PER MACHINE basis instead of \nthe above method enabling an ENTIRE TCP/IP network.  For example, say if I \nwanted only the 192.168.0.2 and 192.168.0.8 hosts to have access to the \nInternet and NOT any of the other internal machines.  I would change the in \nthe "Enable simple IP forwarding and Masquerading" section (shown above) of ',
     [('IP_ADDRESS', '192.168.0.2'), ('IP_ADDRESS', '192.168.0.8')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     '<XRef LinkEnd="rc.firewall-ipfwadm-stronger">for a detailed guide and stronger \nexamples of IPCHAINS and IPFWADM ruleset examples.\n</para>\n\n</Sect2>\n</Sect1>\n</Chapter>\n\n<Chapter id="Configuring-clients">\n<Title>Configuring the other internal to-be MASQed machines </Title>\n\n<para>\nBesides setting the appropriate IP address for each internal MASQed machine\n(either statically or though DHCP), you should also set each internal machine \nwith the appropriate gateway IP address of the Linux MASQ server and required \nDNS servers. In general, this is rather straight forward. You simply enter the \naddress of your Linux host (192.168.0.1 is used throughout this HOWTO) as the \nmachine\'s gateway address. \n</para>\n\n<para>\nFor the Domain Name Service (DNS), you add in any DNS servers that are ',
     [('IP_ADDRESS', '192.168.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     'going to happen with a basic config.  Let me explain.  Basically, \nhttp://www.acme.com is being resolved to the IP of http://1.2.3.4 by your\nchosen DNS server.  What really should be happening is the web request should\nresolve that request to http://192.168.0.20.\n</para>\n\n<para>\nSee the difference?\n</para>\n\n<para>\nThe proper solution to this is to setup a SPLIT DNS server.  Internal users\nwould be configured to use an /internal/ DNS server which would resolve \nrequests like this with the 192.168.0.20 address when asked for www.acme.com.  \nAll external users should be serviced by an /external/ DNS server which will \nwill resolve the requrest to the 1.2.3.4 IP address.  From there, \nIPTABLES/IPCHAINS/IPFWADM would then PORTFW the traffic to the 192.168.0.20 \nserver as normal.\n</para>\n\n<para>',
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '192.168.0.20')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     '/usr/local/sbin/ipportfw -A -t10.1.2.3/2005 -R 192.168.0.10/2005\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2006 -R 192.168.0.10/2006\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2007 -R 192.168.0.10/2007\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2008 -R 192.168.0.10/2008\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2009 -R 192.168.0.10/2009\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2010 -R 192.168.0.10/2010\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2011 -R 192.168.0.10/2011\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2012 -R 192.168.0.10/2012\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2013 -R 192.168.0.10/2013\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2014 -R 192.168.0.10/2014\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2015 -R 192.168.0.10/2015\n/usr/local/sbin/ipportfw -A -t10.1.2.3/2016 -R 192.168.0.10/2016',
     [('IP_ADDRESS', '192.168.0.10')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/IP-Masquerade-HOWTO.sgml', 'en_US',
     '     Next, you need to add the following lines to your /etc/rc.d/rc.firewall-* \n     file.  This example assumes that 10.1.2.3 is your external Internet IP \n     address and your internal MASQed ICQ machine is 192.168.0.10:\n   </para>\n  </listitem>\n\n\n   <listitem>\n    <para>\n     The following example is for a 2.2.x kernel with IPCHAINS:\n    </para>\n\n    <para>\n     I have included two examples here for the user:  Either one would work\n     fine:\n    </para>\n\n    <para>\n     Example #1\n     <ProgramListing>\n/usr/local/sbin/ipmasqadm portfw -a -P tcp -L 10.1.2.3 2000 -R 192.168.0.10 2000\n/usr/local/sbin/ipmasqadm portfw -a -P tcp -L 10.1.2.3 2001 -R 192.168.0.10 2001\n/usr/local/sbin/ipmasqadm portfw -a -P tcp -L 10.1.2.3 2002 -R 192.168.0.10 2002',
     [('IP_ADDRESS', '10.1.2.3'), ('IP_ADDRESS', '192.168.0.10')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     '            <listitem>\n              <para><emphasis role="bold">ip route add table 100 default via\n              9.8.7.1 dev eth1</emphasis></para>\n            </listitem>\n\n            <listitem>\n              <para><emphasis role="bold">ip rule add to 9.8.7.6 table\n              100</emphasis></para>\n            </listitem>\n\n            <listitem>\n              <para><emphasis role="bold">ip rule from 9.8.7.6 table\n              100</emphasis></para>\n            </listitem>\n\n            <listitem>\n              <para>This in effect disables rp_filter by setting a default\n              route through the interface for all traffic entering it.</para>\n            </listitem>\n          </orderedlist>\n        </listitem>\n\n        <listitem>',
     [('IP_ADDRESS', '9.8.7.1'), ('IP_ADDRESS', '9.8.7.6')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     '# queuing at our ISP. Tune to see how high you can set it.\n# ISPs tend to have *huge* queues to make sure big downloads are fast\n#\n# attach ingress policer:\n\ntc qdisc add dev $DEV handle ffff: ingress\n\n# filter *everything* to it (0.0.0.0/0), drop everything that\'s\n# coming in too fast:\n\ntc filter add dev $DEV parent ffff: protocol ip prio 50 u32 match ip src \\\n   0.0.0.0/0 police rate ${DOWNLINK}kbit burst 10k drop flowid :1\n</Screen>\n\n</Para>\n\n<Para>\nIf you want this script to be run by ppp on connect, copy it to\n/etc/ppp/ip-up.d.\n</Para>\n\n<Para>\nIf the last two lines give an error, update your tc tool to a newer version!\n</Para>\n\n</Sect2>\n\n    </Sect1>\n    <sect1 id="lartc.ratelimit.single"><title>Rate limiting a single host or netmask</title>\n      <para>',
     [('IP_ADDRESS', '0.0.0.0')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     "Don't use leading zeroes. Same as in IPv4.\n\n</Para>\n</ListItem>\n<ListItem>\n\n<Para>\nUse colons to separate every 16 bits or two bytes.\n\n</Para>\n</ListItem>\n<ListItem>\n\n<Para>\nWhen you have lots of consecutive zeroes,\nyou can write this down as ::. You can only do this once in an\naddress and only for quantities of 16 bits, though.\n</Para>\n</ListItem>\n\n</ItemizedList>\n\n</Para>\n\n<Para>\nThe address 2002:836b:9820:0000:0000:0000:836b:9886 can be written down\nas 2002:836b:9820::836b:9886, which is somewhat friendlier.\n</Para>\n\n<Para>\nAnother example, the address 3ffe:0000:0000:0000:0000:0020:34A1:F32C can be\nwritten down as 3ffe::20:34A1:F32C, which is a lot shorter.\n</Para>\n\n<Para>\nIPv6 is intended to be the successor of the current IPv4. Because it",
     [('IP_ADDRESS', '::'), ('IP_ADDRESS', '2002:836b:9820:0000:0000:0000:836b:9886'), ('IP_ADDRESS', '2002:836b:9820::836b:9886'), ('IP_ADDRESS', '3ffe:0000:0000:0000:0000:0020:34A1:F32C'), ('IP_ADDRESS', '3ffe::20:34A1:F32C')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     '         <para>Disable rp_filter either for the interface with the problem or system-wide. Use the second and third options above under "Is it active" to find the solution appropriate to your issue. \xa0Either change /etc/sysctrl.conf or use echo to change the value dynamically.</para>\n      </listitem>\n      <listitem>\n         <para>Create policy-based routing tables - for the below assume that:</para>\n\n     <itemizedlist>\n        <listitem>\n          <para>eth0 has IP address 1.2.3.4 and is the default route via\n          1.2.3.1in the main table.</para>\n        </listitem>\n\n        <listitem>\n          <para>eth1 is the other interface with IP address 9.8.7.6 and\n          gateway 9.8.7.1.</para>\n        </listitem>\n\n        <listitem>',
     [('IP_ADDRESS', '1.2.3.4'), ('IP_ADDRESS', '9.8.7.6'), ('IP_ADDRESS', '9.8.7.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     "clients or computers, all with different QoS specifications, you may find\nthat the kernel spends a lot of time matching all those rules.\n</Para>\n\n<Para>\nBy default, all filters reside in one big chain which is matched in\ndescending order of priority. If you have 1000 rules, 1000 checks may be\nneeded to determine what to do with a packet.\n</Para>\n\n<Para>\nMatching would go much quicker if you would have 256 chains with each four\nrules - if you could divide packets over those 256 chains, so that the right\nrule will be there.\n</Para>\n\n<Para>\nHashing makes this possible. Let's say you have 1024 cable modem customers in\nyour network, with IP addresses ranging from 1.2.0.0 to 1.2.3.255, and each\nhas to go in another bin, for example 'lite', 'regular' and 'premium'. You",
     [('IP_ADDRESS', '1.2.0.0'), ('IP_ADDRESS', '1.2.3.255')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     'Since irc servers block about every kind of traffic not needed for their\nimmediate operation, they also block icmp. \n</Para>\n\n<Para>\nI managed to convince the operators of a webserver that this was the cause\nof a problem, but the irc server operators were not going to fix this.\n</Para>\n\n<Para>\nSo, I had to make sure outgoing masqueraded traffic started with the lower\nmtu of the outside link. But I want local ethernet traffic to have the\nnormal mtu (for things like nfs traffic).\n</Para>\n\n<Para>Solution:\n</Para>\n\n<Screen width="80">\nip route add default via 10.0.0.1 mtu 296\n</Screen>\n\n<Para>\n(10.0.0.1 being the default gateway, the inside address of the\nmasquerading router)\n</Para>\n</blockquote>\n\n<Para>\nIn general, it is possible to override PMTU Discovery by setting specific',
     [('IP_ADDRESS', '10.0.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Adv-Routing-HOWTO/Adv-Routing-HOWTO.sgml', 'en_US',
     'sixbone. We gave it mode sit (which is IPv6 in IPv4 tunneling) and told it\nwhere to go to (remote) and where to come from (local). TTL is set to\nmaximum, 255. \n</Para>\n\n<Para>\nNext, we made the device active (up). After that, we added our own network\naddress, and set a route for 3ffe::/15 (which is currently all of 6bone)\nthrough the tunnel. If the particular machine you run this on is your IPv6\ngateway, then consider adding the following lines:\n</Para>\n\n<Screen width="80">\n# echo 1 &#62;/proc/sys/net/ipv6/conf/all/forwarding\n# /usr/local/sbin/radvd\n</Screen>\n\n<Para>\nThe latter, radvd is -like zebra- a router advertisement daemon, to\nsupport IPv6\'s autoconfiguration features. Search for it with your favourite\nsearch-engine if you like.\nYou can check things like this:\n</Para>',
     [('IP_ADDRESS', '3ffe::')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     '<Screen>\r\n\t# /etc/hosts\r\n\t127.0.0.1      localhost loopback\r\n\t192.168.0.1    this.host.name\r\n</Screen>\r\n</Para>\r\n<Para>\r\nYou may specify more than one host name per line (as demonstrated by\r\nthe first entry), which is a standard entry for the loopback interface.\r\n</Para>\r\n</Sect2>\r\n<Sect2>\r\n<Title>Running a name server</Title>\r\n<Para>\r\nIf you want to run a local name server, you can do it easily. Please\r\nrefer to the <ULink\r\nURL="DNS-HOWTO.html">DNS-HOWTO</ULink> and to any\r\ndocuments included in your version of <Emphasis>BIND</Emphasis> (Berkeley Internet\r\nName Domain).\r\n</Para>\r\n</Sect2>\r\n</Sect1>\r\n<Sect1>\r\n<Title>Configuring your loopback interface.</Title>\r\n<Para>\r\nThe `<Literal remap="tt">loopback</Literal>\' interface is a special type of interface that allows you\r',
     [('IP_ADDRESS', '127.0.0.1'), ('IP_ADDRESS', '192.168.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     'Type the following as root:\r\n</Para>\r\n<Para>\r\nroute add -host 255.255.255.255 dev eth0\r\n</Para>\r\n<Para>\r\nIf the message appears:\r\n</Para>\r\n<Para>\r\n255.255.255.255: Unknown host\r\n</Para>\r\n<Para>\r\nTry adding the following entry to your /etc/hosts file:\r\n</Para>\r\n<Para>\r\n255.255.255.255 dhcp\r\n</Para>\r\n<Para>\r\nThen, try:\r\n</Para>\r\n<Para>\r\nroute add -host dhcp dev eth0\r\n</Para>\r\n<Sect2>\r\n<Title>Options for DHCPD</Title>\r\n<Para>\r\nNow you need to configure DHCPd. In order to do this, you will have to\r\ncreate or edit /etc/dhcpd.conf. There is a graphical interface for\r\ndhcpd configuration under <ULink\r\nURL="http://www.solucorp.qc.ca">linuxconf</ULink>. This makes configuring and managing DHCPD extremely\r\nsimple.\r\n</Para>\r\n<Para>\r',
     [('IP_ADDRESS', '255.255.255.255')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     "Edit your /etc/rc.d/rc.local to reflect an addition of a route for\r\n255.255.255.255.\r\n</Para>\r\n<Para>\r\n<Emphasis><Emphasis>Quoted from DHCPd README:</Emphasis></Emphasis>\r\n</Para>\r\n<Para>\r\nIn order for dhcpd to work correctly with picky DHCP clients (e.g.,\r\nWindows 95), it must be able to send packets with an IP destination\r\naddress of 255.255.255.255.  Unfortunately, Linux insists on changing\r\n255.255.255.255 into the local subnet broadcast address (in this case,\r\nthe address would be 192.5.5.223).  This results in a DHCP protocol violation. While\r\nmany DHCP clients don't notice the problem, some (e.g., all Microsoft\r\nDHCP clients) will recognize the violation.  Clients that have this problem will appear not to\r\nsee DHCPOFFER messages from the server.\r\n</Para>\r\n<Para>\r",
     [('IP_ADDRESS', '255.255.255.255'), ('IP_ADDRESS', '192.5.5.223')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     'command line arguments and converts them into kernel system calls. These\r\ncalls request the kernel to add, delete, or modify entries in the routing table.\r\nThe command is called `<Emphasis>route</Emphasis>\'.\r\n</Para>\r\n<Para>\r\nHere is a simple example. Imagine you have an Ethernet network. You\'ve been told\r\nit is a class-C network with an address of <Literal remap="tt">192.168.1.0</Literal>. You\'ve been\r\nsupplied with an IP address of <Literal remap="tt">192.168.1.10</Literal> for your use, and you have\r\nbeen told that <Literal remap="tt">192.168.1.1</Literal> is a router connected to the Internet.\r\n</Para>\r\n<Para>\r\nThe first step is to configure the interface as described earlier. You would\r\nuse a command similar to the following:\r\n</Para>\r\n<Para>\r\n<Screen>\r',
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.10'), ('IP_ADDRESS', '192.168.1.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     '\troot# route add default gw 192.168.1.1 eth0                              on them\r\n</Screen>                                    is\r\n</Para>\r\n<Para>\r\nIf you take a close look at your network `<Literal remap="tt">rc</Literal>\' files, you will find\r\nthat at least one of them looks very similar to this configuration (a very common\r\none).\r\n</Para>\r\n<Para>\r\nLet\'s now look at a slightly more complicated routing configuration. Let\'s\r\nimagine we are configuring the router we looked at earlier (the one supporting\r\nthe PPP link to the Internet, and the lan segments feeding the workstations in\r\nthe office). Lets imagine the router has three ethernet segments, and it also has\r\none PPP link. Our routing configuration would look something like the fEthernet:\r\n</Para>\r\n<Para>\r\n<Screen>\r',
     [('IP_ADDRESS', '192.168.1.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     'to make connections to yourself. There are various reasons why you might want\r\nto do this. For example, you may wish to test some network software without\r\ninterfering with anybody else on your network. By convention, the IP address\r\n`<Literal remap="tt">127.0.0.1</Literal>\' has been assigned specifically for loopback. No matter\r\nwhat machine you go to, if you open a telnet connection to <Literal remap="tt">127.0.0.1</Literal>\r\nyou will always reach the local host.\r\n</Para>\r\n<Para>\r\nConfiguring the loopback interface is simple, and it must be done\r\n(but note that this task is usually performed by the standard initialization\r\nscripts).\r\n</Para>\r\n<Para>\r\n<Screen>\r\n\troot# ifconfig lo 127.0.0.1\r\n\troot# route add -host 127.0.0.1 lo\r\n</Screen>\r\n</Para>\r\n<Para>\r',
     [('IP_ADDRESS', '127.0.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', 'en_US',
     'Here, the port being used is the one at I/O address 0x378;\r\n<Emphasis>localplip</Emphasis> amd <Emphasis>remoteplip</Emphasis> are the names or IP addresses used\r\nover the PLIP cable. I personally keep them in my <Literal remap="tt">/etc/hosts</Literal>\r\ndatabase:\r\n</Para>\r\n<Para>\r\n<Screen>\r\n\t# plip entries\r\n\t192.168.3.1   localplip\r\n\t192.168.3.2   remoteplip\r\n</Screen>\r\n</Para>\r\n<Para>\r\nThe <Emphasis>pointopoint</Emphasis> parameter has the same meaning as for SLIP.\r\nIt specifies the address of the machine at the other end of the link.\r\n</Para>\r\n<Para>\r\nIn almost all respects, you can treat a <Emphasis>PLIP</Emphasis> interface as\r\nthough it were a <Emphasis>SLIP</Emphasis> interface. However, neither\r\n<Emphasis>dip</Emphasis> nor <Emphasis>slattach</Emphasis> can be used.\r\n</Para>\r',
     [('IP_ADDRESS', '192.168.3.1'), ('IP_ADDRESS', '192.168.3.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     '  networkname networkaddress\n  </verb></tscreen>\n\nAn example might look like:\n\n\t<tscreen><verb>\n\tloopnet    127.0.0.0\n\tlocalnet   192.168.0.0\n\tamprnet    44.0.0.0\n\t</verb></tscreen>\n\n<p>When you use commands like the <em>route</em> command, if a destination is\na network and that network has an entry in the <tt>/etc/networks</tt> file\nthen the route command will display that network name instead of its\naddress.\n\n<!--======================================================================-->\n<sect1><heading>Network Security and access control.\n<p>\nLet me start this section by warning you that securing your machine and\nnetwork against malicious attack is a complex art. I do not consider myself\nan expert in this field at all and while the following mechanisms I describe',
     [('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '44.0.0.0')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     "the specified interface, otherwise the destination address is assumed to\nbe on the network supported by the interface.\n<p>\nTo manipulate this table a special command is used. This command takes\ncommand line arguments and converts them into kernel system calls that\nrequest the kernel to add, delete or modify entries in the routing table.\nThe command is called `<em/route/'.\n<p>\nA simple example. Imagine you have an ethernet network. You've been told\nit is a class-C network with an address of <tt/192.168.1.0/. You've been\nsupplied with an IP address of <tt/192.168.1.10/ for your use and have\nbeen told that <tt/192.168.1.1/ is a router connected to the Internet.\n<p>\nThe first step is to configure the interface as described earlier. You would\nuse a command like:\n\n\t<tscreen><verb>",
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.1.10'), ('IP_ADDRESS', '192.168.1.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     'It would be a very difficult job to have to add routes to every possible\ndestination network, so there is a special trick that is used to simplify this\ntask. The trick is called the `<tt/default/\' route. The <tt/default/ route\nmatches every possible destination, but poorly, so that if any other entry\nexists that matches the required address it will be used instead of the\n<tt/default/ route. The idea of the <tt/default/ route is simply to enable\nyou to say "and everything else should go here". In the example I\'ve contrived\nyou would use an entry like:\n\n\t<tscreen><verb>\n\troot# route add default gw 192.168.1.1 eth0\n\t</verb></tscreen>\n\n<p>The `<tt/gw/\' argument tells the route command that the next argument is\nthe IP address, or name, of a gateway or router machine which all datagrams',
     [('IP_ADDRESS', '192.168.1.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     'without recompiling your kernel. It is supplied with many Linux\ndistributions.\n\n<p>To configure a <em/plip/ interface, you will need to invoke the\nfollowing commands (or <bf/add/ them to your initialization scripts):\n\n\t<tscreen><verb>\n\troot# /sbin/ifconfig plip1 localplip pointopoint remoteplip\n\troot# /sbin/route add remoteplip plip1\n\t</verb></tscreen>\n\n<p>Here, the port being used is the one at I/O address 0x378;\n<em/localplip/ amd <em/remoteplip/ are the names or IP addresses used\nover the PLIP cable. I personally keep them in my <tt>/etc/hosts</tt>\ndatabase:\n\n\t<tscreen><verb>\n\t# plip entries\n\t192.168.3.1   localplip\n\t192.168.3.2   remoteplip\n\t</verb></tscreen>\n\n<p>The <em/pointopoint/ parameter has the same meaning as for SLIP,',
     [('IP_ADDRESS', '192.168.3.1'), ('IP_ADDRESS', '192.168.3.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     "interfering with anybody else on your network. By convention the IP address\n`<tt/127.0.0.1/' has been assigned specifically for loopback. So no matter\nwhat machine you go to, if you open a telnet connection to <tt/127.0.0.1/\nyou will always reach the local host.\n<p>\nConfiguring the loopback interface is simple and you should ensure you do\n(but note that this task is usually performed by the standard initialization\nscripts).\n\n\t<tscreen><verb>\n\troot# ifconfig lo 127.0.0.1\n\troot# route add -host 127.0.0.1 lo\n\t</verb></tscreen>\n\n<p>We'll talk more about the <em/route/ command in the next section.\n\n<!--======================================================================-->\n<sect1><heading>Routing.\n\n<p>Routing is a big topic. It is easily possible to write large",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     "Shortest Path First Protocol). The Routing Information Protocol is very common\non small networks such as small-medium sized corporate networks or building\nnetworks. OSPF is more modern and more capable at handling large network\nconfigurations and better suited to environments where there is a large number\nof possible paths through the network. Common implementations of these\nprotocols are: `<em/routed/' - RIP and `<em/gated/' - RIP, OSPF and others.\nThe `<em/routed/' program is normally supplied with your Linux distribution\nor is included in the `NetKit' package detailed above.\n<p>\nAn example of where and how you might use a dynamic routing protocol might\nlook something like the following:\n\n<tscreen><verb>\n    192.168.1.0 /                         192.168.2.0 /",
     [('IP_ADDRESS', '192.168.1.0'), ('IP_ADDRESS', '192.168.2.0')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NET3-4-HOWTO.sgml', 'en_US',
     '\t<tag/nameserver/this keyword, which may be used many times,\n\t\tspecifies an IP address of a domain name server to\n\t\tquery when resolving names\n\t</descrip>\n\n<p>An example <tt>/etc/resolv.conf</tt> might look something like:\n\n\t<tscreen><verb>\n\tdomain maths.wu.edu.au\n\tsearch maths.wu.edu.au wu.edu.au\n\tnameserver 192.168.10.1\n\tnameserver 192.168.12.1\n\t</verb></tscreen>\n\n<p>This example specifies that the default domain name to append to unqualified\nnames (ie hostnames supplied without a domain) is <tt/maths.wu.edu.au/ and\nthat if the host is not found in that domain to also try the <tt/wu.edu.au/\ndomain directly. Two nameservers entry are supplied, each of which may be\ncalled upon by the name resolver code to resolve the name.',
     [('IP_ADDRESS', '192.168.10.1'), ('IP_ADDRESS', '192.168.12.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', '',
     "        It is important to note that an entry of 18/tcp is very\n        different from an entry of 18/udp and that there is no technical\n        reason why the same service needs to exist on both. Normally\n        common sense prevails and it is only if a particular service is\n        available via both tcp and udp that you will see an entry for\n        both.\n\n\n     aliases\n        other names that may be used to refer to this service entry.\n\n\n  Any text appearing in a line after a `#' character is ignored and\n  treated as a comment.\n\n  5.8.1.1.  An example /etc/services  file.\n\n  All modern linux distributions provide a good /etc/services file.\n  Just in case you happen to be building a machine from the ground up,\n  here is a copy of the /etc/services file supplied with an old Debian",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', '',
     '  5.10.3.2.  /etc/hosts.deny\n\n  The /etc/hosts.deny file is a configuration file of the /usr/sbin/tcpd\n  program. The hosts.deny file contains rules describing which hosts are\n  disallowed access to a service on your machine.\n\n  A simple sample would look something like this:\n\n\n\n         # /etc/hosts.deny\n         #\n         # Disallow all hosts with suspect hostnames\n         ALL: PARANOID\n         #\n         # Disallow all hosts.\n         ALL: ALL\n\n\n\n  The PARANOID entry is really redundant because the other entry traps\n  everything in any case. Either of these entry would make a reasonable\n  default depending on your particular requirement.\n\n  Having an ALL: ALL default in the /etc/hosts.deny and then\n  specifically enabling on those services and hosts that you want in the',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', 'en_US',
     "  telnet connection to 127.0.0.1 you will always reach the local host.\n\n  Configuring the loopback interface is simple and you should ensure you\n  do (but note that this task is usually performed by the standard\n  initialization scripts).\n\n\n\n               root# ifconfig lo 127.0.0.1\n               root# route add -host 127.0.0.1 lo\n\n\n\n  We'll talk more about the route command in the next section.\n\n  5.7.  Routing.\n\n  Routing is a big topic. It is easily possible to write large volumes\n  of text about it. Most of you will have fairly simple routing\n  requirements, some of you will not. I will cover some basic\n  fundamentals of routing only.  If you are interested in more detailed\n  information then I suggest you refer to the references provided at the\n  start of the document.",
     [('IP_ADDRESS', '127.0.0.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', 'en_US',
     '  resolver code. Its format is quite simple. It is a text file with one\n  keyword per line. There are three keywords typically used, they are:\n\n\n     domain\n        this keyword specifies the local domain name.\n\n     search\n        this keyword specifies a list of alternate domain names to\n        search for a hostname\n\n     nameserver\n        this keyword, which may be used many times, specifies an IP\n        address of a domain name server to query when resolving names\n\n\n  An example /etc/resolv.conf might look something like:\n\n\n\n               domain maths.wu.edu.au\n               search maths.wu.edu.au wu.edu.au\n               nameserver 192.168.10.1\n               nameserver 192.168.12.1\n\n\n\n  This example specifies that the default domain name to append to',
     [('IP_ADDRESS', '192.168.10.1'), ('IP_ADDRESS', '192.168.12.1')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', 'en_US',
     '  ospf    89      OSPFIGP         # Open Shortest Path First IGP\n  ipip    94      IPIP            # Yet Another IP encapsulation\n  encap   98      ENCAP           # Yet Another IP encapsulation\n\n  5.9.2.  /etc/networks\n\n  The /etc/networks file has a similar function to that of the\n  /etc/hosts file. It provides a simple database of network names\n  against network addresses. Its format differs in that there may be\n  only two fields per line and that the fields are coded as:\n\n         networkname networkaddress\n\n  An example might look like:\n\n               loopnet    127.0.0.0\n               localnet   192.168.0.0\n               amprnet    44.0.0.0\n\n  When you use commands like the route command, if a destination is a\n  network and that network has an entry in the /etc/networks file then',
     [('IP_ADDRESS', '127.0.0.0'), ('IP_ADDRESS', '192.168.0.0'), ('IP_ADDRESS', '44.0.0.0')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', 'en_US',
     '          route add -net 192.168.1.0 netmask $mask gw $remotegwtunl0\n\n  This sort of configuration is more typical of a Mobile-IP application.\n  Where a single host wants to roam around the Internet and maintain a\n  single usable IP address the whole time. You should refer to the\n  Mobile-IP section for more information on how that is handled in\n  practice.\n\n  6.9.  IP Masquerade\n\n  Many people have a simple dialup account to connect to the Internet.\n  Nearly everybody using this sort of configuration is allocated a\n  single IP address by the Internet Service Provider. This is normally\n  enough to allow only one host full access to the network. IP\n  Masquerade is a clever trick that enables you to have many machines\n  make use of that one IP address, by causing the other hosts to look',
     [('IP_ADDRESS', '192.168.1.0')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/inprogress/Linux-Networking/Overview.xml', 'en_US',
     '        this field is pathname to the actual server program to execute\n        for this entry.\n\n\n     server_args\n        this field comprises the rest of the line and is optional. This\n        field is where you place any command line arguments that you\n        wish to pass to the server daemon program when it is launched.\n\n\n  5.8.2.1.  An example /etc/inetd.conf\n\n  As for the /etc/services file all modern distributions will include a\n  good /etc/inetd.conf file for you to work with. Here, for completeness\n  is the /etc/inetd.conf file from the Debian distribution.\n\n\n\n  # /etc/inetd.conf:  see inetd(8) for further informations.\n  #\n  # Internet server configuration database\n  #\n  #\n  # Modified for Debian by Peter Tobias <tobias@et-inf.fho-emden.de>\n  #',
     [('EMAIL_ADDRESS', 'tobias@et-inf.fho-emden.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Querying-libiptc-HOWTO.sgml', 'en_US',
     'Before using the meter we need to set our environment.\n</para>\n<para>\nFirst, we have to have at least 2 PCs connected in a network. This is our\ndiagram configuration:\n</para>\n<screen>\n+--------+ eth0       eth0 +--------+\n| PC #1  +-----------------+ PC #2  |\n+--------+                 +--------+\neth0=192.168.1.1           eth0=192.168.1.2\n</screen>\n<para>\nSecond, we need to install a very nice and useful package called \n<emphasis>netcat</emphasis> written by Hobbit. This \n<emphasis>excellent</emphasis> package will help us to inject and receive \na flow of bytes between 2 NICs. If you don\'t have the package in your \nsystem, download it from <ulink url="http://rr.sans.org/audit/netcat.php">\nhttp://rr.sans.org/audit/netcat.php</ulink>.\n</para>\n<para>',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '192.168.1.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Querying-libiptc-HOWTO.sgml', 'en_US',
     "And also to the second PC in your network:\n</para>\n<screen>\nbash# <command>scp nc 192.168.1.2:/usr/bin</command>\n</screen>\n<para>\nWe are going to use <emphasis>netcat</emphasis> to \n<quote>listen</quote> to a flow of bytes from PC #2 and \nto <quote>talk</quote> from PC #1. Using tty1 to tty4 \nconsoles on PC #2 let's start <emphasis>netcat</emphasis> to \nlisten from this PC. Go to PC #2 and in tty1 type:\n</para>\n<screen>\nbash# <command>nc -n -v -l -s 192.168.1.2 -p 1001 >/dev/null</command>\n</screen>\n<para>\n<emphasis>netcat</emphasis> must respond with:\n</para>\n<screen>\nlistening on [192.168.1.2] 1001 ...\n</screen>\n<para>\nThis command started <emphasis>netcat</emphasis> to listen from address \n<emphasis>192.168.1.2</emphasis> using port number <emphasis>1001</emphasis>. ",
     [('IP_ADDRESS', '192.168.1.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Querying-libiptc-HOWTO.sgml', 'en_US',
     "</screen>\n<para>\nAnd tty4:\n</para>\n<screen>\nbash# <command>nc -n -v -l -s 192.168.1.2 -p 1004 >/dev/null</command>\n</screen>\n<para>\nNow we are listening in PC #2, address \n<emphasis>192.168.1.2</emphasis> in ports <emphasis>1001</emphasis>, \n<emphasis>1002</emphasis>, <emphasis>1003</emphasis> and \n<emphasis>1004</emphasis>.\n</para>\n<para>\nCome back to PC #1 and let's set the environment to allow \n<emphasis>iptables</emphasis> to help us to complete our tests:\n</para>\n<para>\nOn PC #1, type the into tty1 as follows:\n</para>\n<screen>\nbash# <command>iptables -F</command>\nbash# <command>iptables -X</command>\nbash# <command>iptables -N chn_1</command>\nbash# <command>iptables -N chn_2</command>\nbash# <command>iptables -N chn_3</command>\nbash# <command>iptables -N chn_4</command>",
     [('IP_ADDRESS', '192.168.1.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Querying-libiptc-HOWTO.sgml', 'en_US',
     '<emphasis>tc</emphasis> utility in <filename>iproute2/tc</filename>\ndirectory. Copy both of them to <filename>/usr/bin</filename> directory:\n</para>\n<screen>\nbash# <command>cp ip/ip /usr/bin</command>\nbash# <command>cp tc/tc /usr/bin</command>\n</screen>\n<para>\nNow, using the <emphasis>tc</emphasis> utility, we are going to create a \n<emphasis>CBQ</emphasis> queue in the interface <emphasis>eth0</emphasis> of \nthe PC #1 computer. This queue will have 4 classes as children and each of \nthese classes will be used to control the 4 flows from \n<emphasis>192.168.1.1</emphasis> to <emphasis>192.168.1.2</emphasis> \nthrough ports <emphasis>1001</emphasis> to <emphasis>1004</emphasis>.\n</para>\n<para>\nWrite and run the following commands:\n</para>\n<screen>',
     [('IP_ADDRESS', '192.168.1.1'), ('IP_ADDRESS', '192.168.1.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Querying-libiptc-HOWTO.sgml', 'en_US',
     'Arguments are: <emphasis>-n</emphasis> = use numeric address identification;\n<emphasis>-v</emphasis> = verbose; <emphasis>-l</emphasis> = listen. All the \nflow that <emphasis>netcat</emphasis> receives in \n<emphasis>192.168.1.2:1001</emphasis> will be redirected to the \n<quote>black hole</quote> in <filename>/dev/null</filename>.\n</para>\n<para>\nRepeat the command in tty2, tty3 and tty4; change to tty2 using \n<keycap>ALT-F2</keycap> and after logging in write:\n</para>\n<screen>\nbash# <command>nc -n -v -l -s 192.168.1.2 -p 1002 >/dev/null</command>\n</screen>\n<para>\nNow we are <quote>listening</quote> to the same address but port \nnumber <emphasis>1002</emphasis>.\n</para>\n<para>\nGo on now with tty3:\n</para>\n<screen>\nbash# <command>nc -n -v -l -s 192.168.1.2 -p 1003 >/dev/null</command>',
     [('IP_ADDRESS', '192.168.1.2')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/KickStart-HOWTO.sgml', 'en_US',
     "where <em>IPADDR</em> is the IP address of the new machine, e.g.\n<em>/kickstart/198.168.254.254-kickstart</em> for the machine\n<em>198.168.254.254</em>.<p>\n\nYou should be able to override this location by returning\nthe <tt>bf</tt> parameter (boot file) in your BOOTP/DHCP response.  It\nmay even be possible to have this NFS mounted off another machine\nentirely.<p>\n\nTo NFS export some directories from an existing Linux box, create the\nfile <em>/etc/exports</em> with contents something like:<p>\n\n<tscreen><verb>\n/kickstart *.swedish-chef.org(ro,no_root_squash)\n/mnt/cdrom *.swedish-chef.org(ro,no_root_squash)\n</verb></tscreen><p>\n\nNote that if you didn't register the IP addresses you're going to be\nusing in the DNS, you may be told to get lost by the NFS server and/or",
     [('IP_ADDRESS', '198.168.254.254')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Network-boot-HOWTO.sgml', 'en_US',
     '                      :ds=192.168.2.42\n      </programlisting>\n\n    </para>\n\n    <para>Then, run the bootpd daemon with the bootpd&nbsp;-s command (it is also a good idea to add it to your startup scripts), or add the following line to your <filename>/etc/inetd.conf</filename>:\n\n      <programlisting>\n        bootps dgram udp wait root /usr/sbin/tcpd&nbsp;bootpd -i -t 120\n      </programlisting>\n\n    </para>\n\n    <para>If you want to test the BOOTP server, add an entry to your <filename>/etc/bootptab</filename> and use the bootptest program.</para>\n\n  </sect2>\n\n  <sect2>\n\n    <title>TFTP</title>',
     [('IP_ADDRESS', '192.168.2.42')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Proxy-ARP-Subnet.sgml', 'en_US',
     '<PARA>Armed with a decent <COMMAND MOREINFO="NONE">arp</COMMAND>(8) command, all the changes I made were in the <FILENAME MOREINFO="NONE">/etc/rc.d/rc.inet1</FILENAME> script (for Slackware - probably different for other flavours). First of all, we need to change the broadcast address, network number and netmask of eth0:</PARA>\n<PARA>\n<PROGRAMLISTING FORMAT="LINESPECIFIC">NETMASK=255.255.255.240 # for a 4-bit host part\nNETWORK=x.y.z.64        # our new network number (replace x.y.z with your net)\nBROADCAST=x.y.z.79      # in my case\n</PROGRAMLISTING></PARA>\n<PARA>Then a line needs to be added to configure the second Ethernet port (after any module loading that might be required to load the driver code):</PARA>',
     [('IP_ADDRESS', '255.255.255.240')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Proxy-ARP-Subnet.sgml', 'en_US',
     '<PARA>Machine B gets the packet from machine C (via machine A) and then wants to send back a response. This time, machine B notices that machine C in on a different subnet (machine B\'s subnet mask of 255.255.255.240 excludes all machines\nnot in the network 0 IP address range). Machine B is setup with a "default" route to machine A\'s network 0 IP number and sends the packet to machine A. This time, machine A\'s Linux kernel routing code determines the destination IP\nnumber (of machine C) as being on network 1 and sends the packet onto machine C via Ethernet interface eth1.</PARA>\n<PARA>Similar (less complicated) things occur for packets originating from and destined to machine A from other machines on either of the two networks.</PARA>',
     [('IP_ADDRESS', '255.255.255.240')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Proxy-ARP-Subnet.sgml', 'en_US',
     'x.y.z.64                ether   00:40:96:20:CD:D2   CMP   255.255.255.240 eth1</PROGRAMLISTING></PARA>\n<PARA>Alternatively, you can examine the <FILENAME MOREINFO="NONE">/proc/net/arp</FILENAME> file with eg. <COMMAND MOREINFO="NONE">cat</COMMAND>(1).</PARA>\n<PARA>The last line is the proxy entry for the subnet. The CMP flags indicate that it is a static (Manually entered) entry and that it is to be Published. The entry is only going to reply to ARP requests on eth1 where the requested IP number, once masked, matches the network number, also masked. Note that <COMMAND MOREINFO="NONE">arp</COMMAND>(8) has automatically determined the hardware address of eth1 and inserted this for the address to use (the -Ds option).</PARA>',
     [('IP_ADDRESS', '255.255.255.240')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BogoMips.xml', 'en_US',
     "Therefore only boot sequence BogoMips ratings are listed below.</para>\n\n<para>Be aware that Jeff's original file on\n<filename>sunsite.unc.edu</filename>, named\n<filename>/pub/Linux/system/status/bogo-1.2.tar.gz</filename>,\ninternally designated version 1.3,\nis rather outdated. Therefore, check out Darrick's program on\n<filename>http://thibs.menloschool.org/~djwong/programs/bogomips/</filename>,\nif still reachable. He even has a MSW*nd*ws binary version. And\nvery interestingly, Phil Snowdon has developed the PalmOS version,\nto be found at <filename>http://bogomips.sourceforge.net</filename>.\n</para>\n</sect2>\n\n<sect2>\n<title>Variations in BogoMips rating</title>\n\n<para>From Linus Torvalds,\n<emphasis>torvalds@cc.helsinki.fi</emphasis>, explaining about the",
     [('EMAIL_ADDRESS', 'torvalds@cc.helsinki.fi')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BogoMips.xml', 'en_US',
     '   486SX2/50             24.93   Christian Lederer &lt;mail@cpu-museum.de&gt;\n   486DX/50 VLB          24.97   Tom Miller &lt;tvtom@_en.com&gt;\n   486DX/50              24.99   Jeff &lt;css@_erols.com&gt;\n   486DX/50 Intel 256c   24.99   Mike &lt;mike@_emgee.demon.co.uk&gt;\n   486DX/50              25      Robert Herzog &lt;rherzog@_rc1.vub.ac.be&gt;\n   486DX2/50             25      M. Abrahamsson &lt;swmike@_uplift.df.lth.se&gt;\n   486DX2/50             25.0    Christian Holtje &lt;choltje@_ux1.cso.uiuc.edu&gt;\n   486DX2/50 DECpc       25.04   Thomas Pfau &lt;pfau@_cnj.digex.com&gt;\n   486DX2/50 Eisa        25.04   John Willing &lt;willing@_cimage.com&gt;\n   486DX2/50 256c        25.04   Zhou Yanmo &lt;zhou@_gauss.math.usf.edu&gt;',
     [('EMAIL_ADDRESS', 'mail@cpu-museum.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BogoMips.xml', 'en_US',
     '   AMD Athlon MP/2000     3984.58  Donald R. Laster &lt;laster@_dlaster.com&gt;\n   AMD Athlon MP/2000     3997.69  Andreas Pflug &lt;andreas.pflug@_cfagroup.de&gt;\n   AMD Athlon XP/2100     4128.76  Christian Lederer &lt;mail@_cpu-museum.de&gt;\n   AMD Athlon XP/2100     4168.08  Gerrit Holl &lt;gerrit@_nl.linux.org&gt;\n   AMD Athlon XP/2100     4168.08  Ingo Reimann &lt;post@_i-reimann.de&gt;\n   AMD Athlon XP/2100     4141.87  Bill Rhodes &lt;wrhodes@_27.org&gt;\n   AMD Athlon XP/2175     4325.37  Herbert Wengatz &lt;herbert@_wengatz.de&gt;\n   AMD Athlon 64/2200     4325.37  Wayne Stallwood &lt;wayne@crimsontechnology.com&gt;\n   AMD Athlon 64/2255     4456.44  Mark &lt;baskitcaise@_firstbyte.biz&gt;\n\n   AMD Opteron/1400       2785.28  Bill Maloy &lt;bill.maloy@_goldinc.com&gt;',
     [('EMAIL_ADDRESS', 'wayne@crimsontechnology.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BogoMips.xml', 'en_US',
     '*  AMD Athlon/1300        2588.67  Stuart Trusty &lt;stuart@_linuxlabs.com&gt;\n*  AMD Athlon/1300        2614.88  mace &lt;mace3@_comcast.net&gt;\n*  AMD Athlon/1330        2647.65  Gergo Barany &lt;gergo@_tud.at&gt;\n*  AMD Athlon/1300        2647.65  Dominic.Baines &lt;dombaines@mmbq.demon.co.uk&gt;\n*  AMD Athlon/1330        2660.76  Thomas Koester &lt;rufus@_uos.de&gt;\n*  AMD Athlon/1330        2660.76  Bill Rhodes &lt;wrhodes@_27.org&gt;\n*  AMD Athlon/1330        2667.31  Christian Leder &lt;wilhelm@_gate.ledionline.de&gt;\n*  AMD Athlon/1400        2785.28  M. Greil &lt;markus.greil@_pl.gcd-erlangen.de&gt;\n*  AMD Athlon/1400        2798.38  R.J. Bergeron &lt;rjber1@_geocities.com&gt;\n*  AMD Athlon/1400        2791.83  Thomas Koester &lt;rufus@_uos.de&gt;',
     [('EMAIL_ADDRESS', 'dombaines@mmbq.demon.co.uk')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BogoMips.xml', 'en_US',
     '  from various sources such as news and e-mail. New BogoMips entries \n  for the mini-Howto, notably for unlisted CPUs, will be highly \n  appreciated. They can be sent by <ulink url="mailto:WvD@clifton.nl">\n  e-mail to the author Wim van Dorst</ulink></para>\n</abstract>\n\n<revhistory id="revhistory">\n  <revision>\n    <revnumber>v38</revnumber>\n    <date>2006-03-02</date>\n    <revremark>Added legal stuff, updated and enhanced revhistory, \n      various improvements to the XML markup, general text editing, \n      plenty of new entries and some corrections, and a new highest\n      (6800.58), which is the real reason for a new update; added \n      new section; added the translators\' names; added a colofon; \n      added birthdate of BogoMips (11 July 1993).\n    </revremark>\n  </revision>\n  <!--',
     [('EMAIL_ADDRESS', 'WvD@clifton.nl')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hebrew-HOWTO.sgml', 'en_US',
     '<item>0.2 to 0.3Beta.\n<p>Added excerpts from documents from the archive e-brew.zip from <url \nurl="ftp://ftp.jer1.co.il/pub/software/msdos/communication" \nname="ftp://ftp.jer1.co.il/pub/software/msdos/communication">, \nand some bug fixes with the help of JCT Linux-il group members.\n<item>0.3Beta to 0.4.\n<p>After the first release of the Hebrew-HOWTO to the Linux-il it contain all \nthe E-mail send to me regarding spelling/grammer and Tex-Xet, Mule and Vim \ninfo.\n</itemize>\n\n<sect1>Thanks\n\n<p>This <tt/HOWTO/ prepared by the help of all the group: Linux-il - \'The Israeli Linux users group\' and especially by:\n<p>\tThe Linux-il group \t<htmlurl url="mailto:linux-il@hagiga.jct.ac.il" name="(Linux-il@hagiga.jct.ac.il)">',
     [('EMAIL_ADDRESS', 'linux-il@hagiga.jct.ac.il'), ('EMAIL_ADDRESS', 'Linux-il@hagiga.jct.ac.il')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hebrew-HOWTO.sgml', 'en_US',
     '</verb></tscreen>\n\nNOTE: If you are using X Windows be careful with "setleds", it may hang the X \nserver.\n<p>The above setup works fine with the Hebrew version of pico (pine) and \ndisplays correctly ISO 8859-8 Hebrew (X Windows, MS Windows).\n\n<sect>X Windows setup - XFree86 3.1\n\n<sect1>Hebrew fonts.\n\n<p>XFree86 3.1 comes with two Hebrew fonts: heb6x13, heb8x13. Additional \nHebrew fonts can be found on the Net:\n<itemize>\n<item><label id="heb-fonts">The web Type1 fonts (Helvetica/David style \n(proportional) and Courier/Shalom Stick style (fixed space) ) from the \nsnunit-project archive at <url url="ftp://snunit.huji.ac.il/pub/fonts/" \nname="ftp://snunit.huji.ac.il/pub/fonts/">, it\'s good for netscape Hebrew \npages.\n<item>Avner Lottem, (<htmlurl url="mailto:lottem@techUnix.technion.ac.il" ',
     [('EMAIL_ADDRESS', 'lottem@techUnix.technion.ac.il')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hebrew-HOWTO.sgml', 'en_US',
     '<!doctype linuxdoc system>\n<!-- This is the Hebrew HOWTO, SGML source, By the help of Linux-il Group -- >\n<!-- Maintained by Yair G. Rajwan, yair@hobbes.jct.ac.il -->\n\n\n<article>\n<title>The Hebrew HOWTO\n<author>Maintained by Yair G. Rajwan, <htmlurl \nurl="mailto:yair@hobbes.jct.ac.il" name="<tt>yair@hobbes.jct.ac.il</tt>">\n<date>v0.4, 12 September 1995\n\n<abstract>\nThis `Frequently Asked Questions\' (FAQ) / HOWTO document describes how to \nconfigure your Linux machine to use Hebrew characters on X-Windows and Virtual \nConsoles. The most up-to-date version of the Hebrew-HOWTO may be obtained from\n<url url="http://shekel.jct.ac.il/~rajwan/Hebrew.html" \nname="my Web page"> or from <url url="ftp://hobbes.jct.ac.il" \nname="<tt>ftp://hobbes.jct.ac.il</tt>">.\n</abstract>\n\n<toc>\n\n<sect>Introduction',
     [('EMAIL_ADDRESS', 'yair@hobbes.jct.ac.il')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hebrew-HOWTO.sgml', 'en_US',
     '<p>\tVlad Moseanu \t\t<htmlurl url="mailto:vlad@actcom.co.il" name="(vlad@actcom.co.il)">\n<p>\tGili Granot \t\t<htmlurl url="mailto:gil@csc.cs.technion.ac.il" name="(gil@csc.cs.technion.ac.il)">\n<p>\tHarvey J. Stein \t<htmlurl url="mailto:hjstein@math.huji.ac.il" name="(hjstein@math.huji.ac.il)">\n<p>\tDovie Adler \t\t<htmlurl url="mailto:dadler@hobbes.jct.ac.il" name="(dadler@hobbes.jct.ac.il)">\n<p>\tGavrie Philipson        <htmlurl url="mailto:gavrie@shekel.jct.ac.il" name="(gavrie@shekel.jct.ac.il)">\n\n<sect>Standards for representation of Hebrew characters\n\n<sect1>ASCII\n<P>To make one thing clear, for once and forever: There is no such thing as\n8-bit ASCII. ASCII is only 7 bits. Any 8-bit code is not ASCII, but that\ndoesn\'t mean it\'s not standard. ISO-8859-8 is standard, but not ASCII. Thanks!',
     [('EMAIL_ADDRESS', 'vlad@actcom.co.il'), ('EMAIL_ADDRESS', 'gil@csc.cs.technion.ac.il'), ('EMAIL_ADDRESS', 'hjstein@math.huji.ac.il'), ('EMAIL_ADDRESS', 'dadler@hobbes.jct.ac.il'), ('EMAIL_ADDRESS', 'gavrie@shekel.jct.ac.il')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hebrew-HOWTO.sgml', 'en_US',
     'name="lottem@techUnix.technion.ac.il">) put some Hebrew-ISO 8859-8 fonts \non archive at \n<url url="ftp://sunsite.unc.edu/pub/Linux/X11/fonts/" \nname="ftp://sunsite.unc.edu/pub/Linux/X11/fonts/hebxfonts-0.1.tgz">, \nit has a font that\'s good for dosemu under X-Windows (read his README file).\n</itemize>\n\n<sect1>Installing fonts<label id="install-fonts">\n\n<p><itemize>\n<item><label id="X11-Fonts">Fonts exaptable: pcf (Portable Compiled Format), \nbdf (Bitmap Distribution Format), pfb (Type1 fonts).\n\n<item>Move the fonts to some existing directory (/usr/lib/X11/fonts/misc) or \ncreate a new one (/usr/lib/X11/fonts/Hebrew). <tt/compress/ (to *.Z) the fonts \nto save space (NOT GZIP!!!).\n\n<item>Run the <tt/mkfontdir/ to create/re-create the <tt/fonts.dir/ and edit ',
     [('EMAIL_ADDRESS', 'lottem@techUnix.technion.ac.il')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Slovenian-HOWTO.sgml', 'en_US',
     'Strzalkowski. ``Slovenscino in racunalnike\'\' najdete na <htmlurl\nurl="http://nl.ijs.si/gnusl/tex/tslovene/slolang/"\nname="http://nl.ijs.si/gnusl/tex/tslovene/slolang/">.\n\nZ namigi in nasveti so mi pomagali se (v abecednem vrstnem redu):\nGorazd Bozic <tt/&lt;gorazd.bozic@arnes.si&gt;/,\nAles Casar <tt/&lt;casar@uni-mb.si&gt;/,\nTomaz Erjavec <tt/&lt;tomaz.erjavec@ijs.si&gt;/,\nMatjaz Godec <tt/&lt;gody@elgo.si&gt;/,\nAles Kosir <tt/&lt;ales.kosir@hermes.si&gt;/,\nMetod Kozelj <tt/&lt;metod.kozelj@rzs-hm.si&gt;/,\nRenato Lukac <tt/&lt;renato@s-gms.ms.edus.si&gt;/,\nRoman Maurer <tt/&lt;roman.maurer@fmf.uni-lj.si&gt;/,\nJaka Mele <tt/&lt;jack@ro.zrsss.si&gt;/,\nBorut Mrak <tt/&lt;borutm@bigfoot.com&gt;/,\nBoris Pozar <tt/&lt;boris.pozar@guest.arnes.si&gt;/,',
     [('EMAIL_ADDRESS', 'gorazd.bozic@arnes.si'), ('EMAIL_ADDRESS', 'casar@uni-mb.si'), ('EMAIL_ADDRESS', 'tomaz.erjavec@ijs.si'), ('EMAIL_ADDRESS', 'gody@elgo.si'), ('EMAIL_ADDRESS', 'ales.kosir@hermes.si'), ('EMAIL_ADDRESS', 'metod.kozelj@rzs-hm.si'), ('EMAIL_ADDRESS', 'renato@s-gms.ms.edus.si'), ('EMAIL_ADDRESS', 'roman.maurer@fmf.uni-lj.si'), ('EMAIL_ADDRESS', 'jack@ro.zrsss.si'), ('EMAIL_ADDRESS', 'borutm@bigfoot.com'), ('EMAIL_ADDRESS', 'boris.pozar@guest.arnes.si')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Slovenian-HOWTO.sgml', 'en_US',
     'Harald T. Alvestrand z Norveske vodi evidenco o uporabnikih \nLinuxa po drzavah. Seznam slovenskih uporabnikov Linuxa je na\nnaslovu\n<tscreen>\n<url url="http://domen.uninett.no:29659/bycountry/SI.html">\n</tscreen>\nCe vas ni med njimi, se prijavite!\n<tscreen>\n<url url="http://domen.uninett.no:29659/">\n</tscreen>\n\n<sect1>Skupina uporabnikov Linuxa<label id="lugos">\n<p>\nOd marca 1996 dalje deluje v Ljubljani organizirana skupina\nuporabnikov Linuxa v Sloveniji, drustvo LUGOS (Linux Users Group \nof Slovenia). Drustvo ima svojo stran na WWW:\n<tscreen>\n<url url="http://www.lugos.si/">\n</tscreen>\n\nDrustvo ima tudi svoj elektronski spisek, na katerega se\nprijavite tako, da na naslov <htmlurl url="mailto:majordomo@lugos.si" \nname="majordomo@lugos.si"> posljete vrstico\n<tscreen>\nsubscribe lugos-list',
     [('EMAIL_ADDRESS', 'majordomo@lugos.si')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Slovenian-HOWTO.sgml', 'en_US',
     '<!doctype linuxdoc system>\n<!-- $Id$ -->\n\n<article>\n<title>Slovenian HOWTO</title>\n<author>Primoz Peterlin\n  <tt>&lt;primoz.peterlin@biofiz.mf.uni-lj.si&gt;</tt></author>\n<date>v2.9, 15 February 1999\n<abstract>\nZbirka receptov za poslovenjenje sistema Linux.\n\n(Note to English readers: this document addresses Linux localization\nissues specific to Slovenian users.)\n</abstract>\n\n<toc>\n\n<sect>Uvod\n\n<sect1>Kaj je Linux?\n<p>\nLinux je izvedba vecopravilnega, vecuporabniskega operacijskega\nsistema Unix za osebne racunalnike s procesorji Intel (80386, 80486,\nPentium, Pentium MMX, Pentium Pro in Pentium II), Digital AXP 21x64,\nSun SPARC in Motorola 680x0, v delu pa so priredbe za Power PC, MIPS\nin ARM. Jedro operacijskega sistema je ob pomoci in sodelovanju',
     [('EMAIL_ADDRESS', 'primoz.peterlin@biofiz.mf.uni-lj.si')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Slovenian-HOWTO.sgml', 'en_US',
     '(Roman Maurer, &lt;roman.maurer@fmf.uni-lj.si&gt;)\n\nCe uporabljamo LyX s standardno slovensko tipkovnico (102/105 tipk), ga\nlahko enostavno prilagodimo za delo s slovenscino:\n\n<enum>\n<item>Tipkovnica v strezniku Xwindow mora biti nastavljena tako, da z\nnjo v splosnem lahko vnasamo nase znake (to je opisano v razdelku <ref\nid="tipk-x11" name="X Window System"> poglavja ``Tipkovnica\'\').\n\n<item>Pozenemo LyX in nastavimo:\n<tscreen><verb>\nOptions / Screen Fonts / Font Norm = iso8859-2\n</verb></tscreen>\n\nZal izgleda, da LyX tega podatka nikamor ne shrani. Zato moramo rocno\ndodati v datoteko <file>lyxrc</file> (sistemska je navadno v imeniku\n<file>/usr/share/lyx/</file>, uporabniska pa v <file>&tilde;/.lyx/</file>)\nnaslednjo vrstico:\n<tscreen><verb>\n\\font_norm iso8859-2\n</verb></tscreen>',
     [('EMAIL_ADDRESS', 'roman.maurer@fmf.uni-lj.si')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DOSEMU-HOWTO.sgml', 'en_US',
     'name="http://www.dosemu.org/mailinglist.html"></bf> to see whether your\nquestion has already been asked and answered.\n\n<sect1>What documentation is available for dosemu?\n\n<p>\nDosemu comes with documentation. The main documentation files\nREADME.txt and README-tech.txt cover virtually all aspects of dosemu\nand may be more up-to-date than this HOWTO.\n\nThe "dosemu Novice\'s Altering Guide" or DANG is a road map to the\ninner workings of dosemu.  It is designed for the adventurous, those\nwho wish to modify the source code themselves.  The DANG is maintained\nby Alistair MacDonald (<bf><htmlurl url="mailto:alistair@slitesys.demon.co.uk"name="alistair@slitesys.demon.co.uk"></bf>) and is\nfound in the doc directory of the dosemu source tree.',
     [('EMAIL_ADDRESS', 'alistair@slitesys.demon.co.uk')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DOSEMU-HOWTO.sgml', 'en_US',
     '<sect1>Why does dosemu clobber COM4?\n\n<p>Rob Janssen (<bf>rob@pe1chl.ampr.org</bf>) reported (94/3/24) that\n\nAccording to <bf>jmorriso@bogomips.ee.ubc.ca</bf>, "dosemu still\nclobbers COM4 (0x2e8, IRQ 5). 0x2e8 isn\'t in ports{} in config.  I\nhave to run setserial /dev/cua3 irq 5 on it after dosemu exits."\n\nThis is caused by your VGA BIOS.  I have found that by enabling the IO\nport trace and seeing where it was clobbered.\n\nDisable the "<tt/allowvideoportaccess on/" line in config and it will\nwork fine.  When you then have problems with the video, try to enable\nmore selective ranges of IO addresses (e.g., 40-43).\n\n<sect1>How do I use dosemu over the serial ports?\n\n<p>\n\n\n<sect1>How can I switch between dosemu and a shell over the serial line?',
     [('EMAIL_ADDRESS', 'rob@pe1chl.ampr.org'), ('EMAIL_ADDRESS', 'jmorriso@bogomips.ee.ubc.ca')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DOSEMU-HOWTO.sgml', 'en_US',
     '<sect>dosemu and Netware\n\n<sect1>How do I get Netware access from dosemu?\n  \n<p>As always, access through the Linux filesystem is preferred. Mount\nyour Netware drives with Caldera\'s Netware utilities or Volker\nLendecke\'s free ncpfs utility \n(<bf><htmlurl url="ftp://ftp.gwdg.de:/pub/linux/misc/ncpfs"name="ftp://ftp.gwdg.de:/pub/linux/misc/ncpfs"</bf>). If you need real IPX access,\ne.g. to run Novell\'s "syscon", read ..<bf>/doc/NOVELL-HOWTO.txt</bf>.\nYou probably can not currently access Netware from FreeDOS.\n\n<sect>dosemu and X-windows(97/2/9).\n\n<sect1>Can I run dosemu in console mode while running X?\n\n<p>Ronald Schalk (<bf>R.Schalk@uci.kun.nl</bf>) reported (94/1/17)\nthat\n\nYes, no problem.  Just remember to use ctrl-alt-&lt;Fn<tt/>/ to go to',
     [('EMAIL_ADDRESS', 'R.Schalk@uci.kun.nl')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DOSEMU-HOWTO.sgml', 'en_US',
     '  http://www.slitesys.demon.co.uk/a.macdonald/dosemu/sound/\n  This is a work in progress, not completed yet so much or most\n  DOS software that uses sound will not work correctly with it yet.\n\n<sect>Games\n\n<sect1>Duke3d dosen\'t work\n<p>Hans Lermen <bf>&lt;lermen@elserv.ffm.fgan.de&gt;</bf> said (97/2/16):\nduke3d must be \'configured\' via a setup, within this setup you have to choose \n\'keyboard + mouse\', else it won\'t work.\n\n<sect>Problems and fixes\n\n<sect1>Security issues\n<p>A full featured Dosemu needs to be suid root, e.g to access ports. \nMost dos programs don\'t need this however so when running under X you\nusually do not need to run dosemu as root.\nDosemu runs as suid "root" only where it is needed, and releases this right',
     [('EMAIL_ADDRESS', 'lermen@elserv.ffm.fgan.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ftape-HOWTO.sgml', 'en_US',
     'backups, you will probably ask yourself this question: ``If everything\ngoes wrong, and I completely lose my hard disk, how do I restore my\nfiles from tape?\'\'\n\nWhat you need is an emergency floppy disk that contains enough files\nto enable you to boot Linux and restore your hard disk from tape.\n\nThe first thing you should do is to read ``The Linux Bootdisk HOWTO\'\'\nwritten by Graham Chapman <htmlurl url="mailto:grahamc@zeta.org.au"\nname="&lt;grahamc@zeta.org.au&gt">.  That document tells you almost\neverything you need to know about making an emergency floppy boot kit.\nThe paragraphs below contain a few extra pieces of information that\nwill make your life a bit easier when you follow Graham Chapman\'s\nprocedures:\n\n<itemize>',
     [('EMAIL_ADDRESS', 'grahamc@zeta.org.au')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ftape-HOWTO.sgml', 'en_US',
     'and possibly an answer in the format indicated below to the \n<htmlurl url="mailto:jo@correct.nl"\nname="maintainer"> \nof the <em/Ftape FAQ/ AND to \n<htmlurl url="mailto:linux-tape@vger.rutgers.edu"\nname="Ftape Mailing List">. \n\nIf you make FAQ related postings, then please DON\'T FORGET to prepend the   \nword "<bf/[FAQ]/" to the subject of your posting. Please don\'t add the word  \n"FAQ" to the subject if you post something that isn\'t related to the FAQ.\n\nThat\'s all for now.\n\n<htmlurl url="mailto:heine@math1.rwth-aachen.de" \nname="Claus-Justus Heine">.\n\n<sect>FAQ: "Compiling and installing Ftape" related questions !<p>\n\n<sect1>What Ftape version should I use?<p>\n\nAlways the latest stable version which is _supposed_ to be available from',
     [('EMAIL_ADDRESS', 'jo@correct.nl'), ('EMAIL_ADDRESS', 'linux-tape@vger.rutgers.edu'), ('EMAIL_ADDRESS', 'heine@math1.rwth-aachen.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ftape-HOWTO.sgml', 'en_US',
     'mentioned here, please mail the relevant info to me (<htmlurl\nurl="mailto:heine@math1.rwth-aachen.de"\nname="&lt;heine@math1.rwth-aachen.de&gt">), so I can update the list.\n\n\n<sect1>Retensioning<p>\n\nQIC tapes are particularly sensitive to tape stretch.  The reason is\nthat floppy tapes are pre-formatted with sector information, whereas\nother tape types have their sync information written as the data is\nwritten to the tape.  If the floppy tape stretches and the sync fields\nget out of sync the result will be read errors.  The problem is worse\nwith longer tapes.\n\nIt is a good idea to retension new tapes a few times before using them\nand before formatting them.  You should also try retensioning the tape\nif you are start getting read errors.  It might also be a good idea',
     [('EMAIL_ADDRESS', 'heine@math1.rwth-aachen.de')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ftape-HOWTO.sgml', 'en_US',
     'Thanks to <htmlurl url="mailto:joshg@newwave.net" \n\t\tname="Josh Goins &lt;joshg@newwave.net&gt;">\n\n<item>The Ftape HOWTO :\n\n\t<htmlurl url="http://sunsite.unc.edu/LDP/HOWTO" \n\tname="&lt;http://sunsite.unc.edu/LDP/HOWTO&gt;"> \n\n<item>The Ftape Mailing List :\n\n\t<htmlurl url="mailto:linux-tape@vger.rutgers.edu"\n\tname="&lt;linux-tape@vger.rutgers.edu&gt;">\n</itemize>  \n\nThere is surely quite a lot missing. Please feel free to improve this FAQ.   \nThe preferred way of doing this is to post to the \n<htmlurl url="mailto:linux-tape@vger.rutgers.edu"\nname="Ftape Mailing List">  \nin case you have a question that isn\'t answered here.\n\nAlso, if you are already reading the list regularly and have the impression   \nthat some questions occur again and again, feel free to send that question   ',
     [('EMAIL_ADDRESS', 'joshg@newwave.net'), ('EMAIL_ADDRESS', 'linux-tape@vger.rutgers.edu')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ftape-HOWTO.sgml', 'en_US',
     'The maintainer of the source for <tt/ftape/ is Claus Heine <htmlurl\nurl="mailto:heine@math1.rwth-aachen.de"\nname="&lt;heine@math1.rwth-aachen.de&gt">.  He has a web page at\n<htmlurl url="http://www-math.math.rwth-aachen.de/~LBFM/claus/ftape/"\nname="http://www-math.math.rwth-aachen.de/~LBFM/claus/ftape/">.\n\nIf you have a problem or questions about ftape, try posting to the\n<tt/Linux Tape/ mailing list <tt/linux-tape@vger.rutger.edu/ (see <ref\nid="tape-channel" name="Following the ftape development"> below).  There\nalso used to be a newsgroup that mirrored the mailing list traffic but\nit has vanished some time ago.\n\nI use <tt/ftape/ (it is my sole means of backing up on my linux box :-).\nI hesitate to make recommendations on what hardware to buy.  See the',
     [('EMAIL_ADDRESS', 'heine@math1.rwth-aachen.de'), ('EMAIL_ADDRESS', 'linux-tape@vger.rutger.edu')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/3Dfx-HOWTO.sgml', 'en_US',
     ' url="mailto:Charlie Wallace <Charlie.Wallace@unistudios.com>"\n name="Charlie.Wallace@unistudios.com">.\nThe folks at &c3Dfx;,\nnotably Gary Sanders, Rod Hughes, and Marty Franz, provided\nvaluable input, as did Ross Q. Smith of Quantum3D. The\npages on the Voodoo Extreme and Operation 3Dfx websites\nprovided useful info as well, and in some case I relied on\nthe &c3Dfx; local Newsgroups. The Linux glQuake2 port\nthat uses Linux &Glide; and &Mesa; is maintained by\nDave Kirsch <htmlurl \n url="mailto:Dave Kirsch <zoid@idsoftware.com>"\n name="zoid@idsoftware.com">.\nThanks to all those who sent\ne-mail regarding corrections and updates, and special\nthanks to Mark Atkinson for reminding me of the dual\ncable setup.\n<p>\nThanks to the &SGMLT; package (formerly known as Linuxdoc-SGML),',
     [('EMAIL_ADDRESS', 'Charlie.Wallace@unistudios.com'), ('EMAIL_ADDRESS', 'zoid@idsoftware.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/3Dfx-HOWTO.sgml', 'en_US',
     'boards are a safe bet. Every other &VooDoo; based board\nshould work, too. I have reports regarding the\nOrchid Righteous 3D, Guillemot Maxi 3D Gamer, and \nDiamond Monster 3D. \n<p>\nIf you are a board manufacturer who wants to make\nsure his &VooDoo;, &VooRush; or &VooD2; boards work\nwith upcoming releases of Linux, Xfree86, Linux &Glide;\nand/or Mesa, please contact me, and I will happily forward\nyour request to the persons maintaining the drivers in\nquestion. If you are interested in support for Linux &Glide;\non other then the PC platfrom, e.g. DEC Alpha, please\ncontact the maintainer of Linux &Glide; Daryll Strauss, at\n<htmlurl\n url="mailto:daryll@harlot.rb.ca.us"\n name="daryll@harlot.rb.ca.us">\n\n\n<sect1>Failed to change I/O privilege?\n<p>\nYou need to be root, or <tt>setuid</tt> your',
     [('EMAIL_ADDRESS', 'daryll@harlot.rb.ca.us')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/3Dfx-HOWTO.sgml', 'en_US',
     'from the collection May 6, 2004 by Emma Jane Hogbin (Technical Review\nCoordinator) based on the advice of the maintainer at the time, Michael \nScherer. Comments should be sent to discuss@en.tldp.org\n<p>\nThis document describes &c3Dfx; graphics accelerator chip\nsupport for Linux. It lists some supported hardware,\ndescribes how to configure the drivers, and answers\nfrequently asked questions.\n</abstract>\n\n\n<!-- ====================================================== -->\n<!-- Indexing                                               -->\n<!-- The index entries below might overlap with similar\n     entries from other HOWTO\'s e.g. on Mesa, GLint based\n     graphics, XFree86. Thus they are set as "idxentry"\n     style entries not meant to be tied to a particular',
     [('EMAIL_ADDRESS', 'discuss@en.tldp.org')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/3Dfx-HOWTO.sgml', 'en_US',
     'so the archive might move some time this year - for the\ntime being it will be kept at SGI.\n<p>\nThere is also a GLUT mailing list,\n<tt>glut@perp.com</tt>. Send mail to \n<htmlurl\n url="mailto:Majordomo@perp.com"\n name="majordomo@perp.com">,\nwith the (on of the) following\nin the body of your email message:\n<code>\n   help\n   info glut\n   subscribe glut\n   end\n</code>\n<p>\nAs GLUT handles double buffers, windows, events,\nand other operations closely tied to hardware and operating\nsystem, using GLUT with &VooDoo; requires support, which\nis currently in development within GLX for Mesa. It \nalready works for most cases.\n\n\n<sect>FAQ: But Quake?\n\n<sect1>What about that &c3Dfx; GL driver for Quake?\n<p>\nThe &c3Dfx; Quake GL, aka mini-driver, aka miniport, ',
     [('EMAIL_ADDRESS', 'glut@perp.com'), ('EMAIL_ADDRESS', 'Majordomo@perp.com'), ('EMAIL_ADDRESS', 'majordomo@perp.com')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/retired/3Dfx-HOWTO.sgml', 'en_US',
     'Some of them contributed entire sections to this document.\n<p>\nDaryll Strauss\n<htmlurl \n url="mailto:Daryll Strauss <daryll@harlot.rb.ca.us>"\n name="daryll@harlot.rb.ca.us"> did the port,\nPaul J. Metzger\n<htmlurl \n url="mailto:Paul J. Metzger <pjm@rbd.com>"\n name="pjm@rbd.com">\nmodified the &VooMesa; driver (written by\nDavid Bucciarelli\n<htmlurl \n url="mailto:David Bucciarelli <tech.hmw@plus.it>"\n name="tech.hmw@plus.it">) for Linux, \nBrian Paul \n<htmlurl \n url="mailto:Brian Paul <brianp@RA.AVID.COM>"\n name="brianp@RA.AVID.COM">\nintegrated it\nwith his famous &Mesa; library. With respect to &VooDoo;\naccelerated Mesa, additional thanks has to go to Henri Fousse,\nGary McTaggart, and the maintainer of the &c3Dfx; Mesa\nfor DOS,  Charlie Wallace\n<htmlurl ',
     [('EMAIL_ADDRESS', 'daryll@harlot.rb.ca.us'), ('EMAIL_ADDRESS', 'pjm@rbd.com'), ('EMAIL_ADDRESS', 'tech.hmw@plus.it'), ('EMAIL_ADDRESS', 'brianp@RA.AVID.COM')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hellenic-HOWTO.sgml', 'en_US',
     '++ Isws ena linux .rpm (properly built) tha htan xrhsimo.\n=====================================================================\n</verb>\n\n<sect1>joe<label id="joe">\n<P>\nO joe upostnrizei ellnvika eav evergopoinsoume 8bit support, eite trexovtas joe -asis,\neite bazovtas tnv parametro -asis sto usr/(local/)/lib/joerc.\n\n<sect1>emacs<label id="emacs">\n<P>\nO Emacs 19+ exei diko tou tropo va diaxeirizetai to plnktrologio.\nGi\' auto kai dev douleuei opoiadnpote ellnvikn upostnri3n\nftiaxtei gia tnv kovsola <em/kai/ mesa stov Emacs.\n\nH lusn eivai to paketo greek-mode.el, pou exei ftia3ei o Saravtos Kapidakns \n&lt;<htmlurl url="mailto:sarantos@csd.uch.edu" name="sarantos@csd.uch.edu">&gt;.\nGia perissoteres plnrofories, to idio to paketo mas parapempei stnv\ndieu8uvsn:',
     [('EMAIL_ADDRESS', 'sarantos@csd.uch.edu')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hellenic-HOWTO.sgml', 'en_US',
     'kai perilambavei episnma upostnri3n gia ellnvika apo tnv ekdosn 1.6.0 kai meta. \nGia perissoteres pnrofories deite:\n<htmlurl url="http://www.csd.uch.gr/~lourakis/genscript/"\nname="http://www.csd.uch.gr/~lourakis/genscript/">\n\n<sect1>vi<label id="vi">\n<P>\nO vi opws tov trexete apo tis gvwstes diavomes\n8a prepei va douleyei me ta ellnvika, xwris tropopoinsn,\neav oxi, uparxei o viH (ellnvikos vi, 8a tov breite stov Argea) kai o vim.\n\n<verb>\n=====================================================================\nShmeiwteon oti o vim meta thn ekdosh 4.x exei yposthriksh toy\nlangmap flag (prepei na ginei compile me ayto to flag - standard builds\nden to exoyn synithws). To feature ayto, contributed apo ton \nAngelo Haritsis <ah@computer.org>, einai meros toy standard vim ',
     [('EMAIL_ADDRESS', 'ah@computer.org')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hellenic-HOWTO.sgml', 'en_US',
     'nroff documents with correctly displayed accented characters.  Invoke\ngroff with the "groff -Tlatin1" option to achieve this. \n\nGroff is free software. It is available from URL\n<htmlurl url="ftp://prep.ai.mit.edu/pub/gnu" name="ftp://prep.ai.mit.edu/pub/gnu">\nand many other GNU archives around the world.\n</verb>\n\n<sect1>KDE<label id="KDE">\n<P>\nO Pavagiwtns Bruwvns &lt;<htmlurl \n  url="mailto:vrypan@hellug.gr?subject=KDE" \n  name="vrypan@hellug.gr">&gt;\nexei 3ekivnsei tnv metaglwttisn tou KDE, evos\ngrafikou periballovtos gia Linux/Unix. Deite sxetika:\n<htmlurl \n  url="http://users.hol.gr/~vrypan/cactus/kde.html" \n  name="http://users.hol.gr/~vrypan/cactus/kde.html">,\nH ergasia autn eivai polu snmavtikn ka8ws ola deixvouv oti to KDE',
     [('EMAIL_ADDRESS', 'vrypan@hellug.gr')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hellenic-HOWTO.sgml', 'en_US',
     '<sect1>Suvtnrnsn tou Hellenic-HOWTO<label id="lastvers">\n<P>\nH suvtnrnsn autou tou keimevou givetai apo tov Gewrgato Fwtn &lt;<htmlurl \n\turl="mailto:gef@hellug.gr?subject=HELLENIC-HOWTO" \n\tname="gef@hellug.gr"> &gt;\nkai n pio teleutaia ekdosn 8a brisketai sto URL:\n<htmlurl url="http://students.ceid.upatras.gr/~gef/linux/docs/HOWTO/"\n\tname="http://students.ceid.upatras.gr/~gef/linux/docs/HOWTO/">\n\nTo keimevo auto 8a mporeite va to breite episns edw:\n<itemize>\n<item><htmlurl url="http://www.hellug.gr/gr/howto/howto/pub/html/Hellenic-HOWTO.html" \tname="http://www.hellug.gr/gr/howto/howto/pub/html/Hellenic-HOWTO.html">\n<item><htmlurl url="http://metalab.unc.edu/LDP/HOWTO/Hellenic-HOWTO.html"\n\tname="http://metalab.unc.edu/LDP/HOWTO/Hellenic-HOWTO.html">',
     [('EMAIL_ADDRESS', 'gef@hellug.gr')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Hellenic-HOWTO.sgml', 'en_US',
     ' &lt;<htmlurl url="mailto:ah@computer.org" name="ah@computer.org">&gt;\nkai erxetai me sxedon plhres ellhniko eortologio (me kinhtes kai\nakintes eortes aytomata topothetoymenes).\nTa hmerologia poy paragontai einai highly customisable (mporei kaneis\neykola na balei proswpikes hmeromhnies).\nYparxei kai ena WWW front-end sto:\nhttp://www-asds.doc.ic.ac.uk/cgi-bin/grcal\nTa latest sources toy pcal einai sto:\nhttp://uptown.turnpike.net/~rogers/\n}\n</verb>\n\n<sect1>kermit<label id="kermit">\n<P>\n(???)\n=====================================================================\n     kermit :\n        This is as close as I can get, but not completely satisfying\n        yet: Put the following in your ~/.kermrc file\n<verb>\n          set terminal bytesize 8\n          set command bytesize 8',
     [('EMAIL_ADDRESS', 'ah@computer.org')]),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Thinclient-HOWTO.sgml', '',
     "     RX packets:190369 errors:0 dropped:0 overruns:0 frame:0\n     TX packets:249267 errors:0 dropped:0 overruns:0 carrier:1\n     collisions:4793           Interrupt:5 Base address:0x320\n</code>\n\n<P>\nIf not ...\n<itemize>\n  <item> loopback, if this isn't here you need to activate it at start up,\n\n <item> ethernet card, is it being detected,is the driver a module\n\n <item> you can set these in linuxconf or netcfg\n\n</itemize>\n\n<sect1>Setting up a dhcpd daemon\n\n<p>\nHere the server gives out IP numbers to requests by clients\n\n<itemize>\n<item>is DHCPD installed, maybe (as root) just run ntsysv and have it start at\nboot time\n\n<item>this <tt>/etc/dhcpd.conf</tt> file assigns static IP numbers if you have\na matching MAC address, A MAC address is a unique 'number' given to the NIC.",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Indic-Fonts-HOWTO.xml', '',
     '  FontPath   "/usr/X11R6/lib/X11/fonts/100dpi"\n  FontPath   "/usr/X11R6/lib/X11/fonts/75dpi"\n  FontPath   "/usr/X11R6/lib/X11/fonts/TrueType"\n  FontPath   "/usr/X11R6/lib/X11/fonts/Type1"</programlisting>\n          Next, in order to make use of the OpenType font you have, load the "freetype" module at startup. You can achieve this by adding the following line in the Module section of <filename>XF86Config-4</filename> file.\n          <programlisting>  Load "freetype"</programlisting>\n          Make sure you specify the modules search path in the Files section, too.\n          <programlisting>  ModulePath "/usr/X11R6/lib/modules/fonts"\n  ModulePath "/usr/X11R6/lib/modules/drivers"\n  ModulePath "/usr/X11R6/lib/modules"\n  ModulePath "/usr/X11R6/lib"\n  ModulePath "/usr/lib"</programlisting>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/lkmpg-2.4/02-HelloWorld.sgml', '',
     '   printk(KERN_ALERT "myintArray is %i and %i\\n", myintArray[0], myintArray[1]);\n   return 0;\n}\n\n\nstatic void __exit hello_5_exit(void)\n{\n   printk(KERN_ALERT "Goodbye, world 5\\n");\n}\n\n\nmodule_init(hello_5_init);\nmodule_exit(hello_5_exit);\n]]></programlisting>\n</example>\n\n\t<para>I would recommend playing around with this code:</para>\n\n\t<screen>\n    satan# insmod hello-5.o mystring="bebop" mybyte=255 myintArray=-1\n    mybyte is an 8 bit integer: 255\n    myshort is a short integer: 1\n    myint is an integer: 20\n    mylong is a long integer: 9999\n    mystring is a string: bebop\n    myintArray is -1 and 420\n    \n    satan# rmmod hello-5\n    Goodbye, world 5\n    \n    satan# insmod hello-5.o mystring="supercalifragilisticexpialidocious" \\\n    > mybyte=256 myintArray=-1,-1',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Remote-Boot.sgml', '',
     'Copy the following batch file to <tt>/tftpboot/win95.bpb</tt>:\n<tscreen><code>\nhidelog\nsetpartitions "bigdos:1024"\nsetbootpart 1\nfullunzip "win95.imz" 1\nhidebootprom\nhdboot :1\n</code></tscreen>\n\nYour remote-boot Windows 95 configuration is ready ! You can now either\nset the BOOTP-option-155 to <tt/"win95"/, or type <tt/include "win95.bpb"/\nfrom within BpBatch to test it.\n\n<sect2>Adapting the configuration for other Machines\n<p>\nThe big difference between Windows 3.1 and Windows 95 is that the\nlater includes code for Plug-and-play , ie. automatic detection\nof your hardware. This not a bad thing in itself, but the trouble is\nthat it is often too sensible, and that it sometimes fails.\n\nIf you try to start another client with exactly the same boot image,',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Remote-Boot.sgml', '',
     'VESA graphics may hang some computers under Windows 95. Run MrBatch\nwith the -v option to avoid such problems.\n\nYou can request a specific video mode if you use the parameter "mode"\nThis parameter is optional: if you do not specify any value, the video\nmode will be taken from the first field of the VESA-Modes variable.\n\nValid modes are :\n<itemize>\n<item>640x480    =>  640 by 480 pixels, 256 colors\n<item>800x600    =>  800 by 600 pixels, 256 colors (default mode)\n<item>1024x768   =>  1024 by 768 pixels, 256 colors\n<item>1280x1024  =>  1280 by 1024 pixels, 256 colors\n</itemize>\n\nThe VESA-Modes variable lists the video modes supported by your hardware.\n\nExample: <tt/InitGraph "640x480"/\n\n<tag/CloseGraph/\nClose VESA graphic mode and go back to text mode.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Module-HOWTO.sgml', '',
     '            </revremark>\n        </revision>\n   <revision>\n        <revnumber>v1.07</revnumber>\n        <date>2005-07-20</date>\n        <authorinitials>bjh</authorinitials>\n        <revremark>\n            Add some 2.6 info and disclaimers.\n            Update references to Linux Device Drivers\n            book, Linux Kernel Module Programming Guide.\n            </revremark>\n        </revision>\n   <revision>\n        <revnumber>v1.06</revnumber>\n        <date>2005-01-12</date>\n        <authorinitials>bjh</authorinitials>\n        <revremark>\n            Cover Linux 2.6 briefly.\n            Update hello.c and reference to Lkmpg.\n            Add information about perils of unloading.\n            Mention dmesg as way to see kernel messages.\n            </revremark>\n        </revision>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Module-HOWTO.sgml', '',
     "            address of base I/O port.  Default is 0x340, which will\n            work for most applications.  You select the address of the\n            drive with the PN801-1 through PN801-4 jumpers on the\n            Goldstar Interface Card.  Appropriate settings are: 0x300,\n            0x310, 0x320, 0x330, 0x340, 0x350, 0x360, 0x370, 0x380,\n            0x390, 0x3A0, 0x3B0, 0x3C0, 0x3D0, 0x3E0, and 0x3F0.\n            </para></listitem>\n        </varlistentry>\n    </variablelist>\n</para>\n</sect3>\n\n<sect3>\n<title>\nsbpcd: Sound Blaster CDROM driver\n</title>\n<para>\nThis is a driver for the Matsushita, Panasonic, Creative, Longshine, and\nTEAC CDROM drives that don't attach via ATA or SCSI.\n</para>\n<para>\nExample:\n<screen>\nmodprobe sbpcd sbpcd=0x340\n</screen></para>\n<para>\nParameters:",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Intro-Linux/chap9.xml', '',
     "Device type    : Removable CD-ROM\nVersion        : 0\nResponse Format: 1\nVendor_info    : 'HP      '\nIdentification : 'CD-Writer+ 8100 '\nRevision       : '1.0g'\nDevice seems to be: Generic mmc CD-RW.\nUsing generic SCSI-3/mmc CD-R driver (mmc_cdr).\nDriver flags   : SWABAUDIO\nStarting to write CD/DVD at speed 4 in write mode for single session.\nLast chance to quit, starting real write in 0 seconds. \nOperation starts.\n</screen>\n<para>Depending on your CD-writer, you now have the time to smoke^H^H^H^H^H eat a healthy piece of fruit and/or get a cup of coffee.  Upon finishing the job, you will get a confirmation message:</para>\n<screen>\nTrack 01: Total bytes read/written: 341540864/341540864 \n          (166768 sectors).\n</screen>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/META-FAQ.sgml', '',
     "   compatibles with an ISA or EISA bus (including local bus variants VLB\n   and PCI) and a 386 or higher processor.\n   Some Amiga and Atari computers with MMU's are also supported.\n   This means 68020 with an external MMU, 68030, 68040, or 68060.\n   Support for the Digital Alpha is now stable.\n   Red Hat and Craftworks have Alpha distributions of Linux.\n   Support for Sparc is stable, and Red Hat Linux is available for Sparc.\n   Support for PowerPC is in development for multiple platforms,\n   including Nubus and PCI Macintosh, Motorola Powerstack, IBM\n   830 and 850, and other platforms.\n   Support for ARM, StrongARM, and MIPS is in various stages of\n   completion, but don't hold your breath.\n   Read comp.os.linux.announce instead.",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/NFS-HOWTO/intro.sgml', '',
     '     (but not all) standard distributions come with kernels that support\n     NFS version 3.\n   </para>\n   <para>\n     Handling files larger than 2 GB will require a 2.4x kernel and a \n     2.2.x version of <application>glibc</application>.\n   </para>\n   <para>\n     All kernels after 2.2.18 support NFS over TCP on the client side.\n     As of this writing, server-side NFS over TCP only exists in a\n     buggy form as an experimental option in the post-2.2.18 series;\n     patches for 2.4 and 2.5 kernels have been introduced starting with\n     2.4.17 and 2.5.6.  The patches are believed to be stable, though\n     as of this writing they are relatively new and have not seen\n     widespread use or integration into the mainstream 2.4 kernel.\n   </para>\n   <para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/OLSR-IPv6-HOWTO/OLSR-IPv6-HOWTO.xml', '',
     '     neighbor list: 11:43:19.194967                \n     neighbor list: 11:43:21.395046\n     neighbor list: 11:43:23.604800\n     neighbor list: 11:43:25.694875\n     </screen>\n\n    <calloutlist>\n\n      <callout arearefs="tuning">\n        <para>This shows all the settings OLSRd is using. You may\n        override these by either specifying it in the config file\n        (<filename>/etc/olsrd.conf</filename>) or specify it at the\n        command line. Read the <ulink\n        url="http://www.ietf.org/rfc/rfc3626.txt">OLSR RFC</ulink> for a\n        description on what all these settings means.</para>\n      </callout>\n\n      <callout arearefs="interface">\n        <para>OLSRd found our interface. If you are using OLSRd with\n        multiple interfaces, <quote>Multiple Interface',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/OLSR-IPv6-HOWTO/OLSR-IPv6-HOWTO.xml', '',
     '\t\t<surname>Zimmerman</surname> \n\t\t<contrib>Language review of (0.5)</contrib>\n\t</editor>\n\n     <!-- All dates specified in ISO "YYYY-MM-DD" format -->\n     <pubdate>2004-04-23</pubdate>\n\n     <!-- Most recent revision goes at the top; list in descending order -->\n     <revhistory id="revhistory">\n       <revision>\n\t  <revnumber>1.0</revnumber>\n\t  <date>2004-04-23</date>\n\t  <authorinitials>EJH</authorinitials>\n\t  <revremark>Final review complete. Document published to the LDP\n\t  collection.</revremark>\n\t  </revision>\n      <revision>\n          <revnumber>0.6</revnumber>\n          <date>2004-04-19</date>\n          <authorinitials>LKS</authorinitials>\n          <revremark>Thanks to Thomas Zimmerman &lt;thomas (at) zimres\n\t  net> for a language review! Updated to latest version number and',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Filesystem-Hierarchy/var.xml', '',
     '  be put onto separate partitions or systems, e.g. for easier backups, due to\n  network topology or security concerns. Other directories have to be on the\n  root partition, because they are vital for the boot process.\n  &#39;Mountable&#39; directories are: &#39;/home&#39;, &#39;/mnt&#39;,\n  &#39;/tmp&#39;, &#39;/usr&#39; and &#39;/var&#39;. Essential for booting\n  are: &#39;/bin&#39;, &#39;/boot&#39;, &#39;/dev&#39;, &#39;/etc&#39;,\n  &#39;/lib&#39;, &#39;/proc&#39; and &#39;/sbin&#39;.\n  </para>\n\n  <para>\n  <screen>\nIf /var cannot be made a separate partition, it is often preferable to move /\nvar out of the root partition and into the /usr partition. (This is sometimes\ndone to reduce the size of the root partition or when space runs low in the',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Turkish-HOWTO.sgml', '',
     '�imdi, daha �nce yar�m b�rakt���m�z noktaya geri d�nelim. X Window\'un\ny�kleyece�i yaz�tiplerinin bulundu�u dizinler <tt>/usr/X11R6/lib/X11/XF86Config </tt> dosyas�nda belirtiliyordu. \n\n<p>\n\nBu dosya i�inde, a�a��dakine \n\n<tscreen><verb>\nFontPath   "/usr/X11R6/lib/X11/fonts/misc/"\nFontPath   "/usr/X11R6/lib/X11/fonts/75dpi/:unscaled"\nFontPath   "/usr/X11R6/lib/X11/fonts/100dpi/:unscaled"\nFontPath   "/usr/X11R6/lib/X11/fonts/Type1/"\nFontPath   "/usr/X11R6/lib/X11/fonts/Speedo/"\n</verb></tscreen>\n\nya da buna \n\n<tscreen><verb>\nFontPath    unix/-1\n</verb></tscreen>\n\nbenzer sat�rlar g�receksiniz.\n<p>\nBu sat�rlar�n en ba��na, kurdu�umuz T�rk�e yaz�tipleri neredeyse o\ndizinin ad�n� yaz�yoruz. Red Hat Linux 6.0\'dan itibaren T�rk�e yaz�tipleri',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Turkish-HOWTO.sgml', '',
     "<sect1>X Window alt�nda T�rk�e klavye kullan�lmas� \n\n<p>\n\nS�ra geldi klavye ayarlar�n�n yap�lmas�na. Red Hat ile birlikte, T�rk�e\nklavye e�lem dosyalar� da geliyor. Bu dosyalar, <tt>/usr/X11R6/lib/X11/etc</tt>\ndizininde yeral�yorlar:\n\n<tscreen><verb>\n# cd /usr/X11R6/lib/X11/etc/\n# ls -al xmodmap.*\n-r--r--r--   1 root     root         4988 Oct 10 10:53 xmodmap.std\n-rw-r--r--   1 root     root         2764 Oct  6  1998 xmodmap.tralt\n-rw-r--r--   1 root     root         2316 Oct  6  1998 xmodmap.trf\n-rw-r--r--   1 root     root         2316 Oct  6  1998 xmodmap.trq\n</verb></tscreen>\n\nYukar�daki dosyalar s�ras�yla standart Amerikan klavye, alt T�rk�e klavye, F\nklavye ve Q T�rk�e klavyeye kar��l�k geliyor. X Window'a girerken bu",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/VME-HOWTO.sgml', '',
     '<ITEM> December 1997, v0.3 - Useable version used for actual work with project.\r\n</ITEM>\r\n<ITEM> February 1998, v0.6 - DMA mode added to VME access modes.\r\n</ITEM>\r\n<ITEM> June, 1998, v0.8 - Fixed a few things to allow the new VMEUtils to work.\r\n</ITEM>\r\n<ITEM> June 24, 1998, v0.8a - Last version for the 2.0.x kernels\r\n</ITEM>\r\n<ITEM> April 18 2000, v0.95 - First version for the 2.2.x kernels\r\n</ITEM>\r\n<ITEM> October 16, 2000, v1.00a - Release for the 2.2.x kernels\r\n</ITEM>\r\n<ITEM> April 23, 2001, v1.01a - Same as 1.00a, but with the new device major number 221.\r\n</ITEM>\r\n<item> October 16, 2001, v1.1 - Our first release with support for 2.4 and 2.2 kernels. </item>\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/VME-HOWTO.sgml', '',
     'You should see three directories:\r\n<VERB>\r\nca91c042\r\nvmeshell\r\nvmeutils\r\n</VERB>\r\n</P>\r\n<P>\r\nIn ca91c042 you should find:\r\n<VERB>\r\nca91c042/\r\nca91c042/Makefile\r\nca91c042/ca91c042.c\r\nca91c042/ca91c042.h\r\nca91c042/README\r\nca91c042/e\r\nca91c042/ins\r\nca91c042/stat\r\nca91c042/uns\r\n</VERB>\r\n</P>\r\n<P>\r\nIn vmeshell you should find:\r\n<VERB>\r\nvmeshell/vmer\r\nvmeshell/README\r\nvmeshell/vmeseek\r\nvmeshell/cmd.vme\r\nvmeshell/vmew\r\nvmeshell/vmeregw\r\nvmeshell/vmeregr\r\nvmeshell/vmefa\r\nvmeshell/vmecall\r\nvmeshell/e\r\nvmeshell/ec\r\nvmeshell/fa.vme\r\nvmeshell/map.vme\r\nvmeshell/tmp.vme\r\nvmeshell/vmedb\r\nvmeshell/vmedl\r\nvmeshell/vmedw\r\nvmeshell/vmemap\r\nvmeshell/vmerb\r\nvmeshell/vmerf\r\nvmeshell/vmerl\r\nvmeshell/vmerw\r\nvmeshell/vmewb\r\nvmeshell/vmewf\r\nvmeshell/vmewl\r\nvmeshell/vmeww\r\nvmeshell/makelinks\r\n</VERB>\r\n</P>\r\n<P>\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/PalmOS-HOWTO.sgml', '',
     ' http://www.redbug.uklinux.net/palm/index.html</ulink>.\n</para>\n\n\n</sect2>\n\n<sect2 id="changes"><title>Major Changes</title>\n\n<para>\n This document was originally called the Palm Howto. Major changes are \ndetailed below.\n</para>\n\n<para>\n<revhistory>\n\n<revision><revnumber>2.0.1</revnumber> <date>2002-03-03</date>\n<revremark>\nAdded info about various software that I hadn\'t even heard of before I \ngot feedback from 2.0.0.\n</revremark>\n</revision>\n\n<revision><revnumber>2.0.0</revnumber> <date>2002-01-06</date>\n<revremark>\nMajor rewrite to include USB connections and recent PalmOS devices\n</revremark>\n</revision>\n\n<revision><revnumber>1.1.1</revnumber><date>1999-02-28</date>\n<revremark>\nLast version maintained by David Silber.\n</revremark>\n</revision>\n\n</revhistory>\n</para>\n\n</sect2>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Leased-Line.xml', '',
     '<revision>\n<revnumber>2.3b5</revnumber>\n<date>2004-12-31</date>\n<authorinitials>RvdP</authorinitials>\n<revremark>1st XML version</revremark>\n</revision>\n\n<revision>\n<revnumber>2.3b4</revnumber>\n<date>2003-10-01</date>\n<authorinitials>RvdP</authorinitials>\n<revremark>Escaped email address</revremark>\n</revision>\n\n<revision>\n<revnumber>2.3b3</revnumber>\n<date>2002-09-19</date>\n<authorinitials>RvdP</authorinitials>\n<revremark>1st experimental DocBook version</revremark>\n</revision>\n\n<revision>\n<revnumber>2.2</revnumber>\n<date>2001-12-05</date>\n<authorinitials>RvdP</authorinitials>\n<revremark>FDL copyright</revremark>\n</revision>\n\n<revision>\n<revnumber>2.1</revnumber>\n<date>2000-08-03</date>\n<authorinitials>RvdP</authorinitials>\n<revremark>New author email address</revremark>\n</revision>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Leased-Line.xml', '',
     '<ulink url="http://www.sput.nl/hardware/modem-reset.html#l2h">circuit</ulink>\nwhich hard resets the modem on the low to high transition of DTR.\nThe FreeBSD pppd however, isn\'t very happy about this. By combining the\nsetting &amp;D0 with a\n<ulink url="http://www.sput.nl/hardware/modem-reset.html#h2l">circuit</ulink>\nwhich resets on the high to low transition instead, this problem can be\navoided. \n</para>\n\n</sect3>\n\n<sect3 id="tron">\n<title>Tron DF</title>\n\n<para>\nThe ESC char should be disabled by setting S2 &gt; 127;\n\n<variablelist>\n\n<varlistentry>\n<term>Originate:</term>\n<listitem>\n<para>\nATL1&amp;L1Q1&amp;C1&amp;D3S2=171\\D1&amp;W\n</para>\n</listitem>\n</varlistentry>\n\n<varlistentry>\n<term>Answer:</term>\n<listitem>\n<para>\nATM0&amp;L2Q1&amp;C1&amp;D3S0=1S2=171\\D1&amp;W\n</para>\n</listitem>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/FTP.sgml', '',
     '250-What you\'ll find here: kernel sources and patches\n250-\n250-\n250 CWD command successful.\n</verb></tscreen>\n\n<p>The messages you see, which begin with "250", are information messages sent\nby the server. In this case, the ftp server is configured to automatically\nsend you the README file when you cd into the directory.\n\n<sect1>Downloading and uploading files\n\n<p>Now, after doing another <tt>ls</tt>, you see that you want to <tt>cd</tt> into the v2.2\ndirectory. You do yet another <tt>ls</tt>, and find the file you want to download. It\nis <tt>linux-2.2.13.tar.gz</tt>. So you type this:\n\n<tscreen><verb>\nftp> get linux-2.2.13.tar.gz\nlocal: linux-2.2.13.tar.gz remote: linux-2.2.13.tar.gz\n200 PORT command successful.\n150 Opening BINARY mode data connection for linux-2.2.13.tar.gz (15079540',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/FTP.sgml', '',
     "bytes).\n</verb></tscreen>\n\n<p>The ftp program has started saving the remote file\n<tt>linux-2.2.13.tar.gz</tt> as the local file <tt>linux-2.2.13.tar.gz</tt>.\n\n<p>If you wanted to save it as the local file <tt>foo.tar.gz</tt>, you could have\nspecified it like this:\n\n<tscreen><verb>\nftp> get linux-2.2.13.tar.gz foo.tar.gz\nlocal: foo.tar.gz remote: linux-2.2.13.tar.gz\n200 PORT command successful.\n150 Opening BINARY mode data connection for linux-2.2.13.tar.gz (15079540\nbytes).\n</verb></tscreen>\n\n<p>If you want to download more than one file at a time, you'll have to use the\n<tt>mget</tt> (multiple get) command. You can use <tt>mget</tt> together with a\nspace-delimited list of filenames you want to download, or you can use wildcards\nwith the <tt>mget</tt> command. For example:\n\n<tscreen><verb>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Francophones-HOWTO.sgml', '',
     "Autrement dit si ta police n'est pas iso-8859-1 tu dois dire � setfont de\nfaire des mappings; en particulier s ic'est une police qui utilise l'encodage\nDOS cp437 tu fais � setfont -u cp437 nomdelapolice �. Moi par exemple j'aime\nbeaucoup la police � t.fnt � de la Slackware, et j'ai donc quelque part\ndans /etc/rc.d/* une ligne � setfont -u cp437 t.fnt �\n\nOu alors tu modifies la police (il y a un logiciel qui fait cela avec\ninterface svgalib, et un autre nomm� � chedit � qui permet de cr�er des\nimages an ascii-art, un fichier par caract�re (256 fichiers donc), il te\nsuffit alors de jongler avec les fichiers pour les changer de place et\nr�g�nerer la police).  Note cependant que le codage cp437 n'inclut pas\ntous les caract�res de iso-8859-1, notamment manquent quasi toutes les",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Francophones-HOWTO.sgml', '',
     '\tbindkey "\\e[5~"  up-line-or-history\n\tbindkey "\\e[6~"  down-line-or-history\n</verb></tscreen>\n\n\n<sect1>tcsh<p>\n\nPour tcsh, placer, dans le fichier <tt>/etc/csh.login</tt> ou dans les\nfichiers <tt/.tcshrc/ des utilisateurs concern�s, les variables\nindiqu�es plus haut en rempla�ant export par setenv:\n\n<tscreen><verb>\n\tsetenv LC_CTYPE=ISO-8859-1\n\tsetenv LANGUAGE=fr\n\tsetenv LC_MESSAGES=fr\n\tsetenv LC_ALL=fr\n\tsetenv LANG=fr\n\tsetenv LESSCHARSET=latin1\n</verb></tscreen>\n\n<sect1>Pour tous les shells<p>\n\nRemplacer \'iso_8859_1\' par \'iso-8859-1\' si cela ne fonctionne pas, voire\nfrench.iso88591.fr_FR ou fr_BR, fr_CA, fr_CH, fr_LU...\n\n&Agrave; propos de LANG, il vaut mieux �viter fr_FR et lui pr�f�rer fr\ncar certains programmes ne passent pas vraiment par la resolution de',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch04.sgm', '',
     '$ <userinput>ls -l /dev/ttyS*</userinput>\n0 crw-rw----   1 uucp     dialout    4,  64 Oct 13  1997 /dev/ttyS0\n0 crw-rw----   1 uucp     dialout    4,  65 Jan 26 21:55 /dev/ttyS1\n0 crw-rw----   1 uucp     dialout    4,  66 Oct 13  1997 /dev/ttyS2\n0 crw-rw----   1 uucp     dialout    4,  67 Oct 13  1997 /dev/ttyS3\n</screen>\n</para>\n\n<para>\nIf there is no device with major number 4 and minor number 65, you\nwill have to create one. Become the superuser and type:\n</para>\n\n<para>\n<screen>\n# <userinput>mknod -m 666 /dev/ttyS1 c 4 65</userinput>\n# <userinput>chown uucp.dialout /dev/ttyS1</userinput>\n</screen>\nThe various Linux distributions use slightly differing strategies for\nwho should own the serial devices. Sometimes they will be owned by',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch04.sgm', '',
     '/sbin/setserial /dev/ttyS2 auto_irq skip_test autoconfig\n/sbin/setserial /dev/ttyS3 auto_irq skip_test autoconfig\n#\n# Display serial device configuration\n/sbin/setserial -bg /dev/ttyS*\n</screen>\n</example>\n\n\n<para>\nThe <literal>-bg /dev/ttyS*</literal> argument in the last\ncommand will print a neatly formatted summary of the hardware configuration\nof all active serial devices. The output will look like that shown in\n<xref linkend="X-087-2-serial.setserial.output">.\n</para>\n\n<example id="X-087-2-serial.setserial.output">\n<title>Output of setserial -bg /dev/ttyS Command</title>\n<screen>\n/dev/ttyS0 at 0x03f8 (irq = 4) is a 16550A\n/dev/ttyS1 at 0x02f8 (irq = 3) is a 16550A\n</screen>\n</example>\n\n</sect2>\n\n<sect2 id="x-087-2-serial-stty"><title>The stty Command</title>\n<para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Bash-Beginners-Guide/index-gloss.xml', '',
     '      <para><xref linkend="sect_03_02_01_01" /></para>\n    </glossdef>\n    </glossentry>\n\n  <glossentry id="index-gloss-globbing">\n    <glossterm>globbing</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_02_03_02" /></para>\n    </glossdef>\n    </glossentry>\n  <glossentry id="index-gloss-grep">\n    <glossterm>grep</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_04_02_01" /></para>\n    </glossdef>\n    </glossentry>\n\n</glossdiv>\n<glossdiv id="index-gloss-H"><title>H</title>\n  <glossentry id="index-gloss-heredoc">\n    <glossterm>here document</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_08_02_04_04" /></para>\n    </glossdef>\n    </glossentry>\n</glossdiv>\n<glossdiv id="index-gloss-I"><title>I</title>\n  <glossentry id="index-gloss-if">',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Bash-Beginners-Guide/index-gloss.xml', '',
     '    <glossterm>continue</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_09_05_02" /></para>\n    </glossdef>\n    </glossentry>\n  <glossentry id="index-gloss-controlsigs">\n    <glossterm>control signals</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_12_01_01_03" /></para>\n    </glossdef>\n    </glossentry>\n\n  <glossentry id="index-gloss-createvars">\n    <glossterm>creating variables</glossterm>\n    <glossdef>\n      <para><xref linkend="sect_03_02_02" /></para>\n    </glossdef>\n    </glossentry>\n\n  <glossentry id="index-gloss-csh">\n    <glossterm>csh</glossterm>\n    <glossdef>\n      <para>The C shell, <xref linkend="sect_01_01_02" /></para>\n    </glossdef>\n    </glossentry>\n</glossdiv>\n\n<glossdiv id="index-gloss-D"><title>D</title>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Mock-Mainframe.xml', '',
     '<ulink url="http://www.linuxgazette.com/issue70/arndt.html">The Linux Gazette http://www.linuxgazette.com/issue70/arndt.html</ulink>, Matthias Arndt shows how\nto convert an Atari ST into a terminal; Nicholas Petreley explains in\n<ulink url="http://www.itworld.com/Comp/2384/LWD010511penguin2/">IT World.com http://www.itworld.com/Comp/2384/LWD010511penguin2/</ulink> how to use your Palm\nPilot. If you can get it connected to the serial port, chances are you can\nget it running on Linux. There are special cards with multiple serial ports\nfor larger setups. Of course, there is a HOWTO for that as well: <emphasis>The\nSerial HOWTO</emphasis> by David S.Lawyer.\n</simpara>\n\n<simpara>\nYou can also get special text terminals as individual machines.  David S.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Mock-Mainframe.xml', '',
     'execution for a time when the system load has fallen below a certain value\n(to see what your system load currently is, run <literal>uptime</literal> from a shell or\n<literal>xload</literal> under X Windows). The documentation gives this value as 0.8. The\nsyntax for <literal>batch</literal> is basically the same as for <literal>at</literal>, except that the time\nfield is optional.\n</simpara>\n\n</section>\n</section>\n<section>\n<title>Odds and Ends</title>\n<section>\n<title>Mock Mainframe Case Studies</title>\n<literallayout class="monospaced">\nTwo People Home Setup\n\nMainframe: Dual Intel Pentium II Xeon 450 MHz 512 KByte cache CPU, 384 MByte\n           PC-100 RAM, PCI graphics card.\nTerminal:  AMD K6-2 300 MHz, 64 MByte SDRAM.\nGuardian:  PentiumPro 200 MHz, 64 MByte RAM.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Serial-HOWTO.sgml', '',
     '<item>STB-4COM (4 ports)\n<item>Twincom ACI/550\n<item>Usenet Serial Board II (4 ports) *\n<item>VScom (uses same driver as ByteRunner)\n</itemize>\n<p>\nIn general, Linux will support any serial board which uses a 8250,\n16450, 16550, 16550A, 16650, 16650V2, 16654, 16750, 16850, 16950, and\n16954.  UART.  See the latest man page for "setserial" for a more\ncomplete list.\n\nNotes:\n\nAST Fourport: You might need to specify <tt/skip_test/ in <tt/rc.serial/.\n\nBB-1004 and BB-1008 do not support DCD and RI lines, and thus are not\nusable for dialin modems.  They will work fine for all other purposes.\n\nDigi PC/8 Interrupt Status Register is at 0x140.\n\nSIIG IO1812 manual for the listing for COM5-COM8 is\nwrong.  They should be COM5=0x250, COM6=0x258, COM7=0x260, and\nCOM8=0x268.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Serial-HOWTO.sgml', '',
     'tty00, tty01, etc.  \n\n<p>The tables below shows some examples of serial device names.  The\nIO addresses are the default addresses for the old ISA bus (not for\nthe newer PCI and USB buses).\n\n<tscreen><verb>\ndos     common                  IO       USB-BUS ( ACM => acm modem )\nname     name     major minor address || common name      common name\nCOM1   /dev/ttyS0  4,  64;   3F8      || /dev/ttyUSB0  |  /dev/ttyACM0\nCOM2   /dev/ttyS1  4,  65;   2F8      || /dev/ttyUSB1  |  /dev/ttyACM1\nCOM3   /dev/ttyS2  4,  66;   3E8      || /dev/ttyUSB2  |  /dev/ttyACM2\nCOM4   /dev/ttyS3  4,  67;   2E8      || /dev/ttyUSB3  |  /dev/ttyACM3\n -     /dev/ttyS4  4,  68;   various\n</verb></tscreen>\n\n<sect1> USB (Universal Serial Bus) Serial Ports',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BTTV.sgml', '',
     ' <command>card=</command><emphasis>n</emphasis>        <command>card type</command>\n-------------------------------------------------------\n\n <command>card=0</command>      UNKNOWN/GENERIC\n <command>card=1</command>      MIRO PCTV\n <command>card=2</command>      Hauppauge (bt848)\n <command>card=3</command>      STB, Gateway P/N 6000699 (bt848)\n <command>card=4</command>      Intel Create and Share PCI/ Smart Video Recorder III\n <command>card=5</command>      Diamond DTV2000\n <command>card=6</command>      AVerMedia TVPhone\n <command>card=7</command>      MATRIX-Vision MV-Delta\n <command>card=8</command>      Lifeview FlyVideo II (Bt848) LR26 / MAXI TV Video PCI2 LR26\n <command>card=9</command>      IMS/IXmicro TurboTV\n <command>card=10</command>     Hauppauge (bt878)',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/BTTV.sgml', '',
     '   numid=2,iface=MIXER,name=\'Capture Boost\'\n   ; type=BOOLEAN,access=rw---,values=1\n   values=on\n\n   $ amixer -c 1 cget name=\'Capture Volume\'\n   numid=1,iface=MIXER,name=\'Capture Volume\'\n   ; type=INTEGER,access=rw---,values=1,min=0,max=15,step=0\n   : values=0\n</screen>    \nUse <command>cset</command> for the capture source:\n<screen>\n   $ amixer -c 1 cset name=\'Capture Source\' 0\n</screen>\n...and to set the volume:\n<screen>\n   $ amixer -c 1 cset name="Capture Volume\' 15\n</screen>\n...and you should be ready.</para>\n<para>\nNow try to record something:\n<screen>\n   $ streamer -p 4 -t 1:00 -r 24 -q -o test.avi -j 90 -f mjpeg -F mono16\n</screen>\n...and you should be recording a sound-enabled avi file. Press [Ctrl]-C to \ncancel early. Next step is to automate the recording for your very own ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/phhttpd-HOWTO.sgml', '',
     "that was given with the header.  The contents of the 'access' log is a little more\r\ninteresting.  It has the decoded relative URL that was asked for, followed by the total bytes\r\nthat were transfered, and the time in seconds that it took to transfer. \r\n<programlisting>\r\n387f7a45 387f7a45800210ac8910500 /index.html - 2132 0\r\n</programlisting>\r\nis an entry from an 'access' log.\r\n</para>\r\n<para>The first field is the time in seconds since the Unix epoch, a.k.a. <varname>time_t</varname>.  The second field is associated with the client connection that caused the log\r\nentry.  It is constant for the duration of the connection, and is written to all the logs\r\nentries, of whatever type, that are generated.  This allows a log parser to do more complete\r",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/LDP-Reviewer-HOWTO.xml', '',
     '\tto reflect actual procedure (technical, language and finally metadata).</revremark>\n\t</revision>\n\t \n\t <revision>\n\t <revnumber>1.4</revnumber>\n\t <date>2004-04-18</date>\n\t <authorinitials>EJH</authorinitials>\n\t <revremark>Updated the language review: clarified use of capitals, and\n\t added a new requirement that Latin abbreviations always use their\n\t English counterpart instead.\n\t </revremark>\n\t </revision>\n\t <revision>\n\t <revnumber>1.3</revnumber>\n\t <date>2004-01-31</date>\n\t <authorinitials>EJH</authorinitials>\n\t <revremark>Added the metadata and markup review information.</revremark>\n\t </revision>\n       <revision>\n\t <revnumber>1.2</revnumber>\n\t <date>2003-11-09</date>\n\t <authorinitials>TMM</authorinitials>\n\t <revremark>Updated content, URLs, mailing lists, converted to XML.</revremark>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Pocket-Linux-Guide/phase4.xml', '',
     '      <title>Create a compressed root disk image</title>\n\n      <para><programlisting><prompt>bash#</prompt> cd /\n<prompt>bash#</prompt> dd if=/dev/zero of=/dev/ram7 bs=1k count=4096\n<prompt>bash#</prompt> mke2fs -m0 /dev/ram7 4096\n<prompt>bash#</prompt> mount /dev/ram7 /mnt\n<prompt>bash#</prompt> cp -dpR ~/staging/* /mnt\n<prompt>bash#</prompt> umount /dev/ram7\n<prompt>bash#</prompt> dd if=/dev/ram7 of=~/phase4-image bs=1k count=4096\n<prompt>bash#</prompt> gzip -9 ~/phase4-image</programlisting></para>\n    </sect2>\n\n    <sect2>\n      <title>Write the root disk image to floppy</title>\n\n      <para>Insert the diskette labeled "root disk" into drive fd0.</para>\n\n      <para><programlisting><prompt>bash#</prompt> dd if=~/phase4-image.gz of=/dev/fd0 bs=1k</programlisting></para>\n    </sect2>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Pocket-Linux-Guide/appendix-a.xml', '',
     '          <para>Optionally create additional IDE devices.</para>\n        </sect4>\n\n        <sect4>\n          <title>Ramdisk</title>\n\n          <para><programlisting>bash# mknod -m 640 ~/staging/dev/ram1 b 1 1\nbash# mknod -m 640 ~/staging/dev/ram2 b 1 2 \nbash# mknod -m 640 ~/staging/dev/ram3 b 1 3\nbash# mknod -m 640 ~/staging/dev/ram4 b 1 4\nbash# mknod -m 640 ~/staging/dev/ram5 b 1 5\nbash# mknod -m 640 ~/staging/dev/ram6 b 1 6\nbash# mknod -m 640 ~/staging/dev/ram7 b 1 7</programlisting></para>\n        </sect4>\n\n        <sect4>\n          <title>Audio</title>\n\n          <para><programlisting>bash# mknod -m664 ~/staging/dev/dsp c 14 3\nbash# mknod -m664 ~/staging/dev/mixer c 14 0</programlisting></para>\n        </sect4>\n      </sect3>\n\n      <sect3>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Pocket-Linux-Guide/appendix-a.xml', '',
     'bash# cp /lib/libm.so.6 .\nbash# cp /usr/lib/libgcc_s.so.1 .\nbash# cd ~/usr-staging/share/terminfo/l\nbash# cp /usr/share/terminfo/l/linux .</programlisting></para>\n      </sect3>\n\n      <sect3>\n        <title>Make a compressed image and copy it to diskette</title>\n\n        <para><programlisting>bash# cd /\nbash# dd if=/dev/zero of=/dev/ram7 bs=1k count=4096\nbash# mke2fs -m0 /dev/ram7\nbash# mount /dev/ram7 /mnt\nbash# cp -dpR ~/usr-staging/* /mnt\nbash# umount /dev/ram7\nbash# dd if=/dev/ram7 of=~/mp3blaster-image bs=1k\nbash# gzip -9 ~/mp3blaster-image</programlisting></para>\n\n        <para>Insert the diskette labeled "mp3blaster" into drive fd0.</para>\n\n        <para><programlisting>bash# dd if=~/mp3blaster-image.gz of=/dev/fd0 bs=1k</programlisting></para>\n      </sect3>\n    </sect2>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Apache-WebDAV-LDAP-HOWTO.xml', '',
     '<para>Verify mySQL daemon is running, by using the ps -ef command. You should see the following output:</para>\n<screen><command># ps -ef | grep mysql</command>\nroot      3237     1  0 May29 ?        00:00:00 /bin/sh bin/safe_mysqld\nmysql     3256  3237  0 May29 ?        00:06:58 /usr/local/mysql/bin/mysqld --defaults-extra-file=/usr/local/mysql/data/my.cnf --basedir=/usr/local/mysql --datadir=/usr/local/mysql/data --user=mysql --pid-file=/usr/local/mysql/data/downloa\n</screen>\n</sect3>\n<sect3><title>Stopping mySQL</title>\n<para>To stop the MySQL server, follow the instructions below</para>\n<screen><command># cd /usr/local/mysql</command>\n<command># ./bin/mysqladmin -u root -p shutdown</command>\n</screen>\n</sect3>\n<sect3><title>Locating Data Directory</title>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Apache-WebDAV-LDAP-HOWTO.xml', '',
     '\t\t Added the SSL performance tuning section.\n         </revremark>\n      </revision>\n\n\n\n      <revision>\n       <revnumber>v4.1.1</revnumber>\n         <date>2003-09-29</date>\n         <authorinitials>sa</authorinitials>\n\t <revremark>\n\t\t Updated the SSL section based on the feedback received from readers.\n         </revremark>\n      </revision>\n\n      <revision>\n       <revnumber>v4.1.0</revnumber>\n         <date>2003-09-02</date>\n         <authorinitials>sa</authorinitials>\n\t <revremark>\n\t\t Updated the SSL section based on the feedback received from readers.\n         </revremark>\n      </revision>\n\n      <revision>\n       <revnumber>v4.0.2</revnumber>\n         <date>2003-08-01</date>\n         <authorinitials>sa</authorinitials>\n          <revremark>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Jaz-Drive-HOWTO.sgml', '',
     '    scsi : 1 host.\n      Vendor: iomega    Model: jaz 2GB           Rev: E.17\n      Type:   Direct-Access                      ANSI SCSI revision: 02\n    Detected scsi removable disk sda at scsi0, channel 0, id 4, lun 0\n    scsi : detected 1 SCSI disks total.\n    (scsi0:0:4:0) Synchronous at 10.0 Mbyte/sec, offset 15.\n    sda : READ CAPACITY failed.\n    sda : status = 1, message = 00, host = 0, driver = 28 \n    sda : extended sense code = 2 \n    sda : block size assumed to be 512 bytes, disk size 1GB.  \n</verb></P>\n\n<P>If something resembling these lines doesn\'t appear, then your kernel is\n probably not configured correctly (or you picked the wrong pre-built\n kernel).</P>\n\n<P>If the "scsi0 :" line does not appear, then you have not configured your',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Jaz-Drive-HOWTO.sgml', '',
     "<P>Here's the kernel booting output from a 2.0.36 kernel with an \n Adaptec 2940 controller (using the aic7xxx driver):\n\n<verb>\n    (scsi0) <Adaptec AHA-2940A Ultra SCSI host adapter> found at PCI 14/0\n    (scsi0) Narrow Channel, SCSI ID=7, 3/255 SCBs\n    (scsi0) Warning - detected auto-termination\n    (scsi0) Please verify driver detected settings are correct.\n    (scsi0) If not, then please properly set the device termination\n    (scsi0) in the Adaptec SCSI BIOS by hitting CTRL-A when prompted\n    (scsi0) during machine bootup.\n    (scsi0) Cables present (Int-50 NO, Ext-50 YES)\n    (scsi0) Downloading sequencer code... 419 instructions downloaded\n    scsi0 : Adaptec AHA274x/284x/294x (EISA/VLB/PCI-Fast SCSI) 5.1.2/3.2.4\n           <Adaptec AHA-2940A Ultra SCSI host adapter>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Unix-and-Internet-Fundamentals-HOWTO.xml', '',
     "second.</para>\n\n<para>Here's a full list reflecting early-2000 speeds for a typical desktop\nmachine. While speed and capacity will go up and prices will drop, you can\nexpect these ratios to remain fairly constant &mdash; and it's those ratios that\nshape the memory hierarchy.</para>\n\n<variablelist>\n<varlistentry>\n<term>Disk</term>\n<listitem><para>Size: 13000MB\tAccesses: 100KB/sec</para></listitem>\n</varlistentry>\n<varlistentry>\n<term>Main memory</term>\n<listitem><para>Size: 256MB\tAccesses: 100M/sec</para></listitem>\n</varlistentry>\n<varlistentry>\n<term>External cache</term>\n<listitem><para>Size: 512KB\tAccesses: 250M/sec</para></listitem>\n</varlistentry>\n<varlistentry>\n<term>Internal Cache</term>\n<listitem><para>Size: 32KB\tAccesses: 500M/sec</para></listitem>\n</varlistentry>\n<varlistentry>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Unix-and-Internet-Fundamentals-HOWTO.xml', '',
     '         </revremark>\n      </revision>\n\n      <revision>\n         <revnumber>1.7</revnumber>\n         <date>2000-03-06</date>\n         <authorinitials>esr</authorinitials>\n          <revremark>\n            Correct and expanded the section on file permissions.\n          </revremark>\n      </revision>\n\n      <revision>\n         <revnumber>1.4</revnumber>\n         <date>1999-09-25</date>\n         <authorinitials>esr</authorinitials>\n          <revremark>\n            Be more precise about what kernel does vs. what init does.\n          </revremark>\n      </revision>\n\n      <revision>\n         <revnumber>1.3</revnumber>\n         <date>1999-06-27</date>\n         <authorinitials>esr</authorinitials>\n          <revremark>\n            The sections &lsquo;What happens when you log in?&rsquo; and',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Traffic-Control-HOWTO/overview.xml', '',
     '                  There are 127 bulk data packets and 1 interactive packet queued last.\n              </para>\n          </listitem>\n        </itemizedlist>\n        <para>\n            Given the above assumptions, the time required to drain the 127 bulk packets and create a transmission opportunity for the interactive packet is (127 * 12,000) / 5,000,000 = 0.304 seconds (304 milliseconds for those who think of latency in terms of ping results). This amount of latency is well beyond what is acceptable for interactive applications and this does not even represent the complete round trip time – it is only the time required transmit the packets queued before the interactive one. As described earlier, the size of the packets in the <link linkend="c-driver-queue">driver queue</link> can be larger than 1,500 bytes if TSO, UFO or GSO are enabled. This makes the latency problem correspondingly worse.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Package-Management-Basics-HOWTO/Package-Management-Basics-HOWTO.xml', '',
     ' perl-Carp                   noarch      1.26-244.el7           base       19 k\n perl-Encode                 x86_64      2.51-7.el7             base      1.5 M\n perl-Exporter               noarch      5.68-3.el7             base       28 k\n perl-File-Path              noarch      2.09-2.el7             base       26 k\n perl-File-Temp              noarch      0.23.01-3.el7          base       56 k\n perl-Filter                 x86_64      1.49-3.el7             base       76 k\n perl-Getopt-Long            noarch      2.40-2.el7             base       56 k\n perl-HTTP-Tiny              noarch      0.033-3.el7            base       38 k\n perl-PathTools              x86_64      3.40-5.el7             base       82 k\n perl-Pod-Escapes            noarch      1:1.04-286.el7         base       50 k',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Package-Management-Basics-HOWTO/Package-Management-Basics-HOWTO.xml', '',
     ' perl-Pod-Perldoc            noarch      3.20-4.el7             base       87 k\n perl-Pod-Simple             noarch      1:3.28-4.el7           base      216 k\n perl-Pod-Usage              noarch      1.63-3.el7             base       27 k\n perl-Scalar-List-Utils      x86_64      1.27-248.el7           base       36 k\n perl-Socket                 x86_64      2.010-3.el7            base       49 k\n perl-Storable               x86_64      2.45-3.el7             base       77 k\n perl-Text-ParseWords        noarch      3.29-4.el7             base       14 k\n perl-Time-HiRes             x86_64      4:1.9725-3.el7         base       45 k\n perl-Time-Local             noarch      1.2300-2.el7           base       24 k\n perl-constant               noarch      1.27-2.el7             base       19 k',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/NetMeeting-HOWTO.sgml', '',
     '\t      <entry>optional</entry>\r\n\t    </row>\r\n\t    <row>\r\n\t      <entry>ilsa39321630</entry>\r\n\t      <entry>1 = personal; 2 = business; 4 = adult</entry>\r\n\t    </row>\r\n\t    <row>\r\n\t      <entry>ilsa32833566</entry>\r\n\t      <entry>0 = not audio capable; 1 = audio capable</entry>\r\n\t    </row>\r\n\t    <row>\r\n\t      <entry>ilsa32964638</entry>\r\n\t      <entry>0 = not video capable; 1 = video capable</entry>\r\n\t    </row>\r\n\t    <row>\r\n\t      <entry>ilsa26214430</entry>\r\n\t      <entry>0 = not in a call; 1 = currently in a call</entry>\r\n\t    </row>\r\n\t    <row>\r\n\t      <entry>ilsa26279966</entry>\r\n\t      <entry>unknown</entry>\r\n\t    </row>\r\n\t  </tbody>\r\n\t</tgroup>\r\n      </table>\r\n      <para>\r\n        NetMeeting uses a non-standard means of refreshing dynamic entries.\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/NetMeeting-HOWTO.sgml', '',
     '      used for directory service.  NetMeeting is included in Windows 2000\r\n      and is freely available for download from\r\n      <ulink url="http://www.microsoft.com/windows/netmeeting">http://www.microsoft.com/windows/netmeeting</ulink>\r\n      for Windows 95, 98, and NT.\r\n    </para>\r\n    <para>\r\n      Linux software is presently (October 2000) available to support H.323\r\n      (both audio and video) and LDAP directory service, but not T.120 shared\r\n      whiteboard, file transfer, or application sharing.\r\n    </para>\r\n    <para>\r\n      If you don\'t know anything about H.323, I recommend these links:\r\n    </para>\r\n    <itemizedlist>\r\n      <listitem>\r\n        <para>\r\n          <ulink url="http://www.openh323.org/">http://www.openh323.org/</ulink>\r\n        </para>\r\n      </listitem>\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DNS-HOWTO.sgml', '',
     '                                604800  ; Expire\n                                86400)  ; Minimum TTL\n                        NS      land-5.com.\n                        NS      ns2.psi.net.\n;\n;       Servers\n;\n1       PTR     router.land-5.com.\n2       PTR     land-5.com.\n2       PTR     funn.land-5.com.\n;\n;       Workstations\n;\n200     PTR     ws-177200.land-5.com.\n201     PTR     ws-177201.land-5.com.\n202     PTR     ws-177202.land-5.com.\n203     PTR     ws-177203.land-5.com.\n204     PTR     ws-177204.land-5.com.\n205     PTR     ws-177205.land-5.com.\n; {Many repetitive definitions deleted - SNIP}\n250     PTR     ws-177250.land-5.com.\n251     PTR     ws-177251.land-5.com.\n252     PTR     ws-177252.land-5.com.\n253     PTR     ws-177253.land-5.com.\n254     PTR     ws-177254.land-5.com.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DNS-HOWTO.sgml', '',
     'the ones listed here.  Those that have BCP (Best Current Practice)\nnumbers are <em/highly recommended/.\n\n<descrip>\n\n  <tag/RFC 2671/ P. Vixie, <em/Extension Mechanisms for DNS (EDNS0)/\n  August 1999.  \n\n  <tag/RFC 2317/ BCP 20, H. Eidnes et. al. <em/Classless IN-ADDR.ARPA\n  delegation/, March 1998. This is about CIDR, or classless subnet\n  reverse lookups.\n\n  <tag/RFC 2308/ M. Andrews, <em/Negative Caching of DNS Queries/,\n  March 1998.  About negative caching and the $TTL zone file\n  directive.\n\n  <tag/RFC 2219/ BCP 17, M. Hamilton and R. Wright, <em/Use of DNS\n  Aliases for Network Services/, October 1997.  About\n  CNAME usage.\n\n  <tag/RFC 2182/ BCP 16, R. Elz et. al., <em/Selection and Operation\n  of Secondary DNS Servers/, July 1997.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DPT-Hardware-RAID-HOWTO.sgml', '',
     "  Vendor: DPT       Model: RAID-5            Rev: 07LY\n  Type:   Direct-Access                      ANSI SCSI revision: 02\nDetected scsi disk sda at scsi0, channel 0, id 8, lun 0\nscsi0: queue depth for target 8 on channel 0 set to 64\nscsi : detected 1 SCSI disk total.\nSCSI device sda: hdwr sector= 512 bytes. Sectors= 35591040 [17378 MB] [17.4 GB]\n</verb></tscreen>\n\n(The above display is for a setup with a single DPT SCSI controller,\nconfigured as RAID-5, with three disks of 9 GB each.) </p>\n\n<p> The messages you see upon bootup if you're using the EATA\nISA/EISA/PCI driver should look something like this: \n\n<tscreen><verb>\naic7xxx: <Adaptec AHA-294X SCSI host adapter> at PCI 15\naic7xxx: BIOS enabled, IO Port 0x7000, IO Mem 0x3100000, IRQ 15, Revision B",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/DPT-Hardware-RAID-HOWTO.sgml', '',
     'aic7xxx: Single Channel, SCSI ID 7, 16/16 SCBs, QFull 16, QMask 0x1f\nEATA0: address 0x7010 in use, skipping probe.\nEATA0: 2.0C, PCI 0x7410, IRQ 11, BMST, SG 252, MB 64, tc:y, lc:y, mq:62.\nEATA0: wide SCSI support enabled, max_id 16, max_lun 8.\nEATA0: SCSI channel 0 enabled, host target ID 6.\nEATA/DMA 2.0x: Copyright (C) 1994-1997 Dario Ballabio.\nscsi0 : Adaptec AHA274x/284x/294x (EISA/VLB/PCI-Fast SCSI) 4.1.1/3.2.1\nscsi1 : EATA/DMA 2.0x rev. 3.11.00 \nscsi : 2 hosts.\nscsi0: Scanning channel A for devices.\n  Vendor: IBM OEM   Model: DFHSS2F           Rev: 1818\n  Type:   Direct-Access                      ANSI SCSI revision: 02\nDetected scsi disk sda at scsi0, channel 0, id 0, lun 0\n  Vendor: SEAGATE   Model: ST41650       TX  Rev: DG01',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ethernet-Bridge-netfilter-HOWTO.sgml', '',
     '          UP BROADCAST RUNNING MULTICAST  MTU:1500  Metric:1\n          RX packets:5729 errors:0 dropped:0 overruns:0 frame:0\n          TX packets:3115 errors:0 dropped:0 overruns:0 carrier:656\n          collisions:0 txqueuelen:100\n          RX bytes:1922290 (1.8 Mb)  TX bytes:298837 (291.8 Kb)\n          Interrupt:11 Base address:0xe400\n\neth1      Link encap:Ethernet  HWaddr 00:04:75:81:D2:1D\n          UP BROADCAST RUNNING MULTICAST  MTU:1500  Metric:1\n          RX packets:0 errors:0 dropped:0 overruns:1 frame:0\n          TX packets:243 errors:0 dropped:0 overruns:0 carrier:0\n          collisions:0 txqueuelen:100\n          RX bytes:342 (342.0 b)  TX bytes:48379 (47.2 Kb)\n          Interrupt:7 Base address:0xe800\n\nlo        Link encap:Local Loopback',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/HighQuality-Apps-HOWTO/rc3d.xml', '',
     '<screen>\n<prompt>bash:/etc/rc3.d# </prompt><command>ls -l</command>\nlrwxrwxrwx  1 root  root     18 Jan 14 11:59 K92firewall -> ../init.d/firewall\nlrwxrwxrwx  1 root  root     17 Jan 14 11:59 <emphasis role="strong">S10network -> ../init.d/network</emphasis>\nlrwxrwxrwx  1 root  root     16 Jan 14 11:59 S12syslog -> ../init.d/syslog\nlrwxrwxrwx  1 root  root     18 Jan 14 11:59 S17keytable -> ../init.d/keytable\nlrwxrwxrwx  1 root  root     20 Jan 14 11:59 S56rawdevices -> ../init.d/rawdevices\nlrwxrwxrwx  1 root  root     16 Jan 14 11:59 S56xinetd -> ../init.d/xinetd\nlrwxrwxrwx  1 root  root     18 Jan 14 11:59 <emphasis role="strong">S75httpd -> ../init.d/httpd</emphasis>\nlrwxrwxrwx  1 root  root     11 Jan 13 21:45 S99local -> ../rc.local</screen>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Software-Building-HOWTO.sgml', '',
     '-DSYSPATHFILE=\\"/usr/lib/X11/Xloadimage\\" mcidas.c\n\nIn file included from /usr/include/stdlib.h:32,\n                 from image.h:23,\n                 from xloadimage.h:15,\n                 from mcidas.c:7:\n/usr/lib/gcc-lib/i486-linux/2.6.3/include/stddef.h:215:\nconflicting types for `wchar_t\'\n/usr/X11R6/include/X11/Xlib.h:74: previous declaration of\n`wchar_t\'\nmake[1]: *** [mcidas.o] Error 1\nmake[1]: Leaving directory\n`/home/thegrendel/tst/xloadimage.4.1\'\nmake: *** [default] Error 2\n</verb></tscreen>\n\nThe error message contains the essential clue.\n\nLooking at the file <tt>image.h</tt>, line 23...\n<tscreen><verb>\n       #include <stdlib.h>\n</verb></tscreen>\n\nAha, somewhere in the source for <em>xloadimage</em>, <em>wchar_t</em>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Software-Building-HOWTO.sgml', '',
     'solution is to do a <bf>ln -s /usr/X11R6/lib/libX11.so.6.1\n/usr/X11R6/lib/libX11.so.6</bf>, as root. This may need to be followed\nby a <bf>ldconfig</bf>.\n\n</itemize>\n\n\n<itemize>\n\n<item>Sometimes the source needs the older release X11R5 libraries to\nbuild.  If you have the R5 libs in /usr/X11R6/lib (you were given the\noption of having them when first installing Linux), then you need only\nensure that you have the links that the software needs to build.  The\n<tt>R5 libs</tt> are named <tt>libX11.so.3.1.0</tt>,\n<tt>libXaw.so.3.1.0</tt>, and <tt>libXt.so.3.1.0</tt>. You generally\nneed links, such as <em>libX11.so.3 -> libX11.so.3.1.0</em>. Possibly\nthe software will also need a link of the form <em>libX11.so ->\nlibX11.so.3.1.0</em>.  Of course, to create a "missing" link, use the',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/VMS-to-Linux-HOWTO.sgml', '',
     '<Para>\nA single-column datafile (e.g., a time series) can also be plotted as a 2-D\ngraph:\n</Para>\n\n<Para>\n\n<Screen>\ngnuplot&#62; plot [-5:15] \'2D-data-1col.dat\' with linespoints\n</Screen>\n\n</Para>\n\n<Para>\nor as a 3-D graph (blank lines in the datafile, as above):\n</Para>\n\n<Para>\n\n<Screen>\ngnuplot&#62; set noparametric ; set hidden3d\ngnuplot&#62; splot \'3D-data-1col.dat\' using 1 with linespoints\n</Screen>\n\n</Para>\n\n<Para>\nTo print a graph: if the command to print on your Postscript printer is \n<Literal remap="tt">lpr -Pps file.ps</Literal>, issue:\n</Para>\n\n<Para>\n\n<Screen>\ngnuplot&#62; set term post\ngnuplot&#62; set out \'| lpr -Pps\'\ngnuplot&#62; replot\n</Screen>\n\n</Para>\n\n<Para>\nthen type <Literal remap="tt">set term x11</Literal> to restore. Don\'t get confused---the last print',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/VMS-to-Linux-HOWTO.sgml', '',
     'for its power and ease of use. Go to X and type <Literal remap="tt">gnuplot</Literal>, and have \ntwo sample data files ready: <Literal remap="tt">2D-data.dat</Literal> (two data per line), and \n<Literal remap="tt">3D-data.dat</Literal> (three data per line).\n</Para>\n\n<Para>\nExamples of 2-D graphs:\n</Para>\n\n<Para>\n\n<Screen>\ngnuplot&#62; set title "my first graph"\ngnuplot&#62; plot \'2D-data.dat\'\ngnuplot&#62; plot \'2D-data.dat\' with linespoints\ngnuplot&#62; plot \'2D-data.dat\', sin(x)\ngnuplot&#62; plot [-5:10] \'2D-data.dat\'\n</Screen>\n\n</Para>\n\n<Para>\nExample of 3-D graphs (each `row\' of X values is followed by a blank \nline):\n</Para>\n\n<Para>\n\n<Screen>\ngnuplot&#62; set parametric ; set hidden3d ; set contour\ngnuplot&#62; splot \'3D-data.dat\' using 1:2:3 with linespoints\n</Screen>\n\n</Para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Oracle8-on-RH7X-HOWTO.sgml', '',
     'export CLASSPATH=/u01/app/oracle/product/8.1.7/jdbc/lib/classes12.zip:/u01/app/oracle/product/8.1.7/JRE:/u01/app/oracle/product/8.1.7/jlib:/u01/app/oracle/product/8.1.7/rdbms/jlib:/u01/app/oracle/product/8.1.7/network/jlib:.\n\n# +-------------+\n# | "GREETINGS" |\n# +-------------+\necho ".bash_profile executed"\n</verb>\n\nSave the new version of <tt>.bash_profile</tt> and re-read it, by issuing:\n<verb>\nbash$ source .bash_profile\n</verb>\n\nFinally, if you have not any window manager running, it is time to let it\nrunning.\n\n<sect1>Starting the installer\n<p>\nWe shall work under the hypothesis that you want to install cdrom Oracle\ndistribution. Mount the cdrom with:\n<verb>\nbash$ mount /mnt/cdrom\n</verb>\nand move to the directory that contains the installer:\n<verb>\nbash$ cd /mnt/cdrom/install/linux',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Oracle8-on-RH7X-HOWTO.sgml', '',
     '</tt>\n\nand type whatever password you decided root must have.\n\nCreate groups:\n\n<verb>\nbash# groupadd oinstall\nbash# groupadd dba\nbash# groupadd oper\n</verb>\n\nCreate oracle user and set its password:\n\n<verb>\nbash# useradd oracle -g oinstall -G dba,oper\nbash# passwd oracle (to change password)\n</verb>\n\n<sect2>Installing the right Java Virtual Machine\n<p>\nThe only Java Virtual Machine compatible with Oracle 8i, version 8.1.7, is:\n<url\nurl="ftp://sunsite.dk/mirrors/java-linux/JDK-1.1.8/i386/v3/jdk118_v3-glibc-2.1.3.tar.bz2">. \n<newline>\nDo not think: "newer versions will be less \nbuggy", as the installer probably won\'t work. And don\'t think.\n\nOnce downloaded it, move it:\n\n<tt>\nbash# mv jdk118_v3-glibc-2.1.3.tar.bz2 /usr/local\n</tt>\n\nuntar it:\n\n<tt>\nbash# tar xvIf jdk118_v3-glibc-2.1.3.tar.bz2',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Apache-mods.sgml', '',
     '<item>Updated mod_fastcgi to correct version.\r\n</itemize>\r\n</p><p>\r\nv0.9 (April 4, 2000)\r\n<itemize>\r\n<item>Completed first draft\r\n<item>Spelling/Grammar errors\r\n</itemize>\r\n</p>\r\n<p>\r\nv0.1 (March 2000)\r\n<itemize>\r\n<item>Initial draft\r\n</itemize>\r\n</p>\r\n\r\n<sect>Component Installation\r\n<sect1>Preparations\r\n<p>\r\nYou will need the following software:\r\n<itemize>\r\n<item><url url="http://www.apache.org/dist/apache_1.3.12.tar.gz" name="Apache 1.3.12">\r\n<item><url url="http://www.php.net/distributions/php-3.0.15.tar.gz" name="PHP 3.0.15">\r\n <itemize>\r\n  <item>GD 1.3 (to make use of GIF files)\r\n   <itemize>\r\n    <item><url url="http://www.boutell.com/gd/http/gd-1.3.tar.gz" name="Source">\r\n    <item><url url="ftp://rpmfind.net/linux/redhat/redhat-6.0/i386/RedHat/RPMS/gd-1.3-5.i386.rpm" name="RPM">\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Apache-mods.sgml', '',
     '    <item><url url="ftp://rpmfind.net/linux/redhat/redhat-6.0/i386/RedHat/RPMS/gd-devel-1.3-5.i386.rpm" name="RPM-devel">\r\n   </itemize>\r\n  <item>GD 1.8.1 (to make use of PNG files)\r\n   <itemize>\r\n    <item><url url="http://www.boutell.com/gd/http/gd-1.8.1.tar.gz" name="Source">\r\n    <item><url url="ftp://rpmfind.net/linux/contrib/libc6/i386/gd-1.8.1-1.i386.rpm" name="RPM">\r\n    <item><url url="ftp://rpmfind.net/linux/contrib/libc6/i386/gd-devel-1.8.1-1.i386.rpm" name="RPM-devel">\r\n   </itemize>\r\n  <item>IMAP 4.5+\r\n   <itemize>\r\n    <item><url url="ftp://ftp.cac.washington.edu/imap/imap-4.7b.tar.Z" name="Source">\r\n    <item><url url="ftp://rpmfind.net/linux/redhat/redhat-6.1/i386/RedHat/RPMS/imap-4.5-4.i386.rpm" name="RPM">\r\n   </itemize>\r\n  <item>OpenLDAP 1.2.9+\r\n   <itemize>\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Linux+WinNT.sgml', '',
     "      installation and also <em>lost</em> (temporarily) LILO boot loader,\n      at the end I got both of them, Win2000 and Linux, the same\n      way as I did with WinNT and Linux!\n\n</itemize>\n\n\n<sect>How to install WINDOWS 2000 <em>besides</em> LINUX and WINDOWS 98\n\n<p>\n<em>Notice: When I say 'beside Linux and Windows 98', I mean of\nLinux and Windows 98 that <bf>already</bf> work together, so they were\ninstalled earlier, <bf>before</bf> we made a decision to add \nWindows 2000. One of the machines I use at work, has both Linux\nand Win98. They both load from under LILO menu.\n</em> \n\n<p>\nActually, it is not a  very big problem to install Windows 2000 on a\ncomputer where another Windows is running. In my case, it is Windows 98\nso I just put 2000's CD into the drive. After it recognized that an",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Linux+WinNT.sgml', '',
     '         proceedings, "Kongres JISA", Herceg Novi, Montenegro, 2003.\n      \n      - "Alternativne racunarske mreze (2)", festival catalog,\n        "INFOFEST", Budva, Montenegro, 2003.\n\n      - "Alternativne racunarske komunikacije putem radio-veza",\n         Info M, 6-7/2003.\n\n      - "Legal Rules and Regulations in the Amateur Radio Computer Networks",\n         proceedings, "22nd ARRL and TAPR Digital Communications Conference", \n         Hartford, CT USA, 2003.\n\n      - "Favoritism", IEEE Potentials, Oct/Nov 2003\n      \n      - "Alternative computer networks (2)", proceedings, "TELFOR",\n         Belgrade, Serbia, 2003.\n\n      - "With rule and regulation improvements to the progress (2)"\n         proceedings, "TELFOR", Belgrade, Serbia, 2003.\n      ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/4mb-Laptops.sgml', '',
     'Prepare the installation root files.<label id="sec:preproot" >\n <p>\nSelect the root disk you want - I used the color one with no problems but\n the text one would be slightly faster in these low memory conditions. Uncompress\n the image and mount it as a loop device. The procedure is the same as in the\n above section but the root disk image is a minix file-system.\n </p>\n <p>\nNext you need 3 1722 floppies or 4 1440 floppies with ext2 file-systems\n - it\'s better with 1722 disks as you don\'t need to split the /lib directory.\n Give one floppy twice the default number of inodes so it can take the /dev\n directory. That\'s 432 nodes for a 1722 disk or 368 for a 1440. If you specify\n /dev/fd0H1722 or /dev/fd0H1440 then you don\'t have to give any other parameters\n so for a 1722 disk do\n </p>\n <p>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/4mb-Laptops.sgml', '',
     ' tcpip1, tcpip2, uucp, wget\n </p>\n <p>\nCombined size: 15.1 mb\n </p>\n <sect1>\nTetex\n <p>\nAnother set that will barely squeeze in. I can\'t say how it would run in\n the space available. \n </p>\n <sect2>\nPackages installed:\n <p>\nNone\n </p>\n <sect1>\nY - BSD Games Collection\n <p>\nI\'m addicted to several of these. If I really need that last 5mb they can\n go.\n </p>\n <sect2>\nPackages installed:\n <p>\nbsdgames \n </p>\n <p>\nCombined size: 5.4 mb\n </p>\n <sect1>\nEnd result\n <p>\nIn total the installed packages plus kernel took up about 75mb of disk\n space of which 19.5mb was in the root partition and 55.5 in /usr. On the Aero\n that left 39mb in /usr, 74mb on the T1910. \n </p>\n <sect>\nAppendix B: Resources relevant to this HOWTO<label id="sec:resourcesrelevant" >\n <p>\n <descrip>\n  <tag>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/HOWTO-INDEX/howtoChap.sgml', '',
     '</ListItem>\n\n<ListItem>\n<Para>\n<ULINK URL="../XFree86-HOWTO/index.html">\nXFree86-HOWTO</ULink>,\n<CiteTitle>The Linux XFree86 HOWTO</CiteTitle>\n</Para><Para>\n<CiteTitle>Updated: Sep 2001</CiteTitle>.\nHow to obtain, install, and configure version 4.0 of the XFree86\nversion of the X Window System (X11R6) for Linux systems. </Para>\n</ListItem>\n\n<ListItem>\n<Para>\n<ULINK URL="../XFree-Local-multi-user-HOWTO/index.html">\nXFree-Local-multi-user-HOWTO</ULink>,\n<CiteTitle>XFree local multi-user HOWTO</CiteTitle>\n</Para><Para>\n<CiteTitle>Updated: Aug 2004</CiteTitle>.\nExplains the shortest way to get a working multiple local X user-capable\nPC system. </Para>\n</ListItem>\n\n<ListItem>\n<Para>\n<ULINK URL="../XFree86-R200/index.html">\nXFree86-R200</ULink>,',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/HOWTO-INDEX/howtoChap.sgml', '',
     '<ULINK URL="../XFree86-Video-Timings-HOWTO/index.html">\nXFree86-Video-Timings-HOWTO</ULink>,\n<CiteTitle>XFree86 Video Timings HOWTO</CiteTitle>\n</Para><Para>\n<CiteTitle>Updated: Sep 2013</CiteTitle>.\nHow to compose a mode line for your card/monitor combination under\nXFree86. </Para>\n</ListItem>\n\n<ListItem>\n<Para>\n<ULINK URL="../XFree86-XInside.html">\nXFree86-XInside</ULink>,\n<CiteTitle>Linux XFree-to-Xinside mini-HOWTO</CiteTitle>\n</Para><Para>\n<CiteTitle>Updated: Sep 1997</CiteTitle>.\nHow to convert an XFree86 modeline into an XInside/XiGraphics one. </Para>\n</ListItem>\n\n<ListItem>\n<Para>\n<ULINK URL="../Xinerama-HOWTO/index.html">\nXinerama-HOWTO</ULink>,\n<CiteTitle>Using Xinerama to MultiHead XFree86 v.4.0+</CiteTitle>\n</Para><Para>\n<CiteTitle>Updated: Nov 2002</CiteTitle>.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Linmodem-HOWTO.sgml', '',
     'See the Linmodems.org mailing list archives for details; one example of many is given\n<url url="http://linmodems.org/cgi-bin/ezmlm-cgi?1:mss:2765:200102:oonhggjbpkiielnoodfa" name="here">.\n\n<p>\n<sect1> Intel (formerly Ambient Technology, formerly Cirrus Logic)\n<p>\nMikhail Moreyra has written a GPL\'ed driver for the CL-MD5620DT chipset\nwhich can do up to 33.6 kbps; however, this is alpha software\nand should be treated with due care.  The driver can be obtained at\n<url url="http://linmodems.org/CLModem-0.3.0.tar.gz">. \nGabriel Gambetta (ggambett(at)internet.com.uy) issued a patched\nversion of the driver to allow standard AT modem commands;\nyou can get this version at Rob Clark\'s site\n<url url="http://www.idir.net/~gromitkc/clm/CLModem-0.3.0+gg.tar.gz" name="here">. \n<p>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Linmodem-HOWTO.sgml', '',
     "<!doctype linuxdoc system>\n\n<!--\n\n%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\nChangelog:\n081600 - created first version, including lucent info\n081700 - change to mini-howto, reorganize somewhat\n081900 - ESScom\n082200 - Point to modem howto, add troubleshooting\n082300 - Finally got info on PCTel.  The installation recipes\nsection can be combined for all of them, methinks.\n082400 - Reorganization, refined combined installation recipes\n082500 - ppp2214.o link, post-install and pctel, module alignment is discretionary\n082800 - MarvS patches, cleanup, some FAQ entries\n083100 - Werner Heuser's/Mobilix suggestions: 3Com MiniPCI RFC, older kernels, setserial, \n       - MarvS's fixscript cleanup\n090300 - Pavel says open source lucent driver is no longer under development.",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/lkmpg-2.4/03-Preliminaries.sgml', '',
     "\t\t\t\t\tbytes as they like.  Most devices in the world are character, because they don't need this type of buffering, and they\n\t\t\t\t\tdon't operate with a fixed block size.  You can tell whether a device file is for a block device or a character device\n\t\t\t\t\tby looking at the first character in the output of <command>ls -l</command>.  If it's `b' then it's a block device,\n\t\t\t\t\tand if it's `c' then it's a character device.  The devices you see above are block devices.  Here are some character\n\t\t\t\t\tdevices (the serial ports):</para>\n\n\t\t\t\t\t<screen>\n    crw-rw----  1 root  dial 4, 64 Feb 18 23:34 /dev/ttyS0\n    crw-r-----  1 root  dial 4, 65 Nov 17 10:26 /dev/ttyS1\n    crw-rw----  1 root  dial 4, 66 Jul  5  2000 /dev/ttyS2\n    crw-rw----  1 root  dial 4, 67 Jul  5  2000 /dev/ttyS3\n\t\t\t\t\t</screen>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/lkmpg-2.4/03-Preliminaries.sgml', '',
     "\t\t\t\t\tnumber to distinguish between different pieces of hardware.</para>\n\n\t\t\t\t\t<para>By the way, when I say `hardware', I mean something a bit more abstract than a PCI card that you can hold in\n\t\t\t\t\tyour hand.   Look at these two device files:</para>\n\n\t\t\t\t\t<screen>\n    % ls -l /dev/fd0 /dev/fd0u1680\n    brwxrwxrwx   1 root  floppy   2,  0 Jul  5  2000 /dev/fd0\n    brw-rw----   1 root  floppy   2, 44 Jul  5  2000 /dev/fd0u1680\n\t\t\t\t\t</screen>\n\n\t\t\t\t\t<para>By now you can look at these two device files and know instantly that they are block devices and are handled by\n\t\t\t\t\tsame driver (block major <literal>2</literal>).  You might even be aware that these both represent your floppy drive,",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/GIS-GRASS.sgml', '',
     'The GRASS4.15 for Linux was compiled in my Linux box with the \nfollowing configuration:\n        Slackware 3.0\n        kernel 1.2.13\n        gcc 2.7.0\n        libc 5.0.9\n        flex 3.5.2\n\n~ ~ ~ ~ ~ ~ ~\n~ IMPORTANT: ~\n~ ~ ~ ~ ~ ~ ~ \nTHE LINUX GRASS 4.15 BINARIES ONLY WORK ON ELF-LINUX. THE BINARIES MAY \nNOT WORK WITH EARLY VERSION OF KERNEL AND/OR GCC AND FLEX.\n\nThe binaries was tared and gziped, then split into 9 (close to 1.3 MB \n- 1200 x 1K block) files named from linuxg.aa to linuxg.ai.\n\nYou should ftp all the linuxg.a* in binary mode and also get this \nreadme file and an installation script - install.sh.  Please put all \nof these files in the same directory - source directory.\n\nAt the source directory under the UNIX prompt, type',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Clone-HOWTO.sgml', '',
     '<!doctype article public "-//OASIS//DTD DocBook V4.1//EN">\n<article id="index">\n\t<articleinfo>\n\t\t<title>HOWTO Clone Disk Images on Linux Booted from a Network</title>\n\t\t<authorgroup>\n\t\t\t<author>\n\t\t\t\t<firstname>Guilherme</firstname>\n\t\t\t\t<surname>Tupynamb&aacute;</surname>\n\t\t\t\t<affiliation>\n\t\t\t\t\t<address>\n\t\t\t\t\t\t<email>gtupy (at) uol.com.br</email>\n\t\t\t\t\t</address>\n\t\t\t\t</affiliation>\n\t\t\t</author>\n\t\t</authorgroup>\n\t\t<pubdate>2002-09-09</pubdate>\n\t\t<revhistory>\n\t\t\t<revision>\n\t\t\t\t<revnumber>0.3</revnumber>\n\t\t\t\t<date>2002-09-24</date>\n\t\t\t\t<authorinitials>gct</authorinitials>\n\t\t\t\t<revremark>Review suggestions incorporated</revremark>\n\t\t\t</revision>\n\t\t\t<revision>\n\t\t\t\t<revnumber>0.2</revnumber>\n\t\t\t\t<date>2002-09-23</date>\n\t\t\t\t<authorinitials>jyg</authorinitials>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Clone-HOWTO.sgml', '',
     '\t\t\t<para>These three files will be discussed in upcoming sections separately soon. If there are other missing files, check for lack of installation or differences in version, distribution or hardware. Adjust the list to match your system.</para>\n\t\t</sect2>\n\t\t<sect2>\n\t\t\t<title>Packing initrd</title>\n\t\t\t<para>The next step is to make the image. A size of 4 Mbytes was enough to hold the files in our setup. You may increase this size if necessary.</para>\n\t\t\t<programlisting>\n<prompt># </prompt>dd if=/dev/zero of=initrd bs=1024 count=4096\n4096+0 records in\n4096+0 records out\n<prompt># </prompt>yes | mkfs initrd\nmke2fs 1.27 (8-Mar-2002)\ninitrd is not a block special device.\nProceed anyway? (y,n) Filesystem label=\nblah blah blah...\n<prompt># </prompt>mkdir mnt',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Avr-Microcontrollers-in-Linux-Howto/Avr-Microcontrollers-in-Linux-Howto.xml', '',
     '<?xml version=\'1.0\' encoding=\'UTF-8\'?><!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook XML V4.2//EN" "http://www.docbook.org/xml/4.2/docbookx.dtd"><article id="Avr-Microcontrollers-in-Linux-Howto"><articleinfo><title>Avr-Microcontrollers-in-Linux-Howto</title><revhistory id="revhistory"><revision><revnumber>44</revnumber><date>2009-04-20 17:13:07</date><authorinitials>jdd</authorinitials><revremark>obfuscate e-mail at the author demand</revremark></revision><revision><revnumber>43</revnumber><date>2009-03-29 20:49:12</date><authorinitials>ranjeeth</authorinitials></revision><revision><revnumber>42</revnumber><date>2009-03-29 20:45:09</date><authorinitials>jdd</authorinitials><revremark>reverting after publication</revremark></revision><revision><revnumber>41</revnumber><date>2009-03-29 20:41:59</date><authorinitials>jdd</authorinitials><revremark>edit to export docbook</revremark></revision><revision><revnumber>40</revnumber><date>2009-03-28 21:07:57</date><authorinitials>RickMoen</authorinitials><revremark>Adjust style of mailto link to author\'s original preference.</revremark></revision><revision><revnumber>39</revnumber><date>2009-03-28 21:05:45</date><authorinitials>RickMoen</authorinitials><revremark>Revert e-mail obfuscation, supply some missing punctuation, [re-]fix capitalisation, fix and clarify new run-on sentence.</revremark></revision><revision><revnumber>38</revnumb',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Avr-Microcontrollers-in-Linux-Howto/Avr-Microcontrollers-in-Linux-Howto.xml', '',
     '#include<avr/io.h>\n#include<util/delay.h>\nvoid sleep(uint8_t millisec)\n{\n        while(millisec)\n\n        {\n                _delay_ms(1);/* 1 ms delay */\n                millisec--;\n        }\n}\nmain()\n{\n\n        DDRC |=1<<PC2;  /* PC2 will now be the output pin */\n        while(1)\n        {\n                PORTC &= ~(1<<PC2);/* PC2 LOW */\n                sleep(100);/* 100 ms delay */\n\n                PORTC |=(1<<PC2); /* PC2 HIGH */\n                sleep(100);/* 100 ms delay */\n        }',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Latvian-HOWTO.sgml', '',
     'Uzst�diet sav� <tt>&tilde/.nn/init</tt> fail�:\n<verb>\nset data-bits 8\n</verb>\n\n<tag/pine:/\nSetup -> Config\nAtrodiet <tt>character-set</tt> un ierakstiet <tt>iso-8859-13</tt>.\n\nTas ir teor�tiski pareizs risin�jums, ta�u pagaid�m var rad�t liekas probl�mas j�su korespondentiem, t�p�c var m��in�t <tt>iso-8859-13</tt> viet� rakst�t <tt>windows-1257</tt>.\n\n<tag/rlogin:/\nPalaidiet komandu l�dz�gi k�\n<verb>\nrlogin -8 foo.bar.lv\n</verb>\n\n<tag/sendmail:/\nPievienojiet (vai atkoment�jiet) sav� <tt>/etc/sendmail.cf</tt> fail�:\n<verb>\nO SevenBitInput=False\nO EightBitMode=pass8\nO DefaultCharSet=iso-8859-13\n</verb>\n\n<tag/mc:/\nOptions -> Display bits...\nIesl�dziet <tt>Full 8 bits output</tt> un <tt>Full 8 bits input</tt>.\nNeaizmirstiet saglab�t jauno konfigur�ciju.\n\t    \n<tag/telnet:/',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Latvian-HOWTO.sgml', '',
     '# cp Compose /usr/X11R6/lib/X11/locale/iso8859-1/\n# cp Compose /usr/X11R6/lib/X11/locale/iso8859-13/\n</verb></tscreen>\n\nKad tas ir izdar�ts, izpild�m jau iepriek�min�to komandu <tt>setxkbmap lv</tt> (<tt>lv</tt> viet� var b�t ar� <tt>lva</tt> vai <tt>lvt</tt> - atkar�b� no j�su izv�les) un m��in�m kaut ko uzrakst�t latviski.\n\nJa tests ir izdevies, tad j�s noteikti v�l�sieties saglab�t latvie�u valodu Xwindow sist�m� un padar�t to pieejamu un izmantojamu ar� p�c datora vai Xu p�rstart��anas, t�p�c papildus ir j�modific� <tt>/etc/X11/XF86Config-4</tt> fails (ja lietojam XFree86 4.x.x) t�, lai ieg�tu <tt>Option "XkbLayout" "lv"</tt>. Piem�rs:\n\n<tscreen><verb>\nSection "InputDevice"\n    Identifier\t"Keyboard1"\n    Driver\t"Keyboard"\n    Option\t"AutoRepeat" "250 30"',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/LinuxGL-QuakeWorld-mini-HOWTO.sgml', '',
     '! as published by the Free Software Foundation; either version 2\n! of the License, or (at your option) any later version.\n!\n! This program is distributed in the hope that it will be useful,\n! but WITHOUT ANY WARRANTY; without even the implied warranty of\n! MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.\n!\n! See the GNU General Public License for more details.\n!\n! You should have received a copy of the GNU General Public License\n! along with this program; if not, write to the Free Software\n! Foundation, Inc., 59 Temple Place - Suite 330, Boston, MA  02111-1307, USA.\n!\n! */\n  #include &lt;termios.h&gt;\n  #include &lt;sys/ioctl.h&gt;\n  #include &lt;sys/stat.h&gt;\n--- 1,22 ----\n! /*\n! Copyright (C) 1996-1997 Id Software, Inc.\n!',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/LinuxGL-QuakeWorld-mini-HOWTO.sgml', '',
     '\tThis patch file will make gl_vidlinuxglx.c such that it doesn\'t have any\n\tmemory leak.  You can download this patch file at:\n        <ulink url="http://www.comptechnews.com/~reaster/mini-HOWTO/LinuxGL-QuakeWorld-mini-HOWTO/gl_vidlinuxglx.c.patch">http://www.comptechnews.com/~reaster/mini-HOWTO/LinuxGL-QuakeWorld-mini-HOWTO/gl_vidlinuxglx.c.patch</ulink>.\n        <screen>\n*************************** begin patchfile ************************************\n*** q1src-p/QW/client/gl_vidlinuxglx.c\tTue Dec 21 18:45:54 1999\n--- gl_vidlinuxglx.c\tSat Aug 19 20:47:42 2000\n***************\n*** 1,22 ****\n! /*\n! Copyright (C) 1996-1997 Id Software, Inc.\n!\n! This program is free software; you can redistribute it and/or\n! modify it under the terms of the GNU General Public License',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Template-Linuxdoc-Big-HOWTO.sgml', '',
     'If your document is small (such as this template)\nyou might find it more convenient to\nkeep formatted versions in one single file\nrather than splitting it for every chapter:\n\n<code>\nsgml2html --split=0 template.sgml\n</code>\n\n<sect>Appendix A: Copyright\n<p>\n<tscreen><verb>\n\t\tGNU Free Documentation License\n\t\t   Version 1.1, March 2000\n\n Copyright (C) 2000  Free Software Foundation, Inc.\n     59 Temple Place, Suite 330, Boston, MA  02111-1307  USA\n Everyone is permitted to copy and distribute verbatim copies\n of this license document, but changing it is not allowed.\n\n\n0. PREAMBLE\n\nThe purpose of this License is to make a manual, textbook, or other\nwritten document "free" in the sense of freedom: to assure everyone\nthe effective freedom to copy and redistribute it, with or without',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Template-Linuxdoc-Big-HOWTO.sgml', '',
     "<!doctype linuxdoc system>\n\n<!--\nThe line above starts a comments section\n\n\nA changelog is useful if you don't use cvs etc.\n\n%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\nChangelog:\n\t010200: Created this Template for big HOWTOs\n\t070500: Continued writing, no release yet.\n\t280500: Released. Added examples for diagrams\n\t050600: Clarified intent, added acknowledgements and note on conventions, moved samples to the end, added table sample, added small section on style\n\t190600: Updated and corrected copyright section\n\t240700: Added Troubleshooting section, cleaned up Getting Help and Bits and Pieces, fixed typo\n\t161000: Added sample scripts to generate outputs from SGML-file and removed typos",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/D.xml', '',
     'DeLi Linux stands for &quot;Desktop Light&quot; Linux, a desktop distribution for older computers, from 486 to Pentium MMX 166 or so. Slackware 7.1-based DeLi includes plenty of desktop software such as email clients, a graphical Web browser, an office package with word processor and spreadsheet, etc. A full install, including XFree86 and development tools, needs no more than 300 MB of harddisk space. DeLi uses the 2.2.19 kernel for a smaller footprint and rocksolid stability on older hardware. Initial version 0.1 was released November 3, 2002. Version 0.2 was released March 19, 2003.  From LWN Distribution List\n<ulink url="http://www.tldp.org/LDP/Linux-Dictionary/html/index.html">http://www.tldp.org/LDP/Linux-Dictionary/html/index.html</ulink>\n</para>\n</glossdef>\n</glossentry>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/D.xml', '',
     '</glossentry>\n\n<glossentry>\n<glossterm>\nDEC\n</glossterm>\n<glossdef>\n<para>\n/dek/ n. 1. v. Verbal (and only rarely written) shorthand for decrement, i.e. `decrease by one&apos;. Especially used by assembly programmers, as many assembly languages have a dec mnemonic. Antonym: inc. 2. n. Commonly used abbreviation for Digital Equipment Corporation, later deprecated by DEC itself in favor of &quot;Digital&quot; and now entirely obsolete following the buyout by Compaq. Before the killer micro revolution of the late 1980s, hackerdom was closely symbiotic with DEC&apos;s pioneering timesharing machines. The first of the group of cultures described by this lexicon nucleated around the PDP-1 (see TMRC). Subsequently, the PDP-6, PDP-10, PDP-20, PDP-11 and VAX were all foci of large and important hackerdoms, and DEC machines long dominated the ARPANET and Internet machine population. DEC was the technological leader of the minicomputer era (roughly 1967 to 1987), but its failure to embrace microcomputers and Unix early cost it heavily in profits and prestige after silicon got cheap. Nevertheless, the microprocessor design tradition owes a major debt to the PDP-11 instruction set, and every one of the major general-purpose microcomputer OSs so far (CP/M, MS-DOS, Unix, OS/2, Windows NT) was either genetically descended from a DEC OS, or incubated on DEC hardware, or both. Accordingly, DEC w',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Debian-and-Windows-Shared-Printing/Debian-and-Windows-Shared-Printing.xml', '',
     "    <authorinitials>iw</authorinitials>\n    <revremark>Added note about becoming root to execute commands</revremark>\n   </revision>\n   <revision>\n    <revnumber>1.4</revnumber>\n    <date>2004-01-05</date>\n    <authorinitials>iw</authorinitials>\n    <revremark>Wording corrections</revremark>\n   </revision>\n   <revision>\n    <revnumber>1.3</revnumber>\n    <date>2003-11-18</date>\n    <authorinitials>iw</authorinitials>\n    <revremark>Removed incorrect lpadmin -h usage</revremark>\n   </revision>\n   <revision>\n    <revnumber>1.2</revnumber>\n    <date>2003-10-03</date>\n    <authorinitials>iw</authorinitials>\n    <revremark>Note about woody and gs-esp, conflict with bash's enable command and fix for XP/2000 clients</revremark>\n   </revision>\n   <revision>\n    <revnumber>1.1</revnumber>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Debian-and-Windows-Shared-Printing/Debian-and-Windows-Shared-Printing.xml', '',
     '    <date>2003-06-26</date>\n    <authorinitials>iw</authorinitials>\n    <revremark>Added passwords on windows shared printers, Corrections</revremark>\n   </revision>\n   <revision>\n    <revnumber>1.0</revnumber>\n    <date>2003-05-15</date>\n    <authorinitials>tmm</authorinitials>\n    <revremark>Initial release, reviewed by LDP</revremark>\n   </revision>\n   <revision>\n    <revnumber>0.8</revnumber>\n    <date>2003-04-11</date>\n    <authorinitials>iw</authorinitials>\n    <revremark>converted from LaTeX</revremark>\n   </revision>\n  </revhistory>\n </articleinfo>\n  \n <sect1 id="introduction">\n  <title>Introduction</title>\n  <para>\n   Debian GNU/Linux \n   (<ulink url="http://www.debian.org">http://www.debian.org</ulink>)\nis the premier volunteer-supported Linux distribution.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/INFO-SHEET.sgml', '',
     '64MB.  Recent 2.1.x kernels and later are able to detect more\nmemory in a system.\n\n<tag/Data storage:/ Generic AT drives (EIDE, IDE, 16 bit HD\ncontrollers with MFM or RLL, or ESDI) are supported, as are\nSCSI hard disks and CD-ROMs, with a supported SCSI adaptor.\nGeneric XT controllers (8 bit controllers with MFM or RLL) are\nalso supported.  Supported SCSI adaptors: Advansys, Adaptec 1542, 1522,\n1740, 27xx, and 29xx (with some exceptions) series, Buslogic MultiMaster\nand Flashpoint, NCR53c8xx-based\ncontrollers, DPT controllers, Qlogic ISP and FAS controllers,\nSeagate ST-01 and ST-02, Future Domain TMC-88x\nseries (or any board based on the TMC950 chip) and\nTMC1660/1680, Ultrastor 14F, 24F and 34F, Western Digital\nwd7000, and others.  SCSI, QIC-02, and some QIC-80 tapes are',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/INFO-SHEET.sgml', '',
     'illegal for it to be made not free.  Note carefully: the `free\' part\ninvolves access to the source code rather than money; it is perfectly\nlegal to charge money for distributing Linux, so long as you also\ndistribute the source code.  This is a generalization; if you want the\nfine points, read the GPL.\n\nLinux runs on 386/486/Pentium machines with ISA, EISA, PCI and VLB busses.\nMCA (IBM\'s proprietary bus) is not well-supported in 2.0.x and earlier versions,\nbut support has been added to the current development tree, 2.1.x.\nIf you are interested, see <url url="http://glycerine.itsmm.uni.edu/mca">\n\nThere is a port to multiple Motorola 680x0 platforms\n(currently running on some Amigas, Ataris, and VME machines), which\nnow works quite well.  It requires a 68020 with an MMU, a 68030, 68040,',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/GNU-Linux-Tools-Summary/appendix.sgml', '',
     '<sect1 id="GNU-Free-Documentation-Licence"><title>GNU Free Documentation License<indexterm><primary>license</primary></indexterm><indexterm><primary>GNU Free documentation license</primary></indexterm><indexterm><primary>GFDL</primary></indexterm></title><para>GNU Free Documentation License</para><para>Version 1.1, March 2000</para><para>Copyright (C) 2000 Free Software Foundation, Inc. 59 Temple Place, Suite 330, Boston, MA 02111-1307 USA Everyone is permitted to copy and distribute verbatim copies of this license document, but changing it is not allowed.</para><sect2 id="PREAMBLE"><title>PREAMBLE</title><para>The purpose of this License is to make a manual, textbook, or other written document &quot;free&quot; in the sense of freedom: to assure everyone the effective freedom to copy and redistribute it, with or without modifying it, either commercially or noncommercially. Secondarily, this License preserves for the author and publisher a way to get credit for their work, while not being considered responsible for modifications made by others.</para><para>This License is a kind of &quot;copyleft&quot;, which means that derivative works of the document must themselves be free in the same sense. It complements the <acronym>GNU</acronym> General Public License, which is a copyleft license designed for free software.</para><para>We have designed this License in order to use it for ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Compaq-T1500-HOWTO.sgml', '',
     '\techo "Usage: /etc/init.d/mplayer {start|stop|restart}" \n\texit 1 \nesac \n\nexit 0</screen>\n</sect1>\n\n\n<sect1>\n<title>Trouble Shooting</title>\n<para>The servers log file (/var/log/messages) should contain hints as to where you\'ve \n  got to in the boot process, as it should log TFTP transfers, NFS mounts etc. \n  If not, add</para> \n  <screen>*.* /var/log/messages</screen>\n <para> to</para>\n <screen>/etc/syslogd.conf</screen>\n<para>and restart syslog</para>\n\n<para>tcpdump allows you to see what packets are being transfered, and their NFS \n  filenames.</para>\n <screen> tcpdump -i eth0 -s 500 host box</screen>\n<para>Your output from syslog should resemble:</para>\n<screen>Jul 24 21:37:00 bookcase dhcpd: DHCPDISCOVER from 00:80:64:10:1d:1c via eth0',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Compaq-T1500-HOWTO.sgml', '',
     '\t<revnumber>0.7</revnumber>\n\t<date>2001-09-11</date>\n\t<authorinitials>tjc</authorinitials>\n\t<revremark>Much FLASHing and mounting notes added</revremark>\n\t</revision>\n\t\n\t<revision>\n\t<revnumber>0.61</revnumber>\n\t<date>2001-08-20</date>\n\t<authorinitials>tjc</authorinitials>\n\t<revremark>Tweak debian unpack notes. Add URL. Notes on re-FLASH</revremark>\n\t</revision>\n\t\n\t<revision>\n\t<revnumber>0.6</revnumber>\n\t<date>2001-07-28</date>\n\t<authorinitials>tjc</authorinitials>\n\t<revremark>Add example syslog output. Add in securetty changes</revremark>\n\t</revision>\n\t\n\t<revision>\n\t<revnumber>0.5</revnumber>\n\t<date>2001-07-28</date>\n\t<authorinitials>tjc</authorinitials>\n\t<revremark>Initial release for feedback, comments from community</revremark>\n\t</revision>\n\t\n</revhistory>\t\t\n\n\n<abstract>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Qmail+MH.sgml', '',
     "``Not quite. With this option MH still talks SMTP, just over a pipe\nand not over a network. You *really* need a line in your ~/.mh_profile\nwhich says:\n\npostproc: /usr/local/nmh/lib/spost\n\nOr whever it's kept on your system. This will pass the message\ndirectly to sendmail in the traditional manner. You're using\nqmail of course, so sendmail will be qmail's wrapper script, but that's\njust fine.'' Thanks Dominic.\n\n\n<item>I have remmed out ``mail'' because I want to control it via mtstailor\n</itemize>\n\n<sect1>mtstailor\n<p>\n\nAs qmail delivers mail to the home directory (&tilde;/Mailbox). I added the\nfollowing to my mtstailor\n\n<tscreen><verb>\n\nlocalname:\tmickey\nlocaldomain:\tn.eunet.de\nmmdfldir:\t\nmmdflfil:\tMailbox\t\t\nuucpldir:\t\nuucplfil:\t\nmmdelim1:\t\\001\\001\\001\\001\\n\nmmdelim2:\t\\001\\001\\001\\001\\n",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linksys-Blue-Box-Router-HOWTO.xml', '',
     "hackers.  This HOWTO gives hints and tips for managing Linksys routers\nfrom a Linux system.</para>\n\n<para>The specific recipes described here are derived from long experience\nwith a BEFSR41, the 4-port router/firewall box.  I have also configured a\nBEFW11S4v2, the 4-port router with 80211b wireless, and the WRT54G, which\nis the same box with 80211g; I'm currently using a WRT54G.  The web\ninterfaces on all these blue boxes are very similar, and most of the advice\nshould generalize.</para>\n\n<para>In late 2004 the Linksys firmware underwent a major upgrade to 2.x\n(one easy way to spot this is the Cisco logo at the lower right).  I\nhaven't seen anything but a WRT54G running the new interface, but I'd be \nsurprised if it weren't running on the BEFSR41 and kin as well.  The",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linksys-Blue-Box-Router-HOWTO.xml', '',
     '      <authorinitials>esr</authorinitials>\n       <revremark>\n         Added the Seattle wireless.net link.\n       </revremark>\n   </revision>\n   <revision>\n      <revnumber>1.4</revnumber>\n      <date>2003-07-03</date>\n      <authorinitials>esr</authorinitials>\n       <revremark>\n         Linksys has released source code.\n       </revremark>\n   </revision>\n   <revision>\n      <revnumber>1.3</revnumber>\n      <date>2003-06-08</date>\n      <authorinitials>esr</authorinitials>\n       <revremark>\n\t Added notes about SNMP security problems, casemodding, Linksys\n\t tech support.  The Linksys turns out to have Linux inside.\n       </revremark>\n   </revision>\n   <revision>\n      <revnumber>1.2</revnumber>\n      <date>2003-04-29</date>\n      <authorinitials>esr</authorinitials>\n       <revremark>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Enterprise-Java-for-Linux-HOWTO.sgml', '',
     '<htmlurl url="http://developer.java.sun.com/developer/earlyAccess/j2sdk122" name="http://developer.java.sun.com/developer/earlyAccess/j2sdk122">.\n \n\nYou will need to register with Sun and agree to the license online before\n downloading. \n<sect2>Installation \n<p>\n\nI suggest installing files in the /usr/local directory. After downloading\n the files, run: \n<verb>mkdir /usr/local/sun\nmv jdk1_2_2rc1-linux-i386.tar.gz /usr/local/sun\n</verb>\n\nYou can now open the distribution package.  To do this, type: \n<verb>tar zxvf jdk1_2_2rc1-linux-i386.tar.gz\n</verb>\n\nUnder the /usr/local/sun directory, you now should see  the jdk1.2.2 directory.\n \n\nThe above example shows JDK 1.2.2 release candidate 1 for the Intel architecture.\n  Substitute the filenames as appropriate.  ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/openMosix-HOWTO/ClumpOS.sgml', '',
     "configured)</para>\n\n</listitem>\n<listitem>\n<para>\n\nNetwork Environment Running DHCP server (f you don't, or won't, run DHCP, \nyou can still manually configure\nyour system; see Problems? and Expert Mode. Using DHCP is\nhighly recommended, however, and will greatly simplify your life in\nthe long run. )</para>\n\n</listitem>\n</itemizedlist>\n<PARA>\n\n\n\n\n   The following network modules are present, although not all support \nauto-probing; if you don't see support for your\n   card in this list, then clump/os will not work for you even in Expert \nMode. \n</PARA>\n<PARA>\n<EMPHASIS>\n\n\n        \n3c501.o 3c503.o 3c505.o 3c507.o 3c509.o 3c515.o 3c59x.o 8139cp.o 8139too.o\n82596.o 8390.o ac3200.o acenic.o at1700.o cs89x0.o de4x5.o depca.o dgrs.o",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/openMosix-HOWTO/ClumpOS.sgml', '',
     "dl2k.o dmfe.o dummy.o e2100.o eepro.o eepro100.o eexpress.o epic100.o\neth16i.o ewrk3.o fealnx.o hamachi.o hp-plus.o hp.o hp100.o lance.o\nlp486e.o natsemi.o ne.o ne2k-pci.o ni5010.o ni52.o ni65.o ns83820.o\npcnet32.o sis900.o sk98lin.o smc-ultra.o smc9194.o starfire.o sundance.o\nsungem.o sunhme.o tlan.o tulip.o via-rhine.o wd.o winbond-840.o\nyellowfin.o \n</EMPHASIS> \n</PARA> \n\n\n\n<PARA>\n   Please also note that clump/os may not work on a laptop, definitely \ndoesn't support PCMCIA cards, and will\n   probably not configure MOSIX properly if your machine contains multiple \nconnected Ethernet adapters; see Note 1.\n   This is a temporary limitation of the configuration scripts, and the \nRelease 3/4 kernels which are compiled without\n   CONFIG_MOSIX_TOPOLOGY\n</PARA>\n</SECT1>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Shadow-Password-HOWTO.sgml', '',
     '<tscreen><verb>tar -xzvf xlockmore-3.7.tgz</verb></tscreen>\n<p>\nEdit the file: <tt>/usr/X11R6/lib/X11/config/linux.cf</tt>, and change the line:\n<tscreen><verb>#define HasShadowPasswd    NO\n\nto\n\n#define HasShadowPasswd    YES</verb></tscreen>\n<p>\nThen build the executables:\n<tscreen><verb>cd /usr/src/xlockmore\nxmkmf\nmake depend\nmake</verb></tscreen>\n<p>\nThen move everything into place and update file ownerships and permissions:\n<tscreen><verb>cp xlock /usr/X11R6/bin/\ncp XLock /var/X11R6/lib/app-defaults/\nchown root.shadow /usr/X11R6/bin/xlock\nchmod 2755 /usr/X11R6/bin/xlock\nchown root.shadow /etc/shadow\nchmod 640 /etc/shadow</verb></tscreen>\n<p>\nYour xlock will now work correctly.\n\n<sect1><heading>xdm\n<p>\n<tt>xdm</tt> is a program that presents a login screen for X-Windows.  Some',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Shadow-Password-HOWTO.sgml', '',
     "This means that <tt>fred</tt>'s password is valid, it was last changed on\n03/04/96, it can be changed at any time, it expires after 60 days, fred will\nnot be warned, and the account won't be disabled when the password\nexpires.\n<p>\nThis simply means that if <tt>fred</tt> logs in after the password expires,\nhe will be prompted for a new password at login.\n<p>\nIf we decide that we want to warn <tt>fred</tt> 14 days before his password\nexpires and make his account inactive 14 days after he lets it expire, we \nwould need to do the following:\n<tscreen><verb>passwd -w14 -i14 fred</verb></tscreen>\nNow <tt>fred</tt> is changed to:\n<tscreen><verb>fred P 03/04/96 0 60 14 14</verb></tscreen>\nFor more information on the <tt>passwd</tt> command see the online manual\npage.",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ext2fs-Undeletion.sgml', '',
     'Adding up, we see that so far we\'ve written 12 + (7 * 256) blocks, which is\n1804.  The `stat\' results for the inode gave us a `blockcount\' of 3616;\nunfortunately these blocks are 512 bytes long (as a hangover from UNIX), so we\nreally want 3616/2 = 1808 blocks of 1024 bytes.  That means we need only four\nmore blocks.  The last data block written was number 10125.  As we\'ve been\ndoing so far, we skip an indirect block (number 10126); we can then write those\nlast four blocks.\n\n<tscreen><verb>\n# fsgrab -c 4 -s 10127 /dev/hda5 >> /mnt/recovered.001\n</verb></tscreen>\n\nNow, with some luck the entire file has been recovered successfully.\n\n\n<sect>Modifying inodes directly<label id="sec-modify">\n\n<p>This method is, on the surface, much easier.  However, as mentioned above,',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Ext2fs-Undeletion.sgml', '',
     '<sect1>Short files\n\n<p>If the file was no more than 12 blocks long, then the block numbers of all\nits data are stored in the inode: you can read them directly out of the\n<tt/stat/ output for the inode.  Moreover, <tt/debugfs/ has a command which\nperforms this task automatically.  To take the example we had before, repeated\nhere:\n\n<tscreen><verb>\ndebugfs:  stat <148003>\nInode: 148003   Type: regular    Mode:  0644   Flags: 0x0   Version: 1\nUser:   503   Group:   100   Size: 6065\nFile ACL: 0    Directory ACL: 0\nLinks: 0   Blockcount: 12\nFragment:  Address: 0    Number: 0    Size: 0\nctime: 0x31a9a574 -- Mon May 27 13:52:04 1996\natime: 0x31a21dd1 -- Tue May 21 20:47:29 1996\nmtime: 0x313bf4d7 -- Tue Mar  5 08:01:27 1996\ndtime: 0x31a9a574 -- Mon May 27 13:52:04 1996\nBLOCKS:',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Printing-HOWTO/fdl.xml', '',
     '<appendix id="gfdl">\n<title>GNU Free Documentation License</title>\n<subtitle>Version 1.2, November 2002</subtitle>\n\n<blockquote id="fsf-copyright">\n <para>Copyright (C) 2000,2001,2002  Free Software Foundation, Inc.\n59 Temple Place, Suite 330, Boston, MA  02111-1307  USA\nEveryone is permitted to copy and distribute verbatim copies\nof this license document, but changing it is not allowed.</para>\n</blockquote>\n\n<section id="gfdl-0"><title>PREAMBLE</title>\n\n<para>The purpose of this License is to make a manual, textbook, or\nother functional and useful document "free" in the sense of freedom: to\nassure everyone the effective freedom to copy and redistribute it, with\nor without modifying it, either commercially or noncommercially.',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/JavaStation-HOWTO/10_reference_docs_chapter.xml', '',
     '<sect1 id="ReferenceDocs-Chapter">\n<title>Reference Docs</title>\n\n<para>\nThis section is a collection of various reference documents which\ndo not belong in any other section.\n</para>\n\n<sect2 id="ReferenceDocs-MrCoffeeJumpersSection">\n<title><productname>Mr. Coffee</productname> Jumper Info</title>\n\n<screen>\nMr. Coffee Jumper Assignments\n\nJ0206                   JTAG header, perhaps JSCC compatible. \nJ0904   1-2 shortened   Enter POST - output ttya, input ttya \n        1-2 open        Skip POST - output screen, input ttya \n        3-4             Unused \n        5-6             Unused \n        7-8             Unused \nJ1101   1-2 open (dflt) TPE squelch \n        1-2 short       Reduced squelch threshold \nJ1102   1-2 open (dflt) 100 Ohm TPE termination ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/JavaStation-HOWTO/10_reference_docs_chapter.xml', '',
     '            short       150 Ohm TPE termination \nJ1602                   Manufacturing test of unknown sort \nJ1603   1-2             PROM select (unfortunately PROM socket is emply) \n        2-3 (default)   Flash select \nJ1604   1-2             FPROM write disable \n        2-3 (default)   FPROM write enable \n\nJ0904 block is a bit block of pullup resistors which a user may shorten. \nThey may be read from the keyboard controller with a command 0xDD.\n</screen>\n\n</sect2>\n\n<sect2 id="ReferenceDocs-KrupsJumperSection">\n<title><productname>Krups</productname> Jumper Info</title>\n\n<screen>\nKrups Jumper Assignments\n\nJ1202   1-2     Use Flash \n        2-3     Select optional diagnostic FLASH PROM in socket J1203 \n                (this does not sound quite right ...) ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linux-i386-Boot-Code-HOWTO.xml', '',
     '                        cli;                    // no interrupts allowed\n                        outb(0x80, 0x70);       // disable NMI\n                }\n        }\nrmodeswtch_end:\n}\n\n// relocate code if necessary\n{\n        (long)code32 = code32_start;\n        if (!(loadflags &amp; LOADED_HIGH)) {       // low loaded zImage\n                // 0x0100 &lt;= start_sys_seg &lt; CS-DELTA_INITSEG\ndo_move0:\n                AX = 0x100;\n                BP = CS - DELTA_INITSEG;        // aka INITSEG\n                BX = start_sys_seg;\ndo_move:\n                move system image from (start_sys_seg:0 .. CS-DELTA_INITSEG:0)\n                        to 0100:0;              // move 0x1000 bytes each time\n        }\nend_move:</programlisting>\n     Note that <emphasis>code32_start</emphasis> is initialized to',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linux-i386-Boot-Code-HOWTO.xml', '',
     '         * 12 is disk parm size. */\n        copy disk parameter (pointer in 0:0078) to INITSEG:3FF4 (12 bytes);\n        // <ulink url="http://www.ctyme.com/intr/rb-2445.htm">int1E: SYSTEM DATA - DISKETTE PARAMETERS</ulink>\n        patch sector count to 36 (offset 4 in parameter table, 1 byte);\n        set disk parameter table pointer (0:0078, int1E) to INITSEG:3FF4;\n}</programlisting>\n     Make sure SP is initialized immediately after SS register.\n     The recommended method of modifying SS is to use "lss" instruction\n     according to\n<ulink url="http://developer.intel.com/design/pentium4/manuals/">\n     IA-32 Intel Architecture Software Developer\'s Manual</ulink>\n     (Vol.3. Ch.5.8.3. Masking Exceptions and Interrupts When Switching Stacks).\n    </para>\n\n    <para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/F.xml', '',
     'floppyfw is a static router with firewall capabilities. Suitable for use as a screening router or as a packet filtering firewall. Version 2.0.3 was released October 3, 2002. Stable version 2.0.5 was released June 18, 2003. Development version 2.9.1 was released February 14, 2003. A floppy-based distribution. From LWN Distribution List\n<ulink url="http://www.tldp.org/LDP/Linux-Dictionary/html/index.html">http://www.tldp.org/LDP/Linux-Dictionary/html/index.html</ulink>\n</para>\n</glossdef>\n</glossentry>\n\n<glossentry>\n<glossterm>\nfloppymeter\n</glossterm>\n<glossdef>\n<para>\nmeasure raw capacity and exact rotation speed of floppy drive TQ From whatis\n<ulink url="http://www.tldp.org/LDP/Linux-Dictionary/html/index.html">http://www.tldp.org/LDP/Linux-Dictionary/html/index.html</ulink>\n</para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/sag/sag-0.9.sgml', '',
     'Linux system for novices.</para> </abstract>\n\n    <legalnotice id="legal-notice">\n\n        <para>Copyright 1993--1998 Lars Wirzenius.</para>\n        <para>Copyright 1998--2001 Joanna Oja.</para>\n        <para>Copyright 2001--2003 Stephen Stafford.</para>\n        <para>Copyright 2003--2004 Stephen Stafford & Alex Weeks.</para>\n        <para>Copyright 2004--Present Alex Weeks.</para>\n\n        <para>Trademarks are owned by their owners.</para>\n\n        <para>Permission is granted to copy, distribute and/or modify this\n        document under the terms of the GNU Free Documentation License,\n        Version 1.2 or any later version published by the Free Software\n        Foundation; with no Invariant Sections, no Front-Cover Texts, and no',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/sag/sag-0.9.sgml', '',
     '<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook V4.2//EN" [\n<!ENTITY ch00 SYSTEM "ch00.sgml">\n<!ENTITY ch01 SYSTEM "ch01.sgml">\n<!ENTITY ch02 SYSTEM "ch02.sgml">\n<!ENTITY ch03 SYSTEM "ch03.sgml">\n<!ENTITY ch04 SYSTEM "ch04.sgml">\n<!ENTITY ch05 SYSTEM "ch05.sgml">\n<!ENTITY ch06 SYSTEM "ch06.sgml">\n<!ENTITY ch07 SYSTEM "ch07.sgml">\n<!ENTITY ch08 SYSTEM "ch08.sgml">\n<!ENTITY ch09 SYSTEM "ch09.sgml">\n<!ENTITY ch10 SYSTEM "ch10.sgml">\n<!ENTITY ch11 SYSTEM "ch11.sgml">\n<!ENTITY ch12 SYSTEM "ch12.sgml">\n<!ENTITY ch13 SYSTEM "ch13.sgml">\n<!ENTITY ch14 SYSTEM "ch14.sgml">\n<!ENTITY ch15 SYSTEM "ch15.sgml">\n<!ENTITY ch16 SYSTEM "ch16.sgml">\n<!ENTITY ch17 SYSTEM "ch17.sgml">\n<!ENTITY ch18 SYSTEM "ch18.sgml">\n<!ENTITY ch19 SYSTEM "ch19.sgml">\n<!ENTITY app01 SYSTEM "app01.sgml">',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Apache-Compile-HOWTO.sgml', '',
     '<para>If you like to have a native interface into your Apache Webserver, you need to build mod_jk with must be downloaded separately here:\n<ulink url="http://jakarta.apache.org/builds/jakarta-tomcat-4.0/release/v4.1.18/src/jakarta-tomcat-connectors-4.1.18-src.tar.gz">\nhttp://jakarta.apache.org/builds/jakarta-tomcat-4.0/release/v4.1.18/src/jakarta-tomcat-connectors-4.1.18-src.tar.gz</ulink>.\n</para>\n\n</sect3>\n\n<sect3><title>Building and installing</title>\n\n<screen>\ntar -xvzf jakarta-tomcat-connectors-4.1.18-src.tar.gz\n\ncd jakarta-tomcat-connectors-4.1.18-src/jk/native\n\n./buildconf\n./configure --with-apxs=/usr/local/apache/bin/apxs\n\nmake\nmake install\n</screen>\n\n</sect3>\n\n<sect3><title>Customizing</title>\n\n<para>Now follows the annoying part, the customizing of the config files. First edit ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Apache-Compile-HOWTO.sgml', '',
     'cd gettext-0.11.2\n\n./configure\n\nmake\nmake check\nmake install\n\nldconfig\n</screen>\n</sect4>\n</sect3>\n\n<sect3><title>zlib</title>\n\n<sect4><title>What is zlib</title>\n<para>zlib is a lossless data-compression library for use on virtually any computer hardware and operating system</para>\n</sect4>\n\n<sect4><title>Download the source</title>\n<para>Origin-Site: <ulink url="ftp://ftp.info-zip.org/pub/infozip/zlib/zlib-1.1.4.tar.gz">ftp://ftp.info-zip.org/pub/infozip/zlib/zlib-1.1.4.tar.gz</ulink>\n (select a mirror close to you)</para>\n</sect4>\n\n<sect4><title>Building and installing</title>\n\n<screen>\ncd /usr/local\n\ntar -xvzf zlib-1.1.4.tar.gz\n\ncd zlib-1.1.4/\n\n./configure\n\nmake\nmake test\nmake install\n\nldconfig\n</screen>\n\n</sect4>\n</sect3>\n\n\n\n</sect2>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Bash-Beginners-Guide/chap12.xml', '',
     '<para>But if a clean termination does not work, the <emphasis>INT</emphasis> or<emphasis>KILL</emphasis> signals might be the only way.  For instance, when a process does not die using <keycap>Ctrl</keycap>+<keycap>C</keycap>, it is best to use the <command>kill <option>-9</option></command> on that process ID:</para>\n<screen>\n<prompt>maud: ~&gt;</prompt> <command>ps <option>-ef</option> | grep <parameter>stuck_process</parameter></command>\nmaud    5607   2214  0 20:05 pts/5    00:00:02 stuck_process\n\n<prompt>maud: ~&gt;</prompt> <command>kill <option>-9</option> <parameter>5607</parameter></command>\n\n<prompt>maud: ~&gt;</prompt> <command>ps <option>-ef</option> | grep <parameter>stuck_process</parameter></command>\nmaud    5614    2214 0 20:15 pts/5    00:00:00 grep stuck_process',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Slovak-HOWTO/console.sgml', '',
     '      <para>Slovensk� (ISO-8859-2) fonty, ktor� s� s��as�ou bal�kov <application>kbd</application>\n\ta <application>console-tools</application>:\n\t<variablelist>\n\t  <varlistentry>\n\t    <term><application>kbd</application>:</term>\n\t    <listitem>\n\t      <para>lat2-{08,10,12,14,16}, lat2a-16, iso02.{08,14,16}</para>\n\t    </listitem>\n\t  </varlistentry>\n\t  \n\t  <varlistentry>\n\t    <term><application>console-tools</application>:</term>\n\t    <listitem>\n\t      <para>lat2-{08,10,12,14,16}, lat2u-16, iso02.f{08,14,16}</para>\n\t    </listitem>\n\t  </varlistentry>\n\t</variablelist></para>\n\n      <para>Na zavedenie fontu pou�ite pr�kaz\n\t<variablelist>\n\t  <varlistentry>\n\t    <term><application>kbd</application>:</term>\n\t    <listitem>\n\t      <para>\n\t\t<screen>\nsh$ setfont meno-zo-zoznamu\n\t\t</screen></para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Nvidia-OpenGL-Configuration.sgml', '',
     '\t<title>GNU FDL Version, and Copyright Notice</title>\n    <para>Version 1.1, March 2000</para>\n\n    <blockquote>\n      <para>Copyright (C) 2000  Free Software Foundation, Inc.\n59 Temple Place, Suite 330, Boston, MA  02111-1307  USA\nEveryone is permitted to copy and distribute verbatim copies\nof this license document, but changing it is not allowed.</para>\n    </blockquote>\n\t</sect1>\n\n  <sect1 id="gfdlpreamble">\n    <title>PREAMBLE</title>\n\n    <para>The purpose of this License is to make a manual, textbook,\n    or other written document "free" in the sense of freedom: to\n    assure everyone the effective freedom to copy and redistribute it,\n    with or without modifying it, either commercially or\n    noncommercially.  Secondarily, this License preserves for the',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Nvidia-OpenGL-Configuration.sgml', '',
     '\t\t\t./j2sdk-1_3_1_02-linux-i386.bin\n\t\t\tmv jdk1.3.1_02 /usr/local\n\t\t\tcd /usr/local\n\t\t\tln -s jdk1.3.1_02 jdk\n\t\t</screen>\n\t\t</para>\n\n\t\t<para>\n\t\tNext is to unpack Java 3D and finish setting up the environment\n\t\tfor the Java SDK.\n\t\t<screen>\n\tcd jdk\n\ttar -xvyf ~/java3d-1.2.1_01-fcs-linux-i386-sdk.tar.bz2\n\tcd jre/lib/ext\n\tcp j3d* ..\n\tcp vecmath.jar ..\n\tcd /usr/local\n\tchown -R root:root jdk1.3.1_02\n        </screen>\n        </para>\n\n        <para>\n        Edit <filename>/etc/profile</filename> or, as on many systems,\n\t\tyou can add a new file like <filename>java.sh</filename> to\n\t\tthe directory <filename>/etc/profile.d/</filename>.\n\t\tTo either file, add:\n        <screen>\n\t\t\tJAVA_HOME=/usr/local/jdk\n\t\t\tPATH=$PATH:$JAVA_HOME/bin\n\t\t\tMANPATH=$MANPATH:$JAVA_HOME/man\n\t\t\texport JAVA_HOME PATH MANPATH',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Printing-HOWTO/printers.xml', '',
     '<entry><literallayout>9-pin&nbsp;136&nbsp;Col*\n9-pin&nbsp;80&nbsp;Col*\n24-pin&nbsp;136&nbsp;Col*\n24-pin&nbsp;80&nbsp;Col*\n48&nbsp;pin*\n</literallayout>\n</entry>\n<entry>&nbsp;</entry>\n</row>\n<row valign="top"><entry><simpara>GoldStar</simpara>\n</entry>\n<entry>&nbsp;</entry>\n<entry>&nbsp;</entry>\n<entry><literallayout>GLP-1450*\nGLP-2050*\nGLP-5750*\n</literallayout>\n</entry>\n<entry>&nbsp;</entry>\n</row>\n<row valign="top"><entry><simpara>HP</simpara>\n</entry>\n<entry><literallayout>2000C\n2500C\n2500CM\n2563\nBusiness&nbsp;Inkjet&nbsp;2200\nBusiness&nbsp;Inkjet&nbsp;2230\nBusiness&nbsp;Inkjet&nbsp;2250\nBusiness&nbsp;Inkjet&nbsp;2250TN\nBusiness&nbsp;Inkjet&nbsp;2280\nBusiness&nbsp;Inkjet&nbsp;2600\nBusiness&nbsp;Inkjet&nbsp;3000\nColor&nbsp;Inkjet&nbsp;Printer&nbsp;CP1160',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Printing-HOWTO/printers.xml', '',
     '</literallayout>\n</entry>\n<entry><literallayout>Aficio&nbsp;401*\n</literallayout>\n</entry>\n<entry>&nbsp;</entry>\n<entry><literallayout>Aficio&nbsp;Color&nbsp;2206*\nAfico&nbsp;FX10*\n</literallayout>\n</entry>\n</row>\n<row valign="top"><entry><simpara>Sambo</simpara>\n</entry>\n<entry>&nbsp;</entry>\n<entry>&nbsp;</entry>\n<entry><literallayout>PageJet&nbsp;P1*\nPageJet&nbsp;P2*\nStylus&nbsp;800H+*\nStylus&nbsp;1000H+*\n</literallayout>\n</entry>\n<entry>&nbsp;</entry>\n</row>\n<row valign="top"><entry><simpara>Samsung</simpara>\n</entry>\n<entry><literallayout>ML-85*\nML-200\nML-210\nML-1000\nML-1010\nML-1020\nML-1200\nML-1210\nML-1220\nML-4500\nML-4600*\nML-5000a*\nML-5080\nML-6000/6100*\nML-6040\nML-7000/7000P/7000N*\nML-7050*\nQL-5100A*\nQL-6050*\nSI-630A*\n</literallayout>\n</entry>\n<entry><literallayout>ML-85G\nQL-85G',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Lotus-DominoR5.xml', '',
     '\t\t\t\tMary Gardiner converts mini-HOWTO into Docbook XML 4.1.2.\n\t\t\t</revremark>\n\t\t</revision>\n                <revision>\n\t        \t<revnumber>0.1</revnumber>\n\t\t\t<date>2002-09-20</date>\n\t\t\t<revremark>\n\t\t\t\tMy first mini-HOWTO, wrote install instructions Lotus\n\t\t\t\tDomino 5.08 &amp; 5.09a for Mandrake Linux 8.1 and SuSE 7.3\n\t\t\t\tProfessional.\n\t\t\t</revremark>\n\t\t</revision>\n      \n               \n\n\t</revhistory>\n\n</articleinfo>\n\n\n\n\t<para>\n\tThis mini-HOWTO gives you explicit instructions on installing Lotus Domino\n\tR5 for Linux on the Intel x86-based distributions of Mandrake\n\tLinux 8.1 and SuSE 7.3 Professional. After installing Domino R5, you can\n\tconnect to your Domino server from a remote Notes machine, and administer\n\tit locally (on the same Linux machine) using the Web Administrator.\n\t</para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Lotus-DominoR5.xml', '',
     '\t\t<contrib>The document structure from DB2 Version\n\t\t        7.1 for Linux HOWTO</contrib>\n\t</othercredit>\n\n        <pubdate>January 2003</pubdate>\n\n\t<revhistory id="revhistory">\n                <revision>\n\t                <revnumber>1.0</revnumber>\n\t                <date>2003-01-18</date>\n\t                <revremark>\n                                Initial Release, reviewed by LDP (Tab)\n                        </revremark>\n                </revision>\n\t\t<revision>\n\t\t\t<revnumber>0.1.2</revnumber>\n\t                <date>2003-01-13</date>\n\t\t\t<revremark>\n\t\t\t\tCorrected some factual and grammatical mistakes. Submitted document to LDP.\n\t\t\t</revremark>\n\t\t</revision>\n                <revision>\n\t\t\t<revnumber>0.1.1</revnumber>\n\t\t\t<date>2003-01-01</date>\n\t\t\t<revremark>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', '',
     "# From ``Assigned Numbers'':\r\n#\r\n#&#62; The Registered Ports are not controlled by the IANA and on most systems\r\n#&#62; can be used by ordinary user processes or programs executed by ordinary\r\n#&#62; users.\r\n#\r\n#&#62; Ports are used in the TCP [45,106] to name the ends of logical\r\n#&#62; connections which carry long term conversations.  For the purpose of\r\n#&#62; providing services to unknown callers, a service contact port is\r\n#&#62; defined.  This list specifies the port used by the server process as its\r\n#&#62; contact port.  While the IANA can not control uses of these ports it\r\n#&#62; does register or list uses of these ports as a convenience to the\r\n#&#62; community.\r\n#\r\ningreslock\t1524/tcp\r\ningreslock\t1524/udp\r\nprospero-np\t1525/tcp\t\t# Prospero non-privileged\r\nprospero-np\t1525/udp\r",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Net-HOWTO/Net-HOWTO.sgml', '',
     "# All tags are included. The default values are based on the code\r\n# supplied with the DOS drivers for the Sangoma S502A card.\r\n#\r\n# A '#' anywhere in a line constitutes a comment.\r\n# Blanks are ignored (you can indent with tabs too).\r\n# Unknown [] entries and unknown keys are ignored .\r\n#\r\n[Devices]\r\nCount=1                 # number of devices to configure\r\nDev_1=sdla0             # the name of a device\r\n#Dev_2=sdla1            # the name of a device\r\n# Specified here, these are applied to all devices and can be overridden for\r\n# each individual board.\r\n#\r\nAccess=CPE\r\nClock=Internal\r\nKBaud=64\r\nFlags=TX\r\n#\r\n# MTU=1500              # Maximum transmit IFrame length, default is 4096\r\n# T391=10               # T391 value    5 - 30, default is 10\r",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch06.sgm', '',
     'primary       0.0.127.in-addr.arpa   named.local ; localhost network\ncache         .                      named.ca    ; root servers\n</screen>\n</para>\n\n<para>\nIn addition to this <filename>named.boot</filename> file, you must set\nup the <filename>named.ca</filename> file with a valid list of root\nname servers. You could copy and use <xref\nlinkend="X-087-2-resolv.fig.named.cache"> for this purpose. No other\nfiles are needed for a caching-only server configuration.\n</para>\n</sect2>\n\n<sect2><title>Writing the Master Files</title>\n<para>\n<xref linkend="X-087-2-resolv.fig.named.cache">,\n<xref linkend="X-087-2-resolv.fig.named.hosts">,\n<xref linkend="X-087-2-resolv.fig.named.local">, and\n<xref linkend="X-087-2-resolv.fig.named.rev"> give sample files for a name\nserver at the brewery, located on',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch06.sgm', '',
     '                          86400      ; refresh: once per day\n                          3600       ; retry:   one hour\n                          3600000    ; expire:  42 days\n                          604800     ; minimum: 1 week\n                          )\n              IN  NS    vlager.vbrew.com.\n; brewery\n1.1           IN  PTR   vlager.vbrew.com.\n2.1           IN  PTR   vstout.vbrew.com.\n3.1           IN  PTR   vale.vbrew.com.\n; winery\n1.2           IN  PTR   vlager-if2.vbrew.com.\n2.2           IN  PTR   vbardolino.vbrew.com.\n3.2           IN  PTR   vchianti.vbrew.com.\n4.2           IN  PTR   vbeaujolais.vbrew.com.\n</screen>\n</example>\n</sect2>\n\n<sect2 id="X-087-2-resolv.nslookup"><title>Verifying the Name Server Setup</title>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Netrom-Node.sgml', '',
     '# name call-sign alias paclen description\n#\nnetrom          K5DI-1  #CRUCE   235    Switch\nnetnod          K5DI-4  CRUCES   235    Real Node\n</verb></tscreen>\n\n\tThere is no change to the nrbroadcast file so the remaining\nchanges will be made to the ax25d.conf file. In this file you\nnormally put the real netrom application called k5di-1, but since a\ncall to k5di-1 or #CRUCE gets undesirable results, leave that entry\nout of ax25d.conf and a user will get just a "busy" when calling.\n\n\tInstead put in the netnod and that will allow ax25d to answer\na call to CRUCES. This is shown in the example below:\n\n<tscreen><verb>\n# /etc/ax25/ax25d.conf\n#\n#  AX25D Configuration File.\n#\n# AX.25 ports begin with a \'[\'.\n#\n[CRUCES VIA ax0]\ndefault\t * *    *   *   *    0 - root\t/usr/sbin/node\tnode',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/Netrom-Node.sgml', '',
     'to the TNC, sets the tcp/ip address up, sets the speed of the\nconnection, and is given the serial port to use.\n\n\tAxports is a file that defines the name of the ax.25 ports\nand tells kissattach what call-sign, baud-rate and window size to use.\nBelow is an example of a 2 TNC system.\n\n<tscreen><verb>\n# /etc/ax25/axports\n# Be very careful with the speed setting. This is the speed in\n# bits/second that data passes from the computer to the TNC, and has\n# nothing to do with the radio baud rate! \n#\n# The format of this file is:\n#\n# name call-sign speed paclen window description\n#\nax0 \tK5DI-9\t\t9600\t255\t3\t445.1 (9600 bps)\nax1\tK5DI-10\t\t9600\t255\t1\t145.07 (1200 bps)\n</verb></tscreen>\n\n\tAX25D is the application that reads the ax25d.conf\nConfiguration file and answers calls made to the system. Below is a',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/PHP-Nuke-HOWTO/PHP-Nuke-HOWTO.sgml', '',
     '<entry align="left" valign="top"><para>themes/ExtraLite/theme.php</para></entry>\n<entry align="left" valign="top"><para>echo &quot;&lt;body  text=\\&quot;000000\\&quot; link=\\&quot;0000ff\\&quot; vlink=\\&quot;0000ff\\&quot;&gt;&quot;</para></entry>\n</row>\n<row>\n<entry align="left" valign="top"><para>themes/Kaput/theme.php</para></entry>\n<entry align="left" valign="top"><para>echo &quot;&lt;body bgcolor=\\&quot;#FFFFFF\\&quot; text=\\&quot;#000000\\&quot; link=\\&quot;#363636\\&quot; vlink=\\&quot;#363636\\&quot; alink=\\&quot;#d5ae83\\&quot;&gt;\\n&quot;</para></entry>\n</row>\n<row>\n<entry align="left" valign="top"><para>themes/Karate/theme.php</para></entry>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/PHP-Nuke-HOWTO/PHP-Nuke-HOWTO.sgml', '',
     '<!ENTITY graph1122 "upload">\n<!ENTITY graph1123 "odp">\n<!ENTITY graph1124 "calloways-cart-add-product">\n<!ENTITY graph1125 "workboard">\n<!ENTITY graph1126 "workboard-admin">\n<!ENTITY graph1127 "php-nuke-html-folder">\n<!ENTITY graph1128 "extra-info">\n<!ENTITY graph1129 "theme-structure-nukenews">\n<!ENTITY graph1130 "theme-structure-other">\n<!ENTITY graph1131 "top-nav-bar">\n<!ENTITY graph1132 "posted-by">\n<!ENTITY graph1133 "messages">\n<!ENTITY graph1134 "modules-block">\n<!ENTITY graph1135 "modules-block">\n<!ENTITY graph1136 "treemenu">\n<!ENTITY graph1137 "treemenu1">\n<!ENTITY graph1138 "treemenu2">\n<!ENTITY graph1139 "treemenu3">\n<!ENTITY graph1140 "modules">\n<!ENTITY graph1141 "faq">\n<!ENTITY graph1142 "reviews">\n<!ENTITY graph1143 "weblinks">\n<!ENTITY graph1144 "your-info-profile-link">',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Intro-Linux/chap8.xml', '',
     '<prompt>davy:~&gt;</prompt> <command>lpstat</command>\nblob-253\tdavy\t1024\tTue 25 Jul 2006 10:20_01 AM CEST\n</screen>\n\n</sect3>\n\n<sect3 id="sect_08_01_01_03"><title>Status of your printer</title>\n\n<para>Which is the default printer<indexterm><primary>printing</primary><secondary>status</secondary></indexterm> on a system that has access to multiple printers?</para>\n\n<cmdsynopsis><command>lpstat <option>-d</option></command></cmdsynopsis>\n<screen>\n<prompt>davy:~&gt;</prompt> <command>lpstat <option>-d</option></command>\nsystem default destination: blob\n</screen>\n<para>What is the status of my printer(s)?</para>\n\n<cmdsynopsis><command>lpstat <option>-p</option></command></cmdsynopsis>\n<screen>\n<prompt>davy:~&gt;</prompt> <command>lpstat <option>-p</option></command>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Install-Strategies.sgml', '',
     "      <application>Lilo</application> is dependent on the\n      <acronym>BIOS</acronym> to boot the <acronym>OS</acronym>'s nor can\n      it. Thus if you want to use <application>Lilo</application> to boot Linux\n      you got to make sure that the Linux partition is well below the\n      <literal>1024</literal> cylinder limit. My hard disk &ndash; and most\n      modern hard disks have more than <literal>1024</literal> cylinders &ndash;\n      has <literal>1650</literal> cylinders and using\n      <application>Lilo</application> means making the Linux partition at about\n      the <literal>1000</literal> or <literal>1010</literal> cylinder mark which\n      translates into a whopping <literal>5.2</literal>&nbsp;Gb of\n      <literal>12.9</literal>&nbsp;Gb to Linux and this wasn't working for me",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linux+Windows-HOWTO/Linux+Windows-HOWTO.sgml', '',
     '\t\t<colspec colname="column1">\n\t\t<colspec colname="column2">\n\t\t<colspec colname="column3">\n\t\t<spanspec namest="column1" nameend="column3" spanname="span-horiz" align="center">\n\t\t<thead>\n\t\t\t<row>\n\t\t\t\t<entry>Date</entry>\n\t\t\t\t<entry>Component</entry>\n\t\t\t\t<entry>Action</entry>\n\t\t\t</row>\n\t\t</thead>\n\t\t<tbody>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Partition Table</entry>\n\t\t\t\t<entry><screen>\ntomsrtbt-1.6.335 (linux-2.0.35)  \nbash&gt;/bin/fdisk  \nfdisk&gt; p  \n Disk /dev/hda: 255 heads, 63 sectors, 1024 cylinders  \n Units = cylinders of 16085 * 512 bytes  \n\n Drive     Boot Start   End    Blocks  Id  System  \n /dev/hda1  *       1  1662  13349983+ 0c  Win95 FAT32\n(LBA)  \n\nPartition has different physical/logical endings  \nphys = (1022, 254, 63)  logical = (1661, 254, 63)</screen></entry>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Linux+Windows-HOWTO/Linux+Windows-HOWTO.sgml', '',
     '\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Main\\L2 Cache ECC Support</entry>\n\t\t\t\t<entry>Auto</entry>\n\t\t\t</row>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Advanced\\Peripheral Configuration\\Plug & Play O/S</entry>\n\t\t\t\t<entry>No</entry>\n\t\t\t</row>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Advanced\\Peripheral Configuration\\Reset Configuration Data</entry>\n\t\t\t\t<entry>No</entry>\n\t\t\t</row>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Advanced\\Peripheral Configuration\\NumLock</entry>\n\t\t\t\t<entry>Auto</entry>\n\t\t\t</row>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Advanced\\Peripheral Configuration\\Serial Port A</entry>\n\t\t\t\t<entry>Auto</entry>\n\t\t\t</row>\n\t\t\t<row>\n\t\t\t\t<entry>1999-10-21</entry>\n\t\t\t\t<entry>Advanced\\Peripheral Configuration\\Parallel Port</entry>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Security-HOWTO.xml', '',
     'mask, eg. 6: 110, NOT:        001 \n</para>\n<para>\nresulting permission, AND:    001  (equals 1, __x)\n</para>\n\n<para>\n\n<screen>\n\t\t# Set the user\'s default umask\n\t\tumask 033\n</screen>\n\nBe sure to make root\'s umask <literal remap="tt">077</literal>, which will disable read, write, and\nexecute permission for other users, unless explicitly changed using\n<literal remap="tt">chmod</literal>.  In this case, newly-created directories would have 744\npermissions, obtained by subtracting 033 from 777.  Newly-created files\nusing the 033 umask would have permissions of 644.\n</para>\n\n<para>\nIf you are using Red Hat, and adhere to their user and group ID\ncreation scheme (User Private Groups), it is only necessary to use <literal remap="tt">002</literal>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Security-HOWTO.xml', '',
     'follows: The default permission of  user/group/others (7 for\ndirectories, 6 for files) is combined with the  inverted mask (NOT)\nusing AND on a per-bit-basis. \n</para>\n<para>\nExample 1:\n</para>\n<para>\nfile, default 6, binary:      110\nmask, eg. 2: 010, NOT:        101\n</para>\n<para>\nresulting permission, AND:    100  (equals 4, r__)\n</para>\n<para>\nExample 2:\n</para>\n<para>\nfile, default 6, binary:      110\nmask, eg. 6: 110, NOT:        001\n</para>\n<para>\nresulting permission, AND:    000  (equals 0, ___)\n</para>\n<para>\nExample 3:\n</para>\n<para>\ndirectory, default 7, binary: 111                \nmask, eg. 2: 010, NOT:        101 \n</para>\n<para>\nresulting permission, AND:    101  (equals 5, r_x)\n</para>\n<para>\nExample 4:\n</para>\n<para>\ndirectory, default 7, binary: 111                ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/sag/ch06.sgml', '',
     '\t<command>free</command>.  It will tell the total amount of swap\n\tspace used.\n\n<screen>\n<prompt>$</prompt> <userinput>free</userinput>\n<computeroutput>             total       used       free     shared   \n buffers\nMem:         15152      14896        256      12404       2528\n-/+ buffers:            12368       2784\nSwap:        32452       6684      25768</computeroutput>\n<prompt>$</prompt>\n</screen>\n\n\tThe first line of output (<literal>Mem:</literal>) shows the\n\tphysical memory.  The total column does not show the physical\n\tmemory used by the kernel, which is usually about a megabyte.\n\tThe used column shows the amount of memory used (the second\n\tline does not count buffers).  The free column shows completely\n\tunused memory.\tThe shared column shows the amount of memory',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Intkeyb.sgml', '',
     'keycode 113 = Mode&lowbar;switch\n</para>\n<para>\nkeycode 114 = Break\n</para>\n<para>\nkeycode 110 = Find\n</para>\n<para>\nkeycode  98 = Up\n</para>\n<para>\nkeycode  99 = Prior\n</para>\n<para>\nkeycode 100 = Left\n</para>\n<para>\nkeycode 102 = Right\n</para>\n<para>\nkeycode 104 = Down\n</para>\n<para>\nkeycode 105 = Next\n</para>\n<para>\nkeycode 106 = Insert\n</para>\n<para>\n! right windows-logo key\n</para>\n<para>\n! in "windows" keyboards the postion of the key is annoying, is where AltGr\n</para>\n<para>\n! usually resides, so go definie it as AltGr\n</para>\n<para>\nkeycode 116 = Mode&lowbar;switch\n</para>\n<para>\n! right windows-menu key\n</para>\n<para>\nkeycode 117 = Multi&lowbar;key\n</para>\n<para>\nadd Mod1 = Alt&lowbar;L\n</para>\n<para>\nadd Mod2 = Mode&lowbar;switch\n</para>\n</sect2>\n<sect2>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Intkeyb.sgml', '',
     'keycode  36 = Return\n</para>\n<para>\nkeycode  37 = Control&lowbar;L\n</para>\n<para>\nkeycode  38 = a\n</para>\n<para>\nkeycode  39 = s\n</para>\n<para>\nkeycode  40 = d\n</para>\n<para>\nkeycode  41 = f\n</para>\n<para>\nkeycode  42 = g\n</para>\n<para>\nkeycode  43 = h\n</para>\n<para>\nkeycode  44 = j\n</para>\n<para>\nkeycode  45 = k\n</para>\n<para>\nkeycode  46 = l\n</para>\n<para>\nkeycode  47 = uogonek Uogonek semicolon colon\n</para>\n<para>\nkeycode  48 = eabovedot Eabovedot apostrophe quotedbl\n</para>\n<para>\nkeycode  49 = grave asciitilde\n</para>\n<para>\nkeycode  50 = Shift&lowbar;L\n</para>\n<para>\nkeycode  51 = backslash bar\n</para>\n<para>\nkeycode  52 = z\n</para>\n<para>\nkeycode  53 = umacron Umacron x X\n</para>\n<para>\nkeycode  54 = c\n</para>\n<para>\nkeycode  55 = v\n</para>\n<para>\nkeycode  56 = b\n</para>\n<para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Sybase-ASE-HOWTO.xml', '',
     'sybase-ase-12.5.tgz generated\n</screen>\n</para>\n\n<para>\nThe rpm2tgz utility does the same thing, converts the rpm into a tgz archive.\n<screen>\nrpm2tgz sybase-ase*.rpm\nrpm2tgz sybase-common*.rpm\n</screen>\n</para>\n\n<para>\nThe distribution of RPM contains the rpm2cpio utility, it reads an rpm from a file or STDIN and outputs a cpio archive on STDOUT.\n<screen>\nrpm2cpio sybase-ase-12.5-3.i386.rpm > sybase-ase-12.5-3.i386.cpio\nrpm2cpio sybase-common-12.5-3.i386.rpm > sybase-common-12.5-3.i386.cpio\n</screen>\n</para>\n\n<para>\nOnce you have created a .tgz archive from the RPM, you can unpack it. Since the path in the archive is relative to /, you need to do this as root.\n<screen>\nbash&dollar; su -\nPassword:\nbash# tar -xvzf sybase-ase*.tgz\nbash# tar -xvzf sybase-common*.tgz\n</screen>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Sybase-ASE-HOWTO.xml', '',
     '\tThere is also the SYBASE-L mailing list, see info from the URL <ulink url="http://www.lsoft.com/scripts/wl.exe?SL1=SYBASE-L&amp;H=LISTSERV.UCSB.EDU">http://www.lsoft.com/scripts/wl.exe?SL1=SYBASE-L&amp;H=LISTSERV.UCSB.EDU</ulink>.\n\t</para>\n\t</listitem>\n\t</itemizedlist>\n</para>\n</listitem>\n</itemizedlist>\n</para>\n</appendix>\n\n<appendix id="gpl">\n\n<title>GNU General Public License</title>\n<indexterm><primary>GPL</primary></indexterm>\n<indexterm><primary>GNU General Public License</primary></indexterm>\n\n<blockquote>\n<para>\nVersion 2, June 1991\n</para>\n<para>\n Copyright (C) 1989, 1991 Free Software Foundation, Inc.\n 59 Temple Place, Suite 330, Boston, MA  02111-1307  USA\n</para>\n<para>\n Everyone is permitted to copy and distribute verbatim copies',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Bash-Beginners-Guide/chap2.xml', '',
     "root     tty2     -                Sat 2pm  5:36m  0.24s  0.05s  -bash\nwilly\t :0       -                Sat 2pm   ?     0.00s   ?     -\nwilly\t pts/3    -                Sat 2pm 43:13  36.82s 36.82s  BitchX willy ir\nwilly    pts/2    -                Sat 2pm 43:13   0.13s  0.06s  /usr/bin/screen\n+ echo\n\n+ echo 'I'\\''m setting two variables now.'\nI'm setting two variables now.\n+ COLOUR=black\n+ VALUE=9\n+ echo 'This is a string: '\nThis is a string:\n+ echo 'And this is a number: '\nAnd this is a number:\n+ echo\n\n+ echo 'I'\\''m giving you back your prompt now.'\nI'm giving you back your prompt now.\n+ echo\n</screen>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Bash-Beginners-Guide/chap2.xml', '',
     "Hi, willy!\n\nI will now fetch you a list of connected users:\n\n  3:38pm  up 18 days,  5:37,  4 users,  load average: 0.12, 0.22, 0.15\nUSER     TTY      FROM              LOGIN@   IDLE   JCPU   PCPU  WHAT\nroot     tty2     -                Sat 2pm  4:25m  0.24s  0.05s  -bash\nwilly\t :0       -                Sat 2pm   ?     0.00s   ?     -\nwilly    pts/3    -                Sat 2pm  3:33m 36.39s 36.39s  BitchX willy ir\nwilly    pts/2    -                Sat 2pm  3:33m  0.13s  0.06s  /usr/bin/screen\n\nI'm setting two variables now.\nThis is a string: black\nAnd this is a number: 9\n\nI'm giving you back your prompt now.\n\n<prompt>willy:~/scripts&gt;</prompt> <command>echo <varname>$COLOUR</varname></command>\n\n<prompt>willy:~/scripts&gt;</prompt> <command>echo <varname>$VALUE</varname></command>",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/Z.xml', '',
     '<?xml version="1.0" encoding="UTF-8"?>\n<glossary id="Z">\n<title>Z</title>\n\n<glossentry>\n<glossterm>\nz8530-utils2\n</glossterm>\n<glossdef>\n<para>\nUtilities for Z8530 based HDLC cards for AX.25 (kernel 2.2.x) This package contains utilities to load, configure and modify the kernel driver for Z8530 based SCC cards. This version is for kernels above 2.1.6. It should at least work with the following boards and connected modems: BayCom USCC. PA0HZP card with and without ESCC and/or external clock divider (up to 19200 baud (loopback)) and compatibles. TCM3105 modem, 4k8 modem, 9k6 DF9IC modem (loopback), HAPN 4k8 modem (connected to a SCC board, of course!). From Debian 3.0r0 APT ',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch20.sgm', '',
     '<systemitem role="sitename">brewhq</systemitem> might want to receive\nnewsgroups from the <systemitem role="newsgroup">fj</systemitem>\nhierarchy, which GMU doesn\'t carry. It therefore maintains another link\nwith <systemitem role="sitename">gargleblaster.com</systemitem>, which carries\nall <systemitem role="newsgroup">fj</systemitem> groups and feeds\nthem to <systemitem role="sitename">brewhq</systemitem>. The news flow is\nshown in <xref linkend="X-087-2-news.fig.article-flow">.\n</para>\n\n<figure id="X-087-2-news.fig.article-flow">\n<title>Usenet newsflow through Groucho Marx University</title>\n<!-- <graphic fileref="lag2_2001.jpg"></graphic> -->\n<!-- 2016-01-28; MAB, TLDP -->\n<mediaobject> \n  <imageobject>\n    <imagedata fileref="images/lag2_2001.jpg" format="jpg">\n  </imageobject>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/nag2/ch20.sgm', '',
     '</para>\n\n</sect1>\n\n<sect1 id="X-087-2-news.algorithm"><title>How Does Usenet Handle News?</title>\n\n<para>\n<indexterm id="idx-newsexchanging-1" class="startofrange"><primary>news (network)</primary><secondary>exchanging</secondary></indexterm>\n<indexterm id="idx-newsfeeding-1" class="startofrange"><primary>news (network)</primary><secondary>feeding</secondary></indexterm>\n<indexterm><primary>news (network)</primary><secondary>flooding algorithm</secondary></indexterm>\n<indexterm><primary>flooding algorithm</primary></indexterm>\nToday, Usenet has grown to enormous proportions. Sites that carry the\nwhole of Netnews usually transfer something like a paltry 60 MB a day.<footnote id="X-087-2-FNUN02"><para> Wait a minute: 60\nMegs at 9,600 bps, that\'s 60 million multiplied by 1,024, that',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/L.xml', '',
     '</glossdef>\n</glossentry>\n\n<glossentry>\n<glossterm>\nLinuxPPC\n</glossterm>\n<glossdef>\n<para>\nLinuxPPC Inc. started the frst wave of interest in native Linux on PowerPC systems in 1996, releasing its first CD-ROM discs, and providing them to developers and people interested in alternative operating systems. Its fourth major release, LinuxPPC R4, came out in June 1998. That highly successful release was followed by LinuxPPC 4.1, 1999 (5.0), 1999 Q3 (5.5), and the current release, LinuxPPC 2000 (6.0). Unfortunately now dead - March 5, 2003.  From LWN Distribution List\n<ulink url="http://www.tldp.org/LDP/Linux-Dictionary/html/index.html">http://www.tldp.org/LDP/Linux-Dictionary/html/index.html</ulink>\n</para>\n</glossdef>\n</glossentry>\n\n<glossentry>\n<glossterm>\nlinuxvideostudio\n</glossterm>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Linux-Dictionary/L.xml', '',
     'LEAF (Linux Embedded Appliance Firewall) is an easy-to-use embedded Linux system that is meant for creating network appliances for use in small office, home office, and home automation environments. There are several branches of LEAF, including Bering, Dachstein, Oxygen, PacketFilter, and WRP. The initial release of Bering (Beta 4), was released March 7, 2002. Bering 1.2 was released May 11, 2003. Shorewall 1.3.9b was released October 23, 2002. Mosquito 3.4 was announced July 7, 2002. The WISP-Dist branch released version 2397 on December 26, 2002.  From LWN Distribution List\n<ulink url="http://www.tldp.org/LDP/Linux-Dictionary/html/index.html">http://www.tldp.org/LDP/Linux-Dictionary/html/index.html</ulink>\n</para>\n</glossdef>\n</glossentry>\n\n<glossentry>\n<glossterm>\nleafnode\n</glossterm>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Majordomo-MajorCool-HOWTO.sgml', '',
     'Check the <filename>/etc/passwd</filename> and <filename>/etc/group</filename> files to find a UID and GID that are not taken.  For this example, a UID of 16 and a GID of 16 was chosen.  You have to decide on the location where the Majordomo scripts will reside; in this HOWTO, the directory <filename>/usr/local/majordomo-1.94.5/</filename> was chosen.  If you are using a shadowed password file, add entries similar to\n\n<screen>\nmajordomo:x:16:16:Majordomo List Manager:/usr/local/majordomo-1.94.5:\n</screen>\n\nto your <filename>/etc/passwd</filename> and add an appropriate entry to <filename>/etc/shadow</filename>.\n\n<screen>\nmajordomo:*:10883:0:88888:7:::\n</screen>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Intro-Linux/chap7.xml', '',
     '</sect3>\n<sect3 id="sect_07_02_05_06"><title>.bash_logout example</title>\n<para>Upon logout, the commands in <filename>~/.bash_logout</filename> are<indexterm><primary>.bash_logout</primary><secondary>example</secondary></indexterm> executed, which can for instance clear the terminal, so that you have a clean window upon logging out of a remote session, or upon leaving the system console:</para>\n<screen>\n<prompt>debby:~&gt;</prompt> <command>cat .bash_logout</command>\n# ~/.bash_logout\n\nclear\n</screen>\n<para>Let\'s take a closer look at how these scripts work in the next section.  Keep <command>info <parameter>bash</parameter></command> close at hand.</para>\n</sect3>\n</sect2>\n<sect2 id="sect_07_02_06"><title>The Bash prompt</title>\n<sect3 id="sect_07_02_06_01"><title>Introduction</title>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Secure-Programs-HOWTO/Secure-Programs-HOWTO.sgml', '',
     'November 1998.\n<emphasis remap="it">Cryptanalysis of Microsoft\'s Point-to-Point Tunneling Protocol (PPTP)</emphasis>\nProceedings of the 5th ACM Conference on Communications and Computer Security,\nACM Press.\n<ulink\nurl="http://www.counterpane.com/pptp.html">http://www.counterpane.com/pptp.html</ulink>.\n</para>\n\n<para>\n[Schneier 1999]\nSchneier, Bruce.\nSeptember 15, 1999.\n``Open Source and Security\'\'.\n<emphasis remap="it">Crypto-Gram</emphasis>.\nCounterpane Internet Security, Inc.\n<ulink\nurl="http://www.counterpane.com/crypto-gram-9909.html">http://www.counterpane.com/crypto-gram-9909.html</ulink>\n</para>\n\n<para>\n[Seifried 1999]\nSeifried, Kurt.\nOctober 9, 1999.\n<emphasis remap="it">Linux Administrator\'s Security Guide</emphasis>.\n<ulink',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Secure-Programs-HOWTO/Secure-Programs-HOWTO.sgml', '',
     'vulnerable, its vulnerabilities became easier to exploit\nwhen it was first made open source,\nand then finally these vulnerabilities were fixed.\n<!--\n     The 1992-1994 date is from\n      http://slashdot.org/articles/01/01/11/1318207.shtml\n  The December 2000 and other info is from:\n  http://firebird.ibphoenix.com/home.nfs?a=ibphoenix&amp;s=979248432:339&amp;page=starkey\n-->\n</para>\n</sect2>\n\n<sect2 id="open-source-security-other">\n<title>Other Advantages</title>\n\n\n<para>\nThe advantages of having source code open extends not just to software\nthat is being attacked, but also extends to vulnerability assessment\nscanners.\nVulnerability assessment scanners intentionally look for vulnerabilities\nin configured systems.\nA recent Network Computing evaluation found that the best scanner',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Remote-Serial-Console-HOWTO.sgml', '',
     '&lt;sconsole&gt;  0600 &lt;memstick&gt;   0600 root\n&lt;sconsole&gt;  0600 &lt;flash&gt;      0600 root\n&lt;sconsole&gt;  0600 &lt;mainboard&gt;  0600 root\n&lt;sconsole&gt;  0600 &lt;rio500&gt;     0600 root</programlisting>\n   </figure>\n\n  </section> <!-- misc-pam -->\n\n\n  <section id="misc-configure-rhl">\n   <title>Configure <productname>Red Hat Linux</productname></title>\n\n   <para><productname>Red Hat Linux</productname> stores parameters concerning system start up in\n   the file <filename>/etc/sysconfig/init</filename>.</para>\n\n   <para>Alter the parameter <literal>BOOTUP</literal> to use\n   terminal-independent commands to write the\n   <computeroutput>OK</computeroutput>,\n   <computeroutput>PASSED</computeroutput> and',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Remote-Serial-Console-HOWTO.sgml', '',
     '       <entry colname="bps">19200<abbrev>bps</abbrev></entry>\n       <entry colname="divisor"><literal>0x06</literal></entry>\n      </row>\n      <row>\n       <entry colname="bps">9600<abbrev>bps</abbrev></entry>\n       <entry colname="divisor"><literal>0x0c</literal></entry>\n      </row>\n      <row>\n       <entry colname="bps">4800<abbrev>bps</abbrev></entry>\n       <entry colname="divisor"><literal>0x18</literal></entry>\n      </row>\n      <row>\n       <entry colname="bps">2400<abbrev>bps</abbrev></entry>\n       <entry colname="divisor"><literal>0x30</literal></entry>\n      </row>\n      <row>\n       <entry colname="bps">1200<abbrev>bps</abbrev></entry>\n       <entry colname="divisor"><literal>0x60</literal></entry>\n      </row>\n     </tbody>\n    </tgroup>\n   </table>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Intro-Linux/chap11.xml', '',
     "CPU: Advanced Micro Devices Duron Spitfire (Family: 6, Stepping: 1)\nDetected cache-line size is 64 bytes\nCPUflags:  MMX: 1 MMX2: 1 3DNow: 1 3DNow2: 1 SSE: 0 SSE2: 0\nPlaying /opt/oldopt/mp3/oriental/Mazika_Diana-Krozon_Super-Star_Ensani-Ma-\nBansak.mp3.\nCache fill:  1.17% (98304 bytes)    Audio file detected.\nClip info:\nTitle: Ensani-Ma-Bansak.mp3\nArtist: Diana-Krozon\nAlbum: Super-Star\nYear:\nComment:\nGenre: Unknown\n==========================================================================\nOpening audio decoder: [mp3lib] MPEG layer-2, layer-3\nmpg123: Can't rewind stream by 450 bits!\nAUDIO: 44100 Hz, 2 ch, s16le, 160.0 kbit/11.34% (ratio: 20000->176400)\nSelected audio codec: [mp3] afm:mp3lib (mp3lib MPEG layer-2, layer-3)",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/Intro-Linux/chap11.xml', '',
     '==========================================================================\nChecking audio filter chain for 44100Hz/2ch/s16le -> 44100Hz/2ch/s16le...\nAF_pre: 44100Hz/2ch/s16le\nAO: [oss] 44100Hz 2ch s16le (2 bps)\nBuilding audio filter chain for 44100Hz/2ch/s16le -> 44100Hz/2ch/s16le...\nVideo: no video\nStarting playback...\nA: 227.8 (03:23:.1) 1.8% 12%\n</screen>\n</sect3>\n<sect3 id="sect_11_02_02_02"><title>Other formats</title>\n<para>It would lead us too far to discuss all possible audio formats and ways to play them.  An (incomplete) overview of other common sound<indexterm><primary>audio</primary><secondary>applications</secondary></indexterm> playing and manipulating software:</para>\n<itemizedlist>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/FBB.sgml', '',
     "      Windows is active, and from there I can perform sysop's tasks, using\n      a mouse click or like.\n\n</itemize>\n\n<p>\n<sect1>fbbsrc.704j (using Red Hat 7.1)\n<p>\n2004-01-03\n\n<p>\n<em>Notice: The other day I tried to upgrade my Red Hat 7.1\ndistribution to Red Hat 9.0 - in order to get more up-to-date\nsystem, being also capable to be upgraded from its original Netscape\n4.76 browser to Netscape 7.1 (In fact, the more newer Netscape\nI need for other purposes - not related to FBB stuff at all - but I have\nnot succeeded to perform a kind of a 'browser-only' upgrade (In fact,\nNetscape 7.1 needs newer <em>Glibc</em> and some other things not\neasily being upgraded within under Red Hat 7.1). That's why I decided \nto upgrade the complete Linux system - i.e. not just reinstalling it ",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/FBB.sgml', '',
     "<sect1>Improving the home LAN connections\n\n<p>\n2007-11-17\n\n<p>\nAs mentioned earlier, I had an old NIC of ISA type equipped with UMC's\nUM9003AF chip in the DOS computer. On the Linux/Windows side I also used\nan ISA card which was activated with either module 'ne' in Linux, and was\nrecognized as 'NE2000 compatible' in Windows 2000. For some unknown reason\nthe card was not recognized by Windows XP at all. A friendly ham Paul,\nN6RME, wanted to donate his spare card of PCI type, equipped with 3Com's\n3C905 chip. I decided to move 'NE2000 compatible' ISA card from Linux to\nDOS machine because I expected not to have problems with its DOS drivers.\nBesides that, that NIC also had a UTP connector - just like the 'new'\n3Com's card, sent by Paul, which meant I could replace the old coax cable",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/guide/docbook/LDP-Author-Guide/templates/ldp-guide-main.xml', '',
     '<title>Revision History</title>\n<para>\n<revhistory>\n        <revision>\n        <revnumber>1.2</revnumber>\n        <date>2003-02-28</date>\n        <authorinitials>MG</authorinitials>\n        <revremark>More stuff you changed.</revremark>\n      </revision>\n      <revision>\n        <revnumber>1.1</revnumber>\n        <date>2003-01-22</date>\n        <authorinitials>MG</authorinitials>\n        <revremark>Stuff you changed.</revremark>\n      </revision>\n      <revision>\n\t<revnumber>1.0</revnumber>\n        <date>2002-12-29</date>\n\t<authorinitials>MG</authorinitials>\n        <revremark>Initial release for TLDP</revremark>\n      </revision>\n</revhistory>\n</para>\n</section>\n\n<section id="intro_05">\n<title>Contributions</title>\n\n<para>Thank people who helped realizing this doc.</para>\n</section>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Encrypted-Root-Filesystem-HOWTO.xml', '',
     '    /sbin/losetup -p 0 -e aes256 -S xxxxxx /dev/loop2 /dev/hda4\n\n/sbin/swapon /dev/loop1\n\nfor i in `seq 0 63`\ndo\n    echo -n -e "\\33[10;10]\\33[11;10]" > /dev/tty$i\ndone\n\nEOF\n\nchmod 700 /etc/init.d/loop\nln -s ../init.d/loop /etc/rcS.d/S00loop\nvi /etc/fstab\n...\n/dev/loop2      /home           ext3    defaults       0       2</screen>\n    </para>\n</sect1>\n\n<sect1 id="about">\n    <title>About this HOWTO</title>\n    <para>\nThe Encrypted Root Filesystem HOWTO was first written in november 2002 for the\n<ulink url="http://www.linuxfromscratch.org/lfs/news.html">Linux From Scratch</ulink>\nproject. I\'d like to thank the many people who have since contributed to\nthis document (in reverse chronological order): Micha Borrmann,',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Encrypted-Root-Filesystem-HOWTO.xml', '',
     'cp -av /boot/grub /loader/boot/\ncat &gt; /loader/boot/grub/menu.lst &lt;&lt; EOF\ndefault 0\ntimeout 10\ncolor green/black light-green/black\ntitle Linux\n    root (hd0,0)\n    kernel /vmlinuz ro root=/dev/ram0\n    initrd /initrd.gz\nEOF\ngrub-install --root-directory=/loader /dev/hda\numount /loader</screen>\n        </para><para>\nIf you use lilo:\n        </para><para>\n<screen>mkdir /loader/{boot,dev,etc}\ncp /boot/boot.b /loader/boot/\nmknod -m 600 /loader/dev/hda  b 3 0\nmknod -m 600 /loader/dev/hda1 b 3 1\nmknod -m 600 /loader/dev/hda2 b 3 2\nmknod -m 600 /loader/dev/hda3 b 3 3\nmknod -m 600 /loader/dev/hda4 b 3 4\nmknod -m 600 /loader/dev/ram0 b 1 0\ncat &gt; /loader/etc/lilo.conf &lt;&lt; EOF\nlba32\nboot=/dev/hda\nprompt\ntimeout=60\nimage=/vmlinuz\n    label=Linux\n    initrd=/initrd.gz\n    read-only',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Caudium-HOWTO/Caudium-HOWTO.xml', '',
     'drwxr-sr-x    6 www-data www-data     4096 Feb 13 23:17 argument_cache\ndrwxr-sr-x    2 www-data www-data     4096 Feb 19 09:27 bgcache\ndrwxr-sr-x    2 www-data www-data     4096 Mar  4 22:28 configurations\ndrwxr-sr-x    4 root     staff        4096 Feb 13 23:16 local\ndrwxr-sr-x    7 www-data www-data     4096 Mar  3 11:50 logs\ndrwxr-sr-x    2 root     staff        4096 Feb 13 23:16 readme\ndrwxr-sr-x   19 www-data www-data     4096 Feb 19 20:13 server\ndrwxr-sr-x    2 www-data www-data     4096 Mar  3 19:28 var\n\n$ id www-data\nuid=33(www-data) gid=33(www-data) groups=33(www-data)\n       </computeroutput></programlisting>\n       <para>\n\t If users are allowed to log on the server, you might also change the \n\t permissions of the logs directory.\n       </para>\n       <para>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NCD-X-Terminal.sgml', '',
     '   # allow a max of 10 clients to connect to this font server\n   client-limit = 10\n\n   # when a font server reaches its client limit, start up a new one\n   clone-self = on\n\n   # use the UNIX syslog utility to log errors.\n   use-syslog = on\n\n   # list of font directories\n   catalogue = /usr/X11R6/lib/X11/fonts/misc/,\n      /usr/X11R6/lib/X11/fonts/Speedo/,\n      /usr/X11R6/lib/X11/fonts/Type1/,\n      /usr/X11R6/lib/X11/fonts/75dpi/,\n      /usr/X11R6/lib/X11/fonts/100dpi/\n\n   # file used to log errors if syslog is not used.\n   error-file = /usr/X11R6/lib/X11/fs/fs-errors\n\n   # 12 point in decipoints\n   default-point-size = 120\n\n   # 100 x 100 and 75 x 75\n   default-resolutions = 75,75,100,100\n</verb>\n\n<sect>Miscellaneous\n\n<sect1>Supported Terminals\n<p>',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/linuxdoc/NCD-X-Terminal.sgml', '',
     '<url url="http://www.ncd.com/support/kbsearch/kbase.html"\nname="NCD knowledge base"> addresses some frequently asked questions\nas well as bug reports.\n\n<P>Note that the above links are subject to change. Since the first\nversion of this mini-HOWTO was published, the NCD web site has been\nextensively reorganized.\n\n<sect1>Equipment used in the preparation of this document\n\n<P>\nX terminal: NCD model NCD19r with 19 monochrome monitor 1280x1024 8M RAM\n\nX server software: NCDware V3.2.CV 19r_s\n\nRemote Host: IBM Cyrix 686 P150+ running Slackware \n(Linux kernel version 2.0.31)\n\nRemote Host: IBM Cyrix M2 200 MMX running Red Hat 5.0\n(Linux kernel version 2.0.32)\n\nNetwork Card: 10 base T Ethernet card (ne 2000 clone) and 8 port hub\n\nFont server version 2 release number 6300\n\n<sect1>Acknowledgments',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Ecology-HOWTO.xml', '',
     '   or off.  This is a command line utility to turn the fan of a Toshiba laptop\r\n   on or off, or view its current state. It should work on all Toshiba Pentium\r\n   laptops that have fans.\r\n</para>\r\n</listitem>\r\n\r\n</itemizedlist>\r\n\r\n\r\n</para>\r\n\r\n</sect1>\r\n\r\n</appendix>\r\n\r\n<appendix id="ecology-howto-appendix-b">\r\n<title>Appendix B - MP3-Hardware-Decoder at Parallel Port</title>\r\n\r\n\r\n<para>\r\nIn the German computer magazine \r\n<ulink url="http://www.heise.de/ct/">CT</ulink> \r\nissue 9/1999 p. 200 and 10/1999 p. 260 I found an article about turning an old\r\nPC (from 286 upward) into a MP3 player, by using a MP3-Hardware-Decoder at the\r\nparallel port. \r\n<ulink url="http://www.mp3pump.de/english/index.html">Authors Homepage</ulink> .\r\n</para>\r\n\r\n<para>\r',
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/Ecology-HOWTO.xml', '',
     "</para>\r\n\r\n<para>\r\n<command>strip</command> has a <command>--strip-debug</command> option which doesn't strip symbols, but does still get rid of the debugging stuff. This is almost as good, in many cases, and it's ok to use it on libraries. As it happens, I recently got SuSE 6.3, so I can give you a <command>live</command> example:\r\n\r\n<programlisting>\r\nbash-2.03&num; cd /lib\r\nbash-2.03&num; ls -l libc.so.6\r\n-rwxr-xr-x   1 root     root      4223971 Nov  6 16:22 libc.so.6\r\nbash-2.03&num; strip --strip-debug libc.so.6\r\nbash-2.03&num; ls -l libc.so.6\r\n-rwxr-xr-x   1 root     root      1200355 Dec  8 00:13 libc.so.6\r\n</programlisting>\r\n</para>\r\n</listitem>\r\n\r\n<listitem>\r\n<para>\r\nSparse files: in the case when files contain blocks\r",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/ADSL-Bandwidth-Management-HOWTO.sgml', '',
     "# attach qdisc to leaf classes - here we at SFQ to each priority class.  SFQ insures that\r\n#                                within each class connections will be treated (almost) fairly.\r\ntc qdisc add dev imq0 parent 1:20 handle 20: sfq perturb 10\r\ntc qdisc add dev imq0 parent 1:21 handle 21: red limit 1000000 min 5000 max 100000 avpkt 1000 burst 50\r\n\r\n# filter traffic into classes by fwmark - here we direct traffic into priority class according to\r\n#                                         the fwmark set on the packet (we set fwmark with iptables\r\n#                                         later).  Note that above we've set the default priority\r\n#                                         class to 1:26 so unmarked packets (or packets marked with\r",
     []),
    ('github:tLDP/LDP@ac2ab0648e67f2ae4ac4d17a35f6e44baa385dda:LDP/howto/docbook/ADSL-Bandwidth-Management-HOWTO.sgml', '',
     'tc filter add dev $DEV parent 1:0 prio 0 protocol ip handle 26 fw flowid 1:26\r\n\r\n# add MYSHAPER-OUT chain to the mangle table in iptables - this sets up the table we\'ll use\r\n#                                                      to filter and mark packets.\r\niptables -t mangle -N MYSHAPER-OUT\r\niptables -t mangle -I POSTROUTING -o $DEV -j MYSHAPER-OUT\r\n\r\n# add fwmark entries to classify different types of traffic - Set fwmark from 20-26 according to\r\n#                                                             desired class. 20 is highest prio.\r\niptables -t mangle -A MYSHAPER-OUT -p tcp --sport 0:1024 -j MARK --set-mark 23 # Default for low port traffic \r\niptables -t mangle -A MYSHAPER-OUT -p tcp --dport 0:1024 -j MARK --set-mark 23 # "" \r',
     []),
]


if __name__ == '__main__':
    main()
